; ModuleID = 'SB+mfences.c'
source_filename = "SB+mfences.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !30
@r0_2 = dso_local global i32 0, align 4, !dbg !34
@r1_2 = dso_local global i32 0, align 4, !dbg !36
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [13 x i8] c"SB+mfences.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !13
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !19
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !21
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !23
@.str.5 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !25

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !46 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !51, !DIExpression(), !52)
  %3 = load ptr, ptr %2, align 8, !dbg !53
  store volatile i32 1, ptr @x, align 4, !dbg !54
  fence seq_cst, !dbg !55
  %4 = load volatile i32, ptr @y, align 4, !dbg !56
  store i32 %4, ptr @r0_2, align 4, !dbg !57
  ret ptr null, !dbg !58
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !59 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !60, !DIExpression(), !61)
  %3 = load ptr, ptr %2, align 8, !dbg !62
  store volatile i32 1, ptr @y, align 4, !dbg !63
  fence seq_cst, !dbg !64
  %4 = load volatile i32, ptr @x, align 4, !dbg !65
  store i32 %4, ptr @r1_2, align 4, !dbg !66
  ret ptr null, !dbg !67
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !68 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !71, !DIExpression(), !78)
  %6 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !79
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !80
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !81
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !82
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !83
  %11 = load i64, ptr %10, align 16, !dbg !83
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !84
  %13 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !85
  %14 = load i64, ptr %13, align 8, !dbg !85
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !86
    #dbg_declare(ptr %3, !87, !DIExpression(), !88)
    #dbg_declare(ptr %4, !89, !DIExpression(), !90)
    #dbg_declare(ptr %5, !91, !DIExpression(), !92)
  store i32 0, ptr %5, align 4, !dbg !92
  %16 = load i32, ptr @r0_2, align 4, !dbg !93
  store i32 %16, ptr %3, align 4, !dbg !94
  %17 = load i32, ptr %3, align 4, !dbg !95
  %18 = icmp eq i32 %17, 0, !dbg !96
  br i1 %18, label %19, label %20, !dbg !95

19:                                               ; preds = %0
  br label %25, !dbg !95

20:                                               ; preds = %0
  %21 = load i32, ptr %3, align 4, !dbg !97
  %22 = icmp eq i32 %21, 1, !dbg !98
  %23 = zext i1 %22 to i64, !dbg !97
  %24 = select i1 %22, i32 1, i32 -1, !dbg !97
  br label %25, !dbg !95

25:                                               ; preds = %20, %19
  %26 = phi i32 [ 0, %19 ], [ %24, %20 ], !dbg !95
  store i32 %26, ptr %4, align 4, !dbg !99
  %27 = load i32, ptr %4, align 4, !dbg !100
  %28 = icmp slt i32 %27, 0, !dbg !102
  br i1 %28, label %29, label %30, !dbg !103

29:                                               ; preds = %25
  br label %59, !dbg !104

30:                                               ; preds = %25
  %31 = load i32, ptr %4, align 4, !dbg !105
  %32 = load i32, ptr %5, align 4, !dbg !106
  %33 = add nsw i32 %32, %31, !dbg !106
  store i32 %33, ptr %5, align 4, !dbg !106
  %34 = load i32, ptr @r1_2, align 4, !dbg !107
  store i32 %34, ptr %3, align 4, !dbg !108
  %35 = load i32, ptr %3, align 4, !dbg !109
  %36 = icmp eq i32 %35, 0, !dbg !110
  br i1 %36, label %37, label %38, !dbg !109

37:                                               ; preds = %30
  br label %43, !dbg !109

38:                                               ; preds = %30
  %39 = load i32, ptr %3, align 4, !dbg !111
  %40 = icmp eq i32 %39, 1, !dbg !112
  %41 = zext i1 %40 to i64, !dbg !111
  %42 = select i1 %40, i32 1, i32 -1, !dbg !111
  br label %43, !dbg !109

43:                                               ; preds = %38, %37
  %44 = phi i32 [ 0, %37 ], [ %42, %38 ], !dbg !109
  store i32 %44, ptr %4, align 4, !dbg !113
  %45 = load i32, ptr %4, align 4, !dbg !114
  %46 = icmp slt i32 %45, 0, !dbg !116
  br i1 %46, label %47, label %48, !dbg !117

