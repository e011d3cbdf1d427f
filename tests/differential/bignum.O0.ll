; ModuleID = 'bignum.c'
source_filename = "bignum.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.big = type { i32, [120 x i32] }

@.str = private unnamed_addr constant [10 x i8] c"factorial\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"100!\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [24 x i8] c"digit sum of 100! = %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [36 x i8] c"digit sum of 2^1000 = %d, limbs %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [35 x i8] c"first fibonacci >= 10^99 is F(%d)\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [2 x i8] c"F\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [4 x i8] c"F^2\00", align 1, !dbg !32
@__const.main.divs = private unnamed_addr constant [6 x i32] [i32 7, i32 11, i32 13, i32 1000003, i32 999999937, i32 2], align 16
@.str.7 = private unnamed_addr constant [24 x i8] c"(100! + F) mod %u = %u\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [10 x i8] c"100!/100!\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [8 x i8] c"%s = %u\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [13 x i8] c" (%d limbs)\0A\00", align 1, !dbg !48

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !73 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.big, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.big, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.big, align 4
  %7 = alloca %struct.big, align 4
  %8 = alloca %struct.big, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.big, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.big, align 4
  %13 = alloca %struct.big, align 4
  %14 = alloca [6 x i32], align 16
  %15 = alloca [6 x i32], align 16
  %16 = alloca i32, align 4
  %17 = alloca %struct.big, align 4
  %18 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !77, !DIExpression(), !85)
  call void @big_set(ptr noundef %2, i32 noundef 1), !dbg !86
    #dbg_declare(ptr %3, !87, !DIExpression(), !89)
  store i32 1, ptr %3, align 4, !dbg !89
  br label %19, !dbg !90

19:                                               ; preds = %31, %0
  %20 = load i32, ptr %3, align 4, !dbg !91
  %21 = icmp ule i32 %20, 100, !dbg !93
  br i1 %21, label %22, label %34, !dbg !94

22:                                               ; preds = %19
  %23 = load i32, ptr %3, align 4, !dbg !95
  call void @big_mul_small(ptr noundef %2, i32 noundef %23), !dbg !97
  %24 = load i32, ptr %3, align 4, !dbg !98
  %25 = icmp eq i32 %24, 25, !dbg !100
  br i1 %25, label %29, label %26, !dbg !101

26:                                               ; preds = %22
  %27 = load i32, ptr %3, align 4, !dbg !102
  %28 = icmp eq i32 %27, 50, !dbg !103
  br i1 %28, label %29, label %30, !dbg !104

29:                                               ; preds = %26, %22
  call void @big_print(ptr noundef @.str, ptr noundef %2), !dbg !105
  br label %30, !dbg !105

30:                                               ; preds = %29, %26
  br label %31, !dbg !106

31:                                               ; preds = %30
  %32 = load i32, ptr %3, align 4, !dbg !107
  %33 = add i32 %32, 1, !dbg !107
  store i32 %33, ptr %3, align 4, !dbg !107
  br label %19, !dbg !108, !llvm.loop !109

34:                                               ; preds = %19
  call void @big_print(ptr noundef @.str.1, ptr noundef %2), !dbg !112
  %35 = call i32 @digit_sum(ptr noundef %2), !dbg !113
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %35), !dbg !114
    #dbg_declare(ptr %4, !115, !DIExpression(), !116)
  call void @big_set(ptr noundef %4, i32 noundef 1), !dbg !117
    #dbg_declare(ptr %5, !118, !DIExpression(), !120)
  store i32 0, ptr %5, align 4, !dbg !120
  br label %37, !dbg !121

37:                                               ; preds = %41, %34
  %38 = load i32, ptr %5, align 4, !dbg !122
  %39 = icmp slt i32 %38, 1000, !dbg !124
  br i1 %39, label %40, label %44, !dbg !125

40:                                               ; preds = %37
  call void @big_mul_small(ptr noundef %4, i32 noundef 2), !dbg !126
  br label %41, !dbg !126

41:                                               ; preds = %40
  %42 = load i32, ptr %5, align 4, !dbg !127
  %43 = add nsw i32 %42, 1, !dbg !127
  store i32 %43, ptr %5, align 4, !dbg !127
  br label %37, !dbg !128, !llvm.loop !129

44:                                               ; preds = %37
  %45 = call i32 @digit_sum(ptr noundef %4), !dbg !131
  %46 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 0, !dbg !132
  %47 = load i32, ptr %46, align 4, !dbg !132
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %45, i32 noundef %47), !dbg !133
    #dbg_declare(ptr %6, !134, !DIExpression(), !135)
    #dbg_declare(ptr %7, !136, !DIExpression(), !137)
    #dbg_declare(ptr %8, !138, !DIExpression(), !139)
  call void @big_set(ptr noundef %6, i32 noundef 0), !dbg !140
  call void @big_set(ptr noundef %7, i32 noundef 1), !dbg !141
    #dbg_declare(ptr %9, !142, !DIExpression(), !143)
  store i32 1, ptr %9, align 4, !dbg !143
    #dbg_declare(ptr %10, !144, !DIExpression(), !145)
  call void @big_set(ptr noundef %10, i32 noundef 1), !dbg !146
    #dbg_declare(ptr %11, !147, !DIExpression(), !149)
  store i32 0, ptr %11, align 4, !dbg !149
  br label %49, !dbg !150

49:                                               ; preds = %53, %44
  %50 = load i32, ptr %11, align 4, !dbg !151
  %51 = icmp slt i32 %50, 11, !dbg !153
  br i1 %51, label %52, label %56, !dbg !154

52:                                               ; preds = %49
  call void @big_mul_small(ptr noundef %10, i32 noundef 1000000000), !dbg !155
  br label %53, !dbg !155

53:                                               ; preds = %52
  %54 = load i32, ptr %11, align 4, !dbg !156
  %55 = add nsw i32 %54, 1, !dbg !156
  store i32 %55, ptr %11, align 4, !dbg !156
  br label %49, !dbg !157, !llvm.loop !158

56:                                               ; preds = %49
  br label %57, !dbg !160

57:                                               ; preds = %60, %56
  %58 = call i32 @big_cmp(ptr noundef %7, ptr noundef %10), !dbg !161
  %59 = icmp slt i32 %58, 0, !dbg !162
  br i1 %59, label %60, label %63, !dbg !160

60:                                               ; preds = %57
  call void @big_add(ptr noundef %8, ptr noundef %6, ptr noundef %7), !dbg !163
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %7, i64 484, i1 false), !dbg !165
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %8, i64 484, i1 false), !dbg !166
  %61 = load i32, ptr %9, align 4, !dbg !167
  %62 = add nsw i32 %61, 1, !dbg !167
  store i32 %62, ptr %9, align 4, !dbg !167
  br label %57, !dbg !160, !llvm.loop !168

63:                                               ; preds = %57
  %64 = load i32, ptr %9, align 4, !dbg !170
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %64), !dbg !171
  call void @big_print(ptr noundef @.str.5, ptr noundef %7), !dbg !172
    #dbg_declare(ptr %12, !173, !DIExpression(), !174)
  call void @big_mul(ptr noundef %12, ptr noundef %7, ptr noundef %7), !dbg !175
  call void @big_print(ptr noundef @.str.6, ptr noundef %12), !dbg !176
    #dbg_declare(ptr %13, !177, !DIExpression(), !178)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %2, i64 484, i1 false), !dbg !179
    #dbg_declare(ptr %14, !180, !DIExpression(), !184)
    #dbg_declare(ptr %15, !185, !DIExpression(), !186)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 16 @__const.main.divs, i64 24, i1 false), !dbg !186
    #dbg_declare(ptr %16, !187, !DIExpression(), !189)
  store i32 0, ptr %16, align 4, !dbg !189
  br label %66, !dbg !190

66:                                               ; preds = %87, %63
  %67 = load i32, ptr %16, align 4, !dbg !191
  %68 = icmp slt i32 %67, 6, !dbg !193
  br i1 %68, label %69, label %90, !dbg !194

69:                                               ; preds = %66
    #dbg_declare(ptr %17, !195, !DIExpression(), !197)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %2, i64 484, i1 false), !dbg !198
  call void @big_add(ptr noundef %17, ptr noundef %17, ptr noundef %7), !dbg !199
  %70 = load i32, ptr %16, align 4, !dbg !200
  %71 = sext i32 %70 to i64, !dbg !201
  %72 = getelementptr inbounds [6 x i32], ptr %15, i64 0, i64 %71, !dbg !201
  %73 = load i32, ptr %72, align 4, !dbg !201
  %74 = call i32 @big_div_small(ptr noundef %17, i32 noundef %73), !dbg !202
  %75 = load i32, ptr %16, align 4, !dbg !203
  %76 = sext i32 %75 to i64, !dbg !204
  %77 = getelementptr inbounds [6 x i32], ptr %14, i64 0, i64 %76, !dbg !204
  store i32 %74, ptr %77, align 4, !dbg !205
  %78 = load i32, ptr %16, align 4, !dbg !206
  %79 = sext i32 %78 to i64, !dbg !207
  %80 = getelementptr inbounds [6 x i32], ptr %15, i64 0, i64 %79, !dbg !207
  %81 = load i32, ptr %80, align 4, !dbg !207
  %82 = load i32, ptr %16, align 4, !dbg !208
  %83 = sext i32 %82 to i64, !dbg !209
  %84 = getelementptr inbounds [6 x i32], ptr %14, i64 0, i64 %83, !dbg !209
  %85 = load i32, ptr %84, align 4, !dbg !209
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %81, i32 noundef %85), !dbg !210
  br label %87, !dbg !211

87:                                               ; preds = %69
  %88 = load i32, ptr %16, align 4, !dbg !212
  %89 = add nsw i32 %88, 1, !dbg !212
  store i32 %89, ptr %16, align 4, !dbg !212
  br label %66, !dbg !213, !llvm.loop !214

90:                                               ; preds = %66
    #dbg_declare(ptr %18, !216, !DIExpression(), !218)
  store i32 100, ptr %18, align 4, !dbg !218
  br label %91, !dbg !219

91:                                               ; preds = %97, %90
  %92 = load i32, ptr %18, align 4, !dbg !220
  %93 = icmp uge i32 %92, 2, !dbg !222
  br i1 %93, label %94, label %100, !dbg !223

94:                                               ; preds = %91
  %95 = load i32, ptr %18, align 4, !dbg !224
  %96 = call i32 @big_div_small(ptr noundef %13, i32 noundef %95), !dbg !225
  br label %97, !dbg !225

97:                                               ; preds = %94
  %98 = load i32, ptr %18, align 4, !dbg !226
  %99 = add i32 %98, -1, !dbg !226
  store i32 %99, ptr %18, align 4, !dbg !226
  br label %91, !dbg !227, !llvm.loop !228

100:                                              ; preds = %91
  call void @big_print(ptr noundef @.str.8, ptr noundef %13), !dbg !230
  ret i32 0, !dbg !231
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_set(ptr noundef %0, i32 noundef %1) #0 !dbg !232 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !236, !DIExpression(), !237)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !238, !DIExpression(), !239)
  %5 = load ptr, ptr %3, align 8, !dbg !240
  call void @llvm.memset.p0.i64(ptr align 4 %5, i8 0, i64 484, i1 false), !dbg !241
  %6 = load i32, ptr %4, align 4, !dbg !242
  %7 = urem i32 %6, 1000000000, !dbg !243
  %8 = load ptr, ptr %3, align 8, !dbg !244
  %9 = getelementptr inbounds %struct.big, ptr %8, i32 0, i32 1, !dbg !245
  %10 = getelementptr inbounds [120 x i32], ptr %9, i64 0, i64 0, !dbg !244
  store i32 %7, ptr %10, align 4, !dbg !246
  %11 = load i32, ptr %4, align 4, !dbg !247
  %12 = udiv i32 %11, 1000000000, !dbg !248
  %13 = load ptr, ptr %3, align 8, !dbg !249
  %14 = getelementptr inbounds %struct.big, ptr %13, i32 0, i32 1, !dbg !250
  %15 = getelementptr inbounds [120 x i32], ptr %14, i64 0, i64 1, !dbg !249
  store i32 %12, ptr %15, align 4, !dbg !251
  %16 = load ptr, ptr %3, align 8, !dbg !252
  %17 = getelementptr inbounds %struct.big, ptr %16, i32 0, i32 1, !dbg !253
  %18 = getelementptr inbounds [120 x i32], ptr %17, i64 0, i64 1, !dbg !252
  %19 = load i32, ptr %18, align 4, !dbg !252
  %20 = icmp ne i32 %19, 0, !dbg !252
  %21 = zext i1 %20 to i64, !dbg !252
  %22 = select i1 %20, i32 2, i32 1, !dbg !252
  %23 = load ptr, ptr %3, align 8, !dbg !254
  %24 = getelementptr inbounds %struct.big, ptr %23, i32 0, i32 0, !dbg !255
  store i32 %22, ptr %24, align 4, !dbg !256
  ret void, !dbg !257
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_mul_small(ptr noundef %0, i32 noundef %1) #0 !dbg !258 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !259, !DIExpression(), !260)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !261, !DIExpression(), !262)
    #dbg_declare(ptr %5, !263, !DIExpression(), !264)
  store i64 0, ptr %5, align 8, !dbg !264
    #dbg_declare(ptr %6, !265, !DIExpression(), !267)
  store i32 0, ptr %6, align 4, !dbg !267
  br label %8, !dbg !268

