; ModuleID = 'structs_3001.c'
source_filename = "structs_3001.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S0 = type <{ i8, i64 }>
%struct.S1 = type <{ i16, i8, i8, i16, [3 x i8], i16, i8, i16, [3 x i8] }>

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@g_2 = internal global i32 1, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1, !dbg !13
@g_3 = internal global i32 0, align 4, !dbg !168
@.str.2 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !18
@g_4 = internal global i32 -642119708, align 4, !dbg !171
@.str.3 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1, !dbg !20
@g_5 = internal global i32 677358334, align 4, !dbg !173
@.str.4 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1, !dbg !22
@g_6 = internal global i32 1, align 4, !dbg !175
@.str.5 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1, !dbg !24
@g_7 = internal global [6 x [5 x i32]] [[5 x i32] [i32 -979575756, i32 9, i32 9, i32 -979575756, i32 4], [5 x i32] [i32 -979575756, i32 3, i32 -549636187, i32 -549636187, i32 3], [5 x i32] [i32 4, i32 9, i32 -549636187, i32 3, i32 3], [5 x i32] [i32 9, i32 4, i32 9, i32 -549636187, i32 3], [5 x i32] [i32 3, i32 -979575756, i32 3, i32 -979575756, i32 3], [5 x i32] [i32 9, i32 -979575756, i32 4, i32 3, i32 4]], align 16, !dbg !177
@.str.6 = private unnamed_addr constant [10 x i8] c"g_7[i][j]\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !31
@g_11 = internal global i32 -1193712776, align 4, !dbg !181
@.str.8 = private unnamed_addr constant [5 x i8] c"g_11\00", align 1, !dbg !36
@g_34 = internal global i64 8353252271380145041, align 8, !dbg !183
@.str.9 = private unnamed_addr constant [5 x i8] c"g_34\00", align 1, !dbg !41
@g_56 = internal global i32 -446144760, align 4, !dbg !185
@.str.10 = private unnamed_addr constant [5 x i8] c"g_56\00", align 1, !dbg !43
@g_57 = internal global i64 0, align 8, !dbg !187
@.str.11 = private unnamed_addr constant [5 x i8] c"g_57\00", align 1, !dbg !45
@g_58 = internal global i32 1099747557, align 4, !dbg !189
@.str.12 = private unnamed_addr constant [5 x i8] c"g_58\00", align 1, !dbg !47
@g_69 = internal global i32 -918394068, align 4, !dbg !191
@.str.13 = private unnamed_addr constant [5 x i8] c"g_69\00", align 1, !dbg !49
@g_81 = internal global i8 -55, align 1, !dbg !193
@.str.14 = private unnamed_addr constant [5 x i8] c"g_81\00", align 1, !dbg !51
@g_82 = internal global %struct.S0 <{ i8 -6, i64 7 }>, align 1, !dbg !198
@.str.15 = private unnamed_addr constant [8 x i8] c"g_82.f0\00", align 1, !dbg !53
@.str.16 = private unnamed_addr constant [8 x i8] c"g_82.f1\00", align 1, !dbg !58
@g_104 = internal global i8 1, align 1, !dbg !200
@.str.17 = private unnamed_addr constant [6 x i8] c"g_104\00", align 1, !dbg !60
@g_145 = internal global i64 8, align 8, !dbg !202
@.str.18 = private unnamed_addr constant [6 x i8] c"g_145\00", align 1, !dbg !65
@.str.19 = private unnamed_addr constant [9 x i8] c"g_157.f0\00", align 1, !dbg !67
@.str.20 = private unnamed_addr constant [9 x i8] c"g_157.f1\00", align 1, !dbg !72
@.str.21 = private unnamed_addr constant [9 x i8] c"g_157.f2\00", align 1, !dbg !74
@.str.22 = private unnamed_addr constant [9 x i8] c"g_157.f3\00", align 1, !dbg !76
@.str.23 = private unnamed_addr constant [9 x i8] c"g_157.f4\00", align 1, !dbg !78
@.str.24 = private unnamed_addr constant [9 x i8] c"g_157.f5\00", align 1, !dbg !80
@.str.25 = private unnamed_addr constant [9 x i8] c"g_157.f6\00", align 1, !dbg !82
@.str.26 = private unnamed_addr constant [9 x i8] c"g_157.f7\00", align 1, !dbg !84
@.str.27 = private unnamed_addr constant [9 x i8] c"g_157.f8\00", align 1, !dbg !86
@.str.28 = private unnamed_addr constant [9 x i8] c"g_168.f0\00", align 1, !dbg !88
@.str.29 = private unnamed_addr constant [9 x i8] c"g_168.f1\00", align 1, !dbg !90
@.str.30 = private unnamed_addr constant [9 x i8] c"g_168.f2\00", align 1, !dbg !92
@.str.31 = private unnamed_addr constant [9 x i8] c"g_168.f3\00", align 1, !dbg !94
@.str.32 = private unnamed_addr constant [9 x i8] c"g_168.f4\00", align 1, !dbg !96
@.str.33 = private unnamed_addr constant [9 x i8] c"g_168.f5\00", align 1, !dbg !98
@.str.34 = private unnamed_addr constant [9 x i8] c"g_168.f6\00", align 1, !dbg !100
@.str.35 = private unnamed_addr constant [9 x i8] c"g_168.f7\00", align 1, !dbg !102
@.str.36 = private unnamed_addr constant [9 x i8] c"g_168.f8\00", align 1, !dbg !104
@g_199 = internal constant %struct.S0 <{ i8 7, i64 1220743326564497857 }>, align 1, !dbg !233
@.str.37 = private unnamed_addr constant [9 x i8] c"g_199.f0\00", align 1, !dbg !106
@.str.38 = private unnamed_addr constant [9 x i8] c"g_199.f1\00", align 1, !dbg !108
@g_200 = internal global %struct.S0 <{ i8 -3, i64 -2 }>, align 1, !dbg !236
@.str.39 = private unnamed_addr constant [9 x i8] c"g_200.f0\00", align 1, !dbg !110
@.str.40 = private unnamed_addr constant [9 x i8] c"g_200.f1\00", align 1, !dbg !112
@g_209 = internal global %struct.S0 <{ i8 -82, i64 1 }>, align 1, !dbg !238
@.str.41 = private unnamed_addr constant [9 x i8] c"g_209.f0\00", align 1, !dbg !114
@.str.42 = private unnamed_addr constant [9 x i8] c"g_209.f1\00", align 1, !dbg !116
@g_248 = internal global %struct.S0 <{ i8 -8, i64 -2013110657778936774 }>, align 1, !dbg !240
@.str.43 = private unnamed_addr constant [9 x i8] c"g_248.f0\00", align 1, !dbg !118
@.str.44 = private unnamed_addr constant [9 x i8] c"g_248.f1\00", align 1, !dbg !120
@g_272 = internal global %struct.S0 <{ i8 -87, i64 0 }>, align 1, !dbg !242
@.str.45 = private unnamed_addr constant [9 x i8] c"g_272.f0\00", align 1, !dbg !122
@.str.46 = private unnamed_addr constant [9 x i8] c"g_272.f1\00", align 1, !dbg !124
@g_279 = internal global %struct.S0 <{ i8 -8, i64 1685810817045922081 }>, align 1, !dbg !244
@.str.47 = private unnamed_addr constant [9 x i8] c"g_279.f0\00", align 1, !dbg !126
@.str.48 = private unnamed_addr constant [9 x i8] c"g_279.f1\00", align 1, !dbg !128
@crc32_context = internal global i32 -1, align 4, !dbg !252
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !130
@__const.func_1.l_20 = private unnamed_addr constant [6 x [3 x [10 x i8]]] [[3 x [10 x i8]] [[10 x i8] c"\0C\00'\C1\F4\FF\9D\FC0\05", [10 x i8] c"\01\C1`\99o\04\FF\FF\04o", [10 x i8] c"\FC\E4\E4\FC\FE\9D\01o\F6\0C"], [3 x [10 x i8]] [[10 x i8] c"\F4\05\0C\CE\FF\F7\E4\01\F6\01", [10 x i8] c"\E4&\F4\FC\040u0\04\FC", [10 x i8] c"\D7\FF\D7\99\9D%!\CE0\F4"], [3 x [10 x i8]] [[10 x i8] c"\00o\9D\C1\F7!&\CE\D7\E4", [10 x i8] c"u\9D\D7\0C0\00\000\0C\D7", [10 x i8] c"\99\99\F4\F6%\0C\01\01\00\00"], [3 x [10 x i8]] [[10 x i8] c"\00`\0C\9D!\05\01o\C1u", [10 x i8] c"\09\99\E4\FF\00\01\00\FF\E4\99", [10 x i8] c"\F7\9D`\01\0C\99&\FC\05\00"], [3 x [10 x i8]] [[10 x i8] c"%o'\E4\05\99!u&\09", [10 x i8] c"\F7\FF\04u\01\01u\04\FF\F7", [10 x i8] c"\09&u!\99\05\E4'o%"], [3 x [10 x i8]] [[10 x i8] c"\00\05\FC&\99\0C\01`\9D\F7", [10 x i8] c"\99\E4\FF\F6\9D\F6\09\00!\01", [10 x i8] c"'\05u\E4\F4\01\D7%\99\04"]], align 16
@constinit = private constant [6 x [1 x ptr]] [[1 x ptr] zeroinitializer, [1 x ptr] [ptr getelementptr (i8, ptr @g_7, i64 88)], [1 x ptr] zeroinitializer, [1 x ptr] zeroinitializer, [1 x ptr] [ptr getelementptr (i8, ptr @g_7, i64 88)], [1 x ptr] zeroinitializer], align 8
@constinit.49 = private constant [6 x [1 x ptr]] [[1 x ptr] zeroinitializer, [1 x ptr] [ptr getelementptr (i8, ptr @g_7, i64 36)], [1 x ptr] [ptr @g_11], [1 x ptr] zeroinitializer, [1 x ptr] [ptr @g_11], [1 x ptr] [ptr @g_11]], align 8
@constinit.50 = private constant [6 x [1 x ptr]] [[1 x ptr] [ptr @g_11], [1 x ptr] [ptr @g_11], [1 x ptr] zeroinitializer, [1 x ptr] [ptr @g_11], [1 x ptr] [ptr getelementptr (i8, ptr @g_7, i64 36)], [1 x ptr] zeroinitializer], align 8
@constinit.51 = private constant [6 x [1 x ptr]] [[1 x ptr] zeroinitializer, [1 x ptr] [ptr getelementptr (i8, ptr @g_7, i64 88)], [1 x ptr] zeroinitializer, [1 x ptr] zeroinitializer, [1 x ptr] [ptr getelementptr (i8, ptr @g_7, i64 88)], [1 x ptr] zeroinitializer], align 8
@constinit.52 = private constant [6 x [1 x ptr]] [[1 x ptr] zeroinitializer, [1 x ptr] [ptr getelementptr (i8, ptr @g_7, i64 36)], [1 x ptr] [ptr @g_11], [1 x ptr] zeroinitializer, [1 x ptr] [ptr @g_11], [1 x ptr] [ptr @g_11]], align 8
@g_258 = internal global ptr @g_82, align 8, !dbg !141
@g_74 = internal global ptr @g_11, align 8, !dbg !157
@.str.53 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !163
@g_157 = internal constant <{ i16, i8, i8, i16, i8, i8, i8, i16, i8, i16, i8, i8, i8 }> <{ i16 -2421, i8 -54, i8 -46, i16 19505, i8 69, i8 0, i8 0, i16 9, i8 3, i16 12457, i8 108, i8 1, i8 0 }>, align 1, !dbg !207
@g_168 = internal global <{ i16, i8, i8, i16, i8, i8, i8, i16, i8, i16, i8, i8, i8 }> <{ i16 11060, i8 0, i8 123, i16 -3565, i8 -86, i8 0, i8 0, i16 -26521, i8 -1, i16 -23557, i8 122, i8 1, i8 0 }>, align 1, !dbg !231
@.str.56 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !246

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !262 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !268, !DIExpression(), !269)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !270, !DIExpression(), !271)
    #dbg_declare(ptr %6, !272, !DIExpression(), !273)
    #dbg_declare(ptr %7, !274, !DIExpression(), !275)
    #dbg_declare(ptr %8, !276, !DIExpression(), !277)
  store i32 0, ptr %8, align 4, !dbg !277
  %9 = load i32, ptr %4, align 4, !dbg !278
  %10 = icmp eq i32 %9, 2, !dbg !280
  br i1 %10, label %11, label %18, !dbg !281

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8, !dbg !282
  %13 = getelementptr inbounds ptr, ptr %12, i64 1, !dbg !282
  %14 = load ptr, ptr %13, align 8, !dbg !282
  %15 = call i32 @strcmp(ptr noundef %14, ptr noundef @.str) #4, !dbg !283
  %16 = icmp eq i32 %15, 0, !dbg !284
  br i1 %16, label %17, label %18, !dbg !285

17:                                               ; preds = %11
  store i32 1, ptr %8, align 4, !dbg !286
  br label %18, !dbg !287

18:                                               ; preds = %17, %11, %2
  call void @platform_main_begin(), !dbg !288
  call void @crc32_gentab(), !dbg !289
  %19 = call signext i16 @func_1(), !dbg !290
  %20 = load volatile i32, ptr @g_2, align 4, !dbg !291
  %21 = sext i32 %20 to i64, !dbg !291
  %22 = load i32, ptr %8, align 4, !dbg !292
  call void @transparent_crc(i64 noundef %21, ptr noundef @.str.1, i32 noundef %22), !dbg !293
  %23 = load volatile i32, ptr @g_3, align 4, !dbg !294
  %24 = sext i32 %23 to i64, !dbg !294
  %25 = load i32, ptr %8, align 4, !dbg !295
  call void @transparent_crc(i64 noundef %24, ptr noundef @.str.2, i32 noundef %25), !dbg !296
  %26 = load volatile i32, ptr @g_4, align 4, !dbg !297
  %27 = sext i32 %26 to i64, !dbg !297
  %28 = load i32, ptr %8, align 4, !dbg !298
  call void @transparent_crc(i64 noundef %27, ptr noundef @.str.3, i32 noundef %28), !dbg !299
  %29 = load volatile i32, ptr @g_5, align 4, !dbg !300
  %30 = sext i32 %29 to i64, !dbg !300
  %31 = load i32, ptr %8, align 4, !dbg !301
  call void @transparent_crc(i64 noundef %30, ptr noundef @.str.4, i32 noundef %31), !dbg !302
  %32 = load volatile i32, ptr @g_6, align 4, !dbg !303
  %33 = sext i32 %32 to i64, !dbg !303
  %34 = load i32, ptr %8, align 4, !dbg !304
  call void @transparent_crc(i64 noundef %33, ptr noundef @.str.5, i32 noundef %34), !dbg !305
  store i32 0, ptr %6, align 4, !dbg !306
  br label %35, !dbg !308

