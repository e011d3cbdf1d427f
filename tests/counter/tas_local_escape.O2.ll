; ModuleID = 'tas_local_escape.c'
source_filename = "tas_local_escape.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@seen = dso_local global ptr null, align 8, !dbg !0
@lock = dso_local global i32 0, align 4, !dbg !27
@inside = dso_local local_unnamed_addr global i32 0, align 4, !dbg !30
@.str = private unnamed_addr constant [12 x i8] c"inside == 1\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [19 x i8] c"tas_local_escape.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !21

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @__VERIFIER_atomic_TAS(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !42 {
    #dbg_value(ptr %0, !46, !DIExpression(), !48)
    #dbg_value(ptr %1, !47, !DIExpression(), !48)
  %3 = load volatile i32, ptr %0, align 4, !dbg !49, !tbaa !50
  store volatile i32 %3, ptr %1, align 4, !dbg !54, !tbaa !50
  store volatile i32 1, ptr %0, align 4, !dbg !55, !tbaa !50
  ret void, !dbg !56
}

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #1 !dbg !57 {
  %2 = alloca i32, align 4, !DIAssignID !63
    #dbg_assign(i1 undef, !62, !DIExpression(), !63, ptr %2, !DIExpression(), !64)
    #dbg_value(ptr poison, !61, !DIExpression(), !64)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8, !dbg !65
  store volatile ptr %2, ptr @seen, align 8, !dbg !66, !tbaa !67
  call void @__VERIFIER_atomic_TAS(ptr noundef nonnull @lock, ptr noundef nonnull %2), !dbg !69
  %3 = load i32, ptr %2, align 4, !dbg !70, !tbaa !50
  %4 = icmp eq i32 %3, 0, !dbg !71
  br i1 %4, label %8, label %5, !dbg !71

5:                                                ; preds = %1, %5
  call void @__VERIFIER_atomic_TAS(ptr noundef nonnull @lock, ptr noundef nonnull %2), !dbg !72
  %6 = load i32, ptr %2, align 4, !dbg !70, !tbaa !50
  %7 = icmp eq i32 %6, 0, !dbg !71
  br i1 %7, label %8, label %5, !dbg !71, !llvm.loop !73

8:                                                ; preds = %5, %1
  %9 = load i32, ptr @inside, align 4, !dbg !76, !tbaa !50
  %10 = add nsw i32 %9, 1, !dbg !76
  store i32 %10, ptr @inside, align 4, !dbg !76, !tbaa !50
  %11 = icmp eq i32 %9, 0, !dbg !77
  br i1 %11, label %13, label %12, !dbg !80

12:                                               ; preds = %8
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 26, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #9, !dbg !77
  unreachable, !dbg !77

13:                                               ; preds = %8
  store i32 0, ptr @inside, align 4, !dbg !81, !tbaa !50
  store volatile i32 0, ptr @lock, align 4, !dbg !82, !tbaa !50
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8, !dbg !83
  ret ptr null, !dbg !84
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: noreturn nounwind
declare !dbg !85 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 !dbg !91 {
  %3 = alloca i64, align 8, !DIAssignID !104
    #dbg_assign(i1 undef, !98, !DIExpression(), !104, ptr %3, !DIExpression(), !105)
    #dbg_value(i32 %0, !95, !DIExpression(), !105)
    #dbg_value(ptr %1, !96, !DIExpression(), !105)
  %4 = icmp sgt i32 %0, 1, !dbg !106
  br i1 %4, label %6, label %5, !dbg !107

5:                                                ; preds = %2
    #dbg_value(i32 -1, !97, !DIExpression(), !105)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !108
  br label %12, !dbg !109

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !110
  %8 = load ptr, ptr %7, align 8, !dbg !110, !tbaa !67
    #dbg_value(ptr %8, !111, !DIExpression(), !117)
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull %8, ptr noundef null, i32 noundef 10) #8, !dbg !119
  %10 = trunc i64 %9 to i32, !dbg !120
    #dbg_value(i32 %10, !97, !DIExpression(), !105)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !108
  %11 = icmp slt i32 %10, 0, !dbg !121
  br i1 %11, label %12, label %13, !dbg !109

12:                                               ; preds = %5, %6
  br label %15, !dbg !123

13:                                               ; preds = %6
    #dbg_value(i32 0, !102, !DIExpression(), !124)
  %14 = icmp eq i32 %10, 0, !dbg !125
  br i1 %14, label %17, label %18, !dbg !127

15:                                               ; preds = %12, %15
  %16 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !128
  br label %15, !dbg !123, !llvm.loop !129

17:                                               ; preds = %18, %13
  call void @pthread_exit(ptr noundef null) #9, !dbg !131
  unreachable, !dbg !131

18:                                               ; preds = %13, %18
  %19 = phi i32 [ %21, %18 ], [ 0, %13 ]
    #dbg_value(i32 %19, !102, !DIExpression(), !124)
  %20 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !132
  %21 = add nuw nsw i32 %19, 1, !dbg !133
    #dbg_value(i32 %21, !102, !DIExpression(), !124)
  %22 = icmp eq i32 %21, %10, !dbg !125
  br i1 %22, label %17, label %18, !dbg !127, !llvm.loop !134
}

