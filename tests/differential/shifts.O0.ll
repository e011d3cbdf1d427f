; ModuleID = 'shifts.c'
source_filename = "shifts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
define dso_local i32 @main() #0 !dbg !90 {
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
    #dbg_declare(ptr %2, !94, !DIExpression(), !95)
  store i64 1, ptr %2, align 8, !dbg !95
  %25 = load i64, ptr %2, align 8, !dbg !96
  %26 = shl i64 %25, 63, !dbg !97
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %26), !dbg !98
  %28 = load i64, ptr %2, align 8, !dbg !99
  %29 = shl i64 %28, 32, !dbg !100
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %29), !dbg !101
    #dbg_declare(ptr %3, !102, !DIExpression(), !103)
  store i32 -2147483647, ptr %3, align 4, !dbg !103
  %31 = load i32, ptr %3, align 4, !dbg !104
  %32 = lshr i32 %31, 31, !dbg !105
  %33 = load i32, ptr %3, align 4, !dbg !106
  %34 = lshr i32 %33, 0, !dbg !107
  %35 = load i32, ptr %3, align 4, !dbg !108
  %36 = shl i32 %35, 31, !dbg !109
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %32, i32 noundef %34, i32 noundef %36), !dbg !110
    #dbg_declare(ptr %4, !111, !DIExpression(), !112)
  store i32 -123456789, ptr %4, align 4, !dbg !112
  %38 = load i32, ptr %4, align 4, !dbg !113
  %39 = ashr i32 %38, 1, !dbg !114
  %40 = load i32, ptr %4, align 4, !dbg !115
  %41 = ashr i32 %40, 4, !dbg !116
  %42 = load i32, ptr %4, align 4, !dbg !117
  %43 = ashr i32 %42, 31, !dbg !118
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %39, i32 noundef %41, i32 noundef %43), !dbg !119
    #dbg_declare(ptr %5, !120, !DIExpression(), !122)
  store i64 -1234567890123456789, ptr %5, align 8, !dbg !122
  %45 = load i64, ptr %5, align 8, !dbg !123
  %46 = ashr i64 %45, 1, !dbg !124
  %47 = load i64, ptr %5, align 8, !dbg !125
  %48 = ashr i64 %47, 33, !dbg !126
  %49 = load i64, ptr %5, align 8, !dbg !127
  %50 = ashr i64 %49, 63, !dbg !128
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %46, i64 noundef %48, i64 noundef %50), !dbg !129
    #dbg_declare(ptr %6, !130, !DIExpression(), !131)
  store i64 0, ptr %6, align 8, !dbg !131
    #dbg_declare(ptr %7, !132, !DIExpression(), !134)
  store i32 0, ptr %7, align 4, !dbg !134
  br label %52, !dbg !135

52:                                               ; preds = %82, %0
  %53 = load i32, ptr %7, align 4, !dbg !136
  %54 = icmp ult i32 %53, 64, !dbg !138
  br i1 %54, label %55, label %85, !dbg !139

55:                                               ; preds = %52
    #dbg_declare(ptr %8, !140, !DIExpression(), !142)
  %56 = load i32, ptr %7, align 4, !dbg !143
  %57 = call i64 @shl64(i64 noundef 81985529216486895, i32 noundef %56), !dbg !144
  store i64 %57, ptr %8, align 8, !dbg !142
    #dbg_declare(ptr %9, !145, !DIExpression(), !146)
  %58 = load i32, ptr %7, align 4, !dbg !147
  %59 = call i64 @shr64(i64 noundef -81985529216486896, i32 noundef %58), !dbg !148
  store i64 %59, ptr %9, align 8, !dbg !146
    #dbg_declare(ptr %10, !149, !DIExpression(), !150)
  %60 = load i32, ptr %7, align 4, !dbg !151
  %61 = call i64 @sar64(i64 noundef -81985529216486895, i32 noundef %60), !dbg !152
  store i64 %61, ptr %10, align 8, !dbg !150
  %62 = load i64, ptr %8, align 8, !dbg !153
  %63 = load i64, ptr %9, align 8, !dbg !154
  %64 = add i64 %62, %63, !dbg !155
  %65 = load i64, ptr %10, align 8, !dbg !156
  %66 = add i64 %64, %65, !dbg !157
  %67 = load i64, ptr %6, align 8, !dbg !158
  %68 = xor i64 %67, %66, !dbg !158
  store i64 %68, ptr %6, align 8, !dbg !158
  %69 = load i32, ptr %7, align 4, !dbg !159
  %70 = urem i32 %69, 7, !dbg !161
  %71 = icmp eq i32 %70, 0, !dbg !162
  br i1 %71, label %75, label %72, !dbg !163

