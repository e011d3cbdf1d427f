; ModuleID = 'bignum.c'
source_filename = "bignum.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.big = type { i32, [120 x i32] }

@.str = private unnamed_addr constant [10 x i8] c"factorial\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"100!\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [24 x i8] c"digit sum of 100! = %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [36 x i8] c"digit sum of 2^1000 = %d, limbs %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [35 x i8] c"first fibonacci >= 10^99 is F(%d)\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [2 x i8] c"F\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [4 x i8] c"F^2\00", align 1, !dbg !32
@__const.main.divs = private unnamed_addr constant [6 x i32] [i32 7, i32 11, i32 13, i32 1000003, i32 999999937, i32 2], align 4
@.str.7 = private unnamed_addr constant [24 x i8] c"(100! + F) mod %u = %u\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [10 x i8] c"100!/100!\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [8 x i8] c"%s = %u\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [13 x i8] c" (%d limbs)\0A\00", align 1, !dbg !48

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !74 {
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
  %14 = alloca [6 x i32], align 4
  %15 = alloca [6 x i32], align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.big, align 4
  %18 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !78, !DIExpression(), !86)
  call void @big_set(ptr noundef %2, i32 noundef 1), !dbg !87
    #dbg_declare(ptr %3, !88, !DIExpression(), !90)
  store i32 1, ptr %3, align 4, !dbg !90
  br label %19, !dbg !91

19:                                               ; preds = %31, %0
  %20 = load i32, ptr %3, align 4, !dbg !92
  %21 = icmp ule i32 %20, 100, !dbg !94
  br i1 %21, label %22, label %34, !dbg !95

22:                                               ; preds = %19
  %23 = load i32, ptr %3, align 4, !dbg !96
  call void @big_mul_small(ptr noundef %2, i32 noundef %23), !dbg !98
  %24 = load i32, ptr %3, align 4, !dbg !99
  %25 = icmp eq i32 %24, 25, !dbg !101
  br i1 %25, label %29, label %26, !dbg !102

26:                                               ; preds = %22
  %27 = load i32, ptr %3, align 4, !dbg !103
  %28 = icmp eq i32 %27, 50, !dbg !104
  br i1 %28, label %29, label %30, !dbg !105

29:                                               ; preds = %26, %22
  call void @big_print(ptr noundef @.str, ptr noundef %2), !dbg !106
  br label %30, !dbg !106

30:                                               ; preds = %29, %26
  br label %31, !dbg !107

31:                                               ; preds = %30
  %32 = load i32, ptr %3, align 4, !dbg !108
  %33 = add i32 %32, 1, !dbg !108
  store i32 %33, ptr %3, align 4, !dbg !108
  br label %19, !dbg !109, !llvm.loop !110

34:                                               ; preds = %19
  call void @big_print(ptr noundef @.str.1, ptr noundef %2), !dbg !113
  %35 = call i32 @digit_sum(ptr noundef %2), !dbg !114
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %35), !dbg !115
    #dbg_declare(ptr %4, !116, !DIExpression(), !117)
  call void @big_set(ptr noundef %4, i32 noundef 1), !dbg !118
    #dbg_declare(ptr %5, !119, !DIExpression(), !121)
  store i32 0, ptr %5, align 4, !dbg !121
  br label %37, !dbg !122

37:                                               ; preds = %41, %34
  %38 = load i32, ptr %5, align 4, !dbg !123
  %39 = icmp slt i32 %38, 1000, !dbg !125
  br i1 %39, label %40, label %44, !dbg !126

40:                                               ; preds = %37
  call void @big_mul_small(ptr noundef %4, i32 noundef 2), !dbg !127
  br label %41, !dbg !127

41:                                               ; preds = %40
  %42 = load i32, ptr %5, align 4, !dbg !128
  %43 = add nsw i32 %42, 1, !dbg !128
  store i32 %43, ptr %5, align 4, !dbg !128
  br label %37, !dbg !129, !llvm.loop !130

44:                                               ; preds = %37
  %45 = call i32 @digit_sum(ptr noundef %4), !dbg !132
  %46 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 0, !dbg !133
  %47 = load i32, ptr %46, align 4, !dbg !133
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %45, i32 noundef %47), !dbg !134
    #dbg_declare(ptr %6, !135, !DIExpression(), !136)
    #dbg_declare(ptr %7, !137, !DIExpression(), !138)
    #dbg_declare(ptr %8, !139, !DIExpression(), !140)
  call void @big_set(ptr noundef %6, i32 noundef 0), !dbg !141
  call void @big_set(ptr noundef %7, i32 noundef 1), !dbg !142
    #dbg_declare(ptr %9, !143, !DIExpression(), !144)
  store i32 1, ptr %9, align 4, !dbg !144
    #dbg_declare(ptr %10, !145, !DIExpression(), !146)
  call void @big_set(ptr noundef %10, i32 noundef 1), !dbg !147
    #dbg_declare(ptr %11, !148, !DIExpression(), !150)
  store i32 0, ptr %11, align 4, !dbg !150
  br label %49, !dbg !151

49:                                               ; preds = %53, %44
  %50 = load i32, ptr %11, align 4, !dbg !152
  %51 = icmp slt i32 %50, 11, !dbg !154
  br i1 %51, label %52, label %56, !dbg !155

52:                                               ; preds = %49
  call void @big_mul_small(ptr noundef %10, i32 noundef 1000000000), !dbg !156
  br label %53, !dbg !156

53:                                               ; preds = %52
  %54 = load i32, ptr %11, align 4, !dbg !157
  %55 = add nsw i32 %54, 1, !dbg !157
  store i32 %55, ptr %11, align 4, !dbg !157
  br label %49, !dbg !158, !llvm.loop !159

56:                                               ; preds = %49
  br label %57, !dbg !161

57:                                               ; preds = %60, %56
  %58 = call i32 @big_cmp(ptr noundef %7, ptr noundef %10), !dbg !162
  %59 = icmp slt i32 %58, 0, !dbg !163
  br i1 %59, label %60, label %63, !dbg !161

60:                                               ; preds = %57
  call void @big_add(ptr noundef %8, ptr noundef %6, ptr noundef %7), !dbg !164
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 %7, i32 484, i1 false), !dbg !166
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 %8, i32 484, i1 false), !dbg !167
  %61 = load i32, ptr %9, align 4, !dbg !168
  %62 = add nsw i32 %61, 1, !dbg !168
  store i32 %62, ptr %9, align 4, !dbg !168
  br label %57, !dbg !161, !llvm.loop !169

63:                                               ; preds = %57
  %64 = load i32, ptr %9, align 4, !dbg !171
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %64), !dbg !172
  call void @big_print(ptr noundef @.str.5, ptr noundef %7), !dbg !173
    #dbg_declare(ptr %12, !174, !DIExpression(), !175)
  call void @big_mul(ptr noundef %12, ptr noundef %7, ptr noundef %7), !dbg !176
  call void @big_print(ptr noundef @.str.6, ptr noundef %12), !dbg !177
    #dbg_declare(ptr %13, !178, !DIExpression(), !179)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %13, ptr align 4 %2, i32 484, i1 false), !dbg !180
    #dbg_declare(ptr %14, !181, !DIExpression(), !185)
    #dbg_declare(ptr %15, !186, !DIExpression(), !187)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %15, ptr align 4 @__const.main.divs, i32 24, i1 false), !dbg !187
    #dbg_declare(ptr %16, !188, !DIExpression(), !190)
  store i32 0, ptr %16, align 4, !dbg !190
  br label %66, !dbg !191

66:                                               ; preds = %83, %63
  %67 = load i32, ptr %16, align 4, !dbg !192
  %68 = icmp slt i32 %67, 6, !dbg !194
  br i1 %68, label %69, label %86, !dbg !195

69:                                               ; preds = %66
    #dbg_declare(ptr %17, !196, !DIExpression(), !198)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %17, ptr align 4 %2, i32 484, i1 false), !dbg !199
  call void @big_add(ptr noundef %17, ptr noundef %17, ptr noundef %7), !dbg !200
  %70 = load i32, ptr %16, align 4, !dbg !201
  %71 = getelementptr inbounds [6 x i32], ptr %15, i32 0, i32 %70, !dbg !202
  %72 = load i32, ptr %71, align 4, !dbg !202
  %73 = call i32 @big_div_small(ptr noundef %17, i32 noundef %72), !dbg !203
  %74 = load i32, ptr %16, align 4, !dbg !204
  %75 = getelementptr inbounds [6 x i32], ptr %14, i32 0, i32 %74, !dbg !205
  store i32 %73, ptr %75, align 4, !dbg !206
  %76 = load i32, ptr %16, align 4, !dbg !207
  %77 = getelementptr inbounds [6 x i32], ptr %15, i32 0, i32 %76, !dbg !208
  %78 = load i32, ptr %77, align 4, !dbg !208
  %79 = load i32, ptr %16, align 4, !dbg !209
  %80 = getelementptr inbounds [6 x i32], ptr %14, i32 0, i32 %79, !dbg !210
  %81 = load i32, ptr %80, align 4, !dbg !210
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %78, i32 noundef %81), !dbg !211
  br label %83, !dbg !212

83:                                               ; preds = %69
  %84 = load i32, ptr %16, align 4, !dbg !213
  %85 = add nsw i32 %84, 1, !dbg !213
  store i32 %85, ptr %16, align 4, !dbg !213
  br label %66, !dbg !214, !llvm.loop !215

86:                                               ; preds = %66
    #dbg_declare(ptr %18, !217, !DIExpression(), !219)
  store i32 100, ptr %18, align 4, !dbg !219
  br label %87, !dbg !220

87:                                               ; preds = %93, %86
  %88 = load i32, ptr %18, align 4, !dbg !221
  %89 = icmp uge i32 %88, 2, !dbg !223
  br i1 %89, label %90, label %96, !dbg !224

90:                                               ; preds = %87
  %91 = load i32, ptr %18, align 4, !dbg !225
  %92 = call i32 @big_div_small(ptr noundef %13, i32 noundef %91), !dbg !226
  br label %93, !dbg !226

93:                                               ; preds = %90
  %94 = load i32, ptr %18, align 4, !dbg !227
  %95 = add i32 %94, -1, !dbg !227
  store i32 %95, ptr %18, align 4, !dbg !227
  br label %87, !dbg !228, !llvm.loop !229

96:                                               ; preds = %87
  call void @big_print(ptr noundef @.str.8, ptr noundef %13), !dbg !231
  ret i32 0, !dbg !232
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_set(ptr noundef %0, i32 noundef %1) #0 !dbg !233 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !237, !DIExpression(), !238)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !239, !DIExpression(), !240)
  %5 = load ptr, ptr %3, align 4, !dbg !241
  call void @llvm.memset.p0.i32(ptr align 4 %5, i8 0, i32 484, i1 false), !dbg !242
  %6 = load i32, ptr %4, align 4, !dbg !243
  %7 = urem i32 %6, 1000000000, !dbg !244
  %8 = load ptr, ptr %3, align 4, !dbg !245
  %9 = getelementptr inbounds %struct.big, ptr %8, i32 0, i32 1, !dbg !246
  %10 = getelementptr inbounds [120 x i32], ptr %9, i32 0, i32 0, !dbg !245
  store i32 %7, ptr %10, align 4, !dbg !247
  %11 = load i32, ptr %4, align 4, !dbg !248
  %12 = udiv i32 %11, 1000000000, !dbg !249
  %13 = load ptr, ptr %3, align 4, !dbg !250
  %14 = getelementptr inbounds %struct.big, ptr %13, i32 0, i32 1, !dbg !251
  %15 = getelementptr inbounds [120 x i32], ptr %14, i32 0, i32 1, !dbg !250
  store i32 %12, ptr %15, align 4, !dbg !252
  %16 = load ptr, ptr %3, align 4, !dbg !253
  %17 = getelementptr inbounds %struct.big, ptr %16, i32 0, i32 1, !dbg !254
  %18 = getelementptr inbounds [120 x i32], ptr %17, i32 0, i32 1, !dbg !253
  %19 = load i32, ptr %18, align 4, !dbg !253
  %20 = icmp ne i32 %19, 0, !dbg !253
  %21 = zext i1 %20 to i64, !dbg !253
  %22 = select i1 %20, i32 2, i32 1, !dbg !253
  %23 = load ptr, ptr %3, align 4, !dbg !255
  %24 = getelementptr inbounds %struct.big, ptr %23, i32 0, i32 0, !dbg !256
  store i32 %22, ptr %24, align 4, !dbg !257
  ret void, !dbg !258
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_mul_small(ptr noundef %0, i32 noundef %1) #0 !dbg !259 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !260, !DIExpression(), !261)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !262, !DIExpression(), !263)
    #dbg_declare(ptr %5, !264, !DIExpression(), !265)
  store i64 0, ptr %5, align 8, !dbg !265
    #dbg_declare(ptr %6, !266, !DIExpression(), !268)
  store i32 0, ptr %6, align 4, !dbg !268
  br label %8, !dbg !269