35:                                               ; preds = %63, %18
  %36 = load i32, ptr %6, align 4, !dbg !309
  %37 = icmp slt i32 %36, 6, !dbg !311
  br i1 %37, label %38, label %66, !dbg !312

38:                                               ; preds = %35
  store i32 0, ptr %7, align 4, !dbg !313
  br label %39, !dbg !316

39:                                               ; preds = %59, %38
  %40 = load i32, ptr %7, align 4, !dbg !317
  %41 = icmp slt i32 %40, 5, !dbg !319
  br i1 %41, label %42, label %62, !dbg !320

42:                                               ; preds = %39
  %43 = load i32, ptr %6, align 4, !dbg !321
  %44 = sext i32 %43 to i64, !dbg !323
  %45 = getelementptr inbounds [6 x [5 x i32]], ptr @g_7, i64 0, i64 %44, !dbg !323
  %46 = load i32, ptr %7, align 4, !dbg !324
  %47 = sext i32 %46 to i64, !dbg !323
  %48 = getelementptr inbounds [5 x i32], ptr %45, i64 0, i64 %47, !dbg !323
  %49 = load i32, ptr %48, align 4, !dbg !323
  %50 = sext i32 %49 to i64, !dbg !323
  %51 = load i32, ptr %8, align 4, !dbg !325
  call void @transparent_crc(i64 noundef %50, ptr noundef @.str.6, i32 noundef %51), !dbg !326
  %52 = load i32, ptr %8, align 4, !dbg !327
  %53 = icmp ne i32 %52, 0, !dbg !327
  br i1 %53, label %54, label %58, !dbg !329

54:                                               ; preds = %42
  %55 = load i32, ptr %6, align 4, !dbg !330
  %56 = load i32, ptr %7, align 4, !dbg !331
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %55, i32 noundef %56), !dbg !332
  br label %58, !dbg !332

58:                                               ; preds = %54, %42
  br label %59, !dbg !333

59:                                               ; preds = %58
  %60 = load i32, ptr %7, align 4, !dbg !334
  %61 = add nsw i32 %60, 1, !dbg !334
  store i32 %61, ptr %7, align 4, !dbg !334
  br label %39, !dbg !335, !llvm.loop !336

62:                                               ; preds = %39
  br label %63, !dbg !339

63:                                               ; preds = %62
  %64 = load i32, ptr %6, align 4, !dbg !340
  %65 = add nsw i32 %64, 1, !dbg !340
  store i32 %65, ptr %6, align 4, !dbg !340
  br label %35, !dbg !341, !llvm.loop !342

66:                                               ; preds = %35
  %67 = load i32, ptr @g_11, align 4, !dbg !344
  %68 = sext i32 %67 to i64, !dbg !344
  %69 = load i32, ptr %8, align 4, !dbg !345
  call void @transparent_crc(i64 noundef %68, ptr noundef @.str.8, i32 noundef %69), !dbg !346
  %70 = load i64, ptr @g_34, align 8, !dbg !347
  %71 = load i32, ptr %8, align 4, !dbg !348
  call void @transparent_crc(i64 noundef %70, ptr noundef @.str.9, i32 noundef %71), !dbg !349
  %72 = load i32, ptr @g_56, align 4, !dbg !350
  %73 = sext i32 %72 to i64, !dbg !350
  %74 = load i32, ptr %8, align 4, !dbg !351
  call void @transparent_crc(i64 noundef %73, ptr noundef @.str.10, i32 noundef %74), !dbg !352
  %75 = load i64, ptr @g_57, align 8, !dbg !353
  %76 = load i32, ptr %8, align 4, !dbg !354
  call void @transparent_crc(i64 noundef %75, ptr noundef @.str.11, i32 noundef %76), !dbg !355
  %77 = load i32, ptr @g_58, align 4, !dbg !356
  %78 = zext i32 %77 to i64, !dbg !356
  %79 = load i32, ptr %8, align 4, !dbg !357
  call void @transparent_crc(i64 noundef %78, ptr noundef @.str.12, i32 noundef %79), !dbg !358
  %80 = load volatile i32, ptr @g_69, align 4, !dbg !359
  %81 = sext i32 %80 to i64, !dbg !359
  %82 = load i32, ptr %8, align 4, !dbg !360
  call void @transparent_crc(i64 noundef %81, ptr noundef @.str.13, i32 noundef %82), !dbg !361
  %83 = load i8, ptr @g_81, align 1, !dbg !362
  %84 = zext i8 %83 to i64, !dbg !362
  %85 = load i32, ptr %8, align 4, !dbg !363
  call void @transparent_crc(i64 noundef %84, ptr noundef @.str.14, i32 noundef %85), !dbg !364
  %86 = load volatile i8, ptr @g_82, align 1, !dbg !365
  %87 = sext i8 %86 to i64, !dbg !366
  %88 = load i32, ptr %8, align 4, !dbg !367
  call void @transparent_crc(i64 noundef %87, ptr noundef @.str.15, i32 noundef %88), !dbg !368
  %89 = load volatile i64, ptr getelementptr inbounds (%struct.S0, ptr @g_82, i32 0, i32 1), align 1, !dbg !369
  %90 = load i32, ptr %8, align 4, !dbg !370
  call void @transparent_crc(i64 noundef %89, ptr noundef @.str.16, i32 noundef %90), !dbg !371
  %91 = load i8, ptr @g_104, align 1, !dbg !372
  %92 = sext i8 %91 to i64, !dbg !372
  %93 = load i32, ptr %8, align 4, !dbg !373
  call void @transparent_crc(i64 noundef %92, ptr noundef @.str.17, i32 noundef %93), !dbg !374
  %94 = load i64, ptr @g_145, align 8, !dbg !375
  %95 = load i32, ptr %8, align 4, !dbg !376
  call void @transparent_crc(i64 noundef %94, ptr noundef @.str.18, i32 noundef %95), !dbg !377
  %96 = load i32, ptr %8, align 4, !dbg !378
  call void @transparent_crc(i64 noundef -2421, ptr noundef @.str.19, i32 noundef %96), !dbg !379
  %97 = load i32, ptr %8, align 4, !dbg !380
  call void @transparent_crc(i64 noundef -54, ptr noundef @.str.20, i32 noundef %97), !dbg !381
  %98 = load i32, ptr %8, align 4, !dbg !382
  call void @transparent_crc(i64 noundef 210, ptr noundef @.str.21, i32 noundef %98), !dbg !383
  %99 = load i32, ptr %8, align 4, !dbg !384
  call void @transparent_crc(i64 noundef 19505, ptr noundef @.str.22, i32 noundef %99), !dbg !385
  %100 = load i32, ptr %8, align 4, !dbg !386
  call void @transparent_crc(i64 noundef 69, ptr noundef @.str.23, i32 noundef %100), !dbg !387
  %101 = load i32, ptr %8, align 4, !dbg !388
  call void @transparent_crc(i64 noundef 9, ptr noundef @.str.24, i32 noundef %101), !dbg !389
  %102 = load volatile i8, ptr getelementptr inbounds (%struct.S1, ptr @g_157, i32 0, i32 6), align 1, !dbg !390
  %103 = sext i8 %102 to i64, !dbg !391
  %104 = load i32, ptr %8, align 4, !dbg !392
  call void @transparent_crc(i64 noundef %103, ptr noundef @.str.25, i32 noundef %104), !dbg !393
  %105 = load volatile i16, ptr getelementptr inbounds (%struct.S1, ptr @g_157, i32 0, i32 7), align 1, !dbg !394
  %106 = zext i16 %105 to i64, !dbg !395
  %107 = load i32, ptr %8, align 4, !dbg !396
  call void @transparent_crc(i64 noundef %106, ptr noundef @.str.26, i32 noundef %107), !dbg !397
  %108 = load i32, ptr %8, align 4, !dbg !398
  call void @transparent_crc(i64 noundef 364, ptr noundef @.str.27, i32 noundef %108), !dbg !399
  %109 = load i16, ptr @g_168, align 1, !dbg !400
  %110 = sext i16 %109 to i64, !dbg !401
  %111 = load i32, ptr %8, align 4, !dbg !402
  call void @transparent_crc(i64 noundef %110, ptr noundef @.str.28, i32 noundef %111), !dbg !403
  %112 = load i8, ptr getelementptr inbounds (%struct.S1, ptr @g_168, i32 0, i32 1), align 1, !dbg !404
  %113 = sext i8 %112 to i64, !dbg !405
  %114 = load i32, ptr %8, align 4, !dbg !406
  call void @transparent_crc(i64 noundef %113, ptr noundef @.str.29, i32 noundef %114), !dbg !407
  %115 = load i8, ptr getelementptr inbounds (%struct.S1, ptr @g_168, i32 0, i32 2), align 1, !dbg !408
  %116 = zext i8 %115 to i64, !dbg !409
  %117 = load i32, ptr %8, align 4, !dbg !410
  call void @transparent_crc(i64 noundef %116, ptr noundef @.str.30, i32 noundef %117), !dbg !411
  %118 = load i16, ptr getelementptr inbounds (%struct.S1, ptr @g_168, i32 0, i32 3), align 1, !dbg !412
  %119 = sext i16 %118 to i64, !dbg !413
  %120 = load i32, ptr %8, align 4, !dbg !414
  call void @transparent_crc(i64 noundef %119, ptr noundef @.str.31, i32 noundef %120), !dbg !415
  %121 = load i24, ptr getelementptr inbounds (%struct.S1, ptr @g_168, i32 0, i32 4), align 1, !dbg !416
  %122 = and i24 %121, 262143, !dbg !416
  %123 = zext i24 %122 to i32, !dbg !416
  %124 = zext i32 %123 to i64, !dbg !417
  %125 = load i32, ptr %8, align 4, !dbg !418
  call void @transparent_crc(i64 noundef %124, ptr noundef @.str.32, i32 noundef %125), !dbg !419
  %126 = load i16, ptr getelementptr inbounds (%struct.S1, ptr @g_168, i32 0, i32 5), align 1, !dbg !420
  %127 = zext i16 %126 to i64, !dbg !421
  %128 = load i32, ptr %8, align 4, !dbg !422
  call void @transparent_crc(i64 noundef %127, ptr noundef @.str.33, i32 noundef %128), !dbg !423
  %129 = load volatile i8, ptr getelementptr inbounds (%struct.S1, ptr @g_168, i32 0, i32 6), align 1, !dbg !424
  %130 = sext i8 %129 to i64, !dbg !425
  %131 = load i32, ptr %8, align 4, !dbg !426
  call void @transparent_crc(i64 noundef %130, ptr noundef @.str.34, i32 noundef %131), !dbg !427
  %132 = load volatile i16, ptr getelementptr inbounds (%struct.S1, ptr @g_168, i32 0, i32 7), align 1, !dbg !428
  %133 = zext i16 %132 to i64, !dbg !429
  %134 = load i32, ptr %8, align 4, !dbg !430
  call void @transparent_crc(i64 noundef %133, ptr noundef @.str.35, i32 noundef %134), !dbg !431
  %135 = load i24, ptr getelementptr inbounds (%struct.S1, ptr @g_168, i32 0, i32 8), align 1, !dbg !432
  %136 = shl i24 %135, 5, !dbg !432
  %137 = ashr i24 %136, 5, !dbg !432
  %138 = sext i24 %137 to i32, !dbg !432
  %139 = sext i32 %138 to i64, !dbg !433
  %140 = load i32, ptr %8, align 4, !dbg !434
  call void @transparent_crc(i64 noundef %139, ptr noundef @.str.36, i32 noundef %140), !dbg !435
  %141 = load i32, ptr %8, align 4, !dbg !436
  call void @transparent_crc(i64 noundef 7, ptr noundef @.str.37, i32 noundef %141), !dbg !437
  %142 = load volatile i64, ptr getelementptr inbounds (%struct.S0, ptr @g_199, i32 0, i32 1), align 1, !dbg !438
  %143 = load i32, ptr %8, align 4, !dbg !439
  call void @transparent_crc(i64 noundef %142, ptr noundef @.str.38, i32 noundef %143), !dbg !440
  %144 = load i8, ptr @g_200, align 1, !dbg !441
  %145 = sext i8 %144 to i64, !dbg !442
  %146 = load i32, ptr %8, align 4, !dbg !443
  call void @transparent_crc(i64 noundef %145, ptr noundef @.str.39, i32 noundef %146), !dbg !444
  %147 = load volatile i64, ptr getelementptr inbounds (%struct.S0, ptr @g_200, i32 0, i32 1), align 1, !dbg !445
  %148 = load i32, ptr %8, align 4, !dbg !446
  call void @transparent_crc(i64 noundef %147, ptr noundef @.str.40, i32 noundef %148), !dbg !447
  %149 = load volatile i8, ptr @g_209, align 1, !dbg !448
  %150 = sext i8 %149 to i64, !dbg !449
  %151 = load i32, ptr %8, align 4, !dbg !450
  call void @transparent_crc(i64 noundef %150, ptr noundef @.str.41, i32 noundef %151), !dbg !451
  %152 = load volatile i64, ptr getelementptr inbounds (%struct.S0, ptr @g_209, i32 0, i32 1), align 1, !dbg !452
  %153 = load i32, ptr %8, align 4, !dbg !453
  call void @transparent_crc(i64 noundef %152, ptr noundef @.str.42, i32 noundef %153), !dbg !454
  %154 = load volatile i8, ptr @g_248, align 1, !dbg !455
  %155 = sext i8 %154 to i64, !dbg !456
  %156 = load i32, ptr %8, align 4, !dbg !457
  call void @transparent_crc(i64 noundef %155, ptr noundef @.str.43, i32 noundef %156), !dbg !458
  %157 = load volatile i64, ptr getelementptr inbounds (%struct.S0, ptr @g_248, i32 0, i32 1), align 1, !dbg !459
  %158 = load i32, ptr %8, align 4, !dbg !460
  call void @transparent_crc(i64 noundef %157, ptr noundef @.str.44, i32 noundef %158), !dbg !461
  %159 = load volatile i8, ptr @g_272, align 1, !dbg !462
  %160 = sext i8 %159 to i64, !dbg !463
  %161 = load i32, ptr %8, align 4, !dbg !464
  call void @transparent_crc(i64 noundef %160, ptr noundef @.str.45, i32 noundef %161), !dbg !465
  %162 = load volatile i64, ptr getelementptr inbounds (%struct.S0, ptr @g_272, i32 0, i32 1), align 1, !dbg !466
  %163 = load i32, ptr %8, align 4, !dbg !467
  call void @transparent_crc(i64 noundef %162, ptr noundef @.str.46, i32 noundef %163), !dbg !468
  %164 = load volatile i8, ptr @g_279, align 1, !dbg !469
  %165 = sext i8 %164 to i64, !dbg !470
  %166 = load i32, ptr %8, align 4, !dbg !471
  call void @transparent_crc(i64 noundef %165, ptr noundef @.str.47, i32 noundef %166), !dbg !472
  %167 = load volatile i64, ptr getelementptr inbounds (%struct.S0, ptr @g_279, i32 0, i32 1), align 1, !dbg !473
  %168 = load i32, ptr %8, align 4, !dbg !474
  call void @transparent_crc(i64 noundef %167, ptr noundef @.str.48, i32 noundef %168), !dbg !475
  %169 = load i32, ptr @crc32_context, align 4, !dbg !476
  %170 = zext i32 %169 to i64, !dbg !476
  %171 = xor i64 %170, 4294967295, !dbg !477
  %172 = trunc i64 %171 to i32, !dbg !476
  %173 = load i32, ptr %8, align 4, !dbg !478
  call void @platform_main_end(i32 noundef %172, i32 noundef %173), !dbg !479
  ret i32 0, !dbg !480
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !481 {
  ret void, !dbg !484
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !485 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !486, !DIExpression(), !487)
    #dbg_declare(ptr %2, !488, !DIExpression(), !490)
  store i32 -306674912, ptr %2, align 4, !dbg !490
    #dbg_declare(ptr %3, !491, !DIExpression(), !492)
    #dbg_declare(ptr %4, !493, !DIExpression(), !494)
  store i32 0, ptr %3, align 4, !dbg !495
  br label %5, !dbg !497

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !498
  %7 = icmp slt i32 %6, 256, !dbg !500
  br i1 %7, label %8, label %36, !dbg !501

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !502
  store i32 %9, ptr %1, align 4, !dbg !504
  store i32 8, ptr %4, align 4, !dbg !505
  br label %10, !dbg !507

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !508
  %12 = icmp sgt i32 %11, 0, !dbg !510
  br i1 %12, label %13, label %28, !dbg !511

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !512
  %15 = and i32 %14, 1, !dbg !515
  %16 = icmp ne i32 %15, 0, !dbg !515
  br i1 %16, label %17, label %21, !dbg !516

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !517
  %19 = lshr i32 %18, 1, !dbg !519
  %20 = xor i32 %19, -306674912, !dbg !520
  store i32 %20, ptr %1, align 4, !dbg !521
  br label %24, !dbg !522

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !523
  %23 = lshr i32 %22, 1, !dbg !523
  store i32 %23, ptr %1, align 4, !dbg !523
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !525

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !526
  %27 = add nsw i32 %26, -1, !dbg !526
  store i32 %27, ptr %4, align 4, !dbg !526
  br label %10, !dbg !527, !llvm.loop !528

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !530
  %30 = load i32, ptr %3, align 4, !dbg !531
  %31 = sext i32 %30 to i64, !dbg !532
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !532
  store i32 %29, ptr %32, align 4, !dbg !533
  br label %33, !dbg !534

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !535
  %35 = add nsw i32 %34, 1, !dbg !535
  store i32 %35, ptr %3, align 4, !dbg !535
  br label %5, !dbg !536, !llvm.loop !537

