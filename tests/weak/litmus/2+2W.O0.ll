; ModuleID = '2+2W.c'
source_filename = "2+2W.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !43
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [7 x i8] c"2+2W.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !28
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !30
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [13 x i8] c"!\22outcome 8\22\00", align 1, !dbg !36
@.str.10 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !38

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !55 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !60, !DIExpression(), !61)
  %3 = load ptr, ptr %2, align 8, !dbg !62
  store volatile i32 1, ptr @x, align 4, !dbg !63
  store volatile i32 2, ptr @y, align 4, !dbg !64
  ret ptr null, !dbg !65
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !66 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !67, !DIExpression(), !68)
  %3 = load ptr, ptr %2, align 8, !dbg !69
  store volatile i32 1, ptr @y, align 4, !dbg !70
  store volatile i32 2, ptr @x, align 4, !dbg !71
  ret ptr null, !dbg !72
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !73 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !76, !DIExpression(), !83)
  %6 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !84
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !85
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !86
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !87
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !88
  %11 = load i64, ptr %10, align 16, !dbg !88
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !89
  %13 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !90
  %14 = load i64, ptr %13, align 8, !dbg !90
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !91
    #dbg_declare(ptr %3, !92, !DIExpression(), !93)
    #dbg_declare(ptr %4, !94, !DIExpression(), !95)
    #dbg_declare(ptr %5, !96, !DIExpression(), !97)
  store i32 0, ptr %5, align 4, !dbg !97
  %16 = load volatile i32, ptr @x, align 4, !dbg !98
  store i32 %16, ptr %3, align 4, !dbg !99
  %17 = load i32, ptr %3, align 4, !dbg !100
  %18 = icmp eq i32 %17, 0, !dbg !101
  br i1 %18, label %19, label %20, !dbg !100

19:                                               ; preds = %0
  br label %31, !dbg !100

20:                                               ; preds = %0
  %21 = load i32, ptr %3, align 4, !dbg !102
  %22 = icmp eq i32 %21, 1, !dbg !103
  br i1 %22, label %23, label %24, !dbg !102

23:                                               ; preds = %20
  br label %29, !dbg !102

24:                                               ; preds = %20
  %25 = load i32, ptr %3, align 4, !dbg !104
  %26 = icmp eq i32 %25, 2, !dbg !105
  %27 = zext i1 %26 to i64, !dbg !104
  %28 = select i1 %26, i32 2, i32 -1, !dbg !104
  br label %29, !dbg !102

29:                                               ; preds = %24, %23
  %30 = phi i32 [ 1, %23 ], [ %28, %24 ], !dbg !102
  br label %31, !dbg !100

31:                                               ; preds = %29, %19
  %32 = phi i32 [ 0, %19 ], [ %30, %29 ], !dbg !100
  store i32 %32, ptr %4, align 4, !dbg !106
  %33 = load i32, ptr %4, align 4, !dbg !107
  %34 = icmp slt i32 %33, 0, !dbg !109
  br i1 %34, label %35, label %36, !dbg !110

35:                                               ; preds = %31
  br label %76, !dbg !111

36:                                               ; preds = %31
  %37 = load i32, ptr %4, align 4, !dbg !112
  %38 = load i32, ptr %5, align 4, !dbg !113
  %39 = add nsw i32 %38, %37, !dbg !113
  store i32 %39, ptr %5, align 4, !dbg !113
  %40 = load volatile i32, ptr @y, align 4, !dbg !114
  store i32 %40, ptr %3, align 4, !dbg !115
  %41 = load i32, ptr %3, align 4, !dbg !116
  %42 = icmp eq i32 %41, 0, !dbg !117
  br i1 %42, label %43, label %44, !dbg !116

43:                                               ; preds = %36
  br label %55, !dbg !116

44:                                               ; preds = %36
  %45 = load i32, ptr %3, align 4, !dbg !118
  %46 = icmp eq i32 %45, 1, !dbg !119
  br i1 %46, label %47, label %48, !dbg !118

47:                                               ; preds = %44
  br label %53, !dbg !118

48:                                               ; preds = %44
  %49 = load i32, ptr %3, align 4, !dbg !120
  %50 = icmp eq i32 %49, 2, !dbg !121
  %51 = zext i1 %50 to i64, !dbg !120
  %52 = select i1 %50, i32 2, i32 -1, !dbg !120
  br label %53, !dbg !118

53:                                               ; preds = %48, %47
  %54 = phi i32 [ 1, %47 ], [ %52, %48 ], !dbg !118
  br label %55, !dbg !116

55:                                               ; preds = %53, %43
  %56 = phi i32 [ 0, %43 ], [ %54, %53 ], !dbg !116
  store i32 %56, ptr %4, align 4, !dbg !122
  %57 = load i32, ptr %4, align 4, !dbg !123
  %58 = icmp slt i32 %57, 0, !dbg !125
  br i1 %58, label %59, label %60, !dbg !126

