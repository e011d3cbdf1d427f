; ModuleID = 'SB+mfence+xchg.c'
source_filename = "SB+mfence+xchg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !41
@r0_2 = dso_local global i32 0, align 4, !dbg !45
@r1_0 = dso_local global i32 0, align 4, !dbg !47
@r1_1 = dso_local global i32 0, align 4, !dbg !49
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [17 x i8] c"SB+mfence+xchg.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !28
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !30
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !36

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !59 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !64, !DIExpression(), !65)
  %3 = load ptr, ptr %2, align 8, !dbg !66
  store volatile i32 1, ptr @x, align 4, !dbg !67
  fence seq_cst, !dbg !68
  %4 = load volatile i32, ptr @y, align 4, !dbg !69
  store i32 %4, ptr @r0_2, align 4, !dbg !70
  ret ptr null, !dbg !71
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !72 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !73, !DIExpression(), !74)
  %5 = load ptr, ptr %2, align 8, !dbg !75
  store i32 1, ptr %3, align 4, !dbg !76
  %6 = load i32, ptr %3, align 4, !dbg !76
  %7 = atomicrmw volatile xchg ptr @y, i32 %6 seq_cst, align 4, !dbg !76
  store i32 %7, ptr %4, align 4, !dbg !76
  %8 = load i32, ptr %4, align 4, !dbg !76
  store i32 %8, ptr @r1_0, align 4, !dbg !77
  %9 = load volatile i32, ptr @x, align 4, !dbg !78
  store i32 %9, ptr @r1_1, align 4, !dbg !79
  ret ptr null, !dbg !80
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !81 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !84, !DIExpression(), !91)
  %6 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !92
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !93
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !94
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !95
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !96
  %11 = load i64, ptr %10, align 16, !dbg !96
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !97
  %13 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !98
  %14 = load i64, ptr %13, align 8, !dbg !98
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !99
    #dbg_declare(ptr %3, !100, !DIExpression(), !101)
    #dbg_declare(ptr %4, !102, !DIExpression(), !103)
    #dbg_declare(ptr %5, !104, !DIExpression(), !105)
  store i32 0, ptr %5, align 4, !dbg !105
  %16 = load i32, ptr @r0_2, align 4, !dbg !106
  store i32 %16, ptr %3, align 4, !dbg !107
  %17 = load i32, ptr %3, align 4, !dbg !108
  %18 = icmp eq i32 %17, 0, !dbg !109
  br i1 %18, label %19, label %20, !dbg !108

19:                                               ; preds = %0
  br label %25, !dbg !108

20:                                               ; preds = %0
  %21 = load i32, ptr %3, align 4, !dbg !110
  %22 = icmp eq i32 %21, 1, !dbg !111
  %23 = zext i1 %22 to i64, !dbg !110
  %24 = select i1 %22, i32 1, i32 -1, !dbg !110
  br label %25, !dbg !108

25:                                               ; preds = %20, %19
  %26 = phi i32 [ 0, %19 ], [ %24, %20 ], !dbg !108
  store i32 %26, ptr %4, align 4, !dbg !112
  %27 = load i32, ptr %4, align 4, !dbg !113
  %28 = icmp slt i32 %27, 0, !dbg !115
  br i1 %28, label %29, label %30, !dbg !116

29:                                               ; preds = %25
  br label %82, !dbg !117

30:                                               ; preds = %25
  %31 = load i32, ptr %4, align 4, !dbg !118
  %32 = load i32, ptr %5, align 4, !dbg !119
  %33 = add nsw i32 %32, %31, !dbg !119
  store i32 %33, ptr %5, align 4, !dbg !119
  %34 = load i32, ptr @r1_0, align 4, !dbg !120
  store i32 %34, ptr %3, align 4, !dbg !121
  %35 = load i32, ptr %3, align 4, !dbg !122
  %36 = icmp eq i32 %35, 0, !dbg !123
  br i1 %36, label %37, label %38, !dbg !122

37:                                               ; preds = %30
  br label %43, !dbg !122

38:                                               ; preds = %30
  %39 = load i32, ptr %3, align 4, !dbg !124
  %40 = icmp eq i32 %39, 1, !dbg !125
  %41 = zext i1 %40 to i64, !dbg !124
  %42 = select i1 %40, i32 1, i32 -1, !dbg !124
  br label %43, !dbg !122

