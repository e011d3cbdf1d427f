; ModuleID = 'tas_local_bug.c'
source_filename = "tas_local_bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@lock = dso_local global i32 0, align 4, !dbg !0
@inside = dso_local local_unnamed_addr global i32 0, align 4, !dbg !27
@.str = private unnamed_addr constant [12 x i8] c"inside == 1\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [16 x i8] c"tas_local_bug.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !21

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @__VERIFIER_atomic_TAS(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !38 {
    #dbg_value(ptr %0, !43, !DIExpression(), !45)
    #dbg_value(ptr %1, !44, !DIExpression(), !45)
  %3 = load volatile i32, ptr %0, align 4, !dbg !46, !tbaa !47
  store volatile i32 %3, ptr %1, align 4, !dbg !51, !tbaa !47
  store volatile i32 1, ptr %0, align 4, !dbg !52, !tbaa !47
  ret void, !dbg !53
}

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #1 !dbg !54 {
  %2 = alloca i32, align 4, !DIAssignID !60
    #dbg_assign(i1 undef, !59, !DIExpression(), !60, ptr %2, !DIExpression(), !61)
    #dbg_value(ptr poison, !58, !DIExpression(), !61)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8, !dbg !62
  call void @__VERIFIER_atomic_TAS(ptr noundef nonnull @lock, ptr noundef nonnull %2), !dbg !63
  %3 = load i32, ptr %2, align 4, !dbg !64, !tbaa !47
  %4 = icmp eq i32 %3, 0, !dbg !64
  br i1 %4, label %6, label %5, !dbg !66

5:                                                ; preds = %1
  call void @__VERIFIER_atomic_TAS(ptr noundef nonnull @lock, ptr noundef nonnull %2), !dbg !67
  br label %6, !dbg !67

6:                                                ; preds = %5, %1
  %7 = load i32, ptr @inside, align 4, !dbg !68, !tbaa !47
  %8 = add nsw i32 %7, 1, !dbg !68
  store i32 %8, ptr @inside, align 4, !dbg !68, !tbaa !47
  %9 = icmp eq i32 %7, 0, !dbg !69
  br i1 %9, label %11, label %10, !dbg !72

10:                                               ; preds = %6
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 22, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #9, !dbg !69
  unreachable, !dbg !69

11:                                               ; preds = %6
  store i32 0, ptr @inside, align 4, !dbg !73, !tbaa !47
  store volatile i32 0, ptr @lock, align 4, !dbg !74, !tbaa !47
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8, !dbg !75
  ret ptr null, !dbg !76
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: noreturn nounwind
declare !dbg !77 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 !dbg !83 {
  %3 = alloca i64, align 8, !DIAssignID !96
    #dbg_assign(i1 undef, !90, !DIExpression(), !96, ptr %3, !DIExpression(), !97)
    #dbg_value(i32 %0, !87, !DIExpression(), !97)
    #dbg_value(ptr %1, !88, !DIExpression(), !97)
  %4 = icmp sgt i32 %0, 1, !dbg !98
  br i1 %4, label %6, label %5, !dbg !99

5:                                                ; preds = %2
    #dbg_value(i32 -1, !89, !DIExpression(), !97)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !100
  br label %12, !dbg !101

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !102
  %8 = load ptr, ptr %7, align 8, !dbg !102, !tbaa !103
    #dbg_value(ptr %8, !105, !DIExpression(), !111)
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull %8, ptr noundef null, i32 noundef 10) #8, !dbg !113
  %10 = trunc i64 %9 to i32, !dbg !114
    #dbg_value(i32 %10, !89, !DIExpression(), !97)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !100
  %11 = icmp slt i32 %10, 0, !dbg !115
  br i1 %11, label %12, label %13, !dbg !101

12:                                               ; preds = %5, %6
  br label %15, !dbg !117

13:                                               ; preds = %6
    #dbg_value(i32 0, !94, !DIExpression(), !118)
  %14 = icmp eq i32 %10, 0, !dbg !119
  br i1 %14, label %17, label %18, !dbg !121

15:                                               ; preds = %12, %15
  %16 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !122
  br label %15, !dbg !117, !llvm.loop !123

17:                                               ; preds = %18, %13
  call void @pthread_exit(ptr noundef null) #9, !dbg !125
  unreachable, !dbg !125

18:                                               ; preds = %13, %18
  %19 = phi i32 [ %21, %18 ], [ 0, %13 ]
    #dbg_value(i32 %19, !94, !DIExpression(), !118)
  %20 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !126
  %21 = add nuw nsw i32 %19, 1, !dbg !127
    #dbg_value(i32 %21, !94, !DIExpression(), !118)
  %22 = icmp eq i32 %21, %10, !dbg !119
  br i1 %22, label %17, label %18, !dbg !121, !llvm.loop !128
}

