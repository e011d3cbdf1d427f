; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pair = type { i32, double }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [23 x i8] c"sum_ints: %ld %ld %ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"mean: %.4f %.4f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [7 x i8] c"ildspc\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"str\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [15 x i8] c"%s counter=%d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [5 x i8] c"iidi\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [11 x i8] c"dddddddddi\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [10 x i8] c"lllllllpp\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [14 x i8] c"sum_twice=%d\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [13 x i8] c"max_of=%lld\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [11 x i8] c"concat=%s\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [3 x i8] c"al\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [4 x i8] c"pha\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [2 x i8] c"-\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !68
@.str.16 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !70
@.str.17 = private unnamed_addr constant [2 x i8] c"!\00", align 1, !dbg !75
@__const.main.p1 = private unnamed_addr constant %struct.pair { i32 2, double 1.500000e+00 }, align 8
@__const.main.p2 = private unnamed_addr constant %struct.pair { i32 -3, double 2.500000e-01 }, align 8
@__const.main.p3 = private unnamed_addr constant %struct.pair { i32 10, double 1.000000e+01 }, align 8
@.str.18 = private unnamed_addr constant [12 x i8] c"pairs=%.3f\0A\00", align 1, !dbg !77
@.str.19 = private unnamed_addr constant [7 x i8] c"[i:%d]\00", align 1, !dbg !82
@.str.20 = private unnamed_addr constant [8 x i8] c"[l:%ld]\00", align 1, !dbg !84
@.str.21 = private unnamed_addr constant [9 x i8] c"[d:%.3f]\00", align 1, !dbg !89
@.str.22 = private unnamed_addr constant [7 x i8] c"[s:%s]\00", align 1, !dbg !94
@.str.23 = private unnamed_addr constant [7 x i8] c"[p:%d]\00", align 1, !dbg !96
@.str.24 = private unnamed_addr constant [7 x i8] c"[c:%c]\00", align 1, !dbg !98
@.str.25 = private unnamed_addr constant [4 x i8] c"[?]\00", align 1, !dbg !100

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !116 {
  %1 = alloca i32, align 4
  %2 = alloca [512 x i8], align 16
  %3 = alloca i32, align 4
  %4 = alloca i16, align 2
  %5 = alloca float, align 4
  %6 = alloca %struct.pair, align 8
  %7 = alloca %struct.pair, align 8
  %8 = alloca %struct.pair, align 8
  store i32 0, ptr %1, align 4
  %9 = call i64 (i32, ...) @sum_ints(i32 noundef 0), !dbg !121
  %10 = call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !122
  %11 = call i64 (i32, ...) @sum_ints(i32 noundef 12, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef 1000000), !dbg !123
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %9, i64 noundef %10, i64 noundef %11), !dbg !124
  %13 = call double (i32, ...) @mean_doubles(i32 noundef 2, double noundef 1.000000e+00, double noundef 2.000000e+00), !dbg !125
  %14 = call double (i32, ...) @mean_doubles(i32 noundef 10, double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.750000e+00), !dbg !126
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %13, double noundef %14), !dbg !127
    #dbg_declare(ptr %2, !128, !DIExpression(), !132)
    #dbg_declare(ptr %3, !133, !DIExpression(), !134)
  store i32 41, ptr %3, align 4, !dbg !134
    #dbg_declare(ptr %4, !135, !DIExpression(), !137)
  store i16 -7, ptr %4, align 2, !dbg !137
    #dbg_declare(ptr %5, !138, !DIExpression(), !140)
  store float 2.500000e+00, ptr %5, align 4, !dbg !140
  %16 = getelementptr inbounds [512 x i8], ptr %2, i64 0, i64 0, !dbg !141
  call void (ptr, ptr, ...) @mini_format(ptr noundef %16, ptr noundef @.str.2, i32 noundef 7, i64 noundef 1234567890123, double noundef 3.141590e+00, ptr noundef @.str.3, ptr noundef %3, i32 noundef 90), !dbg !142
  %17 = getelementptr inbounds [512 x i8], ptr %2, i64 0, i64 0, !dbg !143
  %18 = load i32, ptr %3, align 4, !dbg !144
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %17, i32 noundef %18), !dbg !145
  %20 = getelementptr inbounds [512 x i8], ptr %2, i64 0, i64 0, !dbg !146
  %21 = load i16, ptr %4, align 2, !dbg !147
  %22 = sext i16 %21 to i32, !dbg !147
  %23 = load float, ptr %5, align 4, !dbg !148
  %24 = fpext float %23 to double, !dbg !148
  call void (ptr, ptr, ...) @mini_format(ptr noundef %20, ptr noundef @.str.5, i32 noundef %22, i32 noundef 97, double noundef %24, i32 noundef -1), !dbg !149
  %25 = getelementptr inbounds [512 x i8], ptr %2, i64 0, i64 0, !dbg !150
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %25), !dbg !151
  %27 = getelementptr inbounds [512 x i8], ptr %2, i64 0, i64 0, !dbg !152
  call void (ptr, ptr, ...) @mini_format(ptr noundef %27, ptr noundef @.str.7, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, i32 noundef 10), !dbg !153
  %28 = getelementptr inbounds [512 x i8], ptr %2, i64 0, i64 0, !dbg !154
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %28), !dbg !155
  %30 = getelementptr inbounds [512 x i8], ptr %2, i64 0, i64 0, !dbg !156
  call void (ptr, ptr, ...) @mini_format(ptr noundef %30, ptr noundef @.str.8, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, ptr noundef %3, ptr noundef %3), !dbg !157
  %31 = getelementptr inbounds [512 x i8], ptr %2, i64 0, i64 0, !dbg !158
  %32 = load i32, ptr %3, align 4, !dbg !159
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %31, i32 noundef %32), !dbg !160
  %34 = call i32 (i32, ...) @sum_twice(i32 noundef 5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5), !dbg !161
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %34), !dbg !162
  %36 = call i64 (i32, ...) @max_of(i32 noundef 5, i64 noundef -5, i64 noundef 17, i64 noundef 1099511627776, i64 noundef -1125899906842624, i64 noundef 99), !dbg !163
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %36), !dbg !164
  %38 = getelementptr inbounds [512 x i8], ptr %2, i64 0, i64 0, !dbg !165
  %39 = call ptr (ptr, ...) @concat(ptr noundef %38, ptr noundef @.str.12, ptr noundef @.str.13, ptr noundef @.str.14, ptr noundef @.str.15, ptr noundef @.str.16, ptr noundef @.str.17, ptr noundef null), !dbg !166
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %39), !dbg !167
    #dbg_declare(ptr %6, !168, !DIExpression(), !174)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.p1, i64 16, i1 false), !dbg !174
    #dbg_declare(ptr %7, !175, !DIExpression(), !176)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.p2, i64 16, i1 false), !dbg !176
    #dbg_declare(ptr %8, !177, !DIExpression(), !178)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.p3, i64 16, i1 false), !dbg !178
  %41 = getelementptr inbounds { i32, double }, ptr %6, i32 0, i32 0, !dbg !179
  %42 = load i32, ptr %41, align 8, !dbg !179
  %43 = getelementptr inbounds { i32, double }, ptr %6, i32 0, i32 1, !dbg !179
  %44 = load double, ptr %43, align 8, !dbg !179
  %45 = getelementptr inbounds { i32, double }, ptr %7, i32 0, i32 0, !dbg !179
  %46 = load i32, ptr %45, align 8, !dbg !179
  %47 = getelementptr inbounds { i32, double }, ptr %7, i32 0, i32 1, !dbg !179
  %48 = load double, ptr %47, align 8, !dbg !179
  %49 = getelementptr inbounds { i32, double }, ptr %8, i32 0, i32 0, !dbg !179
  %50 = load i32, ptr %49, align 8, !dbg !179
  %51 = getelementptr inbounds { i32, double }, ptr %8, i32 0, i32 1, !dbg !179
  %52 = load double, ptr %51, align 8, !dbg !179
  %53 = call double (i32, ...) @sum_pairs(i32 noundef 3, i32 %42, double %44, i32 %46, double %48, i32 %50, double %52), !dbg !179
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %53), !dbg !180
  ret i32 0, !dbg !181
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) #0 !dbg !182 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !186, !DIExpression(), !187)
    #dbg_declare(ptr %3, !188, !DIExpression(), !200)
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !201
  call void @llvm.va_start.p0(ptr %6), !dbg !201
    #dbg_declare(ptr %4, !202, !DIExpression(), !203)
  store i64 0, ptr %4, align 8, !dbg !203
    #dbg_declare(ptr %5, !204, !DIExpression(), !206)
  store i32 0, ptr %5, align 4, !dbg !206
  br label %7, !dbg !207

