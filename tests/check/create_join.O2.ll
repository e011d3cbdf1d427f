; ModuleID = 'create_join.c'
source_filename = "create_join.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [54 x i8] c"pthread_create(&t[i], 0, twice, (void *)(i + 1)) == 0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"create_join.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12
@.str.2 = private unnamed_addr constant [28 x i8] c"pthread_join(t[i], &r) == 0\00", align 1, !dbg !18
@.str.3 = private unnamed_addr constant [9 x i8] c"sum == 6\00", align 1, !dbg !23

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local ptr @twice(ptr noundef %0) #0 !dbg !43 {
    #dbg_value(ptr %0, !47, !DIExpression(), !49)
  %2 = ptrtoint ptr %0 to i64, !dbg !50
    #dbg_value(i64 %2, !48, !DIExpression(), !49)
  %3 = shl nsw i64 %2, 1, !dbg !51
  %4 = inttoptr i64 %3 to ptr, !dbg !52
  ret ptr %4, !dbg !53
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !54 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !74
    #dbg_assign(i1 undef, !59, !DIExpression(), !74, ptr %1, !DIExpression(), !75)
  %2 = alloca ptr, align 8, !DIAssignID !76
    #dbg_assign(i1 undef, !71, !DIExpression(), !76, ptr %2, !DIExpression(), !77)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !78
    #dbg_value(i64 0, !66, !DIExpression(), !79)
    #dbg_value(i64 0, !66, !DIExpression(), !79)
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @twice, ptr noundef nonnull inttoptr (i64 1 to ptr)) #6, !dbg !80
  %4 = icmp eq i32 %3, 0, !dbg !80
  br i1 %4, label %9, label %13, !dbg !84, !llvm.loop !85

5:                                                ; preds = %9
    #dbg_value(i64 2, !66, !DIExpression(), !79)
    #dbg_value(i64 0, !69, !DIExpression(), !89)
    #dbg_value(i64 0, !68, !DIExpression(), !75)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !90
  %6 = load i64, ptr %1, align 16, !dbg !91, !tbaa !94
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef nonnull %2) #6, !dbg !91
  %8 = icmp eq i32 %7, 0, !dbg !91
  br i1 %8, label %15, label %14, !dbg !98

9:                                                ; preds = %0
    #dbg_value(i64 1, !66, !DIExpression(), !79)
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !80
  %11 = call i32 @pthread_create(ptr noundef nonnull %10, ptr noundef null, ptr noundef nonnull @twice, ptr noundef nonnull inttoptr (i64 2 to ptr)) #6, !dbg !80
  %12 = icmp eq i32 %11, 0, !dbg !80
  br i1 %12, label %5, label %13, !dbg !84, !llvm.loop !85

13:                                               ; preds = %9, %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 16, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !80
  unreachable, !dbg !80

14:                                               ; preds = %15, %5
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 20, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !91
  unreachable, !dbg !91

15:                                               ; preds = %5
  %16 = load ptr, ptr %2, align 8, !dbg !99, !tbaa !100
    #dbg_value(ptr %16, !68, !DIExpression(), !75)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !102
    #dbg_value(i64 1, !69, !DIExpression(), !89)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !90
  %17 = load i64, ptr %10, align 8, !dbg !91, !tbaa !94
  %18 = call i32 @pthread_join(i64 noundef %17, ptr noundef nonnull %2) #6, !dbg !91
  %19 = icmp eq i32 %18, 0, !dbg !91
  br i1 %19, label %20, label %14, !dbg !98

20:                                               ; preds = %15
  %21 = ptrtoint ptr %16 to i64, !dbg !103
    #dbg_value(i64 %21, !68, !DIExpression(), !75)
  %22 = load ptr, ptr %2, align 8, !dbg !99, !tbaa !100
  %23 = ptrtoint ptr %22 to i64, !dbg !103
  %24 = add nsw i64 %21, %23, !dbg !104
    #dbg_value(i64 %24, !68, !DIExpression(), !75)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !102
    #dbg_value(i64 2, !69, !DIExpression(), !89)
  %25 = icmp eq i64 %24, 6, !dbg !105
  br i1 %25, label %27, label %26, !dbg !108

26:                                               ; preds = %20
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 23, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !105
  unreachable, !dbg !105

27:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6, !dbg !109
  ret i32 0, !dbg !110
}

