; ModuleID = 'structs_3004.c'
source_filename = "structs_3004.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S0 = type { i16, i32, i64, i16, i32, i64, i8 }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@g_13 = internal global i8 5, align 1, !dbg !7
@.str.1 = private unnamed_addr constant [5 x i8] c"g_13\00", align 1, !dbg !13
@g_16 = internal global i32 1, align 4, !dbg !146
@.str.2 = private unnamed_addr constant [5 x i8] c"g_16\00", align 1, !dbg !18
@g_17 = internal global [5 x [5 x i32]] [[5 x i32] [i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403], [5 x i32] [i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403], [5 x i32] [i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403], [5 x i32] [i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403], [5 x i32] [i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403]], align 16, !dbg !149
@.str.3 = private unnamed_addr constant [11 x i8] c"g_17[i][j]\00", align 1, !dbg !20
@.str.4 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !25
@g_18 = internal global i32 4, align 4, !dbg !153
@.str.5 = private unnamed_addr constant [5 x i8] c"g_18\00", align 1, !dbg !30
@g_21 = internal global i32 0, align 4, !dbg !155
@.str.6 = private unnamed_addr constant [5 x i8] c"g_21\00", align 1, !dbg !32
@g_35 = internal global i32 -7, align 4, !dbg !157
@.str.7 = private unnamed_addr constant [5 x i8] c"g_35\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [8 x i8] c"g_63.f0\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [8 x i8] c"g_63.f1\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [8 x i8] c"g_63.f3\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [8 x i8] c"g_85.f0\00", align 1, !dbg !45
@g_93 = internal global i64 1789128343200913900, align 8, !dbg !182
@.str.12 = private unnamed_addr constant [5 x i8] c"g_93\00", align 1, !dbg !47
@g_95 = internal global i16 1, align 2, !dbg !184
@.str.13 = private unnamed_addr constant [5 x i8] c"g_95\00", align 1, !dbg !49
@g_110 = internal global i64 -6913076421444788859, align 8, !dbg !186
@.str.14 = private unnamed_addr constant [6 x i8] c"g_110\00", align 1, !dbg !51
@g_119 = internal global i32 -7, align 4, !dbg !191
@.str.15 = private unnamed_addr constant [6 x i8] c"g_119\00", align 1, !dbg !56
@g_121 = internal global i64 -7242120256315880250, align 8, !dbg !193
@.str.16 = private unnamed_addr constant [6 x i8] c"g_121\00", align 1, !dbg !58
@g_125 = internal global i16 -1, align 2, !dbg !195
@.str.17 = private unnamed_addr constant [6 x i8] c"g_125\00", align 1, !dbg !60
@g_126 = internal global %struct.S0 { i16 9, i32 -7, i64 8, i16 474, i32 -1555710610, i64 0, i8 0 }, align 8, !dbg !200
@.str.18 = private unnamed_addr constant [9 x i8] c"g_126.f0\00", align 1, !dbg !62
@.str.19 = private unnamed_addr constant [9 x i8] c"g_126.f1\00", align 1, !dbg !67
@.str.20 = private unnamed_addr constant [9 x i8] c"g_126.f2\00", align 1, !dbg !69
@.str.21 = private unnamed_addr constant [9 x i8] c"g_126.f3\00", align 1, !dbg !71
@.str.22 = private unnamed_addr constant [9 x i8] c"g_126.f4\00", align 1, !dbg !73
@.str.23 = private unnamed_addr constant [9 x i8] c"g_126.f5\00", align 1, !dbg !75
@.str.24 = private unnamed_addr constant [9 x i8] c"g_126.f6\00", align 1, !dbg !77
@g_157 = internal global i32 1, align 4, !dbg !215
@.str.25 = private unnamed_addr constant [6 x i8] c"g_157\00", align 1, !dbg !79
@.str.26 = private unnamed_addr constant [9 x i8] c"g_174.f0\00", align 1, !dbg !81
@.str.27 = private unnamed_addr constant [9 x i8] c"g_186.f3\00", align 1, !dbg !83
@g_192 = internal global [3 x [5 x i16]] [[5 x i16] [i16 -1, i16 -1, i16 -1, i16 -1, i16 -1], [5 x i16] [i16 1, i16 -13965, i16 1, i16 -13965, i16 1], [5 x i16] [i16 -1, i16 -1, i16 -1, i16 -1, i16 -1]], align 16, !dbg !221
@.str.28 = private unnamed_addr constant [12 x i8] c"g_192[i][j]\00", align 1, !dbg !85
@g_203 = internal constant [3 x i64] [i64 -6615098954463170470, i64 -6615098954463170470, i64 -6615098954463170470], align 16, !dbg !226
@.str.29 = private unnamed_addr constant [9 x i8] c"g_203[i]\00", align 1, !dbg !90
@.str.30 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !92
@g_232 = internal global i32 5, align 4, !dbg !231
@.str.31 = private unnamed_addr constant [6 x i8] c"g_232\00", align 1, !dbg !97
@crc32_context = internal global i32 -1, align 4, !dbg !239
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !99
@g_12 = internal global ptr @g_13, align 8, !dbg !109
@g_241 = internal global [8 x ptr] [ptr @g_242, ptr @g_242, ptr @g_242, ptr @g_242, ptr @g_242, ptr @g_242, ptr @g_242, ptr @g_242], align 16, !dbg !116
@g_242 = internal global ptr @g_186, align 8, !dbg !139
@.str.32 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !141
@g_63 = internal global { i32, [4 x i8] } { i32 1296454034, [4 x i8] undef }, align 8, !dbg !159
@g_85 = internal global { i8, [7 x i8] } { i8 58, [7 x i8] undef }, align 8, !dbg !162
@g_174 = internal global { i8, [7 x i8] } { i8 86, [7 x i8] undef }, align 8, !dbg !217
@g_186 = internal global { i32, [4 x i8] } { i32 -1762373668, [4 x i8] undef }, align 8, !dbg !219
@.str.37 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !233

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !249 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !255, !DIExpression(), !256)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !257, !DIExpression(), !258)
    #dbg_declare(ptr %6, !259, !DIExpression(), !260)
    #dbg_declare(ptr %7, !261, !DIExpression(), !262)
    #dbg_declare(ptr %8, !263, !DIExpression(), !264)
  store i32 0, ptr %8, align 4, !dbg !264
  %9 = load i32, ptr %4, align 4, !dbg !265
  %10 = icmp eq i32 %9, 2, !dbg !267
  br i1 %10, label %11, label %18, !dbg !268

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8, !dbg !269
  %13 = getelementptr inbounds ptr, ptr %12, i64 1, !dbg !269
  %14 = load ptr, ptr %13, align 8, !dbg !269
  %15 = call i32 @strcmp(ptr noundef %14, ptr noundef @.str) #3, !dbg !270
  %16 = icmp eq i32 %15, 0, !dbg !271
  br i1 %16, label %17, label %18, !dbg !272

17:                                               ; preds = %11
  store i32 1, ptr %8, align 4, !dbg !273
  br label %18, !dbg !274

18:                                               ; preds = %17, %11, %2
  call void @platform_main_begin(), !dbg !275
  call void @crc32_gentab(), !dbg !276
  %19 = call i32 @func_1(), !dbg !277
  %20 = load i8, ptr @g_13, align 1, !dbg !278
  %21 = sext i8 %20 to i64, !dbg !278
  %22 = load i32, ptr %8, align 4, !dbg !279
  call void @transparent_crc(i64 noundef %21, ptr noundef @.str.1, i32 noundef %22), !dbg !280
  %23 = load volatile i32, ptr @g_16, align 4, !dbg !281
  %24 = sext i32 %23 to i64, !dbg !281
  %25 = load i32, ptr %8, align 4, !dbg !282
  call void @transparent_crc(i64 noundef %24, ptr noundef @.str.2, i32 noundef %25), !dbg !283
  store i32 0, ptr %6, align 4, !dbg !284
  br label %26, !dbg !286

26:                                               ; preds = %54, %18
  %27 = load i32, ptr %6, align 4, !dbg !287
  %28 = icmp slt i32 %27, 5, !dbg !289
  br i1 %28, label %29, label %57, !dbg !290

29:                                               ; preds = %26
  store i32 0, ptr %7, align 4, !dbg !291
  br label %30, !dbg !294

30:                                               ; preds = %50, %29
  %31 = load i32, ptr %7, align 4, !dbg !295
  %32 = icmp slt i32 %31, 5, !dbg !297
  br i1 %32, label %33, label %53, !dbg !298

33:                                               ; preds = %30
  %34 = load i32, ptr %6, align 4, !dbg !299
  %35 = sext i32 %34 to i64, !dbg !301
  %36 = getelementptr inbounds [5 x [5 x i32]], ptr @g_17, i64 0, i64 %35, !dbg !301
  %37 = load i32, ptr %7, align 4, !dbg !302
  %38 = sext i32 %37 to i64, !dbg !301
  %39 = getelementptr inbounds [5 x i32], ptr %36, i64 0, i64 %38, !dbg !301
  %40 = load volatile i32, ptr %39, align 4, !dbg !301
  %41 = sext i32 %40 to i64, !dbg !301
  %42 = load i32, ptr %8, align 4, !dbg !303
  call void @transparent_crc(i64 noundef %41, ptr noundef @.str.3, i32 noundef %42), !dbg !304
  %43 = load i32, ptr %8, align 4, !dbg !305
  %44 = icmp ne i32 %43, 0, !dbg !305
  br i1 %44, label %45, label %49, !dbg !307

45:                                               ; preds = %33
  %46 = load i32, ptr %6, align 4, !dbg !308
  %47 = load i32, ptr %7, align 4, !dbg !309
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %46, i32 noundef %47), !dbg !310
  br label %49, !dbg !310

49:                                               ; preds = %45, %33
  br label %50, !dbg !311

50:                                               ; preds = %49
  %51 = load i32, ptr %7, align 4, !dbg !312
  %52 = add nsw i32 %51, 1, !dbg !312
  store i32 %52, ptr %7, align 4, !dbg !312
  br label %30, !dbg !313, !llvm.loop !314

53:                                               ; preds = %30
  br label %54, !dbg !317

54:                                               ; preds = %53
  %55 = load i32, ptr %6, align 4, !dbg !318
  %56 = add nsw i32 %55, 1, !dbg !318
  store i32 %56, ptr %6, align 4, !dbg !318
  br label %26, !dbg !319, !llvm.loop !320

