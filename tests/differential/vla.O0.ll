; ModuleID = 'vla.c'
source_filename = "vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"n=%d sizeof=%zu sum=%ld corner=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"det(%d)=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"primes<=%d: %u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [29 x i8] c"len=%d mean=%.4f sizeof=%zu\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [43 x i8] c"row[1][2]=%d (*row)[4]=%d sizeof *row=%zu\0A\00", align 1, !dbg !22

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !39 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !44, !DIExpression(), !46)
  store i32 1, ptr %2, align 4, !dbg !46
  br label %29, !dbg !47

29:                                               ; preds = %65, %0
  %30 = load i32, ptr %2, align 4, !dbg !48
  %31 = icmp sle i32 %30, 6, !dbg !50
  br i1 %31, label %32, label %68, !dbg !51

32:                                               ; preds = %29
    #dbg_declare(ptr %3, !52, !DIExpression(), !54)
  %33 = load i32, ptr %2, align 4, !dbg !55
  %34 = add nsw i32 %33, 1, !dbg !56
  store i32 %34, ptr %3, align 4, !dbg !54
    #dbg_declare(ptr %4, !57, !DIExpression(), !58)
  %35 = load i32, ptr %2, align 4, !dbg !59
  %36 = mul nsw i32 2, %35, !dbg !60
  store i32 %36, ptr %4, align 4, !dbg !58
  %37 = load i32, ptr %3, align 4, !dbg !61
  %38 = zext i32 %37 to i64, !dbg !62
  %39 = load i32, ptr %4, align 4, !dbg !63
  %40 = zext i32 %39 to i64, !dbg !62
  %41 = call ptr @llvm.stacksave.p0(), !dbg !62
  store ptr %41, ptr %5, align 8, !dbg !62
  %42 = mul nuw i64 %38, %40, !dbg !62
  %43 = alloca i32, i64 %42, align 16, !dbg !62
  store i64 %38, ptr %6, align 8, !dbg !62
  store i64 %40, ptr %7, align 8, !dbg !62
    #dbg_declare(ptr %6, !64, !DIExpression(), !66)
    #dbg_declare(ptr %7, !67, !DIExpression(), !66)
    #dbg_declare(ptr %43, !68, !DIExpression(), !73)
  %44 = load i32, ptr %3, align 4, !dbg !74
  %45 = load i32, ptr %4, align 4, !dbg !75
  %46 = load i32, ptr %2, align 4, !dbg !76
  call void @fill(i32 noundef %44, i32 noundef %45, ptr noundef %43, i32 noundef %46), !dbg !77
  %47 = load i32, ptr %2, align 4, !dbg !78
  %48 = mul nuw i64 %38, %40, !dbg !79
  %49 = mul nuw i64 4, %48, !dbg !79
  %50 = load i32, ptr %3, align 4, !dbg !80
  %51 = load i32, ptr %4, align 4, !dbg !81
  %52 = call i64 @sum2d(i32 noundef %50, i32 noundef %51, ptr noundef %43), !dbg !82
  %53 = load i32, ptr %3, align 4, !dbg !83
  %54 = sub nsw i32 %53, 1, !dbg !84
  %55 = sext i32 %54 to i64, !dbg !85
  %56 = mul nsw i64 %55, %40, !dbg !85
  %57 = getelementptr inbounds i32, ptr %43, i64 %56, !dbg !85
  %58 = load i32, ptr %4, align 4, !dbg !86
  %59 = sub nsw i32 %58, 1, !dbg !87
  %60 = sext i32 %59 to i64, !dbg !85
  %61 = getelementptr inbounds i32, ptr %57, i64 %60, !dbg !85
  %62 = load i32, ptr %61, align 4, !dbg !85
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %47, i64 noundef %49, i64 noundef %52, i32 noundef %62), !dbg !88
  %64 = load ptr, ptr %5, align 8, !dbg !89
  call void @llvm.stackrestore.p0(ptr %64), !dbg !89
  br label %65, !dbg !90

65:                                               ; preds = %32
  %66 = load i32, ptr %2, align 4, !dbg !91
  %67 = add nsw i32 %66, 1, !dbg !91
  store i32 %67, ptr %2, align 4, !dbg !91
  br label %29, !dbg !92, !llvm.loop !93

68:                                               ; preds = %29
    #dbg_declare(ptr %8, !96, !DIExpression(), !98)
  store i32 1, ptr %8, align 4, !dbg !98
  br label %69, !dbg !99

69:                                               ; preds = %125, %68
  %70 = load i32, ptr %8, align 4, !dbg !100
  %71 = icmp sle i32 %70, 6, !dbg !102
  br i1 %71, label %72, label %128, !dbg !103

72:                                               ; preds = %69
  %73 = load i32, ptr %8, align 4, !dbg !104
  %74 = zext i32 %73 to i64, !dbg !106
  %75 = load i32, ptr %8, align 4, !dbg !107
  %76 = zext i32 %75 to i64, !dbg !106
  %77 = call ptr @llvm.stacksave.p0(), !dbg !106
  store ptr %77, ptr %9, align 8, !dbg !106
  %78 = mul nuw i64 %74, %76, !dbg !106
  %79 = alloca i32, i64 %78, align 16, !dbg !106
  store i64 %74, ptr %10, align 8, !dbg !106
  store i64 %76, ptr %11, align 8, !dbg !106
    #dbg_declare(ptr %10, !108, !DIExpression(), !109)
    #dbg_declare(ptr %11, !110, !DIExpression(), !109)
    #dbg_declare(ptr %79, !111, !DIExpression(), !116)
    #dbg_declare(ptr %12, !117, !DIExpression(), !119)
  store i32 0, ptr %12, align 4, !dbg !119
  br label %80, !dbg !120

80:                                               ; preds = %116, %72
  %81 = load i32, ptr %12, align 4, !dbg !121
  %82 = load i32, ptr %8, align 4, !dbg !123
  %83 = icmp slt i32 %81, %82, !dbg !124
  br i1 %83, label %84, label %119, !dbg !125

84:                                               ; preds = %80
    #dbg_declare(ptr %13, !126, !DIExpression(), !128)
  store i32 0, ptr %13, align 4, !dbg !128
  br label %85, !dbg !129

85:                                               ; preds = %112, %84
  %86 = load i32, ptr %13, align 4, !dbg !130
  %87 = load i32, ptr %8, align 4, !dbg !132
  %88 = icmp slt i32 %86, %87, !dbg !133
  br i1 %88, label %89, label %115, !dbg !134

89:                                               ; preds = %85
  %90 = load i32, ptr %12, align 4, !dbg !135
  %91 = load i32, ptr %13, align 4, !dbg !136
  %92 = icmp eq i32 %90, %91, !dbg !137
  br i1 %92, label %93, label %95, !dbg !138

93:                                               ; preds = %89
  %94 = load i32, ptr %8, align 4, !dbg !139
  br label %103, !dbg !138

95:                                               ; preds = %89
  %96 = load i32, ptr %12, align 4, !dbg !140
  %97 = mul nsw i32 %96, 3, !dbg !141
  %98 = load i32, ptr %13, align 4, !dbg !142
  %99 = mul nsw i32 %98, 5, !dbg !143
  %100 = add nsw i32 %97, %99, !dbg !144
  %101 = srem i32 %100, 4, !dbg !145
  %102 = sub nsw i32 %101, 1, !dbg !146
  br label %103, !dbg !138

103:                                              ; preds = %95, %93
  %104 = phi i32 [ %94, %93 ], [ %102, %95 ], !dbg !138
  %105 = load i32, ptr %12, align 4, !dbg !147
  %106 = sext i32 %105 to i64, !dbg !148
  %107 = mul nsw i64 %106, %76, !dbg !148
  %108 = getelementptr inbounds i32, ptr %79, i64 %107, !dbg !148
  %109 = load i32, ptr %13, align 4, !dbg !149
  %110 = sext i32 %109 to i64, !dbg !148
  %111 = getelementptr inbounds i32, ptr %108, i64 %110, !dbg !148
  store i32 %104, ptr %111, align 4, !dbg !150
  br label %112, !dbg !148

112:                                              ; preds = %103
  %113 = load i32, ptr %13, align 4, !dbg !151
  %114 = add nsw i32 %113, 1, !dbg !151
  store i32 %114, ptr %13, align 4, !dbg !151
  br label %85, !dbg !152, !llvm.loop !153

115:                                              ; preds = %85
  br label %116, !dbg !154

116:                                              ; preds = %115
  %117 = load i32, ptr %12, align 4, !dbg !155
  %118 = add nsw i32 %117, 1, !dbg !155
  store i32 %118, ptr %12, align 4, !dbg !155
  br label %80, !dbg !156, !llvm.loop !157

119:                                              ; preds = %80
  %120 = load i32, ptr %8, align 4, !dbg !159
  %121 = load i32, ptr %8, align 4, !dbg !160
  %122 = call i32 @det_rec(i32 noundef %121, ptr noundef %79), !dbg !161
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %120, i32 noundef %122), !dbg !162
  %124 = load ptr, ptr %9, align 8, !dbg !163
  call void @llvm.stackrestore.p0(ptr %124), !dbg !163
  br label %125, !dbg !164

125:                                              ; preds = %119
  %126 = load i32, ptr %8, align 4, !dbg !165
  %127 = add nsw i32 %126, 1, !dbg !165
  store i32 %127, ptr %8, align 4, !dbg !165
  br label %69, !dbg !166, !llvm.loop !167

128:                                              ; preds = %69
    #dbg_declare(ptr %14, !169, !DIExpression(), !171)
  store i32 10, ptr %14, align 4, !dbg !171
  br label %129, !dbg !172

129:                                              ; preds = %137, %128
  %130 = load i32, ptr %14, align 4, !dbg !173
  %131 = icmp sle i32 %130, 5000, !dbg !175
  br i1 %131, label %132, label %140, !dbg !176

132:                                              ; preds = %129
  %133 = load i32, ptr %14, align 4, !dbg !177
  %134 = load i32, ptr %14, align 4, !dbg !178
  %135 = call i32 @sieve_count(i32 noundef %134), !dbg !179
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %133, i32 noundef %135), !dbg !180
  br label %137, !dbg !180

137:                                              ; preds = %132
  %138 = load i32, ptr %14, align 4, !dbg !181
  %139 = mul nsw i32 %138, 3, !dbg !181
  store i32 %139, ptr %14, align 4, !dbg !181
  br label %129, !dbg !182, !llvm.loop !183