72:                                               ; preds = %55
  %73 = load i32, ptr %7, align 4, !dbg !164
  %74 = icmp ugt i32 %73, 59, !dbg !165
  br i1 %74, label %75, label %81, !dbg !166

75:                                               ; preds = %72, %55
  %76 = load i32, ptr %7, align 4, !dbg !167
  %77 = load i64, ptr %8, align 8, !dbg !168
  %78 = load i64, ptr %9, align 8, !dbg !169
  %79 = load i64, ptr %10, align 8, !dbg !170
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %76, i64 noundef %77, i64 noundef %78, i64 noundef %79), !dbg !171
  br label %81, !dbg !171

81:                                               ; preds = %75, %72
  br label %82, !dbg !172

82:                                               ; preds = %81
  %83 = load i32, ptr %7, align 4, !dbg !173
  %84 = add i32 %83, 1, !dbg !173
  store i32 %84, ptr %7, align 4, !dbg !173
  br label %52, !dbg !174, !llvm.loop !175

85:                                               ; preds = %52
  %86 = load i64, ptr %6, align 8, !dbg !178
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %86), !dbg !179
    #dbg_declare(ptr %11, !180, !DIExpression(), !181)
  store i32 0, ptr %11, align 4, !dbg !181
    #dbg_declare(ptr %12, !182, !DIExpression(), !184)
  store i32 0, ptr %12, align 4, !dbg !184
  br label %88, !dbg !185

88:                                               ; preds = %119, %85
  %89 = load i32, ptr %12, align 4, !dbg !186
  %90 = icmp ult i32 %89, 32, !dbg !188
  br i1 %90, label %91, label %122, !dbg !189

91:                                               ; preds = %88
    #dbg_declare(ptr %13, !190, !DIExpression(), !192)
  %92 = load i32, ptr %12, align 4, !dbg !193
  %93 = call i32 @shl32(i32 noundef -1985229329, i32 noundef %92), !dbg !194
  store i32 %93, ptr %13, align 4, !dbg !192
    #dbg_declare(ptr %14, !195, !DIExpression(), !196)
  %94 = load i32, ptr %12, align 4, !dbg !197
  %95 = call i32 @shr32(i32 noundef -1985229329, i32 noundef %94), !dbg !198
  store i32 %95, ptr %14, align 4, !dbg !196
    #dbg_declare(ptr %15, !199, !DIExpression(), !200)
  %96 = load i32, ptr %12, align 4, !dbg !201
  %97 = call i32 @sar32(i32 noundef -2023406814, i32 noundef %96), !dbg !202
  store i32 %97, ptr %15, align 4, !dbg !200
  %98 = load i32, ptr %11, align 4, !dbg !203
  %99 = mul i32 %98, 3, !dbg !204
  %100 = load i32, ptr %13, align 4, !dbg !205
  %101 = load i32, ptr %14, align 4, !dbg !206
  %102 = xor i32 %100, %101, !dbg !207
  %103 = load i32, ptr %15, align 4, !dbg !208
  %104 = xor i32 %102, %103, !dbg !209
  %105 = add i32 %99, %104, !dbg !210
  store i32 %105, ptr %11, align 4, !dbg !211
  %106 = load i32, ptr %12, align 4, !dbg !212
  %107 = urem i32 %106, 5, !dbg !214
  %108 = icmp eq i32 %107, 0, !dbg !215
  br i1 %108, label %112, label %109, !dbg !216

109:                                              ; preds = %91
  %110 = load i32, ptr %12, align 4, !dbg !217
  %111 = icmp ugt i32 %110, 28, !dbg !218
  br i1 %111, label %112, label %118, !dbg !219

