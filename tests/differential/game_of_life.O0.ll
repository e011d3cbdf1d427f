; ModuleID = 'game_of_life.c'
source_filename = "game_of_life.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.glider = internal constant [3 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2], align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c".#.\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [4 x i8] c"..#\00", align 1, !dbg !17
@.str.2 = private unnamed_addr constant [4 x i8] c"###\00", align 1, !dbg !19
@main.blinker = internal constant [1 x ptr] [ptr @.str.2], align 8, !dbg !21
@main.rpent = internal constant [3 x ptr] [ptr @.str.3, ptr @.str.4, ptr @.str], align 16, !dbg !33
@.str.3 = private unnamed_addr constant [4 x i8] c".##\00", align 1, !dbg !29
@.str.4 = private unnamed_addr constant [4 x i8] c"##.\00", align 1, !dbg !31
@ga = internal global [20 x [24 x i8]] zeroinitializer, align 16, !dbg !48
@gb = internal global [20 x [24 x i8]] zeroinitializer, align 16, !dbg !54
@.str.5 = private unnamed_addr constant [22 x i8] c"gen 0 pop %d hash %u\0A\00", align 1, !dbg !38
@.str.6 = private unnamed_addr constant [23 x i8] c"gen %d pop %d hash %u\0A\00", align 1, !dbg !43

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !2 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 @ga, i8 0, i64 480, i1 false), !dbg !65
  call void @put(ptr noundef @ga, i32 noundef 1, i32 noundef 1, ptr noundef @main.glider, i32 noundef 3), !dbg !66
  call void @put(ptr noundef @ga, i32 noundef 10, i32 noundef 20, ptr noundef @main.blinker, i32 noundef 1), !dbg !67
  call void @put(ptr noundef @ga, i32 noundef 15, i32 noundef 8, ptr noundef @main.rpent, i32 noundef 3), !dbg !68
    #dbg_declare(ptr %2, !69, !DIExpression(), !73)
  store ptr @ga, ptr %2, align 8, !dbg !73
    #dbg_declare(ptr %3, !74, !DIExpression(), !75)
  store ptr @gb, ptr %3, align 8, !dbg !75
  %6 = load ptr, ptr %2, align 8, !dbg !76
  %7 = call i32 @population(ptr noundef %6), !dbg !77
  %8 = load ptr, ptr %2, align 8, !dbg !78
  %9 = call i32 @hash(ptr noundef %8), !dbg !79
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %7, i32 noundef %9), !dbg !80
  %11 = load ptr, ptr %2, align 8, !dbg !81
  call void @show(ptr noundef %11, i32 noundef 6), !dbg !82
    #dbg_declare(ptr %4, !83, !DIExpression(), !85)
  store i32 1, ptr %4, align 4, !dbg !85
  br label %12, !dbg !86

12:                                               ; preds = %32, %0
  %13 = load i32, ptr %4, align 4, !dbg !87
  %14 = icmp sle i32 %13, 40, !dbg !89
  br i1 %14, label %15, label %35, !dbg !90

15:                                               ; preds = %12
  %16 = load ptr, ptr %2, align 8, !dbg !91
  %17 = load ptr, ptr %3, align 8, !dbg !93
  call void @step(ptr noundef %16, ptr noundef %17), !dbg !94
    #dbg_declare(ptr %5, !95, !DIExpression(), !96)
  %18 = load ptr, ptr %2, align 8, !dbg !97
  store ptr %18, ptr %5, align 8, !dbg !96
  %19 = load ptr, ptr %3, align 8, !dbg !98
  store ptr %19, ptr %2, align 8, !dbg !99
  %20 = load ptr, ptr %5, align 8, !dbg !100
  store ptr %20, ptr %3, align 8, !dbg !101
  %21 = load i32, ptr %4, align 4, !dbg !102
  %22 = srem i32 %21, 10, !dbg !104
  %23 = icmp eq i32 %22, 0, !dbg !105
  br i1 %23, label %24, label %31, !dbg !106

24:                                               ; preds = %15
  %25 = load i32, ptr %4, align 4, !dbg !107
  %26 = load ptr, ptr %2, align 8, !dbg !108
  %27 = call i32 @population(ptr noundef %26), !dbg !109
  %28 = load ptr, ptr %2, align 8, !dbg !110
  %29 = call i32 @hash(ptr noundef %28), !dbg !111
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %25, i32 noundef %27, i32 noundef %29), !dbg !112
  br label %31, !dbg !112

31:                                               ; preds = %24, %15
  br label %32, !dbg !113

32:                                               ; preds = %31
  %33 = load i32, ptr %4, align 4, !dbg !114
  %34 = add nsw i32 %33, 1, !dbg !114
  store i32 %34, ptr %4, align 4, !dbg !114
  br label %12, !dbg !115, !llvm.loop !116

35:                                               ; preds = %12
  %36 = load ptr, ptr %2, align 8, !dbg !119
  call void @show(ptr noundef %36, i32 noundef 20), !dbg !120
  ret i32 0, !dbg !121
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4) #0 !dbg !122 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !126, !DIExpression(), !127)
  store i32 %1, ptr %7, align 4
    #dbg_declare(ptr %7, !128, !DIExpression(), !129)
  store i32 %2, ptr %8, align 4
    #dbg_declare(ptr %8, !130, !DIExpression(), !131)
  store ptr %3, ptr %9, align 8
    #dbg_declare(ptr %9, !132, !DIExpression(), !133)
  store i32 %4, ptr %10, align 4
    #dbg_declare(ptr %10, !134, !DIExpression(), !135)
    #dbg_declare(ptr %11, !136, !DIExpression(), !138)
  store i32 0, ptr %11, align 4, !dbg !138
  br label %13, !dbg !139

13:                                               ; preds = %58, %5
  %14 = load i32, ptr %11, align 4, !dbg !140
  %15 = load i32, ptr %10, align 4, !dbg !142
  %16 = icmp slt i32 %14, %15, !dbg !143
  br i1 %16, label %17, label %61, !dbg !144

17:                                               ; preds = %13
    #dbg_declare(ptr %12, !145, !DIExpression(), !147)
  store i32 0, ptr %12, align 4, !dbg !147
  br label %18, !dbg !148

