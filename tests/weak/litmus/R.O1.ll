; ModuleID = 'R.c'
source_filename = "R.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !37
@r1_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !41
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [4 x i8] c"R.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !28
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !30
@.str.7 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !32

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !51 {
    #dbg_value(ptr poison, !56, !DIExpression(), !57)
  store volatile i32 1, ptr @x, align 4, !dbg !58, !tbaa !59
  store volatile i32 1, ptr @y, align 4, !dbg !63, !tbaa !59
  ret ptr null, !dbg !64
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !65 {
    #dbg_value(ptr poison, !67, !DIExpression(), !68)
  store volatile i32 2, ptr @y, align 4, !dbg !69, !tbaa !59
  %2 = load volatile i32, ptr @x, align 4, !dbg !70, !tbaa !59
  store i32 %2, ptr @r1_1, align 4, !dbg !71, !tbaa !59
  ret ptr null, !dbg !72
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !73 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !88
    #dbg_assign(i1 undef, !77, !DIExpression(), !88, ptr %1, !DIExpression(), !89)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !90
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !91
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !92
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !93
  %5 = load i64, ptr %1, align 16, !dbg !94, !tbaa !95
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !97
  %7 = load i64, ptr %3, align 8, !dbg !98, !tbaa !95
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !99
    #dbg_value(i32 0, !86, !DIExpression(), !89)
  %9 = load i32, ptr @r1_1, align 4, !dbg !100, !tbaa !59
    #dbg_value(i32 %9, !84, !DIExpression(), !89)
  %10 = icmp eq i32 %9, 0, !dbg !101
  %11 = icmp eq i32 %9, 1, !dbg !102
  %12 = select i1 %11, i32 1, i32 -1, !dbg !102
  %13 = select i1 %10, i32 0, i32 %12, !dbg !102
    #dbg_value(i32 %13, !85, !DIExpression(), !89)
  %14 = icmp slt i32 %13, 0, !dbg !103
  br i1 %14, label %32, label %15, !dbg !105

15:                                               ; preds = %0
    #dbg_value(i32 %13, !86, !DIExpression(), !89)
  %16 = load volatile i32, ptr @y, align 4, !dbg !106, !tbaa !59
    #dbg_value(i32 %16, !84, !DIExpression(), !89)
  %17 = icmp ult i32 %16, 2, !dbg !107
  %18 = icmp eq i32 %16, 2, !dbg !107
  %19 = select i1 %18, i32 2, i32 -1, !dbg !107
  %20 = select i1 %17, i32 %16, i32 %19, !dbg !107
    #dbg_value(i32 %20, !85, !DIExpression(), !89)
  %21 = icmp slt i32 %20, 0, !dbg !108
  br i1 %21, label %32, label %22, !dbg !110

22:                                               ; preds = %15
  %23 = shl nuw nsw i32 %20, 1, !dbg !111
  %24 = add nuw nsw i32 %23, %13, !dbg !112
    #dbg_value(i32 %24, !86, !DIExpression(), !89)
  switch i32 %24, label %31 [
    i32 0, label %25
    i32 1, label %26
    i32 2, label %27
    i32 3, label %28
    i32 4, label %29
    i32 5, label %30
  ], !dbg !113

25:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 61, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !114
  unreachable, !dbg !114

26:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 66, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !118
  unreachable, !dbg !118

27:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 71, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !121
  unreachable, !dbg !121

28:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 76, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !124
  unreachable, !dbg !124

29:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 81, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !127
  unreachable, !dbg !127

30:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 86, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !130
  unreachable, !dbg !130

31:                                               ; preds = %22
  unreachable

32:                                               ; preds = %15, %0
    #dbg_label(!87, !133)
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 95, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !134
  unreachable, !dbg !134
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !137 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !157 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !161 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 15, type: !39, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "R.c", directory: ".", checksumkind: CSK_MD5, checksum: "081637041ee93ff95f62de12534f9402")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !0, !37, !41}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 4)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 81, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 95, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 22)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 16, type: !39, isLocal: false, isDefinition: true)
!39 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !40)
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 17, type: !40, isLocal: false, isDefinition: true)
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 2}
!49 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!50 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!51 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 19, type: !52, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !55)
!52 = !DISubroutineType(types: !53)
!53 = !{!54, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!55 = !{!56}
!56 = !DILocalVariable(name: "arg", arg: 1, scope: !51, file: !3, line: 19, type: !54)
!57 = !DILocation(line: 0, scope: !51)
!58 = !DILocation(line: 22, column: 4, scope: !51)
!59 = !{!60, !60, i64 0}
!60 = !{!"int", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C/C++ TBAA"}
!63 = !DILocation(line: 23, column: 4, scope: !51)
!64 = !DILocation(line: 24, column: 2, scope: !51)
!65 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 27, type: !52, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!66 = !{!67}
!67 = !DILocalVariable(name: "arg", arg: 1, scope: !65, file: !3, line: 27, type: !54)
!68 = !DILocation(line: 0, scope: !65)
!69 = !DILocation(line: 30, column: 4, scope: !65)
!70 = !DILocation(line: 31, column: 9, scope: !65)
!71 = !DILocation(line: 31, column: 7, scope: !65)
!72 = !DILocation(line: 32, column: 2, scope: !65)
!73 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !74, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !76)
!74 = !DISubroutineType(types: !75)
!75 = !{!40}
!76 = !{!77, !84, !85, !86, !87}
!77 = !DILocalVariable(name: "th", scope: !73, file: !3, line: 37, type: !78)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 128, elements: !82)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !80, line: 27, baseType: !81)
!80 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!81 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!82 = !{!83}
!83 = !DISubrange(count: 2)
!84 = !DILocalVariable(name: "v", scope: !73, file: !3, line: 42, type: !40)
!85 = !DILocalVariable(name: "d", scope: !73, file: !3, line: 42, type: !40)
!86 = !DILocalVariable(name: "o", scope: !73, file: !3, line: 42, type: !40)
!87 = !DILabel(scope: !73, name: "unexpected", file: !3, line: 94)
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 0, scope: !73)
!90 = !DILocation(line: 37, column: 2, scope: !73)
!91 = !DILocation(line: 38, column: 2, scope: !73)
!92 = !DILocation(line: 39, column: 18, scope: !73)
!93 = !DILocation(line: 39, column: 2, scope: !73)
!94 = !DILocation(line: 40, column: 15, scope: !73)
!95 = !{!96, !96, i64 0}
!96 = !{!"long", !61, i64 0}
!97 = !DILocation(line: 40, column: 2, scope: !73)
!98 = !DILocation(line: 41, column: 15, scope: !73)
!99 = !DILocation(line: 41, column: 2, scope: !73)
!100 = !DILocation(line: 43, column: 6, scope: !73)
!101 = !DILocation(line: 44, column: 8, scope: !73)
!102 = !DILocation(line: 44, column: 6, scope: !73)
!103 = !DILocation(line: 45, column: 8, scope: !104)
!104 = distinct !DILexicalBlock(scope: !73, file: !3, line: 45, column: 6)
!105 = !DILocation(line: 45, column: 6, scope: !73)
!106 = !DILocation(line: 48, column: 6, scope: !73)
!107 = !DILocation(line: 49, column: 6, scope: !73)
!108 = !DILocation(line: 50, column: 8, scope: !109)
!109 = distinct !DILexicalBlock(scope: !73, file: !3, line: 50, column: 6)
!110 = !DILocation(line: 50, column: 6, scope: !73)
!111 = !DILocation(line: 52, column: 9, scope: !73)
!112 = !DILocation(line: 52, column: 4, scope: !73)
!113 = !DILocation(line: 58, column: 2, scope: !73)
!114 = !DILocation(line: 61, column: 3, scope: !115)
!115 = distinct !DILexicalBlock(scope: !116, file: !3, line: 61, column: 3)
!116 = distinct !DILexicalBlock(scope: !117, file: !3, line: 61, column: 3)
!117 = distinct !DILexicalBlock(scope: !73, file: !3, line: 58, column: 13)
!118 = !DILocation(line: 66, column: 3, scope: !119)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 66, column: 3)
!120 = distinct !DILexicalBlock(scope: !117, file: !3, line: 66, column: 3)
!121 = !DILocation(line: 71, column: 3, scope: !122)
!122 = distinct !DILexicalBlock(scope: !123, file: !3, line: 71, column: 3)
!123 = distinct !DILexicalBlock(scope: !117, file: !3, line: 71, column: 3)
!124 = !DILocation(line: 76, column: 3, scope: !125)
!125 = distinct !DILexicalBlock(scope: !126, file: !3, line: 76, column: 3)
!126 = distinct !DILexicalBlock(scope: !117, file: !3, line: 76, column: 3)
!127 = !DILocation(line: 81, column: 3, scope: !128)
!128 = distinct !DILexicalBlock(scope: !129, file: !3, line: 81, column: 3)
!129 = distinct !DILexicalBlock(scope: !117, file: !3, line: 81, column: 3)
!130 = !DILocation(line: 86, column: 3, scope: !131)
!131 = distinct !DILexicalBlock(scope: !132, file: !3, line: 86, column: 3)
!132 = distinct !DILexicalBlock(scope: !117, file: !3, line: 86, column: 3)
!133 = !DILocation(line: 94, column: 1, scope: !73)
!134 = !DILocation(line: 95, column: 2, scope: !135)
!135 = distinct !DILexicalBlock(scope: !136, file: !3, line: 95, column: 2)
!136 = distinct !DILexicalBlock(scope: !73, file: !3, line: 95, column: 2)
!137 = !DISubprogram(name: "pthread_create", scope: !138, file: !138, line: 202, type: !139, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!139 = !DISubroutineType(types: !140)
!140 = !{!40, !141, !143, !155, !156}
!141 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !142)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !146)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !80, line: 62, baseType: !147)
!147 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !80, line: 56, size: 448, elements: !148)
!148 = !{!149, !153}
!149 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !147, file: !80, line: 58, baseType: !150, size: 448)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !151)
!151 = !{!152}
!152 = !DISubrange(count: 56)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !147, file: !80, line: 59, baseType: !154, size: 64)
!154 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !54)
!157 = !DISubprogram(name: "pthread_join", scope: !138, file: !138, line: 219, type: !158, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!158 = !DISubroutineType(types: !159)
!159 = !{!40, !79, !160}
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!161 = !DISubprogram(name: "__assert_fail", scope: !162, file: !162, line: 69, type: !163, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!162 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!163 = !DISubroutineType(types: !164)
!164 = !{null, !165, !165, !166, !165}
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!166 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
