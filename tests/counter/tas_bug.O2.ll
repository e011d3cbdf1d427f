; ModuleID = 'tas_bug.c'
source_filename = "tas_bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@lock = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@inside = dso_local global i32 0, align 4, !dbg !27
@.str = private unnamed_addr constant [48 x i8] c"__atomic_load_n(&inside, __ATOMIC_RELAXED) == 1\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [10 x i8] c"tas_bug.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !21

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !37 {
    #dbg_value(ptr poison, !41, !DIExpression(), !42)
  br label %2, !dbg !43

2:                                                ; preds = %2, %1
  %3 = load atomic i32, ptr @lock acquire, align 4, !dbg !44
  %4 = icmp eq i32 %3, 0, !dbg !43
  br i1 %4, label %5, label %2, !dbg !43, !llvm.loop !45

5:                                                ; preds = %2
  store atomic i32 1, ptr @lock monotonic, align 4, !dbg !48
  %6 = atomicrmw add ptr @inside, i32 1 monotonic, align 4, !dbg !49
  %7 = load atomic i32, ptr @inside monotonic, align 4, !dbg !50
  %8 = icmp eq i32 %7, 1, !dbg !50
  br i1 %8, label %10, label %9, !dbg !53

9:                                                ; preds = %5
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 16, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #7, !dbg !50
  unreachable, !dbg !50

10:                                               ; preds = %5
  %11 = atomicrmw sub ptr @inside, i32 1 monotonic, align 4, !dbg !54
  store atomic i32 0, ptr @lock release, align 4, !dbg !55
  ret ptr null, !dbg !56
}

; Function Attrs: noreturn nounwind
declare !dbg !57 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !63 {
  %3 = alloca i64, align 8, !DIAssignID !76
    #dbg_assign(i1 undef, !70, !DIExpression(), !76, ptr %3, !DIExpression(), !77)
    #dbg_value(i32 %0, !67, !DIExpression(), !77)
    #dbg_value(ptr %1, !68, !DIExpression(), !77)
  %4 = icmp sgt i32 %0, 1, !dbg !78
  br i1 %4, label %6, label %5, !dbg !79

5:                                                ; preds = %2
    #dbg_value(i32 -1, !69, !DIExpression(), !77)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !80
  br label %12, !dbg !81

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !82
  %8 = load ptr, ptr %7, align 8, !dbg !82, !tbaa !83
    #dbg_value(ptr %8, !87, !DIExpression(), !93)
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull %8, ptr noundef null, i32 noundef 10) #8, !dbg !95
  %10 = trunc i64 %9 to i32, !dbg !96
    #dbg_value(i32 %10, !69, !DIExpression(), !77)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !80
  %11 = icmp slt i32 %10, 0, !dbg !97
  br i1 %11, label %12, label %13, !dbg !81

12:                                               ; preds = %5, %6
  br label %15, !dbg !99

13:                                               ; preds = %6
    #dbg_value(i32 0, !74, !DIExpression(), !100)
  %14 = icmp eq i32 %10, 0, !dbg !101
  br i1 %14, label %17, label %18, !dbg !103

15:                                               ; preds = %12, %15
  %16 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !104
  br label %15, !dbg !99, !llvm.loop !105

17:                                               ; preds = %18, %13
  call void @pthread_exit(ptr noundef null) #7, !dbg !107
  unreachable, !dbg !107

