; ModuleID = 'dekker_weak.c'
source_filename = "dekker_weak.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@wants = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !0
@turn = dso_local global i32 0, align 4, !dbg !20
@in_cs = dso_local global i32 0, align 4, !dbg !24
@.str = private unnamed_addr constant [56 x i8] c"atomic_load_explicit(&in_cs, memory_order_relaxed) == 1\00", align 1, !dbg !28
@.str.1 = private unnamed_addr constant [14 x i8] c"dekker_weak.c\00", align 1, !dbg !34
@__PRETTY_FUNCTION__.critical = private unnamed_addr constant [20 x i8] c"void critical(void)\00", align 1, !dbg !39

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !56 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !69
    #dbg_assign(i1 undef, !60, !DIExpression(), !69, ptr %1, !DIExpression(), !70)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #5, !dbg !71
    #dbg_value(i64 0, !65, !DIExpression(), !72)
  br label %2, !dbg !73

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %7, %2 ]
    #dbg_value(i64 %3, !65, !DIExpression(), !72)
  %4 = getelementptr inbounds [2 x i64], ptr %1, i64 0, i64 %3, !dbg !74
  %5 = inttoptr i64 %3 to ptr, !dbg !76
  %6 = call i32 @pthread_create(ptr noundef nonnull %4, ptr noundef null, ptr noundef nonnull @worker, ptr noundef %5) #5, !dbg !77
  %7 = add nuw nsw i64 %3, 1, !dbg !78
    #dbg_value(i64 %7, !65, !DIExpression(), !72)
  %8 = icmp eq i64 %3, 0, !dbg !79
  br i1 %8, label %2, label %10, !dbg !73, !llvm.loop !80

9:                                                ; preds = %10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #5, !dbg !84
  ret i32 0, !dbg !85

10:                                               ; preds = %2, %10
  %11 = phi i64 [ %15, %10 ], [ 0, %2 ]
    #dbg_value(i64 %11, !67, !DIExpression(), !86)
  %12 = getelementptr inbounds [2 x i64], ptr %1, i64 0, i64 %11, !dbg !87
  %13 = load i64, ptr %12, align 8, !dbg !87, !tbaa !89
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #5, !dbg !93
  %15 = add nuw nsw i64 %11, 1, !dbg !94
    #dbg_value(i64 %15, !67, !DIExpression(), !86)
  %16 = icmp eq i64 %11, 0, !dbg !95
  br i1 %16, label %10, label %9, !dbg !96, !llvm.loop !97
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !99 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @worker(ptr noundef %0) #0 !dbg !117 {
    #dbg_value(ptr %0, !119, !DIExpression(), !123)
  %2 = ptrtoint ptr %0 to i64, !dbg !124
  %3 = trunc i64 %2 to i32, !dbg !125
    #dbg_value(i32 %3, !120, !DIExpression(), !123)
    #dbg_value(i32 0, !121, !DIExpression(), !126)
  %4 = sub nsw i32 1, %3
  %5 = shl i64 %2, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds [2 x i32], ptr @wants, i64 0, i64 %6
    #dbg_value(i32 0, !121, !DIExpression(), !126)
  %8 = sext i32 %4 to i64
  %9 = getelementptr inbounds [2 x i32], ptr @wants, i64 0, i64 %8
  br label %11, !dbg !127

10:                                               ; preds = %31
  ret ptr null, !dbg !128

11:                                               ; preds = %1, %31
  %12 = phi i32 [ 0, %1 ], [ %33, %31 ]
    #dbg_value(i32 %12, !121, !DIExpression(), !126)
    #dbg_value(i32 %3, !129, !DIExpression(), !135)
    #dbg_value(i32 %4, !134, !DIExpression(), !135)
  store volatile i32 1, ptr %7, align 4, !dbg !139, !tbaa !140
  fence seq_cst, !dbg !142
  %13 = load volatile i32, ptr %9, align 4, !dbg !143, !tbaa !140
  %14 = icmp eq i32 %13, 0, !dbg !144
  br i1 %14, label %26, label %15, !dbg !144

