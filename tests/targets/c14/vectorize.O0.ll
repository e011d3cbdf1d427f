; ModuleID = 'vectorize.c'
source_filename = "vectorize.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@ai = internal global [1003 x i32] zeroinitializer, align 16, !dbg !0
@bi = internal global [1003 x i32] zeroinitializer, align 16, !dbg !23
@as = internal global [1003 x i16] zeroinitializer, align 16, !dbg !30
@ac = internal global [1003 x i8] zeroinitializer, align 16, !dbg !33
@au = internal global [1003 x i8] zeroinitializer, align 16, !dbg !36
@af = internal global [1003 x float] zeroinitializer, align 16, !dbg !39
@bf = internal global [1003 x float] zeroinitializer, align 16, !dbg !42
@ad = internal global [1003 x double] zeroinitializer, align 16, !dbg !44
@__const.main.lens = private unnamed_addr constant [13 x i32] [i32 1, i32 3, i32 4, i32 7, i32 8, i32 15, i32 16, i32 17, i32 31, i32 33, i32 64, i32 100, i32 1003], align 16
@.str = private unnamed_addr constant [116 x i8] c"n=%d sum=%ld sum32=%d max=%d mins=%d sums=%d sumc=%d maxu=%u xoru=%u sumf=%.4f maxf=%.4f dot=%.4f pos=%d wsum=%llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [32 x i8] c"saxpy: %.4f %.4f %.4f sum=%.4f\0A\00", align 1
@ci = internal global [1003 x i32] zeroinitializer, align 16, !dbg !28
@.str.2 = private unnamed_addr constant [30 x i8] c"add_arrays: %d %d %d sum=%ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [32 x i8] c"clamped: sum=%ld max=%d pos=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"prefix=%ld bi[N-1]=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !55 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [13 x i32], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !59, metadata !DIExpression()), !dbg !62
  store i32 12345, i32* %2, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %3, metadata !63, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %3, align 4, !dbg !65
  br label %9, !dbg !66

9:                                                ; preds = %73, %0
  %10 = load i32, i32* %3, align 4, !dbg !67
  %11 = icmp slt i32 %10, 1003, !dbg !69
  br i1 %11, label %12, label %76, !dbg !70

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4, !dbg !71
  %14 = mul i32 %13, 1664525, !dbg !73
  %15 = add i32 %14, 1013904223, !dbg !74
  store i32 %15, i32* %2, align 4, !dbg !75
  %16 = load i32, i32* %2, align 4, !dbg !76
  %17 = lshr i32 %16, 8, !dbg !77
  %18 = srem i32 %17, 2000001, !dbg !78
  %19 = sub nsw i32 %18, 1000000, !dbg !79
  %20 = load i32, i32* %3, align 4, !dbg !80
  %21 = sext i32 %20 to i64, !dbg !81
  %22 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %21, !dbg !81
  store i32 %19, i32* %22, align 4, !dbg !82
  %23 = load i32, i32* %2, align 4, !dbg !83
  %24 = urem i32 %23, 1000, !dbg !84
  %25 = sub nsw i32 %24, 500, !dbg !85
  %26 = load i32, i32* %3, align 4, !dbg !86
  %27 = sext i32 %26 to i64, !dbg !87
  %28 = getelementptr inbounds [1003 x i32], [1003 x i32]* @bi, i64 0, i64 %27, !dbg !87
  store i32 %25, i32* %28, align 4, !dbg !88
  %29 = load i32, i32* %2, align 4, !dbg !89
  %30 = lshr i32 %29, 16, !dbg !90
  %31 = srem i32 %30, 60001, !dbg !91
  %32 = sub nsw i32 %31, 30000, !dbg !92
  %33 = trunc i32 %32 to i16, !dbg !93
  %34 = load i32, i32* %3, align 4, !dbg !94
  %35 = sext i32 %34 to i64, !dbg !95
  %36 = getelementptr inbounds [1003 x i16], [1003 x i16]* @as, i64 0, i64 %35, !dbg !95
  store i16 %33, i16* %36, align 2, !dbg !96
  %37 = load i32, i32* %2, align 4, !dbg !97
  %38 = lshr i32 %37, 3, !dbg !98
  %39 = urem i32 %38, 256, !dbg !99
  %40 = sub nsw i32 %39, 128, !dbg !100
  %41 = trunc i32 %40 to i8, !dbg !101
  %42 = load i32, i32* %3, align 4, !dbg !102
  %43 = sext i32 %42 to i64, !dbg !103
  %44 = getelementptr inbounds [1003 x i8], [1003 x i8]* @ac, i64 0, i64 %43, !dbg !103
  store i8 %41, i8* %44, align 1, !dbg !104
  %45 = load i32, i32* %2, align 4, !dbg !105
  %46 = lshr i32 %45, 24, !dbg !106
  %47 = trunc i32 %46 to i8, !dbg !107
  %48 = load i32, i32* %3, align 4, !dbg !108
  %49 = sext i32 %48 to i64, !dbg !109
  %50 = getelementptr inbounds [1003 x i8], [1003 x i8]* @au, i64 0, i64 %49, !dbg !109
  store i8 %47, i8* %50, align 1, !dbg !110
  %51 = load i32, i32* %2, align 4, !dbg !111
  %52 = urem i32 %51, 20001, !dbg !112
  %53 = sub nsw i32 %52, 10000, !dbg !113
  %54 = sitofp i32 %53 to float, !dbg !114
  %55 = fdiv float %54, 6.400000e+01, !dbg !115
  %56 = load i32, i32* %3, align 4, !dbg !116
  %57 = sext i32 %56 to i64, !dbg !117
  %58 = getelementptr inbounds [1003 x float], [1003 x float]* @af, i64 0, i64 %57, !dbg !117
  store float %55, float* %58, align 4, !dbg !118
  %59 = load i32, i32* %3, align 4, !dbg !119
  %60 = sitofp i32 %59 to float, !dbg !120
  %61 = fmul float %60, 5.000000e-01, !dbg !121
  %62 = load i32, i32* %3, align 4, !dbg !122
  %63 = sext i32 %62 to i64, !dbg !123
  %64 = getelementptr inbounds [1003 x float], [1003 x float]* @bf, i64 0, i64 %63, !dbg !123
  store float %61, float* %64, align 4, !dbg !124
  %65 = load i32, i32* %2, align 4, !dbg !125
  %66 = urem i32 %65, 2001, !dbg !126
  %67 = sub nsw i32 %66, 1000, !dbg !127
  %68 = sitofp i32 %67 to double, !dbg !128
  %69 = fdiv double %68, 8.000000e+00, !dbg !129
  %70 = load i32, i32* %3, align 4, !dbg !130
  %71 = sext i32 %70 to i64, !dbg !131
  %72 = getelementptr inbounds [1003 x double], [1003 x double]* @ad, i64 0, i64 %71, !dbg !131
  store double %69, double* %72, align 8, !dbg !132
  br label %73, !dbg !133

73:                                               ; preds = %12
  %74 = load i32, i32* %3, align 4, !dbg !134
  %75 = add nsw i32 %74, 1, !dbg !134
  store i32 %75, i32* %3, align 4, !dbg !134
  br label %9, !dbg !135, !llvm.loop !136

76:                                               ; preds = %9
  call void @llvm.dbg.declare(metadata [13 x i32]* %4, metadata !139, metadata !DIExpression()), !dbg !143
  %77 = bitcast [13 x i32]* %4 to i8*, !dbg !143
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %77, i8* align 16 bitcast ([13 x i32]* @__const.main.lens to i8*), i64 52, i1 false), !dbg !143
  call void @llvm.dbg.declare(metadata i32* %5, metadata !144, metadata !DIExpression()), !dbg !146
  store i32 0, i32* %5, align 4, !dbg !146
  br label %78, !dbg !147

78:                                               ; preds = %116, %76
  %79 = load i32, i32* %5, align 4, !dbg !148
  %80 = icmp slt i32 %79, 13, !dbg !150
  br i1 %80, label %81, label %119, !dbg !151

81:                                               ; preds = %78
  call void @llvm.dbg.declare(metadata i32* %6, metadata !152, metadata !DIExpression()), !dbg !154
  %82 = load i32, i32* %5, align 4, !dbg !155
  %83 = sext i32 %82 to i64, !dbg !156
  %84 = getelementptr inbounds [13 x i32], [13 x i32]* %4, i64 0, i64 %83, !dbg !156
  %85 = load i32, i32* %84, align 4, !dbg !156
  store i32 %85, i32* %6, align 4, !dbg !154
  %86 = load i32, i32* %6, align 4, !dbg !157
  %87 = load i32, i32* %6, align 4, !dbg !158
  %88 = call i64 @sum_int(i32* noundef getelementptr inbounds ([1003 x i32], [1003 x i32]* @ai, i64 0, i64 0), i32 noundef %87), !dbg !159
  %89 = load i32, i32* %6, align 4, !dbg !160
  %90 = call i32 @sum_int32(i32* noundef getelementptr inbounds ([1003 x i32], [1003 x i32]* @ai, i64 0, i64 0), i32 noundef %89), !dbg !161
  %91 = load i32, i32* %6, align 4, !dbg !162
  %92 = call i32 @max_int(i32* noundef getelementptr inbounds ([1003 x i32], [1003 x i32]* @ai, i64 0, i64 0), i32 noundef %91), !dbg !163
  %93 = load i32, i32* %6, align 4, !dbg !164
  %94 = call i32 @min_short(i16* noundef getelementptr inbounds ([1003 x i16], [1003 x i16]* @as, i64 0, i64 0), i32 noundef %93), !dbg !165
  %95 = load i32, i32* %6, align 4, !dbg !166
  %96 = call i32 @sum_short(i16* noundef getelementptr inbounds ([1003 x i16], [1003 x i16]* @as, i64 0, i64 0), i32 noundef %95), !dbg !167
  %97 = load i32, i32* %6, align 4, !dbg !168
  %98 = call i32 @sum_char(i8* noundef getelementptr inbounds ([1003 x i8], [1003 x i8]* @ac, i64 0, i64 0), i32 noundef %97), !dbg !169
  %99 = load i32, i32* %6, align 4, !dbg !170
  %100 = call i32 @max_uchar(i8* noundef getelementptr inbounds ([1003 x i8], [1003 x i8]* @au, i64 0, i64 0), i32 noundef %99), !dbg !171
  %101 = load i32, i32* %6, align 4, !dbg !172
  %102 = call i32 @xor_uchar(i8* noundef getelementptr inbounds ([1003 x i8], [1003 x i8]* @au, i64 0, i64 0), i32 noundef %101), !dbg !173
  %103 = load i32, i32* %6, align 4, !dbg !174
  %104 = call float @sum_float(float* noundef getelementptr inbounds ([1003 x float], [1003 x float]* @af, i64 0, i64 0), i32 noundef %103), !dbg !175
  %105 = fpext float %104 to double, !dbg !176
  %106 = load i32, i32* %6, align 4, !dbg !177
  %107 = call float @max_float(float* noundef getelementptr inbounds ([1003 x float], [1003 x float]* @af, i64 0, i64 0), i32 noundef %106), !dbg !178
  %108 = fpext float %107 to double, !dbg !179
  %109 = load i32, i32* %6, align 4, !dbg !180
  %110 = call double @dot_double(double* noundef getelementptr inbounds ([1003 x double], [1003 x double]* @ad, i64 0, i64 0), i32 noundef %109), !dbg !181
  %111 = load i32, i32* %6, align 4, !dbg !182
  %112 = call i32 @count_positive(i32* noundef getelementptr inbounds ([1003 x i32], [1003 x i32]* @ai, i64 0, i64 0), i32 noundef %111), !dbg !183
  %113 = load i32, i32* %6, align 4, !dbg !184
  %114 = call i64 @widen_mul_sum(i32* noundef getelementptr inbounds ([1003 x i32], [1003 x i32]* @ai, i64 0, i64 0), i16* noundef getelementptr inbounds ([1003 x i16], [1003 x i16]* @as, i64 0, i64 0), i32 noundef %113), !dbg !185
  %115 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([116 x i8], [116 x i8]* @.str, i64 0, i64 0), i32 noundef %86, i64 noundef %88, i32 noundef %90, i32 noundef %92, i32 noundef %94, i32 noundef %96, i32 noundef %98, i32 noundef %100, i32 noundef %102, double noundef %105, double noundef %108, double noundef %110, i32 noundef %112, i64 noundef %114), !dbg !186
  br label %116, !dbg !187

116:                                              ; preds = %81
  %117 = load i32, i32* %5, align 4, !dbg !188
  %118 = add nsw i32 %117, 1, !dbg !188
  store i32 %118, i32* %5, align 4, !dbg !188
  br label %78, !dbg !189, !llvm.loop !190

