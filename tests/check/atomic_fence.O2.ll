; ModuleID = 'atomic_fence.c'
source_filename = "atomic_fence.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@flag = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !0
@r = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !31
@.str = private unnamed_addr constant [23 x i8] c"r[0] == 1 || r[1] == 1\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [15 x i8] c"atomic_fence.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27

; Function Attrs: mustprogress nofree norecurse nounwind willreturn uwtable
define dso_local noalias noundef ptr @worker(ptr noundef readnone %0) #0 !dbg !48 {
    #dbg_value(ptr %0, !53, !DIExpression(), !55)
  %2 = icmp ne ptr %0, null, !dbg !56
    #dbg_value(i1 %2, !54, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !55)
  %3 = zext i1 %2 to i64, !dbg !57
  %4 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %3, !dbg !57
  store atomic i32 1, ptr %4 monotonic, align 4, !dbg !58
  fence seq_cst, !dbg !59
  %5 = xor i1 %2, true, !dbg !60
  %6 = zext i1 %5 to i64, !dbg !61
  %7 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %6, !dbg !61
  %8 = load atomic i32, ptr %7 monotonic, align 4, !dbg !62
  %9 = getelementptr inbounds [2 x i32], ptr @r, i64 0, i64 %3, !dbg !63
  store i32 %8, ptr %9, align 4, !dbg !64, !tbaa !65
  ret ptr null, !dbg !69
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !70 {
  %1 = alloca i64, align 8, !DIAssignID !78
    #dbg_assign(i1 undef, !74, !DIExpression(), !78, ptr %1, !DIExpression(), !79)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !80
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %1) #6, !dbg !81
    #dbg_value(ptr null, !53, !DIExpression(), !82)
    #dbg_value(i1 false, !54, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !82)
  store atomic i32 1, ptr @flag monotonic, align 4, !dbg !84
  fence seq_cst, !dbg !85
  %3 = load atomic i32, ptr getelementptr inbounds (i8, ptr @flag, i64 4) monotonic, align 4, !dbg !86
  store i32 %3, ptr @r, align 4, !dbg !87, !tbaa !65
  %4 = load i64, ptr %1, align 8, !dbg !88, !tbaa !89
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef null) #6, !dbg !91
  %6 = load i32, ptr @r, align 4, !dbg !92, !tbaa !65
  %7 = icmp eq i32 %6, 1, !dbg !92
  %8 = load i32, ptr getelementptr inbounds (i8, ptr @r, i64 4), align 4, !dbg !92
  %9 = icmp eq i32 %8, 1, !dbg !92
  %10 = select i1 %7, i1 true, i1 %9, !dbg !92
  br i1 %10, label %12, label %11, !dbg !92

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 26, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !92
  unreachable, !dbg !92

12:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !95
  ret i32 0, !dbg !96
}

; Function Attrs: nounwind
declare !dbg !97 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !117 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !121 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 10, type: !37, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atomic_fence.c", directory: ".", checksumkind: CSK_MD5, checksum: "f2d60a2d87afcab43f1a11914830590a")
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
!15 = !{!16, !22, !27, !0, !31}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 184, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 23)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 15)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !25)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "r", scope: !2, file: !3, line: 11, type: !33, isLocal: false, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 64, elements: !35)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !{!36}
!36 = !DISubrange(count: 2)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 64, elements: !35)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !34)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 2}
!46 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!47 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!48 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !49, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!49 = !DISubroutineType(types: !50)
!50 = !{!51, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!52 = !{!53, !54}
!53 = !DILocalVariable(name: "arg", arg: 1, scope: !48, file: !3, line: 13, type: !51)
!54 = !DILocalVariable(name: "me", scope: !48, file: !3, line: 14, type: !34)
!55 = !DILocation(line: 0, scope: !48)
!56 = !DILocation(line: 14, column: 16, scope: !48)
!57 = !DILocation(line: 15, column: 26, scope: !48)
!58 = !DILocation(line: 15, column: 3, scope: !48)
!59 = !DILocation(line: 16, column: 3, scope: !48)
!60 = !DILocation(line: 17, column: 40, scope: !48)
!61 = !DILocation(line: 17, column: 33, scope: !48)
!62 = !DILocation(line: 17, column: 11, scope: !48)
!63 = !DILocation(line: 17, column: 3, scope: !48)
!64 = !DILocation(line: 17, column: 9, scope: !48)
!65 = !{!66, !66, i64 0}
!66 = !{!"int", !67, i64 0}
!67 = !{!"omnipotent char", !68, i64 0}
!68 = !{!"Simple C/C++ TBAA"}
!69 = !DILocation(line: 18, column: 3, scope: !48)
!70 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !71, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !73)
!71 = !DISubroutineType(types: !72)
!72 = !{!34}
!73 = !{!74}
!74 = !DILocalVariable(name: "t", scope: !70, file: !3, line: 22, type: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !76, line: 27, baseType: !77)
!76 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!77 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!78 = distinct !DIAssignID()
!79 = !DILocation(line: 0, scope: !70)
!80 = !DILocation(line: 22, column: 3, scope: !70)
!81 = !DILocation(line: 23, column: 3, scope: !70)
!82 = !DILocation(line: 0, scope: !48, inlinedAt: !83)
!83 = distinct !DILocation(line: 24, column: 3, scope: !70)
!84 = !DILocation(line: 15, column: 3, scope: !48, inlinedAt: !83)
!85 = !DILocation(line: 16, column: 3, scope: !48, inlinedAt: !83)
!86 = !DILocation(line: 17, column: 11, scope: !48, inlinedAt: !83)
!87 = !DILocation(line: 17, column: 9, scope: !48, inlinedAt: !83)
!88 = !DILocation(line: 25, column: 16, scope: !70)
!89 = !{!90, !90, i64 0}
!90 = !{!"long", !67, i64 0}
!91 = !DILocation(line: 25, column: 3, scope: !70)
!92 = !DILocation(line: 26, column: 3, scope: !93)
!93 = distinct !DILexicalBlock(scope: !94, file: !3, line: 26, column: 3)
!94 = distinct !DILexicalBlock(scope: !70, file: !3, line: 26, column: 3)
!95 = !DILocation(line: 28, column: 1, scope: !70)
!96 = !DILocation(line: 27, column: 3, scope: !70)
!97 = !DISubprogram(name: "pthread_create", scope: !98, file: !98, line: 202, type: !99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!99 = !DISubroutineType(types: !100)
!100 = !{!34, !101, !103, !115, !116}
!101 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !102)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !104)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !76, line: 62, baseType: !107)
!107 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !76, line: 56, size: 448, elements: !108)
!108 = !{!109, !113}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !107, file: !76, line: 58, baseType: !110, size: 448)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 56)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !107, file: !76, line: 59, baseType: !114, size: 64)
!114 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !51)
!117 = !DISubprogram(name: "pthread_join", scope: !98, file: !98, line: 219, type: !118, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!118 = !DISubroutineType(types: !119)
!119 = !{!34, !75, !120}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!121 = !DISubprogram(name: "__assert_fail", scope: !122, file: !122, line: 69, type: !123, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!122 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!123 = !DISubroutineType(types: !124)
!124 = !{null, !125, !125, !7, !125}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
