; ModuleID = 'printf_formats.c'
source_filename = "printf_formats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.iv = private unnamed_addr constant [9 x i32] [i32 0, i32 1, i32 -1, i32 42, i32 -42, i32 255, i32 65535, i32 2147483647, i32 -2147483648], align 16
@.str = private unnamed_addr constant [66 x i8] c"[%d] [%i] [%5d] [%-5d] [%05d] [%+d] [% d] [%.3d] [%8.4d] [%-+8d]\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [64 x i8] c"   [%u] [%x] [%X] [%o] [%#x] [%#X] [%#o] [%08x] [%-8x|] [%.0x]\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [62 x i8] c"zero with precision 0: [%.0d] [%.0u] [%#.0x] [%#.0o] [%5.0d]\0A\00", align 1, !dbg !12
@__const.main.lv = private unnamed_addr constant [4 x i64] [i64 0, i64 9223372036854775807, i64 -9223372036854775808, i64 -1234567890123], align 16
@.str.3 = private unnamed_addr constant [37 x i8] c"[%ld] [%25ld] [%-25ld] [%+ld] [%lu]\0A\00", align 1, !dbg !17
@__const.main.llv = private unnamed_addr constant [4 x i64] [i64 0, i64 9223372036854775807, i64 -9223372036854775808, i64 9876543210], align 16
@.str.4 = private unnamed_addr constant [25 x i8] c"[%lld] [%022lld] [%llu]\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [24 x i8] c"[%zu] [%10zu] [%-10zu]\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [28 x i8] c"[%c] [%3c] [%-3c] [%c%c%c]\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [7 x i8] c"pancam\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [62 x i8] c"[%s] [%10s] [%-10s] [%.3s] [%10.2s] [%-10.4s] [%.0s] [%.10s]\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [12 x i8] c"[%s] [%5s]\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !49
@.str.11 = private unnamed_addr constant [35 x i8] c"star width %d: [%*d] [%*s] [%-*d]\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [3 x i8] c"ab\00", align 1, !dbg !59
@__const.main.dv = private unnamed_addr constant [12 x double] [double 0.000000e+00, double 1.000000e+00, double -1.000000e+00, double 5.000000e-01, double 0x400921FB54442D11, double -2.718280e+00, double 1.000000e+10, double 1.500000e-07, double 0x40FE240C9FBE76C9, double 1.000000e+21, double 0x408F3FFEF9DB22D1, double 1.234560e-04], align 16
@.str.13 = private unnamed_addr constant [64 x i8] c"[%f] [%.2f] [%10.3f] [%-10.1f] [%+.0f] [%#.0f] [%010.2f] [% f]\0A\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [67 x i8] c"   [%e] [%.2e] [%12.3e] [%+e] [%g] [%.3g] [%#g] [%10.4g] [%-10g|]\0A\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [41 x i8] c"%%d literal percent: 100%% [%%] [%5s%%]\0A\00", align 1, !dbg !71
@.str.16 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !76
@.str.17 = private unnamed_addr constant [21 x i8] c"%s=%d, %s=%u, %s=%c\0A\00", align 1, !dbg !81
@.str.18 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !86
@.str.19 = private unnamed_addr constant [2 x i8] c"b\00", align 1, !dbg !88
@.str.20 = private unnamed_addr constant [2 x i8] c"c\00", align 1, !dbg !90
@.str.21 = private unnamed_addr constant [32 x i8] c"float promoted: %f %.10f %e %g\0A\00", align 1, !dbg !92
@.str.22 = private unnamed_addr constant [4 x i8] c"%d,\00", align 1, !dbg !97
@.str.23 = private unnamed_addr constant [27 x i8] c"\0Aprintf returned total %d\0A\00", align 1, !dbg !102

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !123 {
  %1 = alloca i32, align 4
  %2 = alloca [9 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [4 x i64], align 16
  %6 = alloca i32, align 4
  %7 = alloca [4 x i64], align 16
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca [12 x double], align 16
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !128, !DIExpression(), !132)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.iv, i64 36, i1 false), !dbg !132
    #dbg_declare(ptr %3, !133, !DIExpression(), !135)
  store i32 0, ptr %3, align 4, !dbg !135
  br label %17, !dbg !136

17:                                               ; preds = %47, %0
  %18 = load i32, ptr %3, align 4, !dbg !137
  %19 = icmp slt i32 %18, 9, !dbg !139
  br i1 %19, label %20, label %50, !dbg !140

20:                                               ; preds = %17
    #dbg_declare(ptr %4, !141, !DIExpression(), !143)
  %21 = load i32, ptr %3, align 4, !dbg !144
  %22 = sext i32 %21 to i64, !dbg !145
  %23 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 %22, !dbg !145
  %24 = load i32, ptr %23, align 4, !dbg !145
  store i32 %24, ptr %4, align 4, !dbg !143
  %25 = load i32, ptr %4, align 4, !dbg !146
  %26 = load i32, ptr %4, align 4, !dbg !147
  %27 = load i32, ptr %4, align 4, !dbg !148
  %28 = load i32, ptr %4, align 4, !dbg !149
  %29 = load i32, ptr %4, align 4, !dbg !150
  %30 = load i32, ptr %4, align 4, !dbg !151
  %31 = load i32, ptr %4, align 4, !dbg !152
  %32 = load i32, ptr %4, align 4, !dbg !153
  %33 = load i32, ptr %4, align 4, !dbg !154
  %34 = load i32, ptr %4, align 4, !dbg !155
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %25, i32 noundef %26, i32 noundef %27, i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %34), !dbg !156
  %36 = load i32, ptr %4, align 4, !dbg !157
  %37 = load i32, ptr %4, align 4, !dbg !158
  %38 = load i32, ptr %4, align 4, !dbg !159
  %39 = load i32, ptr %4, align 4, !dbg !160
  %40 = load i32, ptr %4, align 4, !dbg !161
  %41 = load i32, ptr %4, align 4, !dbg !162
  %42 = load i32, ptr %4, align 4, !dbg !163
  %43 = load i32, ptr %4, align 4, !dbg !164
  %44 = load i32, ptr %4, align 4, !dbg !165
  %45 = load i32, ptr %4, align 4, !dbg !166
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %36, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45), !dbg !167
  br label %47, !dbg !168

