; ModuleID = 'float_1006.c'
source_filename = "float_1006.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@g_3 = internal global i32 -1509097384, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !13
@g_11 = internal global i64 -5, align 8, !dbg !55
@.str.2 = private unnamed_addr constant [5 x i8] c"g_11\00", align 1, !dbg !18
@g_12 = internal global float -2.125000e+00, align 4, !dbg !61
@.str.3 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1, !dbg !23
@g_13 = internal global i16 -1, align 2, !dbg !65
@.str.4 = private unnamed_addr constant [5 x i8] c"g_13\00", align 1, !dbg !25
@g_14 = internal global [9 x i16] [i16 2018, i16 2018, i16 2018, i16 2018, i16 2018, i16 2018, i16 2018, i16 2018, i16 2018], align 16, !dbg !71
@.str.5 = private unnamed_addr constant [8 x i8] c"g_14[i]\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !32
@g_17 = internal global [5 x i8] c"\F7\F7\F7\F7\F7", align 1, !dbg !79
@.str.7 = private unnamed_addr constant [8 x i8] c"g_17[i]\00", align 1, !dbg !37
@crc32_context = internal global i32 -1, align 4, !dbg !91
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !39
@.str.8 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !50
@.str.9 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !85

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !104 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !110, !DIExpression(), !111)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !112, !DIExpression(), !113)
    #dbg_declare(ptr %6, !114, !DIExpression(), !115)
    #dbg_declare(ptr %7, !116, !DIExpression(), !117)
  store i32 0, ptr %7, align 4, !dbg !117
  %8 = load i32, ptr %4, align 4, !dbg !118
  %9 = icmp eq i32 %8, 2, !dbg !120
  br i1 %9, label %10, label %17, !dbg !121

10:                                               ; preds = %2
  %11 = load ptr, ptr %5, align 8, !dbg !122
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !122
  %13 = load ptr, ptr %12, align 8, !dbg !122
  %14 = call i32 @strcmp(ptr noundef %13, ptr noundef @.str) #3, !dbg !123
  %15 = icmp eq i32 %14, 0, !dbg !124
  br i1 %15, label %16, label %17, !dbg !125

16:                                               ; preds = %10
  store i32 1, ptr %7, align 4, !dbg !126
  br label %17, !dbg !127

17:                                               ; preds = %16, %10, %2
  call void @platform_main_begin(), !dbg !128
  call void @crc32_gentab(), !dbg !129
  %18 = call i32 @func_1(), !dbg !130
  %19 = load i32, ptr @g_3, align 4, !dbg !131
  %20 = sext i32 %19 to i64, !dbg !131
  %21 = load i32, ptr %7, align 4, !dbg !132
  call void @transparent_crc(i64 noundef %20, ptr noundef @.str.1, i32 noundef %21), !dbg !133
  %22 = load i64, ptr @g_11, align 8, !dbg !134
  %23 = load i32, ptr %7, align 4, !dbg !135
  call void @transparent_crc(i64 noundef %22, ptr noundef @.str.2, i32 noundef %23), !dbg !136
  %24 = load i32, ptr %7, align 4, !dbg !137
  call void @transparent_crc_bytes(ptr noundef @g_12, i32 noundef 4, ptr noundef @.str.3, i32 noundef %24), !dbg !138
  %25 = load volatile i16, ptr @g_13, align 2, !dbg !139
  %26 = sext i16 %25 to i64, !dbg !139
  %27 = load i32, ptr %7, align 4, !dbg !140
  call void @transparent_crc(i64 noundef %26, ptr noundef @.str.4, i32 noundef %27), !dbg !141
  store i32 0, ptr %6, align 4, !dbg !142
  br label %28, !dbg !144

28:                                               ; preds = %44, %17
  %29 = load i32, ptr %6, align 4, !dbg !145
  %30 = icmp slt i32 %29, 9, !dbg !147
  br i1 %30, label %31, label %47, !dbg !148

31:                                               ; preds = %28
  %32 = load i32, ptr %6, align 4, !dbg !149
  %33 = sext i32 %32 to i64, !dbg !151
  %34 = getelementptr inbounds [9 x i16], ptr @g_14, i64 0, i64 %33, !dbg !151
  %35 = load i16, ptr %34, align 2, !dbg !151
  %36 = zext i16 %35 to i64, !dbg !151
  %37 = load i32, ptr %7, align 4, !dbg !152
  call void @transparent_crc(i64 noundef %36, ptr noundef @.str.5, i32 noundef %37), !dbg !153
  %38 = load i32, ptr %7, align 4, !dbg !154
  %39 = icmp ne i32 %38, 0, !dbg !154
  br i1 %39, label %40, label %43, !dbg !156

40:                                               ; preds = %31
  %41 = load i32, ptr %6, align 4, !dbg !157
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %41), !dbg !158
  br label %43, !dbg !158

43:                                               ; preds = %40, %31
  br label %44, !dbg !159

44:                                               ; preds = %43
  %45 = load i32, ptr %6, align 4, !dbg !160
  %46 = add nsw i32 %45, 1, !dbg !160
  store i32 %46, ptr %6, align 4, !dbg !160
  br label %28, !dbg !161, !llvm.loop !162

47:                                               ; preds = %28
  store i32 0, ptr %6, align 4, !dbg !165
  br label %48, !dbg !167

48:                                               ; preds = %64, %47
  %49 = load i32, ptr %6, align 4, !dbg !168
  %50 = icmp slt i32 %49, 5, !dbg !170
  br i1 %50, label %51, label %67, !dbg !171

51:                                               ; preds = %48
  %52 = load i32, ptr %6, align 4, !dbg !172
  %53 = sext i32 %52 to i64, !dbg !174
  %54 = getelementptr inbounds [5 x i8], ptr @g_17, i64 0, i64 %53, !dbg !174
  %55 = load i8, ptr %54, align 1, !dbg !174
  %56 = zext i8 %55 to i64, !dbg !174
  %57 = load i32, ptr %7, align 4, !dbg !175
  call void @transparent_crc(i64 noundef %56, ptr noundef @.str.7, i32 noundef %57), !dbg !176
  %58 = load i32, ptr %7, align 4, !dbg !177
  %59 = icmp ne i32 %58, 0, !dbg !177
  br i1 %59, label %60, label %63, !dbg !179

60:                                               ; preds = %51
  %61 = load i32, ptr %6, align 4, !dbg !180
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %61), !dbg !181
  br label %63, !dbg !181

63:                                               ; preds = %60, %51
  br label %64, !dbg !182

