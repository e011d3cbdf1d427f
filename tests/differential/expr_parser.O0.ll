; ModuleID = 'expr_parser.c'
source_filename = "expr_parser.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.parser = type { ptr, [26 x i64], i32, [64 x i8] }

@.str = private unnamed_addr constant [10 x i8] c"1 + 2 * 3\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"(1 + 2) * 3\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"-4 - -4\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"100 / 7 % 5\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [9 x i8] c"-100 / 7\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [9 x i8] c"-100 % 7\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [6 x i8] c"x = 5\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [14 x i8] c"y = x * x - 1\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [22 x i8] c"(x + y) * (y - x) / 2\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [17 x i8] c"x < y && y < 100\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [16 x i8] c"x == 5 || 1 / 0\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [9 x i8] c"!x + !!y\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [30 x i8] c"z = (a = 3) * (b = 4) + a * b\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [16 x i8] c"a*a + b*b == 25\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [12 x i8] c"1 / (x - 5)\00", align 1, !dbg !60
@.str.15 = private unnamed_addr constant [11 x i8] c"2 * (3 + 4\00", align 1, !dbg !62
@.str.16 = private unnamed_addr constant [6 x i8] c"3 $ 4\00", align 1, !dbg !67
@.str.17 = private unnamed_addr constant [25 x i8] c"1000000 * 1000000 * 1000\00", align 1, !dbg !69
@.str.18 = private unnamed_addr constant [24 x i8] c"((((((((1))))))))+((2))\00", align 1, !dbg !74
@__const.main.inputs = private unnamed_addr constant [19 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18], align 16
@.str.19 = private unnamed_addr constant [15 x i8] c"trailing input\00", align 1, !dbg !79
@.str.20 = private unnamed_addr constant [20 x i8] c"%-28s => error: %s\0A\00", align 1, !dbg !84
@.str.21 = private unnamed_addr constant [14 x i8] c"%-28s => %ld\0A\00", align 1, !dbg !89
@.str.22 = private unnamed_addr constant [37 x i8] c"vars: x=%ld y=%ld z=%ld a=%ld b=%ld\0A\00", align 1, !dbg !91
@.str.23 = private unnamed_addr constant [3 x i8] c"&&\00", align 1, !dbg !96
@.str.24 = private unnamed_addr constant [3 x i8] c"||\00", align 1, !dbg !101
@.str.25 = private unnamed_addr constant [3 x i8] c"==\00", align 1, !dbg !103
@.str.26 = private unnamed_addr constant [3 x i8] c"!=\00", align 1, !dbg !105
@.str.27 = private unnamed_addr constant [3 x i8] c"<=\00", align 1, !dbg !107
@.str.28 = private unnamed_addr constant [3 x i8] c">=\00", align 1, !dbg !109
@.str.29 = private unnamed_addr constant [17 x i8] c"division by zero\00", align 1, !dbg !111
@.str.30 = private unnamed_addr constant [11 x i8] c"expected )\00", align 1, !dbg !113
@.str.31 = private unnamed_addr constant [21 x i8] c"unexpected character\00", align 1, !dbg !115
@.str.32 = private unnamed_addr constant [13 x i8] c"%s at '%.8s'\00", align 1, !dbg !120

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !156 {
  %1 = alloca i32, align 4
  %2 = alloca [19 x ptr], align 16
  %3 = alloca %struct.parser, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !160, !DIExpression(), !166)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.inputs, i64 152, i1 false), !dbg !166
    #dbg_declare(ptr %3, !167, !DIExpression(), !181)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 288, i1 false), !dbg !182
    #dbg_declare(ptr %4, !183, !DIExpression(), !184)
  store i32 0, ptr %4, align 4, !dbg !184
    #dbg_declare(ptr %5, !185, !DIExpression(), !190)
  store i64 0, ptr %5, align 8, !dbg !190
  br label %7, !dbg !191

7:                                                ; preds = %47, %0
  %8 = load i64, ptr %5, align 8, !dbg !192
  %9 = icmp ult i64 %8, 19, !dbg !194
  br i1 %9, label %10, label %50, !dbg !195

10:                                               ; preds = %7
  %11 = load i64, ptr %5, align 8, !dbg !196
  %12 = getelementptr inbounds [19 x ptr], ptr %2, i64 0, i64 %11, !dbg !198
  %13 = load ptr, ptr %12, align 8, !dbg !198
  %14 = getelementptr inbounds %struct.parser, ptr %3, i32 0, i32 0, !dbg !199
  store ptr %13, ptr %14, align 8, !dbg !200
  %15 = getelementptr inbounds %struct.parser, ptr %3, i32 0, i32 2, !dbg !201
  store i32 0, ptr %15, align 8, !dbg !202
    #dbg_declare(ptr %6, !203, !DIExpression(), !204)
  %16 = call i64 @expr(ptr noundef %3), !dbg !205
  store i64 %16, ptr %6, align 8, !dbg !204
  call void @skip(ptr noundef %3), !dbg !206
  %17 = getelementptr inbounds %struct.parser, ptr %3, i32 0, i32 2, !dbg !207
  %18 = load i32, ptr %17, align 8, !dbg !207
  %19 = icmp ne i32 %18, 0, !dbg !209
  br i1 %19, label %27, label %20, !dbg !210

20:                                               ; preds = %10
  %21 = getelementptr inbounds %struct.parser, ptr %3, i32 0, i32 0, !dbg !211
  %22 = load ptr, ptr %21, align 8, !dbg !211
  %23 = load i8, ptr %22, align 1, !dbg !212
  %24 = sext i8 %23 to i32, !dbg !212
  %25 = icmp ne i32 %24, 0, !dbg !212
  br i1 %25, label %26, label %27, !dbg !213

26:                                               ; preds = %20
  call void @fail(ptr noundef %3, ptr noundef @.str.19), !dbg !214
  br label %27, !dbg !214

27:                                               ; preds = %26, %20, %10
  %28 = getelementptr inbounds %struct.parser, ptr %3, i32 0, i32 2, !dbg !215
  %29 = load i32, ptr %28, align 8, !dbg !215
  %30 = icmp ne i32 %29, 0, !dbg !217
  br i1 %30, label %31, label %40, !dbg !218

31:                                               ; preds = %27
  %32 = load i32, ptr %4, align 4, !dbg !219
  %33 = add nsw i32 %32, 1, !dbg !219
  store i32 %33, ptr %4, align 4, !dbg !219
  %34 = load i64, ptr %5, align 8, !dbg !221
  %35 = getelementptr inbounds [19 x ptr], ptr %2, i64 0, i64 %34, !dbg !222
  %36 = load ptr, ptr %35, align 8, !dbg !222
  %37 = getelementptr inbounds %struct.parser, ptr %3, i32 0, i32 3, !dbg !223
  %38 = getelementptr inbounds [64 x i8], ptr %37, i64 0, i64 0, !dbg !224
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %36, ptr noundef %38), !dbg !225
  br label %46, !dbg !226

40:                                               ; preds = %27
  %41 = load i64, ptr %5, align 8, !dbg !227
  %42 = getelementptr inbounds [19 x ptr], ptr %2, i64 0, i64 %41, !dbg !229
  %43 = load ptr, ptr %42, align 8, !dbg !229
  %44 = load i64, ptr %6, align 8, !dbg !230
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %43, i64 noundef %44), !dbg !231
  br label %46

46:                                               ; preds = %40, %31
  br label %47, !dbg !232

47:                                               ; preds = %46
  %48 = load i64, ptr %5, align 8, !dbg !233
  %49 = add i64 %48, 1, !dbg !233
  store i64 %49, ptr %5, align 8, !dbg !233
  br label %7, !dbg !234, !llvm.loop !235

50:                                               ; preds = %7
  %51 = getelementptr inbounds %struct.parser, ptr %3, i32 0, i32 1, !dbg !238
  %52 = getelementptr inbounds [26 x i64], ptr %51, i64 0, i64 23, !dbg !239
  %53 = load i64, ptr %52, align 8, !dbg !239
  %54 = getelementptr inbounds %struct.parser, ptr %3, i32 0, i32 1, !dbg !240
  %55 = getelementptr inbounds [26 x i64], ptr %54, i64 0, i64 24, !dbg !241
  %56 = load i64, ptr %55, align 8, !dbg !241
  %57 = getelementptr inbounds %struct.parser, ptr %3, i32 0, i32 1, !dbg !242
  %58 = getelementptr inbounds [26 x i64], ptr %57, i64 0, i64 25, !dbg !243
  %59 = load i64, ptr %58, align 8, !dbg !243
  %60 = getelementptr inbounds %struct.parser, ptr %3, i32 0, i32 1, !dbg !244
  %61 = getelementptr inbounds [26 x i64], ptr %60, i64 0, i64 0, !dbg !245
  %62 = load i64, ptr %61, align 8, !dbg !245
  %63 = getelementptr inbounds %struct.parser, ptr %3, i32 0, i32 1, !dbg !246
  %64 = getelementptr inbounds [26 x i64], ptr %63, i64 0, i64 1, !dbg !247
  %65 = load i64, ptr %64, align 8, !dbg !247
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i64 noundef %53, i64 noundef %56, i64 noundef %59, i64 noundef %62, i64 noundef %65), !dbg !248
  %67 = load i32, ptr %4, align 4, !dbg !249
  ret i32 %67, !dbg !250
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @expr(ptr noundef %0) #0 !dbg !251 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !255, !DIExpression(), !256)
    #dbg_declare(ptr %3, !257, !DIExpression(), !258)
  %6 = load ptr, ptr %2, align 8, !dbg !259
  %7 = call i64 @comparison(ptr noundef %6), !dbg !260
  store i64 %7, ptr %3, align 8, !dbg !258
  br label %8, !dbg !261

8:                                                ; preds = %56, %1
  %9 = load ptr, ptr %2, align 8, !dbg !262
  call void @skip(ptr noundef %9), !dbg !266
  %10 = load ptr, ptr %2, align 8, !dbg !267
  %11 = getelementptr inbounds %struct.parser, ptr %10, i32 0, i32 0, !dbg !269
  %12 = load ptr, ptr %11, align 8, !dbg !269
  %13 = call i32 @strncmp(ptr noundef %12, ptr noundef @.str.23, i64 noundef 2) #7, !dbg !270
  %14 = icmp eq i32 %13, 0, !dbg !271
  br i1 %14, label %15, label %31, !dbg !272

15:                                               ; preds = %8
  %16 = load ptr, ptr %2, align 8, !dbg !273
  %17 = getelementptr inbounds %struct.parser, ptr %16, i32 0, i32 0, !dbg !275
  %18 = load ptr, ptr %17, align 8, !dbg !276
  %19 = getelementptr inbounds i8, ptr %18, i64 2, !dbg !276
  store ptr %19, ptr %17, align 8, !dbg !276
    #dbg_declare(ptr %4, !277, !DIExpression(), !278)
  %20 = load ptr, ptr %2, align 8, !dbg !279
  %21 = call i64 @comparison(ptr noundef %20), !dbg !280
  store i64 %21, ptr %4, align 8, !dbg !278
  %22 = load i64, ptr %3, align 8, !dbg !281
  %23 = icmp ne i64 %22, 0, !dbg !281
  br i1 %23, label %24, label %27, !dbg !282

24:                                               ; preds = %15
  %25 = load i64, ptr %4, align 8, !dbg !283
  %26 = icmp ne i64 %25, 0, !dbg !282
  br label %27

