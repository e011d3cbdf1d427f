; ModuleID = 'vectorize.c'
source_filename = "vectorize.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@ai = internal global [1003 x i32] zeroinitializer, align 16, !dbg !0
@bi = internal global [1003 x i32] zeroinitializer, align 16, !dbg !46
@as = internal global [1003 x i16] zeroinitializer, align 16, !dbg !53
@ac = internal global [1003 x i8] zeroinitializer, align 16, !dbg !56
@au = internal global [1003 x i8] zeroinitializer, align 16, !dbg !59
@af = internal global [1003 x float] zeroinitializer, align 16, !dbg !62
@bf = internal global [1003 x float] zeroinitializer, align 16, !dbg !65
@ad = internal global [1003 x double] zeroinitializer, align 16, !dbg !67
@__const.main.lens = private unnamed_addr constant [13 x i32] [i32 1, i32 3, i32 4, i32 7, i32 8, i32 15, i32 16, i32 17, i32 31, i32 33, i32 64, i32 100, i32 1003], align 16
@.str = private unnamed_addr constant [116 x i8] c"n=%d sum=%ld sum32=%d max=%d mins=%d sums=%d sumc=%d maxu=%u xoru=%u sumf=%.4f maxf=%.4f dot=%.4f pos=%d wsum=%llu\0A\00", align 1, !dbg !23
@.str.1 = private unnamed_addr constant [32 x i8] c"saxpy: %.4f %.4f %.4f sum=%.4f\0A\00", align 1, !dbg !29
@ci = internal global [1003 x i32] zeroinitializer, align 16, !dbg !51
@.str.2 = private unnamed_addr constant [30 x i8] c"add_arrays: %d %d %d sum=%ld\0A\00", align 1, !dbg !34
@.str.3 = private unnamed_addr constant [32 x i8] c"clamped: sum=%ld max=%d pos=%d\0A\00", align 1, !dbg !39
@.str.4 = private unnamed_addr constant [23 x i8] c"prefix=%ld bi[N-1]=%d\0A\00", align 1, !dbg !41

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !78 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [13 x i32], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !82, !DIExpression(), !85)
  store i32 12345, ptr %2, align 4, !dbg !85
    #dbg_declare(ptr %3, !86, !DIExpression(), !88)
  store i32 0, ptr %3, align 4, !dbg !88
  br label %9, !dbg !89

9:                                                ; preds = %73, %0
  %10 = load i32, ptr %3, align 4, !dbg !90
  %11 = icmp slt i32 %10, 1003, !dbg !92
  br i1 %11, label %12, label %76, !dbg !93

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4, !dbg !94
  %14 = mul i32 %13, 1664525, !dbg !96
  %15 = add i32 %14, 1013904223, !dbg !97
  store i32 %15, ptr %2, align 4, !dbg !98
  %16 = load i32, ptr %2, align 4, !dbg !99
  %17 = lshr i32 %16, 8, !dbg !100
  %18 = srem i32 %17, 2000001, !dbg !101
  %19 = sub nsw i32 %18, 1000000, !dbg !102
  %20 = load i32, ptr %3, align 4, !dbg !103
  %21 = sext i32 %20 to i64, !dbg !104
  %22 = getelementptr inbounds [1003 x i32], ptr @ai, i64 0, i64 %21, !dbg !104
  store i32 %19, ptr %22, align 4, !dbg !105
  %23 = load i32, ptr %2, align 4, !dbg !106
  %24 = urem i32 %23, 1000, !dbg !107
  %25 = sub nsw i32 %24, 500, !dbg !108
  %26 = load i32, ptr %3, align 4, !dbg !109
  %27 = sext i32 %26 to i64, !dbg !110
  %28 = getelementptr inbounds [1003 x i32], ptr @bi, i64 0, i64 %27, !dbg !110
  store i32 %25, ptr %28, align 4, !dbg !111
  %29 = load i32, ptr %2, align 4, !dbg !112
  %30 = lshr i32 %29, 16, !dbg !113
  %31 = srem i32 %30, 60001, !dbg !114
  %32 = sub nsw i32 %31, 30000, !dbg !115
  %33 = trunc i32 %32 to i16, !dbg !116
  %34 = load i32, ptr %3, align 4, !dbg !117
  %35 = sext i32 %34 to i64, !dbg !118
  %36 = getelementptr inbounds [1003 x i16], ptr @as, i64 0, i64 %35, !dbg !118
  store i16 %33, ptr %36, align 2, !dbg !119
  %37 = load i32, ptr %2, align 4, !dbg !120
  %38 = lshr i32 %37, 3, !dbg !121
  %39 = urem i32 %38, 256, !dbg !122
  %40 = sub nsw i32 %39, 128, !dbg !123
  %41 = trunc i32 %40 to i8, !dbg !124
  %42 = load i32, ptr %3, align 4, !dbg !125
  %43 = sext i32 %42 to i64, !dbg !126
  %44 = getelementptr inbounds [1003 x i8], ptr @ac, i64 0, i64 %43, !dbg !126
  store i8 %41, ptr %44, align 1, !dbg !127
  %45 = load i32, ptr %2, align 4, !dbg !128
  %46 = lshr i32 %45, 24, !dbg !129
  %47 = trunc i32 %46 to i8, !dbg !130
  %48 = load i32, ptr %3, align 4, !dbg !131
  %49 = sext i32 %48 to i64, !dbg !132
  %50 = getelementptr inbounds [1003 x i8], ptr @au, i64 0, i64 %49, !dbg !132
  store i8 %47, ptr %50, align 1, !dbg !133
  %51 = load i32, ptr %2, align 4, !dbg !134
  %52 = urem i32 %51, 20001, !dbg !135
  %53 = sub nsw i32 %52, 10000, !dbg !136
  %54 = sitofp i32 %53 to float, !dbg !137
  %55 = fdiv float %54, 6.400000e+01, !dbg !138
  %56 = load i32, ptr %3, align 4, !dbg !139
  %57 = sext i32 %56 to i64, !dbg !140
  %58 = getelementptr inbounds [1003 x float], ptr @af, i64 0, i64 %57, !dbg !140
  store float %55, ptr %58, align 4, !dbg !141
  %59 = load i32, ptr %3, align 4, !dbg !142
  %60 = sitofp i32 %59 to float, !dbg !143
  %61 = fmul float %60, 5.000000e-01, !dbg !144
  %62 = load i32, ptr %3, align 4, !dbg !145
  %63 = sext i32 %62 to i64, !dbg !146
  %64 = getelementptr inbounds [1003 x float], ptr @bf, i64 0, i64 %63, !dbg !146
  store float %61, ptr %64, align 4, !dbg !147
  %65 = load i32, ptr %2, align 4, !dbg !148
  %66 = urem i32 %65, 2001, !dbg !149
  %67 = sub nsw i32 %66, 1000, !dbg !150
  %68 = sitofp i32 %67 to double, !dbg !151
  %69 = fdiv double %68, 8.000000e+00, !dbg !152
  %70 = load i32, ptr %3, align 4, !dbg !153
  %71 = sext i32 %70 to i64, !dbg !154
  %72 = getelementptr inbounds [1003 x double], ptr @ad, i64 0, i64 %71, !dbg !154
  store double %69, ptr %72, align 8, !dbg !155
  br label %73, !dbg !156

73:                                               ; preds = %12
  %74 = load i32, ptr %3, align 4, !dbg !157
  %75 = add nsw i32 %74, 1, !dbg !157
  store i32 %75, ptr %3, align 4, !dbg !157
  br label %9, !dbg !158, !llvm.loop !159

76:                                               ; preds = %9
    #dbg_declare(ptr %4, !162, !DIExpression(), !166)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.lens, i64 52, i1 false), !dbg !166
    #dbg_declare(ptr %5, !167, !DIExpression(), !169)
  store i32 0, ptr %5, align 4, !dbg !169
  br label %77, !dbg !170

77:                                               ; preds = %115, %76
  %78 = load i32, ptr %5, align 4, !dbg !171
  %79 = icmp slt i32 %78, 13, !dbg !173
  br i1 %79, label %80, label %118, !dbg !174

80:                                               ; preds = %77
    #dbg_declare(ptr %6, !175, !DIExpression(), !177)
  %81 = load i32, ptr %5, align 4, !dbg !178
  %82 = sext i32 %81 to i64, !dbg !179
  %83 = getelementptr inbounds [13 x i32], ptr %4, i64 0, i64 %82, !dbg !179
  %84 = load i32, ptr %83, align 4, !dbg !179
  store i32 %84, ptr %6, align 4, !dbg !177
  %85 = load i32, ptr %6, align 4, !dbg !180
  %86 = load i32, ptr %6, align 4, !dbg !181
  %87 = call i64 @sum_int(ptr noundef @ai, i32 noundef %86), !dbg !182
  %88 = load i32, ptr %6, align 4, !dbg !183
  %89 = call i32 @sum_int32(ptr noundef @ai, i32 noundef %88), !dbg !184
  %90 = load i32, ptr %6, align 4, !dbg !185
  %91 = call i32 @max_int(ptr noundef @ai, i32 noundef %90), !dbg !186
  %92 = load i32, ptr %6, align 4, !dbg !187
  %93 = call i32 @min_short(ptr noundef @as, i32 noundef %92), !dbg !188
  %94 = load i32, ptr %6, align 4, !dbg !189
  %95 = call i32 @sum_short(ptr noundef @as, i32 noundef %94), !dbg !190
  %96 = load i32, ptr %6, align 4, !dbg !191
  %97 = call i32 @sum_char(ptr noundef @ac, i32 noundef %96), !dbg !192
  %98 = load i32, ptr %6, align 4, !dbg !193
  %99 = call i32 @max_uchar(ptr noundef @au, i32 noundef %98), !dbg !194
  %100 = load i32, ptr %6, align 4, !dbg !195
  %101 = call i32 @xor_uchar(ptr noundef @au, i32 noundef %100), !dbg !196
  %102 = load i32, ptr %6, align 4, !dbg !197
  %103 = call float @sum_float(ptr noundef @af, i32 noundef %102), !dbg !198
  %104 = fpext float %103 to double, !dbg !199
  %105 = load i32, ptr %6, align 4, !dbg !200
  %106 = call float @max_float(ptr noundef @af, i32 noundef %105), !dbg !201
  %107 = fpext float %106 to double, !dbg !202
  %108 = load i32, ptr %6, align 4, !dbg !203
  %109 = call double @dot_double(ptr noundef @ad, i32 noundef %108), !dbg !204
  %110 = load i32, ptr %6, align 4, !dbg !205
  %111 = call i32 @count_positive(ptr noundef @ai, i32 noundef %110), !dbg !206
  %112 = load i32, ptr %6, align 4, !dbg !207
  %113 = call i64 @widen_mul_sum(ptr noundef @ai, ptr noundef @as, i32 noundef %112), !dbg !208
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %85, i64 noundef %87, i32 noundef %89, i32 noundef %91, i32 noundef %93, i32 noundef %95, i32 noundef %97, i32 noundef %99, i32 noundef %101, double noundef %104, double noundef %107, double noundef %109, i32 noundef %111, i64 noundef %113), !dbg !209
  br label %115, !dbg !210

115:                                              ; preds = %80
  %116 = load i32, ptr %5, align 4, !dbg !211
  %117 = add nsw i32 %116, 1, !dbg !211
  store i32 %117, ptr %5, align 4, !dbg !211
  br label %77, !dbg !212, !llvm.loop !213

118:                                              ; preds = %77
  call void @saxpy(float noundef 1.500000e+00, ptr noundef @af, ptr noundef @bf, i32 noundef 1003), !dbg !215
  %119 = load float, ptr @bf, align 16, !dbg !216
  %120 = fpext float %119 to double, !dbg !217
  %121 = load float, ptr getelementptr inbounds ([1003 x float], ptr @bf, i64 0, i64 500), align 16, !dbg !218
  %122 = fpext float %121 to double, !dbg !219
  %123 = load float, ptr getelementptr inbounds ([1003 x float], ptr @bf, i64 0, i64 1002), align 8, !dbg !220
  %124 = fpext float %123 to double, !dbg !221
  %125 = call float @sum_float(ptr noundef @bf, i32 noundef 1003), !dbg !222
  %126 = fpext float %125 to double, !dbg !223
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %120, double noundef %122, double noundef %124, double noundef %126), !dbg !224
  call void @add_arrays(ptr noundef @ci, ptr noundef @ai, ptr noundef @bi, i32 noundef 1003), !dbg !225
  %128 = load i32, ptr @ci, align 16, !dbg !226
  %129 = load i32, ptr getelementptr inbounds ([1003 x i32], ptr @ci, i64 0, i64 1), align 4, !dbg !227
  %130 = load i32, ptr getelementptr inbounds ([1003 x i32], ptr @ci, i64 0, i64 1002), align 8, !dbg !228
  %131 = call i64 @sum_int(ptr noundef @ci, i32 noundef 1003), !dbg !229
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %128, i32 noundef %129, i32 noundef %130, i64 noundef %131), !dbg !230
  call void @clamp_array(ptr noundef @ci, i32 noundef 1003, i32 noundef -1000, i32 noundef 1000), !dbg !231
  %133 = call i64 @sum_int(ptr noundef @ci, i32 noundef 1003), !dbg !232
  %134 = call i32 @max_int(ptr noundef @ci, i32 noundef 1003), !dbg !233
  %135 = call i32 @count_positive(ptr noundef @ci, i32 noundef 1003), !dbg !234
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %133, i32 noundef %134, i32 noundef %135), !dbg !235
    #dbg_declare(ptr %7, !236, !DIExpression(), !237)
  store i64 0, ptr %7, align 8, !dbg !237
    #dbg_declare(ptr %8, !238, !DIExpression(), !240)
  store i32 0, ptr %8, align 4, !dbg !240
  br label %137, !dbg !241

