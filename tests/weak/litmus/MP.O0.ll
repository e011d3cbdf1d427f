; ModuleID = 'MP.c'
source_filename = "MP.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !33
@r1_0 = dso_local global i32 0, align 4, !dbg !37
@r1_1 = dso_local global i32 0, align 4, !dbg !39
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [5 x i8] c"MP.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !28

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !49 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !54, !DIExpression(), !55)
  %3 = load ptr, ptr %2, align 8, !dbg !56
  store volatile i32 1, ptr @x, align 4, !dbg !57
  store volatile i32 1, ptr @y, align 4, !dbg !58
  ret ptr null, !dbg !59
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !60 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !61, !DIExpression(), !62)
  %3 = load ptr, ptr %2, align 8, !dbg !63
  %4 = load volatile i32, ptr @y, align 4, !dbg !64
  store i32 %4, ptr @r1_0, align 4, !dbg !65
  %5 = load volatile i32, ptr @x, align 4, !dbg !66
  store i32 %5, ptr @r1_1, align 4, !dbg !67
  ret ptr null, !dbg !68
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !69 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !72, !DIExpression(), !79)
  %6 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !80
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !81
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !82
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !83
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !84
  %11 = load i64, ptr %10, align 16, !dbg !84
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !85
  %13 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !86
  %14 = load i64, ptr %13, align 8, !dbg !86
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !87
    #dbg_declare(ptr %3, !88, !DIExpression(), !89)
    #dbg_declare(ptr %4, !90, !DIExpression(), !91)
    #dbg_declare(ptr %5, !92, !DIExpression(), !93)
  store i32 0, ptr %5, align 4, !dbg !93
  %16 = load i32, ptr @r1_0, align 4, !dbg !94
  store i32 %16, ptr %3, align 4, !dbg !95
  %17 = load i32, ptr %3, align 4, !dbg !96
  %18 = icmp eq i32 %17, 0, !dbg !97
  br i1 %18, label %19, label %20, !dbg !96

19:                                               ; preds = %0
  br label %25, !dbg !96

20:                                               ; preds = %0
  %21 = load i32, ptr %3, align 4, !dbg !98
  %22 = icmp eq i32 %21, 1, !dbg !99
  %23 = zext i1 %22 to i64, !dbg !98
  %24 = select i1 %22, i32 1, i32 -1, !dbg !98
  br label %25, !dbg !96

25:                                               ; preds = %20, %19
  %26 = phi i32 [ 0, %19 ], [ %24, %20 ], !dbg !96
  store i32 %26, ptr %4, align 4, !dbg !100
  %27 = load i32, ptr %4, align 4, !dbg !101
  %28 = icmp slt i32 %27, 0, !dbg !103
  br i1 %28, label %29, label %30, !dbg !104

29:                                               ; preds = %25
  br label %59, !dbg !105

30:                                               ; preds = %25
  %31 = load i32, ptr %4, align 4, !dbg !106
  %32 = load i32, ptr %5, align 4, !dbg !107
  %33 = add nsw i32 %32, %31, !dbg !107
  store i32 %33, ptr %5, align 4, !dbg !107
  %34 = load i32, ptr @r1_1, align 4, !dbg !108
  store i32 %34, ptr %3, align 4, !dbg !109
  %35 = load i32, ptr %3, align 4, !dbg !110
  %36 = icmp eq i32 %35, 0, !dbg !111
  br i1 %36, label %37, label %38, !dbg !110

37:                                               ; preds = %30
  br label %43, !dbg !110

38:                                               ; preds = %30
  %39 = load i32, ptr %3, align 4, !dbg !112
  %40 = icmp eq i32 %39, 1, !dbg !113
  %41 = zext i1 %40 to i64, !dbg !112
  %42 = select i1 %40, i32 1, i32 -1, !dbg !112
  br label %43, !dbg !110

43:                                               ; preds = %38, %37
  %44 = phi i32 [ 0, %37 ], [ %42, %38 ], !dbg !110
  store i32 %44, ptr %4, align 4, !dbg !114
  %45 = load i32, ptr %4, align 4, !dbg !115
  %46 = icmp slt i32 %45, 0, !dbg !117
  br i1 %46, label %47, label %48, !dbg !118

