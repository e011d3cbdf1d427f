; ModuleID = 'verifier_assume.c'
source_filename = "verifier_assume.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"x > 100\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"verifier_assume.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12
@.str.2 = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !18

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !33 {
  %1 = tail call signext i8 @__VERIFIER_nondet_char() #3, !dbg !39
    #dbg_value(i8 %1, !38, !DIExpression(), !40)
  %2 = icmp sgt i8 %1, 100, !dbg !41
  %3 = zext i1 %2 to i32, !dbg !41
  tail call void @__VERIFIER_assume(i32 noundef %3) #3, !dbg !42
  br i1 %2, label %5, label %4, !dbg !43

4:                                                ; preds = %0
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 12, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #4, !dbg !45
  unreachable, !dbg !45

5:                                                ; preds = %0
  %6 = icmp eq i8 %1, 120, !dbg !47
  br i1 %6, label %7, label %8, !dbg !49

7:                                                ; preds = %5
  tail call void @__VERIFIER_assume(i32 noundef 0) #3, !dbg !50
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 15, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #4, !dbg !52
  unreachable, !dbg !52

8:                                                ; preds = %5
  ret i32 0, !dbg !55
}

declare !dbg !56 signext i8 @__VERIFIER_nondet_char() local_unnamed_addr #1

declare !dbg !59 void @__VERIFIER_assume(i32 noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !62 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noreturn nounwind }

!llvm.dbg.cu = !{!23}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "verifier_assume.c", directory: ".", checksumkind: CSK_MD5, checksum: "8be34352716f99755300813c2fc6e648")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 2)
!23 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !24, splitDebugInlining: false, nameTableKind: None)
!24 = !{!0, !7, !12, !18}
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !34, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !23, retainedNodes: !37)
!34 = !DISubroutineType(types: !35)
!35 = !{!36}
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !{!38}
!38 = !DILocalVariable(name: "x", scope: !33, file: !2, line: 10, type: !4)
!39 = !DILocation(line: 10, column: 12, scope: !33)
!40 = !DILocation(line: 0, scope: !33)
!41 = !DILocation(line: 11, column: 23, scope: !33)
!42 = !DILocation(line: 11, column: 3, scope: !33)
!43 = !DILocation(line: 12, column: 3, scope: !44)
!44 = distinct !DILexicalBlock(scope: !33, file: !2, line: 12, column: 3)
!45 = !DILocation(line: 12, column: 3, scope: !46)
!46 = distinct !DILexicalBlock(scope: !44, file: !2, line: 12, column: 3)
!47 = !DILocation(line: 13, column: 9, scope: !48)
!48 = distinct !DILexicalBlock(scope: !33, file: !2, line: 13, column: 7)
!49 = !DILocation(line: 13, column: 7, scope: !33)
!50 = !DILocation(line: 14, column: 5, scope: !51)
!51 = distinct !DILexicalBlock(scope: !48, file: !2, line: 13, column: 17)
!52 = !DILocation(line: 15, column: 5, scope: !53)
!53 = distinct !DILexicalBlock(scope: !54, file: !2, line: 15, column: 5)
!54 = distinct !DILexicalBlock(scope: !51, file: !2, line: 15, column: 5)
!55 = !DILocation(line: 17, column: 3, scope: !33)
!56 = !DISubprogram(name: "__VERIFIER_nondet_char", scope: !2, file: !2, line: 6, type: !57, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!57 = !DISubroutineType(types: !58)
!58 = !{!4}
!59 = !DISubprogram(name: "__VERIFIER_assume", scope: !2, file: !2, line: 7, type: !60, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!60 = !DISubroutineType(types: !61)
!61 = !{null, !36}
!62 = !DISubprogram(name: "__assert_fail", scope: !63, file: !63, line: 69, type: !64, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!63 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!64 = !DISubroutineType(types: !65)
!65 = !{null, !66, !66, !67, !66}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!67 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