137:                                              ; preds = %154, %118
  %138 = load i32, ptr %8, align 4, !dbg !242
  %139 = icmp slt i32 %138, 1003, !dbg !244
  br i1 %139, label %140, label %157, !dbg !245

140:                                              ; preds = %137
  %141 = load i32, ptr %8, align 4, !dbg !246
  %142 = sext i32 %141 to i64, !dbg !248
  %143 = getelementptr inbounds [1003 x i32], ptr @bi, i64 0, i64 %142, !dbg !248
  %144 = load i32, ptr %143, align 4, !dbg !248
  %145 = sext i32 %144 to i64, !dbg !248
  %146 = load i64, ptr %7, align 8, !dbg !249
  %147 = add nsw i64 %146, %145, !dbg !249
  store i64 %147, ptr %7, align 8, !dbg !249
  %148 = load i64, ptr %7, align 8, !dbg !250
  %149 = srem i64 %148, 100000, !dbg !251
  %150 = trunc i64 %149 to i32, !dbg !252
  %151 = load i32, ptr %8, align 4, !dbg !253
  %152 = sext i32 %151 to i64, !dbg !254
  %153 = getelementptr inbounds [1003 x i32], ptr @bi, i64 0, i64 %152, !dbg !254
  store i32 %150, ptr %153, align 4, !dbg !255
  br label %154, !dbg !256

154:                                              ; preds = %140
  %155 = load i32, ptr %8, align 4, !dbg !257
  %156 = add nsw i32 %155, 1, !dbg !257
  store i32 %156, ptr %8, align 4, !dbg !257
  br label %137, !dbg !258, !llvm.loop !259

157:                                              ; preds = %137
  %158 = load i64, ptr %7, align 8, !dbg !261
  %159 = load i32, ptr getelementptr inbounds ([1003 x i32], ptr @bi, i64 0, i64 1002), align 8, !dbg !262
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %158, i32 noundef %159), !dbg !263
  ret i32 0, !dbg !264
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_int(ptr noundef %0, i32 noundef %1) #0 !dbg !265 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !270, !DIExpression(), !271)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !272, !DIExpression(), !273)
    #dbg_declare(ptr %5, !274, !DIExpression(), !275)
  store i64 0, ptr %5, align 8, !dbg !275
    #dbg_declare(ptr %6, !276, !DIExpression(), !278)
  store i32 0, ptr %6, align 4, !dbg !278
  br label %7, !dbg !279

7:                                                ; preds = %20, %2
  %8 = load i32, ptr %6, align 4, !dbg !280
  %9 = load i32, ptr %4, align 4, !dbg !282
  %10 = icmp slt i32 %8, %9, !dbg !283
  br i1 %10, label %11, label %23, !dbg !284

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !285
  %13 = load i32, ptr %6, align 4, !dbg !286
  %14 = sext i32 %13 to i64, !dbg !285
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !285
  %16 = load i32, ptr %15, align 4, !dbg !285
  %17 = sext i32 %16 to i64, !dbg !285
  %18 = load i64, ptr %5, align 8, !dbg !287
  %19 = add nsw i64 %18, %17, !dbg !287
  store i64 %19, ptr %5, align 8, !dbg !287
  br label %20, !dbg !288

20:                                               ; preds = %11
  %21 = load i32, ptr %6, align 4, !dbg !289
  %22 = add nsw i32 %21, 1, !dbg !289
  store i32 %22, ptr %6, align 4, !dbg !289
  br label %7, !dbg !290, !llvm.loop !291

23:                                               ; preds = %7
  %24 = load i64, ptr %5, align 8, !dbg !293
  ret i64 %24, !dbg !294
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_int32(ptr noundef %0, i32 noundef %1) #0 !dbg !295 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !298, !DIExpression(), !299)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !300, !DIExpression(), !301)
    #dbg_declare(ptr %5, !302, !DIExpression(), !303)
  store i32 0, ptr %5, align 4, !dbg !303
    #dbg_declare(ptr %6, !304, !DIExpression(), !306)
  store i32 0, ptr %6, align 4, !dbg !306
  br label %7, !dbg !307

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4, !dbg !308
  %9 = load i32, ptr %4, align 4, !dbg !310
  %10 = icmp slt i32 %8, %9, !dbg !311
  br i1 %10, label %11, label %22, !dbg !312

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !313
  %13 = load i32, ptr %6, align 4, !dbg !314
  %14 = sext i32 %13 to i64, !dbg !313
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !313
  %16 = load i32, ptr %15, align 4, !dbg !313
  %17 = load i32, ptr %5, align 4, !dbg !315
  %18 = add i32 %17, %16, !dbg !315
  store i32 %18, ptr %5, align 4, !dbg !315
  br label %19, !dbg !316

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4, !dbg !317
  %21 = add nsw i32 %20, 1, !dbg !317
  store i32 %21, ptr %6, align 4, !dbg !317
  br label %7, !dbg !318, !llvm.loop !319

22:                                               ; preds = %7
  %23 = load i32, ptr %5, align 4, !dbg !321
  ret i32 %23, !dbg !322
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @max_int(ptr noundef %0, i32 noundef %1) #0 !dbg !323 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !324, !DIExpression(), !325)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !326, !DIExpression(), !327)
    #dbg_declare(ptr %5, !328, !DIExpression(), !329)
  %7 = load ptr, ptr %3, align 8, !dbg !330
  %8 = getelementptr inbounds i32, ptr %7, i64 0, !dbg !330
  %9 = load i32, ptr %8, align 4, !dbg !330
  store i32 %9, ptr %5, align 4, !dbg !329
    #dbg_declare(ptr %6, !331, !DIExpression(), !333)
  store i32 1, ptr %6, align 4, !dbg !333
  br label %10, !dbg !334

10:                                               ; preds = %32, %2
  %11 = load i32, ptr %6, align 4, !dbg !335
  %12 = load i32, ptr %4, align 4, !dbg !337
  %13 = icmp slt i32 %11, %12, !dbg !338
  br i1 %13, label %14, label %35, !dbg !339

14:                                               ; preds = %10
  %15 = load ptr, ptr %3, align 8, !dbg !340
  %16 = load i32, ptr %6, align 4, !dbg !341
  %17 = sext i32 %16 to i64, !dbg !340
  %18 = getelementptr inbounds i32, ptr %15, i64 %17, !dbg !340
  %19 = load i32, ptr %18, align 4, !dbg !340
  %20 = load i32, ptr %5, align 4, !dbg !342
  %21 = icmp sgt i32 %19, %20, !dbg !343
  br i1 %21, label %22, label %28, !dbg !340

22:                                               ; preds = %14
  %23 = load ptr, ptr %3, align 8, !dbg !344
  %24 = load i32, ptr %6, align 4, !dbg !345
  %25 = sext i32 %24 to i64, !dbg !344
  %26 = getelementptr inbounds i32, ptr %23, i64 %25, !dbg !344
  %27 = load i32, ptr %26, align 4, !dbg !344
  br label %30, !dbg !340

28:                                               ; preds = %14
  %29 = load i32, ptr %5, align 4, !dbg !346
  br label %30, !dbg !340

30:                                               ; preds = %28, %22
  %31 = phi i32 [ %27, %22 ], [ %29, %28 ], !dbg !340
  store i32 %31, ptr %5, align 4, !dbg !347
  br label %32, !dbg !348

32:                                               ; preds = %30
  %33 = load i32, ptr %6, align 4, !dbg !349
  %34 = add nsw i32 %33, 1, !dbg !349
  store i32 %34, ptr %6, align 4, !dbg !349
  br label %10, !dbg !350, !llvm.loop !351

35:                                               ; preds = %10
  %36 = load i32, ptr %5, align 4, !dbg !353
  ret i32 %36, !dbg !354
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @min_short(ptr noundef %0, i32 noundef %1) #0 !dbg !355 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !360, !DIExpression(), !361)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !362, !DIExpression(), !363)
    #dbg_declare(ptr %5, !364, !DIExpression(), !365)
  %7 = load ptr, ptr %3, align 8, !dbg !366
  %8 = getelementptr inbounds i16, ptr %7, i64 0, !dbg !366
  %9 = load i16, ptr %8, align 2, !dbg !366
  store i16 %9, ptr %5, align 2, !dbg !365
    #dbg_declare(ptr %6, !367, !DIExpression(), !369)
  store i32 1, ptr %6, align 4, !dbg !369
  br label %10, !dbg !370

10:                                               ; preds = %31, %2
  %11 = load i32, ptr %6, align 4, !dbg !371
  %12 = load i32, ptr %4, align 4, !dbg !373
  %13 = icmp slt i32 %11, %12, !dbg !374
  br i1 %13, label %14, label %34, !dbg !375

14:                                               ; preds = %10
  %15 = load ptr, ptr %3, align 8, !dbg !376
  %16 = load i32, ptr %6, align 4, !dbg !378
  %17 = sext i32 %16 to i64, !dbg !376
  %18 = getelementptr inbounds i16, ptr %15, i64 %17, !dbg !376
  %19 = load i16, ptr %18, align 2, !dbg !376
  %20 = sext i16 %19 to i32, !dbg !376
  %21 = load i16, ptr %5, align 2, !dbg !379
  %22 = sext i16 %21 to i32, !dbg !379
  %23 = icmp slt i32 %20, %22, !dbg !380
  br i1 %23, label %24, label %30, !dbg !381

24:                                               ; preds = %14
  %25 = load ptr, ptr %3, align 8, !dbg !382
  %26 = load i32, ptr %6, align 4, !dbg !383
  %27 = sext i32 %26 to i64, !dbg !382
  %28 = getelementptr inbounds i16, ptr %25, i64 %27, !dbg !382
  %29 = load i16, ptr %28, align 2, !dbg !382
  store i16 %29, ptr %5, align 2, !dbg !384
  br label %30, !dbg !385

30:                                               ; preds = %24, %14
  br label %31, !dbg !379

31:                                               ; preds = %30
  %32 = load i32, ptr %6, align 4, !dbg !386
  %33 = add nsw i32 %32, 1, !dbg !386
  store i32 %33, ptr %6, align 4, !dbg !386
  br label %10, !dbg !387, !llvm.loop !388

34:                                               ; preds = %10
  %35 = load i16, ptr %5, align 2, !dbg !390
  %36 = sext i16 %35 to i32, !dbg !390
  ret i32 %36, !dbg !391
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_short(ptr noundef %0, i32 noundef %1) #0 !dbg !392 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !393, !DIExpression(), !394)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !395, !DIExpression(), !396)
    #dbg_declare(ptr %5, !397, !DIExpression(), !398)
  store i32 0, ptr %5, align 4, !dbg !398
    #dbg_declare(ptr %6, !399, !DIExpression(), !401)
  store i32 0, ptr %6, align 4, !dbg !401
  br label %7, !dbg !402

7:                                                ; preds = %20, %2
  %8 = load i32, ptr %6, align 4, !dbg !403
  %9 = load i32, ptr %4, align 4, !dbg !405
  %10 = icmp slt i32 %8, %9, !dbg !406
  br i1 %10, label %11, label %23, !dbg !407

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !408
  %13 = load i32, ptr %6, align 4, !dbg !409
  %14 = sext i32 %13 to i64, !dbg !408
  %15 = getelementptr inbounds i16, ptr %12, i64 %14, !dbg !408
  %16 = load i16, ptr %15, align 2, !dbg !408
  %17 = sext i16 %16 to i32, !dbg !408
  %18 = load i32, ptr %5, align 4, !dbg !410
  %19 = add nsw i32 %18, %17, !dbg !410
  store i32 %19, ptr %5, align 4, !dbg !410
  br label %20, !dbg !411

20:                                               ; preds = %11
  %21 = load i32, ptr %6, align 4, !dbg !412
  %22 = add nsw i32 %21, 1, !dbg !412
  store i32 %22, ptr %6, align 4, !dbg !412
  br label %7, !dbg !413, !llvm.loop !414