18:                                               ; preds = %54, %17
  %19 = load ptr, ptr %9, align 8, !dbg !149
  %20 = load i32, ptr %11, align 4, !dbg !151
  %21 = sext i32 %20 to i64, !dbg !149
  %22 = getelementptr inbounds ptr, ptr %19, i64 %21, !dbg !149
  %23 = load ptr, ptr %22, align 8, !dbg !149
  %24 = load i32, ptr %12, align 4, !dbg !152
  %25 = sext i32 %24 to i64, !dbg !149
  %26 = getelementptr inbounds i8, ptr %23, i64 %25, !dbg !149
  %27 = load i8, ptr %26, align 1, !dbg !149
  %28 = icmp ne i8 %27, 0, !dbg !153
  br i1 %28, label %29, label %57, !dbg !153

29:                                               ; preds = %18
  %30 = load ptr, ptr %9, align 8, !dbg !154
  %31 = load i32, ptr %11, align 4, !dbg !155
  %32 = sext i32 %31 to i64, !dbg !154
  %33 = getelementptr inbounds ptr, ptr %30, i64 %32, !dbg !154
  %34 = load ptr, ptr %33, align 8, !dbg !154
  %35 = load i32, ptr %12, align 4, !dbg !156
  %36 = sext i32 %35 to i64, !dbg !154
  %37 = getelementptr inbounds i8, ptr %34, i64 %36, !dbg !154
  %38 = load i8, ptr %37, align 1, !dbg !154
  %39 = sext i8 %38 to i32, !dbg !154
  %40 = icmp eq i32 %39, 35, !dbg !157
  %41 = zext i1 %40 to i32, !dbg !157
  %42 = trunc i32 %41 to i8, !dbg !154
  %43 = load ptr, ptr %6, align 8, !dbg !158
  %44 = load i32, ptr %7, align 4, !dbg !159
  %45 = load i32, ptr %11, align 4, !dbg !160
  %46 = add nsw i32 %44, %45, !dbg !161
  %47 = sext i32 %46 to i64, !dbg !158
  %48 = getelementptr inbounds [24 x i8], ptr %43, i64 %47, !dbg !158
  %49 = load i32, ptr %8, align 4, !dbg !162
  %50 = load i32, ptr %12, align 4, !dbg !163
  %51 = add nsw i32 %49, %50, !dbg !164
  %52 = sext i32 %51 to i64, !dbg !158
  %53 = getelementptr inbounds [24 x i8], ptr %48, i64 0, i64 %52, !dbg !158
  store i8 %42, ptr %53, align 1, !dbg !165
  br label %54, !dbg !158

54:                                               ; preds = %29
  %55 = load i32, ptr %12, align 4, !dbg !166
  %56 = add nsw i32 %55, 1, !dbg !166
  store i32 %56, ptr %12, align 4, !dbg !166
  br label %18, !dbg !167, !llvm.loop !168

57:                                               ; preds = %18
  br label %58, !dbg !169

58:                                               ; preds = %57
  %59 = load i32, ptr %11, align 4, !dbg !170
  %60 = add nsw i32 %59, 1, !dbg !170
  store i32 %60, ptr %11, align 4, !dbg !170
  br label %13, !dbg !171, !llvm.loop !172

61:                                               ; preds = %13
  ret void, !dbg !174
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @population(ptr noundef %0) #0 !dbg !175 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !178, !DIExpression(), !179)
    #dbg_declare(ptr %3, !180, !DIExpression(), !181)
  store i32 0, ptr %3, align 4, !dbg !181
    #dbg_declare(ptr %4, !182, !DIExpression(), !184)
  store i32 0, ptr %4, align 4, !dbg !184
  br label %6, !dbg !185

6:                                                ; preds = %29, %1
  %7 = load i32, ptr %4, align 4, !dbg !186
  %8 = icmp slt i32 %7, 20, !dbg !188
  br i1 %8, label %9, label %32, !dbg !189

9:                                                ; preds = %6
    #dbg_declare(ptr %5, !190, !DIExpression(), !192)
  store i32 0, ptr %5, align 4, !dbg !192
  br label %10, !dbg !193

10:                                               ; preds = %25, %9
  %11 = load i32, ptr %5, align 4, !dbg !194
  %12 = icmp slt i32 %11, 24, !dbg !196
  br i1 %12, label %13, label %28, !dbg !197

13:                                               ; preds = %10
  %14 = load ptr, ptr %2, align 8, !dbg !198
  %15 = load i32, ptr %4, align 4, !dbg !199
  %16 = sext i32 %15 to i64, !dbg !198
  %17 = getelementptr inbounds [24 x i8], ptr %14, i64 %16, !dbg !198
  %18 = load i32, ptr %5, align 4, !dbg !200
  %19 = sext i32 %18 to i64, !dbg !198
  %20 = getelementptr inbounds [24 x i8], ptr %17, i64 0, i64 %19, !dbg !198
  %21 = load i8, ptr %20, align 1, !dbg !198
  %22 = zext i8 %21 to i32, !dbg !198
  %23 = load i32, ptr %3, align 4, !dbg !201
  %24 = add nsw i32 %23, %22, !dbg !201
  store i32 %24, ptr %3, align 4, !dbg !201
  br label %25, !dbg !202

25:                                               ; preds = %13
  %26 = load i32, ptr %5, align 4, !dbg !203
  %27 = add nsw i32 %26, 1, !dbg !203
  store i32 %27, ptr %5, align 4, !dbg !203
  br label %10, !dbg !204, !llvm.loop !205

28:                                               ; preds = %10
  br label %29, !dbg !206

29:                                               ; preds = %28
  %30 = load i32, ptr %4, align 4, !dbg !207
  %31 = add nsw i32 %30, 1, !dbg !207
  store i32 %31, ptr %4, align 4, !dbg !207
  br label %6, !dbg !208, !llvm.loop !209

32:                                               ; preds = %6
  %33 = load i32, ptr %3, align 4, !dbg !211
  ret i32 %33, !dbg !212
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hash(ptr noundef %0) #0 !dbg !213 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !217, !DIExpression(), !218)
    #dbg_declare(ptr %3, !219, !DIExpression(), !220)
  store i32 -2128831035, ptr %3, align 4, !dbg !220
    #dbg_declare(ptr %4, !221, !DIExpression(), !223)
  store i32 0, ptr %4, align 4, !dbg !223
  br label %6, !dbg !224

6:                                                ; preds = %30, %1
  %7 = load i32, ptr %4, align 4, !dbg !225
  %8 = icmp slt i32 %7, 20, !dbg !227
  br i1 %8, label %9, label %33, !dbg !228

