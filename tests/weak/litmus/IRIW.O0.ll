; ModuleID = 'IRIW.c'
source_filename = "IRIW.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !60
@r2_0 = dso_local global i32 0, align 4, !dbg !64
@r2_1 = dso_local global i32 0, align 4, !dbg !66
@r3_0 = dso_local global i32 0, align 4, !dbg !68
@r3_1 = dso_local global i32 0, align 4, !dbg !70
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [7 x i8] c"IRIW.c\00", align 1, !dbg !11
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
  ret ptr null, !dbg !89
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !90 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !91, !DIExpression(), !92)
  %3 = load ptr, ptr %2, align 8, !dbg !93
  store volatile i32 1, ptr @y, align 4, !dbg !94
  ret ptr null, !dbg !95
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t2(ptr noundef %0) #0 !dbg !96 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !97, !DIExpression(), !98)
  %3 = load ptr, ptr %2, align 8, !dbg !99
  %4 = load volatile i32, ptr @x, align 4, !dbg !100
  store i32 %4, ptr @r2_0, align 4, !dbg !101
  %5 = load volatile i32, ptr @y, align 4, !dbg !102
  store i32 %5, ptr @r2_1, align 4, !dbg !103
  ret ptr null, !dbg !104
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t3(ptr noundef %0) #0 !dbg !105 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !106, !DIExpression(), !107)
  %3 = load ptr, ptr %2, align 8, !dbg !108
  %4 = load volatile i32, ptr @y, align 4, !dbg !109
  store i32 %4, ptr @r3_0, align 4, !dbg !110
  %5 = load volatile i32, ptr @x, align 4, !dbg !111
  store i32 %5, ptr @r3_1, align 4, !dbg !112
  ret ptr null, !dbg !113
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !114 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !117, !DIExpression(), !124)
  %6 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 0, !dbg !125
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !126
  %8 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 1, !dbg !127
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !128
  %10 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 2, !dbg !129
  %11 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @t2, ptr noundef null) #4, !dbg !130
  %12 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 3, !dbg !131
  %13 = call i32 @pthread_create(ptr noundef %12, ptr noundef null, ptr noundef @t3, ptr noundef null) #4, !dbg !132
  %14 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 0, !dbg !133
  %15 = load i64, ptr %14, align 16, !dbg !133
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null), !dbg !134
  %17 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 1, !dbg !135
  %18 = load i64, ptr %17, align 8, !dbg !135
  %19 = call i32 @pthread_join(i64 noundef %18, ptr noundef null), !dbg !136
  %20 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 2, !dbg !137
  %21 = load i64, ptr %20, align 16, !dbg !137
  %22 = call i32 @pthread_join(i64 noundef %21, ptr noundef null), !dbg !138
  %23 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 3, !dbg !139
  %24 = load i64, ptr %23, align 8, !dbg !139
  %25 = call i32 @pthread_join(i64 noundef %24, ptr noundef null), !dbg !140
    #dbg_declare(ptr %3, !141, !DIExpression(), !142)
    #dbg_declare(ptr %4, !143, !DIExpression(), !144)
    #dbg_declare(ptr %5, !145, !DIExpression(), !146)
  store i32 0, ptr %5, align 4, !dbg !146
  %26 = load i32, ptr @r2_0, align 4, !dbg !147
  store i32 %26, ptr %3, align 4, !dbg !148
  %27 = load i32, ptr %3, align 4, !dbg !149
  %28 = icmp eq i32 %27, 0, !dbg !150
  br i1 %28, label %29, label %30, !dbg !149

29:                                               ; preds = %0
  br label %35, !dbg !149

30:                                               ; preds = %0
  %31 = load i32, ptr %3, align 4, !dbg !151
  %32 = icmp eq i32 %31, 1, !dbg !152
  %33 = zext i1 %32 to i64, !dbg !151
  %34 = select i1 %32, i32 1, i32 -1, !dbg !151
  br label %35, !dbg !149

35:                                               ; preds = %30, %29
  %36 = phi i32 [ 0, %29 ], [ %34, %30 ], !dbg !149
  store i32 %36, ptr %4, align 4, !dbg !153
  %37 = load i32, ptr %4, align 4, !dbg !154
  %38 = icmp slt i32 %37, 0, !dbg !156
  br i1 %38, label %39, label %40, !dbg !157

