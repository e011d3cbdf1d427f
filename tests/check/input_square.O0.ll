; ModuleID = 'input_square.c'
source_filename = "input_square.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"input_square.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !26 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !31, !DIExpression(), !32)
  %3 = call i32 @__VERIFIER_nondet_int(), !dbg !33
  store i32 %3, ptr %2, align 4, !dbg !32
  %4 = load i32, ptr %2, align 4, !dbg !34
  %5 = icmp sge i32 %4, -100, !dbg !35
  br i1 %5, label %6, label %9, !dbg !36

6:                                                ; preds = %0
  %7 = load i32, ptr %2, align 4, !dbg !37
  %8 = icmp sle i32 %7, 100, !dbg !38
  br label %9

9:                                                ; preds = %6, %0
  %10 = phi i1 [ false, %0 ], [ %8, %6 ], !dbg !39
  %11 = zext i1 %10 to i32, !dbg !36
  call void @__VERIFIER_assume(i32 noundef %11), !dbg !40
  %12 = load i32, ptr %2, align 4, !dbg !41
  %13 = load i32, ptr %2, align 4, !dbg !43
  %14 = mul nsw i32 %12, %13, !dbg !44
  %15 = icmp eq i32 %14, 49, !dbg !45
  br i1 %15, label %16, label %17, !dbg !46

16:                                               ; preds = %9
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 16, ptr noundef @__PRETTY_FUNCTION__.main) #3, !dbg !47
  unreachable, !dbg !47

17:                                               ; preds = %9
  ret i32 0, !dbg !50
}

declare i32 @__VERIFIER_nondet_int() #1

declare void @__VERIFIER_assume(i32 noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind }

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
!16 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !17, splitDebugInlining: false, nameTableKind: None)
!17 = !{!0, !7, !12}
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 8, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 2}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!26 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !27, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !16, retainedNodes: !30)
!27 = !DISubroutineType(types: !28)
!28 = !{!29}
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !{}
!31 = !DILocalVariable(name: "x", scope: !26, file: !2, line: 13, type: !29)
!32 = !DILocation(line: 13, column: 7, scope: !26)
!33 = !DILocation(line: 13, column: 11, scope: !26)
!34 = !DILocation(line: 14, column: 21, scope: !26)
!35 = !DILocation(line: 14, column: 23, scope: !26)
!36 = !DILocation(line: 14, column: 31, scope: !26)
!37 = !DILocation(line: 14, column: 34, scope: !26)
!38 = !DILocation(line: 14, column: 36, scope: !26)
!39 = !DILocation(line: 0, scope: !26)
!40 = !DILocation(line: 14, column: 3, scope: !26)
!41 = !DILocation(line: 15, column: 7, scope: !42)
!42 = distinct !DILexicalBlock(scope: !26, file: !2, line: 15, column: 7)
!43 = !DILocation(line: 15, column: 11, scope: !42)
!44 = !DILocation(line: 15, column: 9, scope: !42)
!45 = !DILocation(line: 15, column: 13, scope: !42)
!46 = !DILocation(line: 15, column: 7, scope: !26)
!47 = !DILocation(line: 16, column: 5, scope: !48)
!48 = distinct !DILexicalBlock(scope: !49, file: !2, line: 16, column: 5)
!49 = distinct !DILexicalBlock(scope: !42, file: !2, line: 16, column: 5)
!50 = !DILocation(line: 17, column: 3, scope: !26)
