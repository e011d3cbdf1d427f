; ModuleID = 'structs_3009.c'
source_filename = "structs_3009.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.U2 = type { i32 }
%struct.S0 = type <{ i32, [13 x i8] }>

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@g_2 = internal global i32 -8, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1, !dbg !15
@g_3 = internal global i32 -612015817, align 4, !dbg !168
@.str.2 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !20
@g_4 = internal global i32 -369419261, align 4, !dbg !170
@.str.3 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1, !dbg !22
@.str.4 = private unnamed_addr constant [8 x i8] c"g_37.f0\00", align 1, !dbg !24
@.str.5 = private unnamed_addr constant [8 x i8] c"g_37.f1\00", align 1, !dbg !29
@.str.6 = private unnamed_addr constant [8 x i8] c"g_37.f2\00", align 1, !dbg !31
@.str.7 = private unnamed_addr constant [8 x i8] c"g_37.f3\00", align 1, !dbg !33
@.str.8 = private unnamed_addr constant [8 x i8] c"g_37.f4\00", align 1, !dbg !35
@.str.9 = private unnamed_addr constant [8 x i8] c"g_37.f5\00", align 1, !dbg !37
@g_43 = internal global %union.U2 { i32 942714483 }, align 4, !dbg !174
@.str.10 = private unnamed_addr constant [8 x i8] c"g_43.f0\00", align 1, !dbg !39
@.str.11 = private unnamed_addr constant [8 x i8] c"g_43.f1\00", align 1, !dbg !41
@g_48 = internal global i32 1906244807, align 4, !dbg !176
@.str.12 = private unnamed_addr constant [5 x i8] c"g_48\00", align 1, !dbg !43
@g_58 = internal global i8 7, align 1, !dbg !178
@.str.13 = private unnamed_addr constant [5 x i8] c"g_58\00", align 1, !dbg !48
@g_60 = internal global i8 0, align 1, !dbg !180
@.str.14 = private unnamed_addr constant [5 x i8] c"g_60\00", align 1, !dbg !50
@g_89 = internal global %union.U2 { i32 2 }, align 4, !dbg !182
@.str.15 = private unnamed_addr constant [8 x i8] c"g_89.f0\00", align 1, !dbg !52
@.str.16 = private unnamed_addr constant [8 x i8] c"g_89.f1\00", align 1, !dbg !54
@g_99 = internal global [4 x %union.U2] [%union.U2 { i32 1392859228 }, %union.U2 { i32 1392859228 }, %union.U2 { i32 1392859228 }, %union.U2 { i32 1392859228 }], align 16, !dbg !184
@.str.17 = private unnamed_addr constant [11 x i8] c"g_99[i].f0\00", align 1, !dbg !56
@.str.18 = private unnamed_addr constant [11 x i8] c"g_99[i].f1\00", align 1, !dbg !61
@.str.19 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !63
@.str.20 = private unnamed_addr constant [9 x i8] c"g_101.f0\00", align 1, !dbg !68
@.str.21 = private unnamed_addr constant [9 x i8] c"g_101.f1\00", align 1, !dbg !73
@.str.22 = private unnamed_addr constant [9 x i8] c"g_101.f2\00", align 1, !dbg !75
@.str.23 = private unnamed_addr constant [9 x i8] c"g_101.f3\00", align 1, !dbg !77
@.str.24 = private unnamed_addr constant [9 x i8] c"g_101.f4\00", align 1, !dbg !79
@.str.25 = private unnamed_addr constant [9 x i8] c"g_101.f5\00", align 1, !dbg !81
@g_119 = internal global i64 -3908517550449130981, align 8, !dbg !189
@.str.26 = private unnamed_addr constant [6 x i8] c"g_119\00", align 1, !dbg !83
@g_120 = internal global i32 -1324617829, align 4, !dbg !194
@.str.27 = private unnamed_addr constant [6 x i8] c"g_120\00", align 1, !dbg !88
@g_122 = internal global i64 -642638865488267299, align 8, !dbg !196
@.str.28 = private unnamed_addr constant [6 x i8] c"g_122\00", align 1, !dbg !90
@crc32_context = internal global i32 -1, align 4, !dbg !207
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !92
@g_63 = internal global ptr @g_4, align 8, !dbg !102
@__const.func_1.l_103 = private unnamed_addr constant [3 x [3 x [9 x i16]]] [[3 x [9 x i16]] [[9 x i16] [i16 -29202, i16 30962, i16 214, i16 -29709, i16 214, i16 30962, i16 -29202, i16 30962, i16 214], [9 x i16] [i16 -5301, i16 -1, i16 -1, i16 -5301, i16 -1, i16 -1, i16 -5301, i16 -1, i16 -1], [9 x i16] [i16 -29202, i16 30962, i16 214, i16 -29709, i16 214, i16 30962, i16 -29202, i16 30962, i16 214]], [3 x [9 x i16]] [[9 x i16] [i16 -5301, i16 -1, i16 -27125, i16 -1, i16 -27125, i16 -27125, i16 -1, i16 -27125, i16 -27125], [9 x i16] [i16 214, i16 -10, i16 -1, i16 30962, i16 -1, i16 -10, i16 214, i16 -10, i16 -1], [9 x i16] [i16 -1, i16 -27125, i16 -27125, i16 -1, i16 -27125, i16 -27125, i16 -1, i16 -27125, i16 -27125]], [3 x [9 x i16]] [[9 x i16] [i16 214, i16 -10, i16 -1, i16 30962, i16 -1, i16 -10, i16 214, i16 -10, i16 -1], [9 x i16] [i16 -1, i16 -27125, i16 -27125, i16 -1, i16 -27125, i16 -27125, i16 -1, i16 -27125, i16 -27125], [9 x i16] [i16 214, i16 -10, i16 -1, i16 30962, i16 -1, i16 -10, i16 214, i16 -10, i16 -1]]], align 16
@g_70 = internal global ptr null, align 8, !dbg !108
@__const.func_1.l_110 = private unnamed_addr constant [5 x [10 x i8]] [[10 x i8] c"\01\1B\01\05\05\01\1B\01\05\05", [10 x i8] c"\01\1B\01\05\05\01\1B\01\05\05", [10 x i8] c"\01\1B\01\05\05\01\1B\01\05\05", [10 x i8] c"\01\1B\01\05\05\01\1B\01\05\05", [10 x i8] c"\01\1B\01\05\05\01\1B\01\05\05"], align 16
@g_65 = internal global ptr @g_63, align 8, !dbg !118
@g_69 = internal global ptr @g_70, align 8, !dbg !120
@__const.func_1.l_71 = private unnamed_addr constant [10 x [2 x [6 x ptr]]] [[2 x [6 x ptr]] [[6 x ptr] [ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69], [6 x ptr] [ptr @g_69, ptr @g_69, ptr @g_69, ptr null, ptr @g_69, ptr @g_69]], [2 x [6 x ptr]] [[6 x ptr] [ptr @g_69, ptr null, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69], [6 x ptr] [ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69]], [2 x [6 x ptr]] [[6 x ptr] [ptr @g_69, ptr @g_69, ptr null, ptr @g_69, ptr @g_69, ptr @g_69], [6 x ptr] [ptr @g_69, ptr @g_69, ptr null, ptr null, ptr @g_69, ptr @g_69]], [2 x [6 x ptr]] [[6 x ptr] [ptr @g_69, ptr null, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69], [6 x ptr] [ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69]], [2 x [6 x ptr]] [[6 x ptr] [ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69], [6 x ptr] [ptr @g_69, ptr @g_69, ptr @g_69, ptr null, ptr @g_69, ptr @g_69]], [2 x [6 x ptr]] [[6 x ptr] [ptr @g_69, ptr null, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69], [6 x ptr] [ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69]], [2 x [6 x ptr]] [[6 x ptr] [ptr @g_69, ptr @g_69, ptr null, ptr @g_69, ptr @g_69, ptr @g_69], [6 x ptr] [ptr @g_69, ptr @g_69, ptr null, ptr null, ptr @g_69, ptr @g_69]], [2 x [6 x ptr]] [[6 x ptr] [ptr @g_69, ptr null, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69], [6 x ptr] [ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69]], [2 x [6 x ptr]] [[6 x ptr] [ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69], [6 x ptr] [ptr @g_69, ptr @g_69, ptr @g_69, ptr null, ptr @g_69, ptr @g_69]], [2 x [6 x ptr]] [[6 x ptr] [ptr @g_69, ptr null, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69], [6 x ptr] [ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69, ptr @g_69]]], align 16
@g_68 = internal global ptr @g_37, align 8, !dbg !123
@g_44 = internal global ptr getelementptr (i8, ptr @g_42, i64 16), align 8, !dbg !137
@g_88 = internal global ptr @g_89, align 8, !dbg !150
@g_42 = internal global [4 x ptr] [ptr @g_43, ptr @g_43, ptr @g_43, ptr @g_43], align 16, !dbg !152
@g_95 = internal global ptr @g_96, align 8, !dbg !155
@g_100 = internal global ptr @g_48, align 8, !dbg !160
@g_62 = internal global ptr @g_63, align 8, !dbg !114
@__const.func_18.l_52 = private unnamed_addr constant [6 x ptr] [ptr @g_48, ptr @g_48, ptr @g_48, ptr @g_48, ptr @g_48, ptr @g_48], align 16
@__const.func_18.l_53 = private unnamed_addr constant [4 x i32] [i32 -1, i32 -1, i32 -1, i32 -1], align 16
@g_96 = internal global ptr @g_63, align 8, !dbg !158
@.str.29 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !163
@g_37 = internal global <{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }> <{ i32 1, i8 -35, i8 3, i8 80, i8 94, i8 1, i8 -64, i8 24, i8 1, i8 64, i8 116, i8 33, i8 0, i8 0 }>, align 1, !dbg !172
@g_101 = internal global <{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }> <{ i32 1582169915, i8 -121, i8 1, i8 -16, i8 -111, i8 0, i8 0, i8 104, i8 1, i8 0, i8 -12, i8 77, i8 1, i8 0 }>, align 1, !dbg !187
@.str.32 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !201

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !217 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !223, !DIExpression(), !224)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !225, !DIExpression(), !226)
    #dbg_declare(ptr %6, !227, !DIExpression(), !228)
    #dbg_declare(ptr %7, !229, !DIExpression(), !230)
  store i32 0, ptr %7, align 4, !dbg !230
  %8 = load i32, ptr %4, align 4, !dbg !231
  %9 = icmp eq i32 %8, 2, !dbg !233
  br i1 %9, label %10, label %17, !dbg !234

10:                                               ; preds = %2
  %11 = load ptr, ptr %5, align 8, !dbg !235
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !235
  %13 = load ptr, ptr %12, align 8, !dbg !235
  %14 = call i32 @strcmp(ptr noundef %13, ptr noundef @.str) #5, !dbg !236
  %15 = icmp eq i32 %14, 0, !dbg !237
  br i1 %15, label %16, label %17, !dbg !238

16:                                               ; preds = %10
  store i32 1, ptr %7, align 4, !dbg !239
  br label %17, !dbg !240

17:                                               ; preds = %16, %10, %2
  call void @platform_main_begin(), !dbg !241
  call void @crc32_gentab(), !dbg !242
  %18 = call zeroext i8 @func_1(), !dbg !243
  %19 = load volatile i32, ptr @g_2, align 4, !dbg !244
  %20 = sext i32 %19 to i64, !dbg !244
  %21 = load i32, ptr %7, align 4, !dbg !245
  call void @transparent_crc(i64 noundef %20, ptr noundef @.str.1, i32 noundef %21), !dbg !246
  %22 = load volatile i32, ptr @g_3, align 4, !dbg !247
  %23 = sext i32 %22 to i64, !dbg !247
  %24 = load i32, ptr %7, align 4, !dbg !248
  call void @transparent_crc(i64 noundef %23, ptr noundef @.str.2, i32 noundef %24), !dbg !249
  %25 = load i32, ptr @g_4, align 4, !dbg !250
  %26 = sext i32 %25 to i64, !dbg !250
  %27 = load i32, ptr %7, align 4, !dbg !251
  call void @transparent_crc(i64 noundef %26, ptr noundef @.str.3, i32 noundef %27), !dbg !252
  %28 = load volatile i32, ptr @g_37, align 1, !dbg !253
  %29 = sext i32 %28 to i64, !dbg !254
  %30 = load i32, ptr %7, align 4, !dbg !255
  call void @transparent_crc(i64 noundef %29, ptr noundef @.str.4, i32 noundef %30), !dbg !256
  %31 = load volatile i104, ptr getelementptr inbounds (%struct.S0, ptr @g_37, i32 0, i32 1), align 1, !dbg !257
  %32 = and i104 %31, 1048575, !dbg !257
  %33 = trunc i104 %32 to i32, !dbg !257
  %34 = zext i32 %33 to i64, !dbg !258
  %35 = load i32, ptr %7, align 4, !dbg !259
  call void @transparent_crc(i64 noundef %34, ptr noundef @.str.5, i32 noundef %35), !dbg !260
  %36 = load volatile i104, ptr getelementptr inbounds (%struct.S0, ptr @g_37, i32 0, i32 1), align 1, !dbg !261
  %37 = lshr i104 %36, 20, !dbg !261
  %38 = and i104 %37, 67108863, !dbg !261
  %39 = trunc i104 %38 to i32, !dbg !261
  %40 = zext i32 %39 to i64, !dbg !262
  %41 = load i32, ptr %7, align 4, !dbg !263
  call void @transparent_crc(i64 noundef %40, ptr noundef @.str.6, i32 noundef %41), !dbg !264
  %42 = load volatile i104, ptr getelementptr inbounds (%struct.S0, ptr @g_37, i32 0, i32 1), align 1, !dbg !265
  %43 = shl i104 %42, 36, !dbg !265
  %44 = ashr i104 %43, 82, !dbg !265
  %45 = trunc i104 %44 to i32, !dbg !265
  %46 = sext i32 %45 to i64, !dbg !266
  %47 = load i32, ptr %7, align 4, !dbg !267
  call void @transparent_crc(i64 noundef %46, ptr noundef @.str.7, i32 noundef %47), !dbg !268
  %48 = load volatile i104, ptr getelementptr inbounds (%struct.S0, ptr @g_37, i32 0, i32 1), align 1, !dbg !269
  %49 = lshr i104 %48, 68, !dbg !269
  %50 = and i104 %49, 31, !dbg !269
  %51 = trunc i104 %50 to i32, !dbg !269
  %52 = zext i32 %51 to i64, !dbg !270
  %53 = load i32, ptr %7, align 4, !dbg !271
  call void @transparent_crc(i64 noundef %52, ptr noundef @.str.8, i32 noundef %53), !dbg !272
  %54 = load volatile i104, ptr getelementptr inbounds (%struct.S0, ptr @g_37, i32 0, i32 1), align 1, !dbg !273
  %55 = lshr i104 %54, 73, !dbg !273
  %56 = trunc i104 %55 to i32, !dbg !273
  %57 = zext i32 %56 to i64, !dbg !274
  %58 = load i32, ptr %7, align 4, !dbg !275
  call void @transparent_crc(i64 noundef %57, ptr noundef @.str.9, i32 noundef %58), !dbg !276
  %59 = load volatile i32, ptr @g_43, align 4, !dbg !277
  %60 = sext i32 %59 to i64, !dbg !278
  %61 = load i32, ptr %7, align 4, !dbg !279
  call void @transparent_crc(i64 noundef %60, ptr noundef @.str.10, i32 noundef %61), !dbg !280
  %62 = load volatile i32, ptr @g_43, align 4, !dbg !281
  %63 = sext i32 %62 to i64, !dbg !282
  %64 = load i32, ptr %7, align 4, !dbg !283
  call void @transparent_crc(i64 noundef %63, ptr noundef @.str.11, i32 noundef %64), !dbg !284
  %65 = load i32, ptr @g_48, align 4, !dbg !285
  %66 = sext i32 %65 to i64, !dbg !285
  %67 = load i32, ptr %7, align 4, !dbg !286
  call void @transparent_crc(i64 noundef %66, ptr noundef @.str.12, i32 noundef %67), !dbg !287
  %68 = load i8, ptr @g_58, align 1, !dbg !288
  %69 = sext i8 %68 to i64, !dbg !288
  %70 = load i32, ptr %7, align 4, !dbg !289
  call void @transparent_crc(i64 noundef %69, ptr noundef @.str.13, i32 noundef %70), !dbg !290
  %71 = load i8, ptr @g_60, align 1, !dbg !291
  %72 = sext i8 %71 to i64, !dbg !291
  %73 = load i32, ptr %7, align 4, !dbg !292
  call void @transparent_crc(i64 noundef %72, ptr noundef @.str.14, i32 noundef %73), !dbg !293
  %74 = load volatile i32, ptr @g_89, align 4, !dbg !294
  %75 = sext i32 %74 to i64, !dbg !295
  %76 = load i32, ptr %7, align 4, !dbg !296
  call void @transparent_crc(i64 noundef %75, ptr noundef @.str.15, i32 noundef %76), !dbg !297
  %77 = load volatile i32, ptr @g_89, align 4, !dbg !298
  %78 = sext i32 %77 to i64, !dbg !299
  %79 = load i32, ptr %7, align 4, !dbg !300
  call void @transparent_crc(i64 noundef %78, ptr noundef @.str.16, i32 noundef %79), !dbg !301
  store i32 0, ptr %6, align 4, !dbg !302
  br label %80, !dbg !304

80:                                               ; preds = %102, %17
  %81 = load i32, ptr %6, align 4, !dbg !305
  %82 = icmp slt i32 %81, 4, !dbg !307
  br i1 %82, label %83, label %105, !dbg !308

83:                                               ; preds = %80
  %84 = load i32, ptr %6, align 4, !dbg !309
  %85 = sext i32 %84 to i64, !dbg !311
  %86 = getelementptr inbounds [4 x %union.U2], ptr @g_99, i64 0, i64 %85, !dbg !311
  %87 = load volatile i32, ptr %86, align 4, !dbg !312
  %88 = sext i32 %87 to i64, !dbg !311
  %89 = load i32, ptr %7, align 4, !dbg !313
  call void @transparent_crc(i64 noundef %88, ptr noundef @.str.17, i32 noundef %89), !dbg !314
  %90 = load i32, ptr %6, align 4, !dbg !315
  %91 = sext i32 %90 to i64, !dbg !316
  %92 = getelementptr inbounds [4 x %union.U2], ptr @g_99, i64 0, i64 %91, !dbg !316
  %93 = load i32, ptr %92, align 4, !dbg !317
  %94 = sext i32 %93 to i64, !dbg !316
  %95 = load i32, ptr %7, align 4, !dbg !318
  call void @transparent_crc(i64 noundef %94, ptr noundef @.str.18, i32 noundef %95), !dbg !319
  %96 = load i32, ptr %7, align 4, !dbg !320
  %97 = icmp ne i32 %96, 0, !dbg !320
  br i1 %97, label %98, label %101, !dbg !322

98:                                               ; preds = %83
  %99 = load i32, ptr %6, align 4, !dbg !323
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %99), !dbg !324
  br label %101, !dbg !324

101:                                              ; preds = %98, %83
  br label %102, !dbg !325

102:                                              ; preds = %101
  %103 = load i32, ptr %6, align 4, !dbg !326
  %104 = add nsw i32 %103, 1, !dbg !326
  store i32 %104, ptr %6, align 4, !dbg !326
  br label %80, !dbg !327, !llvm.loop !328

