; ModuleID = 'conversions.c'
source_filename = "conversions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.samples = private unnamed_addr constant [13 x i32] [i32 0, i32 1, i32 127, i32 128, i32 255, i32 256, i32 32767, i32 32768, i32 65535, i32 305419896, i32 -2147483648, i32 -2, i32 -559038737], align 16
@.str = private unnamed_addr constant [76 x i8] c"v=%u sext8=%lld sext16=%lld sext32=%lld zext8=%llu zext16=%llu zext32=%llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [28 x i8] c"uchar sum=%d (as uchar %d)\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [28 x i8] c"schar sum=%d (as schar %d)\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [35 x i8] c"us*us as int-promoted unsigned=%u\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [22 x i8] c"~uchar=%d ~ushort=%d\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [13 x i8] c"-1 < 0u: %d\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [23 x i8] c"(unsigned)-1 > 0u: %d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [14 x i8] c"-1L < 1u: %d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [17 x i8] c"-1 as ull: %llu\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [15 x i8] c"-1 as ul: %lu\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [18 x i8] c"uint to ll: %lld\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [29 x i8] c"char 0xe9 = %d, unsigned %d\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [13 x i8] c"caf\C3\A9 na\C3\AFve\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [20 x i8] c"negative chars: %d\0A\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [20 x i8] c"trunc: %d %d %d %u\0A\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [32 x i8] c"i=%d s8=%d u8=%u s16=%d u16=%u\0A\00", align 1, !dbg !68
@.str.16 = private unnamed_addr constant [10 x i8] c"acc=%llu\0A\00", align 1, !dbg !73
@.str.17 = private unnamed_addr constant [16 x i8] c"size_t max=%zu\0A\00", align 1, !dbg !78
@.str.18 = private unnamed_addr constant [10 x i8] c"diff=%ld\0A\00", align 1, !dbg !83
@.str.19 = private unnamed_addr constant [30 x i8] c"enum: %d %d %d %d sizeof=%zu\0A\00", align 1, !dbg !85

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !93 {
  %1 = alloca i32, align 4
  %2 = alloca [13 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i16, align 2
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i8, align 1
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i16, align 2
  %20 = alloca i8, align 1
  %21 = alloca i64, align 8
  %22 = alloca i32, align 4
  %23 = alloca i8, align 1
  %24 = alloca i8, align 1
  %25 = alloca i16, align 2
  %26 = alloca i16, align 2
  %27 = alloca i64, align 8
  %28 = alloca [10 x i32], align 16
  %29 = alloca i32, align 4
  %30 = alloca i64, align 8
  %31 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !133, !DIExpression(), !135)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.samples, i64 52, i1 false), !dbg !135
    #dbg_declare(ptr %3, !136, !DIExpression(), !138)
  store i32 0, ptr %3, align 4, !dbg !138
  br label %32, !dbg !139

32:                                               ; preds = %57, %0
  %33 = load i32, ptr %3, align 4, !dbg !140
  %34 = zext i32 %33 to i64, !dbg !140
  %35 = icmp ult i64 %34, 13, !dbg !142
  br i1 %35, label %36, label %60, !dbg !143

36:                                               ; preds = %32
    #dbg_declare(ptr %4, !144, !DIExpression(), !146)
  %37 = load i32, ptr %3, align 4, !dbg !147
  %38 = zext i32 %37 to i64, !dbg !148
  %39 = getelementptr inbounds [13 x i32], ptr %2, i64 0, i64 %38, !dbg !148
  %40 = load i32, ptr %39, align 4, !dbg !148
  store i32 %40, ptr %4, align 4, !dbg !146
  %41 = load i32, ptr %4, align 4, !dbg !149
  %42 = load i32, ptr %4, align 4, !dbg !150
  %43 = call i64 @sext8(i32 noundef %42), !dbg !151
  %44 = load i32, ptr %4, align 4, !dbg !152
  %45 = call i64 @sext16(i32 noundef %44), !dbg !153
  %46 = load i32, ptr %4, align 4, !dbg !154
  %47 = zext i32 %46 to i64, !dbg !154
  %48 = call i64 @sext32(i64 noundef %47), !dbg !155
  %49 = load i32, ptr %4, align 4, !dbg !156
  %50 = call i64 @zext8(i32 noundef %49), !dbg !157
  %51 = load i32, ptr %4, align 4, !dbg !158
  %52 = call i64 @zext16(i32 noundef %51), !dbg !159
  %53 = load i32, ptr %4, align 4, !dbg !160
  %54 = sext i32 %53 to i64, !dbg !161
  %55 = call i64 @zext32(i64 noundef %54), !dbg !162
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %41, i64 noundef %43, i64 noundef %45, i64 noundef %48, i64 noundef %50, i64 noundef %52, i64 noundef %55), !dbg !163
  br label %57, !dbg !164

57:                                               ; preds = %36
  %58 = load i32, ptr %3, align 4, !dbg !165
  %59 = add i32 %58, 1, !dbg !165
  store i32 %59, ptr %3, align 4, !dbg !165
  br label %32, !dbg !166, !llvm.loop !167

