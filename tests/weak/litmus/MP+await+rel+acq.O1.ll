; ModuleID = 'MP+await+rel+acq.c'
source_filename = "MP+await+rel+acq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@y = dso_local local_unnamed_addr global i32 0, align 4, !dbg !44
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !49
@r1_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !51
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [19 x i8] c"MP+await+rel+acq.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !39

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !61 {
    #dbg_value(ptr poison, !66, !DIExpression(), !67)
  store atomic i32 1, ptr @x monotonic, align 4, !dbg !68
  store atomic i32 1, ptr @y release, align 4, !dbg !69
  ret ptr null, !dbg !70
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #1 !dbg !71 {
    #dbg_value(ptr poison, !73, !DIExpression(), !76)
  br label %2, !dbg !77

2:                                                ; preds = %2, %1
  %3 = load atomic i32, ptr @y acquire, align 4, !dbg !78
    #dbg_value(i32 %3, !74, !DIExpression(), !79)
  %4 = icmp eq i32 %3, 0, !dbg !80
  br i1 %4, label %2, label %5, !dbg !81, !llvm.loop !82

5:                                                ; preds = %2
  store i32 %3, ptr @r1_0, align 4, !dbg !86, !tbaa !87
  %6 = load atomic i32, ptr @x monotonic, align 4, !dbg !91
  store i32 %6, ptr @r1_1, align 4, !dbg !92, !tbaa !87
  ret ptr null, !dbg !93
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !94 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !109
    #dbg_assign(i1 undef, !98, !DIExpression(), !109, ptr %1, !DIExpression(), !110)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7, !dbg !111
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #7, !dbg !112
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !113
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #7, !dbg !114
  %5 = load i64, ptr %1, align 16, !dbg !115, !tbaa !116
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #7, !dbg !118
  %7 = load i64, ptr %3, align 8, !dbg !119, !tbaa !116
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !120
    #dbg_value(i32 0, !107, !DIExpression(), !110)
  %9 = load i32, ptr @r1_0, align 4, !dbg !121, !tbaa !87
    #dbg_value(i32 %9, !105, !DIExpression(), !110)
  %10 = icmp eq i32 %9, 0, !dbg !122
  %11 = icmp eq i32 %9, 1, !dbg !123
  %12 = select i1 %11, i32 1, i32 -1, !dbg !123
  %13 = select i1 %10, i32 0, i32 %12, !dbg !123
    #dbg_value(i32 %13, !106, !DIExpression(), !110)
  %14 = icmp slt i32 %13, 0, !dbg !124
  br i1 %14, label %30, label %15, !dbg !126

15:                                               ; preds = %0
    #dbg_value(i32 %13, !107, !DIExpression(), !110)
  %16 = load i32, ptr @r1_1, align 4, !dbg !127, !tbaa !87
    #dbg_value(i32 %16, !105, !DIExpression(), !110)
  %17 = icmp eq i32 %16, 0, !dbg !128
  %18 = icmp eq i32 %16, 1, !dbg !129
  %19 = select i1 %18, i32 1, i32 -1, !dbg !129
  %20 = select i1 %17, i32 0, i32 %19, !dbg !129
    #dbg_value(i32 %20, !106, !DIExpression(), !110)
  %21 = icmp slt i32 %20, 0, !dbg !130
  br i1 %21, label %30, label %22, !dbg !132

22:                                               ; preds = %15
  %23 = shl nuw nsw i32 %20, 1, !dbg !133
  %24 = add nuw nsw i32 %23, %13, !dbg !134
    #dbg_value(i32 %24, !107, !DIExpression(), !110)
  switch i32 %24, label %29 [
    i32 0, label %25
    i32 1, label %26
    i32 2, label %27
    i32 3, label %28
  ], !dbg !135

25:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 62, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !136
  unreachable, !dbg !136

26:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 67, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !140
  unreachable, !dbg !140

27:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 72, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !143
  unreachable, !dbg !143

28:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 77, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !146
  unreachable, !dbg !146

29:                                               ; preds = %22
  unreachable

30:                                               ; preds = %15, %0
    #dbg_label(!108, !149)
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 86, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !150
  unreachable, !dbg !150
}

