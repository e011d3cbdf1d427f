; ModuleID = 'default_1.c'
source_filename = "default_1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@g_2 = internal global i32 6, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1, !dbg !15
@g_6 = internal global i32 9, align 4, !dbg !132
@.str.2 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1, !dbg !20
@g_25 = internal global i32 -1539204905, align 4, !dbg !134
@.str.3 = private unnamed_addr constant [5 x i8] c"g_25\00", align 1, !dbg !22
@g_30 = internal global i32 1233241478, align 4, !dbg !136
@.str.4 = private unnamed_addr constant [5 x i8] c"g_30\00", align 1, !dbg !27
@g_38 = internal global i16 1, align 2, !dbg !138
@.str.5 = private unnamed_addr constant [5 x i8] c"g_38\00", align 1, !dbg !29
@g_40 = internal global [10 x [5 x i16]] [[5 x i16] [i16 -3, i16 -19976, i16 -26050, i16 0, i16 -26050], [5 x i16] [i16 5, i16 5, i16 1, i16 -7, i16 14384], [5 x i16] [i16 -3, i16 1, i16 -28635, i16 6639, i16 6639], [5 x i16] [i16 -7, i16 -1, i16 -7, i16 8297, i16 -14545], [5 x i16] [i16 -28635, i16 1, i16 -3, i16 1, i16 2], [5 x i16] [i16 1, i16 5, i16 5, i16 1, i16 -7], [5 x i16] [i16 -26050, i16 -19976, i16 -3, i16 2, i16 1], [5 x i16] [i16 -30798, i16 1, i16 -7, i16 1, i16 -30798], [5 x i16] [i16 -19976, i16 1, i16 -28635, i16 2, i16 -9], [5 x i16] [i16 -14685, i16 1, i16 5, i16 5, i16 1]], align 16, !dbg !140
@.str.6 = private unnamed_addr constant [11 x i8] c"g_40[i][j]\00", align 1, !dbg !31
@.str.7 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !36
@g_50 = internal global i16 1, align 2, !dbg !148
@.str.8 = private unnamed_addr constant [5 x i8] c"g_50\00", align 1, !dbg !41
@g_53 = internal global i16 7, align 2, !dbg !151
@.str.9 = private unnamed_addr constant [5 x i8] c"g_53\00", align 1, !dbg !43
@g_63 = internal global i64 0, align 8, !dbg !153
@.str.10 = private unnamed_addr constant [5 x i8] c"g_63\00", align 1, !dbg !45
@g_75 = internal global i8 -97, align 1, !dbg !158
@.str.11 = private unnamed_addr constant [5 x i8] c"g_75\00", align 1, !dbg !47
@g_79 = internal global i8 -45, align 1, !dbg !160
@.str.12 = private unnamed_addr constant [5 x i8] c"g_79\00", align 1, !dbg !49
@g_84 = internal global [7 x i64] [i64 -5, i64 -5, i64 -5, i64 -5, i64 -5, i64 -5, i64 -5], align 16, !dbg !162
@.str.13 = private unnamed_addr constant [8 x i8] c"g_84[i]\00", align 1, !dbg !51
@.str.14 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !56
@g_95 = internal global i32 0, align 4, !dbg !171
@.str.15 = private unnamed_addr constant [5 x i8] c"g_95\00", align 1, !dbg !61
@g_154 = internal global i64 1658997423552350792, align 8, !dbg !173
@.str.16 = private unnamed_addr constant [6 x i8] c"g_154\00", align 1, !dbg !63
@g_156 = internal global i64 1, align 8, !dbg !175
@.str.17 = private unnamed_addr constant [6 x i8] c"g_156\00", align 1, !dbg !68
@g_161 = internal global [9 x [8 x i32]] [[8 x i32] [i32 -7, i32 -1325163158, i32 623409223, i32 -7, i32 -1, i32 -7, i32 623409223, i32 -1325163158], [8 x i32] [i32 -1325163158, i32 580444541, i32 1367865988, i32 5, i32 580444541, i32 623409223, i32 -1, i32 1367865988], [8 x i32] [i32 -1680232638, i32 -1, i32 6, i32 -1325163158, i32 -1325163158, i32 6, i32 -1, i32 -1680232638], [8 x i32] [i32 0, i32 -1325163158, i32 1367865988, i32 623409223, i32 -900578469, i32 0, i32 623409223, i32 5], [8 x i32] [i32 -900578469, i32 0, i32 623409223, i32 5, i32 623409223, i32 0, i32 -900578469, i32 623409223], [8 x i32] [i32 -1680232638, i32 -1325163158, i32 1052960745, i32 -1680232638, i32 -1, i32 6, i32 -1325163158, i32 -1325163158], [8 x i32] [i32 623409223, i32 -1, i32 1367865988, i32 1367865988, i32 -1, i32 623409223, i32 580444541, i32 5], [8 x i32] [i32 -1680232638, i32 580444541, i32 -7, i32 -1325163158, i32 623409223, i32 -7, i32 -1, i32 -7], [8 x i32] [i32 -900578469, i32 -1325163158, i32 -1, i32 -1325163158, i32 -900578469, i32 -1, i32 -1325163158, i32 5]], align 16, !dbg !177
@.str.18 = private unnamed_addr constant [12 x i8] c"g_161[i][j]\00", align 1, !dbg !70
@g_190 = internal global [2 x [1 x [3 x i64]]] [[1 x [3 x i64]] [[3 x i64] [i64 8343497201913402404, i64 8343497201913402404, i64 8343497201913402404]], [1 x [3 x i64]] [[3 x i64] [i64 8343497201913402404, i64 8343497201913402404, i64 8343497201913402404]]], align 16, !dbg !181
@.str.19 = private unnamed_addr constant [15 x i8] c"g_190[i][j][k]\00", align 1, !dbg !75
@.str.20 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !80
@g_201 = internal global i8 0, align 1, !dbg !187
@.str.21 = private unnamed_addr constant [6 x i8] c"g_201\00", align 1, !dbg !85
@g_230 = internal global [3 x i64] [i64 5, i64 5, i64 5], align 16, !dbg !189
@.str.22 = private unnamed_addr constant [9 x i8] c"g_230[i]\00", align 1, !dbg !87
@crc32_context = internal global i32 -1, align 4, !dbg !196
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !92
@g_100 = internal global ptr @g_79, align 8, !dbg !121
@__const.func_9.l_52 = private unnamed_addr constant [4 x i32] [i32 -7, i32 -7, i32 -7, i32 -7], align 16
@__const.func_9.l_128 = private unnamed_addr constant [6 x [2 x [6 x i16]]] [[2 x [6 x i16]] [[6 x i16] [i16 -19901, i16 9956, i16 6098, i16 -19901, i16 0, i16 1], [6 x i16] [i16 -19901, i16 0, i16 1, i16 9956, i16 9956, i16 1]], [2 x [6 x i16]] [[6 x i16] [i16 16545, i16 16545, i16 6098, i16 -12494, i16 9956, i16 1], [6 x i16] [i16 9956, i16 0, i16 -1, i16 -12494, i16 0, i16 6098]], [2 x [6 x i16]] [[6 x i16] [i16 16545, i16 9956, i16 -1, i16 9956, i16 16545, i16 1], [6 x i16] [i16 -19901, i16 9956, i16 6098, i16 -19901, i16 0, i16 1]], [2 x [6 x i16]] [[6 x i16] [i16 -19901, i16 0, i16 1, i16 9956, i16 9956, i16 1], [6 x i16] [i16 16545, i16 16545, i16 6098, i16 -12494, i16 9956, i16 1]], [2 x [6 x i16]] [[6 x i16] [i16 9956, i16 0, i16 -1, i16 -12494, i16 0, i16 6098], [6 x i16] [i16 16545, i16 9956, i16 -1, i16 9956, i16 16545, i16 1]], [2 x [6 x i16]] [[6 x i16] [i16 -19901, i16 9956, i16 6098, i16 -19901, i16 0, i16 1], [6 x i16] [i16 -19901, i16 0, i16 1, i16 9956, i16 9956, i16 1]]], align 16
@__const.func_9.l_31 = private unnamed_addr constant [4 x [2 x i64]] [[2 x i64] [i64 -6914309960671701961, i64 -6914309960671701961], [2 x i64] [i64 -6914309960671701961, i64 -6914309960671701961], [2 x i64] [i64 -6914309960671701961, i64 -6914309960671701961], [2 x i64] [i64 -6914309960671701961, i64 -6914309960671701961]], align 16
@__const.func_9.l_78 = private unnamed_addr constant [5 x ptr] [ptr @g_79, ptr @g_79, ptr @g_79, ptr @g_79, ptr @g_79], align 16
@__const.func_9.l_34 = private unnamed_addr constant [3 x [2 x [6 x i32]]] [[2 x [6 x i32]] [[6 x i32] [i32 -1, i32 8, i32 -1, i32 8, i32 -1, i32 8], [6 x i32] [i32 -1, i32 8, i32 -1, i32 8, i32 -1, i32 8]], [2 x [6 x i32]] [[6 x i32] [i32 -1, i32 8, i32 -1, i32 8, i32 -1, i32 8], [6 x i32] [i32 -1, i32 8, i32 -1, i32 8, i32 -1, i32 8]], [2 x [6 x i32]] [[6 x i32] [i32 -1, i32 8, i32 -1, i32 8, i32 -1, i32 8], [6 x i32] [i32 -1, i32 8, i32 -1, i32 8, i32 -1, i32 8]]], align 16
@g_37 = internal global ptr @g_38, align 8, !dbg !102
@__const.func_9.l_62 = private unnamed_addr constant [8 x [6 x [2 x ptr]]] [[6 x [2 x ptr]] [[2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr @g_63, ptr null], [2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr null, ptr @g_63], [2 x ptr] [ptr @g_63, ptr null]], [6 x [2 x ptr]] [[2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr @g_63, ptr null], [2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr null, ptr @g_63], [2 x ptr] [ptr @g_63, ptr null], [2 x ptr] [ptr @g_63, ptr @g_63]], [6 x [2 x ptr]] [[2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr @g_63, ptr null], [2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr null, ptr @g_63]], [6 x [2 x ptr]] [[2 x ptr] [ptr @g_63, ptr null], [2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr @g_63, ptr null], [2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr null, ptr @g_63], [2 x ptr] [ptr @g_63, ptr null]], [6 x [2 x ptr]] [[2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr @g_63, ptr null], [2 x ptr] [ptr @g_63, ptr @g_63]], [6 x [2 x ptr]] [[2 x ptr] [ptr null, ptr @g_63], [2 x ptr] [ptr @g_63, ptr null], [2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr @g_63, ptr null], [2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr null, ptr @g_63]], [6 x [2 x ptr]] [[2 x ptr] [ptr @g_63, ptr null], [2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr @g_63, ptr null]], [6 x [2 x ptr]] [[2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr null, ptr @g_63], [2 x ptr] [ptr @g_63, ptr null], [2 x ptr] [ptr @g_63, ptr @g_63], [2 x ptr] [ptr @g_63, ptr null], [2 x ptr] [ptr @g_63, ptr @g_63]]], align 16
@__const.func_9.l_81 = private unnamed_addr constant [6 x i32] [i32 -1980267729, i32 -1980267729, i32 -1980267729, i32 -1980267729, i32 -1980267729, i32 -1980267729], align 16
@__const.func_9.l_83 = private unnamed_addr constant [2 x [4 x ptr]] [[4 x ptr] [ptr @g_25, ptr null, ptr @g_25, ptr null], [4 x ptr] [ptr @g_25, ptr null, ptr @g_25, ptr null]], align 16
@g_107 = internal global ptr @g_108, align 8, !dbg !110
@g_108 = internal global ptr @g_2, align 8, !dbg !117
@g_163 = internal global ptr @g_108, align 8, !dbg !119
@.str.23 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !127
@.str.24 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !193

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !206 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !212, !DIExpression(), !213)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !214, !DIExpression(), !215)
    #dbg_declare(ptr %6, !216, !DIExpression(), !217)
    #dbg_declare(ptr %7, !218, !DIExpression(), !219)
    #dbg_declare(ptr %8, !220, !DIExpression(), !221)
    #dbg_declare(ptr %9, !222, !DIExpression(), !223)
  store i32 0, ptr %9, align 4, !dbg !223
  %10 = load i32, ptr %4, align 4, !dbg !224
  %11 = icmp eq i32 %10, 2, !dbg !226
  br i1 %11, label %12, label %19, !dbg !227

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8, !dbg !228
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !228
  %15 = load ptr, ptr %14, align 8, !dbg !228
  %16 = call i32 @strcmp(ptr noundef %15, ptr noundef @.str) #4, !dbg !229
  %17 = icmp eq i32 %16, 0, !dbg !230
  br i1 %17, label %18, label %19, !dbg !231

18:                                               ; preds = %12
  store i32 1, ptr %9, align 4, !dbg !232
  br label %19, !dbg !233

19:                                               ; preds = %18, %12, %2
  call void @platform_main_begin(), !dbg !234
  call void @crc32_gentab(), !dbg !235
  %20 = call i32 @func_1(), !dbg !236
  %21 = load i32, ptr @g_2, align 4, !dbg !237
  %22 = sext i32 %21 to i64, !dbg !237
  %23 = load i32, ptr %9, align 4, !dbg !238
  call void @transparent_crc(i64 noundef %22, ptr noundef @.str.1, i32 noundef %23), !dbg !239
  %24 = load i32, ptr @g_6, align 4, !dbg !240
  %25 = sext i32 %24 to i64, !dbg !240
  %26 = load i32, ptr %9, align 4, !dbg !241
  call void @transparent_crc(i64 noundef %25, ptr noundef @.str.2, i32 noundef %26), !dbg !242
  %27 = load i32, ptr @g_25, align 4, !dbg !243
  %28 = sext i32 %27 to i64, !dbg !243
  %29 = load i32, ptr %9, align 4, !dbg !244
  call void @transparent_crc(i64 noundef %28, ptr noundef @.str.3, i32 noundef %29), !dbg !245
  %30 = load i32, ptr @g_30, align 4, !dbg !246
  %31 = sext i32 %30 to i64, !dbg !246
  %32 = load i32, ptr %9, align 4, !dbg !247
  call void @transparent_crc(i64 noundef %31, ptr noundef @.str.4, i32 noundef %32), !dbg !248
  %33 = load i16, ptr @g_38, align 2, !dbg !249
  %34 = sext i16 %33 to i64, !dbg !249
  %35 = load i32, ptr %9, align 4, !dbg !250
  call void @transparent_crc(i64 noundef %34, ptr noundef @.str.5, i32 noundef %35), !dbg !251
  store i32 0, ptr %6, align 4, !dbg !252
  br label %36, !dbg !254

36:                                               ; preds = %64, %19
  %37 = load i32, ptr %6, align 4, !dbg !255
  %38 = icmp slt i32 %37, 10, !dbg !257
  br i1 %38, label %39, label %67, !dbg !258

39:                                               ; preds = %36
  store i32 0, ptr %7, align 4, !dbg !259
  br label %40, !dbg !262

40:                                               ; preds = %60, %39
  %41 = load i32, ptr %7, align 4, !dbg !263
  %42 = icmp slt i32 %41, 5, !dbg !265
  br i1 %42, label %43, label %63, !dbg !266

43:                                               ; preds = %40
  %44 = load i32, ptr %6, align 4, !dbg !267
  %45 = sext i32 %44 to i64, !dbg !269
  %46 = getelementptr inbounds [10 x [5 x i16]], ptr @g_40, i64 0, i64 %45, !dbg !269
  %47 = load i32, ptr %7, align 4, !dbg !270
  %48 = sext i32 %47 to i64, !dbg !269
  %49 = getelementptr inbounds [5 x i16], ptr %46, i64 0, i64 %48, !dbg !269
  %50 = load i16, ptr %49, align 2, !dbg !269
  %51 = zext i16 %50 to i64, !dbg !269
  %52 = load i32, ptr %9, align 4, !dbg !271
  call void @transparent_crc(i64 noundef %51, ptr noundef @.str.6, i32 noundef %52), !dbg !272
  %53 = load i32, ptr %9, align 4, !dbg !273
  %54 = icmp ne i32 %53, 0, !dbg !273
  br i1 %54, label %55, label %59, !dbg !275

55:                                               ; preds = %43
  %56 = load i32, ptr %6, align 4, !dbg !276
  %57 = load i32, ptr %7, align 4, !dbg !277
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %56, i32 noundef %57), !dbg !278
  br label %59, !dbg !278

59:                                               ; preds = %55, %43
  br label %60, !dbg !279

60:                                               ; preds = %59
  %61 = load i32, ptr %7, align 4, !dbg !280
  %62 = add nsw i32 %61, 1, !dbg !280
  store i32 %62, ptr %7, align 4, !dbg !280
  br label %40, !dbg !281, !llvm.loop !282

63:                                               ; preds = %40
  br label %64, !dbg !285

64:                                               ; preds = %63
  %65 = load i32, ptr %6, align 4, !dbg !286
  %66 = add nsw i32 %65, 1, !dbg !286
  store i32 %66, ptr %6, align 4, !dbg !286
  br label %36, !dbg !287, !llvm.loop !288

67:                                               ; preds = %36
  %68 = load volatile i16, ptr @g_50, align 2, !dbg !290
  %69 = sext i16 %68 to i64, !dbg !290
  %70 = load i32, ptr %9, align 4, !dbg !291
  call void @transparent_crc(i64 noundef %69, ptr noundef @.str.8, i32 noundef %70), !dbg !292
  %71 = load i16, ptr @g_53, align 2, !dbg !293
  %72 = zext i16 %71 to i64, !dbg !293
  %73 = load i32, ptr %9, align 4, !dbg !294
  call void @transparent_crc(i64 noundef %72, ptr noundef @.str.9, i32 noundef %73), !dbg !295
  %74 = load i64, ptr @g_63, align 8, !dbg !296
  %75 = load i32, ptr %9, align 4, !dbg !297
  call void @transparent_crc(i64 noundef %74, ptr noundef @.str.10, i32 noundef %75), !dbg !298
  %76 = load i8, ptr @g_75, align 1, !dbg !299
  %77 = sext i8 %76 to i64, !dbg !299
  %78 = load i32, ptr %9, align 4, !dbg !300
  call void @transparent_crc(i64 noundef %77, ptr noundef @.str.11, i32 noundef %78), !dbg !301
  %79 = load i8, ptr @g_79, align 1, !dbg !302
  %80 = sext i8 %79 to i64, !dbg !302
  %81 = load i32, ptr %9, align 4, !dbg !303
  call void @transparent_crc(i64 noundef %80, ptr noundef @.str.12, i32 noundef %81), !dbg !304
  store i32 0, ptr %6, align 4, !dbg !305
  br label %82, !dbg !307

82:                                               ; preds = %97, %67
  %83 = load i32, ptr %6, align 4, !dbg !308
  %84 = icmp slt i32 %83, 7, !dbg !310
  br i1 %84, label %85, label %100, !dbg !311

85:                                               ; preds = %82
  %86 = load i32, ptr %6, align 4, !dbg !312
  %87 = sext i32 %86 to i64, !dbg !314
  %88 = getelementptr inbounds [7 x i64], ptr @g_84, i64 0, i64 %87, !dbg !314
  %89 = load volatile i64, ptr %88, align 8, !dbg !314
  %90 = load i32, ptr %9, align 4, !dbg !315
  call void @transparent_crc(i64 noundef %89, ptr noundef @.str.13, i32 noundef %90), !dbg !316
  %91 = load i32, ptr %9, align 4, !dbg !317
  %92 = icmp ne i32 %91, 0, !dbg !317
  br i1 %92, label %93, label %96, !dbg !319

93:                                               ; preds = %85
  %94 = load i32, ptr %6, align 4, !dbg !320
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %94), !dbg !321
  br label %96, !dbg !321

96:                                               ; preds = %93, %85
  br label %97, !dbg !322

97:                                               ; preds = %96
  %98 = load i32, ptr %6, align 4, !dbg !323
  %99 = add nsw i32 %98, 1, !dbg !323
  store i32 %99, ptr %6, align 4, !dbg !323
  br label %82, !dbg !324, !llvm.loop !325

100:                                              ; preds = %82
  %101 = load i32, ptr @g_95, align 4, !dbg !327
  %102 = zext i32 %101 to i64, !dbg !327
  %103 = load i32, ptr %9, align 4, !dbg !328
  call void @transparent_crc(i64 noundef %102, ptr noundef @.str.15, i32 noundef %103), !dbg !329
  %104 = load i64, ptr @g_154, align 8, !dbg !330
  %105 = load i32, ptr %9, align 4, !dbg !331
  call void @transparent_crc(i64 noundef %104, ptr noundef @.str.16, i32 noundef %105), !dbg !332
  %106 = load volatile i64, ptr @g_156, align 8, !dbg !333
  %107 = load i32, ptr %9, align 4, !dbg !334
  call void @transparent_crc(i64 noundef %106, ptr noundef @.str.17, i32 noundef %107), !dbg !335
  store i32 0, ptr %6, align 4, !dbg !336
  br label %108, !dbg !338

108:                                              ; preds = %136, %100
  %109 = load i32, ptr %6, align 4, !dbg !339
  %110 = icmp slt i32 %109, 9, !dbg !341
  br i1 %110, label %111, label %139, !dbg !342

111:                                              ; preds = %108
  store i32 0, ptr %7, align 4, !dbg !343
  br label %112, !dbg !346

112:                                              ; preds = %132, %111
  %113 = load i32, ptr %7, align 4, !dbg !347
  %114 = icmp slt i32 %113, 8, !dbg !349
  br i1 %114, label %115, label %135, !dbg !350

115:                                              ; preds = %112
  %116 = load i32, ptr %6, align 4, !dbg !351
  %117 = sext i32 %116 to i64, !dbg !353
  %118 = getelementptr inbounds [9 x [8 x i32]], ptr @g_161, i64 0, i64 %117, !dbg !353
  %119 = load i32, ptr %7, align 4, !dbg !354
  %120 = sext i32 %119 to i64, !dbg !353
  %121 = getelementptr inbounds [8 x i32], ptr %118, i64 0, i64 %120, !dbg !353
  %122 = load i32, ptr %121, align 4, !dbg !353
  %123 = zext i32 %122 to i64, !dbg !353
  %124 = load i32, ptr %9, align 4, !dbg !355
  call void @transparent_crc(i64 noundef %123, ptr noundef @.str.18, i32 noundef %124), !dbg !356
  %125 = load i32, ptr %9, align 4, !dbg !357
  %126 = icmp ne i32 %125, 0, !dbg !357
  br i1 %126, label %127, label %131, !dbg !359

127:                                              ; preds = %115
  %128 = load i32, ptr %6, align 4, !dbg !360
  %129 = load i32, ptr %7, align 4, !dbg !361
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %128, i32 noundef %129), !dbg !362
  br label %131, !dbg !362

131:                                              ; preds = %127, %115
  br label %132, !dbg !363

132:                                              ; preds = %131
  %133 = load i32, ptr %7, align 4, !dbg !364
  %134 = add nsw i32 %133, 1, !dbg !364
  store i32 %134, ptr %7, align 4, !dbg !364
  br label %112, !dbg !365, !llvm.loop !366

135:                                              ; preds = %112
  br label %136, !dbg !368

136:                                              ; preds = %135
  %137 = load i32, ptr %6, align 4, !dbg !369
  %138 = add nsw i32 %137, 1, !dbg !369
  store i32 %138, ptr %6, align 4, !dbg !369
  br label %108, !dbg !370, !llvm.loop !371

139:                                              ; preds = %108
  store i32 0, ptr %6, align 4, !dbg !373
  br label %140, !dbg !375

140:                                              ; preds = %179, %139
  %141 = load i32, ptr %6, align 4, !dbg !376
  %142 = icmp slt i32 %141, 2, !dbg !378
  br i1 %142, label %143, label %182, !dbg !379

143:                                              ; preds = %140
  store i32 0, ptr %7, align 4, !dbg !380
  br label %144, !dbg !383

144:                                              ; preds = %175, %143
  %145 = load i32, ptr %7, align 4, !dbg !384
  %146 = icmp slt i32 %145, 1, !dbg !386
  br i1 %146, label %147, label %178, !dbg !387

147:                                              ; preds = %144
  store i32 0, ptr %8, align 4, !dbg !388
  br label %148, !dbg !391

148:                                              ; preds = %171, %147
  %149 = load i32, ptr %8, align 4, !dbg !392
  %150 = icmp slt i32 %149, 3, !dbg !394
  br i1 %150, label %151, label %174, !dbg !395

151:                                              ; preds = %148
  %152 = load i32, ptr %6, align 4, !dbg !396
  %153 = sext i32 %152 to i64, !dbg !398
  %154 = getelementptr inbounds [2 x [1 x [3 x i64]]], ptr @g_190, i64 0, i64 %153, !dbg !398
  %155 = load i32, ptr %7, align 4, !dbg !399
  %156 = sext i32 %155 to i64, !dbg !398
  %157 = getelementptr inbounds [1 x [3 x i64]], ptr %154, i64 0, i64 %156, !dbg !398
  %158 = load i32, ptr %8, align 4, !dbg !400
  %159 = sext i32 %158 to i64, !dbg !398
  %160 = getelementptr inbounds [3 x i64], ptr %157, i64 0, i64 %159, !dbg !398
  %161 = load i64, ptr %160, align 8, !dbg !398
  %162 = load i32, ptr %9, align 4, !dbg !401
  call void @transparent_crc(i64 noundef %161, ptr noundef @.str.19, i32 noundef %162), !dbg !402
  %163 = load i32, ptr %9, align 4, !dbg !403
  %164 = icmp ne i32 %163, 0, !dbg !403
  br i1 %164, label %165, label %170, !dbg !405

165:                                              ; preds = %151
  %166 = load i32, ptr %6, align 4, !dbg !406
  %167 = load i32, ptr %7, align 4, !dbg !407
  %168 = load i32, ptr %8, align 4, !dbg !408
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %166, i32 noundef %167, i32 noundef %168), !dbg !409
  br label %170, !dbg !409

170:                                              ; preds = %165, %151
  br label %171, !dbg !410

171:                                              ; preds = %170
  %172 = load i32, ptr %8, align 4, !dbg !411
  %173 = add nsw i32 %172, 1, !dbg !411
  store i32 %173, ptr %8, align 4, !dbg !411
  br label %148, !dbg !412, !llvm.loop !413

174:                                              ; preds = %148
  br label %175, !dbg !415

175:                                              ; preds = %174
  %176 = load i32, ptr %7, align 4, !dbg !416
  %177 = add nsw i32 %176, 1, !dbg !416
  store i32 %177, ptr %7, align 4, !dbg !416
  br label %144, !dbg !417, !llvm.loop !418

178:                                              ; preds = %144
  br label %179, !dbg !420

179:                                              ; preds = %178
  %180 = load i32, ptr %6, align 4, !dbg !421
  %181 = add nsw i32 %180, 1, !dbg !421
  store i32 %181, ptr %6, align 4, !dbg !421
  br label %140, !dbg !422, !llvm.loop !423

182:                                              ; preds = %140
  %183 = load i8, ptr @g_201, align 1, !dbg !425
  %184 = sext i8 %183 to i64, !dbg !425
  %185 = load i32, ptr %9, align 4, !dbg !426
  call void @transparent_crc(i64 noundef %184, ptr noundef @.str.21, i32 noundef %185), !dbg !427
  store i32 0, ptr %6, align 4, !dbg !428
  br label %186, !dbg !430

186:                                              ; preds = %201, %182
  %187 = load i32, ptr %6, align 4, !dbg !431
  %188 = icmp slt i32 %187, 3, !dbg !433
  br i1 %188, label %189, label %204, !dbg !434

189:                                              ; preds = %186
  %190 = load i32, ptr %6, align 4, !dbg !435
  %191 = sext i32 %190 to i64, !dbg !437
  %192 = getelementptr inbounds [3 x i64], ptr @g_230, i64 0, i64 %191, !dbg !437
  %193 = load volatile i64, ptr %192, align 8, !dbg !437
  %194 = load i32, ptr %9, align 4, !dbg !438
  call void @transparent_crc(i64 noundef %193, ptr noundef @.str.22, i32 noundef %194), !dbg !439
  %195 = load i32, ptr %9, align 4, !dbg !440
  %196 = icmp ne i32 %195, 0, !dbg !440
  br i1 %196, label %197, label %200, !dbg !442

197:                                              ; preds = %189
  %198 = load i32, ptr %6, align 4, !dbg !443
  %199 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %198), !dbg !444
  br label %200, !dbg !444

200:                                              ; preds = %197, %189
  br label %201, !dbg !445

201:                                              ; preds = %200
  %202 = load i32, ptr %6, align 4, !dbg !446
  %203 = add nsw i32 %202, 1, !dbg !446
  store i32 %203, ptr %6, align 4, !dbg !446
  br label %186, !dbg !447, !llvm.loop !448

204:                                              ; preds = %186
  %205 = load i32, ptr @crc32_context, align 4, !dbg !450
  %206 = zext i32 %205 to i64, !dbg !450
  %207 = xor i64 %206, 4294967295, !dbg !451
  %208 = trunc i64 %207 to i32, !dbg !450
  %209 = load i32, ptr %9, align 4, !dbg !452
  call void @platform_main_end(i32 noundef %208, i32 noundef %209), !dbg !453
  ret i32 0, !dbg !454
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !455 {
  ret void, !dbg !458
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !459 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !460, !DIExpression(), !461)
    #dbg_declare(ptr %2, !462, !DIExpression(), !464)
  store i32 -306674912, ptr %2, align 4, !dbg !464
    #dbg_declare(ptr %3, !465, !DIExpression(), !466)
    #dbg_declare(ptr %4, !467, !DIExpression(), !468)
  store i32 0, ptr %3, align 4, !dbg !469
  br label %5, !dbg !471

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !472
  %7 = icmp slt i32 %6, 256, !dbg !474
  br i1 %7, label %8, label %36, !dbg !475

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !476
  store i32 %9, ptr %1, align 4, !dbg !478
  store i32 8, ptr %4, align 4, !dbg !479
  br label %10, !dbg !481

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !482
  %12 = icmp sgt i32 %11, 0, !dbg !484
  br i1 %12, label %13, label %28, !dbg !485

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !486
  %15 = and i32 %14, 1, !dbg !489
  %16 = icmp ne i32 %15, 0, !dbg !489
  br i1 %16, label %17, label %21, !dbg !490

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !491
  %19 = lshr i32 %18, 1, !dbg !493
  %20 = xor i32 %19, -306674912, !dbg !494
  store i32 %20, ptr %1, align 4, !dbg !495
  br label %24, !dbg !496

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !497
  %23 = lshr i32 %22, 1, !dbg !497
  store i32 %23, ptr %1, align 4, !dbg !497
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !499

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !500
  %27 = add nsw i32 %26, -1, !dbg !500
  store i32 %27, ptr %4, align 4, !dbg !500
  br label %10, !dbg !501, !llvm.loop !502

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !504
  %30 = load i32, ptr %3, align 4, !dbg !505
  %31 = sext i32 %30 to i64, !dbg !506
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !506
  store i32 %29, ptr %32, align 4, !dbg !507
  br label %33, !dbg !508

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !509
  %35 = add nsw i32 %34, 1, !dbg !509
  store i32 %35, ptr %3, align 4, !dbg !509
  br label %5, !dbg !510, !llvm.loop !511

36:                                               ; preds = %5
  ret void, !dbg !513
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_1() #0 !dbg !514 {
  %1 = alloca i8, align 1
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca [1 x ptr], align 8
  %30 = alloca i8, align 1
  %31 = alloca ptr, align 8
  %32 = alloca i32, align 4
  %33 = alloca i8, align 1
  %34 = alloca ptr, align 8
  %35 = alloca [4 x ptr], align 16
  %36 = alloca i32, align 4
    #dbg_declare(ptr %1, !517, !DIExpression(), !518)
  store i8 -12, ptr %1, align 1, !dbg !518
    #dbg_declare(ptr %2, !519, !DIExpression(), !520)
  store ptr @g_6, ptr %2, align 8, !dbg !520
    #dbg_declare(ptr %3, !521, !DIExpression(), !522)
  store ptr null, ptr %3, align 8, !dbg !522
    #dbg_declare(ptr %4, !523, !DIExpression(), !524)
  store ptr @g_6, ptr %4, align 8, !dbg !524
    #dbg_declare(ptr %5, !525, !DIExpression(), !526)
  store ptr @g_6, ptr %5, align 8, !dbg !526
    #dbg_declare(ptr %6, !527, !DIExpression(), !528)
  store ptr @g_25, ptr %6, align 8, !dbg !528
    #dbg_declare(ptr %7, !529, !DIExpression(), !530)
  store ptr @g_2, ptr %7, align 8, !dbg !530
    #dbg_declare(ptr %8, !531, !DIExpression(), !532)
  store ptr @g_6, ptr %8, align 8, !dbg !532
    #dbg_declare(ptr %9, !533, !DIExpression(), !534)
  store ptr null, ptr %9, align 8, !dbg !534
    #dbg_declare(ptr %10, !535, !DIExpression(), !536)
  store ptr null, ptr %10, align 8, !dbg !536
    #dbg_declare(ptr %11, !537, !DIExpression(), !538)
  store ptr @g_2, ptr %11, align 8, !dbg !538
    #dbg_declare(ptr %12, !539, !DIExpression(), !540)
  store ptr @g_25, ptr %12, align 8, !dbg !540
    #dbg_declare(ptr %13, !541, !DIExpression(), !542)
  store i32 -1604255133, ptr %13, align 4, !dbg !542
    #dbg_declare(ptr %14, !543, !DIExpression(), !544)
  store ptr %13, ptr %14, align 8, !dbg !544
    #dbg_declare(ptr %15, !545, !DIExpression(), !546)
  store ptr null, ptr %15, align 8, !dbg !546
    #dbg_declare(ptr %16, !547, !DIExpression(), !548)
  store ptr @g_6, ptr %16, align 8, !dbg !548
    #dbg_declare(ptr %17, !549, !DIExpression(), !550)
  store ptr @g_25, ptr %17, align 8, !dbg !550
    #dbg_declare(ptr %18, !551, !DIExpression(), !552)
  store ptr %13, ptr %18, align 8, !dbg !552
    #dbg_declare(ptr %19, !553, !DIExpression(), !554)
  store ptr @g_2, ptr %19, align 8, !dbg !554
    #dbg_declare(ptr %20, !555, !DIExpression(), !556)
  store ptr null, ptr %20, align 8, !dbg !556
    #dbg_declare(ptr %21, !557, !DIExpression(), !558)
  store ptr @g_2, ptr %21, align 8, !dbg !558
    #dbg_declare(ptr %22, !559, !DIExpression(), !560)
  store ptr %13, ptr %22, align 8, !dbg !560
    #dbg_declare(ptr %23, !561, !DIExpression(), !562)
  store ptr @g_6, ptr %23, align 8, !dbg !562
    #dbg_declare(ptr %24, !563, !DIExpression(), !564)
  store ptr null, ptr %24, align 8, !dbg !564
    #dbg_declare(ptr %25, !565, !DIExpression(), !566)
  store ptr @g_2, ptr %25, align 8, !dbg !566
    #dbg_declare(ptr %26, !567, !DIExpression(), !568)
  store ptr @g_25, ptr %26, align 8, !dbg !568
    #dbg_declare(ptr %27, !569, !DIExpression(), !570)
  store ptr @g_25, ptr %27, align 8, !dbg !570
    #dbg_declare(ptr %28, !571, !DIExpression(), !572)
  store ptr @g_2, ptr %28, align 8, !dbg !572
    #dbg_declare(ptr %29, !573, !DIExpression(), !576)
    #dbg_declare(ptr %30, !577, !DIExpression(), !578)
  store i8 7, ptr %30, align 1, !dbg !578
    #dbg_declare(ptr %31, !579, !DIExpression(), !581)
  store ptr @g_63, ptr %31, align 8, !dbg !581
    #dbg_declare(ptr %32, !582, !DIExpression(), !583)
  store i32 0, ptr %32, align 4, !dbg !584
  br label %37, !dbg !586

