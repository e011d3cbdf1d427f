; ModuleID = 'default_8.c'
source_filename = "default_8.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S1 = type <{ i32, i16, i64 }>
%struct.S0 = type <{ i64, i8, [3 x i8], i64, i32, i32 }>

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@g_8 = internal global i32 -1, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1, !dbg !15
@g_21 = internal global i32 2013036019, align 4, !dbg !155
@.str.2 = private unnamed_addr constant [5 x i8] c"g_21\00", align 1, !dbg !20
@g_26 = internal global i32 0, align 4, !dbg !157
@.str.3 = private unnamed_addr constant [5 x i8] c"g_26\00", align 1, !dbg !25
@g_29 = internal global i64 -6, align 8, !dbg !159
@.str.4 = private unnamed_addr constant [5 x i8] c"g_29\00", align 1, !dbg !27
@g_30 = internal global i32 -1460469033, align 4, !dbg !165
@.str.5 = private unnamed_addr constant [5 x i8] c"g_30\00", align 1, !dbg !29
@g_32 = internal global i32 1, align 4, !dbg !167
@.str.6 = private unnamed_addr constant [5 x i8] c"g_32\00", align 1, !dbg !31
@g_41 = internal global i8 -1, align 1, !dbg !169
@.str.7 = private unnamed_addr constant [5 x i8] c"g_41\00", align 1, !dbg !33
@.str.8 = private unnamed_addr constant [17 x i8] c"g_44[i][j][k].f0\00", align 1, !dbg !35
@.str.9 = private unnamed_addr constant [17 x i8] c"g_44[i][j][k].f1\00", align 1, !dbg !40
@.str.10 = private unnamed_addr constant [17 x i8] c"g_44[i][j][k].f2\00", align 1, !dbg !42
@.str.11 = private unnamed_addr constant [17 x i8] c"g_44[i][j][k].f3\00", align 1, !dbg !44
@.str.12 = private unnamed_addr constant [17 x i8] c"g_44[i][j][k].f4\00", align 1, !dbg !46
@.str.13 = private unnamed_addr constant [17 x i8] c"g_44[i][j][k].f5\00", align 1, !dbg !48
@.str.14 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !50
@g_52 = internal global i32 3, align 4, !dbg !192
@.str.15 = private unnamed_addr constant [5 x i8] c"g_52\00", align 1, !dbg !55
@g_53 = internal global i32 -3, align 4, !dbg !195
@.str.16 = private unnamed_addr constant [5 x i8] c"g_53\00", align 1, !dbg !57
@g_54 = internal global i8 1, align 1, !dbg !197
@.str.17 = private unnamed_addr constant [5 x i8] c"g_54\00", align 1, !dbg !59
@g_56 = internal global i16 -1, align 2, !dbg !202
@.str.18 = private unnamed_addr constant [5 x i8] c"g_56\00", align 1, !dbg !61
@g_57 = internal global [9 x [1 x i32]] [[1 x i32] [i32 9], [1 x i32] [i32 1], [1 x i32] [i32 9], [1 x i32] [i32 1], [1 x i32] [i32 9], [1 x i32] [i32 1], [1 x i32] [i32 9], [1 x i32] [i32 1], [1 x i32] [i32 9]], align 16, !dbg !208
@.str.19 = private unnamed_addr constant [11 x i8] c"g_57[i][j]\00", align 1, !dbg !63
@.str.20 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !68
@.str.21 = private unnamed_addr constant [8 x i8] c"g_77.f0\00", align 1, !dbg !73
@.str.22 = private unnamed_addr constant [8 x i8] c"g_77.f1\00", align 1, !dbg !78
@.str.23 = private unnamed_addr constant [8 x i8] c"g_77.f2\00", align 1, !dbg !80
@.str.24 = private unnamed_addr constant [8 x i8] c"g_77.f3\00", align 1, !dbg !82
@.str.25 = private unnamed_addr constant [8 x i8] c"g_77.f4\00", align 1, !dbg !84
@.str.26 = private unnamed_addr constant [8 x i8] c"g_77.f5\00", align 1, !dbg !86
@g_93 = internal global i16 0, align 2, !dbg !217
@.str.27 = private unnamed_addr constant [5 x i8] c"g_93\00", align 1, !dbg !88
@g_113 = internal global i16 2, align 2, !dbg !219
@.str.28 = private unnamed_addr constant [6 x i8] c"g_113\00", align 1, !dbg !90
@g_127 = internal global i16 9858, align 2, !dbg !221
@.str.29 = private unnamed_addr constant [6 x i8] c"g_127\00", align 1, !dbg !95
@g_131 = internal global i64 8, align 8, !dbg !223
@.str.30 = private unnamed_addr constant [6 x i8] c"g_131\00", align 1, !dbg !97
@g_153 = internal global i32 1565091848, align 4, !dbg !228
@.str.31 = private unnamed_addr constant [6 x i8] c"g_153\00", align 1, !dbg !99
@g_155 = internal global i32 -340148447, align 4, !dbg !230
@.str.32 = private unnamed_addr constant [6 x i8] c"g_155\00", align 1, !dbg !101
@g_174 = internal global i32 521865413, align 4, !dbg !232
@.str.33 = private unnamed_addr constant [6 x i8] c"g_174\00", align 1, !dbg !103
@.str.34 = private unnamed_addr constant [12 x i8] c"g_193[i].f0\00", align 1, !dbg !105
@.str.35 = private unnamed_addr constant [12 x i8] c"g_193[i].f1\00", align 1, !dbg !110
@.str.36 = private unnamed_addr constant [12 x i8] c"g_193[i].f2\00", align 1, !dbg !112
@.str.37 = private unnamed_addr constant [12 x i8] c"g_193[i].f3\00", align 1, !dbg !114
@.str.38 = private unnamed_addr constant [12 x i8] c"g_193[i].f4\00", align 1, !dbg !116
@.str.39 = private unnamed_addr constant [12 x i8] c"g_193[i].f5\00", align 1, !dbg !118
@.str.40 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !120
@crc32_context = internal global i32 -1, align 4, !dbg !243
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !125
@__const.func_1.l_13 = private unnamed_addr constant [2 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 } { i8 -37, i8 0, i8 0, i8 undef, i8 -19, i8 5, i8 0, i8 0, i8 -1, [3 x i8] undef, i8 7, i8 24, i8 0, i8 0, i8 86, i8 0, i32 -1103753755, i8 47, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 } { i8 -37, i8 0, i8 0, i8 undef, i8 -19, i8 5, i8 0, i8 0, i8 -1, [3 x i8] undef, i8 7, i8 24, i8 0, i8 0, i8 86, i8 0, i32 -1103753755, i8 47, i8 1, i8 0 }], align 16
@__const.func_1.l_101 = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 } { i8 -31, i8 0, i8 0, i8 undef, i8 -69, i8 20, i8 0, i8 0, i8 -6, [3 x i8] undef, i8 21, i8 -44, i8 -1, i8 31, i8 46, i8 0, i32 -2001535209, i8 91, i8 0, i8 0 }, align 4
@__const.func_1.l_198 = private unnamed_addr constant [8 x [10 x ptr]] [[10 x ptr] [ptr getelementptr (i8, ptr @g_193, i64 14), ptr null, ptr null, ptr null, ptr null, ptr getelementptr (i8, ptr @g_193, i64 14), ptr null, ptr getelementptr (i8, ptr @g_193, i64 70), ptr null, ptr getelementptr (i8, ptr @g_193, i64 14)], [10 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_193, i64 28), ptr null, ptr null, ptr getelementptr (i8, ptr @g_193, i64 28), ptr getelementptr (i8, ptr @g_193, i64 14), ptr null, ptr getelementptr (i8, ptr @g_193, i64 28), ptr getelementptr (i8, ptr @g_193, i64 70), ptr getelementptr (i8, ptr @g_193, i64 70)], [10 x ptr] [ptr getelementptr (i8, ptr @g_193, i64 14), ptr getelementptr (i8, ptr @g_193, i64 84), ptr null, ptr getelementptr (i8, ptr @g_193, i64 28), ptr getelementptr (i8, ptr @g_193, i64 28), ptr null, ptr getelementptr (i8, ptr @g_193, i64 84), ptr getelementptr (i8, ptr @g_193, i64 14), ptr getelementptr (i8, ptr @g_193, i64 70), ptr null], [10 x ptr] [ptr getelementptr (i8, ptr @g_193, i64 28), ptr null, ptr getelementptr (i8, ptr @g_193, i64 14), ptr getelementptr (i8, ptr @g_193, i64 28), ptr null, ptr null, ptr getelementptr (i8, ptr @g_193, i64 28), ptr null, ptr getelementptr (i8, ptr @g_193, i64 70), ptr getelementptr (i8, ptr @g_193, i64 28)], [10 x ptr] [ptr getelementptr (i8, ptr @g_193, i64 70), ptr null, ptr getelementptr (i8, ptr @g_193, i64 14), ptr null, ptr null, ptr null, ptr null, ptr getelementptr (i8, ptr @g_193, i64 14), ptr null, ptr null], [10 x ptr] [ptr getelementptr (i8, ptr @g_193, i64 84), ptr null, ptr null, ptr null, ptr getelementptr (i8, ptr @g_193, i64 84), ptr getelementptr (i8, ptr @g_193, i64 70), ptr getelementptr (i8, ptr @g_193, i64 28), ptr getelementptr (i8, ptr @g_193, i64 28), ptr getelementptr (i8, ptr @g_193, i64 70), ptr getelementptr (i8, ptr @g_193, i64 70)], [10 x ptr] [ptr getelementptr (i8, ptr @g_193, i64 70), ptr null, ptr null, ptr getelementptr (i8, ptr @g_193, i64 70), ptr getelementptr (i8, ptr @g_193, i64 14), ptr getelementptr (i8, ptr @g_193, i64 70), ptr getelementptr (i8, ptr @g_193, i64 70), ptr getelementptr (i8, ptr @g_193, i64 70), ptr null, ptr getelementptr (i8, ptr @g_193, i64 70)], [10 x ptr] [ptr getelementptr (i8, ptr @g_193, i64 70), ptr getelementptr (i8, ptr @g_193, i64 70), ptr null, ptr getelementptr (i8, ptr @g_193, i64 14), ptr getelementptr (i8, ptr @g_193, i64 84), ptr null, ptr null, ptr getelementptr (i8, ptr @g_193, i64 84), ptr getelementptr (i8, ptr @g_193, i64 14), ptr null]], align 16
@__const.func_1.l_18 = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, i32, i8, i8, i8 } { i8 71, i8 1, i8 0, i8 undef, i8 -58, i8 64, i8 0, i8 0, i8 103, [3 x i8] undef, i8 -100, i8 -54, i8 -1, i8 31, i8 46, i8 0, i32 1238364828, i8 72, i8 0, i8 0 }, align 4
@__const.func_1.l_172 = private unnamed_addr constant [5 x [7 x i32]] [[7 x i32] [i32 1, i32 385137199, i32 1, i32 -312568175, i32 0, i32 0, i32 -312568175], [7 x i32] [i32 -1, i32 -1121084439, i32 -1, i32 676899625, i32 8, i32 8, i32 676899625], [7 x i32] [i32 1, i32 385137199, i32 1, i32 -312568175, i32 0, i32 0, i32 -312568175], [7 x i32] [i32 -1, i32 -1121084439, i32 -1, i32 676899625, i32 8, i32 8, i32 676899625], [7 x i32] [i32 1, i32 385137199, i32 1, i32 -312568175, i32 0, i32 0, i32 -312568175]], align 16
@g_25 = internal global ptr @g_26, align 8, !dbg !135
@__const.func_1.l_73 = private unnamed_addr constant [2 x [2 x ptr]] [[2 x ptr] [ptr @g_26, ptr @g_26], [2 x ptr] [ptr @g_26, ptr @g_26]], align 16
@g_47 = internal global ptr @g_48, align 8, !dbg !142
@g_48 = internal global ptr null, align 8, !dbg !146
@__const.func_1.l_104 = private unnamed_addr constant [10 x [9 x [1 x i64]]] [[9 x [1 x i64]] [[1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -1], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 1], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -1]], [9 x [1 x i64]] [[1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 1], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -1], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 1]], [9 x [1 x i64]] [[1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -1], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 1], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -1]], [9 x [1 x i64]] [[1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 1], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -1], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 1]], [9 x [1 x i64]] [[1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -1], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 1], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -1]], [9 x [1 x i64]] [[1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 1], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -1], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 1]], [9 x [1 x i64]] [[1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -1], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 1], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -1]], [9 x [1 x i64]] [[1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 1], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -1], [1 x i64] [i64 7092805676282966044], [1 x i64] [i64 -5053663188934983664], [1 x i64] [i64 -8994526970237482196]], [9 x [1 x i64]] [[1 x i64] [i64 -1], [1 x i64] [i64 1], [1 x i64] [i64 9165791773172501904], [1 x i64] [i64 1], [1 x i64] [i64 -1], [1 x i64] [i64 -8994526970237482196], [1 x i64] [i64 -1], [1 x i64] [i64 1], [1 x i64] [i64 9165791773172501904]], [9 x [1 x i64]] [[1 x i64] [i64 1], [1 x i64] [i64 -1], [1 x i64] [i64 -8994526970237482196], [1 x i64] [i64 -1], [1 x i64] [i64 1], [1 x i64] [i64 9165791773172501904], [1 x i64] [i64 1], [1 x i64] [i64 -1], [1 x i64] [i64 -8994526970237482196]]], align 16
@__const.func_1.l_132 = private unnamed_addr constant [5 x i32] [i32 7, i32 7, i32 7, i32 7, i32 7], align 16
@g_138 = internal global ptr @g_48, align 8, !dbg !148
@__const.func_4.l_22 = private unnamed_addr constant [7 x [1 x i16]] [[1 x i16] [i16 -11018], [1 x i16] [i16 1], [1 x i16] [i16 -11018], [1 x i16] [i16 1], [1 x i16] [i16 -11018], [1 x i16] [i16 1], [1 x i16] [i16 -11018]], align 2
@__const.func_4.l_27 = private unnamed_addr constant [2 x [9 x ptr]] [[9 x ptr] [ptr @g_21, ptr @g_26, ptr @g_26, ptr @g_21, ptr @g_21, ptr @g_26, ptr @g_26, ptr @g_21, ptr @g_21], [9 x ptr] [ptr @g_21, ptr null, ptr @g_21, ptr null, ptr @g_21, ptr null, ptr @g_21, ptr null, ptr @g_21]], align 16
@.str.41 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !150
@g_44 = internal constant [7 x [2 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]] [[2 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 34, i8 15, i8 0, i8 0, i16 30664, i8 -126, i8 -14, i8 -105, i8 -1, i8 47, i8 -49, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 111, i8 14, i8 0, i8 0, i16 -2956, i8 67, i8 -14, i8 111, i8 3, i8 80, i8 -33, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 7, i8 0, i8 0, i16 -7475, i8 -126, i8 -7, i8 -89, i8 1, i8 -16, i8 66, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 34, i8 15, i8 0, i8 0, i16 30664, i8 -126, i8 -14, i8 -105, i8 -1, i8 47, i8 -49, i8 1, i8 0 }]], [2 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 0, i8 0, i8 0, i16 12071, i8 0, i8 9, i8 -116, i8 7, i8 96, i8 28, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 0, i8 0, i8 0, i16 12071, i8 0, i8 9, i8 -116, i8 7, i8 96, i8 28, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 0, i8 0, i8 0, i16 12071, i8 0, i8 9, i8 -116, i8 7, i8 96, i8 28, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 34, i8 15, i8 0, i8 0, i16 30664, i8 -126, i8 -14, i8 -105, i8 -1, i8 47, i8 -49, i8 1, i8 0 }]], [2 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 7, i8 0, i8 0, i16 -7475, i8 -126, i8 -7, i8 -89, i8 1, i8 -16, i8 66, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 111, i8 14, i8 0, i8 0, i16 -2956, i8 67, i8 -14, i8 111, i8 3, i8 80, i8 -33, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 34, i8 15, i8 0, i8 0, i16 30664, i8 -126, i8 -14, i8 -105, i8 -1, i8 47, i8 -49, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 111, i8 14, i8 0, i8 0, i16 -2956, i8 67, i8 -14, i8 111, i8 3, i8 80, i8 -33, i8 0, i8 0 }]], [2 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 7, i8 0, i8 0, i16 -7475, i8 -126, i8 -7, i8 -89, i8 1, i8 -16, i8 66, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 34, i8 15, i8 0, i8 0, i16 30664, i8 -126, i8 -14, i8 -105, i8 -1, i8 47, i8 -49, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 0, i8 0, i8 0, i16 12071, i8 0, i8 9, i8 -116, i8 7, i8 96, i8 28, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 0, i8 0, i8 0, i16 12071, i8 0, i8 9, i8 -116, i8 7, i8 96, i8 28, i8 1, i8 0 }]], [2 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 0, i8 0, i8 0, i16 12071, i8 0, i8 9, i8 -116, i8 7, i8 96, i8 28, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 34, i8 15, i8 0, i8 0, i16 30664, i8 -126, i8 -14, i8 -105, i8 -1, i8 47, i8 -49, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 7, i8 0, i8 0, i16 -7475, i8 -126, i8 -7, i8 -89, i8 1, i8 -16, i8 66, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 111, i8 14, i8 0, i8 0, i16 -2956, i8 67, i8 -14, i8 111, i8 3, i8 80, i8 -33, i8 0, i8 0 }]], [2 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 34, i8 15, i8 0, i8 0, i16 30664, i8 -126, i8 -14, i8 -105, i8 -1, i8 47, i8 -49, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 111, i8 14, i8 0, i8 0, i16 -2956, i8 67, i8 -14, i8 111, i8 3, i8 80, i8 -33, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 7, i8 0, i8 0, i16 -7475, i8 -126, i8 -7, i8 -89, i8 1, i8 -16, i8 66, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 34, i8 15, i8 0, i8 0, i16 30664, i8 -126, i8 -14, i8 -105, i8 -1, i8 47, i8 -49, i8 1, i8 0 }]], [2 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 0, i8 0, i8 0, i16 12071, i8 0, i8 9, i8 -116, i8 7, i8 96, i8 28, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 0, i8 0, i8 0, i16 12071, i8 0, i8 9, i8 -116, i8 7, i8 96, i8 28, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 0, i8 0, i8 0, i16 12071, i8 0, i8 9, i8 -116, i8 7, i8 96, i8 28, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 34, i8 15, i8 0, i8 0, i16 30664, i8 -126, i8 -14, i8 -105, i8 -1, i8 47, i8 -49, i8 1, i8 0 }]]], align 16, !dbg !174
@g_77 = internal global { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 9, i8 11, i8 0, i8 0, i16 0, i8 -63, i8 -12, i8 59, i8 -6, i8 47, i8 66, i8 1, i8 0 }, align 1, !dbg !214
@g_193 = internal global [8 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 10, i8 0, i8 0, i16 -1, i8 69, i8 -11, i8 -45, i8 -4, i8 95, i8 -42, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 10, i8 0, i8 0, i16 -1, i8 69, i8 -11, i8 -45, i8 -4, i8 95, i8 -42, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 10, i8 0, i8 0, i16 -1, i8 69, i8 -11, i8 -45, i8 -4, i8 95, i8 -42, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 10, i8 0, i8 0, i16 -1, i8 69, i8 -11, i8 -45, i8 -4, i8 95, i8 -42, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 10, i8 0, i8 0, i16 -1, i8 69, i8 -11, i8 -45, i8 -4, i8 95, i8 -42, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 10, i8 0, i8 0, i16 -1, i8 69, i8 -11, i8 -45, i8 -4, i8 95, i8 -42, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 10, i8 0, i8 0, i16 -1, i8 69, i8 -11, i8 -45, i8 -4, i8 95, i8 -42, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 10, i8 0, i8 0, i16 -1, i8 69, i8 -11, i8 -45, i8 -4, i8 95, i8 -42, i8 0, i8 0 }], align 16, !dbg !234
@.str.45 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !237

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !253 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !259, !DIExpression(), !260)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !261, !DIExpression(), !262)
    #dbg_declare(ptr %6, !263, !DIExpression(), !264)
    #dbg_declare(ptr %7, !265, !DIExpression(), !266)
    #dbg_declare(ptr %8, !267, !DIExpression(), !268)
    #dbg_declare(ptr %9, !269, !DIExpression(), !270)
  store i32 0, ptr %9, align 4, !dbg !270
  %10 = load i32, ptr %4, align 4, !dbg !271
  %11 = icmp eq i32 %10, 2, !dbg !273
  br i1 %11, label %12, label %19, !dbg !274

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8, !dbg !275
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !275
  %15 = load ptr, ptr %14, align 8, !dbg !275
  %16 = call i32 @strcmp(ptr noundef %15, ptr noundef @.str) #4, !dbg !276
  %17 = icmp eq i32 %16, 0, !dbg !277
  br i1 %17, label %18, label %19, !dbg !278

18:                                               ; preds = %12
  store i32 1, ptr %9, align 4, !dbg !279
  br label %19, !dbg !280

19:                                               ; preds = %18, %12, %2
  call void @platform_main_begin(), !dbg !281
  call void @crc32_gentab(), !dbg !282
  %20 = call signext i8 @func_1(), !dbg !283
  %21 = load i32, ptr @g_8, align 4, !dbg !284
  %22 = zext i32 %21 to i64, !dbg !284
  %23 = load i32, ptr %9, align 4, !dbg !285
  call void @transparent_crc(i64 noundef %22, ptr noundef @.str.1, i32 noundef %23), !dbg !286
  %24 = load i32, ptr @g_21, align 4, !dbg !287
  %25 = sext i32 %24 to i64, !dbg !287
  %26 = load i32, ptr %9, align 4, !dbg !288
  call void @transparent_crc(i64 noundef %25, ptr noundef @.str.2, i32 noundef %26), !dbg !289
  %27 = load i32, ptr @g_26, align 4, !dbg !290
  %28 = sext i32 %27 to i64, !dbg !290
  %29 = load i32, ptr %9, align 4, !dbg !291
  call void @transparent_crc(i64 noundef %28, ptr noundef @.str.3, i32 noundef %29), !dbg !292
  %30 = load volatile i64, ptr @g_29, align 8, !dbg !293
  %31 = load i32, ptr %9, align 4, !dbg !294
  call void @transparent_crc(i64 noundef %30, ptr noundef @.str.4, i32 noundef %31), !dbg !295
  %32 = load i32, ptr @g_30, align 4, !dbg !296
  %33 = sext i32 %32 to i64, !dbg !296
  %34 = load i32, ptr %9, align 4, !dbg !297
  call void @transparent_crc(i64 noundef %33, ptr noundef @.str.5, i32 noundef %34), !dbg !298
  %35 = load i32, ptr @g_32, align 4, !dbg !299
  %36 = zext i32 %35 to i64, !dbg !299
  %37 = load i32, ptr %9, align 4, !dbg !300
  call void @transparent_crc(i64 noundef %36, ptr noundef @.str.6, i32 noundef %37), !dbg !301
  %38 = load i8, ptr @g_41, align 1, !dbg !302
  %39 = zext i8 %38 to i64, !dbg !302
  %40 = load i32, ptr %9, align 4, !dbg !303
  call void @transparent_crc(i64 noundef %39, ptr noundef @.str.7, i32 noundef %40), !dbg !304
  store i32 0, ptr %6, align 4, !dbg !305
  br label %41, !dbg !307

41:                                               ; preds = %158, %19
  %42 = load i32, ptr %6, align 4, !dbg !308
  %43 = icmp slt i32 %42, 7, !dbg !310
  br i1 %43, label %44, label %161, !dbg !311

44:                                               ; preds = %41
  store i32 0, ptr %7, align 4, !dbg !312
  br label %45, !dbg !315

45:                                               ; preds = %154, %44
  %46 = load i32, ptr %7, align 4, !dbg !316
  %47 = icmp slt i32 %46, 2, !dbg !318
  br i1 %47, label %48, label %157, !dbg !319

48:                                               ; preds = %45
  store i32 0, ptr %8, align 4, !dbg !320
  br label %49, !dbg !323

49:                                               ; preds = %150, %48
  %50 = load i32, ptr %8, align 4, !dbg !324
  %51 = icmp slt i32 %50, 2, !dbg !326
  br i1 %51, label %52, label %153, !dbg !327

52:                                               ; preds = %49
  %53 = load i32, ptr %6, align 4, !dbg !328
  %54 = sext i32 %53 to i64, !dbg !330
  %55 = getelementptr inbounds [7 x [2 x [2 x %struct.S1]]], ptr @g_44, i64 0, i64 %54, !dbg !330
  %56 = load i32, ptr %7, align 4, !dbg !331
  %57 = sext i32 %56 to i64, !dbg !330
  %58 = getelementptr inbounds [2 x [2 x %struct.S1]], ptr %55, i64 0, i64 %57, !dbg !330
  %59 = load i32, ptr %8, align 4, !dbg !332
  %60 = sext i32 %59 to i64, !dbg !330
  %61 = getelementptr inbounds [2 x %struct.S1], ptr %58, i64 0, i64 %60, !dbg !330
  %62 = load i32, ptr %61, align 2, !dbg !333
  %63 = and i32 %62, 33554431, !dbg !333
  %64 = zext i32 %63 to i64, !dbg !330
  %65 = load i32, ptr %9, align 4, !dbg !334
  call void @transparent_crc(i64 noundef %64, ptr noundef @.str.8, i32 noundef %65), !dbg !335
  %66 = load i32, ptr %6, align 4, !dbg !336
  %67 = sext i32 %66 to i64, !dbg !337
  %68 = getelementptr inbounds [7 x [2 x [2 x %struct.S1]]], ptr @g_44, i64 0, i64 %67, !dbg !337
  %69 = load i32, ptr %7, align 4, !dbg !338
  %70 = sext i32 %69 to i64, !dbg !337
  %71 = getelementptr inbounds [2 x [2 x %struct.S1]], ptr %68, i64 0, i64 %70, !dbg !337
  %72 = load i32, ptr %8, align 4, !dbg !339
  %73 = sext i32 %72 to i64, !dbg !337
  %74 = getelementptr inbounds [2 x %struct.S1], ptr %71, i64 0, i64 %73, !dbg !337
  %75 = getelementptr inbounds %struct.S1, ptr %74, i32 0, i32 1, !dbg !340
  %76 = load i16, ptr %75, align 2, !dbg !340
  %77 = zext i16 %76 to i64, !dbg !337
  %78 = load i32, ptr %9, align 4, !dbg !341
  call void @transparent_crc(i64 noundef %77, ptr noundef @.str.9, i32 noundef %78), !dbg !342
  %79 = load i32, ptr %6, align 4, !dbg !343
  %80 = sext i32 %79 to i64, !dbg !344
  %81 = getelementptr inbounds [7 x [2 x [2 x %struct.S1]]], ptr @g_44, i64 0, i64 %80, !dbg !344
  %82 = load i32, ptr %7, align 4, !dbg !345
  %83 = sext i32 %82 to i64, !dbg !344
  %84 = getelementptr inbounds [2 x [2 x %struct.S1]], ptr %81, i64 0, i64 %83, !dbg !344
  %85 = load i32, ptr %8, align 4, !dbg !346
  %86 = sext i32 %85 to i64, !dbg !344
  %87 = getelementptr inbounds [2 x %struct.S1], ptr %84, i64 0, i64 %86, !dbg !344
  %88 = getelementptr inbounds %struct.S1, ptr %87, i32 0, i32 2, !dbg !347
  %89 = load i64, ptr %88, align 2, !dbg !347
  %90 = and i64 %89, 63, !dbg !347
  %91 = trunc i64 %90 to i32, !dbg !347
  %92 = zext i32 %91 to i64, !dbg !344
  %93 = load i32, ptr %9, align 4, !dbg !348
  call void @transparent_crc(i64 noundef %92, ptr noundef @.str.10, i32 noundef %93), !dbg !349
  %94 = load i32, ptr %6, align 4, !dbg !350
  %95 = sext i32 %94 to i64, !dbg !351
  %96 = getelementptr inbounds [7 x [2 x [2 x %struct.S1]]], ptr @g_44, i64 0, i64 %95, !dbg !351
  %97 = load i32, ptr %7, align 4, !dbg !352
  %98 = sext i32 %97 to i64, !dbg !351
  %99 = getelementptr inbounds [2 x [2 x %struct.S1]], ptr %96, i64 0, i64 %98, !dbg !351
  %100 = load i32, ptr %8, align 4, !dbg !353
  %101 = sext i32 %100 to i64, !dbg !351
  %102 = getelementptr inbounds [2 x %struct.S1], ptr %99, i64 0, i64 %101, !dbg !351
  %103 = getelementptr inbounds %struct.S1, ptr %102, i32 0, i32 2, !dbg !354
  %104 = load volatile i64, ptr %103, align 2, !dbg !354
  %105 = shl i64 %104, 46, !dbg !354
  %106 = ashr i64 %105, 52, !dbg !354
  %107 = trunc i64 %106 to i32, !dbg !354
  %108 = sext i32 %107 to i64, !dbg !351
  %109 = load i32, ptr %9, align 4, !dbg !355
  call void @transparent_crc(i64 noundef %108, ptr noundef @.str.11, i32 noundef %109), !dbg !356
  %110 = load i32, ptr %6, align 4, !dbg !357
  %111 = sext i32 %110 to i64, !dbg !358
  %112 = getelementptr inbounds [7 x [2 x [2 x %struct.S1]]], ptr @g_44, i64 0, i64 %111, !dbg !358
  %113 = load i32, ptr %7, align 4, !dbg !359
  %114 = sext i32 %113 to i64, !dbg !358
  %115 = getelementptr inbounds [2 x [2 x %struct.S1]], ptr %112, i64 0, i64 %114, !dbg !358
  %116 = load i32, ptr %8, align 4, !dbg !360
  %117 = sext i32 %116 to i64, !dbg !358
  %118 = getelementptr inbounds [2 x %struct.S1], ptr %115, i64 0, i64 %117, !dbg !358
  %119 = getelementptr inbounds %struct.S1, ptr %118, i32 0, i32 2, !dbg !361
  %120 = load volatile i64, ptr %119, align 2, !dbg !361
  %121 = shl i64 %120, 28, !dbg !361
  %122 = ashr i64 %121, 46, !dbg !361
  %123 = trunc i64 %122 to i32, !dbg !361
  %124 = sext i32 %123 to i64, !dbg !358
  %125 = load i32, ptr %9, align 4, !dbg !362
  call void @transparent_crc(i64 noundef %124, ptr noundef @.str.12, i32 noundef %125), !dbg !363
  %126 = load i32, ptr %6, align 4, !dbg !364
  %127 = sext i32 %126 to i64, !dbg !365
  %128 = getelementptr inbounds [7 x [2 x [2 x %struct.S1]]], ptr @g_44, i64 0, i64 %127, !dbg !365
  %129 = load i32, ptr %7, align 4, !dbg !366
  %130 = sext i32 %129 to i64, !dbg !365
  %131 = getelementptr inbounds [2 x [2 x %struct.S1]], ptr %128, i64 0, i64 %130, !dbg !365
  %132 = load i32, ptr %8, align 4, !dbg !367
  %133 = sext i32 %132 to i64, !dbg !365
  %134 = getelementptr inbounds [2 x %struct.S1], ptr %131, i64 0, i64 %133, !dbg !365
  %135 = getelementptr inbounds %struct.S1, ptr %134, i32 0, i32 2, !dbg !368
  %136 = load i64, ptr %135, align 2, !dbg !368
  %137 = lshr i64 %136, 36, !dbg !368
  %138 = and i64 %137, 134217727, !dbg !368
  %139 = trunc i64 %138 to i32, !dbg !368
  %140 = zext i32 %139 to i64, !dbg !365
  %141 = load i32, ptr %9, align 4, !dbg !369
  call void @transparent_crc(i64 noundef %140, ptr noundef @.str.13, i32 noundef %141), !dbg !370
  %142 = load i32, ptr %9, align 4, !dbg !371
  %143 = icmp ne i32 %142, 0, !dbg !371
  br i1 %143, label %144, label %149, !dbg !373

144:                                              ; preds = %52
  %145 = load i32, ptr %6, align 4, !dbg !374
  %146 = load i32, ptr %7, align 4, !dbg !375
  %147 = load i32, ptr %8, align 4, !dbg !376
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %145, i32 noundef %146, i32 noundef %147), !dbg !377
  br label %149, !dbg !377

149:                                              ; preds = %144, %52
  br label %150, !dbg !378

150:                                              ; preds = %149
  %151 = load i32, ptr %8, align 4, !dbg !379
  %152 = add nsw i32 %151, 1, !dbg !379
  store i32 %152, ptr %8, align 4, !dbg !379
  br label %49, !dbg !380, !llvm.loop !381

153:                                              ; preds = %49
  br label %154, !dbg !384

154:                                              ; preds = %153
  %155 = load i32, ptr %7, align 4, !dbg !385
  %156 = add nsw i32 %155, 1, !dbg !385
  store i32 %156, ptr %7, align 4, !dbg !385
  br label %45, !dbg !386, !llvm.loop !387

157:                                              ; preds = %45
  br label %158, !dbg !389

158:                                              ; preds = %157
  %159 = load i32, ptr %6, align 4, !dbg !390
  %160 = add nsw i32 %159, 1, !dbg !390
  store i32 %160, ptr %6, align 4, !dbg !390
  br label %41, !dbg !391, !llvm.loop !392

161:                                              ; preds = %41
  %162 = load volatile i32, ptr @g_52, align 4, !dbg !394
  %163 = sext i32 %162 to i64, !dbg !394
  %164 = load i32, ptr %9, align 4, !dbg !395
  call void @transparent_crc(i64 noundef %163, ptr noundef @.str.15, i32 noundef %164), !dbg !396
  %165 = load i32, ptr @g_53, align 4, !dbg !397
  %166 = sext i32 %165 to i64, !dbg !397
  %167 = load i32, ptr %9, align 4, !dbg !398
  call void @transparent_crc(i64 noundef %166, ptr noundef @.str.16, i32 noundef %167), !dbg !399
  %168 = load i8, ptr @g_54, align 1, !dbg !400
  %169 = sext i8 %168 to i64, !dbg !400
  %170 = load i32, ptr %9, align 4, !dbg !401
  call void @transparent_crc(i64 noundef %169, ptr noundef @.str.17, i32 noundef %170), !dbg !402
  %171 = load volatile i16, ptr @g_56, align 2, !dbg !403
  %172 = sext i16 %171 to i64, !dbg !403
  %173 = load i32, ptr %9, align 4, !dbg !404
  call void @transparent_crc(i64 noundef %172, ptr noundef @.str.18, i32 noundef %173), !dbg !405
  store i32 0, ptr %6, align 4, !dbg !406
  br label %174, !dbg !408

174:                                              ; preds = %202, %161
  %175 = load i32, ptr %6, align 4, !dbg !409
  %176 = icmp slt i32 %175, 9, !dbg !411
  br i1 %176, label %177, label %205, !dbg !412

177:                                              ; preds = %174
  store i32 0, ptr %7, align 4, !dbg !413
  br label %178, !dbg !416

178:                                              ; preds = %198, %177
  %179 = load i32, ptr %7, align 4, !dbg !417
  %180 = icmp slt i32 %179, 1, !dbg !419
  br i1 %180, label %181, label %201, !dbg !420

181:                                              ; preds = %178
  %182 = load i32, ptr %6, align 4, !dbg !421
  %183 = sext i32 %182 to i64, !dbg !423
  %184 = getelementptr inbounds [9 x [1 x i32]], ptr @g_57, i64 0, i64 %183, !dbg !423
  %185 = load i32, ptr %7, align 4, !dbg !424
  %186 = sext i32 %185 to i64, !dbg !423
  %187 = getelementptr inbounds [1 x i32], ptr %184, i64 0, i64 %186, !dbg !423
  %188 = load i32, ptr %187, align 4, !dbg !423
  %189 = zext i32 %188 to i64, !dbg !423
  %190 = load i32, ptr %9, align 4, !dbg !425
  call void @transparent_crc(i64 noundef %189, ptr noundef @.str.19, i32 noundef %190), !dbg !426
  %191 = load i32, ptr %9, align 4, !dbg !427
  %192 = icmp ne i32 %191, 0, !dbg !427
  br i1 %192, label %193, label %197, !dbg !429

193:                                              ; preds = %181
  %194 = load i32, ptr %6, align 4, !dbg !430
  %195 = load i32, ptr %7, align 4, !dbg !431
  %196 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %194, i32 noundef %195), !dbg !432
  br label %197, !dbg !432

197:                                              ; preds = %193, %181
  br label %198, !dbg !433

198:                                              ; preds = %197
  %199 = load i32, ptr %7, align 4, !dbg !434
  %200 = add nsw i32 %199, 1, !dbg !434
  store i32 %200, ptr %7, align 4, !dbg !434
  br label %178, !dbg !435, !llvm.loop !436

201:                                              ; preds = %178
  br label %202, !dbg !438

202:                                              ; preds = %201
  %203 = load i32, ptr %6, align 4, !dbg !439
  %204 = add nsw i32 %203, 1, !dbg !439
  store i32 %204, ptr %6, align 4, !dbg !439
  br label %174, !dbg !440, !llvm.loop !441

