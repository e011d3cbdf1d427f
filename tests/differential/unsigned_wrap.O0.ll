; ModuleID = 'unsigned_wrap.c'
source_filename = "unsigned_wrap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [24 x i8] c"step %d: %u %u %u %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [23 x i8] c"sub %d: %u %u %u %llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [23 x i8] c"mul %d: %u %u %u %llu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [17 x i8] c"neg: %u %llu %u\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [30 x i8] c"x-y=%u (x-y>x)=%d (x-y<y)=%d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !24
@.str.6 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [7 x i8] c"pancam\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [14 x i8] c"model checker\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [20 x i8] c"The quick brown fox\00", align 1, !dbg !49
@__const.main.words = private unnamed_addr constant [6 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10], align 16
@.str.11 = private unnamed_addr constant [20 x i8] c"fnv32(\22%s\22) = %08x\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [8 x i8] c"  fnv64\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [9 x i8] c"splitmix\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [4 x i8] c"xor\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [21 x i8] c"%u / %u = %u rem %u\0A\00", align 1, !dbg !71
@.str.16 = private unnamed_addr constant [29 x i8] c"%llu / %llu = %llu rem %llu\0A\00", align 1, !dbg !76
@.str.17 = private unnamed_addr constant [22 x i8] c"%s = %08x%08x (%llu)\0A\00", align 1, !dbg !81

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !108 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  %9 = alloca i16, align 2
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [6 x ptr], align 16
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !112, !DIExpression(), !113)
  store i8 -6, ptr %2, align 1, !dbg !113
    #dbg_declare(ptr %3, !114, !DIExpression(), !115)
  store i16 -6, ptr %3, align 2, !dbg !115
    #dbg_declare(ptr %4, !116, !DIExpression(), !119)
  store i32 -6, ptr %4, align 4, !dbg !119
    #dbg_declare(ptr %5, !120, !DIExpression(), !124)
  store i64 -6, ptr %5, align 8, !dbg !124
    #dbg_declare(ptr %6, !125, !DIExpression(), !127)
  store i32 0, ptr %6, align 4, !dbg !127
  br label %27, !dbg !128

27:                                               ; preds = %51, %0
  %28 = load i32, ptr %6, align 4, !dbg !129
  %29 = icmp slt i32 %28, 10, !dbg !131
  br i1 %29, label %30, label %54, !dbg !132

30:                                               ; preds = %27
  %31 = load i8, ptr %2, align 1, !dbg !133
  %32 = zext i8 %31 to i32, !dbg !133
  %33 = add nsw i32 %32, 3, !dbg !133
  %34 = trunc i32 %33 to i8, !dbg !133
  store i8 %34, ptr %2, align 1, !dbg !133
  %35 = load i16, ptr %3, align 2, !dbg !135
  %36 = zext i16 %35 to i32, !dbg !135
  %37 = add nsw i32 %36, 3, !dbg !135
  %38 = trunc i32 %37 to i16, !dbg !135
  store i16 %38, ptr %3, align 2, !dbg !135
  %39 = load i32, ptr %4, align 4, !dbg !136
  %40 = add i32 %39, 3, !dbg !136
  store i32 %40, ptr %4, align 4, !dbg !136
  %41 = load i64, ptr %5, align 8, !dbg !137
  %42 = add i64 %41, 3, !dbg !137
  store i64 %42, ptr %5, align 8, !dbg !137
  %43 = load i32, ptr %6, align 4, !dbg !138
  %44 = load i8, ptr %2, align 1, !dbg !139
  %45 = zext i8 %44 to i32, !dbg !139
  %46 = load i16, ptr %3, align 2, !dbg !140
  %47 = zext i16 %46 to i32, !dbg !140
  %48 = load i32, ptr %4, align 4, !dbg !141
  %49 = load i64, ptr %5, align 8, !dbg !142
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %43, i32 noundef %45, i32 noundef %47, i32 noundef %48, i64 noundef %49), !dbg !143
  br label %51, !dbg !144

51:                                               ; preds = %30
  %52 = load i32, ptr %6, align 4, !dbg !145
  %53 = add nsw i32 %52, 1, !dbg !145
  store i32 %53, ptr %6, align 4, !dbg !145
  br label %27, !dbg !146, !llvm.loop !147

54:                                               ; preds = %27
    #dbg_declare(ptr %7, !150, !DIExpression(), !152)
  store i32 0, ptr %7, align 4, !dbg !152
  br label %55, !dbg !153

55:                                               ; preds = %79, %54
  %56 = load i32, ptr %7, align 4, !dbg !154
  %57 = icmp slt i32 %56, 6, !dbg !156
  br i1 %57, label %58, label %82, !dbg !157

58:                                               ; preds = %55
  %59 = load i8, ptr %2, align 1, !dbg !158
  %60 = zext i8 %59 to i32, !dbg !158
  %61 = sub nsw i32 %60, 100, !dbg !158
  %62 = trunc i32 %61 to i8, !dbg !158
  store i8 %62, ptr %2, align 1, !dbg !158
  %63 = load i16, ptr %3, align 2, !dbg !160
  %64 = zext i16 %63 to i32, !dbg !160
  %65 = sub nsw i32 %64, 30000, !dbg !160
  %66 = trunc i32 %65 to i16, !dbg !160
  store i16 %66, ptr %3, align 2, !dbg !160
  %67 = load i32, ptr %4, align 4, !dbg !161
  %68 = sub i32 %67, 2000000000, !dbg !161
  store i32 %68, ptr %4, align 4, !dbg !161
  %69 = load i64, ptr %5, align 8, !dbg !162
  %70 = sub i64 %69, 9000000000000000000, !dbg !162
  store i64 %70, ptr %5, align 8, !dbg !162
  %71 = load i32, ptr %7, align 4, !dbg !163
  %72 = load i8, ptr %2, align 1, !dbg !164
  %73 = zext i8 %72 to i32, !dbg !164
  %74 = load i16, ptr %3, align 2, !dbg !165
  %75 = zext i16 %74 to i32, !dbg !165
  %76 = load i32, ptr %4, align 4, !dbg !166
  %77 = load i64, ptr %5, align 8, !dbg !167
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %71, i32 noundef %73, i32 noundef %75, i32 noundef %76, i64 noundef %77), !dbg !168
  br label %79, !dbg !169

