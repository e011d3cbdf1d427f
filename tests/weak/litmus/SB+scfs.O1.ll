; ModuleID = 'SB+scfs.c'
source_filename = "SB+scfs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@y = dso_local local_unnamed_addr global i32 0, align 4, !dbg !44
@r0_2 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !49
@r1_2 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !51
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [10 x i8] c"SB+scfs.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !39

; Function Attrs: mustprogress nofree norecurse nounwind willreturn uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !61 {
    #dbg_value(ptr poison, !66, !DIExpression(), !67)
  store atomic i32 1, ptr @x monotonic, align 4, !dbg !68
  fence seq_cst, !dbg !69
  %2 = load atomic i32, ptr @y monotonic, align 4, !dbg !70
  store i32 %2, ptr @r0_2, align 4, !dbg !71, !tbaa !72
  ret ptr null, !dbg !76
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !77 {
    #dbg_value(ptr poison, !79, !DIExpression(), !80)
  store atomic i32 1, ptr @y monotonic, align 4, !dbg !81
  fence seq_cst, !dbg !82
  %2 = load atomic i32, ptr @x monotonic, align 4, !dbg !83
  store i32 %2, ptr @r1_2, align 4, !dbg !84, !tbaa !72
  ret ptr null, !dbg !85
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !86 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !101
    #dbg_assign(i1 undef, !90, !DIExpression(), !101, ptr %1, !DIExpression(), !102)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !103
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !104
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !105
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !106
  %5 = load i64, ptr %1, align 16, !dbg !107, !tbaa !108
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !110
  %7 = load i64, ptr %3, align 8, !dbg !111, !tbaa !108
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !112
    #dbg_value(i32 0, !99, !DIExpression(), !102)
  %9 = load i32, ptr @r0_2, align 4, !dbg !113, !tbaa !72
    #dbg_value(i32 %9, !97, !DIExpression(), !102)
  %10 = icmp eq i32 %9, 0, !dbg !114
  %11 = icmp eq i32 %9, 1, !dbg !115
  %12 = select i1 %11, i32 1, i32 -1, !dbg !115
  %13 = select i1 %10, i32 0, i32 %12, !dbg !115
    #dbg_value(i32 %13, !98, !DIExpression(), !102)
  %14 = icmp slt i32 %13, 0, !dbg !116
  br i1 %14, label %30, label %15, !dbg !118

15:                                               ; preds = %0
    #dbg_value(i32 %13, !99, !DIExpression(), !102)
  %16 = load i32, ptr @r1_2, align 4, !dbg !119, !tbaa !72
    #dbg_value(i32 %16, !97, !DIExpression(), !102)
  %17 = icmp eq i32 %16, 0, !dbg !120
  %18 = icmp eq i32 %16, 1, !dbg !121
  %19 = select i1 %18, i32 1, i32 -1, !dbg !121
  %20 = select i1 %17, i32 0, i32 %19, !dbg !121
    #dbg_value(i32 %20, !98, !DIExpression(), !102)
  %21 = icmp slt i32 %20, 0, !dbg !122
  br i1 %21, label %30, label %22, !dbg !124

22:                                               ; preds = %15
  %23 = shl nuw nsw i32 %20, 1, !dbg !125
  %24 = add nuw nsw i32 %23, %13, !dbg !126
    #dbg_value(i32 %24, !99, !DIExpression(), !102)
  switch i32 %24, label %29 [
    i32 0, label %25
    i32 1, label %26
    i32 2, label %27
    i32 3, label %28
  ], !dbg !127

25:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 64, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !128
  unreachable, !dbg !128

26:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 69, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !132
  unreachable, !dbg !132

27:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 74, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !135
  unreachable, !dbg !135

28:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 79, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !138
  unreachable, !dbg !138

29:                                               ; preds = %22
  unreachable

30:                                               ; preds = %15, %0
    #dbg_label(!100, !141)
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 88, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !142
  unreachable, !dbg !142
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !145 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !165 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !169 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !46, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "SB+scfs.c", directory: ".", checksumkind: CSK_MD5, checksum: "f7a141fd3873db32584f070228dcb839")
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
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 80, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 10)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 69, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 22)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !46, isLocal: false, isDefinition: true)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !48)
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "r0_2", scope: !2, file: !3, line: 18, type: !48, isLocal: false, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "r1_2", scope: !2, file: !3, line: 18, type: !48, isLocal: false, isDefinition: true)
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
!70 = !DILocation(line: 25, column: 9, scope: !61)
!71 = !DILocation(line: 25, column: 7, scope: !61)
!72 = !{!73, !73, i64 0}
!73 = !{!"int", !74, i64 0}
!74 = !{!"omnipotent char", !75, i64 0}
!75 = !{!"Simple C/C++ TBAA"}
!76 = !DILocation(line: 26, column: 2, scope: !61)
!77 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 29, type: !62, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !78)
!78 = !{!79}
!79 = !DILocalVariable(name: "arg", arg: 1, scope: !77, file: !3, line: 29, type: !64)
!80 = !DILocation(line: 0, scope: !77)
!81 = !DILocation(line: 32, column: 2, scope: !77)
!82 = !DILocation(line: 33, column: 2, scope: !77)
!83 = !DILocation(line: 34, column: 9, scope: !77)
!84 = !DILocation(line: 34, column: 7, scope: !77)
!85 = !DILocation(line: 35, column: 2, scope: !77)
!86 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 38, type: !87, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !89)
!87 = !DISubroutineType(types: !88)
!88 = !{!48}
!89 = !{!90, !97, !98, !99, !100}
!90 = !DILocalVariable(name: "th", scope: !86, file: !3, line: 40, type: !91)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 128, elements: !95)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !93, line: 27, baseType: !94)
!93 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!94 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!95 = !{!96}
!96 = !DISubrange(count: 2)
!97 = !DILocalVariable(name: "v", scope: !86, file: !3, line: 45, type: !48)
!98 = !DILocalVariable(name: "d", scope: !86, file: !3, line: 45, type: !48)
!99 = !DILocalVariable(name: "o", scope: !86, file: !3, line: 45, type: !48)
!100 = !DILabel(scope: !86, name: "unexpected", file: !3, line: 87)
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 0, scope: !86)
!103 = !DILocation(line: 40, column: 2, scope: !86)
!104 = !DILocation(line: 41, column: 2, scope: !86)
!105 = !DILocation(line: 42, column: 18, scope: !86)
!106 = !DILocation(line: 42, column: 2, scope: !86)
!107 = !DILocation(line: 43, column: 15, scope: !86)
!108 = !{!109, !109, i64 0}
!109 = !{!"long", !74, i64 0}
!110 = !DILocation(line: 43, column: 2, scope: !86)
!111 = !DILocation(line: 44, column: 15, scope: !86)
!112 = !DILocation(line: 44, column: 2, scope: !86)
!113 = !DILocation(line: 46, column: 6, scope: !86)
!114 = !DILocation(line: 47, column: 8, scope: !86)
!115 = !DILocation(line: 47, column: 6, scope: !86)
!116 = !DILocation(line: 48, column: 8, scope: !117)
!117 = distinct !DILexicalBlock(scope: !86, file: !3, line: 48, column: 6)
!118 = !DILocation(line: 48, column: 6, scope: !86)
!119 = !DILocation(line: 51, column: 6, scope: !86)
!120 = !DILocation(line: 52, column: 8, scope: !86)
!121 = !DILocation(line: 52, column: 6, scope: !86)
!122 = !DILocation(line: 53, column: 8, scope: !123)
!123 = distinct !DILexicalBlock(scope: !86, file: !3, line: 53, column: 6)
!124 = !DILocation(line: 53, column: 6, scope: !86)
!125 = !DILocation(line: 55, column: 9, scope: !86)
!126 = !DILocation(line: 55, column: 4, scope: !86)
!127 = !DILocation(line: 61, column: 2, scope: !86)
!128 = !DILocation(line: 64, column: 3, scope: !129)
!129 = distinct !DILexicalBlock(scope: !130, file: !3, line: 64, column: 3)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 64, column: 3)
!131 = distinct !DILexicalBlock(scope: !86, file: !3, line: 61, column: 13)
!132 = !DILocation(line: 69, column: 3, scope: !133)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 69, column: 3)
!134 = distinct !DILexicalBlock(scope: !131, file: !3, line: 69, column: 3)
!135 = !DILocation(line: 74, column: 3, scope: !136)
!136 = distinct !DILexicalBlock(scope: !137, file: !3, line: 74, column: 3)
!137 = distinct !DILexicalBlock(scope: !131, file: !3, line: 74, column: 3)
!138 = !DILocation(line: 79, column: 3, scope: !139)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 79, column: 3)
!140 = distinct !DILexicalBlock(scope: !131, file: !3, line: 79, column: 3)
!141 = !DILocation(line: 87, column: 1, scope: !86)
!142 = !DILocation(line: 88, column: 2, scope: !143)
!143 = distinct !DILexicalBlock(scope: !144, file: !3, line: 88, column: 2)
!144 = distinct !DILexicalBlock(scope: !86, file: !3, line: 88, column: 2)
!145 = !DISubprogram(name: "pthread_create", scope: !146, file: !146, line: 202, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!147 = !DISubroutineType(types: !148)
!148 = !{!48, !149, !151, !163, !164}
!149 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !154)
!154 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !93, line: 62, baseType: !155)
!155 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !93, line: 56, size: 448, elements: !156)
!156 = !{!157, !161}
!157 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !155, file: !93, line: 58, baseType: !158, size: 448)
!158 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !159)
!159 = !{!160}
!160 = !DISubrange(count: 56)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !155, file: !93, line: 59, baseType: !162, size: 64)
!162 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !64)
!165 = !DISubprogram(name: "pthread_join", scope: !146, file: !146, line: 219, type: !166, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!166 = !DISubroutineType(types: !167)
!167 = !{!48, !92, !168}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!169 = !DISubprogram(name: "__assert_fail", scope: !170, file: !170, line: 69, type: !171, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!170 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!171 = !DISubroutineType(types: !172)
!172 = !{null, !173, !173, !7, !173}
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
