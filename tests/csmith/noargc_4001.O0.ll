; ModuleID = 'noargc_4001.c'
source_filename = "noargc_4001.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S1 = type <{ [5 x i8], i32, [3 x i8], [9 x i8] }>
%union.U2 = type { i64 }

@g_7 = internal global i32 9, align 4, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"g_7\00", align 1, !dbg !9
@g_20 = internal global i64 -1, align 8, !dbg !152
@.str.1 = private unnamed_addr constant [5 x i8] c"g_20\00", align 1, !dbg !15
@g_30 = internal global i64 -9063968006255715663, align 8, !dbg !157
@.str.2 = private unnamed_addr constant [5 x i8] c"g_30\00", align 1, !dbg !20
@g_44 = internal global i32 -8, align 4, !dbg !159
@.str.3 = private unnamed_addr constant [5 x i8] c"g_44\00", align 1, !dbg !22
@.str.4 = private unnamed_addr constant [8 x i8] c"g_68.f0\00", align 1, !dbg !24
@.str.5 = private unnamed_addr constant [8 x i8] c"g_68.f1\00", align 1, !dbg !29
@.str.6 = private unnamed_addr constant [8 x i8] c"g_82.f0\00", align 1, !dbg !31
@.str.7 = private unnamed_addr constant [8 x i8] c"g_82.f1\00", align 1, !dbg !33
@.str.8 = private unnamed_addr constant [8 x i8] c"g_82.f2\00", align 1, !dbg !35
@.str.9 = private unnamed_addr constant [8 x i8] c"g_82.f3\00", align 1, !dbg !37
@.str.10 = private unnamed_addr constant [8 x i8] c"g_82.f4\00", align 1, !dbg !39
@.str.11 = private unnamed_addr constant [8 x i8] c"g_82.f5\00", align 1, !dbg !41
@.str.12 = private unnamed_addr constant [8 x i8] c"g_82.f6\00", align 1, !dbg !43
@.str.13 = private unnamed_addr constant [8 x i8] c"g_82.f7\00", align 1, !dbg !45
@g_87 = internal global i32 477617461, align 4, !dbg !194
@.str.14 = private unnamed_addr constant [5 x i8] c"g_87\00", align 1, !dbg !47
@g_91 = internal global i32 0, align 4, !dbg !196
@.str.15 = private unnamed_addr constant [5 x i8] c"g_91\00", align 1, !dbg !49
@g_106 = internal global i32 -1808528365, align 4, !dbg !199
@.str.16 = private unnamed_addr constant [6 x i8] c"g_106\00", align 1, !dbg !51
@g_107 = internal global i32 348057634, align 4, !dbg !201
@.str.17 = private unnamed_addr constant [6 x i8] c"g_107\00", align 1, !dbg !56
@g_108 = internal global [5 x i64] [i64 7, i64 7, i64 7, i64 7, i64 7], align 16, !dbg !203
@.str.18 = private unnamed_addr constant [9 x i8] c"g_108[i]\00", align 1, !dbg !58
@.str.19 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !63
@g_112 = internal global i16 7, align 2, !dbg !209
@.str.20 = private unnamed_addr constant [6 x i8] c"g_112\00", align 1, !dbg !68
@g_115 = internal global [5 x [3 x [9 x i8]]] [[3 x [9 x i8]] [[9 x i8] c"\17\00\B8\A3\00\FF\EC\B8\B8", [9 x i8] c"\E6\18\FF\A3\FF\18\E6\FF\B8", [9 x i8] c"y\00\9D\17\FF\9D\EC\9D\FF"], [3 x [9 x i8]] [[9 x i8] c"y\FF\FFy\00\9D\17\FF\9D", [9 x i8] c"\E6\FF\B8\17\18\10\9D\FA\09", [9 x i8] c"\9D\E7\FA\00\E7\09\18\FA\FA"], [3 x [9 x i8]] [[9 x i8] c"\FF\10\09\00\09\10\FF\09\FA", [9 x i8] c"\B8\E7\F6\9D\09\F6\18\F6\09", [9 x i8] c"\B8\09\09\B8\E7\F6\9D\09\F6"], [3 x [9 x i8]] [[9 x i8] c"\FF\09\FA\9D\10\10\9D\FA\09", [9 x i8] c"\9D\E7\FA\00\E7\09\18\FA\FA", [9 x i8] c"\FF\10\09\00\09\10\FF\09\FA"], [3 x [9 x i8]] [[9 x i8] c"\B8\E7\F6\9D\09\F6\18\F6\09", [9 x i8] c"\B8\09\09\B8\E7\F6\9D\09\F6", [9 x i8] c"\FF\09\FA\9D\10\10\9D\FA\09"]], align 16, !dbg !211
@.str.21 = private unnamed_addr constant [15 x i8] c"g_115[i][j][k]\00", align 1, !dbg !70
@.str.22 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !75
@g_136 = internal global i16 -10582, align 2, !dbg !220
@.str.23 = private unnamed_addr constant [6 x i8] c"g_136\00", align 1, !dbg !80
@g_165 = internal global i16 -1, align 2, !dbg !222
@.str.24 = private unnamed_addr constant [6 x i8] c"g_165\00", align 1, !dbg !82
@.str.25 = private unnamed_addr constant [9 x i8] c"g_176.f0\00", align 1, !dbg !84
@.str.26 = private unnamed_addr constant [9 x i8] c"g_176.f1\00", align 1, !dbg !86
@.str.27 = private unnamed_addr constant [9 x i8] c"g_176.f2\00", align 1, !dbg !88
@.str.28 = private unnamed_addr constant [9 x i8] c"g_176.f3\00", align 1, !dbg !90
@.str.29 = private unnamed_addr constant [9 x i8] c"g_176.f4\00", align 1, !dbg !92
@.str.30 = private unnamed_addr constant [9 x i8] c"g_176.f5\00", align 1, !dbg !94
@.str.31 = private unnamed_addr constant [9 x i8] c"g_176.f6\00", align 1, !dbg !96
@.str.32 = private unnamed_addr constant [9 x i8] c"g_176.f7\00", align 1, !dbg !98
@.str.33 = private unnamed_addr constant [9 x i8] c"g_181.f0\00", align 1, !dbg !100
@.str.34 = private unnamed_addr constant [9 x i8] c"g_181.f1\00", align 1, !dbg !102
@.str.35 = private unnamed_addr constant [9 x i8] c"g_181.f2\00", align 1, !dbg !104
@.str.36 = private unnamed_addr constant [9 x i8] c"g_181.f3\00", align 1, !dbg !106
@.str.37 = private unnamed_addr constant [9 x i8] c"g_181.f4\00", align 1, !dbg !108
@.str.38 = private unnamed_addr constant [9 x i8] c"g_181.f5\00", align 1, !dbg !110
@.str.39 = private unnamed_addr constant [9 x i8] c"g_181.f6\00", align 1, !dbg !112
@.str.40 = private unnamed_addr constant [9 x i8] c"g_181.f7\00", align 1, !dbg !114
@g_186 = internal global i8 1, align 1, !dbg !228
@.str.41 = private unnamed_addr constant [6 x i8] c"g_186\00", align 1, !dbg !116
@g_223 = internal global i8 0, align 1, !dbg !233
@.str.42 = private unnamed_addr constant [6 x i8] c"g_223\00", align 1, !dbg !118
@g_234 = internal global i32 -7, align 4, !dbg !235
@.str.43 = private unnamed_addr constant [6 x i8] c"g_234\00", align 1, !dbg !120
@crc32_context = internal global i32 -1, align 4, !dbg !240
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !122
@__const.func_1.l_4 = private unnamed_addr constant [8 x [3 x i8]] [[3 x i8] c"\D3\B6\B6", [3 x i8] c"\D3\B6\B6", [3 x i8] c"\D3\B6\B6", [3 x i8] c"\D3\B6\B6", [3 x i8] c"\D3\B6\B6", [3 x i8] c"\D3\B6\B6", [3 x i8] c"\D3\B6\B6", [3 x i8] c"\D3\B6\B6"], align 16
@g_43 = internal global ptr @g_44, align 8, !dbg !144
@__const.func_10.l_147 = private unnamed_addr constant [10 x ptr] [ptr @g_106, ptr @g_106, ptr @g_106, ptr @g_106, ptr @g_106, ptr @g_106, ptr @g_106, ptr @g_106, ptr @g_106, ptr @g_106], align 16
@__const.func_10.l_164 = private unnamed_addr constant [4 x [5 x ptr]] [[5 x ptr] [ptr @g_165, ptr @g_165, ptr @g_165, ptr @g_165, ptr @g_165], [5 x ptr] [ptr @g_165, ptr null, ptr @g_165, ptr null, ptr @g_165], [5 x ptr] [ptr @g_165, ptr @g_165, ptr @g_165, ptr @g_165, ptr @g_165], [5 x ptr] [ptr @g_165, ptr null, ptr @g_165, ptr null, ptr @g_165]], align 16
@g_76 = internal global ptr @g_44, align 8, !dbg !132
@g_75 = internal global ptr @g_76, align 8, !dbg !138
@g_229 = internal global ptr @g_76, align 8, !dbg !142
@__const.func_16.l_71 = private unnamed_addr constant [6 x [7 x [5 x ptr]]] [[7 x [5 x ptr]] [[5 x ptr] [ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44], [5 x ptr] [ptr null, ptr null, ptr @g_44, ptr @g_44, ptr null], [5 x ptr] [ptr @g_44, ptr @g_44, ptr null, ptr @g_44, ptr @g_44], [5 x ptr] [ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44], [5 x ptr] [ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44, ptr null], [5 x ptr] [ptr null, ptr null, ptr @g_44, ptr null, ptr @g_44], [5 x ptr] [ptr null, ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44]], [7 x [5 x ptr]] [[5 x ptr] [ptr null, ptr @g_44, ptr null, ptr null, ptr @g_44], [5 x ptr] [ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44], [5 x ptr] [ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44], [5 x ptr] [ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44], [5 x ptr] [ptr @g_44, ptr null, ptr @g_44, ptr @g_44, ptr null], [5 x ptr] [ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44], [5 x ptr] [ptr null, ptr @g_44, ptr @g_44, ptr null, ptr @g_44]], [7 x [5 x ptr]] [[5 x ptr] [ptr null, ptr @g_44, ptr @g_44, ptr @g_44, ptr null], [5 x ptr] [ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44], [5 x ptr] [ptr @g_44, ptr @g_44, ptr @g_44, ptr null, ptr @g_44], [5 x ptr] [ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44, ptr null], [5 x ptr] [ptr null, ptr @g_44, ptr @g_44, ptr @g_44, ptr null], [5 x ptr] [ptr null, ptr @g_44, ptr null, ptr @g_44, ptr @g_44], [5 x ptr] [ptr @g_44, ptr null, ptr @g_44, ptr @g_44, ptr @g_44]], [7 x [5 x ptr]] [[5 x ptr] [ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44, ptr null], [5 x ptr] [ptr @g_44, ptr null, ptr @g_44, ptr null, ptr @g_44], [5 x ptr] [ptr null, ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44], [5 x ptr] zeroinitializer, [5 x ptr] [ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44], [5 x ptr] [ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44], [5 x ptr] [ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44]], [7 x [5 x ptr]] [[5 x ptr] [ptr @g_44, ptr null, ptr @g_44, ptr @g_44, ptr null], [5 x ptr] [ptr @g_44, ptr null, ptr @g_44, ptr @g_44, ptr @g_44], [5 x ptr] [ptr null, ptr @g_44, ptr @g_44, ptr null, ptr @g_44], [5 x ptr] [ptr null, ptr @g_44, ptr @g_44, ptr @g_44, ptr null], [5 x ptr] [ptr null, ptr @g_44, ptr @g_44, ptr @g_44, ptr null], [5 x ptr] [ptr @g_44, ptr null, ptr @g_44, ptr null, ptr @g_44], [5 x ptr] [ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44, ptr null]], [7 x [5 x ptr]] [[5 x ptr] [ptr @g_44, ptr null, ptr @g_44, ptr @g_44, ptr null], [5 x ptr] [ptr null, ptr @g_44, ptr null, ptr @g_44, ptr @g_44], [5 x ptr] [ptr @g_44, ptr null, ptr @g_44, ptr @g_44, ptr @g_44], [5 x ptr] [ptr @g_44, ptr @g_44, ptr @g_44, ptr null, ptr @g_44], [5 x ptr] [ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44, ptr null], [5 x ptr] [ptr @g_44, ptr null, ptr @g_44, ptr @g_44, ptr @g_44], [5 x ptr] [ptr null, ptr @g_44, ptr @g_44, ptr @g_44, ptr @g_44]]], align 16
@__const.func_16.l_104 = private unnamed_addr constant [9 x [7 x [1 x i8]]] [[7 x [1 x i8]] [[1 x i8] c"5", [1 x i8] c"\EE", [1 x i8] c"\01", [1 x i8] c"\01", [1 x i8] c"\FE", [1 x i8] c"\81", [1 x i8] c"\04"], [7 x [1 x i8]] [[1 x i8] c"\FB", [1 x i8] c"+", [1 x i8] c"\FF", [1 x i8] c"\B9", [1 x i8] c"\FF", [1 x i8] c"<", [1 x i8] c"\A3"], [7 x [1 x i8]] [[1 x i8] c"<", [1 x i8] c"\FF", [1 x i8] c"\B9", [1 x i8] c"\FF", [1 x i8] c"+", [1 x i8] c"\FB", [1 x i8] c"\04"], [7 x [1 x i8]] [[1 x i8] c"\81", [1 x i8] c"\FE", [1 x i8] c"\01", [1 x i8] c"\01", [1 x i8] c"\EE", [1 x i8] c"5", [1 x i8] c"\EE"], [7 x [1 x i8]] [[1 x i8] c"\01", [1 x i8] c"\01", [1 x i8] c"\FE", [1 x i8] c"\81", [1 x i8] c"\04", [1 x i8] c"\FB", [1 x i8] c"+"], [7 x [1 x i8]] [[1 x i8] c"\FF", [1 x i8] c"\B9", [1 x i8] c"\FF", [1 x i8] c"<", [1 x i8] c"\A3", [1 x i8] c"<", [1 x i8] c"\FF"], [7 x [1 x i8]] [[1 x i8] c"\B9", [1 x i8] c"\FF", [1 x i8] c"+", [1 x i8] c"\FB", [1 x i8] c"\04", [1 x i8] c"\81", [1 x i8] c"\FE"], [7 x [1 x i8]] [[1 x i8] c"\01", [1 x i8] c"\01", [1 x i8] c"\EE", [1 x i8] c"5", [1 x i8] c"\EE", [1 x i8] c"\01", [1 x i8] c"\01"], [7 x [1 x i8]] [[1 x i8] c"\FE", [1 x i8] c"\81", [1 x i8] c"\04", [1 x i8] c"\FB", [1 x i8] c"+", [1 x i8] c"\FF", [1 x i8] c"\B9"]], align 16
@__const.func_16.l_103 = private unnamed_addr constant [9 x [9 x [3 x i32]]] [[9 x [3 x i32]] [[3 x i32] [i32 -1838175615, i32 0, i32 0], [3 x i32] [i32 9, i32 -1964487541, i32 2], [3 x i32] [i32 -666200642, i32 -1964487541, i32 0], [3 x i32] [i32 -2, i32 0, i32 -10], [3 x i32] [i32 -1639682958, i32 -1838175615, i32 -3], [3 x i32] [i32 -10, i32 1043169493, i32 8], [3 x i32] [i32 229632546, i32 229632546, i32 1], [3 x i32] [i32 0, i32 -1466764562, i32 -2046950083], [3 x i32] [i32 -716451893, i32 708030461, i32 0]], [9 x [3 x i32]] [[3 x i32] [i32 -247224727, i32 1584372680, i32 1903237344], [3 x i32] [i32 828388737, i32 -716451893, i32 0], [3 x i32] [i32 -1802390881, i32 -8, i32 -2046950083], [3 x i32] [i32 1043169493, i32 1, i32 1], [3 x i32] [i32 0, i32 828388737, i32 8], [3 x i32] [i32 -2, i32 0, i32 -3], [3 x i32] [i32 0, i32 -2, i32 -10], [3 x i32] [i32 0, i32 9, i32 0], [3 x i32] [i32 1800419362, i32 -2046950083, i32 2]], [9 x [3 x i32]] [[3 x i32] [i32 1800419362, i32 -10, i32 0], [3 x i32] [i32 0, i32 -1802390881, i32 -247224727], [3 x i32] [i32 0, i32 182864910, i32 1], [3 x i32] [i32 -2, i32 -2, i32 -2], [3 x i32] [i32 0, i32 -10, i32 1800419362], [3 x i32] [i32 1043169493, i32 1, i32 1584372680], [3 x i32] [i32 -1802390881, i32 0, i32 828388737], [3 x i32] [i32 828388737, i32 0, i32 9], [3 x i32] [i32 -247224727, i32 0, i32 1109535489]], [9 x [3 x i32]] [[3 x i32] [i32 -716451893, i32 1, i32 -8], [3 x i32] [i32 0, i32 -10, i32 9], [3 x i32] [i32 229632546, i32 -2, i32 -716451893], [3 x i32] [i32 -10, i32 -1802390881, i32 -1466764562], [3 x i32] [i32 -666200642, i32 0, i32 -3], [3 x i32] [i32 0, i32 1903237344, i32 -1802390881], [3 x i32] [i32 0, i32 1, i32 -1802390881], [3 x i32] [i32 -1466764562, i32 9, i32 -3], [3 x i32] [i32 8, i32 -2046950083, i32 -1466764562]], [9 x [3 x i32]] [[3 x i32] [i32 -1838175615, i32 -3, i32 0], [3 x i32] [i32 -10, i32 0, i32 -10], [3 x i32] [i32 -10, i32 9, i32 -247224727], [3 x i32] [i32 1641278992, i32 -247224727, i32 9], [3 x i32] [i32 1800419362, i32 0, i32 9], [3 x i32] [i32 1, i32 229632546, i32 0], [3 x i32] [i32 1800419362, i32 -1838175615, i32 229632546], [3 x i32] [i32 1641278992, i32 -2, i32 1], [3 x i32] [i32 -10, i32 0, i32 0]], [9 x [3 x i32]] [[3 x i32] [i32 -10, i32 -1639682958, i32 1], [3 x i32] [i32 -1838175615, i32 8, i32 2], [3 x i32] [i32 8, i32 182864910, i32 -9], [3 x i32] [i32 -1466764562, i32 1893578324, i32 1800419362], [3 x i32] [i32 0, i32 1893578324, i32 1812481335], [3 x i32] [i32 0, i32 182864910, i32 1903237344], [3 x i32] [i32 -666200642, i32 8, i32 -10], [3 x i32] [i32 1109535489, i32 -1639682958, i32 1], [3 x i32] [i32 0, i32 0, i32 1]], [9 x [3 x i32]] [[3 x i32] [i32 1584372680, i32 -2, i32 1], [3 x i32] [i32 0, i32 -1838175615, i32 182864910], [3 x i32] [i32 2, i32 229632546, i32 1043169493], [3 x i32] [i32 0, i32 0, i32 182864910], [3 x i32] [i32 0, i32 -247224727, i32 1], [3 x i32] [i32 -1639682958, i32 9, i32 1], [3 x i32] [i32 182864910, i32 0, i32 1], [3 x i32] [i32 -2046950083, i32 -3, i32 -10], [3 x i32] [i32 -9, i32 -2046950083, i32 1903237344]], [9 x [3 x i32]] [[3 x i32] [i32 708030461, i32 9, i32 1812481335], [3 x i32] [i32 1, i32 1, i32 1800419362], [3 x i32] [i32 1, i32 1903237344, i32 -9], [3 x i32] [i32 708030461, i32 0, i32 2], [3 x i32] [i32 -9, i32 -1802390881, i32 1], [3 x i32] [i32 -2046950083, i32 0, i32 0], [3 x i32] [i32 182864910, i32 1109535489, i32 1], [3 x i32] [i32 -1639682958, i32 0, i32 229632546], [3 x i32] [i32 0, i32 -1964487541, i32 0]], [9 x [3 x i32]] [[3 x i32] [i32 0, i32 -9, i32 9], [3 x i32] [i32 2, i32 -1964487541, i32 9], [3 x i32] [i32 0, i32 0, i32 -247224727], [3 x i32] [i32 1584372680, i32 1109535489, i32 -10], [3 x i32] zeroinitializer, [3 x i32] [i32 1109535489, i32 -1802390881, i32 -1466764562], [3 x i32] [i32 -666200642, i32 0, i32 -3], [3 x i32] [i32 0, i32 1903237344, i32 -1802390881], [3 x i32] [i32 0, i32 1, i32 -1802390881]]], align 16
@.str.44 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !147
@g_68 = internal global { i16, [6 x i8] } { i16 -4549, [6 x i8] undef }, align 8, !dbg !161
@g_82 = internal global <{ i8, i8, i8, i8, i8, i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }> <{ i8 6, i8 -16, i8 115, i8 0, i8 0, i32 -752321672, i8 -48, i8 7, i8 0, i8 -21, i8 1, i8 -104, i8 -7, i8 -1, i8 -81, i8 -83, i8 0, i8 0 }>, align 1, !dbg !178
@g_176 = internal global <{ i8, i8, i8, i8, i8, i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }> <{ i8 -9, i8 95, i8 14, i8 0, i8 0, i32 -1449869814, i8 -56, i8 14, i8 0, i8 -73, i8 0, i8 -112, i8 31, i8 0, i8 92, i8 111, i8 0, i8 0 }>, align 1, !dbg !224
@g_181 = internal global <{ i8, i8, i8, i8, i8, i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }> <{ i8 -56, i8 111, i8 78, i8 0, i8 0, i32 -1148700487, i8 20, i8 0, i8 0, i8 0, i8 1, i8 104, i8 -71, i8 -1, i8 -9, i8 75, i8 0, i8 0 }>, align 1, !dbg !226
@.str.49 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !237

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !250 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !254, !DIExpression(), !255)
    #dbg_declare(ptr %3, !256, !DIExpression(), !257)
    #dbg_declare(ptr %4, !258, !DIExpression(), !259)
    #dbg_declare(ptr %5, !260, !DIExpression(), !261)
  store i32 0, ptr %5, align 4, !dbg !261
  call void @platform_main_begin(), !dbg !262
  call void @crc32_gentab(), !dbg !263
  %6 = call zeroext i16 @func_1(), !dbg !264
  %7 = load i32, ptr @g_7, align 4, !dbg !265
  %8 = zext i32 %7 to i64, !dbg !265
  %9 = load i32, ptr %5, align 4, !dbg !266
  call void @transparent_crc(i64 noundef %8, ptr noundef @.str, i32 noundef %9), !dbg !267
  %10 = load i64, ptr @g_20, align 8, !dbg !268
  %11 = load i32, ptr %5, align 4, !dbg !269
  call void @transparent_crc(i64 noundef %10, ptr noundef @.str.1, i32 noundef %11), !dbg !270
  %12 = load i64, ptr @g_30, align 8, !dbg !271
  %13 = load i32, ptr %5, align 4, !dbg !272
  call void @transparent_crc(i64 noundef %12, ptr noundef @.str.2, i32 noundef %13), !dbg !273
  %14 = load i32, ptr @g_44, align 4, !dbg !274
  %15 = sext i32 %14 to i64, !dbg !274
  %16 = load i32, ptr %5, align 4, !dbg !275
  call void @transparent_crc(i64 noundef %15, ptr noundef @.str.3, i32 noundef %16), !dbg !276
  %17 = load volatile i16, ptr @g_68, align 8, !dbg !277
  %18 = zext i16 %17 to i64, !dbg !278
  %19 = load i32, ptr %5, align 4, !dbg !279
  call void @transparent_crc(i64 noundef %18, ptr noundef @.str.4, i32 noundef %19), !dbg !280
  %20 = load volatile i16, ptr @g_68, align 8, !dbg !281
  %21 = sext i16 %20 to i64, !dbg !282
  %22 = load i32, ptr %5, align 4, !dbg !283
  call void @transparent_crc(i64 noundef %21, ptr noundef @.str.5, i32 noundef %22), !dbg !284
  %23 = load volatile i40, ptr @g_82, align 1, !dbg !285
  %24 = shl i40 %23, 28, !dbg !285
  %25 = ashr i40 %24, 28, !dbg !285
  %26 = trunc i40 %25 to i32, !dbg !285
  %27 = sext i32 %26 to i64, !dbg !286
  %28 = load i32, ptr %5, align 4, !dbg !287
  call void @transparent_crc(i64 noundef %27, ptr noundef @.str.6, i32 noundef %28), !dbg !288
  %29 = load volatile i40, ptr @g_82, align 1, !dbg !289
  %30 = lshr i40 %29, 12, !dbg !289
  %31 = and i40 %30, 4194303, !dbg !289
  %32 = trunc i40 %31 to i32, !dbg !289
  %33 = zext i32 %32 to i64, !dbg !290
  %34 = load i32, ptr %5, align 4, !dbg !291
  call void @transparent_crc(i64 noundef %33, ptr noundef @.str.7, i32 noundef %34), !dbg !292
  %35 = load i32, ptr getelementptr inbounds (%struct.S1, ptr @g_82, i32 0, i32 1), align 1, !dbg !293
  %36 = sext i32 %35 to i64, !dbg !294
  %37 = load i32, ptr %5, align 4, !dbg !295
  call void @transparent_crc(i64 noundef %36, ptr noundef @.str.8, i32 noundef %37), !dbg !296
  %38 = load i24, ptr getelementptr inbounds (%struct.S1, ptr @g_82, i32 0, i32 2), align 1, !dbg !297
  %39 = and i24 %38, 3, !dbg !297
  %40 = zext i24 %39 to i32, !dbg !297
  %41 = zext i32 %40 to i64, !dbg !298
  %42 = load i32, ptr %5, align 4, !dbg !299
  call void @transparent_crc(i64 noundef %41, ptr noundef @.str.9, i32 noundef %42), !dbg !300
  %43 = load i24, ptr getelementptr inbounds (%struct.S1, ptr @g_82, i32 0, i32 2), align 1, !dbg !301
  %44 = lshr i24 %43, 2, !dbg !301
  %45 = and i24 %44, 1048575, !dbg !301
  %46 = zext i24 %45 to i32, !dbg !301
  %47 = zext i32 %46 to i64, !dbg !302
  %48 = load i32, ptr %5, align 4, !dbg !303
  call void @transparent_crc(i64 noundef %47, ptr noundef @.str.10, i32 noundef %48), !dbg !304
  %49 = load i72, ptr getelementptr inbounds (%struct.S1, ptr @g_82, i32 0, i32 3), align 1, !dbg !305
  %50 = and i72 %49, 524287, !dbg !305
  %51 = trunc i72 %50 to i32, !dbg !305
  %52 = zext i32 %51 to i64, !dbg !306
  %53 = load i32, ptr %5, align 4, !dbg !307
  call void @transparent_crc(i64 noundef %52, ptr noundef @.str.11, i32 noundef %53), !dbg !308
  %54 = load volatile i72, ptr getelementptr inbounds (%struct.S1, ptr @g_82, i32 0, i32 3), align 1, !dbg !309
  %55 = shl i72 %54, 30, !dbg !309
  %56 = ashr i72 %55, 49, !dbg !309
  %57 = trunc i72 %56 to i32, !dbg !309
  %58 = sext i32 %57 to i64, !dbg !310
  %59 = load i32, ptr %5, align 4, !dbg !311
  call void @transparent_crc(i64 noundef %58, ptr noundef @.str.12, i32 noundef %59), !dbg !312
  %60 = load i72, ptr getelementptr inbounds (%struct.S1, ptr @g_82, i32 0, i32 3), align 1, !dbg !313
  %61 = lshr i72 %60, 42, !dbg !313
  %62 = and i72 %61, 134217727, !dbg !313
  %63 = trunc i72 %62 to i32, !dbg !313
  %64 = zext i32 %63 to i64, !dbg !314
  %65 = load i32, ptr %5, align 4, !dbg !315
  call void @transparent_crc(i64 noundef %64, ptr noundef @.str.13, i32 noundef %65), !dbg !316
  %66 = load i32, ptr @g_87, align 4, !dbg !317
  %67 = zext i32 %66 to i64, !dbg !317
  %68 = load i32, ptr %5, align 4, !dbg !318
  call void @transparent_crc(i64 noundef %67, ptr noundef @.str.14, i32 noundef %68), !dbg !319
  %69 = load volatile i32, ptr @g_91, align 4, !dbg !320
  %70 = zext i32 %69 to i64, !dbg !320
  %71 = load i32, ptr %5, align 4, !dbg !321
  call void @transparent_crc(i64 noundef %70, ptr noundef @.str.15, i32 noundef %71), !dbg !322
  %72 = load i32, ptr @g_106, align 4, !dbg !323
  %73 = sext i32 %72 to i64, !dbg !323
  %74 = load i32, ptr %5, align 4, !dbg !324
  call void @transparent_crc(i64 noundef %73, ptr noundef @.str.16, i32 noundef %74), !dbg !325
  %75 = load i32, ptr @g_107, align 4, !dbg !326
  %76 = sext i32 %75 to i64, !dbg !326
  %77 = load i32, ptr %5, align 4, !dbg !327
  call void @transparent_crc(i64 noundef %76, ptr noundef @.str.17, i32 noundef %77), !dbg !328
  store i32 0, ptr %2, align 4, !dbg !329
  br label %78, !dbg !331

78:                                               ; preds = %93, %0
  %79 = load i32, ptr %2, align 4, !dbg !332
  %80 = icmp slt i32 %79, 5, !dbg !334
  br i1 %80, label %81, label %96, !dbg !335

81:                                               ; preds = %78
  %82 = load i32, ptr %2, align 4, !dbg !336
  %83 = sext i32 %82 to i64, !dbg !338
  %84 = getelementptr inbounds [5 x i64], ptr @g_108, i64 0, i64 %83, !dbg !338
  %85 = load i64, ptr %84, align 8, !dbg !338
  %86 = load i32, ptr %5, align 4, !dbg !339
  call void @transparent_crc(i64 noundef %85, ptr noundef @.str.18, i32 noundef %86), !dbg !340
  %87 = load i32, ptr %5, align 4, !dbg !341
  %88 = icmp ne i32 %87, 0, !dbg !341
  br i1 %88, label %89, label %92, !dbg !343

89:                                               ; preds = %81
  %90 = load i32, ptr %2, align 4, !dbg !344
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %90), !dbg !345
  br label %92, !dbg !345

92:                                               ; preds = %89, %81
  br label %93, !dbg !346

93:                                               ; preds = %92
  %94 = load i32, ptr %2, align 4, !dbg !347
  %95 = add nsw i32 %94, 1, !dbg !347
  store i32 %95, ptr %2, align 4, !dbg !347
  br label %78, !dbg !348, !llvm.loop !349

96:                                               ; preds = %78
  %97 = load volatile i16, ptr @g_112, align 2, !dbg !352
  %98 = sext i16 %97 to i64, !dbg !352
  %99 = load i32, ptr %5, align 4, !dbg !353
  call void @transparent_crc(i64 noundef %98, ptr noundef @.str.20, i32 noundef %99), !dbg !354
  store i32 0, ptr %2, align 4, !dbg !355
  br label %100, !dbg !357

100:                                              ; preds = %140, %96
  %101 = load i32, ptr %2, align 4, !dbg !358
  %102 = icmp slt i32 %101, 5, !dbg !360
  br i1 %102, label %103, label %143, !dbg !361

103:                                              ; preds = %100
  store i32 0, ptr %3, align 4, !dbg !362
  br label %104, !dbg !365

104:                                              ; preds = %136, %103
  %105 = load i32, ptr %3, align 4, !dbg !366
  %106 = icmp slt i32 %105, 3, !dbg !368
  br i1 %106, label %107, label %139, !dbg !369

107:                                              ; preds = %104
  store i32 0, ptr %4, align 4, !dbg !370
  br label %108, !dbg !373

108:                                              ; preds = %132, %107
  %109 = load i32, ptr %4, align 4, !dbg !374
  %110 = icmp slt i32 %109, 9, !dbg !376
  br i1 %110, label %111, label %135, !dbg !377

111:                                              ; preds = %108
  %112 = load i32, ptr %2, align 4, !dbg !378
  %113 = sext i32 %112 to i64, !dbg !380
  %114 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %113, !dbg !380
  %115 = load i32, ptr %3, align 4, !dbg !381
  %116 = sext i32 %115 to i64, !dbg !380
  %117 = getelementptr inbounds [3 x [9 x i8]], ptr %114, i64 0, i64 %116, !dbg !380
  %118 = load i32, ptr %4, align 4, !dbg !382
  %119 = sext i32 %118 to i64, !dbg !380
  %120 = getelementptr inbounds [9 x i8], ptr %117, i64 0, i64 %119, !dbg !380
  %121 = load volatile i8, ptr %120, align 1, !dbg !380
  %122 = zext i8 %121 to i64, !dbg !380
  %123 = load i32, ptr %5, align 4, !dbg !383
  call void @transparent_crc(i64 noundef %122, ptr noundef @.str.21, i32 noundef %123), !dbg !384
  %124 = load i32, ptr %5, align 4, !dbg !385
  %125 = icmp ne i32 %124, 0, !dbg !385
  br i1 %125, label %126, label %131, !dbg !387

126:                                              ; preds = %111
  %127 = load i32, ptr %2, align 4, !dbg !388
  %128 = load i32, ptr %3, align 4, !dbg !389
  %129 = load i32, ptr %4, align 4, !dbg !390
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %127, i32 noundef %128, i32 noundef %129), !dbg !391
  br label %131, !dbg !391

131:                                              ; preds = %126, %111
  br label %132, !dbg !392

132:                                              ; preds = %131
  %133 = load i32, ptr %4, align 4, !dbg !393
  %134 = add nsw i32 %133, 1, !dbg !393
  store i32 %134, ptr %4, align 4, !dbg !393
  br label %108, !dbg !394, !llvm.loop !395

135:                                              ; preds = %108
  br label %136, !dbg !397

136:                                              ; preds = %135
  %137 = load i32, ptr %3, align 4, !dbg !398
  %138 = add nsw i32 %137, 1, !dbg !398
  store i32 %138, ptr %3, align 4, !dbg !398
  br label %104, !dbg !399, !llvm.loop !400

139:                                              ; preds = %104
  br label %140, !dbg !402

140:                                              ; preds = %139
  %141 = load i32, ptr %2, align 4, !dbg !403
  %142 = add nsw i32 %141, 1, !dbg !403
  store i32 %142, ptr %2, align 4, !dbg !403
  br label %100, !dbg !404, !llvm.loop !405

