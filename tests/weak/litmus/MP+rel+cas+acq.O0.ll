; ModuleID = 'MP+rel+cas+acq.c'
source_filename = "MP+rel+cas+acq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !75
@r1_0 = dso_local global i32 0, align 4, !dbg !80
@r2_0 = dso_local global i32 0, align 4, !dbg !82
@r2_1 = dso_local global i32 0, align 4, !dbg !84
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [17 x i8] c"MP+rel+cas+acq.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !39
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !45
@.str.9 = private unnamed_addr constant [13 x i8] c"!\22outcome 8\22\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [13 x i8] c"!\22outcome 9\22\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [14 x i8] c"!\22outcome 10\22\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [14 x i8] c"!\22outcome 11\22\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [14 x i8] c"!\22outcome 12\22\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [14 x i8] c"!\22outcome 13\22\00", align 1, !dbg !60
@.str.15 = private unnamed_addr constant [14 x i8] c"!\22outcome 14\22\00", align 1, !dbg !62
@.str.16 = private unnamed_addr constant [14 x i8] c"!\22outcome 15\22\00", align 1, !dbg !64
@.str.17 = private unnamed_addr constant [14 x i8] c"!\22outcome 16\22\00", align 1, !dbg !66
@.str.18 = private unnamed_addr constant [14 x i8] c"!\22outcome 17\22\00", align 1, !dbg !68
@.str.19 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !70

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !94 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !99, !DIExpression(), !100)
  %5 = load ptr, ptr %2, align 8, !dbg !101
  store i32 1, ptr %3, align 4, !dbg !102
  %6 = load i32, ptr %3, align 4, !dbg !102
  store atomic i32 %6, ptr @x monotonic, align 4, !dbg !102
  store i32 1, ptr %4, align 4, !dbg !103
  %7 = load i32, ptr %4, align 4, !dbg !103
  store atomic i32 %7, ptr @y release, align 4, !dbg !103
  ret ptr null, !dbg !104
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !105 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !106, !DIExpression(), !107)
  %6 = load ptr, ptr %2, align 8, !dbg !108
    #dbg_declare(ptr %3, !109, !DIExpression(), !111)
  store i32 1, ptr %3, align 4, !dbg !111
  store i32 2, ptr %4, align 4, !dbg !112
  %7 = load i32, ptr %3, align 4, !dbg !112
  %8 = load i32, ptr %4, align 4, !dbg !112
  %9 = cmpxchg ptr @y, i32 %7, i32 %8 monotonic monotonic, align 4, !dbg !112
  %10 = extractvalue { i32, i1 } %9, 0, !dbg !112
  %11 = extractvalue { i32, i1 } %9, 1, !dbg !112
  br i1 %11, label %13, label %12, !dbg !112

12:                                               ; preds = %1
  store i32 %10, ptr %3, align 4, !dbg !112
  br label %13, !dbg !112

