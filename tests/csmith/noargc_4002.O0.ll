; ModuleID = 'noargc_4002.c'
source_filename = "noargc_4002.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g_2 = internal global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"g_2\00", align 1, !dbg !5
@g_3 = internal global [8 x i32] [i32 260683078, i32 1890414382, i32 260683078, i32 260683078, i32 1890414382, i32 260683078, i32 260683078, i32 1890414382], align 16, !dbg !102
@.str.1 = private unnamed_addr constant [7 x i8] c"g_3[i]\00", align 1, !dbg !11
@.str.2 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !16
@g_4 = internal global i32 855616396, align 4, !dbg !111
@.str.3 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1, !dbg !21
@g_7 = internal global [1 x i32] [i32 1], align 4, !dbg !113
@.str.4 = private unnamed_addr constant [7 x i8] c"g_7[i]\00", align 1, !dbg !23
@g_27 = internal global i32 -5, align 4, !dbg !118
@.str.5 = private unnamed_addr constant [5 x i8] c"g_27\00", align 1, !dbg !25
@g_43 = internal global i64 752981531222211749, align 8, !dbg !120
@.str.6 = private unnamed_addr constant [5 x i8] c"g_43\00", align 1, !dbg !30
@g_48 = internal global i8 49, align 1, !dbg !125
@.str.7 = private unnamed_addr constant [5 x i8] c"g_48\00", align 1, !dbg !32
@g_50 = internal global i8 -15, align 1, !dbg !130
@.str.8 = private unnamed_addr constant [5 x i8] c"g_50\00", align 1, !dbg !34
@g_55 = internal global [4 x [7 x i64]] [[7 x i64] [i64 2722678614308774868, i64 2722678614308774868, i64 3386649488028428204, i64 0, i64 1660778913801818611, i64 0, i64 3386649488028428204], [7 x i64] [i64 2722678614308774868, i64 2722678614308774868, i64 3386649488028428204, i64 0, i64 1660778913801818611, i64 0, i64 3386649488028428204], [7 x i64] [i64 2722678614308774868, i64 2722678614308774868, i64 3386649488028428204, i64 0, i64 1660778913801818611, i64 0, i64 3386649488028428204], [7 x i64] [i64 2722678614308774868, i64 2722678614308774868, i64 3386649488028428204, i64 0, i64 1660778913801818611, i64 0, i64 3386649488028428204]], align 16, !dbg !132
@.str.9 = private unnamed_addr constant [11 x i8] c"g_55[i][j]\00", align 1, !dbg !36
@.str.10 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !41
@g_57 = internal global i32 -8, align 4, !dbg !139
@.str.11 = private unnamed_addr constant [5 x i8] c"g_57\00", align 1, !dbg !46
@g_61 = internal global i16 -776, align 2, !dbg !141
@.str.12 = private unnamed_addr constant [5 x i8] c"g_61\00", align 1, !dbg !48
@g_102 = internal global [5 x [3 x [5 x i32]]] [[3 x [5 x i32]] [[5 x i32] [i32 -238328639, i32 -201130261, i32 -1, i32 -137484845, i32 370242534], [5 x i32] [i32 7, i32 -1808214339, i32 -1808214339, i32 7, i32 -783689372], [5 x i32] [i32 -1, i32 -137484845, i32 -238328639, i32 841992356, i32 263084020]], [3 x [5 x i32]] [[5 x i32] [i32 8, i32 7, i32 7, i32 8, i32 -783689372], [5 x i32] [i32 -1, i32 -137484845, i32 -238328639, i32 841992356, i32 263084020], [5 x i32] [i32 8, i32 7, i32 7, i32 8, i32 -783689372]], [3 x [5 x i32]] [[5 x i32] [i32 -1, i32 -137484845, i32 -238328639, i32 841992356, i32 263084020], [5 x i32] [i32 8, i32 7, i32 7, i32 8, i32 -783689372], [5 x i32] [i32 -1, i32 -137484845, i32 -238328639, i32 841992356, i32 263084020]], [3 x [5 x i32]] [[5 x i32] [i32 8, i32 7, i32 7, i32 8, i32 -783689372], [5 x i32] [i32 -1, i32 -137484845, i32 -238328639, i32 841992356, i32 263084020], [5 x i32] [i32 8, i32 7, i32 7, i32 8, i32 -783689372]], [3 x [5 x i32]] [[5 x i32] [i32 -1, i32 -137484845, i32 -238328639, i32 841992356, i32 263084020], [5 x i32] [i32 8, i32 7, i32 7, i32 8, i32 -783689372], [5 x i32] [i32 -1, i32 -137484845, i32 -238328639, i32 841992356, i32 263084020]]], align 16, !dbg !146
@.str.13 = private unnamed_addr constant [15 x i8] c"g_102[i][j][k]\00", align 1, !dbg !50
@.str.14 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !55
@g_105 = internal global i32 2, align 4, !dbg !151
@.str.15 = private unnamed_addr constant [6 x i8] c"g_105\00", align 1, !dbg !60
@g_111 = internal global i32 -337036061, align 4, !dbg !153
@.str.16 = private unnamed_addr constant [6 x i8] c"g_111\00", align 1, !dbg !65
@g_140 = internal global i8 11, align 1, !dbg !155
@.str.17 = private unnamed_addr constant [6 x i8] c"g_140\00", align 1, !dbg !67
@g_142 = internal global i16 27063, align 2, !dbg !157
@.str.18 = private unnamed_addr constant [6 x i8] c"g_142\00", align 1, !dbg !69
@g_154 = internal global [10 x [7 x [3 x i8]]] [[7 x [3 x i8]] [[3 x i8] c"q\08\01", [3 x i8] c"\07\01(", [3 x i8] c"K\B3\07", [3 x i8] c"\FF\FF+", [3 x i8] c"\07\CB\18", [3 x i8] c"\C0\F3h", [3 x i8] c"\00B%"], [7 x [3 x i8]] [[3 x i8] c"K\AC\01", [3 x i8] c"\AC\FF\13", [3 x i8] c"\00\03\00", [3 x i8] c"B\E2\FF", [3 x i8] c"}\FF\1B", [3 x i8] c"\09\B3\01", [3 x i8] c"\E2\09\FF"], [7 x [3 x i8]] [[3 x i8] c"\FF} ", [3 x i8] c"PK\09", [3 x i8] c"\FCP\09", [3 x i8] c"d\F9K", [3 x i8] c"\D6\07\08", [3 x i8] c" \09h", [3 x i8] c"\FE\09\00"], [7 x [3 x i8]] [[3 x i8] c"%\FF`", [3 x i8] c"\85`R", [3 x i8] c"\07\FF\FF", [3 x i8] c" \FE\07", [3 x i8] c"\08\AE\FF", [3 x i8] c"\09\CE\FD", [3 x i8] c"+\FD\FD"], [7 x [3 x i8]] [[3 x i8] c"K\FB\FF", [3 x i8] c"\FF\09\07", [3 x i8] c"\FF\00\FF", [3 x i8] c"\B3\07R", [3 x i8] c"hK`", [3 x i8] c"\AE\EA\00", [3 x i8] c"d}h"], [7 x [3 x i8]] [[3 x i8] c"\08\00\08", [3 x i8] c"\E2\09K", [3 x i8] c"{\09\09", [3 x i8] c"1\00\09", [3 x i8] c"\85\01 ", [3 x i8] c"\FE\AE\FF", [3 x i8] c"\E2\08("], [7 x [3 x i8]] [[3 x i8] c"\FB\AE\00", [3 x i8] c"\FD\01\B3", [3 x i8] c"+\00d", [3 x i8] c"P\09\FF", [3 x i8] c"\B3\09(", [3 x i8] c"\01\00\00", [3 x i8] c"\00}\CB"], [7 x [3 x i8]] [[3 x i8] c"h\EAn", [3 x i8] c"\FCK\00", [3 x i8] c"\09\07K", [3 x i8] c"\FB\00\09", [3 x i8] c"R\09\00", [3 x i8] c"{\FB/", [3 x i8] c"%\FD\09"], [7 x [3 x i8]] [[3 x i8] c"%\CER", [3 x i8] c"{\AE\00", [3 x i8] c"R\FE\00", [3 x i8] c"\FB\FF\FF", [3 x i8] c"\09`\B3", [3 x i8] c"\FC\FF\FD", [3 x i8] c"h\09\00"], [7 x [3 x i8]] [[3 x i8] c"\00\09\00", [3 x i8] c"\01\07\01", [3 x i8] c"\B3\F9\CB", [3 x i8] c"PP`", [3 x i8] c"+K\09", [3 x i8] c"\FD}\00", [3 x i8] c"\FB\07\13"]], align 16, !dbg !162
@.str.19 = private unnamed_addr constant [15 x i8] c"g_154[i][j][k]\00", align 1, !dbg !71
@g_158 = internal global i8 -10, align 1, !dbg !167
@.str.20 = private unnamed_addr constant [6 x i8] c"g_158\00", align 1, !dbg !73
@g_260 = internal global i16 8, align 2, !dbg !169
@.str.21 = private unnamed_addr constant [6 x i8] c"g_260\00", align 1, !dbg !75
@g_291 = internal global i32 -5, align 4, !dbg !171
@.str.22 = private unnamed_addr constant [6 x i8] c"g_291\00", align 1, !dbg !77
@crc32_context = internal global i32 -1, align 4, !dbg !176
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !79
@__const.func_1.l_265 = private unnamed_addr constant [8 x i16] [i16 18955, i16 5261, i16 18955, i16 18955, i16 5261, i16 18955, i16 18955, i16 5261], align 16
@g_247 = internal global ptr @g_50, align 8, !dbg !90
@.str.23 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !97
@.str.24 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !173

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !186 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !190, !DIExpression(), !191)
    #dbg_declare(ptr %3, !192, !DIExpression(), !193)
    #dbg_declare(ptr %4, !194, !DIExpression(), !195)
    #dbg_declare(ptr %5, !196, !DIExpression(), !197)
  store i32 0, ptr %5, align 4, !dbg !197
  call void @platform_main_begin(), !dbg !198
  call void @crc32_gentab(), !dbg !199
  %6 = call i64 @func_1(), !dbg !200
  %7 = load volatile i32, ptr @g_2, align 4, !dbg !201
  %8 = sext i32 %7 to i64, !dbg !201
  %9 = load i32, ptr %5, align 4, !dbg !202
  call void @transparent_crc(i64 noundef %8, ptr noundef @.str, i32 noundef %9), !dbg !203
  store i32 0, ptr %2, align 4, !dbg !204
  br label %10, !dbg !206