143:                                              ; preds = %100
  %144 = load i16, ptr @g_136, align 2, !dbg !407
  %145 = zext i16 %144 to i64, !dbg !407
  %146 = load i32, ptr %5, align 4, !dbg !408
  call void @transparent_crc(i64 noundef %145, ptr noundef @.str.23, i32 noundef %146), !dbg !409
  %147 = load i16, ptr @g_165, align 2, !dbg !410
  %148 = sext i16 %147 to i64, !dbg !410
  %149 = load i32, ptr %5, align 4, !dbg !411
  call void @transparent_crc(i64 noundef %148, ptr noundef @.str.24, i32 noundef %149), !dbg !412
  %150 = load volatile i40, ptr @g_176, align 1, !dbg !413
  %151 = shl i40 %150, 28, !dbg !413
  %152 = ashr i40 %151, 28, !dbg !413
  %153 = trunc i40 %152 to i32, !dbg !413
  %154 = sext i32 %153 to i64, !dbg !414
  %155 = load i32, ptr %5, align 4, !dbg !415
  call void @transparent_crc(i64 noundef %154, ptr noundef @.str.25, i32 noundef %155), !dbg !416
  %156 = load volatile i40, ptr @g_176, align 1, !dbg !417
  %157 = lshr i40 %156, 12, !dbg !417
  %158 = and i40 %157, 4194303, !dbg !417
  %159 = trunc i40 %158 to i32, !dbg !417
  %160 = zext i32 %159 to i64, !dbg !418
  %161 = load i32, ptr %5, align 4, !dbg !419
  call void @transparent_crc(i64 noundef %160, ptr noundef @.str.26, i32 noundef %161), !dbg !420
  %162 = load i32, ptr getelementptr inbounds (%struct.S1, ptr @g_176, i32 0, i32 1), align 1, !dbg !421
  %163 = sext i32 %162 to i64, !dbg !422
  %164 = load i32, ptr %5, align 4, !dbg !423
  call void @transparent_crc(i64 noundef %163, ptr noundef @.str.27, i32 noundef %164), !dbg !424
  %165 = load i24, ptr getelementptr inbounds (%struct.S1, ptr @g_176, i32 0, i32 2), align 1, !dbg !425
  %166 = and i24 %165, 3, !dbg !425
  %167 = zext i24 %166 to i32, !dbg !425
  %168 = zext i32 %167 to i64, !dbg !426
  %169 = load i32, ptr %5, align 4, !dbg !427
  call void @transparent_crc(i64 noundef %168, ptr noundef @.str.28, i32 noundef %169), !dbg !428
  %170 = load i24, ptr getelementptr inbounds (%struct.S1, ptr @g_176, i32 0, i32 2), align 1, !dbg !429
  %171 = lshr i24 %170, 2, !dbg !429
  %172 = and i24 %171, 1048575, !dbg !429
  %173 = zext i24 %172 to i32, !dbg !429
  %174 = zext i32 %173 to i64, !dbg !430
  %175 = load i32, ptr %5, align 4, !dbg !431
  call void @transparent_crc(i64 noundef %174, ptr noundef @.str.29, i32 noundef %175), !dbg !432
  %176 = load i72, ptr getelementptr inbounds (%struct.S1, ptr @g_176, i32 0, i32 3), align 1, !dbg !433
  %177 = and i72 %176, 524287, !dbg !433
  %178 = trunc i72 %177 to i32, !dbg !433
  %179 = zext i32 %178 to i64, !dbg !434
  %180 = load i32, ptr %5, align 4, !dbg !435
  call void @transparent_crc(i64 noundef %179, ptr noundef @.str.30, i32 noundef %180), !dbg !436
  %181 = load volatile i72, ptr getelementptr inbounds (%struct.S1, ptr @g_176, i32 0, i32 3), align 1, !dbg !437
  %182 = shl i72 %181, 30, !dbg !437
  %183 = ashr i72 %182, 49, !dbg !437
  %184 = trunc i72 %183 to i32, !dbg !437
  %185 = sext i32 %184 to i64, !dbg !438
  %186 = load i32, ptr %5, align 4, !dbg !439
  call void @transparent_crc(i64 noundef %185, ptr noundef @.str.31, i32 noundef %186), !dbg !440
  %187 = load i72, ptr getelementptr inbounds (%struct.S1, ptr @g_176, i32 0, i32 3), align 1, !dbg !441
  %188 = lshr i72 %187, 42, !dbg !441
  %189 = and i72 %188, 134217727, !dbg !441
  %190 = trunc i72 %189 to i32, !dbg !441
  %191 = zext i32 %190 to i64, !dbg !442
  %192 = load i32, ptr %5, align 4, !dbg !443
  call void @transparent_crc(i64 noundef %191, ptr noundef @.str.32, i32 noundef %192), !dbg !444
  %193 = load volatile i40, ptr @g_181, align 1, !dbg !445
  %194 = shl i40 %193, 28, !dbg !445
  %195 = ashr i40 %194, 28, !dbg !445
  %196 = trunc i40 %195 to i32, !dbg !445
  %197 = sext i32 %196 to i64, !dbg !446
  %198 = load i32, ptr %5, align 4, !dbg !447
  call void @transparent_crc(i64 noundef %197, ptr noundef @.str.33, i32 noundef %198), !dbg !448
  %199 = load volatile i40, ptr @g_181, align 1, !dbg !449
  %200 = lshr i40 %199, 12, !dbg !449
  %201 = and i40 %200, 4194303, !dbg !449
  %202 = trunc i40 %201 to i32, !dbg !449
  %203 = zext i32 %202 to i64, !dbg !450
  %204 = load i32, ptr %5, align 4, !dbg !451
  call void @transparent_crc(i64 noundef %203, ptr noundef @.str.34, i32 noundef %204), !dbg !452
  %205 = load i32, ptr getelementptr inbounds (%struct.S1, ptr @g_181, i32 0, i32 1), align 1, !dbg !453
  %206 = sext i32 %205 to i64, !dbg !454
  %207 = load i32, ptr %5, align 4, !dbg !455
  call void @transparent_crc(i64 noundef %206, ptr noundef @.str.35, i32 noundef %207), !dbg !456
  %208 = load i24, ptr getelementptr inbounds (%struct.S1, ptr @g_181, i32 0, i32 2), align 1, !dbg !457
  %209 = and i24 %208, 3, !dbg !457
  %210 = zext i24 %209 to i32, !dbg !457
  %211 = zext i32 %210 to i64, !dbg !458
  %212 = load i32, ptr %5, align 4, !dbg !459
  call void @transparent_crc(i64 noundef %211, ptr noundef @.str.36, i32 noundef %212), !dbg !460
  %213 = load i24, ptr getelementptr inbounds (%struct.S1, ptr @g_181, i32 0, i32 2), align 1, !dbg !461
  %214 = lshr i24 %213, 2, !dbg !461
  %215 = and i24 %214, 1048575, !dbg !461
  %216 = zext i24 %215 to i32, !dbg !461
  %217 = zext i32 %216 to i64, !dbg !462
  %218 = load i32, ptr %5, align 4, !dbg !463
  call void @transparent_crc(i64 noundef %217, ptr noundef @.str.37, i32 noundef %218), !dbg !464
  %219 = load i72, ptr getelementptr inbounds (%struct.S1, ptr @g_181, i32 0, i32 3), align 1, !dbg !465
  %220 = and i72 %219, 524287, !dbg !465
  %221 = trunc i72 %220 to i32, !dbg !465
  %222 = zext i32 %221 to i64, !dbg !466
  %223 = load i32, ptr %5, align 4, !dbg !467
  call void @transparent_crc(i64 noundef %222, ptr noundef @.str.38, i32 noundef %223), !dbg !468
  %224 = load volatile i72, ptr getelementptr inbounds (%struct.S1, ptr @g_181, i32 0, i32 3), align 1, !dbg !469
  %225 = shl i72 %224, 30, !dbg !469
  %226 = ashr i72 %225, 49, !dbg !469
  %227 = trunc i72 %226 to i32, !dbg !469
  %228 = sext i32 %227 to i64, !dbg !470
  %229 = load i32, ptr %5, align 4, !dbg !471
  call void @transparent_crc(i64 noundef %228, ptr noundef @.str.39, i32 noundef %229), !dbg !472
  %230 = load i72, ptr getelementptr inbounds (%struct.S1, ptr @g_181, i32 0, i32 3), align 1, !dbg !473
  %231 = lshr i72 %230, 42, !dbg !473
  %232 = and i72 %231, 134217727, !dbg !473
  %233 = trunc i72 %232 to i32, !dbg !473
  %234 = zext i32 %233 to i64, !dbg !474
  %235 = load i32, ptr %5, align 4, !dbg !475
  call void @transparent_crc(i64 noundef %234, ptr noundef @.str.40, i32 noundef %235), !dbg !476
  %236 = load i8, ptr @g_186, align 1, !dbg !477
  %237 = sext i8 %236 to i64, !dbg !477
  %238 = load i32, ptr %5, align 4, !dbg !478
  call void @transparent_crc(i64 noundef %237, ptr noundef @.str.41, i32 noundef %238), !dbg !479
  %239 = load i8, ptr @g_223, align 1, !dbg !480
  %240 = zext i8 %239 to i64, !dbg !480
  %241 = load i32, ptr %5, align 4, !dbg !481
  call void @transparent_crc(i64 noundef %240, ptr noundef @.str.42, i32 noundef %241), !dbg !482
  %242 = load i32, ptr @g_234, align 4, !dbg !483
  %243 = sext i32 %242 to i64, !dbg !483
  %244 = load i32, ptr %5, align 4, !dbg !484
  call void @transparent_crc(i64 noundef %243, ptr noundef @.str.43, i32 noundef %244), !dbg !485
  %245 = load i32, ptr @crc32_context, align 4, !dbg !486
  %246 = zext i32 %245 to i64, !dbg !486
  %247 = xor i64 %246, 4294967295, !dbg !487
  %248 = trunc i64 %247 to i32, !dbg !486
  %249 = load i32, ptr %5, align 4, !dbg !488
  call void @platform_main_end(i32 noundef %248, i32 noundef %249), !dbg !489
  ret i32 0, !dbg !490
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !491 {
  ret void, !dbg !494
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !495 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !496, !DIExpression(), !497)
    #dbg_declare(ptr %2, !498, !DIExpression(), !500)
  store i32 -306674912, ptr %2, align 4, !dbg !500
    #dbg_declare(ptr %3, !501, !DIExpression(), !502)
    #dbg_declare(ptr %4, !503, !DIExpression(), !504)
  store i32 0, ptr %3, align 4, !dbg !505
  br label %5, !dbg !507

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !508
  %7 = icmp slt i32 %6, 256, !dbg !510
  br i1 %7, label %8, label %36, !dbg !511

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !512
  store i32 %9, ptr %1, align 4, !dbg !514
  store i32 8, ptr %4, align 4, !dbg !515
  br label %10, !dbg !517

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !518
  %12 = icmp sgt i32 %11, 0, !dbg !520
  br i1 %12, label %13, label %28, !dbg !521

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !522
  %15 = and i32 %14, 1, !dbg !525
  %16 = icmp ne i32 %15, 0, !dbg !525
  br i1 %16, label %17, label %21, !dbg !526

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !527
  %19 = lshr i32 %18, 1, !dbg !529
  %20 = xor i32 %19, -306674912, !dbg !530
  store i32 %20, ptr %1, align 4, !dbg !531
  br label %24, !dbg !532

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !533
  %23 = lshr i32 %22, 1, !dbg !533
  store i32 %23, ptr %1, align 4, !dbg !533
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !535

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !536
  %27 = add nsw i32 %26, -1, !dbg !536
  store i32 %27, ptr %4, align 4, !dbg !536
  br label %10, !dbg !537, !llvm.loop !538

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !540
  %30 = load i32, ptr %3, align 4, !dbg !541
  %31 = sext i32 %30 to i64, !dbg !542
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !542
  store i32 %29, ptr %32, align 4, !dbg !543
  br label %33, !dbg !544

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !545
  %35 = add nsw i32 %34, 1, !dbg !545
  store i32 %35, ptr %3, align 4, !dbg !545
  br label %5, !dbg !546, !llvm.loop !547

36:                                               ; preds = %5
  ret void, !dbg !549
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @func_1() #0 !dbg !550 {
  %1 = alloca [8 x [3 x i8]], align 16
  %2 = alloca ptr, align 8
  %3 = alloca i16, align 2
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
    #dbg_declare(ptr %1, !553, !DIExpression(), !556)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.func_1.l_4, i64 24, i1 false), !dbg !556
    #dbg_declare(ptr %2, !557, !DIExpression(), !558)
  store ptr @g_234, ptr %2, align 8, !dbg !558
    #dbg_declare(ptr %3, !559, !DIExpression(), !560)
  store i16 -27692, ptr %3, align 2, !dbg !560
    #dbg_declare(ptr %4, !561, !DIExpression(), !562)
  store ptr null, ptr %4, align 8, !dbg !562
    #dbg_declare(ptr %5, !563, !DIExpression(), !564)
  store i32 771460308, ptr %5, align 4, !dbg !564
    #dbg_declare(ptr %6, !565, !DIExpression(), !566)
    #dbg_declare(ptr %7, !567, !DIExpression(), !568)
  %8 = getelementptr inbounds [8 x [3 x i8]], ptr %1, i64 0, i64 3, !dbg !569
  %9 = getelementptr inbounds [3 x i8], ptr %8, i64 0, i64 1, !dbg !569
  %10 = load i8, ptr %9, align 1, !dbg !569
  %11 = sext i8 %10 to i32, !dbg !569
  %12 = getelementptr inbounds [8 x [3 x i8]], ptr %1, i64 0, i64 3, !dbg !570
  %13 = getelementptr inbounds [3 x i8], ptr %12, i64 0, i64 1, !dbg !570
  %14 = load i8, ptr %13, align 1, !dbg !570
  %15 = sext i8 %14 to i32, !dbg !570
  %16 = icmp eq i32 %11, %15, !dbg !571
  %17 = zext i1 %16 to i32, !dbg !571
  %18 = load i32, ptr @g_7, align 4, !dbg !572
  %19 = load i32, ptr @g_7, align 4, !dbg !573
  %20 = load i32, ptr @g_7, align 4, !dbg !574
  %21 = load i32, ptr @g_7, align 4, !dbg !575
  %22 = icmp uge i32 %20, %21, !dbg !576
  %23 = zext i1 %22 to i32, !dbg !576
  %24 = load i32, ptr @g_7, align 4, !dbg !577
  %25 = zext i32 %24 to i64, !dbg !577
  %26 = load i32, ptr @g_7, align 4, !dbg !578
  %27 = trunc i32 %26 to i8, !dbg !578
  %28 = call zeroext i16 @func_10(i32 noundef %23, i64 noundef %25, i8 noundef zeroext %27), !dbg !579
  %29 = getelementptr inbounds [8 x [3 x i8]], ptr %1, i64 0, i64 3, !dbg !580
  %30 = getelementptr inbounds [3 x i8], ptr %29, i64 0, i64 1, !dbg !580
  %31 = load i8, ptr %30, align 1, !dbg !580
  %32 = sext i8 %31 to i16, !dbg !580
  %33 = call zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %28, i16 noundef zeroext %32), !dbg !581
  %34 = load volatile ptr, ptr @g_43, align 8, !dbg !582
  %35 = load i32, ptr %34, align 4, !dbg !583
  %36 = load ptr, ptr %2, align 8, !dbg !584
  %37 = load i32, ptr %36, align 4, !dbg !585
  %38 = or i32 %37, %35, !dbg !585
  store i32 %38, ptr %36, align 4, !dbg !585
  %39 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %19, i32 noundef %38), !dbg !586
  %40 = zext i32 %39 to i64, !dbg !587
  %41 = icmp sle i64 %40, -1, !dbg !588
  %42 = zext i1 %41 to i32, !dbg !588
  %43 = load i72, ptr getelementptr inbounds (%struct.S1, ptr @g_82, i32 0, i32 3), align 1, !dbg !589
  %44 = lshr i72 %43, 42, !dbg !589
  %45 = and i72 %44, 134217727, !dbg !589
  %46 = trunc i72 %45 to i32, !dbg !589
  %47 = icmp sgt i32 %42, %46, !dbg !590
  %48 = zext i1 %47 to i32, !dbg !590
  %49 = load i16, ptr %3, align 2, !dbg !591
  %50 = zext i16 %49 to i32, !dbg !591
  %51 = or i32 %48, %50, !dbg !592
  %52 = load i32, ptr @g_7, align 4, !dbg !593
  %53 = call i32 @safe_mod_func_uint32_t_u_u(i32 noundef %51, i32 noundef %52), !dbg !594
  %54 = zext i32 %53 to i64, !dbg !595
  %55 = icmp ugt i64 %54, 4294967295, !dbg !596
  %56 = zext i1 %55 to i32, !dbg !596
  store i32 %56, ptr %5, align 4, !dbg !597
  %57 = load i72, ptr getelementptr inbounds (%struct.S1, ptr @g_176, i32 0, i32 3), align 1, !dbg !598
  %58 = lshr i72 %57, 42, !dbg !598
  %59 = and i72 %58, 134217727, !dbg !598
  %60 = trunc i72 %59 to i32, !dbg !598
  %61 = trunc i32 %60 to i16, !dbg !599
  ret i16 %61, !dbg !600
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !601 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !605, !DIExpression(), !606)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !607, !DIExpression(), !608)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !609, !DIExpression(), !610)
  %7 = load i64, ptr %4, align 8, !dbg !611
  call void @crc32_8bytes(i64 noundef %7), !dbg !612
  %8 = load i32, ptr %6, align 4, !dbg !613
  %9 = icmp ne i32 %8, 0, !dbg !613
  br i1 %9, label %10, label %16, !dbg !615

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !616
  %12 = load i32, ptr @crc32_context, align 4, !dbg !618
  %13 = zext i32 %12 to i64, !dbg !618
  %14 = xor i64 %13, 4294967295, !dbg !619
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.44, ptr noundef %11, i64 noundef %14), !dbg !620
  br label %16, !dbg !621

16:                                               ; preds = %10, %3
  ret void, !dbg !622
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !623 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !626, !DIExpression(), !627)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !628, !DIExpression(), !629)
  %5 = load i32, ptr %3, align 4, !dbg !630
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.49, i32 noundef %5), !dbg !631
  ret void, !dbg !632
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_mod_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 !dbg !633 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !637, !DIExpression(), !638)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !639, !DIExpression(), !640)
  %5 = load i32, ptr %4, align 4, !dbg !641
  %6 = icmp eq i32 %5, 0, !dbg !642
  br i1 %6, label %7, label %9, !dbg !643

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !644
  br label %13, !dbg !643

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4, !dbg !645
  %11 = load i32, ptr %4, align 4, !dbg !646
  %12 = urem i32 %10, %11, !dbg !647
  br label %13, !dbg !643

13:                                               ; preds = %9, %7
  %14 = phi i32 [ %8, %7 ], [ %12, %9 ], !dbg !643
  ret i32 %14, !dbg !648
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_add_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 !dbg !649 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !650, !DIExpression(), !651)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !652, !DIExpression(), !653)
  %5 = load i32, ptr %3, align 4, !dbg !654
  %6 = load i32, ptr %4, align 4, !dbg !655
  %7 = add i32 %5, %6, !dbg !656
  ret i32 %7, !dbg !657
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !658 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !661, !DIExpression(), !662)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !663, !DIExpression(), !664)
  %5 = load i16, ptr %3, align 2, !dbg !665
  %6 = zext i16 %5 to i32, !dbg !665
  %7 = load i16, ptr %4, align 2, !dbg !666
  %8 = zext i16 %7 to i32, !dbg !666
  %9 = sub nsw i32 %6, %8, !dbg !667
  %10 = trunc i32 %9 to i16, !dbg !665
  ret i16 %10, !dbg !668
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @func_10(i32 noundef %0, i64 noundef %1, i8 noundef zeroext %2) #0 !dbg !669 {
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i8, align 1
  %7 = alloca i16, align 2
  %8 = alloca ptr, align 8
  %9 = alloca [10 x ptr], align 16
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i16, align 2
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca [4 x [5 x ptr]], align 16
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i8, align 1
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca [6 x [7 x ptr]], align 16
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca %union.U2, align 8
  %32 = alloca i16, align 2
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !672, !DIExpression(), !673)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !674, !DIExpression(), !675)
  store i8 %2, ptr %6, align 1
    #dbg_declare(ptr %6, !676, !DIExpression(), !677)
    #dbg_declare(ptr %7, !678, !DIExpression(), !679)
  store i16 22624, ptr %7, align 2, !dbg !679
    #dbg_declare(ptr %8, !680, !DIExpression(), !682)
  store ptr @g_20, ptr %8, align 8, !dbg !682
    #dbg_declare(ptr %9, !683, !DIExpression(), !687)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 @__const.func_10.l_147, i64 80, i1 false), !dbg !687
    #dbg_declare(ptr %10, !688, !DIExpression(), !690)
  store ptr @g_181, ptr %10, align 8, !dbg !690
    #dbg_declare(ptr %11, !691, !DIExpression(), !693)
  store ptr %10, ptr %11, align 8, !dbg !693
    #dbg_declare(ptr %12, !694, !DIExpression(), !695)
  store i16 -9, ptr %12, align 2, !dbg !695
    #dbg_declare(ptr %13, !696, !DIExpression(), !697)
  store i32 8, ptr %13, align 4, !dbg !697
    #dbg_declare(ptr %14, !698, !DIExpression(), !699)
  %33 = load i16, ptr %7, align 2, !dbg !700
  %34 = zext i16 %33 to i32, !dbg !700
  %35 = icmp ne i32 %34, 0, !dbg !700
  br i1 %35, label %36, label %37, !dbg !701

36:                                               ; preds = %3
  br label %37

37:                                               ; preds = %36, %3
  %38 = phi i1 [ false, %3 ], [ true, %36 ], !dbg !702
  %39 = zext i1 %38 to i32, !dbg !701
  %40 = sext i32 %39 to i64, !dbg !703
  %41 = load ptr, ptr %8, align 8, !dbg !704
  %42 = load i64, ptr %41, align 8, !dbg !705
  %43 = xor i64 %42, %40, !dbg !705
  store i64 %43, ptr %41, align 8, !dbg !705
  %44 = icmp ne i64 %43, 0, !dbg !705
  br i1 %44, label %45, label %82, !dbg !706

45:                                               ; preds = %37
  %46 = load i8, ptr %6, align 1, !dbg !707
  %47 = zext i8 %46 to i32, !dbg !707
  %48 = icmp ne i32 %47, 0, !dbg !707
  br i1 %48, label %49, label %74, !dbg !708

49:                                               ; preds = %45
  %50 = load i8, ptr %6, align 1, !dbg !709
  %51 = zext i8 %50 to i64, !dbg !709
  %52 = icmp eq i64 %51, 1, !dbg !710
  %53 = zext i1 %52 to i32, !dbg !710
  %54 = sext i32 %53 to i64, !dbg !711
  %55 = and i64 1682682659, %54, !dbg !712
  %56 = load i64, ptr %5, align 8, !dbg !713
  %57 = icmp sle i64 %55, %56, !dbg !714
  %58 = zext i1 %57 to i32, !dbg !714
  %59 = sext i32 %58 to i64, !dbg !715
  %60 = icmp slt i64 %59, 0, !dbg !716
  br i1 %60, label %62, label %61, !dbg !717

61:                                               ; preds = %49
  br label %62, !dbg !717

62:                                               ; preds = %61, %49
  %63 = phi i1 [ true, %49 ], [ true, %61 ]
  %64 = zext i1 %63 to i32, !dbg !717
  %65 = load i16, ptr %7, align 2, !dbg !718
  %66 = zext i16 %65 to i32, !dbg !718
  %67 = or i32 %64, %66, !dbg !719
  %68 = trunc i32 %67 to i8, !dbg !720
  %69 = load i16, ptr %7, align 2, !dbg !721
  %70 = zext i16 %69 to i32, !dbg !721
  %71 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %68, i32 noundef %70), !dbg !722
  %72 = zext i8 %71 to i64, !dbg !723
  %73 = icmp sgt i64 %72, -1, !dbg !724
  br label %74

74:                                               ; preds = %62, %45
  %75 = phi i1 [ false, %45 ], [ %73, %62 ], !dbg !702
  %76 = zext i1 %75 to i32, !dbg !708
  %77 = trunc i32 %76 to i8, !dbg !725
  %78 = load i8, ptr %6, align 1, !dbg !726
  %79 = call zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %77, i8 noundef zeroext %78), !dbg !727
  %80 = zext i8 %79 to i64, !dbg !728
  store i64 %80, ptr @g_20, align 8, !dbg !729
  %81 = icmp ne i64 %80, 0, !dbg !706
  br label %82

82:                                               ; preds = %74, %37
  %83 = phi i1 [ false, %37 ], [ %81, %74 ], !dbg !702
  %84 = zext i1 %83 to i32, !dbg !706
  %85 = trunc i32 %84 to i16, !dbg !730
  %86 = call zeroext i8 @func_16(i16 noundef signext %85), !dbg !731
  %87 = zext i8 %86 to i32, !dbg !731
  %88 = load i32, ptr getelementptr inbounds (%struct.S1, ptr @g_82, i32 0, i32 1), align 1, !dbg !732
  %89 = icmp sle i32 %87, %88, !dbg !733
  %90 = zext i1 %89 to i32, !dbg !733
  %91 = trunc i32 %90 to i8, !dbg !734
  %92 = load i16, ptr %7, align 2, !dbg !735
  %93 = zext i16 %92 to i32, !dbg !735
  %94 = call signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %91, i32 noundef %93), !dbg !736
  %95 = sext i8 %94 to i32, !dbg !737
  %96 = load i32, ptr @g_106, align 4, !dbg !738
  %97 = and i32 %96, %95, !dbg !738
  store i32 %97, ptr @g_106, align 4, !dbg !738
  store i32 4, ptr @g_107, align 4, !dbg !739
  br label %98, !dbg !741

98:                                               ; preds = %522, %82
  %99 = load i32, ptr @g_107, align 4, !dbg !742
  %100 = icmp sge i32 %99, 1, !dbg !744
  br i1 %100, label %101, label %525, !dbg !745

101:                                              ; preds = %98
    #dbg_declare(ptr %15, !746, !DIExpression(), !749)
  store ptr @g_87, ptr %15, align 8, !dbg !749
    #dbg_declare(ptr %16, !750, !DIExpression(), !754)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 @__const.func_10.l_164, i64 160, i1 false), !dbg !754
    #dbg_declare(ptr %17, !755, !DIExpression(), !756)
  store i32 1826281816, ptr %17, align 4, !dbg !756
    #dbg_declare(ptr %18, !757, !DIExpression(), !758)
  store i32 2044737961, ptr %18, align 4, !dbg !758
    #dbg_declare(ptr %19, !759, !DIExpression(), !760)
    #dbg_declare(ptr %20, !761, !DIExpression(), !762)
  %102 = load i32, ptr @g_107, align 4, !dbg !763
  %103 = sext i32 %102 to i64, !dbg !765
  %104 = getelementptr inbounds [5 x i64], ptr @g_108, i64 0, i64 %103, !dbg !765
  %105 = load i64, ptr %104, align 8, !dbg !765
  %106 = load i8, ptr %6, align 1, !dbg !766
  %107 = zext i8 %106 to i64, !dbg !766
  %108 = or i64 %105, %107, !dbg !767
  %109 = trunc i64 %108 to i8, !dbg !768
  %110 = call signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %109, i32 noundef 3), !dbg !769
  %111 = sext i8 %110 to i32, !dbg !770
  %112 = load ptr, ptr %15, align 8, !dbg !771
  store i32 %111, ptr %112, align 4, !dbg !772
  %113 = icmp ne i32 %111, 0, !dbg !772
  br i1 %113, label %114, label %190, !dbg !773

114:                                              ; preds = %101
  %115 = load i24, ptr getelementptr inbounds (%struct.S1, ptr @g_82, i32 0, i32 2), align 1, !dbg !774
  %116 = lshr i24 %115, 2, !dbg !774
  %117 = and i24 %116, 1048575, !dbg !774
  %118 = zext i24 %117 to i32, !dbg !774
  %119 = zext i32 %118 to i64, !dbg !775
  %120 = load i32, ptr @g_87, align 4, !dbg !776
  %121 = load i32, ptr %4, align 4, !dbg !777
  %122 = or i32 %120, %121, !dbg !778
  %123 = load i32, ptr %17, align 4, !dbg !779
  %124 = and i32 %123, %122, !dbg !779
  store i32 %124, ptr %17, align 4, !dbg !779
  %125 = trunc i32 %124 to i16, !dbg !780
  %126 = load i64, ptr %5, align 8, !dbg !781
  %127 = trunc i64 %126 to i16, !dbg !781
  %128 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %125, i16 noundef signext %127), !dbg !782
  %129 = trunc i16 %128 to i8, !dbg !783
  %130 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %129, i8 noundef signext 95), !dbg !784
  %131 = sext i8 %130 to i64, !dbg !785
  %132 = load i32, ptr @g_107, align 4, !dbg !786
  %133 = sext i32 %132 to i64, !dbg !787
  %134 = getelementptr inbounds [5 x i64], ptr @g_108, i64 0, i64 %133, !dbg !787
  %135 = load i64, ptr %134, align 8, !dbg !788
  %136 = and i64 %135, %131, !dbg !788
  store i64 %136, ptr %134, align 8, !dbg !788
  %137 = icmp sgt i64 %136, 882389342530188004, !dbg !789
  %138 = zext i1 %137 to i32, !dbg !789
  %139 = sext i32 %138 to i64, !dbg !790
  %140 = load i64, ptr %5, align 8, !dbg !791
  %141 = icmp slt i64 %139, %140, !dbg !792
  %142 = zext i1 %141 to i32, !dbg !792
  %143 = sext i32 %142 to i64, !dbg !793
  %144 = icmp ne i64 %143, 0, !dbg !794
  %145 = zext i1 %144 to i32, !dbg !794
  %146 = trunc i32 %145 to i16, !dbg !795
  %147 = load i64, ptr %5, align 8, !dbg !796
  %148 = trunc i64 %147 to i16, !dbg !796
  %149 = call zeroext i16 @safe_div_func_uint16_t_u_u(i16 noundef zeroext %146, i16 noundef zeroext %148), !dbg !797
  %150 = load i32, ptr @g_107, align 4, !dbg !798
  %151 = sext i32 %150 to i64, !dbg !799
  %152 = getelementptr inbounds [5 x i64], ptr @g_108, i64 0, i64 %151, !dbg !799
  %153 = load i64, ptr %152, align 8, !dbg !799
  %154 = or i64 %153, 6, !dbg !800
  %155 = trunc i64 %154 to i8, !dbg !801
  %156 = call signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %155, i8 noundef signext 82), !dbg !802
  %157 = sext i8 %156 to i64, !dbg !803
  %158 = and i64 %157, 0, !dbg !804
  %159 = load volatile ptr, ptr @g_43, align 8, !dbg !805
  %160 = load i32, ptr %159, align 4, !dbg !806
  %161 = sext i32 %160 to i64, !dbg !807
  %162 = icmp eq i64 %158, %161, !dbg !808
  %163 = zext i1 %162 to i32, !dbg !808
  %164 = sext i32 %163 to i64, !dbg !809
  %165 = icmp slt i64 %164, -2, !dbg !810
  %166 = zext i1 %165 to i32, !dbg !810
  %167 = trunc i32 %166 to i8, !dbg !811
  %168 = load i16, ptr @g_165, align 2, !dbg !812
  %169 = trunc i16 %168 to i8, !dbg !812
  %170 = call zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %167, i8 noundef zeroext %169), !dbg !813
  %171 = zext i8 %170 to i64, !dbg !814
  %172 = icmp slt i64 287891230, %171, !dbg !815
  %173 = zext i1 %172 to i32, !dbg !815
  %174 = trunc i32 %173 to i16, !dbg !816
  %175 = call zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %174, i16 noundef zeroext 1), !dbg !817
  %176 = zext i16 %175 to i32, !dbg !818
  %177 = load i32, ptr %4, align 4, !dbg !819
  %178 = or i32 %176, %177, !dbg !820
  %179 = zext i32 %178 to i64, !dbg !821
  %180 = load i64, ptr @g_20, align 8, !dbg !822
  %181 = and i64 %179, %180, !dbg !823
  %182 = icmp ule i64 %119, %181, !dbg !824
  %183 = zext i1 %182 to i32, !dbg !824
  %184 = sext i32 %183 to i64, !dbg !825
  %185 = icmp ult i64 %184, 1, !dbg !826
  %186 = zext i1 %185 to i32, !dbg !826
  %187 = load i32, ptr %18, align 4, !dbg !827
  %188 = icmp sge i32 %186, %187, !dbg !828
  %189 = zext i1 %188 to i32, !dbg !828
  br label %190

190:                                              ; preds = %114, %101
  %191 = phi i1 [ false, %101 ], [ true, %114 ], !dbg !829
  %192 = zext i1 %191 to i32, !dbg !773
  %193 = load i32, ptr @g_106, align 4, !dbg !830
  %194 = or i32 %192, %193, !dbg !831
  %195 = sext i32 %194 to i64, !dbg !832
  %196 = xor i64 %195, 185, !dbg !833
  %197 = trunc i64 %196 to i32, !dbg !834
  store i32 %197, ptr %18, align 4, !dbg !835
  %198 = icmp ne i32 %197, 0, !dbg !835
  br i1 %198, label %199, label %468, !dbg !836

