; ModuleID = 'tas_lock.c'
source_filename = "tas_lock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@count = dso_local global i32 0, align 4, !dbg !0
@locked = dso_local global i32 0, align 4, !dbg !7
@.str = private unnamed_addr constant [25 x i8] c"atomic_load(&count) == 1\00", align 1, !dbg !10
@.str.1 = private unnamed_addr constant [11 x i8] c"tas_lock.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !21

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @check_exclusion() local_unnamed_addr #0 !dbg !38 {
  %1 = load atomic i32, ptr @count seq_cst, align 4, !dbg !41
  %2 = icmp slt i32 %1, 2, !dbg !42
  %3 = zext i1 %2 to i32, !dbg !42
  ret i32 %3, !dbg !43
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !44 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !57
    #dbg_assign(i1 undef, !46, !DIExpression(), !57, ptr %1, !DIExpression(), !58)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7, !dbg !59
    #dbg_value(i32 0, !53, !DIExpression(), !60)
    #dbg_value(i64 0, !53, !DIExpression(), !60)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !61
    #dbg_value(i64 1, !53, !DIExpression(), !60)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !63
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !61
    #dbg_value(i64 2, !53, !DIExpression(), !60)
    #dbg_value(i64 0, !55, !DIExpression(), !64)
  %5 = load i64, ptr %1, align 16, !dbg !65, !tbaa !67
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #7, !dbg !71
    #dbg_value(i64 1, !55, !DIExpression(), !64)
  %7 = load i64, ptr %3, align 8, !dbg !65, !tbaa !67
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !71
    #dbg_value(i64 2, !55, !DIExpression(), !64)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #7, !dbg !72
  ret i32 0, !dbg !73
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !74 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define internal noalias noundef nonnull ptr @worker(ptr nocapture readnone %0) #4 !dbg !96 {
    #dbg_value(ptr poison, !98, !DIExpression(), !99)
  br label %2, !dbg !100

2:                                                ; preds = %5, %1
  %3 = atomicrmw xchg ptr @locked, i32 1 seq_cst, align 4, !dbg !101
  %4 = icmp eq i32 %3, 0, !dbg !109
  br i1 %4, label %6, label %5, !dbg !109

5:                                                ; preds = %2, %11
  br label %2, !dbg !101, !llvm.loop !110

6:                                                ; preds = %2
  %7 = atomicrmw add ptr @count, i32 1 seq_cst, align 4, !dbg !113
  %8 = load atomic i32, ptr @count seq_cst, align 4, !dbg !114
  %9 = icmp eq i32 %8, 1, !dbg !114
  br i1 %9, label %11, label %10, !dbg !117

10:                                               ; preds = %6
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 61, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #8, !dbg !114
  unreachable, !dbg !114

