; ModuleID = 'builtins_5006.c'
source_filename = "builtins_5006.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.U0 = type { i64 }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@g_3 = internal global [2 x [10 x i32]] [[10 x i32] [i32 1477845259, i32 1, i32 1477845259, i32 1477845259, i32 1, i32 1477845259, i32 1477845259, i32 1, i32 1477845259, i32 1477845259], [10 x i32] [i32 1, i32 1, i32 2, i32 1, i32 1, i32 2, i32 1, i32 1, i32 2, i32 1]], align 16, !dbg !7
@.str.1 = private unnamed_addr constant [10 x i8] c"g_3[i][j]\00", align 1, !dbg !15
@.str.2 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !20
@g_8 = internal global [4 x [2 x i32]] [[2 x i32] [i32 -1138456304, i32 -1138456304], [2 x i32] [i32 -1138456304, i32 -1138456304], [2 x i32] [i32 -1138456304, i32 -1138456304], [2 x i32] [i32 -1138456304, i32 -1138456304]], align 16, !dbg !196
@.str.3 = private unnamed_addr constant [10 x i8] c"g_8[i][j]\00", align 1, !dbg !25
@g_43 = internal global i8 -1, align 1, !dbg !201
@.str.4 = private unnamed_addr constant [5 x i8] c"g_43\00", align 1, !dbg !27
@g_45 = internal global i8 -71, align 1, !dbg !203
@.str.5 = private unnamed_addr constant [5 x i8] c"g_45\00", align 1, !dbg !32
@g_56 = internal global i32 0, align 4, !dbg !208
@.str.6 = private unnamed_addr constant [5 x i8] c"g_56\00", align 1, !dbg !34
@g_61 = internal global i32 -966757740, align 4, !dbg !210
@.str.7 = private unnamed_addr constant [5 x i8] c"g_61\00", align 1, !dbg !36
@g_74 = internal global i8 47, align 1, !dbg !212
@.str.8 = private unnamed_addr constant [5 x i8] c"g_74\00", align 1, !dbg !38
@g_77 = internal global [1 x i64] [i64 6130380268822351365], align 8, !dbg !214
@.str.9 = private unnamed_addr constant [8 x i8] c"g_77[i]\00", align 1, !dbg !40
@.str.10 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !45
@g_99 = internal global [5 x i16] [i16 19864, i16 19864, i16 19864, i16 19864, i16 19864], align 2, !dbg !219
@.str.11 = private unnamed_addr constant [8 x i8] c"g_99[i]\00", align 1, !dbg !50
@g_105 = internal global i16 4, align 2, !dbg !222
@.str.12 = private unnamed_addr constant [6 x i8] c"g_105\00", align 1, !dbg !52
@g_106 = internal global i16 8098, align 2, !dbg !227
@.str.13 = private unnamed_addr constant [6 x i8] c"g_106\00", align 1, !dbg !57
@g_139 = internal global i64 7257809080088549123, align 8, !dbg !229
@.str.14 = private unnamed_addr constant [6 x i8] c"g_139\00", align 1, !dbg !59
@g_142 = internal global i16 0, align 2, !dbg !234
@.str.15 = private unnamed_addr constant [6 x i8] c"g_142\00", align 1, !dbg !61
@g_156 = internal global %union.U0 { i64 1 }, align 8, !dbg !236
@.str.16 = private unnamed_addr constant [9 x i8] c"g_156.f0\00", align 1, !dbg !63
@.str.17 = private unnamed_addr constant [9 x i8] c"g_156.f1\00", align 1, !dbg !68
@.str.18 = private unnamed_addr constant [9 x i8] c"g_156.f2\00", align 1, !dbg !70
@.str.19 = private unnamed_addr constant [9 x i8] c"g_156.f3\00", align 1, !dbg !72
@.str.20 = private unnamed_addr constant [9 x i8] c"g_156.f4\00", align 1, !dbg !74
@g_165 = internal global [9 x i16] [i16 -12850, i16 -12850, i16 -12850, i16 -12850, i16 -12850, i16 -12850, i16 -12850, i16 -12850, i16 -12850], align 16, !dbg !238
@.str.21 = private unnamed_addr constant [9 x i8] c"g_165[i]\00", align 1, !dbg !76
@g_175 = internal constant %union.U0 { i64 1 }, align 8, !dbg !241
@.str.22 = private unnamed_addr constant [9 x i8] c"g_175.f0\00", align 1, !dbg !78
@.str.23 = private unnamed_addr constant [9 x i8] c"g_175.f1\00", align 1, !dbg !80
@.str.24 = private unnamed_addr constant [9 x i8] c"g_175.f2\00", align 1, !dbg !82
@.str.25 = private unnamed_addr constant [9 x i8] c"g_175.f3\00", align 1, !dbg !84
@.str.26 = private unnamed_addr constant [9 x i8] c"g_175.f4\00", align 1, !dbg !86
@crc32_context = internal global i32 -1, align 4, !dbg !246
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !88
@__const.func_26.l_203 = private unnamed_addr constant [8 x [6 x [5 x ptr]]] [[6 x [5 x ptr]] [[5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 4), ptr @g_156, ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 16), ptr getelementptr (i8, ptr @g_3, i64 60)], [5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 60), ptr null, ptr @g_56, ptr @g_56, ptr @g_56], [5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 60), ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 60), ptr @g_156], [5 x ptr] [ptr @g_56, ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 4), ptr @g_156, ptr null], [5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 40), ptr getelementptr (i8, ptr @g_3, i64 4), ptr getelementptr (i8, ptr @g_3, i64 4), ptr getelementptr (i8, ptr @g_3, i64 40), ptr getelementptr (i8, ptr @g_3, i64 16)], [5 x ptr] [ptr null, ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 32), ptr null, ptr @g_56]], [6 x [5 x ptr]] [[5 x ptr] [ptr @g_156, ptr @g_156, ptr getelementptr (i8, ptr @g_3, i64 16), ptr getelementptr (i8, ptr @g_3, i64 56), ptr @g_56], [5 x ptr] [ptr @g_56, ptr @g_156, ptr @g_56, ptr null, ptr @g_156], [5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 20), ptr getelementptr (i8, ptr @g_3, i64 64), ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 40), ptr getelementptr (i8, ptr @g_3, i64 64)], [5 x ptr] [ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 60), ptr @g_156, ptr null], [5 x ptr] [ptr @g_156, ptr getelementptr (i8, ptr @g_3, i64 60), ptr @g_156, ptr getelementptr (i8, ptr @g_3, i64 60), ptr @g_156], [5 x ptr] [ptr null, ptr null, ptr getelementptr (i8, ptr @g_3, i64 24), ptr @g_56, ptr @g_56]], [6 x [5 x ptr]] [[5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 56), ptr getelementptr (i8, ptr @g_3, i64 60), ptr null, ptr getelementptr (i8, ptr @g_3, i64 16), ptr getelementptr (i8, ptr @g_3, i64 60)], [5 x ptr] [ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 60), ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 4)], [5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 20), ptr getelementptr (i8, ptr @g_3, i64 60), ptr @g_156, ptr getelementptr (i8, ptr @g_3, i64 64), ptr @g_156], [5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 68), ptr null, ptr @g_156, ptr getelementptr (i8, ptr @g_3, i64 68), ptr @g_56], [5 x ptr] [ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 56), ptr @g_156, ptr getelementptr (i8, ptr @g_3, i64 60)], [5 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 56), ptr getelementptr (i8, ptr @g_3, i64 60), ptr null]], [6 x [5 x ptr]] [[5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 64), ptr null, ptr @g_56, ptr @g_156], [5 x ptr] [ptr @g_56, ptr @g_156, ptr getelementptr (i8, ptr @g_3, i64 68), ptr @g_56, ptr @g_156], [5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 60), ptr @g_156, ptr null, ptr getelementptr (i8, ptr @g_3, i64 64), ptr @g_156], [5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 4), ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 60), ptr null], [5 x ptr] [ptr @g_156, ptr getelementptr (i8, ptr @g_3, i64 4), ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 60)], [5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 60), ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 28), ptr @g_56, ptr @g_56]], [6 x [5 x ptr]] [[5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 16), ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 16), ptr @g_156, ptr @g_156], [5 x ptr] [ptr @g_56, ptr null, ptr getelementptr (i8, ptr @g_3, i64 4), ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 4)], [5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 40), ptr @g_156, ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 40), ptr getelementptr (i8, ptr @g_3, i64 60)], [5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 60), ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 4), ptr getelementptr (i8, ptr @g_3, i64 4), ptr @g_56], [5 x ptr] [ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 56), ptr getelementptr (i8, ptr @g_3, i64 16), ptr @g_156, ptr @g_156], [5 x ptr] [ptr @g_156, ptr getelementptr (i8, ptr @g_3, i64 68), ptr @g_56, ptr null, ptr getelementptr (i8, ptr @g_3, i64 60)]], [6 x [5 x ptr]] [[5 x ptr] [ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 60), ptr @g_56, ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 60)], [5 x ptr] [ptr @g_156, ptr getelementptr (i8, ptr @g_3, i64 20), ptr getelementptr (i8, ptr @g_3, i64 28), ptr getelementptr (i8, ptr @g_3, i64 68), ptr getelementptr (i8, ptr @g_3, i64 28)], [5 x ptr] [ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 4), ptr getelementptr (i8, ptr @g_3, i64 20), ptr getelementptr (i8, ptr @g_3, i64 56), ptr null], [5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 28), ptr getelementptr (i8, ptr @g_3, i64 60), ptr @g_56, ptr null, ptr getelementptr (i8, ptr @g_3, i64 60)], [5 x ptr] [ptr @g_56, ptr null, ptr @g_56, ptr @g_156, ptr getelementptr (i8, ptr @g_3, i64 60)], [5 x ptr] [ptr @g_156, ptr getelementptr (i8, ptr @g_3, i64 4), ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 4), ptr null]], [6 x [5 x ptr]] [[5 x ptr] [ptr @g_56, ptr @g_156, ptr @g_156, ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 60)], [5 x ptr] [ptr @g_156, ptr getelementptr (i8, ptr @g_3, i64 28), ptr getelementptr (i8, ptr @g_3, i64 28), ptr @g_156, ptr null], [5 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_3, i64 4), ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 60), ptr @g_156], [5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 28), ptr getelementptr (i8, ptr @g_3, i64 60), ptr null, ptr getelementptr (i8, ptr @g_3, i64 20), ptr @g_56], [5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 4), ptr @g_56, ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 60)], [5 x ptr] [ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 68), ptr null, ptr @g_156, ptr getelementptr (i8, ptr @g_3, i64 68)]], [6 x [5 x ptr]] [[5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 60), ptr @g_56, ptr @g_156, ptr @g_56, ptr @g_156], [5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 60), ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 28), ptr getelementptr (i8, ptr @g_3, i64 4), ptr getelementptr (i8, ptr @g_3, i64 28)], [5 x ptr] [ptr @g_156, ptr @g_156, ptr @g_156, ptr @g_156, ptr @g_156], [5 x ptr] [ptr getelementptr (i8, ptr @g_3, i64 20), ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 56), ptr null, ptr @g_156], [5 x ptr] [ptr @g_156, ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 56), ptr @g_156], [5 x ptr] [ptr @g_56, ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 60), ptr getelementptr (i8, ptr @g_3, i64 68), ptr null]]], align 16
@__const.func_26.l_204 = private unnamed_addr constant [8 x i32] [i32 501018558, i32 -2022249136, i32 501018558, i32 -2022249136, i32 501018558, i32 -2022249136, i32 501018558, i32 -2022249136], align 16
@g_82 = internal global ptr @g_56, align 8, !dbg !123
@__const.func_31.l_103 = private unnamed_addr constant [1 x [7 x [9 x ptr]]] [[7 x [9 x ptr]] [[9 x ptr] [ptr null, ptr null, ptr null, ptr null, ptr @g_43, ptr @g_43, ptr null, ptr @g_43, ptr @g_43], [9 x ptr] [ptr null, ptr null, ptr null, ptr null, ptr @g_43, ptr @g_43, ptr null, ptr @g_43, ptr @g_43], [9 x ptr] [ptr null, ptr null, ptr null, ptr null, ptr @g_43, ptr @g_43, ptr null, ptr @g_43, ptr @g_43], [9 x ptr] [ptr null, ptr null, ptr null, ptr null, ptr @g_43, ptr @g_43, ptr null, ptr @g_43, ptr @g_43], [9 x ptr] [ptr null, ptr null, ptr null, ptr null, ptr @g_43, ptr @g_43, ptr null, ptr @g_43, ptr @g_43], [9 x ptr] [ptr null, ptr null, ptr null, ptr null, ptr @g_43, ptr @g_43, ptr null, ptr @g_43, ptr @g_43], [9 x ptr] [ptr null, ptr null, ptr null, ptr null, ptr @g_43, ptr @g_43, ptr null, ptr @g_43, ptr @g_43]]], align 16
@.str.27 = private unnamed_addr constant [43 x i8] c"(l_96 >= &g_3[0][0] && l_96 <= &g_3[1][9])\00", align 1, !dbg !98
@.str.28 = private unnamed_addr constant [16 x i8] c"builtins_5006.c\00", align 1, !dbg !103
@__PRETTY_FUNCTION__.func_31 = private unnamed_addr constant [35 x i8] c"uint8_t func_31(int32_t, uint16_t)\00", align 1, !dbg !108
@__const.func_31.l_146 = private unnamed_addr constant [7 x [4 x [8 x i8]]] [[4 x [8 x i8]] [[8 x i8] c"\00\F6\F6\00\F6\F6\00\F6", [8 x i8] c"\00\00\BF\00\00\BF\00\00", [8 x i8] c"\F6\00\F6\F6\00\F6\F6\00", [8 x i8] c"\00\F6\F6\00\F6\F6\00\F6"], [4 x [8 x i8]] [[8 x i8] c"\00\00\BF\00\00\BF\00\00", [8 x i8] c"\F6\00\F6\F6\00\F6\F6\00", [8 x i8] c"\00\F6\F6\00\F6\F6\00\F6", [8 x i8] c"\00\00\BF\00\00\BF\00\00"], [4 x [8 x i8]] [[8 x i8] c"\F6\00\F6\F6\00\F6\F6\00", [8 x i8] c"\00\F6\F6\00\F6\F6\00\F6", [8 x i8] c"\00\00\BF\00\00\BF\00\00", [8 x i8] c"\F6\00\F6\F6\00\F6\F6\00"], [4 x [8 x i8]] [[8 x i8] c"\00\F6\F6\00\F6\F6\00\F6", [8 x i8] c"\00\00\BF\00\00\BF\00\00", [8 x i8] c"\F6\00\F6\F6\00\F6\F6\00", [8 x i8] c"\00\F6\F6\00\F6\F6\00\F6"], [4 x [8 x i8]] [[8 x i8] c"\00\00\BF\00\00\BF\00\00", [8 x i8] c"\F6\00\F6\F6\00\F6\F6\00", [8 x i8] c"\00\F6\F6\00\F6\F6\00\BF", [8 x i8] c"\F6\F6\00\F6\F6\00\F6\F6"], [4 x [8 x i8]] [[8 x i8] c"\BF\F6\BF\BF\F6\BF\BF\F6", [8 x i8] c"\F6\BF\BF\F6\BF\BF\F6\BF", [8 x i8] c"\F6\F6\00\F6\F6\00\F6\F6", [8 x i8] c"\BF\F6\BF\BF\F6\BF\BF\F6"], [4 x [8 x i8]] [[8 x i8] c"\F6\BF\BF\F6\BF\BF\F6\BF", [8 x i8] c"\F6\F6\00\F6\F6\00\F6\F6", [8 x i8] c"\BF\F6\BF\BF\F6\BF\BF\F6", [8 x i8] c"\F6\BF\BF\F6\BF\BF\F6\BF"]], align 16
@__const.func_31.l_159 = private unnamed_addr constant [8 x [5 x [2 x ptr]]] [[5 x [2 x ptr]] [[2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr null, ptr @g_156]], [5 x [2 x ptr]] [[2 x ptr] [ptr @g_156, ptr null], [2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr @g_156, ptr @g_156]], [5 x [2 x ptr]] [[2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr @g_156, ptr null], [2 x ptr] [ptr @g_156, ptr null], [2 x ptr] [ptr @g_156, ptr @g_156]], [5 x [2 x ptr]] [[2 x ptr] [ptr null, ptr @g_156], [2 x ptr] [ptr null, ptr @g_156], [2 x ptr] [ptr null, ptr @g_156], [2 x ptr] [ptr null, ptr @g_156], [2 x ptr] [ptr @g_156, ptr null]], [5 x [2 x ptr]] [[2 x ptr] [ptr @g_156, ptr null], [2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr @g_156, ptr @g_156]], [5 x [2 x ptr]] [[2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr @g_156, ptr null], [2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr null, ptr @g_156]], [5 x [2 x ptr]] [[2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr @g_156, ptr @g_156]], [5 x [2 x ptr]] [[2 x ptr] [ptr null, ptr @g_156], [2 x ptr] [ptr @g_156, ptr null], [2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr @g_156, ptr @g_156], [2 x ptr] [ptr @g_156, ptr @g_156]]], align 16
@__const.func_31.l_141 = private unnamed_addr constant [2 x [2 x ptr]] [[2 x ptr] [ptr @g_142, ptr @g_142], [2 x ptr] [ptr @g_142, ptr @g_142]], align 16
@.str.29 = private unnamed_addr constant [43 x i8] c"(g_82 >= &g_3[0][0] && g_82 <= &g_3[1][9])\00", align 1, !dbg !114
@.str.30 = private unnamed_addr constant [15 x i8] c"g_82 == &l_148\00", align 1, !dbg !116
@.str.31 = private unnamed_addr constant [10 x i8] c"g_82 == 0\00", align 1, !dbg !121
@g_71 = internal constant ptr getelementptr (i8, ptr @g_3, i64 64), align 8, !dbg !129
@__const.func_31.l_176 = private unnamed_addr constant [7 x [10 x [3 x ptr]]] [[10 x [3 x ptr]] [[3 x ptr] [ptr @g_139, ptr null, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr null], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr null, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139]], [10 x [3 x ptr]] [[3 x ptr] [ptr @g_139, ptr null, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr null], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr null], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr null, ptr @g_139, ptr @g_139]], [10 x [3 x ptr]] [[3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr null], [3 x ptr] [ptr @g_139, ptr @g_139, ptr null], [3 x ptr] [ptr @g_139, ptr @g_139, ptr null], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr null, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr null]], [10 x [3 x ptr]] [[3 x ptr] [ptr @g_139, ptr @g_139, ptr null], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr null], [3 x ptr] [ptr @g_139, ptr @g_139, ptr null], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139]], [10 x [3 x ptr]] [[3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr null], [3 x ptr] [ptr @g_139, ptr @g_139, ptr null], [3 x ptr] [ptr @g_139, ptr @g_139, ptr null], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139]], [10 x [3 x ptr]] [[3 x ptr] [ptr @g_139, ptr @g_139, ptr null], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr null], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr null, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr null], [3 x ptr] [ptr @g_139, ptr @g_139, ptr null], [3 x ptr] [ptr @g_139, ptr @g_139, ptr null]], [10 x [3 x ptr]] [[3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr null, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr null], [3 x ptr] [ptr @g_139, ptr @g_139, ptr null], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139], [3 x ptr] [ptr @g_139, ptr @g_139, ptr @g_139]]], align 16
@g_174 = internal global ptr @g_175, align 8, !dbg !134
@__const.func_31.l_182 = private unnamed_addr constant [7 x i8] c"ZZZZZZZ", align 1
@g_185 = internal global ptr null, align 8, !dbg !155
@__const.func_34.l_73 = private unnamed_addr constant [1 x [6 x [4 x ptr]]] [[6 x [4 x ptr]] [[4 x ptr] [ptr @g_74, ptr @g_74, ptr @g_74, ptr @g_74], [4 x ptr] [ptr @g_74, ptr @g_74, ptr @g_74, ptr @g_74], [4 x ptr] [ptr @g_74, ptr @g_74, ptr @g_74, ptr @g_74], [4 x ptr] [ptr @g_74, ptr @g_74, ptr @g_74, ptr @g_74], [4 x ptr] [ptr @g_74, ptr @g_74, ptr @g_74, ptr @g_74], [4 x ptr] [ptr @g_74, ptr @g_74, ptr @g_74, ptr @g_74]]], align 16
@g_70 = internal global [10 x [5 x ptr]] [[5 x ptr] [ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71], [5 x ptr] [ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71, ptr null], [5 x ptr] [ptr @g_71, ptr null, ptr @g_71, ptr @g_71, ptr @g_71], [5 x ptr] [ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71], [5 x ptr] [ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71], [5 x ptr] [ptr @g_71, ptr null, ptr @g_71, ptr @g_71, ptr null], [5 x ptr] [ptr null, ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71], [5 x ptr] [ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71], [5 x ptr] [ptr null, ptr null, ptr null, ptr null, ptr @g_71], [5 x ptr] [ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71]], align 16, !dbg !181
@.str.32 = private unnamed_addr constant [43 x i8] c"(l_55 >= &g_3[0][0] && l_55 <= &g_3[1][9])\00", align 1, !dbg !160
@__PRETTY_FUNCTION__.func_34 = private unnamed_addr constant [48 x i8] c"int16_t func_34(int32_t, const int16_t, int8_t)\00", align 1, !dbg !162
@.str.33 = private unnamed_addr constant [77 x i8] c"(l_55 >= &g_3[0][0] && l_55 <= &g_3[1][9]) || l_55 == &l_75 || l_55 == &g_56\00", align 1, !dbg !167
@.str.34 = private unnamed_addr constant [14 x i8] c"l_55 == &l_75\00", align 1, !dbg !172
@g_81 = internal global ptr @g_82, align 8, !dbg !187
@.str.35 = private unnamed_addr constant [14 x i8] c"g_82 == &l_75\00", align 1, !dbg !174
@.str.36 = private unnamed_addr constant [31 x i8] c"g_82 == &l_75 || g_82 == &g_56\00", align 1, !dbg !176
@.str.37 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !191
@.str.38 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !243

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !258 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !264, !DIExpression(), !265)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !266, !DIExpression(), !267)
    #dbg_declare(ptr %6, !268, !DIExpression(), !269)
    #dbg_declare(ptr %7, !270, !DIExpression(), !271)
    #dbg_declare(ptr %8, !272, !DIExpression(), !273)
  store i32 0, ptr %8, align 4, !dbg !273
  %9 = load i32, ptr %4, align 4, !dbg !274
  %10 = icmp eq i32 %9, 2, !dbg !276
  br i1 %10, label %11, label %18, !dbg !277

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8, !dbg !278
  %13 = getelementptr inbounds ptr, ptr %12, i64 1, !dbg !278
  %14 = load ptr, ptr %13, align 8, !dbg !278
  %15 = call i32 @strcmp(ptr noundef %14, ptr noundef @.str) #7, !dbg !279
  %16 = icmp eq i32 %15, 0, !dbg !280
  br i1 %16, label %17, label %18, !dbg !281

17:                                               ; preds = %11
  store i32 1, ptr %8, align 4, !dbg !282
  br label %18, !dbg !283

18:                                               ; preds = %17, %11, %2
  call void @platform_main_begin(), !dbg !284
  call void @crc32_gentab(), !dbg !285
  %19 = call i64 @func_26(), !dbg !286
  store i32 0, ptr %6, align 4, !dbg !287
  br label %20, !dbg !289

20:                                               ; preds = %48, %18
  %21 = load i32, ptr %6, align 4, !dbg !290
  %22 = icmp slt i32 %21, 2, !dbg !292
  br i1 %22, label %23, label %51, !dbg !293

23:                                               ; preds = %20
  store i32 0, ptr %7, align 4, !dbg !294
  br label %24, !dbg !297

24:                                               ; preds = %44, %23
  %25 = load i32, ptr %7, align 4, !dbg !298
  %26 = icmp slt i32 %25, 10, !dbg !300
  br i1 %26, label %27, label %47, !dbg !301

27:                                               ; preds = %24
  %28 = load i32, ptr %6, align 4, !dbg !302
  %29 = sext i32 %28 to i64, !dbg !304
  %30 = getelementptr inbounds [2 x [10 x i32]], ptr @g_3, i64 0, i64 %29, !dbg !304
  %31 = load i32, ptr %7, align 4, !dbg !305
  %32 = sext i32 %31 to i64, !dbg !304
  %33 = getelementptr inbounds [10 x i32], ptr %30, i64 0, i64 %32, !dbg !304
  %34 = load i32, ptr %33, align 4, !dbg !304
  %35 = sext i32 %34 to i64, !dbg !304
  %36 = load i32, ptr %8, align 4, !dbg !306
  call void @transparent_crc(i64 noundef %35, ptr noundef @.str.1, i32 noundef %36), !dbg !307
  %37 = load i32, ptr %8, align 4, !dbg !308
  %38 = icmp ne i32 %37, 0, !dbg !308
  br i1 %38, label %39, label %43, !dbg !310

39:                                               ; preds = %27
  %40 = load i32, ptr %6, align 4, !dbg !311
  %41 = load i32, ptr %7, align 4, !dbg !312
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %40, i32 noundef %41), !dbg !313
  br label %43, !dbg !313

43:                                               ; preds = %39, %27
  br label %44, !dbg !314

44:                                               ; preds = %43
  %45 = load i32, ptr %7, align 4, !dbg !315
  %46 = add nsw i32 %45, 1, !dbg !315
  store i32 %46, ptr %7, align 4, !dbg !315
  br label %24, !dbg !316, !llvm.loop !317

47:                                               ; preds = %24
  br label %48, !dbg !320

48:                                               ; preds = %47
  %49 = load i32, ptr %6, align 4, !dbg !321
  %50 = add nsw i32 %49, 1, !dbg !321
  store i32 %50, ptr %6, align 4, !dbg !321
  br label %20, !dbg !322, !llvm.loop !323

51:                                               ; preds = %20
  store i32 0, ptr %6, align 4, !dbg !325
  br label %52, !dbg !327

52:                                               ; preds = %80, %51
  %53 = load i32, ptr %6, align 4, !dbg !328
  %54 = icmp slt i32 %53, 4, !dbg !330
  br i1 %54, label %55, label %83, !dbg !331

55:                                               ; preds = %52
  store i32 0, ptr %7, align 4, !dbg !332
  br label %56, !dbg !335

56:                                               ; preds = %76, %55
  %57 = load i32, ptr %7, align 4, !dbg !336
  %58 = icmp slt i32 %57, 2, !dbg !338
  br i1 %58, label %59, label %79, !dbg !339

59:                                               ; preds = %56
  %60 = load i32, ptr %6, align 4, !dbg !340
  %61 = sext i32 %60 to i64, !dbg !342
  %62 = getelementptr inbounds [4 x [2 x i32]], ptr @g_8, i64 0, i64 %61, !dbg !342
  %63 = load i32, ptr %7, align 4, !dbg !343
  %64 = sext i32 %63 to i64, !dbg !342
  %65 = getelementptr inbounds [2 x i32], ptr %62, i64 0, i64 %64, !dbg !342
  %66 = load i32, ptr %65, align 4, !dbg !342
  %67 = zext i32 %66 to i64, !dbg !342
  %68 = load i32, ptr %8, align 4, !dbg !344
  call void @transparent_crc(i64 noundef %67, ptr noundef @.str.3, i32 noundef %68), !dbg !345
  %69 = load i32, ptr %8, align 4, !dbg !346
  %70 = icmp ne i32 %69, 0, !dbg !346
  br i1 %70, label %71, label %75, !dbg !348

71:                                               ; preds = %59
  %72 = load i32, ptr %6, align 4, !dbg !349
  %73 = load i32, ptr %7, align 4, !dbg !350
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %72, i32 noundef %73), !dbg !351
  br label %75, !dbg !351

75:                                               ; preds = %71, %59
  br label %76, !dbg !352

76:                                               ; preds = %75
  %77 = load i32, ptr %7, align 4, !dbg !353
  %78 = add nsw i32 %77, 1, !dbg !353
  store i32 %78, ptr %7, align 4, !dbg !353
  br label %56, !dbg !354, !llvm.loop !355

79:                                               ; preds = %56
  br label %80, !dbg !357

80:                                               ; preds = %79
  %81 = load i32, ptr %6, align 4, !dbg !358
  %82 = add nsw i32 %81, 1, !dbg !358
  store i32 %82, ptr %6, align 4, !dbg !358
  br label %52, !dbg !359, !llvm.loop !360

83:                                               ; preds = %52
  %84 = load i8, ptr @g_43, align 1, !dbg !362
  %85 = sext i8 %84 to i64, !dbg !362
  %86 = load i32, ptr %8, align 4, !dbg !363
  call void @transparent_crc(i64 noundef %85, ptr noundef @.str.4, i32 noundef %86), !dbg !364
  %87 = load i8, ptr @g_45, align 1, !dbg !365
  %88 = zext i8 %87 to i64, !dbg !365
  %89 = load i32, ptr %8, align 4, !dbg !366
  call void @transparent_crc(i64 noundef %88, ptr noundef @.str.5, i32 noundef %89), !dbg !367
  %90 = load i32, ptr @g_56, align 4, !dbg !368
  %91 = sext i32 %90 to i64, !dbg !368
  %92 = load i32, ptr %8, align 4, !dbg !369
  call void @transparent_crc(i64 noundef %91, ptr noundef @.str.6, i32 noundef %92), !dbg !370
  %93 = load i32, ptr @g_61, align 4, !dbg !371
  %94 = zext i32 %93 to i64, !dbg !371
  %95 = load i32, ptr %8, align 4, !dbg !372
  call void @transparent_crc(i64 noundef %94, ptr noundef @.str.7, i32 noundef %95), !dbg !373
  %96 = load i8, ptr @g_74, align 1, !dbg !374
  %97 = sext i8 %96 to i64, !dbg !374
  %98 = load i32, ptr %8, align 4, !dbg !375
  call void @transparent_crc(i64 noundef %97, ptr noundef @.str.8, i32 noundef %98), !dbg !376
  store i32 0, ptr %6, align 4, !dbg !377
  br label %99, !dbg !379

99:                                               ; preds = %114, %83
  %100 = load i32, ptr %6, align 4, !dbg !380
  %101 = icmp slt i32 %100, 1, !dbg !382
  br i1 %101, label %102, label %117, !dbg !383

102:                                              ; preds = %99
  %103 = load i32, ptr %6, align 4, !dbg !384
  %104 = sext i32 %103 to i64, !dbg !386
  %105 = getelementptr inbounds [1 x i64], ptr @g_77, i64 0, i64 %104, !dbg !386
  %106 = load i64, ptr %105, align 8, !dbg !386
  %107 = load i32, ptr %8, align 4, !dbg !387
  call void @transparent_crc(i64 noundef %106, ptr noundef @.str.9, i32 noundef %107), !dbg !388
  %108 = load i32, ptr %8, align 4, !dbg !389
  %109 = icmp ne i32 %108, 0, !dbg !389
  br i1 %109, label %110, label %113, !dbg !391

110:                                              ; preds = %102
  %111 = load i32, ptr %6, align 4, !dbg !392
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %111), !dbg !393
  br label %113, !dbg !393

113:                                              ; preds = %110, %102
  br label %114, !dbg !394

114:                                              ; preds = %113
  %115 = load i32, ptr %6, align 4, !dbg !395
  %116 = add nsw i32 %115, 1, !dbg !395
  store i32 %116, ptr %6, align 4, !dbg !395
  br label %99, !dbg !396, !llvm.loop !397

117:                                              ; preds = %99
  store i32 0, ptr %6, align 4, !dbg !399
  br label %118, !dbg !401

118:                                              ; preds = %134, %117
  %119 = load i32, ptr %6, align 4, !dbg !402
  %120 = icmp slt i32 %119, 5, !dbg !404
  br i1 %120, label %121, label %137, !dbg !405

121:                                              ; preds = %118
  %122 = load i32, ptr %6, align 4, !dbg !406
  %123 = sext i32 %122 to i64, !dbg !408
  %124 = getelementptr inbounds [5 x i16], ptr @g_99, i64 0, i64 %123, !dbg !408
  %125 = load i16, ptr %124, align 2, !dbg !408
  %126 = zext i16 %125 to i64, !dbg !408
  %127 = load i32, ptr %8, align 4, !dbg !409
  call void @transparent_crc(i64 noundef %126, ptr noundef @.str.11, i32 noundef %127), !dbg !410
  %128 = load i32, ptr %8, align 4, !dbg !411
  %129 = icmp ne i32 %128, 0, !dbg !411
  br i1 %129, label %130, label %133, !dbg !413

130:                                              ; preds = %121
  %131 = load i32, ptr %6, align 4, !dbg !414
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %131), !dbg !415
  br label %133, !dbg !415

133:                                              ; preds = %130, %121
  br label %134, !dbg !416

134:                                              ; preds = %133
  %135 = load i32, ptr %6, align 4, !dbg !417
  %136 = add nsw i32 %135, 1, !dbg !417
  store i32 %136, ptr %6, align 4, !dbg !417
  br label %118, !dbg !418, !llvm.loop !419

137:                                              ; preds = %118
  %138 = load i16, ptr @g_105, align 2, !dbg !421
  %139 = sext i16 %138 to i64, !dbg !421
  %140 = load i32, ptr %8, align 4, !dbg !422
  call void @transparent_crc(i64 noundef %139, ptr noundef @.str.12, i32 noundef %140), !dbg !423
  %141 = load i16, ptr @g_106, align 2, !dbg !424
  %142 = sext i16 %141 to i64, !dbg !424
  %143 = load i32, ptr %8, align 4, !dbg !425
  call void @transparent_crc(i64 noundef %142, ptr noundef @.str.13, i32 noundef %143), !dbg !426
  %144 = load i64, ptr @g_139, align 8, !dbg !427
  %145 = load i32, ptr %8, align 4, !dbg !428
  call void @transparent_crc(i64 noundef %144, ptr noundef @.str.14, i32 noundef %145), !dbg !429
  %146 = load i16, ptr @g_142, align 2, !dbg !430
  %147 = zext i16 %146 to i64, !dbg !430
  %148 = load i32, ptr %8, align 4, !dbg !431
  call void @transparent_crc(i64 noundef %147, ptr noundef @.str.15, i32 noundef %148), !dbg !432
  %149 = load i64, ptr @g_156, align 8, !dbg !433
  %150 = load i32, ptr %8, align 4, !dbg !434
  call void @transparent_crc(i64 noundef %149, ptr noundef @.str.16, i32 noundef %150), !dbg !435
  %151 = load volatile i32, ptr @g_156, align 8, !dbg !436
  %152 = sext i32 %151 to i64, !dbg !437
  %153 = load i32, ptr %8, align 4, !dbg !438
  call void @transparent_crc(i64 noundef %152, ptr noundef @.str.17, i32 noundef %153), !dbg !439
  %154 = load i8, ptr @g_156, align 8, !dbg !440
  %155 = sext i8 %154 to i64, !dbg !441
  %156 = load i32, ptr %8, align 4, !dbg !442
  call void @transparent_crc(i64 noundef %155, ptr noundef @.str.18, i32 noundef %156), !dbg !443
  %157 = load i32, ptr @g_156, align 8, !dbg !444
  %158 = sext i32 %157 to i64, !dbg !445
  %159 = load i32, ptr %8, align 4, !dbg !446
  call void @transparent_crc(i64 noundef %158, ptr noundef @.str.19, i32 noundef %159), !dbg !447
  %160 = load i16, ptr @g_156, align 8, !dbg !448
  %161 = zext i16 %160 to i64, !dbg !449
  %162 = load i32, ptr %8, align 4, !dbg !450
  call void @transparent_crc(i64 noundef %161, ptr noundef @.str.20, i32 noundef %162), !dbg !451
  store i32 0, ptr %6, align 4, !dbg !452
  br label %163, !dbg !454