140:                                              ; preds = %129
    #dbg_declare(ptr %15, !185, !DIExpression(), !187)
  store i32 3, ptr %15, align 4, !dbg !187
  br label %141, !dbg !188

141:                                              ; preds = %191, %140
  %142 = load i32, ptr %15, align 4, !dbg !189
  %143 = icmp slt i32 %142, 40, !dbg !191
  br i1 %143, label %144, label %194, !dbg !192

144:                                              ; preds = %141
  %145 = load i32, ptr %15, align 4, !dbg !193
  %146 = zext i32 %145 to i64, !dbg !195
  %147 = call ptr @llvm.stacksave.p0(), !dbg !195
  store ptr %147, ptr %16, align 8, !dbg !195
  %148 = alloca double, i64 %146, align 16, !dbg !195
  store i64 %146, ptr %17, align 8, !dbg !195
    #dbg_declare(ptr %17, !196, !DIExpression(), !197)
    #dbg_declare(ptr %148, !198, !DIExpression(), !203)
    #dbg_declare(ptr %18, !204, !DIExpression(), !206)
  store i32 0, ptr %18, align 4, !dbg !206
  br label %149, !dbg !207

149:                                              ; preds = %163, %144
  %150 = load i32, ptr %18, align 4, !dbg !208
  %151 = load i32, ptr %15, align 4, !dbg !210
  %152 = icmp slt i32 %150, %151, !dbg !211
  br i1 %152, label %153, label %166, !dbg !212

153:                                              ; preds = %149
  %154 = load i32, ptr %18, align 4, !dbg !213
  %155 = mul nsw i32 %154, 7, !dbg !214
  %156 = load i32, ptr %15, align 4, !dbg !215
  %157 = srem i32 %155, %156, !dbg !216
  %158 = sitofp i32 %157 to double, !dbg !217
  %159 = fmul double %158, 5.000000e-01, !dbg !218
  %160 = load i32, ptr %18, align 4, !dbg !219
  %161 = sext i32 %160 to i64, !dbg !220
  %162 = getelementptr inbounds double, ptr %148, i64 %161, !dbg !220
  store double %159, ptr %162, align 8, !dbg !221
  br label %163, !dbg !220

163:                                              ; preds = %153
  %164 = load i32, ptr %18, align 4, !dbg !222
  %165 = add nsw i32 %164, 1, !dbg !222
  store i32 %165, ptr %18, align 4, !dbg !222
  br label %149, !dbg !223, !llvm.loop !224

166:                                              ; preds = %149
    #dbg_declare(ptr %19, !226, !DIExpression(), !227)
  store double 0.000000e+00, ptr %19, align 8, !dbg !227
    #dbg_declare(ptr %20, !228, !DIExpression(), !230)
  store i32 0, ptr %20, align 4, !dbg !230
  br label %167, !dbg !231

167:                                              ; preds = %178, %166
  %168 = load i32, ptr %20, align 4, !dbg !232
  %169 = load i32, ptr %15, align 4, !dbg !234
  %170 = icmp slt i32 %168, %169, !dbg !235
  br i1 %170, label %171, label %181, !dbg !236

171:                                              ; preds = %167
  %172 = load i32, ptr %20, align 4, !dbg !237
  %173 = sext i32 %172 to i64, !dbg !238
  %174 = getelementptr inbounds double, ptr %148, i64 %173, !dbg !238
  %175 = load double, ptr %174, align 8, !dbg !238
  %176 = load double, ptr %19, align 8, !dbg !239
  %177 = fadd double %176, %175, !dbg !239
  store double %177, ptr %19, align 8, !dbg !239
  br label %178, !dbg !240

178:                                              ; preds = %171
  %179 = load i32, ptr %20, align 4, !dbg !241
  %180 = add nsw i32 %179, 1, !dbg !241
  store i32 %180, ptr %20, align 4, !dbg !241
  br label %167, !dbg !242, !llvm.loop !243

181:                                              ; preds = %167
  %182 = load i32, ptr %15, align 4, !dbg !245
  %183 = sitofp i32 %182 to double, !dbg !245
  %184 = load double, ptr %19, align 8, !dbg !246
  %185 = fdiv double %184, %183, !dbg !246
  store double %185, ptr %19, align 8, !dbg !246
  %186 = load i32, ptr %15, align 4, !dbg !247
  %187 = load double, ptr %19, align 8, !dbg !248
  %188 = mul nuw i64 8, %146, !dbg !249
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %186, double noundef %187, i64 noundef %188), !dbg !250
  %190 = load ptr, ptr %16, align 8, !dbg !251
  call void @llvm.stackrestore.p0(ptr %190), !dbg !251
  br label %191, !dbg !252

191:                                              ; preds = %181
  %192 = load i32, ptr %15, align 4, !dbg !253
  %193 = add nsw i32 %192, 12, !dbg !253
  store i32 %193, ptr %15, align 4, !dbg !253
  br label %141, !dbg !254, !llvm.loop !255

194:                                              ; preds = %141
    #dbg_declare(ptr %21, !257, !DIExpression(), !258)
  store i32 4, ptr %21, align 4, !dbg !258
    #dbg_declare(ptr %22, !259, !DIExpression(), !260)
  store i32 5, ptr %22, align 4, !dbg !260
  %195 = load i32, ptr %21, align 4, !dbg !261
  %196 = zext i32 %195 to i64, !dbg !262
  %197 = load i32, ptr %22, align 4, !dbg !263
  %198 = zext i32 %197 to i64, !dbg !262
  %199 = call ptr @llvm.stacksave.p0(), !dbg !262
  store ptr %199, ptr %23, align 8, !dbg !262
  %200 = mul nuw i64 %196, %198, !dbg !262
  %201 = alloca i32, i64 %200, align 16, !dbg !262
  store i64 %196, ptr %24, align 8, !dbg !262
  store i64 %198, ptr %25, align 8, !dbg !262
    #dbg_declare(ptr %24, !264, !DIExpression(), !265)
    #dbg_declare(ptr %25, !266, !DIExpression(), !265)
    #dbg_declare(ptr %201, !267, !DIExpression(), !272)
  %202 = load i32, ptr %22, align 4, !dbg !273
  %203 = zext i32 %202 to i64, !dbg !274
    #dbg_declare(ptr %26, !275, !DIExpression(), !280)
  store ptr %201, ptr %26, align 8, !dbg !280
    #dbg_declare(ptr %27, !281, !DIExpression(), !283)
  store i32 0, ptr %27, align 4, !dbg !283
  br label %204, !dbg !284

204:                                              ; preds = %230, %194
  %205 = load i32, ptr %27, align 4, !dbg !285
  %206 = load i32, ptr %21, align 4, !dbg !287
  %207 = icmp slt i32 %205, %206, !dbg !288
  br i1 %207, label %208, label %233, !dbg !289

208:                                              ; preds = %204
    #dbg_declare(ptr %28, !290, !DIExpression(), !292)
  store i32 0, ptr %28, align 4, !dbg !292
  br label %209, !dbg !293

209:                                              ; preds = %226, %208
  %210 = load i32, ptr %28, align 4, !dbg !294
  %211 = load i32, ptr %22, align 4, !dbg !296
  %212 = icmp slt i32 %210, %211, !dbg !297
  br i1 %212, label %213, label %229, !dbg !298

213:                                              ; preds = %209
  %214 = load i32, ptr %27, align 4, !dbg !299
  %215 = mul nsw i32 %214, 10, !dbg !300
  %216 = load i32, ptr %28, align 4, !dbg !301
  %217 = add nsw i32 %215, %216, !dbg !302
  %218 = load ptr, ptr %26, align 8, !dbg !303
  %219 = load i32, ptr %27, align 4, !dbg !304
  %220 = sext i32 %219 to i64, !dbg !303
  %221 = mul nsw i64 %220, %203, !dbg !303
  %222 = getelementptr inbounds i32, ptr %218, i64 %221, !dbg !303
  %223 = load i32, ptr %28, align 4, !dbg !305
  %224 = sext i32 %223 to i64, !dbg !303
  %225 = getelementptr inbounds i32, ptr %222, i64 %224, !dbg !303
  store i32 %217, ptr %225, align 4, !dbg !306
  br label %226, !dbg !303

226:                                              ; preds = %213
  %227 = load i32, ptr %28, align 4, !dbg !307
  %228 = add nsw i32 %227, 1, !dbg !307
  store i32 %228, ptr %28, align 4, !dbg !307
  br label %209, !dbg !308, !llvm.loop !309

229:                                              ; preds = %209
  br label %230, !dbg !310

230:                                              ; preds = %229
  %231 = load i32, ptr %27, align 4, !dbg !311
  %232 = add nsw i32 %231, 1, !dbg !311
  store i32 %232, ptr %27, align 4, !dbg !311
  br label %204, !dbg !312, !llvm.loop !313

233:                                              ; preds = %204
  %234 = load ptr, ptr %26, align 8, !dbg !315
  %235 = getelementptr inbounds i32, ptr %234, i64 %203, !dbg !315
  store ptr %235, ptr %26, align 8, !dbg !315
  %236 = load ptr, ptr %26, align 8, !dbg !316
  %237 = mul nsw i64 1, %203, !dbg !316
  %238 = getelementptr inbounds i32, ptr %236, i64 %237, !dbg !316
  %239 = getelementptr inbounds i32, ptr %238, i64 2, !dbg !316
  %240 = load i32, ptr %239, align 4, !dbg !316
  %241 = load ptr, ptr %26, align 8, !dbg !317
  %242 = getelementptr inbounds i32, ptr %241, i64 4, !dbg !318
  %243 = load i32, ptr %242, align 4, !dbg !318
  %244 = load ptr, ptr %26, align 8, !dbg !319
  %245 = mul nuw i64 4, %203, !dbg !320
  %246 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %240, i32 noundef %243, i64 noundef %245), !dbg !321
  store i32 0, ptr %1, align 4, !dbg !322
  %247 = load ptr, ptr %23, align 8, !dbg !323
  call void @llvm.stackrestore.p0(ptr %247), !dbg !323
  %248 = load i32, ptr %1, align 4, !dbg !323
  ret i32 %248, !dbg !323
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill(i32 noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !324 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !327, !DIExpression(), !328)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !329, !DIExpression(), !330)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !331, !DIExpression(), !332)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !333, !DIExpression(), !334)
  %11 = load i32, ptr %5, align 4, !dbg !335
  %12 = zext i32 %11 to i64
  %13 = load i32, ptr %6, align 4, !dbg !336
  %14 = zext i32 %13 to i64
    #dbg_declare(ptr %9, !337, !DIExpression(), !339)
  store i32 0, ptr %9, align 4, !dbg !339
  br label %15, !dbg !340

