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
    #dbg_value(i32 poison, !40, !DIExpression(), !41)
  br i1 %7, label %9, label %3, !dbg !43, !llvm.loop !46

9:                                                ; preds = %3
  ret ptr null, !dbg !49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !50 {
  %1 = alloca i64, align 8, !DIAssignID !58
    #dbg_assign(i1 undef, !54, !DIExpression(), !58, ptr %1, !DIExpression(), !59)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !60
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !61
    #dbg_value(ptr null, !39, !DIExpression(), !62)
  %3 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !64
    #dbg_value(i32 %3, !40, !DIExpression(), !62)
  br label %4, !dbg !65

4:                                                ; preds = %4, %0
  %5 = phi i32 [ %3, %0 ], [ %9, %4 ], !dbg !66
    #dbg_value(i32 %5, !40, !DIExpression(), !62)
  %6 = add nsw i32 %5, 1, !dbg !67
  %7 = cmpxchg ptr @counter, i32 %5, i32 %6 seq_cst seq_cst, align 4, !dbg !67
  %8 = extractvalue { i32, i1 } %7, 1, !dbg !67
  %9 = extractvalue { i32, i1 } %7, 0
    #dbg_value(i32 poison, !40, !DIExpression(), !62)
  br i1 %8, label %10, label %4, !dbg !65, !llvm.loop !68

10:                                               ; preds = %4
  %11 = load i64, ptr %1, align 8, !dbg !70, !tbaa !71
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !75
  %13 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !76
  %14 = icmp eq i32 %13, 2, !dbg !76
  br i1 %14, label %16, label %15, !dbg !79

15:                                               ; preds = %10
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 23, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !76
  unreachable, !dbg !76

16:                                               ; preds = %10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !80
  ret i32 0, !dbg !81
}

; Function Attrs: nounwind
declare !dbg !82 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !102 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !106 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

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
!46 = distinct !{!46, !43, !47, !48}
!47 = !DILocation(line: 14, column: 5, scope: !34)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 15, column: 3, scope: !34)
!50 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !51, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!25}
!53 = !{!54}
!54 = !DILocalVariable(name: "t", scope: !50, file: !3, line: 19, type: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !56, line: 27, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!57 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!58 = distinct !DIAssignID()
!59 = !DILocation(line: 0, scope: !50)
!60 = !DILocation(line: 19, column: 3, scope: !50)
!61 = !DILocation(line: 20, column: 3, scope: !50)
!62 = !DILocation(line: 0, scope: !34, inlinedAt: !63)
!63 = distinct !DILocation(line: 21, column: 3, scope: !50)
!64 = !DILocation(line: 12, column: 13, scope: !34, inlinedAt: !63)
!65 = !DILocation(line: 13, column: 3, scope: !34, inlinedAt: !63)
!66 = !DILocation(line: 12, column: 7, scope: !34, inlinedAt: !63)
!67 = !DILocation(line: 13, column: 11, scope: !34, inlinedAt: !63)
!68 = distinct !{!68, !65, !69, !48}
!69 = !DILocation(line: 14, column: 5, scope: !34, inlinedAt: !63)
!70 = !DILocation(line: 22, column: 16, scope: !50)
!71 = !{!72, !72, i64 0}
!72 = !{!"long", !73, i64 0}
!73 = !{!"omnipotent char", !74, i64 0}
!74 = !{!"Simple C/C++ TBAA"}
!75 = !DILocation(line: 22, column: 3, scope: !50)
!76 = !DILocation(line: 23, column: 3, scope: !77)
!77 = distinct !DILexicalBlock(scope: !78, file: !3, line: 23, column: 3)
!78 = distinct !DILexicalBlock(scope: !50, file: !3, line: 23, column: 3)
!79 = !DILocation(line: 23, column: 3, scope: !78)
!80 = !DILocation(line: 25, column: 1, scope: !50)
!81 = !DILocation(line: 24, column: 3, scope: !50)
!82 = !DISubprogram(name: "pthread_create", scope: !83, file: !83, line: 202, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!83 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!84 = !DISubroutineType(types: !85)
!85 = !{!25, !86, !88, !100, !101}
!86 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !56, line: 62, baseType: !92)
!92 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !56, line: 56, size: 448, elements: !93)
!93 = !{!94, !98}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !92, file: !56, line: 58, baseType: !95, size: 448)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 56)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !92, file: !56, line: 59, baseType: !99, size: 64)
!99 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !37)
!102 = !DISubprogram(name: "pthread_join", scope: !83, file: !83, line: 219, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DISubroutineType(types: !104)
!104 = !{!25, !55, !105}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!106 = !DISubprogram(name: "__assert_fail", scope: !107, file: !107, line: 69, type: !108, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!107 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!108 = !DISubroutineType(types: !109)
!109 = !{null, !110, !110, !111, !110}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!111 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
