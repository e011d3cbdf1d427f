; ModuleID = 'packed_2426.c'
source_filename = "packed_2426.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S2 = type <{ i64, i64, i64, i32 }>
%struct.S1 = type { [22 x i8] }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@g_3 = internal global i32 7, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !14
@g_4 = internal global i32 1, align 4, !dbg !158
@.str.2 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1, !dbg !19
@g_5 = internal global i32 1, align 4, !dbg !161
@.str.3 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1, !dbg !21
@g_6 = internal global i32 -3, align 4, !dbg !163
@.str.4 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1, !dbg !23
@g_15 = internal global i32 -748532889, align 4, !dbg !165
@.str.5 = private unnamed_addr constant [5 x i8] c"g_15\00", align 1, !dbg !25
@.str.6 = private unnamed_addr constant [5 x i8] c"g_21\00", align 1, !dbg !37
@.str.7 = private unnamed_addr constant [8 x i8] c"g_25.f0\00", align 1, !dbg !39
@.str.8 = private unnamed_addr constant [8 x i8] c"g_25.f1\00", align 1, !dbg !44
@.str.9 = private unnamed_addr constant [8 x i8] c"g_25.f2\00", align 1, !dbg !46
@.str.10 = private unnamed_addr constant [8 x i8] c"g_25.f3\00", align 1, !dbg !48
@.str.11 = private unnamed_addr constant [8 x i8] c"g_25.f4\00", align 1, !dbg !50
@.str.12 = private unnamed_addr constant [8 x i8] c"g_25.f5\00", align 1, !dbg !52
@.str.13 = private unnamed_addr constant [8 x i8] c"g_25.f6\00", align 1, !dbg !54
@.str.14 = private unnamed_addr constant [8 x i8] c"g_25.f7\00", align 1, !dbg !56
@.str.15 = private unnamed_addr constant [8 x i8] c"g_25.f8\00", align 1, !dbg !58
@.str.16 = private unnamed_addr constant [17 x i8] c"g_28[i][j][k].f0\00", align 1, !dbg !60
@.str.17 = private unnamed_addr constant [17 x i8] c"g_28[i][j][k].f1\00", align 1, !dbg !65
@.str.18 = private unnamed_addr constant [17 x i8] c"g_28[i][j][k].f2\00", align 1, !dbg !67
@.str.19 = private unnamed_addr constant [17 x i8] c"g_28[i][j][k].f3\00", align 1, !dbg !69
@.str.20 = private unnamed_addr constant [17 x i8] c"g_28[i][j][k].f4\00", align 1, !dbg !71
@.str.21 = private unnamed_addr constant [17 x i8] c"g_28[i][j][k].f5\00", align 1, !dbg !73
@.str.22 = private unnamed_addr constant [17 x i8] c"g_28[i][j][k].f6\00", align 1, !dbg !75
@.str.23 = private unnamed_addr constant [17 x i8] c"g_28[i][j][k].f7\00", align 1, !dbg !77
@.str.24 = private unnamed_addr constant [17 x i8] c"g_28[i][j][k].f8\00", align 1, !dbg !79
@.str.25 = private unnamed_addr constant [17 x i8] c"g_28[i][j][k].f9\00", align 1, !dbg !81
@.str.26 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !83
@g_30 = internal global i32 -375401457, align 4, !dbg !201
@.str.27 = private unnamed_addr constant [5 x i8] c"g_30\00", align 1, !dbg !88
@.str.28 = private unnamed_addr constant [11 x i8] c"g_31[i].f0\00", align 1, !dbg !90
@.str.29 = private unnamed_addr constant [11 x i8] c"g_31[i].f1\00", align 1, !dbg !95
@.str.30 = private unnamed_addr constant [11 x i8] c"g_31[i].f2\00", align 1, !dbg !97
@.str.31 = private unnamed_addr constant [11 x i8] c"g_31[i].f3\00", align 1, !dbg !99
@.str.32 = private unnamed_addr constant [11 x i8] c"g_31[i].f4\00", align 1, !dbg !101
@.str.33 = private unnamed_addr constant [11 x i8] c"g_31[i].f5\00", align 1, !dbg !103
@.str.34 = private unnamed_addr constant [11 x i8] c"g_31[i].f6\00", align 1, !dbg !105
@.str.35 = private unnamed_addr constant [11 x i8] c"g_31[i].f7\00", align 1, !dbg !107
@.str.36 = private unnamed_addr constant [11 x i8] c"g_31[i].f8\00", align 1, !dbg !109
@.str.37 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !111
@.str.38 = private unnamed_addr constant [11 x i8] c"g_33[i].f0\00", align 1, !dbg !116
@.str.39 = private unnamed_addr constant [11 x i8] c"g_33[i].f1\00", align 1, !dbg !118
@.str.40 = private unnamed_addr constant [11 x i8] c"g_33[i].f2\00", align 1, !dbg !120
@.str.41 = private unnamed_addr constant [11 x i8] c"g_33[i].f3\00", align 1, !dbg !122
@.str.42 = private unnamed_addr constant [11 x i8] c"g_33[i].f4\00", align 1, !dbg !124
@.str.43 = private unnamed_addr constant [11 x i8] c"g_33[i].f5\00", align 1, !dbg !126
@.str.44 = private unnamed_addr constant [11 x i8] c"g_33[i].f6\00", align 1, !dbg !128
@.str.45 = private unnamed_addr constant [11 x i8] c"g_33[i].f7\00", align 1, !dbg !130
@.str.46 = private unnamed_addr constant [11 x i8] c"g_33[i].f8\00", align 1, !dbg !132
@.str.47 = private unnamed_addr constant [11 x i8] c"g_33[i].f9\00", align 1, !dbg !134
@crc32_context = internal global i32 -1, align 4, !dbg !216
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !136
@__const.func_1.l_2 = private unnamed_addr constant [3 x [2 x i8]] [[2 x i8] c"\07\07", [2 x i8] c"\07\07", [2 x i8] c"\07\07"], align 1
@__const.func_1.l_41 = private unnamed_addr constant [6 x i32] [i32 7, i32 1, i32 7, i32 7, i32 1, i32 7], align 16
@g_20 = internal global ptr @g_21, align 8, !dbg !146
@__const.func_1.l_39 = private unnamed_addr constant [2 x [6 x [4 x ptr]]] [[6 x [4 x ptr]] [[4 x ptr] [ptr @g_30, ptr @g_30, ptr @g_30, ptr @g_30], [4 x ptr] [ptr @g_30, ptr @g_30, ptr @g_30, ptr @g_30], [4 x ptr] [ptr @g_30, ptr @g_30, ptr @g_30, ptr @g_30], [4 x ptr] [ptr @g_30, ptr @g_30, ptr @g_30, ptr @g_30], [4 x ptr] [ptr @g_30, ptr @g_30, ptr @g_30, ptr @g_30], [4 x ptr] [ptr @g_30, ptr @g_30, ptr @g_30, ptr @g_30]], [6 x [4 x ptr]] [[4 x ptr] [ptr @g_30, ptr @g_30, ptr @g_30, ptr @g_30], [4 x ptr] [ptr @g_30, ptr @g_30, ptr @g_30, ptr @g_30], [4 x ptr] [ptr @g_30, ptr @g_30, ptr @g_30, ptr @g_30], [4 x ptr] [ptr @g_30, ptr @g_30, ptr @g_30, ptr @g_30], [4 x ptr] [ptr @g_30, ptr @g_30, ptr @g_30, ptr @g_30], [4 x ptr] [ptr @g_30, ptr @g_30, ptr @g_30, ptr @g_30]]], align 16
@g_14 = internal global ptr @g_15, align 8, !dbg !149
@g_21 = internal constant i32 6, align 4, !dbg !30
@.str.48 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !153
@g_25 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -59, i8 54, i8 0, i8 0, i8 -26, i8 8, i8 0, i8 0, i8 85, i8 1, i8 0, i8 undef, i8 -31, i8 0, i8 0, i8 undef, i8 -95, i8 1, i8 112, i8 undef, i8 29, i8 92, i8 0, i8 undef, i8 -98, i8 4, i8 0, i8 undef }, align 4, !dbg !167
@g_28 = internal global [2 x [1 x [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }]]] [[1 x [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 -46, i8 -1, i8 -97, i8 -6, i8 31, i8 -104, i8 -35, i8 -1, i8 -65, i8 5, i8 -104, i8 91, i8 1, i8 0, i8 -64, i8 4, i8 64, i8 8, i8 2, i8 64, i8 14 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 -46, i8 -1, i8 -97, i8 -6, i8 31, i8 -104, i8 -35, i8 -1, i8 -65, i8 5, i8 -104, i8 91, i8 1, i8 0, i8 -64, i8 4, i8 64, i8 8, i8 2, i8 64, i8 14 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 94, i8 -59, i8 -1, i8 31, i8 -19, i8 127, i8 -42, i8 83, i8 0, i8 48, i8 0, i8 80, i8 -20, i8 1, i8 0, i8 56, i8 -6, i8 -1, i8 -2, i8 2, i8 -128, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 65, i8 -3, i8 -1, i8 -17, i8 -15, i8 31, i8 10, i8 57, i8 0, i8 0, i8 10, i8 104, i8 69, i8 1, i8 0, i8 -120, i8 13, i8 -128, i8 -36, i8 0, i8 -128, i8 14 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 94, i8 -59, i8 -1, i8 31, i8 -19, i8 127, i8 -42, i8 83, i8 0, i8 48, i8 0, i8 80, i8 -20, i8 1, i8 0, i8 56, i8 -6, i8 -1, i8 -2, i8 2, i8 -128, i8 1 }]], [1 x [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 -46, i8 -1, i8 -97, i8 -6, i8 31, i8 -104, i8 -35, i8 -1, i8 -65, i8 5, i8 -104, i8 91, i8 1, i8 0, i8 -64, i8 4, i8 64, i8 8, i8 2, i8 64, i8 14 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 -46, i8 -1, i8 -97, i8 -6, i8 31, i8 -104, i8 -35, i8 -1, i8 -65, i8 5, i8 -104, i8 91, i8 1, i8 0, i8 -64, i8 4, i8 64, i8 8, i8 2, i8 64, i8 14 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 94, i8 -59, i8 -1, i8 31, i8 -19, i8 127, i8 -42, i8 83, i8 0, i8 48, i8 0, i8 80, i8 -20, i8 1, i8 0, i8 56, i8 -6, i8 -1, i8 -2, i8 2, i8 -128, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 65, i8 -3, i8 -1, i8 -17, i8 -15, i8 31, i8 10, i8 57, i8 0, i8 0, i8 10, i8 104, i8 69, i8 1, i8 0, i8 -120, i8 13, i8 -128, i8 -36, i8 0, i8 -128, i8 14 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 94, i8 -59, i8 -1, i8 31, i8 -19, i8 127, i8 -42, i8 83, i8 0, i8 48, i8 0, i8 80, i8 -20, i8 1, i8 0, i8 56, i8 -6, i8 -1, i8 -2, i8 2, i8 -128, i8 1 }]]], align 16, !dbg !182
@g_31 = internal global [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 126, i8 39, i8 0, i8 0, i8 -110, i8 26, i8 0, i8 0, i8 -80, i8 -2, i8 1, i8 undef, i8 -67, i8 0, i8 0, i8 undef, i8 -66, i8 -4, i8 15, i8 undef, i8 -1, i8 71, i8 0, i8 undef, i8 98, i8 -2, i8 127, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 126, i8 39, i8 0, i8 0, i8 -110, i8 26, i8 0, i8 0, i8 -80, i8 -2, i8 1, i8 undef, i8 -67, i8 0, i8 0, i8 undef, i8 -66, i8 -4, i8 15, i8 undef, i8 -1, i8 71, i8 0, i8 undef, i8 98, i8 -2, i8 127, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 126, i8 39, i8 0, i8 0, i8 -110, i8 26, i8 0, i8 0, i8 -80, i8 -2, i8 1, i8 undef, i8 -67, i8 0, i8 0, i8 undef, i8 -66, i8 -4, i8 15, i8 undef, i8 -1, i8 71, i8 0, i8 undef, i8 98, i8 -2, i8 127, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 126, i8 39, i8 0, i8 0, i8 -110, i8 26, i8 0, i8 0, i8 -80, i8 -2, i8 1, i8 undef, i8 -67, i8 0, i8 0, i8 undef, i8 -66, i8 -4, i8 15, i8 undef, i8 -1, i8 71, i8 0, i8 undef, i8 98, i8 -2, i8 127, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 126, i8 39, i8 0, i8 0, i8 -110, i8 26, i8 0, i8 0, i8 -80, i8 -2, i8 1, i8 undef, i8 -67, i8 0, i8 0, i8 undef, i8 -66, i8 -4, i8 15, i8 undef, i8 -1, i8 71, i8 0, i8 undef, i8 98, i8 -2, i8 127, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 126, i8 39, i8 0, i8 0, i8 -110, i8 26, i8 0, i8 0, i8 -80, i8 -2, i8 1, i8 undef, i8 -67, i8 0, i8 0, i8 undef, i8 -66, i8 -4, i8 15, i8 undef, i8 -1, i8 71, i8 0, i8 undef, i8 98, i8 -2, i8 127, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 126, i8 39, i8 0, i8 0, i8 -110, i8 26, i8 0, i8 0, i8 -80, i8 -2, i8 1, i8 undef, i8 -67, i8 0, i8 0, i8 undef, i8 -66, i8 -4, i8 15, i8 undef, i8 -1, i8 71, i8 0, i8 undef, i8 98, i8 -2, i8 127, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 126, i8 39, i8 0, i8 0, i8 -110, i8 26, i8 0, i8 0, i8 -80, i8 -2, i8 1, i8 undef, i8 -67, i8 0, i8 0, i8 undef, i8 -66, i8 -4, i8 15, i8 undef, i8 -1, i8 71, i8 0, i8 undef, i8 98, i8 -2, i8 127, i8 undef }], align 16, !dbg !203
@g_33 = internal constant [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 9, i8 0, i8 -32, i8 -14, i8 63, i8 82, i8 -33, i8 -1, i8 95, i8 9, i8 -56, i8 27, i8 2, i8 0, i8 56, i8 18, i8 -64, i8 -10, i8 1, i8 -64, i8 15 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 9, i8 0, i8 -32, i8 -14, i8 63, i8 82, i8 -33, i8 -1, i8 95, i8 9, i8 -56, i8 27, i8 2, i8 0, i8 56, i8 18, i8 -64, i8 -10, i8 1, i8 -64, i8 15 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 9, i8 0, i8 -32, i8 -14, i8 63, i8 82, i8 -33, i8 -1, i8 95, i8 9, i8 -56, i8 27, i8 2, i8 0, i8 56, i8 18, i8 -64, i8 -10, i8 1, i8 -64, i8 15 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 9, i8 0, i8 -32, i8 -14, i8 63, i8 82, i8 -33, i8 -1, i8 95, i8 9, i8 -56, i8 27, i8 2, i8 0, i8 56, i8 18, i8 -64, i8 -10, i8 1, i8 -64, i8 15 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 9, i8 0, i8 -32, i8 -14, i8 63, i8 82, i8 -33, i8 -1, i8 95, i8 9, i8 -56, i8 27, i8 2, i8 0, i8 56, i8 18, i8 -64, i8 -10, i8 1, i8 -64, i8 15 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 9, i8 0, i8 -32, i8 -14, i8 63, i8 82, i8 -33, i8 -1, i8 95, i8 9, i8 -56, i8 27, i8 2, i8 0, i8 56, i8 18, i8 -64, i8 -10, i8 1, i8 -64, i8 15 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 9, i8 0, i8 -32, i8 -14, i8 63, i8 82, i8 -33, i8 -1, i8 95, i8 9, i8 -56, i8 27, i8 2, i8 0, i8 56, i8 18, i8 -64, i8 -10, i8 1, i8 -64, i8 15 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 9, i8 0, i8 -32, i8 -14, i8 63, i8 82, i8 -33, i8 -1, i8 95, i8 9, i8 -56, i8 27, i8 2, i8 0, i8 56, i8 18, i8 -64, i8 -10, i8 1, i8 -64, i8 15 }], align 16, !dbg !206
@.str.53 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !210

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !226 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !232, !DIExpression(), !233)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !234, !DIExpression(), !235)
    #dbg_declare(ptr %6, !236, !DIExpression(), !237)
    #dbg_declare(ptr %7, !238, !DIExpression(), !239)
    #dbg_declare(ptr %8, !240, !DIExpression(), !241)
    #dbg_declare(ptr %9, !242, !DIExpression(), !243)
  store i32 0, ptr %9, align 4, !dbg !243
  %10 = load i32, ptr %4, align 4, !dbg !244
  %11 = icmp eq i32 %10, 2, !dbg !246
  br i1 %11, label %12, label %19, !dbg !247

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8, !dbg !248
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !248
  %15 = load ptr, ptr %14, align 8, !dbg !248
  %16 = call i32 @strcmp(ptr noundef %15, ptr noundef @.str) #4, !dbg !249
  %17 = icmp eq i32 %16, 0, !dbg !250
  br i1 %17, label %18, label %19, !dbg !251

18:                                               ; preds = %12
  store i32 1, ptr %9, align 4, !dbg !252
  br label %19, !dbg !253

19:                                               ; preds = %18, %12, %2
  call void @platform_main_begin(), !dbg !254
  call void @crc32_gentab(), !dbg !255
  %20 = call signext i16 @func_1(), !dbg !256
  %21 = load volatile i32, ptr @g_3, align 4, !dbg !257
  %22 = sext i32 %21 to i64, !dbg !257
  %23 = load i32, ptr %9, align 4, !dbg !258
  call void @transparent_crc(i64 noundef %22, ptr noundef @.str.1, i32 noundef %23), !dbg !259
  %24 = load volatile i32, ptr @g_4, align 4, !dbg !260
  %25 = sext i32 %24 to i64, !dbg !260
  %26 = load i32, ptr %9, align 4, !dbg !261
  call void @transparent_crc(i64 noundef %25, ptr noundef @.str.2, i32 noundef %26), !dbg !262
  %27 = load volatile i32, ptr @g_5, align 4, !dbg !263
  %28 = sext i32 %27 to i64, !dbg !263
  %29 = load i32, ptr %9, align 4, !dbg !264
  call void @transparent_crc(i64 noundef %28, ptr noundef @.str.3, i32 noundef %29), !dbg !265
  %30 = load i32, ptr @g_6, align 4, !dbg !266
  %31 = sext i32 %30 to i64, !dbg !266
  %32 = load i32, ptr %9, align 4, !dbg !267
  call void @transparent_crc(i64 noundef %31, ptr noundef @.str.4, i32 noundef %32), !dbg !268
  %33 = load i32, ptr @g_15, align 4, !dbg !269
  %34 = sext i32 %33 to i64, !dbg !269
  %35 = load i32, ptr %9, align 4, !dbg !270
  call void @transparent_crc(i64 noundef %34, ptr noundef @.str.5, i32 noundef %35), !dbg !271
  %36 = load i32, ptr %9, align 4, !dbg !272
  call void @transparent_crc(i64 noundef 6, ptr noundef @.str.6, i32 noundef %36), !dbg !273
  %37 = load i64, ptr @g_25, align 4, !dbg !274
  %38 = shl i64 %37, 35, !dbg !274
  %39 = ashr i64 %38, 35, !dbg !274
  %40 = trunc i64 %39 to i32, !dbg !274
  %41 = sext i32 %40 to i64, !dbg !275
  %42 = load i32, ptr %9, align 4, !dbg !276
  call void @transparent_crc(i64 noundef %41, ptr noundef @.str.7, i32 noundef %42), !dbg !277
  %43 = load i64, ptr @g_25, align 4, !dbg !278
  %44 = lshr i64 %43, 32, !dbg !278
  %45 = and i64 %44, 67108863, !dbg !278
  %46 = trunc i64 %45 to i32, !dbg !278
  %47 = zext i32 %46 to i64, !dbg !279
  %48 = load i32, ptr %9, align 4, !dbg !280
  call void @transparent_crc(i64 noundef %47, ptr noundef @.str.8, i32 noundef %48), !dbg !281
  %49 = load volatile i64, ptr getelementptr inbounds (%struct.S2, ptr @g_25, i32 0, i32 1), align 4, !dbg !282
  %50 = shl i64 %49, 47, !dbg !282
  %51 = ashr i64 %50, 47, !dbg !282
  %52 = trunc i64 %51 to i32, !dbg !282
  %53 = sext i32 %52 to i64, !dbg !283
  %54 = load i32, ptr %9, align 4, !dbg !284
  call void @transparent_crc(i64 noundef %53, ptr noundef @.str.9, i32 noundef %54), !dbg !285
  %55 = load i64, ptr getelementptr inbounds (%struct.S2, ptr @g_25, i32 0, i32 1), align 4, !dbg !286
  %56 = lshr i64 %55, 32, !dbg !286
  %57 = and i64 %56, 131071, !dbg !286
  %58 = trunc i64 %57 to i32, !dbg !286
  %59 = zext i32 %58 to i64, !dbg !287
  %60 = load i32, ptr %9, align 4, !dbg !288
  call void @transparent_crc(i64 noundef %59, ptr noundef @.str.10, i32 noundef %60), !dbg !289
  %61 = load volatile i64, ptr getelementptr inbounds (%struct.S2, ptr @g_25, i32 0, i32 2), align 4, !dbg !290
  %62 = shl i64 %61, 44, !dbg !290
  %63 = ashr i64 %62, 44, !dbg !290
  %64 = trunc i64 %63 to i32, !dbg !290
  %65 = sext i32 %64 to i64, !dbg !291
  %66 = load i32, ptr %9, align 4, !dbg !292
  call void @transparent_crc(i64 noundef %65, ptr noundef @.str.11, i32 noundef %66), !dbg !293
  %67 = load i64, ptr getelementptr inbounds (%struct.S2, ptr @g_25, i32 0, i32 2), align 4, !dbg !294
  %68 = shl i64 %67, 41, !dbg !294
  %69 = ashr i64 %68, 61, !dbg !294
  %70 = trunc i64 %69 to i32, !dbg !294
  %71 = sext i32 %70 to i64, !dbg !295
  %72 = load i32, ptr %9, align 4, !dbg !296
  call void @transparent_crc(i64 noundef %71, ptr noundef @.str.12, i32 noundef %72), !dbg !297
  %73 = load i64, ptr getelementptr inbounds (%struct.S2, ptr @g_25, i32 0, i32 2), align 4, !dbg !298
  %74 = shl i64 %73, 22, !dbg !298
  %75 = ashr i64 %74, 54, !dbg !298
  %76 = trunc i64 %75 to i32, !dbg !298
  %77 = sext i32 %76 to i64, !dbg !299
  %78 = load i32, ptr %9, align 4, !dbg !300
  call void @transparent_crc(i64 noundef %77, ptr noundef @.str.13, i32 noundef %78), !dbg !301
  %79 = load i64, ptr getelementptr inbounds (%struct.S2, ptr @g_25, i32 0, i32 2), align 4, !dbg !302
  %80 = shl i64 %79, 12, !dbg !302
  %81 = ashr i64 %80, 54, !dbg !302
  %82 = trunc i64 %81 to i32, !dbg !302
  %83 = sext i32 %82 to i64, !dbg !303
  %84 = load i32, ptr %9, align 4, !dbg !304
  call void @transparent_crc(i64 noundef %83, ptr noundef @.str.14, i32 noundef %84), !dbg !305
  %85 = load i32, ptr getelementptr inbounds (%struct.S2, ptr @g_25, i32 0, i32 3), align 4, !dbg !306
  %86 = shl i32 %85, 9, !dbg !306
  %87 = ashr i32 %86, 9, !dbg !306
  %88 = sext i32 %87 to i64, !dbg !307
  %89 = load i32, ptr %9, align 4, !dbg !308
  call void @transparent_crc(i64 noundef %88, ptr noundef @.str.15, i32 noundef %89), !dbg !309
  store i32 0, ptr %6, align 4, !dbg !310
  br label %90, !dbg !312