; Function Attrs: nounwind
declare !dbg !153 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !173 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !177 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

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
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !46, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "MP+await+rel+acq.c", directory: ".", checksumkind: CSK_MD5, checksum: "a50e6f4d9860f98f82311bf29c255fae")
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
!15 = !{!16, !22, !27, !33, !35, !37, !39, !0, !44, !49, !51}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
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
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 22)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !46, isLocal: false, isDefinition: true)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !48)
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 18, type: !48, isLocal: false, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 18, type: !48, isLocal: false, isDefinition: true)
!53 = !{i32 7, !"Dwarf Version", i32 5}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 8, !"PIC Level", i32 2}
!57 = !{i32 7, !"PIE Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 2}
!59 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!60 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!61 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 20, type: !62, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!62 = !DISubroutineType(types: !63)
!63 = !{!64, !64}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!65 = !{!66}
!66 = !DILocalVariable(name: "arg", arg: 1, scope: !61, file: !3, line: 20, type: !64)
!67 = !DILocation(line: 0, scope: !61)
!68 = !DILocation(line: 23, column: 2, scope: !61)
!69 = !DILocation(line: 24, column: 2, scope: !61)
!70 = !DILocation(line: 25, column: 2, scope: !61)
!71 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 28, type: !62, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !72)
!72 = !{!73, !74}
!73 = !DILocalVariable(name: "arg", arg: 1, scope: !71, file: !3, line: 28, type: !64)
!74 = !DILocalVariable(name: "v", scope: !75, file: !3, line: 31, type: !48)
!75 = distinct !DILexicalBlock(scope: !71, file: !3, line: 31, column: 2)
!76 = !DILocation(line: 0, scope: !71)
!77 = !DILocation(line: 31, column: 11, scope: !75)
!78 = !DILocation(line: 31, column: 18, scope: !75)
!79 = !DILocation(line: 0, scope: !75)
!80 = !DILocation(line: 31, column: 75, scope: !75)
!81 = !DILocation(line: 31, column: 14, scope: !75)
!82 = distinct !{!82, !77, !83, !84, !85}
!83 = !DILocation(line: 31, column: 79, scope: !75)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !{!"llvm.loop.unroll.disable"}
!86 = !DILocation(line: 31, column: 87, scope: !75)
!87 = !{!88, !88, i64 0}
!88 = !{!"int", !89, i64 0}
!89 = !{!"omnipotent char", !90, i64 0}
!90 = !{!"Simple C/C++ TBAA"}
!91 = !DILocation(line: 32, column: 9, scope: !71)
!92 = !DILocation(line: 32, column: 7, scope: !71)
!93 = !DILocation(line: 33, column: 2, scope: !71)
!94 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !95, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !97)
!95 = !DISubroutineType(types: !96)
!96 = !{!48}
!97 = !{!98, !105, !106, !107, !108}
!98 = !DILocalVariable(name: "th", scope: !94, file: !3, line: 38, type: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 128, elements: !103)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !101, line: 27, baseType: !102)
!101 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!102 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!103 = !{!104}
!104 = !DISubrange(count: 2)
!105 = !DILocalVariable(name: "v", scope: !94, file: !3, line: 43, type: !48)
!106 = !DILocalVariable(name: "d", scope: !94, file: !3, line: 43, type: !48)
!107 = !DILocalVariable(name: "o", scope: !94, file: !3, line: 43, type: !48)
!108 = !DILabel(scope: !94, name: "unexpected", file: !3, line: 85)
!109 = distinct !DIAssignID()
!110 = !DILocation(line: 0, scope: !94)
!111 = !DILocation(line: 38, column: 2, scope: !94)
!112 = !DILocation(line: 39, column: 2, scope: !94)
!113 = !DILocation(line: 40, column: 18, scope: !94)
!114 = !DILocation(line: 40, column: 2, scope: !94)
!115 = !DILocation(line: 41, column: 15, scope: !94)
!116 = !{!117, !117, i64 0}
!117 = !{!"long", !89, i64 0}
!118 = !DILocation(line: 41, column: 2, scope: !94)
!119 = !DILocation(line: 42, column: 15, scope: !94)
!120 = !DILocation(line: 42, column: 2, scope: !94)
!121 = !DILocation(line: 44, column: 6, scope: !94)
!122 = !DILocation(line: 45, column: 8, scope: !94)
!123 = !DILocation(line: 45, column: 6, scope: !94)
!124 = !DILocation(line: 46, column: 8, scope: !125)
!125 = distinct !DILexicalBlock(scope: !94, file: !3, line: 46, column: 6)
!126 = !DILocation(line: 46, column: 6, scope: !94)
!127 = !DILocation(line: 49, column: 6, scope: !94)
!128 = !DILocation(line: 50, column: 8, scope: !94)
!129 = !DILocation(line: 50, column: 6, scope: !94)
!130 = !DILocation(line: 51, column: 8, scope: !131)
!131 = distinct !DILexicalBlock(scope: !94, file: !3, line: 51, column: 6)
!132 = !DILocation(line: 51, column: 6, scope: !94)
!133 = !DILocation(line: 53, column: 9, scope: !94)
!134 = !DILocation(line: 53, column: 4, scope: !94)
!135 = !DILocation(line: 59, column: 2, scope: !94)
!136 = !DILocation(line: 62, column: 3, scope: !137)
!137 = distinct !DILexicalBlock(scope: !138, file: !3, line: 62, column: 3)
!138 = distinct !DILexicalBlock(scope: !139, file: !3, line: 62, column: 3)
!139 = distinct !DILexicalBlock(scope: !94, file: !3, line: 59, column: 13)
!140 = !DILocation(line: 67, column: 3, scope: !141)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 67, column: 3)
!142 = distinct !DILexicalBlock(scope: !139, file: !3, line: 67, column: 3)
!143 = !DILocation(line: 72, column: 3, scope: !144)
!144 = distinct !DILexicalBlock(scope: !145, file: !3, line: 72, column: 3)
!145 = distinct !DILexicalBlock(scope: !139, file: !3, line: 72, column: 3)
!146 = !DILocation(line: 77, column: 3, scope: !147)
!147 = distinct !DILexicalBlock(scope: !148, file: !3, line: 77, column: 3)
!148 = distinct !DILexicalBlock(scope: !139, file: !3, line: 77, column: 3)
!149 = !DILocation(line: 85, column: 1, scope: !94)
!150 = !DILocation(line: 86, column: 2, scope: !151)
!151 = distinct !DILexicalBlock(scope: !152, file: !3, line: 86, column: 2)
!152 = distinct !DILexicalBlock(scope: !94, file: !3, line: 86, column: 2)
!153 = !DISubprogram(name: "pthread_create", scope: !154, file: !154, line: 202, type: !155, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!155 = !DISubroutineType(types: !156)
!156 = !{!48, !157, !159, !171, !172}
!157 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !158)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !160)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !101, line: 62, baseType: !163)
!163 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !101, line: 56, size: 448, elements: !164)
!164 = !{!165, !169}
!165 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !163, file: !101, line: 58, baseType: !166, size: 448)
!166 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !167)
!167 = !{!168}
!168 = !DISubrange(count: 56)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !163, file: !101, line: 59, baseType: !170, size: 64)
!170 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !64)
!173 = !DISubprogram(name: "pthread_join", scope: !154, file: !154, line: 219, type: !174, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!174 = !DISubroutineType(types: !175)
!175 = !{!48, !100, !176}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!177 = !DISubprogram(name: "__assert_fail", scope: !178, file: !178, line: 69, type: !179, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!178 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!179 = !DISubroutineType(types: !180)
!180 = !{null, !181, !181, !7, !181}
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
