; ModuleID = 'peterson_weak.c'
source_filename = "peterson_weak.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@flag = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !0
@turn = dso_local local_unnamed_addr global i32 0, align 4, !dbg !20
@in_cs = dso_local global i32 0, align 4, !dbg !25
@.str = private unnamed_addr constant [56 x i8] c"atomic_load_explicit(&in_cs, memory_order_relaxed) == 1\00", align 1, !dbg !27
@.str.1 = private unnamed_addr constant [16 x i8] c"peterson_weak.c\00", align 1, !dbg !33
@__PRETTY_FUNCTION__.critical = private unnamed_addr constant [20 x i8] c"void critical(void)\00", align 1, !dbg !38

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !55 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !68
    #dbg_assign(i1 undef, !59, !DIExpression(), !68, ptr %1, !DIExpression(), !69)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #5, !dbg !70
    #dbg_value(i64 0, !64, !DIExpression(), !71)
  br label %2, !dbg !72

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %7, %2 ]
    #dbg_value(i64 %3, !64, !DIExpression(), !71)
  %4 = getelementptr inbounds [2 x i64], ptr %1, i64 0, i64 %3, !dbg !73
  %5 = inttoptr i64 %3 to ptr, !dbg !75
  %6 = call i32 @pthread_create(ptr noundef nonnull %4, ptr noundef null, ptr noundef nonnull @worker, ptr noundef %5) #5, !dbg !76
  %7 = add nuw nsw i64 %3, 1, !dbg !77
    #dbg_value(i64 %7, !64, !DIExpression(), !71)
  %8 = icmp eq i64 %3, 0, !dbg !78
  br i1 %8, label %2, label %10, !dbg !72, !llvm.loop !79

9:                                                ; preds = %10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #5, !dbg !83
  ret i32 0, !dbg !84

10:                                               ; preds = %2, %10
  %11 = phi i64 [ %15, %10 ], [ 0, %2 ]
    #dbg_value(i64 %11, !66, !DIExpression(), !85)
  %12 = getelementptr inbounds [2 x i64], ptr %1, i64 0, i64 %11, !dbg !86
  %13 = load i64, ptr %12, align 8, !dbg !86, !tbaa !88
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #5, !dbg !92
  %15 = add nuw nsw i64 %11, 1, !dbg !93
    #dbg_value(i64 %15, !66, !DIExpression(), !85)
  %16 = icmp eq i64 %11, 0, !dbg !94
  br i1 %16, label %10, label %9, !dbg !95, !llvm.loop !96
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !98 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @worker(ptr noundef %0) #0 !dbg !116 {
    #dbg_value(ptr %0, !118, !DIExpression(), !122)
  %2 = ptrtoint ptr %0 to i64, !dbg !123
  %3 = trunc i64 %2 to i32, !dbg !124
    #dbg_value(i32 %3, !119, !DIExpression(), !122)
    #dbg_value(i32 0, !120, !DIExpression(), !125)
  %4 = sub nsw i32 1, %3
  %5 = shl i64 %2, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %6
  %8 = sext i32 %4 to i64
  %9 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %8
    #dbg_value(i32 0, !120, !DIExpression(), !125)
  br label %11, !dbg !126

10:                                               ; preds = %24
  ret ptr null, !dbg !127

11:                                               ; preds = %1, %24
  %12 = phi i32 [ 0, %1 ], [ %26, %24 ]
    #dbg_value(i32 %12, !120, !DIExpression(), !125)
    #dbg_value(i32 %3, !128, !DIExpression(), !134)
    #dbg_value(i32 %4, !133, !DIExpression(), !134)
  store atomic i32 1, ptr %7 seq_cst, align 4, !dbg !138
  store atomic i32 %4, ptr @turn seq_cst, align 4, !dbg !139
  br label %13, !dbg !140

13:                                               ; preds = %16, %11
  %14 = load atomic i32, ptr %9 seq_cst, align 4, !dbg !141
  %15 = icmp eq i32 %14, 1, !dbg !142
  br i1 %15, label %16, label %19, !dbg !143

16:                                               ; preds = %13
  %17 = load atomic i32, ptr @turn seq_cst, align 4, !dbg !144
  %18 = icmp eq i32 %17, %4, !dbg !145
  br i1 %18, label %13, label %19, !dbg !140, !llvm.loop !146

