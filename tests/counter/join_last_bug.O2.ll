; ModuleID = 'join_last_bug.c'
source_filename = "join_last_bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@inside = dso_local local_unnamed_addr global i32 0, align 4, !dbg !27
@.str = private unnamed_addr constant [12 x i8] c"inside == 1\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [16 x i8] c"join_last_bug.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !21

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr noundef readnone %0) #0 !dbg !68 {
    #dbg_value(ptr %0, !72, !DIExpression(), !74)
  %2 = icmp eq ptr %0, null, !dbg !75
    #dbg_value(i1 %2, !73, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !74)
  br i1 %2, label %3, label %7, !dbg !76

3:                                                ; preds = %1
  %4 = load i32, ptr @inside, align 4, !dbg !77, !tbaa !78
  %5 = add nsw i32 %4, 1, !dbg !77
  store i32 %5, ptr @inside, align 4, !dbg !77, !tbaa !78
  %6 = icmp eq i32 %4, 0, !dbg !82
  br i1 %6, label %13, label %12, !dbg !85

7:                                                ; preds = %1
  %8 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #8, !dbg !86
  %9 = load i32, ptr @inside, align 4, !dbg !77, !tbaa !78
  %10 = add nsw i32 %9, 1, !dbg !77
  store i32 %10, ptr @inside, align 4, !dbg !77, !tbaa !78
  %11 = icmp eq i32 %9, 0, !dbg !82
  br i1 %11, label %14, label %12, !dbg !85

12:                                               ; preds = %7, %3
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 15, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #9, !dbg !82
  unreachable, !dbg !82

13:                                               ; preds = %3
  store i32 0, ptr @inside, align 4, !dbg !88, !tbaa !78
  br label %16, !dbg !89

14:                                               ; preds = %7
  store i32 0, ptr @inside, align 4, !dbg !88, !tbaa !78
  %15 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #8, !dbg !90
  br label %16, !dbg !90

16:                                               ; preds = %13, %14
  ret ptr null, !dbg !92
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !93 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !98 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !103 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 !dbg !104 {
  %3 = alloca i64, align 8, !DIAssignID !117
    #dbg_assign(i1 undef, !111, !DIExpression(), !117, ptr %3, !DIExpression(), !118)
    #dbg_value(i32 %0, !108, !DIExpression(), !118)
    #dbg_value(ptr %1, !109, !DIExpression(), !118)
  %4 = icmp sgt i32 %0, 1, !dbg !119
  br i1 %4, label %6, label %5, !dbg !120

5:                                                ; preds = %2
    #dbg_value(i32 -1, !110, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !121
    #dbg_value(i32 0, !114, !DIExpression(), !118)
    #dbg_value(i32 0, !115, !DIExpression(), !122)
    #dbg_value(i32 0, !115, !DIExpression(), !122)
    #dbg_value(i32 0, !114, !DIExpression(), !118)
  br label %13, !dbg !123

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !124
  %8 = load ptr, ptr %7, align 8, !dbg !124, !tbaa !125
    #dbg_value(ptr %8, !127, !DIExpression(), !133)
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull %8, ptr noundef null, i32 noundef 10) #8, !dbg !135
  %10 = trunc i64 %9 to i32, !dbg !136
    #dbg_value(i32 %10, !110, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !121
    #dbg_value(i32 0, !114, !DIExpression(), !118)
    #dbg_value(i32 0, !115, !DIExpression(), !122)
  %11 = icmp slt i32 %10, 0
  %12 = icmp eq i32 %10, 0, !dbg !137
  br i1 %12, label %18, label %13, !dbg !123

13:                                               ; preds = %5, %6
  %14 = phi i1 [ true, %5 ], [ %11, %6 ]
  %15 = phi i32 [ -1, %5 ], [ %10, %6 ]
  %16 = icmp sgt i32 %15, 0
  %17 = zext i1 %16 to i32
  br label %19, !dbg !123

18:                                               ; preds = %29, %6
  call void @pthread_exit(ptr noundef null) #9, !dbg !139
  unreachable, !dbg !139

19:                                               ; preds = %13, %29
  %20 = phi i32 [ 0, %13 ], [ %30, %29 ]
  %21 = phi i32 [ 0, %13 ], [ %23, %29 ]
    #dbg_value(i32 %20, !115, !DIExpression(), !122)
    #dbg_value(i32 %21, !114, !DIExpression(), !118)
  %22 = icmp eq i32 %21, 0, !dbg !140
  %23 = xor i32 %21, 1, !dbg !140
    #dbg_value(i32 %23, !114, !DIExpression(), !118)
  %24 = select i1 %22, ptr @m, ptr null, !dbg !142
  %25 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef %24) #8, !dbg !143
  br i1 %22, label %26, label %29, !dbg !144

