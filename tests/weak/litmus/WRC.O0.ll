; ModuleID = 'WRC.c'
source_filename = "WRC.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r1_0 = dso_local global i32 0, align 4, !dbg !45
@y = dso_local global i32 0, align 4, !dbg !41
@r2_0 = dso_local global i32 0, align 4, !dbg !47
@r2_1 = dso_local global i32 0, align 4, !dbg !49
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [6 x i8] c"WRC.c\00", align 1, !dbg !11
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
  ret ptr null, !dbg !68
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !69 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !70, !DIExpression(), !71)
  %3 = load ptr, ptr %2, align 8, !dbg !72
  %4 = load volatile i32, ptr @x, align 4, !dbg !73
  store i32 %4, ptr @r1_0, align 4, !dbg !74
  store volatile i32 1, ptr @y, align 4, !dbg !75
  ret ptr null, !dbg !76
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t2(ptr noundef %0) #0 !dbg !77 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !78, !DIExpression(), !79)
  %3 = load ptr, ptr %2, align 8, !dbg !80
  %4 = load volatile i32, ptr @y, align 4, !dbg !81
  store i32 %4, ptr @r2_0, align 4, !dbg !82
  %5 = load volatile i32, ptr @x, align 4, !dbg !83
  store i32 %5, ptr @r2_1, align 4, !dbg !84
  ret ptr null, !dbg !85
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !86 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !89, !DIExpression(), !96)
  %6 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 0, !dbg !97
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !98
  %8 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 1, !dbg !99
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !100
  %10 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 2, !dbg !101
  %11 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @t2, ptr noundef null) #4, !dbg !102
  %12 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 0, !dbg !103
  %13 = load i64, ptr %12, align 16, !dbg !103
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null), !dbg !104
  %15 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 1, !dbg !105
  %16 = load i64, ptr %15, align 8, !dbg !105
  %17 = call i32 @pthread_join(i64 noundef %16, ptr noundef null), !dbg !106
  %18 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 2, !dbg !107
  %19 = load i64, ptr %18, align 16, !dbg !107
  %20 = call i32 @pthread_join(i64 noundef %19, ptr noundef null), !dbg !108
    #dbg_declare(ptr %3, !109, !DIExpression(), !110)
    #dbg_declare(ptr %4, !111, !DIExpression(), !112)
    #dbg_declare(ptr %5, !113, !DIExpression(), !114)
  store i32 0, ptr %5, align 4, !dbg !114
  %21 = load i32, ptr @r1_0, align 4, !dbg !115
  store i32 %21, ptr %3, align 4, !dbg !116
  %22 = load i32, ptr %3, align 4, !dbg !117
  %23 = icmp eq i32 %22, 0, !dbg !118
  br i1 %23, label %24, label %25, !dbg !117

24:                                               ; preds = %0
  br label %30, !dbg !117

25:                                               ; preds = %0
  %26 = load i32, ptr %3, align 4, !dbg !119
  %27 = icmp eq i32 %26, 1, !dbg !120
  %28 = zext i1 %27 to i64, !dbg !119
  %29 = select i1 %27, i32 1, i32 -1, !dbg !119
  br label %30, !dbg !117

30:                                               ; preds = %25, %24
  %31 = phi i32 [ 0, %24 ], [ %29, %25 ], !dbg !117
  store i32 %31, ptr %4, align 4, !dbg !121
  %32 = load i32, ptr %4, align 4, !dbg !122
  %33 = icmp slt i32 %32, 0, !dbg !124
  br i1 %33, label %34, label %35, !dbg !125

34:                                               ; preds = %30
  br label %87, !dbg !126

35:                                               ; preds = %30
  %36 = load i32, ptr %4, align 4, !dbg !127
  %37 = load i32, ptr %5, align 4, !dbg !128
  %38 = add nsw i32 %37, %36, !dbg !128
  store i32 %38, ptr %5, align 4, !dbg !128
  %39 = load i32, ptr @r2_0, align 4, !dbg !129
  store i32 %39, ptr %3, align 4, !dbg !130
  %40 = load i32, ptr %3, align 4, !dbg !131
  %41 = icmp eq i32 %40, 0, !dbg !132
  br i1 %41, label %42, label %43, !dbg !131

42:                                               ; preds = %35
  br label %48, !dbg !131