199:                                              ; preds = %190
    #dbg_declare(ptr %21, !837, !DIExpression(), !839)
  store i8 -69, ptr %21, align 1, !dbg !839
    #dbg_declare(ptr %22, !840, !DIExpression(), !842)
  store ptr %21, ptr %22, align 8, !dbg !842
    #dbg_declare(ptr %23, !843, !DIExpression(), !844)
  store ptr null, ptr %23, align 8, !dbg !844
    #dbg_declare(ptr %24, !845, !DIExpression(), !846)
  store ptr @g_186, ptr %24, align 8, !dbg !846
    #dbg_declare(ptr %25, !847, !DIExpression(), !851)
  store ptr null, ptr %25, align 8, !dbg !852
  %200 = getelementptr inbounds ptr, ptr %25, i64 1, !dbg !852
  store ptr null, ptr %200, align 8, !dbg !852
  %201 = getelementptr inbounds ptr, ptr %25, i64 2, !dbg !852
  %202 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 7, !dbg !853
  store ptr %202, ptr %201, align 8, !dbg !852
  %203 = getelementptr inbounds ptr, ptr %25, i64 3, !dbg !852
  store ptr @g_76, ptr %203, align 8, !dbg !852
  %204 = getelementptr inbounds ptr, ptr %25, i64 4, !dbg !852
  %205 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 7, !dbg !854
  store ptr %205, ptr %204, align 8, !dbg !852
  %206 = getelementptr inbounds ptr, ptr %25, i64 5, !dbg !852
  store ptr null, ptr %206, align 8, !dbg !852
  %207 = getelementptr inbounds ptr, ptr %25, i64 6, !dbg !852
  store ptr null, ptr %207, align 8, !dbg !852
  %208 = getelementptr inbounds [7 x ptr], ptr %25, i64 1, !dbg !855
  %209 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 7, !dbg !856
  store ptr %209, ptr %208, align 8, !dbg !857
  %210 = getelementptr inbounds ptr, ptr %208, i64 1, !dbg !857
  %211 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 7, !dbg !858
  store ptr %211, ptr %210, align 8, !dbg !857
  %212 = getelementptr inbounds ptr, ptr %208, i64 2, !dbg !857
  %213 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 4, !dbg !859
  store ptr %213, ptr %212, align 8, !dbg !857
  %214 = getelementptr inbounds ptr, ptr %208, i64 3, !dbg !857
  %215 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 7, !dbg !860
  store ptr %215, ptr %214, align 8, !dbg !857
  %216 = getelementptr inbounds ptr, ptr %208, i64 4, !dbg !857
  %217 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 7, !dbg !861
  store ptr %217, ptr %216, align 8, !dbg !857
  %218 = getelementptr inbounds ptr, ptr %208, i64 5, !dbg !857
  store ptr @g_76, ptr %218, align 8, !dbg !857
  %219 = getelementptr inbounds ptr, ptr %208, i64 6, !dbg !857
  %220 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 1, !dbg !862
  store ptr %220, ptr %219, align 8, !dbg !857
  %221 = getelementptr inbounds [7 x ptr], ptr %25, i64 2, !dbg !855
  %222 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 2, !dbg !863
  store ptr %222, ptr %221, align 8, !dbg !864
  %223 = getelementptr inbounds ptr, ptr %221, i64 1, !dbg !864
  store ptr @g_76, ptr %223, align 8, !dbg !864
  %224 = getelementptr inbounds ptr, ptr %221, i64 2, !dbg !864
  %225 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 2, !dbg !865
  store ptr %225, ptr %224, align 8, !dbg !864
  %226 = getelementptr inbounds ptr, ptr %221, i64 3, !dbg !864
  %227 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 7, !dbg !866
  store ptr %227, ptr %226, align 8, !dbg !864
  %228 = getelementptr inbounds ptr, ptr %221, i64 4, !dbg !864
  %229 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 7, !dbg !867
  store ptr %229, ptr %228, align 8, !dbg !864
  %230 = getelementptr inbounds ptr, ptr %221, i64 5, !dbg !864
  %231 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 2, !dbg !868
  store ptr %231, ptr %230, align 8, !dbg !864
  %232 = getelementptr inbounds ptr, ptr %221, i64 6, !dbg !864
  store ptr @g_76, ptr %232, align 8, !dbg !864
  %233 = getelementptr inbounds [7 x ptr], ptr %25, i64 3, !dbg !855
  %234 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 1, !dbg !869
  store ptr %234, ptr %233, align 8, !dbg !870
  %235 = getelementptr inbounds ptr, ptr %233, i64 1, !dbg !870
  %236 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 2, !dbg !871
  store ptr %236, ptr %235, align 8, !dbg !870
  %237 = getelementptr inbounds ptr, ptr %233, i64 2, !dbg !870
  %238 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 4, !dbg !872
  store ptr %238, ptr %237, align 8, !dbg !870
  %239 = getelementptr inbounds ptr, ptr %233, i64 3, !dbg !870
  %240 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 7, !dbg !873
  store ptr %240, ptr %239, align 8, !dbg !870
  %241 = getelementptr inbounds ptr, ptr %233, i64 4, !dbg !870
  store ptr null, ptr %241, align 8, !dbg !870
  %242 = getelementptr inbounds ptr, ptr %233, i64 5, !dbg !870
  %243 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 7, !dbg !874
  store ptr %243, ptr %242, align 8, !dbg !870
  %244 = getelementptr inbounds ptr, ptr %233, i64 6, !dbg !870
  store ptr null, ptr %244, align 8, !dbg !870
  %245 = getelementptr inbounds [7 x ptr], ptr %25, i64 4, !dbg !855
  %246 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 2, !dbg !875
  store ptr %246, ptr %245, align 8, !dbg !876
  %247 = getelementptr inbounds ptr, ptr %245, i64 1, !dbg !876
  %248 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 7, !dbg !877
  store ptr %248, ptr %247, align 8, !dbg !876
  %249 = getelementptr inbounds ptr, ptr %245, i64 2, !dbg !876
  %250 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 7, !dbg !878
  store ptr %250, ptr %249, align 8, !dbg !876
  %251 = getelementptr inbounds ptr, ptr %245, i64 3, !dbg !876
  %252 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 2, !dbg !879
  store ptr %252, ptr %251, align 8, !dbg !876
  %253 = getelementptr inbounds ptr, ptr %245, i64 4, !dbg !876
  store ptr @g_76, ptr %253, align 8, !dbg !876
  %254 = getelementptr inbounds ptr, ptr %245, i64 5, !dbg !876
  %255 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 2, !dbg !880
  store ptr %255, ptr %254, align 8, !dbg !876
  %256 = getelementptr inbounds ptr, ptr %245, i64 6, !dbg !876
  %257 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 7, !dbg !881
  store ptr %257, ptr %256, align 8, !dbg !876
  %258 = getelementptr inbounds [7 x ptr], ptr %25, i64 5, !dbg !855
  %259 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 7, !dbg !882
  store ptr %259, ptr %258, align 8, !dbg !883
  %260 = getelementptr inbounds ptr, ptr %258, i64 1, !dbg !883
  store ptr @g_76, ptr %260, align 8, !dbg !883
  %261 = getelementptr inbounds ptr, ptr %258, i64 2, !dbg !883
  %262 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 1, !dbg !884
  store ptr %262, ptr %261, align 8, !dbg !883
  %263 = getelementptr inbounds ptr, ptr %258, i64 3, !dbg !883
  %264 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 7, !dbg !885
  store ptr %264, ptr %263, align 8, !dbg !883
  %265 = getelementptr inbounds ptr, ptr %258, i64 4, !dbg !883
  %266 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 1, !dbg !886
  store ptr %266, ptr %265, align 8, !dbg !883
  %267 = getelementptr inbounds ptr, ptr %258, i64 5, !dbg !883
  store ptr @g_76, ptr %267, align 8, !dbg !883
  %268 = getelementptr inbounds ptr, ptr %258, i64 6, !dbg !883
  %269 = getelementptr inbounds [10 x ptr], ptr %9, i64 0, i64 7, !dbg !887
  store ptr %269, ptr %268, align 8, !dbg !883
    #dbg_declare(ptr %26, !888, !DIExpression(), !890)
  %270 = getelementptr inbounds [6 x [7 x ptr]], ptr %25, i64 0, i64 2, !dbg !891
  %271 = getelementptr inbounds [7 x ptr], ptr %270, i64 0, i64 5, !dbg !891
  store ptr %271, ptr %26, align 8, !dbg !890
    #dbg_declare(ptr %27, !892, !DIExpression(), !894)
  store ptr @g_223, ptr %27, align 8, !dbg !894
    #dbg_declare(ptr %28, !895, !DIExpression(), !896)
  store i32 -2020850526, ptr %28, align 4, !dbg !896
    #dbg_declare(ptr %29, !897, !DIExpression(), !898)
    #dbg_declare(ptr %30, !899, !DIExpression(), !900)
  %272 = getelementptr inbounds [4 x [5 x ptr]], ptr %16, i64 0, i64 3, !dbg !901
  %273 = getelementptr inbounds [5 x ptr], ptr %272, i64 0, i64 4, !dbg !901
  %274 = load ptr, ptr %273, align 8, !dbg !901
  %275 = load ptr, ptr %11, align 8, !dbg !902
  %276 = icmp eq ptr %275, null, !dbg !903
  %277 = zext i1 %276 to i32, !dbg !903
  %278 = load i8, ptr %21, align 1, !dbg !904
  %279 = load ptr, ptr %22, align 8, !dbg !905
  store i8 %278, ptr %279, align 1, !dbg !906
  %280 = call signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %278, i32 noundef 1), !dbg !907
  %281 = getelementptr inbounds [4 x [5 x ptr]], ptr %16, i64 0, i64 3, !dbg !908
  %282 = getelementptr inbounds [5 x ptr], ptr %281, i64 0, i64 4, !dbg !908
  %283 = load ptr, ptr %282, align 8, !dbg !908
  %284 = icmp eq ptr %274, %283, !dbg !909
  %285 = zext i1 %284 to i32, !dbg !909
  %286 = sext i32 %285 to i64, !dbg !910
  %287 = icmp ne i64 %286, 4294967292, !dbg !911
  %288 = zext i1 %287 to i32, !dbg !911
  %289 = sext i32 %288 to i64, !dbg !912
  %290 = load i72, ptr getelementptr inbounds (%struct.S1, ptr @g_181, i32 0, i32 3), align 1, !dbg !913
  %291 = lshr i72 %290, 42, !dbg !913
  %292 = and i72 %291, 134217727, !dbg !913
  %293 = trunc i72 %292 to i32, !dbg !913
  %294 = zext i32 %293 to i64, !dbg !914
  %295 = call i64 @safe_mod_func_uint64_t_u_u(i64 noundef %289, i64 noundef %294), !dbg !915
  %296 = icmp eq i64 %295, 1, !dbg !916
  %297 = zext i1 %296 to i32, !dbg !916
  %298 = trunc i32 %297 to i8, !dbg !917
  %299 = load i8, ptr %6, align 1, !dbg !918
  %300 = call zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %298, i8 noundef zeroext %299), !dbg !919
  %301 = call signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext %300, i32 noundef 2), !dbg !920
  %302 = sext i8 %301 to i64, !dbg !921
  %303 = icmp ule i64 %302, -3025038053802538041, !dbg !922
  %304 = zext i1 %303 to i32, !dbg !922
  %305 = trunc i32 %304 to i8, !dbg !923
  %306 = load i32, ptr %18, align 4, !dbg !924
  %307 = trunc i32 %306 to i8, !dbg !924
  %308 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %305, i8 noundef signext %307), !dbg !925
  %309 = load ptr, ptr %24, align 8, !dbg !926
  store i8 %308, ptr %309, align 1, !dbg !927
  %310 = sext i8 %308 to i64, !dbg !928
  %311 = icmp ne i64 %310, 167, !dbg !929
  %312 = zext i1 %311 to i32, !dbg !929
  store i32 %312, ptr %18, align 4, !dbg !930
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %31, ptr align 8 @g_68, i64 8, i1 true), !dbg !931
  %313 = load i64, ptr %5, align 8, !dbg !932
  %314 = load i24, ptr getelementptr inbounds (%struct.S1, ptr @g_82, i32 0, i32 2), align 1, !dbg !933
  %315 = lshr i24 %314, 2, !dbg !933
  %316 = and i24 %315, 1048575, !dbg !933
  %317 = zext i24 %316 to i32, !dbg !933
  %318 = call i64 @safe_add_func_int64_t_s_s(i64 noundef -3, i64 noundef -10), !dbg !934
  %319 = load i64, ptr %5, align 8, !dbg !935
  %320 = icmp slt i64 %318, %319, !dbg !936
  %321 = zext i1 %320 to i32, !dbg !936
  %322 = trunc i32 %321 to i16, !dbg !937
  %323 = load i32, ptr @g_87, align 4, !dbg !938
  %324 = trunc i32 %323 to i16, !dbg !938
  %325 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %322, i16 noundef signext %324), !dbg !939
  %326 = trunc i16 %325 to i8, !dbg !940
  %327 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %326, i8 noundef zeroext 3), !dbg !941
  %328 = zext i8 %327 to i32, !dbg !942
  %329 = icmp sle i32 %317, %328, !dbg !943
  %330 = zext i1 %329 to i32, !dbg !943
  %331 = trunc i32 %330 to i16, !dbg !944
  %332 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %331, i32 noundef 7), !dbg !945
  %333 = trunc i16 %332 to i8, !dbg !946
  %334 = call zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %333, i8 noundef zeroext 1), !dbg !947
  %335 = zext i8 %334 to i32, !dbg !948
  %336 = load volatile i40, ptr @g_181, align 1, !dbg !949
  %337 = shl i40 %336, 28, !dbg !949
  %338 = ashr i40 %337, 28, !dbg !949
  %339 = trunc i40 %338 to i32, !dbg !949
  %340 = xor i32 %335, %339, !dbg !950
  %341 = load i64, ptr @g_30, align 8, !dbg !951
  %342 = trunc i64 %341 to i32, !dbg !951
  %343 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef 0, i32 noundef %342), !dbg !952
  store i32 %343, ptr %17, align 4, !dbg !953
  %344 = load i64, ptr %5, align 8, !dbg !954
  %345 = load i8, ptr %6, align 1, !dbg !955
  %346 = load ptr, ptr %15, align 8, !dbg !956
  %347 = load i32, ptr %346, align 4, !dbg !957
  %348 = add i32 %347, -1, !dbg !957
  store i32 %348, ptr %346, align 4, !dbg !957
  %349 = load i72, ptr getelementptr inbounds (%struct.S1, ptr @g_82, i32 0, i32 3), align 1, !dbg !958
  %350 = lshr i72 %349, 42, !dbg !958
  %351 = and i72 %350, 134217727, !dbg !958
  %352 = trunc i72 %351 to i32, !dbg !958
  %353 = xor i32 1, %352, !dbg !959
  %354 = sext i32 %353 to i64, !dbg !960
  %355 = load i64, ptr getelementptr inbounds ([5 x i64], ptr @g_108, i64 0, i64 2), align 16, !dbg !961
  %356 = and i64 %354, %355, !dbg !962
  %357 = trunc i64 %356 to i16, !dbg !963
  %358 = call zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext -1, i16 noundef zeroext %357), !dbg !964
  %359 = trunc i16 %358 to i8, !dbg !965
  %360 = load i32, ptr %4, align 4, !dbg !966
  %361 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %359, i32 noundef %360), !dbg !967
  %362 = zext i8 %361 to i32, !dbg !968
  %363 = icmp ne i32 %347, %362, !dbg !969
  %364 = zext i1 %363 to i32, !dbg !969
  %365 = trunc i32 %364 to i8, !dbg !970
  %366 = call signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %365, i32 noundef 5), !dbg !971
  %367 = sext i8 %366 to i64, !dbg !972
  %368 = and i64 %344, %367, !dbg !973
  %369 = trunc i64 %368 to i32, !dbg !974
  %370 = load volatile ptr, ptr @g_43, align 8, !dbg !975
  store i32 %369, ptr %370, align 4, !dbg !976
  %371 = load i8, ptr %21, align 1, !dbg !977
  %372 = sext i8 %371 to i16, !dbg !977
  %373 = load i8, ptr %6, align 1, !dbg !978
  %374 = zext i8 %373 to i16, !dbg !978
  %375 = load i8, ptr %6, align 1, !dbg !979
  %376 = zext i8 %375 to i16, !dbg !979
  %377 = getelementptr inbounds [6 x [7 x ptr]], ptr %25, i64 0, i64 2, !dbg !980
  %378 = getelementptr inbounds [7 x ptr], ptr %377, i64 0, i64 5, !dbg !980
  %379 = load ptr, ptr %378, align 8, !dbg !980
  %380 = load ptr, ptr %26, align 8, !dbg !981
  store ptr %379, ptr %380, align 8, !dbg !982
  %381 = load i64, ptr %5, align 8, !dbg !983
  %382 = load volatile i16, ptr @g_68, align 8, !dbg !984
  %383 = sext i16 %382 to i64, !dbg !985
  %384 = icmp slt i64 %381, %383, !dbg !986
  %385 = zext i1 %384 to i32, !dbg !986
  %386 = load i32, ptr %4, align 4, !dbg !987
  %387 = load i32, ptr %4, align 4, !dbg !988
  %388 = icmp ugt i32 %386, %387, !dbg !989
  %389 = zext i1 %388 to i32, !dbg !989
  %390 = load i8, ptr %6, align 1, !dbg !990
  %391 = zext i8 %390 to i32, !dbg !990
  %392 = icmp sle i32 %389, %391, !dbg !991
  %393 = zext i1 %392 to i32, !dbg !991
  %394 = icmp eq ptr %379, @g_43, !dbg !992
  %395 = zext i1 %394 to i32, !dbg !992
  %396 = load i32, ptr %17, align 4, !dbg !993
  %397 = or i32 %396, %395, !dbg !993
  store i32 %397, ptr %17, align 4, !dbg !993
  %398 = sext i32 %397 to i64, !dbg !994
  %399 = icmp sgt i64 %398, 187, !dbg !995
  %400 = zext i1 %399 to i32, !dbg !995
  %401 = sext i32 %400 to i64, !dbg !996
  %402 = icmp ult i64 %401, -1752668750757819929, !dbg !997
  %403 = zext i1 %402 to i32, !dbg !997
  %404 = sext i32 %403 to i64, !dbg !998
  %405 = load i32, ptr @g_107, align 4, !dbg !999
  %406 = sext i32 %405 to i64, !dbg !1000
  %407 = getelementptr inbounds [5 x i64], ptr @g_108, i64 0, i64 %406, !dbg !1000
  %408 = load i64, ptr %407, align 8, !dbg !1000
  %409 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %404, i64 noundef %408), !dbg !1001
  %410 = trunc i64 %409 to i16, !dbg !1002
  %411 = call zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext %376, i16 noundef zeroext %410), !dbg !1003
  %412 = zext i16 %411 to i32, !dbg !1004
  %413 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %374, i32 noundef %412), !dbg !1005
  %414 = sext i16 %413 to i32, !dbg !1006
  %415 = xor i32 %414, -1, !dbg !1007
  %416 = icmp ne i32 %415, 0, !dbg !1008
  %417 = xor i1 %416, true, !dbg !1008
  %418 = zext i1 %417 to i32, !dbg !1008
  %419 = load volatile ptr, ptr @g_43, align 8, !dbg !1009
  store i32 %418, ptr %419, align 4, !dbg !1010
  %420 = load i32, ptr @g_106, align 4, !dbg !1011
  %421 = icmp slt i32 %418, %420, !dbg !1012
  br i1 %421, label %426, label %422, !dbg !1013

422:                                              ; preds = %199
  %423 = load i16, ptr @g_136, align 2, !dbg !1014
  %424 = zext i16 %423 to i32, !dbg !1014
  %425 = icmp ne i32 %424, 0, !dbg !1013
  br label %426, !dbg !1013

426:                                              ; preds = %422, %199
  %427 = phi i1 [ true, %199 ], [ %425, %422 ]
  %428 = zext i1 %427 to i32, !dbg !1013
  %429 = trunc i32 %428 to i8, !dbg !1015
  %430 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %429, i8 noundef signext 0), !dbg !1016
  %431 = sext i8 %430 to i64, !dbg !1017
  %432 = or i64 %431, 35449, !dbg !1018
  %433 = load i8, ptr %6, align 1, !dbg !1019
  %434 = zext i8 %433 to i64, !dbg !1019
  %435 = xor i64 %432, %434, !dbg !1020
  %436 = trunc i64 %435 to i16, !dbg !1021
  %437 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %372, i16 noundef signext %436), !dbg !1022
  %438 = icmp ne i16 %437, 0, !dbg !1023
  %439 = xor i1 %438, true, !dbg !1023
  %440 = zext i1 %439 to i32, !dbg !1023
  %441 = sext i32 %440 to i64, !dbg !1024
  %442 = load i64, ptr getelementptr inbounds ([5 x i64], ptr @g_108, i64 0, i64 3), align 8, !dbg !1025
  %443 = icmp sge i64 %441, %442, !dbg !1026
  %444 = zext i1 %443 to i32, !dbg !1026
  %445 = sext i32 %444 to i64, !dbg !1027
  %446 = xor i64 %445, 1, !dbg !1028
  %447 = trunc i64 %446 to i8, !dbg !1029
  %448 = load ptr, ptr %27, align 8, !dbg !1030
  store i8 %447, ptr %448, align 1, !dbg !1031
  %449 = zext i8 %447 to i32, !dbg !1032
  %450 = icmp ne i32 %449, 0, !dbg !1032
  br i1 %450, label %451, label %454, !dbg !1033

451:                                              ; preds = %426
  %452 = load i64, ptr %5, align 8, !dbg !1034
  %453 = icmp ne i64 %452, 0, !dbg !1033
  br label %454

454:                                              ; preds = %451, %426
  %455 = phi i1 [ false, %426 ], [ %453, %451 ], !dbg !1035
  %456 = zext i1 %455 to i32, !dbg !1033
  %457 = sext i32 %456 to i64, !dbg !1036
  %458 = load i64, ptr %5, align 8, !dbg !1037
  %459 = or i64 %457, %458, !dbg !1038
  %460 = load i32, ptr %4, align 4, !dbg !1039
  %461 = zext i32 %460 to i64, !dbg !1039
  %462 = icmp sle i64 %459, %461, !dbg !1040
  %463 = zext i1 %462 to i32, !dbg !1040
  store i32 %463, ptr %28, align 4, !dbg !1041
  %464 = load i16, ptr %12, align 2, !dbg !1042
  %465 = zext i16 %464 to i32, !dbg !1042
  %466 = and i32 %465, %463, !dbg !1042
  %467 = trunc i32 %466 to i16, !dbg !1042
  store i16 %467, ptr %12, align 2, !dbg !1042
  br label %471, !dbg !1043

468:                                              ; preds = %190
    #dbg_declare(ptr %32, !1044, !DIExpression(), !1046)
  store i16 1, ptr %32, align 2, !dbg !1046
  %469 = load i16, ptr %32, align 2, !dbg !1047
  %470 = add i16 %469, -1, !dbg !1047
  store i16 %470, ptr %32, align 2, !dbg !1047
  br label %471

471:                                              ; preds = %468, %454
  %472 = load volatile ptr, ptr @g_43, align 8, !dbg !1048
  %473 = load i32, ptr %472, align 4, !dbg !1050
  %474 = icmp ne i32 %473, 0, !dbg !1051
  br i1 %474, label %475, label %476, !dbg !1052

475:                                              ; preds = %471
  br label %522, !dbg !1053

476:                                              ; preds = %471
  %477 = load volatile ptr, ptr @g_75, align 8, !dbg !1054
  %478 = load ptr, ptr %477, align 8, !dbg !1055
  %479 = load volatile ptr, ptr @g_229, align 8, !dbg !1056
  store ptr %478, ptr %479, align 8, !dbg !1057
  store i16 0, ptr %12, align 2, !dbg !1058
  br label %480, !dbg !1060

480:                                              ; preds = %516, %476
  %481 = load i16, ptr %12, align 2, !dbg !1061
  %482 = zext i16 %481 to i32, !dbg !1061
  %483 = icmp slt i32 %482, 5, !dbg !1063
  br i1 %483, label %484, label %521, !dbg !1064

484:                                              ; preds = %480
  store i16 0, ptr @g_136, align 2, !dbg !1065
  br label %485, !dbg !1068

485:                                              ; preds = %510, %484
  %486 = load i16, ptr @g_136, align 2, !dbg !1069
  %487 = zext i16 %486 to i32, !dbg !1069
  %488 = icmp slt i32 %487, 3, !dbg !1071
  br i1 %488, label %489, label %515, !dbg !1072

489:                                              ; preds = %485
  store i8 0, ptr %6, align 1, !dbg !1073
  br label %490, !dbg !1076

490:                                              ; preds = %504, %489
  %491 = load i8, ptr %6, align 1, !dbg !1077
  %492 = zext i8 %491 to i32, !dbg !1077
  %493 = icmp slt i32 %492, 9, !dbg !1079
  br i1 %493, label %494, label %509, !dbg !1080

494:                                              ; preds = %490
  %495 = load i16, ptr %12, align 2, !dbg !1081
  %496 = zext i16 %495 to i64, !dbg !1083
  %497 = getelementptr inbounds [5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 %496, !dbg !1083
  %498 = load i16, ptr @g_136, align 2, !dbg !1084
  %499 = zext i16 %498 to i64, !dbg !1083
  %500 = getelementptr inbounds [3 x [9 x i8]], ptr %497, i64 0, i64 %499, !dbg !1083
  %501 = load i8, ptr %6, align 1, !dbg !1085
  %502 = zext i8 %501 to i64, !dbg !1083
  %503 = getelementptr inbounds [9 x i8], ptr %500, i64 0, i64 %502, !dbg !1083
  store volatile i8 6, ptr %503, align 1, !dbg !1086
  br label %504, !dbg !1087

504:                                              ; preds = %494
  %505 = load i8, ptr %6, align 1, !dbg !1088
  %506 = zext i8 %505 to i32, !dbg !1088
  %507 = add nsw i32 %506, 1, !dbg !1088
  %508 = trunc i32 %507 to i8, !dbg !1088
  store i8 %508, ptr %6, align 1, !dbg !1088
  br label %490, !dbg !1089, !llvm.loop !1090

509:                                              ; preds = %490
  br label %510, !dbg !1092

510:                                              ; preds = %509
  %511 = load i16, ptr @g_136, align 2, !dbg !1093
  %512 = zext i16 %511 to i32, !dbg !1093
  %513 = add nsw i32 %512, 1, !dbg !1093
  %514 = trunc i32 %513 to i16, !dbg !1093
  store i16 %514, ptr @g_136, align 2, !dbg !1093
  br label %485, !dbg !1094, !llvm.loop !1095

515:                                              ; preds = %485
  br label %516, !dbg !1097

516:                                              ; preds = %515
  %517 = load i16, ptr %12, align 2, !dbg !1098
  %518 = zext i16 %517 to i32, !dbg !1098
  %519 = add nsw i32 %518, 1, !dbg !1098
  %520 = trunc i32 %519 to i16, !dbg !1098
  store i16 %520, ptr %12, align 2, !dbg !1098
  br label %480, !dbg !1099, !llvm.loop !1100

521:                                              ; preds = %480
  br label %522, !dbg !1102

522:                                              ; preds = %521, %475
  %523 = load i32, ptr @g_107, align 4, !dbg !1103
  %524 = sub nsw i32 %523, 1, !dbg !1103
  store i32 %524, ptr @g_107, align 4, !dbg !1103
  br label %98, !dbg !1104, !llvm.loop !1105

525:                                              ; preds = %98
  %526 = load volatile ptr, ptr @g_43, align 8, !dbg !1107
  %527 = load i32, ptr %526, align 4, !dbg !1108
  %528 = sext i32 %527 to i64, !dbg !1108
  %529 = and i64 %528, 3629514740, !dbg !1108
  %530 = trunc i64 %529 to i32, !dbg !1108
  store i32 %530, ptr %526, align 4, !dbg !1108
  %531 = load i32, ptr %13, align 4, !dbg !1109
  %532 = add i32 %531, -1, !dbg !1109
  store i32 %532, ptr %13, align 4, !dbg !1109
  %533 = load volatile i16, ptr @g_68, align 8, !dbg !1110
  ret i16 %533, !dbg !1111
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %0, i32 noundef %1) #0 !dbg !1112 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1115, !DIExpression(), !1116)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1117, !DIExpression(), !1118)
  %5 = load i8, ptr %3, align 1, !dbg !1119
  %6 = sext i8 %5 to i32, !dbg !1119
  %7 = icmp slt i32 %6, 0, !dbg !1120
  br i1 %7, label %11, label %8, !dbg !1121

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1122
  %10 = icmp uge i32 %9, 32, !dbg !1123
  br i1 %10, label %11, label %14, !dbg !1124

11:                                               ; preds = %8, %2
  %12 = load i8, ptr %3, align 1, !dbg !1125
  %13 = sext i8 %12 to i32, !dbg !1126
  br label %19, !dbg !1124

14:                                               ; preds = %8
  %15 = load i8, ptr %3, align 1, !dbg !1127
  %16 = sext i8 %15 to i32, !dbg !1127
  %17 = load i32, ptr %4, align 4, !dbg !1128
  %18 = ashr i32 %16, %17, !dbg !1129
  br label %19, !dbg !1124

19:                                               ; preds = %14, %11
  %20 = phi i32 [ %13, %11 ], [ %18, %14 ], !dbg !1124
  %21 = trunc i32 %20 to i8, !dbg !1124
  ret i8 %21, !dbg !1130
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @func_16(i16 noundef signext %0) #0 !dbg !1131 {
  %2 = alloca i8, align 1
  %3 = alloca i16, align 2
  %4 = alloca i64, align 8
  %5 = alloca [6 x [7 x [5 x ptr]]], align 16
  %6 = alloca i16, align 2
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca i16, align 2
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca [3 x [2 x [2 x ptr]]], align 16
  %35 = alloca i16, align 2
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca %union.U2, align 8
  %40 = alloca i32, align 4
  %41 = alloca ptr, align 8
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca [9 x [7 x [1 x i8]]], align 16
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca [6 x i16], align 2
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca ptr, align 8
  %54 = alloca [9 x [9 x [3 x i32]]], align 16
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca ptr, align 8
  %59 = alloca i32, align 4
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1135, !DIExpression(), !1136)
    #dbg_declare(ptr %4, !1137, !DIExpression(), !1138)
  store i64 7233607269846504952, ptr %4, align 8, !dbg !1138
    #dbg_declare(ptr %5, !1139, !DIExpression(), !1142)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.func_16.l_71, i64 1680, i1 false), !dbg !1142
    #dbg_declare(ptr %6, !1143, !DIExpression(), !1144)
  store i16 -8315, ptr %6, align 2, !dbg !1144
    #dbg_declare(ptr %7, !1145, !DIExpression(), !1146)
    #dbg_declare(ptr %8, !1147, !DIExpression(), !1148)
    #dbg_declare(ptr %9, !1149, !DIExpression(), !1150)
  store i64 0, ptr @g_20, align 8, !dbg !1151
  br label %62, !dbg !1153

62:                                               ; preds = %354, %1
  %63 = load i64, ptr @g_20, align 8, !dbg !1154
  %64 = icmp eq i64 %63, 10, !dbg !1156
  br i1 %64, label %65, label %357, !dbg !1157

65:                                               ; preds = %62
    #dbg_declare(ptr %10, !1158, !DIExpression(), !1160)
  store ptr @g_30, ptr %10, align 8, !dbg !1160
    #dbg_declare(ptr %11, !1161, !DIExpression(), !1162)
  store i32 -5, ptr %11, align 4, !dbg !1162
    #dbg_declare(ptr %12, !1163, !DIExpression(), !1164)
  store i64 0, ptr %12, align 8, !dbg !1164
    #dbg_declare(ptr %13, !1165, !DIExpression(), !1166)
  store i32 -749706445, ptr %13, align 4, !dbg !1166
    #dbg_declare(ptr %14, !1167, !DIExpression(), !1168)
  store ptr @g_82, ptr %14, align 8, !dbg !1168
    #dbg_declare(ptr %15, !1169, !DIExpression(), !1170)
  store i32 541739085, ptr %15, align 4, !dbg !1170
    #dbg_declare(ptr %16, !1171, !DIExpression(), !1172)
  store i32 0, ptr %16, align 4, !dbg !1172
    #dbg_declare(ptr %17, !1173, !DIExpression(), !1174)
  store i32 -1457182600, ptr %17, align 4, !dbg !1174
    #dbg_declare(ptr %18, !1175, !DIExpression(), !1176)
  store i32 -1, ptr %18, align 4, !dbg !1176
  %66 = load ptr, ptr %10, align 8, !dbg !1177
  %67 = load i64, ptr %66, align 8, !dbg !1179
  %68 = add i64 %67, -1, !dbg !1179
  store i64 %68, ptr %66, align 8, !dbg !1179
  %69 = load i32, ptr @g_7, align 4, !dbg !1180
  %70 = zext i32 %69 to i64, !dbg !1180
  %71 = icmp ugt i64 %70, 65535, !dbg !1181
  %72 = zext i1 %71 to i32, !dbg !1181
  %73 = load ptr, ptr %10, align 8, !dbg !1182
  %74 = icmp ne ptr %73, null, !dbg !1183
  %75 = zext i1 %74 to i32, !dbg !1183
  %76 = load i32, ptr %11, align 4, !dbg !1184
  %77 = and i32 %75, %76, !dbg !1185
  store i32 %77, ptr %11, align 4, !dbg !1186
  %78 = sext i32 %77 to i64, !dbg !1187
  %79 = load i64, ptr @g_20, align 8, !dbg !1188
  %80 = icmp uge i64 %78, %79, !dbg !1189
  %81 = zext i1 %80 to i32, !dbg !1189
  %82 = trunc i32 %81 to i8, !dbg !1190
  %83 = load i16, ptr %3, align 2, !dbg !1191
  %84 = trunc i16 %83 to i8, !dbg !1191
  %85 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %82, i8 noundef zeroext %84), !dbg !1192
  %86 = zext i8 %85 to i16, !dbg !1193
  %87 = load i16, ptr %3, align 2, !dbg !1194
  %88 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %86, i16 noundef signext %87), !dbg !1195
  %89 = trunc i16 %88 to i8, !dbg !1196
  %90 = load i16, ptr %3, align 2, !dbg !1197
  %91 = trunc i16 %90 to i8, !dbg !1197
  %92 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %89, i8 noundef signext %91), !dbg !1198
  %93 = sext i8 %92 to i64, !dbg !1199
  %94 = icmp slt i64 169744164697966514, %93, !dbg !1200
  br i1 %94, label %99, label %95, !dbg !1201

95:                                               ; preds = %65
  %96 = load i16, ptr %3, align 2, !dbg !1202
  %97 = sext i16 %96 to i32, !dbg !1202
  %98 = icmp ne i32 %97, 0, !dbg !1201
  br label %99, !dbg !1201

99:                                               ; preds = %95, %65
  %100 = phi i1 [ true, %65 ], [ %98, %95 ]
  %101 = zext i1 %100 to i32, !dbg !1201
  %102 = load i16, ptr %3, align 2, !dbg !1203
  %103 = sext i16 %102 to i32, !dbg !1203
  %104 = icmp sge i32 %101, %103, !dbg !1204
  %105 = zext i1 %104 to i32, !dbg !1204
  %106 = sext i32 %105 to i64, !dbg !1205
  %107 = load i64, ptr @g_20, align 8, !dbg !1206
  %108 = icmp ne i64 %106, %107, !dbg !1207
  %109 = zext i1 %108 to i32, !dbg !1207
  %110 = and i32 %72, %109, !dbg !1208
  %111 = sext i32 %110 to i64, !dbg !1209
  %112 = call i64 @safe_div_func_uint64_t_u_u(i64 noundef %68, i64 noundef %111), !dbg !1210
  %113 = icmp ne i64 %112, 0, !dbg !1210
  br i1 %113, label %114, label %201, !dbg !1211

114:                                              ; preds = %99
    #dbg_declare(ptr %19, !1212, !DIExpression(), !1216)
  store ptr @g_20, ptr %19, align 8, !dbg !1216
    #dbg_declare(ptr %20, !1217, !DIExpression(), !1218)
  store i32 1, ptr %20, align 4, !dbg !1218
    #dbg_declare(ptr %21, !1219, !DIExpression(), !1220)
  store i32 -5, ptr %21, align 4, !dbg !1220
    #dbg_declare(ptr %22, !1221, !DIExpression(), !1222)
  %115 = getelementptr inbounds [6 x [7 x [5 x ptr]]], ptr %5, i64 0, i64 2, !dbg !1223
  %116 = getelementptr inbounds [7 x [5 x ptr]], ptr %115, i64 0, i64 1, !dbg !1223
  %117 = getelementptr inbounds [5 x ptr], ptr %116, i64 0, i64 1, !dbg !1223
  store ptr %117, ptr %22, align 8, !dbg !1222
    #dbg_declare(ptr %23, !1224, !DIExpression(), !1225)
  store ptr @g_44, ptr %23, align 8, !dbg !1225
    #dbg_declare(ptr %24, !1226, !DIExpression(), !1227)
  store ptr %23, ptr %24, align 8, !dbg !1227
  store i64 0, ptr @g_30, align 8, !dbg !1228
  br label %118, !dbg !1230

118:                                              ; preds = %174, %114
  %119 = load i64, ptr @g_30, align 8, !dbg !1231
  %120 = icmp ult i64 %119, 46, !dbg !1233
  br i1 %120, label %121, label %177, !dbg !1234

121:                                              ; preds = %118
    #dbg_declare(ptr %25, !1235, !DIExpression(), !1237)
  store i16 10589, ptr %25, align 2, !dbg !1237
    #dbg_declare(ptr %26, !1238, !DIExpression(), !1239)
  store ptr @g_44, ptr %26, align 8, !dbg !1239
    #dbg_declare(ptr %27, !1240, !DIExpression(), !1241)
  store ptr @g_44, ptr %27, align 8, !dbg !1241
    #dbg_declare(ptr %28, !1242, !DIExpression(), !1243)
  store ptr @g_44, ptr %28, align 8, !dbg !1243
    #dbg_declare(ptr %29, !1244, !DIExpression(), !1245)
  store ptr @g_44, ptr %29, align 8, !dbg !1245
    #dbg_declare(ptr %30, !1246, !DIExpression(), !1247)
  store ptr %11, ptr %30, align 8, !dbg !1247
    #dbg_declare(ptr %31, !1248, !DIExpression(), !1249)
  store ptr %11, ptr %31, align 8, !dbg !1249
    #dbg_declare(ptr %32, !1250, !DIExpression(), !1251)
  store ptr @g_44, ptr %32, align 8, !dbg !1251
    #dbg_declare(ptr %33, !1252, !DIExpression(), !1253)
  store ptr null, ptr %33, align 8, !dbg !1253
    #dbg_declare(ptr %34, !1254, !DIExpression(), !1258)
  call void @llvm.memset.p0.i64(ptr align 16 %34, i8 0, i64 96, i1 false), !dbg !1258
    #dbg_declare(ptr %35, !1259, !DIExpression(), !1260)
  store i16 4014, ptr %35, align 2, !dbg !1260
    #dbg_declare(ptr %36, !1261, !DIExpression(), !1262)
    #dbg_declare(ptr %37, !1263, !DIExpression(), !1264)
    #dbg_declare(ptr %38, !1265, !DIExpression(), !1266)
  %122 = load ptr, ptr %19, align 8, !dbg !1267
  %123 = icmp eq ptr %122, null, !dbg !1268
  %124 = zext i1 %123 to i32, !dbg !1268
  %125 = load volatile ptr, ptr @g_43, align 8, !dbg !1269
  store i32 %124, ptr %125, align 4, !dbg !1270
  %126 = load i64, ptr %4, align 8, !dbg !1271
  %127 = add i64 %126, 1, !dbg !1271
  store i64 %127, ptr %4, align 8, !dbg !1271
  %128 = load i16, ptr %3, align 2, !dbg !1272
  %129 = sext i16 %128 to i32, !dbg !1272
  %130 = load ptr, ptr %10, align 8, !dbg !1273
  %131 = icmp eq ptr %130, null, !dbg !1274
  %132 = zext i1 %131 to i32, !dbg !1274
  %133 = sext i32 %132 to i64, !dbg !1275
  %134 = or i64 -3, %133, !dbg !1276
  %135 = trunc i64 %134 to i32, !dbg !1277
  %136 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef %129, i32 noundef %135), !dbg !1278
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 8 @g_68, i64 8, i1 true), !dbg !1279
  %137 = load i32, ptr %20, align 4, !dbg !1280
  %138 = xor i32 %137, -1, !dbg !1281
  %139 = load i16, ptr %3, align 2, !dbg !1282
  %140 = sext i16 %139 to i32, !dbg !1283
  %141 = icmp ne i32 %140, 0, !dbg !1283
  br i1 %141, label %147, label %142, !dbg !1284

142:                                              ; preds = %121
  %143 = load i16, ptr %3, align 2, !dbg !1285
  %144 = sext i16 %143 to i32, !dbg !1285
  %145 = icmp ne i32 %144, 0, !dbg !1285
  br i1 %145, label %147, label %146, !dbg !1286

146:                                              ; preds = %142
  br label %147, !dbg !1286

147:                                              ; preds = %146, %142, %121
  %148 = phi i1 [ true, %142 ], [ true, %121 ], [ true, %146 ]
  %149 = zext i1 %148 to i32, !dbg !1286
  %150 = load i16, ptr %3, align 2, !dbg !1287
  %151 = sext i16 %150 to i32, !dbg !1287
  %152 = icmp sle i32 %149, %151, !dbg !1288
  %153 = zext i1 %152 to i32, !dbg !1288
  %154 = load i32, ptr %21, align 4, !dbg !1289
  %155 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef %153, i32 noundef %154), !dbg !1290
  %156 = sext i32 %155 to i64, !dbg !1291
  %157 = icmp sgt i64 %156, 33733, !dbg !1292
  %158 = zext i1 %157 to i32, !dbg !1292
  %159 = load i32, ptr @g_44, align 4, !dbg !1293
  %160 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef %158, i32 noundef %159), !dbg !1294
  %161 = load i32, ptr %20, align 4, !dbg !1295
  %162 = icmp uge i32 %160, %161, !dbg !1296
  %163 = zext i1 %162 to i32, !dbg !1296
  %164 = icmp uge i32 %136, %163, !dbg !1297
  %165 = zext i1 %164 to i32, !dbg !1297
  %166 = sext i32 %165 to i64, !dbg !1298
  %167 = xor i64 %166, 1, !dbg !1299
  %168 = trunc i64 %167 to i16, !dbg !1300
  %169 = load i32, ptr @g_7, align 4, !dbg !1301
  %170 = trunc i32 %169 to i16, !dbg !1301
  %171 = call signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %168, i16 noundef signext %170), !dbg !1302
  %172 = sext i16 %171 to i32, !dbg !1303
  %173 = load ptr, ptr %27, align 8, !dbg !1304
  store i32 %172, ptr %173, align 4, !dbg !1305
  br label %174, !dbg !1306

174:                                              ; preds = %147
  %175 = load i64, ptr @g_30, align 8, !dbg !1307
  %176 = add i64 %175, 1, !dbg !1307
  store i64 %176, ptr @g_30, align 8, !dbg !1307
  br label %118, !dbg !1308, !llvm.loop !1309

