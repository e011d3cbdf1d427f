; ModuleID = 'MP+await+rlx.c'
source_filename = "MP+await+rlx.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@y = dso_local local_unnamed_addr global i32 0, align 4, !dbg !42
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !47
@r1_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !49
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [15 x i8] c"MP+await+rlx.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !31
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !33
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !35
@.str.5 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !37

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !59 {
    #dbg_value(ptr poison, !64, !DIExpression(), !65)
  store atomic i32 1, ptr @x monotonic, align 4, !dbg !66
  store atomic i32 1, ptr @y monotonic, align 4, !dbg !67
  ret ptr null, !dbg !68
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #1 !dbg !69 {
    #dbg_value(ptr poison, !71, !DIExpression(), !74)
  br label %2, !dbg !75

2:                                                ; preds = %2, %1
  %3 = load atomic i32, ptr @y monotonic, align 4, !dbg !76
    #dbg_value(i32 %3, !72, !DIExpression(), !77)
  %4 = icmp eq i32 %3, 0, !dbg !78
  br i1 %4, label %2, label %5, !dbg !79, !llvm.loop !80

5:                                                ; preds = %2
  store i32 %3, ptr @r1_0, align 4, !dbg !84, !tbaa !85
  %6 = load atomic i32, ptr @x monotonic, align 4, !dbg !89
  store i32 %6, ptr @r1_1, align 4, !dbg !90, !tbaa !85
  ret ptr null, !dbg !91
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !92 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !107
    #dbg_assign(i1 undef, !96, !DIExpression(), !107, ptr %1, !DIExpression(), !108)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7, !dbg !109
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #7, !dbg !110
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !111
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #7, !dbg !112
  %5 = load i64, ptr %1, align 16, !dbg !113, !tbaa !114
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #7, !dbg !116
  %7 = load i64, ptr %3, align 8, !dbg !117, !tbaa !114
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !118
    #dbg_value(i32 0, !105, !DIExpression(), !108)
  %9 = load i32, ptr @r1_0, align 4, !dbg !119, !tbaa !85
    #dbg_value(i32 %9, !103, !DIExpression(), !108)
  %10 = icmp eq i32 %9, 0, !dbg !120
  %11 = icmp eq i32 %9, 1, !dbg !121
  %12 = select i1 %11, i32 1, i32 -1, !dbg !121
  %13 = select i1 %10, i32 0, i32 %12, !dbg !121
    #dbg_value(i32 %13, !104, !DIExpression(), !108)
  %14 = icmp slt i32 %13, 0, !dbg !122
  br i1 %14, label %30, label %15, !dbg !124

15:                                               ; preds = %0
    #dbg_value(i32 %13, !105, !DIExpression(), !108)
  %16 = load i32, ptr @r1_1, align 4, !dbg !125, !tbaa !85
    #dbg_value(i32 %16, !103, !DIExpression(), !108)
  %17 = icmp eq i32 %16, 0, !dbg !126
  %18 = icmp eq i32 %16, 1, !dbg !127
  %19 = select i1 %18, i32 1, i32 -1, !dbg !127
  %20 = select i1 %17, i32 0, i32 %19, !dbg !127
    #dbg_value(i32 %20, !104, !DIExpression(), !108)
  %21 = icmp slt i32 %20, 0, !dbg !128
  br i1 %21, label %30, label %22, !dbg !130

22:                                               ; preds = %15
  %23 = shl nuw nsw i32 %20, 1, !dbg !131
  %24 = add nuw nsw i32 %23, %13, !dbg !132
    #dbg_value(i32 %24, !105, !DIExpression(), !108)
  switch i32 %24, label %29 [
    i32 0, label %25
    i32 1, label %26
    i32 2, label %27
    i32 3, label %28
  ], !dbg !133

25:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 62, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !134
  unreachable, !dbg !134

26:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 67, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !138
  unreachable, !dbg !138

27:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 72, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !141
  unreachable, !dbg !141

28:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 77, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !144
  unreachable, !dbg !144

29:                                               ; preds = %22
  unreachable

30:                                               ; preds = %15, %0
    #dbg_label(!106, !147)
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 86, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !148
  unreachable, !dbg !148
}