105:                                              ; preds = %80
  %106 = load volatile i32, ptr @g_101, align 1, !dbg !331
  %107 = sext i32 %106 to i64, !dbg !332
  %108 = load i32, ptr %7, align 4, !dbg !333
  call void @transparent_crc(i64 noundef %107, ptr noundef @.str.20, i32 noundef %108), !dbg !334
  %109 = load volatile i104, ptr getelementptr inbounds (%struct.S0, ptr @g_101, i32 0, i32 1), align 1, !dbg !335
  %110 = and i104 %109, 1048575, !dbg !335
  %111 = trunc i104 %110 to i32, !dbg !335
  %112 = zext i32 %111 to i64, !dbg !336
  %113 = load i32, ptr %7, align 4, !dbg !337
  call void @transparent_crc(i64 noundef %112, ptr noundef @.str.21, i32 noundef %113), !dbg !338
  %114 = load volatile i104, ptr getelementptr inbounds (%struct.S0, ptr @g_101, i32 0, i32 1), align 1, !dbg !339
  %115 = lshr i104 %114, 20, !dbg !339
  %116 = and i104 %115, 67108863, !dbg !339
  %117 = trunc i104 %116 to i32, !dbg !339
  %118 = zext i32 %117 to i64, !dbg !340
  %119 = load i32, ptr %7, align 4, !dbg !341
  call void @transparent_crc(i64 noundef %118, ptr noundef @.str.22, i32 noundef %119), !dbg !342
  %120 = load volatile i104, ptr getelementptr inbounds (%struct.S0, ptr @g_101, i32 0, i32 1), align 1, !dbg !343
  %121 = shl i104 %120, 36, !dbg !343
  %122 = ashr i104 %121, 82, !dbg !343
  %123 = trunc i104 %122 to i32, !dbg !343
  %124 = sext i32 %123 to i64, !dbg !344
  %125 = load i32, ptr %7, align 4, !dbg !345
  call void @transparent_crc(i64 noundef %124, ptr noundef @.str.23, i32 noundef %125), !dbg !346
  %126 = load volatile i104, ptr getelementptr inbounds (%struct.S0, ptr @g_101, i32 0, i32 1), align 1, !dbg !347
  %127 = lshr i104 %126, 68, !dbg !347
  %128 = and i104 %127, 31, !dbg !347
  %129 = trunc i104 %128 to i32, !dbg !347
  %130 = zext i32 %129 to i64, !dbg !348
  %131 = load i32, ptr %7, align 4, !dbg !349
  call void @transparent_crc(i64 noundef %130, ptr noundef @.str.24, i32 noundef %131), !dbg !350
  %132 = load volatile i104, ptr getelementptr inbounds (%struct.S0, ptr @g_101, i32 0, i32 1), align 1, !dbg !351
  %133 = lshr i104 %132, 73, !dbg !351
  %134 = trunc i104 %133 to i32, !dbg !351
  %135 = zext i32 %134 to i64, !dbg !352
  %136 = load i32, ptr %7, align 4, !dbg !353
  call void @transparent_crc(i64 noundef %135, ptr noundef @.str.25, i32 noundef %136), !dbg !354
  %137 = load i64, ptr @g_119, align 8, !dbg !355
  %138 = load i32, ptr %7, align 4, !dbg !356
  call void @transparent_crc(i64 noundef %137, ptr noundef @.str.26, i32 noundef %138), !dbg !357
  %139 = load i32, ptr @g_120, align 4, !dbg !358
  %140 = sext i32 %139 to i64, !dbg !358
  %141 = load i32, ptr %7, align 4, !dbg !359
  call void @transparent_crc(i64 noundef %140, ptr noundef @.str.27, i32 noundef %141), !dbg !360
  %142 = load i64, ptr @g_122, align 8, !dbg !361
  %143 = load i32, ptr %7, align 4, !dbg !362
  call void @transparent_crc(i64 noundef %142, ptr noundef @.str.28, i32 noundef %143), !dbg !363
  %144 = load i32, ptr @crc32_context, align 4, !dbg !364
  %145 = zext i32 %144 to i64, !dbg !364
  %146 = xor i64 %145, 4294967295, !dbg !365
  %147 = trunc i64 %146 to i32, !dbg !364
  %148 = load i32, ptr %7, align 4, !dbg !366
  call void @platform_main_end(i32 noundef %147, i32 noundef %148), !dbg !367
  ret i32 0, !dbg !368
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !369 {
  ret void, !dbg !372
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !373 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !374, !DIExpression(), !375)
    #dbg_declare(ptr %2, !376, !DIExpression(), !378)
  store i32 -306674912, ptr %2, align 4, !dbg !378
    #dbg_declare(ptr %3, !379, !DIExpression(), !380)
    #dbg_declare(ptr %4, !381, !DIExpression(), !382)
  store i32 0, ptr %3, align 4, !dbg !383
  br label %5, !dbg !385

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !386
  %7 = icmp slt i32 %6, 256, !dbg !388
  br i1 %7, label %8, label %36, !dbg !389

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !390
  store i32 %9, ptr %1, align 4, !dbg !392
  store i32 8, ptr %4, align 4, !dbg !393
  br label %10, !dbg !395

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !396
  %12 = icmp sgt i32 %11, 0, !dbg !398
  br i1 %12, label %13, label %28, !dbg !399

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !400
  %15 = and i32 %14, 1, !dbg !403
  %16 = icmp ne i32 %15, 0, !dbg !403
  br i1 %16, label %17, label %21, !dbg !404

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !405
  %19 = lshr i32 %18, 1, !dbg !407
  %20 = xor i32 %19, -306674912, !dbg !408
  store i32 %20, ptr %1, align 4, !dbg !409
  br label %24, !dbg !410

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !411
  %23 = lshr i32 %22, 1, !dbg !411
  store i32 %23, ptr %1, align 4, !dbg !411
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !413

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !414
  %27 = add nsw i32 %26, -1, !dbg !414
  store i32 %27, ptr %4, align 4, !dbg !414
  br label %10, !dbg !415, !llvm.loop !416

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !418
  %30 = load i32, ptr %3, align 4, !dbg !419
  %31 = sext i32 %30 to i64, !dbg !420
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !420
  store i32 %29, ptr %32, align 4, !dbg !421
  br label %33, !dbg !422

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !423
  %35 = add nsw i32 %34, 1, !dbg !423
  store i32 %35, ptr %3, align 4, !dbg !423
  br label %5, !dbg !424, !llvm.loop !425

36:                                               ; preds = %5
  ret void, !dbg !427
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @func_1() #0 !dbg !428 {
  %1 = alloca i8, align 1
  %2 = alloca i8, align 1
  %3 = alloca i32, align 4
  %4 = alloca [9 x i32], align 16
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca [3 x [3 x [9 x i16]]], align 16
  %9 = alloca i8, align 1
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [2 x ptr], align 16
  %15 = alloca i16, align 2
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca [5 x [10 x i8]], align 16
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca %struct.S0, align 1
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca i64, align 8
  %31 = alloca i32, align 4
  %32 = alloca ptr, align 8
  %33 = alloca [10 x [2 x [6 x ptr]]], align 16
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca %struct.S0, align 1
  %41 = alloca ptr, align 8
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
    #dbg_declare(ptr %2, !434, !DIExpression(), !435)
  store i8 1, ptr %2, align 1, !dbg !435
    #dbg_declare(ptr %3, !436, !DIExpression(), !437)
  store i32 1199207907, ptr %3, align 4, !dbg !437
    #dbg_declare(ptr %4, !438, !DIExpression(), !440)
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 36, i1 false), !dbg !440
  %45 = getelementptr inbounds [9 x i32], ptr %4, i32 0, i32 0, !dbg !440
  store i32 3, ptr %45, align 16, !dbg !440
  %46 = getelementptr inbounds [9 x i32], ptr %4, i32 0, i32 3, !dbg !440
  store i32 3, ptr %46, align 4, !dbg !440
  %47 = getelementptr inbounds [9 x i32], ptr %4, i32 0, i32 6, !dbg !440
  store i32 3, ptr %47, align 8, !dbg !440
    #dbg_declare(ptr %5, !441, !DIExpression(), !442)
  store ptr @g_63, ptr %5, align 8, !dbg !442
    #dbg_declare(ptr %6, !443, !DIExpression(), !444)
  store ptr %5, ptr %6, align 8, !dbg !444
    #dbg_declare(ptr %7, !445, !DIExpression(), !447)
  store ptr getelementptr inbounds ([4 x %union.U2], ptr @g_99, i64 0, i64 2), ptr %7, align 8, !dbg !447
    #dbg_declare(ptr %8, !448, !DIExpression(), !456)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.func_1.l_103, i64 162, i1 false), !dbg !456
    #dbg_declare(ptr %9, !457, !DIExpression(), !458)
  store i8 -1, ptr %9, align 1, !dbg !458
    #dbg_declare(ptr %10, !459, !DIExpression(), !460)
    #dbg_declare(ptr %11, !461, !DIExpression(), !462)
    #dbg_declare(ptr %12, !463, !DIExpression(), !464)
  store i32 6, ptr @g_4, align 4, !dbg !465
  br label %48, !dbg !467

48:                                               ; preds = %328, %0
  %49 = load i32, ptr @g_4, align 4, !dbg !468
  %50 = icmp sge i32 %49, -21, !dbg !470
  br i1 %50, label %51, label %333, !dbg !471

51:                                               ; preds = %48
    #dbg_declare(ptr %13, !472, !DIExpression(), !474)
  store i32 -38365559, ptr %13, align 4, !dbg !474
    #dbg_declare(ptr %14, !475, !DIExpression(), !478)
    #dbg_declare(ptr %15, !479, !DIExpression(), !480)
  store i16 -5, ptr %15, align 2, !dbg !480
    #dbg_declare(ptr %16, !481, !DIExpression(), !482)
  store ptr null, ptr %16, align 8, !dbg !482
    #dbg_declare(ptr %17, !483, !DIExpression(), !484)
  store ptr @g_58, ptr %17, align 8, !dbg !484
    #dbg_declare(ptr %18, !485, !DIExpression(), !486)
  store ptr @g_60, ptr %18, align 8, !dbg !486
    #dbg_declare(ptr %19, !487, !DIExpression(), !488)
  store ptr @g_70, ptr %19, align 8, !dbg !488
    #dbg_declare(ptr %20, !489, !DIExpression(), !490)
  store i64 -1, ptr %20, align 8, !dbg !490
    #dbg_declare(ptr %21, !491, !DIExpression(), !492)
  store i32 1, ptr %21, align 4, !dbg !492
    #dbg_declare(ptr %22, !493, !DIExpression(), !497)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %22, ptr align 16 @__const.func_1.l_110, i64 50, i1 false), !dbg !497
    #dbg_declare(ptr %23, !498, !DIExpression(), !499)
  store i32 0, ptr %23, align 4, !dbg !499
    #dbg_declare(ptr %24, !500, !DIExpression(), !502)
  store ptr %2, ptr %24, align 8, !dbg !502
    #dbg_declare(ptr %25, !503, !DIExpression(), !504)
    #dbg_declare(ptr %26, !505, !DIExpression(), !506)
  store i32 0, ptr %25, align 4, !dbg !507
  br label %52, !dbg !509

52:                                               ; preds = %59, %51
  %53 = load i32, ptr %25, align 4, !dbg !510
  %54 = icmp slt i32 %53, 2, !dbg !512
  br i1 %54, label %55, label %62, !dbg !513

55:                                               ; preds = %52
  %56 = load i32, ptr %25, align 4, !dbg !514
  %57 = sext i32 %56 to i64, !dbg !515
  %58 = getelementptr inbounds [2 x ptr], ptr %14, i64 0, i64 %57, !dbg !515
  store ptr null, ptr %58, align 8, !dbg !516
  br label %59, !dbg !515

59:                                               ; preds = %55
  %60 = load i32, ptr %25, align 4, !dbg !517
  %61 = add nsw i32 %60, 1, !dbg !517
  store i32 %61, ptr %25, align 4, !dbg !517
  br label %52, !dbg !518, !llvm.loop !519

62:                                               ; preds = %52
  %63 = load i32, ptr %13, align 4, !dbg !521
  %64 = trunc i32 %63 to i8, !dbg !521
  %65 = call zeroext i8 @safe_lshift_func_uint8_t_u_s(i8 noundef zeroext %64, i32 noundef 1), !dbg !523
  %66 = load i32, ptr %13, align 4, !dbg !524
  %67 = icmp ne i32 %66, 0, !dbg !524
  br i1 %67, label %68, label %71, !dbg !525

68:                                               ; preds = %62
  %69 = load i32, ptr @g_4, align 4, !dbg !526
  %70 = icmp ne i32 %69, 0, !dbg !525
  br label %71

71:                                               ; preds = %68, %62
  %72 = phi i1 [ false, %62 ], [ %70, %68 ], !dbg !527
  %73 = zext i1 %72 to i32, !dbg !525
  %74 = trunc i32 %73 to i8, !dbg !528
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %27, ptr align 1 @g_37, i64 17, i1 true), !dbg !529
  %75 = load volatile i32, ptr @g_3, align 4, !dbg !530
  %76 = icmp ne i32 %75, 0, !dbg !531
  br i1 %76, label %78, label %77, !dbg !532

77:                                               ; preds = %71
  br label %78, !dbg !532

78:                                               ; preds = %77, %71
  %79 = phi i1 [ true, %71 ], [ true, %77 ]
  %80 = zext i1 %79 to i32, !dbg !532
  %81 = load i8, ptr %2, align 1, !dbg !533
  %82 = zext i8 %81 to i32, !dbg !533
  %83 = xor i32 %82, %80, !dbg !533
  %84 = trunc i32 %83 to i8, !dbg !533
  store i8 %84, ptr %2, align 1, !dbg !533
  %85 = zext i8 %84 to i16, !dbg !534
  %86 = load i32, ptr %3, align 4, !dbg !535
  %87 = trunc i32 %86 to i16, !dbg !535
  %88 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %85, i16 noundef zeroext %87), !dbg !536
  %89 = zext i16 %88 to i64, !dbg !537
  %90 = icmp ule i64 %89, 254, !dbg !538
  %91 = zext i1 %90 to i32, !dbg !538
  %92 = load i32, ptr %13, align 4, !dbg !539
  %93 = icmp ne i32 %91, %92, !dbg !540
  %94 = zext i1 %93 to i32, !dbg !540
  %95 = sext i32 %94 to i64, !dbg !541
  %96 = call i64 @safe_unary_minus_func_int64_t_s(i64 noundef %95), !dbg !542
  %97 = icmp sgt i64 %96, 186407647, !dbg !543
  %98 = zext i1 %97 to i32, !dbg !543
  %99 = trunc i32 %98 to i16, !dbg !544
  %100 = load i32, ptr @g_4, align 4, !dbg !545
  %101 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %99, i32 noundef %100), !dbg !546
  %102 = zext i16 %101 to i64, !dbg !547
  %103 = xor i64 %102, 4, !dbg !548
  %104 = trunc i64 %103 to i32, !dbg !549
  %105 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef %104, i32 noundef -3), !dbg !550
  %106 = load i32, ptr %13, align 4, !dbg !551
  %107 = icmp ne i32 %105, %106, !dbg !552
  %108 = zext i1 %107 to i32, !dbg !552
  %109 = sext i32 %108 to i64, !dbg !553
  %110 = and i64 %109, 0, !dbg !554
  %111 = load i32, ptr %3, align 4, !dbg !555
  %112 = sext i32 %111 to i64, !dbg !555
  %113 = icmp eq i64 %110, %112, !dbg !556
  %114 = zext i1 %113 to i32, !dbg !556
  %115 = load i32, ptr @g_4, align 4, !dbg !557
  %116 = xor i32 %114, %115, !dbg !558
  %117 = sext i32 %116 to i64, !dbg !559
  %118 = icmp ne i64 %117, -7, !dbg !560
  %119 = zext i1 %118 to i32, !dbg !560
  %120 = trunc i32 %119 to i16, !dbg !561
  %121 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %120, i16 noundef zeroext -26691), !dbg !562
  %122 = zext i16 %121 to i32, !dbg !563
  %123 = load i32, ptr %3, align 4, !dbg !564
  %124 = icmp sle i32 %122, %123, !dbg !565
  %125 = zext i1 %124 to i32, !dbg !565
  %126 = trunc i32 %125 to i8, !dbg !566
  %127 = load i32, ptr @g_4, align 4, !dbg !567
  %128 = trunc i32 %127 to i8, !dbg !567
  %129 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %126, i8 noundef signext %128), !dbg !568
  %130 = sext i8 %129 to i16, !dbg !569
  %131 = load i32, ptr @g_4, align 4, !dbg !570
  %132 = trunc i32 %131 to i16, !dbg !570
  %133 = call signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext %130, i16 noundef signext %132), !dbg !571
  %134 = sext i16 %133 to i32, !dbg !572
  %135 = xor i32 %134, -1, !dbg !573
  %136 = load i16, ptr %15, align 2, !dbg !574
  %137 = zext i16 %136 to i32, !dbg !574
  %138 = xor i32 %137, %135, !dbg !574
  %139 = trunc i32 %138 to i16, !dbg !574
  store i16 %139, ptr %15, align 2, !dbg !574
  %140 = zext i16 %139 to i32, !dbg !575
  %141 = load i32, ptr @g_4, align 4, !dbg !576
  %142 = sext i32 %141 to i64, !dbg !576
  %143 = call signext i8 @func_18(i32 noundef %140, i64 noundef %142), !dbg !577
  %144 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %74, i8 noundef signext %143), !dbg !578
  %145 = load ptr, ptr %17, align 8, !dbg !579
  store i8 %144, ptr %145, align 1, !dbg !580
  %146 = load ptr, ptr %18, align 8, !dbg !581
  store i8 %144, ptr %146, align 1, !dbg !582
  %147 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %144, i8 noundef signext 93), !dbg !583
  %148 = sext i8 %147 to i32, !dbg !584
  %149 = load i32, ptr %13, align 4, !dbg !585
  %150 = icmp uge i32 %148, %149, !dbg !586
  %151 = zext i1 %150 to i32, !dbg !586
  %152 = load i32, ptr %13, align 4, !dbg !587
  %153 = load i32, ptr @g_4, align 4, !dbg !588
  %154 = call zeroext i16 @func_7(i32 noundef %151, i32 noundef %152, i32 noundef %153), !dbg !589
  %155 = zext i16 %154 to i32, !dbg !589
  %156 = load i32, ptr @g_48, align 4, !dbg !590
  %157 = and i32 %155, %156, !dbg !591
  %158 = icmp ne i32 %157, 0, !dbg !591
  br i1 %158, label %159, label %223, !dbg !592

159:                                              ; preds = %78
    #dbg_declare(ptr %28, !593, !DIExpression(), !595)
  store ptr null, ptr %28, align 8, !dbg !595
    #dbg_declare(ptr %29, !596, !DIExpression(), !597)
  store ptr @g_70, ptr %29, align 8, !dbg !597
    #dbg_declare(ptr %30, !598, !DIExpression(), !599)
  store i64 3, ptr %30, align 8, !dbg !599
    #dbg_declare(ptr %31, !600, !DIExpression(), !601)
  store i32 -1, ptr %31, align 4, !dbg !601
    #dbg_declare(ptr %32, !602, !DIExpression(), !603)
  store ptr %31, ptr %32, align 8, !dbg !603
  %160 = load ptr, ptr %28, align 8, !dbg !604
  %161 = load volatile ptr, ptr @g_65, align 8, !dbg !605
  store ptr %160, ptr %161, align 8, !dbg !606
  store i32 -9, ptr %13, align 4, !dbg !607
  br label %162, !dbg !609

162:                                              ; preds = %173, %159
  %163 = load i32, ptr %13, align 4, !dbg !610
  %164 = icmp eq i32 %163, 57, !dbg !612
  br i1 %164, label %165, label %178, !dbg !613

165:                                              ; preds = %162
    #dbg_declare(ptr %33, !614, !DIExpression(), !619)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %33, ptr align 16 @__const.func_1.l_71, i64 960, i1 false), !dbg !619
    #dbg_declare(ptr %34, !620, !DIExpression(), !621)
  store ptr %3, ptr %34, align 8, !dbg !621
    #dbg_declare(ptr %35, !622, !DIExpression(), !623)
  store ptr @g_48, ptr %35, align 8, !dbg !623
    #dbg_declare(ptr %36, !624, !DIExpression(), !625)
  store ptr null, ptr %36, align 8, !dbg !625
    #dbg_declare(ptr %37, !626, !DIExpression(), !627)
    #dbg_declare(ptr %38, !628, !DIExpression(), !629)
    #dbg_declare(ptr %39, !630, !DIExpression(), !631)
  store ptr @g_37, ptr @g_68, align 8, !dbg !632
  %166 = load ptr, ptr @g_69, align 8, !dbg !633
  store ptr %166, ptr %29, align 8, !dbg !634
  store ptr %166, ptr %19, align 8, !dbg !635
  %167 = load i64, ptr %30, align 8, !dbg !636
  %168 = icmp ne i64 %167, 0, !dbg !636
  br i1 %168, label %169, label %170, !dbg !638