19:                                               ; preds = %13, %16
  %20 = atomicrmw add ptr @in_cs, i32 1 monotonic, align 4, !dbg !148
  %21 = load atomic i32, ptr @in_cs monotonic, align 4, !dbg !153
  %22 = icmp eq i32 %21, 1, !dbg !153
  br i1 %22, label %24, label %23, !dbg !156

23:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 72, ptr noundef nonnull @__PRETTY_FUNCTION__.critical) #6, !dbg !153
  unreachable, !dbg !153

24:                                               ; preds = %19
  %25 = atomicrmw sub ptr @in_cs, i32 1 monotonic, align 4, !dbg !157
    #dbg_value(i32 %3, !158, !DIExpression(), !161)
  store atomic i32 0, ptr %7 seq_cst, align 4, !dbg !163
  %26 = add nuw nsw i32 %12, 1, !dbg !164
    #dbg_value(i32 %26, !120, !DIExpression(), !125)
  %27 = icmp eq i32 %12, 0, !dbg !165
  br i1 %27, label %11, label %10, !dbg !126, !llvm.loop !166
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !168 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !172 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

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
!1 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 50, type: !44, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !19, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "peterson_weak.c", directory: ".", checksumkind: CSK_MD5, checksum: "d67fb83e8be1253c0f54ceace1fc9201")
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
!21 = distinct !DIGlobalVariable(name: "turn", scope: !2, file: !3, line: 51, type: !22, isLocal: false, isDefinition: true)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "var_t", file: !3, line: 30, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !17)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "in_cs", scope: !2, file: !3, line: 52, type: !23, isLocal: false, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 448, elements: !31)
!30 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!31 = !{!32}
!32 = !DISubrange(count: 56)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 128, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 16)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !40, isLocal: true, isDefinition: true)
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
!55 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 87, type: !56, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!17}
!58 = !{!59, !64, !66}
!59 = !DILocalVariable(name: "t", scope: !55, file: !3, line: 89, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 128, elements: !45)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !62, line: 27, baseType: !63)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!63 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!64 = !DILocalVariable(name: "i", scope: !65, file: !3, line: 90, type: !18)
!65 = distinct !DILexicalBlock(scope: !55, file: !3, line: 90, column: 5)
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 92, type: !17)
!67 = distinct !DILexicalBlock(scope: !55, file: !3, line: 92, column: 5)
!68 = distinct !DIAssignID()
!69 = !DILocation(line: 0, scope: !55)
!70 = !DILocation(line: 89, column: 5, scope: !55)
!71 = !DILocation(line: 0, scope: !65)
!72 = !DILocation(line: 90, column: 5, scope: !65)
!73 = !DILocation(line: 91, column: 25, scope: !74)
!74 = distinct !DILexicalBlock(scope: !65, file: !3, line: 90, column: 5)
!75 = !DILocation(line: 91, column: 45, scope: !74)
!76 = !DILocation(line: 91, column: 9, scope: !74)
!77 = !DILocation(line: 90, column: 30, scope: !74)
!78 = !DILocation(line: 90, column: 24, scope: !74)
!79 = distinct !{!79, !72, !80, !81, !82}
!80 = !DILocation(line: 91, column: 54, scope: !65)
!81 = !{!"llvm.loop.mustprogress"}
!82 = !{!"llvm.loop.unroll.disable"}
!83 = !DILocation(line: 95, column: 1, scope: !55)
!84 = !DILocation(line: 94, column: 5, scope: !55)
!85 = !DILocation(line: 0, scope: !67)
!86 = !DILocation(line: 93, column: 22, scope: !87)
!87 = distinct !DILexicalBlock(scope: !67, file: !3, line: 92, column: 5)
!88 = !{!89, !89, i64 0}
!89 = !{!"long", !90, i64 0}
!90 = !{!"omnipotent char", !91, i64 0}
!91 = !{!"Simple C/C++ TBAA"}
!92 = !DILocation(line: 93, column: 9, scope: !87)
!93 = !DILocation(line: 92, column: 29, scope: !87)
!94 = !DILocation(line: 92, column: 23, scope: !87)
!95 = !DILocation(line: 92, column: 5, scope: !67)
!96 = distinct !{!96, !95, !97, !81, !82}
!97 = !DILocation(line: 93, column: 32, scope: !67)
!98 = !DISubprogram(name: "pthread_create", scope: !99, file: !99, line: 202, type: !100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!99 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!100 = !DISubroutineType(types: !101)
!101 = !{!17, !102, !104, !112, !115}
!102 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !105)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !107)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !62, line: 62, baseType: !108)
!108 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !62, line: 56, size: 448, elements: !109)
!109 = !{!110, !111}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !108, file: !62, line: 58, baseType: !29, size: 448)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !108, file: !62, line: 59, baseType: !18, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DISubroutineType(types: !114)
!114 = !{!16, !16}
!115 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!116 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 76, type: !113, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !117)
!117 = !{!118, !119, !120}
!118 = !DILocalVariable(name: "arg", arg: 1, scope: !116, file: !3, line: 76, type: !16)
!119 = !DILocalVariable(name: "self", scope: !116, file: !3, line: 78, type: !17)
!120 = !DILocalVariable(name: "i", scope: !121, file: !3, line: 79, type: !17)
!121 = distinct !DILexicalBlock(scope: !116, file: !3, line: 79, column: 5)
!122 = !DILocation(line: 0, scope: !116)
!123 = !DILocation(line: 78, column: 21, scope: !116)
!124 = !DILocation(line: 78, column: 16, scope: !116)
!125 = !DILocation(line: 0, scope: !121)
!126 = !DILocation(line: 79, column: 5, scope: !121)
!127 = !DILocation(line: 84, column: 5, scope: !116)
!128 = !DILocalVariable(name: "self", arg: 1, scope: !129, file: !3, line: 54, type: !17)
!129 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 54, type: !130, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{null, !17}
!132 = !{!128, !133}
!133 = !DILocalVariable(name: "other", scope: !129, file: !3, line: 56, type: !17)
!134 = !DILocation(line: 0, scope: !129, inlinedAt: !135)
!135 = distinct !DILocation(line: 80, column: 9, scope: !136)
!136 = distinct !DILexicalBlock(scope: !137, file: !3, line: 79, column: 37)
!137 = distinct !DILexicalBlock(scope: !121, file: !3, line: 79, column: 5)
!138 = !DILocation(line: 57, column: 5, scope: !129, inlinedAt: !135)
!139 = !DILocation(line: 58, column: 5, scope: !129, inlinedAt: !135)
!140 = !DILocation(line: 60, column: 5, scope: !129, inlinedAt: !135)
!141 = !DILocation(line: 60, column: 12, scope: !129, inlinedAt: !135)
!142 = !DILocation(line: 60, column: 30, scope: !129, inlinedAt: !135)
!143 = !DILocation(line: 60, column: 35, scope: !129, inlinedAt: !135)
!144 = !DILocation(line: 60, column: 38, scope: !129, inlinedAt: !135)
!145 = !DILocation(line: 60, column: 49, scope: !129, inlinedAt: !135)
!146 = distinct !{!146, !140, !147, !81, !82}
!147 = !DILocation(line: 61, column: 9, scope: !129, inlinedAt: !135)
!148 = !DILocation(line: 71, column: 5, scope: !149, inlinedAt: !152)
!149 = distinct !DISubprogram(name: "critical", scope: !3, file: !3, line: 69, type: !150, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!150 = !DISubroutineType(types: !151)
!151 = !{null}
!152 = distinct !DILocation(line: 81, column: 9, scope: !136)
!153 = !DILocation(line: 72, column: 5, scope: !154, inlinedAt: !152)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 72, column: 5)
!155 = distinct !DILexicalBlock(scope: !149, file: !3, line: 72, column: 5)
!156 = !DILocation(line: 72, column: 5, scope: !155, inlinedAt: !152)
!157 = !DILocation(line: 73, column: 5, scope: !149, inlinedAt: !152)
!158 = !DILocalVariable(name: "self", arg: 1, scope: !159, file: !3, line: 64, type: !17)
!159 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 64, type: !130, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !160)
!160 = !{!158}
!161 = !DILocation(line: 0, scope: !159, inlinedAt: !162)
!162 = distinct !DILocation(line: 82, column: 9, scope: !136)
!163 = !DILocation(line: 66, column: 5, scope: !159, inlinedAt: !162)
!164 = !DILocation(line: 79, column: 33, scope: !137)
!165 = !DILocation(line: 79, column: 23, scope: !137)
!166 = distinct !{!166, !126, !167, !81, !82}
!167 = !DILocation(line: 83, column: 5, scope: !121)
!168 = !DISubprogram(name: "pthread_join", scope: !99, file: !99, line: 219, type: !169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{!17, !61, !171}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!172 = !DISubprogram(name: "__assert_fail", scope: !173, file: !173, line: 69, type: !174, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!173 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!174 = !DISubroutineType(types: !175)
!175 = !{null, !176, !176, !7, !176}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