; Function Attrs: nounwind
declare !dbg !111 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !130 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !136 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!28}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "create_join.c", directory: ".", checksumkind: CSK_MD5, checksum: "536324f858a42451041395154abba42b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 432, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 54)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 28)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 9)
!28 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !29, globals: !34, splitDebugInlining: false, nameTableKind: None)
!29 = !{!30, !33}
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !31, line: 87, baseType: !32)
!31 = !DIFile(filename: "/usr/include/stdint.h", directory: ".", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!32 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!34 = !{!0, !7, !12, !18, !23}
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 8, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 2}
!41 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!42 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!43 = distinct !DISubprogram(name: "twice", scope: !2, file: !2, line: 8, type: !44, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !28, retainedNodes: !46)
!44 = !DISubroutineType(types: !45)
!45 = !{!33, !33}
!46 = !{!47, !48}
!47 = !DILocalVariable(name: "arg", arg: 1, scope: !43, file: !2, line: 8, type: !33)
!48 = !DILocalVariable(name: "x", scope: !43, file: !2, line: 9, type: !30)
!49 = !DILocation(line: 0, scope: !43)
!50 = !DILocation(line: 9, column: 16, scope: !43)
!51 = !DILocation(line: 10, column: 21, scope: !43)
!52 = !DILocation(line: 10, column: 10, scope: !43)
!53 = !DILocation(line: 10, column: 3, scope: !43)
!54 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !55, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !28, retainedNodes: !58)
!55 = !DISubroutineType(types: !56)
!56 = !{!57}
!57 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!58 = !{!59, !66, !68, !69, !71}
!59 = !DILocalVariable(name: "t", scope: !54, file: !2, line: 14, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 128, elements: !64)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !62, line: 27, baseType: !63)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!63 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!64 = !{!65}
!65 = !DISubrange(count: 2)
!66 = !DILocalVariable(name: "i", scope: !67, file: !2, line: 15, type: !30)
!67 = distinct !DILexicalBlock(scope: !54, file: !2, line: 15, column: 3)
!68 = !DILocalVariable(name: "sum", scope: !54, file: !2, line: 17, type: !30)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 18, type: !57)
!70 = distinct !DILexicalBlock(scope: !54, file: !2, line: 18, column: 3)
!71 = !DILocalVariable(name: "r", scope: !72, file: !2, line: 19, type: !33)
!72 = distinct !DILexicalBlock(scope: !73, file: !2, line: 18, column: 31)
!73 = distinct !DILexicalBlock(scope: !70, file: !2, line: 18, column: 3)
!74 = distinct !DIAssignID()
!75 = !DILocation(line: 0, scope: !54)
!76 = distinct !DIAssignID()
!77 = !DILocation(line: 0, scope: !72)
!78 = !DILocation(line: 14, column: 3, scope: !54)
!79 = !DILocation(line: 0, scope: !67)
!80 = !DILocation(line: 16, column: 5, scope: !81)
!81 = distinct !DILexicalBlock(scope: !82, file: !2, line: 16, column: 5)
!82 = distinct !DILexicalBlock(scope: !83, file: !2, line: 16, column: 5)
!83 = distinct !DILexicalBlock(scope: !67, file: !2, line: 15, column: 3)
!84 = !DILocation(line: 16, column: 5, scope: !82)
!85 = distinct !{!85, !86, !87, !88}
!86 = !DILocation(line: 15, column: 3, scope: !67)
!87 = !DILocation(line: 16, column: 5, scope: !67)
!88 = !{!"llvm.loop.mustprogress"}
!89 = !DILocation(line: 0, scope: !70)
!90 = !DILocation(line: 19, column: 5, scope: !72)
!91 = !DILocation(line: 20, column: 5, scope: !92)
!92 = distinct !DILexicalBlock(scope: !93, file: !2, line: 20, column: 5)
!93 = distinct !DILexicalBlock(scope: !72, file: !2, line: 20, column: 5)
!94 = !{!95, !95, i64 0}
!95 = !{!"long", !96, i64 0}
!96 = !{!"omnipotent char", !97, i64 0}
!97 = !{!"Simple C/C++ TBAA"}
!98 = !DILocation(line: 20, column: 5, scope: !93)
!99 = !DILocation(line: 21, column: 22, scope: !72)
!100 = !{!101, !101, i64 0}
!101 = !{!"any pointer", !96, i64 0}
!102 = !DILocation(line: 22, column: 3, scope: !73)
!103 = !DILocation(line: 21, column: 12, scope: !72)
!104 = !DILocation(line: 21, column: 9, scope: !72)
!105 = !DILocation(line: 23, column: 3, scope: !106)
!106 = distinct !DILexicalBlock(scope: !107, file: !2, line: 23, column: 3)
!107 = distinct !DILexicalBlock(scope: !54, file: !2, line: 23, column: 3)
!108 = !DILocation(line: 23, column: 3, scope: !107)
!109 = !DILocation(line: 25, column: 1, scope: !54)
!110 = !DILocation(line: 24, column: 3, scope: !54)
!111 = !DISubprogram(name: "pthread_create", scope: !112, file: !112, line: 202, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!112 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!113 = !DISubroutineType(types: !114)
!114 = !{!57, !115, !117, !128, !129}
!115 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !62, line: 62, baseType: !121)
!121 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !62, line: 56, size: 448, elements: !122)
!122 = !{!123, !127}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !121, file: !62, line: 58, baseType: !124, size: 448)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 56)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !121, file: !62, line: 59, baseType: !32, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !33)
!130 = !DISubprogram(name: "__assert_fail", scope: !131, file: !131, line: 69, type: !132, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!131 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!132 = !DISubroutineType(types: !133)
!133 = !{null, !134, !134, !135, !134}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!135 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!136 = !DISubprogram(name: "pthread_join", scope: !112, file: !112, line: 219, type: !137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DISubroutineType(types: !138)
!138 = !{!57, !61, !139}
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
