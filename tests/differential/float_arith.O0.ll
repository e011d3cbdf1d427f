; ModuleID = 'float_arith.c'
source_filename = "float_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"%f %f %f %f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"%.10f %.3e %g %g\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [10 x i8] c"%e %e %e\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [16 x i8] c"%g %g %g %g %g\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [19 x i8] c"%.3g %.10g %#g %g\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [30 x i8] c"%10.4f|%-10.2f|%+.1f|%010.3f\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [33 x i8] c"float 0.1+0.2=%.9f double=%.17f\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [26 x i8] c"float eq %d double eq %d\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [32 x i8] c"H(%d): float %.7f double %.15f\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [14 x i8] c"p(%d/2)=%.6f\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [18 x i8] c"sqrt(%d) ~ %.12f\0A\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [15 x i8] c"p*q+r = %.20e\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [17 x i8] c"e1*e2-1 = %.20e\0A\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [17 x i8] c"f1*f2-1 = %.20e\0A\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [25 x i8] c"runtime e1*e2-1 = %.20e\0A\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [25 x i8] c"runtime f1*f2-1 = %.20e\0A\00", align 1, !dbg !71
@.str.16 = private unnamed_addr constant [33 x i8] c"third f=%.20f d=%.20f diff=%.5e\0A\00", align 1, !dbg !73
@.str.17 = private unnamed_addr constant [17 x i8] c"leibniz*4=%.12f\0A\00", align 1, !dbg !75
@.str.18 = private unnamed_addr constant [22 x i8] c"leibniz*4 float=%.7f\0A\00", align 1, !dbg !77
@.str.19 = private unnamed_addr constant [24 x i8] c"negzero %f %g %e eq=%d\0A\00", align 1, !dbg !82
@.str.20 = private unnamed_addr constant [23 x i8] c"tiny %g %e huge %g %e\0A\00", align 1, !dbg !87
@.str.21 = private unnamed_addr constant [26 x i8] c"%.0f %.0f %.0f %.0f %.0f\0A\00", align 1, !dbg !92
@.str.22 = private unnamed_addr constant [16 x i8] c"%.2f %.2f %.1f\0A\00", align 1, !dbg !94

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !109 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca [5 x double], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca float, align 4
  %29 = alloca float, align 4
  %30 = alloca float, align 4
  %31 = alloca float, align 4
  %32 = alloca float, align 4
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  %35 = alloca i32, align 4
  %36 = alloca float, align 4
  %37 = alloca i32, align 4
  %38 = alloca double, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !114, !DIExpression(), !115)
  store double 1.500000e+00, ptr %2, align 8, !dbg !115
    #dbg_declare(ptr %3, !116, !DIExpression(), !117)
  store double -2.250000e+00, ptr %3, align 8, !dbg !117
    #dbg_declare(ptr %4, !118, !DIExpression(), !119)
  store double 1.000000e-03, ptr %4, align 8, !dbg !119
    #dbg_declare(ptr %5, !120, !DIExpression(), !121)
  store double 0x40C81CD6E631F8A1, ptr %5, align 8, !dbg !121
  %39 = load double, ptr %2, align 8, !dbg !122
  %40 = load double, ptr %3, align 8, !dbg !123
  %41 = fadd double %39, %40, !dbg !124
  %42 = load double, ptr %2, align 8, !dbg !125
  %43 = load double, ptr %3, align 8, !dbg !126
  %44 = fmul double %42, %43, !dbg !127
  %45 = load double, ptr %2, align 8, !dbg !128
  %46 = load double, ptr %3, align 8, !dbg !129
  %47 = fdiv double %45, %46, !dbg !130
  %48 = load double, ptr %2, align 8, !dbg !131
  %49 = load double, ptr %3, align 8, !dbg !132
  %50 = fsub double %48, %49, !dbg !133
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %41, double noundef %44, double noundef %47, double noundef %50), !dbg !134
  %52 = load double, ptr %4, align 8, !dbg !135
  %53 = load double, ptr %5, align 8, !dbg !136
  %54 = fmul double %52, %53, !dbg !137
  %55 = load double, ptr %4, align 8, !dbg !138
  %56 = load double, ptr %5, align 8, !dbg !139
  %57 = fmul double %55, %56, !dbg !140
  %58 = load double, ptr %4, align 8, !dbg !141
  %59 = load double, ptr %5, align 8, !dbg !142
  %60 = fmul double %58, %59, !dbg !143
  %61 = load double, ptr %5, align 8, !dbg !144
  %62 = load double, ptr %5, align 8, !dbg !145
  %63 = fmul double %61, %62, !dbg !146
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %54, double noundef %57, double noundef %60, double noundef %63), !dbg !147
  %65 = load double, ptr %5, align 8, !dbg !148
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %65, double noundef 0x3FD5555555555555, double noundef 0xBFE5555555555555), !dbg !149
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 0x419D6F3454000000), !dbg !150
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 2.000000e+00, double noundef 0.000000e+00), !dbg !151
  %69 = load double, ptr %2, align 8, !dbg !152
  %70 = load double, ptr %3, align 8, !dbg !153
  %71 = load double, ptr %4, align 8, !dbg !154
  %72 = load double, ptr %5, align 8, !dbg !155
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %69, double noundef %70, double noundef %71, double noundef %72), !dbg !156
    #dbg_declare(ptr %6, !157, !DIExpression(), !158)
  store float 0x3FB99999A0000000, ptr %6, align 4, !dbg !158
    #dbg_declare(ptr %7, !159, !DIExpression(), !160)
  store float 0x3FC99999A0000000, ptr %7, align 4, !dbg !160
  %74 = load float, ptr %6, align 4, !dbg !161
  %75 = load float, ptr %7, align 4, !dbg !162
  %76 = fadd float %74, %75, !dbg !163
  %77 = fpext float %76 to double, !dbg !161
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %77, double noundef 0x3FD3333333333334), !dbg !164
  %79 = load float, ptr %6, align 4, !dbg !165
  %80 = load float, ptr %7, align 4, !dbg !166
  %81 = fadd float %79, %80, !dbg !167
  %82 = fcmp oeq float %81, 0x3FD3333340000000, !dbg !168
  %83 = zext i1 %82 to i32, !dbg !168
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %83, i32 noundef 0), !dbg !169
    #dbg_declare(ptr %8, !170, !DIExpression(), !172)
  store i32 1, ptr %8, align 4, !dbg !172
  br label %85, !dbg !173

85:                                               ; preds = %96, %0
  %86 = load i32, ptr %8, align 4, !dbg !174
  %87 = icmp sle i32 %86, 1000, !dbg !176
  br i1 %87, label %88, label %99, !dbg !177

88:                                               ; preds = %85
  %89 = load i32, ptr %8, align 4, !dbg !178
  %90 = load i32, ptr %8, align 4, !dbg !179
  %91 = call float @harmonic_f(i32 noundef %90), !dbg !180
  %92 = fpext float %91 to double, !dbg !180
  %93 = load i32, ptr %8, align 4, !dbg !181
  %94 = call double @harmonic_d(i32 noundef %93), !dbg !182
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %89, double noundef %92, double noundef %94), !dbg !183
  br label %96, !dbg !183

