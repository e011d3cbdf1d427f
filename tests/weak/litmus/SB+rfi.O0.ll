; ModuleID = 'SB+rfi.c'
source_filename = "SB+rfi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r0_1 = dso_local global i32 0, align 4, !dbg !64
@y = dso_local global i32 0, align 4, !dbg !60
@r0_2 = dso_local global i32 0, align 4, !dbg !66
@r1_1 = dso_local global i32 0, align 4, !dbg !68
@r1_2 = dso_local global i32 0, align 4, !dbg !70
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [9 x i8] c"SB+rfi.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !28
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !30
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [13 x i8] c"!\22outcome 8\22\00", align 1, !dbg !36
@.str.10 = private unnamed_addr constant [13 x i8] c"!\22outcome 9\22\00", align 1, !dbg !38
@.str.11 = private unnamed_addr constant [14 x i8] c"!\22outcome 10\22\00", align 1, !dbg !40
@.str.12 = private unnamed_addr constant [14 x i8] c"!\22outcome 11\22\00", align 1, !dbg !45
@.str.13 = private unnamed_addr constant [14 x i8] c"!\22outcome 12\22\00", align 1, !dbg !47
@.str.14 = private unnamed_addr constant [14 x i8] c"!\22outcome 13\22\00", align 1, !dbg !49
@.str.15 = private unnamed_addr constant [14 x i8] c"!\22outcome 14\22\00", align 1, !dbg !51
@.str.16 = private unnamed_addr constant [14 x i8] c"!\22outcome 15\22\00", align 1, !dbg !53
@.str.17 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !55

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !80 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !85, !DIExpression(), !86)
  %3 = load ptr, ptr %2, align 8, !dbg !87
  store volatile i32 1, ptr @x, align 4, !dbg !88
  %4 = load volatile i32, ptr @x, align 4, !dbg !89
  store i32 %4, ptr @r0_1, align 4, !dbg !90
  %5 = load volatile i32, ptr @y, align 4, !dbg !91
  store i32 %5, ptr @r0_2, align 4, !dbg !92
  ret ptr null, !dbg !93
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !94 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !95, !DIExpression(), !96)
  %3 = load ptr, ptr %2, align 8, !dbg !97
  store volatile i32 1, ptr @y, align 4, !dbg !98
  %4 = load volatile i32, ptr @y, align 4, !dbg !99
  store i32 %4, ptr @r1_1, align 4, !dbg !100
  %5 = load volatile i32, ptr @x, align 4, !dbg !101
  store i32 %5, ptr @r1_2, align 4, !dbg !102
  ret ptr null, !dbg !103
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !104 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !107, !DIExpression(), !114)
  %6 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !115
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !116
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !117
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !118
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !119
  %11 = load i64, ptr %10, align 16, !dbg !119
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !120
  %13 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !121
  %14 = load i64, ptr %13, align 8, !dbg !121
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !122
    #dbg_declare(ptr %3, !123, !DIExpression(), !124)
    #dbg_declare(ptr %4, !125, !DIExpression(), !126)
    #dbg_declare(ptr %5, !127, !DIExpression(), !128)
  store i32 0, ptr %5, align 4, !dbg !128
  %16 = load i32, ptr @r0_1, align 4, !dbg !129
  store i32 %16, ptr %3, align 4, !dbg !130
  %17 = load i32, ptr %3, align 4, !dbg !131
  %18 = icmp eq i32 %17, 0, !dbg !132
  br i1 %18, label %19, label %20, !dbg !131

19:                                               ; preds = %0
  br label %25, !dbg !131

20:                                               ; preds = %0
  %21 = load i32, ptr %3, align 4, !dbg !133
  %22 = icmp eq i32 %21, 1, !dbg !134
  %23 = zext i1 %22 to i64, !dbg !133
  %24 = select i1 %22, i32 1, i32 -1, !dbg !133
  br label %25, !dbg !131

25:                                               ; preds = %20, %19
  %26 = phi i32 [ 0, %19 ], [ %24, %20 ], !dbg !131
  store i32 %26, ptr %4, align 4, !dbg !135
  %27 = load i32, ptr %4, align 4, !dbg !136
  %28 = icmp slt i32 %27, 0, !dbg !138
  br i1 %28, label %29, label %30, !dbg !139