163:                                              ; preds = %179, %137
  %164 = load i32, ptr %6, align 4, !dbg !455
  %165 = icmp slt i32 %164, 9, !dbg !457
  br i1 %165, label %166, label %182, !dbg !458

166:                                              ; preds = %163
  %167 = load i32, ptr %6, align 4, !dbg !459
  %168 = sext i32 %167 to i64, !dbg !461
  %169 = getelementptr inbounds [9 x i16], ptr @g_165, i64 0, i64 %168, !dbg !461
  %170 = load i16, ptr %169, align 2, !dbg !461
  %171 = sext i16 %170 to i64, !dbg !461
  %172 = load i32, ptr %8, align 4, !dbg !462
  call void @transparent_crc(i64 noundef %171, ptr noundef @.str.21, i32 noundef %172), !dbg !463
  %173 = load i32, ptr %8, align 4, !dbg !464
  %174 = icmp ne i32 %173, 0, !dbg !464
  br i1 %174, label %175, label %178, !dbg !466

175:                                              ; preds = %166
  %176 = load i32, ptr %6, align 4, !dbg !467
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %176), !dbg !468
  br label %178, !dbg !468

178:                                              ; preds = %175, %166
  br label %179, !dbg !469

179:                                              ; preds = %178
  %180 = load i32, ptr %6, align 4, !dbg !470
  %181 = add nsw i32 %180, 1, !dbg !470
  store i32 %181, ptr %6, align 4, !dbg !470
  br label %163, !dbg !471, !llvm.loop !472

182:                                              ; preds = %163
  %183 = load i32, ptr %8, align 4, !dbg !474
  call void @transparent_crc(i64 noundef 1, ptr noundef @.str.22, i32 noundef %183), !dbg !475
  %184 = load volatile i32, ptr @g_175, align 8, !dbg !476
  %185 = sext i32 %184 to i64, !dbg !477
  %186 = load i32, ptr %8, align 4, !dbg !478
  call void @transparent_crc(i64 noundef %185, ptr noundef @.str.23, i32 noundef %186), !dbg !479
  %187 = load i8, ptr @g_175, align 8, !dbg !480
  %188 = sext i8 %187 to i64, !dbg !481
  %189 = load i32, ptr %8, align 4, !dbg !482
  call void @transparent_crc(i64 noundef %188, ptr noundef @.str.24, i32 noundef %189), !dbg !483
  %190 = load i32, ptr @g_175, align 8, !dbg !484
  %191 = sext i32 %190 to i64, !dbg !485
  %192 = load i32, ptr %8, align 4, !dbg !486
  call void @transparent_crc(i64 noundef %191, ptr noundef @.str.25, i32 noundef %192), !dbg !487
  %193 = load i16, ptr @g_175, align 8, !dbg !488
  %194 = zext i16 %193 to i64, !dbg !489
  %195 = load i32, ptr %8, align 4, !dbg !490
  call void @transparent_crc(i64 noundef %194, ptr noundef @.str.26, i32 noundef %195), !dbg !491
  %196 = load i32, ptr @crc32_context, align 4, !dbg !492
  %197 = zext i32 %196 to i64, !dbg !492
  %198 = xor i64 %197, 4294967295, !dbg !493
  %199 = trunc i64 %198 to i32, !dbg !492
  %200 = load i32, ptr %8, align 4, !dbg !494
  call void @platform_main_end(i32 noundef %199, i32 noundef %200), !dbg !495
  ret i32 0, !dbg !496
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !497 {
  ret void, !dbg !500
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !501 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !502, !DIExpression(), !503)
    #dbg_declare(ptr %2, !504, !DIExpression(), !506)
  store i32 -306674912, ptr %2, align 4, !dbg !506
    #dbg_declare(ptr %3, !507, !DIExpression(), !508)
    #dbg_declare(ptr %4, !509, !DIExpression(), !510)
  store i32 0, ptr %3, align 4, !dbg !511
  br label %5, !dbg !513

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !514
  %7 = icmp slt i32 %6, 256, !dbg !516
  br i1 %7, label %8, label %36, !dbg !517

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !518
  store i32 %9, ptr %1, align 4, !dbg !520
  store i32 8, ptr %4, align 4, !dbg !521
  br label %10, !dbg !523

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !524
  %12 = icmp sgt i32 %11, 0, !dbg !526
  br i1 %12, label %13, label %28, !dbg !527

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !528
  %15 = and i32 %14, 1, !dbg !531
  %16 = icmp ne i32 %15, 0, !dbg !531
  br i1 %16, label %17, label %21, !dbg !532

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !533
  %19 = lshr i32 %18, 1, !dbg !535
  %20 = xor i32 %19, -306674912, !dbg !536
  store i32 %20, ptr %1, align 4, !dbg !537
  br label %24, !dbg !538

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !539
  %23 = lshr i32 %22, 1, !dbg !539
  store i32 %23, ptr %1, align 4, !dbg !539
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !541

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !542
  %27 = add nsw i32 %26, -1, !dbg !542
  store i32 %27, ptr %4, align 4, !dbg !542
  br label %10, !dbg !543, !llvm.loop !544

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !546
  %30 = load i32, ptr %3, align 4, !dbg !547
  %31 = sext i32 %30 to i64, !dbg !548
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !548
  store i32 %29, ptr %32, align 4, !dbg !549
  br label %33, !dbg !550

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !551
  %35 = add nsw i32 %34, 1, !dbg !551
  store i32 %35, ptr %3, align 4, !dbg !551
  br label %5, !dbg !552, !llvm.loop !553

36:                                               ; preds = %5
  ret void, !dbg !555
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @func_26() #0 !dbg !556 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca [8 x [6 x [5 x ptr]]], align 16
  %5 = alloca [8 x i32], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
    #dbg_declare(ptr %1, !559, !DIExpression(), !560)
  store i32 150247363, ptr %1, align 4, !dbg !560
    #dbg_declare(ptr %2, !561, !DIExpression(), !563)
  store ptr @g_43, ptr %2, align 8, !dbg !563
    #dbg_declare(ptr %3, !564, !DIExpression(), !566)
  store ptr @g_45, ptr %3, align 8, !dbg !566
    #dbg_declare(ptr %4, !567, !DIExpression(), !570)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.func_26.l_203, i64 1920, i1 false), !dbg !570
    #dbg_declare(ptr %5, !571, !DIExpression(), !573)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.func_26.l_204, i64 32, i1 false), !dbg !573
    #dbg_declare(ptr %6, !574, !DIExpression(), !575)
    #dbg_declare(ptr %7, !576, !DIExpression(), !577)
    #dbg_declare(ptr %8, !578, !DIExpression(), !579)
  %9 = load i32, ptr getelementptr inbounds ([4 x [2 x i32]], ptr @g_8, i64 0, i64 1), align 8, !dbg !580
  %10 = icmp ne i32 %9, 0, !dbg !580
  br i1 %10, label %14, label %11, !dbg !581

11:                                               ; preds = %0
  %12 = load i32, ptr %1, align 4, !dbg !582
  %13 = icmp ne i32 %12, 0, !dbg !581
  br label %14, !dbg !581

14:                                               ; preds = %11, %0
  %15 = phi i1 [ true, %0 ], [ %13, %11 ]
  %16 = zext i1 %15 to i32, !dbg !581
  %17 = sext i32 %16 to i64, !dbg !583
  %18 = load i32, ptr getelementptr inbounds ([2 x i32], ptr getelementptr inbounds ([4 x [2 x i32]], ptr @g_8, i64 0, i64 3), i64 0, i64 1), align 4, !dbg !584
  %19 = load ptr, ptr %2, align 8, !dbg !585
  store i8 85, ptr %19, align 1, !dbg !586
  %20 = load i32, ptr getelementptr inbounds ([10 x i32], ptr @g_3, i64 0, i64 3), align 4, !dbg !587
  %21 = trunc i32 %20 to i8, !dbg !587
  %22 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext 85, i8 noundef signext %21), !dbg !588
  %23 = sext i8 %22 to i64, !dbg !589
  %24 = and i64 %23, 0, !dbg !590
  %25 = icmp sge i64 %17, %24, !dbg !591
  %26 = zext i1 %25 to i32, !dbg !591
  %27 = call i32 @llvm.ctpop.i32(i32 %26), !dbg !592
  %28 = trunc i32 %27 to i8, !dbg !592
  %29 = load ptr, ptr %3, align 8, !dbg !593
  store i8 %28, ptr %29, align 1, !dbg !594
  %30 = zext i8 %28 to i32, !dbg !595
  %31 = xor i32 %30, -1, !dbg !596
  %32 = load i32, ptr getelementptr inbounds ([2 x [10 x i32]], ptr @g_3, i64 0, i64 1), align 8, !dbg !597
  %33 = trunc i32 %32 to i16, !dbg !597
  %34 = load i32, ptr getelementptr inbounds ([10 x i32], ptr getelementptr inbounds ([2 x [10 x i32]], ptr @g_3, i64 0, i64 1), i64 0, i64 9), align 4, !dbg !598
  %35 = trunc i32 %34 to i8, !dbg !598
  %36 = call signext i16 @func_34(i32 noundef %31, i16 noundef signext %33, i8 noundef signext %35), !dbg !599
  %37 = sext i16 %36 to i32, !dbg !599
  %38 = load i8, ptr @g_74, align 1, !dbg !600
  %39 = sext i8 %38 to i32, !dbg !600
  %40 = xor i32 %37, %39, !dbg !601
  %41 = icmp ne i32 %40, 0, !dbg !601
  br i1 %41, label %45, label %42, !dbg !602

42:                                               ; preds = %14
  %43 = load i32, ptr getelementptr inbounds ([10 x i32], ptr getelementptr inbounds ([2 x [10 x i32]], ptr @g_3, i64 0, i64 1), i64 0, i64 5), align 4, !dbg !603
  %44 = icmp ne i32 %43, 0, !dbg !602
  br label %45, !dbg !602

45:                                               ; preds = %42, %14
  %46 = phi i1 [ true, %14 ], [ %44, %42 ]
  %47 = zext i1 %46 to i32, !dbg !602
  %48 = load i32, ptr getelementptr inbounds ([2 x i32], ptr getelementptr inbounds ([4 x [2 x i32]], ptr @g_8, i64 0, i64 3), i64 0, i64 1), align 4, !dbg !604
  %49 = trunc i32 %48 to i16, !dbg !604
  %50 = call zeroext i8 @func_31(i32 noundef %47, i16 noundef zeroext %49), !dbg !605
  %51 = call zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %50, i8 noundef zeroext 6), !dbg !606
  %52 = zext i8 %51 to i32, !dbg !607
  %53 = load i32, ptr @g_175, align 8, !dbg !608
  %54 = icmp sgt i32 %52, %53, !dbg !609
  %55 = zext i1 %54 to i32, !dbg !609
  %56 = sext i32 %55 to i64, !dbg !610
  %57 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %56, i64 noundef 1), !dbg !611
  %58 = load i64, ptr @g_77, align 8, !dbg !612
  %59 = load i64, ptr @g_77, align 8, !dbg !613
  %60 = load i32, ptr %1, align 4, !dbg !614
  %61 = zext i32 %60 to i64, !dbg !614
  %62 = icmp ne i64 %59, %61, !dbg !615
  %63 = zext i1 %62 to i32, !dbg !615
  %64 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 5, !dbg !616
  store i32 %63, ptr %64, align 4, !dbg !617
  %65 = load i32, ptr @g_61, align 4, !dbg !618
  %66 = zext i32 %65 to i64, !dbg !618
  ret i64 %66, !dbg !619
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !620 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !623, !DIExpression(), !624)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !625, !DIExpression(), !626)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !627, !DIExpression(), !628)
  %7 = load i64, ptr %4, align 8, !dbg !629
  call void @crc32_8bytes(i64 noundef %7), !dbg !630
  %8 = load i32, ptr %6, align 4, !dbg !631
  %9 = icmp ne i32 %8, 0, !dbg !631
  br i1 %9, label %10, label %16, !dbg !633

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !634
  %12 = load i32, ptr @crc32_context, align 4, !dbg !636
  %13 = zext i32 %12 to i64, !dbg !636
  %14 = xor i64 %13, 4294967295, !dbg !637
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.37, ptr noundef %11, i64 noundef %14), !dbg !638
  br label %16, !dbg !639

16:                                               ; preds = %10, %3
  ret void, !dbg !640
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !641 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !644, !DIExpression(), !645)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !646, !DIExpression(), !647)
  %5 = load i32, ptr %3, align 4, !dbg !648
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.38, i32 noundef %5), !dbg !649
  ret void, !dbg !650
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_mod_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !651 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !655, !DIExpression(), !656)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !657, !DIExpression(), !658)
  %5 = load i64, ptr %4, align 8, !dbg !659
  %6 = icmp eq i64 %5, 0, !dbg !660
  br i1 %6, label %13, label %7, !dbg !661

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !662
  %9 = icmp eq i64 %8, -9223372036854775808, !dbg !663
  br i1 %9, label %10, label %15, !dbg !664

10:                                               ; preds = %7
  %11 = load i64, ptr %4, align 8, !dbg !665
  %12 = icmp eq i64 %11, -1, !dbg !666
  br i1 %12, label %13, label %15, !dbg !667

13:                                               ; preds = %10, %2
  %14 = load i64, ptr %3, align 8, !dbg !668
  br label %19, !dbg !667

15:                                               ; preds = %10, %7
  %16 = load i64, ptr %3, align 8, !dbg !669
  %17 = load i64, ptr %4, align 8, !dbg !670
  %18 = srem i64 %16, %17, !dbg !671
  br label %19, !dbg !667

19:                                               ; preds = %15, %13
  %20 = phi i64 [ %14, %13 ], [ %18, %15 ], !dbg !667
  ret i64 %20, !dbg !672
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !673 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !676, !DIExpression(), !677)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !678, !DIExpression(), !679)
  %5 = load i8, ptr %3, align 1, !dbg !680
  %6 = zext i8 %5 to i32, !dbg !680
  %7 = load i8, ptr %4, align 1, !dbg !681
  %8 = zext i8 %7 to i32, !dbg !681
  %9 = sub nsw i32 %6, %8, !dbg !682
  %10 = trunc i32 %9 to i8, !dbg !680
  ret i8 %10, !dbg !683
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @func_31(i32 noundef %0, i16 noundef zeroext %1) #0 !dbg !684 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca [9 x ptr], align 16
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca [1 x [7 x [9 x ptr]]], align 16
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i8, align 1
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca [4 x ptr], align 16
  %35 = alloca [5 x [10 x ptr]], align 16
  %36 = alloca [5 x i32], align 16
  %37 = alloca i8, align 1
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i8, align 1
  %42 = alloca [7 x [4 x [8 x i8]]], align 16
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca ptr, align 8
  %46 = alloca [8 x [5 x [2 x ptr]]], align 16
  %47 = alloca ptr, align 8
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca [3 x ptr], align 16
  %52 = alloca [2 x [2 x ptr]], align 16
  %53 = alloca ptr, align 8
  %54 = alloca ptr, align 8
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca [7 x [10 x [3 x ptr]]], align 16
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca i32, align 4
  %63 = alloca [7 x i8], align 1
  %64 = alloca ptr, align 8
  %65 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !687, !DIExpression(), !688)
  store i16 %1, ptr %5, align 2
    #dbg_declare(ptr %5, !689, !DIExpression(), !690)
    #dbg_declare(ptr %6, !691, !DIExpression(), !692)
  store i16 0, ptr %6, align 2, !dbg !692
    #dbg_declare(ptr %7, !693, !DIExpression(), !694)
  store ptr getelementptr inbounds ([10 x i32], ptr getelementptr inbounds ([2 x [10 x i32]], ptr @g_3, i64 0, i64 1), i64 0, i64 5), ptr %7, align 8, !dbg !694
    #dbg_declare(ptr %8, !695, !DIExpression(), !696)
  store ptr @g_82, ptr %8, align 8, !dbg !696
    #dbg_declare(ptr %9, !697, !DIExpression(), !698)
  store ptr null, ptr %9, align 8, !dbg !698
    #dbg_declare(ptr %10, !699, !DIExpression(), !700)
  store ptr getelementptr inbounds ([10 x i32], ptr getelementptr inbounds ([2 x [10 x i32]], ptr @g_3, i64 0, i64 1), i64 0, i64 5), ptr %10, align 8, !dbg !700
    #dbg_declare(ptr %11, !701, !DIExpression(), !702)
  store ptr @g_56, ptr %11, align 8, !dbg !702
    #dbg_declare(ptr %12, !703, !DIExpression(), !705)
  call void @llvm.memset.p0.i64(ptr align 16 %12, i8 0, i64 72, i1 false), !dbg !705
    #dbg_declare(ptr %13, !706, !DIExpression(), !708)
  store ptr getelementptr inbounds ([5 x i16], ptr @g_99, i64 0, i64 3), ptr %13, align 8, !dbg !708
    #dbg_declare(ptr %14, !709, !DIExpression(), !710)
  store ptr null, ptr %14, align 8, !dbg !710
    #dbg_declare(ptr %15, !711, !DIExpression(), !715)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 16 @__const.func_31.l_103, i64 504, i1 false), !dbg !715
    #dbg_declare(ptr %16, !716, !DIExpression(), !718)
  store ptr @g_105, ptr %16, align 8, !dbg !718
    #dbg_declare(ptr %17, !719, !DIExpression(), !720)
  store i32 2096996872, ptr %17, align 4, !dbg !720
    #dbg_declare(ptr %18, !721, !DIExpression(), !722)
  store i32 -6, ptr %18, align 4, !dbg !722
    #dbg_declare(ptr %19, !723, !DIExpression(), !724)
  store ptr getelementptr inbounds ([10 x i32], ptr @g_3, i64 0, i64 8), ptr %19, align 8, !dbg !724
    #dbg_declare(ptr %20, !725, !DIExpression(), !727)
  store ptr @g_156, ptr %20, align 8, !dbg !727
    #dbg_declare(ptr %21, !728, !DIExpression(), !730)
  store ptr @g_61, ptr %21, align 8, !dbg !730
    #dbg_declare(ptr %22, !731, !DIExpression(), !732)
  store i32 87635047, ptr %22, align 4, !dbg !732
    #dbg_declare(ptr %23, !733, !DIExpression(), !734)
  store i32 81989437, ptr %23, align 4, !dbg !734
    #dbg_declare(ptr %24, !735, !DIExpression(), !737)
  store ptr %21, ptr %24, align 8, !dbg !737
    #dbg_declare(ptr %25, !738, !DIExpression(), !739)
    #dbg_declare(ptr %26, !740, !DIExpression(), !741)
    #dbg_declare(ptr %27, !742, !DIExpression(), !743)
  %66 = load i16, ptr %6, align 2, !dbg !744
  %67 = sext i16 %66 to i32, !dbg !744
  %68 = load ptr, ptr %7, align 8, !dbg !745
  store ptr %68, ptr %10, align 8, !dbg !746
  %69 = load ptr, ptr %7, align 8, !dbg !747
  store ptr %69, ptr %11, align 8, !dbg !748
  %70 = getelementptr inbounds [9 x ptr], ptr %12, i64 0, i64 5, !dbg !749
  store ptr %69, ptr %70, align 8, !dbg !750
  %71 = icmp eq ptr %68, %69, !dbg !751
  %72 = zext i1 %71 to i32, !dbg !751
  %73 = trunc i32 %72 to i16, !dbg !752
  %74 = load ptr, ptr %13, align 8, !dbg !753
  store i16 %73, ptr %74, align 2, !dbg !754
  %75 = load i32, ptr %4, align 4, !dbg !755
  %76 = trunc i32 %75 to i8, !dbg !755
  %77 = call signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %76, i8 noundef signext -62), !dbg !756
  %78 = sext i8 %77 to i16, !dbg !757
  %79 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %73, i16 noundef zeroext %78), !dbg !758
  %80 = zext i16 %79 to i32, !dbg !759
  %81 = load i16, ptr %5, align 2, !dbg !760
  %82 = zext i16 %81 to i32, !dbg !760
  %83 = and i32 %80, %82, !dbg !761
  %84 = trunc i32 %83 to i8, !dbg !762
  %85 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %84, i8 noundef zeroext -1), !dbg !763
  %86 = zext i8 %85 to i32, !dbg !764
  %87 = load i8, ptr @g_43, align 1, !dbg !765
  %88 = sext i8 %87 to i32, !dbg !765
  %89 = and i32 %88, %86, !dbg !765
  %90 = trunc i32 %89 to i8, !dbg !765
  store i8 %90, ptr @g_43, align 1, !dbg !765
  %91 = sext i8 %90 to i32, !dbg !766
  %92 = icmp sgt i32 %67, %91, !dbg !767
  %93 = zext i1 %92 to i32, !dbg !767
  %94 = sext i32 %93 to i64, !dbg !768
  %95 = icmp ugt i64 1, %94, !dbg !769
  %96 = zext i1 %95 to i32, !dbg !769
  %97 = trunc i32 %96 to i8, !dbg !770
  %98 = call zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %97, i8 noundef zeroext 81), !dbg !771
  %99 = zext i8 %98 to i32, !dbg !772
  %100 = load ptr, ptr %16, align 8, !dbg !773
  %101 = load i16, ptr %100, align 2, !dbg !774
  %102 = sext i16 %101 to i32, !dbg !774
  %103 = xor i32 %102, %99, !dbg !774
  %104 = trunc i32 %103 to i16, !dbg !774
  store i16 %104, ptr %100, align 2, !dbg !774
  %105 = sext i16 %104 to i32, !dbg !775
  %106 = load i16, ptr @g_106, align 2, !dbg !776
  %107 = sext i16 %106 to i32, !dbg !776
  %108 = and i32 %107, %105, !dbg !776
  %109 = trunc i32 %108 to i16, !dbg !776
  store i16 %109, ptr @g_106, align 2, !dbg !776
  %110 = load ptr, ptr %7, align 8, !dbg !777
  %111 = load i32, ptr %110, align 4, !dbg !778
  %112 = trunc i32 %111 to i16, !dbg !779
  %113 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %109, i16 noundef signext %112), !dbg !780
  %114 = sext i16 %113 to i32, !dbg !781
  %115 = load i32, ptr getelementptr inbounds ([10 x i32], ptr getelementptr inbounds ([2 x [10 x i32]], ptr @g_3, i64 0, i64 1), i64 0, i64 5), align 4, !dbg !782
  %116 = icmp slt i32 %114, %115, !dbg !783
  %117 = zext i1 %116 to i32, !dbg !783
  %118 = load ptr, ptr %7, align 8, !dbg !784
  store i32 %117, ptr %118, align 4, !dbg !785
  %119 = load ptr, ptr %11, align 8, !dbg !786
  %120 = icmp uge ptr %119, @g_3, !dbg !786
  br i1 %120, label %121, label %125, !dbg !786

121:                                              ; preds = %2
  %122 = load ptr, ptr %11, align 8, !dbg !786
  %123 = icmp ule ptr %122, getelementptr inbounds ([10 x i32], ptr getelementptr inbounds ([2 x [10 x i32]], ptr @g_3, i64 0, i64 1), i64 0, i64 9), !dbg !786
  br i1 %123, label %124, label %125, !dbg !789

124:                                              ; preds = %121
  br label %126, !dbg !789

125:                                              ; preds = %121, %2
  call void @__assert_fail(ptr noundef @.str.27, ptr noundef @.str.28, i32 noundef 105, ptr noundef @__PRETTY_FUNCTION__.func_31) #8, !dbg !786
  unreachable, !dbg !786

126:                                              ; preds = %124
  store i16 0, ptr %5, align 2, !dbg !790
  br label %127, !dbg !792

127:                                              ; preds = %498, %126
  %128 = load i16, ptr %5, align 2, !dbg !793
  %129 = zext i16 %128 to i32, !dbg !793
  %130 = icmp sle i32 %129, 4, !dbg !795
  br i1 %130, label %131, label %501, !dbg !796

131:                                              ; preds = %127
    #dbg_declare(ptr %28, !797, !DIExpression(), !799)
  store i8 68, ptr %28, align 1, !dbg !799
    #dbg_declare(ptr %29, !800, !DIExpression(), !801)
  store ptr @g_56, ptr %29, align 8, !dbg !801
    #dbg_declare(ptr %30, !802, !DIExpression(), !803)
  store i32 1, ptr %30, align 4, !dbg !803
    #dbg_declare(ptr %31, !804, !DIExpression(), !805)
  store ptr @g_156, ptr %31, align 8, !dbg !805
    #dbg_declare(ptr %32, !806, !DIExpression(), !808)
  store ptr @g_77, ptr %32, align 8, !dbg !808
    #dbg_declare(ptr %33, !809, !DIExpression(), !810)
  store ptr @g_156, ptr %33, align 8, !dbg !810
    #dbg_declare(ptr %34, !811, !DIExpression(), !814)
  store ptr %18, ptr %34, align 8, !dbg !815
  %132 = getelementptr inbounds ptr, ptr %34, i64 1, !dbg !815
  store ptr %18, ptr %132, align 8, !dbg !815
  %133 = getelementptr inbounds ptr, ptr %34, i64 2, !dbg !815
  store ptr %18, ptr %133, align 8, !dbg !815
  %134 = getelementptr inbounds ptr, ptr %34, i64 3, !dbg !815
  store ptr %18, ptr %134, align 8, !dbg !815
    #dbg_declare(ptr %35, !816, !DIExpression(), !819)
  %135 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !820
  store ptr %135, ptr %35, align 8, !dbg !821
  %136 = getelementptr inbounds ptr, ptr %35, i64 1, !dbg !821
  %137 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 3, !dbg !822
  store ptr %137, ptr %136, align 8, !dbg !821
  %138 = getelementptr inbounds ptr, ptr %35, i64 2, !dbg !821
  store ptr null, ptr %138, align 8, !dbg !821
  %139 = getelementptr inbounds ptr, ptr %35, i64 3, !dbg !821
  %140 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !823
  store ptr %140, ptr %139, align 8, !dbg !821
  %141 = getelementptr inbounds ptr, ptr %35, i64 4, !dbg !821
  %142 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !824
  store ptr %142, ptr %141, align 8, !dbg !821
  %143 = getelementptr inbounds ptr, ptr %35, i64 5, !dbg !821
  %144 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !825
  store ptr %144, ptr %143, align 8, !dbg !821
  %145 = getelementptr inbounds ptr, ptr %35, i64 6, !dbg !821
  %146 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !826
  store ptr %146, ptr %145, align 8, !dbg !821
  %147 = getelementptr inbounds ptr, ptr %35, i64 7, !dbg !821
  store ptr null, ptr %147, align 8, !dbg !821
  %148 = getelementptr inbounds ptr, ptr %35, i64 8, !dbg !821
  %149 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 3, !dbg !827
  store ptr %149, ptr %148, align 8, !dbg !821
  %150 = getelementptr inbounds ptr, ptr %35, i64 9, !dbg !821
  %151 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !828
  store ptr %151, ptr %150, align 8, !dbg !821
  %152 = getelementptr inbounds [10 x ptr], ptr %35, i64 1, !dbg !829
  %153 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 3, !dbg !830
  store ptr %153, ptr %152, align 8, !dbg !831
  %154 = getelementptr inbounds ptr, ptr %152, i64 1, !dbg !831
  %155 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !832
  store ptr %155, ptr %154, align 8, !dbg !831
  %156 = getelementptr inbounds ptr, ptr %152, i64 2, !dbg !831
  %157 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !833
  store ptr %157, ptr %156, align 8, !dbg !831
  %158 = getelementptr inbounds ptr, ptr %152, i64 3, !dbg !831
  %159 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 0, !dbg !834
  store ptr %159, ptr %158, align 8, !dbg !831
  %160 = getelementptr inbounds ptr, ptr %152, i64 4, !dbg !831
  %161 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !835
  store ptr %161, ptr %160, align 8, !dbg !831
  %162 = getelementptr inbounds ptr, ptr %152, i64 5, !dbg !831
  %163 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !836
  store ptr %163, ptr %162, align 8, !dbg !831
  %164 = getelementptr inbounds ptr, ptr %152, i64 6, !dbg !831
  %165 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !837
  store ptr %165, ptr %164, align 8, !dbg !831
  %166 = getelementptr inbounds ptr, ptr %152, i64 7, !dbg !831
  %167 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 0, !dbg !838
  store ptr %167, ptr %166, align 8, !dbg !831
  %168 = getelementptr inbounds ptr, ptr %152, i64 8, !dbg !831
  %169 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !839
  store ptr %169, ptr %168, align 8, !dbg !831
  %170 = getelementptr inbounds ptr, ptr %152, i64 9, !dbg !831
  %171 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 3, !dbg !840
  store ptr %171, ptr %170, align 8, !dbg !831
  %172 = getelementptr inbounds [10 x ptr], ptr %35, i64 2, !dbg !829
  %173 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !841
  store ptr %173, ptr %172, align 8, !dbg !842
  %174 = getelementptr inbounds ptr, ptr %172, i64 1, !dbg !842
  %175 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 0, !dbg !843
  store ptr %175, ptr %174, align 8, !dbg !842
  %176 = getelementptr inbounds ptr, ptr %172, i64 2, !dbg !842
  %177 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 1, !dbg !844
  store ptr %177, ptr %176, align 8, !dbg !842
  %178 = getelementptr inbounds ptr, ptr %172, i64 3, !dbg !842
  %179 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !845
  store ptr %179, ptr %178, align 8, !dbg !842
  %180 = getelementptr inbounds ptr, ptr %172, i64 4, !dbg !842
  %181 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !846
  store ptr %181, ptr %180, align 8, !dbg !842
  %182 = getelementptr inbounds ptr, ptr %172, i64 5, !dbg !842
  store ptr null, ptr %182, align 8, !dbg !842
  %183 = getelementptr inbounds ptr, ptr %172, i64 6, !dbg !842
  %184 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !847
  store ptr %184, ptr %183, align 8, !dbg !842
  %185 = getelementptr inbounds ptr, ptr %172, i64 7, !dbg !842
  store ptr null, ptr %185, align 8, !dbg !842
  %186 = getelementptr inbounds ptr, ptr %172, i64 8, !dbg !842
  %187 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !848
  store ptr %187, ptr %186, align 8, !dbg !842
  %188 = getelementptr inbounds ptr, ptr %172, i64 9, !dbg !842
  %189 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !849
  store ptr %189, ptr %188, align 8, !dbg !842
  %190 = getelementptr inbounds [10 x ptr], ptr %35, i64 3, !dbg !829
  %191 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !850
  store ptr %191, ptr %190, align 8, !dbg !851
  %192 = getelementptr inbounds ptr, ptr %190, i64 1, !dbg !851
  %193 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !852
  store ptr %193, ptr %192, align 8, !dbg !851
  %194 = getelementptr inbounds ptr, ptr %190, i64 2, !dbg !851
  %195 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !853
  store ptr %195, ptr %194, align 8, !dbg !851
  %196 = getelementptr inbounds ptr, ptr %190, i64 3, !dbg !851
  %197 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 3, !dbg !854
  store ptr %197, ptr %196, align 8, !dbg !851
  %198 = getelementptr inbounds ptr, ptr %190, i64 4, !dbg !851
  %199 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !855
  store ptr %199, ptr %198, align 8, !dbg !851
  %200 = getelementptr inbounds ptr, ptr %190, i64 5, !dbg !851
  %201 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 0, !dbg !856
  store ptr %201, ptr %200, align 8, !dbg !851
  %202 = getelementptr inbounds ptr, ptr %190, i64 6, !dbg !851
  %203 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 3, !dbg !857
  store ptr %203, ptr %202, align 8, !dbg !851
  %204 = getelementptr inbounds ptr, ptr %190, i64 7, !dbg !851
  %205 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 1, !dbg !858
  store ptr %205, ptr %204, align 8, !dbg !851
  %206 = getelementptr inbounds ptr, ptr %190, i64 8, !dbg !851
  %207 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !859
  store ptr %207, ptr %206, align 8, !dbg !851
  %208 = getelementptr inbounds ptr, ptr %190, i64 9, !dbg !851
  %209 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !860
  store ptr %209, ptr %208, align 8, !dbg !851
  %210 = getelementptr inbounds [10 x ptr], ptr %35, i64 4, !dbg !829
  %211 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !861
  store ptr %211, ptr %210, align 8, !dbg !862
  %212 = getelementptr inbounds ptr, ptr %210, i64 1, !dbg !862
  %213 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !863
  store ptr %213, ptr %212, align 8, !dbg !862
  %214 = getelementptr inbounds ptr, ptr %210, i64 2, !dbg !862
  %215 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !864
  store ptr %215, ptr %214, align 8, !dbg !862
  %216 = getelementptr inbounds ptr, ptr %210, i64 3, !dbg !862
  %217 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !865
  store ptr %217, ptr %216, align 8, !dbg !862
  %218 = getelementptr inbounds ptr, ptr %210, i64 4, !dbg !862
  %219 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 3, !dbg !866
  store ptr %219, ptr %218, align 8, !dbg !862
  %220 = getelementptr inbounds ptr, ptr %210, i64 5, !dbg !862
  %221 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 1, !dbg !867
  store ptr %221, ptr %220, align 8, !dbg !862
  %222 = getelementptr inbounds ptr, ptr %210, i64 6, !dbg !862
  %223 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !868
  store ptr %223, ptr %222, align 8, !dbg !862
  %224 = getelementptr inbounds ptr, ptr %210, i64 7, !dbg !862
  %225 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 1, !dbg !869
  store ptr %225, ptr %224, align 8, !dbg !862
  %226 = getelementptr inbounds ptr, ptr %210, i64 8, !dbg !862
  %227 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 1, !dbg !870
  store ptr %227, ptr %226, align 8, !dbg !862
  %228 = getelementptr inbounds ptr, ptr %210, i64 9, !dbg !862
  %229 = getelementptr inbounds [4 x ptr], ptr %34, i64 0, i64 2, !dbg !871
  store ptr %229, ptr %228, align 8, !dbg !862
    #dbg_declare(ptr %36, !872, !DIExpression(), !874)
    #dbg_declare(ptr %37, !875, !DIExpression(), !877)
  store i8 -38, ptr %37, align 1, !dbg !877
    #dbg_declare(ptr %38, !878, !DIExpression(), !879)
  store i32 1530269522, ptr %38, align 4, !dbg !879
    #dbg_declare(ptr %39, !880, !DIExpression(), !881)
    #dbg_declare(ptr %40, !882, !DIExpression(), !883)
  store i32 0, ptr %39, align 4, !dbg !884
  br label %230, !dbg !886

