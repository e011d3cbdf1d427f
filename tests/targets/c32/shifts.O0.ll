; ModuleID = 'shifts.c'
source_filename = "shifts.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"1<<63 = %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"1<<32 = %llu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [35 x i8] c"u>>31 = %u, u>>0 = %u, u<<31 = %u\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [32 x i8] c"neg>>1=%d neg>>4=%d neg>>31=%d\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [36 x i8] c"nl>>1=%lld nl>>33=%lld nl>>63=%lld\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [34 x i8] c"n=%2u shl=%llu shr=%llu sar=%lld\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [12 x i8] c"acc64=%llu\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [28 x i8] c"n=%2u shl=%u shr=%u sar=%d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [10 x i8] c"acc32=%u\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [49 x i8] c"c8<<4=%d c8<<20=%d s16<<8=%d sc>>3=%d ss>>15=%d\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [39 x i8] c"(uchar)(c8<<4)=%d (ushort)(s16<<3)=%d\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [37 x i8] c"rotl32(%u)=%08x rotr64(%u)=%08x%08x\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [11 x i8] c"mask=%llu\0A\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [17 x i8] c"int sign: %d %u\0A\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [26 x i8] c"mask(%d) hi=%08x lo=%08x\0A\00", align 1, !dbg !69

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !91 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i8, align 1
  %17 = alloca i16, align 2
  %18 = alloca i8, align 1
  %19 = alloca i16, align 2
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !95, !DIExpression(), !96)
  store i64 1, ptr %2, align 8, !dbg !96
  %25 = load i64, ptr %2, align 8, !dbg !97
  %26 = shl i64 %25, 63, !dbg !98
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %26), !dbg !99
  %28 = load i64, ptr %2, align 8, !dbg !100
  %29 = shl i64 %28, 32, !dbg !101
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %29), !dbg !102
    #dbg_declare(ptr %3, !103, !DIExpression(), !104)
  store i32 -2147483647, ptr %3, align 4, !dbg !104
  %31 = load i32, ptr %3, align 4, !dbg !105
  %32 = lshr i32 %31, 31, !dbg !106
  %33 = load i32, ptr %3, align 4, !dbg !107
  %34 = lshr i32 %33, 0, !dbg !108
  %35 = load i32, ptr %3, align 4, !dbg !109
  %36 = shl i32 %35, 31, !dbg !110
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %32, i32 noundef %34, i32 noundef %36), !dbg !111
    #dbg_declare(ptr %4, !112, !DIExpression(), !113)
  store i32 -123456789, ptr %4, align 4, !dbg !113
  %38 = load i32, ptr %4, align 4, !dbg !114
  %39 = ashr i32 %38, 1, !dbg !115
  %40 = load i32, ptr %4, align 4, !dbg !116
  %41 = ashr i32 %40, 4, !dbg !117
  %42 = load i32, ptr %4, align 4, !dbg !118
  %43 = ashr i32 %42, 31, !dbg !119
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %39, i32 noundef %41, i32 noundef %43), !dbg !120
    #dbg_declare(ptr %5, !121, !DIExpression(), !123)
  store i64 -1234567890123456789, ptr %5, align 8, !dbg !123
  %45 = load i64, ptr %5, align 8, !dbg !124
  %46 = ashr i64 %45, 1, !dbg !125
  %47 = load i64, ptr %5, align 8, !dbg !126
  %48 = ashr i64 %47, 33, !dbg !127
  %49 = load i64, ptr %5, align 8, !dbg !128
  %50 = ashr i64 %49, 63, !dbg !129
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %46, i64 noundef %48, i64 noundef %50), !dbg !130
    #dbg_declare(ptr %6, !131, !DIExpression(), !132)
  store i64 0, ptr %6, align 8, !dbg !132
    #dbg_declare(ptr %7, !133, !DIExpression(), !135)
  store i32 0, ptr %7, align 4, !dbg !135
  br label %52, !dbg !136

52:                                               ; preds = %82, %0
  %53 = load i32, ptr %7, align 4, !dbg !137
  %54 = icmp ult i32 %53, 64, !dbg !139
  br i1 %54, label %55, label %85, !dbg !140

55:                                               ; preds = %52
    #dbg_declare(ptr %8, !141, !DIExpression(), !143)
  %56 = load i32, ptr %7, align 4, !dbg !144
  %57 = call i64 @shl64(i64 noundef 81985529216486895, i32 noundef %56), !dbg !145
  store i64 %57, ptr %8, align 8, !dbg !143
    #dbg_declare(ptr %9, !146, !DIExpression(), !147)
  %58 = load i32, ptr %7, align 4, !dbg !148
  %59 = call i64 @shr64(i64 noundef -81985529216486896, i32 noundef %58), !dbg !149
  store i64 %59, ptr %9, align 8, !dbg !147
    #dbg_declare(ptr %10, !150, !DIExpression(), !151)
  %60 = load i32, ptr %7, align 4, !dbg !152
  %61 = call i64 @sar64(i64 noundef -81985529216486895, i32 noundef %60), !dbg !153
  store i64 %61, ptr %10, align 8, !dbg !151
  %62 = load i64, ptr %8, align 8, !dbg !154
  %63 = load i64, ptr %9, align 8, !dbg !155
  %64 = add i64 %62, %63, !dbg !156
  %65 = load i64, ptr %10, align 8, !dbg !157
  %66 = add i64 %64, %65, !dbg !158
  %67 = load i64, ptr %6, align 8, !dbg !159
  %68 = xor i64 %67, %66, !dbg !159
  store i64 %68, ptr %6, align 8, !dbg !159
  %69 = load i32, ptr %7, align 4, !dbg !160
  %70 = urem i32 %69, 7, !dbg !162
  %71 = icmp eq i32 %70, 0, !dbg !163
  br i1 %71, label %75, label %72, !dbg !164