18:                                               ; preds = %13, %18
  %19 = phi i32 [ %21, %18 ], [ 0, %13 ]
    #dbg_value(i32 %19, !74, !DIExpression(), !100)
  %20 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !108
  %21 = add nuw nsw i32 %19, 1, !dbg !109
    #dbg_value(i32 %21, !74, !DIExpression(), !100)
  %22 = icmp eq i32 %21, %10, !dbg !101
  br i1 %22, label %17, label %18, !dbg !103, !llvm.loop !110
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !112 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn
declare !dbg !132 void @pthread_exit(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !135 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tas_bug.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "bef133a6c48647e837c250834e43afa0")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!11, !16, !21, !0, !27}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 384, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 48)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 80, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 10)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 168, elements: !25)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "inside", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !38, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!38 = !DISubroutineType(types: !39)
!39 = !{!9, !9}
!40 = !{!41}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !37, file: !3, line: 11, type: !9)
!42 = !DILocation(line: 0, scope: !37)
!43 = !DILocation(line: 12, column: 3, scope: !37)
!44 = !DILocation(line: 12, column: 10, scope: !37)
!45 = distinct !{!45, !43, !46, !47}
!46 = !DILocation(line: 13, column: 5, scope: !37)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 14, column: 3, scope: !37)
!49 = !DILocation(line: 15, column: 3, scope: !37)
!50 = !DILocation(line: 16, column: 3, scope: !51)
!51 = distinct !DILexicalBlock(scope: !52, file: !3, line: 16, column: 3)
!52 = distinct !DILexicalBlock(scope: !37, file: !3, line: 16, column: 3)
!53 = !DILocation(line: 16, column: 3, scope: !52)
!54 = !DILocation(line: 17, column: 3, scope: !37)
!55 = !DILocation(line: 18, column: 3, scope: !37)
!56 = !DILocation(line: 19, column: 3, scope: !37)
!57 = !DISubprogram(name: "__assert_fail", scope: !58, file: !58, line: 69, type: !59, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!58 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!59 = !DISubroutineType(types: !60)
!60 = !{null, !61, !61, !62, !61}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!62 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!63 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !64, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{!5, !5, !6}
!66 = !{!67, !68, !69, !70, !74}
!67 = !DILocalVariable(name: "argc", arg: 1, scope: !63, file: !3, line: 22, type: !5)
!68 = !DILocalVariable(name: "argv", arg: 2, scope: !63, file: !3, line: 22, type: !6)
!69 = !DILocalVariable(name: "n", scope: !63, file: !3, line: 23, type: !5)
!70 = !DILocalVariable(name: "t", scope: !63, file: !3, line: 24, type: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !72, line: 27, baseType: !73)
!72 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!73 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 28, type: !5)
!75 = distinct !DILexicalBlock(scope: !63, file: !3, line: 28, column: 3)
!76 = distinct !DIAssignID()
!77 = !DILocation(line: 0, scope: !63)
!78 = !DILocation(line: 23, column: 16, scope: !63)
!79 = !DILocation(line: 23, column: 11, scope: !63)
!80 = !DILocation(line: 24, column: 3, scope: !63)
!81 = !DILocation(line: 25, column: 7, scope: !63)
!82 = !DILocation(line: 23, column: 27, scope: !63)
!83 = !{!84, !84, i64 0}
!84 = !{!"any pointer", !85, i64 0}
!85 = !{!"omnipotent char", !86, i64 0}
!86 = !{!"Simple C/C++ TBAA"}
!87 = !DILocalVariable(name: "__nptr", arg: 1, scope: !88, file: !89, line: 362, type: !61)
!88 = distinct !DISubprogram(name: "atoi", scope: !89, file: !89, line: 362, type: !90, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !92)
!89 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!90 = !DISubroutineType(types: !91)
!91 = !{!5, !61}
!92 = !{!87}
!93 = !DILocation(line: 0, scope: !88, inlinedAt: !94)
!94 = distinct !DILocation(line: 23, column: 22, scope: !63)
!95 = !DILocation(line: 364, column: 16, scope: !88, inlinedAt: !94)
!96 = !DILocation(line: 364, column: 10, scope: !88, inlinedAt: !94)
!97 = !DILocation(line: 25, column: 9, scope: !98)
!98 = distinct !DILexicalBlock(scope: !63, file: !3, line: 25, column: 7)
!99 = !DILocation(line: 26, column: 5, scope: !98)
!100 = !DILocation(line: 0, scope: !75)
!101 = !DILocation(line: 28, column: 21, scope: !102)
!102 = distinct !DILexicalBlock(scope: !75, file: !3, line: 28, column: 3)
!103 = !DILocation(line: 28, column: 3, scope: !75)
!104 = !DILocation(line: 27, column: 7, scope: !98)
!105 = distinct !{!105, !99, !106}
!106 = !DILocation(line: 27, column: 38, scope: !98)
!107 = !DILocation(line: 30, column: 3, scope: !63)
!108 = !DILocation(line: 29, column: 5, scope: !102)
!109 = !DILocation(line: 28, column: 27, scope: !102)
!110 = distinct !{!110, !103, !111, !47}
!111 = !DILocation(line: 29, column: 36, scope: !75)
!112 = !DISubprogram(name: "pthread_create", scope: !113, file: !113, line: 202, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!114 = !DISubroutineType(types: !115)
!115 = !{!5, !116, !118, !130, !131}
!116 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !117)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !121)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !72, line: 62, baseType: !122)
!122 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !72, line: 56, size: 448, elements: !123)
!123 = !{!124, !128}
!124 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !122, file: !72, line: 58, baseType: !125, size: 448)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !126)
!126 = !{!127}
!127 = !DISubrange(count: 56)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !122, file: !72, line: 59, baseType: !129, size: 64)
!129 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !9)
!132 = !DISubprogram(name: "pthread_exit", scope: !113, file: !113, line: 211, type: !133, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!133 = !DISubroutineType(types: !134)
!134 = !{null, !9}
!135 = !DISubprogram(name: "strtol", scope: !89, file: !89, line: 177, type: !136, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!136 = !DISubroutineType(types: !137)
!137 = !{!129, !138, !139, !5}
!138 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !61)
!139 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
