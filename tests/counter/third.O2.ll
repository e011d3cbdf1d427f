; ModuleID = 'third.c'
source_filename = "third.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@arrived = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [8 x i8] c"me <= 2\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [8 x i8] c"third.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !18

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !32 {
    #dbg_value(ptr poison, !36, !DIExpression(), !38)
  %2 = atomicrmw add ptr @arrived, i32 1 seq_cst, align 4, !dbg !39
  %3 = add i32 %2, 1, !dbg !39
    #dbg_value(i32 %3, !37, !DIExpression(), !38)
  %4 = icmp slt i32 %3, 3, !dbg !40
  br i1 %4, label %6, label %5, !dbg !43

5:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 14, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #7, !dbg !40
  unreachable, !dbg !40

6:                                                ; preds = %1
  ret ptr null, !dbg !44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare !dbg !45 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !51 {
  %3 = alloca i64, align 8, !DIAssignID !64
    #dbg_assign(i1 undef, !58, !DIExpression(), !64, ptr %3, !DIExpression(), !65)
    #dbg_value(i32 %0, !55, !DIExpression(), !65)
    #dbg_value(ptr %1, !56, !DIExpression(), !65)
  %4 = icmp sgt i32 %0, 1, !dbg !66
  br i1 %4, label %6, label %5, !dbg !67

5:                                                ; preds = %2
    #dbg_value(i32 -1, !57, !DIExpression(), !65)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !68
  br label %12, !dbg !69

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !70
  %8 = load ptr, ptr %7, align 8, !dbg !70, !tbaa !71
    #dbg_value(ptr %8, !75, !DIExpression(), !81)
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull %8, ptr noundef null, i32 noundef 10) #8, !dbg !83
  %10 = trunc i64 %9 to i32, !dbg !84
    #dbg_value(i32 %10, !57, !DIExpression(), !65)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !68
  %11 = icmp slt i32 %10, 0, !dbg !85
  br i1 %11, label %12, label %13, !dbg !69

12:                                               ; preds = %5, %6
  br label %15, !dbg !87

13:                                               ; preds = %6
    #dbg_value(i32 0, !62, !DIExpression(), !88)
  %14 = icmp eq i32 %10, 0, !dbg !89
  br i1 %14, label %17, label %18, !dbg !91

15:                                               ; preds = %12, %15
  %16 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !92
  br label %15, !dbg !87, !llvm.loop !93

17:                                               ; preds = %18, %13
  call void @pthread_exit(ptr noundef null) #7, !dbg !95
  unreachable, !dbg !95

18:                                               ; preds = %13, %18
  %19 = phi i32 [ %21, %18 ], [ 0, %13 ]
    #dbg_value(i32 %19, !62, !DIExpression(), !88)
  %20 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !96
  %21 = add nuw nsw i32 %19, 1, !dbg !97
    #dbg_value(i32 %21, !62, !DIExpression(), !88)
  %22 = icmp eq i32 %21, %10, !dbg !89
  br i1 %22, label %17, label %18, !dbg !91, !llvm.loop !98
}

