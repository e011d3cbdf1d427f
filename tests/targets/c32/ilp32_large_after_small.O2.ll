; ModuleID = 'ilp32_large_after_small.c'
source_filename = "ilp32_large_after_small.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"malloc(8192): %s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"NULL\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [21 x i8] c"realloc to 5000: %s\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [9 x i8] c"sum %ld\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [14 x i8] c"big[8191] %d\0A\00", align 1, !dbg !27

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !45 {
    #dbg_value(ptr null, !50, !DIExpression(), !71)
    #dbg_value(i32 0, !56, !DIExpression(), !72)
  br label %5, !dbg !73

1:                                                ; preds = %5
    #dbg_value(ptr poison, !61, !DIExpression(), !71)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1), !dbg !74
  %3 = tail call noalias dereferenceable_or_null(100) ptr @malloc(i32 noundef 100) #5, !dbg !75
    #dbg_value(ptr %3, !63, !DIExpression(), !71)
  %4 = icmp eq ptr %3, null, !dbg !76
  br i1 %4, label %14, label %12, !dbg !76

5:                                                ; preds = %0, %5
  %6 = phi ptr [ null, %0 ], [ %8, %5 ]
  %7 = phi i32 [ 0, %0 ], [ %10, %5 ]
    #dbg_value(ptr %6, !50, !DIExpression(), !71)
    #dbg_value(i32 %7, !56, !DIExpression(), !72)
  %8 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i32 noundef 8) #5, !dbg !77
    #dbg_value(ptr %8, !58, !DIExpression(), !78)
  %9 = getelementptr inbounds i8, ptr %8, i32 4, !dbg !79
  store i32 %7, ptr %9, align 4, !dbg !80, !tbaa !81
  store ptr %6, ptr %8, align 4, !dbg !87, !tbaa !88
    #dbg_value(ptr %8, !50, !DIExpression(), !71)
  %10 = add nuw nsw i32 %7, 1, !dbg !89
    #dbg_value(i32 %10, !56, !DIExpression(), !72)
  %11 = icmp eq i32 %10, 3000, !dbg !90
  br i1 %11, label %1, label %5, !dbg !73, !llvm.loop !91

12:                                               ; preds = %1
  %13 = tail call dereferenceable_or_null(5000) ptr @realloc(ptr noundef nonnull %3, i32 noundef 5000) #6, !dbg !94
  br label %14, !dbg !76

14:                                               ; preds = %1, %12
  %15 = phi ptr [ %13, %12 ], [ null, %1 ], !dbg !76
    #dbg_value(ptr %15, !64, !DIExpression(), !71)
  %16 = icmp eq ptr %15, null, !dbg !95
  %17 = select i1 %16, ptr @.str.2, ptr @.str.1, !dbg !95
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %17), !dbg !96
    #dbg_value(i32 0, !65, !DIExpression(), !71)
    #dbg_value(ptr %8, !67, !DIExpression(), !97)
  br label %19, !dbg !98

19:                                               ; preds = %14, %19
  %20 = phi ptr [ %8, %14 ], [ %25, %19 ]
  %21 = phi i32 [ 0, %14 ], [ %24, %19 ]
    #dbg_value(ptr %20, !67, !DIExpression(), !97)
    #dbg_value(i32 %21, !65, !DIExpression(), !71)
  %22 = getelementptr inbounds i8, ptr %20, i32 4, !dbg !99
  %23 = load i32, ptr %22, align 4, !dbg !99, !tbaa !81
  %24 = add nsw i32 %23, %21, !dbg !101
    #dbg_value(i32 %24, !65, !DIExpression(), !71)
  %25 = load ptr, ptr %20, align 4, !dbg !102, !tbaa !88
    #dbg_value(ptr %25, !67, !DIExpression(), !97)
  %26 = icmp eq ptr %25, null, !dbg !98
  br i1 %26, label %27, label %19, !dbg !98, !llvm.loop !103

27:                                               ; preds = %19
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %24), !dbg !105
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1), !dbg !106
  %30 = select i1 %16, ptr %3, ptr %15, !dbg !109
  tail call void @free(ptr noundef %30) #7, !dbg !110
    #dbg_value(ptr %8, !50, !DIExpression(), !71)
  br label %31, !dbg !111

31:                                               ; preds = %27, %31
  %32 = phi ptr [ %8, %27 ], [ %33, %31 ]
    #dbg_value(ptr %32, !50, !DIExpression(), !71)
  %33 = load ptr, ptr %32, align 4, !dbg !112, !tbaa !88
    #dbg_value(ptr %33, !69, !DIExpression(), !113)
  tail call void @free(ptr noundef nonnull %32) #7, !dbg !114
    #dbg_value(ptr %33, !50, !DIExpression(), !71)
  %34 = icmp eq ptr %33, null, !dbg !111
  br i1 %34, label %35, label %31, !dbg !111, !llvm.loop !115