230:                                              ; preds = %237, %131
  %231 = load i32, ptr %39, align 4, !dbg !887
  %232 = icmp slt i32 %231, 5, !dbg !889
  br i1 %232, label %233, label %240, !dbg !890

233:                                              ; preds = %230
  %234 = load i32, ptr %39, align 4, !dbg !891
  %235 = sext i32 %234 to i64, !dbg !892
  %236 = getelementptr inbounds [5 x i32], ptr %36, i64 0, i64 %235, !dbg !892
  store i32 -230105796, ptr %236, align 4, !dbg !893
  br label %237, !dbg !892

237:                                              ; preds = %233
  %238 = load i32, ptr %39, align 4, !dbg !894
  %239 = add nsw i32 %238, 1, !dbg !894
  store i32 %239, ptr %39, align 4, !dbg !894
  br label %230, !dbg !895, !llvm.loop !896

240:                                              ; preds = %230
  %241 = load i8, ptr %28, align 1, !dbg !898
  %242 = add i8 %241, 1, !dbg !898
  store i8 %242, ptr %28, align 1, !dbg !898
  store i8 7, ptr %28, align 1, !dbg !899
  br label %243, !dbg !901

243:                                              ; preds = %371, %240
  %244 = load i8, ptr %28, align 1, !dbg !902
  %245 = zext i8 %244 to i32, !dbg !902
  %246 = icmp sle i32 %245, 37, !dbg !904
  br i1 %246, label %247, label %374, !dbg !905

247:                                              ; preds = %243
    #dbg_declare(ptr %41, !906, !DIExpression(), !908)
  store i8 66, ptr %41, align 1, !dbg !908
    #dbg_declare(ptr %42, !909, !DIExpression(), !912)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %42, ptr align 16 @__const.func_31.l_146, i64 224, i1 false), !dbg !912
    #dbg_declare(ptr %43, !913, !DIExpression(), !914)
  store i32 1, ptr %43, align 4, !dbg !914
    #dbg_declare(ptr %44, !915, !DIExpression(), !916)
  store i32 1137722915, ptr %44, align 4, !dbg !916
    #dbg_declare(ptr %45, !917, !DIExpression(), !919)
  store ptr %20, ptr %45, align 8, !dbg !919
    #dbg_declare(ptr %46, !920, !DIExpression(), !923)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %46, ptr align 16 @__const.func_31.l_159, i64 640, i1 false), !dbg !923
    #dbg_declare(ptr %47, !924, !DIExpression(), !925)
  %248 = getelementptr inbounds [8 x [5 x [2 x ptr]]], ptr %46, i64 0, i64 5, !dbg !926
  %249 = getelementptr inbounds [5 x [2 x ptr]], ptr %248, i64 0, i64 2, !dbg !926
  %250 = getelementptr inbounds [2 x ptr], ptr %249, i64 0, i64 1, !dbg !926
  store ptr %250, ptr %47, align 8, !dbg !925
    #dbg_declare(ptr %48, !927, !DIExpression(), !928)
    #dbg_declare(ptr %49, !929, !DIExpression(), !930)
    #dbg_declare(ptr %50, !931, !DIExpression(), !932)
  store i16 0, ptr @g_106, align 2, !dbg !933
  br label %251, !dbg !935

251:                                              ; preds = %350, %247
  %252 = load i16, ptr @g_106, align 2, !dbg !936
  %253 = sext i16 %252 to i32, !dbg !936
  %254 = icmp sle i32 %253, 4, !dbg !938
  br i1 %254, label %255, label %355, !dbg !939

255:                                              ; preds = %251
    #dbg_declare(ptr %51, !940, !DIExpression(), !947)
    #dbg_declare(ptr %52, !948, !DIExpression(), !951)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %52, ptr align 16 @__const.func_31.l_141, i64 32, i1 false), !dbg !951
    #dbg_declare(ptr %53, !952, !DIExpression(), !953)
  store ptr %41, ptr %53, align 8, !dbg !953
    #dbg_declare(ptr %54, !954, !DIExpression(), !955)
  store ptr @g_56, ptr %54, align 8, !dbg !955
    #dbg_declare(ptr %55, !956, !DIExpression(), !957)
  store i32 7, ptr %55, align 4, !dbg !957
    #dbg_declare(ptr %56, !958, !DIExpression(), !959)
    #dbg_declare(ptr %57, !960, !DIExpression(), !961)
  store i32 0, ptr %56, align 4, !dbg !962
  br label %256, !dbg !964

256:                                              ; preds = %263, %255
  %257 = load i32, ptr %56, align 4, !dbg !965
  %258 = icmp slt i32 %257, 3, !dbg !967
  br i1 %258, label %259, label %266, !dbg !968

259:                                              ; preds = %256
  %260 = load i32, ptr %56, align 4, !dbg !969
  %261 = sext i32 %260 to i64, !dbg !970
  %262 = getelementptr inbounds [3 x ptr], ptr %51, i64 0, i64 %261, !dbg !970
  store ptr null, ptr %262, align 8, !dbg !971
  br label %263, !dbg !970

263:                                              ; preds = %259
  %264 = load i32, ptr %56, align 4, !dbg !972
  %265 = add nsw i32 %264, 1, !dbg !972
  store i32 %265, ptr %56, align 4, !dbg !972
  br label %256, !dbg !973, !llvm.loop !974

266:                                              ; preds = %256
  %267 = load i32, ptr @g_61, align 4, !dbg !976
  %268 = add i32 %267, 1, !dbg !976
  store i32 %268, ptr @g_61, align 4, !dbg !976
  %269 = load i64, ptr @g_77, align 8, !dbg !977
  %270 = trunc i64 %269 to i8, !dbg !977
  %271 = call zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %270, i32 noundef 2), !dbg !978
  %272 = load i32, ptr %4, align 4, !dbg !979
  %273 = getelementptr inbounds [3 x ptr], ptr %51, i64 0, i64 1, !dbg !980
  %274 = load ptr, ptr %273, align 8, !dbg !980
  %275 = icmp ne ptr null, %274, !dbg !981
  %276 = zext i1 %275 to i32, !dbg !981
  %277 = load i8, ptr @g_74, align 1, !dbg !982
  %278 = sext i8 %277 to i32, !dbg !982
  %279 = or i32 %276, %278, !dbg !983
  %280 = trunc i32 %279 to i16, !dbg !984
  %281 = call zeroext i16 @safe_unary_minus_func_uint16_t_u(i16 noundef zeroext %280), !dbg !985
  %282 = zext i16 %281 to i64, !dbg !986
  store i64 %282, ptr @g_139, align 8, !dbg !987
  %283 = trunc i64 %282 to i8, !dbg !988
  %284 = load i64, ptr @g_77, align 8, !dbg !989
  %285 = trunc i64 %284 to i32, !dbg !989
  %286 = call signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext %283, i32 noundef %285), !dbg !990
  %287 = sext i8 %286 to i32, !dbg !991
  %288 = load i8, ptr %28, align 1, !dbg !992
  %289 = zext i8 %288 to i32, !dbg !992
  %290 = icmp sle i32 %287, %289, !dbg !993
  %291 = zext i1 %290 to i32, !dbg !993
  %292 = sext i32 %291 to i64, !dbg !994
  %293 = and i64 382306855, %292, !dbg !995
  %294 = trunc i64 %293 to i16, !dbg !996
  %295 = load i8, ptr %41, align 1, !dbg !997
  %296 = zext i8 %295 to i32, !dbg !997
  %297 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %294, i32 noundef %296), !dbg !998
  %298 = sext i16 %297 to i32, !dbg !999
  %299 = load i32, ptr %4, align 4, !dbg !1000
  %300 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %298, i32 noundef %299), !dbg !1001
  %301 = trunc i32 %300 to i8, !dbg !1002
  %302 = load i32, ptr @g_56, align 4, !dbg !1003
  %303 = call signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %301, i32 noundef %302), !dbg !1004
  %304 = sext i8 %303 to i32, !dbg !1005
  %305 = icmp ne i32 %304, 0, !dbg !1005
  br i1 %305, label %306, label %307, !dbg !1006

306:                                              ; preds = %266
  br label %307

307:                                              ; preds = %306, %266
  %308 = phi i1 [ false, %266 ], [ true, %306 ], !dbg !1007
  %309 = zext i1 %308 to i32, !dbg !1006
  %310 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef %309, i32 noundef -64915329), !dbg !1008
  %311 = sext i32 %310 to i64, !dbg !1009
  %312 = icmp ult i64 %311, 1, !dbg !1010
  %313 = zext i1 %312 to i32, !dbg !1010
  %314 = trunc i32 %313 to i16, !dbg !1011
  %315 = load i16, ptr @g_106, align 2, !dbg !1012
  %316 = sext i16 %315 to i64, !dbg !1013
  %317 = getelementptr inbounds [5 x i16], ptr @g_99, i64 0, i64 %316, !dbg !1013
  store i16 %314, ptr %317, align 2, !dbg !1014
  store i16 %314, ptr @g_142, align 2, !dbg !1015
  %318 = zext i16 %314 to i32, !dbg !1016
  %319 = load i16, ptr %5, align 2, !dbg !1017
  %320 = zext i16 %319 to i32, !dbg !1017
  %321 = icmp slt i32 %318, %320, !dbg !1018
  %322 = zext i1 %321 to i32, !dbg !1018
  %323 = trunc i32 %322 to i16, !dbg !1019
  %324 = load i16, ptr %5, align 2, !dbg !1020
  %325 = zext i16 %324 to i32, !dbg !1020
  %326 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %323, i32 noundef %325), !dbg !1021
  %327 = load i16, ptr %5, align 2, !dbg !1022
  %328 = zext i16 %327 to i32, !dbg !1023
  %329 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %268, i32 noundef %328), !dbg !1024
  %330 = trunc i32 %329 to i16, !dbg !1025
  %331 = load i32, ptr getelementptr inbounds ([10 x i32], ptr getelementptr inbounds ([2 x [10 x i32]], ptr @g_3, i64 0, i64 1), i64 0, i64 4), align 8, !dbg !1026
  %332 = trunc i32 %331 to i16, !dbg !1026
  %333 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %330, i16 noundef signext %332), !dbg !1027
  %334 = load i16, ptr %5, align 2, !dbg !1028
  %335 = load ptr, ptr %53, align 8, !dbg !1029
  store i8 -19, ptr %335, align 1, !dbg !1030
  %336 = load ptr, ptr %29, align 8, !dbg !1031
  store ptr %336, ptr %54, align 8, !dbg !1032
  %337 = load i32, ptr %18, align 4, !dbg !1033
  %338 = add i32 %337, -1, !dbg !1033
  store i32 %338, ptr %18, align 4, !dbg !1033
  %339 = load i32, ptr %44, align 4, !dbg !1034
  %340 = load ptr, ptr %19, align 8, !dbg !1035
  %341 = load ptr, ptr %8, align 8, !dbg !1036
  store ptr %340, ptr %341, align 8, !dbg !1037
  %342 = load ptr, ptr @g_82, align 8, !dbg !1038
  %343 = icmp uge ptr %342, @g_3, !dbg !1038
  br i1 %343, label %344, label %348, !dbg !1038

344:                                              ; preds = %307
  %345 = load ptr, ptr @g_82, align 8, !dbg !1038
  %346 = icmp ule ptr %345, getelementptr inbounds ([10 x i32], ptr getelementptr inbounds ([2 x [10 x i32]], ptr @g_3, i64 0, i64 1), i64 0, i64 9), !dbg !1038
  br i1 %346, label %347, label %348, !dbg !1041

347:                                              ; preds = %344
  br label %349, !dbg !1041

348:                                              ; preds = %344, %307
  call void @__assert_fail(ptr noundef @.str.29, ptr noundef @.str.28, i32 noundef 147, ptr noundef @__PRETTY_FUNCTION__.func_31) #8, !dbg !1038
  unreachable, !dbg !1038

349:                                              ; preds = %347
  br label %350, !dbg !1042

350:                                              ; preds = %349
  %351 = load i16, ptr @g_106, align 2, !dbg !1043
  %352 = sext i16 %351 to i32, !dbg !1043
  %353 = add nsw i32 %352, 1, !dbg !1043
  %354 = trunc i32 %353 to i16, !dbg !1043
  store i16 %354, ptr @g_106, align 2, !dbg !1043
  br label %251, !dbg !1044, !llvm.loop !1045

355:                                              ; preds = %251
  %356 = load ptr, ptr %20, align 8, !dbg !1047
  %357 = load ptr, ptr %45, align 8, !dbg !1048
  store ptr %356, ptr %357, align 8, !dbg !1049
  %358 = load ptr, ptr %47, align 8, !dbg !1050
  store ptr %356, ptr %358, align 8, !dbg !1051
  store ptr %356, ptr %31, align 8, !dbg !1052
  %359 = load ptr, ptr %8, align 8, !dbg !1053
  store ptr %30, ptr %359, align 8, !dbg !1054
  %360 = load ptr, ptr @g_82, align 8, !dbg !1055
  %361 = icmp eq ptr %360, %30, !dbg !1055
  br i1 %361, label %362, label %363, !dbg !1058

362:                                              ; preds = %355
  br label %364, !dbg !1058

363:                                              ; preds = %355
  call void @__assert_fail(ptr noundef @.str.30, ptr noundef @.str.28, i32 noundef 154, ptr noundef @__PRETTY_FUNCTION__.func_31) #8, !dbg !1055
  unreachable, !dbg !1055

364:                                              ; preds = %362
  %365 = load ptr, ptr %8, align 8, !dbg !1059
  store ptr null, ptr %365, align 8, !dbg !1060
  %366 = load ptr, ptr @g_82, align 8, !dbg !1061
  %367 = icmp eq ptr %366, null, !dbg !1061
  br i1 %367, label %368, label %369, !dbg !1064

368:                                              ; preds = %364
  br label %370, !dbg !1064

369:                                              ; preds = %364
  call void @__assert_fail(ptr noundef @.str.31, ptr noundef @.str.28, i32 noundef 157, ptr noundef @__PRETTY_FUNCTION__.func_31) #8, !dbg !1061
  unreachable, !dbg !1061

370:                                              ; preds = %368
  br label %371, !dbg !1065

371:                                              ; preds = %370
  %372 = load i8, ptr %28, align 1, !dbg !1066
  %373 = add i8 %372, 1, !dbg !1066
  store i8 %373, ptr %28, align 1, !dbg !1066
  br label %243, !dbg !1067, !llvm.loop !1068

374:                                              ; preds = %243
  %375 = load ptr, ptr %32, align 8, !dbg !1070
  %376 = load i64, ptr %375, align 8, !dbg !1072
  %377 = add i64 %376, 1, !dbg !1072
  store i64 %377, ptr %375, align 8, !dbg !1072
  %378 = load ptr, ptr %29, align 8, !dbg !1073
  %379 = load i32, ptr %378, align 4, !dbg !1074
  %380 = sext i32 %379 to i64, !dbg !1074
  %381 = or i64 %380, %376, !dbg !1074
  %382 = trunc i64 %381 to i32, !dbg !1074
  store i32 %382, ptr %378, align 4, !dbg !1074
  %383 = sext i32 %382 to i64, !dbg !1075
  %384 = load ptr, ptr %33, align 8, !dbg !1076
  %385 = load i64, ptr %384, align 8, !dbg !1077
  %386 = or i64 %385, %383, !dbg !1077
  store i64 %386, ptr %384, align 8, !dbg !1077
  %387 = trunc i64 %386 to i16, !dbg !1078
  store i16 %387, ptr getelementptr inbounds ([9 x i16], ptr @g_165, i64 0, i64 6), align 4, !dbg !1079
  %388 = sext i16 %387 to i64, !dbg !1080
  %389 = call i64 @llvm.bswap.i64(i64 %388), !dbg !1081
  store ptr @g_61, ptr %21, align 8, !dbg !1082
  %390 = load i32, ptr %22, align 4, !dbg !1083
  %391 = load ptr, ptr %7, align 8, !dbg !1084
  %392 = load i32, ptr %391, align 4, !dbg !1085
  %393 = or i32 %390, %392, !dbg !1086
  %394 = icmp eq ptr @g_61, %22, !dbg !1087
  %395 = zext i1 %394 to i32, !dbg !1087
  %396 = load ptr, ptr %10, align 8, !dbg !1088
  %397 = load i32, ptr %396, align 4, !dbg !1089
  %398 = icmp sgt i32 %395, %397, !dbg !1090
  br i1 %398, label %399, label %440, !dbg !1091

399:                                              ; preds = %374
    #dbg_declare(ptr %58, !1092, !DIExpression(), !1097)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %58, ptr align 16 @__const.func_31.l_176, i64 1680, i1 false), !dbg !1097
    #dbg_declare(ptr %59, !1098, !DIExpression(), !1099)
  store i32 -784008334, ptr %59, align 4, !dbg !1099
    #dbg_declare(ptr %60, !1100, !DIExpression(), !1101)
    #dbg_declare(ptr %61, !1102, !DIExpression(), !1103)
    #dbg_declare(ptr %62, !1104, !DIExpression(), !1105)
  %400 = load i32, ptr @g_56, align 4, !dbg !1106
  %401 = icmp ne i32 %400, 0, !dbg !1106
  br i1 %401, label %405, label %402, !dbg !1107

402:                                              ; preds = %399
  %403 = load i32, ptr %4, align 4, !dbg !1108
  %404 = icmp ne i32 %403, 0, !dbg !1107
  br label %405, !dbg !1107

405:                                              ; preds = %402, %399
  %406 = phi i1 [ true, %399 ], [ %404, %402 ]
  %407 = zext i1 %406 to i32, !dbg !1107
  %408 = sext i32 %407 to i64, !dbg !1109
  %409 = load ptr, ptr %29, align 8, !dbg !1110
  %410 = load i32, ptr %409, align 4, !dbg !1111
  %411 = sext i32 %410 to i64, !dbg !1112
  %412 = call i64 @llvm.ctpop.i64(i64 %411), !dbg !1113
  %413 = and i64 %412, 1, !dbg !1113
  %414 = trunc i64 %413 to i32, !dbg !1113
  %415 = sext i32 %414 to i64, !dbg !1113
  %416 = load ptr, ptr %33, align 8, !dbg !1114
  store i64 %415, ptr %416, align 8, !dbg !1115
  %417 = load ptr, ptr @g_174, align 8, !dbg !1116
  %418 = icmp ne ptr %417, null, !dbg !1117
  %419 = zext i1 %418 to i32, !dbg !1117
  %420 = trunc i32 %419 to i8, !dbg !1118
  %421 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %420, i32 noundef 6), !dbg !1119
  %422 = load i8, ptr @g_74, align 1, !dbg !1120
  %423 = sext i8 %422 to i32, !dbg !1121
  store i32 %423, ptr %59, align 4, !dbg !1122
  %424 = sext i32 %423 to i64, !dbg !1123
  %425 = or i64 %415, %424, !dbg !1124
  %426 = icmp ule i64 %408, %425, !dbg !1125
  %427 = zext i1 %426 to i32, !dbg !1125
  %428 = load i16, ptr %5, align 2, !dbg !1126
  %429 = zext i16 %428 to i32, !dbg !1126
  %430 = icmp eq i32 %427, %429, !dbg !1127
  %431 = zext i1 %430 to i32, !dbg !1127
  %432 = trunc i32 %431 to i8, !dbg !1128
  %433 = load i16, ptr %5, align 2, !dbg !1129
  %434 = trunc i16 %433 to i8, !dbg !1129
  %435 = call signext i8 @safe_div_func_int8_t_s_s(i8 noundef signext %432, i8 noundef signext %434), !dbg !1130
  %436 = sext i8 %435 to i32, !dbg !1131
  %437 = load ptr, ptr %29, align 8, !dbg !1132
  store i32 %436, ptr %437, align 4, !dbg !1133
  %438 = load i32, ptr %23, align 4, !dbg !1134
  %439 = trunc i32 %438 to i8, !dbg !1134
  store i8 %439, ptr %3, align 1, !dbg !1135
  br label %509, !dbg !1135

440:                                              ; preds = %374
    #dbg_declare(ptr %63, !1136, !DIExpression(), !1140)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %63, ptr align 1 @__const.func_31.l_182, i64 7, i1 false), !dbg !1140
    #dbg_declare(ptr %64, !1141, !DIExpression(), !1142)
  store ptr @g_139, ptr %64, align 8, !dbg !1142
    #dbg_declare(ptr %65, !1143, !DIExpression(), !1144)
  %441 = getelementptr inbounds [5 x i32], ptr %36, i64 0, i64 3, !dbg !1145
  %442 = load i32, ptr %441, align 4, !dbg !1146
  %443 = add i32 %442, -1, !dbg !1146
  store i32 %443, ptr %441, align 4, !dbg !1146
  %444 = load ptr, ptr %29, align 8, !dbg !1147
  %445 = load i32, ptr %444, align 4, !dbg !1148
  %446 = load ptr, ptr %11, align 8, !dbg !1149
  %447 = load i32, ptr %446, align 4, !dbg !1150
  %448 = sext i32 %447 to i64, !dbg !1150
  %449 = xor i64 %448, 3935401308, !dbg !1150
  %450 = trunc i64 %449 to i32, !dbg !1150
  store i32 %450, ptr %446, align 4, !dbg !1150
  %451 = icmp slt i32 %445, %450, !dbg !1151
  %452 = zext i1 %451 to i32, !dbg !1151
  %453 = sext i32 %452 to i64, !dbg !1152
  %454 = and i64 1, %453, !dbg !1153
  %455 = getelementptr inbounds [7 x i8], ptr %63, i64 0, i64 0, !dbg !1154
  %456 = load i8, ptr %455, align 1, !dbg !1155
  %457 = zext i8 %456 to i64, !dbg !1155
  %458 = or i64 %457, %454, !dbg !1155
  %459 = trunc i64 %458 to i8, !dbg !1155
  store i8 %459, ptr %455, align 1, !dbg !1155
  %460 = load ptr, ptr @g_185, align 8, !dbg !1156
  store ptr %21, ptr %24, align 8, !dbg !1157
  %461 = icmp ne ptr %460, %21, !dbg !1158
  %462 = zext i1 %461 to i32, !dbg !1158
  %463 = sext i32 %462 to i64, !dbg !1159
  %464 = load i16, ptr %5, align 2, !dbg !1160
  %465 = zext i16 %464 to i64, !dbg !1160
  %466 = load ptr, ptr %64, align 8, !dbg !1161
  store i64 %465, ptr %466, align 8, !dbg !1162
  %467 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %463, i64 noundef %465), !dbg !1163
  %468 = load ptr, ptr %19, align 8, !dbg !1164
  store i32 218, ptr %468, align 4, !dbg !1165
  br label %469

469:                                              ; preds = %440
  %470 = load ptr, ptr %13, align 8, !dbg !1166
  store i16 28467, ptr %470, align 2, !dbg !1167
  %471 = call zeroext i8 @safe_lshift_func_uint8_t_u_s(i8 noundef zeroext 6, i32 noundef 3), !dbg !1168
  %472 = zext i8 %471 to i32, !dbg !1169
  %473 = call i32 @safe_unary_minus_func_int32_t_s(i32 noundef %472), !dbg !1170
  %474 = trunc i32 %473 to i16, !dbg !1171
  %475 = load ptr, ptr %29, align 8, !dbg !1172
  %476 = load i32, ptr %475, align 4, !dbg !1173
  %477 = load i16, ptr %5, align 2, !dbg !1174
  %478 = zext i16 %477 to i32, !dbg !1174
  %479 = xor i32 %476, %478, !dbg !1175
  %480 = trunc i32 %479 to i8, !dbg !1176
  %481 = load i8, ptr @g_156, align 8, !dbg !1177
  %482 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %480, i8 noundef signext %481), !dbg !1178
  %483 = sext i8 %482 to i64, !dbg !1179
  %484 = icmp eq i64 %483, 0, !dbg !1180
  %485 = zext i1 %484 to i32, !dbg !1180
  %486 = trunc i32 %485 to i16, !dbg !1181
  %487 = load i32, ptr %38, align 4, !dbg !1182
  %488 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %486, i32 noundef %487), !dbg !1183
  %489 = call zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %474, i16 noundef zeroext %488), !dbg !1184
  %490 = zext i16 %489 to i64, !dbg !1185
  %491 = and i64 1, %490, !dbg !1186
  %492 = trunc i64 %491 to i32, !dbg !1187
  %493 = load i32, ptr @g_156, align 8, !dbg !1188
  %494 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %492, i32 noundef %493), !dbg !1189
  %495 = load ptr, ptr %11, align 8, !dbg !1190
  %496 = load i32, ptr %495, align 4, !dbg !1191
  %497 = xor i32 %496, %494, !dbg !1191
  store i32 %497, ptr %495, align 4, !dbg !1191
  br label %498, !dbg !1192

498:                                              ; preds = %469
  %499 = load i16, ptr %5, align 2, !dbg !1193
  %500 = add i16 %499, 1, !dbg !1193
  store i16 %500, ptr %5, align 2, !dbg !1193
  br label %127, !dbg !1194, !llvm.loop !1195

501:                                              ; preds = %127
  %502 = load i16, ptr %5, align 2, !dbg !1197
  %503 = zext i16 %502 to i32, !dbg !1197
  %504 = load ptr, ptr %10, align 8, !dbg !1198
  %505 = load i32, ptr %504, align 4, !dbg !1199
  %506 = and i32 %505, %503, !dbg !1199
  store i32 %506, ptr %504, align 4, !dbg !1199
  %507 = load i32, ptr @g_175, align 8, !dbg !1200
  %508 = trunc i32 %507 to i8, !dbg !1201
  store i8 %508, ptr %3, align 1, !dbg !1202
  br label %509, !dbg !1202

509:                                              ; preds = %501, %405
  %510 = load i8, ptr %3, align 1, !dbg !1203
  ret i8 %510, !dbg !1203
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @func_34(i32 noundef %0, i16 noundef signext %1, i8 noundef signext %2) #0 !dbg !1204 {
  %4 = alloca i32, align 4
  %5 = alloca i16, align 2
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca [1 x [6 x [4 x ptr]]], align 16
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !1208, !DIExpression(), !1209)
  store i16 %1, ptr %5, align 2
    #dbg_declare(ptr %5, !1210, !DIExpression(), !1211)
  store i8 %2, ptr %6, align 1
    #dbg_declare(ptr %6, !1212, !DIExpression(), !1213)
    #dbg_declare(ptr %7, !1214, !DIExpression(), !1215)
  store i8 0, ptr %7, align 1, !dbg !1215
    #dbg_declare(ptr %8, !1216, !DIExpression(), !1217)
  store i32 0, ptr %8, align 4, !dbg !1217
  store i8 1, ptr %6, align 1, !dbg !1218
  br label %22, !dbg !1220

22:                                               ; preds = %228, %3
  %23 = load i8, ptr %6, align 1, !dbg !1221
  %24 = sext i8 %23 to i32, !dbg !1221
  %25 = icmp sge i32 %24, 0, !dbg !1223
  br i1 %25, label %26, label %233, !dbg !1224

26:                                               ; preds = %22
    #dbg_declare(ptr %9, !1225, !DIExpression(), !1227)
  store i8 1, ptr %9, align 1, !dbg !1227
    #dbg_declare(ptr %10, !1228, !DIExpression(), !1229)
  store ptr @g_56, ptr %10, align 8, !dbg !1229
    #dbg_declare(ptr %11, !1230, !DIExpression(), !1231)
  store ptr %10, ptr %11, align 8, !dbg !1231
    #dbg_declare(ptr %12, !1232, !DIExpression(), !1233)
  store ptr @g_61, ptr %12, align 8, !dbg !1233
    #dbg_declare(ptr %13, !1234, !DIExpression(), !1235)
  store ptr null, ptr %13, align 8, !dbg !1235
    #dbg_declare(ptr %14, !1236, !DIExpression(), !1237)
  store ptr %7, ptr %14, align 8, !dbg !1237
  %27 = load i8, ptr @g_45, align 1, !dbg !1238
  %28 = zext i8 %27 to i32, !dbg !1238
  %29 = load i32, ptr getelementptr inbounds ([2 x i32], ptr getelementptr inbounds ([4 x [2 x i32]], ptr @g_8, i64 0, i64 3), i64 0, i64 1), align 4, !dbg !1239
  %30 = zext i32 %29 to i64, !dbg !1239
  %31 = call i64 @llvm.cttz.i64(i64 %30, i1 true), !dbg !1240
  %32 = add i64 %31, 1, !dbg !1240
  %33 = icmp eq i64 %30, 0, !dbg !1240
  %34 = select i1 %33, i64 0, i64 %32, !dbg !1240
  %35 = trunc i64 %34 to i32, !dbg !1240
  %36 = load i8, ptr @g_43, align 1, !dbg !1241
  %37 = sext i8 %36 to i32, !dbg !1241
  %38 = call i32 @safe_unary_minus_func_int32_t_s(i32 noundef %37), !dbg !1242
  %39 = load i32, ptr getelementptr inbounds ([4 x [2 x i32]], ptr @g_8, i64 0, i64 1), align 8, !dbg !1243
  %40 = icmp ule i32 %38, %39, !dbg !1244
  %41 = zext i1 %40 to i32, !dbg !1244
  %42 = load i32, ptr getelementptr inbounds ([10 x i32], ptr getelementptr inbounds ([2 x [10 x i32]], ptr @g_3, i64 0, i64 1), i64 0, i64 5), align 4, !dbg !1245
  %43 = xor i32 %41, %42, !dbg !1246
  %44 = load i8, ptr %7, align 1, !dbg !1247
  %45 = zext i8 %44 to i32, !dbg !1247
  %46 = icmp sge i32 %43, %45, !dbg !1248
  %47 = zext i1 %46 to i32, !dbg !1248
  %48 = icmp sgt i32 %35, %47, !dbg !1249
  %49 = zext i1 %48 to i32, !dbg !1249
  %50 = trunc i32 %49 to i16, !dbg !1250
  %51 = load i8, ptr %9, align 1, !dbg !1251
  %52 = sext i8 %51 to i16, !dbg !1251
  %53 = call zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %50, i16 noundef zeroext %52), !dbg !1252
  %54 = zext i16 %53 to i32, !dbg !1253
  %55 = icmp sle i32 %28, %54, !dbg !1254
  %56 = zext i1 %55 to i32, !dbg !1254
  %57 = load i8, ptr %9, align 1, !dbg !1255
  %58 = sext i8 %57 to i32, !dbg !1255
  %59 = call i32 @safe_add_func_uint32_t_u_u(i32 noundef %56, i32 noundef %58), !dbg !1256
  %60 = trunc i32 %59 to i16, !dbg !1257
  %61 = load i16, ptr %5, align 2, !dbg !1258
  %62 = sext i16 %61 to i32, !dbg !1258
  %63 = call zeroext i16 @safe_rshift_func_uint16_t_u_u(i16 noundef zeroext %60, i32 noundef %62), !dbg !1259
  %64 = zext i16 %63 to i32, !dbg !1260
  %65 = load ptr, ptr %10, align 8, !dbg !1261
  %66 = load i32, ptr %65, align 4, !dbg !1262
  %67 = or i32 %66, %64, !dbg !1262
  store i32 %67, ptr %65, align 4, !dbg !1262
  %68 = load ptr, ptr %10, align 8, !dbg !1263
  %69 = load i32, ptr %68, align 4, !dbg !1264
  %70 = load ptr, ptr %10, align 8, !dbg !1265
  store i32 %69, ptr %70, align 4, !dbg !1266
  %71 = load ptr, ptr %10, align 8, !dbg !1267
  %72 = load ptr, ptr %11, align 8, !dbg !1268
  store ptr %71, ptr %72, align 8, !dbg !1269
  %73 = load ptr, ptr %12, align 8, !dbg !1270
  %74 = load i32, ptr %73, align 4, !dbg !1271
  %75 = add i32 %74, 1, !dbg !1271
  store i32 %75, ptr %73, align 4, !dbg !1271
  %76 = call i32 @llvm.cttz.i32(i32 %75, i1 true), !dbg !1272
  %77 = trunc i32 %76 to i8, !dbg !1272
  %78 = load ptr, ptr %14, align 8, !dbg !1273
  store i8 %77, ptr %78, align 1, !dbg !1274
  %79 = call signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext -53, i8 noundef signext %77), !dbg !1275
  %80 = sext i8 %79 to i32, !dbg !1276
  %81 = load ptr, ptr %10, align 8, !dbg !1277
  %82 = load i32, ptr %81, align 4, !dbg !1278
  %83 = or i32 %82, %80, !dbg !1278
  store i32 %83, ptr %81, align 4, !dbg !1278
  store i8 1, ptr @g_43, align 1, !dbg !1279
  br label %84, !dbg !1281

84:                                               ; preds = %208, %26
  %85 = load i8, ptr @g_43, align 1, !dbg !1282
  %86 = sext i8 %85 to i32, !dbg !1282
  %87 = icmp sge i32 %86, 0, !dbg !1284
  br i1 %87, label %88, label %213, !dbg !1285

88:                                               ; preds = %84
    #dbg_declare(ptr %15, !1286, !DIExpression(), !1288)
  store ptr %9, ptr %15, align 8, !dbg !1288
    #dbg_declare(ptr %16, !1289, !DIExpression(), !1292)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 @__const.func_34.l_73, i64 192, i1 false), !dbg !1292
    #dbg_declare(ptr %17, !1293, !DIExpression(), !1294)
  store ptr @g_77, ptr %17, align 8, !dbg !1294
    #dbg_declare(ptr %18, !1295, !DIExpression(), !1296)
    #dbg_declare(ptr %19, !1297, !DIExpression(), !1298)
    #dbg_declare(ptr %20, !1299, !DIExpression(), !1300)
  %89 = load i8, ptr %6, align 1, !dbg !1301
  %90 = sext i8 %89 to i32, !dbg !1301
  %91 = add nsw i32 %90, 2, !dbg !1303
  %92 = sext i32 %91 to i64, !dbg !1304
  %93 = getelementptr inbounds [4 x [2 x i32]], ptr @g_8, i64 0, i64 %92, !dbg !1304
  %94 = load i8, ptr @g_43, align 1, !dbg !1305
  %95 = sext i8 %94 to i64, !dbg !1304
  %96 = getelementptr inbounds [2 x i32], ptr %93, i64 0, i64 %95, !dbg !1304
  %97 = load i32, ptr %96, align 4, !dbg !1304
  %98 = zext i32 %97 to i64, !dbg !1304
  %99 = load i8, ptr @g_43, align 1, !dbg !1306
  %100 = sext i8 %99 to i64, !dbg !1307
  %101 = getelementptr inbounds [4 x [2 x i32]], ptr @g_8, i64 0, i64 %100, !dbg !1307
  %102 = load i8, ptr %6, align 1, !dbg !1308
  %103 = sext i8 %102 to i64, !dbg !1307
  %104 = getelementptr inbounds [2 x i32], ptr %101, i64 0, i64 %103, !dbg !1307
  %105 = load i32, ptr %104, align 4, !dbg !1307
  %106 = load i32, ptr @g_61, align 4, !dbg !1309
  %107 = load volatile ptr, ptr getelementptr inbounds ([5 x ptr], ptr getelementptr inbounds ([10 x [5 x ptr]], ptr @g_70, i64 0, i64 4), i64 0, i64 2), align 16, !dbg !1310
  %108 = load i8, ptr @g_43, align 1, !dbg !1311
  %109 = sext i8 %108 to i64, !dbg !1312
  %110 = getelementptr inbounds [4 x [2 x i32]], ptr @g_8, i64 0, i64 %109, !dbg !1312
  %111 = load i8, ptr %6, align 1, !dbg !1313
  %112 = sext i8 %111 to i64, !dbg !1312
  %113 = getelementptr inbounds [2 x i32], ptr %110, i64 0, i64 %112, !dbg !1312
  %114 = load i32, ptr %113, align 4, !dbg !1312
  %115 = icmp eq ptr %107, %10, !dbg !1314
  br i1 %115, label %116, label %127, !dbg !1315

