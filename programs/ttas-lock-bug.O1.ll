; ModuleID = 'ttas_lock.c'
source_filename = "ttas_lock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [39 x i8] c"DATA_LOAD(counter) == NTHREADS * ITERS\00", align 1, !dbg !18
@.str.1 = private unnamed_addr constant [12 x i8] c"ttas_lock.c\00", align 1, !dbg !24
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !29
@locked = dso_local global i32 0, align 4, !dbg !35

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !49 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !64
    #dbg_assign(i1 undef, !53, !DIExpression(), !64, ptr %1, !DIExpression(), !65)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !66
    #dbg_value(i32 0, !60, !DIExpression(), !67)
  br label %2, !dbg !68

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %6, %2 ]
    #dbg_value(i64 %3, !60, !DIExpression(), !67)
  %4 = getelementptr inbounds [2 x i64], ptr %1, i64 0, i64 %3, !dbg !69
  %5 = call i32 @pthread_create(ptr noundef nonnull %4, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !71
  %6 = add nuw nsw i64 %3, 1, !dbg !72
    #dbg_value(i64 %6, !60, !DIExpression(), !67)
  %7 = icmp eq i64 %3, 0, !dbg !73
  br i1 %7, label %2, label %11, !dbg !68, !llvm.loop !74

8:                                                ; preds = %11
  %9 = load atomic i32, ptr @counter monotonic, align 4, !dbg !78
  %10 = icmp eq i32 %9, 4, !dbg !78
  br i1 %10, label %19, label %18, !dbg !81

11:                                               ; preds = %2, %11
  %12 = phi i64 [ %16, %11 ], [ 0, %2 ]
    #dbg_value(i64 %12, !62, !DIExpression(), !82)
  %13 = getelementptr inbounds [2 x i64], ptr %1, i64 0, i64 %12, !dbg !83
  %14 = load i64, ptr %13, align 8, !dbg !83, !tbaa !85
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null) #6, !dbg !89
  %16 = add nuw nsw i64 %12, 1, !dbg !90
    #dbg_value(i64 %16, !62, !DIExpression(), !82)
  %17 = icmp eq i64 %12, 0, !dbg !91
  br i1 %17, label %11, label %8, !dbg !92, !llvm.loop !93

18:                                               ; preds = %8
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 86, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !78
  unreachable, !dbg !78

19:                                               ; preds = %8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6, !dbg !95
  ret i32 0, !dbg !96
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !97 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @worker(ptr nocapture readnone %0) #3 !dbg !119 {
    #dbg_value(ptr poison, !121, !DIExpression(), !127)
    #dbg_value(i32 0, !122, !DIExpression(), !128)
  br label %2, !dbg !129

2:                                                ; preds = %1, %12
  %3 = phi i32 [ 0, %1 ], [ %15, %12 ]
    #dbg_value(i32 %3, !122, !DIExpression(), !128)
  br label %5, !dbg !130

4:                                                ; preds = %12
  ret ptr null, !dbg !140

5:                                                ; preds = %8, %2
  %6 = load atomic i32, ptr @locked monotonic, align 4, !dbg !141
  %7 = icmp eq i32 %6, 0, !dbg !130
  br i1 %7, label %9, label %8, !dbg !130

8:                                                ; preds = %5, %9
  br label %5, !dbg !141, !llvm.loop !142

9:                                                ; preds = %5
    #dbg_value(i32 0, !138, !DIExpression(), !144)
  %10 = cmpxchg ptr @locked, i32 0, i32 1 acquire monotonic, align 4, !dbg !145
  %11 = extractvalue { i32, i1 } %10, 1, !dbg !145
  br i1 %11, label %12, label %8

