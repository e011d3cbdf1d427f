; ModuleID = 'spin_lag.c'
source_filename = "spin_lag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@data = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@flag = dso_local local_unnamed_addr global i32 0, align 4, !dbg !16
@.str = private unnamed_addr constant [55 x i8] c"atomic_load_explicit(&data, memory_order_relaxed) == 3\00", align 1, !dbg !21
@.str.1 = private unnamed_addr constant [11 x i8] c"spin_lag.c\00", align 1, !dbg !27
@__PRETTY_FUNCTION__.consumer = private unnamed_addr constant [23 x i8] c"void *consumer(void *)\00", align 1, !dbg !32

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !46 {
  %1 = alloca i64, align 8, !DIAssignID !56
    #dbg_assign(i1 undef, !50, !DIExpression(), !56, ptr %1, !DIExpression(), !57)
  %2 = alloca i64, align 8, !DIAssignID !58
    #dbg_assign(i1 undef, !54, !DIExpression(), !58, ptr %2, !DIExpression(), !57)
  %3 = alloca i64, align 8, !DIAssignID !59
    #dbg_assign(i1 undef, !55, !DIExpression(), !59, ptr %3, !DIExpression(), !57)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !60
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !60
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6, !dbg !60
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef null) #6, !dbg !61
  %5 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef null) #6, !dbg !62
  %6 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @producer, ptr noundef null) #6, !dbg !63
  %7 = load i64, ptr %1, align 8, !dbg !64, !tbaa !65
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !69
  %9 = load i64, ptr %2, align 8, !dbg !70, !tbaa !65
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #6, !dbg !71
  %11 = load i64, ptr %3, align 8, !dbg !72, !tbaa !65
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !73
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6, !dbg !74
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !74
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !74
  ret i32 0, !dbg !75
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !76 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @consumer(ptr nocapture readnone %0) #0 !dbg !99 {
    #dbg_value(ptr poison, !101, !DIExpression(), !102)
  br label %2, !dbg !103

2:                                                ; preds = %2, %1
  %3 = load atomic i32, ptr @flag acquire, align 4, !dbg !104
  %4 = icmp eq i32 %3, 3, !dbg !105
  br i1 %4, label %5, label %2, !dbg !103, !llvm.loop !106

5:                                                ; preds = %2
  %6 = load atomic i32, ptr @data monotonic, align 4, !dbg !110
  %7 = icmp eq i32 %6, 3, !dbg !110
  br i1 %7, label %9, label %8, !dbg !113

8:                                                ; preds = %5
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 43, ptr noundef nonnull @__PRETTY_FUNCTION__.consumer) #7, !dbg !110
  unreachable, !dbg !110

9:                                                ; preds = %5
  ret ptr null, !dbg !114
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @producer(ptr nocapture readnone %0) #3 !dbg !115 {
    #dbg_value(ptr poison, !117, !DIExpression(), !118)
  store atomic i32 1, ptr @data monotonic, align 4, !dbg !119
  store atomic i32 1, ptr @flag release, align 4, !dbg !120
  store atomic i32 2, ptr @data monotonic, align 4, !dbg !121
  store atomic i32 2, ptr @flag release, align 4, !dbg !122
  store atomic i32 3, ptr @data monotonic, align 4, !dbg !123
  store atomic i32 3, ptr @flag monotonic, align 4, !dbg !124
  ret ptr null, !dbg !125
}