57:                                               ; preds = %26
  %58 = load i32, ptr @g_18, align 4, !dbg !322
  %59 = sext i32 %58 to i64, !dbg !322
  %60 = load i32, ptr %8, align 4, !dbg !323
  call void @transparent_crc(i64 noundef %59, ptr noundef @.str.5, i32 noundef %60), !dbg !324
  %61 = load i32, ptr @g_21, align 4, !dbg !325
  %62 = sext i32 %61 to i64, !dbg !325
  %63 = load i32, ptr %8, align 4, !dbg !326
  call void @transparent_crc(i64 noundef %62, ptr noundef @.str.6, i32 noundef %63), !dbg !327
  %64 = load i32, ptr @g_35, align 4, !dbg !328
  %65 = zext i32 %64 to i64, !dbg !328
  %66 = load i32, ptr %8, align 4, !dbg !329
  call void @transparent_crc(i64 noundef %65, ptr noundef @.str.7, i32 noundef %66), !dbg !330
  %67 = load volatile i32, ptr @g_63, align 8, !dbg !331
  %68 = sext i32 %67 to i64, !dbg !332
  %69 = load i32, ptr %8, align 4, !dbg !333
  call void @transparent_crc(i64 noundef %68, ptr noundef @.str.8, i32 noundef %69), !dbg !334
  %70 = load volatile i16, ptr @g_63, align 8, !dbg !335
  %71 = sext i16 %70 to i64, !dbg !336
  %72 = load i32, ptr %8, align 4, !dbg !337
  call void @transparent_crc(i64 noundef %71, ptr noundef @.str.9, i32 noundef %72), !dbg !338
  %73 = load volatile i8, ptr @g_63, align 8, !dbg !339
  %74 = zext i8 %73 to i64, !dbg !340
  %75 = load i32, ptr %8, align 4, !dbg !341
  call void @transparent_crc(i64 noundef %74, ptr noundef @.str.10, i32 noundef %75), !dbg !342
  %76 = load volatile i8, ptr @g_85, align 8, !dbg !343
  %77 = sext i8 %76 to i32, !dbg !343
  %78 = sext i32 %77 to i64, !dbg !344
  %79 = load i32, ptr %8, align 4, !dbg !345
  call void @transparent_crc(i64 noundef %78, ptr noundef @.str.11, i32 noundef %79), !dbg !346
  %80 = load i64, ptr @g_93, align 8, !dbg !347
  %81 = load i32, ptr %8, align 4, !dbg !348
  call void @transparent_crc(i64 noundef %80, ptr noundef @.str.12, i32 noundef %81), !dbg !349
  %82 = load i16, ptr @g_95, align 2, !dbg !350
  %83 = sext i16 %82 to i64, !dbg !350
  %84 = load i32, ptr %8, align 4, !dbg !351
  call void @transparent_crc(i64 noundef %83, ptr noundef @.str.13, i32 noundef %84), !dbg !352
  %85 = load i64, ptr @g_110, align 8, !dbg !353
  %86 = load i32, ptr %8, align 4, !dbg !354
  call void @transparent_crc(i64 noundef %85, ptr noundef @.str.14, i32 noundef %86), !dbg !355
  %87 = load i32, ptr @g_119, align 4, !dbg !356
  %88 = zext i32 %87 to i64, !dbg !356
  %89 = load i32, ptr %8, align 4, !dbg !357
  call void @transparent_crc(i64 noundef %88, ptr noundef @.str.15, i32 noundef %89), !dbg !358
  %90 = load i64, ptr @g_121, align 8, !dbg !359
  %91 = load i32, ptr %8, align 4, !dbg !360
  call void @transparent_crc(i64 noundef %90, ptr noundef @.str.16, i32 noundef %91), !dbg !361
  %92 = load i16, ptr @g_125, align 2, !dbg !362
  %93 = zext i16 %92 to i64, !dbg !362
  %94 = load i32, ptr %8, align 4, !dbg !363
  call void @transparent_crc(i64 noundef %93, ptr noundef @.str.17, i32 noundef %94), !dbg !364
  %95 = load volatile i16, ptr @g_126, align 8, !dbg !365
  %96 = sext i16 %95 to i64, !dbg !366
  %97 = load i32, ptr %8, align 4, !dbg !367
  call void @transparent_crc(i64 noundef %96, ptr noundef @.str.18, i32 noundef %97), !dbg !368
  %98 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_126, i32 0, i32 1), align 4, !dbg !369
  %99 = zext i32 %98 to i64, !dbg !370
  %100 = load i32, ptr %8, align 4, !dbg !371
  call void @transparent_crc(i64 noundef %99, ptr noundef @.str.19, i32 noundef %100), !dbg !372
  %101 = load volatile i64, ptr getelementptr inbounds (%struct.S0, ptr @g_126, i32 0, i32 2), align 8, !dbg !373
  %102 = load i32, ptr %8, align 4, !dbg !374
  call void @transparent_crc(i64 noundef %101, ptr noundef @.str.20, i32 noundef %102), !dbg !375
  %103 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_126, i32 0, i32 3), align 8, !dbg !376
  %104 = zext i16 %103 to i64, !dbg !377
  %105 = load i32, ptr %8, align 4, !dbg !378
  call void @transparent_crc(i64 noundef %104, ptr noundef @.str.21, i32 noundef %105), !dbg !379
  %106 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_126, i32 0, i32 4), align 4, !dbg !380
  %107 = zext i32 %106 to i64, !dbg !381
  %108 = load i32, ptr %8, align 4, !dbg !382
  call void @transparent_crc(i64 noundef %107, ptr noundef @.str.22, i32 noundef %108), !dbg !383
  %109 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_126, i32 0, i32 5), align 8, !dbg !384
  %110 = load i32, ptr %8, align 4, !dbg !385
  call void @transparent_crc(i64 noundef %109, ptr noundef @.str.23, i32 noundef %110), !dbg !386
  %111 = load i8, ptr getelementptr inbounds (%struct.S0, ptr @g_126, i32 0, i32 6), align 8, !dbg !387
  %112 = shl i8 %111, 7, !dbg !387
  %113 = ashr i8 %112, 7, !dbg !387
  %114 = sext i8 %113 to i32, !dbg !387
  %115 = sext i32 %114 to i64, !dbg !388
  %116 = load i32, ptr %8, align 4, !dbg !389
  call void @transparent_crc(i64 noundef %115, ptr noundef @.str.24, i32 noundef %116), !dbg !390
  %117 = load i32, ptr @g_157, align 4, !dbg !391
  %118 = sext i32 %117 to i64, !dbg !391
  %119 = load i32, ptr %8, align 4, !dbg !392
  call void @transparent_crc(i64 noundef %118, ptr noundef @.str.25, i32 noundef %119), !dbg !393
  %120 = load volatile i8, ptr @g_174, align 8, !dbg !394
  %121 = sext i8 %120 to i32, !dbg !394
  %122 = sext i32 %121 to i64, !dbg !395
  %123 = load i32, ptr %8, align 4, !dbg !396
  call void @transparent_crc(i64 noundef %122, ptr noundef @.str.26, i32 noundef %123), !dbg !397
  %124 = load i8, ptr @g_186, align 8, !dbg !398
  %125 = zext i8 %124 to i64, !dbg !399
  %126 = load i32, ptr %8, align 4, !dbg !400
  call void @transparent_crc(i64 noundef %125, ptr noundef @.str.27, i32 noundef %126), !dbg !401
  store i32 0, ptr %6, align 4, !dbg !402
  br label %127, !dbg !404

127:                                              ; preds = %155, %57
  %128 = load i32, ptr %6, align 4, !dbg !405
  %129 = icmp slt i32 %128, 3, !dbg !407
  br i1 %129, label %130, label %158, !dbg !408

130:                                              ; preds = %127
  store i32 0, ptr %7, align 4, !dbg !409
  br label %131, !dbg !412

131:                                              ; preds = %151, %130
  %132 = load i32, ptr %7, align 4, !dbg !413
  %133 = icmp slt i32 %132, 5, !dbg !415
  br i1 %133, label %134, label %154, !dbg !416

134:                                              ; preds = %131
  %135 = load i32, ptr %6, align 4, !dbg !417
  %136 = sext i32 %135 to i64, !dbg !419
  %137 = getelementptr inbounds [3 x [5 x i16]], ptr @g_192, i64 0, i64 %136, !dbg !419
  %138 = load i32, ptr %7, align 4, !dbg !420
  %139 = sext i32 %138 to i64, !dbg !419
  %140 = getelementptr inbounds [5 x i16], ptr %137, i64 0, i64 %139, !dbg !419
  %141 = load i16, ptr %140, align 2, !dbg !419
  %142 = sext i16 %141 to i64, !dbg !419
  %143 = load i32, ptr %8, align 4, !dbg !421
  call void @transparent_crc(i64 noundef %142, ptr noundef @.str.28, i32 noundef %143), !dbg !422
  %144 = load i32, ptr %8, align 4, !dbg !423
  %145 = icmp ne i32 %144, 0, !dbg !423
  br i1 %145, label %146, label %150, !dbg !425

146:                                              ; preds = %134
  %147 = load i32, ptr %6, align 4, !dbg !426
  %148 = load i32, ptr %7, align 4, !dbg !427
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %147, i32 noundef %148), !dbg !428
  br label %150, !dbg !428

150:                                              ; preds = %146, %134
  br label %151, !dbg !429

151:                                              ; preds = %150
  %152 = load i32, ptr %7, align 4, !dbg !430
  %153 = add nsw i32 %152, 1, !dbg !430
  store i32 %153, ptr %7, align 4, !dbg !430
  br label %131, !dbg !431, !llvm.loop !432

154:                                              ; preds = %131
  br label %155, !dbg !434

155:                                              ; preds = %154
  %156 = load i32, ptr %6, align 4, !dbg !435
  %157 = add nsw i32 %156, 1, !dbg !435
  store i32 %157, ptr %6, align 4, !dbg !435
  br label %127, !dbg !436, !llvm.loop !437

158:                                              ; preds = %127
  store i32 0, ptr %6, align 4, !dbg !439
  br label %159, !dbg !441

159:                                              ; preds = %174, %158
  %160 = load i32, ptr %6, align 4, !dbg !442
  %161 = icmp slt i32 %160, 3, !dbg !444
  br i1 %161, label %162, label %177, !dbg !445

162:                                              ; preds = %159
  %163 = load i32, ptr %6, align 4, !dbg !446
  %164 = sext i32 %163 to i64, !dbg !448
  %165 = getelementptr inbounds [3 x i64], ptr @g_203, i64 0, i64 %164, !dbg !448
  %166 = load i64, ptr %165, align 8, !dbg !448
  %167 = load i32, ptr %8, align 4, !dbg !449
  call void @transparent_crc(i64 noundef %166, ptr noundef @.str.29, i32 noundef %167), !dbg !450
  %168 = load i32, ptr %8, align 4, !dbg !451
  %169 = icmp ne i32 %168, 0, !dbg !451
  br i1 %169, label %170, label %173, !dbg !453

170:                                              ; preds = %162
  %171 = load i32, ptr %6, align 4, !dbg !454
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str.30, i32 noundef %171), !dbg !455
  br label %173, !dbg !455

173:                                              ; preds = %170, %162
  br label %174, !dbg !456

174:                                              ; preds = %173
  %175 = load i32, ptr %6, align 4, !dbg !457
  %176 = add nsw i32 %175, 1, !dbg !457
  store i32 %176, ptr %6, align 4, !dbg !457
  br label %159, !dbg !458, !llvm.loop !459

177:                                              ; preds = %159
  %178 = load i32, ptr @g_232, align 4, !dbg !461
  %179 = zext i32 %178 to i64, !dbg !461
  %180 = load i32, ptr %8, align 4, !dbg !462
  call void @transparent_crc(i64 noundef %179, ptr noundef @.str.31, i32 noundef %180), !dbg !463
  %181 = load i32, ptr @crc32_context, align 4, !dbg !464
  %182 = zext i32 %181 to i64, !dbg !464
  %183 = xor i64 %182, 4294967295, !dbg !465
  %184 = trunc i64 %183 to i32, !dbg !464
  %185 = load i32, ptr %8, align 4, !dbg !466
  call void @platform_main_end(i32 noundef %184, i32 noundef %185), !dbg !467
  ret i32 0, !dbg !468
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !469 {
  ret void, !dbg !472
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !473 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !474, !DIExpression(), !475)
    #dbg_declare(ptr %2, !476, !DIExpression(), !478)
  store i32 -306674912, ptr %2, align 4, !dbg !478
    #dbg_declare(ptr %3, !479, !DIExpression(), !480)
    #dbg_declare(ptr %4, !481, !DIExpression(), !482)
  store i32 0, ptr %3, align 4, !dbg !483
  br label %5, !dbg !485

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !486
  %7 = icmp slt i32 %6, 256, !dbg !488
  br i1 %7, label %8, label %36, !dbg !489

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !490
  store i32 %9, ptr %1, align 4, !dbg !492
  store i32 8, ptr %4, align 4, !dbg !493
  br label %10, !dbg !495

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !496
  %12 = icmp sgt i32 %11, 0, !dbg !498
  br i1 %12, label %13, label %28, !dbg !499

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !500
  %15 = and i32 %14, 1, !dbg !503
  %16 = icmp ne i32 %15, 0, !dbg !503
  br i1 %16, label %17, label %21, !dbg !504

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !505
  %19 = lshr i32 %18, 1, !dbg !507
  %20 = xor i32 %19, -306674912, !dbg !508
  store i32 %20, ptr %1, align 4, !dbg !509
  br label %24, !dbg !510

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !511
  %23 = lshr i32 %22, 1, !dbg !511
  store i32 %23, ptr %1, align 4, !dbg !511
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !513

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !514
  %27 = add nsw i32 %26, -1, !dbg !514
  store i32 %27, ptr %4, align 4, !dbg !514
  br label %10, !dbg !515, !llvm.loop !516

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !518
  %30 = load i32, ptr %3, align 4, !dbg !519
  %31 = sext i32 %30 to i64, !dbg !520
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !520
  store i32 %29, ptr %32, align 4, !dbg !521
  br label %33, !dbg !522

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !523
  %35 = add nsw i32 %34, 1, !dbg !523
  store i32 %35, ptr %3, align 4, !dbg !523
  br label %5, !dbg !524, !llvm.loop !525