90:                                               ; preds = %268, %19
  %91 = load i32, ptr %6, align 4, !dbg !313
  %92 = icmp slt i32 %91, 2, !dbg !315
  br i1 %92, label %93, label %271, !dbg !316

93:                                               ; preds = %90
  store i32 0, ptr %7, align 4, !dbg !317
  br label %94, !dbg !320

94:                                               ; preds = %264, %93
  %95 = load i32, ptr %7, align 4, !dbg !321
  %96 = icmp slt i32 %95, 1, !dbg !323
  br i1 %96, label %97, label %267, !dbg !324

97:                                               ; preds = %94
  store i32 0, ptr %8, align 4, !dbg !325
  br label %98, !dbg !328

98:                                               ; preds = %260, %97
  %99 = load i32, ptr %8, align 4, !dbg !329
  %100 = icmp slt i32 %99, 5, !dbg !331
  br i1 %100, label %101, label %263, !dbg !332

101:                                              ; preds = %98
  %102 = load i32, ptr %6, align 4, !dbg !333
  %103 = sext i32 %102 to i64, !dbg !335
  %104 = getelementptr inbounds [2 x [1 x [5 x %struct.S1]]], ptr @g_28, i64 0, i64 %103, !dbg !335
  %105 = load i32, ptr %7, align 4, !dbg !336
  %106 = sext i32 %105 to i64, !dbg !335
  %107 = getelementptr inbounds [1 x [5 x %struct.S1]], ptr %104, i64 0, i64 %106, !dbg !335
  %108 = load i32, ptr %8, align 4, !dbg !337
  %109 = sext i32 %108 to i64, !dbg !335
  %110 = getelementptr inbounds [5 x %struct.S1], ptr %107, i64 0, i64 %109, !dbg !335
  %111 = load volatile i176, ptr %110, align 2, !dbg !338
  %112 = shl i176 %111, 148, !dbg !338
  %113 = ashr i176 %112, 148, !dbg !338
  %114 = trunc i176 %113 to i32, !dbg !338
  %115 = sext i32 %114 to i64, !dbg !335
  %116 = load i32, ptr %9, align 4, !dbg !339
  call void @transparent_crc(i64 noundef %115, ptr noundef @.str.16, i32 noundef %116), !dbg !340
  %117 = load i32, ptr %6, align 4, !dbg !341
  %118 = sext i32 %117 to i64, !dbg !342
  %119 = getelementptr inbounds [2 x [1 x [5 x %struct.S1]]], ptr @g_28, i64 0, i64 %118, !dbg !342
  %120 = load i32, ptr %7, align 4, !dbg !343
  %121 = sext i32 %120 to i64, !dbg !342
  %122 = getelementptr inbounds [1 x [5 x %struct.S1]], ptr %119, i64 0, i64 %121, !dbg !342
  %123 = load i32, ptr %8, align 4, !dbg !344
  %124 = sext i32 %123 to i64, !dbg !342
  %125 = getelementptr inbounds [5 x %struct.S1], ptr %122, i64 0, i64 %124, !dbg !342
  %126 = load i176, ptr %125, align 2, !dbg !345
  %127 = shl i176 %126, 131, !dbg !345
  %128 = ashr i176 %127, 159, !dbg !345
  %129 = trunc i176 %128 to i32, !dbg !345
  %130 = sext i32 %129 to i64, !dbg !342
  %131 = load i32, ptr %9, align 4, !dbg !346
  call void @transparent_crc(i64 noundef %130, ptr noundef @.str.17, i32 noundef %131), !dbg !347
  %132 = load i32, ptr %6, align 4, !dbg !348
  %133 = sext i32 %132 to i64, !dbg !349
  %134 = getelementptr inbounds [2 x [1 x [5 x %struct.S1]]], ptr @g_28, i64 0, i64 %133, !dbg !349
  %135 = load i32, ptr %7, align 4, !dbg !350
  %136 = sext i32 %135 to i64, !dbg !349
  %137 = getelementptr inbounds [1 x [5 x %struct.S1]], ptr %134, i64 0, i64 %136, !dbg !349
  %138 = load i32, ptr %8, align 4, !dbg !351
  %139 = sext i32 %138 to i64, !dbg !349
  %140 = getelementptr inbounds [5 x %struct.S1], ptr %137, i64 0, i64 %139, !dbg !349
  %141 = load i176, ptr %140, align 2, !dbg !352
  %142 = lshr i176 %141, 45, !dbg !352
  %143 = and i176 %142, 15, !dbg !352
  %144 = trunc i176 %143 to i32, !dbg !352
  %145 = zext i32 %144 to i64, !dbg !349
  %146 = load i32, ptr %9, align 4, !dbg !353
  call void @transparent_crc(i64 noundef %145, ptr noundef @.str.18, i32 noundef %146), !dbg !354
  %147 = load i32, ptr %6, align 4, !dbg !355
  %148 = sext i32 %147 to i64, !dbg !356
  %149 = getelementptr inbounds [2 x [1 x [5 x %struct.S1]]], ptr @g_28, i64 0, i64 %148, !dbg !356
  %150 = load i32, ptr %7, align 4, !dbg !357
  %151 = sext i32 %150 to i64, !dbg !356
  %152 = getelementptr inbounds [1 x [5 x %struct.S1]], ptr %149, i64 0, i64 %151, !dbg !356
  %153 = load i32, ptr %8, align 4, !dbg !358
  %154 = sext i32 %153 to i64, !dbg !356
  %155 = getelementptr inbounds [5 x %struct.S1], ptr %152, i64 0, i64 %154, !dbg !356
  %156 = load i176, ptr %155, align 2, !dbg !359
  %157 = shl i176 %156, 100, !dbg !359
  %158 = ashr i176 %157, 149, !dbg !359
  %159 = trunc i176 %158 to i32, !dbg !359
  %160 = sext i32 %159 to i64, !dbg !356
  %161 = load i32, ptr %9, align 4, !dbg !360
  call void @transparent_crc(i64 noundef %160, ptr noundef @.str.19, i32 noundef %161), !dbg !361
  %162 = load i32, ptr %6, align 4, !dbg !362
  %163 = sext i32 %162 to i64, !dbg !363
  %164 = getelementptr inbounds [2 x [1 x [5 x %struct.S1]]], ptr @g_28, i64 0, i64 %163, !dbg !363
  %165 = load i32, ptr %7, align 4, !dbg !364
  %166 = sext i32 %165 to i64, !dbg !363
  %167 = getelementptr inbounds [1 x [5 x %struct.S1]], ptr %164, i64 0, i64 %166, !dbg !363
  %168 = load i32, ptr %8, align 4, !dbg !365
  %169 = sext i32 %168 to i64, !dbg !363
  %170 = getelementptr inbounds [5 x %struct.S1], ptr %167, i64 0, i64 %169, !dbg !363
  %171 = load volatile i176, ptr %170, align 2, !dbg !366
  %172 = lshr i176 %171, 76, !dbg !366
  %173 = and i176 %172, 32767, !dbg !366
  %174 = trunc i176 %173 to i32, !dbg !366
  %175 = zext i32 %174 to i64, !dbg !363
  %176 = load i32, ptr %9, align 4, !dbg !367
  call void @transparent_crc(i64 noundef %175, ptr noundef @.str.20, i32 noundef %176), !dbg !368
  %177 = load i32, ptr %6, align 4, !dbg !369
  %178 = sext i32 %177 to i64, !dbg !370
  %179 = getelementptr inbounds [2 x [1 x [5 x %struct.S1]]], ptr @g_28, i64 0, i64 %178, !dbg !370
  %180 = load i32, ptr %7, align 4, !dbg !371
  %181 = sext i32 %180 to i64, !dbg !370
  %182 = getelementptr inbounds [1 x [5 x %struct.S1]], ptr %179, i64 0, i64 %181, !dbg !370
  %183 = load i32, ptr %8, align 4, !dbg !372
  %184 = sext i32 %183 to i64, !dbg !370
  %185 = getelementptr inbounds [5 x %struct.S1], ptr %182, i64 0, i64 %184, !dbg !370
  %186 = load i176, ptr %185, align 2, !dbg !373
  %187 = lshr i176 %186, 91, !dbg !373
  %188 = and i176 %187, 2147483647, !dbg !373
  %189 = trunc i176 %188 to i32, !dbg !373
  %190 = zext i32 %189 to i64, !dbg !370
  %191 = load i32, ptr %9, align 4, !dbg !374
  call void @transparent_crc(i64 noundef %190, ptr noundef @.str.21, i32 noundef %191), !dbg !375
  %192 = load i32, ptr %6, align 4, !dbg !376
  %193 = sext i32 %192 to i64, !dbg !377
  %194 = getelementptr inbounds [2 x [1 x [5 x %struct.S1]]], ptr @g_28, i64 0, i64 %193, !dbg !377
  %195 = load i32, ptr %7, align 4, !dbg !378
  %196 = sext i32 %195 to i64, !dbg !377
  %197 = getelementptr inbounds [1 x [5 x %struct.S1]], ptr %194, i64 0, i64 %196, !dbg !377
  %198 = load i32, ptr %8, align 4, !dbg !379
  %199 = sext i32 %198 to i64, !dbg !377
  %200 = getelementptr inbounds [5 x %struct.S1], ptr %197, i64 0, i64 %199, !dbg !377
  %201 = load i176, ptr %200, align 2, !dbg !380
  %202 = shl i176 %201, 53, !dbg !380
  %203 = ashr i176 %202, 175, !dbg !380
  %204 = trunc i176 %203 to i32, !dbg !380
  %205 = sext i32 %204 to i64, !dbg !377
  %206 = load i32, ptr %9, align 4, !dbg !381
  call void @transparent_crc(i64 noundef %205, ptr noundef @.str.22, i32 noundef %206), !dbg !382
  %207 = load i32, ptr %6, align 4, !dbg !383
  %208 = sext i32 %207 to i64, !dbg !384
  %209 = getelementptr inbounds [2 x [1 x [5 x %struct.S1]]], ptr @g_28, i64 0, i64 %208, !dbg !384
  %210 = load i32, ptr %7, align 4, !dbg !385
  %211 = sext i32 %210 to i64, !dbg !384
  %212 = getelementptr inbounds [1 x [5 x %struct.S1]], ptr %209, i64 0, i64 %211, !dbg !384
  %213 = load i32, ptr %8, align 4, !dbg !386
  %214 = sext i32 %213 to i64, !dbg !384
  %215 = getelementptr inbounds [5 x %struct.S1], ptr %212, i64 0, i64 %214, !dbg !384
  %216 = load i176, ptr %215, align 2, !dbg !387
  %217 = shl i176 %216, 34, !dbg !387
  %218 = ashr i176 %217, 157, !dbg !387
  %219 = trunc i176 %218 to i32, !dbg !387
  %220 = sext i32 %219 to i64, !dbg !384
  %221 = load i32, ptr %9, align 4, !dbg !388
  call void @transparent_crc(i64 noundef %220, ptr noundef @.str.23, i32 noundef %221), !dbg !389
  %222 = load i32, ptr %6, align 4, !dbg !390
  %223 = sext i32 %222 to i64, !dbg !391
  %224 = getelementptr inbounds [2 x [1 x [5 x %struct.S1]]], ptr @g_28, i64 0, i64 %223, !dbg !391
  %225 = load i32, ptr %7, align 4, !dbg !392
  %226 = sext i32 %225 to i64, !dbg !391
  %227 = getelementptr inbounds [1 x [5 x %struct.S1]], ptr %224, i64 0, i64 %226, !dbg !391
  %228 = load i32, ptr %8, align 4, !dbg !393
  %229 = sext i32 %228 to i64, !dbg !391
  %230 = getelementptr inbounds [5 x %struct.S1], ptr %227, i64 0, i64 %229, !dbg !391
  %231 = load i176, ptr %230, align 2, !dbg !394
  %232 = lshr i176 %231, 142, !dbg !394
  %233 = and i176 %232, 16777215, !dbg !394
  %234 = trunc i176 %233 to i32, !dbg !394
  %235 = zext i32 %234 to i64, !dbg !391
  %236 = load i32, ptr %9, align 4, !dbg !395
  call void @transparent_crc(i64 noundef %235, ptr noundef @.str.24, i32 noundef %236), !dbg !396
  %237 = load i32, ptr %6, align 4, !dbg !397
  %238 = sext i32 %237 to i64, !dbg !398
  %239 = getelementptr inbounds [2 x [1 x [5 x %struct.S1]]], ptr @g_28, i64 0, i64 %238, !dbg !398
  %240 = load i32, ptr %7, align 4, !dbg !399
  %241 = sext i32 %240 to i64, !dbg !398
  %242 = getelementptr inbounds [1 x [5 x %struct.S1]], ptr %239, i64 0, i64 %241, !dbg !398
  %243 = load i32, ptr %8, align 4, !dbg !400
  %244 = sext i32 %243 to i64, !dbg !398
  %245 = getelementptr inbounds [5 x %struct.S1], ptr %242, i64 0, i64 %244, !dbg !398
  %246 = load i176, ptr %245, align 2, !dbg !401
  %247 = shl i176 %246, 4, !dbg !401
  %248 = ashr i176 %247, 170, !dbg !401
  %249 = trunc i176 %248 to i32, !dbg !401
  %250 = sext i32 %249 to i64, !dbg !398
  %251 = load i32, ptr %9, align 4, !dbg !402
  call void @transparent_crc(i64 noundef %250, ptr noundef @.str.25, i32 noundef %251), !dbg !403
  %252 = load i32, ptr %9, align 4, !dbg !404
  %253 = icmp ne i32 %252, 0, !dbg !404
  br i1 %253, label %254, label %259, !dbg !406

254:                                              ; preds = %101
  %255 = load i32, ptr %6, align 4, !dbg !407
  %256 = load i32, ptr %7, align 4, !dbg !408
  %257 = load i32, ptr %8, align 4, !dbg !409
  %258 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %255, i32 noundef %256, i32 noundef %257), !dbg !410
  br label %259, !dbg !410

259:                                              ; preds = %254, %101
  br label %260, !dbg !411

260:                                              ; preds = %259
  %261 = load i32, ptr %8, align 4, !dbg !412
  %262 = add nsw i32 %261, 1, !dbg !412
  store i32 %262, ptr %8, align 4, !dbg !412
  br label %98, !dbg !413, !llvm.loop !414

263:                                              ; preds = %98
  br label %264, !dbg !417

264:                                              ; preds = %263
  %265 = load i32, ptr %7, align 4, !dbg !418
  %266 = add nsw i32 %265, 1, !dbg !418
  store i32 %266, ptr %7, align 4, !dbg !418
  br label %94, !dbg !419, !llvm.loop !420

267:                                              ; preds = %94
  br label %268, !dbg !422

268:                                              ; preds = %267
  %269 = load i32, ptr %6, align 4, !dbg !423
  %270 = add nsw i32 %269, 1, !dbg !423
  store i32 %270, ptr %6, align 4, !dbg !423
  br label %90, !dbg !424, !llvm.loop !425

271:                                              ; preds = %90
  %272 = load i32, ptr @g_30, align 4, !dbg !427
  %273 = sext i32 %272 to i64, !dbg !427
  %274 = load i32, ptr %9, align 4, !dbg !428
  call void @transparent_crc(i64 noundef %273, ptr noundef @.str.27, i32 noundef %274), !dbg !429
  store i32 0, ptr %6, align 4, !dbg !430
  br label %275, !dbg !432

275:                                              ; preds = %372, %271
  %276 = load i32, ptr %6, align 4, !dbg !433
  %277 = icmp slt i32 %276, 8, !dbg !435
  br i1 %277, label %278, label %375, !dbg !436

278:                                              ; preds = %275
  %279 = load i32, ptr %6, align 4, !dbg !437
  %280 = sext i32 %279 to i64, !dbg !439
  %281 = getelementptr inbounds [8 x %struct.S2], ptr @g_31, i64 0, i64 %280, !dbg !439
  %282 = load i64, ptr %281, align 4, !dbg !440
  %283 = shl i64 %282, 35, !dbg !440
  %284 = ashr i64 %283, 35, !dbg !440
  %285 = trunc i64 %284 to i32, !dbg !440
  %286 = sext i32 %285 to i64, !dbg !439
  %287 = load i32, ptr %9, align 4, !dbg !441
  call void @transparent_crc(i64 noundef %286, ptr noundef @.str.28, i32 noundef %287), !dbg !442
  %288 = load i32, ptr %6, align 4, !dbg !443
  %289 = sext i32 %288 to i64, !dbg !444
  %290 = getelementptr inbounds [8 x %struct.S2], ptr @g_31, i64 0, i64 %289, !dbg !444
  %291 = load i64, ptr %290, align 4, !dbg !445
  %292 = lshr i64 %291, 32, !dbg !445
  %293 = and i64 %292, 67108863, !dbg !445
  %294 = trunc i64 %293 to i32, !dbg !445
  %295 = zext i32 %294 to i64, !dbg !444
  %296 = load i32, ptr %9, align 4, !dbg !446
  call void @transparent_crc(i64 noundef %295, ptr noundef @.str.29, i32 noundef %296), !dbg !447
  %297 = load i32, ptr %6, align 4, !dbg !448
  %298 = sext i32 %297 to i64, !dbg !449
  %299 = getelementptr inbounds [8 x %struct.S2], ptr @g_31, i64 0, i64 %298, !dbg !449
  %300 = getelementptr inbounds %struct.S2, ptr %299, i32 0, i32 1, !dbg !450
  %301 = load volatile i64, ptr %300, align 4, !dbg !450
  %302 = shl i64 %301, 47, !dbg !450
  %303 = ashr i64 %302, 47, !dbg !450
  %304 = trunc i64 %303 to i32, !dbg !450
  %305 = sext i32 %304 to i64, !dbg !449
  %306 = load i32, ptr %9, align 4, !dbg !451
  call void @transparent_crc(i64 noundef %305, ptr noundef @.str.30, i32 noundef %306), !dbg !452
  %307 = load i32, ptr %6, align 4, !dbg !453
  %308 = sext i32 %307 to i64, !dbg !454
  %309 = getelementptr inbounds [8 x %struct.S2], ptr @g_31, i64 0, i64 %308, !dbg !454
  %310 = getelementptr inbounds %struct.S2, ptr %309, i32 0, i32 1, !dbg !455
  %311 = load i64, ptr %310, align 4, !dbg !455
  %312 = lshr i64 %311, 32, !dbg !455
  %313 = and i64 %312, 131071, !dbg !455
  %314 = trunc i64 %313 to i32, !dbg !455
  %315 = zext i32 %314 to i64, !dbg !454
  %316 = load i32, ptr %9, align 4, !dbg !456
  call void @transparent_crc(i64 noundef %315, ptr noundef @.str.31, i32 noundef %316), !dbg !457
  %317 = load i32, ptr %6, align 4, !dbg !458
  %318 = sext i32 %317 to i64, !dbg !459
  %319 = getelementptr inbounds [8 x %struct.S2], ptr @g_31, i64 0, i64 %318, !dbg !459
  %320 = getelementptr inbounds %struct.S2, ptr %319, i32 0, i32 2, !dbg !460
  %321 = load volatile i64, ptr %320, align 4, !dbg !460
  %322 = shl i64 %321, 44, !dbg !460
  %323 = ashr i64 %322, 44, !dbg !460
  %324 = trunc i64 %323 to i32, !dbg !460
  %325 = sext i32 %324 to i64, !dbg !459
  %326 = load i32, ptr %9, align 4, !dbg !461
  call void @transparent_crc(i64 noundef %325, ptr noundef @.str.32, i32 noundef %326), !dbg !462
  %327 = load i32, ptr %6, align 4, !dbg !463
  %328 = sext i32 %327 to i64, !dbg !464
  %329 = getelementptr inbounds [8 x %struct.S2], ptr @g_31, i64 0, i64 %328, !dbg !464
  %330 = getelementptr inbounds %struct.S2, ptr %329, i32 0, i32 2, !dbg !465
  %331 = load i64, ptr %330, align 4, !dbg !465
  %332 = shl i64 %331, 41, !dbg !465
  %333 = ashr i64 %332, 61, !dbg !465
  %334 = trunc i64 %333 to i32, !dbg !465
  %335 = sext i32 %334 to i64, !dbg !464
  %336 = load i32, ptr %9, align 4, !dbg !466
  call void @transparent_crc(i64 noundef %335, ptr noundef @.str.33, i32 noundef %336), !dbg !467
  %337 = load i32, ptr %6, align 4, !dbg !468
  %338 = sext i32 %337 to i64, !dbg !469
  %339 = getelementptr inbounds [8 x %struct.S2], ptr @g_31, i64 0, i64 %338, !dbg !469
  %340 = getelementptr inbounds %struct.S2, ptr %339, i32 0, i32 2, !dbg !470
  %341 = load i64, ptr %340, align 4, !dbg !470
  %342 = shl i64 %341, 22, !dbg !470
  %343 = ashr i64 %342, 54, !dbg !470
  %344 = trunc i64 %343 to i32, !dbg !470
  %345 = sext i32 %344 to i64, !dbg !469
  %346 = load i32, ptr %9, align 4, !dbg !471
  call void @transparent_crc(i64 noundef %345, ptr noundef @.str.34, i32 noundef %346), !dbg !472
  %347 = load i32, ptr %6, align 4, !dbg !473
  %348 = sext i32 %347 to i64, !dbg !474
  %349 = getelementptr inbounds [8 x %struct.S2], ptr @g_31, i64 0, i64 %348, !dbg !474
  %350 = getelementptr inbounds %struct.S2, ptr %349, i32 0, i32 2, !dbg !475
  %351 = load i64, ptr %350, align 4, !dbg !475
  %352 = shl i64 %351, 12, !dbg !475
  %353 = ashr i64 %352, 54, !dbg !475
  %354 = trunc i64 %353 to i32, !dbg !475
  %355 = sext i32 %354 to i64, !dbg !474
  %356 = load i32, ptr %9, align 4, !dbg !476
  call void @transparent_crc(i64 noundef %355, ptr noundef @.str.35, i32 noundef %356), !dbg !477
  %357 = load i32, ptr %6, align 4, !dbg !478
  %358 = sext i32 %357 to i64, !dbg !479
  %359 = getelementptr inbounds [8 x %struct.S2], ptr @g_31, i64 0, i64 %358, !dbg !479
  %360 = getelementptr inbounds %struct.S2, ptr %359, i32 0, i32 3, !dbg !480
  %361 = load i32, ptr %360, align 4, !dbg !480
  %362 = shl i32 %361, 9, !dbg !480
  %363 = ashr i32 %362, 9, !dbg !480
  %364 = sext i32 %363 to i64, !dbg !479
  %365 = load i32, ptr %9, align 4, !dbg !481
  call void @transparent_crc(i64 noundef %364, ptr noundef @.str.36, i32 noundef %365), !dbg !482
  %366 = load i32, ptr %9, align 4, !dbg !483
  %367 = icmp ne i32 %366, 0, !dbg !483
  br i1 %367, label %368, label %371, !dbg !485

