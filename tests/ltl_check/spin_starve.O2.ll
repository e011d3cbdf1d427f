; ModuleID = 'spin_starve.c'
source_filename = "spin_starve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@lock = dso_local global i32 0, align 4, !dbg !0
@want0 = dso_local global i32 0, align 4, !dbg !7
@want1 = dso_local global i32 0, align 4, !dbg !11
@cs0 = dso_local global i32 0, align 4, !dbg !13
@cs1 = dso_local global i32 0, align 4, !dbg !15

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !28 {
  %1 = alloca i64, align 8, !DIAssignID !37
    #dbg_assign(i1 undef, !32, !DIExpression(), !37, ptr %1, !DIExpression(), !38)
  %2 = alloca i64, align 8, !DIAssignID !39
    #dbg_assign(i1 undef, !36, !DIExpression(), !39, ptr %2, !DIExpression(), !38)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !40
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !40
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker0, ptr noundef null) #5, !dbg !41
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker1, ptr noundef null) #5, !dbg !42
  %5 = load i64, ptr %1, align 8, !dbg !43, !tbaa !44
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #5, !dbg !48
  %7 = load i64, ptr %2, align 8, !dbg !49, !tbaa !44
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5, !dbg !50
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !51
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !51
  ret i32 0, !dbg !52
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !53 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse noreturn nounwind memory(readwrite, argmem: none) uwtable
define internal noalias noundef nonnull ptr @worker0(ptr nocapture readnone %0) #3 !dbg !76 {
    #dbg_value(ptr poison, !78, !DIExpression(), !79)
  br label %2, !dbg !80

2:                                                ; preds = %6, %1
  store volatile i32 1, ptr @want0, align 4, !dbg !81, !tbaa !85
  br label %3, !dbg !87

3:                                                ; preds = %3, %2
  %4 = atomicrmw xchg ptr @lock, i32 1 seq_cst, align 4, !dbg !88
  %5 = icmp eq i32 %4, 0, !dbg !87
  br i1 %5, label %6, label %3, !dbg !87, !llvm.loop !89

6:                                                ; preds = %3
  store volatile i32 1, ptr @cs0, align 4, !dbg !92, !tbaa !85
  store volatile i32 0, ptr @cs0, align 4, !dbg !93, !tbaa !85
  store volatile i32 0, ptr @want0, align 4, !dbg !94, !tbaa !85
  store atomic i32 0, ptr @lock seq_cst, align 4, !dbg !95
  br label %2, !dbg !96, !llvm.loop !97
}

; Function Attrs: nofree norecurse noreturn nounwind memory(readwrite, argmem: none) uwtable
define internal noalias noundef nonnull ptr @worker1(ptr nocapture readnone %0) #3 !dbg !100 {
    #dbg_value(ptr poison, !102, !DIExpression(), !103)
  br label %2, !dbg !104

2:                                                ; preds = %6, %1
  store volatile i32 1, ptr @want1, align 4, !dbg !105, !tbaa !85
  br label %3, !dbg !109

3:                                                ; preds = %3, %2
  %4 = atomicrmw xchg ptr @lock, i32 1 seq_cst, align 4, !dbg !110
  %5 = icmp eq i32 %4, 0, !dbg !109
  br i1 %5, label %6, label %3, !dbg !109, !llvm.loop !111

6:                                                ; preds = %3
  store volatile i32 1, ptr @cs1, align 4, !dbg !113, !tbaa !85
  store volatile i32 0, ptr @cs1, align 4, !dbg !114, !tbaa !85
  store volatile i32 0, ptr @want1, align 4, !dbg !115, !tbaa !85
  store atomic i32 0, ptr @lock seq_cst, align 4, !dbg !116
  br label %2, !dbg !117, !llvm.loop !118
}

