; ModuleID = 'tls_escape.c'
source_filename = "tls_escape.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@go = dso_local thread_local global i32 0, align 4, !dbg !0
@last = dso_local local_unnamed_addr global ptr null, align 8, !dbg !27
@.str = private unnamed_addr constant [8 x i8] c"go == 1\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [13 x i8] c"tls_escape.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !21

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !39 {
    #dbg_value(ptr poison, !43, !DIExpression(), !44)
  %2 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @go), !dbg !45
  store atomic ptr %2, ptr @last seq_cst, align 8, !dbg !46, !tbaa !47
  br label %3, !dbg !50

3:                                                ; preds = %3, %1
  %4 = load atomic i32, ptr %2 seq_cst, align 4, !dbg !51
  switch i32 %4, label %5 [
    i32 0, label %3
    i32 1, label %6
  ], !dbg !50

5:                                                ; preds = %3
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 17, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #8, !dbg !52
  unreachable, !dbg !52

6:                                                ; preds = %3
  ret ptr null, !dbg !55
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: noreturn nounwind
declare !dbg !56 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !62 {
  %3 = alloca i64, align 8, !DIAssignID !71
  %4 = alloca i64, align 8, !DIAssignID !72
    #dbg_value(i32 %0, !66, !DIExpression(), !73)
    #dbg_value(ptr %1, !67, !DIExpression(), !73)
  %5 = icmp sgt i32 %0, 1, !dbg !74
  br i1 %5, label %6, label %12, !dbg !75

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !76
  %8 = load ptr, ptr %7, align 8, !dbg !76, !tbaa !77
    #dbg_value(ptr %8, !79, !DIExpression(), !85)
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull %8, ptr noundef null, i32 noundef 10) #9, !dbg !87
  %10 = trunc i64 %9 to i32, !dbg !88
    #dbg_value(i32 %10, !68, !DIExpression(), !73)
  %11 = icmp slt i32 %10, 0, !dbg !89
  br i1 %11, label %12, label %13, !dbg !91

12:                                               ; preds = %2, %6
  br label %15, !dbg !92

13:                                               ; preds = %6
    #dbg_value(i32 0, !69, !DIExpression(), !93)
  %14 = icmp eq i32 %10, 0, !dbg !94
  br i1 %14, label %21, label %22, !dbg !96

