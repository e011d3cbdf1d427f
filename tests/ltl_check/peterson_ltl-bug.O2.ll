; ModuleID = 'peterson_ltl.c'
source_filename = "peterson_ltl.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@flag0 = dso_local global i32 0, align 4, !dbg !0
@flag1 = dso_local global i32 0, align 4, !dbg !7
@turn = dso_local global i32 0, align 4, !dbg !11
@cs0 = dso_local global i32 0, align 4, !dbg !13
@cs1 = dso_local global i32 0, align 4, !dbg !15

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @critical(ptr noundef %0) local_unnamed_addr #0 !dbg !25 {
    #dbg_value(ptr %0, !30, !DIExpression(), !31)
  store volatile i32 1, ptr %0, align 4, !dbg !32, !tbaa !33
  store volatile i32 0, ptr %0, align 4, !dbg !37, !tbaa !33
  ret void, !dbg !38
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !39 {
  %1 = alloca i64, align 8, !DIAssignID !48
    #dbg_assign(i1 undef, !43, !DIExpression(), !48, ptr %1, !DIExpression(), !49)
  %2 = alloca i64, align 8, !DIAssignID !50
    #dbg_assign(i1 undef, !47, !DIExpression(), !50, ptr %2, !DIExpression(), !49)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !51
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !51
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @thread0, ptr noundef null) #6, !dbg !52
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @thread1, ptr noundef null) #6, !dbg !53
  %5 = load i64, ptr %1, align 8, !dbg !54, !tbaa !55
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !57
  %7 = load i64, ptr %2, align 8, !dbg !58, !tbaa !55
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !59
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !60
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !60
  ret i32 0, !dbg !61
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !62 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree norecurse noreturn nounwind memory(readwrite, argmem: none) uwtable
define internal noalias noundef nonnull ptr @thread0(ptr nocapture readnone %0) #4 !dbg !85 {
    #dbg_value(ptr poison, !87, !DIExpression(), !88)
  br label %2, !dbg !89

2:                                                ; preds = %9, %1
  store volatile i32 1, ptr @turn, align 4, !dbg !90, !tbaa !33
  store volatile i32 1, ptr @flag0, align 4, !dbg !94, !tbaa !33
  br label %3, !dbg !95

3:                                                ; preds = %6, %2
  %4 = load volatile i32, ptr @flag1, align 4, !dbg !96, !tbaa !33
  %5 = icmp eq i32 %4, 1, !dbg !97
  br i1 %5, label %6, label %9, !dbg !98

6:                                                ; preds = %3
  %7 = load volatile i32, ptr @turn, align 4, !dbg !99, !tbaa !33
  %8 = icmp eq i32 %7, 1, !dbg !100
  br i1 %8, label %3, label %9, !dbg !95, !llvm.loop !101

9:                                                ; preds = %3, %6
  tail call void @critical(ptr noundef nonnull @cs0), !dbg !104
  store volatile i32 0, ptr @flag0, align 4, !dbg !105, !tbaa !33
  br label %2, !dbg !106, !llvm.loop !107
}

; Function Attrs: nofree norecurse noreturn nounwind memory(readwrite, argmem: none) uwtable
define internal noalias noundef nonnull ptr @thread1(ptr nocapture readnone %0) #4 !dbg !110 {
    #dbg_value(ptr poison, !112, !DIExpression(), !113)
  br label %2, !dbg !114

2:                                                ; preds = %9, %1
  store volatile i32 0, ptr @turn, align 4, !dbg !115, !tbaa !33
  store volatile i32 1, ptr @flag1, align 4, !dbg !119, !tbaa !33
  br label %3, !dbg !120

3:                                                ; preds = %6, %2
  %4 = load volatile i32, ptr @flag0, align 4, !dbg !121, !tbaa !33
  %5 = icmp eq i32 %4, 1, !dbg !122
  br i1 %5, label %6, label %9, !dbg !123

6:                                                ; preds = %3
  %7 = load volatile i32, ptr @turn, align 4, !dbg !124, !tbaa !33
  %8 = icmp eq i32 %7, 0, !dbg !125
  br i1 %8, label %3, label %9, !dbg !120, !llvm.loop !126

9:                                                ; preds = %3, %6
  tail call void @critical(ptr noundef nonnull @cs1), !dbg !128
  store volatile i32 0, ptr @flag1, align 4, !dbg !129, !tbaa !33
  br label %2, !dbg !130, !llvm.loop !131
}

