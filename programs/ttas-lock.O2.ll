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
    #dbg_value(i64 0, !60, !DIExpression(), !67)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !68
    #dbg_value(i64 1, !60, !DIExpression(), !67)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !70
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !68
    #dbg_value(i64 2, !60, !DIExpression(), !67)
    #dbg_value(i64 0, !62, !DIExpression(), !71)
  %5 = load i64, ptr %1, align 16, !dbg !72, !tbaa !74
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !78
    #dbg_value(i64 1, !62, !DIExpression(), !71)
  %7 = load i64, ptr %3, align 8, !dbg !72, !tbaa !74
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !78
    #dbg_value(i64 2, !62, !DIExpression(), !71)
  %9 = load atomic i32, ptr @counter monotonic, align 4, !dbg !79
  %10 = icmp eq i32 %9, 4, !dbg !79
  br i1 %10, label %12, label %11, !dbg !82

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 86, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !79
  unreachable, !dbg !79

12:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6, !dbg !83
  ret i32 0, !dbg !84
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !85 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @worker(ptr nocapture readnone %0) #3 !dbg !107 {
    #dbg_value(ptr poison, !109, !DIExpression(), !115)
    #dbg_value(i32 0, !110, !DIExpression(), !116)
    #dbg_value(i32 0, !110, !DIExpression(), !116)
  br label %2, !dbg !117

2:                                                ; preds = %5, %1
  %3 = load atomic i32, ptr @locked monotonic, align 4, !dbg !127
  %4 = icmp eq i32 %3, 0, !dbg !117
  br i1 %4, label %6, label %5, !dbg !117

5:                                                ; preds = %2, %6
  br label %2, !dbg !127, !llvm.loop !128

6:                                                ; preds = %2
    #dbg_value(i32 0, !125, !DIExpression(), !131)
  %7 = cmpxchg ptr @locked, i32 0, i32 1 acquire monotonic, align 4, !dbg !132
  %8 = extractvalue { i32, i1 } %7, 1, !dbg !132
  br i1 %8, label %9, label %5

9:                                                ; preds = %6
  %10 = load atomic i32, ptr @counter monotonic, align 4, !dbg !134
    #dbg_value(i32 %10, !112, !DIExpression(), !135)
  %11 = add nsw i32 %10, 1, !dbg !136
  store atomic i32 %11, ptr @counter monotonic, align 4, !dbg !136
  store atomic i32 0, ptr @locked release, align 4, !dbg !137
    #dbg_value(i32 1, !110, !DIExpression(), !116)
  br label %12, !dbg !117

12:                                               ; preds = %15, %9
  %13 = load atomic i32, ptr @locked monotonic, align 4, !dbg !127
  %14 = icmp eq i32 %13, 0, !dbg !117
  br i1 %14, label %16, label %15, !dbg !117

15:                                               ; preds = %12, %16
  br label %12, !dbg !127, !llvm.loop !128

16:                                               ; preds = %12
    #dbg_value(i32 0, !125, !DIExpression(), !131)
  %17 = cmpxchg ptr @locked, i32 0, i32 1 acquire monotonic, align 4, !dbg !132
  %18 = extractvalue { i32, i1 } %17, 1, !dbg !132
  br i1 %18, label %19, label %15