119:                                              ; preds = %78
  call void @saxpy(float noundef 1.500000e+00, float* noundef getelementptr inbounds ([1003 x float], [1003 x float]* @af, i64 0, i64 0), float* noundef getelementptr inbounds ([1003 x float], [1003 x float]* @bf, i64 0, i64 0), i32 noundef 1003), !dbg !192
  %120 = load float, float* getelementptr inbounds ([1003 x float], [1003 x float]* @bf, i64 0, i64 0), align 16, !dbg !193
  %121 = fpext float %120 to double, !dbg !194
  %122 = load float, float* getelementptr inbounds ([1003 x float], [1003 x float]* @bf, i64 0, i64 500), align 16, !dbg !195
  %123 = fpext float %122 to double, !dbg !196
  %124 = load float, float* getelementptr inbounds ([1003 x float], [1003 x float]* @bf, i64 0, i64 1002), align 8, !dbg !197
  %125 = fpext float %124 to double, !dbg !198
  %126 = call float @sum_float(float* noundef getelementptr inbounds ([1003 x float], [1003 x float]* @bf, i64 0, i64 0), i32 noundef 1003), !dbg !199
  %127 = fpext float %126 to double, !dbg !200
  %128 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.1, i64 0, i64 0), double noundef %121, double noundef %123, double noundef %125, double noundef %127), !dbg !201
  call void @add_arrays(i32* noundef getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 0), i32* noundef getelementptr inbounds ([1003 x i32], [1003 x i32]* @ai, i64 0, i64 0), i32* noundef getelementptr inbounds ([1003 x i32], [1003 x i32]* @bi, i64 0, i64 0), i32 noundef 1003), !dbg !202
  %129 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 0), align 16, !dbg !203
  %130 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1), align 4, !dbg !204
  %131 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1002), align 8, !dbg !205
  %132 = call i64 @sum_int(i32* noundef getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 0), i32 noundef 1003), !dbg !206
  %133 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.2, i64 0, i64 0), i32 noundef %129, i32 noundef %130, i32 noundef %131, i64 noundef %132), !dbg !207
  call void @clamp_array(i32* noundef getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 0), i32 noundef 1003, i32 noundef -1000, i32 noundef 1000), !dbg !208
  %134 = call i64 @sum_int(i32* noundef getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 0), i32 noundef 1003), !dbg !209
  %135 = call i32 @max_int(i32* noundef getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 0), i32 noundef 1003), !dbg !210
  %136 = call i32 @count_positive(i32* noundef getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 0), i32 noundef 1003), !dbg !211
  %137 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.3, i64 0, i64 0), i64 noundef %134, i32 noundef %135, i32 noundef %136), !dbg !212
  call void @llvm.dbg.declare(metadata i64* %7, metadata !213, metadata !DIExpression()), !dbg !214
  store i64 0, i64* %7, align 8, !dbg !214
  call void @llvm.dbg.declare(metadata i32* %8, metadata !215, metadata !DIExpression()), !dbg !217
  store i32 0, i32* %8, align 4, !dbg !217
  br label %138, !dbg !218

138:                                              ; preds = %155, %119
  %139 = load i32, i32* %8, align 4, !dbg !219
  %140 = icmp slt i32 %139, 1003, !dbg !221
  br i1 %140, label %141, label %158, !dbg !222

141:                                              ; preds = %138
  %142 = load i32, i32* %8, align 4, !dbg !223
  %143 = sext i32 %142 to i64, !dbg !225
  %144 = getelementptr inbounds [1003 x i32], [1003 x i32]* @bi, i64 0, i64 %143, !dbg !225
  %145 = load i32, i32* %144, align 4, !dbg !225
  %146 = sext i32 %145 to i64, !dbg !225
  %147 = load i64, i64* %7, align 8, !dbg !226
  %148 = add nsw i64 %147, %146, !dbg !226
  store i64 %148, i64* %7, align 8, !dbg !226
  %149 = load i64, i64* %7, align 8, !dbg !227
  %150 = srem i64 %149, 100000, !dbg !228
  %151 = trunc i64 %150 to i32, !dbg !229
  %152 = load i32, i32* %8, align 4, !dbg !230
  %153 = sext i32 %152 to i64, !dbg !231
  %154 = getelementptr inbounds [1003 x i32], [1003 x i32]* @bi, i64 0, i64 %153, !dbg !231
  store i32 %151, i32* %154, align 4, !dbg !232
  br label %155, !dbg !233

155:                                              ; preds = %141
  %156 = load i32, i32* %8, align 4, !dbg !234
  %157 = add nsw i32 %156, 1, !dbg !234
  store i32 %157, i32* %8, align 4, !dbg !234
  br label %138, !dbg !235, !llvm.loop !236

158:                                              ; preds = %138
  %159 = load i64, i64* %7, align 8, !dbg !238
  %160 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @bi, i64 0, i64 1002), align 8, !dbg !239
  %161 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.4, i64 0, i64 0), i64 noundef %159, i32 noundef %160), !dbg !240
  ret i32 0, !dbg !241
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_int(i32* noundef %0, i32 noundef %1) #0 !dbg !242 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !247, metadata !DIExpression()), !dbg !248
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !249, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.declare(metadata i64* %5, metadata !251, metadata !DIExpression()), !dbg !252
  store i64 0, i64* %5, align 8, !dbg !252
  call void @llvm.dbg.declare(metadata i32* %6, metadata !253, metadata !DIExpression()), !dbg !255
  store i32 0, i32* %6, align 4, !dbg !255
  br label %7, !dbg !256

7:                                                ; preds = %20, %2
  %8 = load i32, i32* %6, align 4, !dbg !257
  %9 = load i32, i32* %4, align 4, !dbg !259
  %10 = icmp slt i32 %8, %9, !dbg !260
  br i1 %10, label %11, label %23, !dbg !261

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 8, !dbg !262
  %13 = load i32, i32* %6, align 4, !dbg !263
  %14 = sext i32 %13 to i64, !dbg !262
  %15 = getelementptr inbounds i32, i32* %12, i64 %14, !dbg !262
  %16 = load i32, i32* %15, align 4, !dbg !262
  %17 = sext i32 %16 to i64, !dbg !262
  %18 = load i64, i64* %5, align 8, !dbg !264
  %19 = add nsw i64 %18, %17, !dbg !264
  store i64 %19, i64* %5, align 8, !dbg !264
  br label %20, !dbg !265

20:                                               ; preds = %11
  %21 = load i32, i32* %6, align 4, !dbg !266
  %22 = add nsw i32 %21, 1, !dbg !266
  store i32 %22, i32* %6, align 4, !dbg !266
  br label %7, !dbg !267, !llvm.loop !268

23:                                               ; preds = %7
  %24 = load i64, i64* %5, align 8, !dbg !270
  ret i64 %24, !dbg !271
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_int32(i32* noundef %0, i32 noundef %1) #0 !dbg !272 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !275, metadata !DIExpression()), !dbg !276
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !277, metadata !DIExpression()), !dbg !278
  call void @llvm.dbg.declare(metadata i32* %5, metadata !279, metadata !DIExpression()), !dbg !280
  store i32 0, i32* %5, align 4, !dbg !280
  call void @llvm.dbg.declare(metadata i32* %6, metadata !281, metadata !DIExpression()), !dbg !283
  store i32 0, i32* %6, align 4, !dbg !283
  br label %7, !dbg !284

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4, !dbg !285
  %9 = load i32, i32* %4, align 4, !dbg !287
  %10 = icmp slt i32 %8, %9, !dbg !288
  br i1 %10, label %11, label %22, !dbg !289

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 8, !dbg !290
  %13 = load i32, i32* %6, align 4, !dbg !291
  %14 = sext i32 %13 to i64, !dbg !290
  %15 = getelementptr inbounds i32, i32* %12, i64 %14, !dbg !290
  %16 = load i32, i32* %15, align 4, !dbg !290
  %17 = load i32, i32* %5, align 4, !dbg !292
  %18 = add i32 %17, %16, !dbg !292
  store i32 %18, i32* %5, align 4, !dbg !292
  br label %19, !dbg !293

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4, !dbg !294
  %21 = add nsw i32 %20, 1, !dbg !294
  store i32 %21, i32* %6, align 4, !dbg !294
  br label %7, !dbg !295, !llvm.loop !296

22:                                               ; preds = %7
  %23 = load i32, i32* %5, align 4, !dbg !298
  ret i32 %23, !dbg !299
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @max_int(i32* noundef %0, i32 noundef %1) #0 !dbg !300 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !301, metadata !DIExpression()), !dbg !302
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !303, metadata !DIExpression()), !dbg !304
  call void @llvm.dbg.declare(metadata i32* %5, metadata !305, metadata !DIExpression()), !dbg !306
  %7 = load i32*, i32** %3, align 8, !dbg !307
  %8 = getelementptr inbounds i32, i32* %7, i64 0, !dbg !307
  %9 = load i32, i32* %8, align 4, !dbg !307
  store i32 %9, i32* %5, align 4, !dbg !306
  call void @llvm.dbg.declare(metadata i32* %6, metadata !308, metadata !DIExpression()), !dbg !310
  store i32 1, i32* %6, align 4, !dbg !310
  br label %10, !dbg !311

10:                                               ; preds = %32, %2
  %11 = load i32, i32* %6, align 4, !dbg !312
  %12 = load i32, i32* %4, align 4, !dbg !314
  %13 = icmp slt i32 %11, %12, !dbg !315
  br i1 %13, label %14, label %35, !dbg !316

14:                                               ; preds = %10
  %15 = load i32*, i32** %3, align 8, !dbg !317
  %16 = load i32, i32* %6, align 4, !dbg !318
  %17 = sext i32 %16 to i64, !dbg !317
  %18 = getelementptr inbounds i32, i32* %15, i64 %17, !dbg !317
  %19 = load i32, i32* %18, align 4, !dbg !317
  %20 = load i32, i32* %5, align 4, !dbg !319
  %21 = icmp sgt i32 %19, %20, !dbg !320
  br i1 %21, label %22, label %28, !dbg !317

22:                                               ; preds = %14
  %23 = load i32*, i32** %3, align 8, !dbg !321
  %24 = load i32, i32* %6, align 4, !dbg !322
  %25 = sext i32 %24 to i64, !dbg !321
  %26 = getelementptr inbounds i32, i32* %23, i64 %25, !dbg !321
  %27 = load i32, i32* %26, align 4, !dbg !321
  br label %30, !dbg !317

28:                                               ; preds = %14
  %29 = load i32, i32* %5, align 4, !dbg !323
  br label %30, !dbg !317

30:                                               ; preds = %28, %22
  %31 = phi i32 [ %27, %22 ], [ %29, %28 ], !dbg !317
  store i32 %31, i32* %5, align 4, !dbg !324
  br label %32, !dbg !325

32:                                               ; preds = %30
  %33 = load i32, i32* %6, align 4, !dbg !326
  %34 = add nsw i32 %33, 1, !dbg !326
  store i32 %34, i32* %6, align 4, !dbg !326
  br label %10, !dbg !327, !llvm.loop !328

35:                                               ; preds = %10
  %36 = load i32, i32* %5, align 4, !dbg !330
  ret i32 %36, !dbg !331
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @min_short(i16* noundef %0, i32 noundef %1) #0 !dbg !332 {
  %3 = alloca i16*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  store i16* %0, i16** %3, align 8
  call void @llvm.dbg.declare(metadata i16** %3, metadata !337, metadata !DIExpression()), !dbg !338
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !339, metadata !DIExpression()), !dbg !340
  call void @llvm.dbg.declare(metadata i16* %5, metadata !341, metadata !DIExpression()), !dbg !342
  %7 = load i16*, i16** %3, align 8, !dbg !343
  %8 = getelementptr inbounds i16, i16* %7, i64 0, !dbg !343
  %9 = load i16, i16* %8, align 2, !dbg !343
  store i16 %9, i16* %5, align 2, !dbg !342
  call void @llvm.dbg.declare(metadata i32* %6, metadata !344, metadata !DIExpression()), !dbg !346
  store i32 1, i32* %6, align 4, !dbg !346
  br label %10, !dbg !347

10:                                               ; preds = %31, %2
  %11 = load i32, i32* %6, align 4, !dbg !348
  %12 = load i32, i32* %4, align 4, !dbg !350
  %13 = icmp slt i32 %11, %12, !dbg !351
  br i1 %13, label %14, label %34, !dbg !352

14:                                               ; preds = %10
  %15 = load i16*, i16** %3, align 8, !dbg !353
  %16 = load i32, i32* %6, align 4, !dbg !355
  %17 = sext i32 %16 to i64, !dbg !353
  %18 = getelementptr inbounds i16, i16* %15, i64 %17, !dbg !353
  %19 = load i16, i16* %18, align 2, !dbg !353
  %20 = sext i16 %19 to i32, !dbg !353
  %21 = load i16, i16* %5, align 2, !dbg !356
  %22 = sext i16 %21 to i32, !dbg !356
  %23 = icmp slt i32 %20, %22, !dbg !357
  br i1 %23, label %24, label %30, !dbg !358

24:                                               ; preds = %14
  %25 = load i16*, i16** %3, align 8, !dbg !359
  %26 = load i32, i32* %6, align 4, !dbg !360
  %27 = sext i32 %26 to i64, !dbg !359
  %28 = getelementptr inbounds i16, i16* %25, i64 %27, !dbg !359
  %29 = load i16, i16* %28, align 2, !dbg !359
  store i16 %29, i16* %5, align 2, !dbg !361
  br label %30, !dbg !362

30:                                               ; preds = %24, %14
  br label %31, !dbg !356

31:                                               ; preds = %30
  %32 = load i32, i32* %6, align 4, !dbg !363
  %33 = add nsw i32 %32, 1, !dbg !363
  store i32 %33, i32* %6, align 4, !dbg !363
  br label %10, !dbg !364, !llvm.loop !365

34:                                               ; preds = %10
  %35 = load i16, i16* %5, align 2, !dbg !367
  %36 = sext i16 %35 to i32, !dbg !367
  ret i32 %36, !dbg !368
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_short(i16* noundef %0, i32 noundef %1) #0 !dbg !369 {
  %3 = alloca i16*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i16* %0, i16** %3, align 8
  call void @llvm.dbg.declare(metadata i16** %3, metadata !370, metadata !DIExpression()), !dbg !371
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !372, metadata !DIExpression()), !dbg !373
  call void @llvm.dbg.declare(metadata i32* %5, metadata !374, metadata !DIExpression()), !dbg !375
  store i32 0, i32* %5, align 4, !dbg !375
  call void @llvm.dbg.declare(metadata i32* %6, metadata !376, metadata !DIExpression()), !dbg !378
  store i32 0, i32* %6, align 4, !dbg !378
  br label %7, !dbg !379