; Function Attrs: nounwind
declare !dbg !151 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !171 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !175 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

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
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !44, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "MP+await+rlx.c", directory: ".", checksumkind: CSK_MD5, checksum: "4fa4d0fbb0855999717ec4783953a0f7")
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
!15 = !{!16, !22, !27, !31, !33, !35, !37, !0, !42, !47, !49}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 15)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !25)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 67, type: !18, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 22)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !44, isLocal: false, isDefinition: true)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !46)
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 18, type: !46, isLocal: false, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 18, type: !46, isLocal: false, isDefinition: true)
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 20, type: !60, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !63)
!60 = !DISubroutineType(types: !61)
!61 = !{!62, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!63 = !{!64}
!64 = !DILocalVariable(name: "arg", arg: 1, scope: !59, file: !3, line: 20, type: !62)
!65 = !DILocation(line: 0, scope: !59)
!66 = !DILocation(line: 23, column: 2, scope: !59)
!67 = !DILocation(line: 24, column: 2, scope: !59)
!68 = !DILocation(line: 25, column: 2, scope: !59)
!69 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 28, type: !60, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!70 = !{!71, !72}
!71 = !DILocalVariable(name: "arg", arg: 1, scope: !69, file: !3, line: 28, type: !62)
!72 = !DILocalVariable(name: "v", scope: !73, file: !3, line: 31, type: !46)
!73 = distinct !DILexicalBlock(scope: !69, file: !3, line: 31, column: 2)
!74 = !DILocation(line: 0, scope: !69)
!75 = !DILocation(line: 31, column: 11, scope: !73)
!76 = !DILocation(line: 31, column: 18, scope: !73)
!77 = !DILocation(line: 0, scope: !73)
!78 = !DILocation(line: 31, column: 75, scope: !73)
!79 = !DILocation(line: 31, column: 14, scope: !73)
!80 = distinct !{!80, !75, !81, !82, !83}
!81 = !DILocation(line: 31, column: 79, scope: !73)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !{!"llvm.loop.unroll.disable"}
!84 = !DILocation(line: 31, column: 87, scope: !73)
!85 = !{!86, !86, i64 0}
!86 = !{!"int", !87, i64 0}
!87 = !{!"omnipotent char", !88, i64 0}
!88 = !{!"Simple C/C++ TBAA"}
!89 = !DILocation(line: 32, column: 9, scope: !69)
!90 = !DILocation(line: 32, column: 7, scope: !69)
!91 = !DILocation(line: 33, column: 2, scope: !69)
!92 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !93, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !95)
!93 = !DISubroutineType(types: !94)
!94 = !{!46}
!95 = !{!96, !103, !104, !105, !106}
!96 = !DILocalVariable(name: "th", scope: !92, file: !3, line: 38, type: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 128, elements: !101)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !99, line: 27, baseType: !100)
!99 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!100 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!101 = !{!102}
!102 = !DISubrange(count: 2)
!103 = !DILocalVariable(name: "v", scope: !92, file: !3, line: 43, type: !46)
!104 = !DILocalVariable(name: "d", scope: !92, file: !3, line: 43, type: !46)
!105 = !DILocalVariable(name: "o", scope: !92, file: !3, line: 43, type: !46)
!106 = !DILabel(scope: !92, name: "unexpected", file: !3, line: 85)
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 0, scope: !92)
!109 = !DILocation(line: 38, column: 2, scope: !92)
!110 = !DILocation(line: 39, column: 2, scope: !92)
!111 = !DILocation(line: 40, column: 18, scope: !92)
!112 = !DILocation(line: 40, column: 2, scope: !92)
!113 = !DILocation(line: 41, column: 15, scope: !92)
!114 = !{!115, !115, i64 0}
!115 = !{!"long", !87, i64 0}
!116 = !DILocation(line: 41, column: 2, scope: !92)
!117 = !DILocation(line: 42, column: 15, scope: !92)
!118 = !DILocation(line: 42, column: 2, scope: !92)
!119 = !DILocation(line: 44, column: 6, scope: !92)
!120 = !DILocation(line: 45, column: 8, scope: !92)
!121 = !DILocation(line: 45, column: 6, scope: !92)
!122 = !DILocation(line: 46, column: 8, scope: !123)
!123 = distinct !DILexicalBlock(scope: !92, file: !3, line: 46, column: 6)
!124 = !DILocation(line: 46, column: 6, scope: !92)
!125 = !DILocation(line: 49, column: 6, scope: !92)
!126 = !DILocation(line: 50, column: 8, scope: !92)
!127 = !DILocation(line: 50, column: 6, scope: !92)
!128 = !DILocation(line: 51, column: 8, scope: !129)
!129 = distinct !DILexicalBlock(scope: !92, file: !3, line: 51, column: 6)
!130 = !DILocation(line: 51, column: 6, scope: !92)
!131 = !DILocation(line: 53, column: 9, scope: !92)
!132 = !DILocation(line: 53, column: 4, scope: !92)
!133 = !DILocation(line: 59, column: 2, scope: !92)
!134 = !DILocation(line: 62, column: 3, scope: !135)
!135 = distinct !DILexicalBlock(scope: !136, file: !3, line: 62, column: 3)
!136 = distinct !DILexicalBlock(scope: !137, file: !3, line: 62, column: 3)
!137 = distinct !DILexicalBlock(scope: !92, file: !3, line: 59, column: 13)
!138 = !DILocation(line: 67, column: 3, scope: !139)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 67, column: 3)
!140 = distinct !DILexicalBlock(scope: !137, file: !3, line: 67, column: 3)
!141 = !DILocation(line: 72, column: 3, scope: !142)
!142 = distinct !DILexicalBlock(scope: !143, file: !3, line: 72, column: 3)
!143 = distinct !DILexicalBlock(scope: !137, file: !3, line: 72, column: 3)
!144 = !DILocation(line: 77, column: 3, scope: !145)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 77, column: 3)
!146 = distinct !DILexicalBlock(scope: !137, file: !3, line: 77, column: 3)
!147 = !DILocation(line: 85, column: 1, scope: !92)
!148 = !DILocation(line: 86, column: 2, scope: !149)
!149 = distinct !DILexicalBlock(scope: !150, file: !3, line: 86, column: 2)
!150 = distinct !DILexicalBlock(scope: !92, file: !3, line: 86, column: 2)
!151 = !DISubprogram(name: "pthread_create", scope: !152, file: !152, line: 202, type: !153, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!153 = !DISubroutineType(types: !154)
!154 = !{!46, !155, !157, !169, !170}
!155 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !156)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !158)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !160)
!160 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !99, line: 62, baseType: !161)
!161 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !99, line: 56, size: 448, elements: !162)
!162 = !{!163, !167}
!163 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !161, file: !99, line: 58, baseType: !164, size: 448)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !165)
!165 = !{!166}
!166 = !DISubrange(count: 56)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !161, file: !99, line: 59, baseType: !168, size: 64)
!168 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !62)
!171 = !DISubprogram(name: "pthread_join", scope: !152, file: !152, line: 219, type: !172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!172 = !DISubroutineType(types: !173)
!173 = !{!46, !98, !174}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!175 = !DISubprogram(name: "__assert_fail", scope: !176, file: !176, line: 69, type: !177, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!176 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!177 = !DISubroutineType(types: !178)
!178 = !{null, !179, !179, !7, !179}
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