47:                                               ; preds = %20
  %48 = load i32, ptr %3, align 4, !dbg !169
  %49 = add nsw i32 %48, 1, !dbg !169
  store i32 %49, ptr %3, align 4, !dbg !169
  br label %17, !dbg !170, !llvm.loop !171

50:                                               ; preds = %17
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !174
    #dbg_declare(ptr %5, !175, !DIExpression(), !178)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.main.lv, i64 32, i1 false), !dbg !178
    #dbg_declare(ptr %6, !179, !DIExpression(), !181)
  store i32 0, ptr %6, align 4, !dbg !181
  br label %52, !dbg !182

52:                                               ; preds = %77, %50
  %53 = load i32, ptr %6, align 4, !dbg !183
  %54 = icmp slt i32 %53, 4, !dbg !185
  br i1 %54, label %55, label %80, !dbg !186

55:                                               ; preds = %52
  %56 = load i32, ptr %6, align 4, !dbg !187
  %57 = sext i32 %56 to i64, !dbg !188
  %58 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 %57, !dbg !188
  %59 = load i64, ptr %58, align 8, !dbg !188
  %60 = load i32, ptr %6, align 4, !dbg !189
  %61 = sext i32 %60 to i64, !dbg !190
  %62 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 %61, !dbg !190
  %63 = load i64, ptr %62, align 8, !dbg !190
  %64 = load i32, ptr %6, align 4, !dbg !191
  %65 = sext i32 %64 to i64, !dbg !192
  %66 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 %65, !dbg !192
  %67 = load i64, ptr %66, align 8, !dbg !192
  %68 = load i32, ptr %6, align 4, !dbg !193
  %69 = sext i32 %68 to i64, !dbg !194
  %70 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 %69, !dbg !194
  %71 = load i64, ptr %70, align 8, !dbg !194
  %72 = load i32, ptr %6, align 4, !dbg !195
  %73 = sext i32 %72 to i64, !dbg !196
  %74 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 %73, !dbg !196
  %75 = load i64, ptr %74, align 8, !dbg !196
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %59, i64 noundef %63, i64 noundef %67, i64 noundef %71, i64 noundef %75), !dbg !197
  br label %77, !dbg !197