23:                                               ; preds = %7
  %24 = load i32, ptr %5, align 4, !dbg !416
  ret i32 %24, !dbg !417
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_char(ptr noundef %0, i32 noundef %1) #0 !dbg !418 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !423, !DIExpression(), !424)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !425, !DIExpression(), !426)
    #dbg_declare(ptr %5, !427, !DIExpression(), !428)
  store i32 0, ptr %5, align 4, !dbg !428
    #dbg_declare(ptr %6, !429, !DIExpression(), !431)
  store i32 0, ptr %6, align 4, !dbg !431
  br label %7, !dbg !432

7:                                                ; preds = %20, %2
  %8 = load i32, ptr %6, align 4, !dbg !433
  %9 = load i32, ptr %4, align 4, !dbg !435
  %10 = icmp slt i32 %8, %9, !dbg !436
  br i1 %10, label %11, label %23, !dbg !437

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !438
  %13 = load i32, ptr %6, align 4, !dbg !439
  %14 = sext i32 %13 to i64, !dbg !438
  %15 = getelementptr inbounds i8, ptr %12, i64 %14, !dbg !438
  %16 = load i8, ptr %15, align 1, !dbg !438
  %17 = sext i8 %16 to i32, !dbg !438
  %18 = load i32, ptr %5, align 4, !dbg !440
  %19 = add nsw i32 %18, %17, !dbg !440
  store i32 %19, ptr %5, align 4, !dbg !440
  br label %20, !dbg !441

20:                                               ; preds = %11
  %21 = load i32, ptr %6, align 4, !dbg !442
  %22 = add nsw i32 %21, 1, !dbg !442
  store i32 %22, ptr %6, align 4, !dbg !442
  br label %7, !dbg !443, !llvm.loop !444

23:                                               ; preds = %7
  %24 = load i32, ptr %5, align 4, !dbg !446
  ret i32 %24, !dbg !447
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @max_uchar(ptr noundef %0, i32 noundef %1) #0 !dbg !448 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !453, !DIExpression(), !454)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !455, !DIExpression(), !456)
    #dbg_declare(ptr %5, !457, !DIExpression(), !458)
  store i8 0, ptr %5, align 1, !dbg !458
    #dbg_declare(ptr %6, !459, !DIExpression(), !461)
  store i32 0, ptr %6, align 4, !dbg !461
  br label %7, !dbg !462

7:                                                ; preds = %34, %2
  %8 = load i32, ptr %6, align 4, !dbg !463
  %9 = load i32, ptr %4, align 4, !dbg !465
  %10 = icmp slt i32 %8, %9, !dbg !466
  br i1 %10, label %11, label %37, !dbg !467

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !468
  %13 = load i32, ptr %6, align 4, !dbg !469
  %14 = sext i32 %13 to i64, !dbg !468
  %15 = getelementptr inbounds i8, ptr %12, i64 %14, !dbg !468
  %16 = load i8, ptr %15, align 1, !dbg !468
  %17 = zext i8 %16 to i32, !dbg !468
  %18 = load i8, ptr %5, align 1, !dbg !470
  %19 = zext i8 %18 to i32, !dbg !470
  %20 = icmp sgt i32 %17, %19, !dbg !471
  br i1 %20, label %21, label %28, !dbg !468

21:                                               ; preds = %11
  %22 = load ptr, ptr %3, align 8, !dbg !472
  %23 = load i32, ptr %6, align 4, !dbg !473
  %24 = sext i32 %23 to i64, !dbg !472
  %25 = getelementptr inbounds i8, ptr %22, i64 %24, !dbg !472
  %26 = load i8, ptr %25, align 1, !dbg !472
  %27 = zext i8 %26 to i32, !dbg !472
  br label %31, !dbg !468

28:                                               ; preds = %11
  %29 = load i8, ptr %5, align 1, !dbg !474
  %30 = zext i8 %29 to i32, !dbg !474
  br label %31, !dbg !468

31:                                               ; preds = %28, %21
  %32 = phi i32 [ %27, %21 ], [ %30, %28 ], !dbg !468
  %33 = trunc i32 %32 to i8, !dbg !468
  store i8 %33, ptr %5, align 1, !dbg !475
  br label %34, !dbg !476

34:                                               ; preds = %31
  %35 = load i32, ptr %6, align 4, !dbg !477
  %36 = add nsw i32 %35, 1, !dbg !477
  store i32 %36, ptr %6, align 4, !dbg !477
  br label %7, !dbg !478, !llvm.loop !479

37:                                               ; preds = %7
  %38 = load i8, ptr %5, align 1, !dbg !481
  %39 = zext i8 %38 to i32, !dbg !481
  ret i32 %39, !dbg !482
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @xor_uchar(ptr noundef %0, i32 noundef %1) #0 !dbg !483 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !484, !DIExpression(), !485)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !486, !DIExpression(), !487)
    #dbg_declare(ptr %5, !488, !DIExpression(), !489)
  store i8 0, ptr %5, align 1, !dbg !489
    #dbg_declare(ptr %6, !490, !DIExpression(), !492)
  store i32 0, ptr %6, align 4, !dbg !492
  br label %7, !dbg !493

7:                                                ; preds = %22, %2
  %8 = load i32, ptr %6, align 4, !dbg !494
  %9 = load i32, ptr %4, align 4, !dbg !496
  %10 = icmp slt i32 %8, %9, !dbg !497
  br i1 %10, label %11, label %25, !dbg !498

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !499
  %13 = load i32, ptr %6, align 4, !dbg !500
  %14 = sext i32 %13 to i64, !dbg !499
  %15 = getelementptr inbounds i8, ptr %12, i64 %14, !dbg !499
  %16 = load i8, ptr %15, align 1, !dbg !499
  %17 = zext i8 %16 to i32, !dbg !499
  %18 = load i8, ptr %5, align 1, !dbg !501
  %19 = zext i8 %18 to i32, !dbg !501
  %20 = xor i32 %19, %17, !dbg !501
  %21 = trunc i32 %20 to i8, !dbg !501
  store i8 %21, ptr %5, align 1, !dbg !501
  br label %22, !dbg !502

22:                                               ; preds = %11
  %23 = load i32, ptr %6, align 4, !dbg !503
  %24 = add nsw i32 %23, 1, !dbg !503
  store i32 %24, ptr %6, align 4, !dbg !503
  br label %7, !dbg !504, !llvm.loop !505

25:                                               ; preds = %7
  %26 = load i8, ptr %5, align 1, !dbg !507
  %27 = zext i8 %26 to i32, !dbg !507
  ret i32 %27, !dbg !508
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @sum_float(ptr noundef %0, i32 noundef %1) #0 !dbg !509 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !514, !DIExpression(), !515)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !516, !DIExpression(), !517)
    #dbg_declare(ptr %5, !518, !DIExpression(), !519)
  store float 0.000000e+00, ptr %5, align 4, !dbg !519
    #dbg_declare(ptr %6, !520, !DIExpression(), !522)
  store i32 0, ptr %6, align 4, !dbg !522
  br label %7, !dbg !523

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4, !dbg !524
  %9 = load i32, ptr %4, align 4, !dbg !526
  %10 = icmp slt i32 %8, %9, !dbg !527
  br i1 %10, label %11, label %22, !dbg !528

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !529
  %13 = load i32, ptr %6, align 4, !dbg !530
  %14 = sext i32 %13 to i64, !dbg !529
  %15 = getelementptr inbounds float, ptr %12, i64 %14, !dbg !529
  %16 = load float, ptr %15, align 4, !dbg !529
  %17 = load float, ptr %5, align 4, !dbg !531
  %18 = fadd float %17, %16, !dbg !531
  store float %18, ptr %5, align 4, !dbg !531
  br label %19, !dbg !532

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4, !dbg !533
  %21 = add nsw i32 %20, 1, !dbg !533
  store i32 %21, ptr %6, align 4, !dbg !533
  br label %7, !dbg !534, !llvm.loop !535

22:                                               ; preds = %7
  %23 = load float, ptr %5, align 4, !dbg !537
  ret float %23, !dbg !538
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @max_float(ptr noundef %0, i32 noundef %1) #0 !dbg !539 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !540, !DIExpression(), !541)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !542, !DIExpression(), !543)
    #dbg_declare(ptr %5, !544, !DIExpression(), !545)
  %7 = load ptr, ptr %3, align 8, !dbg !546
  %8 = getelementptr inbounds float, ptr %7, i64 0, !dbg !546
  %9 = load float, ptr %8, align 4, !dbg !546
  store float %9, ptr %5, align 4, !dbg !545
    #dbg_declare(ptr %6, !547, !DIExpression(), !549)
  store i32 1, ptr %6, align 4, !dbg !549
  br label %10, !dbg !550

10:                                               ; preds = %32, %2
  %11 = load i32, ptr %6, align 4, !dbg !551
  %12 = load i32, ptr %4, align 4, !dbg !553
  %13 = icmp slt i32 %11, %12, !dbg !554
  br i1 %13, label %14, label %35, !dbg !555

14:                                               ; preds = %10
  %15 = load ptr, ptr %3, align 8, !dbg !556
  %16 = load i32, ptr %6, align 4, !dbg !557
  %17 = sext i32 %16 to i64, !dbg !556
  %18 = getelementptr inbounds float, ptr %15, i64 %17, !dbg !556
  %19 = load float, ptr %18, align 4, !dbg !556
  %20 = load float, ptr %5, align 4, !dbg !558
  %21 = fcmp ogt float %19, %20, !dbg !559
  br i1 %21, label %22, label %28, !dbg !556

22:                                               ; preds = %14
  %23 = load ptr, ptr %3, align 8, !dbg !560
  %24 = load i32, ptr %6, align 4, !dbg !561
  %25 = sext i32 %24 to i64, !dbg !560
  %26 = getelementptr inbounds float, ptr %23, i64 %25, !dbg !560
  %27 = load float, ptr %26, align 4, !dbg !560
  br label %30, !dbg !556

28:                                               ; preds = %14
  %29 = load float, ptr %5, align 4, !dbg !562
  br label %30, !dbg !556

30:                                               ; preds = %28, %22
  %31 = phi float [ %27, %22 ], [ %29, %28 ], !dbg !556
  store float %31, ptr %5, align 4, !dbg !563
  br label %32, !dbg !564

32:                                               ; preds = %30
  %33 = load i32, ptr %6, align 4, !dbg !565
  %34 = add nsw i32 %33, 1, !dbg !565
  store i32 %34, ptr %6, align 4, !dbg !565
  br label %10, !dbg !566, !llvm.loop !567

35:                                               ; preds = %10
  %36 = load float, ptr %5, align 4, !dbg !569
  ret float %36, !dbg !570
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot_double(ptr noundef %0, i32 noundef %1) #0 !dbg !571 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !576, !DIExpression(), !577)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !578, !DIExpression(), !579)
    #dbg_declare(ptr %5, !580, !DIExpression(), !581)
  store double 0.000000e+00, ptr %5, align 8, !dbg !581
    #dbg_declare(ptr %6, !582, !DIExpression(), !584)
  store i32 0, ptr %6, align 4, !dbg !584
  br label %8, !dbg !585

8:                                                ; preds = %27, %2
  %9 = load i32, ptr %6, align 4, !dbg !586
  %10 = load i32, ptr %4, align 4, !dbg !588
  %11 = icmp slt i32 %9, %10, !dbg !589
  br i1 %11, label %12, label %30, !dbg !590

12:                                               ; preds = %8
    #dbg_declare(ptr %7, !591, !DIExpression(), !593)
  %13 = load ptr, ptr %3, align 8, !dbg !594
  %14 = load i32, ptr %6, align 4, !dbg !595
  %15 = sext i32 %14 to i64, !dbg !594
  %16 = getelementptr inbounds double, ptr %13, i64 %15, !dbg !594
  %17 = load double, ptr %16, align 8, !dbg !594
  %18 = load ptr, ptr %3, align 8, !dbg !596
  %19 = load i32, ptr %6, align 4, !dbg !597
  %20 = sext i32 %19 to i64, !dbg !596
  %21 = getelementptr inbounds double, ptr %18, i64 %20, !dbg !596
  %22 = load double, ptr %21, align 8, !dbg !596
  %23 = fmul double %17, %22, !dbg !598
  store double %23, ptr %7, align 8, !dbg !593
  %24 = load double, ptr %7, align 8, !dbg !599
  %25 = load double, ptr %5, align 8, !dbg !600
  %26 = fadd double %25, %24, !dbg !600
  store double %26, ptr %5, align 8, !dbg !600
  br label %27, !dbg !601

27:                                               ; preds = %12
  %28 = load i32, ptr %6, align 4, !dbg !602
  %29 = add nsw i32 %28, 1, !dbg !602
  store i32 %29, ptr %6, align 4, !dbg !602
  br label %8, !dbg !603, !llvm.loop !604

30:                                               ; preds = %8
  %31 = load double, ptr %5, align 8, !dbg !606
  ret double %31, !dbg !607
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_positive(ptr noundef %0, i32 noundef %1) #0 !dbg !608 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !609, !DIExpression(), !610)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !611, !DIExpression(), !612)
    #dbg_declare(ptr %5, !613, !DIExpression(), !614)
  store i32 0, ptr %5, align 4, !dbg !614
    #dbg_declare(ptr %6, !615, !DIExpression(), !617)
  store i32 0, ptr %6, align 4, !dbg !617
  br label %7, !dbg !618

