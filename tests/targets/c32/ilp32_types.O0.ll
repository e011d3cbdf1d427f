; ModuleID = 'ilp32_types.c'
source_filename = "ilp32_types.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [79 x i8] c"sizes: char %u short %u int %u long %u llong %u ptr %u size_t %u ptrdiff_t %u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [62 x i8] c"limits: LONG_MAX %ld LONG_MIN %ld ULONG_MAX %lu SIZE_MAX %zu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [15 x i8] c"intptr: %u %u\0A\00", align 1, !dbg !12
@vul = internal global i32 0, align 4, !dbg !17
@.str.3 = private unnamed_addr constant [25 x i8] c"ulong wrap: %lu %lu %lu\0A\00", align 1, !dbg !36
@vl = internal global i32 0, align 4, !dbg !103
@.str.4 = private unnamed_addr constant [23 x i8] c"long: %ld %ld %ld %ld\0A\00", align 1, !dbg !41
@vll = internal global i64 0, align 8, !dbg !106
@.str.5 = private unnamed_addr constant [23 x i8] c"llong: %lld %lld %lld\0A\00", align 1, !dbg !46
@.str.6 = private unnamed_addr constant [32 x i8] c"llong div: %lld %lld %lld %lld\0A\00", align 1, !dbg !48
@vull = internal global i64 0, align 8, !dbg !109
@.str.7 = private unnamed_addr constant [28 x i8] c"ullong div: %llu %llu %llu\0A\00", align 1, !dbg !53
@.str.8 = private unnamed_addr constant [33 x i8] c"shift %2d: %016llx %016llx %lld\0A\00", align 1, !dbg !58
@.str.9 = private unnamed_addr constant [11 x i8] c"mix: %llu\0A\00", align 1, !dbg !63
@.str.10 = private unnamed_addr constant [19 x i8] c"trunc: %ld %lu %d\0A\00", align 1, !dbg !68
@.str.11 = private unnamed_addr constant [19 x i8] c"extend: %lld %llu\0A\00", align 1, !dbg !73
@.str.12 = private unnamed_addr constant [24 x i8] c"double: %.1f %lld %llu\0A\00", align 1, !dbg !75
@.str.13 = private unnamed_addr constant [19 x i8] c"ull->double: %.1f\0A\00", align 1, !dbg !80
@.str.14 = private unnamed_addr constant [27 x i8] c"popcount %d clz %d ctz %d\0A\00", align 1, !dbg !82
@.str.15 = private unnamed_addr constant [25 x i8] c"long popcount %d clz %d\0A\00", align 1, !dbg !87
@.str.16 = private unnamed_addr constant [34 x i8] c"ptrdiff %d roundtrip %d bytes %u\0A\00", align 1, !dbg !89
@.str.17 = private unnamed_addr constant [27 x i8] c"add_overflow long: %d %ld\0A\00", align 1, !dbg !94
@.str.18 = private unnamed_addr constant [28 x i8] c"mul_overflow ulong: %d %lu\0A\00", align 1, !dbg !96
@.str.19 = private unnamed_addr constant [29 x i8] c"mul_overflow llong: %d %lld\0A\00", align 1, !dbg !98

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !122 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca double, align 8
  %10 = alloca [100 x i32], align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 4
  %13 = alloca ptr, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 1, i32 noundef 2, i32 noundef 4, i32 noundef 4, i32 noundef 8, i32 noundef 4, i32 noundef 4, i32 noundef 4), !dbg !126
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 2147483647, i32 noundef -2147483648, i32 noundef -1, i32 noundef -1), !dbg !127
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef 4, i32 noundef 4), !dbg !128
  store volatile i32 -1, ptr @vul, align 4, !dbg !129
    #dbg_declare(ptr %2, !130, !DIExpression(), !131)
  %26 = load volatile i32, ptr @vul, align 4, !dbg !132
  %27 = add i32 %26, 1, !dbg !133
  store i32 %27, ptr %2, align 4, !dbg !131
  %28 = load i32, ptr %2, align 4, !dbg !134
  %29 = load volatile i32, ptr @vul, align 4, !dbg !135
  %30 = mul i32 %29, 3, !dbg !136
  %31 = load volatile i32, ptr @vul, align 4, !dbg !137
  %32 = udiv i32 %31, 7, !dbg !138
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %28, i32 noundef %30, i32 noundef %32), !dbg !139
  store volatile i32 2147483647, ptr @vl, align 4, !dbg !140
    #dbg_declare(ptr %3, !141, !DIExpression(), !142)
  %34 = load volatile i32, ptr @vl, align 4, !dbg !143
  store i32 %34, ptr %3, align 4, !dbg !142
  %35 = load i32, ptr %3, align 4, !dbg !144
  %36 = sdiv i32 %35, 3, !dbg !145
  %37 = load i32, ptr %3, align 4, !dbg !146
  %38 = srem i32 %37, 1000, !dbg !147
  %39 = load i32, ptr %3, align 4, !dbg !148
  %40 = sub nsw i32 0, %39, !dbg !149
  %41 = sub nsw i32 %40, 1, !dbg !150
  %42 = load i32, ptr %3, align 4, !dbg !151
  %43 = add i32 %42, 2, !dbg !152
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %36, i32 noundef %38, i32 noundef %41, i32 noundef %43), !dbg !153
    #dbg_declare(ptr %4, !154, !DIExpression(), !155)
  store i64 1, ptr %4, align 8, !dbg !155
    #dbg_declare(ptr %5, !156, !DIExpression(), !158)
  store i32 0, ptr %5, align 4, !dbg !158
  br label %45, !dbg !159