27:                                               ; preds = %24, %15
  %28 = phi i1 [ false, %15 ], [ %26, %24 ], !dbg !284
  %29 = zext i1 %28 to i32, !dbg !282
  %30 = sext i32 %29 to i64, !dbg !281
  store i64 %30, ptr %3, align 8, !dbg !285
  br label %56, !dbg !286

31:                                               ; preds = %8
  %32 = load ptr, ptr %2, align 8, !dbg !287
  %33 = getelementptr inbounds %struct.parser, ptr %32, i32 0, i32 0, !dbg !289
  %34 = load ptr, ptr %33, align 8, !dbg !289
  %35 = call i32 @strncmp(ptr noundef %34, ptr noundef @.str.24, i64 noundef 2) #7, !dbg !290
  %36 = icmp eq i32 %35, 0, !dbg !291
  br i1 %36, label %37, label %53, !dbg !292

37:                                               ; preds = %31
  %38 = load ptr, ptr %2, align 8, !dbg !293
  %39 = getelementptr inbounds %struct.parser, ptr %38, i32 0, i32 0, !dbg !295
  %40 = load ptr, ptr %39, align 8, !dbg !296
  %41 = getelementptr inbounds i8, ptr %40, i64 2, !dbg !296
  store ptr %41, ptr %39, align 8, !dbg !296
    #dbg_declare(ptr %5, !297, !DIExpression(), !298)
  %42 = load ptr, ptr %2, align 8, !dbg !299
  %43 = call i64 @comparison(ptr noundef %42), !dbg !300
  store i64 %43, ptr %5, align 8, !dbg !298
  %44 = load i64, ptr %3, align 8, !dbg !301
  %45 = icmp ne i64 %44, 0, !dbg !301
  br i1 %45, label %49, label %46, !dbg !302

46:                                               ; preds = %37
  %47 = load i64, ptr %5, align 8, !dbg !303
  %48 = icmp ne i64 %47, 0, !dbg !302
  br label %49, !dbg !302

49:                                               ; preds = %46, %37
  %50 = phi i1 [ true, %37 ], [ %48, %46 ]
  %51 = zext i1 %50 to i32, !dbg !302
  %52 = sext i32 %51 to i64, !dbg !301
  store i64 %52, ptr %3, align 8, !dbg !304
  br label %55, !dbg !305

53:                                               ; preds = %31
  %54 = load i64, ptr %3, align 8, !dbg !306
  ret i64 %54, !dbg !308

55:                                               ; preds = %49
  br label %56

56:                                               ; preds = %55, %27
  br label %8, !dbg !309, !llvm.loop !310
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @skip(ptr noundef %0) #0 !dbg !313 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !316, !DIExpression(), !317)
  br label %3, !dbg !318

3:                                                ; preds = %17, %1
  %4 = call ptr @__ctype_b_loc() #8, !dbg !319
  %5 = load ptr, ptr %4, align 8, !dbg !319
  %6 = load ptr, ptr %2, align 8, !dbg !319
  %7 = getelementptr inbounds %struct.parser, ptr %6, i32 0, i32 0, !dbg !319
  %8 = load ptr, ptr %7, align 8, !dbg !319
  %9 = load i8, ptr %8, align 1, !dbg !319
  %10 = zext i8 %9 to i32, !dbg !319
  %11 = sext i32 %10 to i64, !dbg !319
  %12 = getelementptr inbounds i16, ptr %5, i64 %11, !dbg !319
  %13 = load i16, ptr %12, align 2, !dbg !319
  %14 = zext i16 %13 to i32, !dbg !319
  %15 = and i32 %14, 8192, !dbg !319
  %16 = icmp ne i32 %15, 0, !dbg !318
  br i1 %16, label %17, label %22, !dbg !318

17:                                               ; preds = %3
  %18 = load ptr, ptr %2, align 8, !dbg !320
  %19 = getelementptr inbounds %struct.parser, ptr %18, i32 0, i32 0, !dbg !321
  %20 = load ptr, ptr %19, align 8, !dbg !322
  %21 = getelementptr inbounds i8, ptr %20, i32 1, !dbg !322
  store ptr %21, ptr %19, align 8, !dbg !322
  br label %3, !dbg !318, !llvm.loop !323

22:                                               ; preds = %3
  ret void, !dbg !324
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fail(ptr noundef %0, ptr noundef %1) #0 !dbg !325 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !328, !DIExpression(), !329)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !330, !DIExpression(), !331)
  %5 = load ptr, ptr %3, align 8, !dbg !332
  %6 = getelementptr inbounds %struct.parser, ptr %5, i32 0, i32 2, !dbg !334
  %7 = load i32, ptr %6, align 8, !dbg !334
  %8 = icmp ne i32 %7, 0, !dbg !332
  br i1 %8, label %20, label %9, !dbg !335

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8, !dbg !336
  %11 = getelementptr inbounds %struct.parser, ptr %10, i32 0, i32 2, !dbg !338
  store i32 1, ptr %11, align 8, !dbg !339
  %12 = load ptr, ptr %3, align 8, !dbg !340
  %13 = getelementptr inbounds %struct.parser, ptr %12, i32 0, i32 3, !dbg !341
  %14 = getelementptr inbounds [64 x i8], ptr %13, i64 0, i64 0, !dbg !340
  %15 = load ptr, ptr %4, align 8, !dbg !342
  %16 = load ptr, ptr %3, align 8, !dbg !343
  %17 = getelementptr inbounds %struct.parser, ptr %16, i32 0, i32 0, !dbg !344
  %18 = load ptr, ptr %17, align 8, !dbg !344
  %19 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %14, i64 noundef 64, ptr noundef @.str.32, ptr noundef %15, ptr noundef %18) #9, !dbg !345
  br label %20, !dbg !346

20:                                               ; preds = %9, %2
  ret void, !dbg !347
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @comparison(ptr noundef %0) #0 !dbg !348 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !349, !DIExpression(), !350)
    #dbg_declare(ptr %3, !351, !DIExpression(), !352)
  %4 = load ptr, ptr %2, align 8, !dbg !353
  %5 = call i64 @sum(ptr noundef %4), !dbg !354
  store i64 %5, ptr %3, align 8, !dbg !352
  br label %6, !dbg !355

6:                                                ; preds = %118, %1
  %7 = load ptr, ptr %2, align 8, !dbg !356
  call void @skip(ptr noundef %7), !dbg !360
  %8 = load ptr, ptr %2, align 8, !dbg !361
  %9 = getelementptr inbounds %struct.parser, ptr %8, i32 0, i32 0, !dbg !363
  %10 = load ptr, ptr %9, align 8, !dbg !363
  %11 = call i32 @strncmp(ptr noundef %10, ptr noundef @.str.25, i64 noundef 2) #7, !dbg !364
  %12 = icmp eq i32 %11, 0, !dbg !365
  br i1 %12, label %13, label %24, !dbg !366

13:                                               ; preds = %6
  %14 = load ptr, ptr %2, align 8, !dbg !367
  %15 = getelementptr inbounds %struct.parser, ptr %14, i32 0, i32 0, !dbg !369
  %16 = load ptr, ptr %15, align 8, !dbg !370
  %17 = getelementptr inbounds i8, ptr %16, i64 2, !dbg !370
  store ptr %17, ptr %15, align 8, !dbg !370
  %18 = load i64, ptr %3, align 8, !dbg !371
  %19 = load ptr, ptr %2, align 8, !dbg !372
  %20 = call i64 @sum(ptr noundef %19), !dbg !373
  %21 = icmp eq i64 %18, %20, !dbg !374
  %22 = zext i1 %21 to i32, !dbg !374
  %23 = sext i32 %22 to i64, !dbg !371
  store i64 %23, ptr %3, align 8, !dbg !375
  br label %118, !dbg !376

24:                                               ; preds = %6
  %25 = load ptr, ptr %2, align 8, !dbg !377
  %26 = getelementptr inbounds %struct.parser, ptr %25, i32 0, i32 0, !dbg !379
  %27 = load ptr, ptr %26, align 8, !dbg !379
  %28 = call i32 @strncmp(ptr noundef %27, ptr noundef @.str.26, i64 noundef 2) #7, !dbg !380
  %29 = icmp eq i32 %28, 0, !dbg !381
  br i1 %29, label %30, label %41, !dbg !382

30:                                               ; preds = %24
  %31 = load ptr, ptr %2, align 8, !dbg !383
  %32 = getelementptr inbounds %struct.parser, ptr %31, i32 0, i32 0, !dbg !385
  %33 = load ptr, ptr %32, align 8, !dbg !386
  %34 = getelementptr inbounds i8, ptr %33, i64 2, !dbg !386
  store ptr %34, ptr %32, align 8, !dbg !386
  %35 = load i64, ptr %3, align 8, !dbg !387
  %36 = load ptr, ptr %2, align 8, !dbg !388
  %37 = call i64 @sum(ptr noundef %36), !dbg !389
  %38 = icmp ne i64 %35, %37, !dbg !390
  %39 = zext i1 %38 to i32, !dbg !390
  %40 = sext i32 %39 to i64, !dbg !387
  store i64 %40, ptr %3, align 8, !dbg !391
  br label %117, !dbg !392

41:                                               ; preds = %24
  %42 = load ptr, ptr %2, align 8, !dbg !393
  %43 = getelementptr inbounds %struct.parser, ptr %42, i32 0, i32 0, !dbg !395
  %44 = load ptr, ptr %43, align 8, !dbg !395
  %45 = call i32 @strncmp(ptr noundef %44, ptr noundef @.str.27, i64 noundef 2) #7, !dbg !396
  %46 = icmp eq i32 %45, 0, !dbg !397
  br i1 %46, label %47, label %58, !dbg !398

47:                                               ; preds = %41
  %48 = load ptr, ptr %2, align 8, !dbg !399
  %49 = getelementptr inbounds %struct.parser, ptr %48, i32 0, i32 0, !dbg !401
  %50 = load ptr, ptr %49, align 8, !dbg !402
  %51 = getelementptr inbounds i8, ptr %50, i64 2, !dbg !402
  store ptr %51, ptr %49, align 8, !dbg !402
  %52 = load i64, ptr %3, align 8, !dbg !403
  %53 = load ptr, ptr %2, align 8, !dbg !404
  %54 = call i64 @sum(ptr noundef %53), !dbg !405
  %55 = icmp sle i64 %52, %54, !dbg !406
  %56 = zext i1 %55 to i32, !dbg !406
  %57 = sext i32 %56 to i64, !dbg !403
  store i64 %57, ptr %3, align 8, !dbg !407
  br label %116, !dbg !408

58:                                               ; preds = %41
  %59 = load ptr, ptr %2, align 8, !dbg !409
  %60 = getelementptr inbounds %struct.parser, ptr %59, i32 0, i32 0, !dbg !411
  %61 = load ptr, ptr %60, align 8, !dbg !411
  %62 = call i32 @strncmp(ptr noundef %61, ptr noundef @.str.28, i64 noundef 2) #7, !dbg !412
  %63 = icmp eq i32 %62, 0, !dbg !413
  br i1 %63, label %64, label %75, !dbg !414