96:                                               ; preds = %88
  %97 = load i32, ptr %8, align 4, !dbg !184
  %98 = mul nsw i32 %97, 10, !dbg !184
  store i32 %98, ptr %8, align 4, !dbg !184
  br label %85, !dbg !185, !llvm.loop !186

99:                                               ; preds = %85
    #dbg_declare(ptr %9, !189, !DIExpression(), !194)
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 40, i1 false), !dbg !194
  %100 = getelementptr inbounds [5 x double], ptr %9, i32 0, i32 0, !dbg !194
  store double 1.000000e+00, ptr %100, align 16, !dbg !194
  %101 = getelementptr inbounds [5 x double], ptr %9, i32 0, i32 1, !dbg !194
  store double -3.000000e+00, ptr %101, align 8, !dbg !194
  %102 = getelementptr inbounds [5 x double], ptr %9, i32 0, i32 2, !dbg !194
  store double 5.000000e-01, ptr %102, align 16, !dbg !194
  %103 = getelementptr inbounds [5 x double], ptr %9, i32 0, i32 3, !dbg !194
  store double 2.000000e+00, ptr %103, align 8, !dbg !194
  %104 = getelementptr inbounds [5 x double], ptr %9, i32 0, i32 4, !dbg !194
  store double -1.250000e-01, ptr %104, align 16, !dbg !194
    #dbg_declare(ptr %10, !195, !DIExpression(), !197)
  store i32 -3, ptr %10, align 4, !dbg !197
  br label %105, !dbg !198

105:                                              ; preds = %116, %99
  %106 = load i32, ptr %10, align 4, !dbg !199
  %107 = icmp sle i32 %106, 3, !dbg !201
  br i1 %107, label %108, label %119, !dbg !202

108:                                              ; preds = %105
  %109 = load i32, ptr %10, align 4, !dbg !203
  %110 = getelementptr inbounds [5 x double], ptr %9, i64 0, i64 0, !dbg !204
  %111 = load i32, ptr %10, align 4, !dbg !205
  %112 = sitofp i32 %111 to double, !dbg !205
  %113 = fdiv double %112, 2.000000e+00, !dbg !206
  %114 = call double @horner(ptr noundef %110, i32 noundef 5, double noundef %113), !dbg !207
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %109, double noundef %114), !dbg !208
  br label %116, !dbg !208

116:                                              ; preds = %108
  %117 = load i32, ptr %10, align 4, !dbg !209
  %118 = add nsw i32 %117, 1, !dbg !209
  store i32 %118, ptr %10, align 4, !dbg !209
  br label %105, !dbg !210, !llvm.loop !211

119:                                              ; preds = %105
    #dbg_declare(ptr %11, !213, !DIExpression(), !215)
  store i32 1, ptr %11, align 4, !dbg !215
  br label %120, !dbg !216

120:                                              ; preds = %129, %119
  %121 = load i32, ptr %11, align 4, !dbg !217
  %122 = icmp slt i32 %121, 40, !dbg !219
  br i1 %122, label %123, label %132, !dbg !220

123:                                              ; preds = %120
  %124 = load i32, ptr %11, align 4, !dbg !221
  %125 = load i32, ptr %11, align 4, !dbg !222
  %126 = sitofp i32 %125 to double, !dbg !222
  %127 = call double @newton_sqrt(double noundef %126), !dbg !223
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %124, double noundef %127), !dbg !224
  br label %129, !dbg !224

129:                                              ; preds = %123
  %130 = load i32, ptr %11, align 4, !dbg !225
  %131 = add nsw i32 %130, 6, !dbg !225
  store i32 %131, ptr %11, align 4, !dbg !225
  br label %120, !dbg !226, !llvm.loop !227

132:                                              ; preds = %120
    #dbg_declare(ptr %12, !229, !DIExpression(), !230)
  store double 1.000000e-01, ptr %12, align 8, !dbg !230
    #dbg_declare(ptr %13, !231, !DIExpression(), !232)
  store double 1.000000e+01, ptr %13, align 8, !dbg !232
    #dbg_declare(ptr %14, !233, !DIExpression(), !234)
  store double -1.000000e+00, ptr %14, align 8, !dbg !234
    #dbg_declare(ptr %15, !235, !DIExpression(), !236)
  %133 = load double, ptr %12, align 8, !dbg !237
  %134 = load double, ptr %13, align 8, !dbg !238
  %135 = fmul double %133, %134, !dbg !239
  store double %135, ptr %15, align 8, !dbg !236
  %136 = load double, ptr %15, align 8, !dbg !240
  %137 = load double, ptr %14, align 8, !dbg !241
  %138 = fadd double %136, %137, !dbg !242
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %138), !dbg !243
    #dbg_declare(ptr %16, !244, !DIExpression(), !245)
  store double 0x3FF0000000400000, ptr %16, align 8, !dbg !245
    #dbg_declare(ptr %17, !246, !DIExpression(), !247)
  store double 0x3FEFFFFFFF800000, ptr %17, align 8, !dbg !247
    #dbg_declare(ptr %18, !248, !DIExpression(), !249)
  %140 = load double, ptr %16, align 8, !dbg !250
  %141 = load double, ptr %17, align 8, !dbg !251
  %142 = fmul double %140, %141, !dbg !252
  store double %142, ptr %18, align 8, !dbg !249
  %143 = load double, ptr %18, align 8, !dbg !253
  %144 = fsub double %143, 1.000000e+00, !dbg !254
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %144), !dbg !255
    #dbg_declare(ptr %19, !256, !DIExpression(), !257)
  store float 0x3FF0008000000000, ptr %19, align 4, !dbg !257
    #dbg_declare(ptr %20, !258, !DIExpression(), !259)
  store float 0x3FEFFF0000000000, ptr %20, align 4, !dbg !259
    #dbg_declare(ptr %21, !260, !DIExpression(), !261)
  %146 = load float, ptr %19, align 4, !dbg !262
  %147 = load float, ptr %20, align 4, !dbg !263
  %148 = fmul float %146, %147, !dbg !264
  store float %148, ptr %21, align 4, !dbg !261
  %149 = load float, ptr %21, align 4, !dbg !265
  %150 = fsub float %149, 1.000000e+00, !dbg !266
  %151 = fpext float %150 to double, !dbg !267
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %151), !dbg !268
    #dbg_declare(ptr %22, !269, !DIExpression(), !271)
  %153 = load double, ptr %16, align 8, !dbg !272
  store volatile double %153, ptr %22, align 8, !dbg !271
    #dbg_declare(ptr %23, !273, !DIExpression(), !274)
  %154 = load double, ptr %17, align 8, !dbg !275
  store volatile double %154, ptr %23, align 8, !dbg !274
    #dbg_declare(ptr %24, !276, !DIExpression(), !277)
  store volatile double -1.000000e+00, ptr %24, align 8, !dbg !277
    #dbg_declare(ptr %25, !278, !DIExpression(), !279)
  %155 = load volatile double, ptr %22, align 8, !dbg !280
  store double %155, ptr %25, align 8, !dbg !279
    #dbg_declare(ptr %26, !281, !DIExpression(), !282)
  %156 = load volatile double, ptr %23, align 8, !dbg !283
  store double %156, ptr %26, align 8, !dbg !282
    #dbg_declare(ptr %27, !284, !DIExpression(), !285)
  %157 = load volatile double, ptr %24, align 8, !dbg !286
  store double %157, ptr %27, align 8, !dbg !285
  %158 = load double, ptr %25, align 8, !dbg !287
  %159 = load double, ptr %26, align 8, !dbg !288
  %160 = load double, ptr %27, align 8, !dbg !289
  %161 = call double @llvm.fmuladd.f64(double %158, double %159, double %160), !dbg !290
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %161), !dbg !291
    #dbg_declare(ptr %28, !292, !DIExpression(), !294)
  %163 = load float, ptr %19, align 4, !dbg !295
  store volatile float %163, ptr %28, align 4, !dbg !294
    #dbg_declare(ptr %29, !296, !DIExpression(), !297)
  %164 = load float, ptr %20, align 4, !dbg !298
  store volatile float %164, ptr %29, align 4, !dbg !297
    #dbg_declare(ptr %30, !299, !DIExpression(), !300)
  %165 = load volatile float, ptr %28, align 4, !dbg !301
  store float %165, ptr %30, align 4, !dbg !300
    #dbg_declare(ptr %31, !302, !DIExpression(), !303)
  %166 = load volatile float, ptr %29, align 4, !dbg !304
  store float %166, ptr %31, align 4, !dbg !303
  %167 = load float, ptr %30, align 4, !dbg !305
  %168 = load float, ptr %31, align 4, !dbg !306
  %169 = call float @llvm.fmuladd.f32(float %167, float %168, float -1.000000e+00), !dbg !307
  %170 = fpext float %169 to double, !dbg !308
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, double noundef %170), !dbg !309
    #dbg_declare(ptr %32, !310, !DIExpression(), !311)
  store float 0x3FD5555560000000, ptr %32, align 4, !dbg !311
    #dbg_declare(ptr %33, !312, !DIExpression(), !313)
  store double 0x3FD5555555555555, ptr %33, align 8, !dbg !313
  %172 = load float, ptr %32, align 4, !dbg !314
  %173 = fpext float %172 to double, !dbg !314
  %174 = load double, ptr %33, align 8, !dbg !315
  %175 = load float, ptr %32, align 4, !dbg !316
  %176 = fpext float %175 to double, !dbg !316
  %177 = load double, ptr %33, align 8, !dbg !317
  %178 = fsub double %176, %177, !dbg !318
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %173, double noundef %174, double noundef %178), !dbg !319
    #dbg_declare(ptr %34, !320, !DIExpression(), !321)
  store double 0.000000e+00, ptr %34, align 8, !dbg !321
    #dbg_declare(ptr %35, !322, !DIExpression(), !324)
  store i32 0, ptr %35, align 4, !dbg !324
  br label %180, !dbg !325