7:                                                ; preds = %21, %2
  %8 = load i32, ptr %6, align 4, !dbg !619
  %9 = load i32, ptr %4, align 4, !dbg !621
  %10 = icmp slt i32 %8, %9, !dbg !622
  br i1 %10, label %11, label %24, !dbg !623

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !624
  %13 = load i32, ptr %6, align 4, !dbg !625
  %14 = sext i32 %13 to i64, !dbg !624
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !624
  %16 = load i32, ptr %15, align 4, !dbg !624
  %17 = icmp sgt i32 %16, 0, !dbg !626
  %18 = zext i1 %17 to i32, !dbg !626
  %19 = load i32, ptr %5, align 4, !dbg !627
  %20 = add nsw i32 %19, %18, !dbg !627
  store i32 %20, ptr %5, align 4, !dbg !627
  br label %21, !dbg !628

21:                                               ; preds = %11
  %22 = load i32, ptr %6, align 4, !dbg !629
  %23 = add nsw i32 %22, 1, !dbg !629
  store i32 %23, ptr %6, align 4, !dbg !629
  br label %7, !dbg !630, !llvm.loop !631

24:                                               ; preds = %7
  %25 = load i32, ptr %5, align 4, !dbg !633
  ret i32 %25, !dbg !634
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @widen_mul_sum(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !635 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !638, !DIExpression(), !639)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !640, !DIExpression(), !641)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !642, !DIExpression(), !643)
    #dbg_declare(ptr %7, !644, !DIExpression(), !645)
  store i64 0, ptr %7, align 8, !dbg !645
    #dbg_declare(ptr %8, !646, !DIExpression(), !648)
  store i32 0, ptr %8, align 4, !dbg !648
  br label %9, !dbg !649

9:                                                ; preds = %29, %3
  %10 = load i32, ptr %8, align 4, !dbg !650
  %11 = load i32, ptr %6, align 4, !dbg !652
  %12 = icmp slt i32 %10, %11, !dbg !653
  br i1 %12, label %13, label %32, !dbg !654

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8, !dbg !655
  %15 = load i32, ptr %8, align 4, !dbg !656
  %16 = sext i32 %15 to i64, !dbg !655
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !655
  %18 = load i32, ptr %17, align 4, !dbg !655
  %19 = sext i32 %18 to i64, !dbg !657
  %20 = load ptr, ptr %5, align 8, !dbg !658
  %21 = load i32, ptr %8, align 4, !dbg !659
  %22 = sext i32 %21 to i64, !dbg !658
  %23 = getelementptr inbounds i16, ptr %20, i64 %22, !dbg !658
  %24 = load i16, ptr %23, align 2, !dbg !658
  %25 = sext i16 %24 to i64, !dbg !658
  %26 = mul nsw i64 %19, %25, !dbg !660
  %27 = load i64, ptr %7, align 8, !dbg !661
  %28 = add nsw i64 %27, %26, !dbg !661
  store i64 %28, ptr %7, align 8, !dbg !661
  br label %29, !dbg !662

29:                                               ; preds = %13
  %30 = load i32, ptr %8, align 4, !dbg !663
  %31 = add nsw i32 %30, 1, !dbg !663
  store i32 %31, ptr %8, align 4, !dbg !663
  br label %9, !dbg !664, !llvm.loop !665

32:                                               ; preds = %9
  %33 = load i64, ptr %7, align 8, !dbg !667
  ret i64 %33, !dbg !668
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(float noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !669 {
  %5 = alloca float, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  store float %0, ptr %5, align 4
    #dbg_declare(ptr %5, !673, !DIExpression(), !674)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !675, !DIExpression(), !676)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !677, !DIExpression(), !678)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !679, !DIExpression(), !680)
    #dbg_declare(ptr %9, !681, !DIExpression(), !683)
  store i32 0, ptr %9, align 4, !dbg !683
  br label %11, !dbg !684

11:                                               ; preds = %34, %4
  %12 = load i32, ptr %9, align 4, !dbg !685
  %13 = load i32, ptr %8, align 4, !dbg !687
  %14 = icmp slt i32 %12, %13, !dbg !688
  br i1 %14, label %15, label %37, !dbg !689

15:                                               ; preds = %11
    #dbg_declare(ptr %10, !690, !DIExpression(), !692)
  %16 = load float, ptr %5, align 4, !dbg !693
  %17 = load ptr, ptr %6, align 8, !dbg !694
  %18 = load i32, ptr %9, align 4, !dbg !695
  %19 = sext i32 %18 to i64, !dbg !694
  %20 = getelementptr inbounds float, ptr %17, i64 %19, !dbg !694
  %21 = load float, ptr %20, align 4, !dbg !694
  %22 = fmul float %16, %21, !dbg !696
  store float %22, ptr %10, align 4, !dbg !692
  %23 = load float, ptr %10, align 4, !dbg !697
  %24 = load ptr, ptr %7, align 8, !dbg !698
  %25 = load i32, ptr %9, align 4, !dbg !699
  %26 = sext i32 %25 to i64, !dbg !698
  %27 = getelementptr inbounds float, ptr %24, i64 %26, !dbg !698
  %28 = load float, ptr %27, align 4, !dbg !698
  %29 = fadd float %23, %28, !dbg !700
  %30 = load ptr, ptr %7, align 8, !dbg !701
  %31 = load i32, ptr %9, align 4, !dbg !702
  %32 = sext i32 %31 to i64, !dbg !701
  %33 = getelementptr inbounds float, ptr %30, i64 %32, !dbg !701
  store float %29, ptr %33, align 4, !dbg !703
  br label %34, !dbg !704

34:                                               ; preds = %15
  %35 = load i32, ptr %9, align 4, !dbg !705
  %36 = add nsw i32 %35, 1, !dbg !705
  store i32 %36, ptr %9, align 4, !dbg !705
  br label %11, !dbg !706, !llvm.loop !707

37:                                               ; preds = %11
  ret void, !dbg !709
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_arrays(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) #0 !dbg !710 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !716, !DIExpression(), !717)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !718, !DIExpression(), !719)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !720, !DIExpression(), !721)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !722, !DIExpression(), !723)
    #dbg_declare(ptr %9, !724, !DIExpression(), !726)
  store i32 0, ptr %9, align 4, !dbg !726
  br label %10, !dbg !727

10:                                               ; preds = %38, %4
  %11 = load i32, ptr %9, align 4, !dbg !728
  %12 = load i32, ptr %8, align 4, !dbg !730
  %13 = icmp slt i32 %11, %12, !dbg !731
  br i1 %13, label %14, label %41, !dbg !732

14:                                               ; preds = %10
  %15 = load ptr, ptr %6, align 8, !dbg !733
  %16 = load i32, ptr %9, align 4, !dbg !734
  %17 = sext i32 %16 to i64, !dbg !733
  %18 = getelementptr inbounds i32, ptr %15, i64 %17, !dbg !733
  %19 = load i32, ptr %18, align 4, !dbg !733
  %20 = mul nsw i32 %19, 3, !dbg !735
  %21 = load ptr, ptr %7, align 8, !dbg !736
  %22 = load i32, ptr %9, align 4, !dbg !737
  %23 = sext i32 %22 to i64, !dbg !736
  %24 = getelementptr inbounds i32, ptr %21, i64 %23, !dbg !736
  %25 = load i32, ptr %24, align 4, !dbg !736
  %26 = add nsw i32 %20, %25, !dbg !738
  %27 = load ptr, ptr %6, align 8, !dbg !739
  %28 = load i32, ptr %9, align 4, !dbg !740
  %29 = sext i32 %28 to i64, !dbg !739
  %30 = getelementptr inbounds i32, ptr %27, i64 %29, !dbg !739
  %31 = load i32, ptr %30, align 4, !dbg !739
  %32 = ashr i32 %31, 2, !dbg !741
  %33 = sub nsw i32 %26, %32, !dbg !742
  %34 = load ptr, ptr %5, align 8, !dbg !743
  %35 = load i32, ptr %9, align 4, !dbg !744
  %36 = sext i32 %35 to i64, !dbg !743
  %37 = getelementptr inbounds i32, ptr %34, i64 %36, !dbg !743
  store i32 %33, ptr %37, align 4, !dbg !745
  br label %38, !dbg !743

38:                                               ; preds = %14
  %39 = load i32, ptr %9, align 4, !dbg !746
  %40 = add nsw i32 %39, 1, !dbg !746
  store i32 %40, ptr %9, align 4, !dbg !746
  br label %10, !dbg !747, !llvm.loop !748

41:                                               ; preds = %10
  ret void, !dbg !750
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @clamp_array(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !751 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !754, !DIExpression(), !755)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !756, !DIExpression(), !757)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !758, !DIExpression(), !759)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !760, !DIExpression(), !761)
    #dbg_declare(ptr %9, !762, !DIExpression(), !764)
  store i32 0, ptr %9, align 4, !dbg !764
  br label %11, !dbg !765

11:                                               ; preds = %44, %4
  %12 = load i32, ptr %9, align 4, !dbg !766
  %13 = load i32, ptr %6, align 4, !dbg !768
  %14 = icmp slt i32 %12, %13, !dbg !769
  br i1 %14, label %15, label %47, !dbg !770

15:                                               ; preds = %11
    #dbg_declare(ptr %10, !771, !DIExpression(), !773)
  %16 = load ptr, ptr %5, align 8, !dbg !774
  %17 = load i32, ptr %9, align 4, !dbg !775
  %18 = sext i32 %17 to i64, !dbg !774
  %19 = getelementptr inbounds i32, ptr %16, i64 %18, !dbg !774
  %20 = load i32, ptr %19, align 4, !dbg !774
  store i32 %20, ptr %10, align 4, !dbg !773
  %21 = load i32, ptr %10, align 4, !dbg !776
  %22 = load i32, ptr %7, align 4, !dbg !777
  %23 = icmp slt i32 %21, %22, !dbg !778
  br i1 %23, label %24, label %26, !dbg !776

24:                                               ; preds = %15
  %25 = load i32, ptr %7, align 4, !dbg !779
  br label %28, !dbg !776

26:                                               ; preds = %15
  %27 = load i32, ptr %10, align 4, !dbg !780
  br label %28, !dbg !776

28:                                               ; preds = %26, %24
  %29 = phi i32 [ %25, %24 ], [ %27, %26 ], !dbg !776
  store i32 %29, ptr %10, align 4, !dbg !781
  %30 = load i32, ptr %10, align 4, !dbg !782
  %31 = load i32, ptr %8, align 4, !dbg !783
  %32 = icmp sgt i32 %30, %31, !dbg !784
  br i1 %32, label %33, label %35, !dbg !782

33:                                               ; preds = %28
  %34 = load i32, ptr %8, align 4, !dbg !785
  br label %37, !dbg !782

35:                                               ; preds = %28
  %36 = load i32, ptr %10, align 4, !dbg !786
  br label %37, !dbg !782

37:                                               ; preds = %35, %33
  %38 = phi i32 [ %34, %33 ], [ %36, %35 ], !dbg !782
  store i32 %38, ptr %10, align 4, !dbg !787
  %39 = load i32, ptr %10, align 4, !dbg !788
  %40 = load ptr, ptr %5, align 8, !dbg !789
  %41 = load i32, ptr %9, align 4, !dbg !790
  %42 = sext i32 %41 to i64, !dbg !789
  %43 = getelementptr inbounds i32, ptr %40, i64 %42, !dbg !789
  store i32 %39, ptr %43, align 4, !dbg !791
  br label %44, !dbg !792

44:                                               ; preds = %37
  %45 = load i32, ptr %9, align 4, !dbg !793
  %46 = add nsw i32 %45, 1, !dbg !793
  store i32 %46, ptr %9, align 4, !dbg !793
  br label %11, !dbg !794, !llvm.loop !795