36:                                               ; preds = %5
  ret void, !dbg !539
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @func_1() #0 !dbg !540 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [6 x [3 x [10 x i8]]], align 16
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca [3 x [8 x [6 x [1 x ptr]]]], align 16
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
    #dbg_declare(ptr %1, !544, !DIExpression(), !545)
  store i32 -1, ptr %1, align 4, !dbg !545
    #dbg_declare(ptr %2, !546, !DIExpression(), !547)
  store i32 -8, ptr %2, align 4, !dbg !547
    #dbg_declare(ptr %3, !548, !DIExpression(), !552)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.func_1.l_20, i64 180, i1 false), !dbg !552
    #dbg_declare(ptr %4, !553, !DIExpression(), !555)
  store ptr @g_34, ptr %4, align 8, !dbg !555
    #dbg_declare(ptr %5, !556, !DIExpression(), !558)
  store ptr null, ptr %5, align 8, !dbg !558
    #dbg_declare(ptr %6, !559, !DIExpression(), !560)
  store i32 1925443388, ptr %6, align 4, !dbg !560
    #dbg_declare(ptr %7, !561, !DIExpression(), !562)
    #dbg_declare(ptr %8, !563, !DIExpression(), !564)
    #dbg_declare(ptr %9, !565, !DIExpression(), !566)
  store i32 -30, ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), align 8, !dbg !567
  br label %26, !dbg !569

26:                                               ; preds = %153, %0
  %27 = load i32, ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), align 8, !dbg !570
  %28 = icmp ne i32 %27, -9, !dbg !572
  br i1 %28, label %29, label %156, !dbg !573

