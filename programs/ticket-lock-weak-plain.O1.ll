; ModuleID = 'ticket_lock_weak.c'
source_filename = "ticket_lock_weak.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [39 x i8] c"DATA_LOAD(counter) == NTHREADS * ITERS\00", align 1, !dbg !18
@.str.1 = private unnamed_addr constant [19 x i8] c"ticket_lock_weak.c\00", align 1, !dbg !24
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !29
@next = dso_local global i32 0, align 4, !dbg !35
@serving = dso_local local_unnamed_addr global i32 0, align 4, !dbg !39

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !51 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !66
    #dbg_assign(i1 undef, !55, !DIExpression(), !66, ptr %1, !DIExpression(), !67)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !68
    #dbg_value(i32 0, !62, !DIExpression(), !69)
  br label %2, !dbg !70

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %6, %2 ]
    #dbg_value(i64 %3, !62, !DIExpression(), !69)
  %4 = getelementptr inbounds [2 x i64], ptr %1, i64 0, i64 %3, !dbg !71
  %5 = call i32 @pthread_create(ptr noundef nonnull %4, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !73
  %6 = add nuw nsw i64 %3, 1, !dbg !74
    #dbg_value(i64 %6, !62, !DIExpression(), !69)
  %7 = icmp eq i64 %3, 0, !dbg !75
  br i1 %7, label %2, label %11, !dbg !70, !llvm.loop !76

8:                                                ; preds = %11
  %9 = load i32, ptr @counter, align 4, !dbg !80, !tbaa !83
  %10 = icmp eq i32 %9, 4, !dbg !80
  br i1 %10, label %19, label %18, !dbg !87

11:                                               ; preds = %2, %11
  %12 = phi i64 [ %16, %11 ], [ 0, %2 ]
    #dbg_value(i64 %12, !64, !DIExpression(), !88)
  %13 = getelementptr inbounds [2 x i64], ptr %1, i64 0, i64 %12, !dbg !89
  %14 = load i64, ptr %13, align 8, !dbg !89, !tbaa !91
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null) #6, !dbg !93
  %16 = add nuw nsw i64 %12, 1, !dbg !94
    #dbg_value(i64 %16, !64, !DIExpression(), !88)
  %17 = icmp eq i64 %12, 0, !dbg !95
  br i1 %17, label %11, label %8, !dbg !96, !llvm.loop !97

18:                                               ; preds = %8
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 84, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !80
  unreachable, !dbg !80

19:                                               ; preds = %8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6, !dbg !99
  ret i32 0, !dbg !100
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !101 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @worker(ptr nocapture readnone %0) #3 !dbg !123 {
    #dbg_value(ptr poison, !125, !DIExpression(), !132)
    #dbg_value(i32 0, !126, !DIExpression(), !133)
  br label %3, !dbg !134

2:                                                ; preds = %9
  ret ptr null, !dbg !135

3:                                                ; preds = %1, %9
  %4 = phi i32 [ 0, %1 ], [ %13, %9 ]
    #dbg_value(i32 %4, !126, !DIExpression(), !133)
  %5 = atomicrmw add ptr @next, i32 1 monotonic, align 4, !dbg !136
    #dbg_value(i32 %5, !141, !DIExpression(), !143)
  br label %6, !dbg !144

6:                                                ; preds = %6, %3
  %7 = load atomic i32, ptr @serving acquire, align 4, !dbg !145
  %8 = icmp eq i32 %7, %5, !dbg !146
  br i1 %8, label %9, label %6, !dbg !144, !llvm.loop !147

