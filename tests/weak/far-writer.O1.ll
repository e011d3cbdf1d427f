; ModuleID = 'far_writer.c'
source_filename = "far_writer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"r == 0\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [13 x i8] c"far_writer.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !44 {
  %1 = alloca i64, align 8, !DIAssignID !53
    #dbg_assign(i1 undef, !48, !DIExpression(), !53, ptr %1, !DIExpression(), !54)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !55
  %2 = load atomic i32, ptr @x monotonic, align 4, !dbg !56
    #dbg_value(i32 %2, !52, !DIExpression(), !54)
  %3 = icmp eq i32 %2, 0, !dbg !57
  br i1 %3, label %5, label %4, !dbg !60

4:                                                ; preds = %0
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 30, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !57
  unreachable, !dbg !57

5:                                                ; preds = %0
  %6 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @writer, ptr noundef null) #5, !dbg !61
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !62
  ret i32 0, !dbg !63
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare !dbg !64 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !69 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree norecurse noreturn nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias noundef nonnull ptr @writer(ptr nocapture readnone %0) #4 !dbg !92 {
    #dbg_value(ptr poison, !94, !DIExpression(), !95)
  br label %2, !dbg !96

2:                                                ; preds = %2, %1
  store atomic i32 1, ptr @x monotonic, align 4, !dbg !97
  store atomic i32 2, ptr @x monotonic, align 4, !dbg !101
  br label %2, !dbg !102, !llvm.loop !103
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse noreturn nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 13, type: !33, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "far_writer.c", directory: "/work/main/tests/weak", checksumkind: CSK_MD5, checksum: "554263c235560081ad01c74a3a5f161a")
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
!15 = !{!16, !22, !27, !0}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 56, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 7)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 13)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !34)
!34 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !35)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !45, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !47)
!45 = !DISubroutineType(types: !46)
!46 = !{!35}
!47 = !{!48, !52}
!48 = !DILocalVariable(name: "t", scope: !44, file: !3, line: 27, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !50, line: 27, baseType: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!51 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!52 = !DILocalVariable(name: "r", scope: !44, file: !3, line: 29, type: !35)
!53 = distinct !DIAssignID()
!54 = !DILocation(line: 0, scope: !44)
!55 = !DILocation(line: 27, column: 5, scope: !44)
!56 = !DILocation(line: 29, column: 13, scope: !44)
!57 = !DILocation(line: 30, column: 5, scope: !58)
!58 = distinct !DILexicalBlock(scope: !59, file: !3, line: 30, column: 5)
!59 = distinct !DILexicalBlock(scope: !44, file: !3, line: 30, column: 5)
!60 = !DILocation(line: 30, column: 5, scope: !59)
!61 = !DILocation(line: 32, column: 5, scope: !44)
!62 = !DILocation(line: 38, column: 1, scope: !44)
!63 = !DILocation(line: 37, column: 5, scope: !44)
!64 = !DISubprogram(name: "__assert_fail", scope: !65, file: !65, line: 69, type: !66, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!65 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!66 = !DISubroutineType(types: !67)
!67 = !{null, !68, !68, !7, !68}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!69 = !DISubprogram(name: "pthread_create", scope: !70, file: !70, line: 202, type: !71, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!70 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!71 = !DISubroutineType(types: !72)
!72 = !{!35, !73, !75, !87, !91}
!73 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !50, line: 62, baseType: !79)
!79 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !50, line: 56, size: 448, elements: !80)
!80 = !{!81, !85}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !79, file: !50, line: 58, baseType: !82, size: 448)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 56)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !79, file: !50, line: 59, baseType: !86, size: 64)
!86 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DISubroutineType(types: !89)
!89 = !{!90, !90}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
!92 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 15, type: !88, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !93)
!93 = !{!94}
!94 = !DILocalVariable(name: "arg", arg: 1, scope: !92, file: !3, line: 15, type: !90)
!95 = !DILocation(line: 0, scope: !92)
!96 = !DILocation(line: 18, column: 5, scope: !92)
!97 = !DILocation(line: 19, column: 9, scope: !98)
!98 = distinct !DILexicalBlock(scope: !99, file: !3, line: 18, column: 14)
!99 = distinct !DILexicalBlock(scope: !100, file: !3, line: 18, column: 5)
!100 = distinct !DILexicalBlock(scope: !92, file: !3, line: 18, column: 5)
!101 = !DILocation(line: 20, column: 9, scope: !98)
!102 = !DILocation(line: 18, column: 5, scope: !99)
!103 = distinct !{!103, !104, !105, !106}
!104 = !DILocation(line: 18, column: 5, scope: !100)
!105 = !DILocation(line: 21, column: 5, scope: !100)
!106 = !{!"llvm.loop.unroll.disable"}