43:                                               ; preds = %38, %37
  %44 = phi i32 [ 0, %37 ], [ %42, %38 ], !dbg !122
  store i32 %44, ptr %4, align 4, !dbg !126
  %45 = load i32, ptr %4, align 4, !dbg !127
  %46 = icmp slt i32 %45, 0, !dbg !129
  br i1 %46, label %47, label %48, !dbg !130

47:                                               ; preds = %43
  br label %82, !dbg !131

48:                                               ; preds = %43
  %49 = load i32, ptr %4, align 4, !dbg !132
  %50 = mul nsw i32 %49, 2, !dbg !133
  %51 = load i32, ptr %5, align 4, !dbg !134
  %52 = add nsw i32 %51, %50, !dbg !134
  store i32 %52, ptr %5, align 4, !dbg !134
  %53 = load i32, ptr @r1_1, align 4, !dbg !135
  store i32 %53, ptr %3, align 4, !dbg !136
  %54 = load i32, ptr %3, align 4, !dbg !137
  %55 = icmp eq i32 %54, 0, !dbg !138
  br i1 %55, label %56, label %57, !dbg !137

56:                                               ; preds = %48
  br label %62, !dbg !137

57:                                               ; preds = %48
  %58 = load i32, ptr %3, align 4, !dbg !139
  %59 = icmp eq i32 %58, 1, !dbg !140
  %60 = zext i1 %59 to i64, !dbg !139
  %61 = select i1 %59, i32 1, i32 -1, !dbg !139
  br label %62, !dbg !137

62:                                               ; preds = %57, %56
  %63 = phi i32 [ 0, %56 ], [ %61, %57 ], !dbg !137
  store i32 %63, ptr %4, align 4, !dbg !141
  %64 = load i32, ptr %4, align 4, !dbg !142
  %65 = icmp slt i32 %64, 0, !dbg !144
  br i1 %65, label %66, label %67, !dbg !145

66:                                               ; preds = %62
  br label %82, !dbg !146

67:                                               ; preds = %62
  %68 = load i32, ptr %4, align 4, !dbg !147
  %69 = mul nsw i32 %68, 4, !dbg !148
  %70 = load i32, ptr %5, align 4, !dbg !149
  %71 = add nsw i32 %70, %69, !dbg !149
  store i32 %71, ptr %5, align 4, !dbg !149
  %72 = load i32, ptr %5, align 4, !dbg !150
  switch i32 %72, label %81 [
    i32 0, label %73
    i32 1, label %74
    i32 2, label %75
    i32 3, label %76
    i32 4, label %77
    i32 5, label %78
    i32 6, label %79
    i32 7, label %80
  ], !dbg !151

73:                                               ; preds = %67
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 68, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !152
  unreachable, !dbg !152

74:                                               ; preds = %67
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 73, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !156
  unreachable, !dbg !156

75:                                               ; preds = %67
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 78, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !159
  unreachable, !dbg !159

76:                                               ; preds = %67
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 83, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !162
  unreachable, !dbg !162

77:                                               ; preds = %67
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 88, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !165
  unreachable, !dbg !165

78:                                               ; preds = %67
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 93, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !168
  unreachable, !dbg !168

79:                                               ; preds = %67
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 98, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !171
  unreachable, !dbg !171

80:                                               ; preds = %67
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 103, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !174
  unreachable, !dbg !174

81:                                               ; preds = %67
  br label %82, !dbg !177

