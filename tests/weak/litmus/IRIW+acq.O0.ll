; ModuleID = 'IRIW+acq.c'
source_filename = "IRIW+acq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !71
@r2_0 = dso_local global i32 0, align 4, !dbg !76
@r2_1 = dso_local global i32 0, align 4, !dbg !78
@r3_0 = dso_local global i32 0, align 4, !dbg !80
@r3_1 = dso_local global i32 0, align 4, !dbg !82
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [11 x i8] c"IRIW+acq.c\00", align 1, !dbg !22
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
@.str.17 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !66

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !92 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !97, !DIExpression(), !98)
  %4 = load ptr, ptr %2, align 8, !dbg !99
  store i32 1, ptr %3, align 4, !dbg !100
  %5 = load i32, ptr %3, align 4, !dbg !100
  store atomic i32 %5, ptr @x release, align 4, !dbg !100
  ret ptr null, !dbg !101
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !102 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !103, !DIExpression(), !104)
  %4 = load ptr, ptr %2, align 8, !dbg !105
  store i32 1, ptr %3, align 4, !dbg !106
  %5 = load i32, ptr %3, align 4, !dbg !106
  store atomic i32 %5, ptr @y release, align 4, !dbg !106
  ret ptr null, !dbg !107
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t2(ptr noundef %0) #0 !dbg !108 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !109, !DIExpression(), !110)
  %5 = load ptr, ptr %2, align 8, !dbg !111
  %6 = load atomic i32, ptr @x acquire, align 4, !dbg !112
  store i32 %6, ptr %3, align 4, !dbg !112
  %7 = load i32, ptr %3, align 4, !dbg !112
  store i32 %7, ptr @r2_0, align 4, !dbg !113
  %8 = load atomic i32, ptr @y acquire, align 4, !dbg !114
  store i32 %8, ptr %4, align 4, !dbg !114
  %9 = load i32, ptr %4, align 4, !dbg !114
  store i32 %9, ptr @r2_1, align 4, !dbg !115
  ret ptr null, !dbg !116
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t3(ptr noundef %0) #0 !dbg !117 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !118, !DIExpression(), !119)
  %5 = load ptr, ptr %2, align 8, !dbg !120
  %6 = load atomic i32, ptr @y acquire, align 4, !dbg !121
  store i32 %6, ptr %3, align 4, !dbg !121
  %7 = load i32, ptr %3, align 4, !dbg !121
  store i32 %7, ptr @r3_0, align 4, !dbg !122
  %8 = load atomic i32, ptr @x acquire, align 4, !dbg !123
  store i32 %8, ptr %4, align 4, !dbg !123
  %9 = load i32, ptr %4, align 4, !dbg !123
  store i32 %9, ptr @r3_1, align 4, !dbg !124
  ret ptr null, !dbg !125
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !126 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !129, !DIExpression(), !136)
  %6 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 0, !dbg !137
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !138
  %8 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 1, !dbg !139
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !140
  %10 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 2, !dbg !141
  %11 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @t2, ptr noundef null) #4, !dbg !142
  %12 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 3, !dbg !143
  %13 = call i32 @pthread_create(ptr noundef %12, ptr noundef null, ptr noundef @t3, ptr noundef null) #4, !dbg !144
  %14 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 0, !dbg !145
  %15 = load i64, ptr %14, align 16, !dbg !145
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null), !dbg !146
  %17 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 1, !dbg !147
  %18 = load i64, ptr %17, align 8, !dbg !147
  %19 = call i32 @pthread_join(i64 noundef %18, ptr noundef null), !dbg !148
  %20 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 2, !dbg !149
  %21 = load i64, ptr %20, align 16, !dbg !149
  %22 = call i32 @pthread_join(i64 noundef %21, ptr noundef null), !dbg !150
  %23 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 3, !dbg !151
  %24 = load i64, ptr %23, align 8, !dbg !151
  %25 = call i32 @pthread_join(i64 noundef %24, ptr noundef null), !dbg !152
    #dbg_declare(ptr %3, !153, !DIExpression(), !154)
    #dbg_declare(ptr %4, !155, !DIExpression(), !156)
    #dbg_declare(ptr %5, !157, !DIExpression(), !158)
  store i32 0, ptr %5, align 4, !dbg !158
  %26 = load i32, ptr @r2_0, align 4, !dbg !159
  store i32 %26, ptr %3, align 4, !dbg !160
  %27 = load i32, ptr %3, align 4, !dbg !161
  %28 = icmp eq i32 %27, 0, !dbg !162
  br i1 %28, label %29, label %30, !dbg !161

