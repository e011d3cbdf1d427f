; ModuleID = 'dekker_weak.c'
source_filename = "dekker_weak.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@wants = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !0
@turn = dso_local local_unnamed_addr global i32 0, align 4, !dbg !20
@in_cs = dso_local global i32 0, align 4, !dbg !25
@.str = private unnamed_addr constant [56 x i8] c"atomic_load_explicit(&in_cs, memory_order_relaxed) == 1\00", align 1, !dbg !27
@.str.1 = private unnamed_addr constant [14 x i8] c"dekker_weak.c\00", align 1, !dbg !33
@__PRETTY_FUNCTION__.critical = private unnamed_addr constant [20 x i8] c"void critical(void)\00", align 1, !dbg !38

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !55 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !68
    #dbg_assign(i1 undef, !59, !DIExpression(), !68, ptr %1, !DIExpression(), !69)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #5, !dbg !70
    #dbg_value(i64 0, !64, !DIExpression(), !71)
    #dbg_value(i64 0, !64, !DIExpression(), !71)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !72
    #dbg_value(i64 1, !64, !DIExpression(), !71)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !74
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #5, !dbg !72
    #dbg_value(i64 2, !64, !DIExpression(), !71)
    #dbg_value(i64 0, !66, !DIExpression(), !75)
  %5 = load i64, ptr %1, align 16, !dbg !76, !tbaa !78
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #5, !dbg !82
    #dbg_value(i64 1, !66, !DIExpression(), !75)
  %7 = load i64, ptr %3, align 8, !dbg !76, !tbaa !78
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5, !dbg !82
    #dbg_value(i64 2, !66, !DIExpression(), !75)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #5, !dbg !83
  ret i32 0, !dbg !84
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !85 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @worker(ptr noundef %0) #0 !dbg !103 {
    #dbg_value(ptr %0, !105, !DIExpression(), !109)
  %2 = ptrtoint ptr %0 to i64, !dbg !110
  %3 = trunc i64 %2 to i32, !dbg !111
    #dbg_value(i32 %3, !106, !DIExpression(), !109)
    #dbg_value(i32 0, !107, !DIExpression(), !112)
  %4 = sub nsw i32 1, %3
  %5 = shl i64 %2, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds [2 x i32], ptr @wants, i64 0, i64 %6
  %8 = sext i32 %4 to i64
  %9 = getelementptr inbounds [2 x i32], ptr @wants, i64 0, i64 %8
    #dbg_value(i32 0, !107, !DIExpression(), !112)
    #dbg_value(i32 0, !107, !DIExpression(), !112)
    #dbg_value(i32 %3, !113, !DIExpression(), !119)
    #dbg_value(i32 %4, !118, !DIExpression(), !119)
  store atomic i32 1, ptr %7 seq_cst, align 4, !dbg !123
  %10 = load atomic i32, ptr %9 seq_cst, align 4, !dbg !124
  %11 = icmp eq i32 %10, 0, !dbg !125
  br i1 %11, label %23, label %12, !dbg !125

12:                                               ; preds = %1, %20
  %13 = load atomic i32, ptr @turn seq_cst, align 4, !dbg !126
  %14 = icmp eq i32 %13, %3, !dbg !129
  br i1 %14, label %20, label %15, !dbg !130

15:                                               ; preds = %12
  store atomic i32 0, ptr %7 seq_cst, align 4, !dbg !131
  br label %16, !dbg !133

16:                                               ; preds = %16, %15
  %17 = load atomic i32, ptr @turn seq_cst, align 4, !dbg !134
  %18 = icmp eq i32 %17, %3, !dbg !135
  br i1 %18, label %19, label %16, !dbg !133, !llvm.loop !136

19:                                               ; preds = %16
  store atomic i32 1, ptr %7 seq_cst, align 4, !dbg !139
  br label %20, !dbg !140

20:                                               ; preds = %19, %12
  %21 = load atomic i32, ptr %9 seq_cst, align 4, !dbg !124
  %22 = icmp eq i32 %21, 0, !dbg !125
  br i1 %22, label %23, label %12, !dbg !125, !llvm.loop !141

23:                                               ; preds = %20, %1
  %24 = atomicrmw add ptr @in_cs, i32 1 monotonic, align 4, !dbg !143
  %25 = load atomic i32, ptr @in_cs monotonic, align 4, !dbg !148
  %26 = icmp eq i32 %25, 1, !dbg !148
  br i1 %26, label %28, label %27, !dbg !151

27:                                               ; preds = %43, %23
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 76, ptr noundef nonnull @__PRETTY_FUNCTION__.critical) #6, !dbg !148
  unreachable, !dbg !148

28:                                               ; preds = %23
  %29 = atomicrmw sub ptr @in_cs, i32 1 monotonic, align 4, !dbg !152
    #dbg_value(i32 %3, !153, !DIExpression(), !156)
  store atomic i32 %4, ptr @turn seq_cst, align 4, !dbg !158
  store atomic i32 0, ptr %7 seq_cst, align 4, !dbg !159
    #dbg_value(i32 1, !107, !DIExpression(), !112)
    #dbg_value(i32 %3, !113, !DIExpression(), !119)
    #dbg_value(i32 %4, !118, !DIExpression(), !119)
  store atomic i32 1, ptr %7 seq_cst, align 4, !dbg !123
  %30 = load atomic i32, ptr %9 seq_cst, align 4, !dbg !124
  %31 = icmp eq i32 %30, 0, !dbg !125
  br i1 %31, label %43, label %32, !dbg !125

