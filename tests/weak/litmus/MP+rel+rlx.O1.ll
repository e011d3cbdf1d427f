; ModuleID = 'MP+rel+rlx.c'
source_filename = "MP+rel+rlx.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@y = dso_local local_unnamed_addr global i32 0, align 4, !dbg !41
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !46
@r1_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !48
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [13 x i8] c"MP+rel+rlx.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !24
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !30
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !34
@.str.5 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !36

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !58 {
    #dbg_value(ptr poison, !63, !DIExpression(), !64)
  store atomic i32 1, ptr @x monotonic, align 4, !dbg !65
  store atomic i32 1, ptr @y release, align 4, !dbg !66
  ret ptr null, !dbg !67
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !68 {
    #dbg_value(ptr poison, !70, !DIExpression(), !71)
  %2 = load atomic i32, ptr @y monotonic, align 4, !dbg !72
  store i32 %2, ptr @r1_0, align 4, !dbg !73, !tbaa !74
  %3 = load atomic i32, ptr @x monotonic, align 4, !dbg !78
  store i32 %3, ptr @r1_1, align 4, !dbg !79, !tbaa !74
  ret ptr null, !dbg !80
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !81 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !96
    #dbg_assign(i1 undef, !85, !DIExpression(), !96, ptr %1, !DIExpression(), !97)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !98
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !99
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !100
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !101
  %5 = load i64, ptr %1, align 16, !dbg !102, !tbaa !103
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !105
  %7 = load i64, ptr %3, align 8, !dbg !106, !tbaa !103
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !107
    #dbg_value(i32 0, !94, !DIExpression(), !97)
  %9 = load i32, ptr @r1_0, align 4, !dbg !108, !tbaa !74
    #dbg_value(i32 %9, !92, !DIExpression(), !97)
  %10 = icmp eq i32 %9, 0, !dbg !109
  %11 = icmp eq i32 %9, 1, !dbg !110
  %12 = select i1 %11, i32 1, i32 -1, !dbg !110
  %13 = select i1 %10, i32 0, i32 %12, !dbg !110
    #dbg_value(i32 %13, !93, !DIExpression(), !97)
  %14 = icmp slt i32 %13, 0, !dbg !111
  br i1 %14, label %30, label %15, !dbg !113

15:                                               ; preds = %0
    #dbg_value(i32 %13, !94, !DIExpression(), !97)
  %16 = load i32, ptr @r1_1, align 4, !dbg !114, !tbaa !74
    #dbg_value(i32 %16, !92, !DIExpression(), !97)
  %17 = icmp eq i32 %16, 0, !dbg !115
  %18 = icmp eq i32 %16, 1, !dbg !116
  %19 = select i1 %18, i32 1, i32 -1, !dbg !116
  %20 = select i1 %17, i32 0, i32 %19, !dbg !116
    #dbg_value(i32 %20, !93, !DIExpression(), !97)
  %21 = icmp slt i32 %20, 0, !dbg !117
  br i1 %21, label %30, label %22, !dbg !119

22:                                               ; preds = %15
  %23 = shl nuw nsw i32 %20, 1, !dbg !120
  %24 = add nuw nsw i32 %23, %13, !dbg !121
    #dbg_value(i32 %24, !94, !DIExpression(), !97)
  switch i32 %24, label %29 [
    i32 0, label %25
    i32 1, label %26
    i32 2, label %27
    i32 3, label %28
  ], !dbg !122

25:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 62, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !123
  unreachable, !dbg !123

26:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 67, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !127
  unreachable, !dbg !127

27:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 72, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !130
  unreachable, !dbg !130

28:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 77, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !133
  unreachable, !dbg !133

29:                                               ; preds = %22
  unreachable

30:                                               ; preds = %15, %0
    #dbg_label(!95, !136)
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 86, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !137
  unreachable, !dbg !137
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !140 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !160 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !164 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!50, !51, !52, !53, !54, !55, !56}
!llvm.ident = !{!57}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !43, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "MP+rel+rlx.c", directory: ".", checksumkind: CSK_MD5, checksum: "287f076b380b7dcb88efdee652a3d811")
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
!15 = !{!16, !22, !24, !30, !32, !34, !36, !0, !41, !46, !48}
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
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 22)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !43, isLocal: false, isDefinition: true)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !45)
!45 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 18, type: !45, isLocal: false, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 18, type: !45, isLocal: false, isDefinition: true)
!50 = !{i32 7, !"Dwarf Version", i32 5}
!51 = !{i32 2, !"Debug Info Version", i32 3}
!52 = !{i32 1, !"wchar_size", i32 4}
!53 = !{i32 8, !"PIC Level", i32 2}
!54 = !{i32 7, !"PIE Level", i32 2}
!55 = !{i32 7, !"uwtable", i32 2}
!56 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!57 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!58 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 20, type: !59, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !62)
!59 = !DISubroutineType(types: !60)
!60 = !{!61, !61}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!62 = !{!63}
!63 = !DILocalVariable(name: "arg", arg: 1, scope: !58, file: !3, line: 20, type: !61)
!64 = !DILocation(line: 0, scope: !58)
!65 = !DILocation(line: 23, column: 2, scope: !58)
!66 = !DILocation(line: 24, column: 2, scope: !58)
!67 = !DILocation(line: 25, column: 2, scope: !58)
!68 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 28, type: !59, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !69)
!69 = !{!70}
!70 = !DILocalVariable(name: "arg", arg: 1, scope: !68, file: !3, line: 28, type: !61)
!71 = !DILocation(line: 0, scope: !68)
!72 = !DILocation(line: 31, column: 9, scope: !68)
!73 = !DILocation(line: 31, column: 7, scope: !68)
!74 = !{!75, !75, i64 0}
!75 = !{!"int", !76, i64 0}
!76 = !{!"omnipotent char", !77, i64 0}
!77 = !{!"Simple C/C++ TBAA"}
!78 = !DILocation(line: 32, column: 9, scope: !68)
!79 = !DILocation(line: 32, column: 7, scope: !68)
!80 = !DILocation(line: 33, column: 2, scope: !68)
!81 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !82, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !84)
!82 = !DISubroutineType(types: !83)
!83 = !{!45}
!84 = !{!85, !92, !93, !94, !95}
!85 = !DILocalVariable(name: "th", scope: !81, file: !3, line: 38, type: !86)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 128, elements: !90)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !88, line: 27, baseType: !89)
!88 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!89 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!90 = !{!91}
!91 = !DISubrange(count: 2)
!92 = !DILocalVariable(name: "v", scope: !81, file: !3, line: 43, type: !45)
!93 = !DILocalVariable(name: "d", scope: !81, file: !3, line: 43, type: !45)
!94 = !DILocalVariable(name: "o", scope: !81, file: !3, line: 43, type: !45)
!95 = !DILabel(scope: !81, name: "unexpected", file: !3, line: 85)
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 0, scope: !81)
!98 = !DILocation(line: 38, column: 2, scope: !81)
!99 = !DILocation(line: 39, column: 2, scope: !81)
!100 = !DILocation(line: 40, column: 18, scope: !81)
!101 = !DILocation(line: 40, column: 2, scope: !81)
!102 = !DILocation(line: 41, column: 15, scope: !81)
!103 = !{!104, !104, i64 0}
!104 = !{!"long", !76, i64 0}
!105 = !DILocation(line: 41, column: 2, scope: !81)
!106 = !DILocation(line: 42, column: 15, scope: !81)
!107 = !DILocation(line: 42, column: 2, scope: !81)
!108 = !DILocation(line: 44, column: 6, scope: !81)
!109 = !DILocation(line: 45, column: 8, scope: !81)
!110 = !DILocation(line: 45, column: 6, scope: !81)
!111 = !DILocation(line: 46, column: 8, scope: !112)
!112 = distinct !DILexicalBlock(scope: !81, file: !3, line: 46, column: 6)
!113 = !DILocation(line: 46, column: 6, scope: !81)
!114 = !DILocation(line: 49, column: 6, scope: !81)
!115 = !DILocation(line: 50, column: 8, scope: !81)
!116 = !DILocation(line: 50, column: 6, scope: !81)
!117 = !DILocation(line: 51, column: 8, scope: !118)
!118 = distinct !DILexicalBlock(scope: !81, file: !3, line: 51, column: 6)
!119 = !DILocation(line: 51, column: 6, scope: !81)
!120 = !DILocation(line: 53, column: 9, scope: !81)
!121 = !DILocation(line: 53, column: 4, scope: !81)
!122 = !DILocation(line: 59, column: 2, scope: !81)
!123 = !DILocation(line: 62, column: 3, scope: !124)
!124 = distinct !DILexicalBlock(scope: !125, file: !3, line: 62, column: 3)
!125 = distinct !DILexicalBlock(scope: !126, file: !3, line: 62, column: 3)
!126 = distinct !DILexicalBlock(scope: !81, file: !3, line: 59, column: 13)
!127 = !DILocation(line: 67, column: 3, scope: !128)
!128 = distinct !DILexicalBlock(scope: !129, file: !3, line: 67, column: 3)
!129 = distinct !DILexicalBlock(scope: !126, file: !3, line: 67, column: 3)
!130 = !DILocation(line: 72, column: 3, scope: !131)
!131 = distinct !DILexicalBlock(scope: !132, file: !3, line: 72, column: 3)
!132 = distinct !DILexicalBlock(scope: !126, file: !3, line: 72, column: 3)
!133 = !DILocation(line: 77, column: 3, scope: !134)
!134 = distinct !DILexicalBlock(scope: !135, file: !3, line: 77, column: 3)
!135 = distinct !DILexicalBlock(scope: !126, file: !3, line: 77, column: 3)
!136 = !DILocation(line: 85, column: 1, scope: !81)
!137 = !DILocation(line: 86, column: 2, scope: !138)
!138 = distinct !DILexicalBlock(scope: !139, file: !3, line: 86, column: 2)
!139 = distinct !DILexicalBlock(scope: !81, file: !3, line: 86, column: 2)
!140 = !DISubprogram(name: "pthread_create", scope: !141, file: !141, line: 202, type: !142, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!142 = !DISubroutineType(types: !143)
!143 = !{!45, !144, !146, !158, !159}
!144 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !88, line: 62, baseType: !150)
!150 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !88, line: 56, size: 448, elements: !151)
!151 = !{!152, !156}
!152 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !150, file: !88, line: 58, baseType: !153, size: 448)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !154)
!154 = !{!155}
!155 = !DISubrange(count: 56)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !150, file: !88, line: 59, baseType: !157, size: 64)
!157 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !61)
!160 = !DISubprogram(name: "pthread_join", scope: !141, file: !141, line: 219, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DISubroutineType(types: !162)
!162 = !{!45, !87, !163}
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!164 = !DISubprogram(name: "__assert_fail", scope: !165, file: !165, line: 69, type: !166, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!165 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!166 = !DISubroutineType(types: !167)
!167 = !{null, !168, !168, !7, !168}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
