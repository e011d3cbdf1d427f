; ModuleID = 'float_special.c'
source_filename = "float_special.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"inf=%f ninf=%f %e %g %10.3f|%-8g|\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [26 x i8] c"class: %s %s %s %s %s %s\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"nan,nan\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [6 x i8] c"nan,1\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [8 x i8] c"inf,inf\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [9 x i8] c"inf,ninf\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [5 x i8] c"0,-0\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [6 x i8] c"1,inf\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [68 x i8] c"inf-inf is %s, inf*0 is %s, inf+1 is %s, 1/inf is %s, -1/inf is %s\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [26 x i8] c"nan+1 is %s, nan*0 is %s\0A\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [13 x i8] c"m1 %s m2 %s\0A\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [22 x i8] c"nz=%f %g %e, 1/nz=%f\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [27 x i8] c"0*-1=%f  -0+0=%f  -0-0=%f\0A\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [38 x i8] c"DBL_MAX=%e DBL_MIN=%e DBL_EPSILON=%e\0A\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [38 x i8] c"FLT_MAX=%e FLT_MIN=%e FLT_EPSILON=%e\0A\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [48 x i8] c"DBL_MANT_DIG=%d FLT_MANT_DIG=%d DBL_MAX_EXP=%d\0A\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [17 x i8] c"DBL_MAX*2 is %s\0A\00", align 1, !dbg !70
@.str.17 = private unnamed_addr constant [22 x i8] c"FLT_MAX*2 is %s (%f)\0A\00", align 1, !dbg !75
@.str.18 = private unnamed_addr constant [12 x i8] c"tiny=%e %s\0A\00", align 1, !dbg !77
@.str.19 = private unnamed_addr constant [35 x i8] c"halvings to zero from DBL_MIN: %d\0A\00", align 1, !dbg !82
@.str.20 = private unnamed_addr constant [49 x i8] c"computed epsilon %e after %d halvings, equal=%d\0A\00", align 1, !dbg !84
@.str.21 = private unnamed_addr constant [27 x i8] c"float epsilon %e equal=%d\0A\00", align 1, !dbg !89
@.str.22 = private unnamed_addr constant [31 x i8] c"nans=%d infs=%d finite sum=%f\0A\00", align 1, !dbg !91
@.str.23 = private unnamed_addr constant [5 x i8] c"%g%c\00", align 1, !dbg !96
@.str.24 = private unnamed_addr constant [4 x i8] c"nan\00", align 1, !dbg !98
@.str.25 = private unnamed_addr constant [5 x i8] c"+inf\00", align 1, !dbg !103
@.str.26 = private unnamed_addr constant [5 x i8] c"-inf\00", align 1, !dbg !105
@.str.27 = private unnamed_addr constant [6 x i8] c"+zero\00", align 1, !dbg !107
@.str.28 = private unnamed_addr constant [6 x i8] c"-zero\00", align 1, !dbg !109
@.str.29 = private unnamed_addr constant [10 x i8] c"subnormal\00", align 1, !dbg !111
@.str.30 = private unnamed_addr constant [7 x i8] c"normal\00", align 1, !dbg !116
@.str.31 = private unnamed_addr constant [41 x i8] c"%-10s == %d != %d < %d <= %d > %d >= %d\0A\00", align 1, !dbg !121

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !138 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca [8 x double], align 16
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca double, align 8
  %26 = alloca i32, align 4
  %27 = alloca [6 x double], align 16
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca double, align 8
  %31 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !143, !DIExpression(), !145)
  store volatile double 0.000000e+00, ptr %2, align 8, !dbg !145
    #dbg_declare(ptr %3, !146, !DIExpression(), !147)
  store volatile double 1.000000e+00, ptr %3, align 8, !dbg !147
    #dbg_declare(ptr %4, !148, !DIExpression(), !149)
  %32 = load volatile double, ptr %3, align 8, !dbg !150
  %33 = load volatile double, ptr %2, align 8, !dbg !151
  %34 = fdiv double %32, %33, !dbg !152
  store double %34, ptr %4, align 8, !dbg !149
    #dbg_declare(ptr %5, !153, !DIExpression(), !154)
  %35 = load volatile double, ptr %3, align 8, !dbg !155
  %36 = fneg double %35, !dbg !156
  %37 = load volatile double, ptr %2, align 8, !dbg !157
  %38 = fdiv double %36, %37, !dbg !158
  store double %38, ptr %5, align 8, !dbg !154
    #dbg_declare(ptr %6, !159, !DIExpression(), !160)
  %39 = load volatile double, ptr %2, align 8, !dbg !161
  %40 = load volatile double, ptr %2, align 8, !dbg !162
  %41 = fdiv double %39, %40, !dbg !163
  store double %41, ptr %6, align 8, !dbg !160
  %42 = load double, ptr %4, align 8, !dbg !164
  %43 = load double, ptr %5, align 8, !dbg !165
  %44 = load double, ptr %4, align 8, !dbg !166
  %45 = load double, ptr %5, align 8, !dbg !167
  %46 = load double, ptr %4, align 8, !dbg !168
  %47 = load double, ptr %4, align 8, !dbg !169
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %42, double noundef %43, double noundef %44, double noundef %45, double noundef %46, double noundef %47), !dbg !170
  %49 = load double, ptr %4, align 8, !dbg !171
  %50 = call ptr @classify(double noundef %49), !dbg !172
  %51 = load double, ptr %5, align 8, !dbg !173
  %52 = call ptr @classify(double noundef %51), !dbg !174
  %53 = load double, ptr %6, align 8, !dbg !175
  %54 = call ptr @classify(double noundef %53), !dbg !176
  %55 = load volatile double, ptr %2, align 8, !dbg !177
  %56 = call ptr @classify(double noundef %55), !dbg !178
  %57 = load volatile double, ptr %2, align 8, !dbg !179
  %58 = fneg double %57, !dbg !180
  %59 = call ptr @classify(double noundef %58), !dbg !181
  %60 = load volatile double, ptr %3, align 8, !dbg !182
  %61 = call ptr @classify(double noundef %60), !dbg !183
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %50, ptr noundef %52, ptr noundef %54, ptr noundef %56, ptr noundef %59, ptr noundef %61), !dbg !184
  %63 = load double, ptr %6, align 8, !dbg !185
  %64 = load double, ptr %6, align 8, !dbg !186
  call void @cmp(ptr noundef @.str.2, double noundef %63, double noundef %64), !dbg !187
  %65 = load double, ptr %6, align 8, !dbg !188
  %66 = load volatile double, ptr %3, align 8, !dbg !189
  call void @cmp(ptr noundef @.str.3, double noundef %65, double noundef %66), !dbg !190
  %67 = load double, ptr %4, align 8, !dbg !191
  %68 = load double, ptr %4, align 8, !dbg !192
  call void @cmp(ptr noundef @.str.4, double noundef %67, double noundef %68), !dbg !193
  %69 = load double, ptr %4, align 8, !dbg !194
  %70 = load double, ptr %5, align 8, !dbg !195
  call void @cmp(ptr noundef @.str.5, double noundef %69, double noundef %70), !dbg !196
  %71 = load volatile double, ptr %2, align 8, !dbg !197
  %72 = load volatile double, ptr %2, align 8, !dbg !198
  %73 = fneg double %72, !dbg !199
  call void @cmp(ptr noundef @.str.6, double noundef %71, double noundef %73), !dbg !200
  %74 = load volatile double, ptr %3, align 8, !dbg !201
  %75 = load double, ptr %4, align 8, !dbg !202
  call void @cmp(ptr noundef @.str.7, double noundef %74, double noundef %75), !dbg !203
  %76 = load double, ptr %4, align 8, !dbg !204
  %77 = load double, ptr %4, align 8, !dbg !205
  %78 = fsub double %76, %77, !dbg !206
  %79 = call ptr @classify(double noundef %78), !dbg !207
  %80 = load double, ptr %4, align 8, !dbg !208
  %81 = load volatile double, ptr %2, align 8, !dbg !209
  %82 = fmul double %80, %81, !dbg !210
  %83 = call ptr @classify(double noundef %82), !dbg !211
  %84 = load double, ptr %4, align 8, !dbg !212
  %85 = fadd double %84, 1.000000e+00, !dbg !213
  %86 = call ptr @classify(double noundef %85), !dbg !214
  %87 = load double, ptr %4, align 8, !dbg !215
  %88 = fdiv double 1.000000e+00, %87, !dbg !216
  %89 = call ptr @classify(double noundef %88), !dbg !217
  %90 = load double, ptr %4, align 8, !dbg !218
  %91 = fdiv double -1.000000e+00, %90, !dbg !219
  %92 = call ptr @classify(double noundef %91), !dbg !220
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %79, ptr noundef %83, ptr noundef %86, ptr noundef %89, ptr noundef %92), !dbg !221
  %94 = load double, ptr %6, align 8, !dbg !222
  %95 = fadd double %94, 1.000000e+00, !dbg !223
  %96 = call ptr @classify(double noundef %95), !dbg !224
  %97 = load double, ptr %6, align 8, !dbg !225
  %98 = fmul double %97, 0.000000e+00, !dbg !226
  %99 = call ptr @classify(double noundef %98), !dbg !227
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %96, ptr noundef %99), !dbg !228
    #dbg_declare(ptr %7, !229, !DIExpression(), !230)
  %101 = load double, ptr %6, align 8, !dbg !231
  %102 = load volatile double, ptr %3, align 8, !dbg !232
  %103 = fcmp olt double %101, %102, !dbg !233
  br i1 %103, label %104, label %106, !dbg !231