64:                                               ; preds = %63
  %65 = load i32, ptr %6, align 4, !dbg !183
  %66 = add nsw i32 %65, 1, !dbg !183
  store i32 %66, ptr %6, align 4, !dbg !183
  br label %48, !dbg !184, !llvm.loop !185

67:                                               ; preds = %48
  %68 = load i32, ptr @crc32_context, align 4, !dbg !187
  %69 = zext i32 %68 to i64, !dbg !187
  %70 = xor i64 %69, 4294967295, !dbg !188
  %71 = trunc i64 %70 to i32, !dbg !187
  %72 = load i32, ptr %7, align 4, !dbg !189
  call void @platform_main_end(i32 noundef %71, i32 noundef %72), !dbg !190
  ret i32 0, !dbg !191
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !192 {
  ret void, !dbg !195
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !196 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !197, !DIExpression(), !198)
    #dbg_declare(ptr %2, !199, !DIExpression(), !201)
  store i32 -306674912, ptr %2, align 4, !dbg !201
    #dbg_declare(ptr %3, !202, !DIExpression(), !203)
    #dbg_declare(ptr %4, !204, !DIExpression(), !205)
  store i32 0, ptr %3, align 4, !dbg !206
  br label %5, !dbg !208

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !209
  %7 = icmp slt i32 %6, 256, !dbg !211
  br i1 %7, label %8, label %36, !dbg !212

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !213
  store i32 %9, ptr %1, align 4, !dbg !215
  store i32 8, ptr %4, align 4, !dbg !216
  br label %10, !dbg !218

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !219
  %12 = icmp sgt i32 %11, 0, !dbg !221
  br i1 %12, label %13, label %28, !dbg !222

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !223
  %15 = and i32 %14, 1, !dbg !226
  %16 = icmp ne i32 %15, 0, !dbg !226
  br i1 %16, label %17, label %21, !dbg !227

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !228
  %19 = lshr i32 %18, 1, !dbg !230
  %20 = xor i32 %19, -306674912, !dbg !231
  store i32 %20, ptr %1, align 4, !dbg !232
  br label %24, !dbg !233

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !234
  %23 = lshr i32 %22, 1, !dbg !234
  store i32 %23, ptr %1, align 4, !dbg !234
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !236

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !237
  %27 = add nsw i32 %26, -1, !dbg !237
  store i32 %27, ptr %4, align 4, !dbg !237
  br label %10, !dbg !238, !llvm.loop !239

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !241
  %30 = load i32, ptr %3, align 4, !dbg !242
  %31 = sext i32 %30 to i64, !dbg !243
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !243
  store i32 %29, ptr %32, align 4, !dbg !244
  br label %33, !dbg !245

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !246
  %35 = add nsw i32 %34, 1, !dbg !246
  store i32 %35, ptr %3, align 4, !dbg !246
  br label %5, !dbg !247, !llvm.loop !248