7:                                                ; preds = %20, %2
  %8 = load i32, i32* %6, align 4, !dbg !380
  %9 = load i32, i32* %4, align 4, !dbg !382
  %10 = icmp slt i32 %8, %9, !dbg !383
  br i1 %10, label %11, label %23, !dbg !384

11:                                               ; preds = %7
  %12 = load i16*, i16** %3, align 8, !dbg !385
  %13 = load i32, i32* %6, align 4, !dbg !386
  %14 = sext i32 %13 to i64, !dbg !385
  %15 = getelementptr inbounds i16, i16* %12, i64 %14, !dbg !385
  %16 = load i16, i16* %15, align 2, !dbg !385
  %17 = sext i16 %16 to i32, !dbg !385
  %18 = load i32, i32* %5, align 4, !dbg !387
  %19 = add nsw i32 %18, %17, !dbg !387
  store i32 %19, i32* %5, align 4, !dbg !387
  br label %20, !dbg !388

20:                                               ; preds = %11
  %21 = load i32, i32* %6, align 4, !dbg !389
  %22 = add nsw i32 %21, 1, !dbg !389
  store i32 %22, i32* %6, align 4, !dbg !389
  br label %7, !dbg !390, !llvm.loop !391

23:                                               ; preds = %7
  %24 = load i32, i32* %5, align 4, !dbg !393
  ret i32 %24, !dbg !394
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_char(i8* noundef %0, i32 noundef %1) #0 !dbg !395 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !400, metadata !DIExpression()), !dbg !401
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !402, metadata !DIExpression()), !dbg !403
  call void @llvm.dbg.declare(metadata i32* %5, metadata !404, metadata !DIExpression()), !dbg !405
  store i32 0, i32* %5, align 4, !dbg !405
  call void @llvm.dbg.declare(metadata i32* %6, metadata !406, metadata !DIExpression()), !dbg !408
  store i32 0, i32* %6, align 4, !dbg !408
  br label %7, !dbg !409

7:                                                ; preds = %20, %2
  %8 = load i32, i32* %6, align 4, !dbg !410
  %9 = load i32, i32* %4, align 4, !dbg !412
  %10 = icmp slt i32 %8, %9, !dbg !413
  br i1 %10, label %11, label %23, !dbg !414

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 8, !dbg !415
  %13 = load i32, i32* %6, align 4, !dbg !416
  %14 = sext i32 %13 to i64, !dbg !415
  %15 = getelementptr inbounds i8, i8* %12, i64 %14, !dbg !415
  %16 = load i8, i8* %15, align 1, !dbg !415
  %17 = sext i8 %16 to i32, !dbg !415
  %18 = load i32, i32* %5, align 4, !dbg !417
  %19 = add nsw i32 %18, %17, !dbg !417
  store i32 %19, i32* %5, align 4, !dbg !417
  br label %20, !dbg !418

20:                                               ; preds = %11
  %21 = load i32, i32* %6, align 4, !dbg !419
  %22 = add nsw i32 %21, 1, !dbg !419
  store i32 %22, i32* %6, align 4, !dbg !419
  br label %7, !dbg !420, !llvm.loop !421

23:                                               ; preds = %7
  %24 = load i32, i32* %5, align 4, !dbg !423
  ret i32 %24, !dbg !424
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @max_uchar(i8* noundef %0, i32 noundef %1) #0 !dbg !425 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !430, metadata !DIExpression()), !dbg !431
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !432, metadata !DIExpression()), !dbg !433
  call void @llvm.dbg.declare(metadata i8* %5, metadata !434, metadata !DIExpression()), !dbg !435
  store i8 0, i8* %5, align 1, !dbg !435
  call void @llvm.dbg.declare(metadata i32* %6, metadata !436, metadata !DIExpression()), !dbg !438
  store i32 0, i32* %6, align 4, !dbg !438
  br label %7, !dbg !439

7:                                                ; preds = %34, %2
  %8 = load i32, i32* %6, align 4, !dbg !440
  %9 = load i32, i32* %4, align 4, !dbg !442
  %10 = icmp slt i32 %8, %9, !dbg !443
  br i1 %10, label %11, label %37, !dbg !444

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 8, !dbg !445
  %13 = load i32, i32* %6, align 4, !dbg !446
  %14 = sext i32 %13 to i64, !dbg !445
  %15 = getelementptr inbounds i8, i8* %12, i64 %14, !dbg !445
  %16 = load i8, i8* %15, align 1, !dbg !445
  %17 = zext i8 %16 to i32, !dbg !445
  %18 = load i8, i8* %5, align 1, !dbg !447
  %19 = zext i8 %18 to i32, !dbg !447
  %20 = icmp sgt i32 %17, %19, !dbg !448
  br i1 %20, label %21, label %28, !dbg !445

21:                                               ; preds = %11
  %22 = load i8*, i8** %3, align 8, !dbg !449
  %23 = load i32, i32* %6, align 4, !dbg !450
  %24 = sext i32 %23 to i64, !dbg !449
  %25 = getelementptr inbounds i8, i8* %22, i64 %24, !dbg !449
  %26 = load i8, i8* %25, align 1, !dbg !449
  %27 = zext i8 %26 to i32, !dbg !449
  br label %31, !dbg !445

28:                                               ; preds = %11
  %29 = load i8, i8* %5, align 1, !dbg !451
  %30 = zext i8 %29 to i32, !dbg !451
  br label %31, !dbg !445

31:                                               ; preds = %28, %21
  %32 = phi i32 [ %27, %21 ], [ %30, %28 ], !dbg !445
  %33 = trunc i32 %32 to i8, !dbg !445
  store i8 %33, i8* %5, align 1, !dbg !452
  br label %34, !dbg !453

34:                                               ; preds = %31
  %35 = load i32, i32* %6, align 4, !dbg !454
  %36 = add nsw i32 %35, 1, !dbg !454
  store i32 %36, i32* %6, align 4, !dbg !454
  br label %7, !dbg !455, !llvm.loop !456

37:                                               ; preds = %7
  %38 = load i8, i8* %5, align 1, !dbg !458
  %39 = zext i8 %38 to i32, !dbg !458
  ret i32 %39, !dbg !459
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @xor_uchar(i8* noundef %0, i32 noundef %1) #0 !dbg !460 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !461, metadata !DIExpression()), !dbg !462
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !463, metadata !DIExpression()), !dbg !464
  call void @llvm.dbg.declare(metadata i8* %5, metadata !465, metadata !DIExpression()), !dbg !466
  store i8 0, i8* %5, align 1, !dbg !466
  call void @llvm.dbg.declare(metadata i32* %6, metadata !467, metadata !DIExpression()), !dbg !469
  store i32 0, i32* %6, align 4, !dbg !469
  br label %7, !dbg !470

7:                                                ; preds = %22, %2
  %8 = load i32, i32* %6, align 4, !dbg !471
  %9 = load i32, i32* %4, align 4, !dbg !473
  %10 = icmp slt i32 %8, %9, !dbg !474
  br i1 %10, label %11, label %25, !dbg !475

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 8, !dbg !476
  %13 = load i32, i32* %6, align 4, !dbg !477
  %14 = sext i32 %13 to i64, !dbg !476
  %15 = getelementptr inbounds i8, i8* %12, i64 %14, !dbg !476
  %16 = load i8, i8* %15, align 1, !dbg !476
  %17 = zext i8 %16 to i32, !dbg !476
  %18 = load i8, i8* %5, align 1, !dbg !478
  %19 = zext i8 %18 to i32, !dbg !478
  %20 = xor i32 %19, %17, !dbg !478
  %21 = trunc i32 %20 to i8, !dbg !478
  store i8 %21, i8* %5, align 1, !dbg !478
  br label %22, !dbg !479

22:                                               ; preds = %11
  %23 = load i32, i32* %6, align 4, !dbg !480
  %24 = add nsw i32 %23, 1, !dbg !480
  store i32 %24, i32* %6, align 4, !dbg !480
  br label %7, !dbg !481, !llvm.loop !482

25:                                               ; preds = %7
  %26 = load i8, i8* %5, align 1, !dbg !484
  %27 = zext i8 %26 to i32, !dbg !484
  ret i32 %27, !dbg !485
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @sum_float(float* noundef %0, i32 noundef %1) #0 !dbg !486 {
  %3 = alloca float*, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store float* %0, float** %3, align 8
  call void @llvm.dbg.declare(metadata float** %3, metadata !491, metadata !DIExpression()), !dbg !492
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !493, metadata !DIExpression()), !dbg !494
  call void @llvm.dbg.declare(metadata float* %5, metadata !495, metadata !DIExpression()), !dbg !496
  store float 0.000000e+00, float* %5, align 4, !dbg !496
  call void @llvm.dbg.declare(metadata i32* %6, metadata !497, metadata !DIExpression()), !dbg !499
  store i32 0, i32* %6, align 4, !dbg !499
  br label %7, !dbg !500

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4, !dbg !501
  %9 = load i32, i32* %4, align 4, !dbg !503
  %10 = icmp slt i32 %8, %9, !dbg !504
  br i1 %10, label %11, label %22, !dbg !505

11:                                               ; preds = %7
  %12 = load float*, float** %3, align 8, !dbg !506
  %13 = load i32, i32* %6, align 4, !dbg !507
  %14 = sext i32 %13 to i64, !dbg !506
  %15 = getelementptr inbounds float, float* %12, i64 %14, !dbg !506
  %16 = load float, float* %15, align 4, !dbg !506
  %17 = load float, float* %5, align 4, !dbg !508
  %18 = fadd float %17, %16, !dbg !508
  store float %18, float* %5, align 4, !dbg !508
  br label %19, !dbg !509

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4, !dbg !510
  %21 = add nsw i32 %20, 1, !dbg !510
  store i32 %21, i32* %6, align 4, !dbg !510
  br label %7, !dbg !511, !llvm.loop !512

22:                                               ; preds = %7
  %23 = load float, float* %5, align 4, !dbg !514
  ret float %23, !dbg !515
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @max_float(float* noundef %0, i32 noundef %1) #0 !dbg !516 {
  %3 = alloca float*, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store float* %0, float** %3, align 8
  call void @llvm.dbg.declare(metadata float** %3, metadata !517, metadata !DIExpression()), !dbg !518
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !519, metadata !DIExpression()), !dbg !520
  call void @llvm.dbg.declare(metadata float* %5, metadata !521, metadata !DIExpression()), !dbg !522
  %7 = load float*, float** %3, align 8, !dbg !523
  %8 = getelementptr inbounds float, float* %7, i64 0, !dbg !523
  %9 = load float, float* %8, align 4, !dbg !523
  store float %9, float* %5, align 4, !dbg !522
  call void @llvm.dbg.declare(metadata i32* %6, metadata !524, metadata !DIExpression()), !dbg !526
  store i32 1, i32* %6, align 4, !dbg !526
  br label %10, !dbg !527

10:                                               ; preds = %32, %2
  %11 = load i32, i32* %6, align 4, !dbg !528
  %12 = load i32, i32* %4, align 4, !dbg !530
  %13 = icmp slt i32 %11, %12, !dbg !531
  br i1 %13, label %14, label %35, !dbg !532

14:                                               ; preds = %10
  %15 = load float*, float** %3, align 8, !dbg !533
  %16 = load i32, i32* %6, align 4, !dbg !534
  %17 = sext i32 %16 to i64, !dbg !533
  %18 = getelementptr inbounds float, float* %15, i64 %17, !dbg !533
  %19 = load float, float* %18, align 4, !dbg !533
  %20 = load float, float* %5, align 4, !dbg !535
  %21 = fcmp ogt float %19, %20, !dbg !536
  br i1 %21, label %22, label %28, !dbg !533

22:                                               ; preds = %14
  %23 = load float*, float** %3, align 8, !dbg !537
  %24 = load i32, i32* %6, align 4, !dbg !538
  %25 = sext i32 %24 to i64, !dbg !537
  %26 = getelementptr inbounds float, float* %23, i64 %25, !dbg !537
  %27 = load float, float* %26, align 4, !dbg !537
  br label %30, !dbg !533

28:                                               ; preds = %14
  %29 = load float, float* %5, align 4, !dbg !539
  br label %30, !dbg !533

30:                                               ; preds = %28, %22
  %31 = phi float [ %27, %22 ], [ %29, %28 ], !dbg !533
  store float %31, float* %5, align 4, !dbg !540
  br label %32, !dbg !541

32:                                               ; preds = %30
  %33 = load i32, i32* %6, align 4, !dbg !542
  %34 = add nsw i32 %33, 1, !dbg !542
  store i32 %34, i32* %6, align 4, !dbg !542
  br label %10, !dbg !543, !llvm.loop !544

35:                                               ; preds = %10
  %36 = load float, float* %5, align 4, !dbg !546
  ret float %36, !dbg !547
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot_double(double* noundef %0, i32 noundef %1) #0 !dbg !548 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !553, metadata !DIExpression()), !dbg !554
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !555, metadata !DIExpression()), !dbg !556
  call void @llvm.dbg.declare(metadata double* %5, metadata !557, metadata !DIExpression()), !dbg !558
  store double 0.000000e+00, double* %5, align 8, !dbg !558
  call void @llvm.dbg.declare(metadata i32* %6, metadata !559, metadata !DIExpression()), !dbg !561
  store i32 0, i32* %6, align 4, !dbg !561
  br label %8, !dbg !562