104:                                              ; preds = %0
  %105 = load double, ptr %6, align 8, !dbg !234
  br label %108, !dbg !231

106:                                              ; preds = %0
  %107 = load volatile double, ptr %3, align 8, !dbg !235
  br label %108, !dbg !231

108:                                              ; preds = %106, %104
  %109 = phi double [ %105, %104 ], [ %107, %106 ], !dbg !231
  store double %109, ptr %7, align 8, !dbg !230
    #dbg_declare(ptr %8, !236, !DIExpression(), !237)
  %110 = load volatile double, ptr %3, align 8, !dbg !238
  %111 = load double, ptr %6, align 8, !dbg !239
  %112 = fcmp olt double %110, %111, !dbg !240
  br i1 %112, label %113, label %115, !dbg !238

113:                                              ; preds = %108
  %114 = load volatile double, ptr %3, align 8, !dbg !241
  br label %117, !dbg !238

115:                                              ; preds = %108
  %116 = load double, ptr %6, align 8, !dbg !242
  br label %117, !dbg !238

117:                                              ; preds = %115, %113
  %118 = phi double [ %114, %113 ], [ %116, %115 ], !dbg !238
  store double %118, ptr %8, align 8, !dbg !237
  %119 = load double, ptr %7, align 8, !dbg !243
  %120 = call ptr @classify(double noundef %119), !dbg !244
  %121 = load double, ptr %8, align 8, !dbg !245
  %122 = call ptr @classify(double noundef %121), !dbg !246
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %120, ptr noundef %122), !dbg !247
    #dbg_declare(ptr %9, !248, !DIExpression(), !249)
  %124 = load volatile double, ptr %2, align 8, !dbg !250
  %125 = fneg double %124, !dbg !251
  store double %125, ptr %9, align 8, !dbg !249
  %126 = load double, ptr %9, align 8, !dbg !252
  %127 = load double, ptr %9, align 8, !dbg !253
  %128 = load double, ptr %9, align 8, !dbg !254
  %129 = load double, ptr %9, align 8, !dbg !255
  %130 = fdiv double 1.000000e+00, %129, !dbg !256
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %126, double noundef %127, double noundef %128, double noundef %130), !dbg !257
  %132 = load volatile double, ptr %2, align 8, !dbg !258
  %133 = fmul double %132, -1.000000e+00, !dbg !259
  %134 = load double, ptr %9, align 8, !dbg !260
  %135 = load volatile double, ptr %2, align 8, !dbg !261
  %136 = fadd double %134, %135, !dbg !262
  %137 = load double, ptr %9, align 8, !dbg !263
  %138 = load volatile double, ptr %2, align 8, !dbg !264
  %139 = fsub double %137, %138, !dbg !265
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %133, double noundef %136, double noundef %139), !dbg !266
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef 0x7FEFFFFFFFFFFFFF, double noundef 0x10000000000000, double noundef 0x3CB0000000000000), !dbg !267
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef 0x47EFFFFFE0000000, double noundef 0x3810000000000000, double noundef 0x3E80000000000000), !dbg !268
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef 53, i32 noundef 24, i32 noundef 1024), !dbg !269
    #dbg_declare(ptr %10, !270, !DIExpression(), !271)
  store double 0x7FEFFFFFFFFFFFFF, ptr %10, align 8, !dbg !271
    #dbg_declare(ptr %11, !272, !DIExpression(), !273)
  %144 = load double, ptr %10, align 8, !dbg !274
  %145 = fmul double %144, 2.000000e+00, !dbg !275
  store double %145, ptr %11, align 8, !dbg !273
  %146 = load double, ptr %11, align 8, !dbg !276
  %147 = call ptr @classify(double noundef %146), !dbg !277
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %147), !dbg !278
    #dbg_declare(ptr %12, !279, !DIExpression(), !281)
  store float 0x47EFFFFFE0000000, ptr %12, align 4, !dbg !281
    #dbg_declare(ptr %13, !282, !DIExpression(), !284)
  store volatile float 2.000000e+00, ptr %13, align 4, !dbg !284
    #dbg_declare(ptr %14, !285, !DIExpression(), !286)
  %149 = load float, ptr %12, align 4, !dbg !287
  %150 = load volatile float, ptr %13, align 4, !dbg !288
  %151 = fmul float %149, %150, !dbg !289
  store float %151, ptr %14, align 4, !dbg !286
  %152 = load float, ptr %14, align 4, !dbg !290
  %153 = fpext float %152 to double, !dbg !290
  %154 = call ptr @classify(double noundef %153), !dbg !291
  %155 = load float, ptr %14, align 4, !dbg !292
  %156 = fpext float %155 to double, !dbg !292
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %154, double noundef %156), !dbg !293
    #dbg_declare(ptr %15, !294, !DIExpression(), !295)
  store double 0x10000000000000, ptr %15, align 8, !dbg !295
    #dbg_declare(ptr %16, !296, !DIExpression(), !298)
  store i32 0, ptr %16, align 4, !dbg !298
  br label %158, !dbg !299

158:                                              ; preds = %168, %117
  %159 = load i32, ptr %16, align 4, !dbg !300
  %160 = icmp slt i32 %159, 6, !dbg !302
  br i1 %160, label %161, label %171, !dbg !303

161:                                              ; preds = %158
  %162 = load double, ptr %15, align 8, !dbg !304
  %163 = load double, ptr %15, align 8, !dbg !306
  %164 = call ptr @classify(double noundef %163), !dbg !307
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %162, ptr noundef %164), !dbg !308
  %166 = load double, ptr %15, align 8, !dbg !309
  %167 = fdiv double %166, 1.000000e+04, !dbg !309
  store double %167, ptr %15, align 8, !dbg !309
  br label %168, !dbg !310

168:                                              ; preds = %161
  %169 = load i32, ptr %16, align 4, !dbg !311
  %170 = add nsw i32 %169, 1, !dbg !311
  store i32 %170, ptr %16, align 4, !dbg !311
  br label %158, !dbg !312, !llvm.loop !313

171:                                              ; preds = %158
  store double 0x10000000000000, ptr %15, align 8, !dbg !316
    #dbg_declare(ptr %17, !317, !DIExpression(), !318)
  store i32 0, ptr %17, align 4, !dbg !318
  br label %172, !dbg !319

172:                                              ; preds = %175, %171
  %173 = load double, ptr %15, align 8, !dbg !320
  %174 = fcmp ogt double %173, 0.000000e+00, !dbg !321
  br i1 %174, label %175, label %180, !dbg !319

175:                                              ; preds = %172
  %176 = load double, ptr %15, align 8, !dbg !322
  %177 = fdiv double %176, 2.000000e+00, !dbg !322
  store double %177, ptr %15, align 8, !dbg !322
  %178 = load i32, ptr %17, align 4, !dbg !324
  %179 = add nsw i32 %178, 1, !dbg !324
  store i32 %179, ptr %17, align 4, !dbg !324
  br label %172, !dbg !319, !llvm.loop !325

180:                                              ; preds = %172
  %181 = load i32, ptr %17, align 4, !dbg !327
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %181), !dbg !328
    #dbg_declare(ptr %18, !329, !DIExpression(), !330)
  store double 1.000000e+00, ptr %18, align 8, !dbg !330
    #dbg_declare(ptr %19, !331, !DIExpression(), !332)
  store i32 0, ptr %19, align 4, !dbg !332
  br label %183, !dbg !333

183:                                              ; preds = %188, %180
  %184 = load double, ptr %18, align 8, !dbg !334
  %185 = fdiv double %184, 2.000000e+00, !dbg !335
  %186 = fadd double 1.000000e+00, %185, !dbg !336
  %187 = fcmp ogt double %186, 1.000000e+00, !dbg !337
  br i1 %187, label %188, label %193, !dbg !333