77:                                               ; preds = %55
  %78 = load i32, ptr %6, align 4, !dbg !198
  %79 = add nsw i32 %78, 1, !dbg !198
  store i32 %79, ptr %6, align 4, !dbg !198
  br label %52, !dbg !199, !llvm.loop !200

80:                                               ; preds = %52
    #dbg_declare(ptr %7, !202, !DIExpression(), !205)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.main.llv, i64 32, i1 false), !dbg !205
    #dbg_declare(ptr %8, !206, !DIExpression(), !208)
  store i32 0, ptr %8, align 4, !dbg !208
  br label %81, !dbg !209

81:                                               ; preds = %98, %80
  %82 = load i32, ptr %8, align 4, !dbg !210
  %83 = icmp slt i32 %82, 4, !dbg !212
  br i1 %83, label %84, label %101, !dbg !213

84:                                               ; preds = %81
  %85 = load i32, ptr %8, align 4, !dbg !214
  %86 = sext i32 %85 to i64, !dbg !215
  %87 = getelementptr inbounds [4 x i64], ptr %7, i64 0, i64 %86, !dbg !215
  %88 = load i64, ptr %87, align 8, !dbg !215
  %89 = load i32, ptr %8, align 4, !dbg !216
  %90 = sext i32 %89 to i64, !dbg !217
  %91 = getelementptr inbounds [4 x i64], ptr %7, i64 0, i64 %90, !dbg !217
  %92 = load i64, ptr %91, align 8, !dbg !217
  %93 = load i32, ptr %8, align 4, !dbg !218
  %94 = sext i32 %93 to i64, !dbg !219
  %95 = getelementptr inbounds [4 x i64], ptr %7, i64 0, i64 %94, !dbg !219
  %96 = load i64, ptr %95, align 8, !dbg !219
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %88, i64 noundef %92, i64 noundef %96), !dbg !220
  br label %98, !dbg !220

98:                                               ; preds = %84
  %99 = load i32, ptr %8, align 4, !dbg !221
  %100 = add nsw i32 %99, 1, !dbg !221
  store i32 %100, ptr %8, align 4, !dbg !221
  br label %81, !dbg !222, !llvm.loop !223

101:                                              ; preds = %81
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef 16, i64 noundef 12345, i64 noundef 0), !dbg !225
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef 65, i32 noundef 98, i32 noundef 99, i32 noundef 120, i32 noundef 121, i32 noundef 122), !dbg !226
    #dbg_declare(ptr %9, !227, !DIExpression(), !230)
  store ptr @.str.7, ptr %9, align 8, !dbg !230
  %104 = load ptr, ptr %9, align 8, !dbg !231
  %105 = load ptr, ptr %9, align 8, !dbg !232
  %106 = load ptr, ptr %9, align 8, !dbg !233
  %107 = load ptr, ptr %9, align 8, !dbg !234
  %108 = load ptr, ptr %9, align 8, !dbg !235
  %109 = load ptr, ptr %9, align 8, !dbg !236
  %110 = load ptr, ptr %9, align 8, !dbg !237
  %111 = load ptr, ptr %9, align 8, !dbg !238
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %104, ptr noundef %105, ptr noundef %106, ptr noundef %107, ptr noundef %108, ptr noundef %109, ptr noundef %110, ptr noundef %111), !dbg !239
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef @.str.10, ptr noundef @.str.10), !dbg !240
    #dbg_declare(ptr %10, !241, !DIExpression(), !243)
  store i32 -8, ptr %10, align 4, !dbg !243
  br label %114, !dbg !244

114:                                              ; preds = %123, %101
  %115 = load i32, ptr %10, align 4, !dbg !245
  %116 = icmp sle i32 %115, 8, !dbg !247
  br i1 %116, label %117, label %126, !dbg !248

117:                                              ; preds = %114
  %118 = load i32, ptr %10, align 4, !dbg !249
  %119 = load i32, ptr %10, align 4, !dbg !250
  %120 = load i32, ptr %10, align 4, !dbg !251
  %121 = load i32, ptr %10, align 4, !dbg !252
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %118, i32 noundef %119, i32 noundef 77, i32 noundef %120, ptr noundef @.str.12, i32 noundef %121, i32 noundef -5), !dbg !253
  br label %123, !dbg !253