79:                                               ; preds = %58
  %80 = load i32, ptr %7, align 4, !dbg !170
  %81 = add nsw i32 %80, 1, !dbg !170
  store i32 %81, ptr %7, align 4, !dbg !170
  br label %55, !dbg !171, !llvm.loop !172

82:                                               ; preds = %55
    #dbg_declare(ptr %8, !174, !DIExpression(), !175)
  store i8 1, ptr %8, align 1, !dbg !175
    #dbg_declare(ptr %9, !176, !DIExpression(), !177)
  store i16 1, ptr %9, align 2, !dbg !177
    #dbg_declare(ptr %10, !178, !DIExpression(), !179)
  store i32 1, ptr %10, align 4, !dbg !179
    #dbg_declare(ptr %11, !180, !DIExpression(), !181)
  store i64 1, ptr %11, align 8, !dbg !181
    #dbg_declare(ptr %12, !182, !DIExpression(), !184)
  store i32 0, ptr %12, align 4, !dbg !184
  br label %83, !dbg !185

83:                                               ; preds = %107, %82
  %84 = load i32, ptr %12, align 4, !dbg !186
  %85 = icmp slt i32 %84, 12, !dbg !188
  br i1 %85, label %86, label %110, !dbg !189

86:                                               ; preds = %83
  %87 = load i8, ptr %8, align 1, !dbg !190
  %88 = zext i8 %87 to i32, !dbg !190
  %89 = mul i32 %88, 7, !dbg !192
  %90 = trunc i32 %89 to i8, !dbg !193
  store i8 %90, ptr %8, align 1, !dbg !194
  %91 = load i16, ptr %9, align 2, !dbg !195
  %92 = zext i16 %91 to i32, !dbg !195
  %93 = mul i32 %92, 13, !dbg !196
  %94 = trunc i32 %93 to i16, !dbg !197
  store i16 %94, ptr %9, align 2, !dbg !198
  %95 = load i32, ptr %10, align 4, !dbg !199
  %96 = mul i32 %95, 1103515245, !dbg !199
  store i32 %96, ptr %10, align 4, !dbg !199
  %97 = load i64, ptr %11, align 8, !dbg !200
  %98 = mul i64 %97, 6364136223846793005, !dbg !200
  store i64 %98, ptr %11, align 8, !dbg !200
  %99 = load i32, ptr %12, align 4, !dbg !201
  %100 = load i8, ptr %8, align 1, !dbg !202
  %101 = zext i8 %100 to i32, !dbg !202
  %102 = load i16, ptr %9, align 2, !dbg !203
  %103 = zext i16 %102 to i32, !dbg !203
  %104 = load i32, ptr %10, align 4, !dbg !204
  %105 = load i64, ptr %11, align 8, !dbg !205
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %99, i32 noundef %101, i32 noundef %103, i32 noundef %104, i64 noundef %105), !dbg !206
  br label %107, !dbg !207

107:                                              ; preds = %86
  %108 = load i32, ptr %12, align 4, !dbg !208
  %109 = add nsw i32 %108, 1, !dbg !208
  store i32 %109, ptr %12, align 4, !dbg !208
  br label %83, !dbg !209, !llvm.loop !210

110:                                              ; preds = %83
    #dbg_declare(ptr %13, !212, !DIExpression(), !213)
  store i32 5, ptr %13, align 4, !dbg !213
    #dbg_declare(ptr %14, !214, !DIExpression(), !215)
  store i64 5, ptr %14, align 8, !dbg !215
  %111 = load i32, ptr %13, align 4, !dbg !216
  %112 = sub i32 0, %111, !dbg !217
  %113 = load i64, ptr %14, align 8, !dbg !218
  %114 = sub i64 0, %113, !dbg !219
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %112, i64 noundef %114, i32 noundef -200), !dbg !220
    #dbg_declare(ptr %15, !221, !DIExpression(), !222)
  store i32 3, ptr %15, align 4, !dbg !222
    #dbg_declare(ptr %16, !223, !DIExpression(), !224)
  store i32 5, ptr %16, align 4, !dbg !224
  %116 = load i32, ptr %15, align 4, !dbg !225
  %117 = load i32, ptr %16, align 4, !dbg !226
  %118 = sub i32 %116, %117, !dbg !227
  %119 = load i32, ptr %15, align 4, !dbg !228
  %120 = load i32, ptr %16, align 4, !dbg !229
  %121 = sub i32 %119, %120, !dbg !230
  %122 = load i32, ptr %15, align 4, !dbg !231
  %123 = icmp ugt i32 %121, %122, !dbg !232
  %124 = zext i1 %123 to i32, !dbg !232
  %125 = load i32, ptr %15, align 4, !dbg !233
  %126 = load i32, ptr %16, align 4, !dbg !234
  %127 = sub i32 %125, %126, !dbg !235
  %128 = load i32, ptr %16, align 4, !dbg !236
  %129 = icmp ult i32 %127, %128, !dbg !237
  %130 = zext i1 %129 to i32, !dbg !237
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %118, i32 noundef %124, i32 noundef %130), !dbg !238
    #dbg_declare(ptr %17, !239, !DIExpression(), !243)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %17, ptr align 16 @__const.main.words, i64 48, i1 false), !dbg !243
    #dbg_declare(ptr %18, !244, !DIExpression(), !246)
  store i32 0, ptr %18, align 4, !dbg !246
  br label %132, !dbg !247

132:                                              ; preds = %151, %110
  %133 = load i32, ptr %18, align 4, !dbg !248
  %134 = icmp slt i32 %133, 6, !dbg !250
  br i1 %134, label %135, label %154, !dbg !251