368:                                              ; preds = %278
  %369 = load i32, ptr %6, align 4, !dbg !486
  %370 = call i32 (ptr, ...) @printf(ptr noundef @.str.37, i32 noundef %369), !dbg !487
  br label %371, !dbg !487

371:                                              ; preds = %368, %278
  br label %372, !dbg !488

372:                                              ; preds = %371
  %373 = load i32, ptr %6, align 4, !dbg !489
  %374 = add nsw i32 %373, 1, !dbg !489
  store i32 %374, ptr %6, align 4, !dbg !489
  br label %275, !dbg !490, !llvm.loop !491

375:                                              ; preds = %275
  store i32 0, ptr %6, align 4, !dbg !493
  br label %376, !dbg !495

376:                                              ; preds = %476, %375
  %377 = load i32, ptr %6, align 4, !dbg !496
  %378 = icmp slt i32 %377, 8, !dbg !498
  br i1 %378, label %379, label %479, !dbg !499

379:                                              ; preds = %376
  %380 = load i32, ptr %6, align 4, !dbg !500
  %381 = sext i32 %380 to i64, !dbg !502
  %382 = getelementptr inbounds [8 x %struct.S1], ptr @g_33, i64 0, i64 %381, !dbg !502
  %383 = load volatile i176, ptr %382, align 2, !dbg !503
  %384 = shl i176 %383, 148, !dbg !503
  %385 = ashr i176 %384, 148, !dbg !503
  %386 = trunc i176 %385 to i32, !dbg !503
  %387 = sext i32 %386 to i64, !dbg !502
  %388 = load i32, ptr %9, align 4, !dbg !504
  call void @transparent_crc(i64 noundef %387, ptr noundef @.str.38, i32 noundef %388), !dbg !505
  %389 = load i32, ptr %6, align 4, !dbg !506
  %390 = sext i32 %389 to i64, !dbg !507
  %391 = getelementptr inbounds [8 x %struct.S1], ptr @g_33, i64 0, i64 %390, !dbg !507
  %392 = load i176, ptr %391, align 2, !dbg !508
  %393 = shl i176 %392, 131, !dbg !508
  %394 = ashr i176 %393, 159, !dbg !508
  %395 = trunc i176 %394 to i32, !dbg !508
  %396 = sext i32 %395 to i64, !dbg !507
  %397 = load i32, ptr %9, align 4, !dbg !509
  call void @transparent_crc(i64 noundef %396, ptr noundef @.str.39, i32 noundef %397), !dbg !510
  %398 = load i32, ptr %6, align 4, !dbg !511
  %399 = sext i32 %398 to i64, !dbg !512
  %400 = getelementptr inbounds [8 x %struct.S1], ptr @g_33, i64 0, i64 %399, !dbg !512
  %401 = load i176, ptr %400, align 2, !dbg !513
  %402 = lshr i176 %401, 45, !dbg !513
  %403 = and i176 %402, 15, !dbg !513
  %404 = trunc i176 %403 to i32, !dbg !513
  %405 = zext i32 %404 to i64, !dbg !512
  %406 = load i32, ptr %9, align 4, !dbg !514
  call void @transparent_crc(i64 noundef %405, ptr noundef @.str.40, i32 noundef %406), !dbg !515
  %407 = load i32, ptr %6, align 4, !dbg !516
  %408 = sext i32 %407 to i64, !dbg !517
  %409 = getelementptr inbounds [8 x %struct.S1], ptr @g_33, i64 0, i64 %408, !dbg !517
  %410 = load i176, ptr %409, align 2, !dbg !518
  %411 = shl i176 %410, 100, !dbg !518
  %412 = ashr i176 %411, 149, !dbg !518
  %413 = trunc i176 %412 to i32, !dbg !518
  %414 = sext i32 %413 to i64, !dbg !517
  %415 = load i32, ptr %9, align 4, !dbg !519
  call void @transparent_crc(i64 noundef %414, ptr noundef @.str.41, i32 noundef %415), !dbg !520
  %416 = load i32, ptr %6, align 4, !dbg !521
  %417 = sext i32 %416 to i64, !dbg !522
  %418 = getelementptr inbounds [8 x %struct.S1], ptr @g_33, i64 0, i64 %417, !dbg !522
  %419 = load volatile i176, ptr %418, align 2, !dbg !523
  %420 = lshr i176 %419, 76, !dbg !523
  %421 = and i176 %420, 32767, !dbg !523
  %422 = trunc i176 %421 to i32, !dbg !523
  %423 = zext i32 %422 to i64, !dbg !522
  %424 = load i32, ptr %9, align 4, !dbg !524
  call void @transparent_crc(i64 noundef %423, ptr noundef @.str.42, i32 noundef %424), !dbg !525
  %425 = load i32, ptr %6, align 4, !dbg !526
  %426 = sext i32 %425 to i64, !dbg !527
  %427 = getelementptr inbounds [8 x %struct.S1], ptr @g_33, i64 0, i64 %426, !dbg !527
  %428 = load i176, ptr %427, align 2, !dbg !528
  %429 = lshr i176 %428, 91, !dbg !528
  %430 = and i176 %429, 2147483647, !dbg !528
  %431 = trunc i176 %430 to i32, !dbg !528
  %432 = zext i32 %431 to i64, !dbg !527
  %433 = load i32, ptr %9, align 4, !dbg !529
  call void @transparent_crc(i64 noundef %432, ptr noundef @.str.43, i32 noundef %433), !dbg !530
  %434 = load i32, ptr %6, align 4, !dbg !531
  %435 = sext i32 %434 to i64, !dbg !532
  %436 = getelementptr inbounds [8 x %struct.S1], ptr @g_33, i64 0, i64 %435, !dbg !532
  %437 = load i176, ptr %436, align 2, !dbg !533
  %438 = shl i176 %437, 53, !dbg !533
  %439 = ashr i176 %438, 175, !dbg !533
  %440 = trunc i176 %439 to i32, !dbg !533
  %441 = sext i32 %440 to i64, !dbg !532
  %442 = load i32, ptr %9, align 4, !dbg !534
  call void @transparent_crc(i64 noundef %441, ptr noundef @.str.44, i32 noundef %442), !dbg !535
  %443 = load i32, ptr %6, align 4, !dbg !536
  %444 = sext i32 %443 to i64, !dbg !537
  %445 = getelementptr inbounds [8 x %struct.S1], ptr @g_33, i64 0, i64 %444, !dbg !537
  %446 = load i176, ptr %445, align 2, !dbg !538
  %447 = shl i176 %446, 34, !dbg !538
  %448 = ashr i176 %447, 157, !dbg !538
  %449 = trunc i176 %448 to i32, !dbg !538
  %450 = sext i32 %449 to i64, !dbg !537
  %451 = load i32, ptr %9, align 4, !dbg !539
  call void @transparent_crc(i64 noundef %450, ptr noundef @.str.45, i32 noundef %451), !dbg !540
  %452 = load i32, ptr %6, align 4, !dbg !541
  %453 = sext i32 %452 to i64, !dbg !542
  %454 = getelementptr inbounds [8 x %struct.S1], ptr @g_33, i64 0, i64 %453, !dbg !542
  %455 = load i176, ptr %454, align 2, !dbg !543
  %456 = lshr i176 %455, 142, !dbg !543
  %457 = and i176 %456, 16777215, !dbg !543
  %458 = trunc i176 %457 to i32, !dbg !543
  %459 = zext i32 %458 to i64, !dbg !542
  %460 = load i32, ptr %9, align 4, !dbg !544
  call void @transparent_crc(i64 noundef %459, ptr noundef @.str.46, i32 noundef %460), !dbg !545
  %461 = load i32, ptr %6, align 4, !dbg !546
  %462 = sext i32 %461 to i64, !dbg !547
  %463 = getelementptr inbounds [8 x %struct.S1], ptr @g_33, i64 0, i64 %462, !dbg !547
  %464 = load i176, ptr %463, align 2, !dbg !548
  %465 = shl i176 %464, 4, !dbg !548
  %466 = ashr i176 %465, 170, !dbg !548
  %467 = trunc i176 %466 to i32, !dbg !548
  %468 = sext i32 %467 to i64, !dbg !547
  %469 = load i32, ptr %9, align 4, !dbg !549
  call void @transparent_crc(i64 noundef %468, ptr noundef @.str.47, i32 noundef %469), !dbg !550
  %470 = load i32, ptr %9, align 4, !dbg !551
  %471 = icmp ne i32 %470, 0, !dbg !551
  br i1 %471, label %472, label %475, !dbg !553

472:                                              ; preds = %379
  %473 = load i32, ptr %6, align 4, !dbg !554
  %474 = call i32 (ptr, ...) @printf(ptr noundef @.str.37, i32 noundef %473), !dbg !555
  br label %475, !dbg !555

475:                                              ; preds = %472, %379
  br label %476, !dbg !556

476:                                              ; preds = %475
  %477 = load i32, ptr %6, align 4, !dbg !557
  %478 = add nsw i32 %477, 1, !dbg !557
  store i32 %478, ptr %6, align 4, !dbg !557
  br label %376, !dbg !558, !llvm.loop !559

479:                                              ; preds = %376
  %480 = load i32, ptr @crc32_context, align 4, !dbg !561
  %481 = zext i32 %480 to i64, !dbg !561
  %482 = xor i64 %481, 4294967295, !dbg !562
  %483 = trunc i64 %482 to i32, !dbg !561
  %484 = load i32, ptr %9, align 4, !dbg !563
  call void @platform_main_end(i32 noundef %483, i32 noundef %484), !dbg !564
  ret i32 0, !dbg !565
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !566 {
  ret void, !dbg !569
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !570 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !571, !DIExpression(), !572)
    #dbg_declare(ptr %2, !573, !DIExpression(), !575)
  store i32 -306674912, ptr %2, align 4, !dbg !575
    #dbg_declare(ptr %3, !576, !DIExpression(), !577)
    #dbg_declare(ptr %4, !578, !DIExpression(), !579)
  store i32 0, ptr %3, align 4, !dbg !580
  br label %5, !dbg !582

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !583
  %7 = icmp slt i32 %6, 256, !dbg !585
  br i1 %7, label %8, label %36, !dbg !586

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !587
  store i32 %9, ptr %1, align 4, !dbg !589
  store i32 8, ptr %4, align 4, !dbg !590
  br label %10, !dbg !592

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !593
  %12 = icmp sgt i32 %11, 0, !dbg !595
  br i1 %12, label %13, label %28, !dbg !596

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !597
  %15 = and i32 %14, 1, !dbg !600
  %16 = icmp ne i32 %15, 0, !dbg !600
  br i1 %16, label %17, label %21, !dbg !601

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !602
  %19 = lshr i32 %18, 1, !dbg !604
  %20 = xor i32 %19, -306674912, !dbg !605
  store i32 %20, ptr %1, align 4, !dbg !606
  br label %24, !dbg !607

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !608
  %23 = lshr i32 %22, 1, !dbg !608
  store i32 %23, ptr %1, align 4, !dbg !608
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !610

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !611
  %27 = add nsw i32 %26, -1, !dbg !611
  store i32 %27, ptr %4, align 4, !dbg !611
  br label %10, !dbg !612, !llvm.loop !613

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !615
  %30 = load i32, ptr %3, align 4, !dbg !616
  %31 = sext i32 %30 to i64, !dbg !617
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !617
  store i32 %29, ptr %32, align 4, !dbg !618
  br label %33, !dbg !619

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !620
  %35 = add nsw i32 %34, 1, !dbg !620
  store i32 %35, ptr %3, align 4, !dbg !620
  br label %5, !dbg !621, !llvm.loop !622

