; ModuleID = 'CoWR+rlx.c'
source_filename = "CoWR+rlx.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@r0_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !54
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [11 x i8] c"CoWR+rlx.c\00", align 1, !dbg !22
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
  store atomic i32 1, ptr @x monotonic, align 4, !dbg !74
  %2 = load atomic i32, ptr @x monotonic, align 4, !dbg !75
  store i32 %2, ptr @r0_1, align 4, !dbg !76, !tbaa !77
  ret ptr null, !dbg !81
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !82 {
    #dbg_value(ptr poison, !84, !DIExpression(), !85)
  store atomic i32 2, ptr @x monotonic, align 4, !dbg !86
  ret ptr null, !dbg !87
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !88 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !103
    #dbg_assign(i1 undef, !92, !DIExpression(), !103, ptr %1, !DIExpression(), !104)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !105
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !106
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !107
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !108
  %5 = load i64, ptr %1, align 16, !dbg !109, !tbaa !110
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !112
  %7 = load i64, ptr %3, align 8, !dbg !113, !tbaa !110
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !114
    #dbg_value(i32 0, !101, !DIExpression(), !104)
  %9 = load i32, ptr @r0_1, align 4, !dbg !115, !tbaa !77
    #dbg_value(i32 %9, !99, !DIExpression(), !104)
  %10 = icmp ult i32 %9, 2, !dbg !116
  %11 = icmp eq i32 %9, 2, !dbg !116
  %12 = select i1 %11, i32 2, i32 -1, !dbg !116
  %13 = select i1 %10, i32 %9, i32 %12, !dbg !116
    #dbg_value(i32 %13, !100, !DIExpression(), !104)
  %14 = icmp slt i32 %13, 0, !dbg !117
  br i1 %14, label %35, label %15, !dbg !119

15:                                               ; preds = %0
    #dbg_value(i32 %13, !101, !DIExpression(), !104)
  %16 = load atomic i32, ptr @x monotonic, align 4, !dbg !120
    #dbg_value(i32 %16, !99, !DIExpression(), !104)
  %17 = icmp ult i32 %16, 2, !dbg !121
  %18 = icmp eq i32 %16, 2, !dbg !121
  %19 = select i1 %18, i32 2, i32 -1, !dbg !121
  %20 = select i1 %17, i32 %16, i32 %19, !dbg !121
    #dbg_value(i32 %20, !100, !DIExpression(), !104)
  %21 = icmp slt i32 %20, 0, !dbg !122
  br i1 %21, label %35, label %22, !dbg !124

22:                                               ; preds = %15
  %23 = mul nuw nsw i32 %20, 3, !dbg !125
  %24 = add nuw nsw i32 %23, %13, !dbg !126
    #dbg_value(i32 %24, !101, !DIExpression(), !104)
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
  ], !dbg !127

25:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 60, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !128
  unreachable, !dbg !128

26:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 65, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !132
  unreachable, !dbg !132

27:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 70, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !135
  unreachable, !dbg !135

28:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 75, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !138
  unreachable, !dbg !138

29:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 80, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !141
  unreachable, !dbg !141

30:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 85, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !144
  unreachable, !dbg !144

31:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 90, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !147
  unreachable, !dbg !147

32:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 95, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !150
  unreachable, !dbg !150

33:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 100, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !153
  unreachable, !dbg !153

34:                                               ; preds = %22
  unreachable