135:                                              ; preds = %132
  %136 = load i32, ptr %18, align 4, !dbg !252
  %137 = sext i32 %136 to i64, !dbg !254
  %138 = getelementptr inbounds [6 x ptr], ptr %17, i64 0, i64 %137, !dbg !254
  %139 = load ptr, ptr %138, align 8, !dbg !254
  %140 = load i32, ptr %18, align 4, !dbg !255
  %141 = sext i32 %140 to i64, !dbg !256
  %142 = getelementptr inbounds [6 x ptr], ptr %17, i64 0, i64 %141, !dbg !256
  %143 = load ptr, ptr %142, align 8, !dbg !256
  %144 = call i32 @fnv1a32(ptr noundef %143), !dbg !257
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %139, i32 noundef %144), !dbg !258
  %146 = load i32, ptr %18, align 4, !dbg !259
  %147 = sext i32 %146 to i64, !dbg !260
  %148 = getelementptr inbounds [6 x ptr], ptr %17, i64 0, i64 %147, !dbg !260
  %149 = load ptr, ptr %148, align 8, !dbg !260
  %150 = call i64 @fnv1a64(ptr noundef %149), !dbg !261
  call void @print64(ptr noundef @.str.12, i64 noundef %150), !dbg !262
  br label %151, !dbg !263

151:                                              ; preds = %135
  %152 = load i32, ptr %18, align 4, !dbg !264
  %153 = add nsw i32 %152, 1, !dbg !264
  store i32 %153, ptr %18, align 4, !dbg !264
  br label %132, !dbg !265, !llvm.loop !266

154:                                              ; preds = %132
    #dbg_declare(ptr %19, !268, !DIExpression(), !269)
  store i64 42, ptr %19, align 8, !dbg !269
    #dbg_declare(ptr %20, !270, !DIExpression(), !271)
  store i64 0, ptr %20, align 8, !dbg !271
    #dbg_declare(ptr %21, !272, !DIExpression(), !274)
  store i32 0, ptr %21, align 4, !dbg !274
  br label %155, !dbg !275

155:                                              ; preds = %164, %154
  %156 = load i32, ptr %21, align 4, !dbg !276
  %157 = icmp slt i32 %156, 8, !dbg !278
  br i1 %157, label %158, label %167, !dbg !279

158:                                              ; preds = %155
    #dbg_declare(ptr %22, !280, !DIExpression(), !282)
  %159 = call i64 @splitmix(ptr noundef %19), !dbg !283
  store i64 %159, ptr %22, align 8, !dbg !282
  %160 = load i64, ptr %22, align 8, !dbg !284
  %161 = load i64, ptr %20, align 8, !dbg !285
  %162 = xor i64 %161, %160, !dbg !285
  store i64 %162, ptr %20, align 8, !dbg !285
  %163 = load i64, ptr %22, align 8, !dbg !286
  call void @print64(ptr noundef @.str.13, i64 noundef %163), !dbg !287
  br label %164, !dbg !288

164:                                              ; preds = %158
  %165 = load i32, ptr %21, align 4, !dbg !289
  %166 = add nsw i32 %165, 1, !dbg !289
  store i32 %166, ptr %21, align 4, !dbg !289
  br label %155, !dbg !290, !llvm.loop !291

167:                                              ; preds = %155
  %168 = load i64, ptr %20, align 8, !dbg !293
  call void @print64(ptr noundef @.str.14, i64 noundef %168), !dbg !294
    #dbg_declare(ptr %23, !295, !DIExpression(), !296)
  store i32 -19088744, ptr %23, align 4, !dbg !296
    #dbg_declare(ptr %24, !297, !DIExpression(), !299)
  store i32 1, ptr %24, align 4, !dbg !299
  br label %169, !dbg !300

169:                                              ; preds = %182, %167
  %170 = load i32, ptr %24, align 4, !dbg !301
  %171 = icmp ult i32 %170, 40, !dbg !303
  br i1 %171, label %172, label %186, !dbg !304

172:                                              ; preds = %169
  %173 = load i32, ptr %23, align 4, !dbg !305
  %174 = load i32, ptr %24, align 4, !dbg !306
  %175 = load i32, ptr %23, align 4, !dbg !307
  %176 = load i32, ptr %24, align 4, !dbg !308
  %177 = udiv i32 %175, %176, !dbg !309
  %178 = load i32, ptr %23, align 4, !dbg !310
  %179 = load i32, ptr %24, align 4, !dbg !311
  %180 = urem i32 %178, %179, !dbg !312
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %173, i32 noundef %174, i32 noundef %177, i32 noundef %180), !dbg !313
  br label %182, !dbg !313

182:                                              ; preds = %172
  %183 = load i32, ptr %24, align 4, !dbg !314
  %184 = mul i32 %183, 3, !dbg !315
  %185 = add i32 %184, 1, !dbg !316
  store i32 %185, ptr %24, align 4, !dbg !317
  br label %169, !dbg !318, !llvm.loop !319

186:                                              ; preds = %169
    #dbg_declare(ptr %25, !321, !DIExpression(), !322)
  store i64 -81985529216486896, ptr %25, align 8, !dbg !322
    #dbg_declare(ptr %26, !323, !DIExpression(), !325)
  store i64 1, ptr %26, align 8, !dbg !325
  br label %187, !dbg !326

187:                                              ; preds = %200, %186
  %188 = load i64, ptr %26, align 8, !dbg !327
  %189 = icmp ult i64 %188, 100000, !dbg !329
  br i1 %189, label %190, label %204, !dbg !330

190:                                              ; preds = %187
  %191 = load i64, ptr %25, align 8, !dbg !331
  %192 = load i64, ptr %26, align 8, !dbg !332
  %193 = load i64, ptr %25, align 8, !dbg !333
  %194 = load i64, ptr %26, align 8, !dbg !334
  %195 = udiv i64 %193, %194, !dbg !335
  %196 = load i64, ptr %25, align 8, !dbg !336
  %197 = load i64, ptr %26, align 8, !dbg !337
  %198 = urem i64 %196, %197, !dbg !338
  %199 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %191, i64 noundef %192, i64 noundef %195, i64 noundef %198), !dbg !339
  br label %200, !dbg !339