10:                                               ; preds = %26, %0
  %11 = load i32, ptr %2, align 4, !dbg !207
  %12 = icmp slt i32 %11, 8, !dbg !209
  br i1 %12, label %13, label %29, !dbg !210

13:                                               ; preds = %10
  %14 = load i32, ptr %2, align 4, !dbg !211
  %15 = sext i32 %14 to i64, !dbg !213
  %16 = getelementptr inbounds [8 x i32], ptr @g_3, i64 0, i64 %15, !dbg !213
  %17 = load volatile i32, ptr %16, align 4, !dbg !213
  %18 = sext i32 %17 to i64, !dbg !213
  %19 = load i32, ptr %5, align 4, !dbg !214
  call void @transparent_crc(i64 noundef %18, ptr noundef @.str.1, i32 noundef %19), !dbg !215
  %20 = load i32, ptr %5, align 4, !dbg !216
  %21 = icmp ne i32 %20, 0, !dbg !216
  br i1 %21, label %22, label %25, !dbg !218

22:                                               ; preds = %13
  %23 = load i32, ptr %2, align 4, !dbg !219
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %23), !dbg !220
  br label %25, !dbg !220

25:                                               ; preds = %22, %13
  br label %26, !dbg !221

26:                                               ; preds = %25
  %27 = load i32, ptr %2, align 4, !dbg !222
  %28 = add nsw i32 %27, 1, !dbg !222
  store i32 %28, ptr %2, align 4, !dbg !222
  br label %10, !dbg !223, !llvm.loop !224

29:                                               ; preds = %10
  %30 = load i32, ptr @g_4, align 4, !dbg !227
  %31 = sext i32 %30 to i64, !dbg !227
  %32 = load i32, ptr %5, align 4, !dbg !228
  call void @transparent_crc(i64 noundef %31, ptr noundef @.str.3, i32 noundef %32), !dbg !229
  store i32 0, ptr %2, align 4, !dbg !230
  br label %33, !dbg !232

33:                                               ; preds = %49, %29
  %34 = load i32, ptr %2, align 4, !dbg !233
  %35 = icmp slt i32 %34, 1, !dbg !235
  br i1 %35, label %36, label %52, !dbg !236

36:                                               ; preds = %33
  %37 = load i32, ptr %2, align 4, !dbg !237
  %38 = sext i32 %37 to i64, !dbg !239
  %39 = getelementptr inbounds [1 x i32], ptr @g_7, i64 0, i64 %38, !dbg !239
  %40 = load i32, ptr %39, align 4, !dbg !239
  %41 = sext i32 %40 to i64, !dbg !239
  %42 = load i32, ptr %5, align 4, !dbg !240
  call void @transparent_crc(i64 noundef %41, ptr noundef @.str.4, i32 noundef %42), !dbg !241
  %43 = load i32, ptr %5, align 4, !dbg !242
  %44 = icmp ne i32 %43, 0, !dbg !242
  br i1 %44, label %45, label %48, !dbg !244

45:                                               ; preds = %36
  %46 = load i32, ptr %2, align 4, !dbg !245
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %46), !dbg !246
  br label %48, !dbg !246

48:                                               ; preds = %45, %36
  br label %49, !dbg !247

49:                                               ; preds = %48
  %50 = load i32, ptr %2, align 4, !dbg !248
  %51 = add nsw i32 %50, 1, !dbg !248
  store i32 %51, ptr %2, align 4, !dbg !248
  br label %33, !dbg !249, !llvm.loop !250

52:                                               ; preds = %33
  %53 = load i32, ptr @g_27, align 4, !dbg !252
  %54 = sext i32 %53 to i64, !dbg !252
  %55 = load i32, ptr %5, align 4, !dbg !253
  call void @transparent_crc(i64 noundef %54, ptr noundef @.str.5, i32 noundef %55), !dbg !254
  %56 = load i64, ptr @g_43, align 8, !dbg !255
  %57 = load i32, ptr %5, align 4, !dbg !256
  call void @transparent_crc(i64 noundef %56, ptr noundef @.str.6, i32 noundef %57), !dbg !257
  %58 = load i8, ptr @g_48, align 1, !dbg !258
  %59 = zext i8 %58 to i64, !dbg !258
  %60 = load i32, ptr %5, align 4, !dbg !259
  call void @transparent_crc(i64 noundef %59, ptr noundef @.str.7, i32 noundef %60), !dbg !260
  %61 = load i8, ptr @g_50, align 1, !dbg !261
  %62 = sext i8 %61 to i64, !dbg !261
  %63 = load i32, ptr %5, align 4, !dbg !262
  call void @transparent_crc(i64 noundef %62, ptr noundef @.str.8, i32 noundef %63), !dbg !263
  store i32 0, ptr %2, align 4, !dbg !264
  br label %64, !dbg !266

64:                                               ; preds = %91, %52
  %65 = load i32, ptr %2, align 4, !dbg !267
  %66 = icmp slt i32 %65, 4, !dbg !269
  br i1 %66, label %67, label %94, !dbg !270

67:                                               ; preds = %64
  store i32 0, ptr %3, align 4, !dbg !271
  br label %68, !dbg !274

68:                                               ; preds = %87, %67
  %69 = load i32, ptr %3, align 4, !dbg !275
  %70 = icmp slt i32 %69, 7, !dbg !277
  br i1 %70, label %71, label %90, !dbg !278

71:                                               ; preds = %68
  %72 = load i32, ptr %2, align 4, !dbg !279
  %73 = sext i32 %72 to i64, !dbg !281
  %74 = getelementptr inbounds [4 x [7 x i64]], ptr @g_55, i64 0, i64 %73, !dbg !281
  %75 = load i32, ptr %3, align 4, !dbg !282
  %76 = sext i32 %75 to i64, !dbg !281
  %77 = getelementptr inbounds [7 x i64], ptr %74, i64 0, i64 %76, !dbg !281
  %78 = load i64, ptr %77, align 8, !dbg !281
  %79 = load i32, ptr %5, align 4, !dbg !283
  call void @transparent_crc(i64 noundef %78, ptr noundef @.str.9, i32 noundef %79), !dbg !284
  %80 = load i32, ptr %5, align 4, !dbg !285
  %81 = icmp ne i32 %80, 0, !dbg !285
  br i1 %81, label %82, label %86, !dbg !287

82:                                               ; preds = %71
  %83 = load i32, ptr %2, align 4, !dbg !288
  %84 = load i32, ptr %3, align 4, !dbg !289
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %83, i32 noundef %84), !dbg !290
  br label %86, !dbg !290

86:                                               ; preds = %82, %71
  br label %87, !dbg !291

87:                                               ; preds = %86
  %88 = load i32, ptr %3, align 4, !dbg !292
  %89 = add nsw i32 %88, 1, !dbg !292
  store i32 %89, ptr %3, align 4, !dbg !292
  br label %68, !dbg !293, !llvm.loop !294

90:                                               ; preds = %68
  br label %91, !dbg !296

91:                                               ; preds = %90
  %92 = load i32, ptr %2, align 4, !dbg !297
  %93 = add nsw i32 %92, 1, !dbg !297
  store i32 %93, ptr %2, align 4, !dbg !297
  br label %64, !dbg !298, !llvm.loop !299

94:                                               ; preds = %64
  %95 = load i32, ptr @g_57, align 4, !dbg !301
  %96 = sext i32 %95 to i64, !dbg !301
  %97 = load i32, ptr %5, align 4, !dbg !302
  call void @transparent_crc(i64 noundef %96, ptr noundef @.str.11, i32 noundef %97), !dbg !303
  %98 = load i16, ptr @g_61, align 2, !dbg !304
  %99 = sext i16 %98 to i64, !dbg !304
  %100 = load i32, ptr %5, align 4, !dbg !305
  call void @transparent_crc(i64 noundef %99, ptr noundef @.str.12, i32 noundef %100), !dbg !306
  store i32 0, ptr %2, align 4, !dbg !307
  br label %101, !dbg !309

101:                                              ; preds = %141, %94
  %102 = load i32, ptr %2, align 4, !dbg !310
  %103 = icmp slt i32 %102, 5, !dbg !312
  br i1 %103, label %104, label %144, !dbg !313