29:                                               ; preds = %0
  br label %35, !dbg !161

30:                                               ; preds = %0
  %31 = load i32, ptr %3, align 4, !dbg !163
  %32 = icmp eq i32 %31, 1, !dbg !164
  %33 = zext i1 %32 to i64, !dbg !163
  %34 = select i1 %32, i32 1, i32 -1, !dbg !163
  br label %35, !dbg !161

35:                                               ; preds = %30, %29
  %36 = phi i32 [ 0, %29 ], [ %34, %30 ], !dbg !161
  store i32 %36, ptr %4, align 4, !dbg !165
  %37 = load i32, ptr %4, align 4, !dbg !166
  %38 = icmp slt i32 %37, 0, !dbg !168
  br i1 %38, label %39, label %40, !dbg !169

39:                                               ; preds = %35
  br label %119, !dbg !170

40:                                               ; preds = %35
  %41 = load i32, ptr %4, align 4, !dbg !171
  %42 = load i32, ptr %5, align 4, !dbg !172
  %43 = add nsw i32 %42, %41, !dbg !172
  store i32 %43, ptr %5, align 4, !dbg !172
  %44 = load i32, ptr @r2_1, align 4, !dbg !173
  store i32 %44, ptr %3, align 4, !dbg !174
  %45 = load i32, ptr %3, align 4, !dbg !175
  %46 = icmp eq i32 %45, 0, !dbg !176
  br i1 %46, label %47, label %48, !dbg !175

47:                                               ; preds = %40
  br label %53, !dbg !175

48:                                               ; preds = %40
  %49 = load i32, ptr %3, align 4, !dbg !177
  %50 = icmp eq i32 %49, 1, !dbg !178
  %51 = zext i1 %50 to i64, !dbg !177
  %52 = select i1 %50, i32 1, i32 -1, !dbg !177
  br label %53, !dbg !175

53:                                               ; preds = %48, %47
  %54 = phi i32 [ 0, %47 ], [ %52, %48 ], !dbg !175
  store i32 %54, ptr %4, align 4, !dbg !179
  %55 = load i32, ptr %4, align 4, !dbg !180
  %56 = icmp slt i32 %55, 0, !dbg !182
  br i1 %56, label %57, label %58, !dbg !183

57:                                               ; preds = %53
  br label %119, !dbg !184

58:                                               ; preds = %53
  %59 = load i32, ptr %4, align 4, !dbg !185
  %60 = mul nsw i32 %59, 2, !dbg !186
  %61 = load i32, ptr %5, align 4, !dbg !187
  %62 = add nsw i32 %61, %60, !dbg !187
  store i32 %62, ptr %5, align 4, !dbg !187
  %63 = load i32, ptr @r3_0, align 4, !dbg !188
  store i32 %63, ptr %3, align 4, !dbg !189
  %64 = load i32, ptr %3, align 4, !dbg !190
  %65 = icmp eq i32 %64, 0, !dbg !191
  br i1 %65, label %66, label %67, !dbg !190

66:                                               ; preds = %58
  br label %72, !dbg !190

