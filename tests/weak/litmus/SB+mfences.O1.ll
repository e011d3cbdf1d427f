; ModuleID = 'SB+mfences.c'
source_filename = "SB+mfences.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !30
@r0_2 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !34
@r1_2 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !36
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [13 x i8] c"SB+mfences.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !13
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !19
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !21
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !23
@.str.5 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !25

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !46 {
    #dbg_value(ptr poison, !51, !DIExpression(), !52)
  store volatile i32 1, ptr @x, align 4, !dbg !53, !tbaa !54
  fence seq_cst, !dbg !58
  %2 = load volatile i32, ptr @y, align 4, !dbg !59, !tbaa !54
  store i32 %2, ptr @r0_2, align 4, !dbg !60, !tbaa !54
  ret ptr null, !dbg !61
}

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !62 {
    #dbg_value(ptr poison, !64, !DIExpression(), !65)
  store volatile i32 1, ptr @y, align 4, !dbg !66, !tbaa !54
  fence seq_cst, !dbg !67
  %2 = load volatile i32, ptr @x, align 4, !dbg !68, !tbaa !54
  store i32 %2, ptr @r1_2, align 4, !dbg !69, !tbaa !54
  ret ptr null, !dbg !70
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !71 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !86
    #dbg_assign(i1 undef, !75, !DIExpression(), !86, ptr %1, !DIExpression(), !87)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !88
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !89
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !90
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !91
  %5 = load i64, ptr %1, align 16, !dbg !92, !tbaa !93
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !95
  %7 = load i64, ptr %3, align 8, !dbg !96, !tbaa !93
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !97
    #dbg_value(i32 0, !84, !DIExpression(), !87)
  %9 = load i32, ptr @r0_2, align 4, !dbg !98, !tbaa !54
    #dbg_value(i32 %9, !82, !DIExpression(), !87)
  %10 = icmp eq i32 %9, 0, !dbg !99
  %11 = icmp eq i32 %9, 1, !dbg !100
  %12 = select i1 %11, i32 1, i32 -1, !dbg !100
  %13 = select i1 %10, i32 0, i32 %12, !dbg !100
    #dbg_value(i32 %13, !83, !DIExpression(), !87)
  %14 = icmp slt i32 %13, 0, !dbg !101
  br i1 %14, label %30, label %15, !dbg !103

15:                                               ; preds = %0
    #dbg_value(i32 %13, !84, !DIExpression(), !87)
  %16 = load i32, ptr @r1_2, align 4, !dbg !104, !tbaa !54
    #dbg_value(i32 %16, !82, !DIExpression(), !87)
  %17 = icmp eq i32 %16, 0, !dbg !105
  %18 = icmp eq i32 %16, 1, !dbg !106
  %19 = select i1 %18, i32 1, i32 -1, !dbg !106
  %20 = select i1 %17, i32 0, i32 %19, !dbg !106
    #dbg_value(i32 %20, !83, !DIExpression(), !87)
  %21 = icmp slt i32 %20, 0, !dbg !107
  br i1 %21, label %30, label %22, !dbg !109

22:                                               ; preds = %15
  %23 = shl nuw nsw i32 %20, 1, !dbg !110
  %24 = add nuw nsw i32 %23, %13, !dbg !111
    #dbg_value(i32 %24, !84, !DIExpression(), !87)
  switch i32 %24, label %29 [
    i32 0, label %25
    i32 1, label %26
    i32 2, label %27
    i32 3, label %28
  ], !dbg !112

25:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 63, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !113
  unreachable, !dbg !113

26:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 68, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !117
  unreachable, !dbg !117

27:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 73, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !120
  unreachable, !dbg !120

28:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 78, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !123
  unreachable, !dbg !123

29:                                               ; preds = %22
  unreachable

30:                                               ; preds = %15, %0
    #dbg_label(!85, !126)
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 87, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !127
  unreachable, !dbg !127
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !130 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !150 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !154 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 15, type: !32, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "SB+mfences.c", directory: ".", checksumkind: CSK_MD5, checksum: "53d5f67749f38a8bbb16e35d7e21f6d4")
!4 = !{!5, !11, !13, !19, !21, !23, !25, !0, !30, !34, !36}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !7, isLocal: true, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 120, elements: !17)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!17 = !{!18}
!18 = !DISubrange(count: 15)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !7, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !7, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !7, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 22)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 16, type: !32, isLocal: false, isDefinition: true)
!32 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !33)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "r0_2", scope: !2, file: !3, line: 17, type: !33, isLocal: false, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "r1_2", scope: !2, file: !3, line: 17, type: !33, isLocal: false, isDefinition: true)
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 19, type: !47, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!47 = !DISubroutineType(types: !48)
!48 = !{!49, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!50 = !{!51}
!51 = !DILocalVariable(name: "arg", arg: 1, scope: !46, file: !3, line: 19, type: !49)
!52 = !DILocation(line: 0, scope: !46)
!53 = !DILocation(line: 22, column: 4, scope: !46)
!54 = !{!55, !55, i64 0}
!55 = !{!"int", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocation(line: 23, column: 2, scope: !46)
!59 = !DILocation(line: 24, column: 9, scope: !46)
!60 = !DILocation(line: 24, column: 7, scope: !46)
!61 = !DILocation(line: 25, column: 2, scope: !46)
!62 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 28, type: !47, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !63)
!63 = !{!64}
!64 = !DILocalVariable(name: "arg", arg: 1, scope: !62, file: !3, line: 28, type: !49)
!65 = !DILocation(line: 0, scope: !62)
!66 = !DILocation(line: 31, column: 4, scope: !62)
!67 = !DILocation(line: 32, column: 2, scope: !62)
!68 = !DILocation(line: 33, column: 9, scope: !62)
!69 = !DILocation(line: 33, column: 7, scope: !62)
!70 = !DILocation(line: 34, column: 2, scope: !62)
!71 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !72, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !74)
!72 = !DISubroutineType(types: !73)
!73 = !{!33}
!74 = !{!75, !82, !83, !84, !85}
!75 = !DILocalVariable(name: "th", scope: !71, file: !3, line: 39, type: !76)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 128, elements: !80)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !78, line: 27, baseType: !79)
!78 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!79 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!80 = !{!81}
!81 = !DISubrange(count: 2)
!82 = !DILocalVariable(name: "v", scope: !71, file: !3, line: 44, type: !33)
!83 = !DILocalVariable(name: "d", scope: !71, file: !3, line: 44, type: !33)
!84 = !DILocalVariable(name: "o", scope: !71, file: !3, line: 44, type: !33)
!85 = !DILabel(scope: !71, name: "unexpected", file: !3, line: 86)
!86 = distinct !DIAssignID()
!87 = !DILocation(line: 0, scope: !71)
!88 = !DILocation(line: 39, column: 2, scope: !71)
!89 = !DILocation(line: 40, column: 2, scope: !71)
!90 = !DILocation(line: 41, column: 18, scope: !71)
!91 = !DILocation(line: 41, column: 2, scope: !71)
!92 = !DILocation(line: 42, column: 15, scope: !71)
!93 = !{!94, !94, i64 0}
!94 = !{!"long", !56, i64 0}
!95 = !DILocation(line: 42, column: 2, scope: !71)
!96 = !DILocation(line: 43, column: 15, scope: !71)
!97 = !DILocation(line: 43, column: 2, scope: !71)
!98 = !DILocation(line: 45, column: 6, scope: !71)
!99 = !DILocation(line: 46, column: 8, scope: !71)
!100 = !DILocation(line: 46, column: 6, scope: !71)
!101 = !DILocation(line: 47, column: 8, scope: !102)
!102 = distinct !DILexicalBlock(scope: !71, file: !3, line: 47, column: 6)
!103 = !DILocation(line: 47, column: 6, scope: !71)
!104 = !DILocation(line: 50, column: 6, scope: !71)
!105 = !DILocation(line: 51, column: 8, scope: !71)
!106 = !DILocation(line: 51, column: 6, scope: !71)
!107 = !DILocation(line: 52, column: 8, scope: !108)
!108 = distinct !DILexicalBlock(scope: !71, file: !3, line: 52, column: 6)
!109 = !DILocation(line: 52, column: 6, scope: !71)
!110 = !DILocation(line: 54, column: 9, scope: !71)
!111 = !DILocation(line: 54, column: 4, scope: !71)
!112 = !DILocation(line: 60, column: 2, scope: !71)
!113 = !DILocation(line: 63, column: 3, scope: !114)
!114 = distinct !DILexicalBlock(scope: !115, file: !3, line: 63, column: 3)
!115 = distinct !DILexicalBlock(scope: !116, file: !3, line: 63, column: 3)
!116 = distinct !DILexicalBlock(scope: !71, file: !3, line: 60, column: 13)
!117 = !DILocation(line: 68, column: 3, scope: !118)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 68, column: 3)
!119 = distinct !DILexicalBlock(scope: !116, file: !3, line: 68, column: 3)
!120 = !DILocation(line: 73, column: 3, scope: !121)
!121 = distinct !DILexicalBlock(scope: !122, file: !3, line: 73, column: 3)
!122 = distinct !DILexicalBlock(scope: !116, file: !3, line: 73, column: 3)
!123 = !DILocation(line: 78, column: 3, scope: !124)
!124 = distinct !DILexicalBlock(scope: !125, file: !3, line: 78, column: 3)
!125 = distinct !DILexicalBlock(scope: !116, file: !3, line: 78, column: 3)
!126 = !DILocation(line: 86, column: 1, scope: !71)
!127 = !DILocation(line: 87, column: 2, scope: !128)
!128 = distinct !DILexicalBlock(scope: !129, file: !3, line: 87, column: 2)
!129 = distinct !DILexicalBlock(scope: !71, file: !3, line: 87, column: 2)
!130 = !DISubprogram(name: "pthread_create", scope: !131, file: !131, line: 202, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!132 = !DISubroutineType(types: !133)
!133 = !{!33, !134, !136, !148, !149}
!134 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !137)
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !139)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !78, line: 62, baseType: !140)
!140 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !78, line: 56, size: 448, elements: !141)
!141 = !{!142, !146}
!142 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !140, file: !78, line: 58, baseType: !143, size: 448)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !144)
!144 = !{!145}
!145 = !DISubrange(count: 56)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !140, file: !78, line: 59, baseType: !147, size: 64)
!147 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !49)
!150 = !DISubprogram(name: "pthread_join", scope: !131, file: !131, line: 219, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!151 = !DISubroutineType(types: !152)
!152 = !{!33, !77, !153}
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!154 = !DISubprogram(name: "__assert_fail", scope: !155, file: !155, line: 69, type: !156, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!155 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!156 = !DISubroutineType(types: !157)
!157 = !{null, !158, !158, !159, !158}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!159 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