60:                                               ; preds = %32
    #dbg_declare(ptr %5, !170, !DIExpression(), !171)
  store i8 -56, ptr %5, align 1, !dbg !171
    #dbg_declare(ptr %6, !172, !DIExpression(), !173)
  store i8 100, ptr %6, align 1, !dbg !173
  %61 = load i8, ptr %5, align 1, !dbg !174
  %62 = zext i8 %61 to i32, !dbg !174
  %63 = load i8, ptr %6, align 1, !dbg !175
  %64 = zext i8 %63 to i32, !dbg !175
  %65 = add nsw i32 %62, %64, !dbg !176
  %66 = load i8, ptr %5, align 1, !dbg !177
  %67 = zext i8 %66 to i32, !dbg !177
  %68 = load i8, ptr %6, align 1, !dbg !178
  %69 = zext i8 %68 to i32, !dbg !178
  %70 = add nsw i32 %67, %69, !dbg !179
  %71 = trunc i32 %70 to i8, !dbg !180
  %72 = zext i8 %71 to i32, !dbg !180
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %65, i32 noundef %72), !dbg !181
    #dbg_declare(ptr %7, !182, !DIExpression(), !183)
  store i8 -100, ptr %7, align 1, !dbg !183
    #dbg_declare(ptr %8, !184, !DIExpression(), !185)
  store i8 -100, ptr %8, align 1, !dbg !185
  %74 = load i8, ptr %7, align 1, !dbg !186
  %75 = sext i8 %74 to i32, !dbg !186
  %76 = load i8, ptr %8, align 1, !dbg !187
  %77 = sext i8 %76 to i32, !dbg !187
  %78 = add nsw i32 %75, %77, !dbg !188
  %79 = load i8, ptr %7, align 1, !dbg !189
  %80 = sext i8 %79 to i32, !dbg !189
  %81 = load i8, ptr %8, align 1, !dbg !190
  %82 = sext i8 %81 to i32, !dbg !190
  %83 = add nsw i32 %80, %82, !dbg !191
  %84 = trunc i32 %83 to i8, !dbg !192
  %85 = sext i8 %84 to i32, !dbg !192
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %78, i32 noundef %85), !dbg !193
    #dbg_declare(ptr %9, !194, !DIExpression(), !195)
  store i16 -1, ptr %9, align 2, !dbg !195
  %87 = load i16, ptr %9, align 2, !dbg !196
  %88 = zext i16 %87 to i32, !dbg !197
  %89 = load i16, ptr %9, align 2, !dbg !198
  %90 = zext i16 %89 to i32, !dbg !198
  %91 = mul i32 %88, %90, !dbg !199
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %91), !dbg !200
  %93 = load i8, ptr %5, align 1, !dbg !201
  %94 = zext i8 %93 to i32, !dbg !201
  %95 = xor i32 %94, -1, !dbg !202
  %96 = load i16, ptr %9, align 2, !dbg !203
  %97 = zext i16 %96 to i32, !dbg !203
  %98 = xor i32 %97, -1, !dbg !204
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %95, i32 noundef %98), !dbg !205
    #dbg_declare(ptr %10, !206, !DIExpression(), !207)
  store i32 -1, ptr %10, align 4, !dbg !207
    #dbg_declare(ptr %11, !208, !DIExpression(), !209)
  store i32 0, ptr %11, align 4, !dbg !209
  %100 = load i32, ptr %10, align 4, !dbg !210
  %101 = load i32, ptr %11, align 4, !dbg !211
  %102 = icmp slt i32 %100, %101, !dbg !212
  %103 = zext i1 %102 to i64, !dbg !210
  %104 = select i1 %102, i32 1, i32 0, !dbg !210
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %104), !dbg !213
  %106 = load i32, ptr %10, align 4, !dbg !214
  %107 = load i32, ptr %11, align 4, !dbg !215
  %108 = icmp ugt i32 %106, %107, !dbg !216
  %109 = zext i1 %108 to i32, !dbg !216
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %109), !dbg !217
    #dbg_declare(ptr %12, !218, !DIExpression(), !219)
  store i64 -1, ptr %12, align 8, !dbg !219
  %111 = load i64, ptr %12, align 8, !dbg !220
  %112 = icmp slt i64 %111, 1, !dbg !221
  %113 = zext i1 %112 to i32, !dbg !221
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %113), !dbg !222
  %115 = load i32, ptr %10, align 4, !dbg !223
  %116 = sext i32 %115 to i64, !dbg !224
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %116), !dbg !225
  %118 = load i32, ptr %10, align 4, !dbg !226
  %119 = sext i32 %118 to i64, !dbg !227
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %119), !dbg !228
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef 4294967295), !dbg !229
    #dbg_declare(ptr %13, !230, !DIExpression(), !231)
  store i8 -23, ptr %13, align 1, !dbg !231
  %122 = load i8, ptr %13, align 1, !dbg !232
  %123 = sext i8 %122 to i32, !dbg !232
  %124 = load i8, ptr %13, align 1, !dbg !233
  %125 = zext i8 %124 to i32, !dbg !234
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %123, i32 noundef %125), !dbg !235
    #dbg_declare(ptr %14, !236, !DIExpression(), !237)
  store i32 0, ptr %14, align 4, !dbg !237
    #dbg_declare(ptr %15, !238, !DIExpression(), !241)
  store ptr @.str.12, ptr %15, align 8, !dbg !241
    #dbg_declare(ptr %16, !242, !DIExpression(), !244)
  %127 = load ptr, ptr %15, align 8, !dbg !245
  store ptr %127, ptr %16, align 8, !dbg !244
  br label %128, !dbg !246

128:                                              ; preds = %141, %60
  %129 = load ptr, ptr %16, align 8, !dbg !247
  %130 = load i8, ptr %129, align 1, !dbg !249
  %131 = icmp ne i8 %130, 0, !dbg !250
  br i1 %131, label %132, label %144, !dbg !250

132:                                              ; preds = %128
  %133 = load ptr, ptr %16, align 8, !dbg !251
  %134 = load i8, ptr %133, align 1, !dbg !253
  %135 = sext i8 %134 to i32, !dbg !253
  %136 = icmp slt i32 %135, 0, !dbg !254
  br i1 %136, label %137, label %140, !dbg !255

137:                                              ; preds = %132
  %138 = load i32, ptr %14, align 4, !dbg !256
  %139 = add nsw i32 %138, 1, !dbg !256
  store i32 %139, ptr %14, align 4, !dbg !256
  br label %140, !dbg !257

140:                                              ; preds = %137, %132
  br label %141, !dbg !258