9:                                                ; preds = %6
    #dbg_value(i32 %5, !128, !DIExpression(), !149)
  %10 = load i32, ptr @counter, align 4, !dbg !150, !tbaa !83
    #dbg_value(i32 %10, !131, !DIExpression(), !149)
  %11 = add nsw i32 %10, 1, !dbg !151
  store i32 %11, ptr @counter, align 4, !dbg !151, !tbaa !83
    #dbg_value(i32 %5, !152, !DIExpression(), !157)
  %12 = add i32 %5, 1, !dbg !159
  store atomic i32 %12, ptr @serving release, align 4, !dbg !160
  %13 = add nuw nsw i32 %4, 1, !dbg !161
    #dbg_value(i32 %13, !126, !DIExpression(), !133)
  %14 = icmp eq i32 %4, 0, !dbg !162
  br i1 %14, label %3, label %2, !dbg !134, !llvm.loop !163
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !165 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !169 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 50, type: !41, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ticket_lock_weak.c", directory: ".", checksumkind: CSK_MD5, checksum: "a0ef70cc453b5a3e051763ef3cbdb62f")
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
!17 = !{!18, !24, !29, !35, !39, !0}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 312, elements: !22)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{!23}
!23 = !DISubrange(count: 39)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 152, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 19)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 120, elements: !33)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!33 = !{!34}
!34 = !DISubrange(count: 15)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "next", scope: !2, file: !3, line: 48, type: !37, isLocal: false, isDefinition: true)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_uint", file: !6, line: 105, baseType: !38)
!38 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !7)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "serving", scope: !2, file: !3, line: 49, type: !37, isLocal: false, isDefinition: true)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "data_t", file: !3, line: 39, baseType: !42)
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 2}
!49 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!50 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!51 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 77, type: !52, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!52 = !DISubroutineType(types: !53)
!53 = !{!42}
!54 = !{!55, !62, !64}
!55 = !DILocalVariable(name: "t", scope: !51, file: !3, line: 79, type: !56)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 128, elements: !60)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !58, line: 27, baseType: !59)
!58 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!59 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!60 = !{!61}
!61 = !DISubrange(count: 2)
!62 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 80, type: !42)
!63 = distinct !DILexicalBlock(scope: !51, file: !3, line: 80, column: 5)
!64 = !DILocalVariable(name: "i", scope: !65, file: !3, line: 82, type: !42)
!65 = distinct !DILexicalBlock(scope: !51, file: !3, line: 82, column: 5)
!66 = distinct !DIAssignID()
!67 = !DILocation(line: 0, scope: !51)
!68 = !DILocation(line: 79, column: 5, scope: !51)
!69 = !DILocation(line: 0, scope: !63)
!70 = !DILocation(line: 80, column: 5, scope: !63)
!71 = !DILocation(line: 81, column: 25, scope: !72)
!72 = distinct !DILexicalBlock(scope: !63, file: !3, line: 80, column: 5)
!73 = !DILocation(line: 81, column: 9, scope: !72)
!74 = !DILocation(line: 80, column: 36, scope: !72)
!75 = !DILocation(line: 80, column: 23, scope: !72)
!76 = distinct !{!76, !70, !77, !78, !79}
!77 = !DILocation(line: 81, column: 49, scope: !63)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !{!"llvm.loop.unroll.disable"}
!80 = !DILocation(line: 84, column: 5, scope: !81)
!81 = distinct !DILexicalBlock(scope: !82, file: !3, line: 84, column: 5)
!82 = distinct !DILexicalBlock(scope: !51, file: !3, line: 84, column: 5)
!83 = !{!84, !84, i64 0}
!84 = !{!"int", !85, i64 0}
!85 = !{!"omnipotent char", !86, i64 0}
!86 = !{!"Simple C/C++ TBAA"}
!87 = !DILocation(line: 84, column: 5, scope: !82)
!88 = !DILocation(line: 0, scope: !65)
!89 = !DILocation(line: 83, column: 22, scope: !90)
!90 = distinct !DILexicalBlock(scope: !65, file: !3, line: 82, column: 5)
!91 = !{!92, !92, i64 0}
!92 = !{!"long", !85, i64 0}
!93 = !DILocation(line: 83, column: 9, scope: !90)
!94 = !DILocation(line: 82, column: 36, scope: !90)
!95 = !DILocation(line: 82, column: 23, scope: !90)
!96 = !DILocation(line: 82, column: 5, scope: !65)
!97 = distinct !{!97, !96, !98, !78, !79}
!98 = !DILocation(line: 83, column: 32, scope: !65)
!99 = !DILocation(line: 86, column: 1, scope: !51)
!100 = !DILocation(line: 85, column: 5, scope: !51)
!101 = !DISubprogram(name: "pthread_create", scope: !102, file: !102, line: 202, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!102 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!103 = !DISubroutineType(types: !104)
!104 = !{!42, !105, !107, !119, !122}
!105 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !110)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !58, line: 62, baseType: !111)
!111 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !58, line: 56, size: 448, elements: !112)
!112 = !{!113, !117}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !111, file: !58, line: 58, baseType: !114, size: 448)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 448, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 56)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !111, file: !58, line: 59, baseType: !118, size: 64)
!118 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DISubroutineType(types: !121)
!121 = !{!16, !16}
!122 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!123 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 65, type: !120, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !124)
!124 = !{!125, !126, !128, !131}
!125 = !DILocalVariable(name: "arg", arg: 1, scope: !123, file: !3, line: 65, type: !16)
!126 = !DILocalVariable(name: "i", scope: !127, file: !3, line: 68, type: !42)
!127 = distinct !DILexicalBlock(scope: !123, file: !3, line: 68, column: 5)
!128 = !DILocalVariable(name: "ticket", scope: !129, file: !3, line: 69, type: !7)
!129 = distinct !DILexicalBlock(scope: !130, file: !3, line: 68, column: 37)
!130 = distinct !DILexicalBlock(scope: !127, file: !3, line: 68, column: 5)
!131 = !DILocalVariable(name: "v", scope: !129, file: !3, line: 70, type: !42)
!132 = !DILocation(line: 0, scope: !123)
!133 = !DILocation(line: 0, scope: !127)
!134 = !DILocation(line: 68, column: 5, scope: !127)
!135 = !DILocation(line: 74, column: 5, scope: !123)
!136 = !DILocation(line: 54, column: 23, scope: !137, inlinedAt: !142)
!137 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 52, type: !138, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !140)
!138 = !DISubroutineType(types: !139)
!139 = !{!7}
!140 = !{!141}
!141 = !DILocalVariable(name: "ticket", scope: !137, file: !3, line: 54, type: !7)
!142 = distinct !DILocation(line: 69, column: 27, scope: !129)
!143 = !DILocation(line: 0, scope: !137, inlinedAt: !142)
!144 = !DILocation(line: 55, column: 5, scope: !137, inlinedAt: !142)
!145 = !DILocation(line: 55, column: 12, scope: !137, inlinedAt: !142)
!146 = !DILocation(line: 55, column: 52, scope: !137, inlinedAt: !142)
!147 = distinct !{!147, !144, !148, !78, !79}
!148 = !DILocation(line: 56, column: 9, scope: !137, inlinedAt: !142)
!149 = !DILocation(line: 0, scope: !129)
!150 = !DILocation(line: 70, column: 17, scope: !129)
!151 = !DILocation(line: 71, column: 9, scope: !129)
!152 = !DILocalVariable(name: "ticket", arg: 1, scope: !153, file: !3, line: 60, type: !7)
!153 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 60, type: !154, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !156)
!154 = !DISubroutineType(types: !155)
!155 = !{null, !7}
!156 = !{!152}
!157 = !DILocation(line: 0, scope: !153, inlinedAt: !158)
!158 = distinct !DILocation(line: 72, column: 9, scope: !129)
!159 = !DILocation(line: 62, column: 44, scope: !153, inlinedAt: !158)
!160 = !DILocation(line: 62, column: 5, scope: !153, inlinedAt: !158)
!161 = !DILocation(line: 68, column: 33, scope: !130)
!162 = !DILocation(line: 68, column: 23, scope: !130)
!163 = distinct !{!163, !134, !164, !78, !79}
!164 = !DILocation(line: 73, column: 5, scope: !127)
!165 = !DISubprogram(name: "pthread_join", scope: !102, file: !102, line: 219, type: !166, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!166 = !DISubroutineType(types: !167)
!167 = !{!42, !57, !168}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!169 = !DISubprogram(name: "__assert_fail", scope: !170, file: !170, line: 69, type: !171, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!170 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!171 = !DISubroutineType(types: !172)
!172 = !{null, !173, !173, !7, !173}
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
