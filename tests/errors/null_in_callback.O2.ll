; ModuleID = 'null_in_callback.c'
source_filename = "null_in_callback.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.item = type { i32, ptr }

@main.a = internal constant %struct.item { i32 1, ptr @.str }, align 8, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"one\00", align 1, !dbg !28
@main.b = internal constant %struct.item { i32 5, ptr @.str.1 }, align 8, !dbg !38
@.str.1 = private unnamed_addr constant [5 x i8] c"five\00", align 1, !dbg !33
@__const.main.table = private unnamed_addr constant [3 x ptr] [ptr @main.a, ptr @main.b, ptr null], align 16
@.str.3 = private unnamed_addr constant [5 x i8] c"none\00", align 1, !dbg !42

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !2 {
    #dbg_assign(i1 undef, !47, !DIExpression(), !61, ptr @__const.main.table, !DIExpression(), !62)
    #dbg_value(i32 %0, !45, !DIExpression(), !62)
    #dbg_value(ptr %1, !46, !DIExpression(), !62)
    #dbg_assign(i1 undef, !47, !DIExpression(), !63, ptr @__const.main.table, !DIExpression(), !62)
  %3 = mul nsw i32 %0, 3, !dbg !64
  %4 = add nsw i32 %3, 4, !dbg !65
    #dbg_value(i32 %4, !51, !DIExpression(), !62)
    #dbg_value(ptr undef, !66, !DIExpression(), !89)
    #dbg_value(ptr @__const.main.table, !80, !DIExpression(), !89)
    #dbg_value(i64 3, !81, !DIExpression(), !89)
    #dbg_value(i64 8, !82, !DIExpression(), !89)
    #dbg_value(ptr poison, !83, !DIExpression(), !89)
    #dbg_value(i64 0, !84, !DIExpression(), !89)
    #dbg_value(i64 3, !85, !DIExpression(), !89)
  br label %5

5:                                                ; preds = %19, %2
  %6 = phi i64 [ %21, %19 ], [ 0, %2 ]
  %7 = phi i64 [ %20, %19 ], [ 3, %2 ]
    #dbg_value(i64 %6, !84, !DIExpression(), !89)
    #dbg_value(i64 %7, !85, !DIExpression(), !89)
  %8 = add i64 %7, %6, !dbg !91
  %9 = lshr i64 %8, 1, !dbg !93
    #dbg_value(i64 %9, !86, !DIExpression(), !89)
  %10 = shl i64 %9, 3, !dbg !94
  %11 = getelementptr inbounds i8, ptr @__const.main.table, i64 %10, !dbg !95
    #dbg_value(ptr %11, !87, !DIExpression(), !89)
    #dbg_value(ptr undef, !96, !DIExpression(), !101)
    #dbg_value(ptr %11, !99, !DIExpression(), !101)
  %12 = load ptr, ptr %11, align 8, !dbg !103, !tbaa !104
    #dbg_value(ptr %12, !100, !DIExpression(), !101)
    #dbg_value(ptr %12, !108, !DIExpression(), !113)
  %13 = load i32, ptr %12, align 8, !dbg !115, !tbaa !116
    #dbg_value(!DIArgList(i32 %4, i32 %13), !88, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !89)
  %14 = icmp slt i32 %4, %13, !dbg !119
  br i1 %14, label %19, label %15, !dbg !121

15:                                               ; preds = %5
  %16 = icmp eq i32 %4, %13, !dbg !122
  br i1 %16, label %23, label %17, !dbg !124

17:                                               ; preds = %15
  %18 = add nuw i64 %9, 1, !dbg !125
    #dbg_value(i64 %18, !84, !DIExpression(), !89)
  br label %19

19:                                               ; preds = %17, %5
  %20 = phi i64 [ %7, %17 ], [ %9, %5 ], !dbg !89
  %21 = phi i64 [ %18, %17 ], [ %6, %5 ], !dbg !89
    #dbg_value(i64 %21, !84, !DIExpression(), !89)
    #dbg_value(i64 %20, !85, !DIExpression(), !89)
  %22 = icmp ult i64 %21, %20, !dbg !126
  br i1 %22, label %5, label %26, !dbg !127, !llvm.loop !128

23:                                               ; preds = %15
    #dbg_value(ptr %11, !52, !DIExpression(), !62)
  %24 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !131
  %25 = load ptr, ptr %24, align 8, !dbg !131, !tbaa !132
  br label %26, !dbg !133

26:                                               ; preds = %19, %23
  %27 = phi ptr [ %25, %23 ], [ @.str.3, %19 ], !dbg !133
  %28 = tail call i32 @puts(ptr nonnull dereferenceable(1) %27), !dbg !134
  ret i32 0, !dbg !135
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 24, type: !20, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !4, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !44)
!3 = !DIFile(filename: "null_in_callback.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "49f63995cfe10b88160bef4f037eda60")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6, !7}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !11, globals: !27, splitDebugInlining: false, nameTableKind: None)
!11 = !{!12, !13, !15, !17, !25}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !3, line: 8, size: 128, elements: !22)
!22 = !{!23, !24}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !21, file: !3, line: 9, baseType: !6, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !21, file: !3, line: 10, baseType: !15, size: 64, offset: 64)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!27 = !{!28, !0, !33, !38, !40, !42}
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 4)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 40, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 5)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 24, type: !20, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !30, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !35, isLocal: true, isDefinition: true)
!44 = !{!45, !46, !47, !51, !52}
!45 = !DILocalVariable(name: "argc", arg: 1, scope: !2, file: !3, line: 22, type: !6)
!46 = !DILocalVariable(name: "argv", arg: 2, scope: !2, file: !3, line: 22, type: !7)
!47 = !DILocalVariable(name: "table", scope: !2, file: !3, line: 25, type: !48)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 192, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 3)
!51 = !DILocalVariable(name: "key", scope: !2, file: !3, line: 26, type: !6)
!52 = !DILocalVariable(name: "hit", scope: !2, file: !3, line: 27, type: !17)
!53 = !{i32 7, !"Dwarf Version", i32 5}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 8, !"PIC Level", i32 2}
!57 = !{i32 7, !"PIE Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 2}
!59 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!60 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!61 = distinct !DIAssignID()
!62 = !DILocation(line: 0, scope: !2)
!63 = distinct !DIAssignID()
!64 = !DILocation(line: 26, column: 22, scope: !2)
!65 = !DILocation(line: 26, column: 15, scope: !2)
!66 = !DILocalVariable(name: "__key", arg: 1, scope: !67, file: !68, line: 20, type: !13)
!67 = distinct !DISubprogram(name: "bsearch", scope: !68, file: !68, line: 20, type: !69, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !79)
!68 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!69 = !DISubroutineType(types: !70)
!70 = !{!12, !13, !13, !71, !71, !74}
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !72, line: 18, baseType: !73)
!72 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!73 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !75, line: 829, baseType: !76)
!75 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DISubroutineType(types: !78)
!78 = !{!6, !13, !13}
!79 = !{!66, !80, !81, !82, !83, !84, !85, !86, !87, !88}
!80 = !DILocalVariable(name: "__base", arg: 2, scope: !67, file: !68, line: 20, type: !13)
!81 = !DILocalVariable(name: "__nmemb", arg: 3, scope: !67, file: !68, line: 20, type: !71)
!82 = !DILocalVariable(name: "__size", arg: 4, scope: !67, file: !68, line: 20, type: !71)
!83 = !DILocalVariable(name: "__compar", arg: 5, scope: !67, file: !68, line: 21, type: !74)
!84 = !DILocalVariable(name: "__l", scope: !67, file: !68, line: 23, type: !71)
!85 = !DILocalVariable(name: "__u", scope: !67, file: !68, line: 23, type: !71)
!86 = !DILocalVariable(name: "__idx", scope: !67, file: !68, line: 23, type: !71)
!87 = !DILocalVariable(name: "__p", scope: !67, file: !68, line: 24, type: !13)
!88 = !DILocalVariable(name: "__comparison", scope: !67, file: !68, line: 25, type: !6)
!89 = !DILocation(line: 0, scope: !67, inlinedAt: !90)
!90 = distinct !DILocation(line: 27, column: 35, scope: !2)
!91 = !DILocation(line: 31, column: 20, scope: !92, inlinedAt: !90)
!92 = distinct !DILexicalBlock(scope: !67, file: !68, line: 30, column: 5)
!93 = !DILocation(line: 31, column: 27, scope: !92, inlinedAt: !90)
!94 = !DILocation(line: 32, column: 62, scope: !92, inlinedAt: !90)
!95 = !DILocation(line: 32, column: 53, scope: !92, inlinedAt: !90)
!96 = !DILocalVariable(name: "k", arg: 1, scope: !97, file: !3, line: 17, type: !13)
!97 = distinct !DISubprogram(name: "by_key", scope: !3, file: !3, line: 17, type: !77, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !98)
!98 = !{!96, !99, !100}
!99 = !DILocalVariable(name: "elem", arg: 2, scope: !97, file: !3, line: 17, type: !13)
!100 = !DILocalVariable(name: "it", scope: !97, file: !3, line: 18, type: !19)
!101 = !DILocation(line: 0, scope: !97, inlinedAt: !102)
!102 = distinct !DILocation(line: 33, column: 22, scope: !92, inlinedAt: !90)
!103 = !DILocation(line: 18, column: 27, scope: !97, inlinedAt: !102)
!104 = !{!105, !105, i64 0}
!105 = !{!"any pointer", !106, i64 0}
!106 = !{!"omnipotent char", !107, i64 0}
!107 = !{!"Simple C/C++ TBAA"}
!108 = !DILocalVariable(name: "it", arg: 1, scope: !109, file: !3, line: 13, type: !19)
!109 = distinct !DISubprogram(name: "key_of", scope: !3, file: !3, line: 13, type: !110, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!6, !19}
!112 = !{!108}
!113 = !DILocation(line: 0, scope: !109, inlinedAt: !114)
!114 = distinct !DILocation(line: 19, column: 28, scope: !97, inlinedAt: !102)
!115 = !DILocation(line: 14, column: 14, scope: !109, inlinedAt: !114)
!116 = !{!117, !118, i64 0}
!117 = !{!"item", !118, i64 0, !105, i64 8}
!118 = !{!"int", !106, i64 0}
!119 = !DILocation(line: 34, column: 24, scope: !120, inlinedAt: !90)
!120 = distinct !DILexicalBlock(scope: !92, file: !68, line: 34, column: 11)
!121 = !DILocation(line: 34, column: 11, scope: !92, inlinedAt: !90)
!122 = !DILocation(line: 36, column: 29, scope: !123, inlinedAt: !90)
!123 = distinct !DILexicalBlock(scope: !120, file: !68, line: 36, column: 16)
!124 = !DILocation(line: 36, column: 16, scope: !120, inlinedAt: !90)
!125 = !DILocation(line: 37, column: 14, scope: !123, inlinedAt: !90)
!126 = !DILocation(line: 29, column: 14, scope: !67, inlinedAt: !90)
!127 = !DILocation(line: 29, column: 3, scope: !67, inlinedAt: !90)
!128 = distinct !{!128, !127, !129, !130}
!129 = !DILocation(line: 49, column: 5, scope: !67, inlinedAt: !90)
!130 = !{!"llvm.loop.mustprogress"}
!131 = !DILocation(line: 28, column: 32, scope: !2)
!132 = !{!117, !105, i64 8}
!133 = !DILocation(line: 28, column: 18, scope: !2)
!134 = !DILocation(line: 28, column: 3, scope: !2)
!135 = !DILocation(line: 29, column: 3, scope: !2)
