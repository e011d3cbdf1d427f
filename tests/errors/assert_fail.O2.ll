; ModuleID = 'assert_fail.c'
source_filename = "assert_fail.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [36 x i8] c"b != 0 && \22divisor must be nonzero\22\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [14 x i8] c"assert_fail.c\00", align 1, !dbg !12
@__PRETTY_FUNCTION__.checked_div = private unnamed_addr constant [26 x i8] c"int checked_div(int, int)\00", align 1, !dbg !17

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !38 {
    #dbg_value(i32 %0, !45, !DIExpression(), !47)
    #dbg_value(ptr %1, !46, !DIExpression(), !47)
  %3 = tail call fastcc i32 @checked_div(i32 noundef 2), !dbg !48
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3), !dbg !49
  %5 = add nsw i32 %0, -1, !dbg !50
  %6 = tail call fastcc i32 @checked_div(i32 noundef %5), !dbg !51
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6), !dbg !52
  ret i32 0, !dbg !53
}

; Function Attrs: nofree nounwind
declare !dbg !54 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc noundef range(i32 -10, 11) i32 @checked_div(i32 noundef %0) unnamed_addr #2 !dbg !60 {
    #dbg_value(i32 10, !64, !DIExpression(), !66)
    #dbg_value(i32 %0, !65, !DIExpression(), !66)
  %2 = icmp eq i32 %0, 0, !dbg !67
  br i1 %2, label %3, label %4, !dbg !67

3:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.3, i32 noundef 9, ptr noundef nonnull @__PRETTY_FUNCTION__.checked_div) #4, !dbg !67
  unreachable, !dbg !67

4:                                                ; preds = %1
  %5 = sdiv i32 10, %0, !dbg !70
  ret i32 %5, !dbg !71
}

; Function Attrs: noreturn nounwind
declare !dbg !72 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind }

!llvm.dbg.cu = !{!23}
!llvm.module.flags = !{!30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "assert_fail.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "744ff70fe1309c3a212fcf84c1658e7e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 36)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 14)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 208, elements: !21)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!21 = !{!22}
!22 = !DISubrange(count: 26)
!23 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !24, splitDebugInlining: false, nameTableKind: None)
!24 = !{!0, !25, !7, !12, !17}
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 24)
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 8, !"PIC Level", i32 2}
!34 = !{i32 7, !"PIE Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 2}
!36 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!37 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!38 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !39, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !23, retainedNodes: !44)
!39 = !DISubroutineType(types: !40)
!40 = !{!41, !41, !42}
!41 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!44 = !{!45, !46}
!45 = !DILocalVariable(name: "argc", arg: 1, scope: !38, file: !2, line: 13, type: !41)
!46 = !DILocalVariable(name: "argv", arg: 2, scope: !38, file: !2, line: 13, type: !42)
!47 = !DILocation(line: 0, scope: !38)
!48 = !DILocation(line: 15, column: 18, scope: !38)
!49 = !DILocation(line: 15, column: 3, scope: !38)
!50 = !DILocation(line: 16, column: 39, scope: !38)
!51 = !DILocation(line: 16, column: 18, scope: !38)
!52 = !DILocation(line: 16, column: 3, scope: !38)
!53 = !DILocation(line: 17, column: 3, scope: !38)
!54 = !DISubprogram(name: "printf", scope: !55, file: !55, line: 356, type: !56, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!55 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!56 = !DISubroutineType(types: !57)
!57 = !{!41, !58, null}
!58 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!60 = distinct !DISubprogram(name: "checked_div", scope: !2, file: !2, line: 8, type: !61, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !23, retainedNodes: !63)
!61 = !DISubroutineType(cc: DW_CC_nocall, types: !62)
!62 = !{!41, !41, !41}
!63 = !{!64, !65}
!64 = !DILocalVariable(name: "a", arg: 1, scope: !60, file: !2, line: 8, type: !41)
!65 = !DILocalVariable(name: "b", arg: 2, scope: !60, file: !2, line: 8, type: !41)
!66 = !DILocation(line: 0, scope: !60)
!67 = !DILocation(line: 9, column: 3, scope: !68)
!68 = distinct !DILexicalBlock(scope: !69, file: !2, line: 9, column: 3)
!69 = distinct !DILexicalBlock(scope: !60, file: !2, line: 9, column: 3)
!70 = !DILocation(line: 10, column: 12, scope: !60)
!71 = !DILocation(line: 10, column: 3, scope: !60)
!72 = !DISubprogram(name: "__assert_fail", scope: !73, file: !73, line: 69, type: !74, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!73 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!74 = !DISubroutineType(types: !75)
!75 = !{null, !59, !59, !76, !59}
!76 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