29:                                               ; preds = %25
  br label %109, !dbg !140

30:                                               ; preds = %25
  %31 = load i32, ptr %4, align 4, !dbg !141
  %32 = load i32, ptr %5, align 4, !dbg !142
  %33 = add nsw i32 %32, %31, !dbg !142
  store i32 %33, ptr %5, align 4, !dbg !142
  %34 = load i32, ptr @r0_2, align 4, !dbg !143
  store i32 %34, ptr %3, align 4, !dbg !144
  %35 = load i32, ptr %3, align 4, !dbg !145
  %36 = icmp eq i32 %35, 0, !dbg !146
  br i1 %36, label %37, label %38, !dbg !145

37:                                               ; preds = %30
  br label %43, !dbg !145

38:                                               ; preds = %30
  %39 = load i32, ptr %3, align 4, !dbg !147
  %40 = icmp eq i32 %39, 1, !dbg !148
  %41 = zext i1 %40 to i64, !dbg !147
  %42 = select i1 %40, i32 1, i32 -1, !dbg !147
  br label %43, !dbg !145

43:                                               ; preds = %38, %37
  %44 = phi i32 [ 0, %37 ], [ %42, %38 ], !dbg !145
  store i32 %44, ptr %4, align 4, !dbg !149
  %45 = load i32, ptr %4, align 4, !dbg !150
  %46 = icmp slt i32 %45, 0, !dbg !152
  br i1 %46, label %47, label %48, !dbg !153

47:                                               ; preds = %43
  br label %109, !dbg !154

48:                                               ; preds = %43
  %49 = load i32, ptr %4, align 4, !dbg !155
  %50 = mul nsw i32 %49, 2, !dbg !156
  %51 = load i32, ptr %5, align 4, !dbg !157
  %52 = add nsw i32 %51, %50, !dbg !157
  store i32 %52, ptr %5, align 4, !dbg !157
  %53 = load i32, ptr @r1_1, align 4, !dbg !158
  store i32 %53, ptr %3, align 4, !dbg !159
  %54 = load i32, ptr %3, align 4, !dbg !160
  %55 = icmp eq i32 %54, 0, !dbg !161
  br i1 %55, label %56, label %57, !dbg !160

56:                                               ; preds = %48
  br label %62, !dbg !160

57:                                               ; preds = %48
  %58 = load i32, ptr %3, align 4, !dbg !162
  %59 = icmp eq i32 %58, 1, !dbg !163
  %60 = zext i1 %59 to i64, !dbg !162
  %61 = select i1 %59, i32 1, i32 -1, !dbg !162
  br label %62, !dbg !160

62:                                               ; preds = %57, %56
  %63 = phi i32 [ 0, %56 ], [ %61, %57 ], !dbg !160
  store i32 %63, ptr %4, align 4, !dbg !164
  %64 = load i32, ptr %4, align 4, !dbg !165
  %65 = icmp slt i32 %64, 0, !dbg !167
  br i1 %65, label %66, label %67, !dbg !168

66:                                               ; preds = %62
  br label %109, !dbg !169

67:                                               ; preds = %62
  %68 = load i32, ptr %4, align 4, !dbg !170
  %69 = mul nsw i32 %68, 4, !dbg !171
  %70 = load i32, ptr %5, align 4, !dbg !172
  %71 = add nsw i32 %70, %69, !dbg !172
  store i32 %71, ptr %5, align 4, !dbg !172
  %72 = load i32, ptr @r1_2, align 4, !dbg !173
  store i32 %72, ptr %3, align 4, !dbg !174
  %73 = load i32, ptr %3, align 4, !dbg !175
  %74 = icmp eq i32 %73, 0, !dbg !176
  br i1 %74, label %75, label %76, !dbg !175

75:                                               ; preds = %67
  br label %81, !dbg !175

76:                                               ; preds = %67
  %77 = load i32, ptr %3, align 4, !dbg !177
  %78 = icmp eq i32 %77, 1, !dbg !178
  %79 = zext i1 %78 to i64, !dbg !177
  %80 = select i1 %78, i32 1, i32 -1, !dbg !177
  br label %81, !dbg !175