8:                                                ; preds = %35, %2
  %9 = load i32, ptr %6, align 4, !dbg !270
  %10 = load ptr, ptr %3, align 4, !dbg !272
  %11 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 0, !dbg !273
  %12 = load i32, ptr %11, align 4, !dbg !273
  %13 = icmp slt i32 %9, %12, !dbg !274
  br i1 %13, label %14, label %38, !dbg !275

14:                                               ; preds = %8
    #dbg_declare(ptr %7, !276, !DIExpression(), !278)
  %15 = load ptr, ptr %3, align 4, !dbg !279
  %16 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 1, !dbg !280
  %17 = load i32, ptr %6, align 4, !dbg !281
  %18 = getelementptr inbounds [120 x i32], ptr %16, i32 0, i32 %17, !dbg !279
  %19 = load i32, ptr %18, align 4, !dbg !279
  %20 = zext i32 %19 to i64, !dbg !282
  %21 = load i32, ptr %4, align 4, !dbg !283
  %22 = zext i32 %21 to i64, !dbg !283
  %23 = mul i64 %20, %22, !dbg !284
  %24 = load i64, ptr %5, align 8, !dbg !285
  %25 = add i64 %23, %24, !dbg !286
  store i64 %25, ptr %7, align 8, !dbg !278
  %26 = load i64, ptr %7, align 8, !dbg !287
  %27 = urem i64 %26, 1000000000, !dbg !288
  %28 = trunc i64 %27 to i32, !dbg !289
  %29 = load ptr, ptr %3, align 4, !dbg !290
  %30 = getelementptr inbounds %struct.big, ptr %29, i32 0, i32 1, !dbg !291
  %31 = load i32, ptr %6, align 4, !dbg !292
  %32 = getelementptr inbounds [120 x i32], ptr %30, i32 0, i32 %31, !dbg !290
  store i32 %28, ptr %32, align 4, !dbg !293
  %33 = load i64, ptr %7, align 8, !dbg !294
  %34 = udiv i64 %33, 1000000000, !dbg !295
  store i64 %34, ptr %5, align 8, !dbg !296
  br label %35, !dbg !297

35:                                               ; preds = %14
  %36 = load i32, ptr %6, align 4, !dbg !298
  %37 = add nsw i32 %36, 1, !dbg !298
  store i32 %37, ptr %6, align 4, !dbg !298
  br label %8, !dbg !299, !llvm.loop !300

38:                                               ; preds = %8
  br label %39, !dbg !302

39:                                               ; preds = %42, %38
  %40 = load i64, ptr %5, align 8, !dbg !303
  %41 = icmp ne i64 %40, 0, !dbg !302
  br i1 %41, label %42, label %55, !dbg !302

42:                                               ; preds = %39
  %43 = load i64, ptr %5, align 8, !dbg !304
  %44 = urem i64 %43, 1000000000, !dbg !306
  %45 = trunc i64 %44 to i32, !dbg !307
  %46 = load ptr, ptr %3, align 4, !dbg !308
  %47 = getelementptr inbounds %struct.big, ptr %46, i32 0, i32 1, !dbg !309
  %48 = load ptr, ptr %3, align 4, !dbg !310
  %49 = getelementptr inbounds %struct.big, ptr %48, i32 0, i32 0, !dbg !311
  %50 = load i32, ptr %49, align 4, !dbg !312
  %51 = add nsw i32 %50, 1, !dbg !312
  store i32 %51, ptr %49, align 4, !dbg !312
  %52 = getelementptr inbounds [120 x i32], ptr %47, i32 0, i32 %50, !dbg !308
  store i32 %45, ptr %52, align 4, !dbg !313
  %53 = load i64, ptr %5, align 8, !dbg !314
  %54 = udiv i64 %53, 1000000000, !dbg !314
  store i64 %54, ptr %5, align 8, !dbg !314
  br label %39, !dbg !302, !llvm.loop !315

55:                                               ; preds = %39
  ret void, !dbg !317
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_print(ptr noundef %0, ptr noundef %1) #0 !dbg !318 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !325, !DIExpression(), !326)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !327, !DIExpression(), !328)
  %6 = load ptr, ptr %3, align 4, !dbg !329
  %7 = load ptr, ptr %4, align 4, !dbg !330
  %8 = getelementptr inbounds %struct.big, ptr %7, i32 0, i32 1, !dbg !331
  %9 = load ptr, ptr %4, align 4, !dbg !332
  %10 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 0, !dbg !333
  %11 = load i32, ptr %10, align 4, !dbg !333
  %12 = sub nsw i32 %11, 1, !dbg !334
  %13 = getelementptr inbounds [120 x i32], ptr %8, i32 0, i32 %12, !dbg !330
  %14 = load i32, ptr %13, align 4, !dbg !330
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %6, i32 noundef %14), !dbg !335
    #dbg_declare(ptr %5, !336, !DIExpression(), !338)
  %16 = load ptr, ptr %4, align 4, !dbg !339
  %17 = getelementptr inbounds %struct.big, ptr %16, i32 0, i32 0, !dbg !340
  %18 = load i32, ptr %17, align 4, !dbg !340
  %19 = sub nsw i32 %18, 2, !dbg !341
  store i32 %19, ptr %5, align 4, !dbg !338
  br label %20, !dbg !342

20:                                               ; preds = %30, %2
  %21 = load i32, ptr %5, align 4, !dbg !343
  %22 = icmp sge i32 %21, 0, !dbg !345
  br i1 %22, label %23, label %33, !dbg !346

23:                                               ; preds = %20
  %24 = load ptr, ptr %4, align 4, !dbg !347
  %25 = getelementptr inbounds %struct.big, ptr %24, i32 0, i32 1, !dbg !348
  %26 = load i32, ptr %5, align 4, !dbg !349
  %27 = getelementptr inbounds [120 x i32], ptr %25, i32 0, i32 %26, !dbg !347
  %28 = load i32, ptr %27, align 4, !dbg !347
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %28), !dbg !350
  br label %30, !dbg !350

30:                                               ; preds = %23
  %31 = load i32, ptr %5, align 4, !dbg !351
  %32 = add nsw i32 %31, -1, !dbg !351
  store i32 %32, ptr %5, align 4, !dbg !351
  br label %20, !dbg !352, !llvm.loop !353

33:                                               ; preds = %20
  %34 = load ptr, ptr %4, align 4, !dbg !355
  %35 = getelementptr inbounds %struct.big, ptr %34, i32 0, i32 0, !dbg !356
  %36 = load i32, ptr %35, align 4, !dbg !356
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %36), !dbg !357
  ret void, !dbg !358
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @digit_sum(ptr noundef %0) #0 !dbg !359 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !362, !DIExpression(), !363)
    #dbg_declare(ptr %3, !364, !DIExpression(), !365)
  store i32 0, ptr %3, align 4, !dbg !365
    #dbg_declare(ptr %4, !366, !DIExpression(), !368)
  store i32 0, ptr %4, align 4, !dbg !368
  br label %6, !dbg !369

6:                                                ; preds = %30, %1
  %7 = load i32, ptr %4, align 4, !dbg !370
  %8 = load ptr, ptr %2, align 4, !dbg !372
  %9 = getelementptr inbounds %struct.big, ptr %8, i32 0, i32 0, !dbg !373
  %10 = load i32, ptr %9, align 4, !dbg !373
  %11 = icmp slt i32 %7, %10, !dbg !374
  br i1 %11, label %12, label %33, !dbg !375

12:                                               ; preds = %6
    #dbg_declare(ptr %5, !376, !DIExpression(), !378)
  %13 = load ptr, ptr %2, align 4, !dbg !379
  %14 = getelementptr inbounds %struct.big, ptr %13, i32 0, i32 1, !dbg !380
  %15 = load i32, ptr %4, align 4, !dbg !381
  %16 = getelementptr inbounds [120 x i32], ptr %14, i32 0, i32 %15, !dbg !379
  %17 = load i32, ptr %16, align 4, !dbg !379
  store i32 %17, ptr %5, align 4, !dbg !378
  br label %18, !dbg !382

18:                                               ; preds = %26, %12
  %19 = load i32, ptr %5, align 4, !dbg !383
  %20 = icmp ne i32 %19, 0, !dbg !385
  br i1 %20, label %21, label %29, !dbg !385

21:                                               ; preds = %18
  %22 = load i32, ptr %5, align 4, !dbg !386
  %23 = urem i32 %22, 10, !dbg !387
  %24 = load i32, ptr %3, align 4, !dbg !388
  %25 = add nsw i32 %24, %23, !dbg !388
  store i32 %25, ptr %3, align 4, !dbg !388
  br label %26, !dbg !389

26:                                               ; preds = %21
  %27 = load i32, ptr %5, align 4, !dbg !390
  %28 = udiv i32 %27, 10, !dbg !390
  store i32 %28, ptr %5, align 4, !dbg !390
  br label %18, !dbg !391, !llvm.loop !392

29:                                               ; preds = %18
  br label %30, !dbg !393

30:                                               ; preds = %29
  %31 = load i32, ptr %4, align 4, !dbg !394
  %32 = add nsw i32 %31, 1, !dbg !394
  store i32 %32, ptr %4, align 4, !dbg !394
  br label %6, !dbg !395, !llvm.loop !396

33:                                               ; preds = %6
  %34 = load i32, ptr %3, align 4, !dbg !398
  ret i32 %34, !dbg !399
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @big_cmp(ptr noundef %0, ptr noundef %1) #0 !dbg !400 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !403, !DIExpression(), !404)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !405, !DIExpression(), !406)
  %7 = load ptr, ptr %4, align 4, !dbg !407
  %8 = getelementptr inbounds %struct.big, ptr %7, i32 0, i32 0, !dbg !409
  %9 = load i32, ptr %8, align 4, !dbg !409
  %10 = load ptr, ptr %5, align 4, !dbg !410
  %11 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 0, !dbg !411
  %12 = load i32, ptr %11, align 4, !dbg !411
  %13 = icmp ne i32 %9, %12, !dbg !412
  br i1 %13, label %14, label %24, !dbg !413

14:                                               ; preds = %2
  %15 = load ptr, ptr %4, align 4, !dbg !414
  %16 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 0, !dbg !415
  %17 = load i32, ptr %16, align 4, !dbg !415
  %18 = load ptr, ptr %5, align 4, !dbg !416
  %19 = getelementptr inbounds %struct.big, ptr %18, i32 0, i32 0, !dbg !417
  %20 = load i32, ptr %19, align 4, !dbg !417
  %21 = icmp slt i32 %17, %20, !dbg !418
  %22 = zext i1 %21 to i64, !dbg !414
  %23 = select i1 %21, i32 -1, i32 1, !dbg !414
  store i32 %23, ptr %3, align 4, !dbg !419
  br label %63, !dbg !419

24:                                               ; preds = %2
    #dbg_declare(ptr %6, !420, !DIExpression(), !422)
  %25 = load ptr, ptr %4, align 4, !dbg !423
  %26 = getelementptr inbounds %struct.big, ptr %25, i32 0, i32 0, !dbg !424
  %27 = load i32, ptr %26, align 4, !dbg !424
  %28 = sub nsw i32 %27, 1, !dbg !425
  store i32 %28, ptr %6, align 4, !dbg !422
  br label %29, !dbg !426