82:                                               ; preds = %81, %66, %47, %29
    #dbg_label(!178, !179)
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 112, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !180
  unreachable, !dbg !180
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
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !43, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "SB+mfence+xchg.c", directory: ".", checksumkind: CSK_MD5, checksum: "ffb388be59363725289569f5df514862")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !34, !36, !0, !41, !45, !47, !49}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 136, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 17)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 98, type: !7, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !7, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 22)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !43, isLocal: false, isDefinition: true)
!43 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !44)
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "r0_2", scope: !2, file: !3, line: 18, type: !44, isLocal: false, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 18, type: !44, isLocal: false, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 18, type: !44, isLocal: false, isDefinition: true)
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"frame-pointer", i32 2}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 20, type: !60, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!60 = !DISubroutineType(types: !61)
!61 = !{!62, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!63 = !{}
!64 = !DILocalVariable(name: "arg", arg: 1, scope: !59, file: !3, line: 20, type: !62)
!65 = !DILocation(line: 20, column: 16, scope: !59)
!66 = !DILocation(line: 22, column: 8, scope: !59)
!67 = !DILocation(line: 23, column: 4, scope: !59)
!68 = !DILocation(line: 24, column: 2, scope: !59)
!69 = !DILocation(line: 25, column: 9, scope: !59)
!70 = !DILocation(line: 25, column: 7, scope: !59)
!71 = !DILocation(line: 26, column: 2, scope: !59)
!72 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 29, type: !60, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!73 = !DILocalVariable(name: "arg", arg: 1, scope: !72, file: !3, line: 29, type: !62)
!74 = !DILocation(line: 29, column: 16, scope: !72)
!75 = !DILocation(line: 31, column: 8, scope: !72)
!76 = !DILocation(line: 32, column: 9, scope: !72)
!77 = !DILocation(line: 32, column: 7, scope: !72)
!78 = !DILocation(line: 33, column: 9, scope: !72)
!79 = !DILocation(line: 33, column: 7, scope: !72)
!80 = !DILocation(line: 34, column: 2, scope: !72)
!81 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !82, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!82 = !DISubroutineType(types: !83)
!83 = !{!44}
!84 = !DILocalVariable(name: "th", scope: !81, file: !3, line: 39, type: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !86, size: 128, elements: !89)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !87, line: 27, baseType: !88)
!87 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!88 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!89 = !{!90}
!90 = !DISubrange(count: 2)
!91 = !DILocation(line: 39, column: 12, scope: !81)
!92 = !DILocation(line: 40, column: 18, scope: !81)
!93 = !DILocation(line: 40, column: 2, scope: !81)
!94 = !DILocation(line: 41, column: 18, scope: !81)
!95 = !DILocation(line: 41, column: 2, scope: !81)
!96 = !DILocation(line: 42, column: 15, scope: !81)
!97 = !DILocation(line: 42, column: 2, scope: !81)
!98 = !DILocation(line: 43, column: 15, scope: !81)
!99 = !DILocation(line: 43, column: 2, scope: !81)
!100 = !DILocalVariable(name: "v", scope: !81, file: !3, line: 44, type: !44)
!101 = !DILocation(line: 44, column: 6, scope: !81)
!102 = !DILocalVariable(name: "d", scope: !81, file: !3, line: 44, type: !44)
!103 = !DILocation(line: 44, column: 9, scope: !81)
!104 = !DILocalVariable(name: "o", scope: !81, file: !3, line: 44, type: !44)
!105 = !DILocation(line: 44, column: 12, scope: !81)
!106 = !DILocation(line: 45, column: 6, scope: !81)
!107 = !DILocation(line: 45, column: 4, scope: !81)
!108 = !DILocation(line: 46, column: 6, scope: !81)
!109 = !DILocation(line: 46, column: 8, scope: !81)
!110 = !DILocation(line: 46, column: 19, scope: !81)
!111 = !DILocation(line: 46, column: 21, scope: !81)
!112 = !DILocation(line: 46, column: 4, scope: !81)
!113 = !DILocation(line: 47, column: 6, scope: !114)
!114 = distinct !DILexicalBlock(scope: !81, file: !3, line: 47, column: 6)
!115 = !DILocation(line: 47, column: 8, scope: !114)
!116 = !DILocation(line: 47, column: 6, scope: !81)
!117 = !DILocation(line: 48, column: 3, scope: !114)
!118 = !DILocation(line: 49, column: 7, scope: !81)
!119 = !DILocation(line: 49, column: 4, scope: !81)
!120 = !DILocation(line: 50, column: 6, scope: !81)
!121 = !DILocation(line: 50, column: 4, scope: !81)
!122 = !DILocation(line: 51, column: 6, scope: !81)
!123 = !DILocation(line: 51, column: 8, scope: !81)
!124 = !DILocation(line: 51, column: 19, scope: !81)
!125 = !DILocation(line: 51, column: 21, scope: !81)
!126 = !DILocation(line: 51, column: 4, scope: !81)
!127 = !DILocation(line: 52, column: 6, scope: !128)
!128 = distinct !DILexicalBlock(scope: !81, file: !3, line: 52, column: 6)
!129 = !DILocation(line: 52, column: 8, scope: !128)
!130 = !DILocation(line: 52, column: 6, scope: !81)
!131 = !DILocation(line: 53, column: 3, scope: !128)
!132 = !DILocation(line: 54, column: 7, scope: !81)
!133 = !DILocation(line: 54, column: 9, scope: !81)
!134 = !DILocation(line: 54, column: 4, scope: !81)
!135 = !DILocation(line: 55, column: 6, scope: !81)
!136 = !DILocation(line: 55, column: 4, scope: !81)
!137 = !DILocation(line: 56, column: 6, scope: !81)
!138 = !DILocation(line: 56, column: 8, scope: !81)
!139 = !DILocation(line: 56, column: 19, scope: !81)
!140 = !DILocation(line: 56, column: 21, scope: !81)
!141 = !DILocation(line: 56, column: 4, scope: !81)
!142 = !DILocation(line: 57, column: 6, scope: !143)
!143 = distinct !DILexicalBlock(scope: !81, file: !3, line: 57, column: 6)
!144 = !DILocation(line: 57, column: 8, scope: !143)
!145 = !DILocation(line: 57, column: 6, scope: !81)
!146 = !DILocation(line: 58, column: 3, scope: !143)
!147 = !DILocation(line: 59, column: 7, scope: !81)
!148 = !DILocation(line: 59, column: 9, scope: !81)
!149 = !DILocation(line: 59, column: 4, scope: !81)
!150 = !DILocation(line: 65, column: 10, scope: !81)
!151 = !DILocation(line: 65, column: 2, scope: !81)
!152 = !DILocation(line: 68, column: 3, scope: !153)
!153 = distinct !DILexicalBlock(scope: !154, file: !3, line: 68, column: 3)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 68, column: 3)
!155 = distinct !DILexicalBlock(scope: !81, file: !3, line: 65, column: 13)
!156 = !DILocation(line: 73, column: 3, scope: !157)
!157 = distinct !DILexicalBlock(scope: !158, file: !3, line: 73, column: 3)
!158 = distinct !DILexicalBlock(scope: !155, file: !3, line: 73, column: 3)
!159 = !DILocation(line: 78, column: 3, scope: !160)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 78, column: 3)
!161 = distinct !DILexicalBlock(scope: !155, file: !3, line: 78, column: 3)
!162 = !DILocation(line: 83, column: 3, scope: !163)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 83, column: 3)
!164 = distinct !DILexicalBlock(scope: !155, file: !3, line: 83, column: 3)
!165 = !DILocation(line: 88, column: 3, scope: !166)
!166 = distinct !DILexicalBlock(scope: !167, file: !3, line: 88, column: 3)
!167 = distinct !DILexicalBlock(scope: !155, file: !3, line: 88, column: 3)
!168 = !DILocation(line: 93, column: 3, scope: !169)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 93, column: 3)
!170 = distinct !DILexicalBlock(scope: !155, file: !3, line: 93, column: 3)
!171 = !DILocation(line: 98, column: 3, scope: !172)
!172 = distinct !DILexicalBlock(scope: !173, file: !3, line: 98, column: 3)
!173 = distinct !DILexicalBlock(scope: !155, file: !3, line: 98, column: 3)
!174 = !DILocation(line: 103, column: 3, scope: !175)
!175 = distinct !DILexicalBlock(scope: !176, file: !3, line: 103, column: 3)
!176 = distinct !DILexicalBlock(scope: !155, file: !3, line: 103, column: 3)
!177 = !DILocation(line: 107, column: 3, scope: !155)
!178 = !DILabel(scope: !81, name: "unexpected", file: !3, line: 111)
!179 = !DILocation(line: 111, column: 1, scope: !81)
!180 = !DILocation(line: 112, column: 2, scope: !181)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 112, column: 2)
!182 = distinct !DILexicalBlock(scope: !81, file: !3, line: 112, column: 2)
