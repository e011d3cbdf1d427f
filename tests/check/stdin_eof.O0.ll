; ModuleID = 'stdin_eof.c'
source_filename = "stdin_eof.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [33 x i8] c"c == EOF || (c >= 0 && c <= 255)\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"stdin_eof.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !18
@.str.3 = private unnamed_addr constant [29 x i8] c"n == EOF || n == 0 || n == 1\00", align 1, !dbg !23
@.str.4 = private unnamed_addr constant [7 x i8] c"x == 7\00", align 1, !dbg !28
@.str.5 = private unnamed_addr constant [24 x i8] c"!(c == EOF && n == EOF)\00", align 1, !dbg !33

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !48 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !53, !DIExpression(), !54)
  %5 = call i32 @getchar(), !dbg !55
  store i32 %5, ptr %2, align 4, !dbg !54
  %6 = load i32, ptr %2, align 4, !dbg !56
  %7 = icmp eq i32 %6, -1, !dbg !56
  br i1 %7, label %14, label %8, !dbg !56

8:                                                ; preds = %0
  %9 = load i32, ptr %2, align 4, !dbg !56
  %10 = icmp sge i32 %9, 0, !dbg !56
  br i1 %10, label %11, label %15, !dbg !56

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4, !dbg !56
  %13 = icmp sle i32 %12, 255, !dbg !56
  br i1 %13, label %14, label %15, !dbg !59

14:                                               ; preds = %11, %0
  br label %16, !dbg !59

15:                                               ; preds = %11, %8
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 9, ptr noundef @__PRETTY_FUNCTION__.main) #3, !dbg !56
  unreachable, !dbg !56

16:                                               ; preds = %14
    #dbg_declare(ptr %3, !60, !DIExpression(), !61)
  store i32 7, ptr %3, align 4, !dbg !61
    #dbg_declare(ptr %4, !62, !DIExpression(), !63)
  %17 = call i32 (ptr, ...) @__isoc99_scanf(ptr noundef @.str.2, ptr noundef %3), !dbg !64
  store i32 %17, ptr %4, align 4, !dbg !63
  %18 = load i32, ptr %4, align 4, !dbg !65
  %19 = icmp eq i32 %18, -1, !dbg !65
  br i1 %19, label %26, label %20, !dbg !65

20:                                               ; preds = %16
  %21 = load i32, ptr %4, align 4, !dbg !65
  %22 = icmp eq i32 %21, 0, !dbg !65
  br i1 %22, label %26, label %23, !dbg !65

23:                                               ; preds = %20
  %24 = load i32, ptr %4, align 4, !dbg !65
  %25 = icmp eq i32 %24, 1, !dbg !65
  br i1 %25, label %26, label %27, !dbg !68

26:                                               ; preds = %23, %20, %16
  br label %28, !dbg !68

27:                                               ; preds = %23
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 12, ptr noundef @__PRETTY_FUNCTION__.main) #3, !dbg !65
  unreachable, !dbg !65

28:                                               ; preds = %26
  %29 = load i32, ptr %4, align 4, !dbg !69
  %30 = icmp ne i32 %29, 1, !dbg !71
  br i1 %30, label %31, label %37, !dbg !72

31:                                               ; preds = %28
  %32 = load i32, ptr %3, align 4, !dbg !73
  %33 = icmp eq i32 %32, 7, !dbg !73
  br i1 %33, label %34, label %35, !dbg !76

34:                                               ; preds = %31
  br label %36, !dbg !76

35:                                               ; preds = %31
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 14, ptr noundef @__PRETTY_FUNCTION__.main) #3, !dbg !73
  unreachable, !dbg !73

36:                                               ; preds = %34
  br label %37, !dbg !77

37:                                               ; preds = %36, %28
  %38 = load i32, ptr %2, align 4, !dbg !78
  %39 = icmp eq i32 %38, -1, !dbg !78
  br i1 %39, label %40, label %43, !dbg !78

40:                                               ; preds = %37
  %41 = load i32, ptr %4, align 4, !dbg !78
  %42 = icmp eq i32 %41, -1, !dbg !78
  br i1 %42, label %44, label %43, !dbg !81

43:                                               ; preds = %40, %37
  br label %45, !dbg !81

44:                                               ; preds = %40
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 15, ptr noundef @__PRETTY_FUNCTION__.main) #3, !dbg !78
  unreachable, !dbg !78

45:                                               ; preds = %43
  ret i32 0, !dbg !82
}

declare i32 @getchar() #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

declare i32 @__isoc99_scanf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind }

!llvm.dbg.cu = !{!38}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "stdin_eof.c", directory: ".", checksumkind: CSK_MD5, checksum: "87ba0cada456acf0c17e893316b6f2a7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 33)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 4)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 29)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 7)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 24)
!38 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !39, splitDebugInlining: false, nameTableKind: None)
!39 = !{!0, !7, !12, !18, !23, !28, !33}
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 2}
!46 = !{i32 7, !"frame-pointer", i32 2}
!47 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!48 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 7, type: !49, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !38, retainedNodes: !52)
!49 = !DISubroutineType(types: !50)
!50 = !{!51}
!51 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!52 = !{}
!53 = !DILocalVariable(name: "c", scope: !48, file: !2, line: 8, type: !51)
!54 = !DILocation(line: 8, column: 7, scope: !48)
!55 = !DILocation(line: 8, column: 11, scope: !48)
!56 = !DILocation(line: 9, column: 3, scope: !57)
!57 = distinct !DILexicalBlock(scope: !58, file: !2, line: 9, column: 3)
!58 = distinct !DILexicalBlock(scope: !48, file: !2, line: 9, column: 3)
!59 = !DILocation(line: 9, column: 3, scope: !58)
!60 = !DILocalVariable(name: "x", scope: !48, file: !2, line: 10, type: !51)
!61 = !DILocation(line: 10, column: 7, scope: !48)
!62 = !DILocalVariable(name: "n", scope: !48, file: !2, line: 11, type: !51)
!63 = !DILocation(line: 11, column: 7, scope: !48)
!64 = !DILocation(line: 11, column: 11, scope: !48)
!65 = !DILocation(line: 12, column: 3, scope: !66)
!66 = distinct !DILexicalBlock(scope: !67, file: !2, line: 12, column: 3)
!67 = distinct !DILexicalBlock(scope: !48, file: !2, line: 12, column: 3)
!68 = !DILocation(line: 12, column: 3, scope: !67)
!69 = !DILocation(line: 13, column: 7, scope: !70)
!70 = distinct !DILexicalBlock(scope: !48, file: !2, line: 13, column: 7)
!71 = !DILocation(line: 13, column: 9, scope: !70)
!72 = !DILocation(line: 13, column: 7, scope: !48)
!73 = !DILocation(line: 14, column: 5, scope: !74)
!74 = distinct !DILexicalBlock(scope: !75, file: !2, line: 14, column: 5)
!75 = distinct !DILexicalBlock(scope: !70, file: !2, line: 14, column: 5)
!76 = !DILocation(line: 14, column: 5, scope: !75)
!77 = !DILocation(line: 14, column: 5, scope: !70)
!78 = !DILocation(line: 15, column: 3, scope: !79)
!79 = distinct !DILexicalBlock(scope: !80, file: !2, line: 15, column: 3)
!80 = distinct !DILexicalBlock(scope: !48, file: !2, line: 15, column: 3)
!81 = !DILocation(line: 15, column: 3, scope: !80)
!82 = !DILocation(line: 16, column: 3, scope: !48)