67:                                               ; preds = %58
  %68 = load i32, ptr %3, align 4, !dbg !192
  %69 = icmp eq i32 %68, 1, !dbg !193
  %70 = zext i1 %69 to i64, !dbg !192
  %71 = select i1 %69, i32 1, i32 -1, !dbg !192
  br label %72, !dbg !190

72:                                               ; preds = %67, %66
  %73 = phi i32 [ 0, %66 ], [ %71, %67 ], !dbg !190
  store i32 %73, ptr %4, align 4, !dbg !194
  %74 = load i32, ptr %4, align 4, !dbg !195
  %75 = icmp slt i32 %74, 0, !dbg !197
  br i1 %75, label %76, label %77, !dbg !198

76:                                               ; preds = %72
  br label %119, !dbg !199

77:                                               ; preds = %72
  %78 = load i32, ptr %4, align 4, !dbg !200
  %79 = mul nsw i32 %78, 4, !dbg !201
  %80 = load i32, ptr %5, align 4, !dbg !202
  %81 = add nsw i32 %80, %79, !dbg !202
  store i32 %81, ptr %5, align 4, !dbg !202
  %82 = load i32, ptr @r3_1, align 4, !dbg !203
  store i32 %82, ptr %3, align 4, !dbg !204
  %83 = load i32, ptr %3, align 4, !dbg !205
  %84 = icmp eq i32 %83, 0, !dbg !206
  br i1 %84, label %85, label %86, !dbg !205

85:                                               ; preds = %77
  br label %91, !dbg !205

86:                                               ; preds = %77
  %87 = load i32, ptr %3, align 4, !dbg !207
  %88 = icmp eq i32 %87, 1, !dbg !208
  %89 = zext i1 %88 to i64, !dbg !207
  %90 = select i1 %88, i32 1, i32 -1, !dbg !207
  br label %91, !dbg !205

91:                                               ; preds = %86, %85
  %92 = phi i32 [ 0, %85 ], [ %90, %86 ], !dbg !205
  store i32 %92, ptr %4, align 4, !dbg !209
  %93 = load i32, ptr %4, align 4, !dbg !210
  %94 = icmp slt i32 %93, 0, !dbg !212
  br i1 %94, label %95, label %96, !dbg !213

95:                                               ; preds = %91
  br label %119, !dbg !214

96:                                               ; preds = %91
  %97 = load i32, ptr %4, align 4, !dbg !215
  %98 = mul nsw i32 %97, 8, !dbg !216
  %99 = load i32, ptr %5, align 4, !dbg !217
  %100 = add nsw i32 %99, %98, !dbg !217
  store i32 %100, ptr %5, align 4, !dbg !217
  %101 = load i32, ptr %5, align 4, !dbg !218
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
  ], !dbg !219

102:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 94, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !220
  unreachable, !dbg !220

103:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 99, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !224
  unreachable, !dbg !224

104:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 104, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !227
  unreachable, !dbg !227

105:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 109, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !230
  unreachable, !dbg !230

106:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 114, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !233
  unreachable, !dbg !233

107:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 119, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !236
  unreachable, !dbg !236

108:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 124, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !239
  unreachable, !dbg !239

109:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 129, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !242
  unreachable, !dbg !242

110:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 134, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !245
  unreachable, !dbg !245

111:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.10, ptr noundef @.str.1, i32 noundef 139, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !248
  unreachable, !dbg !248

112:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.11, ptr noundef @.str.1, i32 noundef 144, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !251
  unreachable, !dbg !251

113:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.12, ptr noundef @.str.1, i32 noundef 149, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !254
  unreachable, !dbg !254

114:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.13, ptr noundef @.str.1, i32 noundef 154, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !257
  unreachable, !dbg !257

115:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.14, ptr noundef @.str.1, i32 noundef 159, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !260
  unreachable, !dbg !260

116:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.15, ptr noundef @.str.1, i32 noundef 164, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !263
  unreachable, !dbg !263

117:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.16, ptr noundef @.str.1, i32 noundef 169, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !266
  unreachable, !dbg !266

118:                                              ; preds = %96
  br label %119, !dbg !269

119:                                              ; preds = %118, %95, %76, %57, %39
    #dbg_label(!270, !271)
  call void @__assert_fail(ptr noundef @.str.17, ptr noundef @.str.1, i32 noundef 178, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !272
  unreachable, !dbg !272
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
!llvm.module.flags = !{!84, !85, !86, !87, !88, !89, !90}
!llvm.ident = !{!91}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 20, type: !73, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "IRIW+acq.c", directory: ".", checksumkind: CSK_MD5, checksum: "19e3a6f5e00c9446cef719ca7de8ef9c")
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
!15 = !{!16, !22, !27, !33, !35, !37, !39, !41, !43, !45, !47, !49, !51, !56, !58, !60, !62, !64, !66, !0, !71, !76, !78, !80, !82}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 88, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 11)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 99, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 119, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !18, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 129, type: !18, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 134, type: !18, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 139, type: !18, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 144, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 112, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 14)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 149, type: !53, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 154, type: !53, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 159, type: !53, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 164, type: !53, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 169, type: !53, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 178, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 22)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 21, type: !73, isLocal: false, isDefinition: true)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !75)
!75 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 22, type: !75, isLocal: false, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 22, type: !75, isLocal: false, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "r3_0", scope: !2, file: !3, line: 22, type: !75, isLocal: false, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "r3_1", scope: !2, file: !3, line: 22, type: !75, isLocal: false, isDefinition: true)
!84 = !{i32 7, !"Dwarf Version", i32 5}
!85 = !{i32 2, !"Debug Info Version", i32 3}
!86 = !{i32 1, !"wchar_size", i32 4}
!87 = !{i32 8, !"PIC Level", i32 2}
!88 = !{i32 7, !"PIE Level", i32 2}
!89 = !{i32 7, !"uwtable", i32 2}
!90 = !{i32 7, !"frame-pointer", i32 2}
!91 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!92 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 24, type: !93, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !96)
!93 = !DISubroutineType(types: !94)
!94 = !{!95, !95}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!96 = !{}
!97 = !DILocalVariable(name: "arg", arg: 1, scope: !92, file: !3, line: 24, type: !95)
!98 = !DILocation(line: 24, column: 16, scope: !92)
!99 = !DILocation(line: 26, column: 8, scope: !92)
!100 = !DILocation(line: 27, column: 2, scope: !92)
!101 = !DILocation(line: 28, column: 2, scope: !92)
!102 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 31, type: !93, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !96)
!103 = !DILocalVariable(name: "arg", arg: 1, scope: !102, file: !3, line: 31, type: !95)
!104 = !DILocation(line: 31, column: 16, scope: !102)
!105 = !DILocation(line: 33, column: 8, scope: !102)
!106 = !DILocation(line: 34, column: 2, scope: !102)
!107 = !DILocation(line: 35, column: 2, scope: !102)
!108 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 38, type: !93, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !96)
!109 = !DILocalVariable(name: "arg", arg: 1, scope: !108, file: !3, line: 38, type: !95)
!110 = !DILocation(line: 38, column: 16, scope: !108)
!111 = !DILocation(line: 40, column: 8, scope: !108)
!112 = !DILocation(line: 41, column: 9, scope: !108)
!113 = !DILocation(line: 41, column: 7, scope: !108)
!114 = !DILocation(line: 42, column: 9, scope: !108)
!115 = !DILocation(line: 42, column: 7, scope: !108)
!116 = !DILocation(line: 43, column: 2, scope: !108)
!117 = distinct !DISubprogram(name: "t3", scope: !3, file: !3, line: 46, type: !93, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !96)
!118 = !DILocalVariable(name: "arg", arg: 1, scope: !117, file: !3, line: 46, type: !95)
!119 = !DILocation(line: 46, column: 16, scope: !117)
!120 = !DILocation(line: 48, column: 8, scope: !117)
!121 = !DILocation(line: 49, column: 9, scope: !117)
!122 = !DILocation(line: 49, column: 7, scope: !117)
!123 = !DILocation(line: 50, column: 9, scope: !117)
!124 = !DILocation(line: 50, column: 7, scope: !117)
!125 = !DILocation(line: 51, column: 2, scope: !117)
!126 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 54, type: !127, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !96)
!127 = !DISubroutineType(types: !128)
!128 = !{!75}
!129 = !DILocalVariable(name: "th", scope: !126, file: !3, line: 56, type: !130)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !131, size: 256, elements: !134)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !132, line: 27, baseType: !133)
!132 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!133 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!134 = !{!135}
!135 = !DISubrange(count: 4)
!136 = !DILocation(line: 56, column: 12, scope: !126)
!137 = !DILocation(line: 57, column: 18, scope: !126)
!138 = !DILocation(line: 57, column: 2, scope: !126)
!139 = !DILocation(line: 58, column: 18, scope: !126)
!140 = !DILocation(line: 58, column: 2, scope: !126)
!141 = !DILocation(line: 59, column: 18, scope: !126)
!142 = !DILocation(line: 59, column: 2, scope: !126)
!143 = !DILocation(line: 60, column: 18, scope: !126)
!144 = !DILocation(line: 60, column: 2, scope: !126)
!145 = !DILocation(line: 61, column: 15, scope: !126)
!146 = !DILocation(line: 61, column: 2, scope: !126)
!147 = !DILocation(line: 62, column: 15, scope: !126)
!148 = !DILocation(line: 62, column: 2, scope: !126)
!149 = !DILocation(line: 63, column: 15, scope: !126)
!150 = !DILocation(line: 63, column: 2, scope: !126)
!151 = !DILocation(line: 64, column: 15, scope: !126)
!152 = !DILocation(line: 64, column: 2, scope: !126)
!153 = !DILocalVariable(name: "v", scope: !126, file: !3, line: 65, type: !75)
!154 = !DILocation(line: 65, column: 6, scope: !126)
!155 = !DILocalVariable(name: "d", scope: !126, file: !3, line: 65, type: !75)
!156 = !DILocation(line: 65, column: 9, scope: !126)
!157 = !DILocalVariable(name: "o", scope: !126, file: !3, line: 65, type: !75)
!158 = !DILocation(line: 65, column: 12, scope: !126)
!159 = !DILocation(line: 66, column: 6, scope: !126)
!160 = !DILocation(line: 66, column: 4, scope: !126)
!161 = !DILocation(line: 67, column: 6, scope: !126)
!162 = !DILocation(line: 67, column: 8, scope: !126)
!163 = !DILocation(line: 67, column: 19, scope: !126)
!164 = !DILocation(line: 67, column: 21, scope: !126)
!165 = !DILocation(line: 67, column: 4, scope: !126)
!166 = !DILocation(line: 68, column: 6, scope: !167)
!167 = distinct !DILexicalBlock(scope: !126, file: !3, line: 68, column: 6)
!168 = !DILocation(line: 68, column: 8, scope: !167)
!169 = !DILocation(line: 68, column: 6, scope: !126)
!170 = !DILocation(line: 69, column: 3, scope: !167)
!171 = !DILocation(line: 70, column: 7, scope: !126)
!172 = !DILocation(line: 70, column: 4, scope: !126)
!173 = !DILocation(line: 71, column: 6, scope: !126)
!174 = !DILocation(line: 71, column: 4, scope: !126)
!175 = !DILocation(line: 72, column: 6, scope: !126)
!176 = !DILocation(line: 72, column: 8, scope: !126)
!177 = !DILocation(line: 72, column: 19, scope: !126)
!178 = !DILocation(line: 72, column: 21, scope: !126)
!179 = !DILocation(line: 72, column: 4, scope: !126)
!180 = !DILocation(line: 73, column: 6, scope: !181)
!181 = distinct !DILexicalBlock(scope: !126, file: !3, line: 73, column: 6)
!182 = !DILocation(line: 73, column: 8, scope: !181)
!183 = !DILocation(line: 73, column: 6, scope: !126)
!184 = !DILocation(line: 74, column: 3, scope: !181)
!185 = !DILocation(line: 75, column: 7, scope: !126)
!186 = !DILocation(line: 75, column: 9, scope: !126)
!187 = !DILocation(line: 75, column: 4, scope: !126)
!188 = !DILocation(line: 76, column: 6, scope: !126)
!189 = !DILocation(line: 76, column: 4, scope: !126)
!190 = !DILocation(line: 77, column: 6, scope: !126)
!191 = !DILocation(line: 77, column: 8, scope: !126)
!192 = !DILocation(line: 77, column: 19, scope: !126)
!193 = !DILocation(line: 77, column: 21, scope: !126)
!194 = !DILocation(line: 77, column: 4, scope: !126)
!195 = !DILocation(line: 78, column: 6, scope: !196)
!196 = distinct !DILexicalBlock(scope: !126, file: !3, line: 78, column: 6)
!197 = !DILocation(line: 78, column: 8, scope: !196)
!198 = !DILocation(line: 78, column: 6, scope: !126)
!199 = !DILocation(line: 79, column: 3, scope: !196)
!200 = !DILocation(line: 80, column: 7, scope: !126)
!201 = !DILocation(line: 80, column: 9, scope: !126)
!202 = !DILocation(line: 80, column: 4, scope: !126)
!203 = !DILocation(line: 81, column: 6, scope: !126)
!204 = !DILocation(line: 81, column: 4, scope: !126)
!205 = !DILocation(line: 82, column: 6, scope: !126)
!206 = !DILocation(line: 82, column: 8, scope: !126)
!207 = !DILocation(line: 82, column: 19, scope: !126)
!208 = !DILocation(line: 82, column: 21, scope: !126)
!209 = !DILocation(line: 82, column: 4, scope: !126)
!210 = !DILocation(line: 83, column: 6, scope: !211)
!211 = distinct !DILexicalBlock(scope: !126, file: !3, line: 83, column: 6)
!212 = !DILocation(line: 83, column: 8, scope: !211)
!213 = !DILocation(line: 83, column: 6, scope: !126)
!214 = !DILocation(line: 84, column: 3, scope: !211)
!215 = !DILocation(line: 85, column: 7, scope: !126)
!216 = !DILocation(line: 85, column: 9, scope: !126)
!217 = !DILocation(line: 85, column: 4, scope: !126)
!218 = !DILocation(line: 91, column: 10, scope: !126)
!219 = !DILocation(line: 91, column: 2, scope: !126)
!220 = !DILocation(line: 94, column: 3, scope: !221)
!221 = distinct !DILexicalBlock(scope: !222, file: !3, line: 94, column: 3)
!222 = distinct !DILexicalBlock(scope: !223, file: !3, line: 94, column: 3)
!223 = distinct !DILexicalBlock(scope: !126, file: !3, line: 91, column: 13)
!224 = !DILocation(line: 99, column: 3, scope: !225)
!225 = distinct !DILexicalBlock(scope: !226, file: !3, line: 99, column: 3)
!226 = distinct !DILexicalBlock(scope: !223, file: !3, line: 99, column: 3)
!227 = !DILocation(line: 104, column: 3, scope: !228)
!228 = distinct !DILexicalBlock(scope: !229, file: !3, line: 104, column: 3)
!229 = distinct !DILexicalBlock(scope: !223, file: !3, line: 104, column: 3)
!230 = !DILocation(line: 109, column: 3, scope: !231)
!231 = distinct !DILexicalBlock(scope: !232, file: !3, line: 109, column: 3)
!232 = distinct !DILexicalBlock(scope: !223, file: !3, line: 109, column: 3)
!233 = !DILocation(line: 114, column: 3, scope: !234)
!234 = distinct !DILexicalBlock(scope: !235, file: !3, line: 114, column: 3)
!235 = distinct !DILexicalBlock(scope: !223, file: !3, line: 114, column: 3)
!236 = !DILocation(line: 119, column: 3, scope: !237)
!237 = distinct !DILexicalBlock(scope: !238, file: !3, line: 119, column: 3)
!238 = distinct !DILexicalBlock(scope: !223, file: !3, line: 119, column: 3)
!239 = !DILocation(line: 124, column: 3, scope: !240)
!240 = distinct !DILexicalBlock(scope: !241, file: !3, line: 124, column: 3)
!241 = distinct !DILexicalBlock(scope: !223, file: !3, line: 124, column: 3)
!242 = !DILocation(line: 129, column: 3, scope: !243)
!243 = distinct !DILexicalBlock(scope: !244, file: !3, line: 129, column: 3)
!244 = distinct !DILexicalBlock(scope: !223, file: !3, line: 129, column: 3)
!245 = !DILocation(line: 134, column: 3, scope: !246)
!246 = distinct !DILexicalBlock(scope: !247, file: !3, line: 134, column: 3)
!247 = distinct !DILexicalBlock(scope: !223, file: !3, line: 134, column: 3)
!248 = !DILocation(line: 139, column: 3, scope: !249)
!249 = distinct !DILexicalBlock(scope: !250, file: !3, line: 139, column: 3)
!250 = distinct !DILexicalBlock(scope: !223, file: !3, line: 139, column: 3)
!251 = !DILocation(line: 144, column: 3, scope: !252)
!252 = distinct !DILexicalBlock(scope: !253, file: !3, line: 144, column: 3)
!253 = distinct !DILexicalBlock(scope: !223, file: !3, line: 144, column: 3)
!254 = !DILocation(line: 149, column: 3, scope: !255)
!255 = distinct !DILexicalBlock(scope: !256, file: !3, line: 149, column: 3)
!256 = distinct !DILexicalBlock(scope: !223, file: !3, line: 149, column: 3)
!257 = !DILocation(line: 154, column: 3, scope: !258)
!258 = distinct !DILexicalBlock(scope: !259, file: !3, line: 154, column: 3)
!259 = distinct !DILexicalBlock(scope: !223, file: !3, line: 154, column: 3)
!260 = !DILocation(line: 159, column: 3, scope: !261)
!261 = distinct !DILexicalBlock(scope: !262, file: !3, line: 159, column: 3)
!262 = distinct !DILexicalBlock(scope: !223, file: !3, line: 159, column: 3)
!263 = !DILocation(line: 164, column: 3, scope: !264)
!264 = distinct !DILexicalBlock(scope: !265, file: !3, line: 164, column: 3)
!265 = distinct !DILexicalBlock(scope: !223, file: !3, line: 164, column: 3)
!266 = !DILocation(line: 169, column: 3, scope: !267)
!267 = distinct !DILexicalBlock(scope: !268, file: !3, line: 169, column: 3)
!268 = distinct !DILexicalBlock(scope: !223, file: !3, line: 169, column: 3)
!269 = !DILocation(line: 173, column: 3, scope: !223)
!270 = !DILabel(scope: !126, name: "unexpected", file: !3, line: 177)
!271 = !DILocation(line: 177, column: 1, scope: !126)
!272 = !DILocation(line: 178, column: 2, scope: !273)
!273 = distinct !DILexicalBlock(scope: !274, file: !3, line: 178, column: 2)
!274 = distinct !DILexicalBlock(scope: !126, file: !3, line: 178, column: 2)