72:                                               ; preds = %55
  %73 = load i32, ptr %7, align 4, !dbg !165
  %74 = icmp ugt i32 %73, 59, !dbg !166
  br i1 %74, label %75, label %81, !dbg !167

75:                                               ; preds = %72, %55
  %76 = load i32, ptr %7, align 4, !dbg !168
  %77 = load i64, ptr %8, align 8, !dbg !169
  %78 = load i64, ptr %9, align 8, !dbg !170
  %79 = load i64, ptr %10, align 8, !dbg !171
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %76, i64 noundef %77, i64 noundef %78, i64 noundef %79), !dbg !172
  br label %81, !dbg !172

81:                                               ; preds = %75, %72
  br label %82, !dbg !173

82:                                               ; preds = %81
  %83 = load i32, ptr %7, align 4, !dbg !174
  %84 = add i32 %83, 1, !dbg !174
  store i32 %84, ptr %7, align 4, !dbg !174
  br label %52, !dbg !175, !llvm.loop !176

85:                                               ; preds = %52
  %86 = load i64, ptr %6, align 8, !dbg !179
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %86), !dbg !180
    #dbg_declare(ptr %11, !181, !DIExpression(), !182)
  store i32 0, ptr %11, align 4, !dbg !182
    #dbg_declare(ptr %12, !183, !DIExpression(), !185)
  store i32 0, ptr %12, align 4, !dbg !185
  br label %88, !dbg !186

88:                                               ; preds = %119, %85
  %89 = load i32, ptr %12, align 4, !dbg !187
  %90 = icmp ult i32 %89, 32, !dbg !189
  br i1 %90, label %91, label %122, !dbg !190

91:                                               ; preds = %88
    #dbg_declare(ptr %13, !191, !DIExpression(), !193)
  %92 = load i32, ptr %12, align 4, !dbg !194
  %93 = call i32 @shl32(i32 noundef -1985229329, i32 noundef %92), !dbg !195
  store i32 %93, ptr %13, align 4, !dbg !193
    #dbg_declare(ptr %14, !196, !DIExpression(), !197)
  %94 = load i32, ptr %12, align 4, !dbg !198
  %95 = call i32 @shr32(i32 noundef -1985229329, i32 noundef %94), !dbg !199
  store i32 %95, ptr %14, align 4, !dbg !197
    #dbg_declare(ptr %15, !200, !DIExpression(), !201)
  %96 = load i32, ptr %12, align 4, !dbg !202
  %97 = call i32 @sar32(i32 noundef -2023406814, i32 noundef %96), !dbg !203
  store i32 %97, ptr %15, align 4, !dbg !201
  %98 = load i32, ptr %11, align 4, !dbg !204
  %99 = mul i32 %98, 3, !dbg !205
  %100 = load i32, ptr %13, align 4, !dbg !206
  %101 = load i32, ptr %14, align 4, !dbg !207
  %102 = xor i32 %100, %101, !dbg !208
  %103 = load i32, ptr %15, align 4, !dbg !209
  %104 = xor i32 %102, %103, !dbg !210
  %105 = add i32 %99, %104, !dbg !211
  store i32 %105, ptr %11, align 4, !dbg !212
  %106 = load i32, ptr %12, align 4, !dbg !213
  %107 = urem i32 %106, 5, !dbg !215
  %108 = icmp eq i32 %107, 0, !dbg !216
  br i1 %108, label %112, label %109, !dbg !217

109:                                              ; preds = %91
  %110 = load i32, ptr %12, align 4, !dbg !218
  %111 = icmp ugt i32 %110, 28, !dbg !219
  br i1 %111, label %112, label %118, !dbg !220

112:                                              ; preds = %109, %91
  %113 = load i32, ptr %12, align 4, !dbg !221
  %114 = load i32, ptr %13, align 4, !dbg !222
  %115 = load i32, ptr %14, align 4, !dbg !223
  %116 = load i32, ptr %15, align 4, !dbg !224
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %113, i32 noundef %114, i32 noundef %115, i32 noundef %116), !dbg !225
  br label %118, !dbg !225

118:                                              ; preds = %112, %109
  br label %119, !dbg !226

119:                                              ; preds = %118
  %120 = load i32, ptr %12, align 4, !dbg !227
  %121 = add i32 %120, 1, !dbg !227
  store i32 %121, ptr %12, align 4, !dbg !227
  br label %88, !dbg !228, !llvm.loop !229

122:                                              ; preds = %88
  %123 = load i32, ptr %11, align 4, !dbg !231
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %123), !dbg !232
    #dbg_declare(ptr %16, !233, !DIExpression(), !234)
  store i8 -1, ptr %16, align 1, !dbg !234
    #dbg_declare(ptr %17, !235, !DIExpression(), !236)
  store i16 -1, ptr %17, align 2, !dbg !236
    #dbg_declare(ptr %18, !237, !DIExpression(), !239)
  store i8 -128, ptr %18, align 1, !dbg !239
    #dbg_declare(ptr %19, !240, !DIExpression(), !242)
  store i16 -32768, ptr %19, align 2, !dbg !242
  %125 = load i8, ptr %16, align 1, !dbg !243
  %126 = zext i8 %125 to i32, !dbg !243
  %127 = shl i32 %126, 4, !dbg !244
  %128 = load i8, ptr %16, align 1, !dbg !245
  %129 = zext i8 %128 to i32, !dbg !245
  %130 = shl i32 %129, 20, !dbg !246
  %131 = load i16, ptr %17, align 2, !dbg !247
  %132 = zext i16 %131 to i32, !dbg !247
  %133 = shl i32 %132, 8, !dbg !248
  %134 = load i8, ptr %18, align 1, !dbg !249
  %135 = sext i8 %134 to i32, !dbg !249
  %136 = ashr i32 %135, 3, !dbg !250
  %137 = load i16, ptr %19, align 2, !dbg !251
  %138 = sext i16 %137 to i32, !dbg !251
  %139 = ashr i32 %138, 15, !dbg !252
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %127, i32 noundef %130, i32 noundef %133, i32 noundef %136, i32 noundef %139), !dbg !253
  %141 = load i8, ptr %16, align 1, !dbg !254
  %142 = zext i8 %141 to i32, !dbg !254
  %143 = shl i32 %142, 4, !dbg !255
  %144 = trunc i32 %143 to i8, !dbg !256
  %145 = zext i8 %144 to i32, !dbg !256
  %146 = load i16, ptr %17, align 2, !dbg !257
  %147 = zext i16 %146 to i32, !dbg !257
  %148 = shl i32 %147, 3, !dbg !258
  %149 = trunc i32 %148 to i16, !dbg !259
  %150 = zext i16 %149 to i32, !dbg !259
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %145, i32 noundef %150), !dbg !260
    #dbg_declare(ptr %20, !261, !DIExpression(), !263)
  store i32 0, ptr %20, align 4, !dbg !263
  br label %152, !dbg !264

