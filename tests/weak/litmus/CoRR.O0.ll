; ModuleID = 'CoRR.c'
source_filename = "CoRR.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r1_0 = dso_local global i32 0, align 4, !dbg !33
@r1_1 = dso_local global i32 0, align 4, !dbg !36
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [7 x i8] c"CoRR.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !28

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !47 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !52, !DIExpression(), !53)
  %3 = load ptr, ptr %2, align 8, !dbg !54
  store volatile i32 1, ptr @x, align 4, !dbg !55
  ret ptr null, !dbg !56
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !57 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !58, !DIExpression(), !59)
  %3 = load ptr, ptr %2, align 8, !dbg !60
  %4 = load volatile i32, ptr @x, align 4, !dbg !61
  store i32 %4, ptr @r1_0, align 4, !dbg !62
  %5 = load volatile i32, ptr @x, align 4, !dbg !63
  store i32 %5, ptr @r1_1, align 4, !dbg !64
  ret ptr null, !dbg !65
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !66 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !69, !DIExpression(), !76)
  %6 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !77
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !78
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !79
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !80
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !81
  %11 = load i64, ptr %10, align 16, !dbg !81
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !82
  %13 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !83
  %14 = load i64, ptr %13, align 8, !dbg !83
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !84
    #dbg_declare(ptr %3, !85, !DIExpression(), !86)
    #dbg_declare(ptr %4, !87, !DIExpression(), !88)
    #dbg_declare(ptr %5, !89, !DIExpression(), !90)
  store i32 0, ptr %5, align 4, !dbg !90
  %16 = load i32, ptr @r1_0, align 4, !dbg !91
  store i32 %16, ptr %3, align 4, !dbg !92
  %17 = load i32, ptr %3, align 4, !dbg !93
  %18 = icmp eq i32 %17, 0, !dbg !94
  br i1 %18, label %19, label %20, !dbg !93

19:                                               ; preds = %0
  br label %25, !dbg !93

20:                                               ; preds = %0
  %21 = load i32, ptr %3, align 4, !dbg !95
  %22 = icmp eq i32 %21, 1, !dbg !96
  %23 = zext i1 %22 to i64, !dbg !95
  %24 = select i1 %22, i32 1, i32 -1, !dbg !95
  br label %25, !dbg !93

25:                                               ; preds = %20, %19
  %26 = phi i32 [ 0, %19 ], [ %24, %20 ], !dbg !93
  store i32 %26, ptr %4, align 4, !dbg !97
  %27 = load i32, ptr %4, align 4, !dbg !98
  %28 = icmp slt i32 %27, 0, !dbg !100
  br i1 %28, label %29, label %30, !dbg !101

29:                                               ; preds = %25
  br label %59, !dbg !102

30:                                               ; preds = %25
  %31 = load i32, ptr %4, align 4, !dbg !103
  %32 = load i32, ptr %5, align 4, !dbg !104
  %33 = add nsw i32 %32, %31, !dbg !104
  store i32 %33, ptr %5, align 4, !dbg !104
  %34 = load i32, ptr @r1_1, align 4, !dbg !105
  store i32 %34, ptr %3, align 4, !dbg !106
  %35 = load i32, ptr %3, align 4, !dbg !107
  %36 = icmp eq i32 %35, 0, !dbg !108
  br i1 %36, label %37, label %38, !dbg !107

37:                                               ; preds = %30
  br label %43, !dbg !107

38:                                               ; preds = %30
  %39 = load i32, ptr %3, align 4, !dbg !109
  %40 = icmp eq i32 %39, 1, !dbg !110
  %41 = zext i1 %40 to i64, !dbg !109
  %42 = select i1 %40, i32 1, i32 -1, !dbg !109
  br label %43, !dbg !107