112:                                              ; preds = %109, %91
  %113 = load i32, ptr %12, align 4, !dbg !220
  %114 = load i32, ptr %13, align 4, !dbg !221
  %115 = load i32, ptr %14, align 4, !dbg !222
  %116 = load i32, ptr %15, align 4, !dbg !223
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %113, i32 noundef %114, i32 noundef %115, i32 noundef %116), !dbg !224
  br label %118, !dbg !224

118:                                              ; preds = %112, %109
  br label %119, !dbg !225

119:                                              ; preds = %118
  %120 = load i32, ptr %12, align 4, !dbg !226
  %121 = add i32 %120, 1, !dbg !226
  store i32 %121, ptr %12, align 4, !dbg !226
  br label %88, !dbg !227, !llvm.loop !228

122:                                              ; preds = %88
  %123 = load i32, ptr %11, align 4, !dbg !230
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %123), !dbg !231
    #dbg_declare(ptr %16, !232, !DIExpression(), !233)
  store i8 -1, ptr %16, align 1, !dbg !233
    #dbg_declare(ptr %17, !234, !DIExpression(), !235)
  store i16 -1, ptr %17, align 2, !dbg !235
    #dbg_declare(ptr %18, !236, !DIExpression(), !238)
  store i8 -128, ptr %18, align 1, !dbg !238
    #dbg_declare(ptr %19, !239, !DIExpression(), !241)
  store i16 -32768, ptr %19, align 2, !dbg !241
  %125 = load i8, ptr %16, align 1, !dbg !242
  %126 = zext i8 %125 to i32, !dbg !242
  %127 = shl i32 %126, 4, !dbg !243
  %128 = load i8, ptr %16, align 1, !dbg !244
  %129 = zext i8 %128 to i32, !dbg !244
  %130 = shl i32 %129, 20, !dbg !245
  %131 = load i16, ptr %17, align 2, !dbg !246
  %132 = zext i16 %131 to i32, !dbg !246
  %133 = shl i32 %132, 8, !dbg !247
  %134 = load i8, ptr %18, align 1, !dbg !248
  %135 = sext i8 %134 to i32, !dbg !248
  %136 = ashr i32 %135, 3, !dbg !249
  %137 = load i16, ptr %19, align 2, !dbg !250
  %138 = sext i16 %137 to i32, !dbg !250
  %139 = ashr i32 %138, 15, !dbg !251
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %127, i32 noundef %130, i32 noundef %133, i32 noundef %136, i32 noundef %139), !dbg !252
  %141 = load i8, ptr %16, align 1, !dbg !253
  %142 = zext i8 %141 to i32, !dbg !253
  %143 = shl i32 %142, 4, !dbg !254
  %144 = trunc i32 %143 to i8, !dbg !255
  %145 = zext i8 %144 to i32, !dbg !255
  %146 = load i16, ptr %17, align 2, !dbg !256
  %147 = zext i16 %146 to i32, !dbg !256
  %148 = shl i32 %147, 3, !dbg !257
  %149 = trunc i32 %148 to i16, !dbg !258
  %150 = zext i16 %149 to i32, !dbg !258
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %145, i32 noundef %150), !dbg !259
    #dbg_declare(ptr %20, !260, !DIExpression(), !262)
  store i32 0, ptr %20, align 4, !dbg !262
  br label %152, !dbg !263

152:                                              ; preds = %168, %122
  %153 = load i32, ptr %20, align 4, !dbg !264
  %154 = icmp ult i32 %153, 40, !dbg !266
  br i1 %154, label %155, label %171, !dbg !267

155:                                              ; preds = %152
  %156 = load i32, ptr %20, align 4, !dbg !268
  %157 = load i32, ptr %20, align 4, !dbg !269
  %158 = call i32 @rotl32(i32 noundef 305419896, i32 noundef %157), !dbg !270
  %159 = load i32, ptr %20, align 4, !dbg !271
  %160 = load i32, ptr %20, align 4, !dbg !272
  %161 = call i64 @rotr64(i64 noundef 81985529216486895, i32 noundef %160), !dbg !273
  %162 = lshr i64 %161, 32, !dbg !274
  %163 = trunc i64 %162 to i32, !dbg !275
  %164 = load i32, ptr %20, align 4, !dbg !276
  %165 = call i64 @rotr64(i64 noundef 81985529216486895, i32 noundef %164), !dbg !277
  %166 = trunc i64 %165 to i32, !dbg !278
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %156, i32 noundef %158, i32 noundef %159, i32 noundef %163, i32 noundef %166), !dbg !279
  br label %168, !dbg !279

