; ModuleID = 'MP+rlx+acqf.c'
source_filename = "MP+rlx+acqf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@y = dso_local local_unnamed_addr global i32 0, align 4, !dbg !44
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !49
@r1_2 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !51
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [14 x i8] c"MP+rlx+acqf.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !39

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !61 {
    #dbg_value(ptr poison, !66, !DIExpression(), !67)
  store atomic i32 1, ptr @x monotonic, align 4, !dbg !68
  store atomic i32 1, ptr @y monotonic, align 4, !dbg !69
  ret ptr null, !dbg !70
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #1 !dbg !71 {
    #dbg_value(ptr poison, !73, !DIExpression(), !74)
  %2 = load atomic i32, ptr @y monotonic, align 4, !dbg !75
  store i32 %2, ptr @r1_0, align 4, !dbg !76, !tbaa !77
  fence acquire, !dbg !81
  %3 = load atomic i32, ptr @x monotonic, align 4, !dbg !82
  store i32 %3, ptr @r1_2, align 4, !dbg !83, !tbaa !77
  ret ptr null, !dbg !84
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !85 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !100
    #dbg_assign(i1 undef, !89, !DIExpression(), !100, ptr %1, !DIExpression(), !101)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7, !dbg !102
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #7, !dbg !103
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !104
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #7, !dbg !105
  %5 = load i64, ptr %1, align 16, !dbg !106, !tbaa !107
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #7, !dbg !109
  %7 = load i64, ptr %3, align 8, !dbg !110, !tbaa !107
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !111
    #dbg_value(i32 0, !98, !DIExpression(), !101)
  %9 = load i32, ptr @r1_0, align 4, !dbg !112, !tbaa !77
    #dbg_value(i32 %9, !96, !DIExpression(), !101)
  %10 = icmp eq i32 %9, 0, !dbg !113
  %11 = icmp eq i32 %9, 1, !dbg !114
  %12 = select i1 %11, i32 1, i32 -1, !dbg !114
  %13 = select i1 %10, i32 0, i32 %12, !dbg !114
    #dbg_value(i32 %13, !97, !DIExpression(), !101)
  %14 = icmp slt i32 %13, 0, !dbg !115
  br i1 %14, label %30, label %15, !dbg !117

15:                                               ; preds = %0
    #dbg_value(i32 %13, !98, !DIExpression(), !101)
  %16 = load i32, ptr @r1_2, align 4, !dbg !118, !tbaa !77
    #dbg_value(i32 %16, !96, !DIExpression(), !101)
  %17 = icmp eq i32 %16, 0, !dbg !119
  %18 = icmp eq i32 %16, 1, !dbg !120
  %19 = select i1 %18, i32 1, i32 -1, !dbg !120
  %20 = select i1 %17, i32 0, i32 %19, !dbg !120
    #dbg_value(i32 %20, !97, !DIExpression(), !101)
  %21 = icmp slt i32 %20, 0, !dbg !121
  br i1 %21, label %30, label %22, !dbg !123

22:                                               ; preds = %15
  %23 = shl nuw nsw i32 %20, 1, !dbg !124
  %24 = add nuw nsw i32 %23, %13, !dbg !125
    #dbg_value(i32 %24, !98, !DIExpression(), !101)
  switch i32 %24, label %29 [
    i32 0, label %25
    i32 1, label %26
    i32 2, label %27
    i32 3, label %28
  ], !dbg !126

25:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 63, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !127
  unreachable, !dbg !127

26:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 68, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !131
  unreachable, !dbg !131

27:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 73, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !134
  unreachable, !dbg !134

28:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 78, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !137
  unreachable, !dbg !137

29:                                               ; preds = %22
  unreachable

30:                                               ; preds = %15, %0
    #dbg_label(!99, !140)
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 87, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !141
  unreachable, !dbg !141
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !144 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !164 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !168 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !46, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "MP+rlx+acqf.c", directory: ".", checksumkind: CSK_MD5, checksum: "26f2430b60c49e649db1c648c360756a")
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
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 112, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 22)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !46, isLocal: false, isDefinition: true)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !48)
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 18, type: !48, isLocal: false, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "r1_2", scope: !2, file: !3, line: 18, type: !48, isLocal: false, isDefinition: true)
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
!69 = !DILocation(line: 24, column: 2, scope: !61)
!70 = !DILocation(line: 25, column: 2, scope: !61)
!71 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 28, type: !62, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !72)
!72 = !{!73}
!73 = !DILocalVariable(name: "arg", arg: 1, scope: !71, file: !3, line: 28, type: !64)
!74 = !DILocation(line: 0, scope: !71)
!75 = !DILocation(line: 31, column: 9, scope: !71)
!76 = !DILocation(line: 31, column: 7, scope: !71)
!77 = !{!78, !78, i64 0}
!78 = !{!"int", !79, i64 0}
!79 = !{!"omnipotent char", !80, i64 0}
!80 = !{!"Simple C/C++ TBAA"}
!81 = !DILocation(line: 32, column: 2, scope: !71)
!82 = !DILocation(line: 33, column: 9, scope: !71)
!83 = !DILocation(line: 33, column: 7, scope: !71)
!84 = !DILocation(line: 34, column: 2, scope: !71)
!85 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !86, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!86 = !DISubroutineType(types: !87)
!87 = !{!48}
!88 = !{!89, !96, !97, !98, !99}
!89 = !DILocalVariable(name: "th", scope: !85, file: !3, line: 39, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 128, elements: !94)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !92, line: 27, baseType: !93)
!92 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!93 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!94 = !{!95}
!95 = !DISubrange(count: 2)
!96 = !DILocalVariable(name: "v", scope: !85, file: !3, line: 44, type: !48)
!97 = !DILocalVariable(name: "d", scope: !85, file: !3, line: 44, type: !48)
!98 = !DILocalVariable(name: "o", scope: !85, file: !3, line: 44, type: !48)
!99 = !DILabel(scope: !85, name: "unexpected", file: !3, line: 86)
!100 = distinct !DIAssignID()
!101 = !DILocation(line: 0, scope: !85)
!102 = !DILocation(line: 39, column: 2, scope: !85)
!103 = !DILocation(line: 40, column: 2, scope: !85)
!104 = !DILocation(line: 41, column: 18, scope: !85)
!105 = !DILocation(line: 41, column: 2, scope: !85)
!106 = !DILocation(line: 42, column: 15, scope: !85)
!107 = !{!108, !108, i64 0}
!108 = !{!"long", !79, i64 0}
!109 = !DILocation(line: 42, column: 2, scope: !85)
!110 = !DILocation(line: 43, column: 15, scope: !85)
!111 = !DILocation(line: 43, column: 2, scope: !85)
!112 = !DILocation(line: 45, column: 6, scope: !85)
!113 = !DILocation(line: 46, column: 8, scope: !85)
!114 = !DILocation(line: 46, column: 6, scope: !85)
!115 = !DILocation(line: 47, column: 8, scope: !116)
!116 = distinct !DILexicalBlock(scope: !85, file: !3, line: 47, column: 6)
!117 = !DILocation(line: 47, column: 6, scope: !85)
!118 = !DILocation(line: 50, column: 6, scope: !85)
!119 = !DILocation(line: 51, column: 8, scope: !85)
!120 = !DILocation(line: 51, column: 6, scope: !85)
!121 = !DILocation(line: 52, column: 8, scope: !122)
!122 = distinct !DILexicalBlock(scope: !85, file: !3, line: 52, column: 6)
!123 = !DILocation(line: 52, column: 6, scope: !85)
!124 = !DILocation(line: 54, column: 9, scope: !85)
!125 = !DILocation(line: 54, column: 4, scope: !85)
!126 = !DILocation(line: 60, column: 2, scope: !85)
!127 = !DILocation(line: 63, column: 3, scope: !128)
!128 = distinct !DILexicalBlock(scope: !129, file: !3, line: 63, column: 3)
!129 = distinct !DILexicalBlock(scope: !130, file: !3, line: 63, column: 3)
!130 = distinct !DILexicalBlock(scope: !85, file: !3, line: 60, column: 13)
!131 = !DILocation(line: 68, column: 3, scope: !132)
!132 = distinct !DILexicalBlock(scope: !133, file: !3, line: 68, column: 3)
!133 = distinct !DILexicalBlock(scope: !130, file: !3, line: 68, column: 3)
!134 = !DILocation(line: 73, column: 3, scope: !135)
!135 = distinct !DILexicalBlock(scope: !136, file: !3, line: 73, column: 3)
!136 = distinct !DILexicalBlock(scope: !130, file: !3, line: 73, column: 3)
!137 = !DILocation(line: 78, column: 3, scope: !138)
!138 = distinct !DILexicalBlock(scope: !139, file: !3, line: 78, column: 3)
!139 = distinct !DILexicalBlock(scope: !130, file: !3, line: 78, column: 3)
!140 = !DILocation(line: 86, column: 1, scope: !85)
!141 = !DILocation(line: 87, column: 2, scope: !142)
!142 = distinct !DILexicalBlock(scope: !143, file: !3, line: 87, column: 2)
!143 = distinct !DILexicalBlock(scope: !85, file: !3, line: 87, column: 2)
!144 = !DISubprogram(name: "pthread_create", scope: !145, file: !145, line: 202, type: !146, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!146 = !DISubroutineType(types: !147)
!147 = !{!48, !148, !150, !162, !163}
!148 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !151)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !92, line: 62, baseType: !154)
!154 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !92, line: 56, size: 448, elements: !155)
!155 = !{!156, !160}
!156 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !154, file: !92, line: 58, baseType: !157, size: 448)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: 56)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !154, file: !92, line: 59, baseType: !161, size: 64)
!161 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !64)
!164 = !DISubprogram(name: "pthread_join", scope: !145, file: !145, line: 219, type: !165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{!48, !91, !167}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!168 = !DISubprogram(name: "__assert_fail", scope: !169, file: !169, line: 69, type: !170, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!169 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!170 = !DISubroutineType(types: !171)
!171 = !{null, !172, !172, !7, !172}
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
