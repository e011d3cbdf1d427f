; ModuleID = 'CoRR.c'
source_filename = "CoRR.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !33
@r1_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !36
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [7 x i8] c"CoRR.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !28

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !47 {
    #dbg_value(ptr poison, !52, !DIExpression(), !53)
  store volatile i32 1, ptr @x, align 4, !dbg !54, !tbaa !55
  ret ptr null, !dbg !59
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #1 !dbg !60 {
    #dbg_value(ptr poison, !62, !DIExpression(), !63)
  %2 = load volatile i32, ptr @x, align 4, !dbg !64, !tbaa !55
  store i32 %2, ptr @r1_0, align 4, !dbg !65, !tbaa !55
  %3 = load volatile i32, ptr @x, align 4, !dbg !66, !tbaa !55
  store i32 %3, ptr @r1_1, align 4, !dbg !67, !tbaa !55
  ret ptr null, !dbg !68
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !69 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !84
    #dbg_assign(i1 undef, !73, !DIExpression(), !84, ptr %1, !DIExpression(), !85)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7, !dbg !86
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #7, !dbg !87
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !88
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #7, !dbg !89
  %5 = load i64, ptr %1, align 16, !dbg !90, !tbaa !91
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #7, !dbg !93
  %7 = load i64, ptr %3, align 8, !dbg !94, !tbaa !91
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !95
    #dbg_value(i32 0, !82, !DIExpression(), !85)
  %9 = load i32, ptr @r1_0, align 4, !dbg !96, !tbaa !55
    #dbg_value(i32 %9, !80, !DIExpression(), !85)
  %10 = icmp eq i32 %9, 0, !dbg !97
  %11 = icmp eq i32 %9, 1, !dbg !98
  %12 = select i1 %11, i32 1, i32 -1, !dbg !98
  %13 = select i1 %10, i32 0, i32 %12, !dbg !98
    #dbg_value(i32 %13, !81, !DIExpression(), !85)
  %14 = icmp slt i32 %13, 0, !dbg !99
  br i1 %14, label %30, label %15, !dbg !101

15:                                               ; preds = %0
    #dbg_value(i32 %13, !82, !DIExpression(), !85)
  %16 = load i32, ptr @r1_1, align 4, !dbg !102, !tbaa !55
    #dbg_value(i32 %16, !80, !DIExpression(), !85)
  %17 = icmp eq i32 %16, 0, !dbg !103
  %18 = icmp eq i32 %16, 1, !dbg !104
  %19 = select i1 %18, i32 1, i32 -1, !dbg !104
  %20 = select i1 %17, i32 0, i32 %19, !dbg !104
    #dbg_value(i32 %20, !81, !DIExpression(), !85)
  %21 = icmp slt i32 %20, 0, !dbg !105
  br i1 %21, label %30, label %22, !dbg !107

22:                                               ; preds = %15
  %23 = shl nuw nsw i32 %20, 1, !dbg !108
  %24 = add nuw nsw i32 %23, %13, !dbg !109
    #dbg_value(i32 %24, !82, !DIExpression(), !85)
  switch i32 %24, label %29 [
    i32 0, label %25
    i32 1, label %26
    i32 2, label %27
    i32 3, label %28
  ], !dbg !110

25:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 59, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !111
  unreachable, !dbg !111

26:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 64, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !115
  unreachable, !dbg !115

27:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 69, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !118
  unreachable, !dbg !118

28:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 74, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !121
  unreachable, !dbg !121

29:                                               ; preds = %22
  unreachable

30:                                               ; preds = %15, %0
    #dbg_label(!83, !124)
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 83, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !125
  unreachable, !dbg !125
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !128 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !148 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !152 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 15, type: !38, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "CoRR.c", directory: ".", checksumkind: CSK_MD5, checksum: "eb4caf4bf97f7ac5c3c89cae02cd5ac5")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !0, !33, !36}
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
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 22)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 16, type: !35, isLocal: false, isDefinition: true)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 16, type: !35, isLocal: false, isDefinition: true)
!38 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !35)
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 8, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 18, type: !48, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !51)
!48 = !DISubroutineType(types: !49)
!49 = !{!50, !50}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!51 = !{!52}
!52 = !DILocalVariable(name: "arg", arg: 1, scope: !47, file: !3, line: 18, type: !50)
!53 = !DILocation(line: 0, scope: !47)
!54 = !DILocation(line: 21, column: 4, scope: !47)
!55 = !{!56, !56, i64 0}
!56 = !{!"int", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C/C++ TBAA"}
!59 = !DILocation(line: 22, column: 2, scope: !47)
!60 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 25, type: !48, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !61)
!61 = !{!62}
!62 = !DILocalVariable(name: "arg", arg: 1, scope: !60, file: !3, line: 25, type: !50)
!63 = !DILocation(line: 0, scope: !60)
!64 = !DILocation(line: 28, column: 9, scope: !60)
!65 = !DILocation(line: 28, column: 7, scope: !60)
!66 = !DILocation(line: 29, column: 9, scope: !60)
!67 = !DILocation(line: 29, column: 7, scope: !60)
!68 = !DILocation(line: 30, column: 2, scope: !60)
!69 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !70, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !72)
!70 = !DISubroutineType(types: !71)
!71 = !{!35}
!72 = !{!73, !80, !81, !82, !83}
!73 = !DILocalVariable(name: "th", scope: !69, file: !3, line: 35, type: !74)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 128, elements: !78)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !76, line: 27, baseType: !77)
!76 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!77 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!78 = !{!79}
!79 = !DISubrange(count: 2)
!80 = !DILocalVariable(name: "v", scope: !69, file: !3, line: 40, type: !35)
!81 = !DILocalVariable(name: "d", scope: !69, file: !3, line: 40, type: !35)
!82 = !DILocalVariable(name: "o", scope: !69, file: !3, line: 40, type: !35)
!83 = !DILabel(scope: !69, name: "unexpected", file: !3, line: 82)
!84 = distinct !DIAssignID()
!85 = !DILocation(line: 0, scope: !69)
!86 = !DILocation(line: 35, column: 2, scope: !69)
!87 = !DILocation(line: 36, column: 2, scope: !69)
!88 = !DILocation(line: 37, column: 18, scope: !69)
!89 = !DILocation(line: 37, column: 2, scope: !69)
!90 = !DILocation(line: 38, column: 15, scope: !69)
!91 = !{!92, !92, i64 0}
!92 = !{!"long", !57, i64 0}
!93 = !DILocation(line: 38, column: 2, scope: !69)
!94 = !DILocation(line: 39, column: 15, scope: !69)
!95 = !DILocation(line: 39, column: 2, scope: !69)
!96 = !DILocation(line: 41, column: 6, scope: !69)
!97 = !DILocation(line: 42, column: 8, scope: !69)
!98 = !DILocation(line: 42, column: 6, scope: !69)
!99 = !DILocation(line: 43, column: 8, scope: !100)
!100 = distinct !DILexicalBlock(scope: !69, file: !3, line: 43, column: 6)
!101 = !DILocation(line: 43, column: 6, scope: !69)
!102 = !DILocation(line: 46, column: 6, scope: !69)
!103 = !DILocation(line: 47, column: 8, scope: !69)
!104 = !DILocation(line: 47, column: 6, scope: !69)
!105 = !DILocation(line: 48, column: 8, scope: !106)
!106 = distinct !DILexicalBlock(scope: !69, file: !3, line: 48, column: 6)
!107 = !DILocation(line: 48, column: 6, scope: !69)
!108 = !DILocation(line: 50, column: 9, scope: !69)
!109 = !DILocation(line: 50, column: 4, scope: !69)
!110 = !DILocation(line: 56, column: 2, scope: !69)
!111 = !DILocation(line: 59, column: 3, scope: !112)
!112 = distinct !DILexicalBlock(scope: !113, file: !3, line: 59, column: 3)
!113 = distinct !DILexicalBlock(scope: !114, file: !3, line: 59, column: 3)
!114 = distinct !DILexicalBlock(scope: !69, file: !3, line: 56, column: 13)
!115 = !DILocation(line: 64, column: 3, scope: !116)
!116 = distinct !DILexicalBlock(scope: !117, file: !3, line: 64, column: 3)
!117 = distinct !DILexicalBlock(scope: !114, file: !3, line: 64, column: 3)
!118 = !DILocation(line: 69, column: 3, scope: !119)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 69, column: 3)
!120 = distinct !DILexicalBlock(scope: !114, file: !3, line: 69, column: 3)
!121 = !DILocation(line: 74, column: 3, scope: !122)
!122 = distinct !DILexicalBlock(scope: !123, file: !3, line: 74, column: 3)
!123 = distinct !DILexicalBlock(scope: !114, file: !3, line: 74, column: 3)
!124 = !DILocation(line: 82, column: 1, scope: !69)
!125 = !DILocation(line: 83, column: 2, scope: !126)
!126 = distinct !DILexicalBlock(scope: !127, file: !3, line: 83, column: 2)
!127 = distinct !DILexicalBlock(scope: !69, file: !3, line: 83, column: 2)
!128 = !DISubprogram(name: "pthread_create", scope: !129, file: !129, line: 202, type: !130, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!129 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!130 = !DISubroutineType(types: !131)
!131 = !{!35, !132, !134, !146, !147}
!132 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !137)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !76, line: 62, baseType: !138)
!138 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !76, line: 56, size: 448, elements: !139)
!139 = !{!140, !144}
!140 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !138, file: !76, line: 58, baseType: !141, size: 448)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !142)
!142 = !{!143}
!143 = !DISubrange(count: 56)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !138, file: !76, line: 59, baseType: !145, size: 64)
!145 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !50)
!148 = !DISubprogram(name: "pthread_join", scope: !129, file: !129, line: 219, type: !149, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DISubroutineType(types: !150)
!150 = !{!35, !75, !151}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!152 = !DISubprogram(name: "__assert_fail", scope: !153, file: !153, line: 69, type: !154, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!153 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!154 = !DISubroutineType(types: !155)
!155 = !{null, !156, !156, !157, !156}
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!157 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