36:                                               ; preds = %5
  ret void, !dbg !624
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @func_1() #0 !dbg !625 {
  %1 = alloca [3 x [2 x i8]], align 1
  %2 = alloca [6 x i32], align 16
  %3 = alloca [8 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [6 x i32], align 16
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [6 x [4 x [7 x ptr]]], align 16
  %11 = alloca i16, align 2
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.S1, align 1
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca [2 x [6 x [4 x ptr]]], align 16
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
    #dbg_declare(ptr %1, !631, !DIExpression(), !638)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr align 1 @__const.func_1.l_2, i64 6, i1 false), !dbg !638
    #dbg_declare(ptr %2, !639, !DIExpression(), !643)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.func_1.l_41, i64 24, i1 false), !dbg !643
    #dbg_declare(ptr %3, !644, !DIExpression(), !646)
    #dbg_declare(ptr %4, !647, !DIExpression(), !648)
    #dbg_declare(ptr %5, !649, !DIExpression(), !650)
  store i32 0, ptr %4, align 4, !dbg !651
  br label %23, !dbg !653

23:                                               ; preds = %30, %0
  %24 = load i32, ptr %4, align 4, !dbg !654
  %25 = icmp slt i32 %24, 8, !dbg !656
  br i1 %25, label %26, label %33, !dbg !657

26:                                               ; preds = %23
  %27 = load i32, ptr %4, align 4, !dbg !658
  %28 = sext i32 %27 to i64, !dbg !659
  %29 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %28, !dbg !659
  store i32 -345302979, ptr %29, align 4, !dbg !660
  br label %30, !dbg !659

30:                                               ; preds = %26
  %31 = load i32, ptr %4, align 4, !dbg !661
  %32 = add nsw i32 %31, 1, !dbg !661
  store i32 %32, ptr %4, align 4, !dbg !661
  br label %23, !dbg !662, !llvm.loop !663

33:                                               ; preds = %23
  store i32 0, ptr @g_6, align 4, !dbg !665
  br label %34, !dbg !667

34:                                               ; preds = %377, %33
  %35 = load i32, ptr @g_6, align 4, !dbg !668
  %36 = icmp sle i32 %35, 1, !dbg !670
  br i1 %36, label %37, label %380, !dbg !671

37:                                               ; preds = %34
    #dbg_declare(ptr %6, !672, !DIExpression(), !674)
  store ptr @g_30, ptr %6, align 8, !dbg !674
    #dbg_declare(ptr %7, !675, !DIExpression(), !676)
    #dbg_declare(ptr %8, !677, !DIExpression(), !681)
  store i64 8852173445942254648, ptr %8, align 8, !dbg !681
    #dbg_declare(ptr %9, !682, !DIExpression(), !683)
  %38 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !684
  store ptr %38, ptr %9, align 8, !dbg !683
    #dbg_declare(ptr %10, !685, !DIExpression(), !689)
  %39 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !690
  store ptr %39, ptr %10, align 8, !dbg !691
  %40 = getelementptr inbounds ptr, ptr %10, i64 1, !dbg !691
  %41 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !692
  store ptr %41, ptr %40, align 8, !dbg !691
  %42 = getelementptr inbounds ptr, ptr %10, i64 2, !dbg !691
  store ptr @g_15, ptr %42, align 8, !dbg !691
  %43 = getelementptr inbounds ptr, ptr %10, i64 3, !dbg !691
  store ptr @g_30, ptr %43, align 8, !dbg !691
  %44 = getelementptr inbounds ptr, ptr %10, i64 4, !dbg !691
  store ptr null, ptr %44, align 8, !dbg !691
  %45 = getelementptr inbounds ptr, ptr %10, i64 5, !dbg !691
  store ptr @g_30, ptr %45, align 8, !dbg !691
  %46 = getelementptr inbounds ptr, ptr %10, i64 6, !dbg !691
  store ptr null, ptr %46, align 8, !dbg !691
  %47 = getelementptr inbounds [7 x ptr], ptr %10, i64 1, !dbg !693
  %48 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !694
  store ptr %48, ptr %47, align 8, !dbg !695
  %49 = getelementptr inbounds ptr, ptr %47, i64 1, !dbg !695
  %50 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !696
  store ptr %50, ptr %49, align 8, !dbg !695
  %51 = getelementptr inbounds ptr, ptr %47, i64 2, !dbg !695
  store ptr null, ptr %51, align 8, !dbg !695
  %52 = getelementptr inbounds ptr, ptr %47, i64 3, !dbg !695
  store ptr @g_15, ptr %52, align 8, !dbg !695
  %53 = getelementptr inbounds ptr, ptr %47, i64 4, !dbg !695
  store ptr null, ptr %53, align 8, !dbg !695
  %54 = getelementptr inbounds ptr, ptr %47, i64 5, !dbg !695
  store ptr null, ptr %54, align 8, !dbg !695
  %55 = getelementptr inbounds ptr, ptr %47, i64 6, !dbg !695
  store ptr null, ptr %55, align 8, !dbg !695
  %56 = getelementptr inbounds [7 x ptr], ptr %10, i64 2, !dbg !693
  %57 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 0, !dbg !697
  store ptr %57, ptr %56, align 8, !dbg !698
  %58 = getelementptr inbounds ptr, ptr %56, i64 1, !dbg !698
  store ptr null, ptr %58, align 8, !dbg !698
  %59 = getelementptr inbounds ptr, ptr %56, i64 2, !dbg !698
  %60 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !699
  store ptr %60, ptr %59, align 8, !dbg !698
  %61 = getelementptr inbounds ptr, ptr %56, i64 3, !dbg !698
  %62 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !700
  store ptr %62, ptr %61, align 8, !dbg !698
  %63 = getelementptr inbounds ptr, ptr %56, i64 4, !dbg !698
  %64 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !701
  store ptr %64, ptr %63, align 8, !dbg !698
  %65 = getelementptr inbounds ptr, ptr %56, i64 5, !dbg !698
  %66 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 3, !dbg !702
  store ptr %66, ptr %65, align 8, !dbg !698
  %67 = getelementptr inbounds ptr, ptr %56, i64 6, !dbg !698
  store ptr null, ptr %67, align 8, !dbg !698
  %68 = getelementptr inbounds [7 x ptr], ptr %10, i64 3, !dbg !693
  store ptr @g_15, ptr %68, align 8, !dbg !703
  %69 = getelementptr inbounds ptr, ptr %68, i64 1, !dbg !703
  %70 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !704
  store ptr %70, ptr %69, align 8, !dbg !703
  %71 = getelementptr inbounds ptr, ptr %68, i64 2, !dbg !703
  store ptr null, ptr %71, align 8, !dbg !703
  %72 = getelementptr inbounds ptr, ptr %68, i64 3, !dbg !703
  store ptr @g_15, ptr %72, align 8, !dbg !703
  %73 = getelementptr inbounds ptr, ptr %68, i64 4, !dbg !703
  %74 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !705
  store ptr %74, ptr %73, align 8, !dbg !703
  %75 = getelementptr inbounds ptr, ptr %68, i64 5, !dbg !703
  store ptr @g_30, ptr %75, align 8, !dbg !703
  %76 = getelementptr inbounds ptr, ptr %68, i64 6, !dbg !703
  store ptr null, ptr %76, align 8, !dbg !703
  %77 = getelementptr inbounds [4 x [7 x ptr]], ptr %10, i64 1, !dbg !706
  store ptr @g_15, ptr %77, align 8, !dbg !707
  %78 = getelementptr inbounds ptr, ptr %77, i64 1, !dbg !707
  %79 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !708
  store ptr %79, ptr %78, align 8, !dbg !707
  %80 = getelementptr inbounds ptr, ptr %77, i64 2, !dbg !707
  %81 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 4, !dbg !709
  store ptr %81, ptr %80, align 8, !dbg !707
  %82 = getelementptr inbounds ptr, ptr %77, i64 3, !dbg !707
  %83 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !710
  store ptr %83, ptr %82, align 8, !dbg !707
  %84 = getelementptr inbounds ptr, ptr %77, i64 4, !dbg !707
  store ptr null, ptr %84, align 8, !dbg !707
  %85 = getelementptr inbounds ptr, ptr %77, i64 5, !dbg !707
  store ptr null, ptr %85, align 8, !dbg !707
  %86 = getelementptr inbounds ptr, ptr %77, i64 6, !dbg !707
  store ptr null, ptr %86, align 8, !dbg !707
  %87 = getelementptr inbounds [7 x ptr], ptr %77, i64 1, !dbg !711
  store ptr null, ptr %87, align 8, !dbg !712
  %88 = getelementptr inbounds ptr, ptr %87, i64 1, !dbg !712
  %89 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !713
  store ptr %89, ptr %88, align 8, !dbg !712
  %90 = getelementptr inbounds ptr, ptr %87, i64 2, !dbg !712
  %91 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !714
  store ptr %91, ptr %90, align 8, !dbg !712
  %92 = getelementptr inbounds ptr, ptr %87, i64 3, !dbg !712
  store ptr null, ptr %92, align 8, !dbg !712
  %93 = getelementptr inbounds ptr, ptr %87, i64 4, !dbg !712
  %94 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 4, !dbg !715
  store ptr %94, ptr %93, align 8, !dbg !712
  %95 = getelementptr inbounds ptr, ptr %87, i64 5, !dbg !712
  store ptr null, ptr %95, align 8, !dbg !712
  %96 = getelementptr inbounds ptr, ptr %87, i64 6, !dbg !712
  store ptr null, ptr %96, align 8, !dbg !712
  %97 = getelementptr inbounds [7 x ptr], ptr %77, i64 2, !dbg !711
  store ptr null, ptr %97, align 8, !dbg !716
  %98 = getelementptr inbounds ptr, ptr %97, i64 1, !dbg !716
  store ptr null, ptr %98, align 8, !dbg !716
  %99 = getelementptr inbounds ptr, ptr %97, i64 2, !dbg !716
  %100 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !717
  store ptr %100, ptr %99, align 8, !dbg !716
  %101 = getelementptr inbounds ptr, ptr %97, i64 3, !dbg !716
  %102 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 0, !dbg !718
  store ptr %102, ptr %101, align 8, !dbg !716
  %103 = getelementptr inbounds ptr, ptr %97, i64 4, !dbg !716
  store ptr @g_15, ptr %103, align 8, !dbg !716
  %104 = getelementptr inbounds ptr, ptr %97, i64 5, !dbg !716
  store ptr @g_15, ptr %104, align 8, !dbg !716
  %105 = getelementptr inbounds ptr, ptr %97, i64 6, !dbg !716
  store ptr null, ptr %105, align 8, !dbg !716
  %106 = getelementptr inbounds [7 x ptr], ptr %77, i64 3, !dbg !711
  %107 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !719
  store ptr %107, ptr %106, align 8, !dbg !720
  %108 = getelementptr inbounds ptr, ptr %106, i64 1, !dbg !720
  %109 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 4, !dbg !721
  store ptr %109, ptr %108, align 8, !dbg !720
  %110 = getelementptr inbounds ptr, ptr %106, i64 2, !dbg !720
  %111 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !722
  store ptr %111, ptr %110, align 8, !dbg !720
  %112 = getelementptr inbounds ptr, ptr %106, i64 3, !dbg !720
  store ptr null, ptr %112, align 8, !dbg !720
  %113 = getelementptr inbounds ptr, ptr %106, i64 4, !dbg !720
  store ptr null, ptr %113, align 8, !dbg !720
  %114 = getelementptr inbounds ptr, ptr %106, i64 5, !dbg !720
  store ptr @g_30, ptr %114, align 8, !dbg !720
  %115 = getelementptr inbounds ptr, ptr %106, i64 6, !dbg !720
  store ptr null, ptr %115, align 8, !dbg !720
  %116 = getelementptr inbounds [4 x [7 x ptr]], ptr %10, i64 2, !dbg !706
  %117 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !723
  store ptr %117, ptr %116, align 8, !dbg !724
  %118 = getelementptr inbounds ptr, ptr %116, i64 1, !dbg !724
  %119 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !725
  store ptr %119, ptr %118, align 8, !dbg !724
  %120 = getelementptr inbounds ptr, ptr %116, i64 2, !dbg !724
  store ptr null, ptr %120, align 8, !dbg !724
  %121 = getelementptr inbounds ptr, ptr %116, i64 3, !dbg !724
  store ptr @g_15, ptr %121, align 8, !dbg !724
  %122 = getelementptr inbounds ptr, ptr %116, i64 4, !dbg !724
  store ptr null, ptr %122, align 8, !dbg !724
  %123 = getelementptr inbounds ptr, ptr %116, i64 5, !dbg !724
  store ptr null, ptr %123, align 8, !dbg !724
  %124 = getelementptr inbounds ptr, ptr %116, i64 6, !dbg !724
  store ptr null, ptr %124, align 8, !dbg !724
  %125 = getelementptr inbounds [7 x ptr], ptr %116, i64 1, !dbg !726
  %126 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 0, !dbg !727
  store ptr %126, ptr %125, align 8, !dbg !728
  %127 = getelementptr inbounds ptr, ptr %125, i64 1, !dbg !728
  store ptr null, ptr %127, align 8, !dbg !728
  %128 = getelementptr inbounds ptr, ptr %125, i64 2, !dbg !728
  %129 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !729
  store ptr %129, ptr %128, align 8, !dbg !728
  %130 = getelementptr inbounds ptr, ptr %125, i64 3, !dbg !728
  %131 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !730
  store ptr %131, ptr %130, align 8, !dbg !728
  %132 = getelementptr inbounds ptr, ptr %125, i64 4, !dbg !728
  %133 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !731
  store ptr %133, ptr %132, align 8, !dbg !728
  %134 = getelementptr inbounds ptr, ptr %125, i64 5, !dbg !728
  %135 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 3, !dbg !732
  store ptr %135, ptr %134, align 8, !dbg !728
  %136 = getelementptr inbounds ptr, ptr %125, i64 6, !dbg !728
  store ptr null, ptr %136, align 8, !dbg !728
  %137 = getelementptr inbounds [7 x ptr], ptr %116, i64 2, !dbg !726
  store ptr @g_15, ptr %137, align 8, !dbg !733
  %138 = getelementptr inbounds ptr, ptr %137, i64 1, !dbg !733
  %139 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !734
  store ptr %139, ptr %138, align 8, !dbg !733
  %140 = getelementptr inbounds ptr, ptr %137, i64 2, !dbg !733
  store ptr null, ptr %140, align 8, !dbg !733
  %141 = getelementptr inbounds ptr, ptr %137, i64 3, !dbg !733
  store ptr @g_15, ptr %141, align 8, !dbg !733
  %142 = getelementptr inbounds ptr, ptr %137, i64 4, !dbg !733
  %143 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !735
  store ptr %143, ptr %142, align 8, !dbg !733
  %144 = getelementptr inbounds ptr, ptr %137, i64 5, !dbg !733
  store ptr @g_30, ptr %144, align 8, !dbg !733
  %145 = getelementptr inbounds ptr, ptr %137, i64 6, !dbg !733
  store ptr null, ptr %145, align 8, !dbg !733
  %146 = getelementptr inbounds [7 x ptr], ptr %116, i64 3, !dbg !726
  store ptr @g_15, ptr %146, align 8, !dbg !736
  %147 = getelementptr inbounds ptr, ptr %146, i64 1, !dbg !736
  %148 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !737
  store ptr %148, ptr %147, align 8, !dbg !736
  %149 = getelementptr inbounds ptr, ptr %146, i64 2, !dbg !736
  %150 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 4, !dbg !738
  store ptr %150, ptr %149, align 8, !dbg !736
  %151 = getelementptr inbounds ptr, ptr %146, i64 3, !dbg !736
  %152 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !739
  store ptr %152, ptr %151, align 8, !dbg !736
  %153 = getelementptr inbounds ptr, ptr %146, i64 4, !dbg !736
  store ptr null, ptr %153, align 8, !dbg !736
  %154 = getelementptr inbounds ptr, ptr %146, i64 5, !dbg !736
  store ptr null, ptr %154, align 8, !dbg !736
  %155 = getelementptr inbounds ptr, ptr %146, i64 6, !dbg !736
  store ptr null, ptr %155, align 8, !dbg !736
  %156 = getelementptr inbounds [4 x [7 x ptr]], ptr %10, i64 3, !dbg !706
  store ptr null, ptr %156, align 8, !dbg !740
  %157 = getelementptr inbounds ptr, ptr %156, i64 1, !dbg !740
  %158 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !741
  store ptr %158, ptr %157, align 8, !dbg !740
  %159 = getelementptr inbounds ptr, ptr %156, i64 2, !dbg !740
  %160 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !742
  store ptr %160, ptr %159, align 8, !dbg !740
  %161 = getelementptr inbounds ptr, ptr %156, i64 3, !dbg !740
  store ptr null, ptr %161, align 8, !dbg !740
  %162 = getelementptr inbounds ptr, ptr %156, i64 4, !dbg !740
  %163 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 4, !dbg !743
  store ptr %163, ptr %162, align 8, !dbg !740
  %164 = getelementptr inbounds ptr, ptr %156, i64 5, !dbg !740
  store ptr null, ptr %164, align 8, !dbg !740
  %165 = getelementptr inbounds ptr, ptr %156, i64 6, !dbg !740
  store ptr null, ptr %165, align 8, !dbg !740
  %166 = getelementptr inbounds [7 x ptr], ptr %156, i64 1, !dbg !744
  store ptr null, ptr %166, align 8, !dbg !745
  %167 = getelementptr inbounds ptr, ptr %166, i64 1, !dbg !745
  store ptr null, ptr %167, align 8, !dbg !745
  %168 = getelementptr inbounds ptr, ptr %166, i64 2, !dbg !745
  %169 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !746
  store ptr %169, ptr %168, align 8, !dbg !745
  %170 = getelementptr inbounds ptr, ptr %166, i64 3, !dbg !745
  %171 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 0, !dbg !747
  store ptr %171, ptr %170, align 8, !dbg !745
  %172 = getelementptr inbounds ptr, ptr %166, i64 4, !dbg !745
  store ptr @g_15, ptr %172, align 8, !dbg !745
  %173 = getelementptr inbounds ptr, ptr %166, i64 5, !dbg !745
  store ptr @g_15, ptr %173, align 8, !dbg !745
  %174 = getelementptr inbounds ptr, ptr %166, i64 6, !dbg !745
  store ptr null, ptr %174, align 8, !dbg !745
  %175 = getelementptr inbounds [7 x ptr], ptr %156, i64 2, !dbg !744
  %176 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !748
  store ptr %176, ptr %175, align 8, !dbg !749
  %177 = getelementptr inbounds ptr, ptr %175, i64 1, !dbg !749
  %178 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 4, !dbg !750
  store ptr %178, ptr %177, align 8, !dbg !749
  %179 = getelementptr inbounds ptr, ptr %175, i64 2, !dbg !749
  %180 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !751
  store ptr %180, ptr %179, align 8, !dbg !749
  %181 = getelementptr inbounds ptr, ptr %175, i64 3, !dbg !749
  store ptr null, ptr %181, align 8, !dbg !749
  %182 = getelementptr inbounds ptr, ptr %175, i64 4, !dbg !749
  store ptr null, ptr %182, align 8, !dbg !749
  %183 = getelementptr inbounds ptr, ptr %175, i64 5, !dbg !749
  store ptr @g_30, ptr %183, align 8, !dbg !749
  %184 = getelementptr inbounds ptr, ptr %175, i64 6, !dbg !749
  store ptr null, ptr %184, align 8, !dbg !749
  %185 = getelementptr inbounds [7 x ptr], ptr %156, i64 3, !dbg !744
  %186 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !752
  store ptr %186, ptr %185, align 8, !dbg !753
  %187 = getelementptr inbounds ptr, ptr %185, i64 1, !dbg !753
  %188 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !754
  store ptr %188, ptr %187, align 8, !dbg !753
  %189 = getelementptr inbounds ptr, ptr %185, i64 2, !dbg !753
  store ptr null, ptr %189, align 8, !dbg !753
  %190 = getelementptr inbounds ptr, ptr %185, i64 3, !dbg !753
  store ptr @g_15, ptr %190, align 8, !dbg !753
  %191 = getelementptr inbounds ptr, ptr %185, i64 4, !dbg !753
  store ptr null, ptr %191, align 8, !dbg !753
  %192 = getelementptr inbounds ptr, ptr %185, i64 5, !dbg !753
  store ptr null, ptr %192, align 8, !dbg !753
  %193 = getelementptr inbounds ptr, ptr %185, i64 6, !dbg !753
  store ptr null, ptr %193, align 8, !dbg !753
  %194 = getelementptr inbounds [4 x [7 x ptr]], ptr %10, i64 4, !dbg !706
  %195 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 0, !dbg !755
  store ptr %195, ptr %194, align 8, !dbg !756
  %196 = getelementptr inbounds ptr, ptr %194, i64 1, !dbg !756
  store ptr null, ptr %196, align 8, !dbg !756
  %197 = getelementptr inbounds ptr, ptr %194, i64 2, !dbg !756
  %198 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !757
  store ptr %198, ptr %197, align 8, !dbg !756
  %199 = getelementptr inbounds ptr, ptr %194, i64 3, !dbg !756
  %200 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !758
  store ptr %200, ptr %199, align 8, !dbg !756
  %201 = getelementptr inbounds ptr, ptr %194, i64 4, !dbg !756
  %202 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !759
  store ptr %202, ptr %201, align 8, !dbg !756
  %203 = getelementptr inbounds ptr, ptr %194, i64 5, !dbg !756
  %204 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 3, !dbg !760
  store ptr %204, ptr %203, align 8, !dbg !756
  %205 = getelementptr inbounds ptr, ptr %194, i64 6, !dbg !756
  store ptr null, ptr %205, align 8, !dbg !756
  %206 = getelementptr inbounds [7 x ptr], ptr %194, i64 1, !dbg !761
  store ptr @g_15, ptr %206, align 8, !dbg !762
  %207 = getelementptr inbounds ptr, ptr %206, i64 1, !dbg !762
  %208 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !763
  store ptr %208, ptr %207, align 8, !dbg !762
  %209 = getelementptr inbounds ptr, ptr %206, i64 2, !dbg !762
  store ptr null, ptr %209, align 8, !dbg !762
  %210 = getelementptr inbounds ptr, ptr %206, i64 3, !dbg !762
  store ptr @g_15, ptr %210, align 8, !dbg !762
  %211 = getelementptr inbounds ptr, ptr %206, i64 4, !dbg !762
  %212 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !764
  store ptr %212, ptr %211, align 8, !dbg !762
  %213 = getelementptr inbounds ptr, ptr %206, i64 5, !dbg !762
  store ptr @g_30, ptr %213, align 8, !dbg !762
  %214 = getelementptr inbounds ptr, ptr %206, i64 6, !dbg !762
  store ptr null, ptr %214, align 8, !dbg !762
  %215 = getelementptr inbounds [7 x ptr], ptr %194, i64 2, !dbg !761
  store ptr @g_15, ptr %215, align 8, !dbg !765
  %216 = getelementptr inbounds ptr, ptr %215, i64 1, !dbg !765
  %217 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !766
  store ptr %217, ptr %216, align 8, !dbg !765
  %218 = getelementptr inbounds ptr, ptr %215, i64 2, !dbg !765
  %219 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 4, !dbg !767
  store ptr %219, ptr %218, align 8, !dbg !765
  %220 = getelementptr inbounds ptr, ptr %215, i64 3, !dbg !765
  %221 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !768
  store ptr %221, ptr %220, align 8, !dbg !765
  %222 = getelementptr inbounds ptr, ptr %215, i64 4, !dbg !765
  store ptr null, ptr %222, align 8, !dbg !765
  %223 = getelementptr inbounds ptr, ptr %215, i64 5, !dbg !765
  store ptr null, ptr %223, align 8, !dbg !765
  %224 = getelementptr inbounds ptr, ptr %215, i64 6, !dbg !765
  store ptr null, ptr %224, align 8, !dbg !765
  %225 = getelementptr inbounds [7 x ptr], ptr %194, i64 3, !dbg !761
  store ptr null, ptr %225, align 8, !dbg !769
  %226 = getelementptr inbounds ptr, ptr %225, i64 1, !dbg !769
  %227 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !770
  store ptr %227, ptr %226, align 8, !dbg !769
  %228 = getelementptr inbounds ptr, ptr %225, i64 2, !dbg !769
  %229 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !771
  store ptr %229, ptr %228, align 8, !dbg !769
  %230 = getelementptr inbounds ptr, ptr %225, i64 3, !dbg !769
  store ptr null, ptr %230, align 8, !dbg !769
  %231 = getelementptr inbounds ptr, ptr %225, i64 4, !dbg !769
  %232 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 4, !dbg !772
  store ptr %232, ptr %231, align 8, !dbg !769
  %233 = getelementptr inbounds ptr, ptr %225, i64 5, !dbg !769
  store ptr null, ptr %233, align 8, !dbg !769
  %234 = getelementptr inbounds ptr, ptr %225, i64 6, !dbg !769
  store ptr null, ptr %234, align 8, !dbg !769
  %235 = getelementptr inbounds [4 x [7 x ptr]], ptr %10, i64 5, !dbg !706
  store ptr null, ptr %235, align 8, !dbg !773
  %236 = getelementptr inbounds ptr, ptr %235, i64 1, !dbg !773
  store ptr null, ptr %236, align 8, !dbg !773
  %237 = getelementptr inbounds ptr, ptr %235, i64 2, !dbg !773
  %238 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !774
  store ptr %238, ptr %237, align 8, !dbg !773
  %239 = getelementptr inbounds ptr, ptr %235, i64 3, !dbg !773
  %240 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 0, !dbg !775
  store ptr %240, ptr %239, align 8, !dbg !773
  %241 = getelementptr inbounds ptr, ptr %235, i64 4, !dbg !773
  store ptr @g_15, ptr %241, align 8, !dbg !773
  %242 = getelementptr inbounds ptr, ptr %235, i64 5, !dbg !773
  store ptr @g_15, ptr %242, align 8, !dbg !773
  %243 = getelementptr inbounds ptr, ptr %235, i64 6, !dbg !773
  store ptr null, ptr %243, align 8, !dbg !773
  %244 = getelementptr inbounds [7 x ptr], ptr %235, i64 1, !dbg !776
  %245 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !777
  store ptr %245, ptr %244, align 8, !dbg !778
  %246 = getelementptr inbounds ptr, ptr %244, i64 1, !dbg !778
  %247 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 4, !dbg !779
  store ptr %247, ptr %246, align 8, !dbg !778
  %248 = getelementptr inbounds ptr, ptr %244, i64 2, !dbg !778
  %249 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !780
  store ptr %249, ptr %248, align 8, !dbg !778
  %250 = getelementptr inbounds ptr, ptr %244, i64 3, !dbg !778
  store ptr null, ptr %250, align 8, !dbg !778
  %251 = getelementptr inbounds ptr, ptr %244, i64 4, !dbg !778
  store ptr null, ptr %251, align 8, !dbg !778
  %252 = getelementptr inbounds ptr, ptr %244, i64 5, !dbg !778
  store ptr @g_30, ptr %252, align 8, !dbg !778
  %253 = getelementptr inbounds ptr, ptr %244, i64 6, !dbg !778
  store ptr null, ptr %253, align 8, !dbg !778
  %254 = getelementptr inbounds [7 x ptr], ptr %235, i64 2, !dbg !776
  %255 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !781
  store ptr %255, ptr %254, align 8, !dbg !782
  %256 = getelementptr inbounds ptr, ptr %254, i64 1, !dbg !782
  %257 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !783
  store ptr %257, ptr %256, align 8, !dbg !782
  %258 = getelementptr inbounds ptr, ptr %254, i64 2, !dbg !782
  store ptr null, ptr %258, align 8, !dbg !782
  %259 = getelementptr inbounds ptr, ptr %254, i64 3, !dbg !782
  store ptr @g_15, ptr %259, align 8, !dbg !782
  %260 = getelementptr inbounds ptr, ptr %254, i64 4, !dbg !782
  store ptr null, ptr %260, align 8, !dbg !782
  %261 = getelementptr inbounds ptr, ptr %254, i64 5, !dbg !782
  store ptr null, ptr %261, align 8, !dbg !782
  %262 = getelementptr inbounds ptr, ptr %254, i64 6, !dbg !782
  store ptr null, ptr %262, align 8, !dbg !782
  %263 = getelementptr inbounds [7 x ptr], ptr %235, i64 3, !dbg !776
  %264 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 0, !dbg !784
  store ptr %264, ptr %263, align 8, !dbg !785
  %265 = getelementptr inbounds ptr, ptr %263, i64 1, !dbg !785
  store ptr null, ptr %265, align 8, !dbg !785
  %266 = getelementptr inbounds ptr, ptr %263, i64 2, !dbg !785
  %267 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 5, !dbg !786
  store ptr %267, ptr %266, align 8, !dbg !785
  %268 = getelementptr inbounds ptr, ptr %263, i64 3, !dbg !785
  %269 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !787
  store ptr %269, ptr %268, align 8, !dbg !785
  %270 = getelementptr inbounds ptr, ptr %263, i64 4, !dbg !785
  %271 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 0, !dbg !788
  store ptr %271, ptr %270, align 8, !dbg !785
  %272 = getelementptr inbounds ptr, ptr %263, i64 5, !dbg !785
  %273 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 3, !dbg !789
  store ptr %273, ptr %272, align 8, !dbg !785
  %274 = getelementptr inbounds ptr, ptr %263, i64 6, !dbg !785
  store ptr null, ptr %274, align 8, !dbg !785
    #dbg_declare(ptr %11, !790, !DIExpression(), !794)
  store i16 -3, ptr %11, align 2, !dbg !794
    #dbg_declare(ptr %12, !795, !DIExpression(), !796)
    #dbg_declare(ptr %13, !797, !DIExpression(), !798)
    #dbg_declare(ptr %14, !799, !DIExpression(), !800)
  store i32 0, ptr %12, align 4, !dbg !801
  br label %275, !dbg !803

275:                                              ; preds = %282, %37
  %276 = load i32, ptr %12, align 4, !dbg !804
  %277 = icmp slt i32 %276, 6, !dbg !806
  br i1 %277, label %278, label %285, !dbg !807

278:                                              ; preds = %275
  %279 = load i32, ptr %12, align 4, !dbg !808
  %280 = sext i32 %279 to i64, !dbg !809
  %281 = getelementptr inbounds [6 x i32], ptr %7, i64 0, i64 %280, !dbg !809
  store i32 1, ptr %281, align 4, !dbg !810
  br label %282, !dbg !809

282:                                              ; preds = %278
  %283 = load i32, ptr %12, align 4, !dbg !811
  %284 = add nsw i32 %283, 1, !dbg !811
  store i32 %284, ptr %12, align 4, !dbg !811
  br label %275, !dbg !812, !llvm.loop !813

285:                                              ; preds = %275
  %286 = load volatile i32, ptr @g_3, align 4, !dbg !815
  %287 = trunc i32 %286 to i8, !dbg !815
  call void @func_7(ptr dead_on_unwind writable sret(%struct.S1) align 1 %15, i8 noundef signext %287), !dbg !817
  %288 = load ptr, ptr @g_20, align 8, !dbg !818
  %289 = load i32, ptr %288, align 4, !dbg !819
  %290 = load ptr, ptr %6, align 8, !dbg !820
  %291 = load i32, ptr %290, align 4, !dbg !821
  %292 = xor i32 %291, %289, !dbg !821
  store i32 %292, ptr %290, align 4, !dbg !821
  %293 = sext i32 %292 to i64, !dbg !822
  %294 = icmp sgt i64 3369363288, %293, !dbg !823
  %295 = zext i1 %294 to i32, !dbg !823
  %296 = getelementptr inbounds [3 x [2 x i8]], ptr %1, i64 0, i64 1, !dbg !824
  %297 = getelementptr inbounds [2 x i8], ptr %296, i64 0, i64 1, !dbg !824
  %298 = load i8, ptr %297, align 1, !dbg !824
  %299 = zext i8 %298 to i32, !dbg !824
  %300 = load i64, ptr getelementptr inbounds (%struct.S2, ptr @g_25, i32 0, i32 2), align 4, !dbg !825
  %301 = shl i64 %300, 41, !dbg !825
  %302 = ashr i64 %301, 61, !dbg !825
  %303 = trunc i64 %302 to i32, !dbg !825
  %304 = icmp sgt i32 %299, %303, !dbg !826
  %305 = zext i1 %304 to i32, !dbg !826
  %306 = or i32 %295, %305, !dbg !827
  %307 = load i64, ptr @g_25, align 4, !dbg !828
  %308 = lshr i64 %307, 32, !dbg !828
  %309 = and i64 %308, 67108863, !dbg !828
  %310 = trunc i64 %309 to i32, !dbg !828
  %311 = icmp sgt i32 %306, %310, !dbg !829
  br i1 %311, label %312, label %345, !dbg !830

312:                                              ; preds = %285
    #dbg_declare(ptr %16, !831, !DIExpression(), !836)
  store i64 4584920160678413412, ptr %16, align 8, !dbg !836
    #dbg_declare(ptr %17, !837, !DIExpression(), !839)
  store ptr %6, ptr %17, align 8, !dbg !839
  %313 = getelementptr inbounds [3 x [2 x i8]], ptr %1, i64 0, i64 2, !dbg !840
  %314 = getelementptr inbounds [2 x i8], ptr %313, i64 0, i64 0, !dbg !840
  %315 = load i8, ptr %314, align 1, !dbg !840
  %316 = zext i8 %315 to i64, !dbg !840
  %317 = load i64, ptr %16, align 8, !dbg !841
  %318 = load i64, ptr getelementptr inbounds (%struct.S2, ptr @g_31, i32 0, i32 2), align 16, !dbg !842
  %319 = shl i64 %318, 41, !dbg !842
  %320 = ashr i64 %319, 61, !dbg !842
  %321 = trunc i64 %320 to i32, !dbg !842
  %322 = call zeroext i16 @safe_lshift_func_uint16_t_u_s(i16 noundef zeroext 2011, i32 noundef %321), !dbg !843
  %323 = zext i16 %322 to i32, !dbg !844
  %324 = load i176, ptr getelementptr inbounds ([5 x %struct.S1], ptr getelementptr inbounds ([2 x [1 x [5 x %struct.S1]]], ptr @g_28, i64 0, i64 1), i64 0, i64 1), align 2, !dbg !845
  %325 = shl i176 %324, 131, !dbg !845
  %326 = ashr i176 %325, 159, !dbg !845
  %327 = trunc i176 %326 to i32, !dbg !845
  %328 = icmp sgt i32 %323, %327, !dbg !846
  %329 = zext i1 %328 to i32, !dbg !846
  %330 = sext i32 %329 to i64, !dbg !847
  %331 = icmp ugt i64 %330, 7, !dbg !848
  %332 = zext i1 %331 to i32, !dbg !848
  %333 = sext i32 %332 to i64, !dbg !849
  %334 = icmp ne i64 %317, %333, !dbg !850
  %335 = zext i1 %334 to i32, !dbg !850
  %336 = sext i32 %335 to i64, !dbg !851
  %337 = call i64 @safe_unary_minus_func_uint64_t_u(i64 noundef %336), !dbg !852
  %338 = icmp ule i64 %316, %337, !dbg !853
  %339 = zext i1 %338 to i32, !dbg !853
  %340 = sext i32 %339 to i64, !dbg !854
  %341 = and i64 %340, 155, !dbg !855
  %342 = trunc i64 %341 to i32, !dbg !856
  %343 = load ptr, ptr %6, align 8, !dbg !857
  store i32 %342, ptr %343, align 4, !dbg !858
  %344 = load ptr, ptr %17, align 8, !dbg !859
  store ptr @g_15, ptr %344, align 8, !dbg !860
  br label %358, !dbg !861

345:                                              ; preds = %285
    #dbg_declare(ptr %18, !862, !DIExpression(), !864)
  store ptr null, ptr %18, align 8, !dbg !864
    #dbg_declare(ptr %19, !865, !DIExpression(), !868)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %19, ptr align 16 @__const.func_1.l_39, i64 384, i1 false), !dbg !868
    #dbg_declare(ptr %20, !869, !DIExpression(), !870)
    #dbg_declare(ptr %21, !871, !DIExpression(), !872)
    #dbg_declare(ptr %22, !873, !DIExpression(), !874)
  %346 = load i64, ptr %8, align 8, !dbg !875
  %347 = add i64 %346, -1, !dbg !875
  store i64 %347, ptr %8, align 8, !dbg !875
  %348 = load volatile ptr, ptr @g_14, align 8, !dbg !876
  %349 = load i32, ptr %348, align 4, !dbg !878
  %350 = icmp ne i32 %349, 0, !dbg !879
  br i1 %350, label %351, label %352, !dbg !880

351:                                              ; preds = %345
  br label %380, !dbg !881

352:                                              ; preds = %345
  %353 = load ptr, ptr %6, align 8, !dbg !882
  %354 = load i32, ptr %353, align 4, !dbg !883
  %355 = load volatile ptr, ptr @g_14, align 8, !dbg !884
  %356 = load i32, ptr %355, align 4, !dbg !885
  %357 = xor i32 %356, %354, !dbg !885
  store i32 %357, ptr %355, align 4, !dbg !885
  br label %358

358:                                              ; preds = %352, %312
  %359 = load i16, ptr %11, align 2, !dbg !886
  %360 = add i16 %359, 1, !dbg !886
  store i16 %360, ptr %11, align 2, !dbg !886
  store i16 0, ptr %11, align 2, !dbg !887
  br label %361, !dbg !889

361:                                              ; preds = %371, %358
  %362 = load i16, ptr %11, align 2, !dbg !890
  %363 = zext i16 %362 to i32, !dbg !890
  %364 = icmp sle i32 %363, 1, !dbg !892
  br i1 %364, label %365, label %376, !dbg !893

365:                                              ; preds = %361
  %366 = load ptr, ptr %9, align 8, !dbg !894
  %367 = load i32, ptr %366, align 4, !dbg !896
  %368 = sext i32 %367 to i64, !dbg !896
  %369 = or i64 %368, 1873967828, !dbg !896
  %370 = trunc i64 %369 to i32, !dbg !896
  store i32 %370, ptr %366, align 4, !dbg !896
  br label %371, !dbg !897

371:                                              ; preds = %365
  %372 = load i16, ptr %11, align 2, !dbg !898
  %373 = zext i16 %372 to i32, !dbg !898
  %374 = add nsw i32 %373, 1, !dbg !898
  %375 = trunc i32 %374 to i16, !dbg !898
  store i16 %375, ptr %11, align 2, !dbg !898
  br label %361, !dbg !899, !llvm.loop !900

376:                                              ; preds = %361
  br label %377, !dbg !902

377:                                              ; preds = %376
  %378 = load i32, ptr @g_6, align 4, !dbg !903
  %379 = add nsw i32 %378, 1, !dbg !903
  store i32 %379, ptr @g_6, align 4, !dbg !903
  br label %34, !dbg !904, !llvm.loop !905

380:                                              ; preds = %351, %34
  %381 = load volatile i32, ptr @g_5, align 4, !dbg !907
  %382 = trunc i32 %381 to i16, !dbg !907
  ret i16 %382, !dbg !908
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !909 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !912, !DIExpression(), !913)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !914, !DIExpression(), !915)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !916, !DIExpression(), !917)
  %7 = load i64, ptr %4, align 8, !dbg !918
  call void @crc32_8bytes(i64 noundef %7), !dbg !919
  %8 = load i32, ptr %6, align 4, !dbg !920
  %9 = icmp ne i32 %8, 0, !dbg !920
  br i1 %9, label %10, label %16, !dbg !922

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !923
  %12 = load i32, ptr @crc32_context, align 4, !dbg !925
  %13 = zext i32 %12 to i64, !dbg !925
  %14 = xor i64 %13, 4294967295, !dbg !926
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.48, ptr noundef %11, i64 noundef %14), !dbg !927
  br label %16, !dbg !928