7:                                                ; preds = %31, %1
  %8 = load i32, ptr %5, align 4, !dbg !208
  %9 = load i32, ptr %2, align 4, !dbg !210
  %10 = icmp slt i32 %8, %9, !dbg !211
  br i1 %10, label %11, label %34, !dbg !212

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !213
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0, !dbg !213
  %14 = load i32, ptr %13, align 16, !dbg !213
  %15 = icmp ule i32 %14, 40, !dbg !213
  br i1 %15, label %16, label %21, !dbg !213

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3, !dbg !213
  %18 = load ptr, ptr %17, align 16, !dbg !213
  %19 = getelementptr i8, ptr %18, i32 %14, !dbg !213
  %20 = add i32 %14, 8, !dbg !213
  store i32 %20, ptr %13, align 16, !dbg !213
  br label %25, !dbg !213

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2, !dbg !213
  %23 = load ptr, ptr %22, align 8, !dbg !213
  %24 = getelementptr i8, ptr %23, i32 8, !dbg !213
  store ptr %24, ptr %22, align 8, !dbg !213
  br label %25, !dbg !213

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ], !dbg !213
  %27 = load i32, ptr %26, align 4, !dbg !213
  %28 = sext i32 %27 to i64, !dbg !213
  %29 = load i64, ptr %4, align 8, !dbg !214
  %30 = add nsw i64 %29, %28, !dbg !214
  store i64 %30, ptr %4, align 8, !dbg !214
  br label %31, !dbg !215

31:                                               ; preds = %25
  %32 = load i32, ptr %5, align 4, !dbg !216
  %33 = add nsw i32 %32, 1, !dbg !216
  store i32 %33, ptr %5, align 4, !dbg !216
  br label %7, !dbg !217, !llvm.loop !218

34:                                               ; preds = %7
  %35 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !221
  call void @llvm.va_end.p0(ptr %35), !dbg !221
  %36 = load i64, ptr %4, align 8, !dbg !222
  ret i64 %36, !dbg !223
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mean_doubles(i32 noundef %0, ...) #0 !dbg !224 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !227, !DIExpression(), !228)
    #dbg_declare(ptr %3, !229, !DIExpression(), !230)
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !231
  call void @llvm.va_start.p0(ptr %6), !dbg !231
    #dbg_declare(ptr %4, !232, !DIExpression(), !233)
  store double 0.000000e+00, ptr %4, align 8, !dbg !233
    #dbg_declare(ptr %5, !234, !DIExpression(), !236)
  store i32 0, ptr %5, align 4, !dbg !236
  br label %7, !dbg !237

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4, !dbg !238
  %9 = load i32, ptr %2, align 4, !dbg !240
  %10 = icmp slt i32 %8, %9, !dbg !241
  br i1 %10, label %11, label %33, !dbg !242

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !243
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 1, !dbg !243
  %14 = load i32, ptr %13, align 4, !dbg !243
  %15 = icmp ule i32 %14, 160, !dbg !243
  br i1 %15, label %16, label %21, !dbg !243

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3, !dbg !243
  %18 = load ptr, ptr %17, align 16, !dbg !243
  %19 = getelementptr i8, ptr %18, i32 %14, !dbg !243
  %20 = add i32 %14, 16, !dbg !243
  store i32 %20, ptr %13, align 4, !dbg !243
  br label %25, !dbg !243

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2, !dbg !243
  %23 = load ptr, ptr %22, align 8, !dbg !243
  %24 = getelementptr i8, ptr %23, i32 8, !dbg !243
  store ptr %24, ptr %22, align 8, !dbg !243
  br label %25, !dbg !243

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ], !dbg !243
  %27 = load double, ptr %26, align 8, !dbg !243
  %28 = load double, ptr %4, align 8, !dbg !244
  %29 = fadd double %28, %27, !dbg !244
  store double %29, ptr %4, align 8, !dbg !244
  br label %30, !dbg !245

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4, !dbg !246
  %32 = add nsw i32 %31, 1, !dbg !246
  store i32 %32, ptr %5, align 4, !dbg !246
  br label %7, !dbg !247, !llvm.loop !248

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !250
  call void @llvm.va_end.p0(ptr %34), !dbg !250
  %35 = load i32, ptr %2, align 4, !dbg !251
  %36 = icmp ne i32 %35, 0, !dbg !251
  br i1 %36, label %37, label %42, !dbg !251

37:                                               ; preds = %33
  %38 = load double, ptr %4, align 8, !dbg !252
  %39 = load i32, ptr %2, align 4, !dbg !253
  %40 = sitofp i32 %39 to double, !dbg !253
  %41 = fdiv double %38, %40, !dbg !254
  br label %43, !dbg !251

42:                                               ; preds = %33
  br label %43, !dbg !251

43:                                               ; preds = %42, %37
  %44 = phi double [ %41, %37 ], [ 0.000000e+00, %42 ], !dbg !251
  ret double %44, !dbg !255
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mini_format(ptr noundef %0, ptr noundef %1, ...) #0 !dbg !256 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  %6 = alloca ptr, align 8
  %7 = alloca [64 x i8], align 16
  %8 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !260, !DIExpression(), !261)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !262, !DIExpression(), !263)
    #dbg_declare(ptr %5, !264, !DIExpression(), !265)
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0, !dbg !266
  call void @llvm.va_start.p0(ptr %9), !dbg !266
  %10 = load ptr, ptr %3, align 8, !dbg !267
  %11 = getelementptr inbounds i8, ptr %10, i64 0, !dbg !267
  store i8 0, ptr %11, align 1, !dbg !268
    #dbg_declare(ptr %6, !269, !DIExpression(), !271)
  %12 = load ptr, ptr %4, align 8, !dbg !272
  store ptr %12, ptr %6, align 8, !dbg !271
  br label %13, !dbg !273

13:                                               ; preds = %149, %2
  %14 = load ptr, ptr %6, align 8, !dbg !274
  %15 = load i8, ptr %14, align 1, !dbg !276
  %16 = icmp ne i8 %15, 0, !dbg !277
  br i1 %16, label %17, label %152, !dbg !277

17:                                               ; preds = %13
    #dbg_declare(ptr %7, !278, !DIExpression(), !283)
  %18 = load ptr, ptr %6, align 8, !dbg !284
  %19 = load i8, ptr %18, align 1, !dbg !285
  %20 = sext i8 %19 to i32, !dbg !285
  switch i32 %20, label %142 [
    i32 105, label %21
    i32 108, label %40
    i32 100, label %59
    i32 115, label %78
    i32 112, label %97
    i32 99, label %121
  ], !dbg !286

21:                                               ; preds = %17
  %22 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0, !dbg !287
  %23 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0, !dbg !289
  %24 = getelementptr inbounds %struct.__va_list_tag, ptr %23, i32 0, i32 0, !dbg !289
  %25 = load i32, ptr %24, align 16, !dbg !289
  %26 = icmp ule i32 %25, 40, !dbg !289
  br i1 %26, label %27, label %32, !dbg !289

27:                                               ; preds = %21
  %28 = getelementptr inbounds %struct.__va_list_tag, ptr %23, i32 0, i32 3, !dbg !289
  %29 = load ptr, ptr %28, align 16, !dbg !289
  %30 = getelementptr i8, ptr %29, i32 %25, !dbg !289
  %31 = add i32 %25, 8, !dbg !289
  store i32 %31, ptr %24, align 16, !dbg !289
  br label %36, !dbg !289

32:                                               ; preds = %21
  %33 = getelementptr inbounds %struct.__va_list_tag, ptr %23, i32 0, i32 2, !dbg !289
  %34 = load ptr, ptr %33, align 8, !dbg !289
  %35 = getelementptr i8, ptr %34, i32 8, !dbg !289
  store ptr %35, ptr %33, align 8, !dbg !289
  br label %36, !dbg !289

36:                                               ; preds = %32, %27
  %37 = phi ptr [ %30, %27 ], [ %34, %32 ], !dbg !289
  %38 = load i32, ptr %37, align 4, !dbg !289
  %39 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %22, ptr noundef @.str.19, i32 noundef %38) #6, !dbg !290
  br label %145, !dbg !291

40:                                               ; preds = %17
  %41 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0, !dbg !292
  %42 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0, !dbg !293
  %43 = getelementptr inbounds %struct.__va_list_tag, ptr %42, i32 0, i32 0, !dbg !293
  %44 = load i32, ptr %43, align 16, !dbg !293
  %45 = icmp ule i32 %44, 40, !dbg !293
  br i1 %45, label %46, label %51, !dbg !293

46:                                               ; preds = %40
  %47 = getelementptr inbounds %struct.__va_list_tag, ptr %42, i32 0, i32 3, !dbg !293
  %48 = load ptr, ptr %47, align 16, !dbg !293
  %49 = getelementptr i8, ptr %48, i32 %44, !dbg !293
  %50 = add i32 %44, 8, !dbg !293
  store i32 %50, ptr %43, align 16, !dbg !293
  br label %55, !dbg !293

51:                                               ; preds = %40
  %52 = getelementptr inbounds %struct.__va_list_tag, ptr %42, i32 0, i32 2, !dbg !293
  %53 = load ptr, ptr %52, align 8, !dbg !293
  %54 = getelementptr i8, ptr %53, i32 8, !dbg !293
  store ptr %54, ptr %52, align 8, !dbg !293
  br label %55, !dbg !293

