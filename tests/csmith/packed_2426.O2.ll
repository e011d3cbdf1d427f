; ModuleID = 'packed_2426.c'
source_filename = "packed_2426.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S1 = type { [22 x i8] }
%struct.S2 = type <{ i64, i64, i64, i32 }>

@g_3 = internal global i32 7, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !14
@g_4 = internal global i32 1, align 4, !dbg !158
@.str.2 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1, !dbg !19
@g_5 = internal global i32 1, align 4, !dbg !161
@.str.3 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1, !dbg !21
@g_6 = internal unnamed_addr global i32 -3, align 4, !dbg !163
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
@g_30 = internal unnamed_addr global i32 -375401457, align 4, !dbg !201
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
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !216
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !136
@g_14 = internal global ptr @g_15, align 8, !dbg !149
@.str.48 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !153
@g_25 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -59, i8 54, i8 0, i8 0, i8 -26, i8 8, i8 0, i8 0, i8 85, i8 1, i8 0, i8 undef, i8 -31, i8 0, i8 0, i8 undef, i8 -95, i8 1, i8 112, i8 undef, i8 29, i8 92, i8 0, i8 undef, i8 -98, i8 4, i8 0, i8 undef }, align 8, !dbg !167
@g_28 = internal global [2 x [1 x [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }]]] [[1 x [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 -46, i8 -1, i8 -97, i8 -6, i8 31, i8 -104, i8 -35, i8 -1, i8 -65, i8 5, i8 -104, i8 91, i8 1, i8 0, i8 -64, i8 4, i8 64, i8 8, i8 2, i8 64, i8 14 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 -46, i8 -1, i8 -97, i8 -6, i8 31, i8 -104, i8 -35, i8 -1, i8 -65, i8 5, i8 -104, i8 91, i8 1, i8 0, i8 -64, i8 4, i8 64, i8 8, i8 2, i8 64, i8 14 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 94, i8 -59, i8 -1, i8 31, i8 -19, i8 127, i8 -42, i8 83, i8 0, i8 48, i8 0, i8 80, i8 -20, i8 1, i8 0, i8 56, i8 -6, i8 -1, i8 -2, i8 2, i8 -128, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 65, i8 -3, i8 -1, i8 -17, i8 -15, i8 31, i8 10, i8 57, i8 0, i8 0, i8 10, i8 104, i8 69, i8 1, i8 0, i8 -120, i8 13, i8 -128, i8 -36, i8 0, i8 -128, i8 14 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 94, i8 -59, i8 -1, i8 31, i8 -19, i8 127, i8 -42, i8 83, i8 0, i8 48, i8 0, i8 80, i8 -20, i8 1, i8 0, i8 56, i8 -6, i8 -1, i8 -2, i8 2, i8 -128, i8 1 }]], [1 x [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 -46, i8 -1, i8 -97, i8 -6, i8 31, i8 -104, i8 -35, i8 -1, i8 -65, i8 5, i8 -104, i8 91, i8 1, i8 0, i8 -64, i8 4, i8 64, i8 8, i8 2, i8 64, i8 14 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 -46, i8 -1, i8 -97, i8 -6, i8 31, i8 -104, i8 -35, i8 -1, i8 -65, i8 5, i8 -104, i8 91, i8 1, i8 0, i8 -64, i8 4, i8 64, i8 8, i8 2, i8 64, i8 14 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 94, i8 -59, i8 -1, i8 31, i8 -19, i8 127, i8 -42, i8 83, i8 0, i8 48, i8 0, i8 80, i8 -20, i8 1, i8 0, i8 56, i8 -6, i8 -1, i8 -2, i8 2, i8 -128, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 65, i8 -3, i8 -1, i8 -17, i8 -15, i8 31, i8 10, i8 57, i8 0, i8 0, i8 10, i8 104, i8 69, i8 1, i8 0, i8 -120, i8 13, i8 -128, i8 -36, i8 0, i8 -128, i8 14 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 94, i8 -59, i8 -1, i8 31, i8 -19, i8 127, i8 -42, i8 83, i8 0, i8 48, i8 0, i8 80, i8 -20, i8 1, i8 0, i8 56, i8 -6, i8 -1, i8 -2, i8 2, i8 -128, i8 1 }]]], align 16, !dbg !182
@g_31 = internal global [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 126, i8 39, i8 0, i8 0, i8 -110, i8 26, i8 0, i8 0, i8 -80, i8 -2, i8 1, i8 undef, i8 -67, i8 0, i8 0, i8 undef, i8 -66, i8 -4, i8 15, i8 undef, i8 -1, i8 71, i8 0, i8 undef, i8 98, i8 -2, i8 127, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 126, i8 39, i8 0, i8 0, i8 -110, i8 26, i8 0, i8 0, i8 -80, i8 -2, i8 1, i8 undef, i8 -67, i8 0, i8 0, i8 undef, i8 -66, i8 -4, i8 15, i8 undef, i8 -1, i8 71, i8 0, i8 undef, i8 98, i8 -2, i8 127, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 126, i8 39, i8 0, i8 0, i8 -110, i8 26, i8 0, i8 0, i8 -80, i8 -2, i8 1, i8 undef, i8 -67, i8 0, i8 0, i8 undef, i8 -66, i8 -4, i8 15, i8 undef, i8 -1, i8 71, i8 0, i8 undef, i8 98, i8 -2, i8 127, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 126, i8 39, i8 0, i8 0, i8 -110, i8 26, i8 0, i8 0, i8 -80, i8 -2, i8 1, i8 undef, i8 -67, i8 0, i8 0, i8 undef, i8 -66, i8 -4, i8 15, i8 undef, i8 -1, i8 71, i8 0, i8 undef, i8 98, i8 -2, i8 127, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 126, i8 39, i8 0, i8 0, i8 -110, i8 26, i8 0, i8 0, i8 -80, i8 -2, i8 1, i8 undef, i8 -67, i8 0, i8 0, i8 undef, i8 -66, i8 -4, i8 15, i8 undef, i8 -1, i8 71, i8 0, i8 undef, i8 98, i8 -2, i8 127, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 126, i8 39, i8 0, i8 0, i8 -110, i8 26, i8 0, i8 0, i8 -80, i8 -2, i8 1, i8 undef, i8 -67, i8 0, i8 0, i8 undef, i8 -66, i8 -4, i8 15, i8 undef, i8 -1, i8 71, i8 0, i8 undef, i8 98, i8 -2, i8 127, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 126, i8 39, i8 0, i8 0, i8 -110, i8 26, i8 0, i8 0, i8 -80, i8 -2, i8 1, i8 undef, i8 -67, i8 0, i8 0, i8 undef, i8 -66, i8 -4, i8 15, i8 undef, i8 -1, i8 71, i8 0, i8 undef, i8 98, i8 -2, i8 127, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 126, i8 39, i8 0, i8 0, i8 -110, i8 26, i8 0, i8 0, i8 -80, i8 -2, i8 1, i8 undef, i8 -67, i8 0, i8 0, i8 undef, i8 -66, i8 -4, i8 15, i8 undef, i8 -1, i8 71, i8 0, i8 undef, i8 98, i8 -2, i8 127, i8 undef }], align 16, !dbg !203
@g_33 = internal constant [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 9, i8 0, i8 -32, i8 -14, i8 63, i8 82, i8 -33, i8 -1, i8 95, i8 9, i8 -56, i8 27, i8 2, i8 0, i8 56, i8 18, i8 -64, i8 -10, i8 1, i8 -64, i8 15 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 9, i8 0, i8 -32, i8 -14, i8 63, i8 82, i8 -33, i8 -1, i8 95, i8 9, i8 -56, i8 27, i8 2, i8 0, i8 56, i8 18, i8 -64, i8 -10, i8 1, i8 -64, i8 15 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 9, i8 0, i8 -32, i8 -14, i8 63, i8 82, i8 -33, i8 -1, i8 95, i8 9, i8 -56, i8 27, i8 2, i8 0, i8 56, i8 18, i8 -64, i8 -10, i8 1, i8 -64, i8 15 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 9, i8 0, i8 -32, i8 -14, i8 63, i8 82, i8 -33, i8 -1, i8 95, i8 9, i8 -56, i8 27, i8 2, i8 0, i8 56, i8 18, i8 -64, i8 -10, i8 1, i8 -64, i8 15 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 9, i8 0, i8 -32, i8 -14, i8 63, i8 82, i8 -33, i8 -1, i8 95, i8 9, i8 -56, i8 27, i8 2, i8 0, i8 56, i8 18, i8 -64, i8 -10, i8 1, i8 -64, i8 15 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 9, i8 0, i8 -32, i8 -14, i8 63, i8 82, i8 -33, i8 -1, i8 95, i8 9, i8 -56, i8 27, i8 2, i8 0, i8 56, i8 18, i8 -64, i8 -10, i8 1, i8 -64, i8 15 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 9, i8 0, i8 -32, i8 -14, i8 63, i8 82, i8 -33, i8 -1, i8 95, i8 9, i8 -56, i8 27, i8 2, i8 0, i8 56, i8 18, i8 -64, i8 -10, i8 1, i8 -64, i8 15 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 9, i8 0, i8 -32, i8 -14, i8 63, i8 82, i8 -33, i8 -1, i8 95, i8 9, i8 -56, i8 27, i8 2, i8 0, i8 56, i8 18, i8 -64, i8 -10, i8 1, i8 -64, i8 15 }], align 16, !dbg !206
@.str.53 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !210

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !226 {
    #dbg_value(i32 %0, !232, !DIExpression(), !238)
    #dbg_value(ptr %1, !233, !DIExpression(), !238)
    #dbg_value(i32 0, !237, !DIExpression(), !238)
  %3 = icmp eq i32 %0, 2, !dbg !239
  br i1 %3, label %4, label %17, !dbg !241

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !242
  %6 = load ptr, ptr %5, align 8, !dbg !242, !tbaa !243
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !247
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !248
  %16 = zext i1 %15 to i32, !dbg !248
  br label %17, !dbg !248

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !238
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !238
    #dbg_value(i32 %19, !237, !DIExpression(), !238)
    #dbg_value(i32 -306674912, !249, !DIExpression(), !258)
    #dbg_value(i32 0, !255, !DIExpression(), !258)
  br label %20, !dbg !260

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !262
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !264
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !264
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !264
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !270
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !270
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !270
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !264
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !264
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !270
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !270
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !270
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !264
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !264
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !270
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !270
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !270
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !264
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !264
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !270
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !270
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !270
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !264
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !264
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !270
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !270
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !270
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !264
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !264
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !270
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !270
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !270
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !264
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !264
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !270
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !270
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !270
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !264
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !264
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !270
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !270
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !270
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !271
  store <4 x i32> %62, ptr %63, align 16, !dbg !272, !tbaa !273
  %64 = add nuw i64 %21, 4, !dbg !262
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !264
  %66 = icmp eq i64 %64, 256, !dbg !262
  br i1 %66, label %67, label %20, !dbg !262, !llvm.loop !275

67:                                               ; preds = %20
    #dbg_value(i8 7, !280, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !339)
    #dbg_value(i8 7, !280, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !339)
    #dbg_value(i8 poison, !280, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !339)
    #dbg_value(i32 poison, !294, !DIExpression(), !339)
  %68 = load i64, ptr @g_25, align 8
  %69 = and i64 %68, 288230371856744448
  %70 = icmp eq i64 %69, 0
    #dbg_value(ptr @g_30, !296, !DIExpression(), !341)
    #dbg_value(i64 8852173445942254648, !301, !DIExpression(), !341)
    #dbg_value(ptr undef, !305, !DIExpression(), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !341)
    #dbg_value(ptr @g_30, !306, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !341)
    #dbg_value(ptr @g_30, !306, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 512, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 1024, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 1408, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 1600, 64), !341)
    #dbg_value(ptr @g_30, !306, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 1856, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 1920, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 2304, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 2368, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 2816, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 3200, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 3264, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !341)
    #dbg_value(ptr @g_30, !306, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 3648, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_LLVM_fragment, 4032, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 4096, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 4160, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 4224, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 4288, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 4352, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 4416, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 4480, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 4544, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 4608, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 4672, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 4736, 64), !341)
    #dbg_value(ptr @g_30, !306, !DIExpression(DW_OP_LLVM_fragment, 4800, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 4928, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 4992, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 5056, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 5184, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 5248, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 5312, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 5376, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 5440, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 5504, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 5568, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 5632, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 5760, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 5824, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 5888, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 5952, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_LLVM_fragment, 6016, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 6080, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 6144, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 6208, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 6272, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 6336, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 6400, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 6464, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 6528, 64), !341)
    #dbg_value(ptr @g_30, !306, !DIExpression(DW_OP_LLVM_fragment, 6592, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 6656, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 6720, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 6784, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 6848, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 6912, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 6976, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 7040, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 7104, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_LLVM_fragment, 7168, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 7232, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 7296, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 7360, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 7424, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 7488, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 7552, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 7616, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 7680, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 7744, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 7808, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 7872, 64), !341)
    #dbg_value(ptr @g_30, !306, !DIExpression(DW_OP_LLVM_fragment, 7936, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 8000, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 8064, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 8128, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 8192, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 8256, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 8320, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 8384, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 8448, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 8512, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 8576, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 8640, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 8704, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 8768, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 8832, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 8896, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 8960, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 9024, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 9088, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_LLVM_fragment, 9152, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 9216, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 9280, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 9344, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 9408, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 9472, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 9536, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 9600, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 9664, 64), !341)
    #dbg_value(ptr @g_30, !306, !DIExpression(DW_OP_LLVM_fragment, 9728, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 9792, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 9856, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 9920, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 9984, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 10048, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 10112, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 10176, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 10240, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_LLVM_fragment, 10304, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 10368, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 10432, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 10496, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 10560, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 10624, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 10688, 64), !341)
    #dbg_value(i16 -3, !310, !DIExpression(), !341)
    #dbg_value(i32 1, !300, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !341)
    #dbg_value(i32 1, !300, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !341)
    #dbg_value(i32 1, !300, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !341)
    #dbg_value(i32 1, !300, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !341)
    #dbg_value(i32 1, !300, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !341)
    #dbg_value(i32 1, !300, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !341)
    #dbg_value(i64 6, !314, !DIExpression(), !341)
  %71 = load volatile i32, ptr @g_3, align 4, !dbg !342, !tbaa !273
    #dbg_value(i32 %71, !343, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !352)
    #dbg_value(ptr @g_15, !351, !DIExpression(), !352)
    #dbg_value(i32 %71, !354, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !374)
    #dbg_value(i8 53, !359, !DIExpression(), !374)
    #dbg_value(ptr @g_15, !360, !DIExpression(), !374)
  %72 = load volatile ptr, ptr @g_14, align 8, !dbg !376, !tbaa !243, !noalias !377
  %73 = load i32, ptr %72, align 4, !dbg !380, !tbaa !273, !noalias !377
  %74 = and i32 %73, -67, !dbg !380
  store i32 %74, ptr %72, align 4, !dbg !380, !tbaa !273, !noalias !377
  %75 = and i32 %71, 255, !dbg !381
  store i32 %75, ptr @g_15, align 4, !dbg !382, !tbaa !273, !noalias !377
  %76 = load i32, ptr @g_30, align 4, !dbg !383, !tbaa !273
  %77 = xor i32 %76, 6, !dbg !383
  store i32 %77, ptr @g_30, align 4, !dbg !383, !tbaa !273
  br i1 %70, label %78, label %79, !dbg !384

78:                                               ; preds = %67
    #dbg_value(i64 4584920160678413412, !317, !DIExpression(), !385)
    #dbg_value(ptr undef, !323, !DIExpression(), !385)
  store i32 1, ptr @g_30, align 4, !dbg !386, !tbaa !273
    #dbg_value(ptr @g_15, !296, !DIExpression(), !341)
  br label %87, !dbg !387

79:                                               ; preds = %67
    #dbg_value(ptr null, !325, !DIExpression(), !388)
    #dbg_assign(i1 undef, !327, !DIExpression(), !389, ptr poison, !DIExpression(), !388)
    #dbg_value(i64 8852173445942254648, !301, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !341)
  %80 = load volatile ptr, ptr @g_14, align 8, !dbg !390, !tbaa !243
  %81 = load i32, ptr %80, align 4, !dbg !392, !tbaa !273
  %82 = icmp eq i32 %81, 0, !dbg !393
  br i1 %82, label %83, label %104, !dbg !394

83:                                               ; preds = %79
  %84 = load volatile ptr, ptr @g_14, align 8, !dbg !395, !tbaa !243
  %85 = load i32, ptr %84, align 4, !dbg !396, !tbaa !273
  %86 = xor i32 %85, %77, !dbg !396
  store i32 %86, ptr %84, align 4, !dbg !396, !tbaa !273
  br label %87

87:                                               ; preds = %83, %78
    #dbg_value(ptr @g_30, !296, !DIExpression(), !341)
    #dbg_value(i64 8852173445942254648, !301, !DIExpression(), !341)
    #dbg_value(ptr undef, !305, !DIExpression(), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !341)
    #dbg_value(ptr @g_30, !306, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !341)
    #dbg_value(ptr @g_30, !306, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 512, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 1024, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 1408, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 1600, 64), !341)
    #dbg_value(ptr @g_30, !306, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 1856, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 1920, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 2304, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 2368, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 2816, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 3200, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 3264, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !341)
    #dbg_value(ptr @g_30, !306, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 3648, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_LLVM_fragment, 4032, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 4096, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 4160, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 4224, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 4288, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 4352, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 4416, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 4480, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 4544, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 4608, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 4672, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 4736, 64), !341)
    #dbg_value(ptr @g_30, !306, !DIExpression(DW_OP_LLVM_fragment, 4800, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 4864, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 4928, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 4992, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 5056, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 5184, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 5248, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 5312, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 5376, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 5440, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 5504, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 5568, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 5632, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 5696, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 5760, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 5824, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 5888, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 5952, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_LLVM_fragment, 6016, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 6080, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 6144, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 6208, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 6272, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 6336, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 6400, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 6464, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 6528, 64), !341)
    #dbg_value(ptr @g_30, !306, !DIExpression(DW_OP_LLVM_fragment, 6592, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 6656, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 6720, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 6784, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 6848, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 6912, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 6976, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 7040, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 7104, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_LLVM_fragment, 7168, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 7232, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 7296, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 7360, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 7424, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 7488, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 7552, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 7616, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 7680, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 7744, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 7808, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 7872, 64), !341)
    #dbg_value(ptr @g_30, !306, !DIExpression(DW_OP_LLVM_fragment, 7936, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 8000, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 8064, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 8128, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 8192, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 8256, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 8320, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 8384, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 8448, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 8512, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 8576, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 8640, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 8704, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 8768, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 8832, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 8896, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 8960, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 9024, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 9088, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_LLVM_fragment, 9152, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 9216, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 9280, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 9344, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 9408, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value, DW_OP_LLVM_fragment, 9472, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 9536, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 9600, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 9664, 64), !341)
    #dbg_value(ptr @g_30, !306, !DIExpression(DW_OP_LLVM_fragment, 9728, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 9792, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 9856, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 9920, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 9984, 64), !341)
    #dbg_value(ptr @g_15, !306, !DIExpression(DW_OP_LLVM_fragment, 10048, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 10112, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 10176, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 10240, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_LLVM_fragment, 10304, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 10368, 64), !341)
    #dbg_value(ptr undef, !306, !DIExpression(DW_OP_plus_uconst, 20, DW_OP_stack_value, DW_OP_LLVM_fragment, 10432, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 10496, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 10560, 64), !341)
    #dbg_value(ptr poison, !306, !DIExpression(DW_OP_LLVM_fragment, 10624, 64), !341)
    #dbg_value(ptr null, !306, !DIExpression(DW_OP_LLVM_fragment, 10688, 64), !341)
    #dbg_value(i16 -3, !310, !DIExpression(), !341)
    #dbg_value(i32 1, !300, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !341)
    #dbg_value(i32 1, !300, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !341)
    #dbg_value(i32 1, !300, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !341)
    #dbg_value(i32 1, !300, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !341)
    #dbg_value(i32 1, !300, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !341)
    #dbg_value(i32 1, !300, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !341)
    #dbg_value(i64 6, !314, !DIExpression(), !341)
  %88 = load volatile i32, ptr @g_3, align 4, !dbg !342, !tbaa !273
    #dbg_value(i32 %88, !343, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !352)
    #dbg_value(ptr @g_15, !351, !DIExpression(), !352)
    #dbg_value(i32 %88, !354, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !374)
    #dbg_value(i8 53, !359, !DIExpression(), !374)
    #dbg_value(ptr @g_15, !360, !DIExpression(), !374)
  %89 = load volatile ptr, ptr @g_14, align 8, !dbg !376, !tbaa !243, !noalias !377
  %90 = load i32, ptr %89, align 4, !dbg !380, !tbaa !273, !noalias !377
  %91 = and i32 %90, -67, !dbg !380
  store i32 %91, ptr %89, align 4, !dbg !380, !tbaa !273, !noalias !377
  %92 = and i32 %88, 255, !dbg !381
  store i32 %92, ptr @g_15, align 4, !dbg !382, !tbaa !273, !noalias !377
  %93 = load i32, ptr @g_30, align 4, !dbg !383, !tbaa !273
  %94 = xor i32 %93, 6, !dbg !383
  store i32 %94, ptr @g_30, align 4, !dbg !383, !tbaa !273
  br i1 %70, label %103, label %95, !dbg !384

95:                                               ; preds = %87
    #dbg_value(ptr null, !325, !DIExpression(), !388)
    #dbg_assign(i1 undef, !327, !DIExpression(), !389, ptr poison, !DIExpression(), !388)
    #dbg_value(i64 8852173445942254648, !301, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !341)
  %96 = load volatile ptr, ptr @g_14, align 8, !dbg !390, !tbaa !243
  %97 = load i32, ptr %96, align 4, !dbg !392, !tbaa !273
  %98 = icmp eq i32 %97, 0, !dbg !393
  br i1 %98, label %99, label %104, !dbg !394

99:                                               ; preds = %95
  %100 = load volatile ptr, ptr @g_14, align 8, !dbg !395, !tbaa !243
  %101 = load i32, ptr %100, align 4, !dbg !396, !tbaa !273
  %102 = xor i32 %101, %94, !dbg !396
  store i32 %102, ptr %100, align 4, !dbg !396, !tbaa !273
  br label %104

103:                                              ; preds = %87
    #dbg_value(i64 4584920160678413412, !317, !DIExpression(), !385)
    #dbg_value(ptr undef, !323, !DIExpression(), !385)
  store i32 1, ptr @g_30, align 4, !dbg !386, !tbaa !273
    #dbg_value(ptr @g_15, !296, !DIExpression(), !341)
  br label %104, !dbg !387

104:                                              ; preds = %79, %95, %99, %103
  %105 = phi i32 [ 0, %79 ], [ 1, %95 ], [ 2, %103 ], [ 2, %99 ], !dbg !397
  store i32 %105, ptr @g_6, align 4, !dbg !397, !tbaa !273
  %106 = load volatile i32, ptr @g_5, align 4, !dbg !398, !tbaa !273
  %107 = load volatile i32, ptr @g_3, align 4, !dbg !399, !tbaa !273
  %108 = sext i32 %107 to i64, !dbg !399
  tail call fastcc void @transparent_crc(i64 noundef %108, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !400
  %109 = load volatile i32, ptr @g_4, align 4, !dbg !401, !tbaa !273
  %110 = sext i32 %109 to i64, !dbg !401
  tail call fastcc void @transparent_crc(i64 noundef %110, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !402
  %111 = load volatile i32, ptr @g_5, align 4, !dbg !403, !tbaa !273
  %112 = sext i32 %111 to i64, !dbg !403
  tail call fastcc void @transparent_crc(i64 noundef %112, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !404
  %113 = load i32, ptr @g_6, align 4, !dbg !405, !tbaa !273
  %114 = sext i32 %113 to i64, !dbg !405
  tail call fastcc void @transparent_crc(i64 noundef %114, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !406
  %115 = load i32, ptr @g_15, align 4, !dbg !407, !tbaa !273
  %116 = sext i32 %115 to i64, !dbg !407
  tail call fastcc void @transparent_crc(i64 noundef %116, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !408
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !409
  %117 = load i64, ptr @g_25, align 8, !dbg !410
  %118 = shl i64 %117, 35, !dbg !410
  %119 = ashr exact i64 %118, 35, !dbg !410
  tail call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !411
  %120 = load i64, ptr @g_25, align 8, !dbg !412
  %121 = lshr i64 %120, 32, !dbg !412
  %122 = and i64 %121, 67108863, !dbg !412
  tail call fastcc void @transparent_crc(i64 noundef %122, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !413
  %123 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_25, i64 8), align 8, !dbg !414
  %124 = shl i64 %123, 47, !dbg !414
  %125 = ashr exact i64 %124, 47, !dbg !414
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !415
  %126 = load i64, ptr getelementptr inbounds (i8, ptr @g_25, i64 8), align 8, !dbg !416
  %127 = lshr i64 %126, 32, !dbg !416
  %128 = and i64 %127, 131071, !dbg !416
  tail call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !417
  %129 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_25, i64 16), align 8, !dbg !418
  %130 = shl i64 %129, 44, !dbg !418
  %131 = ashr exact i64 %130, 44, !dbg !418
  tail call fastcc void @transparent_crc(i64 noundef %131, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !419
  %132 = load i64, ptr getelementptr inbounds (i8, ptr @g_25, i64 16), align 8, !dbg !420
  %133 = shl i64 %132, 41, !dbg !420
  %134 = ashr i64 %133, 61, !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !421
  %135 = load i64, ptr getelementptr inbounds (i8, ptr @g_25, i64 16), align 8, !dbg !422
  %136 = shl i64 %135, 22, !dbg !422
  %137 = ashr i64 %136, 54, !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef %137, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !423
  %138 = load i64, ptr getelementptr inbounds (i8, ptr @g_25, i64 16), align 8, !dbg !424
  %139 = shl i64 %138, 12, !dbg !424
  %140 = ashr i64 %139, 54, !dbg !424
  tail call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !425
  %141 = load i32, ptr getelementptr inbounds (i8, ptr @g_25, i64 24), align 8, !dbg !426
  %142 = shl i32 %141, 9, !dbg !426
  %143 = ashr exact i32 %142, 9, !dbg !426
  %144 = sext i32 %143 to i64, !dbg !427
  tail call fastcc void @transparent_crc(i64 noundef %144, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !428
    #dbg_value(i32 0, !234, !DIExpression(), !238)
  br label %145, !dbg !429

145:                                              ; preds = %104, %199
  %146 = phi i1 [ true, %104 ], [ false, %199 ]
  %147 = phi i64 [ 0, %104 ], [ 1, %199 ]
    #dbg_value(i64 %147, !234, !DIExpression(), !238)
  %148 = getelementptr inbounds [2 x [1 x [5 x %struct.S1]]], ptr @g_28, i64 0, i64 %147
    #dbg_value(i32 0, !236, !DIExpression(), !238)
  %149 = trunc nuw nsw i64 %147 to i32
  br label %150, !dbg !431

150:                                              ; preds = %145, %196
  %151 = phi i64 [ 0, %145 ], [ %197, %196 ]
    #dbg_value(i64 %151, !236, !DIExpression(), !238)
  %152 = getelementptr inbounds [5 x %struct.S1], ptr %148, i64 0, i64 %151, !dbg !438
  %153 = load volatile i176, ptr %152, align 2, !dbg !441
  %154 = shl i176 %153, 148, !dbg !441
  %155 = ashr exact i176 %154, 148, !dbg !441
  %156 = trunc nsw i176 %155 to i64, !dbg !441
  tail call fastcc void @transparent_crc(i64 noundef %156, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !442
  %157 = load i176, ptr %152, align 2, !dbg !443
  %158 = shl i176 %157, 131, !dbg !443
  %159 = ashr i176 %158, 159, !dbg !443
  %160 = trunc nsw i176 %159 to i64, !dbg !443
  tail call fastcc void @transparent_crc(i64 noundef %160, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !444
  %161 = load i176, ptr %152, align 2, !dbg !445
  %162 = trunc i176 %161 to i64, !dbg !445
  %163 = lshr i64 %162, 45, !dbg !445
  %164 = and i64 %163, 15, !dbg !445
  tail call fastcc void @transparent_crc(i64 noundef %164, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !446
  %165 = load i176, ptr %152, align 2, !dbg !447
  %166 = shl i176 %165, 100, !dbg !447
  %167 = ashr i176 %166, 149, !dbg !447
  %168 = trunc nsw i176 %167 to i64, !dbg !447
  tail call fastcc void @transparent_crc(i64 noundef %168, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !448
  %169 = load volatile i176, ptr %152, align 2, !dbg !449
  %170 = lshr i176 %169, 76, !dbg !449
  %171 = trunc i176 %170 to i64, !dbg !449
  %172 = and i64 %171, 32767, !dbg !449
  tail call fastcc void @transparent_crc(i64 noundef %172, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !450
  %173 = load i176, ptr %152, align 2, !dbg !451
  %174 = lshr i176 %173, 91, !dbg !451
  %175 = trunc i176 %174 to i64, !dbg !451
  %176 = and i64 %175, 2147483647, !dbg !451
  tail call fastcc void @transparent_crc(i64 noundef %176, ptr noundef nonnull @.str.21, i32 noundef %19), !dbg !452
  %177 = load i176, ptr %152, align 2, !dbg !453
  %178 = shl i176 %177, 53, !dbg !453
  %179 = ashr i176 %178, 175, !dbg !453
  %180 = trunc nsw i176 %179 to i64, !dbg !453
  tail call fastcc void @transparent_crc(i64 noundef %180, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !454
  %181 = load i176, ptr %152, align 2, !dbg !455
  %182 = shl i176 %181, 34, !dbg !455
  %183 = ashr i176 %182, 157, !dbg !455
  %184 = trunc nsw i176 %183 to i64, !dbg !455
  tail call fastcc void @transparent_crc(i64 noundef %184, ptr noundef nonnull @.str.23, i32 noundef %19), !dbg !456
  %185 = load i176, ptr %152, align 2, !dbg !457
  %186 = lshr i176 %185, 142, !dbg !457
  %187 = trunc nuw nsw i176 %186 to i64, !dbg !457
  %188 = and i64 %187, 16777215, !dbg !457
  tail call fastcc void @transparent_crc(i64 noundef %188, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !458
  %189 = load i176, ptr %152, align 2, !dbg !459
  %190 = shl i176 %189, 4, !dbg !459
  %191 = ashr i176 %190, 170, !dbg !459
  %192 = trunc nsw i176 %191 to i64, !dbg !459
  tail call fastcc void @transparent_crc(i64 noundef %192, ptr noundef nonnull @.str.25, i32 noundef %19), !dbg !460
  br i1 %18, label %196, label %193, !dbg !461

193:                                              ; preds = %150
  %194 = trunc nuw nsw i64 %151 to i32, !dbg !462
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %149, i32 noundef 0, i32 noundef %194), !dbg !462
  br label %196, !dbg !462

196:                                              ; preds = %150, %193
  %197 = add nuw nsw i64 %151, 1, !dbg !464
    #dbg_value(i64 %197, !236, !DIExpression(), !238)
  %198 = icmp eq i64 %197, 5, !dbg !465
  br i1 %198, label %199, label %150, !dbg !431, !llvm.loop !466

199:                                              ; preds = %196
    #dbg_value(i32 poison, !235, !DIExpression(), !238)
    #dbg_value(i64 %147, !234, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !238)
  br i1 %146, label %145, label %200, !dbg !429, !llvm.loop !468

200:                                              ; preds = %199
  %201 = load i32, ptr @g_30, align 4, !dbg !470, !tbaa !273
  %202 = sext i32 %201 to i64, !dbg !470
  tail call fastcc void @transparent_crc(i64 noundef %202, ptr noundef nonnull @.str.27, i32 noundef %19), !dbg !471
    #dbg_value(i32 0, !234, !DIExpression(), !238)
  br label %203, !dbg !472

203:                                              ; preds = %200, %240
  %204 = phi i64 [ 0, %200 ], [ %241, %240 ]
    #dbg_value(i64 %204, !234, !DIExpression(), !238)
  %205 = getelementptr inbounds [8 x %struct.S2], ptr @g_31, i64 0, i64 %204, !dbg !474
  %206 = load i64, ptr %205, align 4, !dbg !477
  %207 = shl i64 %206, 35, !dbg !477
  %208 = ashr exact i64 %207, 35, !dbg !477
  tail call fastcc void @transparent_crc(i64 noundef %208, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !478
  %209 = load i64, ptr %205, align 4, !dbg !479
  %210 = lshr i64 %209, 32, !dbg !479
  %211 = and i64 %210, 67108863, !dbg !479
  tail call fastcc void @transparent_crc(i64 noundef %211, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !480
  %212 = getelementptr inbounds i8, ptr %205, i64 8, !dbg !481
  %213 = load volatile i64, ptr %212, align 4, !dbg !481
  %214 = shl i64 %213, 47, !dbg !481
  %215 = ashr exact i64 %214, 47, !dbg !481
  tail call fastcc void @transparent_crc(i64 noundef %215, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !482
  %216 = load i64, ptr %212, align 4, !dbg !483
  %217 = lshr i64 %216, 32, !dbg !483
  %218 = and i64 %217, 131071, !dbg !483
  tail call fastcc void @transparent_crc(i64 noundef %218, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !484
  %219 = getelementptr inbounds i8, ptr %205, i64 16, !dbg !485
  %220 = load volatile i64, ptr %219, align 4, !dbg !485
  %221 = shl i64 %220, 44, !dbg !485
  %222 = ashr exact i64 %221, 44, !dbg !485
  tail call fastcc void @transparent_crc(i64 noundef %222, ptr noundef nonnull @.str.32, i32 noundef %19), !dbg !486
  %223 = load i64, ptr %219, align 4, !dbg !487
  %224 = shl i64 %223, 41, !dbg !487
  %225 = ashr i64 %224, 61, !dbg !487
  tail call fastcc void @transparent_crc(i64 noundef %225, ptr noundef nonnull @.str.33, i32 noundef %19), !dbg !488
  %226 = load i64, ptr %219, align 4, !dbg !489
  %227 = shl i64 %226, 22, !dbg !489
  %228 = ashr i64 %227, 54, !dbg !489
  tail call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.34, i32 noundef %19), !dbg !490
  %229 = load i64, ptr %219, align 4, !dbg !491
  %230 = shl i64 %229, 12, !dbg !491
  %231 = ashr i64 %230, 54, !dbg !491
  tail call fastcc void @transparent_crc(i64 noundef %231, ptr noundef nonnull @.str.35, i32 noundef %19), !dbg !492
  %232 = getelementptr inbounds i8, ptr %205, i64 24, !dbg !493
  %233 = load i32, ptr %232, align 4, !dbg !493
  %234 = shl i32 %233, 9, !dbg !493
  %235 = ashr exact i32 %234, 9, !dbg !493
  %236 = sext i32 %235 to i64, !dbg !494
  tail call fastcc void @transparent_crc(i64 noundef %236, ptr noundef nonnull @.str.36, i32 noundef %19), !dbg !495
  br i1 %18, label %240, label %237, !dbg !496

237:                                              ; preds = %203
  %238 = trunc nuw nsw i64 %204 to i32, !dbg !497
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, i32 noundef %238), !dbg !497
  br label %240, !dbg !497

240:                                              ; preds = %203, %237
  %241 = add nuw nsw i64 %204, 1, !dbg !499
    #dbg_value(i64 %241, !234, !DIExpression(), !238)
  %242 = icmp eq i64 %241, 8, !dbg !500
  br i1 %242, label %243, label %203, !dbg !472, !llvm.loop !501

243:                                              ; preds = %240, %281
  %244 = phi i64 [ %282, %281 ], [ 0, %240 ]
    #dbg_value(i64 %244, !234, !DIExpression(), !238)
  %245 = getelementptr inbounds [8 x %struct.S1], ptr @g_33, i64 0, i64 %244, !dbg !503
  %246 = load volatile i176, ptr %245, align 2, !dbg !507
  %247 = shl i176 %246, 148, !dbg !507
  %248 = ashr exact i176 %247, 148, !dbg !507
  %249 = trunc nsw i176 %248 to i64, !dbg !507
  tail call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.38, i32 noundef %19), !dbg !508
  %250 = shl i176 %246, 131, !dbg !509
  %251 = ashr i176 %250, 159, !dbg !509
  %252 = trunc nsw i176 %251 to i64, !dbg !509
  tail call fastcc void @transparent_crc(i64 noundef %252, ptr noundef nonnull @.str.39, i32 noundef %19), !dbg !510
  %253 = trunc i176 %246 to i64, !dbg !511
  %254 = lshr i64 %253, 45, !dbg !511
  %255 = and i64 %254, 15, !dbg !511
  tail call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !512
  %256 = shl i176 %246, 100, !dbg !513
  %257 = ashr i176 %256, 149, !dbg !513
  %258 = trunc nsw i176 %257 to i64, !dbg !513
  tail call fastcc void @transparent_crc(i64 noundef %258, ptr noundef nonnull @.str.41, i32 noundef %19), !dbg !514
  %259 = load volatile i176, ptr %245, align 2, !dbg !515
  %260 = lshr i176 %259, 76, !dbg !515
  %261 = trunc i176 %260 to i64, !dbg !515
  %262 = and i64 %261, 32767, !dbg !515
  tail call fastcc void @transparent_crc(i64 noundef %262, ptr noundef nonnull @.str.42, i32 noundef %19), !dbg !516
  %263 = lshr i176 %259, 91, !dbg !517
  %264 = trunc i176 %263 to i64, !dbg !517
  %265 = and i64 %264, 2147483647, !dbg !517
  tail call fastcc void @transparent_crc(i64 noundef %265, ptr noundef nonnull @.str.43, i32 noundef %19), !dbg !518
  %266 = shl i176 %259, 53, !dbg !519
  %267 = ashr i176 %266, 175, !dbg !519
  %268 = trunc nsw i176 %267 to i64, !dbg !519
  tail call fastcc void @transparent_crc(i64 noundef %268, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !520
  %269 = shl i176 %259, 34, !dbg !521
  %270 = ashr i176 %269, 157, !dbg !521
  %271 = trunc nsw i176 %270 to i64, !dbg !521
  tail call fastcc void @transparent_crc(i64 noundef %271, ptr noundef nonnull @.str.45, i32 noundef %19), !dbg !522
  %272 = lshr i176 %259, 142, !dbg !523
  %273 = trunc nuw nsw i176 %272 to i64, !dbg !523
  %274 = and i64 %273, 16777215, !dbg !523
  tail call fastcc void @transparent_crc(i64 noundef %274, ptr noundef nonnull @.str.46, i32 noundef %19), !dbg !524
  %275 = shl i176 %259, 4, !dbg !525
  %276 = ashr i176 %275, 170, !dbg !525
  %277 = trunc nsw i176 %276 to i64, !dbg !525
  tail call fastcc void @transparent_crc(i64 noundef %277, ptr noundef nonnull @.str.47, i32 noundef %19), !dbg !526
  br i1 %18, label %281, label %278, !dbg !527

278:                                              ; preds = %243
  %279 = trunc nuw nsw i64 %244 to i32, !dbg !528
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, i32 noundef %279), !dbg !528
  br label %281, !dbg !528

281:                                              ; preds = %243, %278
  %282 = add nuw nsw i64 %244, 1, !dbg !530
    #dbg_value(i64 %282, !234, !DIExpression(), !238)
  %283 = icmp eq i64 %282, 8, !dbg !531
  br i1 %283, label %284, label %243, !dbg !532, !llvm.loop !533

284:                                              ; preds = %281
  %285 = load i32, ptr @crc32_context, align 4, !dbg !535, !tbaa !273
  %286 = xor i32 %285, -1, !dbg !536
    #dbg_value(i32 %286, !537, !DIExpression(), !543)
    #dbg_value(i32 %19, !542, !DIExpression(), !543)
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.53, i32 noundef %286), !dbg !545
  ret i32 0, !dbg !546
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !547 {
    #dbg_value(i64 %0, !551, !DIExpression(), !554)
    #dbg_value(ptr %1, !552, !DIExpression(), !554)
    #dbg_value(i32 %2, !553, !DIExpression(), !554)
    #dbg_value(i64 %0, !555, !DIExpression(), !560)
    #dbg_value(i64 %0, !562, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !567)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !569, !tbaa !273
  %5 = lshr i32 %4, 8, !dbg !570
  %6 = zext i32 %4 to i64, !dbg !571
  %7 = xor i64 %6, %0, !dbg !571
  %8 = and i64 %7, 255, !dbg !572
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !572
  %10 = load i32, ptr %9, align 4, !dbg !572, !tbaa !273
  %11 = xor i32 %5, %10, !dbg !573
  %12 = lshr i64 %0, 8, !dbg !574
    #dbg_value(i64 %12, !562, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !575)
  %13 = lshr i32 %11, 8, !dbg !577
  %14 = zext i32 %11 to i64, !dbg !578
  %15 = xor i64 %12, %14, !dbg !578
  %16 = and i64 %15, 255, !dbg !579
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !579
  %18 = load i32, ptr %17, align 4, !dbg !579, !tbaa !273
  %19 = xor i32 %13, %18, !dbg !580
  %20 = lshr i64 %0, 16, !dbg !581
    #dbg_value(i64 %20, !562, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !582)
  %21 = lshr i32 %19, 8, !dbg !584
  %22 = zext i32 %19 to i64, !dbg !585
  %23 = xor i64 %20, %22, !dbg !585
  %24 = and i64 %23, 255, !dbg !586
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !586
  %26 = load i32, ptr %25, align 4, !dbg !586, !tbaa !273
  %27 = xor i32 %21, %26, !dbg !587
  %28 = lshr i64 %0, 24, !dbg !588
    #dbg_value(i64 %28, !562, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !589)
  %29 = lshr i32 %27, 8, !dbg !591
  %30 = zext i32 %27 to i64, !dbg !592
  %31 = xor i64 %28, %30, !dbg !592
  %32 = and i64 %31, 255, !dbg !593
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !593
  %34 = load i32, ptr %33, align 4, !dbg !593, !tbaa !273
  %35 = xor i32 %29, %34, !dbg !594
  %36 = lshr i64 %0, 32, !dbg !595
    #dbg_value(i64 %36, !562, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !596)
  %37 = lshr i32 %35, 8, !dbg !598
  %38 = zext i32 %35 to i64, !dbg !599
  %39 = xor i64 %36, %38, !dbg !599
  %40 = and i64 %39, 255, !dbg !600
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !600
  %42 = load i32, ptr %41, align 4, !dbg !600, !tbaa !273
  %43 = xor i32 %37, %42, !dbg !601
  %44 = lshr i64 %0, 40, !dbg !602
    #dbg_value(i64 %44, !562, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !603)
  %45 = lshr i32 %43, 8, !dbg !605
  %46 = zext i32 %43 to i64, !dbg !606
  %47 = xor i64 %44, %46, !dbg !606
  %48 = and i64 %47, 255, !dbg !607
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !607
  %50 = load i32, ptr %49, align 4, !dbg !607, !tbaa !273
  %51 = xor i32 %45, %50, !dbg !608
  %52 = lshr i64 %0, 48, !dbg !609
    #dbg_value(i64 %52, !562, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !610)
  %53 = lshr i32 %51, 8, !dbg !612
  %54 = zext i32 %51 to i64, !dbg !613
  %55 = xor i64 %52, %54, !dbg !613
  %56 = and i64 %55, 255, !dbg !614
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !614
  %58 = load i32, ptr %57, align 4, !dbg !614, !tbaa !273
  %59 = xor i32 %53, %58, !dbg !615
  %60 = lshr i64 %0, 56, !dbg !616
    #dbg_value(i64 %60, !562, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !617)
  %61 = lshr i32 %59, 8, !dbg !619
  %62 = and i32 %59, 255, !dbg !620
  %63 = zext nneg i32 %62 to i64, !dbg !620
  %64 = xor i64 %60, %63, !dbg !620
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !620
  %66 = load i32, ptr %65, align 4, !dbg !620, !tbaa !273
  %67 = xor i32 %61, %66, !dbg !621
  store i32 %67, ptr @crc32_context, align 4, !dbg !622, !tbaa !273
  %68 = icmp eq i32 %2, 0, !dbg !623
  br i1 %68, label %73, label %69, !dbg !625

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !626
  %71 = zext i32 %70 to i64, !dbg !626
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.48, ptr noundef %1, i64 noundef %71), !dbg !628
  br label %73, !dbg !629

73:                                               ; preds = %69, %3
  ret void, !dbg !630
}

; Function Attrs: nofree nounwind
declare !dbg !631 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!218, !219, !220, !221, !222, !223, !224}
!llvm.ident = !{!225}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_3", scope: !2, file: !3, line: 45, type: !160, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "packed_2426.c", directory: ".", checksumkind: CSK_MD5, checksum: "57bc85352a5bf6dbf60463ef9d5043ff")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8, !14, !19, !21, !23, !25, !30, !37, !39, !44, !46, !48, !50, !52, !54, !56, !58, !60, !65, !67, !69, !71, !73, !75, !77, !79, !81, !83, !88, !90, !95, !97, !99, !101, !103, !105, !107, !109, !111, !116, !118, !120, !122, !124, !126, !128, !130, !132, !134, !136, !146, !149, !153, !0, !158, !161, !163, !165, !167, !182, !201, !203, !206, !210, !216}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 164, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 16, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 2)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 168, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 169, type: !16, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 170, type: !16, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 171, type: !16, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 172, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 40, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 5)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression(DW_OP_constu, 6, DW_OP_stack_value))
!31 = distinct !DIGlobalVariable(name: "g_21", scope: !2, file: !3, line: 51, type: !32, isLocal: true, isDefinition: true)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !34, line: 26, baseType: !35)
!34 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !36, line: 41, baseType: !6)
!36 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 173, type: !27, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 174, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 64, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 8)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 175, type: !41, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 176, type: !41, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 177, type: !41, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 178, type: !41, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 179, type: !41, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 180, type: !41, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 181, type: !41, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 182, type: !41, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 189, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 136, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 17)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 190, type: !62, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 191, type: !62, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 192, type: !62, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !3, line: 193, type: !62, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 194, type: !62, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 195, type: !62, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 196, type: !62, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !3, line: 197, type: !62, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 198, type: !62, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 199, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 176, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 22)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 204, type: !27, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 207, type: !92, isLocal: true, isDefinition: true)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 88, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 11)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 208, type: !92, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 209, type: !92, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 210, type: !92, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 211, type: !92, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 212, type: !92, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !3, line: 213, type: !92, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 214, type: !92, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !3, line: 215, type: !92, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !3, line: 216, type: !113, isLocal: true, isDefinition: true)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 112, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 14)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !3, line: 221, type: !92, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !3, line: 222, type: !92, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !3, line: 223, type: !92, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !3, line: 224, type: !92, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 225, type: !92, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !3, line: 226, type: !92, isLocal: true, isDefinition: true)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(scope: null, file: !3, line: 227, type: !92, isLocal: true, isDefinition: true)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(scope: null, file: !3, line: 228, type: !92, isLocal: true, isDefinition: true)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !3, line: 229, type: !92, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !3, line: 230, type: !92, isLocal: true, isDefinition: true)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !2, file: !138, line: 47, type: !139, isLocal: true, isDefinition: true)
!138 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!139 = !DICompositeType(tag: DW_TAG_array_type, baseType: !140, size: 8192, elements: !144)
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !141, line: 26, baseType: !142)
!141 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !36, line: 42, baseType: !143)
!143 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!144 = !{!145}
!145 = !DISubrange(count: 256)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(name: "g_20", scope: !2, file: !3, line: 52, type: !148, isLocal: true, isDefinition: true)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(name: "g_14", scope: !2, file: !3, line: 50, type: !151, isLocal: true, isDefinition: true)
!151 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(scope: null, file: !138, line: 114, type: !155, isLocal: true, isDefinition: true)
!155 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 288, elements: !156)
!156 = !{!157}
!157 = !DISubrange(count: 36)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(name: "g_4", scope: !2, file: !3, line: 46, type: !160, isLocal: true, isDefinition: true)
!160 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !33)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(name: "g_5", scope: !2, file: !3, line: 47, type: !160, isLocal: true, isDefinition: true)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(name: "g_6", scope: !2, file: !3, line: 48, type: !33, isLocal: true, isDefinition: true)
!165 = !DIGlobalVariableExpression(var: !166, expr: !DIExpression())
!166 = distinct !DIGlobalVariable(name: "g_15", scope: !2, file: !3, line: 49, type: !33, isLocal: true, isDefinition: true)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(name: "g_25", scope: !2, file: !3, line: 53, type: !169, isLocal: true, isDefinition: true)
!169 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S2", file: !3, line: 32, size: 224, elements: !170)
!170 = !{!171, !172, !173, !175, !177, !178, !179, !180, !181}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !169, file: !3, line: 33, baseType: !6, size: 29, flags: DIFlagBitField, extraData: i64 0)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !169, file: !3, line: 34, baseType: !143, size: 26, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !169, file: !3, line: 35, baseType: !174, size: 17, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!174 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !169, file: !3, line: 36, baseType: !176, size: 17, offset: 96, flags: DIFlagBitField, extraData: i64 64)
!176 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !143)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !169, file: !3, line: 37, baseType: !174, size: 20, offset: 128, flags: DIFlagBitField, extraData: i64 128)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !169, file: !3, line: 38, baseType: !6, size: 3, offset: 148, flags: DIFlagBitField, extraData: i64 128)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !169, file: !3, line: 39, baseType: !6, size: 10, offset: 160, flags: DIFlagBitField, extraData: i64 128)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !169, file: !3, line: 40, baseType: !6, size: 10, offset: 170, flags: DIFlagBitField, extraData: i64 128)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "f8", scope: !169, file: !3, line: 41, baseType: !6, size: 23, offset: 192, flags: DIFlagBitField, extraData: i64 192)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(name: "g_28", scope: !2, file: !3, line: 56, type: !184, isLocal: true, isDefinition: true)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !185, size: 1760, elements: !199)
!185 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !3, line: 18, size: 176, align: 8, elements: !186)
!186 = !{!187, !189, !190, !191, !192, !194, !195, !196, !197, !198}
!187 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !185, file: !3, line: 19, baseType: !188, size: 28, flags: DIFlagBitField, extraData: i64 0)
!188 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !174)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !185, file: !3, line: 20, baseType: !6, size: 17, offset: 28, flags: DIFlagBitField, extraData: i64 0)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !185, file: !3, line: 21, baseType: !143, size: 4, offset: 45, flags: DIFlagBitField, extraData: i64 0)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !185, file: !3, line: 22, baseType: !6, size: 27, offset: 49, flags: DIFlagBitField, extraData: i64 0)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !185, file: !3, line: 23, baseType: !193, size: 15, offset: 76, flags: DIFlagBitField, extraData: i64 0)
!193 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !143)
!194 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !185, file: !3, line: 24, baseType: !143, size: 31, offset: 91, flags: DIFlagBitField, extraData: i64 0)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !185, file: !3, line: 25, baseType: !6, size: 1, offset: 122, flags: DIFlagBitField, extraData: i64 0)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !185, file: !3, line: 26, baseType: !6, size: 19, offset: 123, flags: DIFlagBitField, extraData: i64 0)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "f8", scope: !185, file: !3, line: 27, baseType: !143, size: 24, offset: 142, flags: DIFlagBitField, extraData: i64 0)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "f9", scope: !185, file: !3, line: 28, baseType: !6, size: 6, offset: 166, flags: DIFlagBitField, extraData: i64 0)
!199 = !{!13, !200, !29}
!200 = !DISubrange(count: 1)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(name: "g_30", scope: !2, file: !3, line: 57, type: !33, isLocal: true, isDefinition: true)
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(name: "g_31", scope: !2, file: !3, line: 58, type: !205, isLocal: true, isDefinition: true)
!205 = !DICompositeType(tag: DW_TAG_array_type, baseType: !169, size: 1792, elements: !42)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(name: "g_33", scope: !2, file: !3, line: 59, type: !208, isLocal: true, isDefinition: true)
!208 = !DICompositeType(tag: DW_TAG_array_type, baseType: !209, size: 1408, elements: !42)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !185)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(scope: null, file: !212, line: 56, type: !213, isLocal: true, isDefinition: true)
!212 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!213 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 120, elements: !214)
!214 = !{!215}
!215 = !DISubrange(count: 15)
!216 = !DIGlobalVariableExpression(var: !217, expr: !DIExpression())
!217 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !138, line: 48, type: !140, isLocal: true, isDefinition: true)
!218 = !{i32 7, !"Dwarf Version", i32 5}
!219 = !{i32 2, !"Debug Info Version", i32 3}
!220 = !{i32 1, !"wchar_size", i32 4}
!221 = !{i32 8, !"PIC Level", i32 2}
!222 = !{i32 7, !"PIE Level", i32 2}
!223 = !{i32 7, !"uwtable", i32 2}
!224 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!225 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!226 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 160, type: !227, scopeLine: 161, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !231)
!227 = !DISubroutineType(types: !228)
!228 = !{!6, !6, !229}
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!231 = !{!232, !233, !234, !235, !236, !237}
!232 = !DILocalVariable(name: "argc", arg: 1, scope: !226, file: !3, line: 160, type: !6)
!233 = !DILocalVariable(name: "argv", arg: 2, scope: !226, file: !3, line: 160, type: !229)
!234 = !DILocalVariable(name: "i", scope: !226, file: !3, line: 162, type: !6)
!235 = !DILocalVariable(name: "j", scope: !226, file: !3, line: 162, type: !6)
!236 = !DILocalVariable(name: "k", scope: !226, file: !3, line: 162, type: !6)
!237 = !DILocalVariable(name: "print_hash_value", scope: !226, file: !3, line: 163, type: !6)
!238 = !DILocation(line: 0, scope: !226)
!239 = !DILocation(line: 164, column: 14, scope: !240)
!240 = distinct !DILexicalBlock(scope: !226, file: !3, line: 164, column: 9)
!241 = !DILocation(line: 164, column: 19, scope: !240)
!242 = !DILocation(line: 164, column: 29, scope: !240)
!243 = !{!244, !244, i64 0}
!244 = !{!"any pointer", !245, i64 0}
!245 = !{!"omnipotent char", !246, i64 0}
!246 = !{!"Simple C/C++ TBAA"}
!247 = !DILocation(line: 164, column: 43, scope: !240)
!248 = !DILocation(line: 164, column: 9, scope: !226)
!249 = !DILocalVariable(name: "poly", scope: !250, file: !138, line: 54, type: !257)
!250 = distinct !DISubprogram(name: "crc32_gentab", scope: !138, file: !138, line: 51, type: !251, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !253)
!251 = !DISubroutineType(types: !252)
!252 = !{null}
!253 = !{!254, !249, !255, !256}
!254 = !DILocalVariable(name: "crc", scope: !250, file: !138, line: 53, type: !140)
!255 = !DILocalVariable(name: "i", scope: !250, file: !138, line: 55, type: !6)
!256 = !DILocalVariable(name: "j", scope: !250, file: !138, line: 55, type: !6)
!257 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !140)
!258 = !DILocation(line: 0, scope: !250, inlinedAt: !259)
!259 = distinct !DILocation(line: 166, column: 5, scope: !226)
!260 = !DILocation(line: 57, column: 2, scope: !261, inlinedAt: !259)
!261 = distinct !DILexicalBlock(scope: !250, file: !138, line: 57, column: 2)
!262 = !DILocation(line: 57, column: 24, scope: !263, inlinedAt: !259)
!263 = distinct !DILexicalBlock(scope: !261, file: !138, line: 57, column: 2)
!264 = !DILocation(line: 60, column: 12, scope: !265, inlinedAt: !259)
!265 = distinct !DILexicalBlock(scope: !266, file: !138, line: 60, column: 8)
!266 = distinct !DILexicalBlock(scope: !267, file: !138, line: 59, column: 27)
!267 = distinct !DILexicalBlock(scope: !268, file: !138, line: 59, column: 3)
!268 = distinct !DILexicalBlock(scope: !269, file: !138, line: 59, column: 3)
!269 = distinct !DILexicalBlock(scope: !263, file: !138, line: 57, column: 28)
!270 = !DILocation(line: 60, column: 8, scope: !266, inlinedAt: !259)
!271 = !DILocation(line: 66, column: 3, scope: !269, inlinedAt: !259)
!272 = !DILocation(line: 66, column: 16, scope: !269, inlinedAt: !259)
!273 = !{!274, !274, i64 0}
!274 = !{!"int", !245, i64 0}
!275 = distinct !{!275, !260, !276, !277, !278, !279}
!276 = !DILocation(line: 67, column: 2, scope: !261, inlinedAt: !259)
!277 = !{!"llvm.loop.mustprogress"}
!278 = !{!"llvm.loop.isvectorized", i32 1}
!279 = !{!"llvm.loop.unroll.runtime.disable"}
!280 = !DILocalVariable(name: "l_2", scope: !281, file: !3, line: 76, type: !333)
!281 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 74, type: !282, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !287)
!282 = !DISubroutineType(types: !283)
!283 = !{!284}
!284 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !34, line: 25, baseType: !285)
!285 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !36, line: 39, baseType: !286)
!286 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!287 = !{!280, !288, !292, !294, !295, !296, !300, !301, !305, !306, !310, !314, !315, !316, !317, !323, !325, !327, !330, !331, !332}
!288 = !DILocalVariable(name: "l_41", scope: !281, file: !3, line: 77, type: !289)
!289 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 192, elements: !290)
!290 = !{!291}
!291 = !DISubrange(count: 6)
!292 = !DILocalVariable(name: "l_47", scope: !281, file: !3, line: 78, type: !293)
!293 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 256, elements: !42)
!294 = !DILocalVariable(name: "i", scope: !281, file: !3, line: 79, type: !6)
!295 = !DILocalVariable(name: "j", scope: !281, file: !3, line: 79, type: !6)
!296 = !DILocalVariable(name: "l_29", scope: !297, file: !3, line: 84, type: !152)
!297 = distinct !DILexicalBlock(scope: !298, file: !3, line: 83, column: 5)
!298 = distinct !DILexicalBlock(scope: !299, file: !3, line: 82, column: 5)
!299 = distinct !DILexicalBlock(scope: !281, file: !3, line: 82, column: 5)
!300 = !DILocalVariable(name: "l_40", scope: !297, file: !3, line: 85, type: !289)
!301 = !DILocalVariable(name: "l_42", scope: !297, file: !3, line: 86, type: !302)
!302 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !141, line: 27, baseType: !303)
!303 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !36, line: 45, baseType: !304)
!304 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!305 = !DILocalVariable(name: "l_45", scope: !297, file: !3, line: 87, type: !152)
!306 = !DILocalVariable(name: "l_46", scope: !297, file: !3, line: 88, type: !307)
!307 = !DICompositeType(tag: DW_TAG_array_type, baseType: !152, size: 10752, elements: !308)
!308 = !{!291, !18, !309}
!309 = !DISubrange(count: 7)
!310 = !DILocalVariable(name: "l_48", scope: !297, file: !3, line: 89, type: !311)
!311 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !141, line: 25, baseType: !312)
!312 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !36, line: 40, baseType: !313)
!313 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!314 = !DILocalVariable(name: "i", scope: !297, file: !3, line: 90, type: !6)
!315 = !DILocalVariable(name: "j", scope: !297, file: !3, line: 90, type: !6)
!316 = !DILocalVariable(name: "k", scope: !297, file: !3, line: 90, type: !6)
!317 = !DILocalVariable(name: "l_34", scope: !318, file: !3, line: 95, type: !320)
!318 = distinct !DILexicalBlock(scope: !319, file: !3, line: 94, column: 9)
!319 = distinct !DILexicalBlock(scope: !297, file: !3, line: 93, column: 13)
!320 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !34, line: 27, baseType: !321)
!321 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !36, line: 44, baseType: !322)
!322 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!323 = !DILocalVariable(name: "l_37", scope: !318, file: !3, line: 96, type: !324)
!324 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!325 = !DILocalVariable(name: "l_38", scope: !326, file: !3, line: 102, type: !152)
!326 = distinct !DILexicalBlock(scope: !319, file: !3, line: 101, column: 9)
!327 = !DILocalVariable(name: "l_39", scope: !326, file: !3, line: 103, type: !328)
!328 = !DICompositeType(tag: DW_TAG_array_type, baseType: !152, size: 3072, elements: !329)
!329 = !{!13, !291, !18}
!330 = !DILocalVariable(name: "i", scope: !326, file: !3, line: 104, type: !6)
!331 = !DILocalVariable(name: "j", scope: !326, file: !3, line: 104, type: !6)
!332 = !DILocalVariable(name: "k", scope: !326, file: !3, line: 104, type: !6)
!333 = !DICompositeType(tag: DW_TAG_array_type, baseType: !334, size: 48, elements: !337)
!334 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !141, line: 24, baseType: !335)
!335 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !36, line: 38, baseType: !336)
!336 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!337 = !{!338, !13}
!338 = !DISubrange(count: 3)
!339 = !DILocation(line: 0, scope: !281, inlinedAt: !340)
!340 = distinct !DILocation(line: 167, column: 5, scope: !226)
!341 = !DILocation(line: 0, scope: !297, inlinedAt: !340)
!342 = !DILocation(line: 93, column: 50, scope: !319, inlinedAt: !340)
!343 = !DILocalVariable(name: "p_8", arg: 1, scope: !344, file: !3, line: 125, type: !347)
!344 = distinct !DISubprogram(name: "func_7", scope: !3, file: !3, line: 125, type: !345, scopeLine: 126, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !350)
!345 = !DISubroutineType(types: !346)
!346 = !{!185, !347}
!347 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !34, line: 24, baseType: !348)
!348 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !36, line: 37, baseType: !349)
!349 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!350 = !{!343, !351}
!351 = !DILocalVariable(name: "l_27", scope: !344, file: !3, line: 127, type: !152)
!352 = !DILocation(line: 0, scope: !344, inlinedAt: !353)
!353 = distinct !DILocation(line: 93, column: 43, scope: !319, inlinedAt: !340)
!354 = !DILocalVariable(name: "p_10", arg: 1, scope: !355, file: !3, line: 138, type: !334)
!355 = distinct !DISubprogram(name: "func_9", scope: !3, file: !3, line: 138, type: !356, scopeLine: 139, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !358)
!356 = !DISubroutineType(types: !357)
!357 = !{!33, !334}
!358 = !{!354, !359, !360, !361, !368, !370, !372, !373}
!359 = !DILocalVariable(name: "l_13", scope: !355, file: !3, line: 140, type: !334)
!360 = !DILocalVariable(name: "l_18", scope: !355, file: !3, line: 141, type: !148)
!361 = !DILocalVariable(name: "l_19", scope: !362, file: !3, line: 145, type: !365)
!362 = distinct !DILexicalBlock(scope: !363, file: !3, line: 144, column: 5)
!363 = distinct !DILexicalBlock(scope: !364, file: !3, line: 143, column: 5)
!364 = distinct !DILexicalBlock(scope: !355, file: !3, line: 143, column: 5)
!365 = !DICompositeType(tag: DW_TAG_array_type, baseType: !366, size: 1792, elements: !367)
!366 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!367 = !{!309, !18}
!368 = !DILocalVariable(name: "l_22", scope: !362, file: !3, line: 146, type: !369)
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!370 = !DILocalVariable(name: "l_26", scope: !362, file: !3, line: 147, type: !371)
!371 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !369, size: 64)
!372 = !DILocalVariable(name: "i", scope: !362, file: !3, line: 148, type: !6)
!373 = !DILocalVariable(name: "j", scope: !362, file: !3, line: 148, type: !6)
!374 = !DILocation(line: 0, scope: !355, inlinedAt: !375)
!375 = distinct !DILocation(line: 128, column: 15, scope: !344, inlinedAt: !353)
!376 = !DILocation(line: 142, column: 7, scope: !355, inlinedAt: !375)
!377 = !{!378}
!378 = distinct !{!378, !379, !"func_7: argument 0"}
!379 = distinct !{!379, !"func_7"}
!380 = !DILocation(line: 142, column: 13, scope: !355, inlinedAt: !375)
!381 = !DILocation(line: 153, column: 12, scope: !355, inlinedAt: !375)
!382 = !DILocation(line: 128, column: 13, scope: !344, inlinedAt: !353)
!383 = !DILocation(line: 93, column: 39, scope: !319, inlinedAt: !340)
!384 = !DILocation(line: 93, column: 13, scope: !297, inlinedAt: !340)
!385 = !DILocation(line: 0, scope: !318, inlinedAt: !340)
!386 = !DILocation(line: 97, column: 21, scope: !318, inlinedAt: !340)
!387 = !DILocation(line: 99, column: 9, scope: !318, inlinedAt: !340)
!388 = !DILocation(line: 0, scope: !326, inlinedAt: !340)
!389 = distinct !DIAssignID()
!390 = !DILocation(line: 106, column: 19, scope: !391, inlinedAt: !340)
!391 = distinct !DILexicalBlock(scope: !326, file: !3, line: 106, column: 17)
!392 = !DILocation(line: 106, column: 18, scope: !391, inlinedAt: !340)
!393 = !DILocation(line: 106, column: 17, scope: !391, inlinedAt: !340)
!394 = !DILocation(line: 106, column: 17, scope: !326, inlinedAt: !340)
!395 = !DILocation(line: 108, column: 15, scope: !326, inlinedAt: !340)
!396 = !DILocation(line: 108, column: 21, scope: !326, inlinedAt: !340)
!397 = !DILocation(line: 82, scope: !299, inlinedAt: !340)
!398 = !DILocation(line: 116, column: 12, scope: !281, inlinedAt: !340)
!399 = !DILocation(line: 168, column: 21, scope: !226)
!400 = !DILocation(line: 168, column: 5, scope: !226)
!401 = !DILocation(line: 169, column: 21, scope: !226)
!402 = !DILocation(line: 169, column: 5, scope: !226)
!403 = !DILocation(line: 170, column: 21, scope: !226)
!404 = !DILocation(line: 170, column: 5, scope: !226)
!405 = !DILocation(line: 171, column: 21, scope: !226)
!406 = !DILocation(line: 171, column: 5, scope: !226)
!407 = !DILocation(line: 172, column: 21, scope: !226)
!408 = !DILocation(line: 172, column: 5, scope: !226)
!409 = !DILocation(line: 173, column: 5, scope: !226)
!410 = !DILocation(line: 174, column: 26, scope: !226)
!411 = !DILocation(line: 174, column: 5, scope: !226)
!412 = !DILocation(line: 175, column: 26, scope: !226)
!413 = !DILocation(line: 175, column: 5, scope: !226)
!414 = !DILocation(line: 176, column: 26, scope: !226)
!415 = !DILocation(line: 176, column: 5, scope: !226)
!416 = !DILocation(line: 177, column: 26, scope: !226)
!417 = !DILocation(line: 177, column: 5, scope: !226)
!418 = !DILocation(line: 178, column: 26, scope: !226)
!419 = !DILocation(line: 178, column: 5, scope: !226)
!420 = !DILocation(line: 179, column: 26, scope: !226)
!421 = !DILocation(line: 179, column: 5, scope: !226)
!422 = !DILocation(line: 180, column: 26, scope: !226)
!423 = !DILocation(line: 180, column: 5, scope: !226)
!424 = !DILocation(line: 181, column: 26, scope: !226)
!425 = !DILocation(line: 181, column: 5, scope: !226)
!426 = !DILocation(line: 182, column: 26, scope: !226)
!427 = !DILocation(line: 182, column: 21, scope: !226)
!428 = !DILocation(line: 182, column: 5, scope: !226)
!429 = !DILocation(line: 183, column: 5, scope: !430)
!430 = distinct !DILexicalBlock(scope: !226, file: !3, line: 183, column: 5)
!431 = !DILocation(line: 187, column: 13, scope: !432)
!432 = distinct !DILexicalBlock(scope: !433, file: !3, line: 187, column: 13)
!433 = distinct !DILexicalBlock(scope: !434, file: !3, line: 186, column: 9)
!434 = distinct !DILexicalBlock(scope: !435, file: !3, line: 185, column: 9)
!435 = distinct !DILexicalBlock(scope: !436, file: !3, line: 185, column: 9)
!436 = distinct !DILexicalBlock(scope: !437, file: !3, line: 184, column: 5)
!437 = distinct !DILexicalBlock(scope: !430, file: !3, line: 183, column: 5)
!438 = !DILocation(line: 189, column: 33, scope: !439)
!439 = distinct !DILexicalBlock(scope: !440, file: !3, line: 188, column: 13)
!440 = distinct !DILexicalBlock(scope: !432, file: !3, line: 187, column: 13)
!441 = !DILocation(line: 189, column: 47, scope: !439)
!442 = !DILocation(line: 189, column: 17, scope: !439)
!443 = !DILocation(line: 190, column: 47, scope: !439)
!444 = !DILocation(line: 190, column: 17, scope: !439)
!445 = !DILocation(line: 191, column: 47, scope: !439)
!446 = !DILocation(line: 191, column: 17, scope: !439)
!447 = !DILocation(line: 192, column: 47, scope: !439)
!448 = !DILocation(line: 192, column: 17, scope: !439)
!449 = !DILocation(line: 193, column: 47, scope: !439)
!450 = !DILocation(line: 193, column: 17, scope: !439)
!451 = !DILocation(line: 194, column: 47, scope: !439)
!452 = !DILocation(line: 194, column: 17, scope: !439)
!453 = !DILocation(line: 195, column: 47, scope: !439)
!454 = !DILocation(line: 195, column: 17, scope: !439)
!455 = !DILocation(line: 196, column: 47, scope: !439)
!456 = !DILocation(line: 196, column: 17, scope: !439)
!457 = !DILocation(line: 197, column: 47, scope: !439)
!458 = !DILocation(line: 197, column: 17, scope: !439)
!459 = !DILocation(line: 198, column: 47, scope: !439)
!460 = !DILocation(line: 198, column: 17, scope: !439)
!461 = !DILocation(line: 199, column: 21, scope: !439)
!462 = !DILocation(line: 199, column: 39, scope: !463)
!463 = distinct !DILexicalBlock(scope: !439, file: !3, line: 199, column: 21)
!464 = !DILocation(line: 187, column: 33, scope: !440)
!465 = !DILocation(line: 187, column: 27, scope: !440)
!466 = distinct !{!466, !431, !467, !277}
!467 = !DILocation(line: 201, column: 13, scope: !432)
!468 = distinct !{!468, !429, !469, !277}
!469 = !DILocation(line: 203, column: 5, scope: !430)
!470 = !DILocation(line: 204, column: 21, scope: !226)
!471 = !DILocation(line: 204, column: 5, scope: !226)
!472 = !DILocation(line: 205, column: 5, scope: !473)
!473 = distinct !DILexicalBlock(scope: !226, file: !3, line: 205, column: 5)
!474 = !DILocation(line: 207, column: 25, scope: !475)
!475 = distinct !DILexicalBlock(scope: !476, file: !3, line: 206, column: 5)
!476 = distinct !DILexicalBlock(scope: !473, file: !3, line: 205, column: 5)
!477 = !DILocation(line: 207, column: 33, scope: !475)
!478 = !DILocation(line: 207, column: 9, scope: !475)
!479 = !DILocation(line: 208, column: 33, scope: !475)
!480 = !DILocation(line: 208, column: 9, scope: !475)
!481 = !DILocation(line: 209, column: 33, scope: !475)
!482 = !DILocation(line: 209, column: 9, scope: !475)
!483 = !DILocation(line: 210, column: 33, scope: !475)
!484 = !DILocation(line: 210, column: 9, scope: !475)
!485 = !DILocation(line: 211, column: 33, scope: !475)
!486 = !DILocation(line: 211, column: 9, scope: !475)
!487 = !DILocation(line: 212, column: 33, scope: !475)
!488 = !DILocation(line: 212, column: 9, scope: !475)
!489 = !DILocation(line: 213, column: 33, scope: !475)
!490 = !DILocation(line: 213, column: 9, scope: !475)
!491 = !DILocation(line: 214, column: 33, scope: !475)
!492 = !DILocation(line: 214, column: 9, scope: !475)
!493 = !DILocation(line: 215, column: 33, scope: !475)
!494 = !DILocation(line: 215, column: 25, scope: !475)
!495 = !DILocation(line: 215, column: 9, scope: !475)
!496 = !DILocation(line: 216, column: 13, scope: !475)
!497 = !DILocation(line: 216, column: 31, scope: !498)
!498 = distinct !DILexicalBlock(scope: !475, file: !3, line: 216, column: 13)
!499 = !DILocation(line: 205, column: 25, scope: !476)
!500 = !DILocation(line: 205, column: 19, scope: !476)
!501 = distinct !{!501, !472, !502, !277}
!502 = !DILocation(line: 218, column: 5, scope: !473)
!503 = !DILocation(line: 221, column: 25, scope: !504)
!504 = distinct !DILexicalBlock(scope: !505, file: !3, line: 220, column: 5)
!505 = distinct !DILexicalBlock(scope: !506, file: !3, line: 219, column: 5)
!506 = distinct !DILexicalBlock(scope: !226, file: !3, line: 219, column: 5)
!507 = !DILocation(line: 221, column: 33, scope: !504)
!508 = !DILocation(line: 221, column: 9, scope: !504)
!509 = !DILocation(line: 222, column: 33, scope: !504)
!510 = !DILocation(line: 222, column: 9, scope: !504)
!511 = !DILocation(line: 223, column: 33, scope: !504)
!512 = !DILocation(line: 223, column: 9, scope: !504)
!513 = !DILocation(line: 224, column: 33, scope: !504)
!514 = !DILocation(line: 224, column: 9, scope: !504)
!515 = !DILocation(line: 225, column: 33, scope: !504)
!516 = !DILocation(line: 225, column: 9, scope: !504)
!517 = !DILocation(line: 226, column: 33, scope: !504)
!518 = !DILocation(line: 226, column: 9, scope: !504)
!519 = !DILocation(line: 227, column: 33, scope: !504)
!520 = !DILocation(line: 227, column: 9, scope: !504)
!521 = !DILocation(line: 228, column: 33, scope: !504)
!522 = !DILocation(line: 228, column: 9, scope: !504)
!523 = !DILocation(line: 229, column: 33, scope: !504)
!524 = !DILocation(line: 229, column: 9, scope: !504)
!525 = !DILocation(line: 230, column: 33, scope: !504)
!526 = !DILocation(line: 230, column: 9, scope: !504)
!527 = !DILocation(line: 231, column: 13, scope: !504)
!528 = !DILocation(line: 231, column: 31, scope: !529)
!529 = distinct !DILexicalBlock(scope: !504, file: !3, line: 231, column: 13)
!530 = !DILocation(line: 219, column: 25, scope: !505)
!531 = !DILocation(line: 219, column: 19, scope: !505)
!532 = !DILocation(line: 219, column: 5, scope: !506)
!533 = distinct !{!533, !532, !534, !277}
!534 = !DILocation(line: 233, column: 5, scope: !506)
!535 = !DILocation(line: 234, column: 23, scope: !226)
!536 = !DILocation(line: 234, column: 37, scope: !226)
!537 = !DILocalVariable(name: "crc", arg: 1, scope: !538, file: !212, line: 49, type: !140)
!538 = distinct !DISubprogram(name: "platform_main_end", scope: !212, file: !212, line: 49, type: !539, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !541)
!539 = !DISubroutineType(types: !540)
!540 = !{null, !140, !6}
!541 = !{!537, !542}
!542 = !DILocalVariable(name: "flag", arg: 2, scope: !538, file: !212, line: 49, type: !6)
!543 = !DILocation(line: 0, scope: !538, inlinedAt: !544)
!544 = distinct !DILocation(line: 234, column: 5, scope: !226)
!545 = !DILocation(line: 56, column: 2, scope: !538, inlinedAt: !544)
!546 = !DILocation(line: 235, column: 5, scope: !226)
!547 = distinct !DISubprogram(name: "transparent_crc", scope: !138, file: !138, line: 110, type: !548, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !550)
!548 = !DISubroutineType(types: !549)
!549 = !{null, !302, !230, !6}
!550 = !{!551, !552, !553}
!551 = !DILocalVariable(name: "val", arg: 1, scope: !547, file: !138, line: 110, type: !302)
!552 = !DILocalVariable(name: "vname", arg: 2, scope: !547, file: !138, line: 110, type: !230)
!553 = !DILocalVariable(name: "flag", arg: 3, scope: !547, file: !138, line: 110, type: !6)
!554 = !DILocation(line: 0, scope: !547)
!555 = !DILocalVariable(name: "val", arg: 1, scope: !556, file: !138, line: 97, type: !302)
!556 = distinct !DISubprogram(name: "crc32_8bytes", scope: !138, file: !138, line: 97, type: !557, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !559)
!557 = !DISubroutineType(types: !558)
!558 = !{null, !302}
!559 = !{!555}
!560 = !DILocation(line: 0, scope: !556, inlinedAt: !561)
!561 = distinct !DILocation(line: 112, column: 2, scope: !547)
!562 = !DILocalVariable(name: "b", arg: 1, scope: !563, file: !138, line: 71, type: !334)
!563 = distinct !DISubprogram(name: "crc32_byte", scope: !138, file: !138, line: 71, type: !564, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !566)
!564 = !DISubroutineType(types: !565)
!565 = !{null, !334}
!566 = !{!562}
!567 = !DILocation(line: 0, scope: !563, inlinedAt: !568)
!568 = distinct !DILocation(line: 99, column: 2, scope: !556, inlinedAt: !561)
!569 = !DILocation(line: 73, column: 5, scope: !563, inlinedAt: !568)
!570 = !DILocation(line: 73, column: 19, scope: !563, inlinedAt: !568)
!571 = !DILocation(line: 74, column: 33, scope: !563, inlinedAt: !568)
!572 = !DILocation(line: 74, column: 3, scope: !563, inlinedAt: !568)
!573 = !DILocation(line: 73, column: 39, scope: !563, inlinedAt: !568)
!574 = !DILocation(line: 100, column: 18, scope: !556, inlinedAt: !561)
!575 = !DILocation(line: 0, scope: !563, inlinedAt: !576)
!576 = distinct !DILocation(line: 100, column: 2, scope: !556, inlinedAt: !561)
!577 = !DILocation(line: 73, column: 19, scope: !563, inlinedAt: !576)
!578 = !DILocation(line: 74, column: 33, scope: !563, inlinedAt: !576)
!579 = !DILocation(line: 74, column: 3, scope: !563, inlinedAt: !576)
!580 = !DILocation(line: 73, column: 39, scope: !563, inlinedAt: !576)
!581 = !DILocation(line: 101, column: 18, scope: !556, inlinedAt: !561)
!582 = !DILocation(line: 0, scope: !563, inlinedAt: !583)
!583 = distinct !DILocation(line: 101, column: 2, scope: !556, inlinedAt: !561)
!584 = !DILocation(line: 73, column: 19, scope: !563, inlinedAt: !583)
!585 = !DILocation(line: 74, column: 33, scope: !563, inlinedAt: !583)
!586 = !DILocation(line: 74, column: 3, scope: !563, inlinedAt: !583)
!587 = !DILocation(line: 73, column: 39, scope: !563, inlinedAt: !583)
!588 = !DILocation(line: 102, column: 18, scope: !556, inlinedAt: !561)
!589 = !DILocation(line: 0, scope: !563, inlinedAt: !590)
!590 = distinct !DILocation(line: 102, column: 2, scope: !556, inlinedAt: !561)
!591 = !DILocation(line: 73, column: 19, scope: !563, inlinedAt: !590)
!592 = !DILocation(line: 74, column: 33, scope: !563, inlinedAt: !590)
!593 = !DILocation(line: 74, column: 3, scope: !563, inlinedAt: !590)
!594 = !DILocation(line: 73, column: 39, scope: !563, inlinedAt: !590)
!595 = !DILocation(line: 103, column: 18, scope: !556, inlinedAt: !561)
!596 = !DILocation(line: 0, scope: !563, inlinedAt: !597)
!597 = distinct !DILocation(line: 103, column: 2, scope: !556, inlinedAt: !561)
!598 = !DILocation(line: 73, column: 19, scope: !563, inlinedAt: !597)
!599 = !DILocation(line: 74, column: 33, scope: !563, inlinedAt: !597)
!600 = !DILocation(line: 74, column: 3, scope: !563, inlinedAt: !597)
!601 = !DILocation(line: 73, column: 39, scope: !563, inlinedAt: !597)
!602 = !DILocation(line: 104, column: 18, scope: !556, inlinedAt: !561)
!603 = !DILocation(line: 0, scope: !563, inlinedAt: !604)
!604 = distinct !DILocation(line: 104, column: 2, scope: !556, inlinedAt: !561)
!605 = !DILocation(line: 73, column: 19, scope: !563, inlinedAt: !604)
!606 = !DILocation(line: 74, column: 33, scope: !563, inlinedAt: !604)
!607 = !DILocation(line: 74, column: 3, scope: !563, inlinedAt: !604)
!608 = !DILocation(line: 73, column: 39, scope: !563, inlinedAt: !604)
!609 = !DILocation(line: 105, column: 18, scope: !556, inlinedAt: !561)
!610 = !DILocation(line: 0, scope: !563, inlinedAt: !611)
!611 = distinct !DILocation(line: 105, column: 2, scope: !556, inlinedAt: !561)
!612 = !DILocation(line: 73, column: 19, scope: !563, inlinedAt: !611)
!613 = !DILocation(line: 74, column: 33, scope: !563, inlinedAt: !611)
!614 = !DILocation(line: 74, column: 3, scope: !563, inlinedAt: !611)
!615 = !DILocation(line: 73, column: 39, scope: !563, inlinedAt: !611)
!616 = !DILocation(line: 106, column: 18, scope: !556, inlinedAt: !561)
!617 = !DILocation(line: 0, scope: !563, inlinedAt: !618)
!618 = distinct !DILocation(line: 106, column: 2, scope: !556, inlinedAt: !561)
!619 = !DILocation(line: 73, column: 19, scope: !563, inlinedAt: !618)
!620 = !DILocation(line: 74, column: 3, scope: !563, inlinedAt: !618)
!621 = !DILocation(line: 73, column: 39, scope: !563, inlinedAt: !618)
!622 = !DILocation(line: 72, column: 16, scope: !563, inlinedAt: !618)
!623 = !DILocation(line: 113, column: 6, scope: !624)
!624 = distinct !DILexicalBlock(scope: !547, file: !138, line: 113, column: 6)
!625 = !DILocation(line: 113, column: 6, scope: !547)
!626 = !DILocation(line: 114, column: 73, scope: !627)
!627 = distinct !DILexicalBlock(scope: !624, file: !138, line: 113, column: 12)
!628 = !DILocation(line: 114, column: 5, scope: !627)
!629 = !DILocation(line: 115, column: 2, scope: !627)
!630 = !DILocation(line: 116, column: 1, scope: !547)
!631 = !DISubprogram(name: "printf", scope: !632, file: !632, line: 356, type: !633, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!632 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!633 = !DISubroutineType(types: !634)
!634 = !{!6, !635, null}
!635 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !636)
!636 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !637, size: 64)
!637 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