15:                                               ; preds = %11, %23
  %16 = load volatile i32, ptr @turn, align 4, !dbg !145, !tbaa !140
  %17 = icmp eq i32 %16, %3, !dbg !148
  br i1 %17, label %23, label %18, !dbg !149

18:                                               ; preds = %15
  store volatile i32 0, ptr %7, align 4, !dbg !150, !tbaa !140
  br label %19, !dbg !152

19:                                               ; preds = %19, %18
  %20 = load volatile i32, ptr @turn, align 4, !dbg !153, !tbaa !140
  %21 = icmp eq i32 %20, %3, !dbg !154
  br i1 %21, label %22, label %19, !dbg !152, !llvm.loop !155

22:                                               ; preds = %19
  store volatile i32 1, ptr %7, align 4, !dbg !157, !tbaa !140
  fence seq_cst, !dbg !158
  br label %23, !dbg !159

23:                                               ; preds = %22, %15
  %24 = load volatile i32, ptr %9, align 4, !dbg !143, !tbaa !140
  %25 = icmp eq i32 %24, 0, !dbg !144
  br i1 %25, label %26, label %15, !dbg !144, !llvm.loop !160

26:                                               ; preds = %23, %11
  %27 = atomicrmw add ptr @in_cs, i32 1 monotonic, align 4, !dbg !162
  %28 = load atomic i32, ptr @in_cs monotonic, align 4, !dbg !167
  %29 = icmp eq i32 %28, 1, !dbg !167
  br i1 %29, label %31, label %30, !dbg !170

30:                                               ; preds = %26
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 76, ptr noundef nonnull @__PRETTY_FUNCTION__.critical) #6, !dbg !167
  unreachable, !dbg !167