37:                                               ; preds = %44, %0
  %38 = load i32, ptr %32, align 4, !dbg !587
  %39 = icmp slt i32 %38, 1, !dbg !589
  br i1 %39, label %40, label %47, !dbg !590

40:                                               ; preds = %37
  %41 = load i32, ptr %32, align 4, !dbg !591
  %42 = sext i32 %41 to i64, !dbg !592
  %43 = getelementptr inbounds [1 x ptr], ptr %29, i64 0, i64 %42, !dbg !592
  store ptr @g_6, ptr %43, align 8, !dbg !593
  br label %44, !dbg !592

44:                                               ; preds = %40
  %45 = load i32, ptr %32, align 4, !dbg !594
  %46 = add nsw i32 %45, 1, !dbg !594
  store i32 %46, ptr %32, align 4, !dbg !594
  br label %37, !dbg !595, !llvm.loop !596

47:                                               ; preds = %37
  store i32 0, ptr @g_2, align 4, !dbg !598
  br label %48, !dbg !600

48:                                               ; preds = %76, %47
  %49 = load i32, ptr @g_2, align 4, !dbg !601
  %50 = icmp sgt i32 %49, 6, !dbg !603
  br i1 %50, label %51, label %79, !dbg !604

51:                                               ; preds = %48
    #dbg_declare(ptr %33, !605, !DIExpression(), !607)
  store i8 -27, ptr %33, align 1, !dbg !607
    #dbg_declare(ptr %34, !608, !DIExpression(), !609)
  store ptr null, ptr %34, align 8, !dbg !609
    #dbg_declare(ptr %35, !610, !DIExpression(), !612)
    #dbg_declare(ptr %36, !613, !DIExpression(), !614)
  store i32 0, ptr %36, align 4, !dbg !615
  br label %52, !dbg !617

52:                                               ; preds = %59, %51
  %53 = load i32, ptr %36, align 4, !dbg !618
  %54 = icmp slt i32 %53, 4, !dbg !620
  br i1 %54, label %55, label %62, !dbg !621

55:                                               ; preds = %52
  %56 = load i32, ptr %36, align 4, !dbg !622
  %57 = sext i32 %56 to i64, !dbg !623
  %58 = getelementptr inbounds [4 x ptr], ptr %35, i64 0, i64 %57, !dbg !623
  store ptr null, ptr %58, align 8, !dbg !624
  br label %59, !dbg !623

59:                                               ; preds = %55
  %60 = load i32, ptr %36, align 4, !dbg !625
  %61 = add nsw i32 %60, 1, !dbg !625
  store i32 %61, ptr %36, align 4, !dbg !625
  br label %52, !dbg !626, !llvm.loop !627

62:                                               ; preds = %52
  %63 = load i8, ptr %1, align 1, !dbg !629
  %64 = sext i8 %63 to i32, !dbg !629
  store i32 %64, ptr @g_6, align 4, !dbg !630
  %65 = load i32, ptr @g_2, align 4, !dbg !631
  %66 = trunc i32 %65 to i16, !dbg !631
  %67 = call signext i16 @func_9(i16 noundef signext %66), !dbg !632
  %68 = load i8, ptr %33, align 1, !dbg !633
  %69 = sext i8 %68 to i16, !dbg !633
  %70 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %67, i16 noundef signext %69), !dbg !634
  %71 = sext i16 %70 to i32, !dbg !635
  %72 = load i8, ptr @g_201, align 1, !dbg !636
  %73 = sext i8 %72 to i32, !dbg !636
  %74 = or i32 %73, %71, !dbg !636
  %75 = trunc i32 %74 to i8, !dbg !636
  store i8 %75, ptr @g_201, align 1, !dbg !636
  br label %76, !dbg !637

76:                                               ; preds = %62
  %77 = load i32, ptr @g_2, align 4, !dbg !638
  %78 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %77, i32 noundef 4), !dbg !639
  store i32 %78, ptr @g_2, align 4, !dbg !640
  br label %48, !dbg !641, !llvm.loop !642

79:                                               ; preds = %48
  %80 = load volatile i64, ptr getelementptr inbounds ([3 x i64], ptr @g_230, i64 0, i64 1), align 8, !dbg !644
  %81 = add i64 %80, 1, !dbg !644
  store volatile i64 %81, ptr getelementptr inbounds ([3 x i64], ptr @g_230, i64 0, i64 1), align 8, !dbg !644
  %82 = load ptr, ptr %21, align 8, !dbg !645
  %83 = load i32, ptr %82, align 4, !dbg !646
  %84 = and i32 %83, 0, !dbg !646
  store i32 %84, ptr %82, align 4, !dbg !646
  %85 = load i16, ptr @g_38, align 2, !dbg !647
  %86 = sext i16 %85 to i32, !dbg !647
  %87 = load i8, ptr %30, align 1, !dbg !648
  %88 = sext i8 %87 to i64, !dbg !648
  %89 = icmp sle i64 %88, 187, !dbg !649
  %90 = zext i1 %89 to i32, !dbg !649
  %91 = icmp sge i32 %86, %90, !dbg !650
  %92 = zext i1 %91 to i32, !dbg !650
  %93 = trunc i32 %92 to i16, !dbg !651
  %94 = call zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext -9, i16 noundef zeroext %93), !dbg !652
  %95 = zext i16 %94 to i32, !dbg !653
  %96 = load ptr, ptr %7, align 8, !dbg !654
  %97 = load i32, ptr %96, align 4, !dbg !655
  %98 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %95, i32 noundef %97), !dbg !656
  %99 = sext i32 %98 to i64, !dbg !657
  %100 = load ptr, ptr %31, align 8, !dbg !658
  store i64 %99, ptr %100, align 8, !dbg !659
  %101 = load volatile i16, ptr @g_50, align 2, !dbg !660
  %102 = sext i16 %101 to i64, !dbg !660
  %103 = xor i64 %99, %102, !dbg !661
  %104 = icmp ne i64 %103, 0, !dbg !661
  br i1 %104, label %105, label %108, !dbg !662

105:                                              ; preds = %79
  %106 = load i32, ptr @g_6, align 4, !dbg !663
  %107 = icmp ne i32 %106, 0, !dbg !662
  br label %108

108:                                              ; preds = %105, %79
  %109 = phi i1 [ false, %79 ], [ %107, %105 ], !dbg !664
  %110 = zext i1 %109 to i32, !dbg !662
  %111 = load i32, ptr getelementptr inbounds ([8 x i32], ptr getelementptr inbounds ([9 x [8 x i32]], ptr @g_161, i64 0, i64 7), i64 0, i64 7), align 4, !dbg !665
  %112 = icmp ule i32 %110, %111, !dbg !666
  %113 = zext i1 %112 to i32, !dbg !666
  %114 = trunc i32 %113 to i16, !dbg !667
  %115 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %114, i32 noundef 6), !dbg !668
  %116 = zext i16 %115 to i64, !dbg !669
  %117 = icmp ule i64 %116, -6916652862051535848, !dbg !670
  %118 = zext i1 %117 to i32, !dbg !670
  %119 = load i32, ptr @g_25, align 4, !dbg !671
  %120 = and i32 %118, %119, !dbg !672
  %121 = load i16, ptr getelementptr inbounds ([5 x i16], ptr getelementptr inbounds ([10 x [5 x i16]], ptr @g_40, i64 0, i64 3), i64 0, i64 2), align 2, !dbg !673
  %122 = zext i16 %121 to i32, !dbg !673
  %123 = icmp ne i32 %120, %122, !dbg !674
  %124 = zext i1 %123 to i32, !dbg !674
  %125 = trunc i32 %124 to i8, !dbg !675
  %126 = load ptr, ptr @g_100, align 8, !dbg !676
  store i8 %125, ptr %126, align 1, !dbg !677
  %127 = sext i8 %125 to i32, !dbg !678
  %128 = load i16, ptr getelementptr inbounds ([5 x i16], ptr getelementptr inbounds ([10 x [5 x i16]], ptr @g_40, i64 0, i64 2), i64 0, i64 2), align 4, !dbg !679
  %129 = zext i16 %128 to i32, !dbg !679
  %130 = icmp sgt i32 %127, %129, !dbg !680
  %131 = zext i1 %130 to i32, !dbg !680
  %132 = sext i32 %131 to i64, !dbg !681
  %133 = icmp ule i64 0, %132, !dbg !682
  %134 = zext i1 %133 to i32, !dbg !682
  %135 = load i32, ptr @g_95, align 4, !dbg !683
  %136 = zext i32 %135 to i64, !dbg !684
  %137 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %136, i64 noundef 7533066458248691435), !dbg !685
  %138 = trunc i64 %137 to i32, !dbg !686
  %139 = load ptr, ptr %2, align 8, !dbg !687
  %140 = load i32, ptr %139, align 4, !dbg !688
  %141 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %138, i32 noundef %140), !dbg !689
  %142 = load i32, ptr getelementptr inbounds ([8 x i32], ptr getelementptr inbounds ([9 x [8 x i32]], ptr @g_161, i64 0, i64 7), i64 0, i64 7), align 4, !dbg !690
  %143 = icmp ule i32 %141, %142, !dbg !691
  %144 = zext i1 %143 to i32, !dbg !691
  %145 = load ptr, ptr %18, align 8, !dbg !692
  store i32 %144, ptr %145, align 4, !dbg !693
  %146 = load ptr, ptr %25, align 8, !dbg !694
  %147 = load i32, ptr %146, align 4, !dbg !695
  ret i32 %147, !dbg !696
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !697 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !700, !DIExpression(), !701)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !702, !DIExpression(), !703)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !704, !DIExpression(), !705)
  %7 = load i64, ptr %4, align 8, !dbg !706
  call void @crc32_8bytes(i64 noundef %7), !dbg !707
  %8 = load i32, ptr %6, align 4, !dbg !708
  %9 = icmp ne i32 %8, 0, !dbg !708
  br i1 %9, label %10, label %16, !dbg !710

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !711
  %12 = load i32, ptr @crc32_context, align 4, !dbg !713
  %13 = zext i32 %12 to i64, !dbg !713
  %14 = xor i64 %13, 4294967295, !dbg !714
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, ptr noundef %11, i64 noundef %14), !dbg !715
  br label %16, !dbg !716

16:                                               ; preds = %10, %3
  ret void, !dbg !717
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !718 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !721, !DIExpression(), !722)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !723, !DIExpression(), !724)
  %5 = load i32, ptr %3, align 4, !dbg !725
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %5), !dbg !726
  ret void, !dbg !727
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !728 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !732, !DIExpression(), !733)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !734, !DIExpression(), !735)
  %5 = load i16, ptr %3, align 2, !dbg !736
  %6 = sext i16 %5 to i32, !dbg !736
  %7 = load i16, ptr %4, align 2, !dbg !737
  %8 = sext i16 %7 to i32, !dbg !737
  %9 = add nsw i32 %6, %8, !dbg !738
  %10 = trunc i32 %9 to i16, !dbg !739
  ret i16 %10, !dbg !740
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @func_9(i16 noundef signext %0) #0 !dbg !741 {
  %2 = alloca i16, align 2
  %3 = alloca i16, align 2
  %4 = alloca i8, align 1
  %5 = alloca ptr, align 8
  %6 = alloca [4 x i32], align 16
  %7 = alloca [6 x [2 x [6 x i16]]], align 16
  %8 = alloca i8, align 1
  %9 = alloca i16, align 2
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i8, align 1
  %15 = alloca [4 x [2 x i64]], align 16
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i8, align 1
  %21 = alloca ptr, align 8
  %22 = alloca [3 x i32], align 4
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca [1 x [3 x i32]], align 4
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca [5 x ptr], align 16
  %34 = alloca ptr, align 8
  %35 = alloca [3 x ptr], align 16
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca [2 x ptr], align 16
  %39 = alloca [3 x [2 x [6 x i32]]], align 16
  %40 = alloca ptr, align 8
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca ptr, align 8
  %45 = alloca [9 x ptr], align 16
  %46 = alloca ptr, align 8
  %47 = alloca [4 x ptr], align 16
  %48 = alloca [8 x [6 x [2 x ptr]]], align 16
  %49 = alloca ptr, align 8
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca i64, align 8
  %54 = alloca [6 x i32], align 16
  %55 = alloca ptr, align 8
  %56 = alloca [2 x [4 x ptr]], align 16
  %57 = alloca i32, align 4
  %58 = alloca i32, align 4
  %59 = alloca ptr, align 8
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca ptr, align 8
  %63 = alloca i8, align 1
  %64 = alloca ptr, align 8
  %65 = alloca i32, align 4
  %66 = alloca ptr, align 8
  %67 = alloca ptr, align 8
  %68 = alloca i8, align 1
  %69 = alloca [4 x ptr], align 16
  %70 = alloca ptr, align 8
  %71 = alloca ptr, align 8
  %72 = alloca i32, align 4
  %73 = alloca ptr, align 8
  %74 = alloca ptr, align 8
  %75 = alloca i32, align 4
  %76 = alloca ptr, align 8
  %77 = alloca ptr, align 8
  %78 = alloca i32, align 4
  %79 = alloca ptr, align 8
  %80 = alloca ptr, align 8
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !744, !DIExpression(), !745)
    #dbg_declare(ptr %4, !746, !DIExpression(), !748)
  store i8 -3, ptr %4, align 1, !dbg !748
    #dbg_declare(ptr %5, !749, !DIExpression(), !750)
  store ptr @g_30, ptr %5, align 8, !dbg !750
    #dbg_declare(ptr %6, !751, !DIExpression(), !753)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.func_9.l_52, i64 16, i1 false), !dbg !753
    #dbg_declare(ptr %7, !754, !DIExpression(), !757)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.func_9.l_128, i64 144, i1 false), !dbg !757
    #dbg_declare(ptr %8, !758, !DIExpression(), !759)
  store i8 1, ptr %8, align 1, !dbg !759
    #dbg_declare(ptr %9, !760, !DIExpression(), !761)
  store i16 -29395, ptr %9, align 2, !dbg !761
    #dbg_declare(ptr %10, !762, !DIExpression(), !763)
  store i32 292843654, ptr %10, align 4, !dbg !763
    #dbg_declare(ptr %11, !764, !DIExpression(), !765)
    #dbg_declare(ptr %12, !766, !DIExpression(), !767)
    #dbg_declare(ptr %13, !768, !DIExpression(), !769)
  store i32 -20, ptr @g_6, align 4, !dbg !770
  br label %83, !dbg !772

83:                                               ; preds = %694, %1
  %84 = load i32, ptr @g_6, align 4, !dbg !773
  %85 = icmp sle i32 %84, -13, !dbg !775
  br i1 %85, label %86, label %697, !dbg !776

86:                                               ; preds = %83
    #dbg_declare(ptr %14, !777, !DIExpression(), !779)
  store i8 45, ptr %14, align 1, !dbg !779
    #dbg_declare(ptr %15, !780, !DIExpression(), !783)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 16 @__const.func_9.l_31, i64 64, i1 false), !dbg !783
    #dbg_declare(ptr %16, !784, !DIExpression(), !785)
  store ptr @g_30, ptr %16, align 8, !dbg !785
    #dbg_declare(ptr %17, !786, !DIExpression(), !787)
  store ptr @g_25, ptr %17, align 8, !dbg !787
    #dbg_declare(ptr %18, !788, !DIExpression(), !789)
  store i32 -331537146, ptr %18, align 4, !dbg !789
    #dbg_declare(ptr %19, !790, !DIExpression(), !791)
  store i32 5, ptr %19, align 4, !dbg !791
    #dbg_declare(ptr %20, !792, !DIExpression(), !796)
  store i8 -63, ptr %20, align 1, !dbg !796
    #dbg_declare(ptr %21, !797, !DIExpression(), !799)
  store ptr %20, ptr %21, align 8, !dbg !799
    #dbg_declare(ptr %22, !800, !DIExpression(), !802)
    #dbg_declare(ptr %23, !803, !DIExpression(), !804)
  store i64 1, ptr %23, align 8, !dbg !804
    #dbg_declare(ptr %24, !805, !DIExpression(), !806)
    #dbg_declare(ptr %25, !807, !DIExpression(), !808)
  store i32 0, ptr %24, align 4, !dbg !809
  br label %87, !dbg !811

87:                                               ; preds = %94, %86
  %88 = load i32, ptr %24, align 4, !dbg !812
  %89 = icmp slt i32 %88, 3, !dbg !814
  br i1 %89, label %90, label %97, !dbg !815

90:                                               ; preds = %87
  %91 = load i32, ptr %24, align 4, !dbg !816
  %92 = sext i32 %91 to i64, !dbg !817
  %93 = getelementptr inbounds [3 x i32], ptr %22, i64 0, i64 %92, !dbg !817
  store i32 -6, ptr %93, align 4, !dbg !818
  br label %94, !dbg !817

94:                                               ; preds = %90
  %95 = load i32, ptr %24, align 4, !dbg !819
  %96 = add nsw i32 %95, 1, !dbg !819
  store i32 %96, ptr %24, align 4, !dbg !819
  br label %87, !dbg !820, !llvm.loop !821

97:                                               ; preds = %87
  %98 = load i16, ptr %3, align 2, !dbg !823
  %99 = sext i16 %98 to i64, !dbg !823
  %100 = icmp ne i64 %99, 2099329280073873175, !dbg !825
  br i1 %100, label %101, label %364, !dbg !826

101:                                              ; preds = %97
    #dbg_declare(ptr %26, !827, !DIExpression(), !829)
  store ptr null, ptr %26, align 8, !dbg !829
    #dbg_declare(ptr %27, !830, !DIExpression(), !832)
  store i32 194992817, ptr %27, align 4, !dbg !832
    #dbg_declare(ptr %28, !833, !DIExpression(), !836)
    #dbg_declare(ptr %29, !837, !DIExpression(), !838)
  %102 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 2, !dbg !839
  store ptr %102, ptr %29, align 8, !dbg !838
    #dbg_declare(ptr %30, !840, !DIExpression(), !841)
  store ptr %14, ptr %30, align 8, !dbg !841
    #dbg_declare(ptr %31, !842, !DIExpression(), !843)
  store ptr null, ptr %31, align 8, !dbg !843
    #dbg_declare(ptr %32, !844, !DIExpression(), !845)
  store ptr @g_75, ptr %32, align 8, !dbg !845
    #dbg_declare(ptr %33, !846, !DIExpression(), !848)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %33, ptr align 16 @__const.func_9.l_78, i64 40, i1 false), !dbg !848
    #dbg_declare(ptr %34, !849, !DIExpression(), !850)
  store ptr @g_38, ptr %34, align 8, !dbg !850
    #dbg_declare(ptr %35, !851, !DIExpression(), !854)
    #dbg_declare(ptr %36, !855, !DIExpression(), !856)
    #dbg_declare(ptr %37, !857, !DIExpression(), !858)
  store i32 0, ptr %36, align 4, !dbg !859
  br label %103, !dbg !861

103:                                              ; preds = %121, %101
  %104 = load i32, ptr %36, align 4, !dbg !862
  %105 = icmp slt i32 %104, 1, !dbg !864
  br i1 %105, label %106, label %124, !dbg !865

106:                                              ; preds = %103
  store i32 0, ptr %37, align 4, !dbg !866
  br label %107, !dbg !869

107:                                              ; preds = %117, %106
  %108 = load i32, ptr %37, align 4, !dbg !870
  %109 = icmp slt i32 %108, 3, !dbg !872
  br i1 %109, label %110, label %120, !dbg !873

110:                                              ; preds = %107
  %111 = load i32, ptr %36, align 4, !dbg !874
  %112 = sext i32 %111 to i64, !dbg !875
  %113 = getelementptr inbounds [1 x [3 x i32]], ptr %28, i64 0, i64 %112, !dbg !875
  %114 = load i32, ptr %37, align 4, !dbg !876
  %115 = sext i32 %114 to i64, !dbg !875
  %116 = getelementptr inbounds [3 x i32], ptr %113, i64 0, i64 %115, !dbg !875
  store i32 0, ptr %116, align 4, !dbg !877
  br label %117, !dbg !875

117:                                              ; preds = %110
  %118 = load i32, ptr %37, align 4, !dbg !878
  %119 = add nsw i32 %118, 1, !dbg !878
  store i32 %119, ptr %37, align 4, !dbg !878
  br label %107, !dbg !879, !llvm.loop !880

120:                                              ; preds = %107
  br label %121, !dbg !882

121:                                              ; preds = %120
  %122 = load i32, ptr %36, align 4, !dbg !883
  %123 = add nsw i32 %122, 1, !dbg !883
  store i32 %123, ptr %36, align 4, !dbg !883
  br label %103, !dbg !884, !llvm.loop !885

124:                                              ; preds = %103
  store i32 0, ptr %36, align 4, !dbg !887
  br label %125, !dbg !889

125:                                              ; preds = %132, %124
  %126 = load i32, ptr %36, align 4, !dbg !890
  %127 = icmp slt i32 %126, 3, !dbg !892
  br i1 %127, label %128, label %135, !dbg !893

128:                                              ; preds = %125
  %129 = load i32, ptr %36, align 4, !dbg !894
  %130 = sext i32 %129 to i64, !dbg !895
  %131 = getelementptr inbounds [3 x ptr], ptr %35, i64 0, i64 %130, !dbg !895
  store ptr @g_95, ptr %131, align 8, !dbg !896
  br label %132, !dbg !895

132:                                              ; preds = %128
  %133 = load i32, ptr %36, align 4, !dbg !897
  %134 = add nsw i32 %133, 1, !dbg !897
  store i32 %134, ptr %36, align 4, !dbg !897
  br label %125, !dbg !898, !llvm.loop !899

135:                                              ; preds = %125
  %136 = load i32, ptr @g_6, align 4, !dbg !901
  %137 = sext i32 %136 to i64, !dbg !901
  %138 = or i64 %137, 166, !dbg !903
  %139 = load i8, ptr %14, align 1, !dbg !904
  %140 = sext i8 %139 to i32, !dbg !904
  %141 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef -3, i32 noundef %140), !dbg !905
  %142 = load i32, ptr @g_25, align 4, !dbg !906
  %143 = or i32 %142, %141, !dbg !906
  store i32 %143, ptr @g_25, align 4, !dbg !906
  %144 = trunc i32 %143 to i16, !dbg !907
  %145 = load i16, ptr %3, align 2, !dbg !908
  %146 = sext i16 %145 to i32, !dbg !908
  %147 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %144, i32 noundef %146), !dbg !909
  %148 = sext i16 %147 to i32, !dbg !910
  %149 = icmp ne i32 %148, 0, !dbg !910
  br i1 %149, label %150, label %157, !dbg !911

150:                                              ; preds = %135
  %151 = load i32, ptr @g_6, align 4, !dbg !912
  %152 = icmp ne i32 %151, 0, !dbg !912
  br i1 %152, label %153, label %157, !dbg !913

153:                                              ; preds = %150
  %154 = load i16, ptr %3, align 2, !dbg !914
  %155 = sext i16 %154 to i32, !dbg !914
  %156 = icmp ne i32 %155, 0, !dbg !913
  br label %157

157:                                              ; preds = %153, %150, %135
  %158 = phi i1 [ false, %150 ], [ false, %135 ], [ %156, %153 ], !dbg !915
  %159 = zext i1 %158 to i32, !dbg !913
  %160 = sext i32 %159 to i64, !dbg !916
  %161 = or i64 %160, -9014657682547136781, !dbg !917
  %162 = load i32, ptr @g_6, align 4, !dbg !918
  %163 = sext i32 %162 to i64, !dbg !918
  %164 = icmp ule i64 %161, %163, !dbg !919
  %165 = zext i1 %164 to i32, !dbg !919
  %166 = sext i32 %165 to i64, !dbg !920
  %167 = icmp slt i64 %138, %166, !dbg !921
  %168 = zext i1 %167 to i32, !dbg !921
  %169 = sext i32 %168 to i64, !dbg !922
  %170 = load i8, ptr %14, align 1, !dbg !923
  %171 = sext i8 %170 to i32, !dbg !923
  %172 = call i32 @func_13(i64 noundef %169, i32 noundef %171, i8 noundef signext -3, i16 noundef signext -3), !dbg !924
  %173 = icmp ne i32 %172, 0, !dbg !924
  br i1 %173, label %174, label %177, !dbg !925

174:                                              ; preds = %157
  %175 = load i32, ptr @g_25, align 4, !dbg !926
  %176 = trunc i32 %175 to i16, !dbg !926
  store i16 %176, ptr %2, align 2, !dbg !928
  br label %702, !dbg !928

177:                                              ; preds = %157
    #dbg_declare(ptr %38, !929, !DIExpression(), !932)
    #dbg_declare(ptr %39, !933, !DIExpression(), !936)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %39, ptr align 16 @__const.func_9.l_34, i64 144, i1 false), !dbg !936
    #dbg_declare(ptr %40, !937, !DIExpression(), !939)
  store ptr getelementptr inbounds ([5 x i16], ptr getelementptr inbounds ([10 x [5 x i16]], ptr @g_40, i64 0, i64 2), i64 0, i64 2), ptr %40, align 8, !dbg !939
    #dbg_declare(ptr %41, !940, !DIExpression(), !941)
    #dbg_declare(ptr %42, !942, !DIExpression(), !943)
    #dbg_declare(ptr %43, !944, !DIExpression(), !945)
  store i32 0, ptr %41, align 4, !dbg !946
  br label %178, !dbg !948

178:                                              ; preds = %185, %177
  %179 = load i32, ptr %41, align 4, !dbg !949
  %180 = icmp slt i32 %179, 2, !dbg !951
  br i1 %180, label %181, label %188, !dbg !952

181:                                              ; preds = %178
  %182 = load i32, ptr %41, align 4, !dbg !953
  %183 = sext i32 %182 to i64, !dbg !954
  %184 = getelementptr inbounds [2 x ptr], ptr %38, i64 0, i64 %183, !dbg !954
  store ptr @g_30, ptr %184, align 8, !dbg !955
  br label %185, !dbg !954

185:                                              ; preds = %181
  %186 = load i32, ptr %41, align 4, !dbg !956
  %187 = add nsw i32 %186, 1, !dbg !956
  store i32 %187, ptr %41, align 4, !dbg !956
  br label %178, !dbg !957, !llvm.loop !958

188:                                              ; preds = %178
  %189 = getelementptr inbounds [4 x [2 x i64]], ptr %15, i64 0, i64 2, !dbg !960
  %190 = getelementptr inbounds [2 x i64], ptr %189, i64 0, i64 0, !dbg !960
  store i64 3082693949, ptr %190, align 16, !dbg !961
  %191 = getelementptr inbounds [3 x [2 x [6 x i32]]], ptr %39, i64 0, i64 0, !dbg !962
  %192 = getelementptr inbounds [2 x [6 x i32]], ptr %191, i64 0, i64 1, !dbg !962
  %193 = getelementptr inbounds [6 x i32], ptr %192, i64 0, i64 1, !dbg !962
  %194 = load i32, ptr %193, align 4, !dbg !962
  %195 = trunc i32 %194 to i8, !dbg !962
  %196 = load i32, ptr @g_2, align 4, !dbg !963
  %197 = load i16, ptr %3, align 2, !dbg !964
  %198 = sext i16 %197 to i32, !dbg !964
  %199 = icmp eq i32 %196, %198, !dbg !965
  %200 = zext i1 %199 to i32, !dbg !965
  %201 = load ptr, ptr %16, align 8, !dbg !966
  %202 = getelementptr inbounds [2 x ptr], ptr %38, i64 0, i64 0, !dbg !967
  %203 = load ptr, ptr %202, align 16, !dbg !967
  %204 = icmp eq ptr %201, %203, !dbg !968
  br i1 %204, label %206, label %205, !dbg !969

205:                                              ; preds = %188
  br label %206, !dbg !969

206:                                              ; preds = %205, %188
  %207 = phi i1 [ true, %188 ], [ true, %205 ]
  %208 = zext i1 %207 to i32, !dbg !969
  %209 = load volatile ptr, ptr @g_37, align 8, !dbg !970
  %210 = icmp ne ptr null, %209, !dbg !971
  %211 = zext i1 %210 to i32, !dbg !971
  %212 = trunc i32 %211 to i16, !dbg !972
  %213 = load ptr, ptr %40, align 8, !dbg !973
  store i16 %212, ptr %213, align 2, !dbg !974
  %214 = zext i16 %212 to i32, !dbg !975
  %215 = icmp eq i32 %200, %214, !dbg !976
  %216 = zext i1 %215 to i32, !dbg !976
  %217 = call zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %195, i32 noundef %216), !dbg !977
  %218 = load ptr, ptr %5, align 8, !dbg !978
  %219 = icmp eq ptr %218, null, !dbg !979
  %220 = zext i1 %219 to i32, !dbg !979
  %221 = getelementptr inbounds [3 x [2 x [6 x i32]]], ptr %39, i64 0, i64 0, !dbg !980
  %222 = getelementptr inbounds [2 x [6 x i32]], ptr %221, i64 0, i64 1, !dbg !980
  %223 = getelementptr inbounds [6 x i32], ptr %222, i64 0, i64 1, !dbg !980
  %224 = load i32, ptr %223, align 4, !dbg !980
  %225 = trunc i32 %224 to i16, !dbg !980
  %226 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext 1, i16 noundef zeroext %225), !dbg !981
  %227 = zext i16 %226 to i32, !dbg !982
  %228 = load i32, ptr @g_25, align 4, !dbg !983
  %229 = and i32 %228, %227, !dbg !983
  store i32 %229, ptr @g_25, align 4, !dbg !983
  %230 = getelementptr inbounds [3 x [2 x [6 x i32]]], ptr %39, i64 0, i64 1, !dbg !984
  %231 = getelementptr inbounds [2 x [6 x i32]], ptr %230, i64 0, i64 1, !dbg !984
  %232 = getelementptr inbounds [6 x i32], ptr %231, i64 0, i64 0, !dbg !984
  store ptr %232, ptr %17, align 8, !dbg !985
  %233 = load i16, ptr %3, align 2, !dbg !986
  %234 = icmp ne i16 %233, 0, !dbg !986
  br i1 %234, label %235, label %236, !dbg !988

235:                                              ; preds = %206
  br label %694, !dbg !989

236:                                              ; preds = %206
  %237 = load ptr, ptr %17, align 8, !dbg !990
  store i32 -3, ptr %237, align 4, !dbg !991
  br label %238

238:                                              ; preds = %236
  store i16 16, ptr %3, align 2, !dbg !992
  br label %239, !dbg !994

239:                                              ; preds = %273, %238
  %240 = load i16, ptr %3, align 2, !dbg !995
  %241 = sext i16 %240 to i32, !dbg !995
  %242 = icmp eq i32 %241, 18, !dbg !997
  br i1 %242, label %243, label %278, !dbg !998

243:                                              ; preds = %239
    #dbg_declare(ptr %44, !999, !DIExpression(), !1001)
  %244 = getelementptr inbounds [1 x [3 x i32]], ptr %28, i64 0, i64 0, !dbg !1002
  %245 = getelementptr inbounds [3 x i32], ptr %244, i64 0, i64 2, !dbg !1002
  store ptr %245, ptr %44, align 8, !dbg !1001
    #dbg_declare(ptr %45, !1003, !DIExpression(), !1005)
    #dbg_declare(ptr %46, !1006, !DIExpression(), !1007)
  store ptr null, ptr %46, align 8, !dbg !1007
    #dbg_declare(ptr %47, !1008, !DIExpression(), !1010)
    #dbg_declare(ptr %48, !1011, !DIExpression(), !1014)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %48, ptr align 16 @__const.func_9.l_62, i64 768, i1 false), !dbg !1014
    #dbg_declare(ptr %49, !1015, !DIExpression(), !1016)
  %246 = getelementptr inbounds [9 x ptr], ptr %45, i64 0, i64 0, !dbg !1017
  store ptr %246, ptr %49, align 8, !dbg !1016
    #dbg_declare(ptr %50, !1018, !DIExpression(), !1019)
    #dbg_declare(ptr %51, !1020, !DIExpression(), !1021)
    #dbg_declare(ptr %52, !1022, !DIExpression(), !1023)
  store i32 0, ptr %50, align 4, !dbg !1024
  br label %247, !dbg !1026

247:                                              ; preds = %256, %243
  %248 = load i32, ptr %50, align 4, !dbg !1027
  %249 = icmp slt i32 %248, 9, !dbg !1029
  br i1 %249, label %250, label %259, !dbg !1030

250:                                              ; preds = %247
  %251 = getelementptr inbounds [1 x [3 x i32]], ptr %28, i64 0, i64 0, !dbg !1031
  %252 = getelementptr inbounds [3 x i32], ptr %251, i64 0, i64 2, !dbg !1031
  %253 = load i32, ptr %50, align 4, !dbg !1032
  %254 = sext i32 %253 to i64, !dbg !1033
  %255 = getelementptr inbounds [9 x ptr], ptr %45, i64 0, i64 %254, !dbg !1033
  store ptr %252, ptr %255, align 8, !dbg !1034
  br label %256, !dbg !1033

256:                                              ; preds = %250
  %257 = load i32, ptr %50, align 4, !dbg !1035
  %258 = add nsw i32 %257, 1, !dbg !1035
  store i32 %258, ptr %50, align 4, !dbg !1035
  br label %247, !dbg !1036, !llvm.loop !1037

259:                                              ; preds = %247
  store i32 0, ptr %50, align 4, !dbg !1039
  br label %260, !dbg !1041

260:                                              ; preds = %267, %259
  %261 = load i32, ptr %50, align 4, !dbg !1042
  %262 = icmp slt i32 %261, 4, !dbg !1044
  br i1 %262, label %263, label %270, !dbg !1045