8:                                                ; preds = %37, %2
  %9 = load i32, ptr %6, align 4, !dbg !269
  %10 = load ptr, ptr %3, align 8, !dbg !271
  %11 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 0, !dbg !272
  %12 = load i32, ptr %11, align 4, !dbg !272
  %13 = icmp slt i32 %9, %12, !dbg !273
  br i1 %13, label %14, label %40, !dbg !274

14:                                               ; preds = %8
    #dbg_declare(ptr %7, !275, !DIExpression(), !277)
  %15 = load ptr, ptr %3, align 8, !dbg !278
  %16 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 1, !dbg !279
  %17 = load i32, ptr %6, align 4, !dbg !280
  %18 = sext i32 %17 to i64, !dbg !278
  %19 = getelementptr inbounds [120 x i32], ptr %16, i64 0, i64 %18, !dbg !278
  %20 = load i32, ptr %19, align 4, !dbg !278
  %21 = zext i32 %20 to i64, !dbg !281
  %22 = load i32, ptr %4, align 4, !dbg !282
  %23 = zext i32 %22 to i64, !dbg !282
  %24 = mul i64 %21, %23, !dbg !283
  %25 = load i64, ptr %5, align 8, !dbg !284
  %26 = add i64 %24, %25, !dbg !285
  store i64 %26, ptr %7, align 8, !dbg !277
  %27 = load i64, ptr %7, align 8, !dbg !286
  %28 = urem i64 %27, 1000000000, !dbg !287
  %29 = trunc i64 %28 to i32, !dbg !288
  %30 = load ptr, ptr %3, align 8, !dbg !289
  %31 = getelementptr inbounds %struct.big, ptr %30, i32 0, i32 1, !dbg !290
  %32 = load i32, ptr %6, align 4, !dbg !291
  %33 = sext i32 %32 to i64, !dbg !289
  %34 = getelementptr inbounds [120 x i32], ptr %31, i64 0, i64 %33, !dbg !289
  store i32 %29, ptr %34, align 4, !dbg !292
  %35 = load i64, ptr %7, align 8, !dbg !293
  %36 = udiv i64 %35, 1000000000, !dbg !294
  store i64 %36, ptr %5, align 8, !dbg !295
  br label %37, !dbg !296

37:                                               ; preds = %14
  %38 = load i32, ptr %6, align 4, !dbg !297
  %39 = add nsw i32 %38, 1, !dbg !297
  store i32 %39, ptr %6, align 4, !dbg !297
  br label %8, !dbg !298, !llvm.loop !299

40:                                               ; preds = %8
  br label %41, !dbg !301

41:                                               ; preds = %44, %40
  %42 = load i64, ptr %5, align 8, !dbg !302
  %43 = icmp ne i64 %42, 0, !dbg !301
  br i1 %43, label %44, label %58, !dbg !301

44:                                               ; preds = %41
  %45 = load i64, ptr %5, align 8, !dbg !303
  %46 = urem i64 %45, 1000000000, !dbg !305
  %47 = trunc i64 %46 to i32, !dbg !306
  %48 = load ptr, ptr %3, align 8, !dbg !307
  %49 = getelementptr inbounds %struct.big, ptr %48, i32 0, i32 1, !dbg !308
  %50 = load ptr, ptr %3, align 8, !dbg !309
  %51 = getelementptr inbounds %struct.big, ptr %50, i32 0, i32 0, !dbg !310
  %52 = load i32, ptr %51, align 4, !dbg !311
  %53 = add nsw i32 %52, 1, !dbg !311
  store i32 %53, ptr %51, align 4, !dbg !311
  %54 = sext i32 %52 to i64, !dbg !307
  %55 = getelementptr inbounds [120 x i32], ptr %49, i64 0, i64 %54, !dbg !307
  store i32 %47, ptr %55, align 4, !dbg !312
  %56 = load i64, ptr %5, align 8, !dbg !313
  %57 = udiv i64 %56, 1000000000, !dbg !313
  store i64 %57, ptr %5, align 8, !dbg !313
  br label %41, !dbg !301, !llvm.loop !314

58:                                               ; preds = %41
  ret void, !dbg !316
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_print(ptr noundef %0, ptr noundef %1) #0 !dbg !317 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !324, !DIExpression(), !325)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !326, !DIExpression(), !327)
  %6 = load ptr, ptr %3, align 8, !dbg !328
  %7 = load ptr, ptr %4, align 8, !dbg !329
  %8 = getelementptr inbounds %struct.big, ptr %7, i32 0, i32 1, !dbg !330
  %9 = load ptr, ptr %4, align 8, !dbg !331
  %10 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 0, !dbg !332
  %11 = load i32, ptr %10, align 4, !dbg !332
  %12 = sub nsw i32 %11, 1, !dbg !333
  %13 = sext i32 %12 to i64, !dbg !329
  %14 = getelementptr inbounds [120 x i32], ptr %8, i64 0, i64 %13, !dbg !329
  %15 = load i32, ptr %14, align 4, !dbg !329
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %6, i32 noundef %15), !dbg !334
    #dbg_declare(ptr %5, !335, !DIExpression(), !337)
  %17 = load ptr, ptr %4, align 8, !dbg !338
  %18 = getelementptr inbounds %struct.big, ptr %17, i32 0, i32 0, !dbg !339
  %19 = load i32, ptr %18, align 4, !dbg !339
  %20 = sub nsw i32 %19, 2, !dbg !340
  store i32 %20, ptr %5, align 4, !dbg !337
  br label %21, !dbg !341

21:                                               ; preds = %32, %2
  %22 = load i32, ptr %5, align 4, !dbg !342
  %23 = icmp sge i32 %22, 0, !dbg !344
  br i1 %23, label %24, label %35, !dbg !345

24:                                               ; preds = %21
  %25 = load ptr, ptr %4, align 8, !dbg !346
  %26 = getelementptr inbounds %struct.big, ptr %25, i32 0, i32 1, !dbg !347
  %27 = load i32, ptr %5, align 4, !dbg !348
  %28 = sext i32 %27 to i64, !dbg !346
  %29 = getelementptr inbounds [120 x i32], ptr %26, i64 0, i64 %28, !dbg !346
  %30 = load i32, ptr %29, align 4, !dbg !346
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %30), !dbg !349
  br label %32, !dbg !349

32:                                               ; preds = %24
  %33 = load i32, ptr %5, align 4, !dbg !350
  %34 = add nsw i32 %33, -1, !dbg !350
  store i32 %34, ptr %5, align 4, !dbg !350
  br label %21, !dbg !351, !llvm.loop !352

35:                                               ; preds = %21
  %36 = load ptr, ptr %4, align 8, !dbg !354
  %37 = getelementptr inbounds %struct.big, ptr %36, i32 0, i32 0, !dbg !355
  %38 = load i32, ptr %37, align 4, !dbg !355
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %38), !dbg !356
  ret void, !dbg !357
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @digit_sum(ptr noundef %0) #0 !dbg !358 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !361, !DIExpression(), !362)
    #dbg_declare(ptr %3, !363, !DIExpression(), !364)
  store i32 0, ptr %3, align 4, !dbg !364
    #dbg_declare(ptr %4, !365, !DIExpression(), !367)
  store i32 0, ptr %4, align 4, !dbg !367
  br label %6, !dbg !368

6:                                                ; preds = %31, %1
  %7 = load i32, ptr %4, align 4, !dbg !369
  %8 = load ptr, ptr %2, align 8, !dbg !371
  %9 = getelementptr inbounds %struct.big, ptr %8, i32 0, i32 0, !dbg !372
  %10 = load i32, ptr %9, align 4, !dbg !372
  %11 = icmp slt i32 %7, %10, !dbg !373
  br i1 %11, label %12, label %34, !dbg !374

12:                                               ; preds = %6
    #dbg_declare(ptr %5, !375, !DIExpression(), !377)
  %13 = load ptr, ptr %2, align 8, !dbg !378
  %14 = getelementptr inbounds %struct.big, ptr %13, i32 0, i32 1, !dbg !379
  %15 = load i32, ptr %4, align 4, !dbg !380
  %16 = sext i32 %15 to i64, !dbg !378
  %17 = getelementptr inbounds [120 x i32], ptr %14, i64 0, i64 %16, !dbg !378
  %18 = load i32, ptr %17, align 4, !dbg !378
  store i32 %18, ptr %5, align 4, !dbg !377
  br label %19, !dbg !381

19:                                               ; preds = %27, %12
  %20 = load i32, ptr %5, align 4, !dbg !382
  %21 = icmp ne i32 %20, 0, !dbg !384
  br i1 %21, label %22, label %30, !dbg !384

22:                                               ; preds = %19
  %23 = load i32, ptr %5, align 4, !dbg !385
  %24 = urem i32 %23, 10, !dbg !386
  %25 = load i32, ptr %3, align 4, !dbg !387
  %26 = add nsw i32 %25, %24, !dbg !387
  store i32 %26, ptr %3, align 4, !dbg !387
  br label %27, !dbg !388

27:                                               ; preds = %22
  %28 = load i32, ptr %5, align 4, !dbg !389
  %29 = udiv i32 %28, 10, !dbg !389
  store i32 %29, ptr %5, align 4, !dbg !389
  br label %19, !dbg !390, !llvm.loop !391

30:                                               ; preds = %19
  br label %31, !dbg !392

31:                                               ; preds = %30
  %32 = load i32, ptr %4, align 4, !dbg !393
  %33 = add nsw i32 %32, 1, !dbg !393
  store i32 %33, ptr %4, align 4, !dbg !393
  br label %6, !dbg !394, !llvm.loop !395

34:                                               ; preds = %6
  %35 = load i32, ptr %3, align 4, !dbg !397
  ret i32 %35, !dbg !398
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @big_cmp(ptr noundef %0, ptr noundef %1) #0 !dbg !399 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !402, !DIExpression(), !403)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !404, !DIExpression(), !405)
  %7 = load ptr, ptr %4, align 8, !dbg !406
  %8 = getelementptr inbounds %struct.big, ptr %7, i32 0, i32 0, !dbg !408
  %9 = load i32, ptr %8, align 4, !dbg !408
  %10 = load ptr, ptr %5, align 8, !dbg !409
  %11 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 0, !dbg !410
  %12 = load i32, ptr %11, align 4, !dbg !410
  %13 = icmp ne i32 %9, %12, !dbg !411
  br i1 %13, label %14, label %24, !dbg !412

14:                                               ; preds = %2
  %15 = load ptr, ptr %4, align 8, !dbg !413
  %16 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 0, !dbg !414
  %17 = load i32, ptr %16, align 4, !dbg !414
  %18 = load ptr, ptr %5, align 8, !dbg !415
  %19 = getelementptr inbounds %struct.big, ptr %18, i32 0, i32 0, !dbg !416
  %20 = load i32, ptr %19, align 4, !dbg !416
  %21 = icmp slt i32 %17, %20, !dbg !417
  %22 = zext i1 %21 to i64, !dbg !413
  %23 = select i1 %21, i32 -1, i32 1, !dbg !413
  store i32 %23, ptr %3, align 4, !dbg !418
  br label %67, !dbg !418

