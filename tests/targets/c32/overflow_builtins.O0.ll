; ModuleID = 'overflow_builtins.c'
source_filename = "overflow_builtins.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"u add: %d \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"u sub: %d \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c"u8: %d \00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [4 x i8] c"%u \00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [13 x i8] c"i16 mul: %d \00", align 1, !dbg !23
@.str.7 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [21 x i8] c"neg to unsigned: %d \00", align 1, !dbg !30
@.str.9 = private unnamed_addr constant [6 x i8] c"%llu\0A\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [25 x i8] c"big unsigned to int: %d \00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [49 x i8] c"u64 factorial overflows at %llu! (last ok %llu)\0A\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [32 x i8] c"int factorial overflows at %d!\0A\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [20 x i8] c"3^%d fits in int64\0A\00", align 1, !dbg !55
@.str.14 = private unnamed_addr constant [28 x i8] c"sum overflowed=%d total=%d\0A\00", align 1, !dbg !60
@__const.add_cases.a = private unnamed_addr constant [6 x i32] [i32 1, i32 2147483647, i32 -2147483648, i32 -1, i32 1000000000, i32 -2000000000], align 4
@.str.15 = private unnamed_addr constant [37 x i8] c"%d+%d: o=%d r=%d | %d-%d: o=%d r=%d\0A\00", align 1, !dbg !65
@__const.mul_cases.v = private unnamed_addr constant [8 x i64] [i64 0, i64 1, i64 -1, i64 3037000499, i64 3037000500, i64 9223372036854775807, i64 -9223372036854775808, i64 4294967296], align 8
@.str.16 = private unnamed_addr constant [24 x i8] c"%lld*%lld: o=%d r=%lld\0A\00", align 1, !dbg !70

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !93 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  %4 = alloca i16, align 2
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @add_cases(), !dbg !98
  call void @mul_cases(), !dbg !99
    #dbg_declare(ptr %2, !100, !DIExpression(), !102)
  %17 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 -294967296, i32 300000000), !dbg !103
  %18 = extractvalue { i32, i1 } %17, 1, !dbg !103
  %19 = extractvalue { i32, i1 } %17, 0, !dbg !103
  store i32 %19, ptr %2, align 4, !dbg !103
  %20 = zext i1 %18 to i32, !dbg !103
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %20), !dbg !104
  %22 = load i32, ptr %2, align 4, !dbg !105
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %22), !dbg !106
  %24 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 5, i32 6), !dbg !107
  %25 = extractvalue { i32, i1 } %24, 1, !dbg !107
  %26 = extractvalue { i32, i1 } %24, 0, !dbg !107
  store i32 %26, ptr %2, align 4, !dbg !107
  %27 = zext i1 %25 to i32, !dbg !107
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %27), !dbg !108
  %29 = load i32, ptr %2, align 4, !dbg !109
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %29), !dbg !110
    #dbg_declare(ptr %3, !111, !DIExpression(), !116)
  %31 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 200, i32 55), !dbg !117
  %32 = extractvalue { i32, i1 } %31, 1, !dbg !117
  %33 = extractvalue { i32, i1 } %31, 0, !dbg !117
  %34 = trunc i32 %33 to i8, !dbg !117
  %35 = zext i8 %34 to i32, !dbg !117
  %36 = icmp ne i32 %33, %35, !dbg !117
  %37 = or i1 %32, %36, !dbg !117
  store i8 %34, ptr %3, align 1, !dbg !117
  %38 = zext i1 %37 to i32, !dbg !117
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %38), !dbg !118
  %40 = load i8, ptr %3, align 1, !dbg !119
  %41 = zext i8 %40 to i32, !dbg !119
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %41), !dbg !120
  %43 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 200, i32 56), !dbg !121
  %44 = extractvalue { i32, i1 } %43, 1, !dbg !121
  %45 = extractvalue { i32, i1 } %43, 0, !dbg !121
  %46 = trunc i32 %45 to i8, !dbg !121
  %47 = zext i8 %46 to i32, !dbg !121
  %48 = icmp ne i32 %45, %47, !dbg !121
  %49 = or i1 %44, %48, !dbg !121
  store i8 %46, ptr %3, align 1, !dbg !121
  %50 = zext i1 %49 to i32, !dbg !121
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %50), !dbg !122
  %52 = load i8, ptr %3, align 1, !dbg !123
  %53 = zext i8 %52 to i32, !dbg !123
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %53), !dbg !124
    #dbg_declare(ptr %4, !125, !DIExpression(), !129)
  %55 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 300, i32 109), !dbg !130
  %56 = extractvalue { i32, i1 } %55, 1, !dbg !130
  %57 = extractvalue { i32, i1 } %55, 0, !dbg !130
  %58 = trunc i32 %57 to i16, !dbg !130
  %59 = sext i16 %58 to i32, !dbg !130
  %60 = icmp ne i32 %57, %59, !dbg !130
  %61 = or i1 %56, %60, !dbg !130
  store i16 %58, ptr %4, align 2, !dbg !130
  %62 = zext i1 %61 to i32, !dbg !130
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %62), !dbg !131
  %64 = load i16, ptr %4, align 2, !dbg !132
  %65 = sext i16 %64 to i32, !dbg !132
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %65), !dbg !133
  %67 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 300, i32 110), !dbg !134
  %68 = extractvalue { i32, i1 } %67, 1, !dbg !134
  %69 = extractvalue { i32, i1 } %67, 0, !dbg !134
  %70 = trunc i32 %69 to i16, !dbg !134
  %71 = sext i16 %70 to i32, !dbg !134
  %72 = icmp ne i32 %69, %71, !dbg !134
  %73 = or i1 %68, %72, !dbg !134
  store i16 %70, ptr %4, align 2, !dbg !134
  %74 = zext i1 %73 to i32, !dbg !134
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %74), !dbg !135
  %76 = load i16, ptr %4, align 2, !dbg !136
  %77 = sext i16 %76 to i32, !dbg !136
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %77), !dbg !137
    #dbg_declare(ptr %5, !138, !DIExpression(), !139)
  %79 = call { i65, i1 } @llvm.sadd.with.overflow.i65(i65 -5, i65 3), !dbg !140
  %80 = extractvalue { i65, i1 } %79, 1, !dbg !140
  %81 = extractvalue { i65, i1 } %79, 0, !dbg !140
  %82 = trunc i65 %81 to i64, !dbg !140
  %83 = zext i64 %82 to i65, !dbg !140
  %84 = icmp ne i65 %81, %83, !dbg !140
  %85 = or i1 %80, %84, !dbg !140
  store i64 %82, ptr %5, align 8, !dbg !140
  %86 = zext i1 %85 to i32, !dbg !140
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %86), !dbg !141
  %88 = load i64, ptr %5, align 8, !dbg !142
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %88), !dbg !143
    #dbg_declare(ptr %6, !144, !DIExpression(), !145)
  %90 = call { i33, i1 } @llvm.sadd.with.overflow.i33(i33 3000000000, i33 0), !dbg !146
  %91 = extractvalue { i33, i1 } %90, 1, !dbg !146
  %92 = extractvalue { i33, i1 } %90, 0, !dbg !146
  %93 = trunc i33 %92 to i32, !dbg !146
  %94 = sext i32 %93 to i33, !dbg !146
  %95 = icmp ne i33 %92, %94, !dbg !146
  %96 = or i1 %91, %95, !dbg !146
  store i32 %93, ptr %6, align 4, !dbg !146
  %97 = zext i1 %96 to i32, !dbg !146
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %97), !dbg !147
  %99 = load i32, ptr %6, align 4, !dbg !148
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %99), !dbg !149
    #dbg_declare(ptr %7, !150, !DIExpression(), !153)
  store i64 1, ptr %7, align 8, !dbg !153
    #dbg_declare(ptr %8, !154, !DIExpression(), !156)
  store i64 1, ptr %8, align 8, !dbg !156
  br label %101, !dbg !157