32:                                               ; preds = %28, %40
  %33 = load atomic i32, ptr @turn seq_cst, align 4, !dbg !126
  %34 = icmp eq i32 %33, %3, !dbg !129
  br i1 %34, label %40, label %35, !dbg !130

35:                                               ; preds = %32
  store atomic i32 0, ptr %7 seq_cst, align 4, !dbg !131
  br label %36, !dbg !133

36:                                               ; preds = %36, %35
  %37 = load atomic i32, ptr @turn seq_cst, align 4, !dbg !134
  %38 = icmp eq i32 %37, %3, !dbg !135
  br i1 %38, label %39, label %36, !dbg !133, !llvm.loop !136

39:                                               ; preds = %36
  store atomic i32 1, ptr %7 seq_cst, align 4, !dbg !139
  br label %40, !dbg !140

40:                                               ; preds = %39, %32
  %41 = load atomic i32, ptr %9 seq_cst, align 4, !dbg !124
  %42 = icmp eq i32 %41, 0, !dbg !125
  br i1 %42, label %43, label %32, !dbg !125, !llvm.loop !141

43:                                               ; preds = %40, %28
  %44 = atomicrmw add ptr @in_cs, i32 1 monotonic, align 4, !dbg !143
  %45 = load atomic i32, ptr @in_cs monotonic, align 4, !dbg !148
  %46 = icmp eq i32 %45, 1, !dbg !148
  br i1 %46, label %47, label %27, !dbg !151