205:                                              ; preds = %174
  %206 = load volatile i32, ptr @g_77, align 1, !dbg !443
  %207 = and i32 %206, 33554431, !dbg !443
  %208 = zext i32 %207 to i64, !dbg !444
  %209 = load i32, ptr %9, align 4, !dbg !445
  call void @transparent_crc(i64 noundef %208, ptr noundef @.str.21, i32 noundef %209), !dbg !446
  %210 = load volatile i16, ptr getelementptr inbounds (%struct.S1, ptr @g_77, i32 0, i32 1), align 1, !dbg !447
  %211 = zext i16 %210 to i64, !dbg !448
  %212 = load i32, ptr %9, align 4, !dbg !449
  call void @transparent_crc(i64 noundef %211, ptr noundef @.str.22, i32 noundef %212), !dbg !450
  %213 = load volatile i64, ptr getelementptr inbounds (%struct.S1, ptr @g_77, i32 0, i32 2), align 1, !dbg !451
  %214 = and i64 %213, 63, !dbg !451
  %215 = trunc i64 %214 to i32, !dbg !451
  %216 = zext i32 %215 to i64, !dbg !452
  %217 = load i32, ptr %9, align 4, !dbg !453
  call void @transparent_crc(i64 noundef %216, ptr noundef @.str.23, i32 noundef %217), !dbg !454
  %218 = load volatile i64, ptr getelementptr inbounds (%struct.S1, ptr @g_77, i32 0, i32 2), align 1, !dbg !455
  %219 = shl i64 %218, 46, !dbg !455
  %220 = ashr i64 %219, 52, !dbg !455
  %221 = trunc i64 %220 to i32, !dbg !455
  %222 = sext i32 %221 to i64, !dbg !456
  %223 = load i32, ptr %9, align 4, !dbg !457
  call void @transparent_crc(i64 noundef %222, ptr noundef @.str.24, i32 noundef %223), !dbg !458
  %224 = load volatile i64, ptr getelementptr inbounds (%struct.S1, ptr @g_77, i32 0, i32 2), align 1, !dbg !459
  %225 = shl i64 %224, 28, !dbg !459
  %226 = ashr i64 %225, 46, !dbg !459
  %227 = trunc i64 %226 to i32, !dbg !459
  %228 = sext i32 %227 to i64, !dbg !460
  %229 = load i32, ptr %9, align 4, !dbg !461
  call void @transparent_crc(i64 noundef %228, ptr noundef @.str.25, i32 noundef %229), !dbg !462
  %230 = load volatile i64, ptr getelementptr inbounds (%struct.S1, ptr @g_77, i32 0, i32 2), align 1, !dbg !463
  %231 = lshr i64 %230, 36, !dbg !463
  %232 = and i64 %231, 134217727, !dbg !463
  %233 = trunc i64 %232 to i32, !dbg !463
  %234 = zext i32 %233 to i64, !dbg !464
  %235 = load i32, ptr %9, align 4, !dbg !465
  call void @transparent_crc(i64 noundef %234, ptr noundef @.str.26, i32 noundef %235), !dbg !466
  %236 = load i16, ptr @g_93, align 2, !dbg !467
  %237 = zext i16 %236 to i64, !dbg !467
  %238 = load i32, ptr %9, align 4, !dbg !468
  call void @transparent_crc(i64 noundef %237, ptr noundef @.str.27, i32 noundef %238), !dbg !469
  %239 = load i16, ptr @g_113, align 2, !dbg !470
  %240 = sext i16 %239 to i64, !dbg !470
  %241 = load i32, ptr %9, align 4, !dbg !471
  call void @transparent_crc(i64 noundef %240, ptr noundef @.str.28, i32 noundef %241), !dbg !472
  %242 = load i16, ptr @g_127, align 2, !dbg !473
  %243 = zext i16 %242 to i64, !dbg !473
  %244 = load i32, ptr %9, align 4, !dbg !474
  call void @transparent_crc(i64 noundef %243, ptr noundef @.str.29, i32 noundef %244), !dbg !475
  %245 = load i64, ptr @g_131, align 8, !dbg !476
  %246 = load i32, ptr %9, align 4, !dbg !477
  call void @transparent_crc(i64 noundef %245, ptr noundef @.str.30, i32 noundef %246), !dbg !478
  %247 = load i32, ptr @g_153, align 4, !dbg !479
  %248 = sext i32 %247 to i64, !dbg !479
  %249 = load i32, ptr %9, align 4, !dbg !480
  call void @transparent_crc(i64 noundef %248, ptr noundef @.str.31, i32 noundef %249), !dbg !481
  %250 = load i32, ptr @g_155, align 4, !dbg !482
  %251 = zext i32 %250 to i64, !dbg !482
  %252 = load i32, ptr %9, align 4, !dbg !483
  call void @transparent_crc(i64 noundef %251, ptr noundef @.str.32, i32 noundef %252), !dbg !484
  %253 = load i32, ptr @g_174, align 4, !dbg !485
  %254 = zext i32 %253 to i64, !dbg !485
  %255 = load i32, ptr %9, align 4, !dbg !486
  call void @transparent_crc(i64 noundef %254, ptr noundef @.str.33, i32 noundef %255), !dbg !487
  store i32 0, ptr %6, align 4, !dbg !488
  br label %256, !dbg !490

256:                                              ; preds = %319, %205
  %257 = load i32, ptr %6, align 4, !dbg !491
  %258 = icmp slt i32 %257, 8, !dbg !493
  br i1 %258, label %259, label %322, !dbg !494

259:                                              ; preds = %256
  %260 = load i32, ptr %6, align 4, !dbg !495
  %261 = sext i32 %260 to i64, !dbg !497
  %262 = getelementptr inbounds [8 x %struct.S1], ptr @g_193, i64 0, i64 %261, !dbg !497
  %263 = load i32, ptr %262, align 2, !dbg !498
  %264 = and i32 %263, 33554431, !dbg !498
  %265 = zext i32 %264 to i64, !dbg !497
  %266 = load i32, ptr %9, align 4, !dbg !499
  call void @transparent_crc(i64 noundef %265, ptr noundef @.str.34, i32 noundef %266), !dbg !500
  %267 = load i32, ptr %6, align 4, !dbg !501
  %268 = sext i32 %267 to i64, !dbg !502
  %269 = getelementptr inbounds [8 x %struct.S1], ptr @g_193, i64 0, i64 %268, !dbg !502
  %270 = getelementptr inbounds %struct.S1, ptr %269, i32 0, i32 1, !dbg !503
  %271 = load i16, ptr %270, align 2, !dbg !503
  %272 = zext i16 %271 to i64, !dbg !502
  %273 = load i32, ptr %9, align 4, !dbg !504
  call void @transparent_crc(i64 noundef %272, ptr noundef @.str.35, i32 noundef %273), !dbg !505
  %274 = load i32, ptr %6, align 4, !dbg !506
  %275 = sext i32 %274 to i64, !dbg !507
  %276 = getelementptr inbounds [8 x %struct.S1], ptr @g_193, i64 0, i64 %275, !dbg !507
  %277 = getelementptr inbounds %struct.S1, ptr %276, i32 0, i32 2, !dbg !508
  %278 = load i64, ptr %277, align 2, !dbg !508
  %279 = and i64 %278, 63, !dbg !508
  %280 = trunc i64 %279 to i32, !dbg !508
  %281 = zext i32 %280 to i64, !dbg !507
  %282 = load i32, ptr %9, align 4, !dbg !509
  call void @transparent_crc(i64 noundef %281, ptr noundef @.str.36, i32 noundef %282), !dbg !510
  %283 = load i32, ptr %6, align 4, !dbg !511
  %284 = sext i32 %283 to i64, !dbg !512
  %285 = getelementptr inbounds [8 x %struct.S1], ptr @g_193, i64 0, i64 %284, !dbg !512
  %286 = getelementptr inbounds %struct.S1, ptr %285, i32 0, i32 2, !dbg !513
  %287 = load volatile i64, ptr %286, align 2, !dbg !513
  %288 = shl i64 %287, 46, !dbg !513
  %289 = ashr i64 %288, 52, !dbg !513
  %290 = trunc i64 %289 to i32, !dbg !513
  %291 = sext i32 %290 to i64, !dbg !512
  %292 = load i32, ptr %9, align 4, !dbg !514
  call void @transparent_crc(i64 noundef %291, ptr noundef @.str.37, i32 noundef %292), !dbg !515
  %293 = load i32, ptr %6, align 4, !dbg !516
  %294 = sext i32 %293 to i64, !dbg !517
  %295 = getelementptr inbounds [8 x %struct.S1], ptr @g_193, i64 0, i64 %294, !dbg !517
  %296 = getelementptr inbounds %struct.S1, ptr %295, i32 0, i32 2, !dbg !518
  %297 = load volatile i64, ptr %296, align 2, !dbg !518
  %298 = shl i64 %297, 28, !dbg !518
  %299 = ashr i64 %298, 46, !dbg !518
  %300 = trunc i64 %299 to i32, !dbg !518
  %301 = sext i32 %300 to i64, !dbg !517
  %302 = load i32, ptr %9, align 4, !dbg !519
  call void @transparent_crc(i64 noundef %301, ptr noundef @.str.38, i32 noundef %302), !dbg !520
  %303 = load i32, ptr %6, align 4, !dbg !521
  %304 = sext i32 %303 to i64, !dbg !522
  %305 = getelementptr inbounds [8 x %struct.S1], ptr @g_193, i64 0, i64 %304, !dbg !522
  %306 = getelementptr inbounds %struct.S1, ptr %305, i32 0, i32 2, !dbg !523
  %307 = load i64, ptr %306, align 2, !dbg !523
  %308 = lshr i64 %307, 36, !dbg !523
  %309 = and i64 %308, 134217727, !dbg !523
  %310 = trunc i64 %309 to i32, !dbg !523
  %311 = zext i32 %310 to i64, !dbg !522
  %312 = load i32, ptr %9, align 4, !dbg !524
  call void @transparent_crc(i64 noundef %311, ptr noundef @.str.39, i32 noundef %312), !dbg !525
  %313 = load i32, ptr %9, align 4, !dbg !526
  %314 = icmp ne i32 %313, 0, !dbg !526
  br i1 %314, label %315, label %318, !dbg !528

315:                                              ; preds = %259
  %316 = load i32, ptr %6, align 4, !dbg !529
  %317 = call i32 (ptr, ...) @printf(ptr noundef @.str.40, i32 noundef %316), !dbg !530
  br label %318, !dbg !530

318:                                              ; preds = %315, %259
  br label %319, !dbg !531

319:                                              ; preds = %318
  %320 = load i32, ptr %6, align 4, !dbg !532
  %321 = add nsw i32 %320, 1, !dbg !532
  store i32 %321, ptr %6, align 4, !dbg !532
  br label %256, !dbg !533, !llvm.loop !534

322:                                              ; preds = %256
  %323 = load i32, ptr @crc32_context, align 4, !dbg !536
  %324 = zext i32 %323 to i64, !dbg !536
  %325 = xor i64 %324, 4294967295, !dbg !537
  %326 = trunc i64 %325 to i32, !dbg !536
  %327 = load i32, ptr %9, align 4, !dbg !538
  call void @platform_main_end(i32 noundef %326, i32 noundef %327), !dbg !539
  ret i32 0, !dbg !540
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !541 {
  ret void, !dbg !544
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !545 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !546, !DIExpression(), !547)
    #dbg_declare(ptr %2, !548, !DIExpression(), !550)
  store i32 -306674912, ptr %2, align 4, !dbg !550
    #dbg_declare(ptr %3, !551, !DIExpression(), !552)
    #dbg_declare(ptr %4, !553, !DIExpression(), !554)
  store i32 0, ptr %3, align 4, !dbg !555
  br label %5, !dbg !557

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !558
  %7 = icmp slt i32 %6, 256, !dbg !560
  br i1 %7, label %8, label %36, !dbg !561

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !562
  store i32 %9, ptr %1, align 4, !dbg !564
  store i32 8, ptr %4, align 4, !dbg !565
  br label %10, !dbg !567

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !568
  %12 = icmp sgt i32 %11, 0, !dbg !570
  br i1 %12, label %13, label %28, !dbg !571

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !572
  %15 = and i32 %14, 1, !dbg !575
  %16 = icmp ne i32 %15, 0, !dbg !575
  br i1 %16, label %17, label %21, !dbg !576

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !577
  %19 = lshr i32 %18, 1, !dbg !579
  %20 = xor i32 %19, -306674912, !dbg !580
  store i32 %20, ptr %1, align 4, !dbg !581
  br label %24, !dbg !582

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !583
  %23 = lshr i32 %22, 1, !dbg !583
  store i32 %23, ptr %1, align 4, !dbg !583
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !585

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !586
  %27 = add nsw i32 %26, -1, !dbg !586
  store i32 %27, ptr %4, align 4, !dbg !586
  br label %10, !dbg !587, !llvm.loop !588

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !590
  %30 = load i32, ptr %3, align 4, !dbg !591
  %31 = sext i32 %30 to i64, !dbg !592
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !592
  store i32 %29, ptr %32, align 4, !dbg !593
  br label %33, !dbg !594

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !595
  %35 = add nsw i32 %34, 1, !dbg !595
  store i32 %35, ptr %3, align 4, !dbg !595
  br label %5, !dbg !596, !llvm.loop !597

36:                                               ; preds = %5
  ret void, !dbg !599
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @func_1() #0 !dbg !600 {
  %1 = alloca i8, align 1
  %2 = alloca i16, align 2
  %3 = alloca [2 x %struct.S0], align 16
  %4 = alloca [4 x i32], align 16
  %5 = alloca %struct.S0, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i16, align 2
  %12 = alloca i16, align 2
  %13 = alloca [8 x [10 x ptr]], align 16
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.S0, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i8, align 1
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i8, align 1
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca [5 x [7 x i32]], align 16
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca [2 x [2 x ptr]], align 16
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca ptr, align 8
  %34 = alloca [10 x [9 x [1 x i64]]], align 16
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca [5 x i32], align 16
  %40 = alloca i8, align 1
  %41 = alloca [2 x i8], align 1
  %42 = alloca ptr, align 8
  %43 = alloca [2 x ptr], align 16
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca ptr, align 8
  %48 = alloca i32, align 4
  %49 = alloca ptr, align 8
  %50 = alloca ptr, align 8
  %51 = alloca [3 x ptr], align 16
  %52 = alloca i32, align 4
  %53 = alloca i16, align 2
  %54 = alloca ptr, align 8
  %55 = alloca i32, align 4
  %56 = alloca i8, align 1
  %57 = alloca [2 x [10 x [2 x ptr]]], align 16
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca [1 x i64], align 8
  %62 = alloca ptr, align 8
  %63 = alloca i32, align 4
  %64 = alloca ptr, align 8
  %65 = alloca ptr, align 8
  %66 = alloca ptr, align 8
  %67 = alloca ptr, align 8
  %68 = alloca i32, align 4
  %69 = alloca ptr, align 8
    #dbg_declare(ptr %2, !603, !DIExpression(), !604)
  store i16 -25196, ptr %2, align 2, !dbg !604
    #dbg_declare(ptr %3, !605, !DIExpression(), !617)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.func_1.l_13, i64 56, i1 false), !dbg !617
    #dbg_declare(ptr %4, !618, !DIExpression(), !620)
    #dbg_declare(ptr %5, !621, !DIExpression(), !622)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.func_1.l_101, i64 28, i1 false), !dbg !622
    #dbg_declare(ptr %6, !623, !DIExpression(), !624)
  store ptr @g_26, ptr %6, align 8, !dbg !624
    #dbg_declare(ptr %7, !625, !DIExpression(), !626)
  store i32 -1696657222, ptr %7, align 4, !dbg !626
    #dbg_declare(ptr %8, !627, !DIExpression(), !628)
  store i32 -591036069, ptr %8, align 4, !dbg !628
    #dbg_declare(ptr %9, !629, !DIExpression(), !630)
  store i32 -1402354517, ptr %9, align 4, !dbg !630
    #dbg_declare(ptr %10, !631, !DIExpression(), !632)
  store i32 1, ptr %10, align 4, !dbg !632
    #dbg_declare(ptr %11, !633, !DIExpression(), !634)
  store i16 31199, ptr %11, align 2, !dbg !634
    #dbg_declare(ptr %12, !635, !DIExpression(), !636)
  store i16 1, ptr %12, align 2, !dbg !636
    #dbg_declare(ptr %13, !637, !DIExpression(), !642)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %13, ptr align 16 @__const.func_1.l_198, i64 640, i1 false), !dbg !642
    #dbg_declare(ptr %14, !643, !DIExpression(), !644)
    #dbg_declare(ptr %15, !645, !DIExpression(), !646)
  store i32 0, ptr %14, align 4, !dbg !647
  br label %70, !dbg !649

70:                                               ; preds = %77, %0
  %71 = load i32, ptr %14, align 4, !dbg !650
  %72 = icmp slt i32 %71, 4, !dbg !652
  br i1 %72, label %73, label %80, !dbg !653

73:                                               ; preds = %70
  %74 = load i32, ptr %14, align 4, !dbg !654
  %75 = sext i32 %74 to i64, !dbg !655
  %76 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %75, !dbg !655
  store i32 -1, ptr %76, align 4, !dbg !656
  br label %77, !dbg !655

77:                                               ; preds = %73
  %78 = load i32, ptr %14, align 4, !dbg !657
  %79 = add nsw i32 %78, 1, !dbg !657
  store i32 %79, ptr %14, align 4, !dbg !657
  br label %70, !dbg !658, !llvm.loop !659

80:                                               ; preds = %70
  %81 = load i16, ptr %2, align 2, !dbg !661
  %82 = icmp ne i16 %81, 0, !dbg !661
  br i1 %82, label %83, label %86, !dbg !663

83:                                               ; preds = %80
    #dbg_declare(ptr %16, !664, !DIExpression(), !666)
  store i32 -1, ptr %16, align 4, !dbg !666
  %84 = load i32, ptr %16, align 4, !dbg !667
  %85 = trunc i32 %84 to i8, !dbg !667
  store i8 %85, ptr %1, align 1, !dbg !668
  br label %705, !dbg !668

86:                                               ; preds = %80
    #dbg_declare(ptr %17, !669, !DIExpression(), !671)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 @__const.func_1.l_18, i64 28, i1 false), !dbg !671
    #dbg_declare(ptr %18, !672, !DIExpression(), !673)
  store ptr @g_53, ptr %18, align 8, !dbg !673
    #dbg_declare(ptr %19, !674, !DIExpression(), !675)
  store i8 -8, ptr %19, align 1, !dbg !675
    #dbg_declare(ptr %20, !676, !DIExpression(), !677)
  store i32 1, ptr %20, align 4, !dbg !677
    #dbg_declare(ptr %21, !678, !DIExpression(), !679)
  store i32 -9, ptr %21, align 4, !dbg !679
    #dbg_declare(ptr %22, !680, !DIExpression(), !681)
  store i32 -6, ptr %22, align 4, !dbg !681
    #dbg_declare(ptr %23, !682, !DIExpression(), !683)
  store i8 4, ptr %23, align 1, !dbg !683
    #dbg_declare(ptr %24, !684, !DIExpression(), !685)
  store i32 0, ptr %24, align 4, !dbg !685
    #dbg_declare(ptr %25, !686, !DIExpression(), !687)
  store i32 0, ptr %25, align 4, !dbg !687
    #dbg_declare(ptr %26, !688, !DIExpression(), !691)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %26, ptr align 16 @__const.func_1.l_172, i64 140, i1 false), !dbg !691
    #dbg_declare(ptr %27, !692, !DIExpression(), !693)
    #dbg_declare(ptr %28, !694, !DIExpression(), !695)
  %87 = load i32, ptr @g_8, align 4, !dbg !696
  %88 = load i16, ptr %2, align 2, !dbg !697
  %89 = zext i16 %88 to i32, !dbg !697
  %90 = getelementptr inbounds [2 x %struct.S0], ptr %3, i64 0, i64 0, !dbg !698
  %91 = getelementptr inbounds [2 x %struct.S0], ptr %3, i64 0, i64 0, !dbg !699
  %92 = getelementptr inbounds %struct.S0, ptr %91, i32 0, i32 4, !dbg !700
  %93 = load i32, ptr %92, align 4, !dbg !700
  %94 = trunc i32 %93 to i16, !dbg !699
  %95 = load i32, ptr @g_8, align 4, !dbg !701
  %96 = icmp ne i32 %95, 0, !dbg !701
  br i1 %96, label %98, label %97, !dbg !702

97:                                               ; preds = %86
  br label %98, !dbg !702

98:                                               ; preds = %97, %86
  %99 = phi i1 [ true, %86 ], [ false, %97 ]
  %100 = zext i1 %99 to i32, !dbg !702
  %101 = trunc i32 %100 to i8, !dbg !703
  %102 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %101, i8 noundef signext 78), !dbg !704
  %103 = sext i8 %102 to i16, !dbg !705
  %104 = call zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext %94, i16 noundef zeroext %103), !dbg !706
  %105 = zext i16 %104 to i32, !dbg !707
  %106 = call i32 @func_9(ptr noundef byval(%struct.S0) align 8 %90, i32 noundef %105, ptr noundef byval(%struct.S0) align 8 %17), !dbg !708
  %107 = call i32 @func_4(i32 noundef %87, i32 noundef %89, i32 noundef %106), !dbg !709
  %108 = load ptr, ptr %18, align 8, !dbg !710
  %109 = load i32, ptr %108, align 4, !dbg !711
  %110 = and i32 %109, %107, !dbg !711
  store i32 %110, ptr %108, align 4, !dbg !711
  %111 = load ptr, ptr %18, align 8, !dbg !712
  %112 = load i32, ptr %111, align 4, !dbg !714
  %113 = trunc i32 %112 to i8, !dbg !715
  %114 = load i8, ptr %19, align 1, !dbg !716
  %115 = zext i8 %114 to i64, !dbg !716
  %116 = icmp ule i64 1, %115, !dbg !717
  %117 = zext i1 %116 to i32, !dbg !717
  %118 = sext i32 %117 to i64, !dbg !718
  %119 = load i32, ptr @g_26, align 4, !dbg !719
  %120 = icmp ne i32 %119, 0, !dbg !719
  br i1 %120, label %121, label %125, !dbg !720

121:                                              ; preds = %98
  %122 = load volatile ptr, ptr @g_25, align 8, !dbg !721
  %123 = load i32, ptr %122, align 4, !dbg !722
  %124 = icmp ne i32 %123, 0, !dbg !723
  br i1 %124, label %129, label %125, !dbg !724

125:                                              ; preds = %121, %98
  %126 = load volatile ptr, ptr @g_25, align 8, !dbg !725
  %127 = load i32, ptr %126, align 4, !dbg !726
  %128 = icmp ne i32 %127, 0, !dbg !724
  br label %129, !dbg !724

129:                                              ; preds = %125, %121
  %130 = phi i1 [ true, %121 ], [ %128, %125 ]
  %131 = zext i1 %130 to i32, !dbg !724
  %132 = sext i32 %131 to i64, !dbg !727
  %133 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %118, i64 noundef %132), !dbg !728
  %134 = trunc i64 %133 to i8, !dbg !729
  %135 = call zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %113, i8 noundef zeroext %134), !dbg !730
  %136 = zext i8 %135 to i16, !dbg !731
  %137 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %136, i16 noundef signext 0), !dbg !732
  %138 = sext i16 %137 to i32, !dbg !733
  %139 = icmp ne i32 %138, 30664, !dbg !734
  %140 = zext i1 %139 to i32, !dbg !734
  %141 = trunc i32 %140 to i8, !dbg !735
  %142 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %141, i8 noundef signext -9), !dbg !736
  %143 = sext i8 %142 to i64, !dbg !737
  %144 = and i64 2607304777, %143, !dbg !738
  %145 = trunc i64 %144 to i32, !dbg !739
  %146 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 0, !dbg !740
  %147 = load i32, ptr %146, align 16, !dbg !740
  %148 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %145, i32 noundef %147), !dbg !741
  %149 = icmp ne i32 %148, 0, !dbg !741
  br i1 %149, label %150, label %247, !dbg !742

150:                                              ; preds = %129
    #dbg_declare(ptr %29, !743, !DIExpression(), !747)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %29, ptr align 16 @__const.func_1.l_73, i64 32, i1 false), !dbg !747
    #dbg_declare(ptr %30, !748, !DIExpression(), !749)
  store i32 -2029816672, ptr %30, align 4, !dbg !749
    #dbg_declare(ptr %31, !750, !DIExpression(), !751)
    #dbg_declare(ptr %32, !752, !DIExpression(), !753)
  %151 = load i32, ptr @g_8, align 4, !dbg !754
  %152 = load volatile ptr, ptr @g_25, align 8, !dbg !756
  %153 = load i32, ptr %152, align 4, !dbg !757
  %154 = icmp ne i32 %153, 0, !dbg !758
  br i1 %154, label %155, label %158, !dbg !759

155:                                              ; preds = %150
  %156 = load i32, ptr @g_30, align 4, !dbg !760
  %157 = trunc i32 %156 to i8, !dbg !760
  store i8 %157, ptr %1, align 1, !dbg !762
  br label %705, !dbg !762

158:                                              ; preds = %150
  %159 = load ptr, ptr %18, align 8, !dbg !763
  %160 = load volatile ptr, ptr @g_47, align 8, !dbg !765
  store ptr %159, ptr %160, align 8, !dbg !766
  br label %161

161:                                              ; preds = %158
  %162 = load ptr, ptr %18, align 8, !dbg !767
  %163 = load i32, ptr %162, align 4, !dbg !768
  %164 = load volatile ptr, ptr @g_47, align 8, !dbg !769
  %165 = load ptr, ptr %164, align 8, !dbg !770
  %166 = icmp ne ptr %165, @g_26, !dbg !771
  %167 = zext i1 %166 to i32, !dbg !771
  %168 = getelementptr inbounds %struct.S0, ptr %17, i32 0, i32 3, !dbg !772
  %169 = load i64, ptr %168, align 4, !dbg !773
  %170 = shl i64 %169, 35, !dbg !773
  %171 = ashr i64 %170, 35, !dbg !773
  %172 = trunc i64 %171 to i32, !dbg !773
  %173 = or i32 %172, 0, !dbg !773
  %174 = zext i32 %173 to i64, !dbg !773
  %175 = load i64, ptr %168, align 4, !dbg !773
  %176 = and i64 %174, 536870911, !dbg !773
  %177 = and i64 %175, -536870912, !dbg !773
  %178 = or i64 %177, %176, !dbg !773
  store i64 %178, ptr %168, align 4, !dbg !773
  %179 = shl i64 %176, 35, !dbg !773
  %180 = ashr i64 %179, 35, !dbg !773
  %181 = trunc i64 %180 to i32, !dbg !773
  %182 = load volatile i64, ptr getelementptr inbounds (%struct.S1, ptr getelementptr inbounds ([7 x [2 x [2 x %struct.S1]]], ptr @g_44, i64 0, i64 5), i32 0, i32 2), align 2, !dbg !774
  %183 = shl i64 %182, 46, !dbg !774
  %184 = ashr i64 %183, 52, !dbg !774
  %185 = trunc i64 %184 to i32, !dbg !774
  %186 = trunc i32 %185 to i8, !dbg !776
  %187 = load i32, ptr %20, align 4, !dbg !777
  %188 = trunc i32 %187 to i8, !dbg !777
  %189 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %186, i8 noundef zeroext %188), !dbg !778
  %190 = icmp ne i8 %189, 0, !dbg !778
  br i1 %190, label %191, label %194, !dbg !779

191:                                              ; preds = %161
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 @g_77, ptr align 1 @g_77, i64 14, i1 true), !dbg !780
  %192 = load volatile i16, ptr getelementptr inbounds (%struct.S1, ptr @g_77, i32 0, i32 1), align 1, !dbg !782
  %193 = trunc i16 %192 to i8, !dbg !783
  store i8 %193, ptr %1, align 1, !dbg !784
  br label %705, !dbg !784

194:                                              ; preds = %161
    #dbg_declare(ptr %33, !785, !DIExpression(), !788)
  store ptr @g_54, ptr %33, align 8, !dbg !788
  %195 = load i16, ptr %2, align 2, !dbg !789
  %196 = zext i16 %195 to i32, !dbg !789
  %197 = load ptr, ptr %18, align 8, !dbg !790
  store i32 %196, ptr %197, align 4, !dbg !791
  %198 = load volatile i64, ptr getelementptr inbounds (%struct.S1, ptr @g_77, i32 0, i32 2), align 1, !dbg !792
  %199 = shl i64 %198, 28, !dbg !792
  %200 = ashr i64 %199, 46, !dbg !792
  %201 = trunc i64 %200 to i32, !dbg !792
  %202 = trunc i32 %201 to i8, !dbg !793
  %203 = load ptr, ptr %33, align 8, !dbg !794
  store i8 %202, ptr %203, align 1, !dbg !795
  %204 = sext i8 %202 to i32, !dbg !796
  %205 = load ptr, ptr %18, align 8, !dbg !797
  %206 = load i32, ptr %205, align 4, !dbg !798
  %207 = trunc i32 %206 to i16, !dbg !799
  %208 = load i32, ptr @g_8, align 4, !dbg !800
  %209 = trunc i32 %208 to i16, !dbg !800
  %210 = load i32, ptr getelementptr inbounds ([9 x [1 x i32]], ptr @g_57, i64 0, i64 6), align 8, !dbg !801
  %211 = trunc i32 %210 to i16, !dbg !801
  %212 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %211, i32 noundef 0), !dbg !802
  %213 = trunc i16 %212 to i8, !dbg !803
  %214 = load ptr, ptr %18, align 8, !dbg !804
  %215 = load i32, ptr %214, align 4, !dbg !805
  %216 = icmp ne i32 %215, 0, !dbg !806
  %217 = zext i1 %216 to i32, !dbg !806
  %218 = load ptr, ptr %18, align 8, !dbg !807
  %219 = load ptr, ptr %18, align 8, !dbg !808
  %220 = icmp ne ptr %218, %219, !dbg !809
  %221 = zext i1 %220 to i32, !dbg !809
  %222 = load ptr, ptr %18, align 8, !dbg !810
  %223 = load i32, ptr %222, align 4, !dbg !811
  %224 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %221, i32 noundef %223), !dbg !812
  %225 = trunc i32 %224 to i8, !dbg !813
  %226 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %213, i8 noundef signext %225), !dbg !814
  %227 = sext i8 %226 to i32, !dbg !815
  %228 = xor i32 %227, -1, !dbg !816
  %229 = trunc i32 %228 to i16, !dbg !817
  %230 = call zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %209, i16 noundef zeroext %229), !dbg !818
  %231 = zext i16 %230 to i64, !dbg !819
  %232 = or i64 %231, 135, !dbg !820
  %233 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %207, i32 noundef 65535), !dbg !821
  %234 = sext i16 %233 to i32, !dbg !822
  %235 = load i32, ptr %30, align 4, !dbg !823
  %236 = icmp slt i32 %234, %235, !dbg !824
  %237 = zext i1 %236 to i32, !dbg !824
  %238 = trunc i32 %237 to i16, !dbg !825
  %239 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %238, i16 noundef zeroext -15050), !dbg !826
  %240 = zext i16 %239 to i32, !dbg !827
  %241 = icmp ne i32 %204, %240, !dbg !828
  %242 = zext i1 %241 to i32, !dbg !828
  %243 = load i32, ptr @g_26, align 4, !dbg !829
  %244 = or i32 %243, %242, !dbg !829
  store i32 %244, ptr @g_26, align 4, !dbg !829
  %245 = load i16, ptr @g_93, align 2, !dbg !830
  %246 = trunc i16 %245 to i8, !dbg !830
  store i8 %246, ptr %1, align 1, !dbg !831
  br label %705, !dbg !831

247:                                              ; preds = %129
    #dbg_declare(ptr %34, !832, !DIExpression(), !836)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %34, ptr align 16 @__const.func_1.l_104, i64 720, i1 false), !dbg !836
    #dbg_declare(ptr %35, !837, !DIExpression(), !839)
  store ptr null, ptr %35, align 8, !dbg !839
    #dbg_declare(ptr %36, !840, !DIExpression(), !841)
  store ptr @g_113, ptr %36, align 8, !dbg !841
    #dbg_declare(ptr %37, !842, !DIExpression(), !844)
  store ptr getelementptr inbounds ([9 x [1 x i32]], ptr @g_57, i64 0, i64 6), ptr %37, align 8, !dbg !844
    #dbg_declare(ptr %38, !845, !DIExpression(), !847)
  store ptr @g_131, ptr %38, align 8, !dbg !847
    #dbg_declare(ptr %39, !848, !DIExpression(), !850)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %39, ptr align 16 @__const.func_1.l_132, i64 20, i1 false), !dbg !850
    #dbg_declare(ptr %40, !851, !DIExpression(), !852)
  store i8 0, ptr %40, align 1, !dbg !852
    #dbg_declare(ptr %41, !853, !DIExpression(), !855)
    #dbg_declare(ptr %42, !856, !DIExpression(), !857)
  store ptr @g_21, ptr %42, align 8, !dbg !857
    #dbg_declare(ptr %43, !858, !DIExpression(), !860)
    #dbg_declare(ptr %44, !861, !DIExpression(), !862)
    #dbg_declare(ptr %45, !863, !DIExpression(), !864)
    #dbg_declare(ptr %46, !865, !DIExpression(), !866)
  store i32 0, ptr %44, align 4, !dbg !867
  br label %248, !dbg !869

248:                                              ; preds = %255, %247
  %249 = load i32, ptr %44, align 4, !dbg !870
  %250 = icmp slt i32 %249, 2, !dbg !872
  br i1 %250, label %251, label %258, !dbg !873

251:                                              ; preds = %248
  %252 = load i32, ptr %44, align 4, !dbg !874
  %253 = sext i32 %252 to i64, !dbg !875
  %254 = getelementptr inbounds [2 x i8], ptr %41, i64 0, i64 %253, !dbg !875
  store i8 7, ptr %254, align 1, !dbg !876
  br label %255, !dbg !875

255:                                              ; preds = %251
  %256 = load i32, ptr %44, align 4, !dbg !877
  %257 = add nsw i32 %256, 1, !dbg !877
  store i32 %257, ptr %44, align 4, !dbg !877
  br label %248, !dbg !878, !llvm.loop !879

258:                                              ; preds = %248
  store i32 0, ptr %44, align 4, !dbg !881
  br label %259, !dbg !883

259:                                              ; preds = %266, %258
  %260 = load i32, ptr %44, align 4, !dbg !884
  %261 = icmp slt i32 %260, 2, !dbg !886
  br i1 %261, label %262, label %269, !dbg !887

262:                                              ; preds = %259
  %263 = load i32, ptr %44, align 4, !dbg !888
  %264 = sext i32 %263 to i64, !dbg !889
  %265 = getelementptr inbounds [2 x ptr], ptr %43, i64 0, i64 %264, !dbg !889
  store ptr null, ptr %265, align 8, !dbg !890
  br label %266, !dbg !889

266:                                              ; preds = %262
  %267 = load i32, ptr %44, align 4, !dbg !891
  %268 = add nsw i32 %267, 1, !dbg !891
  store i32 %268, ptr %44, align 4, !dbg !891
  br label %259, !dbg !892, !llvm.loop !893

269:                                              ; preds = %259
  store i32 0, ptr @g_30, align 4, !dbg !895
  br label %270, !dbg !897

270:                                              ; preds = %327, %269
  %271 = load i32, ptr @g_30, align 4, !dbg !898
  %272 = icmp sge i32 %271, -29, !dbg !900
  br i1 %272, label %273, label %332, !dbg !901

273:                                              ; preds = %270
  %274 = load ptr, ptr %18, align 8, !dbg !902
  %275 = load i32, ptr %274, align 4, !dbg !904
  %276 = trunc i32 %275 to i8, !dbg !905
  %277 = load i8, ptr @g_54, align 1, !dbg !906
  %278 = call zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %276, i8 noundef zeroext %277), !dbg !907
  %279 = zext i8 %278 to i32, !dbg !908
  %280 = icmp ne i32 %279, 0, !dbg !908
  br i1 %280, label %281, label %295, !dbg !909

281:                                              ; preds = %273
  %282 = load i32, ptr @g_26, align 4, !dbg !910
  %283 = getelementptr inbounds [10 x [9 x [1 x i64]]], ptr %34, i64 0, i64 3, !dbg !911
  %284 = getelementptr inbounds [9 x [1 x i64]], ptr %283, i64 0, i64 5, !dbg !911
  %285 = getelementptr inbounds [1 x i64], ptr %284, i64 0, i64 0, !dbg !911
  %286 = load i64, ptr %285, align 8, !dbg !911
  %287 = icmp sle i64 %286, 48, !dbg !912
  %288 = zext i1 %287 to i32, !dbg !912
  %289 = icmp sle i32 %282, %288, !dbg !913
  %290 = zext i1 %289 to i32, !dbg !913
  %291 = trunc i32 %290 to i8, !dbg !914
  %292 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %291, i8 noundef signext 8), !dbg !915
  %293 = sext i8 %292 to i32, !dbg !916
  %294 = icmp ne i32 %293, 0, !dbg !909
  br label %295

295:                                              ; preds = %281, %273
  %296 = phi i1 [ false, %273 ], [ %294, %281 ], !dbg !917
  %297 = zext i1 %296 to i32, !dbg !909
  %298 = xor i32 %297, -1, !dbg !918
  %299 = trunc i32 %298 to i16, !dbg !919
  %300 = load volatile i64, ptr getelementptr inbounds (%struct.S1, ptr getelementptr inbounds ([7 x [2 x [2 x %struct.S1]]], ptr @g_44, i64 0, i64 5), i32 0, i32 2), align 2, !dbg !920
  %301 = shl i64 %300, 28, !dbg !920
  %302 = ashr i64 %301, 46, !dbg !920
  %303 = trunc i64 %302 to i32, !dbg !920
  %304 = call signext i16 @safe_rshift_func_int16_t_s_u(i16 noundef signext %299, i32 noundef %303), !dbg !921
  %305 = sext i16 %304 to i64, !dbg !922
  %306 = getelementptr inbounds [10 x [9 x [1 x i64]]], ptr %34, i64 0, i64 3, !dbg !923
  %307 = getelementptr inbounds [9 x [1 x i64]], ptr %306, i64 0, i64 5, !dbg !923
  %308 = getelementptr inbounds [1 x i64], ptr %307, i64 0, i64 0, !dbg !923
  %309 = load i64, ptr %308, align 8, !dbg !923
  %310 = icmp eq i64 %305, %309, !dbg !924
  %311 = zext i1 %310 to i32, !dbg !924
  %312 = sext i32 %311 to i64, !dbg !925
  %313 = getelementptr inbounds [10 x [9 x [1 x i64]]], ptr %34, i64 0, i64 6, !dbg !926
  %314 = getelementptr inbounds [9 x [1 x i64]], ptr %313, i64 0, i64 7, !dbg !926
  %315 = getelementptr inbounds [1 x i64], ptr %314, i64 0, i64 0, !dbg !926
  %316 = load i64, ptr %315, align 8, !dbg !926
  %317 = icmp ne i64 %312, %316, !dbg !927
  br i1 %317, label %318, label %319, !dbg !928

318:                                              ; preds = %295
  br label %319

319:                                              ; preds = %318, %295
  %320 = phi i1 [ false, %295 ], [ true, %318 ], !dbg !917
  %321 = zext i1 %320 to i32, !dbg !928
  %322 = load i32, ptr %21, align 4, !dbg !929
  %323 = xor i32 %322, %321, !dbg !929
  store i32 %323, ptr %21, align 4, !dbg !929
  %324 = load ptr, ptr %18, align 8, !dbg !930
  %325 = load i32, ptr %324, align 4, !dbg !931
  %326 = trunc i32 %325 to i8, !dbg !932
  store i8 %326, ptr %1, align 1, !dbg !933
  br label %705, !dbg !933

