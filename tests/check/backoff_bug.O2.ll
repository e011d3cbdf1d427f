; ModuleID = 'backoff_bug.c'
source_filename = "backoff_bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@lock = dso_local global i32 0, align 4, !dbg !0
@c = dso_local global i32 0, align 4, !dbg !5
@.str = private unnamed_addr constant [7 x i8] c"c == 1\00", align 1, !dbg !9
@.str.1 = private unnamed_addr constant [14 x i8] c"backoff_bug.c\00", align 1, !dbg !15
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !20

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @__VERIFIER_atomic_TAS(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !34 {
    #dbg_value(ptr %0, !39, !DIExpression(), !41)
    #dbg_value(ptr %1, !40, !DIExpression(), !41)
  %3 = load volatile i32, ptr %0, align 4, !dbg !42, !tbaa !43
  store volatile i32 %3, ptr %1, align 4, !dbg !47, !tbaa !43
  store volatile i32 1, ptr %0, align 4, !dbg !48, !tbaa !43
  ret void, !dbg !49
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local void @acquire() local_unnamed_addr #1 !dbg !50 {
  %1 = alloca i32, align 4, !DIAssignID !57
    #dbg_assign(i1 undef, !56, !DIExpression(), !57, ptr %1, !DIExpression(), !58)
    #dbg_value(i32 1, !54, !DIExpression(), !58)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #7, !dbg !59
  call void @__VERIFIER_atomic_TAS(ptr noundef nonnull @lock, ptr noundef nonnull %1), !dbg !60
    #dbg_value(i32 1, !54, !DIExpression(), !58)
  %2 = load i32, ptr %1, align 4, !dbg !61, !tbaa !43
  %3 = icmp eq i32 %2, 1, !dbg !62
  br i1 %3, label %4, label %11, !dbg !63

4:                                                ; preds = %0, %4
  %5 = phi i32 [ %6, %4 ], [ 1, %0 ]
    #dbg_value(i32 %5, !54, !DIExpression(), !58)
  %6 = shl nuw nsw i32 %5, 1, !dbg !64
    #dbg_value(i32 %6, !54, !DIExpression(), !58)
  call void @__VERIFIER_atomic_TAS(ptr noundef nonnull @lock, ptr noundef nonnull %1), !dbg !66
  %7 = load i32, ptr %1, align 4, !dbg !61, !tbaa !43
  %8 = icmp ne i32 %7, 1, !dbg !62
  %9 = icmp ugt i32 %5, 1
  %10 = select i1 %8, i1 true, i1 %9, !dbg !63
  br i1 %10, label %11, label %4, !dbg !63, !llvm.loop !67

11:                                               ; preds = %4, %0
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #7, !dbg !70
  ret void, !dbg !70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #3 !dbg !71 {
  %2 = alloca i32, align 4, !DIAssignID !77
    #dbg_value(ptr poison, !76, !DIExpression(), !78)
    #dbg_assign(i1 undef, !56, !DIExpression(), !77, ptr %2, !DIExpression(), !79)
    #dbg_value(i32 1, !54, !DIExpression(), !79)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7, !dbg !81
  call void @__VERIFIER_atomic_TAS(ptr noundef nonnull @lock, ptr noundef nonnull %2), !dbg !82
    #dbg_value(i32 1, !54, !DIExpression(), !79)
  %3 = load i32, ptr %2, align 4, !dbg !83, !tbaa !43
  %4 = icmp eq i32 %3, 1, !dbg !84
  br i1 %4, label %5, label %12, !dbg !85

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %7, %5 ], [ 1, %1 ]
    #dbg_value(i32 %6, !54, !DIExpression(), !79)
  %7 = shl nuw nsw i32 %6, 1, !dbg !86
    #dbg_value(i32 %7, !54, !DIExpression(), !79)
  call void @__VERIFIER_atomic_TAS(ptr noundef nonnull @lock, ptr noundef nonnull %2), !dbg !87
  %8 = load i32, ptr %2, align 4, !dbg !83, !tbaa !43
  %9 = icmp ne i32 %8, 1, !dbg !84
  %10 = icmp ugt i32 %6, 1
  %11 = select i1 %9, i1 true, i1 %10, !dbg !85
  br i1 %11, label %12, label %5, !dbg !85, !llvm.loop !88

12:                                               ; preds = %5, %1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7, !dbg !90
  %13 = load volatile i32, ptr @c, align 4, !dbg !91, !tbaa !43
  %14 = add nsw i32 %13, 1, !dbg !91
  store volatile i32 %14, ptr @c, align 4, !dbg !91, !tbaa !43
  %15 = load volatile i32, ptr @c, align 4, !dbg !92, !tbaa !43
  %16 = icmp eq i32 %15, 1, !dbg !92
  br i1 %16, label %18, label %17, !dbg !95

17:                                               ; preds = %12
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #8, !dbg !92
  unreachable, !dbg !92

18:                                               ; preds = %12
  %19 = load volatile i32, ptr @c, align 4, !dbg !96, !tbaa !43
  %20 = add nsw i32 %19, -1, !dbg !96
  store volatile i32 %20, ptr @c, align 4, !dbg !96, !tbaa !43
  store volatile i32 0, ptr @lock, align 4, !dbg !97, !tbaa !43
  ret ptr null, !dbg !98
}