43:                                               ; preds = %35
  %44 = load i32, ptr %3, align 4, !dbg !133
  %45 = icmp eq i32 %44, 1, !dbg !134
  %46 = zext i1 %45 to i64, !dbg !133
  %47 = select i1 %45, i32 1, i32 -1, !dbg !133
  br label %48, !dbg !131

48:                                               ; preds = %43, %42
  %49 = phi i32 [ 0, %42 ], [ %47, %43 ], !dbg !131
  store i32 %49, ptr %4, align 4, !dbg !135
  %50 = load i32, ptr %4, align 4, !dbg !136
  %51 = icmp slt i32 %50, 0, !dbg !138
  br i1 %51, label %52, label %53, !dbg !139

52:                                               ; preds = %48
  br label %87, !dbg !140

53:                                               ; preds = %48
  %54 = load i32, ptr %4, align 4, !dbg !141
  %55 = mul nsw i32 %54, 2, !dbg !142
  %56 = load i32, ptr %5, align 4, !dbg !143
  %57 = add nsw i32 %56, %55, !dbg !143
  store i32 %57, ptr %5, align 4, !dbg !143
  %58 = load i32, ptr @r2_1, align 4, !dbg !144
  store i32 %58, ptr %3, align 4, !dbg !145
  %59 = load i32, ptr %3, align 4, !dbg !146
  %60 = icmp eq i32 %59, 0, !dbg !147
  br i1 %60, label %61, label %62, !dbg !146

61:                                               ; preds = %53
  br label %67, !dbg !146

62:                                               ; preds = %53
  %63 = load i32, ptr %3, align 4, !dbg !148
  %64 = icmp eq i32 %63, 1, !dbg !149
  %65 = zext i1 %64 to i64, !dbg !148
  %66 = select i1 %64, i32 1, i32 -1, !dbg !148
  br label %67, !dbg !146

67:                                               ; preds = %62, %61
  %68 = phi i32 [ 0, %61 ], [ %66, %62 ], !dbg !146
  store i32 %68, ptr %4, align 4, !dbg !150
  %69 = load i32, ptr %4, align 4, !dbg !151
  %70 = icmp slt i32 %69, 0, !dbg !153
  br i1 %70, label %71, label %72, !dbg !154

71:                                               ; preds = %67
  br label %87, !dbg !155

72:                                               ; preds = %67
  %73 = load i32, ptr %4, align 4, !dbg !156
  %74 = mul nsw i32 %73, 4, !dbg !157
  %75 = load i32, ptr %5, align 4, !dbg !158
  %76 = add nsw i32 %75, %74, !dbg !158
  store i32 %76, ptr %5, align 4, !dbg !158
  %77 = load i32, ptr %5, align 4, !dbg !159
  switch i32 %77, label %86 [
    i32 0, label %78
    i32 1, label %79
    i32 2, label %80
    i32 3, label %81
    i32 4, label %82
    i32 5, label %83
    i32 6, label %84
    i32 7, label %85
  ], !dbg !160

78:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 77, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !161
  unreachable, !dbg !161

79:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 82, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !165
  unreachable, !dbg !165

80:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 87, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !168
  unreachable, !dbg !168

81:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 92, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !171
  unreachable, !dbg !171

82:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 97, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !174
  unreachable, !dbg !174

83:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 102, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !177
  unreachable, !dbg !177

84:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 107, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !180
  unreachable, !dbg !180

85:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 112, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !183
  unreachable, !dbg !183

86:                                               ; preds = %72
  br label %87, !dbg !186