169:                                              ; preds = %165
  br label %178, !dbg !639

170:                                              ; preds = %165
  %171 = load i64, ptr %20, align 8, !dbg !640
  %172 = add i64 %171, -1, !dbg !640
  store i64 %172, ptr %20, align 8, !dbg !640
  br label %173, !dbg !641

173:                                              ; preds = %170
  %174 = load i32, ptr %13, align 4, !dbg !642
  %175 = trunc i32 %174 to i8, !dbg !642
  %176 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %175, i8 noundef zeroext 3), !dbg !643
  %177 = zext i8 %176 to i32, !dbg !643
  store i32 %177, ptr %13, align 4, !dbg !644
  br label %162, !dbg !645, !llvm.loop !646

178:                                              ; preds = %169, %162
  %179 = load i32, ptr %3, align 4, !dbg !648
  %180 = load ptr, ptr @g_68, align 8, !dbg !649
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %40, ptr align 1 %180, i64 17, i1 true), !dbg !650
  %181 = load volatile ptr, ptr @g_44, align 8, !dbg !651
  %182 = load volatile ptr, ptr %181, align 8, !dbg !652
  %183 = load ptr, ptr @g_88, align 8, !dbg !653
  %184 = icmp eq ptr %182, %183, !dbg !654
  %185 = zext i1 %184 to i32, !dbg !654
  br i1 true, label %186, label %187, !dbg !655

186:                                              ; preds = %178
  br label %187

187:                                              ; preds = %186, %178
  %188 = phi i1 [ false, %178 ], [ true, %186 ], !dbg !656
  %189 = zext i1 %188 to i32, !dbg !655
  %190 = trunc i32 %189 to i8, !dbg !657
  %191 = load i8, ptr @g_60, align 1, !dbg !658
  %192 = sext i8 %191 to i32, !dbg !658
  %193 = call signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %190, i32 noundef %192), !dbg !659
  %194 = sext i8 %193 to i64, !dbg !660
  %195 = icmp ugt i64 %194, 4294967286, !dbg !661
  %196 = zext i1 %195 to i32, !dbg !661
  %197 = sext i32 %196 to i64, !dbg !662
  %198 = xor i64 8, %197, !dbg !663
  %199 = load ptr, ptr %17, align 8, !dbg !664
  %200 = load i8, ptr %199, align 1, !dbg !665
  %201 = sext i8 %200 to i64, !dbg !665
  %202 = xor i64 %201, %198, !dbg !665
  %203 = trunc i64 %202 to i8, !dbg !665
  store i8 %203, ptr %199, align 1, !dbg !665
  %204 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext -64, i8 noundef signext %203), !dbg !666
  %205 = getelementptr inbounds [9 x i32], ptr %4, i64 0, i64 1, !dbg !667
  %206 = load i32, ptr %205, align 4, !dbg !667
  %207 = sext i32 %206 to i64, !dbg !668
  %208 = load i16, ptr %15, align 2, !dbg !669
  %209 = zext i16 %208 to i64, !dbg !669
  %210 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %207, i64 noundef %209), !dbg !670
  %211 = icmp ne i64 %210, 0, !dbg !670
  br i1 %211, label %212, label %215, !dbg !671

212:                                              ; preds = %187
  %213 = load i32, ptr @g_48, align 4, !dbg !672
  %214 = icmp ne i32 %213, 0, !dbg !671
  br label %215

215:                                              ; preds = %212, %187
  %216 = phi i1 [ false, %187 ], [ %214, %212 ], !dbg !656
  %217 = zext i1 %216 to i32, !dbg !671
  %218 = load ptr, ptr %32, align 8, !dbg !673
  %219 = load i32, ptr %218, align 4, !dbg !674
  %220 = xor i32 %219, %217, !dbg !674
  store i32 %220, ptr %218, align 4, !dbg !674
  store i32 %220, ptr %21, align 4, !dbg !675
  %221 = load i16, ptr %15, align 2, !dbg !676
  %222 = trunc i16 %221 to i8, !dbg !676
  store i8 %222, ptr %1, align 1, !dbg !677
  br label %339, !dbg !677

223:                                              ; preds = %78
  %224 = load ptr, ptr %6, align 8, !dbg !678
  store ptr %224, ptr @g_95, align 8, !dbg !680
  br label %225

225:                                              ; preds = %223
  store i32 0, ptr %3, align 4, !dbg !681
  br label %226, !dbg !683

226:                                              ; preds = %275, %225
  %227 = load i32, ptr %3, align 4, !dbg !684
  %228 = icmp sle i32 %227, 8, !dbg !686
  br i1 %228, label %229, label %278, !dbg !687

229:                                              ; preds = %226
    #dbg_declare(ptr %41, !688, !DIExpression(), !690)
  store ptr null, ptr %41, align 8, !dbg !690
    #dbg_declare(ptr %42, !691, !DIExpression(), !692)
  store i32 -1393878248, ptr %42, align 4, !dbg !692
  %230 = load ptr, ptr %41, align 8, !dbg !693
  %231 = load ptr, ptr %7, align 8, !dbg !694
  %232 = icmp eq ptr %230, %231, !dbg !695
  %233 = zext i1 %232 to i32, !dbg !695
  %234 = load volatile ptr, ptr @g_100, align 8, !dbg !696
  %235 = load i32, ptr %234, align 4, !dbg !697
  %236 = xor i32 %235, %233, !dbg !697
  store i32 %236, ptr %234, align 4, !dbg !697
  store i32 0, ptr @g_48, align 4, !dbg !698
  br label %237, !dbg !700

237:                                              ; preds = %251, %229
  %238 = load i32, ptr @g_48, align 4, !dbg !701
  %239 = icmp sle i32 %238, 8, !dbg !703
  br i1 %239, label %240, label %254, !dbg !704

240:                                              ; preds = %237
    #dbg_declare(ptr %43, !705, !DIExpression(), !707)
  %241 = load ptr, ptr @g_68, align 8, !dbg !708
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %241, ptr align 1 @g_101, i64 17, i1 true), !dbg !709
  %242 = load i32, ptr @g_48, align 4, !dbg !710
  %243 = sext i32 %242 to i64, !dbg !711
  %244 = getelementptr inbounds [9 x i32], ptr %4, i64 0, i64 %243, !dbg !711
  %245 = load i32, ptr %244, align 4, !dbg !711
  store i32 %245, ptr %42, align 4, !dbg !712
  %246 = load volatile i104, ptr getelementptr inbounds (%struct.S0, ptr @g_37, i32 0, i32 1), align 1, !dbg !713
  %247 = lshr i104 %246, 68, !dbg !713
  %248 = and i104 %247, 31, !dbg !713
  %249 = trunc i104 %248 to i32, !dbg !713
  %250 = trunc i32 %249 to i8, !dbg !714
  store i8 %250, ptr %1, align 1, !dbg !715
  br label %339, !dbg !715

251:                                              ; No predecessors!
  %252 = load i32, ptr @g_48, align 4, !dbg !716
  %253 = add nsw i32 %252, 1, !dbg !716
  store i32 %253, ptr @g_48, align 4, !dbg !716
  br label %237, !dbg !717, !llvm.loop !718

254:                                              ; preds = %237
  %255 = getelementptr inbounds [3 x [3 x [9 x i16]]], ptr %8, i64 0, i64 0, !dbg !720
  %256 = getelementptr inbounds [3 x [9 x i16]], ptr %255, i64 0, i64 2, !dbg !720
  %257 = getelementptr inbounds [9 x i16], ptr %256, i64 0, i64 6, !dbg !720
  %258 = load i16, ptr %257, align 4, !dbg !720
  %259 = zext i16 %258 to i32, !dbg !720
  %260 = load i32, ptr %21, align 4, !dbg !721
  %261 = or i32 %260, %259, !dbg !721
  store i32 %261, ptr %21, align 4, !dbg !721
  store i64 0, ptr %20, align 8, !dbg !722
  br label %262, !dbg !724

262:                                              ; preds = %271, %254
  %263 = load i64, ptr %20, align 8, !dbg !725
  %264 = icmp ule i64 %263, 1, !dbg !727
  br i1 %264, label %265, label %274, !dbg !728

265:                                              ; preds = %262
    #dbg_declare(ptr %44, !729, !DIExpression(), !731)
  %266 = load i64, ptr %20, align 8, !dbg !732
  %267 = getelementptr inbounds [2 x ptr], ptr %14, i64 0, i64 %266, !dbg !733
  %268 = load ptr, ptr %267, align 8, !dbg !733
  %269 = load ptr, ptr %6, align 8, !dbg !734
  %270 = load ptr, ptr %269, align 8, !dbg !735
  store ptr %268, ptr %270, align 8, !dbg !736
  br label %271, !dbg !737

271:                                              ; preds = %265
  %272 = load i64, ptr %20, align 8, !dbg !738
  %273 = add i64 %272, 1, !dbg !738
  store i64 %273, ptr %20, align 8, !dbg !738
  br label %262, !dbg !739, !llvm.loop !740

274:                                              ; preds = %262
  br label %275, !dbg !742

275:                                              ; preds = %274
  %276 = load i32, ptr %3, align 4, !dbg !743
  %277 = add nsw i32 %276, 1, !dbg !743
  store i32 %277, ptr %3, align 4, !dbg !743
  br label %226, !dbg !744, !llvm.loop !745

278:                                              ; preds = %226
  %279 = call signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext -5, i32 noundef 3), !dbg !747
  %280 = sext i16 %279 to i32, !dbg !748
  %281 = getelementptr inbounds [5 x [10 x i8]], ptr %22, i64 0, i64 4, !dbg !749
  %282 = getelementptr inbounds [10 x i8], ptr %281, i64 0, i64 5, !dbg !749
  %283 = load i8, ptr %282, align 1, !dbg !749
  %284 = zext i8 %283 to i32, !dbg !749
  %285 = icmp ne i32 %284, 0, !dbg !749
  br i1 %285, label %286, label %289, !dbg !750

286:                                              ; preds = %278
  %287 = load volatile i32, ptr @g_89, align 4, !dbg !751
  %288 = icmp ne i32 %287, 0, !dbg !750
  br label %289

289:                                              ; preds = %286, %278
  %290 = phi i1 [ false, %278 ], [ %288, %286 ], !dbg !752
  %291 = zext i1 %290 to i32, !dbg !750
  %292 = trunc i32 %291 to i8, !dbg !753
  %293 = load ptr, ptr %18, align 8, !dbg !754
  store i8 %292, ptr %293, align 1, !dbg !755
  %294 = load i64, ptr %20, align 8, !dbg !756
  %295 = trunc i64 %294 to i32, !dbg !756
  %296 = load i64, ptr @g_122, align 8, !dbg !757
  %297 = add i64 %296, 1, !dbg !757
  store i64 %297, ptr @g_122, align 8, !dbg !757
  %298 = trunc i64 %297 to i8, !dbg !758
  %299 = load ptr, ptr %24, align 8, !dbg !759
  store i8 %298, ptr %299, align 1, !dbg !760
  %300 = zext i8 %298 to i32, !dbg !761
  %301 = xor i32 %300, -1, !dbg !762
  %302 = sext i32 %301 to i64, !dbg !763
  %303 = and i64 %302, 2057461895, !dbg !764
  %304 = xor i64 %303, -1, !dbg !765
  %305 = trunc i64 %304 to i32, !dbg !766
  %306 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %295, i32 noundef %305), !dbg !767
  %307 = sext i32 %306 to i64, !dbg !768
  %308 = getelementptr inbounds [5 x [10 x i8]], ptr %22, i64 0, i64 2, !dbg !769
  %309 = getelementptr inbounds [10 x i8], ptr %308, i64 0, i64 8, !dbg !769
  %310 = load i8, ptr %309, align 4, !dbg !769
  %311 = zext i8 %310 to i64, !dbg !769
  %312 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %307, i64 noundef %311), !dbg !770
  %313 = trunc i64 %312 to i16, !dbg !771
  %314 = getelementptr inbounds [5 x [10 x i8]], ptr %22, i64 0, i64 4, !dbg !772
  %315 = getelementptr inbounds [10 x i8], ptr %314, i64 0, i64 5, !dbg !772
  %316 = load i8, ptr %315, align 1, !dbg !772
  %317 = zext i8 %316 to i16, !dbg !772
  %318 = call zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %313, i16 noundef zeroext %317), !dbg !773
  %319 = trunc i16 %318 to i8, !dbg !774
  %320 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %292, i8 noundef signext %319), !dbg !775
  %321 = sext i8 %320 to i16, !dbg !776
  %322 = load i64, ptr @g_119, align 8, !dbg !777
  %323 = trunc i64 %322 to i16, !dbg !777
  %324 = call signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %321, i16 noundef signext %323), !dbg !778
  %325 = sext i16 %324 to i32, !dbg !779
  %326 = xor i32 %280, %325, !dbg !780
  %327 = trunc i32 %326 to i8, !dbg !781
  store i8 %327, ptr %9, align 1, !dbg !782
  br label %328, !dbg !783

328:                                              ; preds = %289
  %329 = load i32, ptr @g_4, align 4, !dbg !784
  %330 = trunc i32 %329 to i8, !dbg !784
  %331 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %330, i8 noundef signext 5), !dbg !785
  %332 = sext i8 %331 to i32, !dbg !785
  store i32 %332, ptr @g_4, align 4, !dbg !786
  br label %48, !dbg !787, !llvm.loop !788

333:                                              ; preds = %48
  %334 = getelementptr inbounds [3 x [3 x [9 x i16]]], ptr %8, i64 0, i64 0, !dbg !790
  %335 = getelementptr inbounds [3 x [9 x i16]], ptr %334, i64 0, i64 0, !dbg !790
  %336 = getelementptr inbounds [9 x i16], ptr %335, i64 0, i64 1, !dbg !790
  %337 = load i16, ptr %336, align 2, !dbg !790
  %338 = trunc i16 %337 to i8, !dbg !790
  store i8 %338, ptr %1, align 1, !dbg !791
  br label %339, !dbg !791

339:                                              ; preds = %333, %240, %215
  %340 = load i8, ptr %1, align 1, !dbg !792
  ret i8 %340, !dbg !792
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !793 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !796, !DIExpression(), !797)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !798, !DIExpression(), !799)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !800, !DIExpression(), !801)
  %7 = load i64, ptr %4, align 8, !dbg !802
  call void @crc32_8bytes(i64 noundef %7), !dbg !803
  %8 = load i32, ptr %6, align 4, !dbg !804
  %9 = icmp ne i32 %8, 0, !dbg !804
  br i1 %9, label %10, label %16, !dbg !806

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !807
  %12 = load i32, ptr @crc32_context, align 4, !dbg !809
  %13 = zext i32 %12 to i64, !dbg !809
  %14 = xor i64 %13, 4294967295, !dbg !810
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, ptr noundef %11, i64 noundef %14), !dbg !811
  br label %16, !dbg !812

16:                                               ; preds = %10, %3
  ret void, !dbg !813
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !814 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !817, !DIExpression(), !818)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !819, !DIExpression(), !820)
  %5 = load i32, ptr %3, align 4, !dbg !821
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.32, i32 noundef %5), !dbg !822
  ret void, !dbg !823
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @func_7(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !824 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !827, !DIExpression(), !828)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !829, !DIExpression(), !830)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !831, !DIExpression(), !832)
    #dbg_declare(ptr %7, !833, !DIExpression(), !834)
  store ptr null, ptr %7, align 8, !dbg !834
  %8 = load ptr, ptr %7, align 8, !dbg !835
  %9 = load volatile ptr, ptr @g_62, align 8, !dbg !836
  store ptr %8, ptr %9, align 8, !dbg !837
  %10 = load volatile i104, ptr getelementptr inbounds (%struct.S0, ptr @g_37, i32 0, i32 1), align 1, !dbg !838
  %11 = shl i104 %10, 36, !dbg !838
  %12 = ashr i104 %11, 82, !dbg !838
  %13 = trunc i104 %12 to i32, !dbg !838
  %14 = trunc i32 %13 to i16, !dbg !839
  ret i16 %14, !dbg !840
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_lshift_func_uint8_t_u_s(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !841 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !845, !DIExpression(), !846)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !847, !DIExpression(), !848)
  %5 = load i32, ptr %4, align 4, !dbg !849
  %6 = icmp slt i32 %5, 0, !dbg !850
  br i1 %6, label %16, label %7, !dbg !851

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !852
  %9 = icmp sge i32 %8, 32, !dbg !853
  br i1 %9, label %16, label %10, !dbg !854

10:                                               ; preds = %7
  %11 = load i8, ptr %3, align 1, !dbg !855
  %12 = zext i8 %11 to i32, !dbg !855
  %13 = load i32, ptr %4, align 4, !dbg !856
  %14 = ashr i32 255, %13, !dbg !857
  %15 = icmp sgt i32 %12, %14, !dbg !858
  br i1 %15, label %16, label %19, !dbg !859

16:                                               ; preds = %10, %7, %2
  %17 = load i8, ptr %3, align 1, !dbg !860
  %18 = zext i8 %17 to i32, !dbg !861
  br label %24, !dbg !859

19:                                               ; preds = %10
  %20 = load i8, ptr %3, align 1, !dbg !862
  %21 = zext i8 %20 to i32, !dbg !862
  %22 = load i32, ptr %4, align 4, !dbg !863
  %23 = shl i32 %21, %22, !dbg !864
  br label %24, !dbg !859

24:                                               ; preds = %19, %16
  %25 = phi i32 [ %18, %16 ], [ %23, %19 ], !dbg !859
  %26 = trunc i32 %25 to i8, !dbg !859
  ret i8 %26, !dbg !865
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !866 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !869, !DIExpression(), !870)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !871, !DIExpression(), !872)
  %5 = load i8, ptr %3, align 1, !dbg !873
  %6 = sext i8 %5 to i32, !dbg !873
  %7 = load i8, ptr %4, align 1, !dbg !874
  %8 = sext i8 %7 to i32, !dbg !874
  %9 = add nsw i32 %6, %8, !dbg !875
  %10 = trunc i32 %9 to i8, !dbg !876
  ret i8 %10, !dbg !877
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !878 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !879, !DIExpression(), !880)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !881, !DIExpression(), !882)
  %5 = load i8, ptr %3, align 1, !dbg !883
  %6 = sext i8 %5 to i32, !dbg !883
  %7 = load i8, ptr %4, align 1, !dbg !884
  %8 = sext i8 %7 to i32, !dbg !884
  %9 = mul nsw i32 %6, %8, !dbg !885
  %10 = trunc i32 %9 to i8, !dbg !883
  ret i8 %10, !dbg !886
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @func_18(i32 noundef %0, i64 noundef %1) #0 !dbg !887 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [6 x ptr], align 16
  %11 = alloca [4 x i32], align 16
  %12 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !890, !DIExpression(), !891)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !892, !DIExpression(), !893)
    #dbg_declare(ptr %6, !894, !DIExpression(), !895)
  store ptr @g_48, ptr %6, align 8, !dbg !895
    #dbg_declare(ptr %7, !896, !DIExpression(), !897)
  store ptr @g_48, ptr %7, align 8, !dbg !897
    #dbg_declare(ptr %8, !898, !DIExpression(), !899)
  store ptr null, ptr %8, align 8, !dbg !899
    #dbg_declare(ptr %9, !900, !DIExpression(), !901)
  store ptr null, ptr %9, align 8, !dbg !901
    #dbg_declare(ptr %10, !902, !DIExpression(), !904)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 @__const.func_18.l_52, i64 48, i1 false), !dbg !904
    #dbg_declare(ptr %11, !905, !DIExpression(), !907)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 @__const.func_18.l_53, i64 16, i1 false), !dbg !907
    #dbg_declare(ptr %12, !908, !DIExpression(), !909)
  %13 = load volatile ptr, ptr @g_42, align 16, !dbg !910
  %14 = load volatile ptr, ptr @g_44, align 8, !dbg !911
  store volatile ptr %13, ptr %14, align 8, !dbg !912
  store i64 0, ptr %5, align 8, !dbg !913
  br label %15, !dbg !915

15:                                               ; preds = %21, %2
  %16 = load i64, ptr %5, align 8, !dbg !916
  %17 = icmp sge i64 %16, 1, !dbg !918
  br i1 %17, label %18, label %24, !dbg !919