64:                                               ; preds = %58
  %65 = load ptr, ptr %2, align 8, !dbg !415
  %66 = getelementptr inbounds %struct.parser, ptr %65, i32 0, i32 0, !dbg !417
  %67 = load ptr, ptr %66, align 8, !dbg !418
  %68 = getelementptr inbounds i8, ptr %67, i64 2, !dbg !418
  store ptr %68, ptr %66, align 8, !dbg !418
  %69 = load i64, ptr %3, align 8, !dbg !419
  %70 = load ptr, ptr %2, align 8, !dbg !420
  %71 = call i64 @sum(ptr noundef %70), !dbg !421
  %72 = icmp sge i64 %69, %71, !dbg !422
  %73 = zext i1 %72 to i32, !dbg !422
  %74 = sext i32 %73 to i64, !dbg !419
  store i64 %74, ptr %3, align 8, !dbg !423
  br label %115, !dbg !424

75:                                               ; preds = %58
  %76 = load ptr, ptr %2, align 8, !dbg !425
  %77 = getelementptr inbounds %struct.parser, ptr %76, i32 0, i32 0, !dbg !427
  %78 = load ptr, ptr %77, align 8, !dbg !427
  %79 = load i8, ptr %78, align 1, !dbg !428
  %80 = sext i8 %79 to i32, !dbg !428
  %81 = icmp eq i32 %80, 60, !dbg !429
  br i1 %81, label %82, label %93, !dbg !430

82:                                               ; preds = %75
  %83 = load ptr, ptr %2, align 8, !dbg !431
  %84 = getelementptr inbounds %struct.parser, ptr %83, i32 0, i32 0, !dbg !433
  %85 = load ptr, ptr %84, align 8, !dbg !434
  %86 = getelementptr inbounds i8, ptr %85, i32 1, !dbg !434
  store ptr %86, ptr %84, align 8, !dbg !434
  %87 = load i64, ptr %3, align 8, !dbg !435
  %88 = load ptr, ptr %2, align 8, !dbg !436
  %89 = call i64 @sum(ptr noundef %88), !dbg !437
  %90 = icmp slt i64 %87, %89, !dbg !438
  %91 = zext i1 %90 to i32, !dbg !438
  %92 = sext i32 %91 to i64, !dbg !435
  store i64 %92, ptr %3, align 8, !dbg !439
  br label %114, !dbg !440

93:                                               ; preds = %75
  %94 = load ptr, ptr %2, align 8, !dbg !441
  %95 = getelementptr inbounds %struct.parser, ptr %94, i32 0, i32 0, !dbg !443
  %96 = load ptr, ptr %95, align 8, !dbg !443
  %97 = load i8, ptr %96, align 1, !dbg !444
  %98 = sext i8 %97 to i32, !dbg !444
  %99 = icmp eq i32 %98, 62, !dbg !445
  br i1 %99, label %100, label %111, !dbg !446

100:                                              ; preds = %93
  %101 = load ptr, ptr %2, align 8, !dbg !447
  %102 = getelementptr inbounds %struct.parser, ptr %101, i32 0, i32 0, !dbg !449
  %103 = load ptr, ptr %102, align 8, !dbg !450
  %104 = getelementptr inbounds i8, ptr %103, i32 1, !dbg !450
  store ptr %104, ptr %102, align 8, !dbg !450
  %105 = load i64, ptr %3, align 8, !dbg !451
  %106 = load ptr, ptr %2, align 8, !dbg !452
  %107 = call i64 @sum(ptr noundef %106), !dbg !453
  %108 = icmp sgt i64 %105, %107, !dbg !454
  %109 = zext i1 %108 to i32, !dbg !454
  %110 = sext i32 %109 to i64, !dbg !451
  store i64 %110, ptr %3, align 8, !dbg !455
  br label %113, !dbg !456

111:                                              ; preds = %93
  %112 = load i64, ptr %3, align 8, !dbg !457
  ret i64 %112, !dbg !458

113:                                              ; preds = %100
  br label %114

114:                                              ; preds = %113, %82
  br label %115

115:                                              ; preds = %114, %64
  br label %116

116:                                              ; preds = %115, %47
  br label %117

117:                                              ; preds = %116, %30
  br label %118

118:                                              ; preds = %117, %13
  br label %6, !dbg !459, !llvm.loop !460
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strncmp(ptr noundef, ptr noundef, i64 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum(ptr noundef %0) #0 !dbg !463 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i8, align 1
  %5 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !464, !DIExpression(), !465)
    #dbg_declare(ptr %3, !466, !DIExpression(), !467)
  %6 = load ptr, ptr %2, align 8, !dbg !468
  %7 = call i64 @term(ptr noundef %6), !dbg !469
  store i64 %7, ptr %3, align 8, !dbg !467
  br label %8, !dbg !470

8:                                                ; preds = %41, %1
  %9 = load ptr, ptr %2, align 8, !dbg !471
  call void @skip(ptr noundef %9), !dbg !475
    #dbg_declare(ptr %4, !476, !DIExpression(), !477)
  %10 = load ptr, ptr %2, align 8, !dbg !478
  %11 = getelementptr inbounds %struct.parser, ptr %10, i32 0, i32 0, !dbg !479
  %12 = load ptr, ptr %11, align 8, !dbg !479
  %13 = load i8, ptr %12, align 1, !dbg !480
  store i8 %13, ptr %4, align 1, !dbg !477
  %14 = load i8, ptr %4, align 1, !dbg !481
  %15 = sext i8 %14 to i32, !dbg !481
  %16 = icmp ne i32 %15, 43, !dbg !483
  br i1 %16, label %17, label %23, !dbg !484

17:                                               ; preds = %8
  %18 = load i8, ptr %4, align 1, !dbg !485
  %19 = sext i8 %18 to i32, !dbg !485
  %20 = icmp ne i32 %19, 45, !dbg !486
  br i1 %20, label %21, label %23, !dbg !487

21:                                               ; preds = %17
  %22 = load i64, ptr %3, align 8, !dbg !488
  ret i64 %22, !dbg !489

23:                                               ; preds = %17, %8
  %24 = load ptr, ptr %2, align 8, !dbg !490
  %25 = getelementptr inbounds %struct.parser, ptr %24, i32 0, i32 0, !dbg !491
  %26 = load ptr, ptr %25, align 8, !dbg !492
  %27 = getelementptr inbounds i8, ptr %26, i32 1, !dbg !492
  store ptr %27, ptr %25, align 8, !dbg !492
    #dbg_declare(ptr %5, !493, !DIExpression(), !494)
  %28 = load ptr, ptr %2, align 8, !dbg !495
  %29 = call i64 @term(ptr noundef %28), !dbg !496
  store i64 %29, ptr %5, align 8, !dbg !494
  %30 = load i8, ptr %4, align 1, !dbg !497
  %31 = sext i8 %30 to i32, !dbg !497
  %32 = icmp eq i32 %31, 43, !dbg !498
  br i1 %32, label %33, label %37, !dbg !497

33:                                               ; preds = %23
  %34 = load i64, ptr %3, align 8, !dbg !499
  %35 = load i64, ptr %5, align 8, !dbg !500
  %36 = add nsw i64 %34, %35, !dbg !501
  br label %41, !dbg !497

37:                                               ; preds = %23
  %38 = load i64, ptr %3, align 8, !dbg !502
  %39 = load i64, ptr %5, align 8, !dbg !503
  %40 = sub nsw i64 %38, %39, !dbg !504
  br label %41, !dbg !497

41:                                               ; preds = %37, %33
  %42 = phi i64 [ %36, %33 ], [ %40, %37 ], !dbg !497
  store i64 %42, ptr %3, align 8, !dbg !505
  br label %8, !dbg !506, !llvm.loop !507
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @term(ptr noundef %0) #0 !dbg !510 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !511, !DIExpression(), !512)
    #dbg_declare(ptr %4, !513, !DIExpression(), !514)
  %7 = load ptr, ptr %3, align 8, !dbg !515
  %8 = call i64 @primary(ptr noundef %7), !dbg !516
  store i64 %8, ptr %4, align 8, !dbg !514
  br label %9, !dbg !517

9:                                                ; preds = %61, %1
  %10 = load ptr, ptr %3, align 8, !dbg !518
  call void @skip(ptr noundef %10), !dbg !522
    #dbg_declare(ptr %5, !523, !DIExpression(), !524)
  %11 = load ptr, ptr %3, align 8, !dbg !525
  %12 = getelementptr inbounds %struct.parser, ptr %11, i32 0, i32 0, !dbg !526
  %13 = load ptr, ptr %12, align 8, !dbg !526
  %14 = load i8, ptr %13, align 1, !dbg !527
  store i8 %14, ptr %5, align 1, !dbg !524
  %15 = load i8, ptr %5, align 1, !dbg !528
  %16 = sext i8 %15 to i32, !dbg !528
  %17 = icmp ne i32 %16, 42, !dbg !530
  br i1 %17, label %18, label %28, !dbg !531

18:                                               ; preds = %9
  %19 = load i8, ptr %5, align 1, !dbg !532
  %20 = sext i8 %19 to i32, !dbg !532
  %21 = icmp ne i32 %20, 47, !dbg !533
  br i1 %21, label %22, label %28, !dbg !534

22:                                               ; preds = %18
  %23 = load i8, ptr %5, align 1, !dbg !535
  %24 = sext i8 %23 to i32, !dbg !535
  %25 = icmp ne i32 %24, 37, !dbg !536
  br i1 %25, label %26, label %28, !dbg !537

26:                                               ; preds = %22
  %27 = load i64, ptr %4, align 8, !dbg !538
  store i64 %27, ptr %2, align 8, !dbg !539
  br label %62, !dbg !539

28:                                               ; preds = %22, %18, %9
  %29 = load ptr, ptr %3, align 8, !dbg !540
  %30 = getelementptr inbounds %struct.parser, ptr %29, i32 0, i32 0, !dbg !541
  %31 = load ptr, ptr %30, align 8, !dbg !542
  %32 = getelementptr inbounds i8, ptr %31, i32 1, !dbg !542
  store ptr %32, ptr %30, align 8, !dbg !542
    #dbg_declare(ptr %6, !543, !DIExpression(), !544)
  %33 = load ptr, ptr %3, align 8, !dbg !545
  %34 = call i64 @primary(ptr noundef %33), !dbg !546
  store i64 %34, ptr %6, align 8, !dbg !544
  %35 = load i8, ptr %5, align 1, !dbg !547
  %36 = sext i8 %35 to i32, !dbg !547
  %37 = icmp eq i32 %36, 42, !dbg !549
  br i1 %37, label %38, label %42, !dbg !550

38:                                               ; preds = %28
  %39 = load i64, ptr %6, align 8, !dbg !551
  %40 = load i64, ptr %4, align 8, !dbg !552
  %41 = mul nsw i64 %40, %39, !dbg !552
  store i64 %41, ptr %4, align 8, !dbg !552
  br label %61, !dbg !553

42:                                               ; preds = %28
  %43 = load i64, ptr %6, align 8, !dbg !554
  %44 = icmp eq i64 %43, 0, !dbg !556
  br i1 %44, label %45, label %47, !dbg !557

45:                                               ; preds = %42
  %46 = load ptr, ptr %3, align 8, !dbg !558
  call void @fail(ptr noundef %46, ptr noundef @.str.29), !dbg !560
  store i64 0, ptr %2, align 8, !dbg !561
  br label %62, !dbg !561