29:                                               ; preds = %59, %24
  %30 = load i32, ptr %6, align 4, !dbg !427
  %31 = icmp sge i32 %30, 0, !dbg !429
  br i1 %31, label %32, label %62, !dbg !430

32:                                               ; preds = %29
  %33 = load ptr, ptr %4, align 4, !dbg !431
  %34 = getelementptr inbounds %struct.big, ptr %33, i32 0, i32 1, !dbg !433
  %35 = load i32, ptr %6, align 4, !dbg !434
  %36 = getelementptr inbounds [120 x i32], ptr %34, i32 0, i32 %35, !dbg !431
  %37 = load i32, ptr %36, align 4, !dbg !431
  %38 = load ptr, ptr %5, align 4, !dbg !435
  %39 = getelementptr inbounds %struct.big, ptr %38, i32 0, i32 1, !dbg !436
  %40 = load i32, ptr %6, align 4, !dbg !437
  %41 = getelementptr inbounds [120 x i32], ptr %39, i32 0, i32 %40, !dbg !435
  %42 = load i32, ptr %41, align 4, !dbg !435
  %43 = icmp ne i32 %37, %42, !dbg !438
  br i1 %43, label %44, label %58, !dbg !439

44:                                               ; preds = %32
  %45 = load ptr, ptr %4, align 4, !dbg !440
  %46 = getelementptr inbounds %struct.big, ptr %45, i32 0, i32 1, !dbg !441
  %47 = load i32, ptr %6, align 4, !dbg !442
  %48 = getelementptr inbounds [120 x i32], ptr %46, i32 0, i32 %47, !dbg !440
  %49 = load i32, ptr %48, align 4, !dbg !440
  %50 = load ptr, ptr %5, align 4, !dbg !443
  %51 = getelementptr inbounds %struct.big, ptr %50, i32 0, i32 1, !dbg !444
  %52 = load i32, ptr %6, align 4, !dbg !445
  %53 = getelementptr inbounds [120 x i32], ptr %51, i32 0, i32 %52, !dbg !443
  %54 = load i32, ptr %53, align 4, !dbg !443
  %55 = icmp ult i32 %49, %54, !dbg !446
  %56 = zext i1 %55 to i64, !dbg !440
  %57 = select i1 %55, i32 -1, i32 1, !dbg !440
  store i32 %57, ptr %3, align 4, !dbg !447
  br label %63, !dbg !447

58:                                               ; preds = %32
  br label %59, !dbg !448

59:                                               ; preds = %58
  %60 = load i32, ptr %6, align 4, !dbg !449
  %61 = add nsw i32 %60, -1, !dbg !449
  store i32 %61, ptr %6, align 4, !dbg !449
  br label %29, !dbg !450, !llvm.loop !451

62:                                               ; preds = %29
  store i32 0, ptr %3, align 4, !dbg !453
  br label %63, !dbg !453

63:                                               ; preds = %62, %44, %14
  %64 = load i32, ptr %3, align 4, !dbg !454
  ret i32 %64, !dbg !454
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_add(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !455 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.big, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !458, !DIExpression(), !459)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !460, !DIExpression(), !461)
  store ptr %2, ptr %6, align 4
    #dbg_declare(ptr %6, !462, !DIExpression(), !463)
    #dbg_declare(ptr %7, !464, !DIExpression(), !465)
  %12 = load ptr, ptr %5, align 4, !dbg !466
  %13 = getelementptr inbounds %struct.big, ptr %12, i32 0, i32 0, !dbg !467
  %14 = load i32, ptr %13, align 4, !dbg !467
  %15 = load ptr, ptr %6, align 4, !dbg !468
  %16 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 0, !dbg !469
  %17 = load i32, ptr %16, align 4, !dbg !469
  %18 = icmp sgt i32 %14, %17, !dbg !470
  br i1 %18, label %19, label %23, !dbg !466

19:                                               ; preds = %3
  %20 = load ptr, ptr %5, align 4, !dbg !471
  %21 = getelementptr inbounds %struct.big, ptr %20, i32 0, i32 0, !dbg !472
  %22 = load i32, ptr %21, align 4, !dbg !472
  br label %27, !dbg !466

23:                                               ; preds = %3
  %24 = load ptr, ptr %6, align 4, !dbg !473
  %25 = getelementptr inbounds %struct.big, ptr %24, i32 0, i32 0, !dbg !474
  %26 = load i32, ptr %25, align 4, !dbg !474
  br label %27, !dbg !466

27:                                               ; preds = %23, %19
  %28 = phi i32 [ %22, %19 ], [ %26, %23 ], !dbg !466
  store i32 %28, ptr %7, align 4, !dbg !465
    #dbg_declare(ptr %8, !475, !DIExpression(), !476)
  store i32 0, ptr %8, align 4, !dbg !476
    #dbg_declare(ptr %9, !477, !DIExpression(), !478)
  call void @llvm.memset.p0.i32(ptr align 4 %9, i8 0, i32 484, i1 false), !dbg !479
    #dbg_declare(ptr %10, !480, !DIExpression(), !482)
  store i32 0, ptr %10, align 4, !dbg !482
  br label %29, !dbg !483

29:                                               ; preds = %62, %27
  %30 = load i32, ptr %10, align 4, !dbg !484
  %31 = load i32, ptr %7, align 4, !dbg !486
  %32 = icmp slt i32 %30, %31, !dbg !487
  br i1 %32, label %33, label %65, !dbg !488

33:                                               ; preds = %29
    #dbg_declare(ptr %11, !489, !DIExpression(), !491)
  %34 = load ptr, ptr %5, align 4, !dbg !492
  %35 = getelementptr inbounds %struct.big, ptr %34, i32 0, i32 1, !dbg !493
  %36 = load i32, ptr %10, align 4, !dbg !494
  %37 = getelementptr inbounds [120 x i32], ptr %35, i32 0, i32 %36, !dbg !492
  %38 = load i32, ptr %37, align 4, !dbg !492
  %39 = load ptr, ptr %6, align 4, !dbg !495
  %40 = getelementptr inbounds %struct.big, ptr %39, i32 0, i32 1, !dbg !496
  %41 = load i32, ptr %10, align 4, !dbg !497
  %42 = getelementptr inbounds [120 x i32], ptr %40, i32 0, i32 %41, !dbg !495
  %43 = load i32, ptr %42, align 4, !dbg !495
  %44 = add i32 %38, %43, !dbg !498
  %45 = load i32, ptr %8, align 4, !dbg !499
  %46 = add i32 %44, %45, !dbg !500
  store i32 %46, ptr %11, align 4, !dbg !491
  %47 = load i32, ptr %11, align 4, !dbg !501
  %48 = icmp uge i32 %47, 1000000000, !dbg !502
  %49 = zext i1 %48 to i32, !dbg !502
  store i32 %49, ptr %8, align 4, !dbg !503
  %50 = load i32, ptr %8, align 4, !dbg !504
  %51 = icmp ne i32 %50, 0, !dbg !504
  br i1 %51, label %52, label %55, !dbg !504

52:                                               ; preds = %33
  %53 = load i32, ptr %11, align 4, !dbg !505
  %54 = sub i32 %53, 1000000000, !dbg !506
  br label %57, !dbg !504

55:                                               ; preds = %33
  %56 = load i32, ptr %11, align 4, !dbg !507
  br label %57, !dbg !504

57:                                               ; preds = %55, %52
  %58 = phi i32 [ %54, %52 ], [ %56, %55 ], !dbg !504
  %59 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 1, !dbg !508
  %60 = load i32, ptr %10, align 4, !dbg !509
  %61 = getelementptr inbounds [120 x i32], ptr %59, i32 0, i32 %60, !dbg !510
  store i32 %58, ptr %61, align 4, !dbg !511
  br label %62, !dbg !512

62:                                               ; preds = %57
  %63 = load i32, ptr %10, align 4, !dbg !513
  %64 = add nsw i32 %63, 1, !dbg !513
  store i32 %64, ptr %10, align 4, !dbg !513
  br label %29, !dbg !514, !llvm.loop !515

65:                                               ; preds = %29
  %66 = load i32, ptr %7, align 4, !dbg !517
  %67 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 0, !dbg !518
  store i32 %66, ptr %67, align 4, !dbg !519
  %68 = load i32, ptr %8, align 4, !dbg !520
  %69 = icmp ne i32 %68, 0, !dbg !520
  br i1 %69, label %70, label %76, !dbg !522

70:                                               ; preds = %65
  %71 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 1, !dbg !523
  %72 = getelementptr inbounds %struct.big, ptr %9, i32 0, i32 0, !dbg !524
  %73 = load i32, ptr %72, align 4, !dbg !525
  %74 = add nsw i32 %73, 1, !dbg !525
  store i32 %74, ptr %72, align 4, !dbg !525
  %75 = getelementptr inbounds [120 x i32], ptr %71, i32 0, i32 %73, !dbg !526
  store i32 1, ptr %75, align 4, !dbg !527
  br label %76, !dbg !526

76:                                               ; preds = %70, %65
  %77 = load ptr, ptr %4, align 4, !dbg !528
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %77, ptr align 4 %9, i32 484, i1 false), !dbg !529
  ret void, !dbg !530
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_mul(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !531 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca [240 x i64], align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca %struct.big, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !532, !DIExpression(), !533)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !534, !DIExpression(), !535)
  store ptr %2, ptr %6, align 4
    #dbg_declare(ptr %6, !536, !DIExpression(), !537)
    #dbg_declare(ptr %7, !538, !DIExpression(), !542)
  %16 = getelementptr inbounds [240 x i64], ptr %7, i32 0, i32 0, !dbg !543
  call void @llvm.memset.p0.i32(ptr align 8 %16, i8 0, i32 1920, i1 false), !dbg !543
    #dbg_declare(ptr %8, !544, !DIExpression(), !546)
  store i32 0, ptr %8, align 4, !dbg !546
  br label %17, !dbg !547

17:                                               ; preds = %86, %3
  %18 = load i32, ptr %8, align 4, !dbg !548
  %19 = load ptr, ptr %5, align 4, !dbg !550
  %20 = getelementptr inbounds %struct.big, ptr %19, i32 0, i32 0, !dbg !551
  %21 = load i32, ptr %20, align 4, !dbg !551
  %22 = icmp slt i32 %18, %21, !dbg !552
  br i1 %22, label %23, label %89, !dbg !553

23:                                               ; preds = %17
    #dbg_declare(ptr %9, !554, !DIExpression(), !556)
  store i64 0, ptr %9, align 8, !dbg !556
    #dbg_declare(ptr %10, !557, !DIExpression(), !559)
  store i32 0, ptr %10, align 4, !dbg !559
  br label %24, !dbg !560

24:                                               ; preds = %60, %23
  %25 = load i32, ptr %10, align 4, !dbg !561
  %26 = load ptr, ptr %6, align 4, !dbg !563
  %27 = getelementptr inbounds %struct.big, ptr %26, i32 0, i32 0, !dbg !564
  %28 = load i32, ptr %27, align 4, !dbg !564
  %29 = icmp slt i32 %25, %28, !dbg !565
  br i1 %29, label %30, label %63, !dbg !566