18:                                               ; preds = %15
  %19 = load i64, ptr %5, align 8, !dbg !920
  %20 = trunc i64 %19 to i8, !dbg !920
  store i8 %20, ptr %3, align 1, !dbg !922
  br label %30, !dbg !922

21:                                               ; No predecessors!
  %22 = load i64, ptr %5, align 8, !dbg !923
  %23 = add nsw i64 %22, 1, !dbg !923
  store i64 %23, ptr %5, align 8, !dbg !923
  br label %15, !dbg !924, !llvm.loop !925

24:                                               ; preds = %15
  %25 = getelementptr inbounds [4 x i32], ptr %11, i64 0, i64 0, !dbg !927
  %26 = load i32, ptr %25, align 16, !dbg !928
  %27 = add i32 %26, -1, !dbg !928
  store i32 %27, ptr %25, align 16, !dbg !928
  %28 = load volatile i32, ptr @g_43, align 4, !dbg !929
  %29 = trunc i32 %28 to i8, !dbg !930
  store i8 %29, ptr %3, align 1, !dbg !931
  br label %30, !dbg !931

30:                                               ; preds = %24, %18
  %31 = load i8, ptr %3, align 1, !dbg !932
  ret i8 %31, !dbg !932
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !933 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !939, !DIExpression(), !940)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !941, !DIExpression(), !942)
  %5 = load i16, ptr %4, align 2, !dbg !943
  %6 = sext i16 %5 to i32, !dbg !943
  %7 = icmp eq i32 %6, 0, !dbg !944
  br i1 %7, label %16, label %8, !dbg !945

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2, !dbg !946
  %10 = sext i16 %9 to i32, !dbg !946
  %11 = icmp eq i32 %10, -32768, !dbg !947
  br i1 %11, label %12, label %19, !dbg !948

12:                                               ; preds = %8
  %13 = load i16, ptr %4, align 2, !dbg !949
  %14 = sext i16 %13 to i32, !dbg !949
  %15 = icmp eq i32 %14, -1, !dbg !950
  br i1 %15, label %16, label %19, !dbg !951

16:                                               ; preds = %12, %2
  %17 = load i16, ptr %3, align 2, !dbg !952
  %18 = sext i16 %17 to i32, !dbg !953
  br label %25, !dbg !951

19:                                               ; preds = %12, %8
  %20 = load i16, ptr %3, align 2, !dbg !954
  %21 = sext i16 %20 to i32, !dbg !954
  %22 = load i16, ptr %4, align 2, !dbg !955
  %23 = sext i16 %22 to i32, !dbg !955
  %24 = sdiv i32 %21, %23, !dbg !956
  br label %25, !dbg !951

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ], !dbg !951
  %27 = trunc i32 %26 to i16, !dbg !951
  ret i16 %27, !dbg !957
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !958 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !961, !DIExpression(), !962)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !963, !DIExpression(), !964)
  %5 = load i16, ptr %3, align 2, !dbg !965
  %6 = zext i16 %5 to i32, !dbg !966
  %7 = load i16, ptr %4, align 2, !dbg !967
  %8 = zext i16 %7 to i32, !dbg !968
  %9 = mul i32 %6, %8, !dbg !969
  %10 = trunc i32 %9 to i16, !dbg !970
  ret i16 %10, !dbg !971
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 !dbg !972 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !975, !DIExpression(), !976)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !977, !DIExpression(), !978)
  %5 = load i32, ptr %3, align 4, !dbg !979
  %6 = load i32, ptr %4, align 4, !dbg !980
  %7 = sub i32 %5, %6, !dbg !981
  ret i32 %7, !dbg !982
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !983 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !986, !DIExpression(), !987)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !988, !DIExpression(), !989)
  %5 = load i32, ptr %4, align 4, !dbg !990
  %6 = icmp uge i32 %5, 32, !dbg !991
  br i1 %6, label %13, label %7, !dbg !992

7:                                                ; preds = %2
  %8 = load i16, ptr %3, align 2, !dbg !993
  %9 = zext i16 %8 to i32, !dbg !993
  %10 = load i32, ptr %4, align 4, !dbg !994
  %11 = ashr i32 65535, %10, !dbg !995
  %12 = icmp sgt i32 %9, %11, !dbg !996
  br i1 %12, label %13, label %16, !dbg !997

13:                                               ; preds = %7, %2
  %14 = load i16, ptr %3, align 2, !dbg !998
  %15 = zext i16 %14 to i32, !dbg !999
  br label %21, !dbg !997

16:                                               ; preds = %7
  %17 = load i16, ptr %3, align 2, !dbg !1000
  %18 = zext i16 %17 to i32, !dbg !1000
  %19 = load i32, ptr %4, align 4, !dbg !1001
  %20 = shl i32 %18, %19, !dbg !1002
  br label %21, !dbg !997

21:                                               ; preds = %16, %13
  %22 = phi i32 [ %15, %13 ], [ %20, %16 ], !dbg !997
  %23 = trunc i32 %22 to i16, !dbg !997
  ret i16 %23, !dbg !1003
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_unary_minus_func_int64_t_s(i64 noundef %0) #0 !dbg !1004 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1007, !DIExpression(), !1008)
  %3 = load i64, ptr %2, align 8, !dbg !1009
  %4 = icmp eq i64 %3, -9223372036854775808, !dbg !1010
  br i1 %4, label %5, label %7, !dbg !1011

5:                                                ; preds = %1
  %6 = load i64, ptr %2, align 8, !dbg !1012
  br label %10, !dbg !1011

7:                                                ; preds = %1
  %8 = load i64, ptr %2, align 8, !dbg !1013
  %9 = sub nsw i64 0, %8, !dbg !1014
  br label %10, !dbg !1011

10:                                               ; preds = %7, %5
  %11 = phi i64 [ %6, %5 ], [ %9, %7 ], !dbg !1011
  ret i64 %11, !dbg !1015
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !1016 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1019, !DIExpression(), !1020)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1021, !DIExpression(), !1022)
  %5 = load i8, ptr %3, align 1, !dbg !1023
  %6 = zext i8 %5 to i32, !dbg !1023
  %7 = load i8, ptr %4, align 1, !dbg !1024
  %8 = zext i8 %7 to i32, !dbg !1024
  %9 = add nsw i32 %6, %8, !dbg !1025
  %10 = trunc i32 %9 to i8, !dbg !1023
  ret i8 %10, !dbg !1026
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_div_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !1027 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1030, !DIExpression(), !1031)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1032, !DIExpression(), !1033)
  %5 = load i64, ptr %4, align 8, !dbg !1034
  %6 = icmp eq i64 %5, 0, !dbg !1035
  br i1 %6, label %13, label %7, !dbg !1036

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !1037
  %9 = icmp eq i64 %8, -9223372036854775808, !dbg !1038
  br i1 %9, label %10, label %15, !dbg !1039

10:                                               ; preds = %7
  %11 = load i64, ptr %4, align 8, !dbg !1040
  %12 = icmp eq i64 %11, -1, !dbg !1041
  br i1 %12, label %13, label %15, !dbg !1042

13:                                               ; preds = %10, %2
  %14 = load i64, ptr %3, align 8, !dbg !1043
  br label %19, !dbg !1042

15:                                               ; preds = %10, %7
  %16 = load i64, ptr %3, align 8, !dbg !1044
  %17 = load i64, ptr %4, align 8, !dbg !1045
  %18 = sdiv i64 %16, %17, !dbg !1046
  br label %19, !dbg !1042

19:                                               ; preds = %15, %13
  %20 = phi i64 [ %14, %13 ], [ %18, %15 ], !dbg !1042
  ret i64 %20, !dbg !1047
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %0, i32 noundef %1) #0 !dbg !1048 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1051, !DIExpression(), !1052)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1053, !DIExpression(), !1054)
  %5 = load i8, ptr %3, align 1, !dbg !1055
  %6 = sext i8 %5 to i32, !dbg !1055
  %7 = icmp slt i32 %6, 0, !dbg !1056
  br i1 %7, label %11, label %8, !dbg !1057

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1058
  %10 = icmp uge i32 %9, 32, !dbg !1059
  br i1 %10, label %11, label %14, !dbg !1060

11:                                               ; preds = %8, %2
  %12 = load i8, ptr %3, align 1, !dbg !1061
  %13 = sext i8 %12 to i32, !dbg !1062
  br label %19, !dbg !1060

14:                                               ; preds = %8
  %15 = load i8, ptr %3, align 1, !dbg !1063
  %16 = sext i8 %15 to i32, !dbg !1063
  %17 = load i32, ptr %4, align 4, !dbg !1064
  %18 = ashr i32 %16, %17, !dbg !1065
  br label %19, !dbg !1060

19:                                               ; preds = %14, %11
  %20 = phi i32 [ %13, %11 ], [ %18, %14 ], !dbg !1060
  %21 = trunc i32 %20 to i8, !dbg !1060
  ret i8 %21, !dbg !1066
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %0, i32 noundef %1) #0 !dbg !1067 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1070, !DIExpression(), !1071)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1072, !DIExpression(), !1073)
  %5 = load i16, ptr %3, align 2, !dbg !1074
  %6 = sext i16 %5 to i32, !dbg !1074
  %7 = icmp slt i32 %6, 0, !dbg !1075
  br i1 %7, label %20, label %8, !dbg !1076

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1077
  %10 = icmp slt i32 %9, 0, !dbg !1078
  br i1 %10, label %20, label %11, !dbg !1079

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !1080
  %13 = icmp sge i32 %12, 32, !dbg !1081
  br i1 %13, label %20, label %14, !dbg !1082

14:                                               ; preds = %11
  %15 = load i16, ptr %3, align 2, !dbg !1083
  %16 = sext i16 %15 to i32, !dbg !1083
  %17 = load i32, ptr %4, align 4, !dbg !1084
  %18 = ashr i32 32767, %17, !dbg !1085
  %19 = icmp sgt i32 %16, %18, !dbg !1086
  br i1 %19, label %20, label %23, !dbg !1087

20:                                               ; preds = %14, %11, %8, %2
  %21 = load i16, ptr %3, align 2, !dbg !1088
  %22 = sext i16 %21 to i32, !dbg !1089
  br label %28, !dbg !1087

23:                                               ; preds = %14
  %24 = load i16, ptr %3, align 2, !dbg !1090
  %25 = sext i16 %24 to i32, !dbg !1090
  %26 = load i32, ptr %4, align 4, !dbg !1091
  %27 = shl i32 %25, %26, !dbg !1092
  br label %28, !dbg !1087

28:                                               ; preds = %23, %20
  %29 = phi i32 [ %22, %20 ], [ %27, %23 ], !dbg !1087
  %30 = trunc i32 %29 to i16, !dbg !1087
  ret i16 %30, !dbg !1093
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !1094 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1095, !DIExpression(), !1096)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1097, !DIExpression(), !1098)
  %5 = load i16, ptr %3, align 2, !dbg !1099
  %6 = sext i16 %5 to i32, !dbg !1099
  %7 = load i16, ptr %4, align 2, !dbg !1100
  %8 = sext i16 %7 to i32, !dbg !1100
  %9 = sub nsw i32 %6, %8, !dbg !1101
  %10 = trunc i32 %9 to i16, !dbg !1102
  ret i16 %10, !dbg !1103
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !1104 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1105, !DIExpression(), !1106)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1107, !DIExpression(), !1108)
  %5 = load i16, ptr %3, align 2, !dbg !1109
  %6 = zext i16 %5 to i32, !dbg !1109
  %7 = load i16, ptr %4, align 2, !dbg !1110
  %8 = zext i16 %7 to i32, !dbg !1110
  %9 = sub nsw i32 %6, %8, !dbg !1111
  %10 = trunc i32 %9 to i16, !dbg !1109
  ret i16 %10, !dbg !1112
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !1113 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1114, !DIExpression(), !1115)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1116, !DIExpression(), !1117)
  %5 = load i64, ptr %3, align 8, !dbg !1118
  %6 = icmp sgt i64 %5, 0, !dbg !1119
  br i1 %6, label %7, label %15, !dbg !1120

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8, !dbg !1121
  %9 = icmp sgt i64 %8, 0, !dbg !1122
  br i1 %9, label %10, label %15, !dbg !1123

10:                                               ; preds = %7
  %11 = load i64, ptr %3, align 8, !dbg !1124
  %12 = load i64, ptr %4, align 8, !dbg !1125
  %13 = sub nsw i64 9223372036854775807, %12, !dbg !1126
  %14 = icmp sgt i64 %11, %13, !dbg !1127
  br i1 %14, label %26, label %15, !dbg !1128

15:                                               ; preds = %10, %7, %2
  %16 = load i64, ptr %3, align 8, !dbg !1129
  %17 = icmp slt i64 %16, 0, !dbg !1130
  br i1 %17, label %18, label %28, !dbg !1131

18:                                               ; preds = %15
  %19 = load i64, ptr %4, align 8, !dbg !1132
  %20 = icmp slt i64 %19, 0, !dbg !1133
  br i1 %20, label %21, label %28, !dbg !1134

21:                                               ; preds = %18
  %22 = load i64, ptr %3, align 8, !dbg !1135
  %23 = load i64, ptr %4, align 8, !dbg !1136
  %24 = sub nsw i64 -9223372036854775808, %23, !dbg !1137
  %25 = icmp slt i64 %22, %24, !dbg !1138
  br i1 %25, label %26, label %28, !dbg !1139

26:                                               ; preds = %21, %10
  %27 = load i64, ptr %3, align 8, !dbg !1140
  br label %32, !dbg !1139

28:                                               ; preds = %21, %18, %15
  %29 = load i64, ptr %3, align 8, !dbg !1141
  %30 = load i64, ptr %4, align 8, !dbg !1142
  %31 = add nsw i64 %29, %30, !dbg !1143
  br label %32, !dbg !1139

32:                                               ; preds = %28, %26
  %33 = phi i64 [ %27, %26 ], [ %31, %28 ], !dbg !1139
  ret i64 %33, !dbg !1144
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_add_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !1145 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1148, !DIExpression(), !1149)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1150, !DIExpression(), !1151)
  %5 = load i32, ptr %3, align 4, !dbg !1152
  %6 = icmp sgt i32 %5, 0, !dbg !1153
  br i1 %6, label %7, label %15, !dbg !1154

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !1155
  %9 = icmp sgt i32 %8, 0, !dbg !1156
  br i1 %9, label %10, label %15, !dbg !1157

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4, !dbg !1158
  %12 = load i32, ptr %4, align 4, !dbg !1159
  %13 = sub nsw i32 2147483647, %12, !dbg !1160
  %14 = icmp sgt i32 %11, %13, !dbg !1161
  br i1 %14, label %26, label %15, !dbg !1162

15:                                               ; preds = %10, %7, %2
  %16 = load i32, ptr %3, align 4, !dbg !1163
  %17 = icmp slt i32 %16, 0, !dbg !1164
  br i1 %17, label %18, label %28, !dbg !1165

18:                                               ; preds = %15
  %19 = load i32, ptr %4, align 4, !dbg !1166
  %20 = icmp slt i32 %19, 0, !dbg !1167
  br i1 %20, label %21, label %28, !dbg !1168

21:                                               ; preds = %18
  %22 = load i32, ptr %3, align 4, !dbg !1169
  %23 = load i32, ptr %4, align 4, !dbg !1170
  %24 = sub nsw i32 -2147483648, %23, !dbg !1171
  %25 = icmp slt i32 %22, %24, !dbg !1172
  br i1 %25, label %26, label %28, !dbg !1173

26:                                               ; preds = %21, %10
  %27 = load i32, ptr %3, align 4, !dbg !1174
  br label %32, !dbg !1173

28:                                               ; preds = %21, %18, %15
  %29 = load i32, ptr %3, align 4, !dbg !1175
  %30 = load i32, ptr %4, align 4, !dbg !1176
  %31 = add nsw i32 %29, %30, !dbg !1177
  br label %32, !dbg !1173