43:                                               ; preds = %38, %37
  %44 = phi i32 [ 0, %37 ], [ %42, %38 ], !dbg !107
  store i32 %44, ptr %4, align 4, !dbg !111
  %45 = load i32, ptr %4, align 4, !dbg !112
  %46 = icmp slt i32 %45, 0, !dbg !114
  br i1 %46, label %47, label %48, !dbg !115

47:                                               ; preds = %43
  br label %59, !dbg !116

48:                                               ; preds = %43
  %49 = load i32, ptr %4, align 4, !dbg !117
  %50 = mul nsw i32 %49, 2, !dbg !118
  %51 = load i32, ptr %5, align 4, !dbg !119
  %52 = add nsw i32 %51, %50, !dbg !119
  store i32 %52, ptr %5, align 4, !dbg !119
  %53 = load i32, ptr %5, align 4, !dbg !120
  switch i32 %53, label %58 [
    i32 0, label %54
    i32 1, label %55
    i32 2, label %56
    i32 3, label %57
  ], !dbg !121

54:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 59, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !122
  unreachable, !dbg !122

55:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 64, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !126
  unreachable, !dbg !126

56:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 69, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !129
  unreachable, !dbg !129

57:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 74, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !132
  unreachable, !dbg !132

58:                                               ; preds = %48
  br label %59, !dbg !135