30:                                               ; preds = %24
    #dbg_declare(ptr %11, !567, !DIExpression(), !569)
  %31 = load i32, ptr %8, align 4, !dbg !570
  %32 = load i32, ptr %10, align 4, !dbg !571
  %33 = add nsw i32 %31, %32, !dbg !572
  %34 = getelementptr inbounds [240 x i64], ptr %7, i32 0, i32 %33, !dbg !573
  %35 = load i64, ptr %34, align 8, !dbg !573
  %36 = load ptr, ptr %5, align 4, !dbg !574
  %37 = getelementptr inbounds %struct.big, ptr %36, i32 0, i32 1, !dbg !575
  %38 = load i32, ptr %8, align 4, !dbg !576
  %39 = getelementptr inbounds [120 x i32], ptr %37, i32 0, i32 %38, !dbg !574
  %40 = load i32, ptr %39, align 4, !dbg !574
  %41 = zext i32 %40 to i64, !dbg !577
  %42 = load ptr, ptr %6, align 4, !dbg !578
  %43 = getelementptr inbounds %struct.big, ptr %42, i32 0, i32 1, !dbg !579
  %44 = load i32, ptr %10, align 4, !dbg !580
  %45 = getelementptr inbounds [120 x i32], ptr %43, i32 0, i32 %44, !dbg !578
  %46 = load i32, ptr %45, align 4, !dbg !578
  %47 = zext i32 %46 to i64, !dbg !578
  %48 = mul i64 %41, %47, !dbg !581
  %49 = add i64 %35, %48, !dbg !582
  %50 = load i64, ptr %9, align 8, !dbg !583
  %51 = add i64 %49, %50, !dbg !584
  store i64 %51, ptr %11, align 8, !dbg !569
  %52 = load i64, ptr %11, align 8, !dbg !585
  %53 = urem i64 %52, 1000000000, !dbg !586
  %54 = load i32, ptr %8, align 4, !dbg !587
  %55 = load i32, ptr %10, align 4, !dbg !588
  %56 = add nsw i32 %54, %55, !dbg !589
  %57 = getelementptr inbounds [240 x i64], ptr %7, i32 0, i32 %56, !dbg !590
  store i64 %53, ptr %57, align 8, !dbg !591
  %58 = load i64, ptr %11, align 8, !dbg !592
  %59 = udiv i64 %58, 1000000000, !dbg !593
  store i64 %59, ptr %9, align 8, !dbg !594
  br label %60, !dbg !595

60:                                               ; preds = %30
  %61 = load i32, ptr %10, align 4, !dbg !596
  %62 = add nsw i32 %61, 1, !dbg !596
  store i32 %62, ptr %10, align 4, !dbg !596
  br label %24, !dbg !597, !llvm.loop !598

63:                                               ; preds = %24
    #dbg_declare(ptr %12, !600, !DIExpression(), !601)
  %64 = load i32, ptr %8, align 4, !dbg !602
  %65 = load ptr, ptr %6, align 4, !dbg !603
  %66 = getelementptr inbounds %struct.big, ptr %65, i32 0, i32 0, !dbg !604
  %67 = load i32, ptr %66, align 4, !dbg !604
  %68 = add nsw i32 %64, %67, !dbg !605
  store i32 %68, ptr %12, align 4, !dbg !601
  br label %69, !dbg !606

69:                                               ; preds = %72, %63
  %70 = load i64, ptr %9, align 8, !dbg !607
  %71 = icmp ne i64 %70, 0, !dbg !606
  br i1 %71, label %72, label %85, !dbg !606

72:                                               ; preds = %69
    #dbg_declare(ptr %13, !608, !DIExpression(), !610)
  %73 = load i32, ptr %12, align 4, !dbg !611
  %74 = getelementptr inbounds [240 x i64], ptr %7, i32 0, i32 %73, !dbg !612
  %75 = load i64, ptr %74, align 8, !dbg !612
  %76 = load i64, ptr %9, align 8, !dbg !613
  %77 = add i64 %75, %76, !dbg !614
  store i64 %77, ptr %13, align 8, !dbg !610
  %78 = load i64, ptr %13, align 8, !dbg !615
  %79 = urem i64 %78, 1000000000, !dbg !616
  %80 = load i32, ptr %12, align 4, !dbg !617
  %81 = add nsw i32 %80, 1, !dbg !617
  store i32 %81, ptr %12, align 4, !dbg !617
  %82 = getelementptr inbounds [240 x i64], ptr %7, i32 0, i32 %80, !dbg !618
  store i64 %79, ptr %82, align 8, !dbg !619
  %83 = load i64, ptr %13, align 8, !dbg !620
  %84 = udiv i64 %83, 1000000000, !dbg !621
  store i64 %84, ptr %9, align 8, !dbg !622
  br label %69, !dbg !606, !llvm.loop !623

85:                                               ; preds = %69
  br label %86, !dbg !625

86:                                               ; preds = %85
  %87 = load i32, ptr %8, align 4, !dbg !626
  %88 = add nsw i32 %87, 1, !dbg !626
  store i32 %88, ptr %8, align 4, !dbg !626
  br label %17, !dbg !627, !llvm.loop !628

89:                                               ; preds = %17
    #dbg_declare(ptr %14, !630, !DIExpression(), !631)
  call void @llvm.memset.p0.i32(ptr align 4 %14, i8 0, i32 484, i1 false), !dbg !632
  %90 = load ptr, ptr %5, align 4, !dbg !633
  %91 = getelementptr inbounds %struct.big, ptr %90, i32 0, i32 0, !dbg !634
  %92 = load i32, ptr %91, align 4, !dbg !634
  %93 = load ptr, ptr %6, align 4, !dbg !635
  %94 = getelementptr inbounds %struct.big, ptr %93, i32 0, i32 0, !dbg !636
  %95 = load i32, ptr %94, align 4, !dbg !636
  %96 = add nsw i32 %92, %95, !dbg !637
  %97 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 0, !dbg !638
  store i32 %96, ptr %97, align 4, !dbg !639
    #dbg_declare(ptr %15, !640, !DIExpression(), !642)
  store i32 0, ptr %15, align 4, !dbg !642
  br label %98, !dbg !643

98:                                               ; preds = %111, %89
  %99 = load i32, ptr %15, align 4, !dbg !644
  %100 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 0, !dbg !646
  %101 = load i32, ptr %100, align 4, !dbg !646
  %102 = icmp slt i32 %99, %101, !dbg !647
  br i1 %102, label %103, label %114, !dbg !648

103:                                              ; preds = %98
  %104 = load i32, ptr %15, align 4, !dbg !649
  %105 = getelementptr inbounds [240 x i64], ptr %7, i32 0, i32 %104, !dbg !650
  %106 = load i64, ptr %105, align 8, !dbg !650
  %107 = trunc i64 %106 to i32, !dbg !651
  %108 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 1, !dbg !652
  %109 = load i32, ptr %15, align 4, !dbg !653
  %110 = getelementptr inbounds [120 x i32], ptr %108, i32 0, i32 %109, !dbg !654
  store i32 %107, ptr %110, align 4, !dbg !655
  br label %111, !dbg !654

111:                                              ; preds = %103
  %112 = load i32, ptr %15, align 4, !dbg !656
  %113 = add nsw i32 %112, 1, !dbg !656
  store i32 %113, ptr %15, align 4, !dbg !656
  br label %98, !dbg !657, !llvm.loop !658

114:                                              ; preds = %98
  br label %115, !dbg !660

115:                                              ; preds = %129, %114
  %116 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 0, !dbg !661
  %117 = load i32, ptr %116, align 4, !dbg !661
  %118 = icmp sgt i32 %117, 1, !dbg !662
  br i1 %118, label %119, label %127, !dbg !663

119:                                              ; preds = %115
  %120 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 1, !dbg !664
  %121 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 0, !dbg !665
  %122 = load i32, ptr %121, align 4, !dbg !665
  %123 = sub nsw i32 %122, 1, !dbg !666
  %124 = getelementptr inbounds [120 x i32], ptr %120, i32 0, i32 %123, !dbg !667
  %125 = load i32, ptr %124, align 4, !dbg !667
  %126 = icmp eq i32 %125, 0, !dbg !668
  br label %127

127:                                              ; preds = %119, %115
  %128 = phi i1 [ false, %115 ], [ %126, %119 ], !dbg !669
  br i1 %128, label %129, label %133, !dbg !660

129:                                              ; preds = %127
  %130 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 0, !dbg !670
  %131 = load i32, ptr %130, align 4, !dbg !671
  %132 = add nsw i32 %131, -1, !dbg !671
  store i32 %132, ptr %130, align 4, !dbg !671
  br label %115, !dbg !660, !llvm.loop !672

133:                                              ; preds = %127
  %134 = load ptr, ptr %4, align 4, !dbg !673
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %134, ptr align 4 %14, i32 484, i1 false), !dbg !674
  ret void, !dbg !675
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @big_div_small(ptr noundef %0, i32 noundef %1) #0 !dbg !676 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !679, !DIExpression(), !680)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !681, !DIExpression(), !682)
    #dbg_declare(ptr %5, !683, !DIExpression(), !684)
  store i64 0, ptr %5, align 8, !dbg !684
    #dbg_declare(ptr %6, !685, !DIExpression(), !687)
  %8 = load ptr, ptr %3, align 4, !dbg !688
  %9 = getelementptr inbounds %struct.big, ptr %8, i32 0, i32 0, !dbg !689
  %10 = load i32, ptr %9, align 4, !dbg !689
  %11 = sub nsw i32 %10, 1, !dbg !690
  store i32 %11, ptr %6, align 4, !dbg !687
  br label %12, !dbg !691

12:                                               ; preds = %38, %2
  %13 = load i32, ptr %6, align 4, !dbg !692
  %14 = icmp sge i32 %13, 0, !dbg !694
  br i1 %14, label %15, label %41, !dbg !695

15:                                               ; preds = %12
    #dbg_declare(ptr %7, !696, !DIExpression(), !698)
  %16 = load ptr, ptr %3, align 4, !dbg !699
  %17 = getelementptr inbounds %struct.big, ptr %16, i32 0, i32 1, !dbg !700
  %18 = load i32, ptr %6, align 4, !dbg !701
  %19 = getelementptr inbounds [120 x i32], ptr %17, i32 0, i32 %18, !dbg !699
  %20 = load i32, ptr %19, align 4, !dbg !699
  %21 = zext i32 %20 to i64, !dbg !699
  %22 = load i64, ptr %5, align 8, !dbg !702
  %23 = mul i64 %22, 1000000000, !dbg !703
  %24 = add i64 %21, %23, !dbg !704
  store i64 %24, ptr %7, align 8, !dbg !698
  %25 = load i64, ptr %7, align 8, !dbg !705
  %26 = load i32, ptr %4, align 4, !dbg !706
  %27 = zext i32 %26 to i64, !dbg !706
  %28 = udiv i64 %25, %27, !dbg !707
  %29 = trunc i64 %28 to i32, !dbg !708
  %30 = load ptr, ptr %3, align 4, !dbg !709
  %31 = getelementptr inbounds %struct.big, ptr %30, i32 0, i32 1, !dbg !710
  %32 = load i32, ptr %6, align 4, !dbg !711
  %33 = getelementptr inbounds [120 x i32], ptr %31, i32 0, i32 %32, !dbg !709
  store i32 %29, ptr %33, align 4, !dbg !712
  %34 = load i64, ptr %7, align 8, !dbg !713
  %35 = load i32, ptr %4, align 4, !dbg !714
  %36 = zext i32 %35 to i64, !dbg !714
  %37 = urem i64 %34, %36, !dbg !715
  store i64 %37, ptr %5, align 8, !dbg !716
  br label %38, !dbg !717

38:                                               ; preds = %15
  %39 = load i32, ptr %6, align 4, !dbg !718
  %40 = add nsw i32 %39, -1, !dbg !718
  store i32 %40, ptr %6, align 4, !dbg !718
  br label %12, !dbg !719, !llvm.loop !720

41:                                               ; preds = %12
  br label %42, !dbg !722

42:                                               ; preds = %59, %41
  %43 = load ptr, ptr %3, align 4, !dbg !723
  %44 = getelementptr inbounds %struct.big, ptr %43, i32 0, i32 0, !dbg !724
  %45 = load i32, ptr %44, align 4, !dbg !724
  %46 = icmp sgt i32 %45, 1, !dbg !725
  br i1 %46, label %47, label %57, !dbg !726

47:                                               ; preds = %42
  %48 = load ptr, ptr %3, align 4, !dbg !727
  %49 = getelementptr inbounds %struct.big, ptr %48, i32 0, i32 1, !dbg !728
  %50 = load ptr, ptr %3, align 4, !dbg !729
  %51 = getelementptr inbounds %struct.big, ptr %50, i32 0, i32 0, !dbg !730
  %52 = load i32, ptr %51, align 4, !dbg !730
  %53 = sub nsw i32 %52, 1, !dbg !731
  %54 = getelementptr inbounds [120 x i32], ptr %49, i32 0, i32 %53, !dbg !727
  %55 = load i32, ptr %54, align 4, !dbg !727
  %56 = icmp eq i32 %55, 0, !dbg !732
  br label %57