35:                                               ; preds = %31
  ret i32 0, !dbg !117
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !118 noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !125 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !132 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !135 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind allocsize(1) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ilp32_large_after_small.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "0bc529ec53738d28cd936349442c13c2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 18)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 9)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 14)
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !33, globals: !35, splitDebugInlining: false, nameTableKind: None)
!33 = !{!34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!35 = !{!0, !7, !12, !17, !22, !27}
!36 = !{i32 1, !"NumRegisterParameters", i32 0}
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 8, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 2}
!43 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!44 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!45 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !46, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !49)
!46 = !DISubroutineType(types: !47)
!47 = !{!48}
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !{!50, !56, !58, !61, !63, !64, !65, !67, !69}
!50 = !DILocalVariable(name: "list", scope: !45, file: !2, line: 16, type: !51)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 32)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !2, line: 10, size: 64, elements: !53)
!53 = !{!54, !55}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !52, file: !2, line: 11, baseType: !51, size: 32)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !52, file: !2, line: 12, baseType: !48, size: 32, offset: 32)
!56 = !DILocalVariable(name: "i", scope: !57, file: !2, line: 17, type: !48)
!57 = distinct !DILexicalBlock(scope: !45, file: !2, line: 17, column: 3)
!58 = !DILocalVariable(name: "it", scope: !59, file: !2, line: 18, type: !51)
!59 = distinct !DILexicalBlock(scope: !60, file: !2, line: 17, column: 34)
!60 = distinct !DILexicalBlock(scope: !57, file: !2, line: 17, column: 3)
!61 = !DILocalVariable(name: "big", scope: !45, file: !2, line: 23, type: !62)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!63 = !DILocalVariable(name: "grow", scope: !45, file: !2, line: 25, type: !62)
!64 = !DILocalVariable(name: "g", scope: !45, file: !2, line: 26, type: !62)
!65 = !DILocalVariable(name: "sum", scope: !45, file: !2, line: 28, type: !66)
!66 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!67 = !DILocalVariable(name: "it", scope: !68, file: !2, line: 29, type: !51)
!68 = distinct !DILexicalBlock(scope: !45, file: !2, line: 29, column: 3)
!69 = !DILocalVariable(name: "n", scope: !70, file: !2, line: 39, type: !51)
!70 = distinct !DILexicalBlock(scope: !45, file: !2, line: 38, column: 16)
!71 = !DILocation(line: 0, scope: !45)
!72 = !DILocation(line: 0, scope: !57)
!73 = !DILocation(line: 17, column: 3, scope: !57)
!74 = !DILocation(line: 24, column: 3, scope: !45)
!75 = !DILocation(line: 25, column: 16, scope: !45)
!76 = !DILocation(line: 26, column: 13, scope: !45)
!77 = !DILocation(line: 18, column: 23, scope: !59)
!78 = !DILocation(line: 0, scope: !59)
!79 = !DILocation(line: 19, column: 9, scope: !59)
!80 = !DILocation(line: 19, column: 15, scope: !59)
!81 = !{!82, !86, i64 4}
!82 = !{!"item", !83, i64 0, !86, i64 4}
!83 = !{!"any pointer", !84, i64 0}
!84 = !{!"omnipotent char", !85, i64 0}
!85 = !{!"Simple C/C++ TBAA"}
!86 = !{!"int", !84, i64 0}
!87 = !DILocation(line: 20, column: 14, scope: !59)
!88 = !{!82, !83, i64 0}
!89 = !DILocation(line: 17, column: 30, scope: !60)
!90 = !DILocation(line: 17, column: 21, scope: !60)
!91 = distinct !{!91, !73, !92, !93}
!92 = !DILocation(line: 22, column: 3, scope: !57)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !DILocation(line: 26, column: 20, scope: !45)
!95 = !DILocation(line: 27, column: 35, scope: !45)
!96 = !DILocation(line: 27, column: 3, scope: !45)
!97 = !DILocation(line: 0, scope: !68)
!98 = !DILocation(line: 29, column: 3, scope: !68)
!99 = !DILocation(line: 30, column: 16, scope: !100)
!100 = distinct !DILexicalBlock(scope: !68, file: !2, line: 29, column: 3)
!101 = !DILocation(line: 30, column: 9, scope: !100)
!102 = !DILocation(line: 29, column: 45, scope: !100)
!103 = distinct !{!103, !98, !104, !93}
!104 = !DILocation(line: 30, column: 16, scope: !68)
!105 = !DILocation(line: 31, column: 3, scope: !45)
!106 = !DILocation(line: 34, column: 5, scope: !107)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 32, column: 12)
!108 = distinct !DILexicalBlock(scope: !45, file: !2, line: 32, column: 7)
!109 = !DILocation(line: 37, column: 8, scope: !45)
!110 = !DILocation(line: 37, column: 3, scope: !45)
!111 = !DILocation(line: 38, column: 3, scope: !45)
!112 = !DILocation(line: 39, column: 28, scope: !70)
!113 = !DILocation(line: 0, scope: !70)
!114 = !DILocation(line: 40, column: 5, scope: !70)
!115 = distinct !{!115, !111, !116, !93}
!116 = !DILocation(line: 42, column: 3, scope: !45)
!117 = !DILocation(line: 43, column: 3, scope: !45)
!118 = !DISubprogram(name: "malloc", scope: !119, file: !119, line: 553, type: !120, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!120 = !DISubroutineType(types: !121)
!121 = !{!34, !122}
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !123, line: 18, baseType: !124)
!123 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!124 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!125 = !DISubprogram(name: "printf", scope: !126, file: !126, line: 356, type: !127, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!127 = !DISubroutineType(types: !128)
!128 = !{!48, !129, null}
!129 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 32)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!132 = !DISubprogram(name: "realloc", scope: !119, file: !119, line: 564, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DISubroutineType(types: !134)
!134 = !{!34, !34, !122}
!135 = !DISubprogram(name: "free", scope: !119, file: !119, line: 568, type: !136, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!136 = !DISubroutineType(types: !137)
!137 = !{null, !34}
