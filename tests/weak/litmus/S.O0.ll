; ModuleID = 'S.c'
source_filename = "S.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !37
@r1_0 = dso_local global i32 0, align 4, !dbg !41
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [4 x i8] c"S.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !28
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !30
@.str.7 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !32

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !51 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !56, !DIExpression(), !57)
  %3 = load ptr, ptr %2, align 8, !dbg !58
  store volatile i32 2, ptr @x, align 4, !dbg !59
  store volatile i32 1, ptr @y, align 4, !dbg !60
  ret ptr null, !dbg !61
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !62 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !63, !DIExpression(), !64)
  %3 = load ptr, ptr %2, align 8, !dbg !65
  %4 = load volatile i32, ptr @y, align 4, !dbg !66
  store i32 %4, ptr @r1_0, align 4, !dbg !67
  store volatile i32 1, ptr @x, align 4, !dbg !68
  ret ptr null, !dbg !69
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !70 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !73, !DIExpression(), !80)
  %6 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !81
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !82
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !83
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !84
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !85
  %11 = load i64, ptr %10, align 16, !dbg !85
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !86
  %13 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !87
  %14 = load i64, ptr %13, align 8, !dbg !87
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !88
    #dbg_declare(ptr %3, !89, !DIExpression(), !90)
    #dbg_declare(ptr %4, !91, !DIExpression(), !92)
    #dbg_declare(ptr %5, !93, !DIExpression(), !94)
  store i32 0, ptr %5, align 4, !dbg !94
  %16 = load i32, ptr @r1_0, align 4, !dbg !95
  store i32 %16, ptr %3, align 4, !dbg !96
  %17 = load i32, ptr %3, align 4, !dbg !97
  %18 = icmp eq i32 %17, 0, !dbg !98
  br i1 %18, label %19, label %20, !dbg !97

19:                                               ; preds = %0
  br label %25, !dbg !97

20:                                               ; preds = %0
  %21 = load i32, ptr %3, align 4, !dbg !99
  %22 = icmp eq i32 %21, 1, !dbg !100
  %23 = zext i1 %22 to i64, !dbg !99
  %24 = select i1 %22, i32 1, i32 -1, !dbg !99
  br label %25, !dbg !97

25:                                               ; preds = %20, %19
  %26 = phi i32 [ 0, %19 ], [ %24, %20 ], !dbg !97
  store i32 %26, ptr %4, align 4, !dbg !101
  %27 = load i32, ptr %4, align 4, !dbg !102
  %28 = icmp slt i32 %27, 0, !dbg !104
  br i1 %28, label %29, label %30, !dbg !105

29:                                               ; preds = %25
  br label %67, !dbg !106

30:                                               ; preds = %25
  %31 = load i32, ptr %4, align 4, !dbg !107
  %32 = load i32, ptr %5, align 4, !dbg !108
  %33 = add nsw i32 %32, %31, !dbg !108
  store i32 %33, ptr %5, align 4, !dbg !108
  %34 = load volatile i32, ptr @x, align 4, !dbg !109
  store i32 %34, ptr %3, align 4, !dbg !110
  %35 = load i32, ptr %3, align 4, !dbg !111
  %36 = icmp eq i32 %35, 0, !dbg !112
  br i1 %36, label %37, label %38, !dbg !111

37:                                               ; preds = %30
  br label %49, !dbg !111

38:                                               ; preds = %30
  %39 = load i32, ptr %3, align 4, !dbg !113
  %40 = icmp eq i32 %39, 1, !dbg !114
  br i1 %40, label %41, label %42, !dbg !113

41:                                               ; preds = %38
  br label %47, !dbg !113

42:                                               ; preds = %38
  %43 = load i32, ptr %3, align 4, !dbg !115
  %44 = icmp eq i32 %43, 2, !dbg !116
  %45 = zext i1 %44 to i64, !dbg !115
  %46 = select i1 %44, i32 2, i32 -1, !dbg !115
  br label %47, !dbg !113

47:                                               ; preds = %42, %41
  %48 = phi i32 [ 1, %41 ], [ %46, %42 ], !dbg !113
  br label %49, !dbg !111

49:                                               ; preds = %47, %37
  %50 = phi i32 [ 0, %37 ], [ %48, %47 ], !dbg !111
  store i32 %50, ptr %4, align 4, !dbg !117
  %51 = load i32, ptr %4, align 4, !dbg !118
  %52 = icmp slt i32 %51, 0, !dbg !120
  br i1 %52, label %53, label %54, !dbg !121