15:                                               ; preds = %12, %20
    #dbg_assign(i1 undef, !97, !DIExpression(), !72, ptr %4, !DIExpression(), !106)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9, !dbg !108
  %16 = call i32 @pthread_create(ptr noundef nonnull %4, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #9, !dbg !109
  %17 = load atomic ptr, ptr @last seq_cst, align 8, !dbg !110, !tbaa !47
    #dbg_value(ptr %17, !102, !DIExpression(), !106)
  %18 = icmp eq ptr %17, null, !dbg !111
  br i1 %18, label %20, label %19, !dbg !113

19:                                               ; preds = %15
  store atomic i32 1, ptr %17 seq_cst, align 4, !dbg !114
  br label %20, !dbg !114

20:                                               ; preds = %15, %19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !115
  br label %15, !dbg !92, !llvm.loop !116

21:                                               ; preds = %28, %13
  call void @pthread_exit(ptr noundef null) #8, !dbg !118
  unreachable, !dbg !118

22:                                               ; preds = %13, %28
  %23 = phi i32 [ %29, %28 ], [ 0, %13 ]
    #dbg_value(i32 %23, !69, !DIExpression(), !93)
    #dbg_assign(i1 undef, !97, !DIExpression(), !71, ptr %3, !DIExpression(), !119)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9, !dbg !121
  %24 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #9, !dbg !122
  %25 = load atomic ptr, ptr @last seq_cst, align 8, !dbg !123, !tbaa !47
    #dbg_value(ptr %25, !102, !DIExpression(), !119)
  %26 = icmp eq ptr %25, null, !dbg !124
  br i1 %26, label %28, label %27, !dbg !125

27:                                               ; preds = %22
  store atomic i32 1, ptr %25 seq_cst, align 4, !dbg !126
  br label %28, !dbg !126

28:                                               ; preds = %22, %27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !127
  %29 = add nuw nsw i32 %23, 1, !dbg !128
    #dbg_value(i32 %29, !69, !DIExpression(), !93)
  %30 = icmp eq i32 %29, %10, !dbg !94
  br i1 %30, label %21, label %22, !dbg !96, !llvm.loop !129
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noreturn
declare !dbg !132 void @pthread_exit(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !136 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare !dbg !142 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn nounwind }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "go", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tls_escape.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "67b14dfe491c625ca74ebaddd7265e74")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!11, !16, !21, !0, !27}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 8)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 13)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 168, elements: !25)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "last", scope: !2, file: !3, line: 11, type: !29, isLocal: false, isDefinition: true)
!29 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !30)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!38 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!39 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !40, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{!9, !9}
!42 = !{!43}
!43 = !DILocalVariable(name: "arg", arg: 1, scope: !39, file: !3, line: 13, type: !9)
!44 = !DILocation(line: 0, scope: !39)
!45 = !DILocation(line: 14, column: 11, scope: !39)
!46 = !DILocation(line: 14, column: 8, scope: !39)
!47 = !{!48, !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C/C++ TBAA"}
!50 = !DILocation(line: 15, column: 3, scope: !39)
!51 = !DILocation(line: 15, column: 11, scope: !39)
!52 = !DILocation(line: 17, column: 3, scope: !53)
!53 = distinct !DILexicalBlock(scope: !54, file: !3, line: 17, column: 3)
!54 = distinct !DILexicalBlock(scope: !39, file: !3, line: 17, column: 3)
!55 = !DILocation(line: 18, column: 3, scope: !39)
!56 = !DISubprogram(name: "__assert_fail", scope: !57, file: !57, line: 69, type: !58, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!57 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!58 = !DISubroutineType(types: !59)
!59 = !{null, !60, !60, !61, !60}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!61 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!62 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !63, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{!5, !5, !6}
!65 = !{!66, !67, !68, !69}
!66 = !DILocalVariable(name: "argc", arg: 1, scope: !62, file: !3, line: 29, type: !5)
!67 = !DILocalVariable(name: "argv", arg: 2, scope: !62, file: !3, line: 29, type: !6)
!68 = !DILocalVariable(name: "n", scope: !62, file: !3, line: 30, type: !5)
!69 = !DILocalVariable(name: "i", scope: !70, file: !3, line: 34, type: !5)
!70 = distinct !DILexicalBlock(scope: !62, file: !3, line: 34, column: 3)
!71 = distinct !DIAssignID()
!72 = distinct !DIAssignID()
!73 = !DILocation(line: 0, scope: !62)
!74 = !DILocation(line: 30, column: 16, scope: !62)
!75 = !DILocation(line: 30, column: 11, scope: !62)
!76 = !DILocation(line: 30, column: 27, scope: !62)
!77 = !{!78, !78, i64 0}
!78 = !{!"any pointer", !48, i64 0}
!79 = !DILocalVariable(name: "__nptr", arg: 1, scope: !80, file: !81, line: 362, type: !60)
!80 = distinct !DISubprogram(name: "atoi", scope: !81, file: !81, line: 362, type: !82, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !84)
!81 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!82 = !DISubroutineType(types: !83)
!83 = !{!5, !60}
!84 = !{!79}
!85 = !DILocation(line: 0, scope: !80, inlinedAt: !86)
!86 = distinct !DILocation(line: 30, column: 22, scope: !62)
!87 = !DILocation(line: 364, column: 16, scope: !80, inlinedAt: !86)
!88 = !DILocation(line: 364, column: 10, scope: !80, inlinedAt: !86)
!89 = !DILocation(line: 31, column: 9, scope: !90)
!90 = distinct !DILexicalBlock(scope: !62, file: !3, line: 31, column: 7)
!91 = !DILocation(line: 31, column: 7, scope: !62)
!92 = !DILocation(line: 32, column: 5, scope: !90)
!93 = !DILocation(line: 0, scope: !70)
!94 = !DILocation(line: 34, column: 21, scope: !95)
!95 = distinct !DILexicalBlock(scope: !70, file: !3, line: 34, column: 3)
!96 = !DILocation(line: 34, column: 3, scope: !70)
!97 = !DILocalVariable(name: "t", scope: !98, file: !3, line: 22, type: !103)
!98 = distinct !DISubprogram(name: "start", scope: !3, file: !3, line: 21, type: !99, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!99 = !DISubroutineType(types: !100)
!100 = !{null}
!101 = !{!97, !102}
!102 = !DILocalVariable(name: "p", scope: !98, file: !3, line: 24, type: !30)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !104, line: 27, baseType: !105)
!104 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!105 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!106 = !DILocation(line: 0, scope: !98, inlinedAt: !107)
!107 = distinct !DILocation(line: 33, column: 7, scope: !90)
!108 = !DILocation(line: 22, column: 3, scope: !98, inlinedAt: !107)
!109 = !DILocation(line: 23, column: 3, scope: !98, inlinedAt: !107)
!110 = !DILocation(line: 24, column: 12, scope: !98, inlinedAt: !107)
!111 = !DILocation(line: 25, column: 7, scope: !112, inlinedAt: !107)
!112 = distinct !DILexicalBlock(scope: !98, file: !3, line: 25, column: 7)
!113 = !DILocation(line: 25, column: 7, scope: !98, inlinedAt: !107)
!114 = !DILocation(line: 26, column: 5, scope: !112, inlinedAt: !107)
!115 = !DILocation(line: 27, column: 1, scope: !98, inlinedAt: !107)
!116 = distinct !{!116, !92, !117}
!117 = !DILocation(line: 33, column: 13, scope: !90)
!118 = !DILocation(line: 36, column: 3, scope: !62)
!119 = !DILocation(line: 0, scope: !98, inlinedAt: !120)
!120 = distinct !DILocation(line: 35, column: 5, scope: !95)
!121 = !DILocation(line: 22, column: 3, scope: !98, inlinedAt: !120)
!122 = !DILocation(line: 23, column: 3, scope: !98, inlinedAt: !120)
!123 = !DILocation(line: 24, column: 12, scope: !98, inlinedAt: !120)
!124 = !DILocation(line: 25, column: 7, scope: !112, inlinedAt: !120)
!125 = !DILocation(line: 25, column: 7, scope: !98, inlinedAt: !120)
!126 = !DILocation(line: 26, column: 5, scope: !112, inlinedAt: !120)
!127 = !DILocation(line: 27, column: 1, scope: !98, inlinedAt: !120)
!128 = !DILocation(line: 34, column: 27, scope: !95)
!129 = distinct !{!129, !96, !130, !131}
!130 = !DILocation(line: 35, column: 11, scope: !70)
!131 = !{!"llvm.loop.mustprogress"}
!132 = !DISubprogram(name: "pthread_exit", scope: !133, file: !133, line: 211, type: !134, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!133 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!134 = !DISubroutineType(types: !135)
!135 = !{null, !9}
!136 = !DISubprogram(name: "strtol", scope: !81, file: !81, line: 177, type: !137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DISubroutineType(types: !138)
!138 = !{!139, !140, !141, !5}
!139 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!140 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !60)
!141 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
!142 = !DISubprogram(name: "pthread_create", scope: !133, file: !133, line: 202, type: !143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!143 = !DISubroutineType(types: !144)
!144 = !{!5, !145, !147, !158, !159}
!145 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !146)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !104, line: 62, baseType: !151)
!151 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !104, line: 56, size: 448, elements: !152)
!152 = !{!153, !157}
!153 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !151, file: !104, line: 58, baseType: !154, size: 448)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !155)
!155 = !{!156}
!156 = !DISubrange(count: 56)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !151, file: !104, line: 59, baseType: !139, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !9)
