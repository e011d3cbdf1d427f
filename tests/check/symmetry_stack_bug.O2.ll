; ModuleID = 'symmetry_stack_bug.c'
source_filename = "symmetry_stack_bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@.str = private unnamed_addr constant [14 x i8] c"seen == 3 * N\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [21 x i8] c"symmetry_stack_bug.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16
@total = dso_local local_unnamed_addr global i32 0, align 4, !dbg !20
@done = dso_local local_unnamed_addr global i32 0, align 4, !dbg !23

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !64 {
  %2 = alloca [2 x i32], align 4, !DIAssignID !75
    #dbg_assign(i1 undef, !70, !DIExpression(), !75, ptr %2, !DIExpression(), !76)
    #dbg_value(ptr poison, !69, !DIExpression(), !76)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !77
  %3 = call fastcc i32 @add(ptr noundef nonnull %2), !dbg !78
    #dbg_value(i32 %3, !74, !DIExpression(), !76)
  %4 = icmp slt i32 %3, 0, !dbg !79
  %5 = icmp eq i32 %3, 9
  %6 = or i1 %4, %5, !dbg !81
  br i1 %6, label %8, label %7, !dbg !81

7:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #8, !dbg !82
  unreachable, !dbg !82

8:                                                ; preds = %1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !85
  ret ptr null, !dbg !86
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @add(ptr nocapture noundef writeonly %0) unnamed_addr #2 !dbg !87 {
    #dbg_value(ptr %0, !92, !DIExpression(), !98)
    #dbg_value(i32 2, !93, !DIExpression(), !98)
    #dbg_value(i32 0, !94, !DIExpression(), !99)
    #dbg_value(i64 0, !94, !DIExpression(), !99)
  store i32 1, ptr %0, align 4, !dbg !100, !tbaa !102
    #dbg_value(i64 1, !94, !DIExpression(), !99)
  %2 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !106
  store i32 2, ptr %2, align 4, !dbg !100, !tbaa !102
    #dbg_value(i64 2, !94, !DIExpression(), !99)
  %3 = load i32, ptr @total, align 4, !dbg !107, !tbaa !102
    #dbg_value(i32 %3, !96, !DIExpression(), !98)
  %4 = add nsw i32 %3, 3, !dbg !108
  store i32 %4, ptr @total, align 4, !dbg !109, !tbaa !102
  %5 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #7, !dbg !110
  %6 = load i32, ptr @done, align 4, !dbg !111, !tbaa !102
  %7 = add nsw i32 %6, 1, !dbg !111
  store i32 %7, ptr @done, align 4, !dbg !111, !tbaa !102
  %8 = icmp eq i32 %7, 3, !dbg !112
  %9 = load i32, ptr @total, align 4, !dbg !111
  %10 = select i1 %8, i32 %9, i32 -1, !dbg !111
    #dbg_value(i32 %10, !97, !DIExpression(), !98)
  %11 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #7, !dbg !113
  ret i32 %10, !dbg !114
}

; Function Attrs: noreturn nounwind
declare !dbg !115 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 !dbg !120 {
  %1 = alloca i64, align 8, !DIAssignID !129
    #dbg_assign(i1 undef, !124, !DIExpression(), !129, ptr %1, !DIExpression(), !130)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #7, !dbg !131
    #dbg_value(i32 0, !127, !DIExpression(), !132)
    #dbg_value(i32 0, !127, !DIExpression(), !132)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !133
  %3 = load i64, ptr %1, align 8, !dbg !136, !tbaa !137
  %4 = call i32 @pthread_detach(i64 noundef %3) #7, !dbg !139
    #dbg_value(i32 1, !127, !DIExpression(), !132)
  %5 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !133
  %6 = load i64, ptr %1, align 8, !dbg !136, !tbaa !137
  %7 = call i32 @pthread_detach(i64 noundef %6) #7, !dbg !139
    #dbg_value(i32 2, !127, !DIExpression(), !132)
  %8 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !133
  %9 = load i64, ptr %1, align 8, !dbg !136, !tbaa !137
  %10 = call i32 @pthread_detach(i64 noundef %9) #7, !dbg !139
    #dbg_value(i32 3, !127, !DIExpression(), !132)
  call void @pthread_exit(ptr noundef null) #8, !dbg !140
  unreachable, !dbg !140
}

