; ModuleID = 'deep_stack_bug.c'
source_filename = "deep_stack_bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@shared = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"*up == n + 1\00", align 1, !dbg !8
@.str.1 = private unnamed_addr constant [17 x i8] c"deep_stack_bug.c\00", align 1, !dbg !14
@__PRETTY_FUNCTION__.down = private unnamed_addr constant [21 x i8] c"int down(int, int *)\00", align 1, !dbg !19
@.str.2 = private unnamed_addr constant [24 x i8] c"here == n && r == n - 1\00", align 1, !dbg !25
@.str.3 = private unnamed_addr constant [8 x i8] c"n != 25\00", align 1, !dbg !30
@.str.4 = private unnamed_addr constant [14 x i8] c"(long)r == 30\00", align 1, !dbg !35
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !40

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @down(i32 noundef %0, ptr noundef %1) #0 !dbg !54 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !59, !DIExpression(), !60)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !61, !DIExpression(), !62)
    #dbg_declare(ptr %6, !63, !DIExpression(), !64)
  %8 = load i32, ptr %4, align 4, !dbg !65
  store i32 %8, ptr %6, align 4, !dbg !64
  %9 = load i32, ptr %4, align 4, !dbg !66
  store i32 %9, ptr @shared, align 4, !dbg !67
  %10 = load i32, ptr %4, align 4, !dbg !68
  %11 = icmp eq i32 %10, 0, !dbg !70
  br i1 %11, label %12, label %16, !dbg !71

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8, !dbg !72
  %14 = load i32, ptr %13, align 4, !dbg !73
  %15 = sub nsw i32 %14, 1, !dbg !74
  store i32 %15, ptr %3, align 4, !dbg !75
  br label %46, !dbg !75

16:                                               ; preds = %2
    #dbg_declare(ptr %7, !76, !DIExpression(), !77)
  %17 = load i32, ptr %4, align 4, !dbg !78
  %18 = sub nsw i32 %17, 1, !dbg !79
  %19 = call i32 @down(i32 noundef %18, ptr noundef %6), !dbg !80
  store i32 %19, ptr %7, align 4, !dbg !77
  %20 = load ptr, ptr %5, align 8, !dbg !81
  %21 = load i32, ptr %20, align 4, !dbg !81
  %22 = load i32, ptr %4, align 4, !dbg !81
  %23 = add nsw i32 %22, 1, !dbg !81
  %24 = icmp eq i32 %21, %23, !dbg !81
  br i1 %24, label %25, label %26, !dbg !84

25:                                               ; preds = %16
  br label %27, !dbg !84

26:                                               ; preds = %16
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 17, ptr noundef @__PRETTY_FUNCTION__.down) #4, !dbg !81
  unreachable, !dbg !81

27:                                               ; preds = %25
  %28 = load i32, ptr %6, align 4, !dbg !85
  %29 = load i32, ptr %4, align 4, !dbg !85
  %30 = icmp eq i32 %28, %29, !dbg !85
  br i1 %30, label %31, label %37, !dbg !85

31:                                               ; preds = %27
  %32 = load i32, ptr %7, align 4, !dbg !85
  %33 = load i32, ptr %4, align 4, !dbg !85
  %34 = sub nsw i32 %33, 1, !dbg !85
  %35 = icmp eq i32 %32, %34, !dbg !85
  br i1 %35, label %36, label %37, !dbg !88

36:                                               ; preds = %31
  br label %38, !dbg !88

37:                                               ; preds = %31, %27
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 18, ptr noundef @__PRETTY_FUNCTION__.down) #4, !dbg !85
  unreachable, !dbg !85

38:                                               ; preds = %36
  %39 = load i32, ptr %4, align 4, !dbg !89
  %40 = icmp ne i32 %39, 25, !dbg !89
  br i1 %40, label %41, label %42, !dbg !92

41:                                               ; preds = %38
  br label %43, !dbg !92

42:                                               ; preds = %38
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 19, ptr noundef @__PRETTY_FUNCTION__.down) #4, !dbg !89
  unreachable, !dbg !89

43:                                               ; preds = %41
  %44 = load i32, ptr %7, align 4, !dbg !93
  %45 = add nsw i32 %44, 1, !dbg !94
  store i32 %45, ptr %3, align 4, !dbg !95
  br label %46, !dbg !95