116:                                              ; preds = %88
  %117 = load i8, ptr %6, align 1, !dbg !1316
  %118 = sext i8 %117 to i32, !dbg !1316
  %119 = add nsw i32 %118, 2, !dbg !1317
  %120 = sext i32 %119 to i64, !dbg !1318
  %121 = getelementptr inbounds [4 x [2 x i32]], ptr @g_8, i64 0, i64 %120, !dbg !1318
  %122 = load i8, ptr @g_43, align 1, !dbg !1319
  %123 = sext i8 %122 to i64, !dbg !1318
  %124 = getelementptr inbounds [2 x i32], ptr %121, i64 0, i64 %123, !dbg !1318
  %125 = load i32, ptr %124, align 4, !dbg !1318
  %126 = icmp ne i32 %125, 0, !dbg !1315
  br label %127

127:                                              ; preds = %116, %88
  %128 = phi i1 [ false, %88 ], [ %126, %116 ], !dbg !1320
  %129 = zext i1 %128 to i32, !dbg !1315
  %130 = sext i32 %129 to i64, !dbg !1321
  %131 = and i64 %130, 3, !dbg !1322
  %132 = trunc i64 %131 to i8, !dbg !1323
  %133 = load ptr, ptr %15, align 8, !dbg !1324
  store i8 %132, ptr %133, align 1, !dbg !1325
  %134 = sext i8 %132 to i32, !dbg !1326
  %135 = load i32, ptr %8, align 4, !dbg !1327
  %136 = or i32 %135, %134, !dbg !1327
  store i32 %136, ptr %8, align 4, !dbg !1327
  %137 = load i32, ptr @g_61, align 4, !dbg !1328
  %138 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef %106, i32 noundef %137), !dbg !1329
  %139 = xor i32 %105, %138, !dbg !1330
  %140 = load ptr, ptr %17, align 8, !dbg !1331
  store i64 -7788329780262676887, ptr %140, align 8, !dbg !1332
  %141 = load i32, ptr getelementptr inbounds ([10 x i32], ptr getelementptr inbounds ([2 x [10 x i32]], ptr @g_3, i64 0, i64 1), i64 0, i64 5), align 4, !dbg !1333
  %142 = sext i32 %141 to i64, !dbg !1333
  %143 = call i64 @safe_div_func_uint64_t_u_u(i64 noundef -7788329780262676887, i64 noundef %142), !dbg !1334
  %144 = icmp uge i64 %98, %143, !dbg !1335
  br i1 %144, label %145, label %150, !dbg !1336

145:                                              ; preds = %127
  %146 = load i16, ptr %5, align 2, !dbg !1337
  %147 = icmp ne i16 %146, 0, !dbg !1337
  br i1 %147, label %148, label %149, !dbg !1340

148:                                              ; preds = %145
  br label %213, !dbg !1341

149:                                              ; preds = %145
  br label %171, !dbg !1342

150:                                              ; preds = %127
    #dbg_declare(ptr %21, !1343, !DIExpression(), !1345)
  store ptr getelementptr inbounds ([10 x i32], ptr getelementptr inbounds ([2 x [10 x i32]], ptr @g_3, i64 0, i64 1), i64 0, i64 5), ptr %21, align 8, !dbg !1345
  %151 = load ptr, ptr %11, align 8, !dbg !1346
  %152 = load ptr, ptr %151, align 8, !dbg !1348
  %153 = load i32, ptr %152, align 4, !dbg !1349
  %154 = icmp ne i32 %153, 0, !dbg !1350
  br i1 %154, label %155, label %156, !dbg !1351

155:                                              ; preds = %150
  br label %213, !dbg !1352

156:                                              ; preds = %150
  %157 = load i32, ptr getelementptr (i8, ptr @g_3, i64 64), align 4, !dbg !1353
  %158 = icmp ne i32 %157, 0, !dbg !1355
  br i1 %158, label %159, label %160, !dbg !1356

159:                                              ; preds = %156
  br label %208, !dbg !1357

160:                                              ; preds = %156
  %161 = load ptr, ptr %21, align 8, !dbg !1358
  %162 = load ptr, ptr %11, align 8, !dbg !1359
  store ptr %161, ptr %162, align 8, !dbg !1360
  %163 = load ptr, ptr %10, align 8, !dbg !1361
  %164 = icmp uge ptr %163, @g_3, !dbg !1361
  br i1 %164, label %165, label %169, !dbg !1361

165:                                              ; preds = %160
  %166 = load ptr, ptr %10, align 8, !dbg !1361
  %167 = icmp ule ptr %166, getelementptr inbounds ([10 x i32], ptr getelementptr inbounds ([2 x [10 x i32]], ptr @g_3, i64 0, i64 1), i64 0, i64 9), !dbg !1361
  br i1 %167, label %168, label %169, !dbg !1364

168:                                              ; preds = %165
  br label %170, !dbg !1364

169:                                              ; preds = %165, %160
  call void @__assert_fail(ptr noundef @.str.32, ptr noundef @.str.28, i32 noundef 226, ptr noundef @__PRETTY_FUNCTION__.func_34) #8, !dbg !1361
  unreachable, !dbg !1361

170:                                              ; preds = %168
  br label %171

171:                                              ; preds = %170, %149
  %172 = load ptr, ptr %10, align 8, !dbg !1365
  %173 = icmp uge ptr %172, @g_3, !dbg !1365
  br i1 %173, label %174, label %177, !dbg !1365

174:                                              ; preds = %171
  %175 = load ptr, ptr %10, align 8, !dbg !1365
  %176 = icmp ule ptr %175, getelementptr inbounds ([10 x i32], ptr getelementptr inbounds ([2 x [10 x i32]], ptr @g_3, i64 0, i64 1), i64 0, i64 9), !dbg !1365
  br i1 %176, label %183, label %177, !dbg !1365

177:                                              ; preds = %174, %171
  %178 = load ptr, ptr %10, align 8, !dbg !1365
  %179 = icmp eq ptr %178, %8, !dbg !1365
  br i1 %179, label %183, label %180, !dbg !1365

180:                                              ; preds = %177
  %181 = load ptr, ptr %10, align 8, !dbg !1365
  %182 = icmp eq ptr %181, @g_56, !dbg !1365
  br i1 %182, label %183, label %184, !dbg !1368

183:                                              ; preds = %180, %177, %174
  br label %185, !dbg !1368

184:                                              ; preds = %180
  call void @__assert_fail(ptr noundef @.str.33, ptr noundef @.str.28, i32 noundef 229, ptr noundef @__PRETTY_FUNCTION__.func_34) #8, !dbg !1365
  unreachable, !dbg !1365

185:                                              ; preds = %183
  %186 = load i8, ptr @g_43, align 1, !dbg !1369
  %187 = sext i8 %186 to i64, !dbg !1371
  %188 = getelementptr inbounds [4 x [2 x i32]], ptr @g_8, i64 0, i64 %187, !dbg !1371
  %189 = load i8, ptr %6, align 1, !dbg !1372
  %190 = sext i8 %189 to i64, !dbg !1371
  %191 = getelementptr inbounds [2 x i32], ptr %188, i64 0, i64 %190, !dbg !1371
  %192 = load i32, ptr %191, align 4, !dbg !1371
  %193 = icmp ne i32 %192, 0, !dbg !1371
  br i1 %193, label %194, label %195, !dbg !1373

194:                                              ; preds = %185
  br label %213, !dbg !1374

195:                                              ; preds = %185
  %196 = load ptr, ptr %11, align 8, !dbg !1375
  store ptr %8, ptr %196, align 8, !dbg !1376
  %197 = load ptr, ptr %10, align 8, !dbg !1377
  %198 = icmp eq ptr %197, %8, !dbg !1377
  br i1 %198, label %199, label %200, !dbg !1380

199:                                              ; preds = %195
  br label %201, !dbg !1380

200:                                              ; preds = %195
  call void @__assert_fail(ptr noundef @.str.34, ptr noundef @.str.28, i32 noundef 234, ptr noundef @__PRETTY_FUNCTION__.func_34) #8, !dbg !1377
  unreachable, !dbg !1377

201:                                              ; preds = %199
  %202 = load ptr, ptr %11, align 8, !dbg !1381
  %203 = load ptr, ptr %202, align 8, !dbg !1383
  %204 = load i32, ptr %203, align 4, !dbg !1384
  %205 = icmp ne i32 %204, 0, !dbg !1385
  br i1 %205, label %206, label %207, !dbg !1386

206:                                              ; preds = %201
  br label %208, !dbg !1387

207:                                              ; preds = %201
  br label %208, !dbg !1388

208:                                              ; preds = %207, %206, %159
  %209 = load i8, ptr @g_43, align 1, !dbg !1389
  %210 = sext i8 %209 to i32, !dbg !1389
  %211 = sub nsw i32 %210, 1, !dbg !1389
  %212 = trunc i32 %211 to i8, !dbg !1389
  store i8 %212, ptr @g_43, align 1, !dbg !1389
  br label %84, !dbg !1390, !llvm.loop !1391

213:                                              ; preds = %194, %155, %148, %84
  %214 = load ptr, ptr %10, align 8, !dbg !1393
  %215 = icmp uge ptr %214, @g_3, !dbg !1393
  br i1 %215, label %216, label %219, !dbg !1393

216:                                              ; preds = %213
  %217 = load ptr, ptr %10, align 8, !dbg !1393
  %218 = icmp ule ptr %217, getelementptr inbounds ([10 x i32], ptr getelementptr inbounds ([2 x [10 x i32]], ptr @g_3, i64 0, i64 1), i64 0, i64 9), !dbg !1393
  br i1 %218, label %225, label %219, !dbg !1393

219:                                              ; preds = %216, %213
  %220 = load ptr, ptr %10, align 8, !dbg !1393
  %221 = icmp eq ptr %220, %8, !dbg !1393
  br i1 %221, label %225, label %222, !dbg !1393

222:                                              ; preds = %219
  %223 = load ptr, ptr %10, align 8, !dbg !1393
  %224 = icmp eq ptr %223, @g_56, !dbg !1393
  br i1 %224, label %225, label %226, !dbg !1396

225:                                              ; preds = %222, %219, %216
  br label %227, !dbg !1396

226:                                              ; preds = %222
  call void @__assert_fail(ptr noundef @.str.33, ptr noundef @.str.28, i32 noundef 239, ptr noundef @__PRETTY_FUNCTION__.func_34) #8, !dbg !1393
  unreachable, !dbg !1393

227:                                              ; preds = %225
  br label %228, !dbg !1397

228:                                              ; preds = %227
  %229 = load i8, ptr %6, align 1, !dbg !1398
  %230 = sext i8 %229 to i32, !dbg !1398
  %231 = sub nsw i32 %230, 1, !dbg !1398
  %232 = trunc i32 %231 to i8, !dbg !1398
  store i8 %232, ptr %6, align 1, !dbg !1398
  br label %22, !dbg !1399, !llvm.loop !1400

233:                                              ; preds = %22
  store i8 0, ptr %7, align 1, !dbg !1402
  br label %234, !dbg !1404

234:                                              ; preds = %245, %233
  %235 = load i8, ptr %7, align 1, !dbg !1405
  %236 = zext i8 %235 to i32, !dbg !1405
  %237 = icmp ne i32 %236, 53, !dbg !1407
  br i1 %237, label %238, label %248, !dbg !1408

238:                                              ; preds = %234
  %239 = load volatile ptr, ptr @g_81, align 8, !dbg !1409
  store ptr %8, ptr %239, align 8, !dbg !1411
  %240 = load ptr, ptr @g_82, align 8, !dbg !1412
  %241 = icmp eq ptr %240, %8, !dbg !1412
  br i1 %241, label %242, label %243, !dbg !1415

242:                                              ; preds = %238
  br label %244, !dbg !1415

243:                                              ; preds = %238
  call void @__assert_fail(ptr noundef @.str.35, ptr noundef @.str.28, i32 noundef 245, ptr noundef @__PRETTY_FUNCTION__.func_34) #8, !dbg !1412
  unreachable, !dbg !1412

244:                                              ; preds = %242
  br label %245, !dbg !1416

245:                                              ; preds = %244
  %246 = load i8, ptr %7, align 1, !dbg !1417
  %247 = add i8 %246, 1, !dbg !1417
  store i8 %247, ptr %7, align 1, !dbg !1417
  br label %234, !dbg !1418, !llvm.loop !1419

248:                                              ; preds = %234
  %249 = load ptr, ptr @g_82, align 8, !dbg !1421
  %250 = icmp eq ptr %249, %8, !dbg !1421
  br i1 %250, label %254, label %251, !dbg !1421

251:                                              ; preds = %248
  %252 = load ptr, ptr @g_82, align 8, !dbg !1421
  %253 = icmp eq ptr %252, @g_56, !dbg !1421
  br i1 %253, label %254, label %255, !dbg !1424

254:                                              ; preds = %251, %248
  br label %256, !dbg !1424

255:                                              ; preds = %251
  call void @__assert_fail(ptr noundef @.str.36, ptr noundef @.str.28, i32 noundef 248, ptr noundef @__PRETTY_FUNCTION__.func_34) #8, !dbg !1421
  unreachable, !dbg !1421

256:                                              ; preds = %254
  %257 = load i32, ptr %4, align 4, !dbg !1425
  %258 = trunc i32 %257 to i16, !dbg !1425
  ret i16 %258, !dbg !1426
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1427 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1430, !DIExpression(), !1431)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1432, !DIExpression(), !1433)
  %5 = load i8, ptr %3, align 1, !dbg !1434
  %6 = sext i8 %5 to i32, !dbg !1434
  %7 = load i8, ptr %4, align 1, !dbg !1435
  %8 = sext i8 %7 to i32, !dbg !1435
  %9 = mul nsw i32 %6, %8, !dbg !1436
  %10 = trunc i32 %9 to i8, !dbg !1434
  ret i8 %10, !dbg !1437
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !1438 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1441, !DIExpression(), !1442)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1443, !DIExpression(), !1444)
  %5 = load i16, ptr %3, align 2, !dbg !1445
  %6 = sext i16 %5 to i32, !dbg !1445
  %7 = load i16, ptr %4, align 2, !dbg !1446
  %8 = sext i16 %7 to i32, !dbg !1446
  %9 = mul nsw i32 %6, %8, !dbg !1447
  %10 = trunc i32 %9 to i16, !dbg !1445
  ret i16 %10, !dbg !1448
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !1449 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1450, !DIExpression(), !1451)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1452, !DIExpression(), !1453)
  %5 = load i8, ptr %3, align 1, !dbg !1454
  %6 = zext i8 %5 to i32, !dbg !1454
  %7 = load i8, ptr %4, align 1, !dbg !1455
  %8 = zext i8 %7 to i32, !dbg !1455
  %9 = add nsw i32 %6, %8, !dbg !1456
  %10 = trunc i32 %9 to i8, !dbg !1454
  ret i8 %10, !dbg !1457
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !1458 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1461, !DIExpression(), !1462)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1463, !DIExpression(), !1464)
  %5 = load i16, ptr %3, align 2, !dbg !1465
  %6 = zext i16 %5 to i32, !dbg !1466
  %7 = load i16, ptr %4, align 2, !dbg !1467
  %8 = zext i16 %7 to i32, !dbg !1468
  %9 = mul i32 %6, %8, !dbg !1469
  %10 = trunc i32 %9 to i16, !dbg !1470
  ret i16 %10, !dbg !1471
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1472 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1473, !DIExpression(), !1474)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1475, !DIExpression(), !1476)
  %5 = load i8, ptr %4, align 1, !dbg !1477
  %6 = sext i8 %5 to i32, !dbg !1477
  %7 = icmp eq i32 %6, 0, !dbg !1478
  br i1 %7, label %16, label %8, !dbg !1479

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1, !dbg !1480
  %10 = sext i8 %9 to i32, !dbg !1480
  %11 = icmp eq i32 %10, -128, !dbg !1481
  br i1 %11, label %12, label %19, !dbg !1482

12:                                               ; preds = %8
  %13 = load i8, ptr %4, align 1, !dbg !1483
  %14 = sext i8 %13 to i32, !dbg !1483
  %15 = icmp eq i32 %14, -1, !dbg !1484
  br i1 %15, label %16, label %19, !dbg !1485

16:                                               ; preds = %12, %2
  %17 = load i8, ptr %3, align 1, !dbg !1486
  %18 = sext i8 %17 to i32, !dbg !1487
  br label %25, !dbg !1485

19:                                               ; preds = %12, %8
  %20 = load i8, ptr %3, align 1, !dbg !1488
  %21 = sext i8 %20 to i32, !dbg !1488
  %22 = load i8, ptr %4, align 1, !dbg !1489
  %23 = sext i8 %22 to i32, !dbg !1489
  %24 = srem i32 %21, %23, !dbg !1490
  br label %25, !dbg !1485

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ], !dbg !1485
  %27 = trunc i32 %26 to i8, !dbg !1485
  ret i8 %27, !dbg !1491
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_add_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 !dbg !1492 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1495, !DIExpression(), !1496)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1497, !DIExpression(), !1498)
  %5 = load i32, ptr %3, align 4, !dbg !1499
  %6 = load i32, ptr %4, align 4, !dbg !1500
  %7 = add i32 %5, %6, !dbg !1501
  ret i32 %7, !dbg !1502
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !1503 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1506, !DIExpression(), !1507)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1508, !DIExpression(), !1509)
  %5 = load i32, ptr %4, align 4, !dbg !1510
  %6 = icmp uge i32 %5, 32, !dbg !1511
  br i1 %6, label %13, label %7, !dbg !1512

7:                                                ; preds = %2
  %8 = load i16, ptr %3, align 2, !dbg !1513
  %9 = zext i16 %8 to i32, !dbg !1513
  %10 = load i32, ptr %4, align 4, !dbg !1514
  %11 = ashr i32 65535, %10, !dbg !1515
  %12 = icmp sgt i32 %9, %11, !dbg !1516
  br i1 %12, label %13, label %16, !dbg !1517

13:                                               ; preds = %7, %2
  %14 = load i16, ptr %3, align 2, !dbg !1518
  %15 = zext i16 %14 to i32, !dbg !1519
  br label %21, !dbg !1517

16:                                               ; preds = %7
  %17 = load i16, ptr %3, align 2, !dbg !1520
  %18 = zext i16 %17 to i32, !dbg !1520
  %19 = load i32, ptr %4, align 4, !dbg !1521
  %20 = shl i32 %18, %19, !dbg !1522
  br label %21, !dbg !1517

21:                                               ; preds = %16, %13
  %22 = phi i32 [ %15, %13 ], [ %20, %16 ], !dbg !1517
  %23 = trunc i32 %22 to i16, !dbg !1517
  ret i16 %23, !dbg !1523
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_mod_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !1524 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1527, !DIExpression(), !1528)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1529, !DIExpression(), !1530)
  %5 = load i32, ptr %4, align 4, !dbg !1531
  %6 = icmp eq i32 %5, 0, !dbg !1532
  br i1 %6, label %13, label %7, !dbg !1533

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !1534
  %9 = icmp eq i32 %8, -2147483648, !dbg !1535
  br i1 %9, label %10, label %15, !dbg !1536

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4, !dbg !1537
  %12 = icmp eq i32 %11, -1, !dbg !1538
  br i1 %12, label %13, label %15, !dbg !1539

13:                                               ; preds = %10, %2
  %14 = load i32, ptr %3, align 4, !dbg !1540
  br label %19, !dbg !1539

15:                                               ; preds = %10, %7
  %16 = load i32, ptr %3, align 4, !dbg !1541
  %17 = load i32, ptr %4, align 4, !dbg !1542
  %18 = srem i32 %16, %17, !dbg !1543
  br label %19, !dbg !1539

19:                                               ; preds = %15, %13
  %20 = phi i32 [ %14, %13 ], [ %18, %15 ], !dbg !1539
  ret i32 %20, !dbg !1544
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %0, i32 noundef %1) #0 !dbg !1545 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1548, !DIExpression(), !1549)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1550, !DIExpression(), !1551)
  %5 = load i8, ptr %3, align 1, !dbg !1552
  %6 = sext i8 %5 to i32, !dbg !1552
  %7 = icmp slt i32 %6, 0, !dbg !1553
  br i1 %7, label %11, label %8, !dbg !1554

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1555
  %10 = icmp uge i32 %9, 32, !dbg !1556
  br i1 %10, label %11, label %14, !dbg !1557

11:                                               ; preds = %8, %2
  %12 = load i8, ptr %3, align 1, !dbg !1558
  %13 = sext i8 %12 to i32, !dbg !1559
  br label %19, !dbg !1557

14:                                               ; preds = %8
  %15 = load i8, ptr %3, align 1, !dbg !1560
  %16 = sext i8 %15 to i32, !dbg !1560
  %17 = load i32, ptr %4, align 4, !dbg !1561
  %18 = ashr i32 %16, %17, !dbg !1562
  br label %19, !dbg !1557

19:                                               ; preds = %14, %11
  %20 = phi i32 [ %13, %11 ], [ %18, %14 ], !dbg !1557
  %21 = trunc i32 %20 to i8, !dbg !1557
  ret i8 %21, !dbg !1563
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !1564 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1565, !DIExpression(), !1566)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1567, !DIExpression(), !1568)
  %5 = load i32, ptr %3, align 4, !dbg !1569
  %6 = load i32, ptr %4, align 4, !dbg !1570
  %7 = xor i32 %5, %6, !dbg !1571
  %8 = load i32, ptr %3, align 4, !dbg !1572
  %9 = load i32, ptr %3, align 4, !dbg !1573
  %10 = load i32, ptr %4, align 4, !dbg !1574
  %11 = xor i32 %9, %10, !dbg !1575
  %12 = and i32 %11, -2147483648, !dbg !1576
  %13 = xor i32 %8, %12, !dbg !1577
  %14 = load i32, ptr %4, align 4, !dbg !1578
  %15 = sub nsw i32 %13, %14, !dbg !1579
  %16 = load i32, ptr %4, align 4, !dbg !1580
  %17 = xor i32 %15, %16, !dbg !1581
  %18 = and i32 %7, %17, !dbg !1582
  %19 = icmp slt i32 %18, 0, !dbg !1583
  br i1 %19, label %20, label %22, !dbg !1584

20:                                               ; preds = %2
  %21 = load i32, ptr %3, align 4, !dbg !1585
  br label %26, !dbg !1584

22:                                               ; preds = %2
  %23 = load i32, ptr %3, align 4, !dbg !1586
  %24 = load i32, ptr %4, align 4, !dbg !1587
  %25 = sub nsw i32 %23, %24, !dbg !1588
  br label %26, !dbg !1584

26:                                               ; preds = %22, %20
  %27 = phi i32 [ %21, %20 ], [ %25, %22 ], !dbg !1584
  ret i32 %27, !dbg !1589
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %0, i32 noundef %1) #0 !dbg !1590 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1593, !DIExpression(), !1594)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1595, !DIExpression(), !1596)
  %5 = load i16, ptr %3, align 2, !dbg !1597
  %6 = sext i16 %5 to i32, !dbg !1597
  %7 = icmp slt i32 %6, 0, !dbg !1598
  br i1 %7, label %14, label %8, !dbg !1599

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1600
  %10 = icmp slt i32 %9, 0, !dbg !1601
  br i1 %10, label %14, label %11, !dbg !1602

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !1603
  %13 = icmp sge i32 %12, 32, !dbg !1604
  br i1 %13, label %14, label %17, !dbg !1605

14:                                               ; preds = %11, %8, %2
  %15 = load i16, ptr %3, align 2, !dbg !1606
  %16 = sext i16 %15 to i32, !dbg !1607
  br label %22, !dbg !1605

17:                                               ; preds = %11
  %18 = load i16, ptr %3, align 2, !dbg !1608
  %19 = sext i16 %18 to i32, !dbg !1608
  %20 = load i32, ptr %4, align 4, !dbg !1609
  %21 = ashr i32 %19, %20, !dbg !1610
  br label %22, !dbg !1605

22:                                               ; preds = %17, %14
  %23 = phi i32 [ %16, %14 ], [ %21, %17 ], !dbg !1605
  %24 = trunc i32 %23 to i16, !dbg !1605
  ret i16 %24, !dbg !1611
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !1612 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1615, !DIExpression(), !1616)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1617, !DIExpression(), !1618)
  %5 = load i32, ptr %4, align 4, !dbg !1619
  %6 = icmp slt i32 %5, 0, !dbg !1620
  br i1 %6, label %10, label %7, !dbg !1621

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !1622
  %9 = icmp sge i32 %8, 32, !dbg !1623
  br i1 %9, label %10, label %13, !dbg !1624

10:                                               ; preds = %7, %2
  %11 = load i8, ptr %3, align 1, !dbg !1625
  %12 = zext i8 %11 to i32, !dbg !1626
  br label %18, !dbg !1624

13:                                               ; preds = %7
  %14 = load i8, ptr %3, align 1, !dbg !1627
  %15 = zext i8 %14 to i32, !dbg !1627
  %16 = load i32, ptr %4, align 4, !dbg !1628
  %17 = ashr i32 %15, %16, !dbg !1629
  br label %18, !dbg !1624

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %17, %13 ], !dbg !1624
  %20 = trunc i32 %19 to i8, !dbg !1624
  ret i8 %20, !dbg !1630
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext %0, i32 noundef %1) #0 !dbg !1631 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1634, !DIExpression(), !1635)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1636, !DIExpression(), !1637)
  %5 = load i8, ptr %3, align 1, !dbg !1638
  %6 = sext i8 %5 to i32, !dbg !1638
  %7 = icmp slt i32 %6, 0, !dbg !1639
  br i1 %7, label %20, label %8, !dbg !1640

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1641
  %10 = icmp slt i32 %9, 0, !dbg !1642
  br i1 %10, label %20, label %11, !dbg !1643

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !1644
  %13 = icmp sge i32 %12, 32, !dbg !1645
  br i1 %13, label %20, label %14, !dbg !1646

14:                                               ; preds = %11
  %15 = load i8, ptr %3, align 1, !dbg !1647
  %16 = sext i8 %15 to i32, !dbg !1647
  %17 = load i32, ptr %4, align 4, !dbg !1648
  %18 = ashr i32 127, %17, !dbg !1649
  %19 = icmp sgt i32 %16, %18, !dbg !1650
  br i1 %19, label %20, label %23, !dbg !1651

20:                                               ; preds = %14, %11, %8, %2
  %21 = load i8, ptr %3, align 1, !dbg !1652
  %22 = sext i8 %21 to i32, !dbg !1653
  br label %28, !dbg !1651

23:                                               ; preds = %14
  %24 = load i8, ptr %3, align 1, !dbg !1654
  %25 = sext i8 %24 to i32, !dbg !1654
  %26 = load i32, ptr %4, align 4, !dbg !1655
  %27 = shl i32 %25, %26, !dbg !1656
  br label %28, !dbg !1651

28:                                               ; preds = %23, %20
  %29 = phi i32 [ %22, %20 ], [ %27, %23 ], !dbg !1651
  %30 = trunc i32 %29 to i8, !dbg !1651
  ret i8 %30, !dbg !1657
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_unary_minus_func_uint16_t_u(i16 noundef zeroext %0) #0 !dbg !1658 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
    #dbg_declare(ptr %2, !1661, !DIExpression(), !1662)
  %3 = load i16, ptr %2, align 2, !dbg !1663
  %4 = zext i16 %3 to i32, !dbg !1663
  %5 = sub nsw i32 0, %4, !dbg !1664
  %6 = trunc i32 %5 to i16, !dbg !1664
  ret i16 %6, !dbg !1665
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_div_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1666 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1667, !DIExpression(), !1668)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1669, !DIExpression(), !1670)
  %5 = load i8, ptr %4, align 1, !dbg !1671
  %6 = sext i8 %5 to i32, !dbg !1671
  %7 = icmp eq i32 %6, 0, !dbg !1672
  br i1 %7, label %16, label %8, !dbg !1673

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1, !dbg !1674
  %10 = sext i8 %9 to i32, !dbg !1674
  %11 = icmp eq i32 %10, -128, !dbg !1675
  br i1 %11, label %12, label %19, !dbg !1676

12:                                               ; preds = %8
  %13 = load i8, ptr %4, align 1, !dbg !1677
  %14 = sext i8 %13 to i32, !dbg !1677
  %15 = icmp eq i32 %14, -1, !dbg !1678
  br i1 %15, label %16, label %19, !dbg !1679

16:                                               ; preds = %12, %2
  %17 = load i8, ptr %3, align 1, !dbg !1680
  %18 = sext i8 %17 to i32, !dbg !1681
  br label %25, !dbg !1679

19:                                               ; preds = %12, %8
  %20 = load i8, ptr %3, align 1, !dbg !1682
  %21 = sext i8 %20 to i32, !dbg !1682
  %22 = load i8, ptr %4, align 1, !dbg !1683
  %23 = sext i8 %22 to i32, !dbg !1683
  %24 = sdiv i32 %21, %23, !dbg !1684
  br label %25, !dbg !1679

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ], !dbg !1679
  %27 = trunc i32 %26 to i8, !dbg !1679
  ret i8 %27, !dbg !1685
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %0, i32 noundef %1) #0 !dbg !1686 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1687, !DIExpression(), !1688)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1689, !DIExpression(), !1690)
  %5 = load i8, ptr %3, align 1, !dbg !1691
  %6 = sext i8 %5 to i32, !dbg !1691
  %7 = icmp slt i32 %6, 0, !dbg !1692
  br i1 %7, label %14, label %8, !dbg !1693

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1694
  %10 = icmp slt i32 %9, 0, !dbg !1695
  br i1 %10, label %14, label %11, !dbg !1696

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !1697
  %13 = icmp sge i32 %12, 32, !dbg !1698
  br i1 %13, label %14, label %17, !dbg !1699

14:                                               ; preds = %11, %8, %2
  %15 = load i8, ptr %3, align 1, !dbg !1700
  %16 = sext i8 %15 to i32, !dbg !1701
  br label %22, !dbg !1699

17:                                               ; preds = %11
  %18 = load i8, ptr %3, align 1, !dbg !1702
  %19 = sext i8 %18 to i32, !dbg !1702
  %20 = load i32, ptr %4, align 4, !dbg !1703
  %21 = ashr i32 %19, %20, !dbg !1704
  br label %22, !dbg !1699

22:                                               ; preds = %17, %14
  %23 = phi i32 [ %16, %14 ], [ %21, %17 ], !dbg !1699
  %24 = trunc i32 %23 to i8, !dbg !1699
  ret i8 %24, !dbg !1705
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !1706 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1707, !DIExpression(), !1708)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1709, !DIExpression(), !1710)
  %5 = load i64, ptr %3, align 8, !dbg !1711
  %6 = icmp sgt i64 %5, 0, !dbg !1712
  br i1 %6, label %7, label %15, !dbg !1713

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8, !dbg !1714
  %9 = icmp sgt i64 %8, 0, !dbg !1715
  br i1 %9, label %10, label %15, !dbg !1716

10:                                               ; preds = %7
  %11 = load i64, ptr %3, align 8, !dbg !1717
  %12 = load i64, ptr %4, align 8, !dbg !1718
  %13 = sub nsw i64 9223372036854775807, %12, !dbg !1719
  %14 = icmp sgt i64 %11, %13, !dbg !1720
  br i1 %14, label %26, label %15, !dbg !1721

15:                                               ; preds = %10, %7, %2
  %16 = load i64, ptr %3, align 8, !dbg !1722
  %17 = icmp slt i64 %16, 0, !dbg !1723
  br i1 %17, label %18, label %28, !dbg !1724

18:                                               ; preds = %15
  %19 = load i64, ptr %4, align 8, !dbg !1725
  %20 = icmp slt i64 %19, 0, !dbg !1726
  br i1 %20, label %21, label %28, !dbg !1727

21:                                               ; preds = %18
  %22 = load i64, ptr %3, align 8, !dbg !1728
  %23 = load i64, ptr %4, align 8, !dbg !1729
  %24 = sub nsw i64 -9223372036854775808, %23, !dbg !1730
  %25 = icmp slt i64 %22, %24, !dbg !1731
  br i1 %25, label %26, label %28, !dbg !1732

26:                                               ; preds = %21, %10
  %27 = load i64, ptr %3, align 8, !dbg !1733
  br label %32, !dbg !1732

28:                                               ; preds = %21, %18, %15
  %29 = load i64, ptr %3, align 8, !dbg !1734
  %30 = load i64, ptr %4, align 8, !dbg !1735
  %31 = add nsw i64 %29, %30, !dbg !1736
  br label %32, !dbg !1732

32:                                               ; preds = %28, %26
  %33 = phi i64 [ %27, %26 ], [ %31, %28 ], !dbg !1732
  ret i64 %33, !dbg !1737
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !1738 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1739, !DIExpression(), !1740)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1741, !DIExpression(), !1742)
  %5 = load i16, ptr %3, align 2, !dbg !1743
  %6 = zext i16 %5 to i32, !dbg !1743
  %7 = load i16, ptr %4, align 2, !dbg !1744
  %8 = zext i16 %7 to i32, !dbg !1744
  %9 = sub nsw i32 %6, %8, !dbg !1745
  %10 = trunc i32 %9 to i16, !dbg !1743
  ret i16 %10, !dbg !1746
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_unary_minus_func_int32_t_s(i32 noundef %0) #0 !dbg !1747 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1750, !DIExpression(), !1751)
  %3 = load i32, ptr %2, align 4, !dbg !1752
  %4 = icmp eq i32 %3, -2147483648, !dbg !1753
  br i1 %4, label %5, label %7, !dbg !1754

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !1755
  br label %10, !dbg !1754

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4, !dbg !1756
  %9 = sub nsw i32 0, %8, !dbg !1757
  br label %10, !dbg !1754