55:                                               ; preds = %51, %46
  %56 = phi ptr [ %49, %46 ], [ %53, %51 ], !dbg !293
  %57 = load i64, ptr %56, align 8, !dbg !293
  %58 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %41, ptr noundef @.str.20, i64 noundef %57) #6, !dbg !294
  br label %145, !dbg !295

59:                                               ; preds = %17
  %60 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0, !dbg !296
  %61 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0, !dbg !297
  %62 = getelementptr inbounds %struct.__va_list_tag, ptr %61, i32 0, i32 1, !dbg !297
  %63 = load i32, ptr %62, align 4, !dbg !297
  %64 = icmp ule i32 %63, 160, !dbg !297
  br i1 %64, label %65, label %70, !dbg !297

65:                                               ; preds = %59
  %66 = getelementptr inbounds %struct.__va_list_tag, ptr %61, i32 0, i32 3, !dbg !297
  %67 = load ptr, ptr %66, align 16, !dbg !297
  %68 = getelementptr i8, ptr %67, i32 %63, !dbg !297
  %69 = add i32 %63, 16, !dbg !297
  store i32 %69, ptr %62, align 4, !dbg !297
  br label %74, !dbg !297

70:                                               ; preds = %59
  %71 = getelementptr inbounds %struct.__va_list_tag, ptr %61, i32 0, i32 2, !dbg !297
  %72 = load ptr, ptr %71, align 8, !dbg !297
  %73 = getelementptr i8, ptr %72, i32 8, !dbg !297
  store ptr %73, ptr %71, align 8, !dbg !297
  br label %74, !dbg !297

74:                                               ; preds = %70, %65
  %75 = phi ptr [ %68, %65 ], [ %72, %70 ], !dbg !297
  %76 = load double, ptr %75, align 8, !dbg !297
  %77 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %60, ptr noundef @.str.21, double noundef %76) #6, !dbg !298
  br label %145, !dbg !299

78:                                               ; preds = %17
  %79 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0, !dbg !300
  %80 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0, !dbg !301
  %81 = getelementptr inbounds %struct.__va_list_tag, ptr %80, i32 0, i32 0, !dbg !301
  %82 = load i32, ptr %81, align 16, !dbg !301
  %83 = icmp ule i32 %82, 40, !dbg !301
  br i1 %83, label %84, label %89, !dbg !301

84:                                               ; preds = %78
  %85 = getelementptr inbounds %struct.__va_list_tag, ptr %80, i32 0, i32 3, !dbg !301
  %86 = load ptr, ptr %85, align 16, !dbg !301
  %87 = getelementptr i8, ptr %86, i32 %82, !dbg !301
  %88 = add i32 %82, 8, !dbg !301
  store i32 %88, ptr %81, align 16, !dbg !301
  br label %93, !dbg !301

89:                                               ; preds = %78
  %90 = getelementptr inbounds %struct.__va_list_tag, ptr %80, i32 0, i32 2, !dbg !301
  %91 = load ptr, ptr %90, align 8, !dbg !301
  %92 = getelementptr i8, ptr %91, i32 8, !dbg !301
  store ptr %92, ptr %90, align 8, !dbg !301
  br label %93, !dbg !301

93:                                               ; preds = %89, %84
  %94 = phi ptr [ %87, %84 ], [ %91, %89 ], !dbg !301
  %95 = load ptr, ptr %94, align 8, !dbg !301
  %96 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %79, ptr noundef @.str.22, ptr noundef %95) #6, !dbg !302
  br label %145, !dbg !303

97:                                               ; preds = %17
    #dbg_declare(ptr %8, !304, !DIExpression(), !307)
  %98 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0, !dbg !308
  %99 = getelementptr inbounds %struct.__va_list_tag, ptr %98, i32 0, i32 0, !dbg !308
  %100 = load i32, ptr %99, align 16, !dbg !308
  %101 = icmp ule i32 %100, 40, !dbg !308
  br i1 %101, label %102, label %107, !dbg !308

102:                                              ; preds = %97
  %103 = getelementptr inbounds %struct.__va_list_tag, ptr %98, i32 0, i32 3, !dbg !308
  %104 = load ptr, ptr %103, align 16, !dbg !308
  %105 = getelementptr i8, ptr %104, i32 %100, !dbg !308
  %106 = add i32 %100, 8, !dbg !308
  store i32 %106, ptr %99, align 16, !dbg !308
  br label %111, !dbg !308

107:                                              ; preds = %97
  %108 = getelementptr inbounds %struct.__va_list_tag, ptr %98, i32 0, i32 2, !dbg !308
  %109 = load ptr, ptr %108, align 8, !dbg !308
  %110 = getelementptr i8, ptr %109, i32 8, !dbg !308
  store ptr %110, ptr %108, align 8, !dbg !308
  br label %111, !dbg !308

111:                                              ; preds = %107, %102
  %112 = phi ptr [ %105, %102 ], [ %109, %107 ], !dbg !308
  %113 = load ptr, ptr %112, align 8, !dbg !308
  store ptr %113, ptr %8, align 8, !dbg !307
  %114 = load ptr, ptr %8, align 8, !dbg !309
  %115 = load i32, ptr %114, align 4, !dbg !310
  %116 = add nsw i32 %115, 1, !dbg !310
  store i32 %116, ptr %114, align 4, !dbg !310
  %117 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0, !dbg !311
  %118 = load ptr, ptr %8, align 8, !dbg !312
  %119 = load i32, ptr %118, align 4, !dbg !313
  %120 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %117, ptr noundef @.str.23, i32 noundef %119) #6, !dbg !314
  br label %145, !dbg !315

121:                                              ; preds = %17
  %122 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0, !dbg !316
  %123 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0, !dbg !317
  %124 = getelementptr inbounds %struct.__va_list_tag, ptr %123, i32 0, i32 0, !dbg !317
  %125 = load i32, ptr %124, align 16, !dbg !317
  %126 = icmp ule i32 %125, 40, !dbg !317
  br i1 %126, label %127, label %132, !dbg !317

127:                                              ; preds = %121
  %128 = getelementptr inbounds %struct.__va_list_tag, ptr %123, i32 0, i32 3, !dbg !317
  %129 = load ptr, ptr %128, align 16, !dbg !317
  %130 = getelementptr i8, ptr %129, i32 %125, !dbg !317
  %131 = add i32 %125, 8, !dbg !317
  store i32 %131, ptr %124, align 16, !dbg !317
  br label %136, !dbg !317

132:                                              ; preds = %121
  %133 = getelementptr inbounds %struct.__va_list_tag, ptr %123, i32 0, i32 2, !dbg !317
  %134 = load ptr, ptr %133, align 8, !dbg !317
  %135 = getelementptr i8, ptr %134, i32 8, !dbg !317
  store ptr %135, ptr %133, align 8, !dbg !317
  br label %136, !dbg !317

136:                                              ; preds = %132, %127
  %137 = phi ptr [ %130, %127 ], [ %134, %132 ], !dbg !317
  %138 = load i32, ptr %137, align 4, !dbg !317
  %139 = trunc i32 %138 to i8, !dbg !318
  %140 = sext i8 %139 to i32, !dbg !318
  %141 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %122, ptr noundef @.str.24, i32 noundef %140) #6, !dbg !319
  br label %145, !dbg !320

142:                                              ; preds = %17
  %143 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0, !dbg !321
  %144 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %143, ptr noundef @.str.25) #6, !dbg !322
  br label %145, !dbg !323

145:                                              ; preds = %142, %136, %111, %93, %74, %55, %36
  %146 = load ptr, ptr %3, align 8, !dbg !324
  %147 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 0, !dbg !325
  %148 = call ptr @strcat(ptr noundef %146, ptr noundef %147) #6, !dbg !326
  br label %149, !dbg !327

149:                                              ; preds = %145
  %150 = load ptr, ptr %6, align 8, !dbg !328
  %151 = getelementptr inbounds i8, ptr %150, i32 1, !dbg !328
  store ptr %151, ptr %6, align 8, !dbg !328
  br label %13, !dbg !329, !llvm.loop !330

152:                                              ; preds = %13
  %153 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0, !dbg !332
  call void @llvm.va_end.p0(ptr %153), !dbg !332
  ret void, !dbg !333
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_twice(i32 noundef %0, ...) #0 !dbg !334 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !337, !DIExpression(), !338)
    #dbg_declare(ptr %3, !339, !DIExpression(), !340)
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !341
  call void @llvm.va_start.p0(ptr %5), !dbg !341
    #dbg_declare(ptr %4, !342, !DIExpression(), !343)
  %6 = load i32, ptr %2, align 4, !dbg !344
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !345
  %8 = call i32 @vsum_twice(i32 noundef %6, ptr noundef %7), !dbg !346
  store i32 %8, ptr %4, align 4, !dbg !343
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !347
  call void @llvm.va_end.p0(ptr %9), !dbg !347
  %10 = load i32, ptr %4, align 4, !dbg !348
  ret i32 %10, !dbg !349
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @max_of(i32 noundef %0, ...) #0 !dbg !350 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !354, !DIExpression(), !355)
    #dbg_declare(ptr %3, !356, !DIExpression(), !357)
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !358
  call void @llvm.va_start.p0(ptr %7), !dbg !358
    #dbg_declare(ptr %4, !359, !DIExpression(), !360)
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !361
  %9 = getelementptr inbounds %struct.__va_list_tag, ptr %8, i32 0, i32 0, !dbg !361
  %10 = load i32, ptr %9, align 16, !dbg !361
  %11 = icmp ule i32 %10, 40, !dbg !361
  br i1 %11, label %12, label %17, !dbg !361