327:                                              ; No predecessors!
  %328 = load i32, ptr @g_30, align 4, !dbg !934
  %329 = trunc i32 %328 to i8, !dbg !934
  %330 = call zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %329, i8 noundef zeroext 4), !dbg !935
  %331 = zext i8 %330 to i32, !dbg !935
  store i32 %331, ptr @g_30, align 4, !dbg !936
  br label %270, !dbg !937, !llvm.loop !938

332:                                              ; preds = %270
  %333 = getelementptr inbounds [10 x [9 x [1 x i64]]], ptr %34, i64 0, i64 3, !dbg !940
  %334 = getelementptr inbounds [9 x [1 x i64]], ptr %333, i64 0, i64 5, !dbg !940
  %335 = getelementptr inbounds [1 x i64], ptr %334, i64 0, i64 0, !dbg !940
  %336 = load i64, ptr %335, align 8, !dbg !940
  %337 = trunc i64 %336 to i16, !dbg !940
  %338 = load ptr, ptr %36, align 8, !dbg !941
  store i16 %337, ptr %338, align 2, !dbg !942
  %339 = sext i16 %337 to i32, !dbg !943
  %340 = load volatile i32, ptr @g_52, align 4, !dbg !944
  %341 = sext i32 %340 to i64, !dbg !944
  %342 = load ptr, ptr %37, align 8, !dbg !945
  %343 = load i32, ptr %342, align 4, !dbg !946
  %344 = add i32 %343, -1, !dbg !946
  store i32 %344, ptr %342, align 4, !dbg !946
  %345 = load ptr, ptr %18, align 8, !dbg !947
  %346 = load i32, ptr %345, align 4, !dbg !948
  %347 = icmp ne i32 %346, 0, !dbg !949
  br i1 %347, label %348, label %354, !dbg !950

348:                                              ; preds = %332
  %349 = getelementptr inbounds [10 x [9 x [1 x i64]]], ptr %34, i64 0, i64 3, !dbg !951
  %350 = getelementptr inbounds [9 x [1 x i64]], ptr %349, i64 0, i64 3, !dbg !951
  %351 = getelementptr inbounds [1 x i64], ptr %350, i64 0, i64 0, !dbg !951
  %352 = load i64, ptr %351, align 8, !dbg !951
  %353 = icmp ne i64 %352, 0, !dbg !950
  br label %354

354:                                              ; preds = %348, %332
  %355 = phi i1 [ false, %332 ], [ %353, %348 ], !dbg !952
  %356 = zext i1 %355 to i32, !dbg !950
  %357 = sext i32 %356 to i64, !dbg !953
  %358 = load i16, ptr @g_127, align 2, !dbg !954
  %359 = add i16 %358, 1, !dbg !954
  store i16 %359, ptr @g_127, align 2, !dbg !954
  %360 = zext i16 %359 to i32, !dbg !955
  %361 = xor i32 %360, -1, !dbg !956
  %362 = xor i64 %357, 0, !dbg !957
  %363 = trunc i64 %362 to i32, !dbg !958
  %364 = getelementptr inbounds [10 x [9 x [1 x i64]]], ptr %34, i64 0, i64 3, !dbg !959
  %365 = getelementptr inbounds [9 x [1 x i64]], ptr %364, i64 0, i64 5, !dbg !959
  %366 = getelementptr inbounds [1 x i64], ptr %365, i64 0, i64 0, !dbg !959
  %367 = load i64, ptr %366, align 8, !dbg !959
  %368 = trunc i64 %367 to i32, !dbg !959
  %369 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef %363, i32 noundef %368), !dbg !960
  br i1 true, label %370, label %371, !dbg !961

370:                                              ; preds = %354
  br label %371

371:                                              ; preds = %370, %354
  %372 = phi i1 [ false, %354 ], [ true, %370 ], !dbg !952
  %373 = zext i1 %372 to i32, !dbg !961
  %374 = load i32, ptr @g_21, align 4, !dbg !962
  %375 = icmp sle i32 %373, %374, !dbg !963
  %376 = zext i1 %375 to i32, !dbg !963
  %377 = load i32, ptr @g_53, align 4, !dbg !964
  %378 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %376, i32 noundef %377), !dbg !965
  %379 = zext i32 %378 to i64, !dbg !966
  %380 = icmp sge i64 %379, 23979, !dbg !967
  %381 = zext i1 %380 to i32, !dbg !967
  %382 = sext i32 %381 to i64, !dbg !968
  %383 = icmp ne i64 %382, 613383140, !dbg !969
  %384 = xor i1 %383, true, !dbg !970
  %385 = zext i1 %384 to i32, !dbg !970
  %386 = sext i32 %385 to i64, !dbg !971
  %387 = icmp sgt i64 %386, 2994975927, !dbg !972
  %388 = zext i1 %387 to i32, !dbg !972
  %389 = sext i32 %388 to i64, !dbg !973
  %390 = load ptr, ptr %38, align 8, !dbg !974
  store i64 %389, ptr %390, align 8, !dbg !975
  %391 = icmp ugt i64 %341, %389, !dbg !976
  %392 = zext i1 %391 to i32, !dbg !976
  %393 = trunc i32 %392 to i8, !dbg !977
  %394 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %393, i8 noundef zeroext 78), !dbg !978
  %395 = getelementptr inbounds [10 x [9 x [1 x i64]]], ptr %34, i64 0, i64 3, !dbg !979
  %396 = getelementptr inbounds [9 x [1 x i64]], ptr %395, i64 0, i64 5, !dbg !979
  %397 = getelementptr inbounds [1 x i64], ptr %396, i64 0, i64 0, !dbg !979
  %398 = load i64, ptr %397, align 8, !dbg !979
  %399 = icmp ult i64 0, %398, !dbg !980
  %400 = zext i1 %399 to i32, !dbg !980
  %401 = trunc i32 %400 to i8, !dbg !981
  %402 = call signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %401, i8 noundef signext -1), !dbg !982
  %403 = sext i8 %402 to i32, !dbg !983
  %404 = icmp ne i32 %403, 0, !dbg !983
  br i1 %404, label %405, label %406, !dbg !984

405:                                              ; preds = %371
  br label %406

406:                                              ; preds = %405, %371
  %407 = phi i1 [ false, %371 ], [ true, %405 ], !dbg !952
  %408 = zext i1 %407 to i32, !dbg !984
  %409 = load i32, ptr @g_30, align 4, !dbg !985
  %410 = icmp sge i32 %408, %409, !dbg !986
  %411 = zext i1 %410 to i32, !dbg !986
  %412 = getelementptr inbounds [5 x i32], ptr %39, i64 0, i64 2, !dbg !987
  store i32 %411, ptr %412, align 8, !dbg !988
  %413 = or i32 %339, %411, !dbg !989
  %414 = trunc i32 %413 to i16, !dbg !990
  %415 = call signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %414, i32 noundef 1), !dbg !991
  %416 = sext i16 %415 to i32, !dbg !992
  %417 = load ptr, ptr %18, align 8, !dbg !993
  %418 = load i32, ptr %417, align 4, !dbg !994
  %419 = icmp ne i32 %416, %418, !dbg !995
  %420 = zext i1 %419 to i32, !dbg !995
  %421 = load ptr, ptr %18, align 8, !dbg !996
  %422 = load i32, ptr %421, align 4, !dbg !997
  %423 = icmp ne i32 %422, 0, !dbg !998
  br i1 %423, label %428, label %424, !dbg !999

424:                                              ; preds = %406
  %425 = load i16, ptr %2, align 2, !dbg !1000
  %426 = zext i16 %425 to i32, !dbg !1000
  %427 = icmp ne i32 %426, 0, !dbg !999
  br label %428, !dbg !999

428:                                              ; preds = %424, %406
  %429 = phi i1 [ true, %406 ], [ %427, %424 ]
  %430 = zext i1 %429 to i32, !dbg !999
  %431 = sext i32 %430 to i64, !dbg !1001
  %432 = icmp ule i64 %431, -1074536993829289182, !dbg !1002
  %433 = zext i1 %432 to i32, !dbg !1002
  %434 = sext i32 %433 to i64, !dbg !1003
  %435 = xor i64 %434, 19136, !dbg !1004
  %436 = load i8, ptr @g_54, align 1, !dbg !1005
  %437 = sext i8 %436 to i64, !dbg !1005
  %438 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef %435, i64 noundef %437), !dbg !1006
  %439 = load i8, ptr %40, align 1, !dbg !1007
  %440 = sext i8 %439 to i64, !dbg !1007
  %441 = icmp eq i64 -1, %440, !dbg !1008
  %442 = zext i1 %441 to i32, !dbg !1008
  %443 = sext i32 %442 to i64, !dbg !1009
  %444 = icmp ne i64 %443, 7, !dbg !1010
  %445 = zext i1 %444 to i32, !dbg !1010
  %446 = getelementptr inbounds [2 x %struct.S0], ptr %3, i64 0, i64 0, !dbg !1011
  %447 = getelementptr inbounds %struct.S0, ptr %446, i32 0, i32 3, !dbg !1012
  %448 = zext i32 %445 to i64, !dbg !1013
  %449 = load i64, ptr %447, align 4, !dbg !1013
  %450 = and i64 %448, 536870911, !dbg !1013
  %451 = and i64 %449, -536870912, !dbg !1013
  %452 = or i64 %451, %450, !dbg !1013
  store i64 %452, ptr %447, align 4, !dbg !1013
  %453 = shl i64 %450, 35, !dbg !1013
  %454 = ashr i64 %453, 35, !dbg !1013
  %455 = trunc i64 %454 to i32, !dbg !1013
  %456 = load ptr, ptr %18, align 8, !dbg !1014
  store i32 %455, ptr %456, align 4, !dbg !1015
  store i32 0, ptr @g_53, align 4, !dbg !1016
  br label %457, !dbg !1018

457:                                              ; preds = %478, %428
  %458 = load i32, ptr @g_53, align 4, !dbg !1019
  %459 = icmp slt i32 %458, -13, !dbg !1021
  br i1 %459, label %460, label %481, !dbg !1022

460:                                              ; preds = %457
    #dbg_declare(ptr %47, !1023, !DIExpression(), !1025)
  store ptr %6, ptr %47, align 8, !dbg !1025
    #dbg_declare(ptr %48, !1026, !DIExpression(), !1027)
  store i32 4, ptr %48, align 4, !dbg !1027
    #dbg_declare(ptr %49, !1028, !DIExpression(), !1029)
  store ptr %48, ptr %49, align 8, !dbg !1029
    #dbg_declare(ptr %50, !1030, !DIExpression(), !1031)
  store ptr null, ptr %50, align 8, !dbg !1031
    #dbg_declare(ptr %51, !1032, !DIExpression(), !1036)
    #dbg_declare(ptr %52, !1037, !DIExpression(), !1038)
  store i32 0, ptr %52, align 4, !dbg !1039
  br label %461, !dbg !1041

461:                                              ; preds = %468, %460
  %462 = load i32, ptr %52, align 4, !dbg !1042
  %463 = icmp slt i32 %462, 3, !dbg !1044
  br i1 %463, label %464, label %471, !dbg !1045

464:                                              ; preds = %461
  %465 = load i32, ptr %52, align 4, !dbg !1046
  %466 = sext i32 %465 to i64, !dbg !1047
  %467 = getelementptr inbounds [3 x ptr], ptr %51, i64 0, i64 %466, !dbg !1047
  store ptr @g_21, ptr %467, align 8, !dbg !1048
  br label %468, !dbg !1047

468:                                              ; preds = %464
  %469 = load i32, ptr %52, align 4, !dbg !1049
  %470 = add nsw i32 %469, 1, !dbg !1049
  store i32 %470, ptr %52, align 4, !dbg !1049
  br label %461, !dbg !1050, !llvm.loop !1051

471:                                              ; preds = %461
  %472 = load ptr, ptr %6, align 8, !dbg !1053
  %473 = load ptr, ptr %47, align 8, !dbg !1054
  store ptr %472, ptr %473, align 8, !dbg !1055
  %474 = load volatile ptr, ptr @g_138, align 8, !dbg !1056
  store ptr %472, ptr %474, align 8, !dbg !1057
  %475 = getelementptr inbounds [2 x i8], ptr %41, i64 0, i64 0, !dbg !1058
  %476 = load i8, ptr %475, align 1, !dbg !1059
  %477 = add i8 %476, -1, !dbg !1059
  store i8 %477, ptr %475, align 1, !dbg !1059
  br label %478, !dbg !1060

478:                                              ; preds = %471
  %479 = load i32, ptr @g_53, align 4, !dbg !1061
  %480 = add nsw i32 %479, -1, !dbg !1061
  store i32 %480, ptr @g_53, align 4, !dbg !1061
  br label %457, !dbg !1062, !llvm.loop !1063

481:                                              ; preds = %457
  %482 = load i32, ptr @g_155, align 4, !dbg !1065
  %483 = add i32 %482, 1, !dbg !1065
  store i32 %483, ptr @g_155, align 4, !dbg !1065
  br label %484

484:                                              ; preds = %481
  %485 = load ptr, ptr %6, align 8, !dbg !1066
  %486 = load i32, ptr %485, align 4, !dbg !1068
  %487 = load volatile i16, ptr @g_56, align 2, !dbg !1069
  %488 = sext i16 %487 to i32, !dbg !1069
  %489 = icmp ne i32 %488, 0, !dbg !1069
  br i1 %489, label %491, label %490, !dbg !1070

490:                                              ; preds = %484
  br label %491, !dbg !1070

491:                                              ; preds = %490, %484
  %492 = phi i1 [ true, %484 ], [ true, %490 ]
  %493 = zext i1 %492 to i32, !dbg !1070
  %494 = and i32 %486, %493, !dbg !1071
  %495 = load ptr, ptr %6, align 8, !dbg !1072
  %496 = load i32, ptr %495, align 4, !dbg !1073
  %497 = load ptr, ptr %18, align 8, !dbg !1074
  %498 = load i32, ptr %497, align 4, !dbg !1075
  %499 = icmp ne i32 %498, 0, !dbg !1076
  br i1 %499, label %503, label %500, !dbg !1077

500:                                              ; preds = %491
  %501 = load i32, ptr @g_26, align 4, !dbg !1078
  %502 = icmp ne i32 %501, 0, !dbg !1077
  br label %503, !dbg !1077

503:                                              ; preds = %500, %491
  %504 = phi i1 [ true, %491 ], [ %502, %500 ]
  br i1 %504, label %505, label %611, !dbg !1079

505:                                              ; preds = %503
    #dbg_declare(ptr %53, !1080, !DIExpression(), !1082)
  store i16 1, ptr %53, align 2, !dbg !1082
    #dbg_declare(ptr %54, !1083, !DIExpression(), !1084)
  store ptr @g_131, ptr %54, align 8, !dbg !1084
    #dbg_declare(ptr %55, !1085, !DIExpression(), !1086)
  store i32 -8, ptr %55, align 4, !dbg !1086
    #dbg_declare(ptr %56, !1087, !DIExpression(), !1088)
  store i8 -105, ptr %56, align 1, !dbg !1088
  %506 = load ptr, ptr %6, align 8, !dbg !1089
  %507 = load i32, ptr %506, align 4, !dbg !1091
  %508 = load i16, ptr %53, align 2, !dbg !1092
  %509 = zext i16 %508 to i32, !dbg !1092
  %510 = load i16, ptr %53, align 2, !dbg !1093
  %511 = zext i16 %510 to i32, !dbg !1093
  %512 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %509, i32 noundef %511), !dbg !1094
  %513 = icmp ne i32 %507, %512, !dbg !1095
  %514 = zext i1 %513 to i32, !dbg !1095
  %515 = load ptr, ptr %18, align 8, !dbg !1096
  %516 = load i32, ptr %515, align 4, !dbg !1097
  %517 = icmp ne i32 %516, 0, !dbg !1098
  %518 = xor i1 %517, true, !dbg !1098
  %519 = zext i1 %518 to i32, !dbg !1098
  %520 = load i8, ptr %23, align 1, !dbg !1099
  %521 = sext i8 %520 to i64, !dbg !1099
  %522 = icmp sge i64 -9, %521, !dbg !1100
  %523 = zext i1 %522 to i32, !dbg !1100
  %524 = load i32, ptr @g_30, align 4, !dbg !1101
  %525 = sext i32 %524 to i64, !dbg !1102
  %526 = load ptr, ptr %54, align 8, !dbg !1103
  %527 = load i64, ptr %526, align 8, !dbg !1104
  %528 = or i64 %527, %525, !dbg !1104
  store i64 %528, ptr %526, align 8, !dbg !1104
  %529 = load ptr, ptr %18, align 8, !dbg !1105
  %530 = load i32, ptr %529, align 4, !dbg !1106
  %531 = sext i32 %530 to i64, !dbg !1107
  %532 = icmp ule i64 %528, %531, !dbg !1108
  %533 = zext i1 %532 to i32, !dbg !1108
  %534 = trunc i32 %533 to i8, !dbg !1109
  %535 = load i16, ptr @g_127, align 2, !dbg !1110
  %536 = trunc i16 %535 to i8, !dbg !1110
  %537 = call zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %534, i8 noundef zeroext %536), !dbg !1111
  %538 = zext i8 %537 to i32, !dbg !1112
  %539 = load volatile i64, ptr getelementptr inbounds (%struct.S1, ptr getelementptr inbounds ([7 x [2 x [2 x %struct.S1]]], ptr @g_44, i64 0, i64 5), i32 0, i32 2), align 2, !dbg !1113
  %540 = shl i64 %539, 28, !dbg !1113
  %541 = ashr i64 %540, 46, !dbg !1113
  %542 = trunc i64 %541 to i32, !dbg !1113
  %543 = and i32 %538, %542, !dbg !1114
  %544 = icmp ne i32 %543, 0, !dbg !1114
  br i1 %544, label %545, label %546, !dbg !1115

545:                                              ; preds = %505
  br label %546

546:                                              ; preds = %545, %505
  %547 = phi i1 [ false, %505 ], [ true, %545 ], !dbg !1116
  %548 = zext i1 %547 to i32, !dbg !1115
  %549 = trunc i32 %548 to i8, !dbg !1117
  %550 = load ptr, ptr %6, align 8, !dbg !1118
  %551 = load i32, ptr %550, align 4, !dbg !1119
  %552 = call zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %549, i32 noundef %551), !dbg !1120
  %553 = zext i8 %552 to i32, !dbg !1121
  %554 = icmp eq i32 %553, 3874, !dbg !1122
  %555 = zext i1 %554 to i32, !dbg !1122
  %556 = trunc i32 %555 to i16, !dbg !1123
  store i16 %556, ptr @g_113, align 2, !dbg !1124
  %557 = sext i16 %556 to i32, !dbg !1125
  %558 = icmp sgt i32 %514, %557, !dbg !1126
  br i1 %558, label %559, label %568, !dbg !1127

559:                                              ; preds = %546
  %560 = load volatile i64, ptr getelementptr inbounds (%struct.S1, ptr getelementptr inbounds ([7 x [2 x [2 x %struct.S1]]], ptr @g_44, i64 0, i64 5), i32 0, i32 2), align 2, !dbg !1128
  %561 = shl i64 %560, 28, !dbg !1128
  %562 = ashr i64 %561, 46, !dbg !1128
  %563 = trunc i64 %562 to i32, !dbg !1128
  %564 = icmp ne i32 %563, 0, !dbg !1129
  br i1 %564, label %565, label %568, !dbg !1130

565:                                              ; preds = %559
  %566 = load ptr, ptr %18, align 8, !dbg !1131
  %567 = load i32, ptr %566, align 4, !dbg !1133
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 @g_77, ptr align 8 getelementptr inbounds ([7 x [2 x [2 x %struct.S1]]], ptr @g_44, i64 0, i64 5), i64 14, i1 true), !dbg !1134
  br label %610, !dbg !1135

568:                                              ; preds = %559, %546
    #dbg_declare(ptr %57, !1136, !DIExpression(), !1140)
  store ptr null, ptr %57, align 8, !dbg !1141
  %569 = getelementptr inbounds ptr, ptr %57, i64 1, !dbg !1141
  store ptr %9, ptr %569, align 8, !dbg !1141
  %570 = getelementptr inbounds [2 x ptr], ptr %57, i64 1, !dbg !1142
  store ptr %9, ptr %570, align 8, !dbg !1143
  %571 = getelementptr inbounds ptr, ptr %570, i64 1, !dbg !1143
  store ptr @g_53, ptr %571, align 8, !dbg !1143
  %572 = getelementptr inbounds [2 x ptr], ptr %57, i64 2, !dbg !1142
  store ptr %9, ptr %572, align 8, !dbg !1144
  %573 = getelementptr inbounds ptr, ptr %572, i64 1, !dbg !1144
  store ptr @g_53, ptr %573, align 8, !dbg !1144
  %574 = getelementptr inbounds [2 x ptr], ptr %57, i64 3, !dbg !1142
  store ptr %9, ptr %574, align 8, !dbg !1145
  %575 = getelementptr inbounds ptr, ptr %574, i64 1, !dbg !1145
  store ptr %9, ptr %575, align 8, !dbg !1145
  %576 = getelementptr inbounds [2 x ptr], ptr %57, i64 4, !dbg !1142
  store ptr null, ptr %576, align 8, !dbg !1146
  %577 = getelementptr inbounds ptr, ptr %576, i64 1, !dbg !1146
  store ptr null, ptr %577, align 8, !dbg !1146
  %578 = getelementptr inbounds [2 x ptr], ptr %57, i64 5, !dbg !1142
  store ptr null, ptr %578, align 8, !dbg !1147
  %579 = getelementptr inbounds ptr, ptr %578, i64 1, !dbg !1147
  store ptr %9, ptr %579, align 8, !dbg !1147
  %580 = getelementptr inbounds [2 x ptr], ptr %57, i64 6, !dbg !1142
  store ptr %9, ptr %580, align 8, !dbg !1148
  %581 = getelementptr inbounds ptr, ptr %580, i64 1, !dbg !1148
  store ptr @g_53, ptr %581, align 8, !dbg !1148
  %582 = getelementptr inbounds [2 x ptr], ptr %57, i64 7, !dbg !1142
  store ptr %9, ptr %582, align 8, !dbg !1149
  %583 = getelementptr inbounds ptr, ptr %582, i64 1, !dbg !1149
  store ptr @g_53, ptr %583, align 8, !dbg !1149
  %584 = getelementptr inbounds [2 x ptr], ptr %57, i64 8, !dbg !1142
  store ptr %9, ptr %584, align 8, !dbg !1150
  %585 = getelementptr inbounds ptr, ptr %584, i64 1, !dbg !1150
  store ptr %9, ptr %585, align 8, !dbg !1150
  %586 = getelementptr inbounds [2 x ptr], ptr %57, i64 9, !dbg !1142
  store ptr null, ptr %586, align 8, !dbg !1151
  %587 = getelementptr inbounds ptr, ptr %586, i64 1, !dbg !1151
  store ptr null, ptr %587, align 8, !dbg !1151
  %588 = getelementptr inbounds [10 x [2 x ptr]], ptr %57, i64 1, !dbg !1152
  store ptr null, ptr %588, align 8, !dbg !1153
  %589 = getelementptr inbounds ptr, ptr %588, i64 1, !dbg !1153
  store ptr %9, ptr %589, align 8, !dbg !1153
  %590 = getelementptr inbounds [2 x ptr], ptr %588, i64 1, !dbg !1154
  store ptr %9, ptr %590, align 8, !dbg !1155
  %591 = getelementptr inbounds ptr, ptr %590, i64 1, !dbg !1155
  store ptr @g_53, ptr %591, align 8, !dbg !1155
  %592 = getelementptr inbounds [2 x ptr], ptr %588, i64 2, !dbg !1154
  store ptr %9, ptr %592, align 8, !dbg !1156
  %593 = getelementptr inbounds ptr, ptr %592, i64 1, !dbg !1156
  store ptr @g_53, ptr %593, align 8, !dbg !1156
  %594 = getelementptr inbounds [2 x ptr], ptr %588, i64 3, !dbg !1154
  store ptr %9, ptr %594, align 8, !dbg !1157
  %595 = getelementptr inbounds ptr, ptr %594, i64 1, !dbg !1157
  store ptr %9, ptr %595, align 8, !dbg !1157
  %596 = getelementptr inbounds [2 x ptr], ptr %588, i64 4, !dbg !1154
  store ptr null, ptr %596, align 8, !dbg !1158
  %597 = getelementptr inbounds ptr, ptr %596, i64 1, !dbg !1158
  store ptr null, ptr %597, align 8, !dbg !1158
  %598 = getelementptr inbounds [2 x ptr], ptr %588, i64 5, !dbg !1154
  store ptr null, ptr %598, align 8, !dbg !1159
  %599 = getelementptr inbounds ptr, ptr %598, i64 1, !dbg !1159
  store ptr %9, ptr %599, align 8, !dbg !1159
  %600 = getelementptr inbounds [2 x ptr], ptr %588, i64 6, !dbg !1154
  store ptr %9, ptr %600, align 8, !dbg !1160
  %601 = getelementptr inbounds ptr, ptr %600, i64 1, !dbg !1160
  store ptr @g_53, ptr %601, align 8, !dbg !1160
  %602 = getelementptr inbounds [2 x ptr], ptr %588, i64 7, !dbg !1154
  store ptr %9, ptr %602, align 8, !dbg !1161
  %603 = getelementptr inbounds ptr, ptr %602, i64 1, !dbg !1161
  store ptr @g_53, ptr %603, align 8, !dbg !1161
  %604 = getelementptr inbounds [2 x ptr], ptr %588, i64 8, !dbg !1154
  store ptr %9, ptr %604, align 8, !dbg !1162
  %605 = getelementptr inbounds ptr, ptr %604, i64 1, !dbg !1162
  store ptr %9, ptr %605, align 8, !dbg !1162
  %606 = getelementptr inbounds [2 x ptr], ptr %588, i64 9, !dbg !1154
  store ptr null, ptr %606, align 8, !dbg !1163
  %607 = getelementptr inbounds ptr, ptr %606, i64 1, !dbg !1163
  store ptr null, ptr %607, align 8, !dbg !1163
    #dbg_declare(ptr %58, !1164, !DIExpression(), !1165)
    #dbg_declare(ptr %59, !1166, !DIExpression(), !1167)
    #dbg_declare(ptr %60, !1168, !DIExpression(), !1169)
  %608 = load i32, ptr @g_174, align 4, !dbg !1170
  %609 = add i32 %608, 1, !dbg !1170
  store i32 %609, ptr @g_174, align 4, !dbg !1170
  br label %610

610:                                              ; preds = %568, %565
  br label %700, !dbg !1171

611:                                              ; preds = %503
    #dbg_declare(ptr %61, !1172, !DIExpression(), !1176)
    #dbg_declare(ptr %62, !1177, !DIExpression(), !1178)
  store ptr %8, ptr %62, align 8, !dbg !1178
    #dbg_declare(ptr %63, !1179, !DIExpression(), !1180)
  store i32 0, ptr %63, align 4, !dbg !1181
  br label %612, !dbg !1183

612:                                              ; preds = %619, %611
  %613 = load i32, ptr %63, align 4, !dbg !1184
  %614 = icmp slt i32 %613, 1, !dbg !1186
  br i1 %614, label %615, label %622, !dbg !1187

615:                                              ; preds = %612
  %616 = load i32, ptr %63, align 4, !dbg !1188
  %617 = sext i32 %616 to i64, !dbg !1189
  %618 = getelementptr inbounds [1 x i64], ptr %61, i64 0, i64 %617, !dbg !1189
  store i64 -4593338514482700711, ptr %618, align 8, !dbg !1190
  br label %619, !dbg !1189

619:                                              ; preds = %615
  %620 = load i32, ptr %63, align 4, !dbg !1191
  %621 = add nsw i32 %620, 1, !dbg !1191
  store i32 %621, ptr %63, align 4, !dbg !1191
  br label %612, !dbg !1192, !llvm.loop !1193

622:                                              ; preds = %612
  %623 = getelementptr inbounds [1 x i64], ptr %61, i64 0, i64 0, !dbg !1195
  %624 = load i64, ptr %623, align 8, !dbg !1195
  %625 = trunc i64 %624 to i32, !dbg !1195
  %626 = load ptr, ptr %18, align 8, !dbg !1196
  store i32 %625, ptr %626, align 4, !dbg !1197
  %627 = load ptr, ptr %6, align 8, !dbg !1198
  store i32 %625, ptr %627, align 4, !dbg !1199
  %628 = load volatile ptr, ptr @g_25, align 8, !dbg !1200
  %629 = load i32, ptr %628, align 4, !dbg !1201
  %630 = xor i32 %629, 1, !dbg !1201
  store i32 %630, ptr %628, align 4, !dbg !1201
  store i32 0, ptr @g_8, align 4, !dbg !1202
  br label %631, !dbg !1204

631:                                              ; preds = %696, %622
  %632 = load i32, ptr @g_8, align 4, !dbg !1205
  %633 = icmp ugt i32 %632, 1, !dbg !1207
  br i1 %633, label %634, label %699, !dbg !1208

634:                                              ; preds = %631
    #dbg_declare(ptr %64, !1209, !DIExpression(), !1211)
  store ptr @g_48, ptr %64, align 8, !dbg !1211
    #dbg_declare(ptr %65, !1212, !DIExpression(), !1213)
  store ptr @g_48, ptr %65, align 8, !dbg !1213
    #dbg_declare(ptr %66, !1214, !DIExpression(), !1215)
  store ptr %18, ptr %66, align 8, !dbg !1215
    #dbg_declare(ptr %67, !1216, !DIExpression(), !1217)
  store ptr %23, ptr %67, align 8, !dbg !1217
    #dbg_declare(ptr %68, !1218, !DIExpression(), !1219)
  store i32 -5, ptr %68, align 4, !dbg !1219
    #dbg_declare(ptr %69, !1220, !DIExpression(), !1221)
  store ptr getelementptr inbounds ([8 x %struct.S1], ptr @g_193, i64 0, i64 5), ptr %69, align 8, !dbg !1221
  %635 = load ptr, ptr %6, align 8, !dbg !1222
  %636 = load i32, ptr %635, align 4, !dbg !1223
  %637 = load ptr, ptr %62, align 8, !dbg !1224
  %638 = load ptr, ptr %66, align 8, !dbg !1225
  store ptr %637, ptr %638, align 8, !dbg !1226
  %639 = icmp eq ptr %637, null, !dbg !1227
  %640 = zext i1 %639 to i32, !dbg !1227
  %641 = trunc i32 %640 to i8, !dbg !1228
  %642 = load ptr, ptr %67, align 8, !dbg !1229
  store i8 %641, ptr %642, align 1, !dbg !1230
  %643 = sext i8 %641 to i32, !dbg !1231
  %644 = icmp ne i32 %643, 0, !dbg !1231
  br i1 %644, label %645, label %657, !dbg !1232

645:                                              ; preds = %634
  %646 = load ptr, ptr %18, align 8, !dbg !1233
  %647 = load i32, ptr %646, align 4, !dbg !1234
  %648 = trunc i32 %647 to i16, !dbg !1235
  %649 = load i32, ptr @g_53, align 4, !dbg !1236
  %650 = call signext i16 @safe_rshift_func_int16_t_s_u(i16 noundef signext %648, i32 noundef %649), !dbg !1237
  %651 = load ptr, ptr %66, align 8, !dbg !1238
  %652 = load ptr, ptr %651, align 8, !dbg !1239
  %653 = load i32, ptr %652, align 4, !dbg !1240
  %654 = load i16, ptr @g_127, align 2, !dbg !1241
  %655 = zext i16 %654 to i32, !dbg !1241
  %656 = icmp sgt i32 %653, %655, !dbg !1242
  br label %657

657:                                              ; preds = %645, %634
  %658 = phi i1 [ false, %634 ], [ %656, %645 ], !dbg !1243
  %659 = zext i1 %658 to i32, !dbg !1232
  %660 = trunc i32 %659 to i16, !dbg !1244
  %661 = load volatile i64, ptr getelementptr inbounds (%struct.S1, ptr @g_77, i32 0, i32 2), align 1, !dbg !1245
  %662 = shl i64 %661, 46, !dbg !1245
  %663 = ashr i64 %662, 52, !dbg !1245
  %664 = trunc i64 %663 to i32, !dbg !1245
  %665 = trunc i32 %664 to i16, !dbg !1246
  %666 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %660, i16 noundef zeroext %665), !dbg !1247
  %667 = zext i16 %666 to i32, !dbg !1248
  %668 = icmp ne i32 %667, 0, !dbg !1248
  br i1 %668, label %669, label %673, !dbg !1249

669:                                              ; preds = %657
  %670 = load i16, ptr %12, align 2, !dbg !1250
  %671 = sext i16 %670 to i32, !dbg !1250
  %672 = icmp ne i32 %671, 0, !dbg !1249
  br label %673

673:                                              ; preds = %669, %657
  %674 = phi i1 [ false, %657 ], [ %672, %669 ], !dbg !1243
  %675 = zext i1 %674 to i32, !dbg !1249
  %676 = or i32 %636, %675, !dbg !1251
  %677 = load i32, ptr %68, align 4, !dbg !1252
  %678 = sext i32 %677 to i64, !dbg !1252
  %679 = and i64 %678, 4933128, !dbg !1252
  %680 = trunc i64 %679 to i32, !dbg !1252
  store i32 %680, ptr %68, align 4, !dbg !1252
  %681 = load ptr, ptr %69, align 8, !dbg !1253
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %681, ptr align 4 getelementptr inbounds ([2 x [2 x %struct.S1]], ptr getelementptr inbounds ([7 x [2 x [2 x %struct.S1]]], ptr @g_44, i64 0, i64 3), i64 0, i64 1), i64 14, i1 true), !dbg !1254
  %682 = load i8, ptr @g_41, align 1, !dbg !1255
  %683 = zext i8 %682 to i16, !dbg !1255
  %684 = load i32, ptr @g_155, align 4, !dbg !1256
  %685 = trunc i32 %684 to i16, !dbg !1256
  %686 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %685, i32 noundef 0), !dbg !1257
  %687 = sext i16 %686 to i32, !dbg !1258
  %688 = icmp ne i32 %687, 0, !dbg !1259
  %689 = zext i1 %688 to i32, !dbg !1259
  %690 = trunc i32 %689 to i16, !dbg !1260
  %691 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %683, i16 noundef signext %690), !dbg !1261
  %692 = sext i16 %691 to i32, !dbg !1262
  %693 = load ptr, ptr %6, align 8, !dbg !1263
  %694 = load i32, ptr %693, align 4, !dbg !1264
  %695 = xor i32 %694, %692, !dbg !1264
  store i32 %695, ptr %693, align 4, !dbg !1264
  br label %696, !dbg !1265

696:                                              ; preds = %673
  %697 = load i32, ptr @g_8, align 4, !dbg !1266
  %698 = add i32 %697, 1, !dbg !1266
  store i32 %698, ptr @g_8, align 4, !dbg !1266
  br label %631, !dbg !1267, !llvm.loop !1268

699:                                              ; preds = %631
  br label %700

700:                                              ; preds = %699, %610
  br label %701

701:                                              ; preds = %700
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 getelementptr inbounds ([8 x %struct.S1], ptr @g_193, i64 0, i64 3), ptr align 8 getelementptr inbounds ([7 x [2 x [2 x %struct.S1]]], ptr @g_44, i64 0, i64 5), i64 14, i1 true), !dbg !1270
  %702 = load ptr, ptr %6, align 8, !dbg !1271
  %703 = load i32, ptr %702, align 4, !dbg !1272
  %704 = trunc i32 %703 to i8, !dbg !1273
  store i8 %704, ptr %1, align 1, !dbg !1274
  br label %705, !dbg !1274

705:                                              ; preds = %701, %319, %194, %191, %155, %83
  %706 = load i8, ptr %1, align 1, !dbg !1275
  ret i8 %706, !dbg !1275
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !1276 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !1279, !DIExpression(), !1280)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !1281, !DIExpression(), !1282)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !1283, !DIExpression(), !1284)
  %7 = load i64, ptr %4, align 8, !dbg !1285
  call void @crc32_8bytes(i64 noundef %7), !dbg !1286
  %8 = load i32, ptr %6, align 4, !dbg !1287
  %9 = icmp ne i32 %8, 0, !dbg !1287
  br i1 %9, label %10, label %16, !dbg !1289

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !1290
  %12 = load i32, ptr @crc32_context, align 4, !dbg !1292
  %13 = zext i32 %12 to i64, !dbg !1292
  %14 = xor i64 %13, 4294967295, !dbg !1293
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.41, ptr noundef %11, i64 noundef %14), !dbg !1294
  br label %16, !dbg !1295

16:                                               ; preds = %10, %3
  ret void, !dbg !1296
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !1297 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1300, !DIExpression(), !1301)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1302, !DIExpression(), !1303)
  %5 = load i32, ptr %3, align 4, !dbg !1304
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.45, i32 noundef %5), !dbg !1305
  ret void, !dbg !1306
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_4(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !1307 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [7 x [1 x i16]], align 2
  %9 = alloca [7 x i32], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca [8 x ptr], align 16
  %19 = alloca i32, align 4
  %20 = alloca [2 x [9 x ptr]], align 16
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca ptr, align 8
  %26 = alloca [9 x [7 x [1 x ptr]]], align 16
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !1310, !DIExpression(), !1311)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !1312, !DIExpression(), !1313)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !1314, !DIExpression(), !1315)
    #dbg_declare(ptr %8, !1316, !DIExpression(), !1319)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 2 @__const.func_4.l_22, i64 14, i1 false), !dbg !1319
    #dbg_declare(ptr %9, !1320, !DIExpression(), !1323)
    #dbg_declare(ptr %10, !1324, !DIExpression(), !1325)
  store i32 -755952684, ptr %10, align 4, !dbg !1325
    #dbg_declare(ptr %11, !1326, !DIExpression(), !1327)
    #dbg_declare(ptr %12, !1328, !DIExpression(), !1329)
  store i32 0, ptr %11, align 4, !dbg !1330
  br label %30, !dbg !1332

30:                                               ; preds = %37, %3
  %31 = load i32, ptr %11, align 4, !dbg !1333
  %32 = icmp slt i32 %31, 7, !dbg !1335
  br i1 %32, label %33, label %40, !dbg !1336

33:                                               ; preds = %30
  %34 = load i32, ptr %11, align 4, !dbg !1337
  %35 = sext i32 %34 to i64, !dbg !1338
  %36 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 %35, !dbg !1338
  store i32 1341565210, ptr %36, align 4, !dbg !1339
  br label %37, !dbg !1338

37:                                               ; preds = %33
  %38 = load i32, ptr %11, align 4, !dbg !1340
  %39 = add nsw i32 %38, 1, !dbg !1340
  store i32 %39, ptr %11, align 4, !dbg !1340
  br label %30, !dbg !1341, !llvm.loop !1342