177:                                              ; preds = %118
  %178 = getelementptr inbounds [6 x [7 x [5 x ptr]]], ptr %5, i64 0, i64 1, !dbg !1311
  %179 = getelementptr inbounds [7 x [5 x ptr]], ptr %178, i64 0, i64 0, !dbg !1311
  %180 = getelementptr inbounds [5 x ptr], ptr %179, i64 0, i64 0, !dbg !1311
  %181 = load ptr, ptr %180, align 8, !dbg !1311
  %182 = load ptr, ptr %22, align 8, !dbg !1312
  store ptr %181, ptr %182, align 8, !dbg !1313
  %183 = load ptr, ptr %24, align 8, !dbg !1314
  store ptr %181, ptr %183, align 8, !dbg !1315
  %184 = load volatile ptr, ptr @g_75, align 8, !dbg !1316
  store ptr %181, ptr %184, align 8, !dbg !1317
  store i32 1, ptr %20, align 4, !dbg !1318
  br label %185, !dbg !1320

185:                                              ; preds = %197, %177
  %186 = load i32, ptr %20, align 4, !dbg !1321
  %187 = icmp sle i32 %186, 4, !dbg !1323
  br i1 %187, label %188, label %200, !dbg !1324

188:                                              ; preds = %185
    #dbg_declare(ptr %40, !1325, !DIExpression(), !1327)
  store i32 538145032, ptr %40, align 4, !dbg !1327
  %189 = load i32, ptr %40, align 4, !dbg !1328
  %190 = icmp ne i32 %189, 0, !dbg !1328
  br i1 %190, label %191, label %192, !dbg !1330

191:                                              ; preds = %188
  br label %200, !dbg !1331

192:                                              ; preds = %188
  %193 = load i16, ptr %3, align 2, !dbg !1332
  %194 = icmp ne i16 %193, 0, !dbg !1332
  br i1 %194, label %195, label %196, !dbg !1334

195:                                              ; preds = %192
  br label %197, !dbg !1335

196:                                              ; preds = %192
  br label %197, !dbg !1336

197:                                              ; preds = %196, %195
  %198 = load i32, ptr %20, align 4, !dbg !1337
  %199 = add nsw i32 %198, 1, !dbg !1337
  store i32 %199, ptr %20, align 4, !dbg !1337
  br label %185, !dbg !1338, !llvm.loop !1339

200:                                              ; preds = %191, %185
  br label %351, !dbg !1341

201:                                              ; preds = %99
    #dbg_declare(ptr %41, !1342, !DIExpression(), !1344)
  store ptr @g_87, ptr %41, align 8, !dbg !1344
    #dbg_declare(ptr %42, !1345, !DIExpression(), !1346)
  store i32 -196488370, ptr %42, align 4, !dbg !1346
    #dbg_declare(ptr %43, !1347, !DIExpression(), !1348)
  store i32 -1, ptr %43, align 4, !dbg !1348
    #dbg_declare(ptr %44, !1349, !DIExpression(), !1353)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %44, ptr align 16 @__const.func_16.l_104, i64 63, i1 false), !dbg !1353
    #dbg_declare(ptr %45, !1354, !DIExpression(), !1355)
  store i32 -1, ptr %45, align 4, !dbg !1355
    #dbg_declare(ptr %46, !1356, !DIExpression(), !1357)
  store i32 -978064996, ptr %46, align 4, !dbg !1357
    #dbg_declare(ptr %47, !1358, !DIExpression(), !1359)
  store i32 -1, ptr %47, align 4, !dbg !1359
    #dbg_declare(ptr %48, !1360, !DIExpression(), !1362)
  call void @llvm.memset.p0.i64(ptr align 2 %48, i8 0, i64 12, i1 false), !dbg !1362
    #dbg_declare(ptr %49, !1363, !DIExpression(), !1364)
  store i32 -250545873, ptr %49, align 4, !dbg !1364
    #dbg_declare(ptr %50, !1365, !DIExpression(), !1366)
    #dbg_declare(ptr %51, !1367, !DIExpression(), !1368)
    #dbg_declare(ptr %52, !1369, !DIExpression(), !1370)
  %202 = call zeroext i8 @safe_lshift_func_uint8_t_u_s(i8 noundef zeroext -1, i32 noundef 5), !dbg !1371
  %203 = zext i8 %202 to i32, !dbg !1372
  %204 = load ptr, ptr @g_76, align 8, !dbg !1373
  store i32 %203, ptr %204, align 4, !dbg !1374
  %205 = load i16, ptr %3, align 2, !dbg !1375
  %206 = sext i16 %205 to i64, !dbg !1375
  %207 = load i32, ptr %11, align 4, !dbg !1376
  %208 = icmp ne i32 %207, 0, !dbg !1376
  br i1 %208, label %210, label %209, !dbg !1377

209:                                              ; preds = %201
  br label %210, !dbg !1377

210:                                              ; preds = %209, %201
  %211 = phi i1 [ true, %201 ], [ false, %209 ]
  %212 = zext i1 %211 to i32, !dbg !1377
  %213 = sext i32 %212 to i64, !dbg !1378
  %214 = call i64 @safe_mod_func_uint64_t_u_u(i64 noundef %206, i64 noundef %213), !dbg !1379
  %215 = icmp ne i64 %214, 0, !dbg !1379
  br i1 %215, label %216, label %238, !dbg !1380

216:                                              ; preds = %210
  %217 = load i16, ptr %3, align 2, !dbg !1381
  %218 = sext i16 %217 to i32, !dbg !1381
  %219 = load ptr, ptr %41, align 8, !dbg !1382
  store i32 %218, ptr %219, align 4, !dbg !1383
  %220 = load i32, ptr %42, align 4, !dbg !1384
  %221 = xor i32 %218, %220, !dbg !1385
  %222 = trunc i32 %221 to i16, !dbg !1386
  %223 = load i72, ptr getelementptr inbounds (%struct.S1, ptr @g_82, i32 0, i32 3), align 1, !dbg !1387
  %224 = lshr i72 %223, 42, !dbg !1387
  %225 = and i72 %224, 134217727, !dbg !1387
  %226 = trunc i72 %225 to i32, !dbg !1387
  %227 = trunc i32 %226 to i16, !dbg !1388
  %228 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %222, i16 noundef zeroext %227), !dbg !1389
  %229 = zext i16 %228 to i64, !dbg !1390
  %230 = load i64, ptr %12, align 8, !dbg !1391
  %231 = xor i64 %229, %230, !dbg !1392
  %232 = icmp ne i64 %231, 0, !dbg !1392
  br i1 %232, label %236, label %233, !dbg !1393

233:                                              ; preds = %216
  %234 = load i32, ptr %42, align 4, !dbg !1394
  %235 = icmp ne i32 %234, 0, !dbg !1393
  br label %236, !dbg !1393

236:                                              ; preds = %233, %216
  %237 = phi i1 [ true, %216 ], [ %235, %233 ]
  br label %238

238:                                              ; preds = %236, %210
  %239 = phi i1 [ false, %210 ], [ %237, %236 ], !dbg !1395
  %240 = zext i1 %239 to i32, !dbg !1380
  %241 = load ptr, ptr @g_76, align 8, !dbg !1396
  store i32 %240, ptr %241, align 4, !dbg !1397
  %242 = load volatile i32, ptr @g_91, align 4, !dbg !1398
  %243 = add i32 %242, 1, !dbg !1398
  store volatile i32 %243, ptr @g_91, align 4, !dbg !1398
  %244 = load i64, ptr %12, align 8, !dbg !1399
  %245 = trunc i64 %244 to i32, !dbg !1399
  store i32 %245, ptr %42, align 4, !dbg !1401
  %246 = load i32, ptr getelementptr inbounds (%struct.S1, ptr @g_82, i32 0, i32 1), align 1, !dbg !1402
  %247 = trunc i32 %246 to i8, !dbg !1403
  %248 = load volatile i72, ptr getelementptr inbounds (%struct.S1, ptr @g_82, i32 0, i32 3), align 1, !dbg !1404
  %249 = shl i72 %248, 30, !dbg !1404
  %250 = ashr i72 %249, 49, !dbg !1404
  %251 = trunc i72 %250 to i32, !dbg !1404
  %252 = load i24, ptr getelementptr inbounds (%struct.S1, ptr @g_82, i32 0, i32 2), align 1, !dbg !1405
  %253 = lshr i24 %252, 2, !dbg !1405
  %254 = and i24 %253, 1048575, !dbg !1405
  %255 = zext i24 %254 to i32, !dbg !1405
  %256 = icmp sle i32 %251, %255, !dbg !1406
  %257 = zext i1 %256 to i32, !dbg !1406
  %258 = load i64, ptr @g_30, align 8, !dbg !1407
  %259 = trunc i64 %258 to i8, !dbg !1408
  %260 = load i32, ptr %43, align 4, !dbg !1409
  %261 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %259, i32 noundef %260), !dbg !1410
  %262 = zext i8 %261 to i64, !dbg !1411
  %263 = icmp sle i64 20227, %262, !dbg !1412
  %264 = zext i1 %263 to i32, !dbg !1412
  %265 = sext i32 %264 to i64, !dbg !1413
  %266 = load i24, ptr getelementptr inbounds (%struct.S1, ptr @g_82, i32 0, i32 2), align 1, !dbg !1414
  %267 = and i24 %266, 3, !dbg !1414
  %268 = zext i24 %267 to i32, !dbg !1414
  %269 = zext i32 %268 to i64, !dbg !1415
  %270 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %265, i64 noundef %269), !dbg !1416
  %271 = load i32, ptr @g_87, align 4, !dbg !1417
  %272 = zext i32 %271 to i64, !dbg !1417
  %273 = icmp ugt i64 %270, %272, !dbg !1418
  %274 = zext i1 %273 to i32, !dbg !1418
  %275 = trunc i32 %274 to i8, !dbg !1419
  %276 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %247, i8 noundef zeroext %275), !dbg !1420
  %277 = icmp ne i8 %276, 0, !dbg !1420
  br i1 %277, label %278, label %288, !dbg !1421

278:                                              ; preds = %238
    #dbg_declare(ptr %53, !1422, !DIExpression(), !1424)
  store ptr %14, ptr %53, align 8, !dbg !1424
    #dbg_declare(ptr %54, !1425, !DIExpression(), !1428)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %54, ptr align 16 @__const.func_16.l_103, i64 972, i1 false), !dbg !1428
    #dbg_declare(ptr %55, !1429, !DIExpression(), !1430)
    #dbg_declare(ptr %56, !1431, !DIExpression(), !1432)
    #dbg_declare(ptr %57, !1433, !DIExpression(), !1434)
  %279 = load ptr, ptr %14, align 8, !dbg !1435
  %280 = load ptr, ptr %53, align 8, !dbg !1436
  store ptr %279, ptr %280, align 8, !dbg !1437
  %281 = load volatile i8, ptr getelementptr inbounds ([9 x i8], ptr getelementptr inbounds ([3 x [9 x i8]], ptr getelementptr inbounds ([5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 2), i64 0, i64 2), i64 0, i64 7), align 1, !dbg !1438
  %282 = add i8 %281, 1, !dbg !1438
  store volatile i8 %282, ptr getelementptr inbounds ([9 x i8], ptr getelementptr inbounds ([3 x [9 x i8]], ptr getelementptr inbounds ([5 x [3 x [9 x i8]]], ptr @g_115, i64 0, i64 2), i64 0, i64 2), i64 0, i64 7), align 1, !dbg !1438
  %283 = load i16, ptr %3, align 2, !dbg !1439
  %284 = sext i16 %283 to i32, !dbg !1439
  %285 = load ptr, ptr @g_76, align 8, !dbg !1440
  store i32 %284, ptr %285, align 4, !dbg !1441
  %286 = load i32, ptr %18, align 4, !dbg !1442
  %287 = add i32 %286, -1, !dbg !1442
  store i32 %287, ptr %18, align 4, !dbg !1442
  br label %350, !dbg !1443

288:                                              ; preds = %238
    #dbg_declare(ptr %58, !1444, !DIExpression(), !1446)
  store ptr @g_82, ptr %58, align 8, !dbg !1446
    #dbg_declare(ptr %59, !1447, !DIExpression(), !1448)
  store i32 559961251, ptr %59, align 4, !dbg !1448
    #dbg_declare(ptr %60, !1449, !DIExpression(), !1450)
  %289 = getelementptr inbounds [6 x i16], ptr %48, i64 0, i64 5, !dbg !1451
  store ptr %289, ptr %60, align 8, !dbg !1450
    #dbg_declare(ptr %61, !1452, !DIExpression(), !1454)
  store ptr @g_136, ptr %61, align 8, !dbg !1454
  %290 = load i32, ptr @g_87, align 4, !dbg !1455
  %291 = load ptr, ptr %58, align 8, !dbg !1456
  %292 = icmp ne ptr %291, null, !dbg !1457
  %293 = zext i1 %292 to i32, !dbg !1457
  %294 = load i72, ptr getelementptr inbounds (%struct.S1, ptr @g_82, i32 0, i32 3), align 1, !dbg !1458
  %295 = lshr i72 %294, 42, !dbg !1458
  %296 = and i72 %295, 134217727, !dbg !1458
  %297 = trunc i72 %296 to i32, !dbg !1458
  %298 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef 1, i32 noundef %297), !dbg !1459
  %299 = icmp slt i32 %293, %298, !dbg !1460
  br i1 %299, label %306, label %300, !dbg !1461

300:                                              ; preds = %288
  %301 = load i72, ptr getelementptr inbounds (%struct.S1, ptr @g_82, i32 0, i32 3), align 1, !dbg !1462
  %302 = lshr i72 %301, 42, !dbg !1462
  %303 = and i72 %302, 134217727, !dbg !1462
  %304 = trunc i72 %303 to i32, !dbg !1462
  %305 = icmp ne i32 %304, 0, !dbg !1461
  br label %306, !dbg !1461

306:                                              ; preds = %300, %288
  %307 = phi i1 [ true, %288 ], [ %305, %300 ]
  %308 = zext i1 %307 to i32, !dbg !1461
  %309 = load volatile ptr, ptr @g_43, align 8, !dbg !1463
  %310 = load i32, ptr %309, align 4, !dbg !1464
  %311 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %308, i32 noundef %310), !dbg !1465
  %312 = sext i32 %311 to i64, !dbg !1466
  %313 = icmp ne i64 %312, 2822466347, !dbg !1467
  %314 = zext i1 %313 to i32, !dbg !1467
  %315 = trunc i32 %314 to i8, !dbg !1468
  %316 = load i64, ptr @g_108, align 16, !dbg !1469
  %317 = trunc i64 %316 to i8, !dbg !1469
  %318 = call zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %315, i8 noundef zeroext %317), !dbg !1470
  %319 = zext i8 %318 to i64, !dbg !1471
  %320 = icmp sle i64 %319, 79, !dbg !1472
  %321 = zext i1 %320 to i32, !dbg !1472
  %322 = icmp eq i32 %290, %321, !dbg !1473
  br i1 %322, label %326, label %323, !dbg !1474

323:                                              ; preds = %306
  %324 = load i32, ptr %59, align 4, !dbg !1475
  %325 = icmp ne i32 %324, 0, !dbg !1474
  br label %326, !dbg !1474

326:                                              ; preds = %323, %306
  %327 = phi i1 [ true, %306 ], [ %325, %323 ]
  %328 = zext i1 %327 to i32, !dbg !1474
  %329 = sext i32 %328 to i64, !dbg !1476
  %330 = icmp eq i64 %329, 1112395660, !dbg !1477
  %331 = zext i1 %330 to i32, !dbg !1477
  %332 = load i32, ptr %43, align 4, !dbg !1478
  %333 = and i32 %332, %331, !dbg !1478
  store i32 %333, ptr %43, align 4, !dbg !1478
  %334 = load i16, ptr %3, align 2, !dbg !1479
  %335 = icmp ne i16 %334, 0, !dbg !1479
  br i1 %335, label %336, label %337, !dbg !1481

336:                                              ; preds = %326
  br label %354, !dbg !1482

337:                                              ; preds = %326
  %338 = load i16, ptr %3, align 2, !dbg !1483
  %339 = sext i16 %338 to i32, !dbg !1483
  %340 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext 0, i32 noundef %339), !dbg !1484
  %341 = sext i8 %340 to i32, !dbg !1485
  %342 = load i32, ptr %16, align 4, !dbg !1486
  %343 = icmp sgt i32 %341, %342, !dbg !1487
  %344 = zext i1 %343 to i32, !dbg !1487
  %345 = load i32, ptr %15, align 4, !dbg !1488
  %346 = or i32 %344, %345, !dbg !1489
  %347 = load ptr, ptr @g_76, align 8, !dbg !1490
  %348 = load i32, ptr %347, align 4, !dbg !1491
  %349 = and i32 %348, %346, !dbg !1491
  store i32 %349, ptr %347, align 4, !dbg !1491
  br label %350

350:                                              ; preds = %337, %278
  br label %351

351:                                              ; preds = %350, %200
  %352 = load i16, ptr %3, align 2, !dbg !1492
  %353 = trunc i16 %352 to i8, !dbg !1492
  store i8 %353, ptr %2, align 1, !dbg !1493
  br label %360, !dbg !1493

354:                                              ; preds = %336
  %355 = load i64, ptr @g_20, align 8, !dbg !1494
  %356 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %355, i64 noundef 4), !dbg !1495
  store i64 %356, ptr @g_20, align 8, !dbg !1496
  br label %62, !dbg !1497, !llvm.loop !1498

357:                                              ; preds = %62
  %358 = load i32, ptr @g_44, align 4, !dbg !1500
  %359 = trunc i32 %358 to i8, !dbg !1500
  store i8 %359, ptr %2, align 1, !dbg !1501
  br label %360, !dbg !1501

360:                                              ; preds = %357, %351
  %361 = load i8, ptr %2, align 1, !dbg !1502
  ret i8 %361, !dbg !1502
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !1503 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1506, !DIExpression(), !1507)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1508, !DIExpression(), !1509)
  %5 = load i8, ptr %3, align 1, !dbg !1510
  %6 = zext i8 %5 to i32, !dbg !1510
  %7 = load i8, ptr %4, align 1, !dbg !1511
  %8 = zext i8 %7 to i32, !dbg !1511
  %9 = sub nsw i32 %6, %8, !dbg !1512
  %10 = trunc i32 %9 to i8, !dbg !1510
  ret i8 %10, !dbg !1513
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !1514 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1517, !DIExpression(), !1518)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1519, !DIExpression(), !1520)
  %5 = load i32, ptr %4, align 4, !dbg !1521
  %6 = icmp uge i32 %5, 32, !dbg !1522
  br i1 %6, label %7, label %10, !dbg !1523

7:                                                ; preds = %2
  %8 = load i8, ptr %3, align 1, !dbg !1524
  %9 = zext i8 %8 to i32, !dbg !1525
  br label %15, !dbg !1523

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1, !dbg !1526
  %12 = zext i8 %11 to i32, !dbg !1526
  %13 = load i32, ptr %4, align 4, !dbg !1527
  %14 = ashr i32 %12, %13, !dbg !1528
  br label %15, !dbg !1523

15:                                               ; preds = %10, %7
  %16 = phi i32 [ %9, %7 ], [ %14, %10 ], !dbg !1523
  %17 = trunc i32 %16 to i8, !dbg !1523
  ret i8 %17, !dbg !1529
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !1530 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1531, !DIExpression(), !1532)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1533, !DIExpression(), !1534)
  %5 = load i16, ptr %3, align 2, !dbg !1535
  %6 = zext i16 %5 to i32, !dbg !1535
  %7 = load i16, ptr %4, align 2, !dbg !1536
  %8 = zext i16 %7 to i32, !dbg !1536
  %9 = add nsw i32 %6, %8, !dbg !1537
  %10 = trunc i32 %9 to i16, !dbg !1535
  ret i16 %10, !dbg !1538
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1539 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1542, !DIExpression(), !1543)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1544, !DIExpression(), !1545)
  %5 = load i8, ptr %4, align 1, !dbg !1546
  %6 = sext i8 %5 to i32, !dbg !1546
  %7 = icmp eq i32 %6, 0, !dbg !1547
  br i1 %7, label %16, label %8, !dbg !1548

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1, !dbg !1549
  %10 = sext i8 %9 to i32, !dbg !1549
  %11 = icmp eq i32 %10, -128, !dbg !1550
  br i1 %11, label %12, label %19, !dbg !1551

12:                                               ; preds = %8
  %13 = load i8, ptr %4, align 1, !dbg !1552
  %14 = sext i8 %13 to i32, !dbg !1552
  %15 = icmp eq i32 %14, -1, !dbg !1553
  br i1 %15, label %16, label %19, !dbg !1554

16:                                               ; preds = %12, %2
  %17 = load i8, ptr %3, align 1, !dbg !1555
  %18 = sext i8 %17 to i32, !dbg !1556
  br label %25, !dbg !1554

19:                                               ; preds = %12, %8
  %20 = load i8, ptr %3, align 1, !dbg !1557
  %21 = sext i8 %20 to i32, !dbg !1557
  %22 = load i8, ptr %4, align 1, !dbg !1558
  %23 = sext i8 %22 to i32, !dbg !1558
  %24 = srem i32 %21, %23, !dbg !1559
  br label %25, !dbg !1554

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ], !dbg !1554
  %27 = trunc i32 %26 to i8, !dbg !1554
  ret i8 %27, !dbg !1560
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_div_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !1561 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1562, !DIExpression(), !1563)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1564, !DIExpression(), !1565)
  %5 = load i16, ptr %4, align 2, !dbg !1566
  %6 = zext i16 %5 to i32, !dbg !1566
  %7 = icmp eq i32 %6, 0, !dbg !1567
  br i1 %7, label %8, label %11, !dbg !1568

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2, !dbg !1569
  %10 = zext i16 %9 to i32, !dbg !1570
  br label %17, !dbg !1568

11:                                               ; preds = %2
  %12 = load i16, ptr %3, align 2, !dbg !1571
  %13 = zext i16 %12 to i32, !dbg !1571
  %14 = load i16, ptr %4, align 2, !dbg !1572
  %15 = zext i16 %14 to i32, !dbg !1572
  %16 = sdiv i32 %13, %15, !dbg !1573
  br label %17, !dbg !1568

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ], !dbg !1568
  %19 = trunc i32 %18 to i16, !dbg !1568
  ret i16 %19, !dbg !1574
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1575 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1576, !DIExpression(), !1577)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1578, !DIExpression(), !1579)
  %5 = load i8, ptr %3, align 1, !dbg !1580
  %6 = sext i8 %5 to i32, !dbg !1580
  %7 = load i8, ptr %4, align 1, !dbg !1581
  %8 = sext i8 %7 to i32, !dbg !1581
  %9 = sub nsw i32 %6, %8, !dbg !1582
  %10 = trunc i32 %9 to i8, !dbg !1583
  ret i8 %10, !dbg !1584
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !1585 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1588, !DIExpression(), !1589)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1590, !DIExpression(), !1591)
  %5 = load i16, ptr %3, align 2, !dbg !1592
  %6 = sext i16 %5 to i32, !dbg !1592
  %7 = load i16, ptr %4, align 2, !dbg !1593
  %8 = sext i16 %7 to i32, !dbg !1593
  %9 = mul nsw i32 %6, %8, !dbg !1594
  %10 = trunc i32 %9 to i16, !dbg !1592
  ret i16 %10, !dbg !1595
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext %0, i32 noundef %1) #0 !dbg !1596 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1597, !DIExpression(), !1598)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1599, !DIExpression(), !1600)
  %5 = load i8, ptr %3, align 1, !dbg !1601
  %6 = sext i8 %5 to i32, !dbg !1601
  %7 = icmp slt i32 %6, 0, !dbg !1602
  br i1 %7, label %17, label %8, !dbg !1603

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1604
  %10 = icmp uge i32 %9, 32, !dbg !1605
  br i1 %10, label %17, label %11, !dbg !1606

11:                                               ; preds = %8
  %12 = load i8, ptr %3, align 1, !dbg !1607
  %13 = sext i8 %12 to i32, !dbg !1607
  %14 = load i32, ptr %4, align 4, !dbg !1608
  %15 = ashr i32 127, %14, !dbg !1609
  %16 = icmp sgt i32 %13, %15, !dbg !1610
  br i1 %16, label %17, label %20, !dbg !1611

17:                                               ; preds = %11, %8, %2
  %18 = load i8, ptr %3, align 1, !dbg !1612
  %19 = sext i8 %18 to i32, !dbg !1613
  br label %25, !dbg !1611

20:                                               ; preds = %11
  %21 = load i8, ptr %3, align 1, !dbg !1614
  %22 = sext i8 %21 to i32, !dbg !1614
  %23 = load i32, ptr %4, align 4, !dbg !1615
  %24 = shl i32 %22, %23, !dbg !1616
  br label %25, !dbg !1611

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ], !dbg !1611
  %27 = trunc i32 %26 to i8, !dbg !1611
  ret i8 %27, !dbg !1617
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_mod_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !1618 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1621, !DIExpression(), !1622)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1623, !DIExpression(), !1624)
  %5 = load i64, ptr %4, align 8, !dbg !1625
  %6 = icmp eq i64 %5, 0, !dbg !1626
  br i1 %6, label %7, label %9, !dbg !1627

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !1628
  br label %13, !dbg !1627

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8, !dbg !1629
  %11 = load i64, ptr %4, align 8, !dbg !1630
  %12 = urem i64 %10, %11, !dbg !1631
  br label %13, !dbg !1627

13:                                               ; preds = %9, %7
  %14 = phi i64 [ %8, %7 ], [ %12, %9 ], !dbg !1627
  ret i64 %14, !dbg !1632
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !1633 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1634, !DIExpression(), !1635)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1636, !DIExpression(), !1637)
  %5 = load i8, ptr %4, align 1, !dbg !1638
  %6 = zext i8 %5 to i32, !dbg !1638
  %7 = icmp eq i32 %6, 0, !dbg !1639
  br i1 %7, label %8, label %11, !dbg !1640

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1, !dbg !1641
  %10 = zext i8 %9 to i32, !dbg !1642
  br label %17, !dbg !1640

11:                                               ; preds = %2
  %12 = load i8, ptr %3, align 1, !dbg !1643
  %13 = zext i8 %12 to i32, !dbg !1643
  %14 = load i8, ptr %4, align 1, !dbg !1644
  %15 = zext i8 %14 to i32, !dbg !1644
  %16 = sdiv i32 %13, %15, !dbg !1645
  br label %17, !dbg !1640

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ], !dbg !1640
  %19 = trunc i32 %18 to i8, !dbg !1640
  ret i8 %19, !dbg !1646
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !1647 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1650, !DIExpression(), !1651)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1652, !DIExpression(), !1653)
  %5 = load i32, ptr %4, align 4, !dbg !1654
  %6 = icmp uge i32 %5, 32, !dbg !1655
  br i1 %6, label %13, label %7, !dbg !1656

7:                                                ; preds = %2
  %8 = load i16, ptr %3, align 2, !dbg !1657
  %9 = zext i16 %8 to i32, !dbg !1657
  %10 = load i32, ptr %4, align 4, !dbg !1658
  %11 = ashr i32 65535, %10, !dbg !1659
  %12 = icmp sgt i32 %9, %11, !dbg !1660
  br i1 %12, label %13, label %16, !dbg !1661

13:                                               ; preds = %7, %2
  %14 = load i16, ptr %3, align 2, !dbg !1662
  %15 = zext i16 %14 to i32, !dbg !1663
  br label %21, !dbg !1661

16:                                               ; preds = %7
  %17 = load i16, ptr %3, align 2, !dbg !1664
  %18 = zext i16 %17 to i32, !dbg !1664
  %19 = load i32, ptr %4, align 4, !dbg !1665
  %20 = shl i32 %18, %19, !dbg !1666
  br label %21, !dbg !1661

21:                                               ; preds = %16, %13
  %22 = phi i32 [ %15, %13 ], [ %20, %16 ], !dbg !1661
  %23 = trunc i32 %22 to i16, !dbg !1661
  ret i16 %23, !dbg !1667
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !1668 {
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
  %9 = add nsw i32 %6, %8, !dbg !1675
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
define internal signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !1711 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1712, !DIExpression(), !1713)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1714, !DIExpression(), !1715)
  %5 = load i16, ptr %3, align 2, !dbg !1716
  %6 = sext i16 %5 to i32, !dbg !1716
  %7 = load i16, ptr %4, align 2, !dbg !1717
  %8 = sext i16 %7 to i32, !dbg !1717
  %9 = add nsw i32 %6, %8, !dbg !1718
  %10 = trunc i32 %9 to i16, !dbg !1719
  ret i16 %10, !dbg !1720
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1721 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1722, !DIExpression(), !1723)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1724, !DIExpression(), !1725)
  %5 = load i8, ptr %3, align 1, !dbg !1726
  %6 = sext i8 %5 to i32, !dbg !1726
  %7 = load i8, ptr %4, align 1, !dbg !1727
  %8 = sext i8 %7 to i32, !dbg !1727
  %9 = mul nsw i32 %6, %8, !dbg !1728
  %10 = trunc i32 %9 to i8, !dbg !1726
  ret i8 %10, !dbg !1729
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %0, i32 noundef %1) #0 !dbg !1730 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1733, !DIExpression(), !1734)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1735, !DIExpression(), !1736)
  %5 = load i16, ptr %3, align 2, !dbg !1737
  %6 = sext i16 %5 to i32, !dbg !1737
  %7 = icmp slt i32 %6, 0, !dbg !1738
  br i1 %7, label %17, label %8, !dbg !1739

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1740
  %10 = icmp uge i32 %9, 32, !dbg !1741
  br i1 %10, label %17, label %11, !dbg !1742

11:                                               ; preds = %8
  %12 = load i16, ptr %3, align 2, !dbg !1743
  %13 = sext i16 %12 to i32, !dbg !1743
  %14 = load i32, ptr %4, align 4, !dbg !1744
  %15 = ashr i32 32767, %14, !dbg !1745
  %16 = icmp sgt i32 %13, %15, !dbg !1746
  br i1 %16, label %17, label %20, !dbg !1747

17:                                               ; preds = %11, %8, %2
  %18 = load i16, ptr %3, align 2, !dbg !1748
  %19 = sext i16 %18 to i32, !dbg !1749
  br label %25, !dbg !1747

20:                                               ; preds = %11
  %21 = load i16, ptr %3, align 2, !dbg !1750
  %22 = sext i16 %21 to i32, !dbg !1750
  %23 = load i32, ptr %4, align 4, !dbg !1751
  %24 = shl i32 %22, %23, !dbg !1752
  br label %25, !dbg !1747

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ], !dbg !1747
  %27 = trunc i32 %26 to i16, !dbg !1747
  ret i16 %27, !dbg !1753
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !1754 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1755, !DIExpression(), !1756)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1757, !DIExpression(), !1758)
  %5 = load i16, ptr %4, align 2, !dbg !1759
  %6 = zext i16 %5 to i32, !dbg !1759
  %7 = icmp eq i32 %6, 0, !dbg !1760
  br i1 %7, label %8, label %11, !dbg !1761

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2, !dbg !1762
  %10 = zext i16 %9 to i32, !dbg !1763
  br label %17, !dbg !1761

11:                                               ; preds = %2
  %12 = load i16, ptr %3, align 2, !dbg !1764
  %13 = zext i16 %12 to i32, !dbg !1764
  %14 = load i16, ptr %4, align 2, !dbg !1765
  %15 = zext i16 %14 to i32, !dbg !1765
  %16 = srem i32 %13, %15, !dbg !1766
  br label %17, !dbg !1761

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ], !dbg !1761
  %19 = trunc i32 %18 to i16, !dbg !1761
  ret i16 %19, !dbg !1767
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_div_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !1768 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1769, !DIExpression(), !1770)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1771, !DIExpression(), !1772)
  %5 = load i64, ptr %4, align 8, !dbg !1773
  %6 = icmp eq i64 %5, 0, !dbg !1774
  br i1 %6, label %7, label %9, !dbg !1775

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !1776
  br label %13, !dbg !1775

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8, !dbg !1777
  %11 = load i64, ptr %4, align 8, !dbg !1778
  %12 = udiv i64 %10, %11, !dbg !1779
  br label %13, !dbg !1775

13:                                               ; preds = %9, %7
  %14 = phi i64 [ %8, %7 ], [ %12, %9 ], !dbg !1775
  ret i64 %14, !dbg !1780
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !1781 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1782, !DIExpression(), !1783)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1784, !DIExpression(), !1785)
  %5 = load i16, ptr %3, align 2, !dbg !1786
  %6 = sext i16 %5 to i32, !dbg !1786
  %7 = load i16, ptr %4, align 2, !dbg !1787
  %8 = sext i16 %7 to i32, !dbg !1787
  %9 = sub nsw i32 %6, %8, !dbg !1788
  %10 = trunc i32 %9 to i16, !dbg !1789
  ret i16 %10, !dbg !1790
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_div_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 !dbg !1791 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1792, !DIExpression(), !1793)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1794, !DIExpression(), !1795)
  %5 = load i32, ptr %4, align 4, !dbg !1796
  %6 = icmp eq i32 %5, 0, !dbg !1797
  br i1 %6, label %7, label %9, !dbg !1798

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !1799
  br label %13, !dbg !1798

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4, !dbg !1800
  %11 = load i32, ptr %4, align 4, !dbg !1801
  %12 = udiv i32 %10, %11, !dbg !1802
  br label %13, !dbg !1798

13:                                               ; preds = %9, %7
  %14 = phi i32 [ %8, %7 ], [ %12, %9 ], !dbg !1798
  ret i32 %14, !dbg !1803
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 !dbg !1804 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1805, !DIExpression(), !1806)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1807, !DIExpression(), !1808)
  %5 = load i32, ptr %3, align 4, !dbg !1809
  %6 = load i32, ptr %4, align 4, !dbg !1810
  %7 = sub i32 %5, %6, !dbg !1811
  ret i32 %7, !dbg !1812
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_mod_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !1813 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1816, !DIExpression(), !1817)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1818, !DIExpression(), !1819)
  %5 = load i32, ptr %4, align 4, !dbg !1820
  %6 = icmp eq i32 %5, 0, !dbg !1821
  br i1 %6, label %13, label %7, !dbg !1822

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !1823
  %9 = icmp eq i32 %8, -2147483648, !dbg !1824
  br i1 %9, label %10, label %15, !dbg !1825

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4, !dbg !1826
  %12 = icmp eq i32 %11, -1, !dbg !1827
  br i1 %12, label %13, label %15, !dbg !1828

13:                                               ; preds = %10, %2
  %14 = load i32, ptr %3, align 4, !dbg !1829
  br label %19, !dbg !1828

15:                                               ; preds = %10, %7
  %16 = load i32, ptr %3, align 4, !dbg !1830
  %17 = load i32, ptr %4, align 4, !dbg !1831
  %18 = srem i32 %16, %17, !dbg !1832
  br label %19, !dbg !1828

19:                                               ; preds = %15, %13
  %20 = phi i32 [ %14, %13 ], [ %18, %15 ], !dbg !1828
  ret i32 %20, !dbg !1833
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_lshift_func_uint8_t_u_s(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !1834 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1837, !DIExpression(), !1838)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1839, !DIExpression(), !1840)
  %5 = load i32, ptr %4, align 4, !dbg !1841
  %6 = icmp slt i32 %5, 0, !dbg !1842
  br i1 %6, label %16, label %7, !dbg !1843

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !1844
  %9 = icmp sge i32 %8, 32, !dbg !1845
  br i1 %9, label %16, label %10, !dbg !1846

10:                                               ; preds = %7
  %11 = load i8, ptr %3, align 1, !dbg !1847
  %12 = zext i8 %11 to i32, !dbg !1847
  %13 = load i32, ptr %4, align 4, !dbg !1848
  %14 = ashr i32 255, %13, !dbg !1849
  %15 = icmp sgt i32 %12, %14, !dbg !1850
  br i1 %15, label %16, label %19, !dbg !1851

16:                                               ; preds = %10, %7, %2
  %17 = load i8, ptr %3, align 1, !dbg !1852
  %18 = zext i8 %17 to i32, !dbg !1853
  br label %24, !dbg !1851

19:                                               ; preds = %10
  %20 = load i8, ptr %3, align 1, !dbg !1854
  %21 = zext i8 %20 to i32, !dbg !1854
  %22 = load i32, ptr %4, align 4, !dbg !1855
  %23 = shl i32 %21, %22, !dbg !1856
  br label %24, !dbg !1851

24:                                               ; preds = %19, %16
  %25 = phi i32 [ %18, %16 ], [ %23, %19 ], !dbg !1851
  %26 = trunc i32 %25 to i8, !dbg !1851
  ret i8 %26, !dbg !1857
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !1858 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1859, !DIExpression(), !1860)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1861, !DIExpression(), !1862)
  %5 = load i16, ptr %3, align 2, !dbg !1863
  %6 = zext i16 %5 to i32, !dbg !1864
  %7 = load i16, ptr %4, align 2, !dbg !1865
  %8 = zext i16 %7 to i32, !dbg !1866
  %9 = mul i32 %6, %8, !dbg !1867
  %10 = trunc i32 %9 to i16, !dbg !1868
  ret i16 %10, !dbg !1869
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !1870 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1871, !DIExpression(), !1872)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1873, !DIExpression(), !1874)
  %5 = load i8, ptr %3, align 1, !dbg !1875
  %6 = zext i8 %5 to i32, !dbg !1876
  %7 = load i8, ptr %4, align 1, !dbg !1877
  %8 = zext i8 %7 to i32, !dbg !1878
  %9 = mul i32 %6, %8, !dbg !1879
  %10 = trunc i32 %9 to i8, !dbg !1880
  ret i8 %10, !dbg !1881
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !1882 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1883, !DIExpression(), !1884)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1885, !DIExpression(), !1886)
  %5 = load i64, ptr %3, align 8, !dbg !1887
  %6 = load i64, ptr %4, align 8, !dbg !1888
  %7 = add i64 %5, %6, !dbg !1889
  ret i64 %7, !dbg !1890
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !1891 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1892, !DIExpression(), !1893)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1894, !DIExpression(), !1895)
  %5 = load i8, ptr %4, align 1, !dbg !1896
  %6 = zext i8 %5 to i32, !dbg !1896
  %7 = icmp eq i32 %6, 0, !dbg !1897
  br i1 %7, label %8, label %11, !dbg !1898

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1, !dbg !1899
  %10 = zext i8 %9 to i32, !dbg !1900
  br label %17, !dbg !1898