101:                                              ; preds = %113, %0
    #dbg_declare(ptr %9, !158, !DIExpression(), !161)
  %102 = load i64, ptr %7, align 8, !dbg !162
  %103 = load i64, ptr %8, align 8, !dbg !164
  %104 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %102, i64 %103), !dbg !165
  %105 = extractvalue { i64, i1 } %104, 1, !dbg !165
  %106 = extractvalue { i64, i1 } %104, 0, !dbg !165
  store i64 %106, ptr %9, align 8, !dbg !165
  br i1 %105, label %107, label %111, !dbg !166

107:                                              ; preds = %101
  %108 = load i64, ptr %8, align 8, !dbg !167
  %109 = load i64, ptr %7, align 8, !dbg !169
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %108, i64 noundef %109), !dbg !170
  br label %116, !dbg !171

111:                                              ; preds = %101
  %112 = load i64, ptr %9, align 8, !dbg !172
  store i64 %112, ptr %7, align 8, !dbg !173
  br label %113, !dbg !174

113:                                              ; preds = %111
  %114 = load i64, ptr %8, align 8, !dbg !175
  %115 = add i64 %114, 1, !dbg !175
  store i64 %115, ptr %8, align 8, !dbg !175
  br label %101, !dbg !176, !llvm.loop !177

116:                                              ; preds = %107
    #dbg_declare(ptr %10, !180, !DIExpression(), !181)
  store i32 1, ptr %10, align 4, !dbg !181
    #dbg_declare(ptr %11, !182, !DIExpression(), !184)
  store i32 1, ptr %11, align 4, !dbg !184
  br label %117, !dbg !185

117:                                              ; preds = %127, %116
  %118 = load i32, ptr %10, align 4, !dbg !186
  %119 = load i32, ptr %11, align 4, !dbg !190
  %120 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %118, i32 %119), !dbg !191
  %121 = extractvalue { i32, i1 } %120, 1, !dbg !191
  %122 = extractvalue { i32, i1 } %120, 0, !dbg !191
  store i32 %122, ptr %10, align 4, !dbg !191
  br i1 %121, label %123, label %126, !dbg !192

123:                                              ; preds = %117
  %124 = load i32, ptr %11, align 4, !dbg !193
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %124), !dbg !195
  br label %130, !dbg !196

126:                                              ; preds = %117
  br label %127, !dbg !197

127:                                              ; preds = %126
  %128 = load i32, ptr %11, align 4, !dbg !198
  %129 = add nsw i32 %128, 1, !dbg !198
  store i32 %129, ptr %11, align 4, !dbg !198
  br label %117, !dbg !199, !llvm.loop !200