59:                                               ; preds = %58, %47, %29
    #dbg_label(!136, !137)
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 83, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !138
  unreachable, !dbg !138
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 15, type: !38, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "CoRR.c", directory: ".", checksumkind: CSK_MD5, checksum: "eb4caf4bf97f7ac5c3c89cae02cd5ac5")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !0, !33, !36}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 7)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 69, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 22)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 16, type: !35, isLocal: false, isDefinition: true)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 16, type: !35, isLocal: false, isDefinition: true)
!38 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !35)
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 8, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{i32 7, !"frame-pointer", i32 2}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 18, type: !48, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !51)
!48 = !DISubroutineType(types: !49)
!49 = !{!50, !50}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!51 = !{}
!52 = !DILocalVariable(name: "arg", arg: 1, scope: !47, file: !3, line: 18, type: !50)
!53 = !DILocation(line: 18, column: 16, scope: !47)
!54 = !DILocation(line: 20, column: 8, scope: !47)
!55 = !DILocation(line: 21, column: 4, scope: !47)
!56 = !DILocation(line: 22, column: 2, scope: !47)
!57 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 25, type: !48, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !51)
!58 = !DILocalVariable(name: "arg", arg: 1, scope: !57, file: !3, line: 25, type: !50)
!59 = !DILocation(line: 25, column: 16, scope: !57)
!60 = !DILocation(line: 27, column: 8, scope: !57)
!61 = !DILocation(line: 28, column: 9, scope: !57)
!62 = !DILocation(line: 28, column: 7, scope: !57)
!63 = !DILocation(line: 29, column: 9, scope: !57)
!64 = !DILocation(line: 29, column: 7, scope: !57)
!65 = !DILocation(line: 30, column: 2, scope: !57)
!66 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !67, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !51)
!67 = !DISubroutineType(types: !68)
!68 = !{!35}
!69 = !DILocalVariable(name: "th", scope: !66, file: !3, line: 35, type: !70)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 128, elements: !74)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !72, line: 27, baseType: !73)
!72 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!73 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!74 = !{!75}
!75 = !DISubrange(count: 2)
!76 = !DILocation(line: 35, column: 12, scope: !66)
!77 = !DILocation(line: 36, column: 18, scope: !66)
!78 = !DILocation(line: 36, column: 2, scope: !66)
!79 = !DILocation(line: 37, column: 18, scope: !66)
!80 = !DILocation(line: 37, column: 2, scope: !66)
!81 = !DILocation(line: 38, column: 15, scope: !66)
!82 = !DILocation(line: 38, column: 2, scope: !66)
!83 = !DILocation(line: 39, column: 15, scope: !66)
!84 = !DILocation(line: 39, column: 2, scope: !66)
!85 = !DILocalVariable(name: "v", scope: !66, file: !3, line: 40, type: !35)
!86 = !DILocation(line: 40, column: 6, scope: !66)
!87 = !DILocalVariable(name: "d", scope: !66, file: !3, line: 40, type: !35)
!88 = !DILocation(line: 40, column: 9, scope: !66)
!89 = !DILocalVariable(name: "o", scope: !66, file: !3, line: 40, type: !35)
!90 = !DILocation(line: 40, column: 12, scope: !66)
!91 = !DILocation(line: 41, column: 6, scope: !66)
!92 = !DILocation(line: 41, column: 4, scope: !66)
!93 = !DILocation(line: 42, column: 6, scope: !66)
!94 = !DILocation(line: 42, column: 8, scope: !66)
!95 = !DILocation(line: 42, column: 19, scope: !66)
!96 = !DILocation(line: 42, column: 21, scope: !66)
!97 = !DILocation(line: 42, column: 4, scope: !66)
!98 = !DILocation(line: 43, column: 6, scope: !99)
!99 = distinct !DILexicalBlock(scope: !66, file: !3, line: 43, column: 6)
!100 = !DILocation(line: 43, column: 8, scope: !99)
!101 = !DILocation(line: 43, column: 6, scope: !66)
!102 = !DILocation(line: 44, column: 3, scope: !99)
!103 = !DILocation(line: 45, column: 7, scope: !66)
!104 = !DILocation(line: 45, column: 4, scope: !66)
!105 = !DILocation(line: 46, column: 6, scope: !66)
!106 = !DILocation(line: 46, column: 4, scope: !66)
!107 = !DILocation(line: 47, column: 6, scope: !66)
!108 = !DILocation(line: 47, column: 8, scope: !66)
!109 = !DILocation(line: 47, column: 19, scope: !66)
!110 = !DILocation(line: 47, column: 21, scope: !66)
!111 = !DILocation(line: 47, column: 4, scope: !66)
!112 = !DILocation(line: 48, column: 6, scope: !113)
!113 = distinct !DILexicalBlock(scope: !66, file: !3, line: 48, column: 6)
!114 = !DILocation(line: 48, column: 8, scope: !113)
!115 = !DILocation(line: 48, column: 6, scope: !66)
!116 = !DILocation(line: 49, column: 3, scope: !113)
!117 = !DILocation(line: 50, column: 7, scope: !66)
!118 = !DILocation(line: 50, column: 9, scope: !66)
!119 = !DILocation(line: 50, column: 4, scope: !66)
!120 = !DILocation(line: 56, column: 10, scope: !66)
!121 = !DILocation(line: 56, column: 2, scope: !66)
!122 = !DILocation(line: 59, column: 3, scope: !123)
!123 = distinct !DILexicalBlock(scope: !124, file: !3, line: 59, column: 3)
!124 = distinct !DILexicalBlock(scope: !125, file: !3, line: 59, column: 3)
!125 = distinct !DILexicalBlock(scope: !66, file: !3, line: 56, column: 13)
!126 = !DILocation(line: 64, column: 3, scope: !127)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 64, column: 3)
!128 = distinct !DILexicalBlock(scope: !125, file: !3, line: 64, column: 3)
!129 = !DILocation(line: 69, column: 3, scope: !130)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 69, column: 3)
!131 = distinct !DILexicalBlock(scope: !125, file: !3, line: 69, column: 3)
!132 = !DILocation(line: 74, column: 3, scope: !133)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 74, column: 3)
!134 = distinct !DILexicalBlock(scope: !125, file: !3, line: 74, column: 3)
!135 = !DILocation(line: 78, column: 3, scope: !125)
!136 = !DILabel(scope: !66, name: "unexpected", file: !3, line: 82)
!137 = !DILocation(line: 82, column: 1, scope: !66)
!138 = !DILocation(line: 83, column: 2, scope: !139)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 83, column: 2)
!140 = distinct !DILexicalBlock(scope: !66, file: !3, line: 83, column: 2)