87:                                               ; preds = %86, %71, %52, %34
    #dbg_label(!187, !188)
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 121, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !189
  unreachable, !dbg !189
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
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 17, type: !43, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "WRC.c", directory: ".", checksumkind: CSK_MD5, checksum: "85e602ef206a3110c412a2e3f8052ec3")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !34, !36, !0, !41, !45, !47, !49}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 48, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 6)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 92, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 97, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 102, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !7, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !7, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 22)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 18, type: !43, isLocal: false, isDefinition: true)
!43 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !44)
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 19, type: !44, isLocal: false, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 19, type: !44, isLocal: false, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 19, type: !44, isLocal: false, isDefinition: true)
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"frame-pointer", i32 2}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 21, type: !60, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!60 = !DISubroutineType(types: !61)
!61 = !{!62, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!63 = !{}
!64 = !DILocalVariable(name: "arg", arg: 1, scope: !59, file: !3, line: 21, type: !62)
!65 = !DILocation(line: 21, column: 16, scope: !59)
!66 = !DILocation(line: 23, column: 8, scope: !59)
!67 = !DILocation(line: 24, column: 4, scope: !59)
!68 = !DILocation(line: 25, column: 2, scope: !59)
!69 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 28, type: !60, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!70 = !DILocalVariable(name: "arg", arg: 1, scope: !69, file: !3, line: 28, type: !62)
!71 = !DILocation(line: 28, column: 16, scope: !69)
!72 = !DILocation(line: 30, column: 8, scope: !69)
!73 = !DILocation(line: 31, column: 9, scope: !69)
!74 = !DILocation(line: 31, column: 7, scope: !69)
!75 = !DILocation(line: 32, column: 4, scope: !69)
!76 = !DILocation(line: 33, column: 2, scope: !69)
!77 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 36, type: !60, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!78 = !DILocalVariable(name: "arg", arg: 1, scope: !77, file: !3, line: 36, type: !62)
!79 = !DILocation(line: 36, column: 16, scope: !77)
!80 = !DILocation(line: 38, column: 8, scope: !77)
!81 = !DILocation(line: 39, column: 9, scope: !77)
!82 = !DILocation(line: 39, column: 7, scope: !77)
!83 = !DILocation(line: 40, column: 9, scope: !77)
!84 = !DILocation(line: 40, column: 7, scope: !77)
!85 = !DILocation(line: 41, column: 2, scope: !77)
!86 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 44, type: !87, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!87 = !DISubroutineType(types: !88)
!88 = !{!44}
!89 = !DILocalVariable(name: "th", scope: !86, file: !3, line: 46, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 192, elements: !94)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !92, line: 27, baseType: !93)
!92 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!93 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!94 = !{!95}
!95 = !DISubrange(count: 3)
!96 = !DILocation(line: 46, column: 12, scope: !86)
!97 = !DILocation(line: 47, column: 18, scope: !86)
!98 = !DILocation(line: 47, column: 2, scope: !86)
!99 = !DILocation(line: 48, column: 18, scope: !86)
!100 = !DILocation(line: 48, column: 2, scope: !86)
!101 = !DILocation(line: 49, column: 18, scope: !86)
!102 = !DILocation(line: 49, column: 2, scope: !86)
!103 = !DILocation(line: 50, column: 15, scope: !86)
!104 = !DILocation(line: 50, column: 2, scope: !86)
!105 = !DILocation(line: 51, column: 15, scope: !86)
!106 = !DILocation(line: 51, column: 2, scope: !86)
!107 = !DILocation(line: 52, column: 15, scope: !86)
!108 = !DILocation(line: 52, column: 2, scope: !86)
!109 = !DILocalVariable(name: "v", scope: !86, file: !3, line: 53, type: !44)
!110 = !DILocation(line: 53, column: 6, scope: !86)
!111 = !DILocalVariable(name: "d", scope: !86, file: !3, line: 53, type: !44)
!112 = !DILocation(line: 53, column: 9, scope: !86)
!113 = !DILocalVariable(name: "o", scope: !86, file: !3, line: 53, type: !44)
!114 = !DILocation(line: 53, column: 12, scope: !86)
!115 = !DILocation(line: 54, column: 6, scope: !86)
!116 = !DILocation(line: 54, column: 4, scope: !86)
!117 = !DILocation(line: 55, column: 6, scope: !86)
!118 = !DILocation(line: 55, column: 8, scope: !86)
!119 = !DILocation(line: 55, column: 19, scope: !86)
!120 = !DILocation(line: 55, column: 21, scope: !86)
!121 = !DILocation(line: 55, column: 4, scope: !86)
!122 = !DILocation(line: 56, column: 6, scope: !123)
!123 = distinct !DILexicalBlock(scope: !86, file: !3, line: 56, column: 6)
!124 = !DILocation(line: 56, column: 8, scope: !123)
!125 = !DILocation(line: 56, column: 6, scope: !86)
!126 = !DILocation(line: 57, column: 3, scope: !123)
!127 = !DILocation(line: 58, column: 7, scope: !86)
!128 = !DILocation(line: 58, column: 4, scope: !86)
!129 = !DILocation(line: 59, column: 6, scope: !86)
!130 = !DILocation(line: 59, column: 4, scope: !86)
!131 = !DILocation(line: 60, column: 6, scope: !86)
!132 = !DILocation(line: 60, column: 8, scope: !86)
!133 = !DILocation(line: 60, column: 19, scope: !86)
!134 = !DILocation(line: 60, column: 21, scope: !86)
!135 = !DILocation(line: 60, column: 4, scope: !86)
!136 = !DILocation(line: 61, column: 6, scope: !137)
!137 = distinct !DILexicalBlock(scope: !86, file: !3, line: 61, column: 6)
!138 = !DILocation(line: 61, column: 8, scope: !137)
!139 = !DILocation(line: 61, column: 6, scope: !86)
!140 = !DILocation(line: 62, column: 3, scope: !137)
!141 = !DILocation(line: 63, column: 7, scope: !86)
!142 = !DILocation(line: 63, column: 9, scope: !86)
!143 = !DILocation(line: 63, column: 4, scope: !86)
!144 = !DILocation(line: 64, column: 6, scope: !86)
!145 = !DILocation(line: 64, column: 4, scope: !86)
!146 = !DILocation(line: 65, column: 6, scope: !86)
!147 = !DILocation(line: 65, column: 8, scope: !86)
!148 = !DILocation(line: 65, column: 19, scope: !86)
!149 = !DILocation(line: 65, column: 21, scope: !86)
!150 = !DILocation(line: 65, column: 4, scope: !86)
!151 = !DILocation(line: 66, column: 6, scope: !152)
!152 = distinct !DILexicalBlock(scope: !86, file: !3, line: 66, column: 6)
!153 = !DILocation(line: 66, column: 8, scope: !152)
!154 = !DILocation(line: 66, column: 6, scope: !86)
!155 = !DILocation(line: 67, column: 3, scope: !152)
!156 = !DILocation(line: 68, column: 7, scope: !86)
!157 = !DILocation(line: 68, column: 9, scope: !86)
!158 = !DILocation(line: 68, column: 4, scope: !86)
!159 = !DILocation(line: 74, column: 10, scope: !86)
!160 = !DILocation(line: 74, column: 2, scope: !86)
!161 = !DILocation(line: 77, column: 3, scope: !162)
!162 = distinct !DILexicalBlock(scope: !163, file: !3, line: 77, column: 3)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 77, column: 3)
!164 = distinct !DILexicalBlock(scope: !86, file: !3, line: 74, column: 13)
!165 = !DILocation(line: 82, column: 3, scope: !166)
!166 = distinct !DILexicalBlock(scope: !167, file: !3, line: 82, column: 3)
!167 = distinct !DILexicalBlock(scope: !164, file: !3, line: 82, column: 3)
!168 = !DILocation(line: 87, column: 3, scope: !169)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 87, column: 3)
!170 = distinct !DILexicalBlock(scope: !164, file: !3, line: 87, column: 3)
!171 = !DILocation(line: 92, column: 3, scope: !172)
!172 = distinct !DILexicalBlock(scope: !173, file: !3, line: 92, column: 3)
!173 = distinct !DILexicalBlock(scope: !164, file: !3, line: 92, column: 3)
!174 = !DILocation(line: 97, column: 3, scope: !175)
!175 = distinct !DILexicalBlock(scope: !176, file: !3, line: 97, column: 3)
!176 = distinct !DILexicalBlock(scope: !164, file: !3, line: 97, column: 3)
!177 = !DILocation(line: 102, column: 3, scope: !178)
!178 = distinct !DILexicalBlock(scope: !179, file: !3, line: 102, column: 3)
!179 = distinct !DILexicalBlock(scope: !164, file: !3, line: 102, column: 3)
!180 = !DILocation(line: 107, column: 3, scope: !181)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 107, column: 3)
!182 = distinct !DILexicalBlock(scope: !164, file: !3, line: 107, column: 3)
!183 = !DILocation(line: 112, column: 3, scope: !184)
!184 = distinct !DILexicalBlock(scope: !185, file: !3, line: 112, column: 3)
!185 = distinct !DILexicalBlock(scope: !164, file: !3, line: 112, column: 3)
!186 = !DILocation(line: 116, column: 3, scope: !164)
!187 = !DILabel(scope: !86, name: "unexpected", file: !3, line: 120)
!188 = !DILocation(line: 120, column: 1, scope: !86)
!189 = !DILocation(line: 121, column: 2, scope: !190)
!190 = distinct !DILexicalBlock(scope: !191, file: !3, line: 121, column: 2)
!191 = distinct !DILexicalBlock(scope: !86, file: !3, line: 121, column: 2)
