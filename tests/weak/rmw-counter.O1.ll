; ModuleID = 'rmw_counter.c'
source_filename = "rmw_counter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@ops = dso_local global i32 0, align 4, !dbg !0
@data = dso_local local_unnamed_addr global i32 0, align 4, !dbg !16
@ready = dso_local local_unnamed_addr global i32 0, align 4, !dbg !21
@.str = private unnamed_addr constant [56 x i8] c"atomic_load_explicit(&data, memory_order_relaxed) == 42\00", align 1, !dbg !23
@.str.1 = private unnamed_addr constant [14 x i8] c"rmw_counter.c\00", align 1, !dbg !29
@__PRETTY_FUNCTION__.consumer = private unnamed_addr constant [23 x i8] c"void *consumer(void *)\00", align 1, !dbg !34

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !50 {
  %1 = alloca i64, align 8, !DIAssignID !60
    #dbg_assign(i1 undef, !54, !DIExpression(), !60, ptr %1, !DIExpression(), !61)
  %2 = alloca i64, align 8, !DIAssignID !62
    #dbg_assign(i1 undef, !58, !DIExpression(), !62, ptr %2, !DIExpression(), !61)
  %3 = alloca i64, align 8, !DIAssignID !63
    #dbg_assign(i1 undef, !59, !DIExpression(), !63, ptr %3, !DIExpression(), !61)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !64
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !64
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6, !dbg !64
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef null) #6, !dbg !65
  %5 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef null) #6, !dbg !66
  %6 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @producer, ptr noundef null) #6, !dbg !67
  %7 = load i64, ptr %1, align 8, !dbg !68, !tbaa !69
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !73
  %9 = load i64, ptr %2, align 8, !dbg !74, !tbaa !69
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #6, !dbg !75
  %11 = load i64, ptr %3, align 8, !dbg !76, !tbaa !69
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !77
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6, !dbg !78
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !78
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !78
  ret i32 0, !dbg !79
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !80 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @consumer(ptr nocapture readnone %0) #0 !dbg !100 {
    #dbg_value(ptr poison, !102, !DIExpression(), !103)
  %2 = atomicrmw add ptr @ops, i32 1 monotonic, align 4, !dbg !104
  br label %3, !dbg !105

3:                                                ; preds = %3, %1
  %4 = load atomic i32, ptr @ready acquire, align 4, !dbg !106
  %5 = icmp eq i32 %4, 0, !dbg !107
  br i1 %5, label %3, label %6, !dbg !105, !llvm.loop !108

6:                                                ; preds = %3
  %7 = load atomic i32, ptr @data monotonic, align 4, !dbg !112
  %8 = icmp eq i32 %7, 42, !dbg !112
  br i1 %8, label %10, label %9, !dbg !115

9:                                                ; preds = %6
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 41, ptr noundef nonnull @__PRETTY_FUNCTION__.consumer) #7, !dbg !112
  unreachable, !dbg !112

10:                                               ; preds = %6
  %11 = atomicrmw add ptr @ops, i32 1 monotonic, align 4, !dbg !116
  ret ptr null, !dbg !117
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @producer(ptr nocapture readnone %0) #3 !dbg !118 {
    #dbg_value(ptr poison, !120, !DIExpression(), !121)
  %2 = atomicrmw add ptr @ops, i32 1 monotonic, align 4, !dbg !122
  store atomic i32 42, ptr @data monotonic, align 4, !dbg !123
  %3 = atomicrmw add ptr @ops, i32 1 monotonic, align 4, !dbg !124
  store atomic i32 1, ptr @ready release, align 4, !dbg !125
  ret ptr null, !dbg !126
}