130:                                              ; preds = %123
    #dbg_declare(ptr %12, !203, !DIExpression(), !204)
  store i64 1, ptr %12, align 8, !dbg !204
    #dbg_declare(ptr %13, !205, !DIExpression(), !206)
  store i32 0, ptr %13, align 4, !dbg !206
  br label %131, !dbg !207

131:                                              ; preds = %137, %130
  %132 = load i64, ptr %12, align 8, !dbg !208
  %133 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %132, i64 3), !dbg !209
  %134 = extractvalue { i64, i1 } %133, 1, !dbg !209
  %135 = extractvalue { i64, i1 } %133, 0, !dbg !209
  store i64 %135, ptr %12, align 8, !dbg !209
  %136 = xor i1 %134, true, !dbg !210
  br i1 %136, label %137, label %140, !dbg !207

137:                                              ; preds = %131
  %138 = load i32, ptr %13, align 4, !dbg !211
  %139 = add nsw i32 %138, 1, !dbg !211
  store i32 %139, ptr %13, align 4, !dbg !211
  br label %131, !dbg !207, !llvm.loop !212

140:                                              ; preds = %131
  %141 = load i32, ptr %13, align 4, !dbg !214
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %141), !dbg !215
    #dbg_declare(ptr %14, !216, !DIExpression(), !217)
  store i32 0, ptr %14, align 4, !dbg !217
    #dbg_declare(ptr %15, !218, !DIExpression(), !219)
  store i32 0, ptr %15, align 4, !dbg !219
    #dbg_declare(ptr %16, !220, !DIExpression(), !222)
  store i32 0, ptr %16, align 4, !dbg !222
  br label %143, !dbg !223

143:                                              ; preds = %160, %140
  %144 = load i32, ptr %16, align 4, !dbg !224
  %145 = icmp slt i32 %144, 100000, !dbg !226
  br i1 %145, label %146, label %150, !dbg !227

146:                                              ; preds = %143
  %147 = load i32, ptr %15, align 4, !dbg !228
  %148 = icmp ne i32 %147, 0, !dbg !229
  %149 = xor i1 %148, true, !dbg !229
  br label %150

150:                                              ; preds = %146, %143
  %151 = phi i1 [ false, %143 ], [ %149, %146 ], !dbg !230
  br i1 %151, label %152, label %163, !dbg !231

152:                                              ; preds = %150
  %153 = load i32, ptr %14, align 4, !dbg !232
  %154 = load i32, ptr %16, align 4, !dbg !233
  %155 = mul nsw i32 %154, 1000, !dbg !234
  %156 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %153, i32 %155), !dbg !235
  %157 = extractvalue { i32, i1 } %156, 1, !dbg !235
  %158 = extractvalue { i32, i1 } %156, 0, !dbg !235
  store i32 %158, ptr %14, align 4, !dbg !235
  %159 = zext i1 %157 to i32, !dbg !235
  store i32 %159, ptr %15, align 4, !dbg !236
  br label %160, !dbg !237

160:                                              ; preds = %152
  %161 = load i32, ptr %16, align 4, !dbg !238
  %162 = add nsw i32 %161, 1, !dbg !238
  store i32 %162, ptr %16, align 4, !dbg !238
  br label %143, !dbg !239, !llvm.loop !240