40:                                               ; preds = %30
  store i32 0, ptr %5, align 4, !dbg !1344
  br label %41, !dbg !1346

41:                                               ; preds = %46, %40
  %42 = load i32, ptr %5, align 4, !dbg !1347
  %43 = icmp ule i32 %42, 0, !dbg !1349
  br i1 %43, label %44, label %49, !dbg !1350

44:                                               ; preds = %41
  %45 = load i32, ptr %7, align 4, !dbg !1351
  store i32 %45, ptr %4, align 4, !dbg !1353
  br label %236, !dbg !1353

46:                                               ; No predecessors!
  %47 = load i32, ptr %5, align 4, !dbg !1354
  %48 = add i32 %47, 1, !dbg !1354
  store i32 %48, ptr %5, align 4, !dbg !1354
  br label %41, !dbg !1355, !llvm.loop !1356

49:                                               ; preds = %41
  %50 = load i32, ptr %5, align 4, !dbg !1358
  %51 = icmp ne i32 %50, 0, !dbg !1358
  br i1 %51, label %52, label %135, !dbg !1360

52:                                               ; preds = %49
    #dbg_declare(ptr %13, !1361, !DIExpression(), !1363)
  store i64 9024764722833073135, ptr %13, align 8, !dbg !1363
    #dbg_declare(ptr %14, !1364, !DIExpression(), !1365)
  store ptr null, ptr %14, align 8, !dbg !1365
    #dbg_declare(ptr %15, !1366, !DIExpression(), !1367)
  %53 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 4, !dbg !1368
  store ptr %53, ptr %15, align 8, !dbg !1367
    #dbg_declare(ptr %16, !1369, !DIExpression(), !1370)
  store ptr @g_21, ptr %16, align 8, !dbg !1370
    #dbg_declare(ptr %17, !1371, !DIExpression(), !1372)
  %54 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 3, !dbg !1373
  store ptr %54, ptr %17, align 8, !dbg !1372
    #dbg_declare(ptr %18, !1374, !DIExpression(), !1376)
  %55 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 4, !dbg !1377
  store ptr %55, ptr %18, align 8, !dbg !1378
  %56 = getelementptr inbounds ptr, ptr %18, i64 1, !dbg !1378
  %57 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 4, !dbg !1379
  store ptr %57, ptr %56, align 8, !dbg !1378
  %58 = getelementptr inbounds ptr, ptr %18, i64 2, !dbg !1378
  %59 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 4, !dbg !1380
  store ptr %59, ptr %58, align 8, !dbg !1378
  %60 = getelementptr inbounds ptr, ptr %18, i64 3, !dbg !1378
  %61 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 4, !dbg !1381
  store ptr %61, ptr %60, align 8, !dbg !1378
  %62 = getelementptr inbounds ptr, ptr %18, i64 4, !dbg !1378
  %63 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 4, !dbg !1382
  store ptr %63, ptr %62, align 8, !dbg !1378
  %64 = getelementptr inbounds ptr, ptr %18, i64 5, !dbg !1378
  %65 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 4, !dbg !1383
  store ptr %65, ptr %64, align 8, !dbg !1378
  %66 = getelementptr inbounds ptr, ptr %18, i64 6, !dbg !1378
  %67 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 4, !dbg !1384
  store ptr %67, ptr %66, align 8, !dbg !1378
  %68 = getelementptr inbounds ptr, ptr %18, i64 7, !dbg !1378
  %69 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 4, !dbg !1385
  store ptr %69, ptr %68, align 8, !dbg !1378
    #dbg_declare(ptr %19, !1386, !DIExpression(), !1387)
  store i32 0, ptr @g_21, align 4, !dbg !1388
  br label %70, !dbg !1390

70:                                               ; preds = %96, %52
  %71 = load i32, ptr @g_21, align 4, !dbg !1391
  %72 = icmp sgt i32 %71, -23, !dbg !1393
  br i1 %72, label %73, label %101, !dbg !1394

73:                                               ; preds = %70
    #dbg_declare(ptr %20, !1395, !DIExpression(), !1399)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %20, ptr align 16 @__const.func_4.l_27, i64 144, i1 false), !dbg !1399
    #dbg_declare(ptr %21, !1400, !DIExpression(), !1401)
  %74 = getelementptr inbounds [2 x [9 x ptr]], ptr %20, i64 0, i64 1, !dbg !1402
  %75 = getelementptr inbounds [9 x ptr], ptr %74, i64 0, i64 4, !dbg !1402
  store ptr %75, ptr %21, align 8, !dbg !1401
    #dbg_declare(ptr %22, !1403, !DIExpression(), !1404)
    #dbg_declare(ptr %23, !1405, !DIExpression(), !1406)
  %76 = load i32, ptr %6, align 4, !dbg !1407
  %77 = icmp ne i32 %76, 0, !dbg !1407
  br i1 %77, label %84, label %78, !dbg !1408

78:                                               ; preds = %73
  %79 = getelementptr inbounds [7 x [1 x i16]], ptr %8, i64 0, i64 3, !dbg !1409
  %80 = getelementptr inbounds [1 x i16], ptr %79, i64 0, i64 0, !dbg !1409
  %81 = load i16, ptr %80, align 2, !dbg !1409
  %82 = zext i16 %81 to i32, !dbg !1409
  %83 = icmp ne i32 %82, 0, !dbg !1408
  br label %84, !dbg !1408

84:                                               ; preds = %78, %73
  %85 = phi i1 [ true, %73 ], [ %83, %78 ]
  %86 = zext i1 %85 to i32, !dbg !1408
  %87 = sext i32 %86 to i64, !dbg !1410
  %88 = icmp sge i64 %87, 146, !dbg !1411
  %89 = zext i1 %88 to i32, !dbg !1411
  %90 = load volatile ptr, ptr @g_25, align 8, !dbg !1412
  %91 = load i32, ptr %90, align 4, !dbg !1413
  %92 = xor i32 %91, %89, !dbg !1413
  store i32 %92, ptr %90, align 4, !dbg !1413
  %93 = load i32, ptr @g_32, align 4, !dbg !1414
  %94 = add i32 %93, -1, !dbg !1414
  store i32 %94, ptr @g_32, align 4, !dbg !1414
  %95 = load ptr, ptr %21, align 8, !dbg !1415
  store ptr null, ptr %95, align 8, !dbg !1416
  br label %96, !dbg !1417

96:                                               ; preds = %84
  %97 = load i32, ptr @g_21, align 4, !dbg !1418
  %98 = sext i32 %97 to i64, !dbg !1418
  %99 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %98, i64 noundef 8), !dbg !1419
  %100 = trunc i64 %99 to i32, !dbg !1419
  store i32 %100, ptr @g_21, align 4, !dbg !1420
  br label %70, !dbg !1421, !llvm.loop !1422

101:                                              ; preds = %70
  %102 = load i8, ptr @g_41, align 1, !dbg !1424
  %103 = add i8 %102, 1, !dbg !1424
  store i8 %103, ptr @g_41, align 1, !dbg !1424
  %104 = load i32, ptr %6, align 4, !dbg !1425
  %105 = load volatile ptr, ptr @g_25, align 8, !dbg !1426
  %106 = load i32, ptr %105, align 4, !dbg !1427
  %107 = icmp ult i32 %104, %106, !dbg !1428
  %108 = zext i1 %107 to i32, !dbg !1428
  %109 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 5, !dbg !1429
  %110 = load i32, ptr %109, align 4, !dbg !1429
  %111 = icmp slt i32 %108, %110, !dbg !1430
  %112 = zext i1 %111 to i32, !dbg !1430
  %113 = load i32, ptr @g_21, align 4, !dbg !1431
  %114 = trunc i32 %113 to i16, !dbg !1431
  %115 = load i32, ptr %6, align 4, !dbg !1432
  %116 = trunc i32 %115 to i16, !dbg !1432
  %117 = call zeroext i16 @safe_div_func_uint16_t_u_u(i16 noundef zeroext %114, i16 noundef zeroext %116), !dbg !1433
  %118 = zext i16 %117 to i64, !dbg !1434
  %119 = icmp slt i64 %118, 355777422, !dbg !1435
  %120 = zext i1 %119 to i32, !dbg !1435
  %121 = sext i32 %120 to i64, !dbg !1436
  %122 = xor i64 %121, 3397772380, !dbg !1437
  %123 = icmp ne i64 %122, 0, !dbg !1437
  br i1 %123, label %127, label %124, !dbg !1438

124:                                              ; preds = %101
  %125 = load i32, ptr %6, align 4, !dbg !1439
  %126 = icmp ne i32 %125, 0, !dbg !1438
  br label %127, !dbg !1438

127:                                              ; preds = %124, %101
  %128 = phi i1 [ true, %101 ], [ %126, %124 ]
  %129 = zext i1 %128 to i32, !dbg !1438
  %130 = icmp ne i32 %112, %129, !dbg !1440
  %131 = zext i1 %130 to i32, !dbg !1440
  %132 = load i32, ptr %5, align 4, !dbg !1441
  %133 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 4, !dbg !1442
  %134 = load volatile ptr, ptr @g_47, align 8, !dbg !1443
  store ptr %133, ptr %134, align 8, !dbg !1444
  br label %231, !dbg !1445

135:                                              ; preds = %49
    #dbg_declare(ptr %24, !1446, !DIExpression(), !1448)
  store i32 118983987, ptr %24, align 4, !dbg !1448
    #dbg_declare(ptr %25, !1449, !DIExpression(), !1450)
  store ptr @g_21, ptr %25, align 8, !dbg !1450
    #dbg_declare(ptr %26, !1451, !DIExpression(), !1454)
  store ptr null, ptr %26, align 8, !dbg !1455
  %136 = getelementptr inbounds [1 x ptr], ptr %26, i64 1, !dbg !1456
  %137 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 2, !dbg !1457
  store ptr %137, ptr %136, align 8, !dbg !1458
  %138 = getelementptr inbounds [1 x ptr], ptr %26, i64 2, !dbg !1456
  store ptr null, ptr %138, align 8, !dbg !1459
  %139 = getelementptr inbounds [1 x ptr], ptr %26, i64 3, !dbg !1456
  store ptr null, ptr %139, align 8, !dbg !1460
  %140 = getelementptr inbounds [1 x ptr], ptr %26, i64 4, !dbg !1456
  %141 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 3, !dbg !1461
  store ptr %141, ptr %140, align 8, !dbg !1462
  %142 = getelementptr inbounds [1 x ptr], ptr %26, i64 5, !dbg !1456
  store ptr @g_21, ptr %142, align 8, !dbg !1463
  %143 = getelementptr inbounds [1 x ptr], ptr %26, i64 6, !dbg !1456
  store ptr null, ptr %143, align 8, !dbg !1464
  %144 = getelementptr inbounds [7 x [1 x ptr]], ptr %26, i64 1, !dbg !1465
  store ptr @g_21, ptr %144, align 8, !dbg !1466
  %145 = getelementptr inbounds [1 x ptr], ptr %144, i64 1, !dbg !1467
  %146 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 3, !dbg !1468
  store ptr %146, ptr %145, align 8, !dbg !1469
  %147 = getelementptr inbounds [1 x ptr], ptr %144, i64 2, !dbg !1467
  store ptr null, ptr %147, align 8, !dbg !1470
  %148 = getelementptr inbounds [1 x ptr], ptr %144, i64 3, !dbg !1467
  store ptr null, ptr %148, align 8, !dbg !1471
  %149 = getelementptr inbounds [1 x ptr], ptr %144, i64 4, !dbg !1467
  %150 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 2, !dbg !1472
  store ptr %150, ptr %149, align 8, !dbg !1473
  %151 = getelementptr inbounds [1 x ptr], ptr %144, i64 5, !dbg !1467
  store ptr null, ptr %151, align 8, !dbg !1474
  %152 = getelementptr inbounds [1 x ptr], ptr %144, i64 6, !dbg !1467
  store ptr null, ptr %152, align 8, !dbg !1475
  %153 = getelementptr inbounds [7 x [1 x ptr]], ptr %26, i64 2, !dbg !1465
  %154 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 3, !dbg !1476
  store ptr %154, ptr %153, align 8, !dbg !1477
  %155 = getelementptr inbounds [1 x ptr], ptr %153, i64 1, !dbg !1478
  store ptr @g_21, ptr %155, align 8, !dbg !1479
  %156 = getelementptr inbounds [1 x ptr], ptr %153, i64 2, !dbg !1478
  store ptr null, ptr %156, align 8, !dbg !1480
  %157 = getelementptr inbounds [1 x ptr], ptr %153, i64 3, !dbg !1478
  store ptr @g_21, ptr %157, align 8, !dbg !1481
  %158 = getelementptr inbounds [1 x ptr], ptr %153, i64 4, !dbg !1478
  %159 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 3, !dbg !1482
  store ptr %159, ptr %158, align 8, !dbg !1483
  %160 = getelementptr inbounds [1 x ptr], ptr %153, i64 5, !dbg !1478
  store ptr null, ptr %160, align 8, !dbg !1484
  %161 = getelementptr inbounds [1 x ptr], ptr %153, i64 6, !dbg !1478
  store ptr null, ptr %161, align 8, !dbg !1485
  %162 = getelementptr inbounds [7 x [1 x ptr]], ptr %26, i64 3, !dbg !1465
  %163 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 2, !dbg !1486
  store ptr %163, ptr %162, align 8, !dbg !1487
  %164 = getelementptr inbounds [1 x ptr], ptr %162, i64 1, !dbg !1488
  store ptr null, ptr %164, align 8, !dbg !1489
  %165 = getelementptr inbounds [1 x ptr], ptr %162, i64 2, !dbg !1488
  store ptr null, ptr %165, align 8, !dbg !1490
  %166 = getelementptr inbounds [1 x ptr], ptr %162, i64 3, !dbg !1488
  %167 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 3, !dbg !1491
  store ptr %167, ptr %166, align 8, !dbg !1492
  %168 = getelementptr inbounds [1 x ptr], ptr %162, i64 4, !dbg !1488
  store ptr @g_21, ptr %168, align 8, !dbg !1493
  %169 = getelementptr inbounds [1 x ptr], ptr %162, i64 5, !dbg !1488
  store ptr null, ptr %169, align 8, !dbg !1494
  %170 = getelementptr inbounds [1 x ptr], ptr %162, i64 6, !dbg !1488
  store ptr @g_21, ptr %170, align 8, !dbg !1495
  %171 = getelementptr inbounds [7 x [1 x ptr]], ptr %26, i64 4, !dbg !1465
  %172 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 3, !dbg !1496
  store ptr %172, ptr %171, align 8, !dbg !1497
  %173 = getelementptr inbounds [1 x ptr], ptr %171, i64 1, !dbg !1498
  store ptr null, ptr %173, align 8, !dbg !1499
  %174 = getelementptr inbounds [1 x ptr], ptr %171, i64 2, !dbg !1498
  store ptr null, ptr %174, align 8, !dbg !1500
  %175 = getelementptr inbounds [1 x ptr], ptr %171, i64 3, !dbg !1498
  %176 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 2, !dbg !1501
  store ptr %176, ptr %175, align 8, !dbg !1502
  %177 = getelementptr inbounds [1 x ptr], ptr %171, i64 4, !dbg !1498
  store ptr null, ptr %177, align 8, !dbg !1503
  %178 = getelementptr inbounds [1 x ptr], ptr %171, i64 5, !dbg !1498
  store ptr null, ptr %178, align 8, !dbg !1504
  %179 = getelementptr inbounds [1 x ptr], ptr %171, i64 6, !dbg !1498
  %180 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 3, !dbg !1505
  store ptr %180, ptr %179, align 8, !dbg !1506
  %181 = getelementptr inbounds [7 x [1 x ptr]], ptr %26, i64 5, !dbg !1465
  store ptr @g_21, ptr %181, align 8, !dbg !1507
  %182 = getelementptr inbounds [1 x ptr], ptr %181, i64 1, !dbg !1508
  store ptr null, ptr %182, align 8, !dbg !1509
  %183 = getelementptr inbounds [1 x ptr], ptr %181, i64 2, !dbg !1508
  store ptr @g_21, ptr %183, align 8, !dbg !1510
  %184 = getelementptr inbounds [1 x ptr], ptr %181, i64 3, !dbg !1508
  %185 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 3, !dbg !1511
  store ptr %185, ptr %184, align 8, !dbg !1512
  %186 = getelementptr inbounds [1 x ptr], ptr %181, i64 4, !dbg !1508
  store ptr null, ptr %186, align 8, !dbg !1513
  %187 = getelementptr inbounds [1 x ptr], ptr %181, i64 5, !dbg !1508
  store ptr null, ptr %187, align 8, !dbg !1514
  %188 = getelementptr inbounds [1 x ptr], ptr %181, i64 6, !dbg !1508
  %189 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 2, !dbg !1515
  store ptr %189, ptr %188, align 8, !dbg !1516
  %190 = getelementptr inbounds [7 x [1 x ptr]], ptr %26, i64 6, !dbg !1465
  store ptr null, ptr %190, align 8, !dbg !1517
  %191 = getelementptr inbounds [1 x ptr], ptr %190, i64 1, !dbg !1518
  store ptr null, ptr %191, align 8, !dbg !1519
  %192 = getelementptr inbounds [1 x ptr], ptr %190, i64 2, !dbg !1518
  %193 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 3, !dbg !1520
  store ptr %193, ptr %192, align 8, !dbg !1521
  %194 = getelementptr inbounds [1 x ptr], ptr %190, i64 3, !dbg !1518
  store ptr @g_21, ptr %194, align 8, !dbg !1522
  %195 = getelementptr inbounds [1 x ptr], ptr %190, i64 4, !dbg !1518
  store ptr null, ptr %195, align 8, !dbg !1523
  %196 = getelementptr inbounds [1 x ptr], ptr %190, i64 5, !dbg !1518
  store ptr @g_21, ptr %196, align 8, !dbg !1524
  %197 = getelementptr inbounds [1 x ptr], ptr %190, i64 6, !dbg !1518
  %198 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 3, !dbg !1525
  store ptr %198, ptr %197, align 8, !dbg !1526
  %199 = getelementptr inbounds [7 x [1 x ptr]], ptr %26, i64 7, !dbg !1465
  store ptr null, ptr %199, align 8, !dbg !1527
  %200 = getelementptr inbounds [1 x ptr], ptr %199, i64 1, !dbg !1528
  store ptr null, ptr %200, align 8, !dbg !1529
  %201 = getelementptr inbounds [1 x ptr], ptr %199, i64 2, !dbg !1528
  %202 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 2, !dbg !1530
  store ptr %202, ptr %201, align 8, !dbg !1531
  %203 = getelementptr inbounds [1 x ptr], ptr %199, i64 3, !dbg !1528
  store ptr null, ptr %203, align 8, !dbg !1532
  %204 = getelementptr inbounds [1 x ptr], ptr %199, i64 4, !dbg !1528
  store ptr null, ptr %204, align 8, !dbg !1533
  %205 = getelementptr inbounds [1 x ptr], ptr %199, i64 5, !dbg !1528
  %206 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 3, !dbg !1534
  store ptr %206, ptr %205, align 8, !dbg !1535
  %207 = getelementptr inbounds [1 x ptr], ptr %199, i64 6, !dbg !1528
  store ptr @g_21, ptr %207, align 8, !dbg !1536
  %208 = getelementptr inbounds [7 x [1 x ptr]], ptr %26, i64 8, !dbg !1465
  store ptr null, ptr %208, align 8, !dbg !1537
  %209 = getelementptr inbounds [1 x ptr], ptr %208, i64 1, !dbg !1538
  store ptr @g_21, ptr %209, align 8, !dbg !1539
  %210 = getelementptr inbounds [1 x ptr], ptr %208, i64 2, !dbg !1538
  %211 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 3, !dbg !1540
  store ptr %211, ptr %210, align 8, !dbg !1541
  %212 = getelementptr inbounds [1 x ptr], ptr %208, i64 3, !dbg !1538
  store ptr null, ptr %212, align 8, !dbg !1542
  %213 = getelementptr inbounds [1 x ptr], ptr %208, i64 4, !dbg !1538
  store ptr null, ptr %213, align 8, !dbg !1543
  %214 = getelementptr inbounds [1 x ptr], ptr %208, i64 5, !dbg !1538
  %215 = getelementptr inbounds [7 x i32], ptr %9, i64 0, i64 2, !dbg !1544
  store ptr %215, ptr %214, align 8, !dbg !1545
  %216 = getelementptr inbounds [1 x ptr], ptr %208, i64 6, !dbg !1538
  store ptr null, ptr %216, align 8, !dbg !1546
    #dbg_declare(ptr %27, !1547, !DIExpression(), !1548)
    #dbg_declare(ptr %28, !1549, !DIExpression(), !1550)
    #dbg_declare(ptr %29, !1551, !DIExpression(), !1552)
  %217 = load i32, ptr getelementptr inbounds ([9 x [1 x i32]], ptr @g_57, i64 0, i64 6), align 8, !dbg !1553
  %218 = add i32 %217, -1, !dbg !1553
  store i32 %218, ptr getelementptr inbounds ([9 x [1 x i32]], ptr @g_57, i64 0, i64 6), align 8, !dbg !1553
  store i8 0, ptr @g_54, align 1, !dbg !1554
  br label %219, !dbg !1556

219:                                              ; preds = %225, %135
  %220 = load i8, ptr @g_54, align 1, !dbg !1557
  %221 = sext i8 %220 to i32, !dbg !1557
  %222 = icmp sle i32 %221, 0, !dbg !1559
  br i1 %222, label %223, label %230, !dbg !1560

223:                                              ; preds = %219
  %224 = load i32, ptr %5, align 4, !dbg !1561
  store i32 %224, ptr %4, align 4, !dbg !1563
  br label %236, !dbg !1563

225:                                              ; No predecessors!
  %226 = load i8, ptr @g_54, align 1, !dbg !1564
  %227 = sext i8 %226 to i32, !dbg !1564
  %228 = add nsw i32 %227, 1, !dbg !1564
  %229 = trunc i32 %228 to i8, !dbg !1564
  store i8 %229, ptr @g_54, align 1, !dbg !1564
  br label %219, !dbg !1565, !llvm.loop !1566

230:                                              ; preds = %219
  br label %231

231:                                              ; preds = %230, %127
  %232 = getelementptr inbounds [7 x [1 x i16]], ptr %8, i64 0, i64 0, !dbg !1568
  %233 = getelementptr inbounds [1 x i16], ptr %232, i64 0, i64 0, !dbg !1568
  %234 = load i16, ptr %233, align 2, !dbg !1568
  %235 = zext i16 %234 to i32, !dbg !1568
  store i32 %235, ptr %4, align 4, !dbg !1569
  br label %236, !dbg !1569

236:                                              ; preds = %231, %223, %44
  %237 = load i32, ptr %4, align 4, !dbg !1570
  ret i32 %237, !dbg !1570
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_9(ptr noundef byval(%struct.S0) align 8 %0, i32 noundef %1, ptr noundef byval(%struct.S0) align 8 %2) #0 !dbg !1571 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
    #dbg_declare(ptr %0, !1574, !DIExpression(), !1575)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1576, !DIExpression(), !1577)
    #dbg_declare(ptr %2, !1578, !DIExpression(), !1579)
    #dbg_declare(ptr %5, !1580, !DIExpression(), !1581)
  store ptr @g_21, ptr %5, align 8, !dbg !1581
    #dbg_declare(ptr %6, !1582, !DIExpression(), !1583)
  store ptr %5, ptr %6, align 8, !dbg !1583
  %7 = load ptr, ptr %6, align 8, !dbg !1584
  store ptr null, ptr %7, align 8, !dbg !1585
  %8 = load i32, ptr @g_21, align 4, !dbg !1586
  ret i32 %8, !dbg !1587
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !1588 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1592, !DIExpression(), !1593)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1594, !DIExpression(), !1595)
  %5 = load i16, ptr %4, align 2, !dbg !1596
  %6 = zext i16 %5 to i32, !dbg !1596
  %7 = icmp eq i32 %6, 0, !dbg !1597
  br i1 %7, label %8, label %11, !dbg !1598

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2, !dbg !1599
  %10 = zext i16 %9 to i32, !dbg !1600
  br label %17, !dbg !1598

11:                                               ; preds = %2
  %12 = load i16, ptr %3, align 2, !dbg !1601
  %13 = zext i16 %12 to i32, !dbg !1601
  %14 = load i16, ptr %4, align 2, !dbg !1602
  %15 = zext i16 %14 to i32, !dbg !1602
  %16 = srem i32 %13, %15, !dbg !1603
  br label %17, !dbg !1598

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ], !dbg !1598
  %19 = trunc i32 %18 to i16, !dbg !1598
  ret i16 %19, !dbg !1604
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1605 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1608, !DIExpression(), !1609)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1610, !DIExpression(), !1611)
  %5 = load i8, ptr %3, align 1, !dbg !1612
  %6 = sext i8 %5 to i32, !dbg !1612
  %7 = load i8, ptr %4, align 1, !dbg !1613
  %8 = sext i8 %7 to i32, !dbg !1613
  %9 = sub nsw i32 %6, %8, !dbg !1614
  %10 = trunc i32 %9 to i8, !dbg !1615
  ret i8 %10, !dbg !1616
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !1617 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1620, !DIExpression(), !1621)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1622, !DIExpression(), !1623)
  %5 = load i32, ptr %3, align 4, !dbg !1624
  %6 = load i32, ptr %4, align 4, !dbg !1625
  %7 = xor i32 %5, %6, !dbg !1626
  %8 = load i32, ptr %3, align 4, !dbg !1627
  %9 = load i32, ptr %3, align 4, !dbg !1628
  %10 = load i32, ptr %4, align 4, !dbg !1629
  %11 = xor i32 %9, %10, !dbg !1630
  %12 = and i32 %11, -2147483648, !dbg !1631
  %13 = xor i32 %8, %12, !dbg !1632
  %14 = load i32, ptr %4, align 4, !dbg !1633
  %15 = sub nsw i32 %13, %14, !dbg !1634
  %16 = load i32, ptr %4, align 4, !dbg !1635
  %17 = xor i32 %15, %16, !dbg !1636
  %18 = and i32 %7, %17, !dbg !1637
  %19 = icmp slt i32 %18, 0, !dbg !1638
  br i1 %19, label %20, label %22, !dbg !1639

20:                                               ; preds = %2
  %21 = load i32, ptr %3, align 4, !dbg !1640
  br label %26, !dbg !1639

22:                                               ; preds = %2
  %23 = load i32, ptr %3, align 4, !dbg !1641
  %24 = load i32, ptr %4, align 4, !dbg !1642
  %25 = sub nsw i32 %23, %24, !dbg !1643
  br label %26, !dbg !1639

26:                                               ; preds = %22, %20
  %27 = phi i32 [ %21, %20 ], [ %25, %22 ], !dbg !1639
  ret i32 %27, !dbg !1644
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1645 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1646, !DIExpression(), !1647)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1648, !DIExpression(), !1649)
  %5 = load i8, ptr %3, align 1, !dbg !1650
  %6 = sext i8 %5 to i32, !dbg !1650
  %7 = load i8, ptr %4, align 1, !dbg !1651
  %8 = sext i8 %7 to i32, !dbg !1651
  %9 = add nsw i32 %6, %8, !dbg !1652
  %10 = trunc i32 %9 to i8, !dbg !1653
  ret i8 %10, !dbg !1654
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !1655 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1658, !DIExpression(), !1659)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1660, !DIExpression(), !1661)
  %5 = load i16, ptr %3, align 2, !dbg !1662
  %6 = sext i16 %5 to i32, !dbg !1662
  %7 = load i16, ptr %4, align 2, !dbg !1663
  %8 = sext i16 %7 to i32, !dbg !1663
  %9 = mul nsw i32 %6, %8, !dbg !1664
  %10 = trunc i32 %9 to i16, !dbg !1662
  ret i16 %10, !dbg !1665
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !1666 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1669, !DIExpression(), !1670)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1671, !DIExpression(), !1672)
  %5 = load i8, ptr %3, align 1, !dbg !1673
  %6 = zext i8 %5 to i32, !dbg !1673
  %7 = load i8, ptr %4, align 1, !dbg !1674
  %8 = zext i8 %7 to i32, !dbg !1674
  %9 = sub nsw i32 %6, %8, !dbg !1675
  %10 = trunc i32 %9 to i8, !dbg !1673
  ret i8 %10, !dbg !1676
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !1677 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1680, !DIExpression(), !1681)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1682, !DIExpression(), !1683)
  %5 = load i64, ptr %3, align 8, !dbg !1684
  %6 = icmp sgt i64 %5, 0, !dbg !1685
  br i1 %6, label %7, label %15, !dbg !1686

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8, !dbg !1687
  %9 = icmp sgt i64 %8, 0, !dbg !1688
  br i1 %9, label %10, label %15, !dbg !1689

10:                                               ; preds = %7
  %11 = load i64, ptr %3, align 8, !dbg !1690
  %12 = load i64, ptr %4, align 8, !dbg !1691
  %13 = sub nsw i64 9223372036854775807, %12, !dbg !1692
  %14 = icmp sgt i64 %11, %13, !dbg !1693
  br i1 %14, label %26, label %15, !dbg !1694

15:                                               ; preds = %10, %7, %2
  %16 = load i64, ptr %3, align 8, !dbg !1695
  %17 = icmp slt i64 %16, 0, !dbg !1696
  br i1 %17, label %18, label %28, !dbg !1697

18:                                               ; preds = %15
  %19 = load i64, ptr %4, align 8, !dbg !1698
  %20 = icmp slt i64 %19, 0, !dbg !1699
  br i1 %20, label %21, label %28, !dbg !1700

21:                                               ; preds = %18
  %22 = load i64, ptr %3, align 8, !dbg !1701
  %23 = load i64, ptr %4, align 8, !dbg !1702
  %24 = sub nsw i64 -9223372036854775808, %23, !dbg !1703
  %25 = icmp slt i64 %22, %24, !dbg !1704
  br i1 %25, label %26, label %28, !dbg !1705

26:                                               ; preds = %21, %10
  %27 = load i64, ptr %3, align 8, !dbg !1706
  br label %32, !dbg !1705

28:                                               ; preds = %21, %18, %15
  %29 = load i64, ptr %3, align 8, !dbg !1707
  %30 = load i64, ptr %4, align 8, !dbg !1708
  %31 = add nsw i64 %29, %30, !dbg !1709
  br label %32, !dbg !1705

32:                                               ; preds = %28, %26
  %33 = phi i64 [ %27, %26 ], [ %31, %28 ], !dbg !1705
  ret i64 %33, !dbg !1710
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !1711 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1712, !DIExpression(), !1713)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1714, !DIExpression(), !1715)
  %5 = load i8, ptr %3, align 1, !dbg !1716
  %6 = zext i8 %5 to i32, !dbg !1717
  %7 = load i8, ptr %4, align 1, !dbg !1718
  %8 = zext i8 %7 to i32, !dbg !1719
  %9 = mul i32 %6, %8, !dbg !1720
  %10 = trunc i32 %9 to i8, !dbg !1721
  ret i8 %10, !dbg !1722
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !1723 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1724, !DIExpression(), !1725)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1726, !DIExpression(), !1727)
  %5 = load i16, ptr %3, align 2, !dbg !1728
  %6 = zext i16 %5 to i32, !dbg !1729
  %7 = load i16, ptr %4, align 2, !dbg !1730
  %8 = zext i16 %7 to i32, !dbg !1731
  %9 = mul i32 %6, %8, !dbg !1732
  %10 = trunc i32 %9 to i16, !dbg !1733
  ret i16 %10, !dbg !1734
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %0, i32 noundef %1) #0 !dbg !1735 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1738, !DIExpression(), !1739)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1740, !DIExpression(), !1741)
  %5 = load i16, ptr %3, align 2, !dbg !1742
  %6 = sext i16 %5 to i32, !dbg !1742
  %7 = icmp slt i32 %6, 0, !dbg !1743
  br i1 %7, label %17, label %8, !dbg !1744

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1745
  %10 = icmp uge i32 %9, 32, !dbg !1746
  br i1 %10, label %17, label %11, !dbg !1747

11:                                               ; preds = %8
  %12 = load i16, ptr %3, align 2, !dbg !1748
  %13 = sext i16 %12 to i32, !dbg !1748
  %14 = load i32, ptr %4, align 4, !dbg !1749
  %15 = ashr i32 32767, %14, !dbg !1750
  %16 = icmp sgt i32 %13, %15, !dbg !1751
  br i1 %16, label %17, label %20, !dbg !1752

17:                                               ; preds = %11, %8, %2
  %18 = load i16, ptr %3, align 2, !dbg !1753
  %19 = sext i16 %18 to i32, !dbg !1754
  br label %25, !dbg !1752

20:                                               ; preds = %11
  %21 = load i16, ptr %3, align 2, !dbg !1755
  %22 = sext i16 %21 to i32, !dbg !1755
  %23 = load i32, ptr %4, align 4, !dbg !1756
  %24 = shl i32 %22, %23, !dbg !1757
  br label %25, !dbg !1752

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ], !dbg !1752
  %27 = trunc i32 %26 to i16, !dbg !1752
  ret i16 %27, !dbg !1758
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !1759 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1760, !DIExpression(), !1761)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1762, !DIExpression(), !1763)
  %5 = load i16, ptr %3, align 2, !dbg !1764
  %6 = zext i16 %5 to i32, !dbg !1764
  %7 = load i16, ptr %4, align 2, !dbg !1765
  %8 = zext i16 %7 to i32, !dbg !1765
  %9 = add nsw i32 %6, %8, !dbg !1766
  %10 = trunc i32 %9 to i16, !dbg !1764
  ret i16 %10, !dbg !1767
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1768 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1769, !DIExpression(), !1770)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1771, !DIExpression(), !1772)
  %5 = load i8, ptr %3, align 1, !dbg !1773
  %6 = sext i8 %5 to i32, !dbg !1773
  %7 = load i8, ptr %4, align 1, !dbg !1774
  %8 = sext i8 %7 to i32, !dbg !1774
  %9 = mul nsw i32 %6, %8, !dbg !1775
  %10 = trunc i32 %9 to i8, !dbg !1773
  ret i8 %10, !dbg !1776
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %0, i32 noundef %1) #0 !dbg !1777 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1780, !DIExpression(), !1781)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1782, !DIExpression(), !1783)
  %5 = load i16, ptr %3, align 2, !dbg !1784
  %6 = sext i16 %5 to i32, !dbg !1784
  %7 = icmp slt i32 %6, 0, !dbg !1785
  br i1 %7, label %14, label %8, !dbg !1786

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1787
  %10 = icmp slt i32 %9, 0, !dbg !1788
  br i1 %10, label %14, label %11, !dbg !1789

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !1790
  %13 = icmp sge i32 %12, 32, !dbg !1791
  br i1 %13, label %14, label %17, !dbg !1792

14:                                               ; preds = %11, %8, %2
  %15 = load i16, ptr %3, align 2, !dbg !1793
  %16 = sext i16 %15 to i32, !dbg !1794
  br label %22, !dbg !1792

17:                                               ; preds = %11
  %18 = load i16, ptr %3, align 2, !dbg !1795
  %19 = sext i16 %18 to i32, !dbg !1795
  %20 = load i32, ptr %4, align 4, !dbg !1796
  %21 = ashr i32 %19, %20, !dbg !1797
  br label %22, !dbg !1792

22:                                               ; preds = %17, %14
  %23 = phi i32 [ %16, %14 ], [ %21, %17 ], !dbg !1792
  %24 = trunc i32 %23 to i16, !dbg !1792
  ret i16 %24, !dbg !1798
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_rshift_func_int16_t_s_u(i16 noundef signext %0, i32 noundef %1) #0 !dbg !1799 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1800, !DIExpression(), !1801)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1802, !DIExpression(), !1803)
  %5 = load i16, ptr %3, align 2, !dbg !1804
  %6 = sext i16 %5 to i32, !dbg !1804
  %7 = icmp slt i32 %6, 0, !dbg !1805
  br i1 %7, label %11, label %8, !dbg !1806

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1807
  %10 = icmp uge i32 %9, 32, !dbg !1808
  br i1 %10, label %11, label %14, !dbg !1809

11:                                               ; preds = %8, %2
  %12 = load i16, ptr %3, align 2, !dbg !1810
  %13 = sext i16 %12 to i32, !dbg !1811
  br label %19, !dbg !1809

14:                                               ; preds = %8
  %15 = load i16, ptr %3, align 2, !dbg !1812
  %16 = sext i16 %15 to i32, !dbg !1812
  %17 = load i32, ptr %4, align 4, !dbg !1813
  %18 = ashr i32 %16, %17, !dbg !1814
  br label %19, !dbg !1809

19:                                               ; preds = %14, %11
  %20 = phi i32 [ %13, %11 ], [ %18, %14 ], !dbg !1809
  %21 = trunc i32 %20 to i16, !dbg !1809
  ret i16 %21, !dbg !1815
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !1816 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1817, !DIExpression(), !1818)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1819, !DIExpression(), !1820)
  %5 = load i8, ptr %4, align 1, !dbg !1821
  %6 = zext i8 %5 to i32, !dbg !1821
  %7 = icmp eq i32 %6, 0, !dbg !1822
  br i1 %7, label %8, label %11, !dbg !1823

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1, !dbg !1824
  %10 = zext i8 %9 to i32, !dbg !1825
  br label %17, !dbg !1823

11:                                               ; preds = %2
  %12 = load i8, ptr %3, align 1, !dbg !1826
  %13 = zext i8 %12 to i32, !dbg !1826
  %14 = load i8, ptr %4, align 1, !dbg !1827
  %15 = zext i8 %14 to i32, !dbg !1827
  %16 = srem i32 %13, %15, !dbg !1828
  br label %17, !dbg !1823

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ], !dbg !1823
  %19 = trunc i32 %18 to i8, !dbg !1823
  ret i8 %19, !dbg !1829
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_sub_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !1830 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1833, !DIExpression(), !1834)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1835, !DIExpression(), !1836)
  %5 = load i64, ptr %3, align 8, !dbg !1837
  %6 = load i64, ptr %4, align 8, !dbg !1838
  %7 = sub i64 %5, %6, !dbg !1839
  ret i64 %7, !dbg !1840
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %0, i32 noundef %1) #0 !dbg !1841 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1842, !DIExpression(), !1843)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1844, !DIExpression(), !1845)
  %5 = load i16, ptr %3, align 2, !dbg !1846
  %6 = sext i16 %5 to i32, !dbg !1846
  %7 = icmp slt i32 %6, 0, !dbg !1847
  br i1 %7, label %20, label %8, !dbg !1848

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1849
  %10 = icmp slt i32 %9, 0, !dbg !1850
  br i1 %10, label %20, label %11, !dbg !1851

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !1852
  %13 = icmp sge i32 %12, 32, !dbg !1853
  br i1 %13, label %20, label %14, !dbg !1854

