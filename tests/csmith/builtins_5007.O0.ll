; ModuleID = 'builtins_5007.c'
source_filename = "builtins_5007.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.U0 = type { i32 }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"g_10\00", align 1, !dbg !7
@g_31 = internal global i32 -1, align 4, !dbg !12
@.str.2 = private unnamed_addr constant [5 x i8] c"g_31\00", align 1, !dbg !28
@g_32 = internal global i32 -5, align 4, !dbg !129
@.str.3 = private unnamed_addr constant [5 x i8] c"g_32\00", align 1, !dbg !30
@g_35 = internal global i32 -1872360092, align 4, !dbg !131
@.str.4 = private unnamed_addr constant [5 x i8] c"g_35\00", align 1, !dbg !32
@g_60 = internal global i64 7, align 8, !dbg !133
@.str.5 = private unnamed_addr constant [5 x i8] c"g_60\00", align 1, !dbg !34
@g_65 = internal global i8 37, align 1, !dbg !135
@.str.6 = private unnamed_addr constant [5 x i8] c"g_65\00", align 1, !dbg !36
@g_95 = internal global i32 -10, align 4, !dbg !140
@.str.7 = private unnamed_addr constant [5 x i8] c"g_95\00", align 1, !dbg !38
@g_96 = internal global i64 -3993767615031144130, align 8, !dbg !142
@.str.8 = private unnamed_addr constant [5 x i8] c"g_96\00", align 1, !dbg !40
@g_108 = internal global %union.U0 { i32 2075786948 }, align 4, !dbg !145
@.str.9 = private unnamed_addr constant [9 x i8] c"g_108.f0\00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [9 x i8] c"g_108.f1\00", align 1, !dbg !47
@.str.11 = private unnamed_addr constant [9 x i8] c"g_108.f2\00", align 1, !dbg !49
@g_126 = internal global i32 -1744328988, align 4, !dbg !155
@.str.12 = private unnamed_addr constant [6 x i8] c"g_126\00", align 1, !dbg !51
@g_145 = internal global i32 -4, align 4, !dbg !157
@.str.13 = private unnamed_addr constant [6 x i8] c"g_145\00", align 1, !dbg !56
@g_148 = internal global [5 x [5 x i16]] [[5 x i16] [i16 6, i16 6, i16 6, i16 6, i16 6], [5 x i16] [i16 -31073, i16 -31073, i16 -31073, i16 -31073, i16 -31073], [5 x i16] [i16 6, i16 6, i16 6, i16 6, i16 6], [5 x i16] [i16 -31073, i16 -31073, i16 -31073, i16 -31073, i16 -31073], [5 x i16] [i16 6, i16 6, i16 6, i16 6, i16 6]], align 16, !dbg !159
@.str.14 = private unnamed_addr constant [12 x i8] c"g_148[i][j]\00", align 1, !dbg !58
@.str.15 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !63
@g_157 = internal global i8 70, align 1, !dbg !163
@.str.16 = private unnamed_addr constant [6 x i8] c"g_157\00", align 1, !dbg !68
@g_160 = internal global i64 3836245874686260634, align 8, !dbg !168
@.str.17 = private unnamed_addr constant [6 x i8] c"g_160\00", align 1, !dbg !70
@g_164 = internal global i32 -656758932, align 4, !dbg !173
@.str.18 = private unnamed_addr constant [6 x i8] c"g_164\00", align 1, !dbg !72
@g_224 = internal global i64 -319848609688628031, align 8, !dbg !175
@.str.19 = private unnamed_addr constant [6 x i8] c"g_224\00", align 1, !dbg !74
@crc32_context = internal global i32 -1, align 4, !dbg !183
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !76
@__const.func_30.l_49 = private unnamed_addr constant [5 x [8 x i32]] [[8 x i32] [i32 -1940819406, i32 2, i32 2, i32 -1940819406, i32 -769569755, i32 -1940819406, i32 2, i32 2], [8 x i32] [i32 2, i32 -1, i32 -769569755, i32 -769569755, i32 -1, i32 -1940819406, i32 -1, i32 -769569755], [8 x i32] [i32 -1, i32 -1, i32 -1, i32 -1940819406, i32 -1940819406, i32 -1, i32 -1, i32 -1], [8 x i32] [i32 2, i32 -1940819406, i32 -769569755, i32 -1940819406, i32 2, i32 2, i32 -1940819406, i32 -769569755], [8 x i32] [i32 2, i32 2, i32 -1940819406, i32 -769569755, i32 -1940819406, i32 2, i32 2, i32 -1940819406]], align 16
@g_182 = internal global ptr @g_183, align 8, !dbg !100
@.str.20 = private unnamed_addr constant [11 x i8] c"l_226 == 0\00", align 1, !dbg !84
@.str.21 = private unnamed_addr constant [16 x i8] c"builtins_5007.c\00", align 1, !dbg !89
@__PRETTY_FUNCTION__.func_30 = private unnamed_addr constant [22 x i8] c"uint8_t func_30(void)\00", align 1, !dbg !94
@constinit = private constant [1 x [4 x ptr]] [[4 x ptr] [ptr null, ptr null, ptr @g_95, ptr null]], align 8
@constinit.22 = private constant [1 x [4 x ptr]] [[4 x ptr] [ptr null, ptr null, ptr @g_95, ptr null]], align 8
@constinit.23 = private constant [1 x [4 x ptr]] [[4 x ptr] [ptr null, ptr null, ptr @g_95, ptr null]], align 8
@g_130 = internal global ptr @g_131, align 8, !dbg !112
@g_230 = internal global ptr @g_131, align 8, !dbg !122
@g_183 = internal global ptr null, align 8, !dbg !110
@g_131 = internal global ptr null, align 8, !dbg !120
@.str.24 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !124
@.str.25 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !177

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !194 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !200, !DIExpression(), !201)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !202, !DIExpression(), !203)
    #dbg_declare(ptr %6, !204, !DIExpression(), !205)
    #dbg_declare(ptr %7, !206, !DIExpression(), !207)
    #dbg_declare(ptr %8, !208, !DIExpression(), !209)
  store i32 0, ptr %8, align 4, !dbg !209
  %9 = load i32, ptr %4, align 4, !dbg !210
  %10 = icmp eq i32 %9, 2, !dbg !212
  br i1 %10, label %11, label %18, !dbg !213

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8, !dbg !214
  %13 = getelementptr inbounds ptr, ptr %12, i64 1, !dbg !214
  %14 = load ptr, ptr %13, align 8, !dbg !214
  %15 = call i32 @strcmp(ptr noundef %14, ptr noundef @.str) #6, !dbg !215
  %16 = icmp eq i32 %15, 0, !dbg !216
  br i1 %16, label %17, label %18, !dbg !217

17:                                               ; preds = %11
  store i32 1, ptr %8, align 4, !dbg !218
  br label %18, !dbg !219

18:                                               ; preds = %17, %11, %2
  call void @platform_main_begin(), !dbg !220
  call void @crc32_gentab(), !dbg !221
  %19 = call zeroext i8 @func_30(), !dbg !222
  %20 = load i32, ptr %8, align 4, !dbg !223
  call void @transparent_crc(i64 noundef 1, ptr noundef @.str.1, i32 noundef %20), !dbg !224
  %21 = load volatile i32, ptr @g_31, align 4, !dbg !225
  %22 = sext i32 %21 to i64, !dbg !225
  %23 = load i32, ptr %8, align 4, !dbg !226
  call void @transparent_crc(i64 noundef %22, ptr noundef @.str.2, i32 noundef %23), !dbg !227
  %24 = load i32, ptr @g_32, align 4, !dbg !228
  %25 = sext i32 %24 to i64, !dbg !228
  %26 = load i32, ptr %8, align 4, !dbg !229
  call void @transparent_crc(i64 noundef %25, ptr noundef @.str.3, i32 noundef %26), !dbg !230
  %27 = load i32, ptr @g_35, align 4, !dbg !231
  %28 = sext i32 %27 to i64, !dbg !231
  %29 = load i32, ptr %8, align 4, !dbg !232
  call void @transparent_crc(i64 noundef %28, ptr noundef @.str.4, i32 noundef %29), !dbg !233
  %30 = load i64, ptr @g_60, align 8, !dbg !234
  %31 = load i32, ptr %8, align 4, !dbg !235
  call void @transparent_crc(i64 noundef %30, ptr noundef @.str.5, i32 noundef %31), !dbg !236
  %32 = load i8, ptr @g_65, align 1, !dbg !237
  %33 = sext i8 %32 to i64, !dbg !237
  %34 = load i32, ptr %8, align 4, !dbg !238
  call void @transparent_crc(i64 noundef %33, ptr noundef @.str.6, i32 noundef %34), !dbg !239
  %35 = load i32, ptr @g_95, align 4, !dbg !240
  %36 = sext i32 %35 to i64, !dbg !240
  %37 = load i32, ptr %8, align 4, !dbg !241
  call void @transparent_crc(i64 noundef %36, ptr noundef @.str.7, i32 noundef %37), !dbg !242
  %38 = load volatile i64, ptr @g_96, align 8, !dbg !243
  %39 = load i32, ptr %8, align 4, !dbg !244
  call void @transparent_crc(i64 noundef %38, ptr noundef @.str.8, i32 noundef %39), !dbg !245
  %40 = load volatile i32, ptr @g_108, align 4, !dbg !246
  %41 = zext i32 %40 to i64, !dbg !247
  %42 = load i32, ptr %8, align 4, !dbg !248
  call void @transparent_crc(i64 noundef %41, ptr noundef @.str.9, i32 noundef %42), !dbg !249
  %43 = load volatile i8, ptr @g_108, align 4, !dbg !250
  %44 = sext i8 %43 to i64, !dbg !251
  %45 = load i32, ptr %8, align 4, !dbg !252
  call void @transparent_crc(i64 noundef %44, ptr noundef @.str.10, i32 noundef %45), !dbg !253
  %46 = load volatile i32, ptr @g_108, align 4, !dbg !254
  %47 = sext i32 %46 to i64, !dbg !255
  %48 = load i32, ptr %8, align 4, !dbg !256
  call void @transparent_crc(i64 noundef %47, ptr noundef @.str.11, i32 noundef %48), !dbg !257
  %49 = load i32, ptr @g_126, align 4, !dbg !258
  %50 = sext i32 %49 to i64, !dbg !258
  %51 = load i32, ptr %8, align 4, !dbg !259
  call void @transparent_crc(i64 noundef %50, ptr noundef @.str.12, i32 noundef %51), !dbg !260
  %52 = load i32, ptr @g_145, align 4, !dbg !261
  %53 = sext i32 %52 to i64, !dbg !261
  %54 = load i32, ptr %8, align 4, !dbg !262
  call void @transparent_crc(i64 noundef %53, ptr noundef @.str.13, i32 noundef %54), !dbg !263
  store i32 0, ptr %6, align 4, !dbg !264
  br label %55, !dbg !266

55:                                               ; preds = %83, %18
  %56 = load i32, ptr %6, align 4, !dbg !267
  %57 = icmp slt i32 %56, 5, !dbg !269
  br i1 %57, label %58, label %86, !dbg !270

58:                                               ; preds = %55
  store i32 0, ptr %7, align 4, !dbg !271
  br label %59, !dbg !274

59:                                               ; preds = %79, %58
  %60 = load i32, ptr %7, align 4, !dbg !275
  %61 = icmp slt i32 %60, 5, !dbg !277
  br i1 %61, label %62, label %82, !dbg !278

