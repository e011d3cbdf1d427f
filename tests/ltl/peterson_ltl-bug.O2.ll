; ModuleID = 'peterson_ltl.c'
source_filename = "peterson_ltl.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@flag0 = dso_local global i32 0, align 4, !dbg !0
@flag1 = dso_local global i32 0, align 4, !dbg !7
@turn = dso_local global i32 0, align 4, !dbg !11
@cs0 = dso_local global i32 0, align 4, !dbg !13
@cs1 = dso_local global i32 0, align 4, !dbg !15

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !25 {
  %1 = alloca i64, align 8, !DIAssignID !34
    #dbg_assign(i1 undef, !29, !DIExpression(), !34, ptr %1, !DIExpression(), !35)
  %2 = alloca i64, align 8, !DIAssignID !36
    #dbg_assign(i1 undef, !33, !DIExpression(), !36, ptr %2, !DIExpression(), !35)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !37
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !37
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @thread0, ptr noundef null) #5, !dbg !38
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @thread1, ptr noundef null) #5, !dbg !39
  %5 = load i64, ptr %1, align 8, !dbg !40, !tbaa !41
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #5, !dbg !45
  %7 = load i64, ptr %2, align 8, !dbg !46, !tbaa !41
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5, !dbg !47
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !48
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !48
  ret i32 0, !dbg !49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !50 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse noreturn nounwind memory(readwrite, argmem: none) uwtable
define internal noalias noundef nonnull ptr @thread0(ptr nocapture readnone %0) #3 !dbg !73 {
    #dbg_value(ptr poison, !75, !DIExpression(), !76)
  br label %2, !dbg !77

2:                                                ; preds = %9, %1
  store volatile i32 1, ptr @turn, align 4, !dbg !78, !tbaa !82
  store volatile i32 1, ptr @flag0, align 4, !dbg !84, !tbaa !82
  br label %3, !dbg !85

3:                                                ; preds = %6, %2
  %4 = load volatile i32, ptr @flag1, align 4, !dbg !86, !tbaa !82
  %5 = icmp eq i32 %4, 1, !dbg !87
  br i1 %5, label %6, label %9, !dbg !88

6:                                                ; preds = %3
  %7 = load volatile i32, ptr @turn, align 4, !dbg !89, !tbaa !82
  %8 = icmp eq i32 %7, 1, !dbg !90
  br i1 %8, label %3, label %9, !dbg !85, !llvm.loop !91

9:                                                ; preds = %3, %6
  store volatile i32 1, ptr @cs0, align 4, !dbg !94, !tbaa !82
  store volatile i32 0, ptr @cs0, align 4, !dbg !95, !tbaa !82
  store volatile i32 0, ptr @flag0, align 4, !dbg !96, !tbaa !82
  br label %2, !dbg !97, !llvm.loop !98
}

; Function Attrs: nofree norecurse noreturn nounwind memory(readwrite, argmem: none) uwtable
define internal noalias noundef nonnull ptr @thread1(ptr nocapture readnone %0) #3 !dbg !101 {
    #dbg_value(ptr poison, !103, !DIExpression(), !104)
  br label %2, !dbg !105

2:                                                ; preds = %9, %1
  store volatile i32 0, ptr @turn, align 4, !dbg !106, !tbaa !82
  store volatile i32 1, ptr @flag1, align 4, !dbg !110, !tbaa !82
  br label %3, !dbg !111

3:                                                ; preds = %6, %2
  %4 = load volatile i32, ptr @flag0, align 4, !dbg !112, !tbaa !82
  %5 = icmp eq i32 %4, 1, !dbg !113
  br i1 %5, label %6, label %9, !dbg !114

6:                                                ; preds = %3
  %7 = load volatile i32, ptr @turn, align 4, !dbg !115, !tbaa !82
  %8 = icmp eq i32 %7, 0, !dbg !116
  br i1 %8, label %3, label %9, !dbg !111, !llvm.loop !117

9:                                                ; preds = %3, %6
  store volatile i32 1, ptr @cs1, align 4, !dbg !119, !tbaa !82
  store volatile i32 0, ptr @cs1, align 4, !dbg !120, !tbaa !82
  store volatile i32 0, ptr @flag1, align 4, !dbg !121, !tbaa !82
  br label %2, !dbg !122, !llvm.loop !123
}

