; ModuleID = 'bit_puzzles.c'
source_filename = "bit_puzzles.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.samples = private unnamed_addr constant [7 x i32] [i32 1, i32 -2147483648, i32 305419896, i32 -252645136, i32 -559038737, i32 6, i32 65535], align 16
@.str = private unnamed_addr constant [92 x i8] c"v=%08x rev=%08x gray=%08x ungray(gray)=%08x lowest=%08x clearlow=%08x pow2=%d parity=%d/%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"gray sequence:\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c" %u\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [8 x i8] c"3-of-6:\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [7 x i8] c" (%d)\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [4 x i8] c"%3u\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [45 x i8] c"morton(0xffff,0)=%08x morton(0,0xffff)=%08x\0A\00", align 1, !dbg !39
@__const.main.ab = private unnamed_addr constant [7 x i32] [i32 0, i32 1, i32 -1, i32 123456, i32 -123456, i32 2147483647, i32 -2147483647], align 16
@.str.9 = private unnamed_addr constant [13 x i8] c"babs(%d)=%d\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [16 x i8] c"roundup(%u)=%u\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [26 x i8] c"subsets of %x: %d sum=%u\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [19 x i8] c"swapped a=%u b=%u\0A\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [34 x i8] c"twos in 20! = %d odd part = %llu\0A\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [21 x i8] c"transposed %08x%08x\0A\00", align 1, !dbg !69

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !92 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [7 x i32], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !97, !DIExpression(), !101)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.samples, i64 28, i1 false), !dbg !101
    #dbg_declare(ptr %3, !102, !DIExpression(), !104)
  store i32 0, ptr %3, align 4, !dbg !104
  br label %24, !dbg !105

24:                                               ; preds = %60, %0
  %25 = load i32, ptr %3, align 4, !dbg !106
  %26 = icmp slt i32 %25, 7, !dbg !108
  br i1 %26, label %27, label %63, !dbg !109

27:                                               ; preds = %24
    #dbg_declare(ptr %4, !110, !DIExpression(), !112)
  %28 = load i32, ptr %3, align 4, !dbg !113
  %29 = sext i32 %28 to i64, !dbg !114
  %30 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %29, !dbg !114
  %31 = load i32, ptr %30, align 4, !dbg !114
  store i32 %31, ptr %4, align 4, !dbg !112
  %32 = load i32, ptr %4, align 4, !dbg !115
  %33 = load i32, ptr %4, align 4, !dbg !116
  %34 = call i32 @reverse_bits(i32 noundef %33), !dbg !117
  %35 = load i32, ptr %4, align 4, !dbg !118
  %36 = call i32 @gray(i32 noundef %35), !dbg !119
  %37 = load i32, ptr %4, align 4, !dbg !120
  %38 = call i32 @gray(i32 noundef %37), !dbg !121
  %39 = call i32 @ungray(i32 noundef %38), !dbg !122
  %40 = load i32, ptr %4, align 4, !dbg !123
  %41 = load i32, ptr %4, align 4, !dbg !124
  %42 = sub i32 0, %41, !dbg !125
  %43 = and i32 %40, %42, !dbg !126
  %44 = load i32, ptr %4, align 4, !dbg !127
  %45 = load i32, ptr %4, align 4, !dbg !128
  %46 = sub i32 %45, 1, !dbg !129
  %47 = and i32 %44, %46, !dbg !130
  %48 = load i32, ptr %4, align 4, !dbg !131
  %49 = load i32, ptr %4, align 4, !dbg !132
  %50 = sub i32 %49, 1, !dbg !133
  %51 = and i32 %48, %50, !dbg !134
  %52 = icmp eq i32 %51, 0, !dbg !135
  %53 = zext i1 %52 to i32, !dbg !135
  %54 = load i32, ptr %4, align 4, !dbg !136
  %55 = call i32 @parity_fold(i32 noundef %54), !dbg !137
  %56 = load i32, ptr %4, align 4, !dbg !138
  %57 = call i32 @llvm.ctpop.i32(i32 %56), !dbg !139
  %58 = and i32 %57, 1, !dbg !139
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %32, i32 noundef %34, i32 noundef %36, i32 noundef %39, i32 noundef %43, i32 noundef %47, i32 noundef %53, i32 noundef %55, i32 noundef %58), !dbg !140
  br label %60, !dbg !141

60:                                               ; preds = %27
  %61 = load i32, ptr %3, align 4, !dbg !142
  %62 = add nsw i32 %61, 1, !dbg !142
  store i32 %62, ptr %3, align 4, !dbg !142
  br label %24, !dbg !143, !llvm.loop !144

63:                                               ; preds = %24
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !147
    #dbg_declare(ptr %5, !148, !DIExpression(), !150)
  store i32 0, ptr %5, align 4, !dbg !150
  br label %65, !dbg !151

65:                                               ; preds = %72, %63
  %66 = load i32, ptr %5, align 4, !dbg !152
  %67 = icmp ult i32 %66, 16, !dbg !154
  br i1 %67, label %68, label %75, !dbg !155

68:                                               ; preds = %65
  %69 = load i32, ptr %5, align 4, !dbg !156
  %70 = call i32 @gray(i32 noundef %69), !dbg !157
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %70), !dbg !158
  br label %72, !dbg !158

72:                                               ; preds = %68
  %73 = load i32, ptr %5, align 4, !dbg !159
  %74 = add i32 %73, 1, !dbg !159
  store i32 %74, ptr %5, align 4, !dbg !159
  br label %65, !dbg !160, !llvm.loop !161

75:                                               ; preds = %65
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.3), !dbg !163
    #dbg_declare(ptr %6, !164, !DIExpression(), !165)
  store i32 7, ptr %6, align 4, !dbg !165
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.4), !dbg !166
    #dbg_declare(ptr %7, !167, !DIExpression(), !168)
  store i32 0, ptr %7, align 4, !dbg !168
  br label %78, !dbg !169

78:                                               ; preds = %81, %75
  %79 = load i32, ptr %6, align 4, !dbg !170
  %80 = icmp ult i32 %79, 64, !dbg !171
  br i1 %80, label %81, label %88, !dbg !169

81:                                               ; preds = %78
  %82 = load i32, ptr %6, align 4, !dbg !172
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %82), !dbg !174
  %84 = load i32, ptr %7, align 4, !dbg !175
  %85 = add nsw i32 %84, 1, !dbg !175
  store i32 %85, ptr %7, align 4, !dbg !175
  %86 = load i32, ptr %6, align 4, !dbg !176
  %87 = call i32 @next_same_popcount(i32 noundef %86), !dbg !177
  store i32 %87, ptr %6, align 4, !dbg !178
  br label %78, !dbg !169, !llvm.loop !179

88:                                               ; preds = %78
  %89 = load i32, ptr %7, align 4, !dbg !181
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %89), !dbg !182
    #dbg_declare(ptr %8, !183, !DIExpression(), !185)
  store i32 0, ptr %8, align 4, !dbg !185
  br label %91, !dbg !186

91:                                               ; preds = %108, %88
  %92 = load i32, ptr %8, align 4, !dbg !187
  %93 = icmp ult i32 %92, 4, !dbg !189
  br i1 %93, label %94, label %111, !dbg !190

94:                                               ; preds = %91
    #dbg_declare(ptr %9, !191, !DIExpression(), !194)
  store i32 0, ptr %9, align 4, !dbg !194
  br label %95, !dbg !195

95:                                               ; preds = %103, %94
  %96 = load i32, ptr %9, align 4, !dbg !196
  %97 = icmp ult i32 %96, 4, !dbg !198
  br i1 %97, label %98, label %106, !dbg !199

98:                                               ; preds = %95
  %99 = load i32, ptr %9, align 4, !dbg !200
  %100 = load i32, ptr %8, align 4, !dbg !201
  %101 = call i32 @morton(i32 noundef %99, i32 noundef %100), !dbg !202
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %101), !dbg !203
  br label %103, !dbg !203

103:                                              ; preds = %98
  %104 = load i32, ptr %9, align 4, !dbg !204
  %105 = add i32 %104, 1, !dbg !204
  store i32 %105, ptr %9, align 4, !dbg !204
  br label %95, !dbg !205, !llvm.loop !206

106:                                              ; preds = %95
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.3), !dbg !208
  br label %108, !dbg !209

108:                                              ; preds = %106
  %109 = load i32, ptr %8, align 4, !dbg !210
  %110 = add i32 %109, 1, !dbg !210
  store i32 %110, ptr %8, align 4, !dbg !210
  br label %91, !dbg !211, !llvm.loop !212

