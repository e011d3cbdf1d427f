; ModuleID = '2+2W+rel.c'
source_filename = "2+2W+rel.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@y = dso_local local_unnamed_addr global i32 0, align 4, !dbg !54
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [11 x i8] c"2+2W+rel.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !39
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !45
@.str.9 = private unnamed_addr constant [13 x i8] c"!\22outcome 8\22\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !49

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !67 {
    #dbg_value(ptr poison, !72, !DIExpression(), !73)
  store atomic i32 1, ptr @x release, align 4, !dbg !74
  store atomic i32 2, ptr @y release, align 4, !dbg !75
  ret ptr null, !dbg !76
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !77 {
    #dbg_value(ptr poison, !79, !DIExpression(), !80)
  store atomic i32 1, ptr @y release, align 4, !dbg !81
  store atomic i32 2, ptr @x release, align 4, !dbg !82
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
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !110
  %7 = load i64, ptr %3, align 8, !dbg !111, !tbaa !106
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !112
    #dbg_value(i32 0, !97, !DIExpression(), !100)
  %9 = load atomic i32, ptr @x monotonic, align 4, !dbg !113
    #dbg_value(i32 %9, !95, !DIExpression(), !100)
  %10 = icmp ult i32 %9, 2, !dbg !114
  %11 = icmp eq i32 %9, 2, !dbg !114
  %12 = select i1 %11, i32 2, i32 -1, !dbg !114
  %13 = select i1 %10, i32 %9, i32 %12, !dbg !114
    #dbg_value(i32 %13, !96, !DIExpression(), !100)
  %14 = icmp slt i32 %13, 0, !dbg !115
  br i1 %14, label %35, label %15, !dbg !117

15:                                               ; preds = %0
    #dbg_value(i32 %13, !97, !DIExpression(), !100)
  %16 = load atomic i32, ptr @y monotonic, align 4, !dbg !118
    #dbg_value(i32 %16, !95, !DIExpression(), !100)
  %17 = icmp ult i32 %16, 2, !dbg !119
  %18 = icmp eq i32 %16, 2, !dbg !119
  %19 = select i1 %18, i32 2, i32 -1, !dbg !119
  %20 = select i1 %17, i32 %16, i32 %19, !dbg !119
    #dbg_value(i32 %20, !96, !DIExpression(), !100)
  %21 = icmp slt i32 %20, 0, !dbg !120
  br i1 %21, label %35, label %22, !dbg !122

22:                                               ; preds = %15
  %23 = mul nuw nsw i32 %20, 3, !dbg !123
  %24 = add nuw nsw i32 %23, %13, !dbg !124
    #dbg_value(i32 %24, !97, !DIExpression(), !100)
  switch i32 %24, label %34 [
    i32 0, label %25
    i32 1, label %26
    i32 2, label %27
    i32 3, label %28
    i32 4, label %29
    i32 5, label %30
    i32 6, label %31
    i32 7, label %32
    i32 8, label %33
  ], !dbg !125

25:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 61, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !126
  unreachable, !dbg !126

26:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 66, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !130
  unreachable, !dbg !130

27:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 71, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !133
  unreachable, !dbg !133

28:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 76, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !136
  unreachable, !dbg !136

29:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 81, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !139
  unreachable, !dbg !139

30:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 86, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !142
  unreachable, !dbg !142

31:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 91, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !145
  unreachable, !dbg !145

32:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 96, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !148
  unreachable, !dbg !148

33:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 101, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !151
  unreachable, !dbg !151

34:                                               ; preds = %22
  unreachable

35:                                               ; preds = %15, %0
    #dbg_label(!98, !154)
  call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.1, i32 noundef 110, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !155
  unreachable, !dbg !155
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !158 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !178 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !182 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64, !65}
!llvm.ident = !{!66}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !56, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "2+2W+rel.c", directory: ".", checksumkind: CSK_MD5, checksum: "9257acb74d6dc88a08b98d0ec72ef46a")
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
!15 = !{!16, !22, !27, !33, !35, !37, !39, !41, !43, !45, !47, !49, !0, !54}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 88, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 11)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 81, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 91, type: !18, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !18, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 101, type: !18, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 110, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 22)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !56, isLocal: false, isDefinition: true)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !57)
!57 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !58)
!58 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!59 = !{i32 7, !"Dwarf Version", i32 5}
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 1, !"wchar_size", i32 4}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"PIE Level", i32 2}
!64 = !{i32 7, !"uwtable", i32 2}
!65 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!66 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!67 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 19, type: !68, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!68 = !DISubroutineType(types: !69)
!69 = !{!70, !70}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!71 = !{!72}
!72 = !DILocalVariable(name: "arg", arg: 1, scope: !67, file: !3, line: 19, type: !70)
!73 = !DILocation(line: 0, scope: !67)
!74 = !DILocation(line: 22, column: 2, scope: !67)
!75 = !DILocation(line: 23, column: 2, scope: !67)
!76 = !DILocation(line: 24, column: 2, scope: !67)
!77 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 27, type: !68, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !78)
!78 = !{!79}
!79 = !DILocalVariable(name: "arg", arg: 1, scope: !77, file: !3, line: 27, type: !70)
!80 = !DILocation(line: 0, scope: !77)
!81 = !DILocation(line: 30, column: 2, scope: !77)
!82 = !DILocation(line: 31, column: 2, scope: !77)
!83 = !DILocation(line: 32, column: 2, scope: !77)
!84 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !85, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!58}
!87 = !{!88, !95, !96, !97, !98}
!88 = !DILocalVariable(name: "th", scope: !84, file: !3, line: 37, type: !89)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 128, elements: !93)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !91, line: 27, baseType: !92)
!91 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!92 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!93 = !{!94}
!94 = !DISubrange(count: 2)
!95 = !DILocalVariable(name: "v", scope: !84, file: !3, line: 42, type: !58)
!96 = !DILocalVariable(name: "d", scope: !84, file: !3, line: 42, type: !58)
!97 = !DILocalVariable(name: "o", scope: !84, file: !3, line: 42, type: !58)
!98 = !DILabel(scope: !84, name: "unexpected", file: !3, line: 109)
!99 = distinct !DIAssignID()
!100 = !DILocation(line: 0, scope: !84)
!101 = !DILocation(line: 37, column: 2, scope: !84)
!102 = !DILocation(line: 38, column: 2, scope: !84)
!103 = !DILocation(line: 39, column: 18, scope: !84)
!104 = !DILocation(line: 39, column: 2, scope: !84)
!105 = !DILocation(line: 40, column: 15, scope: !84)
!106 = !{!107, !107, i64 0}
!107 = !{!"long", !108, i64 0}
!108 = !{!"omnipotent char", !109, i64 0}
!109 = !{!"Simple C/C++ TBAA"}
!110 = !DILocation(line: 40, column: 2, scope: !84)
!111 = !DILocation(line: 41, column: 15, scope: !84)
!112 = !DILocation(line: 41, column: 2, scope: !84)
!113 = !DILocation(line: 43, column: 6, scope: !84)
!114 = !DILocation(line: 44, column: 6, scope: !84)
!115 = !DILocation(line: 45, column: 8, scope: !116)
!116 = distinct !DILexicalBlock(scope: !84, file: !3, line: 45, column: 6)
!117 = !DILocation(line: 45, column: 6, scope: !84)
!118 = !DILocation(line: 48, column: 6, scope: !84)
!119 = !DILocation(line: 49, column: 6, scope: !84)
!120 = !DILocation(line: 50, column: 8, scope: !121)
!121 = distinct !DILexicalBlock(scope: !84, file: !3, line: 50, column: 6)
!122 = !DILocation(line: 50, column: 6, scope: !84)
!123 = !DILocation(line: 52, column: 9, scope: !84)
!124 = !DILocation(line: 52, column: 4, scope: !84)
!125 = !DILocation(line: 58, column: 2, scope: !84)
!126 = !DILocation(line: 61, column: 3, scope: !127)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 61, column: 3)
!128 = distinct !DILexicalBlock(scope: !129, file: !3, line: 61, column: 3)
!129 = distinct !DILexicalBlock(scope: !84, file: !3, line: 58, column: 13)
!130 = !DILocation(line: 66, column: 3, scope: !131)
!131 = distinct !DILexicalBlock(scope: !132, file: !3, line: 66, column: 3)
!132 = distinct !DILexicalBlock(scope: !129, file: !3, line: 66, column: 3)
!133 = !DILocation(line: 71, column: 3, scope: !134)
!134 = distinct !DILexicalBlock(scope: !135, file: !3, line: 71, column: 3)
!135 = distinct !DILexicalBlock(scope: !129, file: !3, line: 71, column: 3)
!136 = !DILocation(line: 76, column: 3, scope: !137)
!137 = distinct !DILexicalBlock(scope: !138, file: !3, line: 76, column: 3)
!138 = distinct !DILexicalBlock(scope: !129, file: !3, line: 76, column: 3)
!139 = !DILocation(line: 81, column: 3, scope: !140)
!140 = distinct !DILexicalBlock(scope: !141, file: !3, line: 81, column: 3)
!141 = distinct !DILexicalBlock(scope: !129, file: !3, line: 81, column: 3)
!142 = !DILocation(line: 86, column: 3, scope: !143)
!143 = distinct !DILexicalBlock(scope: !144, file: !3, line: 86, column: 3)
!144 = distinct !DILexicalBlock(scope: !129, file: !3, line: 86, column: 3)
!145 = !DILocation(line: 91, column: 3, scope: !146)
!146 = distinct !DILexicalBlock(scope: !147, file: !3, line: 91, column: 3)
!147 = distinct !DILexicalBlock(scope: !129, file: !3, line: 91, column: 3)
!148 = !DILocation(line: 96, column: 3, scope: !149)
!149 = distinct !DILexicalBlock(scope: !150, file: !3, line: 96, column: 3)
!150 = distinct !DILexicalBlock(scope: !129, file: !3, line: 96, column: 3)
!151 = !DILocation(line: 101, column: 3, scope: !152)
!152 = distinct !DILexicalBlock(scope: !153, file: !3, line: 101, column: 3)
!153 = distinct !DILexicalBlock(scope: !129, file: !3, line: 101, column: 3)
!154 = !DILocation(line: 109, column: 1, scope: !84)
!155 = !DILocation(line: 110, column: 2, scope: !156)
!156 = distinct !DILexicalBlock(scope: !157, file: !3, line: 110, column: 2)
!157 = distinct !DILexicalBlock(scope: !84, file: !3, line: 110, column: 2)
!158 = !DISubprogram(name: "pthread_create", scope: !159, file: !159, line: 202, type: !160, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!160 = !DISubroutineType(types: !161)
!161 = !{!58, !162, !164, !176, !177}
!162 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !163)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !165)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !167)
!167 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !91, line: 62, baseType: !168)
!168 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !91, line: 56, size: 448, elements: !169)
!169 = !{!170, !174}
!170 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !168, file: !91, line: 58, baseType: !171, size: 448)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !172)
!172 = !{!173}
!173 = !DISubrange(count: 56)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !168, file: !91, line: 59, baseType: !175, size: 64)
!175 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !70)
!178 = !DISubprogram(name: "pthread_join", scope: !159, file: !159, line: 219, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!179 = !DISubroutineType(types: !180)
!180 = !{!58, !90, !181}
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!182 = !DISubprogram(name: "__assert_fail", scope: !183, file: !183, line: 69, type: !184, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!183 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!184 = !DISubroutineType(types: !185)
!185 = !{null, !186, !186, !7, !186}
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