141:                                              ; preds = %140
  %142 = load ptr, ptr %16, align 8, !dbg !259
  %143 = getelementptr inbounds i8, ptr %142, i32 1, !dbg !259
  store ptr %143, ptr %16, align 8, !dbg !259
  br label %128, !dbg !260, !llvm.loop !261

144:                                              ; preds = %128
  %145 = load i32, ptr %14, align 4, !dbg !263
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %145), !dbg !264
    #dbg_declare(ptr %17, !265, !DIExpression(), !266)
  store i64 1311768467463790320, ptr %17, align 8, !dbg !266
    #dbg_declare(ptr %18, !267, !DIExpression(), !268)
  %147 = load i64, ptr %17, align 8, !dbg !269
  %148 = trunc i64 %147 to i32, !dbg !270
  store i32 %148, ptr %18, align 4, !dbg !268
    #dbg_declare(ptr %19, !271, !DIExpression(), !272)
  %149 = load i64, ptr %17, align 8, !dbg !273
  %150 = trunc i64 %149 to i16, !dbg !274
  store i16 %150, ptr %19, align 2, !dbg !272
    #dbg_declare(ptr %20, !275, !DIExpression(), !276)
  %151 = load i64, ptr %17, align 8, !dbg !277
  %152 = trunc i64 %151 to i8, !dbg !278
  store i8 %152, ptr %20, align 1, !dbg !276
  %153 = load i32, ptr %18, align 4, !dbg !279
  %154 = load i16, ptr %19, align 2, !dbg !280
  %155 = sext i16 %154 to i32, !dbg !280
  %156 = load i8, ptr %20, align 1, !dbg !281
  %157 = sext i8 %156 to i32, !dbg !281
  %158 = load i64, ptr %17, align 8, !dbg !282
  %159 = trunc i64 %158 to i16, !dbg !283
  %160 = zext i16 %159 to i32, !dbg !284
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %153, i32 noundef %155, i32 noundef %157, i32 noundef %160), !dbg !285
    #dbg_declare(ptr %21, !286, !DIExpression(), !287)
  store i64 0, ptr %21, align 8, !dbg !287
    #dbg_declare(ptr %22, !288, !DIExpression(), !290)
  store i32 -300, ptr %22, align 4, !dbg !290
  br label %162, !dbg !291

162:                                              ; preds = %211, %144
  %163 = load i32, ptr %22, align 4, !dbg !292
  %164 = icmp sle i32 %163, 300, !dbg !294
  br i1 %164, label %165, label %214, !dbg !295

165:                                              ; preds = %162
    #dbg_declare(ptr %23, !296, !DIExpression(), !298)
  %166 = load i32, ptr %22, align 4, !dbg !299
  %167 = trunc i32 %166 to i8, !dbg !300
  store i8 %167, ptr %23, align 1, !dbg !298
    #dbg_declare(ptr %24, !301, !DIExpression(), !302)
  %168 = load i32, ptr %22, align 4, !dbg !303
  %169 = trunc i32 %168 to i8, !dbg !304
  store i8 %169, ptr %24, align 1, !dbg !302
    #dbg_declare(ptr %25, !305, !DIExpression(), !306)
  %170 = load i32, ptr %22, align 4, !dbg !307
  %171 = mul nsw i32 %170, 1000, !dbg !308
  %172 = trunc i32 %171 to i16, !dbg !309
  store i16 %172, ptr %25, align 2, !dbg !306
    #dbg_declare(ptr %26, !310, !DIExpression(), !311)
  %173 = load i32, ptr %22, align 4, !dbg !312
  %174 = mul nsw i32 %173, 1000, !dbg !313
  %175 = trunc i32 %174 to i16, !dbg !314
  store i16 %175, ptr %26, align 2, !dbg !311
  %176 = load i64, ptr %21, align 8, !dbg !315
  %177 = mul i64 %176, 1000003, !dbg !316
  %178 = load i8, ptr %23, align 1, !dbg !317
  %179 = sext i8 %178 to i64, !dbg !318
  %180 = add i64 %177, %179, !dbg !319
  store i64 %180, ptr %21, align 8, !dbg !320
  %181 = load i64, ptr %21, align 8, !dbg !321
  %182 = mul i64 %181, 1000003, !dbg !322
  %183 = load i8, ptr %24, align 1, !dbg !323
  %184 = zext i8 %183 to i64, !dbg !323
  %185 = add i64 %182, %184, !dbg !324
  store i64 %185, ptr %21, align 8, !dbg !325
  %186 = load i64, ptr %21, align 8, !dbg !326
  %187 = mul i64 %186, 1000003, !dbg !327
  %188 = load i16, ptr %25, align 2, !dbg !328
  %189 = sext i16 %188 to i64, !dbg !329
  %190 = add i64 %187, %189, !dbg !330
  store i64 %190, ptr %21, align 8, !dbg !331
  %191 = load i64, ptr %21, align 8, !dbg !332
  %192 = mul i64 %191, 1000003, !dbg !333
  %193 = load i16, ptr %26, align 2, !dbg !334
  %194 = zext i16 %193 to i64, !dbg !334
  %195 = add i64 %192, %194, !dbg !335
  store i64 %195, ptr %21, align 8, !dbg !336
  %196 = load i32, ptr %22, align 4, !dbg !337
  %197 = srem i32 %196, 70, !dbg !339
  %198 = icmp eq i32 %197, 0, !dbg !340
  br i1 %198, label %199, label %210, !dbg !341

199:                                              ; preds = %165
  %200 = load i32, ptr %22, align 4, !dbg !342
  %201 = load i8, ptr %23, align 1, !dbg !343
  %202 = sext i8 %201 to i32, !dbg !343
  %203 = load i8, ptr %24, align 1, !dbg !344
  %204 = zext i8 %203 to i32, !dbg !344
  %205 = load i16, ptr %25, align 2, !dbg !345
  %206 = sext i16 %205 to i32, !dbg !345
  %207 = load i16, ptr %26, align 2, !dbg !346
  %208 = zext i16 %207 to i32, !dbg !346
  %209 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %200, i32 noundef %202, i32 noundef %204, i32 noundef %206, i32 noundef %208), !dbg !347
  br label %210, !dbg !347

