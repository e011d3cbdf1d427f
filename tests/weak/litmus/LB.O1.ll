; ModuleID = 'LB.c'
source_filename = "LB.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r0_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !37
@y = dso_local global i32 0, align 4, !dbg !33
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !39
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [5 x i8] c"LB.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !28

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !49 {
    #dbg_value(ptr poison, !54, !DIExpression(), !55)
  %2 = load volatile i32, ptr @x, align 4, !dbg !56, !tbaa !57
  store i32 %2, ptr @r0_0, align 4, !dbg !61, !tbaa !57
  store volatile i32 1, ptr @y, align 4, !dbg !62, !tbaa !57
  ret ptr null, !dbg !63
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !64 {
    #dbg_value(ptr poison, !66, !DIExpression(), !67)
  %2 = load volatile i32, ptr @y, align 4, !dbg !68, !tbaa !57
  store i32 %2, ptr @r1_0, align 4, !dbg !69, !tbaa !57
  store volatile i32 1, ptr @x, align 4, !dbg !70, !tbaa !57
  ret ptr null, !dbg !71
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !72 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !87
    #dbg_assign(i1 undef, !76, !DIExpression(), !87, ptr %1, !DIExpression(), !88)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !89
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !90
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !91
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !92
  %5 = load i64, ptr %1, align 16, !dbg !93, !tbaa !94
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !96
  %7 = load i64, ptr %3, align 8, !dbg !97, !tbaa !94
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !98
    #dbg_value(i32 0, !85, !DIExpression(), !88)
  %9 = load i32, ptr @r0_0, align 4, !dbg !99, !tbaa !57
    #dbg_value(i32 %9, !83, !DIExpression(), !88)
  %10 = icmp eq i32 %9, 0, !dbg !100
  %11 = icmp eq i32 %9, 1, !dbg !101
  %12 = select i1 %11, i32 1, i32 -1, !dbg !101
  %13 = select i1 %10, i32 0, i32 %12, !dbg !101
    #dbg_value(i32 %13, !84, !DIExpression(), !88)
  %14 = icmp slt i32 %13, 0, !dbg !102
  br i1 %14, label %30, label %15, !dbg !104

15:                                               ; preds = %0
    #dbg_value(i32 %13, !85, !DIExpression(), !88)
  %16 = load i32, ptr @r1_0, align 4, !dbg !105, !tbaa !57
    #dbg_value(i32 %16, !83, !DIExpression(), !88)
  %17 = icmp eq i32 %16, 0, !dbg !106
  %18 = icmp eq i32 %16, 1, !dbg !107
  %19 = select i1 %18, i32 1, i32 -1, !dbg !107
  %20 = select i1 %17, i32 0, i32 %19, !dbg !107
    #dbg_value(i32 %20, !84, !DIExpression(), !88)
  %21 = icmp slt i32 %20, 0, !dbg !108
  br i1 %21, label %30, label %22, !dbg !110

22:                                               ; preds = %15
  %23 = shl nuw nsw i32 %20, 1, !dbg !111
  %24 = add nuw nsw i32 %23, %13, !dbg !112
    #dbg_value(i32 %24, !85, !DIExpression(), !88)
  switch i32 %24, label %29 [
    i32 0, label %25
    i32 1, label %26
    i32 2, label %27
    i32 3, label %28
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
  unreachable

30:                                               ; preds = %15, %0
    #dbg_label(!86, !127)
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 85, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !128
  unreachable, !dbg !128
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !131 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !151 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !155 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!41, !42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 15, type: !35, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "LB.c", directory: ".", checksumkind: CSK_MD5, checksum: "3b41135f1f94cd029e2124211ff6a1aa")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !0, !33, !37, !39}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 40, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 5)
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
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 22)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 16, type: !35, isLocal: false, isDefinition: true)
!35 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !36)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "r0_0", scope: !2, file: !3, line: 17, type: !36, isLocal: false, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 17, type: !36, isLocal: false, isDefinition: true)
!41 = !{i32 7, !"Dwarf Version", i32 5}
!42 = !{i32 2, !"Debug Info Version", i32 3}
!43 = !{i32 1, !"wchar_size", i32 4}
!44 = !{i32 8, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 2}
!47 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!48 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!49 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 19, type: !50, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!50 = !DISubroutineType(types: !51)
!51 = !{!52, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!53 = !{!54}
!54 = !DILocalVariable(name: "arg", arg: 1, scope: !49, file: !3, line: 19, type: !52)
!55 = !DILocation(line: 0, scope: !49)
!56 = !DILocation(line: 22, column: 9, scope: !49)
!57 = !{!58, !58, i64 0}
!58 = !{!"int", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C/C++ TBAA"}
!61 = !DILocation(line: 22, column: 7, scope: !49)
!62 = !DILocation(line: 23, column: 4, scope: !49)
!63 = !DILocation(line: 24, column: 2, scope: !49)
!64 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 27, type: !50, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!65 = !{!66}
!66 = !DILocalVariable(name: "arg", arg: 1, scope: !64, file: !3, line: 27, type: !52)
!67 = !DILocation(line: 0, scope: !64)
!68 = !DILocation(line: 30, column: 9, scope: !64)
!69 = !DILocation(line: 30, column: 7, scope: !64)
!70 = !DILocation(line: 31, column: 4, scope: !64)
!71 = !DILocation(line: 32, column: 2, scope: !64)
!72 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !73, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{!36}
!75 = !{!76, !83, !84, !85, !86}
!76 = !DILocalVariable(name: "th", scope: !72, file: !3, line: 37, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 128, elements: !81)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !79, line: 27, baseType: !80)
!79 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!80 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!81 = !{!82}
!82 = !DISubrange(count: 2)
!83 = !DILocalVariable(name: "v", scope: !72, file: !3, line: 42, type: !36)
!84 = !DILocalVariable(name: "d", scope: !72, file: !3, line: 42, type: !36)
!85 = !DILocalVariable(name: "o", scope: !72, file: !3, line: 42, type: !36)
!86 = !DILabel(scope: !72, name: "unexpected", file: !3, line: 84)
!87 = distinct !DIAssignID()
!88 = !DILocation(line: 0, scope: !72)
!89 = !DILocation(line: 37, column: 2, scope: !72)
!90 = !DILocation(line: 38, column: 2, scope: !72)
!91 = !DILocation(line: 39, column: 18, scope: !72)
!92 = !DILocation(line: 39, column: 2, scope: !72)
!93 = !DILocation(line: 40, column: 15, scope: !72)
!94 = !{!95, !95, i64 0}
!95 = !{!"long", !59, i64 0}
!96 = !DILocation(line: 40, column: 2, scope: !72)
!97 = !DILocation(line: 41, column: 15, scope: !72)
!98 = !DILocation(line: 41, column: 2, scope: !72)
!99 = !DILocation(line: 43, column: 6, scope: !72)
!100 = !DILocation(line: 44, column: 8, scope: !72)
!101 = !DILocation(line: 44, column: 6, scope: !72)
!102 = !DILocation(line: 45, column: 8, scope: !103)
!103 = distinct !DILexicalBlock(scope: !72, file: !3, line: 45, column: 6)
!104 = !DILocation(line: 45, column: 6, scope: !72)
!105 = !DILocation(line: 48, column: 6, scope: !72)
!106 = !DILocation(line: 49, column: 8, scope: !72)
!107 = !DILocation(line: 49, column: 6, scope: !72)
!108 = !DILocation(line: 50, column: 8, scope: !109)
!109 = distinct !DILexicalBlock(scope: !72, file: !3, line: 50, column: 6)
!110 = !DILocation(line: 50, column: 6, scope: !72)
!111 = !DILocation(line: 52, column: 9, scope: !72)
!112 = !DILocation(line: 52, column: 4, scope: !72)
!113 = !DILocation(line: 58, column: 2, scope: !72)
!114 = !DILocation(line: 61, column: 3, scope: !115)
!115 = distinct !DILexicalBlock(scope: !116, file: !3, line: 61, column: 3)
!116 = distinct !DILexicalBlock(scope: !117, file: !3, line: 61, column: 3)
!117 = distinct !DILexicalBlock(scope: !72, file: !3, line: 58, column: 13)
!118 = !DILocation(line: 66, column: 3, scope: !119)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 66, column: 3)
!120 = distinct !DILexicalBlock(scope: !117, file: !3, line: 66, column: 3)
!121 = !DILocation(line: 71, column: 3, scope: !122)
!122 = distinct !DILexicalBlock(scope: !123, file: !3, line: 71, column: 3)
!123 = distinct !DILexicalBlock(scope: !117, file: !3, line: 71, column: 3)
!124 = !DILocation(line: 76, column: 3, scope: !125)
!125 = distinct !DILexicalBlock(scope: !126, file: !3, line: 76, column: 3)
!126 = distinct !DILexicalBlock(scope: !117, file: !3, line: 76, column: 3)
!127 = !DILocation(line: 84, column: 1, scope: !72)
!128 = !DILocation(line: 85, column: 2, scope: !129)
!129 = distinct !DILexicalBlock(scope: !130, file: !3, line: 85, column: 2)
!130 = distinct !DILexicalBlock(scope: !72, file: !3, line: 85, column: 2)
!131 = !DISubprogram(name: "pthread_create", scope: !132, file: !132, line: 202, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!133 = !DISubroutineType(types: !134)
!134 = !{!36, !135, !137, !149, !150}
!135 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !138)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !140)
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !79, line: 62, baseType: !141)
!141 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !79, line: 56, size: 448, elements: !142)
!142 = !{!143, !147}
!143 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !141, file: !79, line: 58, baseType: !144, size: 448)
!144 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !145)
!145 = !{!146}
!146 = !DISubrange(count: 56)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !141, file: !79, line: 59, baseType: !148, size: 64)
!148 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !52)
!151 = !DISubprogram(name: "pthread_join", scope: !132, file: !132, line: 219, type: !152, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DISubroutineType(types: !153)
!153 = !{!36, !78, !154}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!155 = !DISubprogram(name: "__assert_fail", scope: !156, file: !156, line: 69, type: !157, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!156 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!157 = !DISubroutineType(types: !158)
!158 = !{null, !159, !159, !160, !159}
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!160 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