62:                                               ; preds = %59
  %63 = load i32, ptr %6, align 4, !dbg !279
  %64 = sext i32 %63 to i64, !dbg !281
  %65 = getelementptr inbounds [5 x [5 x i16]], ptr @g_148, i64 0, i64 %64, !dbg !281
  %66 = load i32, ptr %7, align 4, !dbg !282
  %67 = sext i32 %66 to i64, !dbg !281
  %68 = getelementptr inbounds [5 x i16], ptr %65, i64 0, i64 %67, !dbg !281
  %69 = load i16, ptr %68, align 2, !dbg !281
  %70 = zext i16 %69 to i64, !dbg !281
  %71 = load i32, ptr %8, align 4, !dbg !283
  call void @transparent_crc(i64 noundef %70, ptr noundef @.str.14, i32 noundef %71), !dbg !284
  %72 = load i32, ptr %8, align 4, !dbg !285
  %73 = icmp ne i32 %72, 0, !dbg !285
  br i1 %73, label %74, label %78, !dbg !287

74:                                               ; preds = %62
  %75 = load i32, ptr %6, align 4, !dbg !288
  %76 = load i32, ptr %7, align 4, !dbg !289
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %75, i32 noundef %76), !dbg !290
  br label %78, !dbg !290

78:                                               ; preds = %74, %62
  br label %79, !dbg !291

79:                                               ; preds = %78
  %80 = load i32, ptr %7, align 4, !dbg !292
  %81 = add nsw i32 %80, 1, !dbg !292
  store i32 %81, ptr %7, align 4, !dbg !292
  br label %59, !dbg !293, !llvm.loop !294

82:                                               ; preds = %59
  br label %83, !dbg !297

83:                                               ; preds = %82
  %84 = load i32, ptr %6, align 4, !dbg !298
  %85 = add nsw i32 %84, 1, !dbg !298
  store i32 %85, ptr %6, align 4, !dbg !298
  br label %55, !dbg !299, !llvm.loop !300

86:                                               ; preds = %55
  %87 = load i8, ptr @g_157, align 1, !dbg !302
  %88 = zext i8 %87 to i64, !dbg !302
  %89 = load i32, ptr %8, align 4, !dbg !303
  call void @transparent_crc(i64 noundef %88, ptr noundef @.str.16, i32 noundef %89), !dbg !304
  %90 = load i64, ptr @g_160, align 8, !dbg !305
  %91 = load i32, ptr %8, align 4, !dbg !306
  call void @transparent_crc(i64 noundef %90, ptr noundef @.str.17, i32 noundef %91), !dbg !307
  %92 = load i32, ptr @g_164, align 4, !dbg !308
  %93 = sext i32 %92 to i64, !dbg !308
  %94 = load i32, ptr %8, align 4, !dbg !309
  call void @transparent_crc(i64 noundef %93, ptr noundef @.str.18, i32 noundef %94), !dbg !310
  %95 = load i64, ptr @g_224, align 8, !dbg !311
  %96 = load i32, ptr %8, align 4, !dbg !312
  call void @transparent_crc(i64 noundef %95, ptr noundef @.str.19, i32 noundef %96), !dbg !313
  %97 = load i32, ptr @crc32_context, align 4, !dbg !314
  %98 = zext i32 %97 to i64, !dbg !314
  %99 = xor i64 %98, 4294967295, !dbg !315
  %100 = trunc i64 %99 to i32, !dbg !314
  %101 = load i32, ptr %8, align 4, !dbg !316
  call void @platform_main_end(i32 noundef %100, i32 noundef %101), !dbg !317
  ret i32 0, !dbg !318
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !319 {
  ret void, !dbg !322
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !323 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !324, !DIExpression(), !325)
    #dbg_declare(ptr %2, !326, !DIExpression(), !327)
  store i32 -306674912, ptr %2, align 4, !dbg !327
    #dbg_declare(ptr %3, !328, !DIExpression(), !329)
    #dbg_declare(ptr %4, !330, !DIExpression(), !331)
  store i32 0, ptr %3, align 4, !dbg !332
  br label %5, !dbg !334

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !335
  %7 = icmp slt i32 %6, 256, !dbg !337
  br i1 %7, label %8, label %36, !dbg !338

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !339
  store i32 %9, ptr %1, align 4, !dbg !341
  store i32 8, ptr %4, align 4, !dbg !342
  br label %10, !dbg !344

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !345
  %12 = icmp sgt i32 %11, 0, !dbg !347
  br i1 %12, label %13, label %28, !dbg !348

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !349
  %15 = and i32 %14, 1, !dbg !352
  %16 = icmp ne i32 %15, 0, !dbg !352
  br i1 %16, label %17, label %21, !dbg !353

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !354
  %19 = lshr i32 %18, 1, !dbg !356
  %20 = xor i32 %19, -306674912, !dbg !357
  store i32 %20, ptr %1, align 4, !dbg !358
  br label %24, !dbg !359

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !360
  %23 = lshr i32 %22, 1, !dbg !360
  store i32 %23, ptr %1, align 4, !dbg !360
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !362

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !363
  %27 = add nsw i32 %26, -1, !dbg !363
  store i32 %27, ptr %4, align 4, !dbg !363
  br label %10, !dbg !364, !llvm.loop !365

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !367
  %30 = load i32, ptr %3, align 4, !dbg !368
  %31 = sext i32 %30 to i64, !dbg !369
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !369
  store i32 %29, ptr %32, align 4, !dbg !370
  br label %33, !dbg !371

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !372
  %35 = add nsw i32 %34, 1, !dbg !372
  store i32 %35, ptr %3, align 4, !dbg !372
  br label %5, !dbg !373, !llvm.loop !374

36:                                               ; preds = %5
  ret void, !dbg !376
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @func_30() #0 !dbg !377 {
  %1 = alloca i8, align 1
  %2 = alloca [5 x [8 x i32]], align 16
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i16, align 2
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i16, align 2
  %16 = alloca ptr, align 8
  %17 = alloca i16, align 2
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca [2 x i32], align 4
  %21 = alloca ptr, align 8
  %22 = alloca i8, align 1
  %23 = alloca ptr, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  %27 = alloca i32, align 4
  %28 = alloca [9 x [1 x [4 x ptr]]], align 16
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
    #dbg_declare(ptr %2, !380, !DIExpression(), !384)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.func_30.l_49, i64 160, i1 false), !dbg !384
    #dbg_declare(ptr %3, !385, !DIExpression(), !386)
  store i32 -1, ptr %3, align 4, !dbg !386
    #dbg_declare(ptr %4, !387, !DIExpression(), !391)
  store ptr null, ptr %4, align 8, !dbg !391
    #dbg_declare(ptr %5, !392, !DIExpression(), !396)
  store i16 1, ptr %5, align 2, !dbg !396
    #dbg_declare(ptr %6, !397, !DIExpression(), !398)
  store i32 -1214397003, ptr %6, align 4, !dbg !398
    #dbg_declare(ptr %7, !399, !DIExpression(), !400)
    #dbg_declare(ptr %8, !401, !DIExpression(), !402)
  store i32 22, ptr @g_32, align 4, !dbg !403
  br label %32, !dbg !405

32:                                               ; preds = %179, %0
  %33 = load i32, ptr @g_32, align 4, !dbg !406
  %34 = icmp ne i32 %33, 25, !dbg !408
  br i1 %34, label %35, label %182, !dbg !409

35:                                               ; preds = %32
    #dbg_declare(ptr %9, !410, !DIExpression(), !412)
  store i16 14498, ptr %9, align 2, !dbg !412
    #dbg_declare(ptr %10, !413, !DIExpression(), !414)
  store ptr @g_126, ptr %10, align 8, !dbg !414
    #dbg_declare(ptr %11, !415, !DIExpression(), !416)
  store ptr getelementptr inbounds ([5 x i16], ptr @g_148, i64 0, i64 4), ptr %11, align 8, !dbg !416
    #dbg_declare(ptr %12, !417, !DIExpression(), !418)
  store i64 1, ptr %12, align 8, !dbg !418
    #dbg_declare(ptr %13, !419, !DIExpression(), !421)
  store ptr @g_157, ptr %13, align 8, !dbg !421
    #dbg_declare(ptr %14, !422, !DIExpression(), !423)
  store i32 3, ptr %14, align 4, !dbg !423
    #dbg_declare(ptr %15, !424, !DIExpression(), !425)
  store i16 -30311, ptr %15, align 2, !dbg !425
    #dbg_declare(ptr %16, !426, !DIExpression(), !427)
  store ptr @g_224, ptr %16, align 8, !dbg !427
    #dbg_declare(ptr %17, !428, !DIExpression(), !430)
  store i16 -1, ptr %17, align 2, !dbg !430
    #dbg_declare(ptr %18, !431, !DIExpression(), !432)
  store ptr @g_35, ptr %18, align 8, !dbg !432
    #dbg_declare(ptr %19, !433, !DIExpression(), !434)
  store ptr %18, ptr %19, align 8, !dbg !434
  store i32 0, ptr @g_35, align 4, !dbg !435
  br label %36, !dbg !437

36:                                               ; preds = %51, %35
  %37 = load i32, ptr @g_35, align 4, !dbg !438
  %38 = icmp sge i32 %37, -9, !dbg !440
  br i1 %38, label %39, label %54, !dbg !441

39:                                               ; preds = %36
    #dbg_declare(ptr %20, !442, !DIExpression(), !445)
    #dbg_declare(ptr %21, !446, !DIExpression(), !447)
  store ptr getelementptr inbounds ([5 x i16], ptr getelementptr inbounds ([5 x [5 x i16]], ptr @g_148, i64 0, i64 3), i64 0, i64 4), ptr %21, align 8, !dbg !447
    #dbg_declare(ptr %22, !448, !DIExpression(), !449)
  store i8 -1, ptr %22, align 1, !dbg !449
    #dbg_declare(ptr %23, !450, !DIExpression(), !451)
  store ptr @g_157, ptr %23, align 8, !dbg !451
    #dbg_declare(ptr %24, !452, !DIExpression(), !453)
  store i32 -351498849, ptr %24, align 4, !dbg !453
    #dbg_declare(ptr %25, !454, !DIExpression(), !455)
  store i32 285522561, ptr %25, align 4, !dbg !455
    #dbg_declare(ptr %26, !456, !DIExpression(), !457)
  store i64 8664761018962799216, ptr %26, align 8, !dbg !457
    #dbg_declare(ptr %27, !458, !DIExpression(), !459)
  store i32 0, ptr %27, align 4, !dbg !460
  br label %40, !dbg !462

40:                                               ; preds = %47, %39
  %41 = load i32, ptr %27, align 4, !dbg !463
  %42 = icmp slt i32 %41, 2, !dbg !465
  br i1 %42, label %43, label %50, !dbg !466

43:                                               ; preds = %40
  %44 = load i32, ptr %27, align 4, !dbg !467
  %45 = sext i32 %44 to i64, !dbg !468
  %46 = getelementptr inbounds [2 x i32], ptr %20, i64 0, i64 %45, !dbg !468
  store i32 480754753, ptr %46, align 4, !dbg !469
  br label %47, !dbg !468

47:                                               ; preds = %43
  %48 = load i32, ptr %27, align 4, !dbg !470
  %49 = add nsw i32 %48, 1, !dbg !470
  store i32 %49, ptr %27, align 4, !dbg !470
  br label %40, !dbg !471, !llvm.loop !472

50:                                               ; preds = %40
  br label %51, !dbg !474

51:                                               ; preds = %50
  %52 = load i32, ptr @g_35, align 4, !dbg !475
  %53 = add nsw i32 %52, -1, !dbg !475
  store i32 %53, ptr @g_35, align 4, !dbg !475
  br label %36, !dbg !476, !llvm.loop !477