15:                                               ; preds = %46, %4
  %16 = load i32, ptr %9, align 4, !dbg !341
  %17 = load i32, ptr %5, align 4, !dbg !343
  %18 = icmp slt i32 %16, %17, !dbg !344
  br i1 %18, label %19, label %49, !dbg !345

19:                                               ; preds = %15
    #dbg_declare(ptr %10, !346, !DIExpression(), !348)
  store i32 0, ptr %10, align 4, !dbg !348
  br label %20, !dbg !349

20:                                               ; preds = %42, %19
  %21 = load i32, ptr %10, align 4, !dbg !350
  %22 = load i32, ptr %6, align 4, !dbg !352
  %23 = icmp slt i32 %21, %22, !dbg !353
  br i1 %23, label %24, label %45, !dbg !354

24:                                               ; preds = %20
  %25 = load i32, ptr %9, align 4, !dbg !355
  %26 = load i32, ptr %6, align 4, !dbg !356
  %27 = mul nsw i32 %25, %26, !dbg !357
  %28 = load i32, ptr %10, align 4, !dbg !358
  %29 = add nsw i32 %27, %28, !dbg !359
  %30 = load i32, ptr %8, align 4, !dbg !360
  %31 = add nsw i32 %29, %30, !dbg !361
  %32 = srem i32 %31, 17, !dbg !362
  %33 = sub nsw i32 %32, 8, !dbg !363
  %34 = load ptr, ptr %7, align 8, !dbg !364
  %35 = load i32, ptr %9, align 4, !dbg !365
  %36 = sext i32 %35 to i64, !dbg !364
  %37 = mul nsw i64 %36, %14, !dbg !364
  %38 = getelementptr inbounds i32, ptr %34, i64 %37, !dbg !364
  %39 = load i32, ptr %10, align 4, !dbg !366
  %40 = sext i32 %39 to i64, !dbg !364
  %41 = getelementptr inbounds i32, ptr %38, i64 %40, !dbg !364
  store i32 %33, ptr %41, align 4, !dbg !367
  br label %42, !dbg !364

42:                                               ; preds = %24
  %43 = load i32, ptr %10, align 4, !dbg !368
  %44 = add nsw i32 %43, 1, !dbg !368
  store i32 %44, ptr %10, align 4, !dbg !368
  br label %20, !dbg !369, !llvm.loop !370

45:                                               ; preds = %20
  br label %46, !dbg !371

46:                                               ; preds = %45
  %47 = load i32, ptr %9, align 4, !dbg !372
  %48 = add nsw i32 %47, 1, !dbg !372
  store i32 %48, ptr %9, align 4, !dbg !372
  br label %15, !dbg !373, !llvm.loop !374

49:                                               ; preds = %15
  ret void, !dbg !376
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum2d(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 !dbg !377 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !381, !DIExpression(), !382)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !383, !DIExpression(), !384)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !385, !DIExpression(), !386)
  %10 = load i32, ptr %4, align 4, !dbg !387
  %11 = zext i32 %10 to i64
  %12 = load i32, ptr %5, align 4, !dbg !388
  %13 = zext i32 %12 to i64
    #dbg_declare(ptr %7, !389, !DIExpression(), !390)
  store i64 0, ptr %7, align 8, !dbg !390
    #dbg_declare(ptr %8, !391, !DIExpression(), !393)
  store i32 0, ptr %8, align 4, !dbg !393
  br label %14, !dbg !394

14:                                               ; preds = %44, %3
  %15 = load i32, ptr %8, align 4, !dbg !395
  %16 = load i32, ptr %4, align 4, !dbg !397
  %17 = icmp slt i32 %15, %16, !dbg !398
  br i1 %17, label %18, label %47, !dbg !399

18:                                               ; preds = %14
    #dbg_declare(ptr %9, !400, !DIExpression(), !402)
  store i32 0, ptr %9, align 4, !dbg !402
  br label %19, !dbg !403

19:                                               ; preds = %40, %18
  %20 = load i32, ptr %9, align 4, !dbg !404
  %21 = load i32, ptr %5, align 4, !dbg !406
  %22 = icmp slt i32 %20, %21, !dbg !407
  br i1 %22, label %23, label %43, !dbg !408

23:                                               ; preds = %19
  %24 = load ptr, ptr %6, align 8, !dbg !409
  %25 = load i32, ptr %8, align 4, !dbg !410
  %26 = sext i32 %25 to i64, !dbg !409
  %27 = mul nsw i64 %26, %13, !dbg !409
  %28 = getelementptr inbounds i32, ptr %24, i64 %27, !dbg !409
  %29 = load i32, ptr %9, align 4, !dbg !411
  %30 = sext i32 %29 to i64, !dbg !409
  %31 = getelementptr inbounds i32, ptr %28, i64 %30, !dbg !409
  %32 = load i32, ptr %31, align 4, !dbg !409
  %33 = load i32, ptr %8, align 4, !dbg !412
  %34 = load i32, ptr %9, align 4, !dbg !413
  %35 = sub nsw i32 %33, %34, !dbg !414
  %36 = mul nsw i32 %32, %35, !dbg !415
  %37 = sext i32 %36 to i64, !dbg !409
  %38 = load i64, ptr %7, align 8, !dbg !416
  %39 = add nsw i64 %38, %37, !dbg !416
  store i64 %39, ptr %7, align 8, !dbg !416
  br label %40, !dbg !417

40:                                               ; preds = %23
  %41 = load i32, ptr %9, align 4, !dbg !418
  %42 = add nsw i32 %41, 1, !dbg !418
  store i32 %42, ptr %9, align 4, !dbg !418
  br label %19, !dbg !419, !llvm.loop !420

43:                                               ; preds = %19
  br label %44, !dbg !421

44:                                               ; preds = %43
  %45 = load i32, ptr %8, align 4, !dbg !422
  %46 = add nsw i32 %45, 1, !dbg !422
  store i32 %46, ptr %8, align 4, !dbg !422
  br label %14, !dbg !423, !llvm.loop !424

47:                                               ; preds = %14
  %48 = load i64, ptr %7, align 8, !dbg !426
  ret i64 %48, !dbg !427
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @det_rec(i32 noundef %0, ptr noundef %1) #0 !dbg !428 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !431, !DIExpression(), !432)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !433, !DIExpression(), !434)
  %15 = load i32, ptr %4, align 4, !dbg !435
  %16 = zext i32 %15 to i64
  %17 = load i32, ptr %4, align 4, !dbg !436
  %18 = zext i32 %17 to i64
  %19 = load i32, ptr %4, align 4, !dbg !437
  %20 = icmp eq i32 %19, 1, !dbg !439
  br i1 %20, label %21, label %27, !dbg !440

21:                                               ; preds = %2
  %22 = load ptr, ptr %5, align 8, !dbg !441
  %23 = mul nsw i64 0, %18, !dbg !441
  %24 = getelementptr inbounds i32, ptr %22, i64 %23, !dbg !441
  %25 = getelementptr inbounds i32, ptr %24, i64 0, !dbg !441
  %26 = load i32, ptr %25, align 4, !dbg !441
  store i32 %26, ptr %3, align 4, !dbg !442
  br label %109, !dbg !442

27:                                               ; preds = %2
    #dbg_declare(ptr %6, !443, !DIExpression(), !444)
  store i32 0, ptr %6, align 4, !dbg !444
    #dbg_declare(ptr %7, !445, !DIExpression(), !447)
  store i32 0, ptr %7, align 4, !dbg !447
  br label %28, !dbg !448

28:                                               ; preds = %104, %27
  %29 = load i32, ptr %7, align 4, !dbg !449
  %30 = load i32, ptr %4, align 4, !dbg !451
  %31 = icmp slt i32 %29, %30, !dbg !452
  br i1 %31, label %32, label %107, !dbg !453

32:                                               ; preds = %28
  %33 = load i32, ptr %4, align 4, !dbg !454
  %34 = sub nsw i32 %33, 1, !dbg !456
  %35 = zext i32 %34 to i64, !dbg !457
  %36 = load i32, ptr %4, align 4, !dbg !458
  %37 = sub nsw i32 %36, 1, !dbg !459
  %38 = zext i32 %37 to i64, !dbg !457
  %39 = call ptr @llvm.stacksave.p0(), !dbg !457
  store ptr %39, ptr %8, align 8, !dbg !457
  %40 = mul nuw i64 %35, %38, !dbg !457
  %41 = alloca i32, i64 %40, align 16, !dbg !457
  store i64 %35, ptr %9, align 8, !dbg !457
  store i64 %38, ptr %10, align 8, !dbg !457
    #dbg_declare(ptr %9, !460, !DIExpression(), !461)
    #dbg_declare(ptr %10, !462, !DIExpression(), !461)
    #dbg_declare(ptr %41, !463, !DIExpression(), !468)
    #dbg_declare(ptr %11, !469, !DIExpression(), !471)
  store i32 1, ptr %11, align 4, !dbg !471
  br label %42, !dbg !472

42:                                               ; preds = %79, %32
  %43 = load i32, ptr %11, align 4, !dbg !473
  %44 = load i32, ptr %4, align 4, !dbg !475
  %45 = icmp slt i32 %43, %44, !dbg !476
  br i1 %45, label %46, label %82, !dbg !477

46:                                               ; preds = %42
    #dbg_declare(ptr %12, !478, !DIExpression(), !480)
  store i32 0, ptr %12, align 4, !dbg !480
    #dbg_declare(ptr %13, !481, !DIExpression(), !483)
  store i32 0, ptr %13, align 4, !dbg !483
  br label %47, !dbg !484

47:                                               ; preds = %75, %46
  %48 = load i32, ptr %13, align 4, !dbg !485
  %49 = load i32, ptr %4, align 4, !dbg !487
  %50 = icmp slt i32 %48, %49, !dbg !488
  br i1 %50, label %51, label %78, !dbg !489

51:                                               ; preds = %47
  %52 = load i32, ptr %13, align 4, !dbg !490
  %53 = load i32, ptr %7, align 4, !dbg !492
  %54 = icmp ne i32 %52, %53, !dbg !493
  br i1 %54, label %55, label %74, !dbg !494

