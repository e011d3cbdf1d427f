; ModuleID = 'ISA2.c'
source_filename = "ISA2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !41
@r1_0 = dso_local global i32 0, align 4, !dbg !47
@z = dso_local global i32 0, align 4, !dbg !45
@r2_0 = dso_local global i32 0, align 4, !dbg !49
@r2_1 = dso_local global i32 0, align 4, !dbg !51
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [7 x i8] c"ISA2.c\00", align 1, !dbg !11
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
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !61 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !66, !DIExpression(), !67)
  %3 = load ptr, ptr %2, align 8, !dbg !68
  store volatile i32 1, ptr @x, align 4, !dbg !69
  store volatile i32 1, ptr @y, align 4, !dbg !70
  ret ptr null, !dbg !71
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !72 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !73, !DIExpression(), !74)
  %3 = load ptr, ptr %2, align 8, !dbg !75
  %4 = load volatile i32, ptr @y, align 4, !dbg !76
  store i32 %4, ptr @r1_0, align 4, !dbg !77
  store volatile i32 1, ptr @z, align 4, !dbg !78
  ret ptr null, !dbg !79
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t2(ptr noundef %0) #0 !dbg !80 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !81, !DIExpression(), !82)
  %3 = load ptr, ptr %2, align 8, !dbg !83
  %4 = load volatile i32, ptr @z, align 4, !dbg !84
  store i32 %4, ptr @r2_0, align 4, !dbg !85
  %5 = load volatile i32, ptr @x, align 4, !dbg !86
  store i32 %5, ptr @r2_1, align 4, !dbg !87
  ret ptr null, !dbg !88
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !89 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !92, !DIExpression(), !99)
  %6 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 0, !dbg !100
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !101
  %8 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 1, !dbg !102
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !103
  %10 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 2, !dbg !104
  %11 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @t2, ptr noundef null) #4, !dbg !105
  %12 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 0, !dbg !106
  %13 = load i64, ptr %12, align 16, !dbg !106
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null), !dbg !107
  %15 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 1, !dbg !108
  %16 = load i64, ptr %15, align 8, !dbg !108
  %17 = call i32 @pthread_join(i64 noundef %16, ptr noundef null), !dbg !109
  %18 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 2, !dbg !110
  %19 = load i64, ptr %18, align 16, !dbg !110
  %20 = call i32 @pthread_join(i64 noundef %19, ptr noundef null), !dbg !111
    #dbg_declare(ptr %3, !112, !DIExpression(), !113)
    #dbg_declare(ptr %4, !114, !DIExpression(), !115)
    #dbg_declare(ptr %5, !116, !DIExpression(), !117)
  store i32 0, ptr %5, align 4, !dbg !117
  %21 = load i32, ptr @r1_0, align 4, !dbg !118
  store i32 %21, ptr %3, align 4, !dbg !119
  %22 = load i32, ptr %3, align 4, !dbg !120
  %23 = icmp eq i32 %22, 0, !dbg !121
  br i1 %23, label %24, label %25, !dbg !120

24:                                               ; preds = %0
  br label %30, !dbg !120

25:                                               ; preds = %0
  %26 = load i32, ptr %3, align 4, !dbg !122
  %27 = icmp eq i32 %26, 1, !dbg !123
  %28 = zext i1 %27 to i64, !dbg !122
  %29 = select i1 %27, i32 1, i32 -1, !dbg !122
  br label %30, !dbg !120

30:                                               ; preds = %25, %24
  %31 = phi i32 [ 0, %24 ], [ %29, %25 ], !dbg !120
  store i32 %31, ptr %4, align 4, !dbg !124
  %32 = load i32, ptr %4, align 4, !dbg !125
  %33 = icmp slt i32 %32, 0, !dbg !127
  br i1 %33, label %34, label %35, !dbg !128

34:                                               ; preds = %30
  br label %87, !dbg !129

35:                                               ; preds = %30
  %36 = load i32, ptr %4, align 4, !dbg !130
  %37 = load i32, ptr %5, align 4, !dbg !131
  %38 = add nsw i32 %37, %36, !dbg !131
  store i32 %38, ptr %5, align 4, !dbg !131
  %39 = load i32, ptr @r2_0, align 4, !dbg !132
  store i32 %39, ptr %3, align 4, !dbg !133
  %40 = load i32, ptr %3, align 4, !dbg !134
  %41 = icmp eq i32 %40, 0, !dbg !135
  br i1 %41, label %42, label %43, !dbg !134

42:                                               ; preds = %35
  br label %48, !dbg !134