10:                                               ; preds = %7, %5
  %11 = phi i32 [ %6, %5 ], [ %9, %7 ], !dbg !1754
  ret i32 %11, !dbg !1758
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_lshift_func_uint8_t_u_s(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !1759 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1760, !DIExpression(), !1761)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1762, !DIExpression(), !1763)
  %5 = load i32, ptr %4, align 4, !dbg !1764
  %6 = icmp slt i32 %5, 0, !dbg !1765
  br i1 %6, label %16, label %7, !dbg !1766

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !1767
  %9 = icmp sge i32 %8, 32, !dbg !1768
  br i1 %9, label %16, label %10, !dbg !1769

10:                                               ; preds = %7
  %11 = load i8, ptr %3, align 1, !dbg !1770
  %12 = zext i8 %11 to i32, !dbg !1770
  %13 = load i32, ptr %4, align 4, !dbg !1771
  %14 = ashr i32 255, %13, !dbg !1772
  %15 = icmp sgt i32 %12, %14, !dbg !1773
  br i1 %15, label %16, label %19, !dbg !1774

16:                                               ; preds = %10, %7, %2
  %17 = load i8, ptr %3, align 1, !dbg !1775
  %18 = zext i8 %17 to i32, !dbg !1776
  br label %24, !dbg !1774

19:                                               ; preds = %10
  %20 = load i8, ptr %3, align 1, !dbg !1777
  %21 = zext i8 %20 to i32, !dbg !1777
  %22 = load i32, ptr %4, align 4, !dbg !1778
  %23 = shl i32 %21, %22, !dbg !1779
  br label %24, !dbg !1774

24:                                               ; preds = %19, %16
  %25 = phi i32 [ %18, %16 ], [ %23, %19 ], !dbg !1774
  %26 = trunc i32 %25 to i8, !dbg !1774
  ret i8 %26, !dbg !1780
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %0, i32 noundef %1) #0 !dbg !1781 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1784, !DIExpression(), !1785)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1786, !DIExpression(), !1787)
  %5 = load i16, ptr %3, align 2, !dbg !1788
  %6 = sext i16 %5 to i32, !dbg !1788
  %7 = icmp slt i32 %6, 0, !dbg !1789
  br i1 %7, label %17, label %8, !dbg !1790

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1791
  %10 = icmp uge i32 %9, 32, !dbg !1792
  br i1 %10, label %17, label %11, !dbg !1793

11:                                               ; preds = %8
  %12 = load i16, ptr %3, align 2, !dbg !1794
  %13 = sext i16 %12 to i32, !dbg !1794
  %14 = load i32, ptr %4, align 4, !dbg !1795
  %15 = ashr i32 32767, %14, !dbg !1796
  %16 = icmp sgt i32 %13, %15, !dbg !1797
  br i1 %16, label %17, label %20, !dbg !1798

17:                                               ; preds = %11, %8, %2
  %18 = load i16, ptr %3, align 2, !dbg !1799
  %19 = sext i16 %18 to i32, !dbg !1800
  br label %25, !dbg !1798

20:                                               ; preds = %11
  %21 = load i16, ptr %3, align 2, !dbg !1801
  %22 = sext i16 %21 to i32, !dbg !1801
  %23 = load i32, ptr %4, align 4, !dbg !1802
  %24 = shl i32 %22, %23, !dbg !1803
  br label %25, !dbg !1798

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ], !dbg !1798
  %27 = trunc i32 %26 to i16, !dbg !1798
  ret i16 %27, !dbg !1804
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_rshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !1805 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1806, !DIExpression(), !1807)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1808, !DIExpression(), !1809)
  %5 = load i32, ptr %4, align 4, !dbg !1810
  %6 = icmp uge i32 %5, 32, !dbg !1811
  br i1 %6, label %7, label %10, !dbg !1812

7:                                                ; preds = %2
  %8 = load i16, ptr %3, align 2, !dbg !1813
  %9 = zext i16 %8 to i32, !dbg !1814
  br label %15, !dbg !1812

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2, !dbg !1815
  %12 = zext i16 %11 to i32, !dbg !1815
  %13 = load i32, ptr %4, align 4, !dbg !1816
  %14 = ashr i32 %12, %13, !dbg !1817
  br label %15, !dbg !1812

15:                                               ; preds = %10, %7
  %16 = phi i32 [ %9, %7 ], [ %14, %10 ], !dbg !1812
  %17 = trunc i32 %16 to i16, !dbg !1812
  ret i16 %17, !dbg !1818
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !1819 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1820, !DIExpression(), !1821)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1822, !DIExpression(), !1823)
  %5 = load i16, ptr %3, align 2, !dbg !1824
  %6 = zext i16 %5 to i32, !dbg !1824
  %7 = load i16, ptr %4, align 2, !dbg !1825
  %8 = zext i16 %7 to i32, !dbg !1825
  %9 = add nsw i32 %6, %8, !dbg !1826
  %10 = trunc i32 %9 to i16, !dbg !1824
  ret i16 %10, !dbg !1827
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_div_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !1828 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1831, !DIExpression(), !1832)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1833, !DIExpression(), !1834)
  %5 = load i64, ptr %4, align 8, !dbg !1835
  %6 = icmp eq i64 %5, 0, !dbg !1836
  br i1 %6, label %7, label %9, !dbg !1837

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !1838
  br label %13, !dbg !1837

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8, !dbg !1839
  %11 = load i64, ptr %4, align 8, !dbg !1840
  %12 = udiv i64 %10, %11, !dbg !1841
  br label %13, !dbg !1837

13:                                               ; preds = %9, %7
  %14 = phi i64 [ %8, %7 ], [ %12, %9 ], !dbg !1837
  ret i64 %14, !dbg !1842
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_div_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 !dbg !1843 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1844, !DIExpression(), !1845)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1846, !DIExpression(), !1847)
  %5 = load i32, ptr %4, align 4, !dbg !1848
  %6 = icmp eq i32 %5, 0, !dbg !1849
  br i1 %6, label %7, label %9, !dbg !1850

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !1851
  br label %13, !dbg !1850

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4, !dbg !1852
  %11 = load i32, ptr %4, align 4, !dbg !1853
  %12 = udiv i32 %10, %11, !dbg !1854
  br label %13, !dbg !1850

