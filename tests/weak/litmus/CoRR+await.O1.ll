; ModuleID = 'CoRR+await.c'
source_filename = "CoRR+await.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !56
@r1_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !58
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [13 x i8] c"CoRR+await.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !24
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !30
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !34
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !36
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !38
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !40
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [13 x i8] c"!\22outcome 8\22\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !46
@y = dso_local local_unnamed_addr global i32 0, align 4, !dbg !51

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !68 {
    #dbg_value(ptr poison, !73, !DIExpression(), !74)
  store atomic i32 1, ptr @x monotonic, align 4, !dbg !75
  store atomic i32 2, ptr @x monotonic, align 4, !dbg !76
  ret ptr null, !dbg !77
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #1 !dbg !78 {
    #dbg_value(ptr poison, !80, !DIExpression(), !83)
  br label %2, !dbg !84

2:                                                ; preds = %2, %1
  %3 = load atomic i32, ptr @x monotonic, align 4, !dbg !85
    #dbg_value(i32 %3, !81, !DIExpression(), !86)
  %4 = icmp eq i32 %3, 0, !dbg !87
  br i1 %4, label %2, label %5, !dbg !88, !llvm.loop !89

5:                                                ; preds = %2
  store i32 %3, ptr @r1_0, align 4, !dbg !93, !tbaa !94
  %6 = load atomic i32, ptr @x monotonic, align 4, !dbg !98
  store i32 %6, ptr @r1_1, align 4, !dbg !99, !tbaa !94
  ret ptr null, !dbg !100
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !101 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !116
    #dbg_assign(i1 undef, !105, !DIExpression(), !116, ptr %1, !DIExpression(), !117)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7, !dbg !118
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #7, !dbg !119
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !120
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #7, !dbg !121
  %5 = load i64, ptr %1, align 16, !dbg !122, !tbaa !123
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #7, !dbg !125
  %7 = load i64, ptr %3, align 8, !dbg !126, !tbaa !123
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !127
    #dbg_value(i32 0, !114, !DIExpression(), !117)
  %9 = load i32, ptr @r1_0, align 4, !dbg !128, !tbaa !94
    #dbg_value(i32 %9, !112, !DIExpression(), !117)
  %10 = icmp ult i32 %9, 2, !dbg !129
  %11 = icmp eq i32 %9, 2, !dbg !129
  %12 = select i1 %11, i32 2, i32 -1, !dbg !129
  %13 = select i1 %10, i32 %9, i32 %12, !dbg !129
    #dbg_value(i32 %13, !113, !DIExpression(), !117)
  %14 = icmp slt i32 %13, 0, !dbg !130
  br i1 %14, label %35, label %15, !dbg !132

15:                                               ; preds = %0
    #dbg_value(i32 %13, !114, !DIExpression(), !117)
  %16 = load i32, ptr @r1_1, align 4, !dbg !133, !tbaa !94
    #dbg_value(i32 %16, !112, !DIExpression(), !117)
  %17 = icmp ult i32 %16, 2, !dbg !134
  %18 = icmp eq i32 %16, 2, !dbg !134
  %19 = select i1 %18, i32 2, i32 -1, !dbg !134
  %20 = select i1 %17, i32 %16, i32 %19, !dbg !134
    #dbg_value(i32 %20, !113, !DIExpression(), !117)
  %21 = icmp slt i32 %20, 0, !dbg !135
  br i1 %21, label %35, label %22, !dbg !137

22:                                               ; preds = %15
  %23 = mul nuw nsw i32 %20, 3, !dbg !138
  %24 = add nuw nsw i32 %23, %13, !dbg !139
    #dbg_value(i32 %24, !114, !DIExpression(), !117)
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
  ], !dbg !140

25:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 62, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !141
  unreachable, !dbg !141

26:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 67, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !145
  unreachable, !dbg !145

27:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 72, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !148
  unreachable, !dbg !148

28:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 77, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !151
  unreachable, !dbg !151

29:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 82, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !154
  unreachable, !dbg !154

30:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 87, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !157
  unreachable, !dbg !157

31:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 92, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !160
  unreachable, !dbg !160

32:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 97, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !163
  unreachable, !dbg !163

33:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 102, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !166
  unreachable, !dbg !166

34:                                               ; preds = %22
  unreachable

35:                                               ; preds = %15, %0
    #dbg_label(!115, !169)
  call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.1, i32 noundef 111, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !170
  unreachable, !dbg !170
}