180:                                              ; preds = %196, %132
  %181 = load i32, ptr %35, align 4, !dbg !326
  %182 = icmp slt i32 %181, 1000, !dbg !328
  br i1 %182, label %183, label %199, !dbg !329

183:                                              ; preds = %180
  %184 = load i32, ptr %35, align 4, !dbg !330
  %185 = srem i32 %184, 2, !dbg !331
  %186 = icmp ne i32 %185, 0, !dbg !330
  %187 = zext i1 %186 to i64, !dbg !330
  %188 = select i1 %186, double -1.000000e+00, double 1.000000e+00, !dbg !330
  %189 = load i32, ptr %35, align 4, !dbg !332
  %190 = mul nsw i32 2, %189, !dbg !333
  %191 = add nsw i32 %190, 1, !dbg !334
  %192 = sitofp i32 %191 to double, !dbg !335
  %193 = fdiv double %188, %192, !dbg !336
  %194 = load double, ptr %34, align 8, !dbg !337
  %195 = fadd double %194, %193, !dbg !337
  store double %195, ptr %34, align 8, !dbg !337
  br label %196, !dbg !338

196:                                              ; preds = %183
  %197 = load i32, ptr %35, align 4, !dbg !339
  %198 = add nsw i32 %197, 1, !dbg !339
  store i32 %198, ptr %35, align 4, !dbg !339
  br label %180, !dbg !340, !llvm.loop !341

199:                                              ; preds = %180
  %200 = load double, ptr %34, align 8, !dbg !343
  %201 = fmul double 4.000000e+00, %200, !dbg !344
  %202 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, double noundef %201), !dbg !345
    #dbg_declare(ptr %36, !346, !DIExpression(), !347)
  store float 0.000000e+00, ptr %36, align 4, !dbg !347
    #dbg_declare(ptr %37, !348, !DIExpression(), !350)
  store i32 0, ptr %37, align 4, !dbg !350
  br label %203, !dbg !351

203:                                              ; preds = %219, %199
  %204 = load i32, ptr %37, align 4, !dbg !352
  %205 = icmp slt i32 %204, 1000, !dbg !354
  br i1 %205, label %206, label %222, !dbg !355

206:                                              ; preds = %203
  %207 = load i32, ptr %37, align 4, !dbg !356
  %208 = srem i32 %207, 2, !dbg !357
  %209 = icmp ne i32 %208, 0, !dbg !356
  %210 = zext i1 %209 to i64, !dbg !356
  %211 = select i1 %209, float -1.000000e+00, float 1.000000e+00, !dbg !356
  %212 = load i32, ptr %37, align 4, !dbg !358
  %213 = mul nsw i32 2, %212, !dbg !359
  %214 = add nsw i32 %213, 1, !dbg !360
  %215 = sitofp i32 %214 to float, !dbg !361
  %216 = fdiv float %211, %215, !dbg !362
  %217 = load float, ptr %36, align 4, !dbg !363
  %218 = fadd float %217, %216, !dbg !363
  store float %218, ptr %36, align 4, !dbg !363
  br label %219, !dbg !364

219:                                              ; preds = %206
  %220 = load i32, ptr %37, align 4, !dbg !365
  %221 = add nsw i32 %220, 1, !dbg !365
  store i32 %221, ptr %37, align 4, !dbg !365
  br label %203, !dbg !366, !llvm.loop !367

222:                                              ; preds = %203
  %223 = load float, ptr %36, align 4, !dbg !369
  %224 = fmul float 4.000000e+00, %223, !dbg !370
  %225 = fpext float %224 to double, !dbg !371
  %226 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %225), !dbg !372
    #dbg_declare(ptr %38, !373, !DIExpression(), !374)
  store double -0.000000e+00, ptr %38, align 8, !dbg !374
  %227 = load double, ptr %38, align 8, !dbg !375
  %228 = load double, ptr %38, align 8, !dbg !376
  %229 = load double, ptr %38, align 8, !dbg !377
  %230 = load double, ptr %38, align 8, !dbg !378
  %231 = fcmp oeq double %230, 0.000000e+00, !dbg !379
  %232 = zext i1 %231 to i32, !dbg !379
  %233 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %227, double noundef %228, double noundef %229, i32 noundef %232), !dbg !380
  %234 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, double noundef 1.000000e-310, double noundef 4.940660e-324, double noundef 1.700000e+308, double noundef 0x7FEFFFFFFFFFFFFF), !dbg !381
  %235 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -5.000000e-01), !dbg !382
  %236 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, double noundef 1.005000e+00, double noundef 1.125000e+00, double noundef 2.500000e-01), !dbg !383
  ret i32 0, !dbg !384
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @harmonic_f(i32 noundef %0) #0 !dbg !385 {
  %2 = alloca i32, align 4
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !388, !DIExpression(), !389)
    #dbg_declare(ptr %3, !390, !DIExpression(), !391)
  store float 0.000000e+00, ptr %3, align 4, !dbg !391
    #dbg_declare(ptr %4, !392, !DIExpression(), !394)
  store i32 1, ptr %4, align 4, !dbg !394
  br label %5, !dbg !395