200:                                              ; preds = %190
  %201 = load i64, ptr %26, align 8, !dbg !340
  %202 = mul i64 %201, 7, !dbg !341
  %203 = add i64 %202, 3, !dbg !342
  store i64 %203, ptr %26, align 8, !dbg !343
  br label %187, !dbg !344, !llvm.loop !345

204:                                              ; preds = %187
  %205 = load i64, ptr %20, align 8, !dbg !347
  %206 = and i64 %205, 63, !dbg !348
  %207 = trunc i64 %206 to i32, !dbg !349
  ret i32 %207, !dbg !350
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fnv1a32(ptr noundef %0) #0 !dbg !351 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !354, !DIExpression(), !355)
    #dbg_declare(ptr %3, !356, !DIExpression(), !357)
  store i32 -2128831035, ptr %3, align 4, !dbg !357
  br label %4, !dbg !358

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8, !dbg !359
  %6 = load i8, ptr %5, align 1, !dbg !360
  %7 = icmp ne i8 %6, 0, !dbg !358
  br i1 %7, label %8, label %17, !dbg !358

8:                                                ; preds = %4
  %9 = load ptr, ptr %2, align 8, !dbg !361
  %10 = getelementptr inbounds i8, ptr %9, i32 1, !dbg !361
  store ptr %10, ptr %2, align 8, !dbg !361
  %11 = load i8, ptr %9, align 1, !dbg !363
  %12 = zext i8 %11 to i32, !dbg !364
  %13 = load i32, ptr %3, align 4, !dbg !365
  %14 = xor i32 %13, %12, !dbg !365
  store i32 %14, ptr %3, align 4, !dbg !365
  %15 = load i32, ptr %3, align 4, !dbg !366
  %16 = mul i32 %15, 16777619, !dbg !366
  store i32 %16, ptr %3, align 4, !dbg !366
  br label %4, !dbg !358, !llvm.loop !367

17:                                               ; preds = %4
  %18 = load i32, ptr %3, align 4, !dbg !369
  ret i32 %18, !dbg !370
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print64(ptr noundef %0, i64 noundef %1) #0 !dbg !371 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !374, !DIExpression(), !375)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !376, !DIExpression(), !377)
  %5 = load ptr, ptr %3, align 8, !dbg !378
  %6 = load i64, ptr %4, align 8, !dbg !379
  %7 = lshr i64 %6, 32, !dbg !380
  %8 = trunc i64 %7 to i32, !dbg !381
  %9 = load i64, ptr %4, align 8, !dbg !382
  %10 = trunc i64 %9 to i32, !dbg !383
  %11 = load i64, ptr %4, align 8, !dbg !384
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %5, i32 noundef %8, i32 noundef %10, i64 noundef %11), !dbg !385
  ret void, !dbg !386
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fnv1a64(ptr noundef %0) #0 !dbg !387 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !390, !DIExpression(), !391)
    #dbg_declare(ptr %3, !392, !DIExpression(), !393)
  store i64 -3750763034362895579, ptr %3, align 8, !dbg !393
  br label %4, !dbg !394

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8, !dbg !395
  %6 = load i8, ptr %5, align 1, !dbg !396
  %7 = icmp ne i8 %6, 0, !dbg !394
  br i1 %7, label %8, label %17, !dbg !394

8:                                                ; preds = %4
  %9 = load ptr, ptr %2, align 8, !dbg !397
  %10 = getelementptr inbounds i8, ptr %9, i32 1, !dbg !397
  store ptr %10, ptr %2, align 8, !dbg !397
  %11 = load i8, ptr %9, align 1, !dbg !399
  %12 = zext i8 %11 to i64, !dbg !400
  %13 = load i64, ptr %3, align 8, !dbg !401
  %14 = xor i64 %13, %12, !dbg !401
  store i64 %14, ptr %3, align 8, !dbg !401
  %15 = load i64, ptr %3, align 8, !dbg !402
  %16 = mul i64 %15, 1099511628211, !dbg !402
  store i64 %16, ptr %3, align 8, !dbg !402
  br label %4, !dbg !394, !llvm.loop !403