14:                                               ; preds = %11
  %15 = load i16, ptr %3, align 2, !dbg !1855
  %16 = sext i16 %15 to i32, !dbg !1855
  %17 = load i32, ptr %4, align 4, !dbg !1856
  %18 = ashr i32 32767, %17, !dbg !1857
  %19 = icmp sgt i32 %16, %18, !dbg !1858
  br i1 %19, label %20, label %23, !dbg !1859

20:                                               ; preds = %14, %11, %8, %2
  %21 = load i16, ptr %3, align 2, !dbg !1860
  %22 = sext i16 %21 to i32, !dbg !1861
  br label %28, !dbg !1859

23:                                               ; preds = %14
  %24 = load i16, ptr %3, align 2, !dbg !1862
  %25 = sext i16 %24 to i32, !dbg !1862
  %26 = load i32, ptr %4, align 4, !dbg !1863
  %27 = shl i32 %25, %26, !dbg !1864
  br label %28, !dbg !1859

28:                                               ; preds = %23, %20
  %29 = phi i32 [ %22, %20 ], [ %27, %23 ], !dbg !1859
  %30 = trunc i32 %29 to i16, !dbg !1859
  ret i16 %30, !dbg !1865
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1866 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1867, !DIExpression(), !1868)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1869, !DIExpression(), !1870)
  %5 = load i8, ptr %4, align 1, !dbg !1871
  %6 = sext i8 %5 to i32, !dbg !1871
  %7 = icmp eq i32 %6, 0, !dbg !1872
  br i1 %7, label %16, label %8, !dbg !1873

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1, !dbg !1874
  %10 = sext i8 %9 to i32, !dbg !1874
  %11 = icmp eq i32 %10, -128, !dbg !1875
  br i1 %11, label %12, label %19, !dbg !1876

12:                                               ; preds = %8
  %13 = load i8, ptr %4, align 1, !dbg !1877
  %14 = sext i8 %13 to i32, !dbg !1877
  %15 = icmp eq i32 %14, -1, !dbg !1878
  br i1 %15, label %16, label %19, !dbg !1879

16:                                               ; preds = %12, %2
  %17 = load i8, ptr %3, align 1, !dbg !1880
  %18 = sext i8 %17 to i32, !dbg !1881
  br label %25, !dbg !1879

19:                                               ; preds = %12, %8
  %20 = load i8, ptr %3, align 1, !dbg !1882
  %21 = sext i8 %20 to i32, !dbg !1882
  %22 = load i8, ptr %4, align 1, !dbg !1883
  %23 = sext i8 %22 to i32, !dbg !1883
  %24 = srem i32 %21, %23, !dbg !1884
  br label %25, !dbg !1879

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ], !dbg !1879
  %27 = trunc i32 %26 to i8, !dbg !1879
  ret i8 %27, !dbg !1885
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !1886 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1887, !DIExpression(), !1888)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1889, !DIExpression(), !1890)
  %5 = load i8, ptr %3, align 1, !dbg !1891
  %6 = zext i8 %5 to i32, !dbg !1891
  %7 = load i8, ptr %4, align 1, !dbg !1892
  %8 = zext i8 %7 to i32, !dbg !1892
  %9 = add nsw i32 %6, %8, !dbg !1893
  %10 = trunc i32 %9 to i8, !dbg !1891
  ret i8 %10, !dbg !1894
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_add_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 !dbg !1895 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1898, !DIExpression(), !1899)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1900, !DIExpression(), !1901)
  %5 = load i32, ptr %3, align 4, !dbg !1902
  %6 = load i32, ptr %4, align 4, !dbg !1903
  %7 = add i32 %5, %6, !dbg !1904
  ret i32 %7, !dbg !1905
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 !dbg !1906 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1907, !DIExpression(), !1908)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1909, !DIExpression(), !1910)
  %5 = load i32, ptr %3, align 4, !dbg !1911
  %6 = load i32, ptr %4, align 4, !dbg !1912
  %7 = sub i32 %5, %6, !dbg !1913
  ret i32 %7, !dbg !1914
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !1915 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1918, !DIExpression(), !1919)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1920, !DIExpression(), !1921)
  %5 = load i32, ptr %4, align 4, !dbg !1922
  %6 = icmp uge i32 %5, 32, !dbg !1923
  br i1 %6, label %13, label %7, !dbg !1924

7:                                                ; preds = %2
  %8 = load i8, ptr %3, align 1, !dbg !1925
  %9 = zext i8 %8 to i32, !dbg !1925
  %10 = load i32, ptr %4, align 4, !dbg !1926
  %11 = ashr i32 255, %10, !dbg !1927
  %12 = icmp sgt i32 %9, %11, !dbg !1928
  br i1 %12, label %13, label %16, !dbg !1929

13:                                               ; preds = %7, %2
  %14 = load i8, ptr %3, align 1, !dbg !1930
  %15 = zext i8 %14 to i32, !dbg !1931
  br label %21, !dbg !1929

16:                                               ; preds = %7
  %17 = load i8, ptr %3, align 1, !dbg !1932
  %18 = zext i8 %17 to i32, !dbg !1932
  %19 = load i32, ptr %4, align 4, !dbg !1933
  %20 = shl i32 %18, %19, !dbg !1934
  br label %21, !dbg !1929

21:                                               ; preds = %16, %13
  %22 = phi i32 [ %15, %13 ], [ %20, %16 ], !dbg !1929
  %23 = trunc i32 %22 to i8, !dbg !1929
  ret i8 %23, !dbg !1935
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !1936 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1937, !DIExpression(), !1938)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1939, !DIExpression(), !1940)
  %5 = load i16, ptr %3, align 2, !dbg !1941
  %6 = sext i16 %5 to i32, !dbg !1941
  %7 = load i16, ptr %4, align 2, !dbg !1942
  %8 = sext i16 %7 to i32, !dbg !1942
  %9 = add nsw i32 %6, %8, !dbg !1943
  %10 = trunc i32 %9 to i16, !dbg !1944
  ret i16 %10, !dbg !1945
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_sub_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !1946 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1947, !DIExpression(), !1948)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1949, !DIExpression(), !1950)
  %5 = load i64, ptr %3, align 8, !dbg !1951
  %6 = load i64, ptr %4, align 8, !dbg !1952
  %7 = xor i64 %5, %6, !dbg !1953
  %8 = load i64, ptr %3, align 8, !dbg !1954
  %9 = load i64, ptr %3, align 8, !dbg !1955
  %10 = load i64, ptr %4, align 8, !dbg !1956
  %11 = xor i64 %9, %10, !dbg !1957
  %12 = and i64 %11, -9223372036854775808, !dbg !1958
  %13 = xor i64 %8, %12, !dbg !1959
  %14 = load i64, ptr %4, align 8, !dbg !1960
  %15 = sub nsw i64 %13, %14, !dbg !1961
  %16 = load i64, ptr %4, align 8, !dbg !1962
  %17 = xor i64 %15, %16, !dbg !1963
  %18 = and i64 %7, %17, !dbg !1964
  %19 = icmp slt i64 %18, 0, !dbg !1965
  br i1 %19, label %20, label %22, !dbg !1966

20:                                               ; preds = %2
  %21 = load i64, ptr %3, align 8, !dbg !1967
  br label %26, !dbg !1966

22:                                               ; preds = %2
  %23 = load i64, ptr %3, align 8, !dbg !1968
  %24 = load i64, ptr %4, align 8, !dbg !1969
  %25 = sub nsw i64 %23, %24, !dbg !1970
  br label %26, !dbg !1966

26:                                               ; preds = %22, %20
  %27 = phi i64 [ %21, %20 ], [ %25, %22 ], !dbg !1966
  ret i64 %27, !dbg !1971
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_div_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !1972 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1973, !DIExpression(), !1974)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1975, !DIExpression(), !1976)
  %5 = load i16, ptr %4, align 2, !dbg !1977
  %6 = zext i16 %5 to i32, !dbg !1977
  %7 = icmp eq i32 %6, 0, !dbg !1978
  br i1 %7, label %8, label %11, !dbg !1979

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2, !dbg !1980
  %10 = zext i16 %9 to i32, !dbg !1981
  br label %17, !dbg !1979