123:                                              ; preds = %117
  %124 = load i32, ptr %10, align 4, !dbg !254
  %125 = add nsw i32 %124, 4, !dbg !254
  store i32 %125, ptr %10, align 4, !dbg !254
  br label %114, !dbg !255, !llvm.loop !256

126:                                              ; preds = %114
    #dbg_declare(ptr %11, !258, !DIExpression(), !261)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 @__const.main.dv, i64 96, i1 false), !dbg !261
    #dbg_declare(ptr %12, !262, !DIExpression(), !264)
  store i32 0, ptr %12, align 4, !dbg !264
  br label %127, !dbg !265

127:                                              ; preds = %154, %126
  %128 = load i32, ptr %12, align 4, !dbg !266
  %129 = icmp slt i32 %128, 12, !dbg !268
  br i1 %129, label %130, label %157, !dbg !269

130:                                              ; preds = %127
    #dbg_declare(ptr %13, !270, !DIExpression(), !272)
  %131 = load i32, ptr %12, align 4, !dbg !273
  %132 = sext i32 %131 to i64, !dbg !274
  %133 = getelementptr inbounds [12 x double], ptr %11, i64 0, i64 %132, !dbg !274
  %134 = load double, ptr %133, align 8, !dbg !274
  store double %134, ptr %13, align 8, !dbg !272
  %135 = load double, ptr %13, align 8, !dbg !275
  %136 = load double, ptr %13, align 8, !dbg !276
  %137 = load double, ptr %13, align 8, !dbg !277
  %138 = load double, ptr %13, align 8, !dbg !278
  %139 = load double, ptr %13, align 8, !dbg !279
  %140 = load double, ptr %13, align 8, !dbg !280
  %141 = load double, ptr %13, align 8, !dbg !281
  %142 = load double, ptr %13, align 8, !dbg !282
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %135, double noundef %136, double noundef %137, double noundef %138, double noundef %139, double noundef %140, double noundef %141, double noundef %142), !dbg !283
  %144 = load double, ptr %13, align 8, !dbg !284
  %145 = load double, ptr %13, align 8, !dbg !285
  %146 = load double, ptr %13, align 8, !dbg !286
  %147 = load double, ptr %13, align 8, !dbg !287
  %148 = load double, ptr %13, align 8, !dbg !288
  %149 = load double, ptr %13, align 8, !dbg !289
  %150 = load double, ptr %13, align 8, !dbg !290
  %151 = load double, ptr %13, align 8, !dbg !291
  %152 = load double, ptr %13, align 8, !dbg !292
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %144, double noundef %145, double noundef %146, double noundef %147, double noundef %148, double noundef %149, double noundef %150, double noundef %151, double noundef %152), !dbg !293
  br label %154, !dbg !294

154:                                              ; preds = %130
  %155 = load i32, ptr %12, align 4, !dbg !295
  %156 = add nsw i32 %155, 1, !dbg !295
  store i32 %156, ptr %12, align 4, !dbg !295
  br label %127, !dbg !296, !llvm.loop !297

157:                                              ; preds = %127
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef @.str.16), !dbg !299
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef @.str.18, i32 noundef 1, ptr noundef @.str.19, i32 noundef 2, ptr noundef @.str.20, i32 noundef 51), !dbg !300
    #dbg_declare(ptr %14, !301, !DIExpression(), !303)
  store float 0x3FB99999A0000000, ptr %14, align 4, !dbg !303
  %160 = load float, ptr %14, align 4, !dbg !304
  %161 = fpext float %160 to double, !dbg !304
  %162 = load float, ptr %14, align 4, !dbg !305
  %163 = fpext float %162 to double, !dbg !305
  %164 = load float, ptr %14, align 4, !dbg !306
  %165 = fpext float %164 to double, !dbg !306
  %166 = load float, ptr %14, align 4, !dbg !307
  %167 = fpext float %166 to double, !dbg !307
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, double noundef %161, double noundef %163, double noundef %165, double noundef %167), !dbg !308
    #dbg_declare(ptr %15, !309, !DIExpression(), !310)
  store i32 0, ptr %15, align 4, !dbg !310
    #dbg_declare(ptr %16, !311, !DIExpression(), !313)
  store i32 0, ptr %16, align 4, !dbg !313
  br label %169, !dbg !314

