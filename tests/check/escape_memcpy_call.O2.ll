; ModuleID = 'escape_memcpy_call.c'
source_filename = "escape_memcpy_call.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.arg = type { ptr }

@copy = dso_local global ptr @memcpy, align 8, !dbg !0
@g = dso_local global %struct.arg zeroinitializer, align 8, !dbg !22
@.str = private unnamed_addr constant [7 x i8] c"a == b\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [21 x i8] c"escape_memcpy_call.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @memcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly, i64 noundef) #0

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias noundef ptr @writer(ptr nocapture readnone %0) #1 !dbg !48 {
    #dbg_value(ptr poison, !52, !DIExpression(), !53)
  %2 = load ptr, ptr @g, align 8, !dbg !54, !tbaa !55
  store volatile i32 1, ptr %2, align 4, !dbg !60, !tbaa !61
  ret ptr null, !dbg !63
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !64 {
  %1 = alloca i32, align 4, !DIAssignID !75
    #dbg_assign(i1 undef, !68, !DIExpression(), !75, ptr %1, !DIExpression(), !76)
  %2 = alloca %struct.arg, align 8, !DIAssignID !77
    #dbg_assign(i1 undef, !69, !DIExpression(), !77, ptr %2, !DIExpression(), !76)
  %3 = alloca i64, align 8, !DIAssignID !78
    #dbg_assign(i1 undef, !70, !DIExpression(), !78, ptr %3, !DIExpression(), !76)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #7, !dbg !79
  store volatile i32 0, ptr %1, align 4, !dbg !80, !tbaa !61, !DIAssignID !81
    #dbg_assign(i32 0, !68, !DIExpression(), !81, ptr %1, !DIExpression(), !76)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !82
  store ptr %1, ptr %2, align 8, !dbg !83, !tbaa !55, !DIAssignID !84
    #dbg_assign(ptr %1, !69, !DIExpression(), !84, ptr %2, !DIExpression(), !76)
  %4 = load volatile ptr, ptr @copy, align 8, !dbg !85, !tbaa !86
  %5 = call ptr %4(ptr noundef nonnull @g, ptr noundef nonnull %2, i64 noundef 8) #7, !dbg !85
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #7, !dbg !87
  %6 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @writer, ptr noundef null) #7, !dbg !88
  %7 = load volatile i32, ptr %1, align 4, !dbg !89, !tbaa !61
    #dbg_value(i32 %7, !73, !DIExpression(), !76)
  %8 = load volatile i32, ptr %1, align 4, !dbg !90, !tbaa !61
    #dbg_value(i32 %8, !74, !DIExpression(), !76)
  %9 = icmp eq i32 %7, %8, !dbg !91
  br i1 %9, label %11, label %10, !dbg !94

10:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !91
  unreachable, !dbg !91