declare !dbg !126 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare !dbg !130 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "data", scope: !2, file: !3, line: 24, type: !18, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "spin_lag.c", directory: "/work/main/tests/weak", checksumkind: CSK_MD5, checksum: "c0d4eb55c941a99bacd89bf07f03e043")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!0, !16, !21, !27, !32}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 24, type: !18, isLocal: false, isDefinition: true)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 440, elements: !25)
!24 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!25 = !{!26}
!26 = !DISubrange(count: 55)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 88, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 11)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 184, elements: !36)
!35 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!36 = !{!37}
!37 = !DISubrange(count: 23)
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 47, type: !47, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!20}
!49 = !{!50, !54, !55}
!50 = !DILocalVariable(name: "p", scope: !46, file: !3, line: 49, type: !51)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !52, line: 27, baseType: !53)
!52 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!53 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!54 = !DILocalVariable(name: "c1", scope: !46, file: !3, line: 49, type: !51)
!55 = !DILocalVariable(name: "c2", scope: !46, file: !3, line: 49, type: !51)
!56 = distinct !DIAssignID()
!57 = !DILocation(line: 0, scope: !46)
!58 = distinct !DIAssignID()
!59 = distinct !DIAssignID()
!60 = !DILocation(line: 49, column: 5, scope: !46)
!61 = !DILocation(line: 50, column: 5, scope: !46)
!62 = !DILocation(line: 51, column: 5, scope: !46)
!63 = !DILocation(line: 52, column: 5, scope: !46)
!64 = !DILocation(line: 53, column: 18, scope: !46)
!65 = !{!66, !66, i64 0}
!66 = !{!"long", !67, i64 0}
!67 = !{!"omnipotent char", !68, i64 0}
!68 = !{!"Simple C/C++ TBAA"}
!69 = !DILocation(line: 53, column: 5, scope: !46)
!70 = !DILocation(line: 54, column: 18, scope: !46)
!71 = !DILocation(line: 54, column: 5, scope: !46)
!72 = !DILocation(line: 55, column: 18, scope: !46)
!73 = !DILocation(line: 55, column: 5, scope: !46)
!74 = !DILocation(line: 57, column: 1, scope: !46)
!75 = !DILocation(line: 56, column: 5, scope: !46)
!76 = !DISubprogram(name: "pthread_create", scope: !77, file: !77, line: 202, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!77 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!78 = !DISubroutineType(types: !79)
!79 = !{!20, !80, !82, !94, !98}
!80 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !52, line: 62, baseType: !86)
!86 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !52, line: 56, size: 448, elements: !87)
!87 = !{!88, !92}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !86, file: !52, line: 58, baseType: !89, size: 448)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 448, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 56)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !86, file: !52, line: 59, baseType: !93, size: 64)
!93 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = !DISubroutineType(types: !96)
!96 = !{!97, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !97)
!99 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 38, type: !95, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !100)
!100 = !{!101}
!101 = !DILocalVariable(name: "arg", arg: 1, scope: !99, file: !3, line: 38, type: !97)
!102 = !DILocation(line: 0, scope: !99)
!103 = !DILocation(line: 41, column: 5, scope: !99)
!104 = !DILocation(line: 41, column: 12, scope: !99)
!105 = !DILocation(line: 41, column: 62, scope: !99)
!106 = distinct !{!106, !103, !107, !108, !109}
!107 = !DILocation(line: 42, column: 9, scope: !99)
!108 = !{!"llvm.loop.mustprogress"}
!109 = !{!"llvm.loop.unroll.disable"}
!110 = !DILocation(line: 43, column: 5, scope: !111)
!111 = distinct !DILexicalBlock(scope: !112, file: !3, line: 43, column: 5)
!112 = distinct !DILexicalBlock(scope: !99, file: !3, line: 43, column: 5)
!113 = !DILocation(line: 43, column: 5, scope: !112)
!114 = !DILocation(line: 44, column: 5, scope: !99)
!115 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 26, type: !95, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !116)
!116 = !{!117}
!117 = !DILocalVariable(name: "arg", arg: 1, scope: !115, file: !3, line: 26, type: !97)
!118 = !DILocation(line: 0, scope: !115)
!119 = !DILocation(line: 29, column: 5, scope: !115)
!120 = !DILocation(line: 30, column: 5, scope: !115)
!121 = !DILocation(line: 31, column: 5, scope: !115)
!122 = !DILocation(line: 32, column: 5, scope: !115)
!123 = !DILocation(line: 33, column: 5, scope: !115)
!124 = !DILocation(line: 34, column: 5, scope: !115)
!125 = !DILocation(line: 35, column: 5, scope: !115)
!126 = !DISubprogram(name: "pthread_join", scope: !77, file: !77, line: 219, type: !127, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{!20, !51, !129}
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!130 = !DISubprogram(name: "__assert_fail", scope: !131, file: !131, line: 69, type: !132, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!131 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!132 = !DISubroutineType(types: !133)
!133 = !{null, !134, !134, !7, !134}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