8:                                                ; preds = %27, %2
  %9 = load i32, i32* %6, align 4, !dbg !563
  %10 = load i32, i32* %4, align 4, !dbg !565
  %11 = icmp slt i32 %9, %10, !dbg !566
  br i1 %11, label %12, label %30, !dbg !567

12:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata double* %7, metadata !568, metadata !DIExpression()), !dbg !570
  %13 = load double*, double** %3, align 8, !dbg !571
  %14 = load i32, i32* %6, align 4, !dbg !572
  %15 = sext i32 %14 to i64, !dbg !571
  %16 = getelementptr inbounds double, double* %13, i64 %15, !dbg !571
  %17 = load double, double* %16, align 8, !dbg !571
  %18 = load double*, double** %3, align 8, !dbg !573
  %19 = load i32, i32* %6, align 4, !dbg !574
  %20 = sext i32 %19 to i64, !dbg !573
  %21 = getelementptr inbounds double, double* %18, i64 %20, !dbg !573
  %22 = load double, double* %21, align 8, !dbg !573
  %23 = fmul double %17, %22, !dbg !575
  store double %23, double* %7, align 8, !dbg !570
  %24 = load double, double* %7, align 8, !dbg !576
  %25 = load double, double* %5, align 8, !dbg !577
  %26 = fadd double %25, %24, !dbg !577
  store double %26, double* %5, align 8, !dbg !577
  br label %27, !dbg !578

27:                                               ; preds = %12
  %28 = load i32, i32* %6, align 4, !dbg !579
  %29 = add nsw i32 %28, 1, !dbg !579
  store i32 %29, i32* %6, align 4, !dbg !579
  br label %8, !dbg !580, !llvm.loop !581

30:                                               ; preds = %8
  %31 = load double, double* %5, align 8, !dbg !583
  ret double %31, !dbg !584
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_positive(i32* noundef %0, i32 noundef %1) #0 !dbg !585 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !586, metadata !DIExpression()), !dbg !587
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !588, metadata !DIExpression()), !dbg !589
  call void @llvm.dbg.declare(metadata i32* %5, metadata !590, metadata !DIExpression()), !dbg !591
  store i32 0, i32* %5, align 4, !dbg !591
  call void @llvm.dbg.declare(metadata i32* %6, metadata !592, metadata !DIExpression()), !dbg !594
  store i32 0, i32* %6, align 4, !dbg !594
  br label %7, !dbg !595

7:                                                ; preds = %21, %2
  %8 = load i32, i32* %6, align 4, !dbg !596
  %9 = load i32, i32* %4, align 4, !dbg !598
  %10 = icmp slt i32 %8, %9, !dbg !599
  br i1 %10, label %11, label %24, !dbg !600

11:                                               ; preds = %7
  %12 = load i32*, i32** %3, align 8, !dbg !601
  %13 = load i32, i32* %6, align 4, !dbg !602
  %14 = sext i32 %13 to i64, !dbg !601
  %15 = getelementptr inbounds i32, i32* %12, i64 %14, !dbg !601
  %16 = load i32, i32* %15, align 4, !dbg !601
  %17 = icmp sgt i32 %16, 0, !dbg !603
  %18 = zext i1 %17 to i32, !dbg !603
  %19 = load i32, i32* %5, align 4, !dbg !604
  %20 = add nsw i32 %19, %18, !dbg !604
  store i32 %20, i32* %5, align 4, !dbg !604
  br label %21, !dbg !605

21:                                               ; preds = %11
  %22 = load i32, i32* %6, align 4, !dbg !606
  %23 = add nsw i32 %22, 1, !dbg !606
  store i32 %23, i32* %6, align 4, !dbg !606
  br label %7, !dbg !607, !llvm.loop !608

24:                                               ; preds = %7
  %25 = load i32, i32* %5, align 4, !dbg !610
  ret i32 %25, !dbg !611
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @widen_mul_sum(i32* noundef %0, i16* noundef %1, i32 noundef %2) #0 !dbg !612 {
  %4 = alloca i32*, align 8
  %5 = alloca i16*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !615, metadata !DIExpression()), !dbg !616
  store i16* %1, i16** %5, align 8
  call void @llvm.dbg.declare(metadata i16** %5, metadata !617, metadata !DIExpression()), !dbg !618
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !619, metadata !DIExpression()), !dbg !620
  call void @llvm.dbg.declare(metadata i64* %7, metadata !621, metadata !DIExpression()), !dbg !622
  store i64 0, i64* %7, align 8, !dbg !622
  call void @llvm.dbg.declare(metadata i32* %8, metadata !623, metadata !DIExpression()), !dbg !625
  store i32 0, i32* %8, align 4, !dbg !625
  br label %9, !dbg !626

9:                                                ; preds = %29, %3
  %10 = load i32, i32* %8, align 4, !dbg !627
  %11 = load i32, i32* %6, align 4, !dbg !629
  %12 = icmp slt i32 %10, %11, !dbg !630
  br i1 %12, label %13, label %32, !dbg !631

13:                                               ; preds = %9
  %14 = load i32*, i32** %4, align 8, !dbg !632
  %15 = load i32, i32* %8, align 4, !dbg !633
  %16 = sext i32 %15 to i64, !dbg !632
  %17 = getelementptr inbounds i32, i32* %14, i64 %16, !dbg !632
  %18 = load i32, i32* %17, align 4, !dbg !632
  %19 = sext i32 %18 to i64, !dbg !634
  %20 = load i16*, i16** %5, align 8, !dbg !635
  %21 = load i32, i32* %8, align 4, !dbg !636
  %22 = sext i32 %21 to i64, !dbg !635
  %23 = getelementptr inbounds i16, i16* %20, i64 %22, !dbg !635
  %24 = load i16, i16* %23, align 2, !dbg !635
  %25 = sext i16 %24 to i64, !dbg !635
  %26 = mul nsw i64 %19, %25, !dbg !637
  %27 = load i64, i64* %7, align 8, !dbg !638
  %28 = add nsw i64 %27, %26, !dbg !638
  store i64 %28, i64* %7, align 8, !dbg !638
  br label %29, !dbg !639

29:                                               ; preds = %13
  %30 = load i32, i32* %8, align 4, !dbg !640
  %31 = add nsw i32 %30, 1, !dbg !640
  store i32 %31, i32* %8, align 4, !dbg !640
  br label %9, !dbg !641, !llvm.loop !642

32:                                               ; preds = %9
  %33 = load i64, i64* %7, align 8, !dbg !644
  ret i64 %33, !dbg !645
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(float noundef %0, float* noundef %1, float* noundef %2, i32 noundef %3) #0 !dbg !646 {
  %5 = alloca float, align 4
  %6 = alloca float*, align 8
  %7 = alloca float*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  store float %0, float* %5, align 4
  call void @llvm.dbg.declare(metadata float* %5, metadata !650, metadata !DIExpression()), !dbg !651
  store float* %1, float** %6, align 8
  call void @llvm.dbg.declare(metadata float** %6, metadata !652, metadata !DIExpression()), !dbg !653
  store float* %2, float** %7, align 8
  call void @llvm.dbg.declare(metadata float** %7, metadata !654, metadata !DIExpression()), !dbg !655
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !656, metadata !DIExpression()), !dbg !657
  call void @llvm.dbg.declare(metadata i32* %9, metadata !658, metadata !DIExpression()), !dbg !660
  store i32 0, i32* %9, align 4, !dbg !660
  br label %11, !dbg !661

11:                                               ; preds = %34, %4
  %12 = load i32, i32* %9, align 4, !dbg !662
  %13 = load i32, i32* %8, align 4, !dbg !664
  %14 = icmp slt i32 %12, %13, !dbg !665
  br i1 %14, label %15, label %37, !dbg !666

15:                                               ; preds = %11
  call void @llvm.dbg.declare(metadata float* %10, metadata !667, metadata !DIExpression()), !dbg !669
  %16 = load float, float* %5, align 4, !dbg !670
  %17 = load float*, float** %6, align 8, !dbg !671
  %18 = load i32, i32* %9, align 4, !dbg !672
  %19 = sext i32 %18 to i64, !dbg !671
  %20 = getelementptr inbounds float, float* %17, i64 %19, !dbg !671
  %21 = load float, float* %20, align 4, !dbg !671
  %22 = fmul float %16, %21, !dbg !673
  store float %22, float* %10, align 4, !dbg !669
  %23 = load float, float* %10, align 4, !dbg !674
  %24 = load float*, float** %7, align 8, !dbg !675
  %25 = load i32, i32* %9, align 4, !dbg !676
  %26 = sext i32 %25 to i64, !dbg !675
  %27 = getelementptr inbounds float, float* %24, i64 %26, !dbg !675
  %28 = load float, float* %27, align 4, !dbg !675
  %29 = fadd float %23, %28, !dbg !677
  %30 = load float*, float** %7, align 8, !dbg !678
  %31 = load i32, i32* %9, align 4, !dbg !679
  %32 = sext i32 %31 to i64, !dbg !678
  %33 = getelementptr inbounds float, float* %30, i64 %32, !dbg !678
  store float %29, float* %33, align 4, !dbg !680
  br label %34, !dbg !681

34:                                               ; preds = %15
  %35 = load i32, i32* %9, align 4, !dbg !682
  %36 = add nsw i32 %35, 1, !dbg !682
  store i32 %36, i32* %9, align 4, !dbg !682
  br label %11, !dbg !683, !llvm.loop !684

37:                                               ; preds = %11
  ret void, !dbg !686
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_arrays(i32* noalias noundef %0, i32* noalias noundef %1, i32* noalias noundef %2, i32 noundef %3) #0 !dbg !687 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !693, metadata !DIExpression()), !dbg !694
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !695, metadata !DIExpression()), !dbg !696
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !697, metadata !DIExpression()), !dbg !698
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !699, metadata !DIExpression()), !dbg !700
  call void @llvm.dbg.declare(metadata i32* %9, metadata !701, metadata !DIExpression()), !dbg !703
  store i32 0, i32* %9, align 4, !dbg !703
  br label %10, !dbg !704

10:                                               ; preds = %38, %4
  %11 = load i32, i32* %9, align 4, !dbg !705
  %12 = load i32, i32* %8, align 4, !dbg !707
  %13 = icmp slt i32 %11, %12, !dbg !708
  br i1 %13, label %14, label %41, !dbg !709

14:                                               ; preds = %10
  %15 = load i32*, i32** %6, align 8, !dbg !710
  %16 = load i32, i32* %9, align 4, !dbg !711
  %17 = sext i32 %16 to i64, !dbg !710
  %18 = getelementptr inbounds i32, i32* %15, i64 %17, !dbg !710
  %19 = load i32, i32* %18, align 4, !dbg !710
  %20 = mul nsw i32 %19, 3, !dbg !712
  %21 = load i32*, i32** %7, align 8, !dbg !713
  %22 = load i32, i32* %9, align 4, !dbg !714
  %23 = sext i32 %22 to i64, !dbg !713
  %24 = getelementptr inbounds i32, i32* %21, i64 %23, !dbg !713
  %25 = load i32, i32* %24, align 4, !dbg !713
  %26 = add nsw i32 %20, %25, !dbg !715
  %27 = load i32*, i32** %6, align 8, !dbg !716
  %28 = load i32, i32* %9, align 4, !dbg !717
  %29 = sext i32 %28 to i64, !dbg !716
  %30 = getelementptr inbounds i32, i32* %27, i64 %29, !dbg !716
  %31 = load i32, i32* %30, align 4, !dbg !716
  %32 = ashr i32 %31, 2, !dbg !718
  %33 = sub nsw i32 %26, %32, !dbg !719
  %34 = load i32*, i32** %5, align 8, !dbg !720
  %35 = load i32, i32* %9, align 4, !dbg !721
  %36 = sext i32 %35 to i64, !dbg !720
  %37 = getelementptr inbounds i32, i32* %34, i64 %36, !dbg !720
  store i32 %33, i32* %37, align 4, !dbg !722
  br label %38, !dbg !720

38:                                               ; preds = %14
  %39 = load i32, i32* %9, align 4, !dbg !723
  %40 = add nsw i32 %39, 1, !dbg !723
  store i32 %40, i32* %9, align 4, !dbg !723
  br label %10, !dbg !724, !llvm.loop !725

41:                                               ; preds = %10
  ret void, !dbg !727
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @clamp_array(i32* noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !728 {
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !731, metadata !DIExpression()), !dbg !732
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !733, metadata !DIExpression()), !dbg !734
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !735, metadata !DIExpression()), !dbg !736
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !737, metadata !DIExpression()), !dbg !738
  call void @llvm.dbg.declare(metadata i32* %9, metadata !739, metadata !DIExpression()), !dbg !741
  store i32 0, i32* %9, align 4, !dbg !741
  br label %11, !dbg !742

11:                                               ; preds = %44, %4
  %12 = load i32, i32* %9, align 4, !dbg !743
  %13 = load i32, i32* %6, align 4, !dbg !745
  %14 = icmp slt i32 %12, %13, !dbg !746
  br i1 %14, label %15, label %47, !dbg !747

15:                                               ; preds = %11
  call void @llvm.dbg.declare(metadata i32* %10, metadata !748, metadata !DIExpression()), !dbg !750
  %16 = load i32*, i32** %5, align 8, !dbg !751
  %17 = load i32, i32* %9, align 4, !dbg !752
  %18 = sext i32 %17 to i64, !dbg !751
  %19 = getelementptr inbounds i32, i32* %16, i64 %18, !dbg !751
  %20 = load i32, i32* %19, align 4, !dbg !751
  store i32 %20, i32* %10, align 4, !dbg !750
  %21 = load i32, i32* %10, align 4, !dbg !753
  %22 = load i32, i32* %7, align 4, !dbg !754
  %23 = icmp slt i32 %21, %22, !dbg !755
  br i1 %23, label %24, label %26, !dbg !753