188:                                              ; preds = %183
  %189 = load double, ptr %18, align 8, !dbg !338
  %190 = fdiv double %189, 2.000000e+00, !dbg !338
  store double %190, ptr %18, align 8, !dbg !338
  %191 = load i32, ptr %19, align 4, !dbg !340
  %192 = add nsw i32 %191, 1, !dbg !340
  store i32 %192, ptr %19, align 4, !dbg !340
  br label %183, !dbg !333, !llvm.loop !341

193:                                              ; preds = %183
  %194 = load double, ptr %18, align 8, !dbg !343
  %195 = load i32, ptr %19, align 4, !dbg !344
  %196 = load double, ptr %18, align 8, !dbg !345
  %197 = fcmp oeq double %196, 0x3CB0000000000000, !dbg !346
  %198 = zext i1 %197 to i32, !dbg !346
  %199 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, double noundef %194, i32 noundef %195, i32 noundef %198), !dbg !347
    #dbg_declare(ptr %20, !348, !DIExpression(), !349)
  store float 1.000000e+00, ptr %20, align 4, !dbg !349
    #dbg_declare(ptr %21, !350, !DIExpression(), !351)
  store volatile float 1.000000e+00, ptr %21, align 4, !dbg !351
  br label %200, !dbg !352

200:                                              ; preds = %207, %193
  %201 = load volatile float, ptr %21, align 4, !dbg !353
  %202 = load float, ptr %20, align 4, !dbg !354
  %203 = fdiv float %202, 2.000000e+00, !dbg !355
  %204 = fadd float %201, %203, !dbg !356
  %205 = load volatile float, ptr %21, align 4, !dbg !357
  %206 = fcmp ogt float %204, %205, !dbg !358
  br i1 %206, label %207, label %210, !dbg !352

207:                                              ; preds = %200
  %208 = load float, ptr %20, align 4, !dbg !359
  %209 = fdiv float %208, 2.000000e+00, !dbg !359
  store float %209, ptr %20, align 4, !dbg !359
  br label %200, !dbg !352, !llvm.loop !360

210:                                              ; preds = %200
  %211 = load float, ptr %20, align 4, !dbg !362
  %212 = fpext float %211 to double, !dbg !363
  %213 = load float, ptr %20, align 4, !dbg !364
  %214 = fcmp oeq float %213, 0x3E80000000000000, !dbg !365
  %215 = zext i1 %214 to i32, !dbg !365
  %216 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, double noundef %212, i32 noundef %215), !dbg !366
    #dbg_declare(ptr %22, !367, !DIExpression(), !369)
  store double 1.000000e+00, ptr %22, align 8, !dbg !370
  %217 = getelementptr inbounds double, ptr %22, i64 1, !dbg !370
  %218 = load double, ptr %6, align 8, !dbg !371
  store double %218, ptr %217, align 8, !dbg !370
  %219 = getelementptr inbounds double, ptr %22, i64 2, !dbg !370
  %220 = load double, ptr %4, align 8, !dbg !372
  store double %220, ptr %219, align 8, !dbg !370
  %221 = getelementptr inbounds double, ptr %22, i64 3, !dbg !370
  store double -0.000000e+00, ptr %221, align 8, !dbg !370
  %222 = getelementptr inbounds double, ptr %22, i64 4, !dbg !370
  %223 = load double, ptr %5, align 8, !dbg !373
  store double %223, ptr %222, align 8, !dbg !370
  %224 = getelementptr inbounds double, ptr %22, i64 5, !dbg !370
  %225 = load double, ptr %6, align 8, !dbg !374
  store double %225, ptr %224, align 8, !dbg !370
  %226 = getelementptr inbounds double, ptr %22, i64 6, !dbg !370
  store double 3.500000e+00, ptr %226, align 8, !dbg !370
  %227 = getelementptr inbounds double, ptr %22, i64 7, !dbg !370
  %228 = load double, ptr %4, align 8, !dbg !375
  %229 = load double, ptr %4, align 8, !dbg !376
  %230 = fsub double %228, %229, !dbg !377
  store double %230, ptr %227, align 8, !dbg !370
    #dbg_declare(ptr %23, !378, !DIExpression(), !379)
  store i32 0, ptr %23, align 4, !dbg !379
    #dbg_declare(ptr %24, !380, !DIExpression(), !381)
  store i32 0, ptr %24, align 4, !dbg !381
    #dbg_declare(ptr %25, !382, !DIExpression(), !383)
  store double 0.000000e+00, ptr %25, align 8, !dbg !383
    #dbg_declare(ptr %26, !384, !DIExpression(), !386)
  store i32 0, ptr %26, align 4, !dbg !386
  br label %231, !dbg !387

231:                                              ; preds = %263, %210
  %232 = load i32, ptr %26, align 4, !dbg !388
  %233 = icmp slt i32 %232, 8, !dbg !390
  br i1 %233, label %234, label %266, !dbg !391

234:                                              ; preds = %231
  %235 = load i32, ptr %26, align 4, !dbg !392
  %236 = sext i32 %235 to i64, !dbg !395
  %237 = getelementptr inbounds [8 x double], ptr %22, i64 0, i64 %236, !dbg !395
  %238 = load double, ptr %237, align 8, !dbg !395
  %239 = call i32 @isnan_d(double noundef %238), !dbg !396
  %240 = icmp ne i32 %239, 0, !dbg !396
  br i1 %240, label %241, label %244, !dbg !397

241:                                              ; preds = %234
  %242 = load i32, ptr %23, align 4, !dbg !398
  %243 = add nsw i32 %242, 1, !dbg !398
  store i32 %243, ptr %23, align 4, !dbg !398
  br label %262, !dbg !399

244:                                              ; preds = %234
  %245 = load i32, ptr %26, align 4, !dbg !400
  %246 = sext i32 %245 to i64, !dbg !402
  %247 = getelementptr inbounds [8 x double], ptr %22, i64 0, i64 %246, !dbg !402
  %248 = load double, ptr %247, align 8, !dbg !402
  %249 = call i32 @isinf_d(double noundef %248), !dbg !403
  %250 = icmp ne i32 %249, 0, !dbg !403
  br i1 %250, label %251, label %254, !dbg !404

251:                                              ; preds = %244
  %252 = load i32, ptr %24, align 4, !dbg !405
  %253 = add nsw i32 %252, 1, !dbg !405
  store i32 %253, ptr %24, align 4, !dbg !405
  br label %261, !dbg !406

254:                                              ; preds = %244
  %255 = load i32, ptr %26, align 4, !dbg !407
  %256 = sext i32 %255 to i64, !dbg !408
  %257 = getelementptr inbounds [8 x double], ptr %22, i64 0, i64 %256, !dbg !408
  %258 = load double, ptr %257, align 8, !dbg !408
  %259 = load double, ptr %25, align 8, !dbg !409
  %260 = fadd double %259, %258, !dbg !409
  store double %260, ptr %25, align 8, !dbg !409
  br label %261

261:                                              ; preds = %254, %251
  br label %262

262:                                              ; preds = %261, %241
  br label %263, !dbg !410

263:                                              ; preds = %262
  %264 = load i32, ptr %26, align 4, !dbg !411
  %265 = add nsw i32 %264, 1, !dbg !411
  store i32 %265, ptr %26, align 4, !dbg !411
  br label %231, !dbg !412, !llvm.loop !413

266:                                              ; preds = %231
  %267 = load i32, ptr %23, align 4, !dbg !415
  %268 = load i32, ptr %24, align 4, !dbg !416
  %269 = load double, ptr %25, align 8, !dbg !417
  %270 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %267, i32 noundef %268, double noundef %269), !dbg !418
    #dbg_declare(ptr %27, !419, !DIExpression(), !421)
  store double 3.000000e+00, ptr %27, align 8, !dbg !422
  %271 = getelementptr inbounds double, ptr %27, i64 1, !dbg !422
  %272 = load double, ptr %4, align 8, !dbg !423
  %273 = fneg double %272, !dbg !424
  store double %273, ptr %271, align 8, !dbg !422
  %274 = getelementptr inbounds double, ptr %27, i64 2, !dbg !422
  store double 5.000000e-01, ptr %274, align 8, !dbg !422
  %275 = getelementptr inbounds double, ptr %27, i64 3, !dbg !422
  %276 = load double, ptr %4, align 8, !dbg !425
  store double %276, ptr %275, align 8, !dbg !422
  %277 = getelementptr inbounds double, ptr %27, i64 4, !dbg !422
  store double -2.000000e+00, ptr %277, align 8, !dbg !422
  %278 = getelementptr inbounds double, ptr %27, i64 5, !dbg !422
  store double -0.000000e+00, ptr %278, align 8, !dbg !422
    #dbg_declare(ptr %28, !426, !DIExpression(), !428)
  store i32 0, ptr %28, align 4, !dbg !428
  br label %279, !dbg !429

279:                                              ; preds = %319, %266
  %280 = load i32, ptr %28, align 4, !dbg !430
  %281 = icmp slt i32 %280, 6, !dbg !432
  br i1 %281, label %282, label %322, !dbg !433