36:                                               ; preds = %5
  ret void, !dbg !250
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_1() #0 !dbg !251 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [9 x [7 x ptr]], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
    #dbg_declare(ptr %1, !254, !DIExpression(), !256)
  store ptr @g_3, ptr %1, align 8, !dbg !256
    #dbg_declare(ptr %2, !257, !DIExpression(), !258)
  store ptr @g_3, ptr %2, align 8, !dbg !258
    #dbg_declare(ptr %3, !259, !DIExpression(), !260)
  store i32 1676206520, ptr %3, align 4, !dbg !260
    #dbg_declare(ptr %4, !261, !DIExpression(), !262)
  store ptr @g_3, ptr %4, align 8, !dbg !262
    #dbg_declare(ptr %5, !263, !DIExpression(), !264)
  store ptr %3, ptr %5, align 8, !dbg !264
    #dbg_declare(ptr %6, !265, !DIExpression(), !266)
  store ptr %3, ptr %6, align 8, !dbg !266
    #dbg_declare(ptr %7, !267, !DIExpression(), !271)
  store ptr null, ptr %7, align 8, !dbg !272
  %11 = getelementptr inbounds ptr, ptr %7, i64 1, !dbg !272
  store ptr null, ptr %11, align 8, !dbg !272
  %12 = getelementptr inbounds ptr, ptr %7, i64 2, !dbg !272
  store ptr @g_3, ptr %12, align 8, !dbg !272
  %13 = getelementptr inbounds ptr, ptr %7, i64 3, !dbg !272
  store ptr null, ptr %13, align 8, !dbg !272
  %14 = getelementptr inbounds ptr, ptr %7, i64 4, !dbg !272
  store ptr null, ptr %14, align 8, !dbg !272
  %15 = getelementptr inbounds ptr, ptr %7, i64 5, !dbg !272
  store ptr %3, ptr %15, align 8, !dbg !272
  %16 = getelementptr inbounds ptr, ptr %7, i64 6, !dbg !272
  store ptr %3, ptr %16, align 8, !dbg !272
  %17 = getelementptr inbounds [7 x ptr], ptr %7, i64 1, !dbg !273
  store ptr @g_3, ptr %17, align 8, !dbg !274
  %18 = getelementptr inbounds ptr, ptr %17, i64 1, !dbg !274
  store ptr %3, ptr %18, align 8, !dbg !274
  %19 = getelementptr inbounds ptr, ptr %17, i64 2, !dbg !274
  store ptr %3, ptr %19, align 8, !dbg !274
  %20 = getelementptr inbounds ptr, ptr %17, i64 3, !dbg !274
  store ptr null, ptr %20, align 8, !dbg !274
  %21 = getelementptr inbounds ptr, ptr %17, i64 4, !dbg !274
  store ptr null, ptr %21, align 8, !dbg !274
  %22 = getelementptr inbounds ptr, ptr %17, i64 5, !dbg !274
  store ptr @g_3, ptr %22, align 8, !dbg !274
  %23 = getelementptr inbounds ptr, ptr %17, i64 6, !dbg !274
  store ptr %3, ptr %23, align 8, !dbg !274
  %24 = getelementptr inbounds [7 x ptr], ptr %7, i64 2, !dbg !273
  store ptr %3, ptr %24, align 8, !dbg !275
  %25 = getelementptr inbounds ptr, ptr %24, i64 1, !dbg !275
  store ptr %3, ptr %25, align 8, !dbg !275
  %26 = getelementptr inbounds ptr, ptr %24, i64 2, !dbg !275
  store ptr @g_3, ptr %26, align 8, !dbg !275
  %27 = getelementptr inbounds ptr, ptr %24, i64 3, !dbg !275
  store ptr %3, ptr %27, align 8, !dbg !275
  %28 = getelementptr inbounds ptr, ptr %24, i64 4, !dbg !275
  store ptr null, ptr %28, align 8, !dbg !275
  %29 = getelementptr inbounds ptr, ptr %24, i64 5, !dbg !275
  store ptr @g_3, ptr %29, align 8, !dbg !275
  %30 = getelementptr inbounds ptr, ptr %24, i64 6, !dbg !275
  store ptr %3, ptr %30, align 8, !dbg !275
  %31 = getelementptr inbounds [7 x ptr], ptr %7, i64 3, !dbg !273
  store ptr @g_3, ptr %31, align 8, !dbg !276
  %32 = getelementptr inbounds ptr, ptr %31, i64 1, !dbg !276
  store ptr %3, ptr %32, align 8, !dbg !276
  %33 = getelementptr inbounds ptr, ptr %31, i64 2, !dbg !276
  store ptr null, ptr %33, align 8, !dbg !276
  %34 = getelementptr inbounds ptr, ptr %31, i64 3, !dbg !276
  store ptr null, ptr %34, align 8, !dbg !276
  %35 = getelementptr inbounds ptr, ptr %31, i64 4, !dbg !276
  store ptr %3, ptr %35, align 8, !dbg !276
  %36 = getelementptr inbounds ptr, ptr %31, i64 5, !dbg !276
  store ptr @g_3, ptr %36, align 8, !dbg !276
  %37 = getelementptr inbounds ptr, ptr %31, i64 6, !dbg !276
  store ptr %3, ptr %37, align 8, !dbg !276
  %38 = getelementptr inbounds [7 x ptr], ptr %7, i64 4, !dbg !273
  store ptr @g_3, ptr %38, align 8, !dbg !277
  %39 = getelementptr inbounds ptr, ptr %38, i64 1, !dbg !277
  store ptr null, ptr %39, align 8, !dbg !277
  %40 = getelementptr inbounds ptr, ptr %38, i64 2, !dbg !277
  store ptr %3, ptr %40, align 8, !dbg !277
  %41 = getelementptr inbounds ptr, ptr %38, i64 3, !dbg !277
  store ptr @g_3, ptr %41, align 8, !dbg !277
  %42 = getelementptr inbounds ptr, ptr %38, i64 4, !dbg !277
  store ptr @g_3, ptr %42, align 8, !dbg !277
  %43 = getelementptr inbounds ptr, ptr %38, i64 5, !dbg !277
  store ptr null, ptr %43, align 8, !dbg !277
  %44 = getelementptr inbounds ptr, ptr %38, i64 6, !dbg !277
  store ptr @g_3, ptr %44, align 8, !dbg !277
  %45 = getelementptr inbounds [7 x ptr], ptr %7, i64 5, !dbg !273
  store ptr %3, ptr %45, align 8, !dbg !278
  %46 = getelementptr inbounds ptr, ptr %45, i64 1, !dbg !278
  store ptr @g_3, ptr %46, align 8, !dbg !278
  %47 = getelementptr inbounds ptr, ptr %45, i64 2, !dbg !278
  store ptr %3, ptr %47, align 8, !dbg !278
  %48 = getelementptr inbounds ptr, ptr %45, i64 3, !dbg !278
  store ptr @g_3, ptr %48, align 8, !dbg !278
  %49 = getelementptr inbounds ptr, ptr %45, i64 4, !dbg !278
  store ptr %3, ptr %49, align 8, !dbg !278
  %50 = getelementptr inbounds ptr, ptr %45, i64 5, !dbg !278
  store ptr null, ptr %50, align 8, !dbg !278
  %51 = getelementptr inbounds ptr, ptr %45, i64 6, !dbg !278
  store ptr %3, ptr %51, align 8, !dbg !278
  %52 = getelementptr inbounds [7 x ptr], ptr %7, i64 6, !dbg !273
  store ptr null, ptr %52, align 8, !dbg !279
  %53 = getelementptr inbounds ptr, ptr %52, i64 1, !dbg !279
  store ptr %3, ptr %53, align 8, !dbg !279
  %54 = getelementptr inbounds ptr, ptr %52, i64 2, !dbg !279
  store ptr %3, ptr %54, align 8, !dbg !279
  %55 = getelementptr inbounds ptr, ptr %52, i64 3, !dbg !279
  store ptr %3, ptr %55, align 8, !dbg !279
  %56 = getelementptr inbounds ptr, ptr %52, i64 4, !dbg !279
  store ptr @g_3, ptr %56, align 8, !dbg !279
  %57 = getelementptr inbounds ptr, ptr %52, i64 5, !dbg !279
  store ptr @g_3, ptr %57, align 8, !dbg !279
  %58 = getelementptr inbounds ptr, ptr %52, i64 6, !dbg !279
  store ptr %3, ptr %58, align 8, !dbg !279
  %59 = getelementptr inbounds [7 x ptr], ptr %7, i64 7, !dbg !273
  store ptr %3, ptr %59, align 8, !dbg !280
  %60 = getelementptr inbounds ptr, ptr %59, i64 1, !dbg !280
  store ptr null, ptr %60, align 8, !dbg !280
  %61 = getelementptr inbounds ptr, ptr %59, i64 2, !dbg !280
  store ptr %3, ptr %61, align 8, !dbg !280
  %62 = getelementptr inbounds ptr, ptr %59, i64 3, !dbg !280
  store ptr %3, ptr %62, align 8, !dbg !280
  %63 = getelementptr inbounds ptr, ptr %59, i64 4, !dbg !280
  store ptr @g_3, ptr %63, align 8, !dbg !280
  %64 = getelementptr inbounds ptr, ptr %59, i64 5, !dbg !280
  store ptr %3, ptr %64, align 8, !dbg !280
  %65 = getelementptr inbounds ptr, ptr %59, i64 6, !dbg !280
  store ptr null, ptr %65, align 8, !dbg !280
  %66 = getelementptr inbounds [7 x ptr], ptr %7, i64 8, !dbg !273
  store ptr %3, ptr %66, align 8, !dbg !281
  %67 = getelementptr inbounds ptr, ptr %66, i64 1, !dbg !281
  store ptr @g_3, ptr %67, align 8, !dbg !281
  %68 = getelementptr inbounds ptr, ptr %66, i64 2, !dbg !281
  store ptr %3, ptr %68, align 8, !dbg !281
  %69 = getelementptr inbounds ptr, ptr %66, i64 3, !dbg !281
  store ptr @g_3, ptr %69, align 8, !dbg !281
  %70 = getelementptr inbounds ptr, ptr %66, i64 4, !dbg !281
  store ptr @g_3, ptr %70, align 8, !dbg !281
  %71 = getelementptr inbounds ptr, ptr %66, i64 5, !dbg !281
  store ptr %3, ptr %71, align 8, !dbg !281
  %72 = getelementptr inbounds ptr, ptr %66, i64 6, !dbg !281
  store ptr %3, ptr %72, align 8, !dbg !281
    #dbg_declare(ptr %8, !282, !DIExpression(), !283)
  store i32 170005797, ptr %8, align 4, !dbg !283
    #dbg_declare(ptr %9, !284, !DIExpression(), !285)
    #dbg_declare(ptr %10, !286, !DIExpression(), !287)
  %73 = load i16, ptr getelementptr inbounds ([9 x i16], ptr @g_14, i64 0, i64 5), align 2, !dbg !288
  %74 = add i16 %73, -1, !dbg !288
  store i16 %74, ptr getelementptr inbounds ([9 x i16], ptr @g_14, i64 0, i64 5), align 2, !dbg !288
  %75 = load i8, ptr getelementptr inbounds ([5 x i8], ptr @g_17, i64 0, i64 2), align 1, !dbg !289
  %76 = add i8 %75, -1, !dbg !289
  store i8 %76, ptr getelementptr inbounds ([5 x i8], ptr @g_17, i64 0, i64 2), align 1, !dbg !289
  %77 = load i32, ptr @g_3, align 4, !dbg !290
  ret i32 %77, !dbg !291
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !292 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !298, !DIExpression(), !299)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !300, !DIExpression(), !301)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !302, !DIExpression(), !303)
  %7 = load i64, ptr %4, align 8, !dbg !304
  call void @crc32_8bytes(i64 noundef %7), !dbg !305
  %8 = load i32, ptr %6, align 4, !dbg !306
  %9 = icmp ne i32 %8, 0, !dbg !306
  br i1 %9, label %10, label %16, !dbg !308

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !309
  %12 = load i32, ptr @crc32_context, align 4, !dbg !311
  %13 = zext i32 %12 to i64, !dbg !311
  %14 = xor i64 %13, 4294967295, !dbg !312
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %11, i64 noundef %14), !dbg !313
  br label %16, !dbg !314