47:                                               ; preds = %42
  %48 = load i8, ptr %5, align 1, !dbg !562
  %49 = sext i8 %48 to i32, !dbg !562
  %50 = icmp eq i32 %49, 47, !dbg !564
  br i1 %50, label %51, label %55, !dbg !565

51:                                               ; preds = %47
  %52 = load i64, ptr %6, align 8, !dbg !566
  %53 = load i64, ptr %4, align 8, !dbg !567
  %54 = sdiv i64 %53, %52, !dbg !567
  store i64 %54, ptr %4, align 8, !dbg !567
  br label %59, !dbg !568

55:                                               ; preds = %47
  %56 = load i64, ptr %6, align 8, !dbg !569
  %57 = load i64, ptr %4, align 8, !dbg !570
  %58 = srem i64 %57, %56, !dbg !570
  store i64 %58, ptr %4, align 8, !dbg !570
  br label %59

59:                                               ; preds = %55, %51
  br label %60

60:                                               ; preds = %59
  br label %61

61:                                               ; preds = %60, %38
  br label %9, !dbg !571, !llvm.loop !572

62:                                               ; preds = %45, %26
  %63 = load i64, ptr %2, align 8, !dbg !575
  ret i64 %63, !dbg !575
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @primary(ptr noundef %0) #0 !dbg !576 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !577, !DIExpression(), !578)
  %8 = load ptr, ptr %3, align 8, !dbg !579
  call void @skip(ptr noundef %8), !dbg !580
  %9 = load ptr, ptr %3, align 8, !dbg !581
  %10 = getelementptr inbounds %struct.parser, ptr %9, i32 0, i32 0, !dbg !583
  %11 = load ptr, ptr %10, align 8, !dbg !583
  %12 = load i8, ptr %11, align 1, !dbg !584
  %13 = sext i8 %12 to i32, !dbg !584
  %14 = icmp eq i32 %13, 40, !dbg !585
  br i1 %14, label %15, label %38, !dbg !586

15:                                               ; preds = %1
  %16 = load ptr, ptr %3, align 8, !dbg !587
  %17 = getelementptr inbounds %struct.parser, ptr %16, i32 0, i32 0, !dbg !589
  %18 = load ptr, ptr %17, align 8, !dbg !590
  %19 = getelementptr inbounds i8, ptr %18, i32 1, !dbg !590
  store ptr %19, ptr %17, align 8, !dbg !590
    #dbg_declare(ptr %4, !591, !DIExpression(), !592)
  %20 = load ptr, ptr %3, align 8, !dbg !593
  %21 = call i64 @expr(ptr noundef %20), !dbg !594
  store i64 %21, ptr %4, align 8, !dbg !592
  %22 = load ptr, ptr %3, align 8, !dbg !595
  call void @skip(ptr noundef %22), !dbg !596
  %23 = load ptr, ptr %3, align 8, !dbg !597
  %24 = getelementptr inbounds %struct.parser, ptr %23, i32 0, i32 0, !dbg !599
  %25 = load ptr, ptr %24, align 8, !dbg !599
  %26 = load i8, ptr %25, align 1, !dbg !600
  %27 = sext i8 %26 to i32, !dbg !600
  %28 = icmp ne i32 %27, 41, !dbg !601
  br i1 %28, label %29, label %31, !dbg !602

29:                                               ; preds = %15
  %30 = load ptr, ptr %3, align 8, !dbg !603
  call void @fail(ptr noundef %30, ptr noundef @.str.30), !dbg !604
  br label %36, !dbg !604

31:                                               ; preds = %15
  %32 = load ptr, ptr %3, align 8, !dbg !605
  %33 = getelementptr inbounds %struct.parser, ptr %32, i32 0, i32 0, !dbg !606
  %34 = load ptr, ptr %33, align 8, !dbg !607
  %35 = getelementptr inbounds i8, ptr %34, i32 1, !dbg !607
  store ptr %35, ptr %33, align 8, !dbg !607
  br label %36

36:                                               ; preds = %31, %29
  %37 = load i64, ptr %4, align 8, !dbg !608
  store i64 %37, ptr %2, align 8, !dbg !609
  br label %174, !dbg !609

38:                                               ; preds = %1
  %39 = load ptr, ptr %3, align 8, !dbg !610
  %40 = getelementptr inbounds %struct.parser, ptr %39, i32 0, i32 0, !dbg !612
  %41 = load ptr, ptr %40, align 8, !dbg !612
  %42 = load i8, ptr %41, align 1, !dbg !613
  %43 = sext i8 %42 to i32, !dbg !613
  %44 = icmp eq i32 %43, 45, !dbg !614
  br i1 %44, label %45, label %53, !dbg !615

45:                                               ; preds = %38
  %46 = load ptr, ptr %3, align 8, !dbg !616
  %47 = getelementptr inbounds %struct.parser, ptr %46, i32 0, i32 0, !dbg !618
  %48 = load ptr, ptr %47, align 8, !dbg !619
  %49 = getelementptr inbounds i8, ptr %48, i32 1, !dbg !619
  store ptr %49, ptr %47, align 8, !dbg !619
  %50 = load ptr, ptr %3, align 8, !dbg !620
  %51 = call i64 @primary(ptr noundef %50), !dbg !621
  %52 = sub nsw i64 0, %51, !dbg !622
  store i64 %52, ptr %2, align 8, !dbg !623
  br label %174, !dbg !623

53:                                               ; preds = %38
  %54 = load ptr, ptr %3, align 8, !dbg !624
  %55 = getelementptr inbounds %struct.parser, ptr %54, i32 0, i32 0, !dbg !626
  %56 = load ptr, ptr %55, align 8, !dbg !626
  %57 = load i8, ptr %56, align 1, !dbg !627
  %58 = sext i8 %57 to i32, !dbg !627
  %59 = icmp eq i32 %58, 33, !dbg !628
  br i1 %59, label %60, label %71, !dbg !629

60:                                               ; preds = %53
  %61 = load ptr, ptr %3, align 8, !dbg !630
  %62 = getelementptr inbounds %struct.parser, ptr %61, i32 0, i32 0, !dbg !632
  %63 = load ptr, ptr %62, align 8, !dbg !633
  %64 = getelementptr inbounds i8, ptr %63, i32 1, !dbg !633
  store ptr %64, ptr %62, align 8, !dbg !633
  %65 = load ptr, ptr %3, align 8, !dbg !634
  %66 = call i64 @primary(ptr noundef %65), !dbg !635
  %67 = icmp ne i64 %66, 0, !dbg !636
  %68 = xor i1 %67, true, !dbg !636
  %69 = zext i1 %68 to i32, !dbg !636
  %70 = sext i32 %69 to i64, !dbg !636
  store i64 %70, ptr %2, align 8, !dbg !637
  br label %174, !dbg !637

71:                                               ; preds = %53
  %72 = call ptr @__ctype_b_loc() #8, !dbg !638
  %73 = load ptr, ptr %72, align 8, !dbg !638
  %74 = load ptr, ptr %3, align 8, !dbg !638
  %75 = getelementptr inbounds %struct.parser, ptr %74, i32 0, i32 0, !dbg !638
  %76 = load ptr, ptr %75, align 8, !dbg !638
  %77 = load i8, ptr %76, align 1, !dbg !638
  %78 = zext i8 %77 to i32, !dbg !638
  %79 = sext i32 %78 to i64, !dbg !638
  %80 = getelementptr inbounds i16, ptr %73, i64 %79, !dbg !638
  %81 = load i16, ptr %80, align 2, !dbg !638
  %82 = zext i16 %81 to i32, !dbg !638
  %83 = and i32 %82, 2048, !dbg !638
  %84 = icmp ne i32 %83, 0, !dbg !638
  br i1 %84, label %85, label %114, !dbg !640

85:                                               ; preds = %71
    #dbg_declare(ptr %5, !641, !DIExpression(), !643)
  store i64 0, ptr %5, align 8, !dbg !643
  br label %86, !dbg !644

86:                                               ; preds = %100, %85
  %87 = call ptr @__ctype_b_loc() #8, !dbg !645
  %88 = load ptr, ptr %87, align 8, !dbg !645
  %89 = load ptr, ptr %3, align 8, !dbg !645
  %90 = getelementptr inbounds %struct.parser, ptr %89, i32 0, i32 0, !dbg !645
  %91 = load ptr, ptr %90, align 8, !dbg !645
  %92 = load i8, ptr %91, align 1, !dbg !645
  %93 = zext i8 %92 to i32, !dbg !645
  %94 = sext i32 %93 to i64, !dbg !645
  %95 = getelementptr inbounds i16, ptr %88, i64 %94, !dbg !645
  %96 = load i16, ptr %95, align 2, !dbg !645
  %97 = zext i16 %96 to i32, !dbg !645
  %98 = and i32 %97, 2048, !dbg !645
  %99 = icmp ne i32 %98, 0, !dbg !644
  br i1 %99, label %100, label %112, !dbg !644

100:                                              ; preds = %86
  %101 = load i64, ptr %5, align 8, !dbg !646
  %102 = mul nsw i64 %101, 10, !dbg !647
  %103 = load ptr, ptr %3, align 8, !dbg !648
  %104 = getelementptr inbounds %struct.parser, ptr %103, i32 0, i32 0, !dbg !649
  %105 = load ptr, ptr %104, align 8, !dbg !650
  %106 = getelementptr inbounds i8, ptr %105, i32 1, !dbg !650
  store ptr %106, ptr %104, align 8, !dbg !650
  %107 = load i8, ptr %105, align 1, !dbg !651
  %108 = sext i8 %107 to i32, !dbg !651
  %109 = sub nsw i32 %108, 48, !dbg !652
  %110 = sext i32 %109 to i64, !dbg !653
  %111 = add nsw i64 %102, %110, !dbg !654
  store i64 %111, ptr %5, align 8, !dbg !655
  br label %86, !dbg !644, !llvm.loop !656

112:                                              ; preds = %86
  %113 = load i64, ptr %5, align 8, !dbg !658
  store i64 %113, ptr %2, align 8, !dbg !659
  br label %174, !dbg !659

114:                                              ; preds = %71
  %115 = call ptr @__ctype_b_loc() #8, !dbg !660
  %116 = load ptr, ptr %115, align 8, !dbg !660
  %117 = load ptr, ptr %3, align 8, !dbg !660
  %118 = getelementptr inbounds %struct.parser, ptr %117, i32 0, i32 0, !dbg !660
  %119 = load ptr, ptr %118, align 8, !dbg !660
  %120 = load i8, ptr %119, align 1, !dbg !660
  %121 = zext i8 %120 to i32, !dbg !660
  %122 = sext i32 %121 to i64, !dbg !660
  %123 = getelementptr inbounds i16, ptr %116, i64 %122, !dbg !660
  %124 = load i16, ptr %123, align 2, !dbg !660
  %125 = zext i16 %124 to i32, !dbg !660
  %126 = and i32 %125, 512, !dbg !660
  %127 = icmp ne i32 %126, 0, !dbg !660
  br i1 %127, label %128, label %172, !dbg !662