45:                                               ; preds = %55, %0
  %46 = load i32, ptr %5, align 4, !dbg !160
  %47 = icmp slt i32 %46, 38, !dbg !162
  br i1 %47, label %48, label %58, !dbg !163

48:                                               ; preds = %45
  %49 = load i64, ptr %4, align 8, !dbg !164
  store volatile i64 %49, ptr @vll, align 8, !dbg !166
  %50 = load volatile i64, ptr @vll, align 8, !dbg !167
  %51 = mul nsw i64 %50, 3, !dbg !168
  %52 = load i32, ptr %5, align 4, !dbg !169
  %53 = sext i32 %52 to i64, !dbg !169
  %54 = add nsw i64 %51, %53, !dbg !170
  store i64 %54, ptr %4, align 8, !dbg !171
  br label %55, !dbg !172

55:                                               ; preds = %48
  %56 = load i32, ptr %5, align 4, !dbg !173
  %57 = add nsw i32 %56, 1, !dbg !173
  store i32 %57, ptr %5, align 4, !dbg !173
  br label %45, !dbg !174, !llvm.loop !175

58:                                               ; preds = %45
  %59 = load i64, ptr %4, align 8, !dbg !178
  %60 = load i64, ptr %4, align 8, !dbg !179
  %61 = sdiv i64 %60, 1000003, !dbg !180
  %62 = load i64, ptr %4, align 8, !dbg !181
  %63 = srem i64 %62, 1000003, !dbg !182
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %59, i64 noundef %61, i64 noundef %63), !dbg !183
  store volatile i64 -9000000000000000000, ptr @vll, align 8, !dbg !184
  %65 = load volatile i64, ptr @vll, align 8, !dbg !185
  %66 = sdiv i64 %65, 7, !dbg !186
  %67 = load volatile i64, ptr @vll, align 8, !dbg !187
  %68 = srem i64 %67, 7, !dbg !188
  %69 = load volatile i64, ptr @vll, align 8, !dbg !189
  %70 = sdiv i64 %69, -123456789, !dbg !190
  %71 = load volatile i64, ptr @vll, align 8, !dbg !191
  %72 = srem i64 %71, -123456789, !dbg !192
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %66, i64 noundef %68, i64 noundef %70, i64 noundef %72), !dbg !193
  store volatile i64 -446744073709551616, ptr @vull, align 8, !dbg !194
  %74 = load volatile i64, ptr @vull, align 8, !dbg !195
  %75 = udiv i64 %74, 3, !dbg !196
  %76 = load volatile i64, ptr @vull, align 8, !dbg !197
  %77 = urem i64 %76, 1000000007, !dbg !198
  %78 = load volatile i64, ptr @vull, align 8, !dbg !199
  %79 = udiv i64 %78, 4294967295, !dbg !200
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %75, i64 noundef %77, i64 noundef %79), !dbg !201
    #dbg_declare(ptr %6, !202, !DIExpression(), !204)
  store i32 0, ptr %6, align 4, !dbg !204
  br label %81, !dbg !205

81:                                               ; preds = %99, %58
  %82 = load i32, ptr %6, align 4, !dbg !206
  %83 = icmp slt i32 %82, 64, !dbg !208
  br i1 %83, label %84, label %102, !dbg !209

84:                                               ; preds = %81
  store volatile i64 -81985529216486896, ptr @vull, align 8, !dbg !210
  store volatile i64 -81985529216486895, ptr @vll, align 8, !dbg !212
  %85 = load i32, ptr %6, align 4, !dbg !213
  %86 = load volatile i64, ptr @vull, align 8, !dbg !214
  %87 = load i32, ptr %6, align 4, !dbg !215
  %88 = zext i32 %87 to i64, !dbg !216
  %89 = shl i64 %86, %88, !dbg !216
  %90 = load volatile i64, ptr @vull, align 8, !dbg !217
  %91 = load i32, ptr %6, align 4, !dbg !218
  %92 = zext i32 %91 to i64, !dbg !219
  %93 = lshr i64 %90, %92, !dbg !219
  %94 = load volatile i64, ptr @vll, align 8, !dbg !220
  %95 = load i32, ptr %6, align 4, !dbg !221
  %96 = zext i32 %95 to i64, !dbg !222
  %97 = ashr i64 %94, %96, !dbg !222
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %85, i64 noundef %89, i64 noundef %93, i64 noundef %97), !dbg !223
  br label %99, !dbg !224