163:                                              ; preds = %150
  %164 = load i32, ptr %15, align 4, !dbg !242
  %165 = load i32, ptr %14, align 4, !dbg !243
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %164, i32 noundef %165), !dbg !244
  ret i32 0, !dbg !245
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_cases() #0 !dbg !246 {
  %1 = alloca [6 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
    #dbg_declare(ptr %1, !249, !DIExpression(), !251)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %1, ptr align 4 @__const.add_cases.a, i32 24, i1 false), !dbg !251
    #dbg_declare(ptr %2, !252, !DIExpression(), !254)
  store i32 0, ptr %2, align 4, !dbg !254
  br label %8, !dbg !255

8:                                                ; preds = %57, %0
  %9 = load i32, ptr %2, align 4, !dbg !256
  %10 = icmp slt i32 %9, 6, !dbg !258
  br i1 %10, label %11, label %60, !dbg !259

11:                                               ; preds = %8
    #dbg_declare(ptr %3, !260, !DIExpression(), !262)
  store i32 0, ptr %3, align 4, !dbg !262
  br label %12, !dbg !263

12:                                               ; preds = %53, %11
  %13 = load i32, ptr %3, align 4, !dbg !264
  %14 = icmp slt i32 %13, 6, !dbg !266
  br i1 %14, label %15, label %56, !dbg !267

15:                                               ; preds = %12
    #dbg_declare(ptr %4, !268, !DIExpression(), !270)
    #dbg_declare(ptr %5, !271, !DIExpression(), !272)
  %16 = load i32, ptr %2, align 4, !dbg !273
  %17 = getelementptr inbounds [6 x i32], ptr %1, i32 0, i32 %16, !dbg !274
  %18 = load i32, ptr %17, align 4, !dbg !274
  %19 = load i32, ptr %3, align 4, !dbg !275
  %20 = getelementptr inbounds [6 x i32], ptr %1, i32 0, i32 %19, !dbg !276
  %21 = load i32, ptr %20, align 4, !dbg !276
  %22 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %18, i32 %21), !dbg !277
  %23 = extractvalue { i32, i1 } %22, 1, !dbg !277
  %24 = extractvalue { i32, i1 } %22, 0, !dbg !277
  store i32 %24, ptr %4, align 4, !dbg !277
  %25 = zext i1 %23 to i32, !dbg !277
  store i32 %25, ptr %5, align 4, !dbg !272
    #dbg_declare(ptr %6, !278, !DIExpression(), !279)
    #dbg_declare(ptr %7, !280, !DIExpression(), !281)
  %26 = load i32, ptr %2, align 4, !dbg !282
  %27 = getelementptr inbounds [6 x i32], ptr %1, i32 0, i32 %26, !dbg !283
  %28 = load i32, ptr %27, align 4, !dbg !283
  %29 = load i32, ptr %3, align 4, !dbg !284
  %30 = getelementptr inbounds [6 x i32], ptr %1, i32 0, i32 %29, !dbg !285
  %31 = load i32, ptr %30, align 4, !dbg !285
  %32 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %28, i32 %31), !dbg !286
  %33 = extractvalue { i32, i1 } %32, 1, !dbg !286
  %34 = extractvalue { i32, i1 } %32, 0, !dbg !286
  store i32 %34, ptr %6, align 4, !dbg !286
  %35 = zext i1 %33 to i32, !dbg !286
  store i32 %35, ptr %7, align 4, !dbg !281
  %36 = load i32, ptr %2, align 4, !dbg !287
  %37 = getelementptr inbounds [6 x i32], ptr %1, i32 0, i32 %36, !dbg !288
  %38 = load i32, ptr %37, align 4, !dbg !288
  %39 = load i32, ptr %3, align 4, !dbg !289
  %40 = getelementptr inbounds [6 x i32], ptr %1, i32 0, i32 %39, !dbg !290
  %41 = load i32, ptr %40, align 4, !dbg !290
  %42 = load i32, ptr %5, align 4, !dbg !291
  %43 = load i32, ptr %4, align 4, !dbg !292
  %44 = load i32, ptr %2, align 4, !dbg !293
  %45 = getelementptr inbounds [6 x i32], ptr %1, i32 0, i32 %44, !dbg !294
  %46 = load i32, ptr %45, align 4, !dbg !294
  %47 = load i32, ptr %3, align 4, !dbg !295
  %48 = getelementptr inbounds [6 x i32], ptr %1, i32 0, i32 %47, !dbg !296
  %49 = load i32, ptr %48, align 4, !dbg !296
  %50 = load i32, ptr %7, align 4, !dbg !297
  %51 = load i32, ptr %6, align 4, !dbg !298
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %38, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %46, i32 noundef %49, i32 noundef %50, i32 noundef %51), !dbg !299
  br label %53, !dbg !300

53:                                               ; preds = %15
  %54 = load i32, ptr %3, align 4, !dbg !301
  %55 = add nsw i32 %54, 1, !dbg !301
  store i32 %55, ptr %3, align 4, !dbg !301
  br label %12, !dbg !302, !llvm.loop !303

56:                                               ; preds = %12
  br label %57, !dbg !304

57:                                               ; preds = %56
  %58 = load i32, ptr %2, align 4, !dbg !305
  %59 = add nsw i32 %58, 1, !dbg !305
  store i32 %59, ptr %2, align 4, !dbg !305
  br label %8, !dbg !306, !llvm.loop !307

60:                                               ; preds = %8
  ret void, !dbg !309
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul_cases() #0 !dbg !310 {
  %1 = alloca [8 x i64], align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
    #dbg_declare(ptr %1, !311, !DIExpression(), !313)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %1, ptr align 8 @__const.mul_cases.v, i32 64, i1 false), !dbg !313
    #dbg_declare(ptr %2, !314, !DIExpression(), !316)
  store i32 0, ptr %2, align 4, !dbg !316
  br label %6, !dbg !317

6:                                                ; preds = %38, %0
  %7 = load i32, ptr %2, align 4, !dbg !318
  %8 = icmp slt i32 %7, 8, !dbg !320
  br i1 %8, label %9, label %41, !dbg !321

9:                                                ; preds = %6
    #dbg_declare(ptr %3, !322, !DIExpression(), !324)
  %10 = load i32, ptr %2, align 4, !dbg !325
  store i32 %10, ptr %3, align 4, !dbg !324
  br label %11, !dbg !326

11:                                               ; preds = %34, %9
  %12 = load i32, ptr %3, align 4, !dbg !327
  %13 = icmp slt i32 %12, 8, !dbg !329
  br i1 %13, label %14, label %37, !dbg !330

14:                                               ; preds = %11
    #dbg_declare(ptr %4, !331, !DIExpression(), !333)
    #dbg_declare(ptr %5, !334, !DIExpression(), !335)
  %15 = load i32, ptr %2, align 4, !dbg !336
  %16 = getelementptr inbounds [8 x i64], ptr %1, i32 0, i32 %15, !dbg !337
  %17 = load i64, ptr %16, align 8, !dbg !337
  %18 = load i32, ptr %3, align 4, !dbg !338
  %19 = getelementptr inbounds [8 x i64], ptr %1, i32 0, i32 %18, !dbg !339
  %20 = load i64, ptr %19, align 8, !dbg !339
  %21 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %17, i64 %20), !dbg !340
  %22 = extractvalue { i64, i1 } %21, 1, !dbg !340
  %23 = extractvalue { i64, i1 } %21, 0, !dbg !340
  store i64 %23, ptr %4, align 8, !dbg !340
  %24 = zext i1 %22 to i32, !dbg !340
  store i32 %24, ptr %5, align 4, !dbg !335
  %25 = load i32, ptr %2, align 4, !dbg !341
  %26 = getelementptr inbounds [8 x i64], ptr %1, i32 0, i32 %25, !dbg !342
  %27 = load i64, ptr %26, align 8, !dbg !342
  %28 = load i32, ptr %3, align 4, !dbg !343
  %29 = getelementptr inbounds [8 x i64], ptr %1, i32 0, i32 %28, !dbg !344
  %30 = load i64, ptr %29, align 8, !dbg !344
  %31 = load i32, ptr %5, align 4, !dbg !345
  %32 = load i64, ptr %4, align 8, !dbg !346
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %27, i64 noundef %30, i32 noundef %31, i64 noundef %32), !dbg !347
  br label %34, !dbg !348