9:                                                ; preds = %6
    #dbg_declare(ptr %5, !229, !DIExpression(), !231)
  store i32 0, ptr %5, align 4, !dbg !231
  br label %10, !dbg !232

10:                                               ; preds = %26, %9
  %11 = load i32, ptr %5, align 4, !dbg !233
  %12 = icmp slt i32 %11, 24, !dbg !235
  br i1 %12, label %13, label %29, !dbg !236

13:                                               ; preds = %10
  %14 = load i32, ptr %3, align 4, !dbg !237
  %15 = load ptr, ptr %2, align 8, !dbg !238
  %16 = load i32, ptr %4, align 4, !dbg !239
  %17 = sext i32 %16 to i64, !dbg !238
  %18 = getelementptr inbounds [24 x i8], ptr %15, i64 %17, !dbg !238
  %19 = load i32, ptr %5, align 4, !dbg !240
  %20 = sext i32 %19 to i64, !dbg !238
  %21 = getelementptr inbounds [24 x i8], ptr %18, i64 0, i64 %20, !dbg !238
  %22 = load i8, ptr %21, align 1, !dbg !238
  %23 = zext i8 %22 to i32, !dbg !238
  %24 = xor i32 %14, %23, !dbg !241
  %25 = mul i32 %24, 16777619, !dbg !242
  store i32 %25, ptr %3, align 4, !dbg !243
  br label %26, !dbg !244

26:                                               ; preds = %13
  %27 = load i32, ptr %5, align 4, !dbg !245
  %28 = add nsw i32 %27, 1, !dbg !245
  store i32 %28, ptr %5, align 4, !dbg !245
  br label %10, !dbg !246, !llvm.loop !247

29:                                               ; preds = %10
  br label %30, !dbg !248

30:                                               ; preds = %29
  %31 = load i32, ptr %4, align 4, !dbg !249
  %32 = add nsw i32 %31, 1, !dbg !249
  store i32 %32, ptr %4, align 4, !dbg !249
  br label %6, !dbg !250, !llvm.loop !251

33:                                               ; preds = %6
  %34 = load i32, ptr %3, align 4, !dbg !253
  ret i32 %34, !dbg !254
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(ptr noundef %0, i32 noundef %1) #0 !dbg !255 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [25 x i8], align 16
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !258, !DIExpression(), !259)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !260, !DIExpression(), !261)
    #dbg_declare(ptr %5, !262, !DIExpression(), !264)
  store i32 0, ptr %5, align 4, !dbg !264
  br label %8, !dbg !265

8:                                                ; preds = %40, %2
  %9 = load i32, ptr %5, align 4, !dbg !266
  %10 = load i32, ptr %4, align 4, !dbg !268
  %11 = icmp slt i32 %9, %10, !dbg !269
  br i1 %11, label %12, label %43, !dbg !270

12:                                               ; preds = %8
    #dbg_declare(ptr %6, !271, !DIExpression(), !276)
    #dbg_declare(ptr %7, !277, !DIExpression(), !279)
  store i32 0, ptr %7, align 4, !dbg !279
  br label %13, !dbg !280

13:                                               ; preds = %33, %12
  %14 = load i32, ptr %7, align 4, !dbg !281
  %15 = icmp slt i32 %14, 24, !dbg !283
  br i1 %15, label %16, label %36, !dbg !284

16:                                               ; preds = %13
  %17 = load ptr, ptr %3, align 8, !dbg !285
  %18 = load i32, ptr %5, align 4, !dbg !286
  %19 = sext i32 %18 to i64, !dbg !285
  %20 = getelementptr inbounds [24 x i8], ptr %17, i64 %19, !dbg !285
  %21 = load i32, ptr %7, align 4, !dbg !287
  %22 = sext i32 %21 to i64, !dbg !285
  %23 = getelementptr inbounds [24 x i8], ptr %20, i64 0, i64 %22, !dbg !285
  %24 = load i8, ptr %23, align 1, !dbg !285
  %25 = zext i8 %24 to i32, !dbg !285
  %26 = icmp ne i32 %25, 0, !dbg !285
  %27 = zext i1 %26 to i64, !dbg !285
  %28 = select i1 %26, i32 35, i32 46, !dbg !285
  %29 = trunc i32 %28 to i8, !dbg !285
  %30 = load i32, ptr %7, align 4, !dbg !288
  %31 = sext i32 %30 to i64, !dbg !289
  %32 = getelementptr inbounds [25 x i8], ptr %6, i64 0, i64 %31, !dbg !289
  store i8 %29, ptr %32, align 1, !dbg !290
  br label %33, !dbg !289

33:                                               ; preds = %16
  %34 = load i32, ptr %7, align 4, !dbg !291
  %35 = add nsw i32 %34, 1, !dbg !291
  store i32 %35, ptr %7, align 4, !dbg !291
  br label %13, !dbg !292, !llvm.loop !293

36:                                               ; preds = %13
  %37 = getelementptr inbounds [25 x i8], ptr %6, i64 0, i64 24, !dbg !295
  store i8 0, ptr %37, align 8, !dbg !296
  %38 = getelementptr inbounds [25 x i8], ptr %6, i64 0, i64 0, !dbg !297
  %39 = call i32 @puts(ptr noundef %38), !dbg !298
  br label %40, !dbg !299

40:                                               ; preds = %36
  %41 = load i32, ptr %5, align 4, !dbg !300
  %42 = add nsw i32 %41, 1, !dbg !300
  store i32 %42, ptr %5, align 4, !dbg !300
  br label %8, !dbg !301, !llvm.loop !302

43:                                               ; preds = %8
  ret void, !dbg !304
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step(ptr noundef %0, ptr noundef %1) #0 !dbg !305 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !308, !DIExpression(), !309)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !310, !DIExpression(), !311)
    #dbg_declare(ptr %5, !312, !DIExpression(), !314)
  store i32 0, ptr %5, align 4, !dbg !314
  br label %10, !dbg !315

10:                                               ; preds = %93, %2
  %11 = load i32, ptr %5, align 4, !dbg !316
  %12 = icmp slt i32 %11, 20, !dbg !318
  br i1 %12, label %13, label %96, !dbg !319

13:                                               ; preds = %10
    #dbg_declare(ptr %6, !320, !DIExpression(), !322)
  store i32 0, ptr %6, align 4, !dbg !322
  br label %14, !dbg !323