11:                                               ; preds = %2
  %12 = load i8, ptr %3, align 1, !dbg !1901
  %13 = zext i8 %12 to i32, !dbg !1901
  %14 = load i8, ptr %4, align 1, !dbg !1902
  %15 = zext i8 %14 to i32, !dbg !1902
  %16 = srem i32 %13, %15, !dbg !1903
  br label %17, !dbg !1898

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ], !dbg !1898
  %19 = trunc i32 %18 to i8, !dbg !1898
  ret i8 %19, !dbg !1904
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_add_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !1905 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1906, !DIExpression(), !1907)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1908, !DIExpression(), !1909)
  %5 = load i32, ptr %3, align 4, !dbg !1910
  %6 = icmp sgt i32 %5, 0, !dbg !1911
  br i1 %6, label %7, label %15, !dbg !1912

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !1913
  %9 = icmp sgt i32 %8, 0, !dbg !1914
  br i1 %9, label %10, label %15, !dbg !1915

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4, !dbg !1916
  %12 = load i32, ptr %4, align 4, !dbg !1917
  %13 = sub nsw i32 2147483647, %12, !dbg !1918
  %14 = icmp sgt i32 %11, %13, !dbg !1919
  br i1 %14, label %26, label %15, !dbg !1920

15:                                               ; preds = %10, %7, %2
  %16 = load i32, ptr %3, align 4, !dbg !1921
  %17 = icmp slt i32 %16, 0, !dbg !1922
  br i1 %17, label %18, label %28, !dbg !1923

18:                                               ; preds = %15
  %19 = load i32, ptr %4, align 4, !dbg !1924
  %20 = icmp slt i32 %19, 0, !dbg !1925
  br i1 %20, label %21, label %28, !dbg !1926

21:                                               ; preds = %18
  %22 = load i32, ptr %3, align 4, !dbg !1927
  %23 = load i32, ptr %4, align 4, !dbg !1928
  %24 = sub nsw i32 -2147483648, %23, !dbg !1929
  %25 = icmp slt i32 %22, %24, !dbg !1930
  br i1 %25, label %26, label %28, !dbg !1931

26:                                               ; preds = %21, %10
  %27 = load i32, ptr %3, align 4, !dbg !1932
  br label %32, !dbg !1931

28:                                               ; preds = %21, %18, %15
  %29 = load i32, ptr %3, align 4, !dbg !1933
  %30 = load i32, ptr %4, align 4, !dbg !1934
  %31 = add nsw i32 %29, %30, !dbg !1935
  br label %32, !dbg !1931

32:                                               ; preds = %28, %26
  %33 = phi i32 [ %27, %26 ], [ %31, %28 ], !dbg !1931
  ret i32 %33, !dbg !1936
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !1937 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1938, !DIExpression(), !1939)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1940, !DIExpression(), !1941)
  %5 = load i32, ptr %3, align 4, !dbg !1942
  %6 = load i32, ptr %4, align 4, !dbg !1943
  %7 = xor i32 %5, %6, !dbg !1944
  %8 = load i32, ptr %3, align 4, !dbg !1945
  %9 = load i32, ptr %3, align 4, !dbg !1946
  %10 = load i32, ptr %4, align 4, !dbg !1947
  %11 = xor i32 %9, %10, !dbg !1948
  %12 = and i32 %11, -2147483648, !dbg !1949
  %13 = xor i32 %8, %12, !dbg !1950
  %14 = load i32, ptr %4, align 4, !dbg !1951
  %15 = sub nsw i32 %13, %14, !dbg !1952
  %16 = load i32, ptr %4, align 4, !dbg !1953
  %17 = xor i32 %15, %16, !dbg !1954
  %18 = and i32 %7, %17, !dbg !1955
  %19 = icmp slt i32 %18, 0, !dbg !1956
  br i1 %19, label %20, label %22, !dbg !1957

20:                                               ; preds = %2
  %21 = load i32, ptr %3, align 4, !dbg !1958
  br label %26, !dbg !1957

22:                                               ; preds = %2
  %23 = load i32, ptr %3, align 4, !dbg !1959
  %24 = load i32, ptr %4, align 4, !dbg !1960
  %25 = sub nsw i32 %23, %24, !dbg !1961
  br label %26, !dbg !1957

26:                                               ; preds = %22, %20
  %27 = phi i32 [ %21, %20 ], [ %25, %22 ], !dbg !1957
  ret i32 %27, !dbg !1962
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %0, i32 noundef %1) #0 !dbg !1963 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1966, !DIExpression(), !1967)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1968, !DIExpression(), !1969)
  %5 = load i8, ptr %3, align 1, !dbg !1970
  %6 = sext i8 %5 to i32, !dbg !1970
  %7 = icmp slt i32 %6, 0, !dbg !1971
  br i1 %7, label %14, label %8, !dbg !1972

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1973
  %10 = icmp slt i32 %9, 0, !dbg !1974
  br i1 %10, label %14, label %11, !dbg !1975

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !1976
  %13 = icmp sge i32 %12, 32, !dbg !1977
  br i1 %13, label %14, label %17, !dbg !1978

14:                                               ; preds = %11, %8, %2
  %15 = load i8, ptr %3, align 1, !dbg !1979
  %16 = sext i8 %15 to i32, !dbg !1980
  br label %22, !dbg !1978

17:                                               ; preds = %11
  %18 = load i8, ptr %3, align 1, !dbg !1981
  %19 = sext i8 %18 to i32, !dbg !1981
  %20 = load i32, ptr %4, align 4, !dbg !1982
  %21 = ashr i32 %19, %20, !dbg !1983
  br label %22, !dbg !1978