104:                                              ; preds = %101
  store i32 0, ptr %3, align 4, !dbg !314
  br label %105, !dbg !317

105:                                              ; preds = %137, %104
  %106 = load i32, ptr %3, align 4, !dbg !318
  %107 = icmp slt i32 %106, 3, !dbg !320
  br i1 %107, label %108, label %140, !dbg !321

108:                                              ; preds = %105
  store i32 0, ptr %4, align 4, !dbg !322
  br label %109, !dbg !325

109:                                              ; preds = %133, %108
  %110 = load i32, ptr %4, align 4, !dbg !326
  %111 = icmp slt i32 %110, 5, !dbg !328
  br i1 %111, label %112, label %136, !dbg !329

112:                                              ; preds = %109
  %113 = load i32, ptr %2, align 4, !dbg !330
  %114 = sext i32 %113 to i64, !dbg !332
  %115 = getelementptr inbounds [5 x [3 x [5 x i32]]], ptr @g_102, i64 0, i64 %114, !dbg !332
  %116 = load i32, ptr %3, align 4, !dbg !333
  %117 = sext i32 %116 to i64, !dbg !332
  %118 = getelementptr inbounds [3 x [5 x i32]], ptr %115, i64 0, i64 %117, !dbg !332
  %119 = load i32, ptr %4, align 4, !dbg !334
  %120 = sext i32 %119 to i64, !dbg !332
  %121 = getelementptr inbounds [5 x i32], ptr %118, i64 0, i64 %120, !dbg !332
  %122 = load i32, ptr %121, align 4, !dbg !332
  %123 = sext i32 %122 to i64, !dbg !332
  %124 = load i32, ptr %5, align 4, !dbg !335
  call void @transparent_crc(i64 noundef %123, ptr noundef @.str.13, i32 noundef %124), !dbg !336
  %125 = load i32, ptr %5, align 4, !dbg !337
  %126 = icmp ne i32 %125, 0, !dbg !337
  br i1 %126, label %127, label %132, !dbg !339

127:                                              ; preds = %112
  %128 = load i32, ptr %2, align 4, !dbg !340
  %129 = load i32, ptr %3, align 4, !dbg !341
  %130 = load i32, ptr %4, align 4, !dbg !342
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %128, i32 noundef %129, i32 noundef %130), !dbg !343
  br label %132, !dbg !343

132:                                              ; preds = %127, %112
  br label %133, !dbg !344

133:                                              ; preds = %132
  %134 = load i32, ptr %4, align 4, !dbg !345
  %135 = add nsw i32 %134, 1, !dbg !345
  store i32 %135, ptr %4, align 4, !dbg !345
  br label %109, !dbg !346, !llvm.loop !347

136:                                              ; preds = %109
  br label %137, !dbg !349

137:                                              ; preds = %136
  %138 = load i32, ptr %3, align 4, !dbg !350
  %139 = add nsw i32 %138, 1, !dbg !350
  store i32 %139, ptr %3, align 4, !dbg !350
  br label %105, !dbg !351, !llvm.loop !352

140:                                              ; preds = %105
  br label %141, !dbg !354

141:                                              ; preds = %140
  %142 = load i32, ptr %2, align 4, !dbg !355
  %143 = add nsw i32 %142, 1, !dbg !355
  store i32 %143, ptr %2, align 4, !dbg !355
  br label %101, !dbg !356, !llvm.loop !357

144:                                              ; preds = %101
  %145 = load i32, ptr @g_105, align 4, !dbg !359
  %146 = sext i32 %145 to i64, !dbg !359
  %147 = load i32, ptr %5, align 4, !dbg !360
  call void @transparent_crc(i64 noundef %146, ptr noundef @.str.15, i32 noundef %147), !dbg !361
  %148 = load i32, ptr @g_111, align 4, !dbg !362
  %149 = zext i32 %148 to i64, !dbg !362
  %150 = load i32, ptr %5, align 4, !dbg !363
  call void @transparent_crc(i64 noundef %149, ptr noundef @.str.16, i32 noundef %150), !dbg !364
  %151 = load i8, ptr @g_140, align 1, !dbg !365
  %152 = sext i8 %151 to i64, !dbg !365
  %153 = load i32, ptr %5, align 4, !dbg !366
  call void @transparent_crc(i64 noundef %152, ptr noundef @.str.17, i32 noundef %153), !dbg !367
  %154 = load i16, ptr @g_142, align 2, !dbg !368
  %155 = zext i16 %154 to i64, !dbg !368
  %156 = load i32, ptr %5, align 4, !dbg !369
  call void @transparent_crc(i64 noundef %155, ptr noundef @.str.18, i32 noundef %156), !dbg !370
  store i32 0, ptr %2, align 4, !dbg !371
  br label %157, !dbg !373

157:                                              ; preds = %197, %144
  %158 = load i32, ptr %2, align 4, !dbg !374
  %159 = icmp slt i32 %158, 10, !dbg !376
  br i1 %159, label %160, label %200, !dbg !377

160:                                              ; preds = %157
  store i32 0, ptr %3, align 4, !dbg !378
  br label %161, !dbg !381

161:                                              ; preds = %193, %160
  %162 = load i32, ptr %3, align 4, !dbg !382
  %163 = icmp slt i32 %162, 7, !dbg !384
  br i1 %163, label %164, label %196, !dbg !385

164:                                              ; preds = %161
  store i32 0, ptr %4, align 4, !dbg !386
  br label %165, !dbg !389

165:                                              ; preds = %189, %164
  %166 = load i32, ptr %4, align 4, !dbg !390
  %167 = icmp slt i32 %166, 3, !dbg !392
  br i1 %167, label %168, label %192, !dbg !393

168:                                              ; preds = %165
  %169 = load i32, ptr %2, align 4, !dbg !394
  %170 = sext i32 %169 to i64, !dbg !396
  %171 = getelementptr inbounds [10 x [7 x [3 x i8]]], ptr @g_154, i64 0, i64 %170, !dbg !396
  %172 = load i32, ptr %3, align 4, !dbg !397
  %173 = sext i32 %172 to i64, !dbg !396
  %174 = getelementptr inbounds [7 x [3 x i8]], ptr %171, i64 0, i64 %173, !dbg !396
  %175 = load i32, ptr %4, align 4, !dbg !398
  %176 = sext i32 %175 to i64, !dbg !396
  %177 = getelementptr inbounds [3 x i8], ptr %174, i64 0, i64 %176, !dbg !396
  %178 = load i8, ptr %177, align 1, !dbg !396
  %179 = zext i8 %178 to i64, !dbg !396
  %180 = load i32, ptr %5, align 4, !dbg !399
  call void @transparent_crc(i64 noundef %179, ptr noundef @.str.19, i32 noundef %180), !dbg !400
  %181 = load i32, ptr %5, align 4, !dbg !401
  %182 = icmp ne i32 %181, 0, !dbg !401
  br i1 %182, label %183, label %188, !dbg !403

183:                                              ; preds = %168
  %184 = load i32, ptr %2, align 4, !dbg !404
  %185 = load i32, ptr %3, align 4, !dbg !405
  %186 = load i32, ptr %4, align 4, !dbg !406
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %184, i32 noundef %185, i32 noundef %186), !dbg !407
  br label %188, !dbg !407

188:                                              ; preds = %183, %168
  br label %189, !dbg !408

189:                                              ; preds = %188
  %190 = load i32, ptr %4, align 4, !dbg !409
  %191 = add nsw i32 %190, 1, !dbg !409
  store i32 %191, ptr %4, align 4, !dbg !409
  br label %165, !dbg !410, !llvm.loop !411

192:                                              ; preds = %165
  br label %193, !dbg !413

193:                                              ; preds = %192
  %194 = load i32, ptr %3, align 4, !dbg !414
  %195 = add nsw i32 %194, 1, !dbg !414
  store i32 %195, ptr %3, align 4, !dbg !414
  br label %161, !dbg !415, !llvm.loop !416

196:                                              ; preds = %161
  br label %197, !dbg !418

197:                                              ; preds = %196
  %198 = load i32, ptr %2, align 4, !dbg !419
  %199 = add nsw i32 %198, 1, !dbg !419
  store i32 %199, ptr %2, align 4, !dbg !419
  br label %157, !dbg !420, !llvm.loop !421