5:                                                ; preds = %15, %1
  %6 = load i32, ptr %4, align 4, !dbg !396
  %7 = load i32, ptr %2, align 4, !dbg !398
  %8 = icmp sle i32 %6, %7, !dbg !399
  br i1 %8, label %9, label %18, !dbg !400

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !401
  %11 = sitofp i32 %10 to float, !dbg !402
  %12 = fdiv float 1.000000e+00, %11, !dbg !403
  %13 = load float, ptr %3, align 4, !dbg !404
  %14 = fadd float %13, %12, !dbg !404
  store float %14, ptr %3, align 4, !dbg !404
  br label %15, !dbg !405

15:                                               ; preds = %9
  %16 = load i32, ptr %4, align 4, !dbg !406
  %17 = add nsw i32 %16, 1, !dbg !406
  store i32 %17, ptr %4, align 4, !dbg !406
  br label %5, !dbg !407, !llvm.loop !408

18:                                               ; preds = %5
  %19 = load float, ptr %3, align 4, !dbg !410
  ret float %19, !dbg !411
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @harmonic_d(i32 noundef %0) #0 !dbg !412 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !415, !DIExpression(), !416)
    #dbg_declare(ptr %3, !417, !DIExpression(), !418)
  store double 0.000000e+00, ptr %3, align 8, !dbg !418
    #dbg_declare(ptr %4, !419, !DIExpression(), !421)
  store i32 1, ptr %4, align 4, !dbg !421
  br label %5, !dbg !422

5:                                                ; preds = %15, %1
  %6 = load i32, ptr %4, align 4, !dbg !423
  %7 = load i32, ptr %2, align 4, !dbg !425
  %8 = icmp sle i32 %6, %7, !dbg !426
  br i1 %8, label %9, label %18, !dbg !427

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !428
  %11 = sitofp i32 %10 to double, !dbg !428
  %12 = fdiv double 1.000000e+00, %11, !dbg !429
  %13 = load double, ptr %3, align 8, !dbg !430
  %14 = fadd double %13, %12, !dbg !430
  store double %14, ptr %3, align 8, !dbg !430
  br label %15, !dbg !431

15:                                               ; preds = %9
  %16 = load i32, ptr %4, align 4, !dbg !432
  %17 = add nsw i32 %16, 1, !dbg !432
  store i32 %17, ptr %4, align 4, !dbg !432
  br label %5, !dbg !433, !llvm.loop !434

18:                                               ; preds = %5
  %19 = load double, ptr %3, align 8, !dbg !436
  ret double %19, !dbg !437
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @horner(ptr noundef %0, i32 noundef %1, double noundef %2) #0 !dbg !438 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !442, !DIExpression(), !443)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !444, !DIExpression(), !445)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !446, !DIExpression(), !447)
    #dbg_declare(ptr %7, !448, !DIExpression(), !449)
  store double 0.000000e+00, ptr %7, align 8, !dbg !449
    #dbg_declare(ptr %8, !450, !DIExpression(), !452)
  %9 = load i32, ptr %5, align 4, !dbg !453
  %10 = sub nsw i32 %9, 1, !dbg !454
  store i32 %10, ptr %8, align 4, !dbg !452
  br label %11, !dbg !455

11:                                               ; preds = %23, %3
  %12 = load i32, ptr %8, align 4, !dbg !456
  %13 = icmp sge i32 %12, 0, !dbg !458
  br i1 %13, label %14, label %26, !dbg !459

14:                                               ; preds = %11
  %15 = load double, ptr %7, align 8, !dbg !460
  %16 = load double, ptr %6, align 8, !dbg !461
  %17 = load ptr, ptr %4, align 8, !dbg !462
  %18 = load i32, ptr %8, align 4, !dbg !463
  %19 = sext i32 %18 to i64, !dbg !462
  %20 = getelementptr inbounds double, ptr %17, i64 %19, !dbg !462
  %21 = load double, ptr %20, align 8, !dbg !462
  %22 = call double @llvm.fmuladd.f64(double %15, double %16, double %21), !dbg !464
  store double %22, ptr %7, align 8, !dbg !465
  br label %23, !dbg !466

23:                                               ; preds = %14
  %24 = load i32, ptr %8, align 4, !dbg !467
  %25 = add nsw i32 %24, -1, !dbg !467
  store i32 %25, ptr %8, align 4, !dbg !467
  br label %11, !dbg !468, !llvm.loop !469

26:                                               ; preds = %11
  %27 = load double, ptr %7, align 8, !dbg !471
  ret double %27, !dbg !472
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @newton_sqrt(double noundef %0) #0 !dbg !473 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !476, !DIExpression(), !477)
    #dbg_declare(ptr %3, !478, !DIExpression(), !479)
  %5 = load double, ptr %2, align 8, !dbg !480
  %6 = fcmp ogt double %5, 1.000000e+00, !dbg !481
  br i1 %6, label %7, label %9, !dbg !480

7:                                                ; preds = %1
  %8 = load double, ptr %2, align 8, !dbg !482
  br label %10, !dbg !480

9:                                                ; preds = %1
  br label %10, !dbg !480

10:                                               ; preds = %9, %7
  %11 = phi double [ %8, %7 ], [ 1.000000e+00, %9 ], !dbg !480
  store double %11, ptr %3, align 8, !dbg !479
    #dbg_declare(ptr %4, !483, !DIExpression(), !485)
  store i32 0, ptr %4, align 4, !dbg !485
  br label %12, !dbg !486

12:                                               ; preds = %22, %10
  %13 = load i32, ptr %4, align 4, !dbg !487
  %14 = icmp slt i32 %13, 60, !dbg !489
  br i1 %14, label %15, label %25, !dbg !490

15:                                               ; preds = %12
  %16 = load double, ptr %3, align 8, !dbg !491
  %17 = load double, ptr %2, align 8, !dbg !492
  %18 = load double, ptr %3, align 8, !dbg !493
  %19 = fdiv double %17, %18, !dbg !494
  %20 = fadd double %16, %19, !dbg !495
  %21 = fmul double 5.000000e-01, %20, !dbg !496
  store double %21, ptr %3, align 8, !dbg !497
  br label %22, !dbg !498

22:                                               ; preds = %15
  %23 = load i32, ptr %4, align 4, !dbg !499
  %24 = add nsw i32 %23, 1, !dbg !499
  store i32 %24, ptr %4, align 4, !dbg !499
  br label %12, !dbg !500, !llvm.loop !501