81:                                               ; preds = %76, %75
  %82 = phi i32 [ 0, %75 ], [ %80, %76 ], !dbg !175
  store i32 %82, ptr %4, align 4, !dbg !179
  %83 = load i32, ptr %4, align 4, !dbg !180
  %84 = icmp slt i32 %83, 0, !dbg !182
  br i1 %84, label %85, label %86, !dbg !183

85:                                               ; preds = %81
  br label %109, !dbg !184

86:                                               ; preds = %81
  %87 = load i32, ptr %4, align 4, !dbg !185
  %88 = mul nsw i32 %87, 8, !dbg !186
  %89 = load i32, ptr %5, align 4, !dbg !187
  %90 = add nsw i32 %89, %88, !dbg !187
  store i32 %90, ptr %5, align 4, !dbg !187
  %91 = load i32, ptr %5, align 4, !dbg !188
  switch i32 %91, label %108 [
    i32 0, label %92
    i32 1, label %93
    i32 2, label %94
    i32 3, label %95
    i32 4, label %96
    i32 5, label %97
    i32 6, label %98
    i32 7, label %99
    i32 8, label %100
    i32 9, label %101
    i32 10, label %102
    i32 11, label %103
    i32 12, label %104
    i32 13, label %105
    i32 14, label %106
    i32 15, label %107
  ], !dbg !189

92:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 75, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !190
  unreachable, !dbg !190

93:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 80, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !194
  unreachable, !dbg !194

94:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 85, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !197
  unreachable, !dbg !197

95:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 90, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !200
  unreachable, !dbg !200

96:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 95, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !203
  unreachable, !dbg !203

97:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 100, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !206
  unreachable, !dbg !206

98:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 105, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !209
  unreachable, !dbg !209

99:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 110, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !212
  unreachable, !dbg !212

100:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 115, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !215
  unreachable, !dbg !215

101:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.10, ptr noundef @.str.1, i32 noundef 120, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !218
  unreachable, !dbg !218

102:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.11, ptr noundef @.str.1, i32 noundef 125, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !221
  unreachable, !dbg !221

103:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.12, ptr noundef @.str.1, i32 noundef 130, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !224
  unreachable, !dbg !224

104:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.13, ptr noundef @.str.1, i32 noundef 135, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !227
  unreachable, !dbg !227

105:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.14, ptr noundef @.str.1, i32 noundef 140, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !230
  unreachable, !dbg !230

106:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.15, ptr noundef @.str.1, i32 noundef 145, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !233
  unreachable, !dbg !233

107:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.16, ptr noundef @.str.1, i32 noundef 150, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !236
  unreachable, !dbg !236

108:                                              ; preds = %86
  br label %109, !dbg !239