16:                                               ; preds = %10, %3
  ret void, !dbg !929
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !930 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !933, !DIExpression(), !934)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !935, !DIExpression(), !936)
  %5 = load i32, ptr %3, align 4, !dbg !937
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.53, i32 noundef %5), !dbg !938
  ret void, !dbg !939
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @func_7(ptr dead_on_unwind noalias writable sret(%struct.S1) align 1 %0, i8 noundef signext %1) #0 !dbg !940 {
  %3 = alloca i8, align 1
  %4 = alloca ptr, align 8
  store i8 %1, ptr %3, align 1
    #dbg_declare(ptr %3, !946, !DIExpression(), !947)
    #dbg_declare(ptr %4, !948, !DIExpression(), !949)
  store ptr @g_15, ptr %4, align 8, !dbg !949
  %5 = load i8, ptr %3, align 1, !dbg !950
  %6 = call i32 @func_9(i8 noundef zeroext %5), !dbg !951
  %7 = load ptr, ptr %4, align 8, !dbg !952
  store i32 %6, ptr %7, align 4, !dbg !953
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 2 getelementptr inbounds ([5 x %struct.S1], ptr getelementptr inbounds ([2 x [1 x [5 x %struct.S1]]], ptr @g_28, i64 0, i64 1), i64 0, i64 1), i64 22, i1 false), !dbg !954
  ret void, !dbg !955
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_unary_minus_func_uint64_t_u(i64 noundef %0) #0 !dbg !956 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !960, !DIExpression(), !961)
  %3 = load i64, ptr %2, align 8, !dbg !962
  %4 = sub i64 0, %3, !dbg !963
  ret i64 %4, !dbg !964
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_lshift_func_uint16_t_u_s(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !965 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !968, !DIExpression(), !969)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !970, !DIExpression(), !971)
  %5 = load i32, ptr %4, align 4, !dbg !972
  %6 = icmp slt i32 %5, 0, !dbg !973
  br i1 %6, label %16, label %7, !dbg !974

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !975
  %9 = icmp sge i32 %8, 32, !dbg !976
  br i1 %9, label %16, label %10, !dbg !977

10:                                               ; preds = %7
  %11 = load i16, ptr %3, align 2, !dbg !978
  %12 = zext i16 %11 to i32, !dbg !978
  %13 = load i32, ptr %4, align 4, !dbg !979
  %14 = ashr i32 65535, %13, !dbg !980
  %15 = icmp sgt i32 %12, %14, !dbg !981
  br i1 %15, label %16, label %19, !dbg !982

16:                                               ; preds = %10, %7, %2
  %17 = load i16, ptr %3, align 2, !dbg !983
  %18 = zext i16 %17 to i32, !dbg !984
  br label %24, !dbg !982

19:                                               ; preds = %10
  %20 = load i16, ptr %3, align 2, !dbg !985
  %21 = zext i16 %20 to i32, !dbg !985
  %22 = load i32, ptr %4, align 4, !dbg !986
  %23 = shl i32 %21, %22, !dbg !987
  br label %24, !dbg !982

24:                                               ; preds = %19, %16
  %25 = phi i32 [ %18, %16 ], [ %23, %19 ], !dbg !982
  %26 = trunc i32 %25 to i16, !dbg !982
  ret i16 %26, !dbg !988
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_9(i8 noundef zeroext %0) #0 !dbg !989 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca ptr, align 8
  %6 = alloca [7 x [4 x ptr]], align 16
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !992, !DIExpression(), !993)
    #dbg_declare(ptr %4, !994, !DIExpression(), !995)
  store i8 53, ptr %4, align 1, !dbg !995
    #dbg_declare(ptr %5, !996, !DIExpression(), !997)
  store ptr @g_15, ptr %5, align 8, !dbg !997
  %11 = load i8, ptr %3, align 1, !dbg !998
  %12 = load i8, ptr %4, align 1, !dbg !999
  %13 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext -120, i8 noundef signext %12), !dbg !1000
  %14 = sext i8 %13 to i32, !dbg !1001
  %15 = load volatile ptr, ptr @g_14, align 8, !dbg !1002
  %16 = load i32, ptr %15, align 4, !dbg !1003
  %17 = and i32 %16, %14, !dbg !1003
  store i32 %17, ptr %15, align 4, !dbg !1003
  store i32 0, ptr @g_15, align 4, !dbg !1004
  br label %18, !dbg !1006

18:                                               ; preds = %54, %1
  %19 = load i32, ptr @g_15, align 4, !dbg !1007
  %20 = icmp sgt i32 %19, 13, !dbg !1009
  br i1 %20, label %21, label %59, !dbg !1010

21:                                               ; preds = %18
    #dbg_declare(ptr %6, !1011, !DIExpression(), !1016)
  store ptr %5, ptr %6, align 8, !dbg !1017
  %22 = getelementptr inbounds ptr, ptr %6, i64 1, !dbg !1017
  store ptr %5, ptr %22, align 8, !dbg !1017
  %23 = getelementptr inbounds ptr, ptr %6, i64 2, !dbg !1017
  store ptr %5, ptr %23, align 8, !dbg !1017
  %24 = getelementptr inbounds ptr, ptr %6, i64 3, !dbg !1017
  store ptr %5, ptr %24, align 8, !dbg !1017
  %25 = getelementptr inbounds [4 x ptr], ptr %6, i64 1, !dbg !1018
  store ptr %5, ptr %25, align 8, !dbg !1019
  %26 = getelementptr inbounds ptr, ptr %25, i64 1, !dbg !1019
  store ptr %5, ptr %26, align 8, !dbg !1019
  %27 = getelementptr inbounds ptr, ptr %25, i64 2, !dbg !1019
  store ptr %5, ptr %27, align 8, !dbg !1019
  %28 = getelementptr inbounds ptr, ptr %25, i64 3, !dbg !1019
  store ptr %5, ptr %28, align 8, !dbg !1019
  %29 = getelementptr inbounds [4 x ptr], ptr %6, i64 2, !dbg !1018
  store ptr %5, ptr %29, align 8, !dbg !1020
  %30 = getelementptr inbounds ptr, ptr %29, i64 1, !dbg !1020
  store ptr %5, ptr %30, align 8, !dbg !1020
  %31 = getelementptr inbounds ptr, ptr %29, i64 2, !dbg !1020
  store ptr %5, ptr %31, align 8, !dbg !1020
  %32 = getelementptr inbounds ptr, ptr %29, i64 3, !dbg !1020
  store ptr %5, ptr %32, align 8, !dbg !1020
  %33 = getelementptr inbounds [4 x ptr], ptr %6, i64 3, !dbg !1018
  store ptr %5, ptr %33, align 8, !dbg !1021
  %34 = getelementptr inbounds ptr, ptr %33, i64 1, !dbg !1021
  store ptr %5, ptr %34, align 8, !dbg !1021
  %35 = getelementptr inbounds ptr, ptr %33, i64 2, !dbg !1021
  store ptr %5, ptr %35, align 8, !dbg !1021
  %36 = getelementptr inbounds ptr, ptr %33, i64 3, !dbg !1021
  store ptr %5, ptr %36, align 8, !dbg !1021
  %37 = getelementptr inbounds [4 x ptr], ptr %6, i64 4, !dbg !1018
  store ptr %5, ptr %37, align 8, !dbg !1022
  %38 = getelementptr inbounds ptr, ptr %37, i64 1, !dbg !1022
  store ptr %5, ptr %38, align 8, !dbg !1022
  %39 = getelementptr inbounds ptr, ptr %37, i64 2, !dbg !1022
  store ptr %5, ptr %39, align 8, !dbg !1022
  %40 = getelementptr inbounds ptr, ptr %37, i64 3, !dbg !1022
  store ptr %5, ptr %40, align 8, !dbg !1022
  %41 = getelementptr inbounds [4 x ptr], ptr %6, i64 5, !dbg !1018
  store ptr %5, ptr %41, align 8, !dbg !1023
  %42 = getelementptr inbounds ptr, ptr %41, i64 1, !dbg !1023
  store ptr %5, ptr %42, align 8, !dbg !1023
  %43 = getelementptr inbounds ptr, ptr %41, i64 2, !dbg !1023
  store ptr %5, ptr %43, align 8, !dbg !1023
  %44 = getelementptr inbounds ptr, ptr %41, i64 3, !dbg !1023
  store ptr %5, ptr %44, align 8, !dbg !1023
  %45 = getelementptr inbounds [4 x ptr], ptr %6, i64 6, !dbg !1018
  store ptr %5, ptr %45, align 8, !dbg !1024
  %46 = getelementptr inbounds ptr, ptr %45, i64 1, !dbg !1024
  store ptr %5, ptr %46, align 8, !dbg !1024
  %47 = getelementptr inbounds ptr, ptr %45, i64 2, !dbg !1024
  store ptr %5, ptr %47, align 8, !dbg !1024
  %48 = getelementptr inbounds ptr, ptr %45, i64 3, !dbg !1024
  store ptr %5, ptr %48, align 8, !dbg !1024
    #dbg_declare(ptr %7, !1025, !DIExpression(), !1027)
  store ptr null, ptr %7, align 8, !dbg !1027
    #dbg_declare(ptr %8, !1028, !DIExpression(), !1030)
  store ptr %7, ptr %8, align 8, !dbg !1030
    #dbg_declare(ptr %9, !1031, !DIExpression(), !1032)
    #dbg_declare(ptr %10, !1033, !DIExpression(), !1034)
  %49 = load ptr, ptr %5, align 8, !dbg !1035
  store ptr %49, ptr @g_20, align 8, !dbg !1036
  %50 = load ptr, ptr %7, align 8, !dbg !1037
  %51 = load ptr, ptr %8, align 8, !dbg !1038
  store ptr %50, ptr %51, align 8, !dbg !1039
  %52 = load i8, ptr %3, align 1, !dbg !1040
  %53 = zext i8 %52 to i32, !dbg !1040
  store i32 %53, ptr %2, align 4, !dbg !1041
  br label %62, !dbg !1041

54:                                               ; No predecessors!
  %55 = load i32, ptr @g_15, align 4, !dbg !1042
  %56 = sext i32 %55 to i64, !dbg !1042
  %57 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %56, i64 noundef 6), !dbg !1043
  %58 = trunc i64 %57 to i32, !dbg !1043
  store i32 %58, ptr @g_15, align 4, !dbg !1044
  br label %18, !dbg !1045, !llvm.loop !1046

59:                                               ; preds = %18
  %60 = load i8, ptr %3, align 1, !dbg !1048
  %61 = zext i8 %60 to i32, !dbg !1048
  store i32 %61, ptr %2, align 4, !dbg !1049
  br label %62, !dbg !1049

62:                                               ; preds = %59, %21
  %63 = load i32, ptr %2, align 4, !dbg !1050
  ret i32 %63, !dbg !1050
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1051 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1054, !DIExpression(), !1055)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1056, !DIExpression(), !1057)
  %5 = load i8, ptr %3, align 1, !dbg !1058
  %6 = sext i8 %5 to i32, !dbg !1058
  %7 = load i8, ptr %4, align 1, !dbg !1059
  %8 = sext i8 %7 to i32, !dbg !1059
  %9 = add nsw i32 %6, %8, !dbg !1060
  %10 = trunc i32 %9 to i8, !dbg !1061
  ret i8 %10, !dbg !1062
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !1063 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1066, !DIExpression(), !1067)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1068, !DIExpression(), !1069)
  %5 = load i64, ptr %3, align 8, !dbg !1070
  %6 = icmp sgt i64 %5, 0, !dbg !1071
  br i1 %6, label %7, label %15, !dbg !1072

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8, !dbg !1073
  %9 = icmp sgt i64 %8, 0, !dbg !1074
  br i1 %9, label %10, label %15, !dbg !1075

10:                                               ; preds = %7
  %11 = load i64, ptr %3, align 8, !dbg !1076
  %12 = load i64, ptr %4, align 8, !dbg !1077
  %13 = sub nsw i64 9223372036854775807, %12, !dbg !1078
  %14 = icmp sgt i64 %11, %13, !dbg !1079
  br i1 %14, label %26, label %15, !dbg !1080

15:                                               ; preds = %10, %7, %2
  %16 = load i64, ptr %3, align 8, !dbg !1081
  %17 = icmp slt i64 %16, 0, !dbg !1082
  br i1 %17, label %18, label %28, !dbg !1083

18:                                               ; preds = %15
  %19 = load i64, ptr %4, align 8, !dbg !1084
  %20 = icmp slt i64 %19, 0, !dbg !1085
  br i1 %20, label %21, label %28, !dbg !1086

21:                                               ; preds = %18
  %22 = load i64, ptr %3, align 8, !dbg !1087
  %23 = load i64, ptr %4, align 8, !dbg !1088
  %24 = sub nsw i64 -9223372036854775808, %23, !dbg !1089
  %25 = icmp slt i64 %22, %24, !dbg !1090
  br i1 %25, label %26, label %28, !dbg !1091

26:                                               ; preds = %21, %10
  %27 = load i64, ptr %3, align 8, !dbg !1092
  br label %32, !dbg !1091

28:                                               ; preds = %21, %18, %15
  %29 = load i64, ptr %3, align 8, !dbg !1093
  %30 = load i64, ptr %4, align 8, !dbg !1094
  %31 = add nsw i64 %29, %30, !dbg !1095
  br label %32, !dbg !1091