13:                                               ; preds = %12, %1
  %14 = zext i1 %11 to i8, !dbg !112
  store i8 %14, ptr %5, align 1, !dbg !112
  %15 = load i8, ptr %5, align 1, !dbg !112
  %16 = trunc i8 %15 to i1, !dbg !112
  %17 = load i32, ptr %3, align 4, !dbg !113
  store i32 %17, ptr @r1_0, align 4, !dbg !114
  ret ptr null, !dbg !115
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t2(ptr noundef %0) #0 !dbg !116 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !117, !DIExpression(), !118)
  %5 = load ptr, ptr %2, align 8, !dbg !119
  %6 = load atomic i32, ptr @y acquire, align 4, !dbg !120
  store i32 %6, ptr %3, align 4, !dbg !120
  %7 = load i32, ptr %3, align 4, !dbg !120
  store i32 %7, ptr @r2_0, align 4, !dbg !121
  %8 = load atomic i32, ptr @x monotonic, align 4, !dbg !122
  store i32 %8, ptr %4, align 4, !dbg !122
  %9 = load i32, ptr %4, align 4, !dbg !122
  store i32 %9, ptr @r2_1, align 4, !dbg !123
  ret ptr null, !dbg !124
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !125 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !128, !DIExpression(), !135)
  %6 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 0, !dbg !136
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !137
  %8 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 1, !dbg !138
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !139
  %10 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 2, !dbg !140
  %11 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @t2, ptr noundef null) #4, !dbg !141
  %12 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 0, !dbg !142
  %13 = load i64, ptr %12, align 16, !dbg !142
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null), !dbg !143
  %15 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 1, !dbg !144
  %16 = load i64, ptr %15, align 8, !dbg !144
  %17 = call i32 @pthread_join(i64 noundef %16, ptr noundef null), !dbg !145
  %18 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 2, !dbg !146
  %19 = load i64, ptr %18, align 16, !dbg !146
  %20 = call i32 @pthread_join(i64 noundef %19, ptr noundef null), !dbg !147
    #dbg_declare(ptr %3, !148, !DIExpression(), !149)
    #dbg_declare(ptr %4, !150, !DIExpression(), !151)
    #dbg_declare(ptr %5, !152, !DIExpression(), !153)
  store i32 0, ptr %5, align 4, !dbg !153
  %21 = load i32, ptr @r1_0, align 4, !dbg !154
  store i32 %21, ptr %3, align 4, !dbg !155
  %22 = load i32, ptr %3, align 4, !dbg !156
  %23 = icmp eq i32 %22, 0, !dbg !157
  br i1 %23, label %24, label %25, !dbg !156

24:                                               ; preds = %0
  br label %36, !dbg !156

25:                                               ; preds = %0
  %26 = load i32, ptr %3, align 4, !dbg !158
  %27 = icmp eq i32 %26, 1, !dbg !159
  br i1 %27, label %28, label %29, !dbg !158

28:                                               ; preds = %25
  br label %34, !dbg !158

29:                                               ; preds = %25
  %30 = load i32, ptr %3, align 4, !dbg !160
  %31 = icmp eq i32 %30, 2, !dbg !161
  %32 = zext i1 %31 to i64, !dbg !160
  %33 = select i1 %31, i32 2, i32 -1, !dbg !160
  br label %34, !dbg !158

34:                                               ; preds = %29, %28
  %35 = phi i32 [ 1, %28 ], [ %33, %29 ], !dbg !158
  br label %36, !dbg !156

36:                                               ; preds = %34, %24
  %37 = phi i32 [ 0, %24 ], [ %35, %34 ], !dbg !156
  store i32 %37, ptr %4, align 4, !dbg !162
  %38 = load i32, ptr %4, align 4, !dbg !163
  %39 = icmp slt i32 %38, 0, !dbg !165
  br i1 %39, label %40, label %41, !dbg !166

40:                                               ; preds = %36
  br label %109, !dbg !167

41:                                               ; preds = %36
  %42 = load i32, ptr %4, align 4, !dbg !168
  %43 = load i32, ptr %5, align 4, !dbg !169
  %44 = add nsw i32 %43, %42, !dbg !169
  store i32 %44, ptr %5, align 4, !dbg !169
  %45 = load i32, ptr @r2_0, align 4, !dbg !170
  store i32 %45, ptr %3, align 4, !dbg !171
  %46 = load i32, ptr %3, align 4, !dbg !172
  %47 = icmp eq i32 %46, 0, !dbg !173
  br i1 %47, label %48, label %49, !dbg !172

48:                                               ; preds = %41
  br label %60, !dbg !172

49:                                               ; preds = %41
  %50 = load i32, ptr %3, align 4, !dbg !174
  %51 = icmp eq i32 %50, 1, !dbg !175
  br i1 %51, label %52, label %53, !dbg !174

52:                                               ; preds = %49
  br label %58, !dbg !174

53:                                               ; preds = %49
  %54 = load i32, ptr %3, align 4, !dbg !176
  %55 = icmp eq i32 %54, 2, !dbg !177
  %56 = zext i1 %55 to i64, !dbg !176
  %57 = select i1 %55, i32 2, i32 -1, !dbg !176
  br label %58, !dbg !174