13:                                               ; preds = %9, %7
  %14 = phi i32 [ %8, %7 ], [ %12, %9 ], !dbg !1850
  ret i32 %14, !dbg !1855
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !1856 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1859, !DIExpression(), !1860)
  %3 = load i64, ptr %2, align 8, !dbg !1861
  %4 = lshr i64 %3, 0, !dbg !1862
  %5 = and i64 %4, 255, !dbg !1863
  %6 = trunc i64 %5 to i8, !dbg !1864
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !1865
  %7 = load i64, ptr %2, align 8, !dbg !1866
  %8 = lshr i64 %7, 8, !dbg !1867
  %9 = and i64 %8, 255, !dbg !1868
  %10 = trunc i64 %9 to i8, !dbg !1869
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !1870
  %11 = load i64, ptr %2, align 8, !dbg !1871
  %12 = lshr i64 %11, 16, !dbg !1872
  %13 = and i64 %12, 255, !dbg !1873
  %14 = trunc i64 %13 to i8, !dbg !1874
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !1875
  %15 = load i64, ptr %2, align 8, !dbg !1876
  %16 = lshr i64 %15, 24, !dbg !1877
  %17 = and i64 %16, 255, !dbg !1878
  %18 = trunc i64 %17 to i8, !dbg !1879
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !1880
  %19 = load i64, ptr %2, align 8, !dbg !1881
  %20 = lshr i64 %19, 32, !dbg !1882
  %21 = and i64 %20, 255, !dbg !1883
  %22 = trunc i64 %21 to i8, !dbg !1884
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !1885
  %23 = load i64, ptr %2, align 8, !dbg !1886
  %24 = lshr i64 %23, 40, !dbg !1887
  %25 = and i64 %24, 255, !dbg !1888
  %26 = trunc i64 %25 to i8, !dbg !1889
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !1890
  %27 = load i64, ptr %2, align 8, !dbg !1891
  %28 = lshr i64 %27, 48, !dbg !1892
  %29 = and i64 %28, 255, !dbg !1893
  %30 = trunc i64 %29 to i8, !dbg !1894
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !1895
  %31 = load i64, ptr %2, align 8, !dbg !1896
  %32 = lshr i64 %31, 56, !dbg !1897
  %33 = and i64 %32, 255, !dbg !1898
  %34 = trunc i64 %33 to i8, !dbg !1899
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !1900
  ret void, !dbg !1901
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !1902 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !1905, !DIExpression(), !1906)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !1907
  %4 = lshr i32 %3, 8, !dbg !1908
  %5 = and i32 %4, 16777215, !dbg !1909
  %6 = load i32, ptr @crc32_context, align 4, !dbg !1910
  %7 = load i8, ptr %2, align 1, !dbg !1911
  %8 = zext i8 %7 to i32, !dbg !1911
  %9 = xor i32 %6, %8, !dbg !1912
  %10 = and i32 %9, 255, !dbg !1913
  %11 = zext i32 %10 to i64, !dbg !1914
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !1914
  %13 = load i32, ptr %12, align 4, !dbg !1914
  %14 = xor i32 %5, %13, !dbg !1915
  store i32 %14, ptr @crc32_context, align 4, !dbg !1916
  ret void, !dbg !1917
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!250, !251, !252, !253, !254, !255, !256}
!llvm.ident = !{!257}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 262, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "builtins_5006.c", directory: ".", checksumkind: CSK_MD5, checksum: "d806a836c36e79eb46ff84234653618a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_3", scope: !9, file: !2, line: 25, type: !248, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !14, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!0, !15, !20, !25, !27, !32, !34, !36, !38, !40, !45, !50, !52, !57, !59, !61, !63, !68, !70, !72, !74, !76, !78, !80, !82, !84, !86, !88, !98, !103, !108, !114, !116, !121, !123, !129, !134, !155, !160, !162, !167, !172, !174, !176, !181, !187, !191, !7, !196, !201, !203, !208, !210, !212, !214, !219, !222, !227, !229, !234, !236, !238, !241, !243, !246}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 270, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 10)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 271, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 18)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 279, type: !17, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 284, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 5)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 285, type: !29, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 286, type: !29, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 287, type: !29, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 288, type: !29, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 291, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 8)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 292, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 14)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 297, type: !42, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 301, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 6)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 302, type: !54, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 303, type: !54, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 304, type: !54, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 305, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 9)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 306, type: !65, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 307, type: !65, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 308, type: !65, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 309, type: !65, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 312, type: !65, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 316, type: !65, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 317, type: !65, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 318, type: !65, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 319, type: !65, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 320, type: !65, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !90, line: 47, type: !91, isLocal: true, isDefinition: true)
!90 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 8192, elements: !96)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !93, line: 26, baseType: !94)
!93 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !95, line: 42, baseType: !12)
!95 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!96 = !{!97}
!97 = !DISubrange(count: 256)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 43)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 16)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !110, isLocal: true, isDefinition: true)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 280, elements: !112)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!112 = !{!113}
!113 = !DISubrange(count: 35)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !2, line: 147, type: !100, isLocal: true, isDefinition: true)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !2, line: 154, type: !118, isLocal: true, isDefinition: true)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 15)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !2, line: 157, type: !17, isLocal: true, isDefinition: true)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "g_82", scope: !9, file: !2, line: 35, type: !125, isLocal: true, isDefinition: true)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !127, line: 26, baseType: !128)
!127 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !95, line: 41, baseType: !13)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(name: "g_71", scope: !9, file: !2, line: 31, type: !131, isLocal: true, isDefinition: true)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !126)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(name: "g_174", scope: !9, file: !2, line: 45, type: !136, isLocal: true, isDefinition: true)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !138)
!138 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U0", file: !2, line: 16, size: 64, elements: !139)
!139 = !{!140, !144, !146, !150, !151}
!140 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !138, file: !2, line: 17, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !93, line: 27, baseType: !142)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !95, line: 45, baseType: !143)
!143 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !138, file: !2, line: 18, baseType: !145, size: 32)
!145 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !126)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !138, file: !2, line: 19, baseType: !147, size: 8)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !127, line: 24, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !95, line: 37, baseType: !149)
!149 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !138, file: !2, line: 20, baseType: !126, size: 32)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !138, file: !2, line: 21, baseType: !152, size: 16)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !93, line: 25, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !95, line: 40, baseType: !154)
!154 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(name: "g_185", scope: !9, file: !2, line: 46, type: !157, isLocal: true, isDefinition: true)
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !92)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(scope: null, file: !2, line: 226, type: !100, isLocal: true, isDefinition: true)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(scope: null, file: !2, line: 226, type: !164, isLocal: true, isDefinition: true)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 384, elements: !165)
!165 = !{!166}
!166 = !DISubrange(count: 48)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(scope: null, file: !2, line: 229, type: !169, isLocal: true, isDefinition: true)
!169 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 616, elements: !170)
!170 = !{!171}
!171 = !DISubrange(count: 77)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(scope: null, file: !2, line: 234, type: !47, isLocal: true, isDefinition: true)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(scope: null, file: !2, line: 245, type: !47, isLocal: true, isDefinition: true)
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(scope: null, file: !2, line: 248, type: !178, isLocal: true, isDefinition: true)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !179)
!179 = !{!180}
!180 = !DISubrange(count: 31)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(name: "g_70", scope: !9, file: !2, line: 32, type: !183, isLocal: true, isDefinition: true)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !184, size: 3200, elements: !186)
!184 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !185)
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!186 = !{!19, !31}
!187 = !DIGlobalVariableExpression(var: !188, expr: !DIExpression())
!188 = distinct !DIGlobalVariable(name: "g_81", scope: !9, file: !2, line: 36, type: !189, isLocal: true, isDefinition: true)
!189 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !190)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(scope: null, file: !90, line: 114, type: !193, isLocal: true, isDefinition: true)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !194)
!194 = !{!195}
!195 = !DISubrange(count: 36)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(name: "g_8", scope: !9, file: !2, line: 26, type: !198, isLocal: true, isDefinition: true)
!198 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 256, elements: !199)
!199 = !{!200, !6}
!200 = !DISubrange(count: 4)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(name: "g_43", scope: !9, file: !2, line: 27, type: !147, isLocal: true, isDefinition: true)
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(name: "g_45", scope: !9, file: !2, line: 28, type: !205, isLocal: true, isDefinition: true)
!205 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !93, line: 24, baseType: !206)
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !95, line: 38, baseType: !207)
!207 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression())
!209 = distinct !DIGlobalVariable(name: "g_56", scope: !9, file: !2, line: 29, type: !126, isLocal: true, isDefinition: true)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(name: "g_61", scope: !9, file: !2, line: 30, type: !92, isLocal: true, isDefinition: true)
!212 = !DIGlobalVariableExpression(var: !213, expr: !DIExpression())
!213 = distinct !DIGlobalVariable(name: "g_74", scope: !9, file: !2, line: 33, type: !147, isLocal: true, isDefinition: true)
!214 = !DIGlobalVariableExpression(var: !215, expr: !DIExpression())
!215 = distinct !DIGlobalVariable(name: "g_77", scope: !9, file: !2, line: 34, type: !216, isLocal: true, isDefinition: true)
!216 = !DICompositeType(tag: DW_TAG_array_type, baseType: !141, size: 64, elements: !217)
!217 = !{!218}
!218 = !DISubrange(count: 1)
!219 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression())
!220 = distinct !DIGlobalVariable(name: "g_99", scope: !9, file: !2, line: 37, type: !221, isLocal: true, isDefinition: true)
!221 = !DICompositeType(tag: DW_TAG_array_type, baseType: !152, size: 80, elements: !30)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(name: "g_105", scope: !9, file: !2, line: 38, type: !224, isLocal: true, isDefinition: true)
!224 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !127, line: 25, baseType: !225)
!225 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !95, line: 39, baseType: !226)
!226 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!227 = !DIGlobalVariableExpression(var: !228, expr: !DIExpression())
!228 = distinct !DIGlobalVariable(name: "g_106", scope: !9, file: !2, line: 39, type: !224, isLocal: true, isDefinition: true)
!229 = !DIGlobalVariableExpression(var: !230, expr: !DIExpression())
!230 = distinct !DIGlobalVariable(name: "g_139", scope: !9, file: !2, line: 40, type: !231, isLocal: true, isDefinition: true)
!231 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !127, line: 27, baseType: !232)
!232 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !95, line: 44, baseType: !233)
!233 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!234 = !DIGlobalVariableExpression(var: !235, expr: !DIExpression())
!235 = distinct !DIGlobalVariable(name: "g_142", scope: !9, file: !2, line: 41, type: !152, isLocal: true, isDefinition: true)
!236 = !DIGlobalVariableExpression(var: !237, expr: !DIExpression())
!237 = distinct !DIGlobalVariable(name: "g_156", scope: !9, file: !2, line: 42, type: !138, isLocal: true, isDefinition: true)
!238 = !DIGlobalVariableExpression(var: !239, expr: !DIExpression())
!239 = distinct !DIGlobalVariable(name: "g_165", scope: !9, file: !2, line: 43, type: !240, isLocal: true, isDefinition: true)
!240 = !DICompositeType(tag: DW_TAG_array_type, baseType: !224, size: 144, elements: !66)
!241 = !DIGlobalVariableExpression(var: !242, expr: !DIExpression())
!242 = distinct !DIGlobalVariable(name: "g_175", scope: !9, file: !2, line: 44, type: !137, isLocal: true, isDefinition: true)
!243 = !DIGlobalVariableExpression(var: !244, expr: !DIExpression())
!244 = distinct !DIGlobalVariable(scope: null, file: !245, line: 56, type: !118, isLocal: true, isDefinition: true)
!245 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!246 = !DIGlobalVariableExpression(var: !247, expr: !DIExpression())
!247 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !90, line: 48, type: !92, isLocal: true, isDefinition: true)
!248 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 640, elements: !249)
!249 = !{!6, !19}
!250 = !{i32 7, !"Dwarf Version", i32 5}
!251 = !{i32 2, !"Debug Info Version", i32 3}
!252 = !{i32 1, !"wchar_size", i32 4}
!253 = !{i32 8, !"PIC Level", i32 2}
!254 = !{i32 7, !"PIE Level", i32 2}
!255 = !{i32 7, !"uwtable", i32 2}
!256 = !{i32 7, !"frame-pointer", i32 2}
!257 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!258 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 258, type: !259, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !263)
!259 = !DISubroutineType(types: !260)
!260 = !{!13, !13, !261}
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 64)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!263 = !{}
!264 = !DILocalVariable(name: "argc", arg: 1, scope: !258, file: !2, line: 258, type: !13)
!265 = !DILocation(line: 258, column: 15, scope: !258)
!266 = !DILocalVariable(name: "argv", arg: 2, scope: !258, file: !2, line: 258, type: !261)
!267 = !DILocation(line: 258, column: 27, scope: !258)
!268 = !DILocalVariable(name: "i", scope: !258, file: !2, line: 260, type: !13)
!269 = !DILocation(line: 260, column: 9, scope: !258)
!270 = !DILocalVariable(name: "j", scope: !258, file: !2, line: 260, type: !13)
!271 = !DILocation(line: 260, column: 12, scope: !258)
!272 = !DILocalVariable(name: "print_hash_value", scope: !258, file: !2, line: 261, type: !13)
!273 = !DILocation(line: 261, column: 9, scope: !258)
!274 = !DILocation(line: 262, column: 9, scope: !275)
!275 = distinct !DILexicalBlock(scope: !258, file: !2, line: 262, column: 9)
!276 = !DILocation(line: 262, column: 14, scope: !275)
!277 = !DILocation(line: 262, column: 19, scope: !275)
!278 = !DILocation(line: 262, column: 29, scope: !275)
!279 = !DILocation(line: 262, column: 22, scope: !275)
!280 = !DILocation(line: 262, column: 43, scope: !275)
!281 = !DILocation(line: 262, column: 9, scope: !258)
!282 = !DILocation(line: 262, column: 66, scope: !275)
!283 = !DILocation(line: 262, column: 49, scope: !275)
!284 = !DILocation(line: 263, column: 5, scope: !258)
!285 = !DILocation(line: 264, column: 5, scope: !258)
!286 = !DILocation(line: 265, column: 5, scope: !258)
!287 = !DILocation(line: 266, column: 12, scope: !288)
!288 = distinct !DILexicalBlock(scope: !258, file: !2, line: 266, column: 5)
!289 = !DILocation(line: 266, column: 10, scope: !288)
!290 = !DILocation(line: 266, column: 17, scope: !291)
!291 = distinct !DILexicalBlock(scope: !288, file: !2, line: 266, column: 5)
!292 = !DILocation(line: 266, column: 19, scope: !291)
!293 = !DILocation(line: 266, column: 5, scope: !288)
!294 = !DILocation(line: 268, column: 16, scope: !295)
!295 = distinct !DILexicalBlock(scope: !296, file: !2, line: 268, column: 9)
!296 = distinct !DILexicalBlock(scope: !291, file: !2, line: 267, column: 5)
!297 = !DILocation(line: 268, column: 14, scope: !295)
!298 = !DILocation(line: 268, column: 21, scope: !299)
!299 = distinct !DILexicalBlock(scope: !295, file: !2, line: 268, column: 9)
!300 = !DILocation(line: 268, column: 23, scope: !299)
!301 = !DILocation(line: 268, column: 9, scope: !295)
!302 = !DILocation(line: 270, column: 33, scope: !303)
!303 = distinct !DILexicalBlock(scope: !299, file: !2, line: 269, column: 9)
!304 = !DILocation(line: 270, column: 29, scope: !303)
!305 = !DILocation(line: 270, column: 36, scope: !303)
!306 = !DILocation(line: 270, column: 53, scope: !303)
!307 = !DILocation(line: 270, column: 13, scope: !303)
!308 = !DILocation(line: 271, column: 17, scope: !309)
!309 = distinct !DILexicalBlock(scope: !303, file: !2, line: 271, column: 17)
!310 = !DILocation(line: 271, column: 17, scope: !303)
!311 = !DILocation(line: 271, column: 64, scope: !309)
!312 = !DILocation(line: 271, column: 67, scope: !309)
!313 = !DILocation(line: 271, column: 35, scope: !309)
!314 = !DILocation(line: 273, column: 9, scope: !303)
!315 = !DILocation(line: 268, column: 30, scope: !299)
!316 = !DILocation(line: 268, column: 9, scope: !299)
!317 = distinct !{!317, !301, !318, !319}
!318 = !DILocation(line: 273, column: 9, scope: !295)
!319 = !{!"llvm.loop.mustprogress"}
!320 = !DILocation(line: 274, column: 5, scope: !296)
!321 = !DILocation(line: 266, column: 25, scope: !291)
!322 = !DILocation(line: 266, column: 5, scope: !291)
!323 = distinct !{!323, !293, !324, !319}
!324 = !DILocation(line: 274, column: 5, scope: !288)
!325 = !DILocation(line: 275, column: 12, scope: !326)
!326 = distinct !DILexicalBlock(scope: !258, file: !2, line: 275, column: 5)
!327 = !DILocation(line: 275, column: 10, scope: !326)
!328 = !DILocation(line: 275, column: 17, scope: !329)
!329 = distinct !DILexicalBlock(scope: !326, file: !2, line: 275, column: 5)
!330 = !DILocation(line: 275, column: 19, scope: !329)
!331 = !DILocation(line: 275, column: 5, scope: !326)
!332 = !DILocation(line: 277, column: 16, scope: !333)
!333 = distinct !DILexicalBlock(scope: !334, file: !2, line: 277, column: 9)
!334 = distinct !DILexicalBlock(scope: !329, file: !2, line: 276, column: 5)
!335 = !DILocation(line: 277, column: 14, scope: !333)
!336 = !DILocation(line: 277, column: 21, scope: !337)
!337 = distinct !DILexicalBlock(scope: !333, file: !2, line: 277, column: 9)
!338 = !DILocation(line: 277, column: 23, scope: !337)
!339 = !DILocation(line: 277, column: 9, scope: !333)
!340 = !DILocation(line: 279, column: 33, scope: !341)
!341 = distinct !DILexicalBlock(scope: !337, file: !2, line: 278, column: 9)
!342 = !DILocation(line: 279, column: 29, scope: !341)
!343 = !DILocation(line: 279, column: 36, scope: !341)
!344 = !DILocation(line: 279, column: 53, scope: !341)
!345 = !DILocation(line: 279, column: 13, scope: !341)
!346 = !DILocation(line: 280, column: 17, scope: !347)
!347 = distinct !DILexicalBlock(scope: !341, file: !2, line: 280, column: 17)
!348 = !DILocation(line: 280, column: 17, scope: !341)
!349 = !DILocation(line: 280, column: 64, scope: !347)
!350 = !DILocation(line: 280, column: 67, scope: !347)
!351 = !DILocation(line: 280, column: 35, scope: !347)
!352 = !DILocation(line: 282, column: 9, scope: !341)
!353 = !DILocation(line: 277, column: 29, scope: !337)
!354 = !DILocation(line: 277, column: 9, scope: !337)
!355 = distinct !{!355, !339, !356, !319}
!356 = !DILocation(line: 282, column: 9, scope: !333)
!357 = !DILocation(line: 283, column: 5, scope: !334)
!358 = !DILocation(line: 275, column: 25, scope: !329)
!359 = !DILocation(line: 275, column: 5, scope: !329)
!360 = distinct !{!360, !331, !361, !319}
!361 = !DILocation(line: 283, column: 5, scope: !326)
!362 = !DILocation(line: 284, column: 21, scope: !258)
!363 = !DILocation(line: 284, column: 35, scope: !258)
!364 = !DILocation(line: 284, column: 5, scope: !258)
!365 = !DILocation(line: 285, column: 21, scope: !258)
!366 = !DILocation(line: 285, column: 35, scope: !258)
!367 = !DILocation(line: 285, column: 5, scope: !258)
!368 = !DILocation(line: 286, column: 21, scope: !258)
!369 = !DILocation(line: 286, column: 35, scope: !258)
!370 = !DILocation(line: 286, column: 5, scope: !258)
!371 = !DILocation(line: 287, column: 21, scope: !258)
!372 = !DILocation(line: 287, column: 35, scope: !258)
!373 = !DILocation(line: 287, column: 5, scope: !258)
!374 = !DILocation(line: 288, column: 21, scope: !258)
!375 = !DILocation(line: 288, column: 35, scope: !258)
!376 = !DILocation(line: 288, column: 5, scope: !258)
!377 = !DILocation(line: 289, column: 12, scope: !378)
!378 = distinct !DILexicalBlock(scope: !258, file: !2, line: 289, column: 5)
!379 = !DILocation(line: 289, column: 10, scope: !378)
!380 = !DILocation(line: 289, column: 17, scope: !381)
!381 = distinct !DILexicalBlock(scope: !378, file: !2, line: 289, column: 5)
!382 = !DILocation(line: 289, column: 19, scope: !381)
!383 = !DILocation(line: 289, column: 5, scope: !378)
!384 = !DILocation(line: 291, column: 30, scope: !385)
!385 = distinct !DILexicalBlock(scope: !381, file: !2, line: 290, column: 5)
!386 = !DILocation(line: 291, column: 25, scope: !385)
!387 = !DILocation(line: 291, column: 45, scope: !385)
!388 = !DILocation(line: 291, column: 9, scope: !385)
!389 = !DILocation(line: 292, column: 13, scope: !390)
!390 = distinct !DILexicalBlock(scope: !385, file: !2, line: 292, column: 13)
!391 = !DILocation(line: 292, column: 13, scope: !385)
!392 = !DILocation(line: 292, column: 56, scope: !390)
!393 = !DILocation(line: 292, column: 31, scope: !390)
!394 = !DILocation(line: 294, column: 5, scope: !385)
!395 = !DILocation(line: 289, column: 25, scope: !381)
!396 = !DILocation(line: 289, column: 5, scope: !381)
!397 = distinct !{!397, !383, !398, !319}
!398 = !DILocation(line: 294, column: 5, scope: !378)
!399 = !DILocation(line: 295, column: 12, scope: !400)
!400 = distinct !DILexicalBlock(scope: !258, file: !2, line: 295, column: 5)
!401 = !DILocation(line: 295, column: 10, scope: !400)
!402 = !DILocation(line: 295, column: 17, scope: !403)
!403 = distinct !DILexicalBlock(scope: !400, file: !2, line: 295, column: 5)
!404 = !DILocation(line: 295, column: 19, scope: !403)
!405 = !DILocation(line: 295, column: 5, scope: !400)
!406 = !DILocation(line: 297, column: 30, scope: !407)
!407 = distinct !DILexicalBlock(scope: !403, file: !2, line: 296, column: 5)
!408 = !DILocation(line: 297, column: 25, scope: !407)
!409 = !DILocation(line: 297, column: 45, scope: !407)
!410 = !DILocation(line: 297, column: 9, scope: !407)
!411 = !DILocation(line: 298, column: 13, scope: !412)
!412 = distinct !DILexicalBlock(scope: !407, file: !2, line: 298, column: 13)
!413 = !DILocation(line: 298, column: 13, scope: !407)
!414 = !DILocation(line: 298, column: 56, scope: !412)
!415 = !DILocation(line: 298, column: 31, scope: !412)
!416 = !DILocation(line: 300, column: 5, scope: !407)
!417 = !DILocation(line: 295, column: 25, scope: !403)
!418 = !DILocation(line: 295, column: 5, scope: !403)
!419 = distinct !{!419, !405, !420, !319}
!420 = !DILocation(line: 300, column: 5, scope: !400)
!421 = !DILocation(line: 301, column: 21, scope: !258)
!422 = !DILocation(line: 301, column: 37, scope: !258)
!423 = !DILocation(line: 301, column: 5, scope: !258)
!424 = !DILocation(line: 302, column: 21, scope: !258)
!425 = !DILocation(line: 302, column: 37, scope: !258)
!426 = !DILocation(line: 302, column: 5, scope: !258)
!427 = !DILocation(line: 303, column: 21, scope: !258)
!428 = !DILocation(line: 303, column: 37, scope: !258)
!429 = !DILocation(line: 303, column: 5, scope: !258)
!430 = !DILocation(line: 304, column: 21, scope: !258)
!431 = !DILocation(line: 304, column: 37, scope: !258)
!432 = !DILocation(line: 304, column: 5, scope: !258)
!433 = !DILocation(line: 305, column: 27, scope: !258)
!434 = !DILocation(line: 305, column: 43, scope: !258)
!435 = !DILocation(line: 305, column: 5, scope: !258)
!436 = !DILocation(line: 306, column: 27, scope: !258)
!437 = !DILocation(line: 306, column: 21, scope: !258)
!438 = !DILocation(line: 306, column: 43, scope: !258)
!439 = !DILocation(line: 306, column: 5, scope: !258)
!440 = !DILocation(line: 307, column: 27, scope: !258)
!441 = !DILocation(line: 307, column: 21, scope: !258)
!442 = !DILocation(line: 307, column: 43, scope: !258)
!443 = !DILocation(line: 307, column: 5, scope: !258)
!444 = !DILocation(line: 308, column: 27, scope: !258)
!445 = !DILocation(line: 308, column: 21, scope: !258)
!446 = !DILocation(line: 308, column: 43, scope: !258)
!447 = !DILocation(line: 308, column: 5, scope: !258)
!448 = !DILocation(line: 309, column: 27, scope: !258)
!449 = !DILocation(line: 309, column: 21, scope: !258)
!450 = !DILocation(line: 309, column: 43, scope: !258)
!451 = !DILocation(line: 309, column: 5, scope: !258)
!452 = !DILocation(line: 310, column: 12, scope: !453)
!453 = distinct !DILexicalBlock(scope: !258, file: !2, line: 310, column: 5)
!454 = !DILocation(line: 310, column: 10, scope: !453)
!455 = !DILocation(line: 310, column: 17, scope: !456)
!456 = distinct !DILexicalBlock(scope: !453, file: !2, line: 310, column: 5)
!457 = !DILocation(line: 310, column: 19, scope: !456)
!458 = !DILocation(line: 310, column: 5, scope: !453)
!459 = !DILocation(line: 312, column: 31, scope: !460)
!460 = distinct !DILexicalBlock(scope: !456, file: !2, line: 311, column: 5)
!461 = !DILocation(line: 312, column: 25, scope: !460)
!462 = !DILocation(line: 312, column: 47, scope: !460)
!463 = !DILocation(line: 312, column: 9, scope: !460)
!464 = !DILocation(line: 313, column: 13, scope: !465)
!465 = distinct !DILexicalBlock(scope: !460, file: !2, line: 313, column: 13)
!466 = !DILocation(line: 313, column: 13, scope: !460)
!467 = !DILocation(line: 313, column: 56, scope: !465)
!468 = !DILocation(line: 313, column: 31, scope: !465)
!469 = !DILocation(line: 315, column: 5, scope: !460)
!470 = !DILocation(line: 310, column: 25, scope: !456)
!471 = !DILocation(line: 310, column: 5, scope: !456)
!472 = distinct !{!472, !458, !473, !319}
!473 = !DILocation(line: 315, column: 5, scope: !453)
!474 = !DILocation(line: 316, column: 43, scope: !258)
!475 = !DILocation(line: 316, column: 5, scope: !258)
!476 = !DILocation(line: 317, column: 27, scope: !258)
!477 = !DILocation(line: 317, column: 21, scope: !258)
!478 = !DILocation(line: 317, column: 43, scope: !258)
!479 = !DILocation(line: 317, column: 5, scope: !258)
!480 = !DILocation(line: 318, column: 27, scope: !258)
!481 = !DILocation(line: 318, column: 21, scope: !258)
!482 = !DILocation(line: 318, column: 43, scope: !258)
!483 = !DILocation(line: 318, column: 5, scope: !258)
!484 = !DILocation(line: 319, column: 27, scope: !258)
!485 = !DILocation(line: 319, column: 21, scope: !258)
!486 = !DILocation(line: 319, column: 43, scope: !258)
!487 = !DILocation(line: 319, column: 5, scope: !258)
!488 = !DILocation(line: 320, column: 27, scope: !258)
!489 = !DILocation(line: 320, column: 21, scope: !258)
!490 = !DILocation(line: 320, column: 43, scope: !258)
!491 = !DILocation(line: 320, column: 5, scope: !258)
!492 = !DILocation(line: 321, column: 23, scope: !258)
!493 = !DILocation(line: 321, column: 37, scope: !258)
!494 = !DILocation(line: 321, column: 53, scope: !258)
!495 = !DILocation(line: 321, column: 5, scope: !258)
!496 = !DILocation(line: 322, column: 5, scope: !258)
!497 = distinct !DISubprogram(name: "platform_main_begin", scope: !245, file: !245, line: 43, type: !498, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!498 = !DISubroutineType(types: !499)
!499 = !{null}
!500 = !DILocation(line: 46, column: 1, scope: !497)
!501 = distinct !DISubprogram(name: "crc32_gentab", scope: !90, file: !90, line: 51, type: !498, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!502 = !DILocalVariable(name: "crc", scope: !501, file: !90, line: 53, type: !92)
!503 = !DILocation(line: 53, column: 11, scope: !501)
!504 = !DILocalVariable(name: "poly", scope: !501, file: !90, line: 54, type: !505)
!505 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!506 = !DILocation(line: 54, column: 17, scope: !501)
!507 = !DILocalVariable(name: "i", scope: !501, file: !90, line: 55, type: !13)
!508 = !DILocation(line: 55, column: 6, scope: !501)
!509 = !DILocalVariable(name: "j", scope: !501, file: !90, line: 55, type: !13)
!510 = !DILocation(line: 55, column: 9, scope: !501)
!511 = !DILocation(line: 57, column: 9, scope: !512)
!512 = distinct !DILexicalBlock(scope: !501, file: !90, line: 57, column: 2)
!513 = !DILocation(line: 57, column: 7, scope: !512)
!514 = !DILocation(line: 57, column: 14, scope: !515)
!515 = distinct !DILexicalBlock(scope: !512, file: !90, line: 57, column: 2)
!516 = !DILocation(line: 57, column: 16, scope: !515)
!517 = !DILocation(line: 57, column: 2, scope: !512)
!518 = !DILocation(line: 58, column: 9, scope: !519)
!519 = distinct !DILexicalBlock(scope: !515, file: !90, line: 57, column: 28)
!520 = !DILocation(line: 58, column: 7, scope: !519)
!521 = !DILocation(line: 59, column: 10, scope: !522)
!522 = distinct !DILexicalBlock(scope: !519, file: !90, line: 59, column: 3)
!523 = !DILocation(line: 59, column: 8, scope: !522)
!524 = !DILocation(line: 59, column: 15, scope: !525)
!525 = distinct !DILexicalBlock(scope: !522, file: !90, line: 59, column: 3)
!526 = !DILocation(line: 59, column: 17, scope: !525)
!527 = !DILocation(line: 59, column: 3, scope: !522)
!528 = !DILocation(line: 60, column: 8, scope: !529)
!529 = distinct !DILexicalBlock(scope: !530, file: !90, line: 60, column: 8)
!530 = distinct !DILexicalBlock(scope: !525, file: !90, line: 59, column: 27)
!531 = !DILocation(line: 60, column: 12, scope: !529)
!532 = !DILocation(line: 60, column: 8, scope: !530)
!533 = !DILocation(line: 61, column: 12, scope: !534)
!534 = distinct !DILexicalBlock(scope: !529, file: !90, line: 60, column: 17)
!535 = !DILocation(line: 61, column: 16, scope: !534)
!536 = !DILocation(line: 61, column: 22, scope: !534)
!537 = !DILocation(line: 61, column: 9, scope: !534)
!538 = !DILocation(line: 62, column: 4, scope: !534)
!539 = !DILocation(line: 63, column: 9, scope: !540)
!540 = distinct !DILexicalBlock(scope: !529, file: !90, line: 62, column: 11)
!541 = !DILocation(line: 65, column: 3, scope: !530)
!542 = !DILocation(line: 59, column: 23, scope: !525)
!543 = !DILocation(line: 59, column: 3, scope: !525)
!544 = distinct !{!544, !527, !545, !319}
!545 = !DILocation(line: 65, column: 3, scope: !522)
!546 = !DILocation(line: 66, column: 18, scope: !519)
!547 = !DILocation(line: 66, column: 13, scope: !519)
!548 = !DILocation(line: 66, column: 3, scope: !519)
!549 = !DILocation(line: 66, column: 16, scope: !519)
!550 = !DILocation(line: 67, column: 2, scope: !519)
!551 = !DILocation(line: 57, column: 24, scope: !515)
!552 = !DILocation(line: 57, column: 2, scope: !515)
!553 = distinct !{!553, !517, !554, !319}
!554 = !DILocation(line: 67, column: 2, scope: !512)
!555 = !DILocation(line: 68, column: 1, scope: !501)
!556 = distinct !DISubprogram(name: "func_26", scope: !2, file: !2, line: 61, type: !557, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!557 = !DISubroutineType(types: !558)
!558 = !{!231}
!559 = !DILocalVariable(name: "l_39", scope: !556, file: !2, line: 63, type: !92)
!560 = !DILocation(line: 63, column: 14, scope: !556)
!561 = !DILocalVariable(name: "l_42", scope: !556, file: !2, line: 64, type: !562)
!562 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!563 = !DILocation(line: 64, column: 13, scope: !556)
!564 = !DILocalVariable(name: "l_44", scope: !556, file: !2, line: 65, type: !565)
!565 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 64)
!566 = !DILocation(line: 65, column: 14, scope: !556)
!567 = !DILocalVariable(name: "l_203", scope: !556, file: !2, line: 66, type: !568)
!568 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 15360, elements: !569)
!569 = !{!44, !56, !31}
!570 = !DILocation(line: 66, column: 14, scope: !556)
!571 = !DILocalVariable(name: "l_204", scope: !556, file: !2, line: 67, type: !572)
!572 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 256, elements: !43)
!573 = !DILocation(line: 67, column: 13, scope: !556)
!574 = !DILocalVariable(name: "i", scope: !556, file: !2, line: 68, type: !13)
!575 = !DILocation(line: 68, column: 9, scope: !556)
!576 = !DILocalVariable(name: "j", scope: !556, file: !2, line: 68, type: !13)
!577 = !DILocation(line: 68, column: 12, scope: !556)
!578 = !DILocalVariable(name: "k", scope: !556, file: !2, line: 68, type: !13)
!579 = !DILocation(line: 68, column: 15, scope: !556)
!580 = !DILocation(line: 69, column: 126, scope: !556)
!581 = !DILocation(line: 69, column: 136, scope: !556)
!582 = !DILocation(line: 69, column: 139, scope: !556)
!583 = !DILocation(line: 69, column: 125, scope: !556)
!584 = !DILocation(line: 69, column: 176, scope: !556)
!585 = !DILocation(line: 69, column: 191, scope: !556)
!586 = !DILocation(line: 69, column: 197, scope: !556)
!587 = !DILocation(line: 69, column: 208, scope: !556)
!588 = !DILocation(line: 69, column: 150, scope: !556)
!589 = !DILocation(line: 69, column: 149, scope: !556)
!590 = !DILocation(line: 69, column: 220, scope: !556)
!591 = !DILocation(line: 69, column: 145, scope: !556)
!592 = !DILocation(line: 69, column: 105, scope: !556)
!593 = !DILocation(line: 69, column: 97, scope: !556)
!594 = !DILocation(line: 69, column: 103, scope: !556)
!595 = !DILocation(line: 69, column: 94, scope: !556)
!596 = !DILocation(line: 69, column: 93, scope: !556)
!597 = !DILocation(line: 69, column: 231, scope: !556)
!598 = !DILocation(line: 69, column: 242, scope: !556)
!599 = !DILocation(line: 69, column: 84, scope: !556)
!600 = !DILocation(line: 69, column: 255, scope: !556)
!601 = !DILocation(line: 69, column: 253, scope: !556)
!602 = !DILocation(line: 69, column: 261, scope: !556)
!603 = !DILocation(line: 69, column: 264, scope: !556)
!604 = !DILocation(line: 69, column: 276, scope: !556)
!605 = !DILocation(line: 69, column: 74, scope: !556)
!606 = !DILocation(line: 69, column: 48, scope: !556)
!607 = !DILocation(line: 69, column: 47, scope: !556)
!608 = !DILocation(line: 69, column: 302, scope: !556)
!609 = !DILocation(line: 69, column: 294, scope: !556)
!610 = !DILocation(line: 69, column: 46, scope: !556)
!611 = !DILocation(line: 69, column: 20, scope: !556)
!612 = !DILocation(line: 69, column: 320, scope: !556)
!613 = !DILocation(line: 69, column: 331, scope: !556)
!614 = !DILocation(line: 69, column: 343, scope: !556)
!615 = !DILocation(line: 69, column: 340, scope: !556)
!616 = !DILocation(line: 69, column: 5, scope: !556)
!617 = !DILocation(line: 69, column: 14, scope: !556)
!618 = !DILocation(line: 72, column: 12, scope: !556)
!619 = !DILocation(line: 72, column: 5, scope: !556)
!620 = distinct !DISubprogram(name: "transparent_crc", scope: !90, file: !90, line: 110, type: !621, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!621 = !DISubroutineType(types: !622)
!622 = !{null, !141, !262, !13}
!623 = !DILocalVariable(name: "val", arg: 1, scope: !620, file: !90, line: 110, type: !141)
!624 = !DILocation(line: 110, column: 27, scope: !620)
!625 = !DILocalVariable(name: "vname", arg: 2, scope: !620, file: !90, line: 110, type: !262)
!626 = !DILocation(line: 110, column: 38, scope: !620)
!627 = !DILocalVariable(name: "flag", arg: 3, scope: !620, file: !90, line: 110, type: !13)
!628 = !DILocation(line: 110, column: 49, scope: !620)
!629 = !DILocation(line: 112, column: 15, scope: !620)
!630 = !DILocation(line: 112, column: 2, scope: !620)
!631 = !DILocation(line: 113, column: 6, scope: !632)
!632 = distinct !DILexicalBlock(scope: !620, file: !90, line: 113, column: 6)
!633 = !DILocation(line: 113, column: 6, scope: !620)
!634 = !DILocation(line: 114, column: 52, scope: !635)
!635 = distinct !DILexicalBlock(scope: !632, file: !90, line: 113, column: 12)
!636 = !DILocation(line: 114, column: 59, scope: !635)
!637 = !DILocation(line: 114, column: 73, scope: !635)
!638 = !DILocation(line: 114, column: 5, scope: !635)
!639 = !DILocation(line: 115, column: 2, scope: !635)
!640 = !DILocation(line: 116, column: 1, scope: !620)
!641 = distinct !DISubprogram(name: "platform_main_end", scope: !245, file: !245, line: 49, type: !642, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!642 = !DISubroutineType(types: !643)
!643 = !{null, !92, !13}
!644 = !DILocalVariable(name: "crc", arg: 1, scope: !641, file: !245, line: 49, type: !92)
!645 = !DILocation(line: 49, column: 28, scope: !641)
!646 = !DILocalVariable(name: "flag", arg: 2, scope: !641, file: !245, line: 49, type: !13)
!647 = !DILocation(line: 49, column: 37, scope: !641)
!648 = !DILocation(line: 56, column: 29, scope: !641)
!649 = !DILocation(line: 56, column: 2, scope: !641)
!650 = !DILocation(line: 120, column: 1, scope: !641)
!651 = distinct !DISubprogram(name: "safe_mod_func_int64_t_s_s", scope: !652, file: !652, line: 461, type: !653, scopeLine: 462, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!652 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!653 = !DISubroutineType(types: !654)
!654 = !{!231, !231, !231}
!655 = !DILocalVariable(name: "si1", arg: 1, scope: !651, file: !652, line: 461, type: !231)
!656 = !DILocation(line: 461, column: 41, scope: !651)
!657 = !DILocalVariable(name: "si2", arg: 2, scope: !651, file: !652, line: 461, type: !231)
!658 = !DILocation(line: 461, column: 54, scope: !651)
!659 = !DILocation(line: 466, column: 7, scope: !651)
!660 = !DILocation(line: 466, column: 11, scope: !651)
!661 = !DILocation(line: 466, column: 17, scope: !651)
!662 = !DILocation(line: 466, column: 22, scope: !651)
!663 = !DILocation(line: 466, column: 26, scope: !651)
!664 = !DILocation(line: 466, column: 40, scope: !651)
!665 = !DILocation(line: 466, column: 44, scope: !651)
!666 = !DILocation(line: 466, column: 48, scope: !651)
!667 = !DILocation(line: 466, column: 5, scope: !651)
!668 = !DILocation(line: 467, column: 6, scope: !651)
!669 = !DILocation(line: 469, column: 6, scope: !651)
!670 = !DILocation(line: 469, column: 12, scope: !651)
!671 = !DILocation(line: 469, column: 10, scope: !651)
!672 = !DILocation(line: 464, column: 3, scope: !651)
!673 = distinct !DISubprogram(name: "safe_sub_func_uint8_t_u_u", scope: !652, file: !652, line: 553, type: !674, scopeLine: 554, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!674 = !DISubroutineType(types: !675)
!675 = !{!205, !205, !205}
!676 = !DILocalVariable(name: "ui1", arg: 1, scope: !673, file: !652, line: 553, type: !205)
!677 = !DILocation(line: 553, column: 41, scope: !673)
!678 = !DILocalVariable(name: "ui2", arg: 2, scope: !673, file: !652, line: 553, type: !205)
!679 = !DILocation(line: 553, column: 54, scope: !673)
!680 = !DILocation(line: 556, column: 10, scope: !673)
!681 = !DILocation(line: 556, column: 16, scope: !673)
!682 = !DILocation(line: 556, column: 14, scope: !673)
!683 = !DILocation(line: 556, column: 3, scope: !673)
!684 = distinct !DISubprogram(name: "func_31", scope: !2, file: !2, line: 81, type: !685, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!685 = !DISubroutineType(types: !686)
!686 = !{!205, !126, !152}
!687 = !DILocalVariable(name: "p_32", arg: 1, scope: !684, file: !2, line: 81, type: !126)
!688 = !DILocation(line: 81, column: 34, scope: !684)
!689 = !DILocalVariable(name: "p_33", arg: 2, scope: !684, file: !2, line: 81, type: !152)
!690 = !DILocation(line: 81, column: 50, scope: !684)
!691 = !DILocalVariable(name: "l_87", scope: !684, file: !2, line: 83, type: !224)
!692 = !DILocation(line: 83, column: 13, scope: !684)
!693 = !DILocalVariable(name: "l_92", scope: !684, file: !2, line: 84, type: !125)
!694 = !DILocation(line: 84, column: 14, scope: !684)
!695 = !DILocalVariable(name: "l_93", scope: !684, file: !2, line: 85, type: !190)
!696 = !DILocation(line: 85, column: 15, scope: !684)
!697 = !DILocalVariable(name: "l_94", scope: !684, file: !2, line: 86, type: !190)
!698 = !DILocation(line: 86, column: 15, scope: !684)
!699 = !DILocalVariable(name: "l_95", scope: !684, file: !2, line: 87, type: !125)
!700 = !DILocation(line: 87, column: 14, scope: !684)
!701 = !DILocalVariable(name: "l_96", scope: !684, file: !2, line: 88, type: !125)
!702 = !DILocation(line: 88, column: 14, scope: !684)
!703 = !DILocalVariable(name: "l_97", scope: !684, file: !2, line: 89, type: !704)
!704 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 576, elements: !66)
!705 = !DILocation(line: 89, column: 14, scope: !684)
!706 = !DILocalVariable(name: "l_98", scope: !684, file: !2, line: 90, type: !707)
!707 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!708 = !DILocation(line: 90, column: 15, scope: !684)
!709 = !DILocalVariable(name: "l_102", scope: !684, file: !2, line: 91, type: !562)
!710 = !DILocation(line: 91, column: 13, scope: !684)
!711 = !DILocalVariable(name: "l_103", scope: !684, file: !2, line: 92, type: !712)
!712 = !DICompositeType(tag: DW_TAG_array_type, baseType: !562, size: 4032, elements: !713)
!713 = !{!218, !714, !67}
!714 = !DISubrange(count: 7)
!715 = !DILocation(line: 92, column: 13, scope: !684)
!716 = !DILocalVariable(name: "l_104", scope: !684, file: !2, line: 93, type: !717)
!717 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!718 = !DILocation(line: 93, column: 14, scope: !684)
!719 = !DILocalVariable(name: "l_109", scope: !684, file: !2, line: 94, type: !126)
!720 = !DILocation(line: 94, column: 13, scope: !684)
!721 = !DILocalVariable(name: "l_151", scope: !684, file: !2, line: 95, type: !92)
!722 = !DILocation(line: 95, column: 14, scope: !684)
!723 = !DILocalVariable(name: "l_154", scope: !684, file: !2, line: 96, type: !125)
!724 = !DILocation(line: 96, column: 14, scope: !684)
!725 = !DILocalVariable(name: "l_155", scope: !684, file: !2, line: 97, type: !726)
!726 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!727 = !DILocation(line: 97, column: 15, scope: !684)
!728 = !DILocalVariable(name: "l_168", scope: !684, file: !2, line: 98, type: !729)
!729 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!730 = !DILocation(line: 98, column: 15, scope: !684)
!731 = !DILocalVariable(name: "l_169", scope: !684, file: !2, line: 99, type: !92)
!732 = !DILocation(line: 99, column: 14, scope: !684)
!733 = !DILocalVariable(name: "l_178", scope: !684, file: !2, line: 100, type: !126)
!734 = !DILocation(line: 100, column: 13, scope: !684)
!735 = !DILocalVariable(name: "l_186", scope: !684, file: !2, line: 101, type: !736)
!736 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !729, size: 64)
!737 = !DILocation(line: 101, column: 16, scope: !684)
!738 = !DILocalVariable(name: "i", scope: !684, file: !2, line: 102, type: !13)
!739 = !DILocation(line: 102, column: 9, scope: !684)
!740 = !DILocalVariable(name: "j", scope: !684, file: !2, line: 102, type: !13)
!741 = !DILocation(line: 102, column: 12, scope: !684)
!742 = !DILocalVariable(name: "k", scope: !684, file: !2, line: 102, type: !13)
!743 = !DILocation(line: 102, column: 15, scope: !684)
!744 = !DILocation(line: 103, column: 101, scope: !684)
!745 = !DILocation(line: 103, column: 193, scope: !684)
!746 = !DILocation(line: 103, column: 191, scope: !684)
!747 = !DILocation(line: 103, column: 221, scope: !684)
!748 = !DILocation(line: 103, column: 219, scope: !684)
!749 = !DILocation(line: 103, column: 203, scope: !684)
!750 = !DILocation(line: 103, column: 211, scope: !684)
!751 = !DILocation(line: 103, column: 199, scope: !684)
!752 = !DILocation(line: 103, column: 184, scope: !684)
!753 = !DILocation(line: 103, column: 176, scope: !684)
!754 = !DILocation(line: 103, column: 182, scope: !684)
!755 = !DILocation(line: 103, column: 257, scope: !684)
!756 = !DILocation(line: 103, column: 232, scope: !684)
!757 = !DILocation(line: 103, column: 231, scope: !684)
!758 = !DILocation(line: 103, column: 146, scope: !684)
!759 = !DILocation(line: 103, column: 145, scope: !684)
!760 = !DILocation(line: 103, column: 275, scope: !684)
!761 = !DILocation(line: 103, column: 273, scope: !684)
!762 = !DILocation(line: 103, column: 144, scope: !684)
!763 = !DILocation(line: 103, column: 118, scope: !684)
!764 = !DILocation(line: 103, column: 117, scope: !684)
!765 = !DILocation(line: 103, column: 114, scope: !684)
!766 = !DILocation(line: 103, column: 108, scope: !684)
!767 = !DILocation(line: 103, column: 106, scope: !684)
!768 = !DILocation(line: 103, column: 100, scope: !684)
!769 = !DILocation(line: 103, column: 98, scope: !684)
!770 = !DILocation(line: 103, column: 93, scope: !684)
!771 = !DILocation(line: 103, column: 67, scope: !684)
!772 = !DILocation(line: 103, column: 66, scope: !684)
!773 = !DILocation(line: 103, column: 56, scope: !684)
!774 = !DILocation(line: 103, column: 63, scope: !684)
!775 = !DILocation(line: 103, column: 53, scope: !684)
!776 = !DILocation(line: 103, column: 50, scope: !684)
!777 = !DILocation(line: 103, column: 307, scope: !684)
!778 = !DILocation(line: 103, column: 306, scope: !684)
!779 = !DILocation(line: 103, column: 305, scope: !684)
!780 = !DILocation(line: 103, column: 17, scope: !684)
!781 = !DILocation(line: 103, column: 16, scope: !684)
!782 = !DILocation(line: 103, column: 317, scope: !684)
!783 = !DILocation(line: 103, column: 315, scope: !684)
!784 = !DILocation(line: 103, column: 7, scope: !684)
!785 = !DILocation(line: 103, column: 13, scope: !684)
!786 = !DILocation(line: 105, column: 5, scope: !787)
!787 = distinct !DILexicalBlock(scope: !788, file: !2, line: 105, column: 5)
!788 = distinct !DILexicalBlock(scope: !684, file: !2, line: 105, column: 5)
!789 = !DILocation(line: 105, column: 5, scope: !788)
!790 = !DILocation(line: 106, column: 15, scope: !791)
!791 = distinct !DILexicalBlock(scope: !684, file: !2, line: 106, column: 5)
!792 = !DILocation(line: 106, column: 10, scope: !791)
!793 = !DILocation(line: 106, column: 21, scope: !794)
!794 = distinct !DILexicalBlock(scope: !791, file: !2, line: 106, column: 5)
!795 = !DILocation(line: 106, column: 26, scope: !794)
!796 = !DILocation(line: 106, column: 5, scope: !791)
!797 = !DILocalVariable(name: "l_110", scope: !798, file: !2, line: 108, type: !205)
!798 = distinct !DILexicalBlock(scope: !794, file: !2, line: 107, column: 5)
!799 = !DILocation(line: 108, column: 17, scope: !798)
!800 = !DILocalVariable(name: "l_144", scope: !798, file: !2, line: 109, type: !125)
!801 = !DILocation(line: 109, column: 18, scope: !798)
!802 = !DILocalVariable(name: "l_148", scope: !798, file: !2, line: 110, type: !126)
!803 = !DILocation(line: 110, column: 17, scope: !798)
!804 = !DILocalVariable(name: "l_160", scope: !798, file: !2, line: 111, type: !726)
!805 = !DILocation(line: 111, column: 19, scope: !798)
!806 = !DILocalVariable(name: "l_161", scope: !798, file: !2, line: 112, type: !807)
!807 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!808 = !DILocation(line: 112, column: 19, scope: !798)
!809 = !DILocalVariable(name: "l_164", scope: !798, file: !2, line: 113, type: !807)
!810 = !DILocation(line: 113, column: 19, scope: !798)
!811 = !DILocalVariable(name: "l_167", scope: !798, file: !2, line: 114, type: !812)
!812 = !DICompositeType(tag: DW_TAG_array_type, baseType: !729, size: 256, elements: !813)
!813 = !{!200}
!814 = !DILocation(line: 114, column: 19, scope: !798)
!815 = !DILocation(line: 114, column: 30, scope: !798)
!816 = !DILocalVariable(name: "l_166", scope: !798, file: !2, line: 115, type: !817)
!817 = !DICompositeType(tag: DW_TAG_array_type, baseType: !736, size: 3200, elements: !818)
!818 = !{!31, !19}
!819 = !DILocation(line: 115, column: 20, scope: !798)
!820 = !DILocation(line: 115, column: 38, scope: !798)
!821 = !DILocation(line: 115, column: 36, scope: !798)
!822 = !DILocation(line: 115, column: 48, scope: !798)
!823 = !DILocation(line: 115, column: 67, scope: !798)
!824 = !DILocation(line: 115, column: 77, scope: !798)
!825 = !DILocation(line: 115, column: 87, scope: !798)
!826 = !DILocation(line: 115, column: 97, scope: !798)
!827 = !DILocation(line: 115, column: 116, scope: !798)
!828 = !DILocation(line: 115, column: 126, scope: !798)
!829 = !DILocation(line: 115, column: 35, scope: !798)
!830 = !DILocation(line: 115, column: 138, scope: !798)
!831 = !DILocation(line: 115, column: 136, scope: !798)
!832 = !DILocation(line: 115, column: 148, scope: !798)
!833 = !DILocation(line: 115, column: 158, scope: !798)
!834 = !DILocation(line: 115, column: 168, scope: !798)
!835 = !DILocation(line: 115, column: 178, scope: !798)
!836 = !DILocation(line: 115, column: 188, scope: !798)
!837 = !DILocation(line: 115, column: 198, scope: !798)
!838 = !DILocation(line: 115, column: 208, scope: !798)
!839 = !DILocation(line: 115, column: 218, scope: !798)
!840 = !DILocation(line: 115, column: 228, scope: !798)
!841 = !DILocation(line: 115, column: 240, scope: !798)
!842 = !DILocation(line: 115, column: 238, scope: !798)
!843 = !DILocation(line: 115, column: 250, scope: !798)
!844 = !DILocation(line: 115, column: 260, scope: !798)
!845 = !DILocation(line: 115, column: 270, scope: !798)
!846 = !DILocation(line: 115, column: 280, scope: !798)
!847 = !DILocation(line: 115, column: 299, scope: !798)
!848 = !DILocation(line: 115, column: 318, scope: !798)
!849 = !DILocation(line: 115, column: 328, scope: !798)
!850 = !DILocation(line: 115, column: 340, scope: !798)
!851 = !DILocation(line: 115, column: 338, scope: !798)
!852 = !DILocation(line: 115, column: 350, scope: !798)
!853 = !DILocation(line: 115, column: 360, scope: !798)
!854 = !DILocation(line: 115, column: 370, scope: !798)
!855 = !DILocation(line: 115, column: 380, scope: !798)
!856 = !DILocation(line: 115, column: 390, scope: !798)
!857 = !DILocation(line: 115, column: 400, scope: !798)
!858 = !DILocation(line: 115, column: 410, scope: !798)
!859 = !DILocation(line: 115, column: 420, scope: !798)
!860 = !DILocation(line: 115, column: 430, scope: !798)
!861 = !DILocation(line: 115, column: 442, scope: !798)
!862 = !DILocation(line: 115, column: 440, scope: !798)
!863 = !DILocation(line: 115, column: 452, scope: !798)
!864 = !DILocation(line: 115, column: 462, scope: !798)
!865 = !DILocation(line: 115, column: 472, scope: !798)
!866 = !DILocation(line: 115, column: 482, scope: !798)
!867 = !DILocation(line: 115, column: 492, scope: !798)
!868 = !DILocation(line: 115, column: 502, scope: !798)
!869 = !DILocation(line: 115, column: 512, scope: !798)
!870 = !DILocation(line: 115, column: 522, scope: !798)
!871 = !DILocation(line: 115, column: 532, scope: !798)
!872 = !DILocalVariable(name: "l_179", scope: !798, file: !2, line: 116, type: !873)
!873 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 160, elements: !30)
!874 = !DILocation(line: 116, column: 18, scope: !798)
!875 = !DILocalVariable(name: "l_188", scope: !798, file: !2, line: 117, type: !876)
!876 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !205)
!877 = !DILocation(line: 117, column: 23, scope: !798)
!878 = !DILocalVariable(name: "l_202", scope: !798, file: !2, line: 118, type: !92)
!879 = !DILocation(line: 118, column: 18, scope: !798)
!880 = !DILocalVariable(name: "i", scope: !798, file: !2, line: 119, type: !13)
!881 = !DILocation(line: 119, column: 13, scope: !798)
!882 = !DILocalVariable(name: "j", scope: !798, file: !2, line: 119, type: !13)
!883 = !DILocation(line: 119, column: 16, scope: !798)
!884 = !DILocation(line: 120, column: 16, scope: !885)
!885 = distinct !DILexicalBlock(scope: !798, file: !2, line: 120, column: 9)
!886 = !DILocation(line: 120, column: 14, scope: !885)
!887 = !DILocation(line: 120, column: 21, scope: !888)
!888 = distinct !DILexicalBlock(scope: !885, file: !2, line: 120, column: 9)
!889 = !DILocation(line: 120, column: 23, scope: !888)
!890 = !DILocation(line: 120, column: 9, scope: !885)
!891 = !DILocation(line: 121, column: 19, scope: !888)
!892 = !DILocation(line: 121, column: 13, scope: !888)
!893 = !DILocation(line: 121, column: 22, scope: !888)
!894 = !DILocation(line: 120, column: 29, scope: !888)
!895 = !DILocation(line: 120, column: 9, scope: !888)
!896 = distinct !{!896, !890, !897, !319}
!897 = !DILocation(line: 121, column: 24, scope: !885)
!898 = !DILocation(line: 122, column: 14, scope: !798)
!899 = !DILocation(line: 123, column: 20, scope: !900)
!900 = distinct !DILexicalBlock(scope: !798, file: !2, line: 123, column: 9)
!901 = !DILocation(line: 123, column: 14, scope: !900)
!902 = !DILocation(line: 123, column: 26, scope: !903)
!903 = distinct !DILexicalBlock(scope: !900, file: !2, line: 123, column: 9)
!904 = !DILocation(line: 123, column: 32, scope: !903)
!905 = !DILocation(line: 123, column: 9, scope: !900)
!906 = !DILocalVariable(name: "l_140", scope: !907, file: !2, line: 125, type: !205)
!907 = distinct !DILexicalBlock(scope: !903, file: !2, line: 124, column: 9)
!908 = !DILocation(line: 125, column: 21, scope: !907)
!909 = !DILocalVariable(name: "l_146", scope: !907, file: !2, line: 126, type: !910)
!910 = !DICompositeType(tag: DW_TAG_array_type, baseType: !147, size: 1792, elements: !911)
!911 = !{!714, !200, !44}
!912 = !DILocation(line: 126, column: 20, scope: !907)
!913 = !DILocalVariable(name: "l_147", scope: !907, file: !2, line: 127, type: !126)
!914 = !DILocation(line: 127, column: 21, scope: !907)
!915 = !DILocalVariable(name: "l_149", scope: !907, file: !2, line: 128, type: !126)
!916 = !DILocation(line: 128, column: 21, scope: !907)
!917 = !DILocalVariable(name: "l_157", scope: !907, file: !2, line: 129, type: !918)
!918 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !726, size: 64)
!919 = !DILocation(line: 129, column: 24, scope: !907)
!920 = !DILocalVariable(name: "l_159", scope: !907, file: !2, line: 130, type: !921)
!921 = !DICompositeType(tag: DW_TAG_array_type, baseType: !726, size: 5120, elements: !922)
!922 = !{!44, !31, !6}
!923 = !DILocation(line: 130, column: 23, scope: !907)
!924 = !DILocalVariable(name: "l_158", scope: !907, file: !2, line: 131, type: !918)
!925 = !DILocation(line: 131, column: 24, scope: !907)
!926 = !DILocation(line: 131, column: 33, scope: !907)
!927 = !DILocalVariable(name: "i", scope: !907, file: !2, line: 132, type: !13)
!928 = !DILocation(line: 132, column: 17, scope: !907)
!929 = !DILocalVariable(name: "j", scope: !907, file: !2, line: 132, type: !13)
!930 = !DILocation(line: 132, column: 20, scope: !907)
!931 = !DILocalVariable(name: "k", scope: !907, file: !2, line: 132, type: !13)
!932 = !DILocation(line: 132, column: 23, scope: !907)
!933 = !DILocation(line: 133, column: 24, scope: !934)
!934 = distinct !DILexicalBlock(scope: !907, file: !2, line: 133, column: 13)
!935 = !DILocation(line: 133, column: 18, scope: !934)
!936 = !DILocation(line: 133, column: 30, scope: !937)
!937 = distinct !DILexicalBlock(scope: !934, file: !2, line: 133, column: 13)
!938 = !DILocation(line: 133, column: 36, scope: !937)
!939 = !DILocation(line: 133, column: 13, scope: !934)
!940 = !DILocalVariable(name: "l_138", scope: !941, file: !2, line: 135, type: !942)
!941 = distinct !DILexicalBlock(scope: !937, file: !2, line: 134, column: 13)
!942 = !DICompositeType(tag: DW_TAG_array_type, baseType: !943, size: 192, elements: !945)
!943 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !944, size: 64)
!944 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !147)
!945 = !{!946}
!946 = !DISubrange(count: 3)
!947 = !DILocation(line: 135, column: 31, scope: !941)
!948 = !DILocalVariable(name: "l_141", scope: !941, file: !2, line: 136, type: !949)
!949 = !DICompositeType(tag: DW_TAG_array_type, baseType: !707, size: 256, elements: !950)
!950 = !{!6, !6}
!951 = !DILocation(line: 136, column: 27, scope: !941)
!952 = !DILocalVariable(name: "l_143", scope: !941, file: !2, line: 137, type: !565)
!953 = !DILocation(line: 137, column: 26, scope: !941)
!954 = !DILocalVariable(name: "l_145", scope: !941, file: !2, line: 138, type: !125)
!955 = !DILocation(line: 138, column: 26, scope: !941)
!956 = !DILocalVariable(name: "l_150", scope: !941, file: !2, line: 139, type: !126)
!957 = !DILocation(line: 139, column: 25, scope: !941)
!958 = !DILocalVariable(name: "i", scope: !941, file: !2, line: 140, type: !13)
!959 = !DILocation(line: 140, column: 21, scope: !941)
!960 = !DILocalVariable(name: "j", scope: !941, file: !2, line: 140, type: !13)
!961 = !DILocation(line: 140, column: 24, scope: !941)
!962 = !DILocation(line: 141, column: 24, scope: !963)
!963 = distinct !DILexicalBlock(scope: !941, file: !2, line: 141, column: 17)
!964 = !DILocation(line: 141, column: 22, scope: !963)
!965 = !DILocation(line: 141, column: 29, scope: !966)
!966 = distinct !DILexicalBlock(scope: !963, file: !2, line: 141, column: 17)
!967 = !DILocation(line: 141, column: 31, scope: !966)
!968 = !DILocation(line: 141, column: 17, scope: !963)
!969 = !DILocation(line: 142, column: 27, scope: !966)
!970 = !DILocation(line: 142, column: 21, scope: !966)
!971 = !DILocation(line: 142, column: 30, scope: !966)
!972 = !DILocation(line: 141, column: 37, scope: !966)
!973 = !DILocation(line: 141, column: 17, scope: !966)
!974 = distinct !{!974, !968, !975, !319}
!975 = !DILocation(line: 142, column: 39, scope: !963)
!976 = !DILocation(line: 143, column: 97, scope: !941)
!977 = !DILocation(line: 143, column: 326, scope: !941)
!978 = !DILocation(line: 143, column: 297, scope: !941)
!979 = !DILocation(line: 143, column: 343, scope: !941)
!980 = !DILocation(line: 143, column: 442, scope: !941)
!981 = !DILocation(line: 143, column: 439, scope: !941)
!982 = !DILocation(line: 143, column: 454, scope: !941)
!983 = !DILocation(line: 143, column: 452, scope: !941)
!984 = !DILocation(line: 143, column: 428, scope: !941)
!985 = !DILocation(line: 143, column: 395, scope: !941)
!986 = !DILocation(line: 143, column: 394, scope: !941)
!987 = !DILocation(line: 143, column: 392, scope: !941)
!988 = !DILocation(line: 143, column: 385, scope: !941)
!989 = !DILocation(line: 143, column: 464, scope: !941)
!990 = !DILocation(line: 143, column: 357, scope: !941)
!991 = !DILocation(line: 143, column: 295, scope: !941)
!992 = !DILocation(line: 143, column: 479, scope: !941)
!993 = !DILocation(line: 143, column: 476, scope: !941)
!994 = !DILocation(line: 143, column: 294, scope: !941)
!995 = !DILocation(line: 143, column: 292, scope: !941)
!996 = !DILocation(line: 143, column: 279, scope: !941)
!997 = !DILocation(line: 143, column: 488, scope: !941)
!998 = !DILocation(line: 143, column: 250, scope: !941)
!999 = !DILocation(line: 143, column: 249, scope: !941)
!1000 = !DILocation(line: 143, column: 497, scope: !941)
!1001 = !DILocation(line: 143, column: 223, scope: !941)
!1002 = !DILocation(line: 143, column: 222, scope: !941)
!1003 = !DILocation(line: 143, column: 505, scope: !941)
!1004 = !DILocation(line: 143, column: 194, scope: !941)
!1005 = !DILocation(line: 143, column: 193, scope: !941)
!1006 = !DILocation(line: 143, column: 522, scope: !941)
!1007 = !DILocation(line: 0, scope: !941)
!1008 = !DILocation(line: 143, column: 165, scope: !941)
!1009 = !DILocation(line: 143, column: 164, scope: !941)
!1010 = !DILocation(line: 143, column: 553, scope: !941)
!1011 = !DILocation(line: 143, column: 163, scope: !941)
!1012 = !DILocation(line: 143, column: 154, scope: !941)
!1013 = !DILocation(line: 143, column: 149, scope: !941)
!1014 = !DILocation(line: 143, column: 161, scope: !941)
!1015 = !DILocation(line: 143, column: 146, scope: !941)
!1016 = !DILocation(line: 143, column: 139, scope: !941)
!1017 = !DILocation(line: 143, column: 564, scope: !941)
!1018 = !DILocation(line: 143, column: 562, scope: !941)
!1019 = !DILocation(line: 143, column: 138, scope: !941)
!1020 = !DILocation(line: 143, column: 571, scope: !941)
!1021 = !DILocation(line: 143, column: 108, scope: !941)
!1022 = !DILocation(line: 143, column: 580, scope: !941)
!1023 = !DILocation(line: 143, column: 106, scope: !941)
!1024 = !DILocation(line: 143, column: 69, scope: !941)
!1025 = !DILocation(line: 143, column: 68, scope: !941)
!1026 = !DILocation(line: 143, column: 589, scope: !941)
!1027 = !DILocation(line: 143, column: 42, scope: !941)
!1028 = !DILocation(line: 143, column: 603, scope: !941)
!1029 = !DILocation(line: 143, column: 30, scope: !941)
!1030 = !DILocation(line: 143, column: 37, scope: !941)
!1031 = !DILocation(line: 143, column: 630, scope: !941)
!1032 = !DILocation(line: 143, column: 23, scope: !941)
!1033 = !DILocation(line: 144, column: 22, scope: !941)
!1034 = !DILocation(line: 145, column: 28, scope: !941)
!1035 = !DILocation(line: 145, column: 36, scope: !941)
!1036 = !DILocation(line: 145, column: 19, scope: !941)
!1037 = !DILocation(line: 145, column: 25, scope: !941)
!1038 = !DILocation(line: 147, column: 17, scope: !1039)
!1039 = distinct !DILexicalBlock(scope: !1040, file: !2, line: 147, column: 17)
!1040 = distinct !DILexicalBlock(scope: !941, file: !2, line: 147, column: 17)
!1041 = !DILocation(line: 147, column: 17, scope: !1040)
!1042 = !DILocation(line: 148, column: 13, scope: !941)
!1043 = !DILocation(line: 133, column: 49, scope: !937)
!1044 = !DILocation(line: 133, column: 13, scope: !937)
!1045 = distinct !{!1045, !939, !1046, !319}
!1046 = !DILocation(line: 148, column: 13, scope: !934)
!1047 = !DILocation(line: 151, column: 45, scope: !907)
!1048 = !DILocation(line: 151, column: 36, scope: !907)
!1049 = !DILocation(line: 151, column: 43, scope: !907)
!1050 = !DILocation(line: 151, column: 24, scope: !907)
!1051 = !DILocation(line: 151, column: 31, scope: !907)
!1052 = !DILocation(line: 151, column: 19, scope: !907)
!1053 = !DILocation(line: 152, column: 15, scope: !907)
!1054 = !DILocation(line: 152, column: 21, scope: !907)
!1055 = !DILocation(line: 154, column: 13, scope: !1056)
!1056 = distinct !DILexicalBlock(scope: !1057, file: !2, line: 154, column: 13)
!1057 = distinct !DILexicalBlock(scope: !907, file: !2, line: 154, column: 13)
!1058 = !DILocation(line: 154, column: 13, scope: !1057)
!1059 = !DILocation(line: 155, column: 15, scope: !907)
!1060 = !DILocation(line: 155, column: 21, scope: !907)
!1061 = !DILocation(line: 157, column: 13, scope: !1062)
!1062 = distinct !DILexicalBlock(scope: !1063, file: !2, line: 157, column: 13)
!1063 = distinct !DILexicalBlock(scope: !907, file: !2, line: 157, column: 13)
!1064 = !DILocation(line: 157, column: 13, scope: !1063)
!1065 = !DILocation(line: 158, column: 9, scope: !907)
!1066 = !DILocation(line: 123, column: 45, scope: !903)
!1067 = !DILocation(line: 123, column: 9, scope: !903)
!1068 = distinct !{!1068, !905, !1069, !319}
!1069 = !DILocation(line: 158, column: 9, scope: !900)
!1070 = !DILocation(line: 159, column: 97, scope: !1071)
!1071 = distinct !DILexicalBlock(scope: !798, file: !2, line: 159, column: 13)
!1072 = !DILocation(line: 159, column: 103, scope: !1071)
!1073 = !DILocation(line: 159, column: 84, scope: !1071)
!1074 = !DILocation(line: 159, column: 91, scope: !1071)
!1075 = !DILocation(line: 159, column: 58, scope: !1071)
!1076 = !DILocation(line: 159, column: 48, scope: !1071)
!1077 = !DILocation(line: 159, column: 55, scope: !1071)
!1078 = !DILocation(line: 159, column: 45, scope: !1071)
!1079 = !DILocation(line: 159, column: 43, scope: !1071)
!1080 = !DILocation(line: 159, column: 33, scope: !1071)
!1081 = !DILocation(line: 159, column: 15, scope: !1071)
!1082 = !DILocation(line: 159, column: 122, scope: !1071)
!1083 = !DILocation(line: 159, column: 136, scope: !1071)
!1084 = !DILocation(line: 159, column: 146, scope: !1071)
!1085 = !DILocation(line: 159, column: 145, scope: !1071)
!1086 = !DILocation(line: 159, column: 142, scope: !1071)
!1087 = !DILocation(line: 159, column: 131, scope: !1071)
!1088 = !DILocation(line: 159, column: 169, scope: !1071)
!1089 = !DILocation(line: 159, column: 168, scope: !1071)
!1090 = !DILocation(line: 159, column: 165, scope: !1071)
!1091 = !DILocation(line: 159, column: 13, scope: !798)
!1092 = !DILocalVariable(name: "l_176", scope: !1093, file: !2, line: 161, type: !1094)
!1093 = distinct !DILexicalBlock(scope: !1071, file: !2, line: 160, column: 9)
!1094 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1095, size: 13440, elements: !1096)
!1095 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!1096 = !{!714, !19, !946}
!1097 = !DILocation(line: 161, column: 22, scope: !1093)
!1098 = !DILocalVariable(name: "l_177", scope: !1093, file: !2, line: 162, type: !126)
!1099 = !DILocation(line: 162, column: 21, scope: !1093)
!1100 = !DILocalVariable(name: "i", scope: !1093, file: !2, line: 163, type: !13)
!1101 = !DILocation(line: 163, column: 17, scope: !1093)
!1102 = !DILocalVariable(name: "j", scope: !1093, file: !2, line: 163, type: !13)
!1103 = !DILocation(line: 163, column: 20, scope: !1093)
!1104 = !DILocalVariable(name: "k", scope: !1093, file: !2, line: 163, type: !13)
!1105 = !DILocation(line: 163, column: 23, scope: !1093)
!1106 = !DILocation(line: 164, column: 53, scope: !1093)
!1107 = !DILocation(line: 164, column: 58, scope: !1093)
!1108 = !DILocation(line: 164, column: 61, scope: !1093)
!1109 = !DILocation(line: 164, column: 52, scope: !1093)
!1110 = !DILocation(line: 164, column: 103, scope: !1093)
!1111 = !DILocation(line: 164, column: 102, scope: !1093)
!1112 = !DILocation(line: 164, column: 101, scope: !1093)
!1113 = !DILocation(line: 164, column: 83, scope: !1093)
!1114 = !DILocation(line: 164, column: 74, scope: !1093)
!1115 = !DILocation(line: 164, column: 81, scope: !1093)
!1116 = !DILocation(line: 164, column: 154, scope: !1093)
!1117 = !DILocation(line: 164, column: 160, scope: !1093)
!1118 = !DILocation(line: 164, column: 153, scope: !1093)
!1119 = !DILocation(line: 164, column: 125, scope: !1093)
!1120 = !DILocation(line: 164, column: 180, scope: !1093)
!1121 = !DILocation(line: 164, column: 123, scope: !1093)
!1122 = !DILocation(line: 164, column: 121, scope: !1093)
!1123 = !DILocation(line: 164, column: 114, scope: !1093)
!1124 = !DILocation(line: 164, column: 112, scope: !1093)
!1125 = !DILocation(line: 164, column: 67, scope: !1093)
!1126 = !DILocation(line: 164, column: 192, scope: !1093)
!1127 = !DILocation(line: 164, column: 189, scope: !1093)
!1128 = !DILocation(line: 164, column: 50, scope: !1093)
!1129 = !DILocation(line: 164, column: 199, scope: !1093)
!1130 = !DILocation(line: 164, column: 25, scope: !1093)
!1131 = !DILocation(line: 164, column: 24, scope: !1093)
!1132 = !DILocation(line: 164, column: 15, scope: !1093)
!1133 = !DILocation(line: 164, column: 22, scope: !1093)
!1134 = !DILocation(line: 165, column: 20, scope: !1093)
!1135 = !DILocation(line: 165, column: 13, scope: !1093)
!1136 = !DILocalVariable(name: "l_182", scope: !1137, file: !2, line: 169, type: !1138)
!1137 = distinct !DILexicalBlock(scope: !1071, file: !2, line: 168, column: 9)
!1138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !205, size: 56, elements: !1139)
!1139 = !{!714}
!1140 = !DILocation(line: 169, column: 21, scope: !1137)
!1141 = !DILocalVariable(name: "l_187", scope: !1137, file: !2, line: 170, type: !1095)
!1142 = !DILocation(line: 170, column: 22, scope: !1137)
!1143 = !DILocalVariable(name: "i", scope: !1137, file: !2, line: 171, type: !13)
!1144 = !DILocation(line: 171, column: 17, scope: !1137)
!1145 = !DILocation(line: 172, column: 13, scope: !1137)
!1146 = !DILocation(line: 172, column: 21, scope: !1137)
!1147 = !DILocation(line: 173, column: 40, scope: !1137)
!1148 = !DILocation(line: 173, column: 39, scope: !1137)
!1149 = !DILocation(line: 173, column: 52, scope: !1137)
!1150 = !DILocation(line: 173, column: 58, scope: !1137)
!1151 = !DILocation(line: 173, column: 47, scope: !1137)
!1152 = !DILocation(line: 173, column: 37, scope: !1137)
!1153 = !DILocation(line: 173, column: 35, scope: !1137)
!1154 = !DILocation(line: 173, column: 13, scope: !1137)
!1155 = !DILocation(line: 173, column: 22, scope: !1137)
!1156 = !DILocation(line: 174, column: 53, scope: !1137)
!1157 = !DILocation(line: 174, column: 69, scope: !1137)
!1158 = !DILocation(line: 174, column: 59, scope: !1137)
!1159 = !DILocation(line: 174, column: 52, scope: !1137)
!1160 = !DILocation(line: 174, column: 93, scope: !1137)
!1161 = !DILocation(line: 174, column: 84, scope: !1137)
!1162 = !DILocation(line: 174, column: 91, scope: !1137)
!1163 = !DILocation(line: 174, column: 26, scope: !1137)
!1164 = !DILocation(line: 174, column: 15, scope: !1137)
!1165 = !DILocation(line: 174, column: 22, scope: !1137)
!1166 = !DILocation(line: 176, column: 86, scope: !798)
!1167 = !DILocation(line: 176, column: 92, scope: !798)
!1168 = !DILocation(line: 176, column: 139, scope: !798)
!1169 = !DILocation(line: 176, column: 138, scope: !798)
!1170 = !DILocation(line: 176, column: 106, scope: !798)
!1171 = !DILocation(line: 176, column: 82, scope: !798)
!1172 = !DILocation(line: 176, column: 241, scope: !798)
!1173 = !DILocation(line: 176, column: 240, scope: !798)
!1174 = !DILocation(line: 176, column: 250, scope: !798)
!1175 = !DILocation(line: 176, column: 248, scope: !798)
!1176 = !DILocation(line: 176, column: 238, scope: !798)
!1177 = !DILocation(line: 176, column: 263, scope: !798)
!1178 = !DILocation(line: 176, column: 213, scope: !798)
!1179 = !DILocation(line: 176, column: 212, scope: !798)
!1180 = !DILocation(line: 176, column: 268, scope: !798)
!1181 = !DILocation(line: 176, column: 211, scope: !798)
!1182 = !DILocation(line: 176, column: 276, scope: !798)
!1183 = !DILocation(line: 176, column: 182, scope: !798)
!1184 = !DILocation(line: 176, column: 55, scope: !798)
!1185 = !DILocation(line: 176, column: 54, scope: !798)
!1186 = !DILocation(line: 176, column: 52, scope: !798)
!1187 = !DILocation(line: 176, column: 48, scope: !798)
!1188 = !DILocation(line: 176, column: 294, scope: !798)
!1189 = !DILocation(line: 176, column: 21, scope: !798)
!1190 = !DILocation(line: 176, column: 11, scope: !798)
!1191 = !DILocation(line: 176, column: 17, scope: !798)
!1192 = !DILocation(line: 177, column: 5, scope: !798)
!1193 = !DILocation(line: 106, column: 37, scope: !794)
!1194 = !DILocation(line: 106, column: 5, scope: !794)
!1195 = distinct !{!1195, !796, !1196, !319}
!1196 = !DILocation(line: 177, column: 5, scope: !791)
!1197 = !DILocation(line: 180, column: 16, scope: !684)
!1198 = !DILocation(line: 180, column: 7, scope: !684)
!1199 = !DILocation(line: 180, column: 13, scope: !684)
!1200 = !DILocation(line: 181, column: 18, scope: !684)
!1201 = !DILocation(line: 181, column: 12, scope: !684)
!1202 = !DILocation(line: 181, column: 5, scope: !684)
!1203 = !DILocation(line: 182, column: 1, scope: !684)
!1204 = distinct !DISubprogram(name: "func_34", scope: !2, file: !2, line: 190, type: !1205, scopeLine: 191, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1205 = !DISubroutineType(types: !1206)
!1206 = !{!224, !126, !1207, !147}
!1207 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !224)
!1208 = !DILocalVariable(name: "p_35", arg: 1, scope: !1204, file: !2, line: 190, type: !126)
!1209 = !DILocation(line: 190, column: 34, scope: !1204)
!1210 = !DILocalVariable(name: "p_36", arg: 2, scope: !1204, file: !2, line: 190, type: !1207)
!1211 = !DILocation(line: 190, column: 55, scope: !1204)
!1212 = !DILocalVariable(name: "p_37", arg: 3, scope: !1204, file: !2, line: 190, type: !147)
!1213 = !DILocation(line: 190, column: 69, scope: !1204)
!1214 = !DILocalVariable(name: "l_53", scope: !1204, file: !2, line: 192, type: !205)
!1215 = !DILocation(line: 192, column: 13, scope: !1204)
!1216 = !DILocalVariable(name: "l_75", scope: !1204, file: !2, line: 193, type: !126)
!1217 = !DILocation(line: 193, column: 13, scope: !1204)
!1218 = !DILocation(line: 194, column: 15, scope: !1219)
!1219 = distinct !DILexicalBlock(scope: !1204, file: !2, line: 194, column: 5)
!1220 = !DILocation(line: 194, column: 10, scope: !1219)
!1221 = !DILocation(line: 194, column: 21, scope: !1222)
!1222 = distinct !DILexicalBlock(scope: !1219, file: !2, line: 194, column: 5)
!1223 = !DILocation(line: 194, column: 26, scope: !1222)
!1224 = !DILocation(line: 194, column: 5, scope: !1219)
!1225 = !DILocalVariable(name: "l_54", scope: !1226, file: !2, line: 196, type: !147)
!1226 = distinct !DILexicalBlock(scope: !1222, file: !2, line: 195, column: 5)
!1227 = !DILocation(line: 196, column: 16, scope: !1226)
!1228 = !DILocalVariable(name: "l_55", scope: !1226, file: !2, line: 197, type: !125)
!1229 = !DILocation(line: 197, column: 18, scope: !1226)
!1230 = !DILocalVariable(name: "l_57", scope: !1226, file: !2, line: 198, type: !190)
!1231 = !DILocation(line: 198, column: 19, scope: !1226)
!1232 = !DILocalVariable(name: "l_60", scope: !1226, file: !2, line: 199, type: !729)
!1233 = !DILocation(line: 199, column: 19, scope: !1226)
!1234 = !DILocalVariable(name: "l_64", scope: !1226, file: !2, line: 200, type: !565)
!1235 = !DILocation(line: 200, column: 18, scope: !1226)
!1236 = !DILocalVariable(name: "l_65", scope: !1226, file: !2, line: 201, type: !565)
!1237 = !DILocation(line: 201, column: 18, scope: !1226)
!1238 = !DILocation(line: 202, column: 80, scope: !1226)
!1239 = !DILocation(line: 202, column: 133, scope: !1226)
!1240 = !DILocation(line: 202, column: 117, scope: !1226)
!1241 = !DILocation(line: 202, column: 182, scope: !1226)
!1242 = !DILocation(line: 202, column: 150, scope: !1226)
!1243 = !DILocation(line: 202, column: 192, scope: !1226)
!1244 = !DILocation(line: 202, column: 189, scope: !1226)
!1245 = !DILocation(line: 202, column: 205, scope: !1226)
!1246 = !DILocation(line: 202, column: 203, scope: !1226)
!1247 = !DILocation(line: 202, column: 219, scope: !1226)
!1248 = !DILocation(line: 202, column: 216, scope: !1226)
!1249 = !DILocation(line: 202, column: 144, scope: !1226)
!1250 = !DILocation(line: 202, column: 116, scope: !1226)
!1251 = !DILocation(line: 202, column: 227, scope: !1226)
!1252 = !DILocation(line: 202, column: 89, scope: !1226)
!1253 = !DILocation(line: 202, column: 88, scope: !1226)
!1254 = !DILocation(line: 202, column: 85, scope: !1226)
!1255 = !DILocation(line: 202, column: 236, scope: !1226)
!1256 = !DILocation(line: 202, column: 52, scope: !1226)
!1257 = !DILocation(line: 202, column: 51, scope: !1226)
!1258 = !DILocation(line: 202, column: 244, scope: !1226)
!1259 = !DILocation(line: 202, column: 21, scope: !1226)
!1260 = !DILocation(line: 202, column: 20, scope: !1226)
!1261 = !DILocation(line: 202, column: 11, scope: !1226)
!1262 = !DILocation(line: 202, column: 17, scope: !1226)
!1263 = !DILocation(line: 203, column: 21, scope: !1226)
!1264 = !DILocation(line: 203, column: 20, scope: !1226)
!1265 = !DILocation(line: 203, column: 11, scope: !1226)
!1266 = !DILocation(line: 203, column: 17, scope: !1226)
!1267 = !DILocation(line: 204, column: 19, scope: !1226)
!1268 = !DILocation(line: 204, column: 11, scope: !1226)
!1269 = !DILocation(line: 204, column: 17, scope: !1226)
!1270 = !DILocation(line: 205, column: 83, scope: !1226)
!1271 = !DILocation(line: 205, column: 79, scope: !1226)
!1272 = !DILocation(line: 205, column: 64, scope: !1226)
!1273 = !DILocation(line: 205, column: 56, scope: !1226)
!1274 = !DILocation(line: 205, column: 62, scope: !1226)
!1275 = !DILocation(line: 205, column: 21, scope: !1226)
!1276 = !DILocation(line: 205, column: 20, scope: !1226)
!1277 = !DILocation(line: 205, column: 11, scope: !1226)
!1278 = !DILocation(line: 205, column: 17, scope: !1226)
!1279 = !DILocation(line: 206, column: 19, scope: !1280)
!1280 = distinct !DILexicalBlock(scope: !1226, file: !2, line: 206, column: 9)
!1281 = !DILocation(line: 206, column: 14, scope: !1280)
!1282 = !DILocation(line: 206, column: 25, scope: !1283)
!1283 = distinct !DILexicalBlock(scope: !1280, file: !2, line: 206, column: 9)
!1284 = !DILocation(line: 206, column: 30, scope: !1283)
!1285 = !DILocation(line: 206, column: 9, scope: !1280)
!1286 = !DILocalVariable(name: "l_72", scope: !1287, file: !2, line: 208, type: !562)
!1287 = distinct !DILexicalBlock(scope: !1283, file: !2, line: 207, column: 9)
!1288 = !DILocation(line: 208, column: 21, scope: !1287)
!1289 = !DILocalVariable(name: "l_73", scope: !1287, file: !2, line: 209, type: !1290)
!1290 = !DICompositeType(tag: DW_TAG_array_type, baseType: !562, size: 1536, elements: !1291)
!1291 = !{!218, !56, !200}
!1292 = !DILocation(line: 209, column: 21, scope: !1287)
!1293 = !DILocalVariable(name: "l_76", scope: !1287, file: !2, line: 210, type: !807)
!1294 = !DILocation(line: 210, column: 23, scope: !1287)
!1295 = !DILocalVariable(name: "i", scope: !1287, file: !2, line: 211, type: !13)
!1296 = !DILocation(line: 211, column: 17, scope: !1287)
!1297 = !DILocalVariable(name: "j", scope: !1287, file: !2, line: 211, type: !13)
!1298 = !DILocation(line: 211, column: 20, scope: !1287)
!1299 = !DILocalVariable(name: "k", scope: !1287, file: !2, line: 211, type: !13)
!1300 = !DILocation(line: 211, column: 23, scope: !1287)
!1301 = !DILocation(line: 212, column: 23, scope: !1302)
!1302 = distinct !DILexicalBlock(scope: !1287, file: !2, line: 212, column: 17)
!1303 = !DILocation(line: 212, column: 28, scope: !1302)
!1304 = !DILocation(line: 212, column: 18, scope: !1302)
!1305 = !DILocation(line: 212, column: 34, scope: !1302)
!1306 = !DILocation(line: 212, column: 88, scope: !1302)
!1307 = !DILocation(line: 212, column: 84, scope: !1302)
!1308 = !DILocation(line: 212, column: 94, scope: !1302)
!1309 = !DILocation(line: 212, column: 130, scope: !1302)
!1310 = !DILocation(line: 212, column: 160, scope: !1302)
!1311 = !DILocation(line: 212, column: 179, scope: !1302)
!1312 = !DILocation(line: 212, column: 175, scope: !1302)
!1313 = !DILocation(line: 212, column: 185, scope: !1302)
!1314 = !DILocation(line: 212, column: 171, scope: !1302)
!1315 = !DILocation(line: 212, column: 201, scope: !1302)
!1316 = !DILocation(line: 212, column: 209, scope: !1302)
!1317 = !DILocation(line: 212, column: 214, scope: !1302)
!1318 = !DILocation(line: 212, column: 204, scope: !1302)
!1319 = !DILocation(line: 212, column: 220, scope: !1302)
!1320 = !DILocation(line: 0, scope: !1302)
!1321 = !DILocation(line: 212, column: 158, scope: !1302)
!1322 = !DILocation(line: 212, column: 227, scope: !1302)
!1323 = !DILocation(line: 212, column: 157, scope: !1302)
!1324 = !DILocation(line: 212, column: 149, scope: !1302)
!1325 = !DILocation(line: 212, column: 155, scope: !1302)
!1326 = !DILocation(line: 212, column: 146, scope: !1302)
!1327 = !DILocation(line: 212, column: 143, scope: !1302)
!1328 = !DILocation(line: 212, column: 237, scope: !1302)
!1329 = !DILocation(line: 212, column: 103, scope: !1302)
!1330 = !DILocation(line: 212, column: 100, scope: !1302)
!1331 = !DILocation(line: 212, column: 74, scope: !1302)
!1332 = !DILocation(line: 212, column: 80, scope: !1302)
!1333 = !DILocation(line: 212, column: 272, scope: !1302)
!1334 = !DILocation(line: 212, column: 44, scope: !1302)
!1335 = !DILocation(line: 212, column: 40, scope: !1302)
!1336 = !DILocation(line: 212, column: 17, scope: !1287)
!1337 = !DILocation(line: 214, column: 21, scope: !1338)
!1338 = distinct !DILexicalBlock(scope: !1339, file: !2, line: 214, column: 21)
!1339 = distinct !DILexicalBlock(scope: !1302, file: !2, line: 213, column: 13)
!1340 = !DILocation(line: 214, column: 21, scope: !1339)
!1341 = !DILocation(line: 215, column: 21, scope: !1338)
!1342 = !DILocation(line: 216, column: 13, scope: !1339)
!1343 = !DILocalVariable(name: "l_78", scope: !1344, file: !2, line: 219, type: !125)
!1344 = distinct !DILexicalBlock(scope: !1302, file: !2, line: 218, column: 13)
!1345 = !DILocation(line: 219, column: 26, scope: !1344)
!1346 = !DILocation(line: 220, column: 24, scope: !1347)
!1347 = distinct !DILexicalBlock(scope: !1344, file: !2, line: 220, column: 21)
!1348 = !DILocation(line: 220, column: 23, scope: !1347)
!1349 = !DILocation(line: 220, column: 22, scope: !1347)
!1350 = !DILocation(line: 220, column: 21, scope: !1347)
!1351 = !DILocation(line: 220, column: 21, scope: !1344)
!1352 = !DILocation(line: 221, column: 21, scope: !1347)
!1353 = !DILocation(line: 222, column: 22, scope: !1354)
!1354 = distinct !DILexicalBlock(scope: !1344, file: !2, line: 222, column: 21)
!1355 = !DILocation(line: 222, column: 21, scope: !1354)
!1356 = !DILocation(line: 222, column: 21, scope: !1344)
!1357 = !DILocation(line: 223, column: 21, scope: !1354)
!1358 = !DILocation(line: 224, column: 27, scope: !1344)
!1359 = !DILocation(line: 224, column: 19, scope: !1344)
!1360 = !DILocation(line: 224, column: 25, scope: !1344)
!1361 = !DILocation(line: 226, column: 17, scope: !1362)
!1362 = distinct !DILexicalBlock(scope: !1363, file: !2, line: 226, column: 17)
!1363 = distinct !DILexicalBlock(scope: !1344, file: !2, line: 226, column: 17)
!1364 = !DILocation(line: 226, column: 17, scope: !1363)
!1365 = !DILocation(line: 229, column: 13, scope: !1366)
!1366 = distinct !DILexicalBlock(scope: !1367, file: !2, line: 229, column: 13)
!1367 = distinct !DILexicalBlock(scope: !1287, file: !2, line: 229, column: 13)
!1368 = !DILocation(line: 229, column: 13, scope: !1367)
!1369 = !DILocation(line: 230, column: 21, scope: !1370)
!1370 = distinct !DILexicalBlock(scope: !1287, file: !2, line: 230, column: 17)
!1371 = !DILocation(line: 230, column: 17, scope: !1370)
!1372 = !DILocation(line: 230, column: 27, scope: !1370)
!1373 = !DILocation(line: 230, column: 17, scope: !1287)
!1374 = !DILocation(line: 231, column: 17, scope: !1370)
!1375 = !DILocation(line: 232, column: 15, scope: !1287)
!1376 = !DILocation(line: 232, column: 21, scope: !1287)
!1377 = !DILocation(line: 234, column: 13, scope: !1378)
!1378 = distinct !DILexicalBlock(scope: !1379, file: !2, line: 234, column: 13)
!1379 = distinct !DILexicalBlock(scope: !1287, file: !2, line: 234, column: 13)
!1380 = !DILocation(line: 234, column: 13, scope: !1379)
!1381 = !DILocation(line: 235, column: 20, scope: !1382)
!1382 = distinct !DILexicalBlock(scope: !1287, file: !2, line: 235, column: 17)
!1383 = !DILocation(line: 235, column: 19, scope: !1382)
!1384 = !DILocation(line: 235, column: 18, scope: !1382)
!1385 = !DILocation(line: 235, column: 17, scope: !1382)
!1386 = !DILocation(line: 235, column: 17, scope: !1287)
!1387 = !DILocation(line: 236, column: 17, scope: !1382)
!1388 = !DILocation(line: 237, column: 9, scope: !1287)
!1389 = !DILocation(line: 206, column: 42, scope: !1283)
!1390 = !DILocation(line: 206, column: 9, scope: !1283)
!1391 = distinct !{!1391, !1285, !1392, !319}
!1392 = !DILocation(line: 237, column: 9, scope: !1280)
!1393 = !DILocation(line: 239, column: 9, scope: !1394)
!1394 = distinct !DILexicalBlock(scope: !1395, file: !2, line: 239, column: 9)
!1395 = distinct !DILexicalBlock(scope: !1226, file: !2, line: 239, column: 9)
!1396 = !DILocation(line: 239, column: 9, scope: !1395)
!1397 = !DILocation(line: 240, column: 5, scope: !1226)
!1398 = !DILocation(line: 194, column: 38, scope: !1222)
!1399 = !DILocation(line: 194, column: 5, scope: !1222)
!1400 = distinct !{!1400, !1224, !1401, !319}
!1401 = !DILocation(line: 240, column: 5, scope: !1219)
!1402 = !DILocation(line: 241, column: 15, scope: !1403)
!1403 = distinct !DILexicalBlock(scope: !1204, file: !2, line: 241, column: 5)
!1404 = !DILocation(line: 241, column: 10, scope: !1403)
!1405 = !DILocation(line: 241, column: 21, scope: !1406)
!1406 = distinct !DILexicalBlock(scope: !1403, file: !2, line: 241, column: 5)
!1407 = !DILocation(line: 241, column: 26, scope: !1406)
!1408 = !DILocation(line: 241, column: 5, scope: !1403)
!1409 = !DILocation(line: 243, column: 11, scope: !1410)
!1410 = distinct !DILexicalBlock(scope: !1406, file: !2, line: 242, column: 5)
!1411 = !DILocation(line: 243, column: 17, scope: !1410)
!1412 = !DILocation(line: 245, column: 9, scope: !1413)
!1413 = distinct !DILexicalBlock(scope: !1414, file: !2, line: 245, column: 9)
!1414 = distinct !DILexicalBlock(scope: !1410, file: !2, line: 245, column: 9)
!1415 = !DILocation(line: 245, column: 9, scope: !1414)
!1416 = !DILocation(line: 246, column: 5, scope: !1410)
!1417 = !DILocation(line: 241, column: 38, scope: !1406)
!1418 = !DILocation(line: 241, column: 5, scope: !1406)
!1419 = distinct !{!1419, !1408, !1420, !319}
!1420 = !DILocation(line: 246, column: 5, scope: !1403)
!1421 = !DILocation(line: 248, column: 5, scope: !1422)
!1422 = distinct !DILexicalBlock(scope: !1423, file: !2, line: 248, column: 5)
!1423 = distinct !DILexicalBlock(scope: !1204, file: !2, line: 248, column: 5)
!1424 = !DILocation(line: 248, column: 5, scope: !1423)
!1425 = !DILocation(line: 249, column: 12, scope: !1204)
!1426 = !DILocation(line: 249, column: 5, scope: !1204)
!1427 = distinct !DISubprogram(name: "safe_mul_func_int8_t_s_s", scope: !652, file: !652, line: 56, type: !1428, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1428 = !DISubroutineType(types: !1429)
!1429 = !{!147, !147, !147}
!1430 = !DILocalVariable(name: "si1", arg: 1, scope: !1427, file: !652, line: 56, type: !147)
!1431 = !DILocation(line: 56, column: 39, scope: !1427)
!1432 = !DILocalVariable(name: "si2", arg: 2, scope: !1427, file: !652, line: 56, type: !147)
!1433 = !DILocation(line: 56, column: 51, scope: !1427)
!1434 = !DILocation(line: 66, column: 5, scope: !1427)
!1435 = !DILocation(line: 66, column: 11, scope: !1427)
!1436 = !DILocation(line: 66, column: 9, scope: !1427)
!1437 = !DILocation(line: 59, column: 3, scope: !1427)
!1438 = distinct !DISubprogram(name: "safe_mul_func_int16_t_s_s", scope: !652, file: !652, line: 186, type: !1439, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1439 = !DISubroutineType(types: !1440)
!1440 = !{!224, !224, !224}
!1441 = !DILocalVariable(name: "si1", arg: 1, scope: !1438, file: !652, line: 186, type: !224)
!1442 = !DILocation(line: 186, column: 41, scope: !1438)
!1443 = !DILocalVariable(name: "si2", arg: 2, scope: !1438, file: !652, line: 186, type: !224)
!1444 = !DILocation(line: 186, column: 54, scope: !1438)
!1445 = !DILocation(line: 196, column: 5, scope: !1438)
!1446 = !DILocation(line: 196, column: 11, scope: !1438)
!1447 = !DILocation(line: 196, column: 9, scope: !1438)
!1448 = !DILocation(line: 189, column: 3, scope: !1438)
!1449 = distinct !DISubprogram(name: "safe_add_func_uint8_t_u_u", scope: !652, file: !652, line: 546, type: !674, scopeLine: 547, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1450 = !DILocalVariable(name: "ui1", arg: 1, scope: !1449, file: !652, line: 546, type: !205)
!1451 = !DILocation(line: 546, column: 41, scope: !1449)
!1452 = !DILocalVariable(name: "ui2", arg: 2, scope: !1449, file: !652, line: 546, type: !205)
!1453 = !DILocation(line: 546, column: 54, scope: !1449)
!1454 = !DILocation(line: 549, column: 10, scope: !1449)
!1455 = !DILocation(line: 549, column: 16, scope: !1449)
!1456 = !DILocation(line: 549, column: 14, scope: !1449)
!1457 = !DILocation(line: 549, column: 3, scope: !1449)
!1458 = distinct !DISubprogram(name: "safe_mul_func_uint16_t_u_u", scope: !652, file: !652, line: 662, type: !1459, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1459 = !DISubroutineType(types: !1460)
!1460 = !{!152, !152, !152}
!1461 = !DILocalVariable(name: "ui1", arg: 1, scope: !1458, file: !652, line: 662, type: !152)
!1462 = !DILocation(line: 662, column: 43, scope: !1458)
!1463 = !DILocalVariable(name: "ui2", arg: 2, scope: !1458, file: !652, line: 662, type: !152)
!1464 = !DILocation(line: 662, column: 57, scope: !1458)
!1465 = !DILocation(line: 665, column: 25, scope: !1458)
!1466 = !DILocation(line: 665, column: 11, scope: !1458)
!1467 = !DILocation(line: 665, column: 47, scope: !1458)
!1468 = !DILocation(line: 665, column: 33, scope: !1458)
!1469 = !DILocation(line: 665, column: 30, scope: !1458)
!1470 = !DILocation(line: 665, column: 10, scope: !1458)
!1471 = !DILocation(line: 665, column: 3, scope: !1458)
!1472 = distinct !DISubprogram(name: "safe_mod_func_int8_t_s_s", scope: !652, file: !652, line: 70, type: !1428, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1473 = !DILocalVariable(name: "si1", arg: 1, scope: !1472, file: !652, line: 70, type: !147)
!1474 = !DILocation(line: 70, column: 39, scope: !1472)
!1475 = !DILocalVariable(name: "si2", arg: 2, scope: !1472, file: !652, line: 70, type: !147)
!1476 = !DILocation(line: 70, column: 51, scope: !1472)
!1477 = !DILocation(line: 75, column: 7, scope: !1472)
!1478 = !DILocation(line: 75, column: 11, scope: !1472)
!1479 = !DILocation(line: 75, column: 17, scope: !1472)
!1480 = !DILocation(line: 75, column: 22, scope: !1472)
!1481 = !DILocation(line: 75, column: 26, scope: !1472)
!1482 = !DILocation(line: 75, column: 39, scope: !1472)
!1483 = !DILocation(line: 75, column: 43, scope: !1472)
!1484 = !DILocation(line: 75, column: 47, scope: !1472)
!1485 = !DILocation(line: 75, column: 5, scope: !1472)
!1486 = !DILocation(line: 76, column: 6, scope: !1472)
!1487 = !DILocation(line: 76, column: 5, scope: !1472)
!1488 = !DILocation(line: 78, column: 6, scope: !1472)
!1489 = !DILocation(line: 78, column: 12, scope: !1472)
!1490 = !DILocation(line: 78, column: 10, scope: !1472)
!1491 = !DILocation(line: 73, column: 3, scope: !1472)
!1492 = distinct !DISubprogram(name: "safe_add_func_uint32_t_u_u", scope: !652, file: !652, line: 750, type: !1493, scopeLine: 751, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1493 = !DISubroutineType(types: !1494)
!1494 = !{!92, !92, !92}
!1495 = !DILocalVariable(name: "ui1", arg: 1, scope: !1492, file: !652, line: 750, type: !92)
!1496 = !DILocation(line: 750, column: 43, scope: !1492)
!1497 = !DILocalVariable(name: "ui2", arg: 2, scope: !1492, file: !652, line: 750, type: !92)
!1498 = !DILocation(line: 750, column: 57, scope: !1492)
!1499 = !DILocation(line: 753, column: 10, scope: !1492)
!1500 = !DILocation(line: 753, column: 16, scope: !1492)
!1501 = !DILocation(line: 753, column: 14, scope: !1492)
!1502 = !DILocation(line: 753, column: 3, scope: !1492)
!1503 = distinct !DISubprogram(name: "safe_lshift_func_uint16_t_u_u", scope: !652, file: !652, line: 705, type: !1504, scopeLine: 706, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1504 = !DISubroutineType(types: !1505)
!1505 = !{!152, !152, !12}
!1506 = !DILocalVariable(name: "left", arg: 1, scope: !1503, file: !652, line: 705, type: !152)
!1507 = !DILocation(line: 705, column: 46, scope: !1503)
!1508 = !DILocalVariable(name: "right", arg: 2, scope: !1503, file: !652, line: 705, type: !12)
!1509 = !DILocation(line: 705, column: 65, scope: !1503)
!1510 = !DILocation(line: 710, column: 22, scope: !1503)
!1511 = !DILocation(line: 710, column: 29, scope: !1503)
!1512 = !DILocation(line: 710, column: 36, scope: !1503)
!1513 = !DILocation(line: 710, column: 40, scope: !1503)
!1514 = !DILocation(line: 710, column: 77, scope: !1503)
!1515 = !DILocation(line: 710, column: 59, scope: !1503)
!1516 = !DILocation(line: 710, column: 45, scope: !1503)
!1517 = !DILocation(line: 710, column: 5, scope: !1503)
!1518 = !DILocation(line: 711, column: 6, scope: !1503)
!1519 = !DILocation(line: 711, column: 5, scope: !1503)
!1520 = !DILocation(line: 713, column: 6, scope: !1503)
!1521 = !DILocation(line: 713, column: 29, scope: !1503)
!1522 = !DILocation(line: 713, column: 11, scope: !1503)
!1523 = !DILocation(line: 708, column: 3, scope: !1503)
!1524 = distinct !DISubprogram(name: "safe_mod_func_int32_t_s_s", scope: !652, file: !652, line: 330, type: !1525, scopeLine: 331, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1525 = !DISubroutineType(types: !1526)
!1526 = !{!126, !126, !126}
!1527 = !DILocalVariable(name: "si1", arg: 1, scope: !1524, file: !652, line: 330, type: !126)
!1528 = !DILocation(line: 330, column: 41, scope: !1524)
!1529 = !DILocalVariable(name: "si2", arg: 2, scope: !1524, file: !652, line: 330, type: !126)
!1530 = !DILocation(line: 330, column: 54, scope: !1524)
!1531 = !DILocation(line: 335, column: 7, scope: !1524)
!1532 = !DILocation(line: 335, column: 11, scope: !1524)
!1533 = !DILocation(line: 335, column: 17, scope: !1524)
!1534 = !DILocation(line: 335, column: 22, scope: !1524)
!1535 = !DILocation(line: 335, column: 26, scope: !1524)
!1536 = !DILocation(line: 335, column: 40, scope: !1524)
!1537 = !DILocation(line: 335, column: 44, scope: !1524)
!1538 = !DILocation(line: 335, column: 48, scope: !1524)
!1539 = !DILocation(line: 335, column: 5, scope: !1524)
!1540 = !DILocation(line: 336, column: 6, scope: !1524)
!1541 = !DILocation(line: 338, column: 6, scope: !1524)
!1542 = !DILocation(line: 338, column: 12, scope: !1524)
!1543 = !DILocation(line: 338, column: 10, scope: !1524)
!1544 = !DILocation(line: 333, column: 3, scope: !1524)
!1545 = distinct !DISubprogram(name: "safe_rshift_func_int8_t_s_u", scope: !652, file: !652, line: 130, type: !1546, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1546 = !DISubroutineType(types: !1547)
!1547 = !{!147, !147, !12}
!1548 = !DILocalVariable(name: "left", arg: 1, scope: !1545, file: !652, line: 130, type: !147)
!1549 = !DILocation(line: 130, column: 42, scope: !1545)
!1550 = !DILocalVariable(name: "right", arg: 2, scope: !1545, file: !652, line: 130, type: !12)
!1551 = !DILocation(line: 130, column: 61, scope: !1545)
!1552 = !DILocation(line: 135, column: 7, scope: !1545)
!1553 = !DILocation(line: 135, column: 12, scope: !1545)
!1554 = !DILocation(line: 135, column: 17, scope: !1545)
!1555 = !DILocation(line: 135, column: 36, scope: !1545)
!1556 = !DILocation(line: 135, column: 43, scope: !1545)
!1557 = !DILocation(line: 135, column: 5, scope: !1545)
!1558 = !DILocation(line: 136, column: 6, scope: !1545)
!1559 = !DILocation(line: 136, column: 5, scope: !1545)
!1560 = !DILocation(line: 138, column: 6, scope: !1545)
!1561 = !DILocation(line: 138, column: 29, scope: !1545)
!1562 = !DILocation(line: 138, column: 11, scope: !1545)
!1563 = !DILocation(line: 133, column: 3, scope: !1545)
!1564 = distinct !DISubprogram(name: "safe_sub_func_int32_t_s_s", scope: !652, file: !652, line: 302, type: !1525, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1565 = !DILocalVariable(name: "si1", arg: 1, scope: !1564, file: !652, line: 302, type: !126)
!1566 = !DILocation(line: 302, column: 41, scope: !1564)
!1567 = !DILocalVariable(name: "si2", arg: 2, scope: !1564, file: !652, line: 302, type: !126)
!1568 = !DILocation(line: 302, column: 54, scope: !1564)
!1569 = !DILocation(line: 308, column: 8, scope: !1564)
!1570 = !DILocation(line: 308, column: 12, scope: !1564)
!1571 = !DILocation(line: 308, column: 11, scope: !1564)
!1572 = !DILocation(line: 308, column: 22, scope: !1564)
!1573 = !DILocation(line: 308, column: 30, scope: !1564)
!1574 = !DILocation(line: 308, column: 34, scope: !1564)
!1575 = !DILocation(line: 308, column: 33, scope: !1564)
!1576 = !DILocation(line: 308, column: 39, scope: !1564)
!1577 = !DILocation(line: 308, column: 26, scope: !1564)
!1578 = !DILocation(line: 308, column: 56, scope: !1564)
!1579 = !DILocation(line: 308, column: 55, scope: !1564)
!1580 = !DILocation(line: 308, column: 61, scope: !1564)
!1581 = !DILocation(line: 308, column: 60, scope: !1564)
!1582 = !DILocation(line: 308, column: 17, scope: !1564)
!1583 = !DILocation(line: 308, column: 67, scope: !1564)
!1584 = !DILocation(line: 308, column: 5, scope: !1564)
!1585 = !DILocation(line: 309, column: 6, scope: !1564)
!1586 = !DILocation(line: 312, column: 6, scope: !1564)
!1587 = !DILocation(line: 312, column: 12, scope: !1564)
!1588 = !DILocation(line: 312, column: 10, scope: !1564)
!1589 = !DILocation(line: 305, column: 3, scope: !1564)
!1590 = distinct !DISubprogram(name: "safe_rshift_func_int16_t_s_s", scope: !652, file: !652, line: 248, type: !1591, scopeLine: 249, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1591 = !DISubroutineType(types: !1592)
!1592 = !{!224, !224, !13}
!1593 = !DILocalVariable(name: "left", arg: 1, scope: !1590, file: !652, line: 248, type: !224)
!1594 = !DILocation(line: 248, column: 44, scope: !1590)
!1595 = !DILocalVariable(name: "right", arg: 2, scope: !1590, file: !652, line: 248, type: !13)
!1596 = !DILocation(line: 248, column: 54, scope: !1590)
!1597 = !DILocation(line: 253, column: 7, scope: !1590)
!1598 = !DILocation(line: 253, column: 12, scope: !1590)
!1599 = !DILocation(line: 253, column: 17, scope: !1590)
!1600 = !DILocation(line: 253, column: 27, scope: !1590)
!1601 = !DILocation(line: 253, column: 34, scope: !1590)
!1602 = !DILocation(line: 253, column: 39, scope: !1590)
!1603 = !DILocation(line: 253, column: 49, scope: !1590)
!1604 = !DILocation(line: 253, column: 56, scope: !1590)
!1605 = !DILocation(line: 253, column: 5, scope: !1590)
!1606 = !DILocation(line: 254, column: 6, scope: !1590)
!1607 = !DILocation(line: 254, column: 5, scope: !1590)
!1608 = !DILocation(line: 256, column: 6, scope: !1590)
!1609 = !DILocation(line: 256, column: 20, scope: !1590)
!1610 = !DILocation(line: 256, column: 11, scope: !1590)
!1611 = !DILocation(line: 251, column: 3, scope: !1590)
!1612 = distinct !DISubprogram(name: "safe_rshift_func_uint8_t_u_s", scope: !652, file: !652, line: 615, type: !1613, scopeLine: 616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1613 = !DISubroutineType(types: !1614)
!1614 = !{!205, !205, !13}
!1615 = !DILocalVariable(name: "left", arg: 1, scope: !1612, file: !652, line: 615, type: !205)
!1616 = !DILocation(line: 615, column: 44, scope: !1612)
!1617 = !DILocalVariable(name: "right", arg: 2, scope: !1612, file: !652, line: 615, type: !13)
!1618 = !DILocation(line: 615, column: 54, scope: !1612)
!1619 = !DILocation(line: 620, column: 13, scope: !1612)
!1620 = !DILocation(line: 620, column: 20, scope: !1612)
!1621 = !DILocation(line: 620, column: 25, scope: !1612)
!1622 = !DILocation(line: 620, column: 35, scope: !1612)
!1623 = !DILocation(line: 620, column: 42, scope: !1612)
!1624 = !DILocation(line: 620, column: 5, scope: !1612)
!1625 = !DILocation(line: 621, column: 6, scope: !1612)
!1626 = !DILocation(line: 621, column: 5, scope: !1612)
!1627 = !DILocation(line: 623, column: 6, scope: !1612)
!1628 = !DILocation(line: 623, column: 20, scope: !1612)
!1629 = !DILocation(line: 623, column: 11, scope: !1612)
!1630 = !DILocation(line: 618, column: 3, scope: !1612)
!1631 = distinct !DISubprogram(name: "safe_lshift_func_int8_t_s_s", scope: !652, file: !652, line: 94, type: !1632, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1632 = !DISubroutineType(types: !1633)
!1633 = !{!147, !147, !13}
!1634 = !DILocalVariable(name: "left", arg: 1, scope: !1631, file: !652, line: 94, type: !147)
!1635 = !DILocation(line: 94, column: 42, scope: !1631)
!1636 = !DILocalVariable(name: "right", arg: 2, scope: !1631, file: !652, line: 94, type: !13)
!1637 = !DILocation(line: 94, column: 52, scope: !1631)
!1638 = !DILocation(line: 99, column: 7, scope: !1631)
!1639 = !DILocation(line: 99, column: 12, scope: !1631)
!1640 = !DILocation(line: 99, column: 17, scope: !1631)
!1641 = !DILocation(line: 99, column: 27, scope: !1631)
!1642 = !DILocation(line: 99, column: 34, scope: !1631)
!1643 = !DILocation(line: 99, column: 39, scope: !1631)
!1644 = !DILocation(line: 99, column: 49, scope: !1631)
!1645 = !DILocation(line: 99, column: 56, scope: !1631)
!1646 = !DILocation(line: 99, column: 63, scope: !1631)
!1647 = !DILocation(line: 99, column: 67, scope: !1631)
!1648 = !DILocation(line: 99, column: 93, scope: !1631)
!1649 = !DILocation(line: 99, column: 84, scope: !1631)
!1650 = !DILocation(line: 99, column: 72, scope: !1631)
!1651 = !DILocation(line: 99, column: 5, scope: !1631)
!1652 = !DILocation(line: 100, column: 6, scope: !1631)
!1653 = !DILocation(line: 100, column: 5, scope: !1631)
!1654 = !DILocation(line: 102, column: 6, scope: !1631)
!1655 = !DILocation(line: 102, column: 20, scope: !1631)
!1656 = !DILocation(line: 102, column: 11, scope: !1631)
!1657 = !DILocation(line: 97, column: 3, scope: !1631)
!1658 = distinct !DISubprogram(name: "safe_unary_minus_func_uint16_t_u", scope: !652, file: !652, line: 641, type: !1659, scopeLine: 642, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1659 = !DISubroutineType(types: !1660)
!1660 = !{!152, !152}
!1661 = !DILocalVariable(name: "ui", arg: 1, scope: !1658, file: !652, line: 641, type: !152)
!1662 = !DILocation(line: 641, column: 49, scope: !1658)
!1663 = !DILocation(line: 644, column: 11, scope: !1658)
!1664 = !DILocation(line: 644, column: 10, scope: !1658)
!1665 = !DILocation(line: 644, column: 3, scope: !1658)
!1666 = distinct !DISubprogram(name: "safe_div_func_int8_t_s_s", scope: !652, file: !652, line: 82, type: !1428, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1667 = !DILocalVariable(name: "si1", arg: 1, scope: !1666, file: !652, line: 82, type: !147)
!1668 = !DILocation(line: 82, column: 39, scope: !1666)
!1669 = !DILocalVariable(name: "si2", arg: 2, scope: !1666, file: !652, line: 82, type: !147)
!1670 = !DILocation(line: 82, column: 51, scope: !1666)
!1671 = !DILocation(line: 87, column: 7, scope: !1666)
!1672 = !DILocation(line: 87, column: 11, scope: !1666)
!1673 = !DILocation(line: 87, column: 17, scope: !1666)
!1674 = !DILocation(line: 87, column: 22, scope: !1666)
!1675 = !DILocation(line: 87, column: 26, scope: !1666)
!1676 = !DILocation(line: 87, column: 39, scope: !1666)
!1677 = !DILocation(line: 87, column: 43, scope: !1666)
!1678 = !DILocation(line: 87, column: 47, scope: !1666)
!1679 = !DILocation(line: 87, column: 5, scope: !1666)
!1680 = !DILocation(line: 88, column: 6, scope: !1666)
!1681 = !DILocation(line: 88, column: 5, scope: !1666)
!1682 = !DILocation(line: 90, column: 6, scope: !1666)
!1683 = !DILocation(line: 90, column: 12, scope: !1666)
!1684 = !DILocation(line: 90, column: 10, scope: !1666)
!1685 = !DILocation(line: 85, column: 3, scope: !1666)
!1686 = distinct !DISubprogram(name: "safe_rshift_func_int8_t_s_s", scope: !652, file: !652, line: 118, type: !1632, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1687 = !DILocalVariable(name: "left", arg: 1, scope: !1686, file: !652, line: 118, type: !147)
!1688 = !DILocation(line: 118, column: 42, scope: !1686)
!1689 = !DILocalVariable(name: "right", arg: 2, scope: !1686, file: !652, line: 118, type: !13)
!1690 = !DILocation(line: 118, column: 52, scope: !1686)
!1691 = !DILocation(line: 123, column: 7, scope: !1686)
!1692 = !DILocation(line: 123, column: 12, scope: !1686)
!1693 = !DILocation(line: 123, column: 17, scope: !1686)
!1694 = !DILocation(line: 123, column: 27, scope: !1686)
!1695 = !DILocation(line: 123, column: 34, scope: !1686)
!1696 = !DILocation(line: 123, column: 39, scope: !1686)
!1697 = !DILocation(line: 123, column: 49, scope: !1686)
!1698 = !DILocation(line: 123, column: 56, scope: !1686)
!1699 = !DILocation(line: 123, column: 5, scope: !1686)
!1700 = !DILocation(line: 124, column: 6, scope: !1686)
!1701 = !DILocation(line: 124, column: 5, scope: !1686)
!1702 = !DILocation(line: 126, column: 6, scope: !1686)
!1703 = !DILocation(line: 126, column: 20, scope: !1686)
!1704 = !DILocation(line: 126, column: 11, scope: !1686)
!1705 = !DILocation(line: 121, column: 3, scope: !1686)
!1706 = distinct !DISubprogram(name: "safe_add_func_int64_t_s_s", scope: !652, file: !652, line: 419, type: !653, scopeLine: 420, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1707 = !DILocalVariable(name: "si1", arg: 1, scope: !1706, file: !652, line: 419, type: !231)
!1708 = !DILocation(line: 419, column: 41, scope: !1706)
!1709 = !DILocalVariable(name: "si2", arg: 2, scope: !1706, file: !652, line: 419, type: !231)
!1710 = !DILocation(line: 419, column: 54, scope: !1706)
!1711 = !DILocation(line: 425, column: 8, scope: !1706)
!1712 = !DILocation(line: 425, column: 11, scope: !1706)
!1713 = !DILocation(line: 425, column: 15, scope: !1706)
!1714 = !DILocation(line: 425, column: 19, scope: !1706)
!1715 = !DILocation(line: 425, column: 22, scope: !1706)
!1716 = !DILocation(line: 425, column: 26, scope: !1706)
!1717 = !DILocation(line: 425, column: 30, scope: !1706)
!1718 = !DILocation(line: 425, column: 47, scope: !1706)
!1719 = !DILocation(line: 425, column: 46, scope: !1706)
!1720 = !DILocation(line: 425, column: 34, scope: !1706)
!1721 = !DILocation(line: 425, column: 54, scope: !1706)
!1722 = !DILocation(line: 425, column: 59, scope: !1706)
!1723 = !DILocation(line: 425, column: 62, scope: !1706)
!1724 = !DILocation(line: 425, column: 66, scope: !1706)
!1725 = !DILocation(line: 425, column: 70, scope: !1706)
!1726 = !DILocation(line: 425, column: 73, scope: !1706)
!1727 = !DILocation(line: 425, column: 77, scope: !1706)
!1728 = !DILocation(line: 425, column: 81, scope: !1706)
!1729 = !DILocation(line: 425, column: 98, scope: !1706)
!1730 = !DILocation(line: 425, column: 97, scope: !1706)
!1731 = !DILocation(line: 425, column: 85, scope: !1706)
!1732 = !DILocation(line: 425, column: 5, scope: !1706)
!1733 = !DILocation(line: 426, column: 6, scope: !1706)
!1734 = !DILocation(line: 429, column: 6, scope: !1706)
!1735 = !DILocation(line: 429, column: 12, scope: !1706)
!1736 = !DILocation(line: 429, column: 10, scope: !1706)
!1737 = !DILocation(line: 422, column: 3, scope: !1706)
!1738 = distinct !DISubprogram(name: "safe_sub_func_uint16_t_u_u", scope: !652, file: !652, line: 655, type: !1459, scopeLine: 656, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1739 = !DILocalVariable(name: "ui1", arg: 1, scope: !1738, file: !652, line: 655, type: !152)
!1740 = !DILocation(line: 655, column: 43, scope: !1738)
!1741 = !DILocalVariable(name: "ui2", arg: 2, scope: !1738, file: !652, line: 655, type: !152)
!1742 = !DILocation(line: 655, column: 57, scope: !1738)
!1743 = !DILocation(line: 658, column: 10, scope: !1738)
!1744 = !DILocation(line: 658, column: 16, scope: !1738)
!1745 = !DILocation(line: 658, column: 14, scope: !1738)
!1746 = !DILocation(line: 658, column: 3, scope: !1738)
!1747 = distinct !DISubprogram(name: "safe_unary_minus_func_int32_t_s", scope: !652, file: !652, line: 274, type: !1748, scopeLine: 275, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1748 = !DISubroutineType(types: !1749)
!1749 = !{!126, !126}
!1750 = !DILocalVariable(name: "si", arg: 1, scope: !1747, file: !652, line: 274, type: !126)
!1751 = !DILocation(line: 274, column: 47, scope: !1747)
!1752 = !DILocation(line: 280, column: 6, scope: !1747)
!1753 = !DILocation(line: 280, column: 8, scope: !1747)
!1754 = !DILocation(line: 280, column: 5, scope: !1747)
!1755 = !DILocation(line: 281, column: 6, scope: !1747)
!1756 = !DILocation(line: 284, column: 6, scope: !1747)
!1757 = !DILocation(line: 284, column: 5, scope: !1747)
!1758 = !DILocation(line: 277, column: 3, scope: !1747)
!1759 = distinct !DISubprogram(name: "safe_lshift_func_uint8_t_u_s", scope: !652, file: !652, line: 591, type: !1613, scopeLine: 592, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1760 = !DILocalVariable(name: "left", arg: 1, scope: !1759, file: !652, line: 591, type: !205)
!1761 = !DILocation(line: 591, column: 44, scope: !1759)
!1762 = !DILocalVariable(name: "right", arg: 2, scope: !1759, file: !652, line: 591, type: !13)
!1763 = !DILocation(line: 591, column: 54, scope: !1759)
!1764 = !DILocation(line: 596, column: 13, scope: !1759)
!1765 = !DILocation(line: 596, column: 20, scope: !1759)
!1766 = !DILocation(line: 596, column: 25, scope: !1759)
!1767 = !DILocation(line: 596, column: 35, scope: !1759)
!1768 = !DILocation(line: 596, column: 42, scope: !1759)
!1769 = !DILocation(line: 596, column: 49, scope: !1759)
!1770 = !DILocation(line: 596, column: 53, scope: !1759)
!1771 = !DILocation(line: 596, column: 80, scope: !1759)
!1772 = !DILocation(line: 596, column: 71, scope: !1759)
!1773 = !DILocation(line: 596, column: 58, scope: !1759)
!1774 = !DILocation(line: 596, column: 5, scope: !1759)
!1775 = !DILocation(line: 597, column: 6, scope: !1759)
!1776 = !DILocation(line: 597, column: 5, scope: !1759)
!1777 = !DILocation(line: 599, column: 6, scope: !1759)
!1778 = !DILocation(line: 599, column: 20, scope: !1759)
!1779 = !DILocation(line: 599, column: 11, scope: !1759)
!1780 = !DILocation(line: 594, column: 3, scope: !1759)
!1781 = distinct !DISubprogram(name: "safe_lshift_func_int16_t_s_u", scope: !652, file: !652, line: 236, type: !1782, scopeLine: 237, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1782 = !DISubroutineType(types: !1783)
!1783 = !{!224, !224, !12}
!1784 = !DILocalVariable(name: "left", arg: 1, scope: !1781, file: !652, line: 236, type: !224)
!1785 = !DILocation(line: 236, column: 44, scope: !1781)
!1786 = !DILocalVariable(name: "right", arg: 2, scope: !1781, file: !652, line: 236, type: !12)
!1787 = !DILocation(line: 236, column: 63, scope: !1781)
!1788 = !DILocation(line: 241, column: 7, scope: !1781)
!1789 = !DILocation(line: 241, column: 12, scope: !1781)
!1790 = !DILocation(line: 241, column: 17, scope: !1781)
!1791 = !DILocation(line: 241, column: 36, scope: !1781)
!1792 = !DILocation(line: 241, column: 43, scope: !1781)
!1793 = !DILocation(line: 241, column: 50, scope: !1781)
!1794 = !DILocation(line: 241, column: 54, scope: !1781)
!1795 = !DILocation(line: 241, column: 90, scope: !1781)
!1796 = !DILocation(line: 241, column: 72, scope: !1781)
!1797 = !DILocation(line: 241, column: 59, scope: !1781)
!1798 = !DILocation(line: 241, column: 5, scope: !1781)
!1799 = !DILocation(line: 242, column: 6, scope: !1781)
!1800 = !DILocation(line: 242, column: 5, scope: !1781)
!1801 = !DILocation(line: 244, column: 6, scope: !1781)
!1802 = !DILocation(line: 244, column: 29, scope: !1781)
!1803 = !DILocation(line: 244, column: 11, scope: !1781)
!1804 = !DILocation(line: 239, column: 3, scope: !1781)
!1805 = distinct !DISubprogram(name: "safe_rshift_func_uint16_t_u_u", scope: !652, file: !652, line: 729, type: !1504, scopeLine: 730, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1806 = !DILocalVariable(name: "left", arg: 1, scope: !1805, file: !652, line: 729, type: !152)
!1807 = !DILocation(line: 729, column: 46, scope: !1805)
!1808 = !DILocalVariable(name: "right", arg: 2, scope: !1805, file: !652, line: 729, type: !12)
!1809 = !DILocation(line: 729, column: 65, scope: !1805)
!1810 = !DILocation(line: 734, column: 21, scope: !1805)
!1811 = !DILocation(line: 734, column: 28, scope: !1805)
!1812 = !DILocation(line: 734, column: 5, scope: !1805)
!1813 = !DILocation(line: 735, column: 6, scope: !1805)
!1814 = !DILocation(line: 735, column: 5, scope: !1805)
!1815 = !DILocation(line: 737, column: 6, scope: !1805)
!1816 = !DILocation(line: 737, column: 29, scope: !1805)
!1817 = !DILocation(line: 737, column: 11, scope: !1805)
!1818 = !DILocation(line: 732, column: 3, scope: !1805)
!1819 = distinct !DISubprogram(name: "safe_add_func_uint16_t_u_u", scope: !652, file: !652, line: 648, type: !1459, scopeLine: 649, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1820 = !DILocalVariable(name: "ui1", arg: 1, scope: !1819, file: !652, line: 648, type: !152)
!1821 = !DILocation(line: 648, column: 43, scope: !1819)
!1822 = !DILocalVariable(name: "ui2", arg: 2, scope: !1819, file: !652, line: 648, type: !152)
!1823 = !DILocation(line: 648, column: 57, scope: !1819)
!1824 = !DILocation(line: 651, column: 10, scope: !1819)
!1825 = !DILocation(line: 651, column: 16, scope: !1819)
!1826 = !DILocation(line: 651, column: 14, scope: !1819)
!1827 = !DILocation(line: 651, column: 3, scope: !1819)
!1828 = distinct !DISubprogram(name: "safe_div_func_uint64_t_u_u", scope: !652, file: !652, line: 886, type: !1829, scopeLine: 887, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1829 = !DISubroutineType(types: !1830)
!1830 = !{!141, !141, !141}
!1831 = !DILocalVariable(name: "ui1", arg: 1, scope: !1828, file: !652, line: 886, type: !141)
!1832 = !DILocation(line: 886, column: 43, scope: !1828)
!1833 = !DILocalVariable(name: "ui2", arg: 2, scope: !1828, file: !652, line: 886, type: !141)
!1834 = !DILocation(line: 886, column: 57, scope: !1828)
!1835 = !DILocation(line: 891, column: 6, scope: !1828)
!1836 = !DILocation(line: 891, column: 10, scope: !1828)
!1837 = !DILocation(line: 891, column: 5, scope: !1828)
!1838 = !DILocation(line: 892, column: 6, scope: !1828)
!1839 = !DILocation(line: 894, column: 6, scope: !1828)
!1840 = !DILocation(line: 894, column: 12, scope: !1828)
!1841 = !DILocation(line: 894, column: 10, scope: !1828)
!1842 = !DILocation(line: 889, column: 3, scope: !1828)
!1843 = distinct !DISubprogram(name: "safe_div_func_uint32_t_u_u", scope: !652, file: !652, line: 783, type: !1493, scopeLine: 784, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1844 = !DILocalVariable(name: "ui1", arg: 1, scope: !1843, file: !652, line: 783, type: !92)
!1845 = !DILocation(line: 783, column: 43, scope: !1843)
!1846 = !DILocalVariable(name: "ui2", arg: 2, scope: !1843, file: !652, line: 783, type: !92)
!1847 = !DILocation(line: 783, column: 57, scope: !1843)
!1848 = !DILocation(line: 788, column: 6, scope: !1843)
!1849 = !DILocation(line: 788, column: 10, scope: !1843)
!1850 = !DILocation(line: 788, column: 5, scope: !1843)
!1851 = !DILocation(line: 789, column: 6, scope: !1843)
!1852 = !DILocation(line: 791, column: 6, scope: !1843)
!1853 = !DILocation(line: 791, column: 12, scope: !1843)
!1854 = !DILocation(line: 791, column: 10, scope: !1843)
!1855 = !DILocation(line: 786, column: 3, scope: !1843)
!1856 = distinct !DISubprogram(name: "crc32_8bytes", scope: !90, file: !90, line: 97, type: !1857, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1857 = !DISubroutineType(types: !1858)
!1858 = !{null, !141}
!1859 = !DILocalVariable(name: "val", arg: 1, scope: !1856, file: !90, line: 97, type: !141)
!1860 = !DILocation(line: 97, column: 24, scope: !1856)
!1861 = !DILocation(line: 99, column: 15, scope: !1856)
!1862 = !DILocation(line: 99, column: 18, scope: !1856)
!1863 = !DILocation(line: 99, column: 23, scope: !1856)
!1864 = !DILocation(line: 99, column: 14, scope: !1856)
!1865 = !DILocation(line: 99, column: 2, scope: !1856)
!1866 = !DILocation(line: 100, column: 15, scope: !1856)
!1867 = !DILocation(line: 100, column: 18, scope: !1856)
!1868 = !DILocation(line: 100, column: 23, scope: !1856)
!1869 = !DILocation(line: 100, column: 14, scope: !1856)
!1870 = !DILocation(line: 100, column: 2, scope: !1856)
!1871 = !DILocation(line: 101, column: 15, scope: !1856)
!1872 = !DILocation(line: 101, column: 18, scope: !1856)
!1873 = !DILocation(line: 101, column: 24, scope: !1856)
!1874 = !DILocation(line: 101, column: 14, scope: !1856)
!1875 = !DILocation(line: 101, column: 2, scope: !1856)
!1876 = !DILocation(line: 102, column: 15, scope: !1856)
!1877 = !DILocation(line: 102, column: 18, scope: !1856)
!1878 = !DILocation(line: 102, column: 24, scope: !1856)
!1879 = !DILocation(line: 102, column: 14, scope: !1856)
!1880 = !DILocation(line: 102, column: 2, scope: !1856)
!1881 = !DILocation(line: 103, column: 15, scope: !1856)
!1882 = !DILocation(line: 103, column: 18, scope: !1856)
!1883 = !DILocation(line: 103, column: 24, scope: !1856)
!1884 = !DILocation(line: 103, column: 14, scope: !1856)
!1885 = !DILocation(line: 103, column: 2, scope: !1856)
!1886 = !DILocation(line: 104, column: 15, scope: !1856)
!1887 = !DILocation(line: 104, column: 18, scope: !1856)
!1888 = !DILocation(line: 104, column: 24, scope: !1856)
!1889 = !DILocation(line: 104, column: 14, scope: !1856)
!1890 = !DILocation(line: 104, column: 2, scope: !1856)
!1891 = !DILocation(line: 105, column: 15, scope: !1856)
!1892 = !DILocation(line: 105, column: 18, scope: !1856)
!1893 = !DILocation(line: 105, column: 24, scope: !1856)
!1894 = !DILocation(line: 105, column: 14, scope: !1856)
!1895 = !DILocation(line: 105, column: 2, scope: !1856)
!1896 = !DILocation(line: 106, column: 15, scope: !1856)
!1897 = !DILocation(line: 106, column: 18, scope: !1856)
!1898 = !DILocation(line: 106, column: 24, scope: !1856)
!1899 = !DILocation(line: 106, column: 14, scope: !1856)
!1900 = !DILocation(line: 106, column: 2, scope: !1856)
!1901 = !DILocation(line: 107, column: 1, scope: !1856)
!1902 = distinct !DISubprogram(name: "crc32_byte", scope: !90, file: !90, line: 71, type: !1903, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !263)
!1903 = !DISubroutineType(types: !1904)
!1904 = !{null, !205}
!1905 = !DILocalVariable(name: "b", arg: 1, scope: !1902, file: !90, line: 71, type: !205)
!1906 = !DILocation(line: 71, column: 21, scope: !1902)
!1907 = !DILocation(line: 73, column: 5, scope: !1902)
!1908 = !DILocation(line: 73, column: 19, scope: !1902)
!1909 = !DILocation(line: 73, column: 25, scope: !1902)
!1910 = !DILocation(line: 74, column: 14, scope: !1902)
!1911 = !DILocation(line: 74, column: 30, scope: !1902)
!1912 = !DILocation(line: 74, column: 28, scope: !1902)
!1913 = !DILocation(line: 74, column: 33, scope: !1902)
!1914 = !DILocation(line: 74, column: 3, scope: !1902)
!1915 = !DILocation(line: 73, column: 39, scope: !1902)
!1916 = !DILocation(line: 72, column: 16, scope: !1902)
!1917 = !DILocation(line: 75, column: 1, scope: !1902)