109:                                              ; preds = %108, %85, %66, %47, %29
    #dbg_label(!240, !241)
  call void @__assert_fail(ptr noundef @.str.17, ptr noundef @.str.1, i32 noundef 159, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !242
  unreachable, !dbg !242
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
!llvm.module.flags = !{!72, !73, !74, !75, !76, !77, !78}
!llvm.ident = !{!79}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 17, type: !62, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "SB+rfi.c", directory: ".", checksumkind: CSK_MD5, checksum: "5e77354a10851381ce2ec9fef5fd7c02")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !45, !47, !49, !51, !53, !55, !0, !60, !64, !66, !68, !70}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 75, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 75, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 72, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 9)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 75, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 90, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 95, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 100, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 105, type: !7, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 110, type: !7, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 115, type: !7, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !7, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 14)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 130, type: !42, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 135, type: !42, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 140, type: !42, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 145, type: !42, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 150, type: !42, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 159, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 22)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 18, type: !62, isLocal: false, isDefinition: true)
!62 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !63)
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "r0_1", scope: !2, file: !3, line: 19, type: !63, isLocal: false, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "r0_2", scope: !2, file: !3, line: 19, type: !63, isLocal: false, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 19, type: !63, isLocal: false, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "r1_2", scope: !2, file: !3, line: 19, type: !63, isLocal: false, isDefinition: true)
!72 = !{i32 7, !"Dwarf Version", i32 5}
!73 = !{i32 2, !"Debug Info Version", i32 3}
!74 = !{i32 1, !"wchar_size", i32 4}
!75 = !{i32 8, !"PIC Level", i32 2}
!76 = !{i32 7, !"PIE Level", i32 2}
!77 = !{i32 7, !"uwtable", i32 2}
!78 = !{i32 7, !"frame-pointer", i32 2}
!79 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!80 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 21, type: !81, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !84)
!81 = !DISubroutineType(types: !82)
!82 = !{!83, !83}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!84 = !{}
!85 = !DILocalVariable(name: "arg", arg: 1, scope: !80, file: !3, line: 21, type: !83)
!86 = !DILocation(line: 21, column: 16, scope: !80)
!87 = !DILocation(line: 23, column: 8, scope: !80)
!88 = !DILocation(line: 24, column: 4, scope: !80)
!89 = !DILocation(line: 25, column: 9, scope: !80)
!90 = !DILocation(line: 25, column: 7, scope: !80)
!91 = !DILocation(line: 26, column: 9, scope: !80)
!92 = !DILocation(line: 26, column: 7, scope: !80)
!93 = !DILocation(line: 27, column: 2, scope: !80)
!94 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 30, type: !81, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !84)
!95 = !DILocalVariable(name: "arg", arg: 1, scope: !94, file: !3, line: 30, type: !83)
!96 = !DILocation(line: 30, column: 16, scope: !94)
!97 = !DILocation(line: 32, column: 8, scope: !94)
!98 = !DILocation(line: 33, column: 4, scope: !94)
!99 = !DILocation(line: 34, column: 9, scope: !94)
!100 = !DILocation(line: 34, column: 7, scope: !94)
!101 = !DILocation(line: 35, column: 9, scope: !94)
!102 = !DILocation(line: 35, column: 7, scope: !94)
!103 = !DILocation(line: 36, column: 2, scope: !94)
!104 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 39, type: !105, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !84)
!105 = !DISubroutineType(types: !106)
!106 = !{!63}
!107 = !DILocalVariable(name: "th", scope: !104, file: !3, line: 41, type: !108)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !109, size: 128, elements: !112)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !110, line: 27, baseType: !111)
!110 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!111 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!112 = !{!113}
!113 = !DISubrange(count: 2)
!114 = !DILocation(line: 41, column: 12, scope: !104)
!115 = !DILocation(line: 42, column: 18, scope: !104)
!116 = !DILocation(line: 42, column: 2, scope: !104)
!117 = !DILocation(line: 43, column: 18, scope: !104)
!118 = !DILocation(line: 43, column: 2, scope: !104)
!119 = !DILocation(line: 44, column: 15, scope: !104)
!120 = !DILocation(line: 44, column: 2, scope: !104)
!121 = !DILocation(line: 45, column: 15, scope: !104)
!122 = !DILocation(line: 45, column: 2, scope: !104)
!123 = !DILocalVariable(name: "v", scope: !104, file: !3, line: 46, type: !63)
!124 = !DILocation(line: 46, column: 6, scope: !104)
!125 = !DILocalVariable(name: "d", scope: !104, file: !3, line: 46, type: !63)
!126 = !DILocation(line: 46, column: 9, scope: !104)
!127 = !DILocalVariable(name: "o", scope: !104, file: !3, line: 46, type: !63)
!128 = !DILocation(line: 46, column: 12, scope: !104)
!129 = !DILocation(line: 47, column: 6, scope: !104)
!130 = !DILocation(line: 47, column: 4, scope: !104)
!131 = !DILocation(line: 48, column: 6, scope: !104)
!132 = !DILocation(line: 48, column: 8, scope: !104)
!133 = !DILocation(line: 48, column: 19, scope: !104)
!134 = !DILocation(line: 48, column: 21, scope: !104)
!135 = !DILocation(line: 48, column: 4, scope: !104)
!136 = !DILocation(line: 49, column: 6, scope: !137)
!137 = distinct !DILexicalBlock(scope: !104, file: !3, line: 49, column: 6)
!138 = !DILocation(line: 49, column: 8, scope: !137)
!139 = !DILocation(line: 49, column: 6, scope: !104)
!140 = !DILocation(line: 50, column: 3, scope: !137)
!141 = !DILocation(line: 51, column: 7, scope: !104)
!142 = !DILocation(line: 51, column: 4, scope: !104)
!143 = !DILocation(line: 52, column: 6, scope: !104)
!144 = !DILocation(line: 52, column: 4, scope: !104)
!145 = !DILocation(line: 53, column: 6, scope: !104)
!146 = !DILocation(line: 53, column: 8, scope: !104)
!147 = !DILocation(line: 53, column: 19, scope: !104)
!148 = !DILocation(line: 53, column: 21, scope: !104)
!149 = !DILocation(line: 53, column: 4, scope: !104)
!150 = !DILocation(line: 54, column: 6, scope: !151)
!151 = distinct !DILexicalBlock(scope: !104, file: !3, line: 54, column: 6)
!152 = !DILocation(line: 54, column: 8, scope: !151)
!153 = !DILocation(line: 54, column: 6, scope: !104)
!154 = !DILocation(line: 55, column: 3, scope: !151)
!155 = !DILocation(line: 56, column: 7, scope: !104)
!156 = !DILocation(line: 56, column: 9, scope: !104)
!157 = !DILocation(line: 56, column: 4, scope: !104)
!158 = !DILocation(line: 57, column: 6, scope: !104)
!159 = !DILocation(line: 57, column: 4, scope: !104)
!160 = !DILocation(line: 58, column: 6, scope: !104)
!161 = !DILocation(line: 58, column: 8, scope: !104)
!162 = !DILocation(line: 58, column: 19, scope: !104)
!163 = !DILocation(line: 58, column: 21, scope: !104)
!164 = !DILocation(line: 58, column: 4, scope: !104)
!165 = !DILocation(line: 59, column: 6, scope: !166)
!166 = distinct !DILexicalBlock(scope: !104, file: !3, line: 59, column: 6)
!167 = !DILocation(line: 59, column: 8, scope: !166)
!168 = !DILocation(line: 59, column: 6, scope: !104)
!169 = !DILocation(line: 60, column: 3, scope: !166)
!170 = !DILocation(line: 61, column: 7, scope: !104)
!171 = !DILocation(line: 61, column: 9, scope: !104)
!172 = !DILocation(line: 61, column: 4, scope: !104)
!173 = !DILocation(line: 62, column: 6, scope: !104)
!174 = !DILocation(line: 62, column: 4, scope: !104)
!175 = !DILocation(line: 63, column: 6, scope: !104)
!176 = !DILocation(line: 63, column: 8, scope: !104)
!177 = !DILocation(line: 63, column: 19, scope: !104)
!178 = !DILocation(line: 63, column: 21, scope: !104)
!179 = !DILocation(line: 63, column: 4, scope: !104)
!180 = !DILocation(line: 64, column: 6, scope: !181)
!181 = distinct !DILexicalBlock(scope: !104, file: !3, line: 64, column: 6)
!182 = !DILocation(line: 64, column: 8, scope: !181)
!183 = !DILocation(line: 64, column: 6, scope: !104)
!184 = !DILocation(line: 65, column: 3, scope: !181)
!185 = !DILocation(line: 66, column: 7, scope: !104)
!186 = !DILocation(line: 66, column: 9, scope: !104)
!187 = !DILocation(line: 66, column: 4, scope: !104)
!188 = !DILocation(line: 72, column: 10, scope: !104)
!189 = !DILocation(line: 72, column: 2, scope: !104)
!190 = !DILocation(line: 75, column: 3, scope: !191)
!191 = distinct !DILexicalBlock(scope: !192, file: !3, line: 75, column: 3)
!192 = distinct !DILexicalBlock(scope: !193, file: !3, line: 75, column: 3)
!193 = distinct !DILexicalBlock(scope: !104, file: !3, line: 72, column: 13)
!194 = !DILocation(line: 80, column: 3, scope: !195)
!195 = distinct !DILexicalBlock(scope: !196, file: !3, line: 80, column: 3)
!196 = distinct !DILexicalBlock(scope: !193, file: !3, line: 80, column: 3)
!197 = !DILocation(line: 85, column: 3, scope: !198)
!198 = distinct !DILexicalBlock(scope: !199, file: !3, line: 85, column: 3)
!199 = distinct !DILexicalBlock(scope: !193, file: !3, line: 85, column: 3)
!200 = !DILocation(line: 90, column: 3, scope: !201)
!201 = distinct !DILexicalBlock(scope: !202, file: !3, line: 90, column: 3)
!202 = distinct !DILexicalBlock(scope: !193, file: !3, line: 90, column: 3)
!203 = !DILocation(line: 95, column: 3, scope: !204)
!204 = distinct !DILexicalBlock(scope: !205, file: !3, line: 95, column: 3)
!205 = distinct !DILexicalBlock(scope: !193, file: !3, line: 95, column: 3)
!206 = !DILocation(line: 100, column: 3, scope: !207)
!207 = distinct !DILexicalBlock(scope: !208, file: !3, line: 100, column: 3)
!208 = distinct !DILexicalBlock(scope: !193, file: !3, line: 100, column: 3)
!209 = !DILocation(line: 105, column: 3, scope: !210)
!210 = distinct !DILexicalBlock(scope: !211, file: !3, line: 105, column: 3)
!211 = distinct !DILexicalBlock(scope: !193, file: !3, line: 105, column: 3)
!212 = !DILocation(line: 110, column: 3, scope: !213)
!213 = distinct !DILexicalBlock(scope: !214, file: !3, line: 110, column: 3)
!214 = distinct !DILexicalBlock(scope: !193, file: !3, line: 110, column: 3)
!215 = !DILocation(line: 115, column: 3, scope: !216)
!216 = distinct !DILexicalBlock(scope: !217, file: !3, line: 115, column: 3)
!217 = distinct !DILexicalBlock(scope: !193, file: !3, line: 115, column: 3)
!218 = !DILocation(line: 120, column: 3, scope: !219)
!219 = distinct !DILexicalBlock(scope: !220, file: !3, line: 120, column: 3)
!220 = distinct !DILexicalBlock(scope: !193, file: !3, line: 120, column: 3)
!221 = !DILocation(line: 125, column: 3, scope: !222)
!222 = distinct !DILexicalBlock(scope: !223, file: !3, line: 125, column: 3)
!223 = distinct !DILexicalBlock(scope: !193, file: !3, line: 125, column: 3)
!224 = !DILocation(line: 130, column: 3, scope: !225)
!225 = distinct !DILexicalBlock(scope: !226, file: !3, line: 130, column: 3)
!226 = distinct !DILexicalBlock(scope: !193, file: !3, line: 130, column: 3)
!227 = !DILocation(line: 135, column: 3, scope: !228)
!228 = distinct !DILexicalBlock(scope: !229, file: !3, line: 135, column: 3)
!229 = distinct !DILexicalBlock(scope: !193, file: !3, line: 135, column: 3)
!230 = !DILocation(line: 140, column: 3, scope: !231)
!231 = distinct !DILexicalBlock(scope: !232, file: !3, line: 140, column: 3)
!232 = distinct !DILexicalBlock(scope: !193, file: !3, line: 140, column: 3)
!233 = !DILocation(line: 145, column: 3, scope: !234)
!234 = distinct !DILexicalBlock(scope: !235, file: !3, line: 145, column: 3)
!235 = distinct !DILexicalBlock(scope: !193, file: !3, line: 145, column: 3)
!236 = !DILocation(line: 150, column: 3, scope: !237)
!237 = distinct !DILexicalBlock(scope: !238, file: !3, line: 150, column: 3)
!238 = distinct !DILexicalBlock(scope: !193, file: !3, line: 150, column: 3)
!239 = !DILocation(line: 154, column: 3, scope: !193)
!240 = !DILabel(scope: !104, name: "unexpected", file: !3, line: 158)
!241 = !DILocation(line: 158, column: 1, scope: !104)
!242 = !DILocation(line: 159, column: 2, scope: !243)
!243 = distinct !DILexicalBlock(scope: !244, file: !3, line: 159, column: 2)
!244 = distinct !DILexicalBlock(scope: !104, file: !3, line: 159, column: 2)