59:                                               ; preds = %55
  br label %76, !dbg !127

60:                                               ; preds = %55
  %61 = load i32, ptr %4, align 4, !dbg !128
  %62 = mul nsw i32 %61, 3, !dbg !129
  %63 = load i32, ptr %5, align 4, !dbg !130
  %64 = add nsw i32 %63, %62, !dbg !130
  store i32 %64, ptr %5, align 4, !dbg !130
  %65 = load i32, ptr %5, align 4, !dbg !131
  switch i32 %65, label %75 [
    i32 0, label %66
    i32 1, label %67
    i32 2, label %68
    i32 3, label %69
    i32 4, label %70
    i32 5, label %71
    i32 6, label %72
    i32 7, label %73
    i32 8, label %74
  ], !dbg !132

66:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 60, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !133
  unreachable, !dbg !133

67:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 65, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !137
  unreachable, !dbg !137

68:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 70, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !140
  unreachable, !dbg !140

69:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 75, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !143
  unreachable, !dbg !143

70:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 80, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !146
  unreachable, !dbg !146

71:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 85, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !149
  unreachable, !dbg !149

72:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 90, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !152
  unreachable, !dbg !152

73:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 95, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !155
  unreachable, !dbg !155

74:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 100, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !158
  unreachable, !dbg !158

75:                                               ; preds = %60
  br label %76, !dbg !161

