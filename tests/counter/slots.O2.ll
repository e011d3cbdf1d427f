; ModuleID = 'slots.c'
source_filename = "slots.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@slots = dso_local local_unnamed_addr global i32 2, align 4, !dbg !0
@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !11
@holding = dso_local global i32 0, align 4, !dbg !60
@.str = private unnamed_addr constant [52 x i8] c"__atomic_load_n(&holding, __ATOMIC_SEQ_CST) <= MOST\00", align 1, !dbg !44
@.str.1 = private unnamed_addr constant [8 x i8] c"slots.c\00", align 1, !dbg !49
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !54

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !70 {
    #dbg_value(ptr poison, !74, !DIExpression(), !76)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #7, !dbg !77
  %3 = load i32, ptr @slots, align 4, !dbg !78, !tbaa !79
  %4 = icmp sgt i32 %3, 0, !dbg !83
    #dbg_value(i1 %4, !75, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !76)
  br i1 %4, label %5, label %17, !dbg !84

5:                                                ; preds = %1
  %6 = add nsw i32 %3, -1, !dbg !85
  store i32 %6, ptr @slots, align 4, !dbg !85, !tbaa !79
  %7 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #7, !dbg !87
  %8 = atomicrmw add ptr @holding, i32 1 seq_cst, align 4, !dbg !88
  %9 = load atomic i32, ptr @holding seq_cst, align 4, !dbg !89
  %10 = icmp slt i32 %9, 3, !dbg !89
  br i1 %10, label %12, label %11, !dbg !92

11:                                               ; preds = %5
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 26, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #8, !dbg !89
  unreachable, !dbg !89

12:                                               ; preds = %5
  %13 = atomicrmw sub ptr @holding, i32 1 seq_cst, align 4, !dbg !93
  %14 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #7, !dbg !94
  %15 = load i32, ptr @slots, align 4, !dbg !95, !tbaa !79
  %16 = add nsw i32 %15, 1, !dbg !95
  store i32 %16, ptr @slots, align 4, !dbg !95, !tbaa !79
  br label %17, !dbg !96

17:                                               ; preds = %1, %12
  %18 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #7, !dbg !76
  ret ptr null, !dbg !97
}

; Function Attrs: nounwind
declare !dbg !98 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !103 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !104 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 !dbg !109 {
  %3 = alloca i64, align 8, !DIAssignID !121
    #dbg_assign(i1 undef, !116, !DIExpression(), !121, ptr %3, !DIExpression(), !122)
    #dbg_value(i32 %0, !113, !DIExpression(), !122)
    #dbg_value(ptr %1, !114, !DIExpression(), !122)
  %4 = icmp sgt i32 %0, 1, !dbg !123
  br i1 %4, label %6, label %5, !dbg !124

5:                                                ; preds = %2
    #dbg_value(i32 -1, !115, !DIExpression(), !122)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #7, !dbg !125
  br label %12, !dbg !126

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !127
  %8 = load ptr, ptr %7, align 8, !dbg !127, !tbaa !128
    #dbg_value(ptr %8, !130, !DIExpression(), !136)
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull %8, ptr noundef null, i32 noundef 10) #7, !dbg !138
  %10 = trunc i64 %9 to i32, !dbg !139
    #dbg_value(i32 %10, !115, !DIExpression(), !122)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #7, !dbg !125
  %11 = icmp slt i32 %10, 0, !dbg !140
  br i1 %11, label %12, label %13, !dbg !126

12:                                               ; preds = %5, %6
  br label %15, !dbg !142

13:                                               ; preds = %6
    #dbg_value(i32 0, !119, !DIExpression(), !143)
  %14 = icmp eq i32 %10, 0, !dbg !144
  br i1 %14, label %17, label %18, !dbg !146

15:                                               ; preds = %12, %15
  %16 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !147
  br label %15, !dbg !142, !llvm.loop !148

17:                                               ; preds = %18, %13
  call void @pthread_exit(ptr noundef null) #8, !dbg !150
  unreachable, !dbg !150

18:                                               ; preds = %13, %18
  %19 = phi i32 [ %21, %18 ], [ 0, %13 ]
    #dbg_value(i32 %19, !119, !DIExpression(), !143)
  %20 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !151
  %21 = add nuw nsw i32 %19, 1, !dbg !152
    #dbg_value(i32 %21, !119, !DIExpression(), !143)
  %22 = icmp eq i32 %21, %10, !dbg !144
  br i1 %22, label %17, label %18, !dbg !146, !llvm.loop !153
}