263:                                              ; preds = %260
  %264 = load i32, ptr %50, align 4, !dbg !1046
  %265 = sext i32 %264 to i64, !dbg !1047
  %266 = getelementptr inbounds [4 x ptr], ptr %47, i64 0, i64 %265, !dbg !1047
  store ptr @g_38, ptr %266, align 8, !dbg !1048
  br label %267, !dbg !1047

267:                                              ; preds = %263
  %268 = load i32, ptr %50, align 4, !dbg !1049
  %269 = add nsw i32 %268, 1, !dbg !1049
  store i32 %269, ptr %50, align 4, !dbg !1049
  br label %260, !dbg !1050, !llvm.loop !1051

270:                                              ; preds = %260
  %271 = load i32, ptr @g_2, align 4, !dbg !1053
  %272 = xor i32 %271, -1, !dbg !1054
  store i32 %272, ptr @g_25, align 4, !dbg !1055
  br label %273, !dbg !1056

273:                                              ; preds = %270
  %274 = load i16, ptr %3, align 2, !dbg !1058
  %275 = trunc i16 %274 to i8, !dbg !1058
  %276 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %275, i8 noundef signext 5), !dbg !1059
  %277 = sext i8 %276 to i16, !dbg !1059
  store i16 %277, ptr %3, align 2, !dbg !1060
  br label %239, !dbg !1061, !llvm.loop !1062

278:                                              ; preds = %239
  %279 = load i16, ptr %3, align 2, !dbg !1064
  %280 = sext i16 %279 to i32, !dbg !1064
  %281 = icmp ne i32 %280, 0, !dbg !1064
  br i1 %281, label %293, label %282, !dbg !1066

282:                                              ; preds = %278
  %283 = load i16, ptr %3, align 2, !dbg !1067
  %284 = sext i16 %283 to i32, !dbg !1067
  %285 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 1, !dbg !1068
  %286 = load i32, ptr %285, align 4, !dbg !1069
  %287 = and i32 %286, %284, !dbg !1069
  store i32 %287, ptr %285, align 4, !dbg !1069
  %288 = trunc i32 %287 to i8, !dbg !1070
  %289 = load ptr, ptr %30, align 8, !dbg !1071
  store i8 %288, ptr %289, align 1, !dbg !1072
  %290 = load ptr, ptr %32, align 8, !dbg !1073
  store i8 %288, ptr %290, align 1, !dbg !1074
  %291 = sext i8 %288 to i32, !dbg !1075
  %292 = icmp ne i32 %291, 0, !dbg !1066
  br label %293, !dbg !1066

293:                                              ; preds = %282, %278
  %294 = phi i1 [ true, %278 ], [ %292, %282 ]
  %295 = zext i1 %294 to i32, !dbg !1066
  %296 = trunc i32 %295 to i16, !dbg !1076
  %297 = call signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %296, i32 noundef 2), !dbg !1077
  %298 = sext i16 %297 to i32, !dbg !1078
  %299 = icmp ne i32 %298, 0, !dbg !1078
  br i1 %299, label %300, label %301, !dbg !1079

300:                                              ; preds = %293
  br label %301

301:                                              ; preds = %300, %293
  %302 = phi i1 [ false, %293 ], [ true, %300 ], !dbg !1080
  %303 = zext i1 %302 to i32, !dbg !1079
  %304 = load i16, ptr getelementptr inbounds ([10 x [5 x i16]], ptr @g_40, i64 0, i64 4), align 8, !dbg !1081
  %305 = zext i16 %304 to i64, !dbg !1081
  %306 = load i16, ptr %3, align 2, !dbg !1082
  %307 = sext i16 %306 to i64, !dbg !1082
  %308 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %307, i64 noundef 9), !dbg !1083
  %309 = icmp ne i64 %305, %308, !dbg !1084
  %310 = zext i1 %309 to i32, !dbg !1084
  %311 = xor i32 %303, %310, !dbg !1085
  %312 = sext i32 %311 to i64, !dbg !1086
  %313 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef %312, i64 noundef -1), !dbg !1087
  %314 = trunc i64 %313 to i8, !dbg !1088
  %315 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %314, i32 noundef 6), !dbg !1089
  %316 = load volatile ptr, ptr @g_37, align 8, !dbg !1090
  %317 = load i16, ptr %316, align 2, !dbg !1091
  %318 = sext i16 %317 to i32, !dbg !1092
  %319 = icmp ne i32 %318, 0, !dbg !1092
  br i1 %319, label %321, label %320, !dbg !1093

320:                                              ; preds = %301
  br label %321, !dbg !1093

321:                                              ; preds = %320, %301
  %322 = phi i1 [ true, %301 ], [ true, %320 ]
  %323 = zext i1 %322 to i32, !dbg !1093
  %324 = trunc i32 %323 to i8, !dbg !1094
  store i8 %324, ptr @g_79, align 1, !dbg !1095
  %325 = load i16, ptr %3, align 2, !dbg !1096
  %326 = sext i16 %325 to i64, !dbg !1097
  %327 = icmp ugt i64 %326, 0, !dbg !1098
  br i1 %327, label %328, label %331, !dbg !1099

328:                                              ; preds = %321
    #dbg_declare(ptr %53, !1100, !DIExpression(), !1102)
  store i64 6335667657882141669, ptr %53, align 8, !dbg !1102
  %329 = load i64, ptr %53, align 8, !dbg !1103
  %330 = trunc i64 %329 to i16, !dbg !1103
  store i16 %330, ptr %2, align 2, !dbg !1104
  br label %702, !dbg !1104

331:                                              ; preds = %321
    #dbg_declare(ptr %54, !1105, !DIExpression(), !1108)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %54, ptr align 16 @__const.func_9.l_81, i64 24, i1 false), !dbg !1108
    #dbg_declare(ptr %55, !1109, !DIExpression(), !1110)
  store ptr null, ptr %55, align 8, !dbg !1110
    #dbg_declare(ptr %56, !1111, !DIExpression(), !1114)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %56, ptr align 16 @__const.func_9.l_83, i64 64, i1 false), !dbg !1114
    #dbg_declare(ptr %57, !1115, !DIExpression(), !1116)
    #dbg_declare(ptr %58, !1117, !DIExpression(), !1118)
  %332 = load ptr, ptr %29, align 8, !dbg !1119
  %333 = load i32, ptr %332, align 4, !dbg !1120
  %334 = sext i32 %333 to i64, !dbg !1120
  %335 = and i64 %334, 1434828820, !dbg !1120
  %336 = trunc i64 %335 to i32, !dbg !1120
  store i32 %336, ptr %332, align 4, !dbg !1120
  %337 = getelementptr inbounds [6 x i32], ptr %54, i64 0, i64 1, !dbg !1121
  %338 = load i32, ptr %337, align 4, !dbg !1121
  %339 = icmp ne i32 %338, 0, !dbg !1121
  br i1 %339, label %340, label %341, !dbg !1123

340:                                              ; preds = %331
  br label %694, !dbg !1124

341:                                              ; preds = %331
  %342 = load volatile i64, ptr getelementptr inbounds ([7 x i64], ptr @g_84, i64 0, i64 1), align 8, !dbg !1125
  %343 = add i64 %342, 1, !dbg !1125
  store volatile i64 %343, ptr getelementptr inbounds ([7 x i64], ptr @g_84, i64 0, i64 1), align 8, !dbg !1125
  %344 = load i8, ptr %20, align 1, !dbg !1126
  %345 = add i8 %344, 1, !dbg !1126
  store i8 %345, ptr %20, align 1, !dbg !1126
  br label %346

346:                                              ; preds = %341
  %347 = load ptr, ptr %34, align 8, !dbg !1127
  store i16 19707, ptr %347, align 2, !dbg !1128
  %348 = load i32, ptr @g_95, align 4, !dbg !1129
  %349 = add i32 %348, 1, !dbg !1129
  store i32 %349, ptr @g_95, align 4, !dbg !1129
  %350 = zext i32 %348 to i64, !dbg !1130
  %351 = icmp ult i64 %350, 9, !dbg !1131
  %352 = zext i1 %351 to i32, !dbg !1131
  %353 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext 19707, i32 noundef %352), !dbg !1132
  %354 = load ptr, ptr %16, align 8, !dbg !1133
  %355 = icmp ne ptr null, %354, !dbg !1134
  %356 = zext i1 %355 to i32, !dbg !1134
  %357 = load volatile i16, ptr @g_50, align 2, !dbg !1135
  %358 = sext i16 %357 to i32, !dbg !1135
  %359 = icmp sge i32 %356, %358, !dbg !1136
  %360 = zext i1 %359 to i32, !dbg !1136
  %361 = icmp eq ptr %4, @g_75, !dbg !1137
  %362 = zext i1 %361 to i32, !dbg !1137
  %363 = load ptr, ptr %29, align 8, !dbg !1138
  store i32 0, ptr %363, align 4, !dbg !1139
  br label %474, !dbg !1140

364:                                              ; preds = %97
    #dbg_declare(ptr %59, !1141, !DIExpression(), !1143)
  store ptr %14, ptr %59, align 8, !dbg !1143
    #dbg_declare(ptr %60, !1144, !DIExpression(), !1145)
  store i32 -10, ptr %60, align 4, !dbg !1145
    #dbg_declare(ptr %61, !1146, !DIExpression(), !1147)
  store i32 -2145757307, ptr %61, align 4, !dbg !1147
    #dbg_declare(ptr %62, !1148, !DIExpression(), !1149)
  store ptr %20, ptr %62, align 8, !dbg !1149
  %365 = load ptr, ptr %17, align 8, !dbg !1150
  %366 = load i32, ptr %365, align 4, !dbg !1151
  store ptr @g_75, ptr @g_100, align 8, !dbg !1152
  %367 = icmp eq ptr @g_75, %14, !dbg !1153
  %368 = zext i1 %367 to i32, !dbg !1153
  %369 = icmp slt i32 %366, %368, !dbg !1154
  %370 = zext i1 %369 to i32, !dbg !1154
  %371 = sext i32 %370 to i64, !dbg !1155
  %372 = icmp ne i64 249, %371, !dbg !1156
  %373 = zext i1 %372 to i32, !dbg !1156
  %374 = sext i32 %373 to i64, !dbg !1157
  %375 = load i64, ptr @g_63, align 8, !dbg !1158
  %376 = trunc i64 %375 to i32, !dbg !1158
  %377 = load volatile i64, ptr getelementptr inbounds ([7 x i64], ptr @g_84, i64 0, i64 1), align 8, !dbg !1159
  %378 = trunc i64 %377 to i32, !dbg !1159
  %379 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %376, i32 noundef %378), !dbg !1160
  %380 = load i16, ptr getelementptr inbounds ([5 x i16], ptr getelementptr inbounds ([10 x [5 x i16]], ptr @g_40, i64 0, i64 8), i64 0, i64 4), align 8, !dbg !1161
  %381 = call zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext 4, i16 noundef zeroext %380), !dbg !1162
  %382 = zext i16 %381 to i32, !dbg !1163
  %383 = load i16, ptr getelementptr inbounds ([5 x i16], ptr getelementptr inbounds ([10 x [5 x i16]], ptr @g_40, i64 0, i64 2), i64 0, i64 2), align 4, !dbg !1164
  %384 = zext i16 %383 to i32, !dbg !1164
  %385 = icmp eq i32 %382, %384, !dbg !1165
  %386 = zext i1 %385 to i32, !dbg !1165
  %387 = sext i32 %386 to i64, !dbg !1166
  %388 = icmp sgt i64 %387, 1, !dbg !1167
  %389 = zext i1 %388 to i32, !dbg !1167
  %390 = sext i32 %389 to i64, !dbg !1168
  %391 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef %390, i64 noundef -1), !dbg !1169
  %392 = icmp ult i64 %374, %391, !dbg !1170
  %393 = zext i1 %392 to i32, !dbg !1170
  %394 = trunc i32 %393 to i16, !dbg !1171
  %395 = call zeroext i16 @safe_lshift_func_uint16_t_u_s(i16 noundef zeroext %394, i32 noundef 1), !dbg !1172
  %396 = zext i16 %395 to i32, !dbg !1173
  %397 = load ptr, ptr %17, align 8, !dbg !1174
  store i32 %396, ptr %397, align 4, !dbg !1175
  %398 = load volatile ptr, ptr @g_107, align 8, !dbg !1176
  store ptr @g_6, ptr %398, align 8, !dbg !1177
  %399 = load ptr, ptr %59, align 8, !dbg !1178
  %400 = icmp ne ptr %399, %14, !dbg !1179
  %401 = zext i1 %400 to i32, !dbg !1179
  %402 = load i32, ptr %60, align 4, !dbg !1180
  %403 = xor i32 %402, %401, !dbg !1180
  store i32 %403, ptr %60, align 4, !dbg !1180
  %404 = load i16, ptr %3, align 2, !dbg !1181
  %405 = sext i16 %404 to i32, !dbg !1181
  %406 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef %403, i32 noundef %405), !dbg !1182
  %407 = load i16, ptr %3, align 2, !dbg !1183
  %408 = load i64, ptr @g_63, align 8, !dbg !1184
  %409 = trunc i64 %408 to i32, !dbg !1184
  %410 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef 1, i32 noundef %409), !dbg !1185
  %411 = trunc i32 %410 to i8, !dbg !1186
  %412 = load i32, ptr %61, align 4, !dbg !1187
  %413 = call zeroext i8 @safe_lshift_func_uint8_t_u_s(i8 noundef zeroext %411, i32 noundef %412), !dbg !1188
  %414 = zext i8 %413 to i32, !dbg !1189
  %415 = icmp ne i32 %414, 0, !dbg !1189
  br i1 %415, label %423, label %416, !dbg !1190

416:                                              ; preds = %364
  %417 = getelementptr inbounds [6 x [2 x [6 x i16]]], ptr %7, i64 0, i64 0, !dbg !1191
  %418 = getelementptr inbounds [2 x [6 x i16]], ptr %417, i64 0, i64 1, !dbg !1191
  %419 = getelementptr inbounds [6 x i16], ptr %418, i64 0, i64 2, !dbg !1191
  %420 = load i16, ptr %419, align 4, !dbg !1191
  %421 = sext i16 %420 to i32, !dbg !1191
  %422 = icmp ne i32 %421, 0, !dbg !1190
  br label %423, !dbg !1190

423:                                              ; preds = %416, %364
  %424 = phi i1 [ true, %364 ], [ %422, %416 ]
  %425 = zext i1 %424 to i32, !dbg !1190
  %426 = trunc i32 %425 to i8, !dbg !1192
  %427 = load i16, ptr %3, align 2, !dbg !1193
  %428 = trunc i16 %427 to i8, !dbg !1193
  %429 = call zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %426, i8 noundef zeroext %428), !dbg !1194
  %430 = load i16, ptr %3, align 2, !dbg !1195
  %431 = trunc i16 %430 to i8, !dbg !1196
  %432 = call zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %431, i32 noundef 3), !dbg !1197
  %433 = zext i8 %432 to i32, !dbg !1198
  %434 = load volatile ptr, ptr @g_107, align 8, !dbg !1199
  %435 = load ptr, ptr %434, align 8, !dbg !1200
  %436 = load i32, ptr %435, align 4, !dbg !1201
  %437 = or i32 %433, %436, !dbg !1202
  %438 = load ptr, ptr %62, align 8, !dbg !1203
  %439 = load i8, ptr %438, align 1, !dbg !1204
  %440 = zext i8 %439 to i32, !dbg !1204
  %441 = and i32 %440, %437, !dbg !1204
  %442 = trunc i32 %441 to i8, !dbg !1204
  store i8 %442, ptr %438, align 1, !dbg !1204
  %443 = zext i8 %442 to i32, !dbg !1205
  %444 = icmp ne i32 %443, 0, !dbg !1205
  br i1 %444, label %446, label %445, !dbg !1206

445:                                              ; preds = %423
  br label %446, !dbg !1206

446:                                              ; preds = %445, %423
  %447 = phi i1 [ true, %423 ], [ true, %445 ]
  %448 = zext i1 %447 to i32, !dbg !1206
  %449 = load i16, ptr %3, align 2, !dbg !1207
  %450 = sext i16 %449 to i32, !dbg !1207
  %451 = or i32 %448, %450, !dbg !1208
  %452 = trunc i32 %451 to i16, !dbg !1209
  %453 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %452, i16 noundef signext 2), !dbg !1210
  %454 = sext i16 %453 to i32, !dbg !1211
  %455 = icmp ne i32 %454, 0, !dbg !1211
  br i1 %455, label %456, label %457, !dbg !1212

456:                                              ; preds = %446
  br label %457

457:                                              ; preds = %456, %446
  %458 = phi i1 [ false, %446 ], [ true, %456 ], !dbg !1213
  %459 = zext i1 %458 to i32, !dbg !1212
  %460 = or i32 %406, %459, !dbg !1214
  %461 = sext i32 %460 to i64, !dbg !1215
  %462 = xor i64 %461, 44838, !dbg !1216
  %463 = trunc i64 %462 to i16, !dbg !1217
  %464 = call signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %463, i32 noundef 12), !dbg !1218
  %465 = sext i16 %464 to i64, !dbg !1219
  %466 = icmp eq i64 %465, 117, !dbg !1220
  %467 = zext i1 %466 to i32, !dbg !1220
  %468 = sext i32 %467 to i64, !dbg !1221
  %469 = load i16, ptr %3, align 2, !dbg !1222
  %470 = sext i16 %469 to i64, !dbg !1222
  %471 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %468, i64 noundef %470), !dbg !1223
  %472 = trunc i64 %471 to i32, !dbg !1224
  %473 = load ptr, ptr %17, align 8, !dbg !1225
  store i32 %472, ptr %473, align 4, !dbg !1226
  br label %474

474:                                              ; preds = %457, %346
  %475 = load ptr, ptr @g_100, align 8, !dbg !1227
  %476 = load i8, ptr %475, align 1, !dbg !1229
  %477 = load i16, ptr %3, align 2, !dbg !1230
  %478 = trunc i16 %477 to i8, !dbg !1230
  %479 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %476, i8 noundef signext %478), !dbg !1231
  %480 = sext i8 %479 to i16, !dbg !1232
  %481 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %480, i32 noundef 6), !dbg !1233
  %482 = load ptr, ptr %21, align 8, !dbg !1234
  %483 = load i8, ptr %482, align 1, !dbg !1235
  %484 = add i8 %483, -1, !dbg !1235
  store i8 %484, ptr %482, align 1, !dbg !1235
  %485 = zext i8 %483 to i32, !dbg !1236
  %486 = load i16, ptr @g_53, align 2, !dbg !1237
  %487 = zext i16 %486 to i32, !dbg !1237
  %488 = icmp sle i32 %485, %487, !dbg !1238
  br i1 %488, label %489, label %546, !dbg !1239

489:                                              ; preds = %474
    #dbg_declare(ptr %63, !1240, !DIExpression(), !1242)
  store i8 -9, ptr %63, align 1, !dbg !1242
    #dbg_declare(ptr %64, !1243, !DIExpression(), !1244)
  store ptr %17, ptr %64, align 8, !dbg !1244
    #dbg_declare(ptr %65, !1245, !DIExpression(), !1246)
  store i32 526802778, ptr %65, align 4, !dbg !1246
    #dbg_declare(ptr %66, !1247, !DIExpression(), !1248)
  store ptr getelementptr inbounds ([5 x i16], ptr getelementptr inbounds ([10 x [5 x i16]], ptr @g_40, i64 0, i64 2), i64 0, i64 2), ptr %66, align 8, !dbg !1248
    #dbg_declare(ptr %67, !1249, !DIExpression(), !1250)
  store ptr %18, ptr %67, align 8, !dbg !1250
  %490 = load i8, ptr %8, align 1, !dbg !1251
  %491 = icmp ne i8 %490, 0, !dbg !1251
  br i1 %491, label %492, label %493, !dbg !1253

492:                                              ; preds = %489
  br label %697, !dbg !1254

493:                                              ; preds = %489
  %494 = load i16, ptr %3, align 2, !dbg !1255
  %495 = sext i16 %494 to i64, !dbg !1255
  %496 = and i64 149, %495, !dbg !1256
  %497 = trunc i64 %496 to i8, !dbg !1257
  store i8 %497, ptr %63, align 1, !dbg !1258
  %498 = sext i8 %497 to i64, !dbg !1259
  %499 = load i16, ptr @g_53, align 2, !dbg !1260
  %500 = zext i16 %499 to i32, !dbg !1260
  %501 = icmp sge i32 0, %500, !dbg !1261
  %502 = zext i1 %501 to i32, !dbg !1261
  %503 = load i16, ptr %3, align 2, !dbg !1262
  %504 = sext i16 %503 to i32, !dbg !1262
  %505 = icmp sle i32 %502, %504, !dbg !1263
  %506 = zext i1 %505 to i32, !dbg !1263
  %507 = sext i32 %506 to i64, !dbg !1264
  %508 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %498, i64 noundef %507), !dbg !1265
  %509 = icmp ne i64 %508, 0, !dbg !1265
  br i1 %509, label %511, label %510, !dbg !1266

510:                                              ; preds = %493
  br label %511, !dbg !1266

511:                                              ; preds = %510, %493
  %512 = phi i1 [ true, %493 ], [ true, %510 ]
  %513 = zext i1 %512 to i32, !dbg !1266
  %514 = load i32, ptr %65, align 4, !dbg !1267
  %515 = and i32 %513, %514, !dbg !1268
  %516 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 2, !dbg !1269
  %517 = load i32, ptr %516, align 8, !dbg !1269
  %518 = icmp ne i32 %515, %517, !dbg !1270
  %519 = zext i1 %518 to i32, !dbg !1270
  %520 = sext i32 %519 to i64, !dbg !1271
  %521 = icmp uge i64 4294967291, %520, !dbg !1272
  %522 = zext i1 %521 to i32, !dbg !1272
  %523 = load ptr, ptr %66, align 8, !dbg !1273
  %524 = load i16, ptr %523, align 2, !dbg !1274
  %525 = zext i16 %524 to i32, !dbg !1274
  %526 = or i32 %525, %522, !dbg !1274
  %527 = trunc i32 %526 to i16, !dbg !1274
  store i16 %527, ptr %523, align 2, !dbg !1274
  %528 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef 3925835455774728774, i64 noundef -10), !dbg !1275
  %529 = icmp ne i64 %528, 0, !dbg !1276
  %530 = xor i1 %529, true, !dbg !1276
  %531 = zext i1 %530 to i32, !dbg !1276
  %532 = sext i32 %531 to i64, !dbg !1277
  %533 = icmp eq i64 %532, 204, !dbg !1278
  %534 = zext i1 %533 to i32, !dbg !1278
  %535 = load ptr, ptr @g_100, align 8, !dbg !1279
  %536 = load i8, ptr %535, align 1, !dbg !1280
  %537 = sext i8 %536 to i32, !dbg !1281
  %538 = and i32 %534, %537, !dbg !1282
  %539 = load ptr, ptr %67, align 8, !dbg !1283
  store i32 %538, ptr %539, align 4, !dbg !1284
  %540 = load ptr, ptr @g_108, align 8, !dbg !1285
  %541 = load i32, ptr %540, align 4, !dbg !1286
  %542 = load ptr, ptr %67, align 8, !dbg !1287
  store i32 %541, ptr %542, align 4, !dbg !1288
  %543 = load i16, ptr %3, align 2, !dbg !1289
  %544 = sext i16 %543 to i32, !dbg !1289
  %545 = load ptr, ptr %67, align 8, !dbg !1290
  store i32 %544, ptr %545, align 4, !dbg !1291
  br label %693, !dbg !1292

546:                                              ; preds = %474
    #dbg_declare(ptr %68, !1293, !DIExpression(), !1295)
  store i8 -127, ptr %68, align 1, !dbg !1295
    #dbg_declare(ptr %69, !1296, !DIExpression(), !1297)
    #dbg_declare(ptr %70, !1298, !DIExpression(), !1301)
  store ptr null, ptr %70, align 8, !dbg !1301
    #dbg_declare(ptr %71, !1302, !DIExpression(), !1303)
  store ptr null, ptr %71, align 8, !dbg !1303
    #dbg_declare(ptr %72, !1304, !DIExpression(), !1305)
  store i32 0, ptr %72, align 4, !dbg !1306
  br label %547, !dbg !1308

547:                                              ; preds = %554, %546
  %548 = load i32, ptr %72, align 4, !dbg !1309
  %549 = icmp slt i32 %548, 4, !dbg !1311
  br i1 %549, label %550, label %557, !dbg !1312

550:                                              ; preds = %547
  %551 = load i32, ptr %72, align 4, !dbg !1313
  %552 = sext i32 %551 to i64, !dbg !1314
  %553 = getelementptr inbounds [4 x ptr], ptr %69, i64 0, i64 %552, !dbg !1314
  store ptr %19, ptr %553, align 8, !dbg !1315
  br label %554, !dbg !1314

554:                                              ; preds = %550
  %555 = load i32, ptr %72, align 4, !dbg !1316
  %556 = add nsw i32 %555, 1, !dbg !1316
  store i32 %556, ptr %72, align 4, !dbg !1316
  br label %547, !dbg !1317, !llvm.loop !1318

557:                                              ; preds = %547
  %558 = load volatile i64, ptr @g_156, align 8, !dbg !1320
  %559 = add i64 %558, -1, !dbg !1320
  store volatile i64 %559, ptr @g_156, align 8, !dbg !1320
  %560 = load i16, ptr %3, align 2, !dbg !1321
  %561 = icmp ne i16 %560, 0, !dbg !1321
  br i1 %561, label %562, label %579, !dbg !1323

562:                                              ; preds = %557
    #dbg_declare(ptr %73, !1324, !DIExpression(), !1326)
  store ptr @g_95, ptr %73, align 8, !dbg !1326
    #dbg_declare(ptr %74, !1327, !DIExpression(), !1328)
  store ptr getelementptr inbounds ([8 x i32], ptr getelementptr inbounds ([9 x [8 x i32]], ptr @g_161, i64 0, i64 7), i64 0, i64 7), ptr %74, align 8, !dbg !1328
    #dbg_declare(ptr %75, !1329, !DIExpression(), !1330)
  store i32 233169469, ptr %75, align 4, !dbg !1330
  %563 = load ptr, ptr %73, align 8, !dbg !1331
  store i32 -2, ptr %563, align 4, !dbg !1332
  %564 = load ptr, ptr %74, align 8, !dbg !1333
  store i32 -2, ptr %564, align 4, !dbg !1334
  br i1 true, label %565, label %569, !dbg !1335

565:                                              ; preds = %562
  %566 = load i16, ptr %3, align 2, !dbg !1336
  %567 = sext i16 %566 to i32, !dbg !1336
  %568 = icmp ne i32 %567, 0, !dbg !1337
  br label %569

569:                                              ; preds = %565, %562
  %570 = phi i1 [ false, %562 ], [ %568, %565 ], !dbg !1338
  %571 = zext i1 %570 to i32, !dbg !1335
  store i32 %571, ptr %75, align 4, !dbg !1339
  %572 = load volatile ptr, ptr @g_107, align 8, !dbg !1340
  %573 = load ptr, ptr %572, align 8, !dbg !1341
  %574 = load volatile ptr, ptr @g_163, align 8, !dbg !1342
  store ptr %573, ptr %574, align 8, !dbg !1343
  %575 = load i8, ptr %8, align 1, !dbg !1344
  %576 = icmp ne i8 %575, 0, !dbg !1344
  br i1 %576, label %577, label %578, !dbg !1346

577:                                              ; preds = %569
  br label %694, !dbg !1347

578:                                              ; preds = %569
  br label %582, !dbg !1348

579:                                              ; preds = %557
  %580 = load volatile ptr, ptr @g_37, align 8, !dbg !1349
  %581 = load i16, ptr %580, align 2, !dbg !1351
  store i16 %581, ptr %2, align 2, !dbg !1352
  br label %702, !dbg !1352

582:                                              ; preds = %578
  store i16 0, ptr @g_53, align 2, !dbg !1353
  br label %583, !dbg !1355

583:                                              ; preds = %687, %582
  %584 = load i16, ptr @g_53, align 2, !dbg !1356
  %585 = zext i16 %584 to i32, !dbg !1356
  %586 = icmp sle i32 %585, 1, !dbg !1358
  br i1 %586, label %587, label %692, !dbg !1359

587:                                              ; preds = %583
    #dbg_declare(ptr %76, !1360, !DIExpression(), !1362)
  store ptr null, ptr %76, align 8, !dbg !1362
    #dbg_declare(ptr %77, !1363, !DIExpression(), !1364)
  store ptr null, ptr %77, align 8, !dbg !1364
    #dbg_declare(ptr %78, !1365, !DIExpression(), !1366)
  store i32 -1051004152, ptr %78, align 4, !dbg !1366
    #dbg_declare(ptr %79, !1367, !DIExpression(), !1368)
  store ptr getelementptr inbounds ([5 x i16], ptr getelementptr inbounds ([10 x [5 x i16]], ptr @g_40, i64 0, i64 2), i64 0, i64 2), ptr %79, align 8, !dbg !1368
    #dbg_declare(ptr %80, !1369, !DIExpression(), !1370)
  store ptr @g_95, ptr %80, align 8, !dbg !1370
    #dbg_declare(ptr %81, !1371, !DIExpression(), !1372)
    #dbg_declare(ptr %82, !1373, !DIExpression(), !1374)
  %588 = load i16, ptr @g_53, align 2, !dbg !1375
  %589 = zext i16 %588 to i64, !dbg !1376
  %590 = getelementptr inbounds [4 x [2 x i64]], ptr %15, i64 0, i64 %589, !dbg !1376
  %591 = load i16, ptr @g_53, align 2, !dbg !1377
  %592 = zext i16 %591 to i64, !dbg !1376
  %593 = getelementptr inbounds [2 x i64], ptr %590, i64 0, i64 %592, !dbg !1376
  %594 = load i64, ptr %593, align 8, !dbg !1376
  %595 = load ptr, ptr %79, align 8, !dbg !1378
  %596 = load i16, ptr %595, align 2, !dbg !1379
  %597 = add i16 %596, 1, !dbg !1379
  store i16 %597, ptr %595, align 2, !dbg !1379
  %598 = load i16, ptr %9, align 2, !dbg !1380
  %599 = zext i16 %598 to i64, !dbg !1380
  %600 = load i8, ptr @g_79, align 1, !dbg !1381
  %601 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %600, i8 noundef zeroext 1), !dbg !1382
  %602 = zext i8 %601 to i64, !dbg !1383
  %603 = load i64, ptr getelementptr inbounds ([3 x i64], ptr @g_190, i64 0, i64 1), align 8, !dbg !1384
  %604 = and i64 %603, %602, !dbg !1384
  store i64 %604, ptr getelementptr inbounds ([3 x i64], ptr @g_190, i64 0, i64 1), align 8, !dbg !1384
  %605 = load i16, ptr getelementptr inbounds ([10 x [5 x i16]], ptr @g_40, i64 0, i64 8), align 16, !dbg !1385
  %606 = zext i16 %605 to i64, !dbg !1385
  %607 = call i64 @safe_mod_func_uint64_t_u_u(i64 noundef %604, i64 noundef %606), !dbg !1386
  %608 = load i16, ptr %3, align 2, !dbg !1387
  %609 = sext i16 %608 to i64, !dbg !1387
  %610 = and i64 %607, %609, !dbg !1388
  %611 = load i16, ptr @g_53, align 2, !dbg !1389
  %612 = zext i16 %611 to i64, !dbg !1390
  %613 = getelementptr inbounds [4 x [2 x i64]], ptr %15, i64 0, i64 %612, !dbg !1390
  %614 = load i16, ptr @g_53, align 2, !dbg !1391
  %615 = zext i16 %614 to i64, !dbg !1390
  %616 = getelementptr inbounds [2 x i64], ptr %613, i64 0, i64 %615, !dbg !1390
  %617 = load i64, ptr %616, align 8, !dbg !1390
  %618 = icmp ult i64 %610, %617, !dbg !1392
  %619 = zext i1 %618 to i32, !dbg !1392
  %620 = sext i32 %619 to i64, !dbg !1393
  %621 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef -1342958736693940865, i64 noundef %620), !dbg !1394
  %622 = and i64 %599, %621, !dbg !1395
  %623 = icmp eq i64 %622, -4997461755303267830, !dbg !1396
  %624 = zext i1 %623 to i32, !dbg !1396
  %625 = load ptr, ptr %80, align 8, !dbg !1397
  %626 = load i32, ptr %625, align 4, !dbg !1398
  %627 = xor i32 %626, %624, !dbg !1398
  store i32 %627, ptr %625, align 4, !dbg !1398
  %628 = load i64, ptr %23, align 8, !dbg !1399
  %629 = trunc i64 %628 to i32, !dbg !1399
  %630 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %627, i32 noundef %629), !dbg !1400
  %631 = trunc i32 %630 to i8, !dbg !1401
  %632 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %631, i8 noundef signext -10), !dbg !1402
  %633 = sext i8 %632 to i32, !dbg !1403
  %634 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %633, i32 noundef 29624185), !dbg !1404
  %635 = load i16, ptr @g_38, align 2, !dbg !1405
  %636 = sext i16 %635 to i32, !dbg !1405
  %637 = icmp sle i32 %634, %636, !dbg !1406
  %638 = zext i1 %637 to i32, !dbg !1406
  %639 = trunc i32 %638 to i8, !dbg !1407
  %640 = load i16, ptr %3, align 2, !dbg !1408
  %641 = trunc i16 %640 to i8, !dbg !1408
  %642 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %639, i8 noundef signext %641), !dbg !1409
  %643 = sext i8 %642 to i16, !dbg !1410
  %644 = call signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %643, i32 noundef 15), !dbg !1411
  %645 = trunc i16 %644 to i8, !dbg !1412
  %646 = load i32, ptr getelementptr inbounds ([8 x i32], ptr getelementptr inbounds ([9 x [8 x i32]], ptr @g_161, i64 0, i64 7), i64 0, i64 7), align 4, !dbg !1413
  %647 = trunc i32 %646 to i8, !dbg !1413
  %648 = call signext i8 @safe_div_func_int8_t_s_s(i8 noundef signext %645, i8 noundef signext %647), !dbg !1414
  %649 = sext i8 %648 to i64, !dbg !1415
  %650 = xor i64 3832143231, %649, !dbg !1416
  %651 = load i16, ptr @g_53, align 2, !dbg !1417
  %652 = zext i16 %651 to i64, !dbg !1417
  %653 = icmp sge i64 %650, %652, !dbg !1418
  %654 = zext i1 %653 to i32, !dbg !1418
  %655 = sext i32 %654 to i64, !dbg !1419
  %656 = or i64 %594, %655, !dbg !1420
  %657 = trunc i64 %656 to i32, !dbg !1421
  store i32 %657, ptr @g_25, align 4, !dbg !1422
  %658 = load ptr, ptr %70, align 8, !dbg !1423
  %659 = icmp ne ptr %3, %658, !dbg !1424
  %660 = zext i1 %659 to i32, !dbg !1424
  %661 = sext i32 %660 to i64, !dbg !1425
  %662 = and i64 %661, -8723360097135007081, !dbg !1426
  %663 = trunc i64 %662 to i16, !dbg !1427
  %664 = load volatile ptr, ptr @g_37, align 8, !dbg !1428
  %665 = load i16, ptr %664, align 2, !dbg !1429
  %666 = load ptr, ptr @g_100, align 8, !dbg !1430
  %667 = load ptr, ptr %71, align 8, !dbg !1431
  %668 = icmp ne ptr %666, %667, !dbg !1432
  %669 = zext i1 %668 to i32, !dbg !1432
  %670 = load i32, ptr @g_30, align 4, !dbg !1433
  %671 = load i32, ptr @g_6, align 4, !dbg !1434
  %672 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 3, !dbg !1435
  %673 = load i32, ptr %672, align 4, !dbg !1435
  %674 = icmp slt i32 %671, %673, !dbg !1436
  %675 = zext i1 %674 to i32, !dbg !1436
  %676 = trunc i32 %675 to i16, !dbg !1437
  %677 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %663, i16 noundef signext %676), !dbg !1438
  %678 = sext i16 %677 to i64, !dbg !1439
  %679 = icmp sgt i64 %678, 163, !dbg !1440
  %680 = zext i1 %679 to i32, !dbg !1440
  %681 = load i16, ptr getelementptr inbounds ([5 x i16], ptr getelementptr inbounds ([10 x [5 x i16]], ptr @g_40, i64 0, i64 2), i64 0, i64 2), align 4, !dbg !1441
  %682 = load ptr, ptr @g_108, align 8, !dbg !1442
  %683 = load i32, ptr %682, align 4, !dbg !1443
  %684 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 2, !dbg !1444
  store i32 %683, ptr %684, align 8, !dbg !1445
  %685 = load i32, ptr @g_25, align 4, !dbg !1446
  %686 = and i32 %685, %683, !dbg !1446
  store i32 %686, ptr @g_25, align 4, !dbg !1446
  store i32 %686, ptr %10, align 4, !dbg !1447
  br label %687, !dbg !1448