32:                                               ; preds = %28, %26
  %33 = phi i32 [ %27, %26 ], [ %31, %28 ], !dbg !1173
  ret i32 %33, !dbg !1178
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1179 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1180, !DIExpression(), !1181)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1182, !DIExpression(), !1183)
  %5 = load i8, ptr %3, align 1, !dbg !1184
  %6 = sext i8 %5 to i32, !dbg !1184
  %7 = load i8, ptr %4, align 1, !dbg !1185
  %8 = sext i8 %7 to i32, !dbg !1185
  %9 = sub nsw i32 %6, %8, !dbg !1186
  %10 = trunc i32 %9 to i8, !dbg !1187
  ret i8 %10, !dbg !1188
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !1189 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1192, !DIExpression(), !1193)
  %3 = load i64, ptr %2, align 8, !dbg !1194
  %4 = lshr i64 %3, 0, !dbg !1195
  %5 = and i64 %4, 255, !dbg !1196
  %6 = trunc i64 %5 to i8, !dbg !1197
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !1198
  %7 = load i64, ptr %2, align 8, !dbg !1199
  %8 = lshr i64 %7, 8, !dbg !1200
  %9 = and i64 %8, 255, !dbg !1201
  %10 = trunc i64 %9 to i8, !dbg !1202
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !1203
  %11 = load i64, ptr %2, align 8, !dbg !1204
  %12 = lshr i64 %11, 16, !dbg !1205
  %13 = and i64 %12, 255, !dbg !1206
  %14 = trunc i64 %13 to i8, !dbg !1207
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !1208
  %15 = load i64, ptr %2, align 8, !dbg !1209
  %16 = lshr i64 %15, 24, !dbg !1210
  %17 = and i64 %16, 255, !dbg !1211
  %18 = trunc i64 %17 to i8, !dbg !1212
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !1213
  %19 = load i64, ptr %2, align 8, !dbg !1214
  %20 = lshr i64 %19, 32, !dbg !1215
  %21 = and i64 %20, 255, !dbg !1216
  %22 = trunc i64 %21 to i8, !dbg !1217
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !1218
  %23 = load i64, ptr %2, align 8, !dbg !1219
  %24 = lshr i64 %23, 40, !dbg !1220
  %25 = and i64 %24, 255, !dbg !1221
  %26 = trunc i64 %25 to i8, !dbg !1222
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !1223
  %27 = load i64, ptr %2, align 8, !dbg !1224
  %28 = lshr i64 %27, 48, !dbg !1225
  %29 = and i64 %28, 255, !dbg !1226
  %30 = trunc i64 %29 to i8, !dbg !1227
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !1228
  %31 = load i64, ptr %2, align 8, !dbg !1229
  %32 = lshr i64 %31, 56, !dbg !1230
  %33 = and i64 %32, 255, !dbg !1231
  %34 = trunc i64 %33 to i8, !dbg !1232
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !1233
  ret void, !dbg !1234
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !1235 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !1238, !DIExpression(), !1239)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !1240
  %4 = lshr i32 %3, 8, !dbg !1241
  %5 = and i32 %4, 16777215, !dbg !1242
  %6 = load i32, ptr @crc32_context, align 4, !dbg !1243
  %7 = load i8, ptr %2, align 1, !dbg !1244
  %8 = zext i8 %7 to i32, !dbg !1244
  %9 = xor i32 %6, %8, !dbg !1245
  %10 = and i32 %9, 255, !dbg !1246
  %11 = zext i32 %10 to i64, !dbg !1247
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !1247
  %13 = load i32, ptr %12, align 4, !dbg !1247
  %14 = xor i32 %5, %13, !dbg !1248
  store i32 %14, ptr @crc32_context, align 4, !dbg !1249
  ret void, !dbg !1250
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!209, !210, !211, !212, !213, !214, !215}
!llvm.ident = !{!216}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 199, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "structs_3009.c", directory: ".", checksumkind: CSK_MD5, checksum: "b55ab2c3c08b79b16e92801a25a8273f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_2", scope: !9, file: !2, line: 34, type: !147, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !14, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!14 = !{!0, !15, !20, !22, !24, !29, !31, !33, !35, !37, !39, !41, !43, !48, !50, !52, !54, !56, !61, !63, !68, !73, !75, !77, !79, !81, !83, !88, !90, !92, !102, !108, !114, !118, !120, !123, !137, !150, !152, !155, !158, !160, !163, !7, !168, !170, !172, !174, !176, !178, !180, !182, !184, !187, !189, !194, !196, !201, !207}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 203, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 4)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 204, type: !17, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 205, type: !17, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 206, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 8)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 207, type: !26, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 208, type: !26, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 209, type: !26, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 210, type: !26, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 211, type: !26, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 212, type: !26, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 213, type: !26, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 214, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 5)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 215, type: !45, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 216, type: !45, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 217, type: !26, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 218, type: !26, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 221, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 11)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 222, type: !58, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 223, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 14)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 226, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 9)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 227, type: !70, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 228, type: !70, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 229, type: !70, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 230, type: !70, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 231, type: !70, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 232, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 6)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 233, type: !85, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 234, type: !85, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !94, line: 47, type: !95, isLocal: true, isDefinition: true)
!94 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 8192, elements: !100)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !97, line: 26, baseType: !98)
!97 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !99, line: 42, baseType: !13)
!99 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!100 = !{!101}
!101 = !DISubrange(count: 256)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(name: "g_63", scope: !9, file: !2, line: 44, type: !104, isLocal: true, isDefinition: true)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !106, line: 26, baseType: !107)
!106 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !99, line: 41, baseType: !12)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(name: "g_70", scope: !9, file: !2, line: 48, type: !110, isLocal: true, isDefinition: true)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !106, line: 24, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !99, line: 37, baseType: !113)
!113 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(name: "g_62", scope: !9, file: !2, line: 45, type: !116, isLocal: true, isDefinition: true)
!116 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !117)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(name: "g_65", scope: !9, file: !2, line: 46, type: !116, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(name: "g_69", scope: !9, file: !2, line: 49, type: !122, isLocal: true, isDefinition: true)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "g_68", scope: !9, file: !2, line: 47, type: !125, isLocal: true, isDefinition: true)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !127)
!127 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 18, size: 136, align: 8, elements: !128)
!128 = !{!129, !130, !131, !133, !135, !136}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !127, file: !2, line: 19, baseType: !105, size: 32)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !127, file: !2, line: 20, baseType: !13, size: 20, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !127, file: !2, line: 21, baseType: !132, size: 26, offset: 52, flags: DIFlagBitField, extraData: i64 32)
!132 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !127, file: !2, line: 22, baseType: !134, size: 22, offset: 78, flags: DIFlagBitField, extraData: i64 32)
!134 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !12)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !127, file: !2, line: 23, baseType: !13, size: 5, offset: 100, flags: DIFlagBitField, extraData: i64 32)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !127, file: !2, line: 24, baseType: !13, size: 31, offset: 105, flags: DIFlagBitField, extraData: i64 32)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(name: "g_44", scope: !9, file: !2, line: 40, type: !139, isLocal: true, isDefinition: true)
!139 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !140)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !142)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !144)
!144 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U2", file: !2, line: 28, size: 32, elements: !145)
!145 = !{!146, !148}
!146 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !144, file: !2, line: 29, baseType: !147, size: 32)
!147 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !105)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !144, file: !2, line: 30, baseType: !149, size: 32)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !105)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(name: "g_88", scope: !9, file: !2, line: 51, type: !142, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(name: "g_42", scope: !9, file: !2, line: 39, type: !154, isLocal: true, isDefinition: true)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !141, size: 256, elements: !18)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(name: "g_95", scope: !9, file: !2, line: 53, type: !157, isLocal: true, isDefinition: true)
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(name: "g_96", scope: !9, file: !2, line: 52, type: !117, isLocal: true, isDefinition: true)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(name: "g_100", scope: !9, file: !2, line: 55, type: !162, isLocal: true, isDefinition: true)
!162 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !104)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(scope: null, file: !94, line: 114, type: !165, isLocal: true, isDefinition: true)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !166)
!166 = !{!167}
!167 = !DISubrange(count: 36)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(name: "g_3", scope: !9, file: !2, line: 35, type: !147, isLocal: true, isDefinition: true)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(name: "g_4", scope: !9, file: !2, line: 36, type: !105, isLocal: true, isDefinition: true)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(name: "g_37", scope: !9, file: !2, line: 37, type: !126, isLocal: true, isDefinition: true)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(name: "g_43", scope: !9, file: !2, line: 38, type: !143, isLocal: true, isDefinition: true)
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(name: "g_48", scope: !9, file: !2, line: 41, type: !105, isLocal: true, isDefinition: true)
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression())
!179 = distinct !DIGlobalVariable(name: "g_58", scope: !9, file: !2, line: 42, type: !111, isLocal: true, isDefinition: true)
!180 = !DIGlobalVariableExpression(var: !181, expr: !DIExpression())
!181 = distinct !DIGlobalVariable(name: "g_60", scope: !9, file: !2, line: 43, type: !111, isLocal: true, isDefinition: true)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(name: "g_89", scope: !9, file: !2, line: 50, type: !143, isLocal: true, isDefinition: true)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression())
!185 = distinct !DIGlobalVariable(name: "g_99", scope: !9, file: !2, line: 54, type: !186, isLocal: true, isDefinition: true)
!186 = !DICompositeType(tag: DW_TAG_array_type, baseType: !144, size: 128, elements: !18)
!187 = !DIGlobalVariableExpression(var: !188, expr: !DIExpression())
!188 = distinct !DIGlobalVariable(name: "g_101", scope: !9, file: !2, line: 56, type: !126, isLocal: true, isDefinition: true)
!189 = !DIGlobalVariableExpression(var: !190, expr: !DIExpression())
!190 = distinct !DIGlobalVariable(name: "g_119", scope: !9, file: !2, line: 57, type: !191, isLocal: true, isDefinition: true)
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !106, line: 27, baseType: !192)
!192 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !99, line: 44, baseType: !193)
!193 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression())
!195 = distinct !DIGlobalVariable(name: "g_120", scope: !9, file: !2, line: 58, type: !105, isLocal: true, isDefinition: true)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(name: "g_122", scope: !9, file: !2, line: 59, type: !198, isLocal: true, isDefinition: true)
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !97, line: 27, baseType: !199)
!199 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !99, line: 45, baseType: !200)
!200 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(scope: null, file: !203, line: 56, type: !204, isLocal: true, isDefinition: true)
!203 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!204 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !205)
!205 = !{!206}
!206 = !DISubrange(count: 15)
!207 = !DIGlobalVariableExpression(var: !208, expr: !DIExpression())
!208 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !94, line: 48, type: !96, isLocal: true, isDefinition: true)
!209 = !{i32 7, !"Dwarf Version", i32 5}
!210 = !{i32 2, !"Debug Info Version", i32 3}
!211 = !{i32 1, !"wchar_size", i32 4}
!212 = !{i32 8, !"PIC Level", i32 2}
!213 = !{i32 7, !"PIE Level", i32 2}
!214 = !{i32 7, !"uwtable", i32 2}
!215 = !{i32 7, !"frame-pointer", i32 2}
!216 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!217 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 195, type: !218, scopeLine: 196, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !222)
!218 = !DISubroutineType(types: !219)
!219 = !{!12, !12, !220}
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!222 = !{}
!223 = !DILocalVariable(name: "argc", arg: 1, scope: !217, file: !2, line: 195, type: !12)
!224 = !DILocation(line: 195, column: 15, scope: !217)
!225 = !DILocalVariable(name: "argv", arg: 2, scope: !217, file: !2, line: 195, type: !220)
!226 = !DILocation(line: 195, column: 27, scope: !217)
!227 = !DILocalVariable(name: "i", scope: !217, file: !2, line: 197, type: !12)
!228 = !DILocation(line: 197, column: 9, scope: !217)
!229 = !DILocalVariable(name: "print_hash_value", scope: !217, file: !2, line: 198, type: !12)
!230 = !DILocation(line: 198, column: 9, scope: !217)
!231 = !DILocation(line: 199, column: 9, scope: !232)
!232 = distinct !DILexicalBlock(scope: !217, file: !2, line: 199, column: 9)
!233 = !DILocation(line: 199, column: 14, scope: !232)
!234 = !DILocation(line: 199, column: 19, scope: !232)
!235 = !DILocation(line: 199, column: 29, scope: !232)
!236 = !DILocation(line: 199, column: 22, scope: !232)
!237 = !DILocation(line: 199, column: 43, scope: !232)
!238 = !DILocation(line: 199, column: 9, scope: !217)
!239 = !DILocation(line: 199, column: 66, scope: !232)
!240 = !DILocation(line: 199, column: 49, scope: !232)
!241 = !DILocation(line: 200, column: 5, scope: !217)
!242 = !DILocation(line: 201, column: 5, scope: !217)
!243 = !DILocation(line: 202, column: 5, scope: !217)
!244 = !DILocation(line: 203, column: 21, scope: !217)
!245 = !DILocation(line: 203, column: 33, scope: !217)
!246 = !DILocation(line: 203, column: 5, scope: !217)
!247 = !DILocation(line: 204, column: 21, scope: !217)
!248 = !DILocation(line: 204, column: 33, scope: !217)
!249 = !DILocation(line: 204, column: 5, scope: !217)
!250 = !DILocation(line: 205, column: 21, scope: !217)
!251 = !DILocation(line: 205, column: 33, scope: !217)
!252 = !DILocation(line: 205, column: 5, scope: !217)
!253 = !DILocation(line: 206, column: 26, scope: !217)
!254 = !DILocation(line: 206, column: 21, scope: !217)
!255 = !DILocation(line: 206, column: 41, scope: !217)
!256 = !DILocation(line: 206, column: 5, scope: !217)
!257 = !DILocation(line: 207, column: 26, scope: !217)
!258 = !DILocation(line: 207, column: 21, scope: !217)
!259 = !DILocation(line: 207, column: 41, scope: !217)
!260 = !DILocation(line: 207, column: 5, scope: !217)
!261 = !DILocation(line: 208, column: 26, scope: !217)
!262 = !DILocation(line: 208, column: 21, scope: !217)
!263 = !DILocation(line: 208, column: 41, scope: !217)
!264 = !DILocation(line: 208, column: 5, scope: !217)
!265 = !DILocation(line: 209, column: 26, scope: !217)
!266 = !DILocation(line: 209, column: 21, scope: !217)
!267 = !DILocation(line: 209, column: 41, scope: !217)
!268 = !DILocation(line: 209, column: 5, scope: !217)
!269 = !DILocation(line: 210, column: 26, scope: !217)
!270 = !DILocation(line: 210, column: 21, scope: !217)
!271 = !DILocation(line: 210, column: 41, scope: !217)
!272 = !DILocation(line: 210, column: 5, scope: !217)
!273 = !DILocation(line: 211, column: 26, scope: !217)
!274 = !DILocation(line: 211, column: 21, scope: !217)
!275 = !DILocation(line: 211, column: 41, scope: !217)
!276 = !DILocation(line: 211, column: 5, scope: !217)
!277 = !DILocation(line: 212, column: 26, scope: !217)
!278 = !DILocation(line: 212, column: 21, scope: !217)
!279 = !DILocation(line: 212, column: 41, scope: !217)
!280 = !DILocation(line: 212, column: 5, scope: !217)
!281 = !DILocation(line: 213, column: 26, scope: !217)
!282 = !DILocation(line: 213, column: 21, scope: !217)
!283 = !DILocation(line: 213, column: 41, scope: !217)
!284 = !DILocation(line: 213, column: 5, scope: !217)
!285 = !DILocation(line: 214, column: 21, scope: !217)
!286 = !DILocation(line: 214, column: 35, scope: !217)
!287 = !DILocation(line: 214, column: 5, scope: !217)
!288 = !DILocation(line: 215, column: 21, scope: !217)
!289 = !DILocation(line: 215, column: 35, scope: !217)
!290 = !DILocation(line: 215, column: 5, scope: !217)
!291 = !DILocation(line: 216, column: 21, scope: !217)
!292 = !DILocation(line: 216, column: 35, scope: !217)
!293 = !DILocation(line: 216, column: 5, scope: !217)
!294 = !DILocation(line: 217, column: 26, scope: !217)
!295 = !DILocation(line: 217, column: 21, scope: !217)
!296 = !DILocation(line: 217, column: 41, scope: !217)
!297 = !DILocation(line: 217, column: 5, scope: !217)
!298 = !DILocation(line: 218, column: 26, scope: !217)
!299 = !DILocation(line: 218, column: 21, scope: !217)
!300 = !DILocation(line: 218, column: 41, scope: !217)
!301 = !DILocation(line: 218, column: 5, scope: !217)
!302 = !DILocation(line: 219, column: 12, scope: !303)
!303 = distinct !DILexicalBlock(scope: !217, file: !2, line: 219, column: 5)
!304 = !DILocation(line: 219, column: 10, scope: !303)
!305 = !DILocation(line: 219, column: 17, scope: !306)
!306 = distinct !DILexicalBlock(scope: !303, file: !2, line: 219, column: 5)
!307 = !DILocation(line: 219, column: 19, scope: !306)
!308 = !DILocation(line: 219, column: 5, scope: !303)
!309 = !DILocation(line: 221, column: 30, scope: !310)
!310 = distinct !DILexicalBlock(scope: !306, file: !2, line: 220, column: 5)
!311 = !DILocation(line: 221, column: 25, scope: !310)
!312 = !DILocation(line: 221, column: 33, scope: !310)
!313 = !DILocation(line: 221, column: 51, scope: !310)
!314 = !DILocation(line: 221, column: 9, scope: !310)
!315 = !DILocation(line: 222, column: 30, scope: !310)
!316 = !DILocation(line: 222, column: 25, scope: !310)
!317 = !DILocation(line: 222, column: 33, scope: !310)
!318 = !DILocation(line: 222, column: 51, scope: !310)
!319 = !DILocation(line: 222, column: 9, scope: !310)
!320 = !DILocation(line: 223, column: 13, scope: !321)
!321 = distinct !DILexicalBlock(scope: !310, file: !2, line: 223, column: 13)
!322 = !DILocation(line: 223, column: 13, scope: !310)
!323 = !DILocation(line: 223, column: 56, scope: !321)
!324 = !DILocation(line: 223, column: 31, scope: !321)
!325 = !DILocation(line: 225, column: 5, scope: !310)
!326 = !DILocation(line: 219, column: 25, scope: !306)
!327 = !DILocation(line: 219, column: 5, scope: !306)
!328 = distinct !{!328, !308, !329, !330}
!329 = !DILocation(line: 225, column: 5, scope: !303)
!330 = !{!"llvm.loop.mustprogress"}
!331 = !DILocation(line: 226, column: 27, scope: !217)
!332 = !DILocation(line: 226, column: 21, scope: !217)
!333 = !DILocation(line: 226, column: 43, scope: !217)
!334 = !DILocation(line: 226, column: 5, scope: !217)
!335 = !DILocation(line: 227, column: 27, scope: !217)
!336 = !DILocation(line: 227, column: 21, scope: !217)
!337 = !DILocation(line: 227, column: 43, scope: !217)
!338 = !DILocation(line: 227, column: 5, scope: !217)
!339 = !DILocation(line: 228, column: 27, scope: !217)
!340 = !DILocation(line: 228, column: 21, scope: !217)
!341 = !DILocation(line: 228, column: 43, scope: !217)
!342 = !DILocation(line: 228, column: 5, scope: !217)
!343 = !DILocation(line: 229, column: 27, scope: !217)
!344 = !DILocation(line: 229, column: 21, scope: !217)
!345 = !DILocation(line: 229, column: 43, scope: !217)
!346 = !DILocation(line: 229, column: 5, scope: !217)
!347 = !DILocation(line: 230, column: 27, scope: !217)
!348 = !DILocation(line: 230, column: 21, scope: !217)
!349 = !DILocation(line: 230, column: 43, scope: !217)
!350 = !DILocation(line: 230, column: 5, scope: !217)
!351 = !DILocation(line: 231, column: 27, scope: !217)
!352 = !DILocation(line: 231, column: 21, scope: !217)
!353 = !DILocation(line: 231, column: 43, scope: !217)
!354 = !DILocation(line: 231, column: 5, scope: !217)
!355 = !DILocation(line: 232, column: 21, scope: !217)
!356 = !DILocation(line: 232, column: 37, scope: !217)
!357 = !DILocation(line: 232, column: 5, scope: !217)
!358 = !DILocation(line: 233, column: 21, scope: !217)
!359 = !DILocation(line: 233, column: 37, scope: !217)
!360 = !DILocation(line: 233, column: 5, scope: !217)
!361 = !DILocation(line: 234, column: 21, scope: !217)
!362 = !DILocation(line: 234, column: 37, scope: !217)
!363 = !DILocation(line: 234, column: 5, scope: !217)
!364 = !DILocation(line: 235, column: 23, scope: !217)
!365 = !DILocation(line: 235, column: 37, scope: !217)
!366 = !DILocation(line: 235, column: 53, scope: !217)
!367 = !DILocation(line: 235, column: 5, scope: !217)
!368 = !DILocation(line: 236, column: 5, scope: !217)
!369 = distinct !DISubprogram(name: "platform_main_begin", scope: !203, file: !203, line: 43, type: !370, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!370 = !DISubroutineType(types: !371)
!371 = !{null}
!372 = !DILocation(line: 46, column: 1, scope: !369)
!373 = distinct !DISubprogram(name: "crc32_gentab", scope: !94, file: !94, line: 51, type: !370, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!374 = !DILocalVariable(name: "crc", scope: !373, file: !94, line: 53, type: !96)
!375 = !DILocation(line: 53, column: 11, scope: !373)
!376 = !DILocalVariable(name: "poly", scope: !373, file: !94, line: 54, type: !377)
!377 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!378 = !DILocation(line: 54, column: 17, scope: !373)
!379 = !DILocalVariable(name: "i", scope: !373, file: !94, line: 55, type: !12)
!380 = !DILocation(line: 55, column: 6, scope: !373)
!381 = !DILocalVariable(name: "j", scope: !373, file: !94, line: 55, type: !12)
!382 = !DILocation(line: 55, column: 9, scope: !373)
!383 = !DILocation(line: 57, column: 9, scope: !384)
!384 = distinct !DILexicalBlock(scope: !373, file: !94, line: 57, column: 2)
!385 = !DILocation(line: 57, column: 7, scope: !384)
!386 = !DILocation(line: 57, column: 14, scope: !387)
!387 = distinct !DILexicalBlock(scope: !384, file: !94, line: 57, column: 2)
!388 = !DILocation(line: 57, column: 16, scope: !387)
!389 = !DILocation(line: 57, column: 2, scope: !384)
!390 = !DILocation(line: 58, column: 9, scope: !391)
!391 = distinct !DILexicalBlock(scope: !387, file: !94, line: 57, column: 28)
!392 = !DILocation(line: 58, column: 7, scope: !391)
!393 = !DILocation(line: 59, column: 10, scope: !394)
!394 = distinct !DILexicalBlock(scope: !391, file: !94, line: 59, column: 3)
!395 = !DILocation(line: 59, column: 8, scope: !394)
!396 = !DILocation(line: 59, column: 15, scope: !397)
!397 = distinct !DILexicalBlock(scope: !394, file: !94, line: 59, column: 3)
!398 = !DILocation(line: 59, column: 17, scope: !397)
!399 = !DILocation(line: 59, column: 3, scope: !394)
!400 = !DILocation(line: 60, column: 8, scope: !401)
!401 = distinct !DILexicalBlock(scope: !402, file: !94, line: 60, column: 8)
!402 = distinct !DILexicalBlock(scope: !397, file: !94, line: 59, column: 27)
!403 = !DILocation(line: 60, column: 12, scope: !401)
!404 = !DILocation(line: 60, column: 8, scope: !402)
!405 = !DILocation(line: 61, column: 12, scope: !406)
!406 = distinct !DILexicalBlock(scope: !401, file: !94, line: 60, column: 17)
!407 = !DILocation(line: 61, column: 16, scope: !406)
!408 = !DILocation(line: 61, column: 22, scope: !406)
!409 = !DILocation(line: 61, column: 9, scope: !406)
!410 = !DILocation(line: 62, column: 4, scope: !406)
!411 = !DILocation(line: 63, column: 9, scope: !412)
!412 = distinct !DILexicalBlock(scope: !401, file: !94, line: 62, column: 11)
!413 = !DILocation(line: 65, column: 3, scope: !402)
!414 = !DILocation(line: 59, column: 23, scope: !397)
!415 = !DILocation(line: 59, column: 3, scope: !397)
!416 = distinct !{!416, !399, !417, !330}
!417 = !DILocation(line: 65, column: 3, scope: !394)
!418 = !DILocation(line: 66, column: 18, scope: !391)
!419 = !DILocation(line: 66, column: 13, scope: !391)
!420 = !DILocation(line: 66, column: 3, scope: !391)
!421 = !DILocation(line: 66, column: 16, scope: !391)
!422 = !DILocation(line: 67, column: 2, scope: !391)
!423 = !DILocation(line: 57, column: 24, scope: !387)
!424 = !DILocation(line: 57, column: 2, scope: !387)
!425 = distinct !{!425, !389, !426, !330}
!426 = !DILocation(line: 67, column: 2, scope: !384)
!427 = !DILocation(line: 68, column: 1, scope: !373)
!428 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 74, type: !429, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!429 = !DISubroutineType(types: !430)
!430 = !{!431}
!431 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !97, line: 24, baseType: !432)
!432 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !99, line: 38, baseType: !433)
!433 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!434 = !DILocalVariable(name: "l_38", scope: !428, file: !2, line: 76, type: !431)
!435 = !DILocation(line: 76, column: 13, scope: !428)
!436 = !DILocalVariable(name: "l_39", scope: !428, file: !2, line: 77, type: !105)
!437 = !DILocation(line: 77, column: 13, scope: !428)
!438 = !DILocalVariable(name: "l_90", scope: !428, file: !2, line: 78, type: !439)
!439 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 288, elements: !71)
!440 = !DILocation(line: 78, column: 13, scope: !428)
!441 = !DILocalVariable(name: "l_94", scope: !428, file: !2, line: 79, type: !117)
!442 = !DILocation(line: 79, column: 15, scope: !428)
!443 = !DILocalVariable(name: "l_93", scope: !428, file: !2, line: 80, type: !157)
!444 = !DILocation(line: 80, column: 16, scope: !428)
!445 = !DILocalVariable(name: "l_98", scope: !428, file: !2, line: 81, type: !446)
!446 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!447 = !DILocation(line: 81, column: 15, scope: !428)
!448 = !DILocalVariable(name: "l_103", scope: !428, file: !2, line: 82, type: !449)
!449 = !DICompositeType(tag: DW_TAG_array_type, baseType: !450, size: 1296, elements: !454)
!450 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !451)
!451 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !97, line: 25, baseType: !452)
!452 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !99, line: 40, baseType: !453)
!453 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!454 = !{!455, !455, !72}
!455 = !DISubrange(count: 3)
!456 = !DILocation(line: 82, column: 20, scope: !428)
!457 = !DILocalVariable(name: "l_126", scope: !428, file: !2, line: 83, type: !431)
!458 = !DILocation(line: 83, column: 13, scope: !428)
!459 = !DILocalVariable(name: "i", scope: !428, file: !2, line: 84, type: !12)
!460 = !DILocation(line: 84, column: 9, scope: !428)
!461 = !DILocalVariable(name: "j", scope: !428, file: !2, line: 84, type: !12)
!462 = !DILocation(line: 84, column: 12, scope: !428)
!463 = !DILocalVariable(name: "k", scope: !428, file: !2, line: 84, type: !12)
!464 = !DILocation(line: 84, column: 15, scope: !428)
!465 = !DILocation(line: 85, column: 14, scope: !466)
!466 = distinct !DILexicalBlock(scope: !428, file: !2, line: 85, column: 5)
!467 = !DILocation(line: 85, column: 10, scope: !466)
!468 = !DILocation(line: 85, column: 20, scope: !469)
!469 = distinct !DILexicalBlock(scope: !466, file: !2, line: 85, column: 5)
!470 = !DILocation(line: 85, column: 24, scope: !469)
!471 = !DILocation(line: 85, column: 5, scope: !466)
!472 = !DILocalVariable(name: "l_13", scope: !473, file: !2, line: 87, type: !96)
!473 = distinct !DILexicalBlock(scope: !469, file: !2, line: 86, column: 5)
!474 = !DILocation(line: 87, column: 18, scope: !473)
!475 = !DILocalVariable(name: "l_40", scope: !473, file: !2, line: 88, type: !476)
!476 = !DICompositeType(tag: DW_TAG_array_type, baseType: !477, size: 128, elements: !5)
!477 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!478 = !DILocation(line: 88, column: 19, scope: !473)
!479 = !DILocalVariable(name: "l_41", scope: !473, file: !2, line: 89, type: !451)
!480 = !DILocation(line: 89, column: 18, scope: !473)
!481 = !DILocalVariable(name: "l_56", scope: !473, file: !2, line: 90, type: !110)
!482 = !DILocation(line: 90, column: 17, scope: !473)
!483 = !DILocalVariable(name: "l_57", scope: !473, file: !2, line: 91, type: !110)
!484 = !DILocation(line: 91, column: 17, scope: !473)
!485 = !DILocalVariable(name: "l_59", scope: !473, file: !2, line: 92, type: !110)
!486 = !DILocation(line: 92, column: 17, scope: !473)
!487 = !DILocalVariable(name: "l_73", scope: !473, file: !2, line: 93, type: !122)
!488 = !DILocation(line: 93, column: 18, scope: !473)
!489 = !DILocalVariable(name: "l_79", scope: !473, file: !2, line: 94, type: !198)
!490 = !DILocation(line: 94, column: 18, scope: !473)
!491 = !DILocalVariable(name: "l_92", scope: !473, file: !2, line: 95, type: !105)
!492 = !DILocation(line: 95, column: 17, scope: !473)
!493 = !DILocalVariable(name: "l_110", scope: !473, file: !2, line: 96, type: !494)
!494 = !DICompositeType(tag: DW_TAG_array_type, baseType: !431, size: 400, elements: !495)
!495 = !{!47, !496}
!496 = !DISubrange(count: 10)
!497 = !DILocation(line: 96, column: 17, scope: !473)
!498 = !DILocalVariable(name: "l_121", scope: !473, file: !2, line: 97, type: !105)
!499 = !DILocation(line: 97, column: 17, scope: !473)
!500 = !DILocalVariable(name: "l_125", scope: !473, file: !2, line: 98, type: !501)
!501 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !431, size: 64)
!502 = !DILocation(line: 98, column: 18, scope: !473)
!503 = !DILocalVariable(name: "i", scope: !473, file: !2, line: 99, type: !12)
!504 = !DILocation(line: 99, column: 13, scope: !473)
!505 = !DILocalVariable(name: "j", scope: !473, file: !2, line: 99, type: !12)
!506 = !DILocation(line: 99, column: 16, scope: !473)
!507 = !DILocation(line: 100, column: 16, scope: !508)
!508 = distinct !DILexicalBlock(scope: !473, file: !2, line: 100, column: 9)
!509 = !DILocation(line: 100, column: 14, scope: !508)
!510 = !DILocation(line: 100, column: 21, scope: !511)
!511 = distinct !DILexicalBlock(scope: !508, file: !2, line: 100, column: 9)
!512 = !DILocation(line: 100, column: 23, scope: !511)
!513 = !DILocation(line: 100, column: 9, scope: !508)
!514 = !DILocation(line: 101, column: 18, scope: !511)
!515 = !DILocation(line: 101, column: 13, scope: !511)
!516 = !DILocation(line: 101, column: 21, scope: !511)
!517 = !DILocation(line: 100, column: 29, scope: !511)
!518 = !DILocation(line: 100, column: 9, scope: !511)
!519 = distinct !{!519, !513, !520, !330}
!520 = !DILocation(line: 101, column: 30, scope: !508)
!521 = !DILocation(line: 102, column: 52, scope: !522)
!522 = distinct !DILexicalBlock(scope: !473, file: !2, line: 102, column: 13)
!523 = !DILocation(line: 102, column: 23, scope: !522)
!524 = !DILocation(line: 102, column: 140, scope: !522)
!525 = !DILocation(line: 102, column: 145, scope: !522)
!526 = !DILocation(line: 102, column: 148, scope: !522)
!527 = !DILocation(line: 0, scope: !522)
!528 = !DILocation(line: 102, column: 139, scope: !522)
!529 = !DILocation(line: 102, column: 395, scope: !522)
!530 = !DILocation(line: 102, column: 402, scope: !522)
!531 = !DILocation(line: 102, column: 400, scope: !522)
!532 = !DILocation(line: 102, column: 407, scope: !522)
!533 = !DILocation(line: 102, column: 390, scope: !522)
!534 = !DILocation(line: 102, column: 384, scope: !522)
!535 = !DILocation(line: 102, column: 416, scope: !522)
!536 = !DILocation(line: 102, column: 357, scope: !522)
!537 = !DILocation(line: 102, column: 356, scope: !522)
!538 = !DILocation(line: 102, column: 423, scope: !522)
!539 = !DILocation(line: 102, column: 436, scope: !522)
!540 = !DILocation(line: 102, column: 433, scope: !522)
!541 = !DILocation(line: 102, column: 354, scope: !522)
!542 = !DILocation(line: 102, column: 322, scope: !522)
!543 = !DILocation(line: 102, column: 444, scope: !522)
!544 = !DILocation(line: 102, column: 320, scope: !522)
!545 = !DILocation(line: 102, column: 460, scope: !522)
!546 = !DILocation(line: 102, column: 290, scope: !522)
!547 = !DILocation(line: 102, column: 289, scope: !522)
!548 = !DILocation(line: 102, column: 466, scope: !522)
!549 = !DILocation(line: 102, column: 288, scope: !522)
!550 = !DILocation(line: 102, column: 261, scope: !522)
!551 = !DILocation(line: 102, column: 484, scope: !522)
!552 = !DILocation(line: 102, column: 481, scope: !522)
!553 = !DILocation(line: 102, column: 259, scope: !522)
!554 = !DILocation(line: 102, column: 490, scope: !522)
!555 = !DILocation(line: 102, column: 499, scope: !522)
!556 = !DILocation(line: 102, column: 496, scope: !522)
!557 = !DILocation(line: 102, column: 507, scope: !522)
!558 = !DILocation(line: 102, column: 505, scope: !522)
!559 = !DILocation(line: 102, column: 256, scope: !522)
!560 = !DILocation(line: 102, column: 512, scope: !522)
!561 = !DILocation(line: 102, column: 255, scope: !522)
!562 = !DILocation(line: 102, column: 228, scope: !522)
!563 = !DILocation(line: 102, column: 227, scope: !522)
!564 = !DILocation(line: 102, column: 553, scope: !522)
!565 = !DILocation(line: 102, column: 550, scope: !522)
!566 = !DILocation(line: 102, column: 226, scope: !522)
!567 = !DILocation(line: 102, column: 560, scope: !522)
!568 = !DILocation(line: 102, column: 201, scope: !522)
!569 = !DILocation(line: 102, column: 200, scope: !522)
!570 = !DILocation(line: 102, column: 567, scope: !522)
!571 = !DILocation(line: 102, column: 174, scope: !522)
!572 = !DILocation(line: 102, column: 173, scope: !522)
!573 = !DILocation(line: 102, column: 172, scope: !522)
!574 = !DILocation(line: 102, column: 168, scope: !522)
!575 = !DILocation(line: 102, column: 162, scope: !522)
!576 = !DILocation(line: 102, column: 576, scope: !522)
!577 = !DILocation(line: 102, column: 154, scope: !522)
!578 = !DILocation(line: 102, column: 114, scope: !522)
!579 = !DILocation(line: 102, column: 105, scope: !522)
!580 = !DILocation(line: 102, column: 111, scope: !522)
!581 = !DILocation(line: 102, column: 94, scope: !522)
!582 = !DILocation(line: 102, column: 100, scope: !522)
!583 = !DILocation(line: 102, column: 66, scope: !522)
!584 = !DILocation(line: 102, column: 65, scope: !522)
!585 = !DILocation(line: 102, column: 597, scope: !522)
!586 = !DILocation(line: 102, column: 594, scope: !522)
!587 = !DILocation(line: 102, column: 605, scope: !522)
!588 = !DILocation(line: 102, column: 611, scope: !522)
!589 = !DILocation(line: 102, column: 14, scope: !522)
!590 = !DILocation(line: 102, column: 618, scope: !522)
!591 = !DILocation(line: 102, column: 616, scope: !522)
!592 = !DILocation(line: 102, column: 13, scope: !473)
!593 = !DILocalVariable(name: "l_64", scope: !594, file: !2, line: 104, type: !104)
!594 = distinct !DILexicalBlock(scope: !522, file: !2, line: 103, column: 9)
!595 = !DILocation(line: 104, column: 22, scope: !594)
!596 = !DILocalVariable(name: "l_72", scope: !594, file: !2, line: 105, type: !122)
!597 = !DILocation(line: 105, column: 22, scope: !594)
!598 = !DILocalVariable(name: "l_74", scope: !594, file: !2, line: 106, type: !191)
!599 = !DILocation(line: 106, column: 21, scope: !594)
!600 = !DILocalVariable(name: "l_78", scope: !594, file: !2, line: 107, type: !105)
!601 = !DILocation(line: 107, column: 21, scope: !594)
!602 = !DILocalVariable(name: "l_91", scope: !594, file: !2, line: 108, type: !104)
!603 = !DILocation(line: 108, column: 22, scope: !594)
!604 = !DILocation(line: 109, column: 23, scope: !594)
!605 = !DILocation(line: 109, column: 15, scope: !594)
!606 = !DILocation(line: 109, column: 21, scope: !594)
!607 = !DILocation(line: 110, column: 23, scope: !608)
!608 = distinct !DILexicalBlock(scope: !594, file: !2, line: 110, column: 13)
!609 = !DILocation(line: 110, column: 18, scope: !608)
!610 = !DILocation(line: 110, column: 32, scope: !611)
!611 = distinct !DILexicalBlock(scope: !608, file: !2, line: 110, column: 13)
!612 = !DILocation(line: 110, column: 37, scope: !611)
!613 = !DILocation(line: 110, column: 13, scope: !608)
!614 = !DILocalVariable(name: "l_71", scope: !615, file: !2, line: 112, type: !616)
!615 = distinct !DILexicalBlock(scope: !611, file: !2, line: 111, column: 13)
!616 = !DICompositeType(tag: DW_TAG_array_type, baseType: !617, size: 7680, elements: !618)
!617 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!618 = !{!496, !6, !87}
!619 = !DILocation(line: 112, column: 27, scope: !615)
!620 = !DILocalVariable(name: "l_75", scope: !615, file: !2, line: 113, type: !104)
!621 = !DILocation(line: 113, column: 26, scope: !615)
!622 = !DILocalVariable(name: "l_76", scope: !615, file: !2, line: 114, type: !104)
!623 = !DILocation(line: 114, column: 26, scope: !615)
!624 = !DILocalVariable(name: "l_77", scope: !615, file: !2, line: 115, type: !104)
!625 = !DILocation(line: 115, column: 26, scope: !615)
!626 = !DILocalVariable(name: "i", scope: !615, file: !2, line: 116, type: !12)
!627 = !DILocation(line: 116, column: 21, scope: !615)
!628 = !DILocalVariable(name: "j", scope: !615, file: !2, line: 116, type: !12)
!629 = !DILocation(line: 116, column: 24, scope: !615)
!630 = !DILocalVariable(name: "k", scope: !615, file: !2, line: 116, type: !12)
!631 = !DILocation(line: 116, column: 27, scope: !615)
!632 = !DILocation(line: 117, column: 22, scope: !615)
!633 = !DILocation(line: 118, column: 32, scope: !615)
!634 = !DILocation(line: 118, column: 30, scope: !615)
!635 = !DILocation(line: 118, column: 22, scope: !615)
!636 = !DILocation(line: 119, column: 21, scope: !637)
!637 = distinct !DILexicalBlock(scope: !615, file: !2, line: 119, column: 21)
!638 = !DILocation(line: 119, column: 21, scope: !615)
!639 = !DILocation(line: 120, column: 21, scope: !637)
!640 = !DILocation(line: 121, column: 17, scope: !615)
!641 = !DILocation(line: 122, column: 13, scope: !615)
!642 = !DILocation(line: 110, column: 78, scope: !611)
!643 = !DILocation(line: 110, column: 52, scope: !611)
!644 = !DILocation(line: 110, column: 50, scope: !611)
!645 = !DILocation(line: 110, column: 13, scope: !611)
!646 = distinct !{!646, !613, !647, !330}
!647 = !DILocation(line: 122, column: 13, scope: !608)
!648 = !DILocation(line: 123, column: 108, scope: !594)
!649 = !DILocation(line: 123, column: 162, scope: !594)
!650 = !DILocation(line: 123, column: 161, scope: !594)
!651 = !DILocation(line: 123, column: 172, scope: !594)
!652 = !DILocation(line: 123, column: 171, scope: !594)
!653 = !DILocation(line: 123, column: 182, scope: !594)
!654 = !DILocation(line: 123, column: 179, scope: !594)
!655 = !DILocation(line: 123, column: 229, scope: !594)
!656 = !DILocation(line: 0, scope: !594)
!657 = !DILocation(line: 123, column: 154, scope: !594)
!658 = !DILocation(line: 123, column: 240, scope: !594)
!659 = !DILocation(line: 123, column: 126, scope: !594)
!660 = !DILocation(line: 123, column: 125, scope: !594)
!661 = !DILocation(line: 123, column: 247, scope: !594)
!662 = !DILocation(line: 123, column: 124, scope: !594)
!663 = !DILocation(line: 123, column: 122, scope: !594)
!664 = !DILocation(line: 123, column: 97, scope: !594)
!665 = !DILocation(line: 123, column: 103, scope: !594)
!666 = !DILocation(line: 123, column: 62, scope: !594)
!667 = !DILocation(line: 123, column: 269, scope: !594)
!668 = !DILocation(line: 123, column: 60, scope: !594)
!669 = !DILocation(line: 123, column: 279, scope: !594)
!670 = !DILocation(line: 123, column: 34, scope: !594)
!671 = !DILocation(line: 123, column: 286, scope: !594)
!672 = !DILocation(line: 123, column: 289, scope: !594)
!673 = !DILocation(line: 123, column: 23, scope: !594)
!674 = !DILocation(line: 123, column: 29, scope: !594)
!675 = !DILocation(line: 123, column: 18, scope: !594)
!676 = !DILocation(line: 124, column: 20, scope: !594)
!677 = !DILocation(line: 124, column: 13, scope: !594)
!678 = !DILocation(line: 128, column: 20, scope: !679)
!679 = distinct !DILexicalBlock(scope: !522, file: !2, line: 127, column: 9)
!680 = !DILocation(line: 128, column: 18, scope: !679)
!681 = !DILocation(line: 130, column: 19, scope: !682)
!682 = distinct !DILexicalBlock(scope: !473, file: !2, line: 130, column: 9)
!683 = !DILocation(line: 130, column: 14, scope: !682)
!684 = !DILocation(line: 130, column: 25, scope: !685)
!685 = distinct !DILexicalBlock(scope: !682, file: !2, line: 130, column: 9)
!686 = !DILocation(line: 130, column: 30, scope: !685)
!687 = !DILocation(line: 130, column: 9, scope: !682)
!688 = !DILocalVariable(name: "l_97", scope: !689, file: !2, line: 132, type: !446)
!689 = distinct !DILexicalBlock(scope: !685, file: !2, line: 131, column: 9)
!690 = !DILocation(line: 132, column: 23, scope: !689)
!691 = !DILocalVariable(name: "l_102", scope: !689, file: !2, line: 133, type: !105)
!692 = !DILocation(line: 133, column: 21, scope: !689)
!693 = !DILocation(line: 134, column: 26, scope: !689)
!694 = !DILocation(line: 134, column: 34, scope: !689)
!695 = !DILocation(line: 134, column: 31, scope: !689)
!696 = !DILocation(line: 134, column: 15, scope: !689)
!697 = !DILocation(line: 134, column: 22, scope: !689)
!698 = !DILocation(line: 135, column: 23, scope: !699)
!699 = distinct !DILexicalBlock(scope: !689, file: !2, line: 135, column: 13)
!700 = !DILocation(line: 135, column: 18, scope: !699)
!701 = !DILocation(line: 135, column: 29, scope: !702)
!702 = distinct !DILexicalBlock(scope: !699, file: !2, line: 135, column: 13)
!703 = !DILocation(line: 135, column: 34, scope: !702)
!704 = !DILocation(line: 135, column: 13, scope: !699)
!705 = !DILocalVariable(name: "i", scope: !706, file: !2, line: 137, type: !12)
!706 = distinct !DILexicalBlock(scope: !702, file: !2, line: 136, column: 13)
!707 = !DILocation(line: 137, column: 21, scope: !706)
!708 = !DILocation(line: 138, column: 19, scope: !706)
!709 = !DILocation(line: 138, column: 27, scope: !706)
!710 = !DILocation(line: 139, column: 30, scope: !706)
!711 = !DILocation(line: 139, column: 25, scope: !706)
!712 = !DILocation(line: 139, column: 23, scope: !706)
!713 = !DILocation(line: 140, column: 29, scope: !706)
!714 = !DILocation(line: 140, column: 24, scope: !706)
!715 = !DILocation(line: 140, column: 17, scope: !706)
!716 = !DILocation(line: 135, column: 46, scope: !702)
!717 = !DILocation(line: 135, column: 13, scope: !702)
!718 = distinct !{!718, !704, !719, !330}
!719 = !DILocation(line: 141, column: 13, scope: !699)
!720 = !DILocation(line: 142, column: 21, scope: !689)
!721 = !DILocation(line: 142, column: 18, scope: !689)
!722 = !DILocation(line: 143, column: 23, scope: !723)
!723 = distinct !DILexicalBlock(scope: !689, file: !2, line: 143, column: 13)
!724 = !DILocation(line: 143, column: 18, scope: !723)
!725 = !DILocation(line: 143, column: 29, scope: !726)
!726 = distinct !DILexicalBlock(scope: !723, file: !2, line: 143, column: 13)
!727 = !DILocation(line: 143, column: 34, scope: !726)
!728 = !DILocation(line: 143, column: 13, scope: !723)
!729 = !DILocalVariable(name: "i", scope: !730, file: !2, line: 145, type: !12)
!730 = distinct !DILexicalBlock(scope: !726, file: !2, line: 144, column: 13)
!731 = !DILocation(line: 145, column: 21, scope: !730)
!732 = !DILocation(line: 146, column: 33, scope: !730)
!733 = !DILocation(line: 146, column: 28, scope: !730)
!734 = !DILocation(line: 146, column: 20, scope: !730)
!735 = !DILocation(line: 146, column: 19, scope: !730)
!736 = !DILocation(line: 146, column: 26, scope: !730)
!737 = !DILocation(line: 147, column: 13, scope: !730)
!738 = !DILocation(line: 143, column: 46, scope: !726)
!739 = !DILocation(line: 143, column: 13, scope: !726)
!740 = distinct !{!740, !728, !741, !330}
!741 = !DILocation(line: 147, column: 13, scope: !723)
!742 = !DILocation(line: 148, column: 9, scope: !689)
!743 = !DILocation(line: 130, column: 42, scope: !685)
!744 = !DILocation(line: 130, column: 9, scope: !685)
!745 = distinct !{!745, !687, !746, !330}
!746 = !DILocation(line: 148, column: 9, scope: !682)
!747 = !DILocation(line: 149, column: 19, scope: !473)
!748 = !DILocation(line: 149, column: 18, scope: !473)
!749 = !DILocation(line: 149, column: 126, scope: !473)
!750 = !DILocation(line: 149, column: 138, scope: !473)
!751 = !DILocation(line: 149, column: 146, scope: !473)
!752 = !DILocation(line: 0, scope: !473)
!753 = !DILocation(line: 149, column: 125, scope: !473)
!754 = !DILocation(line: 149, column: 117, scope: !473)
!755 = !DILocation(line: 149, column: 123, scope: !473)
!756 = !DILocation(line: 149, column: 234, scope: !473)
!757 = !DILocation(line: 149, column: 258, scope: !473)
!758 = !DILocation(line: 149, column: 257, scope: !473)
!759 = !DILocation(line: 149, column: 248, scope: !473)
!760 = !DILocation(line: 149, column: 255, scope: !473)
!761 = !DILocation(line: 149, column: 245, scope: !473)
!762 = !DILocation(line: 149, column: 244, scope: !473)
!763 = !DILocation(line: 149, column: 243, scope: !473)
!764 = !DILocation(line: 149, column: 269, scope: !473)
!765 = !DILocation(line: 149, column: 241, scope: !473)
!766 = !DILocation(line: 149, column: 240, scope: !473)
!767 = !DILocation(line: 149, column: 208, scope: !473)
!768 = !DILocation(line: 149, column: 207, scope: !473)
!769 = !DILocation(line: 149, column: 288, scope: !473)
!770 = !DILocation(line: 149, column: 181, scope: !473)
!771 = !DILocation(line: 149, column: 180, scope: !473)
!772 = !DILocation(line: 149, column: 303, scope: !473)
!773 = !DILocation(line: 149, column: 153, scope: !473)
!774 = !DILocation(line: 149, column: 152, scope: !473)
!775 = !DILocation(line: 149, column: 89, scope: !473)
!776 = !DILocation(line: 149, column: 88, scope: !473)
!777 = !DILocation(line: 149, column: 320, scope: !473)
!778 = !DILocation(line: 149, column: 62, scope: !473)
!779 = !DILocation(line: 149, column: 61, scope: !473)
!780 = !DILocation(line: 149, column: 59, scope: !473)
!781 = !DILocation(line: 149, column: 17, scope: !473)
!782 = !DILocation(line: 149, column: 15, scope: !473)
!783 = !DILocation(line: 150, column: 5, scope: !473)
!784 = !DILocation(line: 85, column: 66, scope: !469)
!785 = !DILocation(line: 85, column: 41, scope: !469)
!786 = !DILocation(line: 85, column: 39, scope: !469)
!787 = !DILocation(line: 85, column: 5, scope: !469)
!788 = distinct !{!788, !471, !789, !330}
!789 = !DILocation(line: 150, column: 5, scope: !466)
!790 = !DILocation(line: 151, column: 12, scope: !428)
!791 = !DILocation(line: 151, column: 5, scope: !428)
!792 = !DILocation(line: 152, column: 1, scope: !428)
!793 = distinct !DISubprogram(name: "transparent_crc", scope: !94, file: !94, line: 110, type: !794, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!794 = !DISubroutineType(types: !795)
!795 = !{null, !198, !221, !12}
!796 = !DILocalVariable(name: "val", arg: 1, scope: !793, file: !94, line: 110, type: !198)
!797 = !DILocation(line: 110, column: 27, scope: !793)
!798 = !DILocalVariable(name: "vname", arg: 2, scope: !793, file: !94, line: 110, type: !221)
!799 = !DILocation(line: 110, column: 38, scope: !793)
!800 = !DILocalVariable(name: "flag", arg: 3, scope: !793, file: !94, line: 110, type: !12)
!801 = !DILocation(line: 110, column: 49, scope: !793)
!802 = !DILocation(line: 112, column: 15, scope: !793)
!803 = !DILocation(line: 112, column: 2, scope: !793)
!804 = !DILocation(line: 113, column: 6, scope: !805)
!805 = distinct !DILexicalBlock(scope: !793, file: !94, line: 113, column: 6)
!806 = !DILocation(line: 113, column: 6, scope: !793)
!807 = !DILocation(line: 114, column: 52, scope: !808)
!808 = distinct !DILexicalBlock(scope: !805, file: !94, line: 113, column: 12)
!809 = !DILocation(line: 114, column: 59, scope: !808)
!810 = !DILocation(line: 114, column: 73, scope: !808)
!811 = !DILocation(line: 114, column: 5, scope: !808)
!812 = !DILocation(line: 115, column: 2, scope: !808)
!813 = !DILocation(line: 116, column: 1, scope: !793)
!814 = distinct !DISubprogram(name: "platform_main_end", scope: !203, file: !203, line: 49, type: !815, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!815 = !DISubroutineType(types: !816)
!816 = !{null, !96, !12}
!817 = !DILocalVariable(name: "crc", arg: 1, scope: !814, file: !203, line: 49, type: !96)
!818 = !DILocation(line: 49, column: 28, scope: !814)
!819 = !DILocalVariable(name: "flag", arg: 2, scope: !814, file: !203, line: 49, type: !12)
!820 = !DILocation(line: 49, column: 37, scope: !814)
!821 = !DILocation(line: 56, column: 29, scope: !814)
!822 = !DILocation(line: 56, column: 2, scope: !814)
!823 = !DILocation(line: 120, column: 1, scope: !814)
!824 = distinct !DISubprogram(name: "func_7", scope: !2, file: !2, line: 160, type: !825, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!825 = !DISubroutineType(types: !826)
!826 = !{!451, !105, !96, !96}
!827 = !DILocalVariable(name: "p_8", arg: 1, scope: !824, file: !2, line: 160, type: !105)
!828 = !DILocation(line: 160, column: 34, scope: !824)
!829 = !DILocalVariable(name: "p_9", arg: 2, scope: !824, file: !2, line: 160, type: !96)
!830 = !DILocation(line: 160, column: 49, scope: !824)
!831 = !DILocalVariable(name: "p_10", arg: 3, scope: !824, file: !2, line: 160, type: !96)
!832 = !DILocation(line: 160, column: 64, scope: !824)
!833 = !DILocalVariable(name: "l_61", scope: !824, file: !2, line: 162, type: !104)
!834 = !DILocation(line: 162, column: 14, scope: !824)
!835 = !DILocation(line: 163, column: 15, scope: !824)
!836 = !DILocation(line: 163, column: 7, scope: !824)
!837 = !DILocation(line: 163, column: 13, scope: !824)
!838 = !DILocation(line: 164, column: 17, scope: !824)
!839 = !DILocation(line: 164, column: 12, scope: !824)
!840 = !DILocation(line: 164, column: 5, scope: !824)
!841 = distinct !DISubprogram(name: "safe_lshift_func_uint8_t_u_s", scope: !842, file: !842, line: 591, type: !843, scopeLine: 592, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!842 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!843 = !DISubroutineType(types: !844)
!844 = !{!431, !431, !12}
!845 = !DILocalVariable(name: "left", arg: 1, scope: !841, file: !842, line: 591, type: !431)
!846 = !DILocation(line: 591, column: 44, scope: !841)
!847 = !DILocalVariable(name: "right", arg: 2, scope: !841, file: !842, line: 591, type: !12)
!848 = !DILocation(line: 591, column: 54, scope: !841)
!849 = !DILocation(line: 596, column: 13, scope: !841)
!850 = !DILocation(line: 596, column: 20, scope: !841)
!851 = !DILocation(line: 596, column: 25, scope: !841)
!852 = !DILocation(line: 596, column: 35, scope: !841)
!853 = !DILocation(line: 596, column: 42, scope: !841)
!854 = !DILocation(line: 596, column: 49, scope: !841)
!855 = !DILocation(line: 596, column: 53, scope: !841)
!856 = !DILocation(line: 596, column: 80, scope: !841)
!857 = !DILocation(line: 596, column: 71, scope: !841)
!858 = !DILocation(line: 596, column: 58, scope: !841)
!859 = !DILocation(line: 596, column: 5, scope: !841)
!860 = !DILocation(line: 597, column: 6, scope: !841)
!861 = !DILocation(line: 597, column: 5, scope: !841)
!862 = !DILocation(line: 599, column: 6, scope: !841)
!863 = !DILocation(line: 599, column: 20, scope: !841)
!864 = !DILocation(line: 599, column: 11, scope: !841)
!865 = !DILocation(line: 594, column: 3, scope: !841)
!866 = distinct !DISubprogram(name: "safe_add_func_int8_t_s_s", scope: !842, file: !842, line: 28, type: !867, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!867 = !DISubroutineType(types: !868)
!868 = !{!111, !111, !111}
!869 = !DILocalVariable(name: "si1", arg: 1, scope: !866, file: !842, line: 28, type: !111)
!870 = !DILocation(line: 28, column: 39, scope: !866)
!871 = !DILocalVariable(name: "si2", arg: 2, scope: !866, file: !842, line: 28, type: !111)
!872 = !DILocation(line: 28, column: 51, scope: !866)
!873 = !DILocation(line: 38, column: 6, scope: !866)
!874 = !DILocation(line: 38, column: 12, scope: !866)
!875 = !DILocation(line: 38, column: 10, scope: !866)
!876 = !DILocation(line: 38, column: 5, scope: !866)
!877 = !DILocation(line: 31, column: 3, scope: !866)
!878 = distinct !DISubprogram(name: "safe_mul_func_int8_t_s_s", scope: !842, file: !842, line: 56, type: !867, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!879 = !DILocalVariable(name: "si1", arg: 1, scope: !878, file: !842, line: 56, type: !111)
!880 = !DILocation(line: 56, column: 39, scope: !878)
!881 = !DILocalVariable(name: "si2", arg: 2, scope: !878, file: !842, line: 56, type: !111)
!882 = !DILocation(line: 56, column: 51, scope: !878)
!883 = !DILocation(line: 66, column: 5, scope: !878)
!884 = !DILocation(line: 66, column: 11, scope: !878)
!885 = !DILocation(line: 66, column: 9, scope: !878)
!886 = !DILocation(line: 59, column: 3, scope: !878)
!887 = distinct !DISubprogram(name: "func_18", scope: !2, file: !2, line: 173, type: !888, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!888 = !DISubroutineType(types: !889)
!889 = !{!111, !96, !191}
!890 = !DILocalVariable(name: "p_19", arg: 1, scope: !887, file: !2, line: 173, type: !96)
!891 = !DILocation(line: 173, column: 34, scope: !887)
!892 = !DILocalVariable(name: "p_20", arg: 2, scope: !887, file: !2, line: 173, type: !191)
!893 = !DILocation(line: 173, column: 49, scope: !887)
!894 = !DILocalVariable(name: "l_47", scope: !887, file: !2, line: 175, type: !104)
!895 = !DILocation(line: 175, column: 14, scope: !887)
!896 = !DILocalVariable(name: "l_49", scope: !887, file: !2, line: 176, type: !104)
!897 = !DILocation(line: 176, column: 14, scope: !887)
!898 = !DILocalVariable(name: "l_50", scope: !887, file: !2, line: 177, type: !104)
!899 = !DILocation(line: 177, column: 14, scope: !887)
!900 = !DILocalVariable(name: "l_51", scope: !887, file: !2, line: 178, type: !104)
!901 = !DILocation(line: 178, column: 14, scope: !887)
!902 = !DILocalVariable(name: "l_52", scope: !887, file: !2, line: 179, type: !903)
!903 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 384, elements: !86)
!904 = !DILocation(line: 179, column: 14, scope: !887)
!905 = !DILocalVariable(name: "l_53", scope: !887, file: !2, line: 180, type: !906)
!906 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 128, elements: !18)
!907 = !DILocation(line: 180, column: 14, scope: !887)
!908 = !DILocalVariable(name: "i", scope: !887, file: !2, line: 181, type: !12)
!909 = !DILocation(line: 181, column: 9, scope: !887)
!910 = !DILocation(line: 182, column: 15, scope: !887)
!911 = !DILocation(line: 182, column: 7, scope: !887)
!912 = !DILocation(line: 182, column: 13, scope: !887)
!913 = !DILocation(line: 183, column: 15, scope: !914)
!914 = distinct !DILexicalBlock(scope: !887, file: !2, line: 183, column: 5)
!915 = !DILocation(line: 183, column: 10, scope: !914)
!916 = !DILocation(line: 183, column: 21, scope: !917)
!917 = distinct !DILexicalBlock(scope: !914, file: !2, line: 183, column: 5)
!918 = !DILocation(line: 183, column: 26, scope: !917)
!919 = !DILocation(line: 183, column: 5, scope: !914)
!920 = !DILocation(line: 185, column: 16, scope: !921)
!921 = distinct !DILexicalBlock(scope: !917, file: !2, line: 184, column: 5)
!922 = !DILocation(line: 185, column: 9, scope: !921)
!923 = !DILocation(line: 183, column: 37, scope: !917)
!924 = !DILocation(line: 183, column: 5, scope: !917)
!925 = distinct !{!925, !919, !926, !330}
!926 = !DILocation(line: 186, column: 5, scope: !914)
!927 = !DILocation(line: 187, column: 5, scope: !887)
!928 = !DILocation(line: 187, column: 12, scope: !887)
!929 = !DILocation(line: 188, column: 17, scope: !887)
!930 = !DILocation(line: 188, column: 12, scope: !887)
!931 = !DILocation(line: 188, column: 5, scope: !887)
!932 = !DILocation(line: 189, column: 1, scope: !887)
!933 = distinct !DISubprogram(name: "safe_div_func_int16_t_s_s", scope: !842, file: !842, line: 212, type: !934, scopeLine: 213, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!934 = !DISubroutineType(types: !935)
!935 = !{!936, !936, !936}
!936 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !106, line: 25, baseType: !937)
!937 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !99, line: 39, baseType: !938)
!938 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!939 = !DILocalVariable(name: "si1", arg: 1, scope: !933, file: !842, line: 212, type: !936)
!940 = !DILocation(line: 212, column: 41, scope: !933)
!941 = !DILocalVariable(name: "si2", arg: 2, scope: !933, file: !842, line: 212, type: !936)
!942 = !DILocation(line: 212, column: 54, scope: !933)
!943 = !DILocation(line: 217, column: 7, scope: !933)
!944 = !DILocation(line: 217, column: 11, scope: !933)
!945 = !DILocation(line: 217, column: 17, scope: !933)
!946 = !DILocation(line: 217, column: 22, scope: !933)
!947 = !DILocation(line: 217, column: 26, scope: !933)
!948 = !DILocation(line: 217, column: 40, scope: !933)
!949 = !DILocation(line: 217, column: 44, scope: !933)
!950 = !DILocation(line: 217, column: 48, scope: !933)
!951 = !DILocation(line: 217, column: 5, scope: !933)
!952 = !DILocation(line: 218, column: 6, scope: !933)
!953 = !DILocation(line: 218, column: 5, scope: !933)
!954 = !DILocation(line: 220, column: 6, scope: !933)
!955 = !DILocation(line: 220, column: 12, scope: !933)
!956 = !DILocation(line: 220, column: 10, scope: !933)
!957 = !DILocation(line: 215, column: 3, scope: !933)
!958 = distinct !DISubprogram(name: "safe_mul_func_uint16_t_u_u", scope: !842, file: !842, line: 662, type: !959, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!959 = !DISubroutineType(types: !960)
!960 = !{!451, !451, !451}
!961 = !DILocalVariable(name: "ui1", arg: 1, scope: !958, file: !842, line: 662, type: !451)
!962 = !DILocation(line: 662, column: 43, scope: !958)
!963 = !DILocalVariable(name: "ui2", arg: 2, scope: !958, file: !842, line: 662, type: !451)
!964 = !DILocation(line: 662, column: 57, scope: !958)
!965 = !DILocation(line: 665, column: 25, scope: !958)
!966 = !DILocation(line: 665, column: 11, scope: !958)
!967 = !DILocation(line: 665, column: 47, scope: !958)
!968 = !DILocation(line: 665, column: 33, scope: !958)
!969 = !DILocation(line: 665, column: 30, scope: !958)
!970 = !DILocation(line: 665, column: 10, scope: !958)
!971 = !DILocation(line: 665, column: 3, scope: !958)
!972 = distinct !DISubprogram(name: "safe_sub_func_uint32_t_u_u", scope: !842, file: !842, line: 757, type: !973, scopeLine: 758, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!973 = !DISubroutineType(types: !974)
!974 = !{!96, !96, !96}
!975 = !DILocalVariable(name: "ui1", arg: 1, scope: !972, file: !842, line: 757, type: !96)
!976 = !DILocation(line: 757, column: 43, scope: !972)
!977 = !DILocalVariable(name: "ui2", arg: 2, scope: !972, file: !842, line: 757, type: !96)
!978 = !DILocation(line: 757, column: 57, scope: !972)
!979 = !DILocation(line: 760, column: 10, scope: !972)
!980 = !DILocation(line: 760, column: 16, scope: !972)
!981 = !DILocation(line: 760, column: 14, scope: !972)
!982 = !DILocation(line: 760, column: 3, scope: !972)
!983 = distinct !DISubprogram(name: "safe_lshift_func_uint16_t_u_u", scope: !842, file: !842, line: 705, type: !984, scopeLine: 706, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!984 = !DISubroutineType(types: !985)
!985 = !{!451, !451, !13}
!986 = !DILocalVariable(name: "left", arg: 1, scope: !983, file: !842, line: 705, type: !451)
!987 = !DILocation(line: 705, column: 46, scope: !983)
!988 = !DILocalVariable(name: "right", arg: 2, scope: !983, file: !842, line: 705, type: !13)
!989 = !DILocation(line: 705, column: 65, scope: !983)
!990 = !DILocation(line: 710, column: 22, scope: !983)
!991 = !DILocation(line: 710, column: 29, scope: !983)
!992 = !DILocation(line: 710, column: 36, scope: !983)
!993 = !DILocation(line: 710, column: 40, scope: !983)
!994 = !DILocation(line: 710, column: 77, scope: !983)
!995 = !DILocation(line: 710, column: 59, scope: !983)
!996 = !DILocation(line: 710, column: 45, scope: !983)
!997 = !DILocation(line: 710, column: 5, scope: !983)
!998 = !DILocation(line: 711, column: 6, scope: !983)
!999 = !DILocation(line: 711, column: 5, scope: !983)
!1000 = !DILocation(line: 713, column: 6, scope: !983)
!1001 = !DILocation(line: 713, column: 29, scope: !983)
!1002 = !DILocation(line: 713, column: 11, scope: !983)
!1003 = !DILocation(line: 708, column: 3, scope: !983)
!1004 = distinct !DISubprogram(name: "safe_unary_minus_func_int64_t_s", scope: !842, file: !842, line: 405, type: !1005, scopeLine: 406, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!1005 = !DISubroutineType(types: !1006)
!1006 = !{!191, !191}
!1007 = !DILocalVariable(name: "si", arg: 1, scope: !1004, file: !842, line: 405, type: !191)
!1008 = !DILocation(line: 405, column: 47, scope: !1004)
!1009 = !DILocation(line: 411, column: 6, scope: !1004)
!1010 = !DILocation(line: 411, column: 8, scope: !1004)
!1011 = !DILocation(line: 411, column: 5, scope: !1004)
!1012 = !DILocation(line: 412, column: 6, scope: !1004)
!1013 = !DILocation(line: 415, column: 6, scope: !1004)
!1014 = !DILocation(line: 415, column: 5, scope: !1004)
!1015 = !DILocation(line: 408, column: 3, scope: !1004)
!1016 = distinct !DISubprogram(name: "safe_add_func_uint8_t_u_u", scope: !842, file: !842, line: 546, type: !1017, scopeLine: 547, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!1017 = !DISubroutineType(types: !1018)
!1018 = !{!431, !431, !431}
!1019 = !DILocalVariable(name: "ui1", arg: 1, scope: !1016, file: !842, line: 546, type: !431)
!1020 = !DILocation(line: 546, column: 41, scope: !1016)
!1021 = !DILocalVariable(name: "ui2", arg: 2, scope: !1016, file: !842, line: 546, type: !431)
!1022 = !DILocation(line: 546, column: 54, scope: !1016)
!1023 = !DILocation(line: 549, column: 10, scope: !1016)
!1024 = !DILocation(line: 549, column: 16, scope: !1016)
!1025 = !DILocation(line: 549, column: 14, scope: !1016)
!1026 = !DILocation(line: 549, column: 3, scope: !1016)
!1027 = distinct !DISubprogram(name: "safe_div_func_int64_t_s_s", scope: !842, file: !842, line: 473, type: !1028, scopeLine: 474, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!1028 = !DISubroutineType(types: !1029)
!1029 = !{!191, !191, !191}
!1030 = !DILocalVariable(name: "si1", arg: 1, scope: !1027, file: !842, line: 473, type: !191)
!1031 = !DILocation(line: 473, column: 41, scope: !1027)
!1032 = !DILocalVariable(name: "si2", arg: 2, scope: !1027, file: !842, line: 473, type: !191)
!1033 = !DILocation(line: 473, column: 54, scope: !1027)
!1034 = !DILocation(line: 478, column: 7, scope: !1027)
!1035 = !DILocation(line: 478, column: 11, scope: !1027)
!1036 = !DILocation(line: 478, column: 17, scope: !1027)
!1037 = !DILocation(line: 478, column: 22, scope: !1027)
!1038 = !DILocation(line: 478, column: 26, scope: !1027)
!1039 = !DILocation(line: 478, column: 40, scope: !1027)
!1040 = !DILocation(line: 478, column: 44, scope: !1027)
!1041 = !DILocation(line: 478, column: 48, scope: !1027)
!1042 = !DILocation(line: 478, column: 5, scope: !1027)
!1043 = !DILocation(line: 479, column: 6, scope: !1027)
!1044 = !DILocation(line: 481, column: 6, scope: !1027)
!1045 = !DILocation(line: 481, column: 12, scope: !1027)
!1046 = !DILocation(line: 481, column: 10, scope: !1027)
!1047 = !DILocation(line: 476, column: 3, scope: !1027)
!1048 = distinct !DISubprogram(name: "safe_rshift_func_int8_t_s_u", scope: !842, file: !842, line: 130, type: !1049, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!1049 = !DISubroutineType(types: !1050)
!1050 = !{!111, !111, !13}
!1051 = !DILocalVariable(name: "left", arg: 1, scope: !1048, file: !842, line: 130, type: !111)
!1052 = !DILocation(line: 130, column: 42, scope: !1048)
!1053 = !DILocalVariable(name: "right", arg: 2, scope: !1048, file: !842, line: 130, type: !13)
!1054 = !DILocation(line: 130, column: 61, scope: !1048)
!1055 = !DILocation(line: 135, column: 7, scope: !1048)
!1056 = !DILocation(line: 135, column: 12, scope: !1048)
!1057 = !DILocation(line: 135, column: 17, scope: !1048)
!1058 = !DILocation(line: 135, column: 36, scope: !1048)
!1059 = !DILocation(line: 135, column: 43, scope: !1048)
!1060 = !DILocation(line: 135, column: 5, scope: !1048)
!1061 = !DILocation(line: 136, column: 6, scope: !1048)
!1062 = !DILocation(line: 136, column: 5, scope: !1048)
!1063 = !DILocation(line: 138, column: 6, scope: !1048)
!1064 = !DILocation(line: 138, column: 29, scope: !1048)
!1065 = !DILocation(line: 138, column: 11, scope: !1048)
!1066 = !DILocation(line: 133, column: 3, scope: !1048)
!1067 = distinct !DISubprogram(name: "safe_lshift_func_int16_t_s_s", scope: !842, file: !842, line: 224, type: !1068, scopeLine: 225, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!1068 = !DISubroutineType(types: !1069)
!1069 = !{!936, !936, !12}
!1070 = !DILocalVariable(name: "left", arg: 1, scope: !1067, file: !842, line: 224, type: !936)
!1071 = !DILocation(line: 224, column: 44, scope: !1067)
!1072 = !DILocalVariable(name: "right", arg: 2, scope: !1067, file: !842, line: 224, type: !12)
!1073 = !DILocation(line: 224, column: 54, scope: !1067)
!1074 = !DILocation(line: 229, column: 7, scope: !1067)
!1075 = !DILocation(line: 229, column: 12, scope: !1067)
!1076 = !DILocation(line: 229, column: 17, scope: !1067)
!1077 = !DILocation(line: 229, column: 27, scope: !1067)
!1078 = !DILocation(line: 229, column: 34, scope: !1067)
!1079 = !DILocation(line: 229, column: 39, scope: !1067)
!1080 = !DILocation(line: 229, column: 49, scope: !1067)
!1081 = !DILocation(line: 229, column: 56, scope: !1067)
!1082 = !DILocation(line: 229, column: 63, scope: !1067)
!1083 = !DILocation(line: 229, column: 67, scope: !1067)
!1084 = !DILocation(line: 229, column: 94, scope: !1067)
!1085 = !DILocation(line: 229, column: 85, scope: !1067)
!1086 = !DILocation(line: 229, column: 72, scope: !1067)
!1087 = !DILocation(line: 229, column: 5, scope: !1067)
!1088 = !DILocation(line: 230, column: 6, scope: !1067)
!1089 = !DILocation(line: 230, column: 5, scope: !1067)
!1090 = !DILocation(line: 232, column: 6, scope: !1067)
!1091 = !DILocation(line: 232, column: 20, scope: !1067)
!1092 = !DILocation(line: 232, column: 11, scope: !1067)
!1093 = !DILocation(line: 227, column: 3, scope: !1067)
!1094 = distinct !DISubprogram(name: "safe_sub_func_int16_t_s_s", scope: !842, file: !842, line: 172, type: !934, scopeLine: 173, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!1095 = !DILocalVariable(name: "si1", arg: 1, scope: !1094, file: !842, line: 172, type: !936)
!1096 = !DILocation(line: 172, column: 41, scope: !1094)
!1097 = !DILocalVariable(name: "si2", arg: 2, scope: !1094, file: !842, line: 172, type: !936)
!1098 = !DILocation(line: 172, column: 54, scope: !1094)
!1099 = !DILocation(line: 182, column: 6, scope: !1094)
!1100 = !DILocation(line: 182, column: 12, scope: !1094)
!1101 = !DILocation(line: 182, column: 10, scope: !1094)
!1102 = !DILocation(line: 182, column: 5, scope: !1094)
!1103 = !DILocation(line: 175, column: 3, scope: !1094)
!1104 = distinct !DISubprogram(name: "safe_sub_func_uint16_t_u_u", scope: !842, file: !842, line: 655, type: !959, scopeLine: 656, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!1105 = !DILocalVariable(name: "ui1", arg: 1, scope: !1104, file: !842, line: 655, type: !451)
!1106 = !DILocation(line: 655, column: 43, scope: !1104)
!1107 = !DILocalVariable(name: "ui2", arg: 2, scope: !1104, file: !842, line: 655, type: !451)
!1108 = !DILocation(line: 655, column: 57, scope: !1104)
!1109 = !DILocation(line: 658, column: 10, scope: !1104)
!1110 = !DILocation(line: 658, column: 16, scope: !1104)
!1111 = !DILocation(line: 658, column: 14, scope: !1104)
!1112 = !DILocation(line: 658, column: 3, scope: !1104)
!1113 = distinct !DISubprogram(name: "safe_add_func_int64_t_s_s", scope: !842, file: !842, line: 419, type: !1028, scopeLine: 420, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!1114 = !DILocalVariable(name: "si1", arg: 1, scope: !1113, file: !842, line: 419, type: !191)
!1115 = !DILocation(line: 419, column: 41, scope: !1113)
!1116 = !DILocalVariable(name: "si2", arg: 2, scope: !1113, file: !842, line: 419, type: !191)
!1117 = !DILocation(line: 419, column: 54, scope: !1113)
!1118 = !DILocation(line: 425, column: 8, scope: !1113)
!1119 = !DILocation(line: 425, column: 11, scope: !1113)
!1120 = !DILocation(line: 425, column: 15, scope: !1113)
!1121 = !DILocation(line: 425, column: 19, scope: !1113)
!1122 = !DILocation(line: 425, column: 22, scope: !1113)
!1123 = !DILocation(line: 425, column: 26, scope: !1113)
!1124 = !DILocation(line: 425, column: 30, scope: !1113)
!1125 = !DILocation(line: 425, column: 47, scope: !1113)
!1126 = !DILocation(line: 425, column: 46, scope: !1113)
!1127 = !DILocation(line: 425, column: 34, scope: !1113)
!1128 = !DILocation(line: 425, column: 54, scope: !1113)
!1129 = !DILocation(line: 425, column: 59, scope: !1113)
!1130 = !DILocation(line: 425, column: 62, scope: !1113)
!1131 = !DILocation(line: 425, column: 66, scope: !1113)
!1132 = !DILocation(line: 425, column: 70, scope: !1113)
!1133 = !DILocation(line: 425, column: 73, scope: !1113)
!1134 = !DILocation(line: 425, column: 77, scope: !1113)
!1135 = !DILocation(line: 425, column: 81, scope: !1113)
!1136 = !DILocation(line: 425, column: 98, scope: !1113)
!1137 = !DILocation(line: 425, column: 97, scope: !1113)
!1138 = !DILocation(line: 425, column: 85, scope: !1113)
!1139 = !DILocation(line: 425, column: 5, scope: !1113)
!1140 = !DILocation(line: 426, column: 6, scope: !1113)
!1141 = !DILocation(line: 429, column: 6, scope: !1113)
!1142 = !DILocation(line: 429, column: 12, scope: !1113)
!1143 = !DILocation(line: 429, column: 10, scope: !1113)
!1144 = !DILocation(line: 422, column: 3, scope: !1113)
!1145 = distinct !DISubprogram(name: "safe_add_func_int32_t_s_s", scope: !842, file: !842, line: 288, type: !1146, scopeLine: 289, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!1146 = !DISubroutineType(types: !1147)
!1147 = !{!105, !105, !105}
!1148 = !DILocalVariable(name: "si1", arg: 1, scope: !1145, file: !842, line: 288, type: !105)
!1149 = !DILocation(line: 288, column: 41, scope: !1145)
!1150 = !DILocalVariable(name: "si2", arg: 2, scope: !1145, file: !842, line: 288, type: !105)
!1151 = !DILocation(line: 288, column: 54, scope: !1145)
!1152 = !DILocation(line: 294, column: 8, scope: !1145)
!1153 = !DILocation(line: 294, column: 11, scope: !1145)
!1154 = !DILocation(line: 294, column: 15, scope: !1145)
!1155 = !DILocation(line: 294, column: 19, scope: !1145)
!1156 = !DILocation(line: 294, column: 22, scope: !1145)
!1157 = !DILocation(line: 294, column: 26, scope: !1145)
!1158 = !DILocation(line: 294, column: 30, scope: !1145)
!1159 = !DILocation(line: 294, column: 47, scope: !1145)
!1160 = !DILocation(line: 294, column: 46, scope: !1145)
!1161 = !DILocation(line: 294, column: 34, scope: !1145)
!1162 = !DILocation(line: 294, column: 54, scope: !1145)
!1163 = !DILocation(line: 294, column: 59, scope: !1145)
!1164 = !DILocation(line: 294, column: 62, scope: !1145)
!1165 = !DILocation(line: 294, column: 66, scope: !1145)
!1166 = !DILocation(line: 294, column: 70, scope: !1145)
!1167 = !DILocation(line: 294, column: 73, scope: !1145)
!1168 = !DILocation(line: 294, column: 77, scope: !1145)
!1169 = !DILocation(line: 294, column: 81, scope: !1145)
!1170 = !DILocation(line: 294, column: 98, scope: !1145)
!1171 = !DILocation(line: 294, column: 97, scope: !1145)
!1172 = !DILocation(line: 294, column: 85, scope: !1145)
!1173 = !DILocation(line: 294, column: 5, scope: !1145)
!1174 = !DILocation(line: 295, column: 6, scope: !1145)
!1175 = !DILocation(line: 298, column: 6, scope: !1145)
!1176 = !DILocation(line: 298, column: 12, scope: !1145)
!1177 = !DILocation(line: 298, column: 10, scope: !1145)
!1178 = !DILocation(line: 291, column: 3, scope: !1145)
!1179 = distinct !DISubprogram(name: "safe_sub_func_int8_t_s_s", scope: !842, file: !842, line: 42, type: !867, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!1180 = !DILocalVariable(name: "si1", arg: 1, scope: !1179, file: !842, line: 42, type: !111)
!1181 = !DILocation(line: 42, column: 39, scope: !1179)
!1182 = !DILocalVariable(name: "si2", arg: 2, scope: !1179, file: !842, line: 42, type: !111)
!1183 = !DILocation(line: 42, column: 51, scope: !1179)
!1184 = !DILocation(line: 52, column: 6, scope: !1179)
!1185 = !DILocation(line: 52, column: 12, scope: !1179)
!1186 = !DILocation(line: 52, column: 10, scope: !1179)
!1187 = !DILocation(line: 52, column: 5, scope: !1179)
!1188 = !DILocation(line: 45, column: 3, scope: !1179)
!1189 = distinct !DISubprogram(name: "crc32_8bytes", scope: !94, file: !94, line: 97, type: !1190, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!1190 = !DISubroutineType(types: !1191)
!1191 = !{null, !198}
!1192 = !DILocalVariable(name: "val", arg: 1, scope: !1189, file: !94, line: 97, type: !198)
!1193 = !DILocation(line: 97, column: 24, scope: !1189)
!1194 = !DILocation(line: 99, column: 15, scope: !1189)
!1195 = !DILocation(line: 99, column: 18, scope: !1189)
!1196 = !DILocation(line: 99, column: 23, scope: !1189)
!1197 = !DILocation(line: 99, column: 14, scope: !1189)
!1198 = !DILocation(line: 99, column: 2, scope: !1189)
!1199 = !DILocation(line: 100, column: 15, scope: !1189)
!1200 = !DILocation(line: 100, column: 18, scope: !1189)
!1201 = !DILocation(line: 100, column: 23, scope: !1189)
!1202 = !DILocation(line: 100, column: 14, scope: !1189)
!1203 = !DILocation(line: 100, column: 2, scope: !1189)
!1204 = !DILocation(line: 101, column: 15, scope: !1189)
!1205 = !DILocation(line: 101, column: 18, scope: !1189)
!1206 = !DILocation(line: 101, column: 24, scope: !1189)
!1207 = !DILocation(line: 101, column: 14, scope: !1189)
!1208 = !DILocation(line: 101, column: 2, scope: !1189)
!1209 = !DILocation(line: 102, column: 15, scope: !1189)
!1210 = !DILocation(line: 102, column: 18, scope: !1189)
!1211 = !DILocation(line: 102, column: 24, scope: !1189)
!1212 = !DILocation(line: 102, column: 14, scope: !1189)
!1213 = !DILocation(line: 102, column: 2, scope: !1189)
!1214 = !DILocation(line: 103, column: 15, scope: !1189)
!1215 = !DILocation(line: 103, column: 18, scope: !1189)
!1216 = !DILocation(line: 103, column: 24, scope: !1189)
!1217 = !DILocation(line: 103, column: 14, scope: !1189)
!1218 = !DILocation(line: 103, column: 2, scope: !1189)
!1219 = !DILocation(line: 104, column: 15, scope: !1189)
!1220 = !DILocation(line: 104, column: 18, scope: !1189)
!1221 = !DILocation(line: 104, column: 24, scope: !1189)
!1222 = !DILocation(line: 104, column: 14, scope: !1189)
!1223 = !DILocation(line: 104, column: 2, scope: !1189)
!1224 = !DILocation(line: 105, column: 15, scope: !1189)
!1225 = !DILocation(line: 105, column: 18, scope: !1189)
!1226 = !DILocation(line: 105, column: 24, scope: !1189)
!1227 = !DILocation(line: 105, column: 14, scope: !1189)
!1228 = !DILocation(line: 105, column: 2, scope: !1189)
!1229 = !DILocation(line: 106, column: 15, scope: !1189)
!1230 = !DILocation(line: 106, column: 18, scope: !1189)
!1231 = !DILocation(line: 106, column: 24, scope: !1189)
!1232 = !DILocation(line: 106, column: 14, scope: !1189)
!1233 = !DILocation(line: 106, column: 2, scope: !1189)
!1234 = !DILocation(line: 107, column: 1, scope: !1189)
!1235 = distinct !DISubprogram(name: "crc32_byte", scope: !94, file: !94, line: 71, type: !1236, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !222)
!1236 = !DISubroutineType(types: !1237)
!1237 = !{null, !431}
!1238 = !DILocalVariable(name: "b", arg: 1, scope: !1235, file: !94, line: 71, type: !431)
!1239 = !DILocation(line: 71, column: 21, scope: !1235)
!1240 = !DILocation(line: 73, column: 5, scope: !1235)
!1241 = !DILocation(line: 73, column: 19, scope: !1235)
!1242 = !DILocation(line: 73, column: 25, scope: !1235)
!1243 = !DILocation(line: 74, column: 14, scope: !1235)
!1244 = !DILocation(line: 74, column: 30, scope: !1235)
!1245 = !DILocation(line: 74, column: 28, scope: !1235)
!1246 = !DILocation(line: 74, column: 33, scope: !1235)
!1247 = !DILocation(line: 74, column: 3, scope: !1235)
!1248 = !DILocation(line: 73, column: 39, scope: !1235)
!1249 = !DILocation(line: 72, column: 16, scope: !1235)
!1250 = !DILocation(line: 75, column: 1, scope: !1235)