35:                                               ; preds = %15, %0
    #dbg_label(!102, !156)
  call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.1, i32 noundef 109, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !157
  unreachable, !dbg !157
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !160 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !180 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !184 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

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
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !57, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "CoWR+rlx.c", directory: ".", checksumkind: CSK_MD5, checksum: "d39754398b0b341a542c541c8142d9fd")
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
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 88, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 11)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 70, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 75, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 90, type: !18, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 95, type: !18, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 100, type: !18, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 22)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "r0_1", scope: !2, file: !3, line: 17, type: !56, isLocal: false, isDefinition: true)
!56 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !56)
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
!75 = !DILocation(line: 23, column: 9, scope: !67)
!76 = !DILocation(line: 23, column: 7, scope: !67)
!77 = !{!78, !78, i64 0}
!78 = !{!"int", !79, i64 0}
!79 = !{!"omnipotent char", !80, i64 0}
!80 = !{!"Simple C/C++ TBAA"}
!81 = !DILocation(line: 24, column: 2, scope: !67)
!82 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 27, type: !68, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !83)
!83 = !{!84}
!84 = !DILocalVariable(name: "arg", arg: 1, scope: !82, file: !3, line: 27, type: !70)
!85 = !DILocation(line: 0, scope: !82)
!86 = !DILocation(line: 30, column: 2, scope: !82)
!87 = !DILocation(line: 31, column: 2, scope: !82)
!88 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 34, type: !89, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!56}
!91 = !{!92, !99, !100, !101, !102}
!92 = !DILocalVariable(name: "th", scope: !88, file: !3, line: 36, type: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 128, elements: !97)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !95, line: 27, baseType: !96)
!95 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!96 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!97 = !{!98}
!98 = !DISubrange(count: 2)
!99 = !DILocalVariable(name: "v", scope: !88, file: !3, line: 41, type: !56)
!100 = !DILocalVariable(name: "d", scope: !88, file: !3, line: 41, type: !56)
!101 = !DILocalVariable(name: "o", scope: !88, file: !3, line: 41, type: !56)
!102 = !DILabel(scope: !88, name: "unexpected", file: !3, line: 108)
!103 = distinct !DIAssignID()
!104 = !DILocation(line: 0, scope: !88)
!105 = !DILocation(line: 36, column: 2, scope: !88)
!106 = !DILocation(line: 37, column: 2, scope: !88)
!107 = !DILocation(line: 38, column: 18, scope: !88)
!108 = !DILocation(line: 38, column: 2, scope: !88)
!109 = !DILocation(line: 39, column: 15, scope: !88)
!110 = !{!111, !111, i64 0}
!111 = !{!"long", !79, i64 0}
!112 = !DILocation(line: 39, column: 2, scope: !88)
!113 = !DILocation(line: 40, column: 15, scope: !88)
!114 = !DILocation(line: 40, column: 2, scope: !88)
!115 = !DILocation(line: 42, column: 6, scope: !88)
!116 = !DILocation(line: 43, column: 6, scope: !88)
!117 = !DILocation(line: 44, column: 8, scope: !118)
!118 = distinct !DILexicalBlock(scope: !88, file: !3, line: 44, column: 6)
!119 = !DILocation(line: 44, column: 6, scope: !88)
!120 = !DILocation(line: 47, column: 6, scope: !88)
!121 = !DILocation(line: 48, column: 6, scope: !88)
!122 = !DILocation(line: 49, column: 8, scope: !123)
!123 = distinct !DILexicalBlock(scope: !88, file: !3, line: 49, column: 6)
!124 = !DILocation(line: 49, column: 6, scope: !88)
!125 = !DILocation(line: 51, column: 9, scope: !88)
!126 = !DILocation(line: 51, column: 4, scope: !88)
!127 = !DILocation(line: 57, column: 2, scope: !88)
!128 = !DILocation(line: 60, column: 3, scope: !129)
!129 = distinct !DILexicalBlock(scope: !130, file: !3, line: 60, column: 3)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 60, column: 3)
!131 = distinct !DILexicalBlock(scope: !88, file: !3, line: 57, column: 13)
!132 = !DILocation(line: 65, column: 3, scope: !133)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 65, column: 3)
!134 = distinct !DILexicalBlock(scope: !131, file: !3, line: 65, column: 3)
!135 = !DILocation(line: 70, column: 3, scope: !136)
!136 = distinct !DILexicalBlock(scope: !137, file: !3, line: 70, column: 3)
!137 = distinct !DILexicalBlock(scope: !131, file: !3, line: 70, column: 3)
!138 = !DILocation(line: 75, column: 3, scope: !139)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 75, column: 3)
!140 = distinct !DILexicalBlock(scope: !131, file: !3, line: 75, column: 3)
!141 = !DILocation(line: 80, column: 3, scope: !142)
!142 = distinct !DILexicalBlock(scope: !143, file: !3, line: 80, column: 3)
!143 = distinct !DILexicalBlock(scope: !131, file: !3, line: 80, column: 3)
!144 = !DILocation(line: 85, column: 3, scope: !145)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 85, column: 3)
!146 = distinct !DILexicalBlock(scope: !131, file: !3, line: 85, column: 3)
!147 = !DILocation(line: 90, column: 3, scope: !148)
!148 = distinct !DILexicalBlock(scope: !149, file: !3, line: 90, column: 3)
!149 = distinct !DILexicalBlock(scope: !131, file: !3, line: 90, column: 3)
!150 = !DILocation(line: 95, column: 3, scope: !151)
!151 = distinct !DILexicalBlock(scope: !152, file: !3, line: 95, column: 3)
!152 = distinct !DILexicalBlock(scope: !131, file: !3, line: 95, column: 3)
!153 = !DILocation(line: 100, column: 3, scope: !154)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 100, column: 3)
!155 = distinct !DILexicalBlock(scope: !131, file: !3, line: 100, column: 3)
!156 = !DILocation(line: 108, column: 1, scope: !88)
!157 = !DILocation(line: 109, column: 2, scope: !158)
!158 = distinct !DILexicalBlock(scope: !159, file: !3, line: 109, column: 2)
!159 = distinct !DILexicalBlock(scope: !88, file: !3, line: 109, column: 2)
!160 = !DISubprogram(name: "pthread_create", scope: !161, file: !161, line: 202, type: !162, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!162 = !DISubroutineType(types: !163)
!163 = !{!56, !164, !166, !178, !179}
!164 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !165)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !167)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !169)
!169 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !95, line: 62, baseType: !170)
!170 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !95, line: 56, size: 448, elements: !171)
!171 = !{!172, !176}
!172 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !170, file: !95, line: 58, baseType: !173, size: 448)
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !174)
!174 = !{!175}
!175 = !DISubrange(count: 56)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !170, file: !95, line: 59, baseType: !177, size: 64)
!177 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !70)
!180 = !DISubprogram(name: "pthread_join", scope: !161, file: !161, line: 219, type: !181, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!181 = !DISubroutineType(types: !182)
!182 = !{!56, !94, !183}
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!184 = !DISubprogram(name: "__assert_fail", scope: !185, file: !185, line: 69, type: !186, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!185 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!186 = !DISubroutineType(types: !187)
!187 = !{null, !188, !188, !7, !188}
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