47:                                               ; preds = %43
  br label %59, !dbg !119

48:                                               ; preds = %43
  %49 = load i32, ptr %4, align 4, !dbg !120
  %50 = mul nsw i32 %49, 2, !dbg !121
  %51 = load i32, ptr %5, align 4, !dbg !122
  %52 = add nsw i32 %51, %50, !dbg !122
  store i32 %52, ptr %5, align 4, !dbg !122
  %53 = load i32, ptr %5, align 4, !dbg !123
  switch i32 %53, label %58 [
    i32 0, label %54
    i32 1, label %55
    i32 2, label %56
    i32 3, label %57
  ], !dbg !124

54:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 61, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !125
  unreachable, !dbg !125

55:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 66, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !129
  unreachable, !dbg !129

56:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 71, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !132
  unreachable, !dbg !132

57:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 76, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !135
  unreachable, !dbg !135

58:                                               ; preds = %48
  br label %59, !dbg !138

59:                                               ; preds = %58, %47, %29
    #dbg_label(!139, !140)
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 85, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !141
  unreachable, !dbg !141
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
!llvm.module.flags = !{!41, !42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 15, type: !35, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "MP.c", directory: ".", checksumkind: CSK_MD5, checksum: "26ddd16d3a581c6cbd7a902d884c3589")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !0, !33, !37, !39}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 40, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 5)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 22)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 16, type: !35, isLocal: false, isDefinition: true)
!35 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !36)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 17, type: !36, isLocal: false, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 17, type: !36, isLocal: false, isDefinition: true)
!41 = !{i32 7, !"Dwarf Version", i32 5}
!42 = !{i32 2, !"Debug Info Version", i32 3}
!43 = !{i32 1, !"wchar_size", i32 4}
!44 = !{i32 8, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 2}
!47 = !{i32 7, !"frame-pointer", i32 2}
!48 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!49 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 19, type: !50, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!50 = !DISubroutineType(types: !51)
!51 = !{!52, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!53 = !{}
!54 = !DILocalVariable(name: "arg", arg: 1, scope: !49, file: !3, line: 19, type: !52)
!55 = !DILocation(line: 19, column: 16, scope: !49)
!56 = !DILocation(line: 21, column: 8, scope: !49)
!57 = !DILocation(line: 22, column: 4, scope: !49)
!58 = !DILocation(line: 23, column: 4, scope: !49)
!59 = !DILocation(line: 24, column: 2, scope: !49)
!60 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 27, type: !50, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!61 = !DILocalVariable(name: "arg", arg: 1, scope: !60, file: !3, line: 27, type: !52)
!62 = !DILocation(line: 27, column: 16, scope: !60)
!63 = !DILocation(line: 29, column: 8, scope: !60)
!64 = !DILocation(line: 30, column: 9, scope: !60)
!65 = !DILocation(line: 30, column: 7, scope: !60)
!66 = !DILocation(line: 31, column: 9, scope: !60)
!67 = !DILocation(line: 31, column: 7, scope: !60)
!68 = !DILocation(line: 32, column: 2, scope: !60)
!69 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !70, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!70 = !DISubroutineType(types: !71)
!71 = !{!36}
!72 = !DILocalVariable(name: "th", scope: !69, file: !3, line: 37, type: !73)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 128, elements: !77)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !75, line: 27, baseType: !76)
!75 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!76 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!77 = !{!78}
!78 = !DISubrange(count: 2)
!79 = !DILocation(line: 37, column: 12, scope: !69)
!80 = !DILocation(line: 38, column: 18, scope: !69)
!81 = !DILocation(line: 38, column: 2, scope: !69)
!82 = !DILocation(line: 39, column: 18, scope: !69)
!83 = !DILocation(line: 39, column: 2, scope: !69)
!84 = !DILocation(line: 40, column: 15, scope: !69)
!85 = !DILocation(line: 40, column: 2, scope: !69)
!86 = !DILocation(line: 41, column: 15, scope: !69)
!87 = !DILocation(line: 41, column: 2, scope: !69)
!88 = !DILocalVariable(name: "v", scope: !69, file: !3, line: 42, type: !36)
!89 = !DILocation(line: 42, column: 6, scope: !69)
!90 = !DILocalVariable(name: "d", scope: !69, file: !3, line: 42, type: !36)
!91 = !DILocation(line: 42, column: 9, scope: !69)
!92 = !DILocalVariable(name: "o", scope: !69, file: !3, line: 42, type: !36)
!93 = !DILocation(line: 42, column: 12, scope: !69)
!94 = !DILocation(line: 43, column: 6, scope: !69)
!95 = !DILocation(line: 43, column: 4, scope: !69)
!96 = !DILocation(line: 44, column: 6, scope: !69)
!97 = !DILocation(line: 44, column: 8, scope: !69)
!98 = !DILocation(line: 44, column: 19, scope: !69)
!99 = !DILocation(line: 44, column: 21, scope: !69)
!100 = !DILocation(line: 44, column: 4, scope: !69)
!101 = !DILocation(line: 45, column: 6, scope: !102)
!102 = distinct !DILexicalBlock(scope: !69, file: !3, line: 45, column: 6)
!103 = !DILocation(line: 45, column: 8, scope: !102)
!104 = !DILocation(line: 45, column: 6, scope: !69)
!105 = !DILocation(line: 46, column: 3, scope: !102)
!106 = !DILocation(line: 47, column: 7, scope: !69)
!107 = !DILocation(line: 47, column: 4, scope: !69)
!108 = !DILocation(line: 48, column: 6, scope: !69)
!109 = !DILocation(line: 48, column: 4, scope: !69)
!110 = !DILocation(line: 49, column: 6, scope: !69)
!111 = !DILocation(line: 49, column: 8, scope: !69)
!112 = !DILocation(line: 49, column: 19, scope: !69)
!113 = !DILocation(line: 49, column: 21, scope: !69)
!114 = !DILocation(line: 49, column: 4, scope: !69)
!115 = !DILocation(line: 50, column: 6, scope: !116)
!116 = distinct !DILexicalBlock(scope: !69, file: !3, line: 50, column: 6)
!117 = !DILocation(line: 50, column: 8, scope: !116)
!118 = !DILocation(line: 50, column: 6, scope: !69)
!119 = !DILocation(line: 51, column: 3, scope: !116)
!120 = !DILocation(line: 52, column: 7, scope: !69)
!121 = !DILocation(line: 52, column: 9, scope: !69)
!122 = !DILocation(line: 52, column: 4, scope: !69)
!123 = !DILocation(line: 58, column: 10, scope: !69)
!124 = !DILocation(line: 58, column: 2, scope: !69)
!125 = !DILocation(line: 61, column: 3, scope: !126)
!126 = distinct !DILexicalBlock(scope: !127, file: !3, line: 61, column: 3)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 61, column: 3)
!128 = distinct !DILexicalBlock(scope: !69, file: !3, line: 58, column: 13)
!129 = !DILocation(line: 66, column: 3, scope: !130)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 66, column: 3)
!131 = distinct !DILexicalBlock(scope: !128, file: !3, line: 66, column: 3)
!132 = !DILocation(line: 71, column: 3, scope: !133)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 71, column: 3)
!134 = distinct !DILexicalBlock(scope: !128, file: !3, line: 71, column: 3)
!135 = !DILocation(line: 76, column: 3, scope: !136)
!136 = distinct !DILexicalBlock(scope: !137, file: !3, line: 76, column: 3)
!137 = distinct !DILexicalBlock(scope: !128, file: !3, line: 76, column: 3)
!138 = !DILocation(line: 80, column: 3, scope: !128)
!139 = !DILabel(scope: !69, name: "unexpected", file: !3, line: 84)
!140 = !DILocation(line: 84, column: 1, scope: !69)
!141 = !DILocation(line: 85, column: 2, scope: !142)
!142 = distinct !DILexicalBlock(scope: !143, file: !3, line: 85, column: 2)
!143 = distinct !DILexicalBlock(scope: !69, file: !3, line: 85, column: 2)