282:                                              ; preds = %279
    #dbg_declare(ptr %29, !434, !DIExpression(), !436)
  %283 = load i32, ptr %28, align 4, !dbg !437
  %284 = add nsw i32 %283, 1, !dbg !438
  store i32 %284, ptr %29, align 4, !dbg !436
  br label %285, !dbg !439

285:                                              ; preds = %315, %282
  %286 = load i32, ptr %29, align 4, !dbg !440
  %287 = icmp slt i32 %286, 6, !dbg !442
  br i1 %287, label %288, label %318, !dbg !443

288:                                              ; preds = %285
  %289 = load i32, ptr %29, align 4, !dbg !444
  %290 = sext i32 %289 to i64, !dbg !446
  %291 = getelementptr inbounds [6 x double], ptr %27, i64 0, i64 %290, !dbg !446
  %292 = load double, ptr %291, align 8, !dbg !446
  %293 = load i32, ptr %28, align 4, !dbg !447
  %294 = sext i32 %293 to i64, !dbg !448
  %295 = getelementptr inbounds [6 x double], ptr %27, i64 0, i64 %294, !dbg !448
  %296 = load double, ptr %295, align 8, !dbg !448
  %297 = fcmp olt double %292, %296, !dbg !449
  br i1 %297, label %298, label %314, !dbg !450

298:                                              ; preds = %288
    #dbg_declare(ptr %30, !451, !DIExpression(), !453)
  %299 = load i32, ptr %28, align 4, !dbg !454
  %300 = sext i32 %299 to i64, !dbg !455
  %301 = getelementptr inbounds [6 x double], ptr %27, i64 0, i64 %300, !dbg !455
  %302 = load double, ptr %301, align 8, !dbg !455
  store double %302, ptr %30, align 8, !dbg !453
  %303 = load i32, ptr %29, align 4, !dbg !456
  %304 = sext i32 %303 to i64, !dbg !457
  %305 = getelementptr inbounds [6 x double], ptr %27, i64 0, i64 %304, !dbg !457
  %306 = load double, ptr %305, align 8, !dbg !457
  %307 = load i32, ptr %28, align 4, !dbg !458
  %308 = sext i32 %307 to i64, !dbg !459
  %309 = getelementptr inbounds [6 x double], ptr %27, i64 0, i64 %308, !dbg !459
  store double %306, ptr %309, align 8, !dbg !460
  %310 = load double, ptr %30, align 8, !dbg !461
  %311 = load i32, ptr %29, align 4, !dbg !462
  %312 = sext i32 %311 to i64, !dbg !463
  %313 = getelementptr inbounds [6 x double], ptr %27, i64 0, i64 %312, !dbg !463
  store double %310, ptr %313, align 8, !dbg !464
  br label %314, !dbg !465

314:                                              ; preds = %298, %288
  br label %315, !dbg !466

315:                                              ; preds = %314
  %316 = load i32, ptr %29, align 4, !dbg !467
  %317 = add nsw i32 %316, 1, !dbg !467
  store i32 %317, ptr %29, align 4, !dbg !467
  br label %285, !dbg !468, !llvm.loop !469

318:                                              ; preds = %285
  br label %319, !dbg !470

319:                                              ; preds = %318
  %320 = load i32, ptr %28, align 4, !dbg !471
  %321 = add nsw i32 %320, 1, !dbg !471
  store i32 %321, ptr %28, align 4, !dbg !471
  br label %279, !dbg !472, !llvm.loop !473

322:                                              ; preds = %279
    #dbg_declare(ptr %31, !475, !DIExpression(), !477)
  store i32 0, ptr %31, align 4, !dbg !477
  br label %323, !dbg !478

323:                                              ; preds = %336, %322
  %324 = load i32, ptr %31, align 4, !dbg !479
  %325 = icmp slt i32 %324, 6, !dbg !481
  br i1 %325, label %326, label %339, !dbg !482

326:                                              ; preds = %323
  %327 = load i32, ptr %31, align 4, !dbg !483
  %328 = sext i32 %327 to i64, !dbg !484
  %329 = getelementptr inbounds [6 x double], ptr %27, i64 0, i64 %328, !dbg !484
  %330 = load double, ptr %329, align 8, !dbg !484
  %331 = load i32, ptr %31, align 4, !dbg !485
  %332 = icmp eq i32 %331, 5, !dbg !486
  %333 = zext i1 %332 to i64, !dbg !485
  %334 = select i1 %332, i32 10, i32 32, !dbg !485
  %335 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, double noundef %330, i32 noundef %334), !dbg !487
  br label %336, !dbg !487

336:                                              ; preds = %326
  %337 = load i32, ptr %31, align 4, !dbg !488
  %338 = add nsw i32 %337, 1, !dbg !488
  store i32 %338, ptr %31, align 4, !dbg !488
  br label %323, !dbg !489, !llvm.loop !490

339:                                              ; preds = %323
  %340 = load i32, ptr %23, align 4, !dbg !492
  ret i32 %340, !dbg !493
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @classify(double noundef %0) #0 !dbg !494 {
  %2 = alloca ptr, align 8
  %3 = alloca double, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !499, !DIExpression(), !500)
  %4 = load double, ptr %3, align 8, !dbg !501
  %5 = call i32 @isnan_d(double noundef %4), !dbg !503
  %6 = icmp ne i32 %5, 0, !dbg !503
  br i1 %6, label %7, label %8, !dbg !504

7:                                                ; preds = %1
  store ptr @.str.24, ptr %2, align 8, !dbg !505
  br label %34, !dbg !505

8:                                                ; preds = %1
  %9 = load double, ptr %3, align 8, !dbg !506
  %10 = call i32 @isinf_d(double noundef %9), !dbg !508
  %11 = icmp ne i32 %10, 0, !dbg !508
  br i1 %11, label %12, label %17, !dbg !509

12:                                               ; preds = %8
  %13 = load double, ptr %3, align 8, !dbg !510
  %14 = fcmp ogt double %13, 0.000000e+00, !dbg !511
  %15 = zext i1 %14 to i64, !dbg !510
  %16 = select i1 %14, ptr @.str.25, ptr @.str.26, !dbg !510
  store ptr %16, ptr %2, align 8, !dbg !512
  br label %34, !dbg !512

17:                                               ; preds = %8
  %18 = load double, ptr %3, align 8, !dbg !513
  %19 = fcmp oeq double %18, 0.000000e+00, !dbg !515
  br i1 %19, label %20, label %26, !dbg !516

20:                                               ; preds = %17
  %21 = load double, ptr %3, align 8, !dbg !517
  %22 = fdiv double 1.000000e+00, %21, !dbg !518
  %23 = fcmp ogt double %22, 0.000000e+00, !dbg !519
  %24 = zext i1 %23 to i64, !dbg !520
  %25 = select i1 %23, ptr @.str.27, ptr @.str.28, !dbg !520
  store ptr %25, ptr %2, align 8, !dbg !521
  br label %34, !dbg !521

26:                                               ; preds = %17
  %27 = load double, ptr %3, align 8, !dbg !522
  %28 = fcmp olt double %27, 0x10000000000000, !dbg !524
  br i1 %28, label %29, label %33, !dbg !525

29:                                               ; preds = %26
  %30 = load double, ptr %3, align 8, !dbg !526
  %31 = fcmp ogt double %30, 0x8010000000000000, !dbg !527
  br i1 %31, label %32, label %33, !dbg !528

32:                                               ; preds = %29
  store ptr @.str.29, ptr %2, align 8, !dbg !529
  br label %34, !dbg !529

33:                                               ; preds = %29, %26
  store ptr @.str.30, ptr %2, align 8, !dbg !530
  br label %34, !dbg !530

