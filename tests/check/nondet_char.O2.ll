; ModuleID = 'nondet_char.c'
source_filename = "nondet_char.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"c != -128\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"nondet_char.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !28 {
  %1 = tail call zeroext i1 @__VERIFIER_nondet_bool() #3, !dbg !36
    #dbg_value(i1 %1, !33, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !37)
  %2 = tail call signext i8 @__VERIFIER_nondet_char() #3, !dbg !38
    #dbg_value(i8 %2, !35, !DIExpression(), !37)
  %3 = icmp eq i8 %2, -128
  %4 = select i1 %1, i1 %3, i1 false, !dbg !39
  br i1 %4, label %5, label %6, !dbg !39

5:                                                ; preds = %0
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 16, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #4, !dbg !40
  unreachable, !dbg !40

6:                                                ; preds = %0
  ret i32 0, !dbg !44
}

declare !dbg !45 zeroext i1 @__VERIFIER_nondet_bool() local_unnamed_addr #1

declare !dbg !48 signext i8 @__VERIFIER_nondet_char() local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !51 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noreturn nounwind }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "nondet_char.c", directory: ".", checksumkind: CSK_MD5, checksum: "448cf4c130d49b2737fa9d0e0ce96827")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
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
!18 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !19, splitDebugInlining: false, nameTableKind: None)
!19 = !{!0, !7, !12}
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !29, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !32)
!29 = !DISubroutineType(types: !30)
!30 = !{!31}
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !{!33, !35}
!33 = !DILocalVariable(name: "b", scope: !28, file: !2, line: 13, type: !34)
!34 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!35 = !DILocalVariable(name: "c", scope: !28, file: !2, line: 14, type: !4)
!36 = !DILocation(line: 13, column: 12, scope: !28)
!37 = !DILocation(line: 0, scope: !28)
!38 = !DILocation(line: 14, column: 12, scope: !28)
!39 = !DILocation(line: 15, column: 7, scope: !28)
!40 = !DILocation(line: 16, column: 5, scope: !41)
!41 = distinct !DILexicalBlock(scope: !42, file: !2, line: 16, column: 5)
!42 = distinct !DILexicalBlock(scope: !43, file: !2, line: 16, column: 5)
!43 = distinct !DILexicalBlock(scope: !28, file: !2, line: 15, column: 7)
!44 = !DILocation(line: 17, column: 3, scope: !28)
!45 = !DISubprogram(name: "__VERIFIER_nondet_bool", scope: !2, file: !2, line: 10, type: !46, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!46 = !DISubroutineType(types: !47)
!47 = !{!34}
!48 = !DISubprogram(name: "__VERIFIER_nondet_char", scope: !2, file: !2, line: 9, type: !49, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!49 = !DISubroutineType(types: !50)
!50 = !{!4}
!51 = !DISubprogram(name: "__assert_fail", scope: !52, file: !52, line: 69, type: !53, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!52 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!53 = !DISubroutineType(types: !54)
!54 = !{null, !55, !55, !56, !55}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!56 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