111:                                              ; preds = %91
  %112 = call i32 @morton(i32 noundef 65535, i32 noundef 0), !dbg !214
  %113 = call i32 @morton(i32 noundef 0, i32 noundef 65535), !dbg !215
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %112, i32 noundef %113), !dbg !216
    #dbg_declare(ptr %10, !217, !DIExpression(), !222)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 @__const.main.ab, i64 28, i1 false), !dbg !222
    #dbg_declare(ptr %11, !223, !DIExpression(), !225)
  store i32 0, ptr %11, align 4, !dbg !225
  br label %115, !dbg !226

115:                                              ; preds = %129, %111
  %116 = load i32, ptr %11, align 4, !dbg !227
  %117 = icmp slt i32 %116, 7, !dbg !229
  br i1 %117, label %118, label %132, !dbg !230

118:                                              ; preds = %115
  %119 = load i32, ptr %11, align 4, !dbg !231
  %120 = sext i32 %119 to i64, !dbg !232
  %121 = getelementptr inbounds [7 x i32], ptr %10, i64 0, i64 %120, !dbg !232
  %122 = load i32, ptr %121, align 4, !dbg !232
  %123 = load i32, ptr %11, align 4, !dbg !233
  %124 = sext i32 %123 to i64, !dbg !234
  %125 = getelementptr inbounds [7 x i32], ptr %10, i64 0, i64 %124, !dbg !234
  %126 = load i32, ptr %125, align 4, !dbg !234
  %127 = call i32 @branchless_abs(i32 noundef %126), !dbg !235
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %122, i32 noundef %127), !dbg !236
  br label %129, !dbg !236

129:                                              ; preds = %118
  %130 = load i32, ptr %11, align 4, !dbg !237
  %131 = add nsw i32 %130, 1, !dbg !237
  store i32 %131, ptr %11, align 4, !dbg !237
  br label %115, !dbg !238, !llvm.loop !239

132:                                              ; preds = %115
    #dbg_declare(ptr %12, !241, !DIExpression(), !243)
  store i32 1, ptr %12, align 4, !dbg !243
  br label %133, !dbg !244

133:                                              ; preds = %141, %132
  %134 = load i32, ptr %12, align 4, !dbg !245
  %135 = icmp ult i32 %134, 100000, !dbg !247
  br i1 %135, label %136, label %145, !dbg !248

136:                                              ; preds = %133
  %137 = load i32, ptr %12, align 4, !dbg !249
  %138 = load i32, ptr %12, align 4, !dbg !250
  %139 = call i32 @round_up_pow2(i32 noundef %138), !dbg !251
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %137, i32 noundef %139), !dbg !252
  br label %141, !dbg !252

141:                                              ; preds = %136
  %142 = load i32, ptr %12, align 4, !dbg !253
  %143 = mul i32 %142, 5, !dbg !254
  %144 = add i32 %143, 3, !dbg !255
  store i32 %144, ptr %12, align 4, !dbg !256
  br label %133, !dbg !257, !llvm.loop !258

145:                                              ; preds = %133
    #dbg_declare(ptr %13, !260, !DIExpression(), !261)
  store i32 45, ptr %13, align 4, !dbg !261
    #dbg_declare(ptr %14, !262, !DIExpression(), !263)
  %146 = load i32, ptr %13, align 4, !dbg !264
  store i32 %146, ptr %14, align 4, !dbg !263
    #dbg_declare(ptr %15, !265, !DIExpression(), !266)
  store i32 0, ptr %15, align 4, !dbg !266
    #dbg_declare(ptr %16, !267, !DIExpression(), !268)
  store i32 0, ptr %16, align 4, !dbg !268
  br label %147, !dbg !269

147:                                              ; preds = %157, %145
  %148 = load i32, ptr %15, align 4, !dbg !270
  %149 = add nsw i32 %148, 1, !dbg !270
  store i32 %149, ptr %15, align 4, !dbg !270
  %150 = load i32, ptr %14, align 4, !dbg !272
  %151 = load i32, ptr %16, align 4, !dbg !273
  %152 = add i32 %151, %150, !dbg !273
  store i32 %152, ptr %16, align 4, !dbg !273
  %153 = load i32, ptr %14, align 4, !dbg !274
  %154 = sub i32 %153, 1, !dbg !275
  %155 = load i32, ptr %13, align 4, !dbg !276
  %156 = and i32 %154, %155, !dbg !277
  store i32 %156, ptr %14, align 4, !dbg !278
  br label %157, !dbg !279

157:                                              ; preds = %147
  %158 = load i32, ptr %14, align 4, !dbg !280
  %159 = load i32, ptr %13, align 4, !dbg !281
  %160 = icmp ne i32 %158, %159, !dbg !282
  br i1 %160, label %147, label %161, !dbg !279, !llvm.loop !283

161:                                              ; preds = %157
  %162 = load i32, ptr %13, align 4, !dbg !285
  %163 = load i32, ptr %15, align 4, !dbg !286
  %164 = load i32, ptr %16, align 4, !dbg !287
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %162, i32 noundef %163, i32 noundef %164), !dbg !288
    #dbg_declare(ptr %17, !289, !DIExpression(), !290)
  store i32 12345, ptr %17, align 4, !dbg !290
    #dbg_declare(ptr %18, !291, !DIExpression(), !292)
  store i32 67890, ptr %18, align 4, !dbg !292
  %166 = load i32, ptr %18, align 4, !dbg !293
  %167 = load i32, ptr %17, align 4, !dbg !294
  %168 = xor i32 %167, %166, !dbg !294
  store i32 %168, ptr %17, align 4, !dbg !294
  %169 = load i32, ptr %17, align 4, !dbg !295
  %170 = load i32, ptr %18, align 4, !dbg !296
  %171 = xor i32 %170, %169, !dbg !296
  store i32 %171, ptr %18, align 4, !dbg !296
  %172 = load i32, ptr %18, align 4, !dbg !297
  %173 = load i32, ptr %17, align 4, !dbg !298
  %174 = xor i32 %173, %172, !dbg !298
  store i32 %174, ptr %17, align 4, !dbg !298
  %175 = load i32, ptr %17, align 4, !dbg !299
  %176 = load i32, ptr %18, align 4, !dbg !300
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %175, i32 noundef %176), !dbg !301
    #dbg_declare(ptr %19, !302, !DIExpression(), !303)
  store i64 1, ptr %19, align 8, !dbg !303
    #dbg_declare(ptr %20, !304, !DIExpression(), !305)
  store i32 0, ptr %20, align 4, !dbg !305
    #dbg_declare(ptr %21, !306, !DIExpression(), !308)
  store i32 1, ptr %21, align 4, !dbg !308
  br label %178, !dbg !309

178:                                              ; preds = %197, %161
  %179 = load i32, ptr %21, align 4, !dbg !310
  %180 = icmp sle i32 %179, 20, !dbg !312
  br i1 %180, label %181, label %200, !dbg !313

181:                                              ; preds = %178
  %182 = load i32, ptr %21, align 4, !dbg !314
  %183 = sext i32 %182 to i64, !dbg !316
  %184 = load i64, ptr %19, align 8, !dbg !317
  %185 = mul i64 %184, %183, !dbg !317
  store i64 %185, ptr %19, align 8, !dbg !317
  br label %186, !dbg !318

186:                                              ; preds = %191, %181
  %187 = load i64, ptr %19, align 8, !dbg !319
  %188 = and i64 %187, 1, !dbg !320
  %189 = icmp ne i64 %188, 0, !dbg !321
  %190 = xor i1 %189, true, !dbg !321
  br i1 %190, label %191, label %196, !dbg !318

191:                                              ; preds = %186
  %192 = load i64, ptr %19, align 8, !dbg !322
  %193 = lshr i64 %192, 1, !dbg !322
  store i64 %193, ptr %19, align 8, !dbg !322
  %194 = load i32, ptr %20, align 4, !dbg !324
  %195 = add nsw i32 %194, 1, !dbg !324
  store i32 %195, ptr %20, align 4, !dbg !324
  br label %186, !dbg !318, !llvm.loop !325

196:                                              ; preds = %186
  br label %197, !dbg !327

197:                                              ; preds = %196
  %198 = load i32, ptr %21, align 4, !dbg !328
  %199 = add nsw i32 %198, 1, !dbg !328
  store i32 %199, ptr %21, align 4, !dbg !328
  br label %178, !dbg !329, !llvm.loop !330