687:                                              ; preds = %587
  %688 = load i16, ptr @g_53, align 2, !dbg !1449
  %689 = zext i16 %688 to i32, !dbg !1449
  %690 = add nsw i32 %689, 1, !dbg !1449
  %691 = trunc i32 %690 to i16, !dbg !1449
  store i16 %691, ptr @g_53, align 2, !dbg !1449
  br label %583, !dbg !1450, !llvm.loop !1451

692:                                              ; preds = %583
  br label %693

693:                                              ; preds = %692, %511
  store i16 -3, ptr %2, align 2, !dbg !1453
  br label %702, !dbg !1453

694:                                              ; preds = %577, %340, %235
  %695 = load i32, ptr @g_6, align 4, !dbg !1454
  %696 = add nsw i32 %695, 1, !dbg !1454
  store i32 %696, ptr @g_6, align 4, !dbg !1454
  br label %83, !dbg !1455, !llvm.loop !1456

697:                                              ; preds = %492, %83
  %698 = getelementptr inbounds [6 x [2 x [6 x i16]]], ptr %7, i64 0, i64 3, !dbg !1458
  %699 = getelementptr inbounds [2 x [6 x i16]], ptr %698, i64 0, i64 0, !dbg !1458
  %700 = getelementptr inbounds [6 x i16], ptr %699, i64 0, i64 1, !dbg !1458
  %701 = load i16, ptr %700, align 2, !dbg !1458
  store i16 %701, ptr %2, align 2, !dbg !1459
  br label %702, !dbg !1459

702:                                              ; preds = %697, %693, %579, %328, %174
  %703 = load i16, ptr %2, align 2, !dbg !1460
  ret i16 %703, !dbg !1460
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_add_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !1461 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1464, !DIExpression(), !1465)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1466, !DIExpression(), !1467)
  %5 = load i32, ptr %3, align 4, !dbg !1468
  %6 = icmp sgt i32 %5, 0, !dbg !1469
  br i1 %6, label %7, label %15, !dbg !1470

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !1471
  %9 = icmp sgt i32 %8, 0, !dbg !1472
  br i1 %9, label %10, label %15, !dbg !1473

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4, !dbg !1474
  %12 = load i32, ptr %4, align 4, !dbg !1475
  %13 = sub nsw i32 2147483647, %12, !dbg !1476
  %14 = icmp sgt i32 %11, %13, !dbg !1477
  br i1 %14, label %26, label %15, !dbg !1478

15:                                               ; preds = %10, %7, %2
  %16 = load i32, ptr %3, align 4, !dbg !1479
  %17 = icmp slt i32 %16, 0, !dbg !1480
  br i1 %17, label %18, label %28, !dbg !1481

18:                                               ; preds = %15
  %19 = load i32, ptr %4, align 4, !dbg !1482
  %20 = icmp slt i32 %19, 0, !dbg !1483
  br i1 %20, label %21, label %28, !dbg !1484

21:                                               ; preds = %18
  %22 = load i32, ptr %3, align 4, !dbg !1485
  %23 = load i32, ptr %4, align 4, !dbg !1486
  %24 = sub nsw i32 -2147483648, %23, !dbg !1487
  %25 = icmp slt i32 %22, %24, !dbg !1488
  br i1 %25, label %26, label %28, !dbg !1489

26:                                               ; preds = %21, %10
  %27 = load i32, ptr %3, align 4, !dbg !1490
  br label %32, !dbg !1489

28:                                               ; preds = %21, %18, %15
  %29 = load i32, ptr %3, align 4, !dbg !1491
  %30 = load i32, ptr %4, align 4, !dbg !1492
  %31 = add nsw i32 %29, %30, !dbg !1493
  br label %32, !dbg !1489

32:                                               ; preds = %28, %26
  %33 = phi i32 [ %27, %26 ], [ %31, %28 ], !dbg !1489
  ret i32 %33, !dbg !1494
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !1495 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1498, !DIExpression(), !1499)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1500, !DIExpression(), !1501)
  %5 = load i64, ptr %3, align 8, !dbg !1502
  %6 = icmp sgt i64 %5, 0, !dbg !1503
  br i1 %6, label %7, label %15, !dbg !1504

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8, !dbg !1505
  %9 = icmp sgt i64 %8, 0, !dbg !1506
  br i1 %9, label %10, label %15, !dbg !1507

10:                                               ; preds = %7
  %11 = load i64, ptr %3, align 8, !dbg !1508
  %12 = load i64, ptr %4, align 8, !dbg !1509
  %13 = sub nsw i64 9223372036854775807, %12, !dbg !1510
  %14 = icmp sgt i64 %11, %13, !dbg !1511
  br i1 %14, label %26, label %15, !dbg !1512

15:                                               ; preds = %10, %7, %2
  %16 = load i64, ptr %3, align 8, !dbg !1513
  %17 = icmp slt i64 %16, 0, !dbg !1514
  br i1 %17, label %18, label %28, !dbg !1515

18:                                               ; preds = %15
  %19 = load i64, ptr %4, align 8, !dbg !1516
  %20 = icmp slt i64 %19, 0, !dbg !1517
  br i1 %20, label %21, label %28, !dbg !1518

21:                                               ; preds = %18
  %22 = load i64, ptr %3, align 8, !dbg !1519
  %23 = load i64, ptr %4, align 8, !dbg !1520
  %24 = sub nsw i64 -9223372036854775808, %23, !dbg !1521
  %25 = icmp slt i64 %22, %24, !dbg !1522
  br i1 %25, label %26, label %28, !dbg !1523

26:                                               ; preds = %21, %10
  %27 = load i64, ptr %3, align 8, !dbg !1524
  br label %32, !dbg !1523

28:                                               ; preds = %21, %18, %15
  %29 = load i64, ptr %3, align 8, !dbg !1525
  %30 = load i64, ptr %4, align 8, !dbg !1526
  %31 = add nsw i64 %29, %30, !dbg !1527
  br label %32, !dbg !1523

32:                                               ; preds = %28, %26
  %33 = phi i64 [ %27, %26 ], [ %31, %28 ], !dbg !1523
  ret i64 %33, !dbg !1528
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !1529 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1532, !DIExpression(), !1533)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1534, !DIExpression(), !1535)
  %5 = load i32, ptr %4, align 4, !dbg !1536
  %6 = icmp uge i32 %5, 32, !dbg !1537
  br i1 %6, label %13, label %7, !dbg !1538

7:                                                ; preds = %2
  %8 = load i16, ptr %3, align 2, !dbg !1539
  %9 = zext i16 %8 to i32, !dbg !1539
  %10 = load i32, ptr %4, align 4, !dbg !1540
  %11 = ashr i32 65535, %10, !dbg !1541
  %12 = icmp sgt i32 %9, %11, !dbg !1542
  br i1 %12, label %13, label %16, !dbg !1543

13:                                               ; preds = %7, %2
  %14 = load i16, ptr %3, align 2, !dbg !1544
  %15 = zext i16 %14 to i32, !dbg !1545
  br label %21, !dbg !1543

16:                                               ; preds = %7
  %17 = load i16, ptr %3, align 2, !dbg !1546
  %18 = zext i16 %17 to i32, !dbg !1546
  %19 = load i32, ptr %4, align 4, !dbg !1547
  %20 = shl i32 %18, %19, !dbg !1548
  br label %21, !dbg !1543

21:                                               ; preds = %16, %13
  %22 = phi i32 [ %15, %13 ], [ %20, %16 ], !dbg !1543
  %23 = trunc i32 %22 to i16, !dbg !1543
  ret i16 %23, !dbg !1549
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !1550 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1553, !DIExpression(), !1554)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1555, !DIExpression(), !1556)
  %5 = load i16, ptr %3, align 2, !dbg !1557
  %6 = zext i16 %5 to i32, !dbg !1557
  %7 = load i16, ptr %4, align 2, !dbg !1558
  %8 = zext i16 %7 to i32, !dbg !1558
  %9 = add nsw i32 %6, %8, !dbg !1559
  %10 = trunc i32 %9 to i16, !dbg !1557
  ret i16 %10, !dbg !1560
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_13(i64 noundef %0, i32 noundef %1, i8 noundef signext %2, i16 noundef signext %3) #0 !dbg !1561 {
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i16, align 2
  %9 = alloca i8, align 1
  store i64 %0, ptr %5, align 8
    #dbg_declare(ptr %5, !1564, !DIExpression(), !1565)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !1566, !DIExpression(), !1567)
  store i8 %2, ptr %7, align 1
    #dbg_declare(ptr %7, !1568, !DIExpression(), !1569)
  store i16 %3, ptr %8, align 2
    #dbg_declare(ptr %8, !1570, !DIExpression(), !1571)
    #dbg_declare(ptr %9, !1572, !DIExpression(), !1573)
  store i8 7, ptr %9, align 1, !dbg !1573
  %10 = load i8, ptr %9, align 1, !dbg !1574
  %11 = sext i8 %10 to i32, !dbg !1574
  ret i32 %11, !dbg !1575
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %0, i32 noundef %1) #0 !dbg !1576 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1579, !DIExpression(), !1580)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1581, !DIExpression(), !1582)
  %5 = load i16, ptr %3, align 2, !dbg !1583
  %6 = sext i16 %5 to i32, !dbg !1583
  %7 = icmp slt i32 %6, 0, !dbg !1584
  br i1 %7, label %17, label %8, !dbg !1585

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1586
  %10 = icmp uge i32 %9, 32, !dbg !1587
  br i1 %10, label %17, label %11, !dbg !1588

11:                                               ; preds = %8
  %12 = load i16, ptr %3, align 2, !dbg !1589
  %13 = sext i16 %12 to i32, !dbg !1589
  %14 = load i32, ptr %4, align 4, !dbg !1590
  %15 = ashr i32 32767, %14, !dbg !1591
  %16 = icmp sgt i32 %13, %15, !dbg !1592
  br i1 %16, label %17, label %20, !dbg !1593

17:                                               ; preds = %11, %8, %2
  %18 = load i16, ptr %3, align 2, !dbg !1594
  %19 = sext i16 %18 to i32, !dbg !1595
  br label %25, !dbg !1593

20:                                               ; preds = %11
  %21 = load i16, ptr %3, align 2, !dbg !1596
  %22 = sext i16 %21 to i32, !dbg !1596
  %23 = load i32, ptr %4, align 4, !dbg !1597
  %24 = shl i32 %22, %23, !dbg !1598
  br label %25, !dbg !1593

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ], !dbg !1593
  %27 = trunc i32 %26 to i16, !dbg !1593
  ret i16 %27, !dbg !1599
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 !dbg !1600 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1603, !DIExpression(), !1604)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1605, !DIExpression(), !1606)
  %5 = load i32, ptr %3, align 4, !dbg !1607
  %6 = load i32, ptr %4, align 4, !dbg !1608
  %7 = sub i32 %5, %6, !dbg !1609
  ret i32 %7, !dbg !1610
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !1611 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1612, !DIExpression(), !1613)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1614, !DIExpression(), !1615)
  %5 = load i16, ptr %3, align 2, !dbg !1616
  %6 = zext i16 %5 to i32, !dbg !1617
  %7 = load i16, ptr %4, align 2, !dbg !1618
  %8 = zext i16 %7 to i32, !dbg !1619
  %9 = mul i32 %6, %8, !dbg !1620
  %10 = trunc i32 %9 to i16, !dbg !1621
  ret i16 %10, !dbg !1622
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !1623 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1626, !DIExpression(), !1627)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1628, !DIExpression(), !1629)
  %5 = load i32, ptr %4, align 4, !dbg !1630
  %6 = icmp slt i32 %5, 0, !dbg !1631
  br i1 %6, label %10, label %7, !dbg !1632

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !1633
  %9 = icmp sge i32 %8, 32, !dbg !1634
  br i1 %9, label %10, label %13, !dbg !1635

10:                                               ; preds = %7, %2
  %11 = load i8, ptr %3, align 1, !dbg !1636
  %12 = zext i8 %11 to i32, !dbg !1637
  br label %18, !dbg !1635

13:                                               ; preds = %7
  %14 = load i8, ptr %3, align 1, !dbg !1638
  %15 = zext i8 %14 to i32, !dbg !1638
  %16 = load i32, ptr %4, align 4, !dbg !1639
  %17 = ashr i32 %15, %16, !dbg !1640
  br label %18, !dbg !1635

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %17, %13 ], !dbg !1635
  %20 = trunc i32 %19 to i8, !dbg !1635
  ret i8 %20, !dbg !1641
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1642 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1645, !DIExpression(), !1646)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1647, !DIExpression(), !1648)
  %5 = load i8, ptr %3, align 1, !dbg !1649
  %6 = sext i8 %5 to i32, !dbg !1649
  %7 = load i8, ptr %4, align 1, !dbg !1650
  %8 = sext i8 %7 to i32, !dbg !1650
  %9 = add nsw i32 %6, %8, !dbg !1651
  %10 = trunc i32 %9 to i8, !dbg !1652
  ret i8 %10, !dbg !1653
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !1654 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1657, !DIExpression(), !1658)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1659, !DIExpression(), !1660)
  %5 = load i32, ptr %4, align 4, !dbg !1661
  %6 = icmp uge i32 %5, 32, !dbg !1662
  br i1 %6, label %7, label %10, !dbg !1663

7:                                                ; preds = %2
  %8 = load i8, ptr %3, align 1, !dbg !1664
  %9 = zext i8 %8 to i32, !dbg !1665
  br label %15, !dbg !1663

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1, !dbg !1666
  %12 = zext i8 %11 to i32, !dbg !1666
  %13 = load i32, ptr %4, align 4, !dbg !1667
  %14 = ashr i32 %12, %13, !dbg !1668
  br label %15, !dbg !1663

15:                                               ; preds = %10, %7
  %16 = phi i32 [ %9, %7 ], [ %14, %10 ], !dbg !1663
  %17 = trunc i32 %16 to i8, !dbg !1663
  ret i8 %17, !dbg !1669
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_sub_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !1670 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1673, !DIExpression(), !1674)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1675, !DIExpression(), !1676)
  %5 = load i64, ptr %3, align 8, !dbg !1677
  %6 = load i64, ptr %4, align 8, !dbg !1678
  %7 = sub i64 %5, %6, !dbg !1679
  ret i64 %7, !dbg !1680
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %0, i32 noundef %1) #0 !dbg !1681 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1684, !DIExpression(), !1685)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1686, !DIExpression(), !1687)
  %5 = load i16, ptr %3, align 2, !dbg !1688
  %6 = sext i16 %5 to i32, !dbg !1688
  %7 = icmp slt i32 %6, 0, !dbg !1689
  br i1 %7, label %20, label %8, !dbg !1690

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1691
  %10 = icmp slt i32 %9, 0, !dbg !1692
  br i1 %10, label %20, label %11, !dbg !1693

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !1694
  %13 = icmp sge i32 %12, 32, !dbg !1695
  br i1 %13, label %20, label %14, !dbg !1696

14:                                               ; preds = %11
  %15 = load i16, ptr %3, align 2, !dbg !1697
  %16 = sext i16 %15 to i32, !dbg !1697
  %17 = load i32, ptr %4, align 4, !dbg !1698
  %18 = ashr i32 32767, %17, !dbg !1699
  %19 = icmp sgt i32 %16, %18, !dbg !1700
  br i1 %19, label %20, label %23, !dbg !1701

20:                                               ; preds = %14, %11, %8, %2
  %21 = load i16, ptr %3, align 2, !dbg !1702
  %22 = sext i16 %21 to i32, !dbg !1703
  br label %28, !dbg !1701

23:                                               ; preds = %14
  %24 = load i16, ptr %3, align 2, !dbg !1704
  %25 = sext i16 %24 to i32, !dbg !1704
  %26 = load i32, ptr %4, align 4, !dbg !1705
  %27 = shl i32 %25, %26, !dbg !1706
  br label %28, !dbg !1701

28:                                               ; preds = %23, %20
  %29 = phi i32 [ %22, %20 ], [ %27, %23 ], !dbg !1701
  %30 = trunc i32 %29 to i16, !dbg !1701
  ret i16 %30, !dbg !1707
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_div_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !1708 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1709, !DIExpression(), !1710)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1711, !DIExpression(), !1712)
  %5 = load i64, ptr %4, align 8, !dbg !1713
  %6 = icmp eq i64 %5, 0, !dbg !1714
  br i1 %6, label %13, label %7, !dbg !1715

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !1716
  %9 = icmp eq i64 %8, -9223372036854775808, !dbg !1717
  br i1 %9, label %10, label %15, !dbg !1718

10:                                               ; preds = %7
  %11 = load i64, ptr %4, align 8, !dbg !1719
  %12 = icmp eq i64 %11, -1, !dbg !1720
  br i1 %12, label %13, label %15, !dbg !1721

13:                                               ; preds = %10, %2
  %14 = load i64, ptr %3, align 8, !dbg !1722
  br label %19, !dbg !1721

15:                                               ; preds = %10, %7
  %16 = load i64, ptr %3, align 8, !dbg !1723
  %17 = load i64, ptr %4, align 8, !dbg !1724
  %18 = sdiv i64 %16, %17, !dbg !1725
  br label %19, !dbg !1721

19:                                               ; preds = %15, %13
  %20 = phi i64 [ %14, %13 ], [ %18, %15 ], !dbg !1721
  ret i64 %20, !dbg !1726
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_lshift_func_uint16_t_u_s(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !1727 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1730, !DIExpression(), !1731)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1732, !DIExpression(), !1733)
  %5 = load i32, ptr %4, align 4, !dbg !1734
  %6 = icmp slt i32 %5, 0, !dbg !1735
  br i1 %6, label %16, label %7, !dbg !1736

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !1737
  %9 = icmp sge i32 %8, 32, !dbg !1738
  br i1 %9, label %16, label %10, !dbg !1739

10:                                               ; preds = %7
  %11 = load i16, ptr %3, align 2, !dbg !1740
  %12 = zext i16 %11 to i32, !dbg !1740
  %13 = load i32, ptr %4, align 4, !dbg !1741
  %14 = ashr i32 65535, %13, !dbg !1742
  %15 = icmp sgt i32 %12, %14, !dbg !1743
  br i1 %15, label %16, label %19, !dbg !1744

16:                                               ; preds = %10, %7, %2
  %17 = load i16, ptr %3, align 2, !dbg !1745
  %18 = zext i16 %17 to i32, !dbg !1746
  br label %24, !dbg !1744

19:                                               ; preds = %10
  %20 = load i16, ptr %3, align 2, !dbg !1747
  %21 = zext i16 %20 to i32, !dbg !1747
  %22 = load i32, ptr %4, align 4, !dbg !1748
  %23 = shl i32 %21, %22, !dbg !1749
  br label %24, !dbg !1744

24:                                               ; preds = %19, %16
  %25 = phi i32 [ %18, %16 ], [ %23, %19 ], !dbg !1744
  %26 = trunc i32 %25 to i16, !dbg !1744
  ret i16 %26, !dbg !1750
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !1751 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1752, !DIExpression(), !1753)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1754, !DIExpression(), !1755)
  %5 = load i16, ptr %4, align 2, !dbg !1756
  %6 = zext i16 %5 to i32, !dbg !1756
  %7 = icmp eq i32 %6, 0, !dbg !1757
  br i1 %7, label %8, label %11, !dbg !1758

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2, !dbg !1759
  %10 = zext i16 %9 to i32, !dbg !1760
  br label %17, !dbg !1758

11:                                               ; preds = %2
  %12 = load i16, ptr %3, align 2, !dbg !1761
  %13 = zext i16 %12 to i32, !dbg !1761
  %14 = load i16, ptr %4, align 2, !dbg !1762
  %15 = zext i16 %14 to i32, !dbg !1762
  %16 = srem i32 %13, %15, !dbg !1763
  br label %17, !dbg !1758

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ], !dbg !1758
  %19 = trunc i32 %18 to i16, !dbg !1758
  ret i16 %19, !dbg !1764
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !1765 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1766, !DIExpression(), !1767)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1768, !DIExpression(), !1769)
  %5 = load i32, ptr %3, align 4, !dbg !1770
  %6 = load i32, ptr %4, align 4, !dbg !1771
  %7 = xor i32 %5, %6, !dbg !1772
  %8 = load i32, ptr %3, align 4, !dbg !1773
  %9 = load i32, ptr %3, align 4, !dbg !1774
  %10 = load i32, ptr %4, align 4, !dbg !1775
  %11 = xor i32 %9, %10, !dbg !1776
  %12 = and i32 %11, -2147483648, !dbg !1777
  %13 = xor i32 %8, %12, !dbg !1778
  %14 = load i32, ptr %4, align 4, !dbg !1779
  %15 = sub nsw i32 %13, %14, !dbg !1780
  %16 = load i32, ptr %4, align 4, !dbg !1781
  %17 = xor i32 %15, %16, !dbg !1782
  %18 = and i32 %7, %17, !dbg !1783
  %19 = icmp slt i32 %18, 0, !dbg !1784
  br i1 %19, label %20, label %22, !dbg !1785

20:                                               ; preds = %2
  %21 = load i32, ptr %3, align 4, !dbg !1786
  br label %26, !dbg !1785

22:                                               ; preds = %2
  %23 = load i32, ptr %3, align 4, !dbg !1787
  %24 = load i32, ptr %4, align 4, !dbg !1788
  %25 = sub nsw i32 %23, %24, !dbg !1789
  br label %26, !dbg !1785

26:                                               ; preds = %22, %20
  %27 = phi i32 [ %21, %20 ], [ %25, %22 ], !dbg !1785
  ret i32 %27, !dbg !1790
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !1791 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1792, !DIExpression(), !1793)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1794, !DIExpression(), !1795)
  %5 = load i64, ptr %3, align 8, !dbg !1796
  %6 = load i64, ptr %4, align 8, !dbg !1797
  %7 = add i64 %5, %6, !dbg !1798
  ret i64 %7, !dbg !1799
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_mod_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !1800 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1801, !DIExpression(), !1802)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1803, !DIExpression(), !1804)
  %5 = load i32, ptr %4, align 4, !dbg !1805
  %6 = icmp eq i32 %5, 0, !dbg !1806
  br i1 %6, label %13, label %7, !dbg !1807

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !1808
  %9 = icmp eq i32 %8, -2147483648, !dbg !1809
  br i1 %9, label %10, label %15, !dbg !1810

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4, !dbg !1811
  %12 = icmp eq i32 %11, -1, !dbg !1812
  br i1 %12, label %13, label %15, !dbg !1813

13:                                               ; preds = %10, %2
  %14 = load i32, ptr %3, align 4, !dbg !1814
  br label %19, !dbg !1813

15:                                               ; preds = %10, %7
  %16 = load i32, ptr %3, align 4, !dbg !1815
  %17 = load i32, ptr %4, align 4, !dbg !1816
  %18 = srem i32 %16, %17, !dbg !1817
  br label %19, !dbg !1813

19:                                               ; preds = %15, %13
  %20 = phi i32 [ %14, %13 ], [ %18, %15 ], !dbg !1813
  ret i32 %20, !dbg !1818
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !1819 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1822, !DIExpression(), !1823)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1824, !DIExpression(), !1825)
  %5 = load i8, ptr %4, align 1, !dbg !1826
  %6 = zext i8 %5 to i32, !dbg !1826
  %7 = icmp eq i32 %6, 0, !dbg !1827
  br i1 %7, label %8, label %11, !dbg !1828

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1, !dbg !1829
  %10 = zext i8 %9 to i32, !dbg !1830
  br label %17, !dbg !1828

11:                                               ; preds = %2
  %12 = load i8, ptr %3, align 1, !dbg !1831
  %13 = zext i8 %12 to i32, !dbg !1831
  %14 = load i8, ptr %4, align 1, !dbg !1832
  %15 = zext i8 %14 to i32, !dbg !1832
  %16 = sdiv i32 %13, %15, !dbg !1833
  br label %17, !dbg !1828

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ], !dbg !1828
  %19 = trunc i32 %18 to i8, !dbg !1828
  ret i8 %19, !dbg !1834
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_lshift_func_uint8_t_u_s(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !1835 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1836, !DIExpression(), !1837)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1838, !DIExpression(), !1839)
  %5 = load i32, ptr %4, align 4, !dbg !1840
  %6 = icmp slt i32 %5, 0, !dbg !1841
  br i1 %6, label %16, label %7, !dbg !1842

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !1843
  %9 = icmp sge i32 %8, 32, !dbg !1844
  br i1 %9, label %16, label %10, !dbg !1845

10:                                               ; preds = %7
  %11 = load i8, ptr %3, align 1, !dbg !1846
  %12 = zext i8 %11 to i32, !dbg !1846
  %13 = load i32, ptr %4, align 4, !dbg !1847
  %14 = ashr i32 255, %13, !dbg !1848
  %15 = icmp sgt i32 %12, %14, !dbg !1849
  br i1 %15, label %16, label %19, !dbg !1850

16:                                               ; preds = %10, %7, %2
  %17 = load i8, ptr %3, align 1, !dbg !1851
  %18 = zext i8 %17 to i32, !dbg !1852
  br label %24, !dbg !1850

19:                                               ; preds = %10
  %20 = load i8, ptr %3, align 1, !dbg !1853
  %21 = zext i8 %20 to i32, !dbg !1853
  %22 = load i32, ptr %4, align 4, !dbg !1854
  %23 = shl i32 %21, %22, !dbg !1855
  br label %24, !dbg !1850

24:                                               ; preds = %19, %16
  %25 = phi i32 [ %18, %16 ], [ %23, %19 ], !dbg !1850
  %26 = trunc i32 %25 to i8, !dbg !1850
  ret i8 %26, !dbg !1856
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_add_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 !dbg !1857 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1858, !DIExpression(), !1859)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1860, !DIExpression(), !1861)
  %5 = load i32, ptr %3, align 4, !dbg !1862
  %6 = load i32, ptr %4, align 4, !dbg !1863
  %7 = add i32 %5, %6, !dbg !1864
  ret i32 %7, !dbg !1865
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1866 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1867, !DIExpression(), !1868)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1869, !DIExpression(), !1870)
  %5 = load i8, ptr %3, align 1, !dbg !1871
  %6 = sext i8 %5 to i32, !dbg !1871
  %7 = load i8, ptr %4, align 1, !dbg !1872
  %8 = sext i8 %7 to i32, !dbg !1872
  %9 = sub nsw i32 %6, %8, !dbg !1873
  %10 = trunc i32 %9 to i8, !dbg !1874
  ret i8 %10, !dbg !1875
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_div_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1876 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1877, !DIExpression(), !1878)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1879, !DIExpression(), !1880)
  %5 = load i8, ptr %4, align 1, !dbg !1881
  %6 = sext i8 %5 to i32, !dbg !1881
  %7 = icmp eq i32 %6, 0, !dbg !1882
  br i1 %7, label %16, label %8, !dbg !1883

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1, !dbg !1884
  %10 = sext i8 %9 to i32, !dbg !1884
  %11 = icmp eq i32 %10, -128, !dbg !1885
  br i1 %11, label %12, label %19, !dbg !1886

12:                                               ; preds = %8
  %13 = load i8, ptr %4, align 1, !dbg !1887
  %14 = sext i8 %13 to i32, !dbg !1887
  %15 = icmp eq i32 %14, -1, !dbg !1888
  br i1 %15, label %16, label %19, !dbg !1889

16:                                               ; preds = %12, %2
  %17 = load i8, ptr %3, align 1, !dbg !1890
  %18 = sext i8 %17 to i32, !dbg !1891
  br label %25, !dbg !1889

19:                                               ; preds = %12, %8
  %20 = load i8, ptr %3, align 1, !dbg !1892
  %21 = sext i8 %20 to i32, !dbg !1892
  %22 = load i8, ptr %4, align 1, !dbg !1893
  %23 = sext i8 %22 to i32, !dbg !1893
  %24 = sdiv i32 %21, %23, !dbg !1894
  br label %25, !dbg !1889

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ], !dbg !1889
  %27 = trunc i32 %26 to i8, !dbg !1889
  ret i8 %27, !dbg !1895
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1896 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1897, !DIExpression(), !1898)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1899, !DIExpression(), !1900)
  %5 = load i8, ptr %3, align 1, !dbg !1901
  %6 = sext i8 %5 to i32, !dbg !1901
  %7 = load i8, ptr %4, align 1, !dbg !1902
  %8 = sext i8 %7 to i32, !dbg !1902
  %9 = mul nsw i32 %6, %8, !dbg !1903
  %10 = trunc i32 %9 to i8, !dbg !1901
  ret i8 %10, !dbg !1904
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_mod_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !1905 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1906, !DIExpression(), !1907)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1908, !DIExpression(), !1909)
  %5 = load i64, ptr %4, align 8, !dbg !1910
  %6 = icmp eq i64 %5, 0, !dbg !1911
  br i1 %6, label %7, label %9, !dbg !1912

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !1913
  br label %13, !dbg !1912

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8, !dbg !1914
  %11 = load i64, ptr %4, align 8, !dbg !1915
  %12 = urem i64 %10, %11, !dbg !1916
  br label %13, !dbg !1912