; Function Attrs: nounwind
declare !dbg !131 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn
declare !dbg !151 void @pthread_exit(ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !154 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

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
!llvm.module.flags = !{!30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 8, type: !29, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tas_local_bug.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "ea812bc7494cccd46d370f0ebe86ac67")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!11, !16, !21, !0, !27}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 12)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 16)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 168, elements: !25)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "inside", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!29 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 8, !"PIC Level", i32 2}
!34 = !{i32 7, !"PIE Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 2}
!36 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!37 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!38 = distinct !DISubprogram(name: "__VERIFIER_atomic_TAS", scope: !3, file: !3, line: 11, type: !39, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !42)
!39 = !DISubroutineType(types: !40)
!40 = !{null, !41, !41}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!42 = !{!43, !44}
!43 = !DILocalVariable(name: "v", arg: 1, scope: !38, file: !3, line: 11, type: !41)
!44 = !DILocalVariable(name: "o", arg: 2, scope: !38, file: !3, line: 11, type: !41)
!45 = !DILocation(line: 0, scope: !38)
!46 = !DILocation(line: 12, column: 8, scope: !38)
!47 = !{!48, !48, i64 0}
!48 = !{!"int", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !DILocation(line: 12, column: 6, scope: !38)
!52 = !DILocation(line: 13, column: 6, scope: !38)
!53 = !DILocation(line: 14, column: 1, scope: !38)
!54 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 16, type: !55, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!9, !9}
!57 = !{!58, !59}
!58 = !DILocalVariable(name: "arg", arg: 1, scope: !54, file: !3, line: 16, type: !9)
!59 = !DILocalVariable(name: "cond", scope: !54, file: !3, line: 17, type: !5)
!60 = distinct !DIAssignID()
!61 = !DILocation(line: 0, scope: !54)
!62 = !DILocation(line: 17, column: 3, scope: !54)
!63 = !DILocation(line: 18, column: 3, scope: !54)
!64 = !DILocation(line: 19, column: 7, scope: !65)
!65 = distinct !DILexicalBlock(scope: !54, file: !3, line: 19, column: 7)
!66 = !DILocation(line: 19, column: 7, scope: !54)
!67 = !DILocation(line: 20, column: 5, scope: !65)
!68 = !DILocation(line: 21, column: 9, scope: !54)
!69 = !DILocation(line: 22, column: 3, scope: !70)
!70 = distinct !DILexicalBlock(scope: !71, file: !3, line: 22, column: 3)
!71 = distinct !DILexicalBlock(scope: !54, file: !3, line: 22, column: 3)
!72 = !DILocation(line: 22, column: 3, scope: !71)
!73 = !DILocation(line: 23, column: 9, scope: !54)
!74 = !DILocation(line: 24, column: 8, scope: !54)
!75 = !DILocation(line: 26, column: 1, scope: !54)
!76 = !DILocation(line: 25, column: 3, scope: !54)
!77 = !DISubprogram(name: "__assert_fail", scope: !78, file: !78, line: 69, type: !79, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!78 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!79 = !DISubroutineType(types: !80)
!80 = !{null, !81, !81, !82, !81}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!82 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!83 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !84, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!5, !5, !6}
!86 = !{!87, !88, !89, !90, !94}
!87 = !DILocalVariable(name: "argc", arg: 1, scope: !83, file: !3, line: 28, type: !5)
!88 = !DILocalVariable(name: "argv", arg: 2, scope: !83, file: !3, line: 28, type: !6)
!89 = !DILocalVariable(name: "n", scope: !83, file: !3, line: 29, type: !5)
!90 = !DILocalVariable(name: "t", scope: !83, file: !3, line: 30, type: !91)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !92, line: 27, baseType: !93)
!92 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!93 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!94 = !DILocalVariable(name: "i", scope: !95, file: !3, line: 34, type: !5)
!95 = distinct !DILexicalBlock(scope: !83, file: !3, line: 34, column: 3)
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 0, scope: !83)
!98 = !DILocation(line: 29, column: 16, scope: !83)
!99 = !DILocation(line: 29, column: 11, scope: !83)
!100 = !DILocation(line: 30, column: 3, scope: !83)
!101 = !DILocation(line: 31, column: 7, scope: !83)
!102 = !DILocation(line: 29, column: 27, scope: !83)
!103 = !{!104, !104, i64 0}
!104 = !{!"any pointer", !49, i64 0}
!105 = !DILocalVariable(name: "__nptr", arg: 1, scope: !106, file: !107, line: 362, type: !81)
!106 = distinct !DISubprogram(name: "atoi", scope: !107, file: !107, line: 362, type: !108, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !110)
!107 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!108 = !DISubroutineType(types: !109)
!109 = !{!5, !81}
!110 = !{!105}
!111 = !DILocation(line: 0, scope: !106, inlinedAt: !112)
!112 = distinct !DILocation(line: 29, column: 22, scope: !83)
!113 = !DILocation(line: 364, column: 16, scope: !106, inlinedAt: !112)
!114 = !DILocation(line: 364, column: 10, scope: !106, inlinedAt: !112)
!115 = !DILocation(line: 31, column: 9, scope: !116)
!116 = distinct !DILexicalBlock(scope: !83, file: !3, line: 31, column: 7)
!117 = !DILocation(line: 32, column: 5, scope: !116)
!118 = !DILocation(line: 0, scope: !95)
!119 = !DILocation(line: 34, column: 21, scope: !120)
!120 = distinct !DILexicalBlock(scope: !95, file: !3, line: 34, column: 3)
!121 = !DILocation(line: 34, column: 3, scope: !95)
!122 = !DILocation(line: 33, column: 7, scope: !116)
!123 = distinct !{!123, !117, !124}
!124 = !DILocation(line: 33, column: 38, scope: !116)
!125 = !DILocation(line: 36, column: 3, scope: !83)
!126 = !DILocation(line: 35, column: 5, scope: !120)
!127 = !DILocation(line: 34, column: 27, scope: !120)
!128 = distinct !{!128, !121, !129, !130}
!129 = !DILocation(line: 35, column: 36, scope: !95)
!130 = !{!"llvm.loop.mustprogress"}
!131 = !DISubprogram(name: "pthread_create", scope: !132, file: !132, line: 202, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!133 = !DISubroutineType(types: !134)
!134 = !{!5, !135, !137, !149, !150}
!135 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !138)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !140)
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !92, line: 62, baseType: !141)
!141 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !92, line: 56, size: 448, elements: !142)
!142 = !{!143, !147}
!143 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !141, file: !92, line: 58, baseType: !144, size: 448)
!144 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !145)
!145 = !{!146}
!146 = !DISubrange(count: 56)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !141, file: !92, line: 59, baseType: !148, size: 64)
!148 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !9)
!151 = !DISubprogram(name: "pthread_exit", scope: !132, file: !132, line: 211, type: !152, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!152 = !DISubroutineType(types: !153)
!153 = !{null, !9}
!154 = !DISubprogram(name: "strtol", scope: !107, file: !107, line: 177, type: !155, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!155 = !DISubroutineType(types: !156)
!156 = !{!148, !157, !158, !5}
!157 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!158 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