128:                                              ; preds = %114
    #dbg_declare(ptr %6, !663, !DIExpression(), !665)
  %129 = load ptr, ptr %3, align 8, !dbg !666
  %130 = getelementptr inbounds %struct.parser, ptr %129, i32 0, i32 0, !dbg !667
  %131 = load ptr, ptr %130, align 8, !dbg !668
  %132 = getelementptr inbounds i8, ptr %131, i32 1, !dbg !668
  store ptr %132, ptr %130, align 8, !dbg !668
  %133 = load i8, ptr %131, align 1, !dbg !669
  %134 = sext i8 %133 to i32, !dbg !669
  %135 = sub nsw i32 %134, 97, !dbg !670
  store i32 %135, ptr %6, align 4, !dbg !665
  %136 = load ptr, ptr %3, align 8, !dbg !671
  call void @skip(ptr noundef %136), !dbg !672
  %137 = load ptr, ptr %3, align 8, !dbg !673
  %138 = getelementptr inbounds %struct.parser, ptr %137, i32 0, i32 0, !dbg !675
  %139 = load ptr, ptr %138, align 8, !dbg !675
  %140 = load i8, ptr %139, align 1, !dbg !676
  %141 = sext i8 %140 to i32, !dbg !676
  %142 = icmp eq i32 %141, 61, !dbg !677
  br i1 %142, label %143, label %165, !dbg !678

143:                                              ; preds = %128
  %144 = load ptr, ptr %3, align 8, !dbg !679
  %145 = getelementptr inbounds %struct.parser, ptr %144, i32 0, i32 0, !dbg !680
  %146 = load ptr, ptr %145, align 8, !dbg !680
  %147 = getelementptr inbounds i8, ptr %146, i64 1, !dbg !679
  %148 = load i8, ptr %147, align 1, !dbg !679
  %149 = sext i8 %148 to i32, !dbg !679
  %150 = icmp ne i32 %149, 61, !dbg !681
  br i1 %150, label %151, label %165, !dbg !682

151:                                              ; preds = %143
  %152 = load ptr, ptr %3, align 8, !dbg !683
  %153 = getelementptr inbounds %struct.parser, ptr %152, i32 0, i32 0, !dbg !685
  %154 = load ptr, ptr %153, align 8, !dbg !686
  %155 = getelementptr inbounds i8, ptr %154, i32 1, !dbg !686
  store ptr %155, ptr %153, align 8, !dbg !686
    #dbg_declare(ptr %7, !687, !DIExpression(), !688)
  %156 = load ptr, ptr %3, align 8, !dbg !689
  %157 = call i64 @expr(ptr noundef %156), !dbg !690
  store i64 %157, ptr %7, align 8, !dbg !688
  %158 = load i64, ptr %7, align 8, !dbg !691
  %159 = load ptr, ptr %3, align 8, !dbg !692
  %160 = getelementptr inbounds %struct.parser, ptr %159, i32 0, i32 1, !dbg !693
  %161 = load i32, ptr %6, align 4, !dbg !694
  %162 = sext i32 %161 to i64, !dbg !692
  %163 = getelementptr inbounds [26 x i64], ptr %160, i64 0, i64 %162, !dbg !692
  store i64 %158, ptr %163, align 8, !dbg !695
  %164 = load i64, ptr %7, align 8, !dbg !696
  store i64 %164, ptr %2, align 8, !dbg !697
  br label %174, !dbg !697

165:                                              ; preds = %143, %128
  %166 = load ptr, ptr %3, align 8, !dbg !698
  %167 = getelementptr inbounds %struct.parser, ptr %166, i32 0, i32 1, !dbg !699
  %168 = load i32, ptr %6, align 4, !dbg !700
  %169 = sext i32 %168 to i64, !dbg !698
  %170 = getelementptr inbounds [26 x i64], ptr %167, i64 0, i64 %169, !dbg !698
  %171 = load i64, ptr %170, align 8, !dbg !698
  store i64 %171, ptr %2, align 8, !dbg !701
  br label %174, !dbg !701

172:                                              ; preds = %114
  %173 = load ptr, ptr %3, align 8, !dbg !702
  call void @fail(ptr noundef %173, ptr noundef @.str.31), !dbg !703
  store i64 0, ptr %2, align 8, !dbg !704
  br label %174, !dbg !704