152:                                              ; preds = %168, %122
  %153 = load i32, ptr %20, align 4, !dbg !265
  %154 = icmp ult i32 %153, 40, !dbg !267
  br i1 %154, label %155, label %171, !dbg !268

155:                                              ; preds = %152
  %156 = load i32, ptr %20, align 4, !dbg !269
  %157 = load i32, ptr %20, align 4, !dbg !270
  %158 = call i32 @rotl32(i32 noundef 305419896, i32 noundef %157), !dbg !271
  %159 = load i32, ptr %20, align 4, !dbg !272
  %160 = load i32, ptr %20, align 4, !dbg !273
  %161 = call i64 @rotr64(i64 noundef 81985529216486895, i32 noundef %160), !dbg !274
  %162 = lshr i64 %161, 32, !dbg !275
  %163 = trunc i64 %162 to i32, !dbg !276
  %164 = load i32, ptr %20, align 4, !dbg !277
  %165 = call i64 @rotr64(i64 noundef 81985529216486895, i32 noundef %164), !dbg !278
  %166 = trunc i64 %165 to i32, !dbg !279
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %156, i32 noundef %158, i32 noundef %159, i32 noundef %163, i32 noundef %166), !dbg !280
  br label %168, !dbg !280

168:                                              ; preds = %155
  %169 = load i32, ptr %20, align 4, !dbg !281
  %170 = add i32 %169, 3, !dbg !281
  store i32 %170, ptr %20, align 4, !dbg !281
  br label %152, !dbg !282, !llvm.loop !283

171:                                              ; preds = %152
    #dbg_declare(ptr %21, !285, !DIExpression(), !287)
  store volatile i32 63, ptr %21, align 4, !dbg !287
    #dbg_declare(ptr %22, !288, !DIExpression(), !293)
  %172 = load volatile i32, ptr %21, align 4, !dbg !294
  %173 = zext i32 %172 to i64, !dbg !295
  %174 = lshr i64 -1, %173, !dbg !295
  store i64 %174, ptr %22, align 8, !dbg !293
  %175 = load i64, ptr %22, align 8, !dbg !296
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %175), !dbg !297
  store volatile i32 31, ptr %21, align 4, !dbg !298
  %177 = load volatile i32, ptr %21, align 4, !dbg !299
  %178 = lshr i32 -1, %177, !dbg !300
  %179 = load volatile i32, ptr %21, align 4, !dbg !301
  %180 = lshr i32 -2147483648, %179, !dbg !302
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %178, i32 noundef %180), !dbg !303
    #dbg_declare(ptr %23, !304, !DIExpression(), !306)
  store i32 0, ptr %23, align 4, !dbg !306
  br label %182, !dbg !307

182:                                              ; preds = %203, %171
  %183 = load i32, ptr %23, align 4, !dbg !308
  %184 = icmp sle i32 %183, 64, !dbg !310
  br i1 %184, label %185, label %206, !dbg !311

185:                                              ; preds = %182
    #dbg_declare(ptr %24, !312, !DIExpression(), !314)
  %186 = load i32, ptr %23, align 4, !dbg !315
  %187 = icmp eq i32 %186, 64, !dbg !316
  br i1 %187, label %188, label %189, !dbg !315

188:                                              ; preds = %185
  br label %194, !dbg !315

189:                                              ; preds = %185
  %190 = load i32, ptr %23, align 4, !dbg !317
  %191 = zext i32 %190 to i64, !dbg !318
  %192 = shl i64 1, %191, !dbg !318
  %193 = sub i64 %192, 1, !dbg !319
  br label %194, !dbg !315

194:                                              ; preds = %189, %188
  %195 = phi i64 [ -1, %188 ], [ %193, %189 ], !dbg !315
  store i64 %195, ptr %24, align 8, !dbg !314
  %196 = load i32, ptr %23, align 4, !dbg !320
  %197 = load i64, ptr %24, align 8, !dbg !321
  %198 = lshr i64 %197, 32, !dbg !322
  %199 = trunc i64 %198 to i32, !dbg !323
  %200 = load i64, ptr %24, align 8, !dbg !324
  %201 = trunc i64 %200 to i32, !dbg !325
  %202 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %196, i32 noundef %199, i32 noundef %201), !dbg !326
  br label %203, !dbg !327

203:                                              ; preds = %194
  %204 = load i32, ptr %23, align 4, !dbg !328
  %205 = add nsw i32 %204, 8, !dbg !328
  store i32 %205, ptr %23, align 4, !dbg !328
  br label %182, !dbg !329, !llvm.loop !330