14:                                               ; preds = %89, %13
  %15 = load i32, ptr %6, align 4, !dbg !324
  %16 = icmp slt i32 %15, 24, !dbg !326
  br i1 %16, label %17, label %92, !dbg !327

17:                                               ; preds = %14
    #dbg_declare(ptr %7, !328, !DIExpression(), !330)
  store i32 0, ptr %7, align 4, !dbg !330
    #dbg_declare(ptr %8, !331, !DIExpression(), !333)
  store i32 -1, ptr %8, align 4, !dbg !333
  br label %18, !dbg !334

18:                                               ; preds = %56, %17
  %19 = load i32, ptr %8, align 4, !dbg !335
  %20 = icmp sle i32 %19, 1, !dbg !337
  br i1 %20, label %21, label %59, !dbg !338

21:                                               ; preds = %18
    #dbg_declare(ptr %9, !339, !DIExpression(), !341)
  store i32 -1, ptr %9, align 4, !dbg !341
  br label %22, !dbg !342

22:                                               ; preds = %52, %21
  %23 = load i32, ptr %9, align 4, !dbg !343
  %24 = icmp sle i32 %23, 1, !dbg !345
  br i1 %24, label %25, label %55, !dbg !346

25:                                               ; preds = %22
  %26 = load i32, ptr %8, align 4, !dbg !347
  %27 = icmp ne i32 %26, 0, !dbg !347
  br i1 %27, label %31, label %28, !dbg !349

28:                                               ; preds = %25
  %29 = load i32, ptr %9, align 4, !dbg !350
  %30 = icmp ne i32 %29, 0, !dbg !350
  br i1 %30, label %31, label %51, !dbg !351

31:                                               ; preds = %28, %25
  %32 = load ptr, ptr %3, align 8, !dbg !352
  %33 = load i32, ptr %5, align 4, !dbg !353
  %34 = load i32, ptr %8, align 4, !dbg !354
  %35 = add nsw i32 %33, %34, !dbg !355
  %36 = add nsw i32 %35, 20, !dbg !356
  %37 = srem i32 %36, 20, !dbg !357
  %38 = sext i32 %37 to i64, !dbg !352
  %39 = getelementptr inbounds [24 x i8], ptr %32, i64 %38, !dbg !352
  %40 = load i32, ptr %6, align 4, !dbg !358
  %41 = load i32, ptr %9, align 4, !dbg !359
  %42 = add nsw i32 %40, %41, !dbg !360
  %43 = add nsw i32 %42, 24, !dbg !361
  %44 = srem i32 %43, 24, !dbg !362
  %45 = sext i32 %44 to i64, !dbg !352
  %46 = getelementptr inbounds [24 x i8], ptr %39, i64 0, i64 %45, !dbg !352
  %47 = load i8, ptr %46, align 1, !dbg !352
  %48 = zext i8 %47 to i32, !dbg !352
  %49 = load i32, ptr %7, align 4, !dbg !363
  %50 = add nsw i32 %49, %48, !dbg !363
  store i32 %50, ptr %7, align 4, !dbg !363
  br label %51, !dbg !364

51:                                               ; preds = %31, %28
  br label %52, !dbg !350

52:                                               ; preds = %51
  %53 = load i32, ptr %9, align 4, !dbg !365
  %54 = add nsw i32 %53, 1, !dbg !365
  store i32 %54, ptr %9, align 4, !dbg !365
  br label %22, !dbg !366, !llvm.loop !367

55:                                               ; preds = %22
  br label %56, !dbg !368

56:                                               ; preds = %55
  %57 = load i32, ptr %8, align 4, !dbg !369
  %58 = add nsw i32 %57, 1, !dbg !369
  store i32 %58, ptr %8, align 4, !dbg !369
  br label %18, !dbg !370, !llvm.loop !371

59:                                               ; preds = %18
  %60 = load i32, ptr %7, align 4, !dbg !373
  %61 = icmp eq i32 %60, 3, !dbg !374
  br i1 %61, label %78, label %62, !dbg !375

62:                                               ; preds = %59
  %63 = load i32, ptr %7, align 4, !dbg !376
  %64 = icmp eq i32 %63, 2, !dbg !377
  br i1 %64, label %65, label %76, !dbg !378

65:                                               ; preds = %62
  %66 = load ptr, ptr %3, align 8, !dbg !379
  %67 = load i32, ptr %5, align 4, !dbg !380
  %68 = sext i32 %67 to i64, !dbg !379
  %69 = getelementptr inbounds [24 x i8], ptr %66, i64 %68, !dbg !379
  %70 = load i32, ptr %6, align 4, !dbg !381
  %71 = sext i32 %70 to i64, !dbg !379
  %72 = getelementptr inbounds [24 x i8], ptr %69, i64 0, i64 %71, !dbg !379
  %73 = load i8, ptr %72, align 1, !dbg !379
  %74 = zext i8 %73 to i32, !dbg !379
  %75 = icmp ne i32 %74, 0, !dbg !378
  br label %76

76:                                               ; preds = %65, %62
  %77 = phi i1 [ false, %62 ], [ %75, %65 ], !dbg !382
  br label %78, !dbg !375

78:                                               ; preds = %76, %59
  %79 = phi i1 [ true, %59 ], [ %77, %76 ]
  %80 = zext i1 %79 to i32, !dbg !375
  %81 = trunc i32 %80 to i8, !dbg !383
  %82 = load ptr, ptr %4, align 8, !dbg !384
  %83 = load i32, ptr %5, align 4, !dbg !385
  %84 = sext i32 %83 to i64, !dbg !384
  %85 = getelementptr inbounds [24 x i8], ptr %82, i64 %84, !dbg !384
  %86 = load i32, ptr %6, align 4, !dbg !386
  %87 = sext i32 %86 to i64, !dbg !384
  %88 = getelementptr inbounds [24 x i8], ptr %85, i64 0, i64 %87, !dbg !384
  store i8 %81, ptr %88, align 1, !dbg !387
  br label %89, !dbg !388

89:                                               ; preds = %78
  %90 = load i32, ptr %6, align 4, !dbg !389
  %91 = add nsw i32 %90, 1, !dbg !389
  store i32 %91, ptr %6, align 4, !dbg !389
  br label %14, !dbg !390, !llvm.loop !391

92:                                               ; preds = %14
  br label %93, !dbg !392