36:                                               ; preds = %5
  ret void, !dbg !527
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_1() #0 !dbg !528 {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
    #dbg_declare(ptr %1, !531, !DIExpression(), !533)
  store ptr @g_12, ptr %1, align 8, !dbg !533
    #dbg_declare(ptr %2, !534, !DIExpression(), !535)
  store i32 -7, ptr %2, align 4, !dbg !535
    #dbg_declare(ptr %3, !536, !DIExpression(), !538)
  store ptr getelementptr inbounds ([5 x [5 x i32]], ptr @g_17, i64 0, i64 3), ptr %3, align 8, !dbg !538
    #dbg_declare(ptr %4, !539, !DIExpression(), !541)
  store ptr %3, ptr %4, align 8, !dbg !541
    #dbg_declare(ptr %5, !542, !DIExpression(), !543)
  store ptr @g_186, ptr %5, align 8, !dbg !543
    #dbg_declare(ptr %6, !544, !DIExpression(), !546)
  store ptr %5, ptr %6, align 8, !dbg !546
    #dbg_declare(ptr %7, !547, !DIExpression(), !548)
  store i32 1441761792, ptr %7, align 4, !dbg !548
    #dbg_declare(ptr %8, !549, !DIExpression(), !550)
  store i32 -1943858705, ptr %8, align 4, !dbg !550
    #dbg_declare(ptr %9, !551, !DIExpression(), !553)
  store ptr @g_21, ptr %9, align 8, !dbg !553
  %10 = load i64, ptr getelementptr inbounds ([3 x i64], ptr @g_203, i64 0, i64 1), align 8, !dbg !554
  %11 = trunc i64 %10 to i16, !dbg !554
  %12 = call signext i16 @safe_mod_func_int16_t_s_s(i16 noundef signext 1, i16 noundef signext %11), !dbg !555
  %13 = load i32, ptr %2, align 4, !dbg !556
  %14 = load i32, ptr @g_232, align 4, !dbg !557
  %15 = and i32 %14, %13, !dbg !557
  store i32 %15, ptr @g_232, align 4, !dbg !557
  %16 = load ptr, ptr %4, align 8, !dbg !558
  store ptr getelementptr inbounds ([5 x i32], ptr getelementptr inbounds ([5 x [5 x i32]], ptr @g_17, i64 0, i64 1), i64 0, i64 2), ptr %16, align 8, !dbg !559
  %17 = load ptr, ptr %3, align 8, !dbg !560
  %18 = load volatile i32, ptr %17, align 4, !dbg !561
  %19 = trunc i32 %18 to i8, !dbg !562
  %20 = load ptr, ptr %6, align 8, !dbg !563
  %21 = load ptr, ptr getelementptr inbounds ([8 x ptr], ptr @g_241, i64 0, i64 3), align 8, !dbg !564
  store ptr %21, ptr getelementptr inbounds ([8 x ptr], ptr @g_241, i64 0, i64 3), align 8, !dbg !565
  %22 = icmp ne ptr %20, %21, !dbg !566
  %23 = zext i1 %22 to i32, !dbg !566
  %24 = load i32, ptr %2, align 4, !dbg !567
  %25 = sext i32 %24 to i64, !dbg !567
  %26 = load ptr, ptr @g_12, align 8, !dbg !568
  %27 = load i8, ptr %26, align 1, !dbg !569
  %28 = sext i8 %27 to i64, !dbg !570
  %29 = icmp ule i64 255, %28, !dbg !571
  %30 = zext i1 %29 to i32, !dbg !571
  %31 = load i32, ptr %2, align 4, !dbg !572
  %32 = sext i32 %31 to i64, !dbg !573
  %33 = load i32, ptr %2, align 4, !dbg !574
  %34 = sext i32 %33 to i64, !dbg !574
  %35 = call i64 @safe_div_func_uint64_t_u_u(i64 noundef %32, i64 noundef %34), !dbg !575
  %36 = icmp ne i64 %25, %35, !dbg !576
  %37 = zext i1 %36 to i32, !dbg !576
  %38 = icmp ne i32 %23, %37, !dbg !577
  %39 = zext i1 %38 to i32, !dbg !577
  %40 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %19, i32 noundef %39), !dbg !578
  %41 = zext i8 %40 to i64, !dbg !579
  %42 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %41, i64 noundef 1), !dbg !580
  %43 = load i32, ptr @g_35, align 4, !dbg !581
  %44 = zext i32 %43 to i64, !dbg !581
  %45 = icmp eq i64 %42, %44, !dbg !582
  %46 = zext i1 %45 to i32, !dbg !582
  %47 = load i32, ptr %7, align 4, !dbg !583
  %48 = and i32 %47, %46, !dbg !583
  store i32 %48, ptr %7, align 4, !dbg !583
  %49 = load ptr, ptr %3, align 8, !dbg !584
  store volatile i32 %48, ptr %49, align 4, !dbg !585
  %50 = load ptr, ptr %4, align 8, !dbg !586
  %51 = load ptr, ptr %50, align 8, !dbg !587
  %52 = load volatile i32, ptr %51, align 4, !dbg !588
  %53 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %52, i32 noundef 1), !dbg !589
  %54 = trunc i32 %53 to i16, !dbg !590
  %55 = call signext i16 @safe_mod_func_int16_t_s_s(i16 noundef signext %54, i16 noundef signext -5), !dbg !591
  %56 = load i32, ptr %8, align 4, !dbg !592
  store i32 %56, ptr %7, align 4, !dbg !593
  %57 = sext i32 %56 to i64, !dbg !594
  %58 = load i16, ptr @g_192, align 16, !dbg !595
  %59 = sext i16 %58 to i64, !dbg !595
  %60 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %57, i64 noundef %59), !dbg !596
  %61 = load ptr, ptr %3, align 8, !dbg !597
  %62 = load volatile i32, ptr %61, align 4, !dbg !598
  %63 = sext i32 %62 to i64, !dbg !599
  %64 = icmp ne i64 10924, %63, !dbg !600
  %65 = zext i1 %64 to i32, !dbg !600
  %66 = trunc i32 %65 to i16, !dbg !601
  %67 = call zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %66, i16 noundef zeroext 5), !dbg !602
  %68 = zext i16 %67 to i32, !dbg !603
  %69 = load i32, ptr %2, align 4, !dbg !604
  %70 = and i32 %68, %69, !dbg !605
  %71 = load i32, ptr %8, align 4, !dbg !606
  %72 = or i32 %70, %71, !dbg !607
  %73 = call i32 @safe_mod_func_uint32_t_u_u(i32 noundef %72, i32 noundef 1029372073), !dbg !608
  %74 = trunc i32 %73 to i8, !dbg !609
  %75 = call zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %74, i32 noundef 1), !dbg !610
  %76 = zext i8 %75 to i32, !dbg !611
  %77 = load ptr, ptr %9, align 8, !dbg !612
  %78 = load i32, ptr %77, align 4, !dbg !613
  %79 = xor i32 %78, %76, !dbg !613
  store i32 %79, ptr %77, align 4, !dbg !613
  %80 = load ptr, ptr %4, align 8, !dbg !614
  %81 = load ptr, ptr %80, align 8, !dbg !615
  %82 = load volatile i32, ptr %81, align 4, !dbg !616
  ret i32 %82, !dbg !617
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !618 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !621, !DIExpression(), !622)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !623, !DIExpression(), !624)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !625, !DIExpression(), !626)
  %7 = load i64, ptr %4, align 8, !dbg !627
  call void @crc32_8bytes(i64 noundef %7), !dbg !628
  %8 = load i32, ptr %6, align 4, !dbg !629
  %9 = icmp ne i32 %8, 0, !dbg !629
  br i1 %9, label %10, label %16, !dbg !631

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !632
  %12 = load i32, ptr @crc32_context, align 4, !dbg !634
  %13 = zext i32 %12 to i64, !dbg !634
  %14 = xor i64 %13, 4294967295, !dbg !635
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.32, ptr noundef %11, i64 noundef %14), !dbg !636
  br label %16, !dbg !637

16:                                               ; preds = %10, %3
  ret void, !dbg !638
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !639 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !642, !DIExpression(), !643)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !644, !DIExpression(), !645)
  %5 = load i32, ptr %3, align 4, !dbg !646
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.37, i32 noundef %5), !dbg !647
  ret void, !dbg !648
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_mod_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !649 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !653, !DIExpression(), !654)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !655, !DIExpression(), !656)
  %5 = load i16, ptr %4, align 2, !dbg !657
  %6 = sext i16 %5 to i32, !dbg !657
  %7 = icmp eq i32 %6, 0, !dbg !658
  br i1 %7, label %16, label %8, !dbg !659

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2, !dbg !660
  %10 = sext i16 %9 to i32, !dbg !660
  %11 = icmp eq i32 %10, -32768, !dbg !661
  br i1 %11, label %12, label %19, !dbg !662

12:                                               ; preds = %8
  %13 = load i16, ptr %4, align 2, !dbg !663
  %14 = sext i16 %13 to i32, !dbg !663
  %15 = icmp eq i32 %14, -1, !dbg !664
  br i1 %15, label %16, label %19, !dbg !665

16:                                               ; preds = %12, %2
  %17 = load i16, ptr %3, align 2, !dbg !666
  %18 = sext i16 %17 to i32, !dbg !667
  br label %25, !dbg !665

19:                                               ; preds = %12, %8
  %20 = load i16, ptr %3, align 2, !dbg !668
  %21 = sext i16 %20 to i32, !dbg !668
  %22 = load i16, ptr %4, align 2, !dbg !669
  %23 = sext i16 %22 to i32, !dbg !669
  %24 = srem i32 %21, %23, !dbg !670
  br label %25, !dbg !665

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ], !dbg !665
  %27 = trunc i32 %26 to i16, !dbg !665
  ret i16 %27, !dbg !671
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_sub_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !672 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !675, !DIExpression(), !676)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !677, !DIExpression(), !678)
  %5 = load i64, ptr %3, align 8, !dbg !679
  %6 = load i64, ptr %4, align 8, !dbg !680
  %7 = xor i64 %5, %6, !dbg !681
  %8 = load i64, ptr %3, align 8, !dbg !682
  %9 = load i64, ptr %3, align 8, !dbg !683
  %10 = load i64, ptr %4, align 8, !dbg !684
  %11 = xor i64 %9, %10, !dbg !685
  %12 = and i64 %11, -9223372036854775808, !dbg !686
  %13 = xor i64 %8, %12, !dbg !687
  %14 = load i64, ptr %4, align 8, !dbg !688
  %15 = sub nsw i64 %13, %14, !dbg !689
  %16 = load i64, ptr %4, align 8, !dbg !690
  %17 = xor i64 %15, %16, !dbg !691
  %18 = and i64 %7, %17, !dbg !692
  %19 = icmp slt i64 %18, 0, !dbg !693
  br i1 %19, label %20, label %22, !dbg !694

20:                                               ; preds = %2
  %21 = load i64, ptr %3, align 8, !dbg !695
  br label %26, !dbg !694

22:                                               ; preds = %2
  %23 = load i64, ptr %3, align 8, !dbg !696
  %24 = load i64, ptr %4, align 8, !dbg !697
  %25 = sub nsw i64 %23, %24, !dbg !698
  br label %26, !dbg !694

26:                                               ; preds = %22, %20
  %27 = phi i64 [ %21, %20 ], [ %25, %22 ], !dbg !694
  ret i64 %27, !dbg !699
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !700 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !703, !DIExpression(), !704)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !705, !DIExpression(), !706)
  %5 = load i32, ptr %4, align 4, !dbg !707
  %6 = icmp uge i32 %5, 32, !dbg !708
  br i1 %6, label %7, label %10, !dbg !709

7:                                                ; preds = %2
  %8 = load i8, ptr %3, align 1, !dbg !710
  %9 = zext i8 %8 to i32, !dbg !711
  br label %15, !dbg !709

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1, !dbg !712
  %12 = zext i8 %11 to i32, !dbg !712
  %13 = load i32, ptr %4, align 4, !dbg !713
  %14 = ashr i32 %12, %13, !dbg !714
  br label %15, !dbg !709

15:                                               ; preds = %10, %7
  %16 = phi i32 [ %9, %7 ], [ %14, %10 ], !dbg !709
  %17 = trunc i32 %16 to i8, !dbg !709
  ret i8 %17, !dbg !715
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_div_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !716 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !719, !DIExpression(), !720)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !721, !DIExpression(), !722)
  %5 = load i64, ptr %4, align 8, !dbg !723
  %6 = icmp eq i64 %5, 0, !dbg !724
  br i1 %6, label %7, label %9, !dbg !725

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !726
  br label %13, !dbg !725

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8, !dbg !727
  %11 = load i64, ptr %4, align 8, !dbg !728
  %12 = udiv i64 %10, %11, !dbg !729
  br label %13, !dbg !725