16:                                               ; preds = %10, %3
  ret void, !dbg !315
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc_bytes(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !316 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !319, !DIExpression(), !320)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !321, !DIExpression(), !322)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !323, !DIExpression(), !324)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !325, !DIExpression(), !326)
    #dbg_declare(ptr %9, !327, !DIExpression(), !328)
  store i32 0, ptr %9, align 4, !dbg !329
  br label %10, !dbg !331

10:                                               ; preds = %20, %4
  %11 = load i32, ptr %9, align 4, !dbg !332
  %12 = load i32, ptr %6, align 4, !dbg !334
  %13 = icmp slt i32 %11, %12, !dbg !335
  br i1 %13, label %14, label %23, !dbg !336

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8, !dbg !337
  %16 = load i32, ptr %9, align 4, !dbg !339
  %17 = sext i32 %16 to i64, !dbg !337
  %18 = getelementptr inbounds i8, ptr %15, i64 %17, !dbg !337
  %19 = load i8, ptr %18, align 1, !dbg !337
  call void @crc32_byte(i8 noundef zeroext %19), !dbg !340
  br label %20, !dbg !341

20:                                               ; preds = %14
  %21 = load i32, ptr %9, align 4, !dbg !342
  %22 = add nsw i32 %21, 1, !dbg !342
  store i32 %22, ptr %9, align 4, !dbg !342
  br label %10, !dbg !343, !llvm.loop !344

23:                                               ; preds = %10
  %24 = load i32, ptr %8, align 4, !dbg !346
  %25 = icmp ne i32 %24, 0, !dbg !346
  br i1 %25, label %26, label %32, !dbg !348

26:                                               ; preds = %23
  %27 = load ptr, ptr %7, align 8, !dbg !349
  %28 = load i32, ptr @crc32_context, align 4, !dbg !351
  %29 = zext i32 %28 to i64, !dbg !351
  %30 = xor i64 %29, 4294967295, !dbg !352
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %27, i64 noundef %30), !dbg !353
  br label %32, !dbg !354

