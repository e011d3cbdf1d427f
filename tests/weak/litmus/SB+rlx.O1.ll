; ModuleID = 'SB+rlx.c'
source_filename = "SB+rlx.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@y = dso_local local_unnamed_addr global i32 0, align 4, !dbg !44
@r0_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !49
@r1_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !51
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [9 x i8] c"SB+rlx.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !39

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !61 {
    #dbg_value(ptr poison, !66, !DIExpression(), !67)
  store atomic i32 1, ptr @x monotonic, align 4, !dbg !68
  %2 = load atomic i32, ptr @y monotonic, align 4, !dbg !69
  store i32 %2, ptr @r0_1, align 4, !dbg !70, !tbaa !71
  ret ptr null, !dbg !75
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !76 {
    #dbg_value(ptr poison, !78, !DIExpression(), !79)
  store atomic i32 1, ptr @y monotonic, align 4, !dbg !80
  %2 = load atomic i32, ptr @x monotonic, align 4, !dbg !81
  store i32 %2, ptr @r1_1, align 4, !dbg !82, !tbaa !71
  ret ptr null, !dbg !83
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !84 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !99
    #dbg_assign(i1 undef, !88, !DIExpression(), !99, ptr %1, !DIExpression(), !100)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !101
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !102
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !103
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !104
  %5 = load i64, ptr %1, align 16, !dbg !105, !tbaa !106
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !108
  %7 = load i64, ptr %3, align 8, !dbg !109, !tbaa !106
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !110
    #dbg_value(i32 0, !97, !DIExpression(), !100)
  %9 = load i32, ptr @r0_1, align 4, !dbg !111, !tbaa !71
    #dbg_value(i32 %9, !95, !DIExpression(), !100)
  %10 = icmp eq i32 %9, 0, !dbg !112
  %11 = icmp eq i32 %9, 1, !dbg !113
  %12 = select i1 %11, i32 1, i32 -1, !dbg !113
  %13 = select i1 %10, i32 0, i32 %12, !dbg !113
    #dbg_value(i32 %13, !96, !DIExpression(), !100)
  %14 = icmp slt i32 %13, 0, !dbg !114
  br i1 %14, label %30, label %15, !dbg !116

15:                                               ; preds = %0
    #dbg_value(i32 %13, !97, !DIExpression(), !100)
  %16 = load i32, ptr @r1_1, align 4, !dbg !117, !tbaa !71
    #dbg_value(i32 %16, !95, !DIExpression(), !100)
  %17 = icmp eq i32 %16, 0, !dbg !118
  %18 = icmp eq i32 %16, 1, !dbg !119
  %19 = select i1 %18, i32 1, i32 -1, !dbg !119
  %20 = select i1 %17, i32 0, i32 %19, !dbg !119
    #dbg_value(i32 %20, !96, !DIExpression(), !100)
  %21 = icmp slt i32 %20, 0, !dbg !120
  br i1 %21, label %30, label %22, !dbg !122

22:                                               ; preds = %15
  %23 = shl nuw nsw i32 %20, 1, !dbg !123
  %24 = add nuw nsw i32 %23, %13, !dbg !124
    #dbg_value(i32 %24, !97, !DIExpression(), !100)
  switch i32 %24, label %29 [
    i32 0, label %25
    i32 1, label %26
    i32 2, label %27
    i32 3, label %28
  ], !dbg !125

25:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 62, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !126
  unreachable, !dbg !126

26:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 67, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !130
  unreachable, !dbg !130

27:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 72, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !133
  unreachable, !dbg !133

28:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 77, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !136
  unreachable, !dbg !136

29:                                               ; preds = %22
  unreachable

30:                                               ; preds = %15, %0
    #dbg_label(!98, !139)
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 86, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !140
  unreachable, !dbg !140
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !143 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !163 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !167 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !46, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "SB+rlx.c", directory: ".", checksumkind: CSK_MD5, checksum: "d6936bdb60c98f57d3ce0a3d55defe63")
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
!15 = !{!16, !22, !27, !33, !35, !37, !39, !0, !44, !49, !51}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 72, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 9)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 67, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 22)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !46, isLocal: false, isDefinition: true)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !48)
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "r0_1", scope: !2, file: !3, line: 18, type: !48, isLocal: false, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 18, type: !48, isLocal: false, isDefinition: true)
!53 = !{i32 7, !"Dwarf Version", i32 5}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 8, !"PIC Level", i32 2}
!57 = !{i32 7, !"PIE Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 2}
!59 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!60 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!61 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 20, type: !62, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!62 = !DISubroutineType(types: !63)
!63 = !{!64, !64}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!65 = !{!66}
!66 = !DILocalVariable(name: "arg", arg: 1, scope: !61, file: !3, line: 20, type: !64)
!67 = !DILocation(line: 0, scope: !61)
!68 = !DILocation(line: 23, column: 2, scope: !61)
!69 = !DILocation(line: 24, column: 9, scope: !61)
!70 = !DILocation(line: 24, column: 7, scope: !61)
!71 = !{!72, !72, i64 0}
!72 = !{!"int", !73, i64 0}
!73 = !{!"omnipotent char", !74, i64 0}
!74 = !{!"Simple C/C++ TBAA"}
!75 = !DILocation(line: 25, column: 2, scope: !61)
!76 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 28, type: !62, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !77)
!77 = !{!78}
!78 = !DILocalVariable(name: "arg", arg: 1, scope: !76, file: !3, line: 28, type: !64)
!79 = !DILocation(line: 0, scope: !76)
!80 = !DILocation(line: 31, column: 2, scope: !76)
!81 = !DILocation(line: 32, column: 9, scope: !76)
!82 = !DILocation(line: 32, column: 7, scope: !76)
!83 = !DILocation(line: 33, column: 2, scope: !76)
!84 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !85, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!48}
!87 = !{!88, !95, !96, !97, !98}
!88 = !DILocalVariable(name: "th", scope: !84, file: !3, line: 38, type: !89)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 128, elements: !93)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !91, line: 27, baseType: !92)
!91 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!92 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!93 = !{!94}
!94 = !DISubrange(count: 2)
!95 = !DILocalVariable(name: "v", scope: !84, file: !3, line: 43, type: !48)
!96 = !DILocalVariable(name: "d", scope: !84, file: !3, line: 43, type: !48)
!97 = !DILocalVariable(name: "o", scope: !84, file: !3, line: 43, type: !48)
!98 = !DILabel(scope: !84, name: "unexpected", file: !3, line: 85)
!99 = distinct !DIAssignID()
!100 = !DILocation(line: 0, scope: !84)
!101 = !DILocation(line: 38, column: 2, scope: !84)
!102 = !DILocation(line: 39, column: 2, scope: !84)
!103 = !DILocation(line: 40, column: 18, scope: !84)
!104 = !DILocation(line: 40, column: 2, scope: !84)
!105 = !DILocation(line: 41, column: 15, scope: !84)
!106 = !{!107, !107, i64 0}
!107 = !{!"long", !73, i64 0}
!108 = !DILocation(line: 41, column: 2, scope: !84)
!109 = !DILocation(line: 42, column: 15, scope: !84)
!110 = !DILocation(line: 42, column: 2, scope: !84)
!111 = !DILocation(line: 44, column: 6, scope: !84)
!112 = !DILocation(line: 45, column: 8, scope: !84)
!113 = !DILocation(line: 45, column: 6, scope: !84)
!114 = !DILocation(line: 46, column: 8, scope: !115)
!115 = distinct !DILexicalBlock(scope: !84, file: !3, line: 46, column: 6)
!116 = !DILocation(line: 46, column: 6, scope: !84)
!117 = !DILocation(line: 49, column: 6, scope: !84)
!118 = !DILocation(line: 50, column: 8, scope: !84)
!119 = !DILocation(line: 50, column: 6, scope: !84)
!120 = !DILocation(line: 51, column: 8, scope: !121)
!121 = distinct !DILexicalBlock(scope: !84, file: !3, line: 51, column: 6)
!122 = !DILocation(line: 51, column: 6, scope: !84)
!123 = !DILocation(line: 53, column: 9, scope: !84)
!124 = !DILocation(line: 53, column: 4, scope: !84)
!125 = !DILocation(line: 59, column: 2, scope: !84)
!126 = !DILocation(line: 62, column: 3, scope: !127)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 62, column: 3)
!128 = distinct !DILexicalBlock(scope: !129, file: !3, line: 62, column: 3)
!129 = distinct !DILexicalBlock(scope: !84, file: !3, line: 59, column: 13)
!130 = !DILocation(line: 67, column: 3, scope: !131)
!131 = distinct !DILexicalBlock(scope: !132, file: !3, line: 67, column: 3)
!132 = distinct !DILexicalBlock(scope: !129, file: !3, line: 67, column: 3)
!133 = !DILocation(line: 72, column: 3, scope: !134)
!134 = distinct !DILexicalBlock(scope: !135, file: !3, line: 72, column: 3)
!135 = distinct !DILexicalBlock(scope: !129, file: !3, line: 72, column: 3)
!136 = !DILocation(line: 77, column: 3, scope: !137)
!137 = distinct !DILexicalBlock(scope: !138, file: !3, line: 77, column: 3)
!138 = distinct !DILexicalBlock(scope: !129, file: !3, line: 77, column: 3)
!139 = !DILocation(line: 85, column: 1, scope: !84)
!140 = !DILocation(line: 86, column: 2, scope: !141)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 86, column: 2)
!142 = distinct !DILexicalBlock(scope: !84, file: !3, line: 86, column: 2)
!143 = !DISubprogram(name: "pthread_create", scope: !144, file: !144, line: 202, type: !145, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!145 = !DISubroutineType(types: !146)
!146 = !{!48, !147, !149, !161, !162}
!147 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !91, line: 62, baseType: !153)
!153 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !91, line: 56, size: 448, elements: !154)
!154 = !{!155, !159}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !153, file: !91, line: 58, baseType: !156, size: 448)
!156 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !157)
!157 = !{!158}
!158 = !DISubrange(count: 56)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !153, file: !91, line: 59, baseType: !160, size: 64)
!160 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !64)
!163 = !DISubprogram(name: "pthread_join", scope: !144, file: !144, line: 219, type: !164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DISubroutineType(types: !165)
!165 = !{!48, !90, !166}
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!167 = !DISubprogram(name: "__assert_fail", scope: !168, file: !168, line: 69, type: !169, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!168 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!169 = !DISubroutineType(types: !170)
!170 = !{null, !171, !171, !7, !171}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