34:                                               ; preds = %14
  %35 = load i32, ptr %3, align 4, !dbg !349
  %36 = add nsw i32 %35, 1, !dbg !349
  store i32 %36, ptr %3, align 4, !dbg !349
  br label %11, !dbg !350, !llvm.loop !351

37:                                               ; preds = %11
  br label %38, !dbg !352

38:                                               ; preds = %37
  %39 = load i32, ptr %2, align 4, !dbg !353
  %40 = add nsw i32 %39, 1, !dbg !353
  store i32 %40, ptr %2, align 4, !dbg !353
  br label %6, !dbg !354, !llvm.loop !355

41:                                               ; preds = %6
  ret void, !dbg !357
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.sadd.with.overflow.i65(i65, i65) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i33, i1 } @llvm.sadd.with.overflow.i33(i33, i33) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!75}
!llvm.module.flags = !{!84, !85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "overflow_builtins.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "61f56452cb3bd47f62f7a9d685882e8a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 8)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !9, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 13)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !9, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 21)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 6)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 25)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 49)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 32)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 20)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 28)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 37)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 24)
!75 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !76, globals: !83, splitDebugInlining: false, nameTableKind: None)
!76 = !{!77, !78}
!77 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !79, line: 27, baseType: !80)
!79 = !DIFile(filename: "/usr/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !81, line: 47, baseType: !82)
!81 = !DIFile(filename: "/usr/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!82 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!83 = !{!0, !7, !12, !14, !19, !21, !23, !28, !30, !35, !40, !45, !50, !55, !60, !65, !70}
!84 = !{i32 1, !"NumRegisterParameters", i32 0}
!85 = !{i32 7, !"Dwarf Version", i32 5}
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 1, !"wchar_size", i32 4}
!88 = !{i32 8, !"PIC Level", i32 2}
!89 = !{i32 7, !"PIE Level", i32 2}
!90 = !{i32 7, !"uwtable", i32 2}
!91 = !{i32 7, !"frame-pointer", i32 2}
!92 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!93 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !94, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !75, retainedNodes: !97)
!94 = !DISubroutineType(types: !95)
!95 = !{!96}
!96 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!97 = !{}
!98 = !DILocation(line: 31, column: 5, scope: !93)
!99 = !DILocation(line: 32, column: 5, scope: !93)
!100 = !DILocalVariable(name: "u", scope: !93, file: !2, line: 34, type: !101)
!101 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!102 = !DILocation(line: 34, column: 14, scope: !93)
!103 = !DILocation(line: 35, column: 26, scope: !93)
!104 = !DILocation(line: 35, column: 5, scope: !93)
!105 = !DILocation(line: 36, column: 20, scope: !93)
!106 = !DILocation(line: 36, column: 5, scope: !93)
!107 = !DILocation(line: 37, column: 26, scope: !93)
!108 = !DILocation(line: 37, column: 5, scope: !93)
!109 = !DILocation(line: 38, column: 20, scope: !93)
!110 = !DILocation(line: 38, column: 5, scope: !93)
!111 = !DILocalVariable(name: "b", scope: !93, file: !2, line: 39, type: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !113, line: 24, baseType: !114)
!113 = !DIFile(filename: "/usr/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !81, line: 38, baseType: !115)
!115 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!116 = !DILocation(line: 39, column: 13, scope: !93)
!117 = !DILocation(line: 40, column: 23, scope: !93)
!118 = !DILocation(line: 40, column: 5, scope: !93)
!119 = !DILocation(line: 41, column: 19, scope: !93)
!120 = !DILocation(line: 41, column: 5, scope: !93)
!121 = !DILocation(line: 42, column: 19, scope: !93)
!122 = !DILocation(line: 42, column: 5, scope: !93)
!123 = !DILocation(line: 43, column: 20, scope: !93)
!124 = !DILocation(line: 43, column: 5, scope: !93)
!125 = !DILocalVariable(name: "s16", scope: !93, file: !2, line: 44, type: !126)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !79, line: 25, baseType: !127)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !81, line: 39, baseType: !128)
!128 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!129 = !DILocation(line: 44, column: 13, scope: !93)
!130 = !DILocation(line: 45, column: 28, scope: !93)
!131 = !DILocation(line: 45, column: 5, scope: !93)
!132 = !DILocation(line: 46, column: 19, scope: !93)
!133 = !DILocation(line: 46, column: 5, scope: !93)
!134 = !DILocation(line: 47, column: 19, scope: !93)
!135 = !DILocation(line: 47, column: 5, scope: !93)
!136 = !DILocation(line: 48, column: 20, scope: !93)
!137 = !DILocation(line: 48, column: 5, scope: !93)
!138 = !DILocalVariable(name: "ull", scope: !93, file: !2, line: 50, type: !77)
!139 = !DILocation(line: 50, column: 24, scope: !93)
!140 = !DILocation(line: 51, column: 36, scope: !93)
!141 = !DILocation(line: 51, column: 5, scope: !93)
!142 = !DILocation(line: 52, column: 22, scope: !93)
!143 = !DILocation(line: 52, column: 5, scope: !93)
!144 = !DILocalVariable(name: "si", scope: !93, file: !2, line: 53, type: !96)
!145 = !DILocation(line: 53, column: 9, scope: !93)
!146 = !DILocation(line: 54, column: 40, scope: !93)
!147 = !DILocation(line: 54, column: 5, scope: !93)
!148 = !DILocation(line: 55, column: 20, scope: !93)
!149 = !DILocation(line: 55, column: 5, scope: !93)
!150 = !DILocalVariable(name: "f", scope: !93, file: !2, line: 57, type: !151)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !113, line: 27, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !81, line: 48, baseType: !77)
!153 = !DILocation(line: 57, column: 14, scope: !93)
!154 = !DILocalVariable(name: "n", scope: !155, file: !2, line: 58, type: !151)
!155 = distinct !DILexicalBlock(scope: !93, file: !2, line: 58, column: 5)
!156 = !DILocation(line: 58, column: 19, scope: !155)
!157 = !DILocation(line: 58, column: 10, scope: !155)
!158 = !DILocalVariable(name: "nf", scope: !159, file: !2, line: 59, type: !151)
!159 = distinct !DILexicalBlock(scope: !160, file: !2, line: 58, column: 32)
!160 = distinct !DILexicalBlock(scope: !155, file: !2, line: 58, column: 5)
!161 = !DILocation(line: 59, column: 18, scope: !159)
!162 = !DILocation(line: 60, column: 36, scope: !163)
!163 = distinct !DILexicalBlock(scope: !159, file: !2, line: 60, column: 13)
!164 = !DILocation(line: 60, column: 39, scope: !163)
!165 = !DILocation(line: 60, column: 13, scope: !163)
!166 = !DILocation(line: 60, column: 13, scope: !159)
!167 = !DILocation(line: 61, column: 93, scope: !168)
!168 = distinct !DILexicalBlock(scope: !163, file: !2, line: 60, column: 48)
!169 = !DILocation(line: 62, column: 40, scope: !168)
!170 = !DILocation(line: 61, column: 13, scope: !168)
!171 = !DILocation(line: 63, column: 13, scope: !168)
!172 = !DILocation(line: 65, column: 13, scope: !159)
!173 = !DILocation(line: 65, column: 11, scope: !159)
!174 = !DILocation(line: 66, column: 5, scope: !159)
!175 = !DILocation(line: 58, column: 28, scope: !160)
!176 = !DILocation(line: 58, column: 5, scope: !160)
!177 = distinct !{!177, !178, !179}
!178 = !DILocation(line: 58, column: 5, scope: !155)
!179 = !DILocation(line: 66, column: 5, scope: !155)
!180 = !DILocalVariable(name: "fi", scope: !93, file: !2, line: 67, type: !96)
!181 = !DILocation(line: 67, column: 9, scope: !93)
!182 = !DILocalVariable(name: "n", scope: !183, file: !2, line: 68, type: !96)
!183 = distinct !DILexicalBlock(scope: !93, file: !2, line: 68, column: 5)
!184 = !DILocation(line: 68, column: 14, scope: !183)
!185 = !DILocation(line: 68, column: 10, scope: !183)
!186 = !DILocation(line: 69, column: 36, scope: !187)
!187 = distinct !DILexicalBlock(scope: !188, file: !2, line: 69, column: 13)
!188 = distinct !DILexicalBlock(scope: !189, file: !2, line: 68, column: 27)
!189 = distinct !DILexicalBlock(scope: !183, file: !2, line: 68, column: 5)
!190 = !DILocation(line: 69, column: 40, scope: !187)
!191 = !DILocation(line: 69, column: 13, scope: !187)
!192 = !DILocation(line: 69, column: 13, scope: !188)
!193 = !DILocation(line: 70, column: 56, scope: !194)
!194 = distinct !DILexicalBlock(scope: !187, file: !2, line: 69, column: 49)
!195 = !DILocation(line: 70, column: 13, scope: !194)
!196 = !DILocation(line: 71, column: 13, scope: !194)
!197 = !DILocation(line: 73, column: 5, scope: !188)
!198 = !DILocation(line: 68, column: 23, scope: !189)
!199 = !DILocation(line: 68, column: 5, scope: !189)
!200 = distinct !{!200, !201, !202}
!201 = !DILocation(line: 68, column: 5, scope: !183)
!202 = !DILocation(line: 73, column: 5, scope: !183)
!203 = !DILocalVariable(name: "p", scope: !93, file: !2, line: 75, type: !78)
!204 = !DILocation(line: 75, column: 13, scope: !93)
!205 = !DILocalVariable(name: "k", scope: !93, file: !2, line: 76, type: !96)
!206 = !DILocation(line: 76, column: 9, scope: !93)
!207 = !DILocation(line: 77, column: 5, scope: !93)
!208 = !DILocation(line: 77, column: 36, scope: !93)
!209 = !DILocation(line: 77, column: 13, scope: !93)
!210 = !DILocation(line: 77, column: 12, scope: !93)
!211 = !DILocation(line: 78, column: 10, scope: !93)
!212 = distinct !{!212, !207, !211, !213}
!213 = !{!"llvm.loop.mustprogress"}
!214 = !DILocation(line: 79, column: 36, scope: !93)
!215 = !DILocation(line: 79, column: 5, scope: !93)
!216 = !DILocalVariable(name: "total", scope: !93, file: !2, line: 81, type: !96)
!217 = !DILocation(line: 81, column: 9, scope: !93)
!218 = !DILocalVariable(name: "overflowed", scope: !93, file: !2, line: 81, type: !96)
!219 = !DILocation(line: 81, column: 20, scope: !93)
!220 = !DILocalVariable(name: "i", scope: !221, file: !2, line: 82, type: !96)
!221 = distinct !DILexicalBlock(scope: !93, file: !2, line: 82, column: 5)
!222 = !DILocation(line: 82, column: 14, scope: !221)
!223 = !DILocation(line: 82, column: 10, scope: !221)
!224 = !DILocation(line: 82, column: 21, scope: !225)
!225 = distinct !DILexicalBlock(scope: !221, file: !2, line: 82, column: 5)
!226 = !DILocation(line: 82, column: 23, scope: !225)
!227 = !DILocation(line: 82, column: 32, scope: !225)
!228 = !DILocation(line: 82, column: 36, scope: !225)
!229 = !DILocation(line: 82, column: 35, scope: !225)
!230 = !DILocation(line: 0, scope: !225)
!231 = !DILocation(line: 82, column: 5, scope: !221)
!232 = !DILocation(line: 83, column: 45, scope: !225)
!233 = !DILocation(line: 83, column: 52, scope: !225)
!234 = !DILocation(line: 83, column: 54, scope: !225)
!235 = !DILocation(line: 83, column: 22, scope: !225)
!236 = !DILocation(line: 83, column: 20, scope: !225)
!237 = !DILocation(line: 83, column: 9, scope: !225)
!238 = !DILocation(line: 82, column: 49, scope: !225)
!239 = !DILocation(line: 82, column: 5, scope: !225)
!240 = distinct !{!240, !231, !241, !213}
!241 = !DILocation(line: 83, column: 68, scope: !221)
!242 = !DILocation(line: 84, column: 44, scope: !93)
!243 = !DILocation(line: 84, column: 56, scope: !93)
!244 = !DILocation(line: 84, column: 5, scope: !93)
!245 = !DILocation(line: 85, column: 5, scope: !93)
!246 = distinct !DISubprogram(name: "add_cases", scope: !2, file: !2, line: 7, type: !247, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !75, retainedNodes: !97)
!247 = !DISubroutineType(types: !248)
!248 = !{null}
!249 = !DILocalVariable(name: "a", scope: !246, file: !2, line: 8, type: !250)
!250 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 192, elements: !38)
!251 = !DILocation(line: 8, column: 9, scope: !246)
!252 = !DILocalVariable(name: "i", scope: !253, file: !2, line: 9, type: !96)
!253 = distinct !DILexicalBlock(scope: !246, file: !2, line: 9, column: 5)
!254 = !DILocation(line: 9, column: 14, scope: !253)
!255 = !DILocation(line: 9, column: 10, scope: !253)
!256 = !DILocation(line: 9, column: 21, scope: !257)
!257 = distinct !DILexicalBlock(scope: !253, file: !2, line: 9, column: 5)
!258 = !DILocation(line: 9, column: 23, scope: !257)
!259 = !DILocation(line: 9, column: 5, scope: !253)
!260 = !DILocalVariable(name: "j", scope: !261, file: !2, line: 10, type: !96)
!261 = distinct !DILexicalBlock(scope: !257, file: !2, line: 10, column: 9)
!262 = !DILocation(line: 10, column: 18, scope: !261)
!263 = !DILocation(line: 10, column: 14, scope: !261)
!264 = !DILocation(line: 10, column: 25, scope: !265)
!265 = distinct !DILexicalBlock(scope: !261, file: !2, line: 10, column: 9)
!266 = !DILocation(line: 10, column: 27, scope: !265)
!267 = !DILocation(line: 10, column: 9, scope: !261)
!268 = !DILocalVariable(name: "r", scope: !269, file: !2, line: 11, type: !96)
!269 = distinct !DILexicalBlock(scope: !265, file: !2, line: 10, column: 37)
!270 = !DILocation(line: 11, column: 17, scope: !269)
!271 = !DILocalVariable(name: "o", scope: !269, file: !2, line: 12, type: !96)
!272 = !DILocation(line: 12, column: 17, scope: !269)
!273 = !DILocation(line: 12, column: 46, scope: !269)
!274 = !DILocation(line: 12, column: 44, scope: !269)
!275 = !DILocation(line: 12, column: 52, scope: !269)
!276 = !DILocation(line: 12, column: 50, scope: !269)
!277 = !DILocation(line: 12, column: 21, scope: !269)
!278 = !DILocalVariable(name: "r2", scope: !269, file: !2, line: 13, type: !96)
!279 = !DILocation(line: 13, column: 17, scope: !269)
!280 = !DILocalVariable(name: "o2", scope: !269, file: !2, line: 14, type: !96)
!281 = !DILocation(line: 14, column: 17, scope: !269)
!282 = !DILocation(line: 14, column: 47, scope: !269)
!283 = !DILocation(line: 14, column: 45, scope: !269)
!284 = !DILocation(line: 14, column: 53, scope: !269)
!285 = !DILocation(line: 14, column: 51, scope: !269)
!286 = !DILocation(line: 14, column: 22, scope: !269)
!287 = !DILocation(line: 15, column: 63, scope: !269)
!288 = !DILocation(line: 15, column: 61, scope: !269)
!289 = !DILocation(line: 15, column: 69, scope: !269)
!290 = !DILocation(line: 15, column: 67, scope: !269)
!291 = !DILocation(line: 15, column: 73, scope: !269)
!292 = !DILocation(line: 15, column: 76, scope: !269)
!293 = !DILocation(line: 15, column: 81, scope: !269)
!294 = !DILocation(line: 15, column: 79, scope: !269)
!295 = !DILocation(line: 15, column: 87, scope: !269)
!296 = !DILocation(line: 15, column: 85, scope: !269)
!297 = !DILocation(line: 15, column: 91, scope: !269)
!298 = !DILocation(line: 16, column: 20, scope: !269)
!299 = !DILocation(line: 15, column: 13, scope: !269)
!300 = !DILocation(line: 17, column: 9, scope: !269)
!301 = !DILocation(line: 10, column: 33, scope: !265)
!302 = !DILocation(line: 10, column: 9, scope: !265)
!303 = distinct !{!303, !267, !304, !213}
!304 = !DILocation(line: 17, column: 9, scope: !261)
!305 = !DILocation(line: 9, column: 29, scope: !257)
!306 = !DILocation(line: 9, column: 5, scope: !257)
!307 = distinct !{!307, !259, !308, !213}
!308 = !DILocation(line: 17, column: 9, scope: !253)
!309 = !DILocation(line: 18, column: 1, scope: !246)
!310 = distinct !DISubprogram(name: "mul_cases", scope: !2, file: !2, line: 20, type: !247, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !75, retainedNodes: !97)
!311 = !DILocalVariable(name: "v", scope: !310, file: !2, line: 21, type: !312)
!312 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 512, elements: !17)
!313 = !DILocation(line: 21, column: 15, scope: !310)
!314 = !DILocalVariable(name: "i", scope: !315, file: !2, line: 22, type: !96)
!315 = distinct !DILexicalBlock(scope: !310, file: !2, line: 22, column: 5)
!316 = !DILocation(line: 22, column: 14, scope: !315)
!317 = !DILocation(line: 22, column: 10, scope: !315)
!318 = !DILocation(line: 22, column: 21, scope: !319)
!319 = distinct !DILexicalBlock(scope: !315, file: !2, line: 22, column: 5)
!320 = !DILocation(line: 22, column: 23, scope: !319)
!321 = !DILocation(line: 22, column: 5, scope: !315)
!322 = !DILocalVariable(name: "j", scope: !323, file: !2, line: 23, type: !96)
!323 = distinct !DILexicalBlock(scope: !319, file: !2, line: 23, column: 9)
!324 = !DILocation(line: 23, column: 18, scope: !323)
!325 = !DILocation(line: 23, column: 22, scope: !323)
!326 = !DILocation(line: 23, column: 14, scope: !323)
!327 = !DILocation(line: 23, column: 25, scope: !328)
!328 = distinct !DILexicalBlock(scope: !323, file: !2, line: 23, column: 9)
!329 = !DILocation(line: 23, column: 27, scope: !328)
!330 = !DILocation(line: 23, column: 9, scope: !323)
!331 = !DILocalVariable(name: "r", scope: !332, file: !2, line: 24, type: !82)
!332 = distinct !DILexicalBlock(scope: !328, file: !2, line: 23, column: 37)
!333 = !DILocation(line: 24, column: 23, scope: !332)
!334 = !DILocalVariable(name: "o", scope: !332, file: !2, line: 25, type: !96)
!335 = !DILocation(line: 25, column: 17, scope: !332)
!336 = !DILocation(line: 25, column: 46, scope: !332)
!337 = !DILocation(line: 25, column: 44, scope: !332)
!338 = !DILocation(line: 25, column: 52, scope: !332)
!339 = !DILocation(line: 25, column: 50, scope: !332)
!340 = !DILocation(line: 25, column: 21, scope: !332)
!341 = !DILocation(line: 26, column: 50, scope: !332)
!342 = !DILocation(line: 26, column: 48, scope: !332)
!343 = !DILocation(line: 26, column: 56, scope: !332)
!344 = !DILocation(line: 26, column: 54, scope: !332)
!345 = !DILocation(line: 26, column: 60, scope: !332)
!346 = !DILocation(line: 26, column: 63, scope: !332)
!347 = !DILocation(line: 26, column: 13, scope: !332)
!348 = !DILocation(line: 27, column: 9, scope: !332)
!349 = !DILocation(line: 23, column: 33, scope: !328)
!350 = !DILocation(line: 23, column: 9, scope: !328)
!351 = distinct !{!351, !330, !352, !213}
!352 = !DILocation(line: 27, column: 9, scope: !323)
!353 = !DILocation(line: 22, column: 29, scope: !319)
!354 = !DILocation(line: 22, column: 5, scope: !319)
!355 = distinct !{!355, !321, !356, !213}
!356 = !DILocation(line: 27, column: 9, scope: !315)
!357 = !DILocation(line: 28, column: 1, scope: !310)