12:                                               ; preds = %1
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %8, i32 0, i32 3, !dbg !361
  %14 = load ptr, ptr %13, align 16, !dbg !361
  %15 = getelementptr i8, ptr %14, i32 %10, !dbg !361
  %16 = add i32 %10, 8, !dbg !361
  store i32 %16, ptr %9, align 16, !dbg !361
  br label %21, !dbg !361

17:                                               ; preds = %1
  %18 = getelementptr inbounds %struct.__va_list_tag, ptr %8, i32 0, i32 2, !dbg !361
  %19 = load ptr, ptr %18, align 8, !dbg !361
  %20 = getelementptr i8, ptr %19, i32 8, !dbg !361
  store ptr %20, ptr %18, align 8, !dbg !361
  br label %21, !dbg !361

21:                                               ; preds = %17, %12
  %22 = phi ptr [ %15, %12 ], [ %19, %17 ], !dbg !361
  %23 = load i64, ptr %22, align 8, !dbg !361
  store i64 %23, ptr %4, align 8, !dbg !360
    #dbg_declare(ptr %5, !362, !DIExpression(), !364)
  store i32 1, ptr %5, align 4, !dbg !364
  br label %24, !dbg !365

24:                                               ; preds = %51, %21
  %25 = load i32, ptr %5, align 4, !dbg !366
  %26 = load i32, ptr %2, align 4, !dbg !368
  %27 = icmp slt i32 %25, %26, !dbg !369
  br i1 %27, label %28, label %54, !dbg !370

28:                                               ; preds = %24
    #dbg_declare(ptr %6, !371, !DIExpression(), !373)
  %29 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !374
  %30 = getelementptr inbounds %struct.__va_list_tag, ptr %29, i32 0, i32 0, !dbg !374
  %31 = load i32, ptr %30, align 16, !dbg !374
  %32 = icmp ule i32 %31, 40, !dbg !374
  br i1 %32, label %33, label %38, !dbg !374

33:                                               ; preds = %28
  %34 = getelementptr inbounds %struct.__va_list_tag, ptr %29, i32 0, i32 3, !dbg !374
  %35 = load ptr, ptr %34, align 16, !dbg !374
  %36 = getelementptr i8, ptr %35, i32 %31, !dbg !374
  %37 = add i32 %31, 8, !dbg !374
  store i32 %37, ptr %30, align 16, !dbg !374
  br label %42, !dbg !374

38:                                               ; preds = %28
  %39 = getelementptr inbounds %struct.__va_list_tag, ptr %29, i32 0, i32 2, !dbg !374
  %40 = load ptr, ptr %39, align 8, !dbg !374
  %41 = getelementptr i8, ptr %40, i32 8, !dbg !374
  store ptr %41, ptr %39, align 8, !dbg !374
  br label %42, !dbg !374

42:                                               ; preds = %38, %33
  %43 = phi ptr [ %36, %33 ], [ %40, %38 ], !dbg !374
  %44 = load i64, ptr %43, align 8, !dbg !374
  store i64 %44, ptr %6, align 8, !dbg !373
  %45 = load i64, ptr %6, align 8, !dbg !375
  %46 = load i64, ptr %4, align 8, !dbg !377
  %47 = icmp sgt i64 %45, %46, !dbg !378
  br i1 %47, label %48, label %50, !dbg !379

48:                                               ; preds = %42
  %49 = load i64, ptr %6, align 8, !dbg !380
  store i64 %49, ptr %4, align 8, !dbg !381
  br label %50, !dbg !382

50:                                               ; preds = %48, %42
  br label %51, !dbg !383

51:                                               ; preds = %50
  %52 = load i32, ptr %5, align 4, !dbg !384
  %53 = add nsw i32 %52, 1, !dbg !384
  store i32 %53, ptr %5, align 4, !dbg !384
  br label %24, !dbg !385, !llvm.loop !386

54:                                               ; preds = %24
  %55 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !388
  call void @llvm.va_end.p0(ptr %55), !dbg !388
  %56 = load i64, ptr %4, align 8, !dbg !389
  ret i64 %56, !dbg !390
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @concat(ptr noundef %0, ...) #0 !dbg !391 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !394, !DIExpression(), !395)
    #dbg_declare(ptr %3, !396, !DIExpression(), !397)
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !398
  call void @llvm.va_start.p0(ptr %5), !dbg !398
  %6 = load ptr, ptr %2, align 8, !dbg !399
  %7 = getelementptr inbounds i8, ptr %6, i64 0, !dbg !399
  store i8 0, ptr %7, align 1, !dbg !400
    #dbg_declare(ptr %4, !401, !DIExpression(), !402)
  br label %8, !dbg !403

8:                                                ; preds = %26, %1
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !404
  %10 = getelementptr inbounds %struct.__va_list_tag, ptr %9, i32 0, i32 0, !dbg !404
  %11 = load i32, ptr %10, align 16, !dbg !404
  %12 = icmp ule i32 %11, 40, !dbg !404
  br i1 %12, label %13, label %18, !dbg !404

13:                                               ; preds = %8
  %14 = getelementptr inbounds %struct.__va_list_tag, ptr %9, i32 0, i32 3, !dbg !404
  %15 = load ptr, ptr %14, align 16, !dbg !404
  %16 = getelementptr i8, ptr %15, i32 %11, !dbg !404
  %17 = add i32 %11, 8, !dbg !404
  store i32 %17, ptr %10, align 16, !dbg !404
  br label %22, !dbg !404

18:                                               ; preds = %8
  %19 = getelementptr inbounds %struct.__va_list_tag, ptr %9, i32 0, i32 2, !dbg !404
  %20 = load ptr, ptr %19, align 8, !dbg !404
  %21 = getelementptr i8, ptr %20, i32 8, !dbg !404
  store ptr %21, ptr %19, align 8, !dbg !404
  br label %22, !dbg !404

22:                                               ; preds = %18, %13
  %23 = phi ptr [ %16, %13 ], [ %20, %18 ], !dbg !404
  %24 = load ptr, ptr %23, align 8, !dbg !404
  store ptr %24, ptr %4, align 8, !dbg !405
  %25 = icmp ne ptr %24, null, !dbg !406
  br i1 %25, label %26, label %30, !dbg !403

26:                                               ; preds = %22
  %27 = load ptr, ptr %2, align 8, !dbg !407
  %28 = load ptr, ptr %4, align 8, !dbg !408
  %29 = call ptr @strcat(ptr noundef %27, ptr noundef %28) #6, !dbg !409
  br label %8, !dbg !403, !llvm.loop !410

30:                                               ; preds = %22
  %31 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !412
  call void @llvm.va_end.p0(ptr %31), !dbg !412
  %32 = load ptr, ptr %2, align 8, !dbg !413
  ret ptr %32, !dbg !414
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_pairs(i32 noundef %0, ...) #0 !dbg !415 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.pair, align 8
  %7 = alloca %struct.pair, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !416, !DIExpression(), !417)
    #dbg_declare(ptr %3, !418, !DIExpression(), !419)
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !420
  call void @llvm.va_start.p0(ptr %8), !dbg !420
    #dbg_declare(ptr %4, !421, !DIExpression(), !422)
  store double 0.000000e+00, ptr %4, align 8, !dbg !422
    #dbg_declare(ptr %5, !423, !DIExpression(), !425)
  store i32 0, ptr %5, align 4, !dbg !425
  br label %9, !dbg !426

9:                                                ; preds = %46, %1
  %10 = load i32, ptr %5, align 4, !dbg !427
  %11 = load i32, ptr %2, align 4, !dbg !429
  %12 = icmp slt i32 %10, %11, !dbg !430
  br i1 %12, label %13, label %49, !dbg !431

13:                                               ; preds = %9
    #dbg_declare(ptr %6, !432, !DIExpression(), !434)
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !435
  %15 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 0, !dbg !435
  %16 = load i32, ptr %15, align 16, !dbg !435
  %17 = icmp ule i32 %16, 40, !dbg !435
  %18 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 1, !dbg !435
  %19 = load i32, ptr %18, align 4, !dbg !435
  %20 = icmp ule i32 %19, 160, !dbg !435
  %21 = and i1 %17, %20, !dbg !435
  br i1 %21, label %22, label %33, !dbg !435

22:                                               ; preds = %13
  %23 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 3, !dbg !435
  %24 = load ptr, ptr %23, align 16, !dbg !435
  %25 = getelementptr i8, ptr %24, i32 %16, !dbg !435
  %26 = getelementptr i8, ptr %24, i32 %19, !dbg !435
  %27 = load i32, ptr %25, align 4, !dbg !435
  %28 = getelementptr inbounds { i32, double }, ptr %7, i32 0, i32 0, !dbg !435
  store i32 %27, ptr %28, align 8, !dbg !435
  %29 = load double, ptr %26, align 8, !dbg !435
  %30 = getelementptr inbounds { i32, double }, ptr %7, i32 0, i32 1, !dbg !435
  store double %29, ptr %30, align 8, !dbg !435
  %31 = add i32 %16, 8, !dbg !435
  store i32 %31, ptr %15, align 16, !dbg !435
  %32 = add i32 %19, 16, !dbg !435
  store i32 %32, ptr %18, align 4, !dbg !435
  br label %37, !dbg !435