43:                                               ; preds = %35
  %44 = load i32, ptr %3, align 4, !dbg !136
  %45 = icmp eq i32 %44, 1, !dbg !137
  %46 = zext i1 %45 to i64, !dbg !136
  %47 = select i1 %45, i32 1, i32 -1, !dbg !136
  br label %48, !dbg !134

48:                                               ; preds = %43, %42
  %49 = phi i32 [ 0, %42 ], [ %47, %43 ], !dbg !134
  store i32 %49, ptr %4, align 4, !dbg !138
  %50 = load i32, ptr %4, align 4, !dbg !139
  %51 = icmp slt i32 %50, 0, !dbg !141
  br i1 %51, label %52, label %53, !dbg !142

52:                                               ; preds = %48
  br label %87, !dbg !143

53:                                               ; preds = %48
  %54 = load i32, ptr %4, align 4, !dbg !144
  %55 = mul nsw i32 %54, 2, !dbg !145
  %56 = load i32, ptr %5, align 4, !dbg !146
  %57 = add nsw i32 %56, %55, !dbg !146
  store i32 %57, ptr %5, align 4, !dbg !146
  %58 = load i32, ptr @r2_1, align 4, !dbg !147
  store i32 %58, ptr %3, align 4, !dbg !148
  %59 = load i32, ptr %3, align 4, !dbg !149
  %60 = icmp eq i32 %59, 0, !dbg !150
  br i1 %60, label %61, label %62, !dbg !149

61:                                               ; preds = %53
  br label %67, !dbg !149

62:                                               ; preds = %53
  %63 = load i32, ptr %3, align 4, !dbg !151
  %64 = icmp eq i32 %63, 1, !dbg !152
  %65 = zext i1 %64 to i64, !dbg !151
  %66 = select i1 %64, i32 1, i32 -1, !dbg !151
  br label %67, !dbg !149

67:                                               ; preds = %62, %61
  %68 = phi i32 [ 0, %61 ], [ %66, %62 ], !dbg !149
  store i32 %68, ptr %4, align 4, !dbg !153
  %69 = load i32, ptr %4, align 4, !dbg !154
  %70 = icmp slt i32 %69, 0, !dbg !156
  br i1 %70, label %71, label %72, !dbg !157

71:                                               ; preds = %67
  br label %87, !dbg !158

72:                                               ; preds = %67
  %73 = load i32, ptr %4, align 4, !dbg !159
  %74 = mul nsw i32 %73, 4, !dbg !160
  %75 = load i32, ptr %5, align 4, !dbg !161
  %76 = add nsw i32 %75, %74, !dbg !161
  store i32 %76, ptr %5, align 4, !dbg !161
  %77 = load i32, ptr %5, align 4, !dbg !162
  switch i32 %77, label %86 [
    i32 0, label %78
    i32 1, label %79
    i32 2, label %80
    i32 3, label %81
    i32 4, label %82
    i32 5, label %83
    i32 6, label %84
    i32 7, label %85
  ], !dbg !163

78:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 79, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !164
  unreachable, !dbg !164

79:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 84, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !168
  unreachable, !dbg !168

80:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 89, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !171
  unreachable, !dbg !171

81:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 94, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !174
  unreachable, !dbg !174

82:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 99, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !177
  unreachable, !dbg !177

83:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 104, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !180
  unreachable, !dbg !180

84:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 109, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !183
  unreachable, !dbg !183

85:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 114, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !186
  unreachable, !dbg !186

86:                                               ; preds = %72
  br label %87, !dbg !189

