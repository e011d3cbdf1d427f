; ModuleID = 'await-forever.c'
source_filename = "await-forever.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@y = dso_local local_unnamed_addr global i32 0, align 4, !dbg !40
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !45
@r1_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !47
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [16 x i8] c"await-forever.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !35

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !57 {
    #dbg_value(ptr poison, !62, !DIExpression(), !63)
  store atomic i32 1, ptr @x monotonic, align 4, !dbg !64
  ret ptr null, !dbg !65
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #1 !dbg !66 {
    #dbg_value(ptr poison, !68, !DIExpression(), !71)
  br label %2, !dbg !72

2:                                                ; preds = %2, %1
  %3 = load atomic i32, ptr @y acquire, align 4, !dbg !73
    #dbg_value(i32 %3, !69, !DIExpression(), !74)
  %4 = icmp eq i32 %3, 0, !dbg !75
  br i1 %4, label %2, label %5, !dbg !76, !llvm.loop !77

5:                                                ; preds = %2
  store i32 %3, ptr @r1_0, align 4, !dbg !81, !tbaa !82
  %6 = load atomic i32, ptr @x monotonic, align 4, !dbg !86
  store i32 %6, ptr @r1_1, align 4, !dbg !87, !tbaa !82
  ret ptr null, !dbg !88
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !89 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !104
    #dbg_assign(i1 undef, !93, !DIExpression(), !104, ptr %1, !DIExpression(), !105)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7, !dbg !106
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #7, !dbg !107
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !108
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #7, !dbg !109
  %5 = load i64, ptr %1, align 16, !dbg !110, !tbaa !111
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #7, !dbg !113
  %7 = load i64, ptr %3, align 8, !dbg !114, !tbaa !111
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !115
    #dbg_value(i32 0, !102, !DIExpression(), !105)
  %9 = load i32, ptr @r1_0, align 4, !dbg !116, !tbaa !82
    #dbg_value(i32 %9, !100, !DIExpression(), !105)
  %10 = icmp eq i32 %9, 0, !dbg !117
    #dbg_value(i1 %10, !101, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !105)
  br i1 %10, label %11, label %18, !dbg !118

11:                                               ; preds = %0
    #dbg_value(i1 %10, !102, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !105)
  %12 = load i32, ptr @r1_1, align 4, !dbg !119, !tbaa !82
    #dbg_value(i32 %12, !100, !DIExpression(), !105)
    #dbg_value(i32 poison, !101, !DIExpression(), !105)
  %13 = icmp ugt i32 %12, 1, !dbg !120
  br i1 %13, label %18, label %14, !dbg !122

14:                                               ; preds = %11
  %15 = icmp eq i32 %12, 0, !dbg !123
    #dbg_value(i32 poison, !102, !DIExpression(), !105)
  br i1 %15, label %16, label %17, !dbg !124

16:                                               ; preds = %14
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 61, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !125
  unreachable, !dbg !125

17:                                               ; preds = %14
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 66, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !129
  unreachable, !dbg !129

18:                                               ; preds = %11, %0
    #dbg_label(!103, !132)
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 75, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !133
  unreachable, !dbg !133
}