168:                                              ; preds = %155
  %169 = load i32, ptr %20, align 4, !dbg !280
  %170 = add i32 %169, 3, !dbg !280
  store i32 %170, ptr %20, align 4, !dbg !280
  br label %152, !dbg !281, !llvm.loop !282

171:                                              ; preds = %152
    #dbg_declare(ptr %21, !284, !DIExpression(), !286)
  store volatile i32 63, ptr %21, align 4, !dbg !286
    #dbg_declare(ptr %22, !287, !DIExpression(), !293)
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!74}
!llvm.module.flags = !{!82, !83, !84, !85, !86, !87, !88}
!llvm.ident = !{!89}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "shifts.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "1447a410a27f703058c9264986ba0c25")
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
!82 = !{i32 7, !"Dwarf Version", i32 5}
!83 = !{i32 2, !"Debug Info Version", i32 3}
!84 = !{i32 1, !"wchar_size", i32 4}
!85 = !{i32 8, !"PIC Level", i32 2}
!86 = !{i32 7, !"PIE Level", i32 2}
!87 = !{i32 7, !"uwtable", i32 2}
!88 = !{i32 7, !"frame-pointer", i32 2}
!89 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!90 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !91, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !74, retainedNodes: !93)
!91 = !DISubroutineType(types: !92)
!92 = !{!80}
!93 = !{}
!94 = !DILocalVariable(name: "one", scope: !90, file: !2, line: 16, type: !76)
!95 = !DILocation(line: 16, column: 24, scope: !90)
!96 = !DILocation(line: 17, column: 30, scope: !90)
!97 = !DILocation(line: 17, column: 34, scope: !90)
!98 = !DILocation(line: 17, column: 5, scope: !90)
!99 = !DILocation(line: 18, column: 30, scope: !90)
!100 = !DILocation(line: 18, column: 34, scope: !90)
!101 = !DILocation(line: 18, column: 5, scope: !90)
!102 = !DILocalVariable(name: "u", scope: !90, file: !2, line: 19, type: !77)
!103 = !DILocation(line: 19, column: 14, scope: !90)
!104 = !DILocation(line: 20, column: 51, scope: !90)
!105 = !DILocation(line: 20, column: 53, scope: !90)
!106 = !DILocation(line: 20, column: 60, scope: !90)
!107 = !DILocation(line: 20, column: 62, scope: !90)
!108 = !DILocation(line: 20, column: 68, scope: !90)
!109 = !DILocation(line: 20, column: 70, scope: !90)
!110 = !DILocation(line: 20, column: 5, scope: !90)
!111 = !DILocalVariable(name: "neg", scope: !90, file: !2, line: 21, type: !80)
!112 = !DILocation(line: 21, column: 9, scope: !90)
!113 = !DILocation(line: 22, column: 48, scope: !90)
!114 = !DILocation(line: 22, column: 52, scope: !90)
!115 = !DILocation(line: 22, column: 58, scope: !90)
!116 = !DILocation(line: 22, column: 62, scope: !90)
!117 = !DILocation(line: 22, column: 68, scope: !90)
!118 = !DILocation(line: 22, column: 72, scope: !90)
!119 = !DILocation(line: 22, column: 5, scope: !90)
!120 = !DILocalVariable(name: "nl", scope: !90, file: !2, line: 23, type: !121)
!121 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!122 = !DILocation(line: 23, column: 15, scope: !90)
!123 = !DILocation(line: 24, column: 52, scope: !90)
!124 = !DILocation(line: 24, column: 55, scope: !90)
!125 = !DILocation(line: 24, column: 61, scope: !90)
!126 = !DILocation(line: 24, column: 64, scope: !90)
!127 = !DILocation(line: 24, column: 71, scope: !90)
!128 = !DILocation(line: 24, column: 74, scope: !90)
!129 = !DILocation(line: 24, column: 5, scope: !90)
!130 = !DILocalVariable(name: "acc", scope: !90, file: !2, line: 25, type: !76)
!131 = !DILocation(line: 25, column: 24, scope: !90)
!132 = !DILocalVariable(name: "n", scope: !133, file: !2, line: 26, type: !77)
!133 = distinct !DILexicalBlock(scope: !90, file: !2, line: 26, column: 5)
!134 = !DILocation(line: 26, column: 19, scope: !133)
!135 = !DILocation(line: 26, column: 10, scope: !133)
!136 = !DILocation(line: 26, column: 26, scope: !137)
!137 = distinct !DILexicalBlock(scope: !133, file: !2, line: 26, column: 5)
!138 = !DILocation(line: 26, column: 28, scope: !137)
!139 = !DILocation(line: 26, column: 5, scope: !133)
!140 = !DILocalVariable(name: "a", scope: !141, file: !2, line: 27, type: !76)
!141 = distinct !DILexicalBlock(scope: !137, file: !2, line: 26, column: 39)
!142 = !DILocation(line: 27, column: 28, scope: !141)
!143 = !DILocation(line: 27, column: 61, scope: !141)
!144 = !DILocation(line: 27, column: 32, scope: !141)
!145 = !DILocalVariable(name: "b", scope: !141, file: !2, line: 28, type: !76)
!146 = !DILocation(line: 28, column: 28, scope: !141)
!147 = !DILocation(line: 28, column: 61, scope: !141)
!148 = !DILocation(line: 28, column: 32, scope: !141)
!149 = !DILocalVariable(name: "c", scope: !141, file: !2, line: 29, type: !121)
!150 = !DILocation(line: 29, column: 19, scope: !141)
!151 = !DILocation(line: 29, column: 52, scope: !141)
!152 = !DILocation(line: 29, column: 23, scope: !141)
!153 = !DILocation(line: 30, column: 16, scope: !141)
!154 = !DILocation(line: 30, column: 20, scope: !141)
!155 = !DILocation(line: 30, column: 18, scope: !141)
!156 = !DILocation(line: 30, column: 44, scope: !141)
!157 = !DILocation(line: 30, column: 22, scope: !141)
!158 = !DILocation(line: 30, column: 13, scope: !141)
!159 = !DILocation(line: 31, column: 13, scope: !160)
!160 = distinct !DILexicalBlock(scope: !141, file: !2, line: 31, column: 13)
!161 = !DILocation(line: 31, column: 15, scope: !160)
!162 = !DILocation(line: 31, column: 19, scope: !160)
!163 = !DILocation(line: 31, column: 24, scope: !160)
!164 = !DILocation(line: 31, column: 27, scope: !160)
!165 = !DILocation(line: 31, column: 29, scope: !160)
!166 = !DILocation(line: 31, column: 13, scope: !141)
!167 = !DILocation(line: 32, column: 58, scope: !160)
!168 = !DILocation(line: 32, column: 61, scope: !160)
!169 = !DILocation(line: 32, column: 64, scope: !160)
!170 = !DILocation(line: 32, column: 67, scope: !160)
!171 = !DILocation(line: 32, column: 13, scope: !160)
!172 = !DILocation(line: 33, column: 5, scope: !141)
!173 = !DILocation(line: 26, column: 35, scope: !137)
!174 = !DILocation(line: 26, column: 5, scope: !137)
!175 = distinct !{!175, !139, !176, !177}
!176 = !DILocation(line: 33, column: 5, scope: !133)
!177 = !{!"llvm.loop.mustprogress"}
!178 = !DILocation(line: 34, column: 28, scope: !90)
!179 = !DILocation(line: 34, column: 5, scope: !90)
!180 = !DILocalVariable(name: "acc32", scope: !90, file: !2, line: 35, type: !77)
!181 = !DILocation(line: 35, column: 14, scope: !90)
!182 = !DILocalVariable(name: "n", scope: !183, file: !2, line: 36, type: !77)
!183 = distinct !DILexicalBlock(scope: !90, file: !2, line: 36, column: 5)
!184 = !DILocation(line: 36, column: 19, scope: !183)
!185 = !DILocation(line: 36, column: 10, scope: !183)
!186 = !DILocation(line: 36, column: 26, scope: !187)
!187 = distinct !DILexicalBlock(scope: !183, file: !2, line: 36, column: 5)
!188 = !DILocation(line: 36, column: 28, scope: !187)
!189 = !DILocation(line: 36, column: 5, scope: !183)
!190 = !DILocalVariable(name: "a", scope: !191, file: !2, line: 37, type: !77)
!191 = distinct !DILexicalBlock(scope: !187, file: !2, line: 36, column: 39)
!192 = !DILocation(line: 37, column: 18, scope: !191)
!193 = !DILocation(line: 37, column: 41, scope: !191)
!194 = !DILocation(line: 37, column: 22, scope: !191)
!195 = !DILocalVariable(name: "b", scope: !191, file: !2, line: 38, type: !77)
!196 = !DILocation(line: 38, column: 18, scope: !191)
!197 = !DILocation(line: 38, column: 41, scope: !191)
!198 = !DILocation(line: 38, column: 22, scope: !191)
!199 = !DILocalVariable(name: "c", scope: !191, file: !2, line: 39, type: !80)
!200 = !DILocation(line: 39, column: 13, scope: !191)
!201 = !DILocation(line: 39, column: 36, scope: !191)
!202 = !DILocation(line: 39, column: 17, scope: !191)
!203 = !DILocation(line: 40, column: 17, scope: !191)
!204 = !DILocation(line: 40, column: 23, scope: !191)
!205 = !DILocation(line: 40, column: 30, scope: !191)
!206 = !DILocation(line: 40, column: 34, scope: !191)
!207 = !DILocation(line: 40, column: 32, scope: !191)
!208 = !DILocation(line: 40, column: 48, scope: !191)
!209 = !DILocation(line: 40, column: 36, scope: !191)
!210 = !DILocation(line: 40, column: 27, scope: !191)
!211 = !DILocation(line: 40, column: 15, scope: !191)
!212 = !DILocation(line: 41, column: 13, scope: !213)
!213 = distinct !DILexicalBlock(scope: !191, file: !2, line: 41, column: 13)
!214 = !DILocation(line: 41, column: 15, scope: !213)
!215 = !DILocation(line: 41, column: 19, scope: !213)
!216 = !DILocation(line: 41, column: 24, scope: !213)
!217 = !DILocation(line: 41, column: 27, scope: !213)
!218 = !DILocation(line: 41, column: 29, scope: !213)
!219 = !DILocation(line: 41, column: 13, scope: !191)
!220 = !DILocation(line: 42, column: 52, scope: !213)
!221 = !DILocation(line: 42, column: 55, scope: !213)
!222 = !DILocation(line: 42, column: 58, scope: !213)
!223 = !DILocation(line: 42, column: 61, scope: !213)
!224 = !DILocation(line: 42, column: 13, scope: !213)
!225 = !DILocation(line: 43, column: 5, scope: !191)
!226 = !DILocation(line: 36, column: 35, scope: !187)
!227 = !DILocation(line: 36, column: 5, scope: !187)
!228 = distinct !{!228, !189, !229, !177}
!229 = !DILocation(line: 43, column: 5, scope: !183)
!230 = !DILocation(line: 44, column: 26, scope: !90)
!231 = !DILocation(line: 44, column: 5, scope: !90)
!232 = !DILocalVariable(name: "c8", scope: !90, file: !2, line: 46, type: !78)
!233 = !DILocation(line: 46, column: 19, scope: !90)
!234 = !DILocalVariable(name: "s16", scope: !90, file: !2, line: 47, type: !79)
!235 = !DILocation(line: 47, column: 20, scope: !90)
!236 = !DILocalVariable(name: "sc", scope: !90, file: !2, line: 48, type: !237)
!237 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!238 = !DILocation(line: 48, column: 17, scope: !90)
!239 = !DILocalVariable(name: "ss", scope: !90, file: !2, line: 49, type: !240)
!240 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!241 = !DILocation(line: 49, column: 11, scope: !90)
!242 = !DILocation(line: 50, column: 65, scope: !90)
!243 = !DILocation(line: 50, column: 68, scope: !90)
!244 = !DILocation(line: 50, column: 74, scope: !90)
!245 = !DILocation(line: 50, column: 77, scope: !90)
!246 = !DILocation(line: 50, column: 84, scope: !90)
!247 = !DILocation(line: 50, column: 88, scope: !90)
!248 = !DILocation(line: 51, column: 12, scope: !90)
!249 = !DILocation(line: 51, column: 15, scope: !90)
!250 = !DILocation(line: 51, column: 21, scope: !90)
!251 = !DILocation(line: 51, column: 24, scope: !90)
!252 = !DILocation(line: 50, column: 5, scope: !90)
!253 = !DILocation(line: 52, column: 71, scope: !90)
!254 = !DILocation(line: 52, column: 74, scope: !90)
!255 = !DILocation(line: 52, column: 55, scope: !90)
!256 = !DILocation(line: 53, column: 29, scope: !90)
!257 = !DILocation(line: 53, column: 33, scope: !90)
!258 = !DILocation(line: 53, column: 12, scope: !90)
!259 = !DILocation(line: 52, column: 5, scope: !90)
!260 = !DILocalVariable(name: "r", scope: !261, file: !2, line: 54, type: !77)
!261 = distinct !DILexicalBlock(scope: !90, file: !2, line: 54, column: 5)
!262 = !DILocation(line: 54, column: 19, scope: !261)
!263 = !DILocation(line: 54, column: 10, scope: !261)
!264 = !DILocation(line: 54, column: 26, scope: !265)
!265 = distinct !DILexicalBlock(scope: !261, file: !2, line: 54, column: 5)
!266 = !DILocation(line: 54, column: 28, scope: !265)
!267 = !DILocation(line: 54, column: 5, scope: !261)
!268 = !DILocation(line: 55, column: 57, scope: !265)
!269 = !DILocation(line: 55, column: 80, scope: !265)
!270 = !DILocation(line: 55, column: 60, scope: !265)
!271 = !DILocation(line: 55, column: 84, scope: !265)
!272 = !DILocation(line: 56, column: 57, scope: !265)
!273 = !DILocation(line: 56, column: 27, scope: !265)
!274 = !DILocation(line: 56, column: 60, scope: !265)
!275 = !DILocation(line: 56, column: 16, scope: !265)
!276 = !DILocation(line: 57, column: 56, scope: !265)
!277 = !DILocation(line: 57, column: 26, scope: !265)
!278 = !DILocation(line: 57, column: 16, scope: !265)
!279 = !DILocation(line: 55, column: 9, scope: !265)
!280 = !DILocation(line: 54, column: 36, scope: !265)
!281 = !DILocation(line: 54, column: 5, scope: !265)
!282 = distinct !{!282, !267, !283, !177}
!283 = !DILocation(line: 57, column: 58, scope: !261)
!284 = !DILocalVariable(name: "amount", scope: !90, file: !2, line: 59, type: !285)
!285 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !77)
!286 = !DILocation(line: 59, column: 23, scope: !90)
!287 = !DILocalVariable(name: "mask", scope: !90, file: !2, line: 60, type: !288)
!288 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !289, line: 27, baseType: !290)
!289 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !291, line: 45, baseType: !292)
!291 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!292 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!293 = !DILocation(line: 60, column: 14, scope: !90)
!294 = !DILocation(line: 60, column: 30, scope: !90)
!295 = !DILocation(line: 60, column: 27, scope: !90)
!296 = !DILocation(line: 61, column: 47, scope: !90)
!297 = !DILocation(line: 61, column: 5, scope: !90)
!298 = !DILocation(line: 62, column: 12, scope: !90)
!299 = !DILocation(line: 63, column: 54, scope: !90)
!300 = !DILocation(line: 63, column: 51, scope: !90)
!301 = !DILocation(line: 63, column: 78, scope: !90)
!302 = !DILocation(line: 63, column: 75, scope: !90)
!303 = !DILocation(line: 63, column: 5, scope: !90)
!304 = !DILocalVariable(name: "bits", scope: !305, file: !2, line: 65, type: !80)
!305 = distinct !DILexicalBlock(scope: !90, file: !2, line: 65, column: 5)
!306 = !DILocation(line: 65, column: 14, scope: !305)
!307 = !DILocation(line: 65, column: 10, scope: !305)
!308 = !DILocation(line: 65, column: 24, scope: !309)
!309 = distinct !DILexicalBlock(scope: !305, file: !2, line: 65, column: 5)
!310 = !DILocation(line: 65, column: 29, scope: !309)
!311 = !DILocation(line: 65, column: 5, scope: !305)
!312 = !DILocalVariable(name: "m", scope: !313, file: !2, line: 66, type: !288)
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
!330 = distinct !{!330, !311, !331, !177}
!331 = !DILocation(line: 68, column: 5, scope: !305)
!332 = !DILocation(line: 69, column: 5, scope: !90)
!333 = distinct !DISubprogram(name: "shl64", scope: !2, file: !2, line: 5, type: !334, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !93)
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
!344 = distinct !DISubprogram(name: "shr64", scope: !2, file: !2, line: 6, type: !334, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !93)
!345 = !DILocalVariable(name: "x", arg: 1, scope: !344, file: !2, line: 6, type: !76)
!346 = !DILocation(line: 6, column: 52, scope: !344)
!347 = !DILocalVariable(name: "n", arg: 2, scope: !344, file: !2, line: 6, type: !77)
!348 = !DILocation(line: 6, column: 64, scope: !344)
!349 = !DILocation(line: 6, column: 76, scope: !344)
!350 = !DILocation(line: 6, column: 81, scope: !344)
!351 = !DILocation(line: 6, column: 78, scope: !344)
!352 = !DILocation(line: 6, column: 69, scope: !344)
!353 = distinct !DISubprogram(name: "sar64", scope: !2, file: !2, line: 7, type: !354, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !93)
!354 = !DISubroutineType(types: !355)
!355 = !{!121, !121, !77}
!356 = !DILocalVariable(name: "x", arg: 1, scope: !353, file: !2, line: 7, type: !121)
!357 = !DILocation(line: 7, column: 34, scope: !353)
!358 = !DILocalVariable(name: "n", arg: 2, scope: !353, file: !2, line: 7, type: !77)
!359 = !DILocation(line: 7, column: 46, scope: !353)
!360 = !DILocation(line: 7, column: 58, scope: !353)
!361 = !DILocation(line: 7, column: 63, scope: !353)
!362 = !DILocation(line: 7, column: 60, scope: !353)
!363 = !DILocation(line: 7, column: 51, scope: !353)
!364 = distinct !DISubprogram(name: "shl32", scope: !2, file: !2, line: 8, type: !365, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !93)
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
!375 = distinct !DISubprogram(name: "shr32", scope: !2, file: !2, line: 9, type: !365, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !93)
!376 = !DILocalVariable(name: "x", arg: 1, scope: !375, file: !2, line: 9, type: !77)
!377 = !DILocation(line: 9, column: 32, scope: !375)
!378 = !DILocalVariable(name: "n", arg: 2, scope: !375, file: !2, line: 9, type: !77)
!379 = !DILocation(line: 9, column: 44, scope: !375)
!380 = !DILocation(line: 9, column: 56, scope: !375)
!381 = !DILocation(line: 9, column: 61, scope: !375)
!382 = !DILocation(line: 9, column: 58, scope: !375)
!383 = !DILocation(line: 9, column: 49, scope: !375)
!384 = distinct !DISubprogram(name: "sar32", scope: !2, file: !2, line: 10, type: !385, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !93)
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
!395 = distinct !DISubprogram(name: "rotl32", scope: !2, file: !2, line: 12, type: !396, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !93)
!396 = !DISubroutineType(types: !397)
!397 = !{!398, !398, !77}
!398 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !289, line: 26, baseType: !399)
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !291, line: 42, baseType: !77)
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
!415 = distinct !DISubprogram(name: "rotr64", scope: !2, file: !2, line: 13, type: !416, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !74, retainedNodes: !93)
!416 = !DISubroutineType(types: !417)
!417 = !{!288, !288, !77}
!418 = !DILocalVariable(name: "x", arg: 1, scope: !415, file: !2, line: 13, type: !288)
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