206:                                              ; preds = %182
  ret i32 0, !dbg !332
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @shl64(i64 noundef %0, i32 noundef %1) #0 !dbg !333 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !336, !DIExpression(), !337)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !338, !DIExpression(), !339)
  %5 = load i64, ptr %3, align 8, !dbg !340
  %6 = load i32, ptr %4, align 4, !dbg !341
  %7 = zext i32 %6 to i64, !dbg !342
  %8 = shl i64 %5, %7, !dbg !342
  ret i64 %8, !dbg !343
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @shr64(i64 noundef %0, i32 noundef %1) #0 !dbg !344 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !345, !DIExpression(), !346)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !347, !DIExpression(), !348)
  %5 = load i64, ptr %3, align 8, !dbg !349
  %6 = load i32, ptr %4, align 4, !dbg !350
  %7 = zext i32 %6 to i64, !dbg !351
  %8 = lshr i64 %5, %7, !dbg !351
  ret i64 %8, !dbg !352
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sar64(i64 noundef %0, i32 noundef %1) #0 !dbg !353 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !356, !DIExpression(), !357)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !358, !DIExpression(), !359)
  %5 = load i64, ptr %3, align 8, !dbg !360
  %6 = load i32, ptr %4, align 4, !dbg !361
  %7 = zext i32 %6 to i64, !dbg !362
  %8 = ashr i64 %5, %7, !dbg !362
  ret i64 %8, !dbg !363
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @shl32(i32 noundef %0, i32 noundef %1) #0 !dbg !364 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !367, !DIExpression(), !368)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !369, !DIExpression(), !370)
  %5 = load i32, ptr %3, align 4, !dbg !371
  %6 = load i32, ptr %4, align 4, !dbg !372
  %7 = shl i32 %5, %6, !dbg !373
  ret i32 %7, !dbg !374
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @shr32(i32 noundef %0, i32 noundef %1) #0 !dbg !375 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !376, !DIExpression(), !377)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !378, !DIExpression(), !379)
  %5 = load i32, ptr %3, align 4, !dbg !380
  %6 = load i32, ptr %4, align 4, !dbg !381
  %7 = lshr i32 %5, %6, !dbg !382
  ret i32 %7, !dbg !383
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sar32(i32 noundef %0, i32 noundef %1) #0 !dbg !384 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !387, !DIExpression(), !388)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !389, !DIExpression(), !390)
  %5 = load i32, ptr %3, align 4, !dbg !391
  %6 = load i32, ptr %4, align 4, !dbg !392
  %7 = ashr i32 %5, %6, !dbg !393
  ret i32 %7, !dbg !394
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rotl32(i32 noundef %0, i32 noundef %1) #0 !dbg !395 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !400, !DIExpression(), !401)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !402, !DIExpression(), !403)
  %5 = load i32, ptr %3, align 4, !dbg !404
  %6 = load i32, ptr %4, align 4, !dbg !405
  %7 = and i32 %6, 31, !dbg !406
  %8 = shl i32 %5, %7, !dbg !407
  %9 = load i32, ptr %3, align 4, !dbg !408
  %10 = load i32, ptr %4, align 4, !dbg !409
  %11 = sub i32 32, %10, !dbg !410
  %12 = and i32 %11, 31, !dbg !411
  %13 = lshr i32 %9, %12, !dbg !412
  %14 = or i32 %8, %13, !dbg !413
  ret i32 %14, !dbg !414
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rotr64(i64 noundef %0, i32 noundef %1) #0 !dbg !415 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !418, !DIExpression(), !419)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !420, !DIExpression(), !421)
  %5 = load i64, ptr %3, align 8, !dbg !422
  %6 = load i32, ptr %4, align 4, !dbg !423
  %7 = and i32 %6, 63, !dbg !424
  %8 = zext i32 %7 to i64, !dbg !425
  %9 = lshr i64 %5, %8, !dbg !425
  %10 = load i64, ptr %3, align 8, !dbg !426
  %11 = load i32, ptr %4, align 4, !dbg !427
  %12 = sub i32 64, %11, !dbg !428
  %13 = and i32 %12, 63, !dbg !429
  %14 = zext i32 %13 to i64, !dbg !430
  %15 = shl i64 %10, %14, !dbg !430
  %16 = or i64 %9, %15, !dbg !431
  ret i64 %16, !dbg !432
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!74}
!llvm.module.flags = !{!82, !83, !84, !85, !86, !87, !88, !89}
!llvm.ident = !{!90}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "shifts.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "1447a410a27f703058c9264986ba0c25")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 35)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 32)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 36)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 34)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 12)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 28)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 10)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 49)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 39)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 37)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 11)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 17)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 26)
!74 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !75, globals: !81, splitDebugInlining: false, nameTableKind: None)
!75 = !{!76, !77, !78, !79, !80}
!76 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!77 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!78 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!79 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!80 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!81 = !{!0, !7, !9, !14, !19, !24, !29, !34, !39, !44, !49, !54, !59, !64, !69}
!82 = !{i32 1, !"NumRegisterParameters", i32 0}
!83 = !{i32 7, !"Dwarf Version", i32 5}
!84 = !{i32 2, !"Debug Info Version", i32 3}
!85 = !{i32 1, !"wchar_size", i32 4}
!86 = !{i32 8, !"PIC Level", i32 2}
!87 = !{i32 7, !"PIE Level", i32 2}
!88 = !{i32 7, !"uwtable", i32 2}
!89 = !{i32 7, !"frame-pointer", i32 2}
!90 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!91 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !92, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !74, retainedNodes: !94)
!92 = !DISubroutineType(types: !93)
!93 = !{!80}
!94 = !{}
!95 = !DILocalVariable(name: "one", scope: !91, file: !2, line: 16, type: !76)
!96 = !DILocation(line: 16, column: 24, scope: !91)
!97 = !DILocation(line: 17, column: 30, scope: !91)
!98 = !DILocation(line: 17, column: 34, scope: !91)
!99 = !DILocation(line: 17, column: 5, scope: !91)
!100 = !DILocation(line: 18, column: 30, scope: !91)
!101 = !DILocation(line: 18, column: 34, scope: !91)
!102 = !DILocation(line: 18, column: 5, scope: !91)
!103 = !DILocalVariable(name: "u", scope: !91, file: !2, line: 19, type: !77)
!104 = !DILocation(line: 19, column: 14, scope: !91)
!105 = !DILocation(line: 20, column: 51, scope: !91)
!106 = !DILocation(line: 20, column: 53, scope: !91)
!107 = !DILocation(line: 20, column: 60, scope: !91)
!108 = !DILocation(line: 20, column: 62, scope: !91)
!109 = !DILocation(line: 20, column: 68, scope: !91)
!110 = !DILocation(line: 20, column: 70, scope: !91)
!111 = !DILocation(line: 20, column: 5, scope: !91)
!112 = !DILocalVariable(name: "neg", scope: !91, file: !2, line: 21, type: !80)
!113 = !DILocation(line: 21, column: 9, scope: !91)
!114 = !DILocation(line: 22, column: 48, scope: !91)
!115 = !DILocation(line: 22, column: 52, scope: !91)
!116 = !DILocation(line: 22, column: 58, scope: !91)
!117 = !DILocation(line: 22, column: 62, scope: !91)
!118 = !DILocation(line: 22, column: 68, scope: !91)
!119 = !DILocation(line: 22, column: 72, scope: !91)
!120 = !DILocation(line: 22, column: 5, scope: !91)
!121 = !DILocalVariable(name: "nl", scope: !91, file: !2, line: 23, type: !122)
!122 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!123 = !DILocation(line: 23, column: 15, scope: !91)
!124 = !DILocation(line: 24, column: 52, scope: !91)
!125 = !DILocation(line: 24, column: 55, scope: !91)
!126 = !DILocation(line: 24, column: 61, scope: !91)
!127 = !DILocation(line: 24, column: 64, scope: !91)
!128 = !DILocation(line: 24, column: 71, scope: !91)
!129 = !DILocation(line: 24, column: 74, scope: !91)
!130 = !DILocation(line: 24, column: 5, scope: !91)
!131 = !DILocalVariable(name: "acc", scope: !91, file: !2, line: 25, type: !76)
!132 = !DILocation(line: 25, column: 24, scope: !91)
!133 = !DILocalVariable(name: "n", scope: !134, file: !2, line: 26, type: !77)
!134 = distinct !DILexicalBlock(scope: !91, file: !2, line: 26, column: 5)
!135 = !DILocation(line: 26, column: 19, scope: !134)
!136 = !DILocation(line: 26, column: 10, scope: !134)
!137 = !DILocation(line: 26, column: 26, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !2, line: 26, column: 5)
!139 = !DILocation(line: 26, column: 28, scope: !138)
!140 = !DILocation(line: 26, column: 5, scope: !134)
!141 = !DILocalVariable(name: "a", scope: !142, file: !2, line: 27, type: !76)
!142 = distinct !DILexicalBlock(scope: !138, file: !2, line: 26, column: 39)
!143 = !DILocation(line: 27, column: 28, scope: !142)
!144 = !DILocation(line: 27, column: 61, scope: !142)
!145 = !DILocation(line: 27, column: 32, scope: !142)
!146 = !DILocalVariable(name: "b", scope: !142, file: !2, line: 28, type: !76)
!147 = !DILocation(line: 28, column: 28, scope: !142)
!148 = !DILocation(line: 28, column: 61, scope: !142)
!149 = !DILocation(line: 28, column: 32, scope: !142)
!150 = !DILocalVariable(name: "c", scope: !142, file: !2, line: 29, type: !122)
!151 = !DILocation(line: 29, column: 19, scope: !142)
!152 = !DILocation(line: 29, column: 52, scope: !142)
!153 = !DILocation(line: 29, column: 23, scope: !142)
!154 = !DILocation(line: 30, column: 16, scope: !142)
!155 = !DILocation(line: 30, column: 20, scope: !142)
!156 = !DILocation(line: 30, column: 18, scope: !142)
!157 = !DILocation(line: 30, column: 44, scope: !142)
!158 = !DILocation(line: 30, column: 22, scope: !142)
!159 = !DILocation(line: 30, column: 13, scope: !142)
!160 = !DILocation(line: 31, column: 13, scope: !161)
!161 = distinct !DILexicalBlock(scope: !142, file: !2, line: 31, column: 13)
!162 = !DILocation(line: 31, column: 15, scope: !161)
!163 = !DILocation(line: 31, column: 19, scope: !161)
!164 = !DILocation(line: 31, column: 24, scope: !161)
!165 = !DILocation(line: 31, column: 27, scope: !161)
!166 = !DILocation(line: 31, column: 29, scope: !161)
!167 = !DILocation(line: 31, column: 13, scope: !142)
!168 = !DILocation(line: 32, column: 58, scope: !161)
!169 = !DILocation(line: 32, column: 61, scope: !161)
!170 = !DILocation(line: 32, column: 64, scope: !161)
!171 = !DILocation(line: 32, column: 67, scope: !161)
!172 = !DILocation(line: 32, column: 13, scope: !161)
!173 = !DILocation(line: 33, column: 5, scope: !142)
!174 = !DILocation(line: 26, column: 35, scope: !138)
!175 = !DILocation(line: 26, column: 5, scope: !138)
!176 = distinct !{!176, !140, !177, !178}
!177 = !DILocation(line: 33, column: 5, scope: !134)
!178 = !{!"llvm.loop.mustprogress"}
!179 = !DILocation(line: 34, column: 28, scope: !91)
!180 = !DILocation(line: 34, column: 5, scope: !91)
!181 = !DILocalVariable(name: "acc32", scope: !91, file: !2, line: 35, type: !77)
!182 = !DILocation(line: 35, column: 14, scope: !91)
!183 = !DILocalVariable(name: "n", scope: !184, file: !2, line: 36, type: !77)
!184 = distinct !DILexicalBlock(scope: !91, file: !2, line: 36, column: 5)
!185 = !DILocation(line: 36, column: 19, scope: !184)
!186 = !DILocation(line: 36, column: 10, scope: !184)
!187 = !DILocation(line: 36, column: 26, scope: !188)
!188 = distinct !DILexicalBlock(scope: !184, file: !2, line: 36, column: 5)
!189 = !DILocation(line: 36, column: 28, scope: !188)
!190 = !DILocation(line: 36, column: 5, scope: !184)
!191 = !DILocalVariable(name: "a", scope: !192, file: !2, line: 37, type: !77)
!192 = distinct !DILexicalBlock(scope: !188, file: !2, line: 36, column: 39)
!193 = !DILocation(line: 37, column: 18, scope: !192)
!194 = !DILocation(line: 37, column: 41, scope: !192)
!195 = !DILocation(line: 37, column: 22, scope: !192)
!196 = !DILocalVariable(name: "b", scope: !192, file: !2, line: 38, type: !77)
!197 = !DILocation(line: 38, column: 18, scope: !192)
!198 = !DILocation(line: 38, column: 41, scope: !192)
!199 = !DILocation(line: 38, column: 22, scope: !192)
!200 = !DILocalVariable(name: "c", scope: !192, file: !2, line: 39, type: !80)
!201 = !DILocation(line: 39, column: 13, scope: !192)
!202 = !DILocation(line: 39, column: 36, scope: !192)
!203 = !DILocation(line: 39, column: 17, scope: !192)
!204 = !DILocation(line: 40, column: 17, scope: !192)
!205 = !DILocation(line: 40, column: 23, scope: !192)
!206 = !DILocation(line: 40, column: 30, scope: !192)
!207 = !DILocation(line: 40, column: 34, scope: !192)
!208 = !DILocation(line: 40, column: 32, scope: !192)
!209 = !DILocation(line: 40, column: 48, scope: !192)
!210 = !DILocation(line: 40, column: 36, scope: !192)
!211 = !DILocation(line: 40, column: 27, scope: !192)
!212 = !DILocation(line: 40, column: 15, scope: !192)
!213 = !DILocation(line: 41, column: 13, scope: !214)
!214 = distinct !DILexicalBlock(scope: !192, file: !2, line: 41, column: 13)
!215 = !DILocation(line: 41, column: 15, scope: !214)
!216 = !DILocation(line: 41, column: 19, scope: !214)
!217 = !DILocation(line: 41, column: 24, scope: !214)
!218 = !DILocation(line: 41, column: 27, scope: !214)
!219 = !DILocation(line: 41, column: 29, scope: !214)
!220 = !DILocation(line: 41, column: 13, scope: !192)
!221 = !DILocation(line: 42, column: 52, scope: !214)
!222 = !DILocation(line: 42, column: 55, scope: !214)
!223 = !DILocation(line: 42, column: 58, scope: !214)
!224 = !DILocation(line: 42, column: 61, scope: !214)
!225 = !DILocation(line: 42, column: 13, scope: !214)
!226 = !DILocation(line: 43, column: 5, scope: !192)
!227 = !DILocation(line: 36, column: 35, scope: !188)
!228 = !DILocation(line: 36, column: 5, scope: !188)
!229 = distinct !{!229, !190, !230, !178}
!230 = !DILocation(line: 43, column: 5, scope: !184)
!231 = !DILocation(line: 44, column: 26, scope: !91)
!232 = !DILocation(line: 44, column: 5, scope: !91)
!233 = !DILocalVariable(name: "c8", scope: !91, file: !2, line: 46, type: !78)
!234 = !DILocation(line: 46, column: 19, scope: !91)
!235 = !DILocalVariable(name: "s16", scope: !91, file: !2, line: 47, type: !79)
!236 = !DILocation(line: 47, column: 20, scope: !91)
!237 = !DILocalVariable(name: "sc", scope: !91, file: !2, line: 48, type: !238)
!238 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!239 = !DILocation(line: 48, column: 17, scope: !91)
!240 = !DILocalVariable(name: "ss", scope: !91, file: !2, line: 49, type: !241)
!241 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!242 = !DILocation(line: 49, column: 11, scope: !91)
!243 = !DILocation(line: 50, column: 65, scope: !91)
!244 = !DILocation(line: 50, column: 68, scope: !91)
!245 = !DILocation(line: 50, column: 74, scope: !91)
!246 = !DILocation(line: 50, column: 77, scope: !91)
!247 = !DILocation(line: 50, column: 84, scope: !91)
!248 = !DILocation(line: 50, column: 88, scope: !91)
!249 = !DILocation(line: 51, column: 12, scope: !91)
!250 = !DILocation(line: 51, column: 15, scope: !91)
!251 = !DILocation(line: 51, column: 21, scope: !91)
!252 = !DILocation(line: 51, column: 24, scope: !91)
!253 = !DILocation(line: 50, column: 5, scope: !91)
!254 = !DILocation(line: 52, column: 71, scope: !91)
!255 = !DILocation(line: 52, column: 74, scope: !91)
!256 = !DILocation(line: 52, column: 55, scope: !91)
!257 = !DILocation(line: 53, column: 29, scope: !91)
!258 = !DILocation(line: 53, column: 33, scope: !91)
!259 = !DILocation(line: 53, column: 12, scope: !91)
!260 = !DILocation(line: 52, column: 5, scope: !91)
!261 = !DILocalVariable(name: "r", scope: !262, file: !2, line: 54, type: !77)
!262 = distinct !DILexicalBlock(scope: !91, file: !2, line: 54, column: 5)
!263 = !DILocation(line: 54, column: 19, scope: !262)
!264 = !DILocation(line: 54, column: 10, scope: !262)
!265 = !DILocation(line: 54, column: 26, scope: !266)
!266 = distinct !DILexicalBlock(scope: !262, file: !2, line: 54, column: 5)
!267 = !DILocation(line: 54, column: 28, scope: !266)
!268 = !DILocation(line: 54, column: 5, scope: !262)
!269 = !DILocation(line: 55, column: 57, scope: !266)
!270 = !DILocation(line: 55, column: 80, scope: !266)
!271 = !DILocation(line: 55, column: 60, scope: !266)
!272 = !DILocation(line: 55, column: 84, scope: !266)
!273 = !DILocation(line: 56, column: 57, scope: !266)
!274 = !DILocation(line: 56, column: 27, scope: !266)
!275 = !DILocation(line: 56, column: 60, scope: !266)
!276 = !DILocation(line: 56, column: 16, scope: !266)
!277 = !DILocation(line: 57, column: 56, scope: !266)
!278 = !DILocation(line: 57, column: 26, scope: !266)
!279 = !DILocation(line: 57, column: 16, scope: !266)
!280 = !DILocation(line: 55, column: 9, scope: !266)
!281 = !DILocation(line: 54, column: 36, scope: !266)
!282 = !DILocation(line: 54, column: 5, scope: !266)
!283 = distinct !{!283, !268, !284, !178}
!284 = !DILocation(line: 57, column: 58, scope: !262)
!285 = !DILocalVariable(name: "amount", scope: !91, file: !2, line: 59, type: !286)
!286 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !77)
!287 = !DILocation(line: 59, column: 23, scope: !91)
!288 = !DILocalVariable(name: "mask", scope: !91, file: !2, line: 60, type: !289)
!289 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !290, line: 27, baseType: !291)
!290 = !DIFile(filename: "/usr/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!291 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !292, line: 48, baseType: !76)
!292 = !DIFile(filename: "/usr/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!293 = !DILocation(line: 60, column: 14, scope: !91)
!294 = !DILocation(line: 60, column: 30, scope: !91)
!295 = !DILocation(line: 60, column: 27, scope: !91)
!296 = !DILocation(line: 61, column: 47, scope: !91)
!297 = !DILocation(line: 61, column: 5, scope: !91)
!298 = !DILocation(line: 62, column: 12, scope: !91)
!299 = !DILocation(line: 63, column: 54, scope: !91)
!300 = !DILocation(line: 63, column: 51, scope: !91)
!301 = !DILocation(line: 63, column: 78, scope: !91)
!302 = !DILocation(line: 63, column: 75, scope: !91)
!303 = !DILocation(line: 63, column: 5, scope: !91)
!304 = !DILocalVariable(name: "bits", scope: !305, file: !2, line: 65, type: !80)
!305 = distinct !DILexicalBlock(scope: !91, file: !2, line: 65, column: 5)
!306 = !DILocation(line: 65, column: 14, scope: !305)
!307 = !DILocation(line: 65, column: 10, scope: !305)
!308 = !DILocation(line: 65, column: 24, scope: !309)
!309 = distinct !DILexicalBlock(scope: !305, file: !2, line: 65, column: 5)
!310 = !DILocation(line: 65, column: 29, scope: !309)
!311 = !DILocation(line: 65, column: 5, scope: !305)
!312 = !DILocalVariable(name: "m", scope: !313, file: !2, line: 66, type: !289)
!313 = distinct !DILexicalBlock(scope: !309, file: !2, line: 65, column: 47)
!314 = !DILocation(line: 66, column: 18, scope: !313)
!315 = !DILocation(line: 66, column: 22, scope: !313)
!316 = !DILocation(line: 66, column: 27, scope: !313)
!317 = !DILocation(line: 66, column: 53, scope: !313)
!318 = !DILocation(line: 66, column: 50, scope: !313)
!319 = !DILocation(line: 66, column: 59, scope: !313)
!320 = !DILocation(line: 67, column: 46, scope: !313)
!321 = !DILocation(line: 67, column: 63, scope: !313)
!322 = !DILocation(line: 67, column: 65, scope: !313)
!323 = !DILocation(line: 67, column: 52, scope: !313)
!324 = !DILocation(line: 67, column: 83, scope: !313)
!325 = !DILocation(line: 67, column: 73, scope: !313)
!326 = !DILocation(line: 67, column: 9, scope: !313)
!327 = !DILocation(line: 68, column: 5, scope: !313)
!328 = !DILocation(line: 65, column: 41, scope: !309)
!329 = !DILocation(line: 65, column: 5, scope: !309)
!330 = distinct !{!330, !311, !331, !178}
!331 = !DILocation(line: 68, column: 5, scope: !305)
!332 = !DILocation(line: 69, column: 5, scope: !91)
!333 = distinct !DISubprogram(name: "shl64", scope: !2, file: !2, line: 5, type: !334, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !94)
!334 = !DISubroutineType(types: !335)
!335 = !{!76, !76, !77}
!336 = !DILocalVariable(name: "x", arg: 1, scope: !333, file: !2, line: 5, type: !76)
!337 = !DILocation(line: 5, column: 52, scope: !333)
!338 = !DILocalVariable(name: "n", arg: 2, scope: !333, file: !2, line: 5, type: !77)
!339 = !DILocation(line: 5, column: 64, scope: !333)
!340 = !DILocation(line: 5, column: 76, scope: !333)
!341 = !DILocation(line: 5, column: 81, scope: !333)
!342 = !DILocation(line: 5, column: 78, scope: !333)
!343 = !DILocation(line: 5, column: 69, scope: !333)
!344 = distinct !DISubprogram(name: "shr64", scope: !2, file: !2, line: 6, type: !334, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !94)
!345 = !DILocalVariable(name: "x", arg: 1, scope: !344, file: !2, line: 6, type: !76)
!346 = !DILocation(line: 6, column: 52, scope: !344)
!347 = !DILocalVariable(name: "n", arg: 2, scope: !344, file: !2, line: 6, type: !77)
!348 = !DILocation(line: 6, column: 64, scope: !344)
!349 = !DILocation(line: 6, column: 76, scope: !344)
!350 = !DILocation(line: 6, column: 81, scope: !344)
!351 = !DILocation(line: 6, column: 78, scope: !344)
!352 = !DILocation(line: 6, column: 69, scope: !344)
!353 = distinct !DISubprogram(name: "sar64", scope: !2, file: !2, line: 7, type: !354, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !94)
!354 = !DISubroutineType(types: !355)
!355 = !{!122, !122, !77}
!356 = !DILocalVariable(name: "x", arg: 1, scope: !353, file: !2, line: 7, type: !122)
!357 = !DILocation(line: 7, column: 34, scope: !353)
!358 = !DILocalVariable(name: "n", arg: 2, scope: !353, file: !2, line: 7, type: !77)
!359 = !DILocation(line: 7, column: 46, scope: !353)
!360 = !DILocation(line: 7, column: 58, scope: !353)
!361 = !DILocation(line: 7, column: 63, scope: !353)
!362 = !DILocation(line: 7, column: 60, scope: !353)
!363 = !DILocation(line: 7, column: 51, scope: !353)
!364 = distinct !DISubprogram(name: "shl32", scope: !2, file: !2, line: 8, type: !365, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !94)
!365 = !DISubroutineType(types: !366)
!366 = !{!77, !77, !77}
!367 = !DILocalVariable(name: "x", arg: 1, scope: !364, file: !2, line: 8, type: !77)
!368 = !DILocation(line: 8, column: 32, scope: !364)
!369 = !DILocalVariable(name: "n", arg: 2, scope: !364, file: !2, line: 8, type: !77)
!370 = !DILocation(line: 8, column: 44, scope: !364)
!371 = !DILocation(line: 8, column: 56, scope: !364)
!372 = !DILocation(line: 8, column: 61, scope: !364)
!373 = !DILocation(line: 8, column: 58, scope: !364)
!374 = !DILocation(line: 8, column: 49, scope: !364)
!375 = distinct !DISubprogram(name: "shr32", scope: !2, file: !2, line: 9, type: !365, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !94)
!376 = !DILocalVariable(name: "x", arg: 1, scope: !375, file: !2, line: 9, type: !77)
!377 = !DILocation(line: 9, column: 32, scope: !375)
!378 = !DILocalVariable(name: "n", arg: 2, scope: !375, file: !2, line: 9, type: !77)
!379 = !DILocation(line: 9, column: 44, scope: !375)
!380 = !DILocation(line: 9, column: 56, scope: !375)
!381 = !DILocation(line: 9, column: 61, scope: !375)
!382 = !DILocation(line: 9, column: 58, scope: !375)
!383 = !DILocation(line: 9, column: 49, scope: !375)
!384 = distinct !DISubprogram(name: "sar32", scope: !2, file: !2, line: 10, type: !385, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !94)
!385 = !DISubroutineType(types: !386)
!386 = !{!80, !80, !77}
!387 = !DILocalVariable(name: "x", arg: 1, scope: !384, file: !2, line: 10, type: !80)
!388 = !DILocation(line: 10, column: 22, scope: !384)
!389 = !DILocalVariable(name: "n", arg: 2, scope: !384, file: !2, line: 10, type: !77)
!390 = !DILocation(line: 10, column: 34, scope: !384)
!391 = !DILocation(line: 10, column: 46, scope: !384)
!392 = !DILocation(line: 10, column: 51, scope: !384)
!393 = !DILocation(line: 10, column: 48, scope: !384)
!394 = !DILocation(line: 10, column: 39, scope: !384)
!395 = distinct !DISubprogram(name: "rotl32", scope: !2, file: !2, line: 12, type: !396, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !94)
!396 = !DISubroutineType(types: !397)
!397 = !{!398, !398, !77}
!398 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !290, line: 26, baseType: !399)
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !292, line: 42, baseType: !77)
!400 = !DILocalVariable(name: "x", arg: 1, scope: !395, file: !2, line: 12, type: !398)
!401 = !DILocation(line: 12, column: 33, scope: !395)
!402 = !DILocalVariable(name: "r", arg: 2, scope: !395, file: !2, line: 12, type: !77)
!403 = !DILocation(line: 12, column: 45, scope: !395)
!404 = !DILocation(line: 12, column: 58, scope: !395)
!405 = !DILocation(line: 12, column: 64, scope: !395)
!406 = !DILocation(line: 12, column: 66, scope: !395)
!407 = !DILocation(line: 12, column: 60, scope: !395)
!408 = !DILocation(line: 12, column: 76, scope: !395)
!409 = !DILocation(line: 12, column: 88, scope: !395)
!410 = !DILocation(line: 12, column: 86, scope: !395)
!411 = !DILocation(line: 12, column: 91, scope: !395)
!412 = !DILocation(line: 12, column: 78, scope: !395)
!413 = !DILocation(line: 12, column: 73, scope: !395)
!414 = !DILocation(line: 12, column: 50, scope: !395)
!415 = distinct !DISubprogram(name: "rotr64", scope: !2, file: !2, line: 13, type: !416, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !94)
!416 = !DISubroutineType(types: !417)
!417 = !{!289, !289, !77}
!418 = !DILocalVariable(name: "x", arg: 1, scope: !415, file: !2, line: 13, type: !289)
!419 = !DILocation(line: 13, column: 33, scope: !415)
!420 = !DILocalVariable(name: "r", arg: 2, scope: !415, file: !2, line: 13, type: !77)
!421 = !DILocation(line: 13, column: 45, scope: !415)
!422 = !DILocation(line: 13, column: 58, scope: !415)
!423 = !DILocation(line: 13, column: 64, scope: !415)
!424 = !DILocation(line: 13, column: 66, scope: !415)
!425 = !DILocation(line: 13, column: 60, scope: !415)
!426 = !DILocation(line: 13, column: 76, scope: !415)
!427 = !DILocation(line: 13, column: 88, scope: !415)
!428 = !DILocation(line: 13, column: 86, scope: !415)
!429 = !DILocation(line: 13, column: 91, scope: !415)
!430 = !DILocation(line: 13, column: 78, scope: !415)
!431 = !DILocation(line: 13, column: 73, scope: !415)
!432 = !DILocation(line: 13, column: 50, scope: !415)