24:                                               ; preds = %2
    #dbg_declare(ptr %6, !419, !DIExpression(), !421)
  %25 = load ptr, ptr %4, align 8, !dbg !422
  %26 = getelementptr inbounds %struct.big, ptr %25, i32 0, i32 0, !dbg !423
  %27 = load i32, ptr %26, align 4, !dbg !423
  %28 = sub nsw i32 %27, 1, !dbg !424
  store i32 %28, ptr %6, align 4, !dbg !421
  br label %29, !dbg !425

29:                                               ; preds = %63, %24
  %30 = load i32, ptr %6, align 4, !dbg !426
  %31 = icmp sge i32 %30, 0, !dbg !428
  br i1 %31, label %32, label %66, !dbg !429

32:                                               ; preds = %29
  %33 = load ptr, ptr %4, align 8, !dbg !430
  %34 = getelementptr inbounds %struct.big, ptr %33, i32 0, i32 1, !dbg !432
  %35 = load i32, ptr %6, align 4, !dbg !433
  %36 = sext i32 %35 to i64, !dbg !430
  %37 = getelementptr inbounds [120 x i32], ptr %34, i64 0, i64 %36, !dbg !430
  %38 = load i32, ptr %37, align 4, !dbg !430
  %39 = load ptr, ptr %5, align 8, !dbg !434
  %40 = getelementptr inbounds %struct.big, ptr %39, i32 0, i32 1, !dbg !435
  %41 = load i32, ptr %6, align 4, !dbg !436
  %42 = sext i32 %41 to i64, !dbg !434
  %43 = getelementptr inbounds [120 x i32], ptr %40, i64 0, i64 %42, !dbg !434
  %44 = load i32, ptr %43, align 4, !dbg !434
  %45 = icmp ne i32 %38, %44, !dbg !437
  br i1 %45, label %46, label %62, !dbg !438

46:                                               ; preds = %32
  %47 = load ptr, ptr %4, align 8, !dbg !439
  %48 = getelementptr inbounds %struct.big, ptr %47, i32 0, i32 1, !dbg !440
  %49 = load i32, ptr %6, align 4, !dbg !441
  %50 = sext i32 %49 to i64, !dbg !439
  %51 = getelementptr inbounds [120 x i32], ptr %48, i64 0, i64 %50, !dbg !439
  %52 = load i32, ptr %51, align 4, !dbg !439
  %53 = load ptr, ptr %5, align 8, !dbg !442
  %54 = getelementptr inbounds %struct.big, ptr %53, i32 0, i32 1, !dbg !443
  %55 = load i32, ptr %6, align 4, !dbg !444
  %56 = sext i32 %55 to i64, !dbg !442
  %57 = getelementptr inbounds [120 x i32], ptr %54, i64 0, i64 %56, !dbg !442
  %58 = load i32, ptr %57, align 4, !dbg !442
  %59 = icmp ult i32 %52, %58, !dbg !445
  %60 = zext i1 %59 to i64, !dbg !439
  %61 = select i1 %59, i32 -1, i32 1, !dbg !439
  store i32 %61, ptr %3, align 4, !dbg !446
  br label %67, !dbg !446

62:                                               ; preds = %32
  br label %63, !dbg !447

63:                                               ; preds = %62
  %64 = load i32, ptr %6, align 4, !dbg !448
  %65 = add nsw i32 %64, -1, !dbg !448
  store i32 %65, ptr %6, align 4, !dbg !448
  br label %29, !dbg !449, !llvm.loop !450

66:                                               ; preds = %29
  store i32 0, ptr %3, align 4, !dbg !452
  br label %67, !dbg !452

67:                                               ; preds = %66, %46, %14
  %68 = load i32, ptr %3, align 4, !dbg !453
  ret i32 %68, !dbg !453
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_add(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !454 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.big, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !457, !DIExpression(), !458)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !459, !DIExpression(), !460)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !461, !DIExpression(), !462)
    #dbg_declare(ptr %7, !463, !DIExpression(), !464)
  %12 = load ptr, ptr %5, align 8, !dbg !465
  %13 = getelementptr inbounds %struct.big, ptr %12, i32 0, i32 0, !dbg !466
  %14 = load i32, ptr %13, align 4, !dbg !466
  %15 = load ptr, ptr %6, align 8, !dbg !467
  %16 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 0, !dbg !468
  %17 = load i32, ptr %16, align 4, !dbg !468
  %18 = icmp sgt i32 %14, %17, !dbg !469
  br i1 %18, label %19, label %23, !dbg !465

19:                                               ; preds = %3
  %20 = load ptr, ptr %5, align 8, !dbg !470
  %21 = getelementptr inbounds %struct.big, ptr %20, i32 0, i32 0, !dbg !471
  %22 = load i32, ptr %21, align 4, !dbg !471
  br label %27, !dbg !465

23:                                               ; preds = %3
  %24 = load ptr, ptr %6, align 8, !dbg !472
  %25 = getelementptr inbounds %struct.big, ptr %24, i32 0, i32 0, !dbg !473
  %26 = load i32, ptr %25, align 4, !dbg !473
  br label %27, !dbg !465

27:                                               ; preds = %23, %19
  %28 = phi i32 [ %22, %19 ], [ %26, %23 ], !dbg !465
  store i32 %28, ptr %7, align 4, !dbg !464
    #dbg_declare(ptr %8, !474, !DIExpression(), !475)
  store i32 0, ptr %8, align 4, !dbg !475
    #dbg_declare(ptr %9, !476, !DIExpression(), !477)
  call void @llvm.memset.p0.i64(ptr align 4 %9, i8 0, i64 484, i1 false), !dbg !478
    #dbg_declare(ptr %10, !479, !DIExpression(), !481)
  store i32 0, ptr %10, align 4, !dbg !481
  br label %29, !dbg !482

29:                                               ; preds = %65, %27
  %30 = load i32, ptr %10, align 4, !dbg !483
  %31 = load i32, ptr %7, align 4, !dbg !485
  %32 = icmp slt i32 %30, %31, !dbg !486
  br i1 %32, label %33, label %68, !dbg !487

33:                                               ; preds = %29
    #dbg_declare(ptr %11, !488, !DIExpression(), !490)
  %34 = load ptr, ptr %5, align 8, !dbg !491
  %35 = getelementptr inbounds %struct.big, ptr %34, i32 0, i32 1, !dbg !492
  %36 = load i32, ptr %10, align 4, !dbg !493
  %37 = sext i32 %36 to i64, !dbg !491
  %38 = getelementptr inbounds [120 x i32], ptr %35, i64 0, i64 %37, !dbg !491
  %39 = load i32, ptr %38, align 4, !dbg !491
  %40 = load ptr, ptr %6, align 8, !dbg !494
  %41 = getelementptr inbounds %struct.big, ptr %40, i32 0, i32 1, !dbg !495
  %42 = load i32, ptr %10, align 4, !dbg !496
  %43 = sext i32 %42 to i64, !dbg !494
  %44 = getelementptr inbounds [120 x i32], ptr %41, i64 0, i64 %43, !dbg !494
  %45 = load i32, ptr %44, align 4, !dbg !494
  %46 = add i32 %39, %45, !dbg !497
  %47 = load i32, ptr %8, align 4, !dbg !498
  %48 = add i32 %46, %47, !dbg !499
  store i32 %48, ptr %11, align 4, !dbg !490
  %49 = load i32, ptr %11, align 4, !dbg !500
  %50 = icmp uge i32 %49, 1000000000, !dbg !501
  %51 = zext i1 %50 to i32, !dbg !501
  store i32 %51, ptr %8, align 4, !dbg !502
  %52 = load i32, ptr %8, align 4, !dbg !503
  %53 = icmp ne i32 %52, 0, !dbg !503
  br i1 %53, label %54, label %57, !dbg !503

54:                                               ; preds = %33
  %55 = load i32, ptr %11, align 4, !dbg !504
  %56 = sub i32 %55, 1000000000, !dbg !505
  br label %59, !dbg !503

57:                                               ; preds = %33
  %58 = load i32, ptr %11, align 4, !dbg !506
  br label %59, !dbg !503

59:                                               ; preds = %57, %54
  %60 = phi i32 [ %56, %54 ], [ %58, %57 ], !dbg !503
  %61 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 1, !dbg !507
  %62 = load i32, ptr %10, align 4, !dbg !508
  %63 = sext i32 %62 to i64, !dbg !509
  %64 = getelementptr inbounds [120 x i32], ptr %61, i64 0, i64 %63, !dbg !509
  store i32 %60, ptr %64, align 4, !dbg !510
  br label %65, !dbg !511

65:                                               ; preds = %59
  %66 = load i32, ptr %10, align 4, !dbg !512
  %67 = add nsw i32 %66, 1, !dbg !512
  store i32 %67, ptr %10, align 4, !dbg !512
  br label %29, !dbg !513, !llvm.loop !514

68:                                               ; preds = %29
  %69 = load i32, ptr %7, align 4, !dbg !516
  %70 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 0, !dbg !517
  store i32 %69, ptr %70, align 4, !dbg !518
  %71 = load i32, ptr %8, align 4, !dbg !519
  %72 = icmp ne i32 %71, 0, !dbg !519
  br i1 %72, label %73, label %80, !dbg !521

73:                                               ; preds = %68
  %74 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 1, !dbg !522
  %75 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 0, !dbg !523
  %76 = load i32, ptr %75, align 4, !dbg !524
  %77 = add nsw i32 %76, 1, !dbg !524
  store i32 %77, ptr %75, align 4, !dbg !524
  %78 = sext i32 %76 to i64, !dbg !525
  %79 = getelementptr inbounds [120 x i32], ptr %74, i64 0, i64 %78, !dbg !525
  store i32 1, ptr %79, align 4, !dbg !526
  br label %80, !dbg !525

80:                                               ; preds = %73, %68
  %81 = load ptr, ptr %4, align 8, !dbg !527
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %81, ptr align 4 %9, i64 484, i1 false), !dbg !528
  ret void, !dbg !529
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_mul(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !530 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [240 x i64], align 16
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca %struct.big, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !531, !DIExpression(), !532)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !533, !DIExpression(), !534)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !535, !DIExpression(), !536)
    #dbg_declare(ptr %7, !537, !DIExpression(), !541)
  %16 = getelementptr inbounds [240 x i64], ptr %7, i64 0, i64 0, !dbg !542
  call void @llvm.memset.p0.i64(ptr align 16 %16, i8 0, i64 1920, i1 false), !dbg !542
    #dbg_declare(ptr %8, !543, !DIExpression(), !545)
  store i32 0, ptr %8, align 4, !dbg !545
  br label %17, !dbg !546

17:                                               ; preds = %92, %3
  %18 = load i32, ptr %8, align 4, !dbg !547
  %19 = load ptr, ptr %5, align 8, !dbg !549
  %20 = getelementptr inbounds %struct.big, ptr %19, i32 0, i32 0, !dbg !550
  %21 = load i32, ptr %20, align 4, !dbg !550
  %22 = icmp slt i32 %18, %21, !dbg !551
  br i1 %22, label %23, label %95, !dbg !552

23:                                               ; preds = %17
    #dbg_declare(ptr %9, !553, !DIExpression(), !555)
  store i64 0, ptr %9, align 8, !dbg !555
    #dbg_declare(ptr %10, !556, !DIExpression(), !558)
  store i32 0, ptr %10, align 4, !dbg !558
  br label %24, !dbg !559

24:                                               ; preds = %64, %23
  %25 = load i32, ptr %10, align 4, !dbg !560
  %26 = load ptr, ptr %6, align 8, !dbg !562
  %27 = getelementptr inbounds %struct.big, ptr %26, i32 0, i32 0, !dbg !563
  %28 = load i32, ptr %27, align 4, !dbg !563
  %29 = icmp slt i32 %25, %28, !dbg !564
  br i1 %29, label %30, label %67, !dbg !565