47:                                               ; preds = %43
  %48 = atomicrmw sub ptr @in_cs, i32 1 monotonic, align 4, !dbg !152
    #dbg_value(i32 %3, !153, !DIExpression(), !156)
  store atomic i32 %4, ptr @turn seq_cst, align 4, !dbg !158
  store atomic i32 0, ptr %7 seq_cst, align 4, !dbg !159
    #dbg_value(i32 2, !107, !DIExpression(), !112)
  ret ptr null, !dbg !160
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !161 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !165 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "wants", scope: !2, file: !3, line: 47, type: !44, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !19, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dekker_weak.c", directory: ".", checksumkind: CSK_MD5, checksum: "009f045019c2faab6f2f5a93445279c4")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16, !17, !18}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!19 = !{!0, !20, !25, !27, !33, !38}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "turn", scope: !2, file: !3, line: 48, type: !22, isLocal: false, isDefinition: true)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "var_t", file: !3, line: 27, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !17)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "in_cs", scope: !2, file: !3, line: 49, type: !23, isLocal: false, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 448, elements: !31)
!30 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!31 = !{!32}
!32 = !DISubrange(count: 56)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 112, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 14)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 160, elements: !42)
!41 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!42 = !{!43}
!43 = !DISubrange(count: 20)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 2)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 91, type: !56, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!17}
!58 = !{!59, !64, !66}
!59 = !DILocalVariable(name: "t", scope: !55, file: !3, line: 93, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 128, elements: !45)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !62, line: 27, baseType: !63)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!63 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!64 = !DILocalVariable(name: "i", scope: !65, file: !3, line: 94, type: !18)
!65 = distinct !DILexicalBlock(scope: !55, file: !3, line: 94, column: 5)
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 96, type: !17)
!67 = distinct !DILexicalBlock(scope: !55, file: !3, line: 96, column: 5)
!68 = distinct !DIAssignID()
!69 = !DILocation(line: 0, scope: !55)
!70 = !DILocation(line: 93, column: 5, scope: !55)
!71 = !DILocation(line: 0, scope: !65)
!72 = !DILocation(line: 95, column: 9, scope: !73)
!73 = distinct !DILexicalBlock(scope: !65, file: !3, line: 94, column: 5)
!74 = !DILocation(line: 95, column: 25, scope: !73)
!75 = !DILocation(line: 0, scope: !67)
!76 = !DILocation(line: 97, column: 22, scope: !77)
!77 = distinct !DILexicalBlock(scope: !67, file: !3, line: 96, column: 5)
!78 = !{!79, !79, i64 0}
!79 = !{!"long", !80, i64 0}
!80 = !{!"omnipotent char", !81, i64 0}
!81 = !{!"Simple C/C++ TBAA"}
!82 = !DILocation(line: 97, column: 9, scope: !77)
!83 = !DILocation(line: 99, column: 1, scope: !55)
!84 = !DILocation(line: 98, column: 5, scope: !55)
!85 = !DISubprogram(name: "pthread_create", scope: !86, file: !86, line: 202, type: !87, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!86 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!87 = !DISubroutineType(types: !88)
!88 = !{!17, !89, !91, !99, !102}
!89 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !62, line: 62, baseType: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !62, line: 56, size: 448, elements: !96)
!96 = !{!97, !98}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !95, file: !62, line: 58, baseType: !29, size: 448)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !95, file: !62, line: 59, baseType: !18, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DISubroutineType(types: !101)
!101 = !{!16, !16}
!102 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!103 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 80, type: !100, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !104)
!104 = !{!105, !106, !107}
!105 = !DILocalVariable(name: "arg", arg: 1, scope: !103, file: !3, line: 80, type: !16)
!106 = !DILocalVariable(name: "self", scope: !103, file: !3, line: 82, type: !17)
!107 = !DILocalVariable(name: "i", scope: !108, file: !3, line: 83, type: !17)
!108 = distinct !DILexicalBlock(scope: !103, file: !3, line: 83, column: 5)
!109 = !DILocation(line: 0, scope: !103)
!110 = !DILocation(line: 82, column: 21, scope: !103)
!111 = !DILocation(line: 82, column: 16, scope: !103)
!112 = !DILocation(line: 0, scope: !108)
!113 = !DILocalVariable(name: "self", arg: 1, scope: !114, file: !3, line: 51, type: !17)
!114 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 51, type: !115, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{null, !17}
!117 = !{!113, !118}
!118 = !DILocalVariable(name: "other", scope: !114, file: !3, line: 53, type: !17)
!119 = !DILocation(line: 0, scope: !114, inlinedAt: !120)
!120 = distinct !DILocation(line: 84, column: 9, scope: !121)
!121 = distinct !DILexicalBlock(scope: !122, file: !3, line: 83, column: 37)
!122 = distinct !DILexicalBlock(scope: !108, file: !3, line: 83, column: 5)
!123 = !DILocation(line: 54, column: 5, scope: !114, inlinedAt: !120)
!124 = !DILocation(line: 56, column: 12, scope: !114, inlinedAt: !120)
!125 = !DILocation(line: 56, column: 5, scope: !114, inlinedAt: !120)
!126 = !DILocation(line: 57, column: 13, scope: !127, inlinedAt: !120)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 57, column: 13)
!128 = distinct !DILexicalBlock(scope: !114, file: !3, line: 56, column: 32)
!129 = !DILocation(line: 57, column: 24, scope: !127, inlinedAt: !120)
!130 = !DILocation(line: 57, column: 13, scope: !128, inlinedAt: !120)
!131 = !DILocation(line: 58, column: 13, scope: !132, inlinedAt: !120)
!132 = distinct !DILexicalBlock(scope: !127, file: !3, line: 57, column: 33)
!133 = !DILocation(line: 59, column: 13, scope: !132, inlinedAt: !120)
!134 = !DILocation(line: 59, column: 20, scope: !132, inlinedAt: !120)
!135 = !DILocation(line: 59, column: 31, scope: !132, inlinedAt: !120)
!136 = distinct !{!136, !133, !137, !138}
!137 = !DILocation(line: 60, column: 17, scope: !132, inlinedAt: !120)
!138 = !{!"llvm.loop.mustprogress"}
!139 = !DILocation(line: 61, column: 13, scope: !132, inlinedAt: !120)
!140 = !DILocation(line: 63, column: 9, scope: !132, inlinedAt: !120)
!141 = distinct !{!141, !125, !142, !138}
!142 = !DILocation(line: 64, column: 5, scope: !114, inlinedAt: !120)
!143 = !DILocation(line: 75, column: 5, scope: !144, inlinedAt: !147)
!144 = distinct !DISubprogram(name: "critical", scope: !3, file: !3, line: 73, type: !145, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!145 = !DISubroutineType(types: !146)
!146 = !{null}
!147 = distinct !DILocation(line: 85, column: 9, scope: !121)
!148 = !DILocation(line: 76, column: 5, scope: !149, inlinedAt: !147)
!149 = distinct !DILexicalBlock(scope: !150, file: !3, line: 76, column: 5)
!150 = distinct !DILexicalBlock(scope: !144, file: !3, line: 76, column: 5)
!151 = !DILocation(line: 76, column: 5, scope: !150, inlinedAt: !147)
!152 = !DILocation(line: 77, column: 5, scope: !144, inlinedAt: !147)
!153 = !DILocalVariable(name: "self", arg: 1, scope: !154, file: !3, line: 67, type: !17)
!154 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 67, type: !115, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !155)
!155 = !{!153}
!156 = !DILocation(line: 0, scope: !154, inlinedAt: !157)
!157 = distinct !DILocation(line: 86, column: 9, scope: !121)
!158 = !DILocation(line: 69, column: 5, scope: !154, inlinedAt: !157)
!159 = !DILocation(line: 70, column: 5, scope: !154, inlinedAt: !157)
!160 = !DILocation(line: 88, column: 5, scope: !103)
!161 = !DISubprogram(name: "pthread_join", scope: !86, file: !86, line: 219, type: !162, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!162 = !DISubroutineType(types: !163)
!163 = !{!17, !61, !164}
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!165 = !DISubprogram(name: "__assert_fail", scope: !166, file: !166, line: 69, type: !167, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!166 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!167 = !DISubroutineType(types: !168)
!168 = !{null, !169, !169, !7, !169}
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