58:                                               ; preds = %53, %52
  %59 = phi i32 [ 1, %52 ], [ %57, %53 ], !dbg !174
  br label %60, !dbg !172

60:                                               ; preds = %58, %48
  %61 = phi i32 [ 0, %48 ], [ %59, %58 ], !dbg !172
  store i32 %61, ptr %4, align 4, !dbg !178
  %62 = load i32, ptr %4, align 4, !dbg !179
  %63 = icmp slt i32 %62, 0, !dbg !181
  br i1 %63, label %64, label %65, !dbg !182

64:                                               ; preds = %60
  br label %109, !dbg !183

65:                                               ; preds = %60
  %66 = load i32, ptr %4, align 4, !dbg !184
  %67 = mul nsw i32 %66, 3, !dbg !185
  %68 = load i32, ptr %5, align 4, !dbg !186
  %69 = add nsw i32 %68, %67, !dbg !186
  store i32 %69, ptr %5, align 4, !dbg !186
  %70 = load i32, ptr @r2_1, align 4, !dbg !187
  store i32 %70, ptr %3, align 4, !dbg !188
  %71 = load i32, ptr %3, align 4, !dbg !189
  %72 = icmp eq i32 %71, 0, !dbg !190
  br i1 %72, label %73, label %74, !dbg !189

73:                                               ; preds = %65
  br label %79, !dbg !189

74:                                               ; preds = %65
  %75 = load i32, ptr %3, align 4, !dbg !191
  %76 = icmp eq i32 %75, 1, !dbg !192
  %77 = zext i1 %76 to i64, !dbg !191
  %78 = select i1 %76, i32 1, i32 -1, !dbg !191
  br label %79, !dbg !189

79:                                               ; preds = %74, %73
  %80 = phi i32 [ 0, %73 ], [ %78, %74 ], !dbg !189
  store i32 %80, ptr %4, align 4, !dbg !193
  %81 = load i32, ptr %4, align 4, !dbg !194
  %82 = icmp slt i32 %81, 0, !dbg !196
  br i1 %82, label %83, label %84, !dbg !197

83:                                               ; preds = %79
  br label %109, !dbg !198

84:                                               ; preds = %79
  %85 = load i32, ptr %4, align 4, !dbg !199
  %86 = mul nsw i32 %85, 9, !dbg !200
  %87 = load i32, ptr %5, align 4, !dbg !201
  %88 = add nsw i32 %87, %86, !dbg !201
  store i32 %88, ptr %5, align 4, !dbg !201
  %89 = load i32, ptr %5, align 4, !dbg !202
  switch i32 %89, label %108 [
    i32 0, label %90
    i32 1, label %91
    i32 2, label %92
    i32 3, label %93
    i32 4, label %94
    i32 5, label %95
    i32 6, label %96
    i32 7, label %97
    i32 8, label %98
    i32 9, label %99
    i32 10, label %100
    i32 11, label %101
    i32 12, label %102
    i32 13, label %103
    i32 14, label %104
    i32 15, label %105
    i32 16, label %106
    i32 17, label %107
  ], !dbg !203

90:                                               ; preds = %84
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 78, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !204
  unreachable, !dbg !204

91:                                               ; preds = %84
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 83, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !208
  unreachable, !dbg !208

92:                                               ; preds = %84
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 88, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !211
  unreachable, !dbg !211

93:                                               ; preds = %84
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 93, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !214
  unreachable, !dbg !214

94:                                               ; preds = %84
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 98, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !217
  unreachable, !dbg !217

95:                                               ; preds = %84
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 103, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !220
  unreachable, !dbg !220

96:                                               ; preds = %84
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 108, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !223
  unreachable, !dbg !223

97:                                               ; preds = %84
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 113, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !226
  unreachable, !dbg !226

98:                                               ; preds = %84
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 118, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !229
  unreachable, !dbg !229