55:                                               ; preds = %51
  %56 = load ptr, ptr %5, align 8, !dbg !495
  %57 = load i32, ptr %11, align 4, !dbg !496
  %58 = sext i32 %57 to i64, !dbg !495
  %59 = mul nsw i64 %58, %18, !dbg !495
  %60 = getelementptr inbounds i32, ptr %56, i64 %59, !dbg !495
  %61 = load i32, ptr %13, align 4, !dbg !497
  %62 = sext i32 %61 to i64, !dbg !495
  %63 = getelementptr inbounds i32, ptr %60, i64 %62, !dbg !495
  %64 = load i32, ptr %63, align 4, !dbg !495
  %65 = load i32, ptr %11, align 4, !dbg !498
  %66 = sub nsw i32 %65, 1, !dbg !499
  %67 = sext i32 %66 to i64, !dbg !500
  %68 = mul nsw i64 %67, %38, !dbg !500
  %69 = getelementptr inbounds i32, ptr %41, i64 %68, !dbg !500
  %70 = load i32, ptr %12, align 4, !dbg !501
  %71 = add nsw i32 %70, 1, !dbg !501
  store i32 %71, ptr %12, align 4, !dbg !501
  %72 = sext i32 %70 to i64, !dbg !500
  %73 = getelementptr inbounds i32, ptr %69, i64 %72, !dbg !500
  store i32 %64, ptr %73, align 4, !dbg !502
  br label %74, !dbg !500

74:                                               ; preds = %55, %51
  br label %75, !dbg !492

75:                                               ; preds = %74
  %76 = load i32, ptr %13, align 4, !dbg !503
  %77 = add nsw i32 %76, 1, !dbg !503
  store i32 %77, ptr %13, align 4, !dbg !503
  br label %47, !dbg !504, !llvm.loop !505

78:                                               ; preds = %47
  br label %79, !dbg !507

79:                                               ; preds = %78
  %80 = load i32, ptr %11, align 4, !dbg !508
  %81 = add nsw i32 %80, 1, !dbg !508
  store i32 %81, ptr %11, align 4, !dbg !508
  br label %42, !dbg !509, !llvm.loop !510

82:                                               ; preds = %42
    #dbg_declare(ptr %14, !512, !DIExpression(), !513)
  %83 = load i32, ptr %7, align 4, !dbg !514
  %84 = srem i32 %83, 2, !dbg !515
  %85 = icmp ne i32 %84, 0, !dbg !514
  %86 = zext i1 %85 to i64, !dbg !514
  %87 = select i1 %85, i32 -1, i32 1, !dbg !514
  store i32 %87, ptr %14, align 4, !dbg !513
  %88 = load i32, ptr %14, align 4, !dbg !516
  %89 = load ptr, ptr %5, align 8, !dbg !517
  %90 = mul nsw i64 0, %18, !dbg !517
  %91 = getelementptr inbounds i32, ptr %89, i64 %90, !dbg !517
  %92 = load i32, ptr %7, align 4, !dbg !518
  %93 = sext i32 %92 to i64, !dbg !517
  %94 = getelementptr inbounds i32, ptr %91, i64 %93, !dbg !517
  %95 = load i32, ptr %94, align 4, !dbg !517
  %96 = mul nsw i32 %88, %95, !dbg !519
  %97 = load i32, ptr %4, align 4, !dbg !520
  %98 = sub nsw i32 %97, 1, !dbg !521
  %99 = call i32 @det_rec(i32 noundef %98, ptr noundef %41), !dbg !522
  %100 = mul nsw i32 %96, %99, !dbg !523
  %101 = load i32, ptr %6, align 4, !dbg !524
  %102 = add nsw i32 %101, %100, !dbg !524
  store i32 %102, ptr %6, align 4, !dbg !524
  %103 = load ptr, ptr %8, align 8, !dbg !525
  call void @llvm.stackrestore.p0(ptr %103), !dbg !525
  br label %104, !dbg !526

104:                                              ; preds = %82
  %105 = load i32, ptr %7, align 4, !dbg !527
  %106 = add nsw i32 %105, 1, !dbg !527
  store i32 %106, ptr %7, align 4, !dbg !527
  br label %28, !dbg !528, !llvm.loop !529

107:                                              ; preds = %28
  %108 = load i32, ptr %6, align 4, !dbg !531
  store i32 %108, ptr %3, align 4, !dbg !532
  br label %109, !dbg !532

109:                                              ; preds = %107, %21
  %110 = load i32, ptr %3, align 4, !dbg !533
  ret i32 %110, !dbg !533
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sieve_count(i32 noundef %0) #0 !dbg !534 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !537, !DIExpression(), !538)
  %10 = load i32, ptr %2, align 4, !dbg !539
  %11 = add nsw i32 %10, 1, !dbg !540
  %12 = zext i32 %11 to i64, !dbg !541
  %13 = call ptr @llvm.stacksave.p0(), !dbg !541
  store ptr %13, ptr %3, align 8, !dbg !541
  %14 = alloca i8, i64 %12, align 16, !dbg !541
  store i64 %12, ptr %4, align 8, !dbg !541
    #dbg_declare(ptr %4, !542, !DIExpression(), !543)
    #dbg_declare(ptr %14, !544, !DIExpression(), !548)
    #dbg_declare(ptr %5, !549, !DIExpression(), !551)
  store i32 0, ptr %5, align 4, !dbg !551
  br label %15, !dbg !552

15:                                               ; preds = %27, %1
  %16 = load i32, ptr %5, align 4, !dbg !553
  %17 = load i32, ptr %2, align 4, !dbg !555
  %18 = icmp sle i32 %16, %17, !dbg !556
  br i1 %18, label %19, label %30, !dbg !557

19:                                               ; preds = %15
  %20 = load i32, ptr %5, align 4, !dbg !558
  %21 = icmp sge i32 %20, 2, !dbg !559
  %22 = zext i1 %21 to i32, !dbg !559
  %23 = trunc i32 %22 to i8, !dbg !558
  %24 = load i32, ptr %5, align 4, !dbg !560
  %25 = sext i32 %24 to i64, !dbg !561
  %26 = getelementptr inbounds i8, ptr %14, i64 %25, !dbg !561
  store i8 %23, ptr %26, align 1, !dbg !562
  br label %27, !dbg !561

27:                                               ; preds = %19
  %28 = load i32, ptr %5, align 4, !dbg !563
  %29 = add nsw i32 %28, 1, !dbg !563
  store i32 %29, ptr %5, align 4, !dbg !563
  br label %15, !dbg !564, !llvm.loop !565

30:                                               ; preds = %15
    #dbg_declare(ptr %6, !567, !DIExpression(), !569)
  store i32 2, ptr %6, align 4, !dbg !569
  br label %31, !dbg !570

31:                                               ; preds = %61, %30
  %32 = load i32, ptr %6, align 4, !dbg !571
  %33 = load i32, ptr %6, align 4, !dbg !573
  %34 = mul nsw i32 %32, %33, !dbg !574
  %35 = load i32, ptr %2, align 4, !dbg !575
  %36 = icmp sle i32 %34, %35, !dbg !576
  br i1 %36, label %37, label %64, !dbg !577

37:                                               ; preds = %31
  %38 = load i32, ptr %6, align 4, !dbg !578
  %39 = sext i32 %38 to i64, !dbg !580
  %40 = getelementptr inbounds i8, ptr %14, i64 %39, !dbg !580
  %41 = load i8, ptr %40, align 1, !dbg !580
  %42 = icmp ne i8 %41, 0, !dbg !580
  br i1 %42, label %43, label %60, !dbg !581

43:                                               ; preds = %37
    #dbg_declare(ptr %7, !582, !DIExpression(), !584)
  %44 = load i32, ptr %6, align 4, !dbg !585
  %45 = load i32, ptr %6, align 4, !dbg !586
  %46 = mul nsw i32 %44, %45, !dbg !587
  store i32 %46, ptr %7, align 4, !dbg !584
  br label %47, !dbg !588

47:                                               ; preds = %55, %43
  %48 = load i32, ptr %7, align 4, !dbg !589
  %49 = load i32, ptr %2, align 4, !dbg !591
  %50 = icmp sle i32 %48, %49, !dbg !592
  br i1 %50, label %51, label %59, !dbg !593

51:                                               ; preds = %47
  %52 = load i32, ptr %7, align 4, !dbg !594
  %53 = sext i32 %52 to i64, !dbg !595
  %54 = getelementptr inbounds i8, ptr %14, i64 %53, !dbg !595
  store i8 0, ptr %54, align 1, !dbg !596
  br label %55, !dbg !595

55:                                               ; preds = %51
  %56 = load i32, ptr %6, align 4, !dbg !597
  %57 = load i32, ptr %7, align 4, !dbg !598
  %58 = add nsw i32 %57, %56, !dbg !598
  store i32 %58, ptr %7, align 4, !dbg !598
  br label %47, !dbg !599, !llvm.loop !600

59:                                               ; preds = %47
  br label %60, !dbg !601

60:                                               ; preds = %59, %37
  br label %61, !dbg !602

61:                                               ; preds = %60
  %62 = load i32, ptr %6, align 4, !dbg !603
  %63 = add nsw i32 %62, 1, !dbg !603
  store i32 %63, ptr %6, align 4, !dbg !603
  br label %31, !dbg !604, !llvm.loop !605

64:                                               ; preds = %31
    #dbg_declare(ptr %8, !607, !DIExpression(), !608)
  store i32 0, ptr %8, align 4, !dbg !608
    #dbg_declare(ptr %9, !609, !DIExpression(), !611)
  store i32 0, ptr %9, align 4, !dbg !611
  br label %65, !dbg !612

65:                                               ; preds = %77, %64
  %66 = load i32, ptr %9, align 4, !dbg !613
  %67 = load i32, ptr %2, align 4, !dbg !615
  %68 = icmp sle i32 %66, %67, !dbg !616
  br i1 %68, label %69, label %80, !dbg !617

69:                                               ; preds = %65
  %70 = load i32, ptr %9, align 4, !dbg !618
  %71 = sext i32 %70 to i64, !dbg !619
  %72 = getelementptr inbounds i8, ptr %14, i64 %71, !dbg !619
  %73 = load i8, ptr %72, align 1, !dbg !619
  %74 = sext i8 %73 to i32, !dbg !620
  %75 = load i32, ptr %8, align 4, !dbg !621
  %76 = add i32 %75, %74, !dbg !621
  store i32 %76, ptr %8, align 4, !dbg !621
  br label %77, !dbg !622

77:                                               ; preds = %69
  %78 = load i32, ptr %9, align 4, !dbg !623
  %79 = add nsw i32 %78, 1, !dbg !623
  store i32 %79, ptr %9, align 4, !dbg !623
  br label %65, !dbg !624, !llvm.loop !625

