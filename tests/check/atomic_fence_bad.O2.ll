; ModuleID = 'atomic_fence_bad.c'
source_filename = "atomic_fence_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@flag = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !0
@r = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !33
@.str = private unnamed_addr constant [23 x i8] c"r[0] == 1 && r[1] == 1\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [19 x i8] c"atomic_fence_bad.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27

; Function Attrs: mustprogress nofree norecurse nounwind willreturn uwtable
define dso_local noalias noundef ptr @worker(ptr noundef readnone %0) #0 !dbg !50 {
    #dbg_value(ptr %0, !55, !DIExpression(), !57)
  %2 = icmp ne ptr %0, null, !dbg !58
    #dbg_value(i1 %2, !56, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !57)
  %3 = zext i1 %2 to i64, !dbg !59
  %4 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %3, !dbg !59
  store atomic i32 1, ptr %4 seq_cst, align 4, !dbg !59
  fence seq_cst, !dbg !60
  %5 = xor i1 %2, true, !dbg !61
  %6 = zext i1 %5 to i64, !dbg !61
  %7 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %6, !dbg !61
  %8 = load atomic i32, ptr %7 seq_cst, align 4, !dbg !61
  %9 = getelementptr inbounds [2 x i32], ptr @r, i64 0, i64 %3, !dbg !62
  store i32 %8, ptr %9, align 4, !dbg !63, !tbaa !64
  ret ptr null, !dbg !68
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !69 {
  %1 = alloca i64, align 8, !DIAssignID !77
    #dbg_assign(i1 undef, !73, !DIExpression(), !77, ptr %1, !DIExpression(), !78)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !79
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %1) #6, !dbg !80
    #dbg_value(ptr null, !55, !DIExpression(), !81)
    #dbg_value(i1 false, !56, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !81)
  store atomic i32 1, ptr @flag seq_cst, align 4, !dbg !83
  fence seq_cst, !dbg !84
  %3 = load atomic i32, ptr getelementptr inbounds (i8, ptr @flag, i64 4) seq_cst, align 4, !dbg !85
  store i32 %3, ptr @r, align 4, !dbg !86, !tbaa !64
  %4 = load i64, ptr %1, align 8, !dbg !87, !tbaa !88
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef null) #6, !dbg !90
  %6 = load i32, ptr @r, align 4, !dbg !91, !tbaa !64
  %7 = icmp eq i32 %6, 1, !dbg !91
  %8 = load i32, ptr getelementptr inbounds (i8, ptr @r, i64 4), align 4, !dbg !91
  %9 = icmp eq i32 %8, 1, !dbg !91
  %10 = select i1 %7, i1 %9, i1 false, !dbg !91
  br i1 %10, label %12, label %11, !dbg !91

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 24, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !91
  unreachable, !dbg !91

12:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !94
  ret i32 0, !dbg !95
}

; Function Attrs: nounwind
declare !dbg !96 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !116 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !120 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 8, type: !39, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atomic_fence_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "9308fa5bef67bd81b3d99d6b9669ecf4")
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
!15 = !{!16, !22, !27, !0, !33}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 184, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 23)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "r", scope: !2, file: !3, line: 9, type: !35, isLocal: false, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 64, elements: !37)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !{!38}
!38 = !DISubrange(count: 2)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 64, elements: !37)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !41)
!41 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !36)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 2}
!48 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !51, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!51 = !DISubroutineType(types: !52)
!52 = !{!53, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!54 = !{!55, !56}
!55 = !DILocalVariable(name: "arg", arg: 1, scope: !50, file: !3, line: 11, type: !53)
!56 = !DILocalVariable(name: "me", scope: !50, file: !3, line: 12, type: !36)
!57 = !DILocation(line: 0, scope: !50)
!58 = !DILocation(line: 12, column: 16, scope: !50)
!59 = !DILocation(line: 13, column: 3, scope: !50)
!60 = !DILocation(line: 14, column: 3, scope: !50)
!61 = !DILocation(line: 15, column: 11, scope: !50)
!62 = !DILocation(line: 15, column: 3, scope: !50)
!63 = !DILocation(line: 15, column: 9, scope: !50)
!64 = !{!65, !65, i64 0}
!65 = !{!"int", !66, i64 0}
!66 = !{!"omnipotent char", !67, i64 0}
!67 = !{!"Simple C/C++ TBAA"}
!68 = !DILocation(line: 16, column: 3, scope: !50)
!69 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !70, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !72)
!70 = !DISubroutineType(types: !71)
!71 = !{!36}
!72 = !{!73}
!73 = !DILocalVariable(name: "t", scope: !69, file: !3, line: 20, type: !74)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !75, line: 27, baseType: !76)
!75 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!76 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!77 = distinct !DIAssignID()
!78 = !DILocation(line: 0, scope: !69)
!79 = !DILocation(line: 20, column: 3, scope: !69)
!80 = !DILocation(line: 21, column: 3, scope: !69)
!81 = !DILocation(line: 0, scope: !50, inlinedAt: !82)
!82 = distinct !DILocation(line: 22, column: 3, scope: !69)
!83 = !DILocation(line: 13, column: 3, scope: !50, inlinedAt: !82)
!84 = !DILocation(line: 14, column: 3, scope: !50, inlinedAt: !82)
!85 = !DILocation(line: 15, column: 11, scope: !50, inlinedAt: !82)
!86 = !DILocation(line: 15, column: 9, scope: !50, inlinedAt: !82)
!87 = !DILocation(line: 23, column: 16, scope: !69)
!88 = !{!89, !89, i64 0}
!89 = !{!"long", !66, i64 0}
!90 = !DILocation(line: 23, column: 3, scope: !69)
!91 = !DILocation(line: 24, column: 3, scope: !92)
!92 = distinct !DILexicalBlock(scope: !93, file: !3, line: 24, column: 3)
!93 = distinct !DILexicalBlock(scope: !69, file: !3, line: 24, column: 3)
!94 = !DILocation(line: 26, column: 1, scope: !69)
!95 = !DILocation(line: 25, column: 3, scope: !69)
!96 = !DISubprogram(name: "pthread_create", scope: !97, file: !97, line: 202, type: !98, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!98 = !DISubroutineType(types: !99)
!99 = !{!36, !100, !102, !114, !115}
!100 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !101)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !105)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !75, line: 62, baseType: !106)
!106 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !75, line: 56, size: 448, elements: !107)
!107 = !{!108, !112}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !106, file: !75, line: 58, baseType: !109, size: 448)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 56)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !106, file: !75, line: 59, baseType: !113, size: 64)
!113 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !53)
!116 = !DISubprogram(name: "pthread_join", scope: !97, file: !97, line: 219, type: !117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!117 = !DISubroutineType(types: !118)
!118 = !{!36, !74, !119}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!120 = !DISubprogram(name: "__assert_fail", scope: !121, file: !121, line: 69, type: !122, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!121 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!122 = !DISubroutineType(types: !123)
!123 = !{null, !124, !124, !7, !124}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