76:                                               ; preds = %75, %59, %35
    #dbg_label(!162, !163)
  call void @__assert_fail(ptr noundef @.str.10, ptr noundef @.str.1, i32 noundef 109, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !164
  unreachable, !dbg !164
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
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 15, type: !45, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "2+2W.c", directory: ".", checksumkind: CSK_MD5, checksum: "e6d7b2824be1e7f168155d0fc9b1fdbb")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !34, !36, !38, !0, !43}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 7)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 70, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 75, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 90, type: !7, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 95, type: !7, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 100, type: !7, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 22)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 16, type: !45, isLocal: false, isDefinition: true)
!45 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !46)
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"frame-pointer", i32 2}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 18, type: !56, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!56 = !DISubroutineType(types: !57)
!57 = !{!58, !58}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!59 = !{}
!60 = !DILocalVariable(name: "arg", arg: 1, scope: !55, file: !3, line: 18, type: !58)
!61 = !DILocation(line: 18, column: 16, scope: !55)
!62 = !DILocation(line: 20, column: 8, scope: !55)
!63 = !DILocation(line: 21, column: 4, scope: !55)
!64 = !DILocation(line: 22, column: 4, scope: !55)
!65 = !DILocation(line: 23, column: 2, scope: !55)
!66 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 26, type: !56, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!67 = !DILocalVariable(name: "arg", arg: 1, scope: !66, file: !3, line: 26, type: !58)
!68 = !DILocation(line: 26, column: 16, scope: !66)
!69 = !DILocation(line: 28, column: 8, scope: !66)
!70 = !DILocation(line: 29, column: 4, scope: !66)
!71 = !DILocation(line: 30, column: 4, scope: !66)
!72 = !DILocation(line: 31, column: 2, scope: !66)
!73 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 34, type: !74, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!74 = !DISubroutineType(types: !75)
!75 = !{!46}
!76 = !DILocalVariable(name: "th", scope: !73, file: !3, line: 36, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 128, elements: !81)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !79, line: 27, baseType: !80)
!79 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!80 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!81 = !{!82}
!82 = !DISubrange(count: 2)
!83 = !DILocation(line: 36, column: 12, scope: !73)
!84 = !DILocation(line: 37, column: 18, scope: !73)
!85 = !DILocation(line: 37, column: 2, scope: !73)
!86 = !DILocation(line: 38, column: 18, scope: !73)
!87 = !DILocation(line: 38, column: 2, scope: !73)
!88 = !DILocation(line: 39, column: 15, scope: !73)
!89 = !DILocation(line: 39, column: 2, scope: !73)
!90 = !DILocation(line: 40, column: 15, scope: !73)
!91 = !DILocation(line: 40, column: 2, scope: !73)
!92 = !DILocalVariable(name: "v", scope: !73, file: !3, line: 41, type: !46)
!93 = !DILocation(line: 41, column: 6, scope: !73)
!94 = !DILocalVariable(name: "d", scope: !73, file: !3, line: 41, type: !46)
!95 = !DILocation(line: 41, column: 9, scope: !73)
!96 = !DILocalVariable(name: "o", scope: !73, file: !3, line: 41, type: !46)
!97 = !DILocation(line: 41, column: 12, scope: !73)
!98 = !DILocation(line: 42, column: 6, scope: !73)
!99 = !DILocation(line: 42, column: 4, scope: !73)
!100 = !DILocation(line: 43, column: 6, scope: !73)
!101 = !DILocation(line: 43, column: 8, scope: !73)
!102 = !DILocation(line: 43, column: 19, scope: !73)
!103 = !DILocation(line: 43, column: 21, scope: !73)
!104 = !DILocation(line: 43, column: 32, scope: !73)
!105 = !DILocation(line: 43, column: 34, scope: !73)
!106 = !DILocation(line: 43, column: 4, scope: !73)
!107 = !DILocation(line: 44, column: 6, scope: !108)
!108 = distinct !DILexicalBlock(scope: !73, file: !3, line: 44, column: 6)
!109 = !DILocation(line: 44, column: 8, scope: !108)
!110 = !DILocation(line: 44, column: 6, scope: !73)
!111 = !DILocation(line: 45, column: 3, scope: !108)
!112 = !DILocation(line: 46, column: 7, scope: !73)
!113 = !DILocation(line: 46, column: 4, scope: !73)
!114 = !DILocation(line: 47, column: 6, scope: !73)
!115 = !DILocation(line: 47, column: 4, scope: !73)
!116 = !DILocation(line: 48, column: 6, scope: !73)
!117 = !DILocation(line: 48, column: 8, scope: !73)
!118 = !DILocation(line: 48, column: 19, scope: !73)
!119 = !DILocation(line: 48, column: 21, scope: !73)
!120 = !DILocation(line: 48, column: 32, scope: !73)
!121 = !DILocation(line: 48, column: 34, scope: !73)
!122 = !DILocation(line: 48, column: 4, scope: !73)
!123 = !DILocation(line: 49, column: 6, scope: !124)
!124 = distinct !DILexicalBlock(scope: !73, file: !3, line: 49, column: 6)
!125 = !DILocation(line: 49, column: 8, scope: !124)
!126 = !DILocation(line: 49, column: 6, scope: !73)
!127 = !DILocation(line: 50, column: 3, scope: !124)
!128 = !DILocation(line: 51, column: 7, scope: !73)
!129 = !DILocation(line: 51, column: 9, scope: !73)
!130 = !DILocation(line: 51, column: 4, scope: !73)
!131 = !DILocation(line: 57, column: 10, scope: !73)
!132 = !DILocation(line: 57, column: 2, scope: !73)
!133 = !DILocation(line: 60, column: 3, scope: !134)
!134 = distinct !DILexicalBlock(scope: !135, file: !3, line: 60, column: 3)
!135 = distinct !DILexicalBlock(scope: !136, file: !3, line: 60, column: 3)
!136 = distinct !DILexicalBlock(scope: !73, file: !3, line: 57, column: 13)
!137 = !DILocation(line: 65, column: 3, scope: !138)
!138 = distinct !DILexicalBlock(scope: !139, file: !3, line: 65, column: 3)
!139 = distinct !DILexicalBlock(scope: !136, file: !3, line: 65, column: 3)
!140 = !DILocation(line: 70, column: 3, scope: !141)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 70, column: 3)
!142 = distinct !DILexicalBlock(scope: !136, file: !3, line: 70, column: 3)
!143 = !DILocation(line: 75, column: 3, scope: !144)
!144 = distinct !DILexicalBlock(scope: !145, file: !3, line: 75, column: 3)
!145 = distinct !DILexicalBlock(scope: !136, file: !3, line: 75, column: 3)
!146 = !DILocation(line: 80, column: 3, scope: !147)
!147 = distinct !DILexicalBlock(scope: !148, file: !3, line: 80, column: 3)
!148 = distinct !DILexicalBlock(scope: !136, file: !3, line: 80, column: 3)
!149 = !DILocation(line: 85, column: 3, scope: !150)
!150 = distinct !DILexicalBlock(scope: !151, file: !3, line: 85, column: 3)
!151 = distinct !DILexicalBlock(scope: !136, file: !3, line: 85, column: 3)
!152 = !DILocation(line: 90, column: 3, scope: !153)
!153 = distinct !DILexicalBlock(scope: !154, file: !3, line: 90, column: 3)
!154 = distinct !DILexicalBlock(scope: !136, file: !3, line: 90, column: 3)
!155 = !DILocation(line: 95, column: 3, scope: !156)
!156 = distinct !DILexicalBlock(scope: !157, file: !3, line: 95, column: 3)
!157 = distinct !DILexicalBlock(scope: !136, file: !3, line: 95, column: 3)
!158 = !DILocation(line: 100, column: 3, scope: !159)
!159 = distinct !DILexicalBlock(scope: !160, file: !3, line: 100, column: 3)
!160 = distinct !DILexicalBlock(scope: !136, file: !3, line: 100, column: 3)
!161 = !DILocation(line: 104, column: 3, scope: !136)
!162 = !DILabel(scope: !73, name: "unexpected", file: !3, line: 108)
!163 = !DILocation(line: 108, column: 1, scope: !73)
!164 = !DILocation(line: 109, column: 2, scope: !165)
!165 = distinct !DILexicalBlock(scope: !166, file: !3, line: 109, column: 2)
!166 = distinct !DILexicalBlock(scope: !73, file: !3, line: 109, column: 2)