24:                                               ; preds = %15
  %25 = load i32, i32* %7, align 4, !dbg !756
  br label %28, !dbg !753

26:                                               ; preds = %15
  %27 = load i32, i32* %10, align 4, !dbg !757
  br label %28, !dbg !753

28:                                               ; preds = %26, %24
  %29 = phi i32 [ %25, %24 ], [ %27, %26 ], !dbg !753
  store i32 %29, i32* %10, align 4, !dbg !758
  %30 = load i32, i32* %10, align 4, !dbg !759
  %31 = load i32, i32* %8, align 4, !dbg !760
  %32 = icmp sgt i32 %30, %31, !dbg !761
  br i1 %32, label %33, label %35, !dbg !759

33:                                               ; preds = %28
  %34 = load i32, i32* %8, align 4, !dbg !762
  br label %37, !dbg !759

35:                                               ; preds = %28
  %36 = load i32, i32* %10, align 4, !dbg !763
  br label %37, !dbg !759

37:                                               ; preds = %35, %33
  %38 = phi i32 [ %34, %33 ], [ %36, %35 ], !dbg !759
  store i32 %38, i32* %10, align 4, !dbg !764
  %39 = load i32, i32* %10, align 4, !dbg !765
  %40 = load i32*, i32** %5, align 8, !dbg !766
  %41 = load i32, i32* %9, align 4, !dbg !767
  %42 = sext i32 %41 to i64, !dbg !766
  %43 = getelementptr inbounds i32, i32* %40, i64 %42, !dbg !766
  store i32 %39, i32* %43, align 4, !dbg !768
  br label %44, !dbg !769

44:                                               ; preds = %37
  %45 = load i32, i32* %9, align 4, !dbg !770
  %46 = add nsw i32 %45, 1, !dbg !770
  store i32 %46, i32* %9, align 4, !dbg !770
  br label %11, !dbg !771, !llvm.loop !772