13:                                               ; preds = %9, %7
  %14 = phi i64 [ %8, %7 ], [ %12, %9 ], !dbg !725
  ret i64 %14, !dbg !730
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !731 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !734, !DIExpression(), !735)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !736, !DIExpression(), !737)
  %5 = load i32, ptr %3, align 4, !dbg !738
  %6 = load i32, ptr %4, align 4, !dbg !739
  %7 = xor i32 %5, %6, !dbg !740
  %8 = load i32, ptr %3, align 4, !dbg !741
  %9 = load i32, ptr %3, align 4, !dbg !742
  %10 = load i32, ptr %4, align 4, !dbg !743
  %11 = xor i32 %9, %10, !dbg !744
  %12 = and i32 %11, -2147483648, !dbg !745
  %13 = xor i32 %8, %12, !dbg !746
  %14 = load i32, ptr %4, align 4, !dbg !747
  %15 = sub nsw i32 %13, %14, !dbg !748
  %16 = load i32, ptr %4, align 4, !dbg !749
  %17 = xor i32 %15, %16, !dbg !750
  %18 = and i32 %7, %17, !dbg !751
  %19 = icmp slt i32 %18, 0, !dbg !752
  br i1 %19, label %20, label %22, !dbg !753

20:                                               ; preds = %2
  %21 = load i32, ptr %3, align 4, !dbg !754
  br label %26, !dbg !753

22:                                               ; preds = %2
  %23 = load i32, ptr %3, align 4, !dbg !755
  %24 = load i32, ptr %4, align 4, !dbg !756
  %25 = sub nsw i32 %23, %24, !dbg !757
  br label %26, !dbg !753

26:                                               ; preds = %22, %20
  %27 = phi i32 [ %21, %20 ], [ %25, %22 ], !dbg !753
  ret i32 %27, !dbg !758
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !759 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !760, !DIExpression(), !761)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !762, !DIExpression(), !763)
  %5 = load i32, ptr %4, align 4, !dbg !764
  %6 = icmp uge i32 %5, 32, !dbg !765
  br i1 %6, label %13, label %7, !dbg !766

7:                                                ; preds = %2
  %8 = load i8, ptr %3, align 1, !dbg !767
  %9 = zext i8 %8 to i32, !dbg !767
  %10 = load i32, ptr %4, align 4, !dbg !768
  %11 = ashr i32 255, %10, !dbg !769
  %12 = icmp sgt i32 %9, %11, !dbg !770
  br i1 %12, label %13, label %16, !dbg !771

13:                                               ; preds = %7, %2
  %14 = load i8, ptr %3, align 1, !dbg !772
  %15 = zext i8 %14 to i32, !dbg !773
  br label %21, !dbg !771

16:                                               ; preds = %7
  %17 = load i8, ptr %3, align 1, !dbg !774
  %18 = zext i8 %17 to i32, !dbg !774
  %19 = load i32, ptr %4, align 4, !dbg !775
  %20 = shl i32 %18, %19, !dbg !776
  br label %21, !dbg !771

21:                                               ; preds = %16, %13
  %22 = phi i32 [ %15, %13 ], [ %20, %16 ], !dbg !771
  %23 = trunc i32 %22 to i8, !dbg !771
  ret i8 %23, !dbg !777
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_mod_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 !dbg !778 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !781, !DIExpression(), !782)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !783, !DIExpression(), !784)
  %5 = load i32, ptr %4, align 4, !dbg !785
  %6 = icmp eq i32 %5, 0, !dbg !786
  br i1 %6, label %7, label %9, !dbg !787

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !788
  br label %13, !dbg !787

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4, !dbg !789
  %11 = load i32, ptr %4, align 4, !dbg !790
  %12 = urem i32 %10, %11, !dbg !791
  br label %13, !dbg !787

13:                                               ; preds = %9, %7
  %14 = phi i32 [ %8, %7 ], [ %12, %9 ], !dbg !787
  ret i32 %14, !dbg !792
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !793 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !796, !DIExpression(), !797)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !798, !DIExpression(), !799)
  %5 = load i16, ptr %3, align 2, !dbg !800
  %6 = zext i16 %5 to i32, !dbg !800
  %7 = load i16, ptr %4, align 2, !dbg !801
  %8 = zext i16 %7 to i32, !dbg !801
  %9 = sub nsw i32 %6, %8, !dbg !802
  %10 = trunc i32 %9 to i16, !dbg !800
  ret i16 %10, !dbg !803
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_div_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !804 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !805, !DIExpression(), !806)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !807, !DIExpression(), !808)
  %5 = load i64, ptr %4, align 8, !dbg !809
  %6 = icmp eq i64 %5, 0, !dbg !810
  br i1 %6, label %13, label %7, !dbg !811

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !812
  %9 = icmp eq i64 %8, -9223372036854775808, !dbg !813
  br i1 %9, label %10, label %15, !dbg !814

10:                                               ; preds = %7
  %11 = load i64, ptr %4, align 8, !dbg !815
  %12 = icmp eq i64 %11, -1, !dbg !816
  br i1 %12, label %13, label %15, !dbg !817

13:                                               ; preds = %10, %2
  %14 = load i64, ptr %3, align 8, !dbg !818
  br label %19, !dbg !817

15:                                               ; preds = %10, %7
  %16 = load i64, ptr %3, align 8, !dbg !819
  %17 = load i64, ptr %4, align 8, !dbg !820
  %18 = sdiv i64 %16, %17, !dbg !821
  br label %19, !dbg !817