13:                                               ; preds = %9, %7
  %14 = phi i64 [ %8, %7 ], [ %12, %9 ], !dbg !1912
  ret i64 %14, !dbg !1917
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !1918 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1919, !DIExpression(), !1920)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1921, !DIExpression(), !1922)
  %5 = load i8, ptr %3, align 1, !dbg !1923
  %6 = zext i8 %5 to i32, !dbg !1923
  %7 = load i8, ptr %4, align 1, !dbg !1924
  %8 = zext i8 %7 to i32, !dbg !1924
  %9 = add nsw i32 %6, %8, !dbg !1925
  %10 = trunc i32 %9 to i8, !dbg !1923
  ret i8 %10, !dbg !1926
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !1927 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1928, !DIExpression(), !1929)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1930, !DIExpression(), !1931)
  %5 = load i16, ptr %3, align 2, !dbg !1932
  %6 = sext i16 %5 to i32, !dbg !1932
  %7 = load i16, ptr %4, align 2, !dbg !1933
  %8 = sext i16 %7 to i32, !dbg !1933
  %9 = mul nsw i32 %6, %8, !dbg !1934
  %10 = trunc i32 %9 to i16, !dbg !1932
  ret i16 %10, !dbg !1935
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !1936 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1939, !DIExpression(), !1940)
  %3 = load i64, ptr %2, align 8, !dbg !1941
  %4 = lshr i64 %3, 0, !dbg !1942
  %5 = and i64 %4, 255, !dbg !1943
  %6 = trunc i64 %5 to i8, !dbg !1944
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !1945
  %7 = load i64, ptr %2, align 8, !dbg !1946
  %8 = lshr i64 %7, 8, !dbg !1947
  %9 = and i64 %8, 255, !dbg !1948
  %10 = trunc i64 %9 to i8, !dbg !1949
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !1950
  %11 = load i64, ptr %2, align 8, !dbg !1951
  %12 = lshr i64 %11, 16, !dbg !1952
  %13 = and i64 %12, 255, !dbg !1953
  %14 = trunc i64 %13 to i8, !dbg !1954
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !1955
  %15 = load i64, ptr %2, align 8, !dbg !1956
  %16 = lshr i64 %15, 24, !dbg !1957
  %17 = and i64 %16, 255, !dbg !1958
  %18 = trunc i64 %17 to i8, !dbg !1959
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !1960
  %19 = load i64, ptr %2, align 8, !dbg !1961
  %20 = lshr i64 %19, 32, !dbg !1962
  %21 = and i64 %20, 255, !dbg !1963
  %22 = trunc i64 %21 to i8, !dbg !1964
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !1965
  %23 = load i64, ptr %2, align 8, !dbg !1966
  %24 = lshr i64 %23, 40, !dbg !1967
  %25 = and i64 %24, 255, !dbg !1968
  %26 = trunc i64 %25 to i8, !dbg !1969
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !1970
  %27 = load i64, ptr %2, align 8, !dbg !1971
  %28 = lshr i64 %27, 48, !dbg !1972
  %29 = and i64 %28, 255, !dbg !1973
  %30 = trunc i64 %29 to i8, !dbg !1974
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !1975
  %31 = load i64, ptr %2, align 8, !dbg !1976
  %32 = lshr i64 %31, 56, !dbg !1977
  %33 = and i64 %32, 255, !dbg !1978
  %34 = trunc i64 %33 to i8, !dbg !1979
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !1980
  ret void, !dbg !1981
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !1982 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !1985, !DIExpression(), !1986)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !1987
  %4 = lshr i32 %3, 8, !dbg !1988
  %5 = and i32 %4, 16777215, !dbg !1989
  %6 = load i32, ptr @crc32_context, align 4, !dbg !1990
  %7 = load i8, ptr %2, align 1, !dbg !1991
  %8 = zext i8 %7 to i32, !dbg !1991
  %9 = xor i32 %6, %8, !dbg !1992
  %10 = and i32 %9, 255, !dbg !1993
  %11 = zext i32 %10 to i64, !dbg !1994
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !1994
  %13 = load i32, ptr %12, align 4, !dbg !1994
  %14 = xor i32 %5, %13, !dbg !1995
  store i32 %14, ptr @crc32_context, align 4, !dbg !1996
  ret void, !dbg !1997
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!198, !199, !200, !201, !202, !203, !204}
!llvm.ident = !{!205}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 299, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "default_1.c", directory: ".", checksumkind: CSK_MD5, checksum: "f5dcc9e5f5184d1019a2de6a9a897202")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_2", scope: !9, file: !2, line: 17, type: !115, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !14, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!0, !15, !20, !22, !27, !29, !31, !36, !41, !43, !45, !47, !49, !51, !56, !61, !63, !68, !70, !75, !80, !85, !87, !92, !102, !110, !117, !119, !121, !127, !7, !132, !134, !136, !138, !140, !148, !151, !153, !158, !160, !162, !171, !173, !175, !177, !181, !187, !189, !193, !196}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 303, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 4)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 304, type: !17, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 305, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 306, type: !24, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 307, type: !24, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 312, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 313, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 18)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 317, type: !24, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 318, type: !24, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 319, type: !24, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 320, type: !24, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 321, type: !24, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 324, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 8)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 325, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 14)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 328, type: !24, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 329, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 6)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 330, type: !65, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 335, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 12)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 346, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 15)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 347, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 22)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 352, type: !65, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 355, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 9)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !94, line: 47, type: !95, isLocal: true, isDefinition: true)
!94 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 8192, elements: !100)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !97, line: 26, baseType: !98)
!97 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !99, line: 42, baseType: !12)
!99 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!100 = !{!101}
!101 = !DISubrange(count: 256)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(name: "g_37", scope: !9, file: !2, line: 22, type: !104, isLocal: true, isDefinition: true)
!104 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !105)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !107, line: 25, baseType: !108)
!107 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !99, line: 39, baseType: !109)
!109 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(name: "g_107", scope: !9, file: !2, line: 33, type: !112, isLocal: true, isDefinition: true)
!112 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !107, line: 26, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !99, line: 41, baseType: !13)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(name: "g_108", scope: !9, file: !2, line: 32, type: !114, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(name: "g_163", scope: !9, file: !2, line: 37, type: !112, isLocal: true, isDefinition: true)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(name: "g_100", scope: !9, file: !2, line: 31, type: !123, isLocal: true, isDefinition: true)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !107, line: 24, baseType: !125)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !99, line: 37, baseType: !126)
!126 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !94, line: 114, type: !129, isLocal: true, isDefinition: true)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 36)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "g_6", scope: !9, file: !2, line: 18, type: !115, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(name: "g_25", scope: !9, file: !2, line: 19, type: !115, isLocal: true, isDefinition: true)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(name: "g_30", scope: !9, file: !2, line: 20, type: !115, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(name: "g_38", scope: !9, file: !2, line: 21, type: !106, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(name: "g_40", scope: !9, file: !2, line: 23, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !143, size: 800, elements: !146)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !97, line: 25, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !99, line: 40, baseType: !145)
!145 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!146 = !{!147, !26}
!147 = !DISubrange(count: 10)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(name: "g_50", scope: !9, file: !2, line: 24, type: !150, isLocal: true, isDefinition: true)
!150 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !106)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(name: "g_53", scope: !9, file: !2, line: 25, type: !143, isLocal: true, isDefinition: true)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(name: "g_63", scope: !9, file: !2, line: 26, type: !155, isLocal: true, isDefinition: true)
!155 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !107, line: 27, baseType: !156)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !99, line: 44, baseType: !157)
!157 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(name: "g_75", scope: !9, file: !2, line: 27, type: !124, isLocal: true, isDefinition: true)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(name: "g_79", scope: !9, file: !2, line: 28, type: !124, isLocal: true, isDefinition: true)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(name: "g_84", scope: !9, file: !2, line: 29, type: !164, isLocal: true, isDefinition: true)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !165, size: 448, elements: !169)
!165 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !166)
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !97, line: 27, baseType: !167)
!167 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !99, line: 45, baseType: !168)
!168 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!169 = !{!170}
!170 = !DISubrange(count: 7)
!171 = !DIGlobalVariableExpression(var: !172, expr: !DIExpression())
!172 = distinct !DIGlobalVariable(name: "g_95", scope: !9, file: !2, line: 30, type: !96, isLocal: true, isDefinition: true)
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(name: "g_154", scope: !9, file: !2, line: 34, type: !155, isLocal: true, isDefinition: true)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(name: "g_156", scope: !9, file: !2, line: 35, type: !165, isLocal: true, isDefinition: true)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(name: "g_161", scope: !9, file: !2, line: 36, type: !179, isLocal: true, isDefinition: true)
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 2304, elements: !180)
!180 = !{!91, !55}
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(name: "g_190", scope: !9, file: !2, line: 38, type: !183, isLocal: true, isDefinition: true)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !166, size: 384, elements: !184)
!184 = !{!6, !185, !186}
!185 = !DISubrange(count: 1)
!186 = !DISubrange(count: 3)
!187 = !DIGlobalVariableExpression(var: !188, expr: !DIExpression())
!188 = distinct !DIGlobalVariable(name: "g_201", scope: !9, file: !2, line: 39, type: !124, isLocal: true, isDefinition: true)
!189 = !DIGlobalVariableExpression(var: !190, expr: !DIExpression())
!190 = distinct !DIGlobalVariable(name: "g_230", scope: !9, file: !2, line: 40, type: !191, isLocal: true, isDefinition: true)
!191 = !DICompositeType(tag: DW_TAG_array_type, baseType: !165, size: 192, elements: !192)
!192 = !{!186}
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression())
!194 = distinct !DIGlobalVariable(scope: null, file: !195, line: 56, type: !77, isLocal: true, isDefinition: true)
!195 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !94, line: 48, type: !96, isLocal: true, isDefinition: true)
!198 = !{i32 7, !"Dwarf Version", i32 5}
!199 = !{i32 2, !"Debug Info Version", i32 3}
!200 = !{i32 1, !"wchar_size", i32 4}
!201 = !{i32 8, !"PIC Level", i32 2}
!202 = !{i32 7, !"PIE Level", i32 2}
!203 = !{i32 7, !"uwtable", i32 2}
!204 = !{i32 7, !"frame-pointer", i32 2}
!205 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!206 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 295, type: !207, scopeLine: 296, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !211)
!207 = !DISubroutineType(types: !208)
!208 = !{!13, !13, !209}
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !210, size: 64)
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!211 = !{}
!212 = !DILocalVariable(name: "argc", arg: 1, scope: !206, file: !2, line: 295, type: !13)
!213 = !DILocation(line: 295, column: 15, scope: !206)
!214 = !DILocalVariable(name: "argv", arg: 2, scope: !206, file: !2, line: 295, type: !209)
!215 = !DILocation(line: 295, column: 27, scope: !206)
!216 = !DILocalVariable(name: "i", scope: !206, file: !2, line: 297, type: !13)
!217 = !DILocation(line: 297, column: 9, scope: !206)
!218 = !DILocalVariable(name: "j", scope: !206, file: !2, line: 297, type: !13)
!219 = !DILocation(line: 297, column: 12, scope: !206)
!220 = !DILocalVariable(name: "k", scope: !206, file: !2, line: 297, type: !13)
!221 = !DILocation(line: 297, column: 15, scope: !206)
!222 = !DILocalVariable(name: "print_hash_value", scope: !206, file: !2, line: 298, type: !13)
!223 = !DILocation(line: 298, column: 9, scope: !206)
!224 = !DILocation(line: 299, column: 9, scope: !225)
!225 = distinct !DILexicalBlock(scope: !206, file: !2, line: 299, column: 9)
!226 = !DILocation(line: 299, column: 14, scope: !225)
!227 = !DILocation(line: 299, column: 19, scope: !225)
!228 = !DILocation(line: 299, column: 29, scope: !225)
!229 = !DILocation(line: 299, column: 22, scope: !225)
!230 = !DILocation(line: 299, column: 43, scope: !225)
!231 = !DILocation(line: 299, column: 9, scope: !206)
!232 = !DILocation(line: 299, column: 66, scope: !225)
!233 = !DILocation(line: 299, column: 49, scope: !225)
!234 = !DILocation(line: 300, column: 5, scope: !206)
!235 = !DILocation(line: 301, column: 5, scope: !206)
!236 = !DILocation(line: 302, column: 5, scope: !206)
!237 = !DILocation(line: 303, column: 21, scope: !206)
!238 = !DILocation(line: 303, column: 33, scope: !206)
!239 = !DILocation(line: 303, column: 5, scope: !206)
!240 = !DILocation(line: 304, column: 21, scope: !206)
!241 = !DILocation(line: 304, column: 33, scope: !206)
!242 = !DILocation(line: 304, column: 5, scope: !206)
!243 = !DILocation(line: 305, column: 21, scope: !206)
!244 = !DILocation(line: 305, column: 35, scope: !206)
!245 = !DILocation(line: 305, column: 5, scope: !206)
!246 = !DILocation(line: 306, column: 21, scope: !206)
!247 = !DILocation(line: 306, column: 35, scope: !206)
!248 = !DILocation(line: 306, column: 5, scope: !206)
!249 = !DILocation(line: 307, column: 21, scope: !206)
!250 = !DILocation(line: 307, column: 35, scope: !206)
!251 = !DILocation(line: 307, column: 5, scope: !206)
!252 = !DILocation(line: 308, column: 12, scope: !253)
!253 = distinct !DILexicalBlock(scope: !206, file: !2, line: 308, column: 5)
!254 = !DILocation(line: 308, column: 10, scope: !253)
!255 = !DILocation(line: 308, column: 17, scope: !256)
!256 = distinct !DILexicalBlock(scope: !253, file: !2, line: 308, column: 5)
!257 = !DILocation(line: 308, column: 19, scope: !256)
!258 = !DILocation(line: 308, column: 5, scope: !253)
!259 = !DILocation(line: 310, column: 16, scope: !260)
!260 = distinct !DILexicalBlock(scope: !261, file: !2, line: 310, column: 9)
!261 = distinct !DILexicalBlock(scope: !256, file: !2, line: 309, column: 5)
!262 = !DILocation(line: 310, column: 14, scope: !260)
!263 = !DILocation(line: 310, column: 21, scope: !264)
!264 = distinct !DILexicalBlock(scope: !260, file: !2, line: 310, column: 9)
!265 = !DILocation(line: 310, column: 23, scope: !264)
!266 = !DILocation(line: 310, column: 9, scope: !260)
!267 = !DILocation(line: 312, column: 34, scope: !268)
!268 = distinct !DILexicalBlock(scope: !264, file: !2, line: 311, column: 9)
!269 = !DILocation(line: 312, column: 29, scope: !268)
!270 = !DILocation(line: 312, column: 37, scope: !268)
!271 = !DILocation(line: 312, column: 55, scope: !268)
!272 = !DILocation(line: 312, column: 13, scope: !268)
!273 = !DILocation(line: 313, column: 17, scope: !274)
!274 = distinct !DILexicalBlock(scope: !268, file: !2, line: 313, column: 17)
!275 = !DILocation(line: 313, column: 17, scope: !268)
!276 = !DILocation(line: 313, column: 64, scope: !274)
!277 = !DILocation(line: 313, column: 67, scope: !274)
!278 = !DILocation(line: 313, column: 35, scope: !274)
!279 = !DILocation(line: 315, column: 9, scope: !268)
!280 = !DILocation(line: 310, column: 29, scope: !264)
!281 = !DILocation(line: 310, column: 9, scope: !264)
!282 = distinct !{!282, !266, !283, !284}
!283 = !DILocation(line: 315, column: 9, scope: !260)
!284 = !{!"llvm.loop.mustprogress"}
!285 = !DILocation(line: 316, column: 5, scope: !261)
!286 = !DILocation(line: 308, column: 26, scope: !256)
!287 = !DILocation(line: 308, column: 5, scope: !256)
!288 = distinct !{!288, !258, !289, !284}
!289 = !DILocation(line: 316, column: 5, scope: !253)
!290 = !DILocation(line: 317, column: 21, scope: !206)
!291 = !DILocation(line: 317, column: 35, scope: !206)
!292 = !DILocation(line: 317, column: 5, scope: !206)
!293 = !DILocation(line: 318, column: 21, scope: !206)
!294 = !DILocation(line: 318, column: 35, scope: !206)
!295 = !DILocation(line: 318, column: 5, scope: !206)
!296 = !DILocation(line: 319, column: 21, scope: !206)
!297 = !DILocation(line: 319, column: 35, scope: !206)
!298 = !DILocation(line: 319, column: 5, scope: !206)
!299 = !DILocation(line: 320, column: 21, scope: !206)
!300 = !DILocation(line: 320, column: 35, scope: !206)
!301 = !DILocation(line: 320, column: 5, scope: !206)
!302 = !DILocation(line: 321, column: 21, scope: !206)
!303 = !DILocation(line: 321, column: 35, scope: !206)
!304 = !DILocation(line: 321, column: 5, scope: !206)
!305 = !DILocation(line: 322, column: 12, scope: !306)
!306 = distinct !DILexicalBlock(scope: !206, file: !2, line: 322, column: 5)
!307 = !DILocation(line: 322, column: 10, scope: !306)
!308 = !DILocation(line: 322, column: 17, scope: !309)
!309 = distinct !DILexicalBlock(scope: !306, file: !2, line: 322, column: 5)
!310 = !DILocation(line: 322, column: 19, scope: !309)
!311 = !DILocation(line: 322, column: 5, scope: !306)
!312 = !DILocation(line: 324, column: 30, scope: !313)
!313 = distinct !DILexicalBlock(scope: !309, file: !2, line: 323, column: 5)
!314 = !DILocation(line: 324, column: 25, scope: !313)
!315 = !DILocation(line: 324, column: 45, scope: !313)
!316 = !DILocation(line: 324, column: 9, scope: !313)
!317 = !DILocation(line: 325, column: 13, scope: !318)
!318 = distinct !DILexicalBlock(scope: !313, file: !2, line: 325, column: 13)
!319 = !DILocation(line: 325, column: 13, scope: !313)
!320 = !DILocation(line: 325, column: 56, scope: !318)
!321 = !DILocation(line: 325, column: 31, scope: !318)
!322 = !DILocation(line: 327, column: 5, scope: !313)
!323 = !DILocation(line: 322, column: 25, scope: !309)
!324 = !DILocation(line: 322, column: 5, scope: !309)
!325 = distinct !{!325, !311, !326, !284}
!326 = !DILocation(line: 327, column: 5, scope: !306)
!327 = !DILocation(line: 328, column: 21, scope: !206)
!328 = !DILocation(line: 328, column: 35, scope: !206)
!329 = !DILocation(line: 328, column: 5, scope: !206)
!330 = !DILocation(line: 329, column: 21, scope: !206)
!331 = !DILocation(line: 329, column: 37, scope: !206)
!332 = !DILocation(line: 329, column: 5, scope: !206)
!333 = !DILocation(line: 330, column: 21, scope: !206)
!334 = !DILocation(line: 330, column: 37, scope: !206)
!335 = !DILocation(line: 330, column: 5, scope: !206)
!336 = !DILocation(line: 331, column: 12, scope: !337)
!337 = distinct !DILexicalBlock(scope: !206, file: !2, line: 331, column: 5)
!338 = !DILocation(line: 331, column: 10, scope: !337)
!339 = !DILocation(line: 331, column: 17, scope: !340)
!340 = distinct !DILexicalBlock(scope: !337, file: !2, line: 331, column: 5)
!341 = !DILocation(line: 331, column: 19, scope: !340)
!342 = !DILocation(line: 331, column: 5, scope: !337)
!343 = !DILocation(line: 333, column: 16, scope: !344)
!344 = distinct !DILexicalBlock(scope: !345, file: !2, line: 333, column: 9)
!345 = distinct !DILexicalBlock(scope: !340, file: !2, line: 332, column: 5)
!346 = !DILocation(line: 333, column: 14, scope: !344)
!347 = !DILocation(line: 333, column: 21, scope: !348)
!348 = distinct !DILexicalBlock(scope: !344, file: !2, line: 333, column: 9)
!349 = !DILocation(line: 333, column: 23, scope: !348)
!350 = !DILocation(line: 333, column: 9, scope: !344)
!351 = !DILocation(line: 335, column: 35, scope: !352)
!352 = distinct !DILexicalBlock(scope: !348, file: !2, line: 334, column: 9)
!353 = !DILocation(line: 335, column: 29, scope: !352)
!354 = !DILocation(line: 335, column: 38, scope: !352)
!355 = !DILocation(line: 335, column: 57, scope: !352)
!356 = !DILocation(line: 335, column: 13, scope: !352)
!357 = !DILocation(line: 336, column: 17, scope: !358)
!358 = distinct !DILexicalBlock(scope: !352, file: !2, line: 336, column: 17)
!359 = !DILocation(line: 336, column: 17, scope: !352)
!360 = !DILocation(line: 336, column: 64, scope: !358)
!361 = !DILocation(line: 336, column: 67, scope: !358)
!362 = !DILocation(line: 336, column: 35, scope: !358)
!363 = !DILocation(line: 338, column: 9, scope: !352)
!364 = !DILocation(line: 333, column: 29, scope: !348)
!365 = !DILocation(line: 333, column: 9, scope: !348)
!366 = distinct !{!366, !350, !367, !284}
!367 = !DILocation(line: 338, column: 9, scope: !344)
!368 = !DILocation(line: 339, column: 5, scope: !345)
!369 = !DILocation(line: 331, column: 25, scope: !340)
!370 = !DILocation(line: 331, column: 5, scope: !340)
!371 = distinct !{!371, !342, !372, !284}
!372 = !DILocation(line: 339, column: 5, scope: !337)
!373 = !DILocation(line: 340, column: 12, scope: !374)
!374 = distinct !DILexicalBlock(scope: !206, file: !2, line: 340, column: 5)
!375 = !DILocation(line: 340, column: 10, scope: !374)
!376 = !DILocation(line: 340, column: 17, scope: !377)
!377 = distinct !DILexicalBlock(scope: !374, file: !2, line: 340, column: 5)
!378 = !DILocation(line: 340, column: 19, scope: !377)
!379 = !DILocation(line: 340, column: 5, scope: !374)
!380 = !DILocation(line: 342, column: 16, scope: !381)
!381 = distinct !DILexicalBlock(scope: !382, file: !2, line: 342, column: 9)
!382 = distinct !DILexicalBlock(scope: !377, file: !2, line: 341, column: 5)
!383 = !DILocation(line: 342, column: 14, scope: !381)
!384 = !DILocation(line: 342, column: 21, scope: !385)
!385 = distinct !DILexicalBlock(scope: !381, file: !2, line: 342, column: 9)
!386 = !DILocation(line: 342, column: 23, scope: !385)
!387 = !DILocation(line: 342, column: 9, scope: !381)
!388 = !DILocation(line: 344, column: 20, scope: !389)
!389 = distinct !DILexicalBlock(scope: !390, file: !2, line: 344, column: 13)
!390 = distinct !DILexicalBlock(scope: !385, file: !2, line: 343, column: 9)
!391 = !DILocation(line: 344, column: 18, scope: !389)
!392 = !DILocation(line: 344, column: 25, scope: !393)
!393 = distinct !DILexicalBlock(scope: !389, file: !2, line: 344, column: 13)
!394 = !DILocation(line: 344, column: 27, scope: !393)
!395 = !DILocation(line: 344, column: 13, scope: !389)
!396 = !DILocation(line: 346, column: 39, scope: !397)
!397 = distinct !DILexicalBlock(scope: !393, file: !2, line: 345, column: 13)
!398 = !DILocation(line: 346, column: 33, scope: !397)
!399 = !DILocation(line: 346, column: 42, scope: !397)
!400 = !DILocation(line: 346, column: 45, scope: !397)
!401 = !DILocation(line: 346, column: 67, scope: !397)
!402 = !DILocation(line: 346, column: 17, scope: !397)
!403 = !DILocation(line: 347, column: 21, scope: !404)
!404 = distinct !DILexicalBlock(scope: !397, file: !2, line: 347, column: 21)
!405 = !DILocation(line: 347, column: 21, scope: !397)
!406 = !DILocation(line: 347, column: 72, scope: !404)
!407 = !DILocation(line: 347, column: 75, scope: !404)
!408 = !DILocation(line: 347, column: 78, scope: !404)
!409 = !DILocation(line: 347, column: 39, scope: !404)
!410 = !DILocation(line: 349, column: 13, scope: !397)
!411 = !DILocation(line: 344, column: 33, scope: !393)
!412 = !DILocation(line: 344, column: 13, scope: !393)
!413 = distinct !{!413, !395, !414, !284}
!414 = !DILocation(line: 349, column: 13, scope: !389)
!415 = !DILocation(line: 350, column: 9, scope: !390)
!416 = !DILocation(line: 342, column: 29, scope: !385)
!417 = !DILocation(line: 342, column: 9, scope: !385)
!418 = distinct !{!418, !387, !419, !284}
!419 = !DILocation(line: 350, column: 9, scope: !381)
!420 = !DILocation(line: 351, column: 5, scope: !382)
!421 = !DILocation(line: 340, column: 25, scope: !377)
!422 = !DILocation(line: 340, column: 5, scope: !377)
!423 = distinct !{!423, !379, !424, !284}
!424 = !DILocation(line: 351, column: 5, scope: !374)
!425 = !DILocation(line: 352, column: 21, scope: !206)
!426 = !DILocation(line: 352, column: 37, scope: !206)
!427 = !DILocation(line: 352, column: 5, scope: !206)
!428 = !DILocation(line: 353, column: 12, scope: !429)
!429 = distinct !DILexicalBlock(scope: !206, file: !2, line: 353, column: 5)
!430 = !DILocation(line: 353, column: 10, scope: !429)
!431 = !DILocation(line: 353, column: 17, scope: !432)
!432 = distinct !DILexicalBlock(scope: !429, file: !2, line: 353, column: 5)
!433 = !DILocation(line: 353, column: 19, scope: !432)
!434 = !DILocation(line: 353, column: 5, scope: !429)
!435 = !DILocation(line: 355, column: 31, scope: !436)
!436 = distinct !DILexicalBlock(scope: !432, file: !2, line: 354, column: 5)
!437 = !DILocation(line: 355, column: 25, scope: !436)
!438 = !DILocation(line: 355, column: 47, scope: !436)
!439 = !DILocation(line: 355, column: 9, scope: !436)
!440 = !DILocation(line: 356, column: 13, scope: !441)
!441 = distinct !DILexicalBlock(scope: !436, file: !2, line: 356, column: 13)
!442 = !DILocation(line: 356, column: 13, scope: !436)
!443 = !DILocation(line: 356, column: 56, scope: !441)
!444 = !DILocation(line: 356, column: 31, scope: !441)
!445 = !DILocation(line: 358, column: 5, scope: !436)
!446 = !DILocation(line: 353, column: 25, scope: !432)
!447 = !DILocation(line: 353, column: 5, scope: !432)
!448 = distinct !{!448, !434, !449, !284}
!449 = !DILocation(line: 358, column: 5, scope: !429)
!450 = !DILocation(line: 359, column: 23, scope: !206)
!451 = !DILocation(line: 359, column: 37, scope: !206)
!452 = !DILocation(line: 359, column: 53, scope: !206)
!453 = !DILocation(line: 359, column: 5, scope: !206)
!454 = !DILocation(line: 360, column: 5, scope: !206)
!455 = distinct !DISubprogram(name: "platform_main_begin", scope: !195, file: !195, line: 43, type: !456, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!456 = !DISubroutineType(types: !457)
!457 = !{null}
!458 = !DILocation(line: 46, column: 1, scope: !455)
!459 = distinct !DISubprogram(name: "crc32_gentab", scope: !94, file: !94, line: 51, type: !456, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!460 = !DILocalVariable(name: "crc", scope: !459, file: !94, line: 53, type: !96)
!461 = !DILocation(line: 53, column: 11, scope: !459)
!462 = !DILocalVariable(name: "poly", scope: !459, file: !94, line: 54, type: !463)
!463 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!464 = !DILocation(line: 54, column: 17, scope: !459)
!465 = !DILocalVariable(name: "i", scope: !459, file: !94, line: 55, type: !13)
!466 = !DILocation(line: 55, column: 6, scope: !459)
!467 = !DILocalVariable(name: "j", scope: !459, file: !94, line: 55, type: !13)
!468 = !DILocation(line: 55, column: 9, scope: !459)
!469 = !DILocation(line: 57, column: 9, scope: !470)
!470 = distinct !DILexicalBlock(scope: !459, file: !94, line: 57, column: 2)
!471 = !DILocation(line: 57, column: 7, scope: !470)
!472 = !DILocation(line: 57, column: 14, scope: !473)
!473 = distinct !DILexicalBlock(scope: !470, file: !94, line: 57, column: 2)
!474 = !DILocation(line: 57, column: 16, scope: !473)
!475 = !DILocation(line: 57, column: 2, scope: !470)
!476 = !DILocation(line: 58, column: 9, scope: !477)
!477 = distinct !DILexicalBlock(scope: !473, file: !94, line: 57, column: 28)
!478 = !DILocation(line: 58, column: 7, scope: !477)
!479 = !DILocation(line: 59, column: 10, scope: !480)
!480 = distinct !DILexicalBlock(scope: !477, file: !94, line: 59, column: 3)
!481 = !DILocation(line: 59, column: 8, scope: !480)
!482 = !DILocation(line: 59, column: 15, scope: !483)
!483 = distinct !DILexicalBlock(scope: !480, file: !94, line: 59, column: 3)
!484 = !DILocation(line: 59, column: 17, scope: !483)
!485 = !DILocation(line: 59, column: 3, scope: !480)
!486 = !DILocation(line: 60, column: 8, scope: !487)
!487 = distinct !DILexicalBlock(scope: !488, file: !94, line: 60, column: 8)
!488 = distinct !DILexicalBlock(scope: !483, file: !94, line: 59, column: 27)
!489 = !DILocation(line: 60, column: 12, scope: !487)
!490 = !DILocation(line: 60, column: 8, scope: !488)
!491 = !DILocation(line: 61, column: 12, scope: !492)
!492 = distinct !DILexicalBlock(scope: !487, file: !94, line: 60, column: 17)
!493 = !DILocation(line: 61, column: 16, scope: !492)
!494 = !DILocation(line: 61, column: 22, scope: !492)
!495 = !DILocation(line: 61, column: 9, scope: !492)
!496 = !DILocation(line: 62, column: 4, scope: !492)
!497 = !DILocation(line: 63, column: 9, scope: !498)
!498 = distinct !DILexicalBlock(scope: !487, file: !94, line: 62, column: 11)
!499 = !DILocation(line: 65, column: 3, scope: !488)
!500 = !DILocation(line: 59, column: 23, scope: !483)
!501 = !DILocation(line: 59, column: 3, scope: !483)
!502 = distinct !{!502, !485, !503, !284}
!503 = !DILocation(line: 65, column: 3, scope: !480)
!504 = !DILocation(line: 66, column: 18, scope: !477)
!505 = !DILocation(line: 66, column: 13, scope: !477)
!506 = !DILocation(line: 66, column: 3, scope: !477)
!507 = !DILocation(line: 66, column: 16, scope: !477)
!508 = !DILocation(line: 67, column: 2, scope: !477)
!509 = !DILocation(line: 57, column: 24, scope: !473)
!510 = !DILocation(line: 57, column: 2, scope: !473)
!511 = distinct !{!511, !475, !512, !284}
!512 = !DILocation(line: 67, column: 2, scope: !470)
!513 = !DILocation(line: 68, column: 1, scope: !459)
!514 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 55, type: !515, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!515 = !DISubroutineType(types: !516)
!516 = !{!96}
!517 = !DILocalVariable(name: "l_5", scope: !514, file: !2, line: 57, type: !124)
!518 = !DILocation(line: 57, column: 12, scope: !514)
!519 = !DILocalVariable(name: "l_202", scope: !514, file: !2, line: 58, type: !114)
!520 = !DILocation(line: 58, column: 14, scope: !514)
!521 = !DILocalVariable(name: "l_203", scope: !514, file: !2, line: 59, type: !114)
!522 = !DILocation(line: 59, column: 14, scope: !514)
!523 = !DILocalVariable(name: "l_204", scope: !514, file: !2, line: 60, type: !114)
!524 = !DILocation(line: 60, column: 14, scope: !514)
!525 = !DILocalVariable(name: "l_205", scope: !514, file: !2, line: 61, type: !114)
!526 = !DILocation(line: 61, column: 14, scope: !514)
!527 = !DILocalVariable(name: "l_206", scope: !514, file: !2, line: 62, type: !114)
!528 = !DILocation(line: 62, column: 14, scope: !514)
!529 = !DILocalVariable(name: "l_207", scope: !514, file: !2, line: 63, type: !114)
!530 = !DILocation(line: 63, column: 14, scope: !514)
!531 = !DILocalVariable(name: "l_208", scope: !514, file: !2, line: 64, type: !114)
!532 = !DILocation(line: 64, column: 14, scope: !514)
!533 = !DILocalVariable(name: "l_209", scope: !514, file: !2, line: 65, type: !114)
!534 = !DILocation(line: 65, column: 14, scope: !514)
!535 = !DILocalVariable(name: "l_210", scope: !514, file: !2, line: 66, type: !114)
!536 = !DILocation(line: 66, column: 14, scope: !514)
!537 = !DILocalVariable(name: "l_211", scope: !514, file: !2, line: 67, type: !114)
!538 = !DILocation(line: 67, column: 14, scope: !514)
!539 = !DILocalVariable(name: "l_212", scope: !514, file: !2, line: 68, type: !114)
!540 = !DILocation(line: 68, column: 14, scope: !514)
!541 = !DILocalVariable(name: "l_213", scope: !514, file: !2, line: 69, type: !115)
!542 = !DILocation(line: 69, column: 13, scope: !514)
!543 = !DILocalVariable(name: "l_214", scope: !514, file: !2, line: 70, type: !114)
!544 = !DILocation(line: 70, column: 14, scope: !514)
!545 = !DILocalVariable(name: "l_215", scope: !514, file: !2, line: 71, type: !114)
!546 = !DILocation(line: 71, column: 14, scope: !514)
!547 = !DILocalVariable(name: "l_216", scope: !514, file: !2, line: 72, type: !114)
!548 = !DILocation(line: 72, column: 14, scope: !514)
!549 = !DILocalVariable(name: "l_217", scope: !514, file: !2, line: 73, type: !114)
!550 = !DILocation(line: 73, column: 14, scope: !514)
!551 = !DILocalVariable(name: "l_218", scope: !514, file: !2, line: 74, type: !114)
!552 = !DILocation(line: 74, column: 14, scope: !514)
!553 = !DILocalVariable(name: "l_219", scope: !514, file: !2, line: 75, type: !114)
!554 = !DILocation(line: 75, column: 14, scope: !514)
!555 = !DILocalVariable(name: "l_220", scope: !514, file: !2, line: 76, type: !114)
!556 = !DILocation(line: 76, column: 14, scope: !514)
!557 = !DILocalVariable(name: "l_221", scope: !514, file: !2, line: 77, type: !114)
!558 = !DILocation(line: 77, column: 14, scope: !514)
!559 = !DILocalVariable(name: "l_222", scope: !514, file: !2, line: 78, type: !114)
!560 = !DILocation(line: 78, column: 14, scope: !514)
!561 = !DILocalVariable(name: "l_223", scope: !514, file: !2, line: 79, type: !114)
!562 = !DILocation(line: 79, column: 14, scope: !514)
!563 = !DILocalVariable(name: "l_224", scope: !514, file: !2, line: 80, type: !114)
!564 = !DILocation(line: 80, column: 14, scope: !514)
!565 = !DILocalVariable(name: "l_225", scope: !514, file: !2, line: 81, type: !114)
!566 = !DILocation(line: 81, column: 14, scope: !514)
!567 = !DILocalVariable(name: "l_226", scope: !514, file: !2, line: 82, type: !114)
!568 = !DILocation(line: 82, column: 14, scope: !514)
!569 = !DILocalVariable(name: "l_227", scope: !514, file: !2, line: 83, type: !114)
!570 = !DILocation(line: 83, column: 14, scope: !514)
!571 = !DILocalVariable(name: "l_228", scope: !514, file: !2, line: 84, type: !114)
!572 = !DILocation(line: 84, column: 14, scope: !514)
!573 = !DILocalVariable(name: "l_229", scope: !514, file: !2, line: 85, type: !574)
!574 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 64, elements: !575)
!575 = !{!185}
!576 = !DILocation(line: 85, column: 14, scope: !514)
!577 = !DILocalVariable(name: "l_243", scope: !514, file: !2, line: 86, type: !124)
!578 = !DILocation(line: 86, column: 12, scope: !514)
!579 = !DILocalVariable(name: "l_244", scope: !514, file: !2, line: 87, type: !580)
!580 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!581 = !DILocation(line: 87, column: 14, scope: !514)
!582 = !DILocalVariable(name: "i", scope: !514, file: !2, line: 88, type: !13)
!583 = !DILocation(line: 88, column: 9, scope: !514)
!584 = !DILocation(line: 89, column: 12, scope: !585)
!585 = distinct !DILexicalBlock(scope: !514, file: !2, line: 89, column: 5)
!586 = !DILocation(line: 89, column: 10, scope: !585)
!587 = !DILocation(line: 89, column: 17, scope: !588)
!588 = distinct !DILexicalBlock(scope: !585, file: !2, line: 89, column: 5)
!589 = !DILocation(line: 89, column: 19, scope: !588)
!590 = !DILocation(line: 89, column: 5, scope: !585)
!591 = !DILocation(line: 90, column: 15, scope: !588)
!592 = !DILocation(line: 90, column: 9, scope: !588)
!593 = !DILocation(line: 90, column: 18, scope: !588)
!594 = !DILocation(line: 89, column: 25, scope: !588)
!595 = !DILocation(line: 89, column: 5, scope: !588)
!596 = distinct !{!596, !590, !597, !284}
!597 = !DILocation(line: 90, column: 21, scope: !585)
!598 = !DILocation(line: 91, column: 14, scope: !599)
!599 = distinct !DILexicalBlock(scope: !514, file: !2, line: 91, column: 5)
!600 = !DILocation(line: 91, column: 10, scope: !599)
!601 = !DILocation(line: 91, column: 20, scope: !602)
!602 = distinct !DILexicalBlock(scope: !599, file: !2, line: 91, column: 5)
!603 = !DILocation(line: 91, column: 24, scope: !602)
!604 = !DILocation(line: 91, column: 5, scope: !599)
!605 = !DILocalVariable(name: "l_198", scope: !606, file: !2, line: 93, type: !124)
!606 = distinct !DILexicalBlock(scope: !602, file: !2, line: 92, column: 5)
!607 = !DILocation(line: 93, column: 16, scope: !606)
!608 = !DILocalVariable(name: "l_199", scope: !606, file: !2, line: 94, type: !114)
!609 = !DILocation(line: 94, column: 18, scope: !606)
!610 = !DILocalVariable(name: "l_200", scope: !606, file: !2, line: 95, type: !611)
!611 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 256, elements: !18)
!612 = !DILocation(line: 95, column: 18, scope: !606)
!613 = !DILocalVariable(name: "i", scope: !606, file: !2, line: 96, type: !13)
!614 = !DILocation(line: 96, column: 13, scope: !606)
!615 = !DILocation(line: 97, column: 16, scope: !616)
!616 = distinct !DILexicalBlock(scope: !606, file: !2, line: 97, column: 9)
!617 = !DILocation(line: 97, column: 14, scope: !616)
!618 = !DILocation(line: 97, column: 21, scope: !619)
!619 = distinct !DILexicalBlock(scope: !616, file: !2, line: 97, column: 9)
!620 = !DILocation(line: 97, column: 23, scope: !619)
!621 = !DILocation(line: 97, column: 9, scope: !616)
!622 = !DILocation(line: 98, column: 19, scope: !619)
!623 = !DILocation(line: 98, column: 13, scope: !619)
!624 = !DILocation(line: 98, column: 22, scope: !619)
!625 = !DILocation(line: 97, column: 29, scope: !619)
!626 = !DILocation(line: 97, column: 9, scope: !619)
!627 = distinct !{!627, !621, !628, !284}
!628 = !DILocation(line: 98, column: 31, scope: !616)
!629 = !DILocation(line: 99, column: 15, scope: !606)
!630 = !DILocation(line: 99, column: 13, scope: !606)
!631 = !DILocation(line: 100, column: 52, scope: !606)
!632 = !DILocation(line: 100, column: 45, scope: !606)
!633 = !DILocation(line: 100, column: 58, scope: !606)
!634 = !DILocation(line: 100, column: 19, scope: !606)
!635 = !DILocation(line: 100, column: 18, scope: !606)
!636 = !DILocation(line: 100, column: 15, scope: !606)
!637 = !DILocation(line: 101, column: 5, scope: !606)
!638 = !DILocation(line: 91, column: 62, scope: !602)
!639 = !DILocation(line: 91, column: 36, scope: !602)
!640 = !DILocation(line: 91, column: 34, scope: !602)
!641 = !DILocation(line: 91, column: 5, scope: !602)
!642 = distinct !{!642, !604, !643, !284}
!643 = !DILocation(line: 101, column: 5, scope: !599)
!644 = !DILocation(line: 102, column: 13, scope: !514)
!645 = !DILocation(line: 103, column: 7, scope: !514)
!646 = !DILocation(line: 103, column: 14, scope: !514)
!647 = !DILocation(line: 104, column: 207, scope: !514)
!648 = !DILocation(line: 104, column: 216, scope: !514)
!649 = !DILocation(line: 104, column: 222, scope: !514)
!650 = !DILocation(line: 104, column: 212, scope: !514)
!651 = !DILocation(line: 104, column: 206, scope: !514)
!652 = !DILocation(line: 104, column: 170, scope: !514)
!653 = !DILocation(line: 104, column: 169, scope: !514)
!654 = !DILocation(line: 104, column: 238, scope: !514)
!655 = !DILocation(line: 104, column: 237, scope: !514)
!656 = !DILocation(line: 104, column: 143, scope: !514)
!657 = !DILocation(line: 104, column: 142, scope: !514)
!658 = !DILocation(line: 104, column: 133, scope: !514)
!659 = !DILocation(line: 104, column: 140, scope: !514)
!660 = !DILocation(line: 104, column: 250, scope: !514)
!661 = !DILocation(line: 104, column: 248, scope: !514)
!662 = !DILocation(line: 104, column: 256, scope: !514)
!663 = !DILocation(line: 104, column: 259, scope: !514)
!664 = !DILocation(line: 0, scope: !514)
!665 = !DILocation(line: 104, column: 267, scope: !514)
!666 = !DILocation(line: 104, column: 264, scope: !514)
!667 = !DILocation(line: 104, column: 127, scope: !514)
!668 = !DILocation(line: 104, column: 97, scope: !514)
!669 = !DILocation(line: 104, column: 96, scope: !514)
!670 = !DILocation(line: 104, column: 285, scope: !514)
!671 = !DILocation(line: 104, column: 312, scope: !514)
!672 = !DILocation(line: 104, column: 310, scope: !514)
!673 = !DILocation(line: 104, column: 321, scope: !514)
!674 = !DILocation(line: 104, column: 318, scope: !514)
!675 = !DILocation(line: 104, column: 93, scope: !514)
!676 = !DILocation(line: 104, column: 84, scope: !514)
!677 = !DILocation(line: 104, column: 91, scope: !514)
!678 = !DILocation(line: 104, column: 81, scope: !514)
!679 = !DILocation(line: 104, column: 336, scope: !514)
!680 = !DILocation(line: 104, column: 334, scope: !514)
!681 = !DILocation(line: 104, column: 80, scope: !514)
!682 = !DILocation(line: 104, column: 77, scope: !514)
!683 = !DILocation(line: 104, column: 351, scope: !514)
!684 = !DILocation(line: 104, column: 71, scope: !514)
!685 = !DILocation(line: 104, column: 45, scope: !514)
!686 = !DILocation(line: 104, column: 44, scope: !514)
!687 = !DILocation(line: 104, column: 384, scope: !514)
!688 = !DILocation(line: 104, column: 383, scope: !514)
!689 = !DILocation(line: 104, column: 18, scope: !514)
!690 = !DILocation(line: 104, column: 396, scope: !514)
!691 = !DILocation(line: 104, column: 393, scope: !514)
!692 = !DILocation(line: 104, column: 7, scope: !514)
!693 = !DILocation(line: 104, column: 14, scope: !514)
!694 = !DILocation(line: 105, column: 14, scope: !514)
!695 = !DILocation(line: 105, column: 13, scope: !514)
!696 = !DILocation(line: 105, column: 5, scope: !514)
!697 = distinct !DISubprogram(name: "transparent_crc", scope: !94, file: !94, line: 110, type: !698, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!698 = !DISubroutineType(types: !699)
!699 = !{null, !166, !210, !13}
!700 = !DILocalVariable(name: "val", arg: 1, scope: !697, file: !94, line: 110, type: !166)
!701 = !DILocation(line: 110, column: 27, scope: !697)
!702 = !DILocalVariable(name: "vname", arg: 2, scope: !697, file: !94, line: 110, type: !210)
!703 = !DILocation(line: 110, column: 38, scope: !697)
!704 = !DILocalVariable(name: "flag", arg: 3, scope: !697, file: !94, line: 110, type: !13)
!705 = !DILocation(line: 110, column: 49, scope: !697)
!706 = !DILocation(line: 112, column: 15, scope: !697)
!707 = !DILocation(line: 112, column: 2, scope: !697)
!708 = !DILocation(line: 113, column: 6, scope: !709)
!709 = distinct !DILexicalBlock(scope: !697, file: !94, line: 113, column: 6)
!710 = !DILocation(line: 113, column: 6, scope: !697)
!711 = !DILocation(line: 114, column: 52, scope: !712)
!712 = distinct !DILexicalBlock(scope: !709, file: !94, line: 113, column: 12)
!713 = !DILocation(line: 114, column: 59, scope: !712)
!714 = !DILocation(line: 114, column: 73, scope: !712)
!715 = !DILocation(line: 114, column: 5, scope: !712)
!716 = !DILocation(line: 115, column: 2, scope: !712)
!717 = !DILocation(line: 116, column: 1, scope: !697)
!718 = distinct !DISubprogram(name: "platform_main_end", scope: !195, file: !195, line: 49, type: !719, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!719 = !DISubroutineType(types: !720)
!720 = !{null, !96, !13}
!721 = !DILocalVariable(name: "crc", arg: 1, scope: !718, file: !195, line: 49, type: !96)
!722 = !DILocation(line: 49, column: 28, scope: !718)
!723 = !DILocalVariable(name: "flag", arg: 2, scope: !718, file: !195, line: 49, type: !13)
!724 = !DILocation(line: 49, column: 37, scope: !718)
!725 = !DILocation(line: 56, column: 29, scope: !718)
!726 = !DILocation(line: 56, column: 2, scope: !718)
!727 = !DILocation(line: 120, column: 1, scope: !718)
!728 = distinct !DISubprogram(name: "safe_add_func_int16_t_s_s", scope: !729, file: !729, line: 158, type: !730, scopeLine: 159, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!729 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!730 = !DISubroutineType(types: !731)
!731 = !{!106, !106, !106}
!732 = !DILocalVariable(name: "si1", arg: 1, scope: !728, file: !729, line: 158, type: !106)
!733 = !DILocation(line: 158, column: 41, scope: !728)
!734 = !DILocalVariable(name: "si2", arg: 2, scope: !728, file: !729, line: 158, type: !106)
!735 = !DILocation(line: 158, column: 54, scope: !728)
!736 = !DILocation(line: 168, column: 6, scope: !728)
!737 = !DILocation(line: 168, column: 12, scope: !728)
!738 = !DILocation(line: 168, column: 10, scope: !728)
!739 = !DILocation(line: 168, column: 5, scope: !728)
!740 = !DILocation(line: 161, column: 3, scope: !728)
!741 = distinct !DISubprogram(name: "func_9", scope: !2, file: !2, line: 114, type: !742, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!742 = !DISubroutineType(types: !743)
!743 = !{!106, !106}
!744 = !DILocalVariable(name: "p_10", arg: 1, scope: !741, file: !2, line: 114, type: !106)
!745 = !DILocation(line: 114, column: 33, scope: !741)
!746 = !DILocalVariable(name: "l_22", scope: !741, file: !2, line: 116, type: !747)
!747 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !124)
!748 = !DILocation(line: 116, column: 18, scope: !741)
!749 = !DILocalVariable(name: "l_41", scope: !741, file: !2, line: 117, type: !114)
!750 = !DILocation(line: 117, column: 14, scope: !741)
!751 = !DILocalVariable(name: "l_52", scope: !741, file: !2, line: 118, type: !752)
!752 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 128, elements: !18)
!753 = !DILocation(line: 118, column: 13, scope: !741)
!754 = !DILocalVariable(name: "l_128", scope: !741, file: !2, line: 119, type: !755)
!755 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 1152, elements: !756)
!756 = !{!67, !6, !67}
!757 = !DILocation(line: 119, column: 13, scope: !741)
!758 = !DILocalVariable(name: "l_137", scope: !741, file: !2, line: 120, type: !124)
!759 = !DILocation(line: 120, column: 12, scope: !741)
!760 = !DILocalVariable(name: "l_183", scope: !741, file: !2, line: 121, type: !143)
!761 = !DILocation(line: 121, column: 14, scope: !741)
!762 = !DILocalVariable(name: "l_197", scope: !741, file: !2, line: 122, type: !115)
!763 = !DILocation(line: 122, column: 13, scope: !741)
!764 = !DILocalVariable(name: "i", scope: !741, file: !2, line: 123, type: !13)
!765 = !DILocation(line: 123, column: 9, scope: !741)
!766 = !DILocalVariable(name: "j", scope: !741, file: !2, line: 123, type: !13)
!767 = !DILocation(line: 123, column: 12, scope: !741)
!768 = !DILocalVariable(name: "k", scope: !741, file: !2, line: 123, type: !13)
!769 = !DILocation(line: 123, column: 15, scope: !741)
!770 = !DILocation(line: 124, column: 14, scope: !771)
!771 = distinct !DILexicalBlock(scope: !741, file: !2, line: 124, column: 5)
!772 = !DILocation(line: 124, column: 10, scope: !771)
!773 = !DILocation(line: 124, column: 24, scope: !774)
!774 = distinct !DILexicalBlock(scope: !771, file: !2, line: 124, column: 5)
!775 = !DILocation(line: 124, column: 28, scope: !774)
!776 = !DILocation(line: 124, column: 5, scope: !771)
!777 = !DILocalVariable(name: "l_23", scope: !778, file: !2, line: 126, type: !124)
!778 = distinct !DILexicalBlock(scope: !774, file: !2, line: 125, column: 5)
!779 = !DILocation(line: 126, column: 16, scope: !778)
!780 = !DILocalVariable(name: "l_31", scope: !778, file: !2, line: 127, type: !781)
!781 = !DICompositeType(tag: DW_TAG_array_type, baseType: !166, size: 512, elements: !782)
!782 = !{!19, !6}
!783 = !DILocation(line: 127, column: 18, scope: !778)
!784 = !DILocalVariable(name: "l_35", scope: !778, file: !2, line: 128, type: !114)
!785 = !DILocation(line: 128, column: 18, scope: !778)
!786 = !DILocalVariable(name: "l_42", scope: !778, file: !2, line: 129, type: !114)
!787 = !DILocation(line: 129, column: 18, scope: !778)
!788 = !DILocalVariable(name: "l_49", scope: !778, file: !2, line: 130, type: !115)
!789 = !DILocation(line: 130, column: 17, scope: !778)
!790 = !DILocalVariable(name: "l_51", scope: !778, file: !2, line: 131, type: !115)
!791 = !DILocation(line: 131, column: 17, scope: !778)
!792 = !DILocalVariable(name: "l_87", scope: !778, file: !2, line: 132, type: !793)
!793 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !97, line: 24, baseType: !794)
!794 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !99, line: 38, baseType: !795)
!795 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!796 = !DILocation(line: 132, column: 17, scope: !778)
!797 = !DILocalVariable(name: "l_134", scope: !778, file: !2, line: 133, type: !798)
!798 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !793, size: 64)
!799 = !DILocation(line: 133, column: 18, scope: !778)
!800 = !DILocalVariable(name: "l_155", scope: !778, file: !2, line: 134, type: !801)
!801 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 96, elements: !192)
!802 = !DILocation(line: 134, column: 17, scope: !778)
!803 = !DILocalVariable(name: "l_192", scope: !778, file: !2, line: 135, type: !166)
!804 = !DILocation(line: 135, column: 18, scope: !778)
!805 = !DILocalVariable(name: "i", scope: !778, file: !2, line: 136, type: !13)
!806 = !DILocation(line: 136, column: 13, scope: !778)
!807 = !DILocalVariable(name: "j", scope: !778, file: !2, line: 136, type: !13)
!808 = !DILocation(line: 136, column: 16, scope: !778)
!809 = !DILocation(line: 137, column: 16, scope: !810)
!810 = distinct !DILexicalBlock(scope: !778, file: !2, line: 137, column: 9)
!811 = !DILocation(line: 137, column: 14, scope: !810)
!812 = !DILocation(line: 137, column: 21, scope: !813)
!813 = distinct !DILexicalBlock(scope: !810, file: !2, line: 137, column: 9)
!814 = !DILocation(line: 137, column: 23, scope: !813)
!815 = !DILocation(line: 137, column: 9, scope: !810)
!816 = !DILocation(line: 138, column: 19, scope: !813)
!817 = !DILocation(line: 138, column: 13, scope: !813)
!818 = !DILocation(line: 138, column: 22, scope: !813)
!819 = !DILocation(line: 137, column: 29, scope: !813)
!820 = !DILocation(line: 137, column: 9, scope: !813)
!821 = distinct !{!821, !815, !822, !284}
!822 = !DILocation(line: 138, column: 28, scope: !810)
!823 = !DILocation(line: 139, column: 14, scope: !824)
!824 = distinct !DILexicalBlock(scope: !778, file: !2, line: 139, column: 13)
!825 = !DILocation(line: 139, column: 19, scope: !824)
!826 = !DILocation(line: 139, column: 13, scope: !778)
!827 = !DILocalVariable(name: "l_24", scope: !828, file: !2, line: 141, type: !105)
!828 = distinct !DILexicalBlock(scope: !824, file: !2, line: 140, column: 9)
!829 = !DILocation(line: 141, column: 22, scope: !828)
!830 = !DILocalVariable(name: "l_36", scope: !828, file: !2, line: 142, type: !831)
!831 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !115)
!832 = !DILocation(line: 142, column: 27, scope: !828)
!833 = !DILocalVariable(name: "l_46", scope: !828, file: !2, line: 143, type: !834)
!834 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 96, elements: !835)
!835 = !{!185, !186}
!836 = !DILocation(line: 143, column: 21, scope: !828)
!837 = !DILocalVariable(name: "l_64", scope: !828, file: !2, line: 144, type: !114)
!838 = !DILocation(line: 144, column: 22, scope: !828)
!839 = !DILocation(line: 144, column: 30, scope: !828)
!840 = !DILocalVariable(name: "l_72", scope: !828, file: !2, line: 145, type: !123)
!841 = !DILocation(line: 145, column: 21, scope: !828)
!842 = !DILocalVariable(name: "l_73", scope: !828, file: !2, line: 146, type: !123)
!843 = !DILocation(line: 146, column: 21, scope: !828)
!844 = !DILocalVariable(name: "l_74", scope: !828, file: !2, line: 147, type: !123)
!845 = !DILocation(line: 147, column: 21, scope: !828)
!846 = !DILocalVariable(name: "l_78", scope: !828, file: !2, line: 148, type: !847)
!847 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 320, elements: !25)
!848 = !DILocation(line: 148, column: 21, scope: !828)
!849 = !DILocalVariable(name: "l_93", scope: !828, file: !2, line: 149, type: !105)
!850 = !DILocation(line: 149, column: 22, scope: !828)
!851 = !DILocalVariable(name: "l_94", scope: !828, file: !2, line: 150, type: !852)
!852 = !DICompositeType(tag: DW_TAG_array_type, baseType: !853, size: 192, elements: !192)
!853 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!854 = !DILocation(line: 150, column: 23, scope: !828)
!855 = !DILocalVariable(name: "i", scope: !828, file: !2, line: 151, type: !13)
!856 = !DILocation(line: 151, column: 17, scope: !828)
!857 = !DILocalVariable(name: "j", scope: !828, file: !2, line: 151, type: !13)
!858 = !DILocation(line: 151, column: 20, scope: !828)
!859 = !DILocation(line: 152, column: 20, scope: !860)
!860 = distinct !DILexicalBlock(scope: !828, file: !2, line: 152, column: 13)
!861 = !DILocation(line: 152, column: 18, scope: !860)
!862 = !DILocation(line: 152, column: 25, scope: !863)
!863 = distinct !DILexicalBlock(scope: !860, file: !2, line: 152, column: 13)
!864 = !DILocation(line: 152, column: 27, scope: !863)
!865 = !DILocation(line: 152, column: 13, scope: !860)
!866 = !DILocation(line: 154, column: 24, scope: !867)
!867 = distinct !DILexicalBlock(scope: !868, file: !2, line: 154, column: 17)
!868 = distinct !DILexicalBlock(scope: !863, file: !2, line: 153, column: 13)
!869 = !DILocation(line: 154, column: 22, scope: !867)
!870 = !DILocation(line: 154, column: 29, scope: !871)
!871 = distinct !DILexicalBlock(scope: !867, file: !2, line: 154, column: 17)
!872 = !DILocation(line: 154, column: 31, scope: !871)
!873 = !DILocation(line: 154, column: 17, scope: !867)
!874 = !DILocation(line: 155, column: 26, scope: !871)
!875 = !DILocation(line: 155, column: 21, scope: !871)
!876 = !DILocation(line: 155, column: 29, scope: !871)
!877 = !DILocation(line: 155, column: 32, scope: !871)
!878 = !DILocation(line: 154, column: 37, scope: !871)
!879 = !DILocation(line: 154, column: 17, scope: !871)
!880 = distinct !{!880, !873, !881, !284}
!881 = !DILocation(line: 155, column: 34, scope: !867)
!882 = !DILocation(line: 156, column: 13, scope: !868)
!883 = !DILocation(line: 152, column: 33, scope: !863)
!884 = !DILocation(line: 152, column: 13, scope: !863)
!885 = distinct !{!885, !865, !886, !284}
!886 = !DILocation(line: 156, column: 13, scope: !860)
!887 = !DILocation(line: 157, column: 20, scope: !888)
!888 = distinct !DILexicalBlock(scope: !828, file: !2, line: 157, column: 13)
!889 = !DILocation(line: 157, column: 18, scope: !888)
!890 = !DILocation(line: 157, column: 25, scope: !891)
!891 = distinct !DILexicalBlock(scope: !888, file: !2, line: 157, column: 13)
!892 = !DILocation(line: 157, column: 27, scope: !891)
!893 = !DILocation(line: 157, column: 13, scope: !888)
!894 = !DILocation(line: 158, column: 22, scope: !891)
!895 = !DILocation(line: 158, column: 17, scope: !891)
!896 = !DILocation(line: 158, column: 25, scope: !891)
!897 = !DILocation(line: 157, column: 33, scope: !891)
!898 = !DILocation(line: 157, column: 13, scope: !891)
!899 = distinct !{!899, !893, !900, !284}
!900 = !DILocation(line: 158, column: 28, scope: !888)
!901 = !DILocation(line: 159, column: 27, scope: !902)
!902 = distinct !DILexicalBlock(scope: !828, file: !2, line: 159, column: 17)
!903 = !DILocation(line: 159, column: 31, scope: !902)
!904 = !DILocation(line: 159, column: 119, scope: !902)
!905 = !DILocation(line: 159, column: 86, scope: !902)
!906 = !DILocation(line: 159, column: 82, scope: !902)
!907 = !DILocation(line: 159, column: 76, scope: !902)
!908 = !DILocation(line: 159, column: 128, scope: !902)
!909 = !DILocation(line: 159, column: 47, scope: !902)
!910 = !DILocation(line: 159, column: 46, scope: !902)
!911 = !DILocation(line: 159, column: 135, scope: !902)
!912 = !DILocation(line: 159, column: 138, scope: !902)
!913 = !DILocation(line: 159, column: 143, scope: !902)
!914 = !DILocation(line: 159, column: 146, scope: !902)
!915 = !DILocation(line: 0, scope: !902)
!916 = !DILocation(line: 159, column: 44, scope: !902)
!917 = !DILocation(line: 159, column: 152, scope: !902)
!918 = !DILocation(line: 159, column: 179, scope: !902)
!919 = !DILocation(line: 159, column: 176, scope: !902)
!920 = !DILocation(line: 159, column: 42, scope: !902)
!921 = !DILocation(line: 159, column: 40, scope: !902)
!922 = !DILocation(line: 159, column: 25, scope: !902)
!923 = !DILocation(line: 159, column: 186, scope: !902)
!924 = !DILocation(line: 159, column: 17, scope: !902)
!925 = !DILocation(line: 159, column: 17, scope: !828)
!926 = !DILocation(line: 161, column: 24, scope: !927)
!927 = distinct !DILexicalBlock(scope: !902, file: !2, line: 160, column: 13)
!928 = !DILocation(line: 161, column: 17, scope: !927)
!929 = !DILocalVariable(name: "l_29", scope: !930, file: !2, line: 165, type: !931)
!930 = distinct !DILexicalBlock(scope: !902, file: !2, line: 164, column: 13)
!931 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 128, elements: !5)
!932 = !DILocation(line: 165, column: 26, scope: !930)
!933 = !DILocalVariable(name: "l_34", scope: !930, file: !2, line: 166, type: !934)
!934 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 1152, elements: !935)
!935 = !{!186, !6, !67}
!936 = !DILocation(line: 166, column: 25, scope: !930)
!937 = !DILocalVariable(name: "l_39", scope: !930, file: !2, line: 167, type: !938)
!938 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!939 = !DILocation(line: 167, column: 27, scope: !930)
!940 = !DILocalVariable(name: "i", scope: !930, file: !2, line: 168, type: !13)
!941 = !DILocation(line: 168, column: 21, scope: !930)
!942 = !DILocalVariable(name: "j", scope: !930, file: !2, line: 168, type: !13)
!943 = !DILocation(line: 168, column: 24, scope: !930)
!944 = !DILocalVariable(name: "k", scope: !930, file: !2, line: 168, type: !13)
!945 = !DILocation(line: 168, column: 27, scope: !930)
!946 = !DILocation(line: 169, column: 24, scope: !947)
!947 = distinct !DILexicalBlock(scope: !930, file: !2, line: 169, column: 17)
!948 = !DILocation(line: 169, column: 22, scope: !947)
!949 = !DILocation(line: 169, column: 29, scope: !950)
!950 = distinct !DILexicalBlock(scope: !947, file: !2, line: 169, column: 17)
!951 = !DILocation(line: 169, column: 31, scope: !950)
!952 = !DILocation(line: 169, column: 17, scope: !947)
!953 = !DILocation(line: 170, column: 26, scope: !950)
!954 = !DILocation(line: 170, column: 21, scope: !950)
!955 = !DILocation(line: 170, column: 29, scope: !950)
!956 = !DILocation(line: 169, column: 37, scope: !950)
!957 = !DILocation(line: 169, column: 17, scope: !950)
!958 = distinct !{!958, !952, !959, !284}
!959 = !DILocation(line: 170, column: 32, scope: !947)
!960 = !DILocation(line: 171, column: 55, scope: !930)
!961 = !DILocation(line: 171, column: 66, scope: !930)
!962 = !DILocation(line: 171, column: 117, scope: !930)
!963 = !DILocation(line: 171, column: 134, scope: !930)
!964 = !DILocation(line: 171, column: 141, scope: !930)
!965 = !DILocation(line: 171, column: 138, scope: !930)
!966 = !DILocation(line: 171, column: 165, scope: !930)
!967 = !DILocation(line: 171, column: 173, scope: !930)
!968 = !DILocation(line: 171, column: 170, scope: !930)
!969 = !DILocation(line: 171, column: 182, scope: !930)
!970 = !DILocation(line: 171, column: 206, scope: !930)
!971 = !DILocation(line: 171, column: 203, scope: !930)
!972 = !DILocation(line: 171, column: 161, scope: !930)
!973 = !DILocation(line: 171, column: 153, scope: !930)
!974 = !DILocation(line: 171, column: 159, scope: !930)
!975 = !DILocation(line: 171, column: 150, scope: !930)
!976 = !DILocation(line: 171, column: 147, scope: !930)
!977 = !DILocation(line: 171, column: 88, scope: !930)
!978 = !DILocation(line: 171, column: 218, scope: !930)
!979 = !DILocation(line: 171, column: 224, scope: !930)
!980 = !DILocation(line: 171, column: 256, scope: !930)
!981 = !DILocation(line: 171, column: 26, scope: !930)
!982 = !DILocation(line: 171, column: 25, scope: !930)
!983 = !DILocation(line: 171, column: 22, scope: !930)
!984 = !DILocation(line: 172, column: 25, scope: !930)
!985 = !DILocation(line: 172, column: 22, scope: !930)
!986 = !DILocation(line: 173, column: 21, scope: !987)
!987 = distinct !DILexicalBlock(scope: !930, file: !2, line: 173, column: 21)
!988 = !DILocation(line: 173, column: 21, scope: !930)
!989 = !DILocation(line: 174, column: 21, scope: !987)
!990 = !DILocation(line: 175, column: 19, scope: !930)
!991 = !DILocation(line: 175, column: 25, scope: !930)
!992 = !DILocation(line: 177, column: 23, scope: !993)
!993 = distinct !DILexicalBlock(scope: !828, file: !2, line: 177, column: 13)
!994 = !DILocation(line: 177, column: 18, scope: !993)
!995 = !DILocation(line: 177, column: 30, scope: !996)
!996 = distinct !DILexicalBlock(scope: !993, file: !2, line: 177, column: 13)
!997 = !DILocation(line: 177, column: 35, scope: !996)
!998 = !DILocation(line: 177, column: 13, scope: !993)
!999 = !DILocalVariable(name: "l_47", scope: !1000, file: !2, line: 179, type: !114)
!1000 = distinct !DILexicalBlock(scope: !996, file: !2, line: 178, column: 13)
!1001 = !DILocation(line: 179, column: 26, scope: !1000)
!1002 = !DILocation(line: 179, column: 34, scope: !1000)
!1003 = !DILocalVariable(name: "l_48", scope: !1000, file: !2, line: 180, type: !1004)
!1004 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 576, elements: !90)
!1005 = !DILocation(line: 180, column: 26, scope: !1000)
!1006 = !DILocalVariable(name: "l_60", scope: !1000, file: !2, line: 181, type: !105)
!1007 = !DILocation(line: 181, column: 26, scope: !1000)
!1008 = !DILocalVariable(name: "l_61", scope: !1000, file: !2, line: 182, type: !1009)
!1009 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 256, elements: !18)
!1010 = !DILocation(line: 182, column: 26, scope: !1000)
!1011 = !DILocalVariable(name: "l_62", scope: !1000, file: !2, line: 183, type: !1012)
!1012 = !DICompositeType(tag: DW_TAG_array_type, baseType: !580, size: 6144, elements: !1013)
!1013 = !{!55, !67, !6}
!1014 = !DILocation(line: 183, column: 26, scope: !1000)
!1015 = !DILocalVariable(name: "l_65", scope: !1000, file: !2, line: 184, type: !113)
!1016 = !DILocation(line: 184, column: 27, scope: !1000)
!1017 = !DILocation(line: 184, column: 35, scope: !1000)
!1018 = !DILocalVariable(name: "i", scope: !1000, file: !2, line: 185, type: !13)
!1019 = !DILocation(line: 185, column: 21, scope: !1000)
!1020 = !DILocalVariable(name: "j", scope: !1000, file: !2, line: 185, type: !13)
!1021 = !DILocation(line: 185, column: 24, scope: !1000)
!1022 = !DILocalVariable(name: "k", scope: !1000, file: !2, line: 185, type: !13)
!1023 = !DILocation(line: 185, column: 27, scope: !1000)
!1024 = !DILocation(line: 186, column: 24, scope: !1025)
!1025 = distinct !DILexicalBlock(scope: !1000, file: !2, line: 186, column: 17)
!1026 = !DILocation(line: 186, column: 22, scope: !1025)
!1027 = !DILocation(line: 186, column: 29, scope: !1028)
!1028 = distinct !DILexicalBlock(scope: !1025, file: !2, line: 186, column: 17)
!1029 = !DILocation(line: 186, column: 31, scope: !1028)
!1030 = !DILocation(line: 186, column: 17, scope: !1025)
!1031 = !DILocation(line: 187, column: 32, scope: !1028)
!1032 = !DILocation(line: 187, column: 26, scope: !1028)
!1033 = !DILocation(line: 187, column: 21, scope: !1028)
!1034 = !DILocation(line: 187, column: 29, scope: !1028)
!1035 = !DILocation(line: 186, column: 37, scope: !1028)
!1036 = !DILocation(line: 186, column: 17, scope: !1028)
!1037 = distinct !{!1037, !1030, !1038, !284}
!1038 = !DILocation(line: 187, column: 41, scope: !1025)
!1039 = !DILocation(line: 188, column: 24, scope: !1040)
!1040 = distinct !DILexicalBlock(scope: !1000, file: !2, line: 188, column: 17)
!1041 = !DILocation(line: 188, column: 22, scope: !1040)
!1042 = !DILocation(line: 188, column: 29, scope: !1043)
!1043 = distinct !DILexicalBlock(scope: !1040, file: !2, line: 188, column: 17)
!1044 = !DILocation(line: 188, column: 31, scope: !1043)
!1045 = !DILocation(line: 188, column: 17, scope: !1040)
!1046 = !DILocation(line: 189, column: 26, scope: !1043)
!1047 = !DILocation(line: 189, column: 21, scope: !1043)
!1048 = !DILocation(line: 189, column: 29, scope: !1043)
!1049 = !DILocation(line: 188, column: 37, scope: !1043)
!1050 = !DILocation(line: 188, column: 17, scope: !1043)
!1051 = distinct !{!1051, !1045, !1052, !284}
!1052 = !DILocation(line: 189, column: 32, scope: !1040)
!1053 = !DILocation(line: 190, column: 26, scope: !1000)
!1054 = !DILocation(line: 190, column: 25, scope: !1000)
!1055 = !DILocation(line: 190, column: 22, scope: !1000)
!1056 = !DILocation(line: 192, column: 21, scope: !1057)
!1057 = distinct !DILexicalBlock(scope: !1000, file: !2, line: 191, column: 21)
!1058 = !DILocation(line: 177, column: 75, scope: !996)
!1059 = !DILocation(line: 177, column: 50, scope: !996)
!1060 = !DILocation(line: 177, column: 48, scope: !996)
!1061 = !DILocation(line: 177, column: 13, scope: !996)
!1062 = distinct !{!1062, !998, !1063, !284}
!1063 = !DILocation(line: 195, column: 13, scope: !993)
!1064 = !DILocation(line: 196, column: 121, scope: !1065)
!1065 = distinct !DILexicalBlock(scope: !828, file: !2, line: 196, column: 17)
!1066 = !DILocation(line: 196, column: 126, scope: !1065)
!1067 = !DILocation(line: 196, column: 163, scope: !1065)
!1068 = !DILocation(line: 196, column: 152, scope: !1065)
!1069 = !DILocation(line: 196, column: 160, scope: !1065)
!1070 = !DILocation(line: 196, column: 151, scope: !1065)
!1071 = !DILocation(line: 196, column: 143, scope: !1065)
!1072 = !DILocation(line: 196, column: 149, scope: !1065)
!1073 = !DILocation(line: 196, column: 132, scope: !1065)
!1074 = !DILocation(line: 196, column: 138, scope: !1065)
!1075 = !DILocation(line: 196, column: 129, scope: !1065)
!1076 = !DILocation(line: 196, column: 120, scope: !1065)
!1077 = !DILocation(line: 196, column: 91, scope: !1065)
!1078 = !DILocation(line: 196, column: 90, scope: !1065)
!1079 = !DILocation(line: 196, column: 177, scope: !1065)
!1080 = !DILocation(line: 0, scope: !1065)
!1081 = !DILocation(line: 196, column: 187, scope: !1065)
!1082 = !DILocation(line: 196, column: 228, scope: !1065)
!1083 = !DILocation(line: 196, column: 202, scope: !1065)
!1084 = !DILocation(line: 196, column: 198, scope: !1065)
!1085 = !DILocation(line: 196, column: 184, scope: !1065)
!1086 = !DILocation(line: 196, column: 88, scope: !1065)
!1087 = !DILocation(line: 196, column: 61, scope: !1065)
!1088 = !DILocation(line: 196, column: 60, scope: !1065)
!1089 = !DILocation(line: 196, column: 31, scope: !1065)
!1090 = !DILocation(line: 196, column: 259, scope: !1065)
!1091 = !DILocation(line: 196, column: 258, scope: !1065)
!1092 = !DILocation(line: 196, column: 29, scope: !1065)
!1093 = !DILocation(line: 196, column: 266, scope: !1065)
!1094 = !DILocation(line: 196, column: 28, scope: !1065)
!1095 = !DILocation(line: 196, column: 26, scope: !1065)
!1096 = !DILocation(line: 196, column: 281, scope: !1065)
!1097 = !DILocation(line: 196, column: 19, scope: !1065)
!1098 = !DILocation(line: 196, column: 287, scope: !1065)
!1099 = !DILocation(line: 196, column: 17, scope: !828)
!1100 = !DILocalVariable(name: "l_80", scope: !1101, file: !2, line: 198, type: !166)
!1101 = distinct !DILexicalBlock(scope: !1065, file: !2, line: 197, column: 13)
!1102 = !DILocation(line: 198, column: 26, scope: !1101)
!1103 = !DILocation(line: 199, column: 24, scope: !1101)
!1104 = !DILocation(line: 199, column: 17, scope: !1101)
!1105 = !DILocalVariable(name: "l_81", scope: !1106, file: !2, line: 203, type: !1107)
!1106 = distinct !DILexicalBlock(scope: !1065, file: !2, line: 202, column: 13)
!1107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 192, elements: !66)
!1108 = !DILocation(line: 203, column: 26, scope: !1106)
!1109 = !DILocalVariable(name: "l_82", scope: !1106, file: !2, line: 204, type: !114)
!1110 = !DILocation(line: 204, column: 26, scope: !1106)
!1111 = !DILocalVariable(name: "l_83", scope: !1106, file: !2, line: 205, type: !1112)
!1112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 512, elements: !1113)
!1113 = !{!6, !19}
!1114 = !DILocation(line: 205, column: 26, scope: !1106)
!1115 = !DILocalVariable(name: "i", scope: !1106, file: !2, line: 206, type: !13)
!1116 = !DILocation(line: 206, column: 21, scope: !1106)
!1117 = !DILocalVariable(name: "j", scope: !1106, file: !2, line: 206, type: !13)
!1118 = !DILocation(line: 206, column: 24, scope: !1106)
!1119 = !DILocation(line: 207, column: 19, scope: !1106)
!1120 = !DILocation(line: 207, column: 25, scope: !1106)
!1121 = !DILocation(line: 208, column: 21, scope: !1122)
!1122 = distinct !DILexicalBlock(scope: !1106, file: !2, line: 208, column: 21)
!1123 = !DILocation(line: 208, column: 21, scope: !1106)
!1124 = !DILocation(line: 209, column: 21, scope: !1122)
!1125 = !DILocation(line: 210, column: 24, scope: !1106)
!1126 = !DILocation(line: 211, column: 17, scope: !1106)
!1127 = !DILocation(line: 213, column: 57, scope: !828)
!1128 = !DILocation(line: 213, column: 63, scope: !828)
!1129 = !DILocation(line: 213, column: 109, scope: !828)
!1130 = !DILocation(line: 213, column: 104, scope: !828)
!1131 = !DILocation(line: 213, column: 113, scope: !828)
!1132 = !DILocation(line: 213, column: 25, scope: !828)
!1133 = !DILocation(line: 213, column: 142, scope: !828)
!1134 = !DILocation(line: 213, column: 139, scope: !828)
!1135 = !DILocation(line: 213, column: 151, scope: !828)
!1136 = !DILocation(line: 213, column: 148, scope: !828)
!1137 = !DILocation(line: 213, column: 166, scope: !828)
!1138 = !DILocation(line: 213, column: 15, scope: !828)
!1139 = !DILocation(line: 213, column: 21, scope: !828)
!1140 = !DILocation(line: 214, column: 9, scope: !828)
!1141 = !DILocalVariable(name: "l_115", scope: !1142, file: !2, line: 217, type: !123)
!1142 = distinct !DILexicalBlock(scope: !824, file: !2, line: 216, column: 9)
!1143 = !DILocation(line: 217, column: 21, scope: !1142)
!1144 = !DILocalVariable(name: "l_116", scope: !1142, file: !2, line: 218, type: !115)
!1145 = !DILocation(line: 218, column: 21, scope: !1142)
!1146 = !DILocalVariable(name: "l_127", scope: !1142, file: !2, line: 219, type: !115)
!1147 = !DILocation(line: 219, column: 21, scope: !1142)
!1148 = !DILocalVariable(name: "l_129", scope: !1142, file: !2, line: 220, type: !798)
!1149 = !DILocation(line: 220, column: 22, scope: !1142)
!1150 = !DILocation(line: 221, column: 68, scope: !1142)
!1151 = !DILocation(line: 221, column: 67, scope: !1142)
!1152 = !DILocation(line: 221, column: 84, scope: !1142)
!1153 = !DILocation(line: 221, column: 93, scope: !1142)
!1154 = !DILocation(line: 221, column: 74, scope: !1142)
!1155 = !DILocation(line: 221, column: 65, scope: !1142)
!1156 = !DILocation(line: 221, column: 62, scope: !1142)
!1157 = !DILocation(line: 221, column: 55, scope: !1142)
!1158 = !DILocation(line: 221, column: 193, scope: !1142)
!1159 = !DILocation(line: 221, column: 199, scope: !1142)
!1160 = !DILocation(line: 221, column: 167, scope: !1142)
!1161 = !DILocation(line: 221, column: 217, scope: !1142)
!1162 = !DILocation(line: 221, column: 138, scope: !1142)
!1163 = !DILocation(line: 221, column: 137, scope: !1142)
!1164 = !DILocation(line: 221, column: 233, scope: !1142)
!1165 = !DILocation(line: 221, column: 230, scope: !1142)
!1166 = !DILocation(line: 221, column: 136, scope: !1142)
!1167 = !DILocation(line: 221, column: 245, scope: !1142)
!1168 = !DILocation(line: 221, column: 135, scope: !1142)
!1169 = !DILocation(line: 221, column: 108, scope: !1142)
!1170 = !DILocation(line: 221, column: 105, scope: !1142)
!1171 = !DILocation(line: 221, column: 54, scope: !1142)
!1172 = !DILocation(line: 221, column: 24, scope: !1142)
!1173 = !DILocation(line: 221, column: 23, scope: !1142)
!1174 = !DILocation(line: 221, column: 15, scope: !1142)
!1175 = !DILocation(line: 221, column: 21, scope: !1142)
!1176 = !DILocation(line: 222, column: 15, scope: !1142)
!1177 = !DILocation(line: 222, column: 22, scope: !1142)
!1178 = !DILocation(line: 223, column: 122, scope: !1142)
!1179 = !DILocation(line: 223, column: 128, scope: !1142)
!1180 = !DILocation(line: 223, column: 118, scope: !1142)
!1181 = !DILocation(line: 223, column: 140, scope: !1142)
!1182 = !DILocation(line: 223, column: 85, scope: !1142)
!1183 = !DILocation(line: 223, column: 150, scope: !1142)
!1184 = !DILocation(line: 223, column: 331, scope: !1142)
!1185 = !DILocation(line: 223, column: 291, scope: !1142)
!1186 = !DILocation(line: 223, column: 290, scope: !1142)
!1187 = !DILocation(line: 223, column: 339, scope: !1142)
!1188 = !DILocation(line: 223, column: 261, scope: !1142)
!1189 = !DILocation(line: 223, column: 260, scope: !1142)
!1190 = !DILocation(line: 223, column: 347, scope: !1142)
!1191 = !DILocation(line: 223, column: 350, scope: !1142)
!1192 = !DILocation(line: 223, column: 259, scope: !1142)
!1193 = !DILocation(line: 223, column: 367, scope: !1142)
!1194 = !DILocation(line: 223, column: 233, scope: !1142)
!1195 = !DILocation(line: 223, column: 376, scope: !1142)
!1196 = !DILocation(line: 223, column: 231, scope: !1142)
!1197 = !DILocation(line: 223, column: 202, scope: !1142)
!1198 = !DILocation(line: 223, column: 201, scope: !1142)
!1199 = !DILocation(line: 223, column: 392, scope: !1142)
!1200 = !DILocation(line: 223, column: 391, scope: !1142)
!1201 = !DILocation(line: 223, column: 390, scope: !1142)
!1202 = !DILocation(line: 223, column: 387, scope: !1142)
!1203 = !DILocation(line: 223, column: 190, scope: !1142)
!1204 = !DILocation(line: 223, column: 197, scope: !1142)
!1205 = !DILocation(line: 223, column: 187, scope: !1142)
!1206 = !DILocation(line: 223, column: 401, scope: !1142)
!1207 = !DILocation(line: 223, column: 410, scope: !1142)
!1208 = !DILocation(line: 223, column: 408, scope: !1142)
!1209 = !DILocation(line: 223, column: 185, scope: !1142)
!1210 = !DILocation(line: 223, column: 159, scope: !1142)
!1211 = !DILocation(line: 223, column: 158, scope: !1142)
!1212 = !DILocation(line: 223, column: 423, scope: !1142)
!1213 = !DILocation(line: 0, scope: !1142)
!1214 = !DILocation(line: 223, column: 147, scope: !1142)
!1215 = !DILocation(line: 223, column: 83, scope: !1142)
!1216 = !DILocation(line: 223, column: 435, scope: !1142)
!1217 = !DILocation(line: 223, column: 82, scope: !1142)
!1218 = !DILocation(line: 223, column: 53, scope: !1142)
!1219 = !DILocation(line: 223, column: 52, scope: !1142)
!1220 = !DILocation(line: 223, column: 452, scope: !1142)
!1221 = !DILocation(line: 223, column: 51, scope: !1142)
!1222 = !DILocation(line: 223, column: 463, scope: !1142)
!1223 = !DILocation(line: 223, column: 24, scope: !1142)
!1224 = !DILocation(line: 223, column: 23, scope: !1142)
!1225 = !DILocation(line: 223, column: 15, scope: !1142)
!1226 = !DILocation(line: 223, column: 21, scope: !1142)
!1227 = !DILocation(line: 225, column: 73, scope: !1228)
!1228 = distinct !DILexicalBlock(scope: !778, file: !2, line: 225, column: 13)
!1229 = !DILocation(line: 225, column: 72, scope: !1228)
!1230 = !DILocation(line: 225, column: 81, scope: !1228)
!1231 = !DILocation(line: 225, column: 46, scope: !1228)
!1232 = !DILocation(line: 225, column: 45, scope: !1228)
!1233 = !DILocation(line: 225, column: 15, scope: !1228)
!1234 = !DILocation(line: 225, column: 99, scope: !1228)
!1235 = !DILocation(line: 225, column: 105, scope: !1228)
!1236 = !DILocation(line: 225, column: 96, scope: !1228)
!1237 = !DILocation(line: 225, column: 112, scope: !1228)
!1238 = !DILocation(line: 225, column: 109, scope: !1228)
!1239 = !DILocation(line: 225, column: 13, scope: !778)
!1240 = !DILocalVariable(name: "l_146", scope: !1241, file: !2, line: 227, type: !124)
!1241 = distinct !DILexicalBlock(scope: !1228, file: !2, line: 226, column: 9)
!1242 = !DILocation(line: 227, column: 20, scope: !1241)
!1243 = !DILocalVariable(name: "l_148", scope: !1241, file: !2, line: 228, type: !113)
!1244 = !DILocation(line: 228, column: 23, scope: !1241)
!1245 = !DILocalVariable(name: "l_149", scope: !1241, file: !2, line: 229, type: !115)
!1246 = !DILocation(line: 229, column: 21, scope: !1241)
!1247 = !DILocalVariable(name: "l_150", scope: !1241, file: !2, line: 230, type: !938)
!1248 = !DILocation(line: 230, column: 23, scope: !1241)
!1249 = !DILocalVariable(name: "l_151", scope: !1241, file: !2, line: 231, type: !114)
!1250 = !DILocation(line: 231, column: 22, scope: !1241)
!1251 = !DILocation(line: 232, column: 17, scope: !1252)
!1252 = distinct !DILexicalBlock(scope: !1241, file: !2, line: 232, column: 17)
!1253 = !DILocation(line: 232, column: 17, scope: !1241)
!1254 = !DILocation(line: 233, column: 17, scope: !1252)
!1255 = !DILocation(line: 234, column: 138, scope: !1241)
!1256 = !DILocation(line: 234, column: 136, scope: !1241)
!1257 = !DILocation(line: 234, column: 129, scope: !1241)
!1258 = !DILocation(line: 234, column: 127, scope: !1241)
!1259 = !DILocation(line: 234, column: 120, scope: !1241)
!1260 = !DILocation(line: 234, column: 240, scope: !1241)
!1261 = !DILocation(line: 234, column: 237, scope: !1241)
!1262 = !DILocation(line: 234, column: 249, scope: !1241)
!1263 = !DILocation(line: 234, column: 246, scope: !1241)
!1264 = !DILocation(line: 234, column: 146, scope: !1241)
!1265 = !DILocation(line: 234, column: 93, scope: !1241)
!1266 = !DILocation(line: 234, column: 257, scope: !1241)
!1267 = !DILocation(line: 234, column: 270, scope: !1241)
!1268 = !DILocation(line: 234, column: 268, scope: !1241)
!1269 = !DILocation(line: 234, column: 280, scope: !1241)
!1270 = !DILocation(line: 234, column: 277, scope: !1241)
!1271 = !DILocation(line: 234, column: 87, scope: !1241)
!1272 = !DILocation(line: 234, column: 84, scope: !1241)
!1273 = !DILocation(line: 234, column: 60, scope: !1241)
!1274 = !DILocation(line: 234, column: 67, scope: !1241)
!1275 = !DILocation(line: 234, column: 29, scope: !1241)
!1276 = !DILocation(line: 234, column: 27, scope: !1241)
!1277 = !DILocation(line: 234, column: 26, scope: !1241)
!1278 = !DILocation(line: 234, column: 326, scope: !1241)
!1279 = !DILocation(line: 234, column: 340, scope: !1241)
!1280 = !DILocation(line: 234, column: 339, scope: !1241)
!1281 = !DILocation(line: 234, column: 338, scope: !1241)
!1282 = !DILocation(line: 234, column: 336, scope: !1241)
!1283 = !DILocation(line: 234, column: 15, scope: !1241)
!1284 = !DILocation(line: 234, column: 22, scope: !1241)
!1285 = !DILocation(line: 235, column: 26, scope: !1241)
!1286 = !DILocation(line: 235, column: 25, scope: !1241)
!1287 = !DILocation(line: 235, column: 15, scope: !1241)
!1288 = !DILocation(line: 235, column: 22, scope: !1241)
!1289 = !DILocation(line: 236, column: 24, scope: !1241)
!1290 = !DILocation(line: 236, column: 15, scope: !1241)
!1291 = !DILocation(line: 236, column: 22, scope: !1241)
!1292 = !DILocation(line: 237, column: 9, scope: !1241)
!1293 = !DILocalVariable(name: "l_152", scope: !1294, file: !2, line: 240, type: !124)
!1294 = distinct !DILexicalBlock(scope: !1228, file: !2, line: 239, column: 9)
!1295 = !DILocation(line: 240, column: 20, scope: !1294)
!1296 = !DILocalVariable(name: "l_153", scope: !1294, file: !2, line: 241, type: !611)
!1297 = !DILocation(line: 241, column: 22, scope: !1294)
!1298 = !DILocalVariable(name: "l_195", scope: !1294, file: !2, line: 242, type: !1299)
!1299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1300, size: 64)
!1300 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !106)
!1301 = !DILocation(line: 242, column: 28, scope: !1294)
!1302 = !DILocalVariable(name: "l_196", scope: !1294, file: !2, line: 243, type: !798)
!1303 = !DILocation(line: 243, column: 22, scope: !1294)
!1304 = !DILocalVariable(name: "i", scope: !1294, file: !2, line: 244, type: !13)
!1305 = !DILocation(line: 244, column: 17, scope: !1294)
!1306 = !DILocation(line: 245, column: 20, scope: !1307)
!1307 = distinct !DILexicalBlock(scope: !1294, file: !2, line: 245, column: 13)
!1308 = !DILocation(line: 245, column: 18, scope: !1307)
!1309 = !DILocation(line: 245, column: 25, scope: !1310)
!1310 = distinct !DILexicalBlock(scope: !1307, file: !2, line: 245, column: 13)
!1311 = !DILocation(line: 245, column: 27, scope: !1310)
!1312 = !DILocation(line: 245, column: 13, scope: !1307)
!1313 = !DILocation(line: 246, column: 23, scope: !1310)
!1314 = !DILocation(line: 246, column: 17, scope: !1310)
!1315 = !DILocation(line: 246, column: 26, scope: !1310)
!1316 = !DILocation(line: 245, column: 33, scope: !1310)
!1317 = !DILocation(line: 245, column: 13, scope: !1310)
!1318 = distinct !{!1318, !1312, !1319, !284}
!1319 = !DILocation(line: 246, column: 29, scope: !1307)
!1320 = !DILocation(line: 247, column: 18, scope: !1294)
!1321 = !DILocation(line: 248, column: 17, scope: !1322)
!1322 = distinct !DILexicalBlock(scope: !1294, file: !2, line: 248, column: 17)
!1323 = !DILocation(line: 248, column: 17, scope: !1294)
!1324 = !DILocalVariable(name: "l_159", scope: !1325, file: !2, line: 250, type: !853)
!1325 = distinct !DILexicalBlock(scope: !1322, file: !2, line: 249, column: 13)
!1326 = !DILocation(line: 250, column: 27, scope: !1325)
!1327 = !DILocalVariable(name: "l_160", scope: !1325, file: !2, line: 251, type: !853)
!1328 = !DILocation(line: 251, column: 27, scope: !1325)
!1329 = !DILocalVariable(name: "l_162", scope: !1325, file: !2, line: 252, type: !115)
!1330 = !DILocation(line: 252, column: 25, scope: !1325)
!1331 = !DILocation(line: 253, column: 41, scope: !1325)
!1332 = !DILocation(line: 253, column: 48, scope: !1325)
!1333 = !DILocation(line: 253, column: 29, scope: !1325)
!1334 = !DILocation(line: 253, column: 36, scope: !1325)
!1335 = !DILocation(line: 253, column: 65, scope: !1325)
!1336 = !DILocation(line: 253, column: 95, scope: !1325)
!1337 = !DILocation(line: 253, column: 92, scope: !1325)
!1338 = !DILocation(line: 0, scope: !1325)
!1339 = !DILocation(line: 253, column: 23, scope: !1325)
!1340 = !DILocation(line: 254, column: 30, scope: !1325)
!1341 = !DILocation(line: 254, column: 29, scope: !1325)
!1342 = !DILocation(line: 254, column: 19, scope: !1325)
!1343 = !DILocation(line: 254, column: 26, scope: !1325)
!1344 = !DILocation(line: 255, column: 21, scope: !1345)
!1345 = distinct !DILexicalBlock(scope: !1325, file: !2, line: 255, column: 21)
!1346 = !DILocation(line: 255, column: 21, scope: !1325)
!1347 = !DILocation(line: 256, column: 21, scope: !1345)
!1348 = !DILocation(line: 257, column: 13, scope: !1325)
!1349 = !DILocation(line: 260, column: 26, scope: !1350)
!1350 = distinct !DILexicalBlock(scope: !1322, file: !2, line: 259, column: 13)
!1351 = !DILocation(line: 260, column: 25, scope: !1350)
!1352 = !DILocation(line: 260, column: 17, scope: !1350)
!1353 = !DILocation(line: 262, column: 23, scope: !1354)
!1354 = distinct !DILexicalBlock(scope: !1294, file: !2, line: 262, column: 13)
!1355 = !DILocation(line: 262, column: 18, scope: !1354)
!1356 = !DILocation(line: 262, column: 29, scope: !1357)
!1357 = distinct !DILexicalBlock(scope: !1354, file: !2, line: 262, column: 13)
!1358 = !DILocation(line: 262, column: 34, scope: !1357)
!1359 = !DILocation(line: 262, column: 13, scope: !1354)
!1360 = !DILocalVariable(name: "l_176", scope: !1361, file: !2, line: 264, type: !938)
!1361 = distinct !DILexicalBlock(scope: !1357, file: !2, line: 263, column: 13)
!1362 = !DILocation(line: 264, column: 27, scope: !1361)
!1363 = !DILocalVariable(name: "l_177", scope: !1361, file: !2, line: 265, type: !938)
!1364 = !DILocation(line: 265, column: 27, scope: !1361)
!1365 = !DILocalVariable(name: "l_178", scope: !1361, file: !2, line: 266, type: !115)
!1366 = !DILocation(line: 266, column: 25, scope: !1361)
!1367 = !DILocalVariable(name: "l_179", scope: !1361, file: !2, line: 267, type: !938)
!1368 = !DILocation(line: 267, column: 27, scope: !1361)
!1369 = !DILocalVariable(name: "l_191", scope: !1361, file: !2, line: 268, type: !853)
!1370 = !DILocation(line: 268, column: 27, scope: !1361)
!1371 = !DILocalVariable(name: "i", scope: !1361, file: !2, line: 269, type: !13)
!1372 = !DILocation(line: 269, column: 21, scope: !1361)
!1373 = !DILocalVariable(name: "j", scope: !1361, file: !2, line: 269, type: !13)
!1374 = !DILocation(line: 269, column: 24, scope: !1361)
!1375 = !DILocation(line: 270, column: 30, scope: !1361)
!1376 = !DILocation(line: 270, column: 25, scope: !1361)
!1377 = !DILocation(line: 270, column: 36, scope: !1361)
!1378 = !DILocation(line: 270, column: 228, scope: !1361)
!1379 = !DILocation(line: 270, column: 234, scope: !1361)
!1380 = !DILocation(line: 270, column: 257, scope: !1361)
!1381 = !DILocation(line: 270, column: 391, scope: !1361)
!1382 = !DILocation(line: 270, column: 365, scope: !1361)
!1383 = !DILocation(line: 270, column: 364, scope: !1361)
!1384 = !DILocation(line: 270, column: 361, scope: !1361)
!1385 = !DILocation(line: 270, column: 405, scope: !1361)
!1386 = !DILocation(line: 270, column: 318, scope: !1361)
!1387 = !DILocation(line: 270, column: 420, scope: !1361)
!1388 = !DILocation(line: 270, column: 418, scope: !1361)
!1389 = !DILocation(line: 270, column: 433, scope: !1361)
!1390 = !DILocation(line: 270, column: 428, scope: !1361)
!1391 = !DILocation(line: 270, column: 439, scope: !1361)
!1392 = !DILocation(line: 270, column: 426, scope: !1361)
!1393 = !DILocation(line: 270, column: 315, scope: !1361)
!1394 = !DILocation(line: 270, column: 266, scope: !1361)
!1395 = !DILocation(line: 270, column: 263, scope: !1361)
!1396 = !DILocation(line: 270, column: 449, scope: !1361)
!1397 = !DILocation(line: 270, column: 243, scope: !1361)
!1398 = !DILocation(line: 270, column: 250, scope: !1361)
!1399 = !DILocation(line: 270, column: 478, scope: !1361)
!1400 = !DILocation(line: 270, column: 197, scope: !1361)
!1401 = !DILocation(line: 270, column: 196, scope: !1361)
!1402 = !DILocation(line: 270, column: 171, scope: !1361)
!1403 = !DILocation(line: 270, column: 170, scope: !1361)
!1404 = !DILocation(line: 270, column: 144, scope: !1361)
!1405 = !DILocation(line: 270, column: 514, scope: !1361)
!1406 = !DILocation(line: 270, column: 511, scope: !1361)
!1407 = !DILocation(line: 270, column: 142, scope: !1361)
!1408 = !DILocation(line: 270, column: 521, scope: !1361)
!1409 = !DILocation(line: 270, column: 117, scope: !1361)
!1410 = !DILocation(line: 270, column: 116, scope: !1361)
!1411 = !DILocation(line: 270, column: 87, scope: !1361)
!1412 = !DILocation(line: 270, column: 86, scope: !1361)
!1413 = !DILocation(line: 270, column: 535, scope: !1361)
!1414 = !DILocation(line: 270, column: 61, scope: !1361)
!1415 = !DILocation(line: 270, column: 60, scope: !1361)
!1416 = !DILocation(line: 270, column: 58, scope: !1361)
!1417 = !DILocation(line: 270, column: 553, scope: !1361)
!1418 = !DILocation(line: 270, column: 550, scope: !1361)
!1419 = !DILocation(line: 270, column: 44, scope: !1361)
!1420 = !DILocation(line: 270, column: 42, scope: !1361)
!1421 = !DILocation(line: 270, column: 24, scope: !1361)
!1422 = !DILocation(line: 270, column: 22, scope: !1361)
!1423 = !DILocation(line: 271, column: 86, scope: !1361)
!1424 = !DILocation(line: 271, column: 83, scope: !1361)
!1425 = !DILocation(line: 271, column: 76, scope: !1361)
!1426 = !DILocation(line: 271, column: 93, scope: !1361)
!1427 = !DILocation(line: 271, column: 75, scope: !1361)
!1428 = !DILocation(line: 271, column: 124, scope: !1361)
!1429 = !DILocation(line: 271, column: 123, scope: !1361)
!1430 = !DILocation(line: 271, column: 133, scope: !1361)
!1431 = !DILocation(line: 271, column: 142, scope: !1361)
!1432 = !DILocation(line: 271, column: 139, scope: !1361)
!1433 = !DILocation(line: 271, column: 152, scope: !1361)
!1434 = !DILocation(line: 271, column: 160, scope: !1361)
!1435 = !DILocation(line: 271, column: 167, scope: !1361)
!1436 = !DILocation(line: 271, column: 165, scope: !1361)
!1437 = !DILocation(line: 271, column: 118, scope: !1361)
!1438 = !DILocation(line: 271, column: 49, scope: !1361)
!1439 = !DILocation(line: 271, column: 48, scope: !1361)
!1440 = !DILocation(line: 271, column: 178, scope: !1361)
!1441 = !DILocation(line: 271, column: 189, scope: !1361)
!1442 = !DILocation(line: 271, column: 205, scope: !1361)
!1443 = !DILocation(line: 271, column: 204, scope: !1361)
!1444 = !DILocation(line: 271, column: 35, scope: !1361)
!1445 = !DILocation(line: 271, column: 43, scope: !1361)
!1446 = !DILocation(line: 271, column: 31, scope: !1361)
!1447 = !DILocation(line: 271, column: 23, scope: !1361)
!1448 = !DILocation(line: 272, column: 13, scope: !1361)
!1449 = !DILocation(line: 262, column: 46, scope: !1357)
!1450 = !DILocation(line: 262, column: 13, scope: !1357)
!1451 = distinct !{!1451, !1359, !1452, !284}
!1452 = !DILocation(line: 272, column: 13, scope: !1354)
!1453 = !DILocation(line: 274, column: 9, scope: !778)
!1454 = !DILocation(line: 124, column: 42, scope: !774)
!1455 = !DILocation(line: 124, column: 5, scope: !774)
!1456 = distinct !{!1456, !776, !1457, !284}
!1457 = !DILocation(line: 275, column: 5, scope: !771)
!1458 = !DILocation(line: 276, column: 12, scope: !741)
!1459 = !DILocation(line: 276, column: 5, scope: !741)
!1460 = !DILocation(line: 277, column: 1, scope: !741)
!1461 = distinct !DISubprogram(name: "safe_add_func_int32_t_s_s", scope: !729, file: !729, line: 288, type: !1462, scopeLine: 289, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1462 = !DISubroutineType(types: !1463)
!1463 = !{!115, !115, !115}
!1464 = !DILocalVariable(name: "si1", arg: 1, scope: !1461, file: !729, line: 288, type: !115)
!1465 = !DILocation(line: 288, column: 41, scope: !1461)
!1466 = !DILocalVariable(name: "si2", arg: 2, scope: !1461, file: !729, line: 288, type: !115)
!1467 = !DILocation(line: 288, column: 54, scope: !1461)
!1468 = !DILocation(line: 294, column: 8, scope: !1461)
!1469 = !DILocation(line: 294, column: 11, scope: !1461)
!1470 = !DILocation(line: 294, column: 15, scope: !1461)
!1471 = !DILocation(line: 294, column: 19, scope: !1461)
!1472 = !DILocation(line: 294, column: 22, scope: !1461)
!1473 = !DILocation(line: 294, column: 26, scope: !1461)
!1474 = !DILocation(line: 294, column: 30, scope: !1461)
!1475 = !DILocation(line: 294, column: 47, scope: !1461)
!1476 = !DILocation(line: 294, column: 46, scope: !1461)
!1477 = !DILocation(line: 294, column: 34, scope: !1461)
!1478 = !DILocation(line: 294, column: 54, scope: !1461)
!1479 = !DILocation(line: 294, column: 59, scope: !1461)
!1480 = !DILocation(line: 294, column: 62, scope: !1461)
!1481 = !DILocation(line: 294, column: 66, scope: !1461)
!1482 = !DILocation(line: 294, column: 70, scope: !1461)
!1483 = !DILocation(line: 294, column: 73, scope: !1461)
!1484 = !DILocation(line: 294, column: 77, scope: !1461)
!1485 = !DILocation(line: 294, column: 81, scope: !1461)
!1486 = !DILocation(line: 294, column: 98, scope: !1461)
!1487 = !DILocation(line: 294, column: 97, scope: !1461)
!1488 = !DILocation(line: 294, column: 85, scope: !1461)
!1489 = !DILocation(line: 294, column: 5, scope: !1461)
!1490 = !DILocation(line: 295, column: 6, scope: !1461)
!1491 = !DILocation(line: 298, column: 6, scope: !1461)
!1492 = !DILocation(line: 298, column: 12, scope: !1461)
!1493 = !DILocation(line: 298, column: 10, scope: !1461)
!1494 = !DILocation(line: 291, column: 3, scope: !1461)
!1495 = distinct !DISubprogram(name: "safe_add_func_int64_t_s_s", scope: !729, file: !729, line: 419, type: !1496, scopeLine: 420, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1496 = !DISubroutineType(types: !1497)
!1497 = !{!155, !155, !155}
!1498 = !DILocalVariable(name: "si1", arg: 1, scope: !1495, file: !729, line: 419, type: !155)
!1499 = !DILocation(line: 419, column: 41, scope: !1495)
!1500 = !DILocalVariable(name: "si2", arg: 2, scope: !1495, file: !729, line: 419, type: !155)
!1501 = !DILocation(line: 419, column: 54, scope: !1495)
!1502 = !DILocation(line: 425, column: 8, scope: !1495)
!1503 = !DILocation(line: 425, column: 11, scope: !1495)
!1504 = !DILocation(line: 425, column: 15, scope: !1495)
!1505 = !DILocation(line: 425, column: 19, scope: !1495)
!1506 = !DILocation(line: 425, column: 22, scope: !1495)
!1507 = !DILocation(line: 425, column: 26, scope: !1495)
!1508 = !DILocation(line: 425, column: 30, scope: !1495)
!1509 = !DILocation(line: 425, column: 47, scope: !1495)
!1510 = !DILocation(line: 425, column: 46, scope: !1495)
!1511 = !DILocation(line: 425, column: 34, scope: !1495)
!1512 = !DILocation(line: 425, column: 54, scope: !1495)
!1513 = !DILocation(line: 425, column: 59, scope: !1495)
!1514 = !DILocation(line: 425, column: 62, scope: !1495)
!1515 = !DILocation(line: 425, column: 66, scope: !1495)
!1516 = !DILocation(line: 425, column: 70, scope: !1495)
!1517 = !DILocation(line: 425, column: 73, scope: !1495)
!1518 = !DILocation(line: 425, column: 77, scope: !1495)
!1519 = !DILocation(line: 425, column: 81, scope: !1495)
!1520 = !DILocation(line: 425, column: 98, scope: !1495)
!1521 = !DILocation(line: 425, column: 97, scope: !1495)
!1522 = !DILocation(line: 425, column: 85, scope: !1495)
!1523 = !DILocation(line: 425, column: 5, scope: !1495)
!1524 = !DILocation(line: 426, column: 6, scope: !1495)
!1525 = !DILocation(line: 429, column: 6, scope: !1495)
!1526 = !DILocation(line: 429, column: 12, scope: !1495)
!1527 = !DILocation(line: 429, column: 10, scope: !1495)
!1528 = !DILocation(line: 422, column: 3, scope: !1495)
!1529 = distinct !DISubprogram(name: "safe_lshift_func_uint16_t_u_u", scope: !729, file: !729, line: 705, type: !1530, scopeLine: 706, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1530 = !DISubroutineType(types: !1531)
!1531 = !{!143, !143, !12}
!1532 = !DILocalVariable(name: "left", arg: 1, scope: !1529, file: !729, line: 705, type: !143)
!1533 = !DILocation(line: 705, column: 46, scope: !1529)
!1534 = !DILocalVariable(name: "right", arg: 2, scope: !1529, file: !729, line: 705, type: !12)
!1535 = !DILocation(line: 705, column: 65, scope: !1529)
!1536 = !DILocation(line: 710, column: 22, scope: !1529)
!1537 = !DILocation(line: 710, column: 29, scope: !1529)
!1538 = !DILocation(line: 710, column: 36, scope: !1529)
!1539 = !DILocation(line: 710, column: 40, scope: !1529)
!1540 = !DILocation(line: 710, column: 77, scope: !1529)
!1541 = !DILocation(line: 710, column: 59, scope: !1529)
!1542 = !DILocation(line: 710, column: 45, scope: !1529)
!1543 = !DILocation(line: 710, column: 5, scope: !1529)
!1544 = !DILocation(line: 711, column: 6, scope: !1529)
!1545 = !DILocation(line: 711, column: 5, scope: !1529)
!1546 = !DILocation(line: 713, column: 6, scope: !1529)
!1547 = !DILocation(line: 713, column: 29, scope: !1529)
!1548 = !DILocation(line: 713, column: 11, scope: !1529)
!1549 = !DILocation(line: 708, column: 3, scope: !1529)
!1550 = distinct !DISubprogram(name: "safe_add_func_uint16_t_u_u", scope: !729, file: !729, line: 648, type: !1551, scopeLine: 649, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1551 = !DISubroutineType(types: !1552)
!1552 = !{!143, !143, !143}
!1553 = !DILocalVariable(name: "ui1", arg: 1, scope: !1550, file: !729, line: 648, type: !143)
!1554 = !DILocation(line: 648, column: 43, scope: !1550)
!1555 = !DILocalVariable(name: "ui2", arg: 2, scope: !1550, file: !729, line: 648, type: !143)
!1556 = !DILocation(line: 648, column: 57, scope: !1550)
!1557 = !DILocation(line: 651, column: 10, scope: !1550)
!1558 = !DILocation(line: 651, column: 16, scope: !1550)
!1559 = !DILocation(line: 651, column: 14, scope: !1550)
!1560 = !DILocation(line: 651, column: 3, scope: !1550)
!1561 = distinct !DISubprogram(name: "func_13", scope: !2, file: !2, line: 285, type: !1562, scopeLine: 286, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1562 = !DISubroutineType(types: !1563)
!1563 = !{!115, !166, !115, !124, !106}
!1564 = !DILocalVariable(name: "p_14", arg: 1, scope: !1561, file: !2, line: 285, type: !166)
!1565 = !DILocation(line: 285, column: 35, scope: !1561)
!1566 = !DILocalVariable(name: "p_15", arg: 2, scope: !1561, file: !2, line: 285, type: !115)
!1567 = !DILocation(line: 285, column: 50, scope: !1561)
!1568 = !DILocalVariable(name: "p_16", arg: 3, scope: !1561, file: !2, line: 285, type: !124)
!1569 = !DILocation(line: 285, column: 64, scope: !1561)
!1570 = !DILocalVariable(name: "p_17", arg: 4, scope: !1561, file: !2, line: 285, type: !106)
!1571 = !DILocation(line: 285, column: 79, scope: !1561)
!1572 = !DILocalVariable(name: "l_26", scope: !1561, file: !2, line: 287, type: !124)
!1573 = !DILocation(line: 287, column: 12, scope: !1561)
!1574 = !DILocation(line: 288, column: 12, scope: !1561)
!1575 = !DILocation(line: 288, column: 5, scope: !1561)
!1576 = distinct !DISubprogram(name: "safe_lshift_func_int16_t_s_u", scope: !729, file: !729, line: 236, type: !1577, scopeLine: 237, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1577 = !DISubroutineType(types: !1578)
!1578 = !{!106, !106, !12}
!1579 = !DILocalVariable(name: "left", arg: 1, scope: !1576, file: !729, line: 236, type: !106)
!1580 = !DILocation(line: 236, column: 44, scope: !1576)
!1581 = !DILocalVariable(name: "right", arg: 2, scope: !1576, file: !729, line: 236, type: !12)
!1582 = !DILocation(line: 236, column: 63, scope: !1576)
!1583 = !DILocation(line: 241, column: 7, scope: !1576)
!1584 = !DILocation(line: 241, column: 12, scope: !1576)
!1585 = !DILocation(line: 241, column: 17, scope: !1576)
!1586 = !DILocation(line: 241, column: 36, scope: !1576)
!1587 = !DILocation(line: 241, column: 43, scope: !1576)
!1588 = !DILocation(line: 241, column: 50, scope: !1576)
!1589 = !DILocation(line: 241, column: 54, scope: !1576)
!1590 = !DILocation(line: 241, column: 90, scope: !1576)
!1591 = !DILocation(line: 241, column: 72, scope: !1576)
!1592 = !DILocation(line: 241, column: 59, scope: !1576)
!1593 = !DILocation(line: 241, column: 5, scope: !1576)
!1594 = !DILocation(line: 242, column: 6, scope: !1576)
!1595 = !DILocation(line: 242, column: 5, scope: !1576)
!1596 = !DILocation(line: 244, column: 6, scope: !1576)
!1597 = !DILocation(line: 244, column: 29, scope: !1576)
!1598 = !DILocation(line: 244, column: 11, scope: !1576)
!1599 = !DILocation(line: 239, column: 3, scope: !1576)
!1600 = distinct !DISubprogram(name: "safe_sub_func_uint32_t_u_u", scope: !729, file: !729, line: 757, type: !1601, scopeLine: 758, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1601 = !DISubroutineType(types: !1602)
!1602 = !{!96, !96, !96}
!1603 = !DILocalVariable(name: "ui1", arg: 1, scope: !1600, file: !729, line: 757, type: !96)
!1604 = !DILocation(line: 757, column: 43, scope: !1600)
!1605 = !DILocalVariable(name: "ui2", arg: 2, scope: !1600, file: !729, line: 757, type: !96)
!1606 = !DILocation(line: 757, column: 57, scope: !1600)
!1607 = !DILocation(line: 760, column: 10, scope: !1600)
!1608 = !DILocation(line: 760, column: 16, scope: !1600)
!1609 = !DILocation(line: 760, column: 14, scope: !1600)
!1610 = !DILocation(line: 760, column: 3, scope: !1600)
!1611 = distinct !DISubprogram(name: "safe_mul_func_uint16_t_u_u", scope: !729, file: !729, line: 662, type: !1551, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1612 = !DILocalVariable(name: "ui1", arg: 1, scope: !1611, file: !729, line: 662, type: !143)
!1613 = !DILocation(line: 662, column: 43, scope: !1611)
!1614 = !DILocalVariable(name: "ui2", arg: 2, scope: !1611, file: !729, line: 662, type: !143)
!1615 = !DILocation(line: 662, column: 57, scope: !1611)
!1616 = !DILocation(line: 665, column: 25, scope: !1611)
!1617 = !DILocation(line: 665, column: 11, scope: !1611)
!1618 = !DILocation(line: 665, column: 47, scope: !1611)
!1619 = !DILocation(line: 665, column: 33, scope: !1611)
!1620 = !DILocation(line: 665, column: 30, scope: !1611)
!1621 = !DILocation(line: 665, column: 10, scope: !1611)
!1622 = !DILocation(line: 665, column: 3, scope: !1611)
!1623 = distinct !DISubprogram(name: "safe_rshift_func_uint8_t_u_s", scope: !729, file: !729, line: 615, type: !1624, scopeLine: 616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1624 = !DISubroutineType(types: !1625)
!1625 = !{!793, !793, !13}
!1626 = !DILocalVariable(name: "left", arg: 1, scope: !1623, file: !729, line: 615, type: !793)
!1627 = !DILocation(line: 615, column: 44, scope: !1623)
!1628 = !DILocalVariable(name: "right", arg: 2, scope: !1623, file: !729, line: 615, type: !13)
!1629 = !DILocation(line: 615, column: 54, scope: !1623)
!1630 = !DILocation(line: 620, column: 13, scope: !1623)
!1631 = !DILocation(line: 620, column: 20, scope: !1623)
!1632 = !DILocation(line: 620, column: 25, scope: !1623)
!1633 = !DILocation(line: 620, column: 35, scope: !1623)
!1634 = !DILocation(line: 620, column: 42, scope: !1623)
!1635 = !DILocation(line: 620, column: 5, scope: !1623)
!1636 = !DILocation(line: 621, column: 6, scope: !1623)
!1637 = !DILocation(line: 621, column: 5, scope: !1623)
!1638 = !DILocation(line: 623, column: 6, scope: !1623)
!1639 = !DILocation(line: 623, column: 20, scope: !1623)
!1640 = !DILocation(line: 623, column: 11, scope: !1623)
!1641 = !DILocation(line: 618, column: 3, scope: !1623)
!1642 = distinct !DISubprogram(name: "safe_add_func_int8_t_s_s", scope: !729, file: !729, line: 28, type: !1643, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1643 = !DISubroutineType(types: !1644)
!1644 = !{!124, !124, !124}
!1645 = !DILocalVariable(name: "si1", arg: 1, scope: !1642, file: !729, line: 28, type: !124)
!1646 = !DILocation(line: 28, column: 39, scope: !1642)
!1647 = !DILocalVariable(name: "si2", arg: 2, scope: !1642, file: !729, line: 28, type: !124)
!1648 = !DILocation(line: 28, column: 51, scope: !1642)
!1649 = !DILocation(line: 38, column: 6, scope: !1642)
!1650 = !DILocation(line: 38, column: 12, scope: !1642)
!1651 = !DILocation(line: 38, column: 10, scope: !1642)
!1652 = !DILocation(line: 38, column: 5, scope: !1642)
!1653 = !DILocation(line: 31, column: 3, scope: !1642)
!1654 = distinct !DISubprogram(name: "safe_rshift_func_uint8_t_u_u", scope: !729, file: !729, line: 627, type: !1655, scopeLine: 628, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1655 = !DISubroutineType(types: !1656)
!1656 = !{!793, !793, !12}
!1657 = !DILocalVariable(name: "left", arg: 1, scope: !1654, file: !729, line: 627, type: !793)
!1658 = !DILocation(line: 627, column: 44, scope: !1654)
!1659 = !DILocalVariable(name: "right", arg: 2, scope: !1654, file: !729, line: 627, type: !12)
!1660 = !DILocation(line: 627, column: 63, scope: !1654)
!1661 = !DILocation(line: 632, column: 21, scope: !1654)
!1662 = !DILocation(line: 632, column: 28, scope: !1654)
!1663 = !DILocation(line: 632, column: 5, scope: !1654)
!1664 = !DILocation(line: 633, column: 6, scope: !1654)
!1665 = !DILocation(line: 633, column: 5, scope: !1654)
!1666 = !DILocation(line: 635, column: 6, scope: !1654)
!1667 = !DILocation(line: 635, column: 29, scope: !1654)
!1668 = !DILocation(line: 635, column: 11, scope: !1654)
!1669 = !DILocation(line: 630, column: 3, scope: !1654)
!1670 = distinct !DISubprogram(name: "safe_sub_func_uint64_t_u_u", scope: !729, file: !729, line: 860, type: !1671, scopeLine: 861, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1671 = !DISubroutineType(types: !1672)
!1672 = !{!166, !166, !166}
!1673 = !DILocalVariable(name: "ui1", arg: 1, scope: !1670, file: !729, line: 860, type: !166)
!1674 = !DILocation(line: 860, column: 43, scope: !1670)
!1675 = !DILocalVariable(name: "ui2", arg: 2, scope: !1670, file: !729, line: 860, type: !166)
!1676 = !DILocation(line: 860, column: 57, scope: !1670)
!1677 = !DILocation(line: 863, column: 10, scope: !1670)
!1678 = !DILocation(line: 863, column: 16, scope: !1670)
!1679 = !DILocation(line: 863, column: 14, scope: !1670)
!1680 = !DILocation(line: 863, column: 3, scope: !1670)
!1681 = distinct !DISubprogram(name: "safe_lshift_func_int16_t_s_s", scope: !729, file: !729, line: 224, type: !1682, scopeLine: 225, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1682 = !DISubroutineType(types: !1683)
!1683 = !{!106, !106, !13}
!1684 = !DILocalVariable(name: "left", arg: 1, scope: !1681, file: !729, line: 224, type: !106)
!1685 = !DILocation(line: 224, column: 44, scope: !1681)
!1686 = !DILocalVariable(name: "right", arg: 2, scope: !1681, file: !729, line: 224, type: !13)
!1687 = !DILocation(line: 224, column: 54, scope: !1681)
!1688 = !DILocation(line: 229, column: 7, scope: !1681)
!1689 = !DILocation(line: 229, column: 12, scope: !1681)
!1690 = !DILocation(line: 229, column: 17, scope: !1681)
!1691 = !DILocation(line: 229, column: 27, scope: !1681)
!1692 = !DILocation(line: 229, column: 34, scope: !1681)
!1693 = !DILocation(line: 229, column: 39, scope: !1681)
!1694 = !DILocation(line: 229, column: 49, scope: !1681)
!1695 = !DILocation(line: 229, column: 56, scope: !1681)
!1696 = !DILocation(line: 229, column: 63, scope: !1681)
!1697 = !DILocation(line: 229, column: 67, scope: !1681)
!1698 = !DILocation(line: 229, column: 94, scope: !1681)
!1699 = !DILocation(line: 229, column: 85, scope: !1681)
!1700 = !DILocation(line: 229, column: 72, scope: !1681)
!1701 = !DILocation(line: 229, column: 5, scope: !1681)
!1702 = !DILocation(line: 230, column: 6, scope: !1681)
!1703 = !DILocation(line: 230, column: 5, scope: !1681)
!1704 = !DILocation(line: 232, column: 6, scope: !1681)
!1705 = !DILocation(line: 232, column: 20, scope: !1681)
!1706 = !DILocation(line: 232, column: 11, scope: !1681)
!1707 = !DILocation(line: 227, column: 3, scope: !1681)
!1708 = distinct !DISubprogram(name: "safe_div_func_int64_t_s_s", scope: !729, file: !729, line: 473, type: !1496, scopeLine: 474, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1709 = !DILocalVariable(name: "si1", arg: 1, scope: !1708, file: !729, line: 473, type: !155)
!1710 = !DILocation(line: 473, column: 41, scope: !1708)
!1711 = !DILocalVariable(name: "si2", arg: 2, scope: !1708, file: !729, line: 473, type: !155)
!1712 = !DILocation(line: 473, column: 54, scope: !1708)
!1713 = !DILocation(line: 478, column: 7, scope: !1708)
!1714 = !DILocation(line: 478, column: 11, scope: !1708)
!1715 = !DILocation(line: 478, column: 17, scope: !1708)
!1716 = !DILocation(line: 478, column: 22, scope: !1708)
!1717 = !DILocation(line: 478, column: 26, scope: !1708)
!1718 = !DILocation(line: 478, column: 40, scope: !1708)
!1719 = !DILocation(line: 478, column: 44, scope: !1708)
!1720 = !DILocation(line: 478, column: 48, scope: !1708)
!1721 = !DILocation(line: 478, column: 5, scope: !1708)
!1722 = !DILocation(line: 479, column: 6, scope: !1708)
!1723 = !DILocation(line: 481, column: 6, scope: !1708)
!1724 = !DILocation(line: 481, column: 12, scope: !1708)
!1725 = !DILocation(line: 481, column: 10, scope: !1708)
!1726 = !DILocation(line: 476, column: 3, scope: !1708)
!1727 = distinct !DISubprogram(name: "safe_lshift_func_uint16_t_u_s", scope: !729, file: !729, line: 693, type: !1728, scopeLine: 694, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1728 = !DISubroutineType(types: !1729)
!1729 = !{!143, !143, !13}
!1730 = !DILocalVariable(name: "left", arg: 1, scope: !1727, file: !729, line: 693, type: !143)
!1731 = !DILocation(line: 693, column: 46, scope: !1727)
!1732 = !DILocalVariable(name: "right", arg: 2, scope: !1727, file: !729, line: 693, type: !13)
!1733 = !DILocation(line: 693, column: 56, scope: !1727)
!1734 = !DILocation(line: 698, column: 13, scope: !1727)
!1735 = !DILocation(line: 698, column: 20, scope: !1727)
!1736 = !DILocation(line: 698, column: 25, scope: !1727)
!1737 = !DILocation(line: 698, column: 35, scope: !1727)
!1738 = !DILocation(line: 698, column: 42, scope: !1727)
!1739 = !DILocation(line: 698, column: 49, scope: !1727)
!1740 = !DILocation(line: 698, column: 53, scope: !1727)
!1741 = !DILocation(line: 698, column: 81, scope: !1727)
!1742 = !DILocation(line: 698, column: 72, scope: !1727)
!1743 = !DILocation(line: 698, column: 58, scope: !1727)
!1744 = !DILocation(line: 698, column: 5, scope: !1727)
!1745 = !DILocation(line: 699, column: 6, scope: !1727)
!1746 = !DILocation(line: 699, column: 5, scope: !1727)
!1747 = !DILocation(line: 701, column: 6, scope: !1727)
!1748 = !DILocation(line: 701, column: 20, scope: !1727)
!1749 = !DILocation(line: 701, column: 11, scope: !1727)
!1750 = !DILocation(line: 696, column: 3, scope: !1727)
!1751 = distinct !DISubprogram(name: "safe_mod_func_uint16_t_u_u", scope: !729, file: !729, line: 669, type: !1551, scopeLine: 670, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1752 = !DILocalVariable(name: "ui1", arg: 1, scope: !1751, file: !729, line: 669, type: !143)
!1753 = !DILocation(line: 669, column: 43, scope: !1751)
!1754 = !DILocalVariable(name: "ui2", arg: 2, scope: !1751, file: !729, line: 669, type: !143)
!1755 = !DILocation(line: 669, column: 57, scope: !1751)
!1756 = !DILocation(line: 674, column: 6, scope: !1751)
!1757 = !DILocation(line: 674, column: 10, scope: !1751)
!1758 = !DILocation(line: 674, column: 5, scope: !1751)
!1759 = !DILocation(line: 675, column: 6, scope: !1751)
!1760 = !DILocation(line: 675, column: 5, scope: !1751)
!1761 = !DILocation(line: 677, column: 6, scope: !1751)
!1762 = !DILocation(line: 677, column: 12, scope: !1751)
!1763 = !DILocation(line: 677, column: 10, scope: !1751)
!1764 = !DILocation(line: 672, column: 3, scope: !1751)
!1765 = distinct !DISubprogram(name: "safe_sub_func_int32_t_s_s", scope: !729, file: !729, line: 302, type: !1462, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1766 = !DILocalVariable(name: "si1", arg: 1, scope: !1765, file: !729, line: 302, type: !115)
!1767 = !DILocation(line: 302, column: 41, scope: !1765)
!1768 = !DILocalVariable(name: "si2", arg: 2, scope: !1765, file: !729, line: 302, type: !115)
!1769 = !DILocation(line: 302, column: 54, scope: !1765)
!1770 = !DILocation(line: 308, column: 8, scope: !1765)
!1771 = !DILocation(line: 308, column: 12, scope: !1765)
!1772 = !DILocation(line: 308, column: 11, scope: !1765)
!1773 = !DILocation(line: 308, column: 22, scope: !1765)
!1774 = !DILocation(line: 308, column: 30, scope: !1765)
!1775 = !DILocation(line: 308, column: 34, scope: !1765)
!1776 = !DILocation(line: 308, column: 33, scope: !1765)
!1777 = !DILocation(line: 308, column: 39, scope: !1765)
!1778 = !DILocation(line: 308, column: 26, scope: !1765)
!1779 = !DILocation(line: 308, column: 56, scope: !1765)
!1780 = !DILocation(line: 308, column: 55, scope: !1765)
!1781 = !DILocation(line: 308, column: 61, scope: !1765)
!1782 = !DILocation(line: 308, column: 60, scope: !1765)
!1783 = !DILocation(line: 308, column: 17, scope: !1765)
!1784 = !DILocation(line: 308, column: 67, scope: !1765)
!1785 = !DILocation(line: 308, column: 5, scope: !1765)
!1786 = !DILocation(line: 309, column: 6, scope: !1765)
!1787 = !DILocation(line: 312, column: 6, scope: !1765)
!1788 = !DILocation(line: 312, column: 12, scope: !1765)
!1789 = !DILocation(line: 312, column: 10, scope: !1765)
!1790 = !DILocation(line: 305, column: 3, scope: !1765)
!1791 = distinct !DISubprogram(name: "safe_add_func_uint64_t_u_u", scope: !729, file: !729, line: 853, type: !1671, scopeLine: 854, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1792 = !DILocalVariable(name: "ui1", arg: 1, scope: !1791, file: !729, line: 853, type: !166)
!1793 = !DILocation(line: 853, column: 43, scope: !1791)
!1794 = !DILocalVariable(name: "ui2", arg: 2, scope: !1791, file: !729, line: 853, type: !166)
!1795 = !DILocation(line: 853, column: 57, scope: !1791)
!1796 = !DILocation(line: 856, column: 10, scope: !1791)
!1797 = !DILocation(line: 856, column: 16, scope: !1791)
!1798 = !DILocation(line: 856, column: 14, scope: !1791)
!1799 = !DILocation(line: 856, column: 3, scope: !1791)
!1800 = distinct !DISubprogram(name: "safe_mod_func_int32_t_s_s", scope: !729, file: !729, line: 330, type: !1462, scopeLine: 331, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1801 = !DILocalVariable(name: "si1", arg: 1, scope: !1800, file: !729, line: 330, type: !115)
!1802 = !DILocation(line: 330, column: 41, scope: !1800)
!1803 = !DILocalVariable(name: "si2", arg: 2, scope: !1800, file: !729, line: 330, type: !115)
!1804 = !DILocation(line: 330, column: 54, scope: !1800)
!1805 = !DILocation(line: 335, column: 7, scope: !1800)
!1806 = !DILocation(line: 335, column: 11, scope: !1800)
!1807 = !DILocation(line: 335, column: 17, scope: !1800)
!1808 = !DILocation(line: 335, column: 22, scope: !1800)
!1809 = !DILocation(line: 335, column: 26, scope: !1800)
!1810 = !DILocation(line: 335, column: 40, scope: !1800)
!1811 = !DILocation(line: 335, column: 44, scope: !1800)
!1812 = !DILocation(line: 335, column: 48, scope: !1800)
!1813 = !DILocation(line: 335, column: 5, scope: !1800)
!1814 = !DILocation(line: 336, column: 6, scope: !1800)
!1815 = !DILocation(line: 338, column: 6, scope: !1800)
!1816 = !DILocation(line: 338, column: 12, scope: !1800)
!1817 = !DILocation(line: 338, column: 10, scope: !1800)
!1818 = !DILocation(line: 333, column: 3, scope: !1800)
!1819 = distinct !DISubprogram(name: "safe_div_func_uint8_t_u_u", scope: !729, file: !729, line: 579, type: !1820, scopeLine: 580, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1820 = !DISubroutineType(types: !1821)
!1821 = !{!793, !793, !793}
!1822 = !DILocalVariable(name: "ui1", arg: 1, scope: !1819, file: !729, line: 579, type: !793)
!1823 = !DILocation(line: 579, column: 41, scope: !1819)
!1824 = !DILocalVariable(name: "ui2", arg: 2, scope: !1819, file: !729, line: 579, type: !793)
!1825 = !DILocation(line: 579, column: 54, scope: !1819)
!1826 = !DILocation(line: 584, column: 6, scope: !1819)
!1827 = !DILocation(line: 584, column: 10, scope: !1819)
!1828 = !DILocation(line: 584, column: 5, scope: !1819)
!1829 = !DILocation(line: 585, column: 6, scope: !1819)
!1830 = !DILocation(line: 585, column: 5, scope: !1819)
!1831 = !DILocation(line: 587, column: 6, scope: !1819)
!1832 = !DILocation(line: 587, column: 12, scope: !1819)
!1833 = !DILocation(line: 587, column: 10, scope: !1819)
!1834 = !DILocation(line: 582, column: 3, scope: !1819)
!1835 = distinct !DISubprogram(name: "safe_lshift_func_uint8_t_u_s", scope: !729, file: !729, line: 591, type: !1624, scopeLine: 592, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1836 = !DILocalVariable(name: "left", arg: 1, scope: !1835, file: !729, line: 591, type: !793)
!1837 = !DILocation(line: 591, column: 44, scope: !1835)
!1838 = !DILocalVariable(name: "right", arg: 2, scope: !1835, file: !729, line: 591, type: !13)
!1839 = !DILocation(line: 591, column: 54, scope: !1835)
!1840 = !DILocation(line: 596, column: 13, scope: !1835)
!1841 = !DILocation(line: 596, column: 20, scope: !1835)
!1842 = !DILocation(line: 596, column: 25, scope: !1835)
!1843 = !DILocation(line: 596, column: 35, scope: !1835)
!1844 = !DILocation(line: 596, column: 42, scope: !1835)
!1845 = !DILocation(line: 596, column: 49, scope: !1835)
!1846 = !DILocation(line: 596, column: 53, scope: !1835)
!1847 = !DILocation(line: 596, column: 80, scope: !1835)
!1848 = !DILocation(line: 596, column: 71, scope: !1835)
!1849 = !DILocation(line: 596, column: 58, scope: !1835)
!1850 = !DILocation(line: 596, column: 5, scope: !1835)
!1851 = !DILocation(line: 597, column: 6, scope: !1835)
!1852 = !DILocation(line: 597, column: 5, scope: !1835)
!1853 = !DILocation(line: 599, column: 6, scope: !1835)
!1854 = !DILocation(line: 599, column: 20, scope: !1835)
!1855 = !DILocation(line: 599, column: 11, scope: !1835)
!1856 = !DILocation(line: 594, column: 3, scope: !1835)
!1857 = distinct !DISubprogram(name: "safe_add_func_uint32_t_u_u", scope: !729, file: !729, line: 750, type: !1601, scopeLine: 751, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1858 = !DILocalVariable(name: "ui1", arg: 1, scope: !1857, file: !729, line: 750, type: !96)
!1859 = !DILocation(line: 750, column: 43, scope: !1857)
!1860 = !DILocalVariable(name: "ui2", arg: 2, scope: !1857, file: !729, line: 750, type: !96)
!1861 = !DILocation(line: 750, column: 57, scope: !1857)
!1862 = !DILocation(line: 753, column: 10, scope: !1857)
!1863 = !DILocation(line: 753, column: 16, scope: !1857)
!1864 = !DILocation(line: 753, column: 14, scope: !1857)
!1865 = !DILocation(line: 753, column: 3, scope: !1857)
!1866 = distinct !DISubprogram(name: "safe_sub_func_int8_t_s_s", scope: !729, file: !729, line: 42, type: !1643, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1867 = !DILocalVariable(name: "si1", arg: 1, scope: !1866, file: !729, line: 42, type: !124)
!1868 = !DILocation(line: 42, column: 39, scope: !1866)
!1869 = !DILocalVariable(name: "si2", arg: 2, scope: !1866, file: !729, line: 42, type: !124)
!1870 = !DILocation(line: 42, column: 51, scope: !1866)
!1871 = !DILocation(line: 52, column: 6, scope: !1866)
!1872 = !DILocation(line: 52, column: 12, scope: !1866)
!1873 = !DILocation(line: 52, column: 10, scope: !1866)
!1874 = !DILocation(line: 52, column: 5, scope: !1866)
!1875 = !DILocation(line: 45, column: 3, scope: !1866)
!1876 = distinct !DISubprogram(name: "safe_div_func_int8_t_s_s", scope: !729, file: !729, line: 82, type: !1643, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1877 = !DILocalVariable(name: "si1", arg: 1, scope: !1876, file: !729, line: 82, type: !124)
!1878 = !DILocation(line: 82, column: 39, scope: !1876)
!1879 = !DILocalVariable(name: "si2", arg: 2, scope: !1876, file: !729, line: 82, type: !124)
!1880 = !DILocation(line: 82, column: 51, scope: !1876)
!1881 = !DILocation(line: 87, column: 7, scope: !1876)
!1882 = !DILocation(line: 87, column: 11, scope: !1876)
!1883 = !DILocation(line: 87, column: 17, scope: !1876)
!1884 = !DILocation(line: 87, column: 22, scope: !1876)
!1885 = !DILocation(line: 87, column: 26, scope: !1876)
!1886 = !DILocation(line: 87, column: 39, scope: !1876)
!1887 = !DILocation(line: 87, column: 43, scope: !1876)
!1888 = !DILocation(line: 87, column: 47, scope: !1876)
!1889 = !DILocation(line: 87, column: 5, scope: !1876)
!1890 = !DILocation(line: 88, column: 6, scope: !1876)
!1891 = !DILocation(line: 88, column: 5, scope: !1876)
!1892 = !DILocation(line: 90, column: 6, scope: !1876)
!1893 = !DILocation(line: 90, column: 12, scope: !1876)
!1894 = !DILocation(line: 90, column: 10, scope: !1876)
!1895 = !DILocation(line: 85, column: 3, scope: !1876)
!1896 = distinct !DISubprogram(name: "safe_mul_func_int8_t_s_s", scope: !729, file: !729, line: 56, type: !1643, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1897 = !DILocalVariable(name: "si1", arg: 1, scope: !1896, file: !729, line: 56, type: !124)
!1898 = !DILocation(line: 56, column: 39, scope: !1896)
!1899 = !DILocalVariable(name: "si2", arg: 2, scope: !1896, file: !729, line: 56, type: !124)
!1900 = !DILocation(line: 56, column: 51, scope: !1896)
!1901 = !DILocation(line: 66, column: 5, scope: !1896)
!1902 = !DILocation(line: 66, column: 11, scope: !1896)
!1903 = !DILocation(line: 66, column: 9, scope: !1896)
!1904 = !DILocation(line: 59, column: 3, scope: !1896)
!1905 = distinct !DISubprogram(name: "safe_mod_func_uint64_t_u_u", scope: !729, file: !729, line: 874, type: !1671, scopeLine: 875, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1906 = !DILocalVariable(name: "ui1", arg: 1, scope: !1905, file: !729, line: 874, type: !166)
!1907 = !DILocation(line: 874, column: 43, scope: !1905)
!1908 = !DILocalVariable(name: "ui2", arg: 2, scope: !1905, file: !729, line: 874, type: !166)
!1909 = !DILocation(line: 874, column: 57, scope: !1905)
!1910 = !DILocation(line: 879, column: 6, scope: !1905)
!1911 = !DILocation(line: 879, column: 10, scope: !1905)
!1912 = !DILocation(line: 879, column: 5, scope: !1905)
!1913 = !DILocation(line: 880, column: 6, scope: !1905)
!1914 = !DILocation(line: 882, column: 6, scope: !1905)
!1915 = !DILocation(line: 882, column: 12, scope: !1905)
!1916 = !DILocation(line: 882, column: 10, scope: !1905)
!1917 = !DILocation(line: 877, column: 3, scope: !1905)
!1918 = distinct !DISubprogram(name: "safe_add_func_uint8_t_u_u", scope: !729, file: !729, line: 546, type: !1820, scopeLine: 547, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1919 = !DILocalVariable(name: "ui1", arg: 1, scope: !1918, file: !729, line: 546, type: !793)
!1920 = !DILocation(line: 546, column: 41, scope: !1918)
!1921 = !DILocalVariable(name: "ui2", arg: 2, scope: !1918, file: !729, line: 546, type: !793)
!1922 = !DILocation(line: 546, column: 54, scope: !1918)
!1923 = !DILocation(line: 549, column: 10, scope: !1918)
!1924 = !DILocation(line: 549, column: 16, scope: !1918)
!1925 = !DILocation(line: 549, column: 14, scope: !1918)
!1926 = !DILocation(line: 549, column: 3, scope: !1918)
!1927 = distinct !DISubprogram(name: "safe_mul_func_int16_t_s_s", scope: !729, file: !729, line: 186, type: !730, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1928 = !DILocalVariable(name: "si1", arg: 1, scope: !1927, file: !729, line: 186, type: !106)
!1929 = !DILocation(line: 186, column: 41, scope: !1927)
!1930 = !DILocalVariable(name: "si2", arg: 2, scope: !1927, file: !729, line: 186, type: !106)
!1931 = !DILocation(line: 186, column: 54, scope: !1927)
!1932 = !DILocation(line: 196, column: 5, scope: !1927)
!1933 = !DILocation(line: 196, column: 11, scope: !1927)
!1934 = !DILocation(line: 196, column: 9, scope: !1927)
!1935 = !DILocation(line: 189, column: 3, scope: !1927)
!1936 = distinct !DISubprogram(name: "crc32_8bytes", scope: !94, file: !94, line: 97, type: !1937, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1937 = !DISubroutineType(types: !1938)
!1938 = !{null, !166}
!1939 = !DILocalVariable(name: "val", arg: 1, scope: !1936, file: !94, line: 97, type: !166)
!1940 = !DILocation(line: 97, column: 24, scope: !1936)
!1941 = !DILocation(line: 99, column: 15, scope: !1936)
!1942 = !DILocation(line: 99, column: 18, scope: !1936)
!1943 = !DILocation(line: 99, column: 23, scope: !1936)
!1944 = !DILocation(line: 99, column: 14, scope: !1936)
!1945 = !DILocation(line: 99, column: 2, scope: !1936)
!1946 = !DILocation(line: 100, column: 15, scope: !1936)
!1947 = !DILocation(line: 100, column: 18, scope: !1936)
!1948 = !DILocation(line: 100, column: 23, scope: !1936)
!1949 = !DILocation(line: 100, column: 14, scope: !1936)
!1950 = !DILocation(line: 100, column: 2, scope: !1936)
!1951 = !DILocation(line: 101, column: 15, scope: !1936)
!1952 = !DILocation(line: 101, column: 18, scope: !1936)
!1953 = !DILocation(line: 101, column: 24, scope: !1936)
!1954 = !DILocation(line: 101, column: 14, scope: !1936)
!1955 = !DILocation(line: 101, column: 2, scope: !1936)
!1956 = !DILocation(line: 102, column: 15, scope: !1936)
!1957 = !DILocation(line: 102, column: 18, scope: !1936)
!1958 = !DILocation(line: 102, column: 24, scope: !1936)
!1959 = !DILocation(line: 102, column: 14, scope: !1936)
!1960 = !DILocation(line: 102, column: 2, scope: !1936)
!1961 = !DILocation(line: 103, column: 15, scope: !1936)
!1962 = !DILocation(line: 103, column: 18, scope: !1936)
!1963 = !DILocation(line: 103, column: 24, scope: !1936)
!1964 = !DILocation(line: 103, column: 14, scope: !1936)
!1965 = !DILocation(line: 103, column: 2, scope: !1936)
!1966 = !DILocation(line: 104, column: 15, scope: !1936)
!1967 = !DILocation(line: 104, column: 18, scope: !1936)
!1968 = !DILocation(line: 104, column: 24, scope: !1936)
!1969 = !DILocation(line: 104, column: 14, scope: !1936)
!1970 = !DILocation(line: 104, column: 2, scope: !1936)
!1971 = !DILocation(line: 105, column: 15, scope: !1936)
!1972 = !DILocation(line: 105, column: 18, scope: !1936)
!1973 = !DILocation(line: 105, column: 24, scope: !1936)
!1974 = !DILocation(line: 105, column: 14, scope: !1936)
!1975 = !DILocation(line: 105, column: 2, scope: !1936)
!1976 = !DILocation(line: 106, column: 15, scope: !1936)
!1977 = !DILocation(line: 106, column: 18, scope: !1936)
!1978 = !DILocation(line: 106, column: 24, scope: !1936)
!1979 = !DILocation(line: 106, column: 14, scope: !1936)
!1980 = !DILocation(line: 106, column: 2, scope: !1936)
!1981 = !DILocation(line: 107, column: 1, scope: !1936)
!1982 = distinct !DISubprogram(name: "crc32_byte", scope: !94, file: !94, line: 71, type: !1983, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !211)
!1983 = !DISubroutineType(types: !1984)
!1984 = !{null, !793}
!1985 = !DILocalVariable(name: "b", arg: 1, scope: !1982, file: !94, line: 71, type: !793)
!1986 = !DILocation(line: 71, column: 21, scope: !1982)
!1987 = !DILocation(line: 73, column: 5, scope: !1982)
!1988 = !DILocation(line: 73, column: 19, scope: !1982)
!1989 = !DILocation(line: 73, column: 25, scope: !1982)
!1990 = !DILocation(line: 74, column: 14, scope: !1982)
!1991 = !DILocation(line: 74, column: 30, scope: !1982)
!1992 = !DILocation(line: 74, column: 28, scope: !1982)
!1993 = !DILocation(line: 74, column: 33, scope: !1982)
!1994 = !DILocation(line: 74, column: 3, scope: !1982)
!1995 = !DILocation(line: 73, column: 39, scope: !1982)
!1996 = !DILocation(line: 72, column: 16, scope: !1982)
!1997 = !DILocation(line: 75, column: 1, scope: !1982)