47:                                               ; preds = %11
  ret void, !dbg !774
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ai", scope: !2, file: !3, line: 10, type: !25, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !22, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "vectorize.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "4cfc90f63920c4d7230c5cb92ac8454e")
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
!22 = !{!0, !23, !28, !30, !33, !36, !39, !42, !44}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "bi", scope: !2, file: !3, line: 10, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32096, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 1003)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "ci", scope: !2, file: !3, line: 10, type: !25, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "as", scope: !2, file: !3, line: 11, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 16048, elements: !26)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "ac", scope: !2, file: !3, line: 12, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 8024, elements: !26)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "au", scope: !2, file: !3, line: 13, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8024, elements: !26)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "af", scope: !2, file: !3, line: 14, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32096, elements: !26)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "bf", scope: !2, file: !3, line: 14, type: !41, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "ad", scope: !2, file: !3, line: 15, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64192, elements: !26)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 7, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 1}
!53 = !{i32 7, !"frame-pointer", i32 2}
!54 = !{!"Debian clang version 14.0.6"}
!55 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 132, type: !56, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!5}
!58 = !{}
!59 = !DILocalVariable(name: "x", scope: !55, file: !3, line: 133, type: !60)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !19, line: 26, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !16, line: 42, baseType: !12)
!62 = !DILocation(line: 133, column: 14, scope: !55)
!63 = !DILocalVariable(name: "i", scope: !64, file: !3, line: 134, type: !5)
!64 = distinct !DILexicalBlock(scope: !55, file: !3, line: 134, column: 5)
!65 = !DILocation(line: 134, column: 14, scope: !64)
!66 = !DILocation(line: 134, column: 10, scope: !64)
!67 = !DILocation(line: 134, column: 21, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !3, line: 134, column: 5)
!69 = !DILocation(line: 134, column: 23, scope: !68)
!70 = !DILocation(line: 134, column: 5, scope: !64)
!71 = !DILocation(line: 135, column: 13, scope: !72)
!72 = distinct !DILexicalBlock(scope: !68, file: !3, line: 134, column: 33)
!73 = !DILocation(line: 135, column: 15, scope: !72)
!74 = !DILocation(line: 135, column: 26, scope: !72)
!75 = !DILocation(line: 135, column: 11, scope: !72)
!76 = !DILocation(line: 136, column: 23, scope: !72)
!77 = !DILocation(line: 136, column: 25, scope: !72)
!78 = !DILocation(line: 136, column: 31, scope: !72)
!79 = !DILocation(line: 136, column: 41, scope: !72)
!80 = !DILocation(line: 136, column: 12, scope: !72)
!81 = !DILocation(line: 136, column: 9, scope: !72)
!82 = !DILocation(line: 136, column: 15, scope: !72)
!83 = !DILocation(line: 137, column: 23, scope: !72)
!84 = !DILocation(line: 137, column: 25, scope: !72)
!85 = !DILocation(line: 137, column: 33, scope: !72)
!86 = !DILocation(line: 137, column: 12, scope: !72)
!87 = !DILocation(line: 137, column: 9, scope: !72)
!88 = !DILocation(line: 137, column: 15, scope: !72)
!89 = !DILocation(line: 138, column: 31, scope: !72)
!90 = !DILocation(line: 138, column: 33, scope: !72)
!91 = !DILocation(line: 138, column: 40, scope: !72)
!92 = !DILocation(line: 138, column: 48, scope: !72)
!93 = !DILocation(line: 138, column: 17, scope: !72)
!94 = !DILocation(line: 138, column: 12, scope: !72)
!95 = !DILocation(line: 138, column: 9, scope: !72)
!96 = !DILocation(line: 138, column: 15, scope: !72)
!97 = !DILocation(line: 139, column: 38, scope: !72)
!98 = !DILocation(line: 139, column: 40, scope: !72)
!99 = !DILocation(line: 139, column: 46, scope: !72)
!100 = !DILocation(line: 139, column: 53, scope: !72)
!101 = !DILocation(line: 139, column: 17, scope: !72)
!102 = !DILocation(line: 139, column: 12, scope: !72)
!103 = !DILocation(line: 139, column: 9, scope: !72)
!104 = !DILocation(line: 139, column: 15, scope: !72)
!105 = !DILocation(line: 140, column: 33, scope: !72)
!106 = !DILocation(line: 140, column: 35, scope: !72)
!107 = !DILocation(line: 140, column: 17, scope: !72)
!108 = !DILocation(line: 140, column: 12, scope: !72)
!109 = !DILocation(line: 140, column: 9, scope: !72)
!110 = !DILocation(line: 140, column: 15, scope: !72)
!111 = !DILocation(line: 141, column: 31, scope: !72)
!112 = !DILocation(line: 141, column: 33, scope: !72)
!113 = !DILocation(line: 141, column: 42, scope: !72)
!114 = !DILocation(line: 141, column: 17, scope: !72)
!115 = !DILocation(line: 141, column: 51, scope: !72)
!116 = !DILocation(line: 141, column: 12, scope: !72)
!117 = !DILocation(line: 141, column: 9, scope: !72)
!118 = !DILocation(line: 141, column: 15, scope: !72)
!119 = !DILocation(line: 142, column: 24, scope: !72)
!120 = !DILocation(line: 142, column: 17, scope: !72)
!121 = !DILocation(line: 142, column: 26, scope: !72)
!122 = !DILocation(line: 142, column: 12, scope: !72)
!123 = !DILocation(line: 142, column: 9, scope: !72)
!124 = !DILocation(line: 142, column: 15, scope: !72)
!125 = !DILocation(line: 143, column: 32, scope: !72)
!126 = !DILocation(line: 143, column: 34, scope: !72)
!127 = !DILocation(line: 143, column: 42, scope: !72)
!128 = !DILocation(line: 143, column: 17, scope: !72)
!129 = !DILocation(line: 143, column: 50, scope: !72)
!130 = !DILocation(line: 143, column: 12, scope: !72)
!131 = !DILocation(line: 143, column: 9, scope: !72)
!132 = !DILocation(line: 143, column: 15, scope: !72)
!133 = !DILocation(line: 144, column: 5, scope: !72)
!134 = !DILocation(line: 134, column: 29, scope: !68)
!135 = !DILocation(line: 134, column: 5, scope: !68)
!136 = distinct !{!136, !70, !137, !138}
!137 = !DILocation(line: 144, column: 5, scope: !64)
!138 = !{!"llvm.loop.mustprogress"}
!139 = !DILocalVariable(name: "lens", scope: !55, file: !3, line: 145, type: !140)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 416, elements: !141)
!141 = !{!142}
!142 = !DISubrange(count: 13)
!143 = !DILocation(line: 145, column: 9, scope: !55)
!144 = !DILocalVariable(name: "k", scope: !145, file: !3, line: 146, type: !5)
!145 = distinct !DILexicalBlock(scope: !55, file: !3, line: 146, column: 5)
!146 = !DILocation(line: 146, column: 14, scope: !145)
!147 = !DILocation(line: 146, column: 10, scope: !145)
!148 = !DILocation(line: 146, column: 21, scope: !149)
!149 = distinct !DILexicalBlock(scope: !145, file: !3, line: 146, column: 5)
!150 = !DILocation(line: 146, column: 23, scope: !149)
!151 = !DILocation(line: 146, column: 5, scope: !145)
!152 = !DILocalVariable(name: "n", scope: !153, file: !3, line: 147, type: !5)
!153 = distinct !DILexicalBlock(scope: !149, file: !3, line: 146, column: 34)
!154 = !DILocation(line: 147, column: 13, scope: !153)
!155 = !DILocation(line: 147, column: 22, scope: !153)
!156 = !DILocation(line: 147, column: 17, scope: !153)
!157 = !DILocation(line: 150, column: 16, scope: !153)
!158 = !DILocation(line: 150, column: 31, scope: !153)
!159 = !DILocation(line: 150, column: 19, scope: !153)
!160 = !DILocation(line: 150, column: 49, scope: !153)
!161 = !DILocation(line: 150, column: 35, scope: !153)
!162 = !DILocation(line: 150, column: 65, scope: !153)
!163 = !DILocation(line: 150, column: 53, scope: !153)
!164 = !DILocation(line: 150, column: 83, scope: !153)
!165 = !DILocation(line: 150, column: 69, scope: !153)
!166 = !DILocation(line: 151, column: 30, scope: !153)
!167 = !DILocation(line: 151, column: 16, scope: !153)
!168 = !DILocation(line: 151, column: 47, scope: !153)
!169 = !DILocation(line: 151, column: 34, scope: !153)
!170 = !DILocation(line: 151, column: 65, scope: !153)
!171 = !DILocation(line: 151, column: 51, scope: !153)
!172 = !DILocation(line: 151, column: 83, scope: !153)
!173 = !DILocation(line: 151, column: 69, scope: !153)
!174 = !DILocation(line: 152, column: 38, scope: !153)
!175 = !DILocation(line: 152, column: 24, scope: !153)
!176 = !DILocation(line: 152, column: 16, scope: !153)
!177 = !DILocation(line: 152, column: 64, scope: !153)
!178 = !DILocation(line: 152, column: 50, scope: !153)
!179 = !DILocation(line: 152, column: 42, scope: !153)
!180 = !DILocation(line: 152, column: 83, scope: !153)
!181 = !DILocation(line: 152, column: 68, scope: !153)
!182 = !DILocation(line: 153, column: 35, scope: !153)
!183 = !DILocation(line: 153, column: 16, scope: !153)
!184 = !DILocation(line: 153, column: 81, scope: !153)
!185 = !DILocation(line: 153, column: 59, scope: !153)
!186 = !DILocation(line: 148, column: 9, scope: !153)
!187 = !DILocation(line: 154, column: 5, scope: !153)
!188 = !DILocation(line: 146, column: 30, scope: !149)
!189 = !DILocation(line: 146, column: 5, scope: !149)
!190 = distinct !{!190, !151, !191, !138}
!191 = !DILocation(line: 154, column: 5, scope: !145)
!192 = !DILocation(line: 155, column: 5, scope: !55)
!193 = !DILocation(line: 156, column: 56, scope: !55)
!194 = !DILocation(line: 156, column: 48, scope: !55)
!195 = !DILocation(line: 156, column: 71, scope: !55)
!196 = !DILocation(line: 156, column: 63, scope: !55)
!197 = !DILocation(line: 157, column: 20, scope: !55)
!198 = !DILocation(line: 157, column: 12, scope: !55)
!199 = !DILocation(line: 157, column: 39, scope: !55)
!200 = !DILocation(line: 157, column: 31, scope: !55)
!201 = !DILocation(line: 156, column: 5, scope: !55)
!202 = !DILocation(line: 158, column: 5, scope: !55)
!203 = !DILocation(line: 159, column: 46, scope: !55)
!204 = !DILocation(line: 159, column: 53, scope: !55)
!205 = !DILocation(line: 159, column: 60, scope: !55)
!206 = !DILocation(line: 159, column: 71, scope: !55)
!207 = !DILocation(line: 159, column: 5, scope: !55)
!208 = !DILocation(line: 160, column: 5, scope: !55)
!209 = !DILocation(line: 161, column: 48, scope: !55)
!210 = !DILocation(line: 161, column: 64, scope: !55)
!211 = !DILocation(line: 162, column: 12, scope: !55)
!212 = !DILocation(line: 161, column: 5, scope: !55)
!213 = !DILocalVariable(name: "prefix", scope: !55, file: !3, line: 164, type: !17)
!214 = !DILocation(line: 164, column: 10, scope: !55)
!215 = !DILocalVariable(name: "i", scope: !216, file: !3, line: 165, type: !5)
!216 = distinct !DILexicalBlock(scope: !55, file: !3, line: 165, column: 5)
!217 = !DILocation(line: 165, column: 14, scope: !216)
!218 = !DILocation(line: 165, column: 10, scope: !216)
!219 = !DILocation(line: 165, column: 21, scope: !220)
!220 = distinct !DILexicalBlock(scope: !216, file: !3, line: 165, column: 5)
!221 = !DILocation(line: 165, column: 23, scope: !220)
!222 = !DILocation(line: 165, column: 5, scope: !216)
!223 = !DILocation(line: 166, column: 22, scope: !224)
!224 = distinct !DILexicalBlock(scope: !220, file: !3, line: 165, column: 33)
!225 = !DILocation(line: 166, column: 19, scope: !224)
!226 = !DILocation(line: 166, column: 16, scope: !224)
!227 = !DILocation(line: 167, column: 23, scope: !224)
!228 = !DILocation(line: 167, column: 30, scope: !224)
!229 = !DILocation(line: 167, column: 17, scope: !224)
!230 = !DILocation(line: 167, column: 12, scope: !224)
!231 = !DILocation(line: 167, column: 9, scope: !224)
!232 = !DILocation(line: 167, column: 15, scope: !224)
!233 = !DILocation(line: 168, column: 5, scope: !224)
!234 = !DILocation(line: 165, column: 29, scope: !220)
!235 = !DILocation(line: 165, column: 5, scope: !220)
!236 = distinct !{!236, !222, !237, !138}
!237 = !DILocation(line: 168, column: 5, scope: !216)
!238 = !DILocation(line: 169, column: 39, scope: !55)
!239 = !DILocation(line: 169, column: 47, scope: !55)
!240 = !DILocation(line: 169, column: 5, scope: !55)
!241 = !DILocation(line: 170, column: 5, scope: !55)
!242 = distinct !DISubprogram(name: "sum_int", scope: !3, file: !3, line: 17, type: !243, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !58)
!243 = !DISubroutineType(types: !244)
!244 = !{!17, !245, !5}
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 64)
!246 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!247 = !DILocalVariable(name: "a", arg: 1, scope: !242, file: !3, line: 17, type: !245)
!248 = !DILocation(line: 17, column: 32, scope: !242)
!249 = !DILocalVariable(name: "n", arg: 2, scope: !242, file: !3, line: 17, type: !5)
!250 = !DILocation(line: 17, column: 39, scope: !242)
!251 = !DILocalVariable(name: "s", scope: !242, file: !3, line: 18, type: !17)
!252 = !DILocation(line: 18, column: 10, scope: !242)
!253 = !DILocalVariable(name: "i", scope: !254, file: !3, line: 19, type: !5)
!254 = distinct !DILexicalBlock(scope: !242, file: !3, line: 19, column: 5)
!255 = !DILocation(line: 19, column: 14, scope: !254)
!256 = !DILocation(line: 19, column: 10, scope: !254)
!257 = !DILocation(line: 19, column: 21, scope: !258)
!258 = distinct !DILexicalBlock(scope: !254, file: !3, line: 19, column: 5)
!259 = !DILocation(line: 19, column: 25, scope: !258)
!260 = !DILocation(line: 19, column: 23, scope: !258)
!261 = !DILocation(line: 19, column: 5, scope: !254)
!262 = !DILocation(line: 20, column: 14, scope: !258)
!263 = !DILocation(line: 20, column: 16, scope: !258)
!264 = !DILocation(line: 20, column: 11, scope: !258)
!265 = !DILocation(line: 20, column: 9, scope: !258)
!266 = !DILocation(line: 19, column: 29, scope: !258)
!267 = !DILocation(line: 19, column: 5, scope: !258)
!268 = distinct !{!268, !261, !269, !138}
!269 = !DILocation(line: 20, column: 17, scope: !254)
!270 = !DILocation(line: 21, column: 12, scope: !242)
!271 = !DILocation(line: 21, column: 5, scope: !242)
!272 = distinct !DISubprogram(name: "sum_int32", scope: !3, file: !3, line: 24, type: !273, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !58)
!273 = !DISubroutineType(types: !274)
!274 = !{!5, !245, !5}
!275 = !DILocalVariable(name: "a", arg: 1, scope: !272, file: !3, line: 24, type: !245)
!276 = !DILocation(line: 24, column: 33, scope: !272)
!277 = !DILocalVariable(name: "n", arg: 2, scope: !272, file: !3, line: 24, type: !5)
!278 = !DILocation(line: 24, column: 40, scope: !272)
!279 = !DILocalVariable(name: "s", scope: !272, file: !3, line: 25, type: !12)
!280 = !DILocation(line: 25, column: 14, scope: !272)
!281 = !DILocalVariable(name: "i", scope: !282, file: !3, line: 26, type: !5)
!282 = distinct !DILexicalBlock(scope: !272, file: !3, line: 26, column: 5)
!283 = !DILocation(line: 26, column: 14, scope: !282)
!284 = !DILocation(line: 26, column: 10, scope: !282)
!285 = !DILocation(line: 26, column: 21, scope: !286)
!286 = distinct !DILexicalBlock(scope: !282, file: !3, line: 26, column: 5)
!287 = !DILocation(line: 26, column: 25, scope: !286)
!288 = !DILocation(line: 26, column: 23, scope: !286)
!289 = !DILocation(line: 26, column: 5, scope: !282)
!290 = !DILocation(line: 27, column: 24, scope: !286)
!291 = !DILocation(line: 27, column: 26, scope: !286)
!292 = !DILocation(line: 27, column: 11, scope: !286)
!293 = !DILocation(line: 27, column: 9, scope: !286)
!294 = !DILocation(line: 26, column: 29, scope: !286)
!295 = !DILocation(line: 26, column: 5, scope: !286)
!296 = distinct !{!296, !289, !297, !138}
!297 = !DILocation(line: 27, column: 27, scope: !282)
!298 = !DILocation(line: 28, column: 17, scope: !272)
!299 = !DILocation(line: 28, column: 5, scope: !272)
!300 = distinct !DISubprogram(name: "max_int", scope: !3, file: !3, line: 31, type: !273, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !58)
!301 = !DILocalVariable(name: "a", arg: 1, scope: !300, file: !3, line: 31, type: !245)
!302 = !DILocation(line: 31, column: 31, scope: !300)
!303 = !DILocalVariable(name: "n", arg: 2, scope: !300, file: !3, line: 31, type: !5)
!304 = !DILocation(line: 31, column: 38, scope: !300)
!305 = !DILocalVariable(name: "m", scope: !300, file: !3, line: 32, type: !5)
!306 = !DILocation(line: 32, column: 9, scope: !300)
!307 = !DILocation(line: 32, column: 13, scope: !300)
!308 = !DILocalVariable(name: "i", scope: !309, file: !3, line: 33, type: !5)
!309 = distinct !DILexicalBlock(scope: !300, file: !3, line: 33, column: 5)
!310 = !DILocation(line: 33, column: 14, scope: !309)
!311 = !DILocation(line: 33, column: 10, scope: !309)
!312 = !DILocation(line: 33, column: 21, scope: !313)
!313 = distinct !DILexicalBlock(scope: !309, file: !3, line: 33, column: 5)
!314 = !DILocation(line: 33, column: 25, scope: !313)
!315 = !DILocation(line: 33, column: 23, scope: !313)
!316 = !DILocation(line: 33, column: 5, scope: !309)
!317 = !DILocation(line: 34, column: 13, scope: !313)
!318 = !DILocation(line: 34, column: 15, scope: !313)
!319 = !DILocation(line: 34, column: 20, scope: !313)
!320 = !DILocation(line: 34, column: 18, scope: !313)
!321 = !DILocation(line: 34, column: 24, scope: !313)
!322 = !DILocation(line: 34, column: 26, scope: !313)
!323 = !DILocation(line: 34, column: 31, scope: !313)
!324 = !DILocation(line: 34, column: 11, scope: !313)
!325 = !DILocation(line: 34, column: 9, scope: !313)
!326 = !DILocation(line: 33, column: 29, scope: !313)
!327 = !DILocation(line: 33, column: 5, scope: !313)
!328 = distinct !{!328, !316, !329, !138}
!329 = !DILocation(line: 34, column: 31, scope: !309)
!330 = !DILocation(line: 35, column: 12, scope: !300)
!331 = !DILocation(line: 35, column: 5, scope: !300)
!332 = distinct !DISubprogram(name: "min_short", scope: !3, file: !3, line: 38, type: !333, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !58)
!333 = !DISubroutineType(types: !334)
!334 = !{!5, !335, !5}
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !336, size: 64)
!336 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!337 = !DILocalVariable(name: "a", arg: 1, scope: !332, file: !3, line: 38, type: !335)
!338 = !DILocation(line: 38, column: 35, scope: !332)
!339 = !DILocalVariable(name: "n", arg: 2, scope: !332, file: !3, line: 38, type: !5)
!340 = !DILocation(line: 38, column: 42, scope: !332)
!341 = !DILocalVariable(name: "m", scope: !332, file: !3, line: 39, type: !6)
!342 = !DILocation(line: 39, column: 11, scope: !332)
!343 = !DILocation(line: 39, column: 15, scope: !332)
!344 = !DILocalVariable(name: "i", scope: !345, file: !3, line: 40, type: !5)
!345 = distinct !DILexicalBlock(scope: !332, file: !3, line: 40, column: 5)
!346 = !DILocation(line: 40, column: 14, scope: !345)
!347 = !DILocation(line: 40, column: 10, scope: !345)
!348 = !DILocation(line: 40, column: 21, scope: !349)
!349 = distinct !DILexicalBlock(scope: !345, file: !3, line: 40, column: 5)
!350 = !DILocation(line: 40, column: 25, scope: !349)
!351 = !DILocation(line: 40, column: 23, scope: !349)
!352 = !DILocation(line: 40, column: 5, scope: !345)
!353 = !DILocation(line: 41, column: 13, scope: !354)
!354 = distinct !DILexicalBlock(scope: !349, file: !3, line: 41, column: 13)
!355 = !DILocation(line: 41, column: 15, scope: !354)
!356 = !DILocation(line: 41, column: 20, scope: !354)
!357 = !DILocation(line: 41, column: 18, scope: !354)
!358 = !DILocation(line: 41, column: 13, scope: !349)
!359 = !DILocation(line: 42, column: 17, scope: !354)
!360 = !DILocation(line: 42, column: 19, scope: !354)
!361 = !DILocation(line: 42, column: 15, scope: !354)
!362 = !DILocation(line: 42, column: 13, scope: !354)
!363 = !DILocation(line: 40, column: 29, scope: !349)
!364 = !DILocation(line: 40, column: 5, scope: !349)
!365 = distinct !{!365, !352, !366, !138}
!366 = !DILocation(line: 42, column: 20, scope: !345)
!367 = !DILocation(line: 43, column: 12, scope: !332)
!368 = !DILocation(line: 43, column: 5, scope: !332)
!369 = distinct !DISubprogram(name: "sum_short", scope: !3, file: !3, line: 46, type: !333, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !58)
!370 = !DILocalVariable(name: "a", arg: 1, scope: !369, file: !3, line: 46, type: !335)
!371 = !DILocation(line: 46, column: 35, scope: !369)
!372 = !DILocalVariable(name: "n", arg: 2, scope: !369, file: !3, line: 46, type: !5)
!373 = !DILocation(line: 46, column: 42, scope: !369)
!374 = !DILocalVariable(name: "s", scope: !369, file: !3, line: 47, type: !5)
!375 = !DILocation(line: 47, column: 9, scope: !369)
!376 = !DILocalVariable(name: "i", scope: !377, file: !3, line: 48, type: !5)
!377 = distinct !DILexicalBlock(scope: !369, file: !3, line: 48, column: 5)
!378 = !DILocation(line: 48, column: 14, scope: !377)
!379 = !DILocation(line: 48, column: 10, scope: !377)
!380 = !DILocation(line: 48, column: 21, scope: !381)
!381 = distinct !DILexicalBlock(scope: !377, file: !3, line: 48, column: 5)
!382 = !DILocation(line: 48, column: 25, scope: !381)
!383 = !DILocation(line: 48, column: 23, scope: !381)
!384 = !DILocation(line: 48, column: 5, scope: !377)
!385 = !DILocation(line: 49, column: 14, scope: !381)
!386 = !DILocation(line: 49, column: 16, scope: !381)
!387 = !DILocation(line: 49, column: 11, scope: !381)
!388 = !DILocation(line: 49, column: 9, scope: !381)
!389 = !DILocation(line: 48, column: 29, scope: !381)
!390 = !DILocation(line: 48, column: 5, scope: !381)
!391 = distinct !{!391, !384, !392, !138}
!392 = !DILocation(line: 49, column: 17, scope: !377)
!393 = !DILocation(line: 50, column: 12, scope: !369)
!394 = !DILocation(line: 50, column: 5, scope: !369)
!395 = distinct !DISubprogram(name: "sum_char", scope: !3, file: !3, line: 53, type: !396, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !58)
!396 = !DISubroutineType(types: !397)
!397 = !{!5, !398, !5}
!398 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !399, size: 64)
!399 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!400 = !DILocalVariable(name: "a", arg: 1, scope: !395, file: !3, line: 53, type: !398)
!401 = !DILocation(line: 53, column: 40, scope: !395)
!402 = !DILocalVariable(name: "n", arg: 2, scope: !395, file: !3, line: 53, type: !5)
!403 = !DILocation(line: 53, column: 47, scope: !395)
!404 = !DILocalVariable(name: "s", scope: !395, file: !3, line: 54, type: !5)
!405 = !DILocation(line: 54, column: 9, scope: !395)
!406 = !DILocalVariable(name: "i", scope: !407, file: !3, line: 55, type: !5)
!407 = distinct !DILexicalBlock(scope: !395, file: !3, line: 55, column: 5)
!408 = !DILocation(line: 55, column: 14, scope: !407)
!409 = !DILocation(line: 55, column: 10, scope: !407)
!410 = !DILocation(line: 55, column: 21, scope: !411)
!411 = distinct !DILexicalBlock(scope: !407, file: !3, line: 55, column: 5)
!412 = !DILocation(line: 55, column: 25, scope: !411)
!413 = !DILocation(line: 55, column: 23, scope: !411)
!414 = !DILocation(line: 55, column: 5, scope: !407)
!415 = !DILocation(line: 56, column: 14, scope: !411)
!416 = !DILocation(line: 56, column: 16, scope: !411)
!417 = !DILocation(line: 56, column: 11, scope: !411)
!418 = !DILocation(line: 56, column: 9, scope: !411)
!419 = !DILocation(line: 55, column: 29, scope: !411)
!420 = !DILocation(line: 55, column: 5, scope: !411)
!421 = distinct !{!421, !414, !422, !138}
!422 = !DILocation(line: 56, column: 17, scope: !407)
!423 = !DILocation(line: 57, column: 12, scope: !395)
!424 = !DILocation(line: 57, column: 5, scope: !395)
!425 = distinct !DISubprogram(name: "max_uchar", scope: !3, file: !3, line: 60, type: !426, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !58)
!426 = !DISubroutineType(types: !427)
!427 = !{!12, !428, !5}
!428 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !429, size: 64)
!429 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!430 = !DILocalVariable(name: "a", arg: 1, scope: !425, file: !3, line: 60, type: !428)
!431 = !DILocation(line: 60, column: 48, scope: !425)
!432 = !DILocalVariable(name: "n", arg: 2, scope: !425, file: !3, line: 60, type: !5)
!433 = !DILocation(line: 60, column: 55, scope: !425)
!434 = !DILocalVariable(name: "m", scope: !425, file: !3, line: 61, type: !8)
!435 = !DILocation(line: 61, column: 19, scope: !425)
!436 = !DILocalVariable(name: "i", scope: !437, file: !3, line: 62, type: !5)
!437 = distinct !DILexicalBlock(scope: !425, file: !3, line: 62, column: 5)
!438 = !DILocation(line: 62, column: 14, scope: !437)
!439 = !DILocation(line: 62, column: 10, scope: !437)
!440 = !DILocation(line: 62, column: 21, scope: !441)
!441 = distinct !DILexicalBlock(scope: !437, file: !3, line: 62, column: 5)
!442 = !DILocation(line: 62, column: 25, scope: !441)
!443 = !DILocation(line: 62, column: 23, scope: !441)
!444 = !DILocation(line: 62, column: 5, scope: !437)
!445 = !DILocation(line: 63, column: 13, scope: !441)
!446 = !DILocation(line: 63, column: 15, scope: !441)
!447 = !DILocation(line: 63, column: 20, scope: !441)
!448 = !DILocation(line: 63, column: 18, scope: !441)
!449 = !DILocation(line: 63, column: 24, scope: !441)
!450 = !DILocation(line: 63, column: 26, scope: !441)
!451 = !DILocation(line: 63, column: 31, scope: !441)
!452 = !DILocation(line: 63, column: 11, scope: !441)
!453 = !DILocation(line: 63, column: 9, scope: !441)
!454 = !DILocation(line: 62, column: 29, scope: !441)
!455 = !DILocation(line: 62, column: 5, scope: !441)
!456 = distinct !{!456, !444, !457, !138}
!457 = !DILocation(line: 63, column: 31, scope: !437)
!458 = !DILocation(line: 64, column: 12, scope: !425)
!459 = !DILocation(line: 64, column: 5, scope: !425)
!460 = distinct !DISubprogram(name: "xor_uchar", scope: !3, file: !3, line: 67, type: !426, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !58)
!461 = !DILocalVariable(name: "a", arg: 1, scope: !460, file: !3, line: 67, type: !428)
!462 = !DILocation(line: 67, column: 48, scope: !460)
!463 = !DILocalVariable(name: "n", arg: 2, scope: !460, file: !3, line: 67, type: !5)
!464 = !DILocation(line: 67, column: 55, scope: !460)
!465 = !DILocalVariable(name: "x", scope: !460, file: !3, line: 68, type: !8)
!466 = !DILocation(line: 68, column: 19, scope: !460)
!467 = !DILocalVariable(name: "i", scope: !468, file: !3, line: 69, type: !5)
!468 = distinct !DILexicalBlock(scope: !460, file: !3, line: 69, column: 5)
!469 = !DILocation(line: 69, column: 14, scope: !468)
!470 = !DILocation(line: 69, column: 10, scope: !468)
!471 = !DILocation(line: 69, column: 21, scope: !472)
!472 = distinct !DILexicalBlock(scope: !468, file: !3, line: 69, column: 5)
!473 = !DILocation(line: 69, column: 25, scope: !472)
!474 = !DILocation(line: 69, column: 23, scope: !472)
!475 = !DILocation(line: 69, column: 5, scope: !468)
!476 = !DILocation(line: 70, column: 14, scope: !472)
!477 = !DILocation(line: 70, column: 16, scope: !472)
!478 = !DILocation(line: 70, column: 11, scope: !472)
!479 = !DILocation(line: 70, column: 9, scope: !472)
!480 = !DILocation(line: 69, column: 29, scope: !472)
!481 = !DILocation(line: 69, column: 5, scope: !472)
!482 = distinct !{!482, !475, !483, !138}
!483 = !DILocation(line: 70, column: 17, scope: !468)
!484 = !DILocation(line: 71, column: 12, scope: !460)
!485 = !DILocation(line: 71, column: 5, scope: !460)
!486 = distinct !DISubprogram(name: "sum_float", scope: !3, file: !3, line: 74, type: !487, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !58)
!487 = !DISubroutineType(types: !488)
!488 = !{!9, !489, !5}
!489 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !490, size: 64)
!490 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!491 = !DILocalVariable(name: "a", arg: 1, scope: !486, file: !3, line: 74, type: !489)
!492 = !DILocation(line: 74, column: 37, scope: !486)
!493 = !DILocalVariable(name: "n", arg: 2, scope: !486, file: !3, line: 74, type: !5)
!494 = !DILocation(line: 74, column: 44, scope: !486)
!495 = !DILocalVariable(name: "s", scope: !486, file: !3, line: 75, type: !9)
!496 = !DILocation(line: 75, column: 11, scope: !486)
!497 = !DILocalVariable(name: "i", scope: !498, file: !3, line: 76, type: !5)
!498 = distinct !DILexicalBlock(scope: !486, file: !3, line: 76, column: 5)
!499 = !DILocation(line: 76, column: 14, scope: !498)
!500 = !DILocation(line: 76, column: 10, scope: !498)
!501 = !DILocation(line: 76, column: 21, scope: !502)
!502 = distinct !DILexicalBlock(scope: !498, file: !3, line: 76, column: 5)
!503 = !DILocation(line: 76, column: 25, scope: !502)
!504 = !DILocation(line: 76, column: 23, scope: !502)
!505 = !DILocation(line: 76, column: 5, scope: !498)
!506 = !DILocation(line: 77, column: 14, scope: !502)
!507 = !DILocation(line: 77, column: 16, scope: !502)
!508 = !DILocation(line: 77, column: 11, scope: !502)
!509 = !DILocation(line: 77, column: 9, scope: !502)
!510 = !DILocation(line: 76, column: 29, scope: !502)
!511 = !DILocation(line: 76, column: 5, scope: !502)
!512 = distinct !{!512, !505, !513, !138}
!513 = !DILocation(line: 77, column: 17, scope: !498)
!514 = !DILocation(line: 78, column: 12, scope: !486)
!515 = !DILocation(line: 78, column: 5, scope: !486)
!516 = distinct !DISubprogram(name: "max_float", scope: !3, file: !3, line: 81, type: !487, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !58)
!517 = !DILocalVariable(name: "a", arg: 1, scope: !516, file: !3, line: 81, type: !489)
!518 = !DILocation(line: 81, column: 37, scope: !516)
!519 = !DILocalVariable(name: "n", arg: 2, scope: !516, file: !3, line: 81, type: !5)
!520 = !DILocation(line: 81, column: 44, scope: !516)
!521 = !DILocalVariable(name: "m", scope: !516, file: !3, line: 82, type: !9)
!522 = !DILocation(line: 82, column: 11, scope: !516)
!523 = !DILocation(line: 82, column: 15, scope: !516)
!524 = !DILocalVariable(name: "i", scope: !525, file: !3, line: 83, type: !5)
!525 = distinct !DILexicalBlock(scope: !516, file: !3, line: 83, column: 5)
!526 = !DILocation(line: 83, column: 14, scope: !525)
!527 = !DILocation(line: 83, column: 10, scope: !525)
!528 = !DILocation(line: 83, column: 21, scope: !529)
!529 = distinct !DILexicalBlock(scope: !525, file: !3, line: 83, column: 5)
!530 = !DILocation(line: 83, column: 25, scope: !529)
!531 = !DILocation(line: 83, column: 23, scope: !529)
!532 = !DILocation(line: 83, column: 5, scope: !525)
!533 = !DILocation(line: 84, column: 13, scope: !529)
!534 = !DILocation(line: 84, column: 15, scope: !529)
!535 = !DILocation(line: 84, column: 20, scope: !529)
!536 = !DILocation(line: 84, column: 18, scope: !529)
!537 = !DILocation(line: 84, column: 24, scope: !529)
!538 = !DILocation(line: 84, column: 26, scope: !529)
!539 = !DILocation(line: 84, column: 31, scope: !529)
!540 = !DILocation(line: 84, column: 11, scope: !529)
!541 = !DILocation(line: 84, column: 9, scope: !529)
!542 = !DILocation(line: 83, column: 29, scope: !529)
!543 = !DILocation(line: 83, column: 5, scope: !529)
!544 = distinct !{!544, !532, !545, !138}
!545 = !DILocation(line: 84, column: 31, scope: !525)
!546 = !DILocation(line: 85, column: 12, scope: !516)
!547 = !DILocation(line: 85, column: 5, scope: !516)
!548 = distinct !DISubprogram(name: "dot_double", scope: !3, file: !3, line: 88, type: !549, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !58)
!549 = !DISubroutineType(types: !550)
!550 = !{!10, !551, !5}
!551 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !552, size: 64)
!552 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!553 = !DILocalVariable(name: "a", arg: 1, scope: !548, file: !3, line: 88, type: !551)
!554 = !DILocation(line: 88, column: 40, scope: !548)
!555 = !DILocalVariable(name: "n", arg: 2, scope: !548, file: !3, line: 88, type: !5)
!556 = !DILocation(line: 88, column: 47, scope: !548)
!557 = !DILocalVariable(name: "s", scope: !548, file: !3, line: 89, type: !10)
!558 = !DILocation(line: 89, column: 12, scope: !548)
!559 = !DILocalVariable(name: "i", scope: !560, file: !3, line: 90, type: !5)
!560 = distinct !DILexicalBlock(scope: !548, file: !3, line: 90, column: 5)
!561 = !DILocation(line: 90, column: 14, scope: !560)
!562 = !DILocation(line: 90, column: 10, scope: !560)
!563 = !DILocation(line: 90, column: 21, scope: !564)
!564 = distinct !DILexicalBlock(scope: !560, file: !3, line: 90, column: 5)
!565 = !DILocation(line: 90, column: 25, scope: !564)
!566 = !DILocation(line: 90, column: 23, scope: !564)
!567 = !DILocation(line: 90, column: 5, scope: !560)
!568 = !DILocalVariable(name: "t", scope: !569, file: !3, line: 91, type: !10)
!569 = distinct !DILexicalBlock(scope: !564, file: !3, line: 90, column: 33)
!570 = !DILocation(line: 91, column: 16, scope: !569)
!571 = !DILocation(line: 91, column: 20, scope: !569)
!572 = !DILocation(line: 91, column: 22, scope: !569)
!573 = !DILocation(line: 91, column: 27, scope: !569)
!574 = !DILocation(line: 91, column: 29, scope: !569)
!575 = !DILocation(line: 91, column: 25, scope: !569)
!576 = !DILocation(line: 92, column: 14, scope: !569)
!577 = !DILocation(line: 92, column: 11, scope: !569)
!578 = !DILocation(line: 93, column: 5, scope: !569)
!579 = !DILocation(line: 90, column: 29, scope: !564)
!580 = !DILocation(line: 90, column: 5, scope: !564)
!581 = distinct !{!581, !567, !582, !138}
!582 = !DILocation(line: 93, column: 5, scope: !560)
!583 = !DILocation(line: 94, column: 12, scope: !548)
!584 = !DILocation(line: 94, column: 5, scope: !548)
!585 = distinct !DISubprogram(name: "count_positive", scope: !3, file: !3, line: 109, type: !273, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !58)
!586 = !DILocalVariable(name: "a", arg: 1, scope: !585, file: !3, line: 109, type: !245)
!587 = !DILocation(line: 109, column: 38, scope: !585)
!588 = !DILocalVariable(name: "n", arg: 2, scope: !585, file: !3, line: 109, type: !5)
!589 = !DILocation(line: 109, column: 45, scope: !585)
!590 = !DILocalVariable(name: "c", scope: !585, file: !3, line: 110, type: !5)
!591 = !DILocation(line: 110, column: 9, scope: !585)
!592 = !DILocalVariable(name: "i", scope: !593, file: !3, line: 111, type: !5)
!593 = distinct !DILexicalBlock(scope: !585, file: !3, line: 111, column: 5)
!594 = !DILocation(line: 111, column: 14, scope: !593)
!595 = !DILocation(line: 111, column: 10, scope: !593)
!596 = !DILocation(line: 111, column: 21, scope: !597)
!597 = distinct !DILexicalBlock(scope: !593, file: !3, line: 111, column: 5)
!598 = !DILocation(line: 111, column: 25, scope: !597)
!599 = !DILocation(line: 111, column: 23, scope: !597)
!600 = !DILocation(line: 111, column: 5, scope: !593)
!601 = !DILocation(line: 112, column: 14, scope: !597)
!602 = !DILocation(line: 112, column: 16, scope: !597)
!603 = !DILocation(line: 112, column: 19, scope: !597)
!604 = !DILocation(line: 112, column: 11, scope: !597)
!605 = !DILocation(line: 112, column: 9, scope: !597)
!606 = !DILocation(line: 111, column: 29, scope: !597)
!607 = !DILocation(line: 111, column: 5, scope: !597)
!608 = distinct !{!608, !600, !609, !138}
!609 = !DILocation(line: 112, column: 21, scope: !593)
!610 = !DILocation(line: 113, column: 12, scope: !585)
!611 = !DILocation(line: 113, column: 5, scope: !585)
!612 = distinct !DISubprogram(name: "widen_mul_sum", scope: !3, file: !3, line: 125, type: !613, scopeLine: 125, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !58)
!613 = !DISubroutineType(types: !614)
!614 = !{!18, !245, !335, !5}
!615 = !DILocalVariable(name: "a", arg: 1, scope: !612, file: !3, line: 125, type: !245)
!616 = !DILocation(line: 125, column: 42, scope: !612)
!617 = !DILocalVariable(name: "b", arg: 2, scope: !612, file: !3, line: 125, type: !335)
!618 = !DILocation(line: 125, column: 58, scope: !612)
!619 = !DILocalVariable(name: "n", arg: 3, scope: !612, file: !3, line: 125, type: !5)
!620 = !DILocation(line: 125, column: 65, scope: !612)
!621 = !DILocalVariable(name: "s", scope: !612, file: !3, line: 126, type: !13)
!622 = !DILocation(line: 126, column: 13, scope: !612)
!623 = !DILocalVariable(name: "i", scope: !624, file: !3, line: 127, type: !5)
!624 = distinct !DILexicalBlock(scope: !612, file: !3, line: 127, column: 5)
!625 = !DILocation(line: 127, column: 14, scope: !624)
!626 = !DILocation(line: 127, column: 10, scope: !624)
!627 = !DILocation(line: 127, column: 21, scope: !628)
!628 = distinct !DILexicalBlock(scope: !624, file: !3, line: 127, column: 5)
!629 = !DILocation(line: 127, column: 25, scope: !628)
!630 = !DILocation(line: 127, column: 23, scope: !628)
!631 = !DILocation(line: 127, column: 5, scope: !624)
!632 = !DILocation(line: 128, column: 23, scope: !628)
!633 = !DILocation(line: 128, column: 25, scope: !628)
!634 = !DILocation(line: 128, column: 14, scope: !628)
!635 = !DILocation(line: 128, column: 30, scope: !628)
!636 = !DILocation(line: 128, column: 32, scope: !628)
!637 = !DILocation(line: 128, column: 28, scope: !628)
!638 = !DILocation(line: 128, column: 11, scope: !628)
!639 = !DILocation(line: 128, column: 9, scope: !628)
!640 = !DILocation(line: 127, column: 29, scope: !628)
!641 = !DILocation(line: 127, column: 5, scope: !628)
!642 = distinct !{!642, !631, !643, !138}
!643 = !DILocation(line: 128, column: 33, scope: !624)
!644 = !DILocation(line: 129, column: 22, scope: !612)
!645 = !DILocation(line: 129, column: 5, scope: !612)
!646 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 97, type: !647, scopeLine: 97, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !58)
!647 = !DISubroutineType(types: !648)
!648 = !{null, !9, !489, !649, !5}
!649 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!650 = !DILocalVariable(name: "a", arg: 1, scope: !646, file: !3, line: 97, type: !9)
!651 = !DILocation(line: 97, column: 25, scope: !646)
!652 = !DILocalVariable(name: "x", arg: 2, scope: !646, file: !3, line: 97, type: !489)
!653 = !DILocation(line: 97, column: 41, scope: !646)
!654 = !DILocalVariable(name: "y", arg: 3, scope: !646, file: !3, line: 97, type: !649)
!655 = !DILocation(line: 97, column: 51, scope: !646)
!656 = !DILocalVariable(name: "n", arg: 4, scope: !646, file: !3, line: 97, type: !5)
!657 = !DILocation(line: 97, column: 58, scope: !646)
!658 = !DILocalVariable(name: "i", scope: !659, file: !3, line: 98, type: !5)
!659 = distinct !DILexicalBlock(scope: !646, file: !3, line: 98, column: 5)
!660 = !DILocation(line: 98, column: 14, scope: !659)
!661 = !DILocation(line: 98, column: 10, scope: !659)
!662 = !DILocation(line: 98, column: 21, scope: !663)
!663 = distinct !DILexicalBlock(scope: !659, file: !3, line: 98, column: 5)
!664 = !DILocation(line: 98, column: 25, scope: !663)
!665 = !DILocation(line: 98, column: 23, scope: !663)
!666 = !DILocation(line: 98, column: 5, scope: !659)
!667 = !DILocalVariable(name: "t", scope: !668, file: !3, line: 99, type: !9)
!668 = distinct !DILexicalBlock(scope: !663, file: !3, line: 98, column: 33)
!669 = !DILocation(line: 99, column: 15, scope: !668)
!670 = !DILocation(line: 99, column: 19, scope: !668)
!671 = !DILocation(line: 99, column: 23, scope: !668)
!672 = !DILocation(line: 99, column: 25, scope: !668)
!673 = !DILocation(line: 99, column: 21, scope: !668)
!674 = !DILocation(line: 100, column: 16, scope: !668)
!675 = !DILocation(line: 100, column: 20, scope: !668)
!676 = !DILocation(line: 100, column: 22, scope: !668)
!677 = !DILocation(line: 100, column: 18, scope: !668)
!678 = !DILocation(line: 100, column: 9, scope: !668)
!679 = !DILocation(line: 100, column: 11, scope: !668)
!680 = !DILocation(line: 100, column: 14, scope: !668)
!681 = !DILocation(line: 101, column: 5, scope: !668)
!682 = !DILocation(line: 98, column: 29, scope: !663)
!683 = !DILocation(line: 98, column: 5, scope: !663)
!684 = distinct !{!684, !666, !685, !138}
!685 = !DILocation(line: 101, column: 5, scope: !659)
!686 = !DILocation(line: 102, column: 1, scope: !646)
!687 = distinct !DISubprogram(name: "add_arrays", scope: !3, file: !3, line: 104, type: !688, scopeLine: 104, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !58)
!688 = !DISubroutineType(types: !689)
!689 = !{null, !690, !692, !692, !5}
!690 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !691)
!691 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!692 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !245)
!693 = !DILocalVariable(name: "c", arg: 1, scope: !687, file: !3, line: 104, type: !690)
!694 = !DILocation(line: 104, column: 38, scope: !687)
!695 = !DILocalVariable(name: "a", arg: 2, scope: !687, file: !3, line: 104, type: !692)
!696 = !DILocation(line: 104, column: 61, scope: !687)
!697 = !DILocalVariable(name: "b", arg: 3, scope: !687, file: !3, line: 104, type: !692)
!698 = !DILocation(line: 104, column: 84, scope: !687)
!699 = !DILocalVariable(name: "n", arg: 4, scope: !687, file: !3, line: 104, type: !5)
!700 = !DILocation(line: 104, column: 91, scope: !687)
!701 = !DILocalVariable(name: "i", scope: !702, file: !3, line: 105, type: !5)
!702 = distinct !DILexicalBlock(scope: !687, file: !3, line: 105, column: 5)
!703 = !DILocation(line: 105, column: 14, scope: !702)
!704 = !DILocation(line: 105, column: 10, scope: !702)
!705 = !DILocation(line: 105, column: 21, scope: !706)
!706 = distinct !DILexicalBlock(scope: !702, file: !3, line: 105, column: 5)
!707 = !DILocation(line: 105, column: 25, scope: !706)
!708 = !DILocation(line: 105, column: 23, scope: !706)
!709 = !DILocation(line: 105, column: 5, scope: !702)
!710 = !DILocation(line: 106, column: 16, scope: !706)
!711 = !DILocation(line: 106, column: 18, scope: !706)
!712 = !DILocation(line: 106, column: 21, scope: !706)
!713 = !DILocation(line: 106, column: 27, scope: !706)
!714 = !DILocation(line: 106, column: 29, scope: !706)
!715 = !DILocation(line: 106, column: 25, scope: !706)
!716 = !DILocation(line: 106, column: 35, scope: !706)
!717 = !DILocation(line: 106, column: 37, scope: !706)
!718 = !DILocation(line: 106, column: 40, scope: !706)
!719 = !DILocation(line: 106, column: 32, scope: !706)
!720 = !DILocation(line: 106, column: 9, scope: !706)
!721 = !DILocation(line: 106, column: 11, scope: !706)
!722 = !DILocation(line: 106, column: 14, scope: !706)
!723 = !DILocation(line: 105, column: 29, scope: !706)
!724 = !DILocation(line: 105, column: 5, scope: !706)
!725 = distinct !{!725, !709, !726, !138}
!726 = !DILocation(line: 106, column: 44, scope: !702)
!727 = !DILocation(line: 107, column: 1, scope: !687)
!728 = distinct !DISubprogram(name: "clamp_array", scope: !3, file: !3, line: 116, type: !729, scopeLine: 116, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !58)
!729 = !DISubroutineType(types: !730)
!730 = !{null, !691, !5, !5, !5}
!731 = !DILocalVariable(name: "a", arg: 1, scope: !728, file: !3, line: 116, type: !691)
!732 = !DILocation(line: 116, column: 30, scope: !728)
!733 = !DILocalVariable(name: "n", arg: 2, scope: !728, file: !3, line: 116, type: !5)
!734 = !DILocation(line: 116, column: 37, scope: !728)
!735 = !DILocalVariable(name: "lo", arg: 3, scope: !728, file: !3, line: 116, type: !5)
!736 = !DILocation(line: 116, column: 44, scope: !728)
!737 = !DILocalVariable(name: "hi", arg: 4, scope: !728, file: !3, line: 116, type: !5)
!738 = !DILocation(line: 116, column: 52, scope: !728)
!739 = !DILocalVariable(name: "i", scope: !740, file: !3, line: 117, type: !5)
!740 = distinct !DILexicalBlock(scope: !728, file: !3, line: 117, column: 5)
!741 = !DILocation(line: 117, column: 14, scope: !740)
!742 = !DILocation(line: 117, column: 10, scope: !740)
!743 = !DILocation(line: 117, column: 21, scope: !744)
!744 = distinct !DILexicalBlock(scope: !740, file: !3, line: 117, column: 5)
!745 = !DILocation(line: 117, column: 25, scope: !744)
!746 = !DILocation(line: 117, column: 23, scope: !744)
!747 = !DILocation(line: 117, column: 5, scope: !740)
!748 = !DILocalVariable(name: "v", scope: !749, file: !3, line: 118, type: !5)
!749 = distinct !DILexicalBlock(scope: !744, file: !3, line: 117, column: 33)
!750 = !DILocation(line: 118, column: 13, scope: !749)
!751 = !DILocation(line: 118, column: 17, scope: !749)
!752 = !DILocation(line: 118, column: 19, scope: !749)
!753 = !DILocation(line: 119, column: 13, scope: !749)
!754 = !DILocation(line: 119, column: 17, scope: !749)
!755 = !DILocation(line: 119, column: 15, scope: !749)
!756 = !DILocation(line: 119, column: 22, scope: !749)
!757 = !DILocation(line: 119, column: 27, scope: !749)
!758 = !DILocation(line: 119, column: 11, scope: !749)
!759 = !DILocation(line: 120, column: 13, scope: !749)
!760 = !DILocation(line: 120, column: 17, scope: !749)
!761 = !DILocation(line: 120, column: 15, scope: !749)
!762 = !DILocation(line: 120, column: 22, scope: !749)
!763 = !DILocation(line: 120, column: 27, scope: !749)
!764 = !DILocation(line: 120, column: 11, scope: !749)
!765 = !DILocation(line: 121, column: 16, scope: !749)
!766 = !DILocation(line: 121, column: 9, scope: !749)
!767 = !DILocation(line: 121, column: 11, scope: !749)
!768 = !DILocation(line: 121, column: 14, scope: !749)
!769 = !DILocation(line: 122, column: 5, scope: !749)
!770 = !DILocation(line: 117, column: 29, scope: !744)
!771 = !DILocation(line: 117, column: 5, scope: !744)
!772 = distinct !{!772, !747, !773, !138}
!773 = !DILocation(line: 122, column: 5, scope: !740)
!774 = !DILocation(line: 123, column: 1, scope: !728)