31:                                               ; preds = %26
  %32 = atomicrmw sub ptr @in_cs, i32 1 monotonic, align 4, !dbg !171
    #dbg_value(i32 %3, !172, !DIExpression(), !175)
  store volatile i32 %4, ptr @turn, align 4, !dbg !177, !tbaa !140
  store volatile i32 0, ptr %7, align 4, !dbg !178, !tbaa !140
  %33 = add nuw nsw i32 %12, 1, !dbg !179
    #dbg_value(i32 %33, !121, !DIExpression(), !126)
  %34 = icmp eq i32 %12, 0, !dbg !180
  br i1 %34, label %11, label %10, !dbg !127, !llvm.loop !181
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !183 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !187 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "wants", scope: !2, file: !3, line: 47, type: !45, isLocal: false, isDefinition: true)
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
!19 = !{!0, !20, !24, !28, !34, !39}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "turn", scope: !2, file: !3, line: 48, type: !22, isLocal: false, isDefinition: true)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "var_t", file: !3, line: 36, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !17)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "in_cs", scope: !2, file: !3, line: 49, type: !26, isLocal: false, isDefinition: true)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !27)
!27 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !17)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 448, elements: !32)
!31 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!32 = !{!33}
!33 = !DISubrange(count: 56)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 112, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 14)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 160, elements: !43)
!42 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!43 = !{!44}
!44 = !DISubrange(count: 20)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 2)
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 8, !"PIC Level", i32 2}
!52 = !{i32 7, !"PIE Level", i32 2}
!53 = !{i32 7, !"uwtable", i32 2}
!54 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!55 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!56 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 91, type: !57, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{!17}
!59 = !{!60, !65, !67}
!60 = !DILocalVariable(name: "t", scope: !56, file: !3, line: 93, type: !61)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 128, elements: !46)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !63, line: 27, baseType: !64)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!64 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!65 = !DILocalVariable(name: "i", scope: !66, file: !3, line: 94, type: !18)
!66 = distinct !DILexicalBlock(scope: !56, file: !3, line: 94, column: 5)
!67 = !DILocalVariable(name: "i", scope: !68, file: !3, line: 96, type: !17)
!68 = distinct !DILexicalBlock(scope: !56, file: !3, line: 96, column: 5)
!69 = distinct !DIAssignID()
!70 = !DILocation(line: 0, scope: !56)
!71 = !DILocation(line: 93, column: 5, scope: !56)
!72 = !DILocation(line: 0, scope: !66)
!73 = !DILocation(line: 94, column: 5, scope: !66)
!74 = !DILocation(line: 95, column: 25, scope: !75)
!75 = distinct !DILexicalBlock(scope: !66, file: !3, line: 94, column: 5)
!76 = !DILocation(line: 95, column: 45, scope: !75)
!77 = !DILocation(line: 95, column: 9, scope: !75)
!78 = !DILocation(line: 94, column: 30, scope: !75)
!79 = !DILocation(line: 94, column: 24, scope: !75)
!80 = distinct !{!80, !73, !81, !82, !83}
!81 = !DILocation(line: 95, column: 54, scope: !66)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !{!"llvm.loop.unroll.disable"}
!84 = !DILocation(line: 99, column: 1, scope: !56)
!85 = !DILocation(line: 98, column: 5, scope: !56)
!86 = !DILocation(line: 0, scope: !68)
!87 = !DILocation(line: 97, column: 22, scope: !88)
!88 = distinct !DILexicalBlock(scope: !68, file: !3, line: 96, column: 5)
!89 = !{!90, !90, i64 0}
!90 = !{!"long", !91, i64 0}
!91 = !{!"omnipotent char", !92, i64 0}
!92 = !{!"Simple C/C++ TBAA"}
!93 = !DILocation(line: 97, column: 9, scope: !88)
!94 = !DILocation(line: 96, column: 29, scope: !88)
!95 = !DILocation(line: 96, column: 23, scope: !88)
!96 = !DILocation(line: 96, column: 5, scope: !68)
!97 = distinct !{!97, !96, !98, !82, !83}
!98 = !DILocation(line: 97, column: 32, scope: !68)
!99 = !DISubprogram(name: "pthread_create", scope: !100, file: !100, line: 202, type: !101, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!101 = !DISubroutineType(types: !102)
!102 = !{!17, !103, !105, !113, !116}
!103 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !104)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !108)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !63, line: 62, baseType: !109)
!109 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !63, line: 56, size: 448, elements: !110)
!110 = !{!111, !112}
!111 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !109, file: !63, line: 58, baseType: !30, size: 448)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !109, file: !63, line: 59, baseType: !18, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DISubroutineType(types: !115)
!115 = !{!16, !16}
!116 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!117 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 80, type: !114, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !118)
!118 = !{!119, !120, !121}
!119 = !DILocalVariable(name: "arg", arg: 1, scope: !117, file: !3, line: 80, type: !16)
!120 = !DILocalVariable(name: "self", scope: !117, file: !3, line: 82, type: !17)
!121 = !DILocalVariable(name: "i", scope: !122, file: !3, line: 83, type: !17)
!122 = distinct !DILexicalBlock(scope: !117, file: !3, line: 83, column: 5)
!123 = !DILocation(line: 0, scope: !117)
!124 = !DILocation(line: 82, column: 21, scope: !117)
!125 = !DILocation(line: 82, column: 16, scope: !117)
!126 = !DILocation(line: 0, scope: !122)
!127 = !DILocation(line: 83, column: 5, scope: !122)
!128 = !DILocation(line: 88, column: 5, scope: !117)
!129 = !DILocalVariable(name: "self", arg: 1, scope: !130, file: !3, line: 51, type: !17)
!130 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 51, type: !131, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{null, !17}
!133 = !{!129, !134}
!134 = !DILocalVariable(name: "other", scope: !130, file: !3, line: 53, type: !17)
!135 = !DILocation(line: 0, scope: !130, inlinedAt: !136)
!136 = distinct !DILocation(line: 84, column: 9, scope: !137)
!137 = distinct !DILexicalBlock(scope: !138, file: !3, line: 83, column: 37)
!138 = distinct !DILexicalBlock(scope: !122, file: !3, line: 83, column: 5)
!139 = !DILocation(line: 54, column: 5, scope: !130, inlinedAt: !136)
!140 = !{!141, !141, i64 0}
!141 = !{!"int", !91, i64 0}
!142 = !DILocation(line: 55, column: 5, scope: !130, inlinedAt: !136)
!143 = !DILocation(line: 56, column: 12, scope: !130, inlinedAt: !136)
!144 = !DILocation(line: 56, column: 5, scope: !130, inlinedAt: !136)
!145 = !DILocation(line: 57, column: 13, scope: !146, inlinedAt: !136)
!146 = distinct !DILexicalBlock(scope: !147, file: !3, line: 57, column: 13)
!147 = distinct !DILexicalBlock(scope: !130, file: !3, line: 56, column: 32)
!148 = !DILocation(line: 57, column: 24, scope: !146, inlinedAt: !136)
!149 = !DILocation(line: 57, column: 13, scope: !147, inlinedAt: !136)
!150 = !DILocation(line: 58, column: 13, scope: !151, inlinedAt: !136)
!151 = distinct !DILexicalBlock(scope: !146, file: !3, line: 57, column: 33)
!152 = !DILocation(line: 59, column: 13, scope: !151, inlinedAt: !136)
!153 = !DILocation(line: 59, column: 20, scope: !151, inlinedAt: !136)
!154 = !DILocation(line: 59, column: 31, scope: !151, inlinedAt: !136)
!155 = distinct !{!155, !152, !156, !82, !83}
!156 = !DILocation(line: 60, column: 17, scope: !151, inlinedAt: !136)
!157 = !DILocation(line: 61, column: 13, scope: !151, inlinedAt: !136)
!158 = !DILocation(line: 62, column: 13, scope: !151, inlinedAt: !136)
!159 = !DILocation(line: 63, column: 9, scope: !151, inlinedAt: !136)
!160 = distinct !{!160, !144, !161, !82, !83}
!161 = !DILocation(line: 64, column: 5, scope: !130, inlinedAt: !136)
!162 = !DILocation(line: 75, column: 5, scope: !163, inlinedAt: !166)
!163 = distinct !DISubprogram(name: "critical", scope: !3, file: !3, line: 73, type: !164, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!164 = !DISubroutineType(types: !165)
!165 = !{null}
!166 = distinct !DILocation(line: 85, column: 9, scope: !137)
!167 = !DILocation(line: 76, column: 5, scope: !168, inlinedAt: !166)
!168 = distinct !DILexicalBlock(scope: !169, file: !3, line: 76, column: 5)
!169 = distinct !DILexicalBlock(scope: !163, file: !3, line: 76, column: 5)
!170 = !DILocation(line: 76, column: 5, scope: !169, inlinedAt: !166)
!171 = !DILocation(line: 77, column: 5, scope: !163, inlinedAt: !166)
!172 = !DILocalVariable(name: "self", arg: 1, scope: !173, file: !3, line: 67, type: !17)
!173 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 67, type: !131, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !174)
!174 = !{!172}
!175 = !DILocation(line: 0, scope: !173, inlinedAt: !176)
!176 = distinct !DILocation(line: 86, column: 9, scope: !137)
!177 = !DILocation(line: 69, column: 5, scope: !173, inlinedAt: !176)
!178 = !DILocation(line: 70, column: 5, scope: !173, inlinedAt: !176)
!179 = !DILocation(line: 83, column: 33, scope: !138)
!180 = !DILocation(line: 83, column: 23, scope: !138)
!181 = distinct !{!181, !127, !182, !82, !83}
!182 = !DILocation(line: 87, column: 5, scope: !122)
!183 = !DISubprogram(name: "pthread_join", scope: !100, file: !100, line: 219, type: !184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !DISubroutineType(types: !185)
!185 = !{!17, !62, !186}
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!187 = !DISubprogram(name: "__assert_fail", scope: !188, file: !188, line: 69, type: !189, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!188 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!189 = !DISubroutineType(types: !190)
!190 = !{null, !191, !191, !7, !191}
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