99:                                               ; preds = %84
  %100 = load i32, ptr %6, align 4, !dbg !225
  %101 = add nsw i32 %100, 9, !dbg !225
  store i32 %101, ptr %6, align 4, !dbg !225
  br label %81, !dbg !226, !llvm.loop !227

102:                                              ; preds = %81
    #dbg_declare(ptr %7, !229, !DIExpression(), !230)
  store i64 0, ptr %7, align 8, !dbg !230
    #dbg_declare(ptr %8, !231, !DIExpression(), !233)
  store i64 0, ptr %8, align 8, !dbg !233
  br label %103, !dbg !234

103:                                              ; preds = %112, %102
  %104 = load i64, ptr %8, align 8, !dbg !235
  %105 = icmp ult i64 %104, 2000, !dbg !237
  br i1 %105, label %106, label %115, !dbg !238

106:                                              ; preds = %103
  %107 = load i64, ptr %7, align 8, !dbg !239
  %108 = load i64, ptr %8, align 8, !dbg !240
  %109 = load i64, ptr %8, align 8, !dbg !241
  %110 = mul i64 %108, %109, !dbg !242
  %111 = call i64 @mix(i64 noundef %107, i64 noundef %110), !dbg !243
  store i64 %111, ptr %7, align 8, !dbg !244
  br label %112, !dbg !245

112:                                              ; preds = %106
  %113 = load i64, ptr %8, align 8, !dbg !246
  %114 = add i64 %113, 1, !dbg !246
  store i64 %114, ptr %8, align 8, !dbg !246
  br label %103, !dbg !247, !llvm.loop !248

115:                                              ; preds = %103
  %116 = load i64, ptr %7, align 8, !dbg !250
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %116), !dbg !251
  store volatile i64 78187493520, ptr @vll, align 8, !dbg !252
  %118 = load volatile i64, ptr @vll, align 8, !dbg !253
  %119 = trunc i64 %118 to i32, !dbg !254
  %120 = load volatile i64, ptr @vll, align 8, !dbg !255
  %121 = trunc i64 %120 to i32, !dbg !256
  %122 = load volatile i64, ptr @vll, align 8, !dbg !257
  %123 = trunc i64 %122 to i16, !dbg !258
  %124 = sext i16 %123 to i32, !dbg !259
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %119, i32 noundef %121, i32 noundef %124), !dbg !260
  store volatile i32 -5, ptr @vl, align 4, !dbg !261
  %126 = load volatile i32, ptr @vl, align 4, !dbg !262
  %127 = sext i32 %126 to i64, !dbg !263
  %128 = load volatile i32, ptr @vl, align 4, !dbg !264
  %129 = zext i32 %128 to i64, !dbg !265
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %127, i64 noundef %129), !dbg !266
  store volatile i64 4611686018427387904, ptr @vll, align 8, !dbg !267
    #dbg_declare(ptr %9, !268, !DIExpression(), !269)
  %131 = load volatile i64, ptr @vll, align 8, !dbg !270
  %132 = sitofp i64 %131 to double, !dbg !271
  store double %132, ptr %9, align 8, !dbg !269
  %133 = load double, ptr %9, align 8, !dbg !272
  %134 = load double, ptr %9, align 8, !dbg !273
  %135 = fdiv double %134, 3.000000e+00, !dbg !274
  %136 = fptosi double %135 to i64, !dbg !275
  %137 = load double, ptr %9, align 8, !dbg !276
  %138 = fmul double %137, 3.500000e+00, !dbg !277
  %139 = fptoui double %138 to i64, !dbg !278
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %133, i64 noundef %136, i64 noundef %139), !dbg !279
  store volatile i64 -1, ptr @vull, align 8, !dbg !280
  %141 = load volatile i64, ptr @vull, align 8, !dbg !281
  %142 = uitofp i64 %141 to double, !dbg !282
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %142), !dbg !283
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef 32, i32 noundef 32, i32 noundef 63), !dbg !284
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef 32, i32 noundef 31), !dbg !285
    #dbg_declare(ptr %10, !286, !DIExpression(), !290)
    #dbg_declare(ptr %11, !291, !DIExpression(), !293)
  store i32 0, ptr %11, align 4, !dbg !293
  br label %146, !dbg !294

146:                                              ; preds = %153, %115
  %147 = load i32, ptr %11, align 4, !dbg !295
  %148 = icmp slt i32 %147, 100, !dbg !297
  br i1 %148, label %149, label %156, !dbg !298

149:                                              ; preds = %146
  %150 = load i32, ptr %11, align 4, !dbg !299
  %151 = load i32, ptr %11, align 4, !dbg !300
  %152 = getelementptr inbounds [100 x i32], ptr %10, i32 0, i32 %151, !dbg !301
  store i32 %150, ptr %152, align 4, !dbg !302
  br label %153, !dbg !301

153:                                              ; preds = %149
  %154 = load i32, ptr %11, align 4, !dbg !303
  %155 = add nsw i32 %154, 1, !dbg !303
  store i32 %155, ptr %11, align 4, !dbg !303
  br label %146, !dbg !304, !llvm.loop !305