; Function Attrs: nounwind
declare !dbg !136 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !156 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !160 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

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
!llvm.module.flags = !{!49, !50, !51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !42, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "await-forever.c", directory: ".", checksumkind: CSK_MD5, checksum: "180e1068cd0b408ce2463ffb55b93e41")
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
!15 = !{!16, !22, !27, !33, !35, !0, !40, !45, !47}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 128, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 16)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 75, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 22)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !42, isLocal: false, isDefinition: true)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !43)
!43 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !44)
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 18, type: !44, isLocal: false, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 18, type: !44, isLocal: false, isDefinition: true)
!49 = !{i32 7, !"Dwarf Version", i32 5}
!50 = !{i32 2, !"Debug Info Version", i32 3}
!51 = !{i32 1, !"wchar_size", i32 4}
!52 = !{i32 8, !"PIC Level", i32 2}
!53 = !{i32 7, !"PIE Level", i32 2}
!54 = !{i32 7, !"uwtable", i32 2}
!55 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 20, type: !58, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !61)
!58 = !DISubroutineType(types: !59)
!59 = !{!60, !60}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!61 = !{!62}
!62 = !DILocalVariable(name: "arg", arg: 1, scope: !57, file: !3, line: 20, type: !60)
!63 = !DILocation(line: 0, scope: !57)
!64 = !DILocation(line: 23, column: 2, scope: !57)
!65 = !DILocation(line: 24, column: 2, scope: !57)
!66 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 27, type: !58, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !67)
!67 = !{!68, !69}
!68 = !DILocalVariable(name: "arg", arg: 1, scope: !66, file: !3, line: 27, type: !60)
!69 = !DILocalVariable(name: "v", scope: !70, file: !3, line: 30, type: !44)
!70 = distinct !DILexicalBlock(scope: !66, file: !3, line: 30, column: 2)
!71 = !DILocation(line: 0, scope: !66)
!72 = !DILocation(line: 30, column: 11, scope: !70)
!73 = !DILocation(line: 30, column: 18, scope: !70)
!74 = !DILocation(line: 0, scope: !70)
!75 = !DILocation(line: 30, column: 75, scope: !70)
!76 = !DILocation(line: 30, column: 14, scope: !70)
!77 = distinct !{!77, !72, !78, !79, !80}
!78 = !DILocation(line: 30, column: 79, scope: !70)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !{!"llvm.loop.unroll.disable"}
!81 = !DILocation(line: 30, column: 87, scope: !70)
!82 = !{!83, !83, i64 0}
!83 = !{!"int", !84, i64 0}
!84 = !{!"omnipotent char", !85, i64 0}
!85 = !{!"Simple C/C++ TBAA"}
!86 = !DILocation(line: 31, column: 9, scope: !66)
!87 = !DILocation(line: 31, column: 7, scope: !66)
!88 = !DILocation(line: 32, column: 2, scope: !66)
!89 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !90, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !92)
!90 = !DISubroutineType(types: !91)
!91 = !{!44}
!92 = !{!93, !100, !101, !102, !103}
!93 = !DILocalVariable(name: "th", scope: !89, file: !3, line: 37, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 128, elements: !98)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !96, line: 27, baseType: !97)
!96 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!97 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!98 = !{!99}
!99 = !DISubrange(count: 2)
!100 = !DILocalVariable(name: "v", scope: !89, file: !3, line: 42, type: !44)
!101 = !DILocalVariable(name: "d", scope: !89, file: !3, line: 42, type: !44)
!102 = !DILocalVariable(name: "o", scope: !89, file: !3, line: 42, type: !44)
!103 = !DILabel(scope: !89, name: "unexpected", file: !3, line: 74)
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 0, scope: !89)
!106 = !DILocation(line: 37, column: 2, scope: !89)
!107 = !DILocation(line: 38, column: 2, scope: !89)
!108 = !DILocation(line: 39, column: 18, scope: !89)
!109 = !DILocation(line: 39, column: 2, scope: !89)
!110 = !DILocation(line: 40, column: 15, scope: !89)
!111 = !{!112, !112, i64 0}
!112 = !{!"long", !84, i64 0}
!113 = !DILocation(line: 40, column: 2, scope: !89)
!114 = !DILocation(line: 41, column: 15, scope: !89)
!115 = !DILocation(line: 41, column: 2, scope: !89)
!116 = !DILocation(line: 43, column: 6, scope: !89)
!117 = !DILocation(line: 44, column: 8, scope: !89)
!118 = !DILocation(line: 45, column: 6, scope: !89)
!119 = !DILocation(line: 48, column: 6, scope: !89)
!120 = !DILocation(line: 50, column: 8, scope: !121)
!121 = distinct !DILexicalBlock(scope: !89, file: !3, line: 50, column: 6)
!122 = !DILocation(line: 50, column: 6, scope: !89)
!123 = !DILocation(line: 49, column: 8, scope: !89)
!124 = !DILocation(line: 58, column: 2, scope: !89)
!125 = !DILocation(line: 61, column: 3, scope: !126)
!126 = distinct !DILexicalBlock(scope: !127, file: !3, line: 61, column: 3)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 61, column: 3)
!128 = distinct !DILexicalBlock(scope: !89, file: !3, line: 58, column: 13)
!129 = !DILocation(line: 66, column: 3, scope: !130)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 66, column: 3)
!131 = distinct !DILexicalBlock(scope: !128, file: !3, line: 66, column: 3)
!132 = !DILocation(line: 74, column: 1, scope: !89)
!133 = !DILocation(line: 75, column: 2, scope: !134)
!134 = distinct !DILexicalBlock(scope: !135, file: !3, line: 75, column: 2)
!135 = distinct !DILexicalBlock(scope: !89, file: !3, line: 75, column: 2)
!136 = !DISubprogram(name: "pthread_create", scope: !137, file: !137, line: 202, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!138 = !DISubroutineType(types: !139)
!139 = !{!44, !140, !142, !154, !155}
!140 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !143)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !96, line: 62, baseType: !146)
!146 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !96, line: 56, size: 448, elements: !147)
!147 = !{!148, !152}
!148 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !146, file: !96, line: 58, baseType: !149, size: 448)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !150)
!150 = !{!151}
!151 = !DISubrange(count: 56)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !146, file: !96, line: 59, baseType: !153, size: 64)
!153 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !60)
!156 = !DISubprogram(name: "pthread_join", scope: !137, file: !137, line: 219, type: !157, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DISubroutineType(types: !158)
!158 = !{!44, !95, !159}
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!160 = !DISubprogram(name: "__assert_fail", scope: !161, file: !161, line: 69, type: !162, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!161 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!162 = !DISubroutineType(types: !163)
!163 = !{null, !164, !164, !7, !164}
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
