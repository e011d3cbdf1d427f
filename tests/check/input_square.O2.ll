; ModuleID = 'input_square.c'
source_filename = "input_square.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"input_square.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !26 {
  %1 = tail call i32 @__VERIFIER_nondet_int() #3, !dbg !32
    #dbg_value(i32 %1, !31, !DIExpression(), !33)
  %2 = add i32 %1, 100, !dbg !34
  %3 = icmp ult i32 %2, 201, !dbg !34
  %4 = zext i1 %3 to i32, !dbg !34
  tail call void @__VERIFIER_assume(i32 noundef %4) #3, !dbg !35
  %5 = mul nsw i32 %1, %1, !dbg !36
  %6 = icmp eq i32 %5, 49, !dbg !38
  br i1 %6, label %7, label %8, !dbg !39

7:                                                ; preds = %0
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 16, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #4, !dbg !40
  unreachable, !dbg !40

8:                                                ; preds = %0
  ret i32 0, !dbg !43
}

declare !dbg !44 i32 @__VERIFIER_nondet_int() local_unnamed_addr #1

declare !dbg !45 void @__VERIFIER_assume(i32 noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !48 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noreturn nounwind }

!llvm.dbg.cu = !{!16}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "input_square.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "7c14759e83c1ccf75aceef1242cc676b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !10)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !17, splitDebugInlining: false, nameTableKind: None)
!17 = !{!0, !7, !12}
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 8, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 2}
!24 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!25 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!26 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !27, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !30)
!27 = !DISubroutineType(types: !28)
!28 = !{!29}
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !{!31}
!31 = !DILocalVariable(name: "x", scope: !26, file: !2, line: 13, type: !29)
!32 = !DILocation(line: 13, column: 11, scope: !26)
!33 = !DILocation(line: 0, scope: !26)
!34 = !DILocation(line: 14, column: 31, scope: !26)
!35 = !DILocation(line: 14, column: 3, scope: !26)
!36 = !DILocation(line: 15, column: 9, scope: !37)
!37 = distinct !DILexicalBlock(scope: !26, file: !2, line: 15, column: 7)
!38 = !DILocation(line: 15, column: 13, scope: !37)
!39 = !DILocation(line: 15, column: 7, scope: !26)
!40 = !DILocation(line: 16, column: 5, scope: !41)
!41 = distinct !DILexicalBlock(scope: !42, file: !2, line: 16, column: 5)
!42 = distinct !DILexicalBlock(scope: !37, file: !2, line: 16, column: 5)
!43 = !DILocation(line: 17, column: 3, scope: !26)
!44 = !DISubprogram(name: "__VERIFIER_nondet_int", scope: !2, file: !2, line: 9, type: !27, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!45 = !DISubprogram(name: "__VERIFIER_assume", scope: !2, file: !2, line: 10, type: !46, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!46 = !DISubroutineType(types: !47)
!47 = !{null, !29}
!48 = !DISubprogram(name: "__assert_fail", scope: !49, file: !49, line: 69, type: !50, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!49 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!50 = !DISubroutineType(types: !51)
!51 = !{null, !52, !52, !53, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!53 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