34:                                               ; preds = %33, %32, %20, %12, %7
  %35 = load ptr, ptr %2, align 8, !dbg !531
  ret ptr %35, !dbg !531
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cmp(ptr noundef %0, double noundef %1, double noundef %2) #0 !dbg !532 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !535, !DIExpression(), !536)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !537, !DIExpression(), !538)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !539, !DIExpression(), !540)
  %7 = load ptr, ptr %4, align 8, !dbg !541
  %8 = load double, ptr %5, align 8, !dbg !542
  %9 = load double, ptr %6, align 8, !dbg !543
  %10 = fcmp oeq double %8, %9, !dbg !544
  %11 = zext i1 %10 to i32, !dbg !544
  %12 = load double, ptr %5, align 8, !dbg !545
  %13 = load double, ptr %6, align 8, !dbg !546
  %14 = fcmp une double %12, %13, !dbg !547
  %15 = zext i1 %14 to i32, !dbg !547
  %16 = load double, ptr %5, align 8, !dbg !548
  %17 = load double, ptr %6, align 8, !dbg !549
  %18 = fcmp olt double %16, %17, !dbg !550
  %19 = zext i1 %18 to i32, !dbg !550
  %20 = load double, ptr %5, align 8, !dbg !551
  %21 = load double, ptr %6, align 8, !dbg !552
  %22 = fcmp ole double %20, %21, !dbg !553
  %23 = zext i1 %22 to i32, !dbg !553
  %24 = load double, ptr %5, align 8, !dbg !554
  %25 = load double, ptr %6, align 8, !dbg !555
  %26 = fcmp ogt double %24, %25, !dbg !556
  %27 = zext i1 %26 to i32, !dbg !556
  %28 = load double, ptr %5, align 8, !dbg !557
  %29 = load double, ptr %6, align 8, !dbg !558
  %30 = fcmp oge double %28, %29, !dbg !559
  %31 = zext i1 %30 to i32, !dbg !559
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, ptr noundef %7, i32 noundef %11, i32 noundef %15, i32 noundef %19, i32 noundef %23, i32 noundef %27, i32 noundef %31), !dbg !560
  ret void, !dbg !561
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @isnan_d(double noundef %0) #0 !dbg !562 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !565, !DIExpression(), !566)
  %3 = load double, ptr %2, align 8, !dbg !567
  %4 = load double, ptr %2, align 8, !dbg !568
  %5 = fcmp une double %3, %4, !dbg !569
  %6 = zext i1 %5 to i32, !dbg !569
  ret i32 %6, !dbg !570
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @isinf_d(double noundef %0) #0 !dbg !571 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !572, !DIExpression(), !573)
  %3 = load double, ptr %2, align 8, !dbg !574
  %4 = call i32 @isnan_d(double noundef %3), !dbg !575
  %5 = icmp ne i32 %4, 0, !dbg !575
  br i1 %5, label %12, label %6, !dbg !576

6:                                                ; preds = %1
  %7 = load double, ptr %2, align 8, !dbg !577
  %8 = load double, ptr %2, align 8, !dbg !578
  %9 = fsub double %7, %8, !dbg !579
  %10 = call i32 @isnan_d(double noundef %9), !dbg !580
  %11 = icmp ne i32 %10, 0, !dbg !576
  br label %12