200:                                              ; preds = %178
  %201 = load i32, ptr %20, align 4, !dbg !332
  %202 = load i64, ptr %19, align 8, !dbg !333
  %203 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %201, i64 noundef %202), !dbg !334
    #dbg_declare(ptr %22, !335, !DIExpression(), !336)
  store i64 -9205322385119247618, ptr %22, align 8, !dbg !336
    #dbg_declare(ptr %23, !337, !DIExpression(), !338)
  %204 = load i64, ptr %22, align 8, !dbg !339
  %205 = load i64, ptr %22, align 8, !dbg !340
  %206 = lshr i64 %205, 7, !dbg !341
  %207 = xor i64 %204, %206, !dbg !342
  %208 = and i64 %207, 47851476196393130, !dbg !343
  store i64 %208, ptr %23, align 8, !dbg !344
  %209 = load i64, ptr %22, align 8, !dbg !345
  %210 = load i64, ptr %23, align 8, !dbg !346
  %211 = xor i64 %209, %210, !dbg !347
  %212 = load i64, ptr %23, align 8, !dbg !348
  %213 = shl i64 %212, 7, !dbg !349
  %214 = xor i64 %211, %213, !dbg !350
  store i64 %214, ptr %22, align 8, !dbg !351
  %215 = load i64, ptr %22, align 8, !dbg !352
  %216 = load i64, ptr %22, align 8, !dbg !353
  %217 = lshr i64 %216, 14, !dbg !354
  %218 = xor i64 %215, %217, !dbg !355
  %219 = and i64 %218, 225176545447116, !dbg !356
  store i64 %219, ptr %23, align 8, !dbg !357
  %220 = load i64, ptr %22, align 8, !dbg !358
  %221 = load i64, ptr %23, align 8, !dbg !359
  %222 = xor i64 %220, %221, !dbg !360
  %223 = load i64, ptr %23, align 8, !dbg !361
  %224 = shl i64 %223, 14, !dbg !362
  %225 = xor i64 %222, %224, !dbg !363
  store i64 %225, ptr %22, align 8, !dbg !364
  %226 = load i64, ptr %22, align 8, !dbg !365
  %227 = load i64, ptr %22, align 8, !dbg !366
  %228 = lshr i64 %227, 28, !dbg !367
  %229 = xor i64 %226, %228, !dbg !368
  %230 = and i64 %229, 4042322160, !dbg !369
  store i64 %230, ptr %23, align 8, !dbg !370
  %231 = load i64, ptr %22, align 8, !dbg !371
  %232 = load i64, ptr %23, align 8, !dbg !372
  %233 = xor i64 %231, %232, !dbg !373
  %234 = load i64, ptr %23, align 8, !dbg !374
  %235 = shl i64 %234, 28, !dbg !375
  %236 = xor i64 %233, %235, !dbg !376
  store i64 %236, ptr %22, align 8, !dbg !377
  %237 = load i64, ptr %22, align 8, !dbg !378
  %238 = lshr i64 %237, 32, !dbg !379
  %239 = trunc i64 %238 to i32, !dbg !380
  %240 = load i64, ptr %22, align 8, !dbg !381
  %241 = trunc i64 %240 to i32, !dbg !382
  %242 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %239, i32 noundef %241), !dbg !383
  ret i32 0, !dbg !384
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @reverse_bits(i32 noundef %0) #0 !dbg !385 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !388, !DIExpression(), !389)
  %3 = load i32, ptr %2, align 4, !dbg !390
  %4 = lshr i32 %3, 1, !dbg !391
  %5 = and i32 %4, 1431655765, !dbg !392
  %6 = load i32, ptr %2, align 4, !dbg !393
  %7 = and i32 %6, 1431655765, !dbg !394
  %8 = shl i32 %7, 1, !dbg !395
  %9 = or i32 %5, %8, !dbg !396
  store i32 %9, ptr %2, align 4, !dbg !397
  %10 = load i32, ptr %2, align 4, !dbg !398
  %11 = lshr i32 %10, 2, !dbg !399
  %12 = and i32 %11, 858993459, !dbg !400
  %13 = load i32, ptr %2, align 4, !dbg !401
  %14 = and i32 %13, 858993459, !dbg !402
  %15 = shl i32 %14, 2, !dbg !403
  %16 = or i32 %12, %15, !dbg !404
  store i32 %16, ptr %2, align 4, !dbg !405
  %17 = load i32, ptr %2, align 4, !dbg !406
  %18 = lshr i32 %17, 4, !dbg !407
  %19 = and i32 %18, 252645135, !dbg !408
  %20 = load i32, ptr %2, align 4, !dbg !409
  %21 = and i32 %20, 252645135, !dbg !410
  %22 = shl i32 %21, 4, !dbg !411
  %23 = or i32 %19, %22, !dbg !412
  store i32 %23, ptr %2, align 4, !dbg !413
  %24 = load i32, ptr %2, align 4, !dbg !414
  %25 = lshr i32 %24, 8, !dbg !415
  %26 = and i32 %25, 16711935, !dbg !416
  %27 = load i32, ptr %2, align 4, !dbg !417
  %28 = and i32 %27, 16711935, !dbg !418
  %29 = shl i32 %28, 8, !dbg !419
  %30 = or i32 %26, %29, !dbg !420
  store i32 %30, ptr %2, align 4, !dbg !421
  %31 = load i32, ptr %2, align 4, !dbg !422
  %32 = lshr i32 %31, 16, !dbg !423
  %33 = load i32, ptr %2, align 4, !dbg !424
  %34 = shl i32 %33, 16, !dbg !425
  %35 = or i32 %32, %34, !dbg !426
  ret i32 %35, !dbg !427
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gray(i32 noundef %0) #0 !dbg !428 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !429, !DIExpression(), !430)
  %3 = load i32, ptr %2, align 4, !dbg !431
  %4 = load i32, ptr %2, align 4, !dbg !432
  %5 = lshr i32 %4, 1, !dbg !433
  %6 = xor i32 %3, %5, !dbg !434
  ret i32 %6, !dbg !435
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ungray(i32 noundef %0) #0 !dbg !436 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !437, !DIExpression(), !438)
    #dbg_declare(ptr %3, !439, !DIExpression(), !441)
  store i32 1, ptr %3, align 4, !dbg !441
  br label %4, !dbg !442

4:                                                ; preds = %13, %1
  %5 = load i32, ptr %3, align 4, !dbg !443
  %6 = icmp ult i32 %5, 32, !dbg !445
  br i1 %6, label %7, label %16, !dbg !446

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4, !dbg !447
  %9 = load i32, ptr %3, align 4, !dbg !448
  %10 = lshr i32 %8, %9, !dbg !449
  %11 = load i32, ptr %2, align 4, !dbg !450
  %12 = xor i32 %11, %10, !dbg !450
  store i32 %12, ptr %2, align 4, !dbg !450
  br label %13, !dbg !451

13:                                               ; preds = %7
  %14 = load i32, ptr %3, align 4, !dbg !452
  %15 = shl i32 %14, 1, !dbg !452
  store i32 %15, ptr %3, align 4, !dbg !452
  br label %4, !dbg !453, !llvm.loop !454