169:                                              ; preds = %181, %157
  %170 = load i32, ptr %16, align 4, !dbg !315
  %171 = icmp slt i32 %170, 5, !dbg !317
  br i1 %171, label %172, label %184, !dbg !318

172:                                              ; preds = %169
  %173 = load i32, ptr %16, align 4, !dbg !319
  %174 = load i32, ptr %16, align 4, !dbg !320
  %175 = mul nsw i32 %173, %174, !dbg !321
  %176 = load i32, ptr %16, align 4, !dbg !322
  %177 = mul nsw i32 %175, %176, !dbg !323
  %178 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %177), !dbg !324
  %179 = load i32, ptr %15, align 4, !dbg !325
  %180 = add nsw i32 %179, %178, !dbg !325
  store i32 %180, ptr %15, align 4, !dbg !325
  br label %181, !dbg !326

181:                                              ; preds = %172
  %182 = load i32, ptr %16, align 4, !dbg !327
  %183 = add nsw i32 %182, 1, !dbg !327
  store i32 %183, ptr %16, align 4, !dbg !327
  br label %169, !dbg !328, !llvm.loop !329

184:                                              ; preds = %169
  %185 = load i32, ptr %15, align 4, !dbg !331
  %186 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %185), !dbg !332
  ret i32 0, !dbg !333
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!107}
!llvm.module.flags = !{!115, !116, !117, !118, !119, !120, !121}
!llvm.ident = !{!122}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "printf_formats.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "4de03fef677a214f30291cd4985ea232")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 528, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 66)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 64)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 496, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 62)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 37)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 25)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 24)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 28)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 7)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !14, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 12)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 1)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 35)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 3)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 536, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 67)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 41)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 2)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 21)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !78, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !78, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !78, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 32)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 4)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !104, isLocal: true, isDefinition: true)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 27)
!107 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !108, globals: !114, splitDebugInlining: false, nameTableKind: None)
!108 = !{!109, !110, !111, !112}
!109 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!110 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!111 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !113, line: 18, baseType: !110)
!113 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!114 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !49, !54, !59, !64, !66, !71, !76, !81, !86, !88, !90, !92, !97, !102}
!115 = !{i32 7, !"Dwarf Version", i32 5}
!116 = !{i32 2, !"Debug Info Version", i32 3}
!117 = !{i32 1, !"wchar_size", i32 4}
!118 = !{i32 8, !"PIC Level", i32 2}
!119 = !{i32 7, !"PIE Level", i32 2}
!120 = !{i32 7, !"uwtable", i32 2}
!121 = !{i32 7, !"frame-pointer", i32 2}
!122 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!123 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 6, type: !124, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !107, retainedNodes: !127)
!124 = !DISubroutineType(types: !125)
!125 = !{!126}
!126 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!127 = !{}
!128 = !DILocalVariable(name: "iv", scope: !123, file: !2, line: 7, type: !129)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 288, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 9)
!132 = !DILocation(line: 7, column: 9, scope: !123)
!133 = !DILocalVariable(name: "i", scope: !134, file: !2, line: 8, type: !126)
!134 = distinct !DILexicalBlock(scope: !123, file: !2, line: 8, column: 5)
!135 = !DILocation(line: 8, column: 14, scope: !134)
!136 = !DILocation(line: 8, column: 10, scope: !134)
!137 = !DILocation(line: 8, column: 21, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !2, line: 8, column: 5)
!139 = !DILocation(line: 8, column: 23, scope: !138)
!140 = !DILocation(line: 8, column: 5, scope: !134)
!141 = !DILocalVariable(name: "v", scope: !142, file: !2, line: 9, type: !126)
!142 = distinct !DILexicalBlock(scope: !138, file: !2, line: 8, column: 33)
!143 = !DILocation(line: 9, column: 13, scope: !142)
!144 = !DILocation(line: 9, column: 20, scope: !142)
!145 = !DILocation(line: 9, column: 17, scope: !142)
!146 = !DILocation(line: 10, column: 86, scope: !142)
!147 = !DILocation(line: 10, column: 89, scope: !142)
!148 = !DILocation(line: 10, column: 92, scope: !142)
!149 = !DILocation(line: 10, column: 95, scope: !142)
!150 = !DILocation(line: 11, column: 16, scope: !142)
!151 = !DILocation(line: 11, column: 19, scope: !142)
!152 = !DILocation(line: 11, column: 22, scope: !142)
!153 = !DILocation(line: 11, column: 25, scope: !142)
!154 = !DILocation(line: 11, column: 28, scope: !142)
!155 = !DILocation(line: 11, column: 31, scope: !142)
!156 = !DILocation(line: 10, column: 9, scope: !142)
!157 = !DILocation(line: 12, column: 94, scope: !142)
!158 = !DILocation(line: 13, column: 26, scope: !142)
!159 = !DILocation(line: 13, column: 39, scope: !142)
!160 = !DILocation(line: 13, column: 52, scope: !142)
!161 = !DILocation(line: 13, column: 65, scope: !142)
!162 = !DILocation(line: 13, column: 78, scope: !142)
!163 = !DILocation(line: 13, column: 91, scope: !142)
!164 = !DILocation(line: 14, column: 26, scope: !142)
!165 = !DILocation(line: 14, column: 39, scope: !142)
!166 = !DILocation(line: 14, column: 52, scope: !142)
!167 = !DILocation(line: 12, column: 9, scope: !142)
!168 = !DILocation(line: 15, column: 5, scope: !142)
!169 = !DILocation(line: 8, column: 29, scope: !138)
!170 = !DILocation(line: 8, column: 5, scope: !138)
!171 = distinct !{!171, !140, !172, !173}
!172 = !DILocation(line: 15, column: 5, scope: !134)
!173 = !{!"llvm.loop.mustprogress"}
!174 = !DILocation(line: 16, column: 5, scope: !123)
!175 = !DILocalVariable(name: "lv", scope: !123, file: !2, line: 17, type: !176)
!176 = !DICompositeType(tag: DW_TAG_array_type, baseType: !177, size: 256, elements: !100)
!177 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!178 = !DILocation(line: 17, column: 10, scope: !123)
!179 = !DILocalVariable(name: "i", scope: !180, file: !2, line: 18, type: !126)
!180 = distinct !DILexicalBlock(scope: !123, file: !2, line: 18, column: 5)
!181 = !DILocation(line: 18, column: 14, scope: !180)
!182 = !DILocation(line: 18, column: 10, scope: !180)
!183 = !DILocation(line: 18, column: 21, scope: !184)
!184 = distinct !DILexicalBlock(scope: !180, file: !2, line: 18, column: 5)
!185 = !DILocation(line: 18, column: 23, scope: !184)
!186 = !DILocation(line: 18, column: 5, scope: !180)
!187 = !DILocation(line: 19, column: 60, scope: !184)
!188 = !DILocation(line: 19, column: 57, scope: !184)
!189 = !DILocation(line: 19, column: 67, scope: !184)
!190 = !DILocation(line: 19, column: 64, scope: !184)
!191 = !DILocation(line: 19, column: 74, scope: !184)
!192 = !DILocation(line: 19, column: 71, scope: !184)
!193 = !DILocation(line: 19, column: 81, scope: !184)
!194 = !DILocation(line: 19, column: 78, scope: !184)
!195 = !DILocation(line: 20, column: 34, scope: !184)
!196 = !DILocation(line: 20, column: 31, scope: !184)
!197 = !DILocation(line: 19, column: 9, scope: !184)
!198 = !DILocation(line: 18, column: 29, scope: !184)
!199 = !DILocation(line: 18, column: 5, scope: !184)
!200 = distinct !{!200, !186, !201, !173}
!201 = !DILocation(line: 20, column: 36, scope: !180)
!202 = !DILocalVariable(name: "llv", scope: !123, file: !2, line: 21, type: !203)
!203 = !DICompositeType(tag: DW_TAG_array_type, baseType: !204, size: 256, elements: !100)
!204 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!205 = !DILocation(line: 21, column: 15, scope: !123)
!206 = !DILocalVariable(name: "i", scope: !207, file: !2, line: 22, type: !126)
!207 = distinct !DILexicalBlock(scope: !123, file: !2, line: 22, column: 5)
!208 = !DILocation(line: 22, column: 14, scope: !207)
!209 = !DILocation(line: 22, column: 10, scope: !207)
!210 = !DILocation(line: 22, column: 21, scope: !211)
!211 = distinct !DILexicalBlock(scope: !207, file: !2, line: 22, column: 5)
!212 = !DILocation(line: 22, column: 23, scope: !211)
!213 = !DILocation(line: 22, column: 5, scope: !207)
!214 = !DILocation(line: 23, column: 49, scope: !211)
!215 = !DILocation(line: 23, column: 45, scope: !211)
!216 = !DILocation(line: 23, column: 57, scope: !211)
!217 = !DILocation(line: 23, column: 53, scope: !211)
!218 = !DILocation(line: 23, column: 85, scope: !211)
!219 = !DILocation(line: 23, column: 81, scope: !211)
!220 = !DILocation(line: 23, column: 9, scope: !211)
!221 = !DILocation(line: 22, column: 29, scope: !211)
!222 = !DILocation(line: 22, column: 5, scope: !211)
!223 = distinct !{!223, !213, !224, !173}
!224 = !DILocation(line: 23, column: 87, scope: !207)
!225 = !DILocation(line: 24, column: 5, scope: !123)
!226 = !DILocation(line: 25, column: 5, scope: !123)
!227 = !DILocalVariable(name: "s", scope: !123, file: !2, line: 26, type: !228)
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !229, size: 64)
!229 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!230 = !DILocation(line: 26, column: 17, scope: !123)
!231 = !DILocation(line: 27, column: 78, scope: !123)
!232 = !DILocation(line: 27, column: 81, scope: !123)
!233 = !DILocation(line: 27, column: 84, scope: !123)
!234 = !DILocation(line: 27, column: 87, scope: !123)
!235 = !DILocation(line: 27, column: 90, scope: !123)
!236 = !DILocation(line: 27, column: 93, scope: !123)
!237 = !DILocation(line: 28, column: 12, scope: !123)
!238 = !DILocation(line: 28, column: 15, scope: !123)
!239 = !DILocation(line: 27, column: 5, scope: !123)
!240 = !DILocation(line: 29, column: 5, scope: !123)
!241 = !DILocalVariable(name: "w", scope: !242, file: !2, line: 30, type: !126)
!242 = distinct !DILexicalBlock(scope: !123, file: !2, line: 30, column: 5)
!243 = !DILocation(line: 30, column: 14, scope: !242)
!244 = !DILocation(line: 30, column: 10, scope: !242)
!245 = !DILocation(line: 30, column: 22, scope: !246)
!246 = distinct !DILexicalBlock(scope: !242, file: !2, line: 30, column: 5)
!247 = !DILocation(line: 30, column: 24, scope: !246)
!248 = !DILocation(line: 30, column: 5, scope: !242)
!249 = !DILocation(line: 31, column: 55, scope: !246)
!250 = !DILocation(line: 31, column: 58, scope: !246)
!251 = !DILocation(line: 31, column: 65, scope: !246)
!252 = !DILocation(line: 31, column: 74, scope: !246)
!253 = !DILocation(line: 31, column: 9, scope: !246)
!254 = !DILocation(line: 30, column: 32, scope: !246)
!255 = !DILocation(line: 30, column: 5, scope: !246)
!256 = distinct !{!256, !248, !257, !173}
!257 = !DILocation(line: 31, column: 79, scope: !242)
!258 = !DILocalVariable(name: "dv", scope: !123, file: !2, line: 32, type: !259)
!259 = !DICompositeType(tag: DW_TAG_array_type, baseType: !260, size: 768, elements: !47)
!260 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!261 = !DILocation(line: 32, column: 12, scope: !123)
!262 = !DILocalVariable(name: "i", scope: !263, file: !2, line: 34, type: !126)
!263 = distinct !DILexicalBlock(scope: !123, file: !2, line: 34, column: 5)
!264 = !DILocation(line: 34, column: 14, scope: !263)
!265 = !DILocation(line: 34, column: 10, scope: !263)
!266 = !DILocation(line: 34, column: 21, scope: !267)
!267 = distinct !DILexicalBlock(scope: !263, file: !2, line: 34, column: 5)
!268 = !DILocation(line: 34, column: 23, scope: !267)
!269 = !DILocation(line: 34, column: 5, scope: !263)
!270 = !DILocalVariable(name: "d", scope: !271, file: !2, line: 35, type: !260)
!271 = distinct !DILexicalBlock(scope: !267, file: !2, line: 34, column: 34)
!272 = !DILocation(line: 35, column: 16, scope: !271)
!273 = !DILocation(line: 35, column: 23, scope: !271)
!274 = !DILocation(line: 35, column: 20, scope: !271)
!275 = !DILocation(line: 36, column: 84, scope: !271)
!276 = !DILocation(line: 36, column: 87, scope: !271)
!277 = !DILocation(line: 36, column: 90, scope: !271)
!278 = !DILocation(line: 36, column: 93, scope: !271)
!279 = !DILocation(line: 36, column: 96, scope: !271)
!280 = !DILocation(line: 37, column: 16, scope: !271)
!281 = !DILocation(line: 37, column: 19, scope: !271)
!282 = !DILocation(line: 37, column: 22, scope: !271)
!283 = !DILocation(line: 36, column: 9, scope: !271)
!284 = !DILocation(line: 38, column: 87, scope: !271)
!285 = !DILocation(line: 39, column: 16, scope: !271)
!286 = !DILocation(line: 39, column: 19, scope: !271)
!287 = !DILocation(line: 39, column: 22, scope: !271)
!288 = !DILocation(line: 39, column: 25, scope: !271)
!289 = !DILocation(line: 39, column: 28, scope: !271)
!290 = !DILocation(line: 39, column: 31, scope: !271)
!291 = !DILocation(line: 39, column: 34, scope: !271)
!292 = !DILocation(line: 39, column: 37, scope: !271)
!293 = !DILocation(line: 38, column: 9, scope: !271)
!294 = !DILocation(line: 40, column: 5, scope: !271)
!295 = !DILocation(line: 34, column: 30, scope: !267)
!296 = !DILocation(line: 34, column: 5, scope: !267)
!297 = distinct !{!297, !269, !298, !173}
!298 = !DILocation(line: 40, column: 5, scope: !263)
!299 = !DILocation(line: 41, column: 5, scope: !123)
!300 = !DILocation(line: 42, column: 5, scope: !123)
!301 = !DILocalVariable(name: "f", scope: !123, file: !2, line: 43, type: !302)
!302 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!303 = !DILocation(line: 43, column: 11, scope: !123)
!304 = !DILocation(line: 44, column: 48, scope: !123)
!305 = !DILocation(line: 44, column: 51, scope: !123)
!306 = !DILocation(line: 44, column: 54, scope: !123)
!307 = !DILocation(line: 44, column: 57, scope: !123)
!308 = !DILocation(line: 44, column: 5, scope: !123)
!309 = !DILocalVariable(name: "total", scope: !123, file: !2, line: 45, type: !126)
!310 = !DILocation(line: 45, column: 9, scope: !123)
!311 = !DILocalVariable(name: "i", scope: !312, file: !2, line: 46, type: !126)
!312 = distinct !DILexicalBlock(scope: !123, file: !2, line: 46, column: 5)
!313 = !DILocation(line: 46, column: 14, scope: !312)
!314 = !DILocation(line: 46, column: 10, scope: !312)
!315 = !DILocation(line: 46, column: 21, scope: !316)
!316 = distinct !DILexicalBlock(scope: !312, file: !2, line: 46, column: 5)
!317 = !DILocation(line: 46, column: 23, scope: !316)
!318 = !DILocation(line: 46, column: 5, scope: !312)
!319 = !DILocation(line: 47, column: 32, scope: !316)
!320 = !DILocation(line: 47, column: 36, scope: !316)
!321 = !DILocation(line: 47, column: 34, scope: !316)
!322 = !DILocation(line: 47, column: 40, scope: !316)
!323 = !DILocation(line: 47, column: 38, scope: !316)
!324 = !DILocation(line: 47, column: 18, scope: !316)
!325 = !DILocation(line: 47, column: 15, scope: !316)
!326 = !DILocation(line: 47, column: 9, scope: !316)
!327 = !DILocation(line: 46, column: 29, scope: !316)
!328 = !DILocation(line: 46, column: 5, scope: !316)
!329 = distinct !{!329, !318, !330, !173}
!330 = !DILocation(line: 47, column: 41, scope: !312)
!331 = !DILocation(line: 48, column: 44, scope: !123)
!332 = !DILocation(line: 48, column: 5, scope: !123)
!333 = !DILocation(line: 49, column: 5, scope: !123)