200:                                              ; preds = %157
  %201 = load i8, ptr @g_158, align 1, !dbg !423
  %202 = zext i8 %201 to i64, !dbg !423
  %203 = load i32, ptr %5, align 4, !dbg !424
  call void @transparent_crc(i64 noundef %202, ptr noundef @.str.20, i32 noundef %203), !dbg !425
  %204 = load i16, ptr @g_260, align 2, !dbg !426
  %205 = zext i16 %204 to i64, !dbg !426
  %206 = load i32, ptr %5, align 4, !dbg !427
  call void @transparent_crc(i64 noundef %205, ptr noundef @.str.21, i32 noundef %206), !dbg !428
  %207 = load volatile i32, ptr @g_291, align 4, !dbg !429
  %208 = sext i32 %207 to i64, !dbg !429
  %209 = load i32, ptr %5, align 4, !dbg !430
  call void @transparent_crc(i64 noundef %208, ptr noundef @.str.22, i32 noundef %209), !dbg !431
  %210 = load i32, ptr @crc32_context, align 4, !dbg !432
  %211 = zext i32 %210 to i64, !dbg !432
  %212 = xor i64 %211, 4294967295, !dbg !433
  %213 = trunc i64 %212 to i32, !dbg !432
  %214 = load i32, ptr %5, align 4, !dbg !434
  call void @platform_main_end(i32 noundef %213, i32 noundef %214), !dbg !435
  ret i32 0, !dbg !436
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !437 {
  ret void, !dbg !440
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !441 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !442, !DIExpression(), !443)
    #dbg_declare(ptr %2, !444, !DIExpression(), !446)
  store i32 -306674912, ptr %2, align 4, !dbg !446
    #dbg_declare(ptr %3, !447, !DIExpression(), !448)
    #dbg_declare(ptr %4, !449, !DIExpression(), !450)
  store i32 0, ptr %3, align 4, !dbg !451
  br label %5, !dbg !453

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !454
  %7 = icmp slt i32 %6, 256, !dbg !456
  br i1 %7, label %8, label %36, !dbg !457

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !458
  store i32 %9, ptr %1, align 4, !dbg !460
  store i32 8, ptr %4, align 4, !dbg !461
  br label %10, !dbg !463

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !464
  %12 = icmp sgt i32 %11, 0, !dbg !466
  br i1 %12, label %13, label %28, !dbg !467

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !468
  %15 = and i32 %14, 1, !dbg !471
  %16 = icmp ne i32 %15, 0, !dbg !471
  br i1 %16, label %17, label %21, !dbg !472

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !473
  %19 = lshr i32 %18, 1, !dbg !475
  %20 = xor i32 %19, -306674912, !dbg !476
  store i32 %20, ptr %1, align 4, !dbg !477
  br label %24, !dbg !478

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !479
  %23 = lshr i32 %22, 1, !dbg !479
  store i32 %23, ptr %1, align 4, !dbg !479
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !481

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !482
  %27 = add nsw i32 %26, -1, !dbg !482
  store i32 %27, ptr %4, align 4, !dbg !482
  br label %10, !dbg !483, !llvm.loop !484

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !486
  %30 = load i32, ptr %3, align 4, !dbg !487
  %31 = sext i32 %30 to i64, !dbg !488
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !488
  store i32 %29, ptr %32, align 4, !dbg !489
  br label %33, !dbg !490

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !491
  %35 = add nsw i32 %34, 1, !dbg !491
  store i32 %35, ptr %3, align 4, !dbg !491
  br label %5, !dbg !492, !llvm.loop !493

36:                                               ; preds = %5
  ret void, !dbg !495
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @func_1() #0 !dbg !496 {
  %1 = alloca [7 x i32], align 16
  %2 = alloca i16, align 2
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [8 x i16], align 16
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
    #dbg_declare(ptr %1, !500, !DIExpression(), !502)
    #dbg_declare(ptr %2, !503, !DIExpression(), !504)
  store i16 -10, ptr %2, align 2, !dbg !504
    #dbg_declare(ptr %3, !505, !DIExpression(), !506)
  store i32 1, ptr %3, align 4, !dbg !506
    #dbg_declare(ptr %4, !507, !DIExpression(), !508)
  store i32 1628490472, ptr %4, align 4, !dbg !508
    #dbg_declare(ptr %5, !509, !DIExpression(), !510)
  store i32 1, ptr %5, align 4, !dbg !510
    #dbg_declare(ptr %6, !511, !DIExpression(), !512)
  store i32 -1, ptr %6, align 4, !dbg !512
    #dbg_declare(ptr %7, !513, !DIExpression(), !515)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.func_1.l_265, i64 16, i1 false), !dbg !515
    #dbg_declare(ptr %8, !516, !DIExpression(), !517)
  store i64 -8011445642030535036, ptr %8, align 8, !dbg !517
    #dbg_declare(ptr %9, !518, !DIExpression(), !520)
  store ptr @g_247, ptr %9, align 8, !dbg !520
    #dbg_declare(ptr %10, !521, !DIExpression(), !523)
  store ptr @g_57, ptr %10, align 8, !dbg !523
    #dbg_declare(ptr %11, !524, !DIExpression(), !528)
  store ptr null, ptr %11, align 8, !dbg !528
    #dbg_declare(ptr %12, !529, !DIExpression(), !530)
  store i32 0, ptr %12, align 4, !dbg !531
  br label %13, !dbg !533

13:                                               ; preds = %20, %0
  %14 = load i32, ptr %12, align 4, !dbg !534
  %15 = icmp slt i32 %14, 7, !dbg !536
  br i1 %15, label %16, label %23, !dbg !537

16:                                               ; preds = %13
  %17 = load i32, ptr %12, align 4, !dbg !538
  %18 = sext i32 %17 to i64, !dbg !539
  %19 = getelementptr inbounds [7 x i32], ptr %1, i64 0, i64 %18, !dbg !539
  store i32 -1572414294, ptr %19, align 4, !dbg !540
  br label %20, !dbg !539

20:                                               ; preds = %16
  %21 = load i32, ptr %12, align 4, !dbg !541
  %22 = add nsw i32 %21, 1, !dbg !541
  store i32 %22, ptr %12, align 4, !dbg !541
  br label %13, !dbg !542, !llvm.loop !543

23:                                               ; preds = %13
  %24 = load i32, ptr @g_57, align 4, !dbg !545
  %25 = sext i32 %24 to i64, !dbg !545
  ret i64 %25, !dbg !546
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !547 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !551, !DIExpression(), !552)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !553, !DIExpression(), !554)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !555, !DIExpression(), !556)
  %7 = load i64, ptr %4, align 8, !dbg !557
  call void @crc32_8bytes(i64 noundef %7), !dbg !558
  %8 = load i32, ptr %6, align 4, !dbg !559
  %9 = icmp ne i32 %8, 0, !dbg !559
  br i1 %9, label %10, label %16, !dbg !561

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !562
  %12 = load i32, ptr @crc32_context, align 4, !dbg !564
  %13 = zext i32 %12 to i64, !dbg !564
  %14 = xor i64 %13, 4294967295, !dbg !565
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, ptr noundef %11, i64 noundef %14), !dbg !566
  br label %16, !dbg !567