25:                                               ; preds = %12
  %26 = load double, ptr %3, align 8, !dbg !503
  ret double %26, !dbg !504
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!96}
!llvm.module.flags = !{!101, !102, !103, !104, !105, !106, !107}
!llvm.ident = !{!108}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_arith.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "e4d2ed278bc704b93efba1f286be1a5c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 13)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 10)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 16)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 30)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 33)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 26)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 32)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 14)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !9, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 15)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 17)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !61, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 25)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !68, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !34, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !61, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 22)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 24)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 23)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !39, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !19, isLocal: true, isDefinition: true)
!96 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !97, globals: !100, splitDebugInlining: false, nameTableKind: None)
!97 = !{!98, !99}
!98 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!99 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!100 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !54, !59, !64, !66, !71, !73, !75, !77, !82, !87, !92, !94}
!101 = !{i32 7, !"Dwarf Version", i32 5}
!102 = !{i32 2, !"Debug Info Version", i32 3}
!103 = !{i32 1, !"wchar_size", i32 4}
!104 = !{i32 8, !"PIC Level", i32 2}
!105 = !{i32 7, !"PIE Level", i32 2}
!106 = !{i32 7, !"uwtable", i32 2}
!107 = !{i32 7, !"frame-pointer", i32 2}
!108 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!109 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !110, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !96, retainedNodes: !113)
!110 = !DISubroutineType(types: !111)
!111 = !{!112}
!112 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!113 = !{}
!114 = !DILocalVariable(name: "a", scope: !109, file: !2, line: 34, type: !98)
!115 = !DILocation(line: 34, column: 12, scope: !109)
!116 = !DILocalVariable(name: "b", scope: !109, file: !2, line: 34, type: !98)
!117 = !DILocation(line: 34, column: 21, scope: !109)
!118 = !DILocalVariable(name: "c", scope: !109, file: !2, line: 34, type: !98)
!119 = !DILocation(line: 34, column: 32, scope: !109)
!120 = !DILocalVariable(name: "d", scope: !109, file: !2, line: 34, type: !98)
!121 = !DILocation(line: 34, column: 42, scope: !109)
!122 = !DILocation(line: 35, column: 29, scope: !109)
!123 = !DILocation(line: 35, column: 33, scope: !109)
!124 = !DILocation(line: 35, column: 31, scope: !109)
!125 = !DILocation(line: 35, column: 36, scope: !109)
!126 = !DILocation(line: 35, column: 40, scope: !109)
!127 = !DILocation(line: 35, column: 38, scope: !109)
!128 = !DILocation(line: 35, column: 43, scope: !109)
!129 = !DILocation(line: 35, column: 47, scope: !109)
!130 = !DILocation(line: 35, column: 45, scope: !109)
!131 = !DILocation(line: 35, column: 50, scope: !109)
!132 = !DILocation(line: 35, column: 54, scope: !109)
!133 = !DILocation(line: 35, column: 52, scope: !109)
!134 = !DILocation(line: 35, column: 5, scope: !109)
!135 = !DILocation(line: 36, column: 34, scope: !109)
!136 = !DILocation(line: 36, column: 38, scope: !109)
!137 = !DILocation(line: 36, column: 36, scope: !109)
!138 = !DILocation(line: 36, column: 41, scope: !109)
!139 = !DILocation(line: 36, column: 45, scope: !109)
!140 = !DILocation(line: 36, column: 43, scope: !109)
!141 = !DILocation(line: 36, column: 48, scope: !109)
!142 = !DILocation(line: 36, column: 52, scope: !109)
!143 = !DILocation(line: 36, column: 50, scope: !109)
!144 = !DILocation(line: 36, column: 55, scope: !109)
!145 = !DILocation(line: 36, column: 59, scope: !109)
!146 = !DILocation(line: 36, column: 57, scope: !109)
!147 = !DILocation(line: 36, column: 5, scope: !109)
!148 = !DILocation(line: 37, column: 26, scope: !109)
!149 = !DILocation(line: 37, column: 5, scope: !109)
!150 = !DILocation(line: 38, column: 5, scope: !109)
!151 = !DILocation(line: 39, column: 5, scope: !109)
!152 = !DILocation(line: 40, column: 46, scope: !109)
!153 = !DILocation(line: 40, column: 49, scope: !109)
!154 = !DILocation(line: 40, column: 52, scope: !109)
!155 = !DILocation(line: 40, column: 55, scope: !109)
!156 = !DILocation(line: 40, column: 5, scope: !109)
!157 = !DILocalVariable(name: "fa", scope: !109, file: !2, line: 41, type: !99)
!158 = !DILocation(line: 41, column: 11, scope: !109)
!159 = !DILocalVariable(name: "fb", scope: !109, file: !2, line: 41, type: !99)
!160 = !DILocation(line: 41, column: 22, scope: !109)
!161 = !DILocation(line: 42, column: 49, scope: !109)
!162 = !DILocation(line: 42, column: 54, scope: !109)
!163 = !DILocation(line: 42, column: 52, scope: !109)
!164 = !DILocation(line: 42, column: 5, scope: !109)
!165 = !DILocation(line: 43, column: 42, scope: !109)
!166 = !DILocation(line: 43, column: 47, scope: !109)
!167 = !DILocation(line: 43, column: 45, scope: !109)
!168 = !DILocation(line: 43, column: 50, scope: !109)
!169 = !DILocation(line: 43, column: 5, scope: !109)
!170 = !DILocalVariable(name: "n", scope: !171, file: !2, line: 44, type: !112)
!171 = distinct !DILexicalBlock(scope: !109, file: !2, line: 44, column: 5)
!172 = !DILocation(line: 44, column: 14, scope: !171)
!173 = !DILocation(line: 44, column: 10, scope: !171)
!174 = !DILocation(line: 44, column: 21, scope: !175)
!175 = distinct !DILexicalBlock(scope: !171, file: !2, line: 44, column: 5)
!176 = !DILocation(line: 44, column: 23, scope: !175)
!177 = !DILocation(line: 44, column: 5, scope: !171)
!178 = !DILocation(line: 45, column: 52, scope: !175)
!179 = !DILocation(line: 45, column: 66, scope: !175)
!180 = !DILocation(line: 45, column: 55, scope: !175)
!181 = !DILocation(line: 45, column: 81, scope: !175)
!182 = !DILocation(line: 45, column: 70, scope: !175)
!183 = !DILocation(line: 45, column: 9, scope: !175)
!184 = !DILocation(line: 44, column: 34, scope: !175)
!185 = !DILocation(line: 44, column: 5, scope: !175)
!186 = distinct !{!186, !177, !187, !188}
!187 = !DILocation(line: 45, column: 83, scope: !171)
!188 = !{!"llvm.loop.mustprogress"}
!189 = !DILocalVariable(name: "coeffs", scope: !109, file: !2, line: 46, type: !190)
!190 = !DICompositeType(tag: DW_TAG_array_type, baseType: !191, size: 320, elements: !192)
!191 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!192 = !{!193}
!193 = !DISubrange(count: 5)
!194 = !DILocation(line: 46, column: 18, scope: !109)
!195 = !DILocalVariable(name: "i", scope: !196, file: !2, line: 47, type: !112)
!196 = distinct !DILexicalBlock(scope: !109, file: !2, line: 47, column: 5)
!197 = !DILocation(line: 47, column: 14, scope: !196)
!198 = !DILocation(line: 47, column: 10, scope: !196)
!199 = !DILocation(line: 47, column: 22, scope: !200)
!200 = distinct !DILexicalBlock(scope: !196, file: !2, line: 47, column: 5)
!201 = !DILocation(line: 47, column: 24, scope: !200)
!202 = !DILocation(line: 47, column: 5, scope: !196)
!203 = !DILocation(line: 48, column: 34, scope: !200)
!204 = !DILocation(line: 48, column: 44, scope: !200)
!205 = !DILocation(line: 48, column: 55, scope: !200)
!206 = !DILocation(line: 48, column: 57, scope: !200)
!207 = !DILocation(line: 48, column: 37, scope: !200)
!208 = !DILocation(line: 48, column: 9, scope: !200)
!209 = !DILocation(line: 47, column: 31, scope: !200)
!210 = !DILocation(line: 47, column: 5, scope: !200)
!211 = distinct !{!211, !202, !212, !188}
!212 = !DILocation(line: 48, column: 63, scope: !196)
!213 = !DILocalVariable(name: "i", scope: !214, file: !2, line: 49, type: !112)
!214 = distinct !DILexicalBlock(scope: !109, file: !2, line: 49, column: 5)
!215 = !DILocation(line: 49, column: 14, scope: !214)
!216 = !DILocation(line: 49, column: 10, scope: !214)
!217 = !DILocation(line: 49, column: 21, scope: !218)
!218 = distinct !DILexicalBlock(scope: !214, file: !2, line: 49, column: 5)
!219 = !DILocation(line: 49, column: 23, scope: !218)
!220 = !DILocation(line: 49, column: 5, scope: !214)
!221 = !DILocation(line: 50, column: 38, scope: !218)
!222 = !DILocation(line: 50, column: 53, scope: !218)
!223 = !DILocation(line: 50, column: 41, scope: !218)
!224 = !DILocation(line: 50, column: 9, scope: !218)
!225 = !DILocation(line: 49, column: 31, scope: !218)
!226 = !DILocation(line: 49, column: 5, scope: !218)
!227 = distinct !{!227, !220, !228, !188}
!228 = !DILocation(line: 50, column: 55, scope: !214)
!229 = !DILocalVariable(name: "p", scope: !109, file: !2, line: 52, type: !98)
!230 = !DILocation(line: 52, column: 12, scope: !109)
!231 = !DILocalVariable(name: "q", scope: !109, file: !2, line: 52, type: !98)
!232 = !DILocation(line: 52, column: 21, scope: !109)
!233 = !DILocalVariable(name: "r", scope: !109, file: !2, line: 52, type: !98)
!234 = !DILocation(line: 52, column: 31, scope: !109)
!235 = !DILocalVariable(name: "pq", scope: !109, file: !2, line: 53, type: !98)
!236 = !DILocation(line: 53, column: 12, scope: !109)
!237 = !DILocation(line: 53, column: 17, scope: !109)
!238 = !DILocation(line: 53, column: 21, scope: !109)
!239 = !DILocation(line: 53, column: 19, scope: !109)
!240 = !DILocation(line: 54, column: 31, scope: !109)
!241 = !DILocation(line: 54, column: 36, scope: !109)
!242 = !DILocation(line: 54, column: 34, scope: !109)
!243 = !DILocation(line: 54, column: 5, scope: !109)
!244 = !DILocalVariable(name: "e1", scope: !109, file: !2, line: 55, type: !98)
!245 = !DILocation(line: 55, column: 12, scope: !109)
!246 = !DILocalVariable(name: "e2", scope: !109, file: !2, line: 55, type: !98)
!247 = !DILocation(line: 55, column: 32, scope: !109)
!248 = !DILocalVariable(name: "e12", scope: !109, file: !2, line: 56, type: !98)
!249 = !DILocation(line: 56, column: 12, scope: !109)
!250 = !DILocation(line: 56, column: 18, scope: !109)
!251 = !DILocation(line: 56, column: 23, scope: !109)
!252 = !DILocation(line: 56, column: 21, scope: !109)
!253 = !DILocation(line: 57, column: 33, scope: !109)
!254 = !DILocation(line: 57, column: 37, scope: !109)
!255 = !DILocation(line: 57, column: 5, scope: !109)
!256 = !DILocalVariable(name: "f1", scope: !109, file: !2, line: 58, type: !99)
!257 = !DILocation(line: 58, column: 11, scope: !109)
!258 = !DILocalVariable(name: "f2", scope: !109, file: !2, line: 58, type: !99)
!259 = !DILocation(line: 58, column: 33, scope: !109)
!260 = !DILocalVariable(name: "f12", scope: !109, file: !2, line: 59, type: !99)
!261 = !DILocation(line: 59, column: 11, scope: !109)
!262 = !DILocation(line: 59, column: 17, scope: !109)
!263 = !DILocation(line: 59, column: 22, scope: !109)
!264 = !DILocation(line: 59, column: 20, scope: !109)
!265 = !DILocation(line: 60, column: 42, scope: !109)
!266 = !DILocation(line: 60, column: 46, scope: !109)
!267 = !DILocation(line: 60, column: 33, scope: !109)
!268 = !DILocation(line: 60, column: 5, scope: !109)
!269 = !DILocalVariable(name: "ve1", scope: !109, file: !2, line: 63, type: !270)
!270 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !98)
!271 = !DILocation(line: 63, column: 21, scope: !109)
!272 = !DILocation(line: 63, column: 27, scope: !109)
!273 = !DILocalVariable(name: "ve2", scope: !109, file: !2, line: 63, type: !270)
!274 = !DILocation(line: 63, column: 31, scope: !109)
!275 = !DILocation(line: 63, column: 37, scope: !109)
!276 = !DILocalVariable(name: "vm1", scope: !109, file: !2, line: 63, type: !270)
!277 = !DILocation(line: 63, column: 41, scope: !109)
!278 = !DILocalVariable(name: "re1", scope: !109, file: !2, line: 64, type: !98)
!279 = !DILocation(line: 64, column: 12, scope: !109)
!280 = !DILocation(line: 64, column: 18, scope: !109)
!281 = !DILocalVariable(name: "re2", scope: !109, file: !2, line: 64, type: !98)
!282 = !DILocation(line: 64, column: 23, scope: !109)
!283 = !DILocation(line: 64, column: 29, scope: !109)
!284 = !DILocalVariable(name: "rm1", scope: !109, file: !2, line: 64, type: !98)
!285 = !DILocation(line: 64, column: 34, scope: !109)
!286 = !DILocation(line: 64, column: 40, scope: !109)
!287 = !DILocation(line: 65, column: 41, scope: !109)
!288 = !DILocation(line: 65, column: 47, scope: !109)
!289 = !DILocation(line: 65, column: 53, scope: !109)
!290 = !DILocation(line: 65, column: 51, scope: !109)
!291 = !DILocation(line: 65, column: 5, scope: !109)
!292 = !DILocalVariable(name: "vf1", scope: !109, file: !2, line: 66, type: !293)
!293 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !99)
!294 = !DILocation(line: 66, column: 20, scope: !109)
!295 = !DILocation(line: 66, column: 26, scope: !109)
!296 = !DILocalVariable(name: "vf2", scope: !109, file: !2, line: 66, type: !293)
!297 = !DILocation(line: 66, column: 30, scope: !109)
!298 = !DILocation(line: 66, column: 36, scope: !109)
!299 = !DILocalVariable(name: "rf1", scope: !109, file: !2, line: 67, type: !99)
!300 = !DILocation(line: 67, column: 11, scope: !109)
!301 = !DILocation(line: 67, column: 17, scope: !109)
!302 = !DILocalVariable(name: "rf2", scope: !109, file: !2, line: 67, type: !99)
!303 = !DILocation(line: 67, column: 22, scope: !109)
!304 = !DILocation(line: 67, column: 28, scope: !109)
!305 = !DILocation(line: 68, column: 50, scope: !109)
!306 = !DILocation(line: 68, column: 56, scope: !109)
!307 = !DILocation(line: 68, column: 60, scope: !109)
!308 = !DILocation(line: 68, column: 41, scope: !109)
!309 = !DILocation(line: 68, column: 5, scope: !109)
!310 = !DILocalVariable(name: "third", scope: !109, file: !2, line: 70, type: !99)
!311 = !DILocation(line: 70, column: 11, scope: !109)
!312 = !DILocalVariable(name: "dthird", scope: !109, file: !2, line: 71, type: !98)
!313 = !DILocation(line: 71, column: 12, scope: !109)
!314 = !DILocation(line: 72, column: 49, scope: !109)
!315 = !DILocation(line: 72, column: 56, scope: !109)
!316 = !DILocation(line: 72, column: 64, scope: !109)
!317 = !DILocation(line: 72, column: 72, scope: !109)
!318 = !DILocation(line: 72, column: 70, scope: !109)
!319 = !DILocation(line: 72, column: 5, scope: !109)
!320 = !DILocalVariable(name: "s", scope: !109, file: !2, line: 74, type: !98)
!321 = !DILocation(line: 74, column: 12, scope: !109)
!322 = !DILocalVariable(name: "i", scope: !323, file: !2, line: 75, type: !112)
!323 = distinct !DILexicalBlock(scope: !109, file: !2, line: 75, column: 5)
!324 = !DILocation(line: 75, column: 14, scope: !323)
!325 = !DILocation(line: 75, column: 10, scope: !323)
!326 = !DILocation(line: 75, column: 21, scope: !327)
!327 = distinct !DILexicalBlock(scope: !323, file: !2, line: 75, column: 5)
!328 = !DILocation(line: 75, column: 23, scope: !327)
!329 = !DILocation(line: 75, column: 5, scope: !323)
!330 = !DILocation(line: 76, column: 15, scope: !327)
!331 = !DILocation(line: 76, column: 17, scope: !327)
!332 = !DILocation(line: 76, column: 42, scope: !327)
!333 = !DILocation(line: 76, column: 40, scope: !327)
!334 = !DILocation(line: 76, column: 44, scope: !327)
!335 = !DILocation(line: 76, column: 37, scope: !327)
!336 = !DILocation(line: 76, column: 35, scope: !327)
!337 = !DILocation(line: 76, column: 11, scope: !327)
!338 = !DILocation(line: 76, column: 9, scope: !327)
!339 = !DILocation(line: 75, column: 32, scope: !327)
!340 = !DILocation(line: 75, column: 5, scope: !327)
!341 = distinct !{!341, !329, !342, !188}
!342 = !DILocation(line: 76, column: 47, scope: !323)
!343 = !DILocation(line: 77, column: 37, scope: !109)
!344 = !DILocation(line: 77, column: 35, scope: !109)
!345 = !DILocation(line: 77, column: 5, scope: !109)
!346 = !DILocalVariable(name: "fs", scope: !109, file: !2, line: 78, type: !99)
!347 = !DILocation(line: 78, column: 11, scope: !109)
!348 = !DILocalVariable(name: "i", scope: !349, file: !2, line: 79, type: !112)
!349 = distinct !DILexicalBlock(scope: !109, file: !2, line: 79, column: 5)
!350 = !DILocation(line: 79, column: 14, scope: !349)
!351 = !DILocation(line: 79, column: 10, scope: !349)
!352 = !DILocation(line: 79, column: 21, scope: !353)
!353 = distinct !DILexicalBlock(scope: !349, file: !2, line: 79, column: 5)
!354 = !DILocation(line: 79, column: 23, scope: !353)
!355 = !DILocation(line: 79, column: 5, scope: !349)
!356 = !DILocation(line: 80, column: 16, scope: !353)
!357 = !DILocation(line: 80, column: 18, scope: !353)
!358 = !DILocation(line: 80, column: 52, scope: !353)
!359 = !DILocation(line: 80, column: 50, scope: !353)
!360 = !DILocation(line: 80, column: 54, scope: !353)
!361 = !DILocation(line: 80, column: 40, scope: !353)
!362 = !DILocation(line: 80, column: 38, scope: !353)
!363 = !DILocation(line: 80, column: 12, scope: !353)
!364 = !DILocation(line: 80, column: 9, scope: !353)
!365 = !DILocation(line: 79, column: 32, scope: !353)
!366 = !DILocation(line: 79, column: 5, scope: !353)
!367 = distinct !{!367, !355, !368, !188}
!368 = !DILocation(line: 80, column: 57, scope: !349)
!369 = !DILocation(line: 81, column: 42, scope: !109)
!370 = !DILocation(line: 81, column: 40, scope: !109)
!371 = !DILocation(line: 81, column: 38, scope: !109)
!372 = !DILocation(line: 81, column: 5, scope: !109)
!373 = !DILocalVariable(name: "nz", scope: !109, file: !2, line: 83, type: !98)
!374 = !DILocation(line: 83, column: 12, scope: !109)
!375 = !DILocation(line: 84, column: 40, scope: !109)
!376 = !DILocation(line: 84, column: 44, scope: !109)
!377 = !DILocation(line: 84, column: 48, scope: !109)
!378 = !DILocation(line: 84, column: 52, scope: !109)
!379 = !DILocation(line: 84, column: 55, scope: !109)
!380 = !DILocation(line: 84, column: 5, scope: !109)
!381 = !DILocation(line: 85, column: 5, scope: !109)
!382 = !DILocation(line: 87, column: 5, scope: !109)
!383 = !DILocation(line: 88, column: 5, scope: !109)
!384 = !DILocation(line: 89, column: 5, scope: !109)
!385 = distinct !DISubprogram(name: "harmonic_f", scope: !2, file: !2, line: 11, type: !386, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !96, retainedNodes: !113)
!386 = !DISubroutineType(types: !387)
!387 = !{!99, !112}
!388 = !DILocalVariable(name: "n", arg: 1, scope: !385, file: !2, line: 11, type: !112)
!389 = !DILocation(line: 11, column: 29, scope: !385)
!390 = !DILocalVariable(name: "s", scope: !385, file: !2, line: 12, type: !99)
!391 = !DILocation(line: 12, column: 11, scope: !385)
!392 = !DILocalVariable(name: "i", scope: !393, file: !2, line: 13, type: !112)
!393 = distinct !DILexicalBlock(scope: !385, file: !2, line: 13, column: 5)
!394 = !DILocation(line: 13, column: 14, scope: !393)
!395 = !DILocation(line: 13, column: 10, scope: !393)
!396 = !DILocation(line: 13, column: 21, scope: !397)
!397 = distinct !DILexicalBlock(scope: !393, file: !2, line: 13, column: 5)
!398 = !DILocation(line: 13, column: 26, scope: !397)
!399 = !DILocation(line: 13, column: 23, scope: !397)
!400 = !DILocation(line: 13, column: 5, scope: !393)
!401 = !DILocation(line: 14, column: 28, scope: !397)
!402 = !DILocation(line: 14, column: 21, scope: !397)
!403 = !DILocation(line: 14, column: 19, scope: !397)
!404 = !DILocation(line: 14, column: 11, scope: !397)
!405 = !DILocation(line: 14, column: 9, scope: !397)
!406 = !DILocation(line: 13, column: 30, scope: !397)
!407 = !DILocation(line: 13, column: 5, scope: !397)
!408 = distinct !{!408, !400, !409, !188}
!409 = !DILocation(line: 14, column: 28, scope: !393)
!410 = !DILocation(line: 15, column: 12, scope: !385)
!411 = !DILocation(line: 15, column: 5, scope: !385)
!412 = distinct !DISubprogram(name: "harmonic_d", scope: !2, file: !2, line: 18, type: !413, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !96, retainedNodes: !113)
!413 = !DISubroutineType(types: !414)
!414 = !{!98, !112}
!415 = !DILocalVariable(name: "n", arg: 1, scope: !412, file: !2, line: 18, type: !112)
!416 = !DILocation(line: 18, column: 30, scope: !412)
!417 = !DILocalVariable(name: "s", scope: !412, file: !2, line: 19, type: !98)
!418 = !DILocation(line: 19, column: 12, scope: !412)
!419 = !DILocalVariable(name: "i", scope: !420, file: !2, line: 20, type: !112)
!420 = distinct !DILexicalBlock(scope: !412, file: !2, line: 20, column: 5)
!421 = !DILocation(line: 20, column: 14, scope: !420)
!422 = !DILocation(line: 20, column: 10, scope: !420)
!423 = !DILocation(line: 20, column: 21, scope: !424)
!424 = distinct !DILexicalBlock(scope: !420, file: !2, line: 20, column: 5)
!425 = !DILocation(line: 20, column: 26, scope: !424)
!426 = !DILocation(line: 20, column: 23, scope: !424)
!427 = !DILocation(line: 20, column: 5, scope: !420)
!428 = !DILocation(line: 21, column: 20, scope: !424)
!429 = !DILocation(line: 21, column: 18, scope: !424)
!430 = !DILocation(line: 21, column: 11, scope: !424)
!431 = !DILocation(line: 21, column: 9, scope: !424)
!432 = !DILocation(line: 20, column: 30, scope: !424)
!433 = !DILocation(line: 20, column: 5, scope: !424)
!434 = distinct !{!434, !427, !435, !188}
!435 = !DILocation(line: 21, column: 20, scope: !420)
!436 = !DILocation(line: 22, column: 12, scope: !412)
!437 = !DILocation(line: 22, column: 5, scope: !412)
!438 = distinct !DISubprogram(name: "horner", scope: !2, file: !2, line: 4, type: !439, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !96, retainedNodes: !113)
!439 = !DISubroutineType(types: !440)
!440 = !{!98, !441, !112, !98}
!441 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !191, size: 64)
!442 = !DILocalVariable(name: "c", arg: 1, scope: !438, file: !2, line: 4, type: !441)
!443 = !DILocation(line: 4, column: 36, scope: !438)
!444 = !DILocalVariable(name: "n", arg: 2, scope: !438, file: !2, line: 4, type: !112)
!445 = !DILocation(line: 4, column: 43, scope: !438)
!446 = !DILocalVariable(name: "x", arg: 3, scope: !438, file: !2, line: 4, type: !98)
!447 = !DILocation(line: 4, column: 53, scope: !438)
!448 = !DILocalVariable(name: "r", scope: !438, file: !2, line: 5, type: !98)
!449 = !DILocation(line: 5, column: 12, scope: !438)
!450 = !DILocalVariable(name: "i", scope: !451, file: !2, line: 6, type: !112)
!451 = distinct !DILexicalBlock(scope: !438, file: !2, line: 6, column: 5)
!452 = !DILocation(line: 6, column: 14, scope: !451)
!453 = !DILocation(line: 6, column: 18, scope: !451)
!454 = !DILocation(line: 6, column: 20, scope: !451)
!455 = !DILocation(line: 6, column: 10, scope: !451)
!456 = !DILocation(line: 6, column: 25, scope: !457)
!457 = distinct !DILexicalBlock(scope: !451, file: !2, line: 6, column: 5)
!458 = !DILocation(line: 6, column: 27, scope: !457)
!459 = !DILocation(line: 6, column: 5, scope: !451)
!460 = !DILocation(line: 7, column: 13, scope: !457)
!461 = !DILocation(line: 7, column: 17, scope: !457)
!462 = !DILocation(line: 7, column: 21, scope: !457)
!463 = !DILocation(line: 7, column: 23, scope: !457)
!464 = !DILocation(line: 7, column: 19, scope: !457)
!465 = !DILocation(line: 7, column: 11, scope: !457)
!466 = !DILocation(line: 7, column: 9, scope: !457)
!467 = !DILocation(line: 6, column: 34, scope: !457)
!468 = !DILocation(line: 6, column: 5, scope: !457)
!469 = distinct !{!469, !459, !470, !188}
!470 = !DILocation(line: 7, column: 24, scope: !451)
!471 = !DILocation(line: 8, column: 12, scope: !438)
!472 = !DILocation(line: 8, column: 5, scope: !438)
!473 = distinct !DISubprogram(name: "newton_sqrt", scope: !2, file: !2, line: 26, type: !474, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !96, retainedNodes: !113)
!474 = !DISubroutineType(types: !475)
!475 = !{!98, !98}
!476 = !DILocalVariable(name: "a", arg: 1, scope: !473, file: !2, line: 26, type: !98)
!477 = !DILocation(line: 26, column: 34, scope: !473)
!478 = !DILocalVariable(name: "x", scope: !473, file: !2, line: 27, type: !98)
!479 = !DILocation(line: 27, column: 12, scope: !473)
!480 = !DILocation(line: 27, column: 16, scope: !473)
!481 = !DILocation(line: 27, column: 18, scope: !473)
!482 = !DILocation(line: 27, column: 24, scope: !473)
!483 = !DILocalVariable(name: "i", scope: !484, file: !2, line: 28, type: !112)
!484 = distinct !DILexicalBlock(scope: !473, file: !2, line: 28, column: 5)
!485 = !DILocation(line: 28, column: 14, scope: !484)
!486 = !DILocation(line: 28, column: 10, scope: !484)
!487 = !DILocation(line: 28, column: 21, scope: !488)
!488 = distinct !DILexicalBlock(scope: !484, file: !2, line: 28, column: 5)
!489 = !DILocation(line: 28, column: 23, scope: !488)
!490 = !DILocation(line: 28, column: 5, scope: !484)
!491 = !DILocation(line: 29, column: 20, scope: !488)
!492 = !DILocation(line: 29, column: 24, scope: !488)
!493 = !DILocation(line: 29, column: 28, scope: !488)
!494 = !DILocation(line: 29, column: 26, scope: !488)
!495 = !DILocation(line: 29, column: 22, scope: !488)
!496 = !DILocation(line: 29, column: 17, scope: !488)
!497 = !DILocation(line: 29, column: 11, scope: !488)
!498 = !DILocation(line: 29, column: 9, scope: !488)
!499 = !DILocation(line: 28, column: 30, scope: !488)
!500 = !DILocation(line: 28, column: 5, scope: !488)
!501 = distinct !{!501, !490, !502, !188}
!502 = !DILocation(line: 29, column: 29, scope: !484)
!503 = !DILocation(line: 30, column: 12, scope: !473)
!504 = !DILocation(line: 30, column: 5, scope: !473)