54:                                               ; preds = %36
  %55 = load i16, ptr %15, align 2, !dbg !479
  %56 = sext i16 %55 to i32, !dbg !479
  %57 = load volatile ptr, ptr @g_182, align 8, !dbg !480
  %58 = load ptr, ptr %57, align 8, !dbg !481
  %59 = icmp eq ptr null, %58, !dbg !482
  %60 = zext i1 %59 to i32, !dbg !482
  %61 = sext i32 %60 to i64, !dbg !483
  %62 = and i64 %61, 1, !dbg !484
  %63 = getelementptr inbounds [5 x [8 x i32]], ptr %2, i64 0, i64 4, !dbg !485
  %64 = getelementptr inbounds [8 x i32], ptr %63, i64 0, i64 0, !dbg !485
  %65 = load i32, ptr %64, align 16, !dbg !485
  %66 = zext i32 %65 to i64, !dbg !485
  %67 = icmp ule i64 %62, %66, !dbg !486
  %68 = zext i1 %67 to i32, !dbg !486
  %69 = getelementptr inbounds [5 x [8 x i32]], ptr %2, i64 0, i64 3, !dbg !487
  %70 = getelementptr inbounds [8 x i32], ptr %69, i64 0, i64 6, !dbg !487
  %71 = load i32, ptr %70, align 8, !dbg !487
  %72 = icmp ule i32 %68, %71, !dbg !488
  %73 = zext i1 %72 to i32, !dbg !488
  %74 = trunc i32 %73 to i16, !dbg !489
  %75 = load i32, ptr @g_95, align 4, !dbg !490
  %76 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %74, i32 noundef %75), !dbg !491
  %77 = zext i16 %76 to i32, !dbg !492
  %78 = icmp sgt i32 %56, %77, !dbg !493
  %79 = zext i1 %78 to i32, !dbg !493
  %80 = load ptr, ptr %10, align 8, !dbg !494
  store i32 %79, ptr %80, align 4, !dbg !495
  br i1 %78, label %81, label %85, !dbg !496

81:                                               ; preds = %54
  %82 = load i16, ptr %5, align 2, !dbg !497
  %83 = sext i16 %82 to i32, !dbg !497
  %84 = icmp ne i32 %83, 0, !dbg !496
  br label %85

85:                                               ; preds = %81, %54
  %86 = phi i1 [ false, %54 ], [ %84, %81 ], !dbg !498
  %87 = zext i1 %86 to i32, !dbg !496
  %88 = sext i32 %87 to i64, !dbg !499
  %89 = load i64, ptr @g_60, align 8, !dbg !500
  %90 = icmp ule i64 %88, %89, !dbg !501
  %91 = zext i1 %90 to i32, !dbg !501
  %92 = sext i32 %91 to i64, !dbg !502
  %93 = load ptr, ptr %16, align 8, !dbg !503
  %94 = load i64, ptr %93, align 8, !dbg !504
  %95 = and i64 %94, %92, !dbg !504
  store i64 %95, ptr %93, align 8, !dbg !504
  %96 = icmp ne i64 %95, 1, !dbg !505
  br i1 %96, label %98, label %97, !dbg !506

97:                                               ; preds = %85
  br label %98, !dbg !506

98:                                               ; preds = %97, %85
  %99 = phi i1 [ true, %85 ], [ true, %97 ]
  %100 = zext i1 %99 to i32, !dbg !506
  %101 = trunc i32 %100 to i16, !dbg !507
  %102 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %101, i16 noundef zeroext 7), !dbg !508
  %103 = zext i16 %102 to i64, !dbg !509
  %104 = load i16, ptr %5, align 2, !dbg !510
  %105 = sext i16 %104 to i64, !dbg !510
  %106 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %103, i64 noundef %105), !dbg !511
  %107 = trunc i64 %106 to i32, !dbg !512
  %108 = load ptr, ptr %18, align 8, !dbg !513
  store i32 %107, ptr %108, align 4, !dbg !514
  %109 = icmp ne i32 %107, 0, !dbg !515
  %110 = zext i1 %109 to i32, !dbg !515
  %111 = trunc i32 %110 to i16, !dbg !516
  %112 = call signext i16 @safe_mod_func_int16_t_s_s(i16 noundef signext %111, i16 noundef signext -13402), !dbg !517
  %113 = sext i16 %112 to i64, !dbg !518
  %114 = and i64 %113, 1, !dbg !519
  %115 = getelementptr inbounds [5 x [8 x i32]], ptr %2, i64 0, i64 2, !dbg !520
  %116 = getelementptr inbounds [8 x i32], ptr %115, i64 0, i64 3, !dbg !520
  %117 = load i32, ptr %116, align 4, !dbg !520
  %118 = zext i32 %117 to i64, !dbg !520
  %119 = icmp eq i64 %114, %118, !dbg !521
  %120 = zext i1 %119 to i32, !dbg !521
  %121 = sext i32 %120 to i64, !dbg !522
  %122 = load i8, ptr @g_65, align 1, !dbg !523
  %123 = sext i8 %122 to i64, !dbg !523
  %124 = call i64 @safe_mod_func_uint64_t_u_u(i64 noundef %121, i64 noundef %123), !dbg !524
  %125 = getelementptr inbounds [5 x [8 x i32]], ptr %2, i64 0, i64 3, !dbg !525
  %126 = getelementptr inbounds [8 x i32], ptr %125, i64 0, i64 6, !dbg !525
  %127 = load i32, ptr %126, align 8, !dbg !525
  %128 = load ptr, ptr %19, align 8, !dbg !526
  store ptr null, ptr %128, align 8, !dbg !527
  %129 = load ptr, ptr %18, align 8, !dbg !528
  %130 = icmp eq ptr %129, null, !dbg !528
  br i1 %130, label %131, label %132, !dbg !531

131:                                              ; preds = %98
  br label %133, !dbg !531

132:                                              ; preds = %98
  call void @__assert_fail(ptr noundef @.str.20, ptr noundef @.str.21, i32 noundef 101, ptr noundef @__PRETTY_FUNCTION__.func_30) #7, !dbg !528
  unreachable, !dbg !528

133:                                              ; preds = %131
  store i32 0, ptr @g_95, align 4, !dbg !532
  br label %134, !dbg !534

134:                                              ; preds = %175, %133
  %135 = load i32, ptr @g_95, align 4, !dbg !535
  %136 = icmp sle i32 %135, 4, !dbg !537
  br i1 %136, label %137, label %178, !dbg !538

137:                                              ; preds = %134
    #dbg_declare(ptr %28, !539, !DIExpression(), !545)
  store ptr null, ptr %28, align 8, !dbg !546
  %138 = getelementptr inbounds ptr, ptr %28, i64 1, !dbg !546
  store ptr %3, ptr %138, align 8, !dbg !546
  %139 = getelementptr inbounds ptr, ptr %28, i64 2, !dbg !546
  store ptr %3, ptr %139, align 8, !dbg !546
  %140 = getelementptr inbounds ptr, ptr %28, i64 3, !dbg !546
  store ptr null, ptr %140, align 8, !dbg !546
  %141 = getelementptr inbounds [1 x [4 x ptr]], ptr %28, i64 1, !dbg !547
  store ptr %3, ptr %141, align 8, !dbg !548
  %142 = getelementptr inbounds ptr, ptr %141, i64 1, !dbg !548
  store ptr null, ptr %142, align 8, !dbg !548
  %143 = getelementptr inbounds ptr, ptr %141, i64 2, !dbg !548
  store ptr %3, ptr %143, align 8, !dbg !548
  %144 = getelementptr inbounds ptr, ptr %141, i64 3, !dbg !548
  store ptr %3, ptr %144, align 8, !dbg !548
  %145 = getelementptr inbounds [1 x [4 x ptr]], ptr %28, i64 2, !dbg !547
  call void @llvm.memset.p0.i64(ptr align 16 %145, i8 0, i64 32, i1 false), !dbg !547
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %145, ptr align 8 @constinit, i64 32, i1 false), !dbg !549
  %146 = getelementptr inbounds [1 x [4 x ptr]], ptr %28, i64 3, !dbg !547
  store ptr null, ptr %146, align 8, !dbg !550
  %147 = getelementptr inbounds ptr, ptr %146, i64 1, !dbg !550
  store ptr %3, ptr %147, align 8, !dbg !550
  %148 = getelementptr inbounds ptr, ptr %146, i64 2, !dbg !550
  store ptr %3, ptr %148, align 8, !dbg !550
  %149 = getelementptr inbounds ptr, ptr %146, i64 3, !dbg !550
  store ptr null, ptr %149, align 8, !dbg !550
  %150 = getelementptr inbounds [1 x [4 x ptr]], ptr %28, i64 4, !dbg !547
  store ptr %3, ptr %150, align 8, !dbg !551
  %151 = getelementptr inbounds ptr, ptr %150, i64 1, !dbg !551
  store ptr null, ptr %151, align 8, !dbg !551
  %152 = getelementptr inbounds ptr, ptr %150, i64 2, !dbg !551
  store ptr %3, ptr %152, align 8, !dbg !551
  %153 = getelementptr inbounds ptr, ptr %150, i64 3, !dbg !551
  store ptr %3, ptr %153, align 8, !dbg !551
  %154 = getelementptr inbounds [1 x [4 x ptr]], ptr %28, i64 5, !dbg !547
  call void @llvm.memset.p0.i64(ptr align 16 %154, i8 0, i64 32, i1 false), !dbg !547
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %154, ptr align 8 @constinit.22, i64 32, i1 false), !dbg !552
  %155 = getelementptr inbounds [1 x [4 x ptr]], ptr %28, i64 6, !dbg !547
  store ptr null, ptr %155, align 8, !dbg !553
  %156 = getelementptr inbounds ptr, ptr %155, i64 1, !dbg !553
  store ptr %3, ptr %156, align 8, !dbg !553
  %157 = getelementptr inbounds ptr, ptr %155, i64 2, !dbg !553
  store ptr %3, ptr %157, align 8, !dbg !553
  %158 = getelementptr inbounds ptr, ptr %155, i64 3, !dbg !553
  store ptr null, ptr %158, align 8, !dbg !553
  %159 = getelementptr inbounds [1 x [4 x ptr]], ptr %28, i64 7, !dbg !547
  store ptr %3, ptr %159, align 8, !dbg !554
  %160 = getelementptr inbounds ptr, ptr %159, i64 1, !dbg !554
  store ptr null, ptr %160, align 8, !dbg !554
  %161 = getelementptr inbounds ptr, ptr %159, i64 2, !dbg !554
  store ptr %3, ptr %161, align 8, !dbg !554
  %162 = getelementptr inbounds ptr, ptr %159, i64 3, !dbg !554
  store ptr %3, ptr %162, align 8, !dbg !554
  %163 = getelementptr inbounds [1 x [4 x ptr]], ptr %28, i64 8, !dbg !547
  call void @llvm.memset.p0.i64(ptr align 16 %163, i8 0, i64 32, i1 false), !dbg !547
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %163, ptr align 8 @constinit.23, i64 32, i1 false), !dbg !555
    #dbg_declare(ptr %29, !556, !DIExpression(), !557)
    #dbg_declare(ptr %30, !558, !DIExpression(), !559)
    #dbg_declare(ptr %31, !560, !DIExpression(), !561)
  %164 = load i32, ptr @g_95, align 4, !dbg !562
  %165 = sext i32 %164 to i64, !dbg !563
  %166 = getelementptr inbounds [5 x [5 x i16]], ptr @g_148, i64 0, i64 %165, !dbg !563
  %167 = load i32, ptr @g_95, align 4, !dbg !564
  %168 = sext i32 %167 to i64, !dbg !563
  %169 = getelementptr inbounds [5 x i16], ptr %166, i64 0, i64 %168, !dbg !563
  %170 = load i16, ptr %169, align 2, !dbg !563
  %171 = zext i16 %170 to i32, !dbg !563
  %172 = load ptr, ptr %10, align 8, !dbg !565
  store i32 %171, ptr %172, align 4, !dbg !566
  store i32 %171, ptr %6, align 4, !dbg !567
  %173 = load i16, ptr getelementptr inbounds ([5 x i16], ptr getelementptr inbounds ([5 x [5 x i16]], ptr @g_148, i64 0, i64 3), i64 0, i64 4), align 2, !dbg !568
  %174 = trunc i16 %173 to i8, !dbg !568
  store i8 %174, ptr %1, align 1, !dbg !569
  br label %190, !dbg !569