32:                                               ; preds = %26, %23
  ret void, !dbg !355
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !356 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !359, !DIExpression(), !360)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !361, !DIExpression(), !362)
  %5 = load i32, ptr %3, align 4, !dbg !363
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %5), !dbg !364
  ret void, !dbg !365
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !366 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !369, !DIExpression(), !370)
  %3 = load i64, ptr %2, align 8, !dbg !371
  %4 = lshr i64 %3, 0, !dbg !372
  %5 = and i64 %4, 255, !dbg !373
  %6 = trunc i64 %5 to i8, !dbg !374
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !375
  %7 = load i64, ptr %2, align 8, !dbg !376
  %8 = lshr i64 %7, 8, !dbg !377
  %9 = and i64 %8, 255, !dbg !378
  %10 = trunc i64 %9 to i8, !dbg !379
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !380
  %11 = load i64, ptr %2, align 8, !dbg !381
  %12 = lshr i64 %11, 16, !dbg !382
  %13 = and i64 %12, 255, !dbg !383
  %14 = trunc i64 %13 to i8, !dbg !384
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !385
  %15 = load i64, ptr %2, align 8, !dbg !386
  %16 = lshr i64 %15, 24, !dbg !387
  %17 = and i64 %16, 255, !dbg !388
  %18 = trunc i64 %17 to i8, !dbg !389
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !390
  %19 = load i64, ptr %2, align 8, !dbg !391
  %20 = lshr i64 %19, 32, !dbg !392
  %21 = and i64 %20, 255, !dbg !393
  %22 = trunc i64 %21 to i8, !dbg !394
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !395
  %23 = load i64, ptr %2, align 8, !dbg !396
  %24 = lshr i64 %23, 40, !dbg !397
  %25 = and i64 %24, 255, !dbg !398
  %26 = trunc i64 %25 to i8, !dbg !399
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !400
  %27 = load i64, ptr %2, align 8, !dbg !401
  %28 = lshr i64 %27, 48, !dbg !402
  %29 = and i64 %28, 255, !dbg !403
  %30 = trunc i64 %29 to i8, !dbg !404
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !405
  %31 = load i64, ptr %2, align 8, !dbg !406
  %32 = lshr i64 %31, 56, !dbg !407
  %33 = and i64 %32, 255, !dbg !408
  %34 = trunc i64 %33 to i8, !dbg !409
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !410
  ret void, !dbg !411
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !412 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !415, !DIExpression(), !416)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !417
  %4 = lshr i32 %3, 8, !dbg !418
  %5 = and i32 %4, 16777215, !dbg !419
  %6 = load i32, ptr @crc32_context, align 4, !dbg !420
  %7 = load i8, ptr %2, align 1, !dbg !421
  %8 = zext i8 %7 to i32, !dbg !421
  %9 = xor i32 %6, %8, !dbg !422
  %10 = and i32 %9, 255, !dbg !423
  %11 = zext i32 %10 to i64, !dbg !424
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !424
  %13 = load i32, ptr %12, align 4, !dbg !424
  %14 = xor i32 %5, %13, !dbg !425
  store i32 %14, ptr @crc32_context, align 4, !dbg !426
  ret void, !dbg !427
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!96, !97, !98, !99, !100, !101, !102}
!llvm.ident = !{!103}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_1006.c", directory: ".", checksumkind: CSK_MD5, checksum: "77b5632ab2b0ffa301c4527abcccbba0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_3", scope: !9, file: !2, line: 19, type: !93, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !{!0, !13, !18, !23, !25, !27, !32, !37, !39, !50, !7, !55, !61, !65, !71, !79, !85, !91}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 4)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 5)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !20, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !20, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 14)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !29, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !41, line: 47, type: !42, isLocal: true, isDefinition: true)
!41 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 8192, elements: !48)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !44, line: 26, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !46, line: 42, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!47 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!48 = !{!49}
!49 = !DISubrange(count: 256)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !41, line: 114, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 36)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "g_11", scope: !9, file: !2, line: 20, type: !57, isLocal: true, isDefinition: true)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !58, line: 27, baseType: !59)
!58 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !46, line: 44, baseType: !60)
!60 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "g_12", scope: !9, file: !2, line: 21, type: !63, isLocal: true, isDefinition: true)
!63 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !64)
!64 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "g_13", scope: !9, file: !2, line: 22, type: !67, isLocal: true, isDefinition: true)
!67 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !58, line: 25, baseType: !69)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !46, line: 39, baseType: !70)
!70 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "g_14", scope: !9, file: !2, line: 23, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 144, elements: !77)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !44, line: 25, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !46, line: 40, baseType: !76)
!76 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!77 = !{!78}
!78 = !DISubrange(count: 9)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "g_17", scope: !9, file: !2, line: 24, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 40, elements: !21)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !44, line: 24, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !46, line: 38, baseType: !84)
!84 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !87, line: 56, type: !88, isLocal: true, isDefinition: true)
!87 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 15)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !41, line: 48, type: !43, isLocal: true, isDefinition: true)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !58, line: 26, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !46, line: 41, baseType: !95)
!95 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!96 = !{i32 7, !"Dwarf Version", i32 5}
!97 = !{i32 2, !"Debug Info Version", i32 3}
!98 = !{i32 1, !"wchar_size", i32 4}
!99 = !{i32 8, !"PIC Level", i32 2}
!100 = !{i32 7, !"PIE Level", i32 2}
!101 = !{i32 7, !"uwtable", i32 2}
!102 = !{i32 7, !"frame-pointer", i32 2}
!103 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!104 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 57, type: !105, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !109)
!105 = !DISubroutineType(types: !106)
!106 = !{!95, !95, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!109 = !{}
!110 = !DILocalVariable(name: "argc", arg: 1, scope: !104, file: !2, line: 57, type: !95)
!111 = !DILocation(line: 57, column: 15, scope: !104)
!112 = !DILocalVariable(name: "argv", arg: 2, scope: !104, file: !2, line: 57, type: !107)
!113 = !DILocation(line: 57, column: 27, scope: !104)
!114 = !DILocalVariable(name: "i", scope: !104, file: !2, line: 59, type: !95)
!115 = !DILocation(line: 59, column: 9, scope: !104)
!116 = !DILocalVariable(name: "print_hash_value", scope: !104, file: !2, line: 60, type: !95)
!117 = !DILocation(line: 60, column: 9, scope: !104)
!118 = !DILocation(line: 61, column: 9, scope: !119)
!119 = distinct !DILexicalBlock(scope: !104, file: !2, line: 61, column: 9)
!120 = !DILocation(line: 61, column: 14, scope: !119)
!121 = !DILocation(line: 61, column: 19, scope: !119)
!122 = !DILocation(line: 61, column: 29, scope: !119)
!123 = !DILocation(line: 61, column: 22, scope: !119)
!124 = !DILocation(line: 61, column: 43, scope: !119)
!125 = !DILocation(line: 61, column: 9, scope: !104)
!126 = !DILocation(line: 61, column: 66, scope: !119)
!127 = !DILocation(line: 61, column: 49, scope: !119)
!128 = !DILocation(line: 62, column: 5, scope: !104)
!129 = !DILocation(line: 63, column: 5, scope: !104)
!130 = !DILocation(line: 64, column: 5, scope: !104)
!131 = !DILocation(line: 65, column: 21, scope: !104)
!132 = !DILocation(line: 65, column: 33, scope: !104)
!133 = !DILocation(line: 65, column: 5, scope: !104)
!134 = !DILocation(line: 66, column: 21, scope: !104)
!135 = !DILocation(line: 66, column: 35, scope: !104)
!136 = !DILocation(line: 66, column: 5, scope: !104)
!137 = !DILocation(line: 67, column: 57, scope: !104)
!138 = !DILocation(line: 67, column: 5, scope: !104)
!139 = !DILocation(line: 68, column: 21, scope: !104)
!140 = !DILocation(line: 68, column: 35, scope: !104)
!141 = !DILocation(line: 68, column: 5, scope: !104)
!142 = !DILocation(line: 69, column: 12, scope: !143)
!143 = distinct !DILexicalBlock(scope: !104, file: !2, line: 69, column: 5)
!144 = !DILocation(line: 69, column: 10, scope: !143)
!145 = !DILocation(line: 69, column: 17, scope: !146)
!146 = distinct !DILexicalBlock(scope: !143, file: !2, line: 69, column: 5)
!147 = !DILocation(line: 69, column: 19, scope: !146)
!148 = !DILocation(line: 69, column: 5, scope: !143)
!149 = !DILocation(line: 71, column: 30, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !2, line: 70, column: 5)
!151 = !DILocation(line: 71, column: 25, scope: !150)
!152 = !DILocation(line: 71, column: 45, scope: !150)
!153 = !DILocation(line: 71, column: 9, scope: !150)
!154 = !DILocation(line: 72, column: 13, scope: !155)
!155 = distinct !DILexicalBlock(scope: !150, file: !2, line: 72, column: 13)
!156 = !DILocation(line: 72, column: 13, scope: !150)
!157 = !DILocation(line: 72, column: 56, scope: !155)
!158 = !DILocation(line: 72, column: 31, scope: !155)
!159 = !DILocation(line: 74, column: 5, scope: !150)
!160 = !DILocation(line: 69, column: 25, scope: !146)
!161 = !DILocation(line: 69, column: 5, scope: !146)
!162 = distinct !{!162, !148, !163, !164}
!163 = !DILocation(line: 74, column: 5, scope: !143)
!164 = !{!"llvm.loop.mustprogress"}
!165 = !DILocation(line: 75, column: 12, scope: !166)
!166 = distinct !DILexicalBlock(scope: !104, file: !2, line: 75, column: 5)
!167 = !DILocation(line: 75, column: 10, scope: !166)
!168 = !DILocation(line: 75, column: 17, scope: !169)
!169 = distinct !DILexicalBlock(scope: !166, file: !2, line: 75, column: 5)
!170 = !DILocation(line: 75, column: 19, scope: !169)
!171 = !DILocation(line: 75, column: 5, scope: !166)
!172 = !DILocation(line: 77, column: 30, scope: !173)
!173 = distinct !DILexicalBlock(scope: !169, file: !2, line: 76, column: 5)
!174 = !DILocation(line: 77, column: 25, scope: !173)
!175 = !DILocation(line: 77, column: 45, scope: !173)
!176 = !DILocation(line: 77, column: 9, scope: !173)
!177 = !DILocation(line: 78, column: 13, scope: !178)
!178 = distinct !DILexicalBlock(scope: !173, file: !2, line: 78, column: 13)
!179 = !DILocation(line: 78, column: 13, scope: !173)
!180 = !DILocation(line: 78, column: 56, scope: !178)
!181 = !DILocation(line: 78, column: 31, scope: !178)
!182 = !DILocation(line: 80, column: 5, scope: !173)
!183 = !DILocation(line: 75, column: 25, scope: !169)
!184 = !DILocation(line: 75, column: 5, scope: !169)
!185 = distinct !{!185, !171, !186, !164}
!186 = !DILocation(line: 80, column: 5, scope: !166)
!187 = !DILocation(line: 81, column: 23, scope: !104)
!188 = !DILocation(line: 81, column: 37, scope: !104)
!189 = !DILocation(line: 81, column: 53, scope: !104)
!190 = !DILocation(line: 81, column: 5, scope: !104)
!191 = !DILocation(line: 82, column: 5, scope: !104)
!192 = distinct !DISubprogram(name: "platform_main_begin", scope: !87, file: !87, line: 43, type: !193, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!193 = !DISubroutineType(types: !194)
!194 = !{null}
!195 = !DILocation(line: 46, column: 1, scope: !192)
!196 = distinct !DISubprogram(name: "crc32_gentab", scope: !41, file: !41, line: 51, type: !193, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !109)
!197 = !DILocalVariable(name: "crc", scope: !196, file: !41, line: 53, type: !43)
!198 = !DILocation(line: 53, column: 11, scope: !196)
!199 = !DILocalVariable(name: "poly", scope: !196, file: !41, line: 54, type: !200)
!200 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!201 = !DILocation(line: 54, column: 17, scope: !196)
!202 = !DILocalVariable(name: "i", scope: !196, file: !41, line: 55, type: !95)
!203 = !DILocation(line: 55, column: 6, scope: !196)
!204 = !DILocalVariable(name: "j", scope: !196, file: !41, line: 55, type: !95)
!205 = !DILocation(line: 55, column: 9, scope: !196)
!206 = !DILocation(line: 57, column: 9, scope: !207)
!207 = distinct !DILexicalBlock(scope: !196, file: !41, line: 57, column: 2)
!208 = !DILocation(line: 57, column: 7, scope: !207)
!209 = !DILocation(line: 57, column: 14, scope: !210)
!210 = distinct !DILexicalBlock(scope: !207, file: !41, line: 57, column: 2)
!211 = !DILocation(line: 57, column: 16, scope: !210)
!212 = !DILocation(line: 57, column: 2, scope: !207)
!213 = !DILocation(line: 58, column: 9, scope: !214)
!214 = distinct !DILexicalBlock(scope: !210, file: !41, line: 57, column: 28)
!215 = !DILocation(line: 58, column: 7, scope: !214)
!216 = !DILocation(line: 59, column: 10, scope: !217)
!217 = distinct !DILexicalBlock(scope: !214, file: !41, line: 59, column: 3)
!218 = !DILocation(line: 59, column: 8, scope: !217)
!219 = !DILocation(line: 59, column: 15, scope: !220)
!220 = distinct !DILexicalBlock(scope: !217, file: !41, line: 59, column: 3)
!221 = !DILocation(line: 59, column: 17, scope: !220)
!222 = !DILocation(line: 59, column: 3, scope: !217)
!223 = !DILocation(line: 60, column: 8, scope: !224)
!224 = distinct !DILexicalBlock(scope: !225, file: !41, line: 60, column: 8)
!225 = distinct !DILexicalBlock(scope: !220, file: !41, line: 59, column: 27)
!226 = !DILocation(line: 60, column: 12, scope: !224)
!227 = !DILocation(line: 60, column: 8, scope: !225)
!228 = !DILocation(line: 61, column: 12, scope: !229)
!229 = distinct !DILexicalBlock(scope: !224, file: !41, line: 60, column: 17)
!230 = !DILocation(line: 61, column: 16, scope: !229)
!231 = !DILocation(line: 61, column: 22, scope: !229)
!232 = !DILocation(line: 61, column: 9, scope: !229)
!233 = !DILocation(line: 62, column: 4, scope: !229)
!234 = !DILocation(line: 63, column: 9, scope: !235)
!235 = distinct !DILexicalBlock(scope: !224, file: !41, line: 62, column: 11)
!236 = !DILocation(line: 65, column: 3, scope: !225)
!237 = !DILocation(line: 59, column: 23, scope: !220)
!238 = !DILocation(line: 59, column: 3, scope: !220)
!239 = distinct !{!239, !222, !240, !164}
!240 = !DILocation(line: 65, column: 3, scope: !217)
!241 = !DILocation(line: 66, column: 18, scope: !214)
!242 = !DILocation(line: 66, column: 13, scope: !214)
!243 = !DILocation(line: 66, column: 3, scope: !214)
!244 = !DILocation(line: 66, column: 16, scope: !214)
!245 = !DILocation(line: 67, column: 2, scope: !214)
!246 = !DILocation(line: 57, column: 24, scope: !210)
!247 = !DILocation(line: 57, column: 2, scope: !210)
!248 = distinct !{!248, !212, !249, !164}
!249 = !DILocation(line: 67, column: 2, scope: !207)
!250 = !DILocation(line: 68, column: 1, scope: !196)
!251 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 37, type: !252, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !109)
!252 = !DISubroutineType(types: !253)
!253 = !{!43}
!254 = !DILocalVariable(name: "l_2", scope: !251, file: !2, line: 39, type: !255)
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!256 = !DILocation(line: 39, column: 14, scope: !251)
!257 = !DILocalVariable(name: "l_4", scope: !251, file: !2, line: 40, type: !255)
!258 = !DILocation(line: 40, column: 14, scope: !251)
!259 = !DILocalVariable(name: "l_5", scope: !251, file: !2, line: 41, type: !93)
!260 = !DILocation(line: 41, column: 13, scope: !251)
!261 = !DILocalVariable(name: "l_6", scope: !251, file: !2, line: 42, type: !255)
!262 = !DILocation(line: 42, column: 14, scope: !251)
!263 = !DILocalVariable(name: "l_7", scope: !251, file: !2, line: 43, type: !255)
!264 = !DILocation(line: 43, column: 14, scope: !251)
!265 = !DILocalVariable(name: "l_8", scope: !251, file: !2, line: 44, type: !255)
!266 = !DILocation(line: 44, column: 14, scope: !251)
!267 = !DILocalVariable(name: "l_9", scope: !251, file: !2, line: 45, type: !268)
!268 = !DICompositeType(tag: DW_TAG_array_type, baseType: !255, size: 4032, elements: !269)
!269 = !{!78, !270}
!270 = !DISubrange(count: 7)
!271 = !DILocation(line: 45, column: 14, scope: !251)
!272 = !DILocation(line: 45, column: 27, scope: !251)
!273 = !DILocation(line: 45, column: 26, scope: !251)
!274 = !DILocation(line: 45, column: 80, scope: !251)
!275 = !DILocation(line: 45, column: 125, scope: !251)
!276 = !DILocation(line: 45, column: 166, scope: !251)
!277 = !DILocation(line: 45, column: 211, scope: !251)
!278 = !DILocation(line: 45, column: 256, scope: !251)
!279 = !DILocation(line: 45, column: 297, scope: !251)
!280 = !DILocation(line: 45, column: 338, scope: !251)
!281 = !DILocation(line: 45, column: 383, scope: !251)
!282 = !DILocalVariable(name: "l_10", scope: !251, file: !2, line: 46, type: !93)
!283 = !DILocation(line: 46, column: 13, scope: !251)
!284 = !DILocalVariable(name: "i", scope: !251, file: !2, line: 47, type: !95)
!285 = !DILocation(line: 47, column: 9, scope: !251)
!286 = !DILocalVariable(name: "j", scope: !251, file: !2, line: 47, type: !95)
!287 = !DILocation(line: 47, column: 12, scope: !251)
!288 = !DILocation(line: 48, column: 12, scope: !251)
!289 = !DILocation(line: 49, column: 12, scope: !251)
!290 = !DILocation(line: 50, column: 12, scope: !251)
!291 = !DILocation(line: 50, column: 5, scope: !251)
!292 = distinct !DISubprogram(name: "transparent_crc", scope: !41, file: !41, line: 110, type: !293, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !109)
!293 = !DISubroutineType(types: !294)
!294 = !{null, !295, !108, !95}
!295 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !44, line: 27, baseType: !296)
!296 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !46, line: 45, baseType: !297)
!297 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!298 = !DILocalVariable(name: "val", arg: 1, scope: !292, file: !41, line: 110, type: !295)
!299 = !DILocation(line: 110, column: 27, scope: !292)
!300 = !DILocalVariable(name: "vname", arg: 2, scope: !292, file: !41, line: 110, type: !108)
!301 = !DILocation(line: 110, column: 38, scope: !292)
!302 = !DILocalVariable(name: "flag", arg: 3, scope: !292, file: !41, line: 110, type: !95)
!303 = !DILocation(line: 110, column: 49, scope: !292)
!304 = !DILocation(line: 112, column: 15, scope: !292)
!305 = !DILocation(line: 112, column: 2, scope: !292)
!306 = !DILocation(line: 113, column: 6, scope: !307)
!307 = distinct !DILexicalBlock(scope: !292, file: !41, line: 113, column: 6)
!308 = !DILocation(line: 113, column: 6, scope: !292)
!309 = !DILocation(line: 114, column: 52, scope: !310)
!310 = distinct !DILexicalBlock(scope: !307, file: !41, line: 113, column: 12)
!311 = !DILocation(line: 114, column: 59, scope: !310)
!312 = !DILocation(line: 114, column: 73, scope: !310)
!313 = !DILocation(line: 114, column: 5, scope: !310)
!314 = !DILocation(line: 115, column: 2, scope: !310)
!315 = !DILocation(line: 116, column: 1, scope: !292)
!316 = distinct !DISubprogram(name: "transparent_crc_bytes", scope: !41, file: !41, line: 121, type: !317, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !109)
!317 = !DISubroutineType(types: !318)
!318 = !{null, !108, !95, !108, !95}
!319 = !DILocalVariable(name: "ptr", arg: 1, scope: !316, file: !41, line: 121, type: !108)
!320 = !DILocation(line: 121, column: 30, scope: !316)
!321 = !DILocalVariable(name: "nbytes", arg: 2, scope: !316, file: !41, line: 121, type: !95)
!322 = !DILocation(line: 121, column: 39, scope: !316)
!323 = !DILocalVariable(name: "vname", arg: 3, scope: !316, file: !41, line: 121, type: !108)
!324 = !DILocation(line: 121, column: 53, scope: !316)
!325 = !DILocalVariable(name: "flag", arg: 4, scope: !316, file: !41, line: 121, type: !95)
!326 = !DILocation(line: 121, column: 64, scope: !316)
!327 = !DILocalVariable(name: "i", scope: !316, file: !41, line: 123, type: !95)
!328 = !DILocation(line: 123, column: 9, scope: !316)
!329 = !DILocation(line: 124, column: 11, scope: !330)
!330 = distinct !DILexicalBlock(scope: !316, file: !41, line: 124, column: 5)
!331 = !DILocation(line: 124, column: 10, scope: !330)
!332 = !DILocation(line: 124, column: 15, scope: !333)
!333 = distinct !DILexicalBlock(scope: !330, file: !41, line: 124, column: 5)
!334 = !DILocation(line: 124, column: 17, scope: !333)
!335 = !DILocation(line: 124, column: 16, scope: !333)
!336 = !DILocation(line: 124, column: 5, scope: !330)
!337 = !DILocation(line: 125, column: 20, scope: !338)
!338 = distinct !DILexicalBlock(scope: !333, file: !41, line: 124, column: 30)
!339 = !DILocation(line: 125, column: 24, scope: !338)
!340 = !DILocation(line: 125, column: 9, scope: !338)
!341 = !DILocation(line: 126, column: 5, scope: !338)
!342 = !DILocation(line: 124, column: 26, scope: !333)
!343 = !DILocation(line: 124, column: 5, scope: !333)
!344 = distinct !{!344, !336, !345, !164}
!345 = !DILocation(line: 126, column: 5, scope: !330)
!346 = !DILocation(line: 127, column: 6, scope: !347)
!347 = distinct !DILexicalBlock(scope: !316, file: !41, line: 127, column: 6)
!348 = !DILocation(line: 127, column: 6, scope: !316)
!349 = !DILocation(line: 128, column: 52, scope: !350)
!350 = distinct !DILexicalBlock(scope: !347, file: !41, line: 127, column: 12)
!351 = !DILocation(line: 128, column: 59, scope: !350)
!352 = !DILocation(line: 128, column: 73, scope: !350)
!353 = !DILocation(line: 128, column: 5, scope: !350)
!354 = !DILocation(line: 129, column: 2, scope: !350)
!355 = !DILocation(line: 130, column: 1, scope: !316)
!356 = distinct !DISubprogram(name: "platform_main_end", scope: !87, file: !87, line: 49, type: !357, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !109)
!357 = !DISubroutineType(types: !358)
!358 = !{null, !43, !95}
!359 = !DILocalVariable(name: "crc", arg: 1, scope: !356, file: !87, line: 49, type: !43)
!360 = !DILocation(line: 49, column: 28, scope: !356)
!361 = !DILocalVariable(name: "flag", arg: 2, scope: !356, file: !87, line: 49, type: !95)
!362 = !DILocation(line: 49, column: 37, scope: !356)
!363 = !DILocation(line: 56, column: 29, scope: !356)
!364 = !DILocation(line: 56, column: 2, scope: !356)
!365 = !DILocation(line: 120, column: 1, scope: !356)
!366 = distinct !DISubprogram(name: "crc32_8bytes", scope: !41, file: !41, line: 97, type: !367, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !109)
!367 = !DISubroutineType(types: !368)
!368 = !{null, !295}
!369 = !DILocalVariable(name: "val", arg: 1, scope: !366, file: !41, line: 97, type: !295)
!370 = !DILocation(line: 97, column: 24, scope: !366)
!371 = !DILocation(line: 99, column: 15, scope: !366)
!372 = !DILocation(line: 99, column: 18, scope: !366)
!373 = !DILocation(line: 99, column: 23, scope: !366)
!374 = !DILocation(line: 99, column: 14, scope: !366)
!375 = !DILocation(line: 99, column: 2, scope: !366)
!376 = !DILocation(line: 100, column: 15, scope: !366)
!377 = !DILocation(line: 100, column: 18, scope: !366)
!378 = !DILocation(line: 100, column: 23, scope: !366)
!379 = !DILocation(line: 100, column: 14, scope: !366)
!380 = !DILocation(line: 100, column: 2, scope: !366)
!381 = !DILocation(line: 101, column: 15, scope: !366)
!382 = !DILocation(line: 101, column: 18, scope: !366)
!383 = !DILocation(line: 101, column: 24, scope: !366)
!384 = !DILocation(line: 101, column: 14, scope: !366)
!385 = !DILocation(line: 101, column: 2, scope: !366)
!386 = !DILocation(line: 102, column: 15, scope: !366)
!387 = !DILocation(line: 102, column: 18, scope: !366)
!388 = !DILocation(line: 102, column: 24, scope: !366)
!389 = !DILocation(line: 102, column: 14, scope: !366)
!390 = !DILocation(line: 102, column: 2, scope: !366)
!391 = !DILocation(line: 103, column: 15, scope: !366)
!392 = !DILocation(line: 103, column: 18, scope: !366)
!393 = !DILocation(line: 103, column: 24, scope: !366)
!394 = !DILocation(line: 103, column: 14, scope: !366)
!395 = !DILocation(line: 103, column: 2, scope: !366)
!396 = !DILocation(line: 104, column: 15, scope: !366)
!397 = !DILocation(line: 104, column: 18, scope: !366)
!398 = !DILocation(line: 104, column: 24, scope: !366)
!399 = !DILocation(line: 104, column: 14, scope: !366)
!400 = !DILocation(line: 104, column: 2, scope: !366)
!401 = !DILocation(line: 105, column: 15, scope: !366)
!402 = !DILocation(line: 105, column: 18, scope: !366)
!403 = !DILocation(line: 105, column: 24, scope: !366)
!404 = !DILocation(line: 105, column: 14, scope: !366)
!405 = !DILocation(line: 105, column: 2, scope: !366)
!406 = !DILocation(line: 106, column: 15, scope: !366)
!407 = !DILocation(line: 106, column: 18, scope: !366)
!408 = !DILocation(line: 106, column: 24, scope: !366)
!409 = !DILocation(line: 106, column: 14, scope: !366)
!410 = !DILocation(line: 106, column: 2, scope: !366)
!411 = !DILocation(line: 107, column: 1, scope: !366)
!412 = distinct !DISubprogram(name: "crc32_byte", scope: !41, file: !41, line: 71, type: !413, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !109)
!413 = !DISubroutineType(types: !414)
!414 = !{null, !82}
!415 = !DILocalVariable(name: "b", arg: 1, scope: !412, file: !41, line: 71, type: !82)
!416 = !DILocation(line: 71, column: 21, scope: !412)
!417 = !DILocation(line: 73, column: 5, scope: !412)
!418 = !DILocation(line: 73, column: 19, scope: !412)
!419 = !DILocation(line: 73, column: 25, scope: !412)
!420 = !DILocation(line: 74, column: 14, scope: !412)
!421 = !DILocation(line: 74, column: 30, scope: !412)
!422 = !DILocation(line: 74, column: 28, scope: !412)
!423 = !DILocation(line: 74, column: 33, scope: !412)
!424 = !DILocation(line: 74, column: 3, scope: !412)
!425 = !DILocation(line: 73, column: 39, scope: !412)
!426 = !DILocation(line: 72, column: 16, scope: !412)
!427 = !DILocation(line: 75, column: 1, scope: !412)