declare !dbg !126 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse noreturn nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "flag0", scope: !2, file: !3, line: 10, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "peterson_ltl.c", directory: "/work/wt-ltl/tests/ltl", checksumkind: CSK_MD5, checksum: "9cb465f15229b5c846d37c917e2cbed2")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !11, !13, !15}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "flag1", scope: !2, file: !3, line: 10, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "turn", scope: !2, file: !3, line: 10, type: !9, isLocal: false, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "cs0", scope: !2, file: !3, line: 11, type: !9, isLocal: false, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "cs1", scope: !2, file: !3, line: 11, type: !9, isLocal: false, isDefinition: true)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 2}
!23 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 53, type: !26, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!10}
!28 = !{!29, !33}
!29 = !DILocalVariable(name: "a", scope: !25, file: !3, line: 55, type: !30)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !31, line: 27, baseType: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!32 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!33 = !DILocalVariable(name: "b", scope: !25, file: !3, line: 55, type: !30)
!34 = distinct !DIAssignID()
!35 = !DILocation(line: 0, scope: !25)
!36 = distinct !DIAssignID()
!37 = !DILocation(line: 55, column: 5, scope: !25)
!38 = !DILocation(line: 56, column: 5, scope: !25)
!39 = !DILocation(line: 57, column: 5, scope: !25)
!40 = !DILocation(line: 58, column: 18, scope: !25)
!41 = !{!42, !42, i64 0}
!42 = !{!"long", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !DILocation(line: 58, column: 5, scope: !25)
!46 = !DILocation(line: 59, column: 18, scope: !25)
!47 = !DILocation(line: 59, column: 5, scope: !25)
!48 = !DILocation(line: 61, column: 1, scope: !25)
!49 = !DILocation(line: 60, column: 5, scope: !25)
!50 = !DISubprogram(name: "pthread_create", scope: !51, file: !51, line: 202, type: !52, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!51 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!52 = !DISubroutineType(types: !53)
!53 = !{!10, !54, !56, !69, !72}
!54 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !57)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !31, line: 62, baseType: !60)
!60 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !31, line: 56, size: 448, elements: !61)
!61 = !{!62, !67}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !60, file: !31, line: 58, baseType: !63, size: 448)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 448, elements: !65)
!64 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!65 = !{!66}
!66 = !DISubrange(count: 56)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !60, file: !31, line: 59, baseType: !68, size: 64)
!68 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = !DISubroutineType(types: !71)
!71 = !{!5, !5}
!72 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!73 = distinct !DISubprogram(name: "thread0", scope: !3, file: !3, line: 13, type: !70, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !74)
!74 = !{!75}
!75 = !DILocalVariable(name: "arg", arg: 1, scope: !73, file: !3, line: 13, type: !5)
!76 = !DILocation(line: 0, scope: !73)
!77 = !DILocation(line: 16, column: 5, scope: !73)
!78 = !DILocation(line: 18, column: 14, scope: !79)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 16, column: 14)
!80 = distinct !DILexicalBlock(scope: !81, file: !3, line: 16, column: 5)
!81 = distinct !DILexicalBlock(scope: !73, file: !3, line: 16, column: 5)
!82 = !{!83, !83, i64 0}
!83 = !{!"int", !43, i64 0}
!84 = !DILocation(line: 19, column: 15, scope: !79)
!85 = !DILocation(line: 24, column: 9, scope: !79)
!86 = !DILocation(line: 24, column: 16, scope: !79)
!87 = !DILocation(line: 24, column: 22, scope: !79)
!88 = !DILocation(line: 24, column: 27, scope: !79)
!89 = !DILocation(line: 24, column: 30, scope: !79)
!90 = !DILocation(line: 24, column: 35, scope: !79)
!91 = distinct !{!91, !85, !92, !93}
!92 = !DILocation(line: 25, column: 13, scope: !79)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !DILocation(line: 26, column: 13, scope: !79)
!95 = !DILocation(line: 27, column: 13, scope: !79)
!96 = !DILocation(line: 28, column: 15, scope: !79)
!97 = !DILocation(line: 16, column: 5, scope: !80)
!98 = distinct !{!98, !99, !100}
!99 = !DILocation(line: 16, column: 5, scope: !81)
!100 = !DILocation(line: 29, column: 5, scope: !81)
!101 = distinct !DISubprogram(name: "thread1", scope: !3, file: !3, line: 33, type: !70, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !102)
!102 = !{!103}
!103 = !DILocalVariable(name: "arg", arg: 1, scope: !101, file: !3, line: 33, type: !5)
!104 = !DILocation(line: 0, scope: !101)
!105 = !DILocation(line: 36, column: 5, scope: !101)
!106 = !DILocation(line: 38, column: 14, scope: !107)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 36, column: 14)
!108 = distinct !DILexicalBlock(scope: !109, file: !3, line: 36, column: 5)
!109 = distinct !DILexicalBlock(scope: !101, file: !3, line: 36, column: 5)
!110 = !DILocation(line: 39, column: 15, scope: !107)
!111 = !DILocation(line: 44, column: 9, scope: !107)
!112 = !DILocation(line: 44, column: 16, scope: !107)
!113 = !DILocation(line: 44, column: 22, scope: !107)
!114 = !DILocation(line: 44, column: 27, scope: !107)
!115 = !DILocation(line: 44, column: 30, scope: !107)
!116 = !DILocation(line: 44, column: 35, scope: !107)
!117 = distinct !{!117, !111, !118, !93}
!118 = !DILocation(line: 45, column: 13, scope: !107)
!119 = !DILocation(line: 46, column: 13, scope: !107)
!120 = !DILocation(line: 47, column: 13, scope: !107)
!121 = !DILocation(line: 48, column: 15, scope: !107)
!122 = !DILocation(line: 36, column: 5, scope: !108)
!123 = distinct !{!123, !124, !125}
!124 = !DILocation(line: 36, column: 5, scope: !109)
!125 = !DILocation(line: 49, column: 5, scope: !109)
!126 = !DISubprogram(name: "pthread_join", scope: !51, file: !51, line: 219, type: !127, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{!10, !30, !129}
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