210:                                              ; preds = %199, %165
  br label %211, !dbg !348

211:                                              ; preds = %210
  %212 = load i32, ptr %22, align 4, !dbg !349
  %213 = add nsw i32 %212, 7, !dbg !349
  store i32 %213, ptr %22, align 4, !dbg !349
  br label %162, !dbg !350, !llvm.loop !351

214:                                              ; preds = %162
  %215 = load i64, ptr %21, align 8, !dbg !353
  %216 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %215), !dbg !354
    #dbg_declare(ptr %27, !355, !DIExpression(), !356)
  store i64 -1, ptr %27, align 8, !dbg !356
  %217 = load i64, ptr %27, align 8, !dbg !357
  %218 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i64 noundef %217), !dbg !358
    #dbg_declare(ptr %28, !359, !DIExpression(), !361)
    #dbg_declare(ptr %29, !362, !DIExpression(), !364)
  store i32 0, ptr %29, align 4, !dbg !364
  br label %219, !dbg !365

219:                                              ; preds = %227, %214
  %220 = load i32, ptr %29, align 4, !dbg !366
  %221 = icmp slt i32 %220, 10, !dbg !368
  br i1 %221, label %222, label %230, !dbg !369

222:                                              ; preds = %219
  %223 = load i32, ptr %29, align 4, !dbg !370
  %224 = load i32, ptr %29, align 4, !dbg !371
  %225 = sext i32 %224 to i64, !dbg !372
  %226 = getelementptr inbounds [10 x i32], ptr %28, i64 0, i64 %225, !dbg !372
  store i32 %223, ptr %226, align 4, !dbg !373
  br label %227, !dbg !372

227:                                              ; preds = %222
  %228 = load i32, ptr %29, align 4, !dbg !374
  %229 = add nsw i32 %228, 1, !dbg !374
  store i32 %229, ptr %29, align 4, !dbg !374
  br label %219, !dbg !375, !llvm.loop !376