17:                                               ; preds = %4
  %18 = load i64, ptr %3, align 8, !dbg !405
  ret i64 %18, !dbg !406
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @splitmix(ptr noundef %0) #0 !dbg !407 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !411, !DIExpression(), !412)
    #dbg_declare(ptr %3, !413, !DIExpression(), !414)
  %4 = load ptr, ptr %2, align 8, !dbg !415
  %5 = load i64, ptr %4, align 8, !dbg !416
  %6 = add i64 %5, -7046029254386353131, !dbg !416
  store i64 %6, ptr %4, align 8, !dbg !416
  store i64 %6, ptr %3, align 8, !dbg !414
  %7 = load i64, ptr %3, align 8, !dbg !417
  %8 = load i64, ptr %3, align 8, !dbg !418
  %9 = lshr i64 %8, 30, !dbg !419
  %10 = xor i64 %7, %9, !dbg !420
  %11 = mul i64 %10, -4658895280553007687, !dbg !421
  store i64 %11, ptr %3, align 8, !dbg !422
  %12 = load i64, ptr %3, align 8, !dbg !423
  %13 = load i64, ptr %3, align 8, !dbg !424
  %14 = lshr i64 %13, 27, !dbg !425
  %15 = xor i64 %12, %14, !dbg !426
  %16 = mul i64 %15, -7723592293110705685, !dbg !427
  store i64 %16, ptr %3, align 8, !dbg !428
  %17 = load i64, ptr %3, align 8, !dbg !429
  %18 = load i64, ptr %3, align 8, !dbg !430
  %19 = lshr i64 %18, 31, !dbg !431
  %20 = xor i64 %17, %19, !dbg !432
  ret i64 %20, !dbg !433
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!86}
!llvm.module.flags = !{!100, !101, !102, !103, !104, !105, !106}
!llvm.ident = !{!107}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "unsigned_wrap.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "8a327c9519c759bbc6d90ea286045a8c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 24)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 23)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 17)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 30)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 1)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 2)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 6)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 7)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 14)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 20)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !51, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 8)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 9)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 4)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 21)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 29)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 22)
!86 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !87, globals: !99, splitDebugInlining: false, nameTableKind: None)
!87 = !{!88, !89, !94, !97, !93, !98}
!88 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !90, line: 24, baseType: !91)
!90 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !92, line: 38, baseType: !93)
!92 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!93 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !90, line: 25, baseType: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !92, line: 40, baseType: !96)
!96 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!97 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!98 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!99 = !{!0, !7, !12, !14, !19, !24, !29, !34, !39, !44, !49, !54, !56, !61, !66, !71, !76, !81}
!100 = !{i32 7, !"Dwarf Version", i32 5}
!101 = !{i32 2, !"Debug Info Version", i32 3}
!102 = !{i32 1, !"wchar_size", i32 4}
!103 = !{i32 8, !"PIC Level", i32 2}
!104 = !{i32 7, !"PIE Level", i32 2}
!105 = !{i32 7, !"uwtable", i32 2}
!106 = !{i32 7, !"frame-pointer", i32 2}
!107 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!108 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !109, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !86, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!98}
!111 = !{}
!112 = !DILocalVariable(name: "a8", scope: !108, file: !2, line: 36, type: !89)
!113 = !DILocation(line: 36, column: 13, scope: !108)
!114 = !DILocalVariable(name: "a16", scope: !108, file: !2, line: 37, type: !94)
!115 = !DILocation(line: 37, column: 14, scope: !108)
!116 = !DILocalVariable(name: "a32", scope: !108, file: !2, line: 38, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !90, line: 26, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !92, line: 42, baseType: !97)
!119 = !DILocation(line: 38, column: 14, scope: !108)
!120 = !DILocalVariable(name: "a64", scope: !108, file: !2, line: 39, type: !121)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !90, line: 27, baseType: !122)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !92, line: 45, baseType: !123)
!123 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!124 = !DILocation(line: 39, column: 14, scope: !108)
!125 = !DILocalVariable(name: "i", scope: !126, file: !2, line: 40, type: !98)
!126 = distinct !DILexicalBlock(scope: !108, file: !2, line: 40, column: 5)
!127 = !DILocation(line: 40, column: 14, scope: !126)
!128 = !DILocation(line: 40, column: 10, scope: !126)
!129 = !DILocation(line: 40, column: 21, scope: !130)
!130 = distinct !DILexicalBlock(scope: !126, file: !2, line: 40, column: 5)
!131 = !DILocation(line: 40, column: 23, scope: !130)
!132 = !DILocation(line: 40, column: 5, scope: !126)
!133 = !DILocation(line: 41, column: 12, scope: !134)
!134 = distinct !DILexicalBlock(scope: !130, file: !2, line: 40, column: 34)
!135 = !DILocation(line: 42, column: 13, scope: !134)
!136 = !DILocation(line: 43, column: 13, scope: !134)
!137 = !DILocation(line: 44, column: 13, scope: !134)
!138 = !DILocation(line: 45, column: 44, scope: !134)
!139 = !DILocation(line: 45, column: 47, scope: !134)
!140 = !DILocation(line: 45, column: 51, scope: !134)
!141 = !DILocation(line: 45, column: 56, scope: !134)
!142 = !DILocation(line: 45, column: 81, scope: !134)
!143 = !DILocation(line: 45, column: 9, scope: !134)
!144 = !DILocation(line: 46, column: 5, scope: !134)
!145 = !DILocation(line: 40, column: 30, scope: !130)
!146 = !DILocation(line: 40, column: 5, scope: !130)
!147 = distinct !{!147, !132, !148, !149}
!148 = !DILocation(line: 46, column: 5, scope: !126)
!149 = !{!"llvm.loop.mustprogress"}
!150 = !DILocalVariable(name: "i", scope: !151, file: !2, line: 47, type: !98)
!151 = distinct !DILexicalBlock(scope: !108, file: !2, line: 47, column: 5)
!152 = !DILocation(line: 47, column: 14, scope: !151)
!153 = !DILocation(line: 47, column: 10, scope: !151)
!154 = !DILocation(line: 47, column: 21, scope: !155)
!155 = distinct !DILexicalBlock(scope: !151, file: !2, line: 47, column: 5)
!156 = !DILocation(line: 47, column: 23, scope: !155)
!157 = !DILocation(line: 47, column: 5, scope: !151)
!158 = !DILocation(line: 48, column: 12, scope: !159)
!159 = distinct !DILexicalBlock(scope: !155, file: !2, line: 47, column: 33)
!160 = !DILocation(line: 49, column: 13, scope: !159)
!161 = !DILocation(line: 50, column: 13, scope: !159)
!162 = !DILocation(line: 51, column: 13, scope: !159)
!163 = !DILocation(line: 52, column: 43, scope: !159)
!164 = !DILocation(line: 52, column: 46, scope: !159)
!165 = !DILocation(line: 52, column: 50, scope: !159)
!166 = !DILocation(line: 52, column: 55, scope: !159)
!167 = !DILocation(line: 52, column: 80, scope: !159)
!168 = !DILocation(line: 52, column: 9, scope: !159)
!169 = !DILocation(line: 53, column: 5, scope: !159)
!170 = !DILocation(line: 47, column: 29, scope: !155)
!171 = !DILocation(line: 47, column: 5, scope: !155)
!172 = distinct !{!172, !157, !173, !149}
!173 = !DILocation(line: 53, column: 5, scope: !151)
!174 = !DILocalVariable(name: "m8", scope: !108, file: !2, line: 54, type: !89)
!175 = !DILocation(line: 54, column: 13, scope: !108)
!176 = !DILocalVariable(name: "m16", scope: !108, file: !2, line: 55, type: !94)
!177 = !DILocation(line: 55, column: 14, scope: !108)
!178 = !DILocalVariable(name: "m32", scope: !108, file: !2, line: 56, type: !117)
!179 = !DILocation(line: 56, column: 14, scope: !108)
!180 = !DILocalVariable(name: "m64", scope: !108, file: !2, line: 57, type: !121)
!181 = !DILocation(line: 57, column: 14, scope: !108)
!182 = !DILocalVariable(name: "i", scope: !183, file: !2, line: 58, type: !98)
!183 = distinct !DILexicalBlock(scope: !108, file: !2, line: 58, column: 5)
!184 = !DILocation(line: 58, column: 14, scope: !183)
!185 = !DILocation(line: 58, column: 10, scope: !183)
!186 = !DILocation(line: 58, column: 21, scope: !187)
!187 = distinct !DILexicalBlock(scope: !183, file: !2, line: 58, column: 5)
!188 = !DILocation(line: 58, column: 23, scope: !187)
!189 = !DILocation(line: 58, column: 5, scope: !183)
!190 = !DILocation(line: 59, column: 24, scope: !191)
!191 = distinct !DILexicalBlock(scope: !187, file: !2, line: 58, column: 34)
!192 = !DILocation(line: 59, column: 27, scope: !191)
!193 = !DILocation(line: 59, column: 14, scope: !191)
!194 = !DILocation(line: 59, column: 12, scope: !191)
!195 = !DILocation(line: 60, column: 26, scope: !191)
!196 = !DILocation(line: 60, column: 30, scope: !191)
!197 = !DILocation(line: 60, column: 15, scope: !191)
!198 = !DILocation(line: 60, column: 13, scope: !191)
!199 = !DILocation(line: 61, column: 13, scope: !191)
!200 = !DILocation(line: 62, column: 13, scope: !191)
!201 = !DILocation(line: 63, column: 43, scope: !191)
!202 = !DILocation(line: 63, column: 46, scope: !191)
!203 = !DILocation(line: 63, column: 50, scope: !191)
!204 = !DILocation(line: 63, column: 55, scope: !191)
!205 = !DILocation(line: 63, column: 80, scope: !191)
!206 = !DILocation(line: 63, column: 9, scope: !191)
!207 = !DILocation(line: 64, column: 5, scope: !191)
!208 = !DILocation(line: 58, column: 30, scope: !187)
!209 = !DILocation(line: 58, column: 5, scope: !187)
!210 = distinct !{!210, !189, !211, !149}
!211 = !DILocation(line: 64, column: 5, scope: !183)
!212 = !DILocalVariable(name: "u", scope: !108, file: !2, line: 66, type: !97)
!213 = !DILocation(line: 66, column: 14, scope: !108)
!214 = !DILocalVariable(name: "ull", scope: !108, file: !2, line: 67, type: !88)
!215 = !DILocation(line: 67, column: 24, scope: !108)
!216 = !DILocation(line: 68, column: 34, scope: !108)
!217 = !DILocation(line: 68, column: 33, scope: !108)
!218 = !DILocation(line: 68, column: 38, scope: !108)
!219 = !DILocation(line: 68, column: 37, scope: !108)
!220 = !DILocation(line: 68, column: 5, scope: !108)
!221 = !DILocalVariable(name: "x", scope: !108, file: !2, line: 70, type: !97)
!222 = !DILocation(line: 70, column: 14, scope: !108)
!223 = !DILocalVariable(name: "y", scope: !108, file: !2, line: 70, type: !97)
!224 = !DILocation(line: 70, column: 21, scope: !108)
!225 = !DILocation(line: 71, column: 46, scope: !108)
!226 = !DILocation(line: 71, column: 50, scope: !108)
!227 = !DILocation(line: 71, column: 48, scope: !108)
!228 = !DILocation(line: 71, column: 53, scope: !108)
!229 = !DILocation(line: 71, column: 57, scope: !108)
!230 = !DILocation(line: 71, column: 55, scope: !108)
!231 = !DILocation(line: 71, column: 61, scope: !108)
!232 = !DILocation(line: 71, column: 59, scope: !108)
!233 = !DILocation(line: 71, column: 64, scope: !108)
!234 = !DILocation(line: 71, column: 68, scope: !108)
!235 = !DILocation(line: 71, column: 66, scope: !108)
!236 = !DILocation(line: 71, column: 72, scope: !108)
!237 = !DILocation(line: 71, column: 70, scope: !108)
!238 = !DILocation(line: 71, column: 5, scope: !108)
!239 = !DILocalVariable(name: "words", scope: !108, file: !2, line: 72, type: !240)
!240 = !DICompositeType(tag: DW_TAG_array_type, baseType: !241, size: 384, elements: !37)
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !242, size: 64)
!242 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!243 = !DILocation(line: 72, column: 17, scope: !108)
!244 = !DILocalVariable(name: "i", scope: !245, file: !2, line: 73, type: !98)
!245 = distinct !DILexicalBlock(scope: !108, file: !2, line: 73, column: 5)
!246 = !DILocation(line: 73, column: 14, scope: !245)
!247 = !DILocation(line: 73, column: 10, scope: !245)
!248 = !DILocation(line: 73, column: 21, scope: !249)
!249 = distinct !DILexicalBlock(scope: !245, file: !2, line: 73, column: 5)
!250 = !DILocation(line: 73, column: 23, scope: !249)
!251 = !DILocation(line: 73, column: 5, scope: !245)
!252 = !DILocation(line: 74, column: 48, scope: !253)
!253 = distinct !DILexicalBlock(scope: !249, file: !2, line: 73, column: 33)
!254 = !DILocation(line: 74, column: 42, scope: !253)
!255 = !DILocation(line: 74, column: 66, scope: !253)
!256 = !DILocation(line: 74, column: 60, scope: !253)
!257 = !DILocation(line: 74, column: 52, scope: !253)
!258 = !DILocation(line: 74, column: 9, scope: !253)
!259 = !DILocation(line: 75, column: 42, scope: !253)
!260 = !DILocation(line: 75, column: 36, scope: !253)
!261 = !DILocation(line: 75, column: 28, scope: !253)
!262 = !DILocation(line: 75, column: 9, scope: !253)
!263 = !DILocation(line: 76, column: 5, scope: !253)
!264 = !DILocation(line: 73, column: 29, scope: !249)
!265 = !DILocation(line: 73, column: 5, scope: !249)
!266 = distinct !{!266, !251, !267, !149}
!267 = !DILocation(line: 76, column: 5, scope: !245)
!268 = !DILocalVariable(name: "st", scope: !108, file: !2, line: 77, type: !121)
!269 = !DILocation(line: 77, column: 14, scope: !108)
!270 = !DILocalVariable(name: "x64", scope: !108, file: !2, line: 78, type: !121)
!271 = !DILocation(line: 78, column: 14, scope: !108)
!272 = !DILocalVariable(name: "i", scope: !273, file: !2, line: 79, type: !98)
!273 = distinct !DILexicalBlock(scope: !108, file: !2, line: 79, column: 5)
!274 = !DILocation(line: 79, column: 14, scope: !273)
!275 = !DILocation(line: 79, column: 10, scope: !273)
!276 = !DILocation(line: 79, column: 21, scope: !277)
!277 = distinct !DILexicalBlock(scope: !273, file: !2, line: 79, column: 5)
!278 = !DILocation(line: 79, column: 23, scope: !277)
!279 = !DILocation(line: 79, column: 5, scope: !273)
!280 = !DILocalVariable(name: "r", scope: !281, file: !2, line: 80, type: !121)
!281 = distinct !DILexicalBlock(scope: !277, file: !2, line: 79, column: 33)
!282 = !DILocation(line: 80, column: 18, scope: !281)
!283 = !DILocation(line: 80, column: 22, scope: !281)
!284 = !DILocation(line: 81, column: 16, scope: !281)
!285 = !DILocation(line: 81, column: 13, scope: !281)
!286 = !DILocation(line: 82, column: 29, scope: !281)
!287 = !DILocation(line: 82, column: 9, scope: !281)
!288 = !DILocation(line: 83, column: 5, scope: !281)
!289 = !DILocation(line: 79, column: 29, scope: !277)
!290 = !DILocation(line: 79, column: 5, scope: !277)
!291 = distinct !{!291, !279, !292, !149}
!292 = !DILocation(line: 83, column: 5, scope: !273)
!293 = !DILocation(line: 84, column: 20, scope: !108)
!294 = !DILocation(line: 84, column: 5, scope: !108)
!295 = !DILocalVariable(name: "big", scope: !108, file: !2, line: 86, type: !117)
!296 = !DILocation(line: 86, column: 14, scope: !108)
!297 = !DILocalVariable(name: "d", scope: !298, file: !2, line: 87, type: !117)
!298 = distinct !DILexicalBlock(scope: !108, file: !2, line: 87, column: 5)
!299 = !DILocation(line: 87, column: 19, scope: !298)
!300 = !DILocation(line: 87, column: 10, scope: !298)
!301 = !DILocation(line: 87, column: 26, scope: !302)
!302 = distinct !DILexicalBlock(scope: !298, file: !2, line: 87, column: 5)
!303 = !DILocation(line: 87, column: 28, scope: !302)
!304 = !DILocation(line: 87, column: 5, scope: !298)
!305 = !DILocation(line: 88, column: 41, scope: !302)
!306 = !DILocation(line: 88, column: 46, scope: !302)
!307 = !DILocation(line: 88, column: 49, scope: !302)
!308 = !DILocation(line: 88, column: 55, scope: !302)
!309 = !DILocation(line: 88, column: 53, scope: !302)
!310 = !DILocation(line: 88, column: 58, scope: !302)
!311 = !DILocation(line: 88, column: 64, scope: !302)
!312 = !DILocation(line: 88, column: 62, scope: !302)
!313 = !DILocation(line: 88, column: 9, scope: !302)
!314 = !DILocation(line: 87, column: 38, scope: !302)
!315 = !DILocation(line: 87, column: 40, scope: !302)
!316 = !DILocation(line: 87, column: 44, scope: !302)
!317 = !DILocation(line: 87, column: 36, scope: !302)
!318 = !DILocation(line: 87, column: 5, scope: !302)
!319 = distinct !{!319, !304, !320, !149}
!320 = !DILocation(line: 88, column: 65, scope: !298)
!321 = !DILocalVariable(name: "big64", scope: !108, file: !2, line: 89, type: !121)
!322 = !DILocation(line: 89, column: 14, scope: !108)
!323 = !DILocalVariable(name: "d", scope: !324, file: !2, line: 90, type: !121)
!324 = distinct !DILexicalBlock(scope: !108, file: !2, line: 90, column: 5)
!325 = !DILocation(line: 90, column: 19, scope: !324)
!326 = !DILocation(line: 90, column: 10, scope: !324)
!327 = !DILocation(line: 90, column: 26, scope: !328)
!328 = distinct !DILexicalBlock(scope: !324, file: !2, line: 90, column: 5)
!329 = !DILocation(line: 90, column: 28, scope: !328)
!330 = !DILocation(line: 90, column: 5, scope: !324)
!331 = !DILocation(line: 91, column: 69, scope: !328)
!332 = !DILocation(line: 92, column: 36, scope: !328)
!333 = !DILocation(line: 92, column: 60, scope: !328)
!334 = !DILocation(line: 92, column: 68, scope: !328)
!335 = !DILocation(line: 92, column: 66, scope: !328)
!336 = !DILocation(line: 93, column: 37, scope: !328)
!337 = !DILocation(line: 93, column: 45, scope: !328)
!338 = !DILocation(line: 93, column: 43, scope: !328)
!339 = !DILocation(line: 91, column: 9, scope: !328)
!340 = !DILocation(line: 90, column: 42, scope: !328)
!341 = !DILocation(line: 90, column: 44, scope: !328)
!342 = !DILocation(line: 90, column: 48, scope: !328)
!343 = !DILocation(line: 90, column: 40, scope: !328)
!344 = !DILocation(line: 90, column: 5, scope: !328)
!345 = distinct !{!345, !330, !346, !149}
!346 = !DILocation(line: 93, column: 47, scope: !324)
!347 = !DILocation(line: 94, column: 18, scope: !108)
!348 = !DILocation(line: 94, column: 22, scope: !108)
!349 = !DILocation(line: 94, column: 12, scope: !108)
!350 = !DILocation(line: 94, column: 5, scope: !108)
!351 = distinct !DISubprogram(name: "fnv1a32", scope: !2, file: !2, line: 5, type: !352, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !86, retainedNodes: !111)
!352 = !DISubroutineType(types: !353)
!353 = !{!117, !241}
!354 = !DILocalVariable(name: "s", arg: 1, scope: !351, file: !2, line: 5, type: !241)
!355 = !DILocation(line: 5, column: 37, scope: !351)
!356 = !DILocalVariable(name: "h", scope: !351, file: !2, line: 6, type: !117)
!357 = !DILocation(line: 6, column: 14, scope: !351)
!358 = !DILocation(line: 7, column: 5, scope: !351)
!359 = !DILocation(line: 7, column: 13, scope: !351)
!360 = !DILocation(line: 7, column: 12, scope: !351)
!361 = !DILocation(line: 8, column: 31, scope: !362)
!362 = distinct !DILexicalBlock(scope: !351, file: !2, line: 7, column: 16)
!363 = !DILocation(line: 8, column: 29, scope: !362)
!364 = !DILocation(line: 8, column: 14, scope: !362)
!365 = !DILocation(line: 8, column: 11, scope: !362)
!366 = !DILocation(line: 9, column: 11, scope: !362)
!367 = distinct !{!367, !358, !368, !149}
!368 = !DILocation(line: 10, column: 5, scope: !351)
!369 = !DILocation(line: 11, column: 12, scope: !351)
!370 = !DILocation(line: 11, column: 5, scope: !351)
!371 = distinct !DISubprogram(name: "print64", scope: !2, file: !2, line: 30, type: !372, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !86, retainedNodes: !111)
!372 = !DISubroutineType(types: !373)
!373 = !{null, !241, !121}
!374 = !DILocalVariable(name: "label", arg: 1, scope: !371, file: !2, line: 30, type: !241)
!375 = !DILocation(line: 30, column: 33, scope: !371)
!376 = !DILocalVariable(name: "v", arg: 2, scope: !371, file: !2, line: 30, type: !121)
!377 = !DILocation(line: 30, column: 49, scope: !371)
!378 = !DILocation(line: 31, column: 38, scope: !371)
!379 = !DILocation(line: 31, column: 56, scope: !371)
!380 = !DILocation(line: 31, column: 58, scope: !371)
!381 = !DILocation(line: 31, column: 45, scope: !371)
!382 = !DILocation(line: 31, column: 76, scope: !371)
!383 = !DILocation(line: 31, column: 66, scope: !371)
!384 = !DILocation(line: 32, column: 32, scope: !371)
!385 = !DILocation(line: 31, column: 5, scope: !371)
!386 = !DILocation(line: 33, column: 1, scope: !371)
!387 = distinct !DISubprogram(name: "fnv1a64", scope: !2, file: !2, line: 14, type: !388, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !86, retainedNodes: !111)
!388 = !DISubroutineType(types: !389)
!389 = !{!121, !241}
!390 = !DILocalVariable(name: "s", arg: 1, scope: !387, file: !2, line: 14, type: !241)
!391 = !DILocation(line: 14, column: 37, scope: !387)
!392 = !DILocalVariable(name: "h", scope: !387, file: !2, line: 15, type: !121)
!393 = !DILocation(line: 15, column: 14, scope: !387)
!394 = !DILocation(line: 16, column: 5, scope: !387)
!395 = !DILocation(line: 16, column: 13, scope: !387)
!396 = !DILocation(line: 16, column: 12, scope: !387)
!397 = !DILocation(line: 17, column: 31, scope: !398)
!398 = distinct !DILexicalBlock(scope: !387, file: !2, line: 16, column: 16)
!399 = !DILocation(line: 17, column: 29, scope: !398)
!400 = !DILocation(line: 17, column: 14, scope: !398)
!401 = !DILocation(line: 17, column: 11, scope: !398)
!402 = !DILocation(line: 18, column: 11, scope: !398)
!403 = distinct !{!403, !394, !404, !149}
!404 = !DILocation(line: 19, column: 5, scope: !387)
!405 = !DILocation(line: 20, column: 12, scope: !387)
!406 = !DILocation(line: 20, column: 5, scope: !387)
!407 = distinct !DISubprogram(name: "splitmix", scope: !2, file: !2, line: 23, type: !408, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !86, retainedNodes: !111)
!408 = !DISubroutineType(types: !409)
!409 = !{!121, !410}
!410 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!411 = !DILocalVariable(name: "state", arg: 1, scope: !407, file: !2, line: 23, type: !410)
!412 = !DILocation(line: 23, column: 36, scope: !407)
!413 = !DILocalVariable(name: "z", scope: !407, file: !2, line: 24, type: !121)
!414 = !DILocation(line: 24, column: 14, scope: !407)
!415 = !DILocation(line: 24, column: 20, scope: !407)
!416 = !DILocation(line: 24, column: 26, scope: !407)
!417 = !DILocation(line: 25, column: 10, scope: !407)
!418 = !DILocation(line: 25, column: 15, scope: !407)
!419 = !DILocation(line: 25, column: 17, scope: !407)
!420 = !DILocation(line: 25, column: 12, scope: !407)
!421 = !DILocation(line: 25, column: 25, scope: !407)
!422 = !DILocation(line: 25, column: 7, scope: !407)
!423 = !DILocation(line: 26, column: 10, scope: !407)
!424 = !DILocation(line: 26, column: 15, scope: !407)
!425 = !DILocation(line: 26, column: 17, scope: !407)
!426 = !DILocation(line: 26, column: 12, scope: !407)
!427 = !DILocation(line: 26, column: 25, scope: !407)
!428 = !DILocation(line: 26, column: 7, scope: !407)
!429 = !DILocation(line: 27, column: 12, scope: !407)
!430 = !DILocation(line: 27, column: 17, scope: !407)
!431 = !DILocation(line: 27, column: 19, scope: !407)
!432 = !DILocation(line: 27, column: 14, scope: !407)
!433 = !DILocation(line: 27, column: 5, scope: !407)