29:                                               ; preds = %26
    #dbg_declare(ptr %10, !574, !DIExpression(), !576)
  store ptr @g_11, ptr %10, align 8, !dbg !576
    #dbg_declare(ptr %11, !577, !DIExpression(), !578)
  store i32 3, ptr %11, align 4, !dbg !578
    #dbg_declare(ptr %12, !579, !DIExpression(), !580)
  store ptr @g_11, ptr %12, align 8, !dbg !580
    #dbg_declare(ptr %13, !581, !DIExpression(), !582)
  store ptr @g_11, ptr %13, align 8, !dbg !582
    #dbg_declare(ptr %14, !583, !DIExpression(), !584)
  store ptr @g_11, ptr %14, align 8, !dbg !584
    #dbg_declare(ptr %15, !585, !DIExpression(), !586)
  store i32 1, ptr %15, align 4, !dbg !586
    #dbg_declare(ptr %16, !587, !DIExpression(), !591)
  store ptr @g_11, ptr %16, align 8, !dbg !592
  %30 = getelementptr inbounds [1 x ptr], ptr %16, i64 1, !dbg !593
  store ptr %15, ptr %30, align 8, !dbg !594
  %31 = getelementptr inbounds [1 x ptr], ptr %16, i64 2, !dbg !593
  store ptr @g_11, ptr %31, align 8, !dbg !595
  %32 = getelementptr inbounds [1 x ptr], ptr %16, i64 3, !dbg !593
  store ptr %15, ptr %32, align 8, !dbg !596
  %33 = getelementptr inbounds [1 x ptr], ptr %16, i64 4, !dbg !593
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %33, align 8, !dbg !597
  %34 = getelementptr inbounds [1 x ptr], ptr %16, i64 5, !dbg !593
  store ptr null, ptr %34, align 8, !dbg !598
  %35 = getelementptr inbounds [6 x [1 x ptr]], ptr %16, i64 1, !dbg !599
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %35, ptr align 8 @constinit, i64 48, i1 false), !dbg !600
  %36 = getelementptr inbounds [6 x [1 x ptr]], ptr %16, i64 2, !dbg !599
  store ptr null, ptr %36, align 8, !dbg !601
  %37 = getelementptr inbounds [1 x ptr], ptr %36, i64 1, !dbg !602
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %37, align 8, !dbg !603
  %38 = getelementptr inbounds [1 x ptr], ptr %36, i64 2, !dbg !602
  store ptr %15, ptr %38, align 8, !dbg !604
  %39 = getelementptr inbounds [1 x ptr], ptr %36, i64 3, !dbg !602
  store ptr @g_11, ptr %39, align 8, !dbg !605
  %40 = getelementptr inbounds [1 x ptr], ptr %36, i64 4, !dbg !602
  store ptr %15, ptr %40, align 8, !dbg !606
  %41 = getelementptr inbounds [1 x ptr], ptr %36, i64 5, !dbg !602
  store ptr @g_11, ptr %41, align 8, !dbg !607
  %42 = getelementptr inbounds [6 x [1 x ptr]], ptr %16, i64 3, !dbg !599
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %42, align 8, !dbg !608
  %43 = getelementptr inbounds [1 x ptr], ptr %42, i64 1, !dbg !609
  store ptr @g_11, ptr %43, align 8, !dbg !610
  %44 = getelementptr inbounds [1 x ptr], ptr %42, i64 2, !dbg !609
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %44, align 8, !dbg !611
  %45 = getelementptr inbounds [1 x ptr], ptr %42, i64 3, !dbg !609
  store ptr @g_11, ptr %45, align 8, !dbg !612
  %46 = getelementptr inbounds [1 x ptr], ptr %42, i64 4, !dbg !609
  store ptr %15, ptr %46, align 8, !dbg !613
  %47 = getelementptr inbounds [1 x ptr], ptr %42, i64 5, !dbg !609
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 4), ptr %47, align 8, !dbg !614
  %48 = getelementptr inbounds [6 x [1 x ptr]], ptr %16, i64 4, !dbg !599
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %48, ptr align 8 @constinit.49, i64 48, i1 false), !dbg !615
  %49 = getelementptr inbounds [6 x [1 x ptr]], ptr %16, i64 5, !dbg !599
  store ptr null, ptr %49, align 8, !dbg !616
  %50 = getelementptr inbounds [1 x ptr], ptr %49, i64 1, !dbg !617
  store ptr %15, ptr %50, align 8, !dbg !618
  %51 = getelementptr inbounds [1 x ptr], ptr %49, i64 2, !dbg !617
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 4), ptr %51, align 8, !dbg !619
  %52 = getelementptr inbounds [1 x ptr], ptr %49, i64 3, !dbg !617
  store ptr %15, ptr %52, align 8, !dbg !620
  %53 = getelementptr inbounds [1 x ptr], ptr %49, i64 4, !dbg !617
  store ptr @g_11, ptr %53, align 8, !dbg !621
  %54 = getelementptr inbounds [1 x ptr], ptr %49, i64 5, !dbg !617
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %54, align 8, !dbg !622
  %55 = getelementptr inbounds [6 x [1 x ptr]], ptr %16, i64 6, !dbg !599
  store ptr @g_11, ptr %55, align 8, !dbg !623
  %56 = getelementptr inbounds [1 x ptr], ptr %55, i64 1, !dbg !624
  store ptr @g_11, ptr %56, align 8, !dbg !625
  %57 = getelementptr inbounds [1 x ptr], ptr %55, i64 2, !dbg !624
  store ptr @g_11, ptr %57, align 8, !dbg !626
  %58 = getelementptr inbounds [1 x ptr], ptr %55, i64 3, !dbg !624
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %58, align 8, !dbg !627
  %59 = getelementptr inbounds [1 x ptr], ptr %55, i64 4, !dbg !624
  store ptr @g_11, ptr %59, align 8, !dbg !628
  %60 = getelementptr inbounds [1 x ptr], ptr %55, i64 5, !dbg !624
  store ptr %15, ptr %60, align 8, !dbg !629
  %61 = getelementptr inbounds [6 x [1 x ptr]], ptr %16, i64 7, !dbg !599
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 4), ptr %61, align 8, !dbg !630
  %62 = getelementptr inbounds [1 x ptr], ptr %61, i64 1, !dbg !631
  store ptr %15, ptr %62, align 8, !dbg !632
  %63 = getelementptr inbounds [1 x ptr], ptr %61, i64 2, !dbg !631
  store ptr null, ptr %63, align 8, !dbg !633
  %64 = getelementptr inbounds [1 x ptr], ptr %61, i64 3, !dbg !631
  store ptr @g_11, ptr %64, align 8, !dbg !634
  %65 = getelementptr inbounds [1 x ptr], ptr %61, i64 4, !dbg !631
  store ptr @g_11, ptr %65, align 8, !dbg !635
  %66 = getelementptr inbounds [1 x ptr], ptr %61, i64 5, !dbg !631
  store ptr null, ptr %66, align 8, !dbg !636
  %67 = getelementptr inbounds [8 x [6 x [1 x ptr]]], ptr %16, i64 1, !dbg !637
  store ptr @g_11, ptr %67, align 8, !dbg !638
  %68 = getelementptr inbounds [1 x ptr], ptr %67, i64 1, !dbg !639
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 1), i64 0, i64 4), ptr %68, align 8, !dbg !640
  %69 = getelementptr inbounds [1 x ptr], ptr %67, i64 2, !dbg !639
  store ptr null, ptr %69, align 8, !dbg !641
  %70 = getelementptr inbounds [1 x ptr], ptr %67, i64 3, !dbg !639
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 4), ptr %70, align 8, !dbg !642
  %71 = getelementptr inbounds [1 x ptr], ptr %67, i64 4, !dbg !639
  store ptr %15, ptr %71, align 8, !dbg !643
  %72 = getelementptr inbounds [1 x ptr], ptr %67, i64 5, !dbg !639
  store ptr @g_11, ptr %72, align 8, !dbg !644
  %73 = getelementptr inbounds [6 x [1 x ptr]], ptr %67, i64 1, !dbg !645
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %73, align 8, !dbg !646
  %74 = getelementptr inbounds [1 x ptr], ptr %73, i64 1, !dbg !647
  store ptr @g_11, ptr %74, align 8, !dbg !648
  %75 = getelementptr inbounds [1 x ptr], ptr %73, i64 2, !dbg !647
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %75, align 8, !dbg !649
  %76 = getelementptr inbounds [1 x ptr], ptr %73, i64 3, !dbg !647
  store ptr @g_11, ptr %76, align 8, !dbg !650
  %77 = getelementptr inbounds [1 x ptr], ptr %73, i64 4, !dbg !647
  store ptr %15, ptr %77, align 8, !dbg !651
  %78 = getelementptr inbounds [1 x ptr], ptr %73, i64 5, !dbg !647
  store ptr @g_11, ptr %78, align 8, !dbg !652
  %79 = getelementptr inbounds [6 x [1 x ptr]], ptr %67, i64 2, !dbg !645
  store ptr %15, ptr %79, align 8, !dbg !653
  %80 = getelementptr inbounds [1 x ptr], ptr %79, i64 1, !dbg !654
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %80, align 8, !dbg !655
  %81 = getelementptr inbounds [1 x ptr], ptr %79, i64 2, !dbg !654
  store ptr null, ptr %81, align 8, !dbg !656
  %82 = getelementptr inbounds [1 x ptr], ptr %79, i64 3, !dbg !654
  store ptr null, ptr %82, align 8, !dbg !657
  %83 = getelementptr inbounds [1 x ptr], ptr %79, i64 4, !dbg !654
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %83, align 8, !dbg !658
  %84 = getelementptr inbounds [1 x ptr], ptr %79, i64 5, !dbg !654
  store ptr null, ptr %84, align 8, !dbg !659
  %85 = getelementptr inbounds [6 x [1 x ptr]], ptr %67, i64 3, !dbg !645
  store ptr null, ptr %85, align 8, !dbg !660
  %86 = getelementptr inbounds [1 x ptr], ptr %85, i64 1, !dbg !661
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %86, align 8, !dbg !662
  %87 = getelementptr inbounds [1 x ptr], ptr %85, i64 2, !dbg !661
  store ptr null, ptr %87, align 8, !dbg !663
  %88 = getelementptr inbounds [1 x ptr], ptr %85, i64 3, !dbg !661
  store ptr null, ptr %88, align 8, !dbg !664
  %89 = getelementptr inbounds [1 x ptr], ptr %85, i64 4, !dbg !661
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %89, align 8, !dbg !665
  %90 = getelementptr inbounds [1 x ptr], ptr %85, i64 5, !dbg !661
  store ptr %15, ptr %90, align 8, !dbg !666
  %91 = getelementptr inbounds [6 x [1 x ptr]], ptr %67, i64 4, !dbg !645
  store ptr @g_11, ptr %91, align 8, !dbg !667
  %92 = getelementptr inbounds [1 x ptr], ptr %91, i64 1, !dbg !668
  store ptr %15, ptr %92, align 8, !dbg !669
  %93 = getelementptr inbounds [1 x ptr], ptr %91, i64 2, !dbg !668
  store ptr @g_11, ptr %93, align 8, !dbg !670
  %94 = getelementptr inbounds [1 x ptr], ptr %91, i64 3, !dbg !668
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %94, align 8, !dbg !671
  %95 = getelementptr inbounds [1 x ptr], ptr %91, i64 4, !dbg !668
  store ptr @g_11, ptr %95, align 8, !dbg !672
  %96 = getelementptr inbounds [1 x ptr], ptr %91, i64 5, !dbg !668
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %96, align 8, !dbg !673
  %97 = getelementptr inbounds [6 x [1 x ptr]], ptr %67, i64 5, !dbg !645
  store ptr @g_11, ptr %97, align 8, !dbg !674
  %98 = getelementptr inbounds [1 x ptr], ptr %97, i64 1, !dbg !675
  store ptr %15, ptr %98, align 8, !dbg !676
  %99 = getelementptr inbounds [1 x ptr], ptr %97, i64 2, !dbg !675
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 4), ptr %99, align 8, !dbg !677
  %100 = getelementptr inbounds [1 x ptr], ptr %97, i64 3, !dbg !675
  store ptr null, ptr %100, align 8, !dbg !678
  %101 = getelementptr inbounds [1 x ptr], ptr %97, i64 4, !dbg !675
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 1), i64 0, i64 4), ptr %101, align 8, !dbg !679
  %102 = getelementptr inbounds [1 x ptr], ptr %97, i64 5, !dbg !675
  store ptr @g_11, ptr %102, align 8, !dbg !680
  %103 = getelementptr inbounds [6 x [1 x ptr]], ptr %67, i64 6, !dbg !645
  store ptr null, ptr %103, align 8, !dbg !681
  %104 = getelementptr inbounds [1 x ptr], ptr %103, i64 1, !dbg !682
  store ptr @g_11, ptr %104, align 8, !dbg !683
  %105 = getelementptr inbounds [1 x ptr], ptr %103, i64 2, !dbg !682
  store ptr @g_11, ptr %105, align 8, !dbg !684
  %106 = getelementptr inbounds [1 x ptr], ptr %103, i64 3, !dbg !682
  store ptr null, ptr %106, align 8, !dbg !685
  %107 = getelementptr inbounds [1 x ptr], ptr %103, i64 4, !dbg !682
  store ptr %15, ptr %107, align 8, !dbg !686
  %108 = getelementptr inbounds [1 x ptr], ptr %103, i64 5, !dbg !682
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 4), ptr %108, align 8, !dbg !687
  %109 = getelementptr inbounds [6 x [1 x ptr]], ptr %67, i64 7, !dbg !645
  store ptr %15, ptr %109, align 8, !dbg !688
  %110 = getelementptr inbounds [1 x ptr], ptr %109, i64 1, !dbg !689
  store ptr @g_11, ptr %110, align 8, !dbg !690
  %111 = getelementptr inbounds [1 x ptr], ptr %109, i64 2, !dbg !689
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %111, align 8, !dbg !691
  %112 = getelementptr inbounds [1 x ptr], ptr %109, i64 3, !dbg !689
  store ptr @g_11, ptr %112, align 8, !dbg !692
  %113 = getelementptr inbounds [1 x ptr], ptr %109, i64 4, !dbg !689
  store ptr @g_11, ptr %113, align 8, !dbg !693
  %114 = getelementptr inbounds [1 x ptr], ptr %109, i64 5, !dbg !689
  store ptr @g_11, ptr %114, align 8, !dbg !694
  %115 = getelementptr inbounds [8 x [6 x [1 x ptr]]], ptr %16, i64 2, !dbg !637
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %115, align 8, !dbg !695
  %116 = getelementptr inbounds [1 x ptr], ptr %115, i64 1, !dbg !696
  store ptr @g_11, ptr %116, align 8, !dbg !697
  %117 = getelementptr inbounds [1 x ptr], ptr %115, i64 2, !dbg !696
  store ptr %15, ptr %117, align 8, !dbg !698
  %118 = getelementptr inbounds [1 x ptr], ptr %115, i64 3, !dbg !696
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 4), ptr %118, align 8, !dbg !699
  %119 = getelementptr inbounds [1 x ptr], ptr %115, i64 4, !dbg !696
  store ptr %15, ptr %119, align 8, !dbg !700
  %120 = getelementptr inbounds [1 x ptr], ptr %115, i64 5, !dbg !696
  store ptr null, ptr %120, align 8, !dbg !701
  %121 = getelementptr inbounds [6 x [1 x ptr]], ptr %115, i64 1, !dbg !702
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %121, ptr align 8 @constinit.50, i64 48, i1 false), !dbg !703
  %122 = getelementptr inbounds [6 x [1 x ptr]], ptr %115, i64 2, !dbg !702
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 4), ptr %122, align 8, !dbg !704
  %123 = getelementptr inbounds [1 x ptr], ptr %122, i64 1, !dbg !705
  store ptr %15, ptr %123, align 8, !dbg !706
  %124 = getelementptr inbounds [1 x ptr], ptr %122, i64 2, !dbg !705
  store ptr @g_11, ptr %124, align 8, !dbg !707
  %125 = getelementptr inbounds [1 x ptr], ptr %122, i64 3, !dbg !705
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %125, align 8, !dbg !708
  %126 = getelementptr inbounds [1 x ptr], ptr %122, i64 4, !dbg !705
  store ptr @g_11, ptr %126, align 8, !dbg !709
  %127 = getelementptr inbounds [1 x ptr], ptr %122, i64 5, !dbg !705
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %127, align 8, !dbg !710
  %128 = getelementptr inbounds [6 x [1 x ptr]], ptr %115, i64 3, !dbg !702
  store ptr @g_11, ptr %128, align 8, !dbg !711
  %129 = getelementptr inbounds [1 x ptr], ptr %128, i64 1, !dbg !712
  store ptr %15, ptr %129, align 8, !dbg !713
  %130 = getelementptr inbounds [1 x ptr], ptr %128, i64 2, !dbg !712
  store ptr @g_11, ptr %130, align 8, !dbg !714
  %131 = getelementptr inbounds [1 x ptr], ptr %128, i64 3, !dbg !712
  store ptr %15, ptr %131, align 8, !dbg !715
  %132 = getelementptr inbounds [1 x ptr], ptr %128, i64 4, !dbg !712
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %132, align 8, !dbg !716
  %133 = getelementptr inbounds [1 x ptr], ptr %128, i64 5, !dbg !712
  store ptr null, ptr %133, align 8, !dbg !717
  %134 = getelementptr inbounds [6 x [1 x ptr]], ptr %115, i64 4, !dbg !702
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %134, ptr align 8 @constinit.51, i64 48, i1 false), !dbg !718
  %135 = getelementptr inbounds [6 x [1 x ptr]], ptr %115, i64 5, !dbg !702
  store ptr null, ptr %135, align 8, !dbg !719
  %136 = getelementptr inbounds [1 x ptr], ptr %135, i64 1, !dbg !720
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %136, align 8, !dbg !721
  %137 = getelementptr inbounds [1 x ptr], ptr %135, i64 2, !dbg !720
  store ptr %15, ptr %137, align 8, !dbg !722
  %138 = getelementptr inbounds [1 x ptr], ptr %135, i64 3, !dbg !720
  store ptr @g_11, ptr %138, align 8, !dbg !723
  %139 = getelementptr inbounds [1 x ptr], ptr %135, i64 4, !dbg !720
  store ptr %15, ptr %139, align 8, !dbg !724
  %140 = getelementptr inbounds [1 x ptr], ptr %135, i64 5, !dbg !720
  store ptr @g_11, ptr %140, align 8, !dbg !725
  %141 = getelementptr inbounds [6 x [1 x ptr]], ptr %115, i64 6, !dbg !702
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %141, align 8, !dbg !726
  %142 = getelementptr inbounds [1 x ptr], ptr %141, i64 1, !dbg !727
  store ptr @g_11, ptr %142, align 8, !dbg !728
  %143 = getelementptr inbounds [1 x ptr], ptr %141, i64 2, !dbg !727
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), ptr %143, align 8, !dbg !729
  %144 = getelementptr inbounds [1 x ptr], ptr %141, i64 3, !dbg !727
  store ptr @g_11, ptr %144, align 8, !dbg !730
  %145 = getelementptr inbounds [1 x ptr], ptr %141, i64 4, !dbg !727
  store ptr %15, ptr %145, align 8, !dbg !731
  %146 = getelementptr inbounds [1 x ptr], ptr %141, i64 5, !dbg !727
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 4), ptr %146, align 8, !dbg !732
  %147 = getelementptr inbounds [6 x [1 x ptr]], ptr %115, i64 7, !dbg !702
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %147, ptr align 8 @constinit.52, i64 48, i1 false), !dbg !733
    #dbg_declare(ptr %17, !734, !DIExpression(), !735)
  store ptr null, ptr %17, align 8, !dbg !735
    #dbg_declare(ptr %18, !736, !DIExpression(), !737)
  store ptr null, ptr %18, align 8, !dbg !737
    #dbg_declare(ptr %19, !738, !DIExpression(), !739)
  store i32 1, ptr %19, align 4, !dbg !739
    #dbg_declare(ptr %20, !740, !DIExpression(), !741)
    #dbg_declare(ptr %21, !742, !DIExpression(), !743)
    #dbg_declare(ptr %22, !744, !DIExpression(), !745)
    #dbg_declare(ptr %23, !746, !DIExpression(), !747)
  %148 = getelementptr inbounds [6 x [3 x [10 x i8]]], ptr %3, i64 0, i64 3, !dbg !748
  %149 = getelementptr inbounds [3 x [10 x i8]], ptr %148, i64 0, i64 0, !dbg !748
  %150 = getelementptr inbounds [10 x i8], ptr %149, i64 0, i64 3, !dbg !748
  %151 = load i8, ptr %150, align 1, !dbg !749
  %152 = add i8 %151, -1, !dbg !749
  store i8 %152, ptr %150, align 1, !dbg !749
  br label %153, !dbg !750

153:                                              ; preds = %29
  %154 = load i32, ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), align 8, !dbg !751
  %155 = add nsw i32 %154, 1, !dbg !751
  store i32 %155, ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 4), i64 0, i64 2), align 8, !dbg !751
  br label %26, !dbg !752, !llvm.loop !753

156:                                              ; preds = %26
  %157 = load ptr, ptr @g_258, align 8, !dbg !755
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %157, ptr align 1 @g_279, i64 9, i1 true), !dbg !756
  store i64 0, ptr @g_34, align 8, !dbg !757
  br label %158, !dbg !759

158:                                              ; preds = %174, %156
  %159 = load i64, ptr @g_34, align 8, !dbg !760
  %160 = icmp sgt i64 %159, -25, !dbg !762
  br i1 %160, label %161, label %177, !dbg !763

161:                                              ; preds = %158
  store i32 0, ptr @g_56, align 4, !dbg !764
  br label %162, !dbg !767

162:                                              ; preds = %168, %161
  %163 = load i32, ptr @g_56, align 4, !dbg !768
  %164 = icmp sle i32 %163, -23, !dbg !770
  br i1 %164, label %165, label %173, !dbg !771

165:                                              ; preds = %162
    #dbg_declare(ptr %24, !772, !DIExpression(), !774)
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([6 x [5 x i32]], ptr @g_7, i64 0, i64 5), i64 0, i64 3), ptr %24, align 8, !dbg !774
    #dbg_declare(ptr %25, !775, !DIExpression(), !777)
  store ptr @g_74, ptr %25, align 8, !dbg !777
  %166 = load ptr, ptr %24, align 8, !dbg !778
  %167 = load ptr, ptr %25, align 8, !dbg !779
  store ptr %166, ptr %167, align 8, !dbg !780
  br label %168, !dbg !781

168:                                              ; preds = %165
  %169 = load i32, ptr @g_56, align 4, !dbg !782
  %170 = sext i32 %169 to i64, !dbg !782
  %171 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef %170, i64 noundef 5), !dbg !783
  %172 = trunc i64 %171 to i32, !dbg !783
  store i32 %172, ptr @g_56, align 4, !dbg !784
  br label %162, !dbg !785, !llvm.loop !786

173:                                              ; preds = %162
  br label %174, !dbg !788

174:                                              ; preds = %173
  %175 = load i64, ptr @g_34, align 8, !dbg !789
  %176 = add nsw i64 %175, -1, !dbg !789
  store i64 %176, ptr @g_34, align 8, !dbg !789
  br label %158, !dbg !790, !llvm.loop !791

177:                                              ; preds = %158
  %178 = load volatile i8, ptr @g_248, align 1, !dbg !793
  %179 = sext i8 %178 to i16, !dbg !794
  ret i16 %179, !dbg !795
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !796 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !799, !DIExpression(), !800)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !801, !DIExpression(), !802)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !803, !DIExpression(), !804)
  %7 = load i64, ptr %4, align 8, !dbg !805
  call void @crc32_8bytes(i64 noundef %7), !dbg !806
  %8 = load i32, ptr %6, align 4, !dbg !807
  %9 = icmp ne i32 %8, 0, !dbg !807
  br i1 %9, label %10, label %16, !dbg !809

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !810
  %12 = load i32, ptr @crc32_context, align 4, !dbg !812
  %13 = zext i32 %12 to i64, !dbg !812
  %14 = xor i64 %13, 4294967295, !dbg !813
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.53, ptr noundef %11, i64 noundef %14), !dbg !814
  br label %16, !dbg !815