22:                                               ; preds = %17, %14
  %23 = phi i32 [ %16, %14 ], [ %21, %17 ], !dbg !1978
  %24 = trunc i32 %23 to i8, !dbg !1978
  ret i8 %24, !dbg !1984
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !1985 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1988, !DIExpression(), !1989)
  %3 = load i64, ptr %2, align 8, !dbg !1990
  %4 = lshr i64 %3, 0, !dbg !1991
  %5 = and i64 %4, 255, !dbg !1992
  %6 = trunc i64 %5 to i8, !dbg !1993
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !1994
  %7 = load i64, ptr %2, align 8, !dbg !1995
  %8 = lshr i64 %7, 8, !dbg !1996
  %9 = and i64 %8, 255, !dbg !1997
  %10 = trunc i64 %9 to i8, !dbg !1998
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !1999
  %11 = load i64, ptr %2, align 8, !dbg !2000
  %12 = lshr i64 %11, 16, !dbg !2001
  %13 = and i64 %12, 255, !dbg !2002
  %14 = trunc i64 %13 to i8, !dbg !2003
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !2004
  %15 = load i64, ptr %2, align 8, !dbg !2005
  %16 = lshr i64 %15, 24, !dbg !2006
  %17 = and i64 %16, 255, !dbg !2007
  %18 = trunc i64 %17 to i8, !dbg !2008
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !2009
  %19 = load i64, ptr %2, align 8, !dbg !2010
  %20 = lshr i64 %19, 32, !dbg !2011
  %21 = and i64 %20, 255, !dbg !2012
  %22 = trunc i64 %21 to i8, !dbg !2013
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !2014
  %23 = load i64, ptr %2, align 8, !dbg !2015
  %24 = lshr i64 %23, 40, !dbg !2016
  %25 = and i64 %24, 255, !dbg !2017
  %26 = trunc i64 %25 to i8, !dbg !2018
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !2019
  %27 = load i64, ptr %2, align 8, !dbg !2020
  %28 = lshr i64 %27, 48, !dbg !2021
  %29 = and i64 %28, 255, !dbg !2022
  %30 = trunc i64 %29 to i8, !dbg !2023
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !2024
  %31 = load i64, ptr %2, align 8, !dbg !2025
  %32 = lshr i64 %31, 56, !dbg !2026
  %33 = and i64 %32, 255, !dbg !2027
  %34 = trunc i64 %33 to i8, !dbg !2028
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !2029
  ret void, !dbg !2030
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !2031 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !2034, !DIExpression(), !2035)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !2036
  %4 = lshr i32 %3, 8, !dbg !2037
  %5 = and i32 %4, 16777215, !dbg !2038
  %6 = load i32, ptr @crc32_context, align 4, !dbg !2039
  %7 = load i8, ptr %2, align 1, !dbg !2040
  %8 = zext i8 %7 to i32, !dbg !2040
  %9 = xor i32 %6, %8, !dbg !2041
  %10 = and i32 %9, 255, !dbg !2042
  %11 = zext i32 %10 to i64, !dbg !2043
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !2043
  %13 = load i32, ptr %12, align 4, !dbg !2043
  %14 = xor i32 %5, %13, !dbg !2044
  store i32 %14, ptr @crc32_context, align 4, !dbg !2045
  ret void, !dbg !2046
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!242, !243, !244, !245, !246, !247, !248}
!llvm.ident = !{!249}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_7", scope: !2, file: !3, line: 38, type: !126, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "noargc_4001.c", directory: ".", checksumkind: CSK_MD5, checksum: "3534034cd24d9f9c8644c7351e65ca0b")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9, !15, !20, !22, !24, !29, !31, !33, !35, !37, !39, !41, !43, !45, !47, !49, !51, !56, !58, !63, !68, !70, !75, !80, !82, !84, !86, !88, !90, !92, !94, !96, !98, !100, !102, !104, !106, !108, !110, !112, !114, !116, !118, !120, !122, !132, !138, !142, !144, !147, !0, !152, !157, !159, !161, !178, !194, !196, !199, !201, !203, !209, !211, !220, !222, !224, !226, !228, !233, !235, !237, !240}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 264, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 4)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 265, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 40, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 5)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 266, type: !17, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 267, type: !17, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 268, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 8)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 269, type: !26, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 270, type: !26, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 271, type: !26, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 272, type: !26, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 273, type: !26, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 274, type: !26, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 275, type: !26, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 276, type: !26, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 277, type: !26, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 278, type: !17, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 279, type: !17, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 280, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 48, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 6)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 281, type: !53, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 284, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 72, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 9)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 285, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 112, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 14)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 288, type: !53, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 295, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 120, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 15)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 296, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 176, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 22)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 301, type: !53, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 302, type: !53, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 303, type: !60, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 304, type: !60, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 305, type: !60, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 306, type: !60, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 307, type: !60, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 308, type: !60, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 309, type: !60, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 310, type: !60, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !3, line: 311, type: !60, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !3, line: 312, type: !60, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !3, line: 313, type: !60, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !3, line: 314, type: !60, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !3, line: 315, type: !60, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !3, line: 316, type: !60, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 317, type: !60, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !3, line: 318, type: !60, isLocal: true, isDefinition: true)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !3, line: 319, type: !53, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !3, line: 320, type: !53, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !3, line: 321, type: !53, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !2, file: !124, line: 47, type: !125, isLocal: true, isDefinition: true)
!124 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 8192, elements: !130)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !127, line: 26, baseType: !128)
!127 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !129, line: 42, baseType: !6)
!129 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!130 = !{!131}
!131 = !DISubrange(count: 256)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "g_76", scope: !2, file: !3, line: 44, type: !134, isLocal: true, isDefinition: true)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !136, line: 26, baseType: !137)
!136 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !129, line: 41, baseType: !7)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(name: "g_75", scope: !2, file: !3, line: 45, type: !140, isLocal: true, isDefinition: true)
!140 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "g_229", scope: !2, file: !3, line: 60, type: !140, isLocal: true, isDefinition: true)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(name: "g_43", scope: !2, file: !3, line: 42, type: !146, isLocal: true, isDefinition: true)
!146 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !134)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(scope: null, file: !124, line: 114, type: !149, isLocal: true, isDefinition: true)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 288, elements: !150)
!150 = !{!151}
!151 = !DISubrange(count: 36)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(name: "g_20", scope: !2, file: !3, line: 39, type: !154, isLocal: true, isDefinition: true)
!154 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !127, line: 27, baseType: !155)
!155 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !129, line: 45, baseType: !156)
!156 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(name: "g_30", scope: !2, file: !3, line: 40, type: !154, isLocal: true, isDefinition: true)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(name: "g_44", scope: !2, file: !3, line: 41, type: !135, isLocal: true, isDefinition: true)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(name: "g_68", scope: !2, file: !3, line: 43, type: !163, isLocal: true, isDefinition: true)
!163 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !164)
!164 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U2", file: !3, line: 31, size: 64, elements: !165)
!165 = !{!166, !171, !177}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !164, file: !3, line: 32, baseType: !167, size: 16)
!167 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !168)
!168 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !127, line: 25, baseType: !169)
!169 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !129, line: 40, baseType: !170)
!170 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !164, file: !3, line: 33, baseType: !172, size: 16)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !173)
!173 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !174)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !136, line: 25, baseType: !175)
!175 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !129, line: 39, baseType: !176)
!176 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !164, file: !3, line: 34, baseType: !154, size: 64)
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression())
!179 = distinct !DIGlobalVariable(name: "g_82", scope: !2, file: !3, line: 46, type: !180, isLocal: true, isDefinition: true)
!180 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !3, line: 18, size: 168, align: 8, elements: !181)
!181 = !{!182, !184, !186, !188, !189, !190, !192, !193}
!182 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !180, file: !3, line: 19, baseType: !183, size: 12, flags: DIFlagBitField, extraData: i64 0)
!183 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !7)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !180, file: !3, line: 20, baseType: !185, size: 22, offset: 12, flags: DIFlagBitField, extraData: i64 0)
!185 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !180, file: !3, line: 21, baseType: !187, size: 32, offset: 40)
!187 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !135)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !180, file: !3, line: 22, baseType: !6, size: 2, offset: 72, flags: DIFlagBitField, extraData: i64 72)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !180, file: !3, line: 23, baseType: !6, size: 20, offset: 74, flags: DIFlagBitField, extraData: i64 72)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !180, file: !3, line: 25, baseType: !191, size: 19, offset: 96, flags: DIFlagBitField, extraData: i64 96)
!191 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !180, file: !3, line: 26, baseType: !183, size: 23, offset: 115, flags: DIFlagBitField, extraData: i64 96)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !180, file: !3, line: 27, baseType: !191, size: 27, offset: 138, flags: DIFlagBitField, extraData: i64 96)
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression())
!195 = distinct !DIGlobalVariable(name: "g_87", scope: !2, file: !3, line: 47, type: !126, isLocal: true, isDefinition: true)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(name: "g_91", scope: !2, file: !3, line: 48, type: !198, isLocal: true, isDefinition: true)
!198 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !126)
!199 = !DIGlobalVariableExpression(var: !200, expr: !DIExpression())
!200 = distinct !DIGlobalVariable(name: "g_106", scope: !2, file: !3, line: 49, type: !135, isLocal: true, isDefinition: true)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(name: "g_107", scope: !2, file: !3, line: 50, type: !135, isLocal: true, isDefinition: true)
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(name: "g_108", scope: !2, file: !3, line: 51, type: !205, isLocal: true, isDefinition: true)
!205 = !DICompositeType(tag: DW_TAG_array_type, baseType: !206, size: 320, elements: !18)
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !136, line: 27, baseType: !207)
!207 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !129, line: 44, baseType: !208)
!208 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!209 = !DIGlobalVariableExpression(var: !210, expr: !DIExpression())
!210 = distinct !DIGlobalVariable(name: "g_112", scope: !2, file: !3, line: 52, type: !173, isLocal: true, isDefinition: true)
!211 = !DIGlobalVariableExpression(var: !212, expr: !DIExpression())
!212 = distinct !DIGlobalVariable(name: "g_115", scope: !2, file: !3, line: 53, type: !213, isLocal: true, isDefinition: true)
!213 = !DICompositeType(tag: DW_TAG_array_type, baseType: !214, size: 1080, elements: !218)
!214 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !215)
!215 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !127, line: 24, baseType: !216)
!216 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !129, line: 38, baseType: !217)
!217 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!218 = !{!19, !219, !62}
!219 = !DISubrange(count: 3)
!220 = !DIGlobalVariableExpression(var: !221, expr: !DIExpression())
!221 = distinct !DIGlobalVariable(name: "g_136", scope: !2, file: !3, line: 54, type: !168, isLocal: true, isDefinition: true)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(name: "g_165", scope: !2, file: !3, line: 55, type: !174, isLocal: true, isDefinition: true)
!224 = !DIGlobalVariableExpression(var: !225, expr: !DIExpression())
!225 = distinct !DIGlobalVariable(name: "g_176", scope: !2, file: !3, line: 56, type: !180, isLocal: true, isDefinition: true)
!226 = !DIGlobalVariableExpression(var: !227, expr: !DIExpression())
!227 = distinct !DIGlobalVariable(name: "g_181", scope: !2, file: !3, line: 57, type: !180, isLocal: true, isDefinition: true)
!228 = !DIGlobalVariableExpression(var: !229, expr: !DIExpression())
!229 = distinct !DIGlobalVariable(name: "g_186", scope: !2, file: !3, line: 58, type: !230, isLocal: true, isDefinition: true)
!230 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !136, line: 24, baseType: !231)
!231 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !129, line: 37, baseType: !232)
!232 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!233 = !DIGlobalVariableExpression(var: !234, expr: !DIExpression())
!234 = distinct !DIGlobalVariable(name: "g_223", scope: !2, file: !3, line: 59, type: !215, isLocal: true, isDefinition: true)
!235 = !DIGlobalVariableExpression(var: !236, expr: !DIExpression())
!236 = distinct !DIGlobalVariable(name: "g_234", scope: !2, file: !3, line: 61, type: !135, isLocal: true, isDefinition: true)
!237 = !DIGlobalVariableExpression(var: !238, expr: !DIExpression())
!238 = distinct !DIGlobalVariable(scope: null, file: !239, line: 56, type: !72, isLocal: true, isDefinition: true)
!239 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!240 = !DIGlobalVariableExpression(var: !241, expr: !DIExpression())
!241 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !124, line: 48, type: !126, isLocal: true, isDefinition: true)
!242 = !{i32 7, !"Dwarf Version", i32 5}
!243 = !{i32 2, !"Debug Info Version", i32 3}
!244 = !{i32 1, !"wchar_size", i32 4}
!245 = !{i32 8, !"PIC Level", i32 2}
!246 = !{i32 7, !"PIE Level", i32 2}
!247 = !{i32 7, !"uwtable", i32 2}
!248 = !{i32 7, !"frame-pointer", i32 2}
!249 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!250 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 257, type: !251, scopeLine: 258, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !253)
!251 = !DISubroutineType(types: !252)
!252 = !{!7}
!253 = !{}
!254 = !DILocalVariable(name: "i", scope: !250, file: !3, line: 259, type: !7)
!255 = !DILocation(line: 259, column: 9, scope: !250)
!256 = !DILocalVariable(name: "j", scope: !250, file: !3, line: 259, type: !7)
!257 = !DILocation(line: 259, column: 12, scope: !250)
!258 = !DILocalVariable(name: "k", scope: !250, file: !3, line: 259, type: !7)
!259 = !DILocation(line: 259, column: 15, scope: !250)
!260 = !DILocalVariable(name: "print_hash_value", scope: !250, file: !3, line: 260, type: !7)
!261 = !DILocation(line: 260, column: 9, scope: !250)
!262 = !DILocation(line: 261, column: 5, scope: !250)
!263 = !DILocation(line: 262, column: 5, scope: !250)
!264 = !DILocation(line: 263, column: 5, scope: !250)
!265 = !DILocation(line: 264, column: 21, scope: !250)
!266 = !DILocation(line: 264, column: 33, scope: !250)
!267 = !DILocation(line: 264, column: 5, scope: !250)
!268 = !DILocation(line: 265, column: 21, scope: !250)
!269 = !DILocation(line: 265, column: 35, scope: !250)
!270 = !DILocation(line: 265, column: 5, scope: !250)
!271 = !DILocation(line: 266, column: 21, scope: !250)
!272 = !DILocation(line: 266, column: 35, scope: !250)
!273 = !DILocation(line: 266, column: 5, scope: !250)
!274 = !DILocation(line: 267, column: 21, scope: !250)
!275 = !DILocation(line: 267, column: 35, scope: !250)
!276 = !DILocation(line: 267, column: 5, scope: !250)
!277 = !DILocation(line: 268, column: 26, scope: !250)
!278 = !DILocation(line: 268, column: 21, scope: !250)
!279 = !DILocation(line: 268, column: 41, scope: !250)
!280 = !DILocation(line: 268, column: 5, scope: !250)
!281 = !DILocation(line: 269, column: 26, scope: !250)
!282 = !DILocation(line: 269, column: 21, scope: !250)
!283 = !DILocation(line: 269, column: 41, scope: !250)
!284 = !DILocation(line: 269, column: 5, scope: !250)
!285 = !DILocation(line: 270, column: 26, scope: !250)
!286 = !DILocation(line: 270, column: 21, scope: !250)
!287 = !DILocation(line: 270, column: 41, scope: !250)
!288 = !DILocation(line: 270, column: 5, scope: !250)
!289 = !DILocation(line: 271, column: 26, scope: !250)
!290 = !DILocation(line: 271, column: 21, scope: !250)
!291 = !DILocation(line: 271, column: 41, scope: !250)
!292 = !DILocation(line: 271, column: 5, scope: !250)
!293 = !DILocation(line: 272, column: 26, scope: !250)
!294 = !DILocation(line: 272, column: 21, scope: !250)
!295 = !DILocation(line: 272, column: 41, scope: !250)
!296 = !DILocation(line: 272, column: 5, scope: !250)
!297 = !DILocation(line: 273, column: 26, scope: !250)
!298 = !DILocation(line: 273, column: 21, scope: !250)
!299 = !DILocation(line: 273, column: 41, scope: !250)
!300 = !DILocation(line: 273, column: 5, scope: !250)
!301 = !DILocation(line: 274, column: 26, scope: !250)
!302 = !DILocation(line: 274, column: 21, scope: !250)
!303 = !DILocation(line: 274, column: 41, scope: !250)
!304 = !DILocation(line: 274, column: 5, scope: !250)
!305 = !DILocation(line: 275, column: 26, scope: !250)
!306 = !DILocation(line: 275, column: 21, scope: !250)
!307 = !DILocation(line: 275, column: 41, scope: !250)
!308 = !DILocation(line: 275, column: 5, scope: !250)
!309 = !DILocation(line: 276, column: 26, scope: !250)
!310 = !DILocation(line: 276, column: 21, scope: !250)
!311 = !DILocation(line: 276, column: 41, scope: !250)
!312 = !DILocation(line: 276, column: 5, scope: !250)
!313 = !DILocation(line: 277, column: 26, scope: !250)
!314 = !DILocation(line: 277, column: 21, scope: !250)
!315 = !DILocation(line: 277, column: 41, scope: !250)
!316 = !DILocation(line: 277, column: 5, scope: !250)
!317 = !DILocation(line: 278, column: 21, scope: !250)
!318 = !DILocation(line: 278, column: 35, scope: !250)
!319 = !DILocation(line: 278, column: 5, scope: !250)
!320 = !DILocation(line: 279, column: 21, scope: !250)
!321 = !DILocation(line: 279, column: 35, scope: !250)
!322 = !DILocation(line: 279, column: 5, scope: !250)
!323 = !DILocation(line: 280, column: 21, scope: !250)
!324 = !DILocation(line: 280, column: 37, scope: !250)
!325 = !DILocation(line: 280, column: 5, scope: !250)
!326 = !DILocation(line: 281, column: 21, scope: !250)
!327 = !DILocation(line: 281, column: 37, scope: !250)
!328 = !DILocation(line: 281, column: 5, scope: !250)
!329 = !DILocation(line: 282, column: 12, scope: !330)
!330 = distinct !DILexicalBlock(scope: !250, file: !3, line: 282, column: 5)
!331 = !DILocation(line: 282, column: 10, scope: !330)
!332 = !DILocation(line: 282, column: 17, scope: !333)
!333 = distinct !DILexicalBlock(scope: !330, file: !3, line: 282, column: 5)
!334 = !DILocation(line: 282, column: 19, scope: !333)
!335 = !DILocation(line: 282, column: 5, scope: !330)
!336 = !DILocation(line: 284, column: 31, scope: !337)
!337 = distinct !DILexicalBlock(scope: !333, file: !3, line: 283, column: 5)
!338 = !DILocation(line: 284, column: 25, scope: !337)
!339 = !DILocation(line: 284, column: 47, scope: !337)
!340 = !DILocation(line: 284, column: 9, scope: !337)
!341 = !DILocation(line: 285, column: 13, scope: !342)
!342 = distinct !DILexicalBlock(scope: !337, file: !3, line: 285, column: 13)
!343 = !DILocation(line: 285, column: 13, scope: !337)
!344 = !DILocation(line: 285, column: 56, scope: !342)
!345 = !DILocation(line: 285, column: 31, scope: !342)
!346 = !DILocation(line: 287, column: 5, scope: !337)
!347 = !DILocation(line: 282, column: 25, scope: !333)
!348 = !DILocation(line: 282, column: 5, scope: !333)
!349 = distinct !{!349, !335, !350, !351}
!350 = !DILocation(line: 287, column: 5, scope: !330)
!351 = !{!"llvm.loop.mustprogress"}
!352 = !DILocation(line: 288, column: 21, scope: !250)
!353 = !DILocation(line: 288, column: 37, scope: !250)
!354 = !DILocation(line: 288, column: 5, scope: !250)
!355 = !DILocation(line: 289, column: 12, scope: !356)
!356 = distinct !DILexicalBlock(scope: !250, file: !3, line: 289, column: 5)
!357 = !DILocation(line: 289, column: 10, scope: !356)
!358 = !DILocation(line: 289, column: 17, scope: !359)
!359 = distinct !DILexicalBlock(scope: !356, file: !3, line: 289, column: 5)
!360 = !DILocation(line: 289, column: 19, scope: !359)
!361 = !DILocation(line: 289, column: 5, scope: !356)
!362 = !DILocation(line: 291, column: 16, scope: !363)
!363 = distinct !DILexicalBlock(scope: !364, file: !3, line: 291, column: 9)
!364 = distinct !DILexicalBlock(scope: !359, file: !3, line: 290, column: 5)
!365 = !DILocation(line: 291, column: 14, scope: !363)
!366 = !DILocation(line: 291, column: 21, scope: !367)
!367 = distinct !DILexicalBlock(scope: !363, file: !3, line: 291, column: 9)
!368 = !DILocation(line: 291, column: 23, scope: !367)
!369 = !DILocation(line: 291, column: 9, scope: !363)
!370 = !DILocation(line: 293, column: 20, scope: !371)
!371 = distinct !DILexicalBlock(scope: !372, file: !3, line: 293, column: 13)
!372 = distinct !DILexicalBlock(scope: !367, file: !3, line: 292, column: 9)
!373 = !DILocation(line: 293, column: 18, scope: !371)
!374 = !DILocation(line: 293, column: 25, scope: !375)
!375 = distinct !DILexicalBlock(scope: !371, file: !3, line: 293, column: 13)
!376 = !DILocation(line: 293, column: 27, scope: !375)
!377 = !DILocation(line: 293, column: 13, scope: !371)
!378 = !DILocation(line: 295, column: 39, scope: !379)
!379 = distinct !DILexicalBlock(scope: !375, file: !3, line: 294, column: 13)
!380 = !DILocation(line: 295, column: 33, scope: !379)
!381 = !DILocation(line: 295, column: 42, scope: !379)
!382 = !DILocation(line: 295, column: 45, scope: !379)
!383 = !DILocation(line: 295, column: 67, scope: !379)
!384 = !DILocation(line: 295, column: 17, scope: !379)
!385 = !DILocation(line: 296, column: 21, scope: !386)
!386 = distinct !DILexicalBlock(scope: !379, file: !3, line: 296, column: 21)
!387 = !DILocation(line: 296, column: 21, scope: !379)
!388 = !DILocation(line: 296, column: 72, scope: !386)
!389 = !DILocation(line: 296, column: 75, scope: !386)
!390 = !DILocation(line: 296, column: 78, scope: !386)
!391 = !DILocation(line: 296, column: 39, scope: !386)
!392 = !DILocation(line: 298, column: 13, scope: !379)
!393 = !DILocation(line: 293, column: 33, scope: !375)
!394 = !DILocation(line: 293, column: 13, scope: !375)
!395 = distinct !{!395, !377, !396, !351}
!396 = !DILocation(line: 298, column: 13, scope: !371)
!397 = !DILocation(line: 299, column: 9, scope: !372)
!398 = !DILocation(line: 291, column: 29, scope: !367)
!399 = !DILocation(line: 291, column: 9, scope: !367)
!400 = distinct !{!400, !369, !401, !351}
!401 = !DILocation(line: 299, column: 9, scope: !363)
!402 = !DILocation(line: 300, column: 5, scope: !364)
!403 = !DILocation(line: 289, column: 25, scope: !359)
!404 = !DILocation(line: 289, column: 5, scope: !359)
!405 = distinct !{!405, !361, !406, !351}
!406 = !DILocation(line: 300, column: 5, scope: !356)
!407 = !DILocation(line: 301, column: 21, scope: !250)
!408 = !DILocation(line: 301, column: 37, scope: !250)
!409 = !DILocation(line: 301, column: 5, scope: !250)
!410 = !DILocation(line: 302, column: 21, scope: !250)
!411 = !DILocation(line: 302, column: 37, scope: !250)
!412 = !DILocation(line: 302, column: 5, scope: !250)
!413 = !DILocation(line: 303, column: 27, scope: !250)
!414 = !DILocation(line: 303, column: 21, scope: !250)
!415 = !DILocation(line: 303, column: 43, scope: !250)
!416 = !DILocation(line: 303, column: 5, scope: !250)
!417 = !DILocation(line: 304, column: 27, scope: !250)
!418 = !DILocation(line: 304, column: 21, scope: !250)
!419 = !DILocation(line: 304, column: 43, scope: !250)
!420 = !DILocation(line: 304, column: 5, scope: !250)
!421 = !DILocation(line: 305, column: 27, scope: !250)
!422 = !DILocation(line: 305, column: 21, scope: !250)
!423 = !DILocation(line: 305, column: 43, scope: !250)
!424 = !DILocation(line: 305, column: 5, scope: !250)
!425 = !DILocation(line: 306, column: 27, scope: !250)
!426 = !DILocation(line: 306, column: 21, scope: !250)
!427 = !DILocation(line: 306, column: 43, scope: !250)
!428 = !DILocation(line: 306, column: 5, scope: !250)
!429 = !DILocation(line: 307, column: 27, scope: !250)
!430 = !DILocation(line: 307, column: 21, scope: !250)
!431 = !DILocation(line: 307, column: 43, scope: !250)
!432 = !DILocation(line: 307, column: 5, scope: !250)
!433 = !DILocation(line: 308, column: 27, scope: !250)
!434 = !DILocation(line: 308, column: 21, scope: !250)
!435 = !DILocation(line: 308, column: 43, scope: !250)
!436 = !DILocation(line: 308, column: 5, scope: !250)
!437 = !DILocation(line: 309, column: 27, scope: !250)
!438 = !DILocation(line: 309, column: 21, scope: !250)
!439 = !DILocation(line: 309, column: 43, scope: !250)
!440 = !DILocation(line: 309, column: 5, scope: !250)
!441 = !DILocation(line: 310, column: 27, scope: !250)
!442 = !DILocation(line: 310, column: 21, scope: !250)
!443 = !DILocation(line: 310, column: 43, scope: !250)
!444 = !DILocation(line: 310, column: 5, scope: !250)
!445 = !DILocation(line: 311, column: 27, scope: !250)
!446 = !DILocation(line: 311, column: 21, scope: !250)
!447 = !DILocation(line: 311, column: 43, scope: !250)
!448 = !DILocation(line: 311, column: 5, scope: !250)
!449 = !DILocation(line: 312, column: 27, scope: !250)
!450 = !DILocation(line: 312, column: 21, scope: !250)
!451 = !DILocation(line: 312, column: 43, scope: !250)
!452 = !DILocation(line: 312, column: 5, scope: !250)
!453 = !DILocation(line: 313, column: 27, scope: !250)
!454 = !DILocation(line: 313, column: 21, scope: !250)
!455 = !DILocation(line: 313, column: 43, scope: !250)
!456 = !DILocation(line: 313, column: 5, scope: !250)
!457 = !DILocation(line: 314, column: 27, scope: !250)
!458 = !DILocation(line: 314, column: 21, scope: !250)
!459 = !DILocation(line: 314, column: 43, scope: !250)
!460 = !DILocation(line: 314, column: 5, scope: !250)
!461 = !DILocation(line: 315, column: 27, scope: !250)
!462 = !DILocation(line: 315, column: 21, scope: !250)
!463 = !DILocation(line: 315, column: 43, scope: !250)
!464 = !DILocation(line: 315, column: 5, scope: !250)
!465 = !DILocation(line: 316, column: 27, scope: !250)
!466 = !DILocation(line: 316, column: 21, scope: !250)
!467 = !DILocation(line: 316, column: 43, scope: !250)
!468 = !DILocation(line: 316, column: 5, scope: !250)
!469 = !DILocation(line: 317, column: 27, scope: !250)
!470 = !DILocation(line: 317, column: 21, scope: !250)
!471 = !DILocation(line: 317, column: 43, scope: !250)
!472 = !DILocation(line: 317, column: 5, scope: !250)
!473 = !DILocation(line: 318, column: 27, scope: !250)
!474 = !DILocation(line: 318, column: 21, scope: !250)
!475 = !DILocation(line: 318, column: 43, scope: !250)
!476 = !DILocation(line: 318, column: 5, scope: !250)
!477 = !DILocation(line: 319, column: 21, scope: !250)
!478 = !DILocation(line: 319, column: 37, scope: !250)
!479 = !DILocation(line: 319, column: 5, scope: !250)
!480 = !DILocation(line: 320, column: 21, scope: !250)
!481 = !DILocation(line: 320, column: 37, scope: !250)
!482 = !DILocation(line: 320, column: 5, scope: !250)
!483 = !DILocation(line: 321, column: 21, scope: !250)
!484 = !DILocation(line: 321, column: 37, scope: !250)
!485 = !DILocation(line: 321, column: 5, scope: !250)
!486 = !DILocation(line: 322, column: 23, scope: !250)
!487 = !DILocation(line: 322, column: 37, scope: !250)
!488 = !DILocation(line: 322, column: 53, scope: !250)
!489 = !DILocation(line: 322, column: 5, scope: !250)
!490 = !DILocation(line: 323, column: 5, scope: !250)
!491 = distinct !DISubprogram(name: "platform_main_begin", scope: !239, file: !239, line: 43, type: !492, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!492 = !DISubroutineType(types: !493)
!493 = !{null}
!494 = !DILocation(line: 46, column: 1, scope: !491)
!495 = distinct !DISubprogram(name: "crc32_gentab", scope: !124, file: !124, line: 51, type: !492, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!496 = !DILocalVariable(name: "crc", scope: !495, file: !124, line: 53, type: !126)
!497 = !DILocation(line: 53, column: 11, scope: !495)
!498 = !DILocalVariable(name: "poly", scope: !495, file: !124, line: 54, type: !499)
!499 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !126)
!500 = !DILocation(line: 54, column: 17, scope: !495)
!501 = !DILocalVariable(name: "i", scope: !495, file: !124, line: 55, type: !7)
!502 = !DILocation(line: 55, column: 6, scope: !495)
!503 = !DILocalVariable(name: "j", scope: !495, file: !124, line: 55, type: !7)
!504 = !DILocation(line: 55, column: 9, scope: !495)
!505 = !DILocation(line: 57, column: 9, scope: !506)
!506 = distinct !DILexicalBlock(scope: !495, file: !124, line: 57, column: 2)
!507 = !DILocation(line: 57, column: 7, scope: !506)
!508 = !DILocation(line: 57, column: 14, scope: !509)
!509 = distinct !DILexicalBlock(scope: !506, file: !124, line: 57, column: 2)
!510 = !DILocation(line: 57, column: 16, scope: !509)
!511 = !DILocation(line: 57, column: 2, scope: !506)
!512 = !DILocation(line: 58, column: 9, scope: !513)
!513 = distinct !DILexicalBlock(scope: !509, file: !124, line: 57, column: 28)
!514 = !DILocation(line: 58, column: 7, scope: !513)
!515 = !DILocation(line: 59, column: 10, scope: !516)
!516 = distinct !DILexicalBlock(scope: !513, file: !124, line: 59, column: 3)
!517 = !DILocation(line: 59, column: 8, scope: !516)
!518 = !DILocation(line: 59, column: 15, scope: !519)
!519 = distinct !DILexicalBlock(scope: !516, file: !124, line: 59, column: 3)
!520 = !DILocation(line: 59, column: 17, scope: !519)
!521 = !DILocation(line: 59, column: 3, scope: !516)
!522 = !DILocation(line: 60, column: 8, scope: !523)
!523 = distinct !DILexicalBlock(scope: !524, file: !124, line: 60, column: 8)
!524 = distinct !DILexicalBlock(scope: !519, file: !124, line: 59, column: 27)
!525 = !DILocation(line: 60, column: 12, scope: !523)
!526 = !DILocation(line: 60, column: 8, scope: !524)
!527 = !DILocation(line: 61, column: 12, scope: !528)
!528 = distinct !DILexicalBlock(scope: !523, file: !124, line: 60, column: 17)
!529 = !DILocation(line: 61, column: 16, scope: !528)
!530 = !DILocation(line: 61, column: 22, scope: !528)
!531 = !DILocation(line: 61, column: 9, scope: !528)
!532 = !DILocation(line: 62, column: 4, scope: !528)
!533 = !DILocation(line: 63, column: 9, scope: !534)
!534 = distinct !DILexicalBlock(scope: !523, file: !124, line: 62, column: 11)
!535 = !DILocation(line: 65, column: 3, scope: !524)
!536 = !DILocation(line: 59, column: 23, scope: !519)
!537 = !DILocation(line: 59, column: 3, scope: !519)
!538 = distinct !{!538, !521, !539, !351}
!539 = !DILocation(line: 65, column: 3, scope: !516)
!540 = !DILocation(line: 66, column: 18, scope: !513)
!541 = !DILocation(line: 66, column: 13, scope: !513)
!542 = !DILocation(line: 66, column: 3, scope: !513)
!543 = !DILocation(line: 66, column: 16, scope: !513)
!544 = !DILocation(line: 67, column: 2, scope: !513)
!545 = !DILocation(line: 57, column: 24, scope: !509)
!546 = !DILocation(line: 57, column: 2, scope: !509)
!547 = distinct !{!547, !511, !548, !351}
!548 = !DILocation(line: 67, column: 2, scope: !506)
!549 = !DILocation(line: 68, column: 1, scope: !495)
!550 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 76, type: !551, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!551 = !DISubroutineType(types: !552)
!552 = !{!168}
!553 = !DILocalVariable(name: "l_4", scope: !550, file: !3, line: 78, type: !554)
!554 = !DICompositeType(tag: DW_TAG_array_type, baseType: !230, size: 192, elements: !555)
!555 = !{!28, !219}
!556 = !DILocation(line: 78, column: 12, scope: !550)
!557 = !DILocalVariable(name: "l_233", scope: !550, file: !3, line: 79, type: !134)
!558 = !DILocation(line: 79, column: 14, scope: !550)
!559 = !DILocalVariable(name: "l_235", scope: !550, file: !3, line: 80, type: !168)
!560 = !DILocation(line: 80, column: 14, scope: !550)
!561 = !DILocalVariable(name: "l_236", scope: !550, file: !3, line: 81, type: !134)
!562 = !DILocation(line: 81, column: 14, scope: !550)
!563 = !DILocalVariable(name: "l_237", scope: !550, file: !3, line: 82, type: !135)
!564 = !DILocation(line: 82, column: 13, scope: !550)
!565 = !DILocalVariable(name: "i", scope: !550, file: !3, line: 83, type: !7)
!566 = !DILocation(line: 83, column: 9, scope: !550)
!567 = !DILocalVariable(name: "j", scope: !550, file: !3, line: 83, type: !7)
!568 = !DILocation(line: 83, column: 12, scope: !550)
!569 = !DILocation(line: 84, column: 46, scope: !550)
!570 = !DILocation(line: 84, column: 59, scope: !550)
!571 = !DILocation(line: 84, column: 56, scope: !550)
!572 = !DILocation(line: 84, column: 102, scope: !550)
!573 = !DILocation(line: 84, column: 108, scope: !550)
!574 = !DILocation(line: 84, column: 165, scope: !550)
!575 = !DILocation(line: 84, column: 172, scope: !550)
!576 = !DILocation(line: 84, column: 169, scope: !550)
!577 = !DILocation(line: 84, column: 178, scope: !550)
!578 = !DILocation(line: 84, column: 183, scope: !550)
!579 = !DILocation(line: 84, column: 156, scope: !550)
!580 = !DILocation(line: 84, column: 189, scope: !550)
!581 = !DILocation(line: 84, column: 129, scope: !550)
!582 = !DILocation(line: 84, column: 205, scope: !550)
!583 = !DILocation(line: 84, column: 204, scope: !550)
!584 = !DILocation(line: 84, column: 117, scope: !550)
!585 = !DILocation(line: 84, column: 124, scope: !550)
!586 = !DILocation(line: 84, column: 74, scope: !550)
!587 = !DILocation(line: 84, column: 73, scope: !550)
!588 = !DILocation(line: 84, column: 215, scope: !550)
!589 = !DILocation(line: 84, column: 233, scope: !550)
!590 = !DILocation(line: 84, column: 226, scope: !550)
!591 = !DILocation(line: 84, column: 239, scope: !550)
!592 = !DILocation(line: 84, column: 237, scope: !550)
!593 = !DILocation(line: 84, column: 247, scope: !550)
!594 = !DILocation(line: 84, column: 15, scope: !550)
!595 = !DILocation(line: 84, column: 14, scope: !550)
!596 = !DILocation(line: 84, column: 253, scope: !550)
!597 = !DILocation(line: 84, column: 11, scope: !550)
!598 = !DILocation(line: 85, column: 18, scope: !550)
!599 = !DILocation(line: 85, column: 12, scope: !550)
!600 = !DILocation(line: 85, column: 5, scope: !550)
!601 = distinct !DISubprogram(name: "transparent_crc", scope: !124, file: !124, line: 110, type: !602, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!602 = !DISubroutineType(types: !603)
!603 = !{null, !154, !604, !7}
!604 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!605 = !DILocalVariable(name: "val", arg: 1, scope: !601, file: !124, line: 110, type: !154)
!606 = !DILocation(line: 110, column: 27, scope: !601)
!607 = !DILocalVariable(name: "vname", arg: 2, scope: !601, file: !124, line: 110, type: !604)
!608 = !DILocation(line: 110, column: 38, scope: !601)
!609 = !DILocalVariable(name: "flag", arg: 3, scope: !601, file: !124, line: 110, type: !7)
!610 = !DILocation(line: 110, column: 49, scope: !601)
!611 = !DILocation(line: 112, column: 15, scope: !601)
!612 = !DILocation(line: 112, column: 2, scope: !601)
!613 = !DILocation(line: 113, column: 6, scope: !614)
!614 = distinct !DILexicalBlock(scope: !601, file: !124, line: 113, column: 6)
!615 = !DILocation(line: 113, column: 6, scope: !601)
!616 = !DILocation(line: 114, column: 52, scope: !617)
!617 = distinct !DILexicalBlock(scope: !614, file: !124, line: 113, column: 12)
!618 = !DILocation(line: 114, column: 59, scope: !617)
!619 = !DILocation(line: 114, column: 73, scope: !617)
!620 = !DILocation(line: 114, column: 5, scope: !617)
!621 = !DILocation(line: 115, column: 2, scope: !617)
!622 = !DILocation(line: 116, column: 1, scope: !601)
!623 = distinct !DISubprogram(name: "platform_main_end", scope: !239, file: !239, line: 49, type: !624, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!624 = !DISubroutineType(types: !625)
!625 = !{null, !126, !7}
!626 = !DILocalVariable(name: "crc", arg: 1, scope: !623, file: !239, line: 49, type: !126)
!627 = !DILocation(line: 49, column: 28, scope: !623)
!628 = !DILocalVariable(name: "flag", arg: 2, scope: !623, file: !239, line: 49, type: !7)
!629 = !DILocation(line: 49, column: 37, scope: !623)
!630 = !DILocation(line: 56, column: 29, scope: !623)
!631 = !DILocation(line: 56, column: 2, scope: !623)
!632 = !DILocation(line: 120, column: 1, scope: !623)
!633 = distinct !DISubprogram(name: "safe_mod_func_uint32_t_u_u", scope: !634, file: !634, line: 771, type: !635, scopeLine: 772, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!634 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!635 = !DISubroutineType(types: !636)
!636 = !{!126, !126, !126}
!637 = !DILocalVariable(name: "ui1", arg: 1, scope: !633, file: !634, line: 771, type: !126)
!638 = !DILocation(line: 771, column: 43, scope: !633)
!639 = !DILocalVariable(name: "ui2", arg: 2, scope: !633, file: !634, line: 771, type: !126)
!640 = !DILocation(line: 771, column: 57, scope: !633)
!641 = !DILocation(line: 776, column: 6, scope: !633)
!642 = !DILocation(line: 776, column: 10, scope: !633)
!643 = !DILocation(line: 776, column: 5, scope: !633)
!644 = !DILocation(line: 777, column: 6, scope: !633)
!645 = !DILocation(line: 779, column: 6, scope: !633)
!646 = !DILocation(line: 779, column: 12, scope: !633)
!647 = !DILocation(line: 779, column: 10, scope: !633)
!648 = !DILocation(line: 774, column: 3, scope: !633)
!649 = distinct !DISubprogram(name: "safe_add_func_uint32_t_u_u", scope: !634, file: !634, line: 750, type: !635, scopeLine: 751, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!650 = !DILocalVariable(name: "ui1", arg: 1, scope: !649, file: !634, line: 750, type: !126)
!651 = !DILocation(line: 750, column: 43, scope: !649)
!652 = !DILocalVariable(name: "ui2", arg: 2, scope: !649, file: !634, line: 750, type: !126)
!653 = !DILocation(line: 750, column: 57, scope: !649)
!654 = !DILocation(line: 753, column: 10, scope: !649)
!655 = !DILocation(line: 753, column: 16, scope: !649)
!656 = !DILocation(line: 753, column: 14, scope: !649)
!657 = !DILocation(line: 753, column: 3, scope: !649)
!658 = distinct !DISubprogram(name: "safe_sub_func_uint16_t_u_u", scope: !634, file: !634, line: 655, type: !659, scopeLine: 656, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!659 = !DISubroutineType(types: !660)
!660 = !{!168, !168, !168}
!661 = !DILocalVariable(name: "ui1", arg: 1, scope: !658, file: !634, line: 655, type: !168)
!662 = !DILocation(line: 655, column: 43, scope: !658)
!663 = !DILocalVariable(name: "ui2", arg: 2, scope: !658, file: !634, line: 655, type: !168)
!664 = !DILocation(line: 655, column: 57, scope: !658)
!665 = !DILocation(line: 658, column: 10, scope: !658)
!666 = !DILocation(line: 658, column: 16, scope: !658)
!667 = !DILocation(line: 658, column: 14, scope: !658)
!668 = !DILocation(line: 658, column: 3, scope: !658)
!669 = distinct !DISubprogram(name: "func_10", scope: !3, file: !3, line: 94, type: !670, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!670 = !DISubroutineType(types: !671)
!671 = !{!168, !126, !206, !215}
!672 = !DILocalVariable(name: "p_11", arg: 1, scope: !669, file: !3, line: 94, type: !126)
!673 = !DILocation(line: 94, column: 36, scope: !669)
!674 = !DILocalVariable(name: "p_12", arg: 2, scope: !669, file: !3, line: 94, type: !206)
!675 = !DILocation(line: 94, column: 51, scope: !669)
!676 = !DILocalVariable(name: "p_13", arg: 3, scope: !669, file: !3, line: 94, type: !215)
!677 = !DILocation(line: 94, column: 66, scope: !669)
!678 = !DILocalVariable(name: "l_18", scope: !669, file: !3, line: 96, type: !168)
!679 = !DILocation(line: 96, column: 14, scope: !669)
!680 = !DILocalVariable(name: "l_19", scope: !669, file: !3, line: 97, type: !681)
!681 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!682 = !DILocation(line: 97, column: 15, scope: !669)
!683 = !DILocalVariable(name: "l_147", scope: !669, file: !3, line: 98, type: !684)
!684 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 640, elements: !685)
!685 = !{!686}
!686 = !DISubrange(count: 10)
!687 = !DILocation(line: 98, column: 14, scope: !669)
!688 = !DILocalVariable(name: "l_180", scope: !669, file: !3, line: 99, type: !689)
!689 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!690 = !DILocation(line: 99, column: 16, scope: !669)
!691 = !DILocalVariable(name: "l_179", scope: !669, file: !3, line: 100, type: !692)
!692 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !689, size: 64)
!693 = !DILocation(line: 100, column: 17, scope: !669)
!694 = !DILocalVariable(name: "l_225", scope: !669, file: !3, line: 101, type: !168)
!695 = !DILocation(line: 101, column: 14, scope: !669)
!696 = !DILocalVariable(name: "l_230", scope: !669, file: !3, line: 102, type: !126)
!697 = !DILocation(line: 102, column: 14, scope: !669)
!698 = !DILocalVariable(name: "i", scope: !669, file: !3, line: 103, type: !7)
!699 = !DILocation(line: 103, column: 9, scope: !669)
!700 = !DILocation(line: 104, column: 66, scope: !669)
!701 = !DILocation(line: 104, column: 71, scope: !669)
!702 = !DILocation(line: 0, scope: !669)
!703 = !DILocation(line: 104, column: 65, scope: !669)
!704 = !DILocation(line: 104, column: 56, scope: !669)
!705 = !DILocation(line: 104, column: 62, scope: !669)
!706 = !DILocation(line: 104, column: 82, scope: !669)
!707 = !DILocation(line: 104, column: 121, scope: !669)
!708 = !DILocation(line: 104, column: 126, scope: !669)
!709 = !DILocation(line: 104, column: 180, scope: !669)
!710 = !DILocation(line: 104, column: 185, scope: !669)
!711 = !DILocation(line: 104, column: 179, scope: !669)
!712 = !DILocation(line: 104, column: 177, scope: !669)
!713 = !DILocation(line: 104, column: 197, scope: !669)
!714 = !DILocation(line: 104, column: 194, scope: !669)
!715 = !DILocation(line: 104, column: 163, scope: !669)
!716 = !DILocation(line: 104, column: 203, scope: !669)
!717 = !DILocation(line: 104, column: 209, scope: !669)
!718 = !DILocation(line: 104, column: 221, scope: !669)
!719 = !DILocation(line: 104, column: 219, scope: !669)
!720 = !DILocation(line: 104, column: 160, scope: !669)
!721 = !DILocation(line: 104, column: 228, scope: !669)
!722 = !DILocation(line: 104, column: 131, scope: !669)
!723 = !DILocation(line: 104, column: 130, scope: !669)
!724 = !DILocation(line: 104, column: 235, scope: !669)
!725 = !DILocation(line: 104, column: 120, scope: !669)
!726 = !DILocation(line: 104, column: 246, scope: !669)
!727 = !DILocation(line: 104, column: 94, scope: !669)
!728 = !DILocation(line: 104, column: 93, scope: !669)
!729 = !DILocation(line: 104, column: 91, scope: !669)
!730 = !DILocation(line: 104, column: 52, scope: !669)
!731 = !DILocation(line: 104, column: 44, scope: !669)
!732 = !DILocation(line: 104, column: 264, scope: !669)
!733 = !DILocation(line: 104, column: 256, scope: !669)
!734 = !DILocation(line: 104, column: 43, scope: !669)
!735 = !DILocation(line: 104, column: 269, scope: !669)
!736 = !DILocation(line: 104, column: 15, scope: !669)
!737 = !DILocation(line: 104, column: 14, scope: !669)
!738 = !DILocation(line: 104, column: 11, scope: !669)
!739 = !DILocation(line: 105, column: 16, scope: !740)
!740 = distinct !DILexicalBlock(scope: !669, file: !3, line: 105, column: 5)
!741 = !DILocation(line: 105, column: 10, scope: !740)
!742 = !DILocation(line: 105, column: 22, scope: !743)
!743 = distinct !DILexicalBlock(scope: !740, file: !3, line: 105, column: 5)
!744 = !DILocation(line: 105, column: 28, scope: !743)
!745 = !DILocation(line: 105, column: 5, scope: !740)
!746 = !DILocalVariable(name: "l_150", scope: !747, file: !3, line: 107, type: !748)
!747 = distinct !DILexicalBlock(scope: !743, file: !3, line: 106, column: 5)
!748 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!749 = !DILocation(line: 107, column: 19, scope: !747)
!750 = !DILocalVariable(name: "l_164", scope: !747, file: !3, line: 108, type: !751)
!751 = !DICompositeType(tag: DW_TAG_array_type, baseType: !752, size: 1280, elements: !753)
!752 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!753 = !{!14, !19}
!754 = !DILocation(line: 108, column: 18, scope: !747)
!755 = !DILocalVariable(name: "l_166", scope: !747, file: !3, line: 109, type: !135)
!756 = !DILocation(line: 109, column: 17, scope: !747)
!757 = !DILocalVariable(name: "l_167", scope: !747, file: !3, line: 110, type: !135)
!758 = !DILocation(line: 110, column: 17, scope: !747)
!759 = !DILocalVariable(name: "i", scope: !747, file: !3, line: 111, type: !7)
!760 = !DILocation(line: 111, column: 13, scope: !747)
!761 = !DILocalVariable(name: "j", scope: !747, file: !3, line: 111, type: !7)
!762 = !DILocation(line: 111, column: 16, scope: !747)
!763 = !DILocation(line: 112, column: 73, scope: !764)
!764 = distinct !DILexicalBlock(scope: !747, file: !3, line: 112, column: 13)
!765 = !DILocation(line: 112, column: 67, scope: !764)
!766 = !DILocation(line: 112, column: 82, scope: !764)
!767 = !DILocation(line: 112, column: 80, scope: !764)
!768 = !DILocation(line: 112, column: 66, scope: !764)
!769 = !DILocation(line: 112, column: 38, scope: !764)
!770 = !DILocation(line: 112, column: 37, scope: !764)
!771 = !DILocation(line: 112, column: 28, scope: !764)
!772 = !DILocation(line: 112, column: 35, scope: !764)
!773 = !DILocation(line: 112, column: 94, scope: !764)
!774 = !DILocation(line: 112, column: 106, scope: !764)
!775 = !DILocation(line: 112, column: 101, scope: !764)
!776 = !DILocation(line: 112, column: 329, scope: !764)
!777 = !DILocation(line: 112, column: 336, scope: !764)
!778 = !DILocation(line: 112, column: 334, scope: !764)
!779 = !DILocation(line: 112, column: 325, scope: !764)
!780 = !DILocation(line: 112, column: 316, scope: !764)
!781 = !DILocation(line: 112, column: 345, scope: !764)
!782 = !DILocation(line: 112, column: 290, scope: !764)
!783 = !DILocation(line: 112, column: 289, scope: !764)
!784 = !DILocation(line: 112, column: 264, scope: !764)
!785 = !DILocation(line: 112, column: 263, scope: !764)
!786 = !DILocation(line: 112, column: 253, scope: !764)
!787 = !DILocation(line: 112, column: 247, scope: !764)
!788 = !DILocation(line: 112, column: 260, scope: !764)
!789 = !DILocation(line: 112, column: 362, scope: !764)
!790 = !DILocation(line: 112, column: 245, scope: !764)
!791 = !DILocation(line: 112, column: 388, scope: !764)
!792 = !DILocation(line: 112, column: 386, scope: !764)
!793 = !DILocation(line: 112, column: 244, scope: !764)
!794 = !DILocation(line: 112, column: 394, scope: !764)
!795 = !DILocation(line: 112, column: 243, scope: !764)
!796 = !DILocation(line: 112, column: 403, scope: !764)
!797 = !DILocation(line: 112, column: 216, scope: !764)
!798 = !DILocation(line: 112, column: 418, scope: !764)
!799 = !DILocation(line: 112, column: 412, scope: !764)
!800 = !DILocation(line: 112, column: 426, scope: !764)
!801 = !DILocation(line: 112, column: 213, scope: !764)
!802 = !DILocation(line: 112, column: 188, scope: !764)
!803 = !DILocation(line: 112, column: 187, scope: !764)
!804 = !DILocation(line: 112, column: 441, scope: !764)
!805 = !DILocation(line: 112, column: 453, scope: !764)
!806 = !DILocation(line: 112, column: 452, scope: !764)
!807 = !DILocation(line: 112, column: 451, scope: !764)
!808 = !DILocation(line: 112, column: 448, scope: !764)
!809 = !DILocation(line: 112, column: 185, scope: !764)
!810 = !DILocation(line: 112, column: 460, scope: !764)
!811 = !DILocation(line: 112, column: 184, scope: !764)
!812 = !DILocation(line: 112, column: 470, scope: !764)
!813 = !DILocation(line: 112, column: 158, scope: !764)
!814 = !DILocation(line: 112, column: 157, scope: !764)
!815 = !DILocation(line: 112, column: 155, scope: !764)
!816 = !DILocation(line: 112, column: 142, scope: !764)
!817 = !DILocation(line: 112, column: 115, scope: !764)
!818 = !DILocation(line: 112, column: 114, scope: !764)
!819 = !DILocation(line: 112, column: 487, scope: !764)
!820 = !DILocation(line: 112, column: 485, scope: !764)
!821 = !DILocation(line: 112, column: 113, scope: !764)
!822 = !DILocation(line: 112, column: 495, scope: !764)
!823 = !DILocation(line: 112, column: 493, scope: !764)
!824 = !DILocation(line: 112, column: 109, scope: !764)
!825 = !DILocation(line: 112, column: 100, scope: !764)
!826 = !DILocation(line: 112, column: 502, scope: !764)
!827 = !DILocation(line: 112, column: 512, scope: !764)
!828 = !DILocation(line: 112, column: 509, scope: !764)
!829 = !DILocation(line: 0, scope: !764)
!830 = !DILocation(line: 112, column: 528, scope: !764)
!831 = !DILocation(line: 112, column: 526, scope: !764)
!832 = !DILocation(line: 112, column: 23, scope: !764)
!833 = !DILocation(line: 112, column: 535, scope: !764)
!834 = !DILocation(line: 112, column: 22, scope: !764)
!835 = !DILocation(line: 112, column: 20, scope: !764)
!836 = !DILocation(line: 112, column: 13, scope: !747)
!837 = !DILocalVariable(name: "l_182", scope: !838, file: !3, line: 114, type: !230)
!838 = distinct !DILexicalBlock(scope: !764, file: !3, line: 113, column: 9)
!839 = !DILocation(line: 114, column: 20, scope: !838)
!840 = !DILocalVariable(name: "l_183", scope: !838, file: !3, line: 115, type: !841)
!841 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!842 = !DILocation(line: 115, column: 21, scope: !838)
!843 = !DILocalVariable(name: "l_184", scope: !838, file: !3, line: 116, type: !841)
!844 = !DILocation(line: 116, column: 21, scope: !838)
!845 = !DILocalVariable(name: "l_185", scope: !838, file: !3, line: 117, type: !841)
!846 = !DILocation(line: 117, column: 21, scope: !838)
!847 = !DILocalVariable(name: "l_220", scope: !838, file: !3, line: 118, type: !848)
!848 = !DICompositeType(tag: DW_TAG_array_type, baseType: !141, size: 2688, elements: !849)
!849 = !{!55, !850}
!850 = !DISubrange(count: 7)
!851 = !DILocation(line: 118, column: 23, scope: !838)
!852 = !DILocation(line: 118, column: 38, scope: !838)
!853 = !DILocation(line: 118, column: 58, scope: !838)
!854 = !DILocation(line: 118, column: 74, scope: !838)
!855 = !DILocation(line: 118, column: 37, scope: !838)
!856 = !DILocation(line: 118, column: 104, scope: !838)
!857 = !DILocation(line: 118, column: 102, scope: !838)
!858 = !DILocation(line: 118, column: 114, scope: !838)
!859 = !DILocation(line: 118, column: 124, scope: !838)
!860 = !DILocation(line: 118, column: 134, scope: !838)
!861 = !DILocation(line: 118, column: 144, scope: !838)
!862 = !DILocation(line: 118, column: 160, scope: !838)
!863 = !DILocation(line: 118, column: 172, scope: !838)
!864 = !DILocation(line: 118, column: 170, scope: !838)
!865 = !DILocation(line: 118, column: 188, scope: !838)
!866 = !DILocation(line: 118, column: 198, scope: !838)
!867 = !DILocation(line: 118, column: 208, scope: !838)
!868 = !DILocation(line: 118, column: 218, scope: !838)
!869 = !DILocation(line: 118, column: 236, scope: !838)
!870 = !DILocation(line: 118, column: 234, scope: !838)
!871 = !DILocation(line: 118, column: 246, scope: !838)
!872 = !DILocation(line: 118, column: 256, scope: !838)
!873 = !DILocation(line: 118, column: 266, scope: !838)
!874 = !DILocation(line: 118, column: 285, scope: !838)
!875 = !DILocation(line: 118, column: 306, scope: !838)
!876 = !DILocation(line: 118, column: 304, scope: !838)
!877 = !DILocation(line: 118, column: 316, scope: !838)
!878 = !DILocation(line: 118, column: 326, scope: !838)
!879 = !DILocation(line: 118, column: 336, scope: !838)
!880 = !DILocation(line: 118, column: 352, scope: !838)
!881 = !DILocation(line: 118, column: 362, scope: !838)
!882 = !DILocation(line: 118, column: 374, scope: !838)
!883 = !DILocation(line: 118, column: 372, scope: !838)
!884 = !DILocation(line: 118, column: 390, scope: !838)
!885 = !DILocation(line: 118, column: 400, scope: !838)
!886 = !DILocation(line: 118, column: 410, scope: !838)
!887 = !DILocation(line: 118, column: 426, scope: !838)
!888 = !DILocalVariable(name: "l_221", scope: !838, file: !3, line: 119, type: !889)
!889 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!890 = !DILocation(line: 119, column: 24, scope: !838)
!891 = !DILocation(line: 119, column: 33, scope: !838)
!892 = !DILocalVariable(name: "l_222", scope: !838, file: !3, line: 120, type: !893)
!893 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !215, size: 64)
!894 = !DILocation(line: 120, column: 22, scope: !838)
!895 = !DILocalVariable(name: "l_224", scope: !838, file: !3, line: 121, type: !135)
!896 = !DILocation(line: 121, column: 21, scope: !838)
!897 = !DILocalVariable(name: "i", scope: !838, file: !3, line: 122, type: !7)
!898 = !DILocation(line: 122, column: 17, scope: !838)
!899 = !DILocalVariable(name: "j", scope: !838, file: !3, line: 122, type: !7)
!900 = !DILocation(line: 122, column: 20, scope: !838)
!901 = !DILocation(line: 123, column: 157, scope: !838)
!902 = !DILocation(line: 123, column: 217, scope: !838)
!903 = !DILocation(line: 123, column: 223, scope: !838)
!904 = !DILocation(line: 123, column: 238, scope: !838)
!905 = !DILocation(line: 123, column: 206, scope: !838)
!906 = !DILocation(line: 123, column: 213, scope: !838)
!907 = !DILocation(line: 123, column: 175, scope: !838)
!908 = !DILocation(line: 123, column: 253, scope: !838)
!909 = !DILocation(line: 123, column: 170, scope: !838)
!910 = !DILocation(line: 123, column: 147, scope: !838)
!911 = !DILocation(line: 123, column: 267, scope: !838)
!912 = !DILocation(line: 123, column: 146, scope: !838)
!913 = !DILocation(line: 123, column: 291, scope: !838)
!914 = !DILocation(line: 123, column: 285, scope: !838)
!915 = !DILocation(line: 123, column: 119, scope: !838)
!916 = !DILocation(line: 123, column: 296, scope: !838)
!917 = !DILocation(line: 123, column: 117, scope: !838)
!918 = !DILocation(line: 123, column: 304, scope: !838)
!919 = !DILocation(line: 123, column: 91, scope: !838)
!920 = !DILocation(line: 123, column: 62, scope: !838)
!921 = !DILocation(line: 123, column: 61, scope: !838)
!922 = !DILocation(line: 123, column: 316, scope: !838)
!923 = !DILocation(line: 123, column: 60, scope: !838)
!924 = !DILocation(line: 123, column: 342, scope: !838)
!925 = !DILocation(line: 123, column: 35, scope: !838)
!926 = !DILocation(line: 123, column: 25, scope: !838)
!927 = !DILocation(line: 123, column: 32, scope: !838)
!928 = !DILocation(line: 123, column: 22, scope: !838)
!929 = !DILocation(line: 123, column: 351, scope: !838)
!930 = !DILocation(line: 123, column: 19, scope: !838)
!931 = !DILocation(line: 124, column: 51, scope: !838)
!932 = !DILocation(line: 124, column: 61, scope: !838)
!933 = !DILocation(line: 124, column: 132, scope: !838)
!934 = !DILocation(line: 124, column: 194, scope: !838)
!935 = !DILocation(line: 124, column: 254, scope: !838)
!936 = !DILocation(line: 124, column: 252, scope: !838)
!937 = !DILocation(line: 124, column: 192, scope: !838)
!938 = !DILocation(line: 124, column: 261, scope: !838)
!939 = !DILocation(line: 124, column: 166, scope: !838)
!940 = !DILocation(line: 124, column: 165, scope: !838)
!941 = !DILocation(line: 124, column: 139, scope: !838)
!942 = !DILocation(line: 124, column: 138, scope: !838)
!943 = !DILocation(line: 124, column: 135, scope: !838)
!944 = !DILocation(line: 124, column: 126, scope: !838)
!945 = !DILocation(line: 124, column: 96, scope: !838)
!946 = !DILocation(line: 124, column: 95, scope: !838)
!947 = !DILocation(line: 124, column: 69, scope: !838)
!948 = !DILocation(line: 124, column: 60, scope: !838)
!949 = !DILocation(line: 124, column: 297, scope: !838)
!950 = !DILocation(line: 124, column: 289, scope: !838)
!951 = !DILocation(line: 124, column: 328, scope: !838)
!952 = !DILocation(line: 124, column: 22, scope: !838)
!953 = !DILocation(line: 124, column: 19, scope: !838)
!954 = !DILocation(line: 125, column: 24, scope: !838)
!955 = !DILocation(line: 125, column: 62, scope: !838)
!956 = !DILocation(line: 125, column: 72, scope: !838)
!957 = !DILocation(line: 125, column: 78, scope: !838)
!958 = !DILocation(line: 125, column: 179, scope: !838)
!959 = !DILocation(line: 125, column: 172, scope: !838)
!960 = !DILocation(line: 125, column: 154, scope: !838)
!961 = !DILocation(line: 125, column: 185, scope: !838)
!962 = !DILocation(line: 125, column: 183, scope: !838)
!963 = !DILocation(line: 125, column: 153, scope: !838)
!964 = !DILocation(line: 125, column: 117, scope: !838)
!965 = !DILocation(line: 125, column: 116, scope: !838)
!966 = !DILocation(line: 125, column: 198, scope: !838)
!967 = !DILocation(line: 125, column: 87, scope: !838)
!968 = !DILocation(line: 125, column: 86, scope: !838)
!969 = !DILocation(line: 125, column: 83, scope: !838)
!970 = !DILocation(line: 125, column: 60, scope: !838)
!971 = !DILocation(line: 125, column: 32, scope: !838)
!972 = !DILocation(line: 125, column: 31, scope: !838)
!973 = !DILocation(line: 125, column: 29, scope: !838)
!974 = !DILocation(line: 125, column: 23, scope: !838)
!975 = !DILocation(line: 125, column: 15, scope: !838)
!976 = !DILocation(line: 125, column: 21, scope: !838)
!977 = !DILocation(line: 126, column: 77, scope: !838)
!978 = !DILocation(line: 126, column: 159, scope: !838)
!979 = !DILocation(line: 126, column: 193, scope: !838)
!980 = !DILocation(line: 126, column: 251, scope: !838)
!981 = !DILocation(line: 126, column: 242, scope: !838)
!982 = !DILocation(line: 126, column: 249, scope: !838)
!983 = !DILocation(line: 126, column: 272, scope: !838)
!984 = !DILocation(line: 126, column: 284, scope: !838)
!985 = !DILocation(line: 126, column: 279, scope: !838)
!986 = !DILocation(line: 126, column: 277, scope: !838)
!987 = !DILocation(line: 126, column: 290, scope: !838)
!988 = !DILocation(line: 126, column: 298, scope: !838)
!989 = !DILocation(line: 126, column: 296, scope: !838)
!990 = !DILocation(line: 126, column: 307, scope: !838)
!991 = !DILocation(line: 126, column: 304, scope: !838)
!992 = !DILocation(line: 126, column: 264, scope: !838)
!993 = !DILocation(line: 126, column: 235, scope: !838)
!994 = !DILocation(line: 126, column: 228, scope: !838)
!995 = !DILocation(line: 126, column: 324, scope: !838)
!996 = !DILocation(line: 126, column: 227, scope: !838)
!997 = !DILocation(line: 126, column: 333, scope: !838)
!998 = !DILocation(line: 126, column: 226, scope: !838)
!999 = !DILocation(line: 126, column: 364, scope: !838)
!1000 = !DILocation(line: 126, column: 358, scope: !838)
!1001 = !DILocation(line: 126, column: 200, scope: !838)
!1002 = !DILocation(line: 126, column: 199, scope: !838)
!1003 = !DILocation(line: 126, column: 166, scope: !838)
!1004 = !DILocation(line: 126, column: 165, scope: !838)
!1005 = !DILocation(line: 126, column: 130, scope: !838)
!1006 = !DILocation(line: 126, column: 129, scope: !838)
!1007 = !DILocation(line: 126, column: 128, scope: !838)
!1008 = !DILocation(line: 126, column: 126, scope: !838)
!1009 = !DILocation(line: 126, column: 117, scope: !838)
!1010 = !DILocation(line: 126, column: 123, scope: !838)
!1011 = !DILocation(line: 126, column: 382, scope: !838)
!1012 = !DILocation(line: 126, column: 380, scope: !838)
!1013 = !DILocation(line: 126, column: 389, scope: !838)
!1014 = !DILocation(line: 126, column: 392, scope: !838)
!1015 = !DILocation(line: 126, column: 112, scope: !838)
!1016 = !DILocation(line: 126, column: 87, scope: !838)
!1017 = !DILocation(line: 126, column: 86, scope: !838)
!1018 = !DILocation(line: 126, column: 405, scope: !838)
!1019 = !DILocation(line: 126, column: 418, scope: !838)
!1020 = !DILocation(line: 126, column: 416, scope: !838)
!1021 = !DILocation(line: 126, column: 84, scope: !838)
!1022 = !DILocation(line: 126, column: 51, scope: !838)
!1023 = !DILocation(line: 126, column: 49, scope: !838)
!1024 = !DILocation(line: 126, column: 48, scope: !838)
!1025 = !DILocation(line: 126, column: 430, scope: !838)
!1026 = !DILocation(line: 126, column: 427, scope: !838)
!1027 = !DILocation(line: 126, column: 47, scope: !838)
!1028 = !DILocation(line: 126, column: 440, scope: !838)
!1029 = !DILocation(line: 126, column: 46, scope: !838)
!1030 = !DILocation(line: 126, column: 37, scope: !838)
!1031 = !DILocation(line: 126, column: 44, scope: !838)
!1032 = !DILocation(line: 126, column: 34, scope: !838)
!1033 = !DILocation(line: 126, column: 447, scope: !838)
!1034 = !DILocation(line: 126, column: 450, scope: !838)
!1035 = !DILocation(line: 0, scope: !838)
!1036 = !DILocation(line: 126, column: 33, scope: !838)
!1037 = !DILocation(line: 126, column: 458, scope: !838)
!1038 = !DILocation(line: 126, column: 456, scope: !838)
!1039 = !DILocation(line: 126, column: 467, scope: !838)
!1040 = !DILocation(line: 126, column: 464, scope: !838)
!1041 = !DILocation(line: 126, column: 29, scope: !838)
!1042 = !DILocation(line: 126, column: 19, scope: !838)
!1043 = !DILocation(line: 127, column: 9, scope: !838)
!1044 = !DILocalVariable(name: "l_226", scope: !1045, file: !3, line: 130, type: !168)
!1045 = distinct !DILexicalBlock(scope: !764, file: !3, line: 129, column: 9)
!1046 = !DILocation(line: 130, column: 22, scope: !1045)
!1047 = !DILocation(line: 131, column: 13, scope: !1045)
!1048 = !DILocation(line: 133, column: 15, scope: !1049)
!1049 = distinct !DILexicalBlock(scope: !747, file: !3, line: 133, column: 13)
!1050 = !DILocation(line: 133, column: 14, scope: !1049)
!1051 = !DILocation(line: 133, column: 13, scope: !1049)
!1052 = !DILocation(line: 133, column: 13, scope: !747)
!1053 = !DILocation(line: 134, column: 13, scope: !1049)
!1054 = !DILocation(line: 135, column: 22, scope: !747)
!1055 = !DILocation(line: 135, column: 21, scope: !747)
!1056 = !DILocation(line: 135, column: 11, scope: !747)
!1057 = !DILocation(line: 135, column: 18, scope: !747)
!1058 = !DILocation(line: 136, column: 20, scope: !1059)
!1059 = distinct !DILexicalBlock(scope: !747, file: !3, line: 136, column: 9)
!1060 = !DILocation(line: 136, column: 14, scope: !1059)
!1061 = !DILocation(line: 136, column: 25, scope: !1062)
!1062 = distinct !DILexicalBlock(scope: !1059, file: !3, line: 136, column: 9)
!1063 = !DILocation(line: 136, column: 31, scope: !1062)
!1064 = !DILocation(line: 136, column: 9, scope: !1059)
!1065 = !DILocation(line: 138, column: 24, scope: !1066)
!1066 = distinct !DILexicalBlock(scope: !1067, file: !3, line: 138, column: 13)
!1067 = distinct !DILexicalBlock(scope: !1062, file: !3, line: 137, column: 9)
!1068 = !DILocation(line: 138, column: 18, scope: !1066)
!1069 = !DILocation(line: 138, column: 29, scope: !1070)
!1070 = distinct !DILexicalBlock(scope: !1066, file: !3, line: 138, column: 13)
!1071 = !DILocation(line: 138, column: 35, scope: !1070)
!1072 = !DILocation(line: 138, column: 13, scope: !1066)
!1073 = !DILocation(line: 140, column: 27, scope: !1074)
!1074 = distinct !DILexicalBlock(scope: !1075, file: !3, line: 140, column: 17)
!1075 = distinct !DILexicalBlock(scope: !1070, file: !3, line: 139, column: 13)
!1076 = !DILocation(line: 140, column: 22, scope: !1074)
!1077 = !DILocation(line: 140, column: 32, scope: !1078)
!1078 = distinct !DILexicalBlock(scope: !1074, file: !3, line: 140, column: 17)
!1079 = !DILocation(line: 140, column: 37, scope: !1078)
!1080 = !DILocation(line: 140, column: 17, scope: !1074)
!1081 = !DILocation(line: 142, column: 27, scope: !1082)
!1082 = distinct !DILexicalBlock(scope: !1078, file: !3, line: 141, column: 17)
!1083 = !DILocation(line: 142, column: 21, scope: !1082)
!1084 = !DILocation(line: 142, column: 34, scope: !1082)
!1085 = !DILocation(line: 142, column: 41, scope: !1082)
!1086 = !DILocation(line: 142, column: 47, scope: !1082)
!1087 = !DILocation(line: 143, column: 17, scope: !1082)
!1088 = !DILocation(line: 140, column: 47, scope: !1078)
!1089 = !DILocation(line: 140, column: 17, scope: !1078)
!1090 = distinct !{!1090, !1080, !1091, !351}
!1091 = !DILocation(line: 143, column: 17, scope: !1074)
!1092 = !DILocation(line: 144, column: 13, scope: !1075)
!1093 = !DILocation(line: 138, column: 46, scope: !1070)
!1094 = !DILocation(line: 138, column: 13, scope: !1070)
!1095 = distinct !{!1095, !1072, !1096, !351}
!1096 = !DILocation(line: 144, column: 13, scope: !1066)
!1097 = !DILocation(line: 145, column: 9, scope: !1067)
!1098 = !DILocation(line: 136, column: 42, scope: !1062)
!1099 = !DILocation(line: 136, column: 9, scope: !1062)
!1100 = distinct !{!1100, !1064, !1101, !351}
!1101 = !DILocation(line: 145, column: 9, scope: !1059)
!1102 = !DILocation(line: 146, column: 5, scope: !747)
!1103 = !DILocation(line: 105, column: 41, scope: !743)
!1104 = !DILocation(line: 105, column: 5, scope: !743)
!1105 = distinct !{!1105, !745, !1106, !351}
!1106 = !DILocation(line: 146, column: 5, scope: !740)
!1107 = !DILocation(line: 147, column: 7, scope: !669)
!1108 = !DILocation(line: 147, column: 13, scope: !669)
!1109 = !DILocation(line: 148, column: 5, scope: !669)
!1110 = !DILocation(line: 149, column: 17, scope: !669)
!1111 = !DILocation(line: 149, column: 5, scope: !669)
!1112 = distinct !DISubprogram(name: "safe_rshift_func_int8_t_s_u", scope: !634, file: !634, line: 130, type: !1113, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1113 = !DISubroutineType(types: !1114)
!1114 = !{!230, !230, !6}
!1115 = !DILocalVariable(name: "left", arg: 1, scope: !1112, file: !634, line: 130, type: !230)
!1116 = !DILocation(line: 130, column: 42, scope: !1112)
!1117 = !DILocalVariable(name: "right", arg: 2, scope: !1112, file: !634, line: 130, type: !6)
!1118 = !DILocation(line: 130, column: 61, scope: !1112)
!1119 = !DILocation(line: 135, column: 7, scope: !1112)
!1120 = !DILocation(line: 135, column: 12, scope: !1112)
!1121 = !DILocation(line: 135, column: 17, scope: !1112)
!1122 = !DILocation(line: 135, column: 36, scope: !1112)
!1123 = !DILocation(line: 135, column: 43, scope: !1112)
!1124 = !DILocation(line: 135, column: 5, scope: !1112)
!1125 = !DILocation(line: 136, column: 6, scope: !1112)
!1126 = !DILocation(line: 136, column: 5, scope: !1112)
!1127 = !DILocation(line: 138, column: 6, scope: !1112)
!1128 = !DILocation(line: 138, column: 29, scope: !1112)
!1129 = !DILocation(line: 138, column: 11, scope: !1112)
!1130 = !DILocation(line: 133, column: 3, scope: !1112)
!1131 = distinct !DISubprogram(name: "func_16", scope: !3, file: !3, line: 158, type: !1132, scopeLine: 159, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1132 = !DISubroutineType(types: !1133)
!1133 = !{!215, !1134}
!1134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !174)
!1135 = !DILocalVariable(name: "p_17", arg: 1, scope: !1131, file: !3, line: 158, type: !1134)
!1136 = !DILocation(line: 158, column: 40, scope: !1131)
!1137 = !DILocalVariable(name: "l_56", scope: !1131, file: !3, line: 160, type: !154)
!1138 = !DILocation(line: 160, column: 14, scope: !1131)
!1139 = !DILocalVariable(name: "l_71", scope: !1131, file: !3, line: 161, type: !1140)
!1140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 13440, elements: !1141)
!1141 = !{!55, !850, !19}
!1142 = !DILocation(line: 161, column: 14, scope: !1131)
!1143 = !DILocalVariable(name: "l_146", scope: !1131, file: !3, line: 162, type: !1134)
!1144 = !DILocation(line: 162, column: 19, scope: !1131)
!1145 = !DILocalVariable(name: "i", scope: !1131, file: !3, line: 163, type: !7)
!1146 = !DILocation(line: 163, column: 9, scope: !1131)
!1147 = !DILocalVariable(name: "j", scope: !1131, file: !3, line: 163, type: !7)
!1148 = !DILocation(line: 163, column: 12, scope: !1131)
!1149 = !DILocalVariable(name: "k", scope: !1131, file: !3, line: 163, type: !7)
!1150 = !DILocation(line: 163, column: 15, scope: !1131)
!1151 = !DILocation(line: 164, column: 15, scope: !1152)
!1152 = distinct !DILexicalBlock(scope: !1131, file: !3, line: 164, column: 5)
!1153 = !DILocation(line: 164, column: 10, scope: !1152)
!1154 = !DILocation(line: 164, column: 21, scope: !1155)
!1155 = distinct !DILexicalBlock(scope: !1152, file: !3, line: 164, column: 5)
!1156 = !DILocation(line: 164, column: 26, scope: !1155)
!1157 = !DILocation(line: 164, column: 5, scope: !1152)
!1158 = !DILocalVariable(name: "l_29", scope: !1159, file: !3, line: 166, type: !681)
!1159 = distinct !DILexicalBlock(scope: !1155, file: !3, line: 165, column: 5)
!1160 = !DILocation(line: 166, column: 19, scope: !1159)
!1161 = !DILocalVariable(name: "l_39", scope: !1159, file: !3, line: 167, type: !135)
!1162 = !DILocation(line: 167, column: 17, scope: !1159)
!1163 = !DILocalVariable(name: "l_89", scope: !1159, file: !3, line: 168, type: !206)
!1164 = !DILocation(line: 168, column: 17, scope: !1159)
!1165 = !DILocalVariable(name: "l_90", scope: !1159, file: !3, line: 169, type: !135)
!1166 = !DILocation(line: 169, column: 17, scope: !1159)
!1167 = !DILocalVariable(name: "l_101", scope: !1159, file: !3, line: 170, type: !689)
!1168 = !DILocation(line: 170, column: 20, scope: !1159)
!1169 = !DILocalVariable(name: "l_109", scope: !1159, file: !3, line: 171, type: !135)
!1170 = !DILocation(line: 171, column: 17, scope: !1159)
!1171 = !DILocalVariable(name: "l_111", scope: !1159, file: !3, line: 172, type: !135)
!1172 = !DILocation(line: 172, column: 17, scope: !1159)
!1173 = !DILocalVariable(name: "l_113", scope: !1159, file: !3, line: 173, type: !135)
!1174 = !DILocation(line: 173, column: 17, scope: !1159)
!1175 = !DILocalVariable(name: "l_119", scope: !1159, file: !3, line: 174, type: !126)
!1176 = !DILocation(line: 174, column: 18, scope: !1159)
!1177 = !DILocation(line: 175, column: 46, scope: !1178)
!1178 = distinct !DILexicalBlock(scope: !1159, file: !3, line: 175, column: 13)
!1179 = !DILocation(line: 175, column: 42, scope: !1178)
!1180 = !DILocation(line: 175, column: 56, scope: !1178)
!1181 = !DILocation(line: 175, column: 60, scope: !1178)
!1182 = !DILocation(line: 175, column: 191, scope: !1178)
!1183 = !DILocation(line: 175, column: 196, scope: !1178)
!1184 = !DILocation(line: 175, column: 211, scope: !1178)
!1185 = !DILocation(line: 175, column: 209, scope: !1178)
!1186 = !DILocation(line: 175, column: 187, scope: !1178)
!1187 = !DILocation(line: 175, column: 181, scope: !1178)
!1188 = !DILocation(line: 175, column: 221, scope: !1178)
!1189 = !DILocation(line: 175, column: 218, scope: !1178)
!1190 = !DILocation(line: 175, column: 180, scope: !1178)
!1191 = !DILocation(line: 175, column: 228, scope: !1178)
!1192 = !DILocation(line: 175, column: 154, scope: !1178)
!1193 = !DILocation(line: 175, column: 153, scope: !1178)
!1194 = !DILocation(line: 175, column: 236, scope: !1178)
!1195 = !DILocation(line: 175, column: 127, scope: !1178)
!1196 = !DILocation(line: 175, column: 126, scope: !1178)
!1197 = !DILocation(line: 175, column: 244, scope: !1178)
!1198 = !DILocation(line: 175, column: 101, scope: !1178)
!1199 = !DILocation(line: 175, column: 100, scope: !1178)
!1200 = !DILocation(line: 175, column: 98, scope: !1178)
!1201 = !DILocation(line: 175, column: 252, scope: !1178)
!1202 = !DILocation(line: 175, column: 255, scope: !1178)
!1203 = !DILocation(line: 175, column: 264, scope: !1178)
!1204 = !DILocation(line: 175, column: 261, scope: !1178)
!1205 = !DILocation(line: 175, column: 74, scope: !1178)
!1206 = !DILocation(line: 175, column: 273, scope: !1178)
!1207 = !DILocation(line: 175, column: 270, scope: !1178)
!1208 = !DILocation(line: 175, column: 71, scope: !1178)
!1209 = !DILocation(line: 175, column: 54, scope: !1178)
!1210 = !DILocation(line: 175, column: 14, scope: !1178)
!1211 = !DILocation(line: 175, column: 13, scope: !1159)
!1212 = !DILocalVariable(name: "l_42", scope: !1213, file: !3, line: 177, type: !1214)
!1213 = distinct !DILexicalBlock(scope: !1178, file: !3, line: 176, column: 9)
!1214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1215, size: 64)
!1215 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !154)
!1216 = !DILocation(line: 177, column: 29, scope: !1213)
!1217 = !DILocalVariable(name: "l_69", scope: !1213, file: !3, line: 178, type: !135)
!1218 = !DILocation(line: 178, column: 21, scope: !1213)
!1219 = !DILocalVariable(name: "l_70", scope: !1213, file: !3, line: 179, type: !126)
!1220 = !DILocation(line: 179, column: 22, scope: !1213)
!1221 = !DILocalVariable(name: "l_72", scope: !1213, file: !3, line: 180, type: !141)
!1222 = !DILocation(line: 180, column: 23, scope: !1213)
!1223 = !DILocation(line: 180, column: 31, scope: !1213)
!1224 = !DILocalVariable(name: "l_74", scope: !1213, file: !3, line: 181, type: !134)
!1225 = !DILocation(line: 181, column: 22, scope: !1213)
!1226 = !DILocalVariable(name: "l_73", scope: !1213, file: !3, line: 182, type: !141)
!1227 = !DILocation(line: 182, column: 23, scope: !1213)
!1228 = !DILocation(line: 183, column: 23, scope: !1229)
!1229 = distinct !DILexicalBlock(scope: !1213, file: !3, line: 183, column: 13)
!1230 = !DILocation(line: 183, column: 18, scope: !1229)
!1231 = !DILocation(line: 183, column: 29, scope: !1232)
!1232 = distinct !DILexicalBlock(scope: !1229, file: !3, line: 183, column: 13)
!1233 = !DILocation(line: 183, column: 34, scope: !1232)
!1234 = !DILocation(line: 183, column: 13, scope: !1229)
!1235 = !DILocalVariable(name: "l_45", scope: !1236, file: !3, line: 185, type: !174)
!1236 = distinct !DILexicalBlock(scope: !1232, file: !3, line: 184, column: 13)
!1237 = !DILocation(line: 185, column: 25, scope: !1236)
!1238 = !DILocalVariable(name: "l_46", scope: !1236, file: !3, line: 186, type: !134)
!1239 = !DILocation(line: 186, column: 26, scope: !1236)
!1240 = !DILocalVariable(name: "l_47", scope: !1236, file: !3, line: 187, type: !134)
!1241 = !DILocation(line: 187, column: 26, scope: !1236)
!1242 = !DILocalVariable(name: "l_48", scope: !1236, file: !3, line: 188, type: !134)
!1243 = !DILocation(line: 188, column: 26, scope: !1236)
!1244 = !DILocalVariable(name: "l_49", scope: !1236, file: !3, line: 189, type: !134)
!1245 = !DILocation(line: 189, column: 26, scope: !1236)
!1246 = !DILocalVariable(name: "l_50", scope: !1236, file: !3, line: 190, type: !134)
!1247 = !DILocation(line: 190, column: 26, scope: !1236)
!1248 = !DILocalVariable(name: "l_51", scope: !1236, file: !3, line: 191, type: !134)
!1249 = !DILocation(line: 191, column: 26, scope: !1236)
!1250 = !DILocalVariable(name: "l_52", scope: !1236, file: !3, line: 192, type: !134)
!1251 = !DILocation(line: 192, column: 26, scope: !1236)
!1252 = !DILocalVariable(name: "l_53", scope: !1236, file: !3, line: 193, type: !134)
!1253 = !DILocation(line: 193, column: 26, scope: !1236)
!1254 = !DILocalVariable(name: "l_54", scope: !1236, file: !3, line: 194, type: !1255)
!1255 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 768, elements: !1256)
!1256 = !{!219, !1257, !1257}
!1257 = !DISubrange(count: 2)
!1258 = !DILocation(line: 194, column: 26, scope: !1236)
!1259 = !DILocalVariable(name: "l_55", scope: !1236, file: !3, line: 195, type: !174)
!1260 = !DILocation(line: 195, column: 25, scope: !1236)
!1261 = !DILocalVariable(name: "i", scope: !1236, file: !3, line: 196, type: !7)
!1262 = !DILocation(line: 196, column: 21, scope: !1236)
!1263 = !DILocalVariable(name: "j", scope: !1236, file: !3, line: 196, type: !7)
!1264 = !DILocation(line: 196, column: 24, scope: !1236)
!1265 = !DILocalVariable(name: "k", scope: !1236, file: !3, line: 196, type: !7)
!1266 = !DILocation(line: 196, column: 27, scope: !1236)
!1267 = !DILocation(line: 197, column: 28, scope: !1236)
!1268 = !DILocation(line: 197, column: 33, scope: !1236)
!1269 = !DILocation(line: 197, column: 19, scope: !1236)
!1270 = !DILocation(line: 197, column: 25, scope: !1236)
!1271 = !DILocation(line: 198, column: 17, scope: !1236)
!1272 = !DILocation(line: 199, column: 84, scope: !1236)
!1273 = !DILocation(line: 199, column: 100, scope: !1236)
!1274 = !DILocation(line: 199, column: 105, scope: !1236)
!1275 = !DILocation(line: 199, column: 99, scope: !1236)
!1276 = !DILocation(line: 199, column: 97, scope: !1236)
!1277 = !DILocation(line: 199, column: 90, scope: !1236)
!1278 = !DILocation(line: 199, column: 57, scope: !1236)
!1279 = !DILocation(line: 199, column: 188, scope: !1236)
!1280 = !DILocation(line: 199, column: 195, scope: !1236)
!1281 = !DILocation(line: 199, column: 186, scope: !1236)
!1282 = !DILocation(line: 199, column: 204, scope: !1236)
!1283 = !DILocation(line: 199, column: 184, scope: !1236)
!1284 = !DILocation(line: 199, column: 210, scope: !1236)
!1285 = !DILocation(line: 199, column: 213, scope: !1236)
!1286 = !DILocation(line: 199, column: 219, scope: !1236)
!1287 = !DILocation(line: 199, column: 233, scope: !1236)
!1288 = !DILocation(line: 199, column: 230, scope: !1236)
!1289 = !DILocation(line: 199, column: 240, scope: !1236)
!1290 = !DILocation(line: 199, column: 155, scope: !1236)
!1291 = !DILocation(line: 199, column: 154, scope: !1236)
!1292 = !DILocation(line: 199, column: 247, scope: !1236)
!1293 = !DILocation(line: 199, column: 259, scope: !1236)
!1294 = !DILocation(line: 199, column: 126, scope: !1236)
!1295 = !DILocation(line: 199, column: 269, scope: !1236)
!1296 = !DILocation(line: 199, column: 266, scope: !1236)
!1297 = !DILocation(line: 199, column: 121, scope: !1236)
!1298 = !DILocation(line: 199, column: 55, scope: !1236)
!1299 = !DILocation(line: 199, column: 276, scope: !1236)
!1300 = !DILocation(line: 199, column: 54, scope: !1236)
!1301 = !DILocation(line: 199, column: 283, scope: !1236)
!1302 = !DILocation(line: 199, column: 28, scope: !1236)
!1303 = !DILocation(line: 199, column: 27, scope: !1236)
!1304 = !DILocation(line: 199, column: 19, scope: !1236)
!1305 = !DILocation(line: 199, column: 25, scope: !1236)
!1306 = !DILocation(line: 200, column: 13, scope: !1236)
!1307 = !DILocation(line: 183, column: 45, scope: !1232)
!1308 = !DILocation(line: 183, column: 13, scope: !1232)
!1309 = distinct !{!1309, !1234, !1310, !351}
!1310 = !DILocation(line: 200, column: 13, scope: !1229)
!1311 = !DILocation(line: 201, column: 45, scope: !1213)
!1312 = !DILocation(line: 201, column: 37, scope: !1213)
!1313 = !DILocation(line: 201, column: 43, scope: !1213)
!1314 = !DILocation(line: 201, column: 26, scope: !1213)
!1315 = !DILocation(line: 201, column: 32, scope: !1213)
!1316 = !DILocation(line: 201, column: 15, scope: !1213)
!1317 = !DILocation(line: 201, column: 21, scope: !1213)
!1318 = !DILocation(line: 202, column: 23, scope: !1319)
!1319 = distinct !DILexicalBlock(scope: !1213, file: !3, line: 202, column: 13)
!1320 = !DILocation(line: 202, column: 18, scope: !1319)
!1321 = !DILocation(line: 202, column: 29, scope: !1322)
!1322 = distinct !DILexicalBlock(scope: !1319, file: !3, line: 202, column: 13)
!1323 = !DILocation(line: 202, column: 34, scope: !1322)
!1324 = !DILocation(line: 202, column: 13, scope: !1319)
!1325 = !DILocalVariable(name: "l_77", scope: !1326, file: !3, line: 204, type: !126)
!1326 = distinct !DILexicalBlock(scope: !1322, file: !3, line: 203, column: 13)
!1327 = !DILocation(line: 204, column: 26, scope: !1326)
!1328 = !DILocation(line: 205, column: 21, scope: !1329)
!1329 = distinct !DILexicalBlock(scope: !1326, file: !3, line: 205, column: 21)
!1330 = !DILocation(line: 205, column: 21, scope: !1326)
!1331 = !DILocation(line: 206, column: 21, scope: !1329)
!1332 = !DILocation(line: 207, column: 21, scope: !1333)
!1333 = distinct !DILexicalBlock(scope: !1326, file: !3, line: 207, column: 21)
!1334 = !DILocation(line: 207, column: 21, scope: !1326)
!1335 = !DILocation(line: 208, column: 21, scope: !1333)
!1336 = !DILocation(line: 209, column: 13, scope: !1326)
!1337 = !DILocation(line: 202, column: 46, scope: !1322)
!1338 = !DILocation(line: 202, column: 13, scope: !1322)
!1339 = distinct !{!1339, !1324, !1340, !351}
!1340 = !DILocation(line: 209, column: 13, scope: !1319)
!1341 = !DILocation(line: 210, column: 9, scope: !1213)
!1342 = !DILocalVariable(name: "l_86", scope: !1343, file: !3, line: 213, type: !748)
!1343 = distinct !DILexicalBlock(scope: !1178, file: !3, line: 212, column: 9)
!1344 = !DILocation(line: 213, column: 23, scope: !1343)
!1345 = !DILocalVariable(name: "l_88", scope: !1343, file: !3, line: 214, type: !135)
!1346 = !DILocation(line: 214, column: 21, scope: !1343)
!1347 = !DILocalVariable(name: "l_100", scope: !1343, file: !3, line: 215, type: !135)
!1348 = !DILocation(line: 215, column: 21, scope: !1343)
!1349 = !DILocalVariable(name: "l_104", scope: !1343, file: !3, line: 216, type: !1350)
!1350 = !DICompositeType(tag: DW_TAG_array_type, baseType: !230, size: 504, elements: !1351)
!1351 = !{!62, !850, !1352}
!1352 = !DISubrange(count: 1)
!1353 = !DILocation(line: 216, column: 20, scope: !1343)
!1354 = !DILocalVariable(name: "l_105", scope: !1343, file: !3, line: 217, type: !135)
!1355 = !DILocation(line: 217, column: 21, scope: !1343)
!1356 = !DILocalVariable(name: "l_110", scope: !1343, file: !3, line: 218, type: !135)
!1357 = !DILocation(line: 218, column: 21, scope: !1343)
!1358 = !DILocalVariable(name: "l_114", scope: !1343, file: !3, line: 219, type: !135)
!1359 = !DILocation(line: 219, column: 21, scope: !1343)
!1360 = !DILocalVariable(name: "l_118", scope: !1343, file: !3, line: 220, type: !1361)
!1361 = !DICompositeType(tag: DW_TAG_array_type, baseType: !174, size: 96, elements: !54)
!1362 = !DILocation(line: 220, column: 21, scope: !1343)
!1363 = !DILocalVariable(name: "l_145", scope: !1343, file: !3, line: 221, type: !135)
!1364 = !DILocation(line: 221, column: 21, scope: !1343)
!1365 = !DILocalVariable(name: "i", scope: !1343, file: !3, line: 222, type: !7)
!1366 = !DILocation(line: 222, column: 17, scope: !1343)
!1367 = !DILocalVariable(name: "j", scope: !1343, file: !3, line: 222, type: !7)
!1368 = !DILocation(line: 222, column: 20, scope: !1343)
!1369 = !DILocalVariable(name: "k", scope: !1343, file: !3, line: 222, type: !7)
!1370 = !DILocation(line: 222, column: 23, scope: !1343)
!1371 = !DILocation(line: 223, column: 24, scope: !1343)
!1372 = !DILocation(line: 223, column: 23, scope: !1343)
!1373 = !DILocation(line: 223, column: 15, scope: !1343)
!1374 = !DILocation(line: 223, column: 21, scope: !1343)
!1375 = !DILocation(line: 224, column: 52, scope: !1343)
!1376 = !DILocation(line: 224, column: 67, scope: !1343)
!1377 = !DILocation(line: 224, column: 72, scope: !1343)
!1378 = !DILocation(line: 224, column: 58, scope: !1343)
!1379 = !DILocation(line: 224, column: 25, scope: !1343)
!1380 = !DILocation(line: 224, column: 95, scope: !1343)
!1381 = !DILocation(line: 224, column: 140, scope: !1343)
!1382 = !DILocation(line: 224, column: 132, scope: !1343)
!1383 = !DILocation(line: 224, column: 138, scope: !1343)
!1384 = !DILocation(line: 224, column: 148, scope: !1343)
!1385 = !DILocation(line: 224, column: 146, scope: !1343)
!1386 = !DILocation(line: 224, column: 128, scope: !1343)
!1387 = !DILocation(line: 224, column: 160, scope: !1343)
!1388 = !DILocation(line: 224, column: 155, scope: !1343)
!1389 = !DILocation(line: 224, column: 101, scope: !1343)
!1390 = !DILocation(line: 224, column: 100, scope: !1343)
!1391 = !DILocation(line: 224, column: 167, scope: !1343)
!1392 = !DILocation(line: 224, column: 165, scope: !1343)
!1393 = !DILocation(line: 224, column: 173, scope: !1343)
!1394 = !DILocation(line: 224, column: 176, scope: !1343)
!1395 = !DILocation(line: 0, scope: !1343)
!1396 = !DILocation(line: 224, column: 15, scope: !1343)
!1397 = !DILocation(line: 224, column: 21, scope: !1343)
!1398 = !DILocation(line: 225, column: 17, scope: !1343)
!1399 = !DILocation(line: 226, column: 53, scope: !1400)
!1400 = distinct !DILexicalBlock(scope: !1343, file: !3, line: 226, column: 17)
!1401 = !DILocation(line: 226, column: 51, scope: !1400)
!1402 = !DILocation(line: 226, column: 66, scope: !1400)
!1403 = !DILocation(line: 226, column: 44, scope: !1400)
!1404 = !DILocation(line: 226, column: 149, scope: !1400)
!1405 = !DILocation(line: 226, column: 160, scope: !1400)
!1406 = !DILocation(line: 226, column: 152, scope: !1400)
!1407 = !DILocation(line: 226, column: 166, scope: !1400)
!1408 = !DILocation(line: 226, column: 142, scope: !1400)
!1409 = !DILocation(line: 226, column: 173, scope: !1400)
!1410 = !DILocation(line: 226, column: 113, scope: !1400)
!1411 = !DILocation(line: 226, column: 112, scope: !1400)
!1412 = !DILocation(line: 226, column: 109, scope: !1400)
!1413 = !DILocation(line: 226, column: 100, scope: !1400)
!1414 = !DILocation(line: 226, column: 188, scope: !1400)
!1415 = !DILocation(line: 226, column: 183, scope: !1400)
!1416 = !DILocation(line: 226, column: 73, scope: !1400)
!1417 = !DILocation(line: 226, column: 195, scope: !1400)
!1418 = !DILocation(line: 226, column: 193, scope: !1400)
!1419 = !DILocation(line: 226, column: 71, scope: !1400)
!1420 = !DILocation(line: 226, column: 18, scope: !1400)
!1421 = !DILocation(line: 226, column: 17, scope: !1343)
!1422 = !DILocalVariable(name: "l_102", scope: !1423, file: !3, line: 228, type: !692)
!1423 = distinct !DILexicalBlock(scope: !1400, file: !3, line: 227, column: 13)
!1424 = !DILocation(line: 228, column: 29, scope: !1423)
!1425 = !DILocalVariable(name: "l_103", scope: !1423, file: !3, line: 229, type: !1426)
!1426 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 7776, elements: !1427)
!1427 = !{!62, !62, !219}
!1428 = !DILocation(line: 229, column: 25, scope: !1423)
!1429 = !DILocalVariable(name: "i", scope: !1423, file: !3, line: 230, type: !7)
!1430 = !DILocation(line: 230, column: 21, scope: !1423)
!1431 = !DILocalVariable(name: "j", scope: !1423, file: !3, line: 230, type: !7)
!1432 = !DILocation(line: 230, column: 24, scope: !1423)
!1433 = !DILocalVariable(name: "k", scope: !1423, file: !3, line: 230, type: !7)
!1434 = !DILocation(line: 230, column: 27, scope: !1423)
!1435 = !DILocation(line: 231, column: 28, scope: !1423)
!1436 = !DILocation(line: 231, column: 19, scope: !1423)
!1437 = !DILocation(line: 231, column: 26, scope: !1423)
!1438 = !DILocation(line: 232, column: 17, scope: !1423)
!1439 = !DILocation(line: 233, column: 27, scope: !1423)
!1440 = !DILocation(line: 233, column: 19, scope: !1423)
!1441 = !DILocation(line: 233, column: 25, scope: !1423)
!1442 = !DILocation(line: 234, column: 17, scope: !1423)
!1443 = !DILocation(line: 235, column: 13, scope: !1423)
!1444 = !DILocalVariable(name: "l_126", scope: !1445, file: !3, line: 238, type: !689)
!1445 = distinct !DILexicalBlock(scope: !1400, file: !3, line: 237, column: 13)
!1446 = !DILocation(line: 238, column: 28, scope: !1445)
!1447 = !DILocalVariable(name: "l_129", scope: !1445, file: !3, line: 239, type: !135)
!1448 = !DILocation(line: 239, column: 25, scope: !1445)
!1449 = !DILocalVariable(name: "l_132", scope: !1445, file: !3, line: 240, type: !752)
!1450 = !DILocation(line: 240, column: 26, scope: !1445)
!1451 = !DILocation(line: 240, column: 35, scope: !1445)
!1452 = !DILocalVariable(name: "l_135", scope: !1445, file: !3, line: 241, type: !1453)
!1453 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!1454 = !DILocation(line: 241, column: 27, scope: !1445)
!1455 = !DILocation(line: 242, column: 29, scope: !1445)
!1456 = !DILocation(line: 242, column: 96, scope: !1445)
!1457 = !DILocation(line: 242, column: 102, scope: !1445)
!1458 = !DILocation(line: 242, column: 186, scope: !1445)
!1459 = !DILocation(line: 242, column: 118, scope: !1445)
!1460 = !DILocation(line: 242, column: 115, scope: !1445)
!1461 = !DILocation(line: 242, column: 192, scope: !1445)
!1462 = !DILocation(line: 242, column: 200, scope: !1445)
!1463 = !DILocation(line: 242, column: 207, scope: !1445)
!1464 = !DILocation(line: 242, column: 206, scope: !1445)
!1465 = !DILocation(line: 242, column: 67, scope: !1445)
!1466 = !DILocation(line: 242, column: 66, scope: !1445)
!1467 = !DILocation(line: 242, column: 215, scope: !1445)
!1468 = !DILocation(line: 242, column: 65, scope: !1445)
!1469 = !DILocation(line: 242, column: 232, scope: !1445)
!1470 = !DILocation(line: 242, column: 39, scope: !1445)
!1471 = !DILocation(line: 242, column: 38, scope: !1445)
!1472 = !DILocation(line: 242, column: 243, scope: !1445)
!1473 = !DILocation(line: 242, column: 34, scope: !1445)
!1474 = !DILocation(line: 242, column: 254, scope: !1445)
!1475 = !DILocation(line: 242, column: 257, scope: !1445)
!1476 = !DILocation(line: 242, column: 27, scope: !1445)
!1477 = !DILocation(line: 242, column: 264, scope: !1445)
!1478 = !DILocation(line: 242, column: 23, scope: !1445)
!1479 = !DILocation(line: 243, column: 21, scope: !1480)
!1480 = distinct !DILexicalBlock(scope: !1445, file: !3, line: 243, column: 21)
!1481 = !DILocation(line: 243, column: 21, scope: !1445)
!1482 = !DILocation(line: 244, column: 21, scope: !1480)
!1483 = !DILocation(line: 245, column: 402, scope: !1445)
!1484 = !DILocation(line: 245, column: 31, scope: !1445)
!1485 = !DILocation(line: 245, column: 30, scope: !1445)
!1486 = !DILocation(line: 245, column: 411, scope: !1445)
!1487 = !DILocation(line: 245, column: 409, scope: !1445)
!1488 = !DILocation(line: 245, column: 420, scope: !1445)
!1489 = !DILocation(line: 245, column: 418, scope: !1445)
!1490 = !DILocation(line: 245, column: 19, scope: !1445)
!1491 = !DILocation(line: 245, column: 25, scope: !1445)
!1492 = !DILocation(line: 248, column: 16, scope: !1159)
!1493 = !DILocation(line: 248, column: 9, scope: !1159)
!1494 = !DILocation(line: 164, column: 68, scope: !1155)
!1495 = !DILocation(line: 164, column: 41, scope: !1155)
!1496 = !DILocation(line: 164, column: 39, scope: !1155)
!1497 = !DILocation(line: 164, column: 5, scope: !1155)
!1498 = distinct !{!1498, !1157, !1499, !351}
!1499 = !DILocation(line: 249, column: 5, scope: !1152)
!1500 = !DILocation(line: 250, column: 12, scope: !1131)
!1501 = !DILocation(line: 250, column: 5, scope: !1131)
!1502 = !DILocation(line: 251, column: 1, scope: !1131)
!1503 = distinct !DISubprogram(name: "safe_sub_func_uint8_t_u_u", scope: !634, file: !634, line: 553, type: !1504, scopeLine: 554, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1504 = !DISubroutineType(types: !1505)
!1505 = !{!215, !215, !215}
!1506 = !DILocalVariable(name: "ui1", arg: 1, scope: !1503, file: !634, line: 553, type: !215)
!1507 = !DILocation(line: 553, column: 41, scope: !1503)
!1508 = !DILocalVariable(name: "ui2", arg: 2, scope: !1503, file: !634, line: 553, type: !215)
!1509 = !DILocation(line: 553, column: 54, scope: !1503)
!1510 = !DILocation(line: 556, column: 10, scope: !1503)
!1511 = !DILocation(line: 556, column: 16, scope: !1503)
!1512 = !DILocation(line: 556, column: 14, scope: !1503)
!1513 = !DILocation(line: 556, column: 3, scope: !1503)
!1514 = distinct !DISubprogram(name: "safe_rshift_func_uint8_t_u_u", scope: !634, file: !634, line: 627, type: !1515, scopeLine: 628, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1515 = !DISubroutineType(types: !1516)
!1516 = !{!215, !215, !6}
!1517 = !DILocalVariable(name: "left", arg: 1, scope: !1514, file: !634, line: 627, type: !215)
!1518 = !DILocation(line: 627, column: 44, scope: !1514)
!1519 = !DILocalVariable(name: "right", arg: 2, scope: !1514, file: !634, line: 627, type: !6)
!1520 = !DILocation(line: 627, column: 63, scope: !1514)
!1521 = !DILocation(line: 632, column: 21, scope: !1514)
!1522 = !DILocation(line: 632, column: 28, scope: !1514)
!1523 = !DILocation(line: 632, column: 5, scope: !1514)
!1524 = !DILocation(line: 633, column: 6, scope: !1514)
!1525 = !DILocation(line: 633, column: 5, scope: !1514)
!1526 = !DILocation(line: 635, column: 6, scope: !1514)
!1527 = !DILocation(line: 635, column: 29, scope: !1514)
!1528 = !DILocation(line: 635, column: 11, scope: !1514)
!1529 = !DILocation(line: 630, column: 3, scope: !1514)
!1530 = distinct !DISubprogram(name: "safe_add_func_uint16_t_u_u", scope: !634, file: !634, line: 648, type: !659, scopeLine: 649, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1531 = !DILocalVariable(name: "ui1", arg: 1, scope: !1530, file: !634, line: 648, type: !168)
!1532 = !DILocation(line: 648, column: 43, scope: !1530)
!1533 = !DILocalVariable(name: "ui2", arg: 2, scope: !1530, file: !634, line: 648, type: !168)
!1534 = !DILocation(line: 648, column: 57, scope: !1530)
!1535 = !DILocation(line: 651, column: 10, scope: !1530)
!1536 = !DILocation(line: 651, column: 16, scope: !1530)
!1537 = !DILocation(line: 651, column: 14, scope: !1530)
!1538 = !DILocation(line: 651, column: 3, scope: !1530)
!1539 = distinct !DISubprogram(name: "safe_mod_func_int8_t_s_s", scope: !634, file: !634, line: 70, type: !1540, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1540 = !DISubroutineType(types: !1541)
!1541 = !{!230, !230, !230}
!1542 = !DILocalVariable(name: "si1", arg: 1, scope: !1539, file: !634, line: 70, type: !230)
!1543 = !DILocation(line: 70, column: 39, scope: !1539)
!1544 = !DILocalVariable(name: "si2", arg: 2, scope: !1539, file: !634, line: 70, type: !230)
!1545 = !DILocation(line: 70, column: 51, scope: !1539)
!1546 = !DILocation(line: 75, column: 7, scope: !1539)
!1547 = !DILocation(line: 75, column: 11, scope: !1539)
!1548 = !DILocation(line: 75, column: 17, scope: !1539)
!1549 = !DILocation(line: 75, column: 22, scope: !1539)
!1550 = !DILocation(line: 75, column: 26, scope: !1539)
!1551 = !DILocation(line: 75, column: 39, scope: !1539)
!1552 = !DILocation(line: 75, column: 43, scope: !1539)
!1553 = !DILocation(line: 75, column: 47, scope: !1539)
!1554 = !DILocation(line: 75, column: 5, scope: !1539)
!1555 = !DILocation(line: 76, column: 6, scope: !1539)
!1556 = !DILocation(line: 76, column: 5, scope: !1539)
!1557 = !DILocation(line: 78, column: 6, scope: !1539)
!1558 = !DILocation(line: 78, column: 12, scope: !1539)
!1559 = !DILocation(line: 78, column: 10, scope: !1539)
!1560 = !DILocation(line: 73, column: 3, scope: !1539)
!1561 = distinct !DISubprogram(name: "safe_div_func_uint16_t_u_u", scope: !634, file: !634, line: 681, type: !659, scopeLine: 682, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1562 = !DILocalVariable(name: "ui1", arg: 1, scope: !1561, file: !634, line: 681, type: !168)
!1563 = !DILocation(line: 681, column: 43, scope: !1561)
!1564 = !DILocalVariable(name: "ui2", arg: 2, scope: !1561, file: !634, line: 681, type: !168)
!1565 = !DILocation(line: 681, column: 57, scope: !1561)
!1566 = !DILocation(line: 686, column: 6, scope: !1561)
!1567 = !DILocation(line: 686, column: 10, scope: !1561)
!1568 = !DILocation(line: 686, column: 5, scope: !1561)
!1569 = !DILocation(line: 687, column: 6, scope: !1561)
!1570 = !DILocation(line: 687, column: 5, scope: !1561)
!1571 = !DILocation(line: 689, column: 6, scope: !1561)
!1572 = !DILocation(line: 689, column: 12, scope: !1561)
!1573 = !DILocation(line: 689, column: 10, scope: !1561)
!1574 = !DILocation(line: 684, column: 3, scope: !1561)
!1575 = distinct !DISubprogram(name: "safe_sub_func_int8_t_s_s", scope: !634, file: !634, line: 42, type: !1540, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1576 = !DILocalVariable(name: "si1", arg: 1, scope: !1575, file: !634, line: 42, type: !230)
!1577 = !DILocation(line: 42, column: 39, scope: !1575)
!1578 = !DILocalVariable(name: "si2", arg: 2, scope: !1575, file: !634, line: 42, type: !230)
!1579 = !DILocation(line: 42, column: 51, scope: !1575)
!1580 = !DILocation(line: 52, column: 6, scope: !1575)
!1581 = !DILocation(line: 52, column: 12, scope: !1575)
!1582 = !DILocation(line: 52, column: 10, scope: !1575)
!1583 = !DILocation(line: 52, column: 5, scope: !1575)
!1584 = !DILocation(line: 45, column: 3, scope: !1575)
!1585 = distinct !DISubprogram(name: "safe_mul_func_int16_t_s_s", scope: !634, file: !634, line: 186, type: !1586, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1586 = !DISubroutineType(types: !1587)
!1587 = !{!174, !174, !174}
!1588 = !DILocalVariable(name: "si1", arg: 1, scope: !1585, file: !634, line: 186, type: !174)
!1589 = !DILocation(line: 186, column: 41, scope: !1585)
!1590 = !DILocalVariable(name: "si2", arg: 2, scope: !1585, file: !634, line: 186, type: !174)
!1591 = !DILocation(line: 186, column: 54, scope: !1585)
!1592 = !DILocation(line: 196, column: 5, scope: !1585)
!1593 = !DILocation(line: 196, column: 11, scope: !1585)
!1594 = !DILocation(line: 196, column: 9, scope: !1585)
!1595 = !DILocation(line: 189, column: 3, scope: !1585)
!1596 = distinct !DISubprogram(name: "safe_lshift_func_int8_t_s_u", scope: !634, file: !634, line: 106, type: !1113, scopeLine: 107, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1597 = !DILocalVariable(name: "left", arg: 1, scope: !1596, file: !634, line: 106, type: !230)
!1598 = !DILocation(line: 106, column: 42, scope: !1596)
!1599 = !DILocalVariable(name: "right", arg: 2, scope: !1596, file: !634, line: 106, type: !6)
!1600 = !DILocation(line: 106, column: 61, scope: !1596)
!1601 = !DILocation(line: 111, column: 7, scope: !1596)
!1602 = !DILocation(line: 111, column: 12, scope: !1596)
!1603 = !DILocation(line: 111, column: 17, scope: !1596)
!1604 = !DILocation(line: 111, column: 36, scope: !1596)
!1605 = !DILocation(line: 111, column: 43, scope: !1596)
!1606 = !DILocation(line: 111, column: 50, scope: !1596)
!1607 = !DILocation(line: 111, column: 54, scope: !1596)
!1608 = !DILocation(line: 111, column: 89, scope: !1596)
!1609 = !DILocation(line: 111, column: 71, scope: !1596)
!1610 = !DILocation(line: 111, column: 59, scope: !1596)
!1611 = !DILocation(line: 111, column: 5, scope: !1596)
!1612 = !DILocation(line: 112, column: 6, scope: !1596)
!1613 = !DILocation(line: 112, column: 5, scope: !1596)
!1614 = !DILocation(line: 114, column: 6, scope: !1596)
!1615 = !DILocation(line: 114, column: 29, scope: !1596)
!1616 = !DILocation(line: 114, column: 11, scope: !1596)
!1617 = !DILocation(line: 109, column: 3, scope: !1596)
!1618 = distinct !DISubprogram(name: "safe_mod_func_uint64_t_u_u", scope: !634, file: !634, line: 874, type: !1619, scopeLine: 875, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1619 = !DISubroutineType(types: !1620)
!1620 = !{!154, !154, !154}
!1621 = !DILocalVariable(name: "ui1", arg: 1, scope: !1618, file: !634, line: 874, type: !154)
!1622 = !DILocation(line: 874, column: 43, scope: !1618)
!1623 = !DILocalVariable(name: "ui2", arg: 2, scope: !1618, file: !634, line: 874, type: !154)
!1624 = !DILocation(line: 874, column: 57, scope: !1618)
!1625 = !DILocation(line: 879, column: 6, scope: !1618)
!1626 = !DILocation(line: 879, column: 10, scope: !1618)
!1627 = !DILocation(line: 879, column: 5, scope: !1618)
!1628 = !DILocation(line: 880, column: 6, scope: !1618)
!1629 = !DILocation(line: 882, column: 6, scope: !1618)
!1630 = !DILocation(line: 882, column: 12, scope: !1618)
!1631 = !DILocation(line: 882, column: 10, scope: !1618)
!1632 = !DILocation(line: 877, column: 3, scope: !1618)
!1633 = distinct !DISubprogram(name: "safe_div_func_uint8_t_u_u", scope: !634, file: !634, line: 579, type: !1504, scopeLine: 580, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1634 = !DILocalVariable(name: "ui1", arg: 1, scope: !1633, file: !634, line: 579, type: !215)
!1635 = !DILocation(line: 579, column: 41, scope: !1633)
!1636 = !DILocalVariable(name: "ui2", arg: 2, scope: !1633, file: !634, line: 579, type: !215)
!1637 = !DILocation(line: 579, column: 54, scope: !1633)
!1638 = !DILocation(line: 584, column: 6, scope: !1633)
!1639 = !DILocation(line: 584, column: 10, scope: !1633)
!1640 = !DILocation(line: 584, column: 5, scope: !1633)
!1641 = !DILocation(line: 585, column: 6, scope: !1633)
!1642 = !DILocation(line: 585, column: 5, scope: !1633)
!1643 = !DILocation(line: 587, column: 6, scope: !1633)
!1644 = !DILocation(line: 587, column: 12, scope: !1633)
!1645 = !DILocation(line: 587, column: 10, scope: !1633)
!1646 = !DILocation(line: 582, column: 3, scope: !1633)
!1647 = distinct !DISubprogram(name: "safe_lshift_func_uint16_t_u_u", scope: !634, file: !634, line: 705, type: !1648, scopeLine: 706, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1648 = !DISubroutineType(types: !1649)
!1649 = !{!168, !168, !6}
!1650 = !DILocalVariable(name: "left", arg: 1, scope: !1647, file: !634, line: 705, type: !168)
!1651 = !DILocation(line: 705, column: 46, scope: !1647)
!1652 = !DILocalVariable(name: "right", arg: 2, scope: !1647, file: !634, line: 705, type: !6)
!1653 = !DILocation(line: 705, column: 65, scope: !1647)
!1654 = !DILocation(line: 710, column: 22, scope: !1647)
!1655 = !DILocation(line: 710, column: 29, scope: !1647)
!1656 = !DILocation(line: 710, column: 36, scope: !1647)
!1657 = !DILocation(line: 710, column: 40, scope: !1647)
!1658 = !DILocation(line: 710, column: 77, scope: !1647)
!1659 = !DILocation(line: 710, column: 59, scope: !1647)
!1660 = !DILocation(line: 710, column: 45, scope: !1647)
!1661 = !DILocation(line: 710, column: 5, scope: !1647)
!1662 = !DILocation(line: 711, column: 6, scope: !1647)
!1663 = !DILocation(line: 711, column: 5, scope: !1647)
!1664 = !DILocation(line: 713, column: 6, scope: !1647)
!1665 = !DILocation(line: 713, column: 29, scope: !1647)
!1666 = !DILocation(line: 713, column: 11, scope: !1647)
!1667 = !DILocation(line: 708, column: 3, scope: !1647)
!1668 = distinct !DISubprogram(name: "safe_add_func_uint8_t_u_u", scope: !634, file: !634, line: 546, type: !1504, scopeLine: 547, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1669 = !DILocalVariable(name: "ui1", arg: 1, scope: !1668, file: !634, line: 546, type: !215)
!1670 = !DILocation(line: 546, column: 41, scope: !1668)
!1671 = !DILocalVariable(name: "ui2", arg: 2, scope: !1668, file: !634, line: 546, type: !215)
!1672 = !DILocation(line: 546, column: 54, scope: !1668)
!1673 = !DILocation(line: 549, column: 10, scope: !1668)
!1674 = !DILocation(line: 549, column: 16, scope: !1668)
!1675 = !DILocation(line: 549, column: 14, scope: !1668)
!1676 = !DILocation(line: 549, column: 3, scope: !1668)
!1677 = distinct !DISubprogram(name: "safe_add_func_int64_t_s_s", scope: !634, file: !634, line: 419, type: !1678, scopeLine: 420, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1678 = !DISubroutineType(types: !1679)
!1679 = !{!206, !206, !206}
!1680 = !DILocalVariable(name: "si1", arg: 1, scope: !1677, file: !634, line: 419, type: !206)
!1681 = !DILocation(line: 419, column: 41, scope: !1677)
!1682 = !DILocalVariable(name: "si2", arg: 2, scope: !1677, file: !634, line: 419, type: !206)
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
!1711 = distinct !DISubprogram(name: "safe_add_func_int16_t_s_s", scope: !634, file: !634, line: 158, type: !1586, scopeLine: 159, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1712 = !DILocalVariable(name: "si1", arg: 1, scope: !1711, file: !634, line: 158, type: !174)
!1713 = !DILocation(line: 158, column: 41, scope: !1711)
!1714 = !DILocalVariable(name: "si2", arg: 2, scope: !1711, file: !634, line: 158, type: !174)
!1715 = !DILocation(line: 158, column: 54, scope: !1711)
!1716 = !DILocation(line: 168, column: 6, scope: !1711)
!1717 = !DILocation(line: 168, column: 12, scope: !1711)
!1718 = !DILocation(line: 168, column: 10, scope: !1711)
!1719 = !DILocation(line: 168, column: 5, scope: !1711)
!1720 = !DILocation(line: 161, column: 3, scope: !1711)
!1721 = distinct !DISubprogram(name: "safe_mul_func_int8_t_s_s", scope: !634, file: !634, line: 56, type: !1540, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1722 = !DILocalVariable(name: "si1", arg: 1, scope: !1721, file: !634, line: 56, type: !230)
!1723 = !DILocation(line: 56, column: 39, scope: !1721)
!1724 = !DILocalVariable(name: "si2", arg: 2, scope: !1721, file: !634, line: 56, type: !230)
!1725 = !DILocation(line: 56, column: 51, scope: !1721)
!1726 = !DILocation(line: 66, column: 5, scope: !1721)
!1727 = !DILocation(line: 66, column: 11, scope: !1721)
!1728 = !DILocation(line: 66, column: 9, scope: !1721)
!1729 = !DILocation(line: 59, column: 3, scope: !1721)
!1730 = distinct !DISubprogram(name: "safe_lshift_func_int16_t_s_u", scope: !634, file: !634, line: 236, type: !1731, scopeLine: 237, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1731 = !DISubroutineType(types: !1732)
!1732 = !{!174, !174, !6}
!1733 = !DILocalVariable(name: "left", arg: 1, scope: !1730, file: !634, line: 236, type: !174)
!1734 = !DILocation(line: 236, column: 44, scope: !1730)
!1735 = !DILocalVariable(name: "right", arg: 2, scope: !1730, file: !634, line: 236, type: !6)
!1736 = !DILocation(line: 236, column: 63, scope: !1730)
!1737 = !DILocation(line: 241, column: 7, scope: !1730)
!1738 = !DILocation(line: 241, column: 12, scope: !1730)
!1739 = !DILocation(line: 241, column: 17, scope: !1730)
!1740 = !DILocation(line: 241, column: 36, scope: !1730)
!1741 = !DILocation(line: 241, column: 43, scope: !1730)
!1742 = !DILocation(line: 241, column: 50, scope: !1730)
!1743 = !DILocation(line: 241, column: 54, scope: !1730)
!1744 = !DILocation(line: 241, column: 90, scope: !1730)
!1745 = !DILocation(line: 241, column: 72, scope: !1730)
!1746 = !DILocation(line: 241, column: 59, scope: !1730)
!1747 = !DILocation(line: 241, column: 5, scope: !1730)
!1748 = !DILocation(line: 242, column: 6, scope: !1730)
!1749 = !DILocation(line: 242, column: 5, scope: !1730)
!1750 = !DILocation(line: 244, column: 6, scope: !1730)
!1751 = !DILocation(line: 244, column: 29, scope: !1730)
!1752 = !DILocation(line: 244, column: 11, scope: !1730)
!1753 = !DILocation(line: 239, column: 3, scope: !1730)
!1754 = distinct !DISubprogram(name: "safe_mod_func_uint16_t_u_u", scope: !634, file: !634, line: 669, type: !659, scopeLine: 670, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1755 = !DILocalVariable(name: "ui1", arg: 1, scope: !1754, file: !634, line: 669, type: !168)
!1756 = !DILocation(line: 669, column: 43, scope: !1754)
!1757 = !DILocalVariable(name: "ui2", arg: 2, scope: !1754, file: !634, line: 669, type: !168)
!1758 = !DILocation(line: 669, column: 57, scope: !1754)
!1759 = !DILocation(line: 674, column: 6, scope: !1754)
!1760 = !DILocation(line: 674, column: 10, scope: !1754)
!1761 = !DILocation(line: 674, column: 5, scope: !1754)
!1762 = !DILocation(line: 675, column: 6, scope: !1754)
!1763 = !DILocation(line: 675, column: 5, scope: !1754)
!1764 = !DILocation(line: 677, column: 6, scope: !1754)
!1765 = !DILocation(line: 677, column: 12, scope: !1754)
!1766 = !DILocation(line: 677, column: 10, scope: !1754)
!1767 = !DILocation(line: 672, column: 3, scope: !1754)
!1768 = distinct !DISubprogram(name: "safe_div_func_uint64_t_u_u", scope: !634, file: !634, line: 886, type: !1619, scopeLine: 887, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1769 = !DILocalVariable(name: "ui1", arg: 1, scope: !1768, file: !634, line: 886, type: !154)
!1770 = !DILocation(line: 886, column: 43, scope: !1768)
!1771 = !DILocalVariable(name: "ui2", arg: 2, scope: !1768, file: !634, line: 886, type: !154)
!1772 = !DILocation(line: 886, column: 57, scope: !1768)
!1773 = !DILocation(line: 891, column: 6, scope: !1768)
!1774 = !DILocation(line: 891, column: 10, scope: !1768)
!1775 = !DILocation(line: 891, column: 5, scope: !1768)
!1776 = !DILocation(line: 892, column: 6, scope: !1768)
!1777 = !DILocation(line: 894, column: 6, scope: !1768)
!1778 = !DILocation(line: 894, column: 12, scope: !1768)
!1779 = !DILocation(line: 894, column: 10, scope: !1768)
!1780 = !DILocation(line: 889, column: 3, scope: !1768)
!1781 = distinct !DISubprogram(name: "safe_sub_func_int16_t_s_s", scope: !634, file: !634, line: 172, type: !1586, scopeLine: 173, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1782 = !DILocalVariable(name: "si1", arg: 1, scope: !1781, file: !634, line: 172, type: !174)
!1783 = !DILocation(line: 172, column: 41, scope: !1781)
!1784 = !DILocalVariable(name: "si2", arg: 2, scope: !1781, file: !634, line: 172, type: !174)
!1785 = !DILocation(line: 172, column: 54, scope: !1781)
!1786 = !DILocation(line: 182, column: 6, scope: !1781)
!1787 = !DILocation(line: 182, column: 12, scope: !1781)
!1788 = !DILocation(line: 182, column: 10, scope: !1781)
!1789 = !DILocation(line: 182, column: 5, scope: !1781)
!1790 = !DILocation(line: 175, column: 3, scope: !1781)
!1791 = distinct !DISubprogram(name: "safe_div_func_uint32_t_u_u", scope: !634, file: !634, line: 783, type: !635, scopeLine: 784, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1792 = !DILocalVariable(name: "ui1", arg: 1, scope: !1791, file: !634, line: 783, type: !126)
!1793 = !DILocation(line: 783, column: 43, scope: !1791)
!1794 = !DILocalVariable(name: "ui2", arg: 2, scope: !1791, file: !634, line: 783, type: !126)
!1795 = !DILocation(line: 783, column: 57, scope: !1791)
!1796 = !DILocation(line: 788, column: 6, scope: !1791)
!1797 = !DILocation(line: 788, column: 10, scope: !1791)
!1798 = !DILocation(line: 788, column: 5, scope: !1791)
!1799 = !DILocation(line: 789, column: 6, scope: !1791)
!1800 = !DILocation(line: 791, column: 6, scope: !1791)
!1801 = !DILocation(line: 791, column: 12, scope: !1791)
!1802 = !DILocation(line: 791, column: 10, scope: !1791)
!1803 = !DILocation(line: 786, column: 3, scope: !1791)
!1804 = distinct !DISubprogram(name: "safe_sub_func_uint32_t_u_u", scope: !634, file: !634, line: 757, type: !635, scopeLine: 758, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1805 = !DILocalVariable(name: "ui1", arg: 1, scope: !1804, file: !634, line: 757, type: !126)
!1806 = !DILocation(line: 757, column: 43, scope: !1804)
!1807 = !DILocalVariable(name: "ui2", arg: 2, scope: !1804, file: !634, line: 757, type: !126)
!1808 = !DILocation(line: 757, column: 57, scope: !1804)
!1809 = !DILocation(line: 760, column: 10, scope: !1804)
!1810 = !DILocation(line: 760, column: 16, scope: !1804)
!1811 = !DILocation(line: 760, column: 14, scope: !1804)
!1812 = !DILocation(line: 760, column: 3, scope: !1804)
!1813 = distinct !DISubprogram(name: "safe_mod_func_int32_t_s_s", scope: !634, file: !634, line: 330, type: !1814, scopeLine: 331, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1814 = !DISubroutineType(types: !1815)
!1815 = !{!135, !135, !135}
!1816 = !DILocalVariable(name: "si1", arg: 1, scope: !1813, file: !634, line: 330, type: !135)
!1817 = !DILocation(line: 330, column: 41, scope: !1813)
!1818 = !DILocalVariable(name: "si2", arg: 2, scope: !1813, file: !634, line: 330, type: !135)
!1819 = !DILocation(line: 330, column: 54, scope: !1813)
!1820 = !DILocation(line: 335, column: 7, scope: !1813)
!1821 = !DILocation(line: 335, column: 11, scope: !1813)
!1822 = !DILocation(line: 335, column: 17, scope: !1813)
!1823 = !DILocation(line: 335, column: 22, scope: !1813)
!1824 = !DILocation(line: 335, column: 26, scope: !1813)
!1825 = !DILocation(line: 335, column: 40, scope: !1813)
!1826 = !DILocation(line: 335, column: 44, scope: !1813)
!1827 = !DILocation(line: 335, column: 48, scope: !1813)
!1828 = !DILocation(line: 335, column: 5, scope: !1813)
!1829 = !DILocation(line: 336, column: 6, scope: !1813)
!1830 = !DILocation(line: 338, column: 6, scope: !1813)
!1831 = !DILocation(line: 338, column: 12, scope: !1813)
!1832 = !DILocation(line: 338, column: 10, scope: !1813)
!1833 = !DILocation(line: 333, column: 3, scope: !1813)
!1834 = distinct !DISubprogram(name: "safe_lshift_func_uint8_t_u_s", scope: !634, file: !634, line: 591, type: !1835, scopeLine: 592, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1835 = !DISubroutineType(types: !1836)
!1836 = !{!215, !215, !7}
!1837 = !DILocalVariable(name: "left", arg: 1, scope: !1834, file: !634, line: 591, type: !215)
!1838 = !DILocation(line: 591, column: 44, scope: !1834)
!1839 = !DILocalVariable(name: "right", arg: 2, scope: !1834, file: !634, line: 591, type: !7)
!1840 = !DILocation(line: 591, column: 54, scope: !1834)
!1841 = !DILocation(line: 596, column: 13, scope: !1834)
!1842 = !DILocation(line: 596, column: 20, scope: !1834)
!1843 = !DILocation(line: 596, column: 25, scope: !1834)
!1844 = !DILocation(line: 596, column: 35, scope: !1834)
!1845 = !DILocation(line: 596, column: 42, scope: !1834)
!1846 = !DILocation(line: 596, column: 49, scope: !1834)
!1847 = !DILocation(line: 596, column: 53, scope: !1834)
!1848 = !DILocation(line: 596, column: 80, scope: !1834)
!1849 = !DILocation(line: 596, column: 71, scope: !1834)
!1850 = !DILocation(line: 596, column: 58, scope: !1834)
!1851 = !DILocation(line: 596, column: 5, scope: !1834)
!1852 = !DILocation(line: 597, column: 6, scope: !1834)
!1853 = !DILocation(line: 597, column: 5, scope: !1834)
!1854 = !DILocation(line: 599, column: 6, scope: !1834)
!1855 = !DILocation(line: 599, column: 20, scope: !1834)
!1856 = !DILocation(line: 599, column: 11, scope: !1834)
!1857 = !DILocation(line: 594, column: 3, scope: !1834)
!1858 = distinct !DISubprogram(name: "safe_mul_func_uint16_t_u_u", scope: !634, file: !634, line: 662, type: !659, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1859 = !DILocalVariable(name: "ui1", arg: 1, scope: !1858, file: !634, line: 662, type: !168)
!1860 = !DILocation(line: 662, column: 43, scope: !1858)
!1861 = !DILocalVariable(name: "ui2", arg: 2, scope: !1858, file: !634, line: 662, type: !168)
!1862 = !DILocation(line: 662, column: 57, scope: !1858)
!1863 = !DILocation(line: 665, column: 25, scope: !1858)
!1864 = !DILocation(line: 665, column: 11, scope: !1858)
!1865 = !DILocation(line: 665, column: 47, scope: !1858)
!1866 = !DILocation(line: 665, column: 33, scope: !1858)
!1867 = !DILocation(line: 665, column: 30, scope: !1858)
!1868 = !DILocation(line: 665, column: 10, scope: !1858)
!1869 = !DILocation(line: 665, column: 3, scope: !1858)
!1870 = distinct !DISubprogram(name: "safe_mul_func_uint8_t_u_u", scope: !634, file: !634, line: 560, type: !1504, scopeLine: 561, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1871 = !DILocalVariable(name: "ui1", arg: 1, scope: !1870, file: !634, line: 560, type: !215)
!1872 = !DILocation(line: 560, column: 41, scope: !1870)
!1873 = !DILocalVariable(name: "ui2", arg: 2, scope: !1870, file: !634, line: 560, type: !215)
!1874 = !DILocation(line: 560, column: 54, scope: !1870)
!1875 = !DILocation(line: 563, column: 25, scope: !1870)
!1876 = !DILocation(line: 563, column: 11, scope: !1870)
!1877 = !DILocation(line: 563, column: 47, scope: !1870)
!1878 = !DILocation(line: 563, column: 33, scope: !1870)
!1879 = !DILocation(line: 563, column: 30, scope: !1870)
!1880 = !DILocation(line: 563, column: 10, scope: !1870)
!1881 = !DILocation(line: 563, column: 3, scope: !1870)
!1882 = distinct !DISubprogram(name: "safe_add_func_uint64_t_u_u", scope: !634, file: !634, line: 853, type: !1619, scopeLine: 854, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1883 = !DILocalVariable(name: "ui1", arg: 1, scope: !1882, file: !634, line: 853, type: !154)
!1884 = !DILocation(line: 853, column: 43, scope: !1882)
!1885 = !DILocalVariable(name: "ui2", arg: 2, scope: !1882, file: !634, line: 853, type: !154)
!1886 = !DILocation(line: 853, column: 57, scope: !1882)
!1887 = !DILocation(line: 856, column: 10, scope: !1882)
!1888 = !DILocation(line: 856, column: 16, scope: !1882)
!1889 = !DILocation(line: 856, column: 14, scope: !1882)
!1890 = !DILocation(line: 856, column: 3, scope: !1882)
!1891 = distinct !DISubprogram(name: "safe_mod_func_uint8_t_u_u", scope: !634, file: !634, line: 567, type: !1504, scopeLine: 568, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1892 = !DILocalVariable(name: "ui1", arg: 1, scope: !1891, file: !634, line: 567, type: !215)
!1893 = !DILocation(line: 567, column: 41, scope: !1891)
!1894 = !DILocalVariable(name: "ui2", arg: 2, scope: !1891, file: !634, line: 567, type: !215)
!1895 = !DILocation(line: 567, column: 54, scope: !1891)
!1896 = !DILocation(line: 572, column: 6, scope: !1891)
!1897 = !DILocation(line: 572, column: 10, scope: !1891)
!1898 = !DILocation(line: 572, column: 5, scope: !1891)
!1899 = !DILocation(line: 573, column: 6, scope: !1891)
!1900 = !DILocation(line: 573, column: 5, scope: !1891)
!1901 = !DILocation(line: 575, column: 6, scope: !1891)
!1902 = !DILocation(line: 575, column: 12, scope: !1891)
!1903 = !DILocation(line: 575, column: 10, scope: !1891)
!1904 = !DILocation(line: 570, column: 3, scope: !1891)
!1905 = distinct !DISubprogram(name: "safe_add_func_int32_t_s_s", scope: !634, file: !634, line: 288, type: !1814, scopeLine: 289, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1906 = !DILocalVariable(name: "si1", arg: 1, scope: !1905, file: !634, line: 288, type: !135)
!1907 = !DILocation(line: 288, column: 41, scope: !1905)
!1908 = !DILocalVariable(name: "si2", arg: 2, scope: !1905, file: !634, line: 288, type: !135)
!1909 = !DILocation(line: 288, column: 54, scope: !1905)
!1910 = !DILocation(line: 294, column: 8, scope: !1905)
!1911 = !DILocation(line: 294, column: 11, scope: !1905)
!1912 = !DILocation(line: 294, column: 15, scope: !1905)
!1913 = !DILocation(line: 294, column: 19, scope: !1905)
!1914 = !DILocation(line: 294, column: 22, scope: !1905)
!1915 = !DILocation(line: 294, column: 26, scope: !1905)
!1916 = !DILocation(line: 294, column: 30, scope: !1905)
!1917 = !DILocation(line: 294, column: 47, scope: !1905)
!1918 = !DILocation(line: 294, column: 46, scope: !1905)
!1919 = !DILocation(line: 294, column: 34, scope: !1905)
!1920 = !DILocation(line: 294, column: 54, scope: !1905)
!1921 = !DILocation(line: 294, column: 59, scope: !1905)
!1922 = !DILocation(line: 294, column: 62, scope: !1905)
!1923 = !DILocation(line: 294, column: 66, scope: !1905)
!1924 = !DILocation(line: 294, column: 70, scope: !1905)
!1925 = !DILocation(line: 294, column: 73, scope: !1905)
!1926 = !DILocation(line: 294, column: 77, scope: !1905)
!1927 = !DILocation(line: 294, column: 81, scope: !1905)
!1928 = !DILocation(line: 294, column: 98, scope: !1905)
!1929 = !DILocation(line: 294, column: 97, scope: !1905)
!1930 = !DILocation(line: 294, column: 85, scope: !1905)
!1931 = !DILocation(line: 294, column: 5, scope: !1905)
!1932 = !DILocation(line: 295, column: 6, scope: !1905)
!1933 = !DILocation(line: 298, column: 6, scope: !1905)
!1934 = !DILocation(line: 298, column: 12, scope: !1905)
!1935 = !DILocation(line: 298, column: 10, scope: !1905)
!1936 = !DILocation(line: 291, column: 3, scope: !1905)
!1937 = distinct !DISubprogram(name: "safe_sub_func_int32_t_s_s", scope: !634, file: !634, line: 302, type: !1814, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1938 = !DILocalVariable(name: "si1", arg: 1, scope: !1937, file: !634, line: 302, type: !135)
!1939 = !DILocation(line: 302, column: 41, scope: !1937)
!1940 = !DILocalVariable(name: "si2", arg: 2, scope: !1937, file: !634, line: 302, type: !135)
!1941 = !DILocation(line: 302, column: 54, scope: !1937)
!1942 = !DILocation(line: 308, column: 8, scope: !1937)
!1943 = !DILocation(line: 308, column: 12, scope: !1937)
!1944 = !DILocation(line: 308, column: 11, scope: !1937)
!1945 = !DILocation(line: 308, column: 22, scope: !1937)
!1946 = !DILocation(line: 308, column: 30, scope: !1937)
!1947 = !DILocation(line: 308, column: 34, scope: !1937)
!1948 = !DILocation(line: 308, column: 33, scope: !1937)
!1949 = !DILocation(line: 308, column: 39, scope: !1937)
!1950 = !DILocation(line: 308, column: 26, scope: !1937)
!1951 = !DILocation(line: 308, column: 56, scope: !1937)
!1952 = !DILocation(line: 308, column: 55, scope: !1937)
!1953 = !DILocation(line: 308, column: 61, scope: !1937)
!1954 = !DILocation(line: 308, column: 60, scope: !1937)
!1955 = !DILocation(line: 308, column: 17, scope: !1937)
!1956 = !DILocation(line: 308, column: 67, scope: !1937)
!1957 = !DILocation(line: 308, column: 5, scope: !1937)
!1958 = !DILocation(line: 309, column: 6, scope: !1937)
!1959 = !DILocation(line: 312, column: 6, scope: !1937)
!1960 = !DILocation(line: 312, column: 12, scope: !1937)
!1961 = !DILocation(line: 312, column: 10, scope: !1937)
!1962 = !DILocation(line: 305, column: 3, scope: !1937)
!1963 = distinct !DISubprogram(name: "safe_rshift_func_int8_t_s_s", scope: !634, file: !634, line: 118, type: !1964, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1964 = !DISubroutineType(types: !1965)
!1965 = !{!230, !230, !7}
!1966 = !DILocalVariable(name: "left", arg: 1, scope: !1963, file: !634, line: 118, type: !230)
!1967 = !DILocation(line: 118, column: 42, scope: !1963)
!1968 = !DILocalVariable(name: "right", arg: 2, scope: !1963, file: !634, line: 118, type: !7)
!1969 = !DILocation(line: 118, column: 52, scope: !1963)
!1970 = !DILocation(line: 123, column: 7, scope: !1963)
!1971 = !DILocation(line: 123, column: 12, scope: !1963)
!1972 = !DILocation(line: 123, column: 17, scope: !1963)
!1973 = !DILocation(line: 123, column: 27, scope: !1963)
!1974 = !DILocation(line: 123, column: 34, scope: !1963)
!1975 = !DILocation(line: 123, column: 39, scope: !1963)
!1976 = !DILocation(line: 123, column: 49, scope: !1963)
!1977 = !DILocation(line: 123, column: 56, scope: !1963)
!1978 = !DILocation(line: 123, column: 5, scope: !1963)
!1979 = !DILocation(line: 124, column: 6, scope: !1963)
!1980 = !DILocation(line: 124, column: 5, scope: !1963)
!1981 = !DILocation(line: 126, column: 6, scope: !1963)
!1982 = !DILocation(line: 126, column: 20, scope: !1963)
!1983 = !DILocation(line: 126, column: 11, scope: !1963)
!1984 = !DILocation(line: 121, column: 3, scope: !1963)
!1985 = distinct !DISubprogram(name: "crc32_8bytes", scope: !124, file: !124, line: 97, type: !1986, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!1986 = !DISubroutineType(types: !1987)
!1987 = !{null, !154}
!1988 = !DILocalVariable(name: "val", arg: 1, scope: !1985, file: !124, line: 97, type: !154)
!1989 = !DILocation(line: 97, column: 24, scope: !1985)
!1990 = !DILocation(line: 99, column: 15, scope: !1985)
!1991 = !DILocation(line: 99, column: 18, scope: !1985)
!1992 = !DILocation(line: 99, column: 23, scope: !1985)
!1993 = !DILocation(line: 99, column: 14, scope: !1985)
!1994 = !DILocation(line: 99, column: 2, scope: !1985)
!1995 = !DILocation(line: 100, column: 15, scope: !1985)
!1996 = !DILocation(line: 100, column: 18, scope: !1985)
!1997 = !DILocation(line: 100, column: 23, scope: !1985)
!1998 = !DILocation(line: 100, column: 14, scope: !1985)
!1999 = !DILocation(line: 100, column: 2, scope: !1985)
!2000 = !DILocation(line: 101, column: 15, scope: !1985)
!2001 = !DILocation(line: 101, column: 18, scope: !1985)
!2002 = !DILocation(line: 101, column: 24, scope: !1985)
!2003 = !DILocation(line: 101, column: 14, scope: !1985)
!2004 = !DILocation(line: 101, column: 2, scope: !1985)
!2005 = !DILocation(line: 102, column: 15, scope: !1985)
!2006 = !DILocation(line: 102, column: 18, scope: !1985)
!2007 = !DILocation(line: 102, column: 24, scope: !1985)
!2008 = !DILocation(line: 102, column: 14, scope: !1985)
!2009 = !DILocation(line: 102, column: 2, scope: !1985)
!2010 = !DILocation(line: 103, column: 15, scope: !1985)
!2011 = !DILocation(line: 103, column: 18, scope: !1985)
!2012 = !DILocation(line: 103, column: 24, scope: !1985)
!2013 = !DILocation(line: 103, column: 14, scope: !1985)
!2014 = !DILocation(line: 103, column: 2, scope: !1985)
!2015 = !DILocation(line: 104, column: 15, scope: !1985)
!2016 = !DILocation(line: 104, column: 18, scope: !1985)
!2017 = !DILocation(line: 104, column: 24, scope: !1985)
!2018 = !DILocation(line: 104, column: 14, scope: !1985)
!2019 = !DILocation(line: 104, column: 2, scope: !1985)
!2020 = !DILocation(line: 105, column: 15, scope: !1985)
!2021 = !DILocation(line: 105, column: 18, scope: !1985)
!2022 = !DILocation(line: 105, column: 24, scope: !1985)
!2023 = !DILocation(line: 105, column: 14, scope: !1985)
!2024 = !DILocation(line: 105, column: 2, scope: !1985)
!2025 = !DILocation(line: 106, column: 15, scope: !1985)
!2026 = !DILocation(line: 106, column: 18, scope: !1985)
!2027 = !DILocation(line: 106, column: 24, scope: !1985)
!2028 = !DILocation(line: 106, column: 14, scope: !1985)
!2029 = !DILocation(line: 106, column: 2, scope: !1985)
!2030 = !DILocation(line: 107, column: 1, scope: !1985)
!2031 = distinct !DISubprogram(name: "crc32_byte", scope: !124, file: !124, line: 71, type: !2032, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !253)
!2032 = !DISubroutineType(types: !2033)
!2033 = !{null, !215}
!2034 = !DILocalVariable(name: "b", arg: 1, scope: !2031, file: !124, line: 71, type: !215)
!2035 = !DILocation(line: 71, column: 21, scope: !2031)
!2036 = !DILocation(line: 73, column: 5, scope: !2031)
!2037 = !DILocation(line: 73, column: 19, scope: !2031)
!2038 = !DILocation(line: 73, column: 25, scope: !2031)
!2039 = !DILocation(line: 74, column: 14, scope: !2031)
!2040 = !DILocation(line: 74, column: 30, scope: !2031)
!2041 = !DILocation(line: 74, column: 28, scope: !2031)
!2042 = !DILocation(line: 74, column: 33, scope: !2031)
!2043 = !DILocation(line: 74, column: 3, scope: !2031)
!2044 = !DILocation(line: 73, column: 39, scope: !2031)
!2045 = !DILocation(line: 72, column: 16, scope: !2031)
!2046 = !DILocation(line: 75, column: 1, scope: !2031)