39:                                               ; preds = %35
  br label %119, !dbg !158

40:                                               ; preds = %35
  %41 = load i32, ptr %4, align 4, !dbg !159
  %42 = load i32, ptr %5, align 4, !dbg !160
  %43 = add nsw i32 %42, %41, !dbg !160
  store i32 %43, ptr %5, align 4, !dbg !160
  %44 = load i32, ptr @r2_1, align 4, !dbg !161
  store i32 %44, ptr %3, align 4, !dbg !162
  %45 = load i32, ptr %3, align 4, !dbg !163
  %46 = icmp eq i32 %45, 0, !dbg !164
  br i1 %46, label %47, label %48, !dbg !163

47:                                               ; preds = %40
  br label %53, !dbg !163

48:                                               ; preds = %40
  %49 = load i32, ptr %3, align 4, !dbg !165
  %50 = icmp eq i32 %49, 1, !dbg !166
  %51 = zext i1 %50 to i64, !dbg !165
  %52 = select i1 %50, i32 1, i32 -1, !dbg !165
  br label %53, !dbg !163

53:                                               ; preds = %48, %47
  %54 = phi i32 [ 0, %47 ], [ %52, %48 ], !dbg !163
  store i32 %54, ptr %4, align 4, !dbg !167
  %55 = load i32, ptr %4, align 4, !dbg !168
  %56 = icmp slt i32 %55, 0, !dbg !170
  br i1 %56, label %57, label %58, !dbg !171

57:                                               ; preds = %53
  br label %119, !dbg !172

58:                                               ; preds = %53
  %59 = load i32, ptr %4, align 4, !dbg !173
  %60 = mul nsw i32 %59, 2, !dbg !174
  %61 = load i32, ptr %5, align 4, !dbg !175
  %62 = add nsw i32 %61, %60, !dbg !175
  store i32 %62, ptr %5, align 4, !dbg !175
  %63 = load i32, ptr @r3_0, align 4, !dbg !176
  store i32 %63, ptr %3, align 4, !dbg !177
  %64 = load i32, ptr %3, align 4, !dbg !178
  %65 = icmp eq i32 %64, 0, !dbg !179
  br i1 %65, label %66, label %67, !dbg !178

66:                                               ; preds = %58
  br label %72, !dbg !178

67:                                               ; preds = %58
  %68 = load i32, ptr %3, align 4, !dbg !180
  %69 = icmp eq i32 %68, 1, !dbg !181
  %70 = zext i1 %69 to i64, !dbg !180
  %71 = select i1 %69, i32 1, i32 -1, !dbg !180
  br label %72, !dbg !178

72:                                               ; preds = %67, %66
  %73 = phi i32 [ 0, %66 ], [ %71, %67 ], !dbg !178
  store i32 %73, ptr %4, align 4, !dbg !182
  %74 = load i32, ptr %4, align 4, !dbg !183
  %75 = icmp slt i32 %74, 0, !dbg !185
  br i1 %75, label %76, label %77, !dbg !186

76:                                               ; preds = %72
  br label %119, !dbg !187

77:                                               ; preds = %72
  %78 = load i32, ptr %4, align 4, !dbg !188
  %79 = mul nsw i32 %78, 4, !dbg !189
  %80 = load i32, ptr %5, align 4, !dbg !190
  %81 = add nsw i32 %80, %79, !dbg !190
  store i32 %81, ptr %5, align 4, !dbg !190
  %82 = load i32, ptr @r3_1, align 4, !dbg !191
  store i32 %82, ptr %3, align 4, !dbg !192
  %83 = load i32, ptr %3, align 4, !dbg !193
  %84 = icmp eq i32 %83, 0, !dbg !194
  br i1 %84, label %85, label %86, !dbg !193

85:                                               ; preds = %77
  br label %91, !dbg !193

86:                                               ; preds = %77
  %87 = load i32, ptr %3, align 4, !dbg !195
  %88 = icmp eq i32 %87, 1, !dbg !196
  %89 = zext i1 %88 to i64, !dbg !195
  %90 = select i1 %88, i32 1, i32 -1, !dbg !195
  br label %91, !dbg !193

91:                                               ; preds = %86, %85
  %92 = phi i32 [ 0, %85 ], [ %90, %86 ], !dbg !193
  store i32 %92, ptr %4, align 4, !dbg !197
  %93 = load i32, ptr %4, align 4, !dbg !198
  %94 = icmp slt i32 %93, 0, !dbg !200
  br i1 %94, label %95, label %96, !dbg !201