16:                                               ; preds = %4
  %17 = load i32, ptr %2, align 4, !dbg !456
  ret i32 %17, !dbg !457
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parity_fold(i32 noundef %0) #0 !dbg !458 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !461, !DIExpression(), !462)
  %3 = load i32, ptr %2, align 4, !dbg !463
  %4 = lshr i32 %3, 16, !dbg !464
  %5 = load i32, ptr %2, align 4, !dbg !465
  %6 = xor i32 %5, %4, !dbg !465
  store i32 %6, ptr %2, align 4, !dbg !465
  %7 = load i32, ptr %2, align 4, !dbg !466
  %8 = lshr i32 %7, 8, !dbg !467
  %9 = load i32, ptr %2, align 4, !dbg !468
  %10 = xor i32 %9, %8, !dbg !468
  store i32 %10, ptr %2, align 4, !dbg !468
  %11 = load i32, ptr %2, align 4, !dbg !469
  %12 = lshr i32 %11, 4, !dbg !470
  %13 = load i32, ptr %2, align 4, !dbg !471
  %14 = xor i32 %13, %12, !dbg !471
  store i32 %14, ptr %2, align 4, !dbg !471
  %15 = load i32, ptr %2, align 4, !dbg !472
  %16 = and i32 %15, 15, !dbg !472
  store i32 %16, ptr %2, align 4, !dbg !472
  %17 = load i32, ptr %2, align 4, !dbg !473
  %18 = ashr i32 27030, %17, !dbg !474
  %19 = and i32 %18, 1, !dbg !475
  ret i32 %19, !dbg !476
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_same_popcount(i32 noundef %0) #0 !dbg !477 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !478, !DIExpression(), !479)
    #dbg_declare(ptr %3, !480, !DIExpression(), !481)
  %4 = load i32, ptr %2, align 4, !dbg !482
  %5 = load i32, ptr %2, align 4, !dbg !483
  %6 = sub i32 %5, 1, !dbg !484
  %7 = or i32 %4, %6, !dbg !485
  store i32 %7, ptr %3, align 4, !dbg !481
  %8 = load i32, ptr %3, align 4, !dbg !486
  %9 = add i32 %8, 1, !dbg !487
  %10 = load i32, ptr %3, align 4, !dbg !488
  %11 = xor i32 %10, -1, !dbg !489
  %12 = load i32, ptr %3, align 4, !dbg !490
  %13 = xor i32 %12, -1, !dbg !491
  %14 = sub i32 0, %13, !dbg !492
  %15 = and i32 %11, %14, !dbg !493
  %16 = sub i32 %15, 1, !dbg !494
  %17 = load i32, ptr %2, align 4, !dbg !495
  %18 = call i32 @llvm.cttz.i32(i32 %17, i1 true), !dbg !496
  %19 = add nsw i32 %18, 1, !dbg !497
  %20 = lshr i32 %16, %19, !dbg !498
  %21 = or i32 %9, %20, !dbg !499
  ret i32 %21, !dbg !500
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @morton(i32 noundef %0, i32 noundef %1) #0 !dbg !501 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !504, !DIExpression(), !505)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !506, !DIExpression(), !507)
  %5 = load i32, ptr %3, align 4, !dbg !508
  %6 = call i32 @part1by1(i32 noundef %5), !dbg !509
  %7 = load i32, ptr %4, align 4, !dbg !510
  %8 = call i32 @part1by1(i32 noundef %7), !dbg !511
  %9 = shl i32 %8, 1, !dbg !512
  %10 = or i32 %6, %9, !dbg !513
  ret i32 %10, !dbg !514
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @branchless_abs(i32 noundef %0) #0 !dbg !515 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !518, !DIExpression(), !519)
    #dbg_declare(ptr %3, !520, !DIExpression(), !521)
  %4 = load i32, ptr %2, align 4, !dbg !522
  %5 = ashr i32 %4, 31, !dbg !523
  store i32 %5, ptr %3, align 4, !dbg !521
  %6 = load i32, ptr %2, align 4, !dbg !524
  %7 = load i32, ptr %3, align 4, !dbg !525
  %8 = add nsw i32 %6, %7, !dbg !526
  %9 = load i32, ptr %3, align 4, !dbg !527
  %10 = xor i32 %8, %9, !dbg !528
  ret i32 %10, !dbg !529
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @round_up_pow2(i32 noundef %0) #0 !dbg !530 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !531, !DIExpression(), !532)
  %3 = load i32, ptr %2, align 4, !dbg !533
  %4 = add i32 %3, -1, !dbg !533
  store i32 %4, ptr %2, align 4, !dbg !533
  %5 = load i32, ptr %2, align 4, !dbg !534
  %6 = lshr i32 %5, 1, !dbg !535
  %7 = load i32, ptr %2, align 4, !dbg !536
  %8 = or i32 %7, %6, !dbg !536
  store i32 %8, ptr %2, align 4, !dbg !536
  %9 = load i32, ptr %2, align 4, !dbg !537
  %10 = lshr i32 %9, 2, !dbg !538
  %11 = load i32, ptr %2, align 4, !dbg !539
  %12 = or i32 %11, %10, !dbg !539
  store i32 %12, ptr %2, align 4, !dbg !539
  %13 = load i32, ptr %2, align 4, !dbg !540
  %14 = lshr i32 %13, 4, !dbg !541
  %15 = load i32, ptr %2, align 4, !dbg !542
  %16 = or i32 %15, %14, !dbg !542
  store i32 %16, ptr %2, align 4, !dbg !542
  %17 = load i32, ptr %2, align 4, !dbg !543
  %18 = lshr i32 %17, 8, !dbg !544
  %19 = load i32, ptr %2, align 4, !dbg !545
  %20 = or i32 %19, %18, !dbg !545
  store i32 %20, ptr %2, align 4, !dbg !545
  %21 = load i32, ptr %2, align 4, !dbg !546
  %22 = lshr i32 %21, 16, !dbg !547
  %23 = load i32, ptr %2, align 4, !dbg !548
  %24 = or i32 %23, %22, !dbg !548
  store i32 %24, ptr %2, align 4, !dbg !548
  %25 = load i32, ptr %2, align 4, !dbg !549
  %26 = add i32 %25, 1, !dbg !550
  ret i32 %26, !dbg !551
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @part1by1(i32 noundef %0) #0 !dbg !552 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !553, !DIExpression(), !554)
  %3 = load i32, ptr %2, align 4, !dbg !555
  %4 = and i32 %3, 65535, !dbg !555
  store i32 %4, ptr %2, align 4, !dbg !555
  %5 = load i32, ptr %2, align 4, !dbg !556
  %6 = load i32, ptr %2, align 4, !dbg !557
  %7 = shl i32 %6, 8, !dbg !558
  %8 = or i32 %5, %7, !dbg !559
  %9 = and i32 %8, 16711935, !dbg !560
  store i32 %9, ptr %2, align 4, !dbg !561
  %10 = load i32, ptr %2, align 4, !dbg !562
  %11 = load i32, ptr %2, align 4, !dbg !563
  %12 = shl i32 %11, 4, !dbg !564
  %13 = or i32 %10, %12, !dbg !565
  %14 = and i32 %13, 252645135, !dbg !566
  store i32 %14, ptr %2, align 4, !dbg !567
  %15 = load i32, ptr %2, align 4, !dbg !568
  %16 = load i32, ptr %2, align 4, !dbg !569
  %17 = shl i32 %16, 2, !dbg !570
  %18 = or i32 %15, %17, !dbg !571
  %19 = and i32 %18, 858993459, !dbg !572
  store i32 %19, ptr %2, align 4, !dbg !573
  %20 = load i32, ptr %2, align 4, !dbg !574
  %21 = load i32, ptr %2, align 4, !dbg !575
  %22 = shl i32 %21, 1, !dbg !576
  %23 = or i32 %20, %22, !dbg !577
  %24 = and i32 %23, 1431655765, !dbg !578
  store i32 %24, ptr %2, align 4, !dbg !579
  %25 = load i32, ptr %2, align 4, !dbg !580
  ret i32 %25, !dbg !581
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!74}
!llvm.module.flags = !{!84, !85, !86, !87, !88, !89, !90}
!llvm.ident = !{!91}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bit_puzzles.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "a51a83112a1c0594d1ab5307ac2f611f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 736, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 92)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 2)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 8)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 7)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !14, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 45)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 13)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 16)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 26)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 19)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 120, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 34)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 21)
!74 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !75, globals: !83, splitDebugInlining: false, nameTableKind: None)
!75 = !{!76, !81, !82}
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !77, line: 27, baseType: !78)
!77 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !79, line: 45, baseType: !80)
!79 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!80 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!81 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!82 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!83 = !{!0, !7, !12, !17, !22, !27, !32, !37, !39, !44, !49, !54, !59, !64, !69}
!84 = !{i32 7, !"Dwarf Version", i32 5}
!85 = !{i32 2, !"Debug Info Version", i32 3}
!86 = !{i32 1, !"wchar_size", i32 4}
!87 = !{i32 8, !"PIC Level", i32 2}
!88 = !{i32 7, !"PIE Level", i32 2}
!89 = !{i32 7, !"uwtable", i32 2}
!90 = !{i32 7, !"frame-pointer", i32 2}
!91 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!92 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 61, type: !93, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !74, retainedNodes: !96)
!93 = !DISubroutineType(types: !94)
!94 = !{!95}
!95 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!96 = !{}
!97 = !DILocalVariable(name: "samples", scope: !92, file: !2, line: 62, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 224, elements: !35)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !77, line: 26, baseType: !100)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !79, line: 42, baseType: !82)
!101 = !DILocation(line: 62, column: 14, scope: !92)
!102 = !DILocalVariable(name: "i", scope: !103, file: !2, line: 63, type: !95)
!103 = distinct !DILexicalBlock(scope: !92, file: !2, line: 63, column: 5)
!104 = !DILocation(line: 63, column: 14, scope: !103)
!105 = !DILocation(line: 63, column: 10, scope: !103)
!106 = !DILocation(line: 63, column: 21, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !2, line: 63, column: 5)
!108 = !DILocation(line: 63, column: 23, scope: !107)
!109 = !DILocation(line: 63, column: 5, scope: !103)
!110 = !DILocalVariable(name: "v", scope: !111, file: !2, line: 64, type: !99)
!111 = distinct !DILexicalBlock(scope: !107, file: !2, line: 63, column: 33)
!112 = !DILocation(line: 64, column: 18, scope: !111)
!113 = !DILocation(line: 64, column: 30, scope: !111)
!114 = !DILocation(line: 64, column: 22, scope: !111)
!115 = !DILocation(line: 67, column: 16, scope: !111)
!116 = !DILocation(line: 67, column: 32, scope: !111)
!117 = !DILocation(line: 67, column: 19, scope: !111)
!118 = !DILocation(line: 67, column: 41, scope: !111)
!119 = !DILocation(line: 67, column: 36, scope: !111)
!120 = !DILocation(line: 67, column: 57, scope: !111)
!121 = !DILocation(line: 67, column: 52, scope: !111)
!122 = !DILocation(line: 67, column: 45, scope: !111)
!123 = !DILocation(line: 67, column: 62, scope: !111)
!124 = !DILocation(line: 67, column: 67, scope: !111)
!125 = !DILocation(line: 67, column: 66, scope: !111)
!126 = !DILocation(line: 67, column: 64, scope: !111)
!127 = !DILocation(line: 67, column: 70, scope: !111)
!128 = !DILocation(line: 67, column: 75, scope: !111)
!129 = !DILocation(line: 67, column: 77, scope: !111)
!130 = !DILocation(line: 67, column: 72, scope: !111)
!131 = !DILocation(line: 68, column: 17, scope: !111)
!132 = !DILocation(line: 68, column: 22, scope: !111)
!133 = !DILocation(line: 68, column: 24, scope: !111)
!134 = !DILocation(line: 68, column: 19, scope: !111)
!135 = !DILocation(line: 68, column: 30, scope: !111)
!136 = !DILocation(line: 68, column: 48, scope: !111)
!137 = !DILocation(line: 68, column: 36, scope: !111)
!138 = !DILocation(line: 68, column: 69, scope: !111)
!139 = !DILocation(line: 68, column: 52, scope: !111)
!140 = !DILocation(line: 65, column: 9, scope: !111)
!141 = !DILocation(line: 69, column: 5, scope: !111)
!142 = !DILocation(line: 63, column: 29, scope: !107)
!143 = !DILocation(line: 63, column: 5, scope: !107)
!144 = distinct !{!144, !109, !145, !146}
!145 = !DILocation(line: 69, column: 5, scope: !103)
!146 = !{!"llvm.loop.mustprogress"}
!147 = !DILocation(line: 70, column: 5, scope: !92)
!148 = !DILocalVariable(name: "i", scope: !149, file: !2, line: 71, type: !99)
!149 = distinct !DILexicalBlock(scope: !92, file: !2, line: 71, column: 5)
!150 = !DILocation(line: 71, column: 19, scope: !149)
!151 = !DILocation(line: 71, column: 10, scope: !149)
!152 = !DILocation(line: 71, column: 26, scope: !153)
!153 = distinct !DILexicalBlock(scope: !149, file: !2, line: 71, column: 5)
!154 = !DILocation(line: 71, column: 28, scope: !153)
!155 = !DILocation(line: 71, column: 5, scope: !149)
!156 = !DILocation(line: 72, column: 28, scope: !153)
!157 = !DILocation(line: 72, column: 23, scope: !153)
!158 = !DILocation(line: 72, column: 9, scope: !153)
!159 = !DILocation(line: 71, column: 35, scope: !153)
!160 = !DILocation(line: 71, column: 5, scope: !153)
!161 = distinct !{!161, !155, !162, !146}
!162 = !DILocation(line: 72, column: 30, scope: !149)
!163 = !DILocation(line: 73, column: 5, scope: !92)
!164 = !DILocalVariable(name: "v", scope: !92, file: !2, line: 74, type: !99)
!165 = !DILocation(line: 74, column: 14, scope: !92)
!166 = !DILocation(line: 75, column: 5, scope: !92)
!167 = !DILocalVariable(name: "cnt", scope: !92, file: !2, line: 76, type: !95)
!168 = !DILocation(line: 76, column: 9, scope: !92)
!169 = !DILocation(line: 77, column: 5, scope: !92)
!170 = !DILocation(line: 77, column: 12, scope: !92)
!171 = !DILocation(line: 77, column: 14, scope: !92)
!172 = !DILocation(line: 78, column: 25, scope: !173)
!173 = distinct !DILexicalBlock(scope: !92, file: !2, line: 77, column: 27)
!174 = !DILocation(line: 78, column: 9, scope: !173)
!175 = !DILocation(line: 79, column: 12, scope: !173)
!176 = !DILocation(line: 80, column: 32, scope: !173)
!177 = !DILocation(line: 80, column: 13, scope: !173)
!178 = !DILocation(line: 80, column: 11, scope: !173)
!179 = distinct !{!179, !169, !180, !146}
!180 = !DILocation(line: 81, column: 5, scope: !92)
!181 = !DILocation(line: 82, column: 23, scope: !92)
!182 = !DILocation(line: 82, column: 5, scope: !92)
!183 = !DILocalVariable(name: "y", scope: !184, file: !2, line: 83, type: !99)
!184 = distinct !DILexicalBlock(scope: !92, file: !2, line: 83, column: 5)
!185 = !DILocation(line: 83, column: 19, scope: !184)
!186 = !DILocation(line: 83, column: 10, scope: !184)
!187 = !DILocation(line: 83, column: 26, scope: !188)
!188 = distinct !DILexicalBlock(scope: !184, file: !2, line: 83, column: 5)
!189 = !DILocation(line: 83, column: 28, scope: !188)
!190 = !DILocation(line: 83, column: 5, scope: !184)
!191 = !DILocalVariable(name: "x", scope: !192, file: !2, line: 84, type: !99)
!192 = distinct !DILexicalBlock(scope: !193, file: !2, line: 84, column: 9)
!193 = distinct !DILexicalBlock(scope: !188, file: !2, line: 83, column: 38)
!194 = !DILocation(line: 84, column: 23, scope: !192)
!195 = !DILocation(line: 84, column: 14, scope: !192)
!196 = !DILocation(line: 84, column: 30, scope: !197)
!197 = distinct !DILexicalBlock(scope: !192, file: !2, line: 84, column: 9)
!198 = !DILocation(line: 84, column: 32, scope: !197)
!199 = !DILocation(line: 84, column: 9, scope: !192)
!200 = !DILocation(line: 85, column: 34, scope: !197)
!201 = !DILocation(line: 85, column: 37, scope: !197)
!202 = !DILocation(line: 85, column: 27, scope: !197)
!203 = !DILocation(line: 85, column: 13, scope: !197)
!204 = !DILocation(line: 84, column: 38, scope: !197)
!205 = !DILocation(line: 84, column: 9, scope: !197)
!206 = distinct !{!206, !199, !207, !146}
!207 = !DILocation(line: 85, column: 39, scope: !192)
!208 = !DILocation(line: 86, column: 9, scope: !193)
!209 = !DILocation(line: 87, column: 5, scope: !193)
!210 = !DILocation(line: 83, column: 34, scope: !188)
!211 = !DILocation(line: 83, column: 5, scope: !188)
!212 = distinct !{!212, !190, !213, !146}
!213 = !DILocation(line: 87, column: 5, scope: !184)
!214 = !DILocation(line: 88, column: 61, scope: !92)
!215 = !DILocation(line: 88, column: 80, scope: !92)
!216 = !DILocation(line: 88, column: 5, scope: !92)
!217 = !DILocalVariable(name: "ab", scope: !92, file: !2, line: 89, type: !218)
!218 = !DICompositeType(tag: DW_TAG_array_type, baseType: !219, size: 224, elements: !35)
!219 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !220, line: 26, baseType: !221)
!220 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!221 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !79, line: 41, baseType: !95)
!222 = !DILocation(line: 89, column: 13, scope: !92)
!223 = !DILocalVariable(name: "i", scope: !224, file: !2, line: 90, type: !95)
!224 = distinct !DILexicalBlock(scope: !92, file: !2, line: 90, column: 5)
!225 = !DILocation(line: 90, column: 14, scope: !224)
!226 = !DILocation(line: 90, column: 10, scope: !224)
!227 = !DILocation(line: 90, column: 21, scope: !228)
!228 = distinct !DILexicalBlock(scope: !224, file: !2, line: 90, column: 5)
!229 = !DILocation(line: 90, column: 23, scope: !228)
!230 = !DILocation(line: 90, column: 5, scope: !224)
!231 = !DILocation(line: 91, column: 36, scope: !228)
!232 = !DILocation(line: 91, column: 33, scope: !228)
!233 = !DILocation(line: 91, column: 58, scope: !228)
!234 = !DILocation(line: 91, column: 55, scope: !228)
!235 = !DILocation(line: 91, column: 40, scope: !228)
!236 = !DILocation(line: 91, column: 9, scope: !228)
!237 = !DILocation(line: 90, column: 29, scope: !228)
!238 = !DILocation(line: 90, column: 5, scope: !228)
!239 = distinct !{!239, !230, !240, !146}
!240 = !DILocation(line: 91, column: 61, scope: !224)
!241 = !DILocalVariable(name: "x", scope: !242, file: !2, line: 92, type: !99)
!242 = distinct !DILexicalBlock(scope: !92, file: !2, line: 92, column: 5)
!243 = !DILocation(line: 92, column: 19, scope: !242)
!244 = !DILocation(line: 92, column: 10, scope: !242)
!245 = !DILocation(line: 92, column: 26, scope: !246)
!246 = distinct !DILexicalBlock(scope: !242, file: !2, line: 92, column: 5)
!247 = !DILocation(line: 92, column: 28, scope: !246)
!248 = !DILocation(line: 92, column: 5, scope: !242)
!249 = !DILocation(line: 93, column: 36, scope: !246)
!250 = !DILocation(line: 93, column: 53, scope: !246)
!251 = !DILocation(line: 93, column: 39, scope: !246)
!252 = !DILocation(line: 93, column: 9, scope: !246)
!253 = !DILocation(line: 92, column: 42, scope: !246)
!254 = !DILocation(line: 92, column: 44, scope: !246)
!255 = !DILocation(line: 92, column: 48, scope: !246)
!256 = !DILocation(line: 92, column: 40, scope: !246)
!257 = !DILocation(line: 92, column: 5, scope: !246)
!258 = distinct !{!258, !248, !259, !146}
!259 = !DILocation(line: 93, column: 55, scope: !242)
!260 = !DILocalVariable(name: "mask", scope: !92, file: !2, line: 95, type: !99)
!261 = !DILocation(line: 95, column: 14, scope: !92)
!262 = !DILocalVariable(name: "sub", scope: !92, file: !2, line: 95, type: !99)
!263 = !DILocation(line: 95, column: 27, scope: !92)
!264 = !DILocation(line: 95, column: 33, scope: !92)
!265 = !DILocalVariable(name: "n", scope: !92, file: !2, line: 96, type: !95)
!266 = !DILocation(line: 96, column: 9, scope: !92)
!267 = !DILocalVariable(name: "sum", scope: !92, file: !2, line: 97, type: !82)
!268 = !DILocation(line: 97, column: 14, scope: !92)
!269 = !DILocation(line: 98, column: 5, scope: !92)
!270 = !DILocation(line: 99, column: 10, scope: !271)
!271 = distinct !DILexicalBlock(scope: !92, file: !2, line: 98, column: 8)
!272 = !DILocation(line: 100, column: 16, scope: !271)
!273 = !DILocation(line: 100, column: 13, scope: !271)
!274 = !DILocation(line: 101, column: 16, scope: !271)
!275 = !DILocation(line: 101, column: 20, scope: !271)
!276 = !DILocation(line: 101, column: 27, scope: !271)
!277 = !DILocation(line: 101, column: 25, scope: !271)
!278 = !DILocation(line: 101, column: 13, scope: !271)
!279 = !DILocation(line: 102, column: 5, scope: !271)
!280 = !DILocation(line: 102, column: 14, scope: !92)
!281 = !DILocation(line: 102, column: 21, scope: !92)
!282 = !DILocation(line: 102, column: 18, scope: !92)
!283 = distinct !{!283, !269, !284, !146}
!284 = !DILocation(line: 102, column: 25, scope: !92)
!285 = !DILocation(line: 103, column: 42, scope: !92)
!286 = !DILocation(line: 103, column: 48, scope: !92)
!287 = !DILocation(line: 103, column: 51, scope: !92)
!288 = !DILocation(line: 103, column: 5, scope: !92)
!289 = !DILocalVariable(name: "a", scope: !92, file: !2, line: 105, type: !82)
!290 = !DILocation(line: 105, column: 14, scope: !92)
!291 = !DILocalVariable(name: "b", scope: !92, file: !2, line: 105, type: !82)
!292 = !DILocation(line: 105, column: 25, scope: !92)
!293 = !DILocation(line: 106, column: 10, scope: !92)
!294 = !DILocation(line: 106, column: 7, scope: !92)
!295 = !DILocation(line: 107, column: 10, scope: !92)
!296 = !DILocation(line: 107, column: 7, scope: !92)
!297 = !DILocation(line: 108, column: 10, scope: !92)
!298 = !DILocation(line: 108, column: 7, scope: !92)
!299 = !DILocation(line: 109, column: 35, scope: !92)
!300 = !DILocation(line: 109, column: 38, scope: !92)
!301 = !DILocation(line: 109, column: 5, scope: !92)
!302 = !DILocalVariable(name: "prod", scope: !92, file: !2, line: 111, type: !76)
!303 = !DILocation(line: 111, column: 14, scope: !92)
!304 = !DILocalVariable(name: "tz", scope: !92, file: !2, line: 112, type: !95)
!305 = !DILocation(line: 112, column: 9, scope: !92)
!306 = !DILocalVariable(name: "i", scope: !307, file: !2, line: 113, type: !95)
!307 = distinct !DILexicalBlock(scope: !92, file: !2, line: 113, column: 5)
!308 = !DILocation(line: 113, column: 14, scope: !307)
!309 = !DILocation(line: 113, column: 10, scope: !307)
!310 = !DILocation(line: 113, column: 21, scope: !311)
!311 = distinct !DILexicalBlock(scope: !307, file: !2, line: 113, column: 5)
!312 = !DILocation(line: 113, column: 23, scope: !311)
!313 = !DILocation(line: 113, column: 5, scope: !307)
!314 = !DILocation(line: 114, column: 27, scope: !315)
!315 = distinct !DILexicalBlock(scope: !311, file: !2, line: 113, column: 35)
!316 = !DILocation(line: 114, column: 17, scope: !315)
!317 = !DILocation(line: 114, column: 14, scope: !315)
!318 = !DILocation(line: 115, column: 9, scope: !315)
!319 = !DILocation(line: 115, column: 18, scope: !315)
!320 = !DILocation(line: 115, column: 23, scope: !315)
!321 = !DILocation(line: 115, column: 16, scope: !315)
!322 = !DILocation(line: 116, column: 18, scope: !323)
!323 = distinct !DILexicalBlock(scope: !315, file: !2, line: 115, column: 29)
!324 = !DILocation(line: 117, column: 15, scope: !323)
!325 = distinct !{!325, !318, !326, !146}
!326 = !DILocation(line: 118, column: 9, scope: !315)
!327 = !DILocation(line: 119, column: 5, scope: !315)
!328 = !DILocation(line: 113, column: 31, scope: !311)
!329 = !DILocation(line: 113, column: 5, scope: !311)
!330 = distinct !{!330, !313, !331, !146}
!331 = !DILocation(line: 119, column: 5, scope: !307)
!332 = !DILocation(line: 120, column: 50, scope: !92)
!333 = !DILocation(line: 120, column: 74, scope: !92)
!334 = !DILocation(line: 120, column: 5, scope: !92)
!335 = !DILocalVariable(name: "m", scope: !92, file: !2, line: 122, type: !76)
!336 = !DILocation(line: 122, column: 14, scope: !92)
!337 = !DILocalVariable(name: "t", scope: !92, file: !2, line: 123, type: !76)
!338 = !DILocation(line: 123, column: 14, scope: !92)
!339 = !DILocation(line: 124, column: 10, scope: !92)
!340 = !DILocation(line: 124, column: 15, scope: !92)
!341 = !DILocation(line: 124, column: 17, scope: !92)
!342 = !DILocation(line: 124, column: 12, scope: !92)
!343 = !DILocation(line: 124, column: 24, scope: !92)
!344 = !DILocation(line: 124, column: 7, scope: !92)
!345 = !DILocation(line: 124, column: 53, scope: !92)
!346 = !DILocation(line: 124, column: 57, scope: !92)
!347 = !DILocation(line: 124, column: 55, scope: !92)
!348 = !DILocation(line: 124, column: 62, scope: !92)
!349 = !DILocation(line: 124, column: 64, scope: !92)
!350 = !DILocation(line: 124, column: 59, scope: !92)
!351 = !DILocation(line: 124, column: 51, scope: !92)
!352 = !DILocation(line: 125, column: 10, scope: !92)
!353 = !DILocation(line: 125, column: 15, scope: !92)
!354 = !DILocation(line: 125, column: 17, scope: !92)
!355 = !DILocation(line: 125, column: 12, scope: !92)
!356 = !DILocation(line: 125, column: 25, scope: !92)
!357 = !DILocation(line: 125, column: 7, scope: !92)
!358 = !DILocation(line: 125, column: 54, scope: !92)
!359 = !DILocation(line: 125, column: 58, scope: !92)
!360 = !DILocation(line: 125, column: 56, scope: !92)
!361 = !DILocation(line: 125, column: 63, scope: !92)
!362 = !DILocation(line: 125, column: 65, scope: !92)
!363 = !DILocation(line: 125, column: 60, scope: !92)
!364 = !DILocation(line: 125, column: 52, scope: !92)
!365 = !DILocation(line: 126, column: 10, scope: !92)
!366 = !DILocation(line: 126, column: 15, scope: !92)
!367 = !DILocation(line: 126, column: 17, scope: !92)
!368 = !DILocation(line: 126, column: 12, scope: !92)
!369 = !DILocation(line: 126, column: 25, scope: !92)
!370 = !DILocation(line: 126, column: 7, scope: !92)
!371 = !DILocation(line: 126, column: 54, scope: !92)
!372 = !DILocation(line: 126, column: 58, scope: !92)
!373 = !DILocation(line: 126, column: 56, scope: !92)
!374 = !DILocation(line: 126, column: 63, scope: !92)
!375 = !DILocation(line: 126, column: 65, scope: !92)
!376 = !DILocation(line: 126, column: 60, scope: !92)
!377 = !DILocation(line: 126, column: 52, scope: !92)
!378 = !DILocation(line: 127, column: 48, scope: !92)
!379 = !DILocation(line: 127, column: 50, scope: !92)
!380 = !DILocation(line: 127, column: 37, scope: !92)
!381 = !DILocation(line: 127, column: 68, scope: !92)
!382 = !DILocation(line: 127, column: 58, scope: !92)
!383 = !DILocation(line: 127, column: 5, scope: !92)
!384 = !DILocation(line: 128, column: 5, scope: !92)
!385 = distinct !DISubprogram(name: "reverse_bits", scope: !2, file: !2, line: 7, type: !386, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !96)
!386 = !DISubroutineType(types: !387)
!387 = !{!99, !99}
!388 = !DILocalVariable(name: "x", arg: 1, scope: !385, file: !2, line: 7, type: !99)
!389 = !DILocation(line: 7, column: 39, scope: !385)
!390 = !DILocation(line: 8, column: 11, scope: !385)
!391 = !DILocation(line: 8, column: 13, scope: !385)
!392 = !DILocation(line: 8, column: 19, scope: !385)
!393 = !DILocation(line: 8, column: 38, scope: !385)
!394 = !DILocation(line: 8, column: 40, scope: !385)
!395 = !DILocation(line: 8, column: 55, scope: !385)
!396 = !DILocation(line: 8, column: 34, scope: !385)
!397 = !DILocation(line: 8, column: 7, scope: !385)
!398 = !DILocation(line: 9, column: 11, scope: !385)
!399 = !DILocation(line: 9, column: 13, scope: !385)
!400 = !DILocation(line: 9, column: 19, scope: !385)
!401 = !DILocation(line: 9, column: 38, scope: !385)
!402 = !DILocation(line: 9, column: 40, scope: !385)
!403 = !DILocation(line: 9, column: 55, scope: !385)
!404 = !DILocation(line: 9, column: 34, scope: !385)
!405 = !DILocation(line: 9, column: 7, scope: !385)
!406 = !DILocation(line: 10, column: 11, scope: !385)
!407 = !DILocation(line: 10, column: 13, scope: !385)
!408 = !DILocation(line: 10, column: 19, scope: !385)
!409 = !DILocation(line: 10, column: 38, scope: !385)
!410 = !DILocation(line: 10, column: 40, scope: !385)
!411 = !DILocation(line: 10, column: 55, scope: !385)
!412 = !DILocation(line: 10, column: 34, scope: !385)
!413 = !DILocation(line: 10, column: 7, scope: !385)
!414 = !DILocation(line: 11, column: 11, scope: !385)
!415 = !DILocation(line: 11, column: 13, scope: !385)
!416 = !DILocation(line: 11, column: 19, scope: !385)
!417 = !DILocation(line: 11, column: 38, scope: !385)
!418 = !DILocation(line: 11, column: 40, scope: !385)
!419 = !DILocation(line: 11, column: 55, scope: !385)
!420 = !DILocation(line: 11, column: 34, scope: !385)
!421 = !DILocation(line: 11, column: 7, scope: !385)
!422 = !DILocation(line: 12, column: 13, scope: !385)
!423 = !DILocation(line: 12, column: 15, scope: !385)
!424 = !DILocation(line: 12, column: 25, scope: !385)
!425 = !DILocation(line: 12, column: 27, scope: !385)
!426 = !DILocation(line: 12, column: 22, scope: !385)
!427 = !DILocation(line: 12, column: 5, scope: !385)
!428 = distinct !DISubprogram(name: "gray", scope: !2, file: !2, line: 15, type: !386, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !96)
!429 = !DILocalVariable(name: "x", arg: 1, scope: !428, file: !2, line: 15, type: !99)
!430 = !DILocation(line: 15, column: 31, scope: !428)
!431 = !DILocation(line: 15, column: 43, scope: !428)
!432 = !DILocation(line: 15, column: 48, scope: !428)
!433 = !DILocation(line: 15, column: 50, scope: !428)
!434 = !DILocation(line: 15, column: 45, scope: !428)
!435 = !DILocation(line: 15, column: 36, scope: !428)
!436 = distinct !DISubprogram(name: "ungray", scope: !2, file: !2, line: 16, type: !386, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !96)
!437 = !DILocalVariable(name: "g", arg: 1, scope: !436, file: !2, line: 16, type: !99)
!438 = !DILocation(line: 16, column: 33, scope: !436)
!439 = !DILocalVariable(name: "s", scope: !440, file: !2, line: 17, type: !99)
!440 = distinct !DILexicalBlock(scope: !436, file: !2, line: 17, column: 5)
!441 = !DILocation(line: 17, column: 19, scope: !440)
!442 = !DILocation(line: 17, column: 10, scope: !440)
!443 = !DILocation(line: 17, column: 26, scope: !444)
!444 = distinct !DILexicalBlock(scope: !440, file: !2, line: 17, column: 5)
!445 = !DILocation(line: 17, column: 28, scope: !444)
!446 = !DILocation(line: 17, column: 5, scope: !440)
!447 = !DILocation(line: 18, column: 14, scope: !444)
!448 = !DILocation(line: 18, column: 19, scope: !444)
!449 = !DILocation(line: 18, column: 16, scope: !444)
!450 = !DILocation(line: 18, column: 11, scope: !444)
!451 = !DILocation(line: 18, column: 9, scope: !444)
!452 = !DILocation(line: 17, column: 36, scope: !444)
!453 = !DILocation(line: 17, column: 5, scope: !444)
!454 = distinct !{!454, !446, !455, !146}
!455 = !DILocation(line: 18, column: 19, scope: !440)
!456 = !DILocation(line: 19, column: 12, scope: !436)
!457 = !DILocation(line: 19, column: 5, scope: !436)
!458 = distinct !DISubprogram(name: "parity_fold", scope: !2, file: !2, line: 38, type: !459, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !96)
!459 = !DISubroutineType(types: !460)
!460 = !{!95, !99}
!461 = !DILocalVariable(name: "x", arg: 1, scope: !458, file: !2, line: 38, type: !99)
!462 = !DILocation(line: 38, column: 33, scope: !458)
!463 = !DILocation(line: 39, column: 10, scope: !458)
!464 = !DILocation(line: 39, column: 12, scope: !458)
!465 = !DILocation(line: 39, column: 7, scope: !458)
!466 = !DILocation(line: 40, column: 10, scope: !458)
!467 = !DILocation(line: 40, column: 12, scope: !458)
!468 = !DILocation(line: 40, column: 7, scope: !458)
!469 = !DILocation(line: 41, column: 10, scope: !458)
!470 = !DILocation(line: 41, column: 12, scope: !458)
!471 = !DILocation(line: 41, column: 7, scope: !458)
!472 = !DILocation(line: 42, column: 7, scope: !458)
!473 = !DILocation(line: 43, column: 23, scope: !458)
!474 = !DILocation(line: 43, column: 20, scope: !458)
!475 = !DILocation(line: 43, column: 26, scope: !458)
!476 = !DILocation(line: 43, column: 5, scope: !458)
!477 = distinct !DISubprogram(name: "next_same_popcount", scope: !2, file: !2, line: 22, type: !386, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !96)
!478 = !DILocalVariable(name: "v", arg: 1, scope: !477, file: !2, line: 22, type: !99)
!479 = !DILocation(line: 22, column: 45, scope: !477)
!480 = !DILocalVariable(name: "t", scope: !477, file: !2, line: 23, type: !99)
!481 = !DILocation(line: 23, column: 14, scope: !477)
!482 = !DILocation(line: 23, column: 18, scope: !477)
!483 = !DILocation(line: 23, column: 23, scope: !477)
!484 = !DILocation(line: 23, column: 25, scope: !477)
!485 = !DILocation(line: 23, column: 20, scope: !477)
!486 = !DILocation(line: 24, column: 13, scope: !477)
!487 = !DILocation(line: 24, column: 15, scope: !477)
!488 = !DILocation(line: 24, column: 26, scope: !477)
!489 = !DILocation(line: 24, column: 25, scope: !477)
!490 = !DILocation(line: 24, column: 32, scope: !477)
!491 = !DILocation(line: 24, column: 31, scope: !477)
!492 = !DILocation(line: 24, column: 30, scope: !477)
!493 = !DILocation(line: 24, column: 28, scope: !477)
!494 = !DILocation(line: 24, column: 35, scope: !477)
!495 = !DILocation(line: 24, column: 58, scope: !477)
!496 = !DILocation(line: 24, column: 44, scope: !477)
!497 = !DILocation(line: 24, column: 61, scope: !477)
!498 = !DILocation(line: 24, column: 40, scope: !477)
!499 = !DILocation(line: 24, column: 20, scope: !477)
!500 = !DILocation(line: 24, column: 5, scope: !477)
!501 = distinct !DISubprogram(name: "morton", scope: !2, file: !2, line: 36, type: !502, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !96)
!502 = !DISubroutineType(types: !503)
!503 = !{!99, !99, !99}
!504 = !DILocalVariable(name: "x", arg: 1, scope: !501, file: !2, line: 36, type: !99)
!505 = !DILocation(line: 36, column: 33, scope: !501)
!506 = !DILocalVariable(name: "y", arg: 2, scope: !501, file: !2, line: 36, type: !99)
!507 = !DILocation(line: 36, column: 45, scope: !501)
!508 = !DILocation(line: 36, column: 66, scope: !501)
!509 = !DILocation(line: 36, column: 57, scope: !501)
!510 = !DILocation(line: 36, column: 81, scope: !501)
!511 = !DILocation(line: 36, column: 72, scope: !501)
!512 = !DILocation(line: 36, column: 84, scope: !501)
!513 = !DILocation(line: 36, column: 69, scope: !501)
!514 = !DILocation(line: 36, column: 50, scope: !501)
!515 = distinct !DISubprogram(name: "branchless_abs", scope: !2, file: !2, line: 46, type: !516, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !96)
!516 = !DISubroutineType(types: !517)
!517 = !{!219, !219}
!518 = !DILocalVariable(name: "v", arg: 1, scope: !515, file: !2, line: 46, type: !219)
!519 = !DILocation(line: 46, column: 39, scope: !515)
!520 = !DILocalVariable(name: "mask", scope: !515, file: !2, line: 47, type: !219)
!521 = !DILocation(line: 47, column: 13, scope: !515)
!522 = !DILocation(line: 47, column: 20, scope: !515)
!523 = !DILocation(line: 47, column: 22, scope: !515)
!524 = !DILocation(line: 48, column: 13, scope: !515)
!525 = !DILocation(line: 48, column: 17, scope: !515)
!526 = !DILocation(line: 48, column: 15, scope: !515)
!527 = !DILocation(line: 48, column: 25, scope: !515)
!528 = !DILocation(line: 48, column: 23, scope: !515)
!529 = !DILocation(line: 48, column: 5, scope: !515)
!530 = distinct !DISubprogram(name: "round_up_pow2", scope: !2, file: !2, line: 51, type: !386, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !96)
!531 = !DILocalVariable(name: "v", arg: 1, scope: !530, file: !2, line: 51, type: !99)
!532 = !DILocation(line: 51, column: 40, scope: !530)
!533 = !DILocation(line: 52, column: 6, scope: !530)
!534 = !DILocation(line: 53, column: 10, scope: !530)
!535 = !DILocation(line: 53, column: 12, scope: !530)
!536 = !DILocation(line: 53, column: 7, scope: !530)
!537 = !DILocation(line: 54, column: 10, scope: !530)
!538 = !DILocation(line: 54, column: 12, scope: !530)
!539 = !DILocation(line: 54, column: 7, scope: !530)
!540 = !DILocation(line: 55, column: 10, scope: !530)
!541 = !DILocation(line: 55, column: 12, scope: !530)
!542 = !DILocation(line: 55, column: 7, scope: !530)
!543 = !DILocation(line: 56, column: 10, scope: !530)
!544 = !DILocation(line: 56, column: 12, scope: !530)
!545 = !DILocation(line: 56, column: 7, scope: !530)
!546 = !DILocation(line: 57, column: 10, scope: !530)
!547 = !DILocation(line: 57, column: 12, scope: !530)
!548 = !DILocation(line: 57, column: 7, scope: !530)
!549 = !DILocation(line: 58, column: 12, scope: !530)
!550 = !DILocation(line: 58, column: 14, scope: !530)
!551 = !DILocation(line: 58, column: 5, scope: !530)
!552 = distinct !DISubprogram(name: "part1by1", scope: !2, file: !2, line: 27, type: !386, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !96)
!553 = !DILocalVariable(name: "x", arg: 1, scope: !552, file: !2, line: 27, type: !99)
!554 = !DILocation(line: 27, column: 35, scope: !552)
!555 = !DILocation(line: 28, column: 7, scope: !552)
!556 = !DILocation(line: 29, column: 10, scope: !552)
!557 = !DILocation(line: 29, column: 15, scope: !552)
!558 = !DILocation(line: 29, column: 17, scope: !552)
!559 = !DILocation(line: 29, column: 12, scope: !552)
!560 = !DILocation(line: 29, column: 24, scope: !552)
!561 = !DILocation(line: 29, column: 7, scope: !552)
!562 = !DILocation(line: 30, column: 10, scope: !552)
!563 = !DILocation(line: 30, column: 15, scope: !552)
!564 = !DILocation(line: 30, column: 17, scope: !552)
!565 = !DILocation(line: 30, column: 12, scope: !552)
!566 = !DILocation(line: 30, column: 24, scope: !552)
!567 = !DILocation(line: 30, column: 7, scope: !552)
!568 = !DILocation(line: 31, column: 10, scope: !552)
!569 = !DILocation(line: 31, column: 15, scope: !552)
!570 = !DILocation(line: 31, column: 17, scope: !552)
!571 = !DILocation(line: 31, column: 12, scope: !552)
!572 = !DILocation(line: 31, column: 24, scope: !552)
!573 = !DILocation(line: 31, column: 7, scope: !552)
!574 = !DILocation(line: 32, column: 10, scope: !552)
!575 = !DILocation(line: 32, column: 15, scope: !552)
!576 = !DILocation(line: 32, column: 17, scope: !552)
!577 = !DILocation(line: 32, column: 12, scope: !552)
!578 = !DILocation(line: 32, column: 24, scope: !552)
!579 = !DILocation(line: 32, column: 7, scope: !552)
!580 = !DILocation(line: 33, column: 12, scope: !552)
!581 = !DILocation(line: 33, column: 5, scope: !552)