46:                                               ; preds = %43, %12
  %47 = load i32, ptr %3, align 4, !dbg !96
  ret i32 %47, !dbg !96
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @deep(ptr noundef %0) #0 !dbg !97 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !100, !DIExpression(), !101)
    #dbg_declare(ptr %3, !102, !DIExpression(), !103)
  store i32 31, ptr %3, align 4, !dbg !103
  %4 = call i32 @down(i32 noundef 30, ptr noundef %3), !dbg !104
  %5 = sext i32 %4 to i64, !dbg !105
  %6 = inttoptr i64 %5 to ptr, !dbg !106
  ret ptr %6, !dbg !107
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reader(ptr noundef %0) #0 !dbg !108 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !109, !DIExpression(), !110)
    #dbg_declare(ptr %3, !111, !DIExpression(), !112)
  %4 = load i32, ptr @shared, align 4, !dbg !113
  store i32 %4, ptr %3, align 4, !dbg !112
  %5 = load i32, ptr %3, align 4, !dbg !114
  %6 = icmp sge i32 %5, 0, !dbg !115
  %7 = zext i1 %6 to i32, !dbg !115
  %8 = sext i32 %7 to i64, !dbg !116
  %9 = inttoptr i64 %8 to ptr, !dbg !117
  ret ptr %9, !dbg !118
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !119 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !122, !DIExpression(), !126)
    #dbg_declare(ptr %3, !127, !DIExpression(), !128)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @deep, ptr noundef null) #5, !dbg !129
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @reader, ptr noundef null) #5, !dbg !130
    #dbg_declare(ptr %4, !131, !DIExpression(), !132)
  %7 = load i64, ptr %2, align 8, !dbg !133
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef %4), !dbg !134
  %9 = load i64, ptr %3, align 8, !dbg !135
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null), !dbg !136
  %11 = load ptr, ptr %4, align 8, !dbg !137
  %12 = ptrtoint ptr %11 to i64, !dbg !137
  %13 = icmp eq i64 %12, 30, !dbg !137
  br i1 %13, label %14, label %15, !dbg !140

14:                                               ; preds = %0
  br label %16, !dbg !140

15:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 40, ptr noundef @__PRETTY_FUNCTION__.main) #4, !dbg !137
  unreachable, !dbg !137

