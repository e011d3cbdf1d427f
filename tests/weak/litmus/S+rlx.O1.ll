; ModuleID = 'S+rlx.c'
source_filename = "S+rlx.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@y = dso_local local_unnamed_addr global i32 0, align 4, !dbg !48
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !53
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [8 x i8] c"S+rlx.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !39
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !43

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !63 {
    #dbg_value(ptr poison, !68, !DIExpression(), !69)
  store atomic i32 2, ptr @x monotonic, align 4, !dbg !70
  store atomic i32 1, ptr @y monotonic, align 4, !dbg !71
  ret ptr null, !dbg !72
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !73 {
    #dbg_value(ptr poison, !75, !DIExpression(), !76)
  %2 = load atomic i32, ptr @y monotonic, align 4, !dbg !77
  store i32 %2, ptr @r1_0, align 4, !dbg !78, !tbaa !79
  store atomic i32 1, ptr @x monotonic, align 4, !dbg !83
  ret ptr null, !dbg !84
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !85 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !100
    #dbg_assign(i1 undef, !89, !DIExpression(), !100, ptr %1, !DIExpression(), !101)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !102
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !103
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !104
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !105
  %5 = load i64, ptr %1, align 16, !dbg !106, !tbaa !107
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !109
  %7 = load i64, ptr %3, align 8, !dbg !110, !tbaa !107
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !111
    #dbg_value(i32 0, !98, !DIExpression(), !101)
  %9 = load i32, ptr @r1_0, align 4, !dbg !112, !tbaa !79
    #dbg_value(i32 %9, !96, !DIExpression(), !101)
  %10 = icmp eq i32 %9, 0, !dbg !113
  %11 = icmp eq i32 %9, 1, !dbg !114
  %12 = select i1 %11, i32 1, i32 -1, !dbg !114
  %13 = select i1 %10, i32 0, i32 %12, !dbg !114
    #dbg_value(i32 %13, !97, !DIExpression(), !101)
  %14 = icmp slt i32 %13, 0, !dbg !115
  br i1 %14, label %32, label %15, !dbg !117

15:                                               ; preds = %0
    #dbg_value(i32 %13, !98, !DIExpression(), !101)
  %16 = load atomic i32, ptr @x monotonic, align 4, !dbg !118
    #dbg_value(i32 %16, !96, !DIExpression(), !101)
  %17 = icmp ult i32 %16, 2, !dbg !119
  %18 = icmp eq i32 %16, 2, !dbg !119
  %19 = select i1 %18, i32 2, i32 -1, !dbg !119
  %20 = select i1 %17, i32 %16, i32 %19, !dbg !119
    #dbg_value(i32 %20, !97, !DIExpression(), !101)
  %21 = icmp slt i32 %20, 0, !dbg !120
  br i1 %21, label %32, label %22, !dbg !122

22:                                               ; preds = %15
  %23 = shl nuw nsw i32 %20, 1, !dbg !123
  %24 = add nuw nsw i32 %23, %13, !dbg !124
    #dbg_value(i32 %24, !98, !DIExpression(), !101)
  switch i32 %24, label %31 [
    i32 0, label %25
    i32 1, label %26
    i32 2, label %27
    i32 3, label %28
    i32 4, label %29
    i32 5, label %30
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
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 82, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !139
  unreachable, !dbg !139

30:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 87, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !142
  unreachable, !dbg !142

31:                                               ; preds = %22
  unreachable

32:                                               ; preds = %15, %0
    #dbg_label(!99, !145)
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 96, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !146
  unreachable, !dbg !146
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !149 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !169 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !173 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!55, !56, !57, !58, !59, !60, !61}
!llvm.ident = !{!62}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !50, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "S+rlx.c", directory: ".", checksumkind: CSK_MD5, checksum: "b15e5bf733689a6a4376ba5bc36f311e")
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
!15 = !{!16, !22, !27, !33, !35, !37, !39, !41, !43, !0, !48, !53}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 64, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 8)
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
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 22)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !50, isLocal: false, isDefinition: true)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !51)
!51 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !52)
!52 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 18, type: !52, isLocal: false, isDefinition: true)
!55 = !{i32 7, !"Dwarf Version", i32 5}
!56 = !{i32 2, !"Debug Info Version", i32 3}
!57 = !{i32 1, !"wchar_size", i32 4}
!58 = !{i32 8, !"PIC Level", i32 2}
!59 = !{i32 7, !"PIE Level", i32 2}
!60 = !{i32 7, !"uwtable", i32 2}
!61 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!62 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!63 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 20, type: !64, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !67)
!64 = !DISubroutineType(types: !65)
!65 = !{!66, !66}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!67 = !{!68}
!68 = !DILocalVariable(name: "arg", arg: 1, scope: !63, file: !3, line: 20, type: !66)
!69 = !DILocation(line: 0, scope: !63)
!70 = !DILocation(line: 23, column: 2, scope: !63)
!71 = !DILocation(line: 24, column: 2, scope: !63)
!72 = !DILocation(line: 25, column: 2, scope: !63)
!73 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 28, type: !64, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !74)
!74 = !{!75}
!75 = !DILocalVariable(name: "arg", arg: 1, scope: !73, file: !3, line: 28, type: !66)
!76 = !DILocation(line: 0, scope: !73)
!77 = !DILocation(line: 31, column: 9, scope: !73)
!78 = !DILocation(line: 31, column: 7, scope: !73)
!79 = !{!80, !80, i64 0}
!80 = !{!"int", !81, i64 0}
!81 = !{!"omnipotent char", !82, i64 0}
!82 = !{!"Simple C/C++ TBAA"}
!83 = !DILocation(line: 32, column: 2, scope: !73)
!84 = !DILocation(line: 33, column: 2, scope: !73)
!85 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !86, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!86 = !DISubroutineType(types: !87)
!87 = !{!52}
!88 = !{!89, !96, !97, !98, !99}
!89 = !DILocalVariable(name: "th", scope: !85, file: !3, line: 38, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 128, elements: !94)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !92, line: 27, baseType: !93)
!92 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!93 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!94 = !{!95}
!95 = !DISubrange(count: 2)
!96 = !DILocalVariable(name: "v", scope: !85, file: !3, line: 43, type: !52)
!97 = !DILocalVariable(name: "d", scope: !85, file: !3, line: 43, type: !52)
!98 = !DILocalVariable(name: "o", scope: !85, file: !3, line: 43, type: !52)
!99 = !DILabel(scope: !85, name: "unexpected", file: !3, line: 95)
!100 = distinct !DIAssignID()
!101 = !DILocation(line: 0, scope: !85)
!102 = !DILocation(line: 38, column: 2, scope: !85)
!103 = !DILocation(line: 39, column: 2, scope: !85)
!104 = !DILocation(line: 40, column: 18, scope: !85)
!105 = !DILocation(line: 40, column: 2, scope: !85)
!106 = !DILocation(line: 41, column: 15, scope: !85)
!107 = !{!108, !108, i64 0}
!108 = !{!"long", !81, i64 0}
!109 = !DILocation(line: 41, column: 2, scope: !85)
!110 = !DILocation(line: 42, column: 15, scope: !85)
!111 = !DILocation(line: 42, column: 2, scope: !85)
!112 = !DILocation(line: 44, column: 6, scope: !85)
!113 = !DILocation(line: 45, column: 8, scope: !85)
!114 = !DILocation(line: 45, column: 6, scope: !85)
!115 = !DILocation(line: 46, column: 8, scope: !116)
!116 = distinct !DILexicalBlock(scope: !85, file: !3, line: 46, column: 6)
!117 = !DILocation(line: 46, column: 6, scope: !85)
!118 = !DILocation(line: 49, column: 6, scope: !85)
!119 = !DILocation(line: 50, column: 6, scope: !85)
!120 = !DILocation(line: 51, column: 8, scope: !121)
!121 = distinct !DILexicalBlock(scope: !85, file: !3, line: 51, column: 6)
!122 = !DILocation(line: 51, column: 6, scope: !85)
!123 = !DILocation(line: 53, column: 9, scope: !85)
!124 = !DILocation(line: 53, column: 4, scope: !85)
!125 = !DILocation(line: 59, column: 2, scope: !85)
!126 = !DILocation(line: 62, column: 3, scope: !127)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 62, column: 3)
!128 = distinct !DILexicalBlock(scope: !129, file: !3, line: 62, column: 3)
!129 = distinct !DILexicalBlock(scope: !85, file: !3, line: 59, column: 13)
!130 = !DILocation(line: 67, column: 3, scope: !131)
!131 = distinct !DILexicalBlock(scope: !132, file: !3, line: 67, column: 3)
!132 = distinct !DILexicalBlock(scope: !129, file: !3, line: 67, column: 3)
!133 = !DILocation(line: 72, column: 3, scope: !134)
!134 = distinct !DILexicalBlock(scope: !135, file: !3, line: 72, column: 3)
!135 = distinct !DILexicalBlock(scope: !129, file: !3, line: 72, column: 3)
!136 = !DILocation(line: 77, column: 3, scope: !137)
!137 = distinct !DILexicalBlock(scope: !138, file: !3, line: 77, column: 3)
!138 = distinct !DILexicalBlock(scope: !129, file: !3, line: 77, column: 3)
!139 = !DILocation(line: 82, column: 3, scope: !140)
!140 = distinct !DILexicalBlock(scope: !141, file: !3, line: 82, column: 3)
!141 = distinct !DILexicalBlock(scope: !129, file: !3, line: 82, column: 3)
!142 = !DILocation(line: 87, column: 3, scope: !143)
!143 = distinct !DILexicalBlock(scope: !144, file: !3, line: 87, column: 3)
!144 = distinct !DILexicalBlock(scope: !129, file: !3, line: 87, column: 3)
!145 = !DILocation(line: 95, column: 1, scope: !85)
!146 = !DILocation(line: 96, column: 2, scope: !147)
!147 = distinct !DILexicalBlock(scope: !148, file: !3, line: 96, column: 2)
!148 = distinct !DILexicalBlock(scope: !85, file: !3, line: 96, column: 2)
!149 = !DISubprogram(name: "pthread_create", scope: !150, file: !150, line: 202, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!151 = !DISubroutineType(types: !152)
!152 = !{!52, !153, !155, !167, !168}
!153 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !154)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !156)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !158)
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !92, line: 62, baseType: !159)
!159 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !92, line: 56, size: 448, elements: !160)
!160 = !{!161, !165}
!161 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !159, file: !92, line: 58, baseType: !162, size: 448)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !163)
!163 = !{!164}
!164 = !DISubrange(count: 56)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !159, file: !92, line: 59, baseType: !166, size: 64)
!166 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !66)
!169 = !DISubprogram(name: "pthread_join", scope: !150, file: !150, line: 219, type: !170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{!52, !91, !172}
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!173 = !DISubprogram(name: "__assert_fail", scope: !174, file: !174, line: 69, type: !175, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!174 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!175 = !DISubroutineType(types: !176)
!176 = !{null, !177, !177, !7, !177}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