16:                                               ; preds = %10, %3
  ret void, !dbg !816
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !817 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !820, !DIExpression(), !821)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !822, !DIExpression(), !823)
  %5 = load i32, ptr %3, align 4, !dbg !824
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.56, i32 noundef %5), !dbg !825
  ret void, !dbg !826
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_sub_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !827 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !831, !DIExpression(), !832)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !833, !DIExpression(), !834)
  %5 = load i64, ptr %3, align 8, !dbg !835
  %6 = load i64, ptr %4, align 8, !dbg !836
  %7 = sub i64 %5, %6, !dbg !837
  ret i64 %7, !dbg !838
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !839 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !842, !DIExpression(), !843)
  %3 = load i64, ptr %2, align 8, !dbg !844
  %4 = lshr i64 %3, 0, !dbg !845
  %5 = and i64 %4, 255, !dbg !846
  %6 = trunc i64 %5 to i8, !dbg !847
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !848
  %7 = load i64, ptr %2, align 8, !dbg !849
  %8 = lshr i64 %7, 8, !dbg !850
  %9 = and i64 %8, 255, !dbg !851
  %10 = trunc i64 %9 to i8, !dbg !852
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !853
  %11 = load i64, ptr %2, align 8, !dbg !854
  %12 = lshr i64 %11, 16, !dbg !855
  %13 = and i64 %12, 255, !dbg !856
  %14 = trunc i64 %13 to i8, !dbg !857
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !858
  %15 = load i64, ptr %2, align 8, !dbg !859
  %16 = lshr i64 %15, 24, !dbg !860
  %17 = and i64 %16, 255, !dbg !861
  %18 = trunc i64 %17 to i8, !dbg !862
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !863
  %19 = load i64, ptr %2, align 8, !dbg !864
  %20 = lshr i64 %19, 32, !dbg !865
  %21 = and i64 %20, 255, !dbg !866
  %22 = trunc i64 %21 to i8, !dbg !867
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !868
  %23 = load i64, ptr %2, align 8, !dbg !869
  %24 = lshr i64 %23, 40, !dbg !870
  %25 = and i64 %24, 255, !dbg !871
  %26 = trunc i64 %25 to i8, !dbg !872
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !873
  %27 = load i64, ptr %2, align 8, !dbg !874
  %28 = lshr i64 %27, 48, !dbg !875
  %29 = and i64 %28, 255, !dbg !876
  %30 = trunc i64 %29 to i8, !dbg !877
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !878
  %31 = load i64, ptr %2, align 8, !dbg !879
  %32 = lshr i64 %31, 56, !dbg !880
  %33 = and i64 %32, 255, !dbg !881
  %34 = trunc i64 %33 to i8, !dbg !882
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !883
  ret void, !dbg !884
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !885 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !888, !DIExpression(), !889)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !890
  %4 = lshr i32 %3, 8, !dbg !891
  %5 = and i32 %4, 16777215, !dbg !892
  %6 = load i32, ptr @crc32_context, align 4, !dbg !893
  %7 = load i8, ptr %2, align 1, !dbg !894
  %8 = zext i8 %7 to i32, !dbg !894
  %9 = xor i32 %6, %8, !dbg !895
  %10 = and i32 %9, 255, !dbg !896
  %11 = zext i32 %10 to i64, !dbg !897
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !897
  %13 = load i32, ptr %12, align 4, !dbg !897
  %14 = xor i32 %5, %13, !dbg !898
  store i32 %14, ptr @crc32_context, align 4, !dbg !899
  ret void, !dbg !900
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!254, !255, !256, !257, !258, !259, !260}
!llvm.ident = !{!261}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 322, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "structs_3001.c", directory: ".", checksumkind: CSK_MD5, checksum: "5bc905c6aaa6cc5caf89fa71e19afee0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_2", scope: !9, file: !2, line: 40, type: !170, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !{!0, !13, !18, !20, !22, !24, !26, !31, !36, !41, !43, !45, !47, !49, !51, !53, !58, !60, !65, !67, !72, !74, !76, !78, !80, !82, !84, !86, !88, !90, !92, !94, !96, !98, !100, !102, !104, !106, !108, !110, !112, !114, !116, !118, !120, !122, !124, !126, !128, !130, !141, !157, !163, !7, !168, !171, !173, !175, !177, !181, !183, !185, !187, !189, !191, !193, !198, !200, !202, !207, !231, !233, !236, !238, !240, !242, !244, !246, !252}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 326, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 4)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 327, type: !15, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 328, type: !15, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 329, type: !15, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 330, type: !15, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 335, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 10)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 336, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 18)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 340, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 5)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 341, type: !38, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 342, type: !38, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 343, type: !38, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 344, type: !38, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 345, type: !38, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 346, type: !38, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 347, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 8)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 348, type: !55, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 349, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 6)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 350, type: !62, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 351, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 9)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 352, type: !69, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 353, type: !69, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 354, type: !69, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 355, type: !69, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 356, type: !69, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 357, type: !69, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 358, type: !69, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 359, type: !69, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 360, type: !69, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 361, type: !69, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 362, type: !69, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 363, type: !69, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 364, type: !69, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 365, type: !69, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !2, line: 366, type: !69, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 367, type: !69, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 368, type: !69, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 369, type: !69, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 370, type: !69, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 371, type: !69, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !2, line: 372, type: !69, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !2, line: 373, type: !69, isLocal: true, isDefinition: true)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !2, line: 374, type: !69, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !2, line: 375, type: !69, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !2, line: 376, type: !69, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !2, line: 377, type: !69, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !2, line: 378, type: !69, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !2, line: 379, type: !69, isLocal: true, isDefinition: true)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(scope: null, file: !2, line: 380, type: !69, isLocal: true, isDefinition: true)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !132, line: 47, type: !133, isLocal: true, isDefinition: true)
!132 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 8192, elements: !139)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !135, line: 26, baseType: !136)
!135 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !137, line: 42, baseType: !138)
!137 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!138 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!139 = !{!140}
!140 = !DISubrange(count: 256)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(name: "g_258", scope: !9, file: !2, line: 66, type: !143, isLocal: true, isDefinition: true)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !145)
!145 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 18, size: 72, align: 8, elements: !146)
!146 = !{!147, !152}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !145, file: !2, line: 19, baseType: !148, size: 8)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !149, line: 24, baseType: !150)
!149 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !137, line: 37, baseType: !151)
!151 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !145, file: !2, line: 20, baseType: !153, size: 64, offset: 8)
!153 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !154)
!154 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !149, line: 27, baseType: !155)
!155 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !137, line: 44, baseType: !156)
!156 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(name: "g_74", scope: !9, file: !2, line: 52, type: !159, isLocal: true, isDefinition: true)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !149, line: 26, baseType: !161)
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !137, line: 41, baseType: !162)
!162 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(scope: null, file: !132, line: 114, type: !165, isLocal: true, isDefinition: true)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !166)
!166 = !{!167}
!167 = !DISubrange(count: 36)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(name: "g_3", scope: !9, file: !2, line: 41, type: !170, isLocal: true, isDefinition: true)
!170 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !160)
!171 = !DIGlobalVariableExpression(var: !172, expr: !DIExpression())
!172 = distinct !DIGlobalVariable(name: "g_4", scope: !9, file: !2, line: 42, type: !170, isLocal: true, isDefinition: true)
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(name: "g_5", scope: !9, file: !2, line: 43, type: !170, isLocal: true, isDefinition: true)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(name: "g_6", scope: !9, file: !2, line: 44, type: !170, isLocal: true, isDefinition: true)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(name: "g_7", scope: !9, file: !2, line: 45, type: !179, isLocal: true, isDefinition: true)
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 960, elements: !180)
!180 = !{!64, !40}
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(name: "g_11", scope: !9, file: !2, line: 46, type: !160, isLocal: true, isDefinition: true)
!183 = !DIGlobalVariableExpression(var: !184, expr: !DIExpression())
!184 = distinct !DIGlobalVariable(name: "g_34", scope: !9, file: !2, line: 47, type: !154, isLocal: true, isDefinition: true)
!185 = !DIGlobalVariableExpression(var: !186, expr: !DIExpression())
!186 = distinct !DIGlobalVariable(name: "g_56", scope: !9, file: !2, line: 48, type: !160, isLocal: true, isDefinition: true)
!187 = !DIGlobalVariableExpression(var: !188, expr: !DIExpression())
!188 = distinct !DIGlobalVariable(name: "g_57", scope: !9, file: !2, line: 49, type: !154, isLocal: true, isDefinition: true)
!189 = !DIGlobalVariableExpression(var: !190, expr: !DIExpression())
!190 = distinct !DIGlobalVariable(name: "g_58", scope: !9, file: !2, line: 50, type: !134, isLocal: true, isDefinition: true)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(name: "g_69", scope: !9, file: !2, line: 51, type: !170, isLocal: true, isDefinition: true)
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression())
!194 = distinct !DIGlobalVariable(name: "g_81", scope: !9, file: !2, line: 53, type: !195, isLocal: true, isDefinition: true)
!195 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !135, line: 24, baseType: !196)
!196 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !137, line: 38, baseType: !197)
!197 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!198 = !DIGlobalVariableExpression(var: !199, expr: !DIExpression())
!199 = distinct !DIGlobalVariable(name: "g_82", scope: !9, file: !2, line: 54, type: !144, isLocal: true, isDefinition: true)
!200 = !DIGlobalVariableExpression(var: !201, expr: !DIExpression())
!201 = distinct !DIGlobalVariable(name: "g_104", scope: !9, file: !2, line: 55, type: !148, isLocal: true, isDefinition: true)
!202 = !DIGlobalVariableExpression(var: !203, expr: !DIExpression())
!203 = distinct !DIGlobalVariable(name: "g_145", scope: !9, file: !2, line: 57, type: !204, isLocal: true, isDefinition: true)
!204 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !135, line: 27, baseType: !205)
!205 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !137, line: 45, baseType: !206)
!206 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!207 = !DIGlobalVariableExpression(var: !208, expr: !DIExpression())
!208 = distinct !DIGlobalVariable(name: "g_157", scope: !9, file: !2, line: 58, type: !209, isLocal: true, isDefinition: true)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !210)
!210 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !2, line: 26, size: 136, align: 8, elements: !211)
!211 = !{!212, !216, !217, !218, !219, !220, !224, !227, !229}
!212 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !210, file: !2, line: 27, baseType: !213, size: 16)
!213 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !149, line: 25, baseType: !214)
!214 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !137, line: 39, baseType: !215)
!215 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !210, file: !2, line: 28, baseType: !148, size: 8, offset: 16)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !210, file: !2, line: 29, baseType: !195, size: 8, offset: 24)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !210, file: !2, line: 30, baseType: !213, size: 16, offset: 32)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !210, file: !2, line: 31, baseType: !138, size: 18, offset: 48, flags: DIFlagBitField, extraData: i64 48)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !210, file: !2, line: 32, baseType: !221, size: 16, offset: 72)
!221 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !135, line: 25, baseType: !222)
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !137, line: 40, baseType: !223)
!223 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !210, file: !2, line: 33, baseType: !225, size: 8, offset: 88)
!225 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !226)
!226 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !148)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !210, file: !2, line: 34, baseType: !228, size: 16, offset: 96)
!228 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !221)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "f8", scope: !210, file: !2, line: 35, baseType: !230, size: 19, offset: 112, flags: DIFlagBitField, extraData: i64 112)
!230 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !162)
!231 = !DIGlobalVariableExpression(var: !232, expr: !DIExpression())
!232 = distinct !DIGlobalVariable(name: "g_168", scope: !9, file: !2, line: 60, type: !210, isLocal: true, isDefinition: true)
!233 = !DIGlobalVariableExpression(var: !234, expr: !DIExpression())
!234 = distinct !DIGlobalVariable(name: "g_199", scope: !9, file: !2, line: 62, type: !235, isLocal: true, isDefinition: true)
!235 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !145)
!236 = !DIGlobalVariableExpression(var: !237, expr: !DIExpression())
!237 = distinct !DIGlobalVariable(name: "g_200", scope: !9, file: !2, line: 63, type: !145, isLocal: true, isDefinition: true)
!238 = !DIGlobalVariableExpression(var: !239, expr: !DIExpression())
!239 = distinct !DIGlobalVariable(name: "g_209", scope: !9, file: !2, line: 64, type: !144, isLocal: true, isDefinition: true)
!240 = !DIGlobalVariableExpression(var: !241, expr: !DIExpression())
!241 = distinct !DIGlobalVariable(name: "g_248", scope: !9, file: !2, line: 65, type: !144, isLocal: true, isDefinition: true)
!242 = !DIGlobalVariableExpression(var: !243, expr: !DIExpression())
!243 = distinct !DIGlobalVariable(name: "g_272", scope: !9, file: !2, line: 68, type: !144, isLocal: true, isDefinition: true)
!244 = !DIGlobalVariableExpression(var: !245, expr: !DIExpression())
!245 = distinct !DIGlobalVariable(name: "g_279", scope: !9, file: !2, line: 69, type: !144, isLocal: true, isDefinition: true)
!246 = !DIGlobalVariableExpression(var: !247, expr: !DIExpression())
!247 = distinct !DIGlobalVariable(scope: null, file: !248, line: 56, type: !249, isLocal: true, isDefinition: true)
!248 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!249 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !250)
!250 = !{!251}
!251 = !DISubrange(count: 15)
!252 = !DIGlobalVariableExpression(var: !253, expr: !DIExpression())
!253 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !132, line: 48, type: !134, isLocal: true, isDefinition: true)
!254 = !{i32 7, !"Dwarf Version", i32 5}
!255 = !{i32 2, !"Debug Info Version", i32 3}
!256 = !{i32 1, !"wchar_size", i32 4}
!257 = !{i32 8, !"PIC Level", i32 2}
!258 = !{i32 7, !"PIE Level", i32 2}
!259 = !{i32 7, !"uwtable", i32 2}
!260 = !{i32 7, !"frame-pointer", i32 2}
!261 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!262 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 318, type: !263, scopeLine: 319, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !267)
!263 = !DISubroutineType(types: !264)
!264 = !{!162, !162, !265}
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !266, size: 64)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!267 = !{}
!268 = !DILocalVariable(name: "argc", arg: 1, scope: !262, file: !2, line: 318, type: !162)
!269 = !DILocation(line: 318, column: 15, scope: !262)
!270 = !DILocalVariable(name: "argv", arg: 2, scope: !262, file: !2, line: 318, type: !265)
!271 = !DILocation(line: 318, column: 27, scope: !262)
!272 = !DILocalVariable(name: "i", scope: !262, file: !2, line: 320, type: !162)
!273 = !DILocation(line: 320, column: 9, scope: !262)
!274 = !DILocalVariable(name: "j", scope: !262, file: !2, line: 320, type: !162)
!275 = !DILocation(line: 320, column: 12, scope: !262)
!276 = !DILocalVariable(name: "print_hash_value", scope: !262, file: !2, line: 321, type: !162)
!277 = !DILocation(line: 321, column: 9, scope: !262)
!278 = !DILocation(line: 322, column: 9, scope: !279)
!279 = distinct !DILexicalBlock(scope: !262, file: !2, line: 322, column: 9)
!280 = !DILocation(line: 322, column: 14, scope: !279)
!281 = !DILocation(line: 322, column: 19, scope: !279)
!282 = !DILocation(line: 322, column: 29, scope: !279)
!283 = !DILocation(line: 322, column: 22, scope: !279)
!284 = !DILocation(line: 322, column: 43, scope: !279)
!285 = !DILocation(line: 322, column: 9, scope: !262)
!286 = !DILocation(line: 322, column: 66, scope: !279)
!287 = !DILocation(line: 322, column: 49, scope: !279)
!288 = !DILocation(line: 323, column: 5, scope: !262)
!289 = !DILocation(line: 324, column: 5, scope: !262)
!290 = !DILocation(line: 325, column: 5, scope: !262)
!291 = !DILocation(line: 326, column: 21, scope: !262)
!292 = !DILocation(line: 326, column: 33, scope: !262)
!293 = !DILocation(line: 326, column: 5, scope: !262)
!294 = !DILocation(line: 327, column: 21, scope: !262)
!295 = !DILocation(line: 327, column: 33, scope: !262)
!296 = !DILocation(line: 327, column: 5, scope: !262)
!297 = !DILocation(line: 328, column: 21, scope: !262)
!298 = !DILocation(line: 328, column: 33, scope: !262)
!299 = !DILocation(line: 328, column: 5, scope: !262)
!300 = !DILocation(line: 329, column: 21, scope: !262)
!301 = !DILocation(line: 329, column: 33, scope: !262)
!302 = !DILocation(line: 329, column: 5, scope: !262)
!303 = !DILocation(line: 330, column: 21, scope: !262)
!304 = !DILocation(line: 330, column: 33, scope: !262)
!305 = !DILocation(line: 330, column: 5, scope: !262)
!306 = !DILocation(line: 331, column: 12, scope: !307)
!307 = distinct !DILexicalBlock(scope: !262, file: !2, line: 331, column: 5)
!308 = !DILocation(line: 331, column: 10, scope: !307)
!309 = !DILocation(line: 331, column: 17, scope: !310)
!310 = distinct !DILexicalBlock(scope: !307, file: !2, line: 331, column: 5)
!311 = !DILocation(line: 331, column: 19, scope: !310)
!312 = !DILocation(line: 331, column: 5, scope: !307)
!313 = !DILocation(line: 333, column: 16, scope: !314)
!314 = distinct !DILexicalBlock(scope: !315, file: !2, line: 333, column: 9)
!315 = distinct !DILexicalBlock(scope: !310, file: !2, line: 332, column: 5)
!316 = !DILocation(line: 333, column: 14, scope: !314)
!317 = !DILocation(line: 333, column: 21, scope: !318)
!318 = distinct !DILexicalBlock(scope: !314, file: !2, line: 333, column: 9)
!319 = !DILocation(line: 333, column: 23, scope: !318)
!320 = !DILocation(line: 333, column: 9, scope: !314)
!321 = !DILocation(line: 335, column: 33, scope: !322)
!322 = distinct !DILexicalBlock(scope: !318, file: !2, line: 334, column: 9)
!323 = !DILocation(line: 335, column: 29, scope: !322)
!324 = !DILocation(line: 335, column: 36, scope: !322)
!325 = !DILocation(line: 335, column: 53, scope: !322)
!326 = !DILocation(line: 335, column: 13, scope: !322)
!327 = !DILocation(line: 336, column: 17, scope: !328)
!328 = distinct !DILexicalBlock(scope: !322, file: !2, line: 336, column: 17)
!329 = !DILocation(line: 336, column: 17, scope: !322)
!330 = !DILocation(line: 336, column: 64, scope: !328)
!331 = !DILocation(line: 336, column: 67, scope: !328)
!332 = !DILocation(line: 336, column: 35, scope: !328)
!333 = !DILocation(line: 338, column: 9, scope: !322)
!334 = !DILocation(line: 333, column: 29, scope: !318)
!335 = !DILocation(line: 333, column: 9, scope: !318)
!336 = distinct !{!336, !320, !337, !338}
!337 = !DILocation(line: 338, column: 9, scope: !314)
!338 = !{!"llvm.loop.mustprogress"}
!339 = !DILocation(line: 339, column: 5, scope: !315)
!340 = !DILocation(line: 331, column: 25, scope: !310)
!341 = !DILocation(line: 331, column: 5, scope: !310)
!342 = distinct !{!342, !312, !343, !338}
!343 = !DILocation(line: 339, column: 5, scope: !307)
!344 = !DILocation(line: 340, column: 21, scope: !262)
!345 = !DILocation(line: 340, column: 35, scope: !262)
!346 = !DILocation(line: 340, column: 5, scope: !262)
!347 = !DILocation(line: 341, column: 21, scope: !262)
!348 = !DILocation(line: 341, column: 35, scope: !262)
!349 = !DILocation(line: 341, column: 5, scope: !262)
!350 = !DILocation(line: 342, column: 21, scope: !262)
!351 = !DILocation(line: 342, column: 35, scope: !262)
!352 = !DILocation(line: 342, column: 5, scope: !262)
!353 = !DILocation(line: 343, column: 21, scope: !262)
!354 = !DILocation(line: 343, column: 35, scope: !262)
!355 = !DILocation(line: 343, column: 5, scope: !262)
!356 = !DILocation(line: 344, column: 21, scope: !262)
!357 = !DILocation(line: 344, column: 35, scope: !262)
!358 = !DILocation(line: 344, column: 5, scope: !262)
!359 = !DILocation(line: 345, column: 21, scope: !262)
!360 = !DILocation(line: 345, column: 35, scope: !262)
!361 = !DILocation(line: 345, column: 5, scope: !262)
!362 = !DILocation(line: 346, column: 21, scope: !262)
!363 = !DILocation(line: 346, column: 35, scope: !262)
!364 = !DILocation(line: 346, column: 5, scope: !262)
!365 = !DILocation(line: 347, column: 26, scope: !262)
!366 = !DILocation(line: 347, column: 21, scope: !262)
!367 = !DILocation(line: 347, column: 41, scope: !262)
!368 = !DILocation(line: 347, column: 5, scope: !262)
!369 = !DILocation(line: 348, column: 26, scope: !262)
!370 = !DILocation(line: 348, column: 41, scope: !262)
!371 = !DILocation(line: 348, column: 5, scope: !262)
!372 = !DILocation(line: 349, column: 21, scope: !262)
!373 = !DILocation(line: 349, column: 37, scope: !262)
!374 = !DILocation(line: 349, column: 5, scope: !262)
!375 = !DILocation(line: 350, column: 21, scope: !262)
!376 = !DILocation(line: 350, column: 37, scope: !262)
!377 = !DILocation(line: 350, column: 5, scope: !262)
!378 = !DILocation(line: 351, column: 43, scope: !262)
!379 = !DILocation(line: 351, column: 5, scope: !262)
!380 = !DILocation(line: 352, column: 43, scope: !262)
!381 = !DILocation(line: 352, column: 5, scope: !262)
!382 = !DILocation(line: 353, column: 43, scope: !262)
!383 = !DILocation(line: 353, column: 5, scope: !262)
!384 = !DILocation(line: 354, column: 43, scope: !262)
!385 = !DILocation(line: 354, column: 5, scope: !262)
!386 = !DILocation(line: 355, column: 43, scope: !262)
!387 = !DILocation(line: 355, column: 5, scope: !262)
!388 = !DILocation(line: 356, column: 43, scope: !262)
!389 = !DILocation(line: 356, column: 5, scope: !262)
!390 = !DILocation(line: 357, column: 27, scope: !262)
!391 = !DILocation(line: 357, column: 21, scope: !262)
!392 = !DILocation(line: 357, column: 43, scope: !262)
!393 = !DILocation(line: 357, column: 5, scope: !262)
!394 = !DILocation(line: 358, column: 27, scope: !262)
!395 = !DILocation(line: 358, column: 21, scope: !262)
!396 = !DILocation(line: 358, column: 43, scope: !262)
!397 = !DILocation(line: 358, column: 5, scope: !262)
!398 = !DILocation(line: 359, column: 43, scope: !262)
!399 = !DILocation(line: 359, column: 5, scope: !262)
!400 = !DILocation(line: 360, column: 27, scope: !262)
!401 = !DILocation(line: 360, column: 21, scope: !262)
!402 = !DILocation(line: 360, column: 43, scope: !262)
!403 = !DILocation(line: 360, column: 5, scope: !262)
!404 = !DILocation(line: 361, column: 27, scope: !262)
!405 = !DILocation(line: 361, column: 21, scope: !262)
!406 = !DILocation(line: 361, column: 43, scope: !262)
!407 = !DILocation(line: 361, column: 5, scope: !262)
!408 = !DILocation(line: 362, column: 27, scope: !262)
!409 = !DILocation(line: 362, column: 21, scope: !262)
!410 = !DILocation(line: 362, column: 43, scope: !262)
!411 = !DILocation(line: 362, column: 5, scope: !262)
!412 = !DILocation(line: 363, column: 27, scope: !262)
!413 = !DILocation(line: 363, column: 21, scope: !262)
!414 = !DILocation(line: 363, column: 43, scope: !262)
!415 = !DILocation(line: 363, column: 5, scope: !262)
!416 = !DILocation(line: 364, column: 27, scope: !262)
!417 = !DILocation(line: 364, column: 21, scope: !262)
!418 = !DILocation(line: 364, column: 43, scope: !262)
!419 = !DILocation(line: 364, column: 5, scope: !262)
!420 = !DILocation(line: 365, column: 27, scope: !262)
!421 = !DILocation(line: 365, column: 21, scope: !262)
!422 = !DILocation(line: 365, column: 43, scope: !262)
!423 = !DILocation(line: 365, column: 5, scope: !262)
!424 = !DILocation(line: 366, column: 27, scope: !262)
!425 = !DILocation(line: 366, column: 21, scope: !262)
!426 = !DILocation(line: 366, column: 43, scope: !262)
!427 = !DILocation(line: 366, column: 5, scope: !262)
!428 = !DILocation(line: 367, column: 27, scope: !262)
!429 = !DILocation(line: 367, column: 21, scope: !262)
!430 = !DILocation(line: 367, column: 43, scope: !262)
!431 = !DILocation(line: 367, column: 5, scope: !262)
!432 = !DILocation(line: 368, column: 27, scope: !262)
!433 = !DILocation(line: 368, column: 21, scope: !262)
!434 = !DILocation(line: 368, column: 43, scope: !262)
!435 = !DILocation(line: 368, column: 5, scope: !262)
!436 = !DILocation(line: 369, column: 43, scope: !262)
!437 = !DILocation(line: 369, column: 5, scope: !262)
!438 = !DILocation(line: 370, column: 27, scope: !262)
!439 = !DILocation(line: 370, column: 43, scope: !262)
!440 = !DILocation(line: 370, column: 5, scope: !262)
!441 = !DILocation(line: 371, column: 27, scope: !262)
!442 = !DILocation(line: 371, column: 21, scope: !262)
!443 = !DILocation(line: 371, column: 43, scope: !262)
!444 = !DILocation(line: 371, column: 5, scope: !262)
!445 = !DILocation(line: 372, column: 27, scope: !262)
!446 = !DILocation(line: 372, column: 43, scope: !262)
!447 = !DILocation(line: 372, column: 5, scope: !262)
!448 = !DILocation(line: 373, column: 27, scope: !262)
!449 = !DILocation(line: 373, column: 21, scope: !262)
!450 = !DILocation(line: 373, column: 43, scope: !262)
!451 = !DILocation(line: 373, column: 5, scope: !262)
!452 = !DILocation(line: 374, column: 27, scope: !262)
!453 = !DILocation(line: 374, column: 43, scope: !262)
!454 = !DILocation(line: 374, column: 5, scope: !262)
!455 = !DILocation(line: 375, column: 27, scope: !262)
!456 = !DILocation(line: 375, column: 21, scope: !262)
!457 = !DILocation(line: 375, column: 43, scope: !262)
!458 = !DILocation(line: 375, column: 5, scope: !262)
!459 = !DILocation(line: 376, column: 27, scope: !262)
!460 = !DILocation(line: 376, column: 43, scope: !262)
!461 = !DILocation(line: 376, column: 5, scope: !262)
!462 = !DILocation(line: 377, column: 27, scope: !262)
!463 = !DILocation(line: 377, column: 21, scope: !262)
!464 = !DILocation(line: 377, column: 43, scope: !262)
!465 = !DILocation(line: 377, column: 5, scope: !262)
!466 = !DILocation(line: 378, column: 27, scope: !262)
!467 = !DILocation(line: 378, column: 43, scope: !262)
!468 = !DILocation(line: 378, column: 5, scope: !262)
!469 = !DILocation(line: 379, column: 27, scope: !262)
!470 = !DILocation(line: 379, column: 21, scope: !262)
!471 = !DILocation(line: 379, column: 43, scope: !262)
!472 = !DILocation(line: 379, column: 5, scope: !262)
!473 = !DILocation(line: 380, column: 27, scope: !262)
!474 = !DILocation(line: 380, column: 43, scope: !262)
!475 = !DILocation(line: 380, column: 5, scope: !262)
!476 = !DILocation(line: 381, column: 23, scope: !262)
!477 = !DILocation(line: 381, column: 37, scope: !262)
!478 = !DILocation(line: 381, column: 53, scope: !262)
!479 = !DILocation(line: 381, column: 5, scope: !262)
!480 = !DILocation(line: 382, column: 5, scope: !262)
!481 = distinct !DISubprogram(name: "platform_main_begin", scope: !248, file: !248, line: 43, type: !482, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!482 = !DISubroutineType(types: !483)
!483 = !{null}
!484 = !DILocation(line: 46, column: 1, scope: !481)
!485 = distinct !DISubprogram(name: "crc32_gentab", scope: !132, file: !132, line: 51, type: !482, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !267)
!486 = !DILocalVariable(name: "crc", scope: !485, file: !132, line: 53, type: !134)
!487 = !DILocation(line: 53, column: 11, scope: !485)
!488 = !DILocalVariable(name: "poly", scope: !485, file: !132, line: 54, type: !489)
!489 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !134)
!490 = !DILocation(line: 54, column: 17, scope: !485)
!491 = !DILocalVariable(name: "i", scope: !485, file: !132, line: 55, type: !162)
!492 = !DILocation(line: 55, column: 6, scope: !485)
!493 = !DILocalVariable(name: "j", scope: !485, file: !132, line: 55, type: !162)
!494 = !DILocation(line: 55, column: 9, scope: !485)
!495 = !DILocation(line: 57, column: 9, scope: !496)
!496 = distinct !DILexicalBlock(scope: !485, file: !132, line: 57, column: 2)
!497 = !DILocation(line: 57, column: 7, scope: !496)
!498 = !DILocation(line: 57, column: 14, scope: !499)
!499 = distinct !DILexicalBlock(scope: !496, file: !132, line: 57, column: 2)
!500 = !DILocation(line: 57, column: 16, scope: !499)
!501 = !DILocation(line: 57, column: 2, scope: !496)
!502 = !DILocation(line: 58, column: 9, scope: !503)
!503 = distinct !DILexicalBlock(scope: !499, file: !132, line: 57, column: 28)
!504 = !DILocation(line: 58, column: 7, scope: !503)
!505 = !DILocation(line: 59, column: 10, scope: !506)
!506 = distinct !DILexicalBlock(scope: !503, file: !132, line: 59, column: 3)
!507 = !DILocation(line: 59, column: 8, scope: !506)
!508 = !DILocation(line: 59, column: 15, scope: !509)
!509 = distinct !DILexicalBlock(scope: !506, file: !132, line: 59, column: 3)
!510 = !DILocation(line: 59, column: 17, scope: !509)
!511 = !DILocation(line: 59, column: 3, scope: !506)
!512 = !DILocation(line: 60, column: 8, scope: !513)
!513 = distinct !DILexicalBlock(scope: !514, file: !132, line: 60, column: 8)
!514 = distinct !DILexicalBlock(scope: !509, file: !132, line: 59, column: 27)
!515 = !DILocation(line: 60, column: 12, scope: !513)
!516 = !DILocation(line: 60, column: 8, scope: !514)
!517 = !DILocation(line: 61, column: 12, scope: !518)
!518 = distinct !DILexicalBlock(scope: !513, file: !132, line: 60, column: 17)
!519 = !DILocation(line: 61, column: 16, scope: !518)
!520 = !DILocation(line: 61, column: 22, scope: !518)
!521 = !DILocation(line: 61, column: 9, scope: !518)
!522 = !DILocation(line: 62, column: 4, scope: !518)
!523 = !DILocation(line: 63, column: 9, scope: !524)
!524 = distinct !DILexicalBlock(scope: !513, file: !132, line: 62, column: 11)
!525 = !DILocation(line: 65, column: 3, scope: !514)
!526 = !DILocation(line: 59, column: 23, scope: !509)
!527 = !DILocation(line: 59, column: 3, scope: !509)
!528 = distinct !{!528, !511, !529, !338}
!529 = !DILocation(line: 65, column: 3, scope: !506)
!530 = !DILocation(line: 66, column: 18, scope: !503)
!531 = !DILocation(line: 66, column: 13, scope: !503)
!532 = !DILocation(line: 66, column: 3, scope: !503)
!533 = !DILocation(line: 66, column: 16, scope: !503)
!534 = !DILocation(line: 67, column: 2, scope: !503)
!535 = !DILocation(line: 57, column: 24, scope: !499)
!536 = !DILocation(line: 57, column: 2, scope: !499)
!537 = distinct !{!537, !501, !538, !338}
!538 = !DILocation(line: 67, column: 2, scope: !496)
!539 = !DILocation(line: 68, column: 1, scope: !485)
!540 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 84, type: !541, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !267)
!541 = !DISubroutineType(types: !542)
!542 = !{!543}
!543 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !213)
!544 = !DILocalVariable(name: "l_13", scope: !540, file: !2, line: 86, type: !160)
!545 = !DILocation(line: 86, column: 13, scope: !540)
!546 = !DILocalVariable(name: "l_19", scope: !540, file: !2, line: 87, type: !160)
!547 = !DILocation(line: 87, column: 13, scope: !540)
!548 = !DILocalVariable(name: "l_20", scope: !540, file: !2, line: 88, type: !549)
!549 = !DICompositeType(tag: DW_TAG_array_type, baseType: !195, size: 1440, elements: !550)
!550 = !{!64, !551, !30}
!551 = !DISubrange(count: 3)
!552 = !DILocation(line: 88, column: 13, scope: !540)
!553 = !DILocalVariable(name: "l_33", scope: !540, file: !2, line: 89, type: !554)
!554 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!555 = !DILocation(line: 89, column: 14, scope: !540)
!556 = !DILocalVariable(name: "l_256", scope: !540, file: !2, line: 90, type: !557)
!557 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!558 = !DILocation(line: 90, column: 22, scope: !540)
!559 = !DILocalVariable(name: "l_265", scope: !540, file: !2, line: 91, type: !160)
!560 = !DILocation(line: 91, column: 13, scope: !540)
!561 = !DILocalVariable(name: "i", scope: !540, file: !2, line: 92, type: !162)
!562 = !DILocation(line: 92, column: 9, scope: !540)
!563 = !DILocalVariable(name: "j", scope: !540, file: !2, line: 92, type: !162)
!564 = !DILocation(line: 92, column: 12, scope: !540)
!565 = !DILocalVariable(name: "k", scope: !540, file: !2, line: 92, type: !162)
!566 = !DILocation(line: 92, column: 15, scope: !540)
!567 = !DILocation(line: 93, column: 20, scope: !568)
!568 = distinct !DILexicalBlock(scope: !540, file: !2, line: 93, column: 5)
!569 = !DILocation(line: 93, column: 10, scope: !568)
!570 = !DILocation(line: 93, column: 30, scope: !571)
!571 = distinct !DILexicalBlock(scope: !568, file: !2, line: 93, column: 5)
!572 = !DILocation(line: 93, column: 40, scope: !571)
!573 = !DILocation(line: 93, column: 5, scope: !568)
!574 = !DILocalVariable(name: "l_10", scope: !575, file: !2, line: 95, type: !159)
!575 = distinct !DILexicalBlock(scope: !571, file: !2, line: 94, column: 5)
!576 = !DILocation(line: 95, column: 18, scope: !575)
!577 = !DILocalVariable(name: "l_12", scope: !575, file: !2, line: 96, type: !160)
!578 = !DILocation(line: 96, column: 17, scope: !575)
!579 = !DILocalVariable(name: "l_14", scope: !575, file: !2, line: 97, type: !159)
!580 = !DILocation(line: 97, column: 18, scope: !575)
!581 = !DILocalVariable(name: "l_15", scope: !575, file: !2, line: 98, type: !159)
!582 = !DILocation(line: 98, column: 18, scope: !575)
!583 = !DILocalVariable(name: "l_16", scope: !575, file: !2, line: 99, type: !159)
!584 = !DILocation(line: 99, column: 18, scope: !575)
!585 = !DILocalVariable(name: "l_17", scope: !575, file: !2, line: 100, type: !160)
!586 = !DILocation(line: 100, column: 17, scope: !575)
!587 = !DILocalVariable(name: "l_18", scope: !575, file: !2, line: 101, type: !588)
!588 = !DICompositeType(tag: DW_TAG_array_type, baseType: !159, size: 9216, elements: !589)
!589 = !{!551, !57, !64, !590}
!590 = !DISubrange(count: 1)
!591 = !DILocation(line: 101, column: 18, scope: !575)
!592 = !DILocation(line: 101, column: 40, scope: !575)
!593 = !DILocation(line: 101, column: 39, scope: !575)
!594 = !DILocation(line: 101, column: 48, scope: !575)
!595 = !DILocation(line: 101, column: 56, scope: !575)
!596 = !DILocation(line: 101, column: 64, scope: !575)
!597 = !DILocation(line: 101, column: 72, scope: !575)
!598 = !DILocation(line: 101, column: 85, scope: !575)
!599 = !DILocation(line: 101, column: 38, scope: !575)
!600 = !DILocation(line: 101, column: 97, scope: !575)
!601 = !DILocation(line: 101, column: 170, scope: !575)
!602 = !DILocation(line: 101, column: 169, scope: !575)
!603 = !DILocation(line: 101, column: 181, scope: !575)
!604 = !DILocation(line: 101, column: 194, scope: !575)
!605 = !DILocation(line: 101, column: 202, scope: !575)
!606 = !DILocation(line: 101, column: 210, scope: !575)
!607 = !DILocation(line: 101, column: 218, scope: !575)
!608 = !DILocation(line: 101, column: 228, scope: !575)
!609 = !DILocation(line: 101, column: 227, scope: !575)
!610 = !DILocation(line: 101, column: 241, scope: !575)
!611 = !DILocation(line: 101, column: 249, scope: !575)
!612 = !DILocation(line: 101, column: 262, scope: !575)
!613 = !DILocation(line: 101, column: 270, scope: !575)
!614 = !DILocation(line: 101, column: 278, scope: !575)
!615 = !DILocation(line: 101, column: 292, scope: !575)
!616 = !DILocation(line: 101, column: 354, scope: !575)
!617 = !DILocation(line: 101, column: 353, scope: !575)
!618 = !DILocation(line: 101, column: 365, scope: !575)
!619 = !DILocation(line: 101, column: 373, scope: !575)
!620 = !DILocation(line: 101, column: 386, scope: !575)
!621 = !DILocation(line: 101, column: 394, scope: !575)
!622 = !DILocation(line: 101, column: 402, scope: !575)
!623 = !DILocation(line: 101, column: 417, scope: !575)
!624 = !DILocation(line: 101, column: 416, scope: !575)
!625 = !DILocation(line: 101, column: 425, scope: !575)
!626 = !DILocation(line: 101, column: 433, scope: !575)
!627 = !DILocation(line: 101, column: 441, scope: !575)
!628 = !DILocation(line: 101, column: 454, scope: !575)
!629 = !DILocation(line: 101, column: 462, scope: !575)
!630 = !DILocation(line: 101, column: 472, scope: !575)
!631 = !DILocation(line: 101, column: 471, scope: !575)
!632 = !DILocation(line: 101, column: 485, scope: !575)
!633 = !DILocation(line: 101, column: 493, scope: !575)
!634 = !DILocation(line: 101, column: 504, scope: !575)
!635 = !DILocation(line: 101, column: 512, scope: !575)
!636 = !DILocation(line: 101, column: 520, scope: !575)
!637 = !DILocation(line: 101, column: 37, scope: !575)
!638 = !DILocation(line: 101, column: 535, scope: !575)
!639 = !DILocation(line: 101, column: 534, scope: !575)
!640 = !DILocation(line: 101, column: 543, scope: !575)
!641 = !DILocation(line: 101, column: 556, scope: !575)
!642 = !DILocation(line: 101, column: 567, scope: !575)
!643 = !DILocation(line: 101, column: 580, scope: !575)
!644 = !DILocation(line: 101, column: 588, scope: !575)
!645 = !DILocation(line: 101, column: 533, scope: !575)
!646 = !DILocation(line: 101, column: 598, scope: !575)
!647 = !DILocation(line: 101, column: 597, scope: !575)
!648 = !DILocation(line: 101, column: 611, scope: !575)
!649 = !DILocation(line: 101, column: 619, scope: !575)
!650 = !DILocation(line: 101, column: 632, scope: !575)
!651 = !DILocation(line: 101, column: 640, scope: !575)
!652 = !DILocation(line: 101, column: 648, scope: !575)
!653 = !DILocation(line: 101, column: 658, scope: !575)
!654 = !DILocation(line: 101, column: 657, scope: !575)
!655 = !DILocation(line: 101, column: 666, scope: !575)
!656 = !DILocation(line: 101, column: 679, scope: !575)
!657 = !DILocation(line: 101, column: 690, scope: !575)
!658 = !DILocation(line: 101, column: 701, scope: !575)
!659 = !DILocation(line: 101, column: 714, scope: !575)
!660 = !DILocation(line: 101, column: 727, scope: !575)
!661 = !DILocation(line: 101, column: 726, scope: !575)
!662 = !DILocation(line: 101, column: 738, scope: !575)
!663 = !DILocation(line: 101, column: 751, scope: !575)
!664 = !DILocation(line: 101, column: 762, scope: !575)
!665 = !DILocation(line: 101, column: 773, scope: !575)
!666 = !DILocation(line: 101, column: 786, scope: !575)
!667 = !DILocation(line: 101, column: 796, scope: !575)
!668 = !DILocation(line: 101, column: 795, scope: !575)
!669 = !DILocation(line: 101, column: 804, scope: !575)
!670 = !DILocation(line: 101, column: 812, scope: !575)
!671 = !DILocation(line: 101, column: 820, scope: !575)
!672 = !DILocation(line: 101, column: 833, scope: !575)
!673 = !DILocation(line: 101, column: 841, scope: !575)
!674 = !DILocation(line: 101, column: 856, scope: !575)
!675 = !DILocation(line: 101, column: 855, scope: !575)
!676 = !DILocation(line: 101, column: 864, scope: !575)
!677 = !DILocation(line: 101, column: 872, scope: !575)
!678 = !DILocation(line: 101, column: 885, scope: !575)
!679 = !DILocation(line: 101, column: 896, scope: !575)
!680 = !DILocation(line: 101, column: 909, scope: !575)
!681 = !DILocation(line: 101, column: 919, scope: !575)
!682 = !DILocation(line: 101, column: 918, scope: !575)
!683 = !DILocation(line: 101, column: 930, scope: !575)
!684 = !DILocation(line: 101, column: 938, scope: !575)
!685 = !DILocation(line: 101, column: 946, scope: !575)
!686 = !DILocation(line: 101, column: 957, scope: !575)
!687 = !DILocation(line: 101, column: 965, scope: !575)
!688 = !DILocation(line: 101, column: 980, scope: !575)
!689 = !DILocation(line: 101, column: 979, scope: !575)
!690 = !DILocation(line: 101, column: 988, scope: !575)
!691 = !DILocation(line: 101, column: 996, scope: !575)
!692 = !DILocation(line: 101, column: 1009, scope: !575)
!693 = !DILocation(line: 101, column: 1017, scope: !575)
!694 = !DILocation(line: 101, column: 1025, scope: !575)
!695 = !DILocation(line: 101, column: 1037, scope: !575)
!696 = !DILocation(line: 101, column: 1036, scope: !575)
!697 = !DILocation(line: 101, column: 1050, scope: !575)
!698 = !DILocation(line: 101, column: 1058, scope: !575)
!699 = !DILocation(line: 101, column: 1066, scope: !575)
!700 = !DILocation(line: 101, column: 1079, scope: !575)
!701 = !DILocation(line: 101, column: 1087, scope: !575)
!702 = !DILocation(line: 101, column: 1035, scope: !575)
!703 = !DILocation(line: 101, column: 1099, scope: !575)
!704 = !DILocation(line: 101, column: 1161, scope: !575)
!705 = !DILocation(line: 101, column: 1160, scope: !575)
!706 = !DILocation(line: 101, column: 1174, scope: !575)
!707 = !DILocation(line: 101, column: 1182, scope: !575)
!708 = !DILocation(line: 101, column: 1190, scope: !575)
!709 = !DILocation(line: 101, column: 1203, scope: !575)
!710 = !DILocation(line: 101, column: 1211, scope: !575)
!711 = !DILocation(line: 101, column: 1226, scope: !575)
!712 = !DILocation(line: 101, column: 1225, scope: !575)
!713 = !DILocation(line: 101, column: 1234, scope: !575)
!714 = !DILocation(line: 101, column: 1242, scope: !575)
!715 = !DILocation(line: 101, column: 1250, scope: !575)
!716 = !DILocation(line: 101, column: 1258, scope: !575)
!717 = !DILocation(line: 101, column: 1271, scope: !575)
!718 = !DILocation(line: 101, column: 1283, scope: !575)
!719 = !DILocation(line: 101, column: 1356, scope: !575)
!720 = !DILocation(line: 101, column: 1355, scope: !575)
!721 = !DILocation(line: 101, column: 1367, scope: !575)
!722 = !DILocation(line: 101, column: 1380, scope: !575)
!723 = !DILocation(line: 101, column: 1388, scope: !575)
!724 = !DILocation(line: 101, column: 1396, scope: !575)
!725 = !DILocation(line: 101, column: 1404, scope: !575)
!726 = !DILocation(line: 101, column: 1414, scope: !575)
!727 = !DILocation(line: 101, column: 1413, scope: !575)
!728 = !DILocation(line: 101, column: 1427, scope: !575)
!729 = !DILocation(line: 101, column: 1435, scope: !575)
!730 = !DILocation(line: 101, column: 1448, scope: !575)
!731 = !DILocation(line: 101, column: 1456, scope: !575)
!732 = !DILocation(line: 101, column: 1464, scope: !575)
!733 = !DILocation(line: 101, column: 1478, scope: !575)
!734 = !DILocalVariable(name: "l_25", scope: !575, file: !2, line: 102, type: !554)
!735 = !DILocation(line: 102, column: 18, scope: !575)
!736 = !DILocalVariable(name: "l_26", scope: !575, file: !2, line: 103, type: !554)
!737 = !DILocation(line: 103, column: 18, scope: !575)
!738 = !DILocalVariable(name: "l_266", scope: !575, file: !2, line: 104, type: !134)
!739 = !DILocation(line: 104, column: 18, scope: !575)
!740 = !DILocalVariable(name: "i", scope: !575, file: !2, line: 105, type: !162)
!741 = !DILocation(line: 105, column: 13, scope: !575)
!742 = !DILocalVariable(name: "j", scope: !575, file: !2, line: 105, type: !162)
!743 = !DILocation(line: 105, column: 16, scope: !575)
!744 = !DILocalVariable(name: "k", scope: !575, file: !2, line: 105, type: !162)
!745 = !DILocation(line: 105, column: 19, scope: !575)
!746 = !DILocalVariable(name: "l", scope: !575, file: !2, line: 105, type: !162)
!747 = !DILocation(line: 105, column: 22, scope: !575)
!748 = !DILocation(line: 106, column: 11, scope: !575)
!749 = !DILocation(line: 106, column: 9, scope: !575)
!750 = !DILocation(line: 107, column: 5, scope: !575)
!751 = !DILocation(line: 93, column: 59, scope: !571)
!752 = !DILocation(line: 93, column: 5, scope: !571)
!753 = distinct !{!753, !573, !754, !338}
!754 = !DILocation(line: 107, column: 5, scope: !568)
!755 = !DILocation(line: 108, column: 7, scope: !540)
!756 = !DILocation(line: 108, column: 16, scope: !540)
!757 = !DILocation(line: 109, column: 15, scope: !758)
!758 = distinct !DILexicalBlock(scope: !540, file: !2, line: 109, column: 5)
!759 = !DILocation(line: 109, column: 10, scope: !758)
!760 = !DILocation(line: 109, column: 21, scope: !761)
!761 = distinct !DILexicalBlock(scope: !758, file: !2, line: 109, column: 5)
!762 = !DILocation(line: 109, column: 26, scope: !761)
!763 = !DILocation(line: 109, column: 5, scope: !758)
!764 = !DILocation(line: 111, column: 19, scope: !765)
!765 = distinct !DILexicalBlock(scope: !766, file: !2, line: 111, column: 9)
!766 = distinct !DILexicalBlock(scope: !761, file: !2, line: 110, column: 5)
!767 = !DILocation(line: 111, column: 14, scope: !765)
!768 = !DILocation(line: 111, column: 25, scope: !769)
!769 = distinct !DILexicalBlock(scope: !765, file: !2, line: 111, column: 9)
!770 = !DILocation(line: 111, column: 30, scope: !769)
!771 = !DILocation(line: 111, column: 9, scope: !765)
!772 = !DILocalVariable(name: "l_284", scope: !773, file: !2, line: 113, type: !159)
!773 = distinct !DILexicalBlock(scope: !769, file: !2, line: 112, column: 9)
!774 = !DILocation(line: 113, column: 22, scope: !773)
!775 = !DILocalVariable(name: "l_285", scope: !773, file: !2, line: 114, type: !776)
!776 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!777 = !DILocation(line: 114, column: 23, scope: !773)
!778 = !DILocation(line: 115, column: 24, scope: !773)
!779 = !DILocation(line: 115, column: 15, scope: !773)
!780 = !DILocation(line: 115, column: 22, scope: !773)
!781 = !DILocation(line: 116, column: 9, scope: !773)
!782 = !DILocation(line: 111, column: 75, scope: !769)
!783 = !DILocation(line: 111, column: 48, scope: !769)
!784 = !DILocation(line: 111, column: 46, scope: !769)
!785 = !DILocation(line: 111, column: 9, scope: !769)
!786 = distinct !{!786, !771, !787, !338}
!787 = !DILocation(line: 116, column: 9, scope: !765)
!788 = !DILocation(line: 117, column: 5, scope: !766)
!789 = !DILocation(line: 109, column: 36, scope: !761)
!790 = !DILocation(line: 109, column: 5, scope: !761)
!791 = distinct !{!791, !763, !792, !338}
!792 = !DILocation(line: 117, column: 5, scope: !758)
!793 = !DILocation(line: 118, column: 18, scope: !540)
!794 = !DILocation(line: 118, column: 12, scope: !540)
!795 = !DILocation(line: 118, column: 5, scope: !540)
!796 = distinct !DISubprogram(name: "transparent_crc", scope: !132, file: !132, line: 110, type: !797, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !267)
!797 = !DISubroutineType(types: !798)
!798 = !{null, !204, !266, !162}
!799 = !DILocalVariable(name: "val", arg: 1, scope: !796, file: !132, line: 110, type: !204)
!800 = !DILocation(line: 110, column: 27, scope: !796)
!801 = !DILocalVariable(name: "vname", arg: 2, scope: !796, file: !132, line: 110, type: !266)
!802 = !DILocation(line: 110, column: 38, scope: !796)
!803 = !DILocalVariable(name: "flag", arg: 3, scope: !796, file: !132, line: 110, type: !162)
!804 = !DILocation(line: 110, column: 49, scope: !796)
!805 = !DILocation(line: 112, column: 15, scope: !796)
!806 = !DILocation(line: 112, column: 2, scope: !796)
!807 = !DILocation(line: 113, column: 6, scope: !808)
!808 = distinct !DILexicalBlock(scope: !796, file: !132, line: 113, column: 6)
!809 = !DILocation(line: 113, column: 6, scope: !796)
!810 = !DILocation(line: 114, column: 52, scope: !811)
!811 = distinct !DILexicalBlock(scope: !808, file: !132, line: 113, column: 12)
!812 = !DILocation(line: 114, column: 59, scope: !811)
!813 = !DILocation(line: 114, column: 73, scope: !811)
!814 = !DILocation(line: 114, column: 5, scope: !811)
!815 = !DILocation(line: 115, column: 2, scope: !811)
!816 = !DILocation(line: 116, column: 1, scope: !796)
!817 = distinct !DISubprogram(name: "platform_main_end", scope: !248, file: !248, line: 49, type: !818, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !267)
!818 = !DISubroutineType(types: !819)
!819 = !{null, !134, !162}
!820 = !DILocalVariable(name: "crc", arg: 1, scope: !817, file: !248, line: 49, type: !134)
!821 = !DILocation(line: 49, column: 28, scope: !817)
!822 = !DILocalVariable(name: "flag", arg: 2, scope: !817, file: !248, line: 49, type: !162)
!823 = !DILocation(line: 49, column: 37, scope: !817)
!824 = !DILocation(line: 56, column: 29, scope: !817)
!825 = !DILocation(line: 56, column: 2, scope: !817)
!826 = !DILocation(line: 120, column: 1, scope: !817)
!827 = distinct !DISubprogram(name: "safe_sub_func_uint64_t_u_u", scope: !828, file: !828, line: 860, type: !829, scopeLine: 861, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !267)
!828 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!829 = !DISubroutineType(types: !830)
!830 = !{!204, !204, !204}
!831 = !DILocalVariable(name: "ui1", arg: 1, scope: !827, file: !828, line: 860, type: !204)
!832 = !DILocation(line: 860, column: 43, scope: !827)
!833 = !DILocalVariable(name: "ui2", arg: 2, scope: !827, file: !828, line: 860, type: !204)
!834 = !DILocation(line: 860, column: 57, scope: !827)
!835 = !DILocation(line: 863, column: 10, scope: !827)
!836 = !DILocation(line: 863, column: 16, scope: !827)
!837 = !DILocation(line: 863, column: 14, scope: !827)
!838 = !DILocation(line: 863, column: 3, scope: !827)
!839 = distinct !DISubprogram(name: "crc32_8bytes", scope: !132, file: !132, line: 97, type: !840, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !267)
!840 = !DISubroutineType(types: !841)
!841 = !{null, !204}
!842 = !DILocalVariable(name: "val", arg: 1, scope: !839, file: !132, line: 97, type: !204)
!843 = !DILocation(line: 97, column: 24, scope: !839)
!844 = !DILocation(line: 99, column: 15, scope: !839)
!845 = !DILocation(line: 99, column: 18, scope: !839)
!846 = !DILocation(line: 99, column: 23, scope: !839)
!847 = !DILocation(line: 99, column: 14, scope: !839)
!848 = !DILocation(line: 99, column: 2, scope: !839)
!849 = !DILocation(line: 100, column: 15, scope: !839)
!850 = !DILocation(line: 100, column: 18, scope: !839)
!851 = !DILocation(line: 100, column: 23, scope: !839)
!852 = !DILocation(line: 100, column: 14, scope: !839)
!853 = !DILocation(line: 100, column: 2, scope: !839)
!854 = !DILocation(line: 101, column: 15, scope: !839)
!855 = !DILocation(line: 101, column: 18, scope: !839)
!856 = !DILocation(line: 101, column: 24, scope: !839)
!857 = !DILocation(line: 101, column: 14, scope: !839)
!858 = !DILocation(line: 101, column: 2, scope: !839)
!859 = !DILocation(line: 102, column: 15, scope: !839)
!860 = !DILocation(line: 102, column: 18, scope: !839)
!861 = !DILocation(line: 102, column: 24, scope: !839)
!862 = !DILocation(line: 102, column: 14, scope: !839)
!863 = !DILocation(line: 102, column: 2, scope: !839)
!864 = !DILocation(line: 103, column: 15, scope: !839)
!865 = !DILocation(line: 103, column: 18, scope: !839)
!866 = !DILocation(line: 103, column: 24, scope: !839)
!867 = !DILocation(line: 103, column: 14, scope: !839)
!868 = !DILocation(line: 103, column: 2, scope: !839)
!869 = !DILocation(line: 104, column: 15, scope: !839)
!870 = !DILocation(line: 104, column: 18, scope: !839)
!871 = !DILocation(line: 104, column: 24, scope: !839)
!872 = !DILocation(line: 104, column: 14, scope: !839)
!873 = !DILocation(line: 104, column: 2, scope: !839)
!874 = !DILocation(line: 105, column: 15, scope: !839)
!875 = !DILocation(line: 105, column: 18, scope: !839)
!876 = !DILocation(line: 105, column: 24, scope: !839)
!877 = !DILocation(line: 105, column: 14, scope: !839)
!878 = !DILocation(line: 105, column: 2, scope: !839)
!879 = !DILocation(line: 106, column: 15, scope: !839)
!880 = !DILocation(line: 106, column: 18, scope: !839)
!881 = !DILocation(line: 106, column: 24, scope: !839)
!882 = !DILocation(line: 106, column: 14, scope: !839)
!883 = !DILocation(line: 106, column: 2, scope: !839)
!884 = !DILocation(line: 107, column: 1, scope: !839)
!885 = distinct !DISubprogram(name: "crc32_byte", scope: !132, file: !132, line: 71, type: !886, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !267)
!886 = !DISubroutineType(types: !887)
!887 = !{null, !195}
!888 = !DILocalVariable(name: "b", arg: 1, scope: !885, file: !132, line: 71, type: !195)
!889 = !DILocation(line: 71, column: 21, scope: !885)
!890 = !DILocation(line: 73, column: 5, scope: !885)
!891 = !DILocation(line: 73, column: 19, scope: !885)
!892 = !DILocation(line: 73, column: 25, scope: !885)
!893 = !DILocation(line: 74, column: 14, scope: !885)
!894 = !DILocation(line: 74, column: 30, scope: !885)
!895 = !DILocation(line: 74, column: 28, scope: !885)
!896 = !DILocation(line: 74, column: 33, scope: !885)
!897 = !DILocation(line: 74, column: 3, scope: !885)
!898 = !DILocation(line: 73, column: 39, scope: !885)
!899 = !DILocation(line: 72, column: 16, scope: !885)
!900 = !DILocation(line: 75, column: 1, scope: !885)