47:                                               ; preds = %11
  ret void, !dbg !797
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!70, !71, !72, !73, !74, !75, !76}
!llvm.ident = !{!77}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ai", scope: !2, file: !3, line: 10, type: !48, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !22, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "vectorize.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "4cfc90f63920c4d7230c5cb92ac8454e")
!4 = !{!5, !6, !7, !8, !9, !10, !11, !12, !13, !18}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !14, line: 27, baseType: !15)
!14 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !16, line: 44, baseType: !17)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!17 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !19, line: 27, baseType: !20)
!19 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !16, line: 45, baseType: !21)
!21 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!22 = !{!23, !29, !34, !39, !41, !0, !46, !51, !53, !56, !59, !62, !65, !67}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 928, elements: !27)
!26 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!27 = !{!28}
!28 = !DISubrange(count: 116)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 156, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 256, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 32)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 159, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 240, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 30)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 161, type: !31, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 169, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 184, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 23)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "bi", scope: !2, file: !3, line: 10, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32096, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 1003)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "ci", scope: !2, file: !3, line: 10, type: !48, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(name: "as", scope: !2, file: !3, line: 11, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 16048, elements: !49)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "ac", scope: !2, file: !3, line: 12, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 8024, elements: !49)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "au", scope: !2, file: !3, line: 13, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8024, elements: !49)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "af", scope: !2, file: !3, line: 14, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32096, elements: !49)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "bf", scope: !2, file: !3, line: 14, type: !64, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "ad", scope: !2, file: !3, line: 15, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64192, elements: !49)
!70 = !{i32 7, !"Dwarf Version", i32 5}
!71 = !{i32 2, !"Debug Info Version", i32 3}
!72 = !{i32 1, !"wchar_size", i32 4}
!73 = !{i32 8, !"PIC Level", i32 2}
!74 = !{i32 7, !"PIE Level", i32 2}
!75 = !{i32 7, !"uwtable", i32 2}
!76 = !{i32 7, !"frame-pointer", i32 2}
!77 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!78 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 132, type: !79, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !81)
!79 = !DISubroutineType(types: !80)
!80 = !{!5}
!81 = !{}
!82 = !DILocalVariable(name: "x", scope: !78, file: !3, line: 133, type: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !19, line: 26, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !16, line: 42, baseType: !12)
!85 = !DILocation(line: 133, column: 14, scope: !78)
!86 = !DILocalVariable(name: "i", scope: !87, file: !3, line: 134, type: !5)
!87 = distinct !DILexicalBlock(scope: !78, file: !3, line: 134, column: 5)
!88 = !DILocation(line: 134, column: 14, scope: !87)
!89 = !DILocation(line: 134, column: 10, scope: !87)
!90 = !DILocation(line: 134, column: 21, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !3, line: 134, column: 5)
!92 = !DILocation(line: 134, column: 23, scope: !91)
!93 = !DILocation(line: 134, column: 5, scope: !87)
!94 = !DILocation(line: 135, column: 13, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !3, line: 134, column: 33)
!96 = !DILocation(line: 135, column: 15, scope: !95)
!97 = !DILocation(line: 135, column: 26, scope: !95)
!98 = !DILocation(line: 135, column: 11, scope: !95)
!99 = !DILocation(line: 136, column: 23, scope: !95)
!100 = !DILocation(line: 136, column: 25, scope: !95)
!101 = !DILocation(line: 136, column: 31, scope: !95)
!102 = !DILocation(line: 136, column: 41, scope: !95)
!103 = !DILocation(line: 136, column: 12, scope: !95)
!104 = !DILocation(line: 136, column: 9, scope: !95)
!105 = !DILocation(line: 136, column: 15, scope: !95)
!106 = !DILocation(line: 137, column: 23, scope: !95)
!107 = !DILocation(line: 137, column: 25, scope: !95)
!108 = !DILocation(line: 137, column: 33, scope: !95)
!109 = !DILocation(line: 137, column: 12, scope: !95)
!110 = !DILocation(line: 137, column: 9, scope: !95)
!111 = !DILocation(line: 137, column: 15, scope: !95)
!112 = !DILocation(line: 138, column: 31, scope: !95)
!113 = !DILocation(line: 138, column: 33, scope: !95)
!114 = !DILocation(line: 138, column: 40, scope: !95)
!115 = !DILocation(line: 138, column: 48, scope: !95)
!116 = !DILocation(line: 138, column: 17, scope: !95)
!117 = !DILocation(line: 138, column: 12, scope: !95)
!118 = !DILocation(line: 138, column: 9, scope: !95)
!119 = !DILocation(line: 138, column: 15, scope: !95)
!120 = !DILocation(line: 139, column: 38, scope: !95)
!121 = !DILocation(line: 139, column: 40, scope: !95)
!122 = !DILocation(line: 139, column: 46, scope: !95)
!123 = !DILocation(line: 139, column: 53, scope: !95)
!124 = !DILocation(line: 139, column: 17, scope: !95)
!125 = !DILocation(line: 139, column: 12, scope: !95)
!126 = !DILocation(line: 139, column: 9, scope: !95)
!127 = !DILocation(line: 139, column: 15, scope: !95)
!128 = !DILocation(line: 140, column: 33, scope: !95)
!129 = !DILocation(line: 140, column: 35, scope: !95)
!130 = !DILocation(line: 140, column: 17, scope: !95)
!131 = !DILocation(line: 140, column: 12, scope: !95)
!132 = !DILocation(line: 140, column: 9, scope: !95)
!133 = !DILocation(line: 140, column: 15, scope: !95)
!134 = !DILocation(line: 141, column: 31, scope: !95)
!135 = !DILocation(line: 141, column: 33, scope: !95)
!136 = !DILocation(line: 141, column: 42, scope: !95)
!137 = !DILocation(line: 141, column: 17, scope: !95)
!138 = !DILocation(line: 141, column: 51, scope: !95)
!139 = !DILocation(line: 141, column: 12, scope: !95)
!140 = !DILocation(line: 141, column: 9, scope: !95)
!141 = !DILocation(line: 141, column: 15, scope: !95)
!142 = !DILocation(line: 142, column: 24, scope: !95)
!143 = !DILocation(line: 142, column: 17, scope: !95)
!144 = !DILocation(line: 142, column: 26, scope: !95)
!145 = !DILocation(line: 142, column: 12, scope: !95)
!146 = !DILocation(line: 142, column: 9, scope: !95)
!147 = !DILocation(line: 142, column: 15, scope: !95)
!148 = !DILocation(line: 143, column: 32, scope: !95)
!149 = !DILocation(line: 143, column: 34, scope: !95)
!150 = !DILocation(line: 143, column: 42, scope: !95)
!151 = !DILocation(line: 143, column: 17, scope: !95)
!152 = !DILocation(line: 143, column: 50, scope: !95)
!153 = !DILocation(line: 143, column: 12, scope: !95)
!154 = !DILocation(line: 143, column: 9, scope: !95)
!155 = !DILocation(line: 143, column: 15, scope: !95)
!156 = !DILocation(line: 144, column: 5, scope: !95)
!157 = !DILocation(line: 134, column: 29, scope: !91)
!158 = !DILocation(line: 134, column: 5, scope: !91)
!159 = distinct !{!159, !93, !160, !161}
!160 = !DILocation(line: 144, column: 5, scope: !87)
!161 = !{!"llvm.loop.mustprogress"}
!162 = !DILocalVariable(name: "lens", scope: !78, file: !3, line: 145, type: !163)
!163 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 416, elements: !164)
!164 = !{!165}
!165 = !DISubrange(count: 13)
!166 = !DILocation(line: 145, column: 9, scope: !78)
!167 = !DILocalVariable(name: "k", scope: !168, file: !3, line: 146, type: !5)
!168 = distinct !DILexicalBlock(scope: !78, file: !3, line: 146, column: 5)
!169 = !DILocation(line: 146, column: 14, scope: !168)
!170 = !DILocation(line: 146, column: 10, scope: !168)
!171 = !DILocation(line: 146, column: 21, scope: !172)
!172 = distinct !DILexicalBlock(scope: !168, file: !3, line: 146, column: 5)
!173 = !DILocation(line: 146, column: 23, scope: !172)
!174 = !DILocation(line: 146, column: 5, scope: !168)
!175 = !DILocalVariable(name: "n", scope: !176, file: !3, line: 147, type: !5)
!176 = distinct !DILexicalBlock(scope: !172, file: !3, line: 146, column: 34)
!177 = !DILocation(line: 147, column: 13, scope: !176)
!178 = !DILocation(line: 147, column: 22, scope: !176)
!179 = !DILocation(line: 147, column: 17, scope: !176)
!180 = !DILocation(line: 150, column: 16, scope: !176)
!181 = !DILocation(line: 150, column: 31, scope: !176)
!182 = !DILocation(line: 150, column: 19, scope: !176)
!183 = !DILocation(line: 150, column: 49, scope: !176)
!184 = !DILocation(line: 150, column: 35, scope: !176)
!185 = !DILocation(line: 150, column: 65, scope: !176)
!186 = !DILocation(line: 150, column: 53, scope: !176)
!187 = !DILocation(line: 150, column: 83, scope: !176)
!188 = !DILocation(line: 150, column: 69, scope: !176)
!189 = !DILocation(line: 151, column: 30, scope: !176)
!190 = !DILocation(line: 151, column: 16, scope: !176)
!191 = !DILocation(line: 151, column: 47, scope: !176)
!192 = !DILocation(line: 151, column: 34, scope: !176)
!193 = !DILocation(line: 151, column: 65, scope: !176)
!194 = !DILocation(line: 151, column: 51, scope: !176)
!195 = !DILocation(line: 151, column: 83, scope: !176)
!196 = !DILocation(line: 151, column: 69, scope: !176)
!197 = !DILocation(line: 152, column: 38, scope: !176)
!198 = !DILocation(line: 152, column: 24, scope: !176)
!199 = !DILocation(line: 152, column: 16, scope: !176)
!200 = !DILocation(line: 152, column: 64, scope: !176)
!201 = !DILocation(line: 152, column: 50, scope: !176)
!202 = !DILocation(line: 152, column: 42, scope: !176)
!203 = !DILocation(line: 152, column: 83, scope: !176)
!204 = !DILocation(line: 152, column: 68, scope: !176)
!205 = !DILocation(line: 153, column: 35, scope: !176)
!206 = !DILocation(line: 153, column: 16, scope: !176)
!207 = !DILocation(line: 153, column: 81, scope: !176)
!208 = !DILocation(line: 153, column: 59, scope: !176)
!209 = !DILocation(line: 148, column: 9, scope: !176)
!210 = !DILocation(line: 154, column: 5, scope: !176)
!211 = !DILocation(line: 146, column: 30, scope: !172)
!212 = !DILocation(line: 146, column: 5, scope: !172)
!213 = distinct !{!213, !174, !214, !161}
!214 = !DILocation(line: 154, column: 5, scope: !168)
!215 = !DILocation(line: 155, column: 5, scope: !78)
!216 = !DILocation(line: 156, column: 56, scope: !78)
!217 = !DILocation(line: 156, column: 48, scope: !78)
!218 = !DILocation(line: 156, column: 71, scope: !78)
!219 = !DILocation(line: 156, column: 63, scope: !78)
!220 = !DILocation(line: 157, column: 20, scope: !78)
!221 = !DILocation(line: 157, column: 12, scope: !78)
!222 = !DILocation(line: 157, column: 39, scope: !78)
!223 = !DILocation(line: 157, column: 31, scope: !78)
!224 = !DILocation(line: 156, column: 5, scope: !78)
!225 = !DILocation(line: 158, column: 5, scope: !78)
!226 = !DILocation(line: 159, column: 46, scope: !78)
!227 = !DILocation(line: 159, column: 53, scope: !78)
!228 = !DILocation(line: 159, column: 60, scope: !78)
!229 = !DILocation(line: 159, column: 71, scope: !78)
!230 = !DILocation(line: 159, column: 5, scope: !78)
!231 = !DILocation(line: 160, column: 5, scope: !78)
!232 = !DILocation(line: 161, column: 48, scope: !78)
!233 = !DILocation(line: 161, column: 64, scope: !78)
!234 = !DILocation(line: 162, column: 12, scope: !78)
!235 = !DILocation(line: 161, column: 5, scope: !78)
!236 = !DILocalVariable(name: "prefix", scope: !78, file: !3, line: 164, type: !17)
!237 = !DILocation(line: 164, column: 10, scope: !78)
!238 = !DILocalVariable(name: "i", scope: !239, file: !3, line: 165, type: !5)
!239 = distinct !DILexicalBlock(scope: !78, file: !3, line: 165, column: 5)
!240 = !DILocation(line: 165, column: 14, scope: !239)
!241 = !DILocation(line: 165, column: 10, scope: !239)
!242 = !DILocation(line: 165, column: 21, scope: !243)
!243 = distinct !DILexicalBlock(scope: !239, file: !3, line: 165, column: 5)
!244 = !DILocation(line: 165, column: 23, scope: !243)
!245 = !DILocation(line: 165, column: 5, scope: !239)
!246 = !DILocation(line: 166, column: 22, scope: !247)
!247 = distinct !DILexicalBlock(scope: !243, file: !3, line: 165, column: 33)
!248 = !DILocation(line: 166, column: 19, scope: !247)
!249 = !DILocation(line: 166, column: 16, scope: !247)
!250 = !DILocation(line: 167, column: 23, scope: !247)
!251 = !DILocation(line: 167, column: 30, scope: !247)
!252 = !DILocation(line: 167, column: 17, scope: !247)
!253 = !DILocation(line: 167, column: 12, scope: !247)
!254 = !DILocation(line: 167, column: 9, scope: !247)
!255 = !DILocation(line: 167, column: 15, scope: !247)
!256 = !DILocation(line: 168, column: 5, scope: !247)
!257 = !DILocation(line: 165, column: 29, scope: !243)
!258 = !DILocation(line: 165, column: 5, scope: !243)
!259 = distinct !{!259, !245, !260, !161}
!260 = !DILocation(line: 168, column: 5, scope: !239)
!261 = !DILocation(line: 169, column: 39, scope: !78)
!262 = !DILocation(line: 169, column: 47, scope: !78)
!263 = !DILocation(line: 169, column: 5, scope: !78)
!264 = !DILocation(line: 170, column: 5, scope: !78)
!265 = distinct !DISubprogram(name: "sum_int", scope: !3, file: !3, line: 17, type: !266, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !81)
!266 = !DISubroutineType(types: !267)
!267 = !{!17, !268, !5}
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 64)
!269 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!270 = !DILocalVariable(name: "a", arg: 1, scope: !265, file: !3, line: 17, type: !268)
!271 = !DILocation(line: 17, column: 32, scope: !265)
!272 = !DILocalVariable(name: "n", arg: 2, scope: !265, file: !3, line: 17, type: !5)
!273 = !DILocation(line: 17, column: 39, scope: !265)
!274 = !DILocalVariable(name: "s", scope: !265, file: !3, line: 18, type: !17)
!275 = !DILocation(line: 18, column: 10, scope: !265)
!276 = !DILocalVariable(name: "i", scope: !277, file: !3, line: 19, type: !5)
!277 = distinct !DILexicalBlock(scope: !265, file: !3, line: 19, column: 5)
!278 = !DILocation(line: 19, column: 14, scope: !277)
!279 = !DILocation(line: 19, column: 10, scope: !277)
!280 = !DILocation(line: 19, column: 21, scope: !281)
!281 = distinct !DILexicalBlock(scope: !277, file: !3, line: 19, column: 5)
!282 = !DILocation(line: 19, column: 25, scope: !281)
!283 = !DILocation(line: 19, column: 23, scope: !281)
!284 = !DILocation(line: 19, column: 5, scope: !277)
!285 = !DILocation(line: 20, column: 14, scope: !281)
!286 = !DILocation(line: 20, column: 16, scope: !281)
!287 = !DILocation(line: 20, column: 11, scope: !281)
!288 = !DILocation(line: 20, column: 9, scope: !281)
!289 = !DILocation(line: 19, column: 29, scope: !281)
!290 = !DILocation(line: 19, column: 5, scope: !281)
!291 = distinct !{!291, !284, !292, !161}
!292 = !DILocation(line: 20, column: 17, scope: !277)
!293 = !DILocation(line: 21, column: 12, scope: !265)
!294 = !DILocation(line: 21, column: 5, scope: !265)
!295 = distinct !DISubprogram(name: "sum_int32", scope: !3, file: !3, line: 24, type: !296, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !81)
!296 = !DISubroutineType(types: !297)
!297 = !{!5, !268, !5}
!298 = !DILocalVariable(name: "a", arg: 1, scope: !295, file: !3, line: 24, type: !268)
!299 = !DILocation(line: 24, column: 33, scope: !295)
!300 = !DILocalVariable(name: "n", arg: 2, scope: !295, file: !3, line: 24, type: !5)
!301 = !DILocation(line: 24, column: 40, scope: !295)
!302 = !DILocalVariable(name: "s", scope: !295, file: !3, line: 25, type: !12)
!303 = !DILocation(line: 25, column: 14, scope: !295)
!304 = !DILocalVariable(name: "i", scope: !305, file: !3, line: 26, type: !5)
!305 = distinct !DILexicalBlock(scope: !295, file: !3, line: 26, column: 5)
!306 = !DILocation(line: 26, column: 14, scope: !305)
!307 = !DILocation(line: 26, column: 10, scope: !305)
!308 = !DILocation(line: 26, column: 21, scope: !309)
!309 = distinct !DILexicalBlock(scope: !305, file: !3, line: 26, column: 5)
!310 = !DILocation(line: 26, column: 25, scope: !309)
!311 = !DILocation(line: 26, column: 23, scope: !309)
!312 = !DILocation(line: 26, column: 5, scope: !305)
!313 = !DILocation(line: 27, column: 24, scope: !309)
!314 = !DILocation(line: 27, column: 26, scope: !309)
!315 = !DILocation(line: 27, column: 11, scope: !309)
!316 = !DILocation(line: 27, column: 9, scope: !309)
!317 = !DILocation(line: 26, column: 29, scope: !309)
!318 = !DILocation(line: 26, column: 5, scope: !309)
!319 = distinct !{!319, !312, !320, !161}
!320 = !DILocation(line: 27, column: 27, scope: !305)
!321 = !DILocation(line: 28, column: 17, scope: !295)
!322 = !DILocation(line: 28, column: 5, scope: !295)
!323 = distinct !DISubprogram(name: "max_int", scope: !3, file: !3, line: 31, type: !296, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !81)
!324 = !DILocalVariable(name: "a", arg: 1, scope: !323, file: !3, line: 31, type: !268)
!325 = !DILocation(line: 31, column: 31, scope: !323)
!326 = !DILocalVariable(name: "n", arg: 2, scope: !323, file: !3, line: 31, type: !5)
!327 = !DILocation(line: 31, column: 38, scope: !323)
!328 = !DILocalVariable(name: "m", scope: !323, file: !3, line: 32, type: !5)
!329 = !DILocation(line: 32, column: 9, scope: !323)
!330 = !DILocation(line: 32, column: 13, scope: !323)
!331 = !DILocalVariable(name: "i", scope: !332, file: !3, line: 33, type: !5)
!332 = distinct !DILexicalBlock(scope: !323, file: !3, line: 33, column: 5)
!333 = !DILocation(line: 33, column: 14, scope: !332)
!334 = !DILocation(line: 33, column: 10, scope: !332)
!335 = !DILocation(line: 33, column: 21, scope: !336)
!336 = distinct !DILexicalBlock(scope: !332, file: !3, line: 33, column: 5)
!337 = !DILocation(line: 33, column: 25, scope: !336)
!338 = !DILocation(line: 33, column: 23, scope: !336)
!339 = !DILocation(line: 33, column: 5, scope: !332)
!340 = !DILocation(line: 34, column: 13, scope: !336)
!341 = !DILocation(line: 34, column: 15, scope: !336)
!342 = !DILocation(line: 34, column: 20, scope: !336)
!343 = !DILocation(line: 34, column: 18, scope: !336)
!344 = !DILocation(line: 34, column: 24, scope: !336)
!345 = !DILocation(line: 34, column: 26, scope: !336)
!346 = !DILocation(line: 34, column: 31, scope: !336)
!347 = !DILocation(line: 34, column: 11, scope: !336)
!348 = !DILocation(line: 34, column: 9, scope: !336)
!349 = !DILocation(line: 33, column: 29, scope: !336)
!350 = !DILocation(line: 33, column: 5, scope: !336)
!351 = distinct !{!351, !339, !352, !161}
!352 = !DILocation(line: 34, column: 31, scope: !332)
!353 = !DILocation(line: 35, column: 12, scope: !323)
!354 = !DILocation(line: 35, column: 5, scope: !323)
!355 = distinct !DISubprogram(name: "min_short", scope: !3, file: !3, line: 38, type: !356, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !81)
!356 = !DISubroutineType(types: !357)
!357 = !{!5, !358, !5}
!358 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !359, size: 64)
!359 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!360 = !DILocalVariable(name: "a", arg: 1, scope: !355, file: !3, line: 38, type: !358)
!361 = !DILocation(line: 38, column: 35, scope: !355)
!362 = !DILocalVariable(name: "n", arg: 2, scope: !355, file: !3, line: 38, type: !5)
!363 = !DILocation(line: 38, column: 42, scope: !355)
!364 = !DILocalVariable(name: "m", scope: !355, file: !3, line: 39, type: !6)
!365 = !DILocation(line: 39, column: 11, scope: !355)
!366 = !DILocation(line: 39, column: 15, scope: !355)
!367 = !DILocalVariable(name: "i", scope: !368, file: !3, line: 40, type: !5)
!368 = distinct !DILexicalBlock(scope: !355, file: !3, line: 40, column: 5)
!369 = !DILocation(line: 40, column: 14, scope: !368)
!370 = !DILocation(line: 40, column: 10, scope: !368)
!371 = !DILocation(line: 40, column: 21, scope: !372)
!372 = distinct !DILexicalBlock(scope: !368, file: !3, line: 40, column: 5)
!373 = !DILocation(line: 40, column: 25, scope: !372)
!374 = !DILocation(line: 40, column: 23, scope: !372)
!375 = !DILocation(line: 40, column: 5, scope: !368)
!376 = !DILocation(line: 41, column: 13, scope: !377)
!377 = distinct !DILexicalBlock(scope: !372, file: !3, line: 41, column: 13)
!378 = !DILocation(line: 41, column: 15, scope: !377)
!379 = !DILocation(line: 41, column: 20, scope: !377)
!380 = !DILocation(line: 41, column: 18, scope: !377)
!381 = !DILocation(line: 41, column: 13, scope: !372)
!382 = !DILocation(line: 42, column: 17, scope: !377)
!383 = !DILocation(line: 42, column: 19, scope: !377)
!384 = !DILocation(line: 42, column: 15, scope: !377)
!385 = !DILocation(line: 42, column: 13, scope: !377)
!386 = !DILocation(line: 40, column: 29, scope: !372)
!387 = !DILocation(line: 40, column: 5, scope: !372)
!388 = distinct !{!388, !375, !389, !161}
!389 = !DILocation(line: 42, column: 20, scope: !368)
!390 = !DILocation(line: 43, column: 12, scope: !355)
!391 = !DILocation(line: 43, column: 5, scope: !355)
!392 = distinct !DISubprogram(name: "sum_short", scope: !3, file: !3, line: 46, type: !356, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !81)
!393 = !DILocalVariable(name: "a", arg: 1, scope: !392, file: !3, line: 46, type: !358)
!394 = !DILocation(line: 46, column: 35, scope: !392)
!395 = !DILocalVariable(name: "n", arg: 2, scope: !392, file: !3, line: 46, type: !5)
!396 = !DILocation(line: 46, column: 42, scope: !392)
!397 = !DILocalVariable(name: "s", scope: !392, file: !3, line: 47, type: !5)
!398 = !DILocation(line: 47, column: 9, scope: !392)
!399 = !DILocalVariable(name: "i", scope: !400, file: !3, line: 48, type: !5)
!400 = distinct !DILexicalBlock(scope: !392, file: !3, line: 48, column: 5)
!401 = !DILocation(line: 48, column: 14, scope: !400)
!402 = !DILocation(line: 48, column: 10, scope: !400)
!403 = !DILocation(line: 48, column: 21, scope: !404)
!404 = distinct !DILexicalBlock(scope: !400, file: !3, line: 48, column: 5)
!405 = !DILocation(line: 48, column: 25, scope: !404)
!406 = !DILocation(line: 48, column: 23, scope: !404)
!407 = !DILocation(line: 48, column: 5, scope: !400)
!408 = !DILocation(line: 49, column: 14, scope: !404)
!409 = !DILocation(line: 49, column: 16, scope: !404)
!410 = !DILocation(line: 49, column: 11, scope: !404)
!411 = !DILocation(line: 49, column: 9, scope: !404)
!412 = !DILocation(line: 48, column: 29, scope: !404)
!413 = !DILocation(line: 48, column: 5, scope: !404)
!414 = distinct !{!414, !407, !415, !161}
!415 = !DILocation(line: 49, column: 17, scope: !400)
!416 = !DILocation(line: 50, column: 12, scope: !392)
!417 = !DILocation(line: 50, column: 5, scope: !392)
!418 = distinct !DISubprogram(name: "sum_char", scope: !3, file: !3, line: 53, type: !419, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !81)
!419 = !DISubroutineType(types: !420)
!420 = !{!5, !421, !5}
!421 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !422, size: 64)
!422 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!423 = !DILocalVariable(name: "a", arg: 1, scope: !418, file: !3, line: 53, type: !421)
!424 = !DILocation(line: 53, column: 40, scope: !418)
!425 = !DILocalVariable(name: "n", arg: 2, scope: !418, file: !3, line: 53, type: !5)
!426 = !DILocation(line: 53, column: 47, scope: !418)
!427 = !DILocalVariable(name: "s", scope: !418, file: !3, line: 54, type: !5)
!428 = !DILocation(line: 54, column: 9, scope: !418)
!429 = !DILocalVariable(name: "i", scope: !430, file: !3, line: 55, type: !5)
!430 = distinct !DILexicalBlock(scope: !418, file: !3, line: 55, column: 5)
!431 = !DILocation(line: 55, column: 14, scope: !430)
!432 = !DILocation(line: 55, column: 10, scope: !430)
!433 = !DILocation(line: 55, column: 21, scope: !434)
!434 = distinct !DILexicalBlock(scope: !430, file: !3, line: 55, column: 5)
!435 = !DILocation(line: 55, column: 25, scope: !434)
!436 = !DILocation(line: 55, column: 23, scope: !434)
!437 = !DILocation(line: 55, column: 5, scope: !430)
!438 = !DILocation(line: 56, column: 14, scope: !434)
!439 = !DILocation(line: 56, column: 16, scope: !434)
!440 = !DILocation(line: 56, column: 11, scope: !434)
!441 = !DILocation(line: 56, column: 9, scope: !434)
!442 = !DILocation(line: 55, column: 29, scope: !434)
!443 = !DILocation(line: 55, column: 5, scope: !434)
!444 = distinct !{!444, !437, !445, !161}
!445 = !DILocation(line: 56, column: 17, scope: !430)
!446 = !DILocation(line: 57, column: 12, scope: !418)
!447 = !DILocation(line: 57, column: 5, scope: !418)
!448 = distinct !DISubprogram(name: "max_uchar", scope: !3, file: !3, line: 60, type: !449, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !81)
!449 = !DISubroutineType(types: !450)
!450 = !{!12, !451, !5}
!451 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !452, size: 64)
!452 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!453 = !DILocalVariable(name: "a", arg: 1, scope: !448, file: !3, line: 60, type: !451)
!454 = !DILocation(line: 60, column: 48, scope: !448)
!455 = !DILocalVariable(name: "n", arg: 2, scope: !448, file: !3, line: 60, type: !5)
!456 = !DILocation(line: 60, column: 55, scope: !448)
!457 = !DILocalVariable(name: "m", scope: !448, file: !3, line: 61, type: !8)
!458 = !DILocation(line: 61, column: 19, scope: !448)
!459 = !DILocalVariable(name: "i", scope: !460, file: !3, line: 62, type: !5)
!460 = distinct !DILexicalBlock(scope: !448, file: !3, line: 62, column: 5)
!461 = !DILocation(line: 62, column: 14, scope: !460)
!462 = !DILocation(line: 62, column: 10, scope: !460)
!463 = !DILocation(line: 62, column: 21, scope: !464)
!464 = distinct !DILexicalBlock(scope: !460, file: !3, line: 62, column: 5)
!465 = !DILocation(line: 62, column: 25, scope: !464)
!466 = !DILocation(line: 62, column: 23, scope: !464)
!467 = !DILocation(line: 62, column: 5, scope: !460)
!468 = !DILocation(line: 63, column: 13, scope: !464)
!469 = !DILocation(line: 63, column: 15, scope: !464)
!470 = !DILocation(line: 63, column: 20, scope: !464)
!471 = !DILocation(line: 63, column: 18, scope: !464)
!472 = !DILocation(line: 63, column: 24, scope: !464)
!473 = !DILocation(line: 63, column: 26, scope: !464)
!474 = !DILocation(line: 63, column: 31, scope: !464)
!475 = !DILocation(line: 63, column: 11, scope: !464)
!476 = !DILocation(line: 63, column: 9, scope: !464)
!477 = !DILocation(line: 62, column: 29, scope: !464)
!478 = !DILocation(line: 62, column: 5, scope: !464)
!479 = distinct !{!479, !467, !480, !161}
!480 = !DILocation(line: 63, column: 31, scope: !460)
!481 = !DILocation(line: 64, column: 12, scope: !448)
!482 = !DILocation(line: 64, column: 5, scope: !448)
!483 = distinct !DISubprogram(name: "xor_uchar", scope: !3, file: !3, line: 67, type: !449, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !81)
!484 = !DILocalVariable(name: "a", arg: 1, scope: !483, file: !3, line: 67, type: !451)
!485 = !DILocation(line: 67, column: 48, scope: !483)
!486 = !DILocalVariable(name: "n", arg: 2, scope: !483, file: !3, line: 67, type: !5)
!487 = !DILocation(line: 67, column: 55, scope: !483)
!488 = !DILocalVariable(name: "x", scope: !483, file: !3, line: 68, type: !8)
!489 = !DILocation(line: 68, column: 19, scope: !483)
!490 = !DILocalVariable(name: "i", scope: !491, file: !3, line: 69, type: !5)
!491 = distinct !DILexicalBlock(scope: !483, file: !3, line: 69, column: 5)
!492 = !DILocation(line: 69, column: 14, scope: !491)
!493 = !DILocation(line: 69, column: 10, scope: !491)
!494 = !DILocation(line: 69, column: 21, scope: !495)
!495 = distinct !DILexicalBlock(scope: !491, file: !3, line: 69, column: 5)
!496 = !DILocation(line: 69, column: 25, scope: !495)
!497 = !DILocation(line: 69, column: 23, scope: !495)
!498 = !DILocation(line: 69, column: 5, scope: !491)
!499 = !DILocation(line: 70, column: 14, scope: !495)
!500 = !DILocation(line: 70, column: 16, scope: !495)
!501 = !DILocation(line: 70, column: 11, scope: !495)
!502 = !DILocation(line: 70, column: 9, scope: !495)
!503 = !DILocation(line: 69, column: 29, scope: !495)
!504 = !DILocation(line: 69, column: 5, scope: !495)
!505 = distinct !{!505, !498, !506, !161}
!506 = !DILocation(line: 70, column: 17, scope: !491)
!507 = !DILocation(line: 71, column: 12, scope: !483)
!508 = !DILocation(line: 71, column: 5, scope: !483)
!509 = distinct !DISubprogram(name: "sum_float", scope: !3, file: !3, line: 74, type: !510, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !81)
!510 = !DISubroutineType(types: !511)
!511 = !{!9, !512, !5}
!512 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !513, size: 64)
!513 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!514 = !DILocalVariable(name: "a", arg: 1, scope: !509, file: !3, line: 74, type: !512)
!515 = !DILocation(line: 74, column: 37, scope: !509)
!516 = !DILocalVariable(name: "n", arg: 2, scope: !509, file: !3, line: 74, type: !5)
!517 = !DILocation(line: 74, column: 44, scope: !509)
!518 = !DILocalVariable(name: "s", scope: !509, file: !3, line: 75, type: !9)
!519 = !DILocation(line: 75, column: 11, scope: !509)
!520 = !DILocalVariable(name: "i", scope: !521, file: !3, line: 76, type: !5)
!521 = distinct !DILexicalBlock(scope: !509, file: !3, line: 76, column: 5)
!522 = !DILocation(line: 76, column: 14, scope: !521)
!523 = !DILocation(line: 76, column: 10, scope: !521)
!524 = !DILocation(line: 76, column: 21, scope: !525)
!525 = distinct !DILexicalBlock(scope: !521, file: !3, line: 76, column: 5)
!526 = !DILocation(line: 76, column: 25, scope: !525)
!527 = !DILocation(line: 76, column: 23, scope: !525)
!528 = !DILocation(line: 76, column: 5, scope: !521)
!529 = !DILocation(line: 77, column: 14, scope: !525)
!530 = !DILocation(line: 77, column: 16, scope: !525)
!531 = !DILocation(line: 77, column: 11, scope: !525)
!532 = !DILocation(line: 77, column: 9, scope: !525)
!533 = !DILocation(line: 76, column: 29, scope: !525)
!534 = !DILocation(line: 76, column: 5, scope: !525)
!535 = distinct !{!535, !528, !536, !161}
!536 = !DILocation(line: 77, column: 17, scope: !521)
!537 = !DILocation(line: 78, column: 12, scope: !509)
!538 = !DILocation(line: 78, column: 5, scope: !509)
!539 = distinct !DISubprogram(name: "max_float", scope: !3, file: !3, line: 81, type: !510, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !81)
!540 = !DILocalVariable(name: "a", arg: 1, scope: !539, file: !3, line: 81, type: !512)
!541 = !DILocation(line: 81, column: 37, scope: !539)
!542 = !DILocalVariable(name: "n", arg: 2, scope: !539, file: !3, line: 81, type: !5)
!543 = !DILocation(line: 81, column: 44, scope: !539)
!544 = !DILocalVariable(name: "m", scope: !539, file: !3, line: 82, type: !9)
!545 = !DILocation(line: 82, column: 11, scope: !539)
!546 = !DILocation(line: 82, column: 15, scope: !539)
!547 = !DILocalVariable(name: "i", scope: !548, file: !3, line: 83, type: !5)
!548 = distinct !DILexicalBlock(scope: !539, file: !3, line: 83, column: 5)
!549 = !DILocation(line: 83, column: 14, scope: !548)
!550 = !DILocation(line: 83, column: 10, scope: !548)
!551 = !DILocation(line: 83, column: 21, scope: !552)
!552 = distinct !DILexicalBlock(scope: !548, file: !3, line: 83, column: 5)
!553 = !DILocation(line: 83, column: 25, scope: !552)
!554 = !DILocation(line: 83, column: 23, scope: !552)
!555 = !DILocation(line: 83, column: 5, scope: !548)
!556 = !DILocation(line: 84, column: 13, scope: !552)
!557 = !DILocation(line: 84, column: 15, scope: !552)
!558 = !DILocation(line: 84, column: 20, scope: !552)
!559 = !DILocation(line: 84, column: 18, scope: !552)
!560 = !DILocation(line: 84, column: 24, scope: !552)
!561 = !DILocation(line: 84, column: 26, scope: !552)
!562 = !DILocation(line: 84, column: 31, scope: !552)
!563 = !DILocation(line: 84, column: 11, scope: !552)
!564 = !DILocation(line: 84, column: 9, scope: !552)
!565 = !DILocation(line: 83, column: 29, scope: !552)
!566 = !DILocation(line: 83, column: 5, scope: !552)
!567 = distinct !{!567, !555, !568, !161}
!568 = !DILocation(line: 84, column: 31, scope: !548)
!569 = !DILocation(line: 85, column: 12, scope: !539)
!570 = !DILocation(line: 85, column: 5, scope: !539)
!571 = distinct !DISubprogram(name: "dot_double", scope: !3, file: !3, line: 88, type: !572, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !81)
!572 = !DISubroutineType(types: !573)
!573 = !{!10, !574, !5}
!574 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !575, size: 64)
!575 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!576 = !DILocalVariable(name: "a", arg: 1, scope: !571, file: !3, line: 88, type: !574)
!577 = !DILocation(line: 88, column: 40, scope: !571)
!578 = !DILocalVariable(name: "n", arg: 2, scope: !571, file: !3, line: 88, type: !5)
!579 = !DILocation(line: 88, column: 47, scope: !571)
!580 = !DILocalVariable(name: "s", scope: !571, file: !3, line: 89, type: !10)
!581 = !DILocation(line: 89, column: 12, scope: !571)
!582 = !DILocalVariable(name: "i", scope: !583, file: !3, line: 90, type: !5)
!583 = distinct !DILexicalBlock(scope: !571, file: !3, line: 90, column: 5)
!584 = !DILocation(line: 90, column: 14, scope: !583)
!585 = !DILocation(line: 90, column: 10, scope: !583)
!586 = !DILocation(line: 90, column: 21, scope: !587)
!587 = distinct !DILexicalBlock(scope: !583, file: !3, line: 90, column: 5)
!588 = !DILocation(line: 90, column: 25, scope: !587)
!589 = !DILocation(line: 90, column: 23, scope: !587)
!590 = !DILocation(line: 90, column: 5, scope: !583)
!591 = !DILocalVariable(name: "t", scope: !592, file: !3, line: 91, type: !10)
!592 = distinct !DILexicalBlock(scope: !587, file: !3, line: 90, column: 33)
!593 = !DILocation(line: 91, column: 16, scope: !592)
!594 = !DILocation(line: 91, column: 20, scope: !592)
!595 = !DILocation(line: 91, column: 22, scope: !592)
!596 = !DILocation(line: 91, column: 27, scope: !592)
!597 = !DILocation(line: 91, column: 29, scope: !592)
!598 = !DILocation(line: 91, column: 25, scope: !592)
!599 = !DILocation(line: 92, column: 14, scope: !592)
!600 = !DILocation(line: 92, column: 11, scope: !592)
!601 = !DILocation(line: 93, column: 5, scope: !592)
!602 = !DILocation(line: 90, column: 29, scope: !587)
!603 = !DILocation(line: 90, column: 5, scope: !587)
!604 = distinct !{!604, !590, !605, !161}
!605 = !DILocation(line: 93, column: 5, scope: !583)
!606 = !DILocation(line: 94, column: 12, scope: !571)
!607 = !DILocation(line: 94, column: 5, scope: !571)
!608 = distinct !DISubprogram(name: "count_positive", scope: !3, file: !3, line: 109, type: !296, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !81)
!609 = !DILocalVariable(name: "a", arg: 1, scope: !608, file: !3, line: 109, type: !268)
!610 = !DILocation(line: 109, column: 38, scope: !608)
!611 = !DILocalVariable(name: "n", arg: 2, scope: !608, file: !3, line: 109, type: !5)
!612 = !DILocation(line: 109, column: 45, scope: !608)
!613 = !DILocalVariable(name: "c", scope: !608, file: !3, line: 110, type: !5)
!614 = !DILocation(line: 110, column: 9, scope: !608)
!615 = !DILocalVariable(name: "i", scope: !616, file: !3, line: 111, type: !5)
!616 = distinct !DILexicalBlock(scope: !608, file: !3, line: 111, column: 5)
!617 = !DILocation(line: 111, column: 14, scope: !616)
!618 = !DILocation(line: 111, column: 10, scope: !616)
!619 = !DILocation(line: 111, column: 21, scope: !620)
!620 = distinct !DILexicalBlock(scope: !616, file: !3, line: 111, column: 5)
!621 = !DILocation(line: 111, column: 25, scope: !620)
!622 = !DILocation(line: 111, column: 23, scope: !620)
!623 = !DILocation(line: 111, column: 5, scope: !616)
!624 = !DILocation(line: 112, column: 14, scope: !620)
!625 = !DILocation(line: 112, column: 16, scope: !620)
!626 = !DILocation(line: 112, column: 19, scope: !620)
!627 = !DILocation(line: 112, column: 11, scope: !620)
!628 = !DILocation(line: 112, column: 9, scope: !620)
!629 = !DILocation(line: 111, column: 29, scope: !620)
!630 = !DILocation(line: 111, column: 5, scope: !620)
!631 = distinct !{!631, !623, !632, !161}
!632 = !DILocation(line: 112, column: 21, scope: !616)
!633 = !DILocation(line: 113, column: 12, scope: !608)
!634 = !DILocation(line: 113, column: 5, scope: !608)
!635 = distinct !DISubprogram(name: "widen_mul_sum", scope: !3, file: !3, line: 125, type: !636, scopeLine: 125, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !81)
!636 = !DISubroutineType(types: !637)
!637 = !{!18, !268, !358, !5}
!638 = !DILocalVariable(name: "a", arg: 1, scope: !635, file: !3, line: 125, type: !268)
!639 = !DILocation(line: 125, column: 42, scope: !635)
!640 = !DILocalVariable(name: "b", arg: 2, scope: !635, file: !3, line: 125, type: !358)
!641 = !DILocation(line: 125, column: 58, scope: !635)
!642 = !DILocalVariable(name: "n", arg: 3, scope: !635, file: !3, line: 125, type: !5)
!643 = !DILocation(line: 125, column: 65, scope: !635)
!644 = !DILocalVariable(name: "s", scope: !635, file: !3, line: 126, type: !13)
!645 = !DILocation(line: 126, column: 13, scope: !635)
!646 = !DILocalVariable(name: "i", scope: !647, file: !3, line: 127, type: !5)
!647 = distinct !DILexicalBlock(scope: !635, file: !3, line: 127, column: 5)
!648 = !DILocation(line: 127, column: 14, scope: !647)
!649 = !DILocation(line: 127, column: 10, scope: !647)
!650 = !DILocation(line: 127, column: 21, scope: !651)
!651 = distinct !DILexicalBlock(scope: !647, file: !3, line: 127, column: 5)
!652 = !DILocation(line: 127, column: 25, scope: !651)
!653 = !DILocation(line: 127, column: 23, scope: !651)
!654 = !DILocation(line: 127, column: 5, scope: !647)
!655 = !DILocation(line: 128, column: 23, scope: !651)
!656 = !DILocation(line: 128, column: 25, scope: !651)
!657 = !DILocation(line: 128, column: 14, scope: !651)
!658 = !DILocation(line: 128, column: 30, scope: !651)
!659 = !DILocation(line: 128, column: 32, scope: !651)
!660 = !DILocation(line: 128, column: 28, scope: !651)
!661 = !DILocation(line: 128, column: 11, scope: !651)
!662 = !DILocation(line: 128, column: 9, scope: !651)
!663 = !DILocation(line: 127, column: 29, scope: !651)
!664 = !DILocation(line: 127, column: 5, scope: !651)
!665 = distinct !{!665, !654, !666, !161}
!666 = !DILocation(line: 128, column: 33, scope: !647)
!667 = !DILocation(line: 129, column: 22, scope: !635)
!668 = !DILocation(line: 129, column: 5, scope: !635)
!669 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 97, type: !670, scopeLine: 97, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !81)
!670 = !DISubroutineType(types: !671)
!671 = !{null, !9, !512, !672, !5}
!672 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!673 = !DILocalVariable(name: "a", arg: 1, scope: !669, file: !3, line: 97, type: !9)
!674 = !DILocation(line: 97, column: 25, scope: !669)
!675 = !DILocalVariable(name: "x", arg: 2, scope: !669, file: !3, line: 97, type: !512)
!676 = !DILocation(line: 97, column: 41, scope: !669)
!677 = !DILocalVariable(name: "y", arg: 3, scope: !669, file: !3, line: 97, type: !672)
!678 = !DILocation(line: 97, column: 51, scope: !669)
!679 = !DILocalVariable(name: "n", arg: 4, scope: !669, file: !3, line: 97, type: !5)
!680 = !DILocation(line: 97, column: 58, scope: !669)
!681 = !DILocalVariable(name: "i", scope: !682, file: !3, line: 98, type: !5)
!682 = distinct !DILexicalBlock(scope: !669, file: !3, line: 98, column: 5)
!683 = !DILocation(line: 98, column: 14, scope: !682)
!684 = !DILocation(line: 98, column: 10, scope: !682)
!685 = !DILocation(line: 98, column: 21, scope: !686)
!686 = distinct !DILexicalBlock(scope: !682, file: !3, line: 98, column: 5)
!687 = !DILocation(line: 98, column: 25, scope: !686)
!688 = !DILocation(line: 98, column: 23, scope: !686)
!689 = !DILocation(line: 98, column: 5, scope: !682)
!690 = !DILocalVariable(name: "t", scope: !691, file: !3, line: 99, type: !9)
!691 = distinct !DILexicalBlock(scope: !686, file: !3, line: 98, column: 33)
!692 = !DILocation(line: 99, column: 15, scope: !691)
!693 = !DILocation(line: 99, column: 19, scope: !691)
!694 = !DILocation(line: 99, column: 23, scope: !691)
!695 = !DILocation(line: 99, column: 25, scope: !691)
!696 = !DILocation(line: 99, column: 21, scope: !691)
!697 = !DILocation(line: 100, column: 16, scope: !691)
!698 = !DILocation(line: 100, column: 20, scope: !691)
!699 = !DILocation(line: 100, column: 22, scope: !691)
!700 = !DILocation(line: 100, column: 18, scope: !691)
!701 = !DILocation(line: 100, column: 9, scope: !691)
!702 = !DILocation(line: 100, column: 11, scope: !691)
!703 = !DILocation(line: 100, column: 14, scope: !691)
!704 = !DILocation(line: 101, column: 5, scope: !691)
!705 = !DILocation(line: 98, column: 29, scope: !686)
!706 = !DILocation(line: 98, column: 5, scope: !686)
!707 = distinct !{!707, !689, !708, !161}
!708 = !DILocation(line: 101, column: 5, scope: !682)
!709 = !DILocation(line: 102, column: 1, scope: !669)
!710 = distinct !DISubprogram(name: "add_arrays", scope: !3, file: !3, line: 104, type: !711, scopeLine: 104, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !81)
!711 = !DISubroutineType(types: !712)
!712 = !{null, !713, !715, !715, !5}
!713 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !714)
!714 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!715 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !268)
!716 = !DILocalVariable(name: "c", arg: 1, scope: !710, file: !3, line: 104, type: !713)
!717 = !DILocation(line: 104, column: 38, scope: !710)
!718 = !DILocalVariable(name: "a", arg: 2, scope: !710, file: !3, line: 104, type: !715)
!719 = !DILocation(line: 104, column: 61, scope: !710)
!720 = !DILocalVariable(name: "b", arg: 3, scope: !710, file: !3, line: 104, type: !715)
!721 = !DILocation(line: 104, column: 84, scope: !710)
!722 = !DILocalVariable(name: "n", arg: 4, scope: !710, file: !3, line: 104, type: !5)
!723 = !DILocation(line: 104, column: 91, scope: !710)
!724 = !DILocalVariable(name: "i", scope: !725, file: !3, line: 105, type: !5)
!725 = distinct !DILexicalBlock(scope: !710, file: !3, line: 105, column: 5)
!726 = !DILocation(line: 105, column: 14, scope: !725)
!727 = !DILocation(line: 105, column: 10, scope: !725)
!728 = !DILocation(line: 105, column: 21, scope: !729)
!729 = distinct !DILexicalBlock(scope: !725, file: !3, line: 105, column: 5)
!730 = !DILocation(line: 105, column: 25, scope: !729)
!731 = !DILocation(line: 105, column: 23, scope: !729)
!732 = !DILocation(line: 105, column: 5, scope: !725)
!733 = !DILocation(line: 106, column: 16, scope: !729)
!734 = !DILocation(line: 106, column: 18, scope: !729)
!735 = !DILocation(line: 106, column: 21, scope: !729)
!736 = !DILocation(line: 106, column: 27, scope: !729)
!737 = !DILocation(line: 106, column: 29, scope: !729)
!738 = !DILocation(line: 106, column: 25, scope: !729)
!739 = !DILocation(line: 106, column: 35, scope: !729)
!740 = !DILocation(line: 106, column: 37, scope: !729)
!741 = !DILocation(line: 106, column: 40, scope: !729)
!742 = !DILocation(line: 106, column: 32, scope: !729)
!743 = !DILocation(line: 106, column: 9, scope: !729)
!744 = !DILocation(line: 106, column: 11, scope: !729)
!745 = !DILocation(line: 106, column: 14, scope: !729)
!746 = !DILocation(line: 105, column: 29, scope: !729)
!747 = !DILocation(line: 105, column: 5, scope: !729)
!748 = distinct !{!748, !732, !749, !161}
!749 = !DILocation(line: 106, column: 44, scope: !725)
!750 = !DILocation(line: 107, column: 1, scope: !710)
!751 = distinct !DISubprogram(name: "clamp_array", scope: !3, file: !3, line: 116, type: !752, scopeLine: 116, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !81)
!752 = !DISubroutineType(types: !753)
!753 = !{null, !714, !5, !5, !5}
!754 = !DILocalVariable(name: "a", arg: 1, scope: !751, file: !3, line: 116, type: !714)
!755 = !DILocation(line: 116, column: 30, scope: !751)
!756 = !DILocalVariable(name: "n", arg: 2, scope: !751, file: !3, line: 116, type: !5)
!757 = !DILocation(line: 116, column: 37, scope: !751)
!758 = !DILocalVariable(name: "lo", arg: 3, scope: !751, file: !3, line: 116, type: !5)
!759 = !DILocation(line: 116, column: 44, scope: !751)
!760 = !DILocalVariable(name: "hi", arg: 4, scope: !751, file: !3, line: 116, type: !5)
!761 = !DILocation(line: 116, column: 52, scope: !751)
!762 = !DILocalVariable(name: "i", scope: !763, file: !3, line: 117, type: !5)
!763 = distinct !DILexicalBlock(scope: !751, file: !3, line: 117, column: 5)
!764 = !DILocation(line: 117, column: 14, scope: !763)
!765 = !DILocation(line: 117, column: 10, scope: !763)
!766 = !DILocation(line: 117, column: 21, scope: !767)
!767 = distinct !DILexicalBlock(scope: !763, file: !3, line: 117, column: 5)
!768 = !DILocation(line: 117, column: 25, scope: !767)
!769 = !DILocation(line: 117, column: 23, scope: !767)
!770 = !DILocation(line: 117, column: 5, scope: !763)
!771 = !DILocalVariable(name: "v", scope: !772, file: !3, line: 118, type: !5)
!772 = distinct !DILexicalBlock(scope: !767, file: !3, line: 117, column: 33)
!773 = !DILocation(line: 118, column: 13, scope: !772)
!774 = !DILocation(line: 118, column: 17, scope: !772)
!775 = !DILocation(line: 118, column: 19, scope: !772)
!776 = !DILocation(line: 119, column: 13, scope: !772)
!777 = !DILocation(line: 119, column: 17, scope: !772)
!778 = !DILocation(line: 119, column: 15, scope: !772)
!779 = !DILocation(line: 119, column: 22, scope: !772)
!780 = !DILocation(line: 119, column: 27, scope: !772)
!781 = !DILocation(line: 119, column: 11, scope: !772)
!782 = !DILocation(line: 120, column: 13, scope: !772)
!783 = !DILocation(line: 120, column: 17, scope: !772)
!784 = !DILocation(line: 120, column: 15, scope: !772)
!785 = !DILocation(line: 120, column: 22, scope: !772)
!786 = !DILocation(line: 120, column: 27, scope: !772)
!787 = !DILocation(line: 120, column: 11, scope: !772)
!788 = !DILocation(line: 121, column: 16, scope: !772)
!789 = !DILocation(line: 121, column: 9, scope: !772)
!790 = !DILocation(line: 121, column: 11, scope: !772)
!791 = !DILocation(line: 121, column: 14, scope: !772)
!792 = !DILocation(line: 122, column: 5, scope: !772)
!793 = !DILocation(line: 117, column: 29, scope: !767)
!794 = !DILocation(line: 117, column: 5, scope: !767)
!795 = distinct !{!795, !770, !796, !161}
!796 = !DILocation(line: 122, column: 5, scope: !763)
!797 = !DILocation(line: 123, column: 1, scope: !751)