95:                                               ; preds = %91
  br label %119, !dbg !202

96:                                               ; preds = %91
  %97 = load i32, ptr %4, align 4, !dbg !203
  %98 = mul nsw i32 %97, 8, !dbg !204
  %99 = load i32, ptr %5, align 4, !dbg !205
  %100 = add nsw i32 %99, %98, !dbg !205
  store i32 %100, ptr %5, align 4, !dbg !205
  %101 = load i32, ptr %5, align 4, !dbg !206
  switch i32 %101, label %118 [
    i32 0, label %102
    i32 1, label %103
    i32 2, label %104
    i32 3, label %105
    i32 4, label %106
    i32 5, label %107
    i32 6, label %108
    i32 7, label %109
    i32 8, label %110
    i32 9, label %111
    i32 10, label %112
    i32 11, label %113
    i32 12, label %114
    i32 13, label %115
    i32 14, label %116
    i32 15, label %117
  ], !dbg !207

102:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 93, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !208
  unreachable, !dbg !208

103:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 98, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !212
  unreachable, !dbg !212

104:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 103, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !215
  unreachable, !dbg !215

105:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 108, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !218
  unreachable, !dbg !218

106:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 113, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !221
  unreachable, !dbg !221

107:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 118, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !224
  unreachable, !dbg !224

108:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 123, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !227
  unreachable, !dbg !227

109:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 128, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !230
  unreachable, !dbg !230

110:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 133, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !233
  unreachable, !dbg !233

111:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.10, ptr noundef @.str.1, i32 noundef 138, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !236
  unreachable, !dbg !236

112:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.11, ptr noundef @.str.1, i32 noundef 143, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !239
  unreachable, !dbg !239

113:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.12, ptr noundef @.str.1, i32 noundef 148, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !242
  unreachable, !dbg !242

114:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.13, ptr noundef @.str.1, i32 noundef 153, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !245
  unreachable, !dbg !245

115:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.14, ptr noundef @.str.1, i32 noundef 158, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !248
  unreachable, !dbg !248

116:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.15, ptr noundef @.str.1, i32 noundef 163, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !251
  unreachable, !dbg !251

117:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.16, ptr noundef @.str.1, i32 noundef 168, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !254
  unreachable, !dbg !254

118:                                              ; preds = %96
  br label %119, !dbg !257