156:                                              ; preds = %146
    #dbg_declare(ptr %12, !307, !DIExpression(), !308)
  %157 = getelementptr inbounds [100 x i32], ptr %10, i32 0, i32 0, !dbg !309
  %158 = getelementptr inbounds i32, ptr %157, i32 90, !dbg !310
  store ptr %158, ptr %12, align 4, !dbg !308
    #dbg_declare(ptr %13, !311, !DIExpression(), !312)
  %159 = getelementptr inbounds [100 x i32], ptr %10, i32 0, i32 0, !dbg !313
  %160 = getelementptr inbounds i32, ptr %159, i32 5, !dbg !314
  store ptr %160, ptr %13, align 4, !dbg !312
    #dbg_declare(ptr %14, !315, !DIExpression(), !318)
  %161 = load ptr, ptr %12, align 4, !dbg !319
  %162 = load ptr, ptr %13, align 4, !dbg !320
  %163 = ptrtoint ptr %161 to i32, !dbg !321
  %164 = ptrtoint ptr %162 to i32, !dbg !321
  %165 = sub i32 %163, %164, !dbg !321
  %166 = sdiv exact i32 %165, 4, !dbg !321
  store i32 %166, ptr %14, align 4, !dbg !318
    #dbg_declare(ptr %15, !322, !DIExpression(), !323)
  %167 = load ptr, ptr %12, align 4, !dbg !324
  %168 = ptrtoint ptr %167 to i32, !dbg !325
  store i32 %168, ptr %15, align 4, !dbg !323
    #dbg_declare(ptr %16, !326, !DIExpression(), !327)
  %169 = load i32, ptr %15, align 4, !dbg !328
  %170 = inttoptr i32 %169 to ptr, !dbg !329
  store ptr %170, ptr %16, align 4, !dbg !327
  %171 = load i32, ptr %14, align 4, !dbg !330
  %172 = load ptr, ptr %16, align 4, !dbg !331
  %173 = load i32, ptr %172, align 4, !dbg !332
  %174 = load ptr, ptr %12, align 4, !dbg !333
  %175 = load ptr, ptr %13, align 4, !dbg !334
  %176 = ptrtoint ptr %174 to i32, !dbg !335
  %177 = ptrtoint ptr %175 to i32, !dbg !335
  %178 = sub i32 %176, %177, !dbg !335
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %171, i32 noundef %173, i32 noundef %178), !dbg !336
    #dbg_declare(ptr %17, !337, !DIExpression(), !338)
    #dbg_declare(ptr %18, !339, !DIExpression(), !340)
  %180 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483646, i32 5), !dbg !341
  %181 = extractvalue { i32, i1 } %180, 1, !dbg !341
  %182 = extractvalue { i32, i1 } %180, 0, !dbg !341
  store i32 %182, ptr %17, align 4, !dbg !341
  %183 = zext i1 %181 to i32, !dbg !341
  store i32 %183, ptr %18, align 4, !dbg !340
  %184 = load i32, ptr %18, align 4, !dbg !342
  %185 = load i32, ptr %17, align 4, !dbg !343
  %186 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %184, i32 noundef %185), !dbg !344
    #dbg_declare(ptr %19, !345, !DIExpression(), !346)
    #dbg_declare(ptr %20, !347, !DIExpression(), !348)
  %187 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 70000, i32 70000), !dbg !349
  %188 = extractvalue { i32, i1 } %187, 1, !dbg !349
  %189 = extractvalue { i32, i1 } %187, 0, !dbg !349
  store i32 %189, ptr %19, align 4, !dbg !349
  %190 = zext i1 %188 to i32, !dbg !349
  store i32 %190, ptr %20, align 4, !dbg !348
  %191 = load i32, ptr %20, align 4, !dbg !350
  %192 = load i32, ptr %19, align 4, !dbg !351
  %193 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %191, i32 noundef %192), !dbg !352
    #dbg_declare(ptr %21, !353, !DIExpression(), !354)
    #dbg_declare(ptr %22, !355, !DIExpression(), !356)
  %194 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 3037000500, i64 3037000500), !dbg !357
  %195 = extractvalue { i64, i1 } %194, 1, !dbg !357
  %196 = extractvalue { i64, i1 } %194, 0, !dbg !357
  store i64 %196, ptr %21, align 8, !dbg !357
  %197 = zext i1 %195 to i32, !dbg !357
  store i32 %197, ptr %22, align 4, !dbg !356
  %198 = load i32, ptr %22, align 4, !dbg !358
  %199 = load i64, ptr %21, align 8, !dbg !359
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %198, i64 noundef %199), !dbg !360
  ret i32 0, !dbg !361
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mix(i64 noundef %0, i64 noundef %1) #0 !dbg !362 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !365, !DIExpression(), !366)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !367, !DIExpression(), !368)
  %5 = load i64, ptr %4, align 8, !dbg !369
  %6 = add i64 %5, -7046029254386353131, !dbg !370
  %7 = load i64, ptr %3, align 8, !dbg !371
  %8 = shl i64 %7, 6, !dbg !372
  %9 = add i64 %6, %8, !dbg !373
  %10 = load i64, ptr %3, align 8, !dbg !374
  %11 = lshr i64 %10, 2, !dbg !375
  %12 = add i64 %9, %11, !dbg !376
  %13 = load i64, ptr %3, align 8, !dbg !377
  %14 = xor i64 %13, %12, !dbg !377
  store i64 %14, ptr %3, align 8, !dbg !377
  %15 = load i64, ptr %3, align 8, !dbg !378
  ret i64 %15, !dbg !379
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!113, !114, !115, !116, !117, !118, !119, !120}
!llvm.ident = !{!121}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ilp32_types.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "6d377b65f1ef45772c3b7a90d1d79394")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 632, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 79)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 496, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 62)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 15)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "vul", scope: !19, file: !2, line: 15, type: !112, isLocal: true, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !35, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21, !22, !24, !25, !26, !27, !28, !29, !30, !31, !33, !34}
!21 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !23, line: 18, baseType: !21)
!23 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!24 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!25 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!28 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!29 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !32, line: 96, baseType: !21)
!32 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 32)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!35 = !{!0, !7, !12, !36, !41, !46, !48, !53, !58, !63, !68, !73, !75, !80, !82, !87, !89, !94, !96, !98, !103, !17, !106, !109}
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 25)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 23)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !43, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 32)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 28)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 33)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 11)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 19)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !70, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 24)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !70, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 27)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !38, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 34)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !84, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !55, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 29)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(name: "vl", scope: !19, file: !2, line: 14, type: !105, isLocal: true, isDefinition: true)
!105 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !24)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(name: "vll", scope: !19, file: !2, line: 16, type: !108, isLocal: true, isDefinition: true)
!108 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !28)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "vull", scope: !19, file: !2, line: 17, type: !111, isLocal: true, isDefinition: true)
!111 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !29)
!112 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !25)
!113 = !{i32 1, !"NumRegisterParameters", i32 0}
!114 = !{i32 7, !"Dwarf Version", i32 5}
!115 = !{i32 2, !"Debug Info Version", i32 3}
!116 = !{i32 1, !"wchar_size", i32 4}
!117 = !{i32 8, !"PIC Level", i32 2}
!118 = !{i32 7, !"PIE Level", i32 2}
!119 = !{i32 7, !"uwtable", i32 2}
!120 = !{i32 7, !"frame-pointer", i32 2}
!121 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!122 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !123, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !125)
!123 = !DISubroutineType(types: !124)
!124 = !{!26}
!125 = !{}
!126 = !DILocation(line: 25, column: 3, scope: !122)
!127 = !DILocation(line: 29, column: 3, scope: !122)
!128 = !DILocation(line: 31, column: 3, scope: !122)
!129 = !DILocation(line: 34, column: 7, scope: !122)
!130 = !DILocalVariable(name: "u", scope: !122, file: !2, line: 35, type: !25)
!131 = !DILocation(line: 35, column: 17, scope: !122)
!132 = !DILocation(line: 35, column: 21, scope: !122)
!133 = !DILocation(line: 35, column: 25, scope: !122)
!134 = !DILocation(line: 36, column: 39, scope: !122)
!135 = !DILocation(line: 36, column: 42, scope: !122)
!136 = !DILocation(line: 36, column: 46, scope: !122)
!137 = !DILocation(line: 36, column: 51, scope: !122)
!138 = !DILocation(line: 36, column: 55, scope: !122)
!139 = !DILocation(line: 36, column: 3, scope: !122)
!140 = !DILocation(line: 37, column: 6, scope: !122)
!141 = !DILocalVariable(name: "l", scope: !122, file: !2, line: 38, type: !24)
!142 = !DILocation(line: 38, column: 8, scope: !122)
!143 = !DILocation(line: 38, column: 12, scope: !122)
!144 = !DILocation(line: 39, column: 37, scope: !122)
!145 = !DILocation(line: 39, column: 39, scope: !122)
!146 = !DILocation(line: 39, column: 44, scope: !122)
!147 = !DILocation(line: 39, column: 46, scope: !122)
!148 = !DILocation(line: 39, column: 55, scope: !122)
!149 = !DILocation(line: 39, column: 54, scope: !122)
!150 = !DILocation(line: 39, column: 57, scope: !122)
!151 = !DILocation(line: 39, column: 84, scope: !122)
!152 = !DILocation(line: 39, column: 86, scope: !122)
!153 = !DILocation(line: 39, column: 3, scope: !122)
!154 = !DILocalVariable(name: "acc", scope: !122, file: !2, line: 42, type: !28)
!155 = !DILocation(line: 42, column: 13, scope: !122)
!156 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 43, type: !26)
!157 = distinct !DILexicalBlock(scope: !122, file: !2, line: 43, column: 3)
!158 = !DILocation(line: 43, column: 12, scope: !157)
!159 = !DILocation(line: 43, column: 8, scope: !157)
!160 = !DILocation(line: 43, column: 19, scope: !161)
!161 = distinct !DILexicalBlock(scope: !157, file: !2, line: 43, column: 3)
!162 = !DILocation(line: 43, column: 21, scope: !161)
!163 = !DILocation(line: 43, column: 3, scope: !157)
!164 = !DILocation(line: 44, column: 11, scope: !165)
!165 = distinct !DILexicalBlock(scope: !161, file: !2, line: 43, column: 32)
!166 = !DILocation(line: 44, column: 9, scope: !165)
!167 = !DILocation(line: 45, column: 11, scope: !165)
!168 = !DILocation(line: 45, column: 15, scope: !165)
!169 = !DILocation(line: 45, column: 21, scope: !165)
!170 = !DILocation(line: 45, column: 19, scope: !165)
!171 = !DILocation(line: 45, column: 9, scope: !165)
!172 = !DILocation(line: 46, column: 3, scope: !165)
!173 = !DILocation(line: 43, column: 28, scope: !161)
!174 = !DILocation(line: 43, column: 3, scope: !161)
!175 = distinct !{!175, !163, !176, !177}
!176 = !DILocation(line: 46, column: 3, scope: !157)
!177 = !{!"llvm.loop.mustprogress"}
!178 = !DILocation(line: 47, column: 37, scope: !122)
!179 = !DILocation(line: 47, column: 42, scope: !122)
!180 = !DILocation(line: 47, column: 46, scope: !122)
!181 = !DILocation(line: 47, column: 57, scope: !122)
!182 = !DILocation(line: 47, column: 61, scope: !122)
!183 = !DILocation(line: 47, column: 3, scope: !122)
!184 = !DILocation(line: 48, column: 7, scope: !122)
!185 = !DILocation(line: 49, column: 46, scope: !122)
!186 = !DILocation(line: 49, column: 50, scope: !122)
!187 = !DILocation(line: 49, column: 55, scope: !122)
!188 = !DILocation(line: 49, column: 59, scope: !122)
!189 = !DILocation(line: 49, column: 64, scope: !122)
!190 = !DILocation(line: 49, column: 68, scope: !122)
!191 = !DILocation(line: 49, column: 82, scope: !122)
!192 = !DILocation(line: 49, column: 86, scope: !122)
!193 = !DILocation(line: 49, column: 3, scope: !122)
!194 = !DILocation(line: 50, column: 8, scope: !122)
!195 = !DILocation(line: 51, column: 42, scope: !122)
!196 = !DILocation(line: 51, column: 47, scope: !122)
!197 = !DILocation(line: 51, column: 52, scope: !122)
!198 = !DILocation(line: 51, column: 57, scope: !122)
!199 = !DILocation(line: 51, column: 74, scope: !122)
!200 = !DILocation(line: 51, column: 79, scope: !122)
!201 = !DILocation(line: 51, column: 3, scope: !122)
!202 = !DILocalVariable(name: "s", scope: !203, file: !2, line: 52, type: !26)
!203 = distinct !DILexicalBlock(scope: !122, file: !2, line: 52, column: 3)
!204 = !DILocation(line: 52, column: 12, scope: !203)
!205 = !DILocation(line: 52, column: 8, scope: !203)
!206 = !DILocation(line: 52, column: 19, scope: !207)
!207 = distinct !DILexicalBlock(scope: !203, file: !2, line: 52, column: 3)
!208 = !DILocation(line: 52, column: 21, scope: !207)
!209 = !DILocation(line: 52, column: 3, scope: !203)
!210 = !DILocation(line: 53, column: 10, scope: !211)
!211 = distinct !DILexicalBlock(scope: !207, file: !2, line: 52, column: 35)
!212 = !DILocation(line: 54, column: 9, scope: !211)
!213 = !DILocation(line: 55, column: 49, scope: !211)
!214 = !DILocation(line: 55, column: 52, scope: !211)
!215 = !DILocation(line: 55, column: 60, scope: !211)
!216 = !DILocation(line: 55, column: 57, scope: !211)
!217 = !DILocation(line: 55, column: 63, scope: !211)
!218 = !DILocation(line: 55, column: 71, scope: !211)
!219 = !DILocation(line: 55, column: 68, scope: !211)
!220 = !DILocation(line: 55, column: 74, scope: !211)
!221 = !DILocation(line: 55, column: 81, scope: !211)
!222 = !DILocation(line: 55, column: 78, scope: !211)
!223 = !DILocation(line: 55, column: 5, scope: !211)
!224 = !DILocation(line: 56, column: 3, scope: !211)
!225 = !DILocation(line: 52, column: 29, scope: !207)
!226 = !DILocation(line: 52, column: 3, scope: !207)
!227 = distinct !{!227, !209, !228, !177}
!228 = !DILocation(line: 56, column: 3, scope: !203)
!229 = !DILocalVariable(name: "h", scope: !122, file: !2, line: 57, type: !29)
!230 = !DILocation(line: 57, column: 22, scope: !122)
!231 = !DILocalVariable(name: "i", scope: !232, file: !2, line: 58, type: !29)
!232 = distinct !DILexicalBlock(scope: !122, file: !2, line: 58, column: 3)
!233 = !DILocation(line: 58, column: 27, scope: !232)
!234 = !DILocation(line: 58, column: 8, scope: !232)
!235 = !DILocation(line: 58, column: 34, scope: !236)
!236 = distinct !DILexicalBlock(scope: !232, file: !2, line: 58, column: 3)
!237 = !DILocation(line: 58, column: 36, scope: !236)
!238 = !DILocation(line: 58, column: 3, scope: !232)
!239 = !DILocation(line: 59, column: 13, scope: !236)
!240 = !DILocation(line: 59, column: 16, scope: !236)
!241 = !DILocation(line: 59, column: 20, scope: !236)
!242 = !DILocation(line: 59, column: 18, scope: !236)
!243 = !DILocation(line: 59, column: 9, scope: !236)
!244 = !DILocation(line: 59, column: 7, scope: !236)
!245 = !DILocation(line: 59, column: 5, scope: !236)
!246 = !DILocation(line: 58, column: 45, scope: !236)
!247 = !DILocation(line: 58, column: 3, scope: !236)
!248 = distinct !{!248, !238, !249, !177}
!249 = !DILocation(line: 59, column: 21, scope: !232)
!250 = !DILocation(line: 60, column: 25, scope: !122)
!251 = !DILocation(line: 60, column: 3, scope: !122)
!252 = !DILocation(line: 63, column: 7, scope: !122)
!253 = !DILocation(line: 64, column: 39, scope: !122)
!254 = !DILocation(line: 64, column: 33, scope: !122)
!255 = !DILocation(line: 64, column: 59, scope: !122)
!256 = !DILocation(line: 64, column: 44, scope: !122)
!257 = !DILocation(line: 64, column: 76, scope: !122)
!258 = !DILocation(line: 64, column: 69, scope: !122)
!259 = !DILocation(line: 64, column: 64, scope: !122)
!260 = !DILocation(line: 64, column: 3, scope: !122)
!261 = !DILocation(line: 65, column: 6, scope: !122)
!262 = !DILocation(line: 66, column: 44, scope: !122)
!263 = !DILocation(line: 66, column: 33, scope: !122)
!264 = !DILocation(line: 66, column: 83, scope: !122)
!265 = !DILocation(line: 66, column: 48, scope: !122)
!266 = !DILocation(line: 66, column: 3, scope: !122)
!267 = !DILocation(line: 67, column: 7, scope: !122)
!268 = !DILocalVariable(name: "d", scope: !122, file: !2, line: 68, type: !30)
!269 = !DILocation(line: 68, column: 10, scope: !122)
!270 = !DILocation(line: 68, column: 22, scope: !122)
!271 = !DILocation(line: 68, column: 14, scope: !122)
!272 = !DILocation(line: 69, column: 38, scope: !122)
!273 = !DILocation(line: 69, column: 53, scope: !122)
!274 = !DILocation(line: 69, column: 55, scope: !122)
!275 = !DILocation(line: 69, column: 41, scope: !122)
!276 = !DILocation(line: 69, column: 82, scope: !122)
!277 = !DILocation(line: 69, column: 84, scope: !122)
!278 = !DILocation(line: 69, column: 61, scope: !122)
!279 = !DILocation(line: 69, column: 3, scope: !122)
!280 = !DILocation(line: 70, column: 8, scope: !122)
!281 = !DILocation(line: 71, column: 41, scope: !122)
!282 = !DILocation(line: 71, column: 33, scope: !122)
!283 = !DILocation(line: 71, column: 3, scope: !122)
!284 = !DILocation(line: 72, column: 3, scope: !122)
!285 = !DILocation(line: 74, column: 3, scope: !122)
!286 = !DILocalVariable(name: "arr", scope: !122, file: !2, line: 78, type: !287)
!287 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 3200, elements: !288)
!288 = !{!289}
!289 = !DISubrange(count: 100)
!290 = !DILocation(line: 78, column: 7, scope: !122)
!291 = !DILocalVariable(name: "i", scope: !292, file: !2, line: 79, type: !26)
!292 = distinct !DILexicalBlock(scope: !122, file: !2, line: 79, column: 3)
!293 = !DILocation(line: 79, column: 12, scope: !292)
!294 = !DILocation(line: 79, column: 8, scope: !292)
!295 = !DILocation(line: 79, column: 19, scope: !296)
!296 = distinct !DILexicalBlock(scope: !292, file: !2, line: 79, column: 3)
!297 = !DILocation(line: 79, column: 21, scope: !296)
!298 = !DILocation(line: 79, column: 3, scope: !292)
!299 = !DILocation(line: 80, column: 14, scope: !296)
!300 = !DILocation(line: 80, column: 9, scope: !296)
!301 = !DILocation(line: 80, column: 5, scope: !296)
!302 = !DILocation(line: 80, column: 12, scope: !296)
!303 = !DILocation(line: 79, column: 29, scope: !296)
!304 = !DILocation(line: 79, column: 3, scope: !296)
!305 = distinct !{!305, !298, !306, !177}
!306 = !DILocation(line: 80, column: 14, scope: !292)
!307 = !DILocalVariable(name: "p", scope: !122, file: !2, line: 81, type: !33)
!308 = !DILocation(line: 81, column: 8, scope: !122)
!309 = !DILocation(line: 81, column: 12, scope: !122)
!310 = !DILocation(line: 81, column: 16, scope: !122)
!311 = !DILocalVariable(name: "q", scope: !122, file: !2, line: 81, type: !33)
!312 = !DILocation(line: 81, column: 23, scope: !122)
!313 = !DILocation(line: 81, column: 27, scope: !122)
!314 = !DILocation(line: 81, column: 31, scope: !122)
!315 = !DILocalVariable(name: "diff", scope: !122, file: !2, line: 82, type: !316)
!316 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !317, line: 18, baseType: !26)
!317 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!318 = !DILocation(line: 82, column: 13, scope: !122)
!319 = !DILocation(line: 82, column: 20, scope: !122)
!320 = !DILocation(line: 82, column: 24, scope: !122)
!321 = !DILocation(line: 82, column: 22, scope: !122)
!322 = !DILocalVariable(name: "up", scope: !122, file: !2, line: 83, type: !31)
!323 = !DILocation(line: 83, column: 13, scope: !122)
!324 = !DILocation(line: 83, column: 29, scope: !122)
!325 = !DILocation(line: 83, column: 18, scope: !122)
!326 = !DILocalVariable(name: "back", scope: !122, file: !2, line: 84, type: !33)
!327 = !DILocation(line: 84, column: 8, scope: !122)
!328 = !DILocation(line: 84, column: 22, scope: !122)
!329 = !DILocation(line: 84, column: 15, scope: !122)
!330 = !DILocation(line: 85, column: 53, scope: !122)
!331 = !DILocation(line: 85, column: 60, scope: !122)
!332 = !DILocation(line: 85, column: 59, scope: !122)
!333 = !DILocation(line: 86, column: 29, scope: !122)
!334 = !DILocation(line: 86, column: 41, scope: !122)
!335 = !DILocation(line: 86, column: 31, scope: !122)
!336 = !DILocation(line: 85, column: 3, scope: !122)
!337 = !DILocalVariable(name: "r", scope: !122, file: !2, line: 89, type: !24)
!338 = !DILocation(line: 89, column: 8, scope: !122)
!339 = !DILocalVariable(name: "o1", scope: !122, file: !2, line: 90, type: !26)
!340 = !DILocation(line: 90, column: 7, scope: !122)
!341 = !DILocation(line: 90, column: 12, scope: !122)
!342 = !DILocation(line: 91, column: 41, scope: !122)
!343 = !DILocation(line: 91, column: 45, scope: !122)
!344 = !DILocation(line: 91, column: 3, scope: !122)
!345 = !DILocalVariable(name: "ur", scope: !122, file: !2, line: 92, type: !25)
!346 = !DILocation(line: 92, column: 17, scope: !122)
!347 = !DILocalVariable(name: "o2", scope: !122, file: !2, line: 93, type: !26)
!348 = !DILocation(line: 93, column: 7, scope: !122)
!349 = !DILocation(line: 93, column: 12, scope: !122)
!350 = !DILocation(line: 94, column: 42, scope: !122)
!351 = !DILocation(line: 94, column: 46, scope: !122)
!352 = !DILocation(line: 94, column: 3, scope: !122)
!353 = !DILocalVariable(name: "rr", scope: !122, file: !2, line: 95, type: !28)
!354 = !DILocation(line: 95, column: 13, scope: !122)
!355 = !DILocalVariable(name: "o3", scope: !122, file: !2, line: 96, type: !26)
!356 = !DILocation(line: 96, column: 7, scope: !122)
!357 = !DILocation(line: 96, column: 12, scope: !122)
!358 = !DILocation(line: 97, column: 43, scope: !122)
!359 = !DILocation(line: 97, column: 47, scope: !122)
!360 = !DILocation(line: 97, column: 3, scope: !122)
!361 = !DILocation(line: 98, column: 3, scope: !122)
!362 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 19, type: !363, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !19, retainedNodes: !125)
!363 = !DISubroutineType(types: !364)
!364 = !{!29, !29, !29}
!365 = !DILocalVariable(name: "h", arg: 1, scope: !362, file: !2, line: 19, type: !29)
!366 = !DILocation(line: 19, column: 50, scope: !362)
!367 = !DILocalVariable(name: "v", arg: 2, scope: !362, file: !2, line: 19, type: !29)
!368 = !DILocation(line: 19, column: 72, scope: !362)
!369 = !DILocation(line: 20, column: 8, scope: !362)
!370 = !DILocation(line: 20, column: 10, scope: !362)
!371 = !DILocation(line: 20, column: 37, scope: !362)
!372 = !DILocation(line: 20, column: 39, scope: !362)
!373 = !DILocation(line: 20, column: 34, scope: !362)
!374 = !DILocation(line: 20, column: 48, scope: !362)
!375 = !DILocation(line: 20, column: 50, scope: !362)
!376 = !DILocation(line: 20, column: 45, scope: !362)
!377 = !DILocation(line: 20, column: 5, scope: !362)
!378 = !DILocation(line: 21, column: 10, scope: !362)
!379 = !DILocation(line: 21, column: 3, scope: !362)