11:                                               ; preds = %2
  %12 = load i16, ptr %3, align 2, !dbg !1982
  %13 = zext i16 %12 to i32, !dbg !1982
  %14 = load i16, ptr %4, align 2, !dbg !1983
  %15 = zext i16 %14 to i32, !dbg !1983
  %16 = sdiv i32 %13, %15, !dbg !1984
  br label %17, !dbg !1979

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ], !dbg !1979
  %19 = trunc i32 %18 to i16, !dbg !1979
  ret i16 %19, !dbg !1985
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !1986 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1989, !DIExpression(), !1990)
  %3 = load i64, ptr %2, align 8, !dbg !1991
  %4 = lshr i64 %3, 0, !dbg !1992
  %5 = and i64 %4, 255, !dbg !1993
  %6 = trunc i64 %5 to i8, !dbg !1994
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !1995
  %7 = load i64, ptr %2, align 8, !dbg !1996
  %8 = lshr i64 %7, 8, !dbg !1997
  %9 = and i64 %8, 255, !dbg !1998
  %10 = trunc i64 %9 to i8, !dbg !1999
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !2000
  %11 = load i64, ptr %2, align 8, !dbg !2001
  %12 = lshr i64 %11, 16, !dbg !2002
  %13 = and i64 %12, 255, !dbg !2003
  %14 = trunc i64 %13 to i8, !dbg !2004
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !2005
  %15 = load i64, ptr %2, align 8, !dbg !2006
  %16 = lshr i64 %15, 24, !dbg !2007
  %17 = and i64 %16, 255, !dbg !2008
  %18 = trunc i64 %17 to i8, !dbg !2009
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !2010
  %19 = load i64, ptr %2, align 8, !dbg !2011
  %20 = lshr i64 %19, 32, !dbg !2012
  %21 = and i64 %20, 255, !dbg !2013
  %22 = trunc i64 %21 to i8, !dbg !2014
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !2015
  %23 = load i64, ptr %2, align 8, !dbg !2016
  %24 = lshr i64 %23, 40, !dbg !2017
  %25 = and i64 %24, 255, !dbg !2018
  %26 = trunc i64 %25 to i8, !dbg !2019
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !2020
  %27 = load i64, ptr %2, align 8, !dbg !2021
  %28 = lshr i64 %27, 48, !dbg !2022
  %29 = and i64 %28, 255, !dbg !2023
  %30 = trunc i64 %29 to i8, !dbg !2024
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !2025
  %31 = load i64, ptr %2, align 8, !dbg !2026
  %32 = lshr i64 %31, 56, !dbg !2027
  %33 = and i64 %32, 255, !dbg !2028
  %34 = trunc i64 %33 to i8, !dbg !2029
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !2030
  ret void, !dbg !2031
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !2032 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !2035, !DIExpression(), !2036)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !2037
  %4 = lshr i32 %3, 8, !dbg !2038
  %5 = and i32 %4, 16777215, !dbg !2039
  %6 = load i32, ptr @crc32_context, align 4, !dbg !2040
  %7 = load i8, ptr %2, align 1, !dbg !2041
  %8 = zext i8 %7 to i32, !dbg !2041
  %9 = xor i32 %6, %8, !dbg !2042
  %10 = and i32 %9, 255, !dbg !2043
  %11 = zext i32 %10 to i64, !dbg !2044
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !2044
  %13 = load i32, ptr %12, align 4, !dbg !2044
  %14 = xor i32 %5, %13, !dbg !2045
  store i32 %14, ptr @crc32_context, align 4, !dbg !2046
  ret void, !dbg !2047
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!245, !246, !247, !248, !249, !250, !251}
!llvm.ident = !{!252}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 301, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "default_8.c", directory: ".", checksumkind: CSK_MD5, checksum: "64086d8df5c53ed7b97a3f7b944fa37c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_8", scope: !9, file: !2, line: 39, type: !129, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !14, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!0, !15, !20, !25, !27, !29, !31, !33, !35, !40, !42, !44, !46, !48, !50, !55, !57, !59, !61, !63, !68, !73, !78, !80, !82, !84, !86, !88, !90, !95, !97, !99, !101, !103, !105, !110, !112, !114, !116, !118, !120, !125, !135, !142, !146, !148, !150, !7, !155, !157, !159, !165, !167, !169, !174, !192, !195, !197, !202, !208, !214, !217, !219, !221, !223, !228, !230, !232, !234, !237, !243}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 305, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 4)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 306, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 5)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 307, type: !22, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 308, type: !22, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 309, type: !22, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 310, type: !22, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 311, type: !22, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 318, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 17)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 319, type: !37, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 320, type: !37, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 321, type: !37, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 322, type: !37, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 323, type: !37, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 324, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 22)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 329, type: !22, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 330, type: !22, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 331, type: !22, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 332, type: !22, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 337, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 11)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 338, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 18)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 342, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 8)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 343, type: !75, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 344, type: !75, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 345, type: !75, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 346, type: !75, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 347, type: !75, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 348, type: !22, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 349, type: !92, isLocal: true, isDefinition: true)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 6)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 350, type: !92, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 351, type: !92, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 352, type: !92, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 353, type: !92, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 354, type: !92, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !2, line: 357, type: !107, isLocal: true, isDefinition: true)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 12)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 358, type: !107, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !2, line: 359, type: !107, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !2, line: 360, type: !107, isLocal: true, isDefinition: true)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !2, line: 361, type: !107, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !2, line: 362, type: !107, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !2, line: 363, type: !122, isLocal: true, isDefinition: true)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 14)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !127, line: 47, type: !128, isLocal: true, isDefinition: true)
!127 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !129, size: 8192, elements: !133)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !130, line: 26, baseType: !131)
!130 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !132, line: 42, baseType: !12)
!132 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!133 = !{!134}
!134 = !DISubrange(count: 256)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(name: "g_25", scope: !9, file: !2, line: 42, type: !137, isLocal: true, isDefinition: true)
!137 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !138)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !140, line: 26, baseType: !141)
!140 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !132, line: 41, baseType: !13)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "g_47", scope: !9, file: !2, line: 49, type: !144, isLocal: true, isDefinition: true)
!144 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(name: "g_48", scope: !9, file: !2, line: 48, type: !138, isLocal: true, isDefinition: true)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(name: "g_138", scope: !9, file: !2, line: 60, type: !144, isLocal: true, isDefinition: true)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !127, line: 114, type: !152, isLocal: true, isDefinition: true)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !153)
!153 = !{!154}
!154 = !DISubrange(count: 36)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(name: "g_21", scope: !9, file: !2, line: 40, type: !139, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(name: "g_26", scope: !9, file: !2, line: 41, type: !139, isLocal: true, isDefinition: true)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(name: "g_29", scope: !9, file: !2, line: 43, type: !161, isLocal: true, isDefinition: true)
!161 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !140, line: 27, baseType: !163)
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !132, line: 44, baseType: !164)
!164 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!165 = !DIGlobalVariableExpression(var: !166, expr: !DIExpression())
!166 = distinct !DIGlobalVariable(name: "g_30", scope: !9, file: !2, line: 44, type: !139, isLocal: true, isDefinition: true)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(name: "g_32", scope: !9, file: !2, line: 45, type: !129, isLocal: true, isDefinition: true)
!169 = !DIGlobalVariableExpression(var: !170, expr: !DIExpression())
!170 = distinct !DIGlobalVariable(name: "g_41", scope: !9, file: !2, line: 46, type: !171, isLocal: true, isDefinition: true)
!171 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !130, line: 24, baseType: !172)
!172 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !132, line: 38, baseType: !173)
!173 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(name: "g_44", scope: !9, file: !2, line: 47, type: !176, isLocal: true, isDefinition: true)
!176 = !DICompositeType(tag: DW_TAG_array_type, baseType: !177, size: 3136, elements: !190)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !178)
!178 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !2, line: 28, size: 112, align: 8, elements: !179)
!179 = !{!180, !181, !185, !186, !188, !189}
!180 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !178, file: !2, line: 29, baseType: !12, size: 25, flags: DIFlagBitField, extraData: i64 0)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !178, file: !2, line: 30, baseType: !182, size: 16, offset: 32)
!182 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !130, line: 25, baseType: !183)
!183 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !132, line: 40, baseType: !184)
!184 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !178, file: !2, line: 31, baseType: !12, size: 6, offset: 48, flags: DIFlagBitField, extraData: i64 48)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !178, file: !2, line: 32, baseType: !187, size: 12, offset: 54, flags: DIFlagBitField, extraData: i64 48)
!187 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !178, file: !2, line: 33, baseType: !187, size: 18, offset: 66, flags: DIFlagBitField, extraData: i64 48)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !178, file: !2, line: 34, baseType: !12, size: 27, offset: 84, flags: DIFlagBitField, extraData: i64 48)
!190 = !{!191, !6, !6}
!191 = !DISubrange(count: 7)
!192 = !DIGlobalVariableExpression(var: !193, expr: !DIExpression())
!193 = distinct !DIGlobalVariable(name: "g_52", scope: !9, file: !2, line: 50, type: !194, isLocal: true, isDefinition: true)
!194 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !139)
!195 = !DIGlobalVariableExpression(var: !196, expr: !DIExpression())
!196 = distinct !DIGlobalVariable(name: "g_53", scope: !9, file: !2, line: 51, type: !139, isLocal: true, isDefinition: true)
!197 = !DIGlobalVariableExpression(var: !198, expr: !DIExpression())
!198 = distinct !DIGlobalVariable(name: "g_54", scope: !9, file: !2, line: 52, type: !199, isLocal: true, isDefinition: true)
!199 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !140, line: 24, baseType: !200)
!200 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !132, line: 37, baseType: !201)
!201 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!202 = !DIGlobalVariableExpression(var: !203, expr: !DIExpression())
!203 = distinct !DIGlobalVariable(name: "g_56", scope: !9, file: !2, line: 53, type: !204, isLocal: true, isDefinition: true)
!204 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !205)
!205 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !140, line: 25, baseType: !206)
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !132, line: 39, baseType: !207)
!207 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression())
!209 = distinct !DIGlobalVariable(name: "g_57", scope: !9, file: !2, line: 54, type: !210, isLocal: true, isDefinition: true)
!210 = !DICompositeType(tag: DW_TAG_array_type, baseType: !129, size: 288, elements: !211)
!211 = !{!212, !213}
!212 = !DISubrange(count: 9)
!213 = !DISubrange(count: 1)
!214 = !DIGlobalVariableExpression(var: !215, expr: !DIExpression())
!215 = distinct !DIGlobalVariable(name: "g_77", scope: !9, file: !2, line: 55, type: !216, isLocal: true, isDefinition: true)
!216 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !178)
!217 = !DIGlobalVariableExpression(var: !218, expr: !DIExpression())
!218 = distinct !DIGlobalVariable(name: "g_93", scope: !9, file: !2, line: 56, type: !182, isLocal: true, isDefinition: true)
!219 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression())
!220 = distinct !DIGlobalVariable(name: "g_113", scope: !9, file: !2, line: 57, type: !205, isLocal: true, isDefinition: true)
!221 = !DIGlobalVariableExpression(var: !222, expr: !DIExpression())
!222 = distinct !DIGlobalVariable(name: "g_127", scope: !9, file: !2, line: 58, type: !182, isLocal: true, isDefinition: true)
!223 = !DIGlobalVariableExpression(var: !224, expr: !DIExpression())
!224 = distinct !DIGlobalVariable(name: "g_131", scope: !9, file: !2, line: 59, type: !225, isLocal: true, isDefinition: true)
!225 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !130, line: 27, baseType: !226)
!226 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !132, line: 45, baseType: !227)
!227 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!228 = !DIGlobalVariableExpression(var: !229, expr: !DIExpression())
!229 = distinct !DIGlobalVariable(name: "g_153", scope: !9, file: !2, line: 61, type: !139, isLocal: true, isDefinition: true)
!230 = !DIGlobalVariableExpression(var: !231, expr: !DIExpression())
!231 = distinct !DIGlobalVariable(name: "g_155", scope: !9, file: !2, line: 62, type: !129, isLocal: true, isDefinition: true)
!232 = !DIGlobalVariableExpression(var: !233, expr: !DIExpression())
!233 = distinct !DIGlobalVariable(name: "g_174", scope: !9, file: !2, line: 63, type: !129, isLocal: true, isDefinition: true)
!234 = !DIGlobalVariableExpression(var: !235, expr: !DIExpression())
!235 = distinct !DIGlobalVariable(name: "g_193", scope: !9, file: !2, line: 65, type: !236, isLocal: true, isDefinition: true)
!236 = !DICompositeType(tag: DW_TAG_array_type, baseType: !178, size: 896, elements: !76)
!237 = !DIGlobalVariableExpression(var: !238, expr: !DIExpression())
!238 = distinct !DIGlobalVariable(scope: null, file: !239, line: 56, type: !240, isLocal: true, isDefinition: true)
!239 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!240 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !241)
!241 = !{!242}
!242 = !DISubrange(count: 15)
!243 = !DIGlobalVariableExpression(var: !244, expr: !DIExpression())
!244 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !127, line: 48, type: !129, isLocal: true, isDefinition: true)
!245 = !{i32 7, !"Dwarf Version", i32 5}
!246 = !{i32 2, !"Debug Info Version", i32 3}
!247 = !{i32 1, !"wchar_size", i32 4}
!248 = !{i32 8, !"PIC Level", i32 2}
!249 = !{i32 7, !"PIE Level", i32 2}
!250 = !{i32 7, !"uwtable", i32 2}
!251 = !{i32 7, !"frame-pointer", i32 2}
!252 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!253 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 297, type: !254, scopeLine: 298, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !258)
!254 = !DISubroutineType(types: !255)
!255 = !{!13, !13, !256}
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !257, size: 64)
!257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!258 = !{}
!259 = !DILocalVariable(name: "argc", arg: 1, scope: !253, file: !2, line: 297, type: !13)
!260 = !DILocation(line: 297, column: 15, scope: !253)
!261 = !DILocalVariable(name: "argv", arg: 2, scope: !253, file: !2, line: 297, type: !256)
!262 = !DILocation(line: 297, column: 27, scope: !253)
!263 = !DILocalVariable(name: "i", scope: !253, file: !2, line: 299, type: !13)
!264 = !DILocation(line: 299, column: 9, scope: !253)
!265 = !DILocalVariable(name: "j", scope: !253, file: !2, line: 299, type: !13)
!266 = !DILocation(line: 299, column: 12, scope: !253)
!267 = !DILocalVariable(name: "k", scope: !253, file: !2, line: 299, type: !13)
!268 = !DILocation(line: 299, column: 15, scope: !253)
!269 = !DILocalVariable(name: "print_hash_value", scope: !253, file: !2, line: 300, type: !13)
!270 = !DILocation(line: 300, column: 9, scope: !253)
!271 = !DILocation(line: 301, column: 9, scope: !272)
!272 = distinct !DILexicalBlock(scope: !253, file: !2, line: 301, column: 9)
!273 = !DILocation(line: 301, column: 14, scope: !272)
!274 = !DILocation(line: 301, column: 19, scope: !272)
!275 = !DILocation(line: 301, column: 29, scope: !272)
!276 = !DILocation(line: 301, column: 22, scope: !272)
!277 = !DILocation(line: 301, column: 43, scope: !272)
!278 = !DILocation(line: 301, column: 9, scope: !253)
!279 = !DILocation(line: 301, column: 66, scope: !272)
!280 = !DILocation(line: 301, column: 49, scope: !272)
!281 = !DILocation(line: 302, column: 5, scope: !253)
!282 = !DILocation(line: 303, column: 5, scope: !253)
!283 = !DILocation(line: 304, column: 5, scope: !253)
!284 = !DILocation(line: 305, column: 21, scope: !253)
!285 = !DILocation(line: 305, column: 33, scope: !253)
!286 = !DILocation(line: 305, column: 5, scope: !253)
!287 = !DILocation(line: 306, column: 21, scope: !253)
!288 = !DILocation(line: 306, column: 35, scope: !253)
!289 = !DILocation(line: 306, column: 5, scope: !253)
!290 = !DILocation(line: 307, column: 21, scope: !253)
!291 = !DILocation(line: 307, column: 35, scope: !253)
!292 = !DILocation(line: 307, column: 5, scope: !253)
!293 = !DILocation(line: 308, column: 21, scope: !253)
!294 = !DILocation(line: 308, column: 35, scope: !253)
!295 = !DILocation(line: 308, column: 5, scope: !253)
!296 = !DILocation(line: 309, column: 21, scope: !253)
!297 = !DILocation(line: 309, column: 35, scope: !253)
!298 = !DILocation(line: 309, column: 5, scope: !253)
!299 = !DILocation(line: 310, column: 21, scope: !253)
!300 = !DILocation(line: 310, column: 35, scope: !253)
!301 = !DILocation(line: 310, column: 5, scope: !253)
!302 = !DILocation(line: 311, column: 21, scope: !253)
!303 = !DILocation(line: 311, column: 35, scope: !253)
!304 = !DILocation(line: 311, column: 5, scope: !253)
!305 = !DILocation(line: 312, column: 12, scope: !306)
!306 = distinct !DILexicalBlock(scope: !253, file: !2, line: 312, column: 5)
!307 = !DILocation(line: 312, column: 10, scope: !306)
!308 = !DILocation(line: 312, column: 17, scope: !309)
!309 = distinct !DILexicalBlock(scope: !306, file: !2, line: 312, column: 5)
!310 = !DILocation(line: 312, column: 19, scope: !309)
!311 = !DILocation(line: 312, column: 5, scope: !306)
!312 = !DILocation(line: 314, column: 16, scope: !313)
!313 = distinct !DILexicalBlock(scope: !314, file: !2, line: 314, column: 9)
!314 = distinct !DILexicalBlock(scope: !309, file: !2, line: 313, column: 5)
!315 = !DILocation(line: 314, column: 14, scope: !313)
!316 = !DILocation(line: 314, column: 21, scope: !317)
!317 = distinct !DILexicalBlock(scope: !313, file: !2, line: 314, column: 9)
!318 = !DILocation(line: 314, column: 23, scope: !317)
!319 = !DILocation(line: 314, column: 9, scope: !313)
!320 = !DILocation(line: 316, column: 20, scope: !321)
!321 = distinct !DILexicalBlock(scope: !322, file: !2, line: 316, column: 13)
!322 = distinct !DILexicalBlock(scope: !317, file: !2, line: 315, column: 9)
!323 = !DILocation(line: 316, column: 18, scope: !321)
!324 = !DILocation(line: 316, column: 25, scope: !325)
!325 = distinct !DILexicalBlock(scope: !321, file: !2, line: 316, column: 13)
!326 = !DILocation(line: 316, column: 27, scope: !325)
!327 = !DILocation(line: 316, column: 13, scope: !321)
!328 = !DILocation(line: 318, column: 38, scope: !329)
!329 = distinct !DILexicalBlock(scope: !325, file: !2, line: 317, column: 13)
!330 = !DILocation(line: 318, column: 33, scope: !329)
!331 = !DILocation(line: 318, column: 41, scope: !329)
!332 = !DILocation(line: 318, column: 44, scope: !329)
!333 = !DILocation(line: 318, column: 47, scope: !329)
!334 = !DILocation(line: 318, column: 71, scope: !329)
!335 = !DILocation(line: 318, column: 17, scope: !329)
!336 = !DILocation(line: 319, column: 38, scope: !329)
!337 = !DILocation(line: 319, column: 33, scope: !329)
!338 = !DILocation(line: 319, column: 41, scope: !329)
!339 = !DILocation(line: 319, column: 44, scope: !329)
!340 = !DILocation(line: 319, column: 47, scope: !329)
!341 = !DILocation(line: 319, column: 71, scope: !329)
!342 = !DILocation(line: 319, column: 17, scope: !329)
!343 = !DILocation(line: 320, column: 38, scope: !329)
!344 = !DILocation(line: 320, column: 33, scope: !329)
!345 = !DILocation(line: 320, column: 41, scope: !329)
!346 = !DILocation(line: 320, column: 44, scope: !329)
!347 = !DILocation(line: 320, column: 47, scope: !329)
!348 = !DILocation(line: 320, column: 71, scope: !329)
!349 = !DILocation(line: 320, column: 17, scope: !329)
!350 = !DILocation(line: 321, column: 38, scope: !329)
!351 = !DILocation(line: 321, column: 33, scope: !329)
!352 = !DILocation(line: 321, column: 41, scope: !329)
!353 = !DILocation(line: 321, column: 44, scope: !329)
!354 = !DILocation(line: 321, column: 47, scope: !329)
!355 = !DILocation(line: 321, column: 71, scope: !329)
!356 = !DILocation(line: 321, column: 17, scope: !329)
!357 = !DILocation(line: 322, column: 38, scope: !329)
!358 = !DILocation(line: 322, column: 33, scope: !329)
!359 = !DILocation(line: 322, column: 41, scope: !329)
!360 = !DILocation(line: 322, column: 44, scope: !329)
!361 = !DILocation(line: 322, column: 47, scope: !329)
!362 = !DILocation(line: 322, column: 71, scope: !329)
!363 = !DILocation(line: 322, column: 17, scope: !329)
!364 = !DILocation(line: 323, column: 38, scope: !329)
!365 = !DILocation(line: 323, column: 33, scope: !329)
!366 = !DILocation(line: 323, column: 41, scope: !329)
!367 = !DILocation(line: 323, column: 44, scope: !329)
!368 = !DILocation(line: 323, column: 47, scope: !329)
!369 = !DILocation(line: 323, column: 71, scope: !329)
!370 = !DILocation(line: 323, column: 17, scope: !329)
!371 = !DILocation(line: 324, column: 21, scope: !372)
!372 = distinct !DILexicalBlock(scope: !329, file: !2, line: 324, column: 21)
!373 = !DILocation(line: 324, column: 21, scope: !329)
!374 = !DILocation(line: 324, column: 72, scope: !372)
!375 = !DILocation(line: 324, column: 75, scope: !372)
!376 = !DILocation(line: 324, column: 78, scope: !372)
!377 = !DILocation(line: 324, column: 39, scope: !372)
!378 = !DILocation(line: 326, column: 13, scope: !329)
!379 = !DILocation(line: 316, column: 33, scope: !325)
!380 = !DILocation(line: 316, column: 13, scope: !325)
!381 = distinct !{!381, !327, !382, !383}
!382 = !DILocation(line: 326, column: 13, scope: !321)
!383 = !{!"llvm.loop.mustprogress"}
!384 = !DILocation(line: 327, column: 9, scope: !322)
!385 = !DILocation(line: 314, column: 29, scope: !317)
!386 = !DILocation(line: 314, column: 9, scope: !317)
!387 = distinct !{!387, !319, !388, !383}
!388 = !DILocation(line: 327, column: 9, scope: !313)
!389 = !DILocation(line: 328, column: 5, scope: !314)
!390 = !DILocation(line: 312, column: 25, scope: !309)
!391 = !DILocation(line: 312, column: 5, scope: !309)
!392 = distinct !{!392, !311, !393, !383}
!393 = !DILocation(line: 328, column: 5, scope: !306)
!394 = !DILocation(line: 329, column: 21, scope: !253)
!395 = !DILocation(line: 329, column: 35, scope: !253)
!396 = !DILocation(line: 329, column: 5, scope: !253)
!397 = !DILocation(line: 330, column: 21, scope: !253)
!398 = !DILocation(line: 330, column: 35, scope: !253)
!399 = !DILocation(line: 330, column: 5, scope: !253)
!400 = !DILocation(line: 331, column: 21, scope: !253)
!401 = !DILocation(line: 331, column: 35, scope: !253)
!402 = !DILocation(line: 331, column: 5, scope: !253)
!403 = !DILocation(line: 332, column: 21, scope: !253)
!404 = !DILocation(line: 332, column: 35, scope: !253)
!405 = !DILocation(line: 332, column: 5, scope: !253)
!406 = !DILocation(line: 333, column: 12, scope: !407)
!407 = distinct !DILexicalBlock(scope: !253, file: !2, line: 333, column: 5)
!408 = !DILocation(line: 333, column: 10, scope: !407)
!409 = !DILocation(line: 333, column: 17, scope: !410)
!410 = distinct !DILexicalBlock(scope: !407, file: !2, line: 333, column: 5)
!411 = !DILocation(line: 333, column: 19, scope: !410)
!412 = !DILocation(line: 333, column: 5, scope: !407)
!413 = !DILocation(line: 335, column: 16, scope: !414)
!414 = distinct !DILexicalBlock(scope: !415, file: !2, line: 335, column: 9)
!415 = distinct !DILexicalBlock(scope: !410, file: !2, line: 334, column: 5)
!416 = !DILocation(line: 335, column: 14, scope: !414)
!417 = !DILocation(line: 335, column: 21, scope: !418)
!418 = distinct !DILexicalBlock(scope: !414, file: !2, line: 335, column: 9)
!419 = !DILocation(line: 335, column: 23, scope: !418)
!420 = !DILocation(line: 335, column: 9, scope: !414)
!421 = !DILocation(line: 337, column: 34, scope: !422)
!422 = distinct !DILexicalBlock(scope: !418, file: !2, line: 336, column: 9)
!423 = !DILocation(line: 337, column: 29, scope: !422)
!424 = !DILocation(line: 337, column: 37, scope: !422)
!425 = !DILocation(line: 337, column: 55, scope: !422)
!426 = !DILocation(line: 337, column: 13, scope: !422)
!427 = !DILocation(line: 338, column: 17, scope: !428)
!428 = distinct !DILexicalBlock(scope: !422, file: !2, line: 338, column: 17)
!429 = !DILocation(line: 338, column: 17, scope: !422)
!430 = !DILocation(line: 338, column: 64, scope: !428)
!431 = !DILocation(line: 338, column: 67, scope: !428)
!432 = !DILocation(line: 338, column: 35, scope: !428)
!433 = !DILocation(line: 340, column: 9, scope: !422)
!434 = !DILocation(line: 335, column: 29, scope: !418)
!435 = !DILocation(line: 335, column: 9, scope: !418)
!436 = distinct !{!436, !420, !437, !383}
!437 = !DILocation(line: 340, column: 9, scope: !414)
!438 = !DILocation(line: 341, column: 5, scope: !415)
!439 = !DILocation(line: 333, column: 25, scope: !410)
!440 = !DILocation(line: 333, column: 5, scope: !410)
!441 = distinct !{!441, !412, !442, !383}
!442 = !DILocation(line: 341, column: 5, scope: !407)
!443 = !DILocation(line: 342, column: 26, scope: !253)
!444 = !DILocation(line: 342, column: 21, scope: !253)
!445 = !DILocation(line: 342, column: 41, scope: !253)
!446 = !DILocation(line: 342, column: 5, scope: !253)
!447 = !DILocation(line: 343, column: 26, scope: !253)
!448 = !DILocation(line: 343, column: 21, scope: !253)
!449 = !DILocation(line: 343, column: 41, scope: !253)
!450 = !DILocation(line: 343, column: 5, scope: !253)
!451 = !DILocation(line: 344, column: 26, scope: !253)
!452 = !DILocation(line: 344, column: 21, scope: !253)
!453 = !DILocation(line: 344, column: 41, scope: !253)
!454 = !DILocation(line: 344, column: 5, scope: !253)
!455 = !DILocation(line: 345, column: 26, scope: !253)
!456 = !DILocation(line: 345, column: 21, scope: !253)
!457 = !DILocation(line: 345, column: 41, scope: !253)
!458 = !DILocation(line: 345, column: 5, scope: !253)
!459 = !DILocation(line: 346, column: 26, scope: !253)
!460 = !DILocation(line: 346, column: 21, scope: !253)
!461 = !DILocation(line: 346, column: 41, scope: !253)
!462 = !DILocation(line: 346, column: 5, scope: !253)
!463 = !DILocation(line: 347, column: 26, scope: !253)
!464 = !DILocation(line: 347, column: 21, scope: !253)
!465 = !DILocation(line: 347, column: 41, scope: !253)
!466 = !DILocation(line: 347, column: 5, scope: !253)
!467 = !DILocation(line: 348, column: 21, scope: !253)
!468 = !DILocation(line: 348, column: 35, scope: !253)
!469 = !DILocation(line: 348, column: 5, scope: !253)
!470 = !DILocation(line: 349, column: 21, scope: !253)
!471 = !DILocation(line: 349, column: 37, scope: !253)
!472 = !DILocation(line: 349, column: 5, scope: !253)
!473 = !DILocation(line: 350, column: 21, scope: !253)
!474 = !DILocation(line: 350, column: 37, scope: !253)
!475 = !DILocation(line: 350, column: 5, scope: !253)
!476 = !DILocation(line: 351, column: 21, scope: !253)
!477 = !DILocation(line: 351, column: 37, scope: !253)
!478 = !DILocation(line: 351, column: 5, scope: !253)
!479 = !DILocation(line: 352, column: 21, scope: !253)
!480 = !DILocation(line: 352, column: 37, scope: !253)
!481 = !DILocation(line: 352, column: 5, scope: !253)
!482 = !DILocation(line: 353, column: 21, scope: !253)
!483 = !DILocation(line: 353, column: 37, scope: !253)
!484 = !DILocation(line: 353, column: 5, scope: !253)
!485 = !DILocation(line: 354, column: 21, scope: !253)
!486 = !DILocation(line: 354, column: 37, scope: !253)
!487 = !DILocation(line: 354, column: 5, scope: !253)
!488 = !DILocation(line: 355, column: 12, scope: !489)
!489 = distinct !DILexicalBlock(scope: !253, file: !2, line: 355, column: 5)
!490 = !DILocation(line: 355, column: 10, scope: !489)
!491 = !DILocation(line: 355, column: 17, scope: !492)
!492 = distinct !DILexicalBlock(scope: !489, file: !2, line: 355, column: 5)
!493 = !DILocation(line: 355, column: 19, scope: !492)
!494 = !DILocation(line: 355, column: 5, scope: !489)
!495 = !DILocation(line: 357, column: 31, scope: !496)
!496 = distinct !DILexicalBlock(scope: !492, file: !2, line: 356, column: 5)
!497 = !DILocation(line: 357, column: 25, scope: !496)
!498 = !DILocation(line: 357, column: 34, scope: !496)
!499 = !DILocation(line: 357, column: 53, scope: !496)
!500 = !DILocation(line: 357, column: 9, scope: !496)
!501 = !DILocation(line: 358, column: 31, scope: !496)
!502 = !DILocation(line: 358, column: 25, scope: !496)
!503 = !DILocation(line: 358, column: 34, scope: !496)
!504 = !DILocation(line: 358, column: 53, scope: !496)
!505 = !DILocation(line: 358, column: 9, scope: !496)
!506 = !DILocation(line: 359, column: 31, scope: !496)
!507 = !DILocation(line: 359, column: 25, scope: !496)
!508 = !DILocation(line: 359, column: 34, scope: !496)
!509 = !DILocation(line: 359, column: 53, scope: !496)
!510 = !DILocation(line: 359, column: 9, scope: !496)
!511 = !DILocation(line: 360, column: 31, scope: !496)
!512 = !DILocation(line: 360, column: 25, scope: !496)
!513 = !DILocation(line: 360, column: 34, scope: !496)
!514 = !DILocation(line: 360, column: 53, scope: !496)
!515 = !DILocation(line: 360, column: 9, scope: !496)
!516 = !DILocation(line: 361, column: 31, scope: !496)
!517 = !DILocation(line: 361, column: 25, scope: !496)
!518 = !DILocation(line: 361, column: 34, scope: !496)
!519 = !DILocation(line: 361, column: 53, scope: !496)
!520 = !DILocation(line: 361, column: 9, scope: !496)
!521 = !DILocation(line: 362, column: 31, scope: !496)
!522 = !DILocation(line: 362, column: 25, scope: !496)
!523 = !DILocation(line: 362, column: 34, scope: !496)
!524 = !DILocation(line: 362, column: 53, scope: !496)
!525 = !DILocation(line: 362, column: 9, scope: !496)
!526 = !DILocation(line: 363, column: 13, scope: !527)
!527 = distinct !DILexicalBlock(scope: !496, file: !2, line: 363, column: 13)
!528 = !DILocation(line: 363, column: 13, scope: !496)
!529 = !DILocation(line: 363, column: 56, scope: !527)
!530 = !DILocation(line: 363, column: 31, scope: !527)
!531 = !DILocation(line: 365, column: 5, scope: !496)
!532 = !DILocation(line: 355, column: 25, scope: !492)
!533 = !DILocation(line: 355, column: 5, scope: !492)
!534 = distinct !{!534, !494, !535, !383}
!535 = !DILocation(line: 365, column: 5, scope: !489)
!536 = !DILocation(line: 366, column: 23, scope: !253)
!537 = !DILocation(line: 366, column: 37, scope: !253)
!538 = !DILocation(line: 366, column: 53, scope: !253)
!539 = !DILocation(line: 366, column: 5, scope: !253)
!540 = !DILocation(line: 367, column: 5, scope: !253)
!541 = distinct !DISubprogram(name: "platform_main_begin", scope: !239, file: !239, line: 43, type: !542, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!542 = !DISubroutineType(types: !543)
!543 = !{null}
!544 = !DILocation(line: 46, column: 1, scope: !541)
!545 = distinct !DISubprogram(name: "crc32_gentab", scope: !127, file: !127, line: 51, type: !542, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!546 = !DILocalVariable(name: "crc", scope: !545, file: !127, line: 53, type: !129)
!547 = !DILocation(line: 53, column: 11, scope: !545)
!548 = !DILocalVariable(name: "poly", scope: !545, file: !127, line: 54, type: !549)
!549 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !129)
!550 = !DILocation(line: 54, column: 17, scope: !545)
!551 = !DILocalVariable(name: "i", scope: !545, file: !127, line: 55, type: !13)
!552 = !DILocation(line: 55, column: 6, scope: !545)
!553 = !DILocalVariable(name: "j", scope: !545, file: !127, line: 55, type: !13)
!554 = !DILocation(line: 55, column: 9, scope: !545)
!555 = !DILocation(line: 57, column: 9, scope: !556)
!556 = distinct !DILexicalBlock(scope: !545, file: !127, line: 57, column: 2)
!557 = !DILocation(line: 57, column: 7, scope: !556)
!558 = !DILocation(line: 57, column: 14, scope: !559)
!559 = distinct !DILexicalBlock(scope: !556, file: !127, line: 57, column: 2)
!560 = !DILocation(line: 57, column: 16, scope: !559)
!561 = !DILocation(line: 57, column: 2, scope: !556)
!562 = !DILocation(line: 58, column: 9, scope: !563)
!563 = distinct !DILexicalBlock(scope: !559, file: !127, line: 57, column: 28)
!564 = !DILocation(line: 58, column: 7, scope: !563)
!565 = !DILocation(line: 59, column: 10, scope: !566)
!566 = distinct !DILexicalBlock(scope: !563, file: !127, line: 59, column: 3)
!567 = !DILocation(line: 59, column: 8, scope: !566)
!568 = !DILocation(line: 59, column: 15, scope: !569)
!569 = distinct !DILexicalBlock(scope: !566, file: !127, line: 59, column: 3)
!570 = !DILocation(line: 59, column: 17, scope: !569)
!571 = !DILocation(line: 59, column: 3, scope: !566)
!572 = !DILocation(line: 60, column: 8, scope: !573)
!573 = distinct !DILexicalBlock(scope: !574, file: !127, line: 60, column: 8)
!574 = distinct !DILexicalBlock(scope: !569, file: !127, line: 59, column: 27)
!575 = !DILocation(line: 60, column: 12, scope: !573)
!576 = !DILocation(line: 60, column: 8, scope: !574)
!577 = !DILocation(line: 61, column: 12, scope: !578)
!578 = distinct !DILexicalBlock(scope: !573, file: !127, line: 60, column: 17)
!579 = !DILocation(line: 61, column: 16, scope: !578)
!580 = !DILocation(line: 61, column: 22, scope: !578)
!581 = !DILocation(line: 61, column: 9, scope: !578)
!582 = !DILocation(line: 62, column: 4, scope: !578)
!583 = !DILocation(line: 63, column: 9, scope: !584)
!584 = distinct !DILexicalBlock(scope: !573, file: !127, line: 62, column: 11)
!585 = !DILocation(line: 65, column: 3, scope: !574)
!586 = !DILocation(line: 59, column: 23, scope: !569)
!587 = !DILocation(line: 59, column: 3, scope: !569)
!588 = distinct !{!588, !571, !589, !383}
!589 = !DILocation(line: 65, column: 3, scope: !566)
!590 = !DILocation(line: 66, column: 18, scope: !563)
!591 = !DILocation(line: 66, column: 13, scope: !563)
!592 = !DILocation(line: 66, column: 3, scope: !563)
!593 = !DILocation(line: 66, column: 16, scope: !563)
!594 = !DILocation(line: 67, column: 2, scope: !563)
!595 = !DILocation(line: 57, column: 24, scope: !559)
!596 = !DILocation(line: 57, column: 2, scope: !559)
!597 = distinct !{!597, !561, !598, !383}
!598 = !DILocation(line: 67, column: 2, scope: !556)
!599 = !DILocation(line: 68, column: 1, scope: !545)
!600 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 80, type: !601, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!601 = !DISubroutineType(types: !602)
!602 = !{!199}
!603 = !DILocalVariable(name: "l_2", scope: !600, file: !2, line: 82, type: !182)
!604 = !DILocation(line: 82, column: 14, scope: !600)
!605 = !DILocalVariable(name: "l_13", scope: !600, file: !2, line: 83, type: !606)
!606 = !DICompositeType(tag: DW_TAG_array_type, baseType: !607, size: 448, elements: !5)
!607 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 16, size: 224, elements: !608)
!608 = !{!609, !610, !611, !612, !613, !614, !616}
!609 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !607, file: !2, line: 17, baseType: !12, size: 18, flags: DIFlagBitField, extraData: i64 0)
!610 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !607, file: !2, line: 18, baseType: !12, size: 31, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!611 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !607, file: !2, line: 19, baseType: !171, size: 8, offset: 64)
!612 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !607, file: !2, line: 20, baseType: !13, size: 29, offset: 96, flags: DIFlagBitField, extraData: i64 96)
!613 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !607, file: !2, line: 21, baseType: !12, size: 14, offset: 128, flags: DIFlagBitField, extraData: i64 96)
!614 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !607, file: !2, line: 22, baseType: !615, size: 32, offset: 160)
!615 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !139)
!616 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !607, file: !2, line: 23, baseType: !12, size: 17, offset: 192, flags: DIFlagBitField, extraData: i64 192)
!617 = !DILocation(line: 83, column: 15, scope: !600)
!618 = !DILocalVariable(name: "l_72", scope: !600, file: !2, line: 84, type: !619)
!619 = !DICompositeType(tag: DW_TAG_array_type, baseType: !129, size: 128, elements: !18)
!620 = !DILocation(line: 84, column: 14, scope: !600)
!621 = !DILocalVariable(name: "l_101", scope: !600, file: !2, line: 85, type: !607)
!622 = !DILocation(line: 85, column: 15, scope: !600)
!623 = !DILocalVariable(name: "l_136", scope: !600, file: !2, line: 86, type: !138)
!624 = !DILocation(line: 86, column: 14, scope: !600)
!625 = !DILocalVariable(name: "l_143", scope: !600, file: !2, line: 87, type: !139)
!626 = !DILocation(line: 87, column: 13, scope: !600)
!627 = !DILocalVariable(name: "l_144", scope: !600, file: !2, line: 88, type: !139)
!628 = !DILocation(line: 88, column: 13, scope: !600)
!629 = !DILocalVariable(name: "l_145", scope: !600, file: !2, line: 89, type: !139)
!630 = !DILocation(line: 89, column: 13, scope: !600)
!631 = !DILocalVariable(name: "l_146", scope: !600, file: !2, line: 90, type: !139)
!632 = !DILocation(line: 90, column: 13, scope: !600)
!633 = !DILocalVariable(name: "l_154", scope: !600, file: !2, line: 91, type: !205)
!634 = !DILocation(line: 91, column: 13, scope: !600)
!635 = !DILocalVariable(name: "l_189", scope: !600, file: !2, line: 92, type: !205)
!636 = !DILocation(line: 92, column: 13, scope: !600)
!637 = !DILocalVariable(name: "l_198", scope: !600, file: !2, line: 93, type: !638)
!638 = !DICompositeType(tag: DW_TAG_array_type, baseType: !639, size: 5120, elements: !640)
!639 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!640 = !{!77, !641}
!641 = !DISubrange(count: 10)
!642 = !DILocation(line: 93, column: 16, scope: !600)
!643 = !DILocalVariable(name: "i", scope: !600, file: !2, line: 94, type: !13)
!644 = !DILocation(line: 94, column: 9, scope: !600)
!645 = !DILocalVariable(name: "j", scope: !600, file: !2, line: 94, type: !13)
!646 = !DILocation(line: 94, column: 12, scope: !600)
!647 = !DILocation(line: 95, column: 12, scope: !648)
!648 = distinct !DILexicalBlock(scope: !600, file: !2, line: 95, column: 5)
!649 = !DILocation(line: 95, column: 10, scope: !648)
!650 = !DILocation(line: 95, column: 17, scope: !651)
!651 = distinct !DILexicalBlock(scope: !648, file: !2, line: 95, column: 5)
!652 = !DILocation(line: 95, column: 19, scope: !651)
!653 = !DILocation(line: 95, column: 5, scope: !648)
!654 = !DILocation(line: 96, column: 14, scope: !651)
!655 = !DILocation(line: 96, column: 9, scope: !651)
!656 = !DILocation(line: 96, column: 17, scope: !651)
!657 = !DILocation(line: 95, column: 25, scope: !651)
!658 = !DILocation(line: 95, column: 5, scope: !651)
!659 = distinct !{!659, !653, !660, !383}
!660 = !DILocation(line: 96, column: 19, scope: !648)
!661 = !DILocation(line: 97, column: 9, scope: !662)
!662 = distinct !DILexicalBlock(scope: !600, file: !2, line: 97, column: 9)
!663 = !DILocation(line: 97, column: 9, scope: !600)
!664 = !DILocalVariable(name: "l_3", scope: !665, file: !2, line: 99, type: !129)
!665 = distinct !DILexicalBlock(scope: !662, file: !2, line: 98, column: 5)
!666 = !DILocation(line: 99, column: 18, scope: !665)
!667 = !DILocation(line: 100, column: 16, scope: !665)
!668 = !DILocation(line: 100, column: 9, scope: !665)
!669 = !DILocalVariable(name: "l_18", scope: !670, file: !2, line: 104, type: !607)
!670 = distinct !DILexicalBlock(scope: !662, file: !2, line: 103, column: 5)
!671 = !DILocation(line: 104, column: 19, scope: !670)
!672 = !DILocalVariable(name: "l_60", scope: !670, file: !2, line: 105, type: !138)
!673 = !DILocation(line: 105, column: 18, scope: !670)
!674 = !DILocalVariable(name: "l_71", scope: !670, file: !2, line: 106, type: !171)
!675 = !DILocation(line: 106, column: 17, scope: !670)
!676 = !DILocalVariable(name: "l_76", scope: !670, file: !2, line: 107, type: !139)
!677 = !DILocation(line: 107, column: 17, scope: !670)
!678 = !DILocalVariable(name: "l_105", scope: !670, file: !2, line: 108, type: !129)
!679 = !DILocation(line: 108, column: 18, scope: !670)
!680 = !DILocalVariable(name: "l_147", scope: !670, file: !2, line: 109, type: !139)
!681 = !DILocation(line: 109, column: 17, scope: !670)
!682 = !DILocalVariable(name: "l_166", scope: !670, file: !2, line: 110, type: !199)
!683 = !DILocation(line: 110, column: 16, scope: !670)
!684 = !DILocalVariable(name: "l_170", scope: !670, file: !2, line: 111, type: !139)
!685 = !DILocation(line: 111, column: 17, scope: !670)
!686 = !DILocalVariable(name: "l_171", scope: !670, file: !2, line: 112, type: !139)
!687 = !DILocation(line: 112, column: 17, scope: !670)
!688 = !DILocalVariable(name: "l_172", scope: !670, file: !2, line: 113, type: !689)
!689 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 1120, elements: !690)
!690 = !{!24, !191}
!691 = !DILocation(line: 113, column: 17, scope: !670)
!692 = !DILocalVariable(name: "i", scope: !670, file: !2, line: 114, type: !13)
!693 = !DILocation(line: 114, column: 13, scope: !670)
!694 = !DILocalVariable(name: "j", scope: !670, file: !2, line: 114, type: !13)
!695 = !DILocation(line: 114, column: 16, scope: !670)
!696 = !DILocation(line: 115, column: 27, scope: !670)
!697 = !DILocation(line: 115, column: 32, scope: !670)
!698 = !DILocation(line: 115, column: 44, scope: !670)
!699 = !DILocation(line: 115, column: 81, scope: !670)
!700 = !DILocation(line: 115, column: 89, scope: !670)
!701 = !DILocation(line: 115, column: 120, scope: !670)
!702 = !DILocation(line: 115, column: 124, scope: !670)
!703 = !DILocation(line: 115, column: 119, scope: !670)
!704 = !DILocation(line: 115, column: 94, scope: !670)
!705 = !DILocation(line: 115, column: 93, scope: !670)
!706 = !DILocation(line: 115, column: 54, scope: !670)
!707 = !DILocation(line: 115, column: 53, scope: !670)
!708 = !DILocation(line: 115, column: 37, scope: !670)
!709 = !DILocation(line: 115, column: 20, scope: !670)
!710 = !DILocation(line: 115, column: 11, scope: !670)
!711 = !DILocation(line: 115, column: 17, scope: !670)
!712 = !DILocation(line: 116, column: 138, scope: !713)
!713 = distinct !DILexicalBlock(scope: !670, file: !2, line: 116, column: 13)
!714 = !DILocation(line: 116, column: 137, scope: !713)
!715 = !DILocation(line: 116, column: 136, scope: !713)
!716 = !DILocation(line: 116, column: 180, scope: !713)
!717 = !DILocation(line: 116, column: 177, scope: !713)
!718 = !DILocation(line: 116, column: 172, scope: !713)
!719 = !DILocation(line: 116, column: 189, scope: !713)
!720 = !DILocation(line: 116, column: 194, scope: !713)
!721 = !DILocation(line: 116, column: 199, scope: !713)
!722 = !DILocation(line: 116, column: 198, scope: !713)
!723 = !DILocation(line: 116, column: 197, scope: !713)
!724 = !DILocation(line: 116, column: 206, scope: !713)
!725 = !DILocation(line: 116, column: 211, scope: !713)
!726 = !DILocation(line: 116, column: 210, scope: !713)
!727 = !DILocation(line: 116, column: 187, scope: !713)
!728 = !DILocation(line: 116, column: 146, scope: !713)
!729 = !DILocation(line: 116, column: 145, scope: !713)
!730 = !DILocation(line: 116, column: 110, scope: !713)
!731 = !DILocation(line: 116, column: 109, scope: !713)
!732 = !DILocation(line: 116, column: 83, scope: !713)
!733 = !DILocation(line: 116, column: 82, scope: !713)
!734 = !DILocation(line: 116, column: 228, scope: !713)
!735 = !DILocation(line: 116, column: 81, scope: !713)
!736 = !DILocation(line: 116, column: 56, scope: !713)
!737 = !DILocation(line: 116, column: 55, scope: !713)
!738 = !DILocation(line: 116, column: 53, scope: !713)
!739 = !DILocation(line: 116, column: 40, scope: !713)
!740 = !DILocation(line: 116, column: 260, scope: !713)
!741 = !DILocation(line: 116, column: 14, scope: !713)
!742 = !DILocation(line: 116, column: 13, scope: !670)
!743 = !DILocalVariable(name: "l_73", scope: !744, file: !2, line: 118, type: !745)
!744 = distinct !DILexicalBlock(scope: !713, file: !2, line: 117, column: 9)
!745 = !DICompositeType(tag: DW_TAG_array_type, baseType: !138, size: 256, elements: !746)
!746 = !{!6, !6}
!747 = !DILocation(line: 118, column: 22, scope: !744)
!748 = !DILocalVariable(name: "l_92", scope: !744, file: !2, line: 119, type: !139)
!749 = !DILocation(line: 119, column: 21, scope: !744)
!750 = !DILocalVariable(name: "i", scope: !744, file: !2, line: 120, type: !13)
!751 = !DILocation(line: 120, column: 17, scope: !744)
!752 = !DILocalVariable(name: "j", scope: !744, file: !2, line: 120, type: !13)
!753 = !DILocation(line: 120, column: 20, scope: !744)
!754 = !DILocation(line: 121, column: 18, scope: !755)
!755 = distinct !DILexicalBlock(scope: !744, file: !2, line: 121, column: 17)
!756 = !DILocation(line: 121, column: 26, scope: !755)
!757 = !DILocation(line: 121, column: 25, scope: !755)
!758 = !DILocation(line: 121, column: 22, scope: !755)
!759 = !DILocation(line: 121, column: 17, scope: !744)
!760 = !DILocation(line: 123, column: 24, scope: !761)
!761 = distinct !DILexicalBlock(scope: !755, file: !2, line: 122, column: 13)
!762 = !DILocation(line: 123, column: 17, scope: !761)
!763 = !DILocation(line: 127, column: 27, scope: !764)
!764 = distinct !DILexicalBlock(scope: !755, file: !2, line: 126, column: 13)
!765 = !DILocation(line: 127, column: 19, scope: !764)
!766 = !DILocation(line: 127, column: 25, scope: !764)
!767 = !DILocation(line: 129, column: 28, scope: !744)
!768 = !DILocation(line: 129, column: 27, scope: !744)
!769 = !DILocation(line: 129, column: 50, scope: !744)
!770 = !DILocation(line: 129, column: 49, scope: !744)
!771 = !DILocation(line: 129, column: 56, scope: !744)
!772 = !DILocation(line: 129, column: 18, scope: !744)
!773 = !DILocation(line: 129, column: 21, scope: !744)
!774 = !DILocation(line: 130, column: 58, scope: !775)
!775 = distinct !DILexicalBlock(scope: !744, file: !2, line: 130, column: 17)
!776 = !DILocation(line: 130, column: 44, scope: !775)
!777 = !DILocation(line: 130, column: 62, scope: !775)
!778 = !DILocation(line: 130, column: 18, scope: !775)
!779 = !DILocation(line: 130, column: 17, scope: !744)
!780 = !DILocation(line: 132, column: 24, scope: !781)
!781 = distinct !DILexicalBlock(scope: !775, file: !2, line: 131, column: 13)
!782 = !DILocation(line: 133, column: 29, scope: !781)
!783 = !DILocation(line: 133, column: 24, scope: !781)
!784 = !DILocation(line: 133, column: 17, scope: !781)
!785 = !DILocalVariable(name: "l_78", scope: !786, file: !2, line: 137, type: !787)
!786 = distinct !DILexicalBlock(scope: !775, file: !2, line: 136, column: 13)
!787 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !199, size: 64)
!788 = !DILocation(line: 137, column: 25, scope: !786)
!789 = !DILocation(line: 138, column: 27, scope: !786)
!790 = !DILocation(line: 138, column: 19, scope: !786)
!791 = !DILocation(line: 138, column: 25, scope: !786)
!792 = !DILocation(line: 139, column: 42, scope: !786)
!793 = !DILocation(line: 139, column: 37, scope: !786)
!794 = !DILocation(line: 139, column: 29, scope: !786)
!795 = !DILocation(line: 139, column: 35, scope: !786)
!796 = !DILocation(line: 139, column: 26, scope: !786)
!797 = !DILocation(line: 139, column: 110, scope: !786)
!798 = !DILocation(line: 139, column: 109, scope: !786)
!799 = !DILocation(line: 139, column: 108, scope: !786)
!800 = !DILocation(line: 139, column: 147, scope: !786)
!801 = !DILocation(line: 139, column: 210, scope: !786)
!802 = !DILocation(line: 139, column: 181, scope: !786)
!803 = !DILocation(line: 139, column: 180, scope: !786)
!804 = !DILocation(line: 139, column: 279, scope: !786)
!805 = !DILocation(line: 139, column: 278, scope: !786)
!806 = !DILocation(line: 139, column: 274, scope: !786)
!807 = !DILocation(line: 139, column: 288, scope: !786)
!808 = !DILocation(line: 139, column: 297, scope: !786)
!809 = !DILocation(line: 139, column: 294, scope: !786)
!810 = !DILocation(line: 139, column: 306, scope: !786)
!811 = !DILocation(line: 139, column: 305, scope: !786)
!812 = !DILocation(line: 139, column: 228, scope: !786)
!813 = !DILocation(line: 139, column: 227, scope: !786)
!814 = !DILocation(line: 139, column: 155, scope: !786)
!815 = !DILocation(line: 139, column: 154, scope: !786)
!816 = !DILocation(line: 139, column: 153, scope: !786)
!817 = !DILocation(line: 139, column: 152, scope: !786)
!818 = !DILocation(line: 139, column: 120, scope: !786)
!819 = !DILocation(line: 139, column: 119, scope: !786)
!820 = !DILocation(line: 139, column: 319, scope: !786)
!821 = !DILocation(line: 139, column: 79, scope: !786)
!822 = !DILocation(line: 139, column: 78, scope: !786)
!823 = !DILocation(line: 139, column: 343, scope: !786)
!824 = !DILocation(line: 139, column: 341, scope: !786)
!825 = !DILocation(line: 139, column: 77, scope: !786)
!826 = !DILocation(line: 139, column: 50, scope: !786)
!827 = !DILocation(line: 139, column: 49, scope: !786)
!828 = !DILocation(line: 139, column: 46, scope: !786)
!829 = !DILocation(line: 139, column: 22, scope: !786)
!830 = !DILocation(line: 140, column: 24, scope: !786)
!831 = !DILocation(line: 140, column: 17, scope: !786)
!832 = !DILocalVariable(name: "l_104", scope: !833, file: !2, line: 145, type: !834)
!833 = distinct !DILexicalBlock(scope: !713, file: !2, line: 144, column: 9)
!834 = !DICompositeType(tag: DW_TAG_array_type, baseType: !162, size: 5760, elements: !835)
!835 = !{!641, !212, !213}
!836 = !DILocation(line: 145, column: 21, scope: !833)
!837 = !DILocalVariable(name: "l_111", scope: !833, file: !2, line: 146, type: !838)
!838 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 64)
!839 = !DILocation(line: 146, column: 22, scope: !833)
!840 = !DILocalVariable(name: "l_112", scope: !833, file: !2, line: 147, type: !838)
!841 = !DILocation(line: 147, column: 22, scope: !833)
!842 = !DILocalVariable(name: "l_119", scope: !833, file: !2, line: 148, type: !843)
!843 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!844 = !DILocation(line: 148, column: 23, scope: !833)
!845 = !DILocalVariable(name: "l_130", scope: !833, file: !2, line: 149, type: !846)
!846 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !225, size: 64)
!847 = !DILocation(line: 149, column: 23, scope: !833)
!848 = !DILocalVariable(name: "l_132", scope: !833, file: !2, line: 150, type: !849)
!849 = !DICompositeType(tag: DW_TAG_array_type, baseType: !129, size: 160, elements: !23)
!850 = !DILocation(line: 150, column: 22, scope: !833)
!851 = !DILocalVariable(name: "l_133", scope: !833, file: !2, line: 151, type: !199)
!852 = !DILocation(line: 151, column: 20, scope: !833)
!853 = !DILocalVariable(name: "l_148", scope: !833, file: !2, line: 152, type: !854)
!854 = !DICompositeType(tag: DW_TAG_array_type, baseType: !171, size: 16, elements: !5)
!855 = !DILocation(line: 152, column: 21, scope: !833)
!856 = !DILocalVariable(name: "l_151", scope: !833, file: !2, line: 153, type: !138)
!857 = !DILocation(line: 153, column: 22, scope: !833)
!858 = !DILocalVariable(name: "l_152", scope: !833, file: !2, line: 154, type: !859)
!859 = !DICompositeType(tag: DW_TAG_array_type, baseType: !138, size: 128, elements: !5)
!860 = !DILocation(line: 154, column: 22, scope: !833)
!861 = !DILocalVariable(name: "i", scope: !833, file: !2, line: 155, type: !13)
!862 = !DILocation(line: 155, column: 17, scope: !833)
!863 = !DILocalVariable(name: "j", scope: !833, file: !2, line: 155, type: !13)
!864 = !DILocation(line: 155, column: 20, scope: !833)
!865 = !DILocalVariable(name: "k", scope: !833, file: !2, line: 155, type: !13)
!866 = !DILocation(line: 155, column: 23, scope: !833)
!867 = !DILocation(line: 156, column: 20, scope: !868)
!868 = distinct !DILexicalBlock(scope: !833, file: !2, line: 156, column: 13)
!869 = !DILocation(line: 156, column: 18, scope: !868)
!870 = !DILocation(line: 156, column: 25, scope: !871)
!871 = distinct !DILexicalBlock(scope: !868, file: !2, line: 156, column: 13)
!872 = !DILocation(line: 156, column: 27, scope: !871)
!873 = !DILocation(line: 156, column: 13, scope: !868)
!874 = !DILocation(line: 157, column: 23, scope: !871)
!875 = !DILocation(line: 157, column: 17, scope: !871)
!876 = !DILocation(line: 157, column: 26, scope: !871)
!877 = !DILocation(line: 156, column: 33, scope: !871)
!878 = !DILocation(line: 156, column: 13, scope: !871)
!879 = distinct !{!879, !873, !880, !383}
!880 = !DILocation(line: 157, column: 28, scope: !868)
!881 = !DILocation(line: 158, column: 20, scope: !882)
!882 = distinct !DILexicalBlock(scope: !833, file: !2, line: 158, column: 13)
!883 = !DILocation(line: 158, column: 18, scope: !882)
!884 = !DILocation(line: 158, column: 25, scope: !885)
!885 = distinct !DILexicalBlock(scope: !882, file: !2, line: 158, column: 13)
!886 = !DILocation(line: 158, column: 27, scope: !885)
!887 = !DILocation(line: 158, column: 13, scope: !882)
!888 = !DILocation(line: 159, column: 23, scope: !885)
!889 = !DILocation(line: 159, column: 17, scope: !885)
!890 = !DILocation(line: 159, column: 26, scope: !885)
!891 = !DILocation(line: 158, column: 33, scope: !885)
!892 = !DILocation(line: 158, column: 13, scope: !885)
!893 = distinct !{!893, !887, !894, !383}
!894 = !DILocation(line: 159, column: 35, scope: !882)
!895 = !DILocation(line: 160, column: 23, scope: !896)
!896 = distinct !DILexicalBlock(scope: !833, file: !2, line: 160, column: 13)
!897 = !DILocation(line: 160, column: 18, scope: !896)
!898 = !DILocation(line: 160, column: 29, scope: !899)
!899 = distinct !DILexicalBlock(scope: !896, file: !2, line: 160, column: 13)
!900 = !DILocation(line: 160, column: 34, scope: !899)
!901 = !DILocation(line: 160, column: 13, scope: !896)
!902 = !DILocation(line: 162, column: 101, scope: !903)
!903 = distinct !DILexicalBlock(scope: !899, file: !2, line: 161, column: 13)
!904 = !DILocation(line: 162, column: 100, scope: !903)
!905 = !DILocation(line: 162, column: 90, scope: !903)
!906 = !DILocation(line: 162, column: 109, scope: !903)
!907 = !DILocation(line: 162, column: 64, scope: !903)
!908 = !DILocation(line: 162, column: 63, scope: !903)
!909 = !DILocation(line: 162, column: 116, scope: !903)
!910 = !DILocation(line: 162, column: 146, scope: !903)
!911 = !DILocation(line: 162, column: 155, scope: !903)
!912 = !DILocation(line: 162, column: 170, scope: !903)
!913 = !DILocation(line: 162, column: 151, scope: !903)
!914 = !DILocation(line: 162, column: 145, scope: !903)
!915 = !DILocation(line: 162, column: 120, scope: !903)
!916 = !DILocation(line: 162, column: 119, scope: !903)
!917 = !DILocation(line: 0, scope: !903)
!918 = !DILocation(line: 162, column: 61, scope: !903)
!919 = !DILocation(line: 162, column: 60, scope: !903)
!920 = !DILocation(line: 162, column: 205, scope: !903)
!921 = !DILocation(line: 162, column: 31, scope: !903)
!922 = !DILocation(line: 162, column: 30, scope: !903)
!923 = !DILocation(line: 162, column: 213, scope: !903)
!924 = !DILocation(line: 162, column: 210, scope: !903)
!925 = !DILocation(line: 162, column: 29, scope: !903)
!926 = !DILocation(line: 162, column: 232, scope: !903)
!927 = !DILocation(line: 162, column: 229, scope: !903)
!928 = !DILocation(line: 162, column: 260, scope: !903)
!929 = !DILocation(line: 162, column: 23, scope: !903)
!930 = !DILocation(line: 163, column: 26, scope: !903)
!931 = !DILocation(line: 163, column: 25, scope: !903)
!932 = !DILocation(line: 163, column: 24, scope: !903)
!933 = !DILocation(line: 163, column: 17, scope: !903)
!934 = !DILocation(line: 160, column: 78, scope: !899)
!935 = !DILocation(line: 160, column: 52, scope: !899)
!936 = !DILocation(line: 160, column: 50, scope: !899)
!937 = !DILocation(line: 160, column: 13, scope: !899)
!938 = distinct !{!938, !901, !939, !383}
!939 = !DILocation(line: 164, column: 13, scope: !896)
!940 = !DILocation(line: 165, column: 119, scope: !833)
!941 = !DILocation(line: 165, column: 110, scope: !833)
!942 = !DILocation(line: 165, column: 117, scope: !833)
!943 = !DILocation(line: 165, column: 107, scope: !833)
!944 = !DILocation(line: 165, column: 207, scope: !833)
!945 = !DILocation(line: 165, column: 235, scope: !833)
!946 = !DILocation(line: 165, column: 231, scope: !833)
!947 = !DILocation(line: 165, column: 311, scope: !833)
!948 = !DILocation(line: 165, column: 310, scope: !833)
!949 = !DILocation(line: 165, column: 309, scope: !833)
!950 = !DILocation(line: 165, column: 317, scope: !833)
!951 = !DILocation(line: 165, column: 320, scope: !833)
!952 = !DILocation(line: 0, scope: !833)
!953 = !DILocation(line: 165, column: 308, scope: !833)
!954 = !DILocation(line: 165, column: 342, scope: !833)
!955 = !DILocation(line: 165, column: 341, scope: !833)
!956 = !DILocation(line: 165, column: 340, scope: !833)
!957 = !DILocation(line: 165, column: 336, scope: !833)
!958 = !DILocation(line: 165, column: 307, scope: !833)
!959 = !DILocation(line: 165, column: 360, scope: !833)
!960 = !DILocation(line: 165, column: 280, scope: !833)
!961 = !DILocation(line: 165, column: 400, scope: !833)
!962 = !DILocation(line: 165, column: 413, scope: !833)
!963 = !DILocation(line: 165, column: 410, scope: !833)
!964 = !DILocation(line: 165, column: 420, scope: !833)
!965 = !DILocation(line: 165, column: 248, scope: !833)
!966 = !DILocation(line: 165, column: 247, scope: !833)
!967 = !DILocation(line: 165, column: 427, scope: !833)
!968 = !DILocation(line: 165, column: 246, scope: !833)
!969 = !DILocation(line: 165, column: 439, scope: !833)
!970 = !DILocation(line: 165, column: 228, scope: !833)
!971 = !DILocation(line: 165, column: 227, scope: !833)
!972 = !DILocation(line: 165, column: 457, scope: !833)
!973 = !DILocation(line: 165, column: 226, scope: !833)
!974 = !DILocation(line: 165, column: 217, scope: !833)
!975 = !DILocation(line: 165, column: 224, scope: !833)
!976 = !DILocation(line: 165, column: 212, scope: !833)
!977 = !DILocation(line: 165, column: 206, scope: !833)
!978 = !DILocation(line: 165, column: 180, scope: !833)
!979 = !DILocation(line: 165, column: 492, scope: !833)
!980 = !DILocation(line: 165, column: 490, scope: !833)
!981 = !DILocation(line: 165, column: 177, scope: !833)
!982 = !DILocation(line: 165, column: 152, scope: !833)
!983 = !DILocation(line: 165, column: 151, scope: !833)
!984 = !DILocation(line: 165, column: 517, scope: !833)
!985 = !DILocation(line: 165, column: 536, scope: !833)
!986 = !DILocation(line: 165, column: 533, scope: !833)
!987 = !DILocation(line: 165, column: 138, scope: !833)
!988 = !DILocation(line: 165, column: 147, scope: !833)
!989 = !DILocation(line: 165, column: 135, scope: !833)
!990 = !DILocation(line: 165, column: 106, scope: !833)
!991 = !DILocation(line: 165, column: 77, scope: !833)
!992 = !DILocation(line: 165, column: 76, scope: !833)
!993 = !DILocation(line: 165, column: 554, scope: !833)
!994 = !DILocation(line: 165, column: 553, scope: !833)
!995 = !DILocation(line: 165, column: 549, scope: !833)
!996 = !DILocation(line: 165, column: 565, scope: !833)
!997 = !DILocation(line: 165, column: 564, scope: !833)
!998 = !DILocation(line: 165, column: 561, scope: !833)
!999 = !DILocation(line: 165, column: 572, scope: !833)
!1000 = !DILocation(line: 165, column: 575, scope: !833)
!1001 = !DILocation(line: 165, column: 73, scope: !833)
!1002 = !DILocation(line: 165, column: 580, scope: !833)
!1003 = !DILocation(line: 165, column: 72, scope: !833)
!1004 = !DILocation(line: 165, column: 605, scope: !833)
!1005 = !DILocation(line: 165, column: 617, scope: !833)
!1006 = !DILocation(line: 165, column: 44, scope: !833)
!1007 = !DILocation(line: 165, column: 646, scope: !833)
!1008 = !DILocation(line: 165, column: 643, scope: !833)
!1009 = !DILocation(line: 165, column: 38, scope: !833)
!1010 = !DILocation(line: 165, column: 653, scope: !833)
!1011 = !DILocation(line: 165, column: 24, scope: !833)
!1012 = !DILocation(line: 165, column: 32, scope: !833)
!1013 = !DILocation(line: 165, column: 35, scope: !833)
!1014 = !DILocation(line: 165, column: 15, scope: !833)
!1015 = !DILocation(line: 165, column: 21, scope: !833)
!1016 = !DILocation(line: 166, column: 23, scope: !1017)
!1017 = distinct !DILexicalBlock(scope: !833, file: !2, line: 166, column: 13)
!1018 = !DILocation(line: 166, column: 18, scope: !1017)
!1019 = !DILocation(line: 166, column: 29, scope: !1020)
!1020 = distinct !DILexicalBlock(scope: !1017, file: !2, line: 166, column: 13)
!1021 = !DILocation(line: 166, column: 34, scope: !1020)
!1022 = !DILocation(line: 166, column: 13, scope: !1017)
!1023 = !DILocalVariable(name: "l_137", scope: !1024, file: !2, line: 168, type: !145)
!1024 = distinct !DILexicalBlock(scope: !1020, file: !2, line: 167, column: 13)
!1025 = !DILocation(line: 168, column: 27, scope: !1024)
!1026 = !DILocalVariable(name: "l_139", scope: !1024, file: !2, line: 169, type: !139)
!1027 = !DILocation(line: 169, column: 25, scope: !1024)
!1028 = !DILocalVariable(name: "l_140", scope: !1024, file: !2, line: 170, type: !138)
!1029 = !DILocation(line: 170, column: 26, scope: !1024)
!1030 = !DILocalVariable(name: "l_141", scope: !1024, file: !2, line: 171, type: !138)
!1031 = !DILocation(line: 171, column: 26, scope: !1024)
!1032 = !DILocalVariable(name: "l_142", scope: !1024, file: !2, line: 172, type: !1033)
!1033 = !DICompositeType(tag: DW_TAG_array_type, baseType: !138, size: 192, elements: !1034)
!1034 = !{!1035}
!1035 = !DISubrange(count: 3)
!1036 = !DILocation(line: 172, column: 26, scope: !1024)
!1037 = !DILocalVariable(name: "i", scope: !1024, file: !2, line: 173, type: !13)
!1038 = !DILocation(line: 173, column: 21, scope: !1024)
!1039 = !DILocation(line: 174, column: 24, scope: !1040)
!1040 = distinct !DILexicalBlock(scope: !1024, file: !2, line: 174, column: 17)
!1041 = !DILocation(line: 174, column: 22, scope: !1040)
!1042 = !DILocation(line: 174, column: 29, scope: !1043)
!1043 = distinct !DILexicalBlock(scope: !1040, file: !2, line: 174, column: 17)
!1044 = !DILocation(line: 174, column: 31, scope: !1043)
!1045 = !DILocation(line: 174, column: 17, scope: !1040)
!1046 = !DILocation(line: 175, column: 27, scope: !1043)
!1047 = !DILocation(line: 175, column: 21, scope: !1043)
!1048 = !DILocation(line: 175, column: 30, scope: !1043)
!1049 = !DILocation(line: 174, column: 37, scope: !1043)
!1050 = !DILocation(line: 174, column: 17, scope: !1043)
!1051 = distinct !{!1051, !1045, !1052, !383}
!1052 = !DILocation(line: 175, column: 33, scope: !1040)
!1053 = !DILocation(line: 176, column: 40, scope: !1024)
!1054 = !DILocation(line: 176, column: 31, scope: !1024)
!1055 = !DILocation(line: 176, column: 38, scope: !1024)
!1056 = !DILocation(line: 176, column: 19, scope: !1024)
!1057 = !DILocation(line: 176, column: 26, scope: !1024)
!1058 = !DILocation(line: 177, column: 17, scope: !1024)
!1059 = !DILocation(line: 177, column: 25, scope: !1024)
!1060 = !DILocation(line: 178, column: 13, scope: !1024)
!1061 = !DILocation(line: 166, column: 48, scope: !1020)
!1062 = !DILocation(line: 166, column: 13, scope: !1020)
!1063 = distinct !{!1063, !1022, !1064, !383}
!1064 = !DILocation(line: 178, column: 13, scope: !1017)
!1065 = !DILocation(line: 179, column: 13, scope: !833)
!1066 = !DILocation(line: 181, column: 18, scope: !1067)
!1067 = distinct !DILexicalBlock(scope: !670, file: !2, line: 181, column: 13)
!1068 = !DILocation(line: 181, column: 17, scope: !1067)
!1069 = !DILocation(line: 181, column: 28, scope: !1067)
!1070 = !DILocation(line: 181, column: 33, scope: !1067)
!1071 = !DILocation(line: 181, column: 25, scope: !1067)
!1072 = !DILocation(line: 181, column: 50, scope: !1067)
!1073 = !DILocation(line: 181, column: 49, scope: !1067)
!1074 = !DILocation(line: 181, column: 63, scope: !1067)
!1075 = !DILocation(line: 181, column: 62, scope: !1067)
!1076 = !DILocation(line: 181, column: 61, scope: !1067)
!1077 = !DILocation(line: 181, column: 69, scope: !1067)
!1078 = !DILocation(line: 181, column: 72, scope: !1067)
!1079 = !DILocation(line: 181, column: 13, scope: !670)
!1080 = !DILocalVariable(name: "l_160", scope: !1081, file: !2, line: 183, type: !182)
!1081 = distinct !DILexicalBlock(scope: !1067, file: !2, line: 182, column: 9)
!1082 = !DILocation(line: 183, column: 22, scope: !1081)
!1083 = !DILocalVariable(name: "l_167", scope: !1081, file: !2, line: 184, type: !846)
!1084 = !DILocation(line: 184, column: 23, scope: !1081)
!1085 = !DILocalVariable(name: "l_169", scope: !1081, file: !2, line: 185, type: !139)
!1086 = !DILocation(line: 185, column: 21, scope: !1081)
!1087 = !DILocalVariable(name: "l_173", scope: !1081, file: !2, line: 186, type: !199)
!1088 = !DILocation(line: 186, column: 20, scope: !1081)
!1089 = !DILocation(line: 187, column: 22, scope: !1090)
!1090 = distinct !DILexicalBlock(scope: !1081, file: !2, line: 187, column: 17)
!1091 = !DILocation(line: 187, column: 21, scope: !1090)
!1092 = !DILocation(line: 187, column: 59, scope: !1090)
!1093 = !DILocation(line: 187, column: 66, scope: !1090)
!1094 = !DILocation(line: 187, column: 33, scope: !1090)
!1095 = !DILocation(line: 187, column: 29, scope: !1090)
!1096 = !DILocation(line: 187, column: 151, scope: !1090)
!1097 = !DILocation(line: 187, column: 150, scope: !1090)
!1098 = !DILocation(line: 187, column: 148, scope: !1090)
!1099 = !DILocation(line: 187, column: 185, scope: !1090)
!1100 = !DILocation(line: 187, column: 182, scope: !1090)
!1101 = !DILocation(line: 187, column: 194, scope: !1090)
!1102 = !DILocation(line: 187, column: 174, scope: !1090)
!1103 = !DILocation(line: 187, column: 164, scope: !1090)
!1104 = !DILocation(line: 187, column: 171, scope: !1090)
!1105 = !DILocation(line: 187, column: 206, scope: !1090)
!1106 = !DILocation(line: 187, column: 205, scope: !1090)
!1107 = !DILocation(line: 187, column: 204, scope: !1090)
!1108 = !DILocation(line: 187, column: 201, scope: !1090)
!1109 = !DILocation(line: 187, column: 146, scope: !1090)
!1110 = !DILocation(line: 187, column: 215, scope: !1090)
!1111 = !DILocation(line: 187, column: 120, scope: !1090)
!1112 = !DILocation(line: 187, column: 119, scope: !1090)
!1113 = !DILocation(line: 187, column: 239, scope: !1090)
!1114 = !DILocation(line: 187, column: 223, scope: !1090)
!1115 = !DILocation(line: 187, column: 243, scope: !1090)
!1116 = !DILocation(line: 0, scope: !1090)
!1117 = !DILocation(line: 187, column: 117, scope: !1090)
!1118 = !DILocation(line: 187, column: 254, scope: !1090)
!1119 = !DILocation(line: 187, column: 253, scope: !1090)
!1120 = !DILocation(line: 187, column: 88, scope: !1090)
!1121 = !DILocation(line: 187, column: 87, scope: !1090)
!1122 = !DILocation(line: 187, column: 263, scope: !1090)
!1123 = !DILocation(line: 187, column: 86, scope: !1090)
!1124 = !DILocation(line: 187, column: 84, scope: !1090)
!1125 = !DILocation(line: 187, column: 77, scope: !1090)
!1126 = !DILocation(line: 187, column: 75, scope: !1090)
!1127 = !DILocation(line: 187, column: 286, scope: !1090)
!1128 = !DILocation(line: 187, column: 303, scope: !1090)
!1129 = !DILocation(line: 187, column: 289, scope: !1090)
!1130 = !DILocation(line: 187, column: 17, scope: !1081)
!1131 = !DILocation(line: 189, column: 27, scope: !1132)
!1132 = distinct !DILexicalBlock(scope: !1090, file: !2, line: 188, column: 13)
!1133 = !DILocation(line: 189, column: 26, scope: !1132)
!1134 = !DILocation(line: 189, column: 35, scope: !1132)
!1135 = !DILocation(line: 190, column: 13, scope: !1132)
!1136 = !DILocalVariable(name: "l_168", scope: !1137, file: !2, line: 193, type: !1138)
!1137 = distinct !DILexicalBlock(scope: !1090, file: !2, line: 192, column: 13)
!1138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !138, size: 2560, elements: !1139)
!1139 = !{!6, !641, !6}
!1140 = !DILocation(line: 193, column: 26, scope: !1137)
!1141 = !DILocation(line: 193, column: 46, scope: !1137)
!1142 = !DILocation(line: 193, column: 45, scope: !1137)
!1143 = !DILocation(line: 193, column: 64, scope: !1137)
!1144 = !DILocation(line: 193, column: 79, scope: !1137)
!1145 = !DILocation(line: 193, column: 94, scope: !1137)
!1146 = !DILocation(line: 193, column: 110, scope: !1137)
!1147 = !DILocation(line: 193, column: 130, scope: !1137)
!1148 = !DILocation(line: 193, column: 148, scope: !1137)
!1149 = !DILocation(line: 193, column: 163, scope: !1137)
!1150 = !DILocation(line: 193, column: 178, scope: !1137)
!1151 = !DILocation(line: 193, column: 194, scope: !1137)
!1152 = !DILocation(line: 193, column: 44, scope: !1137)
!1153 = !DILocation(line: 193, column: 216, scope: !1137)
!1154 = !DILocation(line: 193, column: 215, scope: !1137)
!1155 = !DILocation(line: 193, column: 234, scope: !1137)
!1156 = !DILocation(line: 193, column: 249, scope: !1137)
!1157 = !DILocation(line: 193, column: 264, scope: !1137)
!1158 = !DILocation(line: 193, column: 280, scope: !1137)
!1159 = !DILocation(line: 193, column: 300, scope: !1137)
!1160 = !DILocation(line: 193, column: 318, scope: !1137)
!1161 = !DILocation(line: 193, column: 333, scope: !1137)
!1162 = !DILocation(line: 193, column: 348, scope: !1137)
!1163 = !DILocation(line: 193, column: 364, scope: !1137)
!1164 = !DILocalVariable(name: "i", scope: !1137, file: !2, line: 194, type: !13)
!1165 = !DILocation(line: 194, column: 21, scope: !1137)
!1166 = !DILocalVariable(name: "j", scope: !1137, file: !2, line: 194, type: !13)
!1167 = !DILocation(line: 194, column: 24, scope: !1137)
!1168 = !DILocalVariable(name: "k", scope: !1137, file: !2, line: 194, type: !13)
!1169 = !DILocation(line: 194, column: 27, scope: !1137)
!1170 = !DILocation(line: 195, column: 17, scope: !1137)
!1171 = !DILocation(line: 197, column: 9, scope: !1081)
!1172 = !DILocalVariable(name: "l_177", scope: !1173, file: !2, line: 200, type: !1174)
!1173 = distinct !DILexicalBlock(scope: !1067, file: !2, line: 199, column: 9)
!1174 = !DICompositeType(tag: DW_TAG_array_type, baseType: !225, size: 64, elements: !1175)
!1175 = !{!213}
!1176 = !DILocation(line: 200, column: 22, scope: !1173)
!1177 = !DILocalVariable(name: "l_182", scope: !1173, file: !2, line: 201, type: !138)
!1178 = !DILocation(line: 201, column: 22, scope: !1173)
!1179 = !DILocalVariable(name: "i", scope: !1173, file: !2, line: 202, type: !13)
!1180 = !DILocation(line: 202, column: 17, scope: !1173)
!1181 = !DILocation(line: 203, column: 20, scope: !1182)
!1182 = distinct !DILexicalBlock(scope: !1173, file: !2, line: 203, column: 13)
!1183 = !DILocation(line: 203, column: 18, scope: !1182)
!1184 = !DILocation(line: 203, column: 25, scope: !1185)
!1185 = distinct !DILexicalBlock(scope: !1182, file: !2, line: 203, column: 13)
!1186 = !DILocation(line: 203, column: 27, scope: !1185)
!1187 = !DILocation(line: 203, column: 13, scope: !1182)
!1188 = !DILocation(line: 204, column: 23, scope: !1185)
!1189 = !DILocation(line: 204, column: 17, scope: !1185)
!1190 = !DILocation(line: 204, column: 26, scope: !1185)
!1191 = !DILocation(line: 203, column: 33, scope: !1185)
!1192 = !DILocation(line: 203, column: 13, scope: !1185)
!1193 = distinct !{!1193, !1187, !1194, !383}
!1194 = !DILocation(line: 204, column: 28, scope: !1182)
!1195 = !DILocation(line: 205, column: 35, scope: !1173)
!1196 = !DILocation(line: 205, column: 27, scope: !1173)
!1197 = !DILocation(line: 205, column: 33, scope: !1173)
!1198 = !DILocation(line: 205, column: 15, scope: !1173)
!1199 = !DILocation(line: 205, column: 22, scope: !1173)
!1200 = !DILocation(line: 206, column: 15, scope: !1173)
!1201 = !DILocation(line: 206, column: 21, scope: !1173)
!1202 = !DILocation(line: 207, column: 22, scope: !1203)
!1203 = distinct !DILexicalBlock(scope: !1173, file: !2, line: 207, column: 13)
!1204 = !DILocation(line: 207, column: 18, scope: !1203)
!1205 = !DILocation(line: 207, column: 28, scope: !1206)
!1206 = distinct !DILexicalBlock(scope: !1203, file: !2, line: 207, column: 13)
!1207 = !DILocation(line: 207, column: 32, scope: !1206)
!1208 = !DILocation(line: 207, column: 13, scope: !1203)
!1209 = !DILocalVariable(name: "l_183", scope: !1210, file: !2, line: 209, type: !145)
!1210 = distinct !DILexicalBlock(scope: !1206, file: !2, line: 208, column: 13)
!1211 = !DILocation(line: 209, column: 27, scope: !1210)
!1212 = !DILocalVariable(name: "l_184", scope: !1210, file: !2, line: 210, type: !145)
!1213 = !DILocation(line: 210, column: 27, scope: !1210)
!1214 = !DILocalVariable(name: "l_185", scope: !1210, file: !2, line: 211, type: !145)
!1215 = !DILocation(line: 211, column: 27, scope: !1210)
!1216 = !DILocalVariable(name: "l_186", scope: !1210, file: !2, line: 212, type: !787)
!1217 = !DILocation(line: 212, column: 25, scope: !1210)
!1218 = !DILocalVariable(name: "l_190", scope: !1210, file: !2, line: 213, type: !139)
!1219 = !DILocation(line: 213, column: 25, scope: !1210)
!1220 = !DILocalVariable(name: "l_192", scope: !1210, file: !2, line: 214, type: !639)
!1221 = !DILocation(line: 214, column: 28, scope: !1210)
!1222 = !DILocation(line: 215, column: 30, scope: !1210)
!1223 = !DILocation(line: 215, column: 29, scope: !1210)
!1224 = !DILocation(line: 215, column: 94, scope: !1210)
!1225 = !DILocation(line: 215, column: 85, scope: !1210)
!1226 = !DILocation(line: 215, column: 92, scope: !1210)
!1227 = !DILocation(line: 215, column: 101, scope: !1210)
!1228 = !DILocation(line: 215, column: 81, scope: !1210)
!1229 = !DILocation(line: 215, column: 72, scope: !1210)
!1230 = !DILocation(line: 215, column: 79, scope: !1210)
!1231 = !DILocation(line: 215, column: 69, scope: !1210)
!1232 = !DILocation(line: 215, column: 115, scope: !1210)
!1233 = !DILocation(line: 215, column: 152, scope: !1210)
!1234 = !DILocation(line: 215, column: 151, scope: !1210)
!1235 = !DILocation(line: 215, column: 150, scope: !1210)
!1236 = !DILocation(line: 215, column: 159, scope: !1210)
!1237 = !DILocation(line: 215, column: 121, scope: !1210)
!1238 = !DILocation(line: 215, column: 171, scope: !1210)
!1239 = !DILocation(line: 215, column: 170, scope: !1210)
!1240 = !DILocation(line: 215, column: 169, scope: !1210)
!1241 = !DILocation(line: 215, column: 181, scope: !1210)
!1242 = !DILocation(line: 215, column: 179, scope: !1210)
!1243 = !DILocation(line: 0, scope: !1210)
!1244 = !DILocation(line: 215, column: 68, scope: !1210)
!1245 = !DILocation(line: 215, column: 195, scope: !1210)
!1246 = !DILocation(line: 215, column: 190, scope: !1210)
!1247 = !DILocation(line: 215, column: 41, scope: !1210)
!1248 = !DILocation(line: 215, column: 40, scope: !1210)
!1249 = !DILocation(line: 215, column: 200, scope: !1210)
!1250 = !DILocation(line: 215, column: 203, scope: !1210)
!1251 = !DILocation(line: 215, column: 37, scope: !1210)
!1252 = !DILocation(line: 215, column: 23, scope: !1210)
!1253 = !DILocation(line: 216, column: 19, scope: !1210)
!1254 = !DILocation(line: 216, column: 28, scope: !1210)
!1255 = !DILocation(line: 217, column: 56, scope: !1210)
!1256 = !DILocation(line: 217, column: 104, scope: !1210)
!1257 = !DILocation(line: 217, column: 75, scope: !1210)
!1258 = !DILocation(line: 217, column: 74, scope: !1210)
!1259 = !DILocation(line: 217, column: 71, scope: !1210)
!1260 = !DILocation(line: 217, column: 62, scope: !1210)
!1261 = !DILocation(line: 217, column: 30, scope: !1210)
!1262 = !DILocation(line: 217, column: 29, scope: !1210)
!1263 = !DILocation(line: 217, column: 19, scope: !1210)
!1264 = !DILocation(line: 217, column: 26, scope: !1210)
!1265 = !DILocation(line: 218, column: 13, scope: !1210)
!1266 = !DILocation(line: 207, column: 41, scope: !1206)
!1267 = !DILocation(line: 207, column: 13, scope: !1206)
!1268 = distinct !{!1268, !1208, !1269, !383}
!1269 = !DILocation(line: 218, column: 13, scope: !1203)
!1270 = !DILocation(line: 221, column: 16, scope: !600)
!1271 = !DILocation(line: 222, column: 14, scope: !600)
!1272 = !DILocation(line: 222, column: 13, scope: !600)
!1273 = !DILocation(line: 222, column: 12, scope: !600)
!1274 = !DILocation(line: 222, column: 5, scope: !600)
!1275 = !DILocation(line: 223, column: 1, scope: !600)
!1276 = distinct !DISubprogram(name: "transparent_crc", scope: !127, file: !127, line: 110, type: !1277, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1277 = !DISubroutineType(types: !1278)
!1278 = !{null, !225, !257, !13}
!1279 = !DILocalVariable(name: "val", arg: 1, scope: !1276, file: !127, line: 110, type: !225)
!1280 = !DILocation(line: 110, column: 27, scope: !1276)
!1281 = !DILocalVariable(name: "vname", arg: 2, scope: !1276, file: !127, line: 110, type: !257)
!1282 = !DILocation(line: 110, column: 38, scope: !1276)
!1283 = !DILocalVariable(name: "flag", arg: 3, scope: !1276, file: !127, line: 110, type: !13)
!1284 = !DILocation(line: 110, column: 49, scope: !1276)
!1285 = !DILocation(line: 112, column: 15, scope: !1276)
!1286 = !DILocation(line: 112, column: 2, scope: !1276)
!1287 = !DILocation(line: 113, column: 6, scope: !1288)
!1288 = distinct !DILexicalBlock(scope: !1276, file: !127, line: 113, column: 6)
!1289 = !DILocation(line: 113, column: 6, scope: !1276)
!1290 = !DILocation(line: 114, column: 52, scope: !1291)
!1291 = distinct !DILexicalBlock(scope: !1288, file: !127, line: 113, column: 12)
!1292 = !DILocation(line: 114, column: 59, scope: !1291)
!1293 = !DILocation(line: 114, column: 73, scope: !1291)
!1294 = !DILocation(line: 114, column: 5, scope: !1291)
!1295 = !DILocation(line: 115, column: 2, scope: !1291)
!1296 = !DILocation(line: 116, column: 1, scope: !1276)
!1297 = distinct !DISubprogram(name: "platform_main_end", scope: !239, file: !239, line: 49, type: !1298, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1298 = !DISubroutineType(types: !1299)
!1299 = !{null, !129, !13}
!1300 = !DILocalVariable(name: "crc", arg: 1, scope: !1297, file: !239, line: 49, type: !129)
!1301 = !DILocation(line: 49, column: 28, scope: !1297)
!1302 = !DILocalVariable(name: "flag", arg: 2, scope: !1297, file: !239, line: 49, type: !13)
!1303 = !DILocation(line: 49, column: 37, scope: !1297)
!1304 = !DILocation(line: 56, column: 29, scope: !1297)
!1305 = !DILocation(line: 56, column: 2, scope: !1297)
!1306 = !DILocation(line: 120, column: 1, scope: !1297)
!1307 = distinct !DISubprogram(name: "func_4", scope: !2, file: !2, line: 231, type: !1308, scopeLine: 232, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1308 = !DISubroutineType(types: !1309)
!1309 = !{!139, !129, !129, !129}
!1310 = !DILocalVariable(name: "p_5", arg: 1, scope: !1307, file: !2, line: 231, type: !129)
!1311 = !DILocation(line: 231, column: 34, scope: !1307)
!1312 = !DILocalVariable(name: "p_6", arg: 2, scope: !1307, file: !2, line: 231, type: !129)
!1313 = !DILocation(line: 231, column: 49, scope: !1307)
!1314 = !DILocalVariable(name: "p_7", arg: 3, scope: !1307, file: !2, line: 231, type: !129)
!1315 = !DILocation(line: 231, column: 64, scope: !1307)
!1316 = !DILocalVariable(name: "l_22", scope: !1307, file: !2, line: 233, type: !1317)
!1317 = !DICompositeType(tag: DW_TAG_array_type, baseType: !182, size: 112, elements: !1318)
!1318 = !{!191, !213}
!1319 = !DILocation(line: 233, column: 14, scope: !1307)
!1320 = !DILocalVariable(name: "l_28", scope: !1307, file: !2, line: 234, type: !1321)
!1321 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 224, elements: !1322)
!1322 = !{!191}
!1323 = !DILocation(line: 234, column: 13, scope: !1307)
!1324 = !DILocalVariable(name: "l_55", scope: !1307, file: !2, line: 235, type: !139)
!1325 = !DILocation(line: 235, column: 13, scope: !1307)
!1326 = !DILocalVariable(name: "i", scope: !1307, file: !2, line: 236, type: !13)
!1327 = !DILocation(line: 236, column: 9, scope: !1307)
!1328 = !DILocalVariable(name: "j", scope: !1307, file: !2, line: 236, type: !13)
!1329 = !DILocation(line: 236, column: 12, scope: !1307)
!1330 = !DILocation(line: 237, column: 12, scope: !1331)
!1331 = distinct !DILexicalBlock(scope: !1307, file: !2, line: 237, column: 5)
!1332 = !DILocation(line: 237, column: 10, scope: !1331)
!1333 = !DILocation(line: 237, column: 17, scope: !1334)
!1334 = distinct !DILexicalBlock(scope: !1331, file: !2, line: 237, column: 5)
!1335 = !DILocation(line: 237, column: 19, scope: !1334)
!1336 = !DILocation(line: 237, column: 5, scope: !1331)
!1337 = !DILocation(line: 238, column: 14, scope: !1334)
!1338 = !DILocation(line: 238, column: 9, scope: !1334)
!1339 = !DILocation(line: 238, column: 17, scope: !1334)
!1340 = !DILocation(line: 237, column: 25, scope: !1334)
!1341 = !DILocation(line: 237, column: 5, scope: !1334)
!1342 = distinct !{!1342, !1336, !1343, !383}
!1343 = !DILocation(line: 238, column: 19, scope: !1331)
!1344 = !DILocation(line: 239, column: 14, scope: !1345)
!1345 = distinct !DILexicalBlock(scope: !1307, file: !2, line: 239, column: 5)
!1346 = !DILocation(line: 239, column: 10, scope: !1345)
!1347 = !DILocation(line: 239, column: 20, scope: !1348)
!1348 = distinct !DILexicalBlock(scope: !1345, file: !2, line: 239, column: 5)
!1349 = !DILocation(line: 239, column: 24, scope: !1348)
!1350 = !DILocation(line: 239, column: 5, scope: !1345)
!1351 = !DILocation(line: 241, column: 16, scope: !1352)
!1352 = distinct !DILexicalBlock(scope: !1348, file: !2, line: 240, column: 5)
!1353 = !DILocation(line: 241, column: 9, scope: !1352)
!1354 = !DILocation(line: 239, column: 35, scope: !1348)
!1355 = !DILocation(line: 239, column: 5, scope: !1348)
!1356 = distinct !{!1356, !1350, !1357, !383}
!1357 = !DILocation(line: 242, column: 5, scope: !1345)
!1358 = !DILocation(line: 243, column: 9, scope: !1359)
!1359 = distinct !DILexicalBlock(scope: !1307, file: !2, line: 243, column: 9)
!1360 = !DILocation(line: 243, column: 9, scope: !1307)
!1361 = !DILocalVariable(name: "l_31", scope: !1362, file: !2, line: 245, type: !162)
!1362 = distinct !DILexicalBlock(scope: !1359, file: !2, line: 244, column: 5)
!1363 = !DILocation(line: 245, column: 17, scope: !1362)
!1364 = !DILocalVariable(name: "l_36", scope: !1362, file: !2, line: 246, type: !138)
!1365 = !DILocation(line: 246, column: 18, scope: !1362)
!1366 = !DILocalVariable(name: "l_37", scope: !1362, file: !2, line: 247, type: !138)
!1367 = !DILocation(line: 247, column: 18, scope: !1362)
!1368 = !DILocation(line: 247, column: 26, scope: !1362)
!1369 = !DILocalVariable(name: "l_38", scope: !1362, file: !2, line: 248, type: !138)
!1370 = !DILocation(line: 248, column: 18, scope: !1362)
!1371 = !DILocalVariable(name: "l_39", scope: !1362, file: !2, line: 249, type: !138)
!1372 = !DILocation(line: 249, column: 18, scope: !1362)
!1373 = !DILocation(line: 249, column: 26, scope: !1362)
!1374 = !DILocalVariable(name: "l_40", scope: !1362, file: !2, line: 250, type: !1375)
!1375 = !DICompositeType(tag: DW_TAG_array_type, baseType: !138, size: 512, elements: !76)
!1376 = !DILocation(line: 250, column: 18, scope: !1362)
!1377 = !DILocation(line: 250, column: 30, scope: !1362)
!1378 = !DILocation(line: 250, column: 28, scope: !1362)
!1379 = !DILocation(line: 250, column: 39, scope: !1362)
!1380 = !DILocation(line: 250, column: 48, scope: !1362)
!1381 = !DILocation(line: 250, column: 57, scope: !1362)
!1382 = !DILocation(line: 250, column: 66, scope: !1362)
!1383 = !DILocation(line: 250, column: 75, scope: !1362)
!1384 = !DILocation(line: 250, column: 84, scope: !1362)
!1385 = !DILocation(line: 250, column: 93, scope: !1362)
!1386 = !DILocalVariable(name: "i", scope: !1362, file: !2, line: 251, type: !13)
!1387 = !DILocation(line: 251, column: 13, scope: !1362)
!1388 = !DILocation(line: 252, column: 19, scope: !1389)
!1389 = distinct !DILexicalBlock(scope: !1362, file: !2, line: 252, column: 9)
!1390 = !DILocation(line: 252, column: 14, scope: !1389)
!1391 = !DILocation(line: 252, column: 25, scope: !1392)
!1392 = distinct !DILexicalBlock(scope: !1389, file: !2, line: 252, column: 9)
!1393 = !DILocation(line: 252, column: 30, scope: !1392)
!1394 = !DILocation(line: 252, column: 9, scope: !1389)
!1395 = !DILocalVariable(name: "l_27", scope: !1396, file: !2, line: 254, type: !1397)
!1396 = distinct !DILexicalBlock(scope: !1392, file: !2, line: 253, column: 9)
!1397 = !DICompositeType(tag: DW_TAG_array_type, baseType: !138, size: 1152, elements: !1398)
!1398 = !{!6, !212}
!1399 = !DILocation(line: 254, column: 22, scope: !1396)
!1400 = !DILocalVariable(name: "l_35", scope: !1396, file: !2, line: 255, type: !145)
!1401 = !DILocation(line: 255, column: 23, scope: !1396)
!1402 = !DILocation(line: 255, column: 31, scope: !1396)
!1403 = !DILocalVariable(name: "i", scope: !1396, file: !2, line: 256, type: !13)
!1404 = !DILocation(line: 256, column: 17, scope: !1396)
!1405 = !DILocalVariable(name: "j", scope: !1396, file: !2, line: 256, type: !13)
!1406 = !DILocation(line: 256, column: 20, scope: !1396)
!1407 = !DILocation(line: 257, column: 26, scope: !1396)
!1408 = !DILocation(line: 257, column: 30, scope: !1396)
!1409 = !DILocation(line: 257, column: 33, scope: !1396)
!1410 = !DILocation(line: 257, column: 25, scope: !1396)
!1411 = !DILocation(line: 257, column: 45, scope: !1396)
!1412 = !DILocation(line: 257, column: 15, scope: !1396)
!1413 = !DILocation(line: 257, column: 21, scope: !1396)
!1414 = !DILocation(line: 258, column: 17, scope: !1396)
!1415 = !DILocation(line: 259, column: 15, scope: !1396)
!1416 = !DILocation(line: 259, column: 21, scope: !1396)
!1417 = !DILocation(line: 260, column: 9, scope: !1396)
!1418 = !DILocation(line: 252, column: 73, scope: !1392)
!1419 = !DILocation(line: 252, column: 47, scope: !1392)
!1420 = !DILocation(line: 252, column: 45, scope: !1392)
!1421 = !DILocation(line: 252, column: 9, scope: !1392)
!1422 = distinct !{!1422, !1394, !1423, !383}
!1423 = !DILocation(line: 260, column: 9, scope: !1389)
!1424 = !DILocation(line: 261, column: 13, scope: !1362)
!1425 = !DILocation(line: 262, column: 41, scope: !1362)
!1426 = !DILocation(line: 262, column: 49, scope: !1362)
!1427 = !DILocation(line: 262, column: 48, scope: !1362)
!1428 = !DILocation(line: 262, column: 45, scope: !1362)
!1429 = !DILocation(line: 262, column: 59, scope: !1362)
!1430 = !DILocation(line: 262, column: 57, scope: !1362)
!1431 = !DILocation(line: 262, column: 102, scope: !1362)
!1432 = !DILocation(line: 262, column: 108, scope: !1362)
!1433 = !DILocation(line: 262, column: 75, scope: !1362)
!1434 = !DILocation(line: 262, column: 74, scope: !1362)
!1435 = !DILocation(line: 262, column: 114, scope: !1362)
!1436 = !DILocation(line: 262, column: 73, scope: !1362)
!1437 = !DILocation(line: 262, column: 129, scope: !1362)
!1438 = !DILocation(line: 262, column: 144, scope: !1362)
!1439 = !DILocation(line: 262, column: 147, scope: !1362)
!1440 = !DILocation(line: 262, column: 68, scope: !1362)
!1441 = !DILocation(line: 262, column: 155, scope: !1362)
!1442 = !DILocation(line: 262, column: 163, scope: !1362)
!1443 = !DILocation(line: 262, column: 11, scope: !1362)
!1444 = !DILocation(line: 262, column: 17, scope: !1362)
!1445 = !DILocation(line: 263, column: 5, scope: !1362)
!1446 = !DILocalVariable(name: "l_49", scope: !1447, file: !2, line: 266, type: !139)
!1447 = distinct !DILexicalBlock(scope: !1359, file: !2, line: 265, column: 5)
!1448 = !DILocation(line: 266, column: 17, scope: !1447)
!1449 = !DILocalVariable(name: "l_50", scope: !1447, file: !2, line: 267, type: !138)
!1450 = !DILocation(line: 267, column: 18, scope: !1447)
!1451 = !DILocalVariable(name: "l_51", scope: !1447, file: !2, line: 268, type: !1452)
!1452 = !DICompositeType(tag: DW_TAG_array_type, baseType: !138, size: 4032, elements: !1453)
!1453 = !{!212, !191, !213}
!1454 = !DILocation(line: 268, column: 18, scope: !1447)
!1455 = !DILocation(line: 268, column: 36, scope: !1447)
!1456 = !DILocation(line: 268, column: 35, scope: !1447)
!1457 = !DILocation(line: 268, column: 49, scope: !1447)
!1458 = !DILocation(line: 268, column: 47, scope: !1447)
!1459 = !DILocation(line: 268, column: 58, scope: !1447)
!1460 = !DILocation(line: 268, column: 69, scope: !1447)
!1461 = !DILocation(line: 268, column: 82, scope: !1447)
!1462 = !DILocation(line: 268, column: 80, scope: !1447)
!1463 = !DILocation(line: 268, column: 91, scope: !1447)
!1464 = !DILocation(line: 268, column: 99, scope: !1447)
!1465 = !DILocation(line: 268, column: 34, scope: !1447)
!1466 = !DILocation(line: 268, column: 112, scope: !1447)
!1467 = !DILocation(line: 268, column: 111, scope: !1447)
!1468 = !DILocation(line: 268, column: 122, scope: !1447)
!1469 = !DILocation(line: 268, column: 120, scope: !1447)
!1470 = !DILocation(line: 268, column: 131, scope: !1447)
!1471 = !DILocation(line: 268, column: 142, scope: !1447)
!1472 = !DILocation(line: 268, column: 155, scope: !1447)
!1473 = !DILocation(line: 268, column: 153, scope: !1447)
!1474 = !DILocation(line: 268, column: 164, scope: !1447)
!1475 = !DILocation(line: 268, column: 175, scope: !1447)
!1476 = !DILocation(line: 268, column: 190, scope: !1447)
!1477 = !DILocation(line: 268, column: 188, scope: !1447)
!1478 = !DILocation(line: 268, column: 187, scope: !1447)
!1479 = !DILocation(line: 268, column: 199, scope: !1447)
!1480 = !DILocation(line: 268, column: 207, scope: !1447)
!1481 = !DILocation(line: 268, column: 218, scope: !1447)
!1482 = !DILocation(line: 268, column: 228, scope: !1447)
!1483 = !DILocation(line: 268, column: 226, scope: !1447)
!1484 = !DILocation(line: 268, column: 237, scope: !1447)
!1485 = !DILocation(line: 268, column: 248, scope: !1447)
!1486 = !DILocation(line: 268, column: 263, scope: !1447)
!1487 = !DILocation(line: 268, column: 261, scope: !1447)
!1488 = !DILocation(line: 268, column: 260, scope: !1447)
!1489 = !DILocation(line: 268, column: 272, scope: !1447)
!1490 = !DILocation(line: 268, column: 283, scope: !1447)
!1491 = !DILocation(line: 268, column: 296, scope: !1447)
!1492 = !DILocation(line: 268, column: 294, scope: !1447)
!1493 = !DILocation(line: 268, column: 305, scope: !1447)
!1494 = !DILocation(line: 268, column: 313, scope: !1447)
!1495 = !DILocation(line: 268, column: 324, scope: !1447)
!1496 = !DILocation(line: 268, column: 336, scope: !1447)
!1497 = !DILocation(line: 268, column: 334, scope: !1447)
!1498 = !DILocation(line: 268, column: 333, scope: !1447)
!1499 = !DILocation(line: 268, column: 345, scope: !1447)
!1500 = !DILocation(line: 268, column: 356, scope: !1447)
!1501 = !DILocation(line: 268, column: 369, scope: !1447)
!1502 = !DILocation(line: 268, column: 367, scope: !1447)
!1503 = !DILocation(line: 268, column: 378, scope: !1447)
!1504 = !DILocation(line: 268, column: 389, scope: !1447)
!1505 = !DILocation(line: 268, column: 402, scope: !1447)
!1506 = !DILocation(line: 268, column: 400, scope: !1447)
!1507 = !DILocation(line: 268, column: 413, scope: !1447)
!1508 = !DILocation(line: 268, column: 412, scope: !1447)
!1509 = !DILocation(line: 268, column: 421, scope: !1447)
!1510 = !DILocation(line: 268, column: 432, scope: !1447)
!1511 = !DILocation(line: 268, column: 442, scope: !1447)
!1512 = !DILocation(line: 268, column: 440, scope: !1447)
!1513 = !DILocation(line: 268, column: 451, scope: !1447)
!1514 = !DILocation(line: 268, column: 462, scope: !1447)
!1515 = !DILocation(line: 268, column: 475, scope: !1447)
!1516 = !DILocation(line: 268, column: 473, scope: !1447)
!1517 = !DILocation(line: 268, column: 486, scope: !1447)
!1518 = !DILocation(line: 268, column: 485, scope: !1447)
!1519 = !DILocation(line: 268, column: 497, scope: !1447)
!1520 = !DILocation(line: 268, column: 510, scope: !1447)
!1521 = !DILocation(line: 268, column: 508, scope: !1447)
!1522 = !DILocation(line: 268, column: 519, scope: !1447)
!1523 = !DILocation(line: 268, column: 527, scope: !1447)
!1524 = !DILocation(line: 268, column: 538, scope: !1447)
!1525 = !DILocation(line: 268, column: 548, scope: !1447)
!1526 = !DILocation(line: 268, column: 546, scope: !1447)
!1527 = !DILocation(line: 268, column: 559, scope: !1447)
!1528 = !DILocation(line: 268, column: 558, scope: !1447)
!1529 = !DILocation(line: 268, column: 570, scope: !1447)
!1530 = !DILocation(line: 268, column: 583, scope: !1447)
!1531 = !DILocation(line: 268, column: 581, scope: !1447)
!1532 = !DILocation(line: 268, column: 592, scope: !1447)
!1533 = !DILocation(line: 268, column: 603, scope: !1447)
!1534 = !DILocation(line: 268, column: 616, scope: !1447)
!1535 = !DILocation(line: 268, column: 614, scope: !1447)
!1536 = !DILocation(line: 268, column: 625, scope: !1447)
!1537 = !DILocation(line: 268, column: 635, scope: !1447)
!1538 = !DILocation(line: 268, column: 634, scope: !1447)
!1539 = !DILocation(line: 268, column: 646, scope: !1447)
!1540 = !DILocation(line: 268, column: 656, scope: !1447)
!1541 = !DILocation(line: 268, column: 654, scope: !1447)
!1542 = !DILocation(line: 268, column: 665, scope: !1447)
!1543 = !DILocation(line: 268, column: 676, scope: !1447)
!1544 = !DILocation(line: 268, column: 689, scope: !1447)
!1545 = !DILocation(line: 268, column: 687, scope: !1447)
!1546 = !DILocation(line: 268, column: 698, scope: !1447)
!1547 = !DILocalVariable(name: "i", scope: !1447, file: !2, line: 269, type: !13)
!1548 = !DILocation(line: 269, column: 13, scope: !1447)
!1549 = !DILocalVariable(name: "j", scope: !1447, file: !2, line: 269, type: !13)
!1550 = !DILocation(line: 269, column: 16, scope: !1447)
!1551 = !DILocalVariable(name: "k", scope: !1447, file: !2, line: 269, type: !13)
!1552 = !DILocation(line: 269, column: 19, scope: !1447)
!1553 = !DILocation(line: 270, column: 19, scope: !1447)
!1554 = !DILocation(line: 271, column: 19, scope: !1555)
!1555 = distinct !DILexicalBlock(scope: !1447, file: !2, line: 271, column: 9)
!1556 = !DILocation(line: 271, column: 14, scope: !1555)
!1557 = !DILocation(line: 271, column: 25, scope: !1558)
!1558 = distinct !DILexicalBlock(scope: !1555, file: !2, line: 271, column: 9)
!1559 = !DILocation(line: 271, column: 30, scope: !1558)
!1560 = !DILocation(line: 271, column: 9, scope: !1555)
!1561 = !DILocation(line: 273, column: 20, scope: !1562)
!1562 = distinct !DILexicalBlock(scope: !1558, file: !2, line: 272, column: 9)
!1563 = !DILocation(line: 273, column: 13, scope: !1562)
!1564 = !DILocation(line: 271, column: 42, scope: !1558)
!1565 = !DILocation(line: 271, column: 9, scope: !1558)
!1566 = distinct !{!1566, !1560, !1567, !383}
!1567 = !DILocation(line: 274, column: 9, scope: !1555)
!1568 = !DILocation(line: 276, column: 12, scope: !1307)
!1569 = !DILocation(line: 276, column: 5, scope: !1307)
!1570 = !DILocation(line: 277, column: 1, scope: !1307)
!1571 = distinct !DISubprogram(name: "func_9", scope: !2, file: !2, line: 285, type: !1572, scopeLine: 286, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1572 = !DISubroutineType(types: !1573)
!1573 = !{!129, !607, !139, !607}
!1574 = !DILocalVariable(name: "p_10", arg: 1, scope: !1571, file: !2, line: 285, type: !607)
!1575 = !DILocation(line: 285, column: 36, scope: !1571)
!1576 = !DILocalVariable(name: "p_11", arg: 2, scope: !1571, file: !2, line: 285, type: !139)
!1577 = !DILocation(line: 285, column: 51, scope: !1571)
!1578 = !DILocalVariable(name: "p_12", arg: 3, scope: !1571, file: !2, line: 285, type: !607)
!1579 = !DILocation(line: 285, column: 68, scope: !1571)
!1580 = !DILocalVariable(name: "l_20", scope: !1571, file: !2, line: 287, type: !138)
!1581 = !DILocation(line: 287, column: 14, scope: !1571)
!1582 = !DILocalVariable(name: "l_19", scope: !1571, file: !2, line: 288, type: !145)
!1583 = !DILocation(line: 288, column: 15, scope: !1571)
!1584 = !DILocation(line: 289, column: 7, scope: !1571)
!1585 = !DILocation(line: 289, column: 13, scope: !1571)
!1586 = !DILocation(line: 290, column: 12, scope: !1571)
!1587 = !DILocation(line: 290, column: 5, scope: !1571)
!1588 = distinct !DISubprogram(name: "safe_mod_func_uint16_t_u_u", scope: !1589, file: !1589, line: 669, type: !1590, scopeLine: 670, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1589 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!1590 = !DISubroutineType(types: !1591)
!1591 = !{!182, !182, !182}
!1592 = !DILocalVariable(name: "ui1", arg: 1, scope: !1588, file: !1589, line: 669, type: !182)
!1593 = !DILocation(line: 669, column: 43, scope: !1588)
!1594 = !DILocalVariable(name: "ui2", arg: 2, scope: !1588, file: !1589, line: 669, type: !182)
!1595 = !DILocation(line: 669, column: 57, scope: !1588)
!1596 = !DILocation(line: 674, column: 6, scope: !1588)
!1597 = !DILocation(line: 674, column: 10, scope: !1588)
!1598 = !DILocation(line: 674, column: 5, scope: !1588)
!1599 = !DILocation(line: 675, column: 6, scope: !1588)
!1600 = !DILocation(line: 675, column: 5, scope: !1588)
!1601 = !DILocation(line: 677, column: 6, scope: !1588)
!1602 = !DILocation(line: 677, column: 12, scope: !1588)
!1603 = !DILocation(line: 677, column: 10, scope: !1588)
!1604 = !DILocation(line: 672, column: 3, scope: !1588)
!1605 = distinct !DISubprogram(name: "safe_sub_func_int8_t_s_s", scope: !1589, file: !1589, line: 42, type: !1606, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1606 = !DISubroutineType(types: !1607)
!1607 = !{!199, !199, !199}
!1608 = !DILocalVariable(name: "si1", arg: 1, scope: !1605, file: !1589, line: 42, type: !199)
!1609 = !DILocation(line: 42, column: 39, scope: !1605)
!1610 = !DILocalVariable(name: "si2", arg: 2, scope: !1605, file: !1589, line: 42, type: !199)
!1611 = !DILocation(line: 42, column: 51, scope: !1605)
!1612 = !DILocation(line: 52, column: 6, scope: !1605)
!1613 = !DILocation(line: 52, column: 12, scope: !1605)
!1614 = !DILocation(line: 52, column: 10, scope: !1605)
!1615 = !DILocation(line: 52, column: 5, scope: !1605)
!1616 = !DILocation(line: 45, column: 3, scope: !1605)
!1617 = distinct !DISubprogram(name: "safe_sub_func_int32_t_s_s", scope: !1589, file: !1589, line: 302, type: !1618, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1618 = !DISubroutineType(types: !1619)
!1619 = !{!139, !139, !139}
!1620 = !DILocalVariable(name: "si1", arg: 1, scope: !1617, file: !1589, line: 302, type: !139)
!1621 = !DILocation(line: 302, column: 41, scope: !1617)
!1622 = !DILocalVariable(name: "si2", arg: 2, scope: !1617, file: !1589, line: 302, type: !139)
!1623 = !DILocation(line: 302, column: 54, scope: !1617)
!1624 = !DILocation(line: 308, column: 8, scope: !1617)
!1625 = !DILocation(line: 308, column: 12, scope: !1617)
!1626 = !DILocation(line: 308, column: 11, scope: !1617)
!1627 = !DILocation(line: 308, column: 22, scope: !1617)
!1628 = !DILocation(line: 308, column: 30, scope: !1617)
!1629 = !DILocation(line: 308, column: 34, scope: !1617)
!1630 = !DILocation(line: 308, column: 33, scope: !1617)
!1631 = !DILocation(line: 308, column: 39, scope: !1617)
!1632 = !DILocation(line: 308, column: 26, scope: !1617)
!1633 = !DILocation(line: 308, column: 56, scope: !1617)
!1634 = !DILocation(line: 308, column: 55, scope: !1617)
!1635 = !DILocation(line: 308, column: 61, scope: !1617)
!1636 = !DILocation(line: 308, column: 60, scope: !1617)
!1637 = !DILocation(line: 308, column: 17, scope: !1617)
!1638 = !DILocation(line: 308, column: 67, scope: !1617)
!1639 = !DILocation(line: 308, column: 5, scope: !1617)
!1640 = !DILocation(line: 309, column: 6, scope: !1617)
!1641 = !DILocation(line: 312, column: 6, scope: !1617)
!1642 = !DILocation(line: 312, column: 12, scope: !1617)
!1643 = !DILocation(line: 312, column: 10, scope: !1617)
!1644 = !DILocation(line: 305, column: 3, scope: !1617)
!1645 = distinct !DISubprogram(name: "safe_add_func_int8_t_s_s", scope: !1589, file: !1589, line: 28, type: !1606, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1646 = !DILocalVariable(name: "si1", arg: 1, scope: !1645, file: !1589, line: 28, type: !199)
!1647 = !DILocation(line: 28, column: 39, scope: !1645)
!1648 = !DILocalVariable(name: "si2", arg: 2, scope: !1645, file: !1589, line: 28, type: !199)
!1649 = !DILocation(line: 28, column: 51, scope: !1645)
!1650 = !DILocation(line: 38, column: 6, scope: !1645)
!1651 = !DILocation(line: 38, column: 12, scope: !1645)
!1652 = !DILocation(line: 38, column: 10, scope: !1645)
!1653 = !DILocation(line: 38, column: 5, scope: !1645)
!1654 = !DILocation(line: 31, column: 3, scope: !1645)
!1655 = distinct !DISubprogram(name: "safe_mul_func_int16_t_s_s", scope: !1589, file: !1589, line: 186, type: !1656, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1656 = !DISubroutineType(types: !1657)
!1657 = !{!205, !205, !205}
!1658 = !DILocalVariable(name: "si1", arg: 1, scope: !1655, file: !1589, line: 186, type: !205)
!1659 = !DILocation(line: 186, column: 41, scope: !1655)
!1660 = !DILocalVariable(name: "si2", arg: 2, scope: !1655, file: !1589, line: 186, type: !205)
!1661 = !DILocation(line: 186, column: 54, scope: !1655)
!1662 = !DILocation(line: 196, column: 5, scope: !1655)
!1663 = !DILocation(line: 196, column: 11, scope: !1655)
!1664 = !DILocation(line: 196, column: 9, scope: !1655)
!1665 = !DILocation(line: 189, column: 3, scope: !1655)
!1666 = distinct !DISubprogram(name: "safe_sub_func_uint8_t_u_u", scope: !1589, file: !1589, line: 553, type: !1667, scopeLine: 554, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1667 = !DISubroutineType(types: !1668)
!1668 = !{!171, !171, !171}
!1669 = !DILocalVariable(name: "ui1", arg: 1, scope: !1666, file: !1589, line: 553, type: !171)
!1670 = !DILocation(line: 553, column: 41, scope: !1666)
!1671 = !DILocalVariable(name: "ui2", arg: 2, scope: !1666, file: !1589, line: 553, type: !171)
!1672 = !DILocation(line: 553, column: 54, scope: !1666)
!1673 = !DILocation(line: 556, column: 10, scope: !1666)
!1674 = !DILocation(line: 556, column: 16, scope: !1666)
!1675 = !DILocation(line: 556, column: 14, scope: !1666)
!1676 = !DILocation(line: 556, column: 3, scope: !1666)
!1677 = distinct !DISubprogram(name: "safe_add_func_int64_t_s_s", scope: !1589, file: !1589, line: 419, type: !1678, scopeLine: 420, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1678 = !DISubroutineType(types: !1679)
!1679 = !{!162, !162, !162}
!1680 = !DILocalVariable(name: "si1", arg: 1, scope: !1677, file: !1589, line: 419, type: !162)
!1681 = !DILocation(line: 419, column: 41, scope: !1677)
!1682 = !DILocalVariable(name: "si2", arg: 2, scope: !1677, file: !1589, line: 419, type: !162)
!1683 = !DILocation(line: 419, column: 54, scope: !1677)
!1684 = !DILocation(line: 425, column: 8, scope: !1677)
!1685 = !DILocation(line: 425, column: 11, scope: !1677)
!1686 = !DILocation(line: 425, column: 15, scope: !1677)
!1687 = !DILocation(line: 425, column: 19, scope: !1677)
!1688 = !DILocation(line: 425, column: 22, scope: !1677)
!1689 = !DILocation(line: 425, column: 26, scope: !1677)
!1690 = !DILocation(line: 425, column: 30, scope: !1677)
!1691 = !DILocation(line: 425, column: 47, scope: !1677)
!1692 = !DILocation(line: 425, column: 46, scope: !1677)
!1693 = !DILocation(line: 425, column: 34, scope: !1677)
!1694 = !DILocation(line: 425, column: 54, scope: !1677)
!1695 = !DILocation(line: 425, column: 59, scope: !1677)
!1696 = !DILocation(line: 425, column: 62, scope: !1677)
!1697 = !DILocation(line: 425, column: 66, scope: !1677)
!1698 = !DILocation(line: 425, column: 70, scope: !1677)
!1699 = !DILocation(line: 425, column: 73, scope: !1677)
!1700 = !DILocation(line: 425, column: 77, scope: !1677)
!1701 = !DILocation(line: 425, column: 81, scope: !1677)
!1702 = !DILocation(line: 425, column: 98, scope: !1677)
!1703 = !DILocation(line: 425, column: 97, scope: !1677)
!1704 = !DILocation(line: 425, column: 85, scope: !1677)
!1705 = !DILocation(line: 425, column: 5, scope: !1677)
!1706 = !DILocation(line: 426, column: 6, scope: !1677)
!1707 = !DILocation(line: 429, column: 6, scope: !1677)
!1708 = !DILocation(line: 429, column: 12, scope: !1677)
!1709 = !DILocation(line: 429, column: 10, scope: !1677)
!1710 = !DILocation(line: 422, column: 3, scope: !1677)
!1711 = distinct !DISubprogram(name: "safe_mul_func_uint8_t_u_u", scope: !1589, file: !1589, line: 560, type: !1667, scopeLine: 561, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1712 = !DILocalVariable(name: "ui1", arg: 1, scope: !1711, file: !1589, line: 560, type: !171)
!1713 = !DILocation(line: 560, column: 41, scope: !1711)
!1714 = !DILocalVariable(name: "ui2", arg: 2, scope: !1711, file: !1589, line: 560, type: !171)
!1715 = !DILocation(line: 560, column: 54, scope: !1711)
!1716 = !DILocation(line: 563, column: 25, scope: !1711)
!1717 = !DILocation(line: 563, column: 11, scope: !1711)
!1718 = !DILocation(line: 563, column: 47, scope: !1711)
!1719 = !DILocation(line: 563, column: 33, scope: !1711)
!1720 = !DILocation(line: 563, column: 30, scope: !1711)
!1721 = !DILocation(line: 563, column: 10, scope: !1711)
!1722 = !DILocation(line: 563, column: 3, scope: !1711)
!1723 = distinct !DISubprogram(name: "safe_mul_func_uint16_t_u_u", scope: !1589, file: !1589, line: 662, type: !1590, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1724 = !DILocalVariable(name: "ui1", arg: 1, scope: !1723, file: !1589, line: 662, type: !182)
!1725 = !DILocation(line: 662, column: 43, scope: !1723)
!1726 = !DILocalVariable(name: "ui2", arg: 2, scope: !1723, file: !1589, line: 662, type: !182)
!1727 = !DILocation(line: 662, column: 57, scope: !1723)
!1728 = !DILocation(line: 665, column: 25, scope: !1723)
!1729 = !DILocation(line: 665, column: 11, scope: !1723)
!1730 = !DILocation(line: 665, column: 47, scope: !1723)
!1731 = !DILocation(line: 665, column: 33, scope: !1723)
!1732 = !DILocation(line: 665, column: 30, scope: !1723)
!1733 = !DILocation(line: 665, column: 10, scope: !1723)
!1734 = !DILocation(line: 665, column: 3, scope: !1723)
!1735 = distinct !DISubprogram(name: "safe_lshift_func_int16_t_s_u", scope: !1589, file: !1589, line: 236, type: !1736, scopeLine: 237, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1736 = !DISubroutineType(types: !1737)
!1737 = !{!205, !205, !12}
!1738 = !DILocalVariable(name: "left", arg: 1, scope: !1735, file: !1589, line: 236, type: !205)
!1739 = !DILocation(line: 236, column: 44, scope: !1735)
!1740 = !DILocalVariable(name: "right", arg: 2, scope: !1735, file: !1589, line: 236, type: !12)
!1741 = !DILocation(line: 236, column: 63, scope: !1735)
!1742 = !DILocation(line: 241, column: 7, scope: !1735)
!1743 = !DILocation(line: 241, column: 12, scope: !1735)
!1744 = !DILocation(line: 241, column: 17, scope: !1735)
!1745 = !DILocation(line: 241, column: 36, scope: !1735)
!1746 = !DILocation(line: 241, column: 43, scope: !1735)
!1747 = !DILocation(line: 241, column: 50, scope: !1735)
!1748 = !DILocation(line: 241, column: 54, scope: !1735)
!1749 = !DILocation(line: 241, column: 90, scope: !1735)
!1750 = !DILocation(line: 241, column: 72, scope: !1735)
!1751 = !DILocation(line: 241, column: 59, scope: !1735)
!1752 = !DILocation(line: 241, column: 5, scope: !1735)
!1753 = !DILocation(line: 242, column: 6, scope: !1735)
!1754 = !DILocation(line: 242, column: 5, scope: !1735)
!1755 = !DILocation(line: 244, column: 6, scope: !1735)
!1756 = !DILocation(line: 244, column: 29, scope: !1735)
!1757 = !DILocation(line: 244, column: 11, scope: !1735)
!1758 = !DILocation(line: 239, column: 3, scope: !1735)
!1759 = distinct !DISubprogram(name: "safe_add_func_uint16_t_u_u", scope: !1589, file: !1589, line: 648, type: !1590, scopeLine: 649, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1760 = !DILocalVariable(name: "ui1", arg: 1, scope: !1759, file: !1589, line: 648, type: !182)
!1761 = !DILocation(line: 648, column: 43, scope: !1759)
!1762 = !DILocalVariable(name: "ui2", arg: 2, scope: !1759, file: !1589, line: 648, type: !182)
!1763 = !DILocation(line: 648, column: 57, scope: !1759)
!1764 = !DILocation(line: 651, column: 10, scope: !1759)
!1765 = !DILocation(line: 651, column: 16, scope: !1759)
!1766 = !DILocation(line: 651, column: 14, scope: !1759)
!1767 = !DILocation(line: 651, column: 3, scope: !1759)
!1768 = distinct !DISubprogram(name: "safe_mul_func_int8_t_s_s", scope: !1589, file: !1589, line: 56, type: !1606, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1769 = !DILocalVariable(name: "si1", arg: 1, scope: !1768, file: !1589, line: 56, type: !199)
!1770 = !DILocation(line: 56, column: 39, scope: !1768)
!1771 = !DILocalVariable(name: "si2", arg: 2, scope: !1768, file: !1589, line: 56, type: !199)
!1772 = !DILocation(line: 56, column: 51, scope: !1768)
!1773 = !DILocation(line: 66, column: 5, scope: !1768)
!1774 = !DILocation(line: 66, column: 11, scope: !1768)
!1775 = !DILocation(line: 66, column: 9, scope: !1768)
!1776 = !DILocation(line: 59, column: 3, scope: !1768)
!1777 = distinct !DISubprogram(name: "safe_rshift_func_int16_t_s_s", scope: !1589, file: !1589, line: 248, type: !1778, scopeLine: 249, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1778 = !DISubroutineType(types: !1779)
!1779 = !{!205, !205, !13}
!1780 = !DILocalVariable(name: "left", arg: 1, scope: !1777, file: !1589, line: 248, type: !205)
!1781 = !DILocation(line: 248, column: 44, scope: !1777)
!1782 = !DILocalVariable(name: "right", arg: 2, scope: !1777, file: !1589, line: 248, type: !13)
!1783 = !DILocation(line: 248, column: 54, scope: !1777)
!1784 = !DILocation(line: 253, column: 7, scope: !1777)
!1785 = !DILocation(line: 253, column: 12, scope: !1777)
!1786 = !DILocation(line: 253, column: 17, scope: !1777)
!1787 = !DILocation(line: 253, column: 27, scope: !1777)
!1788 = !DILocation(line: 253, column: 34, scope: !1777)
!1789 = !DILocation(line: 253, column: 39, scope: !1777)
!1790 = !DILocation(line: 253, column: 49, scope: !1777)
!1791 = !DILocation(line: 253, column: 56, scope: !1777)
!1792 = !DILocation(line: 253, column: 5, scope: !1777)
!1793 = !DILocation(line: 254, column: 6, scope: !1777)
!1794 = !DILocation(line: 254, column: 5, scope: !1777)
!1795 = !DILocation(line: 256, column: 6, scope: !1777)
!1796 = !DILocation(line: 256, column: 20, scope: !1777)
!1797 = !DILocation(line: 256, column: 11, scope: !1777)
!1798 = !DILocation(line: 251, column: 3, scope: !1777)
!1799 = distinct !DISubprogram(name: "safe_rshift_func_int16_t_s_u", scope: !1589, file: !1589, line: 260, type: !1736, scopeLine: 261, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1800 = !DILocalVariable(name: "left", arg: 1, scope: !1799, file: !1589, line: 260, type: !205)
!1801 = !DILocation(line: 260, column: 44, scope: !1799)
!1802 = !DILocalVariable(name: "right", arg: 2, scope: !1799, file: !1589, line: 260, type: !12)
!1803 = !DILocation(line: 260, column: 63, scope: !1799)
!1804 = !DILocation(line: 265, column: 7, scope: !1799)
!1805 = !DILocation(line: 265, column: 12, scope: !1799)
!1806 = !DILocation(line: 265, column: 17, scope: !1799)
!1807 = !DILocation(line: 265, column: 36, scope: !1799)
!1808 = !DILocation(line: 265, column: 43, scope: !1799)
!1809 = !DILocation(line: 265, column: 5, scope: !1799)
!1810 = !DILocation(line: 266, column: 6, scope: !1799)
!1811 = !DILocation(line: 266, column: 5, scope: !1799)
!1812 = !DILocation(line: 268, column: 6, scope: !1799)
!1813 = !DILocation(line: 268, column: 29, scope: !1799)
!1814 = !DILocation(line: 268, column: 11, scope: !1799)
!1815 = !DILocation(line: 263, column: 3, scope: !1799)
!1816 = distinct !DISubprogram(name: "safe_mod_func_uint8_t_u_u", scope: !1589, file: !1589, line: 567, type: !1667, scopeLine: 568, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1817 = !DILocalVariable(name: "ui1", arg: 1, scope: !1816, file: !1589, line: 567, type: !171)
!1818 = !DILocation(line: 567, column: 41, scope: !1816)
!1819 = !DILocalVariable(name: "ui2", arg: 2, scope: !1816, file: !1589, line: 567, type: !171)
!1820 = !DILocation(line: 567, column: 54, scope: !1816)
!1821 = !DILocation(line: 572, column: 6, scope: !1816)
!1822 = !DILocation(line: 572, column: 10, scope: !1816)
!1823 = !DILocation(line: 572, column: 5, scope: !1816)
!1824 = !DILocation(line: 573, column: 6, scope: !1816)
!1825 = !DILocation(line: 573, column: 5, scope: !1816)
!1826 = !DILocation(line: 575, column: 6, scope: !1816)
!1827 = !DILocation(line: 575, column: 12, scope: !1816)
!1828 = !DILocation(line: 575, column: 10, scope: !1816)
!1829 = !DILocation(line: 570, column: 3, scope: !1816)
!1830 = distinct !DISubprogram(name: "safe_sub_func_uint64_t_u_u", scope: !1589, file: !1589, line: 860, type: !1831, scopeLine: 861, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1831 = !DISubroutineType(types: !1832)
!1832 = !{!225, !225, !225}
!1833 = !DILocalVariable(name: "ui1", arg: 1, scope: !1830, file: !1589, line: 860, type: !225)
!1834 = !DILocation(line: 860, column: 43, scope: !1830)
!1835 = !DILocalVariable(name: "ui2", arg: 2, scope: !1830, file: !1589, line: 860, type: !225)
!1836 = !DILocation(line: 860, column: 57, scope: !1830)
!1837 = !DILocation(line: 863, column: 10, scope: !1830)
!1838 = !DILocation(line: 863, column: 16, scope: !1830)
!1839 = !DILocation(line: 863, column: 14, scope: !1830)
!1840 = !DILocation(line: 863, column: 3, scope: !1830)
!1841 = distinct !DISubprogram(name: "safe_lshift_func_int16_t_s_s", scope: !1589, file: !1589, line: 224, type: !1778, scopeLine: 225, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1842 = !DILocalVariable(name: "left", arg: 1, scope: !1841, file: !1589, line: 224, type: !205)
!1843 = !DILocation(line: 224, column: 44, scope: !1841)
!1844 = !DILocalVariable(name: "right", arg: 2, scope: !1841, file: !1589, line: 224, type: !13)
!1845 = !DILocation(line: 224, column: 54, scope: !1841)
!1846 = !DILocation(line: 229, column: 7, scope: !1841)
!1847 = !DILocation(line: 229, column: 12, scope: !1841)
!1848 = !DILocation(line: 229, column: 17, scope: !1841)
!1849 = !DILocation(line: 229, column: 27, scope: !1841)
!1850 = !DILocation(line: 229, column: 34, scope: !1841)
!1851 = !DILocation(line: 229, column: 39, scope: !1841)
!1852 = !DILocation(line: 229, column: 49, scope: !1841)
!1853 = !DILocation(line: 229, column: 56, scope: !1841)
!1854 = !DILocation(line: 229, column: 63, scope: !1841)
!1855 = !DILocation(line: 229, column: 67, scope: !1841)
!1856 = !DILocation(line: 229, column: 94, scope: !1841)
!1857 = !DILocation(line: 229, column: 85, scope: !1841)
!1858 = !DILocation(line: 229, column: 72, scope: !1841)
!1859 = !DILocation(line: 229, column: 5, scope: !1841)
!1860 = !DILocation(line: 230, column: 6, scope: !1841)
!1861 = !DILocation(line: 230, column: 5, scope: !1841)
!1862 = !DILocation(line: 232, column: 6, scope: !1841)
!1863 = !DILocation(line: 232, column: 20, scope: !1841)
!1864 = !DILocation(line: 232, column: 11, scope: !1841)
!1865 = !DILocation(line: 227, column: 3, scope: !1841)
!1866 = distinct !DISubprogram(name: "safe_mod_func_int8_t_s_s", scope: !1589, file: !1589, line: 70, type: !1606, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1867 = !DILocalVariable(name: "si1", arg: 1, scope: !1866, file: !1589, line: 70, type: !199)
!1868 = !DILocation(line: 70, column: 39, scope: !1866)
!1869 = !DILocalVariable(name: "si2", arg: 2, scope: !1866, file: !1589, line: 70, type: !199)
!1870 = !DILocation(line: 70, column: 51, scope: !1866)
!1871 = !DILocation(line: 75, column: 7, scope: !1866)
!1872 = !DILocation(line: 75, column: 11, scope: !1866)
!1873 = !DILocation(line: 75, column: 17, scope: !1866)
!1874 = !DILocation(line: 75, column: 22, scope: !1866)
!1875 = !DILocation(line: 75, column: 26, scope: !1866)
!1876 = !DILocation(line: 75, column: 39, scope: !1866)
!1877 = !DILocation(line: 75, column: 43, scope: !1866)
!1878 = !DILocation(line: 75, column: 47, scope: !1866)
!1879 = !DILocation(line: 75, column: 5, scope: !1866)
!1880 = !DILocation(line: 76, column: 6, scope: !1866)
!1881 = !DILocation(line: 76, column: 5, scope: !1866)
!1882 = !DILocation(line: 78, column: 6, scope: !1866)
!1883 = !DILocation(line: 78, column: 12, scope: !1866)
!1884 = !DILocation(line: 78, column: 10, scope: !1866)
!1885 = !DILocation(line: 73, column: 3, scope: !1866)
!1886 = distinct !DISubprogram(name: "safe_add_func_uint8_t_u_u", scope: !1589, file: !1589, line: 546, type: !1667, scopeLine: 547, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1887 = !DILocalVariable(name: "ui1", arg: 1, scope: !1886, file: !1589, line: 546, type: !171)
!1888 = !DILocation(line: 546, column: 41, scope: !1886)
!1889 = !DILocalVariable(name: "ui2", arg: 2, scope: !1886, file: !1589, line: 546, type: !171)
!1890 = !DILocation(line: 546, column: 54, scope: !1886)
!1891 = !DILocation(line: 549, column: 10, scope: !1886)
!1892 = !DILocation(line: 549, column: 16, scope: !1886)
!1893 = !DILocation(line: 549, column: 14, scope: !1886)
!1894 = !DILocation(line: 549, column: 3, scope: !1886)
!1895 = distinct !DISubprogram(name: "safe_add_func_uint32_t_u_u", scope: !1589, file: !1589, line: 750, type: !1896, scopeLine: 751, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1896 = !DISubroutineType(types: !1897)
!1897 = !{!129, !129, !129}
!1898 = !DILocalVariable(name: "ui1", arg: 1, scope: !1895, file: !1589, line: 750, type: !129)
!1899 = !DILocation(line: 750, column: 43, scope: !1895)
!1900 = !DILocalVariable(name: "ui2", arg: 2, scope: !1895, file: !1589, line: 750, type: !129)
!1901 = !DILocation(line: 750, column: 57, scope: !1895)
!1902 = !DILocation(line: 753, column: 10, scope: !1895)
!1903 = !DILocation(line: 753, column: 16, scope: !1895)
!1904 = !DILocation(line: 753, column: 14, scope: !1895)
!1905 = !DILocation(line: 753, column: 3, scope: !1895)
!1906 = distinct !DISubprogram(name: "safe_sub_func_uint32_t_u_u", scope: !1589, file: !1589, line: 757, type: !1896, scopeLine: 758, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1907 = !DILocalVariable(name: "ui1", arg: 1, scope: !1906, file: !1589, line: 757, type: !129)
!1908 = !DILocation(line: 757, column: 43, scope: !1906)
!1909 = !DILocalVariable(name: "ui2", arg: 2, scope: !1906, file: !1589, line: 757, type: !129)
!1910 = !DILocation(line: 757, column: 57, scope: !1906)
!1911 = !DILocation(line: 760, column: 10, scope: !1906)
!1912 = !DILocation(line: 760, column: 16, scope: !1906)
!1913 = !DILocation(line: 760, column: 14, scope: !1906)
!1914 = !DILocation(line: 760, column: 3, scope: !1906)
!1915 = distinct !DISubprogram(name: "safe_lshift_func_uint8_t_u_u", scope: !1589, file: !1589, line: 603, type: !1916, scopeLine: 604, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1916 = !DISubroutineType(types: !1917)
!1917 = !{!171, !171, !12}
!1918 = !DILocalVariable(name: "left", arg: 1, scope: !1915, file: !1589, line: 603, type: !171)
!1919 = !DILocation(line: 603, column: 44, scope: !1915)
!1920 = !DILocalVariable(name: "right", arg: 2, scope: !1915, file: !1589, line: 603, type: !12)
!1921 = !DILocation(line: 603, column: 63, scope: !1915)
!1922 = !DILocation(line: 608, column: 22, scope: !1915)
!1923 = !DILocation(line: 608, column: 29, scope: !1915)
!1924 = !DILocation(line: 608, column: 36, scope: !1915)
!1925 = !DILocation(line: 608, column: 40, scope: !1915)
!1926 = !DILocation(line: 608, column: 76, scope: !1915)
!1927 = !DILocation(line: 608, column: 58, scope: !1915)
!1928 = !DILocation(line: 608, column: 45, scope: !1915)
!1929 = !DILocation(line: 608, column: 5, scope: !1915)
!1930 = !DILocation(line: 609, column: 6, scope: !1915)
!1931 = !DILocation(line: 609, column: 5, scope: !1915)
!1932 = !DILocation(line: 611, column: 6, scope: !1915)
!1933 = !DILocation(line: 611, column: 29, scope: !1915)
!1934 = !DILocation(line: 611, column: 11, scope: !1915)
!1935 = !DILocation(line: 606, column: 3, scope: !1915)
!1936 = distinct !DISubprogram(name: "safe_add_func_int16_t_s_s", scope: !1589, file: !1589, line: 158, type: !1656, scopeLine: 159, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1937 = !DILocalVariable(name: "si1", arg: 1, scope: !1936, file: !1589, line: 158, type: !205)
!1938 = !DILocation(line: 158, column: 41, scope: !1936)
!1939 = !DILocalVariable(name: "si2", arg: 2, scope: !1936, file: !1589, line: 158, type: !205)
!1940 = !DILocation(line: 158, column: 54, scope: !1936)
!1941 = !DILocation(line: 168, column: 6, scope: !1936)
!1942 = !DILocation(line: 168, column: 12, scope: !1936)
!1943 = !DILocation(line: 168, column: 10, scope: !1936)
!1944 = !DILocation(line: 168, column: 5, scope: !1936)
!1945 = !DILocation(line: 161, column: 3, scope: !1936)
!1946 = distinct !DISubprogram(name: "safe_sub_func_int64_t_s_s", scope: !1589, file: !1589, line: 433, type: !1678, scopeLine: 434, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1947 = !DILocalVariable(name: "si1", arg: 1, scope: !1946, file: !1589, line: 433, type: !162)
!1948 = !DILocation(line: 433, column: 41, scope: !1946)
!1949 = !DILocalVariable(name: "si2", arg: 2, scope: !1946, file: !1589, line: 433, type: !162)
!1950 = !DILocation(line: 433, column: 54, scope: !1946)
!1951 = !DILocation(line: 439, column: 8, scope: !1946)
!1952 = !DILocation(line: 439, column: 12, scope: !1946)
!1953 = !DILocation(line: 439, column: 11, scope: !1946)
!1954 = !DILocation(line: 439, column: 22, scope: !1946)
!1955 = !DILocation(line: 439, column: 30, scope: !1946)
!1956 = !DILocation(line: 439, column: 34, scope: !1946)
!1957 = !DILocation(line: 439, column: 33, scope: !1946)
!1958 = !DILocation(line: 439, column: 39, scope: !1946)
!1959 = !DILocation(line: 439, column: 26, scope: !1946)
!1960 = !DILocation(line: 439, column: 56, scope: !1946)
!1961 = !DILocation(line: 439, column: 55, scope: !1946)
!1962 = !DILocation(line: 439, column: 61, scope: !1946)
!1963 = !DILocation(line: 439, column: 60, scope: !1946)
!1964 = !DILocation(line: 439, column: 17, scope: !1946)
!1965 = !DILocation(line: 439, column: 67, scope: !1946)
!1966 = !DILocation(line: 439, column: 5, scope: !1946)
!1967 = !DILocation(line: 440, column: 6, scope: !1946)
!1968 = !DILocation(line: 443, column: 6, scope: !1946)
!1969 = !DILocation(line: 443, column: 12, scope: !1946)
!1970 = !DILocation(line: 443, column: 10, scope: !1946)
!1971 = !DILocation(line: 436, column: 3, scope: !1946)
!1972 = distinct !DISubprogram(name: "safe_div_func_uint16_t_u_u", scope: !1589, file: !1589, line: 681, type: !1590, scopeLine: 682, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1973 = !DILocalVariable(name: "ui1", arg: 1, scope: !1972, file: !1589, line: 681, type: !182)
!1974 = !DILocation(line: 681, column: 43, scope: !1972)
!1975 = !DILocalVariable(name: "ui2", arg: 2, scope: !1972, file: !1589, line: 681, type: !182)
!1976 = !DILocation(line: 681, column: 57, scope: !1972)
!1977 = !DILocation(line: 686, column: 6, scope: !1972)
!1978 = !DILocation(line: 686, column: 10, scope: !1972)
!1979 = !DILocation(line: 686, column: 5, scope: !1972)
!1980 = !DILocation(line: 687, column: 6, scope: !1972)
!1981 = !DILocation(line: 687, column: 5, scope: !1972)
!1982 = !DILocation(line: 689, column: 6, scope: !1972)
!1983 = !DILocation(line: 689, column: 12, scope: !1972)
!1984 = !DILocation(line: 689, column: 10, scope: !1972)
!1985 = !DILocation(line: 684, column: 3, scope: !1972)
!1986 = distinct !DISubprogram(name: "crc32_8bytes", scope: !127, file: !127, line: 97, type: !1987, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!1987 = !DISubroutineType(types: !1988)
!1988 = !{null, !225}
!1989 = !DILocalVariable(name: "val", arg: 1, scope: !1986, file: !127, line: 97, type: !225)
!1990 = !DILocation(line: 97, column: 24, scope: !1986)
!1991 = !DILocation(line: 99, column: 15, scope: !1986)
!1992 = !DILocation(line: 99, column: 18, scope: !1986)
!1993 = !DILocation(line: 99, column: 23, scope: !1986)
!1994 = !DILocation(line: 99, column: 14, scope: !1986)
!1995 = !DILocation(line: 99, column: 2, scope: !1986)
!1996 = !DILocation(line: 100, column: 15, scope: !1986)
!1997 = !DILocation(line: 100, column: 18, scope: !1986)
!1998 = !DILocation(line: 100, column: 23, scope: !1986)
!1999 = !DILocation(line: 100, column: 14, scope: !1986)
!2000 = !DILocation(line: 100, column: 2, scope: !1986)
!2001 = !DILocation(line: 101, column: 15, scope: !1986)
!2002 = !DILocation(line: 101, column: 18, scope: !1986)
!2003 = !DILocation(line: 101, column: 24, scope: !1986)
!2004 = !DILocation(line: 101, column: 14, scope: !1986)
!2005 = !DILocation(line: 101, column: 2, scope: !1986)
!2006 = !DILocation(line: 102, column: 15, scope: !1986)
!2007 = !DILocation(line: 102, column: 18, scope: !1986)
!2008 = !DILocation(line: 102, column: 24, scope: !1986)
!2009 = !DILocation(line: 102, column: 14, scope: !1986)
!2010 = !DILocation(line: 102, column: 2, scope: !1986)
!2011 = !DILocation(line: 103, column: 15, scope: !1986)
!2012 = !DILocation(line: 103, column: 18, scope: !1986)
!2013 = !DILocation(line: 103, column: 24, scope: !1986)
!2014 = !DILocation(line: 103, column: 14, scope: !1986)
!2015 = !DILocation(line: 103, column: 2, scope: !1986)
!2016 = !DILocation(line: 104, column: 15, scope: !1986)
!2017 = !DILocation(line: 104, column: 18, scope: !1986)
!2018 = !DILocation(line: 104, column: 24, scope: !1986)
!2019 = !DILocation(line: 104, column: 14, scope: !1986)
!2020 = !DILocation(line: 104, column: 2, scope: !1986)
!2021 = !DILocation(line: 105, column: 15, scope: !1986)
!2022 = !DILocation(line: 105, column: 18, scope: !1986)
!2023 = !DILocation(line: 105, column: 24, scope: !1986)
!2024 = !DILocation(line: 105, column: 14, scope: !1986)
!2025 = !DILocation(line: 105, column: 2, scope: !1986)
!2026 = !DILocation(line: 106, column: 15, scope: !1986)
!2027 = !DILocation(line: 106, column: 18, scope: !1986)
!2028 = !DILocation(line: 106, column: 24, scope: !1986)
!2029 = !DILocation(line: 106, column: 14, scope: !1986)
!2030 = !DILocation(line: 106, column: 2, scope: !1986)
!2031 = !DILocation(line: 107, column: 1, scope: !1986)
!2032 = distinct !DISubprogram(name: "crc32_byte", scope: !127, file: !127, line: 71, type: !2033, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !258)
!2033 = !DISubroutineType(types: !2034)
!2034 = !{null, !171}
!2035 = !DILocalVariable(name: "b", arg: 1, scope: !2032, file: !127, line: 71, type: !171)
!2036 = !DILocation(line: 71, column: 21, scope: !2032)
!2037 = !DILocation(line: 73, column: 5, scope: !2032)
!2038 = !DILocation(line: 73, column: 19, scope: !2032)
!2039 = !DILocation(line: 73, column: 25, scope: !2032)
!2040 = !DILocation(line: 74, column: 14, scope: !2032)
!2041 = !DILocation(line: 74, column: 30, scope: !2032)
!2042 = !DILocation(line: 74, column: 28, scope: !2032)
!2043 = !DILocation(line: 74, column: 33, scope: !2032)
!2044 = !DILocation(line: 74, column: 3, scope: !2032)
!2045 = !DILocation(line: 73, column: 39, scope: !2032)
!2046 = !DILocation(line: 72, column: 16, scope: !2032)
!2047 = !DILocation(line: 75, column: 1, scope: !2032)