; Function Attrs: nounwind
declare !dbg !141 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare !dbg !160 i32 @pthread_detach(i64 noundef) local_unnamed_addr #5

; Function Attrs: noreturn
declare !dbg !163 void @pthread_exit(ptr noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare !dbg !166 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare !dbg !170 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 15, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_stack_bug.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "eda52e01f5f6918e70a785dce05013eb")
!4 = !{!0, !5, !11, !16, !20, !23}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 14)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 168, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 21)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !14)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 14, type: !22, isLocal: false, isDefinition: true)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 14, type: !22, isLocal: false, isDefinition: true)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !26, line: 72, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!27 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !26, line: 67, size: 320, elements: !28)
!28 = !{!29, !50, !54}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !27, file: !26, line: 69, baseType: !30, size: 320)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !31, line: 22, size: 320, elements: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!32 = !{!33, !34, !36, !37, !38, !39, !41, !42}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !30, file: !31, line: 24, baseType: !22, size: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !30, file: !31, line: 25, baseType: !35, size: 32, offset: 32)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !30, file: !31, line: 26, baseType: !22, size: 32, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !30, file: !31, line: 28, baseType: !35, size: 32, offset: 96)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !30, file: !31, line: 32, baseType: !22, size: 32, offset: 128)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !30, file: !31, line: 34, baseType: !40, size: 16, offset: 160)
!40 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !30, file: !31, line: 35, baseType: !40, size: 16, offset: 176)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !30, file: !31, line: 36, baseType: !43, size: 128, offset: 192)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !44, line: 55, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !44, line: 51, size: 128, elements: !46)
!46 = !{!47, !49}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !45, file: !44, line: 53, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !45, file: !44, line: 54, baseType: !48, size: 64, offset: 64)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !27, file: !26, line: 70, baseType: !51, size: 320)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 40)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !27, file: !26, line: 71, baseType: !55, size: 64)
!55 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!63 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!64 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 28, type: !65, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!65 = !DISubroutineType(types: !66)
!66 = !{!67, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!68 = !{!69, !70, !74}
!69 = !DILocalVariable(name: "arg", arg: 1, scope: !64, file: !3, line: 28, type: !67)
!70 = !DILocalVariable(name: "buf", scope: !64, file: !3, line: 29, type: !71)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 2)
!74 = !DILocalVariable(name: "seen", scope: !64, file: !3, line: 30, type: !22)
!75 = distinct !DIAssignID()
!76 = !DILocation(line: 0, scope: !64)
!77 = !DILocation(line: 29, column: 3, scope: !64)
!78 = !DILocation(line: 30, column: 14, scope: !64)
!79 = !DILocation(line: 31, column: 12, scope: !80)
!80 = distinct !DILexicalBlock(scope: !64, file: !3, line: 31, column: 7)
!81 = !DILocation(line: 31, column: 7, scope: !64)
!82 = !DILocation(line: 32, column: 5, scope: !83)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 32, column: 5)
!84 = distinct !DILexicalBlock(scope: !80, file: !3, line: 32, column: 5)
!85 = !DILocation(line: 34, column: 1, scope: !64)
!86 = !DILocation(line: 33, column: 3, scope: !64)
!87 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 17, type: !88, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !91)
!88 = !DISubroutineType(cc: DW_CC_nocall, types: !89)
!89 = !{!22, !90, !22}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!91 = !{!92, !93, !94, !96, !97}
!92 = !DILocalVariable(name: "a", arg: 1, scope: !87, file: !3, line: 17, type: !90)
!93 = !DILocalVariable(name: "n", arg: 2, scope: !87, file: !3, line: 17, type: !22)
!94 = !DILocalVariable(name: "i", scope: !95, file: !3, line: 18, type: !22)
!95 = distinct !DILexicalBlock(scope: !87, file: !3, line: 18, column: 3)
!96 = !DILocalVariable(name: "c", scope: !87, file: !3, line: 20, type: !22)
!97 = !DILocalVariable(name: "seen", scope: !87, file: !3, line: 23, type: !22)
!98 = !DILocation(line: 0, scope: !87)
!99 = !DILocation(line: 0, scope: !95)
!100 = !DILocation(line: 19, column: 10, scope: !101)
!101 = distinct !DILexicalBlock(scope: !95, file: !3, line: 18, column: 3)
!102 = !{!103, !103, i64 0}
!103 = !{!"int", !104, i64 0}
!104 = !{!"omnipotent char", !105, i64 0}
!105 = !{!"Simple C/C++ TBAA"}
!106 = !DILocation(line: 19, column: 5, scope: !101)
!107 = !DILocation(line: 20, column: 11, scope: !87)
!108 = !DILocation(line: 21, column: 20, scope: !87)
!109 = !DILocation(line: 21, column: 9, scope: !87)
!110 = !DILocation(line: 22, column: 3, scope: !87)
!111 = !DILocation(line: 23, column: 14, scope: !87)
!112 = !DILocation(line: 23, column: 21, scope: !87)
!113 = !DILocation(line: 24, column: 3, scope: !87)
!114 = !DILocation(line: 25, column: 3, scope: !87)
!115 = !DISubprogram(name: "__assert_fail", scope: !116, file: !116, line: 69, type: !117, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!116 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!117 = !DISubroutineType(types: !118)
!118 = !{null, !119, !119, !35, !119}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!120 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !121, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !123)
!121 = !DISubroutineType(types: !122)
!122 = !{!22}
!123 = !{!124, !127}
!124 = !DILocalVariable(name: "t", scope: !120, file: !3, line: 37, type: !125)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !26, line: 27, baseType: !126)
!126 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!127 = !DILocalVariable(name: "i", scope: !128, file: !3, line: 38, type: !22)
!128 = distinct !DILexicalBlock(scope: !120, file: !3, line: 38, column: 3)
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 0, scope: !120)
!131 = !DILocation(line: 37, column: 3, scope: !120)
!132 = !DILocation(line: 0, scope: !128)
!133 = !DILocation(line: 39, column: 5, scope: !134)
!134 = distinct !DILexicalBlock(scope: !135, file: !3, line: 38, column: 31)
!135 = distinct !DILexicalBlock(scope: !128, file: !3, line: 38, column: 3)
!136 = !DILocation(line: 40, column: 20, scope: !134)
!137 = !{!138, !138, i64 0}
!138 = !{!"long", !104, i64 0}
!139 = !DILocation(line: 40, column: 5, scope: !134)
!140 = !DILocation(line: 42, column: 3, scope: !120)
!141 = !DISubprogram(name: "pthread_create", scope: !142, file: !142, line: 202, type: !143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!142 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!143 = !DISubroutineType(types: !144)
!144 = !{!22, !145, !147, !158, !159}
!145 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !146)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !26, line: 62, baseType: !151)
!151 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !26, line: 56, size: 448, elements: !152)
!152 = !{!153, !157}
!153 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !151, file: !26, line: 58, baseType: !154, size: 448)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !155)
!155 = !{!156}
!156 = !DISubrange(count: 56)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !151, file: !26, line: 59, baseType: !55, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !67)
!160 = !DISubprogram(name: "pthread_detach", scope: !142, file: !142, line: 269, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DISubroutineType(types: !162)
!162 = !{!22, !125}
!163 = !DISubprogram(name: "pthread_exit", scope: !142, file: !142, line: 211, type: !164, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!164 = !DISubroutineType(types: !165)
!165 = !{null, !67}
!166 = !DISubprogram(name: "pthread_mutex_lock", scope: !142, file: !142, line: 794, type: !167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DISubroutineType(types: !168)
!168 = !{!22, !169}
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!170 = !DISubprogram(name: "pthread_mutex_unlock", scope: !142, file: !142, line: 835, type: !167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
