; ModuleID = 'atomic_cas.c'
source_filename = "atomic_cas.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [27 x i8] c"atomic_load(&counter) == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [13 x i8] c"atomic_cas.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !34 {
    #dbg_value(ptr poison, !39, !DIExpression(), !41)
  %2 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !42
    #dbg_value(i32 %2, !40, !DIExpression(), !41)
  br label %3, !dbg !43

3:                                                ; preds = %3, %1
  %4 = phi i32 [ %2, %1 ], [ %8, %3 ], !dbg !44
    #dbg_value(i32 %4, !40, !DIExpression(), !41)
  %5 = add nsw i32 %4, 1, !dbg !45
  %6 = cmpxchg ptr @counter, i32 %4, i32 %5 seq_cst seq_cst, align 4, !dbg !45
  %7 = extractvalue { i32, i1 } %6, 1, !dbg !45
  %8 = extractvalue { i32, i1 } %6, 0
    #dbg_value(i32 %8, !40, !DIExpression(), !41)
  br i1 %7, label %9, label %3, !dbg !43, !llvm.loop !46

9:                                                ; preds = %3
  ret ptr null, !dbg !50
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !51 {
  %1 = alloca i64, align 8, !DIAssignID !59
    #dbg_assign(i1 undef, !55, !DIExpression(), !59, ptr %1, !DIExpression(), !60)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !61
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !62
    #dbg_value(ptr null, !39, !DIExpression(), !63)
  %3 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !65
    #dbg_value(i32 %3, !40, !DIExpression(), !63)
  br label %4, !dbg !66

4:                                                ; preds = %4, %0
  %5 = phi i32 [ %3, %0 ], [ %9, %4 ], !dbg !67
    #dbg_value(i32 %5, !40, !DIExpression(), !63)
  %6 = add nsw i32 %5, 1, !dbg !68
  %7 = cmpxchg ptr @counter, i32 %5, i32 %6 seq_cst seq_cst, align 4, !dbg !68
  %8 = extractvalue { i32, i1 } %7, 1, !dbg !68
  %9 = extractvalue { i32, i1 } %7, 0
    #dbg_value(i32 %9, !40, !DIExpression(), !63)
  br i1 %8, label %10, label %4, !dbg !66, !llvm.loop !69

10:                                               ; preds = %4
  %11 = load i64, ptr %1, align 8, !dbg !71, !tbaa !72
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !76
  %13 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !77
  %14 = icmp eq i32 %13, 2, !dbg !77
  br i1 %14, label %16, label %15, !dbg !80

15:                                               ; preds = %10
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 23, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !77
  unreachable, !dbg !77

16:                                               ; preds = %10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !81
  ret i32 0, !dbg !82
}

; Function Attrs: nounwind
declare !dbg !83 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !103 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !107 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atomic_cas.c", directory: ".", checksumkind: CSK_MD5, checksum: "d29d4919fd61c656c01aa12359687441")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 216, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 27)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 13)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !23, line: 104, baseType: !24)
!23 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!24 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !25)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !35, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !38)
!35 = !DISubroutineType(types: !36)
!36 = !{!37, !37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!38 = !{!39, !40}
!39 = !DILocalVariable(name: "arg", arg: 1, scope: !34, file: !3, line: 11, type: !37)
!40 = !DILocalVariable(name: "old", scope: !34, file: !3, line: 12, type: !25)
!41 = !DILocation(line: 0, scope: !34)
!42 = !DILocation(line: 12, column: 13, scope: !34)
!43 = !DILocation(line: 13, column: 3, scope: !34)
!44 = !DILocation(line: 12, column: 7, scope: !34)
!45 = !DILocation(line: 13, column: 11, scope: !34)
!46 = distinct !{!46, !43, !47, !48, !49}
!47 = !DILocation(line: 14, column: 5, scope: !34)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !{!"llvm.loop.unroll.disable"}
!50 = !DILocation(line: 15, column: 3, scope: !34)
!51 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !52, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!52 = !DISubroutineType(types: !53)
!53 = !{!25}
!54 = !{!55}
!55 = !DILocalVariable(name: "t", scope: !51, file: !3, line: 19, type: !56)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !57, line: 27, baseType: !58)
!57 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!58 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!59 = distinct !DIAssignID()
!60 = !DILocation(line: 0, scope: !51)
!61 = !DILocation(line: 19, column: 3, scope: !51)
!62 = !DILocation(line: 20, column: 3, scope: !51)
!63 = !DILocation(line: 0, scope: !34, inlinedAt: !64)
!64 = distinct !DILocation(line: 21, column: 3, scope: !51)
!65 = !DILocation(line: 12, column: 13, scope: !34, inlinedAt: !64)
!66 = !DILocation(line: 13, column: 3, scope: !34, inlinedAt: !64)
!67 = !DILocation(line: 12, column: 7, scope: !34, inlinedAt: !64)
!68 = !DILocation(line: 13, column: 11, scope: !34, inlinedAt: !64)
!69 = distinct !{!69, !66, !70, !48, !49}
!70 = !DILocation(line: 14, column: 5, scope: !34, inlinedAt: !64)
!71 = !DILocation(line: 22, column: 16, scope: !51)
!72 = !{!73, !73, i64 0}
!73 = !{!"long", !74, i64 0}
!74 = !{!"omnipotent char", !75, i64 0}
!75 = !{!"Simple C/C++ TBAA"}
!76 = !DILocation(line: 22, column: 3, scope: !51)
!77 = !DILocation(line: 23, column: 3, scope: !78)
!78 = distinct !DILexicalBlock(scope: !79, file: !3, line: 23, column: 3)
!79 = distinct !DILexicalBlock(scope: !51, file: !3, line: 23, column: 3)
!80 = !DILocation(line: 23, column: 3, scope: !79)
!81 = !DILocation(line: 25, column: 1, scope: !51)
!82 = !DILocation(line: 24, column: 3, scope: !51)
!83 = !DISubprogram(name: "pthread_create", scope: !84, file: !84, line: 202, type: !85, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!85 = !DISubroutineType(types: !86)
!86 = !{!25, !87, !89, !101, !102}
!87 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !57, line: 62, baseType: !93)
!93 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !57, line: 56, size: 448, elements: !94)
!94 = !{!95, !99}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !93, file: !57, line: 58, baseType: !96, size: 448)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 56)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !93, file: !57, line: 59, baseType: !100, size: 64)
!100 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !37)
!103 = !DISubprogram(name: "pthread_join", scope: !84, file: !84, line: 219, type: !104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DISubroutineType(types: !105)
!105 = !{!25, !56, !106}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!107 = !DISubprogram(name: "__assert_fail", scope: !108, file: !108, line: 69, type: !109, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!108 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!109 = !DISubroutineType(types: !110)
!110 = !{null, !111, !111, !112, !111}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!112 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