; Function Attrs: nounwind
declare !dbg !101 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn
declare !dbg !121 void @pthread_exit(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !124 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "arrived", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "third.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "4287e3955e82ff8383791412ec09c8f1")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!11, !16, !18, !0}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 8)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !13, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 168, elements: !22)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!22 = !{!23}
!23 = !DISubrange(count: 21)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 12, type: !33, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!33 = !DISubroutineType(types: !34)
!34 = !{!9, !9}
!35 = !{!36, !37}
!36 = !DILocalVariable(name: "arg", arg: 1, scope: !32, file: !3, line: 12, type: !9)
!37 = !DILocalVariable(name: "me", scope: !32, file: !3, line: 13, type: !5)
!38 = !DILocation(line: 0, scope: !32)
!39 = !DILocation(line: 13, column: 12, scope: !32)
!40 = !DILocation(line: 14, column: 3, scope: !41)
!41 = distinct !DILexicalBlock(scope: !42, file: !3, line: 14, column: 3)
!42 = distinct !DILexicalBlock(scope: !32, file: !3, line: 14, column: 3)
!43 = !DILocation(line: 14, column: 3, scope: !42)
!44 = !DILocation(line: 15, column: 3, scope: !32)
!45 = !DISubprogram(name: "__assert_fail", scope: !46, file: !46, line: 69, type: !47, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!46 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!47 = !DISubroutineType(types: !48)
!48 = !{null, !49, !49, !50, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!50 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!51 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !52, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!52 = !DISubroutineType(types: !53)
!53 = !{!5, !5, !6}
!54 = !{!55, !56, !57, !58, !62}
!55 = !DILocalVariable(name: "argc", arg: 1, scope: !51, file: !3, line: 18, type: !5)
!56 = !DILocalVariable(name: "argv", arg: 2, scope: !51, file: !3, line: 18, type: !6)
!57 = !DILocalVariable(name: "n", scope: !51, file: !3, line: 19, type: !5)
!58 = !DILocalVariable(name: "t", scope: !51, file: !3, line: 20, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !60, line: 27, baseType: !61)
!60 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!61 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!62 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 24, type: !5)
!63 = distinct !DILexicalBlock(scope: !51, file: !3, line: 24, column: 3)
!64 = distinct !DIAssignID()
!65 = !DILocation(line: 0, scope: !51)
!66 = !DILocation(line: 19, column: 16, scope: !51)
!67 = !DILocation(line: 19, column: 11, scope: !51)
!68 = !DILocation(line: 20, column: 3, scope: !51)
!69 = !DILocation(line: 21, column: 7, scope: !51)
!70 = !DILocation(line: 19, column: 27, scope: !51)
!71 = !{!72, !72, i64 0}
!72 = !{!"any pointer", !73, i64 0}
!73 = !{!"omnipotent char", !74, i64 0}
!74 = !{!"Simple C/C++ TBAA"}
!75 = !DILocalVariable(name: "__nptr", arg: 1, scope: !76, file: !77, line: 362, type: !49)
!76 = distinct !DISubprogram(name: "atoi", scope: !77, file: !77, line: 362, type: !78, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !80)
!77 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!78 = !DISubroutineType(types: !79)
!79 = !{!5, !49}
!80 = !{!75}
!81 = !DILocation(line: 0, scope: !76, inlinedAt: !82)
!82 = distinct !DILocation(line: 19, column: 22, scope: !51)
!83 = !DILocation(line: 364, column: 16, scope: !76, inlinedAt: !82)
!84 = !DILocation(line: 364, column: 10, scope: !76, inlinedAt: !82)
!85 = !DILocation(line: 21, column: 9, scope: !86)
!86 = distinct !DILexicalBlock(scope: !51, file: !3, line: 21, column: 7)
!87 = !DILocation(line: 22, column: 5, scope: !86)
!88 = !DILocation(line: 0, scope: !63)
!89 = !DILocation(line: 24, column: 21, scope: !90)
!90 = distinct !DILexicalBlock(scope: !63, file: !3, line: 24, column: 3)
!91 = !DILocation(line: 24, column: 3, scope: !63)
!92 = !DILocation(line: 23, column: 7, scope: !86)
!93 = distinct !{!93, !87, !94}
!94 = !DILocation(line: 23, column: 38, scope: !86)
!95 = !DILocation(line: 26, column: 3, scope: !51)
!96 = !DILocation(line: 25, column: 5, scope: !90)
!97 = !DILocation(line: 24, column: 27, scope: !90)
!98 = distinct !{!98, !91, !99, !100}
!99 = !DILocation(line: 25, column: 36, scope: !63)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !DISubprogram(name: "pthread_create", scope: !102, file: !102, line: 202, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!102 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!103 = !DISubroutineType(types: !104)
!104 = !{!5, !105, !107, !119, !120}
!105 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !110)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !60, line: 62, baseType: !111)
!111 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !60, line: 56, size: 448, elements: !112)
!112 = !{!113, !117}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !111, file: !60, line: 58, baseType: !114, size: 448)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 56)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !111, file: !60, line: 59, baseType: !118, size: 64)
!118 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !9)
!121 = !DISubprogram(name: "pthread_exit", scope: !102, file: !102, line: 211, type: !122, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!122 = !DISubroutineType(types: !123)
!123 = !{null, !9}
!124 = !DISubprogram(name: "strtol", scope: !77, file: !77, line: 177, type: !125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DISubroutineType(types: !126)
!126 = !{!118, !127, !128, !5}
!127 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !49)
!128 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