175:                                              ; No predecessors!
  %176 = load i32, ptr @g_95, align 4, !dbg !570
  %177 = add nsw i32 %176, 1, !dbg !570
  store i32 %177, ptr @g_95, align 4, !dbg !570
  br label %134, !dbg !571, !llvm.loop !572

178:                                              ; preds = %134
  br label %179, !dbg !574

179:                                              ; preds = %178
  %180 = load i32, ptr @g_32, align 4, !dbg !575
  %181 = add nsw i32 %180, 1, !dbg !575
  store i32 %181, ptr @g_32, align 4, !dbg !575
  br label %32, !dbg !576, !llvm.loop !577

182:                                              ; preds = %32
  %183 = load volatile ptr, ptr @g_130, align 8, !dbg !579
  %184 = load ptr, ptr %183, align 8, !dbg !580
  %185 = load volatile ptr, ptr @g_230, align 8, !dbg !581
  store ptr %184, ptr %185, align 8, !dbg !582
  %186 = getelementptr inbounds [5 x [8 x i32]], ptr %2, i64 0, i64 3, !dbg !583
  %187 = getelementptr inbounds [8 x i32], ptr %186, i64 0, i64 6, !dbg !583
  %188 = load i32, ptr %187, align 8, !dbg !583
  %189 = trunc i32 %188 to i8, !dbg !583
  store i8 %189, ptr %1, align 1, !dbg !584
  br label %190, !dbg !584

190:                                              ; preds = %182, %137
  %191 = load i8, ptr %1, align 1, !dbg !585
  ret i8 %191, !dbg !585
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !586 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !589, !DIExpression(), !590)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !591, !DIExpression(), !592)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !593, !DIExpression(), !594)
  %7 = load i64, ptr %4, align 8, !dbg !595
  call void @crc32_8bytes(i64 noundef %7), !dbg !596
  %8 = load i32, ptr %6, align 4, !dbg !597
  %9 = icmp ne i32 %8, 0, !dbg !597
  br i1 %9, label %10, label %16, !dbg !599

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !600
  %12 = load i32, ptr @crc32_context, align 4, !dbg !602
  %13 = zext i32 %12 to i64, !dbg !602
  %14 = xor i64 %13, 4294967295, !dbg !603
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, ptr noundef %11, i64 noundef %14), !dbg !604
  br label %16, !dbg !605

16:                                               ; preds = %10, %3
  ret void, !dbg !606
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !607 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !610, !DIExpression(), !611)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !612, !DIExpression(), !613)
  %5 = load i32, ptr %3, align 4, !dbg !614
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef %5), !dbg !615
  ret void, !dbg !616
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_mod_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !617 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !621, !DIExpression(), !622)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !623, !DIExpression(), !624)
  %5 = load i64, ptr %4, align 8, !dbg !625
  %6 = icmp eq i64 %5, 0, !dbg !626
  br i1 %6, label %7, label %9, !dbg !627

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !628
  br label %13, !dbg !627

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8, !dbg !629
  %11 = load i64, ptr %4, align 8, !dbg !630
  %12 = urem i64 %10, %11, !dbg !631
  br label %13, !dbg !627

13:                                               ; preds = %9, %7
  %14 = phi i64 [ %8, %7 ], [ %12, %9 ], !dbg !627
  ret i64 %14, !dbg !632
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_mod_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !633 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !636, !DIExpression(), !637)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !638, !DIExpression(), !639)
  %5 = load i16, ptr %4, align 2, !dbg !640
  %6 = sext i16 %5 to i32, !dbg !640
  %7 = icmp eq i32 %6, 0, !dbg !641
  br i1 %7, label %16, label %8, !dbg !642

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2, !dbg !643
  %10 = sext i16 %9 to i32, !dbg !643
  %11 = icmp eq i32 %10, -32768, !dbg !644
  br i1 %11, label %12, label %19, !dbg !645

12:                                               ; preds = %8
  %13 = load i16, ptr %4, align 2, !dbg !646
  %14 = sext i16 %13 to i32, !dbg !646
  %15 = icmp eq i32 %14, -1, !dbg !647
  br i1 %15, label %16, label %19, !dbg !648

16:                                               ; preds = %12, %2
  %17 = load i16, ptr %3, align 2, !dbg !649
  %18 = sext i16 %17 to i32, !dbg !650
  br label %25, !dbg !648

19:                                               ; preds = %12, %8
  %20 = load i16, ptr %3, align 2, !dbg !651
  %21 = sext i16 %20 to i32, !dbg !651
  %22 = load i16, ptr %4, align 2, !dbg !652
  %23 = sext i16 %22 to i32, !dbg !652
  %24 = srem i32 %21, %23, !dbg !653
  br label %25, !dbg !648

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ], !dbg !648
  %27 = trunc i32 %26 to i16, !dbg !648
  ret i16 %27, !dbg !654
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_sub_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !655 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !658, !DIExpression(), !659)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !660, !DIExpression(), !661)
  %5 = load i64, ptr %3, align 8, !dbg !662
  %6 = load i64, ptr %4, align 8, !dbg !663
  %7 = xor i64 %5, %6, !dbg !664
  %8 = load i64, ptr %3, align 8, !dbg !665
  %9 = load i64, ptr %3, align 8, !dbg !666
  %10 = load i64, ptr %4, align 8, !dbg !667
  %11 = xor i64 %9, %10, !dbg !668
  %12 = and i64 %11, -9223372036854775808, !dbg !669
  %13 = xor i64 %8, %12, !dbg !670
  %14 = load i64, ptr %4, align 8, !dbg !671
  %15 = sub nsw i64 %13, %14, !dbg !672
  %16 = load i64, ptr %4, align 8, !dbg !673
  %17 = xor i64 %15, %16, !dbg !674
  %18 = and i64 %7, %17, !dbg !675
  %19 = icmp slt i64 %18, 0, !dbg !676
  br i1 %19, label %20, label %22, !dbg !677

20:                                               ; preds = %2
  %21 = load i64, ptr %3, align 8, !dbg !678
  br label %26, !dbg !677

22:                                               ; preds = %2
  %23 = load i64, ptr %3, align 8, !dbg !679
  %24 = load i64, ptr %4, align 8, !dbg !680
  %25 = sub nsw i64 %23, %24, !dbg !681
  br label %26, !dbg !677

26:                                               ; preds = %22, %20
  %27 = phi i64 [ %21, %20 ], [ %25, %22 ], !dbg !677
  ret i64 %27, !dbg !682
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !683 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !686, !DIExpression(), !687)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !688, !DIExpression(), !689)
  %5 = load i16, ptr %3, align 2, !dbg !690
  %6 = zext i16 %5 to i32, !dbg !691
  %7 = load i16, ptr %4, align 2, !dbg !692
  %8 = zext i16 %7 to i32, !dbg !693
  %9 = mul i32 %6, %8, !dbg !694
  %10 = trunc i32 %9 to i16, !dbg !695
  ret i16 %10, !dbg !696
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !697 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !700, !DIExpression(), !701)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !702, !DIExpression(), !703)
  %5 = load i32, ptr %4, align 4, !dbg !704
  %6 = icmp slt i32 %5, 0, !dbg !705
  br i1 %6, label %10, label %7, !dbg !706

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !707
  %9 = icmp sge i32 %8, 32, !dbg !708
  br i1 %9, label %10, label %13, !dbg !709

10:                                               ; preds = %7, %2
  %11 = load i16, ptr %3, align 2, !dbg !710
  %12 = zext i16 %11 to i32, !dbg !711
  br label %18, !dbg !709