53:                                               ; preds = %49
  br label %67, !dbg !122

54:                                               ; preds = %49
  %55 = load i32, ptr %4, align 4, !dbg !123
  %56 = mul nsw i32 %55, 2, !dbg !124
  %57 = load i32, ptr %5, align 4, !dbg !125
  %58 = add nsw i32 %57, %56, !dbg !125
  store i32 %58, ptr %5, align 4, !dbg !125
  %59 = load i32, ptr %5, align 4, !dbg !126
  switch i32 %59, label %66 [
    i32 0, label %60
    i32 1, label %61
    i32 2, label %62
    i32 3, label %63
    i32 4, label %64
    i32 5, label %65
  ], !dbg !127

60:                                               ; preds = %54
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 61, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !128
  unreachable, !dbg !128

61:                                               ; preds = %54
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 66, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !132
  unreachable, !dbg !132

62:                                               ; preds = %54
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 71, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !135
  unreachable, !dbg !135

63:                                               ; preds = %54
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 76, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !138
  unreachable, !dbg !138

64:                                               ; preds = %54
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 81, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !141
  unreachable, !dbg !141

65:                                               ; preds = %54
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 86, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !144
  unreachable, !dbg !144

66:                                               ; preds = %54
  br label %67, !dbg !147

67:                                               ; preds = %66, %53, %29
    #dbg_label(!148, !149)
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 95, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !150
  unreachable, !dbg !150
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
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 15, type: !39, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "S.c", directory: ".", checksumkind: CSK_MD5, checksum: "774bcea8bd70f151ccf4b98e2130fdb9")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !0, !37, !41}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 4)
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
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 81, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 95, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 22)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 16, type: !39, isLocal: false, isDefinition: true)
!39 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !40)
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 17, type: !40, isLocal: false, isDefinition: true)
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 2}
!49 = !{i32 7, !"frame-pointer", i32 2}
!50 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!51 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 19, type: !52, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!52 = !DISubroutineType(types: !53)
!53 = !{!54, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!55 = !{}
!56 = !DILocalVariable(name: "arg", arg: 1, scope: !51, file: !3, line: 19, type: !54)
!57 = !DILocation(line: 19, column: 16, scope: !51)
!58 = !DILocation(line: 21, column: 8, scope: !51)
!59 = !DILocation(line: 22, column: 4, scope: !51)
!60 = !DILocation(line: 23, column: 4, scope: !51)
!61 = !DILocation(line: 24, column: 2, scope: !51)
!62 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 27, type: !52, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!63 = !DILocalVariable(name: "arg", arg: 1, scope: !62, file: !3, line: 27, type: !54)
!64 = !DILocation(line: 27, column: 16, scope: !62)
!65 = !DILocation(line: 29, column: 8, scope: !62)
!66 = !DILocation(line: 30, column: 9, scope: !62)
!67 = !DILocation(line: 30, column: 7, scope: !62)
!68 = !DILocation(line: 31, column: 4, scope: !62)
!69 = !DILocation(line: 32, column: 2, scope: !62)
!70 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !71, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!71 = !DISubroutineType(types: !72)
!72 = !{!40}
!73 = !DILocalVariable(name: "th", scope: !70, file: !3, line: 37, type: !74)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 128, elements: !78)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !76, line: 27, baseType: !77)
!76 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!77 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!78 = !{!79}
!79 = !DISubrange(count: 2)
!80 = !DILocation(line: 37, column: 12, scope: !70)
!81 = !DILocation(line: 38, column: 18, scope: !70)
!82 = !DILocation(line: 38, column: 2, scope: !70)
!83 = !DILocation(line: 39, column: 18, scope: !70)
!84 = !DILocation(line: 39, column: 2, scope: !70)
!85 = !DILocation(line: 40, column: 15, scope: !70)
!86 = !DILocation(line: 40, column: 2, scope: !70)
!87 = !DILocation(line: 41, column: 15, scope: !70)
!88 = !DILocation(line: 41, column: 2, scope: !70)
!89 = !DILocalVariable(name: "v", scope: !70, file: !3, line: 42, type: !40)
!90 = !DILocation(line: 42, column: 6, scope: !70)
!91 = !DILocalVariable(name: "d", scope: !70, file: !3, line: 42, type: !40)
!92 = !DILocation(line: 42, column: 9, scope: !70)
!93 = !DILocalVariable(name: "o", scope: !70, file: !3, line: 42, type: !40)
!94 = !DILocation(line: 42, column: 12, scope: !70)
!95 = !DILocation(line: 43, column: 6, scope: !70)
!96 = !DILocation(line: 43, column: 4, scope: !70)
!97 = !DILocation(line: 44, column: 6, scope: !70)
!98 = !DILocation(line: 44, column: 8, scope: !70)
!99 = !DILocation(line: 44, column: 19, scope: !70)
!100 = !DILocation(line: 44, column: 21, scope: !70)
!101 = !DILocation(line: 44, column: 4, scope: !70)
!102 = !DILocation(line: 45, column: 6, scope: !103)
!103 = distinct !DILexicalBlock(scope: !70, file: !3, line: 45, column: 6)
!104 = !DILocation(line: 45, column: 8, scope: !103)
!105 = !DILocation(line: 45, column: 6, scope: !70)
!106 = !DILocation(line: 46, column: 3, scope: !103)
!107 = !DILocation(line: 47, column: 7, scope: !70)
!108 = !DILocation(line: 47, column: 4, scope: !70)
!109 = !DILocation(line: 48, column: 6, scope: !70)
!110 = !DILocation(line: 48, column: 4, scope: !70)
!111 = !DILocation(line: 49, column: 6, scope: !70)
!112 = !DILocation(line: 49, column: 8, scope: !70)
!113 = !DILocation(line: 49, column: 19, scope: !70)
!114 = !DILocation(line: 49, column: 21, scope: !70)
!115 = !DILocation(line: 49, column: 32, scope: !70)
!116 = !DILocation(line: 49, column: 34, scope: !70)
!117 = !DILocation(line: 49, column: 4, scope: !70)
!118 = !DILocation(line: 50, column: 6, scope: !119)
!119 = distinct !DILexicalBlock(scope: !70, file: !3, line: 50, column: 6)
!120 = !DILocation(line: 50, column: 8, scope: !119)
!121 = !DILocation(line: 50, column: 6, scope: !70)
!122 = !DILocation(line: 51, column: 3, scope: !119)
!123 = !DILocation(line: 52, column: 7, scope: !70)
!124 = !DILocation(line: 52, column: 9, scope: !70)
!125 = !DILocation(line: 52, column: 4, scope: !70)
!126 = !DILocation(line: 58, column: 10, scope: !70)
!127 = !DILocation(line: 58, column: 2, scope: !70)
!128 = !DILocation(line: 61, column: 3, scope: !129)
!129 = distinct !DILexicalBlock(scope: !130, file: !3, line: 61, column: 3)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 61, column: 3)
!131 = distinct !DILexicalBlock(scope: !70, file: !3, line: 58, column: 13)
!132 = !DILocation(line: 66, column: 3, scope: !133)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 66, column: 3)
!134 = distinct !DILexicalBlock(scope: !131, file: !3, line: 66, column: 3)
!135 = !DILocation(line: 71, column: 3, scope: !136)
!136 = distinct !DILexicalBlock(scope: !137, file: !3, line: 71, column: 3)
!137 = distinct !DILexicalBlock(scope: !131, file: !3, line: 71, column: 3)
!138 = !DILocation(line: 76, column: 3, scope: !139)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 76, column: 3)
!140 = distinct !DILexicalBlock(scope: !131, file: !3, line: 76, column: 3)
!141 = !DILocation(line: 81, column: 3, scope: !142)
!142 = distinct !DILexicalBlock(scope: !143, file: !3, line: 81, column: 3)
!143 = distinct !DILexicalBlock(scope: !131, file: !3, line: 81, column: 3)
!144 = !DILocation(line: 86, column: 3, scope: !145)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 86, column: 3)
!146 = distinct !DILexicalBlock(scope: !131, file: !3, line: 86, column: 3)
!147 = !DILocation(line: 90, column: 3, scope: !131)
!148 = !DILabel(scope: !70, name: "unexpected", file: !3, line: 94)
!149 = !DILocation(line: 94, column: 1, scope: !70)
!150 = !DILocation(line: 95, column: 2, scope: !151)
!151 = distinct !DILexicalBlock(scope: !152, file: !3, line: 95, column: 2)
!152 = distinct !DILexicalBlock(scope: !70, file: !3, line: 95, column: 2)