16:                                               ; preds = %14
  ret i32 0, !dbg !141
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "shared", scope: !2, file: !3, line: 10, type: !45, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "deep_stack_bug.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "e32d46ec3e1326c1019b64fdece8a32c")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!8, !14, !19, !25, !30, !35, !40, !0}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 104, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 13)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 136, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 17)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 168, elements: !23)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!23 = !{!24}
!24 = !DISubrange(count: 21)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 192, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 24)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 64, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 8)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 112, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 14)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 120, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 15)
!45 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"frame-pointer", i32 2}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "down", scope: !3, file: !3, line: 12, type: !55, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!55 = !DISubroutineType(types: !56)
!56 = !{!45, !45, !57}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!58 = !{}
!59 = !DILocalVariable(name: "n", arg: 1, scope: !54, file: !3, line: 12, type: !45)
!60 = !DILocation(line: 12, column: 40, scope: !54)
!61 = !DILocalVariable(name: "up", arg: 2, scope: !54, file: !3, line: 12, type: !57)
!62 = !DILocation(line: 12, column: 48, scope: !54)
!63 = !DILocalVariable(name: "here", scope: !54, file: !3, line: 13, type: !45)
!64 = !DILocation(line: 13, column: 7, scope: !54)
!65 = !DILocation(line: 13, column: 14, scope: !54)
!66 = !DILocation(line: 14, column: 12, scope: !54)
!67 = !DILocation(line: 14, column: 10, scope: !54)
!68 = !DILocation(line: 15, column: 7, scope: !69)
!69 = distinct !DILexicalBlock(scope: !54, file: !3, line: 15, column: 7)
!70 = !DILocation(line: 15, column: 9, scope: !69)
!71 = !DILocation(line: 15, column: 7, scope: !54)
!72 = !DILocation(line: 15, column: 23, scope: !69)
!73 = !DILocation(line: 15, column: 22, scope: !69)
!74 = !DILocation(line: 15, column: 26, scope: !69)
!75 = !DILocation(line: 15, column: 15, scope: !69)
!76 = !DILocalVariable(name: "r", scope: !54, file: !3, line: 16, type: !45)
!77 = !DILocation(line: 16, column: 7, scope: !54)
!78 = !DILocation(line: 16, column: 16, scope: !54)
!79 = !DILocation(line: 16, column: 18, scope: !54)
!80 = !DILocation(line: 16, column: 11, scope: !54)
!81 = !DILocation(line: 17, column: 3, scope: !82)
!82 = distinct !DILexicalBlock(scope: !83, file: !3, line: 17, column: 3)
!83 = distinct !DILexicalBlock(scope: !54, file: !3, line: 17, column: 3)
!84 = !DILocation(line: 17, column: 3, scope: !83)
!85 = !DILocation(line: 18, column: 3, scope: !86)
!86 = distinct !DILexicalBlock(scope: !87, file: !3, line: 18, column: 3)
!87 = distinct !DILexicalBlock(scope: !54, file: !3, line: 18, column: 3)
!88 = !DILocation(line: 18, column: 3, scope: !87)
!89 = !DILocation(line: 19, column: 3, scope: !90)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 19, column: 3)
!91 = distinct !DILexicalBlock(scope: !54, file: !3, line: 19, column: 3)
!92 = !DILocation(line: 19, column: 3, scope: !91)
!93 = !DILocation(line: 20, column: 10, scope: !54)
!94 = !DILocation(line: 20, column: 12, scope: !54)
!95 = !DILocation(line: 20, column: 3, scope: !54)
!96 = !DILocation(line: 21, column: 1, scope: !54)
!97 = distinct !DISubprogram(name: "deep", scope: !3, file: !3, line: 23, type: !98, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!98 = !DISubroutineType(types: !99)
!99 = !{!5, !5}
!100 = !DILocalVariable(name: "arg", arg: 1, scope: !97, file: !3, line: 23, type: !5)
!101 = !DILocation(line: 23, column: 18, scope: !97)
!102 = !DILocalVariable(name: "top", scope: !97, file: !3, line: 24, type: !45)
!103 = !DILocation(line: 24, column: 7, scope: !97)
!104 = !DILocation(line: 25, column: 24, scope: !97)
!105 = !DILocation(line: 25, column: 18, scope: !97)
!106 = !DILocation(line: 25, column: 10, scope: !97)
!107 = !DILocation(line: 25, column: 3, scope: !97)
!108 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 28, type: !98, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!109 = !DILocalVariable(name: "arg", arg: 1, scope: !108, file: !3, line: 28, type: !5)
!110 = !DILocation(line: 28, column: 20, scope: !108)
!111 = !DILocalVariable(name: "seen", scope: !108, file: !3, line: 29, type: !45)
!112 = !DILocation(line: 29, column: 7, scope: !108)
!113 = !DILocation(line: 29, column: 14, scope: !108)
!114 = !DILocation(line: 30, column: 25, scope: !108)
!115 = !DILocation(line: 30, column: 30, scope: !108)
!116 = !DILocation(line: 30, column: 18, scope: !108)
!117 = !DILocation(line: 30, column: 10, scope: !108)
!118 = !DILocation(line: 30, column: 3, scope: !108)
!119 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !120, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!120 = !DISubroutineType(types: !121)
!121 = !{!45}
!122 = !DILocalVariable(name: "a", scope: !119, file: !3, line: 34, type: !123)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !124, line: 27, baseType: !125)
!124 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!125 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!126 = !DILocation(line: 34, column: 13, scope: !119)
!127 = !DILocalVariable(name: "b", scope: !119, file: !3, line: 34, type: !123)
!128 = !DILocation(line: 34, column: 16, scope: !119)
!129 = !DILocation(line: 35, column: 3, scope: !119)
!130 = !DILocation(line: 36, column: 3, scope: !119)
!131 = !DILocalVariable(name: "r", scope: !119, file: !3, line: 37, type: !5)
!132 = !DILocation(line: 37, column: 9, scope: !119)
!133 = !DILocation(line: 38, column: 16, scope: !119)
!134 = !DILocation(line: 38, column: 3, scope: !119)
!135 = !DILocation(line: 39, column: 16, scope: !119)
!136 = !DILocation(line: 39, column: 3, scope: !119)
!137 = !DILocation(line: 40, column: 3, scope: !138)
!138 = distinct !DILexicalBlock(scope: !139, file: !3, line: 40, column: 3)
!139 = distinct !DILexicalBlock(scope: !119, file: !3, line: 40, column: 3)
!140 = !DILocation(line: 40, column: 3, scope: !139)
!141 = !DILocation(line: 41, column: 3, scope: !119)