33:                                               ; preds = %13
  %34 = getelementptr inbounds %struct.__va_list_tag, ptr %14, i32 0, i32 2, !dbg !435
  %35 = load ptr, ptr %34, align 8, !dbg !435
  %36 = getelementptr i8, ptr %35, i32 16, !dbg !435
  store ptr %36, ptr %34, align 8, !dbg !435
  br label %37, !dbg !435

37:                                               ; preds = %33, %22
  %38 = phi ptr [ %7, %22 ], [ %35, %33 ], !dbg !435
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %38, i64 16, i1 false), !dbg !435
  %39 = getelementptr inbounds %struct.pair, ptr %6, i32 0, i32 0, !dbg !436
  %40 = load i32, ptr %39, align 8, !dbg !436
  %41 = sitofp i32 %40 to double, !dbg !437
  %42 = getelementptr inbounds %struct.pair, ptr %6, i32 0, i32 1, !dbg !438
  %43 = load double, ptr %42, align 8, !dbg !438
  %44 = load double, ptr %4, align 8, !dbg !439
  %45 = call double @llvm.fmuladd.f64(double %41, double %43, double %44), !dbg !439
  store double %45, ptr %4, align 8, !dbg !439
  br label %46, !dbg !440

46:                                               ; preds = %37
  %47 = load i32, ptr %5, align 4, !dbg !441
  %48 = add nsw i32 %47, 1, !dbg !441
  store i32 %48, ptr %5, align 4, !dbg !441
  br label %9, !dbg !442, !llvm.loop !443

49:                                               ; preds = %9
  %50 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !445
  call void @llvm.va_end.p0(ptr %50), !dbg !445
  %51 = load double, ptr %4, align 8, !dbg !446
  ret double %51, !dbg !447
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nounwind
declare i32 @sprintf(ptr noundef, ptr noundef, ...) #4

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vsum_twice(i32 noundef %0, ptr noundef %1) #0 !dbg !448 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca [1 x %struct.__va_list_tag], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !452, !DIExpression(), !453)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !454, !DIExpression(), !455)
    #dbg_declare(ptr %5, !456, !DIExpression(), !457)
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0, !dbg !458
  %11 = load ptr, ptr %4, align 8, !dbg !458
  call void @llvm.va_copy.p0(ptr %10, ptr %11), !dbg !458
    #dbg_declare(ptr %6, !459, !DIExpression(), !460)
  store i32 0, ptr %6, align 4, !dbg !460
    #dbg_declare(ptr %7, !461, !DIExpression(), !462)
  store i32 0, ptr %7, align 4, !dbg !462
    #dbg_declare(ptr %8, !463, !DIExpression(), !465)
  store i32 0, ptr %8, align 4, !dbg !465
  br label %12, !dbg !466

12:                                               ; preds = %35, %2
  %13 = load i32, ptr %8, align 4, !dbg !467
  %14 = load i32, ptr %3, align 4, !dbg !469
  %15 = icmp slt i32 %13, %14, !dbg !470
  br i1 %15, label %16, label %38, !dbg !471

16:                                               ; preds = %12
  %17 = load ptr, ptr %4, align 8, !dbg !472
  %18 = getelementptr inbounds %struct.__va_list_tag, ptr %17, i32 0, i32 0, !dbg !472
  %19 = load i32, ptr %18, align 8, !dbg !472
  %20 = icmp ule i32 %19, 40, !dbg !472
  br i1 %20, label %21, label %26, !dbg !472

21:                                               ; preds = %16
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %17, i32 0, i32 3, !dbg !472
  %23 = load ptr, ptr %22, align 8, !dbg !472
  %24 = getelementptr i8, ptr %23, i32 %19, !dbg !472
  %25 = add i32 %19, 8, !dbg !472
  store i32 %25, ptr %18, align 8, !dbg !472
  br label %30, !dbg !472

26:                                               ; preds = %16
  %27 = getelementptr inbounds %struct.__va_list_tag, ptr %17, i32 0, i32 2, !dbg !472
  %28 = load ptr, ptr %27, align 8, !dbg !472
  %29 = getelementptr i8, ptr %28, i32 8, !dbg !472
  store ptr %29, ptr %27, align 8, !dbg !472
  br label %30, !dbg !472

30:                                               ; preds = %26, %21
  %31 = phi ptr [ %24, %21 ], [ %28, %26 ], !dbg !472
  %32 = load i32, ptr %31, align 4, !dbg !472
  %33 = load i32, ptr %6, align 4, !dbg !473
  %34 = add nsw i32 %33, %32, !dbg !473
  store i32 %34, ptr %6, align 4, !dbg !473
  br label %35, !dbg !474

35:                                               ; preds = %30
  %36 = load i32, ptr %8, align 4, !dbg !475
  %37 = add nsw i32 %36, 1, !dbg !475
  store i32 %37, ptr %8, align 4, !dbg !475
  br label %12, !dbg !476, !llvm.loop !477

38:                                               ; preds = %12
    #dbg_declare(ptr %9, !479, !DIExpression(), !481)
  store i32 0, ptr %9, align 4, !dbg !481
  br label %39, !dbg !482

39:                                               ; preds = %63, %38
  %40 = load i32, ptr %9, align 4, !dbg !483
  %41 = load i32, ptr %3, align 4, !dbg !485
  %42 = icmp slt i32 %40, %41, !dbg !486
  br i1 %42, label %43, label %66, !dbg !487

43:                                               ; preds = %39
  %44 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0, !dbg !488
  %45 = getelementptr inbounds %struct.__va_list_tag, ptr %44, i32 0, i32 0, !dbg !488
  %46 = load i32, ptr %45, align 16, !dbg !488
  %47 = icmp ule i32 %46, 40, !dbg !488
  br i1 %47, label %48, label %53, !dbg !488

48:                                               ; preds = %43
  %49 = getelementptr inbounds %struct.__va_list_tag, ptr %44, i32 0, i32 3, !dbg !488
  %50 = load ptr, ptr %49, align 16, !dbg !488
  %51 = getelementptr i8, ptr %50, i32 %46, !dbg !488
  %52 = add i32 %46, 8, !dbg !488
  store i32 %52, ptr %45, align 16, !dbg !488
  br label %57, !dbg !488

53:                                               ; preds = %43
  %54 = getelementptr inbounds %struct.__va_list_tag, ptr %44, i32 0, i32 2, !dbg !488
  %55 = load ptr, ptr %54, align 8, !dbg !488
  %56 = getelementptr i8, ptr %55, i32 8, !dbg !488
  store ptr %56, ptr %54, align 8, !dbg !488
  br label %57, !dbg !488

57:                                               ; preds = %53, %48
  %58 = phi ptr [ %51, %48 ], [ %55, %53 ], !dbg !488
  %59 = load i32, ptr %58, align 4, !dbg !488
  %60 = mul nsw i32 %59, 2, !dbg !489
  %61 = load i32, ptr %7, align 4, !dbg !490
  %62 = add nsw i32 %61, %60, !dbg !490
  store i32 %62, ptr %7, align 4, !dbg !490
  br label %63, !dbg !491

63:                                               ; preds = %57
  %64 = load i32, ptr %9, align 4, !dbg !492
  %65 = add nsw i32 %64, 1, !dbg !492
  store i32 %65, ptr %9, align 4, !dbg !492
  br label %39, !dbg !493, !llvm.loop !494