11:                                               ; preds = %0
  %12 = load i64, ptr %3, align 8, !dbg !95, !tbaa !96
  %13 = call i32 @pthread_join(i64 noundef %12, ptr noundef null) #7, !dbg !98
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #7, !dbg !99
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !99
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #7, !dbg !99
  ret i32 0, !dbg !100
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !101 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !121 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !127 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "copy", scope: !2, file: !3, line: 14, type: !30, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "escape_memcpy_call.c", directory: ".", checksumkind: CSK_MD5, checksum: "d049c1442c61d6baa5d82fc11902cac4")
!4 = !{!0, !5, !11, !16, !22}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 7)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 168, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 21)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 13, type: !24, isLocal: false, isDefinition: true)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "arg", file: !3, line: 11, size: 64, elements: !25)
!25 = !{!26}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !24, file: !3, line: 12, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !29)
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34, !35, !37}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !38, line: 18, baseType: !39)
!38 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!39 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 2}
!46 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!47 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!48 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 16, type: !49, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !51)
!49 = !DISubroutineType(types: !50)
!50 = !{!34, !34}
!51 = !{!52}
!52 = !DILocalVariable(name: "a", arg: 1, scope: !48, file: !3, line: 16, type: !34)
!53 = !DILocation(line: 0, scope: !48)
!54 = !DILocation(line: 17, column: 6, scope: !48)
!55 = !{!56, !57, i64 0}
!56 = !{!"arg", !57, i64 0}
!57 = !{!"any pointer", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C/C++ TBAA"}
!60 = !DILocation(line: 17, column: 8, scope: !48)
!61 = !{!62, !62, i64 0}
!62 = !{!"int", !58, i64 0}
!63 = !DILocation(line: 18, column: 3, scope: !48)
!64 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !65, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !67)
!65 = !DISubroutineType(types: !66)
!66 = !{!29}
!67 = !{!68, !69, !70, !73, !74}
!68 = !DILocalVariable(name: "x", scope: !64, file: !3, line: 22, type: !28)
!69 = !DILocalVariable(name: "s", scope: !64, file: !3, line: 23, type: !24)
!70 = !DILocalVariable(name: "t", scope: !64, file: !3, line: 25, type: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !72, line: 27, baseType: !39)
!72 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!73 = !DILocalVariable(name: "a", scope: !64, file: !3, line: 27, type: !29)
!74 = !DILocalVariable(name: "b", scope: !64, file: !3, line: 28, type: !29)
!75 = distinct !DIAssignID()
!76 = !DILocation(line: 0, scope: !64)
!77 = distinct !DIAssignID()
!78 = distinct !DIAssignID()
!79 = !DILocation(line: 22, column: 3, scope: !64)
!80 = !DILocation(line: 22, column: 16, scope: !64)
!81 = distinct !DIAssignID()
!82 = !DILocation(line: 23, column: 3, scope: !64)
!83 = !DILocation(line: 23, column: 18, scope: !64)
!84 = distinct !DIAssignID()
!85 = !DILocation(line: 24, column: 3, scope: !64)
!86 = !{!57, !57, i64 0}
!87 = !DILocation(line: 25, column: 3, scope: !64)
!88 = !DILocation(line: 26, column: 3, scope: !64)
!89 = !DILocation(line: 27, column: 11, scope: !64)
!90 = !DILocation(line: 28, column: 11, scope: !64)
!91 = !DILocation(line: 29, column: 3, scope: !92)
!92 = distinct !DILexicalBlock(scope: !93, file: !3, line: 29, column: 3)
!93 = distinct !DILexicalBlock(scope: !64, file: !3, line: 29, column: 3)
!94 = !DILocation(line: 29, column: 3, scope: !93)
!95 = !DILocation(line: 30, column: 16, scope: !64)
!96 = !{!97, !97, i64 0}
!97 = !{!"long", !58, i64 0}
!98 = !DILocation(line: 30, column: 3, scope: !64)
!99 = !DILocation(line: 32, column: 1, scope: !64)
!100 = !DILocation(line: 31, column: 3, scope: !64)
!101 = !DISubprogram(name: "pthread_create", scope: !102, file: !102, line: 202, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!102 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!103 = !DISubroutineType(types: !104)
!104 = !{!29, !105, !107, !119, !120}
!105 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !110)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !72, line: 62, baseType: !111)
!111 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !72, line: 56, size: 448, elements: !112)
!112 = !{!113, !117}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !111, file: !72, line: 58, baseType: !114, size: 448)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 56)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !111, file: !72, line: 59, baseType: !118, size: 64)
!118 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !34)
!121 = !DISubprogram(name: "__assert_fail", scope: !122, file: !122, line: 69, type: !123, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!122 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!123 = !DISubroutineType(types: !124)
!124 = !{null, !125, !125, !126, !125}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!126 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!127 = !DISubprogram(name: "pthread_join", scope: !102, file: !102, line: 219, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!128 = !DISubroutineType(types: !129)
!129 = !{!29, !71, !130}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
