; ModuleID = 'SB+xchgs.c'
source_filename = "SB+xchgs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r0_0 = dso_local global i32 0, align 4, !dbg !64
@y = dso_local global i32 0, align 4, !dbg !60
@r0_1 = dso_local global i32 0, align 4, !dbg !66
@r1_0 = dso_local global i32 0, align 4, !dbg !68
@r1_1 = dso_local global i32 0, align 4, !dbg !70
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [11 x i8] c"SB+xchgs.c\00", align 1, !dbg !11
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
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !85, !DIExpression(), !86)
  %5 = load ptr, ptr %2, align 8, !dbg !87
  store i32 1, ptr %3, align 4, !dbg !88
  %6 = load i32, ptr %3, align 4, !dbg !88
  %7 = atomicrmw volatile xchg ptr @x, i32 %6 seq_cst, align 4, !dbg !88
  store i32 %7, ptr %4, align 4, !dbg !88
  %8 = load i32, ptr %4, align 4, !dbg !88
  store i32 %8, ptr @r0_0, align 4, !dbg !89
  %9 = load volatile i32, ptr @y, align 4, !dbg !90
  store i32 %9, ptr @r0_1, align 4, !dbg !91
  ret ptr null, !dbg !92
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !93 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !94, !DIExpression(), !95)
  %5 = load ptr, ptr %2, align 8, !dbg !96
  store i32 1, ptr %3, align 4, !dbg !97
  %6 = load i32, ptr %3, align 4, !dbg !97
  %7 = atomicrmw volatile xchg ptr @y, i32 %6 seq_cst, align 4, !dbg !97
  store i32 %7, ptr %4, align 4, !dbg !97
  %8 = load i32, ptr %4, align 4, !dbg !97
  store i32 %8, ptr @r1_0, align 4, !dbg !98
  %9 = load volatile i32, ptr @x, align 4, !dbg !99
  store i32 %9, ptr @r1_1, align 4, !dbg !100
  ret ptr null, !dbg !101
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !102 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !105, !DIExpression(), !112)
  %6 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !113
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !114
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !115
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !116
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !117
  %11 = load i64, ptr %10, align 16, !dbg !117
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !118
  %13 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !119
  %14 = load i64, ptr %13, align 8, !dbg !119
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !120
    #dbg_declare(ptr %3, !121, !DIExpression(), !122)
    #dbg_declare(ptr %4, !123, !DIExpression(), !124)
    #dbg_declare(ptr %5, !125, !DIExpression(), !126)
  store i32 0, ptr %5, align 4, !dbg !126
  %16 = load i32, ptr @r0_0, align 4, !dbg !127
  store i32 %16, ptr %3, align 4, !dbg !128
  %17 = load i32, ptr %3, align 4, !dbg !129
  %18 = icmp eq i32 %17, 0, !dbg !130
  br i1 %18, label %19, label %20, !dbg !129

19:                                               ; preds = %0
  br label %25, !dbg !129

20:                                               ; preds = %0
  %21 = load i32, ptr %3, align 4, !dbg !131
  %22 = icmp eq i32 %21, 1, !dbg !132
  %23 = zext i1 %22 to i64, !dbg !131
  %24 = select i1 %22, i32 1, i32 -1, !dbg !131
  br label %25, !dbg !129

25:                                               ; preds = %20, %19
  %26 = phi i32 [ 0, %19 ], [ %24, %20 ], !dbg !129
  store i32 %26, ptr %4, align 4, !dbg !133
  %27 = load i32, ptr %4, align 4, !dbg !134
  %28 = icmp slt i32 %27, 0, !dbg !136
  br i1 %28, label %29, label %30, !dbg !137

29:                                               ; preds = %25
  br label %109, !dbg !138

30:                                               ; preds = %25
  %31 = load i32, ptr %4, align 4, !dbg !139
  %32 = load i32, ptr %5, align 4, !dbg !140
  %33 = add nsw i32 %32, %31, !dbg !140
  store i32 %33, ptr %5, align 4, !dbg !140
  %34 = load i32, ptr @r0_1, align 4, !dbg !141
  store i32 %34, ptr %3, align 4, !dbg !142
  %35 = load i32, ptr %3, align 4, !dbg !143
  %36 = icmp eq i32 %35, 0, !dbg !144
  br i1 %36, label %37, label %38, !dbg !143

37:                                               ; preds = %30
  br label %43, !dbg !143

