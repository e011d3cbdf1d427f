; ModuleID = 'CoWW+rlx.c'
source_filename = "CoWW+rlx.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [11 x i8] c"CoWW+rlx.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !39

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !55 {
    #dbg_value(ptr poison, !60, !DIExpression(), !61)
  store atomic i32 1, ptr @x monotonic, align 4, !dbg !62
  store atomic i32 2, ptr @x monotonic, align 4, !dbg !63
  ret ptr null, !dbg !64
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !65 {
    #dbg_value(ptr poison, !67, !DIExpression(), !68)
  store atomic i32 3, ptr @x monotonic, align 4, !dbg !69
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
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !97
  %7 = load i64, ptr %3, align 8, !dbg !98, !tbaa !93
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !99
    #dbg_value(i32 0, !84, !DIExpression(), !87)
  %9 = load atomic i32, ptr @x monotonic, align 4, !dbg !100
    #dbg_value(i32 %9, !82, !DIExpression(), !87)
  %10 = icmp ult i32 %9, 3, !dbg !101
  %11 = icmp eq i32 %9, 3, !dbg !101
  %12 = select i1 %11, i32 3, i32 -1, !dbg !101
  %13 = select i1 %10, i32 %9, i32 %12, !dbg !101
    #dbg_value(i32 %13, !83, !DIExpression(), !87)
  %14 = icmp slt i32 %13, 0, !dbg !102
  br i1 %14, label %21, label %15, !dbg !104

15:                                               ; preds = %0
    #dbg_value(i32 %13, !84, !DIExpression(), !87)
  switch i32 %13, label %20 [
    i32 0, label %16
    i32 1, label %17
    i32 2, label %18
    i32 3, label %19
  ], !dbg !105

16:                                               ; preds = %15
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 53, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !106
  unreachable, !dbg !106

17:                                               ; preds = %15
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 58, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !110
  unreachable, !dbg !110

18:                                               ; preds = %15
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 63, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !113
  unreachable, !dbg !113

19:                                               ; preds = %15
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 68, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !116
  unreachable, !dbg !116

20:                                               ; preds = %15
  unreachable

21:                                               ; preds = %0
    #dbg_label(!85, !119)
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 77, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !120
  unreachable, !dbg !120
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !123 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !143 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !147 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 15, type: !44, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "CoWW+rlx.c", directory: ".", checksumkind: CSK_MD5, checksum: "febdfd868059eb8449aee918ed5085bc")
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
!15 = !{!16, !22, !27, !33, !35, !37, !39, !0}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 53, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 53, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 88, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 11)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 53, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 22)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !46)
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 17, type: !56, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !59)
!56 = !DISubroutineType(types: !57)
!57 = !{!58, !58}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!59 = !{!60}
!60 = !DILocalVariable(name: "arg", arg: 1, scope: !55, file: !3, line: 17, type: !58)
!61 = !DILocation(line: 0, scope: !55)
!62 = !DILocation(line: 20, column: 2, scope: !55)
!63 = !DILocation(line: 21, column: 2, scope: !55)
!64 = !DILocation(line: 22, column: 2, scope: !55)
!65 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 25, type: !56, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!66 = !{!67}
!67 = !DILocalVariable(name: "arg", arg: 1, scope: !65, file: !3, line: 25, type: !58)
!68 = !DILocation(line: 0, scope: !65)
!69 = !DILocation(line: 28, column: 2, scope: !65)
!70 = !DILocation(line: 29, column: 2, scope: !65)
!71 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !72, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !74)
!72 = !DISubroutineType(types: !73)
!73 = !{!46}
!74 = !{!75, !82, !83, !84, !85}
!75 = !DILocalVariable(name: "th", scope: !71, file: !3, line: 34, type: !76)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 128, elements: !80)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !78, line: 27, baseType: !79)
!78 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!79 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!80 = !{!81}
!81 = !DISubrange(count: 2)
!82 = !DILocalVariable(name: "v", scope: !71, file: !3, line: 39, type: !46)
!83 = !DILocalVariable(name: "d", scope: !71, file: !3, line: 39, type: !46)
!84 = !DILocalVariable(name: "o", scope: !71, file: !3, line: 39, type: !46)
!85 = !DILabel(scope: !71, name: "unexpected", file: !3, line: 76)
!86 = distinct !DIAssignID()
!87 = !DILocation(line: 0, scope: !71)
!88 = !DILocation(line: 34, column: 2, scope: !71)
!89 = !DILocation(line: 35, column: 2, scope: !71)
!90 = !DILocation(line: 36, column: 18, scope: !71)
!91 = !DILocation(line: 36, column: 2, scope: !71)
!92 = !DILocation(line: 37, column: 15, scope: !71)
!93 = !{!94, !94, i64 0}
!94 = !{!"long", !95, i64 0}
!95 = !{!"omnipotent char", !96, i64 0}
!96 = !{!"Simple C/C++ TBAA"}
!97 = !DILocation(line: 37, column: 2, scope: !71)
!98 = !DILocation(line: 38, column: 15, scope: !71)
!99 = !DILocation(line: 38, column: 2, scope: !71)
!100 = !DILocation(line: 40, column: 6, scope: !71)
!101 = !DILocation(line: 41, column: 6, scope: !71)
!102 = !DILocation(line: 42, column: 8, scope: !103)
!103 = distinct !DILexicalBlock(scope: !71, file: !3, line: 42, column: 6)
!104 = !DILocation(line: 42, column: 6, scope: !71)
!105 = !DILocation(line: 50, column: 2, scope: !71)
!106 = !DILocation(line: 53, column: 3, scope: !107)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 53, column: 3)
!108 = distinct !DILexicalBlock(scope: !109, file: !3, line: 53, column: 3)
!109 = distinct !DILexicalBlock(scope: !71, file: !3, line: 50, column: 13)
!110 = !DILocation(line: 58, column: 3, scope: !111)
!111 = distinct !DILexicalBlock(scope: !112, file: !3, line: 58, column: 3)
!112 = distinct !DILexicalBlock(scope: !109, file: !3, line: 58, column: 3)
!113 = !DILocation(line: 63, column: 3, scope: !114)
!114 = distinct !DILexicalBlock(scope: !115, file: !3, line: 63, column: 3)
!115 = distinct !DILexicalBlock(scope: !109, file: !3, line: 63, column: 3)
!116 = !DILocation(line: 68, column: 3, scope: !117)
!117 = distinct !DILexicalBlock(scope: !118, file: !3, line: 68, column: 3)
!118 = distinct !DILexicalBlock(scope: !109, file: !3, line: 68, column: 3)
!119 = !DILocation(line: 76, column: 1, scope: !71)
!120 = !DILocation(line: 77, column: 2, scope: !121)
!121 = distinct !DILexicalBlock(scope: !122, file: !3, line: 77, column: 2)
!122 = distinct !DILexicalBlock(scope: !71, file: !3, line: 77, column: 2)
!123 = !DISubprogram(name: "pthread_create", scope: !124, file: !124, line: 202, type: !125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!125 = !DISubroutineType(types: !126)
!126 = !{!46, !127, !129, !141, !142}
!127 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !78, line: 62, baseType: !133)
!133 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !78, line: 56, size: 448, elements: !134)
!134 = !{!135, !139}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !133, file: !78, line: 58, baseType: !136, size: 448)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !137)
!137 = !{!138}
!138 = !DISubrange(count: 56)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !133, file: !78, line: 59, baseType: !140, size: 64)
!140 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !58)
!143 = !DISubprogram(name: "pthread_join", scope: !124, file: !124, line: 219, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DISubroutineType(types: !145)
!145 = !{!46, !77, !146}
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!147 = !DISubprogram(name: "__assert_fail", scope: !148, file: !148, line: 69, type: !149, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!148 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!149 = !DISubroutineType(types: !150)
!150 = !{null, !151, !151, !7, !151}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
