; ModuleID = 'CoWR.c'
source_filename = "CoWR.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r0_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !43
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [7 x i8] c"CoWR.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !28
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !30
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [13 x i8] c"!\22outcome 8\22\00", align 1, !dbg !36
@.str.10 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !38

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !55 {
    #dbg_value(ptr poison, !60, !DIExpression(), !61)
  store volatile i32 1, ptr @x, align 4, !dbg !62, !tbaa !63
  %2 = load volatile i32, ptr @x, align 4, !dbg !67, !tbaa !63
  store i32 %2, ptr @r0_1, align 4, !dbg !68, !tbaa !63
  ret ptr null, !dbg !69
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !70 {
    #dbg_value(ptr poison, !72, !DIExpression(), !73)
  store volatile i32 2, ptr @x, align 4, !dbg !74, !tbaa !63
  ret ptr null, !dbg !75
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !76 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !91
    #dbg_assign(i1 undef, !80, !DIExpression(), !91, ptr %1, !DIExpression(), !92)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !93
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !94
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !95
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !96
  %5 = load i64, ptr %1, align 16, !dbg !97, !tbaa !98
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !100
  %7 = load i64, ptr %3, align 8, !dbg !101, !tbaa !98
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !102
    #dbg_value(i32 0, !89, !DIExpression(), !92)
  %9 = load i32, ptr @r0_1, align 4, !dbg !103, !tbaa !63
    #dbg_value(i32 %9, !87, !DIExpression(), !92)
  %10 = icmp ult i32 %9, 2, !dbg !104
  %11 = icmp eq i32 %9, 2, !dbg !104
  %12 = select i1 %11, i32 2, i32 -1, !dbg !104
  %13 = select i1 %10, i32 %9, i32 %12, !dbg !104
    #dbg_value(i32 %13, !88, !DIExpression(), !92)
  %14 = icmp slt i32 %13, 0, !dbg !105
  br i1 %14, label %35, label %15, !dbg !107

15:                                               ; preds = %0
    #dbg_value(i32 %13, !89, !DIExpression(), !92)
  %16 = load volatile i32, ptr @x, align 4, !dbg !108, !tbaa !63
    #dbg_value(i32 %16, !87, !DIExpression(), !92)
  %17 = icmp ult i32 %16, 2, !dbg !109
  %18 = icmp eq i32 %16, 2, !dbg !109
  %19 = select i1 %18, i32 2, i32 -1, !dbg !109
  %20 = select i1 %17, i32 %16, i32 %19, !dbg !109
    #dbg_value(i32 %20, !88, !DIExpression(), !92)
  %21 = icmp slt i32 %20, 0, !dbg !110
  br i1 %21, label %35, label %22, !dbg !112

22:                                               ; preds = %15
  %23 = mul nuw nsw i32 %20, 3, !dbg !113
  %24 = add nuw nsw i32 %23, %13, !dbg !114
    #dbg_value(i32 %24, !89, !DIExpression(), !92)
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
  ], !dbg !115

25:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 59, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !116
  unreachable, !dbg !116

26:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 64, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !120
  unreachable, !dbg !120

27:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 69, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !123
  unreachable, !dbg !123

28:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 74, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !126
  unreachable, !dbg !126

29:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 79, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !129
  unreachable, !dbg !129

30:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 84, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !132
  unreachable, !dbg !132

31:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 89, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !135
  unreachable, !dbg !135

32:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 94, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !138
  unreachable, !dbg !138

33:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 99, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !141
  unreachable, !dbg !141

34:                                               ; preds = %22
  unreachable

35:                                               ; preds = %15, %0
    #dbg_label(!90, !144)
  call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.1, i32 noundef 108, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !145
  unreachable, !dbg !145
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !148 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !168 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !172 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 15, type: !46, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "CoWR.c", directory: ".", checksumkind: CSK_MD5, checksum: "c8b5e1debb9fbc9ce4654c1640ad7fbe")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !34, !36, !38, !0, !43}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 7)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 69, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !7, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !7, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 99, type: !7, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 22)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "r0_1", scope: !2, file: !3, line: 16, type: !45, isLocal: false, isDefinition: true)
!45 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!46 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !45)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 18, type: !56, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !59)
!56 = !DISubroutineType(types: !57)
!57 = !{!58, !58}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!59 = !{!60}
!60 = !DILocalVariable(name: "arg", arg: 1, scope: !55, file: !3, line: 18, type: !58)
!61 = !DILocation(line: 0, scope: !55)
!62 = !DILocation(line: 21, column: 4, scope: !55)
!63 = !{!64, !64, i64 0}
!64 = !{!"int", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C/C++ TBAA"}
!67 = !DILocation(line: 22, column: 9, scope: !55)
!68 = !DILocation(line: 22, column: 7, scope: !55)
!69 = !DILocation(line: 23, column: 2, scope: !55)
!70 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 26, type: !56, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!71 = !{!72}
!72 = !DILocalVariable(name: "arg", arg: 1, scope: !70, file: !3, line: 26, type: !58)
!73 = !DILocation(line: 0, scope: !70)
!74 = !DILocation(line: 29, column: 4, scope: !70)
!75 = !DILocation(line: 30, column: 2, scope: !70)
!76 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !77, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !79)
!77 = !DISubroutineType(types: !78)
!78 = !{!45}
!79 = !{!80, !87, !88, !89, !90}
!80 = !DILocalVariable(name: "th", scope: !76, file: !3, line: 35, type: !81)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 128, elements: !85)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !83, line: 27, baseType: !84)
!83 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!84 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!85 = !{!86}
!86 = !DISubrange(count: 2)
!87 = !DILocalVariable(name: "v", scope: !76, file: !3, line: 40, type: !45)
!88 = !DILocalVariable(name: "d", scope: !76, file: !3, line: 40, type: !45)
!89 = !DILocalVariable(name: "o", scope: !76, file: !3, line: 40, type: !45)
!90 = !DILabel(scope: !76, name: "unexpected", file: !3, line: 107)
!91 = distinct !DIAssignID()
!92 = !DILocation(line: 0, scope: !76)
!93 = !DILocation(line: 35, column: 2, scope: !76)
!94 = !DILocation(line: 36, column: 2, scope: !76)
!95 = !DILocation(line: 37, column: 18, scope: !76)
!96 = !DILocation(line: 37, column: 2, scope: !76)
!97 = !DILocation(line: 38, column: 15, scope: !76)
!98 = !{!99, !99, i64 0}
!99 = !{!"long", !65, i64 0}
!100 = !DILocation(line: 38, column: 2, scope: !76)
!101 = !DILocation(line: 39, column: 15, scope: !76)
!102 = !DILocation(line: 39, column: 2, scope: !76)
!103 = !DILocation(line: 41, column: 6, scope: !76)
!104 = !DILocation(line: 42, column: 6, scope: !76)
!105 = !DILocation(line: 43, column: 8, scope: !106)
!106 = distinct !DILexicalBlock(scope: !76, file: !3, line: 43, column: 6)
!107 = !DILocation(line: 43, column: 6, scope: !76)
!108 = !DILocation(line: 46, column: 6, scope: !76)
!109 = !DILocation(line: 47, column: 6, scope: !76)
!110 = !DILocation(line: 48, column: 8, scope: !111)
!111 = distinct !DILexicalBlock(scope: !76, file: !3, line: 48, column: 6)
!112 = !DILocation(line: 48, column: 6, scope: !76)
!113 = !DILocation(line: 50, column: 9, scope: !76)
!114 = !DILocation(line: 50, column: 4, scope: !76)
!115 = !DILocation(line: 56, column: 2, scope: !76)
!116 = !DILocation(line: 59, column: 3, scope: !117)
!117 = distinct !DILexicalBlock(scope: !118, file: !3, line: 59, column: 3)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 59, column: 3)
!119 = distinct !DILexicalBlock(scope: !76, file: !3, line: 56, column: 13)
!120 = !DILocation(line: 64, column: 3, scope: !121)
!121 = distinct !DILexicalBlock(scope: !122, file: !3, line: 64, column: 3)
!122 = distinct !DILexicalBlock(scope: !119, file: !3, line: 64, column: 3)
!123 = !DILocation(line: 69, column: 3, scope: !124)
!124 = distinct !DILexicalBlock(scope: !125, file: !3, line: 69, column: 3)
!125 = distinct !DILexicalBlock(scope: !119, file: !3, line: 69, column: 3)
!126 = !DILocation(line: 74, column: 3, scope: !127)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 74, column: 3)
!128 = distinct !DILexicalBlock(scope: !119, file: !3, line: 74, column: 3)
!129 = !DILocation(line: 79, column: 3, scope: !130)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 79, column: 3)
!131 = distinct !DILexicalBlock(scope: !119, file: !3, line: 79, column: 3)
!132 = !DILocation(line: 84, column: 3, scope: !133)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 84, column: 3)
!134 = distinct !DILexicalBlock(scope: !119, file: !3, line: 84, column: 3)
!135 = !DILocation(line: 89, column: 3, scope: !136)
!136 = distinct !DILexicalBlock(scope: !137, file: !3, line: 89, column: 3)
!137 = distinct !DILexicalBlock(scope: !119, file: !3, line: 89, column: 3)
!138 = !DILocation(line: 94, column: 3, scope: !139)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 94, column: 3)
!140 = distinct !DILexicalBlock(scope: !119, file: !3, line: 94, column: 3)
!141 = !DILocation(line: 99, column: 3, scope: !142)
!142 = distinct !DILexicalBlock(scope: !143, file: !3, line: 99, column: 3)
!143 = distinct !DILexicalBlock(scope: !119, file: !3, line: 99, column: 3)
!144 = !DILocation(line: 107, column: 1, scope: !76)
!145 = !DILocation(line: 108, column: 2, scope: !146)
!146 = distinct !DILexicalBlock(scope: !147, file: !3, line: 108, column: 2)
!147 = distinct !DILexicalBlock(scope: !76, file: !3, line: 108, column: 2)
!148 = !DISubprogram(name: "pthread_create", scope: !149, file: !149, line: 202, type: !150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!150 = !DISubroutineType(types: !151)
!151 = !{!45, !152, !154, !166, !167}
!152 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !155)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !157)
!157 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !83, line: 62, baseType: !158)
!158 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !83, line: 56, size: 448, elements: !159)
!159 = !{!160, !164}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !158, file: !83, line: 58, baseType: !161, size: 448)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !162)
!162 = !{!163}
!163 = !DISubrange(count: 56)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !158, file: !83, line: 59, baseType: !165, size: 64)
!165 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !58)
!168 = !DISubprogram(name: "pthread_join", scope: !149, file: !149, line: 219, type: !169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{!45, !82, !171}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!172 = !DISubprogram(name: "__assert_fail", scope: !173, file: !173, line: 69, type: !174, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!173 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!174 = !DISubroutineType(types: !175)
!175 = !{null, !176, !176, !177, !176}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!177 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