230:                                              ; preds = %219
    #dbg_declare(ptr %30, !378, !DIExpression(), !379)
  %231 = getelementptr inbounds [10 x i32], ptr %28, i64 0, i64 9, !dbg !380
  %232 = getelementptr inbounds [10 x i32], ptr %28, i64 0, i64 2, !dbg !381
  %233 = ptrtoint ptr %231 to i64, !dbg !382
  %234 = ptrtoint ptr %232 to i64, !dbg !382
  %235 = sub i64 %233, %234, !dbg !382
  %236 = sdiv exact i64 %235, 4, !dbg !382
  store i64 %236, ptr %30, align 8, !dbg !379
  %237 = load i64, ptr %30, align 8, !dbg !383
  %238 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i64 noundef %237), !dbg !384
    #dbg_declare(ptr %31, !385, !DIExpression(), !386)
  store i32 11, ptr %31, align 4, !dbg !386
  %239 = load i32, ptr %31, align 4, !dbg !387
  %240 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef -2, i32 noundef -1, i32 noundef 10, i32 noundef %239, i64 noundef 4), !dbg !388
  ret i32 0, !dbg !389
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sext8(i32 noundef %0) #0 !dbg !390 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !393, !DIExpression(), !394)
  %3 = load i32, ptr %2, align 4, !dbg !395
  %4 = trunc i32 %3 to i8, !dbg !396
  %5 = sext i8 %4 to i64, !dbg !396
  ret i64 %5, !dbg !397
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sext16(i32 noundef %0) #0 !dbg !398 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !399, !DIExpression(), !400)
  %3 = load i32, ptr %2, align 4, !dbg !401
  %4 = trunc i32 %3 to i16, !dbg !402
  %5 = sext i16 %4 to i64, !dbg !402
  ret i64 %5, !dbg !403
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sext32(i64 noundef %0) #0 !dbg !404 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !407, !DIExpression(), !408)
  %3 = load i64, ptr %2, align 8, !dbg !409
  %4 = trunc i64 %3 to i32, !dbg !410
  %5 = sext i32 %4 to i64, !dbg !410
  ret i64 %5, !dbg !411
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @zext8(i32 noundef %0) #0 !dbg !412 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !415, !DIExpression(), !416)
  %3 = load i32, ptr %2, align 4, !dbg !417
  %4 = trunc i32 %3 to i8, !dbg !418
  %5 = zext i8 %4 to i64, !dbg !418
  ret i64 %5, !dbg !419
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @zext16(i32 noundef %0) #0 !dbg !420 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !421, !DIExpression(), !422)
  %3 = load i32, ptr %2, align 4, !dbg !423
  %4 = trunc i32 %3 to i16, !dbg !424
  %5 = zext i16 %4 to i64, !dbg !424
  ret i64 %5, !dbg !425
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @zext32(i64 noundef %0) #0 !dbg !426 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !429, !DIExpression(), !430)
  %3 = load i64, ptr %2, align 8, !dbg !431
  %4 = trunc i64 %3 to i32, !dbg !432
  %5 = zext i32 %4 to i64, !dbg !432
  ret i64 %5, !dbg !433
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!90}
!llvm.module.flags = !{!125, !126, !127, !128, !129, !130, !131}
!llvm.ident = !{!132}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "conversions.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "6c272b3100a710a1b3c3cfd46664fac1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 608, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 76)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 28)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 35)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 22)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 13)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 23)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 14)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 17)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 15)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 18)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 29)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !26, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 20)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !63, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 32)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 10)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 16)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !75, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 30)
!90 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !91, retainedTypes: !103, globals: !124, splitDebugInlining: false, nameTableKind: None)
!91 = !{!92}
!92 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", scope: !93, file: !2, line: 80, baseType: !96, size: 32, elements: !98)
!93 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !94, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !90, retainedNodes: !97)
!94 = !DISubroutineType(types: !95)
!95 = !{!96}
!96 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!97 = !{}
!98 = !{!99, !100, !101, !102}
!99 = !DIEnumerator(name: "RED", value: -2)
!100 = !DIEnumerator(name: "GREEN", value: -1)
!101 = !DIEnumerator(name: "BLUE", value: 10)
!102 = !DIEnumerator(name: "INDIGO", value: 11)
!103 = !{!96, !104, !105, !106, !107, !108, !109, !4, !110, !111, !115, !116, !118, !122}
!104 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!105 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!106 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!107 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!108 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!109 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!110 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !112, line: 25, baseType: !113)
!112 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !114, line: 40, baseType: !115)
!114 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!115 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !112, line: 27, baseType: !117)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !114, line: 45, baseType: !108)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !119, line: 27, baseType: !120)
!119 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !114, line: 44, baseType: !121)
!121 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !123, line: 18, baseType: !108)
!123 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!124 = !{!0, !7, !12, !14, !19, !24, !29, !34, !39, !44, !49, !54, !59, !61, !66, !68, !73, !78, !83, !85}
!125 = !{i32 7, !"Dwarf Version", i32 5}
!126 = !{i32 2, !"Debug Info Version", i32 3}
!127 = !{i32 1, !"wchar_size", i32 4}
!128 = !{i32 8, !"PIC Level", i32 2}
!129 = !{i32 7, !"PIE Level", i32 2}
!130 = !{i32 7, !"uwtable", i32 2}
!131 = !{i32 7, !"frame-pointer", i32 2}
!132 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!133 = !DILocalVariable(name: "samples", scope: !93, file: !2, line: 15, type: !134)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 416, elements: !27)
!135 = !DILocation(line: 15, column: 14, scope: !93)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 17, type: !106)
!137 = distinct !DILexicalBlock(scope: !93, file: !2, line: 17, column: 5)
!138 = !DILocation(line: 17, column: 19, scope: !137)
!139 = !DILocation(line: 17, column: 10, scope: !137)
!140 = !DILocation(line: 17, column: 26, scope: !141)
!141 = distinct !DILexicalBlock(scope: !137, file: !2, line: 17, column: 5)
!142 = !DILocation(line: 17, column: 28, scope: !141)
!143 = !DILocation(line: 17, column: 5, scope: !137)
!144 = !DILocalVariable(name: "v", scope: !145, file: !2, line: 18, type: !106)
!145 = distinct !DILexicalBlock(scope: !141, file: !2, line: 17, column: 69)
!146 = !DILocation(line: 18, column: 18, scope: !145)
!147 = !DILocation(line: 18, column: 30, scope: !145)
!148 = !DILocation(line: 18, column: 22, scope: !145)
!149 = !DILocation(line: 19, column: 96, scope: !145)
!150 = !DILocation(line: 20, column: 22, scope: !145)
!151 = !DILocation(line: 20, column: 16, scope: !145)
!152 = !DILocation(line: 20, column: 33, scope: !145)
!153 = !DILocation(line: 20, column: 26, scope: !145)
!154 = !DILocation(line: 20, column: 44, scope: !145)
!155 = !DILocation(line: 20, column: 37, scope: !145)
!156 = !DILocation(line: 20, column: 59, scope: !145)
!157 = !DILocation(line: 20, column: 48, scope: !145)
!158 = !DILocation(line: 20, column: 75, scope: !145)
!159 = !DILocation(line: 20, column: 63, scope: !145)
!160 = !DILocation(line: 21, column: 28, scope: !145)
!161 = !DILocation(line: 21, column: 23, scope: !145)
!162 = !DILocation(line: 21, column: 16, scope: !145)
!163 = !DILocation(line: 19, column: 9, scope: !145)
!164 = !DILocation(line: 22, column: 5, scope: !145)
!165 = !DILocation(line: 17, column: 65, scope: !141)
!166 = !DILocation(line: 17, column: 5, scope: !141)
!167 = distinct !{!167, !143, !168, !169}
!168 = !DILocation(line: 22, column: 5, scope: !137)
!169 = !{!"llvm.loop.mustprogress"}
!170 = !DILocalVariable(name: "a", scope: !93, file: !2, line: 24, type: !104)
!171 = !DILocation(line: 24, column: 19, scope: !93)
!172 = !DILocalVariable(name: "b", scope: !93, file: !2, line: 24, type: !104)
!173 = !DILocation(line: 24, column: 28, scope: !93)
!174 = !DILocation(line: 25, column: 44, scope: !93)
!175 = !DILocation(line: 25, column: 48, scope: !93)
!176 = !DILocation(line: 25, column: 46, scope: !93)
!177 = !DILocation(line: 25, column: 67, scope: !93)
!178 = !DILocation(line: 25, column: 71, scope: !93)
!179 = !DILocation(line: 25, column: 69, scope: !93)
!180 = !DILocation(line: 25, column: 51, scope: !93)
!181 = !DILocation(line: 25, column: 5, scope: !93)
!182 = !DILocalVariable(name: "c", scope: !93, file: !2, line: 26, type: !105)
!183 = !DILocation(line: 26, column: 17, scope: !93)
!184 = !DILocalVariable(name: "d", scope: !93, file: !2, line: 26, type: !105)
!185 = !DILocation(line: 26, column: 27, scope: !93)
!186 = !DILocation(line: 27, column: 44, scope: !93)
!187 = !DILocation(line: 27, column: 48, scope: !93)
!188 = !DILocation(line: 27, column: 46, scope: !93)
!189 = !DILocation(line: 27, column: 65, scope: !93)
!190 = !DILocation(line: 27, column: 69, scope: !93)
!191 = !DILocation(line: 27, column: 67, scope: !93)
!192 = !DILocation(line: 27, column: 51, scope: !93)
!193 = !DILocation(line: 27, column: 5, scope: !93)
!194 = !DILocalVariable(name: "us", scope: !93, file: !2, line: 28, type: !115)
!195 = !DILocation(line: 28, column: 20, scope: !93)
!196 = !DILocation(line: 29, column: 61, scope: !93)
!197 = !DILocation(line: 29, column: 51, scope: !93)
!198 = !DILocation(line: 29, column: 66, scope: !93)
!199 = !DILocation(line: 29, column: 64, scope: !93)
!200 = !DILocation(line: 29, column: 5, scope: !93)
!201 = !DILocation(line: 30, column: 39, scope: !93)
!202 = !DILocation(line: 30, column: 38, scope: !93)
!203 = !DILocation(line: 30, column: 43, scope: !93)
!204 = !DILocation(line: 30, column: 42, scope: !93)
!205 = !DILocation(line: 30, column: 5, scope: !93)
!206 = !DILocalVariable(name: "m1", scope: !93, file: !2, line: 32, type: !96)
!207 = !DILocation(line: 32, column: 9, scope: !93)
!208 = !DILocalVariable(name: "z", scope: !93, file: !2, line: 33, type: !106)
!209 = !DILocation(line: 33, column: 14, scope: !93)
!210 = !DILocation(line: 34, column: 29, scope: !93)
!211 = !DILocation(line: 34, column: 39, scope: !93)
!212 = !DILocation(line: 34, column: 32, scope: !93)
!213 = !DILocation(line: 34, column: 5, scope: !93)
!214 = !DILocation(line: 35, column: 49, scope: !93)
!215 = !DILocation(line: 35, column: 54, scope: !93)
!216 = !DILocation(line: 35, column: 52, scope: !93)
!217 = !DILocation(line: 35, column: 5, scope: !93)
!218 = !DILocalVariable(name: "lm1", scope: !93, file: !2, line: 36, type: !121)
!219 = !DILocation(line: 36, column: 10, scope: !93)
!220 = !DILocation(line: 37, column: 30, scope: !93)
!221 = !DILocation(line: 37, column: 34, scope: !93)
!222 = !DILocation(line: 37, column: 5, scope: !93)
!223 = !DILocation(line: 38, column: 53, scope: !93)
!224 = !DILocation(line: 38, column: 33, scope: !93)
!225 = !DILocation(line: 38, column: 5, scope: !93)
!226 = !DILocation(line: 39, column: 46, scope: !93)
!227 = !DILocation(line: 39, column: 31, scope: !93)
!228 = !DILocation(line: 39, column: 5, scope: !93)
!229 = !DILocation(line: 40, column: 5, scope: !93)
!230 = !DILocalVariable(name: "ch", scope: !93, file: !2, line: 42, type: !4)
!231 = !DILocation(line: 42, column: 10, scope: !93)
!232 = !DILocation(line: 43, column: 45, scope: !93)
!233 = !DILocation(line: 43, column: 64, scope: !93)
!234 = !DILocation(line: 43, column: 49, scope: !93)
!235 = !DILocation(line: 43, column: 5, scope: !93)
!236 = !DILocalVariable(name: "count_neg", scope: !93, file: !2, line: 44, type: !96)
!237 = !DILocation(line: 44, column: 9, scope: !93)
!238 = !DILocalVariable(name: "str", scope: !93, file: !2, line: 45, type: !239)
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 64)
!240 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!241 = !DILocation(line: 45, column: 17, scope: !93)
!242 = !DILocalVariable(name: "p", scope: !243, file: !2, line: 46, type: !239)
!243 = distinct !DILexicalBlock(scope: !93, file: !2, line: 46, column: 5)
!244 = !DILocation(line: 46, column: 22, scope: !243)
!245 = !DILocation(line: 46, column: 26, scope: !243)
!246 = !DILocation(line: 46, column: 10, scope: !243)
!247 = !DILocation(line: 46, column: 32, scope: !248)
!248 = distinct !DILexicalBlock(scope: !243, file: !2, line: 46, column: 5)
!249 = !DILocation(line: 46, column: 31, scope: !248)
!250 = !DILocation(line: 46, column: 5, scope: !243)
!251 = !DILocation(line: 47, column: 14, scope: !252)
!252 = distinct !DILexicalBlock(scope: !248, file: !2, line: 47, column: 13)
!253 = !DILocation(line: 47, column: 13, scope: !252)
!254 = !DILocation(line: 47, column: 16, scope: !252)
!255 = !DILocation(line: 47, column: 13, scope: !248)
!256 = !DILocation(line: 48, column: 22, scope: !252)
!257 = !DILocation(line: 48, column: 13, scope: !252)
!258 = !DILocation(line: 47, column: 18, scope: !252)
!259 = !DILocation(line: 46, column: 36, scope: !248)
!260 = !DILocation(line: 46, column: 5, scope: !248)
!261 = distinct !{!261, !250, !262, !169}
!262 = !DILocation(line: 48, column: 22, scope: !243)
!263 = !DILocation(line: 49, column: 36, scope: !93)
!264 = !DILocation(line: 49, column: 5, scope: !93)
!265 = !DILocalVariable(name: "big", scope: !93, file: !2, line: 51, type: !109)
!266 = !DILocation(line: 51, column: 15, scope: !93)
!267 = !DILocalVariable(name: "ti", scope: !93, file: !2, line: 52, type: !96)
!268 = !DILocation(line: 52, column: 9, scope: !93)
!269 = !DILocation(line: 52, column: 19, scope: !93)
!270 = !DILocation(line: 52, column: 14, scope: !93)
!271 = !DILocalVariable(name: "ts", scope: !93, file: !2, line: 53, type: !110)
!272 = !DILocation(line: 53, column: 11, scope: !93)
!273 = !DILocation(line: 53, column: 23, scope: !93)
!274 = !DILocation(line: 53, column: 16, scope: !93)
!275 = !DILocalVariable(name: "tc", scope: !93, file: !2, line: 54, type: !105)
!276 = !DILocation(line: 54, column: 17, scope: !93)
!277 = !DILocation(line: 54, column: 35, scope: !93)
!278 = !DILocation(line: 54, column: 22, scope: !93)
!279 = !DILocation(line: 55, column: 36, scope: !93)
!280 = !DILocation(line: 55, column: 40, scope: !93)
!281 = !DILocation(line: 55, column: 44, scope: !93)
!282 = !DILocation(line: 55, column: 68, scope: !93)
!283 = !DILocation(line: 55, column: 58, scope: !93)
!284 = !DILocation(line: 55, column: 48, scope: !93)
!285 = !DILocation(line: 55, column: 5, scope: !93)
!286 = !DILocalVariable(name: "acc", scope: !93, file: !2, line: 57, type: !116)
!287 = !DILocation(line: 57, column: 14, scope: !93)
!288 = !DILocalVariable(name: "i", scope: !289, file: !2, line: 58, type: !96)
!289 = distinct !DILexicalBlock(scope: !93, file: !2, line: 58, column: 5)
!290 = !DILocation(line: 58, column: 14, scope: !289)
!291 = !DILocation(line: 58, column: 10, scope: !289)
!292 = !DILocation(line: 58, column: 24, scope: !293)
!293 = distinct !DILexicalBlock(scope: !289, file: !2, line: 58, column: 5)
!294 = !DILocation(line: 58, column: 26, scope: !293)
!295 = !DILocation(line: 58, column: 5, scope: !289)
!296 = !DILocalVariable(name: "s8", scope: !297, file: !2, line: 59, type: !105)
!297 = distinct !DILexicalBlock(scope: !293, file: !2, line: 58, column: 42)
!298 = !DILocation(line: 59, column: 21, scope: !297)
!299 = !DILocation(line: 59, column: 39, scope: !297)
!300 = !DILocation(line: 59, column: 26, scope: !297)
!301 = !DILocalVariable(name: "u8", scope: !297, file: !2, line: 60, type: !104)
!302 = !DILocation(line: 60, column: 23, scope: !297)
!303 = !DILocation(line: 60, column: 43, scope: !297)
!304 = !DILocation(line: 60, column: 28, scope: !297)
!305 = !DILocalVariable(name: "s16", scope: !297, file: !2, line: 61, type: !110)
!306 = !DILocation(line: 61, column: 15, scope: !297)
!307 = !DILocation(line: 61, column: 29, scope: !297)
!308 = !DILocation(line: 61, column: 31, scope: !297)
!309 = !DILocation(line: 61, column: 21, scope: !297)
!310 = !DILocalVariable(name: "u16", scope: !297, file: !2, line: 62, type: !115)
!311 = !DILocation(line: 62, column: 24, scope: !297)
!312 = !DILocation(line: 62, column: 47, scope: !297)
!313 = !DILocation(line: 62, column: 49, scope: !297)
!314 = !DILocation(line: 62, column: 30, scope: !297)
!315 = !DILocation(line: 63, column: 15, scope: !297)
!316 = !DILocation(line: 63, column: 19, scope: !297)
!317 = !DILocation(line: 63, column: 51, scope: !297)
!318 = !DILocation(line: 63, column: 42, scope: !297)
!319 = !DILocation(line: 63, column: 30, scope: !297)
!320 = !DILocation(line: 63, column: 13, scope: !297)
!321 = !DILocation(line: 64, column: 15, scope: !297)
!322 = !DILocation(line: 64, column: 19, scope: !297)
!323 = !DILocation(line: 64, column: 32, scope: !297)
!324 = !DILocation(line: 64, column: 30, scope: !297)
!325 = !DILocation(line: 64, column: 13, scope: !297)
!326 = !DILocation(line: 65, column: 15, scope: !297)
!327 = !DILocation(line: 65, column: 19, scope: !297)
!328 = !DILocation(line: 65, column: 51, scope: !297)
!329 = !DILocation(line: 65, column: 42, scope: !297)
!330 = !DILocation(line: 65, column: 30, scope: !297)
!331 = !DILocation(line: 65, column: 13, scope: !297)
!332 = !DILocation(line: 66, column: 15, scope: !297)
!333 = !DILocation(line: 66, column: 19, scope: !297)
!334 = !DILocation(line: 66, column: 32, scope: !297)
!335 = !DILocation(line: 66, column: 30, scope: !297)
!336 = !DILocation(line: 66, column: 13, scope: !297)
!337 = !DILocation(line: 67, column: 13, scope: !338)
!338 = distinct !DILexicalBlock(scope: !297, file: !2, line: 67, column: 13)
!339 = !DILocation(line: 67, column: 15, scope: !338)
!340 = !DILocation(line: 67, column: 20, scope: !338)
!341 = !DILocation(line: 67, column: 13, scope: !297)
!342 = !DILocation(line: 68, column: 56, scope: !338)
!343 = !DILocation(line: 68, column: 59, scope: !338)
!344 = !DILocation(line: 68, column: 63, scope: !338)
!345 = !DILocation(line: 68, column: 67, scope: !338)
!346 = !DILocation(line: 68, column: 72, scope: !338)
!347 = !DILocation(line: 68, column: 13, scope: !338)
!348 = !DILocation(line: 69, column: 5, scope: !297)
!349 = !DILocation(line: 58, column: 36, scope: !293)
!350 = !DILocation(line: 58, column: 5, scope: !293)
!351 = distinct !{!351, !295, !352, !169}
!352 = !DILocation(line: 69, column: 5, scope: !289)
!353 = !DILocation(line: 70, column: 46, scope: !93)
!354 = !DILocation(line: 70, column: 5, scope: !93)
!355 = !DILocalVariable(name: "sz", scope: !93, file: !2, line: 72, type: !122)
!356 = !DILocation(line: 72, column: 12, scope: !93)
!357 = !DILocation(line: 73, column: 32, scope: !93)
!358 = !DILocation(line: 73, column: 5, scope: !93)
!359 = !DILocalVariable(name: "arr", scope: !93, file: !2, line: 74, type: !360)
!360 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 320, elements: !76)
!361 = !DILocation(line: 74, column: 9, scope: !93)
!362 = !DILocalVariable(name: "i", scope: !363, file: !2, line: 75, type: !96)
!363 = distinct !DILexicalBlock(scope: !93, file: !2, line: 75, column: 5)
!364 = !DILocation(line: 75, column: 14, scope: !363)
!365 = !DILocation(line: 75, column: 10, scope: !363)
!366 = !DILocation(line: 75, column: 21, scope: !367)
!367 = distinct !DILexicalBlock(scope: !363, file: !2, line: 75, column: 5)
!368 = !DILocation(line: 75, column: 23, scope: !367)
!369 = !DILocation(line: 75, column: 5, scope: !363)
!370 = !DILocation(line: 76, column: 18, scope: !367)
!371 = !DILocation(line: 76, column: 13, scope: !367)
!372 = !DILocation(line: 76, column: 9, scope: !367)
!373 = !DILocation(line: 76, column: 16, scope: !367)
!374 = !DILocation(line: 75, column: 30, scope: !367)
!375 = !DILocation(line: 75, column: 5, scope: !367)
!376 = distinct !{!376, !369, !377, !169}
!377 = !DILocation(line: 76, column: 18, scope: !363)
!378 = !DILocalVariable(name: "diff", scope: !93, file: !2, line: 77, type: !121)
!379 = !DILocation(line: 77, column: 10, scope: !93)
!380 = !DILocation(line: 77, column: 18, scope: !93)
!381 = !DILocation(line: 77, column: 28, scope: !93)
!382 = !DILocation(line: 77, column: 25, scope: !93)
!383 = !DILocation(line: 78, column: 26, scope: !93)
!384 = !DILocation(line: 78, column: 5, scope: !93)
!385 = !DILocalVariable(name: "col", scope: !93, file: !2, line: 81, type: !92)
!386 = !DILocation(line: 81, column: 16, scope: !93)
!387 = !DILocation(line: 82, column: 64, scope: !93)
!388 = !DILocation(line: 82, column: 5, scope: !93)
!389 = !DILocation(line: 83, column: 5, scope: !93)
!390 = distinct !DISubprogram(name: "sext8", scope: !2, file: !2, line: 7, type: !391, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !90, retainedNodes: !97)
!391 = !DISubroutineType(types: !392)
!392 = !{!109, !106}
!393 = !DILocalVariable(name: "v", arg: 1, scope: !390, file: !2, line: 7, type: !106)
!394 = !DILocation(line: 7, column: 33, scope: !390)
!395 = !DILocation(line: 7, column: 58, scope: !390)
!396 = !DILocation(line: 7, column: 45, scope: !390)
!397 = !DILocation(line: 7, column: 38, scope: !390)
!398 = distinct !DISubprogram(name: "sext16", scope: !2, file: !2, line: 8, type: !391, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !90, retainedNodes: !97)
!399 = !DILocalVariable(name: "v", arg: 1, scope: !398, file: !2, line: 8, type: !106)
!400 = !DILocation(line: 8, column: 34, scope: !398)
!401 = !DILocation(line: 8, column: 53, scope: !398)
!402 = !DILocation(line: 8, column: 46, scope: !398)
!403 = !DILocation(line: 8, column: 39, scope: !398)
!404 = distinct !DISubprogram(name: "sext32", scope: !2, file: !2, line: 9, type: !405, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !90, retainedNodes: !97)
!405 = !DISubroutineType(types: !406)
!406 = !{!109, !107}
!407 = !DILocalVariable(name: "v", arg: 1, scope: !404, file: !2, line: 9, type: !107)
!408 = !DILocation(line: 9, column: 44, scope: !404)
!409 = !DILocation(line: 9, column: 61, scope: !404)
!410 = !DILocation(line: 9, column: 56, scope: !404)
!411 = !DILocation(line: 9, column: 49, scope: !404)
!412 = distinct !DISubprogram(name: "zext8", scope: !2, file: !2, line: 10, type: !413, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !90, retainedNodes: !97)
!413 = !DISubroutineType(types: !414)
!414 = !{!107, !96}
!415 = !DILocalVariable(name: "v", arg: 1, scope: !412, file: !2, line: 10, type: !96)
!416 = !DILocation(line: 10, column: 37, scope: !412)
!417 = !DILocation(line: 10, column: 64, scope: !412)
!418 = !DILocation(line: 10, column: 49, scope: !412)
!419 = !DILocation(line: 10, column: 42, scope: !412)
!420 = distinct !DISubprogram(name: "zext16", scope: !2, file: !2, line: 11, type: !413, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !90, retainedNodes: !97)
!421 = !DILocalVariable(name: "v", arg: 1, scope: !420, file: !2, line: 11, type: !96)
!422 = !DILocation(line: 11, column: 38, scope: !420)
!423 = !DILocation(line: 11, column: 66, scope: !420)
!424 = !DILocation(line: 11, column: 50, scope: !420)
!425 = !DILocation(line: 11, column: 43, scope: !420)
!426 = distinct !DISubprogram(name: "zext32", scope: !2, file: !2, line: 12, type: !427, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !90, retainedNodes: !97)
!427 = !DISubroutineType(types: !428)
!428 = !{!107, !109}
!429 = !DILocalVariable(name: "v", arg: 1, scope: !426, file: !2, line: 12, type: !109)
!430 = !DILocation(line: 12, column: 44, scope: !426)
!431 = !DILocation(line: 12, column: 66, scope: !426)
!432 = !DILocation(line: 12, column: 56, scope: !426)
!433 = !DILocation(line: 12, column: 49, scope: !426)