12:                                               ; preds = %9
  %13 = load atomic i32, ptr @counter monotonic, align 4, !dbg !147
    #dbg_value(i32 %13, !124, !DIExpression(), !148)
  %14 = add nsw i32 %13, 1, !dbg !149
  store atomic i32 %14, ptr @counter monotonic, align 4, !dbg !149
  store atomic i32 0, ptr @locked monotonic, align 4, !dbg !150
  %15 = add nuw nsw i32 %3, 1, !dbg !153
    #dbg_value(i32 %15, !122, !DIExpression(), !128)
  %16 = icmp eq i32 %3, 0, !dbg !154
  br i1 %16, label %2, label %4, !dbg !129, !llvm.loop !155
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !157 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !161 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!41, !42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 47, type: !40, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ttas_lock.c", directory: ".", checksumkind: CSK_MD5, checksum: "bc16caa8dfd9461f70a0699e1c21986e")
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
!15 = !{!16}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!17 = !{!18, !24, !29, !35, !0}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 312, elements: !22)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{!23}
!23 = !DISubrange(count: 39)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 96, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 12)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 120, elements: !33)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!33 = !{!34}
!34 = !DISubrange(count: 15)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "locked", scope: !2, file: !3, line: 46, type: !37, isLocal: false, isDefinition: true)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !38)
!38 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !39)
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "data_t", file: !3, line: 41, baseType: !37)
!41 = !{i32 7, !"Dwarf Version", i32 5}
!42 = !{i32 2, !"Debug Info Version", i32 3}
!43 = !{i32 1, !"wchar_size", i32 4}
!44 = !{i32 8, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 2}
!47 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!48 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!49 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 79, type: !50, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!39}
!52 = !{!53, !60, !62}
!53 = !DILocalVariable(name: "t", scope: !49, file: !3, line: 81, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 128, elements: !58)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !56, line: 27, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!57 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!58 = !{!59}
!59 = !DISubrange(count: 2)
!60 = !DILocalVariable(name: "i", scope: !61, file: !3, line: 82, type: !39)
!61 = distinct !DILexicalBlock(scope: !49, file: !3, line: 82, column: 5)
!62 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 84, type: !39)
!63 = distinct !DILexicalBlock(scope: !49, file: !3, line: 84, column: 5)
!64 = distinct !DIAssignID()
!65 = !DILocation(line: 0, scope: !49)
!66 = !DILocation(line: 81, column: 5, scope: !49)
!67 = !DILocation(line: 0, scope: !61)
!68 = !DILocation(line: 82, column: 5, scope: !61)
!69 = !DILocation(line: 83, column: 25, scope: !70)
!70 = distinct !DILexicalBlock(scope: !61, file: !3, line: 82, column: 5)
!71 = !DILocation(line: 83, column: 9, scope: !70)
!72 = !DILocation(line: 82, column: 36, scope: !70)
!73 = !DILocation(line: 82, column: 23, scope: !70)
!74 = distinct !{!74, !68, !75, !76, !77}
!75 = !DILocation(line: 83, column: 49, scope: !61)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !{!"llvm.loop.unroll.disable"}
!78 = !DILocation(line: 86, column: 5, scope: !79)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 86, column: 5)
!80 = distinct !DILexicalBlock(scope: !49, file: !3, line: 86, column: 5)
!81 = !DILocation(line: 86, column: 5, scope: !80)
!82 = !DILocation(line: 0, scope: !63)
!83 = !DILocation(line: 85, column: 22, scope: !84)
!84 = distinct !DILexicalBlock(scope: !63, file: !3, line: 84, column: 5)
!85 = !{!86, !86, i64 0}
!86 = !{!"long", !87, i64 0}
!87 = !{!"omnipotent char", !88, i64 0}
!88 = !{!"Simple C/C++ TBAA"}
!89 = !DILocation(line: 85, column: 9, scope: !84)
!90 = !DILocation(line: 84, column: 36, scope: !84)
!91 = !DILocation(line: 84, column: 23, scope: !84)
!92 = !DILocation(line: 84, column: 5, scope: !63)
!93 = distinct !{!93, !92, !94, !76, !77}
!94 = !DILocation(line: 85, column: 32, scope: !63)
!95 = !DILocation(line: 88, column: 1, scope: !49)
!96 = !DILocation(line: 87, column: 5, scope: !49)
!97 = !DISubprogram(name: "pthread_create", scope: !98, file: !98, line: 202, type: !99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!99 = !DISubroutineType(types: !100)
!100 = !{!39, !101, !103, !115, !118}
!101 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !102)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !104)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !56, line: 62, baseType: !107)
!107 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !56, line: 56, size: 448, elements: !108)
!108 = !{!109, !113}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !107, file: !56, line: 58, baseType: !110, size: 448)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 448, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 56)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !107, file: !56, line: 59, baseType: !114, size: 64)
!114 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DISubroutineType(types: !117)
!117 = !{!16, !16}
!118 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!119 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 67, type: !116, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !120)
!120 = !{!121, !122, !124}
!121 = !DILocalVariable(name: "arg", arg: 1, scope: !119, file: !3, line: 67, type: !16)
!122 = !DILocalVariable(name: "i", scope: !123, file: !3, line: 70, type: !39)
!123 = distinct !DILexicalBlock(scope: !119, file: !3, line: 70, column: 5)
!124 = !DILocalVariable(name: "v", scope: !125, file: !3, line: 72, type: !39)
!125 = distinct !DILexicalBlock(scope: !126, file: !3, line: 70, column: 37)
!126 = distinct !DILexicalBlock(scope: !123, file: !3, line: 70, column: 5)
!127 = !DILocation(line: 0, scope: !119)
!128 = !DILocation(line: 0, scope: !123)
!129 = !DILocation(line: 70, column: 5, scope: !123)
!130 = !DILocation(line: 52, column: 9, scope: !131, inlinedAt: !139)
!131 = distinct !DILexicalBlock(scope: !132, file: !3, line: 51, column: 14)
!132 = distinct !DILexicalBlock(scope: !133, file: !3, line: 51, column: 5)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 51, column: 5)
!134 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 49, type: !135, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !137)
!135 = !DISubroutineType(types: !136)
!136 = !{null}
!137 = !{!138}
!138 = !DILocalVariable(name: "expected", scope: !131, file: !3, line: 54, type: !39)
!139 = distinct !DILocation(line: 71, column: 9, scope: !125)
!140 = !DILocation(line: 76, column: 5, scope: !119)
!141 = !DILocation(line: 52, column: 16, scope: !131, inlinedAt: !139)
!142 = distinct !{!142, !130, !143, !76, !77}
!143 = !DILocation(line: 53, column: 13, scope: !131, inlinedAt: !139)
!144 = !DILocation(line: 0, scope: !131, inlinedAt: !139)
!145 = !DILocation(line: 55, column: 13, scope: !146, inlinedAt: !139)
!146 = distinct !DILexicalBlock(scope: !131, file: !3, line: 55, column: 13)
!147 = !DILocation(line: 72, column: 17, scope: !125)
!148 = !DILocation(line: 0, scope: !125)
!149 = !DILocation(line: 73, column: 9, scope: !125)
!150 = !DILocation(line: 64, column: 5, scope: !151, inlinedAt: !152)
!151 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 62, type: !135, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!152 = distinct !DILocation(line: 74, column: 9, scope: !125)
!153 = !DILocation(line: 70, column: 33, scope: !126)
!154 = !DILocation(line: 70, column: 23, scope: !126)
!155 = distinct !{!155, !129, !156, !76, !77}
!156 = !DILocation(line: 75, column: 5, scope: !123)
!157 = !DISubprogram(name: "pthread_join", scope: !98, file: !98, line: 219, type: !158, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!158 = !DISubroutineType(types: !159)
!159 = !{!39, !55, !160}
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!161 = !DISubprogram(name: "__assert_fail", scope: !162, file: !162, line: 69, type: !163, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!162 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!163 = !DISubroutineType(types: !164)
!164 = !{null, !165, !165, !7, !165}
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