57:                                               ; preds = %47, %42
  %58 = phi i1 [ false, %42 ], [ %56, %47 ], !dbg !733
  br i1 %58, label %59, label %64, !dbg !722

59:                                               ; preds = %57
  %60 = load ptr, ptr %3, align 4, !dbg !734
  %61 = getelementptr inbounds %struct.big, ptr %60, i32 0, i32 0, !dbg !735
  %62 = load i32, ptr %61, align 4, !dbg !736
  %63 = add nsw i32 %62, -1, !dbg !736
  store i32 %63, ptr %61, align 4, !dbg !736
  br label %42, !dbg !722, !llvm.loop !737

64:                                               ; preds = %57
  %65 = load i64, ptr %5, align 8, !dbg !738
  %66 = trunc i64 %65 to i32, !dbg !739
  ret i32 %66, !dbg !740
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!53}
!llvm.module.flags = !{!65, !66, !67, !68, !69, !70, !71, !72}
!llvm.ident = !{!73}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 120, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bignum.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "cfecad9ce9e18e2da027a6eacc33ee2f")
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
!56 = !DIFile(filename: "/usr/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !58, line: 48, baseType: !59)
!58 = !DIFile(filename: "/usr/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!59 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !56, line: 26, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !58, line: 42, baseType: !62)
!62 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = !{!0, !7, !12, !17, !22, !27, !32, !37, !39, !41, !46, !48}
!65 = !{i32 1, !"NumRegisterParameters", i32 0}
!66 = !{i32 7, !"Dwarf Version", i32 5}
!67 = !{i32 2, !"Debug Info Version", i32 3}
!68 = !{i32 1, !"wchar_size", i32 4}
!69 = !{i32 8, !"PIC Level", i32 2}
!70 = !{i32 7, !"PIE Level", i32 2}
!71 = !{i32 7, !"uwtable", i32 2}
!72 = !{i32 7, !"frame-pointer", i32 2}
!73 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!74 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 114, type: !75, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !53, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!63}
!77 = !{}
!78 = !DILocalVariable(name: "f", scope: !74, file: !2, line: 115, type: !79)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !2, line: 10, size: 3872, elements: !80)
!80 = !{!81, !82}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !79, file: !2, line: 11, baseType: !63, size: 32)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !79, file: !2, line: 12, baseType: !83, size: 3840, offset: 32)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 3840, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 120)
!86 = !DILocation(line: 115, column: 16, scope: !74)
!87 = !DILocation(line: 116, column: 5, scope: !74)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 117, type: !60)
!89 = distinct !DILexicalBlock(scope: !74, file: !2, line: 117, column: 5)
!90 = !DILocation(line: 117, column: 19, scope: !89)
!91 = !DILocation(line: 117, column: 10, scope: !89)
!92 = !DILocation(line: 117, column: 26, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !2, line: 117, column: 5)
!94 = !DILocation(line: 117, column: 28, scope: !93)
!95 = !DILocation(line: 117, column: 5, scope: !89)
!96 = !DILocation(line: 118, column: 27, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !2, line: 117, column: 41)
!98 = !DILocation(line: 118, column: 9, scope: !97)
!99 = !DILocation(line: 119, column: 13, scope: !100)
!100 = distinct !DILexicalBlock(scope: !97, file: !2, line: 119, column: 13)
!101 = !DILocation(line: 119, column: 15, scope: !100)
!102 = !DILocation(line: 119, column: 21, scope: !100)
!103 = !DILocation(line: 119, column: 24, scope: !100)
!104 = !DILocation(line: 119, column: 26, scope: !100)
!105 = !DILocation(line: 119, column: 13, scope: !97)
!106 = !DILocation(line: 120, column: 13, scope: !100)
!107 = !DILocation(line: 121, column: 5, scope: !97)
!108 = !DILocation(line: 117, column: 37, scope: !93)
!109 = !DILocation(line: 117, column: 5, scope: !93)
!110 = distinct !{!110, !95, !111, !112}
!111 = !DILocation(line: 121, column: 5, scope: !89)
!112 = !{!"llvm.loop.mustprogress"}
!113 = !DILocation(line: 122, column: 5, scope: !74)
!114 = !DILocation(line: 123, column: 40, scope: !74)
!115 = !DILocation(line: 123, column: 5, scope: !74)
!116 = !DILocalVariable(name: "p", scope: !74, file: !2, line: 124, type: !79)
!117 = !DILocation(line: 124, column: 16, scope: !74)
!118 = !DILocation(line: 125, column: 5, scope: !74)
!119 = !DILocalVariable(name: "i", scope: !120, file: !2, line: 126, type: !63)
!120 = distinct !DILexicalBlock(scope: !74, file: !2, line: 126, column: 5)
!121 = !DILocation(line: 126, column: 14, scope: !120)
!122 = !DILocation(line: 126, column: 10, scope: !120)
!123 = !DILocation(line: 126, column: 21, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !2, line: 126, column: 5)
!125 = !DILocation(line: 126, column: 23, scope: !124)
!126 = !DILocation(line: 126, column: 5, scope: !120)
!127 = !DILocation(line: 127, column: 9, scope: !124)
!128 = !DILocation(line: 126, column: 32, scope: !124)
!129 = !DILocation(line: 126, column: 5, scope: !124)
!130 = distinct !{!130, !126, !131, !112}
!131 = !DILocation(line: 127, column: 28, scope: !120)
!132 = !DILocation(line: 128, column: 52, scope: !74)
!133 = !DILocation(line: 128, column: 69, scope: !74)
!134 = !DILocation(line: 128, column: 5, scope: !74)
!135 = !DILocalVariable(name: "a", scope: !74, file: !2, line: 129, type: !79)
!136 = !DILocation(line: 129, column: 16, scope: !74)
!137 = !DILocalVariable(name: "b", scope: !74, file: !2, line: 129, type: !79)
!138 = !DILocation(line: 129, column: 19, scope: !74)
!139 = !DILocalVariable(name: "c", scope: !74, file: !2, line: 129, type: !79)
!140 = !DILocation(line: 129, column: 22, scope: !74)
!141 = !DILocation(line: 130, column: 5, scope: !74)
!142 = !DILocation(line: 131, column: 5, scope: !74)
!143 = !DILocalVariable(name: "idx", scope: !74, file: !2, line: 132, type: !63)
!144 = !DILocation(line: 132, column: 9, scope: !74)
!145 = !DILocalVariable(name: "limit", scope: !74, file: !2, line: 133, type: !79)
!146 = !DILocation(line: 133, column: 16, scope: !74)
!147 = !DILocation(line: 134, column: 5, scope: !74)
!148 = !DILocalVariable(name: "i", scope: !149, file: !2, line: 135, type: !63)
!149 = distinct !DILexicalBlock(scope: !74, file: !2, line: 135, column: 5)
!150 = !DILocation(line: 135, column: 14, scope: !149)
!151 = !DILocation(line: 135, column: 10, scope: !149)
!152 = !DILocation(line: 135, column: 21, scope: !153)
!153 = distinct !DILexicalBlock(scope: !149, file: !2, line: 135, column: 5)
!154 = !DILocation(line: 135, column: 23, scope: !153)
!155 = !DILocation(line: 135, column: 5, scope: !149)
!156 = !DILocation(line: 136, column: 9, scope: !153)
!157 = !DILocation(line: 135, column: 30, scope: !153)
!158 = !DILocation(line: 135, column: 5, scope: !153)
!159 = distinct !{!159, !155, !160, !112}
!160 = !DILocation(line: 136, column: 56, scope: !149)
!161 = !DILocation(line: 137, column: 5, scope: !74)
!162 = !DILocation(line: 137, column: 12, scope: !74)
!163 = !DILocation(line: 137, column: 32, scope: !74)
!164 = !DILocation(line: 138, column: 9, scope: !165)
!165 = distinct !DILexicalBlock(scope: !74, file: !2, line: 137, column: 37)
!166 = !DILocation(line: 139, column: 13, scope: !165)
!167 = !DILocation(line: 140, column: 13, scope: !165)
!168 = !DILocation(line: 141, column: 12, scope: !165)
!169 = distinct !{!169, !161, !170, !112}
!170 = !DILocation(line: 142, column: 5, scope: !74)
!171 = !DILocation(line: 143, column: 51, scope: !74)
!172 = !DILocation(line: 143, column: 5, scope: !74)
!173 = !DILocation(line: 144, column: 5, scope: !74)
!174 = !DILocalVariable(name: "sq", scope: !74, file: !2, line: 145, type: !79)
!175 = !DILocation(line: 145, column: 16, scope: !74)
!176 = !DILocation(line: 146, column: 5, scope: !74)
!177 = !DILocation(line: 147, column: 5, scope: !74)
!178 = !DILocalVariable(name: "q", scope: !74, file: !2, line: 148, type: !79)
!179 = !DILocation(line: 148, column: 16, scope: !74)
!180 = !DILocation(line: 148, column: 20, scope: !74)
!181 = !DILocalVariable(name: "rems", scope: !74, file: !2, line: 149, type: !182)
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 192, elements: !183)
!183 = !{!184}
!184 = !DISubrange(count: 6)
!185 = !DILocation(line: 149, column: 14, scope: !74)
!186 = !DILocalVariable(name: "divs", scope: !74, file: !2, line: 150, type: !182)
!187 = !DILocation(line: 150, column: 14, scope: !74)
!188 = !DILocalVariable(name: "i", scope: !189, file: !2, line: 151, type: !63)
!189 = distinct !DILexicalBlock(scope: !74, file: !2, line: 151, column: 5)
!190 = !DILocation(line: 151, column: 14, scope: !189)
!191 = !DILocation(line: 151, column: 10, scope: !189)
!192 = !DILocation(line: 151, column: 21, scope: !193)
!193 = distinct !DILexicalBlock(scope: !189, file: !2, line: 151, column: 5)
!194 = !DILocation(line: 151, column: 23, scope: !193)
!195 = !DILocation(line: 151, column: 5, scope: !189)
!196 = !DILocalVariable(name: "t", scope: !197, file: !2, line: 152, type: !79)
!197 = distinct !DILexicalBlock(scope: !193, file: !2, line: 151, column: 33)
!198 = !DILocation(line: 152, column: 20, scope: !197)
!199 = !DILocation(line: 152, column: 24, scope: !197)
!200 = !DILocation(line: 153, column: 9, scope: !197)
!201 = !DILocation(line: 154, column: 42, scope: !197)
!202 = !DILocation(line: 154, column: 37, scope: !197)
!203 = !DILocation(line: 154, column: 19, scope: !197)
!204 = !DILocation(line: 154, column: 14, scope: !197)
!205 = !DILocation(line: 154, column: 9, scope: !197)
!206 = !DILocation(line: 154, column: 17, scope: !197)
!207 = !DILocation(line: 155, column: 49, scope: !197)
!208 = !DILocation(line: 155, column: 44, scope: !197)
!209 = !DILocation(line: 155, column: 58, scope: !197)
!210 = !DILocation(line: 155, column: 53, scope: !197)
!211 = !DILocation(line: 155, column: 9, scope: !197)
!212 = !DILocation(line: 156, column: 5, scope: !197)
!213 = !DILocation(line: 151, column: 29, scope: !193)
!214 = !DILocation(line: 151, column: 5, scope: !193)
!215 = distinct !{!215, !195, !216, !112}
!216 = !DILocation(line: 156, column: 5, scope: !189)
!217 = !DILocalVariable(name: "i", scope: !218, file: !2, line: 157, type: !60)
!218 = distinct !DILexicalBlock(scope: !74, file: !2, line: 157, column: 5)
!219 = !DILocation(line: 157, column: 19, scope: !218)
!220 = !DILocation(line: 157, column: 10, scope: !218)
!221 = !DILocation(line: 157, column: 28, scope: !222)
!222 = distinct !DILexicalBlock(scope: !218, file: !2, line: 157, column: 5)
!223 = !DILocation(line: 157, column: 30, scope: !222)
!224 = !DILocation(line: 157, column: 5, scope: !218)
!225 = !DILocation(line: 158, column: 27, scope: !222)
!226 = !DILocation(line: 158, column: 9, scope: !222)
!227 = !DILocation(line: 157, column: 37, scope: !222)
!228 = !DILocation(line: 157, column: 5, scope: !222)
!229 = distinct !{!229, !224, !230, !112}
!230 = !DILocation(line: 158, column: 28, scope: !218)
!231 = !DILocation(line: 159, column: 5, scope: !74)
!232 = !DILocation(line: 160, column: 5, scope: !74)
!233 = distinct !DISubprogram(name: "big_set", scope: !2, file: !2, line: 15, type: !234, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !77)
!234 = !DISubroutineType(types: !235)
!235 = !{null, !236, !60}
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 32)
!237 = !DILocalVariable(name: "b", arg: 1, scope: !233, file: !2, line: 15, type: !236)
!238 = !DILocation(line: 15, column: 33, scope: !233)
!239 = !DILocalVariable(name: "v", arg: 2, scope: !233, file: !2, line: 15, type: !60)
!240 = !DILocation(line: 15, column: 45, scope: !233)
!241 = !DILocation(line: 16, column: 12, scope: !233)
!242 = !DILocation(line: 16, column: 5, scope: !233)
!243 = !DILocation(line: 17, column: 15, scope: !233)
!244 = !DILocation(line: 17, column: 17, scope: !233)
!245 = !DILocation(line: 17, column: 5, scope: !233)
!246 = !DILocation(line: 17, column: 8, scope: !233)
!247 = !DILocation(line: 17, column: 13, scope: !233)
!248 = !DILocation(line: 18, column: 15, scope: !233)
!249 = !DILocation(line: 18, column: 17, scope: !233)
!250 = !DILocation(line: 18, column: 5, scope: !233)
!251 = !DILocation(line: 18, column: 8, scope: !233)
!252 = !DILocation(line: 18, column: 13, scope: !233)
!253 = !DILocation(line: 19, column: 12, scope: !233)
!254 = !DILocation(line: 19, column: 15, scope: !233)
!255 = !DILocation(line: 19, column: 5, scope: !233)
!256 = !DILocation(line: 19, column: 8, scope: !233)
!257 = !DILocation(line: 19, column: 10, scope: !233)
!258 = !DILocation(line: 20, column: 1, scope: !233)
!259 = distinct !DISubprogram(name: "big_mul_small", scope: !2, file: !2, line: 22, type: !234, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !77)
!260 = !DILocalVariable(name: "b", arg: 1, scope: !259, file: !2, line: 22, type: !236)
!261 = !DILocation(line: 22, column: 39, scope: !259)
!262 = !DILocalVariable(name: "m", arg: 2, scope: !259, file: !2, line: 22, type: !60)
!263 = !DILocation(line: 22, column: 51, scope: !259)
!264 = !DILocalVariable(name: "carry", scope: !259, file: !2, line: 23, type: !55)
!265 = !DILocation(line: 23, column: 14, scope: !259)
!266 = !DILocalVariable(name: "i", scope: !267, file: !2, line: 24, type: !63)
!267 = distinct !DILexicalBlock(scope: !259, file: !2, line: 24, column: 5)
!268 = !DILocation(line: 24, column: 14, scope: !267)
!269 = !DILocation(line: 24, column: 10, scope: !267)
!270 = !DILocation(line: 24, column: 21, scope: !271)
!271 = distinct !DILexicalBlock(scope: !267, file: !2, line: 24, column: 5)
!272 = !DILocation(line: 24, column: 25, scope: !271)
!273 = !DILocation(line: 24, column: 28, scope: !271)
!274 = !DILocation(line: 24, column: 23, scope: !271)
!275 = !DILocation(line: 24, column: 5, scope: !267)
!276 = !DILocalVariable(name: "t", scope: !277, file: !2, line: 25, type: !55)
!277 = distinct !DILexicalBlock(scope: !271, file: !2, line: 24, column: 36)
!278 = !DILocation(line: 25, column: 18, scope: !277)
!279 = !DILocation(line: 25, column: 32, scope: !277)
!280 = !DILocation(line: 25, column: 35, scope: !277)
!281 = !DILocation(line: 25, column: 37, scope: !277)
!282 = !DILocation(line: 25, column: 22, scope: !277)
!283 = !DILocation(line: 25, column: 42, scope: !277)
!284 = !DILocation(line: 25, column: 40, scope: !277)
!285 = !DILocation(line: 25, column: 46, scope: !277)
!286 = !DILocation(line: 25, column: 44, scope: !277)
!287 = !DILocation(line: 26, column: 30, scope: !277)
!288 = !DILocation(line: 26, column: 32, scope: !277)
!289 = !DILocation(line: 26, column: 19, scope: !277)
!290 = !DILocation(line: 26, column: 9, scope: !277)
!291 = !DILocation(line: 26, column: 12, scope: !277)
!292 = !DILocation(line: 26, column: 14, scope: !277)
!293 = !DILocation(line: 26, column: 17, scope: !277)
!294 = !DILocation(line: 27, column: 17, scope: !277)
!295 = !DILocation(line: 27, column: 19, scope: !277)
!296 = !DILocation(line: 27, column: 15, scope: !277)
!297 = !DILocation(line: 28, column: 5, scope: !277)
!298 = !DILocation(line: 24, column: 32, scope: !271)
!299 = !DILocation(line: 24, column: 5, scope: !271)
!300 = distinct !{!300, !275, !301, !112}
!301 = !DILocation(line: 28, column: 5, scope: !267)
!302 = !DILocation(line: 29, column: 5, scope: !259)
!303 = !DILocation(line: 29, column: 12, scope: !259)
!304 = !DILocation(line: 30, column: 35, scope: !305)
!305 = distinct !DILexicalBlock(scope: !259, file: !2, line: 29, column: 19)
!306 = !DILocation(line: 30, column: 41, scope: !305)
!307 = !DILocation(line: 30, column: 24, scope: !305)
!308 = !DILocation(line: 30, column: 9, scope: !305)
!309 = !DILocation(line: 30, column: 12, scope: !305)
!310 = !DILocation(line: 30, column: 14, scope: !305)
!311 = !DILocation(line: 30, column: 17, scope: !305)
!312 = !DILocation(line: 30, column: 18, scope: !305)
!313 = !DILocation(line: 30, column: 22, scope: !305)
!314 = !DILocation(line: 31, column: 15, scope: !305)
!315 = distinct !{!315, !302, !316, !112}
!316 = !DILocation(line: 32, column: 5, scope: !259)
!317 = !DILocation(line: 33, column: 1, scope: !259)
!318 = distinct !DISubprogram(name: "big_print", scope: !2, file: !2, line: 99, type: !319, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !77)
!319 = !DISubroutineType(types: !320)
!320 = !{null, !321, !323}
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !322, size: 32)
!322 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !324, size: 32)
!324 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!325 = !DILocalVariable(name: "lbl", arg: 1, scope: !318, file: !2, line: 99, type: !321)
!326 = !DILocation(line: 99, column: 35, scope: !318)
!327 = !DILocalVariable(name: "b", arg: 2, scope: !318, file: !2, line: 99, type: !323)
!328 = !DILocation(line: 99, column: 58, scope: !318)
!329 = !DILocation(line: 100, column: 23, scope: !318)
!330 = !DILocation(line: 100, column: 28, scope: !318)
!331 = !DILocation(line: 100, column: 31, scope: !318)
!332 = !DILocation(line: 100, column: 33, scope: !318)
!333 = !DILocation(line: 100, column: 36, scope: !318)
!334 = !DILocation(line: 100, column: 38, scope: !318)
!335 = !DILocation(line: 100, column: 5, scope: !318)
!336 = !DILocalVariable(name: "i", scope: !337, file: !2, line: 101, type: !63)
!337 = distinct !DILexicalBlock(scope: !318, file: !2, line: 101, column: 5)
!338 = !DILocation(line: 101, column: 14, scope: !337)
!339 = !DILocation(line: 101, column: 18, scope: !337)
!340 = !DILocation(line: 101, column: 21, scope: !337)
!341 = !DILocation(line: 101, column: 23, scope: !337)
!342 = !DILocation(line: 101, column: 10, scope: !337)
!343 = !DILocation(line: 101, column: 28, scope: !344)
!344 = distinct !DILexicalBlock(scope: !337, file: !2, line: 101, column: 5)
!345 = !DILocation(line: 101, column: 30, scope: !344)
!346 = !DILocation(line: 101, column: 5, scope: !337)
!347 = !DILocation(line: 102, column: 24, scope: !344)
!348 = !DILocation(line: 102, column: 27, scope: !344)
!349 = !DILocation(line: 102, column: 29, scope: !344)
!350 = !DILocation(line: 102, column: 9, scope: !344)
!351 = !DILocation(line: 101, column: 37, scope: !344)
!352 = !DILocation(line: 101, column: 5, scope: !344)
!353 = distinct !{!353, !346, !354, !112}
!354 = !DILocation(line: 102, column: 31, scope: !337)
!355 = !DILocation(line: 103, column: 29, scope: !318)
!356 = !DILocation(line: 103, column: 32, scope: !318)
!357 = !DILocation(line: 103, column: 5, scope: !318)
!358 = !DILocation(line: 104, column: 1, scope: !318)
!359 = distinct !DISubprogram(name: "digit_sum", scope: !2, file: !2, line: 106, type: !360, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !77)
!360 = !DISubroutineType(types: !361)
!361 = !{!63, !323}
!362 = !DILocalVariable(name: "b", arg: 1, scope: !359, file: !2, line: 106, type: !323)
!363 = !DILocation(line: 106, column: 40, scope: !359)
!364 = !DILocalVariable(name: "s", scope: !359, file: !2, line: 107, type: !63)
!365 = !DILocation(line: 107, column: 9, scope: !359)
!366 = !DILocalVariable(name: "i", scope: !367, file: !2, line: 108, type: !63)
!367 = distinct !DILexicalBlock(scope: !359, file: !2, line: 108, column: 5)
!368 = !DILocation(line: 108, column: 14, scope: !367)
!369 = !DILocation(line: 108, column: 10, scope: !367)
!370 = !DILocation(line: 108, column: 21, scope: !371)
!371 = distinct !DILexicalBlock(scope: !367, file: !2, line: 108, column: 5)
!372 = !DILocation(line: 108, column: 25, scope: !371)
!373 = !DILocation(line: 108, column: 28, scope: !371)
!374 = !DILocation(line: 108, column: 23, scope: !371)
!375 = !DILocation(line: 108, column: 5, scope: !367)
!376 = !DILocalVariable(name: "v", scope: !377, file: !2, line: 109, type: !60)
!377 = distinct !DILexicalBlock(scope: !371, file: !2, line: 109, column: 9)
!378 = !DILocation(line: 109, column: 23, scope: !377)
!379 = !DILocation(line: 109, column: 27, scope: !377)
!380 = !DILocation(line: 109, column: 30, scope: !377)
!381 = !DILocation(line: 109, column: 32, scope: !377)
!382 = !DILocation(line: 109, column: 14, scope: !377)
!383 = !DILocation(line: 109, column: 36, scope: !384)
!384 = distinct !DILexicalBlock(scope: !377, file: !2, line: 109, column: 9)
!385 = !DILocation(line: 109, column: 9, scope: !377)
!386 = !DILocation(line: 110, column: 24, scope: !384)
!387 = !DILocation(line: 110, column: 26, scope: !384)
!388 = !DILocation(line: 110, column: 15, scope: !384)
!389 = !DILocation(line: 110, column: 13, scope: !384)
!390 = !DILocation(line: 109, column: 41, scope: !384)
!391 = !DILocation(line: 109, column: 9, scope: !384)
!392 = distinct !{!392, !385, !393, !112}
!393 = !DILocation(line: 110, column: 30, scope: !377)
!394 = !DILocation(line: 108, column: 32, scope: !371)
!395 = !DILocation(line: 108, column: 5, scope: !371)
!396 = distinct !{!396, !375, !397, !112}
!397 = !DILocation(line: 110, column: 30, scope: !367)
!398 = !DILocation(line: 111, column: 12, scope: !359)
!399 = !DILocation(line: 111, column: 5, scope: !359)
!400 = distinct !DISubprogram(name: "big_cmp", scope: !2, file: !2, line: 90, type: !401, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !77)
!401 = !DISubroutineType(types: !402)
!402 = !{!63, !323, !323}
!403 = !DILocalVariable(name: "a", arg: 1, scope: !400, file: !2, line: 90, type: !323)
!404 = !DILocation(line: 90, column: 38, scope: !400)
!405 = !DILocalVariable(name: "b", arg: 2, scope: !400, file: !2, line: 90, type: !323)
!406 = !DILocation(line: 90, column: 59, scope: !400)
!407 = !DILocation(line: 91, column: 9, scope: !408)
!408 = distinct !DILexicalBlock(scope: !400, file: !2, line: 91, column: 9)
!409 = !DILocation(line: 91, column: 12, scope: !408)
!410 = !DILocation(line: 91, column: 17, scope: !408)
!411 = !DILocation(line: 91, column: 20, scope: !408)
!412 = !DILocation(line: 91, column: 14, scope: !408)
!413 = !DILocation(line: 91, column: 9, scope: !400)
!414 = !DILocation(line: 92, column: 16, scope: !408)
!415 = !DILocation(line: 92, column: 19, scope: !408)
!416 = !DILocation(line: 92, column: 23, scope: !408)
!417 = !DILocation(line: 92, column: 26, scope: !408)
!418 = !DILocation(line: 92, column: 21, scope: !408)
!419 = !DILocation(line: 92, column: 9, scope: !408)
!420 = !DILocalVariable(name: "i", scope: !421, file: !2, line: 93, type: !63)
!421 = distinct !DILexicalBlock(scope: !400, file: !2, line: 93, column: 5)
!422 = !DILocation(line: 93, column: 14, scope: !421)
!423 = !DILocation(line: 93, column: 18, scope: !421)
!424 = !DILocation(line: 93, column: 21, scope: !421)
!425 = !DILocation(line: 93, column: 23, scope: !421)
!426 = !DILocation(line: 93, column: 10, scope: !421)
!427 = !DILocation(line: 93, column: 28, scope: !428)
!428 = distinct !DILexicalBlock(scope: !421, file: !2, line: 93, column: 5)
!429 = !DILocation(line: 93, column: 30, scope: !428)
!430 = !DILocation(line: 93, column: 5, scope: !421)
!431 = !DILocation(line: 94, column: 13, scope: !432)
!432 = distinct !DILexicalBlock(scope: !428, file: !2, line: 94, column: 13)
!433 = !DILocation(line: 94, column: 16, scope: !432)
!434 = !DILocation(line: 94, column: 18, scope: !432)
!435 = !DILocation(line: 94, column: 24, scope: !432)
!436 = !DILocation(line: 94, column: 27, scope: !432)
!437 = !DILocation(line: 94, column: 29, scope: !432)
!438 = !DILocation(line: 94, column: 21, scope: !432)
!439 = !DILocation(line: 94, column: 13, scope: !428)
!440 = !DILocation(line: 95, column: 20, scope: !432)
!441 = !DILocation(line: 95, column: 23, scope: !432)
!442 = !DILocation(line: 95, column: 25, scope: !432)
!443 = !DILocation(line: 95, column: 30, scope: !432)
!444 = !DILocation(line: 95, column: 33, scope: !432)
!445 = !DILocation(line: 95, column: 35, scope: !432)
!446 = !DILocation(line: 95, column: 28, scope: !432)
!447 = !DILocation(line: 95, column: 13, scope: !432)
!448 = !DILocation(line: 94, column: 30, scope: !432)
!449 = !DILocation(line: 93, column: 37, scope: !428)
!450 = !DILocation(line: 93, column: 5, scope: !428)
!451 = distinct !{!451, !430, !452, !112}
!452 = !DILocation(line: 95, column: 45, scope: !421)
!453 = !DILocation(line: 96, column: 5, scope: !400)
!454 = !DILocation(line: 97, column: 1, scope: !400)
!455 = distinct !DISubprogram(name: "big_add", scope: !2, file: !2, line: 35, type: !456, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !77)
!456 = !DISubroutineType(types: !457)
!457 = !{null, !236, !323, !323}
!458 = !DILocalVariable(name: "r", arg: 1, scope: !455, file: !2, line: 35, type: !236)
!459 = !DILocation(line: 35, column: 33, scope: !455)
!460 = !DILocalVariable(name: "a", arg: 2, scope: !455, file: !2, line: 35, type: !323)
!461 = !DILocation(line: 35, column: 54, scope: !455)
!462 = !DILocalVariable(name: "b", arg: 3, scope: !455, file: !2, line: 35, type: !323)
!463 = !DILocation(line: 35, column: 75, scope: !455)
!464 = !DILocalVariable(name: "n", scope: !455, file: !2, line: 36, type: !63)
!465 = !DILocation(line: 36, column: 9, scope: !455)
!466 = !DILocation(line: 36, column: 13, scope: !455)
!467 = !DILocation(line: 36, column: 16, scope: !455)
!468 = !DILocation(line: 36, column: 20, scope: !455)
!469 = !DILocation(line: 36, column: 23, scope: !455)
!470 = !DILocation(line: 36, column: 18, scope: !455)
!471 = !DILocation(line: 36, column: 27, scope: !455)
!472 = !DILocation(line: 36, column: 30, scope: !455)
!473 = !DILocation(line: 36, column: 34, scope: !455)
!474 = !DILocation(line: 36, column: 37, scope: !455)
!475 = !DILocalVariable(name: "carry", scope: !455, file: !2, line: 37, type: !60)
!476 = !DILocation(line: 37, column: 14, scope: !455)
!477 = !DILocalVariable(name: "t", scope: !455, file: !2, line: 38, type: !79)
!478 = !DILocation(line: 38, column: 16, scope: !455)
!479 = !DILocation(line: 39, column: 5, scope: !455)
!480 = !DILocalVariable(name: "i", scope: !481, file: !2, line: 40, type: !63)
!481 = distinct !DILexicalBlock(scope: !455, file: !2, line: 40, column: 5)
!482 = !DILocation(line: 40, column: 14, scope: !481)
!483 = !DILocation(line: 40, column: 10, scope: !481)
!484 = !DILocation(line: 40, column: 21, scope: !485)
!485 = distinct !DILexicalBlock(scope: !481, file: !2, line: 40, column: 5)
!486 = !DILocation(line: 40, column: 25, scope: !485)
!487 = !DILocation(line: 40, column: 23, scope: !485)
!488 = !DILocation(line: 40, column: 5, scope: !481)
!489 = !DILocalVariable(name: "s", scope: !490, file: !2, line: 41, type: !60)
!490 = distinct !DILexicalBlock(scope: !485, file: !2, line: 40, column: 33)
!491 = !DILocation(line: 41, column: 18, scope: !490)
!492 = !DILocation(line: 41, column: 22, scope: !490)
!493 = !DILocation(line: 41, column: 25, scope: !490)
!494 = !DILocation(line: 41, column: 27, scope: !490)
!495 = !DILocation(line: 41, column: 32, scope: !490)
!496 = !DILocation(line: 41, column: 35, scope: !490)
!497 = !DILocation(line: 41, column: 37, scope: !490)
!498 = !DILocation(line: 41, column: 30, scope: !490)
!499 = !DILocation(line: 41, column: 42, scope: !490)
!500 = !DILocation(line: 41, column: 40, scope: !490)
!501 = !DILocation(line: 42, column: 17, scope: !490)
!502 = !DILocation(line: 42, column: 19, scope: !490)
!503 = !DILocation(line: 42, column: 15, scope: !490)
!504 = !DILocation(line: 43, column: 18, scope: !490)
!505 = !DILocation(line: 43, column: 26, scope: !490)
!506 = !DILocation(line: 43, column: 28, scope: !490)
!507 = !DILocation(line: 43, column: 37, scope: !490)
!508 = !DILocation(line: 43, column: 11, scope: !490)
!509 = !DILocation(line: 43, column: 13, scope: !490)
!510 = !DILocation(line: 43, column: 9, scope: !490)
!511 = !DILocation(line: 43, column: 16, scope: !490)
!512 = !DILocation(line: 44, column: 5, scope: !490)
!513 = !DILocation(line: 40, column: 29, scope: !485)
!514 = !DILocation(line: 40, column: 5, scope: !485)
!515 = distinct !{!515, !488, !516, !112}
!516 = !DILocation(line: 44, column: 5, scope: !481)
!517 = !DILocation(line: 45, column: 11, scope: !455)
!518 = !DILocation(line: 45, column: 7, scope: !455)
!519 = !DILocation(line: 45, column: 9, scope: !455)
!520 = !DILocation(line: 46, column: 9, scope: !521)
!521 = distinct !DILexicalBlock(scope: !455, file: !2, line: 46, column: 9)
!522 = !DILocation(line: 46, column: 9, scope: !455)
!523 = !DILocation(line: 47, column: 11, scope: !521)
!524 = !DILocation(line: 47, column: 15, scope: !521)
!525 = !DILocation(line: 47, column: 16, scope: !521)
!526 = !DILocation(line: 47, column: 9, scope: !521)
!527 = !DILocation(line: 47, column: 20, scope: !521)
!528 = !DILocation(line: 48, column: 6, scope: !455)
!529 = !DILocation(line: 48, column: 10, scope: !455)
!530 = !DILocation(line: 49, column: 1, scope: !455)
!531 = distinct !DISubprogram(name: "big_mul", scope: !2, file: !2, line: 51, type: !456, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !77)
!532 = !DILocalVariable(name: "r", arg: 1, scope: !531, file: !2, line: 51, type: !236)
!533 = !DILocation(line: 51, column: 33, scope: !531)
!534 = !DILocalVariable(name: "a", arg: 2, scope: !531, file: !2, line: 51, type: !323)
!535 = !DILocation(line: 51, column: 54, scope: !531)
!536 = !DILocalVariable(name: "b", arg: 3, scope: !531, file: !2, line: 51, type: !323)
!537 = !DILocation(line: 51, column: 75, scope: !531)
!538 = !DILocalVariable(name: "acc", scope: !531, file: !2, line: 52, type: !539)
!539 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 15360, elements: !540)
!540 = !{!541}
!541 = !DISubrange(count: 240)
!542 = !DILocation(line: 52, column: 14, scope: !531)
!543 = !DILocation(line: 53, column: 5, scope: !531)
!544 = !DILocalVariable(name: "i", scope: !545, file: !2, line: 54, type: !63)
!545 = distinct !DILexicalBlock(scope: !531, file: !2, line: 54, column: 5)
!546 = !DILocation(line: 54, column: 14, scope: !545)
!547 = !DILocation(line: 54, column: 10, scope: !545)
!548 = !DILocation(line: 54, column: 21, scope: !549)
!549 = distinct !DILexicalBlock(scope: !545, file: !2, line: 54, column: 5)
!550 = !DILocation(line: 54, column: 25, scope: !549)
!551 = !DILocation(line: 54, column: 28, scope: !549)
!552 = !DILocation(line: 54, column: 23, scope: !549)
!553 = !DILocation(line: 54, column: 5, scope: !545)
!554 = !DILocalVariable(name: "carry", scope: !555, file: !2, line: 55, type: !55)
!555 = distinct !DILexicalBlock(scope: !549, file: !2, line: 54, column: 36)
!556 = !DILocation(line: 55, column: 18, scope: !555)
!557 = !DILocalVariable(name: "j", scope: !558, file: !2, line: 56, type: !63)
!558 = distinct !DILexicalBlock(scope: !555, file: !2, line: 56, column: 9)
!559 = !DILocation(line: 56, column: 18, scope: !558)
!560 = !DILocation(line: 56, column: 14, scope: !558)
!561 = !DILocation(line: 56, column: 25, scope: !562)
!562 = distinct !DILexicalBlock(scope: !558, file: !2, line: 56, column: 9)
!563 = !DILocation(line: 56, column: 29, scope: !562)
!564 = !DILocation(line: 56, column: 32, scope: !562)
!565 = !DILocation(line: 56, column: 27, scope: !562)
!566 = !DILocation(line: 56, column: 9, scope: !558)
!567 = !DILocalVariable(name: "t", scope: !568, file: !2, line: 57, type: !55)
!568 = distinct !DILexicalBlock(scope: !562, file: !2, line: 56, column: 40)
!569 = !DILocation(line: 57, column: 22, scope: !568)
!570 = !DILocation(line: 57, column: 30, scope: !568)
!571 = !DILocation(line: 57, column: 34, scope: !568)
!572 = !DILocation(line: 57, column: 32, scope: !568)
!573 = !DILocation(line: 57, column: 26, scope: !568)
!574 = !DILocation(line: 57, column: 49, scope: !568)
!575 = !DILocation(line: 57, column: 52, scope: !568)
!576 = !DILocation(line: 57, column: 54, scope: !568)
!577 = !DILocation(line: 57, column: 39, scope: !568)
!578 = !DILocation(line: 57, column: 59, scope: !568)
!579 = !DILocation(line: 57, column: 62, scope: !568)
!580 = !DILocation(line: 57, column: 64, scope: !568)
!581 = !DILocation(line: 57, column: 57, scope: !568)
!582 = !DILocation(line: 57, column: 37, scope: !568)
!583 = !DILocation(line: 57, column: 69, scope: !568)
!584 = !DILocation(line: 57, column: 67, scope: !568)
!585 = !DILocation(line: 58, column: 26, scope: !568)
!586 = !DILocation(line: 58, column: 28, scope: !568)
!587 = !DILocation(line: 58, column: 17, scope: !568)
!588 = !DILocation(line: 58, column: 21, scope: !568)
!589 = !DILocation(line: 58, column: 19, scope: !568)
!590 = !DILocation(line: 58, column: 13, scope: !568)
!591 = !DILocation(line: 58, column: 24, scope: !568)
!592 = !DILocation(line: 59, column: 21, scope: !568)
!593 = !DILocation(line: 59, column: 23, scope: !568)
!594 = !DILocation(line: 59, column: 19, scope: !568)
!595 = !DILocation(line: 60, column: 9, scope: !568)
!596 = !DILocation(line: 56, column: 36, scope: !562)
!597 = !DILocation(line: 56, column: 9, scope: !562)
!598 = distinct !{!598, !566, !599, !112}
!599 = !DILocation(line: 60, column: 9, scope: !558)
!600 = !DILocalVariable(name: "k", scope: !555, file: !2, line: 61, type: !63)
!601 = !DILocation(line: 61, column: 13, scope: !555)
!602 = !DILocation(line: 61, column: 17, scope: !555)
!603 = !DILocation(line: 61, column: 21, scope: !555)
!604 = !DILocation(line: 61, column: 24, scope: !555)
!605 = !DILocation(line: 61, column: 19, scope: !555)
!606 = !DILocation(line: 62, column: 9, scope: !555)
!607 = !DILocation(line: 62, column: 16, scope: !555)
!608 = !DILocalVariable(name: "t", scope: !609, file: !2, line: 63, type: !55)
!609 = distinct !DILexicalBlock(scope: !555, file: !2, line: 62, column: 23)
!610 = !DILocation(line: 63, column: 22, scope: !609)
!611 = !DILocation(line: 63, column: 30, scope: !609)
!612 = !DILocation(line: 63, column: 26, scope: !609)
!613 = !DILocation(line: 63, column: 35, scope: !609)
!614 = !DILocation(line: 63, column: 33, scope: !609)
!615 = !DILocation(line: 64, column: 24, scope: !609)
!616 = !DILocation(line: 64, column: 26, scope: !609)
!617 = !DILocation(line: 64, column: 18, scope: !609)
!618 = !DILocation(line: 64, column: 13, scope: !609)
!619 = !DILocation(line: 64, column: 22, scope: !609)
!620 = !DILocation(line: 65, column: 21, scope: !609)
!621 = !DILocation(line: 65, column: 23, scope: !609)
!622 = !DILocation(line: 65, column: 19, scope: !609)
!623 = distinct !{!623, !606, !624, !112}
!624 = !DILocation(line: 66, column: 9, scope: !555)
!625 = !DILocation(line: 67, column: 5, scope: !555)
!626 = !DILocation(line: 54, column: 32, scope: !549)
!627 = !DILocation(line: 54, column: 5, scope: !549)
!628 = distinct !{!628, !553, !629, !112}
!629 = !DILocation(line: 67, column: 5, scope: !545)
!630 = !DILocalVariable(name: "t", scope: !531, file: !2, line: 68, type: !79)
!631 = !DILocation(line: 68, column: 16, scope: !531)
!632 = !DILocation(line: 69, column: 5, scope: !531)
!633 = !DILocation(line: 70, column: 11, scope: !531)
!634 = !DILocation(line: 70, column: 14, scope: !531)
!635 = !DILocation(line: 70, column: 18, scope: !531)
!636 = !DILocation(line: 70, column: 21, scope: !531)
!637 = !DILocation(line: 70, column: 16, scope: !531)
!638 = !DILocation(line: 70, column: 7, scope: !531)
!639 = !DILocation(line: 70, column: 9, scope: !531)
!640 = !DILocalVariable(name: "i", scope: !641, file: !2, line: 71, type: !63)
!641 = distinct !DILexicalBlock(scope: !531, file: !2, line: 71, column: 5)
!642 = !DILocation(line: 71, column: 14, scope: !641)
!643 = !DILocation(line: 71, column: 10, scope: !641)
!644 = !DILocation(line: 71, column: 21, scope: !645)
!645 = distinct !DILexicalBlock(scope: !641, file: !2, line: 71, column: 5)
!646 = !DILocation(line: 71, column: 27, scope: !645)
!647 = !DILocation(line: 71, column: 23, scope: !645)
!648 = !DILocation(line: 71, column: 5, scope: !641)
!649 = !DILocation(line: 72, column: 32, scope: !645)
!650 = !DILocation(line: 72, column: 28, scope: !645)
!651 = !DILocation(line: 72, column: 18, scope: !645)
!652 = !DILocation(line: 72, column: 11, scope: !645)
!653 = !DILocation(line: 72, column: 13, scope: !645)
!654 = !DILocation(line: 72, column: 9, scope: !645)
!655 = !DILocation(line: 72, column: 16, scope: !645)
!656 = !DILocation(line: 71, column: 31, scope: !645)
!657 = !DILocation(line: 71, column: 5, scope: !645)
!658 = distinct !{!658, !648, !659, !112}
!659 = !DILocation(line: 72, column: 33, scope: !641)
!660 = !DILocation(line: 73, column: 5, scope: !531)
!661 = !DILocation(line: 73, column: 14, scope: !531)
!662 = !DILocation(line: 73, column: 16, scope: !531)
!663 = !DILocation(line: 73, column: 20, scope: !531)
!664 = !DILocation(line: 73, column: 25, scope: !531)
!665 = !DILocation(line: 73, column: 29, scope: !531)
!666 = !DILocation(line: 73, column: 31, scope: !531)
!667 = !DILocation(line: 73, column: 23, scope: !531)
!668 = !DILocation(line: 73, column: 36, scope: !531)
!669 = !DILocation(line: 0, scope: !531)
!670 = !DILocation(line: 74, column: 11, scope: !531)
!671 = !DILocation(line: 74, column: 12, scope: !531)
!672 = distinct !{!672, !660, !671, !112}
!673 = !DILocation(line: 75, column: 6, scope: !531)
!674 = !DILocation(line: 75, column: 10, scope: !531)
!675 = !DILocation(line: 76, column: 1, scope: !531)
!676 = distinct !DISubprogram(name: "big_div_small", scope: !2, file: !2, line: 78, type: !677, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !77)
!677 = !DISubroutineType(types: !678)
!678 = !{!60, !236, !60}
!679 = !DILocalVariable(name: "b", arg: 1, scope: !676, file: !2, line: 78, type: !236)
!680 = !DILocation(line: 78, column: 43, scope: !676)
!681 = !DILocalVariable(name: "m", arg: 2, scope: !676, file: !2, line: 78, type: !60)
!682 = !DILocation(line: 78, column: 55, scope: !676)
!683 = !DILocalVariable(name: "rem", scope: !676, file: !2, line: 79, type: !55)
!684 = !DILocation(line: 79, column: 14, scope: !676)
!685 = !DILocalVariable(name: "i", scope: !686, file: !2, line: 80, type: !63)
!686 = distinct !DILexicalBlock(scope: !676, file: !2, line: 80, column: 5)
!687 = !DILocation(line: 80, column: 14, scope: !686)
!688 = !DILocation(line: 80, column: 18, scope: !686)
!689 = !DILocation(line: 80, column: 21, scope: !686)
!690 = !DILocation(line: 80, column: 23, scope: !686)
!691 = !DILocation(line: 80, column: 10, scope: !686)
!692 = !DILocation(line: 80, column: 28, scope: !693)
!693 = distinct !DILexicalBlock(scope: !686, file: !2, line: 80, column: 5)
!694 = !DILocation(line: 80, column: 30, scope: !693)
!695 = !DILocation(line: 80, column: 5, scope: !686)
!696 = !DILocalVariable(name: "cur", scope: !697, file: !2, line: 81, type: !55)
!697 = distinct !DILexicalBlock(scope: !693, file: !2, line: 80, column: 41)
!698 = !DILocation(line: 81, column: 18, scope: !697)
!699 = !DILocation(line: 81, column: 24, scope: !697)
!700 = !DILocation(line: 81, column: 27, scope: !697)
!701 = !DILocation(line: 81, column: 29, scope: !697)
!702 = !DILocation(line: 81, column: 34, scope: !697)
!703 = !DILocation(line: 81, column: 38, scope: !697)
!704 = !DILocation(line: 81, column: 32, scope: !697)
!705 = !DILocation(line: 82, column: 30, scope: !697)
!706 = !DILocation(line: 82, column: 36, scope: !697)
!707 = !DILocation(line: 82, column: 34, scope: !697)
!708 = !DILocation(line: 82, column: 19, scope: !697)
!709 = !DILocation(line: 82, column: 9, scope: !697)
!710 = !DILocation(line: 82, column: 12, scope: !697)
!711 = !DILocation(line: 82, column: 14, scope: !697)
!712 = !DILocation(line: 82, column: 17, scope: !697)
!713 = !DILocation(line: 83, column: 15, scope: !697)
!714 = !DILocation(line: 83, column: 21, scope: !697)
!715 = !DILocation(line: 83, column: 19, scope: !697)
!716 = !DILocation(line: 83, column: 13, scope: !697)
!717 = !DILocation(line: 84, column: 5, scope: !697)
!718 = !DILocation(line: 80, column: 37, scope: !693)
!719 = !DILocation(line: 80, column: 5, scope: !693)
!720 = distinct !{!720, !695, !721, !112}
!721 = !DILocation(line: 84, column: 5, scope: !686)
!722 = !DILocation(line: 85, column: 5, scope: !676)
!723 = !DILocation(line: 85, column: 12, scope: !676)
!724 = !DILocation(line: 85, column: 15, scope: !676)
!725 = !DILocation(line: 85, column: 17, scope: !676)
!726 = !DILocation(line: 85, column: 21, scope: !676)
!727 = !DILocation(line: 85, column: 24, scope: !676)
!728 = !DILocation(line: 85, column: 27, scope: !676)
!729 = !DILocation(line: 85, column: 29, scope: !676)
!730 = !DILocation(line: 85, column: 32, scope: !676)
!731 = !DILocation(line: 85, column: 34, scope: !676)
!732 = !DILocation(line: 85, column: 39, scope: !676)
!733 = !DILocation(line: 0, scope: !676)
!734 = !DILocation(line: 86, column: 9, scope: !676)
!735 = !DILocation(line: 86, column: 12, scope: !676)
!736 = !DILocation(line: 86, column: 13, scope: !676)
!737 = distinct !{!737, !722, !736, !112}
!738 = !DILocation(line: 87, column: 22, scope: !676)
!739 = !DILocation(line: 87, column: 12, scope: !676)
!740 = !DILocation(line: 87, column: 5, scope: !676)