; Function Attrs: nounwind
declare !dbg !173 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !193 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !197 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!60, !61, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !53, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "CoRR+await.c", directory: ".", checksumkind: CSK_MD5, checksum: "26eb213c8ca43130c50471ce73379299")
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
!15 = !{!16, !22, !24, !30, !32, !34, !36, !38, !40, !42, !44, !46, !0, !51, !56, !58}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !18, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 120, elements: !28)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!28 = !{!29}
!29 = !DISubrange(count: 15)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 67, type: !18, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !18, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !18, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !18, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !18, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 92, type: !18, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 97, type: !18, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 102, type: !18, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 22)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !53, isLocal: false, isDefinition: true)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !54)
!54 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !55)
!55 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 18, type: !55, isLocal: false, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 18, type: !55, isLocal: false, isDefinition: true)
!60 = !{i32 7, !"Dwarf Version", i32 5}
!61 = !{i32 2, !"Debug Info Version", i32 3}
!62 = !{i32 1, !"wchar_size", i32 4}
!63 = !{i32 8, !"PIC Level", i32 2}
!64 = !{i32 7, !"PIE Level", i32 2}
!65 = !{i32 7, !"uwtable", i32 2}
!66 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 20, type: !69, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !72)
!69 = !DISubroutineType(types: !70)
!70 = !{!71, !71}
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!72 = !{!73}
!73 = !DILocalVariable(name: "arg", arg: 1, scope: !68, file: !3, line: 20, type: !71)
!74 = !DILocation(line: 0, scope: !68)
!75 = !DILocation(line: 23, column: 2, scope: !68)
!76 = !DILocation(line: 24, column: 2, scope: !68)
!77 = !DILocation(line: 25, column: 2, scope: !68)
!78 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 28, type: !69, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !79)
!79 = !{!80, !81}
!80 = !DILocalVariable(name: "arg", arg: 1, scope: !78, file: !3, line: 28, type: !71)
!81 = !DILocalVariable(name: "v", scope: !82, file: !3, line: 31, type: !55)
!82 = distinct !DILexicalBlock(scope: !78, file: !3, line: 31, column: 2)
!83 = !DILocation(line: 0, scope: !78)
!84 = !DILocation(line: 31, column: 11, scope: !82)
!85 = !DILocation(line: 31, column: 18, scope: !82)
!86 = !DILocation(line: 0, scope: !82)
!87 = !DILocation(line: 31, column: 75, scope: !82)
!88 = !DILocation(line: 31, column: 14, scope: !82)
!89 = distinct !{!89, !84, !90, !91, !92}
!90 = !DILocation(line: 31, column: 79, scope: !82)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !{!"llvm.loop.unroll.disable"}
!93 = !DILocation(line: 31, column: 87, scope: !82)
!94 = !{!95, !95, i64 0}
!95 = !{!"int", !96, i64 0}
!96 = !{!"omnipotent char", !97, i64 0}
!97 = !{!"Simple C/C++ TBAA"}
!98 = !DILocation(line: 32, column: 9, scope: !78)
!99 = !DILocation(line: 32, column: 7, scope: !78)
!100 = !DILocation(line: 33, column: 2, scope: !78)
!101 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !102, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !104)
!102 = !DISubroutineType(types: !103)
!103 = !{!55}
!104 = !{!105, !112, !113, !114, !115}
!105 = !DILocalVariable(name: "th", scope: !101, file: !3, line: 38, type: !106)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 128, elements: !110)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !108, line: 27, baseType: !109)
!108 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!109 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!110 = !{!111}
!111 = !DISubrange(count: 2)
!112 = !DILocalVariable(name: "v", scope: !101, file: !3, line: 43, type: !55)
!113 = !DILocalVariable(name: "d", scope: !101, file: !3, line: 43, type: !55)
!114 = !DILocalVariable(name: "o", scope: !101, file: !3, line: 43, type: !55)
!115 = !DILabel(scope: !101, name: "unexpected", file: !3, line: 110)
!116 = distinct !DIAssignID()
!117 = !DILocation(line: 0, scope: !101)
!118 = !DILocation(line: 38, column: 2, scope: !101)
!119 = !DILocation(line: 39, column: 2, scope: !101)
!120 = !DILocation(line: 40, column: 18, scope: !101)
!121 = !DILocation(line: 40, column: 2, scope: !101)
!122 = !DILocation(line: 41, column: 15, scope: !101)
!123 = !{!124, !124, i64 0}
!124 = !{!"long", !96, i64 0}
!125 = !DILocation(line: 41, column: 2, scope: !101)
!126 = !DILocation(line: 42, column: 15, scope: !101)
!127 = !DILocation(line: 42, column: 2, scope: !101)
!128 = !DILocation(line: 44, column: 6, scope: !101)
!129 = !DILocation(line: 45, column: 6, scope: !101)
!130 = !DILocation(line: 46, column: 8, scope: !131)
!131 = distinct !DILexicalBlock(scope: !101, file: !3, line: 46, column: 6)
!132 = !DILocation(line: 46, column: 6, scope: !101)
!133 = !DILocation(line: 49, column: 6, scope: !101)
!134 = !DILocation(line: 50, column: 6, scope: !101)
!135 = !DILocation(line: 51, column: 8, scope: !136)
!136 = distinct !DILexicalBlock(scope: !101, file: !3, line: 51, column: 6)
!137 = !DILocation(line: 51, column: 6, scope: !101)
!138 = !DILocation(line: 53, column: 9, scope: !101)
!139 = !DILocation(line: 53, column: 4, scope: !101)
!140 = !DILocation(line: 59, column: 2, scope: !101)
!141 = !DILocation(line: 62, column: 3, scope: !142)
!142 = distinct !DILexicalBlock(scope: !143, file: !3, line: 62, column: 3)
!143 = distinct !DILexicalBlock(scope: !144, file: !3, line: 62, column: 3)
!144 = distinct !DILexicalBlock(scope: !101, file: !3, line: 59, column: 13)
!145 = !DILocation(line: 67, column: 3, scope: !146)
!146 = distinct !DILexicalBlock(scope: !147, file: !3, line: 67, column: 3)
!147 = distinct !DILexicalBlock(scope: !144, file: !3, line: 67, column: 3)
!148 = !DILocation(line: 72, column: 3, scope: !149)
!149 = distinct !DILexicalBlock(scope: !150, file: !3, line: 72, column: 3)
!150 = distinct !DILexicalBlock(scope: !144, file: !3, line: 72, column: 3)
!151 = !DILocation(line: 77, column: 3, scope: !152)
!152 = distinct !DILexicalBlock(scope: !153, file: !3, line: 77, column: 3)
!153 = distinct !DILexicalBlock(scope: !144, file: !3, line: 77, column: 3)
!154 = !DILocation(line: 82, column: 3, scope: !155)
!155 = distinct !DILexicalBlock(scope: !156, file: !3, line: 82, column: 3)
!156 = distinct !DILexicalBlock(scope: !144, file: !3, line: 82, column: 3)
!157 = !DILocation(line: 87, column: 3, scope: !158)
!158 = distinct !DILexicalBlock(scope: !159, file: !3, line: 87, column: 3)
!159 = distinct !DILexicalBlock(scope: !144, file: !3, line: 87, column: 3)
!160 = !DILocation(line: 92, column: 3, scope: !161)
!161 = distinct !DILexicalBlock(scope: !162, file: !3, line: 92, column: 3)
!162 = distinct !DILexicalBlock(scope: !144, file: !3, line: 92, column: 3)
!163 = !DILocation(line: 97, column: 3, scope: !164)
!164 = distinct !DILexicalBlock(scope: !165, file: !3, line: 97, column: 3)
!165 = distinct !DILexicalBlock(scope: !144, file: !3, line: 97, column: 3)
!166 = !DILocation(line: 102, column: 3, scope: !167)
!167 = distinct !DILexicalBlock(scope: !168, file: !3, line: 102, column: 3)
!168 = distinct !DILexicalBlock(scope: !144, file: !3, line: 102, column: 3)
!169 = !DILocation(line: 110, column: 1, scope: !101)
!170 = !DILocation(line: 111, column: 2, scope: !171)
!171 = distinct !DILexicalBlock(scope: !172, file: !3, line: 111, column: 2)
!172 = distinct !DILexicalBlock(scope: !101, file: !3, line: 111, column: 2)
!173 = !DISubprogram(name: "pthread_create", scope: !174, file: !174, line: 202, type: !175, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!174 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!175 = !DISubroutineType(types: !176)
!176 = !{!55, !177, !179, !191, !192}
!177 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !178)
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !180)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !182)
!182 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !108, line: 62, baseType: !183)
!183 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !108, line: 56, size: 448, elements: !184)
!184 = !{!185, !189}
!185 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !183, file: !108, line: 58, baseType: !186, size: 448)
!186 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !187)
!187 = !{!188}
!188 = !DISubrange(count: 56)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !183, file: !108, line: 59, baseType: !190, size: 64)
!190 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !71)
!193 = !DISubprogram(name: "pthread_join", scope: !174, file: !174, line: 219, type: !194, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!194 = !DISubroutineType(types: !195)
!195 = !{!55, !107, !196}
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!197 = !DISubprogram(name: "__assert_fail", scope: !198, file: !198, line: 69, type: !199, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!198 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!199 = !DISubroutineType(types: !200)
!200 = !{null, !201, !201, !7, !201}
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