30:                                               ; preds = %24
    #dbg_declare(ptr %11, !566, !DIExpression(), !568)
  %31 = load i32, ptr %8, align 4, !dbg !569
  %32 = load i32, ptr %10, align 4, !dbg !570
  %33 = add nsw i32 %31, %32, !dbg !571
  %34 = sext i32 %33 to i64, !dbg !572
  %35 = getelementptr inbounds [240 x i64], ptr %7, i64 0, i64 %34, !dbg !572
  %36 = load i64, ptr %35, align 8, !dbg !572
  %37 = load ptr, ptr %5, align 8, !dbg !573
  %38 = getelementptr inbounds %struct.big, ptr %37, i32 0, i32 1, !dbg !574
  %39 = load i32, ptr %8, align 4, !dbg !575
  %40 = sext i32 %39 to i64, !dbg !573
  %41 = getelementptr inbounds [120 x i32], ptr %38, i64 0, i64 %40, !dbg !573
  %42 = load i32, ptr %41, align 4, !dbg !573
  %43 = zext i32 %42 to i64, !dbg !576
  %44 = load ptr, ptr %6, align 8, !dbg !577
  %45 = getelementptr inbounds %struct.big, ptr %44, i32 0, i32 1, !dbg !578
  %46 = load i32, ptr %10, align 4, !dbg !579
  %47 = sext i32 %46 to i64, !dbg !577
  %48 = getelementptr inbounds [120 x i32], ptr %45, i64 0, i64 %47, !dbg !577
  %49 = load i32, ptr %48, align 4, !dbg !577
  %50 = zext i32 %49 to i64, !dbg !577
  %51 = mul i64 %43, %50, !dbg !580
  %52 = add i64 %36, %51, !dbg !581
  %53 = load i64, ptr %9, align 8, !dbg !582
  %54 = add i64 %52, %53, !dbg !583
  store i64 %54, ptr %11, align 8, !dbg !568
  %55 = load i64, ptr %11, align 8, !dbg !584
  %56 = urem i64 %55, 1000000000, !dbg !585
  %57 = load i32, ptr %8, align 4, !dbg !586
  %58 = load i32, ptr %10, align 4, !dbg !587
  %59 = add nsw i32 %57, %58, !dbg !588
  %60 = sext i32 %59 to i64, !dbg !589
  %61 = getelementptr inbounds [240 x i64], ptr %7, i64 0, i64 %60, !dbg !589
  store i64 %56, ptr %61, align 8, !dbg !590
  %62 = load i64, ptr %11, align 8, !dbg !591
  %63 = udiv i64 %62, 1000000000, !dbg !592
  store i64 %63, ptr %9, align 8, !dbg !593
  br label %64, !dbg !594

64:                                               ; preds = %30
  %65 = load i32, ptr %10, align 4, !dbg !595
  %66 = add nsw i32 %65, 1, !dbg !595
  store i32 %66, ptr %10, align 4, !dbg !595
  br label %24, !dbg !596, !llvm.loop !597

67:                                               ; preds = %24
    #dbg_declare(ptr %12, !599, !DIExpression(), !600)
  %68 = load i32, ptr %8, align 4, !dbg !601
  %69 = load ptr, ptr %6, align 8, !dbg !602
  %70 = getelementptr inbounds %struct.big, ptr %69, i32 0, i32 0, !dbg !603
  %71 = load i32, ptr %70, align 4, !dbg !603
  %72 = add nsw i32 %68, %71, !dbg !604
  store i32 %72, ptr %12, align 4, !dbg !600
  br label %73, !dbg !605

73:                                               ; preds = %76, %67
  %74 = load i64, ptr %9, align 8, !dbg !606
  %75 = icmp ne i64 %74, 0, !dbg !605
  br i1 %75, label %76, label %91, !dbg !605

76:                                               ; preds = %73
    #dbg_declare(ptr %13, !607, !DIExpression(), !609)
  %77 = load i32, ptr %12, align 4, !dbg !610
  %78 = sext i32 %77 to i64, !dbg !611
  %79 = getelementptr inbounds [240 x i64], ptr %7, i64 0, i64 %78, !dbg !611
  %80 = load i64, ptr %79, align 8, !dbg !611
  %81 = load i64, ptr %9, align 8, !dbg !612
  %82 = add i64 %80, %81, !dbg !613
  store i64 %82, ptr %13, align 8, !dbg !609
  %83 = load i64, ptr %13, align 8, !dbg !614
  %84 = urem i64 %83, 1000000000, !dbg !615
  %85 = load i32, ptr %12, align 4, !dbg !616
  %86 = add nsw i32 %85, 1, !dbg !616
  store i32 %86, ptr %12, align 4, !dbg !616
  %87 = sext i32 %85 to i64, !dbg !617
  %88 = getelementptr inbounds [240 x i64], ptr %7, i64 0, i64 %87, !dbg !617
  store i64 %84, ptr %88, align 8, !dbg !618
  %89 = load i64, ptr %13, align 8, !dbg !619
  %90 = udiv i64 %89, 1000000000, !dbg !620
  store i64 %90, ptr %9, align 8, !dbg !621
  br label %73, !dbg !605, !llvm.loop !622

91:                                               ; preds = %73
  br label %92, !dbg !624

92:                                               ; preds = %91
  %93 = load i32, ptr %8, align 4, !dbg !625
  %94 = add nsw i32 %93, 1, !dbg !625
  store i32 %94, ptr %8, align 4, !dbg !625
  br label %17, !dbg !626, !llvm.loop !627

95:                                               ; preds = %17
    #dbg_declare(ptr %14, !629, !DIExpression(), !630)
  call void @llvm.memset.p0.i64(ptr align 4 %14, i8 0, i64 484, i1 false), !dbg !631
  %96 = load ptr, ptr %5, align 8, !dbg !632
  %97 = getelementptr inbounds %struct.big, ptr %96, i32 0, i32 0, !dbg !633
  %98 = load i32, ptr %97, align 4, !dbg !633
  %99 = load ptr, ptr %6, align 8, !dbg !634
  %100 = getelementptr inbounds %struct.big, ptr %99, i32 0, i32 0, !dbg !635
  %101 = load i32, ptr %100, align 4, !dbg !635
  %102 = add nsw i32 %98, %101, !dbg !636
  %103 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 0, !dbg !637
  store i32 %102, ptr %103, align 4, !dbg !638
    #dbg_declare(ptr %15, !639, !DIExpression(), !641)
  store i32 0, ptr %15, align 4, !dbg !641
  br label %104, !dbg !642

104:                                              ; preds = %119, %95
  %105 = load i32, ptr %15, align 4, !dbg !643
  %106 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 0, !dbg !645
  %107 = load i32, ptr %106, align 4, !dbg !645
  %108 = icmp slt i32 %105, %107, !dbg !646
  br i1 %108, label %109, label %122, !dbg !647

109:                                              ; preds = %104
  %110 = load i32, ptr %15, align 4, !dbg !648
  %111 = sext i32 %110 to i64, !dbg !649
  %112 = getelementptr inbounds [240 x i64], ptr %7, i64 0, i64 %111, !dbg !649
  %113 = load i64, ptr %112, align 8, !dbg !649
  %114 = trunc i64 %113 to i32, !dbg !650
  %115 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 1, !dbg !651
  %116 = load i32, ptr %15, align 4, !dbg !652
  %117 = sext i32 %116 to i64, !dbg !653
  %118 = getelementptr inbounds [120 x i32], ptr %115, i64 0, i64 %117, !dbg !653
  store i32 %114, ptr %118, align 4, !dbg !654
  br label %119, !dbg !653

119:                                              ; preds = %109
  %120 = load i32, ptr %15, align 4, !dbg !655
  %121 = add nsw i32 %120, 1, !dbg !655
  store i32 %121, ptr %15, align 4, !dbg !655
  br label %104, !dbg !656, !llvm.loop !657

122:                                              ; preds = %104
  br label %123, !dbg !659

123:                                              ; preds = %138, %122
  %124 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 0, !dbg !660
  %125 = load i32, ptr %124, align 4, !dbg !660
  %126 = icmp sgt i32 %125, 1, !dbg !661
  br i1 %126, label %127, label %136, !dbg !662

127:                                              ; preds = %123
  %128 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 1, !dbg !663
  %129 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 0, !dbg !664
  %130 = load i32, ptr %129, align 4, !dbg !664
  %131 = sub nsw i32 %130, 1, !dbg !665
  %132 = sext i32 %131 to i64, !dbg !666
  %133 = getelementptr inbounds [120 x i32], ptr %128, i64 0, i64 %132, !dbg !666
  %134 = load i32, ptr %133, align 4, !dbg !666
  %135 = icmp eq i32 %134, 0, !dbg !667
  br label %136

136:                                              ; preds = %127, %123
  %137 = phi i1 [ false, %123 ], [ %135, %127 ], !dbg !668
  br i1 %137, label %138, label %142, !dbg !659

138:                                              ; preds = %136
  %139 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 0, !dbg !669
  %140 = load i32, ptr %139, align 4, !dbg !670
  %141 = add nsw i32 %140, -1, !dbg !670
  store i32 %141, ptr %139, align 4, !dbg !670
  br label %123, !dbg !659, !llvm.loop !671

142:                                              ; preds = %136
  %143 = load ptr, ptr %4, align 8, !dbg !672
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %143, ptr align 4 %14, i64 484, i1 false), !dbg !673
  ret void, !dbg !674
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @big_div_small(ptr noundef %0, i32 noundef %1) #0 !dbg !675 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !678, !DIExpression(), !679)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !680, !DIExpression(), !681)
    #dbg_declare(ptr %5, !682, !DIExpression(), !683)
  store i64 0, ptr %5, align 8, !dbg !683
    #dbg_declare(ptr %6, !684, !DIExpression(), !686)
  %8 = load ptr, ptr %3, align 8, !dbg !687
  %9 = getelementptr inbounds %struct.big, ptr %8, i32 0, i32 0, !dbg !688
  %10 = load i32, ptr %9, align 4, !dbg !688
  %11 = sub nsw i32 %10, 1, !dbg !689
  store i32 %11, ptr %6, align 4, !dbg !686
  br label %12, !dbg !690

12:                                               ; preds = %40, %2
  %13 = load i32, ptr %6, align 4, !dbg !691
  %14 = icmp sge i32 %13, 0, !dbg !693
  br i1 %14, label %15, label %43, !dbg !694

15:                                               ; preds = %12
    #dbg_declare(ptr %7, !695, !DIExpression(), !697)
  %16 = load ptr, ptr %3, align 8, !dbg !698
  %17 = getelementptr inbounds %struct.big, ptr %16, i32 0, i32 1, !dbg !699
  %18 = load i32, ptr %6, align 4, !dbg !700
  %19 = sext i32 %18 to i64, !dbg !698
  %20 = getelementptr inbounds [120 x i32], ptr %17, i64 0, i64 %19, !dbg !698
  %21 = load i32, ptr %20, align 4, !dbg !698
  %22 = zext i32 %21 to i64, !dbg !698
  %23 = load i64, ptr %5, align 8, !dbg !701
  %24 = mul i64 %23, 1000000000, !dbg !702
  %25 = add i64 %22, %24, !dbg !703
  store i64 %25, ptr %7, align 8, !dbg !697
  %26 = load i64, ptr %7, align 8, !dbg !704
  %27 = load i32, ptr %4, align 4, !dbg !705
  %28 = zext i32 %27 to i64, !dbg !705
  %29 = udiv i64 %26, %28, !dbg !706
  %30 = trunc i64 %29 to i32, !dbg !707
  %31 = load ptr, ptr %3, align 8, !dbg !708
  %32 = getelementptr inbounds %struct.big, ptr %31, i32 0, i32 1, !dbg !709
  %33 = load i32, ptr %6, align 4, !dbg !710
  %34 = sext i32 %33 to i64, !dbg !708
  %35 = getelementptr inbounds [120 x i32], ptr %32, i64 0, i64 %34, !dbg !708
  store i32 %30, ptr %35, align 4, !dbg !711
  %36 = load i64, ptr %7, align 8, !dbg !712
  %37 = load i32, ptr %4, align 4, !dbg !713
  %38 = zext i32 %37 to i64, !dbg !713
  %39 = urem i64 %36, %38, !dbg !714
  store i64 %39, ptr %5, align 8, !dbg !715
  br label %40, !dbg !716

40:                                               ; preds = %15
  %41 = load i32, ptr %6, align 4, !dbg !717
  %42 = add nsw i32 %41, -1, !dbg !717
  store i32 %42, ptr %6, align 4, !dbg !717
  br label %12, !dbg !718, !llvm.loop !719

43:                                               ; preds = %12
  br label %44, !dbg !721

44:                                               ; preds = %62, %43
  %45 = load ptr, ptr %3, align 8, !dbg !722
  %46 = getelementptr inbounds %struct.big, ptr %45, i32 0, i32 0, !dbg !723
  %47 = load i32, ptr %46, align 4, !dbg !723
  %48 = icmp sgt i32 %47, 1, !dbg !724
  br i1 %48, label %49, label %60, !dbg !725