11:                                               ; preds = %6
  %12 = atomicrmw sub ptr @count, i32 1 seq_cst, align 4, !dbg !118
  store atomic i32 0, ptr @locked release, align 4, !dbg !119
  br label %5, !dbg !122
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare !dbg !123 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !127 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 53, type: !27, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tas_lock.c", directory: ".", checksumkind: CSK_MD5, checksum: "3355eba46746ff7c4d7cd29b321ae7be")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !0, !10, !16, !21}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "locked", scope: !2, file: !3, line: 30, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 200, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15}
!15 = !DISubrange(count: 25)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 88, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 11)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 168, elements: !25)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !28, line: 104, baseType: !29)
!28 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!29 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !9)
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 8, !"PIC Level", i32 2}
!34 = !{i32 7, !"PIE Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 2}
!36 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!37 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!38 = distinct !DISubprogram(name: "check_exclusion", scope: !3, file: !3, line: 68, type: !39, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!39 = !DISubroutineType(types: !40)
!40 = !{!9}
!41 = !DILocation(line: 70, column: 12, scope: !38)
!42 = !DILocation(line: 70, column: 32, scope: !38)
!43 = !DILocation(line: 70, column: 5, scope: !38)
!44 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 73, type: !39, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!45 = !{!46, !53, !55}
!46 = !DILocalVariable(name: "t", scope: !44, file: !3, line: 75, type: !47)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 128, elements: !51)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !49, line: 27, baseType: !50)
!49 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!50 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!51 = !{!52}
!52 = !DISubrange(count: 2)
!53 = !DILocalVariable(name: "i", scope: !54, file: !3, line: 76, type: !9)
!54 = distinct !DILexicalBlock(scope: !44, file: !3, line: 76, column: 5)
!55 = !DILocalVariable(name: "i", scope: !56, file: !3, line: 78, type: !9)
!56 = distinct !DILexicalBlock(scope: !44, file: !3, line: 78, column: 5)
!57 = distinct !DIAssignID()
!58 = !DILocation(line: 0, scope: !44)
!59 = !DILocation(line: 75, column: 5, scope: !44)
!60 = !DILocation(line: 0, scope: !54)
!61 = !DILocation(line: 77, column: 9, scope: !62)
!62 = distinct !DILexicalBlock(scope: !54, file: !3, line: 76, column: 5)
!63 = !DILocation(line: 77, column: 25, scope: !62)
!64 = !DILocation(line: 0, scope: !56)
!65 = !DILocation(line: 79, column: 22, scope: !66)
!66 = distinct !DILexicalBlock(scope: !56, file: !3, line: 78, column: 5)
!67 = !{!68, !68, i64 0}
!68 = !{!"long", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = !DILocation(line: 79, column: 9, scope: !66)
!72 = !DILocation(line: 81, column: 1, scope: !44)
!73 = !DILocation(line: 80, column: 5, scope: !44)
!74 = !DISubprogram(name: "pthread_create", scope: !75, file: !75, line: 202, type: !76, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!76 = !DISubroutineType(types: !77)
!77 = !{!9, !78, !80, !92, !95}
!78 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !49, line: 62, baseType: !84)
!84 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !49, line: 56, size: 448, elements: !85)
!85 = !{!86, !90}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !84, file: !49, line: 58, baseType: !87, size: 448)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 448, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 56)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !84, file: !49, line: 59, baseType: !91, size: 64)
!91 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DISubroutineType(types: !94)
!94 = !{!5, !5}
!95 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!96 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 55, type: !93, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !97)
!97 = !{!98}
!98 = !DILocalVariable(name: "arg", arg: 1, scope: !96, file: !3, line: 55, type: !5)
!99 = !DILocation(line: 0, scope: !96)
!100 = !DILocation(line: 58, column: 5, scope: !96)
!101 = !DILocation(line: 33, column: 12, scope: !102, inlinedAt: !105)
!102 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 31, type: !103, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!103 = !DISubroutineType(types: !104)
!104 = !{null}
!105 = distinct !DILocation(line: 59, column: 9, scope: !106)
!106 = distinct !DILexicalBlock(scope: !107, file: !3, line: 58, column: 14)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 58, column: 5)
!108 = distinct !DILexicalBlock(scope: !96, file: !3, line: 58, column: 5)
!109 = !DILocation(line: 33, column: 5, scope: !102, inlinedAt: !105)
!110 = distinct !{!110, !111, !112}
!111 = !DILocation(line: 58, column: 5, scope: !108)
!112 = !DILocation(line: 64, column: 5, scope: !108)
!113 = !DILocation(line: 60, column: 9, scope: !106)
!114 = !DILocation(line: 61, column: 9, scope: !115)
!115 = distinct !DILexicalBlock(scope: !116, file: !3, line: 61, column: 9)
!116 = distinct !DILexicalBlock(scope: !106, file: !3, line: 61, column: 9)
!117 = !DILocation(line: 61, column: 9, scope: !116)
!118 = !DILocation(line: 62, column: 9, scope: !106)
!119 = !DILocation(line: 38, column: 5, scope: !120, inlinedAt: !121)
!120 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 36, type: !103, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!121 = distinct !DILocation(line: 63, column: 9, scope: !106)
!122 = !DILocation(line: 58, column: 5, scope: !107)
!123 = !DISubprogram(name: "pthread_join", scope: !75, file: !75, line: 219, type: !124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DISubroutineType(types: !125)
!125 = !{!9, !48, !126}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!127 = !DISubprogram(name: "__assert_fail", scope: !128, file: !128, line: 69, type: !129, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!128 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!129 = !DISubroutineType(types: !130)
!130 = !{null, !131, !131, !132, !131}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!132 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