12:                                               ; preds = %6, %1
  %13 = phi i1 [ false, %1 ], [ %11, %6 ], !dbg !581
  %14 = zext i1 %13 to i32, !dbg !576
  ret i32 %14, !dbg !582
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!126}
!llvm.module.flags = !{!130, !131, !132, !133, !134, !135, !136}
!llvm.ident = !{!137}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_special.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "b6cf79b48719e3ed9f478fc7e948ab6b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 35)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 26)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 6)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !14, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 9)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 5)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !19, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 544, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 68)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !9, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 13)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 22)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 27)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 38)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !60, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 48)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 17)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !50, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 12)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !3, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 49)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !55, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 31)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !31, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 4)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !31, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !31, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !19, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !19, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !113, isLocal: true, isDefinition: true)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 10)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !118, isLocal: true, isDefinition: true)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 7)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !123, isLocal: true, isDefinition: true)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !124)
!124 = !{!125}
!125 = !DISubrange(count: 41)
!126 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !127, globals: !129, splitDebugInlining: false, nameTableKind: None)
!127 = !{!128}
!128 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!129 = !{!0, !7, !12, !17, !22, !24, !29, !34, !36, !41, !43, !48, !53, !58, !63, !65, !70, !75, !77, !82, !84, !89, !91, !96, !98, !103, !105, !107, !109, !111, !116, !121}
!130 = !{i32 7, !"Dwarf Version", i32 5}
!131 = !{i32 2, !"Debug Info Version", i32 3}
!132 = !{i32 1, !"wchar_size", i32 4}
!133 = !{i32 8, !"PIC Level", i32 2}
!134 = !{i32 7, !"PIE Level", i32 2}
!135 = !{i32 7, !"uwtable", i32 2}
!136 = !{i32 7, !"frame-pointer", i32 2}
!137 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!138 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !139, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !126, retainedNodes: !142)
!139 = !DISubroutineType(types: !140)
!140 = !{!141}
!141 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!142 = !{}
!143 = !DILocalVariable(name: "zero", scope: !138, file: !2, line: 27, type: !144)
!144 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !128)
!145 = !DILocation(line: 27, column: 21, scope: !138)
!146 = !DILocalVariable(name: "one", scope: !138, file: !2, line: 27, type: !144)
!147 = !DILocation(line: 27, column: 33, scope: !138)
!148 = !DILocalVariable(name: "inf", scope: !138, file: !2, line: 28, type: !128)
!149 = !DILocation(line: 28, column: 12, scope: !138)
!150 = !DILocation(line: 28, column: 18, scope: !138)
!151 = !DILocation(line: 28, column: 24, scope: !138)
!152 = !DILocation(line: 28, column: 22, scope: !138)
!153 = !DILocalVariable(name: "ninf", scope: !138, file: !2, line: 29, type: !128)
!154 = !DILocation(line: 29, column: 12, scope: !138)
!155 = !DILocation(line: 29, column: 20, scope: !138)
!156 = !DILocation(line: 29, column: 19, scope: !138)
!157 = !DILocation(line: 29, column: 26, scope: !138)
!158 = !DILocation(line: 29, column: 24, scope: !138)
!159 = !DILocalVariable(name: "nan", scope: !138, file: !2, line: 30, type: !128)
!160 = !DILocation(line: 30, column: 12, scope: !138)
!161 = !DILocation(line: 30, column: 18, scope: !138)
!162 = !DILocation(line: 30, column: 25, scope: !138)
!163 = !DILocation(line: 30, column: 23, scope: !138)
!164 = !DILocation(line: 31, column: 51, scope: !138)
!165 = !DILocation(line: 31, column: 56, scope: !138)
!166 = !DILocation(line: 31, column: 62, scope: !138)
!167 = !DILocation(line: 31, column: 67, scope: !138)
!168 = !DILocation(line: 31, column: 73, scope: !138)
!169 = !DILocation(line: 31, column: 78, scope: !138)
!170 = !DILocation(line: 31, column: 5, scope: !138)
!171 = !DILocation(line: 32, column: 51, scope: !138)
!172 = !DILocation(line: 32, column: 42, scope: !138)
!173 = !DILocation(line: 32, column: 66, scope: !138)
!174 = !DILocation(line: 32, column: 57, scope: !138)
!175 = !DILocation(line: 32, column: 82, scope: !138)
!176 = !DILocation(line: 32, column: 73, scope: !138)
!177 = !DILocation(line: 33, column: 21, scope: !138)
!178 = !DILocation(line: 33, column: 12, scope: !138)
!179 = !DILocation(line: 33, column: 38, scope: !138)
!180 = !DILocation(line: 33, column: 37, scope: !138)
!181 = !DILocation(line: 33, column: 28, scope: !138)
!182 = !DILocation(line: 33, column: 54, scope: !138)
!183 = !DILocation(line: 33, column: 45, scope: !138)
!184 = !DILocation(line: 32, column: 5, scope: !138)
!185 = !DILocation(line: 34, column: 20, scope: !138)
!186 = !DILocation(line: 34, column: 25, scope: !138)
!187 = !DILocation(line: 34, column: 5, scope: !138)
!188 = !DILocation(line: 35, column: 18, scope: !138)
!189 = !DILocation(line: 35, column: 23, scope: !138)
!190 = !DILocation(line: 35, column: 5, scope: !138)
!191 = !DILocation(line: 36, column: 20, scope: !138)
!192 = !DILocation(line: 36, column: 25, scope: !138)
!193 = !DILocation(line: 36, column: 5, scope: !138)
!194 = !DILocation(line: 37, column: 21, scope: !138)
!195 = !DILocation(line: 37, column: 26, scope: !138)
!196 = !DILocation(line: 37, column: 5, scope: !138)
!197 = !DILocation(line: 38, column: 17, scope: !138)
!198 = !DILocation(line: 38, column: 24, scope: !138)
!199 = !DILocation(line: 38, column: 23, scope: !138)
!200 = !DILocation(line: 38, column: 5, scope: !138)
!201 = !DILocation(line: 39, column: 18, scope: !138)
!202 = !DILocation(line: 39, column: 23, scope: !138)
!203 = !DILocation(line: 39, column: 5, scope: !138)
!204 = !DILocation(line: 41, column: 21, scope: !138)
!205 = !DILocation(line: 41, column: 27, scope: !138)
!206 = !DILocation(line: 41, column: 25, scope: !138)
!207 = !DILocation(line: 41, column: 12, scope: !138)
!208 = !DILocation(line: 41, column: 42, scope: !138)
!209 = !DILocation(line: 41, column: 48, scope: !138)
!210 = !DILocation(line: 41, column: 46, scope: !138)
!211 = !DILocation(line: 41, column: 33, scope: !138)
!212 = !DILocation(line: 41, column: 64, scope: !138)
!213 = !DILocation(line: 41, column: 68, scope: !138)
!214 = !DILocation(line: 41, column: 55, scope: !138)
!215 = !DILocation(line: 41, column: 87, scope: !138)
!216 = !DILocation(line: 41, column: 85, scope: !138)
!217 = !DILocation(line: 41, column: 74, scope: !138)
!218 = !DILocation(line: 42, column: 26, scope: !138)
!219 = !DILocation(line: 42, column: 24, scope: !138)
!220 = !DILocation(line: 42, column: 12, scope: !138)
!221 = !DILocation(line: 40, column: 5, scope: !138)
!222 = !DILocation(line: 43, column: 51, scope: !138)
!223 = !DILocation(line: 43, column: 55, scope: !138)
!224 = !DILocation(line: 43, column: 42, scope: !138)
!225 = !DILocation(line: 43, column: 70, scope: !138)
!226 = !DILocation(line: 43, column: 74, scope: !138)
!227 = !DILocation(line: 43, column: 61, scope: !138)
!228 = !DILocation(line: 43, column: 5, scope: !138)
!229 = !DILocalVariable(name: "m1", scope: !138, file: !2, line: 45, type: !128)
!230 = !DILocation(line: 45, column: 12, scope: !138)
!231 = !DILocation(line: 45, column: 17, scope: !138)
!232 = !DILocation(line: 45, column: 23, scope: !138)
!233 = !DILocation(line: 45, column: 21, scope: !138)
!234 = !DILocation(line: 45, column: 29, scope: !138)
!235 = !DILocation(line: 45, column: 35, scope: !138)
!236 = !DILocalVariable(name: "m2", scope: !138, file: !2, line: 46, type: !128)
!237 = !DILocation(line: 46, column: 12, scope: !138)
!238 = !DILocation(line: 46, column: 17, scope: !138)
!239 = !DILocation(line: 46, column: 23, scope: !138)
!240 = !DILocation(line: 46, column: 21, scope: !138)
!241 = !DILocation(line: 46, column: 29, scope: !138)
!242 = !DILocation(line: 46, column: 35, scope: !138)
!243 = !DILocation(line: 47, column: 38, scope: !138)
!244 = !DILocation(line: 47, column: 29, scope: !138)
!245 = !DILocation(line: 47, column: 52, scope: !138)
!246 = !DILocation(line: 47, column: 43, scope: !138)
!247 = !DILocation(line: 47, column: 5, scope: !138)
!248 = !DILocalVariable(name: "nz", scope: !138, file: !2, line: 49, type: !128)
!249 = !DILocation(line: 49, column: 12, scope: !138)
!250 = !DILocation(line: 49, column: 18, scope: !138)
!251 = !DILocation(line: 49, column: 17, scope: !138)
!252 = !DILocation(line: 50, column: 38, scope: !138)
!253 = !DILocation(line: 50, column: 42, scope: !138)
!254 = !DILocation(line: 50, column: 46, scope: !138)
!255 = !DILocation(line: 50, column: 54, scope: !138)
!256 = !DILocation(line: 50, column: 52, scope: !138)
!257 = !DILocation(line: 50, column: 5, scope: !138)
!258 = !DILocation(line: 51, column: 43, scope: !138)
!259 = !DILocation(line: 51, column: 48, scope: !138)
!260 = !DILocation(line: 51, column: 54, scope: !138)
!261 = !DILocation(line: 51, column: 59, scope: !138)
!262 = !DILocation(line: 51, column: 57, scope: !138)
!263 = !DILocation(line: 51, column: 65, scope: !138)
!264 = !DILocation(line: 51, column: 70, scope: !138)
!265 = !DILocation(line: 51, column: 68, scope: !138)
!266 = !DILocation(line: 51, column: 5, scope: !138)
!267 = !DILocation(line: 53, column: 5, scope: !138)
!268 = !DILocation(line: 54, column: 5, scope: !138)
!269 = !DILocation(line: 55, column: 5, scope: !138)
!270 = !DILocalVariable(name: "big", scope: !138, file: !2, line: 58, type: !128)
!271 = !DILocation(line: 58, column: 12, scope: !138)
!272 = !DILocalVariable(name: "over", scope: !138, file: !2, line: 59, type: !128)
!273 = !DILocation(line: 59, column: 12, scope: !138)
!274 = !DILocation(line: 59, column: 19, scope: !138)
!275 = !DILocation(line: 59, column: 23, scope: !138)
!276 = !DILocation(line: 60, column: 42, scope: !138)
!277 = !DILocation(line: 60, column: 33, scope: !138)
!278 = !DILocation(line: 60, column: 5, scope: !138)
!279 = !DILocalVariable(name: "fbig", scope: !138, file: !2, line: 61, type: !280)
!280 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!281 = !DILocation(line: 61, column: 11, scope: !138)
!282 = !DILocalVariable(name: "ftwo", scope: !138, file: !2, line: 62, type: !283)
!283 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !280)
!284 = !DILocation(line: 62, column: 20, scope: !138)
!285 = !DILocalVariable(name: "fover", scope: !138, file: !2, line: 63, type: !280)
!286 = !DILocation(line: 63, column: 11, scope: !138)
!287 = !DILocation(line: 63, column: 19, scope: !138)
!288 = !DILocation(line: 63, column: 26, scope: !138)
!289 = !DILocation(line: 63, column: 24, scope: !138)
!290 = !DILocation(line: 64, column: 47, scope: !138)
!291 = !DILocation(line: 64, column: 38, scope: !138)
!292 = !DILocation(line: 64, column: 55, scope: !138)
!293 = !DILocation(line: 64, column: 5, scope: !138)
!294 = !DILocalVariable(name: "tiny", scope: !138, file: !2, line: 65, type: !128)
!295 = !DILocation(line: 65, column: 12, scope: !138)
!296 = !DILocalVariable(name: "i", scope: !297, file: !2, line: 66, type: !141)
!297 = distinct !DILexicalBlock(scope: !138, file: !2, line: 66, column: 5)
!298 = !DILocation(line: 66, column: 14, scope: !297)
!299 = !DILocation(line: 66, column: 10, scope: !297)
!300 = !DILocation(line: 66, column: 21, scope: !301)
!301 = distinct !DILexicalBlock(scope: !297, file: !2, line: 66, column: 5)
!302 = !DILocation(line: 66, column: 23, scope: !301)
!303 = !DILocation(line: 66, column: 5, scope: !297)
!304 = !DILocation(line: 67, column: 32, scope: !305)
!305 = distinct !DILexicalBlock(scope: !301, file: !2, line: 66, column: 33)
!306 = !DILocation(line: 67, column: 47, scope: !305)
!307 = !DILocation(line: 67, column: 38, scope: !305)
!308 = !DILocation(line: 67, column: 9, scope: !305)
!309 = !DILocation(line: 68, column: 14, scope: !305)
!310 = !DILocation(line: 69, column: 5, scope: !305)
!311 = !DILocation(line: 66, column: 29, scope: !301)
!312 = !DILocation(line: 66, column: 5, scope: !301)
!313 = distinct !{!313, !303, !314, !315}
!314 = !DILocation(line: 69, column: 5, scope: !297)
!315 = !{!"llvm.loop.mustprogress"}
!316 = !DILocation(line: 70, column: 10, scope: !138)
!317 = !DILocalVariable(name: "steps", scope: !138, file: !2, line: 71, type: !141)
!318 = !DILocation(line: 71, column: 9, scope: !138)
!319 = !DILocation(line: 72, column: 5, scope: !138)
!320 = !DILocation(line: 72, column: 12, scope: !138)
!321 = !DILocation(line: 72, column: 17, scope: !138)
!322 = !DILocation(line: 73, column: 14, scope: !323)
!323 = distinct !DILexicalBlock(scope: !138, file: !2, line: 72, column: 22)
!324 = !DILocation(line: 74, column: 14, scope: !323)
!325 = distinct !{!325, !319, !326, !315}
!326 = !DILocation(line: 75, column: 5, scope: !138)
!327 = !DILocation(line: 76, column: 51, scope: !138)
!328 = !DILocation(line: 76, column: 5, scope: !138)
!329 = !DILocalVariable(name: "eps", scope: !138, file: !2, line: 77, type: !128)
!330 = !DILocation(line: 77, column: 12, scope: !138)
!331 = !DILocalVariable(name: "bits", scope: !138, file: !2, line: 78, type: !141)
!332 = !DILocation(line: 78, column: 9, scope: !138)
!333 = !DILocation(line: 79, column: 5, scope: !138)
!334 = !DILocation(line: 79, column: 16, scope: !138)
!335 = !DILocation(line: 79, column: 20, scope: !138)
!336 = !DILocation(line: 79, column: 14, scope: !138)
!337 = !DILocation(line: 79, column: 24, scope: !138)
!338 = !DILocation(line: 80, column: 13, scope: !339)
!339 = distinct !DILexicalBlock(scope: !138, file: !2, line: 79, column: 29)
!340 = !DILocation(line: 81, column: 13, scope: !339)
!341 = distinct !{!341, !333, !342, !315}
!342 = !DILocation(line: 82, column: 5, scope: !138)
!343 = !DILocation(line: 83, column: 65, scope: !138)
!344 = !DILocation(line: 83, column: 70, scope: !138)
!345 = !DILocation(line: 83, column: 76, scope: !138)
!346 = !DILocation(line: 83, column: 80, scope: !138)
!347 = !DILocation(line: 83, column: 5, scope: !138)
!348 = !DILocalVariable(name: "feps", scope: !138, file: !2, line: 84, type: !280)
!349 = !DILocation(line: 84, column: 11, scope: !138)
!350 = !DILocalVariable(name: "fone", scope: !138, file: !2, line: 85, type: !283)
!351 = !DILocation(line: 85, column: 20, scope: !138)
!352 = !DILocation(line: 86, column: 5, scope: !138)
!353 = !DILocation(line: 86, column: 12, scope: !138)
!354 = !DILocation(line: 86, column: 19, scope: !138)
!355 = !DILocation(line: 86, column: 24, scope: !138)
!356 = !DILocation(line: 86, column: 17, scope: !138)
!357 = !DILocation(line: 86, column: 30, scope: !138)
!358 = !DILocation(line: 86, column: 28, scope: !138)
!359 = !DILocation(line: 87, column: 14, scope: !138)
!360 = distinct !{!360, !352, !361, !315}
!361 = !DILocation(line: 87, column: 17, scope: !138)
!362 = !DILocation(line: 88, column: 51, scope: !138)
!363 = !DILocation(line: 88, column: 43, scope: !138)
!364 = !DILocation(line: 88, column: 57, scope: !138)
!365 = !DILocation(line: 88, column: 62, scope: !138)
!366 = !DILocation(line: 88, column: 5, scope: !138)
!367 = !DILocalVariable(name: "arr", scope: !138, file: !2, line: 90, type: !368)
!368 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 512, elements: !15)
!369 = !DILocation(line: 90, column: 12, scope: !138)
!370 = !DILocation(line: 90, column: 21, scope: !138)
!371 = !DILocation(line: 90, column: 25, scope: !138)
!372 = !DILocation(line: 90, column: 30, scope: !138)
!373 = !DILocation(line: 90, column: 41, scope: !138)
!374 = !DILocation(line: 90, column: 47, scope: !138)
!375 = !DILocation(line: 90, column: 57, scope: !138)
!376 = !DILocation(line: 90, column: 63, scope: !138)
!377 = !DILocation(line: 90, column: 61, scope: !138)
!378 = !DILocalVariable(name: "nans", scope: !138, file: !2, line: 91, type: !141)
!379 = !DILocation(line: 91, column: 9, scope: !138)
!380 = !DILocalVariable(name: "infs", scope: !138, file: !2, line: 91, type: !141)
!381 = !DILocation(line: 91, column: 19, scope: !138)
!382 = !DILocalVariable(name: "sum", scope: !138, file: !2, line: 92, type: !128)
!383 = !DILocation(line: 92, column: 12, scope: !138)
!384 = !DILocalVariable(name: "i", scope: !385, file: !2, line: 93, type: !141)
!385 = distinct !DILexicalBlock(scope: !138, file: !2, line: 93, column: 5)
!386 = !DILocation(line: 93, column: 14, scope: !385)
!387 = !DILocation(line: 93, column: 10, scope: !385)
!388 = !DILocation(line: 93, column: 21, scope: !389)
!389 = distinct !DILexicalBlock(scope: !385, file: !2, line: 93, column: 5)
!390 = !DILocation(line: 93, column: 23, scope: !389)
!391 = !DILocation(line: 93, column: 5, scope: !385)
!392 = !DILocation(line: 94, column: 25, scope: !393)
!393 = distinct !DILexicalBlock(scope: !394, file: !2, line: 94, column: 13)
!394 = distinct !DILexicalBlock(scope: !389, file: !2, line: 93, column: 33)
!395 = !DILocation(line: 94, column: 21, scope: !393)
!396 = !DILocation(line: 94, column: 13, scope: !393)
!397 = !DILocation(line: 94, column: 13, scope: !394)
!398 = !DILocation(line: 95, column: 17, scope: !393)
!399 = !DILocation(line: 95, column: 13, scope: !393)
!400 = !DILocation(line: 96, column: 30, scope: !401)
!401 = distinct !DILexicalBlock(scope: !393, file: !2, line: 96, column: 18)
!402 = !DILocation(line: 96, column: 26, scope: !401)
!403 = !DILocation(line: 96, column: 18, scope: !401)
!404 = !DILocation(line: 96, column: 18, scope: !393)
!405 = !DILocation(line: 97, column: 17, scope: !401)
!406 = !DILocation(line: 97, column: 13, scope: !401)
!407 = !DILocation(line: 99, column: 24, scope: !401)
!408 = !DILocation(line: 99, column: 20, scope: !401)
!409 = !DILocation(line: 99, column: 17, scope: !401)
!410 = !DILocation(line: 100, column: 5, scope: !394)
!411 = !DILocation(line: 93, column: 29, scope: !389)
!412 = !DILocation(line: 93, column: 5, scope: !389)
!413 = distinct !{!413, !391, !414, !315}
!414 = !DILocation(line: 100, column: 5, scope: !385)
!415 = !DILocation(line: 101, column: 47, scope: !138)
!416 = !DILocation(line: 101, column: 53, scope: !138)
!417 = !DILocation(line: 101, column: 59, scope: !138)
!418 = !DILocation(line: 101, column: 5, scope: !138)
!419 = !DILocalVariable(name: "vals", scope: !138, file: !2, line: 103, type: !420)
!420 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 384, elements: !20)
!421 = !DILocation(line: 103, column: 12, scope: !138)
!422 = !DILocation(line: 103, column: 21, scope: !138)
!423 = !DILocation(line: 103, column: 28, scope: !138)
!424 = !DILocation(line: 103, column: 27, scope: !138)
!425 = !DILocation(line: 103, column: 38, scope: !138)
!426 = !DILocalVariable(name: "i", scope: !427, file: !2, line: 104, type: !141)
!427 = distinct !DILexicalBlock(scope: !138, file: !2, line: 104, column: 5)
!428 = !DILocation(line: 104, column: 14, scope: !427)
!429 = !DILocation(line: 104, column: 10, scope: !427)
!430 = !DILocation(line: 104, column: 21, scope: !431)
!431 = distinct !DILexicalBlock(scope: !427, file: !2, line: 104, column: 5)
!432 = !DILocation(line: 104, column: 23, scope: !431)
!433 = !DILocation(line: 104, column: 5, scope: !427)
!434 = !DILocalVariable(name: "j", scope: !435, file: !2, line: 105, type: !141)
!435 = distinct !DILexicalBlock(scope: !431, file: !2, line: 105, column: 9)
!436 = !DILocation(line: 105, column: 18, scope: !435)
!437 = !DILocation(line: 105, column: 22, scope: !435)
!438 = !DILocation(line: 105, column: 24, scope: !435)
!439 = !DILocation(line: 105, column: 14, scope: !435)
!440 = !DILocation(line: 105, column: 29, scope: !441)
!441 = distinct !DILexicalBlock(scope: !435, file: !2, line: 105, column: 9)
!442 = !DILocation(line: 105, column: 31, scope: !441)
!443 = !DILocation(line: 105, column: 9, scope: !435)
!444 = !DILocation(line: 106, column: 22, scope: !445)
!445 = distinct !DILexicalBlock(scope: !441, file: !2, line: 106, column: 17)
!446 = !DILocation(line: 106, column: 17, scope: !445)
!447 = !DILocation(line: 106, column: 32, scope: !445)
!448 = !DILocation(line: 106, column: 27, scope: !445)
!449 = !DILocation(line: 106, column: 25, scope: !445)
!450 = !DILocation(line: 106, column: 17, scope: !441)
!451 = !DILocalVariable(name: "t", scope: !452, file: !2, line: 107, type: !128)
!452 = distinct !DILexicalBlock(scope: !445, file: !2, line: 106, column: 36)
!453 = !DILocation(line: 107, column: 24, scope: !452)
!454 = !DILocation(line: 107, column: 33, scope: !452)
!455 = !DILocation(line: 107, column: 28, scope: !452)
!456 = !DILocation(line: 108, column: 32, scope: !452)
!457 = !DILocation(line: 108, column: 27, scope: !452)
!458 = !DILocation(line: 108, column: 22, scope: !452)
!459 = !DILocation(line: 108, column: 17, scope: !452)
!460 = !DILocation(line: 108, column: 25, scope: !452)
!461 = !DILocation(line: 109, column: 27, scope: !452)
!462 = !DILocation(line: 109, column: 22, scope: !452)
!463 = !DILocation(line: 109, column: 17, scope: !452)
!464 = !DILocation(line: 109, column: 25, scope: !452)
!465 = !DILocation(line: 110, column: 13, scope: !452)
!466 = !DILocation(line: 106, column: 33, scope: !445)
!467 = !DILocation(line: 105, column: 37, scope: !441)
!468 = !DILocation(line: 105, column: 9, scope: !441)
!469 = distinct !{!469, !443, !470, !315}
!470 = !DILocation(line: 110, column: 13, scope: !435)
!471 = !DILocation(line: 104, column: 29, scope: !431)
!472 = !DILocation(line: 104, column: 5, scope: !431)
!473 = distinct !{!473, !433, !474, !315}
!474 = !DILocation(line: 110, column: 13, scope: !427)
!475 = !DILocalVariable(name: "i", scope: !476, file: !2, line: 111, type: !141)
!476 = distinct !DILexicalBlock(scope: !138, file: !2, line: 111, column: 5)
!477 = !DILocation(line: 111, column: 14, scope: !476)
!478 = !DILocation(line: 111, column: 10, scope: !476)
!479 = !DILocation(line: 111, column: 21, scope: !480)
!480 = distinct !DILexicalBlock(scope: !476, file: !2, line: 111, column: 5)
!481 = !DILocation(line: 111, column: 23, scope: !480)
!482 = !DILocation(line: 111, column: 5, scope: !476)
!483 = !DILocation(line: 112, column: 29, scope: !480)
!484 = !DILocation(line: 112, column: 24, scope: !480)
!485 = !DILocation(line: 112, column: 33, scope: !480)
!486 = !DILocation(line: 112, column: 35, scope: !480)
!487 = !DILocation(line: 112, column: 9, scope: !480)
!488 = !DILocation(line: 111, column: 29, scope: !480)
!489 = !DILocation(line: 111, column: 5, scope: !480)
!490 = distinct !{!490, !482, !491, !315}
!491 = !DILocation(line: 112, column: 52, scope: !476)
!492 = !DILocation(line: 113, column: 12, scope: !138)
!493 = !DILocation(line: 113, column: 5, scope: !138)
!494 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 9, type: !495, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !126, retainedNodes: !142)
!495 = !DISubroutineType(types: !496)
!496 = !{!497, !128}
!497 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !498, size: 64)
!498 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!499 = !DILocalVariable(name: "x", arg: 1, scope: !494, file: !2, line: 9, type: !128)
!500 = !DILocation(line: 9, column: 36, scope: !494)
!501 = !DILocation(line: 10, column: 17, scope: !502)
!502 = distinct !DILexicalBlock(scope: !494, file: !2, line: 10, column: 9)
!503 = !DILocation(line: 10, column: 9, scope: !502)
!504 = !DILocation(line: 10, column: 9, scope: !494)
!505 = !DILocation(line: 11, column: 9, scope: !502)
!506 = !DILocation(line: 12, column: 17, scope: !507)
!507 = distinct !DILexicalBlock(scope: !494, file: !2, line: 12, column: 9)
!508 = !DILocation(line: 12, column: 9, scope: !507)
!509 = !DILocation(line: 12, column: 9, scope: !494)
!510 = !DILocation(line: 13, column: 16, scope: !507)
!511 = !DILocation(line: 13, column: 18, scope: !507)
!512 = !DILocation(line: 13, column: 9, scope: !507)
!513 = !DILocation(line: 14, column: 9, scope: !514)
!514 = distinct !DILexicalBlock(scope: !494, file: !2, line: 14, column: 9)
!515 = !DILocation(line: 14, column: 11, scope: !514)
!516 = !DILocation(line: 14, column: 9, scope: !494)
!517 = !DILocation(line: 15, column: 20, scope: !514)
!518 = !DILocation(line: 15, column: 18, scope: !514)
!519 = !DILocation(line: 15, column: 22, scope: !514)
!520 = !DILocation(line: 15, column: 16, scope: !514)
!521 = !DILocation(line: 15, column: 9, scope: !514)
!522 = !DILocation(line: 16, column: 9, scope: !523)
!523 = distinct !DILexicalBlock(scope: !494, file: !2, line: 16, column: 9)
!524 = !DILocation(line: 16, column: 11, scope: !523)
!525 = !DILocation(line: 16, column: 21, scope: !523)
!526 = !DILocation(line: 16, column: 24, scope: !523)
!527 = !DILocation(line: 16, column: 26, scope: !523)
!528 = !DILocation(line: 16, column: 9, scope: !494)
!529 = !DILocation(line: 17, column: 9, scope: !523)
!530 = !DILocation(line: 18, column: 5, scope: !494)
!531 = !DILocation(line: 19, column: 1, scope: !494)
!532 = distinct !DISubprogram(name: "cmp", scope: !2, file: !2, line: 21, type: !533, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !126, retainedNodes: !142)
!533 = !DISubroutineType(types: !534)
!534 = !{null, !497, !128, !128}
!535 = !DILocalVariable(name: "name", arg: 1, scope: !532, file: !2, line: 21, type: !497)
!536 = !DILocation(line: 21, column: 29, scope: !532)
!537 = !DILocalVariable(name: "a", arg: 2, scope: !532, file: !2, line: 21, type: !128)
!538 = !DILocation(line: 21, column: 42, scope: !532)
!539 = !DILocalVariable(name: "b", arg: 3, scope: !532, file: !2, line: 21, type: !128)
!540 = !DILocation(line: 21, column: 52, scope: !532)
!541 = !DILocation(line: 22, column: 57, scope: !532)
!542 = !DILocation(line: 22, column: 63, scope: !532)
!543 = !DILocation(line: 22, column: 68, scope: !532)
!544 = !DILocation(line: 22, column: 65, scope: !532)
!545 = !DILocation(line: 22, column: 71, scope: !532)
!546 = !DILocation(line: 22, column: 76, scope: !532)
!547 = !DILocation(line: 22, column: 73, scope: !532)
!548 = !DILocation(line: 22, column: 79, scope: !532)
!549 = !DILocation(line: 22, column: 83, scope: !532)
!550 = !DILocation(line: 22, column: 81, scope: !532)
!551 = !DILocation(line: 22, column: 86, scope: !532)
!552 = !DILocation(line: 22, column: 91, scope: !532)
!553 = !DILocation(line: 22, column: 88, scope: !532)
!554 = !DILocation(line: 23, column: 12, scope: !532)
!555 = !DILocation(line: 23, column: 16, scope: !532)
!556 = !DILocation(line: 23, column: 14, scope: !532)
!557 = !DILocation(line: 23, column: 19, scope: !532)
!558 = !DILocation(line: 23, column: 24, scope: !532)
!559 = !DILocation(line: 23, column: 21, scope: !532)
!560 = !DILocation(line: 22, column: 5, scope: !532)
!561 = !DILocation(line: 24, column: 1, scope: !532)
!562 = distinct !DISubprogram(name: "isnan_d", scope: !2, file: !2, line: 6, type: !563, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !126, retainedNodes: !142)
!563 = !DISubroutineType(types: !564)
!564 = !{!141, !128}
!565 = !DILocalVariable(name: "x", arg: 1, scope: !562, file: !2, line: 6, type: !128)
!566 = !DILocation(line: 6, column: 27, scope: !562)
!567 = !DILocation(line: 6, column: 39, scope: !562)
!568 = !DILocation(line: 6, column: 44, scope: !562)
!569 = !DILocation(line: 6, column: 41, scope: !562)
!570 = !DILocation(line: 6, column: 32, scope: !562)
!571 = distinct !DISubprogram(name: "isinf_d", scope: !2, file: !2, line: 7, type: !563, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !126, retainedNodes: !142)
!572 = !DILocalVariable(name: "x", arg: 1, scope: !571, file: !2, line: 7, type: !128)
!573 = !DILocation(line: 7, column: 27, scope: !571)
!574 = !DILocation(line: 7, column: 48, scope: !571)
!575 = !DILocation(line: 7, column: 40, scope: !571)
!576 = !DILocation(line: 7, column: 51, scope: !571)
!577 = !DILocation(line: 7, column: 62, scope: !571)
!578 = !DILocation(line: 7, column: 66, scope: !571)
!579 = !DILocation(line: 7, column: 64, scope: !571)
!580 = !DILocation(line: 7, column: 54, scope: !571)
!581 = !DILocation(line: 0, scope: !571)
!582 = !DILocation(line: 7, column: 32, scope: !571)