32:                                               ; preds = %28, %26
  %33 = phi i64 [ %27, %26 ], [ %31, %28 ], !dbg !1091
  ret i64 %33, !dbg !1096
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !1097 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1100, !DIExpression(), !1101)
  %3 = load i64, ptr %2, align 8, !dbg !1102
  %4 = lshr i64 %3, 0, !dbg !1103
  %5 = and i64 %4, 255, !dbg !1104
  %6 = trunc i64 %5 to i8, !dbg !1105
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !1106
  %7 = load i64, ptr %2, align 8, !dbg !1107
  %8 = lshr i64 %7, 8, !dbg !1108
  %9 = and i64 %8, 255, !dbg !1109
  %10 = trunc i64 %9 to i8, !dbg !1110
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !1111
  %11 = load i64, ptr %2, align 8, !dbg !1112
  %12 = lshr i64 %11, 16, !dbg !1113
  %13 = and i64 %12, 255, !dbg !1114
  %14 = trunc i64 %13 to i8, !dbg !1115
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !1116
  %15 = load i64, ptr %2, align 8, !dbg !1117
  %16 = lshr i64 %15, 24, !dbg !1118
  %17 = and i64 %16, 255, !dbg !1119
  %18 = trunc i64 %17 to i8, !dbg !1120
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !1121
  %19 = load i64, ptr %2, align 8, !dbg !1122
  %20 = lshr i64 %19, 32, !dbg !1123
  %21 = and i64 %20, 255, !dbg !1124
  %22 = trunc i64 %21 to i8, !dbg !1125
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !1126
  %23 = load i64, ptr %2, align 8, !dbg !1127
  %24 = lshr i64 %23, 40, !dbg !1128
  %25 = and i64 %24, 255, !dbg !1129
  %26 = trunc i64 %25 to i8, !dbg !1130
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !1131
  %27 = load i64, ptr %2, align 8, !dbg !1132
  %28 = lshr i64 %27, 48, !dbg !1133
  %29 = and i64 %28, 255, !dbg !1134
  %30 = trunc i64 %29 to i8, !dbg !1135
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !1136
  %31 = load i64, ptr %2, align 8, !dbg !1137
  %32 = lshr i64 %31, 56, !dbg !1138
  %33 = and i64 %32, 255, !dbg !1139
  %34 = trunc i64 %33 to i8, !dbg !1140
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !1141
  ret void, !dbg !1142
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !1143 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !1146, !DIExpression(), !1147)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !1148
  %4 = lshr i32 %3, 8, !dbg !1149
  %5 = and i32 %4, 16777215, !dbg !1150
  %6 = load i32, ptr @crc32_context, align 4, !dbg !1151
  %7 = load i8, ptr %2, align 1, !dbg !1152
  %8 = zext i8 %7 to i32, !dbg !1152
  %9 = xor i32 %6, %8, !dbg !1153
  %10 = and i32 %9, 255, !dbg !1154
  %11 = zext i32 %10 to i64, !dbg !1155
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !1155
  %13 = load i32, ptr %12, align 4, !dbg !1155
  %14 = xor i32 %5, %13, !dbg !1156
  store i32 %14, ptr @crc32_context, align 4, !dbg !1157
  ret void, !dbg !1158
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!218, !219, !220, !221, !222, !223, !224}
!llvm.ident = !{!225}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 164, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "packed_2426.c", directory: ".", checksumkind: CSK_MD5, checksum: "57bc85352a5bf6dbf60463ef9d5043ff")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_3", scope: !9, file: !2, line: 45, type: !160, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !13, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!0, !14, !19, !21, !23, !25, !30, !37, !39, !44, !46, !48, !50, !52, !54, !56, !58, !60, !65, !67, !69, !71, !73, !75, !77, !79, !81, !83, !88, !90, !95, !97, !99, !101, !103, !105, !107, !109, !111, !116, !118, !120, !122, !124, !126, !128, !130, !132, !134, !136, !146, !149, !153, !7, !158, !161, !163, !165, !167, !182, !201, !203, !206, !210, !216}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 168, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 169, type: !16, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 170, type: !16, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 171, type: !16, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 172, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 5)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression(DW_OP_constu, 6, DW_OP_stack_value))
!31 = distinct !DIGlobalVariable(name: "g_21", scope: !9, file: !2, line: 51, type: !32, isLocal: true, isDefinition: true)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !34, line: 26, baseType: !35)
!34 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !36, line: 41, baseType: !12)
!36 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 173, type: !27, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 174, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 8)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 175, type: !41, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 176, type: !41, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 177, type: !41, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 178, type: !41, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 179, type: !41, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 180, type: !41, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 181, type: !41, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 182, type: !41, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 189, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 17)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 190, type: !62, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 191, type: !62, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 192, type: !62, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 193, type: !62, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 194, type: !62, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 195, type: !62, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 196, type: !62, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 197, type: !62, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 198, type: !62, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 199, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 22)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 204, type: !27, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 207, type: !92, isLocal: true, isDefinition: true)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 11)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 208, type: !92, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 209, type: !92, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 210, type: !92, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 211, type: !92, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 212, type: !92, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !2, line: 213, type: !92, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 214, type: !92, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 215, type: !92, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 216, type: !113, isLocal: true, isDefinition: true)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 14)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !2, line: 221, type: !92, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !2, line: 222, type: !92, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !2, line: 223, type: !92, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !2, line: 224, type: !92, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !2, line: 225, type: !92, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !2, line: 226, type: !92, isLocal: true, isDefinition: true)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(scope: null, file: !2, line: 227, type: !92, isLocal: true, isDefinition: true)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(scope: null, file: !2, line: 228, type: !92, isLocal: true, isDefinition: true)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !2, line: 229, type: !92, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !2, line: 230, type: !92, isLocal: true, isDefinition: true)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !138, line: 47, type: !139, isLocal: true, isDefinition: true)
!138 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!139 = !DICompositeType(tag: DW_TAG_array_type, baseType: !140, size: 8192, elements: !144)
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !141, line: 26, baseType: !142)
!141 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !36, line: 42, baseType: !143)
!143 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!144 = !{!145}
!145 = !DISubrange(count: 256)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(name: "g_20", scope: !9, file: !2, line: 52, type: !148, isLocal: true, isDefinition: true)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(name: "g_14", scope: !9, file: !2, line: 50, type: !151, isLocal: true, isDefinition: true)
!151 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(scope: null, file: !138, line: 114, type: !155, isLocal: true, isDefinition: true)
!155 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !156)
!156 = !{!157}
!157 = !DISubrange(count: 36)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(name: "g_4", scope: !9, file: !2, line: 46, type: !160, isLocal: true, isDefinition: true)
!160 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !33)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(name: "g_5", scope: !9, file: !2, line: 47, type: !160, isLocal: true, isDefinition: true)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(name: "g_6", scope: !9, file: !2, line: 48, type: !33, isLocal: true, isDefinition: true)
!165 = !DIGlobalVariableExpression(var: !166, expr: !DIExpression())
!166 = distinct !DIGlobalVariable(name: "g_15", scope: !9, file: !2, line: 49, type: !33, isLocal: true, isDefinition: true)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(name: "g_25", scope: !9, file: !2, line: 53, type: !169, isLocal: true, isDefinition: true)
!169 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S2", file: !2, line: 32, size: 224, elements: !170)
!170 = !{!171, !172, !173, !175, !177, !178, !179, !180, !181}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !169, file: !2, line: 33, baseType: !12, size: 29, flags: DIFlagBitField, extraData: i64 0)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !169, file: !2, line: 34, baseType: !143, size: 26, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !169, file: !2, line: 35, baseType: !174, size: 17, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!174 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !12)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !169, file: !2, line: 36, baseType: !176, size: 17, offset: 96, flags: DIFlagBitField, extraData: i64 64)
!176 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !143)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !169, file: !2, line: 37, baseType: !174, size: 20, offset: 128, flags: DIFlagBitField, extraData: i64 128)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !169, file: !2, line: 38, baseType: !12, size: 3, offset: 148, flags: DIFlagBitField, extraData: i64 128)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !169, file: !2, line: 39, baseType: !12, size: 10, offset: 160, flags: DIFlagBitField, extraData: i64 128)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !169, file: !2, line: 40, baseType: !12, size: 10, offset: 170, flags: DIFlagBitField, extraData: i64 128)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "f8", scope: !169, file: !2, line: 41, baseType: !12, size: 23, offset: 192, flags: DIFlagBitField, extraData: i64 192)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(name: "g_28", scope: !9, file: !2, line: 56, type: !184, isLocal: true, isDefinition: true)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !185, size: 1760, elements: !199)
!185 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !2, line: 18, size: 176, align: 8, elements: !186)
!186 = !{!187, !189, !190, !191, !192, !194, !195, !196, !197, !198}
!187 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !185, file: !2, line: 19, baseType: !188, size: 28, flags: DIFlagBitField, extraData: i64 0)
!188 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !174)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !185, file: !2, line: 20, baseType: !12, size: 17, offset: 28, flags: DIFlagBitField, extraData: i64 0)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !185, file: !2, line: 21, baseType: !143, size: 4, offset: 45, flags: DIFlagBitField, extraData: i64 0)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !185, file: !2, line: 22, baseType: !12, size: 27, offset: 49, flags: DIFlagBitField, extraData: i64 0)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !185, file: !2, line: 23, baseType: !193, size: 15, offset: 76, flags: DIFlagBitField, extraData: i64 0)
!193 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !143)
!194 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !185, file: !2, line: 24, baseType: !143, size: 31, offset: 91, flags: DIFlagBitField, extraData: i64 0)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !185, file: !2, line: 25, baseType: !12, size: 1, offset: 122, flags: DIFlagBitField, extraData: i64 0)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !185, file: !2, line: 26, baseType: !12, size: 19, offset: 123, flags: DIFlagBitField, extraData: i64 0)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "f8", scope: !185, file: !2, line: 27, baseType: !143, size: 24, offset: 142, flags: DIFlagBitField, extraData: i64 0)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "f9", scope: !185, file: !2, line: 28, baseType: !12, size: 6, offset: 166, flags: DIFlagBitField, extraData: i64 0)
!199 = !{!6, !200, !29}
!200 = !DISubrange(count: 1)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(name: "g_30", scope: !9, file: !2, line: 57, type: !33, isLocal: true, isDefinition: true)
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(name: "g_31", scope: !9, file: !2, line: 58, type: !205, isLocal: true, isDefinition: true)
!205 = !DICompositeType(tag: DW_TAG_array_type, baseType: !169, size: 1792, elements: !42)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(name: "g_33", scope: !9, file: !2, line: 59, type: !208, isLocal: true, isDefinition: true)
!208 = !DICompositeType(tag: DW_TAG_array_type, baseType: !209, size: 1408, elements: !42)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !185)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(scope: null, file: !212, line: 56, type: !213, isLocal: true, isDefinition: true)
!212 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!213 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !214)
!214 = !{!215}
!215 = !DISubrange(count: 15)
!216 = !DIGlobalVariableExpression(var: !217, expr: !DIExpression())
!217 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !138, line: 48, type: !140, isLocal: true, isDefinition: true)
!218 = !{i32 7, !"Dwarf Version", i32 5}
!219 = !{i32 2, !"Debug Info Version", i32 3}
!220 = !{i32 1, !"wchar_size", i32 4}
!221 = !{i32 8, !"PIC Level", i32 2}
!222 = !{i32 7, !"PIE Level", i32 2}
!223 = !{i32 7, !"uwtable", i32 2}
!224 = !{i32 7, !"frame-pointer", i32 2}
!225 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!226 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 160, type: !227, scopeLine: 161, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !231)
!227 = !DISubroutineType(types: !228)
!228 = !{!12, !12, !229}
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!231 = !{}
!232 = !DILocalVariable(name: "argc", arg: 1, scope: !226, file: !2, line: 160, type: !12)
!233 = !DILocation(line: 160, column: 15, scope: !226)
!234 = !DILocalVariable(name: "argv", arg: 2, scope: !226, file: !2, line: 160, type: !229)
!235 = !DILocation(line: 160, column: 27, scope: !226)
!236 = !DILocalVariable(name: "i", scope: !226, file: !2, line: 162, type: !12)
!237 = !DILocation(line: 162, column: 9, scope: !226)
!238 = !DILocalVariable(name: "j", scope: !226, file: !2, line: 162, type: !12)
!239 = !DILocation(line: 162, column: 12, scope: !226)
!240 = !DILocalVariable(name: "k", scope: !226, file: !2, line: 162, type: !12)
!241 = !DILocation(line: 162, column: 15, scope: !226)
!242 = !DILocalVariable(name: "print_hash_value", scope: !226, file: !2, line: 163, type: !12)
!243 = !DILocation(line: 163, column: 9, scope: !226)
!244 = !DILocation(line: 164, column: 9, scope: !245)
!245 = distinct !DILexicalBlock(scope: !226, file: !2, line: 164, column: 9)
!246 = !DILocation(line: 164, column: 14, scope: !245)
!247 = !DILocation(line: 164, column: 19, scope: !245)
!248 = !DILocation(line: 164, column: 29, scope: !245)
!249 = !DILocation(line: 164, column: 22, scope: !245)
!250 = !DILocation(line: 164, column: 43, scope: !245)
!251 = !DILocation(line: 164, column: 9, scope: !226)
!252 = !DILocation(line: 164, column: 66, scope: !245)
!253 = !DILocation(line: 164, column: 49, scope: !245)
!254 = !DILocation(line: 165, column: 5, scope: !226)
!255 = !DILocation(line: 166, column: 5, scope: !226)
!256 = !DILocation(line: 167, column: 5, scope: !226)
!257 = !DILocation(line: 168, column: 21, scope: !226)
!258 = !DILocation(line: 168, column: 33, scope: !226)
!259 = !DILocation(line: 168, column: 5, scope: !226)
!260 = !DILocation(line: 169, column: 21, scope: !226)
!261 = !DILocation(line: 169, column: 33, scope: !226)
!262 = !DILocation(line: 169, column: 5, scope: !226)
!263 = !DILocation(line: 170, column: 21, scope: !226)
!264 = !DILocation(line: 170, column: 33, scope: !226)
!265 = !DILocation(line: 170, column: 5, scope: !226)
!266 = !DILocation(line: 171, column: 21, scope: !226)
!267 = !DILocation(line: 171, column: 33, scope: !226)
!268 = !DILocation(line: 171, column: 5, scope: !226)
!269 = !DILocation(line: 172, column: 21, scope: !226)
!270 = !DILocation(line: 172, column: 35, scope: !226)
!271 = !DILocation(line: 172, column: 5, scope: !226)
!272 = !DILocation(line: 173, column: 35, scope: !226)
!273 = !DILocation(line: 173, column: 5, scope: !226)
!274 = !DILocation(line: 174, column: 26, scope: !226)
!275 = !DILocation(line: 174, column: 21, scope: !226)
!276 = !DILocation(line: 174, column: 41, scope: !226)
!277 = !DILocation(line: 174, column: 5, scope: !226)
!278 = !DILocation(line: 175, column: 26, scope: !226)
!279 = !DILocation(line: 175, column: 21, scope: !226)
!280 = !DILocation(line: 175, column: 41, scope: !226)
!281 = !DILocation(line: 175, column: 5, scope: !226)
!282 = !DILocation(line: 176, column: 26, scope: !226)
!283 = !DILocation(line: 176, column: 21, scope: !226)
!284 = !DILocation(line: 176, column: 41, scope: !226)
!285 = !DILocation(line: 176, column: 5, scope: !226)
!286 = !DILocation(line: 177, column: 26, scope: !226)
!287 = !DILocation(line: 177, column: 21, scope: !226)
!288 = !DILocation(line: 177, column: 41, scope: !226)
!289 = !DILocation(line: 177, column: 5, scope: !226)
!290 = !DILocation(line: 178, column: 26, scope: !226)
!291 = !DILocation(line: 178, column: 21, scope: !226)
!292 = !DILocation(line: 178, column: 41, scope: !226)
!293 = !DILocation(line: 178, column: 5, scope: !226)
!294 = !DILocation(line: 179, column: 26, scope: !226)
!295 = !DILocation(line: 179, column: 21, scope: !226)
!296 = !DILocation(line: 179, column: 41, scope: !226)
!297 = !DILocation(line: 179, column: 5, scope: !226)
!298 = !DILocation(line: 180, column: 26, scope: !226)
!299 = !DILocation(line: 180, column: 21, scope: !226)
!300 = !DILocation(line: 180, column: 41, scope: !226)
!301 = !DILocation(line: 180, column: 5, scope: !226)
!302 = !DILocation(line: 181, column: 26, scope: !226)
!303 = !DILocation(line: 181, column: 21, scope: !226)
!304 = !DILocation(line: 181, column: 41, scope: !226)
!305 = !DILocation(line: 181, column: 5, scope: !226)
!306 = !DILocation(line: 182, column: 26, scope: !226)
!307 = !DILocation(line: 182, column: 21, scope: !226)
!308 = !DILocation(line: 182, column: 41, scope: !226)
!309 = !DILocation(line: 182, column: 5, scope: !226)
!310 = !DILocation(line: 183, column: 12, scope: !311)
!311 = distinct !DILexicalBlock(scope: !226, file: !2, line: 183, column: 5)
!312 = !DILocation(line: 183, column: 10, scope: !311)
!313 = !DILocation(line: 183, column: 17, scope: !314)
!314 = distinct !DILexicalBlock(scope: !311, file: !2, line: 183, column: 5)
!315 = !DILocation(line: 183, column: 19, scope: !314)
!316 = !DILocation(line: 183, column: 5, scope: !311)
!317 = !DILocation(line: 185, column: 16, scope: !318)
!318 = distinct !DILexicalBlock(scope: !319, file: !2, line: 185, column: 9)
!319 = distinct !DILexicalBlock(scope: !314, file: !2, line: 184, column: 5)
!320 = !DILocation(line: 185, column: 14, scope: !318)
!321 = !DILocation(line: 185, column: 21, scope: !322)
!322 = distinct !DILexicalBlock(scope: !318, file: !2, line: 185, column: 9)
!323 = !DILocation(line: 185, column: 23, scope: !322)
!324 = !DILocation(line: 185, column: 9, scope: !318)
!325 = !DILocation(line: 187, column: 20, scope: !326)
!326 = distinct !DILexicalBlock(scope: !327, file: !2, line: 187, column: 13)
!327 = distinct !DILexicalBlock(scope: !322, file: !2, line: 186, column: 9)
!328 = !DILocation(line: 187, column: 18, scope: !326)
!329 = !DILocation(line: 187, column: 25, scope: !330)
!330 = distinct !DILexicalBlock(scope: !326, file: !2, line: 187, column: 13)
!331 = !DILocation(line: 187, column: 27, scope: !330)
!332 = !DILocation(line: 187, column: 13, scope: !326)
!333 = !DILocation(line: 189, column: 38, scope: !334)
!334 = distinct !DILexicalBlock(scope: !330, file: !2, line: 188, column: 13)
!335 = !DILocation(line: 189, column: 33, scope: !334)
!336 = !DILocation(line: 189, column: 41, scope: !334)
!337 = !DILocation(line: 189, column: 44, scope: !334)
!338 = !DILocation(line: 189, column: 47, scope: !334)
!339 = !DILocation(line: 189, column: 71, scope: !334)
!340 = !DILocation(line: 189, column: 17, scope: !334)
!341 = !DILocation(line: 190, column: 38, scope: !334)
!342 = !DILocation(line: 190, column: 33, scope: !334)
!343 = !DILocation(line: 190, column: 41, scope: !334)
!344 = !DILocation(line: 190, column: 44, scope: !334)
!345 = !DILocation(line: 190, column: 47, scope: !334)
!346 = !DILocation(line: 190, column: 71, scope: !334)
!347 = !DILocation(line: 190, column: 17, scope: !334)
!348 = !DILocation(line: 191, column: 38, scope: !334)
!349 = !DILocation(line: 191, column: 33, scope: !334)
!350 = !DILocation(line: 191, column: 41, scope: !334)
!351 = !DILocation(line: 191, column: 44, scope: !334)
!352 = !DILocation(line: 191, column: 47, scope: !334)
!353 = !DILocation(line: 191, column: 71, scope: !334)
!354 = !DILocation(line: 191, column: 17, scope: !334)
!355 = !DILocation(line: 192, column: 38, scope: !334)
!356 = !DILocation(line: 192, column: 33, scope: !334)
!357 = !DILocation(line: 192, column: 41, scope: !334)
!358 = !DILocation(line: 192, column: 44, scope: !334)
!359 = !DILocation(line: 192, column: 47, scope: !334)
!360 = !DILocation(line: 192, column: 71, scope: !334)
!361 = !DILocation(line: 192, column: 17, scope: !334)
!362 = !DILocation(line: 193, column: 38, scope: !334)
!363 = !DILocation(line: 193, column: 33, scope: !334)
!364 = !DILocation(line: 193, column: 41, scope: !334)
!365 = !DILocation(line: 193, column: 44, scope: !334)
!366 = !DILocation(line: 193, column: 47, scope: !334)
!367 = !DILocation(line: 193, column: 71, scope: !334)
!368 = !DILocation(line: 193, column: 17, scope: !334)
!369 = !DILocation(line: 194, column: 38, scope: !334)
!370 = !DILocation(line: 194, column: 33, scope: !334)
!371 = !DILocation(line: 194, column: 41, scope: !334)
!372 = !DILocation(line: 194, column: 44, scope: !334)
!373 = !DILocation(line: 194, column: 47, scope: !334)
!374 = !DILocation(line: 194, column: 71, scope: !334)
!375 = !DILocation(line: 194, column: 17, scope: !334)
!376 = !DILocation(line: 195, column: 38, scope: !334)
!377 = !DILocation(line: 195, column: 33, scope: !334)
!378 = !DILocation(line: 195, column: 41, scope: !334)
!379 = !DILocation(line: 195, column: 44, scope: !334)
!380 = !DILocation(line: 195, column: 47, scope: !334)
!381 = !DILocation(line: 195, column: 71, scope: !334)
!382 = !DILocation(line: 195, column: 17, scope: !334)
!383 = !DILocation(line: 196, column: 38, scope: !334)
!384 = !DILocation(line: 196, column: 33, scope: !334)
!385 = !DILocation(line: 196, column: 41, scope: !334)
!386 = !DILocation(line: 196, column: 44, scope: !334)
!387 = !DILocation(line: 196, column: 47, scope: !334)
!388 = !DILocation(line: 196, column: 71, scope: !334)
!389 = !DILocation(line: 196, column: 17, scope: !334)
!390 = !DILocation(line: 197, column: 38, scope: !334)
!391 = !DILocation(line: 197, column: 33, scope: !334)
!392 = !DILocation(line: 197, column: 41, scope: !334)
!393 = !DILocation(line: 197, column: 44, scope: !334)
!394 = !DILocation(line: 197, column: 47, scope: !334)
!395 = !DILocation(line: 197, column: 71, scope: !334)
!396 = !DILocation(line: 197, column: 17, scope: !334)
!397 = !DILocation(line: 198, column: 38, scope: !334)
!398 = !DILocation(line: 198, column: 33, scope: !334)
!399 = !DILocation(line: 198, column: 41, scope: !334)
!400 = !DILocation(line: 198, column: 44, scope: !334)
!401 = !DILocation(line: 198, column: 47, scope: !334)
!402 = !DILocation(line: 198, column: 71, scope: !334)
!403 = !DILocation(line: 198, column: 17, scope: !334)
!404 = !DILocation(line: 199, column: 21, scope: !405)
!405 = distinct !DILexicalBlock(scope: !334, file: !2, line: 199, column: 21)
!406 = !DILocation(line: 199, column: 21, scope: !334)
!407 = !DILocation(line: 199, column: 72, scope: !405)
!408 = !DILocation(line: 199, column: 75, scope: !405)
!409 = !DILocation(line: 199, column: 78, scope: !405)
!410 = !DILocation(line: 199, column: 39, scope: !405)
!411 = !DILocation(line: 201, column: 13, scope: !334)
!412 = !DILocation(line: 187, column: 33, scope: !330)
!413 = !DILocation(line: 187, column: 13, scope: !330)
!414 = distinct !{!414, !332, !415, !416}
!415 = !DILocation(line: 201, column: 13, scope: !326)
!416 = !{!"llvm.loop.mustprogress"}
!417 = !DILocation(line: 202, column: 9, scope: !327)
!418 = !DILocation(line: 185, column: 29, scope: !322)
!419 = !DILocation(line: 185, column: 9, scope: !322)
!420 = distinct !{!420, !324, !421, !416}
!421 = !DILocation(line: 202, column: 9, scope: !318)
!422 = !DILocation(line: 203, column: 5, scope: !319)
!423 = !DILocation(line: 183, column: 25, scope: !314)
!424 = !DILocation(line: 183, column: 5, scope: !314)
!425 = distinct !{!425, !316, !426, !416}
!426 = !DILocation(line: 203, column: 5, scope: !311)
!427 = !DILocation(line: 204, column: 21, scope: !226)
!428 = !DILocation(line: 204, column: 35, scope: !226)
!429 = !DILocation(line: 204, column: 5, scope: !226)
!430 = !DILocation(line: 205, column: 12, scope: !431)
!431 = distinct !DILexicalBlock(scope: !226, file: !2, line: 205, column: 5)
!432 = !DILocation(line: 205, column: 10, scope: !431)
!433 = !DILocation(line: 205, column: 17, scope: !434)
!434 = distinct !DILexicalBlock(scope: !431, file: !2, line: 205, column: 5)
!435 = !DILocation(line: 205, column: 19, scope: !434)
!436 = !DILocation(line: 205, column: 5, scope: !431)
!437 = !DILocation(line: 207, column: 30, scope: !438)
!438 = distinct !DILexicalBlock(scope: !434, file: !2, line: 206, column: 5)
!439 = !DILocation(line: 207, column: 25, scope: !438)
!440 = !DILocation(line: 207, column: 33, scope: !438)
!441 = !DILocation(line: 207, column: 51, scope: !438)
!442 = !DILocation(line: 207, column: 9, scope: !438)
!443 = !DILocation(line: 208, column: 30, scope: !438)
!444 = !DILocation(line: 208, column: 25, scope: !438)
!445 = !DILocation(line: 208, column: 33, scope: !438)
!446 = !DILocation(line: 208, column: 51, scope: !438)
!447 = !DILocation(line: 208, column: 9, scope: !438)
!448 = !DILocation(line: 209, column: 30, scope: !438)
!449 = !DILocation(line: 209, column: 25, scope: !438)
!450 = !DILocation(line: 209, column: 33, scope: !438)
!451 = !DILocation(line: 209, column: 51, scope: !438)
!452 = !DILocation(line: 209, column: 9, scope: !438)
!453 = !DILocation(line: 210, column: 30, scope: !438)
!454 = !DILocation(line: 210, column: 25, scope: !438)
!455 = !DILocation(line: 210, column: 33, scope: !438)
!456 = !DILocation(line: 210, column: 51, scope: !438)
!457 = !DILocation(line: 210, column: 9, scope: !438)
!458 = !DILocation(line: 211, column: 30, scope: !438)
!459 = !DILocation(line: 211, column: 25, scope: !438)
!460 = !DILocation(line: 211, column: 33, scope: !438)
!461 = !DILocation(line: 211, column: 51, scope: !438)
!462 = !DILocation(line: 211, column: 9, scope: !438)
!463 = !DILocation(line: 212, column: 30, scope: !438)
!464 = !DILocation(line: 212, column: 25, scope: !438)
!465 = !DILocation(line: 212, column: 33, scope: !438)
!466 = !DILocation(line: 212, column: 51, scope: !438)
!467 = !DILocation(line: 212, column: 9, scope: !438)
!468 = !DILocation(line: 213, column: 30, scope: !438)
!469 = !DILocation(line: 213, column: 25, scope: !438)
!470 = !DILocation(line: 213, column: 33, scope: !438)
!471 = !DILocation(line: 213, column: 51, scope: !438)
!472 = !DILocation(line: 213, column: 9, scope: !438)
!473 = !DILocation(line: 214, column: 30, scope: !438)
!474 = !DILocation(line: 214, column: 25, scope: !438)
!475 = !DILocation(line: 214, column: 33, scope: !438)
!476 = !DILocation(line: 214, column: 51, scope: !438)
!477 = !DILocation(line: 214, column: 9, scope: !438)
!478 = !DILocation(line: 215, column: 30, scope: !438)
!479 = !DILocation(line: 215, column: 25, scope: !438)
!480 = !DILocation(line: 215, column: 33, scope: !438)
!481 = !DILocation(line: 215, column: 51, scope: !438)
!482 = !DILocation(line: 215, column: 9, scope: !438)
!483 = !DILocation(line: 216, column: 13, scope: !484)
!484 = distinct !DILexicalBlock(scope: !438, file: !2, line: 216, column: 13)
!485 = !DILocation(line: 216, column: 13, scope: !438)
!486 = !DILocation(line: 216, column: 56, scope: !484)
!487 = !DILocation(line: 216, column: 31, scope: !484)
!488 = !DILocation(line: 218, column: 5, scope: !438)
!489 = !DILocation(line: 205, column: 25, scope: !434)
!490 = !DILocation(line: 205, column: 5, scope: !434)
!491 = distinct !{!491, !436, !492, !416}
!492 = !DILocation(line: 218, column: 5, scope: !431)
!493 = !DILocation(line: 219, column: 12, scope: !494)
!494 = distinct !DILexicalBlock(scope: !226, file: !2, line: 219, column: 5)
!495 = !DILocation(line: 219, column: 10, scope: !494)
!496 = !DILocation(line: 219, column: 17, scope: !497)
!497 = distinct !DILexicalBlock(scope: !494, file: !2, line: 219, column: 5)
!498 = !DILocation(line: 219, column: 19, scope: !497)
!499 = !DILocation(line: 219, column: 5, scope: !494)
!500 = !DILocation(line: 221, column: 30, scope: !501)
!501 = distinct !DILexicalBlock(scope: !497, file: !2, line: 220, column: 5)
!502 = !DILocation(line: 221, column: 25, scope: !501)
!503 = !DILocation(line: 221, column: 33, scope: !501)
!504 = !DILocation(line: 221, column: 51, scope: !501)
!505 = !DILocation(line: 221, column: 9, scope: !501)
!506 = !DILocation(line: 222, column: 30, scope: !501)
!507 = !DILocation(line: 222, column: 25, scope: !501)
!508 = !DILocation(line: 222, column: 33, scope: !501)
!509 = !DILocation(line: 222, column: 51, scope: !501)
!510 = !DILocation(line: 222, column: 9, scope: !501)
!511 = !DILocation(line: 223, column: 30, scope: !501)
!512 = !DILocation(line: 223, column: 25, scope: !501)
!513 = !DILocation(line: 223, column: 33, scope: !501)
!514 = !DILocation(line: 223, column: 51, scope: !501)
!515 = !DILocation(line: 223, column: 9, scope: !501)
!516 = !DILocation(line: 224, column: 30, scope: !501)
!517 = !DILocation(line: 224, column: 25, scope: !501)
!518 = !DILocation(line: 224, column: 33, scope: !501)
!519 = !DILocation(line: 224, column: 51, scope: !501)
!520 = !DILocation(line: 224, column: 9, scope: !501)
!521 = !DILocation(line: 225, column: 30, scope: !501)
!522 = !DILocation(line: 225, column: 25, scope: !501)
!523 = !DILocation(line: 225, column: 33, scope: !501)
!524 = !DILocation(line: 225, column: 51, scope: !501)
!525 = !DILocation(line: 225, column: 9, scope: !501)
!526 = !DILocation(line: 226, column: 30, scope: !501)
!527 = !DILocation(line: 226, column: 25, scope: !501)
!528 = !DILocation(line: 226, column: 33, scope: !501)
!529 = !DILocation(line: 226, column: 51, scope: !501)
!530 = !DILocation(line: 226, column: 9, scope: !501)
!531 = !DILocation(line: 227, column: 30, scope: !501)
!532 = !DILocation(line: 227, column: 25, scope: !501)
!533 = !DILocation(line: 227, column: 33, scope: !501)
!534 = !DILocation(line: 227, column: 51, scope: !501)
!535 = !DILocation(line: 227, column: 9, scope: !501)
!536 = !DILocation(line: 228, column: 30, scope: !501)
!537 = !DILocation(line: 228, column: 25, scope: !501)
!538 = !DILocation(line: 228, column: 33, scope: !501)
!539 = !DILocation(line: 228, column: 51, scope: !501)
!540 = !DILocation(line: 228, column: 9, scope: !501)
!541 = !DILocation(line: 229, column: 30, scope: !501)
!542 = !DILocation(line: 229, column: 25, scope: !501)
!543 = !DILocation(line: 229, column: 33, scope: !501)
!544 = !DILocation(line: 229, column: 51, scope: !501)
!545 = !DILocation(line: 229, column: 9, scope: !501)
!546 = !DILocation(line: 230, column: 30, scope: !501)
!547 = !DILocation(line: 230, column: 25, scope: !501)
!548 = !DILocation(line: 230, column: 33, scope: !501)
!549 = !DILocation(line: 230, column: 51, scope: !501)
!550 = !DILocation(line: 230, column: 9, scope: !501)
!551 = !DILocation(line: 231, column: 13, scope: !552)
!552 = distinct !DILexicalBlock(scope: !501, file: !2, line: 231, column: 13)
!553 = !DILocation(line: 231, column: 13, scope: !501)
!554 = !DILocation(line: 231, column: 56, scope: !552)
!555 = !DILocation(line: 231, column: 31, scope: !552)
!556 = !DILocation(line: 233, column: 5, scope: !501)
!557 = !DILocation(line: 219, column: 25, scope: !497)
!558 = !DILocation(line: 219, column: 5, scope: !497)
!559 = distinct !{!559, !499, !560, !416}
!560 = !DILocation(line: 233, column: 5, scope: !494)
!561 = !DILocation(line: 234, column: 23, scope: !226)
!562 = !DILocation(line: 234, column: 37, scope: !226)
!563 = !DILocation(line: 234, column: 53, scope: !226)
!564 = !DILocation(line: 234, column: 5, scope: !226)
!565 = !DILocation(line: 235, column: 5, scope: !226)
!566 = distinct !DISubprogram(name: "platform_main_begin", scope: !212, file: !212, line: 43, type: !567, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!567 = !DISubroutineType(types: !568)
!568 = !{null}
!569 = !DILocation(line: 46, column: 1, scope: !566)
!570 = distinct !DISubprogram(name: "crc32_gentab", scope: !138, file: !138, line: 51, type: !567, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !231)
!571 = !DILocalVariable(name: "crc", scope: !570, file: !138, line: 53, type: !140)
!572 = !DILocation(line: 53, column: 11, scope: !570)
!573 = !DILocalVariable(name: "poly", scope: !570, file: !138, line: 54, type: !574)
!574 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !140)
!575 = !DILocation(line: 54, column: 17, scope: !570)
!576 = !DILocalVariable(name: "i", scope: !570, file: !138, line: 55, type: !12)
!577 = !DILocation(line: 55, column: 6, scope: !570)
!578 = !DILocalVariable(name: "j", scope: !570, file: !138, line: 55, type: !12)
!579 = !DILocation(line: 55, column: 9, scope: !570)
!580 = !DILocation(line: 57, column: 9, scope: !581)
!581 = distinct !DILexicalBlock(scope: !570, file: !138, line: 57, column: 2)
!582 = !DILocation(line: 57, column: 7, scope: !581)
!583 = !DILocation(line: 57, column: 14, scope: !584)
!584 = distinct !DILexicalBlock(scope: !581, file: !138, line: 57, column: 2)
!585 = !DILocation(line: 57, column: 16, scope: !584)
!586 = !DILocation(line: 57, column: 2, scope: !581)
!587 = !DILocation(line: 58, column: 9, scope: !588)
!588 = distinct !DILexicalBlock(scope: !584, file: !138, line: 57, column: 28)
!589 = !DILocation(line: 58, column: 7, scope: !588)
!590 = !DILocation(line: 59, column: 10, scope: !591)
!591 = distinct !DILexicalBlock(scope: !588, file: !138, line: 59, column: 3)
!592 = !DILocation(line: 59, column: 8, scope: !591)
!593 = !DILocation(line: 59, column: 15, scope: !594)
!594 = distinct !DILexicalBlock(scope: !591, file: !138, line: 59, column: 3)
!595 = !DILocation(line: 59, column: 17, scope: !594)
!596 = !DILocation(line: 59, column: 3, scope: !591)
!597 = !DILocation(line: 60, column: 8, scope: !598)
!598 = distinct !DILexicalBlock(scope: !599, file: !138, line: 60, column: 8)
!599 = distinct !DILexicalBlock(scope: !594, file: !138, line: 59, column: 27)
!600 = !DILocation(line: 60, column: 12, scope: !598)
!601 = !DILocation(line: 60, column: 8, scope: !599)
!602 = !DILocation(line: 61, column: 12, scope: !603)
!603 = distinct !DILexicalBlock(scope: !598, file: !138, line: 60, column: 17)
!604 = !DILocation(line: 61, column: 16, scope: !603)
!605 = !DILocation(line: 61, column: 22, scope: !603)
!606 = !DILocation(line: 61, column: 9, scope: !603)
!607 = !DILocation(line: 62, column: 4, scope: !603)
!608 = !DILocation(line: 63, column: 9, scope: !609)
!609 = distinct !DILexicalBlock(scope: !598, file: !138, line: 62, column: 11)
!610 = !DILocation(line: 65, column: 3, scope: !599)
!611 = !DILocation(line: 59, column: 23, scope: !594)
!612 = !DILocation(line: 59, column: 3, scope: !594)
!613 = distinct !{!613, !596, !614, !416}
!614 = !DILocation(line: 65, column: 3, scope: !591)
!615 = !DILocation(line: 66, column: 18, scope: !588)
!616 = !DILocation(line: 66, column: 13, scope: !588)
!617 = !DILocation(line: 66, column: 3, scope: !588)
!618 = !DILocation(line: 66, column: 16, scope: !588)
!619 = !DILocation(line: 67, column: 2, scope: !588)
!620 = !DILocation(line: 57, column: 24, scope: !584)
!621 = !DILocation(line: 57, column: 2, scope: !584)
!622 = distinct !{!622, !586, !623, !416}
!623 = !DILocation(line: 67, column: 2, scope: !581)
!624 = !DILocation(line: 68, column: 1, scope: !570)
!625 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 74, type: !626, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !231)
!626 = !DISubroutineType(types: !627)
!627 = !{!628}
!628 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !34, line: 25, baseType: !629)
!629 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !36, line: 39, baseType: !630)
!630 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!631 = !DILocalVariable(name: "l_2", scope: !625, file: !2, line: 76, type: !632)
!632 = !DICompositeType(tag: DW_TAG_array_type, baseType: !633, size: 48, elements: !636)
!633 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !141, line: 24, baseType: !634)
!634 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !36, line: 38, baseType: !635)
!635 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!636 = !{!637, !6}
!637 = !DISubrange(count: 3)
!638 = !DILocation(line: 76, column: 13, scope: !625)
!639 = !DILocalVariable(name: "l_41", scope: !625, file: !2, line: 77, type: !640)
!640 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 192, elements: !641)
!641 = !{!642}
!642 = !DISubrange(count: 6)
!643 = !DILocation(line: 77, column: 13, scope: !625)
!644 = !DILocalVariable(name: "l_47", scope: !625, file: !2, line: 78, type: !645)
!645 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 256, elements: !42)
!646 = !DILocation(line: 78, column: 13, scope: !625)
!647 = !DILocalVariable(name: "i", scope: !625, file: !2, line: 79, type: !12)
!648 = !DILocation(line: 79, column: 9, scope: !625)
!649 = !DILocalVariable(name: "j", scope: !625, file: !2, line: 79, type: !12)
!650 = !DILocation(line: 79, column: 12, scope: !625)
!651 = !DILocation(line: 80, column: 12, scope: !652)
!652 = distinct !DILexicalBlock(scope: !625, file: !2, line: 80, column: 5)
!653 = !DILocation(line: 80, column: 10, scope: !652)
!654 = !DILocation(line: 80, column: 17, scope: !655)
!655 = distinct !DILexicalBlock(scope: !652, file: !2, line: 80, column: 5)
!656 = !DILocation(line: 80, column: 19, scope: !655)
!657 = !DILocation(line: 80, column: 5, scope: !652)
!658 = !DILocation(line: 81, column: 14, scope: !655)
!659 = !DILocation(line: 81, column: 9, scope: !655)
!660 = !DILocation(line: 81, column: 17, scope: !655)
!661 = !DILocation(line: 80, column: 25, scope: !655)
!662 = !DILocation(line: 80, column: 5, scope: !655)
!663 = distinct !{!663, !657, !664, !416}
!664 = !DILocation(line: 81, column: 19, scope: !652)
!665 = !DILocation(line: 82, column: 14, scope: !666)
!666 = distinct !DILexicalBlock(scope: !625, file: !2, line: 82, column: 5)
!667 = !DILocation(line: 82, column: 10, scope: !666)
!668 = !DILocation(line: 82, column: 20, scope: !669)
!669 = distinct !DILexicalBlock(scope: !666, file: !2, line: 82, column: 5)
!670 = !DILocation(line: 82, column: 24, scope: !669)
!671 = !DILocation(line: 82, column: 5, scope: !666)
!672 = !DILocalVariable(name: "l_29", scope: !673, file: !2, line: 84, type: !152)
!673 = distinct !DILexicalBlock(scope: !669, file: !2, line: 83, column: 5)
!674 = !DILocation(line: 84, column: 18, scope: !673)
!675 = !DILocalVariable(name: "l_40", scope: !673, file: !2, line: 85, type: !640)
!676 = !DILocation(line: 85, column: 17, scope: !673)
!677 = !DILocalVariable(name: "l_42", scope: !673, file: !2, line: 86, type: !678)
!678 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !141, line: 27, baseType: !679)
!679 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !36, line: 45, baseType: !680)
!680 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!681 = !DILocation(line: 86, column: 18, scope: !673)
!682 = !DILocalVariable(name: "l_45", scope: !673, file: !2, line: 87, type: !152)
!683 = !DILocation(line: 87, column: 18, scope: !673)
!684 = !DILocation(line: 87, column: 26, scope: !673)
!685 = !DILocalVariable(name: "l_46", scope: !673, file: !2, line: 88, type: !686)
!686 = !DICompositeType(tag: DW_TAG_array_type, baseType: !152, size: 10752, elements: !687)
!687 = !{!642, !18, !688}
!688 = !DISubrange(count: 7)
!689 = !DILocation(line: 88, column: 18, scope: !673)
!690 = !DILocation(line: 88, column: 38, scope: !673)
!691 = !DILocation(line: 88, column: 36, scope: !673)
!692 = !DILocation(line: 88, column: 47, scope: !673)
!693 = !DILocation(line: 88, column: 35, scope: !673)
!694 = !DILocation(line: 88, column: 94, scope: !673)
!695 = !DILocation(line: 88, column: 92, scope: !673)
!696 = !DILocation(line: 88, column: 103, scope: !673)
!697 = !DILocation(line: 88, column: 156, scope: !673)
!698 = !DILocation(line: 88, column: 154, scope: !673)
!699 = !DILocation(line: 88, column: 174, scope: !673)
!700 = !DILocation(line: 88, column: 183, scope: !673)
!701 = !DILocation(line: 88, column: 192, scope: !673)
!702 = !DILocation(line: 88, column: 201, scope: !673)
!703 = !DILocation(line: 88, column: 219, scope: !673)
!704 = !DILocation(line: 88, column: 227, scope: !673)
!705 = !DILocation(line: 88, column: 251, scope: !673)
!706 = !DILocation(line: 88, column: 34, scope: !673)
!707 = !DILocation(line: 88, column: 277, scope: !673)
!708 = !DILocation(line: 88, column: 285, scope: !673)
!709 = !DILocation(line: 88, column: 294, scope: !673)
!710 = !DILocation(line: 88, column: 303, scope: !673)
!711 = !DILocation(line: 88, column: 276, scope: !673)
!712 = !DILocation(line: 88, column: 339, scope: !673)
!713 = !DILocation(line: 88, column: 350, scope: !673)
!714 = !DILocation(line: 88, column: 359, scope: !673)
!715 = !DILocation(line: 88, column: 377, scope: !673)
!716 = !DILocation(line: 88, column: 404, scope: !673)
!717 = !DILocation(line: 88, column: 424, scope: !673)
!718 = !DILocation(line: 88, column: 433, scope: !673)
!719 = !DILocation(line: 88, column: 465, scope: !673)
!720 = !DILocation(line: 88, column: 463, scope: !673)
!721 = !DILocation(line: 88, column: 474, scope: !673)
!722 = !DILocation(line: 88, column: 483, scope: !673)
!723 = !DILocation(line: 88, column: 529, scope: !673)
!724 = !DILocation(line: 88, column: 527, scope: !673)
!725 = !DILocation(line: 88, column: 538, scope: !673)
!726 = !DILocation(line: 88, column: 526, scope: !673)
!727 = !DILocation(line: 88, column: 591, scope: !673)
!728 = !DILocation(line: 88, column: 589, scope: !673)
!729 = !DILocation(line: 88, column: 609, scope: !673)
!730 = !DILocation(line: 88, column: 618, scope: !673)
!731 = !DILocation(line: 88, column: 627, scope: !673)
!732 = !DILocation(line: 88, column: 636, scope: !673)
!733 = !DILocation(line: 88, column: 654, scope: !673)
!734 = !DILocation(line: 88, column: 662, scope: !673)
!735 = !DILocation(line: 88, column: 686, scope: !673)
!736 = !DILocation(line: 88, column: 710, scope: !673)
!737 = !DILocation(line: 88, column: 718, scope: !673)
!738 = !DILocation(line: 88, column: 727, scope: !673)
!739 = !DILocation(line: 88, column: 736, scope: !673)
!740 = !DILocation(line: 88, column: 774, scope: !673)
!741 = !DILocation(line: 88, column: 785, scope: !673)
!742 = !DILocation(line: 88, column: 794, scope: !673)
!743 = !DILocation(line: 88, column: 812, scope: !673)
!744 = !DILocation(line: 88, column: 773, scope: !673)
!745 = !DILocation(line: 88, column: 839, scope: !673)
!746 = !DILocation(line: 88, column: 859, scope: !673)
!747 = !DILocation(line: 88, column: 868, scope: !673)
!748 = !DILocation(line: 88, column: 900, scope: !673)
!749 = !DILocation(line: 88, column: 898, scope: !673)
!750 = !DILocation(line: 88, column: 909, scope: !673)
!751 = !DILocation(line: 88, column: 918, scope: !673)
!752 = !DILocation(line: 88, column: 962, scope: !673)
!753 = !DILocation(line: 88, column: 960, scope: !673)
!754 = !DILocation(line: 88, column: 971, scope: !673)
!755 = !DILocation(line: 88, column: 1026, scope: !673)
!756 = !DILocation(line: 88, column: 1024, scope: !673)
!757 = !DILocation(line: 88, column: 1044, scope: !673)
!758 = !DILocation(line: 88, column: 1053, scope: !673)
!759 = !DILocation(line: 88, column: 1062, scope: !673)
!760 = !DILocation(line: 88, column: 1071, scope: !673)
!761 = !DILocation(line: 88, column: 1023, scope: !673)
!762 = !DILocation(line: 88, column: 1089, scope: !673)
!763 = !DILocation(line: 88, column: 1097, scope: !673)
!764 = !DILocation(line: 88, column: 1121, scope: !673)
!765 = !DILocation(line: 88, column: 1145, scope: !673)
!766 = !DILocation(line: 88, column: 1153, scope: !673)
!767 = !DILocation(line: 88, column: 1162, scope: !673)
!768 = !DILocation(line: 88, column: 1171, scope: !673)
!769 = !DILocation(line: 88, column: 1207, scope: !673)
!770 = !DILocation(line: 88, column: 1218, scope: !673)
!771 = !DILocation(line: 88, column: 1227, scope: !673)
!772 = !DILocation(line: 88, column: 1245, scope: !673)
!773 = !DILocation(line: 88, column: 1274, scope: !673)
!774 = !DILocation(line: 88, column: 1294, scope: !673)
!775 = !DILocation(line: 88, column: 1303, scope: !673)
!776 = !DILocation(line: 88, column: 1273, scope: !673)
!777 = !DILocation(line: 88, column: 1335, scope: !673)
!778 = !DILocation(line: 88, column: 1333, scope: !673)
!779 = !DILocation(line: 88, column: 1344, scope: !673)
!780 = !DILocation(line: 88, column: 1353, scope: !673)
!781 = !DILocation(line: 88, column: 1397, scope: !673)
!782 = !DILocation(line: 88, column: 1395, scope: !673)
!783 = !DILocation(line: 88, column: 1406, scope: !673)
!784 = !DILocation(line: 88, column: 1459, scope: !673)
!785 = !DILocation(line: 88, column: 1457, scope: !673)
!786 = !DILocation(line: 88, column: 1477, scope: !673)
!787 = !DILocation(line: 88, column: 1486, scope: !673)
!788 = !DILocation(line: 88, column: 1495, scope: !673)
!789 = !DILocation(line: 88, column: 1504, scope: !673)
!790 = !DILocalVariable(name: "l_48", scope: !673, file: !2, line: 89, type: !791)
!791 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !141, line: 25, baseType: !792)
!792 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !36, line: 40, baseType: !793)
!793 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!794 = !DILocation(line: 89, column: 18, scope: !673)
!795 = !DILocalVariable(name: "i", scope: !673, file: !2, line: 90, type: !12)
!796 = !DILocation(line: 90, column: 13, scope: !673)
!797 = !DILocalVariable(name: "j", scope: !673, file: !2, line: 90, type: !12)
!798 = !DILocation(line: 90, column: 16, scope: !673)
!799 = !DILocalVariable(name: "k", scope: !673, file: !2, line: 90, type: !12)
!800 = !DILocation(line: 90, column: 19, scope: !673)
!801 = !DILocation(line: 91, column: 16, scope: !802)
!802 = distinct !DILexicalBlock(scope: !673, file: !2, line: 91, column: 9)
!803 = !DILocation(line: 91, column: 14, scope: !802)
!804 = !DILocation(line: 91, column: 21, scope: !805)
!805 = distinct !DILexicalBlock(scope: !802, file: !2, line: 91, column: 9)
!806 = !DILocation(line: 91, column: 23, scope: !805)
!807 = !DILocation(line: 91, column: 9, scope: !802)
!808 = !DILocation(line: 92, column: 18, scope: !805)
!809 = !DILocation(line: 92, column: 13, scope: !805)
!810 = !DILocation(line: 92, column: 21, scope: !805)
!811 = !DILocation(line: 91, column: 29, scope: !805)
!812 = !DILocation(line: 91, column: 9, scope: !805)
!813 = distinct !{!813, !807, !814, !416}
!814 = !DILocation(line: 92, column: 23, scope: !802)
!815 = !DILocation(line: 93, column: 50, scope: !816)
!816 = distinct !DILexicalBlock(scope: !673, file: !2, line: 93, column: 13)
!817 = !DILocation(line: 93, column: 43, scope: !816)
!818 = !DILocation(line: 93, column: 59, scope: !816)
!819 = !DILocation(line: 93, column: 58, scope: !816)
!820 = !DILocation(line: 93, column: 33, scope: !816)
!821 = !DILocation(line: 93, column: 39, scope: !816)
!822 = !DILocation(line: 93, column: 30, scope: !816)
!823 = !DILocation(line: 93, column: 28, scope: !816)
!824 = !DILocation(line: 93, column: 71, scope: !816)
!825 = !DILocation(line: 93, column: 88, scope: !816)
!826 = !DILocation(line: 93, column: 81, scope: !816)
!827 = !DILocation(line: 93, column: 68, scope: !816)
!828 = !DILocation(line: 93, column: 100, scope: !816)
!829 = !DILocation(line: 93, column: 93, scope: !816)
!830 = !DILocation(line: 93, column: 13, scope: !673)
!831 = !DILocalVariable(name: "l_34", scope: !832, file: !2, line: 95, type: !833)
!832 = distinct !DILexicalBlock(scope: !816, file: !2, line: 94, column: 9)
!833 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !34, line: 27, baseType: !834)
!834 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !36, line: 44, baseType: !835)
!835 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!836 = !DILocation(line: 95, column: 21, scope: !832)
!837 = !DILocalVariable(name: "l_37", scope: !832, file: !2, line: 96, type: !838)
!838 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!839 = !DILocation(line: 96, column: 23, scope: !832)
!840 = !DILocation(line: 97, column: 36, scope: !832)
!841 = !DILocation(line: 97, column: 95, scope: !832)
!842 = !DILocation(line: 97, column: 157, scope: !832)
!843 = !DILocation(line: 97, column: 107, scope: !832)
!844 = !DILocation(line: 97, column: 106, scope: !832)
!845 = !DILocation(line: 97, column: 178, scope: !832)
!846 = !DILocation(line: 97, column: 162, scope: !832)
!847 = !DILocation(line: 97, column: 105, scope: !832)
!848 = !DILocation(line: 97, column: 182, scope: !832)
!849 = !DILocation(line: 97, column: 104, scope: !832)
!850 = !DILocation(line: 97, column: 101, scope: !832)
!851 = !DILocation(line: 97, column: 83, scope: !832)
!852 = !DILocation(line: 97, column: 50, scope: !832)
!853 = !DILocation(line: 97, column: 46, scope: !832)
!854 = !DILocation(line: 97, column: 24, scope: !832)
!855 = !DILocation(line: 97, column: 194, scope: !832)
!856 = !DILocation(line: 97, column: 23, scope: !832)
!857 = !DILocation(line: 97, column: 15, scope: !832)
!858 = !DILocation(line: 97, column: 21, scope: !832)
!859 = !DILocation(line: 98, column: 15, scope: !832)
!860 = !DILocation(line: 98, column: 21, scope: !832)
!861 = !DILocation(line: 99, column: 9, scope: !832)
!862 = !DILocalVariable(name: "l_38", scope: !863, file: !2, line: 102, type: !152)
!863 = distinct !DILexicalBlock(scope: !816, file: !2, line: 101, column: 9)
!864 = !DILocation(line: 102, column: 22, scope: !863)
!865 = !DILocalVariable(name: "l_39", scope: !863, file: !2, line: 103, type: !866)
!866 = !DICompositeType(tag: DW_TAG_array_type, baseType: !152, size: 3072, elements: !867)
!867 = !{!6, !642, !18}
!868 = !DILocation(line: 103, column: 22, scope: !863)
!869 = !DILocalVariable(name: "i", scope: !863, file: !2, line: 104, type: !12)
!870 = !DILocation(line: 104, column: 17, scope: !863)
!871 = !DILocalVariable(name: "j", scope: !863, file: !2, line: 104, type: !12)
!872 = !DILocation(line: 104, column: 20, scope: !863)
!873 = !DILocalVariable(name: "k", scope: !863, file: !2, line: 104, type: !12)
!874 = !DILocation(line: 104, column: 23, scope: !863)
!875 = !DILocation(line: 105, column: 17, scope: !863)
!876 = !DILocation(line: 106, column: 19, scope: !877)
!877 = distinct !DILexicalBlock(scope: !863, file: !2, line: 106, column: 17)
!878 = !DILocation(line: 106, column: 18, scope: !877)
!879 = !DILocation(line: 106, column: 17, scope: !877)
!880 = !DILocation(line: 106, column: 17, scope: !863)
!881 = !DILocation(line: 107, column: 17, scope: !877)
!882 = !DILocation(line: 108, column: 26, scope: !863)
!883 = !DILocation(line: 108, column: 25, scope: !863)
!884 = !DILocation(line: 108, column: 15, scope: !863)
!885 = !DILocation(line: 108, column: 21, scope: !863)
!886 = !DILocation(line: 110, column: 13, scope: !673)
!887 = !DILocation(line: 111, column: 19, scope: !888)
!888 = distinct !DILexicalBlock(scope: !673, file: !2, line: 111, column: 9)
!889 = !DILocation(line: 111, column: 14, scope: !888)
!890 = !DILocation(line: 111, column: 25, scope: !891)
!891 = distinct !DILexicalBlock(scope: !888, file: !2, line: 111, column: 9)
!892 = !DILocation(line: 111, column: 30, scope: !891)
!893 = !DILocation(line: 111, column: 9, scope: !888)
!894 = !DILocation(line: 113, column: 15, scope: !895)
!895 = distinct !DILexicalBlock(scope: !891, file: !2, line: 112, column: 9)
!896 = !DILocation(line: 113, column: 21, scope: !895)
!897 = !DILocation(line: 114, column: 9, scope: !895)
!898 = !DILocation(line: 111, column: 42, scope: !891)
!899 = !DILocation(line: 111, column: 9, scope: !891)
!900 = distinct !{!900, !893, !901, !416}
!901 = !DILocation(line: 114, column: 9, scope: !888)
!902 = !DILocation(line: 115, column: 5, scope: !673)
!903 = !DILocation(line: 82, column: 35, scope: !669)
!904 = !DILocation(line: 82, column: 5, scope: !669)
!905 = distinct !{!905, !671, !906, !416}
!906 = !DILocation(line: 115, column: 5, scope: !666)
!907 = !DILocation(line: 116, column: 12, scope: !625)
!908 = !DILocation(line: 116, column: 5, scope: !625)
!909 = distinct !DISubprogram(name: "transparent_crc", scope: !138, file: !138, line: 110, type: !910, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !231)
!910 = !DISubroutineType(types: !911)
!911 = !{null, !678, !230, !12}
!912 = !DILocalVariable(name: "val", arg: 1, scope: !909, file: !138, line: 110, type: !678)
!913 = !DILocation(line: 110, column: 27, scope: !909)
!914 = !DILocalVariable(name: "vname", arg: 2, scope: !909, file: !138, line: 110, type: !230)
!915 = !DILocation(line: 110, column: 38, scope: !909)
!916 = !DILocalVariable(name: "flag", arg: 3, scope: !909, file: !138, line: 110, type: !12)
!917 = !DILocation(line: 110, column: 49, scope: !909)
!918 = !DILocation(line: 112, column: 15, scope: !909)
!919 = !DILocation(line: 112, column: 2, scope: !909)
!920 = !DILocation(line: 113, column: 6, scope: !921)
!921 = distinct !DILexicalBlock(scope: !909, file: !138, line: 113, column: 6)
!922 = !DILocation(line: 113, column: 6, scope: !909)
!923 = !DILocation(line: 114, column: 52, scope: !924)
!924 = distinct !DILexicalBlock(scope: !921, file: !138, line: 113, column: 12)
!925 = !DILocation(line: 114, column: 59, scope: !924)
!926 = !DILocation(line: 114, column: 73, scope: !924)
!927 = !DILocation(line: 114, column: 5, scope: !924)
!928 = !DILocation(line: 115, column: 2, scope: !924)
!929 = !DILocation(line: 116, column: 1, scope: !909)
!930 = distinct !DISubprogram(name: "platform_main_end", scope: !212, file: !212, line: 49, type: !931, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !231)
!931 = !DISubroutineType(types: !932)
!932 = !{null, !140, !12}
!933 = !DILocalVariable(name: "crc", arg: 1, scope: !930, file: !212, line: 49, type: !140)
!934 = !DILocation(line: 49, column: 28, scope: !930)
!935 = !DILocalVariable(name: "flag", arg: 2, scope: !930, file: !212, line: 49, type: !12)
!936 = !DILocation(line: 49, column: 37, scope: !930)
!937 = !DILocation(line: 56, column: 29, scope: !930)
!938 = !DILocation(line: 56, column: 2, scope: !930)
!939 = !DILocation(line: 120, column: 1, scope: !930)
!940 = distinct !DISubprogram(name: "func_7", scope: !2, file: !2, line: 125, type: !941, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !231)
!941 = !DISubroutineType(types: !942)
!942 = !{!185, !943}
!943 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !34, line: 24, baseType: !944)
!944 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !36, line: 37, baseType: !945)
!945 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!946 = !DILocalVariable(name: "p_8", arg: 1, scope: !940, file: !2, line: 125, type: !943)
!947 = !DILocation(line: 125, column: 34, scope: !940)
!948 = !DILocalVariable(name: "l_27", scope: !940, file: !2, line: 127, type: !152)
!949 = !DILocation(line: 127, column: 14, scope: !940)
!950 = !DILocation(line: 128, column: 22, scope: !940)
!951 = !DILocation(line: 128, column: 15, scope: !940)
!952 = !DILocation(line: 128, column: 7, scope: !940)
!953 = !DILocation(line: 128, column: 13, scope: !940)
!954 = !DILocation(line: 129, column: 12, scope: !940)
!955 = !DILocation(line: 129, column: 5, scope: !940)
!956 = distinct !DISubprogram(name: "safe_unary_minus_func_uint64_t_u", scope: !957, file: !957, line: 846, type: !958, scopeLine: 847, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !231)
!957 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!958 = !DISubroutineType(types: !959)
!959 = !{!678, !678}
!960 = !DILocalVariable(name: "ui", arg: 1, scope: !956, file: !957, line: 846, type: !678)
!961 = !DILocation(line: 846, column: 49, scope: !956)
!962 = !DILocation(line: 849, column: 11, scope: !956)
!963 = !DILocation(line: 849, column: 10, scope: !956)
!964 = !DILocation(line: 849, column: 3, scope: !956)
!965 = distinct !DISubprogram(name: "safe_lshift_func_uint16_t_u_s", scope: !957, file: !957, line: 693, type: !966, scopeLine: 694, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !231)
!966 = !DISubroutineType(types: !967)
!967 = !{!791, !791, !12}
!968 = !DILocalVariable(name: "left", arg: 1, scope: !965, file: !957, line: 693, type: !791)
!969 = !DILocation(line: 693, column: 46, scope: !965)
!970 = !DILocalVariable(name: "right", arg: 2, scope: !965, file: !957, line: 693, type: !12)
!971 = !DILocation(line: 693, column: 56, scope: !965)
!972 = !DILocation(line: 698, column: 13, scope: !965)
!973 = !DILocation(line: 698, column: 20, scope: !965)
!974 = !DILocation(line: 698, column: 25, scope: !965)
!975 = !DILocation(line: 698, column: 35, scope: !965)
!976 = !DILocation(line: 698, column: 42, scope: !965)
!977 = !DILocation(line: 698, column: 49, scope: !965)
!978 = !DILocation(line: 698, column: 53, scope: !965)
!979 = !DILocation(line: 698, column: 81, scope: !965)
!980 = !DILocation(line: 698, column: 72, scope: !965)
!981 = !DILocation(line: 698, column: 58, scope: !965)
!982 = !DILocation(line: 698, column: 5, scope: !965)
!983 = !DILocation(line: 699, column: 6, scope: !965)
!984 = !DILocation(line: 699, column: 5, scope: !965)
!985 = !DILocation(line: 701, column: 6, scope: !965)
!986 = !DILocation(line: 701, column: 20, scope: !965)
!987 = !DILocation(line: 701, column: 11, scope: !965)
!988 = !DILocation(line: 696, column: 3, scope: !965)
!989 = distinct !DISubprogram(name: "func_9", scope: !2, file: !2, line: 138, type: !990, scopeLine: 139, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !231)
!990 = !DISubroutineType(types: !991)
!991 = !{!33, !633}
!992 = !DILocalVariable(name: "p_10", arg: 1, scope: !989, file: !2, line: 138, type: !633)
!993 = !DILocation(line: 138, column: 33, scope: !989)
!994 = !DILocalVariable(name: "l_13", scope: !989, file: !2, line: 140, type: !633)
!995 = !DILocation(line: 140, column: 13, scope: !989)
!996 = !DILocalVariable(name: "l_18", scope: !989, file: !2, line: 141, type: !148)
!997 = !DILocation(line: 141, column: 20, scope: !989)
!998 = !DILocation(line: 142, column: 50, scope: !989)
!999 = !DILocation(line: 142, column: 57, scope: !989)
!1000 = !DILocation(line: 142, column: 17, scope: !989)
!1001 = !DILocation(line: 142, column: 16, scope: !989)
!1002 = !DILocation(line: 142, column: 7, scope: !989)
!1003 = !DILocation(line: 142, column: 13, scope: !989)
!1004 = !DILocation(line: 143, column: 15, scope: !1005)
!1005 = distinct !DILexicalBlock(scope: !989, file: !2, line: 143, column: 5)
!1006 = !DILocation(line: 143, column: 10, scope: !1005)
!1007 = !DILocation(line: 143, column: 21, scope: !1008)
!1008 = distinct !DILexicalBlock(scope: !1005, file: !2, line: 143, column: 5)
!1009 = !DILocation(line: 143, column: 26, scope: !1008)
!1010 = !DILocation(line: 143, column: 5, scope: !1005)
!1011 = !DILocalVariable(name: "l_19", scope: !1012, file: !2, line: 145, type: !1013)
!1012 = distinct !DILexicalBlock(scope: !1008, file: !2, line: 144, column: 5)
!1013 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1014, size: 1792, elements: !1015)
!1014 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!1015 = !{!688, !18}
!1016 = !DILocation(line: 145, column: 25, scope: !1012)
!1017 = !DILocation(line: 145, column: 39, scope: !1012)
!1018 = !DILocation(line: 145, column: 38, scope: !1012)
!1019 = !DILocation(line: 145, column: 65, scope: !1012)
!1020 = !DILocation(line: 145, column: 91, scope: !1012)
!1021 = !DILocation(line: 145, column: 117, scope: !1012)
!1022 = !DILocation(line: 145, column: 143, scope: !1012)
!1023 = !DILocation(line: 145, column: 169, scope: !1012)
!1024 = !DILocation(line: 145, column: 195, scope: !1012)
!1025 = !DILocalVariable(name: "l_22", scope: !1012, file: !2, line: 146, type: !1026)
!1026 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!1027 = !DILocation(line: 146, column: 20, scope: !1012)
!1028 = !DILocalVariable(name: "l_26", scope: !1012, file: !2, line: 147, type: !1029)
!1029 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1026, size: 64)
!1030 = !DILocation(line: 147, column: 21, scope: !1012)
!1031 = !DILocalVariable(name: "i", scope: !1012, file: !2, line: 148, type: !12)
!1032 = !DILocation(line: 148, column: 13, scope: !1012)
!1033 = !DILocalVariable(name: "j", scope: !1012, file: !2, line: 148, type: !12)
!1034 = !DILocation(line: 148, column: 16, scope: !1012)
!1035 = !DILocation(line: 149, column: 16, scope: !1012)
!1036 = !DILocation(line: 149, column: 14, scope: !1012)
!1037 = !DILocation(line: 150, column: 19, scope: !1012)
!1038 = !DILocation(line: 150, column: 11, scope: !1012)
!1039 = !DILocation(line: 150, column: 17, scope: !1012)
!1040 = !DILocation(line: 151, column: 16, scope: !1012)
!1041 = !DILocation(line: 151, column: 9, scope: !1012)
!1042 = !DILocation(line: 143, column: 66, scope: !1008)
!1043 = !DILocation(line: 143, column: 40, scope: !1008)
!1044 = !DILocation(line: 143, column: 38, scope: !1008)
!1045 = !DILocation(line: 143, column: 5, scope: !1008)
!1046 = distinct !{!1046, !1010, !1047, !416}
!1047 = !DILocation(line: 152, column: 5, scope: !1005)
!1048 = !DILocation(line: 153, column: 12, scope: !989)
!1049 = !DILocation(line: 153, column: 5, scope: !989)
!1050 = !DILocation(line: 154, column: 1, scope: !989)
!1051 = distinct !DISubprogram(name: "safe_add_func_int8_t_s_s", scope: !957, file: !957, line: 28, type: !1052, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !231)
!1052 = !DISubroutineType(types: !1053)
!1053 = !{!943, !943, !943}
!1054 = !DILocalVariable(name: "si1", arg: 1, scope: !1051, file: !957, line: 28, type: !943)
!1055 = !DILocation(line: 28, column: 39, scope: !1051)
!1056 = !DILocalVariable(name: "si2", arg: 2, scope: !1051, file: !957, line: 28, type: !943)
!1057 = !DILocation(line: 28, column: 51, scope: !1051)
!1058 = !DILocation(line: 38, column: 6, scope: !1051)
!1059 = !DILocation(line: 38, column: 12, scope: !1051)
!1060 = !DILocation(line: 38, column: 10, scope: !1051)
!1061 = !DILocation(line: 38, column: 5, scope: !1051)
!1062 = !DILocation(line: 31, column: 3, scope: !1051)
!1063 = distinct !DISubprogram(name: "safe_add_func_int64_t_s_s", scope: !957, file: !957, line: 419, type: !1064, scopeLine: 420, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !231)
!1064 = !DISubroutineType(types: !1065)
!1065 = !{!833, !833, !833}
!1066 = !DILocalVariable(name: "si1", arg: 1, scope: !1063, file: !957, line: 419, type: !833)
!1067 = !DILocation(line: 419, column: 41, scope: !1063)
!1068 = !DILocalVariable(name: "si2", arg: 2, scope: !1063, file: !957, line: 419, type: !833)
!1069 = !DILocation(line: 419, column: 54, scope: !1063)
!1070 = !DILocation(line: 425, column: 8, scope: !1063)
!1071 = !DILocation(line: 425, column: 11, scope: !1063)
!1072 = !DILocation(line: 425, column: 15, scope: !1063)
!1073 = !DILocation(line: 425, column: 19, scope: !1063)
!1074 = !DILocation(line: 425, column: 22, scope: !1063)
!1075 = !DILocation(line: 425, column: 26, scope: !1063)
!1076 = !DILocation(line: 425, column: 30, scope: !1063)
!1077 = !DILocation(line: 425, column: 47, scope: !1063)
!1078 = !DILocation(line: 425, column: 46, scope: !1063)
!1079 = !DILocation(line: 425, column: 34, scope: !1063)
!1080 = !DILocation(line: 425, column: 54, scope: !1063)
!1081 = !DILocation(line: 425, column: 59, scope: !1063)
!1082 = !DILocation(line: 425, column: 62, scope: !1063)
!1083 = !DILocation(line: 425, column: 66, scope: !1063)
!1084 = !DILocation(line: 425, column: 70, scope: !1063)
!1085 = !DILocation(line: 425, column: 73, scope: !1063)
!1086 = !DILocation(line: 425, column: 77, scope: !1063)
!1087 = !DILocation(line: 425, column: 81, scope: !1063)
!1088 = !DILocation(line: 425, column: 98, scope: !1063)
!1089 = !DILocation(line: 425, column: 97, scope: !1063)
!1090 = !DILocation(line: 425, column: 85, scope: !1063)
!1091 = !DILocation(line: 425, column: 5, scope: !1063)
!1092 = !DILocation(line: 426, column: 6, scope: !1063)
!1093 = !DILocation(line: 429, column: 6, scope: !1063)
!1094 = !DILocation(line: 429, column: 12, scope: !1063)
!1095 = !DILocation(line: 429, column: 10, scope: !1063)
!1096 = !DILocation(line: 422, column: 3, scope: !1063)
!1097 = distinct !DISubprogram(name: "crc32_8bytes", scope: !138, file: !138, line: 97, type: !1098, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !231)
!1098 = !DISubroutineType(types: !1099)
!1099 = !{null, !678}
!1100 = !DILocalVariable(name: "val", arg: 1, scope: !1097, file: !138, line: 97, type: !678)
!1101 = !DILocation(line: 97, column: 24, scope: !1097)
!1102 = !DILocation(line: 99, column: 15, scope: !1097)
!1103 = !DILocation(line: 99, column: 18, scope: !1097)
!1104 = !DILocation(line: 99, column: 23, scope: !1097)
!1105 = !DILocation(line: 99, column: 14, scope: !1097)
!1106 = !DILocation(line: 99, column: 2, scope: !1097)
!1107 = !DILocation(line: 100, column: 15, scope: !1097)
!1108 = !DILocation(line: 100, column: 18, scope: !1097)
!1109 = !DILocation(line: 100, column: 23, scope: !1097)
!1110 = !DILocation(line: 100, column: 14, scope: !1097)
!1111 = !DILocation(line: 100, column: 2, scope: !1097)
!1112 = !DILocation(line: 101, column: 15, scope: !1097)
!1113 = !DILocation(line: 101, column: 18, scope: !1097)
!1114 = !DILocation(line: 101, column: 24, scope: !1097)
!1115 = !DILocation(line: 101, column: 14, scope: !1097)
!1116 = !DILocation(line: 101, column: 2, scope: !1097)
!1117 = !DILocation(line: 102, column: 15, scope: !1097)
!1118 = !DILocation(line: 102, column: 18, scope: !1097)
!1119 = !DILocation(line: 102, column: 24, scope: !1097)
!1120 = !DILocation(line: 102, column: 14, scope: !1097)
!1121 = !DILocation(line: 102, column: 2, scope: !1097)
!1122 = !DILocation(line: 103, column: 15, scope: !1097)
!1123 = !DILocation(line: 103, column: 18, scope: !1097)
!1124 = !DILocation(line: 103, column: 24, scope: !1097)
!1125 = !DILocation(line: 103, column: 14, scope: !1097)
!1126 = !DILocation(line: 103, column: 2, scope: !1097)
!1127 = !DILocation(line: 104, column: 15, scope: !1097)
!1128 = !DILocation(line: 104, column: 18, scope: !1097)
!1129 = !DILocation(line: 104, column: 24, scope: !1097)
!1130 = !DILocation(line: 104, column: 14, scope: !1097)
!1131 = !DILocation(line: 104, column: 2, scope: !1097)
!1132 = !DILocation(line: 105, column: 15, scope: !1097)
!1133 = !DILocation(line: 105, column: 18, scope: !1097)
!1134 = !DILocation(line: 105, column: 24, scope: !1097)
!1135 = !DILocation(line: 105, column: 14, scope: !1097)
!1136 = !DILocation(line: 105, column: 2, scope: !1097)
!1137 = !DILocation(line: 106, column: 15, scope: !1097)
!1138 = !DILocation(line: 106, column: 18, scope: !1097)
!1139 = !DILocation(line: 106, column: 24, scope: !1097)
!1140 = !DILocation(line: 106, column: 14, scope: !1097)
!1141 = !DILocation(line: 106, column: 2, scope: !1097)
!1142 = !DILocation(line: 107, column: 1, scope: !1097)
!1143 = distinct !DISubprogram(name: "crc32_byte", scope: !138, file: !138, line: 71, type: !1144, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !231)
!1144 = !DISubroutineType(types: !1145)
!1145 = !{null, !633}
!1146 = !DILocalVariable(name: "b", arg: 1, scope: !1143, file: !138, line: 71, type: !633)
!1147 = !DILocation(line: 71, column: 21, scope: !1143)
!1148 = !DILocation(line: 73, column: 5, scope: !1143)
!1149 = !DILocation(line: 73, column: 19, scope: !1143)
!1150 = !DILocation(line: 73, column: 25, scope: !1143)
!1151 = !DILocation(line: 74, column: 14, scope: !1143)
!1152 = !DILocation(line: 74, column: 30, scope: !1143)
!1153 = !DILocation(line: 74, column: 28, scope: !1143)
!1154 = !DILocation(line: 74, column: 33, scope: !1143)
!1155 = !DILocation(line: 74, column: 3, scope: !1143)
!1156 = !DILocation(line: 73, column: 39, scope: !1143)
!1157 = !DILocation(line: 72, column: 16, scope: !1143)
!1158 = !DILocation(line: 75, column: 1, scope: !1143)