49:                                               ; preds = %44
  %50 = load ptr, ptr %3, align 8, !dbg !726
  %51 = getelementptr inbounds %struct.big, ptr %50, i32 0, i32 1, !dbg !727
  %52 = load ptr, ptr %3, align 8, !dbg !728
  %53 = getelementptr inbounds %struct.big, ptr %52, i32 0, i32 0, !dbg !729
  %54 = load i32, ptr %53, align 4, !dbg !729
  %55 = sub nsw i32 %54, 1, !dbg !730
  %56 = sext i32 %55 to i64, !dbg !726
  %57 = getelementptr inbounds [120 x i32], ptr %51, i64 0, i64 %56, !dbg !726
  %58 = load i32, ptr %57, align 4, !dbg !726
  %59 = icmp eq i32 %58, 0, !dbg !731
  br label %60

60:                                               ; preds = %49, %44
  %61 = phi i1 [ false, %44 ], [ %59, %49 ], !dbg !732
  br i1 %61, label %62, label %67, !dbg !721

62:                                               ; preds = %60
  %63 = load ptr, ptr %3, align 8, !dbg !733
  %64 = getelementptr inbounds %struct.big, ptr %63, i32 0, i32 0, !dbg !734
  %65 = load i32, ptr %64, align 4, !dbg !735
  %66 = add nsw i32 %65, -1, !dbg !735
  store i32 %66, ptr %64, align 4, !dbg !735
  br label %44, !dbg !721, !llvm.loop !736

