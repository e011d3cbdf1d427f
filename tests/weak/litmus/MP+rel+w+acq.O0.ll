; ModuleID = 'MP+rel+w+acq.c'
source_filename = "MP+rel+w+acq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !73
@r2_0 = dso_local global i32 0, align 4, !dbg !78
@r2_1 = dso_local global i32 0, align 4, !dbg !80
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [15 x i8] c"MP+rel+w+acq.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !31
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !33
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !35
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !37
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !39
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !41
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !43
@.str.9 = private unnamed_addr constant [13 x i8] c"!\22outcome 8\22\00", align 1, !dbg !45
@.str.10 = private unnamed_addr constant [13 x i8] c"!\22outcome 9\22\00", align 1, !dbg !47
@.str.11 = private unnamed_addr constant [14 x i8] c"!\22outcome 10\22\00", align 1, !dbg !49
@.str.12 = private unnamed_addr constant [14 x i8] c"!\22outcome 11\22\00", align 1, !dbg !54
@.str.13 = private unnamed_addr constant [14 x i8] c"!\22outcome 12\22\00", align 1, !dbg !56
@.str.14 = private unnamed_addr constant [14 x i8] c"!\22outcome 13\22\00", align 1, !dbg !58
@.str.15 = private unnamed_addr constant [14 x i8] c"!\22outcome 14\22\00", align 1, !dbg !60
@.str.16 = private unnamed_addr constant [14 x i8] c"!\22outcome 15\22\00", align 1, !dbg !62
@.str.17 = private unnamed_addr constant [14 x i8] c"!\22outcome 16\22\00", align 1, !dbg !64
@.str.18 = private unnamed_addr constant [14 x i8] c"!\22outcome 17\22\00", align 1, !dbg !66
@.str.19 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !68

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !90 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !95, !DIExpression(), !96)
  %5 = load ptr, ptr %2, align 8, !dbg !97
  store i32 1, ptr %3, align 4, !dbg !98
  %6 = load i32, ptr %3, align 4, !dbg !98
  store atomic i32 %6, ptr @x monotonic, align 4, !dbg !98
  store i32 1, ptr %4, align 4, !dbg !99
  %7 = load i32, ptr %4, align 4, !dbg !99
  store atomic i32 %7, ptr @y release, align 4, !dbg !99
  ret ptr null, !dbg !100
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !101 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !102, !DIExpression(), !103)
  %4 = load ptr, ptr %2, align 8, !dbg !104
  store i32 2, ptr %3, align 4, !dbg !105
  %5 = load i32, ptr %3, align 4, !dbg !105
  store atomic i32 %5, ptr @y monotonic, align 4, !dbg !105
  ret ptr null, !dbg !106
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t2(ptr noundef %0) #0 !dbg !107 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !108, !DIExpression(), !109)
  %5 = load ptr, ptr %2, align 8, !dbg !110
  %6 = load atomic i32, ptr @y acquire, align 4, !dbg !111
  store i32 %6, ptr %3, align 4, !dbg !111
  %7 = load i32, ptr %3, align 4, !dbg !111
  store i32 %7, ptr @r2_0, align 4, !dbg !112
  %8 = load atomic i32, ptr @x monotonic, align 4, !dbg !113
  store i32 %8, ptr %4, align 4, !dbg !113
  %9 = load i32, ptr %4, align 4, !dbg !113
  store i32 %9, ptr @r2_1, align 4, !dbg !114
  ret ptr null, !dbg !115
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !116 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !119, !DIExpression(), !126)
  %7 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 0, !dbg !127
  %8 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !128
  %9 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 1, !dbg !129
  %10 = call i32 @pthread_create(ptr noundef %9, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !130
  %11 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 2, !dbg !131
  %12 = call i32 @pthread_create(ptr noundef %11, ptr noundef null, ptr noundef @t2, ptr noundef null) #4, !dbg !132
  %13 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 0, !dbg !133
  %14 = load i64, ptr %13, align 16, !dbg !133
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !134
  %16 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 1, !dbg !135
  %17 = load i64, ptr %16, align 8, !dbg !135
  %18 = call i32 @pthread_join(i64 noundef %17, ptr noundef null), !dbg !136
  %19 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 2, !dbg !137
  %20 = load i64, ptr %19, align 16, !dbg !137
  %21 = call i32 @pthread_join(i64 noundef %20, ptr noundef null), !dbg !138
    #dbg_declare(ptr %3, !139, !DIExpression(), !140)
    #dbg_declare(ptr %4, !141, !DIExpression(), !142)
    #dbg_declare(ptr %5, !143, !DIExpression(), !144)
  store i32 0, ptr %5, align 4, !dbg !144
  %22 = load i32, ptr @r2_0, align 4, !dbg !145
  store i32 %22, ptr %3, align 4, !dbg !146
  %23 = load i32, ptr %3, align 4, !dbg !147
  %24 = icmp eq i32 %23, 0, !dbg !148
  br i1 %24, label %25, label %26, !dbg !147

25:                                               ; preds = %0
  br label %37, !dbg !147

26:                                               ; preds = %0
  %27 = load i32, ptr %3, align 4, !dbg !149
  %28 = icmp eq i32 %27, 1, !dbg !150
  br i1 %28, label %29, label %30, !dbg !149

29:                                               ; preds = %26
  br label %35, !dbg !149

30:                                               ; preds = %26
  %31 = load i32, ptr %3, align 4, !dbg !151
  %32 = icmp eq i32 %31, 2, !dbg !152
  %33 = zext i1 %32 to i64, !dbg !151
  %34 = select i1 %32, i32 2, i32 -1, !dbg !151
  br label %35, !dbg !149

35:                                               ; preds = %30, %29
  %36 = phi i32 [ 1, %29 ], [ %34, %30 ], !dbg !149
  br label %37, !dbg !147

37:                                               ; preds = %35, %25
  %38 = phi i32 [ 0, %25 ], [ %36, %35 ], !dbg !147
  store i32 %38, ptr %4, align 4, !dbg !153
  %39 = load i32, ptr %4, align 4, !dbg !154
  %40 = icmp slt i32 %39, 0, !dbg !156
  br i1 %40, label %41, label %42, !dbg !157

41:                                               ; preds = %37
  br label %111, !dbg !158

42:                                               ; preds = %37
  %43 = load i32, ptr %4, align 4, !dbg !159
  %44 = load i32, ptr %5, align 4, !dbg !160
  %45 = add nsw i32 %44, %43, !dbg !160
  store i32 %45, ptr %5, align 4, !dbg !160
  %46 = load i32, ptr @r2_1, align 4, !dbg !161
  store i32 %46, ptr %3, align 4, !dbg !162
  %47 = load i32, ptr %3, align 4, !dbg !163
  %48 = icmp eq i32 %47, 0, !dbg !164
  br i1 %48, label %49, label %50, !dbg !163

49:                                               ; preds = %42
  br label %55, !dbg !163

50:                                               ; preds = %42
  %51 = load i32, ptr %3, align 4, !dbg !165
  %52 = icmp eq i32 %51, 1, !dbg !166
  %53 = zext i1 %52 to i64, !dbg !165
  %54 = select i1 %52, i32 1, i32 -1, !dbg !165
  br label %55, !dbg !163

55:                                               ; preds = %50, %49
  %56 = phi i32 [ 0, %49 ], [ %54, %50 ], !dbg !163
  store i32 %56, ptr %4, align 4, !dbg !167
  %57 = load i32, ptr %4, align 4, !dbg !168
  %58 = icmp slt i32 %57, 0, !dbg !170
  br i1 %58, label %59, label %60, !dbg !171

59:                                               ; preds = %55
  br label %111, !dbg !172

60:                                               ; preds = %55
  %61 = load i32, ptr %4, align 4, !dbg !173
  %62 = mul nsw i32 %61, 3, !dbg !174
  %63 = load i32, ptr %5, align 4, !dbg !175
  %64 = add nsw i32 %63, %62, !dbg !175
  store i32 %64, ptr %5, align 4, !dbg !175
  %65 = load atomic i32, ptr @y monotonic, align 4, !dbg !176
  store i32 %65, ptr %6, align 4, !dbg !176
  %66 = load i32, ptr %6, align 4, !dbg !176
  store i32 %66, ptr %3, align 4, !dbg !177
  %67 = load i32, ptr %3, align 4, !dbg !178
  %68 = icmp eq i32 %67, 0, !dbg !179
  br i1 %68, label %69, label %70, !dbg !178

69:                                               ; preds = %60
  br label %81, !dbg !178

70:                                               ; preds = %60
  %71 = load i32, ptr %3, align 4, !dbg !180
  %72 = icmp eq i32 %71, 1, !dbg !181
  br i1 %72, label %73, label %74, !dbg !180

73:                                               ; preds = %70
  br label %79, !dbg !180

74:                                               ; preds = %70
  %75 = load i32, ptr %3, align 4, !dbg !182
  %76 = icmp eq i32 %75, 2, !dbg !183
  %77 = zext i1 %76 to i64, !dbg !182
  %78 = select i1 %76, i32 2, i32 -1, !dbg !182
  br label %79, !dbg !180

79:                                               ; preds = %74, %73
  %80 = phi i32 [ 1, %73 ], [ %78, %74 ], !dbg !180
  br label %81, !dbg !178

81:                                               ; preds = %79, %69
  %82 = phi i32 [ 0, %69 ], [ %80, %79 ], !dbg !178
  store i32 %82, ptr %4, align 4, !dbg !184
  %83 = load i32, ptr %4, align 4, !dbg !185
  %84 = icmp slt i32 %83, 0, !dbg !187
  br i1 %84, label %85, label %86, !dbg !188

85:                                               ; preds = %81
  br label %111, !dbg !189

86:                                               ; preds = %81
  %87 = load i32, ptr %4, align 4, !dbg !190
  %88 = mul nsw i32 %87, 6, !dbg !191
  %89 = load i32, ptr %5, align 4, !dbg !192
  %90 = add nsw i32 %89, %88, !dbg !192
  store i32 %90, ptr %5, align 4, !dbg !192
  %91 = load i32, ptr %5, align 4, !dbg !193
  switch i32 %91, label %110 [
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
    i32 16, label %108
    i32 17, label %109
  ], !dbg !194

92:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 78, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !195
  unreachable, !dbg !195

93:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 83, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !199
  unreachable, !dbg !199

94:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 88, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !202
  unreachable, !dbg !202

95:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 93, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !205
  unreachable, !dbg !205

96:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 98, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !208
  unreachable, !dbg !208

97:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 103, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !211
  unreachable, !dbg !211

98:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 108, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !214
  unreachable, !dbg !214

99:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 113, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !217
  unreachable, !dbg !217

100:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 118, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !220
  unreachable, !dbg !220

101:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.10, ptr noundef @.str.1, i32 noundef 123, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !223
  unreachable, !dbg !223

102:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.11, ptr noundef @.str.1, i32 noundef 128, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !226
  unreachable, !dbg !226

103:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.12, ptr noundef @.str.1, i32 noundef 133, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !229
  unreachable, !dbg !229

104:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.13, ptr noundef @.str.1, i32 noundef 138, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !232
  unreachable, !dbg !232

105:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.14, ptr noundef @.str.1, i32 noundef 143, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !235
  unreachable, !dbg !235

106:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.15, ptr noundef @.str.1, i32 noundef 148, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !238
  unreachable, !dbg !238

107:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.16, ptr noundef @.str.1, i32 noundef 153, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !241
  unreachable, !dbg !241

108:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.17, ptr noundef @.str.1, i32 noundef 158, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !244
  unreachable, !dbg !244

109:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.18, ptr noundef @.str.1, i32 noundef 163, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !247
  unreachable, !dbg !247

110:                                              ; preds = %86
  br label %111, !dbg !250

111:                                              ; preds = %110, %85, %59, %41
    #dbg_label(!251, !252)
  call void @__assert_fail(ptr noundef @.str.19, ptr noundef @.str.1, i32 noundef 172, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !253
  unreachable, !dbg !253
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
!llvm.module.flags = !{!82, !83, !84, !85, !86, !87, !88}
!llvm.ident = !{!89}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 18, type: !75, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "MP+rel+w+acq.c", directory: ".", checksumkind: CSK_MD5, checksum: "85224d9d0a63a3ea4340ab5896af6732")
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
!15 = !{!16, !22, !27, !31, !33, !35, !37, !39, !41, !43, !45, !47, !49, !54, !56, !58, !60, !62, !64, !66, !68, !0, !73, !78, !80}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 15)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !25)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !18, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 98, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !18, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !18, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !18, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 128, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 112, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 14)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 133, type: !51, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !51, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !51, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !51, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !51, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !51, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 163, type: !51, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 172, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 22)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 19, type: !75, isLocal: false, isDefinition: true)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !77)
!77 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 20, type: !77, isLocal: false, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 20, type: !77, isLocal: false, isDefinition: true)
!82 = !{i32 7, !"Dwarf Version", i32 5}
!83 = !{i32 2, !"Debug Info Version", i32 3}
!84 = !{i32 1, !"wchar_size", i32 4}
!85 = !{i32 8, !"PIC Level", i32 2}
!86 = !{i32 7, !"PIE Level", i32 2}
!87 = !{i32 7, !"uwtable", i32 2}
!88 = !{i32 7, !"frame-pointer", i32 2}
!89 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!90 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 22, type: !91, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!91 = !DISubroutineType(types: !92)
!92 = !{!93, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!94 = !{}
!95 = !DILocalVariable(name: "arg", arg: 1, scope: !90, file: !3, line: 22, type: !93)
!96 = !DILocation(line: 22, column: 16, scope: !90)
!97 = !DILocation(line: 24, column: 8, scope: !90)
!98 = !DILocation(line: 25, column: 2, scope: !90)
!99 = !DILocation(line: 26, column: 2, scope: !90)
!100 = !DILocation(line: 27, column: 2, scope: !90)
!101 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 30, type: !91, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!102 = !DILocalVariable(name: "arg", arg: 1, scope: !101, file: !3, line: 30, type: !93)
!103 = !DILocation(line: 30, column: 16, scope: !101)
!104 = !DILocation(line: 32, column: 8, scope: !101)
!105 = !DILocation(line: 33, column: 2, scope: !101)
!106 = !DILocation(line: 34, column: 2, scope: !101)
!107 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 37, type: !91, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!108 = !DILocalVariable(name: "arg", arg: 1, scope: !107, file: !3, line: 37, type: !93)
!109 = !DILocation(line: 37, column: 16, scope: !107)
!110 = !DILocation(line: 39, column: 8, scope: !107)
!111 = !DILocation(line: 40, column: 9, scope: !107)
!112 = !DILocation(line: 40, column: 7, scope: !107)
!113 = !DILocation(line: 41, column: 9, scope: !107)
!114 = !DILocation(line: 41, column: 7, scope: !107)
!115 = !DILocation(line: 42, column: 2, scope: !107)
!116 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 45, type: !117, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!117 = !DISubroutineType(types: !118)
!118 = !{!77}
!119 = !DILocalVariable(name: "th", scope: !116, file: !3, line: 47, type: !120)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !121, size: 192, elements: !124)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !122, line: 27, baseType: !123)
!122 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!123 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!124 = !{!125}
!125 = !DISubrange(count: 3)
!126 = !DILocation(line: 47, column: 12, scope: !116)
!127 = !DILocation(line: 48, column: 18, scope: !116)
!128 = !DILocation(line: 48, column: 2, scope: !116)
!129 = !DILocation(line: 49, column: 18, scope: !116)
!130 = !DILocation(line: 49, column: 2, scope: !116)
!131 = !DILocation(line: 50, column: 18, scope: !116)
!132 = !DILocation(line: 50, column: 2, scope: !116)
!133 = !DILocation(line: 51, column: 15, scope: !116)
!134 = !DILocation(line: 51, column: 2, scope: !116)
!135 = !DILocation(line: 52, column: 15, scope: !116)
!136 = !DILocation(line: 52, column: 2, scope: !116)
!137 = !DILocation(line: 53, column: 15, scope: !116)
!138 = !DILocation(line: 53, column: 2, scope: !116)
!139 = !DILocalVariable(name: "v", scope: !116, file: !3, line: 54, type: !77)
!140 = !DILocation(line: 54, column: 6, scope: !116)
!141 = !DILocalVariable(name: "d", scope: !116, file: !3, line: 54, type: !77)
!142 = !DILocation(line: 54, column: 9, scope: !116)
!143 = !DILocalVariable(name: "o", scope: !116, file: !3, line: 54, type: !77)
!144 = !DILocation(line: 54, column: 12, scope: !116)
!145 = !DILocation(line: 55, column: 6, scope: !116)
!146 = !DILocation(line: 55, column: 4, scope: !116)
!147 = !DILocation(line: 56, column: 6, scope: !116)
!148 = !DILocation(line: 56, column: 8, scope: !116)
!149 = !DILocation(line: 56, column: 19, scope: !116)
!150 = !DILocation(line: 56, column: 21, scope: !116)
!151 = !DILocation(line: 56, column: 32, scope: !116)
!152 = !DILocation(line: 56, column: 34, scope: !116)
!153 = !DILocation(line: 56, column: 4, scope: !116)
!154 = !DILocation(line: 57, column: 6, scope: !155)
!155 = distinct !DILexicalBlock(scope: !116, file: !3, line: 57, column: 6)
!156 = !DILocation(line: 57, column: 8, scope: !155)
!157 = !DILocation(line: 57, column: 6, scope: !116)
!158 = !DILocation(line: 58, column: 3, scope: !155)
!159 = !DILocation(line: 59, column: 7, scope: !116)
!160 = !DILocation(line: 59, column: 4, scope: !116)
!161 = !DILocation(line: 60, column: 6, scope: !116)
!162 = !DILocation(line: 60, column: 4, scope: !116)
!163 = !DILocation(line: 61, column: 6, scope: !116)
!164 = !DILocation(line: 61, column: 8, scope: !116)
!165 = !DILocation(line: 61, column: 19, scope: !116)
!166 = !DILocation(line: 61, column: 21, scope: !116)
!167 = !DILocation(line: 61, column: 4, scope: !116)
!168 = !DILocation(line: 62, column: 6, scope: !169)
!169 = distinct !DILexicalBlock(scope: !116, file: !3, line: 62, column: 6)
!170 = !DILocation(line: 62, column: 8, scope: !169)
!171 = !DILocation(line: 62, column: 6, scope: !116)
!172 = !DILocation(line: 63, column: 3, scope: !169)
!173 = !DILocation(line: 64, column: 7, scope: !116)
!174 = !DILocation(line: 64, column: 9, scope: !116)
!175 = !DILocation(line: 64, column: 4, scope: !116)
!176 = !DILocation(line: 65, column: 6, scope: !116)
!177 = !DILocation(line: 65, column: 4, scope: !116)
!178 = !DILocation(line: 66, column: 6, scope: !116)
!179 = !DILocation(line: 66, column: 8, scope: !116)
!180 = !DILocation(line: 66, column: 19, scope: !116)
!181 = !DILocation(line: 66, column: 21, scope: !116)
!182 = !DILocation(line: 66, column: 32, scope: !116)
!183 = !DILocation(line: 66, column: 34, scope: !116)
!184 = !DILocation(line: 66, column: 4, scope: !116)
!185 = !DILocation(line: 67, column: 6, scope: !186)
!186 = distinct !DILexicalBlock(scope: !116, file: !3, line: 67, column: 6)
!187 = !DILocation(line: 67, column: 8, scope: !186)
!188 = !DILocation(line: 67, column: 6, scope: !116)
!189 = !DILocation(line: 68, column: 3, scope: !186)
!190 = !DILocation(line: 69, column: 7, scope: !116)
!191 = !DILocation(line: 69, column: 9, scope: !116)
!192 = !DILocation(line: 69, column: 4, scope: !116)
!193 = !DILocation(line: 75, column: 10, scope: !116)
!194 = !DILocation(line: 75, column: 2, scope: !116)
!195 = !DILocation(line: 78, column: 3, scope: !196)
!196 = distinct !DILexicalBlock(scope: !197, file: !3, line: 78, column: 3)
!197 = distinct !DILexicalBlock(scope: !198, file: !3, line: 78, column: 3)
!198 = distinct !DILexicalBlock(scope: !116, file: !3, line: 75, column: 13)
!199 = !DILocation(line: 83, column: 3, scope: !200)
!200 = distinct !DILexicalBlock(scope: !201, file: !3, line: 83, column: 3)
!201 = distinct !DILexicalBlock(scope: !198, file: !3, line: 83, column: 3)
!202 = !DILocation(line: 88, column: 3, scope: !203)
!203 = distinct !DILexicalBlock(scope: !204, file: !3, line: 88, column: 3)
!204 = distinct !DILexicalBlock(scope: !198, file: !3, line: 88, column: 3)
!205 = !DILocation(line: 93, column: 3, scope: !206)
!206 = distinct !DILexicalBlock(scope: !207, file: !3, line: 93, column: 3)
!207 = distinct !DILexicalBlock(scope: !198, file: !3, line: 93, column: 3)
!208 = !DILocation(line: 98, column: 3, scope: !209)
!209 = distinct !DILexicalBlock(scope: !210, file: !3, line: 98, column: 3)
!210 = distinct !DILexicalBlock(scope: !198, file: !3, line: 98, column: 3)
!211 = !DILocation(line: 103, column: 3, scope: !212)
!212 = distinct !DILexicalBlock(scope: !213, file: !3, line: 103, column: 3)
!213 = distinct !DILexicalBlock(scope: !198, file: !3, line: 103, column: 3)
!214 = !DILocation(line: 108, column: 3, scope: !215)
!215 = distinct !DILexicalBlock(scope: !216, file: !3, line: 108, column: 3)
!216 = distinct !DILexicalBlock(scope: !198, file: !3, line: 108, column: 3)
!217 = !DILocation(line: 113, column: 3, scope: !218)
!218 = distinct !DILexicalBlock(scope: !219, file: !3, line: 113, column: 3)
!219 = distinct !DILexicalBlock(scope: !198, file: !3, line: 113, column: 3)
!220 = !DILocation(line: 118, column: 3, scope: !221)
!221 = distinct !DILexicalBlock(scope: !222, file: !3, line: 118, column: 3)
!222 = distinct !DILexicalBlock(scope: !198, file: !3, line: 118, column: 3)
!223 = !DILocation(line: 123, column: 3, scope: !224)
!224 = distinct !DILexicalBlock(scope: !225, file: !3, line: 123, column: 3)
!225 = distinct !DILexicalBlock(scope: !198, file: !3, line: 123, column: 3)
!226 = !DILocation(line: 128, column: 3, scope: !227)
!227 = distinct !DILexicalBlock(scope: !228, file: !3, line: 128, column: 3)
!228 = distinct !DILexicalBlock(scope: !198, file: !3, line: 128, column: 3)
!229 = !DILocation(line: 133, column: 3, scope: !230)
!230 = distinct !DILexicalBlock(scope: !231, file: !3, line: 133, column: 3)
!231 = distinct !DILexicalBlock(scope: !198, file: !3, line: 133, column: 3)
!232 = !DILocation(line: 138, column: 3, scope: !233)
!233 = distinct !DILexicalBlock(scope: !234, file: !3, line: 138, column: 3)
!234 = distinct !DILexicalBlock(scope: !198, file: !3, line: 138, column: 3)
!235 = !DILocation(line: 143, column: 3, scope: !236)
!236 = distinct !DILexicalBlock(scope: !237, file: !3, line: 143, column: 3)
!237 = distinct !DILexicalBlock(scope: !198, file: !3, line: 143, column: 3)
!238 = !DILocation(line: 148, column: 3, scope: !239)
!239 = distinct !DILexicalBlock(scope: !240, file: !3, line: 148, column: 3)
!240 = distinct !DILexicalBlock(scope: !198, file: !3, line: 148, column: 3)
!241 = !DILocation(line: 153, column: 3, scope: !242)
!242 = distinct !DILexicalBlock(scope: !243, file: !3, line: 153, column: 3)
!243 = distinct !DILexicalBlock(scope: !198, file: !3, line: 153, column: 3)
!244 = !DILocation(line: 158, column: 3, scope: !245)
!245 = distinct !DILexicalBlock(scope: !246, file: !3, line: 158, column: 3)
!246 = distinct !DILexicalBlock(scope: !198, file: !3, line: 158, column: 3)
!247 = !DILocation(line: 163, column: 3, scope: !248)
!248 = distinct !DILexicalBlock(scope: !249, file: !3, line: 163, column: 3)
!249 = distinct !DILexicalBlock(scope: !198, file: !3, line: 163, column: 3)
!250 = !DILocation(line: 167, column: 3, scope: !198)
!251 = !DILabel(scope: !116, name: "unexpected", file: !3, line: 171)
!252 = !DILocation(line: 171, column: 1, scope: !116)
!253 = !DILocation(line: 172, column: 2, scope: !254)
!254 = distinct !DILexicalBlock(scope: !255, file: !3, line: 172, column: 2)
!255 = distinct !DILexicalBlock(scope: !116, file: !3, line: 172, column: 2)