80:                                               ; preds = %65
  %81 = load i32, ptr %8, align 4, !dbg !627
  %82 = load ptr, ptr %3, align 8, !dbg !628
  call void @llvm.stackrestore.p0(ptr %82), !dbg !628
  ret i32 %81, !dbg !628
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "vla.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "25310ec597101bc538176b4bff59b137")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 35)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 29)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 43)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !30, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29}
!29 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!30 = !{!0, !7, !12, !17, !22}
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{i32 7, !"frame-pointer", i32 2}
!38 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!39 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 51, type: !40, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !27, retainedNodes: !43)
!40 = !DISubroutineType(types: !41)
!41 = !{!42}
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !{}
!44 = !DILocalVariable(name: "n", scope: !45, file: !2, line: 52, type: !42)
!45 = distinct !DILexicalBlock(scope: !39, file: !2, line: 52, column: 5)
!46 = !DILocation(line: 52, column: 14, scope: !45)
!47 = !DILocation(line: 52, column: 10, scope: !45)
!48 = !DILocation(line: 52, column: 21, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !2, line: 52, column: 5)
!50 = !DILocation(line: 52, column: 23, scope: !49)
!51 = !DILocation(line: 52, column: 5, scope: !45)
!52 = !DILocalVariable(name: "rows", scope: !53, file: !2, line: 53, type: !42)
!53 = distinct !DILexicalBlock(scope: !49, file: !2, line: 52, column: 34)
!54 = !DILocation(line: 53, column: 13, scope: !53)
!55 = !DILocation(line: 53, column: 20, scope: !53)
!56 = !DILocation(line: 53, column: 22, scope: !53)
!57 = !DILocalVariable(name: "cols", scope: !53, file: !2, line: 53, type: !42)
!58 = !DILocation(line: 53, column: 27, scope: !53)
!59 = !DILocation(line: 53, column: 38, scope: !53)
!60 = !DILocation(line: 53, column: 36, scope: !53)
!61 = !DILocation(line: 54, column: 15, scope: !53)
!62 = !DILocation(line: 54, column: 9, scope: !53)
!63 = !DILocation(line: 54, column: 21, scope: !53)
!64 = !DILocalVariable(name: "__vla_expr0", scope: !53, type: !65, flags: DIFlagArtificial)
!65 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!66 = !DILocation(line: 0, scope: !53)
!67 = !DILocalVariable(name: "__vla_expr1", scope: !53, type: !65, flags: DIFlagArtificial)
!68 = !DILocalVariable(name: "m", scope: !53, file: !2, line: 54, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !70)
!70 = !{!71, !72}
!71 = !DISubrange(count: !64)
!72 = !DISubrange(count: !67)
!73 = !DILocation(line: 54, column: 13, scope: !53)
!74 = !DILocation(line: 55, column: 14, scope: !53)
!75 = !DILocation(line: 55, column: 20, scope: !53)
!76 = !DILocation(line: 55, column: 29, scope: !53)
!77 = !DILocation(line: 55, column: 9, scope: !53)
!78 = !DILocation(line: 56, column: 55, scope: !53)
!79 = !DILocation(line: 56, column: 58, scope: !53)
!80 = !DILocation(line: 56, column: 74, scope: !53)
!81 = !DILocation(line: 56, column: 80, scope: !53)
!82 = !DILocation(line: 56, column: 68, scope: !53)
!83 = !DILocation(line: 57, column: 18, scope: !53)
!84 = !DILocation(line: 57, column: 23, scope: !53)
!85 = !DILocation(line: 57, column: 16, scope: !53)
!86 = !DILocation(line: 57, column: 28, scope: !53)
!87 = !DILocation(line: 57, column: 33, scope: !53)
!88 = !DILocation(line: 56, column: 9, scope: !53)
!89 = !DILocation(line: 58, column: 5, scope: !49)
!90 = !DILocation(line: 58, column: 5, scope: !53)
!91 = !DILocation(line: 52, column: 30, scope: !49)
!92 = !DILocation(line: 52, column: 5, scope: !49)
!93 = distinct !{!93, !51, !94, !95}
!94 = !DILocation(line: 58, column: 5, scope: !45)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !DILocalVariable(name: "n", scope: !97, file: !2, line: 59, type: !42)
!97 = distinct !DILexicalBlock(scope: !39, file: !2, line: 59, column: 5)
!98 = !DILocation(line: 59, column: 14, scope: !97)
!99 = !DILocation(line: 59, column: 10, scope: !97)
!100 = !DILocation(line: 59, column: 21, scope: !101)
!101 = distinct !DILexicalBlock(scope: !97, file: !2, line: 59, column: 5)
!102 = !DILocation(line: 59, column: 23, scope: !101)
!103 = !DILocation(line: 59, column: 5, scope: !97)
!104 = !DILocation(line: 60, column: 15, scope: !105)
!105 = distinct !DILexicalBlock(scope: !101, file: !2, line: 59, column: 34)
!106 = !DILocation(line: 60, column: 9, scope: !105)
!107 = !DILocation(line: 60, column: 18, scope: !105)
!108 = !DILocalVariable(name: "__vla_expr2", scope: !105, type: !65, flags: DIFlagArtificial)
!109 = !DILocation(line: 0, scope: !105)
!110 = !DILocalVariable(name: "__vla_expr3", scope: !105, type: !65, flags: DIFlagArtificial)
!111 = !DILocalVariable(name: "m", scope: !105, file: !2, line: 60, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !113)
!113 = !{!114, !115}
!114 = !DISubrange(count: !108)
!115 = !DISubrange(count: !110)
!116 = !DILocation(line: 60, column: 13, scope: !105)
!117 = !DILocalVariable(name: "i", scope: !118, file: !2, line: 61, type: !42)
!118 = distinct !DILexicalBlock(scope: !105, file: !2, line: 61, column: 9)
!119 = !DILocation(line: 61, column: 18, scope: !118)
!120 = !DILocation(line: 61, column: 14, scope: !118)
!121 = !DILocation(line: 61, column: 25, scope: !122)
!122 = distinct !DILexicalBlock(scope: !118, file: !2, line: 61, column: 9)
!123 = !DILocation(line: 61, column: 29, scope: !122)
!124 = !DILocation(line: 61, column: 27, scope: !122)
!125 = !DILocation(line: 61, column: 9, scope: !118)
!126 = !DILocalVariable(name: "j", scope: !127, file: !2, line: 62, type: !42)
!127 = distinct !DILexicalBlock(scope: !122, file: !2, line: 62, column: 13)
!128 = !DILocation(line: 62, column: 22, scope: !127)
!129 = !DILocation(line: 62, column: 18, scope: !127)
!130 = !DILocation(line: 62, column: 29, scope: !131)
!131 = distinct !DILexicalBlock(scope: !127, file: !2, line: 62, column: 13)
!132 = !DILocation(line: 62, column: 33, scope: !131)
!133 = !DILocation(line: 62, column: 31, scope: !131)
!134 = !DILocation(line: 62, column: 13, scope: !127)
!135 = !DILocation(line: 63, column: 28, scope: !131)
!136 = !DILocation(line: 63, column: 33, scope: !131)
!137 = !DILocation(line: 63, column: 30, scope: !131)
!138 = !DILocation(line: 63, column: 27, scope: !131)
!139 = !DILocation(line: 63, column: 38, scope: !131)
!140 = !DILocation(line: 63, column: 43, scope: !131)
!141 = !DILocation(line: 63, column: 45, scope: !131)
!142 = !DILocation(line: 63, column: 51, scope: !131)
!143 = !DILocation(line: 63, column: 53, scope: !131)
!144 = !DILocation(line: 63, column: 49, scope: !131)
!145 = !DILocation(line: 63, column: 58, scope: !131)
!146 = !DILocation(line: 63, column: 62, scope: !131)
!147 = !DILocation(line: 63, column: 19, scope: !131)
!148 = !DILocation(line: 63, column: 17, scope: !131)
!149 = !DILocation(line: 63, column: 22, scope: !131)
!150 = !DILocation(line: 63, column: 25, scope: !131)
!151 = !DILocation(line: 62, column: 37, scope: !131)
!152 = !DILocation(line: 62, column: 13, scope: !131)
!153 = distinct !{!153, !134, !154, !95}
!154 = !DILocation(line: 63, column: 64, scope: !127)
!155 = !DILocation(line: 61, column: 33, scope: !122)
!156 = !DILocation(line: 61, column: 9, scope: !122)
!157 = distinct !{!157, !125, !158, !95}
!158 = !DILocation(line: 63, column: 64, scope: !118)
!159 = !DILocation(line: 64, column: 32, scope: !105)
!160 = !DILocation(line: 64, column: 43, scope: !105)
!161 = !DILocation(line: 64, column: 35, scope: !105)
!162 = !DILocation(line: 64, column: 9, scope: !105)
!163 = !DILocation(line: 65, column: 5, scope: !101)
!164 = !DILocation(line: 65, column: 5, scope: !105)
!165 = !DILocation(line: 59, column: 30, scope: !101)
!166 = !DILocation(line: 59, column: 5, scope: !101)
!167 = distinct !{!167, !103, !168, !95}
!168 = !DILocation(line: 65, column: 5, scope: !97)
!169 = !DILocalVariable(name: "n", scope: !170, file: !2, line: 66, type: !42)
!170 = distinct !DILexicalBlock(scope: !39, file: !2, line: 66, column: 5)
!171 = !DILocation(line: 66, column: 14, scope: !170)
!172 = !DILocation(line: 66, column: 10, scope: !170)
!173 = !DILocation(line: 66, column: 22, scope: !174)
!174 = distinct !DILexicalBlock(scope: !170, file: !2, line: 66, column: 5)
!175 = !DILocation(line: 66, column: 24, scope: !174)
!176 = !DILocation(line: 66, column: 5, scope: !170)
!177 = !DILocation(line: 67, column: 36, scope: !174)
!178 = !DILocation(line: 67, column: 51, scope: !174)
!179 = !DILocation(line: 67, column: 39, scope: !174)
!180 = !DILocation(line: 67, column: 9, scope: !174)
!181 = !DILocation(line: 66, column: 35, scope: !174)
!182 = !DILocation(line: 66, column: 5, scope: !174)
!183 = distinct !{!183, !176, !184, !95}
!184 = !DILocation(line: 67, column: 53, scope: !170)
!185 = !DILocalVariable(name: "len", scope: !186, file: !2, line: 69, type: !42)
!186 = distinct !DILexicalBlock(scope: !39, file: !2, line: 69, column: 5)
!187 = !DILocation(line: 69, column: 14, scope: !186)
!188 = !DILocation(line: 69, column: 10, scope: !186)
!189 = !DILocation(line: 69, column: 23, scope: !190)
!190 = distinct !DILexicalBlock(scope: !186, file: !2, line: 69, column: 5)
!191 = !DILocation(line: 69, column: 27, scope: !190)
!192 = !DILocation(line: 69, column: 5, scope: !186)
!193 = !DILocation(line: 70, column: 20, scope: !194)
!194 = distinct !DILexicalBlock(scope: !190, file: !2, line: 69, column: 44)
!195 = !DILocation(line: 70, column: 9, scope: !194)
!196 = !DILocalVariable(name: "__vla_expr4", scope: !194, type: !65, flags: DIFlagArtificial)
!197 = !DILocation(line: 0, scope: !194)
!198 = !DILocalVariable(name: "buf", scope: !194, file: !2, line: 70, type: !199)
!199 = !DICompositeType(tag: DW_TAG_array_type, baseType: !200, elements: !201)
!200 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!201 = !{!202}
!202 = !DISubrange(count: !196)
!203 = !DILocation(line: 70, column: 16, scope: !194)
!204 = !DILocalVariable(name: "i", scope: !205, file: !2, line: 71, type: !42)
!205 = distinct !DILexicalBlock(scope: !194, file: !2, line: 71, column: 9)
!206 = !DILocation(line: 71, column: 18, scope: !205)
!207 = !DILocation(line: 71, column: 14, scope: !205)
!208 = !DILocation(line: 71, column: 25, scope: !209)
!209 = distinct !DILexicalBlock(scope: !205, file: !2, line: 71, column: 9)
!210 = !DILocation(line: 71, column: 29, scope: !209)
!211 = !DILocation(line: 71, column: 27, scope: !209)
!212 = !DILocation(line: 71, column: 9, scope: !205)
!213 = !DILocation(line: 72, column: 23, scope: !209)
!214 = !DILocation(line: 72, column: 25, scope: !209)
!215 = !DILocation(line: 72, column: 31, scope: !209)
!216 = !DILocation(line: 72, column: 29, scope: !209)
!217 = !DILocation(line: 72, column: 22, scope: !209)
!218 = !DILocation(line: 72, column: 36, scope: !209)
!219 = !DILocation(line: 72, column: 17, scope: !209)
!220 = !DILocation(line: 72, column: 13, scope: !209)
!221 = !DILocation(line: 72, column: 20, scope: !209)
!222 = !DILocation(line: 71, column: 35, scope: !209)
!223 = !DILocation(line: 71, column: 9, scope: !209)
!224 = distinct !{!224, !212, !225, !95}
!225 = !DILocation(line: 72, column: 38, scope: !205)
!226 = !DILocalVariable(name: "mean", scope: !194, file: !2, line: 73, type: !200)
!227 = !DILocation(line: 73, column: 16, scope: !194)
!228 = !DILocalVariable(name: "i", scope: !229, file: !2, line: 74, type: !42)
!229 = distinct !DILexicalBlock(scope: !194, file: !2, line: 74, column: 9)
!230 = !DILocation(line: 74, column: 18, scope: !229)
!231 = !DILocation(line: 74, column: 14, scope: !229)
!232 = !DILocation(line: 74, column: 25, scope: !233)
!233 = distinct !DILexicalBlock(scope: !229, file: !2, line: 74, column: 9)
!234 = !DILocation(line: 74, column: 29, scope: !233)
!235 = !DILocation(line: 74, column: 27, scope: !233)
!236 = !DILocation(line: 74, column: 9, scope: !229)
!237 = !DILocation(line: 75, column: 25, scope: !233)
!238 = !DILocation(line: 75, column: 21, scope: !233)
!239 = !DILocation(line: 75, column: 18, scope: !233)
!240 = !DILocation(line: 75, column: 13, scope: !233)
!241 = !DILocation(line: 74, column: 35, scope: !233)
!242 = !DILocation(line: 74, column: 9, scope: !233)
!243 = distinct !{!243, !236, !244, !95}
!244 = !DILocation(line: 75, column: 26, scope: !229)
!245 = !DILocation(line: 76, column: 17, scope: !194)
!246 = !DILocation(line: 76, column: 14, scope: !194)
!247 = !DILocation(line: 77, column: 49, scope: !194)
!248 = !DILocation(line: 77, column: 54, scope: !194)
!249 = !DILocation(line: 77, column: 60, scope: !194)
!250 = !DILocation(line: 77, column: 9, scope: !194)
!251 = !DILocation(line: 78, column: 5, scope: !190)
!252 = !DILocation(line: 78, column: 5, scope: !194)
!253 = !DILocation(line: 69, column: 37, scope: !190)
!254 = !DILocation(line: 69, column: 5, scope: !190)
!255 = distinct !{!255, !192, !256, !95}
!256 = !DILocation(line: 78, column: 5, scope: !186)
!257 = !DILocalVariable(name: "r", scope: !39, file: !2, line: 80, type: !42)
!258 = !DILocation(line: 80, column: 9, scope: !39)
!259 = !DILocalVariable(name: "c", scope: !39, file: !2, line: 80, type: !42)
!260 = !DILocation(line: 80, column: 16, scope: !39)
!261 = !DILocation(line: 81, column: 14, scope: !39)
!262 = !DILocation(line: 81, column: 5, scope: !39)
!263 = !DILocation(line: 81, column: 17, scope: !39)
!264 = !DILocalVariable(name: "__vla_expr5", scope: !39, type: !65, flags: DIFlagArtificial)
!265 = !DILocation(line: 0, scope: !39)
!266 = !DILocalVariable(name: "__vla_expr6", scope: !39, type: !65, flags: DIFlagArtificial)
!267 = !DILocalVariable(name: "grid", scope: !39, file: !2, line: 81, type: !268)
!268 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !269)
!269 = !{!270, !271}
!270 = !DISubrange(count: !264)
!271 = !DISubrange(count: !266)
!272 = !DILocation(line: 81, column: 9, scope: !39)
!273 = !DILocation(line: 82, column: 16, scope: !39)
!274 = !DILocation(line: 82, column: 5, scope: !39)
!275 = !DILocalVariable(name: "row", scope: !39, file: !2, line: 82, type: !276)
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !277, size: 64)
!277 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !278)
!278 = !{!279}
!279 = !DISubrange(count: -1)
!280 = !DILocation(line: 82, column: 11, scope: !39)
!281 = !DILocalVariable(name: "i", scope: !282, file: !2, line: 83, type: !42)
!282 = distinct !DILexicalBlock(scope: !39, file: !2, line: 83, column: 5)
!283 = !DILocation(line: 83, column: 14, scope: !282)
!284 = !DILocation(line: 83, column: 10, scope: !282)
!285 = !DILocation(line: 83, column: 21, scope: !286)
!286 = distinct !DILexicalBlock(scope: !282, file: !2, line: 83, column: 5)
!287 = !DILocation(line: 83, column: 25, scope: !286)
!288 = !DILocation(line: 83, column: 23, scope: !286)
!289 = !DILocation(line: 83, column: 5, scope: !282)
!290 = !DILocalVariable(name: "j", scope: !291, file: !2, line: 84, type: !42)
!291 = distinct !DILexicalBlock(scope: !286, file: !2, line: 84, column: 9)
!292 = !DILocation(line: 84, column: 18, scope: !291)
!293 = !DILocation(line: 84, column: 14, scope: !291)
!294 = !DILocation(line: 84, column: 25, scope: !295)
!295 = distinct !DILexicalBlock(scope: !291, file: !2, line: 84, column: 9)
!296 = !DILocation(line: 84, column: 29, scope: !295)
!297 = !DILocation(line: 84, column: 27, scope: !295)
!298 = !DILocation(line: 84, column: 9, scope: !291)
!299 = !DILocation(line: 85, column: 25, scope: !295)
!300 = !DILocation(line: 85, column: 27, scope: !295)
!301 = !DILocation(line: 85, column: 34, scope: !295)
!302 = !DILocation(line: 85, column: 32, scope: !295)
!303 = !DILocation(line: 85, column: 13, scope: !295)
!304 = !DILocation(line: 85, column: 17, scope: !295)
!305 = !DILocation(line: 85, column: 20, scope: !295)
!306 = !DILocation(line: 85, column: 23, scope: !295)
!307 = !DILocation(line: 84, column: 33, scope: !295)
!308 = !DILocation(line: 84, column: 9, scope: !295)
!309 = distinct !{!309, !298, !310, !95}
!310 = !DILocation(line: 85, column: 34, scope: !291)
!311 = !DILocation(line: 83, column: 29, scope: !286)
!312 = !DILocation(line: 83, column: 5, scope: !286)
!313 = distinct !{!313, !289, !314, !95}
!314 = !DILocation(line: 85, column: 34, scope: !282)
!315 = !DILocation(line: 86, column: 8, scope: !39)
!316 = !DILocation(line: 87, column: 59, scope: !39)
!317 = !DILocation(line: 87, column: 72, scope: !39)
!318 = !DILocation(line: 87, column: 70, scope: !39)
!319 = !DILocation(line: 87, column: 89, scope: !39)
!320 = !DILocation(line: 87, column: 81, scope: !39)
!321 = !DILocation(line: 87, column: 5, scope: !39)
!322 = !DILocation(line: 88, column: 5, scope: !39)
!323 = !DILocation(line: 89, column: 1, scope: !39)
!324 = distinct !DISubprogram(name: "fill", scope: !2, file: !2, line: 13, type: !325, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !43)
!325 = !DISubroutineType(types: !326)
!326 = !{null, !42, !42, !276, !42}
!327 = !DILocalVariable(name: "rows", arg: 1, scope: !324, file: !2, line: 13, type: !42)
!328 = !DILocation(line: 13, column: 22, scope: !324)
!329 = !DILocalVariable(name: "cols", arg: 2, scope: !324, file: !2, line: 13, type: !42)
!330 = !DILocation(line: 13, column: 32, scope: !324)
!331 = !DILocalVariable(name: "m", arg: 3, scope: !324, file: !2, line: 13, type: !276)
!332 = !DILocation(line: 13, column: 42, scope: !324)
!333 = !DILocalVariable(name: "seed", arg: 4, scope: !324, file: !2, line: 13, type: !42)
!334 = !DILocation(line: 13, column: 61, scope: !324)
!335 = !DILocation(line: 13, column: 44, scope: !324)
!336 = !DILocation(line: 13, column: 50, scope: !324)
!337 = !DILocalVariable(name: "i", scope: !338, file: !2, line: 14, type: !42)
!338 = distinct !DILexicalBlock(scope: !324, file: !2, line: 14, column: 5)
!339 = !DILocation(line: 14, column: 14, scope: !338)
!340 = !DILocation(line: 14, column: 10, scope: !338)
!341 = !DILocation(line: 14, column: 21, scope: !342)
!342 = distinct !DILexicalBlock(scope: !338, file: !2, line: 14, column: 5)
!343 = !DILocation(line: 14, column: 25, scope: !342)
!344 = !DILocation(line: 14, column: 23, scope: !342)
!345 = !DILocation(line: 14, column: 5, scope: !338)
!346 = !DILocalVariable(name: "j", scope: !347, file: !2, line: 15, type: !42)
!347 = distinct !DILexicalBlock(scope: !342, file: !2, line: 15, column: 9)
!348 = !DILocation(line: 15, column: 18, scope: !347)
!349 = !DILocation(line: 15, column: 14, scope: !347)
!350 = !DILocation(line: 15, column: 25, scope: !351)
!351 = distinct !DILexicalBlock(scope: !347, file: !2, line: 15, column: 9)
!352 = !DILocation(line: 15, column: 29, scope: !351)
!353 = !DILocation(line: 15, column: 27, scope: !351)
!354 = !DILocation(line: 15, column: 9, scope: !347)
!355 = !DILocation(line: 16, column: 24, scope: !351)
!356 = !DILocation(line: 16, column: 28, scope: !351)
!357 = !DILocation(line: 16, column: 26, scope: !351)
!358 = !DILocation(line: 16, column: 35, scope: !351)
!359 = !DILocation(line: 16, column: 33, scope: !351)
!360 = !DILocation(line: 16, column: 39, scope: !351)
!361 = !DILocation(line: 16, column: 37, scope: !351)
!362 = !DILocation(line: 16, column: 45, scope: !351)
!363 = !DILocation(line: 16, column: 50, scope: !351)
!364 = !DILocation(line: 16, column: 13, scope: !351)
!365 = !DILocation(line: 16, column: 15, scope: !351)
!366 = !DILocation(line: 16, column: 18, scope: !351)
!367 = !DILocation(line: 16, column: 21, scope: !351)
!368 = !DILocation(line: 15, column: 36, scope: !351)
!369 = !DILocation(line: 15, column: 9, scope: !351)
!370 = distinct !{!370, !354, !371, !95}
!371 = !DILocation(line: 16, column: 52, scope: !347)
!372 = !DILocation(line: 14, column: 32, scope: !342)
!373 = !DILocation(line: 14, column: 5, scope: !342)
!374 = distinct !{!374, !345, !375, !95}
!375 = !DILocation(line: 16, column: 52, scope: !338)
!376 = !DILocation(line: 17, column: 1, scope: !324)
!377 = distinct !DISubprogram(name: "sum2d", scope: !2, file: !2, line: 5, type: !378, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !43)
!378 = !DISubroutineType(types: !379)
!379 = !{!380, !42, !42, !276}
!380 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!381 = !DILocalVariable(name: "rows", arg: 1, scope: !377, file: !2, line: 5, type: !42)
!382 = !DILocation(line: 5, column: 23, scope: !377)
!383 = !DILocalVariable(name: "cols", arg: 2, scope: !377, file: !2, line: 5, type: !42)
!384 = !DILocation(line: 5, column: 33, scope: !377)
!385 = !DILocalVariable(name: "m", arg: 3, scope: !377, file: !2, line: 5, type: !276)
!386 = !DILocation(line: 5, column: 43, scope: !377)
!387 = !DILocation(line: 5, column: 45, scope: !377)
!388 = !DILocation(line: 5, column: 51, scope: !377)
!389 = !DILocalVariable(name: "s", scope: !377, file: !2, line: 6, type: !380)
!390 = !DILocation(line: 6, column: 10, scope: !377)
!391 = !DILocalVariable(name: "i", scope: !392, file: !2, line: 7, type: !42)
!392 = distinct !DILexicalBlock(scope: !377, file: !2, line: 7, column: 5)
!393 = !DILocation(line: 7, column: 14, scope: !392)
!394 = !DILocation(line: 7, column: 10, scope: !392)
!395 = !DILocation(line: 7, column: 21, scope: !396)
!396 = distinct !DILexicalBlock(scope: !392, file: !2, line: 7, column: 5)
!397 = !DILocation(line: 7, column: 25, scope: !396)
!398 = !DILocation(line: 7, column: 23, scope: !396)
!399 = !DILocation(line: 7, column: 5, scope: !392)
!400 = !DILocalVariable(name: "j", scope: !401, file: !2, line: 8, type: !42)
!401 = distinct !DILexicalBlock(scope: !396, file: !2, line: 8, column: 9)
!402 = !DILocation(line: 8, column: 18, scope: !401)
!403 = !DILocation(line: 8, column: 14, scope: !401)
!404 = !DILocation(line: 8, column: 25, scope: !405)
!405 = distinct !DILexicalBlock(scope: !401, file: !2, line: 8, column: 9)
!406 = !DILocation(line: 8, column: 29, scope: !405)
!407 = !DILocation(line: 8, column: 27, scope: !405)
!408 = !DILocation(line: 8, column: 9, scope: !401)
!409 = !DILocation(line: 9, column: 18, scope: !405)
!410 = !DILocation(line: 9, column: 20, scope: !405)
!411 = !DILocation(line: 9, column: 23, scope: !405)
!412 = !DILocation(line: 9, column: 29, scope: !405)
!413 = !DILocation(line: 9, column: 33, scope: !405)
!414 = !DILocation(line: 9, column: 31, scope: !405)
!415 = !DILocation(line: 9, column: 26, scope: !405)
!416 = !DILocation(line: 9, column: 15, scope: !405)
!417 = !DILocation(line: 9, column: 13, scope: !405)
!418 = !DILocation(line: 8, column: 36, scope: !405)
!419 = !DILocation(line: 8, column: 9, scope: !405)
!420 = distinct !{!420, !408, !421, !95}
!421 = !DILocation(line: 9, column: 34, scope: !401)
!422 = !DILocation(line: 7, column: 32, scope: !396)
!423 = !DILocation(line: 7, column: 5, scope: !396)
!424 = distinct !{!424, !399, !425, !95}
!425 = !DILocation(line: 9, column: 34, scope: !392)
!426 = !DILocation(line: 10, column: 12, scope: !377)
!427 = !DILocation(line: 10, column: 5, scope: !377)
!428 = distinct !DISubprogram(name: "det_rec", scope: !2, file: !2, line: 19, type: !429, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !43)
!429 = !DISubroutineType(types: !430)
!430 = !{!42, !42, !276}
!431 = !DILocalVariable(name: "n", arg: 1, scope: !428, file: !2, line: 19, type: !42)
!432 = !DILocation(line: 19, column: 24, scope: !428)
!433 = !DILocalVariable(name: "m", arg: 2, scope: !428, file: !2, line: 19, type: !276)
!434 = !DILocation(line: 19, column: 31, scope: !428)
!435 = !DILocation(line: 19, column: 33, scope: !428)
!436 = !DILocation(line: 19, column: 36, scope: !428)
!437 = !DILocation(line: 20, column: 9, scope: !438)
!438 = distinct !DILexicalBlock(scope: !428, file: !2, line: 20, column: 9)
!439 = !DILocation(line: 20, column: 11, scope: !438)
!440 = !DILocation(line: 20, column: 9, scope: !428)
!441 = !DILocation(line: 21, column: 16, scope: !438)
!442 = !DILocation(line: 21, column: 9, scope: !438)
!443 = !DILocalVariable(name: "det", scope: !428, file: !2, line: 22, type: !42)
!444 = !DILocation(line: 22, column: 9, scope: !428)
!445 = !DILocalVariable(name: "c", scope: !446, file: !2, line: 23, type: !42)
!446 = distinct !DILexicalBlock(scope: !428, file: !2, line: 23, column: 5)
!447 = !DILocation(line: 23, column: 14, scope: !446)
!448 = !DILocation(line: 23, column: 10, scope: !446)
!449 = !DILocation(line: 23, column: 21, scope: !450)
!450 = distinct !DILexicalBlock(scope: !446, file: !2, line: 23, column: 5)
!451 = !DILocation(line: 23, column: 25, scope: !450)
!452 = !DILocation(line: 23, column: 23, scope: !450)
!453 = !DILocation(line: 23, column: 5, scope: !446)
!454 = !DILocation(line: 24, column: 17, scope: !455)
!455 = distinct !DILexicalBlock(scope: !450, file: !2, line: 23, column: 33)
!456 = !DILocation(line: 24, column: 19, scope: !455)
!457 = !DILocation(line: 24, column: 9, scope: !455)
!458 = !DILocation(line: 24, column: 24, scope: !455)
!459 = !DILocation(line: 24, column: 26, scope: !455)
!460 = !DILocalVariable(name: "__vla_expr0", scope: !455, type: !65, flags: DIFlagArtificial)
!461 = !DILocation(line: 0, scope: !455)
!462 = !DILocalVariable(name: "__vla_expr1", scope: !455, type: !65, flags: DIFlagArtificial)
!463 = !DILocalVariable(name: "sub", scope: !455, file: !2, line: 24, type: !464)
!464 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, elements: !465)
!465 = !{!466, !467}
!466 = !DISubrange(count: !460)
!467 = !DISubrange(count: !462)
!468 = !DILocation(line: 24, column: 13, scope: !455)
!469 = !DILocalVariable(name: "i", scope: !470, file: !2, line: 25, type: !42)
!470 = distinct !DILexicalBlock(scope: !455, file: !2, line: 25, column: 9)
!471 = !DILocation(line: 25, column: 18, scope: !470)
!472 = !DILocation(line: 25, column: 14, scope: !470)
!473 = !DILocation(line: 25, column: 25, scope: !474)
!474 = distinct !DILexicalBlock(scope: !470, file: !2, line: 25, column: 9)
!475 = !DILocation(line: 25, column: 29, scope: !474)
!476 = !DILocation(line: 25, column: 27, scope: !474)
!477 = !DILocation(line: 25, column: 9, scope: !470)
!478 = !DILocalVariable(name: "cc", scope: !479, file: !2, line: 26, type: !42)
!479 = distinct !DILexicalBlock(scope: !474, file: !2, line: 25, column: 37)
!480 = !DILocation(line: 26, column: 17, scope: !479)
!481 = !DILocalVariable(name: "j", scope: !482, file: !2, line: 27, type: !42)
!482 = distinct !DILexicalBlock(scope: !479, file: !2, line: 27, column: 13)
!483 = !DILocation(line: 27, column: 22, scope: !482)
!484 = !DILocation(line: 27, column: 18, scope: !482)
!485 = !DILocation(line: 27, column: 29, scope: !486)
!486 = distinct !DILexicalBlock(scope: !482, file: !2, line: 27, column: 13)
!487 = !DILocation(line: 27, column: 33, scope: !486)
!488 = !DILocation(line: 27, column: 31, scope: !486)
!489 = !DILocation(line: 27, column: 13, scope: !482)
!490 = !DILocation(line: 28, column: 21, scope: !491)
!491 = distinct !DILexicalBlock(scope: !486, file: !2, line: 28, column: 21)
!492 = !DILocation(line: 28, column: 26, scope: !491)
!493 = !DILocation(line: 28, column: 23, scope: !491)
!494 = !DILocation(line: 28, column: 21, scope: !486)
!495 = !DILocation(line: 29, column: 40, scope: !491)
!496 = !DILocation(line: 29, column: 42, scope: !491)
!497 = !DILocation(line: 29, column: 45, scope: !491)
!498 = !DILocation(line: 29, column: 25, scope: !491)
!499 = !DILocation(line: 29, column: 27, scope: !491)
!500 = !DILocation(line: 29, column: 21, scope: !491)
!501 = !DILocation(line: 29, column: 34, scope: !491)
!502 = !DILocation(line: 29, column: 38, scope: !491)
!503 = !DILocation(line: 27, column: 37, scope: !486)
!504 = !DILocation(line: 27, column: 13, scope: !486)
!505 = distinct !{!505, !489, !506, !95}
!506 = !DILocation(line: 29, column: 46, scope: !482)
!507 = !DILocation(line: 30, column: 9, scope: !479)
!508 = !DILocation(line: 25, column: 33, scope: !474)
!509 = !DILocation(line: 25, column: 9, scope: !474)
!510 = distinct !{!510, !477, !511, !95}
!511 = !DILocation(line: 30, column: 9, scope: !470)
!512 = !DILocalVariable(name: "sign", scope: !455, file: !2, line: 31, type: !42)
!513 = !DILocation(line: 31, column: 13, scope: !455)
!514 = !DILocation(line: 31, column: 20, scope: !455)
!515 = !DILocation(line: 31, column: 22, scope: !455)
!516 = !DILocation(line: 32, column: 16, scope: !455)
!517 = !DILocation(line: 32, column: 23, scope: !455)
!518 = !DILocation(line: 32, column: 28, scope: !455)
!519 = !DILocation(line: 32, column: 21, scope: !455)
!520 = !DILocation(line: 32, column: 41, scope: !455)
!521 = !DILocation(line: 32, column: 43, scope: !455)
!522 = !DILocation(line: 32, column: 33, scope: !455)
!523 = !DILocation(line: 32, column: 31, scope: !455)
!524 = !DILocation(line: 32, column: 13, scope: !455)
!525 = !DILocation(line: 33, column: 5, scope: !450)
!526 = !DILocation(line: 33, column: 5, scope: !455)
!527 = !DILocation(line: 23, column: 29, scope: !450)
!528 = !DILocation(line: 23, column: 5, scope: !450)
!529 = distinct !{!529, !453, !530, !95}
!530 = !DILocation(line: 33, column: 5, scope: !446)
!531 = !DILocation(line: 34, column: 12, scope: !428)
!532 = !DILocation(line: 34, column: 5, scope: !428)
!533 = !DILocation(line: 35, column: 1, scope: !428)
!534 = distinct !DISubprogram(name: "sieve_count", scope: !2, file: !2, line: 37, type: !535, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !43)
!535 = !DISubroutineType(types: !536)
!536 = !{!29, !42}
!537 = !DILocalVariable(name: "n", arg: 1, scope: !534, file: !2, line: 37, type: !42)
!538 = !DILocation(line: 37, column: 33, scope: !534)
!539 = !DILocation(line: 38, column: 13, scope: !534)
!540 = !DILocation(line: 38, column: 15, scope: !534)
!541 = !DILocation(line: 38, column: 5, scope: !534)
!542 = !DILocalVariable(name: "__vla_expr0", scope: !534, type: !65, flags: DIFlagArtificial)
!543 = !DILocation(line: 0, scope: !534)
!544 = !DILocalVariable(name: "is", scope: !534, file: !2, line: 38, type: !545)
!545 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, elements: !546)
!546 = !{!547}
!547 = !DISubrange(count: !542)
!548 = !DILocation(line: 38, column: 10, scope: !534)
!549 = !DILocalVariable(name: "i", scope: !550, file: !2, line: 39, type: !42)
!550 = distinct !DILexicalBlock(scope: !534, file: !2, line: 39, column: 5)
!551 = !DILocation(line: 39, column: 14, scope: !550)
!552 = !DILocation(line: 39, column: 10, scope: !550)
!553 = !DILocation(line: 39, column: 21, scope: !554)
!554 = distinct !DILexicalBlock(scope: !550, file: !2, line: 39, column: 5)
!555 = !DILocation(line: 39, column: 26, scope: !554)
!556 = !DILocation(line: 39, column: 23, scope: !554)
!557 = !DILocation(line: 39, column: 5, scope: !550)
!558 = !DILocation(line: 40, column: 17, scope: !554)
!559 = !DILocation(line: 40, column: 19, scope: !554)
!560 = !DILocation(line: 40, column: 12, scope: !554)
!561 = !DILocation(line: 40, column: 9, scope: !554)
!562 = !DILocation(line: 40, column: 15, scope: !554)
!563 = !DILocation(line: 39, column: 30, scope: !554)
!564 = !DILocation(line: 39, column: 5, scope: !554)
!565 = distinct !{!565, !557, !566, !95}
!566 = !DILocation(line: 40, column: 22, scope: !550)
!567 = !DILocalVariable(name: "i", scope: !568, file: !2, line: 41, type: !42)
!568 = distinct !DILexicalBlock(scope: !534, file: !2, line: 41, column: 5)
!569 = !DILocation(line: 41, column: 14, scope: !568)
!570 = !DILocation(line: 41, column: 10, scope: !568)
!571 = !DILocation(line: 41, column: 21, scope: !572)
!572 = distinct !DILexicalBlock(scope: !568, file: !2, line: 41, column: 5)
!573 = !DILocation(line: 41, column: 25, scope: !572)
!574 = !DILocation(line: 41, column: 23, scope: !572)
!575 = !DILocation(line: 41, column: 30, scope: !572)
!576 = !DILocation(line: 41, column: 27, scope: !572)
!577 = !DILocation(line: 41, column: 5, scope: !568)
!578 = !DILocation(line: 42, column: 16, scope: !579)
!579 = distinct !DILexicalBlock(scope: !572, file: !2, line: 42, column: 13)
!580 = !DILocation(line: 42, column: 13, scope: !579)
!581 = !DILocation(line: 42, column: 13, scope: !572)
!582 = !DILocalVariable(name: "j", scope: !583, file: !2, line: 43, type: !42)
!583 = distinct !DILexicalBlock(scope: !579, file: !2, line: 43, column: 13)
!584 = !DILocation(line: 43, column: 22, scope: !583)
!585 = !DILocation(line: 43, column: 26, scope: !583)
!586 = !DILocation(line: 43, column: 30, scope: !583)
!587 = !DILocation(line: 43, column: 28, scope: !583)
!588 = !DILocation(line: 43, column: 18, scope: !583)
!589 = !DILocation(line: 43, column: 33, scope: !590)
!590 = distinct !DILexicalBlock(scope: !583, file: !2, line: 43, column: 13)
!591 = !DILocation(line: 43, column: 38, scope: !590)
!592 = !DILocation(line: 43, column: 35, scope: !590)
!593 = !DILocation(line: 43, column: 13, scope: !583)
!594 = !DILocation(line: 44, column: 20, scope: !590)
!595 = !DILocation(line: 44, column: 17, scope: !590)
!596 = !DILocation(line: 44, column: 23, scope: !590)
!597 = !DILocation(line: 43, column: 46, scope: !590)
!598 = !DILocation(line: 43, column: 43, scope: !590)
!599 = !DILocation(line: 43, column: 13, scope: !590)
!600 = distinct !{!600, !593, !601, !95}
!601 = !DILocation(line: 44, column: 25, scope: !583)
!602 = !DILocation(line: 42, column: 17, scope: !579)
!603 = !DILocation(line: 41, column: 34, scope: !572)
!604 = !DILocation(line: 41, column: 5, scope: !572)
!605 = distinct !{!605, !577, !606, !95}
!606 = !DILocation(line: 44, column: 25, scope: !568)
!607 = !DILocalVariable(name: "c", scope: !534, file: !2, line: 45, type: !29)
!608 = !DILocation(line: 45, column: 14, scope: !534)
!609 = !DILocalVariable(name: "i", scope: !610, file: !2, line: 46, type: !42)
!610 = distinct !DILexicalBlock(scope: !534, file: !2, line: 46, column: 5)
!611 = !DILocation(line: 46, column: 14, scope: !610)
!612 = !DILocation(line: 46, column: 10, scope: !610)
!613 = !DILocation(line: 46, column: 21, scope: !614)
!614 = distinct !DILexicalBlock(scope: !610, file: !2, line: 46, column: 5)
!615 = !DILocation(line: 46, column: 26, scope: !614)
!616 = !DILocation(line: 46, column: 23, scope: !614)
!617 = !DILocation(line: 46, column: 5, scope: !610)
!618 = !DILocation(line: 47, column: 27, scope: !614)
!619 = !DILocation(line: 47, column: 24, scope: !614)
!620 = !DILocation(line: 47, column: 14, scope: !614)
!621 = !DILocation(line: 47, column: 11, scope: !614)
!622 = !DILocation(line: 47, column: 9, scope: !614)
!623 = !DILocation(line: 46, column: 30, scope: !614)
!624 = !DILocation(line: 46, column: 5, scope: !614)
!625 = distinct !{!625, !617, !626, !95}
!626 = !DILocation(line: 47, column: 28, scope: !610)
!627 = !DILocation(line: 48, column: 12, scope: !534)
!628 = !DILocation(line: 49, column: 1, scope: !534)