87:                                               ; preds = %86, %71, %52, %34
    #dbg_label(!190, !191)
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 123, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !192
  unreachable, !dbg !192
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
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 17, type: !43, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ISA2.c", directory: ".", checksumkind: CSK_MD5, checksum: "3b245efa7626486e470bb54027dd9299")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !34, !36, !0, !41, !45, !47, !49, !51}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 7)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 99, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !7, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !7, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 22)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 18, type: !43, isLocal: false, isDefinition: true)
!43 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !44)
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "z", scope: !2, file: !3, line: 19, type: !43, isLocal: false, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 20, type: !44, isLocal: false, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 20, type: !44, isLocal: false, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 20, type: !44, isLocal: false, isDefinition: true)
!53 = !{i32 7, !"Dwarf Version", i32 5}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 8, !"PIC Level", i32 2}
!57 = !{i32 7, !"PIE Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 2}
!59 = !{i32 7, !"frame-pointer", i32 2}
!60 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!61 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 22, type: !62, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !65)
!62 = !DISubroutineType(types: !63)
!63 = !{!64, !64}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!65 = !{}
!66 = !DILocalVariable(name: "arg", arg: 1, scope: !61, file: !3, line: 22, type: !64)
!67 = !DILocation(line: 22, column: 16, scope: !61)
!68 = !DILocation(line: 24, column: 8, scope: !61)
!69 = !DILocation(line: 25, column: 4, scope: !61)
!70 = !DILocation(line: 26, column: 4, scope: !61)
!71 = !DILocation(line: 27, column: 2, scope: !61)
!72 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 30, type: !62, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !65)
!73 = !DILocalVariable(name: "arg", arg: 1, scope: !72, file: !3, line: 30, type: !64)
!74 = !DILocation(line: 30, column: 16, scope: !72)
!75 = !DILocation(line: 32, column: 8, scope: !72)
!76 = !DILocation(line: 33, column: 9, scope: !72)
!77 = !DILocation(line: 33, column: 7, scope: !72)
!78 = !DILocation(line: 34, column: 4, scope: !72)
!79 = !DILocation(line: 35, column: 2, scope: !72)
!80 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 38, type: !62, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !65)
!81 = !DILocalVariable(name: "arg", arg: 1, scope: !80, file: !3, line: 38, type: !64)
!82 = !DILocation(line: 38, column: 16, scope: !80)
!83 = !DILocation(line: 40, column: 8, scope: !80)
!84 = !DILocation(line: 41, column: 9, scope: !80)
!85 = !DILocation(line: 41, column: 7, scope: !80)
!86 = !DILocation(line: 42, column: 9, scope: !80)
!87 = !DILocation(line: 42, column: 7, scope: !80)
!88 = !DILocation(line: 43, column: 2, scope: !80)
!89 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 46, type: !90, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !65)
!90 = !DISubroutineType(types: !91)
!91 = !{!44}
!92 = !DILocalVariable(name: "th", scope: !89, file: !3, line: 48, type: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 192, elements: !97)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !95, line: 27, baseType: !96)
!95 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!96 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!97 = !{!98}
!98 = !DISubrange(count: 3)
!99 = !DILocation(line: 48, column: 12, scope: !89)
!100 = !DILocation(line: 49, column: 18, scope: !89)
!101 = !DILocation(line: 49, column: 2, scope: !89)
!102 = !DILocation(line: 50, column: 18, scope: !89)
!103 = !DILocation(line: 50, column: 2, scope: !89)
!104 = !DILocation(line: 51, column: 18, scope: !89)
!105 = !DILocation(line: 51, column: 2, scope: !89)
!106 = !DILocation(line: 52, column: 15, scope: !89)
!107 = !DILocation(line: 52, column: 2, scope: !89)
!108 = !DILocation(line: 53, column: 15, scope: !89)
!109 = !DILocation(line: 53, column: 2, scope: !89)
!110 = !DILocation(line: 54, column: 15, scope: !89)
!111 = !DILocation(line: 54, column: 2, scope: !89)
!112 = !DILocalVariable(name: "v", scope: !89, file: !3, line: 55, type: !44)
!113 = !DILocation(line: 55, column: 6, scope: !89)
!114 = !DILocalVariable(name: "d", scope: !89, file: !3, line: 55, type: !44)
!115 = !DILocation(line: 55, column: 9, scope: !89)
!116 = !DILocalVariable(name: "o", scope: !89, file: !3, line: 55, type: !44)
!117 = !DILocation(line: 55, column: 12, scope: !89)
!118 = !DILocation(line: 56, column: 6, scope: !89)
!119 = !DILocation(line: 56, column: 4, scope: !89)
!120 = !DILocation(line: 57, column: 6, scope: !89)
!121 = !DILocation(line: 57, column: 8, scope: !89)
!122 = !DILocation(line: 57, column: 19, scope: !89)
!123 = !DILocation(line: 57, column: 21, scope: !89)
!124 = !DILocation(line: 57, column: 4, scope: !89)
!125 = !DILocation(line: 58, column: 6, scope: !126)
!126 = distinct !DILexicalBlock(scope: !89, file: !3, line: 58, column: 6)
!127 = !DILocation(line: 58, column: 8, scope: !126)
!128 = !DILocation(line: 58, column: 6, scope: !89)
!129 = !DILocation(line: 59, column: 3, scope: !126)
!130 = !DILocation(line: 60, column: 7, scope: !89)
!131 = !DILocation(line: 60, column: 4, scope: !89)
!132 = !DILocation(line: 61, column: 6, scope: !89)
!133 = !DILocation(line: 61, column: 4, scope: !89)
!134 = !DILocation(line: 62, column: 6, scope: !89)
!135 = !DILocation(line: 62, column: 8, scope: !89)
!136 = !DILocation(line: 62, column: 19, scope: !89)
!137 = !DILocation(line: 62, column: 21, scope: !89)
!138 = !DILocation(line: 62, column: 4, scope: !89)
!139 = !DILocation(line: 63, column: 6, scope: !140)
!140 = distinct !DILexicalBlock(scope: !89, file: !3, line: 63, column: 6)
!141 = !DILocation(line: 63, column: 8, scope: !140)
!142 = !DILocation(line: 63, column: 6, scope: !89)
!143 = !DILocation(line: 64, column: 3, scope: !140)
!144 = !DILocation(line: 65, column: 7, scope: !89)
!145 = !DILocation(line: 65, column: 9, scope: !89)
!146 = !DILocation(line: 65, column: 4, scope: !89)
!147 = !DILocation(line: 66, column: 6, scope: !89)
!148 = !DILocation(line: 66, column: 4, scope: !89)
!149 = !DILocation(line: 67, column: 6, scope: !89)
!150 = !DILocation(line: 67, column: 8, scope: !89)
!151 = !DILocation(line: 67, column: 19, scope: !89)
!152 = !DILocation(line: 67, column: 21, scope: !89)
!153 = !DILocation(line: 67, column: 4, scope: !89)
!154 = !DILocation(line: 68, column: 6, scope: !155)
!155 = distinct !DILexicalBlock(scope: !89, file: !3, line: 68, column: 6)
!156 = !DILocation(line: 68, column: 8, scope: !155)
!157 = !DILocation(line: 68, column: 6, scope: !89)
!158 = !DILocation(line: 69, column: 3, scope: !155)
!159 = !DILocation(line: 70, column: 7, scope: !89)
!160 = !DILocation(line: 70, column: 9, scope: !89)
!161 = !DILocation(line: 70, column: 4, scope: !89)
!162 = !DILocation(line: 76, column: 10, scope: !89)
!163 = !DILocation(line: 76, column: 2, scope: !89)
!164 = !DILocation(line: 79, column: 3, scope: !165)
!165 = distinct !DILexicalBlock(scope: !166, file: !3, line: 79, column: 3)
!166 = distinct !DILexicalBlock(scope: !167, file: !3, line: 79, column: 3)
!167 = distinct !DILexicalBlock(scope: !89, file: !3, line: 76, column: 13)
!168 = !DILocation(line: 84, column: 3, scope: !169)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 84, column: 3)
!170 = distinct !DILexicalBlock(scope: !167, file: !3, line: 84, column: 3)
!171 = !DILocation(line: 89, column: 3, scope: !172)
!172 = distinct !DILexicalBlock(scope: !173, file: !3, line: 89, column: 3)
!173 = distinct !DILexicalBlock(scope: !167, file: !3, line: 89, column: 3)
!174 = !DILocation(line: 94, column: 3, scope: !175)
!175 = distinct !DILexicalBlock(scope: !176, file: !3, line: 94, column: 3)
!176 = distinct !DILexicalBlock(scope: !167, file: !3, line: 94, column: 3)
!177 = !DILocation(line: 99, column: 3, scope: !178)
!178 = distinct !DILexicalBlock(scope: !179, file: !3, line: 99, column: 3)
!179 = distinct !DILexicalBlock(scope: !167, file: !3, line: 99, column: 3)
!180 = !DILocation(line: 104, column: 3, scope: !181)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 104, column: 3)
!182 = distinct !DILexicalBlock(scope: !167, file: !3, line: 104, column: 3)
!183 = !DILocation(line: 109, column: 3, scope: !184)
!184 = distinct !DILexicalBlock(scope: !185, file: !3, line: 109, column: 3)
!185 = distinct !DILexicalBlock(scope: !167, file: !3, line: 109, column: 3)
!186 = !DILocation(line: 114, column: 3, scope: !187)
!187 = distinct !DILexicalBlock(scope: !188, file: !3, line: 114, column: 3)
!188 = distinct !DILexicalBlock(scope: !167, file: !3, line: 114, column: 3)
!189 = !DILocation(line: 118, column: 3, scope: !167)
!190 = !DILabel(scope: !89, name: "unexpected", file: !3, line: 122)
!191 = !DILocation(line: 122, column: 1, scope: !89)
!192 = !DILocation(line: 123, column: 2, scope: !193)
!193 = distinct !DILexicalBlock(scope: !194, file: !3, line: 123, column: 2)
!194 = distinct !DILexicalBlock(scope: !89, file: !3, line: 123, column: 2)