declare !dbg !121 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse noreturn nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 11, type: !17, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "spin_starve.c", directory: "/work/wt-ltl/tests/ltl", checksumkind: CSK_MD5, checksum: "a21aaf03ad880e824fe0d95f9aebe829")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !11, !13, !15}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "want0", scope: !2, file: !3, line: 12, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "want1", scope: !2, file: !3, line: 12, type: !9, isLocal: false, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "cs0", scope: !2, file: !3, line: 12, type: !9, isLocal: false, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "cs1", scope: !2, file: !3, line: 12, type: !9, isLocal: false, isDefinition: true)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !18, line: 104, baseType: !19)
!18 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!19 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !10)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 44, type: !29, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{!10}
!31 = !{!32, !36}
!32 = !DILocalVariable(name: "a", scope: !28, file: !3, line: 46, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !34, line: 27, baseType: !35)
!34 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!35 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DILocalVariable(name: "b", scope: !28, file: !3, line: 46, type: !33)
!37 = distinct !DIAssignID()
!38 = !DILocation(line: 0, scope: !28)
!39 = distinct !DIAssignID()
!40 = !DILocation(line: 46, column: 5, scope: !28)
!41 = !DILocation(line: 47, column: 5, scope: !28)
!42 = !DILocation(line: 48, column: 5, scope: !28)
!43 = !DILocation(line: 49, column: 18, scope: !28)
!44 = !{!45, !45, i64 0}
!45 = !{!"long", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocation(line: 49, column: 5, scope: !28)
!49 = !DILocation(line: 50, column: 18, scope: !28)
!50 = !DILocation(line: 50, column: 5, scope: !28)
!51 = !DILocation(line: 52, column: 1, scope: !28)
!52 = !DILocation(line: 51, column: 5, scope: !28)
!53 = !DISubprogram(name: "pthread_create", scope: !54, file: !54, line: 202, type: !55, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!54 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!55 = !DISubroutineType(types: !56)
!56 = !{!10, !57, !59, !72, !75}
!57 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !60)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !34, line: 62, baseType: !63)
!63 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !34, line: 56, size: 448, elements: !64)
!64 = !{!65, !70}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !63, file: !34, line: 58, baseType: !66, size: 448)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 448, elements: !68)
!67 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!68 = !{!69}
!69 = !DISubrange(count: 56)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !63, file: !34, line: 59, baseType: !71, size: 64)
!71 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DISubroutineType(types: !74)
!74 = !{!5, !5}
!75 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!76 = distinct !DISubprogram(name: "worker0", scope: !3, file: !3, line: 14, type: !73, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !77)
!77 = !{!78}
!78 = !DILocalVariable(name: "arg", arg: 1, scope: !76, file: !3, line: 14, type: !5)
!79 = !DILocation(line: 0, scope: !76)
!80 = !DILocation(line: 17, column: 5, scope: !76)
!81 = !DILocation(line: 18, column: 15, scope: !82)
!82 = distinct !DILexicalBlock(scope: !83, file: !3, line: 17, column: 14)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 17, column: 5)
!84 = distinct !DILexicalBlock(scope: !76, file: !3, line: 17, column: 5)
!85 = !{!86, !86, i64 0}
!86 = !{!"int", !46, i64 0}
!87 = !DILocation(line: 19, column: 9, scope: !82)
!88 = !DILocation(line: 19, column: 16, scope: !82)
!89 = distinct !{!89, !87, !90, !91}
!90 = !DILocation(line: 20, column: 13, scope: !82)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !DILocation(line: 21, column: 13, scope: !82)
!93 = !DILocation(line: 22, column: 13, scope: !82)
!94 = !DILocation(line: 23, column: 15, scope: !82)
!95 = !DILocation(line: 24, column: 9, scope: !82)
!96 = !DILocation(line: 17, column: 5, scope: !83)
!97 = distinct !{!97, !98, !99}
!98 = !DILocation(line: 17, column: 5, scope: !84)
!99 = !DILocation(line: 25, column: 5, scope: !84)
!100 = distinct !DISubprogram(name: "worker1", scope: !3, file: !3, line: 29, type: !73, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!101 = !{!102}
!102 = !DILocalVariable(name: "arg", arg: 1, scope: !100, file: !3, line: 29, type: !5)
!103 = !DILocation(line: 0, scope: !100)
!104 = !DILocation(line: 32, column: 5, scope: !100)
!105 = !DILocation(line: 33, column: 15, scope: !106)
!106 = distinct !DILexicalBlock(scope: !107, file: !3, line: 32, column: 14)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 32, column: 5)
!108 = distinct !DILexicalBlock(scope: !100, file: !3, line: 32, column: 5)
!109 = !DILocation(line: 34, column: 9, scope: !106)
!110 = !DILocation(line: 34, column: 16, scope: !106)
!111 = distinct !{!111, !109, !112, !91}
!112 = !DILocation(line: 35, column: 13, scope: !106)
!113 = !DILocation(line: 36, column: 13, scope: !106)
!114 = !DILocation(line: 37, column: 13, scope: !106)
!115 = !DILocation(line: 38, column: 15, scope: !106)
!116 = !DILocation(line: 39, column: 9, scope: !106)
!117 = !DILocation(line: 32, column: 5, scope: !107)
!118 = distinct !{!118, !119, !120}
!119 = !DILocation(line: 32, column: 5, scope: !108)
!120 = !DILocation(line: 40, column: 5, scope: !108)
!121 = !DISubprogram(name: "pthread_join", scope: !54, file: !54, line: 219, type: !122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!122 = !DISubroutineType(types: !123)
!123 = !{!10, !33, !124}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