declare !dbg !134 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse noreturn nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "flag0", scope: !2, file: !3, line: 12, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "peterson_ltl.c", directory: "/work/wt-ltl/tests/ltl", checksumkind: CSK_MD5, checksum: "985e5294fc8f0facdb6aa82e16f3a19e")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !11, !13, !15}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "flag1", scope: !2, file: !3, line: 12, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "turn", scope: !2, file: !3, line: 12, type: !9, isLocal: false, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "cs0", scope: !2, file: !3, line: 13, type: !9, isLocal: false, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "cs1", scope: !2, file: !3, line: 13, type: !9, isLocal: false, isDefinition: true)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 2}
!23 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = distinct !DISubprogram(name: "critical", scope: !3, file: !3, line: 16, type: !26, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !29)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !28}
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!29 = !{!30}
!30 = !DILocalVariable(name: "cs", arg: 1, scope: !25, file: !3, line: 16, type: !28)
!31 = !DILocation(line: 0, scope: !25)
!32 = !DILocation(line: 18, column: 9, scope: !25)
!33 = !{!34, !34, i64 0}
!34 = !{!"int", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C/C++ TBAA"}
!37 = !DILocation(line: 19, column: 9, scope: !25)
!38 = !DILocation(line: 20, column: 1, scope: !25)
!39 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 60, type: !40, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{!10}
!42 = !{!43, !47}
!43 = !DILocalVariable(name: "a", scope: !39, file: !3, line: 62, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !45, line: 27, baseType: !46)
!45 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!46 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!47 = !DILocalVariable(name: "b", scope: !39, file: !3, line: 62, type: !44)
!48 = distinct !DIAssignID()
!49 = !DILocation(line: 0, scope: !39)
!50 = distinct !DIAssignID()
!51 = !DILocation(line: 62, column: 5, scope: !39)
!52 = !DILocation(line: 63, column: 5, scope: !39)
!53 = !DILocation(line: 64, column: 5, scope: !39)
!54 = !DILocation(line: 65, column: 18, scope: !39)
!55 = !{!56, !56, i64 0}
!56 = !{!"long", !35, i64 0}
!57 = !DILocation(line: 65, column: 5, scope: !39)
!58 = !DILocation(line: 66, column: 18, scope: !39)
!59 = !DILocation(line: 66, column: 5, scope: !39)
!60 = !DILocation(line: 68, column: 1, scope: !39)
!61 = !DILocation(line: 67, column: 5, scope: !39)
!62 = !DISubprogram(name: "pthread_create", scope: !63, file: !63, line: 202, type: !64, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!63 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!64 = !DISubroutineType(types: !65)
!65 = !{!10, !66, !68, !81, !84}
!66 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !69)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !45, line: 62, baseType: !72)
!72 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !45, line: 56, size: 448, elements: !73)
!73 = !{!74, !79}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !72, file: !45, line: 58, baseType: !75, size: 448)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 448, elements: !77)
!76 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!77 = !{!78}
!78 = !DISubrange(count: 56)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !72, file: !45, line: 59, baseType: !80, size: 64)
!80 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DISubroutineType(types: !83)
!83 = !{!5, !5}
!84 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!85 = distinct !DISubprogram(name: "thread0", scope: !3, file: !3, line: 22, type: !82, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !86)
!86 = !{!87}
!87 = !DILocalVariable(name: "arg", arg: 1, scope: !85, file: !3, line: 22, type: !5)
!88 = !DILocation(line: 0, scope: !85)
!89 = !DILocation(line: 25, column: 5, scope: !85)
!90 = !DILocation(line: 27, column: 14, scope: !91)
!91 = distinct !DILexicalBlock(scope: !92, file: !3, line: 25, column: 14)
!92 = distinct !DILexicalBlock(scope: !93, file: !3, line: 25, column: 5)
!93 = distinct !DILexicalBlock(scope: !85, file: !3, line: 25, column: 5)
!94 = !DILocation(line: 28, column: 15, scope: !91)
!95 = !DILocation(line: 33, column: 9, scope: !91)
!96 = !DILocation(line: 33, column: 16, scope: !91)
!97 = !DILocation(line: 33, column: 22, scope: !91)
!98 = !DILocation(line: 33, column: 27, scope: !91)
!99 = !DILocation(line: 33, column: 30, scope: !91)
!100 = !DILocation(line: 33, column: 35, scope: !91)
!101 = distinct !{!101, !95, !102, !103}
!102 = !DILocation(line: 34, column: 13, scope: !91)
!103 = !{!"llvm.loop.mustprogress"}
!104 = !DILocation(line: 35, column: 9, scope: !91)
!105 = !DILocation(line: 36, column: 15, scope: !91)
!106 = !DILocation(line: 25, column: 5, scope: !92)
!107 = distinct !{!107, !108, !109}
!108 = !DILocation(line: 25, column: 5, scope: !93)
!109 = !DILocation(line: 37, column: 5, scope: !93)
!110 = distinct !DISubprogram(name: "thread1", scope: !3, file: !3, line: 41, type: !82, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !111)
!111 = !{!112}
!112 = !DILocalVariable(name: "arg", arg: 1, scope: !110, file: !3, line: 41, type: !5)
!113 = !DILocation(line: 0, scope: !110)
!114 = !DILocation(line: 44, column: 5, scope: !110)
!115 = !DILocation(line: 46, column: 14, scope: !116)
!116 = distinct !DILexicalBlock(scope: !117, file: !3, line: 44, column: 14)
!117 = distinct !DILexicalBlock(scope: !118, file: !3, line: 44, column: 5)
!118 = distinct !DILexicalBlock(scope: !110, file: !3, line: 44, column: 5)
!119 = !DILocation(line: 47, column: 15, scope: !116)
!120 = !DILocation(line: 52, column: 9, scope: !116)
!121 = !DILocation(line: 52, column: 16, scope: !116)
!122 = !DILocation(line: 52, column: 22, scope: !116)
!123 = !DILocation(line: 52, column: 27, scope: !116)
!124 = !DILocation(line: 52, column: 30, scope: !116)
!125 = !DILocation(line: 52, column: 35, scope: !116)
!126 = distinct !{!126, !120, !127, !103}
!127 = !DILocation(line: 53, column: 13, scope: !116)
!128 = !DILocation(line: 54, column: 9, scope: !116)
!129 = !DILocation(line: 55, column: 15, scope: !116)
!130 = !DILocation(line: 44, column: 5, scope: !117)
!131 = distinct !{!131, !132, !133}
!132 = !DILocation(line: 44, column: 5, scope: !118)
!133 = !DILocation(line: 56, column: 5, scope: !118)
!134 = !DISubprogram(name: "pthread_join", scope: !63, file: !63, line: 219, type: !135, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!135 = !DISubroutineType(types: !136)
!136 = !{!10, !44, !137}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