47:                                               ; preds = %43
  br label %59, !dbg !118

48:                                               ; preds = %43
  %49 = load i32, ptr %4, align 4, !dbg !119
  %50 = mul nsw i32 %49, 2, !dbg !120
  %51 = load i32, ptr %5, align 4, !dbg !121
  %52 = add nsw i32 %51, %50, !dbg !121
  store i32 %52, ptr %5, align 4, !dbg !121
  %53 = load i32, ptr %5, align 4, !dbg !122
  switch i32 %53, label %58 [
    i32 0, label %54
    i32 1, label %55
    i32 2, label %56
    i32 3, label %57
  ], !dbg !123

54:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 63, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !124
  unreachable, !dbg !124

55:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 68, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !128
  unreachable, !dbg !128

56:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 73, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !131
  unreachable, !dbg !131

57:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 78, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !134
  unreachable, !dbg !134

58:                                               ; preds = %48
  br label %59, !dbg !137

59:                                               ; preds = %58, %47, %29
    #dbg_label(!138, !139)
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 87, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !140
  unreachable, !dbg !140
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
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 15, type: !32, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "SB+mfences.c", directory: ".", checksumkind: CSK_MD5, checksum: "53d5f67749f38a8bbb16e35d7e21f6d4")
!4 = !{!5, !11, !13, !19, !21, !23, !25, !0, !30, !34, !36}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !7, isLocal: true, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 120, elements: !17)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!17 = !{!18}
!18 = !DISubrange(count: 15)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !7, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !7, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !7, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 22)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 16, type: !32, isLocal: false, isDefinition: true)
!32 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !33)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "r0_2", scope: !2, file: !3, line: 17, type: !33, isLocal: false, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "r1_2", scope: !2, file: !3, line: 17, type: !33, isLocal: false, isDefinition: true)
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 7, !"frame-pointer", i32 2}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 19, type: !47, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !50)
!47 = !DISubroutineType(types: !48)
!48 = !{!49, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!50 = !{}
!51 = !DILocalVariable(name: "arg", arg: 1, scope: !46, file: !3, line: 19, type: !49)
!52 = !DILocation(line: 19, column: 16, scope: !46)
!53 = !DILocation(line: 21, column: 8, scope: !46)
!54 = !DILocation(line: 22, column: 4, scope: !46)
!55 = !DILocation(line: 23, column: 2, scope: !46)
!56 = !DILocation(line: 24, column: 9, scope: !46)
!57 = !DILocation(line: 24, column: 7, scope: !46)
!58 = !DILocation(line: 25, column: 2, scope: !46)
!59 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 28, type: !47, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !50)
!60 = !DILocalVariable(name: "arg", arg: 1, scope: !59, file: !3, line: 28, type: !49)
!61 = !DILocation(line: 28, column: 16, scope: !59)
!62 = !DILocation(line: 30, column: 8, scope: !59)
!63 = !DILocation(line: 31, column: 4, scope: !59)
!64 = !DILocation(line: 32, column: 2, scope: !59)
!65 = !DILocation(line: 33, column: 9, scope: !59)
!66 = !DILocation(line: 33, column: 7, scope: !59)
!67 = !DILocation(line: 34, column: 2, scope: !59)
!68 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !69, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !50)
!69 = !DISubroutineType(types: !70)
!70 = !{!33}
!71 = !DILocalVariable(name: "th", scope: !68, file: !3, line: 39, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 128, elements: !76)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !74, line: 27, baseType: !75)
!74 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!75 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!76 = !{!77}
!77 = !DISubrange(count: 2)
!78 = !DILocation(line: 39, column: 12, scope: !68)
!79 = !DILocation(line: 40, column: 18, scope: !68)
!80 = !DILocation(line: 40, column: 2, scope: !68)
!81 = !DILocation(line: 41, column: 18, scope: !68)
!82 = !DILocation(line: 41, column: 2, scope: !68)
!83 = !DILocation(line: 42, column: 15, scope: !68)
!84 = !DILocation(line: 42, column: 2, scope: !68)
!85 = !DILocation(line: 43, column: 15, scope: !68)
!86 = !DILocation(line: 43, column: 2, scope: !68)
!87 = !DILocalVariable(name: "v", scope: !68, file: !3, line: 44, type: !33)
!88 = !DILocation(line: 44, column: 6, scope: !68)
!89 = !DILocalVariable(name: "d", scope: !68, file: !3, line: 44, type: !33)
!90 = !DILocation(line: 44, column: 9, scope: !68)
!91 = !DILocalVariable(name: "o", scope: !68, file: !3, line: 44, type: !33)
!92 = !DILocation(line: 44, column: 12, scope: !68)
!93 = !DILocation(line: 45, column: 6, scope: !68)
!94 = !DILocation(line: 45, column: 4, scope: !68)
!95 = !DILocation(line: 46, column: 6, scope: !68)
!96 = !DILocation(line: 46, column: 8, scope: !68)
!97 = !DILocation(line: 46, column: 19, scope: !68)
!98 = !DILocation(line: 46, column: 21, scope: !68)
!99 = !DILocation(line: 46, column: 4, scope: !68)
!100 = !DILocation(line: 47, column: 6, scope: !101)
!101 = distinct !DILexicalBlock(scope: !68, file: !3, line: 47, column: 6)
!102 = !DILocation(line: 47, column: 8, scope: !101)
!103 = !DILocation(line: 47, column: 6, scope: !68)
!104 = !DILocation(line: 48, column: 3, scope: !101)
!105 = !DILocation(line: 49, column: 7, scope: !68)
!106 = !DILocation(line: 49, column: 4, scope: !68)
!107 = !DILocation(line: 50, column: 6, scope: !68)
!108 = !DILocation(line: 50, column: 4, scope: !68)
!109 = !DILocation(line: 51, column: 6, scope: !68)
!110 = !DILocation(line: 51, column: 8, scope: !68)
!111 = !DILocation(line: 51, column: 19, scope: !68)
!112 = !DILocation(line: 51, column: 21, scope: !68)
!113 = !DILocation(line: 51, column: 4, scope: !68)
!114 = !DILocation(line: 52, column: 6, scope: !115)
!115 = distinct !DILexicalBlock(scope: !68, file: !3, line: 52, column: 6)
!116 = !DILocation(line: 52, column: 8, scope: !115)
!117 = !DILocation(line: 52, column: 6, scope: !68)
!118 = !DILocation(line: 53, column: 3, scope: !115)
!119 = !DILocation(line: 54, column: 7, scope: !68)
!120 = !DILocation(line: 54, column: 9, scope: !68)
!121 = !DILocation(line: 54, column: 4, scope: !68)
!122 = !DILocation(line: 60, column: 10, scope: !68)
!123 = !DILocation(line: 60, column: 2, scope: !68)
!124 = !DILocation(line: 63, column: 3, scope: !125)
!125 = distinct !DILexicalBlock(scope: !126, file: !3, line: 63, column: 3)
!126 = distinct !DILexicalBlock(scope: !127, file: !3, line: 63, column: 3)
!127 = distinct !DILexicalBlock(scope: !68, file: !3, line: 60, column: 13)
!128 = !DILocation(line: 68, column: 3, scope: !129)
!129 = distinct !DILexicalBlock(scope: !130, file: !3, line: 68, column: 3)
!130 = distinct !DILexicalBlock(scope: !127, file: !3, line: 68, column: 3)
!131 = !DILocation(line: 73, column: 3, scope: !132)
!132 = distinct !DILexicalBlock(scope: !133, file: !3, line: 73, column: 3)
!133 = distinct !DILexicalBlock(scope: !127, file: !3, line: 73, column: 3)
!134 = !DILocation(line: 78, column: 3, scope: !135)
!135 = distinct !DILexicalBlock(scope: !136, file: !3, line: 78, column: 3)
!136 = distinct !DILexicalBlock(scope: !127, file: !3, line: 78, column: 3)
!137 = !DILocation(line: 82, column: 3, scope: !127)
!138 = !DILabel(scope: !68, name: "unexpected", file: !3, line: 86)
!139 = !DILocation(line: 86, column: 1, scope: !68)
!140 = !DILocation(line: 87, column: 2, scope: !141)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 87, column: 2)
!142 = distinct !DILexicalBlock(scope: !68, file: !3, line: 87, column: 2)