67:                                               ; preds = %60
  %68 = load i64, ptr %5, align 8, !dbg !737
  %69 = trunc i64 %68 to i32, !dbg !738
  ret i32 %69, !dbg !739
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!53}
!llvm.module.flags = !{!65, !66, !67, !68, !69, !70, !71}
!llvm.ident = !{!72}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 120, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bignum.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "cfecad9ce9e18e2da027a6eacc33ee2f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 24)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 128, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 36)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 143, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 35)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 144, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 2)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 147, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 4)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 155, type: !14, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 159, type: !3, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 8)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !9, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 13)
!53 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !54, globals: !64, splitDebugInlining: false, nameTableKind: None)
!54 = !{!55, !60, !63}
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !56, line: 27, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !58, line: 45, baseType: !59)
!58 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!59 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !56, line: 26, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !58, line: 42, baseType: !62)
!62 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = !{!0, !7, !12, !17, !22, !27, !32, !37, !39, !41, !46, !48}
!65 = !{i32 7, !"Dwarf Version", i32 5}
!66 = !{i32 2, !"Debug Info Version", i32 3}
!67 = !{i32 1, !"wchar_size", i32 4}
!68 = !{i32 8, !"PIC Level", i32 2}
!69 = !{i32 7, !"PIE Level", i32 2}
!70 = !{i32 7, !"uwtable", i32 2}
!71 = !{i32 7, !"frame-pointer", i32 2}
!72 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!73 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 114, type: !74, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !53, retainedNodes: !76)
!74 = !DISubroutineType(types: !75)
!75 = !{!63}
!76 = !{}
!77 = !DILocalVariable(name: "f", scope: !73, file: !2, line: 115, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !2, line: 10, size: 3872, elements: !79)
!79 = !{!80, !81}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !78, file: !2, line: 11, baseType: !63, size: 32)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !78, file: !2, line: 12, baseType: !82, size: 3840, offset: 32)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 3840, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 120)
!85 = !DILocation(line: 115, column: 16, scope: !73)
!86 = !DILocation(line: 116, column: 5, scope: !73)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 117, type: !60)
!88 = distinct !DILexicalBlock(scope: !73, file: !2, line: 117, column: 5)
!89 = !DILocation(line: 117, column: 19, scope: !88)
!90 = !DILocation(line: 117, column: 10, scope: !88)
!91 = !DILocation(line: 117, column: 26, scope: !92)
!92 = distinct !DILexicalBlock(scope: !88, file: !2, line: 117, column: 5)
!93 = !DILocation(line: 117, column: 28, scope: !92)
!94 = !DILocation(line: 117, column: 5, scope: !88)
!95 = !DILocation(line: 118, column: 27, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !2, line: 117, column: 41)
!97 = !DILocation(line: 118, column: 9, scope: !96)
!98 = !DILocation(line: 119, column: 13, scope: !99)
!99 = distinct !DILexicalBlock(scope: !96, file: !2, line: 119, column: 13)
!100 = !DILocation(line: 119, column: 15, scope: !99)
!101 = !DILocation(line: 119, column: 21, scope: !99)
!102 = !DILocation(line: 119, column: 24, scope: !99)
!103 = !DILocation(line: 119, column: 26, scope: !99)
!104 = !DILocation(line: 119, column: 13, scope: !96)
!105 = !DILocation(line: 120, column: 13, scope: !99)
!106 = !DILocation(line: 121, column: 5, scope: !96)
!107 = !DILocation(line: 117, column: 37, scope: !92)
!108 = !DILocation(line: 117, column: 5, scope: !92)
!109 = distinct !{!109, !94, !110, !111}
!110 = !DILocation(line: 121, column: 5, scope: !88)
!111 = !{!"llvm.loop.mustprogress"}
!112 = !DILocation(line: 122, column: 5, scope: !73)
!113 = !DILocation(line: 123, column: 40, scope: !73)
!114 = !DILocation(line: 123, column: 5, scope: !73)
!115 = !DILocalVariable(name: "p", scope: !73, file: !2, line: 124, type: !78)
!116 = !DILocation(line: 124, column: 16, scope: !73)
!117 = !DILocation(line: 125, column: 5, scope: !73)
!118 = !DILocalVariable(name: "i", scope: !119, file: !2, line: 126, type: !63)
!119 = distinct !DILexicalBlock(scope: !73, file: !2, line: 126, column: 5)
!120 = !DILocation(line: 126, column: 14, scope: !119)
!121 = !DILocation(line: 126, column: 10, scope: !119)
!122 = !DILocation(line: 126, column: 21, scope: !123)
!123 = distinct !DILexicalBlock(scope: !119, file: !2, line: 126, column: 5)
!124 = !DILocation(line: 126, column: 23, scope: !123)
!125 = !DILocation(line: 126, column: 5, scope: !119)
!126 = !DILocation(line: 127, column: 9, scope: !123)
!127 = !DILocation(line: 126, column: 32, scope: !123)
!128 = !DILocation(line: 126, column: 5, scope: !123)
!129 = distinct !{!129, !125, !130, !111}
!130 = !DILocation(line: 127, column: 28, scope: !119)
!131 = !DILocation(line: 128, column: 52, scope: !73)
!132 = !DILocation(line: 128, column: 69, scope: !73)
!133 = !DILocation(line: 128, column: 5, scope: !73)
!134 = !DILocalVariable(name: "a", scope: !73, file: !2, line: 129, type: !78)
!135 = !DILocation(line: 129, column: 16, scope: !73)
!136 = !DILocalVariable(name: "b", scope: !73, file: !2, line: 129, type: !78)
!137 = !DILocation(line: 129, column: 19, scope: !73)
!138 = !DILocalVariable(name: "c", scope: !73, file: !2, line: 129, type: !78)
!139 = !DILocation(line: 129, column: 22, scope: !73)
!140 = !DILocation(line: 130, column: 5, scope: !73)
!141 = !DILocation(line: 131, column: 5, scope: !73)
!142 = !DILocalVariable(name: "idx", scope: !73, file: !2, line: 132, type: !63)
!143 = !DILocation(line: 132, column: 9, scope: !73)
!144 = !DILocalVariable(name: "limit", scope: !73, file: !2, line: 133, type: !78)
!145 = !DILocation(line: 133, column: 16, scope: !73)
!146 = !DILocation(line: 134, column: 5, scope: !73)
!147 = !DILocalVariable(name: "i", scope: !148, file: !2, line: 135, type: !63)
!148 = distinct !DILexicalBlock(scope: !73, file: !2, line: 135, column: 5)
!149 = !DILocation(line: 135, column: 14, scope: !148)
!150 = !DILocation(line: 135, column: 10, scope: !148)
!151 = !DILocation(line: 135, column: 21, scope: !152)
!152 = distinct !DILexicalBlock(scope: !148, file: !2, line: 135, column: 5)
!153 = !DILocation(line: 135, column: 23, scope: !152)
!154 = !DILocation(line: 135, column: 5, scope: !148)
!155 = !DILocation(line: 136, column: 9, scope: !152)
!156 = !DILocation(line: 135, column: 30, scope: !152)
!157 = !DILocation(line: 135, column: 5, scope: !152)
!158 = distinct !{!158, !154, !159, !111}
!159 = !DILocation(line: 136, column: 56, scope: !148)
!160 = !DILocation(line: 137, column: 5, scope: !73)
!161 = !DILocation(line: 137, column: 12, scope: !73)
!162 = !DILocation(line: 137, column: 32, scope: !73)
!163 = !DILocation(line: 138, column: 9, scope: !164)
!164 = distinct !DILexicalBlock(scope: !73, file: !2, line: 137, column: 37)
!165 = !DILocation(line: 139, column: 13, scope: !164)
!166 = !DILocation(line: 140, column: 13, scope: !164)
!167 = !DILocation(line: 141, column: 12, scope: !164)
!168 = distinct !{!168, !160, !169, !111}
!169 = !DILocation(line: 142, column: 5, scope: !73)
!170 = !DILocation(line: 143, column: 51, scope: !73)
!171 = !DILocation(line: 143, column: 5, scope: !73)
!172 = !DILocation(line: 144, column: 5, scope: !73)
!173 = !DILocalVariable(name: "sq", scope: !73, file: !2, line: 145, type: !78)
!174 = !DILocation(line: 145, column: 16, scope: !73)
!175 = !DILocation(line: 146, column: 5, scope: !73)
!176 = !DILocation(line: 147, column: 5, scope: !73)
!177 = !DILocalVariable(name: "q", scope: !73, file: !2, line: 148, type: !78)
!178 = !DILocation(line: 148, column: 16, scope: !73)
!179 = !DILocation(line: 148, column: 20, scope: !73)
!180 = !DILocalVariable(name: "rems", scope: !73, file: !2, line: 149, type: !181)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 192, elements: !182)
!182 = !{!183}
!183 = !DISubrange(count: 6)
!184 = !DILocation(line: 149, column: 14, scope: !73)
!185 = !DILocalVariable(name: "divs", scope: !73, file: !2, line: 150, type: !181)
!186 = !DILocation(line: 150, column: 14, scope: !73)
!187 = !DILocalVariable(name: "i", scope: !188, file: !2, line: 151, type: !63)
!188 = distinct !DILexicalBlock(scope: !73, file: !2, line: 151, column: 5)
!189 = !DILocation(line: 151, column: 14, scope: !188)
!190 = !DILocation(line: 151, column: 10, scope: !188)
!191 = !DILocation(line: 151, column: 21, scope: !192)
!192 = distinct !DILexicalBlock(scope: !188, file: !2, line: 151, column: 5)
!193 = !DILocation(line: 151, column: 23, scope: !192)
!194 = !DILocation(line: 151, column: 5, scope: !188)
!195 = !DILocalVariable(name: "t", scope: !196, file: !2, line: 152, type: !78)
!196 = distinct !DILexicalBlock(scope: !192, file: !2, line: 151, column: 33)
!197 = !DILocation(line: 152, column: 20, scope: !196)
!198 = !DILocation(line: 152, column: 24, scope: !196)
!199 = !DILocation(line: 153, column: 9, scope: !196)
!200 = !DILocation(line: 154, column: 42, scope: !196)
!201 = !DILocation(line: 154, column: 37, scope: !196)
!202 = !DILocation(line: 154, column: 19, scope: !196)
!203 = !DILocation(line: 154, column: 14, scope: !196)
!204 = !DILocation(line: 154, column: 9, scope: !196)
!205 = !DILocation(line: 154, column: 17, scope: !196)
!206 = !DILocation(line: 155, column: 49, scope: !196)
!207 = !DILocation(line: 155, column: 44, scope: !196)
!208 = !DILocation(line: 155, column: 58, scope: !196)
!209 = !DILocation(line: 155, column: 53, scope: !196)
!210 = !DILocation(line: 155, column: 9, scope: !196)
!211 = !DILocation(line: 156, column: 5, scope: !196)
!212 = !DILocation(line: 151, column: 29, scope: !192)
!213 = !DILocation(line: 151, column: 5, scope: !192)
!214 = distinct !{!214, !194, !215, !111}
!215 = !DILocation(line: 156, column: 5, scope: !188)
!216 = !DILocalVariable(name: "i", scope: !217, file: !2, line: 157, type: !60)
!217 = distinct !DILexicalBlock(scope: !73, file: !2, line: 157, column: 5)
!218 = !DILocation(line: 157, column: 19, scope: !217)
!219 = !DILocation(line: 157, column: 10, scope: !217)
!220 = !DILocation(line: 157, column: 28, scope: !221)
!221 = distinct !DILexicalBlock(scope: !217, file: !2, line: 157, column: 5)
!222 = !DILocation(line: 157, column: 30, scope: !221)
!223 = !DILocation(line: 157, column: 5, scope: !217)
!224 = !DILocation(line: 158, column: 27, scope: !221)
!225 = !DILocation(line: 158, column: 9, scope: !221)
!226 = !DILocation(line: 157, column: 37, scope: !221)
!227 = !DILocation(line: 157, column: 5, scope: !221)
!228 = distinct !{!228, !223, !229, !111}
!229 = !DILocation(line: 158, column: 28, scope: !217)
!230 = !DILocation(line: 159, column: 5, scope: !73)
!231 = !DILocation(line: 160, column: 5, scope: !73)
!232 = distinct !DISubprogram(name: "big_set", scope: !2, file: !2, line: 15, type: !233, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !76)
!233 = !DISubroutineType(types: !234)
!234 = !{null, !235, !60}
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!236 = !DILocalVariable(name: "b", arg: 1, scope: !232, file: !2, line: 15, type: !235)
!237 = !DILocation(line: 15, column: 33, scope: !232)
!238 = !DILocalVariable(name: "v", arg: 2, scope: !232, file: !2, line: 15, type: !60)
!239 = !DILocation(line: 15, column: 45, scope: !232)
!240 = !DILocation(line: 16, column: 12, scope: !232)
!241 = !DILocation(line: 16, column: 5, scope: !232)
!242 = !DILocation(line: 17, column: 15, scope: !232)
!243 = !DILocation(line: 17, column: 17, scope: !232)
!244 = !DILocation(line: 17, column: 5, scope: !232)
!245 = !DILocation(line: 17, column: 8, scope: !232)
!246 = !DILocation(line: 17, column: 13, scope: !232)
!247 = !DILocation(line: 18, column: 15, scope: !232)
!248 = !DILocation(line: 18, column: 17, scope: !232)
!249 = !DILocation(line: 18, column: 5, scope: !232)
!250 = !DILocation(line: 18, column: 8, scope: !232)
!251 = !DILocation(line: 18, column: 13, scope: !232)
!252 = !DILocation(line: 19, column: 12, scope: !232)
!253 = !DILocation(line: 19, column: 15, scope: !232)
!254 = !DILocation(line: 19, column: 5, scope: !232)
!255 = !DILocation(line: 19, column: 8, scope: !232)
!256 = !DILocation(line: 19, column: 10, scope: !232)
!257 = !DILocation(line: 20, column: 1, scope: !232)
!258 = distinct !DISubprogram(name: "big_mul_small", scope: !2, file: !2, line: 22, type: !233, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !76)
!259 = !DILocalVariable(name: "b", arg: 1, scope: !258, file: !2, line: 22, type: !235)
!260 = !DILocation(line: 22, column: 39, scope: !258)
!261 = !DILocalVariable(name: "m", arg: 2, scope: !258, file: !2, line: 22, type: !60)
!262 = !DILocation(line: 22, column: 51, scope: !258)
!263 = !DILocalVariable(name: "carry", scope: !258, file: !2, line: 23, type: !55)
!264 = !DILocation(line: 23, column: 14, scope: !258)
!265 = !DILocalVariable(name: "i", scope: !266, file: !2, line: 24, type: !63)
!266 = distinct !DILexicalBlock(scope: !258, file: !2, line: 24, column: 5)
!267 = !DILocation(line: 24, column: 14, scope: !266)
!268 = !DILocation(line: 24, column: 10, scope: !266)
!269 = !DILocation(line: 24, column: 21, scope: !270)
!270 = distinct !DILexicalBlock(scope: !266, file: !2, line: 24, column: 5)
!271 = !DILocation(line: 24, column: 25, scope: !270)
!272 = !DILocation(line: 24, column: 28, scope: !270)
!273 = !DILocation(line: 24, column: 23, scope: !270)
!274 = !DILocation(line: 24, column: 5, scope: !266)
!275 = !DILocalVariable(name: "t", scope: !276, file: !2, line: 25, type: !55)
!276 = distinct !DILexicalBlock(scope: !270, file: !2, line: 24, column: 36)
!277 = !DILocation(line: 25, column: 18, scope: !276)
!278 = !DILocation(line: 25, column: 32, scope: !276)
!279 = !DILocation(line: 25, column: 35, scope: !276)
!280 = !DILocation(line: 25, column: 37, scope: !276)
!281 = !DILocation(line: 25, column: 22, scope: !276)
!282 = !DILocation(line: 25, column: 42, scope: !276)
!283 = !DILocation(line: 25, column: 40, scope: !276)
!284 = !DILocation(line: 25, column: 46, scope: !276)
!285 = !DILocation(line: 25, column: 44, scope: !276)
!286 = !DILocation(line: 26, column: 30, scope: !276)
!287 = !DILocation(line: 26, column: 32, scope: !276)
!288 = !DILocation(line: 26, column: 19, scope: !276)
!289 = !DILocation(line: 26, column: 9, scope: !276)
!290 = !DILocation(line: 26, column: 12, scope: !276)
!291 = !DILocation(line: 26, column: 14, scope: !276)
!292 = !DILocation(line: 26, column: 17, scope: !276)
!293 = !DILocation(line: 27, column: 17, scope: !276)
!294 = !DILocation(line: 27, column: 19, scope: !276)
!295 = !DILocation(line: 27, column: 15, scope: !276)
!296 = !DILocation(line: 28, column: 5, scope: !276)
!297 = !DILocation(line: 24, column: 32, scope: !270)
!298 = !DILocation(line: 24, column: 5, scope: !270)
!299 = distinct !{!299, !274, !300, !111}
!300 = !DILocation(line: 28, column: 5, scope: !266)
!301 = !DILocation(line: 29, column: 5, scope: !258)
!302 = !DILocation(line: 29, column: 12, scope: !258)
!303 = !DILocation(line: 30, column: 35, scope: !304)
!304 = distinct !DILexicalBlock(scope: !258, file: !2, line: 29, column: 19)
!305 = !DILocation(line: 30, column: 41, scope: !304)
!306 = !DILocation(line: 30, column: 24, scope: !304)
!307 = !DILocation(line: 30, column: 9, scope: !304)
!308 = !DILocation(line: 30, column: 12, scope: !304)
!309 = !DILocation(line: 30, column: 14, scope: !304)
!310 = !DILocation(line: 30, column: 17, scope: !304)
!311 = !DILocation(line: 30, column: 18, scope: !304)
!312 = !DILocation(line: 30, column: 22, scope: !304)
!313 = !DILocation(line: 31, column: 15, scope: !304)
!314 = distinct !{!314, !301, !315, !111}
!315 = !DILocation(line: 32, column: 5, scope: !258)
!316 = !DILocation(line: 33, column: 1, scope: !258)
!317 = distinct !DISubprogram(name: "big_print", scope: !2, file: !2, line: 99, type: !318, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !76)
!318 = !DISubroutineType(types: !319)
!319 = !{null, !320, !322}
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !321, size: 64)
!321 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !323, size: 64)
!323 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!324 = !DILocalVariable(name: "lbl", arg: 1, scope: !317, file: !2, line: 99, type: !320)
!325 = !DILocation(line: 99, column: 35, scope: !317)
!326 = !DILocalVariable(name: "b", arg: 2, scope: !317, file: !2, line: 99, type: !322)
!327 = !DILocation(line: 99, column: 58, scope: !317)
!328 = !DILocation(line: 100, column: 23, scope: !317)
!329 = !DILocation(line: 100, column: 28, scope: !317)
!330 = !DILocation(line: 100, column: 31, scope: !317)
!331 = !DILocation(line: 100, column: 33, scope: !317)
!332 = !DILocation(line: 100, column: 36, scope: !317)
!333 = !DILocation(line: 100, column: 38, scope: !317)
!334 = !DILocation(line: 100, column: 5, scope: !317)
!335 = !DILocalVariable(name: "i", scope: !336, file: !2, line: 101, type: !63)
!336 = distinct !DILexicalBlock(scope: !317, file: !2, line: 101, column: 5)
!337 = !DILocation(line: 101, column: 14, scope: !336)
!338 = !DILocation(line: 101, column: 18, scope: !336)
!339 = !DILocation(line: 101, column: 21, scope: !336)
!340 = !DILocation(line: 101, column: 23, scope: !336)
!341 = !DILocation(line: 101, column: 10, scope: !336)
!342 = !DILocation(line: 101, column: 28, scope: !343)
!343 = distinct !DILexicalBlock(scope: !336, file: !2, line: 101, column: 5)
!344 = !DILocation(line: 101, column: 30, scope: !343)
!345 = !DILocation(line: 101, column: 5, scope: !336)
!346 = !DILocation(line: 102, column: 24, scope: !343)
!347 = !DILocation(line: 102, column: 27, scope: !343)
!348 = !DILocation(line: 102, column: 29, scope: !343)
!349 = !DILocation(line: 102, column: 9, scope: !343)
!350 = !DILocation(line: 101, column: 37, scope: !343)
!351 = !DILocation(line: 101, column: 5, scope: !343)
!352 = distinct !{!352, !345, !353, !111}
!353 = !DILocation(line: 102, column: 31, scope: !336)
!354 = !DILocation(line: 103, column: 29, scope: !317)
!355 = !DILocation(line: 103, column: 32, scope: !317)
!356 = !DILocation(line: 103, column: 5, scope: !317)
!357 = !DILocation(line: 104, column: 1, scope: !317)
!358 = distinct !DISubprogram(name: "digit_sum", scope: !2, file: !2, line: 106, type: !359, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !76)
!359 = !DISubroutineType(types: !360)
!360 = !{!63, !322}
!361 = !DILocalVariable(name: "b", arg: 1, scope: !358, file: !2, line: 106, type: !322)
!362 = !DILocation(line: 106, column: 40, scope: !358)
!363 = !DILocalVariable(name: "s", scope: !358, file: !2, line: 107, type: !63)
!364 = !DILocation(line: 107, column: 9, scope: !358)
!365 = !DILocalVariable(name: "i", scope: !366, file: !2, line: 108, type: !63)
!366 = distinct !DILexicalBlock(scope: !358, file: !2, line: 108, column: 5)
!367 = !DILocation(line: 108, column: 14, scope: !366)
!368 = !DILocation(line: 108, column: 10, scope: !366)
!369 = !DILocation(line: 108, column: 21, scope: !370)
!370 = distinct !DILexicalBlock(scope: !366, file: !2, line: 108, column: 5)
!371 = !DILocation(line: 108, column: 25, scope: !370)
!372 = !DILocation(line: 108, column: 28, scope: !370)
!373 = !DILocation(line: 108, column: 23, scope: !370)
!374 = !DILocation(line: 108, column: 5, scope: !366)
!375 = !DILocalVariable(name: "v", scope: !376, file: !2, line: 109, type: !60)
!376 = distinct !DILexicalBlock(scope: !370, file: !2, line: 109, column: 9)
!377 = !DILocation(line: 109, column: 23, scope: !376)
!378 = !DILocation(line: 109, column: 27, scope: !376)
!379 = !DILocation(line: 109, column: 30, scope: !376)
!380 = !DILocation(line: 109, column: 32, scope: !376)
!381 = !DILocation(line: 109, column: 14, scope: !376)
!382 = !DILocation(line: 109, column: 36, scope: !383)
!383 = distinct !DILexicalBlock(scope: !376, file: !2, line: 109, column: 9)
!384 = !DILocation(line: 109, column: 9, scope: !376)
!385 = !DILocation(line: 110, column: 24, scope: !383)
!386 = !DILocation(line: 110, column: 26, scope: !383)
!387 = !DILocation(line: 110, column: 15, scope: !383)
!388 = !DILocation(line: 110, column: 13, scope: !383)
!389 = !DILocation(line: 109, column: 41, scope: !383)
!390 = !DILocation(line: 109, column: 9, scope: !383)
!391 = distinct !{!391, !384, !392, !111}
!392 = !DILocation(line: 110, column: 30, scope: !376)
!393 = !DILocation(line: 108, column: 32, scope: !370)
!394 = !DILocation(line: 108, column: 5, scope: !370)
!395 = distinct !{!395, !374, !396, !111}
!396 = !DILocation(line: 110, column: 30, scope: !366)
!397 = !DILocation(line: 111, column: 12, scope: !358)
!398 = !DILocation(line: 111, column: 5, scope: !358)
!399 = distinct !DISubprogram(name: "big_cmp", scope: !2, file: !2, line: 90, type: !400, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !76)
!400 = !DISubroutineType(types: !401)
!401 = !{!63, !322, !322}
!402 = !DILocalVariable(name: "a", arg: 1, scope: !399, file: !2, line: 90, type: !322)
!403 = !DILocation(line: 90, column: 38, scope: !399)
!404 = !DILocalVariable(name: "b", arg: 2, scope: !399, file: !2, line: 90, type: !322)
!405 = !DILocation(line: 90, column: 59, scope: !399)
!406 = !DILocation(line: 91, column: 9, scope: !407)
!407 = distinct !DILexicalBlock(scope: !399, file: !2, line: 91, column: 9)
!408 = !DILocation(line: 91, column: 12, scope: !407)
!409 = !DILocation(line: 91, column: 17, scope: !407)
!410 = !DILocation(line: 91, column: 20, scope: !407)
!411 = !DILocation(line: 91, column: 14, scope: !407)
!412 = !DILocation(line: 91, column: 9, scope: !399)
!413 = !DILocation(line: 92, column: 16, scope: !407)
!414 = !DILocation(line: 92, column: 19, scope: !407)
!415 = !DILocation(line: 92, column: 23, scope: !407)
!416 = !DILocation(line: 92, column: 26, scope: !407)
!417 = !DILocation(line: 92, column: 21, scope: !407)
!418 = !DILocation(line: 92, column: 9, scope: !407)
!419 = !DILocalVariable(name: "i", scope: !420, file: !2, line: 93, type: !63)
!420 = distinct !DILexicalBlock(scope: !399, file: !2, line: 93, column: 5)
!421 = !DILocation(line: 93, column: 14, scope: !420)
!422 = !DILocation(line: 93, column: 18, scope: !420)
!423 = !DILocation(line: 93, column: 21, scope: !420)
!424 = !DILocation(line: 93, column: 23, scope: !420)
!425 = !DILocation(line: 93, column: 10, scope: !420)
!426 = !DILocation(line: 93, column: 28, scope: !427)
!427 = distinct !DILexicalBlock(scope: !420, file: !2, line: 93, column: 5)
!428 = !DILocation(line: 93, column: 30, scope: !427)
!429 = !DILocation(line: 93, column: 5, scope: !420)
!430 = !DILocation(line: 94, column: 13, scope: !431)
!431 = distinct !DILexicalBlock(scope: !427, file: !2, line: 94, column: 13)
!432 = !DILocation(line: 94, column: 16, scope: !431)
!433 = !DILocation(line: 94, column: 18, scope: !431)
!434 = !DILocation(line: 94, column: 24, scope: !431)
!435 = !DILocation(line: 94, column: 27, scope: !431)
!436 = !DILocation(line: 94, column: 29, scope: !431)
!437 = !DILocation(line: 94, column: 21, scope: !431)
!438 = !DILocation(line: 94, column: 13, scope: !427)
!439 = !DILocation(line: 95, column: 20, scope: !431)
!440 = !DILocation(line: 95, column: 23, scope: !431)
!441 = !DILocation(line: 95, column: 25, scope: !431)
!442 = !DILocation(line: 95, column: 30, scope: !431)
!443 = !DILocation(line: 95, column: 33, scope: !431)
!444 = !DILocation(line: 95, column: 35, scope: !431)
!445 = !DILocation(line: 95, column: 28, scope: !431)
!446 = !DILocation(line: 95, column: 13, scope: !431)
!447 = !DILocation(line: 94, column: 30, scope: !431)
!448 = !DILocation(line: 93, column: 37, scope: !427)
!449 = !DILocation(line: 93, column: 5, scope: !427)
!450 = distinct !{!450, !429, !451, !111}
!451 = !DILocation(line: 95, column: 45, scope: !420)
!452 = !DILocation(line: 96, column: 5, scope: !399)
!453 = !DILocation(line: 97, column: 1, scope: !399)
!454 = distinct !DISubprogram(name: "big_add", scope: !2, file: !2, line: 35, type: !455, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !76)
!455 = !DISubroutineType(types: !456)
!456 = !{null, !235, !322, !322}
!457 = !DILocalVariable(name: "r", arg: 1, scope: !454, file: !2, line: 35, type: !235)
!458 = !DILocation(line: 35, column: 33, scope: !454)
!459 = !DILocalVariable(name: "a", arg: 2, scope: !454, file: !2, line: 35, type: !322)
!460 = !DILocation(line: 35, column: 54, scope: !454)
!461 = !DILocalVariable(name: "b", arg: 3, scope: !454, file: !2, line: 35, type: !322)
!462 = !DILocation(line: 35, column: 75, scope: !454)
!463 = !DILocalVariable(name: "n", scope: !454, file: !2, line: 36, type: !63)
!464 = !DILocation(line: 36, column: 9, scope: !454)
!465 = !DILocation(line: 36, column: 13, scope: !454)
!466 = !DILocation(line: 36, column: 16, scope: !454)
!467 = !DILocation(line: 36, column: 20, scope: !454)
!468 = !DILocation(line: 36, column: 23, scope: !454)
!469 = !DILocation(line: 36, column: 18, scope: !454)
!470 = !DILocation(line: 36, column: 27, scope: !454)
!471 = !DILocation(line: 36, column: 30, scope: !454)
!472 = !DILocation(line: 36, column: 34, scope: !454)
!473 = !DILocation(line: 36, column: 37, scope: !454)
!474 = !DILocalVariable(name: "carry", scope: !454, file: !2, line: 37, type: !60)
!475 = !DILocation(line: 37, column: 14, scope: !454)
!476 = !DILocalVariable(name: "t", scope: !454, file: !2, line: 38, type: !78)
!477 = !DILocation(line: 38, column: 16, scope: !454)
!478 = !DILocation(line: 39, column: 5, scope: !454)
!479 = !DILocalVariable(name: "i", scope: !480, file: !2, line: 40, type: !63)
!480 = distinct !DILexicalBlock(scope: !454, file: !2, line: 40, column: 5)
!481 = !DILocation(line: 40, column: 14, scope: !480)
!482 = !DILocation(line: 40, column: 10, scope: !480)
!483 = !DILocation(line: 40, column: 21, scope: !484)
!484 = distinct !DILexicalBlock(scope: !480, file: !2, line: 40, column: 5)
!485 = !DILocation(line: 40, column: 25, scope: !484)
!486 = !DILocation(line: 40, column: 23, scope: !484)
!487 = !DILocation(line: 40, column: 5, scope: !480)
!488 = !DILocalVariable(name: "s", scope: !489, file: !2, line: 41, type: !60)
!489 = distinct !DILexicalBlock(scope: !484, file: !2, line: 40, column: 33)
!490 = !DILocation(line: 41, column: 18, scope: !489)
!491 = !DILocation(line: 41, column: 22, scope: !489)
!492 = !DILocation(line: 41, column: 25, scope: !489)
!493 = !DILocation(line: 41, column: 27, scope: !489)
!494 = !DILocation(line: 41, column: 32, scope: !489)
!495 = !DILocation(line: 41, column: 35, scope: !489)
!496 = !DILocation(line: 41, column: 37, scope: !489)
!497 = !DILocation(line: 41, column: 30, scope: !489)
!498 = !DILocation(line: 41, column: 42, scope: !489)
!499 = !DILocation(line: 41, column: 40, scope: !489)
!500 = !DILocation(line: 42, column: 17, scope: !489)
!501 = !DILocation(line: 42, column: 19, scope: !489)
!502 = !DILocation(line: 42, column: 15, scope: !489)
!503 = !DILocation(line: 43, column: 18, scope: !489)
!504 = !DILocation(line: 43, column: 26, scope: !489)
!505 = !DILocation(line: 43, column: 28, scope: !489)
!506 = !DILocation(line: 43, column: 37, scope: !489)
!507 = !DILocation(line: 43, column: 11, scope: !489)
!508 = !DILocation(line: 43, column: 13, scope: !489)
!509 = !DILocation(line: 43, column: 9, scope: !489)
!510 = !DILocation(line: 43, column: 16, scope: !489)
!511 = !DILocation(line: 44, column: 5, scope: !489)
!512 = !DILocation(line: 40, column: 29, scope: !484)
!513 = !DILocation(line: 40, column: 5, scope: !484)
!514 = distinct !{!514, !487, !515, !111}
!515 = !DILocation(line: 44, column: 5, scope: !480)
!516 = !DILocation(line: 45, column: 11, scope: !454)
!517 = !DILocation(line: 45, column: 7, scope: !454)
!518 = !DILocation(line: 45, column: 9, scope: !454)
!519 = !DILocation(line: 46, column: 9, scope: !520)
!520 = distinct !DILexicalBlock(scope: !454, file: !2, line: 46, column: 9)
!521 = !DILocation(line: 46, column: 9, scope: !454)
!522 = !DILocation(line: 47, column: 11, scope: !520)
!523 = !DILocation(line: 47, column: 15, scope: !520)
!524 = !DILocation(line: 47, column: 16, scope: !520)
!525 = !DILocation(line: 47, column: 9, scope: !520)
!526 = !DILocation(line: 47, column: 20, scope: !520)
!527 = !DILocation(line: 48, column: 6, scope: !454)
!528 = !DILocation(line: 48, column: 10, scope: !454)
!529 = !DILocation(line: 49, column: 1, scope: !454)
!530 = distinct !DISubprogram(name: "big_mul", scope: !2, file: !2, line: 51, type: !455, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !76)
!531 = !DILocalVariable(name: "r", arg: 1, scope: !530, file: !2, line: 51, type: !235)
!532 = !DILocation(line: 51, column: 33, scope: !530)
!533 = !DILocalVariable(name: "a", arg: 2, scope: !530, file: !2, line: 51, type: !322)
!534 = !DILocation(line: 51, column: 54, scope: !530)
!535 = !DILocalVariable(name: "b", arg: 3, scope: !530, file: !2, line: 51, type: !322)
!536 = !DILocation(line: 51, column: 75, scope: !530)
!537 = !DILocalVariable(name: "acc", scope: !530, file: !2, line: 52, type: !538)
!538 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 15360, elements: !539)
!539 = !{!540}
!540 = !DISubrange(count: 240)
!541 = !DILocation(line: 52, column: 14, scope: !530)
!542 = !DILocation(line: 53, column: 5, scope: !530)
!543 = !DILocalVariable(name: "i", scope: !544, file: !2, line: 54, type: !63)
!544 = distinct !DILexicalBlock(scope: !530, file: !2, line: 54, column: 5)
!545 = !DILocation(line: 54, column: 14, scope: !544)
!546 = !DILocation(line: 54, column: 10, scope: !544)
!547 = !DILocation(line: 54, column: 21, scope: !548)
!548 = distinct !DILexicalBlock(scope: !544, file: !2, line: 54, column: 5)
!549 = !DILocation(line: 54, column: 25, scope: !548)
!550 = !DILocation(line: 54, column: 28, scope: !548)
!551 = !DILocation(line: 54, column: 23, scope: !548)
!552 = !DILocation(line: 54, column: 5, scope: !544)
!553 = !DILocalVariable(name: "carry", scope: !554, file: !2, line: 55, type: !55)
!554 = distinct !DILexicalBlock(scope: !548, file: !2, line: 54, column: 36)
!555 = !DILocation(line: 55, column: 18, scope: !554)
!556 = !DILocalVariable(name: "j", scope: !557, file: !2, line: 56, type: !63)
!557 = distinct !DILexicalBlock(scope: !554, file: !2, line: 56, column: 9)
!558 = !DILocation(line: 56, column: 18, scope: !557)
!559 = !DILocation(line: 56, column: 14, scope: !557)
!560 = !DILocation(line: 56, column: 25, scope: !561)
!561 = distinct !DILexicalBlock(scope: !557, file: !2, line: 56, column: 9)
!562 = !DILocation(line: 56, column: 29, scope: !561)
!563 = !DILocation(line: 56, column: 32, scope: !561)
!564 = !DILocation(line: 56, column: 27, scope: !561)
!565 = !DILocation(line: 56, column: 9, scope: !557)
!566 = !DILocalVariable(name: "t", scope: !567, file: !2, line: 57, type: !55)
!567 = distinct !DILexicalBlock(scope: !561, file: !2, line: 56, column: 40)
!568 = !DILocation(line: 57, column: 22, scope: !567)
!569 = !DILocation(line: 57, column: 30, scope: !567)
!570 = !DILocation(line: 57, column: 34, scope: !567)
!571 = !DILocation(line: 57, column: 32, scope: !567)
!572 = !DILocation(line: 57, column: 26, scope: !567)
!573 = !DILocation(line: 57, column: 49, scope: !567)
!574 = !DILocation(line: 57, column: 52, scope: !567)
!575 = !DILocation(line: 57, column: 54, scope: !567)
!576 = !DILocation(line: 57, column: 39, scope: !567)
!577 = !DILocation(line: 57, column: 59, scope: !567)
!578 = !DILocation(line: 57, column: 62, scope: !567)
!579 = !DILocation(line: 57, column: 64, scope: !567)
!580 = !DILocation(line: 57, column: 57, scope: !567)
!581 = !DILocation(line: 57, column: 37, scope: !567)
!582 = !DILocation(line: 57, column: 69, scope: !567)
!583 = !DILocation(line: 57, column: 67, scope: !567)
!584 = !DILocation(line: 58, column: 26, scope: !567)
!585 = !DILocation(line: 58, column: 28, scope: !567)
!586 = !DILocation(line: 58, column: 17, scope: !567)
!587 = !DILocation(line: 58, column: 21, scope: !567)
!588 = !DILocation(line: 58, column: 19, scope: !567)
!589 = !DILocation(line: 58, column: 13, scope: !567)
!590 = !DILocation(line: 58, column: 24, scope: !567)
!591 = !DILocation(line: 59, column: 21, scope: !567)
!592 = !DILocation(line: 59, column: 23, scope: !567)
!593 = !DILocation(line: 59, column: 19, scope: !567)
!594 = !DILocation(line: 60, column: 9, scope: !567)
!595 = !DILocation(line: 56, column: 36, scope: !561)
!596 = !DILocation(line: 56, column: 9, scope: !561)
!597 = distinct !{!597, !565, !598, !111}
!598 = !DILocation(line: 60, column: 9, scope: !557)
!599 = !DILocalVariable(name: "k", scope: !554, file: !2, line: 61, type: !63)
!600 = !DILocation(line: 61, column: 13, scope: !554)
!601 = !DILocation(line: 61, column: 17, scope: !554)
!602 = !DILocation(line: 61, column: 21, scope: !554)
!603 = !DILocation(line: 61, column: 24, scope: !554)
!604 = !DILocation(line: 61, column: 19, scope: !554)
!605 = !DILocation(line: 62, column: 9, scope: !554)
!606 = !DILocation(line: 62, column: 16, scope: !554)
!607 = !DILocalVariable(name: "t", scope: !608, file: !2, line: 63, type: !55)
!608 = distinct !DILexicalBlock(scope: !554, file: !2, line: 62, column: 23)
!609 = !DILocation(line: 63, column: 22, scope: !608)
!610 = !DILocation(line: 63, column: 30, scope: !608)
!611 = !DILocation(line: 63, column: 26, scope: !608)
!612 = !DILocation(line: 63, column: 35, scope: !608)
!613 = !DILocation(line: 63, column: 33, scope: !608)
!614 = !DILocation(line: 64, column: 24, scope: !608)
!615 = !DILocation(line: 64, column: 26, scope: !608)
!616 = !DILocation(line: 64, column: 18, scope: !608)
!617 = !DILocation(line: 64, column: 13, scope: !608)
!618 = !DILocation(line: 64, column: 22, scope: !608)
!619 = !DILocation(line: 65, column: 21, scope: !608)
!620 = !DILocation(line: 65, column: 23, scope: !608)
!621 = !DILocation(line: 65, column: 19, scope: !608)
!622 = distinct !{!622, !605, !623, !111}
!623 = !DILocation(line: 66, column: 9, scope: !554)
!624 = !DILocation(line: 67, column: 5, scope: !554)
!625 = !DILocation(line: 54, column: 32, scope: !548)
!626 = !DILocation(line: 54, column: 5, scope: !548)
!627 = distinct !{!627, !552, !628, !111}
!628 = !DILocation(line: 67, column: 5, scope: !544)
!629 = !DILocalVariable(name: "t", scope: !530, file: !2, line: 68, type: !78)
!630 = !DILocation(line: 68, column: 16, scope: !530)
!631 = !DILocation(line: 69, column: 5, scope: !530)
!632 = !DILocation(line: 70, column: 11, scope: !530)
!633 = !DILocation(line: 70, column: 14, scope: !530)
!634 = !DILocation(line: 70, column: 18, scope: !530)
!635 = !DILocation(line: 70, column: 21, scope: !530)
!636 = !DILocation(line: 70, column: 16, scope: !530)
!637 = !DILocation(line: 70, column: 7, scope: !530)
!638 = !DILocation(line: 70, column: 9, scope: !530)
!639 = !DILocalVariable(name: "i", scope: !640, file: !2, line: 71, type: !63)
!640 = distinct !DILexicalBlock(scope: !530, file: !2, line: 71, column: 5)
!641 = !DILocation(line: 71, column: 14, scope: !640)
!642 = !DILocation(line: 71, column: 10, scope: !640)
!643 = !DILocation(line: 71, column: 21, scope: !644)
!644 = distinct !DILexicalBlock(scope: !640, file: !2, line: 71, column: 5)
!645 = !DILocation(line: 71, column: 27, scope: !644)
!646 = !DILocation(line: 71, column: 23, scope: !644)
!647 = !DILocation(line: 71, column: 5, scope: !640)
!648 = !DILocation(line: 72, column: 32, scope: !644)
!649 = !DILocation(line: 72, column: 28, scope: !644)
!650 = !DILocation(line: 72, column: 18, scope: !644)
!651 = !DILocation(line: 72, column: 11, scope: !644)
!652 = !DILocation(line: 72, column: 13, scope: !644)
!653 = !DILocation(line: 72, column: 9, scope: !644)
!654 = !DILocation(line: 72, column: 16, scope: !644)
!655 = !DILocation(line: 71, column: 31, scope: !644)
!656 = !DILocation(line: 71, column: 5, scope: !644)
!657 = distinct !{!657, !647, !658, !111}
!658 = !DILocation(line: 72, column: 33, scope: !640)
!659 = !DILocation(line: 73, column: 5, scope: !530)
!660 = !DILocation(line: 73, column: 14, scope: !530)
!661 = !DILocation(line: 73, column: 16, scope: !530)
!662 = !DILocation(line: 73, column: 20, scope: !530)
!663 = !DILocation(line: 73, column: 25, scope: !530)
!664 = !DILocation(line: 73, column: 29, scope: !530)
!665 = !DILocation(line: 73, column: 31, scope: !530)
!666 = !DILocation(line: 73, column: 23, scope: !530)
!667 = !DILocation(line: 73, column: 36, scope: !530)
!668 = !DILocation(line: 0, scope: !530)
!669 = !DILocation(line: 74, column: 11, scope: !530)
!670 = !DILocation(line: 74, column: 12, scope: !530)
!671 = distinct !{!671, !659, !670, !111}
!672 = !DILocation(line: 75, column: 6, scope: !530)
!673 = !DILocation(line: 75, column: 10, scope: !530)
!674 = !DILocation(line: 76, column: 1, scope: !530)
!675 = distinct !DISubprogram(name: "big_div_small", scope: !2, file: !2, line: 78, type: !676, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !76)
!676 = !DISubroutineType(types: !677)
!677 = !{!60, !235, !60}
!678 = !DILocalVariable(name: "b", arg: 1, scope: !675, file: !2, line: 78, type: !235)
!679 = !DILocation(line: 78, column: 43, scope: !675)
!680 = !DILocalVariable(name: "m", arg: 2, scope: !675, file: !2, line: 78, type: !60)
!681 = !DILocation(line: 78, column: 55, scope: !675)
!682 = !DILocalVariable(name: "rem", scope: !675, file: !2, line: 79, type: !55)
!683 = !DILocation(line: 79, column: 14, scope: !675)
!684 = !DILocalVariable(name: "i", scope: !685, file: !2, line: 80, type: !63)
!685 = distinct !DILexicalBlock(scope: !675, file: !2, line: 80, column: 5)
!686 = !DILocation(line: 80, column: 14, scope: !685)
!687 = !DILocation(line: 80, column: 18, scope: !685)
!688 = !DILocation(line: 80, column: 21, scope: !685)
!689 = !DILocation(line: 80, column: 23, scope: !685)
!690 = !DILocation(line: 80, column: 10, scope: !685)
!691 = !DILocation(line: 80, column: 28, scope: !692)
!692 = distinct !DILexicalBlock(scope: !685, file: !2, line: 80, column: 5)
!693 = !DILocation(line: 80, column: 30, scope: !692)
!694 = !DILocation(line: 80, column: 5, scope: !685)
!695 = !DILocalVariable(name: "cur", scope: !696, file: !2, line: 81, type: !55)
!696 = distinct !DILexicalBlock(scope: !692, file: !2, line: 80, column: 41)
!697 = !DILocation(line: 81, column: 18, scope: !696)
!698 = !DILocation(line: 81, column: 24, scope: !696)
!699 = !DILocation(line: 81, column: 27, scope: !696)
!700 = !DILocation(line: 81, column: 29, scope: !696)
!701 = !DILocation(line: 81, column: 34, scope: !696)
!702 = !DILocation(line: 81, column: 38, scope: !696)
!703 = !DILocation(line: 81, column: 32, scope: !696)
!704 = !DILocation(line: 82, column: 30, scope: !696)
!705 = !DILocation(line: 82, column: 36, scope: !696)
!706 = !DILocation(line: 82, column: 34, scope: !696)
!707 = !DILocation(line: 82, column: 19, scope: !696)
!708 = !DILocation(line: 82, column: 9, scope: !696)
!709 = !DILocation(line: 82, column: 12, scope: !696)
!710 = !DILocation(line: 82, column: 14, scope: !696)
!711 = !DILocation(line: 82, column: 17, scope: !696)
!712 = !DILocation(line: 83, column: 15, scope: !696)
!713 = !DILocation(line: 83, column: 21, scope: !696)
!714 = !DILocation(line: 83, column: 19, scope: !696)
!715 = !DILocation(line: 83, column: 13, scope: !696)
!716 = !DILocation(line: 84, column: 5, scope: !696)
!717 = !DILocation(line: 80, column: 37, scope: !692)
!718 = !DILocation(line: 80, column: 5, scope: !692)
!719 = distinct !{!719, !694, !720, !111}
!720 = !DILocation(line: 84, column: 5, scope: !685)
!721 = !DILocation(line: 85, column: 5, scope: !675)
!722 = !DILocation(line: 85, column: 12, scope: !675)
!723 = !DILocation(line: 85, column: 15, scope: !675)
!724 = !DILocation(line: 85, column: 17, scope: !675)
!725 = !DILocation(line: 85, column: 21, scope: !675)
!726 = !DILocation(line: 85, column: 24, scope: !675)
!727 = !DILocation(line: 85, column: 27, scope: !675)
!728 = !DILocation(line: 85, column: 29, scope: !675)
!729 = !DILocation(line: 85, column: 32, scope: !675)
!730 = !DILocation(line: 85, column: 34, scope: !675)
!731 = !DILocation(line: 85, column: 39, scope: !675)
!732 = !DILocation(line: 0, scope: !675)
!733 = !DILocation(line: 86, column: 9, scope: !675)
!734 = !DILocation(line: 86, column: 12, scope: !675)
!735 = !DILocation(line: 86, column: 13, scope: !675)
!736 = distinct !{!736, !721, !735, !111}
!737 = !DILocation(line: 87, column: 22, scope: !675)
!738 = !DILocation(line: 87, column: 12, scope: !675)
!739 = !DILocation(line: 87, column: 5, scope: !675)