174:                                              ; preds = %172, %165, %151, %112, %60, %45, %36
  %175 = load i64, ptr %2, align 8, !dbg !705
  ret i64 %175, !dbg !705
}

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #5

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!125}
!llvm.module.flags = !{!148, !149, !150, !151, !152, !153, !154}
!llvm.ident = !{!155}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 137, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "expr_parser.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "33cfc860a71de605224bc791d1927bd5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 140, type: !9, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 141, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 9)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 142, type: !21, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 143, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 6)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 144, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 14)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 145, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 22)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 146, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 17)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 147, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 16)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !21, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 149, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 30)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 150, type: !48, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 151, type: !9, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 152, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 11)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 153, type: !28, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 154, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 25)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 155, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 24)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 166, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 15)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 169, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 20)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 171, type: !33, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 174, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 37)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 3)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !98, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !98, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !2, line: 108, type: !98, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !98, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !98, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !43, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !64, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !117, isLocal: true, isDefinition: true)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 21)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !122, isLocal: true, isDefinition: true)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 13)
!125 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !126, retainedTypes: !143, globals: !147, splitDebugInlining: false, nameTableKind: None)
!126 = !{!127}
!127 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !128, line: 46, baseType: !129, size: 32, elements: !130)
!128 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!129 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!130 = !{!131, !132, !133, !134, !135, !136, !137, !138, !139, !140, !141, !142}
!131 = !DIEnumerator(name: "_ISupper", value: 256)
!132 = !DIEnumerator(name: "_ISlower", value: 512)
!133 = !DIEnumerator(name: "_ISalpha", value: 1024)
!134 = !DIEnumerator(name: "_ISdigit", value: 2048)
!135 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!136 = !DIEnumerator(name: "_ISspace", value: 8192)
!137 = !DIEnumerator(name: "_ISprint", value: 16384)
!138 = !DIEnumerator(name: "_ISgraph", value: 32768)
!139 = !DIEnumerator(name: "_ISblank", value: 1)
!140 = !DIEnumerator(name: "_IScntrl", value: 2)
!141 = !DIEnumerator(name: "_ISpunct", value: 4)
!142 = !DIEnumerator(name: "_ISalnum", value: 8)
!143 = !{!144, !145, !146}
!144 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!145 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!146 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!147 = !{!0, !7, !12, !17, !19, !24, !26, !31, !36, !41, !46, !51, !53, !58, !60, !62, !67, !69, !74, !79, !84, !89, !91, !96, !101, !103, !105, !107, !109, !111, !113, !115, !120}
!148 = !{i32 7, !"Dwarf Version", i32 5}
!149 = !{i32 2, !"Debug Info Version", i32 3}
!150 = !{i32 1, !"wchar_size", i32 4}
!151 = !{i32 8, !"PIC Level", i32 2}
!152 = !{i32 7, !"PIE Level", i32 2}
!153 = !{i32 7, !"uwtable", i32 2}
!154 = !{i32 7, !"frame-pointer", i32 2}
!155 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!156 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 135, type: !157, scopeLine: 135, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !125, retainedNodes: !159)
!157 = !DISubroutineType(types: !158)
!158 = !{!144}
!159 = !{}
!160 = !DILocalVariable(name: "inputs", scope: !156, file: !2, line: 136, type: !161)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !162, size: 1216, elements: !164)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!164 = !{!165}
!165 = !DISubrange(count: 19)
!166 = !DILocation(line: 136, column: 17, scope: !156)
!167 = !DILocalVariable(name: "ps", scope: !156, file: !2, line: 157, type: !168)
!168 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "parser", file: !2, line: 7, size: 2304, elements: !169)
!169 = !{!170, !171, !176, !177}
!170 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !168, file: !2, line: 8, baseType: !162, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "vars", scope: !168, file: !2, line: 9, baseType: !172, size: 1664, offset: 64)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !173, size: 1664, elements: !174)
!173 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!174 = !{!175}
!175 = !DISubrange(count: 26)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "error", scope: !168, file: !2, line: 10, baseType: !144, size: 32, offset: 1728)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !168, file: !2, line: 11, baseType: !178, size: 512, offset: 1760)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !179)
!179 = !{!180}
!180 = !DISubrange(count: 64)
!181 = !DILocation(line: 157, column: 19, scope: !156)
!182 = !DILocation(line: 158, column: 5, scope: !156)
!183 = !DILocalVariable(name: "errors", scope: !156, file: !2, line: 159, type: !144)
!184 = !DILocation(line: 159, column: 9, scope: !156)
!185 = !DILocalVariable(name: "i", scope: !186, file: !2, line: 160, type: !187)
!186 = distinct !DILexicalBlock(scope: !156, file: !2, line: 160, column: 5)
!187 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !188, line: 18, baseType: !189)
!188 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!189 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!190 = !DILocation(line: 160, column: 17, scope: !186)
!191 = !DILocation(line: 160, column: 10, scope: !186)
!192 = !DILocation(line: 160, column: 24, scope: !193)
!193 = distinct !DILexicalBlock(scope: !186, file: !2, line: 160, column: 5)
!194 = !DILocation(line: 160, column: 26, scope: !193)
!195 = !DILocation(line: 160, column: 5, scope: !186)
!196 = !DILocation(line: 161, column: 23, scope: !197)
!197 = distinct !DILexicalBlock(scope: !193, file: !2, line: 160, column: 67)
!198 = !DILocation(line: 161, column: 16, scope: !197)
!199 = !DILocation(line: 161, column: 12, scope: !197)
!200 = !DILocation(line: 161, column: 14, scope: !197)
!201 = !DILocation(line: 162, column: 12, scope: !197)
!202 = !DILocation(line: 162, column: 18, scope: !197)
!203 = !DILocalVariable(name: "v", scope: !197, file: !2, line: 163, type: !173)
!204 = !DILocation(line: 163, column: 14, scope: !197)
!205 = !DILocation(line: 163, column: 18, scope: !197)
!206 = !DILocation(line: 164, column: 9, scope: !197)
!207 = !DILocation(line: 165, column: 17, scope: !208)
!208 = distinct !DILexicalBlock(scope: !197, file: !2, line: 165, column: 13)
!209 = !DILocation(line: 165, column: 14, scope: !208)
!210 = !DILocation(line: 165, column: 23, scope: !208)
!211 = !DILocation(line: 165, column: 30, scope: !208)
!212 = !DILocation(line: 165, column: 26, scope: !208)
!213 = !DILocation(line: 165, column: 13, scope: !197)
!214 = !DILocation(line: 166, column: 13, scope: !208)
!215 = !DILocation(line: 167, column: 16, scope: !216)
!216 = distinct !DILexicalBlock(scope: !197, file: !2, line: 167, column: 13)
!217 = !DILocation(line: 167, column: 13, scope: !216)
!218 = !DILocation(line: 167, column: 13, scope: !197)
!219 = !DILocation(line: 168, column: 19, scope: !220)
!220 = distinct !DILexicalBlock(scope: !216, file: !2, line: 167, column: 23)
!221 = !DILocation(line: 169, column: 51, scope: !220)
!222 = !DILocation(line: 169, column: 44, scope: !220)
!223 = !DILocation(line: 169, column: 58, scope: !220)
!224 = !DILocation(line: 169, column: 55, scope: !220)
!225 = !DILocation(line: 169, column: 13, scope: !220)
!226 = !DILocation(line: 170, column: 9, scope: !220)
!227 = !DILocation(line: 171, column: 45, scope: !228)
!228 = distinct !DILexicalBlock(scope: !216, file: !2, line: 170, column: 16)
!229 = !DILocation(line: 171, column: 38, scope: !228)
!230 = !DILocation(line: 171, column: 49, scope: !228)
!231 = !DILocation(line: 171, column: 13, scope: !228)
!232 = !DILocation(line: 173, column: 5, scope: !197)
!233 = !DILocation(line: 160, column: 63, scope: !193)
!234 = !DILocation(line: 160, column: 5, scope: !193)
!235 = distinct !{!235, !195, !236, !237}
!236 = !DILocation(line: 173, column: 5, scope: !186)
!237 = !{!"llvm.loop.mustprogress"}
!238 = !DILocation(line: 174, column: 56, scope: !156)
!239 = !DILocation(line: 174, column: 53, scope: !156)
!240 = !DILocation(line: 174, column: 76, scope: !156)
!241 = !DILocation(line: 174, column: 73, scope: !156)
!242 = !DILocation(line: 175, column: 15, scope: !156)
!243 = !DILocation(line: 175, column: 12, scope: !156)
!244 = !DILocation(line: 175, column: 35, scope: !156)
!245 = !DILocation(line: 175, column: 32, scope: !156)
!246 = !DILocation(line: 175, column: 47, scope: !156)
!247 = !DILocation(line: 175, column: 44, scope: !156)
!248 = !DILocation(line: 174, column: 5, scope: !156)
!249 = !DILocation(line: 176, column: 12, scope: !156)
!250 = !DILocation(line: 176, column: 5, scope: !156)
!251 = distinct !DISubprogram(name: "expr", scope: !2, file: !2, line: 117, type: !252, scopeLine: 117, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !125, retainedNodes: !159)
!252 = !DISubroutineType(types: !253)
!253 = !{!173, !254}
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!255 = !DILocalVariable(name: "ps", arg: 1, scope: !251, file: !2, line: 117, type: !254)
!256 = !DILocation(line: 117, column: 33, scope: !251)
!257 = !DILocalVariable(name: "v", scope: !251, file: !2, line: 118, type: !173)
!258 = !DILocation(line: 118, column: 10, scope: !251)
!259 = !DILocation(line: 118, column: 25, scope: !251)
!260 = !DILocation(line: 118, column: 14, scope: !251)
!261 = !DILocation(line: 119, column: 5, scope: !251)
!262 = !DILocation(line: 120, column: 14, scope: !263)
!263 = distinct !DILexicalBlock(scope: !264, file: !2, line: 119, column: 14)
!264 = distinct !DILexicalBlock(scope: !265, file: !2, line: 119, column: 5)
!265 = distinct !DILexicalBlock(scope: !251, file: !2, line: 119, column: 5)
!266 = !DILocation(line: 120, column: 9, scope: !263)
!267 = !DILocation(line: 121, column: 21, scope: !268)
!268 = distinct !DILexicalBlock(scope: !263, file: !2, line: 121, column: 13)
!269 = !DILocation(line: 121, column: 25, scope: !268)
!270 = !DILocation(line: 121, column: 13, scope: !268)
!271 = !DILocation(line: 121, column: 37, scope: !268)
!272 = !DILocation(line: 121, column: 13, scope: !263)
!273 = !DILocation(line: 122, column: 13, scope: !274)
!274 = distinct !DILexicalBlock(scope: !268, file: !2, line: 121, column: 43)
!275 = !DILocation(line: 122, column: 17, scope: !274)
!276 = !DILocation(line: 122, column: 19, scope: !274)
!277 = !DILocalVariable(name: "r", scope: !274, file: !2, line: 123, type: !173)
!278 = !DILocation(line: 123, column: 18, scope: !274)
!279 = !DILocation(line: 123, column: 33, scope: !274)
!280 = !DILocation(line: 123, column: 22, scope: !274)
!281 = !DILocation(line: 124, column: 17, scope: !274)
!282 = !DILocation(line: 124, column: 19, scope: !274)
!283 = !DILocation(line: 124, column: 22, scope: !274)
!284 = !DILocation(line: 0, scope: !274)
!285 = !DILocation(line: 124, column: 15, scope: !274)
!286 = !DILocation(line: 125, column: 9, scope: !274)
!287 = !DILocation(line: 125, column: 28, scope: !288)
!288 = distinct !DILexicalBlock(scope: !268, file: !2, line: 125, column: 20)
!289 = !DILocation(line: 125, column: 32, scope: !288)
!290 = !DILocation(line: 125, column: 20, scope: !288)
!291 = !DILocation(line: 125, column: 44, scope: !288)
!292 = !DILocation(line: 125, column: 20, scope: !268)
!293 = !DILocation(line: 126, column: 13, scope: !294)
!294 = distinct !DILexicalBlock(scope: !288, file: !2, line: 125, column: 50)
!295 = !DILocation(line: 126, column: 17, scope: !294)
!296 = !DILocation(line: 126, column: 19, scope: !294)
!297 = !DILocalVariable(name: "r", scope: !294, file: !2, line: 127, type: !173)
!298 = !DILocation(line: 127, column: 18, scope: !294)
!299 = !DILocation(line: 127, column: 33, scope: !294)
!300 = !DILocation(line: 127, column: 22, scope: !294)
!301 = !DILocation(line: 128, column: 17, scope: !294)
!302 = !DILocation(line: 128, column: 19, scope: !294)
!303 = !DILocation(line: 128, column: 22, scope: !294)
!304 = !DILocation(line: 128, column: 15, scope: !294)
!305 = !DILocation(line: 129, column: 9, scope: !294)
!306 = !DILocation(line: 130, column: 20, scope: !307)
!307 = distinct !DILexicalBlock(scope: !288, file: !2, line: 129, column: 16)
!308 = !DILocation(line: 130, column: 13, scope: !307)
!309 = !DILocation(line: 119, column: 5, scope: !264)
!310 = distinct !{!310, !311, !312}
!311 = !DILocation(line: 119, column: 5, scope: !265)
!312 = !DILocation(line: 132, column: 5, scope: !265)
!313 = distinct !DISubprogram(name: "skip", scope: !2, file: !2, line: 16, type: !314, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !125, retainedNodes: !159)
!314 = !DISubroutineType(types: !315)
!315 = !{null, !254}
!316 = !DILocalVariable(name: "ps", arg: 1, scope: !313, file: !2, line: 16, type: !254)
!317 = !DILocation(line: 16, column: 33, scope: !313)
!318 = !DILocation(line: 17, column: 5, scope: !313)
!319 = !DILocation(line: 17, column: 12, scope: !313)
!320 = !DILocation(line: 18, column: 9, scope: !313)
!321 = !DILocation(line: 18, column: 13, scope: !313)
!322 = !DILocation(line: 18, column: 14, scope: !313)
!323 = distinct !{!323, !318, !322, !237}
!324 = !DILocation(line: 19, column: 1, scope: !313)
!325 = distinct !DISubprogram(name: "fail", scope: !2, file: !2, line: 21, type: !326, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !125, retainedNodes: !159)
!326 = !DISubroutineType(types: !327)
!327 = !{null, !254, !162}
!328 = !DILocalVariable(name: "ps", arg: 1, scope: !325, file: !2, line: 21, type: !254)
!329 = !DILocation(line: 21, column: 33, scope: !325)
!330 = !DILocalVariable(name: "m", arg: 2, scope: !325, file: !2, line: 21, type: !162)
!331 = !DILocation(line: 21, column: 49, scope: !325)
!332 = !DILocation(line: 22, column: 10, scope: !333)
!333 = distinct !DILexicalBlock(scope: !325, file: !2, line: 22, column: 9)
!334 = !DILocation(line: 22, column: 14, scope: !333)
!335 = !DILocation(line: 22, column: 9, scope: !325)
!336 = !DILocation(line: 23, column: 9, scope: !337)
!337 = distinct !DILexicalBlock(scope: !333, file: !2, line: 22, column: 21)
!338 = !DILocation(line: 23, column: 13, scope: !337)
!339 = !DILocation(line: 23, column: 19, scope: !337)
!340 = !DILocation(line: 24, column: 18, scope: !337)
!341 = !DILocation(line: 24, column: 22, scope: !337)
!342 = !DILocation(line: 24, column: 59, scope: !337)
!343 = !DILocation(line: 24, column: 62, scope: !337)
!344 = !DILocation(line: 24, column: 66, scope: !337)
!345 = !DILocation(line: 24, column: 9, scope: !337)
!346 = !DILocation(line: 25, column: 5, scope: !337)
!347 = !DILocation(line: 26, column: 1, scope: !325)
!348 = distinct !DISubprogram(name: "comparison", scope: !2, file: !2, line: 103, type: !252, scopeLine: 103, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !125, retainedNodes: !159)
!349 = !DILocalVariable(name: "ps", arg: 1, scope: !348, file: !2, line: 103, type: !254)
!350 = !DILocation(line: 103, column: 39, scope: !348)
!351 = !DILocalVariable(name: "v", scope: !348, file: !2, line: 104, type: !173)
!352 = !DILocation(line: 104, column: 10, scope: !348)
!353 = !DILocation(line: 104, column: 18, scope: !348)
!354 = !DILocation(line: 104, column: 14, scope: !348)
!355 = !DILocation(line: 105, column: 5, scope: !348)
!356 = !DILocation(line: 106, column: 14, scope: !357)
!357 = distinct !DILexicalBlock(scope: !358, file: !2, line: 105, column: 14)
!358 = distinct !DILexicalBlock(scope: !359, file: !2, line: 105, column: 5)
!359 = distinct !DILexicalBlock(scope: !348, file: !2, line: 105, column: 5)
!360 = !DILocation(line: 106, column: 9, scope: !357)
!361 = !DILocation(line: 107, column: 21, scope: !362)
!362 = distinct !DILexicalBlock(scope: !357, file: !2, line: 107, column: 13)
!363 = !DILocation(line: 107, column: 25, scope: !362)
!364 = !DILocation(line: 107, column: 13, scope: !362)
!365 = !DILocation(line: 107, column: 37, scope: !362)
!366 = !DILocation(line: 107, column: 13, scope: !357)
!367 = !DILocation(line: 107, column: 45, scope: !368)
!368 = distinct !DILexicalBlock(scope: !362, file: !2, line: 107, column: 43)
!369 = !DILocation(line: 107, column: 49, scope: !368)
!370 = !DILocation(line: 107, column: 51, scope: !368)
!371 = !DILocation(line: 107, column: 61, scope: !368)
!372 = !DILocation(line: 107, column: 70, scope: !368)
!373 = !DILocation(line: 107, column: 66, scope: !368)
!374 = !DILocation(line: 107, column: 63, scope: !368)
!375 = !DILocation(line: 107, column: 59, scope: !368)
!376 = !DILocation(line: 107, column: 75, scope: !368)
!377 = !DILocation(line: 108, column: 26, scope: !378)
!378 = distinct !DILexicalBlock(scope: !362, file: !2, line: 108, column: 18)
!379 = !DILocation(line: 108, column: 30, scope: !378)
!380 = !DILocation(line: 108, column: 18, scope: !378)
!381 = !DILocation(line: 108, column: 42, scope: !378)
!382 = !DILocation(line: 108, column: 18, scope: !362)
!383 = !DILocation(line: 108, column: 50, scope: !384)
!384 = distinct !DILexicalBlock(scope: !378, file: !2, line: 108, column: 48)
!385 = !DILocation(line: 108, column: 54, scope: !384)
!386 = !DILocation(line: 108, column: 56, scope: !384)
!387 = !DILocation(line: 108, column: 66, scope: !384)
!388 = !DILocation(line: 108, column: 75, scope: !384)
!389 = !DILocation(line: 108, column: 71, scope: !384)
!390 = !DILocation(line: 108, column: 68, scope: !384)
!391 = !DILocation(line: 108, column: 64, scope: !384)
!392 = !DILocation(line: 108, column: 80, scope: !384)
!393 = !DILocation(line: 109, column: 26, scope: !394)
!394 = distinct !DILexicalBlock(scope: !378, file: !2, line: 109, column: 18)
!395 = !DILocation(line: 109, column: 30, scope: !394)
!396 = !DILocation(line: 109, column: 18, scope: !394)
!397 = !DILocation(line: 109, column: 42, scope: !394)
!398 = !DILocation(line: 109, column: 18, scope: !378)
!399 = !DILocation(line: 109, column: 50, scope: !400)
!400 = distinct !DILexicalBlock(scope: !394, file: !2, line: 109, column: 48)
!401 = !DILocation(line: 109, column: 54, scope: !400)
!402 = !DILocation(line: 109, column: 56, scope: !400)
!403 = !DILocation(line: 109, column: 66, scope: !400)
!404 = !DILocation(line: 109, column: 75, scope: !400)
!405 = !DILocation(line: 109, column: 71, scope: !400)
!406 = !DILocation(line: 109, column: 68, scope: !400)
!407 = !DILocation(line: 109, column: 64, scope: !400)
!408 = !DILocation(line: 109, column: 80, scope: !400)
!409 = !DILocation(line: 110, column: 26, scope: !410)
!410 = distinct !DILexicalBlock(scope: !394, file: !2, line: 110, column: 18)
!411 = !DILocation(line: 110, column: 30, scope: !410)
!412 = !DILocation(line: 110, column: 18, scope: !410)
!413 = !DILocation(line: 110, column: 42, scope: !410)
!414 = !DILocation(line: 110, column: 18, scope: !394)
!415 = !DILocation(line: 110, column: 50, scope: !416)
!416 = distinct !DILexicalBlock(scope: !410, file: !2, line: 110, column: 48)
!417 = !DILocation(line: 110, column: 54, scope: !416)
!418 = !DILocation(line: 110, column: 56, scope: !416)
!419 = !DILocation(line: 110, column: 66, scope: !416)
!420 = !DILocation(line: 110, column: 75, scope: !416)
!421 = !DILocation(line: 110, column: 71, scope: !416)
!422 = !DILocation(line: 110, column: 68, scope: !416)
!423 = !DILocation(line: 110, column: 64, scope: !416)
!424 = !DILocation(line: 110, column: 80, scope: !416)
!425 = !DILocation(line: 111, column: 19, scope: !426)
!426 = distinct !DILexicalBlock(scope: !410, file: !2, line: 111, column: 18)
!427 = !DILocation(line: 111, column: 23, scope: !426)
!428 = !DILocation(line: 111, column: 18, scope: !426)
!429 = !DILocation(line: 111, column: 25, scope: !426)
!430 = !DILocation(line: 111, column: 18, scope: !410)
!431 = !DILocation(line: 111, column: 35, scope: !432)
!432 = distinct !DILexicalBlock(scope: !426, file: !2, line: 111, column: 33)
!433 = !DILocation(line: 111, column: 39, scope: !432)
!434 = !DILocation(line: 111, column: 40, scope: !432)
!435 = !DILocation(line: 111, column: 48, scope: !432)
!436 = !DILocation(line: 111, column: 56, scope: !432)
!437 = !DILocation(line: 111, column: 52, scope: !432)
!438 = !DILocation(line: 111, column: 50, scope: !432)
!439 = !DILocation(line: 111, column: 46, scope: !432)
!440 = !DILocation(line: 111, column: 61, scope: !432)
!441 = !DILocation(line: 112, column: 19, scope: !442)
!442 = distinct !DILexicalBlock(scope: !426, file: !2, line: 112, column: 18)
!443 = !DILocation(line: 112, column: 23, scope: !442)
!444 = !DILocation(line: 112, column: 18, scope: !442)
!445 = !DILocation(line: 112, column: 25, scope: !442)
!446 = !DILocation(line: 112, column: 18, scope: !426)
!447 = !DILocation(line: 112, column: 35, scope: !448)
!448 = distinct !DILexicalBlock(scope: !442, file: !2, line: 112, column: 33)
!449 = !DILocation(line: 112, column: 39, scope: !448)
!450 = !DILocation(line: 112, column: 40, scope: !448)
!451 = !DILocation(line: 112, column: 48, scope: !448)
!452 = !DILocation(line: 112, column: 56, scope: !448)
!453 = !DILocation(line: 112, column: 52, scope: !448)
!454 = !DILocation(line: 112, column: 50, scope: !448)
!455 = !DILocation(line: 112, column: 46, scope: !448)
!456 = !DILocation(line: 112, column: 61, scope: !448)
!457 = !DILocation(line: 113, column: 21, scope: !442)
!458 = !DILocation(line: 113, column: 14, scope: !442)
!459 = !DILocation(line: 105, column: 5, scope: !358)
!460 = distinct !{!460, !461, !462}
!461 = !DILocation(line: 105, column: 5, scope: !359)
!462 = !DILocation(line: 114, column: 5, scope: !359)
!463 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 90, type: !252, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !125, retainedNodes: !159)
!464 = !DILocalVariable(name: "ps", arg: 1, scope: !463, file: !2, line: 90, type: !254)
!465 = !DILocation(line: 90, column: 32, scope: !463)
!466 = !DILocalVariable(name: "v", scope: !463, file: !2, line: 91, type: !173)
!467 = !DILocation(line: 91, column: 10, scope: !463)
!468 = !DILocation(line: 91, column: 19, scope: !463)
!469 = !DILocation(line: 91, column: 14, scope: !463)
!470 = !DILocation(line: 92, column: 5, scope: !463)
!471 = !DILocation(line: 93, column: 14, scope: !472)
!472 = distinct !DILexicalBlock(scope: !473, file: !2, line: 92, column: 14)
!473 = distinct !DILexicalBlock(scope: !474, file: !2, line: 92, column: 5)
!474 = distinct !DILexicalBlock(scope: !463, file: !2, line: 92, column: 5)
!475 = !DILocation(line: 93, column: 9, scope: !472)
!476 = !DILocalVariable(name: "op", scope: !472, file: !2, line: 94, type: !4)
!477 = !DILocation(line: 94, column: 14, scope: !472)
!478 = !DILocation(line: 94, column: 20, scope: !472)
!479 = !DILocation(line: 94, column: 24, scope: !472)
!480 = !DILocation(line: 94, column: 19, scope: !472)
!481 = !DILocation(line: 95, column: 13, scope: !482)
!482 = distinct !DILexicalBlock(scope: !472, file: !2, line: 95, column: 13)
!483 = !DILocation(line: 95, column: 16, scope: !482)
!484 = !DILocation(line: 95, column: 23, scope: !482)
!485 = !DILocation(line: 95, column: 26, scope: !482)
!486 = !DILocation(line: 95, column: 29, scope: !482)
!487 = !DILocation(line: 95, column: 13, scope: !472)
!488 = !DILocation(line: 96, column: 20, scope: !482)
!489 = !DILocation(line: 96, column: 13, scope: !482)
!490 = !DILocation(line: 97, column: 9, scope: !472)
!491 = !DILocation(line: 97, column: 13, scope: !472)
!492 = !DILocation(line: 97, column: 14, scope: !472)
!493 = !DILocalVariable(name: "r", scope: !472, file: !2, line: 98, type: !173)
!494 = !DILocation(line: 98, column: 14, scope: !472)
!495 = !DILocation(line: 98, column: 23, scope: !472)
!496 = !DILocation(line: 98, column: 18, scope: !472)
!497 = !DILocation(line: 99, column: 13, scope: !472)
!498 = !DILocation(line: 99, column: 16, scope: !472)
!499 = !DILocation(line: 99, column: 25, scope: !472)
!500 = !DILocation(line: 99, column: 29, scope: !472)
!501 = !DILocation(line: 99, column: 27, scope: !472)
!502 = !DILocation(line: 99, column: 33, scope: !472)
!503 = !DILocation(line: 99, column: 37, scope: !472)
!504 = !DILocation(line: 99, column: 35, scope: !472)
!505 = !DILocation(line: 99, column: 11, scope: !472)
!506 = !DILocation(line: 92, column: 5, scope: !473)
!507 = distinct !{!507, !508, !509}
!508 = !DILocation(line: 92, column: 5, scope: !474)
!509 = !DILocation(line: 100, column: 5, scope: !474)
!510 = distinct !DISubprogram(name: "term", scope: !2, file: !2, line: 69, type: !252, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !125, retainedNodes: !159)
!511 = !DILocalVariable(name: "ps", arg: 1, scope: !510, file: !2, line: 69, type: !254)
!512 = !DILocation(line: 69, column: 33, scope: !510)
!513 = !DILocalVariable(name: "v", scope: !510, file: !2, line: 70, type: !173)
!514 = !DILocation(line: 70, column: 10, scope: !510)
!515 = !DILocation(line: 70, column: 22, scope: !510)
!516 = !DILocation(line: 70, column: 14, scope: !510)
!517 = !DILocation(line: 71, column: 5, scope: !510)
!518 = !DILocation(line: 72, column: 14, scope: !519)
!519 = distinct !DILexicalBlock(scope: !520, file: !2, line: 71, column: 14)
!520 = distinct !DILexicalBlock(scope: !521, file: !2, line: 71, column: 5)
!521 = distinct !DILexicalBlock(scope: !510, file: !2, line: 71, column: 5)
!522 = !DILocation(line: 72, column: 9, scope: !519)
!523 = !DILocalVariable(name: "op", scope: !519, file: !2, line: 73, type: !4)
!524 = !DILocation(line: 73, column: 14, scope: !519)
!525 = !DILocation(line: 73, column: 20, scope: !519)
!526 = !DILocation(line: 73, column: 24, scope: !519)
!527 = !DILocation(line: 73, column: 19, scope: !519)
!528 = !DILocation(line: 74, column: 13, scope: !529)
!529 = distinct !DILexicalBlock(scope: !519, file: !2, line: 74, column: 13)
!530 = !DILocation(line: 74, column: 16, scope: !529)
!531 = !DILocation(line: 74, column: 23, scope: !529)
!532 = !DILocation(line: 74, column: 26, scope: !529)
!533 = !DILocation(line: 74, column: 29, scope: !529)
!534 = !DILocation(line: 74, column: 36, scope: !529)
!535 = !DILocation(line: 74, column: 39, scope: !529)
!536 = !DILocation(line: 74, column: 42, scope: !529)
!537 = !DILocation(line: 74, column: 13, scope: !519)
!538 = !DILocation(line: 75, column: 20, scope: !529)
!539 = !DILocation(line: 75, column: 13, scope: !529)
!540 = !DILocation(line: 76, column: 9, scope: !519)
!541 = !DILocation(line: 76, column: 13, scope: !519)
!542 = !DILocation(line: 76, column: 14, scope: !519)
!543 = !DILocalVariable(name: "r", scope: !519, file: !2, line: 77, type: !173)
!544 = !DILocation(line: 77, column: 14, scope: !519)
!545 = !DILocation(line: 77, column: 26, scope: !519)
!546 = !DILocation(line: 77, column: 18, scope: !519)
!547 = !DILocation(line: 78, column: 13, scope: !548)
!548 = distinct !DILexicalBlock(scope: !519, file: !2, line: 78, column: 13)
!549 = !DILocation(line: 78, column: 16, scope: !548)
!550 = !DILocation(line: 78, column: 13, scope: !519)
!551 = !DILocation(line: 79, column: 18, scope: !548)
!552 = !DILocation(line: 79, column: 15, scope: !548)
!553 = !DILocation(line: 79, column: 13, scope: !548)
!554 = !DILocation(line: 80, column: 18, scope: !555)
!555 = distinct !DILexicalBlock(scope: !548, file: !2, line: 80, column: 18)
!556 = !DILocation(line: 80, column: 20, scope: !555)
!557 = !DILocation(line: 80, column: 18, scope: !548)
!558 = !DILocation(line: 81, column: 18, scope: !559)
!559 = distinct !DILexicalBlock(scope: !555, file: !2, line: 80, column: 26)
!560 = !DILocation(line: 81, column: 13, scope: !559)
!561 = !DILocation(line: 82, column: 13, scope: !559)
!562 = !DILocation(line: 83, column: 20, scope: !563)
!563 = distinct !DILexicalBlock(scope: !555, file: !2, line: 83, column: 20)
!564 = !DILocation(line: 83, column: 23, scope: !563)
!565 = !DILocation(line: 83, column: 20, scope: !555)
!566 = !DILocation(line: 84, column: 18, scope: !563)
!567 = !DILocation(line: 84, column: 15, scope: !563)
!568 = !DILocation(line: 84, column: 13, scope: !563)
!569 = !DILocation(line: 86, column: 18, scope: !563)
!570 = !DILocation(line: 86, column: 15, scope: !563)
!571 = !DILocation(line: 71, column: 5, scope: !520)
!572 = distinct !{!572, !573, !574}
!573 = !DILocation(line: 71, column: 5, scope: !521)
!574 = !DILocation(line: 87, column: 5, scope: !521)
!575 = !DILocation(line: 88, column: 1, scope: !510)
!576 = distinct !DISubprogram(name: "primary", scope: !2, file: !2, line: 28, type: !252, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !125, retainedNodes: !159)
!577 = !DILocalVariable(name: "ps", arg: 1, scope: !576, file: !2, line: 28, type: !254)
!578 = !DILocation(line: 28, column: 36, scope: !576)
!579 = !DILocation(line: 29, column: 10, scope: !576)
!580 = !DILocation(line: 29, column: 5, scope: !576)
!581 = !DILocation(line: 30, column: 10, scope: !582)
!582 = distinct !DILexicalBlock(scope: !576, file: !2, line: 30, column: 9)
!583 = !DILocation(line: 30, column: 14, scope: !582)
!584 = !DILocation(line: 30, column: 9, scope: !582)
!585 = !DILocation(line: 30, column: 16, scope: !582)
!586 = !DILocation(line: 30, column: 9, scope: !576)
!587 = !DILocation(line: 31, column: 9, scope: !588)
!588 = distinct !DILexicalBlock(scope: !582, file: !2, line: 30, column: 24)
!589 = !DILocation(line: 31, column: 13, scope: !588)
!590 = !DILocation(line: 31, column: 14, scope: !588)
!591 = !DILocalVariable(name: "v", scope: !588, file: !2, line: 32, type: !173)
!592 = !DILocation(line: 32, column: 14, scope: !588)
!593 = !DILocation(line: 32, column: 23, scope: !588)
!594 = !DILocation(line: 32, column: 18, scope: !588)
!595 = !DILocation(line: 33, column: 14, scope: !588)
!596 = !DILocation(line: 33, column: 9, scope: !588)
!597 = !DILocation(line: 34, column: 14, scope: !598)
!598 = distinct !DILexicalBlock(scope: !588, file: !2, line: 34, column: 13)
!599 = !DILocation(line: 34, column: 18, scope: !598)
!600 = !DILocation(line: 34, column: 13, scope: !598)
!601 = !DILocation(line: 34, column: 20, scope: !598)
!602 = !DILocation(line: 34, column: 13, scope: !588)
!603 = !DILocation(line: 35, column: 18, scope: !598)
!604 = !DILocation(line: 35, column: 13, scope: !598)
!605 = !DILocation(line: 37, column: 13, scope: !598)
!606 = !DILocation(line: 37, column: 17, scope: !598)
!607 = !DILocation(line: 37, column: 18, scope: !598)
!608 = !DILocation(line: 38, column: 16, scope: !588)
!609 = !DILocation(line: 38, column: 9, scope: !588)
!610 = !DILocation(line: 40, column: 10, scope: !611)
!611 = distinct !DILexicalBlock(scope: !576, file: !2, line: 40, column: 9)
!612 = !DILocation(line: 40, column: 14, scope: !611)
!613 = !DILocation(line: 40, column: 9, scope: !611)
!614 = !DILocation(line: 40, column: 16, scope: !611)
!615 = !DILocation(line: 40, column: 9, scope: !576)
!616 = !DILocation(line: 41, column: 9, scope: !617)
!617 = distinct !DILexicalBlock(scope: !611, file: !2, line: 40, column: 24)
!618 = !DILocation(line: 41, column: 13, scope: !617)
!619 = !DILocation(line: 41, column: 14, scope: !617)
!620 = !DILocation(line: 42, column: 25, scope: !617)
!621 = !DILocation(line: 42, column: 17, scope: !617)
!622 = !DILocation(line: 42, column: 16, scope: !617)
!623 = !DILocation(line: 42, column: 9, scope: !617)
!624 = !DILocation(line: 44, column: 10, scope: !625)
!625 = distinct !DILexicalBlock(scope: !576, file: !2, line: 44, column: 9)
!626 = !DILocation(line: 44, column: 14, scope: !625)
!627 = !DILocation(line: 44, column: 9, scope: !625)
!628 = !DILocation(line: 44, column: 16, scope: !625)
!629 = !DILocation(line: 44, column: 9, scope: !576)
!630 = !DILocation(line: 45, column: 9, scope: !631)
!631 = distinct !DILexicalBlock(scope: !625, file: !2, line: 44, column: 24)
!632 = !DILocation(line: 45, column: 13, scope: !631)
!633 = !DILocation(line: 45, column: 14, scope: !631)
!634 = !DILocation(line: 46, column: 25, scope: !631)
!635 = !DILocation(line: 46, column: 17, scope: !631)
!636 = !DILocation(line: 46, column: 16, scope: !631)
!637 = !DILocation(line: 46, column: 9, scope: !631)
!638 = !DILocation(line: 48, column: 9, scope: !639)
!639 = distinct !DILexicalBlock(scope: !576, file: !2, line: 48, column: 9)
!640 = !DILocation(line: 48, column: 9, scope: !576)
!641 = !DILocalVariable(name: "v", scope: !642, file: !2, line: 49, type: !173)
!642 = distinct !DILexicalBlock(scope: !639, file: !2, line: 48, column: 41)
!643 = !DILocation(line: 49, column: 14, scope: !642)
!644 = !DILocation(line: 50, column: 9, scope: !642)
!645 = !DILocation(line: 50, column: 16, scope: !642)
!646 = !DILocation(line: 51, column: 17, scope: !642)
!647 = !DILocation(line: 51, column: 19, scope: !642)
!648 = !DILocation(line: 51, column: 28, scope: !642)
!649 = !DILocation(line: 51, column: 32, scope: !642)
!650 = !DILocation(line: 51, column: 33, scope: !642)
!651 = !DILocation(line: 51, column: 27, scope: !642)
!652 = !DILocation(line: 51, column: 36, scope: !642)
!653 = !DILocation(line: 51, column: 26, scope: !642)
!654 = !DILocation(line: 51, column: 24, scope: !642)
!655 = !DILocation(line: 51, column: 15, scope: !642)
!656 = distinct !{!656, !644, !657, !237}
!657 = !DILocation(line: 51, column: 41, scope: !642)
!658 = !DILocation(line: 52, column: 16, scope: !642)
!659 = !DILocation(line: 52, column: 9, scope: !642)
!660 = !DILocation(line: 54, column: 9, scope: !661)
!661 = distinct !DILexicalBlock(scope: !576, file: !2, line: 54, column: 9)
!662 = !DILocation(line: 54, column: 9, scope: !576)
!663 = !DILocalVariable(name: "idx", scope: !664, file: !2, line: 55, type: !144)
!664 = distinct !DILexicalBlock(scope: !661, file: !2, line: 54, column: 41)
!665 = !DILocation(line: 55, column: 13, scope: !664)
!666 = !DILocation(line: 55, column: 20, scope: !664)
!667 = !DILocation(line: 55, column: 24, scope: !664)
!668 = !DILocation(line: 55, column: 25, scope: !664)
!669 = !DILocation(line: 55, column: 19, scope: !664)
!670 = !DILocation(line: 55, column: 28, scope: !664)
!671 = !DILocation(line: 56, column: 14, scope: !664)
!672 = !DILocation(line: 56, column: 9, scope: !664)
!673 = !DILocation(line: 57, column: 14, scope: !674)
!674 = distinct !DILexicalBlock(scope: !664, file: !2, line: 57, column: 13)
!675 = !DILocation(line: 57, column: 18, scope: !674)
!676 = !DILocation(line: 57, column: 13, scope: !674)
!677 = !DILocation(line: 57, column: 20, scope: !674)
!678 = !DILocation(line: 57, column: 27, scope: !674)
!679 = !DILocation(line: 57, column: 30, scope: !674)
!680 = !DILocation(line: 57, column: 34, scope: !674)
!681 = !DILocation(line: 57, column: 39, scope: !674)
!682 = !DILocation(line: 57, column: 13, scope: !664)
!683 = !DILocation(line: 58, column: 13, scope: !684)
!684 = distinct !DILexicalBlock(scope: !674, file: !2, line: 57, column: 47)
!685 = !DILocation(line: 58, column: 17, scope: !684)
!686 = !DILocation(line: 58, column: 18, scope: !684)
!687 = !DILocalVariable(name: "v", scope: !684, file: !2, line: 59, type: !173)
!688 = !DILocation(line: 59, column: 18, scope: !684)
!689 = !DILocation(line: 59, column: 27, scope: !684)
!690 = !DILocation(line: 59, column: 22, scope: !684)
!691 = !DILocation(line: 60, column: 29, scope: !684)
!692 = !DILocation(line: 60, column: 13, scope: !684)
!693 = !DILocation(line: 60, column: 17, scope: !684)
!694 = !DILocation(line: 60, column: 22, scope: !684)
!695 = !DILocation(line: 60, column: 27, scope: !684)
!696 = !DILocation(line: 61, column: 20, scope: !684)
!697 = !DILocation(line: 61, column: 13, scope: !684)
!698 = !DILocation(line: 63, column: 16, scope: !664)
!699 = !DILocation(line: 63, column: 20, scope: !664)
!700 = !DILocation(line: 63, column: 25, scope: !664)
!701 = !DILocation(line: 63, column: 9, scope: !664)
!702 = !DILocation(line: 65, column: 10, scope: !576)
!703 = !DILocation(line: 65, column: 5, scope: !576)
!704 = !DILocation(line: 66, column: 5, scope: !576)
!705 = !DILocation(line: 67, column: 1, scope: !576)