; Function Attrs: nounwind
declare !dbg !156 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: noreturn
declare !dbg !174 void @pthread_exit(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !177 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!62, !63, !64, !65, !66, !67, !68}
!llvm.ident = !{!69}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "slots", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "slots.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "419f9ba5b30e6e0123e05146c77da793")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0, !11, !44, !49, !54, !60}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 15, type: !13, isLocal: false, isDefinition: true)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !14, line: 72, baseType: !15)
!14 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!15 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !14, line: 67, size: 320, elements: !16)
!16 = !{!17, !38, !42}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !15, file: !14, line: 69, baseType: !18, size: 320)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !19, line: 22, size: 320, elements: !20)
!19 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!20 = !{!21, !22, !24, !25, !26, !27, !29, !30}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !18, file: !19, line: 24, baseType: !5, size: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !18, file: !19, line: 25, baseType: !23, size: 32, offset: 32)
!23 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !18, file: !19, line: 26, baseType: !5, size: 32, offset: 64)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !18, file: !19, line: 28, baseType: !23, size: 32, offset: 96)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !18, file: !19, line: 32, baseType: !5, size: 32, offset: 128)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !18, file: !19, line: 34, baseType: !28, size: 16, offset: 160)
!28 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !18, file: !19, line: 35, baseType: !28, size: 16, offset: 176)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !18, file: !19, line: 36, baseType: !31, size: 128, offset: 192)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !32, line: 55, baseType: !33)
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !32, line: 51, size: 128, elements: !34)
!34 = !{!35, !37}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !33, file: !32, line: 53, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !33, file: !32, line: 54, baseType: !36, size: 64, offset: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !15, file: !14, line: 70, baseType: !39, size: 320)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 40)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !15, file: !14, line: 71, baseType: !43, size: 64)
!43 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 416, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 52)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 8)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 168, elements: !58)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!58 = !{!59}
!59 = !DISubrange(count: 21)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "holding", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!62 = !{i32 7, !"Dwarf Version", i32 5}
!63 = !{i32 2, !"Debug Info Version", i32 3}
!64 = !{i32 1, !"wchar_size", i32 4}
!65 = !{i32 8, !"PIC Level", i32 2}
!66 = !{i32 7, !"PIE Level", i32 2}
!67 = !{i32 7, !"uwtable", i32 2}
!68 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!69 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!70 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 17, type: !71, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !73)
!71 = !DISubroutineType(types: !72)
!72 = !{!9, !9}
!73 = !{!74, !75}
!74 = !DILocalVariable(name: "arg", arg: 1, scope: !70, file: !3, line: 17, type: !9)
!75 = !DILocalVariable(name: "got", scope: !70, file: !3, line: 19, type: !5)
!76 = !DILocation(line: 0, scope: !70)
!77 = !DILocation(line: 18, column: 3, scope: !70)
!78 = !DILocation(line: 19, column: 13, scope: !70)
!79 = !{!80, !80, i64 0}
!80 = !{!"int", !81, i64 0}
!81 = !{!"omnipotent char", !82, i64 0}
!82 = !{!"Simple C/C++ TBAA"}
!83 = !DILocation(line: 19, column: 19, scope: !70)
!84 = !DILocation(line: 20, column: 7, scope: !70)
!85 = !DILocation(line: 21, column: 10, scope: !86)
!86 = distinct !DILexicalBlock(scope: !70, file: !3, line: 20, column: 7)
!87 = !DILocation(line: 22, column: 3, scope: !70)
!88 = !DILocation(line: 25, column: 3, scope: !70)
!89 = !DILocation(line: 26, column: 3, scope: !90)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 26, column: 3)
!91 = distinct !DILexicalBlock(scope: !70, file: !3, line: 26, column: 3)
!92 = !DILocation(line: 26, column: 3, scope: !91)
!93 = !DILocation(line: 27, column: 3, scope: !70)
!94 = !DILocation(line: 28, column: 3, scope: !70)
!95 = !DILocation(line: 29, column: 8, scope: !70)
!96 = !DILocation(line: 31, column: 3, scope: !70)
!97 = !DILocation(line: 32, column: 1, scope: !70)
!98 = !DISubprogram(name: "pthread_mutex_lock", scope: !99, file: !99, line: 794, type: !100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!99 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!100 = !DISubroutineType(types: !101)
!101 = !{!5, !102}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!103 = !DISubprogram(name: "pthread_mutex_unlock", scope: !99, file: !99, line: 835, type: !100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DISubprogram(name: "__assert_fail", scope: !105, file: !105, line: 69, type: !106, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!105 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!106 = !DISubroutineType(types: !107)
!107 = !{null, !108, !108, !23, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!109 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 34, type: !110, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!5, !5, !6}
!112 = !{!113, !114, !115, !116, !119}
!113 = !DILocalVariable(name: "argc", arg: 1, scope: !109, file: !3, line: 34, type: !5)
!114 = !DILocalVariable(name: "argv", arg: 2, scope: !109, file: !3, line: 34, type: !6)
!115 = !DILocalVariable(name: "n", scope: !109, file: !3, line: 35, type: !5)
!116 = !DILocalVariable(name: "t", scope: !109, file: !3, line: 36, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !14, line: 27, baseType: !118)
!118 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!119 = !DILocalVariable(name: "i", scope: !120, file: !3, line: 40, type: !5)
!120 = distinct !DILexicalBlock(scope: !109, file: !3, line: 40, column: 3)
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 0, scope: !109)
!123 = !DILocation(line: 35, column: 16, scope: !109)
!124 = !DILocation(line: 35, column: 11, scope: !109)
!125 = !DILocation(line: 36, column: 3, scope: !109)
!126 = !DILocation(line: 37, column: 7, scope: !109)
!127 = !DILocation(line: 35, column: 27, scope: !109)
!128 = !{!129, !129, i64 0}
!129 = !{!"any pointer", !81, i64 0}
!130 = !DILocalVariable(name: "__nptr", arg: 1, scope: !131, file: !132, line: 362, type: !108)
!131 = distinct !DISubprogram(name: "atoi", scope: !132, file: !132, line: 362, type: !133, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !135)
!132 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!133 = !DISubroutineType(types: !134)
!134 = !{!5, !108}
!135 = !{!130}
!136 = !DILocation(line: 0, scope: !131, inlinedAt: !137)
!137 = distinct !DILocation(line: 35, column: 22, scope: !109)
!138 = !DILocation(line: 364, column: 16, scope: !131, inlinedAt: !137)
!139 = !DILocation(line: 364, column: 10, scope: !131, inlinedAt: !137)
!140 = !DILocation(line: 37, column: 9, scope: !141)
!141 = distinct !DILexicalBlock(scope: !109, file: !3, line: 37, column: 7)
!142 = !DILocation(line: 38, column: 5, scope: !141)
!143 = !DILocation(line: 0, scope: !120)
!144 = !DILocation(line: 40, column: 21, scope: !145)
!145 = distinct !DILexicalBlock(scope: !120, file: !3, line: 40, column: 3)
!146 = !DILocation(line: 40, column: 3, scope: !120)
!147 = !DILocation(line: 39, column: 7, scope: !141)
!148 = distinct !{!148, !142, !149}
!149 = !DILocation(line: 39, column: 38, scope: !141)
!150 = !DILocation(line: 42, column: 3, scope: !109)
!151 = !DILocation(line: 41, column: 5, scope: !145)
!152 = !DILocation(line: 40, column: 27, scope: !145)
!153 = distinct !{!153, !146, !154, !155}
!154 = !DILocation(line: 41, column: 36, scope: !120)
!155 = !{!"llvm.loop.mustprogress"}
!156 = !DISubprogram(name: "pthread_create", scope: !99, file: !99, line: 202, type: !157, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DISubroutineType(types: !158)
!158 = !{!5, !159, !161, !172, !173}
!159 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !160)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !164)
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !14, line: 62, baseType: !165)
!165 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !14, line: 56, size: 448, elements: !166)
!166 = !{!167, !171}
!167 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !165, file: !14, line: 58, baseType: !168, size: 448)
!168 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !169)
!169 = !{!170}
!170 = !DISubrange(count: 56)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !165, file: !14, line: 59, baseType: !43, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !9)
!174 = !DISubprogram(name: "pthread_exit", scope: !99, file: !99, line: 211, type: !175, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!175 = !DISubroutineType(types: !176)
!176 = !{null, !9}
!177 = !DISubprogram(name: "strtol", scope: !132, file: !132, line: 177, type: !178, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DISubroutineType(types: !179)
!179 = !{!43, !180, !181, !5}
!180 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!181 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