93:                                               ; preds = %92
  %94 = load i32, ptr %5, align 4, !dbg !393
  %95 = add nsw i32 %94, 1, !dbg !393
  store i32 %95, ptr %5, align 4, !dbg !393
  br label %10, !dbg !394, !llvm.loop !395

96:                                               ; preds = %10
  ret void, !dbg !397
}

declare i32 @puts(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!57, !58, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "glider", scope: !2, file: !3, line: 56, type: !35, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 55, type: !4, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !56)
!3 = !DIFile(filename: "game_of_life.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "227dc0f6eb47f841c3543fc0bf7c7525")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !{!11, !17, !19, !0, !21, !29, !31, !33, !38, !43, !48, !54}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 56, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 32, elements: !15)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 56, type: !13, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 56, type: !13, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "blinker", scope: !2, file: !3, line: 57, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 64, elements: !27)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!27 = !{!28}
!28 = !DISubrange(count: 1)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !13, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !13, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "rpent", scope: !2, file: !3, line: 58, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 192, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 3)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 176, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 22)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 184, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 23)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(name: "ga", scope: !7, file: !3, line: 9, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 3840, elements: !51)
!51 = !{!52, !53}
!52 = !DISubrange(count: 20)
!53 = !DISubrange(count: 24)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "gb", scope: !7, file: !3, line: 9, type: !50, isLocal: true, isDefinition: true)
!56 = !{}
!57 = !{i32 7, !"Dwarf Version", i32 5}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 4}
!60 = !{i32 8, !"PIC Level", i32 2}
!61 = !{i32 7, !"PIE Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 2}
!63 = !{i32 7, !"frame-pointer", i32 2}
!64 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!65 = !DILocation(line: 59, column: 5, scope: !2)
!66 = !DILocation(line: 60, column: 5, scope: !2)
!67 = !DILocation(line: 61, column: 5, scope: !2)
!68 = !DILocation(line: 62, column: 5, scope: !2)
!69 = !DILocalVariable(name: "cur", scope: !2, file: !3, line: 63, type: !70)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 192, elements: !72)
!72 = !{!53}
!73 = !DILocation(line: 63, column: 20, scope: !2)
!74 = !DILocalVariable(name: "nxt", scope: !2, file: !3, line: 63, type: !70)
!75 = !DILocation(line: 63, column: 36, scope: !2)
!76 = !DILocation(line: 64, column: 49, scope: !2)
!77 = !DILocation(line: 64, column: 38, scope: !2)
!78 = !DILocation(line: 64, column: 60, scope: !2)
!79 = !DILocation(line: 64, column: 55, scope: !2)
!80 = !DILocation(line: 64, column: 5, scope: !2)
!81 = !DILocation(line: 65, column: 10, scope: !2)
!82 = !DILocation(line: 65, column: 5, scope: !2)
!83 = !DILocalVariable(name: "gen", scope: !84, file: !3, line: 66, type: !6)
!84 = distinct !DILexicalBlock(scope: !2, file: !3, line: 66, column: 5)
!85 = !DILocation(line: 66, column: 14, scope: !84)
!86 = !DILocation(line: 66, column: 10, scope: !84)
!87 = !DILocation(line: 66, column: 23, scope: !88)
!88 = distinct !DILexicalBlock(scope: !84, file: !3, line: 66, column: 5)
!89 = !DILocation(line: 66, column: 27, scope: !88)
!90 = !DILocation(line: 66, column: 5, scope: !84)
!91 = !DILocation(line: 67, column: 14, scope: !92)
!92 = distinct !DILexicalBlock(scope: !88, file: !3, line: 66, column: 41)
!93 = !DILocation(line: 67, column: 19, scope: !92)
!94 = !DILocation(line: 67, column: 9, scope: !92)
!95 = !DILocalVariable(name: "t", scope: !92, file: !3, line: 68, type: !70)
!96 = !DILocation(line: 68, column: 24, scope: !92)
!97 = !DILocation(line: 68, column: 32, scope: !92)
!98 = !DILocation(line: 69, column: 15, scope: !92)
!99 = !DILocation(line: 69, column: 13, scope: !92)
!100 = !DILocation(line: 70, column: 15, scope: !92)
!101 = !DILocation(line: 70, column: 13, scope: !92)
!102 = !DILocation(line: 71, column: 13, scope: !103)
!103 = distinct !DILexicalBlock(scope: !92, file: !3, line: 71, column: 13)
!104 = !DILocation(line: 71, column: 17, scope: !103)
!105 = !DILocation(line: 71, column: 22, scope: !103)
!106 = !DILocation(line: 71, column: 13, scope: !92)
!107 = !DILocation(line: 72, column: 47, scope: !103)
!108 = !DILocation(line: 72, column: 63, scope: !103)
!109 = !DILocation(line: 72, column: 52, scope: !103)
!110 = !DILocation(line: 72, column: 74, scope: !103)
!111 = !DILocation(line: 72, column: 69, scope: !103)
!112 = !DILocation(line: 72, column: 13, scope: !103)
!113 = !DILocation(line: 73, column: 5, scope: !92)
!114 = !DILocation(line: 66, column: 37, scope: !88)
!115 = !DILocation(line: 66, column: 5, scope: !88)
!116 = distinct !{!116, !90, !117, !118}
!117 = !DILocation(line: 73, column: 5, scope: !84)
!118 = !{!"llvm.loop.mustprogress"}
!119 = !DILocation(line: 74, column: 10, scope: !2)
!120 = !DILocation(line: 74, column: 5, scope: !2)
!121 = !DILocation(line: 75, column: 5, scope: !2)
!122 = distinct !DISubprogram(name: "put", scope: !3, file: !3, line: 49, type: !123, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !56)
!123 = !DISubroutineType(types: !124)
!124 = !{null, !70, !6, !6, !125, !6}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!126 = !DILocalVariable(name: "g", arg: 1, scope: !122, file: !3, line: 49, type: !70)
!127 = !DILocation(line: 49, column: 33, scope: !122)
!128 = !DILocalVariable(name: "y0", arg: 2, scope: !122, file: !3, line: 49, type: !6)
!129 = !DILocation(line: 49, column: 44, scope: !122)
!130 = !DILocalVariable(name: "x0", arg: 3, scope: !122, file: !3, line: 49, type: !6)
!131 = !DILocation(line: 49, column: 52, scope: !122)
!132 = !DILocalVariable(name: "pat", arg: 4, scope: !122, file: !3, line: 49, type: !125)
!133 = !DILocation(line: 49, column: 75, scope: !122)
!134 = !DILocalVariable(name: "rows", arg: 5, scope: !122, file: !3, line: 49, type: !6)
!135 = !DILocation(line: 49, column: 84, scope: !122)
!136 = !DILocalVariable(name: "y", scope: !137, file: !3, line: 50, type: !6)
!137 = distinct !DILexicalBlock(scope: !122, file: !3, line: 50, column: 5)
!138 = !DILocation(line: 50, column: 14, scope: !137)
!139 = !DILocation(line: 50, column: 10, scope: !137)
!140 = !DILocation(line: 50, column: 21, scope: !141)
!141 = distinct !DILexicalBlock(scope: !137, file: !3, line: 50, column: 5)
!142 = !DILocation(line: 50, column: 25, scope: !141)
!143 = !DILocation(line: 50, column: 23, scope: !141)
!144 = !DILocation(line: 50, column: 5, scope: !137)
!145 = !DILocalVariable(name: "x", scope: !146, file: !3, line: 51, type: !6)
!146 = distinct !DILexicalBlock(scope: !141, file: !3, line: 51, column: 9)
!147 = !DILocation(line: 51, column: 18, scope: !146)
!148 = !DILocation(line: 51, column: 14, scope: !146)
!149 = !DILocation(line: 51, column: 25, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !3, line: 51, column: 9)
!151 = !DILocation(line: 51, column: 29, scope: !150)
!152 = !DILocation(line: 51, column: 32, scope: !150)
!153 = !DILocation(line: 51, column: 9, scope: !146)
!154 = !DILocation(line: 52, column: 33, scope: !150)
!155 = !DILocation(line: 52, column: 37, scope: !150)
!156 = !DILocation(line: 52, column: 40, scope: !150)
!157 = !DILocation(line: 52, column: 43, scope: !150)
!158 = !DILocation(line: 52, column: 13, scope: !150)
!159 = !DILocation(line: 52, column: 15, scope: !150)
!160 = !DILocation(line: 52, column: 20, scope: !150)
!161 = !DILocation(line: 52, column: 18, scope: !150)
!162 = !DILocation(line: 52, column: 23, scope: !150)
!163 = !DILocation(line: 52, column: 28, scope: !150)
!164 = !DILocation(line: 52, column: 26, scope: !150)
!165 = !DILocation(line: 52, column: 31, scope: !150)
!166 = !DILocation(line: 51, column: 37, scope: !150)
!167 = !DILocation(line: 51, column: 9, scope: !150)
!168 = distinct !{!168, !153, !169, !118}
!169 = !DILocation(line: 52, column: 46, scope: !146)
!170 = !DILocation(line: 50, column: 32, scope: !141)
!171 = !DILocation(line: 50, column: 5, scope: !141)
!172 = distinct !{!172, !144, !173, !118}
!173 = !DILocation(line: 52, column: 46, scope: !137)
!174 = !DILocation(line: 53, column: 1, scope: !122)
!175 = distinct !DISubprogram(name: "population", scope: !3, file: !3, line: 23, type: !176, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !56)
!176 = !DISubroutineType(types: !177)
!177 = !{!6, !70}
!178 = !DILocalVariable(name: "g", arg: 1, scope: !175, file: !3, line: 23, type: !70)
!179 = !DILocation(line: 23, column: 39, scope: !175)
!180 = !DILocalVariable(name: "p", scope: !175, file: !3, line: 24, type: !6)
!181 = !DILocation(line: 24, column: 9, scope: !175)
!182 = !DILocalVariable(name: "y", scope: !183, file: !3, line: 25, type: !6)
!183 = distinct !DILexicalBlock(scope: !175, file: !3, line: 25, column: 5)
!184 = !DILocation(line: 25, column: 14, scope: !183)
!185 = !DILocation(line: 25, column: 10, scope: !183)
!186 = !DILocation(line: 25, column: 21, scope: !187)
!187 = distinct !DILexicalBlock(scope: !183, file: !3, line: 25, column: 5)
!188 = !DILocation(line: 25, column: 23, scope: !187)
!189 = !DILocation(line: 25, column: 5, scope: !183)
!190 = !DILocalVariable(name: "x", scope: !191, file: !3, line: 26, type: !6)
!191 = distinct !DILexicalBlock(scope: !187, file: !3, line: 26, column: 9)
!192 = !DILocation(line: 26, column: 18, scope: !191)
!193 = !DILocation(line: 26, column: 14, scope: !191)
!194 = !DILocation(line: 26, column: 25, scope: !195)
!195 = distinct !DILexicalBlock(scope: !191, file: !3, line: 26, column: 9)
!196 = !DILocation(line: 26, column: 27, scope: !195)
!197 = !DILocation(line: 26, column: 9, scope: !191)
!198 = !DILocation(line: 27, column: 18, scope: !195)
!199 = !DILocation(line: 27, column: 20, scope: !195)
!200 = !DILocation(line: 27, column: 23, scope: !195)
!201 = !DILocation(line: 27, column: 15, scope: !195)
!202 = !DILocation(line: 27, column: 13, scope: !195)
!203 = !DILocation(line: 26, column: 33, scope: !195)
!204 = !DILocation(line: 26, column: 9, scope: !195)
!205 = distinct !{!205, !197, !206, !118}
!206 = !DILocation(line: 27, column: 24, scope: !191)
!207 = !DILocation(line: 25, column: 29, scope: !187)
!208 = !DILocation(line: 25, column: 5, scope: !187)
!209 = distinct !{!209, !189, !210, !118}
!210 = !DILocation(line: 27, column: 24, scope: !183)
!211 = !DILocation(line: 28, column: 12, scope: !175)
!212 = !DILocation(line: 28, column: 5, scope: !175)
!213 = distinct !DISubprogram(name: "hash", scope: !3, file: !3, line: 31, type: !214, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !56)
!214 = !DISubroutineType(types: !215)
!215 = !{!216, !70}
!216 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!217 = !DILocalVariable(name: "g", arg: 1, scope: !213, file: !3, line: 31, type: !70)
!218 = !DILocation(line: 31, column: 38, scope: !213)
!219 = !DILocalVariable(name: "h", scope: !213, file: !3, line: 32, type: !216)
!220 = !DILocation(line: 32, column: 14, scope: !213)
!221 = !DILocalVariable(name: "y", scope: !222, file: !3, line: 33, type: !6)
!222 = distinct !DILexicalBlock(scope: !213, file: !3, line: 33, column: 5)
!223 = !DILocation(line: 33, column: 14, scope: !222)
!224 = !DILocation(line: 33, column: 10, scope: !222)
!225 = !DILocation(line: 33, column: 21, scope: !226)
!226 = distinct !DILexicalBlock(scope: !222, file: !3, line: 33, column: 5)
!227 = !DILocation(line: 33, column: 23, scope: !226)
!228 = !DILocation(line: 33, column: 5, scope: !222)
!229 = !DILocalVariable(name: "x", scope: !230, file: !3, line: 34, type: !6)
!230 = distinct !DILexicalBlock(scope: !226, file: !3, line: 34, column: 9)
!231 = !DILocation(line: 34, column: 18, scope: !230)
!232 = !DILocation(line: 34, column: 14, scope: !230)
!233 = !DILocation(line: 34, column: 25, scope: !234)
!234 = distinct !DILexicalBlock(scope: !230, file: !3, line: 34, column: 9)
!235 = !DILocation(line: 34, column: 27, scope: !234)
!236 = !DILocation(line: 34, column: 9, scope: !230)
!237 = !DILocation(line: 35, column: 18, scope: !234)
!238 = !DILocation(line: 35, column: 22, scope: !234)
!239 = !DILocation(line: 35, column: 24, scope: !234)
!240 = !DILocation(line: 35, column: 27, scope: !234)
!241 = !DILocation(line: 35, column: 20, scope: !234)
!242 = !DILocation(line: 35, column: 31, scope: !234)
!243 = !DILocation(line: 35, column: 15, scope: !234)
!244 = !DILocation(line: 35, column: 13, scope: !234)
!245 = !DILocation(line: 34, column: 33, scope: !234)
!246 = !DILocation(line: 34, column: 9, scope: !234)
!247 = distinct !{!247, !236, !248, !118}
!248 = !DILocation(line: 35, column: 33, scope: !230)
!249 = !DILocation(line: 33, column: 29, scope: !226)
!250 = !DILocation(line: 33, column: 5, scope: !226)
!251 = distinct !{!251, !228, !252, !118}
!252 = !DILocation(line: 35, column: 33, scope: !222)
!253 = !DILocation(line: 36, column: 12, scope: !213)
!254 = !DILocation(line: 36, column: 5, scope: !213)
!255 = distinct !DISubprogram(name: "show", scope: !3, file: !3, line: 39, type: !256, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !56)
!256 = !DISubroutineType(types: !257)
!257 = !{null, !70, !6}
!258 = !DILocalVariable(name: "g", arg: 1, scope: !255, file: !3, line: 39, type: !70)
!259 = !DILocation(line: 39, column: 34, scope: !255)
!260 = !DILocalVariable(name: "rows", arg: 2, scope: !255, file: !3, line: 39, type: !6)
!261 = !DILocation(line: 39, column: 45, scope: !255)
!262 = !DILocalVariable(name: "y", scope: !263, file: !3, line: 40, type: !6)
!263 = distinct !DILexicalBlock(scope: !255, file: !3, line: 40, column: 5)
!264 = !DILocation(line: 40, column: 14, scope: !263)
!265 = !DILocation(line: 40, column: 10, scope: !263)
!266 = !DILocation(line: 40, column: 21, scope: !267)
!267 = distinct !DILexicalBlock(scope: !263, file: !3, line: 40, column: 5)
!268 = !DILocation(line: 40, column: 25, scope: !267)
!269 = !DILocation(line: 40, column: 23, scope: !267)
!270 = !DILocation(line: 40, column: 5, scope: !263)
!271 = !DILocalVariable(name: "line", scope: !272, file: !3, line: 41, type: !273)
!272 = distinct !DILexicalBlock(scope: !267, file: !3, line: 40, column: 36)
!273 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 200, elements: !274)
!274 = !{!275}
!275 = !DISubrange(count: 25)
!276 = !DILocation(line: 41, column: 14, scope: !272)
!277 = !DILocalVariable(name: "x", scope: !278, file: !3, line: 42, type: !6)
!278 = distinct !DILexicalBlock(scope: !272, file: !3, line: 42, column: 9)
!279 = !DILocation(line: 42, column: 18, scope: !278)
!280 = !DILocation(line: 42, column: 14, scope: !278)
!281 = !DILocation(line: 42, column: 25, scope: !282)
!282 = distinct !DILexicalBlock(scope: !278, file: !3, line: 42, column: 9)
!283 = !DILocation(line: 42, column: 27, scope: !282)
!284 = !DILocation(line: 42, column: 9, scope: !278)
!285 = !DILocation(line: 43, column: 23, scope: !282)
!286 = !DILocation(line: 43, column: 25, scope: !282)
!287 = !DILocation(line: 43, column: 28, scope: !282)
!288 = !DILocation(line: 43, column: 18, scope: !282)
!289 = !DILocation(line: 43, column: 13, scope: !282)
!290 = !DILocation(line: 43, column: 21, scope: !282)
!291 = !DILocation(line: 42, column: 33, scope: !282)
!292 = !DILocation(line: 42, column: 9, scope: !282)
!293 = distinct !{!293, !284, !294, !118}
!294 = !DILocation(line: 43, column: 39, scope: !278)
!295 = !DILocation(line: 44, column: 9, scope: !272)
!296 = !DILocation(line: 44, column: 17, scope: !272)
!297 = !DILocation(line: 45, column: 14, scope: !272)
!298 = !DILocation(line: 45, column: 9, scope: !272)
!299 = !DILocation(line: 46, column: 5, scope: !272)
!300 = !DILocation(line: 40, column: 32, scope: !267)
!301 = !DILocation(line: 40, column: 5, scope: !267)
!302 = distinct !{!302, !270, !303, !118}
!303 = !DILocation(line: 46, column: 5, scope: !263)
!304 = !DILocation(line: 47, column: 1, scope: !255)
!305 = distinct !DISubprogram(name: "step", scope: !3, file: !3, line: 11, type: !306, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !56)
!306 = !DISubroutineType(types: !307)
!307 = !{null, !70, !70}
!308 = !DILocalVariable(name: "src", arg: 1, scope: !305, file: !3, line: 11, type: !70)
!309 = !DILocation(line: 11, column: 34, scope: !305)
!310 = !DILocalVariable(name: "dst", arg: 2, scope: !305, file: !3, line: 11, type: !70)
!311 = !DILocation(line: 11, column: 59, scope: !305)
!312 = !DILocalVariable(name: "y", scope: !313, file: !3, line: 12, type: !6)
!313 = distinct !DILexicalBlock(scope: !305, file: !3, line: 12, column: 5)
!314 = !DILocation(line: 12, column: 14, scope: !313)
!315 = !DILocation(line: 12, column: 10, scope: !313)
!316 = !DILocation(line: 12, column: 21, scope: !317)
!317 = distinct !DILexicalBlock(scope: !313, file: !3, line: 12, column: 5)
!318 = !DILocation(line: 12, column: 23, scope: !317)
!319 = !DILocation(line: 12, column: 5, scope: !313)
!320 = !DILocalVariable(name: "x", scope: !321, file: !3, line: 13, type: !6)
!321 = distinct !DILexicalBlock(scope: !317, file: !3, line: 13, column: 9)
!322 = !DILocation(line: 13, column: 18, scope: !321)
!323 = !DILocation(line: 13, column: 14, scope: !321)
!324 = !DILocation(line: 13, column: 25, scope: !325)
!325 = distinct !DILexicalBlock(scope: !321, file: !3, line: 13, column: 9)
!326 = !DILocation(line: 13, column: 27, scope: !325)
!327 = !DILocation(line: 13, column: 9, scope: !321)
!328 = !DILocalVariable(name: "n", scope: !329, file: !3, line: 14, type: !6)
!329 = distinct !DILexicalBlock(scope: !325, file: !3, line: 13, column: 37)
!330 = !DILocation(line: 14, column: 17, scope: !329)
!331 = !DILocalVariable(name: "dy", scope: !332, file: !3, line: 15, type: !6)
!332 = distinct !DILexicalBlock(scope: !329, file: !3, line: 15, column: 13)
!333 = !DILocation(line: 15, column: 22, scope: !332)
!334 = !DILocation(line: 15, column: 18, scope: !332)
!335 = !DILocation(line: 15, column: 31, scope: !336)
!336 = distinct !DILexicalBlock(scope: !332, file: !3, line: 15, column: 13)
!337 = !DILocation(line: 15, column: 34, scope: !336)
!338 = !DILocation(line: 15, column: 13, scope: !332)
!339 = !DILocalVariable(name: "dx", scope: !340, file: !3, line: 16, type: !6)
!340 = distinct !DILexicalBlock(scope: !336, file: !3, line: 16, column: 17)
!341 = !DILocation(line: 16, column: 26, scope: !340)
!342 = !DILocation(line: 16, column: 22, scope: !340)
!343 = !DILocation(line: 16, column: 35, scope: !344)
!344 = distinct !DILexicalBlock(scope: !340, file: !3, line: 16, column: 17)
!345 = !DILocation(line: 16, column: 38, scope: !344)
!346 = !DILocation(line: 16, column: 17, scope: !340)
!347 = !DILocation(line: 17, column: 25, scope: !348)
!348 = distinct !DILexicalBlock(scope: !344, file: !3, line: 17, column: 25)
!349 = !DILocation(line: 17, column: 28, scope: !348)
!350 = !DILocation(line: 17, column: 31, scope: !348)
!351 = !DILocation(line: 17, column: 25, scope: !344)
!352 = !DILocation(line: 18, column: 30, scope: !348)
!353 = !DILocation(line: 18, column: 35, scope: !348)
!354 = !DILocation(line: 18, column: 39, scope: !348)
!355 = !DILocation(line: 18, column: 37, scope: !348)
!356 = !DILocation(line: 18, column: 42, scope: !348)
!357 = !DILocation(line: 18, column: 47, scope: !348)
!358 = !DILocation(line: 18, column: 53, scope: !348)
!359 = !DILocation(line: 18, column: 57, scope: !348)
!360 = !DILocation(line: 18, column: 55, scope: !348)
!361 = !DILocation(line: 18, column: 60, scope: !348)
!362 = !DILocation(line: 18, column: 65, scope: !348)
!363 = !DILocation(line: 18, column: 27, scope: !348)
!364 = !DILocation(line: 18, column: 25, scope: !348)
!365 = !DILocation(line: 16, column: 46, scope: !344)
!366 = !DILocation(line: 16, column: 17, scope: !344)
!367 = distinct !{!367, !346, !368, !118}
!368 = !DILocation(line: 18, column: 68, scope: !340)
!369 = !DILocation(line: 15, column: 42, scope: !336)
!370 = !DILocation(line: 15, column: 13, scope: !336)
!371 = distinct !{!371, !338, !372, !118}
!372 = !DILocation(line: 18, column: 68, scope: !332)
!373 = !DILocation(line: 19, column: 41, scope: !329)
!374 = !DILocation(line: 19, column: 43, scope: !329)
!375 = !DILocation(line: 19, column: 48, scope: !329)
!376 = !DILocation(line: 19, column: 52, scope: !329)
!377 = !DILocation(line: 19, column: 54, scope: !329)
!378 = !DILocation(line: 19, column: 59, scope: !329)
!379 = !DILocation(line: 19, column: 62, scope: !329)
!380 = !DILocation(line: 19, column: 66, scope: !329)
!381 = !DILocation(line: 19, column: 69, scope: !329)
!382 = !DILocation(line: 0, scope: !329)
!383 = !DILocation(line: 19, column: 25, scope: !329)
!384 = !DILocation(line: 19, column: 13, scope: !329)
!385 = !DILocation(line: 19, column: 17, scope: !329)
!386 = !DILocation(line: 19, column: 20, scope: !329)
!387 = !DILocation(line: 19, column: 23, scope: !329)
!388 = !DILocation(line: 20, column: 9, scope: !329)
!389 = !DILocation(line: 13, column: 33, scope: !325)
!390 = !DILocation(line: 13, column: 9, scope: !325)
!391 = distinct !{!391, !327, !392, !118}
!392 = !DILocation(line: 20, column: 9, scope: !321)
!393 = !DILocation(line: 12, column: 29, scope: !317)
!394 = !DILocation(line: 12, column: 5, scope: !317)
!395 = distinct !{!395, !319, !396, !118}
!396 = !DILocation(line: 20, column: 9, scope: !313)
!397 = !DILocation(line: 21, column: 1, scope: !305)
