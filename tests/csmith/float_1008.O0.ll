; ModuleID = 'float_1008.c'
source_filename = "float_1008.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@g_4 = internal global [5 x i32] [i32 623685942, i32 623685942, i32 623685942, i32 623685942, i32 623685942], align 16, !dbg !7
@.str.1 = private unnamed_addr constant [7 x i8] c"g_4[i]\00", align 1, !dbg !15
@.str.2 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !20
@g_14 = internal global i32 379717042, align 4, !dbg !156
@.str.3 = private unnamed_addr constant [5 x i8] c"g_14\00", align 1, !dbg !25
@g_16 = internal global float -7.375000e+00, align 4, !dbg !158
@.str.4 = private unnamed_addr constant [5 x i8] c"g_16\00", align 1, !dbg !30
@g_31 = internal global i64 -1, align 8, !dbg !160
@.str.5 = private unnamed_addr constant [5 x i8] c"g_31\00", align 1, !dbg !32
@g_59 = internal global [10 x i64] [i64 -2571426421017954464, i64 -2571426421017954464, i64 -2571426421017954464, i64 -2571426421017954464, i64 -2571426421017954464, i64 -2571426421017954464, i64 -2571426421017954464, i64 -2571426421017954464, i64 -2571426421017954464, i64 -2571426421017954464], align 16, !dbg !162
@.str.6 = private unnamed_addr constant [8 x i8] c"g_59[i]\00", align 1, !dbg !34
@g_60 = internal global i16 30975, align 2, !dbg !167
@.str.7 = private unnamed_addr constant [5 x i8] c"g_60\00", align 1, !dbg !39
@g_62 = internal global i16 -1, align 2, !dbg !172
@.str.8 = private unnamed_addr constant [5 x i8] c"g_62\00", align 1, !dbg !41
@g_63 = internal global i16 -23715, align 2, !dbg !174
@.str.9 = private unnamed_addr constant [5 x i8] c"g_63\00", align 1, !dbg !43
@g_80 = internal global i32 -510271423, align 4, !dbg !176
@.str.10 = private unnamed_addr constant [5 x i8] c"g_80\00", align 1, !dbg !45
@g_86 = internal global i32 -15527789, align 4, !dbg !178
@.str.11 = private unnamed_addr constant [5 x i8] c"g_86\00", align 1, !dbg !47
@g_89 = internal global float 8.500000e+00, align 4, !dbg !180
@.str.12 = private unnamed_addr constant [5 x i8] c"g_89\00", align 1, !dbg !49
@g_103 = internal global i8 -58, align 1, !dbg !182
@.str.13 = private unnamed_addr constant [6 x i8] c"g_103\00", align 1, !dbg !51
@g_140 = internal global i8 -2, align 1, !dbg !184
@.str.14 = private unnamed_addr constant [6 x i8] c"g_140\00", align 1, !dbg !56
@g_206 = internal global i16 9, align 2, !dbg !189
@.str.15 = private unnamed_addr constant [6 x i8] c"g_206\00", align 1, !dbg !58
@g_235 = internal global [6 x [5 x i64]] [[5 x i64] [i64 -1, i64 1, i64 -1, i64 -1, i64 1], [5 x i64] [i64 1, i64 -1, i64 -1, i64 1, i64 -1], [5 x i64] [i64 1, i64 1, i64 2, i64 1, i64 1], [5 x i64] [i64 -1, i64 1, i64 -1, i64 -1, i64 1], [5 x i64] [i64 1, i64 -1, i64 -1, i64 1, i64 -1], [5 x i64] [i64 1, i64 1, i64 2, i64 1, i64 1]], align 16, !dbg !191
@.str.16 = private unnamed_addr constant [12 x i8] c"g_235[i][j]\00", align 1, !dbg !60
@.str.17 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !65
@g_295 = internal global [5 x [4 x i32]] [[4 x i32] [i32 9, i32 9, i32 9, i32 9], [4 x i32] [i32 9, i32 9, i32 9, i32 9], [4 x i32] [i32 9, i32 9, i32 9, i32 9], [4 x i32] [i32 9, i32 9, i32 9, i32 9], [4 x i32] [i32 9, i32 9, i32 9, i32 9]], align 16, !dbg !198
@.str.18 = private unnamed_addr constant [12 x i8] c"g_295[i][j]\00", align 1, !dbg !70
@g_313 = internal global i8 -5, align 1, !dbg !202
@.str.19 = private unnamed_addr constant [6 x i8] c"g_313\00", align 1, !dbg !72
@g_336 = internal global i64 7661002783327055256, align 8, !dbg !204
@.str.20 = private unnamed_addr constant [6 x i8] c"g_336\00", align 1, !dbg !74
@g_345 = internal global i32 804182612, align 4, !dbg !206
@.str.21 = private unnamed_addr constant [6 x i8] c"g_345\00", align 1, !dbg !76
@crc32_context = internal global i32 -1, align 4, !dbg !214
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !78
@__const.func_1.l_15 = private unnamed_addr constant [7 x ptr] [ptr @g_16, ptr @g_16, ptr @g_16, ptr @g_16, ptr @g_16, ptr @g_16, ptr @g_16], align 16
@g_13 = internal global ptr @g_14, align 8, !dbg !96
@g_91 = internal global ptr @g_89, align 8, !dbg !102
@__const.func_1.l_255 = private unnamed_addr constant [5 x [7 x [7 x i32]]] [[7 x [7 x i32]] [[7 x i32] [i32 1347704078, i32 -1279827569, i32 306367452, i32 -788765001, i32 6, i32 1347704078, i32 -9], [7 x i32] [i32 -1, i32 76378964, i32 1, i32 6, i32 1516967242, i32 -497870682, i32 -7], [7 x i32] [i32 0, i32 0, i32 -1, i32 1767099580, i32 -1, i32 0, i32 0], [7 x i32] [i32 -1230487907, i32 1836255654, i32 -7, i32 2028032533, i32 2043606914, i32 5, i32 -1], [7 x i32] [i32 -1, i32 6, i32 -610449684, i32 -7, i32 0, i32 4, i32 6], [7 x i32] [i32 0, i32 -9, i32 -7, i32 -1, i32 7, i32 1347704078, i32 -5], [7 x i32] [i32 -1, i32 2, i32 -1, i32 -1, i32 -5, i32 -1521078513, i32 2028032533]], [7 x [7 x i32]] [[7 x i32] [i32 529203686, i32 2043606914, i32 1, i32 -1042934091, i32 0, i32 0, i32 0], [7 x i32] [i32 -1, i32 1347704078, i32 306367452, i32 1836255654, i32 0, i32 -1758557201, i32 76378964], [7 x i32] [i32 -1521078513, i32 -5, i32 -1, i32 -1, i32 2, i32 -1, i32 7], [7 x i32] [i32 0, i32 -5, i32 -1995617245, i32 -5, i32 1516967242, i32 -7, i32 6], [7 x i32] [i32 -642036168, i32 1347704078, i32 -1, i32 6, i32 -3, i32 -1933812045, i32 2], [7 x i32] [i32 5, i32 2043606914, i32 2028032533, i32 -7, i32 1836255654, i32 1, i32 1], [7 x i32] [i32 1347704078, i32 -1, i32 -903474228, i32 -1, i32 1347704078, i32 1836255654, i32 2018309352]], [7 x [7 x i32]] [[7 x i32] [i32 306367452, i32 4, i32 -9, i32 -1521078513, i32 4, i32 -1995617245, i32 -1758557201], [7 x i32] [i32 135508971, i32 1281301216, i32 -96055623, i32 0, i32 5, i32 135508971, i32 1388612614], [7 x i32] [i32 306367452, i32 -1521078513, i32 -1, i32 -788765001, i32 0, i32 0, i32 -1933812045], [7 x i32] [i32 1347704078, i32 -7, i32 135508971, i32 -4, i32 -497870682, i32 0, i32 -1], [7 x i32] [i32 -729738296, i32 1791964981, i32 -96055623, i32 -497870682, i32 1347704078, i32 -615971529, i32 -7], [7 x i32] [i32 1, i32 5, i32 0, i32 1791964981, i32 2018309352, i32 -5, i32 5], [7 x i32] [i32 -1933812045, i32 1388612614, i32 -437347429, i32 0, i32 1388612614, i32 135508971, i32 5]], [7 x [7 x i32]] [[7 x i32] [i32 -1, i32 2018309352, i32 4, i32 -9, i32 5, i32 5, i32 -7], [7 x i32] [i32 2028032533, i32 1347704078, i32 39329651, i32 7, i32 1791964981, i32 -7, i32 -1], [7 x i32] [i32 -1, i32 -497870682, i32 -170517352, i32 -1933812045, i32 -7, i32 -7, i32 -1933812045], [7 x i32] [i32 -9, i32 0, i32 -9, i32 135508971, i32 -1521078513, i32 1334347123, i32 1388612614], [7 x i32] [i32 -1933812045, i32 5, i32 1516967242, i32 7, i32 1281301216, i32 -1, i32 -1758557201], [7 x i32] [i32 1465118190, i32 4, i32 -7, i32 -788765001, i32 4, i32 1334347123, i32 2018309352], [7 x i32] [i32 1, i32 1347704078, i32 -610449684, i32 -437347429, i32 -1, i32 -7, i32 1]], [7 x [7 x i32]] [[7 x i32] [i32 -1, i32 -1521078513, i32 6, i32 1791964981, i32 1347704078, i32 -7, i32 -1], [7 x i32] [i32 1465118190, i32 0, i32 -9, i32 2018309352, i32 135508971, i32 5, i32 1281301216], [7 x i32] [i32 135508971, i32 -1758557201, i32 2, i32 -170517352, i32 -1230487907, i32 135508971, i32 -1], [7 x i32] [i32 -788765001, i32 -1, i32 6, i32 -788765001, i32 -1230487907, i32 -5, i32 1791964981], [7 x i32] [i32 -1, i32 -7, i32 -7, i32 -9, i32 135508971, i32 -615971529, i32 -1], [7 x i32] [i32 -615971529, i32 -1933812045, i32 0, i32 -7, i32 1347704078, i32 0, i32 4], [7 x i32] [i32 -7, i32 -1230487907, i32 0, i32 -1, i32 -1, i32 0, i32 -1230487907]]], align 16
@constinit = private constant [3 x ptr] [ptr getelementptr (i8, ptr @g_4, i64 4), ptr getelementptr (i8, ptr @g_4, i64 4), ptr getelementptr (i8, ptr @g_4, i64 4)], align 8
@constinit.22 = private constant [3 x ptr] [ptr getelementptr (i8, ptr @g_4, i64 4), ptr getelementptr (i8, ptr @g_4, i64 4), ptr getelementptr (i8, ptr @g_4, i64 4)], align 8
@constinit.23 = private constant [3 x ptr] [ptr getelementptr (i8, ptr @g_4, i64 4), ptr getelementptr (i8, ptr @g_4, i64 4), ptr getelementptr (i8, ptr @g_4, i64 4)], align 8
@g_211 = internal global ptr @g_31, align 8, !dbg !107
@g_205 = internal global ptr @g_206, align 8, !dbg !109
@constinit.24 = private constant [4 x ptr] [ptr getelementptr (i8, ptr @g_295, i64 32), ptr null, ptr null, ptr getelementptr (i8, ptr @g_295, i64 68)], align 8
@constinit.25 = private constant [4 x ptr] [ptr getelementptr (i8, ptr @g_295, i64 44), ptr getelementptr (i8, ptr @g_295, i64 60), ptr null, ptr getelementptr (i8, ptr @g_295, i64 68)], align 8
@constinit.26 = private constant [4 x ptr] [ptr getelementptr (i8, ptr @g_295, i64 48), ptr null, ptr getelementptr (i8, ptr @g_295, i64 72), ptr null], align 8
@constinit.27 = private constant [4 x ptr] [ptr null, ptr null, ptr getelementptr (i8, ptr @g_295, i64 52), ptr getelementptr (i8, ptr @g_295, i64 12)], align 8
@constinit.28 = private constant [4 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_295, i64 44), ptr getelementptr (i8, ptr @g_295, i64 72), ptr getelementptr (i8, ptr @g_295, i64 44)], align 8
@constinit.29 = private constant [4 x ptr] [ptr getelementptr (i8, ptr @g_295, i64 52), ptr getelementptr (i8, ptr @g_295, i64 60), ptr null, ptr null], align 8
@constinit.30 = private constant [4 x ptr] [ptr getelementptr (i8, ptr @g_295, i64 64), ptr getelementptr (i8, ptr @g_295, i64 12), ptr getelementptr (i8, ptr @g_295, i64 72), ptr getelementptr (i8, ptr @g_295, i64 68)], align 8
@constinit.31 = private constant [4 x ptr] [ptr getelementptr (i8, ptr @g_295, i64 40), ptr getelementptr (i8, ptr @g_295, i64 12), ptr null, ptr null], align 8
@constinit.32 = private constant [4 x ptr] [ptr getelementptr (i8, ptr @g_295, i64 40), ptr getelementptr (i8, ptr @g_295, i64 60), ptr getelementptr (i8, ptr @g_295, i64 60), ptr getelementptr (i8, ptr @g_295, i64 44)], align 8
@constinit.33 = private constant [4 x ptr] [ptr getelementptr (i8, ptr @g_295, i64 52), ptr getelementptr (i8, ptr @g_295, i64 44), ptr getelementptr (i8, ptr @g_295, i64 44), ptr null], align 8
@constinit.34 = private constant [4 x ptr] [ptr getelementptr (i8, ptr @g_295, i64 36), ptr getelementptr (i8, ptr @g_295, i64 68), ptr getelementptr (i8, ptr @g_295, i64 72), ptr getelementptr (i8, ptr @g_295, i64 12)], align 8
@constinit.35 = private constant [4 x ptr] [ptr getelementptr (i8, ptr @g_295, i64 16), ptr null, ptr getelementptr (i8, ptr @g_295, i64 40), ptr null], align 8
@constinit.36 = private constant [4 x ptr] [ptr getelementptr (i8, ptr @g_295, i64 40), ptr null, ptr null, ptr null], align 8
@constinit.37 = private constant [4 x ptr] [ptr getelementptr (i8, ptr @g_295, i64 48), ptr null, ptr getelementptr (i8, ptr @g_295, i64 72), ptr null], align 8
@constinit.38 = private constant [4 x ptr] [ptr null, ptr null, ptr getelementptr (i8, ptr @g_295, i64 52), ptr getelementptr (i8, ptr @g_295, i64 12)], align 8
@constinit.39 = private constant [4 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_295, i64 44), ptr getelementptr (i8, ptr @g_295, i64 72), ptr getelementptr (i8, ptr @g_295, i64 44)], align 8
@constinit.40 = private constant [4 x ptr] [ptr getelementptr (i8, ptr @g_295, i64 52), ptr getelementptr (i8, ptr @g_295, i64 60), ptr null, ptr null], align 8
@constinit.41 = private constant [4 x ptr] [ptr getelementptr (i8, ptr @g_295, i64 64), ptr getelementptr (i8, ptr @g_295, i64 12), ptr getelementptr (i8, ptr @g_295, i64 72), ptr getelementptr (i8, ptr @g_295, i64 68)], align 8
@constinit.42 = private constant [4 x ptr] [ptr getelementptr (i8, ptr @g_295, i64 40), ptr getelementptr (i8, ptr @g_295, i64 12), ptr null, ptr null], align 8
@constinit.43 = private constant [4 x ptr] [ptr getelementptr (i8, ptr @g_295, i64 40), ptr getelementptr (i8, ptr @g_295, i64 60), ptr getelementptr (i8, ptr @g_295, i64 60), ptr getelementptr (i8, ptr @g_295, i64 44)], align 8
@constinit.44 = private constant [4 x ptr] [ptr null, ptr @g_295, ptr getelementptr (i8, ptr @g_295, i64 72), ptr null], align 8
@constinit.45 = private constant [4 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_295, i64 44), ptr @g_295, ptr getelementptr (i8, ptr @g_295, i64 44)], align 8
@constinit.46 = private constant [4 x ptr] [ptr @g_295, ptr getelementptr (i8, ptr @g_295, i64 44), ptr getelementptr (i8, ptr @g_295, i64 44), ptr null], align 8
@g_262 = internal global ptr @g_14, align 8, !dbg !116
@g_119 = internal global [9 x [7 x [4 x ptr]]] [[7 x [4 x ptr]] [[4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13]], [7 x [4 x ptr]] [[4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13]], [7 x [4 x ptr]] [[4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13]], [7 x [4 x ptr]] [[4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13]], [7 x [4 x ptr]] [[4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13]], [7 x [4 x ptr]] [[4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13]], [7 x [4 x ptr]] [[4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13]], [7 x [4 x ptr]] [[4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13]], [7 x [4 x ptr]] [[4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], [4 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13]]], align 16, !dbg !119
@g_105 = internal global ptr @g_13, align 8, !dbg !126
@g_310 = internal global ptr @g_311, align 8, !dbg !129
@g_120 = internal global ptr @g_13, align 8, !dbg !137
@__const.func_1.l_343 = private unnamed_addr constant [5 x [10 x [4 x i64]]] [[10 x [4 x i64]] [[4 x i64] [i64 1411233173824922606, i64 -3, i64 -7, i64 -4488373515680525664], [4 x i64] [i64 1411233173824922606, i64 4618931497466675412, i64 1, i64 -3], [4 x i64] [i64 -7, i64 -4488373515680525664, i64 -7, i64 -3649633335935013609], [4 x i64] [i64 -3, i64 -4488373515680525664, i64 -7, i64 -3], [4 x i64] [i64 -7, i64 4618931497466675412, i64 1, i64 -4488373515680525664], [4 x i64] [i64 -7, i64 -3, i64 1, i64 -3649633335935013609], [4 x i64] [i64 -7, i64 -118094826918004649, i64 -7, i64 -118094826918004649], [4 x i64] [i64 -3, i64 4618931497466675412, i64 -7, i64 -118094826918004649], [4 x i64] [i64 -7, i64 -118094826918004649, i64 1, i64 -3649633335935013609], [4 x i64] [i64 1411233173824922606, i64 -3, i64 -7, i64 -4488373515680525664]], [10 x [4 x i64]] [[4 x i64] [i64 1411233173824922606, i64 4618931497466675412, i64 1, i64 -3], [4 x i64] [i64 -7, i64 -4488373515680525664, i64 -7, i64 -3649633335935013609], [4 x i64] [i64 -3, i64 -4488373515680525664, i64 -7, i64 -3], [4 x i64] [i64 -7, i64 4618931497466675412, i64 1, i64 -4488373515680525664], [4 x i64] [i64 -7, i64 -3, i64 1, i64 -3649633335935013609], [4 x i64] [i64 -7, i64 -118094826918004649, i64 -7, i64 -118094826918004649], [4 x i64] [i64 -3, i64 4618931497466675412, i64 -7, i64 -118094826918004649], [4 x i64] [i64 -7, i64 -118094826918004649, i64 1, i64 -3649633335935013609], [4 x i64] [i64 1411233173824922606, i64 -3, i64 -7, i64 -4488373515680525664], [4 x i64] [i64 1411233173824922606, i64 4618931497466675412, i64 1, i64 -3]], [10 x [4 x i64]] [[4 x i64] [i64 -7, i64 -4488373515680525664, i64 -7, i64 -3649633335935013609], [4 x i64] [i64 -3, i64 -4488373515680525664, i64 -7, i64 -3], [4 x i64] [i64 -7, i64 4618931497466675412, i64 1, i64 -4488373515680525664], [4 x i64] [i64 -7, i64 -3, i64 1, i64 -3649633335935013609], [4 x i64] [i64 -7, i64 -118094826918004649, i64 -7, i64 -118094826918004649], [4 x i64] [i64 -3, i64 4618931497466675412, i64 -7, i64 -118094826918004649], [4 x i64] [i64 -7, i64 -118094826918004649, i64 1, i64 -3649633335935013609], [4 x i64] [i64 1411233173824922606, i64 -3, i64 -7, i64 -4488373515680525664], [4 x i64] [i64 1411233173824922606, i64 4618931497466675412, i64 1, i64 -3], [4 x i64] [i64 -7, i64 -4488373515680525664, i64 -7, i64 -3649633335935013609]], [10 x [4 x i64]] [[4 x i64] [i64 -3, i64 -4488373515680525664, i64 -7, i64 -3], [4 x i64] [i64 -7, i64 4618931497466675412, i64 1, i64 -4488373515680525664], [4 x i64] [i64 -7, i64 -3, i64 1, i64 -3649633335935013609], [4 x i64] [i64 -7, i64 -118094826918004649, i64 -7, i64 -118094826918004649], [4 x i64] [i64 -3, i64 4618931497466675412, i64 -7, i64 -118094826918004649], [4 x i64] [i64 -7, i64 -118094826918004649, i64 1, i64 -3649633335935013609], [4 x i64] [i64 1411233173824922606, i64 -3, i64 -7, i64 -4488373515680525664], [4 x i64] [i64 1411233173824922606, i64 4618931497466675412, i64 1, i64 -3], [4 x i64] [i64 -7, i64 -4488373515680525664, i64 -7, i64 -3649633335935013609], [4 x i64] [i64 -3, i64 -4488373515680525664, i64 -7, i64 -3]], [10 x [4 x i64]] [[4 x i64] [i64 -7, i64 4618931497466675412, i64 1, i64 -4488373515680525664], [4 x i64] [i64 -7, i64 -3, i64 1, i64 -3649633335935013609], [4 x i64] [i64 -7, i64 -118094826918004649, i64 -7, i64 -118094826918004649], [4 x i64] [i64 -3, i64 4618931497466675412, i64 5, i64 -3649633335935013609], [4 x i64] [i64 5, i64 -3649633335935013609, i64 -748462033438755007, i64 -1085294453224523595], [4 x i64] [i64 -7, i64 7, i64 1411233173824922606, i64 4618931497466675412], [4 x i64] [i64 -7, i64 4, i64 -748462033438755007, i64 7], [4 x i64] [i64 5, i64 4618931497466675412, i64 5, i64 -1085294453224523595], [4 x i64] [i64 1, i64 4618931497466675412, i64 1411233173824922606, i64 7], [4 x i64] [i64 1, i64 4, i64 -7, i64 4618931497466675412]]], align 16
@g_311 = internal global ptr @g_103, align 8, !dbg !139
@g_214 = internal global ptr @g_210, align 8, !dbg !141
@g_82 = internal constant ptr @g_13, align 8, !dbg !144
@g_213 = internal global ptr @g_214, align 8, !dbg !147
@__const.func_7.l_117 = private unnamed_addr constant [5 x ptr] [ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13, ptr @g_13], align 16
@__const.func_7.l_122 = private unnamed_addr constant [2 x [10 x [2 x i32]]] [[10 x [2 x i32]] [[2 x i32] [i32 -1120974654, i32 1], [2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 -1, i32 1], [2 x i32] [i32 -1120974654, i32 -606570031], [2 x i32] [i32 1, i32 -606570031], [2 x i32] [i32 -1120974654, i32 1], [2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 -1, i32 1], [2 x i32] [i32 -1120974654, i32 -606570031], [2 x i32] [i32 1, i32 -606570031]], [10 x [2 x i32]] [[2 x i32] [i32 -1120974654, i32 1], [2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 -1, i32 1], [2 x i32] [i32 -1120974654, i32 -606570031], [2 x i32] [i32 1, i32 -606570031], [2 x i32] [i32 -1120974654, i32 1], [2 x i32] [i32 -1, i32 -1], [2 x i32] [i32 -1, i32 1], [2 x i32] [i32 -1120974654, i32 -606570031], [2 x i32] [i32 1, i32 -606570031]]], align 16
@__const.func_7.l_161 = private unnamed_addr constant [6 x [10 x i32]] [[10 x i32] [i32 853969979, i32 -972807551, i32 -835203962, i32 -186684289, i32 -1184055308, i32 -1184055308, i32 -186684289, i32 -835203962, i32 -972807551, i32 853969979], [10 x i32] [i32 1274933712, i32 853969979, i32 1958674635, i32 -6, i32 0, i32 -186684289, i32 -10, i32 16258382, i32 -666303761, i32 2006667247], [10 x i32] [i32 1958674635, i32 1387799688, i32 -3, i32 853969979, i32 0, i32 -972807551, i32 1972988168, i32 -972807551, i32 0, i32 853969979], [10 x i32] [i32 0, i32 -10, i32 0, i32 1274933712, i32 -1184055308, i32 -6, i32 2006667247, i32 -3, i32 -7, i32 0], [10 x i32] [i32 -10, i32 -1184055308, i32 1972988168, i32 1958674635, i32 2006667247, i32 -1968131761, i32 -835203962, i32 -3, i32 -3, i32 -835203962], [10 x i32] [i32 -666303761, i32 -7, i32 0, i32 0, i32 -7, i32 -666303761, i32 -3, i32 -972807551, i32 -1612271478, i32 1972988168]], align 16
@__const.func_7.l_175 = private unnamed_addr constant [10 x ptr] [ptr @g_89, ptr @g_89, ptr @g_89, ptr @g_89, ptr null, ptr @g_89, ptr @g_89, ptr @g_89, ptr @g_89, ptr null], align 16
@__const.func_9.l_61 = private unnamed_addr constant [8 x [10 x i32]] [[10 x i32] [i32 -214091251, i32 0, i32 1790852883, i32 1825744193, i32 -1, i32 -7, i32 -1150300653, i32 -7, i32 0, i32 -7], [10 x i32] [i32 0, i32 -829575, i32 0, i32 2015359431, i32 168298880, i32 -1565109259, i32 -1732224681, i32 1825744193, i32 1092661669, i32 342087947], [10 x i32] [i32 -3, i32 -1150300653, i32 168298880, i32 -293712197, i32 927509213, i32 -1732224681, i32 -1, i32 1825744193, i32 0, i32 -313525937], [10 x i32] [i32 -991238976, i32 168298880, i32 0, i32 -6, i32 1092661669, i32 -3, i32 -3, i32 1092661669, i32 -6, i32 0], [10 x i32] [i32 2015359431, i32 2015359431, i32 342087947, i32 335419096, i32 -1565109259, i32 -6, i32 -214091251, i32 0, i32 -1, i32 -3], [10 x i32] [i32 -1, i32 1, i32 -6, i32 168298880, i32 -1732224681, i32 1790852883, i32 -214091251, i32 -1150300653, i32 -293712197, i32 -991238976], [10 x i32] [i32 -776494735, i32 2015359431, i32 -313525937, i32 -1528718177, i32 -3, i32 0, i32 -3, i32 -1528718177, i32 -313525937, i32 2015359431], [10 x i32] [i32 927509213, i32 168298880, i32 1, i32 0, i32 -6, i32 2015359431, i32 -1, i32 -7, i32 1790852883, i32 -1]], align 16
@__const.func_9.l_58 = private unnamed_addr constant [10 x [6 x [4 x ptr]]] [[6 x [4 x ptr]] [[4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr null], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 40)], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31, ptr @g_31, ptr null], [4 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_59, i64 16), ptr getelementptr (i8, ptr @g_59, i64 40), ptr getelementptr (i8, ptr @g_59, i64 48)], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr null, ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48)], [4 x ptr] [ptr @g_31, ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 64), ptr null]], [6 x [4 x ptr]] [[4 x ptr] [ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 16), ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31], [4 x ptr] [ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 40)], [4 x ptr] [ptr @g_31, ptr null, ptr getelementptr (i8, ptr @g_59, i64 64), ptr @g_31], [4 x ptr] [ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48)], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 40), ptr getelementptr (i8, ptr @g_59, i64 40)], [4 x ptr] [ptr null, ptr null, ptr @g_31, ptr @g_31]], [6 x [4 x ptr]] [[4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 16), ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48)], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 64), ptr @g_31], [4 x ptr] [ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 16), ptr getelementptr (i8, ptr @g_59, i64 16), ptr @g_31], [4 x ptr] [ptr @g_31, ptr null, ptr getelementptr (i8, ptr @g_59, i64 16), ptr getelementptr (i8, ptr @g_59, i64 40)], [4 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 64), ptr getelementptr (i8, ptr @g_59, i64 48)]], [6 x [4 x ptr]] [[4 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31, ptr @g_31], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr null, ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 40)], [4 x ptr] [ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31, ptr @g_31], [4 x ptr] [ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 16), ptr @g_31, ptr null], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31, ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 48)], [4 x ptr] [ptr null, ptr null, ptr getelementptr (i8, ptr @g_59, i64 64), ptr getelementptr (i8, ptr @g_59, i64 48)]], [6 x [4 x ptr]] [[4 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_59, i64 16), ptr getelementptr (i8, ptr @g_59, i64 16), ptr null], [4 x ptr] [ptr @g_31, ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 16), ptr getelementptr (i8, ptr @g_59, i64 40)], [4 x ptr] [ptr @g_31, ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 64), ptr null], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr null], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 40)], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31, ptr @g_31, ptr null]], [6 x [4 x ptr]] [[4 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_59, i64 16), ptr getelementptr (i8, ptr @g_59, i64 40), ptr getelementptr (i8, ptr @g_59, i64 48)], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr null, ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48)], [4 x ptr] [ptr @g_31, ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 64), ptr null], [4 x ptr] [ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 16), ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31], [4 x ptr] [ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 40)], [4 x ptr] [ptr @g_31, ptr null, ptr getelementptr (i8, ptr @g_59, i64 64), ptr @g_31]], [6 x [4 x ptr]] [[4 x ptr] [ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48)], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 40), ptr getelementptr (i8, ptr @g_59, i64 40)], [4 x ptr] [ptr null, ptr null, ptr @g_31, ptr @g_31], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 16), ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48)], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 64), ptr @g_31]], [6 x [4 x ptr]] [[4 x ptr] [ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 16)], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr null], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 16), ptr @g_31, ptr @g_31, ptr @g_31], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 40), ptr getelementptr (i8, ptr @g_59, i64 64), ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48)], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 40), ptr getelementptr (i8, ptr @g_59, i64 40), ptr getelementptr (i8, ptr @g_59, i64 8), ptr null], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48)]], [6 x [4 x ptr]] [[4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 8), ptr getelementptr (i8, ptr @g_59, i64 48)], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 40), ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48)], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 40), ptr getelementptr (i8, ptr @g_59, i64 16), ptr @g_31, ptr @g_31], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 16), ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 16)], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31, ptr null], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 16), ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 40)]], [6 x [4 x ptr]] [[4 x ptr] [ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 64), ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 40)], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 40), ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr null], [4 x ptr] [ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 16)], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr null, ptr @g_31], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 40), ptr getelementptr (i8, ptr @g_59, i64 16), ptr getelementptr (i8, ptr @g_59, i64 40), ptr getelementptr (i8, ptr @g_59, i64 48)], [4 x ptr] [ptr getelementptr (i8, ptr @g_59, i64 48), ptr getelementptr (i8, ptr @g_59, i64 48), ptr @g_31, ptr getelementptr (i8, ptr @g_59, i64 48)]]], align 16
@g_210 = internal constant ptr @g_211, align 8, !dbg !88
@.str.47 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !151
@.str.48 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !208

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !225 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !231, !DIExpression(), !232)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !233, !DIExpression(), !234)
    #dbg_declare(ptr %6, !235, !DIExpression(), !236)
    #dbg_declare(ptr %7, !237, !DIExpression(), !238)
    #dbg_declare(ptr %8, !239, !DIExpression(), !240)
    #dbg_declare(ptr %9, !241, !DIExpression(), !242)
  store i32 0, ptr %9, align 4, !dbg !242
  %10 = load i32, ptr %4, align 4, !dbg !243
  %11 = icmp eq i32 %10, 2, !dbg !245
  br i1 %11, label %12, label %19, !dbg !246

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8, !dbg !247
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !247
  %15 = load ptr, ptr %14, align 8, !dbg !247
  %16 = call i32 @strcmp(ptr noundef %15, ptr noundef @.str) #6, !dbg !248
  %17 = icmp eq i32 %16, 0, !dbg !249
  br i1 %17, label %18, label %19, !dbg !250

18:                                               ; preds = %12
  store i32 1, ptr %9, align 4, !dbg !251
  br label %19, !dbg !252

19:                                               ; preds = %18, %12, %2
  call void @platform_main_begin(), !dbg !253
  call void @crc32_gentab(), !dbg !254
  %20 = call i64 @func_1(), !dbg !255
  store i32 0, ptr %6, align 4, !dbg !256
  br label %21, !dbg !258

21:                                               ; preds = %37, %19
  %22 = load i32, ptr %6, align 4, !dbg !259
  %23 = icmp slt i32 %22, 5, !dbg !261
  br i1 %23, label %24, label %40, !dbg !262

24:                                               ; preds = %21
  %25 = load i32, ptr %6, align 4, !dbg !263
  %26 = sext i32 %25 to i64, !dbg !265
  %27 = getelementptr inbounds [5 x i32], ptr @g_4, i64 0, i64 %26, !dbg !265
  %28 = load i32, ptr %27, align 4, !dbg !265
  %29 = sext i32 %28 to i64, !dbg !265
  %30 = load i32, ptr %9, align 4, !dbg !266
  call void @transparent_crc(i64 noundef %29, ptr noundef @.str.1, i32 noundef %30), !dbg !267
  %31 = load i32, ptr %9, align 4, !dbg !268
  %32 = icmp ne i32 %31, 0, !dbg !268
  br i1 %32, label %33, label %36, !dbg !270

33:                                               ; preds = %24
  %34 = load i32, ptr %6, align 4, !dbg !271
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %34), !dbg !272
  br label %36, !dbg !272

36:                                               ; preds = %33, %24
  br label %37, !dbg !273

37:                                               ; preds = %36
  %38 = load i32, ptr %6, align 4, !dbg !274
  %39 = add nsw i32 %38, 1, !dbg !274
  store i32 %39, ptr %6, align 4, !dbg !274
  br label %21, !dbg !275, !llvm.loop !276

40:                                               ; preds = %21
  %41 = load i32, ptr @g_14, align 4, !dbg !279
  %42 = sext i32 %41 to i64, !dbg !279
  %43 = load i32, ptr %9, align 4, !dbg !280
  call void @transparent_crc(i64 noundef %42, ptr noundef @.str.3, i32 noundef %43), !dbg !281
  %44 = load i32, ptr %9, align 4, !dbg !282
  call void @transparent_crc_bytes(ptr noundef @g_16, i32 noundef 4, ptr noundef @.str.4, i32 noundef %44), !dbg !283
  %45 = load i64, ptr @g_31, align 8, !dbg !284
  %46 = load i32, ptr %9, align 4, !dbg !285
  call void @transparent_crc(i64 noundef %45, ptr noundef @.str.5, i32 noundef %46), !dbg !286
  store i32 0, ptr %6, align 4, !dbg !287
  br label %47, !dbg !289

47:                                               ; preds = %62, %40
  %48 = load i32, ptr %6, align 4, !dbg !290
  %49 = icmp slt i32 %48, 10, !dbg !292
  br i1 %49, label %50, label %65, !dbg !293

50:                                               ; preds = %47
  %51 = load i32, ptr %6, align 4, !dbg !294
  %52 = sext i32 %51 to i64, !dbg !296
  %53 = getelementptr inbounds [10 x i64], ptr @g_59, i64 0, i64 %52, !dbg !296
  %54 = load i64, ptr %53, align 8, !dbg !296
  %55 = load i32, ptr %9, align 4, !dbg !297
  call void @transparent_crc(i64 noundef %54, ptr noundef @.str.6, i32 noundef %55), !dbg !298
  %56 = load i32, ptr %9, align 4, !dbg !299
  %57 = icmp ne i32 %56, 0, !dbg !299
  br i1 %57, label %58, label %61, !dbg !301

58:                                               ; preds = %50
  %59 = load i32, ptr %6, align 4, !dbg !302
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %59), !dbg !303
  br label %61, !dbg !303

61:                                               ; preds = %58, %50
  br label %62, !dbg !304

62:                                               ; preds = %61
  %63 = load i32, ptr %6, align 4, !dbg !305
  %64 = add nsw i32 %63, 1, !dbg !305
  store i32 %64, ptr %6, align 4, !dbg !305
  br label %47, !dbg !306, !llvm.loop !307

65:                                               ; preds = %47
  %66 = load i16, ptr @g_60, align 2, !dbg !309
  %67 = sext i16 %66 to i64, !dbg !309
  %68 = load i32, ptr %9, align 4, !dbg !310
  call void @transparent_crc(i64 noundef %67, ptr noundef @.str.7, i32 noundef %68), !dbg !311
  %69 = load i16, ptr @g_62, align 2, !dbg !312
  %70 = sext i16 %69 to i64, !dbg !312
  %71 = load i32, ptr %9, align 4, !dbg !313
  call void @transparent_crc(i64 noundef %70, ptr noundef @.str.8, i32 noundef %71), !dbg !314
  %72 = load i16, ptr @g_63, align 2, !dbg !315
  %73 = zext i16 %72 to i64, !dbg !315
  %74 = load i32, ptr %9, align 4, !dbg !316
  call void @transparent_crc(i64 noundef %73, ptr noundef @.str.9, i32 noundef %74), !dbg !317
  %75 = load i32, ptr @g_80, align 4, !dbg !318
  %76 = sext i32 %75 to i64, !dbg !318
  %77 = load i32, ptr %9, align 4, !dbg !319
  call void @transparent_crc(i64 noundef %76, ptr noundef @.str.10, i32 noundef %77), !dbg !320
  %78 = load i32, ptr @g_86, align 4, !dbg !321
  %79 = sext i32 %78 to i64, !dbg !321
  %80 = load i32, ptr %9, align 4, !dbg !322
  call void @transparent_crc(i64 noundef %79, ptr noundef @.str.11, i32 noundef %80), !dbg !323
  %81 = load i32, ptr %9, align 4, !dbg !324
  call void @transparent_crc_bytes(ptr noundef @g_89, i32 noundef 4, ptr noundef @.str.12, i32 noundef %81), !dbg !325
  %82 = load i8, ptr @g_103, align 1, !dbg !326
  %83 = zext i8 %82 to i64, !dbg !326
  %84 = load i32, ptr %9, align 4, !dbg !327
  call void @transparent_crc(i64 noundef %83, ptr noundef @.str.13, i32 noundef %84), !dbg !328
  %85 = load i8, ptr @g_140, align 1, !dbg !329
  %86 = sext i8 %85 to i64, !dbg !329
  %87 = load i32, ptr %9, align 4, !dbg !330
  call void @transparent_crc(i64 noundef %86, ptr noundef @.str.14, i32 noundef %87), !dbg !331
  %88 = load volatile i16, ptr @g_206, align 2, !dbg !332
  %89 = zext i16 %88 to i64, !dbg !332
  %90 = load i32, ptr %9, align 4, !dbg !333
  call void @transparent_crc(i64 noundef %89, ptr noundef @.str.15, i32 noundef %90), !dbg !334
  store i32 0, ptr %6, align 4, !dbg !335
  br label %91, !dbg !337

91:                                               ; preds = %118, %65
  %92 = load i32, ptr %6, align 4, !dbg !338
  %93 = icmp slt i32 %92, 6, !dbg !340
  br i1 %93, label %94, label %121, !dbg !341

94:                                               ; preds = %91
  store i32 0, ptr %7, align 4, !dbg !342
  br label %95, !dbg !345

95:                                               ; preds = %114, %94
  %96 = load i32, ptr %7, align 4, !dbg !346
  %97 = icmp slt i32 %96, 5, !dbg !348
  br i1 %97, label %98, label %117, !dbg !349

98:                                               ; preds = %95
  %99 = load i32, ptr %6, align 4, !dbg !350
  %100 = sext i32 %99 to i64, !dbg !352
  %101 = getelementptr inbounds [6 x [5 x i64]], ptr @g_235, i64 0, i64 %100, !dbg !352
  %102 = load i32, ptr %7, align 4, !dbg !353
  %103 = sext i32 %102 to i64, !dbg !352
  %104 = getelementptr inbounds [5 x i64], ptr %101, i64 0, i64 %103, !dbg !352
  %105 = load i64, ptr %104, align 8, !dbg !352
  %106 = load i32, ptr %9, align 4, !dbg !354
  call void @transparent_crc(i64 noundef %105, ptr noundef @.str.16, i32 noundef %106), !dbg !355
  %107 = load i32, ptr %9, align 4, !dbg !356
  %108 = icmp ne i32 %107, 0, !dbg !356
  br i1 %108, label %109, label %113, !dbg !358

109:                                              ; preds = %98
  %110 = load i32, ptr %6, align 4, !dbg !359
  %111 = load i32, ptr %7, align 4, !dbg !360
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %110, i32 noundef %111), !dbg !361
  br label %113, !dbg !361

113:                                              ; preds = %109, %98
  br label %114, !dbg !362

114:                                              ; preds = %113
  %115 = load i32, ptr %7, align 4, !dbg !363
  %116 = add nsw i32 %115, 1, !dbg !363
  store i32 %116, ptr %7, align 4, !dbg !363
  br label %95, !dbg !364, !llvm.loop !365

117:                                              ; preds = %95
  br label %118, !dbg !367

118:                                              ; preds = %117
  %119 = load i32, ptr %6, align 4, !dbg !368
  %120 = add nsw i32 %119, 1, !dbg !368
  store i32 %120, ptr %6, align 4, !dbg !368
  br label %91, !dbg !369, !llvm.loop !370

121:                                              ; preds = %91
  store i32 0, ptr %6, align 4, !dbg !372
  br label %122, !dbg !374

122:                                              ; preds = %150, %121
  %123 = load i32, ptr %6, align 4, !dbg !375
  %124 = icmp slt i32 %123, 5, !dbg !377
  br i1 %124, label %125, label %153, !dbg !378

125:                                              ; preds = %122
  store i32 0, ptr %7, align 4, !dbg !379
  br label %126, !dbg !382

126:                                              ; preds = %146, %125
  %127 = load i32, ptr %7, align 4, !dbg !383
  %128 = icmp slt i32 %127, 4, !dbg !385
  br i1 %128, label %129, label %149, !dbg !386

129:                                              ; preds = %126
  %130 = load i32, ptr %6, align 4, !dbg !387
  %131 = sext i32 %130 to i64, !dbg !389
  %132 = getelementptr inbounds [5 x [4 x i32]], ptr @g_295, i64 0, i64 %131, !dbg !389
  %133 = load i32, ptr %7, align 4, !dbg !390
  %134 = sext i32 %133 to i64, !dbg !389
  %135 = getelementptr inbounds [4 x i32], ptr %132, i64 0, i64 %134, !dbg !389
  %136 = load i32, ptr %135, align 4, !dbg !389
  %137 = zext i32 %136 to i64, !dbg !389
  %138 = load i32, ptr %9, align 4, !dbg !391
  call void @transparent_crc(i64 noundef %137, ptr noundef @.str.18, i32 noundef %138), !dbg !392
  %139 = load i32, ptr %9, align 4, !dbg !393
  %140 = icmp ne i32 %139, 0, !dbg !393
  br i1 %140, label %141, label %145, !dbg !395

141:                                              ; preds = %129
  %142 = load i32, ptr %6, align 4, !dbg !396
  %143 = load i32, ptr %7, align 4, !dbg !397
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %142, i32 noundef %143), !dbg !398
  br label %145, !dbg !398

145:                                              ; preds = %141, %129
  br label %146, !dbg !399

146:                                              ; preds = %145
  %147 = load i32, ptr %7, align 4, !dbg !400
  %148 = add nsw i32 %147, 1, !dbg !400
  store i32 %148, ptr %7, align 4, !dbg !400
  br label %126, !dbg !401, !llvm.loop !402

149:                                              ; preds = %126
  br label %150, !dbg !404

150:                                              ; preds = %149
  %151 = load i32, ptr %6, align 4, !dbg !405
  %152 = add nsw i32 %151, 1, !dbg !405
  store i32 %152, ptr %6, align 4, !dbg !405
  br label %122, !dbg !406, !llvm.loop !407

153:                                              ; preds = %122
  %154 = load i8, ptr @g_313, align 1, !dbg !409
  %155 = sext i8 %154 to i64, !dbg !409
  %156 = load i32, ptr %9, align 4, !dbg !410
  call void @transparent_crc(i64 noundef %155, ptr noundef @.str.19, i32 noundef %156), !dbg !411
  %157 = load i64, ptr @g_336, align 8, !dbg !412
  %158 = load i32, ptr %9, align 4, !dbg !413
  call void @transparent_crc(i64 noundef %157, ptr noundef @.str.20, i32 noundef %158), !dbg !414
  %159 = load i32, ptr @g_345, align 4, !dbg !415
  %160 = zext i32 %159 to i64, !dbg !415
  %161 = load i32, ptr %9, align 4, !dbg !416
  call void @transparent_crc(i64 noundef %160, ptr noundef @.str.21, i32 noundef %161), !dbg !417
  %162 = load i32, ptr @crc32_context, align 4, !dbg !418
  %163 = zext i32 %162 to i64, !dbg !418
  %164 = xor i64 %163, 4294967295, !dbg !419
  %165 = trunc i64 %164 to i32, !dbg !418
  %166 = load i32, ptr %9, align 4, !dbg !420
  call void @platform_main_end(i32 noundef %165, i32 noundef %166), !dbg !421
  ret i32 0, !dbg !422
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !423 {
  ret void, !dbg !426
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !427 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !428, !DIExpression(), !429)
    #dbg_declare(ptr %2, !430, !DIExpression(), !432)
  store i32 -306674912, ptr %2, align 4, !dbg !432
    #dbg_declare(ptr %3, !433, !DIExpression(), !434)
    #dbg_declare(ptr %4, !435, !DIExpression(), !436)
  store i32 0, ptr %3, align 4, !dbg !437
  br label %5, !dbg !439

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !440
  %7 = icmp slt i32 %6, 256, !dbg !442
  br i1 %7, label %8, label %36, !dbg !443

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !444
  store i32 %9, ptr %1, align 4, !dbg !446
  store i32 8, ptr %4, align 4, !dbg !447
  br label %10, !dbg !449

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !450
  %12 = icmp sgt i32 %11, 0, !dbg !452
  br i1 %12, label %13, label %28, !dbg !453

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !454
  %15 = and i32 %14, 1, !dbg !457
  %16 = icmp ne i32 %15, 0, !dbg !457
  br i1 %16, label %17, label %21, !dbg !458

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !459
  %19 = lshr i32 %18, 1, !dbg !461
  %20 = xor i32 %19, -306674912, !dbg !462
  store i32 %20, ptr %1, align 4, !dbg !463
  br label %24, !dbg !464

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !465
  %23 = lshr i32 %22, 1, !dbg !465
  store i32 %23, ptr %1, align 4, !dbg !465
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !467

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !468
  %27 = add nsw i32 %26, -1, !dbg !468
  store i32 %27, ptr %4, align 4, !dbg !468
  br label %10, !dbg !469, !llvm.loop !470

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !472
  %30 = load i32, ptr %3, align 4, !dbg !473
  %31 = sext i32 %30 to i64, !dbg !474
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !474
  store i32 %29, ptr %32, align 4, !dbg !475
  br label %33, !dbg !476

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !477
  %35 = add nsw i32 %34, 1, !dbg !477
  store i32 %35, ptr %3, align 4, !dbg !477
  br label %5, !dbg !478, !llvm.loop !479

36:                                               ; preds = %5
  ret void, !dbg !481
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @func_1() #0 !dbg !482 {
  %1 = alloca i64, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca [7 x ptr], align 16
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i8, align 1
  %13 = alloca float, align 4
  %14 = alloca [5 x [7 x [7 x i32]]], align 16
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i8, align 1
  %19 = alloca ptr, align 8
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca [6 x [3 x ptr]], align 16
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca [7 x [8 x [4 x ptr]]], align 16
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i8, align 1
  %36 = alloca float, align 4
  %37 = alloca ptr, align 8
  %38 = alloca [5 x [10 x [4 x i64]]], align 16
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca ptr, align 8
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca ptr, align 8
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
    #dbg_declare(ptr %2, !485, !DIExpression(), !486)
  store ptr getelementptr inbounds ([5 x i32], ptr @g_4, i64 0, i64 1), ptr %2, align 8, !dbg !486
    #dbg_declare(ptr %3, !487, !DIExpression(), !488)
  store ptr %2, ptr %3, align 8, !dbg !488
    #dbg_declare(ptr %4, !489, !DIExpression(), !491)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.func_1.l_15, i64 56, i1 false), !dbg !491
    #dbg_declare(ptr %5, !492, !DIExpression(), !493)
  store ptr null, ptr %5, align 8, !dbg !493
    #dbg_declare(ptr %6, !494, !DIExpression(), !495)
  store i32 -1241958207, ptr %6, align 4, !dbg !495
    #dbg_declare(ptr %7, !496, !DIExpression(), !497)
  %49 = load ptr, ptr %3, align 8, !dbg !498
  store ptr null, ptr %49, align 8, !dbg !499
  %50 = load i32, ptr getelementptr inbounds ([5 x i32], ptr @g_4, i64 0, i64 1), align 4, !dbg !500
  store ptr @g_4, ptr @g_13, align 8, !dbg !502
  store float 0.000000e+00, ptr @g_16, align 4, !dbg !503
  %51 = call float @func_9(ptr noundef getelementptr inbounds ([5 x i32], ptr @g_4, i64 0, i64 1), i32 noundef %50, float noundef 0.000000e+00), !dbg !504
  %52 = call signext i16 @func_7(float noundef %51), !dbg !505
  %53 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %52, i32 noundef 12), !dbg !506
  %54 = icmp ne i16 %53, 0, !dbg !506
  br i1 %54, label %55, label %63, !dbg !507

55:                                               ; preds = %0
  br label %56, !dbg !508

56:                                               ; preds = %550, %55
    #dbg_label(!509, !511)
  %57 = load ptr, ptr %5, align 8, !dbg !512
  %58 = icmp eq ptr null, %57, !dbg !513
  %59 = zext i1 %58 to i32, !dbg !513
  %60 = load ptr, ptr @g_13, align 8, !dbg !514
  store i32 %59, ptr %60, align 4, !dbg !515
  %61 = load i32, ptr @g_80, align 4, !dbg !516
  %62 = sext i32 %61 to i64, !dbg !516
  store i64 %62, ptr %1, align 8, !dbg !517
  br label %681, !dbg !517

63:                                               ; preds = %0
    #dbg_declare(ptr %8, !518, !DIExpression(), !520)
  store i8 -35, ptr %8, align 1, !dbg !520
    #dbg_declare(ptr %9, !521, !DIExpression(), !523)
  store ptr %3, ptr %9, align 8, !dbg !523
    #dbg_declare(ptr %10, !524, !DIExpression(), !525)
  store i32 -3, ptr %10, align 4, !dbg !525
    #dbg_declare(ptr %11, !526, !DIExpression(), !527)
  store ptr getelementptr inbounds ([10 x i64], ptr @g_59, i64 0, i64 3), ptr %11, align 8, !dbg !527
  store i8 0, ptr @g_103, align 1, !dbg !528
  br label %64, !dbg !530

64:                                               ; preds = %69, %63
  %65 = load i8, ptr @g_103, align 1, !dbg !531
  %66 = zext i8 %65 to i32, !dbg !531
  %67 = icmp sle i32 %66, 3, !dbg !533
  br i1 %67, label %68, label %74, !dbg !534

68:                                               ; preds = %64
    #dbg_declare(ptr %12, !535, !DIExpression(), !537)
  store i8 -85, ptr %12, align 1, !dbg !537
    #dbg_declare(ptr %13, !538, !DIExpression(), !539)
  store float -2.875000e+00, ptr %13, align 4, !dbg !539
  br label %69, !dbg !540

69:                                               ; preds = %68
  %70 = load i8, ptr @g_103, align 1, !dbg !541
  %71 = zext i8 %70 to i32, !dbg !541
  %72 = add nsw i32 %71, 1, !dbg !541
  %73 = trunc i32 %72 to i8, !dbg !541
  store i8 %73, ptr @g_103, align 1, !dbg !541
  br label %64, !dbg !542, !llvm.loop !543

74:                                               ; preds = %64
  %75 = load volatile ptr, ptr @g_91, align 8, !dbg !545
  %76 = load float, ptr %75, align 4, !dbg !546
  %77 = fptosi float %76 to i32, !dbg !547
  store i32 %77, ptr %10, align 4, !dbg !548
  store i32 28, ptr @g_80, align 4, !dbg !549
  br label %78, !dbg !551

78:                                               ; preds = %470, %74
  %79 = load i32, ptr @g_80, align 4, !dbg !552
  %80 = icmp ne i32 %79, 28, !dbg !554
  br i1 %80, label %81, label %475, !dbg !555

81:                                               ; preds = %78
    #dbg_declare(ptr %14, !556, !DIExpression(), !560)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 @__const.func_1.l_255, i64 980, i1 false), !dbg !560
    #dbg_declare(ptr %15, !561, !DIExpression(), !563)
  store ptr @g_62, ptr %15, align 8, !dbg !563
    #dbg_declare(ptr %16, !564, !DIExpression(), !565)
  store i32 -1542224686, ptr %16, align 4, !dbg !565
    #dbg_declare(ptr %17, !566, !DIExpression(), !567)
  store i32 -1, ptr %17, align 4, !dbg !567
    #dbg_declare(ptr %18, !568, !DIExpression(), !569)
  store i8 -45, ptr %18, align 1, !dbg !569
    #dbg_declare(ptr %19, !570, !DIExpression(), !571)
  store ptr @g_31, ptr %19, align 8, !dbg !571
    #dbg_declare(ptr %20, !572, !DIExpression(), !573)
  store i64 6461568208869749843, ptr %20, align 8, !dbg !573
    #dbg_declare(ptr %21, !574, !DIExpression(), !575)
  store ptr %5, ptr %21, align 8, !dbg !575
    #dbg_declare(ptr %22, !576, !DIExpression(), !580)
  store ptr %16, ptr %22, align 8, !dbg !581
  %82 = getelementptr inbounds ptr, ptr %22, i64 1, !dbg !581
  store ptr %16, ptr %82, align 8, !dbg !581
  %83 = getelementptr inbounds ptr, ptr %22, i64 2, !dbg !581
  store ptr %16, ptr %83, align 8, !dbg !581
  %84 = getelementptr inbounds [3 x ptr], ptr %22, i64 1, !dbg !582
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %84, ptr align 8 @constinit, i64 24, i1 false), !dbg !583
  %85 = getelementptr inbounds [3 x ptr], ptr %22, i64 2, !dbg !582
  store ptr %16, ptr %85, align 8, !dbg !584
  %86 = getelementptr inbounds ptr, ptr %85, i64 1, !dbg !584
  store ptr %16, ptr %86, align 8, !dbg !584
  %87 = getelementptr inbounds ptr, ptr %85, i64 2, !dbg !584
  store ptr %16, ptr %87, align 8, !dbg !584
  %88 = getelementptr inbounds [3 x ptr], ptr %22, i64 3, !dbg !582
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %88, ptr align 8 @constinit.22, i64 24, i1 false), !dbg !585
  %89 = getelementptr inbounds [3 x ptr], ptr %22, i64 4, !dbg !582
  store ptr %16, ptr %89, align 8, !dbg !586
  %90 = getelementptr inbounds ptr, ptr %89, i64 1, !dbg !586
  store ptr %16, ptr %90, align 8, !dbg !586
  %91 = getelementptr inbounds ptr, ptr %89, i64 2, !dbg !586
  store ptr %16, ptr %91, align 8, !dbg !586
  %92 = getelementptr inbounds [3 x ptr], ptr %22, i64 5, !dbg !582
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %92, ptr align 8 @constinit.23, i64 24, i1 false), !dbg !587
    #dbg_declare(ptr %23, !588, !DIExpression(), !589)
    #dbg_declare(ptr %24, !590, !DIExpression(), !591)
    #dbg_declare(ptr %25, !592, !DIExpression(), !593)
  %93 = load ptr, ptr @g_211, align 8, !dbg !594
  %94 = icmp ne ptr null, %93, !dbg !596
  %95 = zext i1 %94 to i32, !dbg !596
  %96 = load ptr, ptr @g_13, align 8, !dbg !597
  %97 = load i32, ptr %96, align 4, !dbg !598
  %98 = sext i32 %97 to i64, !dbg !599
  %99 = getelementptr inbounds [5 x [7 x [7 x i32]]], ptr %14, i64 0, i64 0, !dbg !600
  %100 = getelementptr inbounds [7 x [7 x i32]], ptr %99, i64 0, i64 1, !dbg !600
  %101 = getelementptr inbounds [7 x i32], ptr %100, i64 0, i64 5, !dbg !600
  %102 = load i32, ptr %101, align 4, !dbg !600
  %103 = icmp sgt i64 %98, 3097698168, !dbg !601
  %104 = zext i1 %103 to i32, !dbg !601
  %105 = load ptr, ptr %15, align 8, !dbg !602
  store i16 86, ptr %105, align 2, !dbg !603
  %106 = call signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext 86, i16 noundef signext 13644), !dbg !604
  %107 = sext i16 %106 to i32, !dbg !605
  %108 = getelementptr inbounds [5 x [7 x [7 x i32]]], ptr %14, i64 0, i64 0, !dbg !606
  %109 = getelementptr inbounds [7 x [7 x i32]], ptr %108, i64 0, i64 3, !dbg !606
  %110 = getelementptr inbounds [7 x i32], ptr %109, i64 0, i64 0, !dbg !606
  %111 = load i32, ptr %110, align 4, !dbg !606
  %112 = icmp ne i32 %107, %111, !dbg !607
  %113 = zext i1 %112 to i32, !dbg !607
  %114 = trunc i32 %113 to i16, !dbg !608
  %115 = load ptr, ptr @g_205, align 8, !dbg !609
  %116 = load volatile i16, ptr %115, align 2, !dbg !610
  %117 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %114, i16 noundef zeroext %116), !dbg !611
  %118 = icmp ne i16 %117, 0, !dbg !612
  br i1 %118, label %119, label %409, !dbg !613

119:                                              ; preds = %81
    #dbg_declare(ptr %26, !614, !DIExpression(), !616)
  store i64 1, ptr %26, align 8, !dbg !616
    #dbg_declare(ptr %27, !617, !DIExpression(), !618)
  store ptr null, ptr %27, align 8, !dbg !618
    #dbg_declare(ptr %28, !619, !DIExpression(), !620)
  store ptr @g_14, ptr %28, align 8, !dbg !620
    #dbg_declare(ptr %29, !621, !DIExpression(), !625)
  store ptr null, ptr %29, align 8, !dbg !626
  %120 = getelementptr inbounds ptr, ptr %29, i64 1, !dbg !626
  store ptr %17, ptr %120, align 8, !dbg !626
  %121 = getelementptr inbounds ptr, ptr %29, i64 2, !dbg !626
  store ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), ptr %121, align 8, !dbg !626
  %122 = getelementptr inbounds ptr, ptr %29, i64 3, !dbg !626
  store ptr null, ptr %122, align 8, !dbg !626
  %123 = getelementptr inbounds [4 x ptr], ptr %29, i64 1, !dbg !627
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %123, ptr align 8 @constinit.24, i64 32, i1 false), !dbg !628
  %124 = getelementptr inbounds [4 x ptr], ptr %29, i64 2, !dbg !627
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %124, ptr align 8 @constinit.25, i64 32, i1 false), !dbg !629
  %125 = getelementptr inbounds [4 x ptr], ptr %29, i64 3, !dbg !627
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 3), i64 0, i64 3), ptr %125, align 8, !dbg !630
  %126 = getelementptr inbounds ptr, ptr %125, i64 1, !dbg !630
  store ptr %17, ptr %126, align 8, !dbg !630
  %127 = getelementptr inbounds ptr, ptr %125, i64 2, !dbg !630
  store ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 1), ptr %127, align 8, !dbg !630
  %128 = getelementptr inbounds ptr, ptr %125, i64 3, !dbg !630
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), ptr %128, align 8, !dbg !630
  %129 = getelementptr inbounds [4 x ptr], ptr %29, i64 4, !dbg !627
  store ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), ptr %129, align 8, !dbg !631
  %130 = getelementptr inbounds ptr, ptr %129, i64 1, !dbg !631
  store ptr %17, ptr %130, align 8, !dbg !631
  %131 = getelementptr inbounds ptr, ptr %129, i64 2, !dbg !631
  store ptr null, ptr %131, align 8, !dbg !631
  %132 = getelementptr inbounds ptr, ptr %129, i64 3, !dbg !631
  store ptr %17, ptr %132, align 8, !dbg !631
  %133 = getelementptr inbounds [4 x ptr], ptr %29, i64 5, !dbg !627
  store ptr %17, ptr %133, align 8, !dbg !632
  %134 = getelementptr inbounds ptr, ptr %133, i64 1, !dbg !632
  store ptr %17, ptr %134, align 8, !dbg !632
  %135 = getelementptr inbounds ptr, ptr %133, i64 2, !dbg !632
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 4), i64 0, i64 2), ptr %135, align 8, !dbg !632
  %136 = getelementptr inbounds ptr, ptr %133, i64 3, !dbg !632
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 3), i64 0, i64 3), ptr %136, align 8, !dbg !632
  %137 = getelementptr inbounds [4 x ptr], ptr %29, i64 6, !dbg !627
  store ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 4), ptr %137, align 8, !dbg !633
  %138 = getelementptr inbounds ptr, ptr %137, i64 1, !dbg !633
  store ptr %17, ptr %138, align 8, !dbg !633
  %139 = getelementptr inbounds ptr, ptr %137, i64 2, !dbg !633
  store ptr null, ptr %139, align 8, !dbg !633
  %140 = getelementptr inbounds ptr, ptr %137, i64 3, !dbg !633
  store ptr %17, ptr %140, align 8, !dbg !633
  %141 = getelementptr inbounds [4 x ptr], ptr %29, i64 7, !dbg !627
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 3), i64 0, i64 1), ptr %141, align 8, !dbg !634
  %142 = getelementptr inbounds ptr, ptr %141, i64 1, !dbg !634
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), ptr %142, align 8, !dbg !634
  %143 = getelementptr inbounds ptr, ptr %141, i64 2, !dbg !634
  store ptr %17, ptr %143, align 8, !dbg !634
  %144 = getelementptr inbounds ptr, ptr %141, i64 3, !dbg !634
  store ptr null, ptr %144, align 8, !dbg !634
  %145 = getelementptr inbounds [8 x [4 x ptr]], ptr %29, i64 1, !dbg !635
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %145, ptr align 8 @constinit.26, i64 32, i1 false), !dbg !636
  %146 = getelementptr inbounds [4 x ptr], ptr %145, i64 1, !dbg !637
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %146, ptr align 8 @constinit.27, i64 32, i1 false), !dbg !638
  %147 = getelementptr inbounds [4 x ptr], ptr %145, i64 2, !dbg !637
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 2), ptr %147, align 8, !dbg !639
  %148 = getelementptr inbounds ptr, ptr %147, i64 1, !dbg !639
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 4), i64 0, i64 1), ptr %148, align 8, !dbg !639
  %149 = getelementptr inbounds ptr, ptr %147, i64 2, !dbg !639
  store ptr %17, ptr %149, align 8, !dbg !639
  %150 = getelementptr inbounds ptr, ptr %147, i64 3, !dbg !639
  store ptr null, ptr %150, align 8, !dbg !639
  %151 = getelementptr inbounds [4 x ptr], ptr %145, i64 3, !dbg !637
  store ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), ptr %151, align 8, !dbg !640
  %152 = getelementptr inbounds ptr, ptr %151, i64 1, !dbg !640
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), ptr %152, align 8, !dbg !640
  %153 = getelementptr inbounds ptr, ptr %151, i64 2, !dbg !640
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 3), i64 0, i64 3), ptr %153, align 8, !dbg !640
  %154 = getelementptr inbounds ptr, ptr %151, i64 3, !dbg !640
  store ptr %17, ptr %154, align 8, !dbg !640
  %155 = getelementptr inbounds [4 x ptr], ptr %145, i64 4, !dbg !637
  store ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), ptr %155, align 8, !dbg !641
  %156 = getelementptr inbounds ptr, ptr %155, i64 1, !dbg !641
  store ptr %17, ptr %156, align 8, !dbg !641
  %157 = getelementptr inbounds ptr, ptr %155, i64 2, !dbg !641
  store ptr %17, ptr %157, align 8, !dbg !641
  %158 = getelementptr inbounds ptr, ptr %155, i64 3, !dbg !641
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), ptr %158, align 8, !dbg !641
  %159 = getelementptr inbounds [4 x ptr], ptr %145, i64 5, !dbg !637
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 2), ptr %159, align 8, !dbg !642
  %160 = getelementptr inbounds ptr, ptr %159, i64 1, !dbg !642
  store ptr %17, ptr %160, align 8, !dbg !642
  %161 = getelementptr inbounds ptr, ptr %159, i64 2, !dbg !642
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 3), i64 0, i64 1), ptr %161, align 8, !dbg !642
  %162 = getelementptr inbounds ptr, ptr %159, i64 3, !dbg !642
  store ptr %17, ptr %162, align 8, !dbg !642
  %163 = getelementptr inbounds [4 x ptr], ptr %145, i64 6, !dbg !637
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %163, ptr align 8 @constinit.28, i64 32, i1 false), !dbg !643
  %164 = getelementptr inbounds [4 x ptr], ptr %145, i64 7, !dbg !637
  store ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 3), ptr %164, align 8, !dbg !644
  %165 = getelementptr inbounds ptr, ptr %164, i64 1, !dbg !644
  store ptr %17, ptr %165, align 8, !dbg !644
  %166 = getelementptr inbounds ptr, ptr %164, i64 2, !dbg !644
  store ptr %17, ptr %166, align 8, !dbg !644
  %167 = getelementptr inbounds ptr, ptr %164, i64 3, !dbg !644
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), ptr %167, align 8, !dbg !644
  %168 = getelementptr inbounds [8 x [4 x ptr]], ptr %29, i64 2, !dbg !635
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %168, ptr align 8 @constinit.29, i64 32, i1 false), !dbg !645
  %169 = getelementptr inbounds [4 x ptr], ptr %168, i64 1, !dbg !646
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %169, ptr align 8 @constinit.30, i64 32, i1 false), !dbg !647
  %170 = getelementptr inbounds [4 x ptr], ptr %168, i64 2, !dbg !646
  store ptr %17, ptr %170, align 8, !dbg !648
  %171 = getelementptr inbounds ptr, ptr %170, i64 1, !dbg !648
  store ptr null, ptr %171, align 8, !dbg !648
  %172 = getelementptr inbounds ptr, ptr %170, i64 2, !dbg !648
  store ptr null, ptr %172, align 8, !dbg !648
  %173 = getelementptr inbounds ptr, ptr %170, i64 3, !dbg !648
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 4), i64 0, i64 1), ptr %173, align 8, !dbg !648
  %174 = getelementptr inbounds [4 x ptr], ptr %168, i64 3, !dbg !646
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %174, ptr align 8 @constinit.31, i64 32, i1 false), !dbg !649
  %175 = getelementptr inbounds [4 x ptr], ptr %168, i64 4, !dbg !646
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %175, ptr align 8 @constinit.32, i64 32, i1 false), !dbg !650
  %176 = getelementptr inbounds [4 x ptr], ptr %168, i64 5, !dbg !646
  store ptr %17, ptr %176, align 8, !dbg !651
  %177 = getelementptr inbounds ptr, ptr %176, i64 1, !dbg !651
  store ptr %17, ptr %177, align 8, !dbg !651
  %178 = getelementptr inbounds ptr, ptr %176, i64 2, !dbg !651
  store ptr null, ptr %178, align 8, !dbg !651
  %179 = getelementptr inbounds ptr, ptr %176, i64 3, !dbg !651
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), ptr %179, align 8, !dbg !651
  %180 = getelementptr inbounds [4 x ptr], ptr %168, i64 6, !dbg !646
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 2), ptr %180, align 8, !dbg !652
  %181 = getelementptr inbounds ptr, ptr %180, i64 1, !dbg !652
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), ptr %181, align 8, !dbg !652
  %182 = getelementptr inbounds ptr, ptr %180, i64 2, !dbg !652
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 2), ptr %182, align 8, !dbg !652
  %183 = getelementptr inbounds ptr, ptr %180, i64 3, !dbg !652
  store ptr %17, ptr %183, align 8, !dbg !652
  %184 = getelementptr inbounds [4 x ptr], ptr %168, i64 7, !dbg !646
  store ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 1), ptr %184, align 8, !dbg !653
  %185 = getelementptr inbounds ptr, ptr %184, i64 1, !dbg !653
  store ptr %17, ptr %185, align 8, !dbg !653
  %186 = getelementptr inbounds ptr, ptr %184, i64 2, !dbg !653
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 4), i64 0, i64 2), ptr %186, align 8, !dbg !653
  %187 = getelementptr inbounds ptr, ptr %184, i64 3, !dbg !653
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), ptr %187, align 8, !dbg !653
  %188 = getelementptr inbounds [8 x [4 x ptr]], ptr %29, i64 3, !dbg !635
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 1), ptr %188, align 8, !dbg !654
  %189 = getelementptr inbounds ptr, ptr %188, i64 1, !dbg !654
  store ptr %17, ptr %189, align 8, !dbg !654
  %190 = getelementptr inbounds ptr, ptr %188, i64 2, !dbg !654
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), ptr %190, align 8, !dbg !654
  %191 = getelementptr inbounds ptr, ptr %188, i64 3, !dbg !654
  store ptr %17, ptr %191, align 8, !dbg !654
  %192 = getelementptr inbounds [4 x ptr], ptr %188, i64 1, !dbg !655
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %192, ptr align 8 @constinit.33, i64 32, i1 false), !dbg !656
  %193 = getelementptr inbounds [4 x ptr], ptr %188, i64 2, !dbg !655
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %193, ptr align 8 @constinit.34, i64 32, i1 false), !dbg !657
  %194 = getelementptr inbounds [4 x ptr], ptr %188, i64 3, !dbg !655
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %194, ptr align 8 @constinit.35, i64 32, i1 false), !dbg !658
  %195 = getelementptr inbounds [4 x ptr], ptr %188, i64 4, !dbg !655
  call void @llvm.memset.p0.i64(ptr align 16 %195, i8 0, i64 32, i1 false), !dbg !655
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %195, ptr align 8 @constinit.36, i64 32, i1 false), !dbg !659
  %196 = getelementptr inbounds [4 x ptr], ptr %188, i64 5, !dbg !655
  store ptr %17, ptr %196, align 8, !dbg !660
  %197 = getelementptr inbounds ptr, ptr %196, i64 1, !dbg !660
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), ptr %197, align 8, !dbg !660
  %198 = getelementptr inbounds ptr, ptr %196, i64 2, !dbg !660
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 3), i64 0, i64 3), ptr %198, align 8, !dbg !660
  %199 = getelementptr inbounds ptr, ptr %196, i64 3, !dbg !660
  store ptr %17, ptr %199, align 8, !dbg !660
  %200 = getelementptr inbounds [4 x ptr], ptr %188, i64 6, !dbg !655
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 2), ptr %200, align 8, !dbg !661
  %201 = getelementptr inbounds ptr, ptr %200, i64 1, !dbg !661
  store ptr %17, ptr %201, align 8, !dbg !661
  %202 = getelementptr inbounds ptr, ptr %200, i64 2, !dbg !661
  store ptr null, ptr %202, align 8, !dbg !661
  %203 = getelementptr inbounds ptr, ptr %200, i64 3, !dbg !661
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 3), i64 0, i64 3), ptr %203, align 8, !dbg !661
  %204 = getelementptr inbounds [4 x ptr], ptr %188, i64 7, !dbg !655
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 2), ptr %204, align 8, !dbg !662
  %205 = getelementptr inbounds ptr, ptr %204, i64 1, !dbg !662
  store ptr %17, ptr %205, align 8, !dbg !662
  %206 = getelementptr inbounds ptr, ptr %204, i64 2, !dbg !662
  store ptr null, ptr %206, align 8, !dbg !662
  %207 = getelementptr inbounds ptr, ptr %204, i64 3, !dbg !662
  store ptr %17, ptr %207, align 8, !dbg !662
  %208 = getelementptr inbounds [8 x [4 x ptr]], ptr %29, i64 4, !dbg !635
  store ptr %17, ptr %208, align 8, !dbg !663
  %209 = getelementptr inbounds ptr, ptr %208, i64 1, !dbg !663
  store ptr %17, ptr %209, align 8, !dbg !663
  %210 = getelementptr inbounds ptr, ptr %208, i64 2, !dbg !663
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 4), i64 0, i64 2), ptr %210, align 8, !dbg !663
  %211 = getelementptr inbounds ptr, ptr %208, i64 3, !dbg !663
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 3), i64 0, i64 3), ptr %211, align 8, !dbg !663
  %212 = getelementptr inbounds [4 x ptr], ptr %208, i64 1, !dbg !664
  store ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 4), ptr %212, align 8, !dbg !665
  %213 = getelementptr inbounds ptr, ptr %212, i64 1, !dbg !665
  store ptr %17, ptr %213, align 8, !dbg !665
  %214 = getelementptr inbounds ptr, ptr %212, i64 2, !dbg !665
  store ptr null, ptr %214, align 8, !dbg !665
  %215 = getelementptr inbounds ptr, ptr %212, i64 3, !dbg !665
  store ptr %17, ptr %215, align 8, !dbg !665
  %216 = getelementptr inbounds [4 x ptr], ptr %208, i64 2, !dbg !664
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 3), i64 0, i64 1), ptr %216, align 8, !dbg !666
  %217 = getelementptr inbounds ptr, ptr %216, i64 1, !dbg !666
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), ptr %217, align 8, !dbg !666
  %218 = getelementptr inbounds ptr, ptr %216, i64 2, !dbg !666
  store ptr %17, ptr %218, align 8, !dbg !666
  %219 = getelementptr inbounds ptr, ptr %216, i64 3, !dbg !666
  store ptr null, ptr %219, align 8, !dbg !666
  %220 = getelementptr inbounds [4 x ptr], ptr %208, i64 3, !dbg !664
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %220, ptr align 8 @constinit.37, i64 32, i1 false), !dbg !667
  %221 = getelementptr inbounds [4 x ptr], ptr %208, i64 4, !dbg !664
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %221, ptr align 8 @constinit.38, i64 32, i1 false), !dbg !668
  %222 = getelementptr inbounds [4 x ptr], ptr %208, i64 5, !dbg !664
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 2), ptr %222, align 8, !dbg !669
  %223 = getelementptr inbounds ptr, ptr %222, i64 1, !dbg !669
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 4), i64 0, i64 1), ptr %223, align 8, !dbg !669
  %224 = getelementptr inbounds ptr, ptr %222, i64 2, !dbg !669
  store ptr %17, ptr %224, align 8, !dbg !669
  %225 = getelementptr inbounds ptr, ptr %222, i64 3, !dbg !669
  store ptr null, ptr %225, align 8, !dbg !669
  %226 = getelementptr inbounds [4 x ptr], ptr %208, i64 6, !dbg !664
  store ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), ptr %226, align 8, !dbg !670
  %227 = getelementptr inbounds ptr, ptr %226, i64 1, !dbg !670
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), ptr %227, align 8, !dbg !670
  %228 = getelementptr inbounds ptr, ptr %226, i64 2, !dbg !670
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 3), i64 0, i64 3), ptr %228, align 8, !dbg !670
  %229 = getelementptr inbounds ptr, ptr %226, i64 3, !dbg !670
  store ptr %17, ptr %229, align 8, !dbg !670
  %230 = getelementptr inbounds [4 x ptr], ptr %208, i64 7, !dbg !664
  store ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), ptr %230, align 8, !dbg !671
  %231 = getelementptr inbounds ptr, ptr %230, i64 1, !dbg !671
  store ptr %17, ptr %231, align 8, !dbg !671
  %232 = getelementptr inbounds ptr, ptr %230, i64 2, !dbg !671
  store ptr %17, ptr %232, align 8, !dbg !671
  %233 = getelementptr inbounds ptr, ptr %230, i64 3, !dbg !671
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), ptr %233, align 8, !dbg !671
  %234 = getelementptr inbounds [8 x [4 x ptr]], ptr %29, i64 5, !dbg !635
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 2), ptr %234, align 8, !dbg !672
  %235 = getelementptr inbounds ptr, ptr %234, i64 1, !dbg !672
  store ptr %17, ptr %235, align 8, !dbg !672
  %236 = getelementptr inbounds ptr, ptr %234, i64 2, !dbg !672
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 3), i64 0, i64 1), ptr %236, align 8, !dbg !672
  %237 = getelementptr inbounds ptr, ptr %234, i64 3, !dbg !672
  store ptr %17, ptr %237, align 8, !dbg !672
  %238 = getelementptr inbounds [4 x ptr], ptr %234, i64 1, !dbg !673
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %238, ptr align 8 @constinit.39, i64 32, i1 false), !dbg !674
  %239 = getelementptr inbounds [4 x ptr], ptr %234, i64 2, !dbg !673
  store ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 3), ptr %239, align 8, !dbg !675
  %240 = getelementptr inbounds ptr, ptr %239, i64 1, !dbg !675
  store ptr %17, ptr %240, align 8, !dbg !675
  %241 = getelementptr inbounds ptr, ptr %239, i64 2, !dbg !675
  store ptr %17, ptr %241, align 8, !dbg !675
  %242 = getelementptr inbounds ptr, ptr %239, i64 3, !dbg !675
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), ptr %242, align 8, !dbg !675
  %243 = getelementptr inbounds [4 x ptr], ptr %234, i64 3, !dbg !673
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %243, ptr align 8 @constinit.40, i64 32, i1 false), !dbg !676
  %244 = getelementptr inbounds [4 x ptr], ptr %234, i64 4, !dbg !673
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %244, ptr align 8 @constinit.41, i64 32, i1 false), !dbg !677
  %245 = getelementptr inbounds [4 x ptr], ptr %234, i64 5, !dbg !673
  store ptr %17, ptr %245, align 8, !dbg !678
  %246 = getelementptr inbounds ptr, ptr %245, i64 1, !dbg !678
  store ptr null, ptr %246, align 8, !dbg !678
  %247 = getelementptr inbounds ptr, ptr %245, i64 2, !dbg !678
  store ptr null, ptr %247, align 8, !dbg !678
  %248 = getelementptr inbounds ptr, ptr %245, i64 3, !dbg !678
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 4), i64 0, i64 1), ptr %248, align 8, !dbg !678
  %249 = getelementptr inbounds [4 x ptr], ptr %234, i64 6, !dbg !673
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %249, ptr align 8 @constinit.42, i64 32, i1 false), !dbg !679
  %250 = getelementptr inbounds [4 x ptr], ptr %234, i64 7, !dbg !673
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %250, ptr align 8 @constinit.43, i64 32, i1 false), !dbg !680
  %251 = getelementptr inbounds [8 x [4 x ptr]], ptr %29, i64 6, !dbg !635
  store ptr %17, ptr %251, align 8, !dbg !681
  %252 = getelementptr inbounds ptr, ptr %251, i64 1, !dbg !681
  store ptr %17, ptr %252, align 8, !dbg !681
  %253 = getelementptr inbounds ptr, ptr %251, i64 2, !dbg !681
  store ptr null, ptr %253, align 8, !dbg !681
  %254 = getelementptr inbounds ptr, ptr %251, i64 3, !dbg !681
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), ptr %254, align 8, !dbg !681
  %255 = getelementptr inbounds [4 x ptr], ptr %251, i64 1, !dbg !682
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 2), ptr %255, align 8, !dbg !683
  %256 = getelementptr inbounds ptr, ptr %255, i64 1, !dbg !683
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), ptr %256, align 8, !dbg !683
  %257 = getelementptr inbounds ptr, ptr %255, i64 2, !dbg !683
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 2), ptr %257, align 8, !dbg !683
  %258 = getelementptr inbounds ptr, ptr %255, i64 3, !dbg !683
  store ptr %17, ptr %258, align 8, !dbg !683
  %259 = getelementptr inbounds [4 x ptr], ptr %251, i64 2, !dbg !682
  store ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 1), ptr %259, align 8, !dbg !684
  %260 = getelementptr inbounds ptr, ptr %259, i64 1, !dbg !684
  store ptr %17, ptr %260, align 8, !dbg !684
  %261 = getelementptr inbounds ptr, ptr %259, i64 2, !dbg !684
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 4), i64 0, i64 2), ptr %261, align 8, !dbg !684
  %262 = getelementptr inbounds ptr, ptr %259, i64 3, !dbg !684
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), ptr %262, align 8, !dbg !684
  %263 = getelementptr inbounds [4 x ptr], ptr %251, i64 3, !dbg !682
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 1), ptr %263, align 8, !dbg !685
  %264 = getelementptr inbounds ptr, ptr %263, i64 1, !dbg !685
  store ptr %17, ptr %264, align 8, !dbg !685
  %265 = getelementptr inbounds ptr, ptr %263, i64 2, !dbg !685
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), ptr %265, align 8, !dbg !685
  %266 = getelementptr inbounds ptr, ptr %263, i64 3, !dbg !685
  store ptr null, ptr %266, align 8, !dbg !685
  %267 = getelementptr inbounds [4 x ptr], ptr %251, i64 4, !dbg !682
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %267, ptr align 8 @constinit.44, i64 32, i1 false), !dbg !686
  %268 = getelementptr inbounds [4 x ptr], ptr %251, i64 5, !dbg !682
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), ptr %268, align 8, !dbg !687
  %269 = getelementptr inbounds ptr, ptr %268, i64 1, !dbg !687
  store ptr null, ptr %269, align 8, !dbg !687
  %270 = getelementptr inbounds ptr, ptr %268, i64 2, !dbg !687
  store ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), ptr %270, align 8, !dbg !687
  %271 = getelementptr inbounds ptr, ptr %268, i64 3, !dbg !687
  store ptr %17, ptr %271, align 8, !dbg !687
  %272 = getelementptr inbounds [4 x ptr], ptr %251, i64 6, !dbg !682
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %272, ptr align 8 @constinit.45, i64 32, i1 false), !dbg !688
  %273 = getelementptr inbounds [4 x ptr], ptr %251, i64 7, !dbg !682
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %273, ptr align 8 @constinit.46, i64 32, i1 false), !dbg !689
    #dbg_declare(ptr %30, !690, !DIExpression(), !691)
  store ptr null, ptr %30, align 8, !dbg !691
    #dbg_declare(ptr %31, !692, !DIExpression(), !693)
  store ptr getelementptr inbounds ([5 x i32], ptr @g_4, i64 0, i64 1), ptr %31, align 8, !dbg !693
    #dbg_declare(ptr %32, !694, !DIExpression(), !695)
    #dbg_declare(ptr %33, !696, !DIExpression(), !697)
    #dbg_declare(ptr %34, !698, !DIExpression(), !699)
  %274 = load i16, ptr @g_60, align 2, !dbg !700
  %275 = sext i16 %274 to i64, !dbg !700
  %276 = call i64 @safe_unary_minus_func_int64_t_s(i64 noundef %275), !dbg !701
  %277 = trunc i64 %276 to i16, !dbg !702
  %278 = load i64, ptr %26, align 8, !dbg !703
  %279 = trunc i64 %278 to i32, !dbg !703
  %280 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %277, i32 noundef %279), !dbg !704
  %281 = zext i16 %280 to i32, !dbg !705
  %282 = load volatile ptr, ptr @g_262, align 8, !dbg !706
  store i32 %281, ptr %282, align 4, !dbg !707
  %283 = load i16, ptr @g_60, align 2, !dbg !708
  %284 = sext i16 %283 to i32, !dbg !708
  %285 = load i32, ptr getelementptr inbounds ([5 x i32], ptr @g_4, i64 0, i64 3), align 4, !dbg !709
  %286 = load i8, ptr %8, align 1, !dbg !710
  %287 = zext i8 %286 to i32, !dbg !710
  %288 = icmp ne i32 %287, 0, !dbg !710
  br i1 %288, label %289, label %331, !dbg !711

289:                                              ; preds = %119
  %290 = load ptr, ptr @g_211, align 8, !dbg !712
  %291 = load i64, ptr %290, align 8, !dbg !713
  %292 = xor i64 %291, 0, !dbg !713
  store i64 %292, ptr %290, align 8, !dbg !713
  %293 = trunc i64 %292 to i32, !dbg !714
  store i32 %293, ptr %16, align 4, !dbg !715
  %294 = sext i32 %293 to i64, !dbg !716
  %295 = getelementptr inbounds [5 x [7 x [7 x i32]]], ptr %14, i64 0, i64 0, !dbg !717
  %296 = getelementptr inbounds [7 x [7 x i32]], ptr %295, i64 0, i64 1, !dbg !717
  %297 = getelementptr inbounds [7 x i32], ptr %296, i64 0, i64 5, !dbg !717
  %298 = load i32, ptr %297, align 4, !dbg !717
  %299 = trunc i32 %298 to i16, !dbg !717
  %300 = load i64, ptr %26, align 8, !dbg !718
  %301 = trunc i64 %300 to i32, !dbg !718
  %302 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %299, i32 noundef %301), !dbg !719
  %303 = sext i16 %302 to i32, !dbg !720
  %304 = icmp ne i32 %303, 0, !dbg !720
  br i1 %304, label %312, label %305, !dbg !721

305:                                              ; preds = %289
  %306 = load i16, ptr @g_60, align 2, !dbg !722
  %307 = sext i16 %306 to i32, !dbg !722
  %308 = icmp ne i32 %307, 0, !dbg !722
  br i1 %308, label %312, label %309, !dbg !723

309:                                              ; preds = %305
  %310 = load i64, ptr %26, align 8, !dbg !724
  %311 = icmp ne i64 %310, 0, !dbg !723
  br label %312, !dbg !723

312:                                              ; preds = %309, %305, %289
  %313 = phi i1 [ true, %305 ], [ true, %289 ], [ %311, %309 ]
  %314 = xor i1 %313, true, !dbg !725
  %315 = zext i1 %314 to i32, !dbg !725
  %316 = load ptr, ptr @g_205, align 8, !dbg !726
  %317 = load volatile i16, ptr %316, align 2, !dbg !727
  %318 = zext i16 %317 to i32, !dbg !728
  %319 = icmp sle i32 %315, %318, !dbg !729
  %320 = zext i1 %319 to i32, !dbg !729
  %321 = load i64, ptr getelementptr inbounds ([5 x i64], ptr @g_235, i64 0, i64 2), align 16, !dbg !730
  %322 = icmp sle i64 0, %321, !dbg !731
  %323 = zext i1 %322 to i32, !dbg !731
  %324 = load i32, ptr @g_86, align 4, !dbg !732
  %325 = icmp eq i32 %323, %324, !dbg !733
  %326 = zext i1 %325 to i32, !dbg !733
  %327 = sext i32 %326 to i64, !dbg !734
  %328 = load i64, ptr %26, align 8, !dbg !735
  %329 = or i64 %327, %328, !dbg !736
  %330 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %294, i64 noundef %329), !dbg !737
  br label %331

331:                                              ; preds = %312, %119
  %332 = phi i1 [ false, %119 ], [ true, %312 ], !dbg !738
  %333 = zext i1 %332 to i32, !dbg !711
  %334 = trunc i32 %333 to i8, !dbg !739
  %335 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %334, i32 noundef 6), !dbg !740
  %336 = zext i8 %335 to i32, !dbg !741
  %337 = load i32, ptr @g_86, align 4, !dbg !742
  %338 = xor i32 %336, %337, !dbg !743
  %339 = icmp sge i32 %285, %338, !dbg !744
  %340 = zext i1 %339 to i32, !dbg !744
  %341 = trunc i32 %340 to i8, !dbg !745
  %342 = load i32, ptr %10, align 4, !dbg !746
  %343 = trunc i32 %342 to i8, !dbg !746
  %344 = call zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %341, i8 noundef zeroext %343), !dbg !747
  %345 = zext i8 %344 to i32, !dbg !748
  %346 = icmp ne i32 %345, 0, !dbg !748
  br i1 %346, label %350, label %347, !dbg !749

347:                                              ; preds = %331
  %348 = load i64, ptr @g_59, align 16, !dbg !750
  %349 = icmp ne i64 %348, 0, !dbg !749
  br label %350, !dbg !749

350:                                              ; preds = %347, %331
  %351 = phi i1 [ true, %331 ], [ %349, %347 ]
  %352 = zext i1 %351 to i32, !dbg !749
  %353 = xor i32 %284, %352, !dbg !751
  %354 = xor i32 %353, -1, !dbg !752
  %355 = load ptr, ptr %28, align 8, !dbg !753
  %356 = load i32, ptr %355, align 4, !dbg !754
  %357 = and i32 %356, %354, !dbg !754
  store i32 %357, ptr %355, align 4, !dbg !754
  %358 = load i64, ptr @g_31, align 8, !dbg !755
  %359 = load ptr, ptr %28, align 8, !dbg !756
  %360 = load i32, ptr %359, align 4, !dbg !757
  %361 = sext i32 %360 to i64, !dbg !758
  %362 = load i8, ptr %8, align 1, !dbg !759
  %363 = zext i8 %362 to i64, !dbg !759
  %364 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %361, i64 noundef %363), !dbg !760
  %365 = trunc i64 %364 to i8, !dbg !761
  %366 = load i32, ptr %17, align 4, !dbg !762
  %367 = load ptr, ptr @g_211, align 8, !dbg !763
  %368 = load i64, ptr %367, align 8, !dbg !764
  %369 = icmp ule i64 -8480973992150509921, %368, !dbg !765
  %370 = zext i1 %369 to i32, !dbg !765
  %371 = trunc i32 %370 to i8, !dbg !766
  %372 = load i32, ptr %16, align 4, !dbg !767
  %373 = trunc i32 %372 to i8, !dbg !767
  %374 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %371, i8 noundef zeroext %373), !dbg !768
  %375 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %365, i8 noundef zeroext %374), !dbg !769
  %376 = zext i8 %375 to i32, !dbg !770
  %377 = load i32, ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), align 4, !dbg !771
  %378 = xor i32 %377, %376, !dbg !771
  store i32 %378, ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), align 4, !dbg !771
  %379 = load volatile ptr, ptr @g_105, align 8, !dbg !772
  %380 = load ptr, ptr %379, align 8, !dbg !773
  %381 = load i32, ptr %380, align 4, !dbg !774
  %382 = call i32 @safe_mod_func_uint32_t_u_u(i32 noundef %378, i32 noundef %381), !dbg !775
  %383 = trunc i32 %382 to i8, !dbg !776
  %384 = load i32, ptr %17, align 4, !dbg !777
  %385 = trunc i32 %384 to i8, !dbg !777
  %386 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %383, i8 noundef zeroext %385), !dbg !778
  %387 = load i32, ptr %17, align 4, !dbg !779
  %388 = zext i32 %387 to i64, !dbg !780
  %389 = xor i64 %358, %388, !dbg !781
  %390 = trunc i64 %389 to i16, !dbg !782
  %391 = call signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %390, i32 noundef 12), !dbg !783
  %392 = call zeroext i16 @safe_unary_minus_func_uint16_t_u(i16 noundef zeroext %391), !dbg !784
  %393 = load i8, ptr %18, align 1, !dbg !785
  %394 = sext i8 %393 to i32, !dbg !786
  %395 = trunc i32 %394 to i8, !dbg !787
  %396 = load i32, ptr getelementptr inbounds ([5 x i32], ptr @g_4, i64 0, i64 4), align 16, !dbg !788
  %397 = trunc i32 %396 to i8, !dbg !788
  %398 = call signext i8 @safe_div_func_int8_t_s_s(i8 noundef signext %395, i8 noundef signext %397), !dbg !789
  %399 = icmp ne i8 %398, 0, !dbg !790
  %400 = xor i1 %399, true, !dbg !790
  %401 = zext i1 %400 to i32, !dbg !790
  %402 = load i32, ptr %10, align 4, !dbg !791
  %403 = or i32 %402, %401, !dbg !791
  store i32 %403, ptr %10, align 4, !dbg !791
  %404 = load volatile ptr, ptr @g_262, align 8, !dbg !792
  %405 = load i32, ptr %404, align 4, !dbg !793
  %406 = load ptr, ptr %31, align 8, !dbg !794
  %407 = load i32, ptr %406, align 4, !dbg !795
  %408 = or i32 %407, %405, !dbg !795
  store i32 %408, ptr %406, align 4, !dbg !795
  br label %413, !dbg !796

409:                                              ; preds = %81
  %410 = load ptr, ptr %3, align 8, !dbg !797
  %411 = load ptr, ptr %410, align 8, !dbg !799
  %412 = load ptr, ptr %3, align 8, !dbg !800
  store ptr %411, ptr %412, align 8, !dbg !801
  br label %413

413:                                              ; preds = %409, %350
  %414 = load i32, ptr %10, align 4, !dbg !802
  %415 = load ptr, ptr %11, align 8, !dbg !803
  %416 = load ptr, ptr %19, align 8, !dbg !804
  store ptr %416, ptr @g_211, align 8, !dbg !805
  %417 = icmp ne ptr %415, %416, !dbg !806
  %418 = zext i1 %417 to i32, !dbg !806
  %419 = load i64, ptr %20, align 8, !dbg !807
  %420 = sitofp i64 %419 to float, !dbg !807
  %421 = load volatile ptr, ptr @g_310, align 8, !dbg !808
  %422 = load ptr, ptr %21, align 8, !dbg !809
  %423 = icmp eq ptr %421, %422, !dbg !810
  %424 = zext i1 %423 to i32, !dbg !810
  %425 = sitofp i32 %424 to double, !dbg !811
  %426 = fcmp olt double %425, 0x40D7E4DE0A000000, !dbg !812
  %427 = zext i1 %426 to i32, !dbg !812
  %428 = sitofp i32 %427 to float, !dbg !813
  %429 = getelementptr inbounds [5 x [7 x [7 x i32]]], ptr %14, i64 0, i64 0, !dbg !814
  %430 = getelementptr inbounds [7 x [7 x i32]], ptr %429, i64 0, i64 1, !dbg !814
  %431 = getelementptr inbounds [7 x i32], ptr %430, i64 0, i64 5, !dbg !814
  %432 = load i32, ptr %431, align 4, !dbg !814
  %433 = uitofp i32 %432 to float, !dbg !814
  %434 = call float @safe_add_func_float_f_f(float noundef %428, float noundef %433), !dbg !815
  %435 = fcmp oeq float %420, %434, !dbg !816
  %436 = zext i1 %435 to i32, !dbg !816
  %437 = icmp slt i32 %418, %436, !dbg !817
  %438 = zext i1 %437 to i32, !dbg !817
  %439 = icmp eq i32 %414, %438, !dbg !818
  %440 = zext i1 %439 to i32, !dbg !818
  %441 = sitofp i32 %440 to double, !dbg !819
  %442 = fcmp ole double %441, 1.500000e+00, !dbg !820
  %443 = zext i1 %442 to i32, !dbg !820
  %444 = sitofp i32 %443 to float, !dbg !821
  %445 = load i16, ptr @g_63, align 2, !dbg !822
  %446 = uitofp i16 %445 to float, !dbg !822
  %447 = call float @safe_mul_func_float_f_f(float noundef %444, float noundef %446), !dbg !823
  %448 = load i32, ptr @g_80, align 4, !dbg !824
  %449 = icmp ne i32 %448, 0, !dbg !825
  br i1 %449, label %451, label %450, !dbg !826

450:                                              ; preds = %413
  br label %451, !dbg !826

451:                                              ; preds = %450, %413
  %452 = phi i1 [ true, %413 ], [ true, %450 ]
  %453 = zext i1 %452 to i32, !dbg !826
  %454 = trunc i32 %453 to i16, !dbg !827
  %455 = call zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %454, i16 noundef zeroext -25676), !dbg !828
  %456 = zext i16 %455 to i32, !dbg !829
  %457 = load i64, ptr getelementptr inbounds ([10 x i64], ptr @g_59, i64 0, i64 6), align 16, !dbg !830
  %458 = trunc i64 %457 to i32, !dbg !830
  %459 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef %456, i32 noundef %458), !dbg !831
  %460 = load i8, ptr @g_313, align 1, !dbg !832
  %461 = sext i8 %460 to i32, !dbg !832
  %462 = or i32 %461, %459, !dbg !832
  %463 = trunc i32 %462 to i8, !dbg !832
  store i8 %463, ptr @g_313, align 1, !dbg !832
  %464 = sext i8 %463 to i32, !dbg !833
  %465 = icmp ne i32 %464, 0, !dbg !833
  br i1 %465, label %467, label %466, !dbg !834

466:                                              ; preds = %451
  br label %467, !dbg !834

467:                                              ; preds = %466, %451
  %468 = phi i1 [ true, %451 ], [ true, %466 ]
  %469 = zext i1 %468 to i32, !dbg !834
  store i32 %469, ptr %10, align 4, !dbg !835
  br label %470, !dbg !836

470:                                              ; preds = %467
  %471 = load i32, ptr @g_80, align 4, !dbg !837
  %472 = sext i32 %471 to i64, !dbg !837
  %473 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %472, i64 noundef 2), !dbg !838
  %474 = trunc i64 %473 to i32, !dbg !838
  store i32 %474, ptr @g_80, align 4, !dbg !839
  br label %78, !dbg !840, !llvm.loop !841

475:                                              ; preds = %78
  br label %476

476:                                              ; preds = %475
  store i8 7, ptr @g_140, align 1, !dbg !843
  br label %477, !dbg !845

477:                                              ; preds = %670, %476
  %478 = load i8, ptr @g_140, align 1, !dbg !846
  %479 = sext i8 %478 to i32, !dbg !846
  %480 = icmp sge i32 %479, 0, !dbg !848
  br i1 %480, label %481, label %675, !dbg !849

481:                                              ; preds = %477
    #dbg_declare(ptr %35, !850, !DIExpression(), !852)
  store i8 -1, ptr %35, align 1, !dbg !852
    #dbg_declare(ptr %36, !853, !DIExpression(), !854)
  store float 0x44FE53F160000000, ptr %36, align 4, !dbg !854
  store i16 3, ptr @g_60, align 2, !dbg !855
  br label %482, !dbg !857

482:                                              ; preds = %642, %481
  %483 = load i16, ptr @g_60, align 2, !dbg !858
  %484 = sext i16 %483 to i32, !dbg !858
  %485 = icmp sge i32 %484, 0, !dbg !860
  br i1 %485, label %486, label %647, !dbg !861

486:                                              ; preds = %482
    #dbg_declare(ptr %37, !862, !DIExpression(), !864)
  store ptr @g_120, ptr %37, align 8, !dbg !864
    #dbg_declare(ptr %38, !865, !DIExpression(), !869)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %38, ptr align 16 @__const.func_1.l_343, i64 1600, i1 false), !dbg !869
    #dbg_declare(ptr %39, !870, !DIExpression(), !871)
    #dbg_declare(ptr %40, !872, !DIExpression(), !873)
    #dbg_declare(ptr %41, !874, !DIExpression(), !875)
  store i16 3, ptr @g_62, align 2, !dbg !876
  br label %487, !dbg !878

487:                                              ; preds = %537, %486
  %488 = load i16, ptr @g_62, align 2, !dbg !879
  %489 = sext i16 %488 to i32, !dbg !879
  %490 = icmp sge i32 %489, 0, !dbg !881
  br i1 %490, label %491, label %542, !dbg !882

491:                                              ; preds = %487
    #dbg_declare(ptr %42, !883, !DIExpression(), !885)
  store ptr @g_14, ptr %42, align 8, !dbg !885
    #dbg_declare(ptr %43, !886, !DIExpression(), !887)
  %492 = load i8, ptr @g_140, align 1, !dbg !888
  %493 = sext i8 %492 to i64, !dbg !889
  %494 = getelementptr inbounds [10 x i64], ptr @g_59, i64 0, i64 %493, !dbg !889
  %495 = load i64, ptr %494, align 8, !dbg !889
  %496 = load i16, ptr @g_62, align 2, !dbg !890
  %497 = sext i16 %496 to i32, !dbg !890
  %498 = add nsw i32 %497, 2, !dbg !891
  %499 = sext i32 %498 to i64, !dbg !892
  %500 = getelementptr inbounds [10 x i64], ptr @g_59, i64 0, i64 %499, !dbg !892
  %501 = load i64, ptr %500, align 8, !dbg !892
  %502 = icmp ult i64 %501, 2880570497, !dbg !893
  %503 = zext i1 %502 to i32, !dbg !893
  %504 = sext i32 %503 to i64, !dbg !894
  %505 = icmp eq i64 %504, 277230216, !dbg !895
  %506 = zext i1 %505 to i32, !dbg !895
  %507 = load i8, ptr %35, align 1, !dbg !896
  %508 = zext i8 %507 to i32, !dbg !896
  %509 = and i32 %506, %508, !dbg !897
  %510 = sext i32 %509 to i64, !dbg !898
  %511 = or i64 0, %510, !dbg !899
  %512 = icmp ne i64 %511, 0, !dbg !899
  br i1 %512, label %513, label %518, !dbg !900

513:                                              ; preds = %491
  %514 = load ptr, ptr @g_311, align 8, !dbg !901
  %515 = load i8, ptr %514, align 1, !dbg !902
  %516 = zext i8 %515 to i32, !dbg !903
  %517 = icmp ne i32 %516, 0, !dbg !900
  br label %518

518:                                              ; preds = %513, %491
  %519 = phi i1 [ false, %491 ], [ %517, %513 ], !dbg !904
  %520 = zext i1 %519 to i32, !dbg !900
  %521 = sext i32 %520 to i64, !dbg !905
  %522 = xor i64 %495, %521, !dbg !906
  %523 = icmp ne ptr null, getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 1), i64 0, i64 3), !dbg !907
  %524 = zext i1 %523 to i32, !dbg !907
  %525 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef %524, i32 noundef -3), !dbg !908
  %526 = trunc i32 %525 to i16, !dbg !909
  %527 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %526, i16 noundef zeroext -26256), !dbg !910
  %528 = zext i16 %527 to i32, !dbg !911
  %529 = load ptr, ptr @g_13, align 8, !dbg !912
  store i32 %528, ptr %529, align 4, !dbg !913
  %530 = load ptr, ptr %42, align 8, !dbg !914
  %531 = load i32, ptr %530, align 4, !dbg !915
  %532 = xor i32 %531, %528, !dbg !915
  store i32 %532, ptr %530, align 4, !dbg !915
  %533 = load ptr, ptr @g_214, align 8, !dbg !916
  %534 = load ptr, ptr %533, align 8, !dbg !917
  %535 = load ptr, ptr %534, align 8, !dbg !918
  %536 = load i64, ptr %535, align 8, !dbg !919
  store i64 %536, ptr %1, align 8, !dbg !920
  br label %681, !dbg !920

537:                                              ; No predecessors!
  %538 = load i16, ptr @g_62, align 2, !dbg !921
  %539 = sext i16 %538 to i32, !dbg !921
  %540 = sub nsw i32 %539, 1, !dbg !921
  %541 = trunc i32 %540 to i16, !dbg !921
  store i16 %541, ptr @g_62, align 2, !dbg !921
  br label %487, !dbg !922, !llvm.loop !923

542:                                              ; preds = %487
  %543 = load ptr, ptr %37, align 8, !dbg !925
  store ptr %2, ptr %543, align 8, !dbg !926
  store i32 3, ptr %6, align 4, !dbg !927
  br label %544, !dbg !929

544:                                              ; preds = %638, %542
  %545 = load i32, ptr %6, align 4, !dbg !930
  %546 = icmp sge i32 %545, 0, !dbg !932
  br i1 %546, label %547, label %641, !dbg !933

547:                                              ; preds = %544
    #dbg_declare(ptr %44, !934, !DIExpression(), !936)
  store i32 -296901946, ptr %44, align 4, !dbg !936
    #dbg_declare(ptr %45, !937, !DIExpression(), !938)
  store ptr @g_345, ptr %45, align 8, !dbg !938
    #dbg_declare(ptr %46, !939, !DIExpression(), !940)
    #dbg_declare(ptr %47, !941, !DIExpression(), !942)
  %548 = load i8, ptr @g_103, align 1, !dbg !943
  %549 = icmp ne i8 %548, 0, !dbg !943
  br i1 %549, label %550, label %551, !dbg !945

550:                                              ; preds = %547
  br label %56, !dbg !946

551:                                              ; preds = %547
  %552 = load volatile ptr, ptr @g_82, align 8, !dbg !947
  %553 = load ptr, ptr %552, align 8, !dbg !949
  %554 = load i32, ptr %553, align 4, !dbg !950
  %555 = icmp ne i32 %554, 0, !dbg !951
  br i1 %555, label %556, label %557, !dbg !952

556:                                              ; preds = %551
  br label %638, !dbg !953

557:                                              ; preds = %551
  %558 = load i32, ptr %6, align 4, !dbg !954
  %559 = sext i32 %558 to i64, !dbg !955
  %560 = getelementptr inbounds [5 x [4 x i32]], ptr @g_295, i64 0, i64 %559, !dbg !955
  %561 = load i16, ptr @g_60, align 2, !dbg !956
  %562 = sext i16 %561 to i64, !dbg !955
  %563 = getelementptr inbounds [4 x i32], ptr %560, i64 0, i64 %562, !dbg !955
  %564 = load i32, ptr %563, align 4, !dbg !957
  %565 = add i32 %564, 1, !dbg !957
  store i32 %565, ptr %563, align 4, !dbg !957
  %566 = load i32, ptr @g_80, align 4, !dbg !958
  %567 = icmp ne i32 %566, 0, !dbg !958
  br i1 %567, label %613, label %568, !dbg !959

568:                                              ; preds = %557
  %569 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext 6900, i32 noundef 11), !dbg !960
  %570 = sext i16 %569 to i64, !dbg !961
  store i64 %570, ptr @g_336, align 8, !dbg !962
  %571 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext -15625, i32 noundef 7), !dbg !963
  %572 = load i32, ptr %44, align 4, !dbg !964
  %573 = load ptr, ptr %3, align 8, !dbg !965
  %574 = load ptr, ptr %573, align 8, !dbg !966
  %575 = icmp eq ptr null, %574, !dbg !967
  %576 = zext i1 %575 to i32, !dbg !967
  %577 = load i32, ptr @g_80, align 4, !dbg !968
  %578 = icmp slt i32 %576, %577, !dbg !969
  %579 = zext i1 %578 to i32, !dbg !969
  %580 = sext i32 %579 to i64, !dbg !970
  %581 = getelementptr inbounds [5 x [10 x [4 x i64]]], ptr %38, i64 0, i64 1, !dbg !971
  %582 = getelementptr inbounds [10 x [4 x i64]], ptr %581, i64 0, i64 0, !dbg !971
  %583 = getelementptr inbounds [4 x i64], ptr %582, i64 0, i64 1, !dbg !971
  %584 = load i64, ptr %583, align 8, !dbg !971
  %585 = icmp eq i64 %580, %584, !dbg !972
  %586 = zext i1 %585 to i32, !dbg !972
  %587 = load i64, ptr getelementptr inbounds ([6 x [5 x i64]], ptr @g_235, i64 0, i64 3), align 8, !dbg !973
  %588 = trunc i64 %587 to i16, !dbg !973
  %589 = call zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext 0, i16 noundef zeroext %588), !dbg !974
  %590 = zext i16 %589 to i32, !dbg !975
  %591 = load i8, ptr %35, align 1, !dbg !976
  %592 = zext i8 %591 to i32, !dbg !976
  %593 = icmp eq i32 %590, %592, !dbg !977
  %594 = zext i1 %593 to i32, !dbg !977
  %595 = load i8, ptr %35, align 1, !dbg !978
  %596 = zext i8 %595 to i32, !dbg !978
  %597 = and i32 %594, %596, !dbg !979
  %598 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %571, i32 noundef %597), !dbg !980
  %599 = trunc i16 %598 to i8, !dbg !981
  %600 = load volatile ptr, ptr @g_310, align 8, !dbg !982
  %601 = load ptr, ptr %600, align 8, !dbg !983
  %602 = load i8, ptr %601, align 1, !dbg !984
  %603 = zext i8 %602 to i32, !dbg !985
  %604 = call signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext %599, i32 noundef %603), !dbg !986
  %605 = load volatile ptr, ptr @g_310, align 8, !dbg !987
  %606 = load ptr, ptr %605, align 8, !dbg !988
  %607 = load i8, ptr %606, align 1, !dbg !989
  %608 = load ptr, ptr @g_311, align 8, !dbg !990
  %609 = load i8, ptr %608, align 1, !dbg !991
  %610 = call zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %607, i8 noundef zeroext %609), !dbg !992
  %611 = zext i8 %610 to i32, !dbg !993
  %612 = icmp ne i32 %611, 0, !dbg !959
  br label %613, !dbg !959

613:                                              ; preds = %568, %557
  %614 = phi i1 [ true, %557 ], [ %612, %568 ]
  %615 = zext i1 %614 to i32, !dbg !959
  %616 = trunc i32 %615 to i16, !dbg !994
  %617 = load i32, ptr getelementptr inbounds ([5 x i32], ptr @g_4, i64 0, i64 2), align 8, !dbg !995
  %618 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %616, i32 noundef %617), !dbg !996
  %619 = sext i16 %618 to i32, !dbg !997
  %620 = icmp ne i32 %619, 0, !dbg !997
  br i1 %620, label %622, label %621, !dbg !998

621:                                              ; preds = %613
  br label %622, !dbg !998

622:                                              ; preds = %621, %613
  %623 = phi i1 [ true, %613 ], [ false, %621 ]
  %624 = zext i1 %623 to i32, !dbg !998
  %625 = load i8, ptr %35, align 1, !dbg !999
  %626 = zext i8 %625 to i64, !dbg !1000
  %627 = icmp sgt i64 %626, 3726052536379305469, !dbg !1001
  %628 = zext i1 %627 to i32, !dbg !1001
  %629 = load ptr, ptr %45, align 8, !dbg !1002
  store i32 %628, ptr %629, align 4, !dbg !1003
  %630 = icmp ugt i32 %564, %628, !dbg !1004
  br i1 %630, label %634, label %631, !dbg !1005

631:                                              ; preds = %622
  %632 = load i32, ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([5 x [4 x i32]], ptr @g_295, i64 0, i64 2), i64 0, i64 3), align 4, !dbg !1006
  %633 = icmp ne i32 %632, 0, !dbg !1005
  br label %634, !dbg !1005

634:                                              ; preds = %631, %622
  %635 = phi i1 [ true, %622 ], [ %633, %631 ]
  %636 = zext i1 %635 to i32, !dbg !1005
  %637 = load ptr, ptr @g_13, align 8, !dbg !1007
  store i32 %636, ptr %637, align 4, !dbg !1008
  br label %638, !dbg !1009

638:                                              ; preds = %634, %556
  %639 = load i32, ptr %6, align 4, !dbg !1010
  %640 = sub nsw i32 %639, 1, !dbg !1010
  store i32 %640, ptr %6, align 4, !dbg !1010
  br label %544, !dbg !1011, !llvm.loop !1012

641:                                              ; preds = %544
  br label %642, !dbg !1014

642:                                              ; preds = %641
  %643 = load i16, ptr @g_60, align 2, !dbg !1015
  %644 = sext i16 %643 to i32, !dbg !1015
  %645 = sub nsw i32 %644, 1, !dbg !1015
  %646 = trunc i32 %645 to i16, !dbg !1015
  store i16 %646, ptr @g_60, align 2, !dbg !1015
  br label %482, !dbg !1016, !llvm.loop !1017

647:                                              ; preds = %482
  store i16 0, ptr @g_60, align 2, !dbg !1019
  br label %648, !dbg !1021

648:                                              ; preds = %664, %647
  %649 = load i16, ptr @g_60, align 2, !dbg !1022
  %650 = sext i16 %649 to i32, !dbg !1022
  %651 = icmp sle i32 %650, 9, !dbg !1024
  br i1 %651, label %652, label %669, !dbg !1025

652:                                              ; preds = %648
    #dbg_declare(ptr %48, !1026, !DIExpression(), !1028)
  %653 = load i16, ptr @g_60, align 2, !dbg !1029
  %654 = sext i16 %653 to i64, !dbg !1031
  %655 = getelementptr inbounds [10 x i64], ptr @g_59, i64 0, i64 %654, !dbg !1031
  %656 = load i64, ptr %655, align 8, !dbg !1031
  %657 = icmp ne i64 %656, 0, !dbg !1031
  br i1 %657, label %658, label %659, !dbg !1032

658:                                              ; preds = %652
  br label %669, !dbg !1033

659:                                              ; preds = %652
  %660 = load ptr, ptr @g_214, align 8, !dbg !1034
  %661 = load ptr, ptr %660, align 8, !dbg !1035
  %662 = load ptr, ptr %661, align 8, !dbg !1036
  %663 = load i64, ptr %662, align 8, !dbg !1037
  store i64 %663, ptr %1, align 8, !dbg !1038
  br label %681, !dbg !1038

664:                                              ; No predecessors!
  %665 = load i16, ptr @g_60, align 2, !dbg !1039
  %666 = sext i16 %665 to i32, !dbg !1039
  %667 = add nsw i32 %666, 1, !dbg !1039
  %668 = trunc i32 %667 to i16, !dbg !1039
  store i16 %668, ptr @g_60, align 2, !dbg !1039
  br label %648, !dbg !1040, !llvm.loop !1041

669:                                              ; preds = %658, %648
  br label %670, !dbg !1043

670:                                              ; preds = %669
  %671 = load i8, ptr @g_140, align 1, !dbg !1044
  %672 = sext i8 %671 to i32, !dbg !1044
  %673 = sub nsw i32 %672, 1, !dbg !1044
  %674 = trunc i32 %673 to i8, !dbg !1044
  store i8 %674, ptr @g_140, align 1, !dbg !1044
  br label %477, !dbg !1045, !llvm.loop !1046

675:                                              ; preds = %477
  %676 = load volatile ptr, ptr @g_213, align 8, !dbg !1048
  %677 = load ptr, ptr %676, align 8, !dbg !1049
  %678 = load ptr, ptr %677, align 8, !dbg !1050
  %679 = load ptr, ptr %678, align 8, !dbg !1051
  %680 = load i64, ptr %679, align 8, !dbg !1052
  store i64 %680, ptr %1, align 8, !dbg !1053
  br label %681, !dbg !1053

681:                                              ; preds = %675, %659, %518, %56
  %682 = load i64, ptr %1, align 8, !dbg !1054
  ret i64 %682, !dbg !1054
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !1055 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !1058, !DIExpression(), !1059)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !1060, !DIExpression(), !1061)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !1062, !DIExpression(), !1063)
  %7 = load i64, ptr %4, align 8, !dbg !1064
  call void @crc32_8bytes(i64 noundef %7), !dbg !1065
  %8 = load i32, ptr %6, align 4, !dbg !1066
  %9 = icmp ne i32 %8, 0, !dbg !1066
  br i1 %9, label %10, label %16, !dbg !1068

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !1069
  %12 = load i32, ptr @crc32_context, align 4, !dbg !1071
  %13 = zext i32 %12 to i64, !dbg !1071
  %14 = xor i64 %13, 4294967295, !dbg !1072
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.47, ptr noundef %11, i64 noundef %14), !dbg !1073
  br label %16, !dbg !1074

16:                                               ; preds = %10, %3
  ret void, !dbg !1075
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc_bytes(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !1076 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !1079, !DIExpression(), !1080)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !1081, !DIExpression(), !1082)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !1083, !DIExpression(), !1084)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !1085, !DIExpression(), !1086)
    #dbg_declare(ptr %9, !1087, !DIExpression(), !1088)
  store i32 0, ptr %9, align 4, !dbg !1089
  br label %10, !dbg !1091

10:                                               ; preds = %20, %4
  %11 = load i32, ptr %9, align 4, !dbg !1092
  %12 = load i32, ptr %6, align 4, !dbg !1094
  %13 = icmp slt i32 %11, %12, !dbg !1095
  br i1 %13, label %14, label %23, !dbg !1096

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8, !dbg !1097
  %16 = load i32, ptr %9, align 4, !dbg !1099
  %17 = sext i32 %16 to i64, !dbg !1097
  %18 = getelementptr inbounds i8, ptr %15, i64 %17, !dbg !1097
  %19 = load i8, ptr %18, align 1, !dbg !1097
  call void @crc32_byte(i8 noundef zeroext %19), !dbg !1100
  br label %20, !dbg !1101

20:                                               ; preds = %14
  %21 = load i32, ptr %9, align 4, !dbg !1102
  %22 = add nsw i32 %21, 1, !dbg !1102
  store i32 %22, ptr %9, align 4, !dbg !1102
  br label %10, !dbg !1103, !llvm.loop !1104

23:                                               ; preds = %10
  %24 = load i32, ptr %8, align 4, !dbg !1106
  %25 = icmp ne i32 %24, 0, !dbg !1106
  br i1 %25, label %26, label %32, !dbg !1108

26:                                               ; preds = %23
  %27 = load ptr, ptr %7, align 8, !dbg !1109
  %28 = load i32, ptr @crc32_context, align 4, !dbg !1111
  %29 = zext i32 %28 to i64, !dbg !1111
  %30 = xor i64 %29, 4294967295, !dbg !1112
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.47, ptr noundef %27, i64 noundef %30), !dbg !1113
  br label %32, !dbg !1114

32:                                               ; preds = %26, %23
  ret void, !dbg !1115
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !1116 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1119, !DIExpression(), !1120)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1121, !DIExpression(), !1122)
  %5 = load i32, ptr %3, align 4, !dbg !1123
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.48, i32 noundef %5), !dbg !1124
  ret void, !dbg !1125
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %0, i32 noundef %1) #0 !dbg !1126 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1130, !DIExpression(), !1131)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1132, !DIExpression(), !1133)
  %5 = load i16, ptr %3, align 2, !dbg !1134
  %6 = sext i16 %5 to i32, !dbg !1134
  %7 = icmp slt i32 %6, 0, !dbg !1135
  br i1 %7, label %14, label %8, !dbg !1136

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1137
  %10 = icmp slt i32 %9, 0, !dbg !1138
  br i1 %10, label %14, label %11, !dbg !1139

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !1140
  %13 = icmp sge i32 %12, 32, !dbg !1141
  br i1 %13, label %14, label %17, !dbg !1142

14:                                               ; preds = %11, %8, %2
  %15 = load i16, ptr %3, align 2, !dbg !1143
  %16 = sext i16 %15 to i32, !dbg !1144
  br label %22, !dbg !1142

17:                                               ; preds = %11
  %18 = load i16, ptr %3, align 2, !dbg !1145
  %19 = sext i16 %18 to i32, !dbg !1145
  %20 = load i32, ptr %4, align 4, !dbg !1146
  %21 = ashr i32 %19, %20, !dbg !1147
  br label %22, !dbg !1142

22:                                               ; preds = %17, %14
  %23 = phi i32 [ %16, %14 ], [ %21, %17 ], !dbg !1142
  %24 = trunc i32 %23 to i16, !dbg !1142
  ret i16 %24, !dbg !1148
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @func_7(float noundef %0) #0 !dbg !1149 {
  %2 = alloca i16, align 2
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [5 x ptr], align 16
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca [3 x ptr], align 16
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca [2 x [10 x [2 x i32]]], align 16
  %23 = alloca ptr, align 8
  %24 = alloca [6 x [10 x i32]], align 16
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i64, align 8
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i64, align 8
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca [10 x ptr], align 16
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca ptr, align 8
  %45 = alloca [1 x [6 x [7 x ptr]]], align 16
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  store float %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1152, !DIExpression(), !1153)
    #dbg_declare(ptr %4, !1154, !DIExpression(), !1155)
  store i32 0, ptr %4, align 4, !dbg !1155
    #dbg_declare(ptr %5, !1156, !DIExpression(), !1157)
  store i32 1, ptr %5, align 4, !dbg !1157
    #dbg_declare(ptr %6, !1158, !DIExpression(), !1159)
  store i32 1091918880, ptr %6, align 4, !dbg !1159
    #dbg_declare(ptr %7, !1160, !DIExpression(), !1164)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.func_7.l_117, i64 40, i1 false), !dbg !1164
    #dbg_declare(ptr %8, !1165, !DIExpression(), !1167)
  store ptr null, ptr %8, align 8, !dbg !1167
    #dbg_declare(ptr %9, !1168, !DIExpression(), !1169)
  store ptr @g_31, ptr %9, align 8, !dbg !1169
    #dbg_declare(ptr %10, !1170, !DIExpression(), !1171)
  %51 = load i32, ptr %4, align 4, !dbg !1172
  %52 = load ptr, ptr @g_13, align 8, !dbg !1173
  %53 = load i32, ptr %52, align 4, !dbg !1174
  %54 = and i32 %53, %51, !dbg !1174
  store i32 %54, ptr %52, align 4, !dbg !1174
  %55 = load i32, ptr %4, align 4, !dbg !1175
  %56 = icmp ne i32 %55, 0, !dbg !1175
  br i1 %56, label %57, label %137, !dbg !1177

57:                                               ; preds = %1
    #dbg_declare(ptr %11, !1178, !DIExpression(), !1180)
  store i64 9093986901728931861, ptr %11, align 8, !dbg !1180
  %58 = load i16, ptr @g_63, align 2, !dbg !1181
  %59 = call signext i16 @safe_rshift_func_int16_t_s_u(i16 noundef signext %58, i32 noundef 15), !dbg !1182
  %60 = sext i16 %59 to i64, !dbg !1183
  %61 = load i64, ptr %11, align 8, !dbg !1184
  %62 = xor i64 %61, %60, !dbg !1184
  store i64 %62, ptr %11, align 8, !dbg !1184
  %63 = load i32, ptr %4, align 4, !dbg !1185
  %64 = icmp ne i32 %63, 0, !dbg !1185
  br i1 %64, label %65, label %104, !dbg !1187

65:                                               ; preds = %57
    #dbg_declare(ptr %12, !1188, !DIExpression(), !1190)
  store ptr @g_80, ptr %12, align 8, !dbg !1190
  %66 = call signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext 1, i32 noundef 3), !dbg !1191
  %67 = load i16, ptr @g_60, align 2, !dbg !1192
  %68 = trunc i16 %67 to i8, !dbg !1192
  %69 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %66, i8 noundef signext %68), !dbg !1193
  %70 = sext i8 %69 to i16, !dbg !1194
  %71 = load i64, ptr %11, align 8, !dbg !1195
  %72 = trunc i64 %71 to i32, !dbg !1195
  %73 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %70, i32 noundef %72), !dbg !1196
  %74 = load ptr, ptr @g_13, align 8, !dbg !1197
  %75 = load i32, ptr %74, align 4, !dbg !1198
  %76 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef 0, i32 noundef %75), !dbg !1199
  %77 = load ptr, ptr %12, align 8, !dbg !1200
  %78 = load i32, ptr %77, align 4, !dbg !1201
  %79 = or i32 %78, %76, !dbg !1201
  store i32 %79, ptr %77, align 4, !dbg !1201
  %80 = load i16, ptr @g_62, align 2, !dbg !1202
  %81 = icmp ne i16 %80, 0, !dbg !1202
  br i1 %81, label %82, label %83, !dbg !1204

82:                                               ; preds = %65
  br label %84, !dbg !1205

83:                                               ; preds = %65
  br label %84, !dbg !1202

84:                                               ; preds = %83, %82
    #dbg_label(!1206, !1207)
  %85 = load ptr, ptr %12, align 8, !dbg !1208
  %86 = load volatile ptr, ptr @g_82, align 8, !dbg !1209
  store ptr %85, ptr %86, align 8, !dbg !1210
  store i16 0, ptr @g_62, align 2, !dbg !1211
  br label %87, !dbg !1213

87:                                               ; preds = %100, %84
  %88 = load i16, ptr @g_62, align 2, !dbg !1214
  %89 = sext i16 %88 to i32, !dbg !1214
  %90 = icmp slt i32 %89, 24, !dbg !1216
  br i1 %90, label %91, label %103, !dbg !1217

91:                                               ; preds = %87
    #dbg_declare(ptr %13, !1218, !DIExpression(), !1220)
  store ptr @g_16, ptr %13, align 8, !dbg !1220
  %92 = load i16, ptr @g_60, align 2, !dbg !1221
  %93 = sext i16 %92 to i32, !dbg !1221
  %94 = load i32, ptr @g_86, align 4, !dbg !1222
  %95 = icmp sgt i32 %93, %94, !dbg !1223
  %96 = zext i1 %95 to i32, !dbg !1223
  %97 = sitofp i32 %96 to float, !dbg !1224
  %98 = load ptr, ptr %13, align 8, !dbg !1225
  store float %97, ptr %98, align 4, !dbg !1226
  %99 = load volatile ptr, ptr @g_91, align 8, !dbg !1227
  store float %97, ptr %99, align 4, !dbg !1228
  br label %100, !dbg !1229

100:                                              ; preds = %91
  %101 = load i16, ptr @g_62, align 2, !dbg !1230
  %102 = add i16 %101, 1, !dbg !1230
  store i16 %102, ptr @g_62, align 2, !dbg !1230
  br label %87, !dbg !1231, !llvm.loop !1232

103:                                              ; preds = %87
  br label %117, !dbg !1234

104:                                              ; preds = %57
  store i64 0, ptr @g_31, align 8, !dbg !1235
  br label %105, !dbg !1238

105:                                              ; preds = %113, %104
  %106 = load i64, ptr @g_31, align 8, !dbg !1239
  %107 = icmp ule i64 %106, 4, !dbg !1241
  br i1 %107, label %108, label %116, !dbg !1242

108:                                              ; preds = %105
    #dbg_declare(ptr %14, !1243, !DIExpression(), !1245)
  %109 = load i64, ptr @g_31, align 8, !dbg !1246
  %110 = getelementptr inbounds [5 x i32], ptr @g_4, i64 0, i64 %109, !dbg !1247
  %111 = load i32, ptr %110, align 4, !dbg !1247
  %112 = trunc i32 %111 to i16, !dbg !1247
  store i16 %112, ptr %2, align 2, !dbg !1248
  br label %512, !dbg !1248

113:                                              ; No predecessors!
  %114 = load i64, ptr @g_31, align 8, !dbg !1249
  %115 = add i64 %114, 1, !dbg !1249
  store i64 %115, ptr @g_31, align 8, !dbg !1249
  br label %105, !dbg !1250, !llvm.loop !1251

116:                                              ; preds = %105
  br label %117

117:                                              ; preds = %116, %103
  store i64 0, ptr %11, align 8, !dbg !1253
  br label %118, !dbg !1255

118:                                              ; preds = %133, %117
  %119 = load i64, ptr %11, align 8, !dbg !1256
  %120 = icmp eq i64 %119, 32, !dbg !1258
  br i1 %120, label %121, label %136, !dbg !1259

121:                                              ; preds = %118
    #dbg_declare(ptr %15, !1260, !DIExpression(), !1262)
  store ptr @g_103, ptr %15, align 8, !dbg !1262
    #dbg_declare(ptr %16, !1263, !DIExpression(), !1264)
  store i32 33134177, ptr %16, align 4, !dbg !1264
    #dbg_declare(ptr %17, !1265, !DIExpression(), !1266)
  store ptr %15, ptr %17, align 8, !dbg !1266
    #dbg_declare(ptr %18, !1267, !DIExpression(), !1270)
    #dbg_declare(ptr %19, !1271, !DIExpression(), !1272)
  store i32 0, ptr %19, align 4, !dbg !1273
  br label %122, !dbg !1275

122:                                              ; preds = %129, %121
  %123 = load i32, ptr %19, align 4, !dbg !1276
  %124 = icmp slt i32 %123, 3, !dbg !1278
  br i1 %124, label %125, label %132, !dbg !1279

125:                                              ; preds = %122
  %126 = load i32, ptr %19, align 4, !dbg !1280
  %127 = sext i32 %126 to i64, !dbg !1281
  %128 = getelementptr inbounds [3 x ptr], ptr %18, i64 0, i64 %127, !dbg !1281
  store ptr @g_63, ptr %128, align 8, !dbg !1282
  br label %129, !dbg !1281

129:                                              ; preds = %125
  %130 = load i32, ptr %19, align 4, !dbg !1283
  %131 = add nsw i32 %130, 1, !dbg !1283
  store i32 %131, ptr %19, align 4, !dbg !1283
  br label %122, !dbg !1284, !llvm.loop !1285

132:                                              ; preds = %122
  br label %133, !dbg !1287

133:                                              ; preds = %132
  %134 = load i64, ptr %11, align 8, !dbg !1288
  %135 = add i64 %134, 1, !dbg !1288
  store i64 %135, ptr %11, align 8, !dbg !1288
  br label %118, !dbg !1289, !llvm.loop !1290

136:                                              ; preds = %118
  br label %509, !dbg !1292

137:                                              ; preds = %1
    #dbg_declare(ptr %20, !1293, !DIExpression(), !1295)
  store ptr @g_13, ptr %20, align 8, !dbg !1295
    #dbg_declare(ptr %21, !1296, !DIExpression(), !1297)
  store ptr %20, ptr %21, align 8, !dbg !1297
    #dbg_declare(ptr %22, !1298, !DIExpression(), !1301)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %22, ptr align 16 @__const.func_7.l_122, i64 160, i1 false), !dbg !1301
    #dbg_declare(ptr %23, !1302, !DIExpression(), !1303)
  store ptr @g_103, ptr %23, align 8, !dbg !1303
    #dbg_declare(ptr %24, !1304, !DIExpression(), !1307)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %24, ptr align 16 @__const.func_7.l_161, i64 240, i1 false), !dbg !1307
    #dbg_declare(ptr %25, !1308, !DIExpression(), !1309)
  store ptr @g_63, ptr %25, align 8, !dbg !1309
    #dbg_declare(ptr %26, !1310, !DIExpression(), !1311)
    #dbg_declare(ptr %27, !1312, !DIExpression(), !1313)
    #dbg_declare(ptr %28, !1314, !DIExpression(), !1315)
  %138 = load i32, ptr %5, align 4, !dbg !1316
  %139 = sext i32 %138 to i64, !dbg !1316
  %140 = getelementptr inbounds [5 x ptr], ptr %7, i64 0, i64 3, !dbg !1318
  %141 = load ptr, ptr %140, align 8, !dbg !1318
  %142 = load ptr, ptr %20, align 8, !dbg !1319
  store ptr %142, ptr getelementptr inbounds ([7 x [4 x ptr]], ptr getelementptr inbounds ([9 x [7 x [4 x ptr]]], ptr @g_119, i64 0, i64 7), i64 0, i64 3), align 16, !dbg !1320
  store ptr %142, ptr @g_120, align 8, !dbg !1321
  %143 = load ptr, ptr %21, align 8, !dbg !1322
  store ptr %142, ptr %143, align 8, !dbg !1323
  %144 = icmp eq ptr %141, %142, !dbg !1324
  %145 = zext i1 %144 to i32, !dbg !1324
  %146 = getelementptr inbounds [2 x [10 x [2 x i32]]], ptr %22, i64 0, i64 1, !dbg !1325
  %147 = getelementptr inbounds [10 x [2 x i32]], ptr %146, i64 0, i64 2, !dbg !1325
  %148 = getelementptr inbounds [2 x i32], ptr %147, i64 0, i64 1, !dbg !1325
  %149 = load i32, ptr %148, align 4, !dbg !1325
  %150 = load ptr, ptr %23, align 8, !dbg !1326
  store i8 -5, ptr %150, align 1, !dbg !1327
  %151 = icmp eq i32 %149, 251, !dbg !1328
  %152 = zext i1 %151 to i32, !dbg !1328
  %153 = icmp slt i32 %145, %152, !dbg !1329
  %154 = zext i1 %153 to i32, !dbg !1329
  %155 = sext i32 %154 to i64, !dbg !1330
  %156 = load i64, ptr @g_31, align 8, !dbg !1331
  %157 = icmp eq i64 %155, %156, !dbg !1332
  %158 = zext i1 %157 to i32, !dbg !1332
  %159 = sext i32 %158 to i64, !dbg !1333
  %160 = xor i64 %159, 78, !dbg !1334
  %161 = xor i64 %160, -1, !dbg !1335
  %162 = icmp sle i64 %139, %161, !dbg !1336
  br i1 %162, label %163, label %190, !dbg !1337

163:                                              ; preds = %137
    #dbg_declare(ptr %29, !1338, !DIExpression(), !1340)
  store i64 0, ptr %29, align 8, !dbg !1340
    #dbg_declare(ptr %30, !1341, !DIExpression(), !1342)
  store i32 -974990012, ptr %30, align 4, !dbg !1342
    #dbg_declare(ptr %31, !1343, !DIExpression(), !1344)
  store i32 -884668934, ptr %31, align 4, !dbg !1344
  %164 = load ptr, ptr @g_13, align 8, !dbg !1345
  %165 = load i32, ptr %164, align 4, !dbg !1346
  %166 = icmp ne i32 %165, 0, !dbg !1347
  br i1 %166, label %183, label %167, !dbg !1348

167:                                              ; preds = %163
  %168 = load ptr, ptr %20, align 8, !dbg !1349
  %169 = load ptr, ptr %168, align 8, !dbg !1350
  %170 = load i32, ptr %169, align 4, !dbg !1351
  %171 = load i64, ptr %29, align 8, !dbg !1352
  %172 = trunc i64 %171 to i8, !dbg !1352
  %173 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %172, i8 noundef signext 1), !dbg !1353
  %174 = sext i8 %173 to i32, !dbg !1354
  %175 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef 6, i32 noundef %174), !dbg !1355
  %176 = icmp uge i32 %170, %175, !dbg !1356
  %177 = zext i1 %176 to i32, !dbg !1356
  %178 = load i32, ptr %30, align 4, !dbg !1357
  %179 = sext i32 %178 to i64, !dbg !1357
  %180 = and i64 %179, 8, !dbg !1357
  %181 = trunc i64 %180 to i32, !dbg !1357
  store i32 %181, ptr %30, align 4, !dbg !1357
  %182 = icmp ne i32 %181, 0, !dbg !1348
  br label %183, !dbg !1348

183:                                              ; preds = %167, %163
  %184 = phi i1 [ true, %163 ], [ %182, %167 ]
  %185 = zext i1 %184 to i32, !dbg !1348
  %186 = load i32, ptr %31, align 4, !dbg !1358
  %187 = or i32 %186, %185, !dbg !1358
  store i32 %187, ptr %31, align 4, !dbg !1358
  %188 = load i64, ptr getelementptr inbounds ([10 x i64], ptr @g_59, i64 0, i64 6), align 16, !dbg !1359
  %189 = trunc i64 %188 to i16, !dbg !1359
  store i16 %189, ptr %2, align 2, !dbg !1360
  br label %512, !dbg !1360

190:                                              ; preds = %137
    #dbg_declare(ptr %32, !1361, !DIExpression(), !1363)
  store i64 4, ptr %32, align 8, !dbg !1363
    #dbg_declare(ptr %33, !1364, !DIExpression(), !1365)
  store i64 -2504258669072838373, ptr %33, align 8, !dbg !1365
    #dbg_declare(ptr %34, !1366, !DIExpression(), !1368)
  store ptr @g_140, ptr %34, align 8, !dbg !1368
    #dbg_declare(ptr %35, !1369, !DIExpression(), !1370)
  store ptr %4, ptr %35, align 8, !dbg !1370
    #dbg_declare(ptr %36, !1371, !DIExpression(), !1372)
  store i32 -1722444489, ptr %36, align 4, !dbg !1372
    #dbg_declare(ptr %37, !1373, !DIExpression(), !1374)
  store i32 2, ptr %37, align 4, !dbg !1374
    #dbg_declare(ptr %38, !1375, !DIExpression(), !1376)
  store ptr @g_16, ptr %38, align 8, !dbg !1376
    #dbg_declare(ptr %39, !1377, !DIExpression(), !1379)
  store ptr %38, ptr %39, align 8, !dbg !1379
    #dbg_declare(ptr %40, !1380, !DIExpression(), !1381)
  store ptr %32, ptr %40, align 8, !dbg !1381
  %191 = load i64, ptr %32, align 8, !dbg !1382
  %192 = trunc i64 %191 to i8, !dbg !1382
  %193 = load i64, ptr %33, align 8, !dbg !1383
  %194 = trunc i64 %193 to i8, !dbg !1383
  %195 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %192, i8 noundef zeroext %194), !dbg !1384
  %196 = load ptr, ptr %34, align 8, !dbg !1385
  store i8 %195, ptr %196, align 1, !dbg !1386
  %197 = sext i8 %195 to i32, !dbg !1387
  %198 = icmp ne i32 %197, 0, !dbg !1387
  br i1 %198, label %215, label %199, !dbg !1388

199:                                              ; preds = %190
  %200 = load i16, ptr @g_60, align 2, !dbg !1389
  %201 = sext i16 %200 to i64, !dbg !1389
  %202 = icmp uge i64 %201, 0, !dbg !1390
  %203 = zext i1 %202 to i32, !dbg !1390
  %204 = sext i32 %203 to i64, !dbg !1391
  %205 = load i16, ptr @g_62, align 2, !dbg !1392
  %206 = sext i16 %205 to i64, !dbg !1392
  %207 = load ptr, ptr %21, align 8, !dbg !1393
  %208 = load ptr, ptr %207, align 8, !dbg !1394
  %209 = load ptr, ptr %208, align 8, !dbg !1395
  %210 = load i32, ptr %209, align 4, !dbg !1396
  %211 = sext i32 %210 to i64, !dbg !1397
  %212 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef %206, i64 noundef %211), !dbg !1398
  %213 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %204, i64 noundef %212), !dbg !1399
  %214 = icmp ne i64 %213, 0, !dbg !1388
  br label %215, !dbg !1388

215:                                              ; preds = %199, %190
  %216 = phi i1 [ true, %190 ], [ %214, %199 ]
  %217 = zext i1 %216 to i32, !dbg !1388
  %218 = trunc i32 %217 to i8, !dbg !1400
  %219 = load i64, ptr %32, align 8, !dbg !1401
  %220 = trunc i64 %219 to i32, !dbg !1401
  %221 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %218, i32 noundef %220), !dbg !1402
  %222 = sext i8 %221 to i16, !dbg !1403
  %223 = call zeroext i16 @safe_rshift_func_uint16_t_u_u(i16 noundef zeroext %222, i32 noundef 14), !dbg !1404
  %224 = load i32, ptr @g_4, align 16, !dbg !1405
  %225 = load i32, ptr getelementptr inbounds ([5 x i32], ptr @g_4, i64 0, i64 1), align 4, !dbg !1406
  %226 = icmp ne i32 %224, %225, !dbg !1407
  %227 = zext i1 %226 to i32, !dbg !1407
  %228 = getelementptr inbounds [2 x [10 x [2 x i32]]], ptr %22, i64 0, i64 1, !dbg !1408
  %229 = getelementptr inbounds [10 x [2 x i32]], ptr %228, i64 0, i64 2, !dbg !1408
  %230 = getelementptr inbounds [2 x i32], ptr %229, i64 0, i64 1, !dbg !1408
  %231 = load i32, ptr %230, align 4, !dbg !1409
  %232 = or i32 %231, %227, !dbg !1409
  store i32 %232, ptr %230, align 4, !dbg !1409
  %233 = load ptr, ptr %20, align 8, !dbg !1410
  %234 = load ptr, ptr %233, align 8, !dbg !1412
  %235 = load i32, ptr %234, align 4, !dbg !1413
  %236 = load ptr, ptr %35, align 8, !dbg !1414
  %237 = load i32, ptr %236, align 4, !dbg !1415
  %238 = add i32 %237, -1, !dbg !1415
  store i32 %238, ptr %236, align 4, !dbg !1415
  %239 = icmp ne i32 %235, %237, !dbg !1416
  %240 = zext i1 %239 to i32, !dbg !1416
  %241 = trunc i32 %240 to i16, !dbg !1417
  %242 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %241, i32 noundef 5), !dbg !1418
  %243 = sext i16 %242 to i32, !dbg !1419
  %244 = load ptr, ptr %21, align 8, !dbg !1420
  %245 = load ptr, ptr %244, align 8, !dbg !1421
  %246 = load ptr, ptr %245, align 8, !dbg !1422
  %247 = load i32, ptr %246, align 4, !dbg !1423
  %248 = sext i32 %247 to i64, !dbg !1424
  %249 = load i64, ptr %33, align 8, !dbg !1425
  %250 = load ptr, ptr %21, align 8, !dbg !1426
  %251 = load ptr, ptr %250, align 8, !dbg !1427
  %252 = load ptr, ptr %251, align 8, !dbg !1428
  %253 = load i32, ptr %252, align 4, !dbg !1429
  %254 = load i64, ptr getelementptr inbounds ([10 x i64], ptr @g_59, i64 0, i64 6), align 16, !dbg !1430
  %255 = trunc i64 %254 to i8, !dbg !1430
  %256 = getelementptr inbounds [6 x [10 x i32]], ptr %24, i64 0, i64 4, !dbg !1431
  %257 = getelementptr inbounds [10 x i32], ptr %256, i64 0, i64 3, !dbg !1431
  %258 = load i32, ptr %257, align 4, !dbg !1431
  %259 = call signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext %255, i32 noundef %258), !dbg !1432
  %260 = sext i8 %259 to i32, !dbg !1433
  %261 = icmp sgt i32 %253, %260, !dbg !1434
  %262 = zext i1 %261 to i32, !dbg !1434
  %263 = sext i32 %262 to i64, !dbg !1435
  %264 = icmp ugt i64 %249, %263, !dbg !1436
  %265 = zext i1 %264 to i32, !dbg !1436
  %266 = sext i32 %265 to i64, !dbg !1437
  %267 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %248, i64 noundef %266), !dbg !1438
  %268 = trunc i64 %267 to i16, !dbg !1439
  %269 = load i64, ptr %33, align 8, !dbg !1440
  %270 = trunc i64 %269 to i16, !dbg !1440
  %271 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %268, i16 noundef signext %270), !dbg !1441
  %272 = sext i16 %271 to i32, !dbg !1442
  %273 = load ptr, ptr %20, align 8, !dbg !1443
  %274 = load ptr, ptr %273, align 8, !dbg !1444
  %275 = load i32, ptr %274, align 4, !dbg !1445
  %276 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef %243, i32 noundef %275), !dbg !1446
  br i1 false, label %277, label %459, !dbg !1447

277:                                              ; preds = %215
    #dbg_declare(ptr %41, !1448, !DIExpression(), !1451)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %41, ptr align 16 @__const.func_7.l_175, i64 80, i1 false), !dbg !1451
    #dbg_declare(ptr %42, !1452, !DIExpression(), !1453)
  store i32 -178255518, ptr %42, align 4, !dbg !1453
    #dbg_declare(ptr %43, !1454, !DIExpression(), !1455)
  store i32 1, ptr %43, align 4, !dbg !1455
    #dbg_declare(ptr %44, !1456, !DIExpression(), !1457)
  store ptr getelementptr inbounds ([10 x i64], ptr @g_59, i64 0, i64 7), ptr %44, align 8, !dbg !1457
    #dbg_declare(ptr %45, !1458, !DIExpression(), !1462)
  store ptr %44, ptr %45, align 8, !dbg !1463
  %278 = getelementptr inbounds ptr, ptr %45, i64 1, !dbg !1463
  store ptr %44, ptr %278, align 8, !dbg !1463
  %279 = getelementptr inbounds ptr, ptr %45, i64 2, !dbg !1463
  store ptr null, ptr %279, align 8, !dbg !1463
  %280 = getelementptr inbounds ptr, ptr %45, i64 3, !dbg !1463
  store ptr %9, ptr %280, align 8, !dbg !1463
  %281 = getelementptr inbounds ptr, ptr %45, i64 4, !dbg !1463
  store ptr %44, ptr %281, align 8, !dbg !1463
  %282 = getelementptr inbounds ptr, ptr %45, i64 5, !dbg !1463
  store ptr null, ptr %282, align 8, !dbg !1463
  %283 = getelementptr inbounds ptr, ptr %45, i64 6, !dbg !1463
  store ptr %44, ptr %283, align 8, !dbg !1463
  %284 = getelementptr inbounds [7 x ptr], ptr %45, i64 1, !dbg !1464
  store ptr %44, ptr %284, align 8, !dbg !1465
  %285 = getelementptr inbounds ptr, ptr %284, i64 1, !dbg !1465
  store ptr null, ptr %285, align 8, !dbg !1465
  %286 = getelementptr inbounds ptr, ptr %284, i64 2, !dbg !1465
  store ptr null, ptr %286, align 8, !dbg !1465
  %287 = getelementptr inbounds ptr, ptr %284, i64 3, !dbg !1465
  store ptr %44, ptr %287, align 8, !dbg !1465
  %288 = getelementptr inbounds ptr, ptr %284, i64 4, !dbg !1465
  store ptr null, ptr %288, align 8, !dbg !1465
  %289 = getelementptr inbounds ptr, ptr %284, i64 5, !dbg !1465
  store ptr %9, ptr %289, align 8, !dbg !1465
  %290 = getelementptr inbounds ptr, ptr %284, i64 6, !dbg !1465
  store ptr %44, ptr %290, align 8, !dbg !1465
  %291 = getelementptr inbounds [7 x ptr], ptr %45, i64 2, !dbg !1464
  store ptr %44, ptr %291, align 8, !dbg !1466
  %292 = getelementptr inbounds ptr, ptr %291, i64 1, !dbg !1466
  store ptr %44, ptr %292, align 8, !dbg !1466
  %293 = getelementptr inbounds ptr, ptr %291, i64 2, !dbg !1466
  store ptr null, ptr %293, align 8, !dbg !1466
  %294 = getelementptr inbounds ptr, ptr %291, i64 3, !dbg !1466
  store ptr null, ptr %294, align 8, !dbg !1466
  %295 = getelementptr inbounds ptr, ptr %291, i64 4, !dbg !1466
  store ptr %44, ptr %295, align 8, !dbg !1466
  %296 = getelementptr inbounds ptr, ptr %291, i64 5, !dbg !1466
  store ptr %44, ptr %296, align 8, !dbg !1466
  %297 = getelementptr inbounds ptr, ptr %291, i64 6, !dbg !1466
  store ptr %44, ptr %297, align 8, !dbg !1466
  %298 = getelementptr inbounds [7 x ptr], ptr %45, i64 3, !dbg !1464
  store ptr %44, ptr %298, align 8, !dbg !1467
  %299 = getelementptr inbounds ptr, ptr %298, i64 1, !dbg !1467
  store ptr %44, ptr %299, align 8, !dbg !1467
  %300 = getelementptr inbounds ptr, ptr %298, i64 2, !dbg !1467
  store ptr %44, ptr %300, align 8, !dbg !1467
  %301 = getelementptr inbounds ptr, ptr %298, i64 3, !dbg !1467
  store ptr %9, ptr %301, align 8, !dbg !1467
  %302 = getelementptr inbounds ptr, ptr %298, i64 4, !dbg !1467
  store ptr %9, ptr %302, align 8, !dbg !1467
  %303 = getelementptr inbounds ptr, ptr %298, i64 5, !dbg !1467
  store ptr %44, ptr %303, align 8, !dbg !1467
  %304 = getelementptr inbounds ptr, ptr %298, i64 6, !dbg !1467
  store ptr %44, ptr %304, align 8, !dbg !1467
  %305 = getelementptr inbounds [7 x ptr], ptr %45, i64 4, !dbg !1464
  store ptr %44, ptr %305, align 8, !dbg !1468
  %306 = getelementptr inbounds ptr, ptr %305, i64 1, !dbg !1468
  store ptr %44, ptr %306, align 8, !dbg !1468
  %307 = getelementptr inbounds ptr, ptr %305, i64 2, !dbg !1468
  store ptr %44, ptr %307, align 8, !dbg !1468
  %308 = getelementptr inbounds ptr, ptr %305, i64 3, !dbg !1468
  store ptr %44, ptr %308, align 8, !dbg !1468
  %309 = getelementptr inbounds ptr, ptr %305, i64 4, !dbg !1468
  store ptr null, ptr %309, align 8, !dbg !1468
  %310 = getelementptr inbounds ptr, ptr %305, i64 5, !dbg !1468
  store ptr null, ptr %310, align 8, !dbg !1468
  %311 = getelementptr inbounds ptr, ptr %305, i64 6, !dbg !1468
  store ptr %44, ptr %311, align 8, !dbg !1468
  %312 = getelementptr inbounds [7 x ptr], ptr %45, i64 5, !dbg !1464
  store ptr %9, ptr %312, align 8, !dbg !1469
  %313 = getelementptr inbounds ptr, ptr %312, i64 1, !dbg !1469
  store ptr %44, ptr %313, align 8, !dbg !1469
  %314 = getelementptr inbounds ptr, ptr %312, i64 2, !dbg !1469
  store ptr %9, ptr %314, align 8, !dbg !1469
  %315 = getelementptr inbounds ptr, ptr %312, i64 3, !dbg !1469
  store ptr null, ptr %315, align 8, !dbg !1469
  %316 = getelementptr inbounds ptr, ptr %312, i64 4, !dbg !1469
  store ptr %44, ptr %316, align 8, !dbg !1469
  %317 = getelementptr inbounds ptr, ptr %312, i64 5, !dbg !1469
  store ptr null, ptr %317, align 8, !dbg !1469
  %318 = getelementptr inbounds ptr, ptr %312, i64 6, !dbg !1469
  store ptr null, ptr %318, align 8, !dbg !1469
    #dbg_declare(ptr %46, !1470, !DIExpression(), !1471)
    #dbg_declare(ptr %47, !1472, !DIExpression(), !1473)
    #dbg_declare(ptr %48, !1474, !DIExpression(), !1475)
  %319 = load i32, ptr @g_80, align 4, !dbg !1476
  store float 0x45C461D8A0000000, ptr %3, align 4, !dbg !1477
  %320 = load ptr, ptr %21, align 8, !dbg !1478
  %321 = load ptr, ptr %320, align 8, !dbg !1479
  %322 = load ptr, ptr %321, align 8, !dbg !1480
  %323 = load ptr, ptr %35, align 8, !dbg !1481
  %324 = icmp eq ptr %322, %323, !dbg !1482
  %325 = zext i1 %324 to i32, !dbg !1482
  %326 = sitofp i32 %325 to float, !dbg !1483
  %327 = fcmp ogt float 0x45C461D8A0000000, %326, !dbg !1484
  %328 = zext i1 %327 to i32, !dbg !1484
  %329 = load i32, ptr %42, align 4, !dbg !1485
  %330 = icmp eq i32 %328, %329, !dbg !1486
  %331 = zext i1 %330 to i32, !dbg !1486
  %332 = load ptr, ptr %21, align 8, !dbg !1487
  %333 = load ptr, ptr %332, align 8, !dbg !1488
  %334 = load ptr, ptr %333, align 8, !dbg !1489
  %335 = load i32, ptr %334, align 4, !dbg !1490
  %336 = icmp ne i32 %331, %335, !dbg !1491
  %337 = zext i1 %336 to i32, !dbg !1491
  %338 = sub nsw i32 0, %337, !dbg !1492
  %339 = sitofp i32 %338 to float, !dbg !1493
  %340 = call float @safe_add_func_float_f_f(float noundef %339, float noundef 0x3F54600BE0000000), !dbg !1494
  %341 = call float @safe_mul_func_float_f_f(float noundef %340, float noundef 0x3C45ABD8C0000000), !dbg !1495
  %342 = load i64, ptr %33, align 8, !dbg !1496
  %343 = uitofp i64 %342 to float, !dbg !1496
  %344 = fcmp oge float %341, %343, !dbg !1497
  %345 = zext i1 %344 to i32, !dbg !1497
  %346 = sitofp i32 %345 to double, !dbg !1498
  %347 = fcmp une double %346, -1.387500e+01, !dbg !1499
  %348 = zext i1 %347 to i32, !dbg !1499
  %349 = sitofp i32 %348 to float, !dbg !1500
  %350 = call float @safe_mul_func_float_f_f(float noundef %349, float noundef 0x3DC3FA79E0000000), !dbg !1501
  %351 = load volatile ptr, ptr @g_91, align 8, !dbg !1502
  %352 = load float, ptr %351, align 4, !dbg !1503
  %353 = call float @safe_div_func_float_f_f(float noundef %350, float noundef %352), !dbg !1504
  %354 = load ptr, ptr @g_13, align 8, !dbg !1505
  %355 = icmp eq ptr null, %354, !dbg !1506
  %356 = zext i1 %355 to i32, !dbg !1506
  %357 = sext i32 %356 to i64, !dbg !1507
  %358 = icmp slt i64 %357, -4, !dbg !1508
  %359 = zext i1 %358 to i32, !dbg !1508
  %360 = load i16, ptr @g_60, align 2, !dbg !1509
  %361 = sext i16 %360 to i32, !dbg !1509
  %362 = icmp slt i32 %359, %361, !dbg !1510
  %363 = zext i1 %362 to i32, !dbg !1510
  %364 = load i32, ptr %42, align 4, !dbg !1511
  %365 = icmp sge i32 %319, %364, !dbg !1512
  %366 = zext i1 %365 to i32, !dbg !1512
  %367 = trunc i32 %366 to i16, !dbg !1513
  %368 = call signext i16 @safe_rshift_func_int16_t_s_u(i16 noundef signext %367, i32 noundef 3), !dbg !1514
  %369 = load i64, ptr @g_31, align 8, !dbg !1515
  %370 = load i32, ptr %36, align 4, !dbg !1516
  %371 = zext i32 %370 to i64, !dbg !1516
  %372 = or i64 %369, %371, !dbg !1517
  %373 = icmp ne i64 %372, 0, !dbg !1518
  br i1 %373, label %374, label %375, !dbg !1519

374:                                              ; preds = %277
  br label %375, !dbg !1519

375:                                              ; preds = %374, %277
  %376 = phi i1 [ true, %277 ], [ true, %374 ]
  %377 = zext i1 %376 to i32, !dbg !1519
  %378 = load i32, ptr %43, align 4, !dbg !1520
  %379 = or i32 %378, %377, !dbg !1520
  store i32 %379, ptr %43, align 4, !dbg !1520
  %380 = load ptr, ptr %21, align 8, !dbg !1521
  %381 = load ptr, ptr %380, align 8, !dbg !1522
  %382 = load ptr, ptr %381, align 8, !dbg !1523
  store i32 %379, ptr %382, align 4, !dbg !1524
  store i32 %379, ptr %37, align 4, !dbg !1525
  %383 = load i32, ptr @g_86, align 4, !dbg !1526
  %384 = sext i32 %383 to i64, !dbg !1526
  %385 = load ptr, ptr %8, align 8, !dbg !1527
  store ptr %385, ptr %25, align 8, !dbg !1528
  %386 = icmp ne ptr %385, null, !dbg !1529
  %387 = zext i1 %386 to i32, !dbg !1529
  %388 = sext i32 %387 to i64, !dbg !1530
  %389 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %384, i64 noundef %388), !dbg !1531
  %390 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %389, i64 noundef 0), !dbg !1532
  %391 = icmp ne i64 %390, 0, !dbg !1532
  br i1 %391, label %392, label %402, !dbg !1533

392:                                              ; preds = %375
  %393 = load ptr, ptr %39, align 8, !dbg !1534
  %394 = icmp eq ptr null, %393, !dbg !1535
  %395 = zext i1 %394 to i32, !dbg !1535
  %396 = sext i32 %395 to i64, !dbg !1536
  %397 = and i64 %396, 7, !dbg !1537
  %398 = icmp ne i64 %397, 0, !dbg !1537
  br i1 %398, label %399, label %402, !dbg !1538

399:                                              ; preds = %392
  %400 = load i32, ptr getelementptr inbounds ([5 x i32], ptr @g_4, i64 0, i64 3), align 4, !dbg !1539
  %401 = icmp ne i32 %400, 0, !dbg !1538
  br label %402

402:                                              ; preds = %399, %392, %375
  %403 = phi i1 [ false, %392 ], [ false, %375 ], [ %401, %399 ], !dbg !1540
  %404 = zext i1 %403 to i32, !dbg !1538
  %405 = load i32, ptr %42, align 4, !dbg !1541
  %406 = sext i32 %405 to i64, !dbg !1542
  %407 = icmp sle i64 %406, 0, !dbg !1543
  br i1 %407, label %408, label %412, !dbg !1544

408:                                              ; preds = %402
  %409 = load i16, ptr @g_60, align 2, !dbg !1545
  %410 = sext i16 %409 to i32, !dbg !1545
  %411 = icmp ne i32 %410, 0, !dbg !1544
  br label %412

412:                                              ; preds = %408, %402
  %413 = phi i1 [ false, %402 ], [ %411, %408 ], !dbg !1540
  %414 = zext i1 %413 to i32, !dbg !1544
  %415 = load i32, ptr @g_86, align 4, !dbg !1546
  %416 = icmp ne i32 %414, %415, !dbg !1547
  br i1 %416, label %417, label %423, !dbg !1548

417:                                              ; preds = %412
  %418 = load ptr, ptr %21, align 8, !dbg !1549
  %419 = load ptr, ptr %418, align 8, !dbg !1550
  %420 = load ptr, ptr %419, align 8, !dbg !1551
  %421 = load i32, ptr %420, align 4, !dbg !1552
  %422 = icmp ne i32 %421, 0, !dbg !1548
  br label %423

423:                                              ; preds = %417, %412
  %424 = phi i1 [ false, %412 ], [ %422, %417 ], !dbg !1540
  %425 = zext i1 %424 to i32, !dbg !1548
  %426 = load ptr, ptr @g_120, align 8, !dbg !1553
  %427 = load ptr, ptr %426, align 8, !dbg !1554
  store i32 %425, ptr %427, align 4, !dbg !1555
  %428 = load ptr, ptr %21, align 8, !dbg !1556
  %429 = load ptr, ptr %428, align 8, !dbg !1557
  %430 = load ptr, ptr %429, align 8, !dbg !1558
  %431 = load i32, ptr %430, align 4, !dbg !1559
  %432 = sext i32 %431 to i64, !dbg !1560
  %433 = load ptr, ptr %44, align 8, !dbg !1561
  store i64 %432, ptr %433, align 8, !dbg !1562
  %434 = load ptr, ptr %20, align 8, !dbg !1563
  %435 = load ptr, ptr %434, align 8, !dbg !1564
  %436 = load i32, ptr %435, align 4, !dbg !1565
  %437 = xor i32 %436, -1, !dbg !1566
  %438 = load ptr, ptr %9, align 8, !dbg !1567
  store ptr @g_31, ptr %40, align 8, !dbg !1568
  %439 = icmp ne ptr %438, @g_31, !dbg !1569
  %440 = zext i1 %439 to i32, !dbg !1569
  %441 = load i32, ptr %42, align 4, !dbg !1570
  %442 = trunc i32 %441 to i16, !dbg !1570
  %443 = call zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %442, i16 noundef zeroext -13945), !dbg !1571
  %444 = zext i16 %443 to i32, !dbg !1572
  %445 = icmp sgt i32 %440, %444, !dbg !1573
  %446 = zext i1 %445 to i32, !dbg !1573
  %447 = sext i32 %446 to i64, !dbg !1574
  %448 = or i64 %432, %447, !dbg !1575
  %449 = trunc i64 %448 to i8, !dbg !1576
  %450 = load ptr, ptr %21, align 8, !dbg !1577
  %451 = load ptr, ptr %450, align 8, !dbg !1578
  %452 = load ptr, ptr %451, align 8, !dbg !1579
  %453 = load i32, ptr %452, align 4, !dbg !1580
  %454 = trunc i32 %453 to i8, !dbg !1581
  %455 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %449, i8 noundef zeroext %454), !dbg !1582
  %456 = zext i8 %455 to i32, !dbg !1583
  %457 = load i32, ptr %43, align 4, !dbg !1584
  %458 = or i32 %457, %456, !dbg !1584
  store i32 %458, ptr %43, align 4, !dbg !1584
  br label %494, !dbg !1585

459:                                              ; preds = %215
    #dbg_declare(ptr %49, !1586, !DIExpression(), !1588)
  store i32 0, ptr %49, align 4, !dbg !1588
  %460 = load ptr, ptr %21, align 8, !dbg !1589
  %461 = load ptr, ptr %460, align 8, !dbg !1590
  %462 = load ptr, ptr %461, align 8, !dbg !1591
  %463 = load i32, ptr %462, align 4, !dbg !1592
  %464 = load ptr, ptr %25, align 8, !dbg !1593
  %465 = load i16, ptr %464, align 2, !dbg !1594
  %466 = add i16 %465, 1, !dbg !1594
  store i16 %466, ptr %464, align 2, !dbg !1594
  %467 = zext i16 %466 to i64, !dbg !1595
  %468 = load i32, ptr %36, align 4, !dbg !1596
  %469 = load ptr, ptr @g_205, align 8, !dbg !1597
  %470 = icmp ne ptr null, %469, !dbg !1598
  %471 = zext i1 %470 to i32, !dbg !1598
  store i32 %471, ptr %49, align 4, !dbg !1599
  %472 = load i32, ptr @g_4, align 16, !dbg !1600
  %473 = icmp ule i32 %471, %472, !dbg !1601
  %474 = zext i1 %473 to i32, !dbg !1601
  %475 = icmp uge i32 %468, %474, !dbg !1602
  %476 = zext i1 %475 to i32, !dbg !1602
  %477 = trunc i32 %476 to i16, !dbg !1603
  %478 = load ptr, ptr %21, align 8, !dbg !1604
  %479 = load ptr, ptr %478, align 8, !dbg !1605
  %480 = load ptr, ptr %479, align 8, !dbg !1606
  %481 = load i32, ptr %480, align 4, !dbg !1607
  %482 = trunc i32 %481 to i16, !dbg !1608
  %483 = call zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext %477, i16 noundef zeroext %482), !dbg !1609
  %484 = zext i16 %483 to i64, !dbg !1610
  %485 = load i32, ptr getelementptr inbounds ([5 x i32], ptr @g_4, i64 0, i64 1), align 4, !dbg !1611
  %486 = sext i32 %485 to i64, !dbg !1611
  %487 = call i64 @safe_mod_func_uint64_t_u_u(i64 noundef %484, i64 noundef %486), !dbg !1612
  %488 = icmp eq i64 %467, %487, !dbg !1613
  %489 = zext i1 %488 to i32, !dbg !1613
  %490 = call signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext -91, i32 noundef %489), !dbg !1614
  %491 = sext i8 %490 to i32, !dbg !1615
  %492 = load i32, ptr %37, align 4, !dbg !1616
  %493 = xor i32 %492, %491, !dbg !1616
  store i32 %493, ptr %37, align 4, !dbg !1616
  br label %494

494:                                              ; preds = %459, %423
  store i32 3, ptr @g_14, align 4, !dbg !1617
  br label %495, !dbg !1619

495:                                              ; preds = %504, %494
  %496 = load i32, ptr @g_14, align 4, !dbg !1620
  %497 = icmp sle i32 %496, 9, !dbg !1622
  br i1 %497, label %498, label %507, !dbg !1623

498:                                              ; preds = %495
    #dbg_declare(ptr %50, !1624, !DIExpression(), !1626)
  %499 = load i32, ptr @g_14, align 4, !dbg !1627
  %500 = sext i32 %499 to i64, !dbg !1628
  %501 = getelementptr inbounds [10 x i64], ptr @g_59, i64 0, i64 %500, !dbg !1628
  %502 = load i64, ptr %501, align 8, !dbg !1628
  %503 = trunc i64 %502 to i16, !dbg !1628
  store i16 %503, ptr %2, align 2, !dbg !1629
  br label %512, !dbg !1629

504:                                              ; No predecessors!
  %505 = load i32, ptr @g_14, align 4, !dbg !1630
  %506 = add nsw i32 %505, 1, !dbg !1630
  store i32 %506, ptr @g_14, align 4, !dbg !1630
  br label %495, !dbg !1631, !llvm.loop !1632

507:                                              ; preds = %495
  br label %508

508:                                              ; preds = %507
  br label %509

509:                                              ; preds = %508, %136
  %510 = load i8, ptr @g_103, align 1, !dbg !1634
  %511 = zext i8 %510 to i16, !dbg !1634
  store i16 %511, ptr %2, align 2, !dbg !1635
  br label %512, !dbg !1635

512:                                              ; preds = %509, %498, %183, %108
  %513 = load i16, ptr %2, align 2, !dbg !1636
  ret i16 %513, !dbg !1636
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @func_9(ptr noundef %0, i32 noundef %1, float noundef %2) #0 !dbg !1637 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i16, align 2
  %17 = alloca [8 x [10 x i32]], align 16
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca [7 x [10 x [2 x ptr]]], align 16
  %21 = alloca i32, align 4
  %22 = alloca [10 x [6 x [4 x ptr]]], align 16
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !1640, !DIExpression(), !1641)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !1642, !DIExpression(), !1643)
  store float %2, ptr %6, align 4
    #dbg_declare(ptr %6, !1644, !DIExpression(), !1645)
    #dbg_declare(ptr %7, !1646, !DIExpression(), !1647)
  store ptr @g_16, ptr %7, align 8, !dbg !1647
    #dbg_declare(ptr %8, !1648, !DIExpression(), !1649)
  store ptr @g_16, ptr %8, align 8, !dbg !1649
    #dbg_declare(ptr %9, !1650, !DIExpression(), !1651)
  store ptr %8, ptr %9, align 8, !dbg !1651
    #dbg_declare(ptr %10, !1652, !DIExpression(), !1653)
  store i32 -1, ptr %10, align 4, !dbg !1653
    #dbg_declare(ptr %11, !1654, !DIExpression(), !1655)
  store ptr null, ptr %11, align 8, !dbg !1655
  %26 = load ptr, ptr %7, align 8, !dbg !1656
  %27 = load ptr, ptr %7, align 8, !dbg !1658
  %28 = load ptr, ptr %9, align 8, !dbg !1659
  store ptr %27, ptr %28, align 8, !dbg !1660
  %29 = icmp ne ptr %26, %27, !dbg !1661
  %30 = zext i1 %29 to i32, !dbg !1661
  %31 = load i32, ptr @g_14, align 4, !dbg !1662
  %32 = load i32, ptr @g_14, align 4, !dbg !1663
  %33 = icmp sge i32 %31, %32, !dbg !1664
  %34 = zext i1 %33 to i32, !dbg !1664
  %35 = load i32, ptr getelementptr inbounds ([5 x i32], ptr @g_4, i64 0, i64 1), align 4, !dbg !1665
  %36 = icmp sgt i32 %34, %35, !dbg !1666
  %37 = zext i1 %36 to i32, !dbg !1666
  %38 = load i32, ptr %10, align 4, !dbg !1667
  %39 = sext i32 %38 to i64, !dbg !1668
  %40 = load i32, ptr getelementptr inbounds ([5 x i32], ptr @g_4, i64 0, i64 1), align 4, !dbg !1669
  %41 = sext i32 %40 to i64, !dbg !1669
  %42 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %39, i64 noundef %41), !dbg !1670
  %43 = load i32, ptr %10, align 4, !dbg !1671
  %44 = sext i32 %43 to i64, !dbg !1671
  %45 = and i64 %42, %44, !dbg !1672
  %46 = load i32, ptr %5, align 4, !dbg !1673
  %47 = load i32, ptr @g_14, align 4, !dbg !1674
  %48 = icmp sgt i32 %46, %47, !dbg !1675
  %49 = zext i1 %48 to i32, !dbg !1675
  %50 = trunc i32 %49 to i8, !dbg !1676
  %51 = load i32, ptr %5, align 4, !dbg !1677
  %52 = trunc i32 %51 to i8, !dbg !1677
  %53 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %50, i8 noundef signext %52), !dbg !1678
  %54 = sext i8 %53 to i32, !dbg !1679
  %55 = load i32, ptr %10, align 4, !dbg !1680
  %56 = icmp sgt i32 %54, %55, !dbg !1681
  %57 = zext i1 %56 to i32, !dbg !1681
  %58 = load i32, ptr %10, align 4, !dbg !1682
  %59 = icmp slt i32 %57, %58, !dbg !1683
  %60 = zext i1 %59 to i32, !dbg !1683
  %61 = sext i32 %60 to i64, !dbg !1684
  %62 = or i64 1340812053012675650, %61, !dbg !1685
  %63 = or i64 %62, 23397, !dbg !1686
  %64 = icmp eq i64 %63, 9613, !dbg !1687
  %65 = zext i1 %64 to i32, !dbg !1687
  %66 = load i32, ptr %10, align 4, !dbg !1688
  %67 = icmp slt i32 %65, %66, !dbg !1689
  %68 = zext i1 %67 to i32, !dbg !1689
  %69 = load i32, ptr %10, align 4, !dbg !1690
  %70 = sext i32 %69 to i64, !dbg !1690
  %71 = or i64 191, %70, !dbg !1691
  %72 = load i32, ptr %5, align 4, !dbg !1692
  %73 = sext i32 %72 to i64, !dbg !1692
  %74 = icmp ne i64 %71, %73, !dbg !1693
  %75 = zext i1 %74 to i32, !dbg !1693
  %76 = load i32, ptr @g_14, align 4, !dbg !1694
  %77 = icmp slt i32 %75, %76, !dbg !1695
  %78 = zext i1 %77 to i32, !dbg !1695
  %79 = trunc i32 %78 to i16, !dbg !1696
  %80 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext 31614, i16 noundef signext %79), !dbg !1697
  %81 = icmp ne i16 %80, 0, !dbg !1697
  br i1 %81, label %82, label %116, !dbg !1698

82:                                               ; preds = %3
    #dbg_declare(ptr %12, !1699, !DIExpression(), !1701)
  store i32 -1, ptr %12, align 4, !dbg !1701
    #dbg_declare(ptr %13, !1702, !DIExpression(), !1703)
  store ptr @g_31, ptr %13, align 8, !dbg !1703
    #dbg_declare(ptr %14, !1704, !DIExpression(), !1705)
  store ptr @g_16, ptr %14, align 8, !dbg !1705
    #dbg_declare(ptr %15, !1706, !DIExpression(), !1707)
  store ptr @g_16, ptr %15, align 8, !dbg !1707
  %83 = load i32, ptr %12, align 4, !dbg !1708
  %84 = zext i32 %83 to i64, !dbg !1708
  %85 = load ptr, ptr %13, align 8, !dbg !1709
  store i64 %84, ptr %85, align 8, !dbg !1710
  %86 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext 1, i8 noundef signext -24), !dbg !1711
  %87 = sext i8 %86 to i32, !dbg !1712
  %88 = load i32, ptr @g_14, align 4, !dbg !1713
  %89 = icmp sgt i32 %87, %88, !dbg !1714
  %90 = zext i1 %89 to i32, !dbg !1714
  %91 = trunc i32 %90 to i16, !dbg !1715
  %92 = load i32, ptr %5, align 4, !dbg !1716
  %93 = trunc i32 %92 to i16, !dbg !1716
  %94 = call signext i16 @safe_mod_func_int16_t_s_s(i16 noundef signext %91, i16 noundef signext %93), !dbg !1717
  %95 = sext i16 %94 to i64, !dbg !1718
  %96 = icmp ne i64 %95, -4451501466476922131, !dbg !1719
  %97 = zext i1 %96 to i32, !dbg !1719
  %98 = load i32, ptr %5, align 4, !dbg !1720
  %99 = sext i32 %98 to i64, !dbg !1720
  %100 = or i64 1, %99, !dbg !1721
  %101 = load i32, ptr %5, align 4, !dbg !1722
  %102 = sext i32 %101 to i64, !dbg !1723
  %103 = and i64 %84, %102, !dbg !1724
  %104 = icmp ne i64 %103, 0, !dbg !1724
  br i1 %104, label %105, label %106, !dbg !1725

105:                                              ; preds = %82
  br label %106

106:                                              ; preds = %105, %82
  %107 = phi i1 [ false, %82 ], [ true, %105 ], !dbg !1726
  %108 = zext i1 %107 to i32, !dbg !1725
  %109 = load i32, ptr %12, align 4, !dbg !1727
  %110 = trunc i32 %109 to i16, !dbg !1728
  %111 = load i32, ptr getelementptr inbounds ([5 x i32], ptr @g_4, i64 0, i64 1), align 4, !dbg !1729
  %112 = trunc i32 %111 to i16, !dbg !1729
  %113 = call signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %110, i16 noundef signext %112), !dbg !1730
  %114 = sext i16 %113 to i32, !dbg !1731
  %115 = load ptr, ptr @g_13, align 8, !dbg !1732
  store i32 %114, ptr %115, align 4, !dbg !1733
  br label %358, !dbg !1734

116:                                              ; preds = %3
    #dbg_declare(ptr %16, !1735, !DIExpression(), !1737)
  store i16 -12232, ptr %16, align 2, !dbg !1737
    #dbg_declare(ptr %17, !1738, !DIExpression(), !1741)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %17, ptr align 16 @__const.func_9.l_61, i64 320, i1 false), !dbg !1741
    #dbg_declare(ptr %18, !1742, !DIExpression(), !1743)
    #dbg_declare(ptr %19, !1744, !DIExpression(), !1745)
  store i64 0, ptr @g_31, align 8, !dbg !1746
  br label %117, !dbg !1748

117:                                              ; preds = %354, %116
  %118 = load i64, ptr @g_31, align 8, !dbg !1749
  %119 = icmp ule i64 %118, 4, !dbg !1751
  br i1 %119, label %120, label %357, !dbg !1752

120:                                              ; preds = %117
    #dbg_declare(ptr %20, !1753, !DIExpression(), !1757)
  store ptr %10, ptr %20, align 8, !dbg !1758
  %121 = getelementptr inbounds ptr, ptr %20, i64 1, !dbg !1758
  store ptr @g_14, ptr %121, align 8, !dbg !1758
  %122 = getelementptr inbounds [2 x ptr], ptr %20, i64 1, !dbg !1759
  store ptr %10, ptr %122, align 8, !dbg !1760
  %123 = getelementptr inbounds ptr, ptr %122, i64 1, !dbg !1760
  store ptr %10, ptr %123, align 8, !dbg !1760
  %124 = getelementptr inbounds [2 x ptr], ptr %20, i64 2, !dbg !1759
  store ptr null, ptr %124, align 8, !dbg !1761
  %125 = getelementptr inbounds ptr, ptr %124, i64 1, !dbg !1761
  store ptr @g_14, ptr %125, align 8, !dbg !1761
  %126 = getelementptr inbounds [2 x ptr], ptr %20, i64 3, !dbg !1759
  store ptr null, ptr %126, align 8, !dbg !1762
  %127 = getelementptr inbounds ptr, ptr %126, i64 1, !dbg !1762
  store ptr %10, ptr %127, align 8, !dbg !1762
  %128 = getelementptr inbounds [2 x ptr], ptr %20, i64 4, !dbg !1759
  store ptr %10, ptr %128, align 8, !dbg !1763
  %129 = getelementptr inbounds ptr, ptr %128, i64 1, !dbg !1763
  store ptr @g_14, ptr %129, align 8, !dbg !1763
  %130 = getelementptr inbounds [2 x ptr], ptr %20, i64 5, !dbg !1759
  store ptr %10, ptr %130, align 8, !dbg !1764
  %131 = getelementptr inbounds ptr, ptr %130, i64 1, !dbg !1764
  store ptr %10, ptr %131, align 8, !dbg !1764
  %132 = getelementptr inbounds [2 x ptr], ptr %20, i64 6, !dbg !1759
  store ptr null, ptr %132, align 8, !dbg !1765
  %133 = getelementptr inbounds ptr, ptr %132, i64 1, !dbg !1765
  store ptr @g_14, ptr %133, align 8, !dbg !1765
  %134 = getelementptr inbounds [2 x ptr], ptr %20, i64 7, !dbg !1759
  store ptr null, ptr %134, align 8, !dbg !1766
  %135 = getelementptr inbounds ptr, ptr %134, i64 1, !dbg !1766
  store ptr %10, ptr %135, align 8, !dbg !1766
  %136 = getelementptr inbounds [2 x ptr], ptr %20, i64 8, !dbg !1759
  store ptr %10, ptr %136, align 8, !dbg !1767
  %137 = getelementptr inbounds ptr, ptr %136, i64 1, !dbg !1767
  store ptr @g_14, ptr %137, align 8, !dbg !1767
  %138 = getelementptr inbounds [2 x ptr], ptr %20, i64 9, !dbg !1759
  store ptr %10, ptr %138, align 8, !dbg !1768
  %139 = getelementptr inbounds ptr, ptr %138, i64 1, !dbg !1768
  store ptr %10, ptr %139, align 8, !dbg !1768
  %140 = getelementptr inbounds [10 x [2 x ptr]], ptr %20, i64 1, !dbg !1769
  store ptr null, ptr %140, align 8, !dbg !1770
  %141 = getelementptr inbounds ptr, ptr %140, i64 1, !dbg !1770
  store ptr @g_14, ptr %141, align 8, !dbg !1770
  %142 = getelementptr inbounds [2 x ptr], ptr %140, i64 1, !dbg !1771
  store ptr null, ptr %142, align 8, !dbg !1772
  %143 = getelementptr inbounds ptr, ptr %142, i64 1, !dbg !1772
  store ptr %10, ptr %143, align 8, !dbg !1772
  %144 = getelementptr inbounds [2 x ptr], ptr %140, i64 2, !dbg !1771
  store ptr %10, ptr %144, align 8, !dbg !1773
  %145 = getelementptr inbounds ptr, ptr %144, i64 1, !dbg !1773
  store ptr @g_14, ptr %145, align 8, !dbg !1773
  %146 = getelementptr inbounds [2 x ptr], ptr %140, i64 3, !dbg !1771
  store ptr %10, ptr %146, align 8, !dbg !1774
  %147 = getelementptr inbounds ptr, ptr %146, i64 1, !dbg !1774
  store ptr %10, ptr %147, align 8, !dbg !1774
  %148 = getelementptr inbounds [2 x ptr], ptr %140, i64 4, !dbg !1771
  store ptr null, ptr %148, align 8, !dbg !1775
  %149 = getelementptr inbounds ptr, ptr %148, i64 1, !dbg !1775
  store ptr @g_14, ptr %149, align 8, !dbg !1775
  %150 = getelementptr inbounds [2 x ptr], ptr %140, i64 5, !dbg !1771
  store ptr null, ptr %150, align 8, !dbg !1776
  %151 = getelementptr inbounds ptr, ptr %150, i64 1, !dbg !1776
  store ptr %10, ptr %151, align 8, !dbg !1776
  %152 = getelementptr inbounds [2 x ptr], ptr %140, i64 6, !dbg !1771
  store ptr %10, ptr %152, align 8, !dbg !1777
  %153 = getelementptr inbounds ptr, ptr %152, i64 1, !dbg !1777
  store ptr @g_14, ptr %153, align 8, !dbg !1777
  %154 = getelementptr inbounds [2 x ptr], ptr %140, i64 7, !dbg !1771
  store ptr %10, ptr %154, align 8, !dbg !1778
  %155 = getelementptr inbounds ptr, ptr %154, i64 1, !dbg !1778
  store ptr %10, ptr %155, align 8, !dbg !1778
  %156 = getelementptr inbounds [2 x ptr], ptr %140, i64 8, !dbg !1771
  store ptr null, ptr %156, align 8, !dbg !1779
  %157 = getelementptr inbounds ptr, ptr %156, i64 1, !dbg !1779
  store ptr @g_14, ptr %157, align 8, !dbg !1779
  %158 = getelementptr inbounds [2 x ptr], ptr %140, i64 9, !dbg !1771
  store ptr null, ptr %158, align 8, !dbg !1780
  %159 = getelementptr inbounds ptr, ptr %158, i64 1, !dbg !1780
  store ptr %10, ptr %159, align 8, !dbg !1780
  %160 = getelementptr inbounds [10 x [2 x ptr]], ptr %20, i64 2, !dbg !1769
  store ptr %10, ptr %160, align 8, !dbg !1781
  %161 = getelementptr inbounds ptr, ptr %160, i64 1, !dbg !1781
  store ptr @g_14, ptr %161, align 8, !dbg !1781
  %162 = getelementptr inbounds [2 x ptr], ptr %160, i64 1, !dbg !1782
  store ptr %10, ptr %162, align 8, !dbg !1783
  %163 = getelementptr inbounds ptr, ptr %162, i64 1, !dbg !1783
  store ptr %10, ptr %163, align 8, !dbg !1783
  %164 = getelementptr inbounds [2 x ptr], ptr %160, i64 2, !dbg !1782
  store ptr null, ptr %164, align 8, !dbg !1784
  %165 = getelementptr inbounds ptr, ptr %164, i64 1, !dbg !1784
  store ptr @g_14, ptr %165, align 8, !dbg !1784
  %166 = getelementptr inbounds [2 x ptr], ptr %160, i64 3, !dbg !1782
  store ptr null, ptr %166, align 8, !dbg !1785
  %167 = getelementptr inbounds ptr, ptr %166, i64 1, !dbg !1785
  store ptr %10, ptr %167, align 8, !dbg !1785
  %168 = getelementptr inbounds [2 x ptr], ptr %160, i64 4, !dbg !1782
  store ptr %10, ptr %168, align 8, !dbg !1786
  %169 = getelementptr inbounds ptr, ptr %168, i64 1, !dbg !1786
  store ptr @g_14, ptr %169, align 8, !dbg !1786
  %170 = getelementptr inbounds [2 x ptr], ptr %160, i64 5, !dbg !1782
  store ptr %10, ptr %170, align 8, !dbg !1787
  %171 = getelementptr inbounds ptr, ptr %170, i64 1, !dbg !1787
  store ptr %10, ptr %171, align 8, !dbg !1787
  %172 = getelementptr inbounds [2 x ptr], ptr %160, i64 6, !dbg !1782
  store ptr null, ptr %172, align 8, !dbg !1788
  %173 = getelementptr inbounds ptr, ptr %172, i64 1, !dbg !1788
  store ptr @g_14, ptr %173, align 8, !dbg !1788
  %174 = getelementptr inbounds [2 x ptr], ptr %160, i64 7, !dbg !1782
  store ptr null, ptr %174, align 8, !dbg !1789
  %175 = getelementptr inbounds ptr, ptr %174, i64 1, !dbg !1789
  store ptr %10, ptr %175, align 8, !dbg !1789
  %176 = getelementptr inbounds [2 x ptr], ptr %160, i64 8, !dbg !1782
  store ptr %10, ptr %176, align 8, !dbg !1790
  %177 = getelementptr inbounds ptr, ptr %176, i64 1, !dbg !1790
  store ptr @g_14, ptr %177, align 8, !dbg !1790
  %178 = getelementptr inbounds [2 x ptr], ptr %160, i64 9, !dbg !1782
  store ptr %10, ptr %178, align 8, !dbg !1791
  %179 = getelementptr inbounds ptr, ptr %178, i64 1, !dbg !1791
  store ptr %10, ptr %179, align 8, !dbg !1791
  %180 = getelementptr inbounds [10 x [2 x ptr]], ptr %20, i64 3, !dbg !1769
  store ptr null, ptr %180, align 8, !dbg !1792
  %181 = getelementptr inbounds ptr, ptr %180, i64 1, !dbg !1792
  store ptr @g_14, ptr %181, align 8, !dbg !1792
  %182 = getelementptr inbounds [2 x ptr], ptr %180, i64 1, !dbg !1793
  store ptr null, ptr %182, align 8, !dbg !1794
  %183 = getelementptr inbounds ptr, ptr %182, i64 1, !dbg !1794
  store ptr %10, ptr %183, align 8, !dbg !1794
  %184 = getelementptr inbounds [2 x ptr], ptr %180, i64 2, !dbg !1793
  store ptr %10, ptr %184, align 8, !dbg !1795
  %185 = getelementptr inbounds ptr, ptr %184, i64 1, !dbg !1795
  store ptr @g_14, ptr %185, align 8, !dbg !1795
  %186 = getelementptr inbounds [2 x ptr], ptr %180, i64 3, !dbg !1793
  store ptr %10, ptr %186, align 8, !dbg !1796
  %187 = getelementptr inbounds ptr, ptr %186, i64 1, !dbg !1796
  store ptr %10, ptr %187, align 8, !dbg !1796
  %188 = getelementptr inbounds [2 x ptr], ptr %180, i64 4, !dbg !1793
  store ptr null, ptr %188, align 8, !dbg !1797
  %189 = getelementptr inbounds ptr, ptr %188, i64 1, !dbg !1797
  store ptr @g_14, ptr %189, align 8, !dbg !1797
  %190 = getelementptr inbounds [2 x ptr], ptr %180, i64 5, !dbg !1793
  store ptr null, ptr %190, align 8, !dbg !1798
  %191 = getelementptr inbounds ptr, ptr %190, i64 1, !dbg !1798
  store ptr %10, ptr %191, align 8, !dbg !1798
  %192 = getelementptr inbounds [2 x ptr], ptr %180, i64 6, !dbg !1793
  store ptr %10, ptr %192, align 8, !dbg !1799
  %193 = getelementptr inbounds ptr, ptr %192, i64 1, !dbg !1799
  store ptr @g_14, ptr %193, align 8, !dbg !1799
  %194 = getelementptr inbounds [2 x ptr], ptr %180, i64 7, !dbg !1793
  store ptr %10, ptr %194, align 8, !dbg !1800
  %195 = getelementptr inbounds ptr, ptr %194, i64 1, !dbg !1800
  store ptr %10, ptr %195, align 8, !dbg !1800
  %196 = getelementptr inbounds [2 x ptr], ptr %180, i64 8, !dbg !1793
  store ptr null, ptr %196, align 8, !dbg !1801
  %197 = getelementptr inbounds ptr, ptr %196, i64 1, !dbg !1801
  store ptr @g_14, ptr %197, align 8, !dbg !1801
  %198 = getelementptr inbounds [2 x ptr], ptr %180, i64 9, !dbg !1793
  store ptr null, ptr %198, align 8, !dbg !1802
  %199 = getelementptr inbounds ptr, ptr %198, i64 1, !dbg !1802
  store ptr %10, ptr %199, align 8, !dbg !1802
  %200 = getelementptr inbounds [10 x [2 x ptr]], ptr %20, i64 4, !dbg !1769
  store ptr %10, ptr %200, align 8, !dbg !1803
  %201 = getelementptr inbounds ptr, ptr %200, i64 1, !dbg !1803
  store ptr @g_14, ptr %201, align 8, !dbg !1803
  %202 = getelementptr inbounds [2 x ptr], ptr %200, i64 1, !dbg !1804
  store ptr %10, ptr %202, align 8, !dbg !1805
  %203 = getelementptr inbounds ptr, ptr %202, i64 1, !dbg !1805
  store ptr %10, ptr %203, align 8, !dbg !1805
  %204 = getelementptr inbounds [2 x ptr], ptr %200, i64 2, !dbg !1804
  store ptr null, ptr %204, align 8, !dbg !1806
  %205 = getelementptr inbounds ptr, ptr %204, i64 1, !dbg !1806
  store ptr @g_14, ptr %205, align 8, !dbg !1806
  %206 = getelementptr inbounds [2 x ptr], ptr %200, i64 3, !dbg !1804
  store ptr null, ptr %206, align 8, !dbg !1807
  %207 = getelementptr inbounds ptr, ptr %206, i64 1, !dbg !1807
  store ptr %10, ptr %207, align 8, !dbg !1807
  %208 = getelementptr inbounds [2 x ptr], ptr %200, i64 4, !dbg !1804
  store ptr %10, ptr %208, align 8, !dbg !1808
  %209 = getelementptr inbounds ptr, ptr %208, i64 1, !dbg !1808
  store ptr @g_14, ptr %209, align 8, !dbg !1808
  %210 = getelementptr inbounds [2 x ptr], ptr %200, i64 5, !dbg !1804
  store ptr %10, ptr %210, align 8, !dbg !1809
  %211 = getelementptr inbounds ptr, ptr %210, i64 1, !dbg !1809
  store ptr %10, ptr %211, align 8, !dbg !1809
  %212 = getelementptr inbounds [2 x ptr], ptr %200, i64 6, !dbg !1804
  store ptr null, ptr %212, align 8, !dbg !1810
  %213 = getelementptr inbounds ptr, ptr %212, i64 1, !dbg !1810
  store ptr @g_14, ptr %213, align 8, !dbg !1810
  %214 = getelementptr inbounds [2 x ptr], ptr %200, i64 7, !dbg !1804
  store ptr null, ptr %214, align 8, !dbg !1811
  %215 = getelementptr inbounds ptr, ptr %214, i64 1, !dbg !1811
  store ptr %10, ptr %215, align 8, !dbg !1811
  %216 = getelementptr inbounds [2 x ptr], ptr %200, i64 8, !dbg !1804
  store ptr %10, ptr %216, align 8, !dbg !1812
  %217 = getelementptr inbounds ptr, ptr %216, i64 1, !dbg !1812
  store ptr @g_14, ptr %217, align 8, !dbg !1812
  %218 = getelementptr inbounds [2 x ptr], ptr %200, i64 9, !dbg !1804
  store ptr %10, ptr %218, align 8, !dbg !1813
  %219 = getelementptr inbounds ptr, ptr %218, i64 1, !dbg !1813
  store ptr %10, ptr %219, align 8, !dbg !1813
  %220 = getelementptr inbounds [10 x [2 x ptr]], ptr %20, i64 5, !dbg !1769
  store ptr null, ptr %220, align 8, !dbg !1814
  %221 = getelementptr inbounds ptr, ptr %220, i64 1, !dbg !1814
  store ptr @g_14, ptr %221, align 8, !dbg !1814
  %222 = getelementptr inbounds [2 x ptr], ptr %220, i64 1, !dbg !1815
  store ptr null, ptr %222, align 8, !dbg !1816
  %223 = getelementptr inbounds ptr, ptr %222, i64 1, !dbg !1816
  store ptr %10, ptr %223, align 8, !dbg !1816
  %224 = getelementptr inbounds [2 x ptr], ptr %220, i64 2, !dbg !1815
  store ptr %10, ptr %224, align 8, !dbg !1817
  %225 = getelementptr inbounds ptr, ptr %224, i64 1, !dbg !1817
  store ptr @g_14, ptr %225, align 8, !dbg !1817
  %226 = getelementptr inbounds [2 x ptr], ptr %220, i64 3, !dbg !1815
  store ptr %10, ptr %226, align 8, !dbg !1818
  %227 = getelementptr inbounds ptr, ptr %226, i64 1, !dbg !1818
  store ptr %10, ptr %227, align 8, !dbg !1818
  %228 = getelementptr inbounds [2 x ptr], ptr %220, i64 4, !dbg !1815
  store ptr null, ptr %228, align 8, !dbg !1819
  %229 = getelementptr inbounds ptr, ptr %228, i64 1, !dbg !1819
  store ptr @g_14, ptr %229, align 8, !dbg !1819
  %230 = getelementptr inbounds [2 x ptr], ptr %220, i64 5, !dbg !1815
  store ptr null, ptr %230, align 8, !dbg !1820
  %231 = getelementptr inbounds ptr, ptr %230, i64 1, !dbg !1820
  store ptr %10, ptr %231, align 8, !dbg !1820
  %232 = getelementptr inbounds [2 x ptr], ptr %220, i64 6, !dbg !1815
  store ptr %10, ptr %232, align 8, !dbg !1821
  %233 = getelementptr inbounds ptr, ptr %232, i64 1, !dbg !1821
  store ptr @g_14, ptr %233, align 8, !dbg !1821
  %234 = getelementptr inbounds [2 x ptr], ptr %220, i64 7, !dbg !1815
  store ptr %10, ptr %234, align 8, !dbg !1822
  %235 = getelementptr inbounds ptr, ptr %234, i64 1, !dbg !1822
  store ptr %10, ptr %235, align 8, !dbg !1822
  %236 = getelementptr inbounds [2 x ptr], ptr %220, i64 8, !dbg !1815
  store ptr null, ptr %236, align 8, !dbg !1823
  %237 = getelementptr inbounds ptr, ptr %236, i64 1, !dbg !1823
  store ptr @g_14, ptr %237, align 8, !dbg !1823
  %238 = getelementptr inbounds [2 x ptr], ptr %220, i64 9, !dbg !1815
  store ptr null, ptr %238, align 8, !dbg !1824
  %239 = getelementptr inbounds ptr, ptr %238, i64 1, !dbg !1824
  store ptr %10, ptr %239, align 8, !dbg !1824
  %240 = getelementptr inbounds [10 x [2 x ptr]], ptr %20, i64 6, !dbg !1769
  store ptr %10, ptr %240, align 8, !dbg !1825
  %241 = getelementptr inbounds ptr, ptr %240, i64 1, !dbg !1825
  store ptr @g_14, ptr %241, align 8, !dbg !1825
  %242 = getelementptr inbounds [2 x ptr], ptr %240, i64 1, !dbg !1826
  store ptr %10, ptr %242, align 8, !dbg !1827
  %243 = getelementptr inbounds ptr, ptr %242, i64 1, !dbg !1827
  store ptr %10, ptr %243, align 8, !dbg !1827
  %244 = getelementptr inbounds [2 x ptr], ptr %240, i64 2, !dbg !1826
  store ptr null, ptr %244, align 8, !dbg !1828
  %245 = getelementptr inbounds ptr, ptr %244, i64 1, !dbg !1828
  store ptr @g_14, ptr %245, align 8, !dbg !1828
  %246 = getelementptr inbounds [2 x ptr], ptr %240, i64 3, !dbg !1826
  store ptr null, ptr %246, align 8, !dbg !1829
  %247 = getelementptr inbounds ptr, ptr %246, i64 1, !dbg !1829
  store ptr %10, ptr %247, align 8, !dbg !1829
  %248 = getelementptr inbounds [2 x ptr], ptr %240, i64 4, !dbg !1826
  store ptr %10, ptr %248, align 8, !dbg !1830
  %249 = getelementptr inbounds ptr, ptr %248, i64 1, !dbg !1830
  store ptr @g_14, ptr %249, align 8, !dbg !1830
  %250 = getelementptr inbounds [2 x ptr], ptr %240, i64 5, !dbg !1826
  store ptr %10, ptr %250, align 8, !dbg !1831
  %251 = getelementptr inbounds ptr, ptr %250, i64 1, !dbg !1831
  store ptr %10, ptr %251, align 8, !dbg !1831
  %252 = getelementptr inbounds [2 x ptr], ptr %240, i64 6, !dbg !1826
  store ptr null, ptr %252, align 8, !dbg !1832
  %253 = getelementptr inbounds ptr, ptr %252, i64 1, !dbg !1832
  store ptr @g_14, ptr %253, align 8, !dbg !1832
  %254 = getelementptr inbounds [2 x ptr], ptr %240, i64 7, !dbg !1826
  store ptr null, ptr %254, align 8, !dbg !1833
  %255 = getelementptr inbounds ptr, ptr %254, i64 1, !dbg !1833
  store ptr %10, ptr %255, align 8, !dbg !1833
  %256 = getelementptr inbounds [2 x ptr], ptr %240, i64 8, !dbg !1826
  store ptr %10, ptr %256, align 8, !dbg !1834
  %257 = getelementptr inbounds ptr, ptr %256, i64 1, !dbg !1834
  store ptr @g_14, ptr %257, align 8, !dbg !1834
  %258 = getelementptr inbounds [2 x ptr], ptr %240, i64 9, !dbg !1826
  store ptr %10, ptr %258, align 8, !dbg !1835
  %259 = getelementptr inbounds ptr, ptr %258, i64 1, !dbg !1835
  store ptr %10, ptr %259, align 8, !dbg !1835
    #dbg_declare(ptr %21, !1836, !DIExpression(), !1837)
  store i32 -3, ptr %21, align 4, !dbg !1837
    #dbg_declare(ptr %22, !1838, !DIExpression(), !1841)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %22, ptr align 16 @__const.func_9.l_58, i64 1920, i1 false), !dbg !1841
    #dbg_declare(ptr %23, !1842, !DIExpression(), !1843)
    #dbg_declare(ptr %24, !1844, !DIExpression(), !1845)
    #dbg_declare(ptr %25, !1846, !DIExpression(), !1847)
  %260 = load ptr, ptr %4, align 8, !dbg !1848
  %261 = load i32, ptr %260, align 4, !dbg !1849
  %262 = sext i32 %261 to i64, !dbg !1849
  %263 = xor i64 %262, 2756578370, !dbg !1849
  %264 = trunc i64 %263 to i32, !dbg !1849
  store i32 %264, ptr %260, align 4, !dbg !1849
  store i32 %264, ptr @g_14, align 4, !dbg !1850
  %265 = load i32, ptr %5, align 4, !dbg !1851
  %266 = or i32 %265, %264, !dbg !1851
  store i32 %266, ptr %5, align 4, !dbg !1851
  %267 = trunc i32 %266 to i16, !dbg !1852
  store i16 %267, ptr %16, align 2, !dbg !1853
  %268 = load i64, ptr @g_31, align 8, !dbg !1854
  %269 = getelementptr inbounds [5 x i32], ptr @g_4, i64 0, i64 %268, !dbg !1855
  %270 = load i32, ptr %269, align 4, !dbg !1855
  %271 = load i32, ptr getelementptr inbounds ([5 x i32], ptr @g_4, i64 0, i64 3), align 4, !dbg !1856
  %272 = icmp ne i32 %271, 0, !dbg !1856
  br i1 %272, label %276, label %273, !dbg !1857

273:                                              ; preds = %120
  %274 = load i32, ptr %21, align 4, !dbg !1858
  %275 = icmp ne i32 %274, 0, !dbg !1858
  br i1 %275, label %276, label %334, !dbg !1859

276:                                              ; preds = %273, %120
  %277 = load i64, ptr @g_31, align 8, !dbg !1860
  %278 = trunc i64 %277 to i8, !dbg !1860
  %279 = load i32, ptr %5, align 4, !dbg !1861
  %280 = load i32, ptr getelementptr inbounds ([5 x i32], ptr @g_4, i64 0, i64 3), align 4, !dbg !1862
  %281 = xor i32 %279, %280, !dbg !1863
  %282 = sext i32 %281 to i64, !dbg !1864
  %283 = load i64, ptr @g_31, align 8, !dbg !1865
  %284 = and i64 %282, %283, !dbg !1866
  %285 = trunc i64 %284 to i32, !dbg !1867
  %286 = call zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %278, i32 noundef %285), !dbg !1868
  %287 = zext i8 %286 to i64, !dbg !1869
  %288 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %287, i64 noundef 2362592114623401063), !dbg !1870
  %289 = load i64, ptr getelementptr inbounds ([10 x i64], ptr @g_59, i64 0, i64 6), align 16, !dbg !1871
  %290 = and i64 %289, %288, !dbg !1871
  store i64 %290, ptr getelementptr inbounds ([10 x i64], ptr @g_59, i64 0, i64 6), align 16, !dbg !1871
  %291 = load i32, ptr %10, align 4, !dbg !1872
  %292 = sext i32 %291 to i64, !dbg !1872
  %293 = call i64 @safe_div_func_uint64_t_u_u(i64 noundef %290, i64 noundef %292), !dbg !1873
  %294 = xor i64 %293, -1, !dbg !1874
  %295 = icmp ne i64 %294, 0, !dbg !1874
  br i1 %295, label %296, label %297, !dbg !1875

296:                                              ; preds = %276
  br label %297

297:                                              ; preds = %296, %276
  %298 = phi i1 [ false, %276 ], [ true, %296 ], !dbg !1876
  %299 = zext i1 %298 to i32, !dbg !1875
  %300 = trunc i32 %299 to i16, !dbg !1877
  store i16 %300, ptr @g_60, align 2, !dbg !1878
  %301 = sext i16 %300 to i32, !dbg !1879
  %302 = getelementptr inbounds [8 x [10 x i32]], ptr %17, i64 0, i64 0, !dbg !1880
  %303 = getelementptr inbounds [10 x i32], ptr %302, i64 0, i64 7, !dbg !1880
  store i32 %301, ptr %303, align 4, !dbg !1881
  %304 = getelementptr inbounds [8 x [10 x i32]], ptr %17, i64 0, i64 0, !dbg !1882
  %305 = getelementptr inbounds [10 x i32], ptr %304, i64 0, i64 7, !dbg !1882
  %306 = load i32, ptr %305, align 4, !dbg !1882
  %307 = sext i32 %306 to i64, !dbg !1883
  %308 = icmp ne i64 %307, -6, !dbg !1884
  %309 = zext i1 %308 to i32, !dbg !1884
  %310 = load i16, ptr @g_62, align 2, !dbg !1885
  %311 = sext i16 %310 to i32, !dbg !1885
  %312 = icmp sge i32 %309, %311, !dbg !1886
  br i1 %312, label %313, label %316, !dbg !1887

313:                                              ; preds = %297
  %314 = load i32, ptr %10, align 4, !dbg !1888
  %315 = icmp ne i32 %314, 0, !dbg !1887
  br label %316

316:                                              ; preds = %313, %297
  %317 = phi i1 [ false, %297 ], [ %315, %313 ], !dbg !1876
  %318 = zext i1 %317 to i32, !dbg !1887
  %319 = load i16, ptr @g_62, align 2, !dbg !1889
  %320 = sext i16 %319 to i32, !dbg !1889
  %321 = icmp sle i32 %318, %320, !dbg !1890
  %322 = zext i1 %321 to i32, !dbg !1890
  %323 = trunc i32 %322 to i8, !dbg !1891
  %324 = load i32, ptr %10, align 4, !dbg !1892
  %325 = trunc i32 %324 to i8, !dbg !1892
  %326 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %323, i8 noundef signext %325), !dbg !1893
  %327 = sext i8 %326 to i16, !dbg !1894
  %328 = call signext i16 @safe_rshift_func_int16_t_s_u(i16 noundef signext %327, i32 noundef 7), !dbg !1895
  %329 = sext i16 %328 to i32, !dbg !1896
  %330 = xor i32 %329, -1, !dbg !1897
  %331 = load ptr, ptr %4, align 8, !dbg !1898
  %332 = load i32, ptr %331, align 4, !dbg !1899
  %333 = icmp eq i32 %330, %332, !dbg !1900
  br label %334

334:                                              ; preds = %316, %273
  %335 = phi i1 [ false, %273 ], [ %333, %316 ], !dbg !1876
  %336 = zext i1 %335 to i32, !dbg !1859
  %337 = sext i32 %336 to i64, !dbg !1901
  %338 = load i64, ptr @g_31, align 8, !dbg !1902
  %339 = icmp ugt i64 %337, %338, !dbg !1903
  %340 = zext i1 %339 to i32, !dbg !1903
  %341 = sext i32 %340 to i64, !dbg !1904
  %342 = xor i64 %341, 3206549818100164394, !dbg !1905
  %343 = trunc i64 %342 to i16, !dbg !1906
  store i16 %343, ptr @g_63, align 2, !dbg !1907
  %344 = zext i16 %343 to i64, !dbg !1908
  %345 = icmp ne i64 %344, 6952357596796244876, !dbg !1909
  %346 = zext i1 %345 to i32, !dbg !1909
  %347 = or i32 %270, %346, !dbg !1910
  %348 = load i32, ptr %5, align 4, !dbg !1911
  %349 = icmp sle i32 %347, %348, !dbg !1912
  %350 = zext i1 %349 to i32, !dbg !1912
  %351 = load ptr, ptr @g_13, align 8, !dbg !1913
  %352 = load i32, ptr %351, align 4, !dbg !1914
  %353 = load ptr, ptr @g_13, align 8, !dbg !1915
  store i32 %352, ptr %353, align 4, !dbg !1916
  br label %354, !dbg !1917

354:                                              ; preds = %334
  %355 = load i64, ptr @g_31, align 8, !dbg !1918
  %356 = add i64 %355, 1, !dbg !1918
  store i64 %356, ptr @g_31, align 8, !dbg !1918
  br label %117, !dbg !1919, !llvm.loop !1920

357:                                              ; preds = %117
  br label %358

358:                                              ; preds = %357, %106
  %359 = load i32, ptr %10, align 4, !dbg !1922
  %360 = sitofp i32 %359 to float, !dbg !1922
  ret float %360, !dbg !1923
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !1924 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1927, !DIExpression(), !1928)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1929, !DIExpression(), !1930)
  %5 = load i16, ptr %3, align 2, !dbg !1931
  %6 = zext i16 %5 to i32, !dbg !1932
  %7 = load i16, ptr %4, align 2, !dbg !1933
  %8 = zext i16 %7 to i32, !dbg !1934
  %9 = mul i32 %6, %8, !dbg !1935
  %10 = trunc i32 %9 to i16, !dbg !1936
  ret i16 %10, !dbg !1937
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !1938 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1941, !DIExpression(), !1942)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1943, !DIExpression(), !1944)
  %5 = load i16, ptr %3, align 2, !dbg !1945
  %6 = sext i16 %5 to i32, !dbg !1945
  %7 = load i16, ptr %4, align 2, !dbg !1946
  %8 = sext i16 %7 to i32, !dbg !1946
  %9 = sub nsw i32 %6, %8, !dbg !1947
  %10 = trunc i32 %9 to i16, !dbg !1948
  ret i16 %10, !dbg !1949
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !1950 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1953, !DIExpression(), !1954)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1955, !DIExpression(), !1956)
  %5 = load i32, ptr %4, align 4, !dbg !1957
  %6 = icmp slt i32 %5, 0, !dbg !1958
  br i1 %6, label %10, label %7, !dbg !1959

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !1960
  %9 = icmp sge i32 %8, 32, !dbg !1961
  br i1 %9, label %10, label %13, !dbg !1962

10:                                               ; preds = %7, %2
  %11 = load i16, ptr %3, align 2, !dbg !1963
  %12 = zext i16 %11 to i32, !dbg !1964
  br label %18, !dbg !1962

13:                                               ; preds = %7
  %14 = load i16, ptr %3, align 2, !dbg !1965
  %15 = zext i16 %14 to i32, !dbg !1965
  %16 = load i32, ptr %4, align 4, !dbg !1966
  %17 = ashr i32 %15, %16, !dbg !1967
  br label %18, !dbg !1962

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %17, %13 ], !dbg !1962
  %20 = trunc i32 %19 to i16, !dbg !1962
  ret i16 %20, !dbg !1968
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_unary_minus_func_int64_t_s(i64 noundef %0) #0 !dbg !1969 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1972, !DIExpression(), !1973)
  %3 = load i64, ptr %2, align 8, !dbg !1974
  %4 = icmp eq i64 %3, -9223372036854775808, !dbg !1975
  br i1 %4, label %5, label %7, !dbg !1976

5:                                                ; preds = %1
  %6 = load i64, ptr %2, align 8, !dbg !1977
  br label %10, !dbg !1976

7:                                                ; preds = %1
  %8 = load i64, ptr %2, align 8, !dbg !1978
  %9 = sub nsw i64 0, %8, !dbg !1979
  br label %10, !dbg !1976

10:                                               ; preds = %7, %5
  %11 = phi i64 [ %6, %5 ], [ %9, %7 ], !dbg !1976
  ret i64 %11, !dbg !1980
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !1981 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1984, !DIExpression(), !1985)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1986, !DIExpression(), !1987)
  %5 = load i8, ptr %4, align 1, !dbg !1988
  %6 = zext i8 %5 to i32, !dbg !1988
  %7 = icmp eq i32 %6, 0, !dbg !1989
  br i1 %7, label %8, label %11, !dbg !1990

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1, !dbg !1991
  %10 = zext i8 %9 to i32, !dbg !1992
  br label %17, !dbg !1990

11:                                               ; preds = %2
  %12 = load i8, ptr %3, align 1, !dbg !1993
  %13 = zext i8 %12 to i32, !dbg !1993
  %14 = load i8, ptr %4, align 1, !dbg !1994
  %15 = zext i8 %14 to i32, !dbg !1994
  %16 = srem i32 %13, %15, !dbg !1995
  br label %17, !dbg !1990

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ], !dbg !1990
  %19 = trunc i32 %18 to i8, !dbg !1990
  ret i8 %19, !dbg !1996
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !1997 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2000, !DIExpression(), !2001)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2002, !DIExpression(), !2003)
  %5 = load i32, ptr %4, align 4, !dbg !2004
  %6 = icmp uge i32 %5, 32, !dbg !2005
  br i1 %6, label %7, label %10, !dbg !2006

7:                                                ; preds = %2
  %8 = load i8, ptr %3, align 1, !dbg !2007
  %9 = zext i8 %8 to i32, !dbg !2008
  br label %15, !dbg !2006

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1, !dbg !2009
  %12 = zext i8 %11 to i32, !dbg !2009
  %13 = load i32, ptr %4, align 4, !dbg !2010
  %14 = ashr i32 %12, %13, !dbg !2011
  br label %15, !dbg !2006

15:                                               ; preds = %10, %7
  %16 = phi i32 [ %9, %7 ], [ %14, %10 ], !dbg !2006
  %17 = trunc i32 %16 to i8, !dbg !2006
  ret i8 %17, !dbg !2012
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !2013 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2016, !DIExpression(), !2017)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2018, !DIExpression(), !2019)
  %5 = load i64, ptr %3, align 8, !dbg !2020
  %6 = load i64, ptr %4, align 8, !dbg !2021
  %7 = add i64 %5, %6, !dbg !2022
  ret i64 %7, !dbg !2023
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %0, i32 noundef %1) #0 !dbg !2024 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2027, !DIExpression(), !2028)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2029, !DIExpression(), !2030)
  %5 = load i16, ptr %3, align 2, !dbg !2031
  %6 = sext i16 %5 to i32, !dbg !2031
  %7 = icmp slt i32 %6, 0, !dbg !2032
  br i1 %7, label %17, label %8, !dbg !2033

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !2034
  %10 = icmp uge i32 %9, 32, !dbg !2035
  br i1 %10, label %17, label %11, !dbg !2036

11:                                               ; preds = %8
  %12 = load i16, ptr %3, align 2, !dbg !2037
  %13 = sext i16 %12 to i32, !dbg !2037
  %14 = load i32, ptr %4, align 4, !dbg !2038
  %15 = ashr i32 32767, %14, !dbg !2039
  %16 = icmp sgt i32 %13, %15, !dbg !2040
  br i1 %16, label %17, label %20, !dbg !2041

17:                                               ; preds = %11, %8, %2
  %18 = load i16, ptr %3, align 2, !dbg !2042
  %19 = sext i16 %18 to i32, !dbg !2043
  br label %25, !dbg !2041

20:                                               ; preds = %11
  %21 = load i16, ptr %3, align 2, !dbg !2044
  %22 = sext i16 %21 to i32, !dbg !2044
  %23 = load i32, ptr %4, align 4, !dbg !2045
  %24 = shl i32 %22, %23, !dbg !2046
  br label %25, !dbg !2041

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ], !dbg !2041
  %27 = trunc i32 %26 to i16, !dbg !2041
  ret i16 %27, !dbg !2047
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_div_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !2048 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2051, !DIExpression(), !2052)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !2053, !DIExpression(), !2054)
  %5 = load i8, ptr %4, align 1, !dbg !2055
  %6 = sext i8 %5 to i32, !dbg !2055
  %7 = icmp eq i32 %6, 0, !dbg !2056
  br i1 %7, label %16, label %8, !dbg !2057

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1, !dbg !2058
  %10 = sext i8 %9 to i32, !dbg !2058
  %11 = icmp eq i32 %10, -128, !dbg !2059
  br i1 %11, label %12, label %19, !dbg !2060

12:                                               ; preds = %8
  %13 = load i8, ptr %4, align 1, !dbg !2061
  %14 = sext i8 %13 to i32, !dbg !2061
  %15 = icmp eq i32 %14, -1, !dbg !2062
  br i1 %15, label %16, label %19, !dbg !2063

16:                                               ; preds = %12, %2
  %17 = load i8, ptr %3, align 1, !dbg !2064
  %18 = sext i8 %17 to i32, !dbg !2065
  br label %25, !dbg !2063

19:                                               ; preds = %12, %8
  %20 = load i8, ptr %3, align 1, !dbg !2066
  %21 = sext i8 %20 to i32, !dbg !2066
  %22 = load i8, ptr %4, align 1, !dbg !2067
  %23 = sext i8 %22 to i32, !dbg !2067
  %24 = sdiv i32 %21, %23, !dbg !2068
  br label %25, !dbg !2063

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ], !dbg !2063
  %27 = trunc i32 %26 to i8, !dbg !2063
  ret i8 %27, !dbg !2069
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_unary_minus_func_uint16_t_u(i16 noundef zeroext %0) #0 !dbg !2070 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
    #dbg_declare(ptr %2, !2073, !DIExpression(), !2074)
  %3 = load i16, ptr %2, align 2, !dbg !2075
  %4 = zext i16 %3 to i32, !dbg !2075
  %5 = sub nsw i32 0, %4, !dbg !2076
  %6 = trunc i32 %5 to i16, !dbg !2076
  ret i16 %6, !dbg !2077
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %0, i32 noundef %1) #0 !dbg !2078 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2079, !DIExpression(), !2080)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2081, !DIExpression(), !2082)
  %5 = load i16, ptr %3, align 2, !dbg !2083
  %6 = sext i16 %5 to i32, !dbg !2083
  %7 = icmp slt i32 %6, 0, !dbg !2084
  br i1 %7, label %20, label %8, !dbg !2085

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !2086
  %10 = icmp slt i32 %9, 0, !dbg !2087
  br i1 %10, label %20, label %11, !dbg !2088

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !2089
  %13 = icmp sge i32 %12, 32, !dbg !2090
  br i1 %13, label %20, label %14, !dbg !2091

14:                                               ; preds = %11
  %15 = load i16, ptr %3, align 2, !dbg !2092
  %16 = sext i16 %15 to i32, !dbg !2092
  %17 = load i32, ptr %4, align 4, !dbg !2093
  %18 = ashr i32 32767, %17, !dbg !2094
  %19 = icmp sgt i32 %16, %18, !dbg !2095
  br i1 %19, label %20, label %23, !dbg !2096

20:                                               ; preds = %14, %11, %8, %2
  %21 = load i16, ptr %3, align 2, !dbg !2097
  %22 = sext i16 %21 to i32, !dbg !2098
  br label %28, !dbg !2096

23:                                               ; preds = %14
  %24 = load i16, ptr %3, align 2, !dbg !2099
  %25 = sext i16 %24 to i32, !dbg !2099
  %26 = load i32, ptr %4, align 4, !dbg !2100
  %27 = shl i32 %25, %26, !dbg !2101
  br label %28, !dbg !2096

28:                                               ; preds = %23, %20
  %29 = phi i32 [ %22, %20 ], [ %27, %23 ], !dbg !2096
  %30 = trunc i32 %29 to i16, !dbg !2096
  ret i16 %30, !dbg !2102
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !2103 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2104, !DIExpression(), !2105)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !2106, !DIExpression(), !2107)
  %5 = load i8, ptr %3, align 1, !dbg !2108
  %6 = zext i8 %5 to i32, !dbg !2108
  %7 = load i8, ptr %4, align 1, !dbg !2109
  %8 = zext i8 %7 to i32, !dbg !2109
  %9 = add nsw i32 %6, %8, !dbg !2110
  %10 = trunc i32 %9 to i8, !dbg !2108
  ret i8 %10, !dbg !2111
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_mod_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 !dbg !2112 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !2115, !DIExpression(), !2116)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2117, !DIExpression(), !2118)
  %5 = load i32, ptr %4, align 4, !dbg !2119
  %6 = icmp eq i32 %5, 0, !dbg !2120
  br i1 %6, label %7, label %9, !dbg !2121

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !2122
  br label %13, !dbg !2121

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4, !dbg !2123
  %11 = load i32, ptr %4, align 4, !dbg !2124
  %12 = urem i32 %10, %11, !dbg !2125
  br label %13, !dbg !2121

13:                                               ; preds = %9, %7
  %14 = phi i32 [ %8, %7 ], [ %12, %9 ], !dbg !2121
  ret i32 %14, !dbg !2126
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !2127 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2130, !DIExpression(), !2131)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2132, !DIExpression(), !2133)
  %5 = load i64, ptr %3, align 8, !dbg !2134
  %6 = icmp sgt i64 %5, 0, !dbg !2135
  br i1 %6, label %7, label %15, !dbg !2136

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8, !dbg !2137
  %9 = icmp sgt i64 %8, 0, !dbg !2138
  br i1 %9, label %10, label %15, !dbg !2139

10:                                               ; preds = %7
  %11 = load i64, ptr %3, align 8, !dbg !2140
  %12 = load i64, ptr %4, align 8, !dbg !2141
  %13 = sub nsw i64 9223372036854775807, %12, !dbg !2142
  %14 = icmp sgt i64 %11, %13, !dbg !2143
  br i1 %14, label %26, label %15, !dbg !2144

15:                                               ; preds = %10, %7, %2
  %16 = load i64, ptr %3, align 8, !dbg !2145
  %17 = icmp slt i64 %16, 0, !dbg !2146
  br i1 %17, label %18, label %28, !dbg !2147

18:                                               ; preds = %15
  %19 = load i64, ptr %4, align 8, !dbg !2148
  %20 = icmp slt i64 %19, 0, !dbg !2149
  br i1 %20, label %21, label %28, !dbg !2150

21:                                               ; preds = %18
  %22 = load i64, ptr %3, align 8, !dbg !2151
  %23 = load i64, ptr %4, align 8, !dbg !2152
  %24 = sub nsw i64 -9223372036854775808, %23, !dbg !2153
  %25 = icmp slt i64 %22, %24, !dbg !2154
  br i1 %25, label %26, label %28, !dbg !2155

26:                                               ; preds = %21, %10
  %27 = load i64, ptr %3, align 8, !dbg !2156
  br label %32, !dbg !2155

28:                                               ; preds = %21, %18, %15
  %29 = load i64, ptr %3, align 8, !dbg !2157
  %30 = load i64, ptr %4, align 8, !dbg !2158
  %31 = add nsw i64 %29, %30, !dbg !2159
  br label %32, !dbg !2155

32:                                               ; preds = %28, %26
  %33 = phi i64 [ %27, %26 ], [ %31, %28 ], !dbg !2155
  ret i64 %33, !dbg !2160
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !2161 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2162, !DIExpression(), !2163)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !2164, !DIExpression(), !2165)
  %5 = load i8, ptr %3, align 1, !dbg !2166
  %6 = zext i8 %5 to i32, !dbg !2167
  %7 = load i8, ptr %4, align 1, !dbg !2168
  %8 = zext i8 %7 to i32, !dbg !2169
  %9 = mul i32 %6, %8, !dbg !2170
  %10 = trunc i32 %9 to i8, !dbg !2171
  ret i8 %10, !dbg !2172
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 !dbg !2173 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !2174, !DIExpression(), !2175)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2176, !DIExpression(), !2177)
  %5 = load i32, ptr %3, align 4, !dbg !2178
  %6 = load i32, ptr %4, align 4, !dbg !2179
  %7 = sub i32 %5, %6, !dbg !2180
  ret i32 %7, !dbg !2181
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !2182 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2183, !DIExpression(), !2184)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !2185, !DIExpression(), !2186)
  %5 = load i16, ptr %3, align 2, !dbg !2187
  %6 = zext i16 %5 to i32, !dbg !2187
  %7 = load i16, ptr %4, align 2, !dbg !2188
  %8 = zext i16 %7 to i32, !dbg !2188
  %9 = sub nsw i32 %6, %8, !dbg !2189
  %10 = trunc i32 %9 to i16, !dbg !2187
  ret i16 %10, !dbg !2190
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @safe_mul_func_float_f_f(float noundef %0, float noundef %1) #0 !dbg !2191 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
    #dbg_declare(ptr %3, !2194, !DIExpression(), !2195)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2196, !DIExpression(), !2197)
  %5 = load float, ptr %3, align 4, !dbg !2198
  %6 = fmul float 0x39B0000000000000, %5, !dbg !2199
  %7 = load float, ptr %4, align 4, !dbg !2200
  %8 = fmul float 0x3E30000000000000, %7, !dbg !2201
  %9 = fmul float %6, %8, !dbg !2202
  %10 = call float @llvm.fabs.f32(float %9), !dbg !2203
  %11 = fcmp ogt float %10, 0x3FEFFFFFE0000000, !dbg !2204
  br i1 %11, label %12, label %14, !dbg !2205

12:                                               ; preds = %2
  %13 = load float, ptr %3, align 4, !dbg !2206
  br label %18, !dbg !2205

14:                                               ; preds = %2
  %15 = load float, ptr %3, align 4, !dbg !2207
  %16 = load float, ptr %4, align 4, !dbg !2208
  %17 = fmul float %15, %16, !dbg !2209
  br label %18, !dbg !2205

18:                                               ; preds = %14, %12
  %19 = phi float [ %13, %12 ], [ %17, %14 ], !dbg !2205
  ret float %19, !dbg !2210
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @safe_add_func_float_f_f(float noundef %0, float noundef %1) #0 !dbg !2211 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
    #dbg_declare(ptr %3, !2212, !DIExpression(), !2213)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2214, !DIExpression(), !2215)
  %5 = load float, ptr %3, align 4, !dbg !2216
  %6 = load float, ptr %4, align 4, !dbg !2217
  %7 = fmul float 5.000000e-01, %6, !dbg !2218
  %8 = call float @llvm.fmuladd.f32(float 5.000000e-01, float %5, float %7), !dbg !2219
  %9 = call float @llvm.fabs.f32(float %8), !dbg !2220
  %10 = fcmp ogt float %9, 0x47DFFFFFE0000000, !dbg !2221
  br i1 %10, label %11, label %13, !dbg !2222

11:                                               ; preds = %2
  %12 = load float, ptr %3, align 4, !dbg !2223
  br label %17, !dbg !2222

13:                                               ; preds = %2
  %14 = load float, ptr %3, align 4, !dbg !2224
  %15 = load float, ptr %4, align 4, !dbg !2225
  %16 = fadd float %14, %15, !dbg !2226
  br label %17, !dbg !2222

17:                                               ; preds = %13, %11
  %18 = phi float [ %12, %11 ], [ %16, %13 ], !dbg !2222
  ret float %18, !dbg !2227
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext %0, i32 noundef %1) #0 !dbg !2228 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2231, !DIExpression(), !2232)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2233, !DIExpression(), !2234)
  %5 = load i8, ptr %3, align 1, !dbg !2235
  %6 = sext i8 %5 to i32, !dbg !2235
  %7 = icmp slt i32 %6, 0, !dbg !2236
  br i1 %7, label %17, label %8, !dbg !2237

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !2238
  %10 = icmp uge i32 %9, 32, !dbg !2239
  br i1 %10, label %17, label %11, !dbg !2240

11:                                               ; preds = %8
  %12 = load i8, ptr %3, align 1, !dbg !2241
  %13 = sext i8 %12 to i32, !dbg !2241
  %14 = load i32, ptr %4, align 4, !dbg !2242
  %15 = ashr i32 127, %14, !dbg !2243
  %16 = icmp sgt i32 %13, %15, !dbg !2244
  br i1 %16, label %17, label %20, !dbg !2245

17:                                               ; preds = %11, %8, %2
  %18 = load i8, ptr %3, align 1, !dbg !2246
  %19 = sext i8 %18 to i32, !dbg !2247
  br label %25, !dbg !2245

20:                                               ; preds = %11
  %21 = load i8, ptr %3, align 1, !dbg !2248
  %22 = sext i8 %21 to i32, !dbg !2248
  %23 = load i32, ptr %4, align 4, !dbg !2249
  %24 = shl i32 %22, %23, !dbg !2250
  br label %25, !dbg !2245

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ], !dbg !2245
  %27 = trunc i32 %26 to i8, !dbg !2245
  ret i8 %27, !dbg !2251
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !2252 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2253, !DIExpression(), !2254)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !2255, !DIExpression(), !2256)
  %5 = load i16, ptr %4, align 2, !dbg !2257
  %6 = zext i16 %5 to i32, !dbg !2257
  %7 = icmp eq i32 %6, 0, !dbg !2258
  br i1 %7, label %8, label %11, !dbg !2259

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2, !dbg !2260
  %10 = zext i16 %9 to i32, !dbg !2261
  br label %17, !dbg !2259

11:                                               ; preds = %2
  %12 = load i16, ptr %3, align 2, !dbg !2262
  %13 = zext i16 %12 to i32, !dbg !2262
  %14 = load i16, ptr %4, align 2, !dbg !2263
  %15 = zext i16 %14 to i32, !dbg !2263
  %16 = srem i32 %13, %15, !dbg !2264
  br label %17, !dbg !2259

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ], !dbg !2259
  %19 = trunc i32 %18 to i16, !dbg !2259
  ret i16 %19, !dbg !2265
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_rshift_func_int16_t_s_u(i16 noundef signext %0, i32 noundef %1) #0 !dbg !2266 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2267, !DIExpression(), !2268)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2269, !DIExpression(), !2270)
  %5 = load i16, ptr %3, align 2, !dbg !2271
  %6 = sext i16 %5 to i32, !dbg !2271
  %7 = icmp slt i32 %6, 0, !dbg !2272
  br i1 %7, label %11, label %8, !dbg !2273

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !2274
  %10 = icmp uge i32 %9, 32, !dbg !2275
  br i1 %10, label %11, label %14, !dbg !2276

11:                                               ; preds = %8, %2
  %12 = load i16, ptr %3, align 2, !dbg !2277
  %13 = sext i16 %12 to i32, !dbg !2278
  br label %19, !dbg !2276

14:                                               ; preds = %8
  %15 = load i16, ptr %3, align 2, !dbg !2279
  %16 = sext i16 %15 to i32, !dbg !2279
  %17 = load i32, ptr %4, align 4, !dbg !2280
  %18 = ashr i32 %16, %17, !dbg !2281
  br label %19, !dbg !2276

19:                                               ; preds = %14, %11
  %20 = phi i32 [ %13, %11 ], [ %18, %14 ], !dbg !2276
  %21 = trunc i32 %20 to i16, !dbg !2276
  ret i16 %21, !dbg !2282
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !2283 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !2286, !DIExpression(), !2287)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2288, !DIExpression(), !2289)
  %5 = load i32, ptr %3, align 4, !dbg !2290
  %6 = load i32, ptr %4, align 4, !dbg !2291
  %7 = xor i32 %5, %6, !dbg !2292
  %8 = load i32, ptr %3, align 4, !dbg !2293
  %9 = load i32, ptr %3, align 4, !dbg !2294
  %10 = load i32, ptr %4, align 4, !dbg !2295
  %11 = xor i32 %9, %10, !dbg !2296
  %12 = and i32 %11, -2147483648, !dbg !2297
  %13 = xor i32 %8, %12, !dbg !2298
  %14 = load i32, ptr %4, align 4, !dbg !2299
  %15 = sub nsw i32 %13, %14, !dbg !2300
  %16 = load i32, ptr %4, align 4, !dbg !2301
  %17 = xor i32 %15, %16, !dbg !2302
  %18 = and i32 %7, %17, !dbg !2303
  %19 = icmp slt i32 %18, 0, !dbg !2304
  br i1 %19, label %20, label %22, !dbg !2305

20:                                               ; preds = %2
  %21 = load i32, ptr %3, align 4, !dbg !2306
  br label %26, !dbg !2305

22:                                               ; preds = %2
  %23 = load i32, ptr %3, align 4, !dbg !2307
  %24 = load i32, ptr %4, align 4, !dbg !2308
  %25 = sub nsw i32 %23, %24, !dbg !2309
  br label %26, !dbg !2305

26:                                               ; preds = %22, %20
  %27 = phi i32 [ %21, %20 ], [ %25, %22 ], !dbg !2305
  ret i32 %27, !dbg !2310
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !2311 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2314, !DIExpression(), !2315)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2316, !DIExpression(), !2317)
  %5 = load i32, ptr %4, align 4, !dbg !2318
  %6 = icmp uge i32 %5, 32, !dbg !2319
  br i1 %6, label %13, label %7, !dbg !2320

7:                                                ; preds = %2
  %8 = load i16, ptr %3, align 2, !dbg !2321
  %9 = zext i16 %8 to i32, !dbg !2321
  %10 = load i32, ptr %4, align 4, !dbg !2322
  %11 = ashr i32 65535, %10, !dbg !2323
  %12 = icmp sgt i32 %9, %11, !dbg !2324
  br i1 %12, label %13, label %16, !dbg !2325

13:                                               ; preds = %7, %2
  %14 = load i16, ptr %3, align 2, !dbg !2326
  %15 = zext i16 %14 to i32, !dbg !2327
  br label %21, !dbg !2325

16:                                               ; preds = %7
  %17 = load i16, ptr %3, align 2, !dbg !2328
  %18 = zext i16 %17 to i32, !dbg !2328
  %19 = load i32, ptr %4, align 4, !dbg !2329
  %20 = shl i32 %18, %19, !dbg !2330
  br label %21, !dbg !2325

21:                                               ; preds = %16, %13
  %22 = phi i32 [ %15, %13 ], [ %20, %16 ], !dbg !2325
  %23 = trunc i32 %22 to i16, !dbg !2325
  ret i16 %23, !dbg !2331
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !2332 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2333, !DIExpression(), !2334)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !2335, !DIExpression(), !2336)
  %5 = load i8, ptr %3, align 1, !dbg !2337
  %6 = sext i8 %5 to i32, !dbg !2337
  %7 = load i8, ptr %4, align 1, !dbg !2338
  %8 = sext i8 %7 to i32, !dbg !2338
  %9 = add nsw i32 %6, %8, !dbg !2339
  %10 = trunc i32 %9 to i8, !dbg !2340
  ret i8 %10, !dbg !2341
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext %0, i32 noundef %1) #0 !dbg !2342 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2345, !DIExpression(), !2346)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2347, !DIExpression(), !2348)
  %5 = load i8, ptr %3, align 1, !dbg !2349
  %6 = sext i8 %5 to i32, !dbg !2349
  %7 = icmp slt i32 %6, 0, !dbg !2350
  br i1 %7, label %20, label %8, !dbg !2351

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !2352
  %10 = icmp slt i32 %9, 0, !dbg !2353
  br i1 %10, label %20, label %11, !dbg !2354

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !2355
  %13 = icmp sge i32 %12, 32, !dbg !2356
  br i1 %13, label %20, label %14, !dbg !2357

14:                                               ; preds = %11
  %15 = load i8, ptr %3, align 1, !dbg !2358
  %16 = sext i8 %15 to i32, !dbg !2358
  %17 = load i32, ptr %4, align 4, !dbg !2359
  %18 = ashr i32 127, %17, !dbg !2360
  %19 = icmp sgt i32 %16, %18, !dbg !2361
  br i1 %19, label %20, label %23, !dbg !2362

20:                                               ; preds = %14, %11, %8, %2
  %21 = load i8, ptr %3, align 1, !dbg !2363
  %22 = sext i8 %21 to i32, !dbg !2364
  br label %28, !dbg !2362

23:                                               ; preds = %14
  %24 = load i8, ptr %3, align 1, !dbg !2365
  %25 = sext i8 %24 to i32, !dbg !2365
  %26 = load i32, ptr %4, align 4, !dbg !2366
  %27 = shl i32 %25, %26, !dbg !2367
  br label %28, !dbg !2362

28:                                               ; preds = %23, %20
  %29 = phi i32 [ %22, %20 ], [ %27, %23 ], !dbg !2362
  %30 = trunc i32 %29 to i8, !dbg !2362
  ret i8 %30, !dbg !2368
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !2369 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2370, !DIExpression(), !2371)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !2372, !DIExpression(), !2373)
  %5 = load i8, ptr %3, align 1, !dbg !2374
  %6 = sext i8 %5 to i32, !dbg !2374
  %7 = load i8, ptr %4, align 1, !dbg !2375
  %8 = sext i8 %7 to i32, !dbg !2375
  %9 = sub nsw i32 %6, %8, !dbg !2376
  %10 = trunc i32 %9 to i8, !dbg !2377
  ret i8 %10, !dbg !2378
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_rshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !2379 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2380, !DIExpression(), !2381)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2382, !DIExpression(), !2383)
  %5 = load i32, ptr %4, align 4, !dbg !2384
  %6 = icmp uge i32 %5, 32, !dbg !2385
  br i1 %6, label %7, label %10, !dbg !2386

7:                                                ; preds = %2
  %8 = load i16, ptr %3, align 2, !dbg !2387
  %9 = zext i16 %8 to i32, !dbg !2388
  br label %15, !dbg !2386

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2, !dbg !2389
  %12 = zext i16 %11 to i32, !dbg !2389
  %13 = load i32, ptr %4, align 4, !dbg !2390
  %14 = ashr i32 %12, %13, !dbg !2391
  br label %15, !dbg !2386

15:                                               ; preds = %10, %7
  %16 = phi i32 [ %9, %7 ], [ %14, %10 ], !dbg !2386
  %17 = trunc i32 %16 to i16, !dbg !2386
  ret i16 %17, !dbg !2392
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %0, i32 noundef %1) #0 !dbg !2393 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2394, !DIExpression(), !2395)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2396, !DIExpression(), !2397)
  %5 = load i8, ptr %3, align 1, !dbg !2398
  %6 = sext i8 %5 to i32, !dbg !2398
  %7 = icmp slt i32 %6, 0, !dbg !2399
  br i1 %7, label %14, label %8, !dbg !2400

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !2401
  %10 = icmp slt i32 %9, 0, !dbg !2402
  br i1 %10, label %14, label %11, !dbg !2403

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !2404
  %13 = icmp sge i32 %12, 32, !dbg !2405
  br i1 %13, label %14, label %17, !dbg !2406

14:                                               ; preds = %11, %8, %2
  %15 = load i8, ptr %3, align 1, !dbg !2407
  %16 = sext i8 %15 to i32, !dbg !2408
  br label %22, !dbg !2406

17:                                               ; preds = %11
  %18 = load i8, ptr %3, align 1, !dbg !2409
  %19 = sext i8 %18 to i32, !dbg !2409
  %20 = load i32, ptr %4, align 4, !dbg !2410
  %21 = ashr i32 %19, %20, !dbg !2411
  br label %22, !dbg !2406

22:                                               ; preds = %17, %14
  %23 = phi i32 [ %16, %14 ], [ %21, %17 ], !dbg !2406
  %24 = trunc i32 %23 to i8, !dbg !2406
  ret i8 %24, !dbg !2412
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_sub_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !2413 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2414, !DIExpression(), !2415)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2416, !DIExpression(), !2417)
  %5 = load i64, ptr %3, align 8, !dbg !2418
  %6 = load i64, ptr %4, align 8, !dbg !2419
  %7 = sub i64 %5, %6, !dbg !2420
  ret i64 %7, !dbg !2421
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_mod_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !2422 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !2423, !DIExpression(), !2424)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2425, !DIExpression(), !2426)
  %5 = load i32, ptr %4, align 4, !dbg !2427
  %6 = icmp eq i32 %5, 0, !dbg !2428
  br i1 %6, label %13, label %7, !dbg !2429

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !2430
  %9 = icmp eq i32 %8, -2147483648, !dbg !2431
  br i1 %9, label %10, label %15, !dbg !2432

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4, !dbg !2433
  %12 = icmp eq i32 %11, -1, !dbg !2434
  br i1 %12, label %13, label %15, !dbg !2435

13:                                               ; preds = %10, %2
  %14 = load i32, ptr %3, align 4, !dbg !2436
  br label %19, !dbg !2435

15:                                               ; preds = %10, %7
  %16 = load i32, ptr %3, align 4, !dbg !2437
  %17 = load i32, ptr %4, align 4, !dbg !2438
  %18 = srem i32 %16, %17, !dbg !2439
  br label %19, !dbg !2435

19:                                               ; preds = %15, %13
  %20 = phi i32 [ %14, %13 ], [ %18, %15 ], !dbg !2435
  ret i32 %20, !dbg !2440
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !2441 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2442, !DIExpression(), !2443)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !2444, !DIExpression(), !2445)
  %5 = load i16, ptr %3, align 2, !dbg !2446
  %6 = sext i16 %5 to i32, !dbg !2446
  %7 = load i16, ptr %4, align 2, !dbg !2447
  %8 = sext i16 %7 to i32, !dbg !2447
  %9 = mul nsw i32 %6, %8, !dbg !2448
  %10 = trunc i32 %9 to i16, !dbg !2446
  ret i16 %10, !dbg !2449
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_sub_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !2450 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2451, !DIExpression(), !2452)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2453, !DIExpression(), !2454)
  %5 = load i64, ptr %3, align 8, !dbg !2455
  %6 = load i64, ptr %4, align 8, !dbg !2456
  %7 = xor i64 %5, %6, !dbg !2457
  %8 = load i64, ptr %3, align 8, !dbg !2458
  %9 = load i64, ptr %3, align 8, !dbg !2459
  %10 = load i64, ptr %4, align 8, !dbg !2460
  %11 = xor i64 %9, %10, !dbg !2461
  %12 = and i64 %11, -9223372036854775808, !dbg !2462
  %13 = xor i64 %8, %12, !dbg !2463
  %14 = load i64, ptr %4, align 8, !dbg !2464
  %15 = sub nsw i64 %13, %14, !dbg !2465
  %16 = load i64, ptr %4, align 8, !dbg !2466
  %17 = xor i64 %15, %16, !dbg !2467
  %18 = and i64 %7, %17, !dbg !2468
  %19 = icmp slt i64 %18, 0, !dbg !2469
  br i1 %19, label %20, label %22, !dbg !2470

20:                                               ; preds = %2
  %21 = load i64, ptr %3, align 8, !dbg !2471
  br label %26, !dbg !2470

22:                                               ; preds = %2
  %23 = load i64, ptr %3, align 8, !dbg !2472
  %24 = load i64, ptr %4, align 8, !dbg !2473
  %25 = sub nsw i64 %23, %24, !dbg !2474
  br label %26, !dbg !2470

26:                                               ; preds = %22, %20
  %27 = phi i64 [ %21, %20 ], [ %25, %22 ], !dbg !2470
  ret i64 %27, !dbg !2475
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @safe_div_func_float_f_f(float noundef %0, float noundef %1) #0 !dbg !2476 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
    #dbg_declare(ptr %3, !2477, !DIExpression(), !2478)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2479, !DIExpression(), !2480)
  %5 = load float, ptr %4, align 4, !dbg !2481
  %6 = call float @llvm.fabs.f32(float %5), !dbg !2482
  %7 = fcmp olt float %6, 1.000000e+00, !dbg !2483
  br i1 %7, label %8, label %21, !dbg !2484

8:                                                ; preds = %2
  %9 = load float, ptr %4, align 4, !dbg !2485
  %10 = fcmp oeq float %9, 0.000000e+00, !dbg !2486
  br i1 %10, label %19, label %11, !dbg !2487

11:                                               ; preds = %8
  %12 = load float, ptr %3, align 4, !dbg !2488
  %13 = fmul float 0x3CE0000000000000, %12, !dbg !2489
  %14 = load float, ptr %4, align 4, !dbg !2490
  %15 = fmul float 0x4630000000000000, %14, !dbg !2491
  %16 = fdiv float %13, %15, !dbg !2492
  %17 = call float @llvm.fabs.f32(float %16), !dbg !2493
  %18 = fcmp ogt float %17, 0x3E9FFFFFE0000000, !dbg !2494
  br i1 %18, label %19, label %21, !dbg !2495

19:                                               ; preds = %11, %8
  %20 = load float, ptr %3, align 4, !dbg !2496
  br label %25, !dbg !2495

21:                                               ; preds = %11, %2
  %22 = load float, ptr %3, align 4, !dbg !2497
  %23 = load float, ptr %4, align 4, !dbg !2498
  %24 = fdiv float %22, %23, !dbg !2499
  br label %25, !dbg !2495

25:                                               ; preds = %21, %19
  %26 = phi float [ %20, %19 ], [ %24, %21 ], !dbg !2495
  ret float %26, !dbg !2500
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !2501 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2502, !DIExpression(), !2503)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !2504, !DIExpression(), !2505)
  %5 = load i16, ptr %3, align 2, !dbg !2506
  %6 = zext i16 %5 to i32, !dbg !2506
  %7 = load i16, ptr %4, align 2, !dbg !2507
  %8 = zext i16 %7 to i32, !dbg !2507
  %9 = add nsw i32 %6, %8, !dbg !2508
  %10 = trunc i32 %9 to i16, !dbg !2506
  ret i16 %10, !dbg !2509
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_mod_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !2510 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2511, !DIExpression(), !2512)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2513, !DIExpression(), !2514)
  %5 = load i64, ptr %4, align 8, !dbg !2515
  %6 = icmp eq i64 %5, 0, !dbg !2516
  br i1 %6, label %7, label %9, !dbg !2517

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !2518
  br label %13, !dbg !2517

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8, !dbg !2519
  %11 = load i64, ptr %4, align 8, !dbg !2520
  %12 = urem i64 %10, %11, !dbg !2521
  br label %13, !dbg !2517

13:                                               ; preds = %9, %7
  %14 = phi i64 [ %8, %7 ], [ %12, %9 ], !dbg !2517
  ret i64 %14, !dbg !2522
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !2523 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2524, !DIExpression(), !2525)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !2526, !DIExpression(), !2527)
  %5 = load i16, ptr %3, align 2, !dbg !2528
  %6 = sext i16 %5 to i32, !dbg !2528
  %7 = load i16, ptr %4, align 2, !dbg !2529
  %8 = sext i16 %7 to i32, !dbg !2529
  %9 = add nsw i32 %6, %8, !dbg !2530
  %10 = trunc i32 %9 to i16, !dbg !2531
  ret i16 %10, !dbg !2532
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_mod_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !2533 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2534, !DIExpression(), !2535)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !2536, !DIExpression(), !2537)
  %5 = load i16, ptr %4, align 2, !dbg !2538
  %6 = sext i16 %5 to i32, !dbg !2538
  %7 = icmp eq i32 %6, 0, !dbg !2539
  br i1 %7, label %16, label %8, !dbg !2540

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2, !dbg !2541
  %10 = sext i16 %9 to i32, !dbg !2541
  %11 = icmp eq i32 %10, -32768, !dbg !2542
  br i1 %11, label %12, label %19, !dbg !2543

12:                                               ; preds = %8
  %13 = load i16, ptr %4, align 2, !dbg !2544
  %14 = sext i16 %13 to i32, !dbg !2544
  %15 = icmp eq i32 %14, -1, !dbg !2545
  br i1 %15, label %16, label %19, !dbg !2546

16:                                               ; preds = %12, %2
  %17 = load i16, ptr %3, align 2, !dbg !2547
  %18 = sext i16 %17 to i32, !dbg !2548
  br label %25, !dbg !2546

19:                                               ; preds = %12, %8
  %20 = load i16, ptr %3, align 2, !dbg !2549
  %21 = sext i16 %20 to i32, !dbg !2549
  %22 = load i16, ptr %4, align 2, !dbg !2550
  %23 = sext i16 %22 to i32, !dbg !2550
  %24 = srem i32 %21, %23, !dbg !2551
  br label %25, !dbg !2546

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ], !dbg !2546
  %27 = trunc i32 %26 to i16, !dbg !2546
  ret i16 %27, !dbg !2552
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_div_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !2553 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2554, !DIExpression(), !2555)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2556, !DIExpression(), !2557)
  %5 = load i64, ptr %4, align 8, !dbg !2558
  %6 = icmp eq i64 %5, 0, !dbg !2559
  br i1 %6, label %7, label %9, !dbg !2560

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !2561
  br label %13, !dbg !2560

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8, !dbg !2562
  %11 = load i64, ptr %4, align 8, !dbg !2563
  %12 = udiv i64 %10, %11, !dbg !2564
  br label %13, !dbg !2560

13:                                               ; preds = %9, %7
  %14 = phi i64 [ %8, %7 ], [ %12, %9 ], !dbg !2560
  ret i64 %14, !dbg !2565
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_mod_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !2566 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2567, !DIExpression(), !2568)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2569, !DIExpression(), !2570)
  %5 = load i64, ptr %4, align 8, !dbg !2571
  %6 = icmp eq i64 %5, 0, !dbg !2572
  br i1 %6, label %13, label %7, !dbg !2573

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !2574
  %9 = icmp eq i64 %8, -9223372036854775808, !dbg !2575
  br i1 %9, label %10, label %15, !dbg !2576

10:                                               ; preds = %7
  %11 = load i64, ptr %4, align 8, !dbg !2577
  %12 = icmp eq i64 %11, -1, !dbg !2578
  br i1 %12, label %13, label %15, !dbg !2579

13:                                               ; preds = %10, %2
  %14 = load i64, ptr %3, align 8, !dbg !2580
  br label %19, !dbg !2579

15:                                               ; preds = %10, %7
  %16 = load i64, ptr %3, align 8, !dbg !2581
  %17 = load i64, ptr %4, align 8, !dbg !2582
  %18 = srem i64 %16, %17, !dbg !2583
  br label %19, !dbg !2579

19:                                               ; preds = %15, %13
  %20 = phi i64 [ %14, %13 ], [ %18, %15 ], !dbg !2579
  ret i64 %20, !dbg !2584
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !2585 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2586, !DIExpression(), !2587)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2588, !DIExpression(), !2589)
  %5 = load i32, ptr %4, align 4, !dbg !2590
  %6 = icmp uge i32 %5, 32, !dbg !2591
  br i1 %6, label %13, label %7, !dbg !2592

7:                                                ; preds = %2
  %8 = load i8, ptr %3, align 1, !dbg !2593
  %9 = zext i8 %8 to i32, !dbg !2593
  %10 = load i32, ptr %4, align 4, !dbg !2594
  %11 = ashr i32 255, %10, !dbg !2595
  %12 = icmp sgt i32 %9, %11, !dbg !2596
  br i1 %12, label %13, label %16, !dbg !2597

13:                                               ; preds = %7, %2
  %14 = load i8, ptr %3, align 1, !dbg !2598
  %15 = zext i8 %14 to i32, !dbg !2599
  br label %21, !dbg !2597

16:                                               ; preds = %7
  %17 = load i8, ptr %3, align 1, !dbg !2600
  %18 = zext i8 %17 to i32, !dbg !2600
  %19 = load i32, ptr %4, align 4, !dbg !2601
  %20 = shl i32 %18, %19, !dbg !2602
  br label %21, !dbg !2597

21:                                               ; preds = %16, %13
  %22 = phi i32 [ %15, %13 ], [ %20, %16 ], !dbg !2597
  %23 = trunc i32 %22 to i8, !dbg !2597
  ret i8 %23, !dbg !2603
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !2604 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2607, !DIExpression(), !2608)
  %3 = load i64, ptr %2, align 8, !dbg !2609
  %4 = lshr i64 %3, 0, !dbg !2610
  %5 = and i64 %4, 255, !dbg !2611
  %6 = trunc i64 %5 to i8, !dbg !2612
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !2613
  %7 = load i64, ptr %2, align 8, !dbg !2614
  %8 = lshr i64 %7, 8, !dbg !2615
  %9 = and i64 %8, 255, !dbg !2616
  %10 = trunc i64 %9 to i8, !dbg !2617
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !2618
  %11 = load i64, ptr %2, align 8, !dbg !2619
  %12 = lshr i64 %11, 16, !dbg !2620
  %13 = and i64 %12, 255, !dbg !2621
  %14 = trunc i64 %13 to i8, !dbg !2622
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !2623
  %15 = load i64, ptr %2, align 8, !dbg !2624
  %16 = lshr i64 %15, 24, !dbg !2625
  %17 = and i64 %16, 255, !dbg !2626
  %18 = trunc i64 %17 to i8, !dbg !2627
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !2628
  %19 = load i64, ptr %2, align 8, !dbg !2629
  %20 = lshr i64 %19, 32, !dbg !2630
  %21 = and i64 %20, 255, !dbg !2631
  %22 = trunc i64 %21 to i8, !dbg !2632
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !2633
  %23 = load i64, ptr %2, align 8, !dbg !2634
  %24 = lshr i64 %23, 40, !dbg !2635
  %25 = and i64 %24, 255, !dbg !2636
  %26 = trunc i64 %25 to i8, !dbg !2637
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !2638
  %27 = load i64, ptr %2, align 8, !dbg !2639
  %28 = lshr i64 %27, 48, !dbg !2640
  %29 = and i64 %28, 255, !dbg !2641
  %30 = trunc i64 %29 to i8, !dbg !2642
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !2643
  %31 = load i64, ptr %2, align 8, !dbg !2644
  %32 = lshr i64 %31, 56, !dbg !2645
  %33 = and i64 %32, 255, !dbg !2646
  %34 = trunc i64 %33 to i8, !dbg !2647
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !2648
  ret void, !dbg !2649
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !2650 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !2653, !DIExpression(), !2654)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !2655
  %4 = lshr i32 %3, 8, !dbg !2656
  %5 = and i32 %4, 16777215, !dbg !2657
  %6 = load i32, ptr @crc32_context, align 4, !dbg !2658
  %7 = load i8, ptr %2, align 1, !dbg !2659
  %8 = zext i8 %7 to i32, !dbg !2659
  %9 = xor i32 %6, %8, !dbg !2660
  %10 = and i32 %9, 255, !dbg !2661
  %11 = zext i32 %10 to i64, !dbg !2662
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !2662
  %13 = load i32, ptr %12, align 4, !dbg !2662
  %14 = xor i32 %5, %13, !dbg !2663
  store i32 %14, ptr @crc32_context, align 4, !dbg !2664
  ret void, !dbg !2665
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!217, !218, !219, !220, !221, !222, !223}
!llvm.ident = !{!224}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 327, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_1008.c", directory: ".", checksumkind: CSK_MD5, checksum: "9eebb2491fe6fe9efb071ec94cfd6cb0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_4", scope: !9, file: !2, line: 19, type: !216, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !14, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!14 = !{!0, !15, !20, !25, !30, !32, !34, !39, !41, !43, !45, !47, !49, !51, !56, !58, !60, !65, !70, !72, !74, !76, !78, !88, !96, !102, !107, !109, !116, !119, !126, !129, !137, !139, !141, !144, !147, !151, !7, !156, !158, !160, !162, !167, !172, !174, !176, !178, !180, !182, !184, !189, !191, !198, !202, !204, !206, !208, !214}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 333, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 7)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 334, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 14)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 337, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 5)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 338, type: !27, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 339, type: !27, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 342, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 8)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 346, type: !27, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 347, type: !27, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 348, type: !27, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 349, type: !27, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 350, type: !27, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 351, type: !27, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 352, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 6)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 353, type: !53, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 354, type: !53, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 359, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 12)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 360, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 18)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 368, type: !62, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 373, type: !53, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 374, type: !53, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 375, type: !53, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !80, line: 47, type: !81, isLocal: true, isDefinition: true)
!80 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 8192, elements: !86)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !83, line: 26, baseType: !84)
!83 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !85, line: 42, baseType: !13)
!85 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!86 = !{!87}
!87 = !DISubrange(count: 256)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(name: "g_210", scope: !9, file: !2, line: 44, type: !90, isLocal: true, isDefinition: true)
!90 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !83, line: 27, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !85, line: 45, baseType: !95)
!95 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(name: "g_13", scope: !9, file: !2, line: 21, type: !98, isLocal: true, isDefinition: true)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !100, line: 26, baseType: !101)
!100 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !85, line: 41, baseType: !12)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(name: "g_91", scope: !9, file: !2, line: 35, type: !104, isLocal: true, isDefinition: true)
!104 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !105)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(name: "g_211", scope: !9, file: !2, line: 43, type: !92, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "g_205", scope: !9, file: !2, line: 42, type: !111, isLocal: true, isDefinition: true)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !83, line: 25, baseType: !114)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !85, line: 40, baseType: !115)
!115 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(name: "g_262", scope: !9, file: !2, line: 49, type: !118, isLocal: true, isDefinition: true)
!118 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !98)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(name: "g_119", scope: !9, file: !2, line: 38, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 16128, elements: !123)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!123 = !{!124, !19, !125}
!124 = !DISubrange(count: 9)
!125 = !DISubrange(count: 4)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(name: "g_105", scope: !9, file: !2, line: 37, type: !128, isLocal: true, isDefinition: true)
!128 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !122)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(name: "g_310", scope: !9, file: !2, line: 52, type: !131, isLocal: true, isDefinition: true)
!131 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !83, line: 24, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !85, line: 38, baseType: !136)
!136 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(name: "g_120", scope: !9, file: !2, line: 39, type: !122, isLocal: true, isDefinition: true)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(name: "g_311", scope: !9, file: !2, line: 51, type: !133, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(name: "g_214", scope: !9, file: !2, line: 46, type: !143, isLocal: true, isDefinition: true)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(name: "g_82", scope: !9, file: !2, line: 30, type: !146, isLocal: true, isDefinition: true)
!146 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !128)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(name: "g_213", scope: !9, file: !2, line: 47, type: !149, isLocal: true, isDefinition: true)
!149 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(scope: null, file: !80, line: 114, type: !153, isLocal: true, isDefinition: true)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !154)
!154 = !{!155}
!155 = !DISubrange(count: 36)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(name: "g_14", scope: !9, file: !2, line: 20, type: !99, isLocal: true, isDefinition: true)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(name: "g_16", scope: !9, file: !2, line: 22, type: !106, isLocal: true, isDefinition: true)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(name: "g_31", scope: !9, file: !2, line: 23, type: !93, isLocal: true, isDefinition: true)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(name: "g_59", scope: !9, file: !2, line: 24, type: !164, isLocal: true, isDefinition: true)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 640, elements: !165)
!165 = !{!166}
!166 = !DISubrange(count: 10)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(name: "g_60", scope: !9, file: !2, line: 25, type: !169, isLocal: true, isDefinition: true)
!169 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !100, line: 25, baseType: !170)
!170 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !85, line: 39, baseType: !171)
!171 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(name: "g_62", scope: !9, file: !2, line: 26, type: !169, isLocal: true, isDefinition: true)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(name: "g_63", scope: !9, file: !2, line: 27, type: !113, isLocal: true, isDefinition: true)
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(name: "g_80", scope: !9, file: !2, line: 28, type: !99, isLocal: true, isDefinition: true)
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression())
!179 = distinct !DIGlobalVariable(name: "g_86", scope: !9, file: !2, line: 31, type: !99, isLocal: true, isDefinition: true)
!180 = !DIGlobalVariableExpression(var: !181, expr: !DIExpression())
!181 = distinct !DIGlobalVariable(name: "g_89", scope: !9, file: !2, line: 32, type: !106, isLocal: true, isDefinition: true)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(name: "g_103", scope: !9, file: !2, line: 36, type: !134, isLocal: true, isDefinition: true)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression())
!185 = distinct !DIGlobalVariable(name: "g_140", scope: !9, file: !2, line: 40, type: !186, isLocal: true, isDefinition: true)
!186 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !100, line: 24, baseType: !187)
!187 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !85, line: 37, baseType: !188)
!188 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!189 = !DIGlobalVariableExpression(var: !190, expr: !DIExpression())
!190 = distinct !DIGlobalVariable(name: "g_206", scope: !9, file: !2, line: 41, type: !112, isLocal: true, isDefinition: true)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(name: "g_235", scope: !9, file: !2, line: 48, type: !193, isLocal: true, isDefinition: true)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !194, size: 1920, elements: !197)
!194 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !100, line: 27, baseType: !195)
!195 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !85, line: 44, baseType: !196)
!196 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!197 = !{!55, !29}
!198 = !DIGlobalVariableExpression(var: !199, expr: !DIExpression())
!199 = distinct !DIGlobalVariable(name: "g_295", scope: !9, file: !2, line: 50, type: !200, isLocal: true, isDefinition: true)
!200 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 640, elements: !201)
!201 = !{!29, !125}
!202 = !DIGlobalVariableExpression(var: !203, expr: !DIExpression())
!203 = distinct !DIGlobalVariable(name: "g_313", scope: !9, file: !2, line: 53, type: !186, isLocal: true, isDefinition: true)
!204 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression())
!205 = distinct !DIGlobalVariable(name: "g_336", scope: !9, file: !2, line: 55, type: !93, isLocal: true, isDefinition: true)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(name: "g_345", scope: !9, file: !2, line: 56, type: !82, isLocal: true, isDefinition: true)
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression())
!209 = distinct !DIGlobalVariable(scope: null, file: !210, line: 56, type: !211, isLocal: true, isDefinition: true)
!210 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!211 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !212)
!212 = !{!213}
!213 = !DISubrange(count: 15)
!214 = !DIGlobalVariableExpression(var: !215, expr: !DIExpression())
!215 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !80, line: 48, type: !82, isLocal: true, isDefinition: true)
!216 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 160, elements: !28)
!217 = !{i32 7, !"Dwarf Version", i32 5}
!218 = !{i32 2, !"Debug Info Version", i32 3}
!219 = !{i32 1, !"wchar_size", i32 4}
!220 = !{i32 8, !"PIC Level", i32 2}
!221 = !{i32 7, !"PIE Level", i32 2}
!222 = !{i32 7, !"uwtable", i32 2}
!223 = !{i32 7, !"frame-pointer", i32 2}
!224 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!225 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 323, type: !226, scopeLine: 324, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !230)
!226 = !DISubroutineType(types: !227)
!227 = !{!12, !12, !228}
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !229, size: 64)
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!230 = !{}
!231 = !DILocalVariable(name: "argc", arg: 1, scope: !225, file: !2, line: 323, type: !12)
!232 = !DILocation(line: 323, column: 15, scope: !225)
!233 = !DILocalVariable(name: "argv", arg: 2, scope: !225, file: !2, line: 323, type: !228)
!234 = !DILocation(line: 323, column: 27, scope: !225)
!235 = !DILocalVariable(name: "i", scope: !225, file: !2, line: 325, type: !12)
!236 = !DILocation(line: 325, column: 9, scope: !225)
!237 = !DILocalVariable(name: "j", scope: !225, file: !2, line: 325, type: !12)
!238 = !DILocation(line: 325, column: 12, scope: !225)
!239 = !DILocalVariable(name: "k", scope: !225, file: !2, line: 325, type: !12)
!240 = !DILocation(line: 325, column: 15, scope: !225)
!241 = !DILocalVariable(name: "print_hash_value", scope: !225, file: !2, line: 326, type: !12)
!242 = !DILocation(line: 326, column: 9, scope: !225)
!243 = !DILocation(line: 327, column: 9, scope: !244)
!244 = distinct !DILexicalBlock(scope: !225, file: !2, line: 327, column: 9)
!245 = !DILocation(line: 327, column: 14, scope: !244)
!246 = !DILocation(line: 327, column: 19, scope: !244)
!247 = !DILocation(line: 327, column: 29, scope: !244)
!248 = !DILocation(line: 327, column: 22, scope: !244)
!249 = !DILocation(line: 327, column: 43, scope: !244)
!250 = !DILocation(line: 327, column: 9, scope: !225)
!251 = !DILocation(line: 327, column: 66, scope: !244)
!252 = !DILocation(line: 327, column: 49, scope: !244)
!253 = !DILocation(line: 328, column: 5, scope: !225)
!254 = !DILocation(line: 329, column: 5, scope: !225)
!255 = !DILocation(line: 330, column: 5, scope: !225)
!256 = !DILocation(line: 331, column: 12, scope: !257)
!257 = distinct !DILexicalBlock(scope: !225, file: !2, line: 331, column: 5)
!258 = !DILocation(line: 331, column: 10, scope: !257)
!259 = !DILocation(line: 331, column: 17, scope: !260)
!260 = distinct !DILexicalBlock(scope: !257, file: !2, line: 331, column: 5)
!261 = !DILocation(line: 331, column: 19, scope: !260)
!262 = !DILocation(line: 331, column: 5, scope: !257)
!263 = !DILocation(line: 333, column: 29, scope: !264)
!264 = distinct !DILexicalBlock(scope: !260, file: !2, line: 332, column: 5)
!265 = !DILocation(line: 333, column: 25, scope: !264)
!266 = !DILocation(line: 333, column: 43, scope: !264)
!267 = !DILocation(line: 333, column: 9, scope: !264)
!268 = !DILocation(line: 334, column: 13, scope: !269)
!269 = distinct !DILexicalBlock(scope: !264, file: !2, line: 334, column: 13)
!270 = !DILocation(line: 334, column: 13, scope: !264)
!271 = !DILocation(line: 334, column: 56, scope: !269)
!272 = !DILocation(line: 334, column: 31, scope: !269)
!273 = !DILocation(line: 336, column: 5, scope: !264)
!274 = !DILocation(line: 331, column: 25, scope: !260)
!275 = !DILocation(line: 331, column: 5, scope: !260)
!276 = distinct !{!276, !262, !277, !278}
!277 = !DILocation(line: 336, column: 5, scope: !257)
!278 = !{!"llvm.loop.mustprogress"}
!279 = !DILocation(line: 337, column: 21, scope: !225)
!280 = !DILocation(line: 337, column: 35, scope: !225)
!281 = !DILocation(line: 337, column: 5, scope: !225)
!282 = !DILocation(line: 338, column: 57, scope: !225)
!283 = !DILocation(line: 338, column: 5, scope: !225)
!284 = !DILocation(line: 339, column: 21, scope: !225)
!285 = !DILocation(line: 339, column: 35, scope: !225)
!286 = !DILocation(line: 339, column: 5, scope: !225)
!287 = !DILocation(line: 340, column: 12, scope: !288)
!288 = distinct !DILexicalBlock(scope: !225, file: !2, line: 340, column: 5)
!289 = !DILocation(line: 340, column: 10, scope: !288)
!290 = !DILocation(line: 340, column: 17, scope: !291)
!291 = distinct !DILexicalBlock(scope: !288, file: !2, line: 340, column: 5)
!292 = !DILocation(line: 340, column: 19, scope: !291)
!293 = !DILocation(line: 340, column: 5, scope: !288)
!294 = !DILocation(line: 342, column: 30, scope: !295)
!295 = distinct !DILexicalBlock(scope: !291, file: !2, line: 341, column: 5)
!296 = !DILocation(line: 342, column: 25, scope: !295)
!297 = !DILocation(line: 342, column: 45, scope: !295)
!298 = !DILocation(line: 342, column: 9, scope: !295)
!299 = !DILocation(line: 343, column: 13, scope: !300)
!300 = distinct !DILexicalBlock(scope: !295, file: !2, line: 343, column: 13)
!301 = !DILocation(line: 343, column: 13, scope: !295)
!302 = !DILocation(line: 343, column: 56, scope: !300)
!303 = !DILocation(line: 343, column: 31, scope: !300)
!304 = !DILocation(line: 345, column: 5, scope: !295)
!305 = !DILocation(line: 340, column: 26, scope: !291)
!306 = !DILocation(line: 340, column: 5, scope: !291)
!307 = distinct !{!307, !293, !308, !278}
!308 = !DILocation(line: 345, column: 5, scope: !288)
!309 = !DILocation(line: 346, column: 21, scope: !225)
!310 = !DILocation(line: 346, column: 35, scope: !225)
!311 = !DILocation(line: 346, column: 5, scope: !225)
!312 = !DILocation(line: 347, column: 21, scope: !225)
!313 = !DILocation(line: 347, column: 35, scope: !225)
!314 = !DILocation(line: 347, column: 5, scope: !225)
!315 = !DILocation(line: 348, column: 21, scope: !225)
!316 = !DILocation(line: 348, column: 35, scope: !225)
!317 = !DILocation(line: 348, column: 5, scope: !225)
!318 = !DILocation(line: 349, column: 21, scope: !225)
!319 = !DILocation(line: 349, column: 35, scope: !225)
!320 = !DILocation(line: 349, column: 5, scope: !225)
!321 = !DILocation(line: 350, column: 21, scope: !225)
!322 = !DILocation(line: 350, column: 35, scope: !225)
!323 = !DILocation(line: 350, column: 5, scope: !225)
!324 = !DILocation(line: 351, column: 57, scope: !225)
!325 = !DILocation(line: 351, column: 5, scope: !225)
!326 = !DILocation(line: 352, column: 21, scope: !225)
!327 = !DILocation(line: 352, column: 37, scope: !225)
!328 = !DILocation(line: 352, column: 5, scope: !225)
!329 = !DILocation(line: 353, column: 21, scope: !225)
!330 = !DILocation(line: 353, column: 37, scope: !225)
!331 = !DILocation(line: 353, column: 5, scope: !225)
!332 = !DILocation(line: 354, column: 21, scope: !225)
!333 = !DILocation(line: 354, column: 37, scope: !225)
!334 = !DILocation(line: 354, column: 5, scope: !225)
!335 = !DILocation(line: 355, column: 12, scope: !336)
!336 = distinct !DILexicalBlock(scope: !225, file: !2, line: 355, column: 5)
!337 = !DILocation(line: 355, column: 10, scope: !336)
!338 = !DILocation(line: 355, column: 17, scope: !339)
!339 = distinct !DILexicalBlock(scope: !336, file: !2, line: 355, column: 5)
!340 = !DILocation(line: 355, column: 19, scope: !339)
!341 = !DILocation(line: 355, column: 5, scope: !336)
!342 = !DILocation(line: 357, column: 16, scope: !343)
!343 = distinct !DILexicalBlock(scope: !344, file: !2, line: 357, column: 9)
!344 = distinct !DILexicalBlock(scope: !339, file: !2, line: 356, column: 5)
!345 = !DILocation(line: 357, column: 14, scope: !343)
!346 = !DILocation(line: 357, column: 21, scope: !347)
!347 = distinct !DILexicalBlock(scope: !343, file: !2, line: 357, column: 9)
!348 = !DILocation(line: 357, column: 23, scope: !347)
!349 = !DILocation(line: 357, column: 9, scope: !343)
!350 = !DILocation(line: 359, column: 35, scope: !351)
!351 = distinct !DILexicalBlock(scope: !347, file: !2, line: 358, column: 9)
!352 = !DILocation(line: 359, column: 29, scope: !351)
!353 = !DILocation(line: 359, column: 38, scope: !351)
!354 = !DILocation(line: 359, column: 57, scope: !351)
!355 = !DILocation(line: 359, column: 13, scope: !351)
!356 = !DILocation(line: 360, column: 17, scope: !357)
!357 = distinct !DILexicalBlock(scope: !351, file: !2, line: 360, column: 17)
!358 = !DILocation(line: 360, column: 17, scope: !351)
!359 = !DILocation(line: 360, column: 64, scope: !357)
!360 = !DILocation(line: 360, column: 67, scope: !357)
!361 = !DILocation(line: 360, column: 35, scope: !357)
!362 = !DILocation(line: 362, column: 9, scope: !351)
!363 = !DILocation(line: 357, column: 29, scope: !347)
!364 = !DILocation(line: 357, column: 9, scope: !347)
!365 = distinct !{!365, !349, !366, !278}
!366 = !DILocation(line: 362, column: 9, scope: !343)
!367 = !DILocation(line: 363, column: 5, scope: !344)
!368 = !DILocation(line: 355, column: 25, scope: !339)
!369 = !DILocation(line: 355, column: 5, scope: !339)
!370 = distinct !{!370, !341, !371, !278}
!371 = !DILocation(line: 363, column: 5, scope: !336)
!372 = !DILocation(line: 364, column: 12, scope: !373)
!373 = distinct !DILexicalBlock(scope: !225, file: !2, line: 364, column: 5)
!374 = !DILocation(line: 364, column: 10, scope: !373)
!375 = !DILocation(line: 364, column: 17, scope: !376)
!376 = distinct !DILexicalBlock(scope: !373, file: !2, line: 364, column: 5)
!377 = !DILocation(line: 364, column: 19, scope: !376)
!378 = !DILocation(line: 364, column: 5, scope: !373)
!379 = !DILocation(line: 366, column: 16, scope: !380)
!380 = distinct !DILexicalBlock(scope: !381, file: !2, line: 366, column: 9)
!381 = distinct !DILexicalBlock(scope: !376, file: !2, line: 365, column: 5)
!382 = !DILocation(line: 366, column: 14, scope: !380)
!383 = !DILocation(line: 366, column: 21, scope: !384)
!384 = distinct !DILexicalBlock(scope: !380, file: !2, line: 366, column: 9)
!385 = !DILocation(line: 366, column: 23, scope: !384)
!386 = !DILocation(line: 366, column: 9, scope: !380)
!387 = !DILocation(line: 368, column: 35, scope: !388)
!388 = distinct !DILexicalBlock(scope: !384, file: !2, line: 367, column: 9)
!389 = !DILocation(line: 368, column: 29, scope: !388)
!390 = !DILocation(line: 368, column: 38, scope: !388)
!391 = !DILocation(line: 368, column: 57, scope: !388)
!392 = !DILocation(line: 368, column: 13, scope: !388)
!393 = !DILocation(line: 369, column: 17, scope: !394)
!394 = distinct !DILexicalBlock(scope: !388, file: !2, line: 369, column: 17)
!395 = !DILocation(line: 369, column: 17, scope: !388)
!396 = !DILocation(line: 369, column: 64, scope: !394)
!397 = !DILocation(line: 369, column: 67, scope: !394)
!398 = !DILocation(line: 369, column: 35, scope: !394)
!399 = !DILocation(line: 371, column: 9, scope: !388)
!400 = !DILocation(line: 366, column: 29, scope: !384)
!401 = !DILocation(line: 366, column: 9, scope: !384)
!402 = distinct !{!402, !386, !403, !278}
!403 = !DILocation(line: 371, column: 9, scope: !380)
!404 = !DILocation(line: 372, column: 5, scope: !381)
!405 = !DILocation(line: 364, column: 25, scope: !376)
!406 = !DILocation(line: 364, column: 5, scope: !376)
!407 = distinct !{!407, !378, !408, !278}
!408 = !DILocation(line: 372, column: 5, scope: !373)
!409 = !DILocation(line: 373, column: 21, scope: !225)
!410 = !DILocation(line: 373, column: 37, scope: !225)
!411 = !DILocation(line: 373, column: 5, scope: !225)
!412 = !DILocation(line: 374, column: 21, scope: !225)
!413 = !DILocation(line: 374, column: 37, scope: !225)
!414 = !DILocation(line: 374, column: 5, scope: !225)
!415 = !DILocation(line: 375, column: 21, scope: !225)
!416 = !DILocation(line: 375, column: 37, scope: !225)
!417 = !DILocation(line: 375, column: 5, scope: !225)
!418 = !DILocation(line: 376, column: 23, scope: !225)
!419 = !DILocation(line: 376, column: 37, scope: !225)
!420 = !DILocation(line: 376, column: 53, scope: !225)
!421 = !DILocation(line: 376, column: 5, scope: !225)
!422 = !DILocation(line: 377, column: 5, scope: !225)
!423 = distinct !DISubprogram(name: "platform_main_begin", scope: !210, file: !210, line: 43, type: !424, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!424 = !DISubroutineType(types: !425)
!425 = !{null}
!426 = !DILocation(line: 46, column: 1, scope: !423)
!427 = distinct !DISubprogram(name: "crc32_gentab", scope: !80, file: !80, line: 51, type: !424, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!428 = !DILocalVariable(name: "crc", scope: !427, file: !80, line: 53, type: !82)
!429 = !DILocation(line: 53, column: 11, scope: !427)
!430 = !DILocalVariable(name: "poly", scope: !427, file: !80, line: 54, type: !431)
!431 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !82)
!432 = !DILocation(line: 54, column: 17, scope: !427)
!433 = !DILocalVariable(name: "i", scope: !427, file: !80, line: 55, type: !12)
!434 = !DILocation(line: 55, column: 6, scope: !427)
!435 = !DILocalVariable(name: "j", scope: !427, file: !80, line: 55, type: !12)
!436 = !DILocation(line: 55, column: 9, scope: !427)
!437 = !DILocation(line: 57, column: 9, scope: !438)
!438 = distinct !DILexicalBlock(scope: !427, file: !80, line: 57, column: 2)
!439 = !DILocation(line: 57, column: 7, scope: !438)
!440 = !DILocation(line: 57, column: 14, scope: !441)
!441 = distinct !DILexicalBlock(scope: !438, file: !80, line: 57, column: 2)
!442 = !DILocation(line: 57, column: 16, scope: !441)
!443 = !DILocation(line: 57, column: 2, scope: !438)
!444 = !DILocation(line: 58, column: 9, scope: !445)
!445 = distinct !DILexicalBlock(scope: !441, file: !80, line: 57, column: 28)
!446 = !DILocation(line: 58, column: 7, scope: !445)
!447 = !DILocation(line: 59, column: 10, scope: !448)
!448 = distinct !DILexicalBlock(scope: !445, file: !80, line: 59, column: 3)
!449 = !DILocation(line: 59, column: 8, scope: !448)
!450 = !DILocation(line: 59, column: 15, scope: !451)
!451 = distinct !DILexicalBlock(scope: !448, file: !80, line: 59, column: 3)
!452 = !DILocation(line: 59, column: 17, scope: !451)
!453 = !DILocation(line: 59, column: 3, scope: !448)
!454 = !DILocation(line: 60, column: 8, scope: !455)
!455 = distinct !DILexicalBlock(scope: !456, file: !80, line: 60, column: 8)
!456 = distinct !DILexicalBlock(scope: !451, file: !80, line: 59, column: 27)
!457 = !DILocation(line: 60, column: 12, scope: !455)
!458 = !DILocation(line: 60, column: 8, scope: !456)
!459 = !DILocation(line: 61, column: 12, scope: !460)
!460 = distinct !DILexicalBlock(scope: !455, file: !80, line: 60, column: 17)
!461 = !DILocation(line: 61, column: 16, scope: !460)
!462 = !DILocation(line: 61, column: 22, scope: !460)
!463 = !DILocation(line: 61, column: 9, scope: !460)
!464 = !DILocation(line: 62, column: 4, scope: !460)
!465 = !DILocation(line: 63, column: 9, scope: !466)
!466 = distinct !DILexicalBlock(scope: !455, file: !80, line: 62, column: 11)
!467 = !DILocation(line: 65, column: 3, scope: !456)
!468 = !DILocation(line: 59, column: 23, scope: !451)
!469 = !DILocation(line: 59, column: 3, scope: !451)
!470 = distinct !{!470, !453, !471, !278}
!471 = !DILocation(line: 65, column: 3, scope: !448)
!472 = !DILocation(line: 66, column: 18, scope: !445)
!473 = !DILocation(line: 66, column: 13, scope: !445)
!474 = !DILocation(line: 66, column: 3, scope: !445)
!475 = !DILocation(line: 66, column: 16, scope: !445)
!476 = !DILocation(line: 67, column: 2, scope: !445)
!477 = !DILocation(line: 57, column: 24, scope: !441)
!478 = !DILocation(line: 57, column: 2, scope: !441)
!479 = distinct !{!479, !443, !480, !278}
!480 = !DILocation(line: 67, column: 2, scope: !438)
!481 = !DILocation(line: 68, column: 1, scope: !427)
!482 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 71, type: !483, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!483 = !DISubroutineType(types: !484)
!484 = !{!93}
!485 = !DILocalVariable(name: "l_3", scope: !482, file: !2, line: 73, type: !98)
!486 = !DILocation(line: 73, column: 14, scope: !482)
!487 = !DILocalVariable(name: "l_2", scope: !482, file: !2, line: 74, type: !122)
!488 = !DILocation(line: 74, column: 15, scope: !482)
!489 = !DILocalVariable(name: "l_15", scope: !482, file: !2, line: 75, type: !490)
!490 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 448, elements: !18)
!491 = !DILocation(line: 75, column: 12, scope: !482)
!492 = !DILocalVariable(name: "l_208", scope: !482, file: !2, line: 76, type: !133)
!493 = !DILocation(line: 76, column: 14, scope: !482)
!494 = !DILocalVariable(name: "l_239", scope: !482, file: !2, line: 77, type: !99)
!495 = !DILocation(line: 77, column: 13, scope: !482)
!496 = !DILocalVariable(name: "i", scope: !482, file: !2, line: 78, type: !12)
!497 = !DILocation(line: 78, column: 9, scope: !482)
!498 = !DILocation(line: 79, column: 7, scope: !482)
!499 = !DILocation(line: 79, column: 12, scope: !482)
!500 = !DILocation(line: 80, column: 62, scope: !501)
!501 = distinct !DILexicalBlock(scope: !482, file: !2, line: 80, column: 9)
!502 = !DILocation(line: 80, column: 85, scope: !501)
!503 = !DILocation(line: 80, column: 76, scope: !501)
!504 = !DILocation(line: 80, column: 46, scope: !501)
!505 = !DILocation(line: 80, column: 39, scope: !501)
!506 = !DILocation(line: 80, column: 10, scope: !501)
!507 = !DILocation(line: 80, column: 9, scope: !482)
!508 = !DILocation(line: 81, column: 5, scope: !501)
!509 = !DILabel(scope: !510, name: "lbl_323", file: !2, line: 82)
!510 = distinct !DILexicalBlock(scope: !501, file: !2, line: 81, column: 5)
!511 = !DILocation(line: 82, column: 1, scope: !510)
!512 = !DILocation(line: 83, column: 32, scope: !510)
!513 = !DILocation(line: 83, column: 29, scope: !510)
!514 = !DILocation(line: 83, column: 11, scope: !510)
!515 = !DILocation(line: 83, column: 17, scope: !510)
!516 = !DILocation(line: 84, column: 16, scope: !510)
!517 = !DILocation(line: 84, column: 9, scope: !510)
!518 = !DILocalVariable(name: "l_217", scope: !519, file: !2, line: 88, type: !134)
!519 = distinct !DILexicalBlock(scope: !501, file: !2, line: 87, column: 5)
!520 = !DILocation(line: 88, column: 17, scope: !519)
!521 = !DILocalVariable(name: "l_244", scope: !519, file: !2, line: 89, type: !522)
!522 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!523 = !DILocation(line: 89, column: 20, scope: !519)
!524 = !DILocalVariable(name: "l_248", scope: !519, file: !2, line: 90, type: !99)
!525 = !DILocation(line: 90, column: 17, scope: !519)
!526 = !DILocalVariable(name: "l_305", scope: !519, file: !2, line: 91, type: !92)
!527 = !DILocation(line: 91, column: 19, scope: !519)
!528 = !DILocation(line: 92, column: 20, scope: !529)
!529 = distinct !DILexicalBlock(scope: !519, file: !2, line: 92, column: 9)
!530 = !DILocation(line: 92, column: 14, scope: !529)
!531 = !DILocation(line: 92, column: 26, scope: !532)
!532 = distinct !DILexicalBlock(scope: !529, file: !2, line: 92, column: 9)
!533 = !DILocation(line: 92, column: 32, scope: !532)
!534 = !DILocation(line: 92, column: 9, scope: !529)
!535 = !DILocalVariable(name: "l_237", scope: !536, file: !2, line: 94, type: !134)
!536 = distinct !DILexicalBlock(scope: !532, file: !2, line: 93, column: 9)
!537 = !DILocation(line: 94, column: 21, scope: !536)
!538 = !DILocalVariable(name: "l_247", scope: !536, file: !2, line: 95, type: !106)
!539 = !DILocation(line: 95, column: 19, scope: !536)
!540 = !DILocation(line: 96, column: 9, scope: !536)
!541 = !DILocation(line: 92, column: 45, scope: !532)
!542 = !DILocation(line: 92, column: 9, scope: !532)
!543 = distinct !{!543, !534, !544, !278}
!544 = !DILocation(line: 96, column: 9, scope: !529)
!545 = !DILocation(line: 97, column: 19, scope: !519)
!546 = !DILocation(line: 97, column: 18, scope: !519)
!547 = !DILocation(line: 97, column: 17, scope: !519)
!548 = !DILocation(line: 97, column: 15, scope: !519)
!549 = !DILocation(line: 98, column: 19, scope: !550)
!550 = distinct !DILexicalBlock(scope: !519, file: !2, line: 98, column: 9)
!551 = !DILocation(line: 98, column: 14, scope: !550)
!552 = !DILocation(line: 98, column: 26, scope: !553)
!553 = distinct !DILexicalBlock(scope: !550, file: !2, line: 98, column: 9)
!554 = !DILocation(line: 98, column: 31, scope: !553)
!555 = !DILocation(line: 98, column: 9, scope: !550)
!556 = !DILocalVariable(name: "l_255", scope: !557, file: !2, line: 100, type: !558)
!557 = distinct !DILexicalBlock(scope: !553, file: !2, line: 99, column: 9)
!558 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 7840, elements: !559)
!559 = !{!29, !19, !19}
!560 = !DILocation(line: 100, column: 22, scope: !557)
!561 = !DILocalVariable(name: "l_256", scope: !557, file: !2, line: 101, type: !562)
!562 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!563 = !DILocation(line: 101, column: 22, scope: !557)
!564 = !DILocalVariable(name: "l_270", scope: !557, file: !2, line: 102, type: !99)
!565 = !DILocation(line: 102, column: 21, scope: !557)
!566 = !DILocalVariable(name: "l_293", scope: !557, file: !2, line: 103, type: !82)
!567 = !DILocation(line: 103, column: 22, scope: !557)
!568 = !DILocalVariable(name: "l_296", scope: !557, file: !2, line: 104, type: !186)
!569 = !DILocation(line: 104, column: 20, scope: !557)
!570 = !DILocalVariable(name: "l_306", scope: !557, file: !2, line: 105, type: !92)
!571 = !DILocation(line: 105, column: 23, scope: !557)
!572 = !DILocalVariable(name: "l_307", scope: !557, file: !2, line: 106, type: !194)
!573 = !DILocation(line: 106, column: 21, scope: !557)
!574 = !DILocalVariable(name: "l_312", scope: !557, file: !2, line: 107, type: !132)
!575 = !DILocation(line: 107, column: 23, scope: !557)
!576 = !DILocalVariable(name: "l_314", scope: !557, file: !2, line: 108, type: !577)
!577 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 1152, elements: !578)
!578 = !{!55, !579}
!579 = !DISubrange(count: 3)
!580 = !DILocation(line: 108, column: 22, scope: !557)
!581 = !DILocation(line: 108, column: 37, scope: !557)
!582 = !DILocation(line: 108, column: 36, scope: !557)
!583 = !DILocation(line: 108, column: 60, scope: !557)
!584 = !DILocation(line: 108, column: 86, scope: !557)
!585 = !DILocation(line: 108, column: 109, scope: !557)
!586 = !DILocation(line: 108, column: 135, scope: !557)
!587 = !DILocation(line: 108, column: 158, scope: !557)
!588 = !DILocalVariable(name: "i", scope: !557, file: !2, line: 109, type: !12)
!589 = !DILocation(line: 109, column: 17, scope: !557)
!590 = !DILocalVariable(name: "j", scope: !557, file: !2, line: 109, type: !12)
!591 = !DILocation(line: 109, column: 20, scope: !557)
!592 = !DILocalVariable(name: "k", scope: !557, file: !2, line: 109, type: !12)
!593 = !DILocation(line: 109, column: 23, scope: !557)
!594 = !DILocation(line: 110, column: 32, scope: !595)
!595 = distinct !DILexicalBlock(scope: !557, file: !2, line: 110, column: 17)
!596 = !DILocation(line: 110, column: 28, scope: !595)
!597 = !DILocation(line: 110, column: 117, scope: !595)
!598 = !DILocation(line: 110, column: 116, scope: !595)
!599 = !DILocation(line: 110, column: 115, scope: !595)
!600 = !DILocation(line: 110, column: 126, scope: !595)
!601 = !DILocation(line: 110, column: 123, scope: !595)
!602 = !DILocation(line: 110, column: 102, scope: !595)
!603 = !DILocation(line: 110, column: 109, scope: !595)
!604 = !DILocation(line: 110, column: 73, scope: !595)
!605 = !DILocation(line: 110, column: 72, scope: !595)
!606 = !DILocation(line: 110, column: 206, scope: !595)
!607 = !DILocation(line: 110, column: 203, scope: !595)
!608 = !DILocation(line: 110, column: 71, scope: !595)
!609 = !DILocation(line: 110, column: 225, scope: !595)
!610 = !DILocation(line: 110, column: 224, scope: !595)
!611 = !DILocation(line: 110, column: 44, scope: !595)
!612 = !DILocation(line: 110, column: 41, scope: !595)
!613 = !DILocation(line: 110, column: 17, scope: !557)
!614 = !DILocalVariable(name: "l_260", scope: !615, file: !2, line: 112, type: !93)
!615 = distinct !DILexicalBlock(scope: !595, file: !2, line: 111, column: 13)
!616 = !DILocation(line: 112, column: 26, scope: !615)
!617 = !DILocalVariable(name: "l_261", scope: !615, file: !2, line: 113, type: !98)
!618 = !DILocation(line: 113, column: 26, scope: !615)
!619 = !DILocalVariable(name: "l_275", scope: !615, file: !2, line: 114, type: !98)
!620 = !DILocation(line: 114, column: 26, scope: !615)
!621 = !DILocalVariable(name: "l_294", scope: !615, file: !2, line: 115, type: !622)
!622 = !DICompositeType(tag: DW_TAG_array_type, baseType: !623, size: 14336, elements: !624)
!623 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!624 = !{!19, !38, !125}
!625 = !DILocation(line: 115, column: 27, scope: !615)
!626 = !DILocation(line: 115, column: 46, scope: !615)
!627 = !DILocation(line: 115, column: 45, scope: !615)
!628 = !DILocation(line: 115, column: 86, scope: !615)
!629 = !DILocation(line: 115, column: 132, scope: !615)
!630 = !DILocation(line: 115, column: 182, scope: !615)
!631 = !DILocation(line: 115, column: 230, scope: !615)
!632 = !DILocation(line: 115, column: 268, scope: !615)
!633 = !DILocation(line: 115, column: 310, scope: !615)
!634 = !DILocation(line: 115, column: 348, scope: !615)
!635 = !DILocation(line: 115, column: 44, scope: !615)
!636 = !DILocation(line: 115, column: 394, scope: !615)
!637 = !DILocation(line: 115, column: 393, scope: !615)
!638 = !DILocation(line: 115, column: 440, scope: !615)
!639 = !DILocation(line: 115, column: 486, scope: !615)
!640 = !DILocation(line: 115, column: 530, scope: !615)
!641 = !DILocation(line: 115, column: 578, scope: !615)
!642 = !DILocation(line: 115, column: 620, scope: !615)
!643 = !DILocation(line: 115, column: 662, scope: !615)
!644 = !DILocation(line: 115, column: 712, scope: !615)
!645 = !DILocation(line: 115, column: 756, scope: !615)
!646 = !DILocation(line: 115, column: 755, scope: !615)
!647 = !DILocation(line: 115, column: 802, scope: !615)
!648 = !DILocation(line: 115, column: 856, scope: !615)
!649 = !DILocation(line: 115, column: 896, scope: !615)
!650 = !DILocation(line: 115, column: 942, scope: !615)
!651 = !DILocation(line: 115, column: 996, scope: !615)
!652 = !DILocation(line: 115, column: 1034, scope: !615)
!653 = !DILocation(line: 115, column: 1082, scope: !615)
!654 = !DILocation(line: 115, column: 1132, scope: !615)
!655 = !DILocation(line: 115, column: 1131, scope: !615)
!656 = !DILocation(line: 115, column: 1174, scope: !615)
!657 = !DILocation(line: 115, column: 1224, scope: !615)
!658 = !DILocation(line: 115, column: 1278, scope: !615)
!659 = !DILocation(line: 115, column: 1324, scope: !615)
!660 = !DILocation(line: 115, column: 1366, scope: !615)
!661 = !DILocation(line: 115, column: 1408, scope: !615)
!662 = !DILocation(line: 115, column: 1452, scope: !615)
!663 = !DILocation(line: 115, column: 1492, scope: !615)
!664 = !DILocation(line: 115, column: 1491, scope: !615)
!665 = !DILocation(line: 115, column: 1534, scope: !615)
!666 = !DILocation(line: 115, column: 1572, scope: !615)
!667 = !DILocation(line: 115, column: 1616, scope: !615)
!668 = !DILocation(line: 115, column: 1662, scope: !615)
!669 = !DILocation(line: 115, column: 1708, scope: !615)
!670 = !DILocation(line: 115, column: 1752, scope: !615)
!671 = !DILocation(line: 115, column: 1800, scope: !615)
!672 = !DILocation(line: 115, column: 1844, scope: !615)
!673 = !DILocation(line: 115, column: 1843, scope: !615)
!674 = !DILocation(line: 115, column: 1886, scope: !615)
!675 = !DILocation(line: 115, column: 1936, scope: !615)
!676 = !DILocation(line: 115, column: 1978, scope: !615)
!677 = !DILocation(line: 115, column: 2024, scope: !615)
!678 = !DILocation(line: 115, column: 2078, scope: !615)
!679 = !DILocation(line: 115, column: 2118, scope: !615)
!680 = !DILocation(line: 115, column: 2164, scope: !615)
!681 = !DILocation(line: 115, column: 2220, scope: !615)
!682 = !DILocation(line: 115, column: 2219, scope: !615)
!683 = !DILocation(line: 115, column: 2258, scope: !615)
!684 = !DILocation(line: 115, column: 2306, scope: !615)
!685 = !DILocation(line: 115, column: 2354, scope: !615)
!686 = !DILocation(line: 115, column: 2398, scope: !615)
!687 = !DILocation(line: 115, column: 2444, scope: !615)
!688 = !DILocation(line: 115, column: 2488, scope: !615)
!689 = !DILocation(line: 115, column: 2538, scope: !615)
!690 = !DILocalVariable(name: "l_297", scope: !615, file: !2, line: 116, type: !98)
!691 = !DILocation(line: 116, column: 26, scope: !615)
!692 = !DILocalVariable(name: "l_298", scope: !615, file: !2, line: 117, type: !98)
!693 = !DILocation(line: 117, column: 26, scope: !615)
!694 = !DILocalVariable(name: "i", scope: !615, file: !2, line: 118, type: !12)
!695 = !DILocation(line: 118, column: 21, scope: !615)
!696 = !DILocalVariable(name: "j", scope: !615, file: !2, line: 118, type: !12)
!697 = !DILocation(line: 118, column: 24, scope: !615)
!698 = !DILocalVariable(name: "k", scope: !615, file: !2, line: 118, type: !12)
!699 = !DILocation(line: 118, column: 27, scope: !615)
!700 = !DILocation(line: 119, column: 92, scope: !615)
!701 = !DILocation(line: 119, column: 60, scope: !615)
!702 = !DILocation(line: 119, column: 59, scope: !615)
!703 = !DILocation(line: 119, column: 100, scope: !615)
!704 = !DILocation(line: 119, column: 29, scope: !615)
!705 = !DILocation(line: 119, column: 28, scope: !615)
!706 = !DILocation(line: 119, column: 19, scope: !615)
!707 = !DILocation(line: 119, column: 26, scope: !615)
!708 = !DILocation(line: 120, column: 32, scope: !615)
!709 = !DILocation(line: 120, column: 68, scope: !615)
!710 = !DILocation(line: 120, column: 110, scope: !615)
!711 = !DILocation(line: 120, column: 116, scope: !615)
!712 = !DILocation(line: 120, column: 160, scope: !615)
!713 = !DILocation(line: 120, column: 168, scope: !615)
!714 = !DILocation(line: 120, column: 157, scope: !615)
!715 = !DILocation(line: 120, column: 155, scope: !615)
!716 = !DILocation(line: 120, column: 148, scope: !615)
!717 = !DILocation(line: 120, column: 220, scope: !615)
!718 = !DILocation(line: 120, column: 236, scope: !615)
!719 = !DILocation(line: 120, column: 191, scope: !615)
!720 = !DILocation(line: 120, column: 190, scope: !615)
!721 = !DILocation(line: 120, column: 244, scope: !615)
!722 = !DILocation(line: 120, column: 247, scope: !615)
!723 = !DILocation(line: 120, column: 253, scope: !615)
!724 = !DILocation(line: 120, column: 256, scope: !615)
!725 = !DILocation(line: 120, column: 187, scope: !615)
!726 = !DILocation(line: 120, column: 269, scope: !615)
!727 = !DILocation(line: 120, column: 268, scope: !615)
!728 = !DILocation(line: 120, column: 267, scope: !615)
!729 = !DILocation(line: 120, column: 264, scope: !615)
!730 = !DILocation(line: 120, column: 313, scope: !615)
!731 = !DILocation(line: 120, column: 310, scope: !615)
!732 = !DILocation(line: 120, column: 329, scope: !615)
!733 = !DILocation(line: 120, column: 326, scope: !615)
!734 = !DILocation(line: 120, column: 179, scope: !615)
!735 = !DILocation(line: 120, column: 337, scope: !615)
!736 = !DILocation(line: 120, column: 335, scope: !615)
!737 = !DILocation(line: 120, column: 121, scope: !615)
!738 = !DILocation(line: 0, scope: !615)
!739 = !DILocation(line: 120, column: 109, scope: !615)
!740 = !DILocation(line: 120, column: 80, scope: !615)
!741 = !DILocation(line: 120, column: 79, scope: !615)
!742 = !DILocation(line: 120, column: 365, scope: !615)
!743 = !DILocation(line: 120, column: 363, scope: !615)
!744 = !DILocation(line: 120, column: 75, scope: !615)
!745 = !DILocation(line: 120, column: 67, scope: !615)
!746 = !DILocation(line: 120, column: 373, scope: !615)
!747 = !DILocation(line: 120, column: 41, scope: !615)
!748 = !DILocation(line: 120, column: 40, scope: !615)
!749 = !DILocation(line: 120, column: 381, scope: !615)
!750 = !DILocation(line: 120, column: 384, scope: !615)
!751 = !DILocation(line: 120, column: 37, scope: !615)
!752 = !DILocation(line: 120, column: 30, scope: !615)
!753 = !DILocation(line: 120, column: 19, scope: !615)
!754 = !DILocation(line: 120, column: 26, scope: !615)
!755 = !DILocation(line: 121, column: 122, scope: !615)
!756 = !DILocation(line: 121, column: 257, scope: !615)
!757 = !DILocation(line: 121, column: 256, scope: !615)
!758 = !DILocation(line: 121, column: 255, scope: !615)
!759 = !DILocation(line: 121, column: 265, scope: !615)
!760 = !DILocation(line: 121, column: 229, scope: !615)
!761 = !DILocation(line: 121, column: 228, scope: !615)
!762 = !DILocation(line: 121, column: 327, scope: !615)
!763 = !DILocation(line: 121, column: 337, scope: !615)
!764 = !DILocation(line: 121, column: 336, scope: !615)
!765 = !DILocation(line: 121, column: 323, scope: !615)
!766 = !DILocation(line: 121, column: 301, scope: !615)
!767 = !DILocation(line: 121, column: 348, scope: !615)
!768 = !DILocation(line: 121, column: 275, scope: !615)
!769 = !DILocation(line: 121, column: 202, scope: !615)
!770 = !DILocation(line: 121, column: 201, scope: !615)
!771 = !DILocation(line: 121, column: 198, scope: !615)
!772 = !DILocation(line: 121, column: 363, scope: !615)
!773 = !DILocation(line: 121, column: 362, scope: !615)
!774 = !DILocation(line: 121, column: 361, scope: !615)
!775 = !DILocation(line: 121, column: 158, scope: !615)
!776 = !DILocation(line: 121, column: 157, scope: !615)
!777 = !DILocation(line: 121, column: 373, scope: !615)
!778 = !DILocation(line: 121, column: 131, scope: !615)
!779 = !DILocation(line: 121, column: 383, scope: !615)
!780 = !DILocation(line: 121, column: 129, scope: !615)
!781 = !DILocation(line: 121, column: 127, scope: !615)
!782 = !DILocation(line: 121, column: 121, scope: !615)
!783 = !DILocation(line: 121, column: 92, scope: !615)
!784 = !DILocation(line: 121, column: 58, scope: !615)
!785 = !DILocation(line: 121, column: 401, scope: !615)
!786 = !DILocation(line: 121, column: 56, scope: !615)
!787 = !DILocation(line: 121, column: 54, scope: !615)
!788 = !DILocation(line: 121, column: 410, scope: !615)
!789 = !DILocation(line: 121, column: 29, scope: !615)
!790 = !DILocation(line: 121, column: 27, scope: !615)
!791 = !DILocation(line: 121, column: 23, scope: !615)
!792 = !DILocation(line: 122, column: 31, scope: !615)
!793 = !DILocation(line: 122, column: 30, scope: !615)
!794 = !DILocation(line: 122, column: 19, scope: !615)
!795 = !DILocation(line: 122, column: 26, scope: !615)
!796 = !DILocation(line: 123, column: 13, scope: !615)
!797 = !DILocation(line: 126, column: 28, scope: !798)
!798 = distinct !DILexicalBlock(scope: !595, file: !2, line: 125, column: 13)
!799 = !DILocation(line: 126, column: 27, scope: !798)
!800 = !DILocation(line: 126, column: 19, scope: !798)
!801 = !DILocation(line: 126, column: 24, scope: !798)
!802 = !DILocation(line: 128, column: 117, scope: !557)
!803 = !DILocation(line: 128, column: 128, scope: !557)
!804 = !DILocation(line: 128, column: 149, scope: !557)
!805 = !DILocation(line: 128, column: 147, scope: !557)
!806 = !DILocation(line: 128, column: 134, scope: !557)
!807 = !DILocation(line: 128, column: 160, scope: !557)
!808 = !DILocation(line: 128, column: 196, scope: !557)
!809 = !DILocation(line: 128, column: 205, scope: !557)
!810 = !DILocation(line: 128, column: 202, scope: !557)
!811 = !DILocation(line: 128, column: 195, scope: !557)
!812 = !DILocation(line: 128, column: 212, scope: !557)
!813 = !DILocation(line: 128, column: 194, scope: !557)
!814 = !DILocation(line: 128, column: 231, scope: !557)
!815 = !DILocation(line: 128, column: 170, scope: !557)
!816 = !DILocation(line: 128, column: 166, scope: !557)
!817 = !DILocation(line: 128, column: 157, scope: !557)
!818 = !DILocation(line: 128, column: 123, scope: !557)
!819 = !DILocation(line: 128, column: 116, scope: !557)
!820 = !DILocation(line: 128, column: 251, scope: !557)
!821 = !DILocation(line: 128, column: 115, scope: !557)
!822 = !DILocation(line: 128, column: 265, scope: !557)
!823 = !DILocation(line: 128, column: 91, scope: !557)
!824 = !DILocation(line: 128, column: 274, scope: !557)
!825 = !DILocation(line: 128, column: 272, scope: !557)
!826 = !DILocation(line: 128, column: 280, scope: !557)
!827 = !DILocation(line: 128, column: 88, scope: !557)
!828 = !DILocation(line: 128, column: 61, scope: !557)
!829 = !DILocation(line: 128, column: 60, scope: !557)
!830 = !DILocation(line: 128, column: 308, scope: !557)
!831 = !DILocation(line: 128, column: 33, scope: !557)
!832 = !DILocation(line: 128, column: 29, scope: !557)
!833 = !DILocation(line: 128, column: 22, scope: !557)
!834 = !DILocation(line: 128, column: 319, scope: !557)
!835 = !DILocation(line: 128, column: 19, scope: !557)
!836 = !DILocation(line: 129, column: 9, scope: !557)
!837 = !DILocation(line: 98, column: 73, scope: !553)
!838 = !DILocation(line: 98, column: 46, scope: !553)
!839 = !DILocation(line: 98, column: 44, scope: !553)
!840 = !DILocation(line: 98, column: 9, scope: !553)
!841 = distinct !{!841, !555, !842, !278}
!842 = !DILocation(line: 129, column: 9, scope: !550)
!843 = !DILocation(line: 131, column: 16, scope: !844)
!844 = distinct !DILexicalBlock(scope: !482, file: !2, line: 131, column: 5)
!845 = !DILocation(line: 131, column: 10, scope: !844)
!846 = !DILocation(line: 131, column: 22, scope: !847)
!847 = distinct !DILexicalBlock(scope: !844, file: !2, line: 131, column: 5)
!848 = !DILocation(line: 131, column: 28, scope: !847)
!849 = !DILocation(line: 131, column: 5, scope: !844)
!850 = !DILocalVariable(name: "l_319", scope: !851, file: !2, line: 133, type: !134)
!851 = distinct !DILexicalBlock(scope: !847, file: !2, line: 132, column: 5)
!852 = !DILocation(line: 133, column: 17, scope: !851)
!853 = !DILocalVariable(name: "l_342", scope: !851, file: !2, line: 134, type: !106)
!854 = !DILocation(line: 134, column: 15, scope: !851)
!855 = !DILocation(line: 135, column: 19, scope: !856)
!856 = distinct !DILexicalBlock(scope: !851, file: !2, line: 135, column: 9)
!857 = !DILocation(line: 135, column: 14, scope: !856)
!858 = !DILocation(line: 135, column: 25, scope: !859)
!859 = distinct !DILexicalBlock(scope: !856, file: !2, line: 135, column: 9)
!860 = !DILocation(line: 135, column: 30, scope: !859)
!861 = !DILocation(line: 135, column: 9, scope: !856)
!862 = !DILocalVariable(name: "l_322", scope: !863, file: !2, line: 137, type: !522)
!863 = distinct !DILexicalBlock(scope: !859, file: !2, line: 136, column: 9)
!864 = !DILocation(line: 137, column: 24, scope: !863)
!865 = !DILocalVariable(name: "l_343", scope: !863, file: !2, line: 138, type: !866)
!866 = !DICompositeType(tag: DW_TAG_array_type, baseType: !867, size: 12800, elements: !868)
!867 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!868 = !{!29, !166, !125}
!869 = !DILocation(line: 138, column: 28, scope: !863)
!870 = !DILocalVariable(name: "i", scope: !863, file: !2, line: 139, type: !12)
!871 = !DILocation(line: 139, column: 17, scope: !863)
!872 = !DILocalVariable(name: "j", scope: !863, file: !2, line: 139, type: !12)
!873 = !DILocation(line: 139, column: 20, scope: !863)
!874 = !DILocalVariable(name: "k", scope: !863, file: !2, line: 139, type: !12)
!875 = !DILocation(line: 139, column: 23, scope: !863)
!876 = !DILocation(line: 140, column: 23, scope: !877)
!877 = distinct !DILexicalBlock(scope: !863, file: !2, line: 140, column: 13)
!878 = !DILocation(line: 140, column: 18, scope: !877)
!879 = !DILocation(line: 140, column: 29, scope: !880)
!880 = distinct !DILexicalBlock(scope: !877, file: !2, line: 140, column: 13)
!881 = !DILocation(line: 140, column: 34, scope: !880)
!882 = !DILocation(line: 140, column: 13, scope: !877)
!883 = !DILocalVariable(name: "l_320", scope: !884, file: !2, line: 142, type: !98)
!884 = distinct !DILexicalBlock(scope: !880, file: !2, line: 141, column: 13)
!885 = !DILocation(line: 142, column: 26, scope: !884)
!886 = !DILocalVariable(name: "i", scope: !884, file: !2, line: 143, type: !12)
!887 = !DILocation(line: 143, column: 21, scope: !884)
!888 = !DILocation(line: 144, column: 104, scope: !884)
!889 = !DILocation(line: 144, column: 99, scope: !884)
!890 = !DILocation(line: 144, column: 130, scope: !884)
!891 = !DILocation(line: 144, column: 135, scope: !884)
!892 = !DILocation(line: 144, column: 124, scope: !884)
!893 = !DILocation(line: 144, column: 141, scope: !884)
!894 = !DILocation(line: 144, column: 123, scope: !884)
!895 = !DILocation(line: 144, column: 156, scope: !884)
!896 = !DILocation(line: 144, column: 174, scope: !884)
!897 = !DILocation(line: 144, column: 172, scope: !884)
!898 = !DILocation(line: 144, column: 121, scope: !884)
!899 = !DILocation(line: 144, column: 119, scope: !884)
!900 = !DILocation(line: 144, column: 182, scope: !884)
!901 = !DILocation(line: 144, column: 187, scope: !884)
!902 = !DILocation(line: 144, column: 186, scope: !884)
!903 = !DILocation(line: 144, column: 185, scope: !884)
!904 = !DILocation(line: 0, scope: !884)
!905 = !DILocation(line: 144, column: 113, scope: !884)
!906 = !DILocation(line: 144, column: 111, scope: !884)
!907 = !DILocation(line: 144, column: 208, scope: !884)
!908 = !DILocation(line: 144, column: 69, scope: !884)
!909 = !DILocation(line: 144, column: 68, scope: !884)
!910 = !DILocation(line: 144, column: 41, scope: !884)
!911 = !DILocation(line: 144, column: 40, scope: !884)
!912 = !DILocation(line: 144, column: 32, scope: !884)
!913 = !DILocation(line: 144, column: 38, scope: !884)
!914 = !DILocation(line: 144, column: 19, scope: !884)
!915 = !DILocation(line: 144, column: 26, scope: !884)
!916 = !DILocation(line: 145, column: 28, scope: !884)
!917 = !DILocation(line: 145, column: 27, scope: !884)
!918 = !DILocation(line: 145, column: 26, scope: !884)
!919 = !DILocation(line: 145, column: 25, scope: !884)
!920 = !DILocation(line: 145, column: 17, scope: !884)
!921 = !DILocation(line: 140, column: 46, scope: !880)
!922 = !DILocation(line: 140, column: 13, scope: !880)
!923 = distinct !{!923, !882, !924, !278}
!924 = !DILocation(line: 146, column: 13, scope: !877)
!925 = !DILocation(line: 147, column: 15, scope: !863)
!926 = !DILocation(line: 147, column: 22, scope: !863)
!927 = !DILocation(line: 148, column: 24, scope: !928)
!928 = distinct !DILexicalBlock(scope: !863, file: !2, line: 148, column: 13)
!929 = !DILocation(line: 148, column: 18, scope: !928)
!930 = !DILocation(line: 148, column: 30, scope: !931)
!931 = distinct !DILexicalBlock(scope: !928, file: !2, line: 148, column: 13)
!932 = !DILocation(line: 148, column: 36, scope: !931)
!933 = !DILocation(line: 148, column: 13, scope: !928)
!934 = !DILocalVariable(name: "l_341", scope: !935, file: !2, line: 150, type: !99)
!935 = distinct !DILexicalBlock(scope: !931, file: !2, line: 149, column: 13)
!936 = !DILocation(line: 150, column: 25, scope: !935)
!937 = !DILocalVariable(name: "l_344", scope: !935, file: !2, line: 151, type: !623)
!938 = !DILocation(line: 151, column: 27, scope: !935)
!939 = !DILocalVariable(name: "i", scope: !935, file: !2, line: 152, type: !12)
!940 = !DILocation(line: 152, column: 21, scope: !935)
!941 = !DILocalVariable(name: "j", scope: !935, file: !2, line: 152, type: !12)
!942 = !DILocation(line: 152, column: 24, scope: !935)
!943 = !DILocation(line: 153, column: 21, scope: !944)
!944 = distinct !DILexicalBlock(scope: !935, file: !2, line: 153, column: 21)
!945 = !DILocation(line: 153, column: 21, scope: !935)
!946 = !DILocation(line: 154, column: 21, scope: !944)
!947 = !DILocation(line: 155, column: 24, scope: !948)
!948 = distinct !DILexicalBlock(scope: !935, file: !2, line: 155, column: 21)
!949 = !DILocation(line: 155, column: 23, scope: !948)
!950 = !DILocation(line: 155, column: 22, scope: !948)
!951 = !DILocation(line: 155, column: 21, scope: !948)
!952 = !DILocation(line: 155, column: 21, scope: !935)
!953 = !DILocation(line: 156, column: 21, scope: !948)
!954 = !DILocation(line: 157, column: 36, scope: !935)
!955 = !DILocation(line: 157, column: 30, scope: !935)
!956 = !DILocation(line: 157, column: 43, scope: !935)
!957 = !DILocation(line: 157, column: 48, scope: !935)
!958 = !DILocation(line: 157, column: 100, scope: !935)
!959 = !DILocation(line: 157, column: 105, scope: !935)
!960 = !DILocation(line: 157, column: 206, scope: !935)
!961 = !DILocation(line: 157, column: 205, scope: !935)
!962 = !DILocation(line: 157, column: 203, scope: !935)
!963 = !DILocation(line: 157, column: 253, scope: !935)
!964 = !DILocation(line: 157, column: 333, scope: !935)
!965 = !DILocation(line: 157, column: 356, scope: !935)
!966 = !DILocation(line: 157, column: 355, scope: !935)
!967 = !DILocation(line: 157, column: 351, scope: !935)
!968 = !DILocation(line: 157, column: 365, scope: !935)
!969 = !DILocation(line: 157, column: 363, scope: !935)
!970 = !DILocation(line: 157, column: 331, scope: !935)
!971 = !DILocation(line: 157, column: 374, scope: !935)
!972 = !DILocation(line: 157, column: 371, scope: !935)
!973 = !DILocation(line: 157, column: 412, scope: !935)
!974 = !DILocation(line: 157, column: 301, scope: !935)
!975 = !DILocation(line: 157, column: 300, scope: !935)
!976 = !DILocation(line: 157, column: 429, scope: !935)
!977 = !DILocation(line: 157, column: 426, scope: !935)
!978 = !DILocation(line: 157, column: 438, scope: !935)
!979 = !DILocation(line: 157, column: 436, scope: !935)
!980 = !DILocation(line: 157, column: 166, scope: !935)
!981 = !DILocation(line: 157, column: 165, scope: !935)
!982 = !DILocation(line: 157, column: 451, scope: !935)
!983 = !DILocation(line: 157, column: 450, scope: !935)
!984 = !DILocation(line: 157, column: 449, scope: !935)
!985 = !DILocation(line: 157, column: 448, scope: !935)
!986 = !DILocation(line: 157, column: 137, scope: !935)
!987 = !DILocation(line: 157, column: 465, scope: !935)
!988 = !DILocation(line: 157, column: 464, scope: !935)
!989 = !DILocation(line: 157, column: 463, scope: !935)
!990 = !DILocation(line: 157, column: 476, scope: !935)
!991 = !DILocation(line: 157, column: 475, scope: !935)
!992 = !DILocation(line: 157, column: 109, scope: !935)
!993 = !DILocation(line: 157, column: 108, scope: !935)
!994 = !DILocation(line: 157, column: 99, scope: !935)
!995 = !DILocation(line: 157, column: 487, scope: !935)
!996 = !DILocation(line: 157, column: 70, scope: !935)
!997 = !DILocation(line: 157, column: 69, scope: !935)
!998 = !DILocation(line: 157, column: 496, scope: !935)
!999 = !DILocation(line: 157, column: 505, scope: !935)
!1000 = !DILocation(line: 157, column: 67, scope: !935)
!1001 = !DILocation(line: 157, column: 512, scope: !935)
!1002 = !DILocation(line: 157, column: 57, scope: !935)
!1003 = !DILocation(line: 157, column: 64, scope: !935)
!1004 = !DILocation(line: 157, column: 52, scope: !935)
!1005 = !DILocation(line: 157, column: 538, scope: !935)
!1006 = !DILocation(line: 157, column: 541, scope: !935)
!1007 = !DILocation(line: 157, column: 19, scope: !935)
!1008 = !DILocation(line: 157, column: 25, scope: !935)
!1009 = !DILocation(line: 158, column: 13, scope: !935)
!1010 = !DILocation(line: 148, column: 49, scope: !931)
!1011 = !DILocation(line: 148, column: 13, scope: !931)
!1012 = distinct !{!1012, !933, !1013, !278}
!1013 = !DILocation(line: 158, column: 13, scope: !928)
!1014 = !DILocation(line: 159, column: 9, scope: !863)
!1015 = !DILocation(line: 135, column: 42, scope: !859)
!1016 = !DILocation(line: 135, column: 9, scope: !859)
!1017 = distinct !{!1017, !861, !1018, !278}
!1018 = !DILocation(line: 159, column: 9, scope: !856)
!1019 = !DILocation(line: 160, column: 19, scope: !1020)
!1020 = distinct !DILexicalBlock(scope: !851, file: !2, line: 160, column: 9)
!1021 = !DILocation(line: 160, column: 14, scope: !1020)
!1022 = !DILocation(line: 160, column: 25, scope: !1023)
!1023 = distinct !DILexicalBlock(scope: !1020, file: !2, line: 160, column: 9)
!1024 = !DILocation(line: 160, column: 30, scope: !1023)
!1025 = !DILocation(line: 160, column: 9, scope: !1020)
!1026 = !DILocalVariable(name: "i", scope: !1027, file: !2, line: 162, type: !12)
!1027 = distinct !DILexicalBlock(scope: !1023, file: !2, line: 161, column: 9)
!1028 = !DILocation(line: 162, column: 17, scope: !1027)
!1029 = !DILocation(line: 163, column: 22, scope: !1030)
!1030 = distinct !DILexicalBlock(scope: !1027, file: !2, line: 163, column: 17)
!1031 = !DILocation(line: 163, column: 17, scope: !1030)
!1032 = !DILocation(line: 163, column: 17, scope: !1027)
!1033 = !DILocation(line: 164, column: 17, scope: !1030)
!1034 = !DILocation(line: 165, column: 24, scope: !1027)
!1035 = !DILocation(line: 165, column: 23, scope: !1027)
!1036 = !DILocation(line: 165, column: 22, scope: !1027)
!1037 = !DILocation(line: 165, column: 21, scope: !1027)
!1038 = !DILocation(line: 165, column: 13, scope: !1027)
!1039 = !DILocation(line: 160, column: 42, scope: !1023)
!1040 = !DILocation(line: 160, column: 9, scope: !1023)
!1041 = distinct !{!1041, !1025, !1042, !278}
!1042 = !DILocation(line: 166, column: 9, scope: !1020)
!1043 = !DILocation(line: 167, column: 5, scope: !851)
!1044 = !DILocation(line: 131, column: 41, scope: !847)
!1045 = !DILocation(line: 131, column: 5, scope: !847)
!1046 = distinct !{!1046, !849, !1047, !278}
!1047 = !DILocation(line: 167, column: 5, scope: !844)
!1048 = !DILocation(line: 168, column: 17, scope: !482)
!1049 = !DILocation(line: 168, column: 16, scope: !482)
!1050 = !DILocation(line: 168, column: 15, scope: !482)
!1051 = !DILocation(line: 168, column: 14, scope: !482)
!1052 = !DILocation(line: 168, column: 13, scope: !482)
!1053 = !DILocation(line: 168, column: 5, scope: !482)
!1054 = !DILocation(line: 169, column: 1, scope: !482)
!1055 = distinct !DISubprogram(name: "transparent_crc", scope: !80, file: !80, line: 110, type: !1056, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1056 = !DISubroutineType(types: !1057)
!1057 = !{null, !93, !229, !12}
!1058 = !DILocalVariable(name: "val", arg: 1, scope: !1055, file: !80, line: 110, type: !93)
!1059 = !DILocation(line: 110, column: 27, scope: !1055)
!1060 = !DILocalVariable(name: "vname", arg: 2, scope: !1055, file: !80, line: 110, type: !229)
!1061 = !DILocation(line: 110, column: 38, scope: !1055)
!1062 = !DILocalVariable(name: "flag", arg: 3, scope: !1055, file: !80, line: 110, type: !12)
!1063 = !DILocation(line: 110, column: 49, scope: !1055)
!1064 = !DILocation(line: 112, column: 15, scope: !1055)
!1065 = !DILocation(line: 112, column: 2, scope: !1055)
!1066 = !DILocation(line: 113, column: 6, scope: !1067)
!1067 = distinct !DILexicalBlock(scope: !1055, file: !80, line: 113, column: 6)
!1068 = !DILocation(line: 113, column: 6, scope: !1055)
!1069 = !DILocation(line: 114, column: 52, scope: !1070)
!1070 = distinct !DILexicalBlock(scope: !1067, file: !80, line: 113, column: 12)
!1071 = !DILocation(line: 114, column: 59, scope: !1070)
!1072 = !DILocation(line: 114, column: 73, scope: !1070)
!1073 = !DILocation(line: 114, column: 5, scope: !1070)
!1074 = !DILocation(line: 115, column: 2, scope: !1070)
!1075 = !DILocation(line: 116, column: 1, scope: !1055)
!1076 = distinct !DISubprogram(name: "transparent_crc_bytes", scope: !80, file: !80, line: 121, type: !1077, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1077 = !DISubroutineType(types: !1078)
!1078 = !{null, !229, !12, !229, !12}
!1079 = !DILocalVariable(name: "ptr", arg: 1, scope: !1076, file: !80, line: 121, type: !229)
!1080 = !DILocation(line: 121, column: 30, scope: !1076)
!1081 = !DILocalVariable(name: "nbytes", arg: 2, scope: !1076, file: !80, line: 121, type: !12)
!1082 = !DILocation(line: 121, column: 39, scope: !1076)
!1083 = !DILocalVariable(name: "vname", arg: 3, scope: !1076, file: !80, line: 121, type: !229)
!1084 = !DILocation(line: 121, column: 53, scope: !1076)
!1085 = !DILocalVariable(name: "flag", arg: 4, scope: !1076, file: !80, line: 121, type: !12)
!1086 = !DILocation(line: 121, column: 64, scope: !1076)
!1087 = !DILocalVariable(name: "i", scope: !1076, file: !80, line: 123, type: !12)
!1088 = !DILocation(line: 123, column: 9, scope: !1076)
!1089 = !DILocation(line: 124, column: 11, scope: !1090)
!1090 = distinct !DILexicalBlock(scope: !1076, file: !80, line: 124, column: 5)
!1091 = !DILocation(line: 124, column: 10, scope: !1090)
!1092 = !DILocation(line: 124, column: 15, scope: !1093)
!1093 = distinct !DILexicalBlock(scope: !1090, file: !80, line: 124, column: 5)
!1094 = !DILocation(line: 124, column: 17, scope: !1093)
!1095 = !DILocation(line: 124, column: 16, scope: !1093)
!1096 = !DILocation(line: 124, column: 5, scope: !1090)
!1097 = !DILocation(line: 125, column: 20, scope: !1098)
!1098 = distinct !DILexicalBlock(scope: !1093, file: !80, line: 124, column: 30)
!1099 = !DILocation(line: 125, column: 24, scope: !1098)
!1100 = !DILocation(line: 125, column: 9, scope: !1098)
!1101 = !DILocation(line: 126, column: 5, scope: !1098)
!1102 = !DILocation(line: 124, column: 26, scope: !1093)
!1103 = !DILocation(line: 124, column: 5, scope: !1093)
!1104 = distinct !{!1104, !1096, !1105, !278}
!1105 = !DILocation(line: 126, column: 5, scope: !1090)
!1106 = !DILocation(line: 127, column: 6, scope: !1107)
!1107 = distinct !DILexicalBlock(scope: !1076, file: !80, line: 127, column: 6)
!1108 = !DILocation(line: 127, column: 6, scope: !1076)
!1109 = !DILocation(line: 128, column: 52, scope: !1110)
!1110 = distinct !DILexicalBlock(scope: !1107, file: !80, line: 127, column: 12)
!1111 = !DILocation(line: 128, column: 59, scope: !1110)
!1112 = !DILocation(line: 128, column: 73, scope: !1110)
!1113 = !DILocation(line: 128, column: 5, scope: !1110)
!1114 = !DILocation(line: 129, column: 2, scope: !1110)
!1115 = !DILocation(line: 130, column: 1, scope: !1076)
!1116 = distinct !DISubprogram(name: "platform_main_end", scope: !210, file: !210, line: 49, type: !1117, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1117 = !DISubroutineType(types: !1118)
!1118 = !{null, !82, !12}
!1119 = !DILocalVariable(name: "crc", arg: 1, scope: !1116, file: !210, line: 49, type: !82)
!1120 = !DILocation(line: 49, column: 28, scope: !1116)
!1121 = !DILocalVariable(name: "flag", arg: 2, scope: !1116, file: !210, line: 49, type: !12)
!1122 = !DILocation(line: 49, column: 37, scope: !1116)
!1123 = !DILocation(line: 56, column: 29, scope: !1116)
!1124 = !DILocation(line: 56, column: 2, scope: !1116)
!1125 = !DILocation(line: 120, column: 1, scope: !1116)
!1126 = distinct !DISubprogram(name: "safe_rshift_func_int16_t_s_s", scope: !1127, file: !1127, line: 248, type: !1128, scopeLine: 249, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1127 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!1128 = !DISubroutineType(types: !1129)
!1129 = !{!169, !169, !12}
!1130 = !DILocalVariable(name: "left", arg: 1, scope: !1126, file: !1127, line: 248, type: !169)
!1131 = !DILocation(line: 248, column: 44, scope: !1126)
!1132 = !DILocalVariable(name: "right", arg: 2, scope: !1126, file: !1127, line: 248, type: !12)
!1133 = !DILocation(line: 248, column: 54, scope: !1126)
!1134 = !DILocation(line: 253, column: 7, scope: !1126)
!1135 = !DILocation(line: 253, column: 12, scope: !1126)
!1136 = !DILocation(line: 253, column: 17, scope: !1126)
!1137 = !DILocation(line: 253, column: 27, scope: !1126)
!1138 = !DILocation(line: 253, column: 34, scope: !1126)
!1139 = !DILocation(line: 253, column: 39, scope: !1126)
!1140 = !DILocation(line: 253, column: 49, scope: !1126)
!1141 = !DILocation(line: 253, column: 56, scope: !1126)
!1142 = !DILocation(line: 253, column: 5, scope: !1126)
!1143 = !DILocation(line: 254, column: 6, scope: !1126)
!1144 = !DILocation(line: 254, column: 5, scope: !1126)
!1145 = !DILocation(line: 256, column: 6, scope: !1126)
!1146 = !DILocation(line: 256, column: 20, scope: !1126)
!1147 = !DILocation(line: 256, column: 11, scope: !1126)
!1148 = !DILocation(line: 251, column: 3, scope: !1126)
!1149 = distinct !DISubprogram(name: "func_7", scope: !2, file: !2, line: 177, type: !1150, scopeLine: 178, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1150 = !DISubroutineType(types: !1151)
!1151 = !{!169, !106}
!1152 = !DILocalVariable(name: "p_8", arg: 1, scope: !1149, file: !2, line: 177, type: !106)
!1153 = !DILocation(line: 177, column: 31, scope: !1149)
!1154 = !DILocalVariable(name: "l_64", scope: !1149, file: !2, line: 179, type: !82)
!1155 = !DILocation(line: 179, column: 14, scope: !1149)
!1156 = !DILocalVariable(name: "l_113", scope: !1149, file: !2, line: 180, type: !99)
!1157 = !DILocation(line: 180, column: 13, scope: !1149)
!1158 = !DILocalVariable(name: "l_115", scope: !1149, file: !2, line: 181, type: !99)
!1159 = !DILocation(line: 181, column: 13, scope: !1149)
!1160 = !DILocalVariable(name: "l_117", scope: !1149, file: !2, line: 182, type: !1161)
!1161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1162, size: 320, elements: !28)
!1162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1163, size: 64)
!1163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!1164 = !DILocation(line: 182, column: 22, scope: !1149)
!1165 = !DILocalVariable(name: "l_184", scope: !1149, file: !2, line: 183, type: !1166)
!1166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!1167 = !DILocation(line: 183, column: 15, scope: !1149)
!1168 = !DILocalVariable(name: "l_192", scope: !1149, file: !2, line: 184, type: !92)
!1169 = !DILocation(line: 184, column: 15, scope: !1149)
!1170 = !DILocalVariable(name: "i", scope: !1149, file: !2, line: 185, type: !12)
!1171 = !DILocation(line: 185, column: 9, scope: !1149)
!1172 = !DILocation(line: 186, column: 16, scope: !1149)
!1173 = !DILocation(line: 186, column: 7, scope: !1149)
!1174 = !DILocation(line: 186, column: 13, scope: !1149)
!1175 = !DILocation(line: 187, column: 9, scope: !1176)
!1176 = distinct !DILexicalBlock(scope: !1149, file: !2, line: 187, column: 9)
!1177 = !DILocation(line: 187, column: 9, scope: !1149)
!1178 = !DILocalVariable(name: "l_67", scope: !1179, file: !2, line: 189, type: !93)
!1179 = distinct !DILexicalBlock(scope: !1176, file: !2, line: 188, column: 5)
!1180 = !DILocation(line: 189, column: 18, scope: !1179)
!1181 = !DILocation(line: 190, column: 47, scope: !1179)
!1182 = !DILocation(line: 190, column: 18, scope: !1179)
!1183 = !DILocation(line: 190, column: 17, scope: !1179)
!1184 = !DILocation(line: 190, column: 14, scope: !1179)
!1185 = !DILocation(line: 191, column: 13, scope: !1186)
!1186 = distinct !DILexicalBlock(scope: !1179, file: !2, line: 191, column: 13)
!1187 = !DILocation(line: 191, column: 13, scope: !1179)
!1188 = !DILocalVariable(name: "l_81", scope: !1189, file: !2, line: 193, type: !98)
!1189 = distinct !DILexicalBlock(scope: !1186, file: !2, line: 192, column: 9)
!1190 = !DILocation(line: 193, column: 22, scope: !1189)
!1191 = !DILocation(line: 194, column: 113, scope: !1189)
!1192 = !DILocation(line: 194, column: 252, scope: !1189)
!1193 = !DILocation(line: 194, column: 87, scope: !1189)
!1194 = !DILocation(line: 194, column: 86, scope: !1189)
!1195 = !DILocation(line: 194, column: 260, scope: !1189)
!1196 = !DILocation(line: 194, column: 56, scope: !1189)
!1197 = !DILocation(line: 194, column: 293, scope: !1189)
!1198 = !DILocation(line: 194, column: 292, scope: !1189)
!1199 = !DILocation(line: 194, column: 25, scope: !1189)
!1200 = !DILocation(line: 194, column: 15, scope: !1189)
!1201 = !DILocation(line: 194, column: 21, scope: !1189)
!1202 = !DILocation(line: 195, column: 17, scope: !1203)
!1203 = distinct !DILexicalBlock(scope: !1189, file: !2, line: 195, column: 17)
!1204 = !DILocation(line: 195, column: 17, scope: !1189)
!1205 = !DILocation(line: 196, column: 17, scope: !1203)
!1206 = !DILabel(scope: !1189, name: "lbl_83", file: !2, line: 197)
!1207 = !DILocation(line: 197, column: 1, scope: !1189)
!1208 = !DILocation(line: 198, column: 23, scope: !1189)
!1209 = !DILocation(line: 198, column: 15, scope: !1189)
!1210 = !DILocation(line: 198, column: 21, scope: !1189)
!1211 = !DILocation(line: 199, column: 23, scope: !1212)
!1212 = distinct !DILexicalBlock(scope: !1189, file: !2, line: 199, column: 13)
!1213 = !DILocation(line: 199, column: 18, scope: !1212)
!1214 = !DILocation(line: 199, column: 29, scope: !1215)
!1215 = distinct !DILexicalBlock(scope: !1212, file: !2, line: 199, column: 13)
!1216 = !DILocation(line: 199, column: 34, scope: !1215)
!1217 = !DILocation(line: 199, column: 13, scope: !1212)
!1218 = !DILocalVariable(name: "l_87", scope: !1219, file: !2, line: 201, type: !105)
!1219 = distinct !DILexicalBlock(scope: !1215, file: !2, line: 200, column: 13)
!1220 = !DILocation(line: 201, column: 24, scope: !1219)
!1221 = !DILocation(line: 202, column: 39, scope: !1219)
!1222 = !DILocation(line: 202, column: 46, scope: !1219)
!1223 = !DILocation(line: 202, column: 44, scope: !1219)
!1224 = !DILocation(line: 202, column: 38, scope: !1219)
!1225 = !DILocation(line: 202, column: 30, scope: !1219)
!1226 = !DILocation(line: 202, column: 36, scope: !1219)
!1227 = !DILocation(line: 202, column: 19, scope: !1219)
!1228 = !DILocation(line: 202, column: 25, scope: !1219)
!1229 = !DILocation(line: 203, column: 13, scope: !1219)
!1230 = !DILocation(line: 199, column: 41, scope: !1215)
!1231 = !DILocation(line: 199, column: 13, scope: !1215)
!1232 = distinct !{!1232, !1217, !1233, !278}
!1233 = !DILocation(line: 203, column: 13, scope: !1212)
!1234 = !DILocation(line: 204, column: 9, scope: !1189)
!1235 = !DILocation(line: 207, column: 23, scope: !1236)
!1236 = distinct !DILexicalBlock(scope: !1237, file: !2, line: 207, column: 13)
!1237 = distinct !DILexicalBlock(scope: !1186, file: !2, line: 206, column: 9)
!1238 = !DILocation(line: 207, column: 18, scope: !1236)
!1239 = !DILocation(line: 207, column: 29, scope: !1240)
!1240 = distinct !DILexicalBlock(scope: !1236, file: !2, line: 207, column: 13)
!1241 = !DILocation(line: 207, column: 34, scope: !1240)
!1242 = !DILocation(line: 207, column: 13, scope: !1236)
!1243 = !DILocalVariable(name: "i", scope: !1244, file: !2, line: 209, type: !12)
!1244 = distinct !DILexicalBlock(scope: !1240, file: !2, line: 208, column: 13)
!1245 = !DILocation(line: 209, column: 21, scope: !1244)
!1246 = !DILocation(line: 210, column: 28, scope: !1244)
!1247 = !DILocation(line: 210, column: 24, scope: !1244)
!1248 = !DILocation(line: 210, column: 17, scope: !1244)
!1249 = !DILocation(line: 207, column: 46, scope: !1240)
!1250 = !DILocation(line: 207, column: 13, scope: !1240)
!1251 = distinct !{!1251, !1242, !1252, !278}
!1252 = !DILocation(line: 211, column: 13, scope: !1236)
!1253 = !DILocation(line: 213, column: 19, scope: !1254)
!1254 = distinct !DILexicalBlock(scope: !1179, file: !2, line: 213, column: 9)
!1255 = !DILocation(line: 213, column: 14, scope: !1254)
!1256 = !DILocation(line: 213, column: 25, scope: !1257)
!1257 = distinct !DILexicalBlock(scope: !1254, file: !2, line: 213, column: 9)
!1258 = !DILocation(line: 213, column: 30, scope: !1257)
!1259 = !DILocation(line: 213, column: 9, scope: !1254)
!1260 = !DILocalVariable(name: "l_102", scope: !1261, file: !2, line: 215, type: !133)
!1261 = distinct !DILexicalBlock(scope: !1257, file: !2, line: 214, column: 9)
!1262 = !DILocation(line: 215, column: 22, scope: !1261)
!1263 = !DILocalVariable(name: "l_104", scope: !1261, file: !2, line: 216, type: !99)
!1264 = !DILocation(line: 216, column: 21, scope: !1261)
!1265 = !DILocalVariable(name: "l_112", scope: !1261, file: !2, line: 217, type: !132)
!1266 = !DILocation(line: 217, column: 23, scope: !1261)
!1267 = !DILocalVariable(name: "l_114", scope: !1261, file: !2, line: 218, type: !1268)
!1268 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1166, size: 192, elements: !1269)
!1269 = !{!579}
!1270 = !DILocation(line: 218, column: 23, scope: !1261)
!1271 = !DILocalVariable(name: "i", scope: !1261, file: !2, line: 219, type: !12)
!1272 = !DILocation(line: 219, column: 17, scope: !1261)
!1273 = !DILocation(line: 220, column: 20, scope: !1274)
!1274 = distinct !DILexicalBlock(scope: !1261, file: !2, line: 220, column: 13)
!1275 = !DILocation(line: 220, column: 18, scope: !1274)
!1276 = !DILocation(line: 220, column: 25, scope: !1277)
!1277 = distinct !DILexicalBlock(scope: !1274, file: !2, line: 220, column: 13)
!1278 = !DILocation(line: 220, column: 27, scope: !1277)
!1279 = !DILocation(line: 220, column: 13, scope: !1274)
!1280 = !DILocation(line: 221, column: 23, scope: !1277)
!1281 = !DILocation(line: 221, column: 17, scope: !1277)
!1282 = !DILocation(line: 221, column: 26, scope: !1277)
!1283 = !DILocation(line: 220, column: 33, scope: !1277)
!1284 = !DILocation(line: 220, column: 13, scope: !1277)
!1285 = distinct !{!1285, !1279, !1286, !278}
!1286 = !DILocation(line: 221, column: 29, scope: !1274)
!1287 = !DILocation(line: 222, column: 9, scope: !1261)
!1288 = !DILocation(line: 213, column: 42, scope: !1257)
!1289 = !DILocation(line: 213, column: 9, scope: !1257)
!1290 = distinct !{!1290, !1259, !1291, !278}
!1291 = !DILocation(line: 222, column: 9, scope: !1254)
!1292 = !DILocation(line: 223, column: 5, scope: !1179)
!1293 = !DILocalVariable(name: "l_118", scope: !1294, file: !2, line: 226, type: !122)
!1294 = distinct !DILexicalBlock(scope: !1176, file: !2, line: 225, column: 5)
!1295 = !DILocation(line: 226, column: 19, scope: !1294)
!1296 = !DILocalVariable(name: "l_121", scope: !1294, file: !2, line: 227, type: !522)
!1297 = !DILocation(line: 227, column: 20, scope: !1294)
!1298 = !DILocalVariable(name: "l_122", scope: !1294, file: !2, line: 228, type: !1299)
!1299 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 1280, elements: !1300)
!1300 = !{!6, !166, !6}
!1301 = !DILocation(line: 228, column: 17, scope: !1294)
!1302 = !DILocalVariable(name: "l_123", scope: !1294, file: !2, line: 229, type: !133)
!1303 = !DILocation(line: 229, column: 18, scope: !1294)
!1304 = !DILocalVariable(name: "l_161", scope: !1294, file: !2, line: 230, type: !1305)
!1305 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 1920, elements: !1306)
!1306 = !{!55, !166}
!1307 = !DILocation(line: 230, column: 18, scope: !1294)
!1308 = !DILocalVariable(name: "l_185", scope: !1294, file: !2, line: 231, type: !1166)
!1309 = !DILocation(line: 231, column: 19, scope: !1294)
!1310 = !DILocalVariable(name: "i", scope: !1294, file: !2, line: 232, type: !12)
!1311 = !DILocation(line: 232, column: 13, scope: !1294)
!1312 = !DILocalVariable(name: "j", scope: !1294, file: !2, line: 232, type: !12)
!1313 = !DILocation(line: 232, column: 16, scope: !1294)
!1314 = !DILocalVariable(name: "k", scope: !1294, file: !2, line: 232, type: !12)
!1315 = !DILocation(line: 232, column: 19, scope: !1294)
!1316 = !DILocation(line: 233, column: 14, scope: !1317)
!1317 = distinct !DILexicalBlock(scope: !1294, file: !2, line: 233, column: 13)
!1318 = !DILocation(line: 233, column: 29, scope: !1317)
!1319 = !DILocation(line: 233, column: 80, scope: !1317)
!1320 = !DILocation(line: 233, column: 78, scope: !1317)
!1321 = !DILocation(line: 233, column: 60, scope: !1317)
!1322 = !DILocation(line: 233, column: 44, scope: !1317)
!1323 = !DILocation(line: 233, column: 51, scope: !1317)
!1324 = !DILocation(line: 233, column: 38, scope: !1317)
!1325 = !DILocation(line: 233, column: 93, scope: !1317)
!1326 = !DILocation(line: 233, column: 114, scope: !1317)
!1327 = !DILocation(line: 233, column: 121, scope: !1317)
!1328 = !DILocation(line: 233, column: 108, scope: !1317)
!1329 = !DILocation(line: 233, column: 90, scope: !1317)
!1330 = !DILocation(line: 233, column: 27, scope: !1317)
!1331 = !DILocation(line: 233, column: 135, scope: !1317)
!1332 = !DILocation(line: 233, column: 132, scope: !1317)
!1333 = !DILocation(line: 233, column: 26, scope: !1317)
!1334 = !DILocation(line: 233, column: 141, scope: !1317)
!1335 = !DILocation(line: 233, column: 24, scope: !1317)
!1336 = !DILocation(line: 233, column: 20, scope: !1317)
!1337 = !DILocation(line: 233, column: 13, scope: !1294)
!1338 = !DILocalVariable(name: "l_128", scope: !1339, file: !2, line: 235, type: !93)
!1339 = distinct !DILexicalBlock(scope: !1317, file: !2, line: 234, column: 9)
!1340 = !DILocation(line: 235, column: 22, scope: !1339)
!1341 = !DILocalVariable(name: "l_129", scope: !1339, file: !2, line: 236, type: !99)
!1342 = !DILocation(line: 236, column: 21, scope: !1339)
!1343 = !DILocalVariable(name: "l_130", scope: !1339, file: !2, line: 237, type: !99)
!1344 = !DILocation(line: 237, column: 21, scope: !1339)
!1345 = !DILocation(line: 238, column: 25, scope: !1339)
!1346 = !DILocation(line: 238, column: 24, scope: !1339)
!1347 = !DILocation(line: 238, column: 23, scope: !1339)
!1348 = !DILocation(line: 238, column: 31, scope: !1339)
!1349 = !DILocation(line: 238, column: 49, scope: !1339)
!1350 = !DILocation(line: 238, column: 48, scope: !1339)
!1351 = !DILocation(line: 238, column: 47, scope: !1339)
!1352 = !DILocation(line: 238, column: 118, scope: !1339)
!1353 = !DILocation(line: 238, column: 93, scope: !1339)
!1354 = !DILocation(line: 238, column: 92, scope: !1339)
!1355 = !DILocation(line: 238, column: 60, scope: !1339)
!1356 = !DILocation(line: 238, column: 56, scope: !1339)
!1357 = !DILocation(line: 238, column: 41, scope: !1339)
!1358 = !DILocation(line: 238, column: 19, scope: !1339)
!1359 = !DILocation(line: 239, column: 20, scope: !1339)
!1360 = !DILocation(line: 239, column: 13, scope: !1339)
!1361 = !DILocalVariable(name: "l_137", scope: !1362, file: !2, line: 243, type: !93)
!1362 = distinct !DILexicalBlock(scope: !1317, file: !2, line: 242, column: 9)
!1363 = !DILocation(line: 243, column: 22, scope: !1362)
!1364 = !DILocalVariable(name: "l_138", scope: !1362, file: !2, line: 244, type: !93)
!1365 = !DILocation(line: 244, column: 22, scope: !1362)
!1366 = !DILocalVariable(name: "l_139", scope: !1362, file: !2, line: 245, type: !1367)
!1367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !186, size: 64)
!1368 = !DILocation(line: 245, column: 21, scope: !1362)
!1369 = !DILocalVariable(name: "l_151", scope: !1362, file: !2, line: 246, type: !623)
!1370 = !DILocation(line: 246, column: 23, scope: !1362)
!1371 = !DILocalVariable(name: "l_177", scope: !1362, file: !2, line: 247, type: !82)
!1372 = !DILocation(line: 247, column: 22, scope: !1362)
!1373 = !DILocalVariable(name: "l_179", scope: !1362, file: !2, line: 248, type: !99)
!1374 = !DILocation(line: 248, column: 21, scope: !1362)
!1375 = !DILocalVariable(name: "l_187", scope: !1362, file: !2, line: 249, type: !105)
!1376 = !DILocation(line: 249, column: 20, scope: !1362)
!1377 = !DILocalVariable(name: "l_186", scope: !1362, file: !2, line: 250, type: !1378)
!1378 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!1379 = !DILocation(line: 250, column: 21, scope: !1362)
!1380 = !DILocalVariable(name: "l_194", scope: !1362, file: !2, line: 251, type: !92)
!1381 = !DILocation(line: 251, column: 23, scope: !1362)
!1382 = !DILocation(line: 252, column: 133, scope: !1362)
!1383 = !DILocation(line: 252, column: 140, scope: !1362)
!1384 = !DILocation(line: 252, column: 107, scope: !1362)
!1385 = !DILocation(line: 252, column: 97, scope: !1362)
!1386 = !DILocation(line: 252, column: 104, scope: !1362)
!1387 = !DILocation(line: 252, column: 94, scope: !1362)
!1388 = !DILocation(line: 252, column: 149, scope: !1362)
!1389 = !DILocation(line: 252, column: 180, scope: !1362)
!1390 = !DILocation(line: 252, column: 185, scope: !1362)
!1391 = !DILocation(line: 252, column: 179, scope: !1362)
!1392 = !DILocation(line: 252, column: 222, scope: !1362)
!1393 = !DILocation(line: 252, column: 232, scope: !1362)
!1394 = !DILocation(line: 252, column: 231, scope: !1362)
!1395 = !DILocation(line: 252, column: 230, scope: !1362)
!1396 = !DILocation(line: 252, column: 229, scope: !1362)
!1397 = !DILocation(line: 252, column: 228, scope: !1362)
!1398 = !DILocation(line: 252, column: 195, scope: !1362)
!1399 = !DILocation(line: 252, column: 153, scope: !1362)
!1400 = !DILocation(line: 252, column: 93, scope: !1362)
!1401 = !DILocation(line: 252, column: 245, scope: !1362)
!1402 = !DILocation(line: 252, column: 65, scope: !1362)
!1403 = !DILocation(line: 252, column: 64, scope: !1362)
!1404 = !DILocation(line: 252, column: 34, scope: !1362)
!1405 = !DILocation(line: 252, column: 261, scope: !1362)
!1406 = !DILocation(line: 252, column: 272, scope: !1362)
!1407 = !DILocation(line: 252, column: 269, scope: !1362)
!1408 = !DILocation(line: 252, column: 13, scope: !1362)
!1409 = !DILocation(line: 252, column: 28, scope: !1362)
!1410 = !DILocation(line: 253, column: 80, scope: !1411)
!1411 = distinct !DILexicalBlock(scope: !1362, file: !2, line: 253, column: 17)
!1412 = !DILocation(line: 253, column: 79, scope: !1411)
!1413 = !DILocation(line: 253, column: 78, scope: !1411)
!1414 = !DILocation(line: 253, column: 93, scope: !1411)
!1415 = !DILocation(line: 253, column: 99, scope: !1411)
!1416 = !DILocation(line: 253, column: 87, scope: !1411)
!1417 = !DILocation(line: 253, column: 76, scope: !1411)
!1418 = !DILocation(line: 253, column: 47, scope: !1411)
!1419 = !DILocation(line: 253, column: 46, scope: !1411)
!1420 = !DILocation(line: 253, column: 172, scope: !1411)
!1421 = !DILocation(line: 253, column: 171, scope: !1411)
!1422 = !DILocation(line: 253, column: 170, scope: !1411)
!1423 = !DILocation(line: 253, column: 169, scope: !1411)
!1424 = !DILocation(line: 253, column: 168, scope: !1411)
!1425 = !DILocation(line: 253, column: 181, scope: !1411)
!1426 = !DILocation(line: 253, column: 194, scope: !1411)
!1427 = !DILocation(line: 253, column: 193, scope: !1411)
!1428 = !DILocation(line: 253, column: 192, scope: !1411)
!1429 = !DILocation(line: 253, column: 191, scope: !1411)
!1430 = !DILocation(line: 253, column: 232, scope: !1411)
!1431 = !DILocation(line: 253, column: 241, scope: !1411)
!1432 = !DILocation(line: 253, column: 204, scope: !1411)
!1433 = !DILocation(line: 253, column: 203, scope: !1411)
!1434 = !DILocation(line: 253, column: 201, scope: !1411)
!1435 = !DILocation(line: 253, column: 189, scope: !1411)
!1436 = !DILocation(line: 253, column: 187, scope: !1411)
!1437 = !DILocation(line: 253, column: 180, scope: !1411)
!1438 = !DILocation(line: 253, column: 142, scope: !1411)
!1439 = !DILocation(line: 253, column: 141, scope: !1411)
!1440 = !DILocation(line: 253, column: 260, scope: !1411)
!1441 = !DILocation(line: 253, column: 115, scope: !1411)
!1442 = !DILocation(line: 253, column: 114, scope: !1411)
!1443 = !DILocation(line: 253, column: 289, scope: !1411)
!1444 = !DILocation(line: 253, column: 288, scope: !1411)
!1445 = !DILocation(line: 253, column: 287, scope: !1411)
!1446 = !DILocation(line: 253, column: 20, scope: !1411)
!1447 = !DILocation(line: 253, column: 17, scope: !1362)
!1448 = !DILocalVariable(name: "l_175", scope: !1449, file: !2, line: 255, type: !1450)
!1449 = distinct !DILexicalBlock(scope: !1411, file: !2, line: 254, column: 13)
!1450 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 640, elements: !165)
!1451 = !DILocation(line: 255, column: 24, scope: !1449)
!1452 = !DILocalVariable(name: "l_176", scope: !1449, file: !2, line: 256, type: !99)
!1453 = !DILocation(line: 256, column: 25, scope: !1449)
!1454 = !DILocalVariable(name: "l_178", scope: !1449, file: !2, line: 257, type: !99)
!1455 = !DILocation(line: 257, column: 25, scope: !1449)
!1456 = !DILocalVariable(name: "l_190", scope: !1449, file: !2, line: 258, type: !92)
!1457 = !DILocation(line: 258, column: 27, scope: !1449)
!1458 = !DILocalVariable(name: "l_193", scope: !1449, file: !2, line: 259, type: !1459)
!1459 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 2688, elements: !1460)
!1460 = !{!1461, !55, !19}
!1461 = !DISubrange(count: 1)
!1462 = !DILocation(line: 259, column: 28, scope: !1449)
!1463 = !DILocation(line: 259, column: 47, scope: !1449)
!1464 = !DILocation(line: 259, column: 46, scope: !1449)
!1465 = !DILocation(line: 259, column: 102, scope: !1449)
!1466 = !DILocation(line: 259, column: 159, scope: !1449)
!1467 = !DILocation(line: 259, column: 214, scope: !1449)
!1468 = !DILocation(line: 259, column: 265, scope: !1449)
!1469 = !DILocation(line: 259, column: 320, scope: !1449)
!1470 = !DILocalVariable(name: "i", scope: !1449, file: !2, line: 260, type: !12)
!1471 = !DILocation(line: 260, column: 21, scope: !1449)
!1472 = !DILocalVariable(name: "j", scope: !1449, file: !2, line: 260, type: !12)
!1473 = !DILocation(line: 260, column: 24, scope: !1449)
!1474 = !DILocalVariable(name: "k", scope: !1449, file: !2, line: 260, type: !12)
!1475 = !DILocation(line: 260, column: 27, scope: !1449)
!1476 = !DILocation(line: 261, column: 87, scope: !1449)
!1477 = !DILocation(line: 261, column: 213, scope: !1449)
!1478 = !DILocation(line: 261, column: 237, scope: !1449)
!1479 = !DILocation(line: 261, column: 236, scope: !1449)
!1480 = !DILocation(line: 261, column: 235, scope: !1449)
!1481 = !DILocation(line: 261, column: 247, scope: !1449)
!1482 = !DILocation(line: 261, column: 244, scope: !1449)
!1483 = !DILocation(line: 261, column: 233, scope: !1449)
!1484 = !DILocation(line: 261, column: 231, scope: !1449)
!1485 = !DILocation(line: 261, column: 258, scope: !1449)
!1486 = !DILocation(line: 261, column: 255, scope: !1449)
!1487 = !DILocation(line: 261, column: 272, scope: !1449)
!1488 = !DILocation(line: 261, column: 271, scope: !1449)
!1489 = !DILocation(line: 261, column: 270, scope: !1449)
!1490 = !DILocation(line: 261, column: 269, scope: !1449)
!1491 = !DILocation(line: 261, column: 265, scope: !1449)
!1492 = !DILocation(line: 261, column: 204, scope: !1449)
!1493 = !DILocation(line: 261, column: 203, scope: !1449)
!1494 = !DILocation(line: 261, column: 179, scope: !1449)
!1495 = !DILocation(line: 261, column: 154, scope: !1449)
!1496 = !DILocation(line: 261, column: 320, scope: !1449)
!1497 = !DILocation(line: 261, column: 317, scope: !1449)
!1498 = !DILocation(line: 261, column: 152, scope: !1449)
!1499 = !DILocation(line: 261, column: 327, scope: !1449)
!1500 = !DILocation(line: 261, column: 151, scope: !1449)
!1501 = !DILocation(line: 261, column: 127, scope: !1449)
!1502 = !DILocation(line: 261, column: 364, scope: !1449)
!1503 = !DILocation(line: 261, column: 363, scope: !1449)
!1504 = !DILocation(line: 261, column: 102, scope: !1449)
!1505 = !DILocation(line: 261, column: 387, scope: !1449)
!1506 = !DILocation(line: 261, column: 384, scope: !1449)
!1507 = !DILocation(line: 261, column: 99, scope: !1449)
!1508 = !DILocation(line: 261, column: 393, scope: !1449)
!1509 = !DILocation(line: 261, column: 404, scope: !1449)
!1510 = !DILocation(line: 261, column: 402, scope: !1449)
!1511 = !DILocation(line: 261, column: 427, scope: !1449)
!1512 = !DILocation(line: 261, column: 92, scope: !1449)
!1513 = !DILocation(line: 261, column: 86, scope: !1449)
!1514 = !DILocation(line: 261, column: 57, scope: !1449)
!1515 = !DILocation(line: 261, column: 442, scope: !1449)
!1516 = !DILocation(line: 261, column: 450, scope: !1449)
!1517 = !DILocation(line: 261, column: 448, scope: !1449)
!1518 = !DILocation(line: 261, column: 53, scope: !1449)
!1519 = !DILocation(line: 261, column: 459, scope: !1449)
!1520 = !DILocation(line: 261, column: 46, scope: !1449)
!1521 = !DILocation(line: 261, column: 30, scope: !1449)
!1522 = !DILocation(line: 261, column: 29, scope: !1449)
!1523 = !DILocation(line: 261, column: 28, scope: !1449)
!1524 = !DILocation(line: 261, column: 37, scope: !1449)
!1525 = !DILocation(line: 261, column: 23, scope: !1449)
!1526 = !DILocation(line: 262, column: 91, scope: !1449)
!1527 = !DILocation(line: 262, column: 107, scope: !1449)
!1528 = !DILocation(line: 262, column: 105, scope: !1449)
!1529 = !DILocation(line: 262, column: 114, scope: !1449)
!1530 = !DILocation(line: 262, column: 97, scope: !1449)
!1531 = !DILocation(line: 262, column: 65, scope: !1449)
!1532 = !DILocation(line: 262, column: 37, scope: !1449)
!1533 = !DILocation(line: 262, column: 135, scope: !1449)
!1534 = !DILocation(line: 262, column: 152, scope: !1449)
!1535 = !DILocation(line: 262, column: 149, scope: !1449)
!1536 = !DILocation(line: 262, column: 139, scope: !1449)
!1537 = !DILocation(line: 262, column: 159, scope: !1449)
!1538 = !DILocation(line: 262, column: 167, scope: !1449)
!1539 = !DILocation(line: 262, column: 170, scope: !1449)
!1540 = !DILocation(line: 0, scope: !1449)
!1541 = !DILocation(line: 262, column: 180, scope: !1449)
!1542 = !DILocation(line: 262, column: 33, scope: !1449)
!1543 = !DILocation(line: 262, column: 187, scope: !1449)
!1544 = !DILocation(line: 262, column: 197, scope: !1449)
!1545 = !DILocation(line: 262, column: 200, scope: !1449)
!1546 = !DILocation(line: 262, column: 209, scope: !1449)
!1547 = !DILocation(line: 262, column: 206, scope: !1449)
!1548 = !DILocation(line: 262, column: 215, scope: !1449)
!1549 = !DILocation(line: 262, column: 222, scope: !1449)
!1550 = !DILocation(line: 262, column: 221, scope: !1449)
!1551 = !DILocation(line: 262, column: 220, scope: !1449)
!1552 = !DILocation(line: 262, column: 219, scope: !1449)
!1553 = !DILocation(line: 262, column: 20, scope: !1449)
!1554 = !DILocation(line: 262, column: 19, scope: !1449)
!1555 = !DILocation(line: 262, column: 27, scope: !1449)
!1556 = !DILocation(line: 263, column: 70, scope: !1449)
!1557 = !DILocation(line: 263, column: 69, scope: !1449)
!1558 = !DILocation(line: 263, column: 68, scope: !1449)
!1559 = !DILocation(line: 263, column: 67, scope: !1449)
!1560 = !DILocation(line: 263, column: 66, scope: !1449)
!1561 = !DILocation(line: 263, column: 57, scope: !1449)
!1562 = !DILocation(line: 263, column: 64, scope: !1449)
!1563 = !DILocation(line: 263, column: 87, scope: !1449)
!1564 = !DILocation(line: 263, column: 86, scope: !1449)
!1565 = !DILocation(line: 263, column: 85, scope: !1449)
!1566 = !DILocation(line: 263, column: 83, scope: !1449)
!1567 = !DILocation(line: 263, column: 98, scope: !1449)
!1568 = !DILocation(line: 263, column: 114, scope: !1449)
!1569 = !DILocation(line: 263, column: 104, scope: !1449)
!1570 = !DILocation(line: 263, column: 155, scope: !1449)
!1571 = !DILocation(line: 263, column: 128, scope: !1449)
!1572 = !DILocation(line: 263, column: 127, scope: !1449)
!1573 = !DILocation(line: 263, column: 125, scope: !1449)
!1574 = !DILocation(line: 263, column: 80, scope: !1449)
!1575 = !DILocation(line: 263, column: 78, scope: !1449)
!1576 = !DILocation(line: 263, column: 53, scope: !1449)
!1577 = !DILocation(line: 263, column: 179, scope: !1449)
!1578 = !DILocation(line: 263, column: 178, scope: !1449)
!1579 = !DILocation(line: 263, column: 177, scope: !1449)
!1580 = !DILocation(line: 263, column: 176, scope: !1449)
!1581 = !DILocation(line: 263, column: 175, scope: !1449)
!1582 = !DILocation(line: 263, column: 27, scope: !1449)
!1583 = !DILocation(line: 263, column: 26, scope: !1449)
!1584 = !DILocation(line: 263, column: 23, scope: !1449)
!1585 = !DILocation(line: 264, column: 13, scope: !1449)
!1586 = !DILocalVariable(name: "l_207", scope: !1587, file: !2, line: 267, type: !82)
!1587 = distinct !DILexicalBlock(scope: !1411, file: !2, line: 266, column: 13)
!1588 = !DILocation(line: 267, column: 26, scope: !1587)
!1589 = !DILocation(line: 268, column: 68, scope: !1587)
!1590 = !DILocation(line: 268, column: 67, scope: !1587)
!1591 = !DILocation(line: 268, column: 66, scope: !1587)
!1592 = !DILocation(line: 268, column: 65, scope: !1587)
!1593 = !DILocation(line: 268, column: 82, scope: !1587)
!1594 = !DILocation(line: 268, column: 78, scope: !1587)
!1595 = !DILocation(line: 268, column: 63, scope: !1587)
!1596 = !DILocation(line: 268, column: 151, scope: !1587)
!1597 = !DILocation(line: 268, column: 183, scope: !1587)
!1598 = !DILocation(line: 268, column: 180, scope: !1587)
!1599 = !DILocation(line: 268, column: 168, scope: !1587)
!1600 = !DILocation(line: 268, column: 194, scope: !1587)
!1601 = !DILocation(line: 268, column: 191, scope: !1587)
!1602 = !DILocation(line: 268, column: 157, scope: !1587)
!1603 = !DILocation(line: 268, column: 150, scope: !1587)
!1604 = !DILocation(line: 268, column: 208, scope: !1587)
!1605 = !DILocation(line: 268, column: 207, scope: !1587)
!1606 = !DILocation(line: 268, column: 206, scope: !1587)
!1607 = !DILocation(line: 268, column: 205, scope: !1587)
!1608 = !DILocation(line: 268, column: 204, scope: !1587)
!1609 = !DILocation(line: 268, column: 123, scope: !1587)
!1610 = !DILocation(line: 268, column: 122, scope: !1587)
!1611 = !DILocation(line: 268, column: 218, scope: !1587)
!1612 = !DILocation(line: 268, column: 95, scope: !1587)
!1613 = !DILocation(line: 268, column: 91, scope: !1587)
!1614 = !DILocation(line: 268, column: 27, scope: !1587)
!1615 = !DILocation(line: 268, column: 26, scope: !1587)
!1616 = !DILocation(line: 268, column: 23, scope: !1587)
!1617 = !DILocation(line: 270, column: 23, scope: !1618)
!1618 = distinct !DILexicalBlock(scope: !1362, file: !2, line: 270, column: 13)
!1619 = !DILocation(line: 270, column: 18, scope: !1618)
!1620 = !DILocation(line: 270, column: 29, scope: !1621)
!1621 = distinct !DILexicalBlock(scope: !1618, file: !2, line: 270, column: 13)
!1622 = !DILocation(line: 270, column: 34, scope: !1621)
!1623 = !DILocation(line: 270, column: 13, scope: !1618)
!1624 = !DILocalVariable(name: "i", scope: !1625, file: !2, line: 272, type: !12)
!1625 = distinct !DILexicalBlock(scope: !1621, file: !2, line: 271, column: 13)
!1626 = !DILocation(line: 272, column: 21, scope: !1625)
!1627 = !DILocation(line: 273, column: 29, scope: !1625)
!1628 = !DILocation(line: 273, column: 24, scope: !1625)
!1629 = !DILocation(line: 273, column: 17, scope: !1625)
!1630 = !DILocation(line: 270, column: 46, scope: !1621)
!1631 = !DILocation(line: 270, column: 13, scope: !1621)
!1632 = distinct !{!1632, !1623, !1633, !278}
!1633 = !DILocation(line: 274, column: 13, scope: !1618)
!1634 = !DILocation(line: 277, column: 12, scope: !1149)
!1635 = !DILocation(line: 277, column: 5, scope: !1149)
!1636 = !DILocation(line: 278, column: 1, scope: !1149)
!1637 = distinct !DISubprogram(name: "func_9", scope: !2, file: !2, line: 286, type: !1638, scopeLine: 287, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1638 = !DISubroutineType(types: !1639)
!1639 = !{!106, !98, !99, !106}
!1640 = !DILocalVariable(name: "p_10", arg: 1, scope: !1637, file: !2, line: 286, type: !98)
!1641 = !DILocation(line: 286, column: 32, scope: !1637)
!1642 = !DILocalVariable(name: "p_11", arg: 2, scope: !1637, file: !2, line: 286, type: !99)
!1643 = !DILocation(line: 286, column: 47, scope: !1637)
!1644 = !DILocalVariable(name: "p_12", arg: 3, scope: !1637, file: !2, line: 286, type: !106)
!1645 = !DILocation(line: 286, column: 60, scope: !1637)
!1646 = !DILocalVariable(name: "l_19", scope: !1637, file: !2, line: 288, type: !105)
!1647 = !DILocation(line: 288, column: 12, scope: !1637)
!1648 = !DILocalVariable(name: "l_21", scope: !1637, file: !2, line: 289, type: !105)
!1649 = !DILocation(line: 289, column: 12, scope: !1637)
!1650 = !DILocalVariable(name: "l_20", scope: !1637, file: !2, line: 290, type: !1378)
!1651 = !DILocation(line: 290, column: 13, scope: !1637)
!1652 = !DILocalVariable(name: "l_26", scope: !1637, file: !2, line: 291, type: !99)
!1653 = !DILocation(line: 291, column: 13, scope: !1637)
!1654 = !DILocalVariable(name: "l_39", scope: !1637, file: !2, line: 292, type: !105)
!1655 = !DILocation(line: 292, column: 12, scope: !1637)
!1656 = !DILocation(line: 293, column: 38, scope: !1657)
!1657 = distinct !DILexicalBlock(scope: !1637, file: !2, line: 293, column: 9)
!1658 = !DILocation(line: 293, column: 57, scope: !1657)
!1659 = !DILocation(line: 293, column: 49, scope: !1657)
!1660 = !DILocation(line: 293, column: 55, scope: !1657)
!1661 = !DILocation(line: 293, column: 43, scope: !1657)
!1662 = !DILocation(line: 293, column: 169, scope: !1657)
!1663 = !DILocation(line: 293, column: 177, scope: !1657)
!1664 = !DILocation(line: 293, column: 174, scope: !1657)
!1665 = !DILocation(line: 293, column: 185, scope: !1657)
!1666 = !DILocation(line: 293, column: 183, scope: !1657)
!1667 = !DILocation(line: 293, column: 195, scope: !1657)
!1668 = !DILocation(line: 293, column: 166, scope: !1657)
!1669 = !DILocation(line: 293, column: 202, scope: !1657)
!1670 = !DILocation(line: 293, column: 139, scope: !1657)
!1671 = !DILocation(line: 293, column: 213, scope: !1657)
!1672 = !DILocation(line: 293, column: 211, scope: !1657)
!1673 = !DILocation(line: 293, column: 221, scope: !1657)
!1674 = !DILocation(line: 293, column: 229, scope: !1657)
!1675 = !DILocation(line: 293, column: 227, scope: !1657)
!1676 = !DILocation(line: 293, column: 135, scope: !1657)
!1677 = !DILocation(line: 293, column: 236, scope: !1657)
!1678 = !DILocation(line: 293, column: 110, scope: !1657)
!1679 = !DILocation(line: 293, column: 109, scope: !1657)
!1680 = !DILocation(line: 293, column: 245, scope: !1657)
!1681 = !DILocation(line: 293, column: 243, scope: !1657)
!1682 = !DILocation(line: 293, column: 253, scope: !1657)
!1683 = !DILocation(line: 293, column: 251, scope: !1657)
!1684 = !DILocation(line: 293, column: 107, scope: !1657)
!1685 = !DILocation(line: 293, column: 105, scope: !1657)
!1686 = !DILocation(line: 293, column: 260, scope: !1657)
!1687 = !DILocation(line: 293, column: 271, scope: !1657)
!1688 = !DILocation(line: 293, column: 285, scope: !1657)
!1689 = !DILocation(line: 293, column: 283, scope: !1657)
!1690 = !DILocation(line: 293, column: 302, scope: !1657)
!1691 = !DILocation(line: 293, column: 300, scope: !1657)
!1692 = !DILocation(line: 293, column: 311, scope: !1657)
!1693 = !DILocation(line: 293, column: 308, scope: !1657)
!1694 = !DILocation(line: 293, column: 319, scope: !1657)
!1695 = !DILocation(line: 293, column: 317, scope: !1657)
!1696 = !DILocation(line: 293, column: 76, scope: !1657)
!1697 = !DILocation(line: 293, column: 10, scope: !1657)
!1698 = !DILocation(line: 293, column: 9, scope: !1637)
!1699 = !DILocalVariable(name: "l_29", scope: !1700, file: !2, line: 295, type: !82)
!1700 = distinct !DILexicalBlock(scope: !1657, file: !2, line: 294, column: 5)
!1701 = !DILocation(line: 295, column: 18, scope: !1700)
!1702 = !DILocalVariable(name: "l_30", scope: !1700, file: !2, line: 296, type: !92)
!1703 = !DILocation(line: 296, column: 19, scope: !1700)
!1704 = !DILocalVariable(name: "l_38", scope: !1700, file: !2, line: 297, type: !105)
!1705 = !DILocation(line: 297, column: 16, scope: !1700)
!1706 = !DILocalVariable(name: "l_40", scope: !1700, file: !2, line: 298, type: !105)
!1707 = !DILocation(line: 298, column: 16, scope: !1700)
!1708 = !DILocation(line: 299, column: 60, scope: !1700)
!1709 = !DILocation(line: 299, column: 52, scope: !1700)
!1710 = !DILocation(line: 299, column: 58, scope: !1700)
!1711 = !DILocation(line: 299, column: 103, scope: !1700)
!1712 = !DILocation(line: 299, column: 102, scope: !1700)
!1713 = !DILocation(line: 299, column: 199, scope: !1700)
!1714 = !DILocation(line: 299, column: 197, scope: !1700)
!1715 = !DILocation(line: 299, column: 101, scope: !1700)
!1716 = !DILocation(line: 299, column: 206, scope: !1700)
!1717 = !DILocation(line: 299, column: 75, scope: !1700)
!1718 = !DILocation(line: 299, column: 74, scope: !1700)
!1719 = !DILocation(line: 299, column: 213, scope: !1700)
!1720 = !DILocation(line: 299, column: 246, scope: !1700)
!1721 = !DILocation(line: 299, column: 244, scope: !1700)
!1722 = !DILocation(line: 299, column: 255, scope: !1700)
!1723 = !DILocation(line: 299, column: 68, scope: !1700)
!1724 = !DILocation(line: 299, column: 66, scope: !1700)
!1725 = !DILocation(line: 299, column: 262, scope: !1700)
!1726 = !DILocation(line: 0, scope: !1700)
!1727 = !DILocation(line: 299, column: 280, scope: !1700)
!1728 = !DILocation(line: 299, column: 46, scope: !1700)
!1729 = !DILocation(line: 299, column: 287, scope: !1700)
!1730 = !DILocation(line: 299, column: 20, scope: !1700)
!1731 = !DILocation(line: 299, column: 19, scope: !1700)
!1732 = !DILocation(line: 299, column: 11, scope: !1700)
!1733 = !DILocation(line: 299, column: 17, scope: !1700)
!1734 = !DILocation(line: 300, column: 5, scope: !1700)
!1735 = !DILocalVariable(name: "l_42", scope: !1736, file: !2, line: 303, type: !113)
!1736 = distinct !DILexicalBlock(scope: !1657, file: !2, line: 302, column: 5)
!1737 = !DILocation(line: 303, column: 18, scope: !1736)
!1738 = !DILocalVariable(name: "l_61", scope: !1736, file: !2, line: 304, type: !1739)
!1739 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 2560, elements: !1740)
!1740 = !{!38, !166}
!1741 = !DILocation(line: 304, column: 17, scope: !1736)
!1742 = !DILocalVariable(name: "i", scope: !1736, file: !2, line: 305, type: !12)
!1743 = !DILocation(line: 305, column: 13, scope: !1736)
!1744 = !DILocalVariable(name: "j", scope: !1736, file: !2, line: 305, type: !12)
!1745 = !DILocation(line: 305, column: 16, scope: !1736)
!1746 = !DILocation(line: 306, column: 19, scope: !1747)
!1747 = distinct !DILexicalBlock(scope: !1736, file: !2, line: 306, column: 9)
!1748 = !DILocation(line: 306, column: 14, scope: !1747)
!1749 = !DILocation(line: 306, column: 25, scope: !1750)
!1750 = distinct !DILexicalBlock(scope: !1747, file: !2, line: 306, column: 9)
!1751 = !DILocation(line: 306, column: 30, scope: !1750)
!1752 = !DILocation(line: 306, column: 9, scope: !1747)
!1753 = !DILocalVariable(name: "l_41", scope: !1754, file: !2, line: 308, type: !1755)
!1754 = distinct !DILexicalBlock(scope: !1750, file: !2, line: 307, column: 9)
!1755 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 8960, elements: !1756)
!1756 = !{!19, !166, !6}
!1757 = !DILocation(line: 308, column: 22, scope: !1754)
!1758 = !DILocation(line: 308, column: 41, scope: !1754)
!1759 = !DILocation(line: 308, column: 40, scope: !1754)
!1760 = !DILocation(line: 308, column: 55, scope: !1754)
!1761 = !DILocation(line: 308, column: 69, scope: !1754)
!1762 = !DILocation(line: 308, column: 86, scope: !1754)
!1763 = !DILocation(line: 308, column: 103, scope: !1754)
!1764 = !DILocation(line: 308, column: 117, scope: !1754)
!1765 = !DILocation(line: 308, column: 131, scope: !1754)
!1766 = !DILocation(line: 308, column: 148, scope: !1754)
!1767 = !DILocation(line: 308, column: 165, scope: !1754)
!1768 = !DILocation(line: 308, column: 179, scope: !1754)
!1769 = !DILocation(line: 308, column: 39, scope: !1754)
!1770 = !DILocation(line: 308, column: 195, scope: !1754)
!1771 = !DILocation(line: 308, column: 194, scope: !1754)
!1772 = !DILocation(line: 308, column: 212, scope: !1754)
!1773 = !DILocation(line: 308, column: 229, scope: !1754)
!1774 = !DILocation(line: 308, column: 243, scope: !1754)
!1775 = !DILocation(line: 308, column: 257, scope: !1754)
!1776 = !DILocation(line: 308, column: 274, scope: !1754)
!1777 = !DILocation(line: 308, column: 291, scope: !1754)
!1778 = !DILocation(line: 308, column: 305, scope: !1754)
!1779 = !DILocation(line: 308, column: 319, scope: !1754)
!1780 = !DILocation(line: 308, column: 336, scope: !1754)
!1781 = !DILocation(line: 308, column: 355, scope: !1754)
!1782 = !DILocation(line: 308, column: 354, scope: !1754)
!1783 = !DILocation(line: 308, column: 369, scope: !1754)
!1784 = !DILocation(line: 308, column: 383, scope: !1754)
!1785 = !DILocation(line: 308, column: 400, scope: !1754)
!1786 = !DILocation(line: 308, column: 417, scope: !1754)
!1787 = !DILocation(line: 308, column: 431, scope: !1754)
!1788 = !DILocation(line: 308, column: 445, scope: !1754)
!1789 = !DILocation(line: 308, column: 462, scope: !1754)
!1790 = !DILocation(line: 308, column: 479, scope: !1754)
!1791 = !DILocation(line: 308, column: 493, scope: !1754)
!1792 = !DILocation(line: 308, column: 509, scope: !1754)
!1793 = !DILocation(line: 308, column: 508, scope: !1754)
!1794 = !DILocation(line: 308, column: 526, scope: !1754)
!1795 = !DILocation(line: 308, column: 543, scope: !1754)
!1796 = !DILocation(line: 308, column: 557, scope: !1754)
!1797 = !DILocation(line: 308, column: 571, scope: !1754)
!1798 = !DILocation(line: 308, column: 588, scope: !1754)
!1799 = !DILocation(line: 308, column: 605, scope: !1754)
!1800 = !DILocation(line: 308, column: 619, scope: !1754)
!1801 = !DILocation(line: 308, column: 633, scope: !1754)
!1802 = !DILocation(line: 308, column: 650, scope: !1754)
!1803 = !DILocation(line: 308, column: 669, scope: !1754)
!1804 = !DILocation(line: 308, column: 668, scope: !1754)
!1805 = !DILocation(line: 308, column: 683, scope: !1754)
!1806 = !DILocation(line: 308, column: 697, scope: !1754)
!1807 = !DILocation(line: 308, column: 714, scope: !1754)
!1808 = !DILocation(line: 308, column: 731, scope: !1754)
!1809 = !DILocation(line: 308, column: 745, scope: !1754)
!1810 = !DILocation(line: 308, column: 759, scope: !1754)
!1811 = !DILocation(line: 308, column: 776, scope: !1754)
!1812 = !DILocation(line: 308, column: 793, scope: !1754)
!1813 = !DILocation(line: 308, column: 807, scope: !1754)
!1814 = !DILocation(line: 308, column: 823, scope: !1754)
!1815 = !DILocation(line: 308, column: 822, scope: !1754)
!1816 = !DILocation(line: 308, column: 840, scope: !1754)
!1817 = !DILocation(line: 308, column: 857, scope: !1754)
!1818 = !DILocation(line: 308, column: 871, scope: !1754)
!1819 = !DILocation(line: 308, column: 885, scope: !1754)
!1820 = !DILocation(line: 308, column: 902, scope: !1754)
!1821 = !DILocation(line: 308, column: 919, scope: !1754)
!1822 = !DILocation(line: 308, column: 933, scope: !1754)
!1823 = !DILocation(line: 308, column: 947, scope: !1754)
!1824 = !DILocation(line: 308, column: 964, scope: !1754)
!1825 = !DILocation(line: 308, column: 983, scope: !1754)
!1826 = !DILocation(line: 308, column: 982, scope: !1754)
!1827 = !DILocation(line: 308, column: 997, scope: !1754)
!1828 = !DILocation(line: 308, column: 1011, scope: !1754)
!1829 = !DILocation(line: 308, column: 1028, scope: !1754)
!1830 = !DILocation(line: 308, column: 1045, scope: !1754)
!1831 = !DILocation(line: 308, column: 1059, scope: !1754)
!1832 = !DILocation(line: 308, column: 1073, scope: !1754)
!1833 = !DILocation(line: 308, column: 1090, scope: !1754)
!1834 = !DILocation(line: 308, column: 1107, scope: !1754)
!1835 = !DILocation(line: 308, column: 1121, scope: !1754)
!1836 = !DILocalVariable(name: "l_45", scope: !1754, file: !2, line: 309, type: !99)
!1837 = !DILocation(line: 309, column: 21, scope: !1754)
!1838 = !DILocalVariable(name: "l_58", scope: !1754, file: !2, line: 310, type: !1839)
!1839 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 15360, elements: !1840)
!1840 = !{!166, !55, !125}
!1841 = !DILocation(line: 310, column: 23, scope: !1754)
!1842 = !DILocalVariable(name: "i", scope: !1754, file: !2, line: 311, type: !12)
!1843 = !DILocation(line: 311, column: 17, scope: !1754)
!1844 = !DILocalVariable(name: "j", scope: !1754, file: !2, line: 311, type: !12)
!1845 = !DILocation(line: 311, column: 20, scope: !1754)
!1846 = !DILocalVariable(name: "k", scope: !1754, file: !2, line: 311, type: !12)
!1847 = !DILocation(line: 311, column: 23, scope: !1754)
!1848 = !DILocation(line: 312, column: 40, scope: !1754)
!1849 = !DILocation(line: 312, column: 46, scope: !1754)
!1850 = !DILocation(line: 312, column: 35, scope: !1754)
!1851 = !DILocation(line: 312, column: 26, scope: !1754)
!1852 = !DILocation(line: 312, column: 20, scope: !1754)
!1853 = !DILocation(line: 312, column: 18, scope: !1754)
!1854 = !DILocation(line: 313, column: 30, scope: !1754)
!1855 = !DILocation(line: 313, column: 26, scope: !1754)
!1856 = !DILocation(line: 313, column: 51, scope: !1754)
!1857 = !DILocation(line: 313, column: 58, scope: !1754)
!1858 = !DILocation(line: 313, column: 61, scope: !1754)
!1859 = !DILocation(line: 313, column: 67, scope: !1754)
!1860 = !DILocation(line: 313, column: 256, scope: !1754)
!1861 = !DILocation(line: 313, column: 264, scope: !1754)
!1862 = !DILocation(line: 313, column: 271, scope: !1754)
!1863 = !DILocation(line: 313, column: 269, scope: !1754)
!1864 = !DILocation(line: 313, column: 263, scope: !1754)
!1865 = !DILocation(line: 313, column: 281, scope: !1754)
!1866 = !DILocation(line: 313, column: 279, scope: !1754)
!1867 = !DILocation(line: 313, column: 262, scope: !1754)
!1868 = !DILocation(line: 313, column: 227, scope: !1754)
!1869 = !DILocation(line: 313, column: 226, scope: !1754)
!1870 = !DILocation(line: 313, column: 200, scope: !1754)
!1871 = !DILocation(line: 313, column: 196, scope: !1754)
!1872 = !DILocation(line: 313, column: 315, scope: !1754)
!1873 = !DILocation(line: 313, column: 160, scope: !1754)
!1874 = !DILocation(line: 313, column: 158, scope: !1754)
!1875 = !DILocation(line: 313, column: 323, scope: !1754)
!1876 = !DILocation(line: 0, scope: !1754)
!1877 = !DILocation(line: 313, column: 156, scope: !1754)
!1878 = !DILocation(line: 313, column: 154, scope: !1754)
!1879 = !DILocation(line: 313, column: 148, scope: !1754)
!1880 = !DILocation(line: 313, column: 135, scope: !1754)
!1881 = !DILocation(line: 313, column: 146, scope: !1754)
!1882 = !DILocation(line: 313, column: 334, scope: !1754)
!1883 = !DILocation(line: 313, column: 133, scope: !1754)
!1884 = !DILocation(line: 313, column: 346, scope: !1754)
!1885 = !DILocation(line: 313, column: 359, scope: !1754)
!1886 = !DILocation(line: 313, column: 356, scope: !1754)
!1887 = !DILocation(line: 313, column: 365, scope: !1754)
!1888 = !DILocation(line: 313, column: 368, scope: !1754)
!1889 = !DILocation(line: 313, column: 377, scope: !1754)
!1890 = !DILocation(line: 313, column: 374, scope: !1754)
!1891 = !DILocation(line: 313, column: 129, scope: !1754)
!1892 = !DILocation(line: 313, column: 384, scope: !1754)
!1893 = !DILocation(line: 313, column: 104, scope: !1754)
!1894 = !DILocation(line: 313, column: 103, scope: !1754)
!1895 = !DILocation(line: 313, column: 74, scope: !1754)
!1896 = !DILocation(line: 313, column: 73, scope: !1754)
!1897 = !DILocation(line: 313, column: 72, scope: !1754)
!1898 = !DILocation(line: 313, column: 402, scope: !1754)
!1899 = !DILocation(line: 313, column: 401, scope: !1754)
!1900 = !DILocation(line: 313, column: 397, scope: !1754)
!1901 = !DILocation(line: 313, column: 49, scope: !1754)
!1902 = !DILocation(line: 313, column: 412, scope: !1754)
!1903 = !DILocation(line: 313, column: 410, scope: !1754)
!1904 = !DILocation(line: 313, column: 48, scope: !1754)
!1905 = !DILocation(line: 313, column: 418, scope: !1754)
!1906 = !DILocation(line: 313, column: 47, scope: !1754)
!1907 = !DILocation(line: 313, column: 45, scope: !1754)
!1908 = !DILocation(line: 313, column: 39, scope: !1754)
!1909 = !DILocation(line: 313, column: 443, scope: !1754)
!1910 = !DILocation(line: 313, column: 36, scope: !1754)
!1911 = !DILocation(line: 313, column: 472, scope: !1754)
!1912 = !DILocation(line: 313, column: 469, scope: !1754)
!1913 = !DILocation(line: 313, column: 482, scope: !1754)
!1914 = !DILocation(line: 313, column: 481, scope: !1754)
!1915 = !DILocation(line: 313, column: 15, scope: !1754)
!1916 = !DILocation(line: 313, column: 21, scope: !1754)
!1917 = !DILocation(line: 314, column: 9, scope: !1754)
!1918 = !DILocation(line: 306, column: 42, scope: !1750)
!1919 = !DILocation(line: 306, column: 9, scope: !1750)
!1920 = distinct !{!1920, !1752, !1921, !278}
!1921 = !DILocation(line: 314, column: 9, scope: !1747)
!1922 = !DILocation(line: 316, column: 12, scope: !1637)
!1923 = !DILocation(line: 316, column: 5, scope: !1637)
!1924 = distinct !DISubprogram(name: "safe_mul_func_uint16_t_u_u", scope: !1127, file: !1127, line: 662, type: !1925, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1925 = !DISubroutineType(types: !1926)
!1926 = !{!113, !113, !113}
!1927 = !DILocalVariable(name: "ui1", arg: 1, scope: !1924, file: !1127, line: 662, type: !113)
!1928 = !DILocation(line: 662, column: 43, scope: !1924)
!1929 = !DILocalVariable(name: "ui2", arg: 2, scope: !1924, file: !1127, line: 662, type: !113)
!1930 = !DILocation(line: 662, column: 57, scope: !1924)
!1931 = !DILocation(line: 665, column: 25, scope: !1924)
!1932 = !DILocation(line: 665, column: 11, scope: !1924)
!1933 = !DILocation(line: 665, column: 47, scope: !1924)
!1934 = !DILocation(line: 665, column: 33, scope: !1924)
!1935 = !DILocation(line: 665, column: 30, scope: !1924)
!1936 = !DILocation(line: 665, column: 10, scope: !1924)
!1937 = !DILocation(line: 665, column: 3, scope: !1924)
!1938 = distinct !DISubprogram(name: "safe_sub_func_int16_t_s_s", scope: !1127, file: !1127, line: 172, type: !1939, scopeLine: 173, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1939 = !DISubroutineType(types: !1940)
!1940 = !{!169, !169, !169}
!1941 = !DILocalVariable(name: "si1", arg: 1, scope: !1938, file: !1127, line: 172, type: !169)
!1942 = !DILocation(line: 172, column: 41, scope: !1938)
!1943 = !DILocalVariable(name: "si2", arg: 2, scope: !1938, file: !1127, line: 172, type: !169)
!1944 = !DILocation(line: 172, column: 54, scope: !1938)
!1945 = !DILocation(line: 182, column: 6, scope: !1938)
!1946 = !DILocation(line: 182, column: 12, scope: !1938)
!1947 = !DILocation(line: 182, column: 10, scope: !1938)
!1948 = !DILocation(line: 182, column: 5, scope: !1938)
!1949 = !DILocation(line: 175, column: 3, scope: !1938)
!1950 = distinct !DISubprogram(name: "safe_rshift_func_uint16_t_u_s", scope: !1127, file: !1127, line: 717, type: !1951, scopeLine: 718, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1951 = !DISubroutineType(types: !1952)
!1952 = !{!113, !113, !12}
!1953 = !DILocalVariable(name: "left", arg: 1, scope: !1950, file: !1127, line: 717, type: !113)
!1954 = !DILocation(line: 717, column: 46, scope: !1950)
!1955 = !DILocalVariable(name: "right", arg: 2, scope: !1950, file: !1127, line: 717, type: !12)
!1956 = !DILocation(line: 717, column: 56, scope: !1950)
!1957 = !DILocation(line: 722, column: 13, scope: !1950)
!1958 = !DILocation(line: 722, column: 20, scope: !1950)
!1959 = !DILocation(line: 722, column: 25, scope: !1950)
!1960 = !DILocation(line: 722, column: 35, scope: !1950)
!1961 = !DILocation(line: 722, column: 42, scope: !1950)
!1962 = !DILocation(line: 722, column: 5, scope: !1950)
!1963 = !DILocation(line: 723, column: 6, scope: !1950)
!1964 = !DILocation(line: 723, column: 5, scope: !1950)
!1965 = !DILocation(line: 725, column: 6, scope: !1950)
!1966 = !DILocation(line: 725, column: 20, scope: !1950)
!1967 = !DILocation(line: 725, column: 11, scope: !1950)
!1968 = !DILocation(line: 720, column: 3, scope: !1950)
!1969 = distinct !DISubprogram(name: "safe_unary_minus_func_int64_t_s", scope: !1127, file: !1127, line: 405, type: !1970, scopeLine: 406, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1970 = !DISubroutineType(types: !1971)
!1971 = !{!194, !194}
!1972 = !DILocalVariable(name: "si", arg: 1, scope: !1969, file: !1127, line: 405, type: !194)
!1973 = !DILocation(line: 405, column: 47, scope: !1969)
!1974 = !DILocation(line: 411, column: 6, scope: !1969)
!1975 = !DILocation(line: 411, column: 8, scope: !1969)
!1976 = !DILocation(line: 411, column: 5, scope: !1969)
!1977 = !DILocation(line: 412, column: 6, scope: !1969)
!1978 = !DILocation(line: 415, column: 6, scope: !1969)
!1979 = !DILocation(line: 415, column: 5, scope: !1969)
!1980 = !DILocation(line: 408, column: 3, scope: !1969)
!1981 = distinct !DISubprogram(name: "safe_mod_func_uint8_t_u_u", scope: !1127, file: !1127, line: 567, type: !1982, scopeLine: 568, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1982 = !DISubroutineType(types: !1983)
!1983 = !{!134, !134, !134}
!1984 = !DILocalVariable(name: "ui1", arg: 1, scope: !1981, file: !1127, line: 567, type: !134)
!1985 = !DILocation(line: 567, column: 41, scope: !1981)
!1986 = !DILocalVariable(name: "ui2", arg: 2, scope: !1981, file: !1127, line: 567, type: !134)
!1987 = !DILocation(line: 567, column: 54, scope: !1981)
!1988 = !DILocation(line: 572, column: 6, scope: !1981)
!1989 = !DILocation(line: 572, column: 10, scope: !1981)
!1990 = !DILocation(line: 572, column: 5, scope: !1981)
!1991 = !DILocation(line: 573, column: 6, scope: !1981)
!1992 = !DILocation(line: 573, column: 5, scope: !1981)
!1993 = !DILocation(line: 575, column: 6, scope: !1981)
!1994 = !DILocation(line: 575, column: 12, scope: !1981)
!1995 = !DILocation(line: 575, column: 10, scope: !1981)
!1996 = !DILocation(line: 570, column: 3, scope: !1981)
!1997 = distinct !DISubprogram(name: "safe_rshift_func_uint8_t_u_u", scope: !1127, file: !1127, line: 627, type: !1998, scopeLine: 628, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1998 = !DISubroutineType(types: !1999)
!1999 = !{!134, !134, !13}
!2000 = !DILocalVariable(name: "left", arg: 1, scope: !1997, file: !1127, line: 627, type: !134)
!2001 = !DILocation(line: 627, column: 44, scope: !1997)
!2002 = !DILocalVariable(name: "right", arg: 2, scope: !1997, file: !1127, line: 627, type: !13)
!2003 = !DILocation(line: 627, column: 63, scope: !1997)
!2004 = !DILocation(line: 632, column: 21, scope: !1997)
!2005 = !DILocation(line: 632, column: 28, scope: !1997)
!2006 = !DILocation(line: 632, column: 5, scope: !1997)
!2007 = !DILocation(line: 633, column: 6, scope: !1997)
!2008 = !DILocation(line: 633, column: 5, scope: !1997)
!2009 = !DILocation(line: 635, column: 6, scope: !1997)
!2010 = !DILocation(line: 635, column: 29, scope: !1997)
!2011 = !DILocation(line: 635, column: 11, scope: !1997)
!2012 = !DILocation(line: 630, column: 3, scope: !1997)
!2013 = distinct !DISubprogram(name: "safe_add_func_uint64_t_u_u", scope: !1127, file: !1127, line: 853, type: !2014, scopeLine: 854, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2014 = !DISubroutineType(types: !2015)
!2015 = !{!93, !93, !93}
!2016 = !DILocalVariable(name: "ui1", arg: 1, scope: !2013, file: !1127, line: 853, type: !93)
!2017 = !DILocation(line: 853, column: 43, scope: !2013)
!2018 = !DILocalVariable(name: "ui2", arg: 2, scope: !2013, file: !1127, line: 853, type: !93)
!2019 = !DILocation(line: 853, column: 57, scope: !2013)
!2020 = !DILocation(line: 856, column: 10, scope: !2013)
!2021 = !DILocation(line: 856, column: 16, scope: !2013)
!2022 = !DILocation(line: 856, column: 14, scope: !2013)
!2023 = !DILocation(line: 856, column: 3, scope: !2013)
!2024 = distinct !DISubprogram(name: "safe_lshift_func_int16_t_s_u", scope: !1127, file: !1127, line: 236, type: !2025, scopeLine: 237, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2025 = !DISubroutineType(types: !2026)
!2026 = !{!169, !169, !13}
!2027 = !DILocalVariable(name: "left", arg: 1, scope: !2024, file: !1127, line: 236, type: !169)
!2028 = !DILocation(line: 236, column: 44, scope: !2024)
!2029 = !DILocalVariable(name: "right", arg: 2, scope: !2024, file: !1127, line: 236, type: !13)
!2030 = !DILocation(line: 236, column: 63, scope: !2024)
!2031 = !DILocation(line: 241, column: 7, scope: !2024)
!2032 = !DILocation(line: 241, column: 12, scope: !2024)
!2033 = !DILocation(line: 241, column: 17, scope: !2024)
!2034 = !DILocation(line: 241, column: 36, scope: !2024)
!2035 = !DILocation(line: 241, column: 43, scope: !2024)
!2036 = !DILocation(line: 241, column: 50, scope: !2024)
!2037 = !DILocation(line: 241, column: 54, scope: !2024)
!2038 = !DILocation(line: 241, column: 90, scope: !2024)
!2039 = !DILocation(line: 241, column: 72, scope: !2024)
!2040 = !DILocation(line: 241, column: 59, scope: !2024)
!2041 = !DILocation(line: 241, column: 5, scope: !2024)
!2042 = !DILocation(line: 242, column: 6, scope: !2024)
!2043 = !DILocation(line: 242, column: 5, scope: !2024)
!2044 = !DILocation(line: 244, column: 6, scope: !2024)
!2045 = !DILocation(line: 244, column: 29, scope: !2024)
!2046 = !DILocation(line: 244, column: 11, scope: !2024)
!2047 = !DILocation(line: 239, column: 3, scope: !2024)
!2048 = distinct !DISubprogram(name: "safe_div_func_int8_t_s_s", scope: !1127, file: !1127, line: 82, type: !2049, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2049 = !DISubroutineType(types: !2050)
!2050 = !{!186, !186, !186}
!2051 = !DILocalVariable(name: "si1", arg: 1, scope: !2048, file: !1127, line: 82, type: !186)
!2052 = !DILocation(line: 82, column: 39, scope: !2048)
!2053 = !DILocalVariable(name: "si2", arg: 2, scope: !2048, file: !1127, line: 82, type: !186)
!2054 = !DILocation(line: 82, column: 51, scope: !2048)
!2055 = !DILocation(line: 87, column: 7, scope: !2048)
!2056 = !DILocation(line: 87, column: 11, scope: !2048)
!2057 = !DILocation(line: 87, column: 17, scope: !2048)
!2058 = !DILocation(line: 87, column: 22, scope: !2048)
!2059 = !DILocation(line: 87, column: 26, scope: !2048)
!2060 = !DILocation(line: 87, column: 39, scope: !2048)
!2061 = !DILocation(line: 87, column: 43, scope: !2048)
!2062 = !DILocation(line: 87, column: 47, scope: !2048)
!2063 = !DILocation(line: 87, column: 5, scope: !2048)
!2064 = !DILocation(line: 88, column: 6, scope: !2048)
!2065 = !DILocation(line: 88, column: 5, scope: !2048)
!2066 = !DILocation(line: 90, column: 6, scope: !2048)
!2067 = !DILocation(line: 90, column: 12, scope: !2048)
!2068 = !DILocation(line: 90, column: 10, scope: !2048)
!2069 = !DILocation(line: 85, column: 3, scope: !2048)
!2070 = distinct !DISubprogram(name: "safe_unary_minus_func_uint16_t_u", scope: !1127, file: !1127, line: 641, type: !2071, scopeLine: 642, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2071 = !DISubroutineType(types: !2072)
!2072 = !{!113, !113}
!2073 = !DILocalVariable(name: "ui", arg: 1, scope: !2070, file: !1127, line: 641, type: !113)
!2074 = !DILocation(line: 641, column: 49, scope: !2070)
!2075 = !DILocation(line: 644, column: 11, scope: !2070)
!2076 = !DILocation(line: 644, column: 10, scope: !2070)
!2077 = !DILocation(line: 644, column: 3, scope: !2070)
!2078 = distinct !DISubprogram(name: "safe_lshift_func_int16_t_s_s", scope: !1127, file: !1127, line: 224, type: !1128, scopeLine: 225, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2079 = !DILocalVariable(name: "left", arg: 1, scope: !2078, file: !1127, line: 224, type: !169)
!2080 = !DILocation(line: 224, column: 44, scope: !2078)
!2081 = !DILocalVariable(name: "right", arg: 2, scope: !2078, file: !1127, line: 224, type: !12)
!2082 = !DILocation(line: 224, column: 54, scope: !2078)
!2083 = !DILocation(line: 229, column: 7, scope: !2078)
!2084 = !DILocation(line: 229, column: 12, scope: !2078)
!2085 = !DILocation(line: 229, column: 17, scope: !2078)
!2086 = !DILocation(line: 229, column: 27, scope: !2078)
!2087 = !DILocation(line: 229, column: 34, scope: !2078)
!2088 = !DILocation(line: 229, column: 39, scope: !2078)
!2089 = !DILocation(line: 229, column: 49, scope: !2078)
!2090 = !DILocation(line: 229, column: 56, scope: !2078)
!2091 = !DILocation(line: 229, column: 63, scope: !2078)
!2092 = !DILocation(line: 229, column: 67, scope: !2078)
!2093 = !DILocation(line: 229, column: 94, scope: !2078)
!2094 = !DILocation(line: 229, column: 85, scope: !2078)
!2095 = !DILocation(line: 229, column: 72, scope: !2078)
!2096 = !DILocation(line: 229, column: 5, scope: !2078)
!2097 = !DILocation(line: 230, column: 6, scope: !2078)
!2098 = !DILocation(line: 230, column: 5, scope: !2078)
!2099 = !DILocation(line: 232, column: 6, scope: !2078)
!2100 = !DILocation(line: 232, column: 20, scope: !2078)
!2101 = !DILocation(line: 232, column: 11, scope: !2078)
!2102 = !DILocation(line: 227, column: 3, scope: !2078)
!2103 = distinct !DISubprogram(name: "safe_add_func_uint8_t_u_u", scope: !1127, file: !1127, line: 546, type: !1982, scopeLine: 547, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2104 = !DILocalVariable(name: "ui1", arg: 1, scope: !2103, file: !1127, line: 546, type: !134)
!2105 = !DILocation(line: 546, column: 41, scope: !2103)
!2106 = !DILocalVariable(name: "ui2", arg: 2, scope: !2103, file: !1127, line: 546, type: !134)
!2107 = !DILocation(line: 546, column: 54, scope: !2103)
!2108 = !DILocation(line: 549, column: 10, scope: !2103)
!2109 = !DILocation(line: 549, column: 16, scope: !2103)
!2110 = !DILocation(line: 549, column: 14, scope: !2103)
!2111 = !DILocation(line: 549, column: 3, scope: !2103)
!2112 = distinct !DISubprogram(name: "safe_mod_func_uint32_t_u_u", scope: !1127, file: !1127, line: 771, type: !2113, scopeLine: 772, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2113 = !DISubroutineType(types: !2114)
!2114 = !{!82, !82, !82}
!2115 = !DILocalVariable(name: "ui1", arg: 1, scope: !2112, file: !1127, line: 771, type: !82)
!2116 = !DILocation(line: 771, column: 43, scope: !2112)
!2117 = !DILocalVariable(name: "ui2", arg: 2, scope: !2112, file: !1127, line: 771, type: !82)
!2118 = !DILocation(line: 771, column: 57, scope: !2112)
!2119 = !DILocation(line: 776, column: 6, scope: !2112)
!2120 = !DILocation(line: 776, column: 10, scope: !2112)
!2121 = !DILocation(line: 776, column: 5, scope: !2112)
!2122 = !DILocation(line: 777, column: 6, scope: !2112)
!2123 = !DILocation(line: 779, column: 6, scope: !2112)
!2124 = !DILocation(line: 779, column: 12, scope: !2112)
!2125 = !DILocation(line: 779, column: 10, scope: !2112)
!2126 = !DILocation(line: 774, column: 3, scope: !2112)
!2127 = distinct !DISubprogram(name: "safe_add_func_int64_t_s_s", scope: !1127, file: !1127, line: 419, type: !2128, scopeLine: 420, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2128 = !DISubroutineType(types: !2129)
!2129 = !{!194, !194, !194}
!2130 = !DILocalVariable(name: "si1", arg: 1, scope: !2127, file: !1127, line: 419, type: !194)
!2131 = !DILocation(line: 419, column: 41, scope: !2127)
!2132 = !DILocalVariable(name: "si2", arg: 2, scope: !2127, file: !1127, line: 419, type: !194)
!2133 = !DILocation(line: 419, column: 54, scope: !2127)
!2134 = !DILocation(line: 425, column: 8, scope: !2127)
!2135 = !DILocation(line: 425, column: 11, scope: !2127)
!2136 = !DILocation(line: 425, column: 15, scope: !2127)
!2137 = !DILocation(line: 425, column: 19, scope: !2127)
!2138 = !DILocation(line: 425, column: 22, scope: !2127)
!2139 = !DILocation(line: 425, column: 26, scope: !2127)
!2140 = !DILocation(line: 425, column: 30, scope: !2127)
!2141 = !DILocation(line: 425, column: 47, scope: !2127)
!2142 = !DILocation(line: 425, column: 46, scope: !2127)
!2143 = !DILocation(line: 425, column: 34, scope: !2127)
!2144 = !DILocation(line: 425, column: 54, scope: !2127)
!2145 = !DILocation(line: 425, column: 59, scope: !2127)
!2146 = !DILocation(line: 425, column: 62, scope: !2127)
!2147 = !DILocation(line: 425, column: 66, scope: !2127)
!2148 = !DILocation(line: 425, column: 70, scope: !2127)
!2149 = !DILocation(line: 425, column: 73, scope: !2127)
!2150 = !DILocation(line: 425, column: 77, scope: !2127)
!2151 = !DILocation(line: 425, column: 81, scope: !2127)
!2152 = !DILocation(line: 425, column: 98, scope: !2127)
!2153 = !DILocation(line: 425, column: 97, scope: !2127)
!2154 = !DILocation(line: 425, column: 85, scope: !2127)
!2155 = !DILocation(line: 425, column: 5, scope: !2127)
!2156 = !DILocation(line: 426, column: 6, scope: !2127)
!2157 = !DILocation(line: 429, column: 6, scope: !2127)
!2158 = !DILocation(line: 429, column: 12, scope: !2127)
!2159 = !DILocation(line: 429, column: 10, scope: !2127)
!2160 = !DILocation(line: 422, column: 3, scope: !2127)
!2161 = distinct !DISubprogram(name: "safe_mul_func_uint8_t_u_u", scope: !1127, file: !1127, line: 560, type: !1982, scopeLine: 561, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2162 = !DILocalVariable(name: "ui1", arg: 1, scope: !2161, file: !1127, line: 560, type: !134)
!2163 = !DILocation(line: 560, column: 41, scope: !2161)
!2164 = !DILocalVariable(name: "ui2", arg: 2, scope: !2161, file: !1127, line: 560, type: !134)
!2165 = !DILocation(line: 560, column: 54, scope: !2161)
!2166 = !DILocation(line: 563, column: 25, scope: !2161)
!2167 = !DILocation(line: 563, column: 11, scope: !2161)
!2168 = !DILocation(line: 563, column: 47, scope: !2161)
!2169 = !DILocation(line: 563, column: 33, scope: !2161)
!2170 = !DILocation(line: 563, column: 30, scope: !2161)
!2171 = !DILocation(line: 563, column: 10, scope: !2161)
!2172 = !DILocation(line: 563, column: 3, scope: !2161)
!2173 = distinct !DISubprogram(name: "safe_sub_func_uint32_t_u_u", scope: !1127, file: !1127, line: 757, type: !2113, scopeLine: 758, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2174 = !DILocalVariable(name: "ui1", arg: 1, scope: !2173, file: !1127, line: 757, type: !82)
!2175 = !DILocation(line: 757, column: 43, scope: !2173)
!2176 = !DILocalVariable(name: "ui2", arg: 2, scope: !2173, file: !1127, line: 757, type: !82)
!2177 = !DILocation(line: 757, column: 57, scope: !2173)
!2178 = !DILocation(line: 760, column: 10, scope: !2173)
!2179 = !DILocation(line: 760, column: 16, scope: !2173)
!2180 = !DILocation(line: 760, column: 14, scope: !2173)
!2181 = !DILocation(line: 760, column: 3, scope: !2173)
!2182 = distinct !DISubprogram(name: "safe_sub_func_uint16_t_u_u", scope: !1127, file: !1127, line: 655, type: !1925, scopeLine: 656, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2183 = !DILocalVariable(name: "ui1", arg: 1, scope: !2182, file: !1127, line: 655, type: !113)
!2184 = !DILocation(line: 655, column: 43, scope: !2182)
!2185 = !DILocalVariable(name: "ui2", arg: 2, scope: !2182, file: !1127, line: 655, type: !113)
!2186 = !DILocation(line: 655, column: 57, scope: !2182)
!2187 = !DILocation(line: 658, column: 10, scope: !2182)
!2188 = !DILocation(line: 658, column: 16, scope: !2182)
!2189 = !DILocation(line: 658, column: 14, scope: !2182)
!2190 = !DILocation(line: 658, column: 3, scope: !2182)
!2191 = distinct !DISubprogram(name: "safe_mul_func_float_f_f", scope: !1127, file: !1127, line: 978, type: !2192, scopeLine: 979, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2192 = !DISubroutineType(types: !2193)
!2193 = !{!106, !106, !106}
!2194 = !DILocalVariable(name: "sf1", arg: 1, scope: !2191, file: !1127, line: 978, type: !106)
!2195 = !DILocation(line: 978, column: 37, scope: !2191)
!2196 = !DILocalVariable(name: "sf2", arg: 2, scope: !2191, file: !1127, line: 978, type: !106)
!2197 = !DILocation(line: 978, column: 48, scope: !2191)
!2198 = !DILocation(line: 984, column: 27, scope: !2191)
!2199 = !DILocation(line: 984, column: 25, scope: !2191)
!2200 = !DILocation(line: 984, column: 48, scope: !2191)
!2201 = !DILocation(line: 984, column: 46, scope: !2191)
!2202 = !DILocation(line: 984, column: 32, scope: !2191)
!2203 = !DILocation(line: 984, column: 6, scope: !2191)
!2204 = !DILocation(line: 984, column: 54, scope: !2191)
!2205 = !DILocation(line: 984, column: 5, scope: !2191)
!2206 = !DILocation(line: 988, column: 5, scope: !2191)
!2207 = !DILocation(line: 990, column: 6, scope: !2191)
!2208 = !DILocation(line: 990, column: 12, scope: !2191)
!2209 = !DILocation(line: 990, column: 10, scope: !2191)
!2210 = !DILocation(line: 981, column: 3, scope: !2191)
!2211 = distinct !DISubprogram(name: "safe_add_func_float_f_f", scope: !1127, file: !1127, line: 954, type: !2192, scopeLine: 955, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2212 = !DILocalVariable(name: "sf1", arg: 1, scope: !2211, file: !1127, line: 954, type: !106)
!2213 = !DILocation(line: 954, column: 37, scope: !2211)
!2214 = !DILocalVariable(name: "sf2", arg: 2, scope: !2211, file: !1127, line: 954, type: !106)
!2215 = !DILocation(line: 954, column: 48, scope: !2211)
!2216 = !DILocation(line: 959, column: 20, scope: !2211)
!2217 = !DILocation(line: 959, column: 35, scope: !2211)
!2218 = !DILocation(line: 959, column: 33, scope: !2211)
!2219 = !DILocation(line: 959, column: 25, scope: !2211)
!2220 = !DILocation(line: 959, column: 6, scope: !2211)
!2221 = !DILocation(line: 959, column: 41, scope: !2211)
!2222 = !DILocation(line: 959, column: 5, scope: !2211)
!2223 = !DILocation(line: 960, column: 5, scope: !2211)
!2224 = !DILocation(line: 962, column: 6, scope: !2211)
!2225 = !DILocation(line: 962, column: 12, scope: !2211)
!2226 = !DILocation(line: 962, column: 10, scope: !2211)
!2227 = !DILocation(line: 957, column: 3, scope: !2211)
!2228 = distinct !DISubprogram(name: "safe_lshift_func_int8_t_s_u", scope: !1127, file: !1127, line: 106, type: !2229, scopeLine: 107, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2229 = !DISubroutineType(types: !2230)
!2230 = !{!186, !186, !13}
!2231 = !DILocalVariable(name: "left", arg: 1, scope: !2228, file: !1127, line: 106, type: !186)
!2232 = !DILocation(line: 106, column: 42, scope: !2228)
!2233 = !DILocalVariable(name: "right", arg: 2, scope: !2228, file: !1127, line: 106, type: !13)
!2234 = !DILocation(line: 106, column: 61, scope: !2228)
!2235 = !DILocation(line: 111, column: 7, scope: !2228)
!2236 = !DILocation(line: 111, column: 12, scope: !2228)
!2237 = !DILocation(line: 111, column: 17, scope: !2228)
!2238 = !DILocation(line: 111, column: 36, scope: !2228)
!2239 = !DILocation(line: 111, column: 43, scope: !2228)
!2240 = !DILocation(line: 111, column: 50, scope: !2228)
!2241 = !DILocation(line: 111, column: 54, scope: !2228)
!2242 = !DILocation(line: 111, column: 89, scope: !2228)
!2243 = !DILocation(line: 111, column: 71, scope: !2228)
!2244 = !DILocation(line: 111, column: 59, scope: !2228)
!2245 = !DILocation(line: 111, column: 5, scope: !2228)
!2246 = !DILocation(line: 112, column: 6, scope: !2228)
!2247 = !DILocation(line: 112, column: 5, scope: !2228)
!2248 = !DILocation(line: 114, column: 6, scope: !2228)
!2249 = !DILocation(line: 114, column: 29, scope: !2228)
!2250 = !DILocation(line: 114, column: 11, scope: !2228)
!2251 = !DILocation(line: 109, column: 3, scope: !2228)
!2252 = distinct !DISubprogram(name: "safe_mod_func_uint16_t_u_u", scope: !1127, file: !1127, line: 669, type: !1925, scopeLine: 670, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2253 = !DILocalVariable(name: "ui1", arg: 1, scope: !2252, file: !1127, line: 669, type: !113)
!2254 = !DILocation(line: 669, column: 43, scope: !2252)
!2255 = !DILocalVariable(name: "ui2", arg: 2, scope: !2252, file: !1127, line: 669, type: !113)
!2256 = !DILocation(line: 669, column: 57, scope: !2252)
!2257 = !DILocation(line: 674, column: 6, scope: !2252)
!2258 = !DILocation(line: 674, column: 10, scope: !2252)
!2259 = !DILocation(line: 674, column: 5, scope: !2252)
!2260 = !DILocation(line: 675, column: 6, scope: !2252)
!2261 = !DILocation(line: 675, column: 5, scope: !2252)
!2262 = !DILocation(line: 677, column: 6, scope: !2252)
!2263 = !DILocation(line: 677, column: 12, scope: !2252)
!2264 = !DILocation(line: 677, column: 10, scope: !2252)
!2265 = !DILocation(line: 672, column: 3, scope: !2252)
!2266 = distinct !DISubprogram(name: "safe_rshift_func_int16_t_s_u", scope: !1127, file: !1127, line: 260, type: !2025, scopeLine: 261, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2267 = !DILocalVariable(name: "left", arg: 1, scope: !2266, file: !1127, line: 260, type: !169)
!2268 = !DILocation(line: 260, column: 44, scope: !2266)
!2269 = !DILocalVariable(name: "right", arg: 2, scope: !2266, file: !1127, line: 260, type: !13)
!2270 = !DILocation(line: 260, column: 63, scope: !2266)
!2271 = !DILocation(line: 265, column: 7, scope: !2266)
!2272 = !DILocation(line: 265, column: 12, scope: !2266)
!2273 = !DILocation(line: 265, column: 17, scope: !2266)
!2274 = !DILocation(line: 265, column: 36, scope: !2266)
!2275 = !DILocation(line: 265, column: 43, scope: !2266)
!2276 = !DILocation(line: 265, column: 5, scope: !2266)
!2277 = !DILocation(line: 266, column: 6, scope: !2266)
!2278 = !DILocation(line: 266, column: 5, scope: !2266)
!2279 = !DILocation(line: 268, column: 6, scope: !2266)
!2280 = !DILocation(line: 268, column: 29, scope: !2266)
!2281 = !DILocation(line: 268, column: 11, scope: !2266)
!2282 = !DILocation(line: 263, column: 3, scope: !2266)
!2283 = distinct !DISubprogram(name: "safe_sub_func_int32_t_s_s", scope: !1127, file: !1127, line: 302, type: !2284, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2284 = !DISubroutineType(types: !2285)
!2285 = !{!99, !99, !99}
!2286 = !DILocalVariable(name: "si1", arg: 1, scope: !2283, file: !1127, line: 302, type: !99)
!2287 = !DILocation(line: 302, column: 41, scope: !2283)
!2288 = !DILocalVariable(name: "si2", arg: 2, scope: !2283, file: !1127, line: 302, type: !99)
!2289 = !DILocation(line: 302, column: 54, scope: !2283)
!2290 = !DILocation(line: 308, column: 8, scope: !2283)
!2291 = !DILocation(line: 308, column: 12, scope: !2283)
!2292 = !DILocation(line: 308, column: 11, scope: !2283)
!2293 = !DILocation(line: 308, column: 22, scope: !2283)
!2294 = !DILocation(line: 308, column: 30, scope: !2283)
!2295 = !DILocation(line: 308, column: 34, scope: !2283)
!2296 = !DILocation(line: 308, column: 33, scope: !2283)
!2297 = !DILocation(line: 308, column: 39, scope: !2283)
!2298 = !DILocation(line: 308, column: 26, scope: !2283)
!2299 = !DILocation(line: 308, column: 56, scope: !2283)
!2300 = !DILocation(line: 308, column: 55, scope: !2283)
!2301 = !DILocation(line: 308, column: 61, scope: !2283)
!2302 = !DILocation(line: 308, column: 60, scope: !2283)
!2303 = !DILocation(line: 308, column: 17, scope: !2283)
!2304 = !DILocation(line: 308, column: 67, scope: !2283)
!2305 = !DILocation(line: 308, column: 5, scope: !2283)
!2306 = !DILocation(line: 309, column: 6, scope: !2283)
!2307 = !DILocation(line: 312, column: 6, scope: !2283)
!2308 = !DILocation(line: 312, column: 12, scope: !2283)
!2309 = !DILocation(line: 312, column: 10, scope: !2283)
!2310 = !DILocation(line: 305, column: 3, scope: !2283)
!2311 = distinct !DISubprogram(name: "safe_lshift_func_uint16_t_u_u", scope: !1127, file: !1127, line: 705, type: !2312, scopeLine: 706, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2312 = !DISubroutineType(types: !2313)
!2313 = !{!113, !113, !13}
!2314 = !DILocalVariable(name: "left", arg: 1, scope: !2311, file: !1127, line: 705, type: !113)
!2315 = !DILocation(line: 705, column: 46, scope: !2311)
!2316 = !DILocalVariable(name: "right", arg: 2, scope: !2311, file: !1127, line: 705, type: !13)
!2317 = !DILocation(line: 705, column: 65, scope: !2311)
!2318 = !DILocation(line: 710, column: 22, scope: !2311)
!2319 = !DILocation(line: 710, column: 29, scope: !2311)
!2320 = !DILocation(line: 710, column: 36, scope: !2311)
!2321 = !DILocation(line: 710, column: 40, scope: !2311)
!2322 = !DILocation(line: 710, column: 77, scope: !2311)
!2323 = !DILocation(line: 710, column: 59, scope: !2311)
!2324 = !DILocation(line: 710, column: 45, scope: !2311)
!2325 = !DILocation(line: 710, column: 5, scope: !2311)
!2326 = !DILocation(line: 711, column: 6, scope: !2311)
!2327 = !DILocation(line: 711, column: 5, scope: !2311)
!2328 = !DILocation(line: 713, column: 6, scope: !2311)
!2329 = !DILocation(line: 713, column: 29, scope: !2311)
!2330 = !DILocation(line: 713, column: 11, scope: !2311)
!2331 = !DILocation(line: 708, column: 3, scope: !2311)
!2332 = distinct !DISubprogram(name: "safe_add_func_int8_t_s_s", scope: !1127, file: !1127, line: 28, type: !2049, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2333 = !DILocalVariable(name: "si1", arg: 1, scope: !2332, file: !1127, line: 28, type: !186)
!2334 = !DILocation(line: 28, column: 39, scope: !2332)
!2335 = !DILocalVariable(name: "si2", arg: 2, scope: !2332, file: !1127, line: 28, type: !186)
!2336 = !DILocation(line: 28, column: 51, scope: !2332)
!2337 = !DILocation(line: 38, column: 6, scope: !2332)
!2338 = !DILocation(line: 38, column: 12, scope: !2332)
!2339 = !DILocation(line: 38, column: 10, scope: !2332)
!2340 = !DILocation(line: 38, column: 5, scope: !2332)
!2341 = !DILocation(line: 31, column: 3, scope: !2332)
!2342 = distinct !DISubprogram(name: "safe_lshift_func_int8_t_s_s", scope: !1127, file: !1127, line: 94, type: !2343, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2343 = !DISubroutineType(types: !2344)
!2344 = !{!186, !186, !12}
!2345 = !DILocalVariable(name: "left", arg: 1, scope: !2342, file: !1127, line: 94, type: !186)
!2346 = !DILocation(line: 94, column: 42, scope: !2342)
!2347 = !DILocalVariable(name: "right", arg: 2, scope: !2342, file: !1127, line: 94, type: !12)
!2348 = !DILocation(line: 94, column: 52, scope: !2342)
!2349 = !DILocation(line: 99, column: 7, scope: !2342)
!2350 = !DILocation(line: 99, column: 12, scope: !2342)
!2351 = !DILocation(line: 99, column: 17, scope: !2342)
!2352 = !DILocation(line: 99, column: 27, scope: !2342)
!2353 = !DILocation(line: 99, column: 34, scope: !2342)
!2354 = !DILocation(line: 99, column: 39, scope: !2342)
!2355 = !DILocation(line: 99, column: 49, scope: !2342)
!2356 = !DILocation(line: 99, column: 56, scope: !2342)
!2357 = !DILocation(line: 99, column: 63, scope: !2342)
!2358 = !DILocation(line: 99, column: 67, scope: !2342)
!2359 = !DILocation(line: 99, column: 93, scope: !2342)
!2360 = !DILocation(line: 99, column: 84, scope: !2342)
!2361 = !DILocation(line: 99, column: 72, scope: !2342)
!2362 = !DILocation(line: 99, column: 5, scope: !2342)
!2363 = !DILocation(line: 100, column: 6, scope: !2342)
!2364 = !DILocation(line: 100, column: 5, scope: !2342)
!2365 = !DILocation(line: 102, column: 6, scope: !2342)
!2366 = !DILocation(line: 102, column: 20, scope: !2342)
!2367 = !DILocation(line: 102, column: 11, scope: !2342)
!2368 = !DILocation(line: 97, column: 3, scope: !2342)
!2369 = distinct !DISubprogram(name: "safe_sub_func_int8_t_s_s", scope: !1127, file: !1127, line: 42, type: !2049, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2370 = !DILocalVariable(name: "si1", arg: 1, scope: !2369, file: !1127, line: 42, type: !186)
!2371 = !DILocation(line: 42, column: 39, scope: !2369)
!2372 = !DILocalVariable(name: "si2", arg: 2, scope: !2369, file: !1127, line: 42, type: !186)
!2373 = !DILocation(line: 42, column: 51, scope: !2369)
!2374 = !DILocation(line: 52, column: 6, scope: !2369)
!2375 = !DILocation(line: 52, column: 12, scope: !2369)
!2376 = !DILocation(line: 52, column: 10, scope: !2369)
!2377 = !DILocation(line: 52, column: 5, scope: !2369)
!2378 = !DILocation(line: 45, column: 3, scope: !2369)
!2379 = distinct !DISubprogram(name: "safe_rshift_func_uint16_t_u_u", scope: !1127, file: !1127, line: 729, type: !2312, scopeLine: 730, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2380 = !DILocalVariable(name: "left", arg: 1, scope: !2379, file: !1127, line: 729, type: !113)
!2381 = !DILocation(line: 729, column: 46, scope: !2379)
!2382 = !DILocalVariable(name: "right", arg: 2, scope: !2379, file: !1127, line: 729, type: !13)
!2383 = !DILocation(line: 729, column: 65, scope: !2379)
!2384 = !DILocation(line: 734, column: 21, scope: !2379)
!2385 = !DILocation(line: 734, column: 28, scope: !2379)
!2386 = !DILocation(line: 734, column: 5, scope: !2379)
!2387 = !DILocation(line: 735, column: 6, scope: !2379)
!2388 = !DILocation(line: 735, column: 5, scope: !2379)
!2389 = !DILocation(line: 737, column: 6, scope: !2379)
!2390 = !DILocation(line: 737, column: 29, scope: !2379)
!2391 = !DILocation(line: 737, column: 11, scope: !2379)
!2392 = !DILocation(line: 732, column: 3, scope: !2379)
!2393 = distinct !DISubprogram(name: "safe_rshift_func_int8_t_s_s", scope: !1127, file: !1127, line: 118, type: !2343, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2394 = !DILocalVariable(name: "left", arg: 1, scope: !2393, file: !1127, line: 118, type: !186)
!2395 = !DILocation(line: 118, column: 42, scope: !2393)
!2396 = !DILocalVariable(name: "right", arg: 2, scope: !2393, file: !1127, line: 118, type: !12)
!2397 = !DILocation(line: 118, column: 52, scope: !2393)
!2398 = !DILocation(line: 123, column: 7, scope: !2393)
!2399 = !DILocation(line: 123, column: 12, scope: !2393)
!2400 = !DILocation(line: 123, column: 17, scope: !2393)
!2401 = !DILocation(line: 123, column: 27, scope: !2393)
!2402 = !DILocation(line: 123, column: 34, scope: !2393)
!2403 = !DILocation(line: 123, column: 39, scope: !2393)
!2404 = !DILocation(line: 123, column: 49, scope: !2393)
!2405 = !DILocation(line: 123, column: 56, scope: !2393)
!2406 = !DILocation(line: 123, column: 5, scope: !2393)
!2407 = !DILocation(line: 124, column: 6, scope: !2393)
!2408 = !DILocation(line: 124, column: 5, scope: !2393)
!2409 = !DILocation(line: 126, column: 6, scope: !2393)
!2410 = !DILocation(line: 126, column: 20, scope: !2393)
!2411 = !DILocation(line: 126, column: 11, scope: !2393)
!2412 = !DILocation(line: 121, column: 3, scope: !2393)
!2413 = distinct !DISubprogram(name: "safe_sub_func_uint64_t_u_u", scope: !1127, file: !1127, line: 860, type: !2014, scopeLine: 861, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2414 = !DILocalVariable(name: "ui1", arg: 1, scope: !2413, file: !1127, line: 860, type: !93)
!2415 = !DILocation(line: 860, column: 43, scope: !2413)
!2416 = !DILocalVariable(name: "ui2", arg: 2, scope: !2413, file: !1127, line: 860, type: !93)
!2417 = !DILocation(line: 860, column: 57, scope: !2413)
!2418 = !DILocation(line: 863, column: 10, scope: !2413)
!2419 = !DILocation(line: 863, column: 16, scope: !2413)
!2420 = !DILocation(line: 863, column: 14, scope: !2413)
!2421 = !DILocation(line: 863, column: 3, scope: !2413)
!2422 = distinct !DISubprogram(name: "safe_mod_func_int32_t_s_s", scope: !1127, file: !1127, line: 330, type: !2284, scopeLine: 331, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2423 = !DILocalVariable(name: "si1", arg: 1, scope: !2422, file: !1127, line: 330, type: !99)
!2424 = !DILocation(line: 330, column: 41, scope: !2422)
!2425 = !DILocalVariable(name: "si2", arg: 2, scope: !2422, file: !1127, line: 330, type: !99)
!2426 = !DILocation(line: 330, column: 54, scope: !2422)
!2427 = !DILocation(line: 335, column: 7, scope: !2422)
!2428 = !DILocation(line: 335, column: 11, scope: !2422)
!2429 = !DILocation(line: 335, column: 17, scope: !2422)
!2430 = !DILocation(line: 335, column: 22, scope: !2422)
!2431 = !DILocation(line: 335, column: 26, scope: !2422)
!2432 = !DILocation(line: 335, column: 40, scope: !2422)
!2433 = !DILocation(line: 335, column: 44, scope: !2422)
!2434 = !DILocation(line: 335, column: 48, scope: !2422)
!2435 = !DILocation(line: 335, column: 5, scope: !2422)
!2436 = !DILocation(line: 336, column: 6, scope: !2422)
!2437 = !DILocation(line: 338, column: 6, scope: !2422)
!2438 = !DILocation(line: 338, column: 12, scope: !2422)
!2439 = !DILocation(line: 338, column: 10, scope: !2422)
!2440 = !DILocation(line: 333, column: 3, scope: !2422)
!2441 = distinct !DISubprogram(name: "safe_mul_func_int16_t_s_s", scope: !1127, file: !1127, line: 186, type: !1939, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2442 = !DILocalVariable(name: "si1", arg: 1, scope: !2441, file: !1127, line: 186, type: !169)
!2443 = !DILocation(line: 186, column: 41, scope: !2441)
!2444 = !DILocalVariable(name: "si2", arg: 2, scope: !2441, file: !1127, line: 186, type: !169)
!2445 = !DILocation(line: 186, column: 54, scope: !2441)
!2446 = !DILocation(line: 196, column: 5, scope: !2441)
!2447 = !DILocation(line: 196, column: 11, scope: !2441)
!2448 = !DILocation(line: 196, column: 9, scope: !2441)
!2449 = !DILocation(line: 189, column: 3, scope: !2441)
!2450 = distinct !DISubprogram(name: "safe_sub_func_int64_t_s_s", scope: !1127, file: !1127, line: 433, type: !2128, scopeLine: 434, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2451 = !DILocalVariable(name: "si1", arg: 1, scope: !2450, file: !1127, line: 433, type: !194)
!2452 = !DILocation(line: 433, column: 41, scope: !2450)
!2453 = !DILocalVariable(name: "si2", arg: 2, scope: !2450, file: !1127, line: 433, type: !194)
!2454 = !DILocation(line: 433, column: 54, scope: !2450)
!2455 = !DILocation(line: 439, column: 8, scope: !2450)
!2456 = !DILocation(line: 439, column: 12, scope: !2450)
!2457 = !DILocation(line: 439, column: 11, scope: !2450)
!2458 = !DILocation(line: 439, column: 22, scope: !2450)
!2459 = !DILocation(line: 439, column: 30, scope: !2450)
!2460 = !DILocation(line: 439, column: 34, scope: !2450)
!2461 = !DILocation(line: 439, column: 33, scope: !2450)
!2462 = !DILocation(line: 439, column: 39, scope: !2450)
!2463 = !DILocation(line: 439, column: 26, scope: !2450)
!2464 = !DILocation(line: 439, column: 56, scope: !2450)
!2465 = !DILocation(line: 439, column: 55, scope: !2450)
!2466 = !DILocation(line: 439, column: 61, scope: !2450)
!2467 = !DILocation(line: 439, column: 60, scope: !2450)
!2468 = !DILocation(line: 439, column: 17, scope: !2450)
!2469 = !DILocation(line: 439, column: 67, scope: !2450)
!2470 = !DILocation(line: 439, column: 5, scope: !2450)
!2471 = !DILocation(line: 440, column: 6, scope: !2450)
!2472 = !DILocation(line: 443, column: 6, scope: !2450)
!2473 = !DILocation(line: 443, column: 12, scope: !2450)
!2474 = !DILocation(line: 443, column: 10, scope: !2450)
!2475 = !DILocation(line: 436, column: 3, scope: !2450)
!2476 = distinct !DISubprogram(name: "safe_div_func_float_f_f", scope: !1127, file: !1127, line: 994, type: !2192, scopeLine: 995, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2477 = !DILocalVariable(name: "sf1", arg: 1, scope: !2476, file: !1127, line: 994, type: !106)
!2478 = !DILocation(line: 994, column: 37, scope: !2476)
!2479 = !DILocalVariable(name: "sf2", arg: 2, scope: !2476, file: !1127, line: 994, type: !106)
!2480 = !DILocation(line: 994, column: 48, scope: !2476)
!2481 = !DILocation(line: 1000, column: 13, scope: !2476)
!2482 = !DILocation(line: 1000, column: 7, scope: !2476)
!2483 = !DILocation(line: 1000, column: 18, scope: !2476)
!2484 = !DILocation(line: 1000, column: 26, scope: !2476)
!2485 = !DILocation(line: 1000, column: 32, scope: !2476)
!2486 = !DILocation(line: 1000, column: 36, scope: !2476)
!2487 = !DILocation(line: 1000, column: 45, scope: !2476)
!2488 = !DILocation(line: 1000, column: 69, scope: !2476)
!2489 = !DILocation(line: 1000, column: 67, scope: !2476)
!2490 = !DILocation(line: 1000, column: 90, scope: !2476)
!2491 = !DILocation(line: 1000, column: 88, scope: !2476)
!2492 = !DILocation(line: 1000, column: 74, scope: !2476)
!2493 = !DILocation(line: 1000, column: 49, scope: !2476)
!2494 = !DILocation(line: 1000, column: 97, scope: !2476)
!2495 = !DILocation(line: 1000, column: 5, scope: !2476)
!2496 = !DILocation(line: 1004, column: 5, scope: !2476)
!2497 = !DILocation(line: 1006, column: 6, scope: !2476)
!2498 = !DILocation(line: 1006, column: 12, scope: !2476)
!2499 = !DILocation(line: 1006, column: 10, scope: !2476)
!2500 = !DILocation(line: 997, column: 3, scope: !2476)
!2501 = distinct !DISubprogram(name: "safe_add_func_uint16_t_u_u", scope: !1127, file: !1127, line: 648, type: !1925, scopeLine: 649, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2502 = !DILocalVariable(name: "ui1", arg: 1, scope: !2501, file: !1127, line: 648, type: !113)
!2503 = !DILocation(line: 648, column: 43, scope: !2501)
!2504 = !DILocalVariable(name: "ui2", arg: 2, scope: !2501, file: !1127, line: 648, type: !113)
!2505 = !DILocation(line: 648, column: 57, scope: !2501)
!2506 = !DILocation(line: 651, column: 10, scope: !2501)
!2507 = !DILocation(line: 651, column: 16, scope: !2501)
!2508 = !DILocation(line: 651, column: 14, scope: !2501)
!2509 = !DILocation(line: 651, column: 3, scope: !2501)
!2510 = distinct !DISubprogram(name: "safe_mod_func_uint64_t_u_u", scope: !1127, file: !1127, line: 874, type: !2014, scopeLine: 875, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2511 = !DILocalVariable(name: "ui1", arg: 1, scope: !2510, file: !1127, line: 874, type: !93)
!2512 = !DILocation(line: 874, column: 43, scope: !2510)
!2513 = !DILocalVariable(name: "ui2", arg: 2, scope: !2510, file: !1127, line: 874, type: !93)
!2514 = !DILocation(line: 874, column: 57, scope: !2510)
!2515 = !DILocation(line: 879, column: 6, scope: !2510)
!2516 = !DILocation(line: 879, column: 10, scope: !2510)
!2517 = !DILocation(line: 879, column: 5, scope: !2510)
!2518 = !DILocation(line: 880, column: 6, scope: !2510)
!2519 = !DILocation(line: 882, column: 6, scope: !2510)
!2520 = !DILocation(line: 882, column: 12, scope: !2510)
!2521 = !DILocation(line: 882, column: 10, scope: !2510)
!2522 = !DILocation(line: 877, column: 3, scope: !2510)
!2523 = distinct !DISubprogram(name: "safe_add_func_int16_t_s_s", scope: !1127, file: !1127, line: 158, type: !1939, scopeLine: 159, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2524 = !DILocalVariable(name: "si1", arg: 1, scope: !2523, file: !1127, line: 158, type: !169)
!2525 = !DILocation(line: 158, column: 41, scope: !2523)
!2526 = !DILocalVariable(name: "si2", arg: 2, scope: !2523, file: !1127, line: 158, type: !169)
!2527 = !DILocation(line: 158, column: 54, scope: !2523)
!2528 = !DILocation(line: 168, column: 6, scope: !2523)
!2529 = !DILocation(line: 168, column: 12, scope: !2523)
!2530 = !DILocation(line: 168, column: 10, scope: !2523)
!2531 = !DILocation(line: 168, column: 5, scope: !2523)
!2532 = !DILocation(line: 161, column: 3, scope: !2523)
!2533 = distinct !DISubprogram(name: "safe_mod_func_int16_t_s_s", scope: !1127, file: !1127, line: 200, type: !1939, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2534 = !DILocalVariable(name: "si1", arg: 1, scope: !2533, file: !1127, line: 200, type: !169)
!2535 = !DILocation(line: 200, column: 41, scope: !2533)
!2536 = !DILocalVariable(name: "si2", arg: 2, scope: !2533, file: !1127, line: 200, type: !169)
!2537 = !DILocation(line: 200, column: 54, scope: !2533)
!2538 = !DILocation(line: 205, column: 7, scope: !2533)
!2539 = !DILocation(line: 205, column: 11, scope: !2533)
!2540 = !DILocation(line: 205, column: 17, scope: !2533)
!2541 = !DILocation(line: 205, column: 22, scope: !2533)
!2542 = !DILocation(line: 205, column: 26, scope: !2533)
!2543 = !DILocation(line: 205, column: 40, scope: !2533)
!2544 = !DILocation(line: 205, column: 44, scope: !2533)
!2545 = !DILocation(line: 205, column: 48, scope: !2533)
!2546 = !DILocation(line: 205, column: 5, scope: !2533)
!2547 = !DILocation(line: 206, column: 6, scope: !2533)
!2548 = !DILocation(line: 206, column: 5, scope: !2533)
!2549 = !DILocation(line: 208, column: 6, scope: !2533)
!2550 = !DILocation(line: 208, column: 12, scope: !2533)
!2551 = !DILocation(line: 208, column: 10, scope: !2533)
!2552 = !DILocation(line: 203, column: 3, scope: !2533)
!2553 = distinct !DISubprogram(name: "safe_div_func_uint64_t_u_u", scope: !1127, file: !1127, line: 886, type: !2014, scopeLine: 887, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2554 = !DILocalVariable(name: "ui1", arg: 1, scope: !2553, file: !1127, line: 886, type: !93)
!2555 = !DILocation(line: 886, column: 43, scope: !2553)
!2556 = !DILocalVariable(name: "ui2", arg: 2, scope: !2553, file: !1127, line: 886, type: !93)
!2557 = !DILocation(line: 886, column: 57, scope: !2553)
!2558 = !DILocation(line: 891, column: 6, scope: !2553)
!2559 = !DILocation(line: 891, column: 10, scope: !2553)
!2560 = !DILocation(line: 891, column: 5, scope: !2553)
!2561 = !DILocation(line: 892, column: 6, scope: !2553)
!2562 = !DILocation(line: 894, column: 6, scope: !2553)
!2563 = !DILocation(line: 894, column: 12, scope: !2553)
!2564 = !DILocation(line: 894, column: 10, scope: !2553)
!2565 = !DILocation(line: 889, column: 3, scope: !2553)
!2566 = distinct !DISubprogram(name: "safe_mod_func_int64_t_s_s", scope: !1127, file: !1127, line: 461, type: !2128, scopeLine: 462, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2567 = !DILocalVariable(name: "si1", arg: 1, scope: !2566, file: !1127, line: 461, type: !194)
!2568 = !DILocation(line: 461, column: 41, scope: !2566)
!2569 = !DILocalVariable(name: "si2", arg: 2, scope: !2566, file: !1127, line: 461, type: !194)
!2570 = !DILocation(line: 461, column: 54, scope: !2566)
!2571 = !DILocation(line: 466, column: 7, scope: !2566)
!2572 = !DILocation(line: 466, column: 11, scope: !2566)
!2573 = !DILocation(line: 466, column: 17, scope: !2566)
!2574 = !DILocation(line: 466, column: 22, scope: !2566)
!2575 = !DILocation(line: 466, column: 26, scope: !2566)
!2576 = !DILocation(line: 466, column: 40, scope: !2566)
!2577 = !DILocation(line: 466, column: 44, scope: !2566)
!2578 = !DILocation(line: 466, column: 48, scope: !2566)
!2579 = !DILocation(line: 466, column: 5, scope: !2566)
!2580 = !DILocation(line: 467, column: 6, scope: !2566)
!2581 = !DILocation(line: 469, column: 6, scope: !2566)
!2582 = !DILocation(line: 469, column: 12, scope: !2566)
!2583 = !DILocation(line: 469, column: 10, scope: !2566)
!2584 = !DILocation(line: 464, column: 3, scope: !2566)
!2585 = distinct !DISubprogram(name: "safe_lshift_func_uint8_t_u_u", scope: !1127, file: !1127, line: 603, type: !1998, scopeLine: 604, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2586 = !DILocalVariable(name: "left", arg: 1, scope: !2585, file: !1127, line: 603, type: !134)
!2587 = !DILocation(line: 603, column: 44, scope: !2585)
!2588 = !DILocalVariable(name: "right", arg: 2, scope: !2585, file: !1127, line: 603, type: !13)
!2589 = !DILocation(line: 603, column: 63, scope: !2585)
!2590 = !DILocation(line: 608, column: 22, scope: !2585)
!2591 = !DILocation(line: 608, column: 29, scope: !2585)
!2592 = !DILocation(line: 608, column: 36, scope: !2585)
!2593 = !DILocation(line: 608, column: 40, scope: !2585)
!2594 = !DILocation(line: 608, column: 76, scope: !2585)
!2595 = !DILocation(line: 608, column: 58, scope: !2585)
!2596 = !DILocation(line: 608, column: 45, scope: !2585)
!2597 = !DILocation(line: 608, column: 5, scope: !2585)
!2598 = !DILocation(line: 609, column: 6, scope: !2585)
!2599 = !DILocation(line: 609, column: 5, scope: !2585)
!2600 = !DILocation(line: 611, column: 6, scope: !2585)
!2601 = !DILocation(line: 611, column: 29, scope: !2585)
!2602 = !DILocation(line: 611, column: 11, scope: !2585)
!2603 = !DILocation(line: 606, column: 3, scope: !2585)
!2604 = distinct !DISubprogram(name: "crc32_8bytes", scope: !80, file: !80, line: 97, type: !2605, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2605 = !DISubroutineType(types: !2606)
!2606 = !{null, !93}
!2607 = !DILocalVariable(name: "val", arg: 1, scope: !2604, file: !80, line: 97, type: !93)
!2608 = !DILocation(line: 97, column: 24, scope: !2604)
!2609 = !DILocation(line: 99, column: 15, scope: !2604)
!2610 = !DILocation(line: 99, column: 18, scope: !2604)
!2611 = !DILocation(line: 99, column: 23, scope: !2604)
!2612 = !DILocation(line: 99, column: 14, scope: !2604)
!2613 = !DILocation(line: 99, column: 2, scope: !2604)
!2614 = !DILocation(line: 100, column: 15, scope: !2604)
!2615 = !DILocation(line: 100, column: 18, scope: !2604)
!2616 = !DILocation(line: 100, column: 23, scope: !2604)
!2617 = !DILocation(line: 100, column: 14, scope: !2604)
!2618 = !DILocation(line: 100, column: 2, scope: !2604)
!2619 = !DILocation(line: 101, column: 15, scope: !2604)
!2620 = !DILocation(line: 101, column: 18, scope: !2604)
!2621 = !DILocation(line: 101, column: 24, scope: !2604)
!2622 = !DILocation(line: 101, column: 14, scope: !2604)
!2623 = !DILocation(line: 101, column: 2, scope: !2604)
!2624 = !DILocation(line: 102, column: 15, scope: !2604)
!2625 = !DILocation(line: 102, column: 18, scope: !2604)
!2626 = !DILocation(line: 102, column: 24, scope: !2604)
!2627 = !DILocation(line: 102, column: 14, scope: !2604)
!2628 = !DILocation(line: 102, column: 2, scope: !2604)
!2629 = !DILocation(line: 103, column: 15, scope: !2604)
!2630 = !DILocation(line: 103, column: 18, scope: !2604)
!2631 = !DILocation(line: 103, column: 24, scope: !2604)
!2632 = !DILocation(line: 103, column: 14, scope: !2604)
!2633 = !DILocation(line: 103, column: 2, scope: !2604)
!2634 = !DILocation(line: 104, column: 15, scope: !2604)
!2635 = !DILocation(line: 104, column: 18, scope: !2604)
!2636 = !DILocation(line: 104, column: 24, scope: !2604)
!2637 = !DILocation(line: 104, column: 14, scope: !2604)
!2638 = !DILocation(line: 104, column: 2, scope: !2604)
!2639 = !DILocation(line: 105, column: 15, scope: !2604)
!2640 = !DILocation(line: 105, column: 18, scope: !2604)
!2641 = !DILocation(line: 105, column: 24, scope: !2604)
!2642 = !DILocation(line: 105, column: 14, scope: !2604)
!2643 = !DILocation(line: 105, column: 2, scope: !2604)
!2644 = !DILocation(line: 106, column: 15, scope: !2604)
!2645 = !DILocation(line: 106, column: 18, scope: !2604)
!2646 = !DILocation(line: 106, column: 24, scope: !2604)
!2647 = !DILocation(line: 106, column: 14, scope: !2604)
!2648 = !DILocation(line: 106, column: 2, scope: !2604)
!2649 = !DILocation(line: 107, column: 1, scope: !2604)
!2650 = distinct !DISubprogram(name: "crc32_byte", scope: !80, file: !80, line: 71, type: !2651, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2651 = !DISubroutineType(types: !2652)
!2652 = !{null, !134}
!2653 = !DILocalVariable(name: "b", arg: 1, scope: !2650, file: !80, line: 71, type: !134)
!2654 = !DILocation(line: 71, column: 21, scope: !2650)
!2655 = !DILocation(line: 73, column: 5, scope: !2650)
!2656 = !DILocation(line: 73, column: 19, scope: !2650)
!2657 = !DILocation(line: 73, column: 25, scope: !2650)
!2658 = !DILocation(line: 74, column: 14, scope: !2650)
!2659 = !DILocation(line: 74, column: 30, scope: !2650)
!2660 = !DILocation(line: 74, column: 28, scope: !2650)
!2661 = !DILocation(line: 74, column: 33, scope: !2650)
!2662 = !DILocation(line: 74, column: 3, scope: !2650)
!2663 = !DILocation(line: 73, column: 39, scope: !2650)
!2664 = !DILocation(line: 72, column: 16, scope: !2650)
!2665 = !DILocation(line: 75, column: 1, scope: !2650)
