; ModuleID = 'verifier_atomic_inlined_edge.c'
source_filename = "verifier_atomic_inlined_edge.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@touched = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !24
@.str = private unnamed_addr constant [13 x i8] c"touched == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [31 x i8] c"verifier_atomic_inlined_edge.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"counter == 2\00", align 1, !dbg !22

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @__VERIFIER_atomic_touch() local_unnamed_addr #0 !dbg !35 {
  %1 = load i32, ptr @touched, align 4, !dbg !38, !tbaa !39
  %2 = add nsw i32 %1, 1, !dbg !38
  store i32 %2, ptr @touched, align 4, !dbg !38, !tbaa !39
  ret void, !dbg !43
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !44 {
    #dbg_value(ptr poison, !49, !DIExpression(), !51)
  %2 = load i32, ptr @counter, align 4, !dbg !52, !tbaa !39
    #dbg_value(i32 %2, !50, !DIExpression(), !51)
  %3 = load i32, ptr @touched, align 4, !dbg !53, !tbaa !39
  %4 = add nsw i32 %3, 1, !dbg !53
  store i32 %4, ptr @touched, align 4, !dbg !53, !tbaa !39
  %5 = add nsw i32 %2, 1, !dbg !55
  store i32 %5, ptr @counter, align 4, !dbg !56, !tbaa !39
  ret ptr null, !dbg !57
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !58 {
  %1 = alloca i64, align 8, !DIAssignID !67
    #dbg_assign(i1 undef, !62, !DIExpression(), !67, ptr %1, !DIExpression(), !68)
  %2 = alloca i64, align 8, !DIAssignID !69
    #dbg_assign(i1 undef, !66, !DIExpression(), !69, ptr %2, !DIExpression(), !68)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !70
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !70
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !71
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !72
  %5 = load i64, ptr %1, align 8, !dbg !73, !tbaa !74
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !76
  %7 = load i64, ptr %2, align 8, !dbg !77, !tbaa !74
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !78
  %9 = load i32, ptr @touched, align 4, !dbg !79, !tbaa !39
  %10 = icmp eq i32 %9, 2, !dbg !79
  br i1 %10, label %12, label %11, !dbg !82

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 26, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !79
  unreachable, !dbg !79

12:                                               ; preds = %0
  %13 = load i32, ptr @counter, align 4, !dbg !83, !tbaa !39
  %14 = icmp eq i32 %13, 2, !dbg !83
  br i1 %14, label %16, label %15, !dbg !86

15:                                               ; preds = %12
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 27, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !83
  unreachable, !dbg !83

16:                                               ; preds = %12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !87
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !87
  ret i32 0, !dbg !88
}

; Function Attrs: nounwind
declare !dbg !89 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !109 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !113 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!27, !28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "touched", scope: !2, file: !3, line: 9, type: !26, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "verifier_atomic_inlined_edge.c", directory: ".", checksumkind: CSK_MD5, checksum: "ec1c1a6faeef7983f15edf975521828d")
!4 = !{!5, !11, !16, !22, !24, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 248, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 31)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 8, type: !26, isLocal: false, isDefinition: true)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !{i32 7, !"Dwarf Version", i32 5}
!28 = !{i32 2, !"Debug Info Version", i32 3}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 2}
!33 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!34 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!35 = distinct !DISubprogram(name: "__VERIFIER_atomic_touch", scope: !3, file: !3, line: 11, type: !36, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!36 = !DISubroutineType(types: !37)
!37 = !{null}
!38 = !DILocation(line: 11, column: 45, scope: !35)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 11, column: 49, scope: !35)
!44 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !45, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !48)
!45 = !DISubroutineType(types: !46)
!46 = !{!47, !47}
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!48 = !{!49, !50}
!49 = !DILocalVariable(name: "arg", arg: 1, scope: !44, file: !3, line: 13, type: !47)
!50 = !DILocalVariable(name: "t", scope: !44, file: !3, line: 14, type: !26)
!51 = !DILocation(line: 0, scope: !44)
!52 = !DILocation(line: 14, column: 11, scope: !44)
!53 = !DILocation(line: 11, column: 45, scope: !35, inlinedAt: !54)
!54 = distinct !DILocation(line: 15, column: 3, scope: !44)
!55 = !DILocation(line: 16, column: 15, scope: !44)
!56 = !DILocation(line: 16, column: 11, scope: !44)
!57 = !DILocation(line: 17, column: 3, scope: !44)
!58 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !59, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !61)
!59 = !DISubroutineType(types: !60)
!60 = !{!26}
!61 = !{!62, !66}
!62 = !DILocalVariable(name: "a", scope: !58, file: !3, line: 21, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !64, line: 27, baseType: !65)
!64 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!65 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!66 = !DILocalVariable(name: "b", scope: !58, file: !3, line: 21, type: !63)
!67 = distinct !DIAssignID()
!68 = !DILocation(line: 0, scope: !58)
!69 = distinct !DIAssignID()
!70 = !DILocation(line: 21, column: 3, scope: !58)
!71 = !DILocation(line: 22, column: 3, scope: !58)
!72 = !DILocation(line: 23, column: 3, scope: !58)
!73 = !DILocation(line: 24, column: 16, scope: !58)
!74 = !{!75, !75, i64 0}
!75 = !{!"long", !41, i64 0}
!76 = !DILocation(line: 24, column: 3, scope: !58)
!77 = !DILocation(line: 25, column: 16, scope: !58)
!78 = !DILocation(line: 25, column: 3, scope: !58)
!79 = !DILocation(line: 26, column: 3, scope: !80)
!80 = distinct !DILexicalBlock(scope: !81, file: !3, line: 26, column: 3)
!81 = distinct !DILexicalBlock(scope: !58, file: !3, line: 26, column: 3)
!82 = !DILocation(line: 26, column: 3, scope: !81)
!83 = !DILocation(line: 27, column: 3, scope: !84)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 27, column: 3)
!85 = distinct !DILexicalBlock(scope: !58, file: !3, line: 27, column: 3)
!86 = !DILocation(line: 27, column: 3, scope: !85)
!87 = !DILocation(line: 29, column: 1, scope: !58)
!88 = !DILocation(line: 28, column: 3, scope: !58)
!89 = !DISubprogram(name: "pthread_create", scope: !90, file: !90, line: 202, type: !91, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!91 = !DISubroutineType(types: !92)
!92 = !{!26, !93, !95, !107, !108}
!93 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !64, line: 62, baseType: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !64, line: 56, size: 448, elements: !100)
!100 = !{!101, !105}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !99, file: !64, line: 58, baseType: !102, size: 448)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 56)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !99, file: !64, line: 59, baseType: !106, size: 64)
!106 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !47)
!109 = !DISubprogram(name: "pthread_join", scope: !90, file: !90, line: 219, type: !110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!110 = !DISubroutineType(types: !111)
!111 = !{!26, !63, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!113 = !DISubprogram(name: "__assert_fail", scope: !114, file: !114, line: 69, type: !115, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!114 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!115 = !DISubroutineType(types: !116)
!116 = !{null, !117, !117, !118, !117}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!118 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