; Function Attrs: nounwind
declare !dbg !136 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn
declare !dbg !156 void @pthread_exit(ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !159 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "seen", scope: !2, file: !3, line: 12, type: !32, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tas_local_escape.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "f0f6e0ac409ef06d4767cb81f1880672")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!11, !16, !21, !27, !30, !0}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 12)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 152, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 19)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 168, elements: !25)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 10, type: !29, isLocal: false, isDefinition: true)
!29 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "inside", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!32 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 2}
!40 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "__VERIFIER_atomic_TAS", scope: !3, file: !3, line: 14, type: !43, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!43 = !DISubroutineType(types: !44)
!44 = !{null, !33, !33}
!45 = !{!46, !47}
!46 = !DILocalVariable(name: "v", arg: 1, scope: !42, file: !3, line: 14, type: !33)
!47 = !DILocalVariable(name: "o", arg: 2, scope: !42, file: !3, line: 14, type: !33)
!48 = !DILocation(line: 0, scope: !42)
!49 = !DILocation(line: 15, column: 8, scope: !42)
!50 = !{!51, !51, i64 0}
!51 = !{!"int", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 15, column: 6, scope: !42)
!55 = !DILocation(line: 16, column: 6, scope: !42)
!56 = !DILocation(line: 17, column: 1, scope: !42)
!57 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 19, type: !58, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!9, !9}
!60 = !{!61, !62}
!61 = !DILocalVariable(name: "arg", arg: 1, scope: !57, file: !3, line: 19, type: !9)
!62 = !DILocalVariable(name: "cond", scope: !57, file: !3, line: 20, type: !5)
!63 = distinct !DIAssignID()
!64 = !DILocation(line: 0, scope: !57)
!65 = !DILocation(line: 20, column: 3, scope: !57)
!66 = !DILocation(line: 21, column: 8, scope: !57)
!67 = !{!68, !68, i64 0}
!68 = !{!"any pointer", !52, i64 0}
!69 = !DILocation(line: 22, column: 3, scope: !57)
!70 = !DILocation(line: 23, column: 10, scope: !57)
!71 = !DILocation(line: 23, column: 3, scope: !57)
!72 = !DILocation(line: 24, column: 5, scope: !57)
!73 = distinct !{!73, !71, !74, !75}
!74 = !DILocation(line: 24, column: 39, scope: !57)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DILocation(line: 25, column: 9, scope: !57)
!77 = !DILocation(line: 26, column: 3, scope: !78)
!78 = distinct !DILexicalBlock(scope: !79, file: !3, line: 26, column: 3)
!79 = distinct !DILexicalBlock(scope: !57, file: !3, line: 26, column: 3)
!80 = !DILocation(line: 26, column: 3, scope: !79)
!81 = !DILocation(line: 27, column: 9, scope: !57)
!82 = !DILocation(line: 28, column: 8, scope: !57)
!83 = !DILocation(line: 30, column: 1, scope: !57)
!84 = !DILocation(line: 29, column: 3, scope: !57)
!85 = !DISubprogram(name: "__assert_fail", scope: !86, file: !86, line: 69, type: !87, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!86 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!87 = !DISubroutineType(types: !88)
!88 = !{null, !89, !89, !90, !89}
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!90 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!91 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !92, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !94)
!92 = !DISubroutineType(types: !93)
!93 = !{!5, !5, !6}
!94 = !{!95, !96, !97, !98, !102}
!95 = !DILocalVariable(name: "argc", arg: 1, scope: !91, file: !3, line: 32, type: !5)
!96 = !DILocalVariable(name: "argv", arg: 2, scope: !91, file: !3, line: 32, type: !6)
!97 = !DILocalVariable(name: "n", scope: !91, file: !3, line: 33, type: !5)
!98 = !DILocalVariable(name: "t", scope: !91, file: !3, line: 34, type: !99)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !100, line: 27, baseType: !101)
!100 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!101 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!102 = !DILocalVariable(name: "i", scope: !103, file: !3, line: 38, type: !5)
!103 = distinct !DILexicalBlock(scope: !91, file: !3, line: 38, column: 3)
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 0, scope: !91)
!106 = !DILocation(line: 33, column: 16, scope: !91)
!107 = !DILocation(line: 33, column: 11, scope: !91)
!108 = !DILocation(line: 34, column: 3, scope: !91)
!109 = !DILocation(line: 35, column: 7, scope: !91)
!110 = !DILocation(line: 33, column: 27, scope: !91)
!111 = !DILocalVariable(name: "__nptr", arg: 1, scope: !112, file: !113, line: 362, type: !89)
!112 = distinct !DISubprogram(name: "atoi", scope: !113, file: !113, line: 362, type: !114, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !116)
!113 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!114 = !DISubroutineType(types: !115)
!115 = !{!5, !89}
!116 = !{!111}
!117 = !DILocation(line: 0, scope: !112, inlinedAt: !118)
!118 = distinct !DILocation(line: 33, column: 22, scope: !91)
!119 = !DILocation(line: 364, column: 16, scope: !112, inlinedAt: !118)
!120 = !DILocation(line: 364, column: 10, scope: !112, inlinedAt: !118)
!121 = !DILocation(line: 35, column: 9, scope: !122)
!122 = distinct !DILexicalBlock(scope: !91, file: !3, line: 35, column: 7)
!123 = !DILocation(line: 36, column: 5, scope: !122)
!124 = !DILocation(line: 0, scope: !103)
!125 = !DILocation(line: 38, column: 21, scope: !126)
!126 = distinct !DILexicalBlock(scope: !103, file: !3, line: 38, column: 3)
!127 = !DILocation(line: 38, column: 3, scope: !103)
!128 = !DILocation(line: 37, column: 7, scope: !122)
!129 = distinct !{!129, !123, !130}
!130 = !DILocation(line: 37, column: 38, scope: !122)
!131 = !DILocation(line: 40, column: 3, scope: !91)
!132 = !DILocation(line: 39, column: 5, scope: !126)
!133 = !DILocation(line: 38, column: 27, scope: !126)
!134 = distinct !{!134, !127, !135, !75}
!135 = !DILocation(line: 39, column: 36, scope: !103)
!136 = !DISubprogram(name: "pthread_create", scope: !137, file: !137, line: 202, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!138 = !DISubroutineType(types: !139)
!139 = !{!5, !140, !142, !154, !155}
!140 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !143)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !100, line: 62, baseType: !146)
!146 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !100, line: 56, size: 448, elements: !147)
!147 = !{!148, !152}
!148 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !146, file: !100, line: 58, baseType: !149, size: 448)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !150)
!150 = !{!151}
!151 = !DISubrange(count: 56)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !146, file: !100, line: 59, baseType: !153, size: 64)
!153 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !9)
!156 = !DISubprogram(name: "pthread_exit", scope: !137, file: !137, line: 211, type: !157, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!157 = !DISubroutineType(types: !158)
!158 = !{null, !9}
!159 = !DISubprogram(name: "strtol", scope: !113, file: !113, line: 177, type: !160, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DISubroutineType(types: !161)
!161 = !{!153, !162, !163, !5}
!162 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !89)
!163 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