; Function Attrs: noreturn nounwind
declare !dbg !99 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !104 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !119
    #dbg_assign(i1 undef, !108, !DIExpression(), !119, ptr %1, !DIExpression(), !120)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7, !dbg !121
    #dbg_value(i32 0, !115, !DIExpression(), !122)
    #dbg_value(i64 0, !115, !DIExpression(), !122)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !123
    #dbg_value(i64 1, !115, !DIExpression(), !122)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !125
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !123
    #dbg_value(i64 2, !115, !DIExpression(), !122)
    #dbg_value(i64 0, !117, !DIExpression(), !126)
  %5 = load i64, ptr %1, align 16, !dbg !127, !tbaa !129
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #7, !dbg !131
    #dbg_value(i64 1, !117, !DIExpression(), !126)
  %7 = load i64, ptr %3, align 8, !dbg !127, !tbaa !129
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !131
    #dbg_value(i64 2, !117, !DIExpression(), !126)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #7, !dbg !132
  ret i32 0, !dbg !133
}

; Function Attrs: nounwind
declare !dbg !134 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !154 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "backoff_bug.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "3e249ae03856cbcf01888555e2d33de2")
!4 = !{!0, !5, !9, !15, !20}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 56, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 7)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 112, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 14)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 168, elements: !24)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!24 = !{!25}
!25 = !DISubrange(count: 21)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "__VERIFIER_atomic_TAS", scope: !3, file: !3, line: 12, type: !35, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !38)
!35 = !DISubroutineType(types: !36)
!36 = !{null, !37, !37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!38 = !{!39, !40}
!39 = !DILocalVariable(name: "v", arg: 1, scope: !34, file: !3, line: 12, type: !37)
!40 = !DILocalVariable(name: "o", arg: 2, scope: !34, file: !3, line: 12, type: !37)
!41 = !DILocation(line: 0, scope: !34)
!42 = !DILocation(line: 13, column: 8, scope: !34)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 13, column: 6, scope: !34)
!48 = !DILocation(line: 14, column: 6, scope: !34)
!49 = !DILocation(line: 15, column: 1, scope: !34)
!50 = distinct !DISubprogram(name: "acquire", scope: !3, file: !3, line: 17, type: !51, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{null}
!53 = !{!54, !56}
!54 = !DILocalVariable(name: "delay", scope: !50, file: !3, line: 18, type: !55)
!55 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!56 = !DILocalVariable(name: "cond", scope: !50, file: !3, line: 19, type: !8)
!57 = distinct !DIAssignID()
!58 = !DILocation(line: 0, scope: !50)
!59 = !DILocation(line: 19, column: 3, scope: !50)
!60 = !DILocation(line: 20, column: 3, scope: !50)
!61 = !DILocation(line: 21, column: 10, scope: !50)
!62 = !DILocation(line: 21, column: 15, scope: !50)
!63 = !DILocation(line: 21, column: 3, scope: !50)
!64 = !DILocation(line: 24, column: 11, scope: !65)
!65 = distinct !DILexicalBlock(scope: !50, file: !3, line: 21, column: 21)
!66 = !DILocation(line: 25, column: 5, scope: !65)
!67 = distinct !{!67, !63, !68, !69}
!68 = !DILocation(line: 26, column: 3, scope: !50)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocation(line: 27, column: 1, scope: !50)
!71 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 29, type: !72, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!72 = !DISubroutineType(types: !73)
!73 = !{!74, !74}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!75 = !{!76}
!76 = !DILocalVariable(name: "arg", arg: 1, scope: !71, file: !3, line: 29, type: !74)
!77 = distinct !DIAssignID()
!78 = !DILocation(line: 0, scope: !71)
!79 = !DILocation(line: 0, scope: !50, inlinedAt: !80)
!80 = distinct !DILocation(line: 30, column: 3, scope: !71)
!81 = !DILocation(line: 19, column: 3, scope: !50, inlinedAt: !80)
!82 = !DILocation(line: 20, column: 3, scope: !50, inlinedAt: !80)
!83 = !DILocation(line: 21, column: 10, scope: !50, inlinedAt: !80)
!84 = !DILocation(line: 21, column: 15, scope: !50, inlinedAt: !80)
!85 = !DILocation(line: 21, column: 3, scope: !50, inlinedAt: !80)
!86 = !DILocation(line: 24, column: 11, scope: !65, inlinedAt: !80)
!87 = !DILocation(line: 25, column: 5, scope: !65, inlinedAt: !80)
!88 = distinct !{!88, !85, !89, !69}
!89 = !DILocation(line: 26, column: 3, scope: !50, inlinedAt: !80)
!90 = !DILocation(line: 27, column: 1, scope: !50, inlinedAt: !80)
!91 = !DILocation(line: 31, column: 4, scope: !71)
!92 = !DILocation(line: 32, column: 3, scope: !93)
!93 = distinct !DILexicalBlock(scope: !94, file: !3, line: 32, column: 3)
!94 = distinct !DILexicalBlock(scope: !71, file: !3, line: 32, column: 3)
!95 = !DILocation(line: 32, column: 3, scope: !94)
!96 = !DILocation(line: 33, column: 4, scope: !71)
!97 = !DILocation(line: 34, column: 8, scope: !71)
!98 = !DILocation(line: 35, column: 3, scope: !71)
!99 = !DISubprogram(name: "__assert_fail", scope: !100, file: !100, line: 69, type: !101, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!100 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!101 = !DISubroutineType(types: !102)
!102 = !{null, !103, !103, !55, !103}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!104 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 38, type: !105, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !107)
!105 = !DISubroutineType(types: !106)
!106 = !{!8}
!107 = !{!108, !115, !117}
!108 = !DILocalVariable(name: "t", scope: !104, file: !3, line: 39, type: !109)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !110, size: 128, elements: !113)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !111, line: 27, baseType: !112)
!111 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!112 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!113 = !{!114}
!114 = !DISubrange(count: 2)
!115 = !DILocalVariable(name: "i", scope: !116, file: !3, line: 40, type: !8)
!116 = distinct !DILexicalBlock(scope: !104, file: !3, line: 40, column: 3)
!117 = !DILocalVariable(name: "i", scope: !118, file: !3, line: 42, type: !8)
!118 = distinct !DILexicalBlock(scope: !104, file: !3, line: 42, column: 3)
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 0, scope: !104)
!121 = !DILocation(line: 39, column: 3, scope: !104)
!122 = !DILocation(line: 0, scope: !116)
!123 = !DILocation(line: 41, column: 5, scope: !124)
!124 = distinct !DILexicalBlock(scope: !116, file: !3, line: 40, column: 3)
!125 = !DILocation(line: 41, column: 21, scope: !124)
!126 = !DILocation(line: 0, scope: !118)
!127 = !DILocation(line: 43, column: 18, scope: !128)
!128 = distinct !DILexicalBlock(scope: !118, file: !3, line: 42, column: 3)
!129 = !{!130, !130, i64 0}
!130 = !{!"long", !45, i64 0}
!131 = !DILocation(line: 43, column: 5, scope: !128)
!132 = !DILocation(line: 45, column: 1, scope: !104)
!133 = !DILocation(line: 44, column: 3, scope: !104)
!134 = !DISubprogram(name: "pthread_create", scope: !135, file: !135, line: 202, type: !136, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!135 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!136 = !DISubroutineType(types: !137)
!137 = !{!8, !138, !140, !152, !153}
!138 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !139)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !143)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !111, line: 62, baseType: !144)
!144 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !111, line: 56, size: 448, elements: !145)
!145 = !{!146, !150}
!146 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !144, file: !111, line: 58, baseType: !147, size: 448)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 448, elements: !148)
!148 = !{!149}
!149 = !DISubrange(count: 56)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !144, file: !111, line: 59, baseType: !151, size: 64)
!151 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !74)
!154 = !DISubprogram(name: "pthread_join", scope: !135, file: !135, line: 219, type: !155, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!155 = !DISubroutineType(types: !156)
!156 = !{!8, !110, !157}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