13:                                               ; preds = %7
  %14 = load i16, ptr %3, align 2, !dbg !712
  %15 = zext i16 %14 to i32, !dbg !712
  %16 = load i32, ptr %4, align 4, !dbg !713
  %17 = ashr i32 %15, %16, !dbg !714
  br label %18, !dbg !709

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %17, %13 ], !dbg !709
  %20 = trunc i32 %19 to i16, !dbg !709
  ret i16 %20, !dbg !715
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !716 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !719, !DIExpression(), !720)
  %3 = load i64, ptr %2, align 8, !dbg !721
  %4 = lshr i64 %3, 0, !dbg !722
  %5 = and i64 %4, 255, !dbg !723
  %6 = trunc i64 %5 to i8, !dbg !724
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !725
  %7 = load i64, ptr %2, align 8, !dbg !726
  %8 = lshr i64 %7, 8, !dbg !727
  %9 = and i64 %8, 255, !dbg !728
  %10 = trunc i64 %9 to i8, !dbg !729
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !730
  %11 = load i64, ptr %2, align 8, !dbg !731
  %12 = lshr i64 %11, 16, !dbg !732
  %13 = and i64 %12, 255, !dbg !733
  %14 = trunc i64 %13 to i8, !dbg !734
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !735
  %15 = load i64, ptr %2, align 8, !dbg !736
  %16 = lshr i64 %15, 24, !dbg !737
  %17 = and i64 %16, 255, !dbg !738
  %18 = trunc i64 %17 to i8, !dbg !739
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !740
  %19 = load i64, ptr %2, align 8, !dbg !741
  %20 = lshr i64 %19, 32, !dbg !742
  %21 = and i64 %20, 255, !dbg !743
  %22 = trunc i64 %21 to i8, !dbg !744
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !745
  %23 = load i64, ptr %2, align 8, !dbg !746
  %24 = lshr i64 %23, 40, !dbg !747
  %25 = and i64 %24, 255, !dbg !748
  %26 = trunc i64 %25 to i8, !dbg !749
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !750
  %27 = load i64, ptr %2, align 8, !dbg !751
  %28 = lshr i64 %27, 48, !dbg !752
  %29 = and i64 %28, 255, !dbg !753
  %30 = trunc i64 %29 to i8, !dbg !754
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !755
  %31 = load i64, ptr %2, align 8, !dbg !756
  %32 = lshr i64 %31, 56, !dbg !757
  %33 = and i64 %32, 255, !dbg !758
  %34 = trunc i64 %33 to i8, !dbg !759
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !760
  ret void, !dbg !761
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !762 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !765, !DIExpression(), !766)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !767
  %4 = lshr i32 %3, 8, !dbg !768
  %5 = and i32 %4, 16777215, !dbg !769
  %6 = load i32, ptr @crc32_context, align 4, !dbg !770
  %7 = load i8, ptr %2, align 1, !dbg !771
  %8 = zext i8 %7 to i32, !dbg !771
  %9 = xor i32 %6, %8, !dbg !772
  %10 = and i32 %9, 255, !dbg !773
  %11 = zext i32 %10 to i64, !dbg !774
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !774
  %13 = load i32, ptr %12, align 4, !dbg !774
  %14 = xor i32 %5, %13, !dbg !775
  store i32 %14, ptr @crc32_context, align 4, !dbg !776
  ret void, !dbg !777
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!186, !187, !188, !189, !190, !191, !192}
!llvm.ident = !{!193}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 270, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "builtins_5007.c", directory: ".", checksumkind: CSK_MD5, checksum: "6f5bb4153e39cda62360bc35e4eb474d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 274, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "g_31", scope: !14, file: !2, line: 24, type: !185, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !19, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16, !17, !18}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!17 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!0, !20, !7, !28, !30, !32, !34, !36, !38, !40, !42, !47, !49, !51, !56, !58, !63, !68, !70, !72, !74, !76, !84, !89, !94, !100, !110, !112, !120, !122, !124, !12, !129, !131, !133, !135, !140, !142, !145, !155, !157, !159, !163, !168, !173, !175, !177, !183}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!21 = distinct !DIGlobalVariable(name: "g_10", scope: !14, file: !2, line: 23, type: !22, isLocal: true, isDefinition: true)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !24, line: 27, baseType: !25)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !26, line: 45, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!27 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 275, type: !9, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 276, type: !9, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 277, type: !9, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 278, type: !9, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 279, type: !9, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 280, type: !9, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 281, type: !9, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 282, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 9)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 283, type: !44, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 284, type: !44, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 285, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 6)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 286, type: !53, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 291, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 12)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 292, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 18)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 296, type: !53, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 297, type: !53, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 298, type: !53, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 299, type: !53, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !14, file: !78, line: 47, type: !79, isLocal: true, isDefinition: true)
!78 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 8192, elements: !82)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !24, line: 26, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !26, line: 42, baseType: !17)
!82 = !{!83}
!83 = !DISubrange(count: 256)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 11)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 16)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 176, elements: !98)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!98 = !{!99}
!99 = !DISubrange(count: 22)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(name: "g_182", scope: !14, file: !2, line: 46, type: !102, isLocal: true, isDefinition: true)
!102 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !24, line: 25, baseType: !108)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !26, line: 40, baseType: !109)
!109 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(name: "g_183", scope: !14, file: !2, line: 45, type: !104, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(name: "g_130", scope: !14, file: !2, line: 35, type: !114, isLocal: true, isDefinition: true)
!114 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !115)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !118, line: 26, baseType: !119)
!118 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !26, line: 41, baseType: !18)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(name: "g_131", scope: !14, file: !2, line: 34, type: !116, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(name: "g_230", scope: !14, file: !2, line: 50, type: !114, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !78, line: 114, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 36)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(name: "g_32", scope: !14, file: !2, line: 25, type: !117, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(name: "g_35", scope: !14, file: !2, line: 26, type: !117, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(name: "g_60", scope: !14, file: !2, line: 27, type: !23, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(name: "g_65", scope: !14, file: !2, line: 28, type: !137, isLocal: true, isDefinition: true)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !118, line: 24, baseType: !138)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !26, line: 37, baseType: !139)
!139 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(name: "g_95", scope: !14, file: !2, line: 30, type: !117, isLocal: true, isDefinition: true)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "g_96", scope: !14, file: !2, line: 31, type: !144, isLocal: true, isDefinition: true)
!144 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !23)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(name: "g_108", scope: !14, file: !2, line: 32, type: !147, isLocal: true, isDefinition: true)
!147 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !148)
!148 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U0", file: !2, line: 16, size: 32, elements: !149)
!149 = !{!150, !152, !154}
!150 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !148, file: !2, line: 17, baseType: !151, size: 32)
!151 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !148, file: !2, line: 18, baseType: !153, size: 8)
!153 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !137)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !148, file: !2, line: 19, baseType: !117, size: 32)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(name: "g_126", scope: !14, file: !2, line: 33, type: !117, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(name: "g_145", scope: !14, file: !2, line: 39, type: !117, isLocal: true, isDefinition: true)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(name: "g_148", scope: !14, file: !2, line: 40, type: !161, isLocal: true, isDefinition: true)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 400, elements: !162)
!162 = !{!11, !11}
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(name: "g_157", scope: !14, file: !2, line: 41, type: !165, isLocal: true, isDefinition: true)
!165 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !24, line: 24, baseType: !166)
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !26, line: 38, baseType: !167)
!167 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(name: "g_160", scope: !14, file: !2, line: 42, type: !170, isLocal: true, isDefinition: true)
!170 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !118, line: 27, baseType: !171)
!171 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !26, line: 44, baseType: !172)
!172 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(name: "g_164", scope: !14, file: !2, line: 43, type: !117, isLocal: true, isDefinition: true)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(name: "g_224", scope: !14, file: !2, line: 49, type: !23, isLocal: true, isDefinition: true)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(scope: null, file: !179, line: 56, type: !180, isLocal: true, isDefinition: true)
!179 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!180 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !181)
!181 = !{!182}
!182 = !DISubrange(count: 15)
!183 = !DIGlobalVariableExpression(var: !184, expr: !DIExpression())
!184 = distinct !DIGlobalVariable(name: "crc32_context", scope: !14, file: !78, line: 48, type: !80, isLocal: true, isDefinition: true)
!185 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !117)
!186 = !{i32 7, !"Dwarf Version", i32 5}
!187 = !{i32 2, !"Debug Info Version", i32 3}
!188 = !{i32 1, !"wchar_size", i32 4}
!189 = !{i32 8, !"PIC Level", i32 2}
!190 = !{i32 7, !"PIE Level", i32 2}
!191 = !{i32 7, !"uwtable", i32 2}
!192 = !{i32 7, !"frame-pointer", i32 2}
!193 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!194 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 266, type: !195, scopeLine: 267, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14, retainedNodes: !199)
!195 = !DISubroutineType(types: !196)
!196 = !{!18, !18, !197}
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!199 = !{}
!200 = !DILocalVariable(name: "argc", arg: 1, scope: !194, file: !2, line: 266, type: !18)
!201 = !DILocation(line: 266, column: 15, scope: !194)
!202 = !DILocalVariable(name: "argv", arg: 2, scope: !194, file: !2, line: 266, type: !197)
!203 = !DILocation(line: 266, column: 27, scope: !194)
!204 = !DILocalVariable(name: "i", scope: !194, file: !2, line: 268, type: !18)
!205 = !DILocation(line: 268, column: 9, scope: !194)
!206 = !DILocalVariable(name: "j", scope: !194, file: !2, line: 268, type: !18)
!207 = !DILocation(line: 268, column: 12, scope: !194)
!208 = !DILocalVariable(name: "print_hash_value", scope: !194, file: !2, line: 269, type: !18)
!209 = !DILocation(line: 269, column: 9, scope: !194)
!210 = !DILocation(line: 270, column: 9, scope: !211)
!211 = distinct !DILexicalBlock(scope: !194, file: !2, line: 270, column: 9)
!212 = !DILocation(line: 270, column: 14, scope: !211)
!213 = !DILocation(line: 270, column: 19, scope: !211)
!214 = !DILocation(line: 270, column: 29, scope: !211)
!215 = !DILocation(line: 270, column: 22, scope: !211)
!216 = !DILocation(line: 270, column: 43, scope: !211)
!217 = !DILocation(line: 270, column: 9, scope: !194)
!218 = !DILocation(line: 270, column: 66, scope: !211)
!219 = !DILocation(line: 270, column: 49, scope: !211)
!220 = !DILocation(line: 271, column: 5, scope: !194)
!221 = !DILocation(line: 272, column: 5, scope: !194)
!222 = !DILocation(line: 273, column: 5, scope: !194)
!223 = !DILocation(line: 274, column: 35, scope: !194)
!224 = !DILocation(line: 274, column: 5, scope: !194)
!225 = !DILocation(line: 275, column: 21, scope: !194)
!226 = !DILocation(line: 275, column: 35, scope: !194)
!227 = !DILocation(line: 275, column: 5, scope: !194)
!228 = !DILocation(line: 276, column: 21, scope: !194)
!229 = !DILocation(line: 276, column: 35, scope: !194)
!230 = !DILocation(line: 276, column: 5, scope: !194)
!231 = !DILocation(line: 277, column: 21, scope: !194)
!232 = !DILocation(line: 277, column: 35, scope: !194)
!233 = !DILocation(line: 277, column: 5, scope: !194)
!234 = !DILocation(line: 278, column: 21, scope: !194)
!235 = !DILocation(line: 278, column: 35, scope: !194)
!236 = !DILocation(line: 278, column: 5, scope: !194)
!237 = !DILocation(line: 279, column: 21, scope: !194)
!238 = !DILocation(line: 279, column: 35, scope: !194)
!239 = !DILocation(line: 279, column: 5, scope: !194)
!240 = !DILocation(line: 280, column: 21, scope: !194)
!241 = !DILocation(line: 280, column: 35, scope: !194)
!242 = !DILocation(line: 280, column: 5, scope: !194)
!243 = !DILocation(line: 281, column: 21, scope: !194)
!244 = !DILocation(line: 281, column: 35, scope: !194)
!245 = !DILocation(line: 281, column: 5, scope: !194)
!246 = !DILocation(line: 282, column: 27, scope: !194)
!247 = !DILocation(line: 282, column: 21, scope: !194)
!248 = !DILocation(line: 282, column: 43, scope: !194)
!249 = !DILocation(line: 282, column: 5, scope: !194)
!250 = !DILocation(line: 283, column: 27, scope: !194)
!251 = !DILocation(line: 283, column: 21, scope: !194)
!252 = !DILocation(line: 283, column: 43, scope: !194)
!253 = !DILocation(line: 283, column: 5, scope: !194)
!254 = !DILocation(line: 284, column: 27, scope: !194)
!255 = !DILocation(line: 284, column: 21, scope: !194)
!256 = !DILocation(line: 284, column: 43, scope: !194)
!257 = !DILocation(line: 284, column: 5, scope: !194)
!258 = !DILocation(line: 285, column: 21, scope: !194)
!259 = !DILocation(line: 285, column: 37, scope: !194)
!260 = !DILocation(line: 285, column: 5, scope: !194)
!261 = !DILocation(line: 286, column: 21, scope: !194)
!262 = !DILocation(line: 286, column: 37, scope: !194)
!263 = !DILocation(line: 286, column: 5, scope: !194)
!264 = !DILocation(line: 287, column: 12, scope: !265)
!265 = distinct !DILexicalBlock(scope: !194, file: !2, line: 287, column: 5)
!266 = !DILocation(line: 287, column: 10, scope: !265)
!267 = !DILocation(line: 287, column: 17, scope: !268)
!268 = distinct !DILexicalBlock(scope: !265, file: !2, line: 287, column: 5)
!269 = !DILocation(line: 287, column: 19, scope: !268)
!270 = !DILocation(line: 287, column: 5, scope: !265)
!271 = !DILocation(line: 289, column: 16, scope: !272)
!272 = distinct !DILexicalBlock(scope: !273, file: !2, line: 289, column: 9)
!273 = distinct !DILexicalBlock(scope: !268, file: !2, line: 288, column: 5)
!274 = !DILocation(line: 289, column: 14, scope: !272)
!275 = !DILocation(line: 289, column: 21, scope: !276)
!276 = distinct !DILexicalBlock(scope: !272, file: !2, line: 289, column: 9)
!277 = !DILocation(line: 289, column: 23, scope: !276)
!278 = !DILocation(line: 289, column: 9, scope: !272)
!279 = !DILocation(line: 291, column: 35, scope: !280)
!280 = distinct !DILexicalBlock(scope: !276, file: !2, line: 290, column: 9)
!281 = !DILocation(line: 291, column: 29, scope: !280)
!282 = !DILocation(line: 291, column: 38, scope: !280)
!283 = !DILocation(line: 291, column: 57, scope: !280)
!284 = !DILocation(line: 291, column: 13, scope: !280)
!285 = !DILocation(line: 292, column: 17, scope: !286)
!286 = distinct !DILexicalBlock(scope: !280, file: !2, line: 292, column: 17)
!287 = !DILocation(line: 292, column: 17, scope: !280)
!288 = !DILocation(line: 292, column: 64, scope: !286)
!289 = !DILocation(line: 292, column: 67, scope: !286)
!290 = !DILocation(line: 292, column: 35, scope: !286)
!291 = !DILocation(line: 294, column: 9, scope: !280)
!292 = !DILocation(line: 289, column: 29, scope: !276)
!293 = !DILocation(line: 289, column: 9, scope: !276)
!294 = distinct !{!294, !278, !295, !296}
!295 = !DILocation(line: 294, column: 9, scope: !272)
!296 = !{!"llvm.loop.mustprogress"}
!297 = !DILocation(line: 295, column: 5, scope: !273)
!298 = !DILocation(line: 287, column: 25, scope: !268)
!299 = !DILocation(line: 287, column: 5, scope: !268)
!300 = distinct !{!300, !270, !301, !296}
!301 = !DILocation(line: 295, column: 5, scope: !265)
!302 = !DILocation(line: 296, column: 21, scope: !194)
!303 = !DILocation(line: 296, column: 37, scope: !194)
!304 = !DILocation(line: 296, column: 5, scope: !194)
!305 = !DILocation(line: 297, column: 21, scope: !194)
!306 = !DILocation(line: 297, column: 37, scope: !194)
!307 = !DILocation(line: 297, column: 5, scope: !194)
!308 = !DILocation(line: 298, column: 21, scope: !194)
!309 = !DILocation(line: 298, column: 37, scope: !194)
!310 = !DILocation(line: 298, column: 5, scope: !194)
!311 = !DILocation(line: 299, column: 21, scope: !194)
!312 = !DILocation(line: 299, column: 37, scope: !194)
!313 = !DILocation(line: 299, column: 5, scope: !194)
!314 = !DILocation(line: 300, column: 23, scope: !194)
!315 = !DILocation(line: 300, column: 37, scope: !194)
!316 = !DILocation(line: 300, column: 53, scope: !194)
!317 = !DILocation(line: 300, column: 5, scope: !194)
!318 = !DILocation(line: 301, column: 5, scope: !194)
!319 = distinct !DISubprogram(name: "platform_main_begin", scope: !179, file: !179, line: 43, type: !320, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14)
!320 = !DISubroutineType(types: !321)
!321 = !{null}
!322 = !DILocation(line: 46, column: 1, scope: !319)
!323 = distinct !DISubprogram(name: "crc32_gentab", scope: !78, file: !78, line: 51, type: !320, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !199)
!324 = !DILocalVariable(name: "crc", scope: !323, file: !78, line: 53, type: !80)
!325 = !DILocation(line: 53, column: 11, scope: !323)
!326 = !DILocalVariable(name: "poly", scope: !323, file: !78, line: 54, type: !151)
!327 = !DILocation(line: 54, column: 17, scope: !323)
!328 = !DILocalVariable(name: "i", scope: !323, file: !78, line: 55, type: !18)
!329 = !DILocation(line: 55, column: 6, scope: !323)
!330 = !DILocalVariable(name: "j", scope: !323, file: !78, line: 55, type: !18)
!331 = !DILocation(line: 55, column: 9, scope: !323)
!332 = !DILocation(line: 57, column: 9, scope: !333)
!333 = distinct !DILexicalBlock(scope: !323, file: !78, line: 57, column: 2)
!334 = !DILocation(line: 57, column: 7, scope: !333)
!335 = !DILocation(line: 57, column: 14, scope: !336)
!336 = distinct !DILexicalBlock(scope: !333, file: !78, line: 57, column: 2)
!337 = !DILocation(line: 57, column: 16, scope: !336)
!338 = !DILocation(line: 57, column: 2, scope: !333)
!339 = !DILocation(line: 58, column: 9, scope: !340)
!340 = distinct !DILexicalBlock(scope: !336, file: !78, line: 57, column: 28)
!341 = !DILocation(line: 58, column: 7, scope: !340)
!342 = !DILocation(line: 59, column: 10, scope: !343)
!343 = distinct !DILexicalBlock(scope: !340, file: !78, line: 59, column: 3)
!344 = !DILocation(line: 59, column: 8, scope: !343)
!345 = !DILocation(line: 59, column: 15, scope: !346)
!346 = distinct !DILexicalBlock(scope: !343, file: !78, line: 59, column: 3)
!347 = !DILocation(line: 59, column: 17, scope: !346)
!348 = !DILocation(line: 59, column: 3, scope: !343)
!349 = !DILocation(line: 60, column: 8, scope: !350)
!350 = distinct !DILexicalBlock(scope: !351, file: !78, line: 60, column: 8)
!351 = distinct !DILexicalBlock(scope: !346, file: !78, line: 59, column: 27)
!352 = !DILocation(line: 60, column: 12, scope: !350)
!353 = !DILocation(line: 60, column: 8, scope: !351)
!354 = !DILocation(line: 61, column: 12, scope: !355)
!355 = distinct !DILexicalBlock(scope: !350, file: !78, line: 60, column: 17)
!356 = !DILocation(line: 61, column: 16, scope: !355)
!357 = !DILocation(line: 61, column: 22, scope: !355)
!358 = !DILocation(line: 61, column: 9, scope: !355)
!359 = !DILocation(line: 62, column: 4, scope: !355)
!360 = !DILocation(line: 63, column: 9, scope: !361)
!361 = distinct !DILexicalBlock(scope: !350, file: !78, line: 62, column: 11)
!362 = !DILocation(line: 65, column: 3, scope: !351)
!363 = !DILocation(line: 59, column: 23, scope: !346)
!364 = !DILocation(line: 59, column: 3, scope: !346)
!365 = distinct !{!365, !348, !366, !296}
!366 = !DILocation(line: 65, column: 3, scope: !343)
!367 = !DILocation(line: 66, column: 18, scope: !340)
!368 = !DILocation(line: 66, column: 13, scope: !340)
!369 = !DILocation(line: 66, column: 3, scope: !340)
!370 = !DILocation(line: 66, column: 16, scope: !340)
!371 = !DILocation(line: 67, column: 2, scope: !340)
!372 = !DILocation(line: 57, column: 24, scope: !336)
!373 = !DILocation(line: 57, column: 2, scope: !336)
!374 = distinct !{!374, !338, !375, !296}
!375 = !DILocation(line: 67, column: 2, scope: !333)
!376 = !DILocation(line: 68, column: 1, scope: !323)
!377 = distinct !DISubprogram(name: "func_30", scope: !2, file: !2, line: 65, type: !378, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !199)
!378 = !DISubroutineType(types: !379)
!379 = !{!165}
!380 = !DILocalVariable(name: "l_49", scope: !377, file: !2, line: 67, type: !381)
!381 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 1280, elements: !382)
!382 = !{!11, !383}
!383 = !DISubrange(count: 8)
!384 = !DILocation(line: 67, column: 14, scope: !377)
!385 = !DILocalVariable(name: "l_158", scope: !377, file: !2, line: 68, type: !117)
!386 = !DILocation(line: 68, column: 13, scope: !377)
!387 = !DILocalVariable(name: "l_194", scope: !377, file: !2, line: 69, type: !388)
!388 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !389)
!389 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !390, size: 64)
!390 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!391 = !DILocation(line: 69, column: 23, scope: !377)
!392 = !DILocalVariable(name: "l_222", scope: !377, file: !2, line: 70, type: !393)
!393 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !118, line: 25, baseType: !394)
!394 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !26, line: 39, baseType: !395)
!395 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!396 = !DILocation(line: 70, column: 13, scope: !377)
!397 = !DILocalVariable(name: "l_229", scope: !377, file: !2, line: 71, type: !117)
!398 = !DILocation(line: 71, column: 13, scope: !377)
!399 = !DILocalVariable(name: "i", scope: !377, file: !2, line: 72, type: !18)
!400 = !DILocation(line: 72, column: 9, scope: !377)
!401 = !DILocalVariable(name: "j", scope: !377, file: !2, line: 72, type: !18)
!402 = !DILocation(line: 72, column: 12, scope: !377)
!403 = !DILocation(line: 73, column: 15, scope: !404)
!404 = distinct !DILexicalBlock(scope: !377, file: !2, line: 73, column: 5)
!405 = !DILocation(line: 73, column: 10, scope: !404)
!406 = !DILocation(line: 73, column: 22, scope: !407)
!407 = distinct !DILexicalBlock(scope: !404, file: !2, line: 73, column: 5)
!408 = !DILocation(line: 73, column: 27, scope: !407)
!409 = !DILocation(line: 73, column: 5, scope: !404)
!410 = !DILocalVariable(name: "l_146", scope: !411, file: !2, line: 75, type: !393)
!411 = distinct !DILexicalBlock(scope: !407, file: !2, line: 74, column: 5)
!412 = !DILocation(line: 75, column: 17, scope: !411)
!413 = !DILocalVariable(name: "l_149", scope: !411, file: !2, line: 76, type: !116)
!414 = !DILocation(line: 76, column: 18, scope: !411)
!415 = !DILocalVariable(name: "l_154", scope: !411, file: !2, line: 77, type: !106)
!416 = !DILocation(line: 77, column: 19, scope: !411)
!417 = !DILocalVariable(name: "l_178", scope: !411, file: !2, line: 78, type: !170)
!418 = !DILocation(line: 78, column: 17, scope: !411)
!419 = !DILocalVariable(name: "l_191", scope: !411, file: !2, line: 79, type: !420)
!420 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!421 = !DILocation(line: 79, column: 18, scope: !411)
!422 = !DILocalVariable(name: "l_203", scope: !411, file: !2, line: 80, type: !117)
!423 = !DILocation(line: 80, column: 17, scope: !411)
!424 = !DILocalVariable(name: "l_219", scope: !411, file: !2, line: 81, type: !393)
!425 = !DILocation(line: 81, column: 17, scope: !411)
!426 = !DILocalVariable(name: "l_223", scope: !411, file: !2, line: 82, type: !390)
!427 = !DILocation(line: 82, column: 19, scope: !411)
!428 = !DILocalVariable(name: "l_225", scope: !411, file: !2, line: 83, type: !429)
!429 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !107)
!430 = !DILocation(line: 83, column: 24, scope: !411)
!431 = !DILocalVariable(name: "l_226", scope: !411, file: !2, line: 84, type: !116)
!432 = !DILocation(line: 84, column: 18, scope: !411)
!433 = !DILocalVariable(name: "l_227", scope: !411, file: !2, line: 85, type: !115)
!434 = !DILocation(line: 85, column: 19, scope: !411)
!435 = !DILocation(line: 86, column: 19, scope: !436)
!436 = distinct !DILexicalBlock(scope: !411, file: !2, line: 86, column: 9)
!437 = !DILocation(line: 86, column: 14, scope: !436)
!438 = !DILocation(line: 86, column: 25, scope: !439)
!439 = distinct !DILexicalBlock(scope: !436, file: !2, line: 86, column: 9)
!440 = !DILocation(line: 86, column: 30, scope: !439)
!441 = !DILocation(line: 86, column: 9, scope: !436)
!442 = !DILocalVariable(name: "l_50", scope: !443, file: !2, line: 88, type: !444)
!443 = distinct !DILexicalBlock(scope: !439, file: !2, line: 87, column: 9)
!444 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 64, elements: !5)
!445 = !DILocation(line: 88, column: 22, scope: !443)
!446 = !DILocalVariable(name: "l_147", scope: !443, file: !2, line: 89, type: !106)
!447 = !DILocation(line: 89, column: 23, scope: !443)
!448 = !DILocalVariable(name: "l_179", scope: !443, file: !2, line: 90, type: !137)
!449 = !DILocation(line: 90, column: 20, scope: !443)
!450 = !DILocalVariable(name: "l_190", scope: !443, file: !2, line: 91, type: !420)
!451 = !DILocation(line: 91, column: 22, scope: !443)
!452 = !DILocalVariable(name: "l_204", scope: !443, file: !2, line: 92, type: !117)
!453 = !DILocation(line: 92, column: 21, scope: !443)
!454 = !DILocalVariable(name: "l_205", scope: !443, file: !2, line: 93, type: !117)
!455 = !DILocation(line: 93, column: 21, scope: !443)
!456 = !DILocalVariable(name: "l_206", scope: !443, file: !2, line: 94, type: !23)
!457 = !DILocation(line: 94, column: 22, scope: !443)
!458 = !DILocalVariable(name: "i", scope: !443, file: !2, line: 95, type: !18)
!459 = !DILocation(line: 95, column: 17, scope: !443)
!460 = !DILocation(line: 96, column: 20, scope: !461)
!461 = distinct !DILexicalBlock(scope: !443, file: !2, line: 96, column: 13)
!462 = !DILocation(line: 96, column: 18, scope: !461)
!463 = !DILocation(line: 96, column: 25, scope: !464)
!464 = distinct !DILexicalBlock(scope: !461, file: !2, line: 96, column: 13)
!465 = !DILocation(line: 96, column: 27, scope: !464)
!466 = !DILocation(line: 96, column: 13, scope: !461)
!467 = !DILocation(line: 97, column: 22, scope: !464)
!468 = !DILocation(line: 97, column: 17, scope: !464)
!469 = !DILocation(line: 97, column: 25, scope: !464)
!470 = !DILocation(line: 96, column: 33, scope: !464)
!471 = !DILocation(line: 96, column: 13, scope: !464)
!472 = distinct !{!472, !466, !473, !296}
!473 = !DILocation(line: 97, column: 27, scope: !461)
!474 = !DILocation(line: 98, column: 9, scope: !443)
!475 = !DILocation(line: 86, column: 44, scope: !439)
!476 = !DILocation(line: 86, column: 9, scope: !439)
!477 = distinct !{!477, !441, !478, !296}
!478 = !DILocation(line: 98, column: 9, scope: !436)
!479 = !DILocation(line: 99, column: 183, scope: !411)
!480 = !DILocation(line: 99, column: 240, scope: !411)
!481 = !DILocation(line: 99, column: 239, scope: !411)
!482 = !DILocation(line: 99, column: 235, scope: !411)
!483 = !DILocation(line: 99, column: 225, scope: !411)
!484 = !DILocation(line: 99, column: 248, scope: !411)
!485 = !DILocation(line: 99, column: 258, scope: !411)
!486 = !DILocation(line: 99, column: 255, scope: !411)
!487 = !DILocation(line: 99, column: 273, scope: !411)
!488 = !DILocation(line: 99, column: 270, scope: !411)
!489 = !DILocation(line: 99, column: 222, scope: !411)
!490 = !DILocation(line: 99, column: 286, scope: !411)
!491 = !DILocation(line: 99, column: 192, scope: !411)
!492 = !DILocation(line: 99, column: 191, scope: !411)
!493 = !DILocation(line: 99, column: 189, scope: !411)
!494 = !DILocation(line: 99, column: 173, scope: !411)
!495 = !DILocation(line: 99, column: 180, scope: !411)
!496 = !DILocation(line: 99, column: 295, scope: !411)
!497 = !DILocation(line: 99, column: 298, scope: !411)
!498 = !DILocation(line: 0, scope: !411)
!499 = !DILocation(line: 99, column: 169, scope: !411)
!500 = !DILocation(line: 99, column: 308, scope: !411)
!501 = !DILocation(line: 99, column: 305, scope: !411)
!502 = !DILocation(line: 99, column: 168, scope: !411)
!503 = !DILocation(line: 99, column: 158, scope: !411)
!504 = !DILocation(line: 99, column: 165, scope: !411)
!505 = !DILocation(line: 99, column: 315, scope: !411)
!506 = !DILocation(line: 99, column: 324, scope: !411)
!507 = !DILocation(line: 99, column: 153, scope: !411)
!508 = !DILocation(line: 99, column: 126, scope: !411)
!509 = !DILocation(line: 99, column: 125, scope: !411)
!510 = !DILocation(line: 99, column: 341, scope: !411)
!511 = !DILocation(line: 99, column: 99, scope: !411)
!512 = !DILocation(line: 99, column: 98, scope: !411)
!513 = !DILocation(line: 99, column: 89, scope: !411)
!514 = !DILocation(line: 99, column: 96, scope: !411)
!515 = !DILocation(line: 99, column: 83, scope: !411)
!516 = !DILocation(line: 99, column: 79, scope: !411)
!517 = !DILocation(line: 99, column: 53, scope: !411)
!518 = !DILocation(line: 99, column: 52, scope: !411)
!519 = !DILocation(line: 99, column: 362, scope: !411)
!520 = !DILocation(line: 99, column: 373, scope: !411)
!521 = !DILocation(line: 99, column: 370, scope: !411)
!522 = !DILocation(line: 99, column: 50, scope: !411)
!523 = !DILocation(line: 99, column: 386, scope: !411)
!524 = !DILocation(line: 99, column: 23, scope: !411)
!525 = !DILocation(line: 99, column: 395, scope: !411)
!526 = !DILocation(line: 99, column: 11, scope: !411)
!527 = !DILocation(line: 99, column: 18, scope: !411)
!528 = !DILocation(line: 101, column: 9, scope: !529)
!529 = distinct !DILexicalBlock(scope: !530, file: !2, line: 101, column: 9)
!530 = distinct !DILexicalBlock(scope: !411, file: !2, line: 101, column: 9)
!531 = !DILocation(line: 101, column: 9, scope: !530)
!532 = !DILocation(line: 102, column: 19, scope: !533)
!533 = distinct !DILexicalBlock(scope: !411, file: !2, line: 102, column: 9)
!534 = !DILocation(line: 102, column: 14, scope: !533)
!535 = !DILocation(line: 102, column: 25, scope: !536)
!536 = distinct !DILexicalBlock(scope: !533, file: !2, line: 102, column: 9)
!537 = !DILocation(line: 102, column: 30, scope: !536)
!538 = !DILocation(line: 102, column: 9, scope: !533)
!539 = !DILocalVariable(name: "l_228", scope: !540, file: !2, line: 104, type: !541)
!540 = distinct !DILexicalBlock(scope: !536, file: !2, line: 103, column: 9)
!541 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 2304, elements: !542)
!542 = !{!46, !543, !544}
!543 = !DISubrange(count: 1)
!544 = !DISubrange(count: 4)
!545 = !DILocation(line: 104, column: 22, scope: !540)
!546 = !DILocation(line: 104, column: 41, scope: !540)
!547 = !DILocation(line: 104, column: 39, scope: !540)
!548 = !DILocation(line: 104, column: 77, scope: !540)
!549 = !DILocation(line: 104, column: 110, scope: !540)
!550 = !DILocation(line: 104, column: 148, scope: !540)
!551 = !DILocation(line: 104, column: 184, scope: !540)
!552 = !DILocation(line: 104, column: 217, scope: !540)
!553 = !DILocation(line: 104, column: 255, scope: !540)
!554 = !DILocation(line: 104, column: 291, scope: !540)
!555 = !DILocation(line: 104, column: 324, scope: !540)
!556 = !DILocalVariable(name: "i", scope: !540, file: !2, line: 105, type: !18)
!557 = !DILocation(line: 105, column: 17, scope: !540)
!558 = !DILocalVariable(name: "j", scope: !540, file: !2, line: 105, type: !18)
!559 = !DILocation(line: 105, column: 20, scope: !540)
!560 = !DILocalVariable(name: "k", scope: !540, file: !2, line: 105, type: !18)
!561 = !DILocation(line: 105, column: 23, scope: !540)
!562 = !DILocation(line: 106, column: 39, scope: !540)
!563 = !DILocation(line: 106, column: 33, scope: !540)
!564 = !DILocation(line: 106, column: 45, scope: !540)
!565 = !DILocation(line: 106, column: 24, scope: !540)
!566 = !DILocation(line: 106, column: 31, scope: !540)
!567 = !DILocation(line: 106, column: 19, scope: !540)
!568 = !DILocation(line: 107, column: 20, scope: !540)
!569 = !DILocation(line: 107, column: 13, scope: !540)
!570 = !DILocation(line: 102, column: 42, scope: !536)
!571 = !DILocation(line: 102, column: 9, scope: !536)
!572 = distinct !{!572, !538, !573, !296}
!573 = !DILocation(line: 108, column: 9, scope: !533)
!574 = !DILocation(line: 109, column: 5, scope: !411)
!575 = !DILocation(line: 73, column: 39, scope: !407)
!576 = !DILocation(line: 73, column: 5, scope: !407)
!577 = distinct !{!577, !409, !578, !296}
!578 = !DILocation(line: 109, column: 5, scope: !404)
!579 = !DILocation(line: 110, column: 18, scope: !377)
!580 = !DILocation(line: 110, column: 17, scope: !377)
!581 = !DILocation(line: 110, column: 7, scope: !377)
!582 = !DILocation(line: 110, column: 14, scope: !377)
!583 = !DILocation(line: 111, column: 12, scope: !377)
!584 = !DILocation(line: 111, column: 5, scope: !377)
!585 = !DILocation(line: 112, column: 1, scope: !377)
!586 = distinct !DISubprogram(name: "transparent_crc", scope: !78, file: !78, line: 110, type: !587, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !199)
!587 = !DISubroutineType(types: !588)
!588 = !{null, !23, !198, !18}
!589 = !DILocalVariable(name: "val", arg: 1, scope: !586, file: !78, line: 110, type: !23)
!590 = !DILocation(line: 110, column: 27, scope: !586)
!591 = !DILocalVariable(name: "vname", arg: 2, scope: !586, file: !78, line: 110, type: !198)
!592 = !DILocation(line: 110, column: 38, scope: !586)
!593 = !DILocalVariable(name: "flag", arg: 3, scope: !586, file: !78, line: 110, type: !18)
!594 = !DILocation(line: 110, column: 49, scope: !586)
!595 = !DILocation(line: 112, column: 15, scope: !586)
!596 = !DILocation(line: 112, column: 2, scope: !586)
!597 = !DILocation(line: 113, column: 6, scope: !598)
!598 = distinct !DILexicalBlock(scope: !586, file: !78, line: 113, column: 6)
!599 = !DILocation(line: 113, column: 6, scope: !586)
!600 = !DILocation(line: 114, column: 52, scope: !601)
!601 = distinct !DILexicalBlock(scope: !598, file: !78, line: 113, column: 12)
!602 = !DILocation(line: 114, column: 59, scope: !601)
!603 = !DILocation(line: 114, column: 73, scope: !601)
!604 = !DILocation(line: 114, column: 5, scope: !601)
!605 = !DILocation(line: 115, column: 2, scope: !601)
!606 = !DILocation(line: 116, column: 1, scope: !586)
!607 = distinct !DISubprogram(name: "platform_main_end", scope: !179, file: !179, line: 49, type: !608, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !199)
!608 = !DISubroutineType(types: !609)
!609 = !{null, !80, !18}
!610 = !DILocalVariable(name: "crc", arg: 1, scope: !607, file: !179, line: 49, type: !80)
!611 = !DILocation(line: 49, column: 28, scope: !607)
!612 = !DILocalVariable(name: "flag", arg: 2, scope: !607, file: !179, line: 49, type: !18)
!613 = !DILocation(line: 49, column: 37, scope: !607)
!614 = !DILocation(line: 56, column: 29, scope: !607)
!615 = !DILocation(line: 56, column: 2, scope: !607)
!616 = !DILocation(line: 120, column: 1, scope: !607)
!617 = distinct !DISubprogram(name: "safe_mod_func_uint64_t_u_u", scope: !618, file: !618, line: 874, type: !619, scopeLine: 875, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !199)
!618 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!619 = !DISubroutineType(types: !620)
!620 = !{!23, !23, !23}
!621 = !DILocalVariable(name: "ui1", arg: 1, scope: !617, file: !618, line: 874, type: !23)
!622 = !DILocation(line: 874, column: 43, scope: !617)
!623 = !DILocalVariable(name: "ui2", arg: 2, scope: !617, file: !618, line: 874, type: !23)
!624 = !DILocation(line: 874, column: 57, scope: !617)
!625 = !DILocation(line: 879, column: 6, scope: !617)
!626 = !DILocation(line: 879, column: 10, scope: !617)
!627 = !DILocation(line: 879, column: 5, scope: !617)
!628 = !DILocation(line: 880, column: 6, scope: !617)
!629 = !DILocation(line: 882, column: 6, scope: !617)
!630 = !DILocation(line: 882, column: 12, scope: !617)
!631 = !DILocation(line: 882, column: 10, scope: !617)
!632 = !DILocation(line: 877, column: 3, scope: !617)
!633 = distinct !DISubprogram(name: "safe_mod_func_int16_t_s_s", scope: !618, file: !618, line: 200, type: !634, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !199)
!634 = !DISubroutineType(types: !635)
!635 = !{!393, !393, !393}
!636 = !DILocalVariable(name: "si1", arg: 1, scope: !633, file: !618, line: 200, type: !393)
!637 = !DILocation(line: 200, column: 41, scope: !633)
!638 = !DILocalVariable(name: "si2", arg: 2, scope: !633, file: !618, line: 200, type: !393)
!639 = !DILocation(line: 200, column: 54, scope: !633)
!640 = !DILocation(line: 205, column: 7, scope: !633)
!641 = !DILocation(line: 205, column: 11, scope: !633)
!642 = !DILocation(line: 205, column: 17, scope: !633)
!643 = !DILocation(line: 205, column: 22, scope: !633)
!644 = !DILocation(line: 205, column: 26, scope: !633)
!645 = !DILocation(line: 205, column: 40, scope: !633)
!646 = !DILocation(line: 205, column: 44, scope: !633)
!647 = !DILocation(line: 205, column: 48, scope: !633)
!648 = !DILocation(line: 205, column: 5, scope: !633)
!649 = !DILocation(line: 206, column: 6, scope: !633)
!650 = !DILocation(line: 206, column: 5, scope: !633)
!651 = !DILocation(line: 208, column: 6, scope: !633)
!652 = !DILocation(line: 208, column: 12, scope: !633)
!653 = !DILocation(line: 208, column: 10, scope: !633)
!654 = !DILocation(line: 203, column: 3, scope: !633)
!655 = distinct !DISubprogram(name: "safe_sub_func_int64_t_s_s", scope: !618, file: !618, line: 433, type: !656, scopeLine: 434, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !199)
!656 = !DISubroutineType(types: !657)
!657 = !{!170, !170, !170}
!658 = !DILocalVariable(name: "si1", arg: 1, scope: !655, file: !618, line: 433, type: !170)
!659 = !DILocation(line: 433, column: 41, scope: !655)
!660 = !DILocalVariable(name: "si2", arg: 2, scope: !655, file: !618, line: 433, type: !170)
!661 = !DILocation(line: 433, column: 54, scope: !655)
!662 = !DILocation(line: 439, column: 8, scope: !655)
!663 = !DILocation(line: 439, column: 12, scope: !655)
!664 = !DILocation(line: 439, column: 11, scope: !655)
!665 = !DILocation(line: 439, column: 22, scope: !655)
!666 = !DILocation(line: 439, column: 30, scope: !655)
!667 = !DILocation(line: 439, column: 34, scope: !655)
!668 = !DILocation(line: 439, column: 33, scope: !655)
!669 = !DILocation(line: 439, column: 39, scope: !655)
!670 = !DILocation(line: 439, column: 26, scope: !655)
!671 = !DILocation(line: 439, column: 56, scope: !655)
!672 = !DILocation(line: 439, column: 55, scope: !655)
!673 = !DILocation(line: 439, column: 61, scope: !655)
!674 = !DILocation(line: 439, column: 60, scope: !655)
!675 = !DILocation(line: 439, column: 17, scope: !655)
!676 = !DILocation(line: 439, column: 67, scope: !655)
!677 = !DILocation(line: 439, column: 5, scope: !655)
!678 = !DILocation(line: 440, column: 6, scope: !655)
!679 = !DILocation(line: 443, column: 6, scope: !655)
!680 = !DILocation(line: 443, column: 12, scope: !655)
!681 = !DILocation(line: 443, column: 10, scope: !655)
!682 = !DILocation(line: 436, column: 3, scope: !655)
!683 = distinct !DISubprogram(name: "safe_mul_func_uint16_t_u_u", scope: !618, file: !618, line: 662, type: !684, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !199)
!684 = !DISubroutineType(types: !685)
!685 = !{!107, !107, !107}
!686 = !DILocalVariable(name: "ui1", arg: 1, scope: !683, file: !618, line: 662, type: !107)
!687 = !DILocation(line: 662, column: 43, scope: !683)
!688 = !DILocalVariable(name: "ui2", arg: 2, scope: !683, file: !618, line: 662, type: !107)
!689 = !DILocation(line: 662, column: 57, scope: !683)
!690 = !DILocation(line: 665, column: 25, scope: !683)
!691 = !DILocation(line: 665, column: 11, scope: !683)
!692 = !DILocation(line: 665, column: 47, scope: !683)
!693 = !DILocation(line: 665, column: 33, scope: !683)
!694 = !DILocation(line: 665, column: 30, scope: !683)
!695 = !DILocation(line: 665, column: 10, scope: !683)
!696 = !DILocation(line: 665, column: 3, scope: !683)
!697 = distinct !DISubprogram(name: "safe_rshift_func_uint16_t_u_s", scope: !618, file: !618, line: 717, type: !698, scopeLine: 718, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !199)
!698 = !DISubroutineType(types: !699)
!699 = !{!107, !107, !18}
!700 = !DILocalVariable(name: "left", arg: 1, scope: !697, file: !618, line: 717, type: !107)
!701 = !DILocation(line: 717, column: 46, scope: !697)
!702 = !DILocalVariable(name: "right", arg: 2, scope: !697, file: !618, line: 717, type: !18)
!703 = !DILocation(line: 717, column: 56, scope: !697)
!704 = !DILocation(line: 722, column: 13, scope: !697)
!705 = !DILocation(line: 722, column: 20, scope: !697)
!706 = !DILocation(line: 722, column: 25, scope: !697)
!707 = !DILocation(line: 722, column: 35, scope: !697)
!708 = !DILocation(line: 722, column: 42, scope: !697)
!709 = !DILocation(line: 722, column: 5, scope: !697)
!710 = !DILocation(line: 723, column: 6, scope: !697)
!711 = !DILocation(line: 723, column: 5, scope: !697)
!712 = !DILocation(line: 725, column: 6, scope: !697)
!713 = !DILocation(line: 725, column: 20, scope: !697)
!714 = !DILocation(line: 725, column: 11, scope: !697)
!715 = !DILocation(line: 720, column: 3, scope: !697)
!716 = distinct !DISubprogram(name: "crc32_8bytes", scope: !78, file: !78, line: 97, type: !717, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !199)
!717 = !DISubroutineType(types: !718)
!718 = !{null, !23}
!719 = !DILocalVariable(name: "val", arg: 1, scope: !716, file: !78, line: 97, type: !23)
!720 = !DILocation(line: 97, column: 24, scope: !716)
!721 = !DILocation(line: 99, column: 15, scope: !716)
!722 = !DILocation(line: 99, column: 18, scope: !716)
!723 = !DILocation(line: 99, column: 23, scope: !716)
!724 = !DILocation(line: 99, column: 14, scope: !716)
!725 = !DILocation(line: 99, column: 2, scope: !716)
!726 = !DILocation(line: 100, column: 15, scope: !716)
!727 = !DILocation(line: 100, column: 18, scope: !716)
!728 = !DILocation(line: 100, column: 23, scope: !716)
!729 = !DILocation(line: 100, column: 14, scope: !716)
!730 = !DILocation(line: 100, column: 2, scope: !716)
!731 = !DILocation(line: 101, column: 15, scope: !716)
!732 = !DILocation(line: 101, column: 18, scope: !716)
!733 = !DILocation(line: 101, column: 24, scope: !716)
!734 = !DILocation(line: 101, column: 14, scope: !716)
!735 = !DILocation(line: 101, column: 2, scope: !716)
!736 = !DILocation(line: 102, column: 15, scope: !716)
!737 = !DILocation(line: 102, column: 18, scope: !716)
!738 = !DILocation(line: 102, column: 24, scope: !716)
!739 = !DILocation(line: 102, column: 14, scope: !716)
!740 = !DILocation(line: 102, column: 2, scope: !716)
!741 = !DILocation(line: 103, column: 15, scope: !716)
!742 = !DILocation(line: 103, column: 18, scope: !716)
!743 = !DILocation(line: 103, column: 24, scope: !716)
!744 = !DILocation(line: 103, column: 14, scope: !716)
!745 = !DILocation(line: 103, column: 2, scope: !716)
!746 = !DILocation(line: 104, column: 15, scope: !716)
!747 = !DILocation(line: 104, column: 18, scope: !716)
!748 = !DILocation(line: 104, column: 24, scope: !716)
!749 = !DILocation(line: 104, column: 14, scope: !716)
!750 = !DILocation(line: 104, column: 2, scope: !716)
!751 = !DILocation(line: 105, column: 15, scope: !716)
!752 = !DILocation(line: 105, column: 18, scope: !716)
!753 = !DILocation(line: 105, column: 24, scope: !716)
!754 = !DILocation(line: 105, column: 14, scope: !716)
!755 = !DILocation(line: 105, column: 2, scope: !716)
!756 = !DILocation(line: 106, column: 15, scope: !716)
!757 = !DILocation(line: 106, column: 18, scope: !716)
!758 = !DILocation(line: 106, column: 24, scope: !716)
!759 = !DILocation(line: 106, column: 14, scope: !716)
!760 = !DILocation(line: 106, column: 2, scope: !716)
!761 = !DILocation(line: 107, column: 1, scope: !716)
!762 = distinct !DISubprogram(name: "crc32_byte", scope: !78, file: !78, line: 71, type: !763, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !199)
!763 = !DISubroutineType(types: !764)
!764 = !{null, !165}
!765 = !DILocalVariable(name: "b", arg: 1, scope: !762, file: !78, line: 71, type: !165)
!766 = !DILocation(line: 71, column: 21, scope: !762)
!767 = !DILocation(line: 73, column: 5, scope: !762)
!768 = !DILocation(line: 73, column: 19, scope: !762)
!769 = !DILocation(line: 73, column: 25, scope: !762)
!770 = !DILocation(line: 74, column: 14, scope: !762)
!771 = !DILocation(line: 74, column: 30, scope: !762)
!772 = !DILocation(line: 74, column: 28, scope: !762)
!773 = !DILocation(line: 74, column: 33, scope: !762)
!774 = !DILocation(line: 74, column: 3, scope: !762)
!775 = !DILocation(line: 73, column: 39, scope: !762)
!776 = !DILocation(line: 72, column: 16, scope: !762)
!777 = !DILocation(line: 75, column: 1, scope: !762)