19:                                               ; preds = %16
  %20 = load atomic i32, ptr @counter monotonic, align 4, !dbg !134
    #dbg_value(i32 %20, !112, !DIExpression(), !135)
  %21 = add nsw i32 %20, 1, !dbg !136
  store atomic i32 %21, ptr @counter monotonic, align 4, !dbg !136
  store atomic i32 0, ptr @locked release, align 4, !dbg !137
    #dbg_value(i32 2, !110, !DIExpression(), !116)
  ret ptr null, !dbg !140
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !141 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !145 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

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
!68 = !DILocation(line: 83, column: 9, scope: !69)
!69 = distinct !DILexicalBlock(scope: !61, file: !3, line: 82, column: 5)
!70 = !DILocation(line: 83, column: 25, scope: !69)
!71 = !DILocation(line: 0, scope: !63)
!72 = !DILocation(line: 85, column: 22, scope: !73)
!73 = distinct !DILexicalBlock(scope: !63, file: !3, line: 84, column: 5)
!74 = !{!75, !75, i64 0}
!75 = !{!"long", !76, i64 0}
!76 = !{!"omnipotent char", !77, i64 0}
!77 = !{!"Simple C/C++ TBAA"}
!78 = !DILocation(line: 85, column: 9, scope: !73)
!79 = !DILocation(line: 86, column: 5, scope: !80)
!80 = distinct !DILexicalBlock(scope: !81, file: !3, line: 86, column: 5)
!81 = distinct !DILexicalBlock(scope: !49, file: !3, line: 86, column: 5)
!82 = !DILocation(line: 86, column: 5, scope: !81)
!83 = !DILocation(line: 88, column: 1, scope: !49)
!84 = !DILocation(line: 87, column: 5, scope: !49)
!85 = !DISubprogram(name: "pthread_create", scope: !86, file: !86, line: 202, type: !87, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!86 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!87 = !DISubroutineType(types: !88)
!88 = !{!39, !89, !91, !103, !106}
!89 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !56, line: 62, baseType: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !56, line: 56, size: 448, elements: !96)
!96 = !{!97, !101}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !95, file: !56, line: 58, baseType: !98, size: 448)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 448, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 56)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !95, file: !56, line: 59, baseType: !102, size: 64)
!102 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DISubroutineType(types: !105)
!105 = !{!16, !16}
!106 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!107 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 67, type: !104, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !108)
!108 = !{!109, !110, !112}
!109 = !DILocalVariable(name: "arg", arg: 1, scope: !107, file: !3, line: 67, type: !16)
!110 = !DILocalVariable(name: "i", scope: !111, file: !3, line: 70, type: !39)
!111 = distinct !DILexicalBlock(scope: !107, file: !3, line: 70, column: 5)
!112 = !DILocalVariable(name: "v", scope: !113, file: !3, line: 72, type: !39)
!113 = distinct !DILexicalBlock(scope: !114, file: !3, line: 70, column: 37)
!114 = distinct !DILexicalBlock(scope: !111, file: !3, line: 70, column: 5)
!115 = !DILocation(line: 0, scope: !107)
!116 = !DILocation(line: 0, scope: !111)
!117 = !DILocation(line: 52, column: 9, scope: !118, inlinedAt: !126)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 51, column: 14)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 51, column: 5)
!120 = distinct !DILexicalBlock(scope: !121, file: !3, line: 51, column: 5)
!121 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 49, type: !122, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !124)
!122 = !DISubroutineType(types: !123)
!123 = !{null}
!124 = !{!125}
!125 = !DILocalVariable(name: "expected", scope: !118, file: !3, line: 54, type: !39)
!126 = distinct !DILocation(line: 71, column: 9, scope: !113)
!127 = !DILocation(line: 52, column: 16, scope: !118, inlinedAt: !126)
!128 = distinct !{!128, !117, !129, !130}
!129 = !DILocation(line: 53, column: 13, scope: !118, inlinedAt: !126)
!130 = !{!"llvm.loop.mustprogress"}
!131 = !DILocation(line: 0, scope: !118, inlinedAt: !126)
!132 = !DILocation(line: 55, column: 13, scope: !133, inlinedAt: !126)
!133 = distinct !DILexicalBlock(scope: !118, file: !3, line: 55, column: 13)
!134 = !DILocation(line: 72, column: 17, scope: !113)
!135 = !DILocation(line: 0, scope: !113)
!136 = !DILocation(line: 73, column: 9, scope: !113)
!137 = !DILocation(line: 64, column: 5, scope: !138, inlinedAt: !139)
!138 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 62, type: !122, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!139 = distinct !DILocation(line: 74, column: 9, scope: !113)
!140 = !DILocation(line: 76, column: 5, scope: !107)
!141 = !DISubprogram(name: "pthread_join", scope: !86, file: !86, line: 219, type: !142, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!142 = !DISubroutineType(types: !143)
!143 = !{!39, !55, !144}
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!145 = !DISubprogram(name: "__assert_fail", scope: !146, file: !146, line: 69, type: !147, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!146 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!147 = !DISubroutineType(types: !148)
!148 = !{null, !149, !149, !7, !149}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