16:                                               ; preds = %10, %3
  ret void, !dbg !568
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !569 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !572, !DIExpression(), !573)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !574, !DIExpression(), !575)
  %5 = load i32, ptr %3, align 4, !dbg !576
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %5), !dbg !577
  ret void, !dbg !578
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !579 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !582, !DIExpression(), !583)
  %3 = load i64, ptr %2, align 8, !dbg !584
  %4 = lshr i64 %3, 0, !dbg !585
  %5 = and i64 %4, 255, !dbg !586
  %6 = trunc i64 %5 to i8, !dbg !587
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !588
  %7 = load i64, ptr %2, align 8, !dbg !589
  %8 = lshr i64 %7, 8, !dbg !590
  %9 = and i64 %8, 255, !dbg !591
  %10 = trunc i64 %9 to i8, !dbg !592
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !593
  %11 = load i64, ptr %2, align 8, !dbg !594
  %12 = lshr i64 %11, 16, !dbg !595
  %13 = and i64 %12, 255, !dbg !596
  %14 = trunc i64 %13 to i8, !dbg !597
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !598
  %15 = load i64, ptr %2, align 8, !dbg !599
  %16 = lshr i64 %15, 24, !dbg !600
  %17 = and i64 %16, 255, !dbg !601
  %18 = trunc i64 %17 to i8, !dbg !602
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !603
  %19 = load i64, ptr %2, align 8, !dbg !604
  %20 = lshr i64 %19, 32, !dbg !605
  %21 = and i64 %20, 255, !dbg !606
  %22 = trunc i64 %21 to i8, !dbg !607
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !608
  %23 = load i64, ptr %2, align 8, !dbg !609
  %24 = lshr i64 %23, 40, !dbg !610
  %25 = and i64 %24, 255, !dbg !611
  %26 = trunc i64 %25 to i8, !dbg !612
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !613
  %27 = load i64, ptr %2, align 8, !dbg !614
  %28 = lshr i64 %27, 48, !dbg !615
  %29 = and i64 %28, 255, !dbg !616
  %30 = trunc i64 %29 to i8, !dbg !617
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !618
  %31 = load i64, ptr %2, align 8, !dbg !619
  %32 = lshr i64 %31, 56, !dbg !620
  %33 = and i64 %32, 255, !dbg !621
  %34 = trunc i64 %33 to i8, !dbg !622
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !623
  ret void, !dbg !624
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !625 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !628, !DIExpression(), !629)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !630
  %4 = lshr i32 %3, 8, !dbg !631
  %5 = and i32 %4, 16777215, !dbg !632
  %6 = load i32, ptr @crc32_context, align 4, !dbg !633
  %7 = load i8, ptr %2, align 1, !dbg !634
  %8 = zext i8 %7 to i32, !dbg !634
  %9 = xor i32 %6, %8, !dbg !635
  %10 = and i32 %9, 255, !dbg !636
  %11 = zext i32 %10 to i64, !dbg !637
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !637
  %13 = load i32, ptr %12, align 4, !dbg !637
  %14 = xor i32 %5, %13, !dbg !638
  store i32 %14, ptr @crc32_context, align 4, !dbg !639
  ret void, !dbg !640
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!178, !179, !180, !181, !182, !183, !184}
!llvm.ident = !{!185}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_2", scope: !2, file: !3, line: 17, type: !105, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "noargc_4002.c", directory: ".", checksumkind: CSK_MD5, checksum: "058d2803268f3f597eed735f3dee239f")
!4 = !{!5, !11, !16, !21, !23, !25, !30, !32, !34, !36, !41, !46, !48, !50, !55, !60, !65, !67, !69, !71, !73, !75, !77, !79, !90, !97, !0, !102, !111, !113, !118, !120, !125, !130, !132, !139, !141, !146, !151, !153, !155, !157, !162, !167, !169, !171, !173, !176}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 230, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 233, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 7)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 234, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 14)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 237, type: !7, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 240, type: !13, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 244, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 40, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 5)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 245, type: !27, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 246, type: !27, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 247, type: !27, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 252, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 11)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 253, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 144, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 18)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 257, type: !27, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 258, type: !27, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 265, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 120, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 15)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 266, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 22)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 271, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 48, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 6)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 272, type: !62, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 273, type: !62, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 274, type: !62, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !3, line: 281, type: !52, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 287, type: !62, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 288, type: !62, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 289, type: !62, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !2, file: !81, line: 47, type: !82, isLocal: true, isDefinition: true)
!81 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 8192, elements: !88)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !84, line: 26, baseType: !85)
!84 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !86, line: 42, baseType: !87)
!86 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!87 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!88 = !{!89}
!89 = !DISubrange(count: 256)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(name: "g_247", scope: !2, file: !3, line: 45, type: !92, isLocal: true, isDefinition: true)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !94, line: 24, baseType: !95)
!94 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !86, line: 37, baseType: !96)
!96 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !81, line: 114, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 288, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 36)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(name: "g_3", scope: !2, file: !3, line: 18, type: !104, isLocal: true, isDefinition: true)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 256, elements: !109)
!105 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !94, line: 26, baseType: !107)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !86, line: 41, baseType: !108)
!108 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!109 = !{!110}
!110 = !DISubrange(count: 8)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(name: "g_4", scope: !2, file: !3, line: 19, type: !106, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(name: "g_7", scope: !2, file: !3, line: 20, type: !115, isLocal: true, isDefinition: true)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 32, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 1)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(name: "g_27", scope: !2, file: !3, line: 21, type: !106, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(name: "g_43", scope: !2, file: !3, line: 22, type: !122, isLocal: true, isDefinition: true)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !94, line: 27, baseType: !123)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !86, line: 44, baseType: !124)
!124 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "g_48", scope: !2, file: !3, line: 23, type: !127, isLocal: true, isDefinition: true)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !84, line: 24, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !86, line: 38, baseType: !129)
!129 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(name: "g_50", scope: !2, file: !3, line: 24, type: !93, isLocal: true, isDefinition: true)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "g_55", scope: !2, file: !3, line: 27, type: !134, isLocal: true, isDefinition: true)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 1792, elements: !138)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !84, line: 27, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !86, line: 45, baseType: !137)
!137 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!138 = !{!10, !15}
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(name: "g_57", scope: !2, file: !3, line: 28, type: !106, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(name: "g_61", scope: !2, file: !3, line: 29, type: !143, isLocal: true, isDefinition: true)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !94, line: 25, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !86, line: 39, baseType: !145)
!145 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(name: "g_102", scope: !2, file: !3, line: 30, type: !148, isLocal: true, isDefinition: true)
!148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 2400, elements: !149)
!149 = !{!29, !150, !29}
!150 = !DISubrange(count: 3)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(name: "g_105", scope: !2, file: !3, line: 33, type: !106, isLocal: true, isDefinition: true)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(name: "g_111", scope: !2, file: !3, line: 36, type: !83, isLocal: true, isDefinition: true)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(name: "g_140", scope: !2, file: !3, line: 37, type: !93, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(name: "g_142", scope: !2, file: !3, line: 38, type: !159, isLocal: true, isDefinition: true)
!159 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !84, line: 25, baseType: !160)
!160 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !86, line: 40, baseType: !161)
!161 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(name: "g_154", scope: !2, file: !3, line: 39, type: !164, isLocal: true, isDefinition: true)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 1680, elements: !165)
!165 = !{!166, !15, !150}
!166 = !DISubrange(count: 10)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(name: "g_158", scope: !2, file: !3, line: 40, type: !127, isLocal: true, isDefinition: true)
!169 = !DIGlobalVariableExpression(var: !170, expr: !DIExpression())
!170 = distinct !DIGlobalVariable(name: "g_260", scope: !2, file: !3, line: 49, type: !159, isLocal: true, isDefinition: true)
!171 = !DIGlobalVariableExpression(var: !172, expr: !DIExpression())
!172 = distinct !DIGlobalVariable(name: "g_291", scope: !2, file: !3, line: 52, type: !105, isLocal: true, isDefinition: true)
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(scope: null, file: !175, line: 56, type: !52, isLocal: true, isDefinition: true)
!175 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !81, line: 48, type: !83, isLocal: true, isDefinition: true)
!178 = !{i32 7, !"Dwarf Version", i32 5}
!179 = !{i32 2, !"Debug Info Version", i32 3}
!180 = !{i32 1, !"wchar_size", i32 4}
!181 = !{i32 8, !"PIC Level", i32 2}
!182 = !{i32 7, !"PIE Level", i32 2}
!183 = !{i32 7, !"uwtable", i32 2}
!184 = !{i32 7, !"frame-pointer", i32 2}
!185 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!186 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 223, type: !187, scopeLine: 224, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !189)
!187 = !DISubroutineType(types: !188)
!188 = !{!108}
!189 = !{}
!190 = !DILocalVariable(name: "i", scope: !186, file: !3, line: 225, type: !108)
!191 = !DILocation(line: 225, column: 9, scope: !186)
!192 = !DILocalVariable(name: "j", scope: !186, file: !3, line: 225, type: !108)
!193 = !DILocation(line: 225, column: 12, scope: !186)
!194 = !DILocalVariable(name: "k", scope: !186, file: !3, line: 225, type: !108)
!195 = !DILocation(line: 225, column: 15, scope: !186)
!196 = !DILocalVariable(name: "print_hash_value", scope: !186, file: !3, line: 226, type: !108)
!197 = !DILocation(line: 226, column: 9, scope: !186)
!198 = !DILocation(line: 227, column: 5, scope: !186)
!199 = !DILocation(line: 228, column: 5, scope: !186)
!200 = !DILocation(line: 229, column: 5, scope: !186)
!201 = !DILocation(line: 230, column: 21, scope: !186)
!202 = !DILocation(line: 230, column: 33, scope: !186)
!203 = !DILocation(line: 230, column: 5, scope: !186)
!204 = !DILocation(line: 231, column: 12, scope: !205)
!205 = distinct !DILexicalBlock(scope: !186, file: !3, line: 231, column: 5)
!206 = !DILocation(line: 231, column: 10, scope: !205)
!207 = !DILocation(line: 231, column: 17, scope: !208)
!208 = distinct !DILexicalBlock(scope: !205, file: !3, line: 231, column: 5)
!209 = !DILocation(line: 231, column: 19, scope: !208)
!210 = !DILocation(line: 231, column: 5, scope: !205)
!211 = !DILocation(line: 233, column: 29, scope: !212)
!212 = distinct !DILexicalBlock(scope: !208, file: !3, line: 232, column: 5)
!213 = !DILocation(line: 233, column: 25, scope: !212)
!214 = !DILocation(line: 233, column: 43, scope: !212)
!215 = !DILocation(line: 233, column: 9, scope: !212)
!216 = !DILocation(line: 234, column: 13, scope: !217)
!217 = distinct !DILexicalBlock(scope: !212, file: !3, line: 234, column: 13)
!218 = !DILocation(line: 234, column: 13, scope: !212)
!219 = !DILocation(line: 234, column: 56, scope: !217)
!220 = !DILocation(line: 234, column: 31, scope: !217)
!221 = !DILocation(line: 236, column: 5, scope: !212)
!222 = !DILocation(line: 231, column: 25, scope: !208)
!223 = !DILocation(line: 231, column: 5, scope: !208)
!224 = distinct !{!224, !210, !225, !226}
!225 = !DILocation(line: 236, column: 5, scope: !205)
!226 = !{!"llvm.loop.mustprogress"}
!227 = !DILocation(line: 237, column: 21, scope: !186)
!228 = !DILocation(line: 237, column: 33, scope: !186)
!229 = !DILocation(line: 237, column: 5, scope: !186)
!230 = !DILocation(line: 238, column: 12, scope: !231)
!231 = distinct !DILexicalBlock(scope: !186, file: !3, line: 238, column: 5)
!232 = !DILocation(line: 238, column: 10, scope: !231)
!233 = !DILocation(line: 238, column: 17, scope: !234)
!234 = distinct !DILexicalBlock(scope: !231, file: !3, line: 238, column: 5)
!235 = !DILocation(line: 238, column: 19, scope: !234)
!236 = !DILocation(line: 238, column: 5, scope: !231)
!237 = !DILocation(line: 240, column: 29, scope: !238)
!238 = distinct !DILexicalBlock(scope: !234, file: !3, line: 239, column: 5)
!239 = !DILocation(line: 240, column: 25, scope: !238)
!240 = !DILocation(line: 240, column: 43, scope: !238)
!241 = !DILocation(line: 240, column: 9, scope: !238)
!242 = !DILocation(line: 241, column: 13, scope: !243)
!243 = distinct !DILexicalBlock(scope: !238, file: !3, line: 241, column: 13)
!244 = !DILocation(line: 241, column: 13, scope: !238)
!245 = !DILocation(line: 241, column: 56, scope: !243)
!246 = !DILocation(line: 241, column: 31, scope: !243)
!247 = !DILocation(line: 243, column: 5, scope: !238)
!248 = !DILocation(line: 238, column: 25, scope: !234)
!249 = !DILocation(line: 238, column: 5, scope: !234)
!250 = distinct !{!250, !236, !251, !226}
!251 = !DILocation(line: 243, column: 5, scope: !231)
!252 = !DILocation(line: 244, column: 21, scope: !186)
!253 = !DILocation(line: 244, column: 35, scope: !186)
!254 = !DILocation(line: 244, column: 5, scope: !186)
!255 = !DILocation(line: 245, column: 21, scope: !186)
!256 = !DILocation(line: 245, column: 35, scope: !186)
!257 = !DILocation(line: 245, column: 5, scope: !186)
!258 = !DILocation(line: 246, column: 21, scope: !186)
!259 = !DILocation(line: 246, column: 35, scope: !186)
!260 = !DILocation(line: 246, column: 5, scope: !186)
!261 = !DILocation(line: 247, column: 21, scope: !186)
!262 = !DILocation(line: 247, column: 35, scope: !186)
!263 = !DILocation(line: 247, column: 5, scope: !186)
!264 = !DILocation(line: 248, column: 12, scope: !265)
!265 = distinct !DILexicalBlock(scope: !186, file: !3, line: 248, column: 5)
!266 = !DILocation(line: 248, column: 10, scope: !265)
!267 = !DILocation(line: 248, column: 17, scope: !268)
!268 = distinct !DILexicalBlock(scope: !265, file: !3, line: 248, column: 5)
!269 = !DILocation(line: 248, column: 19, scope: !268)
!270 = !DILocation(line: 248, column: 5, scope: !265)
!271 = !DILocation(line: 250, column: 16, scope: !272)
!272 = distinct !DILexicalBlock(scope: !273, file: !3, line: 250, column: 9)
!273 = distinct !DILexicalBlock(scope: !268, file: !3, line: 249, column: 5)
!274 = !DILocation(line: 250, column: 14, scope: !272)
!275 = !DILocation(line: 250, column: 21, scope: !276)
!276 = distinct !DILexicalBlock(scope: !272, file: !3, line: 250, column: 9)
!277 = !DILocation(line: 250, column: 23, scope: !276)
!278 = !DILocation(line: 250, column: 9, scope: !272)
!279 = !DILocation(line: 252, column: 34, scope: !280)
!280 = distinct !DILexicalBlock(scope: !276, file: !3, line: 251, column: 9)
!281 = !DILocation(line: 252, column: 29, scope: !280)
!282 = !DILocation(line: 252, column: 37, scope: !280)
!283 = !DILocation(line: 252, column: 55, scope: !280)
!284 = !DILocation(line: 252, column: 13, scope: !280)
!285 = !DILocation(line: 253, column: 17, scope: !286)
!286 = distinct !DILexicalBlock(scope: !280, file: !3, line: 253, column: 17)
!287 = !DILocation(line: 253, column: 17, scope: !280)
!288 = !DILocation(line: 253, column: 64, scope: !286)
!289 = !DILocation(line: 253, column: 67, scope: !286)
!290 = !DILocation(line: 253, column: 35, scope: !286)
!291 = !DILocation(line: 255, column: 9, scope: !280)
!292 = !DILocation(line: 250, column: 29, scope: !276)
!293 = !DILocation(line: 250, column: 9, scope: !276)
!294 = distinct !{!294, !278, !295, !226}
!295 = !DILocation(line: 255, column: 9, scope: !272)
!296 = !DILocation(line: 256, column: 5, scope: !273)
!297 = !DILocation(line: 248, column: 25, scope: !268)
!298 = !DILocation(line: 248, column: 5, scope: !268)
!299 = distinct !{!299, !270, !300, !226}
!300 = !DILocation(line: 256, column: 5, scope: !265)
!301 = !DILocation(line: 257, column: 21, scope: !186)
!302 = !DILocation(line: 257, column: 35, scope: !186)
!303 = !DILocation(line: 257, column: 5, scope: !186)
!304 = !DILocation(line: 258, column: 21, scope: !186)
!305 = !DILocation(line: 258, column: 35, scope: !186)
!306 = !DILocation(line: 258, column: 5, scope: !186)
!307 = !DILocation(line: 259, column: 12, scope: !308)
!308 = distinct !DILexicalBlock(scope: !186, file: !3, line: 259, column: 5)
!309 = !DILocation(line: 259, column: 10, scope: !308)
!310 = !DILocation(line: 259, column: 17, scope: !311)
!311 = distinct !DILexicalBlock(scope: !308, file: !3, line: 259, column: 5)
!312 = !DILocation(line: 259, column: 19, scope: !311)
!313 = !DILocation(line: 259, column: 5, scope: !308)
!314 = !DILocation(line: 261, column: 16, scope: !315)
!315 = distinct !DILexicalBlock(scope: !316, file: !3, line: 261, column: 9)
!316 = distinct !DILexicalBlock(scope: !311, file: !3, line: 260, column: 5)
!317 = !DILocation(line: 261, column: 14, scope: !315)
!318 = !DILocation(line: 261, column: 21, scope: !319)
!319 = distinct !DILexicalBlock(scope: !315, file: !3, line: 261, column: 9)
!320 = !DILocation(line: 261, column: 23, scope: !319)
!321 = !DILocation(line: 261, column: 9, scope: !315)
!322 = !DILocation(line: 263, column: 20, scope: !323)
!323 = distinct !DILexicalBlock(scope: !324, file: !3, line: 263, column: 13)
!324 = distinct !DILexicalBlock(scope: !319, file: !3, line: 262, column: 9)
!325 = !DILocation(line: 263, column: 18, scope: !323)
!326 = !DILocation(line: 263, column: 25, scope: !327)
!327 = distinct !DILexicalBlock(scope: !323, file: !3, line: 263, column: 13)
!328 = !DILocation(line: 263, column: 27, scope: !327)
!329 = !DILocation(line: 263, column: 13, scope: !323)
!330 = !DILocation(line: 265, column: 39, scope: !331)
!331 = distinct !DILexicalBlock(scope: !327, file: !3, line: 264, column: 13)
!332 = !DILocation(line: 265, column: 33, scope: !331)
!333 = !DILocation(line: 265, column: 42, scope: !331)
!334 = !DILocation(line: 265, column: 45, scope: !331)
!335 = !DILocation(line: 265, column: 67, scope: !331)
!336 = !DILocation(line: 265, column: 17, scope: !331)
!337 = !DILocation(line: 266, column: 21, scope: !338)
!338 = distinct !DILexicalBlock(scope: !331, file: !3, line: 266, column: 21)
!339 = !DILocation(line: 266, column: 21, scope: !331)
!340 = !DILocation(line: 266, column: 72, scope: !338)
!341 = !DILocation(line: 266, column: 75, scope: !338)
!342 = !DILocation(line: 266, column: 78, scope: !338)
!343 = !DILocation(line: 266, column: 39, scope: !338)
!344 = !DILocation(line: 268, column: 13, scope: !331)
!345 = !DILocation(line: 263, column: 33, scope: !327)
!346 = !DILocation(line: 263, column: 13, scope: !327)
!347 = distinct !{!347, !329, !348, !226}
!348 = !DILocation(line: 268, column: 13, scope: !323)
!349 = !DILocation(line: 269, column: 9, scope: !324)
!350 = !DILocation(line: 261, column: 29, scope: !319)
!351 = !DILocation(line: 261, column: 9, scope: !319)
!352 = distinct !{!352, !321, !353, !226}
!353 = !DILocation(line: 269, column: 9, scope: !315)
!354 = !DILocation(line: 270, column: 5, scope: !316)
!355 = !DILocation(line: 259, column: 25, scope: !311)
!356 = !DILocation(line: 259, column: 5, scope: !311)
!357 = distinct !{!357, !313, !358, !226}
!358 = !DILocation(line: 270, column: 5, scope: !308)
!359 = !DILocation(line: 271, column: 21, scope: !186)
!360 = !DILocation(line: 271, column: 37, scope: !186)
!361 = !DILocation(line: 271, column: 5, scope: !186)
!362 = !DILocation(line: 272, column: 21, scope: !186)
!363 = !DILocation(line: 272, column: 37, scope: !186)
!364 = !DILocation(line: 272, column: 5, scope: !186)
!365 = !DILocation(line: 273, column: 21, scope: !186)
!366 = !DILocation(line: 273, column: 37, scope: !186)
!367 = !DILocation(line: 273, column: 5, scope: !186)
!368 = !DILocation(line: 274, column: 21, scope: !186)
!369 = !DILocation(line: 274, column: 37, scope: !186)
!370 = !DILocation(line: 274, column: 5, scope: !186)
!371 = !DILocation(line: 275, column: 12, scope: !372)
!372 = distinct !DILexicalBlock(scope: !186, file: !3, line: 275, column: 5)
!373 = !DILocation(line: 275, column: 10, scope: !372)
!374 = !DILocation(line: 275, column: 17, scope: !375)
!375 = distinct !DILexicalBlock(scope: !372, file: !3, line: 275, column: 5)
!376 = !DILocation(line: 275, column: 19, scope: !375)
!377 = !DILocation(line: 275, column: 5, scope: !372)
!378 = !DILocation(line: 277, column: 16, scope: !379)
!379 = distinct !DILexicalBlock(scope: !380, file: !3, line: 277, column: 9)
!380 = distinct !DILexicalBlock(scope: !375, file: !3, line: 276, column: 5)
!381 = !DILocation(line: 277, column: 14, scope: !379)
!382 = !DILocation(line: 277, column: 21, scope: !383)
!383 = distinct !DILexicalBlock(scope: !379, file: !3, line: 277, column: 9)
!384 = !DILocation(line: 277, column: 23, scope: !383)
!385 = !DILocation(line: 277, column: 9, scope: !379)
!386 = !DILocation(line: 279, column: 20, scope: !387)
!387 = distinct !DILexicalBlock(scope: !388, file: !3, line: 279, column: 13)
!388 = distinct !DILexicalBlock(scope: !383, file: !3, line: 278, column: 9)
!389 = !DILocation(line: 279, column: 18, scope: !387)
!390 = !DILocation(line: 279, column: 25, scope: !391)
!391 = distinct !DILexicalBlock(scope: !387, file: !3, line: 279, column: 13)
!392 = !DILocation(line: 279, column: 27, scope: !391)
!393 = !DILocation(line: 279, column: 13, scope: !387)
!394 = !DILocation(line: 281, column: 39, scope: !395)
!395 = distinct !DILexicalBlock(scope: !391, file: !3, line: 280, column: 13)
!396 = !DILocation(line: 281, column: 33, scope: !395)
!397 = !DILocation(line: 281, column: 42, scope: !395)
!398 = !DILocation(line: 281, column: 45, scope: !395)
!399 = !DILocation(line: 281, column: 67, scope: !395)
!400 = !DILocation(line: 281, column: 17, scope: !395)
!401 = !DILocation(line: 282, column: 21, scope: !402)
!402 = distinct !DILexicalBlock(scope: !395, file: !3, line: 282, column: 21)
!403 = !DILocation(line: 282, column: 21, scope: !395)
!404 = !DILocation(line: 282, column: 72, scope: !402)
!405 = !DILocation(line: 282, column: 75, scope: !402)
!406 = !DILocation(line: 282, column: 78, scope: !402)
!407 = !DILocation(line: 282, column: 39, scope: !402)
!408 = !DILocation(line: 284, column: 13, scope: !395)
!409 = !DILocation(line: 279, column: 33, scope: !391)
!410 = !DILocation(line: 279, column: 13, scope: !391)
!411 = distinct !{!411, !393, !412, !226}
!412 = !DILocation(line: 284, column: 13, scope: !387)
!413 = !DILocation(line: 285, column: 9, scope: !388)
!414 = !DILocation(line: 277, column: 29, scope: !383)
!415 = !DILocation(line: 277, column: 9, scope: !383)
!416 = distinct !{!416, !385, !417, !226}
!417 = !DILocation(line: 285, column: 9, scope: !379)
!418 = !DILocation(line: 286, column: 5, scope: !380)
!419 = !DILocation(line: 275, column: 26, scope: !375)
!420 = !DILocation(line: 275, column: 5, scope: !375)
!421 = distinct !{!421, !377, !422, !226}
!422 = !DILocation(line: 286, column: 5, scope: !372)
!423 = !DILocation(line: 287, column: 21, scope: !186)
!424 = !DILocation(line: 287, column: 37, scope: !186)
!425 = !DILocation(line: 287, column: 5, scope: !186)
!426 = !DILocation(line: 288, column: 21, scope: !186)
!427 = !DILocation(line: 288, column: 37, scope: !186)
!428 = !DILocation(line: 288, column: 5, scope: !186)
!429 = !DILocation(line: 289, column: 21, scope: !186)
!430 = !DILocation(line: 289, column: 37, scope: !186)
!431 = !DILocation(line: 289, column: 5, scope: !186)
!432 = !DILocation(line: 290, column: 23, scope: !186)
!433 = !DILocation(line: 290, column: 37, scope: !186)
!434 = !DILocation(line: 290, column: 53, scope: !186)
!435 = !DILocation(line: 290, column: 5, scope: !186)
!436 = !DILocation(line: 291, column: 5, scope: !186)
!437 = distinct !DISubprogram(name: "platform_main_begin", scope: !175, file: !175, line: 43, type: !438, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!438 = !DISubroutineType(types: !439)
!439 = !{null}
!440 = !DILocation(line: 46, column: 1, scope: !437)
!441 = distinct !DISubprogram(name: "crc32_gentab", scope: !81, file: !81, line: 51, type: !438, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !189)
!442 = !DILocalVariable(name: "crc", scope: !441, file: !81, line: 53, type: !83)
!443 = !DILocation(line: 53, column: 11, scope: !441)
!444 = !DILocalVariable(name: "poly", scope: !441, file: !81, line: 54, type: !445)
!445 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!446 = !DILocation(line: 54, column: 17, scope: !441)
!447 = !DILocalVariable(name: "i", scope: !441, file: !81, line: 55, type: !108)
!448 = !DILocation(line: 55, column: 6, scope: !441)
!449 = !DILocalVariable(name: "j", scope: !441, file: !81, line: 55, type: !108)
!450 = !DILocation(line: 55, column: 9, scope: !441)
!451 = !DILocation(line: 57, column: 9, scope: !452)
!452 = distinct !DILexicalBlock(scope: !441, file: !81, line: 57, column: 2)
!453 = !DILocation(line: 57, column: 7, scope: !452)
!454 = !DILocation(line: 57, column: 14, scope: !455)
!455 = distinct !DILexicalBlock(scope: !452, file: !81, line: 57, column: 2)
!456 = !DILocation(line: 57, column: 16, scope: !455)
!457 = !DILocation(line: 57, column: 2, scope: !452)
!458 = !DILocation(line: 58, column: 9, scope: !459)
!459 = distinct !DILexicalBlock(scope: !455, file: !81, line: 57, column: 28)
!460 = !DILocation(line: 58, column: 7, scope: !459)
!461 = !DILocation(line: 59, column: 10, scope: !462)
!462 = distinct !DILexicalBlock(scope: !459, file: !81, line: 59, column: 3)
!463 = !DILocation(line: 59, column: 8, scope: !462)
!464 = !DILocation(line: 59, column: 15, scope: !465)
!465 = distinct !DILexicalBlock(scope: !462, file: !81, line: 59, column: 3)
!466 = !DILocation(line: 59, column: 17, scope: !465)
!467 = !DILocation(line: 59, column: 3, scope: !462)
!468 = !DILocation(line: 60, column: 8, scope: !469)
!469 = distinct !DILexicalBlock(scope: !470, file: !81, line: 60, column: 8)
!470 = distinct !DILexicalBlock(scope: !465, file: !81, line: 59, column: 27)
!471 = !DILocation(line: 60, column: 12, scope: !469)
!472 = !DILocation(line: 60, column: 8, scope: !470)
!473 = !DILocation(line: 61, column: 12, scope: !474)
!474 = distinct !DILexicalBlock(scope: !469, file: !81, line: 60, column: 17)
!475 = !DILocation(line: 61, column: 16, scope: !474)
!476 = !DILocation(line: 61, column: 22, scope: !474)
!477 = !DILocation(line: 61, column: 9, scope: !474)
!478 = !DILocation(line: 62, column: 4, scope: !474)
!479 = !DILocation(line: 63, column: 9, scope: !480)
!480 = distinct !DILexicalBlock(scope: !469, file: !81, line: 62, column: 11)
!481 = !DILocation(line: 65, column: 3, scope: !470)
!482 = !DILocation(line: 59, column: 23, scope: !465)
!483 = !DILocation(line: 59, column: 3, scope: !465)
!484 = distinct !{!484, !467, !485, !226}
!485 = !DILocation(line: 65, column: 3, scope: !462)
!486 = !DILocation(line: 66, column: 18, scope: !459)
!487 = !DILocation(line: 66, column: 13, scope: !459)
!488 = !DILocation(line: 66, column: 3, scope: !459)
!489 = !DILocation(line: 66, column: 16, scope: !459)
!490 = !DILocation(line: 67, column: 2, scope: !459)
!491 = !DILocation(line: 57, column: 24, scope: !455)
!492 = !DILocation(line: 57, column: 2, scope: !455)
!493 = distinct !{!493, !457, !494, !226}
!494 = !DILocation(line: 67, column: 2, scope: !452)
!495 = !DILocation(line: 68, column: 1, scope: !441)
!496 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 67, type: !497, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !189)
!497 = !DISubroutineType(types: !498)
!498 = !{!499}
!499 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !135)
!500 = !DILocalVariable(name: "l_186", scope: !496, file: !3, line: 69, type: !501)
!501 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 224, elements: !14)
!502 = !DILocation(line: 69, column: 13, scope: !496)
!503 = !DILocalVariable(name: "l_202", scope: !496, file: !3, line: 70, type: !143)
!504 = !DILocation(line: 70, column: 13, scope: !496)
!505 = !DILocalVariable(name: "l_204", scope: !496, file: !3, line: 71, type: !106)
!506 = !DILocation(line: 71, column: 13, scope: !496)
!507 = !DILocalVariable(name: "l_211", scope: !496, file: !3, line: 72, type: !106)
!508 = !DILocation(line: 72, column: 13, scope: !496)
!509 = !DILocalVariable(name: "l_212", scope: !496, file: !3, line: 73, type: !106)
!510 = !DILocation(line: 73, column: 13, scope: !496)
!511 = !DILocalVariable(name: "l_213", scope: !496, file: !3, line: 74, type: !83)
!512 = !DILocation(line: 74, column: 14, scope: !496)
!513 = !DILocalVariable(name: "l_265", scope: !496, file: !3, line: 75, type: !514)
!514 = !DICompositeType(tag: DW_TAG_array_type, baseType: !143, size: 128, elements: !109)
!515 = !DILocation(line: 75, column: 13, scope: !496)
!516 = !DILocalVariable(name: "l_267", scope: !496, file: !3, line: 76, type: !135)
!517 = !DILocation(line: 76, column: 14, scope: !496)
!518 = !DILocalVariable(name: "l_286", scope: !496, file: !3, line: 77, type: !519)
!519 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!520 = !DILocation(line: 77, column: 14, scope: !496)
!521 = !DILocalVariable(name: "l_289", scope: !496, file: !3, line: 78, type: !522)
!522 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!523 = !DILocation(line: 78, column: 14, scope: !496)
!524 = !DILocalVariable(name: "l_295", scope: !496, file: !3, line: 79, type: !525)
!525 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !526, size: 64)
!526 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !527, size: 64)
!527 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !522, size: 64)
!528 = !DILocation(line: 79, column: 17, scope: !496)
!529 = !DILocalVariable(name: "i", scope: !496, file: !3, line: 80, type: !108)
!530 = !DILocation(line: 80, column: 9, scope: !496)
!531 = !DILocation(line: 81, column: 12, scope: !532)
!532 = distinct !DILexicalBlock(scope: !496, file: !3, line: 81, column: 5)
!533 = !DILocation(line: 81, column: 10, scope: !532)
!534 = !DILocation(line: 81, column: 17, scope: !535)
!535 = distinct !DILexicalBlock(scope: !532, file: !3, line: 81, column: 5)
!536 = !DILocation(line: 81, column: 19, scope: !535)
!537 = !DILocation(line: 81, column: 5, scope: !532)
!538 = !DILocation(line: 82, column: 15, scope: !535)
!539 = !DILocation(line: 82, column: 9, scope: !535)
!540 = !DILocation(line: 82, column: 18, scope: !535)
!541 = !DILocation(line: 81, column: 25, scope: !535)
!542 = !DILocation(line: 81, column: 5, scope: !535)
!543 = distinct !{!543, !537, !544, !226}
!544 = !DILocation(line: 82, column: 20, scope: !532)
!545 = !DILocation(line: 83, column: 12, scope: !496)
!546 = !DILocation(line: 83, column: 5, scope: !496)
!547 = distinct !DISubprogram(name: "transparent_crc", scope: !81, file: !81, line: 110, type: !548, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !189)
!548 = !DISubroutineType(types: !549)
!549 = !{null, !135, !550, !108}
!550 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!551 = !DILocalVariable(name: "val", arg: 1, scope: !547, file: !81, line: 110, type: !135)
!552 = !DILocation(line: 110, column: 27, scope: !547)
!553 = !DILocalVariable(name: "vname", arg: 2, scope: !547, file: !81, line: 110, type: !550)
!554 = !DILocation(line: 110, column: 38, scope: !547)
!555 = !DILocalVariable(name: "flag", arg: 3, scope: !547, file: !81, line: 110, type: !108)
!556 = !DILocation(line: 110, column: 49, scope: !547)
!557 = !DILocation(line: 112, column: 15, scope: !547)
!558 = !DILocation(line: 112, column: 2, scope: !547)
!559 = !DILocation(line: 113, column: 6, scope: !560)
!560 = distinct !DILexicalBlock(scope: !547, file: !81, line: 113, column: 6)
!561 = !DILocation(line: 113, column: 6, scope: !547)
!562 = !DILocation(line: 114, column: 52, scope: !563)
!563 = distinct !DILexicalBlock(scope: !560, file: !81, line: 113, column: 12)
!564 = !DILocation(line: 114, column: 59, scope: !563)
!565 = !DILocation(line: 114, column: 73, scope: !563)
!566 = !DILocation(line: 114, column: 5, scope: !563)
!567 = !DILocation(line: 115, column: 2, scope: !563)
!568 = !DILocation(line: 116, column: 1, scope: !547)
!569 = distinct !DISubprogram(name: "platform_main_end", scope: !175, file: !175, line: 49, type: !570, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !189)
!570 = !DISubroutineType(types: !571)
!571 = !{null, !83, !108}
!572 = !DILocalVariable(name: "crc", arg: 1, scope: !569, file: !175, line: 49, type: !83)
!573 = !DILocation(line: 49, column: 28, scope: !569)
!574 = !DILocalVariable(name: "flag", arg: 2, scope: !569, file: !175, line: 49, type: !108)
!575 = !DILocation(line: 49, column: 37, scope: !569)
!576 = !DILocation(line: 56, column: 29, scope: !569)
!577 = !DILocation(line: 56, column: 2, scope: !569)
!578 = !DILocation(line: 120, column: 1, scope: !569)
!579 = distinct !DISubprogram(name: "crc32_8bytes", scope: !81, file: !81, line: 97, type: !580, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !189)
!580 = !DISubroutineType(types: !581)
!581 = !{null, !135}
!582 = !DILocalVariable(name: "val", arg: 1, scope: !579, file: !81, line: 97, type: !135)
!583 = !DILocation(line: 97, column: 24, scope: !579)
!584 = !DILocation(line: 99, column: 15, scope: !579)
!585 = !DILocation(line: 99, column: 18, scope: !579)
!586 = !DILocation(line: 99, column: 23, scope: !579)
!587 = !DILocation(line: 99, column: 14, scope: !579)
!588 = !DILocation(line: 99, column: 2, scope: !579)
!589 = !DILocation(line: 100, column: 15, scope: !579)
!590 = !DILocation(line: 100, column: 18, scope: !579)
!591 = !DILocation(line: 100, column: 23, scope: !579)
!592 = !DILocation(line: 100, column: 14, scope: !579)
!593 = !DILocation(line: 100, column: 2, scope: !579)
!594 = !DILocation(line: 101, column: 15, scope: !579)
!595 = !DILocation(line: 101, column: 18, scope: !579)
!596 = !DILocation(line: 101, column: 24, scope: !579)
!597 = !DILocation(line: 101, column: 14, scope: !579)
!598 = !DILocation(line: 101, column: 2, scope: !579)
!599 = !DILocation(line: 102, column: 15, scope: !579)
!600 = !DILocation(line: 102, column: 18, scope: !579)
!601 = !DILocation(line: 102, column: 24, scope: !579)
!602 = !DILocation(line: 102, column: 14, scope: !579)
!603 = !DILocation(line: 102, column: 2, scope: !579)
!604 = !DILocation(line: 103, column: 15, scope: !579)
!605 = !DILocation(line: 103, column: 18, scope: !579)
!606 = !DILocation(line: 103, column: 24, scope: !579)
!607 = !DILocation(line: 103, column: 14, scope: !579)
!608 = !DILocation(line: 103, column: 2, scope: !579)
!609 = !DILocation(line: 104, column: 15, scope: !579)
!610 = !DILocation(line: 104, column: 18, scope: !579)
!611 = !DILocation(line: 104, column: 24, scope: !579)
!612 = !DILocation(line: 104, column: 14, scope: !579)
!613 = !DILocation(line: 104, column: 2, scope: !579)
!614 = !DILocation(line: 105, column: 15, scope: !579)
!615 = !DILocation(line: 105, column: 18, scope: !579)
!616 = !DILocation(line: 105, column: 24, scope: !579)
!617 = !DILocation(line: 105, column: 14, scope: !579)
!618 = !DILocation(line: 105, column: 2, scope: !579)
!619 = !DILocation(line: 106, column: 15, scope: !579)
!620 = !DILocation(line: 106, column: 18, scope: !579)
!621 = !DILocation(line: 106, column: 24, scope: !579)
!622 = !DILocation(line: 106, column: 14, scope: !579)
!623 = !DILocation(line: 106, column: 2, scope: !579)
!624 = !DILocation(line: 107, column: 1, scope: !579)
!625 = distinct !DISubprogram(name: "crc32_byte", scope: !81, file: !81, line: 71, type: !626, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !189)
!626 = !DISubroutineType(types: !627)
!627 = !{null, !127}
!628 = !DILocalVariable(name: "b", arg: 1, scope: !625, file: !81, line: 71, type: !127)
!629 = !DILocation(line: 71, column: 21, scope: !625)
!630 = !DILocation(line: 73, column: 5, scope: !625)
!631 = !DILocation(line: 73, column: 19, scope: !625)
!632 = !DILocation(line: 73, column: 25, scope: !625)
!633 = !DILocation(line: 74, column: 14, scope: !625)
!634 = !DILocation(line: 74, column: 30, scope: !625)
!635 = !DILocation(line: 74, column: 28, scope: !625)
!636 = !DILocation(line: 74, column: 33, scope: !625)
!637 = !DILocation(line: 74, column: 3, scope: !625)
!638 = !DILocation(line: 73, column: 39, scope: !625)
!639 = !DILocation(line: 72, column: 16, scope: !625)
!640 = !DILocation(line: 75, column: 1, scope: !625)