119:                                              ; preds = %118, %95, %76, %57, %39
    #dbg_label(!258, !259)
  call void @__assert_fail(ptr noundef @.str.17, ptr noundef @.str.1, i32 noundef 177, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !260
  unreachable, !dbg !260
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
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 19, type: !62, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "IRIW.c", directory: ".", checksumkind: CSK_MD5, checksum: "8ca20f127f2ed638609b1c81840122cb")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !45, !47, !49, !51, !53, !55, !0, !60, !64, !66, !68, !70}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 7)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 98, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !7, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 128, type: !7, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 133, type: !7, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !7, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 14)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !42, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !42, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !42, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 163, type: !42, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 168, type: !42, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 177, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 22)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 20, type: !62, isLocal: false, isDefinition: true)
!62 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !63)
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 21, type: !63, isLocal: false, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 21, type: !63, isLocal: false, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "r3_0", scope: !2, file: !3, line: 21, type: !63, isLocal: false, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "r3_1", scope: !2, file: !3, line: 21, type: !63, isLocal: false, isDefinition: true)
!72 = !{i32 7, !"Dwarf Version", i32 5}
!73 = !{i32 2, !"Debug Info Version", i32 3}
!74 = !{i32 1, !"wchar_size", i32 4}
!75 = !{i32 8, !"PIC Level", i32 2}
!76 = !{i32 7, !"PIE Level", i32 2}
!77 = !{i32 7, !"uwtable", i32 2}
!78 = !{i32 7, !"frame-pointer", i32 2}
!79 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!80 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 23, type: !81, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !84)
!81 = !DISubroutineType(types: !82)
!82 = !{!83, !83}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!84 = !{}
!85 = !DILocalVariable(name: "arg", arg: 1, scope: !80, file: !3, line: 23, type: !83)
!86 = !DILocation(line: 23, column: 16, scope: !80)
!87 = !DILocation(line: 25, column: 8, scope: !80)
!88 = !DILocation(line: 26, column: 4, scope: !80)
!89 = !DILocation(line: 27, column: 2, scope: !80)
!90 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 30, type: !81, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !84)
!91 = !DILocalVariable(name: "arg", arg: 1, scope: !90, file: !3, line: 30, type: !83)
!92 = !DILocation(line: 30, column: 16, scope: !90)
!93 = !DILocation(line: 32, column: 8, scope: !90)
!94 = !DILocation(line: 33, column: 4, scope: !90)
!95 = !DILocation(line: 34, column: 2, scope: !90)
!96 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 37, type: !81, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !84)
!97 = !DILocalVariable(name: "arg", arg: 1, scope: !96, file: !3, line: 37, type: !83)
!98 = !DILocation(line: 37, column: 16, scope: !96)
!99 = !DILocation(line: 39, column: 8, scope: !96)
!100 = !DILocation(line: 40, column: 9, scope: !96)
!101 = !DILocation(line: 40, column: 7, scope: !96)
!102 = !DILocation(line: 41, column: 9, scope: !96)
!103 = !DILocation(line: 41, column: 7, scope: !96)
!104 = !DILocation(line: 42, column: 2, scope: !96)
!105 = distinct !DISubprogram(name: "t3", scope: !3, file: !3, line: 45, type: !81, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !84)
!106 = !DILocalVariable(name: "arg", arg: 1, scope: !105, file: !3, line: 45, type: !83)
!107 = !DILocation(line: 45, column: 16, scope: !105)
!108 = !DILocation(line: 47, column: 8, scope: !105)
!109 = !DILocation(line: 48, column: 9, scope: !105)
!110 = !DILocation(line: 48, column: 7, scope: !105)
!111 = !DILocation(line: 49, column: 9, scope: !105)
!112 = !DILocation(line: 49, column: 7, scope: !105)
!113 = !DILocation(line: 50, column: 2, scope: !105)
!114 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 53, type: !115, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !84)
!115 = !DISubroutineType(types: !116)
!116 = !{!63}
!117 = !DILocalVariable(name: "th", scope: !114, file: !3, line: 55, type: !118)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !119, size: 256, elements: !122)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !120, line: 27, baseType: !121)
!120 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!121 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!122 = !{!123}
!123 = !DISubrange(count: 4)
!124 = !DILocation(line: 55, column: 12, scope: !114)
!125 = !DILocation(line: 56, column: 18, scope: !114)
!126 = !DILocation(line: 56, column: 2, scope: !114)
!127 = !DILocation(line: 57, column: 18, scope: !114)
!128 = !DILocation(line: 57, column: 2, scope: !114)
!129 = !DILocation(line: 58, column: 18, scope: !114)
!130 = !DILocation(line: 58, column: 2, scope: !114)
!131 = !DILocation(line: 59, column: 18, scope: !114)
!132 = !DILocation(line: 59, column: 2, scope: !114)
!133 = !DILocation(line: 60, column: 15, scope: !114)
!134 = !DILocation(line: 60, column: 2, scope: !114)
!135 = !DILocation(line: 61, column: 15, scope: !114)
!136 = !DILocation(line: 61, column: 2, scope: !114)
!137 = !DILocation(line: 62, column: 15, scope: !114)
!138 = !DILocation(line: 62, column: 2, scope: !114)
!139 = !DILocation(line: 63, column: 15, scope: !114)
!140 = !DILocation(line: 63, column: 2, scope: !114)
!141 = !DILocalVariable(name: "v", scope: !114, file: !3, line: 64, type: !63)
!142 = !DILocation(line: 64, column: 6, scope: !114)
!143 = !DILocalVariable(name: "d", scope: !114, file: !3, line: 64, type: !63)
!144 = !DILocation(line: 64, column: 9, scope: !114)
!145 = !DILocalVariable(name: "o", scope: !114, file: !3, line: 64, type: !63)
!146 = !DILocation(line: 64, column: 12, scope: !114)
!147 = !DILocation(line: 65, column: 6, scope: !114)
!148 = !DILocation(line: 65, column: 4, scope: !114)
!149 = !DILocation(line: 66, column: 6, scope: !114)
!150 = !DILocation(line: 66, column: 8, scope: !114)
!151 = !DILocation(line: 66, column: 19, scope: !114)
!152 = !DILocation(line: 66, column: 21, scope: !114)
!153 = !DILocation(line: 66, column: 4, scope: !114)
!154 = !DILocation(line: 67, column: 6, scope: !155)
!155 = distinct !DILexicalBlock(scope: !114, file: !3, line: 67, column: 6)
!156 = !DILocation(line: 67, column: 8, scope: !155)
!157 = !DILocation(line: 67, column: 6, scope: !114)
!158 = !DILocation(line: 68, column: 3, scope: !155)
!159 = !DILocation(line: 69, column: 7, scope: !114)
!160 = !DILocation(line: 69, column: 4, scope: !114)
!161 = !DILocation(line: 70, column: 6, scope: !114)
!162 = !DILocation(line: 70, column: 4, scope: !114)
!163 = !DILocation(line: 71, column: 6, scope: !114)
!164 = !DILocation(line: 71, column: 8, scope: !114)
!165 = !DILocation(line: 71, column: 19, scope: !114)
!166 = !DILocation(line: 71, column: 21, scope: !114)
!167 = !DILocation(line: 71, column: 4, scope: !114)
!168 = !DILocation(line: 72, column: 6, scope: !169)
!169 = distinct !DILexicalBlock(scope: !114, file: !3, line: 72, column: 6)
!170 = !DILocation(line: 72, column: 8, scope: !169)
!171 = !DILocation(line: 72, column: 6, scope: !114)
!172 = !DILocation(line: 73, column: 3, scope: !169)
!173 = !DILocation(line: 74, column: 7, scope: !114)
!174 = !DILocation(line: 74, column: 9, scope: !114)
!175 = !DILocation(line: 74, column: 4, scope: !114)
!176 = !DILocation(line: 75, column: 6, scope: !114)
!177 = !DILocation(line: 75, column: 4, scope: !114)
!178 = !DILocation(line: 76, column: 6, scope: !114)
!179 = !DILocation(line: 76, column: 8, scope: !114)
!180 = !DILocation(line: 76, column: 19, scope: !114)
!181 = !DILocation(line: 76, column: 21, scope: !114)
!182 = !DILocation(line: 76, column: 4, scope: !114)
!183 = !DILocation(line: 77, column: 6, scope: !184)
!184 = distinct !DILexicalBlock(scope: !114, file: !3, line: 77, column: 6)
!185 = !DILocation(line: 77, column: 8, scope: !184)
!186 = !DILocation(line: 77, column: 6, scope: !114)
!187 = !DILocation(line: 78, column: 3, scope: !184)
!188 = !DILocation(line: 79, column: 7, scope: !114)
!189 = !DILocation(line: 79, column: 9, scope: !114)
!190 = !DILocation(line: 79, column: 4, scope: !114)
!191 = !DILocation(line: 80, column: 6, scope: !114)
!192 = !DILocation(line: 80, column: 4, scope: !114)
!193 = !DILocation(line: 81, column: 6, scope: !114)
!194 = !DILocation(line: 81, column: 8, scope: !114)
!195 = !DILocation(line: 81, column: 19, scope: !114)
!196 = !DILocation(line: 81, column: 21, scope: !114)
!197 = !DILocation(line: 81, column: 4, scope: !114)
!198 = !DILocation(line: 82, column: 6, scope: !199)
!199 = distinct !DILexicalBlock(scope: !114, file: !3, line: 82, column: 6)
!200 = !DILocation(line: 82, column: 8, scope: !199)
!201 = !DILocation(line: 82, column: 6, scope: !114)
!202 = !DILocation(line: 83, column: 3, scope: !199)
!203 = !DILocation(line: 84, column: 7, scope: !114)
!204 = !DILocation(line: 84, column: 9, scope: !114)
!205 = !DILocation(line: 84, column: 4, scope: !114)
!206 = !DILocation(line: 90, column: 10, scope: !114)
!207 = !DILocation(line: 90, column: 2, scope: !114)
!208 = !DILocation(line: 93, column: 3, scope: !209)
!209 = distinct !DILexicalBlock(scope: !210, file: !3, line: 93, column: 3)
!210 = distinct !DILexicalBlock(scope: !211, file: !3, line: 93, column: 3)
!211 = distinct !DILexicalBlock(scope: !114, file: !3, line: 90, column: 13)
!212 = !DILocation(line: 98, column: 3, scope: !213)
!213 = distinct !DILexicalBlock(scope: !214, file: !3, line: 98, column: 3)
!214 = distinct !DILexicalBlock(scope: !211, file: !3, line: 98, column: 3)
!215 = !DILocation(line: 103, column: 3, scope: !216)
!216 = distinct !DILexicalBlock(scope: !217, file: !3, line: 103, column: 3)
!217 = distinct !DILexicalBlock(scope: !211, file: !3, line: 103, column: 3)
!218 = !DILocation(line: 108, column: 3, scope: !219)
!219 = distinct !DILexicalBlock(scope: !220, file: !3, line: 108, column: 3)
!220 = distinct !DILexicalBlock(scope: !211, file: !3, line: 108, column: 3)
!221 = !DILocation(line: 113, column: 3, scope: !222)
!222 = distinct !DILexicalBlock(scope: !223, file: !3, line: 113, column: 3)
!223 = distinct !DILexicalBlock(scope: !211, file: !3, line: 113, column: 3)
!224 = !DILocation(line: 118, column: 3, scope: !225)
!225 = distinct !DILexicalBlock(scope: !226, file: !3, line: 118, column: 3)
!226 = distinct !DILexicalBlock(scope: !211, file: !3, line: 118, column: 3)
!227 = !DILocation(line: 123, column: 3, scope: !228)
!228 = distinct !DILexicalBlock(scope: !229, file: !3, line: 123, column: 3)
!229 = distinct !DILexicalBlock(scope: !211, file: !3, line: 123, column: 3)
!230 = !DILocation(line: 128, column: 3, scope: !231)
!231 = distinct !DILexicalBlock(scope: !232, file: !3, line: 128, column: 3)
!232 = distinct !DILexicalBlock(scope: !211, file: !3, line: 128, column: 3)
!233 = !DILocation(line: 133, column: 3, scope: !234)
!234 = distinct !DILexicalBlock(scope: !235, file: !3, line: 133, column: 3)
!235 = distinct !DILexicalBlock(scope: !211, file: !3, line: 133, column: 3)
!236 = !DILocation(line: 138, column: 3, scope: !237)
!237 = distinct !DILexicalBlock(scope: !238, file: !3, line: 138, column: 3)
!238 = distinct !DILexicalBlock(scope: !211, file: !3, line: 138, column: 3)
!239 = !DILocation(line: 143, column: 3, scope: !240)
!240 = distinct !DILexicalBlock(scope: !241, file: !3, line: 143, column: 3)
!241 = distinct !DILexicalBlock(scope: !211, file: !3, line: 143, column: 3)
!242 = !DILocation(line: 148, column: 3, scope: !243)
!243 = distinct !DILexicalBlock(scope: !244, file: !3, line: 148, column: 3)
!244 = distinct !DILexicalBlock(scope: !211, file: !3, line: 148, column: 3)
!245 = !DILocation(line: 153, column: 3, scope: !246)
!246 = distinct !DILexicalBlock(scope: !247, file: !3, line: 153, column: 3)
!247 = distinct !DILexicalBlock(scope: !211, file: !3, line: 153, column: 3)
!248 = !DILocation(line: 158, column: 3, scope: !249)
!249 = distinct !DILexicalBlock(scope: !250, file: !3, line: 158, column: 3)
!250 = distinct !DILexicalBlock(scope: !211, file: !3, line: 158, column: 3)
!251 = !DILocation(line: 163, column: 3, scope: !252)
!252 = distinct !DILexicalBlock(scope: !253, file: !3, line: 163, column: 3)
!253 = distinct !DILexicalBlock(scope: !211, file: !3, line: 163, column: 3)
!254 = !DILocation(line: 168, column: 3, scope: !255)
!255 = distinct !DILexicalBlock(scope: !256, file: !3, line: 168, column: 3)
!256 = distinct !DILexicalBlock(scope: !211, file: !3, line: 168, column: 3)
!257 = !DILocation(line: 172, column: 3, scope: !211)
!258 = !DILabel(scope: !114, name: "unexpected", file: !3, line: 176)
!259 = !DILocation(line: 176, column: 1, scope: !114)
!260 = !DILocation(line: 177, column: 2, scope: !261)
!261 = distinct !DILexicalBlock(scope: !262, file: !3, line: 177, column: 2)
!262 = distinct !DILexicalBlock(scope: !114, file: !3, line: 177, column: 2)