declare !dbg !127 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare !dbg !131 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ops", scope: !2, file: !3, line: 22, type: !40, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "rmw_counter.c", directory: "/work/main/tests/weak", checksumkind: CSK_MD5, checksum: "83f62d0fe7444b23935f55e95f8d0504")
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
!15 = !{!0, !16, !21, !23, !29, !34}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "data", scope: !2, file: !3, line: 23, type: !18, isLocal: false, isDefinition: true)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 23, type: !18, isLocal: false, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 448, elements: !27)
!26 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!27 = !{!28}
!28 = !DISubrange(count: 56)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 112, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 14)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 184, elements: !38)
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!38 = !{!39}
!39 = !DISubrange(count: 23)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_uint", file: !6, line: 105, baseType: !41)
!41 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !7)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 2}
!48 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 46, type: !51, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!20}
!53 = !{!54, !58, !59}
!54 = !DILocalVariable(name: "p", scope: !50, file: !3, line: 48, type: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !56, line: 27, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!57 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!58 = !DILocalVariable(name: "c1", scope: !50, file: !3, line: 48, type: !55)
!59 = !DILocalVariable(name: "c2", scope: !50, file: !3, line: 48, type: !55)
!60 = distinct !DIAssignID()
!61 = !DILocation(line: 0, scope: !50)
!62 = distinct !DIAssignID()
!63 = distinct !DIAssignID()
!64 = !DILocation(line: 48, column: 5, scope: !50)
!65 = !DILocation(line: 49, column: 5, scope: !50)
!66 = !DILocation(line: 50, column: 5, scope: !50)
!67 = !DILocation(line: 51, column: 5, scope: !50)
!68 = !DILocation(line: 52, column: 18, scope: !50)
!69 = !{!70, !70, i64 0}
!70 = !{!"long", !71, i64 0}
!71 = !{!"omnipotent char", !72, i64 0}
!72 = !{!"Simple C/C++ TBAA"}
!73 = !DILocation(line: 52, column: 5, scope: !50)
!74 = !DILocation(line: 53, column: 18, scope: !50)
!75 = !DILocation(line: 53, column: 5, scope: !50)
!76 = !DILocation(line: 54, column: 18, scope: !50)
!77 = !DILocation(line: 54, column: 5, scope: !50)
!78 = !DILocation(line: 56, column: 1, scope: !50)
!79 = !DILocation(line: 55, column: 5, scope: !50)
!80 = !DISubprogram(name: "pthread_create", scope: !81, file: !81, line: 202, type: !82, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!81 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!82 = !DISubroutineType(types: !83)
!83 = !{!20, !84, !86, !95, !99}
!84 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !56, line: 62, baseType: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !56, line: 56, size: 448, elements: !91)
!91 = !{!92, !93}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !90, file: !56, line: 58, baseType: !25, size: 448)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !90, file: !56, line: 59, baseType: !94, size: 64)
!94 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DISubroutineType(types: !97)
!97 = !{!98, !98}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !98)
!100 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 35, type: !96, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!101 = !{!102}
!102 = !DILocalVariable(name: "arg", arg: 1, scope: !100, file: !3, line: 35, type: !98)
!103 = !DILocation(line: 0, scope: !100)
!104 = !DILocation(line: 38, column: 5, scope: !100)
!105 = !DILocation(line: 39, column: 5, scope: !100)
!106 = !DILocation(line: 39, column: 12, scope: !100)
!107 = !DILocation(line: 39, column: 63, scope: !100)
!108 = distinct !{!108, !105, !109, !110, !111}
!109 = !DILocation(line: 40, column: 9, scope: !100)
!110 = !{!"llvm.loop.mustprogress"}
!111 = !{!"llvm.loop.unroll.disable"}
!112 = !DILocation(line: 41, column: 5, scope: !113)
!113 = distinct !DILexicalBlock(scope: !114, file: !3, line: 41, column: 5)
!114 = distinct !DILexicalBlock(scope: !100, file: !3, line: 41, column: 5)
!115 = !DILocation(line: 41, column: 5, scope: !114)
!116 = !DILocation(line: 42, column: 5, scope: !100)
!117 = !DILocation(line: 43, column: 5, scope: !100)
!118 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 25, type: !96, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !119)
!119 = !{!120}
!120 = !DILocalVariable(name: "arg", arg: 1, scope: !118, file: !3, line: 25, type: !98)
!121 = !DILocation(line: 0, scope: !118)
!122 = !DILocation(line: 28, column: 5, scope: !118)
!123 = !DILocation(line: 29, column: 5, scope: !118)
!124 = !DILocation(line: 30, column: 5, scope: !118)
!125 = !DILocation(line: 31, column: 5, scope: !118)
!126 = !DILocation(line: 32, column: 5, scope: !118)
!127 = !DISubprogram(name: "pthread_join", scope: !81, file: !81, line: 219, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!128 = !DISubroutineType(types: !129)
!129 = !{!20, !55, !130}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!131 = !DISubprogram(name: "__assert_fail", scope: !132, file: !132, line: 69, type: !133, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!132 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!133 = !DISubroutineType(types: !134)
!134 = !{null, !135, !135, !7, !135}
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