19:                                               ; preds = %15, %13
  %20 = phi i64 [ %14, %13 ], [ %18, %15 ], !dbg !817
  ret i64 %20, !dbg !822
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !823 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !826, !DIExpression(), !827)
  %3 = load i64, ptr %2, align 8, !dbg !828
  %4 = lshr i64 %3, 0, !dbg !829
  %5 = and i64 %4, 255, !dbg !830
  %6 = trunc i64 %5 to i8, !dbg !831
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !832
  %7 = load i64, ptr %2, align 8, !dbg !833
  %8 = lshr i64 %7, 8, !dbg !834
  %9 = and i64 %8, 255, !dbg !835
  %10 = trunc i64 %9 to i8, !dbg !836
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !837
  %11 = load i64, ptr %2, align 8, !dbg !838
  %12 = lshr i64 %11, 16, !dbg !839
  %13 = and i64 %12, 255, !dbg !840
  %14 = trunc i64 %13 to i8, !dbg !841
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !842
  %15 = load i64, ptr %2, align 8, !dbg !843
  %16 = lshr i64 %15, 24, !dbg !844
  %17 = and i64 %16, 255, !dbg !845
  %18 = trunc i64 %17 to i8, !dbg !846
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !847
  %19 = load i64, ptr %2, align 8, !dbg !848
  %20 = lshr i64 %19, 32, !dbg !849
  %21 = and i64 %20, 255, !dbg !850
  %22 = trunc i64 %21 to i8, !dbg !851
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !852
  %23 = load i64, ptr %2, align 8, !dbg !853
  %24 = lshr i64 %23, 40, !dbg !854
  %25 = and i64 %24, 255, !dbg !855
  %26 = trunc i64 %25 to i8, !dbg !856
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !857
  %27 = load i64, ptr %2, align 8, !dbg !858
  %28 = lshr i64 %27, 48, !dbg !859
  %29 = and i64 %28, 255, !dbg !860
  %30 = trunc i64 %29 to i8, !dbg !861
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !862
  %31 = load i64, ptr %2, align 8, !dbg !863
  %32 = lshr i64 %31, 56, !dbg !864
  %33 = and i64 %32, 255, !dbg !865
  %34 = trunc i64 %33 to i8, !dbg !866
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !867
  ret void, !dbg !868
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !869 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !872, !DIExpression(), !873)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !874
  %4 = lshr i32 %3, 8, !dbg !875
  %5 = and i32 %4, 16777215, !dbg !876
  %6 = load i32, ptr @crc32_context, align 4, !dbg !877
  %7 = load i8, ptr %2, align 1, !dbg !878
  %8 = zext i8 %7 to i32, !dbg !878
  %9 = xor i32 %6, %8, !dbg !879
  %10 = and i32 %9, 255, !dbg !880
  %11 = zext i32 %10 to i64, !dbg !881
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !881
  %13 = load i32, ptr %12, align 4, !dbg !881
  %14 = xor i32 %5, %13, !dbg !882
  store i32 %14, ptr @crc32_context, align 4, !dbg !883
  ret void, !dbg !884
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!241, !242, !243, !244, !245, !246, !247}
!llvm.ident = !{!248}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 346, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "structs_3004.c", directory: ".", checksumkind: CSK_MD5, checksum: "689a0966e1972f3079e82b900b736728")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_13", scope: !9, file: !2, line: 47, type: !112, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !{!0, !13, !18, !20, !25, !30, !32, !34, !36, !41, !43, !45, !47, !49, !51, !56, !58, !60, !62, !67, !69, !71, !73, !75, !77, !79, !81, !83, !85, !90, !92, !97, !99, !109, !116, !139, !141, !7, !146, !149, !153, !155, !157, !159, !162, !182, !184, !186, !191, !193, !195, !200, !215, !217, !219, !221, !226, !231, !233, !239}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 350, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 5)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 351, type: !15, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 356, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 11)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 357, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 18)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 361, type: !15, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 362, type: !15, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 363, type: !15, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 364, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 8)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 365, type: !38, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 366, type: !38, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 367, type: !38, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 368, type: !15, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 369, type: !15, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 370, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 6)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 371, type: !53, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 372, type: !53, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 373, type: !53, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 374, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 9)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 375, type: !64, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 376, type: !64, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 377, type: !64, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 378, type: !64, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 379, type: !64, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 380, type: !64, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 381, type: !53, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 382, type: !64, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 383, type: !64, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 388, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 12)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 395, type: !64, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 396, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 14)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 399, type: !53, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !101, line: 47, type: !102, isLocal: true, isDefinition: true)
!101 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 8192, elements: !107)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !104, line: 26, baseType: !105)
!104 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !106, line: 42, baseType: !11)
!106 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!107 = !{!108}
!108 = !DISubrange(count: 256)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "g_12", scope: !9, file: !2, line: 48, type: !111, isLocal: true, isDefinition: true)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !113, line: 24, baseType: !114)
!113 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !106, line: 37, baseType: !115)
!115 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(name: "g_241", scope: !9, file: !2, line: 74, type: !118, isLocal: true, isDefinition: true)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !119, size: 512, elements: !39)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U1", file: !2, line: 26, size: 64, elements: !122)
!122 = !{!123, !127, !131, !135}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !121, file: !2, line: 27, baseType: !124, size: 32)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !113, line: 26, baseType: !125)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !106, line: 41, baseType: !126)
!126 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !121, file: !2, line: 28, baseType: !128, size: 16)
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !113, line: 25, baseType: !129)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !106, line: 39, baseType: !130)
!130 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !121, file: !2, line: 29, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !104, line: 27, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !106, line: 45, baseType: !134)
!134 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !121, file: !2, line: 30, baseType: !136, size: 8)
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !104, line: 24, baseType: !137)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !106, line: 38, baseType: !138)
!138 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(name: "g_242", scope: !9, file: !2, line: 73, type: !120, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(scope: null, file: !101, line: 114, type: !143, isLocal: true, isDefinition: true)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !144)
!144 = !{!145}
!145 = !DISubrange(count: 36)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(name: "g_16", scope: !9, file: !2, line: 49, type: !148, isLocal: true, isDefinition: true)
!148 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !124)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(name: "g_17", scope: !9, file: !2, line: 50, type: !151, isLocal: true, isDefinition: true)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !148, size: 800, elements: !152)
!152 = !{!17, !17}
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(name: "g_18", scope: !9, file: !2, line: 51, type: !124, isLocal: true, isDefinition: true)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(name: "g_21", scope: !9, file: !2, line: 52, type: !124, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(name: "g_35", scope: !9, file: !2, line: 53, type: !103, isLocal: true, isDefinition: true)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(name: "g_63", scope: !9, file: !2, line: 54, type: !161, isLocal: true, isDefinition: true)
!161 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !121)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(name: "g_85", scope: !9, file: !2, line: 57, type: !164, isLocal: true, isDefinition: true)
!164 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U2", file: !2, line: 33, size: 64, elements: !165)
!165 = !{!166, !168, !171, !172, !173, !174, !176, !178, !179, !180}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !164, file: !2, line: 34, baseType: !167, size: 8, flags: DIFlagBitField, extraData: i64 0)
!167 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !126)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !164, file: !2, line: 35, baseType: !169, size: 64)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !112)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !164, file: !2, line: 36, baseType: !103, size: 32)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !164, file: !2, line: 37, baseType: !112, size: 8)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !164, file: !2, line: 38, baseType: !103, size: 32)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !164, file: !2, line: 39, baseType: !175, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !111)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !164, file: !2, line: 40, baseType: !177, size: 8)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !112)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !164, file: !2, line: 41, baseType: !132, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "f8", scope: !164, file: !2, line: 42, baseType: !111, size: 64)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "f9", scope: !164, file: !2, line: 43, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !111)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(name: "g_93", scope: !9, file: !2, line: 58, type: !132, isLocal: true, isDefinition: true)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression())
!185 = distinct !DIGlobalVariable(name: "g_95", scope: !9, file: !2, line: 59, type: !128, isLocal: true, isDefinition: true)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(name: "g_110", scope: !9, file: !2, line: 61, type: !188, isLocal: true, isDefinition: true)
!188 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !113, line: 27, baseType: !189)
!189 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !106, line: 44, baseType: !190)
!190 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(name: "g_119", scope: !9, file: !2, line: 62, type: !103, isLocal: true, isDefinition: true)
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression())
!194 = distinct !DIGlobalVariable(name: "g_121", scope: !9, file: !2, line: 63, type: !188, isLocal: true, isDefinition: true)
!195 = !DIGlobalVariableExpression(var: !196, expr: !DIExpression())
!196 = distinct !DIGlobalVariable(name: "g_125", scope: !9, file: !2, line: 64, type: !197, isLocal: true, isDefinition: true)
!197 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !104, line: 25, baseType: !198)
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !106, line: 40, baseType: !199)
!199 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!200 = !DIGlobalVariableExpression(var: !201, expr: !DIExpression())
!201 = distinct !DIGlobalVariable(name: "g_126", scope: !9, file: !2, line: 65, type: !202, isLocal: true, isDefinition: true)
!202 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 16, size: 320, elements: !203)
!203 = !{!204, !206, !207, !209, !211, !212, !214}
!204 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !202, file: !2, line: 17, baseType: !205, size: 16)
!205 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !128)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !202, file: !2, line: 18, baseType: !103, size: 32, offset: 32)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !202, file: !2, line: 19, baseType: !208, size: 64, offset: 64)
!208 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !132)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !202, file: !2, line: 20, baseType: !210, size: 16, offset: 128)
!210 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !197)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !202, file: !2, line: 21, baseType: !103, size: 32, offset: 160)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !202, file: !2, line: 22, baseType: !213, size: 64, offset: 192)
!213 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !188)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !202, file: !2, line: 23, baseType: !126, size: 1, offset: 256, flags: DIFlagBitField, extraData: i64 256)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(name: "g_157", scope: !9, file: !2, line: 66, type: !124, isLocal: true, isDefinition: true)
!217 = !DIGlobalVariableExpression(var: !218, expr: !DIExpression())
!218 = distinct !DIGlobalVariable(name: "g_174", scope: !9, file: !2, line: 67, type: !164, isLocal: true, isDefinition: true)
!219 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression())
!220 = distinct !DIGlobalVariable(name: "g_186", scope: !9, file: !2, line: 68, type: !121, isLocal: true, isDefinition: true)
!221 = !DIGlobalVariableExpression(var: !222, expr: !DIExpression())
!222 = distinct !DIGlobalVariable(name: "g_192", scope: !9, file: !2, line: 69, type: !223, isLocal: true, isDefinition: true)
!223 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 240, elements: !224)
!224 = !{!225, !17}
!225 = !DISubrange(count: 3)
!226 = !DIGlobalVariableExpression(var: !227, expr: !DIExpression())
!227 = distinct !DIGlobalVariable(name: "g_203", scope: !9, file: !2, line: 71, type: !228, isLocal: true, isDefinition: true)
!228 = !DICompositeType(tag: DW_TAG_array_type, baseType: !229, size: 192, elements: !230)
!229 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !132)
!230 = !{!225}
!231 = !DIGlobalVariableExpression(var: !232, expr: !DIExpression())
!232 = distinct !DIGlobalVariable(name: "g_232", scope: !9, file: !2, line: 72, type: !103, isLocal: true, isDefinition: true)
!233 = !DIGlobalVariableExpression(var: !234, expr: !DIExpression())
!234 = distinct !DIGlobalVariable(scope: null, file: !235, line: 56, type: !236, isLocal: true, isDefinition: true)
!235 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!236 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !237)
!237 = !{!238}
!238 = !DISubrange(count: 15)
!239 = !DIGlobalVariableExpression(var: !240, expr: !DIExpression())
!240 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !101, line: 48, type: !103, isLocal: true, isDefinition: true)
!241 = !{i32 7, !"Dwarf Version", i32 5}
!242 = !{i32 2, !"Debug Info Version", i32 3}
!243 = !{i32 1, !"wchar_size", i32 4}
!244 = !{i32 8, !"PIC Level", i32 2}
!245 = !{i32 7, !"PIE Level", i32 2}
!246 = !{i32 7, !"uwtable", i32 2}
!247 = !{i32 7, !"frame-pointer", i32 2}
!248 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!249 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 342, type: !250, scopeLine: 343, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !254)
!250 = !DISubroutineType(types: !251)
!251 = !{!126, !126, !252}
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !253, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!254 = !{}
!255 = !DILocalVariable(name: "argc", arg: 1, scope: !249, file: !2, line: 342, type: !126)
!256 = !DILocation(line: 342, column: 15, scope: !249)
!257 = !DILocalVariable(name: "argv", arg: 2, scope: !249, file: !2, line: 342, type: !252)
!258 = !DILocation(line: 342, column: 27, scope: !249)
!259 = !DILocalVariable(name: "i", scope: !249, file: !2, line: 344, type: !126)
!260 = !DILocation(line: 344, column: 9, scope: !249)
!261 = !DILocalVariable(name: "j", scope: !249, file: !2, line: 344, type: !126)
!262 = !DILocation(line: 344, column: 12, scope: !249)
!263 = !DILocalVariable(name: "print_hash_value", scope: !249, file: !2, line: 345, type: !126)
!264 = !DILocation(line: 345, column: 9, scope: !249)
!265 = !DILocation(line: 346, column: 9, scope: !266)
!266 = distinct !DILexicalBlock(scope: !249, file: !2, line: 346, column: 9)
!267 = !DILocation(line: 346, column: 14, scope: !266)
!268 = !DILocation(line: 346, column: 19, scope: !266)
!269 = !DILocation(line: 346, column: 29, scope: !266)
!270 = !DILocation(line: 346, column: 22, scope: !266)
!271 = !DILocation(line: 346, column: 43, scope: !266)
!272 = !DILocation(line: 346, column: 9, scope: !249)
!273 = !DILocation(line: 346, column: 66, scope: !266)
!274 = !DILocation(line: 346, column: 49, scope: !266)
!275 = !DILocation(line: 347, column: 5, scope: !249)
!276 = !DILocation(line: 348, column: 5, scope: !249)
!277 = !DILocation(line: 349, column: 5, scope: !249)
!278 = !DILocation(line: 350, column: 21, scope: !249)
!279 = !DILocation(line: 350, column: 35, scope: !249)
!280 = !DILocation(line: 350, column: 5, scope: !249)
!281 = !DILocation(line: 351, column: 21, scope: !249)
!282 = !DILocation(line: 351, column: 35, scope: !249)
!283 = !DILocation(line: 351, column: 5, scope: !249)
!284 = !DILocation(line: 352, column: 12, scope: !285)
!285 = distinct !DILexicalBlock(scope: !249, file: !2, line: 352, column: 5)
!286 = !DILocation(line: 352, column: 10, scope: !285)
!287 = !DILocation(line: 352, column: 17, scope: !288)
!288 = distinct !DILexicalBlock(scope: !285, file: !2, line: 352, column: 5)
!289 = !DILocation(line: 352, column: 19, scope: !288)
!290 = !DILocation(line: 352, column: 5, scope: !285)
!291 = !DILocation(line: 354, column: 16, scope: !292)
!292 = distinct !DILexicalBlock(scope: !293, file: !2, line: 354, column: 9)
!293 = distinct !DILexicalBlock(scope: !288, file: !2, line: 353, column: 5)
!294 = !DILocation(line: 354, column: 14, scope: !292)
!295 = !DILocation(line: 354, column: 21, scope: !296)
!296 = distinct !DILexicalBlock(scope: !292, file: !2, line: 354, column: 9)
!297 = !DILocation(line: 354, column: 23, scope: !296)
!298 = !DILocation(line: 354, column: 9, scope: !292)
!299 = !DILocation(line: 356, column: 34, scope: !300)
!300 = distinct !DILexicalBlock(scope: !296, file: !2, line: 355, column: 9)
!301 = !DILocation(line: 356, column: 29, scope: !300)
!302 = !DILocation(line: 356, column: 37, scope: !300)
!303 = !DILocation(line: 356, column: 55, scope: !300)
!304 = !DILocation(line: 356, column: 13, scope: !300)
!305 = !DILocation(line: 357, column: 17, scope: !306)
!306 = distinct !DILexicalBlock(scope: !300, file: !2, line: 357, column: 17)
!307 = !DILocation(line: 357, column: 17, scope: !300)
!308 = !DILocation(line: 357, column: 64, scope: !306)
!309 = !DILocation(line: 357, column: 67, scope: !306)
!310 = !DILocation(line: 357, column: 35, scope: !306)
!311 = !DILocation(line: 359, column: 9, scope: !300)
!312 = !DILocation(line: 354, column: 29, scope: !296)
!313 = !DILocation(line: 354, column: 9, scope: !296)
!314 = distinct !{!314, !298, !315, !316}
!315 = !DILocation(line: 359, column: 9, scope: !292)
!316 = !{!"llvm.loop.mustprogress"}
!317 = !DILocation(line: 360, column: 5, scope: !293)
!318 = !DILocation(line: 352, column: 25, scope: !288)
!319 = !DILocation(line: 352, column: 5, scope: !288)
!320 = distinct !{!320, !290, !321, !316}
!321 = !DILocation(line: 360, column: 5, scope: !285)
!322 = !DILocation(line: 361, column: 21, scope: !249)
!323 = !DILocation(line: 361, column: 35, scope: !249)
!324 = !DILocation(line: 361, column: 5, scope: !249)
!325 = !DILocation(line: 362, column: 21, scope: !249)
!326 = !DILocation(line: 362, column: 35, scope: !249)
!327 = !DILocation(line: 362, column: 5, scope: !249)
!328 = !DILocation(line: 363, column: 21, scope: !249)
!329 = !DILocation(line: 363, column: 35, scope: !249)
!330 = !DILocation(line: 363, column: 5, scope: !249)
!331 = !DILocation(line: 364, column: 26, scope: !249)
!332 = !DILocation(line: 364, column: 21, scope: !249)
!333 = !DILocation(line: 364, column: 41, scope: !249)
!334 = !DILocation(line: 364, column: 5, scope: !249)
!335 = !DILocation(line: 365, column: 26, scope: !249)
!336 = !DILocation(line: 365, column: 21, scope: !249)
!337 = !DILocation(line: 365, column: 41, scope: !249)
!338 = !DILocation(line: 365, column: 5, scope: !249)
!339 = !DILocation(line: 366, column: 26, scope: !249)
!340 = !DILocation(line: 366, column: 21, scope: !249)
!341 = !DILocation(line: 366, column: 41, scope: !249)
!342 = !DILocation(line: 366, column: 5, scope: !249)
!343 = !DILocation(line: 367, column: 26, scope: !249)
!344 = !DILocation(line: 367, column: 21, scope: !249)
!345 = !DILocation(line: 367, column: 41, scope: !249)
!346 = !DILocation(line: 367, column: 5, scope: !249)
!347 = !DILocation(line: 368, column: 21, scope: !249)
!348 = !DILocation(line: 368, column: 35, scope: !249)
!349 = !DILocation(line: 368, column: 5, scope: !249)
!350 = !DILocation(line: 369, column: 21, scope: !249)
!351 = !DILocation(line: 369, column: 35, scope: !249)
!352 = !DILocation(line: 369, column: 5, scope: !249)
!353 = !DILocation(line: 370, column: 21, scope: !249)
!354 = !DILocation(line: 370, column: 37, scope: !249)
!355 = !DILocation(line: 370, column: 5, scope: !249)
!356 = !DILocation(line: 371, column: 21, scope: !249)
!357 = !DILocation(line: 371, column: 37, scope: !249)
!358 = !DILocation(line: 371, column: 5, scope: !249)
!359 = !DILocation(line: 372, column: 21, scope: !249)
!360 = !DILocation(line: 372, column: 37, scope: !249)
!361 = !DILocation(line: 372, column: 5, scope: !249)
!362 = !DILocation(line: 373, column: 21, scope: !249)
!363 = !DILocation(line: 373, column: 37, scope: !249)
!364 = !DILocation(line: 373, column: 5, scope: !249)
!365 = !DILocation(line: 374, column: 27, scope: !249)
!366 = !DILocation(line: 374, column: 21, scope: !249)
!367 = !DILocation(line: 374, column: 43, scope: !249)
!368 = !DILocation(line: 374, column: 5, scope: !249)
!369 = !DILocation(line: 375, column: 27, scope: !249)
!370 = !DILocation(line: 375, column: 21, scope: !249)
!371 = !DILocation(line: 375, column: 43, scope: !249)
!372 = !DILocation(line: 375, column: 5, scope: !249)
!373 = !DILocation(line: 376, column: 27, scope: !249)
!374 = !DILocation(line: 376, column: 43, scope: !249)
!375 = !DILocation(line: 376, column: 5, scope: !249)
!376 = !DILocation(line: 377, column: 27, scope: !249)
!377 = !DILocation(line: 377, column: 21, scope: !249)
!378 = !DILocation(line: 377, column: 43, scope: !249)
!379 = !DILocation(line: 377, column: 5, scope: !249)
!380 = !DILocation(line: 378, column: 27, scope: !249)
!381 = !DILocation(line: 378, column: 21, scope: !249)
!382 = !DILocation(line: 378, column: 43, scope: !249)
!383 = !DILocation(line: 378, column: 5, scope: !249)
!384 = !DILocation(line: 379, column: 27, scope: !249)
!385 = !DILocation(line: 379, column: 43, scope: !249)
!386 = !DILocation(line: 379, column: 5, scope: !249)
!387 = !DILocation(line: 380, column: 27, scope: !249)
!388 = !DILocation(line: 380, column: 21, scope: !249)
!389 = !DILocation(line: 380, column: 43, scope: !249)
!390 = !DILocation(line: 380, column: 5, scope: !249)
!391 = !DILocation(line: 381, column: 21, scope: !249)
!392 = !DILocation(line: 381, column: 37, scope: !249)
!393 = !DILocation(line: 381, column: 5, scope: !249)
!394 = !DILocation(line: 382, column: 27, scope: !249)
!395 = !DILocation(line: 382, column: 21, scope: !249)
!396 = !DILocation(line: 382, column: 43, scope: !249)
!397 = !DILocation(line: 382, column: 5, scope: !249)
!398 = !DILocation(line: 383, column: 27, scope: !249)
!399 = !DILocation(line: 383, column: 21, scope: !249)
!400 = !DILocation(line: 383, column: 43, scope: !249)
!401 = !DILocation(line: 383, column: 5, scope: !249)
!402 = !DILocation(line: 384, column: 12, scope: !403)
!403 = distinct !DILexicalBlock(scope: !249, file: !2, line: 384, column: 5)
!404 = !DILocation(line: 384, column: 10, scope: !403)
!405 = !DILocation(line: 384, column: 17, scope: !406)
!406 = distinct !DILexicalBlock(scope: !403, file: !2, line: 384, column: 5)
!407 = !DILocation(line: 384, column: 19, scope: !406)
!408 = !DILocation(line: 384, column: 5, scope: !403)
!409 = !DILocation(line: 386, column: 16, scope: !410)
!410 = distinct !DILexicalBlock(scope: !411, file: !2, line: 386, column: 9)
!411 = distinct !DILexicalBlock(scope: !406, file: !2, line: 385, column: 5)
!412 = !DILocation(line: 386, column: 14, scope: !410)
!413 = !DILocation(line: 386, column: 21, scope: !414)
!414 = distinct !DILexicalBlock(scope: !410, file: !2, line: 386, column: 9)
!415 = !DILocation(line: 386, column: 23, scope: !414)
!416 = !DILocation(line: 386, column: 9, scope: !410)
!417 = !DILocation(line: 388, column: 35, scope: !418)
!418 = distinct !DILexicalBlock(scope: !414, file: !2, line: 387, column: 9)
!419 = !DILocation(line: 388, column: 29, scope: !418)
!420 = !DILocation(line: 388, column: 38, scope: !418)
!421 = !DILocation(line: 388, column: 57, scope: !418)
!422 = !DILocation(line: 388, column: 13, scope: !418)
!423 = !DILocation(line: 389, column: 17, scope: !424)
!424 = distinct !DILexicalBlock(scope: !418, file: !2, line: 389, column: 17)
!425 = !DILocation(line: 389, column: 17, scope: !418)
!426 = !DILocation(line: 389, column: 64, scope: !424)
!427 = !DILocation(line: 389, column: 67, scope: !424)
!428 = !DILocation(line: 389, column: 35, scope: !424)
!429 = !DILocation(line: 391, column: 9, scope: !418)
!430 = !DILocation(line: 386, column: 29, scope: !414)
!431 = !DILocation(line: 386, column: 9, scope: !414)
!432 = distinct !{!432, !416, !433, !316}
!433 = !DILocation(line: 391, column: 9, scope: !410)
!434 = !DILocation(line: 392, column: 5, scope: !411)
!435 = !DILocation(line: 384, column: 25, scope: !406)
!436 = !DILocation(line: 384, column: 5, scope: !406)
!437 = distinct !{!437, !408, !438, !316}
!438 = !DILocation(line: 392, column: 5, scope: !403)
!439 = !DILocation(line: 393, column: 12, scope: !440)
!440 = distinct !DILexicalBlock(scope: !249, file: !2, line: 393, column: 5)
!441 = !DILocation(line: 393, column: 10, scope: !440)
!442 = !DILocation(line: 393, column: 17, scope: !443)
!443 = distinct !DILexicalBlock(scope: !440, file: !2, line: 393, column: 5)
!444 = !DILocation(line: 393, column: 19, scope: !443)
!445 = !DILocation(line: 393, column: 5, scope: !440)
!446 = !DILocation(line: 395, column: 31, scope: !447)
!447 = distinct !DILexicalBlock(scope: !443, file: !2, line: 394, column: 5)
!448 = !DILocation(line: 395, column: 25, scope: !447)
!449 = !DILocation(line: 395, column: 47, scope: !447)
!450 = !DILocation(line: 395, column: 9, scope: !447)
!451 = !DILocation(line: 396, column: 13, scope: !452)
!452 = distinct !DILexicalBlock(scope: !447, file: !2, line: 396, column: 13)
!453 = !DILocation(line: 396, column: 13, scope: !447)
!454 = !DILocation(line: 396, column: 56, scope: !452)
!455 = !DILocation(line: 396, column: 31, scope: !452)
!456 = !DILocation(line: 398, column: 5, scope: !447)
!457 = !DILocation(line: 393, column: 25, scope: !443)
!458 = !DILocation(line: 393, column: 5, scope: !443)
!459 = distinct !{!459, !445, !460, !316}
!460 = !DILocation(line: 398, column: 5, scope: !440)
!461 = !DILocation(line: 399, column: 21, scope: !249)
!462 = !DILocation(line: 399, column: 37, scope: !249)
!463 = !DILocation(line: 399, column: 5, scope: !249)
!464 = !DILocation(line: 400, column: 23, scope: !249)
!465 = !DILocation(line: 400, column: 37, scope: !249)
!466 = !DILocation(line: 400, column: 53, scope: !249)
!467 = !DILocation(line: 400, column: 5, scope: !249)
!468 = !DILocation(line: 401, column: 5, scope: !249)
!469 = distinct !DISubprogram(name: "platform_main_begin", scope: !235, file: !235, line: 43, type: !470, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!470 = !DISubroutineType(types: !471)
!471 = !{null}
!472 = !DILocation(line: 46, column: 1, scope: !469)
!473 = distinct !DISubprogram(name: "crc32_gentab", scope: !101, file: !101, line: 51, type: !470, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !254)
!474 = !DILocalVariable(name: "crc", scope: !473, file: !101, line: 53, type: !103)
!475 = !DILocation(line: 53, column: 11, scope: !473)
!476 = !DILocalVariable(name: "poly", scope: !473, file: !101, line: 54, type: !477)
!477 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !103)
!478 = !DILocation(line: 54, column: 17, scope: !473)
!479 = !DILocalVariable(name: "i", scope: !473, file: !101, line: 55, type: !126)
!480 = !DILocation(line: 55, column: 6, scope: !473)
!481 = !DILocalVariable(name: "j", scope: !473, file: !101, line: 55, type: !126)
!482 = !DILocation(line: 55, column: 9, scope: !473)
!483 = !DILocation(line: 57, column: 9, scope: !484)
!484 = distinct !DILexicalBlock(scope: !473, file: !101, line: 57, column: 2)
!485 = !DILocation(line: 57, column: 7, scope: !484)
!486 = !DILocation(line: 57, column: 14, scope: !487)
!487 = distinct !DILexicalBlock(scope: !484, file: !101, line: 57, column: 2)
!488 = !DILocation(line: 57, column: 16, scope: !487)
!489 = !DILocation(line: 57, column: 2, scope: !484)
!490 = !DILocation(line: 58, column: 9, scope: !491)
!491 = distinct !DILexicalBlock(scope: !487, file: !101, line: 57, column: 28)
!492 = !DILocation(line: 58, column: 7, scope: !491)
!493 = !DILocation(line: 59, column: 10, scope: !494)
!494 = distinct !DILexicalBlock(scope: !491, file: !101, line: 59, column: 3)
!495 = !DILocation(line: 59, column: 8, scope: !494)
!496 = !DILocation(line: 59, column: 15, scope: !497)
!497 = distinct !DILexicalBlock(scope: !494, file: !101, line: 59, column: 3)
!498 = !DILocation(line: 59, column: 17, scope: !497)
!499 = !DILocation(line: 59, column: 3, scope: !494)
!500 = !DILocation(line: 60, column: 8, scope: !501)
!501 = distinct !DILexicalBlock(scope: !502, file: !101, line: 60, column: 8)
!502 = distinct !DILexicalBlock(scope: !497, file: !101, line: 59, column: 27)
!503 = !DILocation(line: 60, column: 12, scope: !501)
!504 = !DILocation(line: 60, column: 8, scope: !502)
!505 = !DILocation(line: 61, column: 12, scope: !506)
!506 = distinct !DILexicalBlock(scope: !501, file: !101, line: 60, column: 17)
!507 = !DILocation(line: 61, column: 16, scope: !506)
!508 = !DILocation(line: 61, column: 22, scope: !506)
!509 = !DILocation(line: 61, column: 9, scope: !506)
!510 = !DILocation(line: 62, column: 4, scope: !506)
!511 = !DILocation(line: 63, column: 9, scope: !512)
!512 = distinct !DILexicalBlock(scope: !501, file: !101, line: 62, column: 11)
!513 = !DILocation(line: 65, column: 3, scope: !502)
!514 = !DILocation(line: 59, column: 23, scope: !497)
!515 = !DILocation(line: 59, column: 3, scope: !497)
!516 = distinct !{!516, !499, !517, !316}
!517 = !DILocation(line: 65, column: 3, scope: !494)
!518 = !DILocation(line: 66, column: 18, scope: !491)
!519 = !DILocation(line: 66, column: 13, scope: !491)
!520 = !DILocation(line: 66, column: 3, scope: !491)
!521 = !DILocation(line: 66, column: 16, scope: !491)
!522 = !DILocation(line: 67, column: 2, scope: !491)
!523 = !DILocation(line: 57, column: 24, scope: !487)
!524 = !DILocation(line: 57, column: 2, scope: !487)
!525 = distinct !{!525, !489, !526, !316}
!526 = !DILocation(line: 67, column: 2, scope: !484)
!527 = !DILocation(line: 68, column: 1, scope: !473)
!528 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 89, type: !529, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !254)
!529 = !DISubroutineType(types: !530)
!530 = !{!103}
!531 = !DILocalVariable(name: "l_230", scope: !528, file: !2, line: 91, type: !532)
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!533 = !DILocation(line: 91, column: 14, scope: !528)
!534 = !DILocalVariable(name: "l_231", scope: !528, file: !2, line: 92, type: !124)
!535 = !DILocation(line: 92, column: 13, scope: !528)
!536 = !DILocalVariable(name: "l_234", scope: !528, file: !2, line: 93, type: !537)
!537 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!538 = !DILocation(line: 93, column: 23, scope: !528)
!539 = !DILocalVariable(name: "l_233", scope: !528, file: !2, line: 94, type: !540)
!540 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !537, size: 64)
!541 = !DILocation(line: 94, column: 24, scope: !528)
!542 = !DILocalVariable(name: "l_240", scope: !528, file: !2, line: 95, type: !120)
!543 = !DILocation(line: 95, column: 15, scope: !528)
!544 = !DILocalVariable(name: "l_239", scope: !528, file: !2, line: 96, type: !545)
!545 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !119)
!546 = !DILocation(line: 96, column: 23, scope: !528)
!547 = !DILocalVariable(name: "l_245", scope: !528, file: !2, line: 97, type: !124)
!548 = !DILocation(line: 97, column: 13, scope: !528)
!549 = !DILocalVariable(name: "l_258", scope: !528, file: !2, line: 98, type: !103)
!550 = !DILocation(line: 98, column: 14, scope: !528)
!551 = !DILocalVariable(name: "l_259", scope: !528, file: !2, line: 99, type: !552)
!552 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!553 = !DILocation(line: 99, column: 14, scope: !528)
!554 = !DILocation(line: 100, column: 161, scope: !528)
!555 = !DILocation(line: 100, column: 16, scope: !528)
!556 = !DILocation(line: 100, column: 174, scope: !528)
!557 = !DILocation(line: 100, column: 11, scope: !528)
!558 = !DILocation(line: 101, column: 7, scope: !528)
!559 = !DILocation(line: 101, column: 14, scope: !528)
!560 = !DILocation(line: 102, column: 86, scope: !528)
!561 = !DILocation(line: 102, column: 85, scope: !528)
!562 = !DILocation(line: 102, column: 84, scope: !528)
!563 = !DILocation(line: 102, column: 96, scope: !528)
!564 = !DILocation(line: 102, column: 117, scope: !528)
!565 = !DILocation(line: 102, column: 115, scope: !528)
!566 = !DILocation(line: 102, column: 102, scope: !528)
!567 = !DILocation(line: 102, column: 132, scope: !528)
!568 = !DILocation(line: 102, column: 182, scope: !528)
!569 = !DILocation(line: 102, column: 181, scope: !528)
!570 = !DILocation(line: 102, column: 180, scope: !528)
!571 = !DILocation(line: 102, column: 177, scope: !528)
!572 = !DILocation(line: 102, column: 191, scope: !528)
!573 = !DILocation(line: 102, column: 169, scope: !528)
!574 = !DILocation(line: 102, column: 199, scope: !528)
!575 = !DILocation(line: 102, column: 142, scope: !528)
!576 = !DILocation(line: 102, column: 138, scope: !528)
!577 = !DILocation(line: 102, column: 128, scope: !528)
!578 = !DILocation(line: 102, column: 55, scope: !528)
!579 = !DILocation(line: 102, column: 54, scope: !528)
!580 = !DILocation(line: 102, column: 28, scope: !528)
!581 = !DILocation(line: 102, column: 221, scope: !528)
!582 = !DILocation(line: 102, column: 218, scope: !528)
!583 = !DILocation(line: 102, column: 23, scope: !528)
!584 = !DILocation(line: 102, column: 7, scope: !528)
!585 = !DILocation(line: 102, column: 14, scope: !528)
!586 = !DILocation(line: 103, column: 75, scope: !528)
!587 = !DILocation(line: 103, column: 74, scope: !528)
!588 = !DILocation(line: 103, column: 73, scope: !528)
!589 = !DILocation(line: 103, column: 46, scope: !528)
!590 = !DILocation(line: 103, column: 45, scope: !528)
!591 = !DILocation(line: 103, column: 19, scope: !528)
!592 = !DILocation(line: 103, column: 225, scope: !528)
!593 = !DILocation(line: 103, column: 223, scope: !528)
!594 = !DILocation(line: 103, column: 216, scope: !528)
!595 = !DILocation(line: 103, column: 233, scope: !528)
!596 = !DILocation(line: 103, column: 190, scope: !528)
!597 = !DILocation(line: 103, column: 263, scope: !528)
!598 = !DILocation(line: 103, column: 262, scope: !528)
!599 = !DILocation(line: 103, column: 261, scope: !528)
!600 = !DILocation(line: 103, column: 258, scope: !528)
!601 = !DILocation(line: 103, column: 187, scope: !528)
!602 = !DILocation(line: 103, column: 160, scope: !528)
!603 = !DILocation(line: 103, column: 159, scope: !528)
!604 = !DILocation(line: 103, column: 280, scope: !528)
!605 = !DILocation(line: 103, column: 278, scope: !528)
!606 = !DILocation(line: 103, column: 289, scope: !528)
!607 = !DILocation(line: 103, column: 287, scope: !528)
!608 = !DILocation(line: 103, column: 130, scope: !528)
!609 = !DILocation(line: 103, column: 129, scope: !528)
!610 = !DILocation(line: 103, column: 100, scope: !528)
!611 = !DILocation(line: 103, column: 17, scope: !528)
!612 = !DILocation(line: 103, column: 7, scope: !528)
!613 = !DILocation(line: 103, column: 14, scope: !528)
!614 = !DILocation(line: 104, column: 15, scope: !528)
!615 = !DILocation(line: 104, column: 14, scope: !528)
!616 = !DILocation(line: 104, column: 13, scope: !528)
!617 = !DILocation(line: 104, column: 5, scope: !528)
!618 = distinct !DISubprogram(name: "transparent_crc", scope: !101, file: !101, line: 110, type: !619, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !254)
!619 = !DISubroutineType(types: !620)
!620 = !{null, !132, !253, !126}
!621 = !DILocalVariable(name: "val", arg: 1, scope: !618, file: !101, line: 110, type: !132)
!622 = !DILocation(line: 110, column: 27, scope: !618)
!623 = !DILocalVariable(name: "vname", arg: 2, scope: !618, file: !101, line: 110, type: !253)
!624 = !DILocation(line: 110, column: 38, scope: !618)
!625 = !DILocalVariable(name: "flag", arg: 3, scope: !618, file: !101, line: 110, type: !126)
!626 = !DILocation(line: 110, column: 49, scope: !618)
!627 = !DILocation(line: 112, column: 15, scope: !618)
!628 = !DILocation(line: 112, column: 2, scope: !618)
!629 = !DILocation(line: 113, column: 6, scope: !630)
!630 = distinct !DILexicalBlock(scope: !618, file: !101, line: 113, column: 6)
!631 = !DILocation(line: 113, column: 6, scope: !618)
!632 = !DILocation(line: 114, column: 52, scope: !633)
!633 = distinct !DILexicalBlock(scope: !630, file: !101, line: 113, column: 12)
!634 = !DILocation(line: 114, column: 59, scope: !633)
!635 = !DILocation(line: 114, column: 73, scope: !633)
!636 = !DILocation(line: 114, column: 5, scope: !633)
!637 = !DILocation(line: 115, column: 2, scope: !633)
!638 = !DILocation(line: 116, column: 1, scope: !618)
!639 = distinct !DISubprogram(name: "platform_main_end", scope: !235, file: !235, line: 49, type: !640, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !254)
!640 = !DISubroutineType(types: !641)
!641 = !{null, !103, !126}
!642 = !DILocalVariable(name: "crc", arg: 1, scope: !639, file: !235, line: 49, type: !103)
!643 = !DILocation(line: 49, column: 28, scope: !639)
!644 = !DILocalVariable(name: "flag", arg: 2, scope: !639, file: !235, line: 49, type: !126)
!645 = !DILocation(line: 49, column: 37, scope: !639)
!646 = !DILocation(line: 56, column: 29, scope: !639)
!647 = !DILocation(line: 56, column: 2, scope: !639)
!648 = !DILocation(line: 120, column: 1, scope: !639)
!649 = distinct !DISubprogram(name: "safe_mod_func_int16_t_s_s", scope: !650, file: !650, line: 200, type: !651, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !254)
!650 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!651 = !DISubroutineType(types: !652)
!652 = !{!128, !128, !128}
!653 = !DILocalVariable(name: "si1", arg: 1, scope: !649, file: !650, line: 200, type: !128)
!654 = !DILocation(line: 200, column: 41, scope: !649)
!655 = !DILocalVariable(name: "si2", arg: 2, scope: !649, file: !650, line: 200, type: !128)
!656 = !DILocation(line: 200, column: 54, scope: !649)
!657 = !DILocation(line: 205, column: 7, scope: !649)
!658 = !DILocation(line: 205, column: 11, scope: !649)
!659 = !DILocation(line: 205, column: 17, scope: !649)
!660 = !DILocation(line: 205, column: 22, scope: !649)
!661 = !DILocation(line: 205, column: 26, scope: !649)
!662 = !DILocation(line: 205, column: 40, scope: !649)
!663 = !DILocation(line: 205, column: 44, scope: !649)
!664 = !DILocation(line: 205, column: 48, scope: !649)
!665 = !DILocation(line: 205, column: 5, scope: !649)
!666 = !DILocation(line: 206, column: 6, scope: !649)
!667 = !DILocation(line: 206, column: 5, scope: !649)
!668 = !DILocation(line: 208, column: 6, scope: !649)
!669 = !DILocation(line: 208, column: 12, scope: !649)
!670 = !DILocation(line: 208, column: 10, scope: !649)
!671 = !DILocation(line: 203, column: 3, scope: !649)
!672 = distinct !DISubprogram(name: "safe_sub_func_int64_t_s_s", scope: !650, file: !650, line: 433, type: !673, scopeLine: 434, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !254)
!673 = !DISubroutineType(types: !674)
!674 = !{!188, !188, !188}
!675 = !DILocalVariable(name: "si1", arg: 1, scope: !672, file: !650, line: 433, type: !188)
!676 = !DILocation(line: 433, column: 41, scope: !672)
!677 = !DILocalVariable(name: "si2", arg: 2, scope: !672, file: !650, line: 433, type: !188)
!678 = !DILocation(line: 433, column: 54, scope: !672)
!679 = !DILocation(line: 439, column: 8, scope: !672)
!680 = !DILocation(line: 439, column: 12, scope: !672)
!681 = !DILocation(line: 439, column: 11, scope: !672)
!682 = !DILocation(line: 439, column: 22, scope: !672)
!683 = !DILocation(line: 439, column: 30, scope: !672)
!684 = !DILocation(line: 439, column: 34, scope: !672)
!685 = !DILocation(line: 439, column: 33, scope: !672)
!686 = !DILocation(line: 439, column: 39, scope: !672)
!687 = !DILocation(line: 439, column: 26, scope: !672)
!688 = !DILocation(line: 439, column: 56, scope: !672)
!689 = !DILocation(line: 439, column: 55, scope: !672)
!690 = !DILocation(line: 439, column: 61, scope: !672)
!691 = !DILocation(line: 439, column: 60, scope: !672)
!692 = !DILocation(line: 439, column: 17, scope: !672)
!693 = !DILocation(line: 439, column: 67, scope: !672)
!694 = !DILocation(line: 439, column: 5, scope: !672)
!695 = !DILocation(line: 440, column: 6, scope: !672)
!696 = !DILocation(line: 443, column: 6, scope: !672)
!697 = !DILocation(line: 443, column: 12, scope: !672)
!698 = !DILocation(line: 443, column: 10, scope: !672)
!699 = !DILocation(line: 436, column: 3, scope: !672)
!700 = distinct !DISubprogram(name: "safe_rshift_func_uint8_t_u_u", scope: !650, file: !650, line: 627, type: !701, scopeLine: 628, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !254)
!701 = !DISubroutineType(types: !702)
!702 = !{!136, !136, !11}
!703 = !DILocalVariable(name: "left", arg: 1, scope: !700, file: !650, line: 627, type: !136)
!704 = !DILocation(line: 627, column: 44, scope: !700)
!705 = !DILocalVariable(name: "right", arg: 2, scope: !700, file: !650, line: 627, type: !11)
!706 = !DILocation(line: 627, column: 63, scope: !700)
!707 = !DILocation(line: 632, column: 21, scope: !700)
!708 = !DILocation(line: 632, column: 28, scope: !700)
!709 = !DILocation(line: 632, column: 5, scope: !700)
!710 = !DILocation(line: 633, column: 6, scope: !700)
!711 = !DILocation(line: 633, column: 5, scope: !700)
!712 = !DILocation(line: 635, column: 6, scope: !700)
!713 = !DILocation(line: 635, column: 29, scope: !700)
!714 = !DILocation(line: 635, column: 11, scope: !700)
!715 = !DILocation(line: 630, column: 3, scope: !700)
!716 = distinct !DISubprogram(name: "safe_div_func_uint64_t_u_u", scope: !650, file: !650, line: 886, type: !717, scopeLine: 887, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !254)
!717 = !DISubroutineType(types: !718)
!718 = !{!132, !132, !132}
!719 = !DILocalVariable(name: "ui1", arg: 1, scope: !716, file: !650, line: 886, type: !132)
!720 = !DILocation(line: 886, column: 43, scope: !716)
!721 = !DILocalVariable(name: "ui2", arg: 2, scope: !716, file: !650, line: 886, type: !132)
!722 = !DILocation(line: 886, column: 57, scope: !716)
!723 = !DILocation(line: 891, column: 6, scope: !716)
!724 = !DILocation(line: 891, column: 10, scope: !716)
!725 = !DILocation(line: 891, column: 5, scope: !716)
!726 = !DILocation(line: 892, column: 6, scope: !716)
!727 = !DILocation(line: 894, column: 6, scope: !716)
!728 = !DILocation(line: 894, column: 12, scope: !716)
!729 = !DILocation(line: 894, column: 10, scope: !716)
!730 = !DILocation(line: 889, column: 3, scope: !716)
!731 = distinct !DISubprogram(name: "safe_sub_func_int32_t_s_s", scope: !650, file: !650, line: 302, type: !732, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !254)
!732 = !DISubroutineType(types: !733)
!733 = !{!124, !124, !124}
!734 = !DILocalVariable(name: "si1", arg: 1, scope: !731, file: !650, line: 302, type: !124)
!735 = !DILocation(line: 302, column: 41, scope: !731)
!736 = !DILocalVariable(name: "si2", arg: 2, scope: !731, file: !650, line: 302, type: !124)
!737 = !DILocation(line: 302, column: 54, scope: !731)
!738 = !DILocation(line: 308, column: 8, scope: !731)
!739 = !DILocation(line: 308, column: 12, scope: !731)
!740 = !DILocation(line: 308, column: 11, scope: !731)
!741 = !DILocation(line: 308, column: 22, scope: !731)
!742 = !DILocation(line: 308, column: 30, scope: !731)
!743 = !DILocation(line: 308, column: 34, scope: !731)
!744 = !DILocation(line: 308, column: 33, scope: !731)
!745 = !DILocation(line: 308, column: 39, scope: !731)
!746 = !DILocation(line: 308, column: 26, scope: !731)
!747 = !DILocation(line: 308, column: 56, scope: !731)
!748 = !DILocation(line: 308, column: 55, scope: !731)
!749 = !DILocation(line: 308, column: 61, scope: !731)
!750 = !DILocation(line: 308, column: 60, scope: !731)
!751 = !DILocation(line: 308, column: 17, scope: !731)
!752 = !DILocation(line: 308, column: 67, scope: !731)
!753 = !DILocation(line: 308, column: 5, scope: !731)
!754 = !DILocation(line: 309, column: 6, scope: !731)
!755 = !DILocation(line: 312, column: 6, scope: !731)
!756 = !DILocation(line: 312, column: 12, scope: !731)
!757 = !DILocation(line: 312, column: 10, scope: !731)
!758 = !DILocation(line: 305, column: 3, scope: !731)
!759 = distinct !DISubprogram(name: "safe_lshift_func_uint8_t_u_u", scope: !650, file: !650, line: 603, type: !701, scopeLine: 604, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !254)
!760 = !DILocalVariable(name: "left", arg: 1, scope: !759, file: !650, line: 603, type: !136)
!761 = !DILocation(line: 603, column: 44, scope: !759)
!762 = !DILocalVariable(name: "right", arg: 2, scope: !759, file: !650, line: 603, type: !11)
!763 = !DILocation(line: 603, column: 63, scope: !759)
!764 = !DILocation(line: 608, column: 22, scope: !759)
!765 = !DILocation(line: 608, column: 29, scope: !759)
!766 = !DILocation(line: 608, column: 36, scope: !759)
!767 = !DILocation(line: 608, column: 40, scope: !759)
!768 = !DILocation(line: 608, column: 76, scope: !759)
!769 = !DILocation(line: 608, column: 58, scope: !759)
!770 = !DILocation(line: 608, column: 45, scope: !759)
!771 = !DILocation(line: 608, column: 5, scope: !759)
!772 = !DILocation(line: 609, column: 6, scope: !759)
!773 = !DILocation(line: 609, column: 5, scope: !759)
!774 = !DILocation(line: 611, column: 6, scope: !759)
!775 = !DILocation(line: 611, column: 29, scope: !759)
!776 = !DILocation(line: 611, column: 11, scope: !759)
!777 = !DILocation(line: 606, column: 3, scope: !759)
!778 = distinct !DISubprogram(name: "safe_mod_func_uint32_t_u_u", scope: !650, file: !650, line: 771, type: !779, scopeLine: 772, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !254)
!779 = !DISubroutineType(types: !780)
!780 = !{!103, !103, !103}
!781 = !DILocalVariable(name: "ui1", arg: 1, scope: !778, file: !650, line: 771, type: !103)
!782 = !DILocation(line: 771, column: 43, scope: !778)
!783 = !DILocalVariable(name: "ui2", arg: 2, scope: !778, file: !650, line: 771, type: !103)
!784 = !DILocation(line: 771, column: 57, scope: !778)
!785 = !DILocation(line: 776, column: 6, scope: !778)
!786 = !DILocation(line: 776, column: 10, scope: !778)
!787 = !DILocation(line: 776, column: 5, scope: !778)
!788 = !DILocation(line: 777, column: 6, scope: !778)
!789 = !DILocation(line: 779, column: 6, scope: !778)
!790 = !DILocation(line: 779, column: 12, scope: !778)
!791 = !DILocation(line: 779, column: 10, scope: !778)
!792 = !DILocation(line: 774, column: 3, scope: !778)
!793 = distinct !DISubprogram(name: "safe_sub_func_uint16_t_u_u", scope: !650, file: !650, line: 655, type: !794, scopeLine: 656, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !254)
!794 = !DISubroutineType(types: !795)
!795 = !{!197, !197, !197}
!796 = !DILocalVariable(name: "ui1", arg: 1, scope: !793, file: !650, line: 655, type: !197)
!797 = !DILocation(line: 655, column: 43, scope: !793)
!798 = !DILocalVariable(name: "ui2", arg: 2, scope: !793, file: !650, line: 655, type: !197)
!799 = !DILocation(line: 655, column: 57, scope: !793)
!800 = !DILocation(line: 658, column: 10, scope: !793)
!801 = !DILocation(line: 658, column: 16, scope: !793)
!802 = !DILocation(line: 658, column: 14, scope: !793)
!803 = !DILocation(line: 658, column: 3, scope: !793)
!804 = distinct !DISubprogram(name: "safe_div_func_int64_t_s_s", scope: !650, file: !650, line: 473, type: !673, scopeLine: 474, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !254)
!805 = !DILocalVariable(name: "si1", arg: 1, scope: !804, file: !650, line: 473, type: !188)
!806 = !DILocation(line: 473, column: 41, scope: !804)
!807 = !DILocalVariable(name: "si2", arg: 2, scope: !804, file: !650, line: 473, type: !188)
!808 = !DILocation(line: 473, column: 54, scope: !804)
!809 = !DILocation(line: 478, column: 7, scope: !804)
!810 = !DILocation(line: 478, column: 11, scope: !804)
!811 = !DILocation(line: 478, column: 17, scope: !804)
!812 = !DILocation(line: 478, column: 22, scope: !804)
!813 = !DILocation(line: 478, column: 26, scope: !804)
!814 = !DILocation(line: 478, column: 40, scope: !804)
!815 = !DILocation(line: 478, column: 44, scope: !804)
!816 = !DILocation(line: 478, column: 48, scope: !804)
!817 = !DILocation(line: 478, column: 5, scope: !804)
!818 = !DILocation(line: 479, column: 6, scope: !804)
!819 = !DILocation(line: 481, column: 6, scope: !804)
!820 = !DILocation(line: 481, column: 12, scope: !804)
!821 = !DILocation(line: 481, column: 10, scope: !804)
!822 = !DILocation(line: 476, column: 3, scope: !804)
!823 = distinct !DISubprogram(name: "crc32_8bytes", scope: !101, file: !101, line: 97, type: !824, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !254)
!824 = !DISubroutineType(types: !825)
!825 = !{null, !132}
!826 = !DILocalVariable(name: "val", arg: 1, scope: !823, file: !101, line: 97, type: !132)
!827 = !DILocation(line: 97, column: 24, scope: !823)
!828 = !DILocation(line: 99, column: 15, scope: !823)
!829 = !DILocation(line: 99, column: 18, scope: !823)
!830 = !DILocation(line: 99, column: 23, scope: !823)
!831 = !DILocation(line: 99, column: 14, scope: !823)
!832 = !DILocation(line: 99, column: 2, scope: !823)
!833 = !DILocation(line: 100, column: 15, scope: !823)
!834 = !DILocation(line: 100, column: 18, scope: !823)
!835 = !DILocation(line: 100, column: 23, scope: !823)
!836 = !DILocation(line: 100, column: 14, scope: !823)
!837 = !DILocation(line: 100, column: 2, scope: !823)
!838 = !DILocation(line: 101, column: 15, scope: !823)
!839 = !DILocation(line: 101, column: 18, scope: !823)
!840 = !DILocation(line: 101, column: 24, scope: !823)
!841 = !DILocation(line: 101, column: 14, scope: !823)
!842 = !DILocation(line: 101, column: 2, scope: !823)
!843 = !DILocation(line: 102, column: 15, scope: !823)
!844 = !DILocation(line: 102, column: 18, scope: !823)
!845 = !DILocation(line: 102, column: 24, scope: !823)
!846 = !DILocation(line: 102, column: 14, scope: !823)
!847 = !DILocation(line: 102, column: 2, scope: !823)
!848 = !DILocation(line: 103, column: 15, scope: !823)
!849 = !DILocation(line: 103, column: 18, scope: !823)
!850 = !DILocation(line: 103, column: 24, scope: !823)
!851 = !DILocation(line: 103, column: 14, scope: !823)
!852 = !DILocation(line: 103, column: 2, scope: !823)
!853 = !DILocation(line: 104, column: 15, scope: !823)
!854 = !DILocation(line: 104, column: 18, scope: !823)
!855 = !DILocation(line: 104, column: 24, scope: !823)
!856 = !DILocation(line: 104, column: 14, scope: !823)
!857 = !DILocation(line: 104, column: 2, scope: !823)
!858 = !DILocation(line: 105, column: 15, scope: !823)
!859 = !DILocation(line: 105, column: 18, scope: !823)
!860 = !DILocation(line: 105, column: 24, scope: !823)
!861 = !DILocation(line: 105, column: 14, scope: !823)
!862 = !DILocation(line: 105, column: 2, scope: !823)
!863 = !DILocation(line: 106, column: 15, scope: !823)
!864 = !DILocation(line: 106, column: 18, scope: !823)
!865 = !DILocation(line: 106, column: 24, scope: !823)
!866 = !DILocation(line: 106, column: 14, scope: !823)
!867 = !DILocation(line: 106, column: 2, scope: !823)
!868 = !DILocation(line: 107, column: 1, scope: !823)
!869 = distinct !DISubprogram(name: "crc32_byte", scope: !101, file: !101, line: 71, type: !870, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !254)
!870 = !DISubroutineType(types: !871)
!871 = !{null, !136}
!872 = !DILocalVariable(name: "b", arg: 1, scope: !869, file: !101, line: 71, type: !136)
!873 = !DILocation(line: 71, column: 21, scope: !869)
!874 = !DILocation(line: 73, column: 5, scope: !869)
!875 = !DILocation(line: 73, column: 19, scope: !869)
!876 = !DILocation(line: 73, column: 25, scope: !869)
!877 = !DILocation(line: 74, column: 14, scope: !869)
!878 = !DILocation(line: 74, column: 30, scope: !869)
!879 = !DILocation(line: 74, column: 28, scope: !869)
!880 = !DILocation(line: 74, column: 33, scope: !869)
!881 = !DILocation(line: 74, column: 3, scope: !869)
!882 = !DILocation(line: 73, column: 39, scope: !869)
!883 = !DILocation(line: 72, column: 16, scope: !869)
!884 = !DILocation(line: 75, column: 1, scope: !869)