26:                                               ; preds = %19
  %27 = load i64, ptr %3, align 8, !dbg !145, !tbaa !147
  %28 = call i32 @pthread_join(i64 noundef %27, ptr noundef null) #8, !dbg !149
  br label %29, !dbg !149

29:                                               ; preds = %19, %26
  %30 = add nuw nsw i32 %20, %17, !dbg !150
    #dbg_value(i32 %30, !115, !DIExpression(), !122)
    #dbg_value(i32 %23, !114, !DIExpression(), !118)
  %31 = icmp slt i32 %30, %15, !dbg !137
  %32 = select i1 %14, i1 true, i1 %31, !dbg !137
  br i1 %32, label %19, label %18, !dbg !123, !llvm.loop !151
}

; Function Attrs: nounwind
declare !dbg !154 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !172 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn
declare !dbg !176 void @pthread_exit(ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !179 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!60, !61, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 8, type: !29, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "join_last_bug.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "b66f666d640e2c8a5268f01b7b0cc21a")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0, !11, !16, !21, !27}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 12)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 16)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 168, elements: !25)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "inside", scope: !2, file: !3, line: 7, type: !5, isLocal: false, isDefinition: true)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !30, line: 72, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!31 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !30, line: 67, size: 320, elements: !32)
!32 = !{!33, !54, !58}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !31, file: !30, line: 69, baseType: !34, size: 320)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !35, line: 22, size: 320, elements: !36)
!35 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!36 = !{!37, !38, !40, !41, !42, !43, !45, !46}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !34, file: !35, line: 24, baseType: !5, size: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !34, file: !35, line: 25, baseType: !39, size: 32, offset: 32)
!39 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !34, file: !35, line: 26, baseType: !5, size: 32, offset: 64)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !34, file: !35, line: 28, baseType: !39, size: 32, offset: 96)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !34, file: !35, line: 32, baseType: !5, size: 32, offset: 128)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !34, file: !35, line: 34, baseType: !44, size: 16, offset: 160)
!44 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !34, file: !35, line: 35, baseType: !44, size: 16, offset: 176)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !34, file: !35, line: 36, baseType: !47, size: 128, offset: 192)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !48, line: 55, baseType: !49)
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !48, line: 51, size: 128, elements: !50)
!50 = !{!51, !53}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !49, file: !48, line: 53, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !49, file: !48, line: 54, baseType: !52, size: 64, offset: 64)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !31, file: !30, line: 70, baseType: !55, size: 320)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 40)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !31, file: !30, line: 71, baseType: !59, size: 64)
!59 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!60 = !{i32 7, !"Dwarf Version", i32 5}
!61 = !{i32 2, !"Debug Info Version", i32 3}
!62 = !{i32 1, !"wchar_size", i32 4}
!63 = !{i32 8, !"PIC Level", i32 2}
!64 = !{i32 7, !"PIE Level", i32 2}
!65 = !{i32 7, !"uwtable", i32 2}
!66 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !69, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{!9, !9}
!71 = !{!72, !73}
!72 = !DILocalVariable(name: "arg", arg: 1, scope: !68, file: !3, line: 10, type: !9)
!73 = !DILocalVariable(name: "locks", scope: !68, file: !3, line: 11, type: !5)
!74 = !DILocation(line: 0, scope: !68)
!75 = !DILocation(line: 11, column: 19, scope: !68)
!76 = !DILocation(line: 12, column: 7, scope: !68)
!77 = !DILocation(line: 14, column: 9, scope: !68)
!78 = !{!79, !79, i64 0}
!79 = !{!"int", !80, i64 0}
!80 = !{!"omnipotent char", !81, i64 0}
!81 = !{!"Simple C/C++ TBAA"}
!82 = !DILocation(line: 15, column: 3, scope: !83)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 15, column: 3)
!84 = distinct !DILexicalBlock(scope: !68, file: !3, line: 15, column: 3)
!85 = !DILocation(line: 15, column: 3, scope: !84)
!86 = !DILocation(line: 13, column: 5, scope: !87)
!87 = distinct !DILexicalBlock(scope: !68, file: !3, line: 12, column: 7)
!88 = !DILocation(line: 16, column: 9, scope: !68)
!89 = !DILocation(line: 17, column: 7, scope: !68)
!90 = !DILocation(line: 18, column: 5, scope: !91)
!91 = distinct !DILexicalBlock(scope: !68, file: !3, line: 17, column: 7)
!92 = !DILocation(line: 19, column: 3, scope: !68)
!93 = !DISubprogram(name: "pthread_mutex_lock", scope: !94, file: !94, line: 794, type: !95, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!94 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!95 = !DISubroutineType(types: !96)
!96 = !{!5, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!98 = !DISubprogram(name: "__assert_fail", scope: !99, file: !99, line: 69, type: !100, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!99 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!100 = !DISubroutineType(types: !101)
!101 = !{null, !102, !102, !39, !102}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!103 = !DISubprogram(name: "pthread_mutex_unlock", scope: !94, file: !94, line: 835, type: !95, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !105, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !107)
!105 = !DISubroutineType(types: !106)
!106 = !{!5, !5, !6}
!107 = !{!108, !109, !110, !111, !114, !115}
!108 = !DILocalVariable(name: "argc", arg: 1, scope: !104, file: !3, line: 22, type: !5)
!109 = !DILocalVariable(name: "argv", arg: 2, scope: !104, file: !3, line: 22, type: !6)
!110 = !DILocalVariable(name: "n", scope: !104, file: !3, line: 23, type: !5)
!111 = !DILocalVariable(name: "t", scope: !104, file: !3, line: 24, type: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !30, line: 27, baseType: !113)
!113 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!114 = !DILocalVariable(name: "join", scope: !104, file: !3, line: 25, type: !5)
!115 = !DILocalVariable(name: "i", scope: !116, file: !3, line: 26, type: !5)
!116 = distinct !DILexicalBlock(scope: !104, file: !3, line: 26, column: 3)
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 0, scope: !104)
!119 = !DILocation(line: 23, column: 16, scope: !104)
!120 = !DILocation(line: 23, column: 11, scope: !104)
!121 = !DILocation(line: 24, column: 3, scope: !104)
!122 = !DILocation(line: 0, scope: !116)
!123 = !DILocation(line: 26, column: 3, scope: !116)
!124 = !DILocation(line: 23, column: 27, scope: !104)
!125 = !{!126, !126, i64 0}
!126 = !{!"any pointer", !80, i64 0}
!127 = !DILocalVariable(name: "__nptr", arg: 1, scope: !128, file: !129, line: 362, type: !102)
!128 = distinct !DISubprogram(name: "atoi", scope: !129, file: !129, line: 362, type: !130, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !132)
!129 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!130 = !DISubroutineType(types: !131)
!131 = !{!5, !102}
!132 = !{!127}
!133 = !DILocation(line: 0, scope: !128, inlinedAt: !134)
!134 = distinct !DILocation(line: 23, column: 22, scope: !104)
!135 = !DILocation(line: 364, column: 16, scope: !128, inlinedAt: !134)
!136 = !DILocation(line: 364, column: 10, scope: !128, inlinedAt: !134)
!137 = !DILocation(line: 26, column: 25, scope: !138)
!138 = distinct !DILexicalBlock(scope: !116, file: !3, line: 26, column: 3)
!139 = !DILocation(line: 32, column: 3, scope: !104)
!140 = !DILocation(line: 27, column: 12, scope: !141)
!141 = distinct !DILexicalBlock(scope: !138, file: !3, line: 26, column: 47)
!142 = !DILocation(line: 28, column: 35, scope: !141)
!143 = !DILocation(line: 28, column: 5, scope: !141)
!144 = !DILocation(line: 29, column: 9, scope: !141)
!145 = !DILocation(line: 30, column: 20, scope: !146)
!146 = distinct !DILexicalBlock(scope: !141, file: !3, line: 29, column: 9)
!147 = !{!148, !148, i64 0}
!148 = !{!"long", !80, i64 0}
!149 = !DILocation(line: 30, column: 7, scope: !146)
!150 = !DILocation(line: 26, column: 37, scope: !138)
!151 = distinct !{!151, !123, !152, !153}
!152 = !DILocation(line: 31, column: 3, scope: !116)
!153 = !{!"llvm.loop.mustprogress"}
!154 = !DISubprogram(name: "pthread_create", scope: !94, file: !94, line: 202, type: !155, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!155 = !DISubroutineType(types: !156)
!156 = !{!5, !157, !159, !170, !171}
!157 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !158)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !160)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !30, line: 62, baseType: !163)
!163 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !30, line: 56, size: 448, elements: !164)
!164 = !{!165, !169}
!165 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !163, file: !30, line: 58, baseType: !166, size: 448)
!166 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !167)
!167 = !{!168}
!168 = !DISubrange(count: 56)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !163, file: !30, line: 59, baseType: !59, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !9)
!172 = !DISubprogram(name: "pthread_join", scope: !94, file: !94, line: 219, type: !173, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !DISubroutineType(types: !174)
!174 = !{!5, !112, !175}
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!176 = !DISubprogram(name: "pthread_exit", scope: !94, file: !94, line: 211, type: !177, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!177 = !DISubroutineType(types: !178)
!178 = !{null, !9}
!179 = !DISubprogram(name: "strtol", scope: !129, file: !129, line: 177, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!180 = !DISubroutineType(types: !181)
!181 = !{!59, !182, !183, !5}
!182 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !102)
!183 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