66:                                               ; preds = %39
  %67 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %5, i64 0, i64 0, !dbg !496
  call void @llvm.va_end.p0(ptr %67), !dbg !496
  %68 = load i32, ptr %6, align 4, !dbg !497
  %69 = mul nsw i32 %68, 1000, !dbg !498
  %70 = load i32, ptr %7, align 4, !dbg !499
  %71 = add nsw i32 %69, %70, !dbg !500
  ret i32 %71, !dbg !501
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!102}
!llvm.module.flags = !{!108, !109, !110, !111, !112, !113, !114}
!llvm.ident = !{!115}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 115, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "varargs.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "1a2438f0d81f31dd1d5ab15c5a8ee9fe")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 23)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 117, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 7)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 15)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 5)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !19, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 11)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 10)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 14)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 132, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 13)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !36, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 3)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !19, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 2)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !29, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 1)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !65, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 135, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 12)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !14, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 8)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 9)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !14, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !14, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !14, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !19, isLocal: true, isDefinition: true)
!102 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !103, globals: !107, splitDebugInlining: false, nameTableKind: None)
!103 = !{!104, !106, !4}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!107 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39, !44, !49, !54, !56, !61, !63, !68, !70, !75, !77, !82, !84, !89, !94, !96, !98, !100}
!108 = !{i32 7, !"Dwarf Version", i32 5}
!109 = !{i32 2, !"Debug Info Version", i32 3}
!110 = !{i32 1, !"wchar_size", i32 4}
!111 = !{i32 8, !"PIC Level", i32 2}
!112 = !{i32 7, !"PIE Level", i32 2}
!113 = !{i32 7, !"uwtable", i32 2}
!114 = !{i32 7, !"frame-pointer", i32 2}
!115 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!116 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 114, type: !117, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !102, retainedNodes: !120)
!117 = !DISubroutineType(types: !118)
!118 = !{!119}
!119 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!120 = !{}
!121 = !DILocation(line: 115, column: 39, scope: !116)
!122 = !DILocation(line: 115, column: 52, scope: !116)
!123 = !DILocation(line: 116, column: 12, scope: !116)
!124 = !DILocation(line: 115, column: 5, scope: !116)
!125 = !DILocation(line: 117, column: 33, scope: !116)
!126 = !DILocation(line: 118, column: 12, scope: !116)
!127 = !DILocation(line: 117, column: 5, scope: !116)
!128 = !DILocalVariable(name: "buf", scope: !116, file: !2, line: 119, type: !129)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 4096, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 512)
!132 = !DILocation(line: 119, column: 10, scope: !116)
!133 = !DILocalVariable(name: "counter", scope: !116, file: !2, line: 120, type: !119)
!134 = !DILocation(line: 120, column: 9, scope: !116)
!135 = !DILocalVariable(name: "sh", scope: !116, file: !2, line: 121, type: !136)
!136 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!137 = !DILocation(line: 121, column: 11, scope: !116)
!138 = !DILocalVariable(name: "fl", scope: !116, file: !2, line: 122, type: !139)
!139 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!140 = !DILocation(line: 122, column: 11, scope: !116)
!141 = !DILocation(line: 123, column: 17, scope: !116)
!142 = !DILocation(line: 123, column: 5, scope: !116)
!143 = !DILocation(line: 124, column: 31, scope: !116)
!144 = !DILocation(line: 124, column: 36, scope: !116)
!145 = !DILocation(line: 124, column: 5, scope: !116)
!146 = !DILocation(line: 125, column: 17, scope: !116)
!147 = !DILocation(line: 125, column: 30, scope: !116)
!148 = !DILocation(line: 125, column: 39, scope: !116)
!149 = !DILocation(line: 125, column: 5, scope: !116)
!150 = !DILocation(line: 126, column: 20, scope: !116)
!151 = !DILocation(line: 126, column: 5, scope: !116)
!152 = !DILocation(line: 127, column: 17, scope: !116)
!153 = !DILocation(line: 127, column: 5, scope: !116)
!154 = !DILocation(line: 128, column: 20, scope: !116)
!155 = !DILocation(line: 128, column: 5, scope: !116)
!156 = !DILocation(line: 129, column: 17, scope: !116)
!157 = !DILocation(line: 129, column: 5, scope: !116)
!158 = !DILocation(line: 130, column: 31, scope: !116)
!159 = !DILocation(line: 130, column: 36, scope: !116)
!160 = !DILocation(line: 130, column: 5, scope: !116)
!161 = !DILocation(line: 131, column: 30, scope: !116)
!162 = !DILocation(line: 131, column: 5, scope: !116)
!163 = !DILocation(line: 132, column: 29, scope: !116)
!164 = !DILocation(line: 132, column: 5, scope: !116)
!165 = !DILocation(line: 133, column: 34, scope: !116)
!166 = !DILocation(line: 133, column: 27, scope: !116)
!167 = !DILocation(line: 133, column: 5, scope: !116)
!168 = !DILocalVariable(name: "p1", scope: !116, file: !2, line: 134, type: !169)
!169 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !2, line: 97, size: 128, elements: !170)
!170 = !{!171, !172}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !169, file: !2, line: 98, baseType: !119, size: 32)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !169, file: !2, line: 99, baseType: !173, size: 64, offset: 64)
!173 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!174 = !DILocation(line: 134, column: 17, scope: !116)
!175 = !DILocalVariable(name: "p2", scope: !116, file: !2, line: 134, type: !169)
!176 = !DILocation(line: 134, column: 32, scope: !116)
!177 = !DILocalVariable(name: "p3", scope: !116, file: !2, line: 134, type: !169)
!178 = !DILocation(line: 134, column: 49, scope: !116)
!179 = !DILocation(line: 135, column: 28, scope: !116)
!180 = !DILocation(line: 135, column: 5, scope: !116)
!181 = !DILocation(line: 136, column: 5, scope: !116)
!182 = distinct !DISubprogram(name: "sum_ints", scope: !2, file: !2, line: 7, type: !183, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !120)
!183 = !DISubroutineType(types: !184)
!184 = !{!185, !119, null}
!185 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!186 = !DILocalVariable(name: "count", arg: 1, scope: !182, file: !2, line: 7, type: !119)
!187 = !DILocation(line: 7, column: 26, scope: !182)
!188 = !DILocalVariable(name: "ap", scope: !182, file: !2, line: 8, type: !189)
!189 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !190, line: 12, baseType: !191)
!190 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !192)
!192 = !DICompositeType(tag: DW_TAG_array_type, baseType: !193, size: 192, elements: !73)
!193 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !194)
!194 = !{!195, !197, !198, !199}
!195 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !193, file: !2, line: 8, baseType: !196, size: 32)
!196 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !193, file: !2, line: 8, baseType: !196, size: 32, offset: 32)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !193, file: !2, line: 8, baseType: !106, size: 64, offset: 64)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !193, file: !2, line: 8, baseType: !106, size: 64, offset: 128)
!200 = !DILocation(line: 8, column: 13, scope: !182)
!201 = !DILocation(line: 9, column: 5, scope: !182)
!202 = !DILocalVariable(name: "s", scope: !182, file: !2, line: 10, type: !185)
!203 = !DILocation(line: 10, column: 10, scope: !182)
!204 = !DILocalVariable(name: "i", scope: !205, file: !2, line: 11, type: !119)
!205 = distinct !DILexicalBlock(scope: !182, file: !2, line: 11, column: 5)
!206 = !DILocation(line: 11, column: 14, scope: !205)
!207 = !DILocation(line: 11, column: 10, scope: !205)
!208 = !DILocation(line: 11, column: 21, scope: !209)
!209 = distinct !DILexicalBlock(scope: !205, file: !2, line: 11, column: 5)
!210 = !DILocation(line: 11, column: 25, scope: !209)
!211 = !DILocation(line: 11, column: 23, scope: !209)
!212 = !DILocation(line: 11, column: 5, scope: !205)
!213 = !DILocation(line: 12, column: 14, scope: !209)
!214 = !DILocation(line: 12, column: 11, scope: !209)
!215 = !DILocation(line: 12, column: 9, scope: !209)
!216 = !DILocation(line: 11, column: 33, scope: !209)
!217 = !DILocation(line: 11, column: 5, scope: !209)
!218 = distinct !{!218, !212, !219, !220}
!219 = !DILocation(line: 12, column: 14, scope: !205)
!220 = !{!"llvm.loop.mustprogress"}
!221 = !DILocation(line: 13, column: 5, scope: !182)
!222 = !DILocation(line: 14, column: 12, scope: !182)
!223 = !DILocation(line: 14, column: 5, scope: !182)
!224 = distinct !DISubprogram(name: "mean_doubles", scope: !2, file: !2, line: 17, type: !225, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !120)
!225 = !DISubroutineType(types: !226)
!226 = !{!173, !119, null}
!227 = !DILocalVariable(name: "count", arg: 1, scope: !224, file: !2, line: 17, type: !119)
!228 = !DILocation(line: 17, column: 32, scope: !224)
!229 = !DILocalVariable(name: "ap", scope: !224, file: !2, line: 18, type: !189)
!230 = !DILocation(line: 18, column: 13, scope: !224)
!231 = !DILocation(line: 19, column: 5, scope: !224)
!232 = !DILocalVariable(name: "s", scope: !224, file: !2, line: 20, type: !173)
!233 = !DILocation(line: 20, column: 12, scope: !224)
!234 = !DILocalVariable(name: "i", scope: !235, file: !2, line: 21, type: !119)
!235 = distinct !DILexicalBlock(scope: !224, file: !2, line: 21, column: 5)
!236 = !DILocation(line: 21, column: 14, scope: !235)
!237 = !DILocation(line: 21, column: 10, scope: !235)
!238 = !DILocation(line: 21, column: 21, scope: !239)
!239 = distinct !DILexicalBlock(scope: !235, file: !2, line: 21, column: 5)
!240 = !DILocation(line: 21, column: 25, scope: !239)
!241 = !DILocation(line: 21, column: 23, scope: !239)
!242 = !DILocation(line: 21, column: 5, scope: !235)
!243 = !DILocation(line: 22, column: 14, scope: !239)
!244 = !DILocation(line: 22, column: 11, scope: !239)
!245 = !DILocation(line: 22, column: 9, scope: !239)
!246 = !DILocation(line: 21, column: 33, scope: !239)
!247 = !DILocation(line: 21, column: 5, scope: !239)
!248 = distinct !{!248, !242, !249, !220}
!249 = !DILocation(line: 22, column: 14, scope: !235)
!250 = !DILocation(line: 23, column: 5, scope: !224)
!251 = !DILocation(line: 24, column: 12, scope: !224)
!252 = !DILocation(line: 24, column: 20, scope: !224)
!253 = !DILocation(line: 24, column: 24, scope: !224)
!254 = !DILocation(line: 24, column: 22, scope: !224)
!255 = !DILocation(line: 24, column: 5, scope: !224)
!256 = distinct !DISubprogram(name: "mini_format", scope: !2, file: !2, line: 28, type: !257, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !120)
!257 = !DISubroutineType(types: !258)
!258 = !{null, !259, !104, null}
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!260 = !DILocalVariable(name: "out", arg: 1, scope: !256, file: !2, line: 28, type: !259)
!261 = !DILocation(line: 28, column: 31, scope: !256)
!262 = !DILocalVariable(name: "spec", arg: 2, scope: !256, file: !2, line: 28, type: !104)
!263 = !DILocation(line: 28, column: 48, scope: !256)
!264 = !DILocalVariable(name: "ap", scope: !256, file: !2, line: 29, type: !189)
!265 = !DILocation(line: 29, column: 13, scope: !256)
!266 = !DILocation(line: 30, column: 5, scope: !256)
!267 = !DILocation(line: 31, column: 5, scope: !256)
!268 = !DILocation(line: 31, column: 12, scope: !256)
!269 = !DILocalVariable(name: "c", scope: !270, file: !2, line: 32, type: !104)
!270 = distinct !DILexicalBlock(scope: !256, file: !2, line: 32, column: 5)
!271 = !DILocation(line: 32, column: 22, scope: !270)
!272 = !DILocation(line: 32, column: 26, scope: !270)
!273 = !DILocation(line: 32, column: 10, scope: !270)
!274 = !DILocation(line: 32, column: 33, scope: !275)
!275 = distinct !DILexicalBlock(scope: !270, file: !2, line: 32, column: 5)
!276 = !DILocation(line: 32, column: 32, scope: !275)
!277 = !DILocation(line: 32, column: 5, scope: !270)
!278 = !DILocalVariable(name: "tmp", scope: !279, file: !2, line: 33, type: !280)
!279 = distinct !DILexicalBlock(scope: !275, file: !2, line: 32, column: 41)
!280 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !281)
!281 = !{!282}
!282 = !DISubrange(count: 64)
!283 = !DILocation(line: 33, column: 14, scope: !279)
!284 = !DILocation(line: 34, column: 18, scope: !279)
!285 = !DILocation(line: 34, column: 17, scope: !279)
!286 = !DILocation(line: 34, column: 9, scope: !279)
!287 = !DILocation(line: 35, column: 27, scope: !288)
!288 = distinct !DILexicalBlock(scope: !279, file: !2, line: 34, column: 21)
!289 = !DILocation(line: 35, column: 42, scope: !288)
!290 = !DILocation(line: 35, column: 19, scope: !288)
!291 = !DILocation(line: 35, column: 60, scope: !288)
!292 = !DILocation(line: 36, column: 27, scope: !288)
!293 = !DILocation(line: 36, column: 43, scope: !288)
!294 = !DILocation(line: 36, column: 19, scope: !288)
!295 = !DILocation(line: 36, column: 62, scope: !288)
!296 = !DILocation(line: 37, column: 27, scope: !288)
!297 = !DILocation(line: 37, column: 44, scope: !288)
!298 = !DILocation(line: 37, column: 19, scope: !288)
!299 = !DILocation(line: 37, column: 65, scope: !288)
!300 = !DILocation(line: 38, column: 27, scope: !288)
!301 = !DILocation(line: 38, column: 42, scope: !288)
!302 = !DILocation(line: 38, column: 19, scope: !288)
!303 = !DILocation(line: 38, column: 69, scope: !288)
!304 = !DILocalVariable(name: "ip", scope: !305, file: !2, line: 40, type: !306)
!305 = distinct !DILexicalBlock(scope: !288, file: !2, line: 39, column: 19)
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!307 = !DILocation(line: 40, column: 18, scope: !305)
!308 = !DILocation(line: 40, column: 23, scope: !305)
!309 = !DILocation(line: 41, column: 14, scope: !305)
!310 = !DILocation(line: 41, column: 17, scope: !305)
!311 = !DILocation(line: 42, column: 21, scope: !305)
!312 = !DILocation(line: 42, column: 37, scope: !305)
!313 = !DILocation(line: 42, column: 36, scope: !305)
!314 = !DILocation(line: 42, column: 13, scope: !305)
!315 = !DILocation(line: 43, column: 13, scope: !305)
!316 = !DILocation(line: 45, column: 27, scope: !288)
!317 = !DILocation(line: 45, column: 48, scope: !288)
!318 = !DILocation(line: 45, column: 42, scope: !288)
!319 = !DILocation(line: 45, column: 19, scope: !288)
!320 = !DILocation(line: 45, column: 66, scope: !288)
!321 = !DILocation(line: 46, column: 26, scope: !288)
!322 = !DILocation(line: 46, column: 18, scope: !288)
!323 = !DILocation(line: 46, column: 39, scope: !288)
!324 = !DILocation(line: 48, column: 16, scope: !279)
!325 = !DILocation(line: 48, column: 21, scope: !279)
!326 = !DILocation(line: 48, column: 9, scope: !279)
!327 = !DILocation(line: 49, column: 5, scope: !279)
!328 = !DILocation(line: 32, column: 37, scope: !275)
!329 = !DILocation(line: 32, column: 5, scope: !275)
!330 = distinct !{!330, !277, !331, !220}
!331 = !DILocation(line: 49, column: 5, scope: !270)
!332 = !DILocation(line: 50, column: 5, scope: !256)
!333 = !DILocation(line: 51, column: 1, scope: !256)
!334 = distinct !DISubprogram(name: "sum_twice", scope: !2, file: !2, line: 65, type: !335, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !120)
!335 = !DISubroutineType(types: !336)
!336 = !{!119, !119, null}
!337 = !DILocalVariable(name: "count", arg: 1, scope: !334, file: !2, line: 65, type: !119)
!338 = !DILocation(line: 65, column: 26, scope: !334)
!339 = !DILocalVariable(name: "ap", scope: !334, file: !2, line: 66, type: !189)
!340 = !DILocation(line: 66, column: 13, scope: !334)
!341 = !DILocation(line: 67, column: 5, scope: !334)
!342 = !DILocalVariable(name: "r", scope: !334, file: !2, line: 68, type: !119)
!343 = !DILocation(line: 68, column: 9, scope: !334)
!344 = !DILocation(line: 68, column: 24, scope: !334)
!345 = !DILocation(line: 68, column: 31, scope: !334)
!346 = !DILocation(line: 68, column: 13, scope: !334)
!347 = !DILocation(line: 69, column: 5, scope: !334)
!348 = !DILocation(line: 70, column: 12, scope: !334)
!349 = !DILocation(line: 70, column: 5, scope: !334)
!350 = distinct !DISubprogram(name: "max_of", scope: !2, file: !2, line: 73, type: !351, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !120)
!351 = !DISubroutineType(types: !352)
!352 = !{!353, !119, null}
!353 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!354 = !DILocalVariable(name: "count", arg: 1, scope: !350, file: !2, line: 73, type: !119)
!355 = !DILocation(line: 73, column: 29, scope: !350)
!356 = !DILocalVariable(name: "ap", scope: !350, file: !2, line: 74, type: !189)
!357 = !DILocation(line: 74, column: 13, scope: !350)
!358 = !DILocation(line: 75, column: 5, scope: !350)
!359 = !DILocalVariable(name: "m", scope: !350, file: !2, line: 76, type: !353)
!360 = !DILocation(line: 76, column: 15, scope: !350)
!361 = !DILocation(line: 76, column: 19, scope: !350)
!362 = !DILocalVariable(name: "i", scope: !363, file: !2, line: 77, type: !119)
!363 = distinct !DILexicalBlock(scope: !350, file: !2, line: 77, column: 5)
!364 = !DILocation(line: 77, column: 14, scope: !363)
!365 = !DILocation(line: 77, column: 10, scope: !363)
!366 = !DILocation(line: 77, column: 21, scope: !367)
!367 = distinct !DILexicalBlock(scope: !363, file: !2, line: 77, column: 5)
!368 = !DILocation(line: 77, column: 25, scope: !367)
!369 = !DILocation(line: 77, column: 23, scope: !367)
!370 = !DILocation(line: 77, column: 5, scope: !363)
!371 = !DILocalVariable(name: "v", scope: !372, file: !2, line: 78, type: !353)
!372 = distinct !DILexicalBlock(scope: !367, file: !2, line: 77, column: 37)
!373 = !DILocation(line: 78, column: 19, scope: !372)
!374 = !DILocation(line: 78, column: 23, scope: !372)
!375 = !DILocation(line: 79, column: 13, scope: !376)
!376 = distinct !DILexicalBlock(scope: !372, file: !2, line: 79, column: 13)
!377 = !DILocation(line: 79, column: 17, scope: !376)
!378 = !DILocation(line: 79, column: 15, scope: !376)
!379 = !DILocation(line: 79, column: 13, scope: !372)
!380 = !DILocation(line: 80, column: 17, scope: !376)
!381 = !DILocation(line: 80, column: 15, scope: !376)
!382 = !DILocation(line: 80, column: 13, scope: !376)
!383 = !DILocation(line: 81, column: 5, scope: !372)
!384 = !DILocation(line: 77, column: 33, scope: !367)
!385 = !DILocation(line: 77, column: 5, scope: !367)
!386 = distinct !{!386, !370, !387, !220}
!387 = !DILocation(line: 81, column: 5, scope: !363)
!388 = !DILocation(line: 82, column: 5, scope: !350)
!389 = !DILocation(line: 83, column: 12, scope: !350)
!390 = !DILocation(line: 83, column: 5, scope: !350)
!391 = distinct !DISubprogram(name: "concat", scope: !2, file: !2, line: 86, type: !392, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !120)
!392 = !DISubroutineType(types: !393)
!393 = !{!104, !259, null}
!394 = !DILocalVariable(name: "buf", arg: 1, scope: !391, file: !2, line: 86, type: !259)
!395 = !DILocation(line: 86, column: 33, scope: !391)
!396 = !DILocalVariable(name: "ap", scope: !391, file: !2, line: 87, type: !189)
!397 = !DILocation(line: 87, column: 13, scope: !391)
!398 = !DILocation(line: 88, column: 5, scope: !391)
!399 = !DILocation(line: 89, column: 5, scope: !391)
!400 = !DILocation(line: 89, column: 12, scope: !391)
!401 = !DILocalVariable(name: "s", scope: !391, file: !2, line: 90, type: !104)
!402 = !DILocation(line: 90, column: 17, scope: !391)
!403 = !DILocation(line: 91, column: 5, scope: !391)
!404 = !DILocation(line: 91, column: 17, scope: !391)
!405 = !DILocation(line: 91, column: 15, scope: !391)
!406 = !DILocation(line: 91, column: 43, scope: !391)
!407 = !DILocation(line: 92, column: 16, scope: !391)
!408 = !DILocation(line: 92, column: 21, scope: !391)
!409 = !DILocation(line: 92, column: 9, scope: !391)
!410 = distinct !{!410, !403, !411, !220}
!411 = !DILocation(line: 92, column: 22, scope: !391)
!412 = !DILocation(line: 93, column: 5, scope: !391)
!413 = !DILocation(line: 94, column: 12, scope: !391)
!414 = !DILocation(line: 94, column: 5, scope: !391)
!415 = distinct !DISubprogram(name: "sum_pairs", scope: !2, file: !2, line: 102, type: !225, scopeLine: 102, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !120)
!416 = !DILocalVariable(name: "count", arg: 1, scope: !415, file: !2, line: 102, type: !119)
!417 = !DILocation(line: 102, column: 29, scope: !415)
!418 = !DILocalVariable(name: "ap", scope: !415, file: !2, line: 103, type: !189)
!419 = !DILocation(line: 103, column: 13, scope: !415)
!420 = !DILocation(line: 104, column: 5, scope: !415)
!421 = !DILocalVariable(name: "s", scope: !415, file: !2, line: 105, type: !173)
!422 = !DILocation(line: 105, column: 12, scope: !415)
!423 = !DILocalVariable(name: "i", scope: !424, file: !2, line: 106, type: !119)
!424 = distinct !DILexicalBlock(scope: !415, file: !2, line: 106, column: 5)
!425 = !DILocation(line: 106, column: 14, scope: !424)
!426 = !DILocation(line: 106, column: 10, scope: !424)
!427 = !DILocation(line: 106, column: 21, scope: !428)
!428 = distinct !DILexicalBlock(scope: !424, file: !2, line: 106, column: 5)
!429 = !DILocation(line: 106, column: 25, scope: !428)
!430 = !DILocation(line: 106, column: 23, scope: !428)
!431 = !DILocation(line: 106, column: 5, scope: !424)
!432 = !DILocalVariable(name: "p", scope: !433, file: !2, line: 107, type: !169)
!433 = distinct !DILexicalBlock(scope: !428, file: !2, line: 106, column: 37)
!434 = !DILocation(line: 107, column: 21, scope: !433)
!435 = !DILocation(line: 107, column: 25, scope: !433)
!436 = !DILocation(line: 108, column: 16, scope: !433)
!437 = !DILocation(line: 108, column: 14, scope: !433)
!438 = !DILocation(line: 108, column: 22, scope: !433)
!439 = !DILocation(line: 108, column: 11, scope: !433)
!440 = !DILocation(line: 109, column: 5, scope: !433)
!441 = !DILocation(line: 106, column: 33, scope: !428)
!442 = !DILocation(line: 106, column: 5, scope: !428)
!443 = distinct !{!443, !431, !444, !220}
!444 = !DILocation(line: 109, column: 5, scope: !424)
!445 = !DILocation(line: 110, column: 5, scope: !415)
!446 = !DILocation(line: 111, column: 12, scope: !415)
!447 = !DILocation(line: 111, column: 5, scope: !415)
!448 = distinct !DISubprogram(name: "vsum_twice", scope: !2, file: !2, line: 53, type: !449, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !120)
!449 = !DISubroutineType(types: !450)
!450 = !{!119, !119, !451}
!451 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!452 = !DILocalVariable(name: "count", arg: 1, scope: !448, file: !2, line: 53, type: !119)
!453 = !DILocation(line: 53, column: 27, scope: !448)
!454 = !DILocalVariable(name: "ap", arg: 2, scope: !448, file: !2, line: 53, type: !451)
!455 = !DILocation(line: 53, column: 42, scope: !448)
!456 = !DILocalVariable(name: "copy", scope: !448, file: !2, line: 54, type: !189)
!457 = !DILocation(line: 54, column: 13, scope: !448)
!458 = !DILocation(line: 55, column: 5, scope: !448)
!459 = !DILocalVariable(name: "a", scope: !448, file: !2, line: 56, type: !119)
!460 = !DILocation(line: 56, column: 9, scope: !448)
!461 = !DILocalVariable(name: "b", scope: !448, file: !2, line: 56, type: !119)
!462 = !DILocation(line: 56, column: 16, scope: !448)
!463 = !DILocalVariable(name: "i", scope: !464, file: !2, line: 57, type: !119)
!464 = distinct !DILexicalBlock(scope: !448, file: !2, line: 57, column: 5)
!465 = !DILocation(line: 57, column: 14, scope: !464)
!466 = !DILocation(line: 57, column: 10, scope: !464)
!467 = !DILocation(line: 57, column: 21, scope: !468)
!468 = distinct !DILexicalBlock(scope: !464, file: !2, line: 57, column: 5)
!469 = !DILocation(line: 57, column: 25, scope: !468)
!470 = !DILocation(line: 57, column: 23, scope: !468)
!471 = !DILocation(line: 57, column: 5, scope: !464)
!472 = !DILocation(line: 58, column: 14, scope: !468)
!473 = !DILocation(line: 58, column: 11, scope: !468)
!474 = !DILocation(line: 58, column: 9, scope: !468)
!475 = !DILocation(line: 57, column: 33, scope: !468)
!476 = !DILocation(line: 57, column: 5, scope: !468)
!477 = distinct !{!477, !471, !478, !220}
!478 = !DILocation(line: 58, column: 14, scope: !464)
!479 = !DILocalVariable(name: "i", scope: !480, file: !2, line: 59, type: !119)
!480 = distinct !DILexicalBlock(scope: !448, file: !2, line: 59, column: 5)
!481 = !DILocation(line: 59, column: 14, scope: !480)
!482 = !DILocation(line: 59, column: 10, scope: !480)
!483 = !DILocation(line: 59, column: 21, scope: !484)
!484 = distinct !DILexicalBlock(scope: !480, file: !2, line: 59, column: 5)
!485 = !DILocation(line: 59, column: 25, scope: !484)
!486 = !DILocation(line: 59, column: 23, scope: !484)
!487 = !DILocation(line: 59, column: 5, scope: !480)
!488 = !DILocation(line: 60, column: 14, scope: !484)
!489 = !DILocation(line: 60, column: 32, scope: !484)
!490 = !DILocation(line: 60, column: 11, scope: !484)
!491 = !DILocation(line: 60, column: 9, scope: !484)
!492 = !DILocation(line: 59, column: 33, scope: !484)
!493 = !DILocation(line: 59, column: 5, scope: !484)
!494 = distinct !{!494, !487, !495, !220}
!495 = !DILocation(line: 60, column: 34, scope: !480)
!496 = !DILocation(line: 61, column: 5, scope: !448)
!497 = !DILocation(line: 62, column: 12, scope: !448)
!498 = !DILocation(line: 62, column: 14, scope: !448)
!499 = !DILocation(line: 62, column: 23, scope: !448)
!500 = !DILocation(line: 62, column: 21, scope: !448)
!501 = !DILocation(line: 62, column: 5, scope: !448)