38:                                               ; preds = %30
  %39 = load i32, ptr %3, align 4, !dbg !145
  %40 = icmp eq i32 %39, 1, !dbg !146
  %41 = zext i1 %40 to i64, !dbg !145
  %42 = select i1 %40, i32 1, i32 -1, !dbg !145
  br label %43, !dbg !143

43:                                               ; preds = %38, %37
  %44 = phi i32 [ 0, %37 ], [ %42, %38 ], !dbg !143
  store i32 %44, ptr %4, align 4, !dbg !147
  %45 = load i32, ptr %4, align 4, !dbg !148
  %46 = icmp slt i32 %45, 0, !dbg !150
  br i1 %46, label %47, label %48, !dbg !151

47:                                               ; preds = %43
  br label %109, !dbg !152

48:                                               ; preds = %43
  %49 = load i32, ptr %4, align 4, !dbg !153
  %50 = mul nsw i32 %49, 2, !dbg !154
  %51 = load i32, ptr %5, align 4, !dbg !155
  %52 = add nsw i32 %51, %50, !dbg !155
  store i32 %52, ptr %5, align 4, !dbg !155
  %53 = load i32, ptr @r1_0, align 4, !dbg !156
  store i32 %53, ptr %3, align 4, !dbg !157
  %54 = load i32, ptr %3, align 4, !dbg !158
  %55 = icmp eq i32 %54, 0, !dbg !159
  br i1 %55, label %56, label %57, !dbg !158

56:                                               ; preds = %48
  br label %62, !dbg !158

57:                                               ; preds = %48
  %58 = load i32, ptr %3, align 4, !dbg !160
  %59 = icmp eq i32 %58, 1, !dbg !161
  %60 = zext i1 %59 to i64, !dbg !160
  %61 = select i1 %59, i32 1, i32 -1, !dbg !160
  br label %62, !dbg !158

62:                                               ; preds = %57, %56
  %63 = phi i32 [ 0, %56 ], [ %61, %57 ], !dbg !158
  store i32 %63, ptr %4, align 4, !dbg !162
  %64 = load i32, ptr %4, align 4, !dbg !163
  %65 = icmp slt i32 %64, 0, !dbg !165
  br i1 %65, label %66, label %67, !dbg !166

66:                                               ; preds = %62
  br label %109, !dbg !167

67:                                               ; preds = %62
  %68 = load i32, ptr %4, align 4, !dbg !168
  %69 = mul nsw i32 %68, 4, !dbg !169
  %70 = load i32, ptr %5, align 4, !dbg !170
  %71 = add nsw i32 %70, %69, !dbg !170
  store i32 %71, ptr %5, align 4, !dbg !170
  %72 = load i32, ptr @r1_1, align 4, !dbg !171
  store i32 %72, ptr %3, align 4, !dbg !172
  %73 = load i32, ptr %3, align 4, !dbg !173
  %74 = icmp eq i32 %73, 0, !dbg !174
  br i1 %74, label %75, label %76, !dbg !173

75:                                               ; preds = %67
  br label %81, !dbg !173

76:                                               ; preds = %67
  %77 = load i32, ptr %3, align 4, !dbg !175
  %78 = icmp eq i32 %77, 1, !dbg !176
  %79 = zext i1 %78 to i64, !dbg !175
  %80 = select i1 %78, i32 1, i32 -1, !dbg !175
  br label %81, !dbg !173

81:                                               ; preds = %76, %75
  %82 = phi i32 [ 0, %75 ], [ %80, %76 ], !dbg !173
  store i32 %82, ptr %4, align 4, !dbg !177
  %83 = load i32, ptr %4, align 4, !dbg !178
  %84 = icmp slt i32 %83, 0, !dbg !180
  br i1 %84, label %85, label %86, !dbg !181

85:                                               ; preds = %81
  br label %109, !dbg !182

86:                                               ; preds = %81
  %87 = load i32, ptr %4, align 4, !dbg !183
  %88 = mul nsw i32 %87, 8, !dbg !184
  %89 = load i32, ptr %5, align 4, !dbg !185
  %90 = add nsw i32 %89, %88, !dbg !185
  store i32 %90, ptr %5, align 4, !dbg !185
  %91 = load i32, ptr %5, align 4, !dbg !186
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
  ], !dbg !187

92:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 73, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !188
  unreachable, !dbg !188

93:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 78, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !192
  unreachable, !dbg !192

94:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 83, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !195
  unreachable, !dbg !195

95:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 88, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !198
  unreachable, !dbg !198

96:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 93, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !201
  unreachable, !dbg !201

97:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 98, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !204
  unreachable, !dbg !204

98:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 103, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !207
  unreachable, !dbg !207

99:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 108, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !210
  unreachable, !dbg !210

100:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 113, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !213
  unreachable, !dbg !213

101:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.10, ptr noundef @.str.1, i32 noundef 118, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !216
  unreachable, !dbg !216

102:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.11, ptr noundef @.str.1, i32 noundef 123, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !219
  unreachable, !dbg !219

103:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.12, ptr noundef @.str.1, i32 noundef 128, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !222
  unreachable, !dbg !222

104:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.13, ptr noundef @.str.1, i32 noundef 133, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !225
  unreachable, !dbg !225

105:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.14, ptr noundef @.str.1, i32 noundef 138, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !228
  unreachable, !dbg !228

106:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.15, ptr noundef @.str.1, i32 noundef 143, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !231
  unreachable, !dbg !231

107:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.16, ptr noundef @.str.1, i32 noundef 148, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !234
  unreachable, !dbg !234

108:                                              ; preds = %86
  br label %109, !dbg !237

109:                                              ; preds = %108, %85, %66, %47, %29
    #dbg_label(!238, !239)
  call void @__assert_fail(ptr noundef @.str.17, ptr noundef @.str.1, i32 noundef 157, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !240
  unreachable, !dbg !240
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
!3 = !DIFile(filename: "SB+xchgs.c", directory: ".", checksumkind: CSK_MD5, checksum: "6c0c9754fe5dc08aca27f913a2888f68")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !45, !47, !49, !51, !53, !55, !0, !60, !64, !66, !68, !70}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 11)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 98, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !7, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !7, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !7, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !7, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 14)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 128, type: !42, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 133, type: !42, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !42, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !42, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !42, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 157, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 22)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 18, type: !62, isLocal: false, isDefinition: true)
!62 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !63)
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "r0_0", scope: !2, file: !3, line: 19, type: !63, isLocal: false, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "r0_1", scope: !2, file: !3, line: 19, type: !63, isLocal: false, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 19, type: !63, isLocal: false, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 19, type: !63, isLocal: false, isDefinition: true)
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
!88 = !DILocation(line: 24, column: 9, scope: !80)
!89 = !DILocation(line: 24, column: 7, scope: !80)
!90 = !DILocation(line: 25, column: 9, scope: !80)
!91 = !DILocation(line: 25, column: 7, scope: !80)
!92 = !DILocation(line: 26, column: 2, scope: !80)
!93 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 29, type: !81, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !84)
!94 = !DILocalVariable(name: "arg", arg: 1, scope: !93, file: !3, line: 29, type: !83)
!95 = !DILocation(line: 29, column: 16, scope: !93)
!96 = !DILocation(line: 31, column: 8, scope: !93)
!97 = !DILocation(line: 32, column: 9, scope: !93)
!98 = !DILocation(line: 32, column: 7, scope: !93)
!99 = !DILocation(line: 33, column: 9, scope: !93)
!100 = !DILocation(line: 33, column: 7, scope: !93)
!101 = !DILocation(line: 34, column: 2, scope: !93)
!102 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !103, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !84)
!103 = !DISubroutineType(types: !104)
!104 = !{!63}
!105 = !DILocalVariable(name: "th", scope: !102, file: !3, line: 39, type: !106)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 128, elements: !110)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !108, line: 27, baseType: !109)
!108 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!109 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!110 = !{!111}
!111 = !DISubrange(count: 2)
!112 = !DILocation(line: 39, column: 12, scope: !102)
!113 = !DILocation(line: 40, column: 18, scope: !102)
!114 = !DILocation(line: 40, column: 2, scope: !102)
!115 = !DILocation(line: 41, column: 18, scope: !102)
!116 = !DILocation(line: 41, column: 2, scope: !102)
!117 = !DILocation(line: 42, column: 15, scope: !102)
!118 = !DILocation(line: 42, column: 2, scope: !102)
!119 = !DILocation(line: 43, column: 15, scope: !102)
!120 = !DILocation(line: 43, column: 2, scope: !102)
!121 = !DILocalVariable(name: "v", scope: !102, file: !3, line: 44, type: !63)
!122 = !DILocation(line: 44, column: 6, scope: !102)
!123 = !DILocalVariable(name: "d", scope: !102, file: !3, line: 44, type: !63)
!124 = !DILocation(line: 44, column: 9, scope: !102)
!125 = !DILocalVariable(name: "o", scope: !102, file: !3, line: 44, type: !63)
!126 = !DILocation(line: 44, column: 12, scope: !102)
!127 = !DILocation(line: 45, column: 6, scope: !102)
!128 = !DILocation(line: 45, column: 4, scope: !102)
!129 = !DILocation(line: 46, column: 6, scope: !102)
!130 = !DILocation(line: 46, column: 8, scope: !102)
!131 = !DILocation(line: 46, column: 19, scope: !102)
!132 = !DILocation(line: 46, column: 21, scope: !102)
!133 = !DILocation(line: 46, column: 4, scope: !102)
!134 = !DILocation(line: 47, column: 6, scope: !135)
!135 = distinct !DILexicalBlock(scope: !102, file: !3, line: 47, column: 6)
!136 = !DILocation(line: 47, column: 8, scope: !135)
!137 = !DILocation(line: 47, column: 6, scope: !102)
!138 = !DILocation(line: 48, column: 3, scope: !135)
!139 = !DILocation(line: 49, column: 7, scope: !102)
!140 = !DILocation(line: 49, column: 4, scope: !102)
!141 = !DILocation(line: 50, column: 6, scope: !102)
!142 = !DILocation(line: 50, column: 4, scope: !102)
!143 = !DILocation(line: 51, column: 6, scope: !102)
!144 = !DILocation(line: 51, column: 8, scope: !102)
!145 = !DILocation(line: 51, column: 19, scope: !102)
!146 = !DILocation(line: 51, column: 21, scope: !102)
!147 = !DILocation(line: 51, column: 4, scope: !102)
!148 = !DILocation(line: 52, column: 6, scope: !149)
!149 = distinct !DILexicalBlock(scope: !102, file: !3, line: 52, column: 6)
!150 = !DILocation(line: 52, column: 8, scope: !149)
!151 = !DILocation(line: 52, column: 6, scope: !102)
!152 = !DILocation(line: 53, column: 3, scope: !149)
!153 = !DILocation(line: 54, column: 7, scope: !102)
!154 = !DILocation(line: 54, column: 9, scope: !102)
!155 = !DILocation(line: 54, column: 4, scope: !102)
!156 = !DILocation(line: 55, column: 6, scope: !102)
!157 = !DILocation(line: 55, column: 4, scope: !102)
!158 = !DILocation(line: 56, column: 6, scope: !102)
!159 = !DILocation(line: 56, column: 8, scope: !102)
!160 = !DILocation(line: 56, column: 19, scope: !102)
!161 = !DILocation(line: 56, column: 21, scope: !102)
!162 = !DILocation(line: 56, column: 4, scope: !102)
!163 = !DILocation(line: 57, column: 6, scope: !164)
!164 = distinct !DILexicalBlock(scope: !102, file: !3, line: 57, column: 6)
!165 = !DILocation(line: 57, column: 8, scope: !164)
!166 = !DILocation(line: 57, column: 6, scope: !102)
!167 = !DILocation(line: 58, column: 3, scope: !164)
!168 = !DILocation(line: 59, column: 7, scope: !102)
!169 = !DILocation(line: 59, column: 9, scope: !102)
!170 = !DILocation(line: 59, column: 4, scope: !102)
!171 = !DILocation(line: 60, column: 6, scope: !102)
!172 = !DILocation(line: 60, column: 4, scope: !102)
!173 = !DILocation(line: 61, column: 6, scope: !102)
!174 = !DILocation(line: 61, column: 8, scope: !102)
!175 = !DILocation(line: 61, column: 19, scope: !102)
!176 = !DILocation(line: 61, column: 21, scope: !102)
!177 = !DILocation(line: 61, column: 4, scope: !102)
!178 = !DILocation(line: 62, column: 6, scope: !179)
!179 = distinct !DILexicalBlock(scope: !102, file: !3, line: 62, column: 6)
!180 = !DILocation(line: 62, column: 8, scope: !179)
!181 = !DILocation(line: 62, column: 6, scope: !102)
!182 = !DILocation(line: 63, column: 3, scope: !179)
!183 = !DILocation(line: 64, column: 7, scope: !102)
!184 = !DILocation(line: 64, column: 9, scope: !102)
!185 = !DILocation(line: 64, column: 4, scope: !102)
!186 = !DILocation(line: 70, column: 10, scope: !102)
!187 = !DILocation(line: 70, column: 2, scope: !102)
!188 = !DILocation(line: 73, column: 3, scope: !189)
!189 = distinct !DILexicalBlock(scope: !190, file: !3, line: 73, column: 3)
!190 = distinct !DILexicalBlock(scope: !191, file: !3, line: 73, column: 3)
!191 = distinct !DILexicalBlock(scope: !102, file: !3, line: 70, column: 13)
!192 = !DILocation(line: 78, column: 3, scope: !193)
!193 = distinct !DILexicalBlock(scope: !194, file: !3, line: 78, column: 3)
!194 = distinct !DILexicalBlock(scope: !191, file: !3, line: 78, column: 3)
!195 = !DILocation(line: 83, column: 3, scope: !196)
!196 = distinct !DILexicalBlock(scope: !197, file: !3, line: 83, column: 3)
!197 = distinct !DILexicalBlock(scope: !191, file: !3, line: 83, column: 3)
!198 = !DILocation(line: 88, column: 3, scope: !199)
!199 = distinct !DILexicalBlock(scope: !200, file: !3, line: 88, column: 3)
!200 = distinct !DILexicalBlock(scope: !191, file: !3, line: 88, column: 3)
!201 = !DILocation(line: 93, column: 3, scope: !202)
!202 = distinct !DILexicalBlock(scope: !203, file: !3, line: 93, column: 3)
!203 = distinct !DILexicalBlock(scope: !191, file: !3, line: 93, column: 3)
!204 = !DILocation(line: 98, column: 3, scope: !205)
!205 = distinct !DILexicalBlock(scope: !206, file: !3, line: 98, column: 3)
!206 = distinct !DILexicalBlock(scope: !191, file: !3, line: 98, column: 3)
!207 = !DILocation(line: 103, column: 3, scope: !208)
!208 = distinct !DILexicalBlock(scope: !209, file: !3, line: 103, column: 3)
!209 = distinct !DILexicalBlock(scope: !191, file: !3, line: 103, column: 3)
!210 = !DILocation(line: 108, column: 3, scope: !211)
!211 = distinct !DILexicalBlock(scope: !212, file: !3, line: 108, column: 3)
!212 = distinct !DILexicalBlock(scope: !191, file: !3, line: 108, column: 3)
!213 = !DILocation(line: 113, column: 3, scope: !214)
!214 = distinct !DILexicalBlock(scope: !215, file: !3, line: 113, column: 3)
!215 = distinct !DILexicalBlock(scope: !191, file: !3, line: 113, column: 3)
!216 = !DILocation(line: 118, column: 3, scope: !217)
!217 = distinct !DILexicalBlock(scope: !218, file: !3, line: 118, column: 3)
!218 = distinct !DILexicalBlock(scope: !191, file: !3, line: 118, column: 3)
!219 = !DILocation(line: 123, column: 3, scope: !220)
!220 = distinct !DILexicalBlock(scope: !221, file: !3, line: 123, column: 3)
!221 = distinct !DILexicalBlock(scope: !191, file: !3, line: 123, column: 3)
!222 = !DILocation(line: 128, column: 3, scope: !223)
!223 = distinct !DILexicalBlock(scope: !224, file: !3, line: 128, column: 3)
!224 = distinct !DILexicalBlock(scope: !191, file: !3, line: 128, column: 3)
!225 = !DILocation(line: 133, column: 3, scope: !226)
!226 = distinct !DILexicalBlock(scope: !227, file: !3, line: 133, column: 3)
!227 = distinct !DILexicalBlock(scope: !191, file: !3, line: 133, column: 3)
!228 = !DILocation(line: 138, column: 3, scope: !229)
!229 = distinct !DILexicalBlock(scope: !230, file: !3, line: 138, column: 3)
!230 = distinct !DILexicalBlock(scope: !191, file: !3, line: 138, column: 3)
!231 = !DILocation(line: 143, column: 3, scope: !232)
!232 = distinct !DILexicalBlock(scope: !233, file: !3, line: 143, column: 3)
!233 = distinct !DILexicalBlock(scope: !191, file: !3, line: 143, column: 3)
!234 = !DILocation(line: 148, column: 3, scope: !235)
!235 = distinct !DILexicalBlock(scope: !236, file: !3, line: 148, column: 3)
!236 = distinct !DILexicalBlock(scope: !191, file: !3, line: 148, column: 3)
!237 = !DILocation(line: 152, column: 3, scope: !191)
!238 = !DILabel(scope: !102, name: "unexpected", file: !3, line: 156)
!239 = !DILocation(line: 156, column: 1, scope: !102)
!240 = !DILocation(line: 157, column: 2, scope: !241)
!241 = distinct !DILexicalBlock(scope: !242, file: !3, line: 157, column: 2)
!242 = distinct !DILexicalBlock(scope: !102, file: !3, line: 157, column: 2)