99:                                               ; preds = %84
  call void @__assert_fail(ptr noundef @.str.10, ptr noundef @.str.1, i32 noundef 123, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !232
  unreachable, !dbg !232

100:                                              ; preds = %84
  call void @__assert_fail(ptr noundef @.str.11, ptr noundef @.str.1, i32 noundef 128, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !235
  unreachable, !dbg !235

101:                                              ; preds = %84
  call void @__assert_fail(ptr noundef @.str.12, ptr noundef @.str.1, i32 noundef 133, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !238
  unreachable, !dbg !238

102:                                              ; preds = %84
  call void @__assert_fail(ptr noundef @.str.13, ptr noundef @.str.1, i32 noundef 138, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !241
  unreachable, !dbg !241

103:                                              ; preds = %84
  call void @__assert_fail(ptr noundef @.str.14, ptr noundef @.str.1, i32 noundef 143, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !244
  unreachable, !dbg !244

104:                                              ; preds = %84
  call void @__assert_fail(ptr noundef @.str.15, ptr noundef @.str.1, i32 noundef 148, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !247
  unreachable, !dbg !247

105:                                              ; preds = %84
  call void @__assert_fail(ptr noundef @.str.16, ptr noundef @.str.1, i32 noundef 153, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !250
  unreachable, !dbg !250

106:                                              ; preds = %84
  call void @__assert_fail(ptr noundef @.str.17, ptr noundef @.str.1, i32 noundef 158, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !253
  unreachable, !dbg !253

107:                                              ; preds = %84
  call void @__assert_fail(ptr noundef @.str.18, ptr noundef @.str.1, i32 noundef 163, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !256
  unreachable, !dbg !256

108:                                              ; preds = %84
  br label %109, !dbg !259

109:                                              ; preds = %108, %83, %64, %40
    #dbg_label(!260, !261)
  call void @__assert_fail(ptr noundef @.str.19, ptr noundef @.str.1, i32 noundef 172, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !262
  unreachable, !dbg !262
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
!llvm.module.flags = !{!86, !87, !88, !89, !90, !91, !92}
!llvm.ident = !{!93}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 18, type: !77, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "MP+rel+cas+acq.c", directory: ".", checksumkind: CSK_MD5, checksum: "7a6fd143c6fc4059e87fd955e16f7a0e")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16, !22, !27, !33, !35, !37, !39, !41, !43, !45, !47, !49, !51, !56, !58, !60, !62, !64, !66, !68, !70, !0, !75, !80, !82, !84}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 136, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 17)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 98, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !18, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !18, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !18, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !18, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 128, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 112, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 14)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 133, type: !53, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !53, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !53, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !53, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !53, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !53, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 163, type: !53, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 172, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 22)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 19, type: !77, isLocal: false, isDefinition: true)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !79)
!79 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 20, type: !79, isLocal: false, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 20, type: !79, isLocal: false, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 20, type: !79, isLocal: false, isDefinition: true)
!86 = !{i32 7, !"Dwarf Version", i32 5}
!87 = !{i32 2, !"Debug Info Version", i32 3}
!88 = !{i32 1, !"wchar_size", i32 4}
!89 = !{i32 8, !"PIC Level", i32 2}
!90 = !{i32 7, !"PIE Level", i32 2}
!91 = !{i32 7, !"uwtable", i32 2}
!92 = !{i32 7, !"frame-pointer", i32 2}
!93 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!94 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 22, type: !95, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !98)
!95 = !DISubroutineType(types: !96)
!96 = !{!97, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!98 = !{}
!99 = !DILocalVariable(name: "arg", arg: 1, scope: !94, file: !3, line: 22, type: !97)
!100 = !DILocation(line: 22, column: 16, scope: !94)
!101 = !DILocation(line: 24, column: 8, scope: !94)
!102 = !DILocation(line: 25, column: 2, scope: !94)
!103 = !DILocation(line: 26, column: 2, scope: !94)
!104 = !DILocation(line: 27, column: 2, scope: !94)
!105 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 30, type: !95, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !98)
!106 = !DILocalVariable(name: "arg", arg: 1, scope: !105, file: !3, line: 30, type: !97)
!107 = !DILocation(line: 30, column: 16, scope: !105)
!108 = !DILocation(line: 32, column: 8, scope: !105)
!109 = !DILocalVariable(name: "e", scope: !110, file: !3, line: 33, type: !79)
!110 = distinct !DILexicalBlock(scope: !105, file: !3, line: 33, column: 2)
!111 = !DILocation(line: 33, column: 8, scope: !110)
!112 = !DILocation(line: 33, column: 15, scope: !110)
!113 = !DILocation(line: 33, column: 118, scope: !110)
!114 = !DILocation(line: 33, column: 116, scope: !110)
!115 = !DILocation(line: 34, column: 2, scope: !105)
!116 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 37, type: !95, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !98)
!117 = !DILocalVariable(name: "arg", arg: 1, scope: !116, file: !3, line: 37, type: !97)
!118 = !DILocation(line: 37, column: 16, scope: !116)
!119 = !DILocation(line: 39, column: 8, scope: !116)
!120 = !DILocation(line: 40, column: 9, scope: !116)
!121 = !DILocation(line: 40, column: 7, scope: !116)
!122 = !DILocation(line: 41, column: 9, scope: !116)
!123 = !DILocation(line: 41, column: 7, scope: !116)
!124 = !DILocation(line: 42, column: 2, scope: !116)
!125 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 45, type: !126, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !98)
!126 = !DISubroutineType(types: !127)
!127 = !{!79}
!128 = !DILocalVariable(name: "th", scope: !125, file: !3, line: 47, type: !129)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !130, size: 192, elements: !133)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !131, line: 27, baseType: !132)
!131 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!132 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!133 = !{!134}
!134 = !DISubrange(count: 3)
!135 = !DILocation(line: 47, column: 12, scope: !125)
!136 = !DILocation(line: 48, column: 18, scope: !125)
!137 = !DILocation(line: 48, column: 2, scope: !125)
!138 = !DILocation(line: 49, column: 18, scope: !125)
!139 = !DILocation(line: 49, column: 2, scope: !125)
!140 = !DILocation(line: 50, column: 18, scope: !125)
!141 = !DILocation(line: 50, column: 2, scope: !125)
!142 = !DILocation(line: 51, column: 15, scope: !125)
!143 = !DILocation(line: 51, column: 2, scope: !125)
!144 = !DILocation(line: 52, column: 15, scope: !125)
!145 = !DILocation(line: 52, column: 2, scope: !125)
!146 = !DILocation(line: 53, column: 15, scope: !125)
!147 = !DILocation(line: 53, column: 2, scope: !125)
!148 = !DILocalVariable(name: "v", scope: !125, file: !3, line: 54, type: !79)
!149 = !DILocation(line: 54, column: 6, scope: !125)
!150 = !DILocalVariable(name: "d", scope: !125, file: !3, line: 54, type: !79)
!151 = !DILocation(line: 54, column: 9, scope: !125)
!152 = !DILocalVariable(name: "o", scope: !125, file: !3, line: 54, type: !79)
!153 = !DILocation(line: 54, column: 12, scope: !125)
!154 = !DILocation(line: 55, column: 6, scope: !125)
!155 = !DILocation(line: 55, column: 4, scope: !125)
!156 = !DILocation(line: 56, column: 6, scope: !125)
!157 = !DILocation(line: 56, column: 8, scope: !125)
!158 = !DILocation(line: 56, column: 19, scope: !125)
!159 = !DILocation(line: 56, column: 21, scope: !125)
!160 = !DILocation(line: 56, column: 32, scope: !125)
!161 = !DILocation(line: 56, column: 34, scope: !125)
!162 = !DILocation(line: 56, column: 4, scope: !125)
!163 = !DILocation(line: 57, column: 6, scope: !164)
!164 = distinct !DILexicalBlock(scope: !125, file: !3, line: 57, column: 6)
!165 = !DILocation(line: 57, column: 8, scope: !164)
!166 = !DILocation(line: 57, column: 6, scope: !125)
!167 = !DILocation(line: 58, column: 3, scope: !164)
!168 = !DILocation(line: 59, column: 7, scope: !125)
!169 = !DILocation(line: 59, column: 4, scope: !125)
!170 = !DILocation(line: 60, column: 6, scope: !125)
!171 = !DILocation(line: 60, column: 4, scope: !125)
!172 = !DILocation(line: 61, column: 6, scope: !125)
!173 = !DILocation(line: 61, column: 8, scope: !125)
!174 = !DILocation(line: 61, column: 19, scope: !125)
!175 = !DILocation(line: 61, column: 21, scope: !125)
!176 = !DILocation(line: 61, column: 32, scope: !125)
!177 = !DILocation(line: 61, column: 34, scope: !125)
!178 = !DILocation(line: 61, column: 4, scope: !125)
!179 = !DILocation(line: 62, column: 6, scope: !180)
!180 = distinct !DILexicalBlock(scope: !125, file: !3, line: 62, column: 6)
!181 = !DILocation(line: 62, column: 8, scope: !180)
!182 = !DILocation(line: 62, column: 6, scope: !125)
!183 = !DILocation(line: 63, column: 3, scope: !180)
!184 = !DILocation(line: 64, column: 7, scope: !125)
!185 = !DILocation(line: 64, column: 9, scope: !125)
!186 = !DILocation(line: 64, column: 4, scope: !125)
!187 = !DILocation(line: 65, column: 6, scope: !125)
!188 = !DILocation(line: 65, column: 4, scope: !125)
!189 = !DILocation(line: 66, column: 6, scope: !125)
!190 = !DILocation(line: 66, column: 8, scope: !125)
!191 = !DILocation(line: 66, column: 19, scope: !125)
!192 = !DILocation(line: 66, column: 21, scope: !125)
!193 = !DILocation(line: 66, column: 4, scope: !125)
!194 = !DILocation(line: 67, column: 6, scope: !195)
!195 = distinct !DILexicalBlock(scope: !125, file: !3, line: 67, column: 6)
!196 = !DILocation(line: 67, column: 8, scope: !195)
!197 = !DILocation(line: 67, column: 6, scope: !125)
!198 = !DILocation(line: 68, column: 3, scope: !195)
!199 = !DILocation(line: 69, column: 7, scope: !125)
!200 = !DILocation(line: 69, column: 9, scope: !125)
!201 = !DILocation(line: 69, column: 4, scope: !125)
!202 = !DILocation(line: 75, column: 10, scope: !125)
!203 = !DILocation(line: 75, column: 2, scope: !125)
!204 = !DILocation(line: 78, column: 3, scope: !205)
!205 = distinct !DILexicalBlock(scope: !206, file: !3, line: 78, column: 3)
!206 = distinct !DILexicalBlock(scope: !207, file: !3, line: 78, column: 3)
!207 = distinct !DILexicalBlock(scope: !125, file: !3, line: 75, column: 13)
!208 = !DILocation(line: 83, column: 3, scope: !209)
!209 = distinct !DILexicalBlock(scope: !210, file: !3, line: 83, column: 3)
!210 = distinct !DILexicalBlock(scope: !207, file: !3, line: 83, column: 3)
!211 = !DILocation(line: 88, column: 3, scope: !212)
!212 = distinct !DILexicalBlock(scope: !213, file: !3, line: 88, column: 3)
!213 = distinct !DILexicalBlock(scope: !207, file: !3, line: 88, column: 3)
!214 = !DILocation(line: 93, column: 3, scope: !215)
!215 = distinct !DILexicalBlock(scope: !216, file: !3, line: 93, column: 3)
!216 = distinct !DILexicalBlock(scope: !207, file: !3, line: 93, column: 3)
!217 = !DILocation(line: 98, column: 3, scope: !218)
!218 = distinct !DILexicalBlock(scope: !219, file: !3, line: 98, column: 3)
!219 = distinct !DILexicalBlock(scope: !207, file: !3, line: 98, column: 3)
!220 = !DILocation(line: 103, column: 3, scope: !221)
!221 = distinct !DILexicalBlock(scope: !222, file: !3, line: 103, column: 3)
!222 = distinct !DILexicalBlock(scope: !207, file: !3, line: 103, column: 3)
!223 = !DILocation(line: 108, column: 3, scope: !224)
!224 = distinct !DILexicalBlock(scope: !225, file: !3, line: 108, column: 3)
!225 = distinct !DILexicalBlock(scope: !207, file: !3, line: 108, column: 3)
!226 = !DILocation(line: 113, column: 3, scope: !227)
!227 = distinct !DILexicalBlock(scope: !228, file: !3, line: 113, column: 3)
!228 = distinct !DILexicalBlock(scope: !207, file: !3, line: 113, column: 3)
!229 = !DILocation(line: 118, column: 3, scope: !230)
!230 = distinct !DILexicalBlock(scope: !231, file: !3, line: 118, column: 3)
!231 = distinct !DILexicalBlock(scope: !207, file: !3, line: 118, column: 3)
!232 = !DILocation(line: 123, column: 3, scope: !233)
!233 = distinct !DILexicalBlock(scope: !234, file: !3, line: 123, column: 3)
!234 = distinct !DILexicalBlock(scope: !207, file: !3, line: 123, column: 3)
!235 = !DILocation(line: 128, column: 3, scope: !236)
!236 = distinct !DILexicalBlock(scope: !237, file: !3, line: 128, column: 3)
!237 = distinct !DILexicalBlock(scope: !207, file: !3, line: 128, column: 3)
!238 = !DILocation(line: 133, column: 3, scope: !239)
!239 = distinct !DILexicalBlock(scope: !240, file: !3, line: 133, column: 3)
!240 = distinct !DILexicalBlock(scope: !207, file: !3, line: 133, column: 3)
!241 = !DILocation(line: 138, column: 3, scope: !242)
!242 = distinct !DILexicalBlock(scope: !243, file: !3, line: 138, column: 3)
!243 = distinct !DILexicalBlock(scope: !207, file: !3, line: 138, column: 3)
!244 = !DILocation(line: 143, column: 3, scope: !245)
!245 = distinct !DILexicalBlock(scope: !246, file: !3, line: 143, column: 3)
!246 = distinct !DILexicalBlock(scope: !207, file: !3, line: 143, column: 3)
!247 = !DILocation(line: 148, column: 3, scope: !248)
!248 = distinct !DILexicalBlock(scope: !249, file: !3, line: 148, column: 3)
!249 = distinct !DILexicalBlock(scope: !207, file: !3, line: 148, column: 3)
!250 = !DILocation(line: 153, column: 3, scope: !251)
!251 = distinct !DILexicalBlock(scope: !252, file: !3, line: 153, column: 3)
!252 = distinct !DILexicalBlock(scope: !207, file: !3, line: 153, column: 3)
!253 = !DILocation(line: 158, column: 3, scope: !254)
!254 = distinct !DILexicalBlock(scope: !255, file: !3, line: 158, column: 3)
!255 = distinct !DILexicalBlock(scope: !207, file: !3, line: 158, column: 3)
!256 = !DILocation(line: 163, column: 3, scope: !257)
!257 = distinct !DILexicalBlock(scope: !258, file: !3, line: 163, column: 3)
!258 = distinct !DILexicalBlock(scope: !207, file: !3, line: 163, column: 3)
!259 = !DILocation(line: 167, column: 3, scope: !207)
!260 = !DILabel(scope: !125, name: "unexpected", file: !3, line: 171)
!261 = !DILocation(line: 171, column: 1, scope: !125)
!262 = !DILocation(line: 172, column: 2, scope: !263)
!263 = distinct !DILexicalBlock(scope: !264, file: !3, line: 172, column: 2)
!264 = distinct !DILexicalBlock(scope: !125, file: !3, line: 172, column: 2)
