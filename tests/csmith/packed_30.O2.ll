; ModuleID = 'packed_30.c'
source_filename = "packed_30.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.U1 = type { i32 }
%struct.S0 = type <{ [17 x i8], i16 }>

@.str.1 = private unnamed_addr constant [8 x i8] c"g_22.f0\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [5 x i8] c"g_57\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [5 x i8] c"g_61\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [5 x i8] c"g_62\00", align 1, !dbg !14
@.str.5 = private unnamed_addr constant [5 x i8] c"g_67\00", align 1, !dbg !16
@.str.6 = private unnamed_addr constant [5 x i8] c"g_85\00", align 1, !dbg !18
@.str.7 = private unnamed_addr constant [9 x i8] c"g_103[i]\00", align 1, !dbg !20
@.str.8 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !25
@.str.9 = private unnamed_addr constant [6 x i8] c"g_109\00", align 1, !dbg !30
@.str.10 = private unnamed_addr constant [6 x i8] c"g_123\00", align 1, !dbg !35
@.str.11 = private unnamed_addr constant [6 x i8] c"g_129\00", align 1, !dbg !37
@.str.12 = private unnamed_addr constant [6 x i8] c"g_198\00", align 1, !dbg !39
@g_224 = internal unnamed_addr constant [9 x [10 x i16]] [[10 x i16] [i16 3, i16 13173, i16 14416, i16 13173, i16 3, i16 16147, i16 -1, i16 0, i16 -7576, i16 -17502], [10 x i16] [i16 13173, i16 -4, i16 -7, i16 1983, i16 -15685, i16 0, i16 24861, i16 28480, i16 0, i16 -17502], [10 x i16] [i16 26309, i16 1983, i16 0, i16 -1, i16 3, i16 14416, i16 0, i16 0, i16 14416, i16 3], [10 x i16] [i16 28480, i16 -1, i16 -1, i16 28480, i16 16147, i16 24861, i16 1, i16 3, i16 -1, i16 13173], [10 x i16] [i16 3, i16 -15685, i16 0, i16 28480, i16 -7, i16 -1, i16 -2, i16 24861, i16 -4, i16 -1], [10 x i16] [i16 -2, i16 28006, i16 3, i16 0, i16 -11960, i16 0, i16 -7, i16 0, i16 -11960, i16 0], [10 x i16] [i16 1983, i16 0, i16 1983, i16 11787, i16 -7576, i16 -2, i16 1, i16 28480, i16 0, i16 3], [10 x i16] [i16 -1, i16 0, i16 -7576, i16 -17502, i16 -1, i16 1, i16 28006, i16 28480, i16 1983, i16 -2], [10 x i16] [i16 -7, i16 -7576, i16 1983, i16 0, i16 0, i16 -1, i16 -1, i16 0, i16 0, i16 1983]], align 16, !dbg !41
@.str.13 = private unnamed_addr constant [12 x i8] c"g_224[i][j]\00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !57
@.str.15 = private unnamed_addr constant [9 x i8] c"g_257.f0\00", align 1, !dbg !62
@.str.16 = private unnamed_addr constant [6 x i8] c"g_264\00", align 1, !dbg !64
@.str.17 = private unnamed_addr constant [6 x i8] c"g_266\00", align 1, !dbg !66
@.str.18 = private unnamed_addr constant [6 x i8] c"g_273\00", align 1, !dbg !68
@.str.19 = private unnamed_addr constant [6 x i8] c"g_274\00", align 1, !dbg !70
@.str.20 = private unnamed_addr constant [6 x i8] c"g_282\00", align 1, !dbg !72
@.str.21 = private unnamed_addr constant [6 x i8] c"g_287\00", align 1, !dbg !74
@.str.22 = private unnamed_addr constant [6 x i8] c"g_297\00", align 1, !dbg !76
@.str.23 = private unnamed_addr constant [6 x i8] c"g_298\00", align 1, !dbg !78
@.str.24 = private unnamed_addr constant [6 x i8] c"g_299\00", align 1, !dbg !80
@.str.25 = private unnamed_addr constant [6 x i8] c"g_302\00", align 1, !dbg !82
@.str.26 = private unnamed_addr constant [6 x i8] c"g_328\00", align 1, !dbg !84
@.str.27 = private unnamed_addr constant [6 x i8] c"g_408\00", align 1, !dbg !86
@.str.28 = private unnamed_addr constant [12 x i8] c"g_414[i][j]\00", align 1, !dbg !88
@.str.29 = private unnamed_addr constant [6 x i8] c"g_468\00", align 1, !dbg !98
@.str.30 = private unnamed_addr constant [6 x i8] c"g_500\00", align 1, !dbg !100
@.str.31 = private unnamed_addr constant [6 x i8] c"g_501\00", align 1, !dbg !102
@.str.32 = private unnamed_addr constant [6 x i8] c"g_502\00", align 1, !dbg !104
@.str.33 = private unnamed_addr constant [6 x i8] c"g_507\00", align 1, !dbg !106
@.str.34 = private unnamed_addr constant [6 x i8] c"g_509\00", align 1, !dbg !108
@.str.35 = private unnamed_addr constant [6 x i8] c"g_511\00", align 1, !dbg !110
@.str.36 = private unnamed_addr constant [6 x i8] c"g_513\00", align 1, !dbg !112
@.str.37 = private unnamed_addr constant [9 x i8] c"g_517[i]\00", align 1, !dbg !114
@.str.38 = private unnamed_addr constant [12 x i8] c"g_631[i][j]\00", align 1, !dbg !116
@.str.39 = private unnamed_addr constant [6 x i8] c"g_632\00", align 1, !dbg !118
@.str.40 = private unnamed_addr constant [6 x i8] c"g_645\00", align 1, !dbg !120
@.str.41 = private unnamed_addr constant [6 x i8] c"g_646\00", align 1, !dbg !122
@.str.42 = private unnamed_addr constant [6 x i8] c"g_649\00", align 1, !dbg !124
@.str.43 = private unnamed_addr constant [9 x i8] c"g_657.f0\00", align 1, !dbg !126
@.str.44 = private unnamed_addr constant [9 x i8] c"g_657.f1\00", align 1, !dbg !128
@g_736 = internal global i32 -6, align 4, !dbg !851
@.str.45 = private unnamed_addr constant [6 x i8] c"g_736\00", align 1, !dbg !130
@g_764 = internal unnamed_addr constant [10 x [8 x i32]] [[8 x i32] [i32 274640339, i32 1, i32 -1003921194, i32 274640339, i32 -1782875294, i32 -1782875294, i32 274640339, i32 -1003921194], [8 x i32] [i32 -1043873554, i32 -1043873554, i32 -9, i32 -96602446, i32 274640339, i32 -9, i32 274640339, i32 -96602446], [8 x i32] [i32 -1003921194, i32 -96602446, i32 -1003921194, i32 -1782875294, i32 -96602446, i32 1, i32 1, i32 -96602446], [8 x i32] [i32 -96602446, i32 1, i32 1, i32 -96602446, i32 -1782875294, i32 -254859161, i32 1, i32 -254859161], [8 x i32] [i32 1, i32 -1782875294, i32 -1043873554, i32 -1782875294, i32 1, i32 -1043873554, i32 -1003921194, i32 -1003921194], [8 x i32] [i32 -254859161, i32 -1782875294, i32 1447991882, i32 1447991882, i32 -1782875294, i32 -254859161, i32 -9, i32 -1782875294], [8 x i32] [i32 -1003921194, i32 -9, i32 1447991882, i32 -1003921194, i32 1447991882, i32 -9, i32 -1003921194, i32 -254859161], [8 x i32] [i32 -1782875294, i32 1, i32 -1043873554, i32 -1003921194, i32 -1003921194, i32 -1043873554, i32 1, i32 -1782875294], [8 x i32] [i32 -254859161, i32 -1003921194, i32 -9, i32 1447991882, i32 -1003921194, i32 1447991882, i32 -9, i32 -1003921194], [8 x i32] [i32 -1782875294, i32 -9, i32 -254859161, i32 -1782875294, i32 1447991882, i32 1447991882, i32 -1782875294, i32 -254859161]], align 16, !dbg !854
@.str.46 = private unnamed_addr constant [12 x i8] c"g_764[i][j]\00", align 1, !dbg !132
@.str.47 = private unnamed_addr constant [6 x i8] c"g_780\00", align 1, !dbg !134
@.str.48 = private unnamed_addr constant [6 x i8] c"g_810\00", align 1, !dbg !136
@.str.49 = private unnamed_addr constant [9 x i8] c"g_847[i]\00", align 1, !dbg !138
@.str.50 = private unnamed_addr constant [9 x i8] c"g_857[i]\00", align 1, !dbg !140
@.str.51 = private unnamed_addr constant [6 x i8] c"g_865\00", align 1, !dbg !142
@.str.52 = private unnamed_addr constant [6 x i8] c"g_878\00", align 1, !dbg !144
@.str.53 = private unnamed_addr constant [6 x i8] c"g_912\00", align 1, !dbg !146
@.str.54 = private unnamed_addr constant [6 x i8] c"g_914\00", align 1, !dbg !148
@.str.55 = private unnamed_addr constant [6 x i8] c"g_937\00", align 1, !dbg !150
@.str.56 = private unnamed_addr constant [6 x i8] c"g_943\00", align 1, !dbg !152
@.str.57 = private unnamed_addr constant [6 x i8] c"g_944\00", align 1, !dbg !154
@.str.58 = private unnamed_addr constant [6 x i8] c"g_945\00", align 1, !dbg !156
@.str.59 = private unnamed_addr constant [6 x i8] c"g_947\00", align 1, !dbg !158
@g_951 = internal unnamed_addr constant [9 x [10 x [2 x i32]]] [[10 x [2 x i32]] [[2 x i32] [i32 -1, i32 -7], [2 x i32] [i32 -5, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 -1, i32 1036445374], [2 x i32] [i32 -3, i32 1355249564], [2 x i32] [i32 -1, i32 4], [2 x i32] [i32 0, i32 -1], [2 x i32] [i32 1300630310, i32 -6], [2 x i32] [i32 1300630310, i32 -1], [2 x i32] [i32 0, i32 4]], [10 x [2 x i32]] [[2 x i32] [i32 -1, i32 1355249564], [2 x i32] [i32 -3, i32 1036445374], [2 x i32] [i32 -1, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 -5, i32 -7], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 802020711, i32 -1], [2 x i32] [i32 -3, i32 0], [2 x i32] [i32 556225657, i32 4], [2 x i32] [i32 -7, i32 556225657]], [10 x [2 x i32]] [[2 x i32] [i32 1300630310, i32 1837197537], [2 x i32] [i32 125941683, i32 -1], [2 x i32] [i32 -7, i32 1773300316], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 470525281, i32 1036445374], [2 x i32] [i32 802020711, i32 -1], [2 x i32] [i32 0, i32 -7], [2 x i32] [i32 -32406888, i32 -7], [2 x i32] [i32 0, i32 -1], [2 x i32] [i32 802020711, i32 1036445374]], [10 x [2 x i32]] [[2 x i32] [i32 470525281, i32 0], [2 x i32] [i32 -1, i32 1773300316], [2 x i32] [i32 -7, i32 -1], [2 x i32] [i32 125941683, i32 1837197537], [2 x i32] [i32 1300630310, i32 556225657], [2 x i32] [i32 -7, i32 4], [2 x i32] [i32 556225657, i32 0], [2 x i32] [i32 -3, i32 -1], [2 x i32] [i32 802020711, i32 0], [2 x i32] [i32 -1, i32 -7]], [10 x [2 x i32]] [[2 x i32] [i32 -5, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 -1, i32 1036445374], [2 x i32] [i32 -3, i32 1355249564], [2 x i32] [i32 -1, i32 4], [2 x i32] [i32 0, i32 -1], [2 x i32] [i32 1300630310, i32 -6], [2 x i32] [i32 1300630310, i32 -1], [2 x i32] [i32 0, i32 4], [2 x i32] [i32 -1, i32 1355249564]], [10 x [2 x i32]] [[2 x i32] [i32 -3, i32 1036445374], [2 x i32] [i32 -1, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 -5, i32 -7], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 802020711, i32 -1], [2 x i32] [i32 -3, i32 0], [2 x i32] [i32 556225657, i32 4], [2 x i32] [i32 -7, i32 556225657], [2 x i32] [i32 1300630310, i32 1837197537]], [10 x [2 x i32]] [[2 x i32] [i32 125941683, i32 -1], [2 x i32] [i32 -7, i32 0], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -341802263, i32 1773300316], [2 x i32] [i32 -1, i32 -644900093], [2 x i32] [i32 -6, i32 -32406888], [2 x i32] [i32 -9, i32 -32406888], [2 x i32] [i32 -6, i32 -644900093], [2 x i32] [i32 -1, i32 1773300316], [2 x i32] [i32 -341802263, i32 0]], [10 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -32406888, i32 -1], [2 x i32] [i32 1, i32 556225657], [2 x i32] [i32 1355249564, i32 -5], [2 x i32] [i32 -32406888, i32 -8], [2 x i32] [i32 -5, i32 0], [2 x i32] [i32 125941683, i32 -1534606113], [2 x i32] [i32 -1, i32 -6], [2 x i32] [i32 -644900093, i32 -32406888], [2 x i32] [i32 -1, i32 -38710137]], [10 x [2 x i32]] [[2 x i32] [i32 -6, i32 -6], [2 x i32] [i32 -665462099, i32 1773300316], [2 x i32] [i32 125941683, i32 1804400794], [2 x i32] [i32 -1, i32 -8], [2 x i32] [i32 -38710137, i32 -1], [2 x i32] [i32 1355249564, i32 847612442], [2 x i32] [i32 1355249564, i32 -1], [2 x i32] [i32 -38710137, i32 -8], [2 x i32] [i32 -1, i32 1804400794], [2 x i32] [i32 125941683, i32 1773300316]]], align 16, !dbg !887
@.str.60 = private unnamed_addr constant [15 x i8] c"g_951[i][j][k]\00", align 1, !dbg !160
@.str.61 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !165
@.str.62 = private unnamed_addr constant [6 x i8] c"g_967\00", align 1, !dbg !170
@.str.63 = private unnamed_addr constant [7 x i8] c"g_1023\00", align 1, !dbg !178
@.str.64 = private unnamed_addr constant [10 x i8] c"g_1077.f0\00", align 1, !dbg !183
@.str.65 = private unnamed_addr constant [10 x i8] c"g_1077.f1\00", align 1, !dbg !188
@.str.66 = private unnamed_addr constant [10 x i8] c"g_1077.f2\00", align 1, !dbg !190
@.str.67 = private unnamed_addr constant [10 x i8] c"g_1077.f3\00", align 1, !dbg !192
@.str.68 = private unnamed_addr constant [10 x i8] c"g_1077.f4\00", align 1, !dbg !194
@.str.69 = private unnamed_addr constant [10 x i8] c"g_1077.f5\00", align 1, !dbg !196
@.str.70 = private unnamed_addr constant [10 x i8] c"g_1077.f6\00", align 1, !dbg !198
@.str.71 = private unnamed_addr constant [10 x i8] c"g_1077.f7\00", align 1, !dbg !200
@.str.72 = private unnamed_addr constant [10 x i8] c"g_1079.f0\00", align 1, !dbg !202
@.str.73 = private unnamed_addr constant [10 x i8] c"g_1079.f1\00", align 1, !dbg !204
@.str.74 = private unnamed_addr constant [10 x i8] c"g_1079.f2\00", align 1, !dbg !206
@.str.75 = private unnamed_addr constant [10 x i8] c"g_1079.f3\00", align 1, !dbg !208
@.str.76 = private unnamed_addr constant [10 x i8] c"g_1079.f4\00", align 1, !dbg !210
@.str.77 = private unnamed_addr constant [10 x i8] c"g_1079.f5\00", align 1, !dbg !212
@.str.78 = private unnamed_addr constant [10 x i8] c"g_1079.f6\00", align 1, !dbg !214
@.str.79 = private unnamed_addr constant [10 x i8] c"g_1079.f7\00", align 1, !dbg !216
@.str.80 = private unnamed_addr constant [10 x i8] c"g_1080.f0\00", align 1, !dbg !218
@.str.81 = private unnamed_addr constant [10 x i8] c"g_1080.f1\00", align 1, !dbg !220
@.str.82 = private unnamed_addr constant [10 x i8] c"g_1080.f2\00", align 1, !dbg !222
@.str.83 = private unnamed_addr constant [10 x i8] c"g_1080.f3\00", align 1, !dbg !224
@.str.84 = private unnamed_addr constant [10 x i8] c"g_1080.f4\00", align 1, !dbg !226
@.str.85 = private unnamed_addr constant [10 x i8] c"g_1080.f5\00", align 1, !dbg !228
@.str.86 = private unnamed_addr constant [10 x i8] c"g_1080.f6\00", align 1, !dbg !230
@.str.87 = private unnamed_addr constant [10 x i8] c"g_1080.f7\00", align 1, !dbg !232
@g_1117 = internal global [6 x [2 x [5 x %union.U1]]] [[2 x [5 x %union.U1]] [[5 x %union.U1] [%union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }], [5 x %union.U1] [%union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }]], [2 x [5 x %union.U1]] [[5 x %union.U1] [%union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }], [5 x %union.U1] [%union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }]], [2 x [5 x %union.U1]] [[5 x %union.U1] [%union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }], [5 x %union.U1] [%union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }]], [2 x [5 x %union.U1]] [[5 x %union.U1] [%union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }], [5 x %union.U1] [%union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }]], [2 x [5 x %union.U1]] [[5 x %union.U1] [%union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }], [5 x %union.U1] [%union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }]], [2 x [5 x %union.U1]] [[5 x %union.U1] [%union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }], [5 x %union.U1] [%union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }]]], align 16, !dbg !912
@.str.88 = private unnamed_addr constant [19 x i8] c"g_1117[i][j][k].f0\00", align 1, !dbg !234
@.str.89 = private unnamed_addr constant [7 x i8] c"g_1136\00", align 1, !dbg !239
@.str.90 = private unnamed_addr constant [7 x i8] c"g_1137\00", align 1, !dbg !241
@.str.91 = private unnamed_addr constant [7 x i8] c"g_1282\00", align 1, !dbg !243
@.str.92 = private unnamed_addr constant [7 x i8] c"g_1283\00", align 1, !dbg !245
@.str.93 = private unnamed_addr constant [7 x i8] c"g_1284\00", align 1, !dbg !247
@g_1363 = internal global [8 x i8] c"\9F\A2\A2\9F\A2\A2\9F\A2", align 1, !dbg !927
@.str.94 = private unnamed_addr constant [10 x i8] c"g_1363[i]\00", align 1, !dbg !249
@.str.95 = private unnamed_addr constant [10 x i8] c"g_1382.f0\00", align 1, !dbg !251
@.str.96 = private unnamed_addr constant [10 x i8] c"g_1382.f1\00", align 1, !dbg !253
@.str.97 = private unnamed_addr constant [10 x i8] c"g_1382.f2\00", align 1, !dbg !255
@.str.98 = private unnamed_addr constant [10 x i8] c"g_1382.f3\00", align 1, !dbg !257
@.str.99 = private unnamed_addr constant [10 x i8] c"g_1382.f4\00", align 1, !dbg !259
@.str.100 = private unnamed_addr constant [10 x i8] c"g_1382.f5\00", align 1, !dbg !261
@.str.101 = private unnamed_addr constant [10 x i8] c"g_1382.f6\00", align 1, !dbg !263
@.str.102 = private unnamed_addr constant [10 x i8] c"g_1382.f7\00", align 1, !dbg !265
@.str.103 = private unnamed_addr constant [10 x i8] c"g_1383.f0\00", align 1, !dbg !267
@.str.104 = private unnamed_addr constant [10 x i8] c"g_1383.f1\00", align 1, !dbg !269
@.str.105 = private unnamed_addr constant [10 x i8] c"g_1383.f2\00", align 1, !dbg !271
@.str.106 = private unnamed_addr constant [10 x i8] c"g_1383.f3\00", align 1, !dbg !273
@.str.107 = private unnamed_addr constant [10 x i8] c"g_1383.f4\00", align 1, !dbg !275
@.str.108 = private unnamed_addr constant [10 x i8] c"g_1383.f5\00", align 1, !dbg !277
@.str.109 = private unnamed_addr constant [10 x i8] c"g_1383.f6\00", align 1, !dbg !279
@.str.110 = private unnamed_addr constant [10 x i8] c"g_1383.f7\00", align 1, !dbg !281
@.str.111 = private unnamed_addr constant [16 x i8] c"g_1450[i][j].f0\00", align 1, !dbg !283
@.str.112 = private unnamed_addr constant [16 x i8] c"g_1450[i][j].f1\00", align 1, !dbg !288
@.str.113 = private unnamed_addr constant [16 x i8] c"g_1450[i][j].f2\00", align 1, !dbg !290
@.str.114 = private unnamed_addr constant [16 x i8] c"g_1450[i][j].f3\00", align 1, !dbg !292
@.str.115 = private unnamed_addr constant [16 x i8] c"g_1450[i][j].f4\00", align 1, !dbg !294
@.str.116 = private unnamed_addr constant [16 x i8] c"g_1450[i][j].f5\00", align 1, !dbg !296
@.str.117 = private unnamed_addr constant [16 x i8] c"g_1450[i][j].f6\00", align 1, !dbg !298
@.str.118 = private unnamed_addr constant [16 x i8] c"g_1450[i][j].f7\00", align 1, !dbg !300
@.str.119 = private unnamed_addr constant [7 x i8] c"g_1594\00", align 1, !dbg !302
@.str.120 = private unnamed_addr constant [10 x i8] c"g_1610.f0\00", align 1, !dbg !304
@.str.121 = private unnamed_addr constant [10 x i8] c"g_1610.f1\00", align 1, !dbg !306
@.str.122 = private unnamed_addr constant [10 x i8] c"g_1610.f2\00", align 1, !dbg !308
@.str.123 = private unnamed_addr constant [10 x i8] c"g_1610.f3\00", align 1, !dbg !310
@.str.124 = private unnamed_addr constant [10 x i8] c"g_1610.f4\00", align 1, !dbg !312
@.str.125 = private unnamed_addr constant [10 x i8] c"g_1610.f5\00", align 1, !dbg !314
@.str.126 = private unnamed_addr constant [10 x i8] c"g_1610.f6\00", align 1, !dbg !316
@.str.127 = private unnamed_addr constant [10 x i8] c"g_1610.f7\00", align 1, !dbg !318
@.str.128 = private unnamed_addr constant [10 x i8] c"g_1681.f0\00", align 1, !dbg !320
@.str.129 = private unnamed_addr constant [10 x i8] c"g_1681.f1\00", align 1, !dbg !322
@.str.130 = private unnamed_addr constant [10 x i8] c"g_1681.f2\00", align 1, !dbg !324
@.str.131 = private unnamed_addr constant [10 x i8] c"g_1681.f3\00", align 1, !dbg !326
@.str.132 = private unnamed_addr constant [10 x i8] c"g_1681.f4\00", align 1, !dbg !328
@.str.133 = private unnamed_addr constant [10 x i8] c"g_1681.f5\00", align 1, !dbg !330
@.str.134 = private unnamed_addr constant [10 x i8] c"g_1681.f6\00", align 1, !dbg !332
@.str.135 = private unnamed_addr constant [10 x i8] c"g_1681.f7\00", align 1, !dbg !334
@.str.136 = private unnamed_addr constant [10 x i8] c"g_1709.f0\00", align 1, !dbg !336
@.str.137 = private unnamed_addr constant [10 x i8] c"g_1709.f1\00", align 1, !dbg !338
@.str.138 = private unnamed_addr constant [10 x i8] c"g_1709.f2\00", align 1, !dbg !340
@.str.139 = private unnamed_addr constant [10 x i8] c"g_1709.f3\00", align 1, !dbg !342
@.str.140 = private unnamed_addr constant [10 x i8] c"g_1709.f4\00", align 1, !dbg !344
@.str.141 = private unnamed_addr constant [10 x i8] c"g_1709.f5\00", align 1, !dbg !346
@.str.142 = private unnamed_addr constant [10 x i8] c"g_1709.f6\00", align 1, !dbg !348
@.str.143 = private unnamed_addr constant [10 x i8] c"g_1709.f7\00", align 1, !dbg !350
@.str.144 = private unnamed_addr constant [10 x i8] c"g_1720.f0\00", align 1, !dbg !352
@.str.145 = private unnamed_addr constant [10 x i8] c"g_1720.f1\00", align 1, !dbg !354
@.str.146 = private unnamed_addr constant [10 x i8] c"g_1720.f2\00", align 1, !dbg !356
@.str.147 = private unnamed_addr constant [10 x i8] c"g_1720.f3\00", align 1, !dbg !358
@.str.148 = private unnamed_addr constant [10 x i8] c"g_1720.f4\00", align 1, !dbg !360
@.str.149 = private unnamed_addr constant [10 x i8] c"g_1720.f5\00", align 1, !dbg !362
@.str.150 = private unnamed_addr constant [10 x i8] c"g_1720.f6\00", align 1, !dbg !364
@.str.151 = private unnamed_addr constant [10 x i8] c"g_1720.f7\00", align 1, !dbg !366
@.str.152 = private unnamed_addr constant [7 x i8] c"g_1748\00", align 1, !dbg !368
@g_1752 = internal unnamed_addr constant [5 x [1 x [9 x i16]]] [[1 x [9 x i16]] [[9 x i16] [i16 -20458, i16 -4, i16 3, i16 3, i16 -4, i16 -20458, i16 0, i16 -20458, i16 -4]], [1 x [9 x i16]] [[9 x i16] [i16 -20458, i16 -1, i16 -1, i16 -20458, i16 -28403, i16 -4, i16 -28403, i16 -20458, i16 -1]], [1 x [9 x i16]] [[9 x i16] [i16 -28403, i16 -28403, i16 0, i16 -4, i16 22702, i16 -4, i16 0, i16 -28403, i16 -28403]], [1 x [9 x i16]] [[9 x i16] [i16 -1, i16 -20458, i16 -28403, i16 -4, i16 -28403, i16 -20458, i16 -1, i16 -1, i16 -20458]], [1 x [9 x i16]] [[9 x i16] [i16 -4, i16 -20458, i16 0, i16 -20458, i16 -4, i16 3, i16 3, i16 -4, i16 -20458]]], align 16, !dbg !953
@.str.153 = private unnamed_addr constant [16 x i8] c"g_1752[i][j][k]\00", align 1, !dbg !370
@.str.154 = private unnamed_addr constant [7 x i8] c"g_1778\00", align 1, !dbg !372
@.str.155 = private unnamed_addr constant [7 x i8] c"g_1833\00", align 1, !dbg !374
@.str.156 = private unnamed_addr constant [7 x i8] c"g_1910\00", align 1, !dbg !376
@.str.157 = private unnamed_addr constant [7 x i8] c"g_1999\00", align 1, !dbg !378
@.str.158 = private unnamed_addr constant [7 x i8] c"g_2023\00", align 1, !dbg !380
@.str.159 = private unnamed_addr constant [10 x i8] c"g_2074.f0\00", align 1, !dbg !382
@.str.160 = private unnamed_addr constant [10 x i8] c"g_2074.f1\00", align 1, !dbg !384
@.str.161 = private unnamed_addr constant [10 x i8] c"g_2074.f2\00", align 1, !dbg !386
@.str.162 = private unnamed_addr constant [10 x i8] c"g_2074.f3\00", align 1, !dbg !388
@.str.163 = private unnamed_addr constant [10 x i8] c"g_2074.f4\00", align 1, !dbg !390
@.str.164 = private unnamed_addr constant [10 x i8] c"g_2074.f5\00", align 1, !dbg !392
@.str.165 = private unnamed_addr constant [10 x i8] c"g_2074.f6\00", align 1, !dbg !394
@.str.166 = private unnamed_addr constant [10 x i8] c"g_2074.f7\00", align 1, !dbg !396
@.str.167 = private unnamed_addr constant [7 x i8] c"g_2152\00", align 1, !dbg !405
@.str.168 = private unnamed_addr constant [13 x i8] c"g_2159[i].f0\00", align 1, !dbg !407
@.str.169 = private unnamed_addr constant [13 x i8] c"g_2159[i].f1\00", align 1, !dbg !412
@.str.170 = private unnamed_addr constant [13 x i8] c"g_2159[i].f2\00", align 1, !dbg !414
@.str.171 = private unnamed_addr constant [13 x i8] c"g_2159[i].f3\00", align 1, !dbg !416
@.str.172 = private unnamed_addr constant [13 x i8] c"g_2159[i].f4\00", align 1, !dbg !418
@.str.173 = private unnamed_addr constant [13 x i8] c"g_2159[i].f5\00", align 1, !dbg !420
@.str.174 = private unnamed_addr constant [13 x i8] c"g_2159[i].f6\00", align 1, !dbg !422
@.str.175 = private unnamed_addr constant [13 x i8] c"g_2159[i].f7\00", align 1, !dbg !424
@g_2166 = internal global i64 -1, align 8, !dbg !972
@.str.176 = private unnamed_addr constant [7 x i8] c"g_2166\00", align 1, !dbg !426
@.str.177 = private unnamed_addr constant [7 x i8] c"g_2181\00", align 1, !dbg !428
@.str.178 = private unnamed_addr constant [7 x i8] c"g_2231\00", align 1, !dbg !430
@g_2304 = internal global i32 1581510258, align 4, !dbg !979
@.str.179 = private unnamed_addr constant [7 x i8] c"g_2304\00", align 1, !dbg !432
@.str.180 = private unnamed_addr constant [16 x i8] c"g_2433[i][j].f0\00", align 1, !dbg !434
@.str.181 = private unnamed_addr constant [16 x i8] c"g_2433[i][j].f1\00", align 1, !dbg !436
@.str.182 = private unnamed_addr constant [16 x i8] c"g_2433[i][j].f2\00", align 1, !dbg !438
@.str.183 = private unnamed_addr constant [16 x i8] c"g_2433[i][j].f3\00", align 1, !dbg !440
@.str.184 = private unnamed_addr constant [16 x i8] c"g_2433[i][j].f4\00", align 1, !dbg !442
@.str.185 = private unnamed_addr constant [16 x i8] c"g_2433[i][j].f5\00", align 1, !dbg !444
@.str.186 = private unnamed_addr constant [16 x i8] c"g_2433[i][j].f6\00", align 1, !dbg !446
@.str.187 = private unnamed_addr constant [16 x i8] c"g_2433[i][j].f7\00", align 1, !dbg !448
@.str.188 = private unnamed_addr constant [7 x i8] c"g_2492\00", align 1, !dbg !450
@.str.189 = private unnamed_addr constant [7 x i8] c"g_2494\00", align 1, !dbg !452
@g_2747 = internal global [10 x [7 x [3 x i8]]] [[7 x [3 x i8]] [[3 x i8] c"\05\82\FF", [3 x i8] c"\00\F9\D3", [3 x i8] c"A\FB\02", [3 x i8] c"\FD\89\FF", [3 x i8] c"\03\1Ct", [3 x i8] c"\D3\0D\FF", [3 x i8] c"\0D\FBA"], [7 x [3 x i8]] [[3 x i8] c"\06\FD\DC", [3 x i8] c"\1F%\8C", [3 x i8] c"\04j\FD", [3 x i8] c"\FD\9A\05", [3 x i8] c"\FDM\1F", [3 x i8] c"\04\01\FF", [3 x i8] c"\1F\AF#"], [7 x [3 x i8]] [[3 x i8] c"\00\0D\FE", [3 x i8] c"GD\01", [3 x i8] c"\03\EC\04", [3 x i8] c"\AF6\04", [3 x i8] c"\04\1Ff", [3 x i8] c"\1Cf\B0", [3 x i8] c"\01\01#"], [7 x [3 x i8]] [[3 x i8] c"\07\ADG", [3 x i8] c"t\FF\FF", [3 x i8] c"\FF\06G", [3 x i8] c"Gt\FF", [3 x i8] c"\EB#G", [3 x i8] c"\DF\00#", [3 x i8] c"\F9\AF\B0"], [7 x [3 x i8]] [[3 x i8] c"\04\FBf", [3 x i8] c"B\82\04", [3 x i8] c"\14\D3\04", [3 x i8] c"\FB\00\01", [3 x i8] c"\FD\8C\FE", [3 x i8] c"\82\FD\FA", [3 x i8] c"\00M\01"], [7 x [3 x i8]] [[3 x i8] c"z\FE\00", [3 x i8] c"\D3\01\07", [3 x i8] c"\02\01\AD", [3 x i8] c"f\FE\0D", [3 x i8] c"\FEM\F9", [3 x i8] c"\EC\FD\1C", [3 x i8] c"M\8C\FF"], [7 x [3 x i8]] [[3 x i8] c"\FD\00%", [3 x i8] c"#\D3\FB", [3 x i8] c"\FF\82\AF", [3 x i8] c"\01\FB\03", [3 x i8] c"\8C\AF\8C", [3 x i8] c"\01\00D", [3 x i8] c"\FF#\FF"], [7 x [3 x i8]] [[3 x i8] c"At\14", [3 x i8] c"\89\06\FD", [3 x i8] c"A\FF\03", [3 x i8] c"\FF\AD\FF", [3 x i8] c"\01\01\FF", [3 x i8] c"\8Cf\A7", [3 x i8] c"\01\1F\E7"], [7 x [3 x i8]] [[3 x i8] c"\FF6\DF", [3 x i8] c"#\EC\02", [3 x i8] c"\FDDA", [3 x i8] c"M\0D\EB", [3 x i8] c"\EC\02\FD", [3 x i8] c"\FE\05\AF", [3 x i8] c"f\1F6"], [7 x [3 x i8]] [[3 x i8] c"\02\FD6", [3 x i8] c"\D3\FF\AF", [3 x i8] c"z\FF\FD", [3 x i8] c"\00\04\EB", [3 x i8] c"\82\0CA", [3 x i8] c"\FDG\02", [3 x i8] c"\FB\01\DF"]], align 16, !dbg !990
@.str.190 = private unnamed_addr constant [16 x i8] c"g_2747[i][j][k]\00", align 1, !dbg !454
@.str.191 = private unnamed_addr constant [10 x i8] c"g_2813.f0\00", align 1, !dbg !456
@.str.192 = private unnamed_addr constant [10 x i8] c"g_2813.f1\00", align 1, !dbg !458
@.str.193 = private unnamed_addr constant [10 x i8] c"g_2813.f2\00", align 1, !dbg !460
@.str.194 = private unnamed_addr constant [10 x i8] c"g_2813.f3\00", align 1, !dbg !462
@.str.195 = private unnamed_addr constant [10 x i8] c"g_2813.f4\00", align 1, !dbg !464
@.str.196 = private unnamed_addr constant [10 x i8] c"g_2813.f5\00", align 1, !dbg !466
@.str.197 = private unnamed_addr constant [10 x i8] c"g_2813.f6\00", align 1, !dbg !468
@.str.198 = private unnamed_addr constant [10 x i8] c"g_2813.f7\00", align 1, !dbg !470
@.str.199 = private unnamed_addr constant [10 x i8] c"g_2868.f0\00", align 1, !dbg !472
@.str.200 = private unnamed_addr constant [10 x i8] c"g_2868.f1\00", align 1, !dbg !474
@.str.201 = private unnamed_addr constant [10 x i8] c"g_2868.f2\00", align 1, !dbg !476
@.str.202 = private unnamed_addr constant [10 x i8] c"g_2868.f3\00", align 1, !dbg !478
@.str.203 = private unnamed_addr constant [10 x i8] c"g_2868.f4\00", align 1, !dbg !480
@.str.204 = private unnamed_addr constant [10 x i8] c"g_2868.f5\00", align 1, !dbg !482
@.str.205 = private unnamed_addr constant [10 x i8] c"g_2868.f6\00", align 1, !dbg !484
@.str.206 = private unnamed_addr constant [10 x i8] c"g_2868.f7\00", align 1, !dbg !486
@.str.207 = private unnamed_addr constant [10 x i8] c"g_2891.f0\00", align 1, !dbg !488
@.str.208 = private unnamed_addr constant [10 x i8] c"g_2891.f1\00", align 1, !dbg !490
@.str.209 = private unnamed_addr constant [10 x i8] c"g_2891.f2\00", align 1, !dbg !492
@.str.210 = private unnamed_addr constant [10 x i8] c"g_2891.f3\00", align 1, !dbg !494
@.str.211 = private unnamed_addr constant [10 x i8] c"g_2891.f4\00", align 1, !dbg !496
@.str.212 = private unnamed_addr constant [10 x i8] c"g_2891.f5\00", align 1, !dbg !498
@.str.213 = private unnamed_addr constant [10 x i8] c"g_2891.f6\00", align 1, !dbg !500
@.str.214 = private unnamed_addr constant [10 x i8] c"g_2891.f7\00", align 1, !dbg !502
@g_2922 = internal global i64 -7920972508297679156, align 8, !dbg !1001
@.str.215 = private unnamed_addr constant [7 x i8] c"g_2922\00", align 1, !dbg !504
@.str.216 = private unnamed_addr constant [13 x i8] c"g_3007[i].f0\00", align 1, !dbg !506
@.str.217 = private unnamed_addr constant [13 x i8] c"g_3007[i].f1\00", align 1, !dbg !508
@.str.218 = private unnamed_addr constant [13 x i8] c"g_3007[i].f2\00", align 1, !dbg !510
@.str.219 = private unnamed_addr constant [13 x i8] c"g_3007[i].f3\00", align 1, !dbg !512
@.str.220 = private unnamed_addr constant [13 x i8] c"g_3007[i].f4\00", align 1, !dbg !514
@.str.221 = private unnamed_addr constant [13 x i8] c"g_3007[i].f5\00", align 1, !dbg !516
@.str.222 = private unnamed_addr constant [13 x i8] c"g_3007[i].f6\00", align 1, !dbg !518
@.str.223 = private unnamed_addr constant [13 x i8] c"g_3007[i].f7\00", align 1, !dbg !520
@.str.224 = private unnamed_addr constant [10 x i8] c"g_3018.f0\00", align 1, !dbg !522
@.str.225 = private unnamed_addr constant [10 x i8] c"g_3018.f1\00", align 1, !dbg !524
@.str.226 = private unnamed_addr constant [10 x i8] c"g_3018.f2\00", align 1, !dbg !526
@.str.227 = private unnamed_addr constant [10 x i8] c"g_3018.f3\00", align 1, !dbg !528
@.str.228 = private unnamed_addr constant [10 x i8] c"g_3018.f4\00", align 1, !dbg !530
@.str.229 = private unnamed_addr constant [10 x i8] c"g_3018.f5\00", align 1, !dbg !532
@.str.230 = private unnamed_addr constant [10 x i8] c"g_3018.f6\00", align 1, !dbg !534
@.str.231 = private unnamed_addr constant [10 x i8] c"g_3018.f7\00", align 1, !dbg !536
@g_3122 = internal global i32 -1325997888, align 4, !dbg !1009
@.str.232 = private unnamed_addr constant [7 x i8] c"g_3122\00", align 1, !dbg !538
@.str.233 = private unnamed_addr constant [10 x i8] c"g_3128.f0\00", align 1, !dbg !540
@.str.234 = private unnamed_addr constant [10 x i8] c"g_3128.f1\00", align 1, !dbg !542
@.str.235 = private unnamed_addr constant [10 x i8] c"g_3128.f2\00", align 1, !dbg !544
@.str.236 = private unnamed_addr constant [10 x i8] c"g_3128.f3\00", align 1, !dbg !546
@.str.237 = private unnamed_addr constant [10 x i8] c"g_3128.f4\00", align 1, !dbg !548
@.str.238 = private unnamed_addr constant [10 x i8] c"g_3128.f5\00", align 1, !dbg !550
@.str.239 = private unnamed_addr constant [10 x i8] c"g_3128.f6\00", align 1, !dbg !552
@.str.240 = private unnamed_addr constant [10 x i8] c"g_3128.f7\00", align 1, !dbg !554
@.str.241 = private unnamed_addr constant [10 x i8] c"g_3163.f0\00", align 1, !dbg !556
@.str.242 = private unnamed_addr constant [10 x i8] c"g_3163.f1\00", align 1, !dbg !558
@.str.243 = private unnamed_addr constant [10 x i8] c"g_3163.f2\00", align 1, !dbg !560
@.str.244 = private unnamed_addr constant [10 x i8] c"g_3163.f3\00", align 1, !dbg !562
@.str.245 = private unnamed_addr constant [10 x i8] c"g_3163.f4\00", align 1, !dbg !564
@.str.246 = private unnamed_addr constant [10 x i8] c"g_3163.f5\00", align 1, !dbg !566
@.str.247 = private unnamed_addr constant [10 x i8] c"g_3163.f6\00", align 1, !dbg !568
@.str.248 = private unnamed_addr constant [10 x i8] c"g_3163.f7\00", align 1, !dbg !570
@g_3207 = internal constant [10 x [6 x [4 x i64]]] [[6 x [4 x i64]] [[4 x i64] [i64 3895480814191915376, i64 -1679517759076693872, i64 1, i64 -9], [4 x i64] [i64 1, i64 6, i64 610731438815803812, i64 5], [4 x i64] [i64 1, i64 -1, i64 1, i64 2798164707820737468], [4 x i64] [i64 3895480814191915376, i64 5, i64 8, i64 1], [4 x i64] [i64 -4310201222825333457, i64 1, i64 0, i64 0], [4 x i64] [i64 7059680494047715370, i64 -4310201222825333457, i64 8718359071823937548, i64 -7886901539350762926]], [6 x [4 x i64]] [[4 x i64] [i64 -1950142278775154973, i64 -2538786524822103332, i64 1, i64 8852181992126910102], [4 x i64] [i64 -1679517759076693872, i64 -66106055795525721, i64 3895480814191915376, i64 -5], [4 x i64] [i64 0, i64 -3, i64 525948849389787188, i64 0], [4 x i64] [i64 -1101135080337550249, i64 7619222315062958609, i64 -1679517759076693872, i64 -4102104812908422996], [4 x i64] [i64 0, i64 -9, i64 -343981848059477401, i64 5], [4 x i64] [i64 2367451718924591604, i64 7123947669808632647, i64 0, i64 0]], [6 x [4 x i64]] [[4 x i64] [i64 -3556802627243572818, i64 2, i64 7123947669808632647, i64 7059680494047715370], [4 x i64] [i64 8852181992126910102, i64 -4860893539985770837, i64 -3556802627243572818, i64 0], [4 x i64] [i64 -3, i64 -7011832410423919618, i64 -8068540380063266190, i64 5], [4 x i64] [i64 1, i64 5454552633062527756, i64 -7916051304598183662, i64 7619222315062958609], [4 x i64] [i64 1, i64 0, i64 -7011832410423919618, i64 -7011832410423919618], [4 x i64] [i64 -1, i64 -1, i64 -2926503836575405443, i64 1]], [6 x [4 x i64]] [[4 x i64] [i64 1007643813238026511, i64 2367451718924591604, i64 1, i64 -3556802627243572818], [4 x i64] [i64 7123947669808632647, i64 525948849389787188, i64 2, i64 1], [4 x i64] [i64 234123427112281613, i64 525948849389787188, i64 5454552633062527756, i64 -3556802627243572818], [4 x i64] [i64 525948849389787188, i64 2367451718924591604, i64 -3, i64 1], [4 x i64] [i64 8718359071823937548, i64 -1, i64 0, i64 -7011832410423919618], [4 x i64] [i64 1, i64 0, i64 7059680494047715370, i64 7619222315062958609]], [6 x [4 x i64]] [[4 x i64] [i64 5, i64 5454552633062527756, i64 -4860893539985770837, i64 5], [4 x i64] [i64 -774128227882613529, i64 -7011832410423919618, i64 -1, i64 0], [4 x i64] [i64 -7916051304598183662, i64 -4860893539985770837, i64 9, i64 7059680494047715370], [4 x i64] [i64 0, i64 2, i64 0, i64 0], [4 x i64] [i64 -7011832410423919618, i64 7123947669808632647, i64 3, i64 5], [4 x i64] [i64 -3, i64 -9, i64 -1950142278775154973, i64 -4102104812908422996]], [6 x [4 x i64]] [[4 x i64] [i64 8954614043580323917, i64 7619222315062958609, i64 -10, i64 0], [4 x i64] [i64 1, i64 -3, i64 -4102104812908422996, i64 -5], [4 x i64] [i64 1, i64 -66106055795525721, i64 -2538786524822103332, i64 8852181992126910102], [4 x i64] [i64 8, i64 -2538786524822103332, i64 -774128227882613529, i64 0], [4 x i64] [i64 -9, i64 -10, i64 -1, i64 1], [4 x i64] [i64 -66106055795525721, i64 -5, i64 -66106055795525721, i64 2]], [6 x [4 x i64]] [[4 x i64] [i64 -1950142278775154973, i64 0, i64 -1, i64 -1], [4 x i64] [i64 2367451718924591604, i64 0, i64 7151548193205275963, i64 0], [4 x i64] [i64 -7916051304598183662, i64 -4102104812908422996, i64 7151548193205275963, i64 -1679517759076693872], [4 x i64] [i64 2367451718924591604, i64 -5860828108185269511, i64 -1, i64 -7086342556100779833], [4 x i64] [i64 -1950142278775154973, i64 5, i64 -66106055795525721, i64 -3556802627243572818], [4 x i64] [i64 -66106055795525721, i64 -3556802627243572818, i64 -1, i64 9]], [6 x [4 x i64]] [[4 x i64] [i64 -9, i64 -1822223085648110472, i64 610731438815803812, i64 7619222315062958609], [4 x i64] [i64 -774128227882613529, i64 1, i64 -1552896337823969246, i64 -3], [4 x i64] [i64 7619222315062958609, i64 -1, i64 5, i64 3895480814191915376], [4 x i64] [i64 6, i64 -4310201222825333457, i64 3895480814191915376, i64 1007643813238026511], [4 x i64] [i64 9, i64 0, i64 7, i64 2798164707820737468], [4 x i64] [i64 1, i64 610731438815803812, i64 1, i64 525948849389787188]], [6 x [4 x i64]] [[4 x i64] [i64 8, i64 -4636367526934398087, i64 -1101135080337550249, i64 0], [4 x i64] [i64 1, i64 9, i64 0, i64 0], [4 x i64] [i64 7123947669808632647, i64 1, i64 -1, i64 8684649279125947679], [4 x i64] [i64 610731438815803812, i64 -1101135080337550249, i64 8718359071823937548, i64 1], [4 x i64] [i64 0, i64 -343981848059477401, i64 -3, i64 -5860828108185269511], [4 x i64] [i64 -4636367526934398087, i64 1, i64 1, i64 -4636367526934398087]], [6 x [4 x i64]] [[4 x i64] [i64 1007643813238026511, i64 5454552633062527756, i64 0, i64 7], [4 x i64] [i64 -7886901539350762926, i64 -9, i64 2798164707820737468, i64 -7916051304598183662], [4 x i64] [i64 0, i64 -1, i64 -7086342556100779833, i64 -7916051304598183662], [4 x i64] [i64 7059680494047715370, i64 -9, i64 -5, i64 7], [4 x i64] [i64 -2538786524822103332, i64 5454552633062527756, i64 -3, i64 -4636367526934398087], [4 x i64] [i64 7151548193205275963, i64 1, i64 8, i64 -5860828108185269511]]], align 16, !dbg !1016
@.str.249 = private unnamed_addr constant [16 x i8] c"g_3207[i][j][k]\00", align 1, !dbg !572
@g_3224 = internal global i32 -1, align 4, !dbg !1022
@.str.250 = private unnamed_addr constant [7 x i8] c"g_3224\00", align 1, !dbg !574
@.str.251 = private unnamed_addr constant [10 x i8] c"g_3257.f0\00", align 1, !dbg !576
@.str.252 = private unnamed_addr constant [10 x i8] c"g_3257.f1\00", align 1, !dbg !578
@.str.253 = private unnamed_addr constant [10 x i8] c"g_3257.f2\00", align 1, !dbg !580
@.str.254 = private unnamed_addr constant [10 x i8] c"g_3257.f3\00", align 1, !dbg !582
@.str.255 = private unnamed_addr constant [10 x i8] c"g_3257.f4\00", align 1, !dbg !584
@.str.256 = private unnamed_addr constant [10 x i8] c"g_3257.f5\00", align 1, !dbg !586
@.str.257 = private unnamed_addr constant [10 x i8] c"g_3257.f6\00", align 1, !dbg !588
@.str.258 = private unnamed_addr constant [10 x i8] c"g_3257.f7\00", align 1, !dbg !590
@g_3292 = internal global i64 1, align 8, !dbg !1026
@.str.259 = private unnamed_addr constant [7 x i8] c"g_3292\00", align 1, !dbg !592
@.str.260 = private unnamed_addr constant [7 x i8] c"g_3444\00", align 1, !dbg !600
@.str.261 = private unnamed_addr constant [7 x i8] c"g_3484\00", align 1, !dbg !602
@.str.262 = private unnamed_addr constant [7 x i8] c"g_3485\00", align 1, !dbg !604
@.str.263 = private unnamed_addr constant [7 x i8] c"g_3722\00", align 1, !dbg !606
@g_3781 = internal global i8 5, align 1, !dbg !1034
@.str.264 = private unnamed_addr constant [7 x i8] c"g_3781\00", align 1, !dbg !608
@.str.265 = private unnamed_addr constant [7 x i8] c"g_3789\00", align 1, !dbg !610
@.str.266 = private unnamed_addr constant [7 x i8] c"g_3904\00", align 1, !dbg !612
@.str.267 = private unnamed_addr constant [10 x i8] c"g_3907.f0\00", align 1, !dbg !614
@.str.268 = private unnamed_addr constant [10 x i8] c"g_3907.f1\00", align 1, !dbg !616
@.str.269 = private unnamed_addr constant [10 x i8] c"g_3907.f2\00", align 1, !dbg !618
@.str.270 = private unnamed_addr constant [10 x i8] c"g_3907.f3\00", align 1, !dbg !620
@.str.271 = private unnamed_addr constant [10 x i8] c"g_3907.f4\00", align 1, !dbg !622
@.str.272 = private unnamed_addr constant [10 x i8] c"g_3907.f5\00", align 1, !dbg !624
@.str.273 = private unnamed_addr constant [10 x i8] c"g_3907.f6\00", align 1, !dbg !626
@.str.274 = private unnamed_addr constant [10 x i8] c"g_3907.f7\00", align 1, !dbg !628
@.str.275 = private unnamed_addr constant [10 x i8] c"g_3925.f0\00", align 1, !dbg !630
@.str.276 = private unnamed_addr constant [10 x i8] c"g_3925.f1\00", align 1, !dbg !632
@.str.277 = private unnamed_addr constant [10 x i8] c"g_3925.f2\00", align 1, !dbg !634
@.str.278 = private unnamed_addr constant [10 x i8] c"g_3925.f3\00", align 1, !dbg !636
@.str.279 = private unnamed_addr constant [10 x i8] c"g_3925.f4\00", align 1, !dbg !638
@.str.280 = private unnamed_addr constant [10 x i8] c"g_3925.f5\00", align 1, !dbg !640
@.str.281 = private unnamed_addr constant [10 x i8] c"g_3925.f6\00", align 1, !dbg !642
@.str.282 = private unnamed_addr constant [10 x i8] c"g_3925.f7\00", align 1, !dbg !644
@.str.283 = private unnamed_addr constant [10 x i8] c"g_4064.f0\00", align 1, !dbg !646
@.str.284 = private unnamed_addr constant [10 x i8] c"g_4064.f1\00", align 1, !dbg !648
@.str.285 = private unnamed_addr constant [10 x i8] c"g_4064.f2\00", align 1, !dbg !650
@.str.286 = private unnamed_addr constant [10 x i8] c"g_4064.f3\00", align 1, !dbg !652
@.str.287 = private unnamed_addr constant [10 x i8] c"g_4064.f4\00", align 1, !dbg !654
@.str.288 = private unnamed_addr constant [10 x i8] c"g_4064.f5\00", align 1, !dbg !656
@.str.289 = private unnamed_addr constant [10 x i8] c"g_4064.f6\00", align 1, !dbg !658
@.str.290 = private unnamed_addr constant [10 x i8] c"g_4064.f7\00", align 1, !dbg !660
@.str.291 = private unnamed_addr constant [7 x i8] c"g_4174\00", align 1, !dbg !662
@g_4237 = internal global i32 1, align 4, !dbg !1048
@.str.292 = private unnamed_addr constant [7 x i8] c"g_4237\00", align 1, !dbg !664
@.str.293 = private unnamed_addr constant [10 x i8] c"g_4246.f0\00", align 1, !dbg !666
@.str.294 = private unnamed_addr constant [10 x i8] c"g_4246.f1\00", align 1, !dbg !668
@.str.295 = private unnamed_addr constant [10 x i8] c"g_4246.f2\00", align 1, !dbg !670
@.str.296 = private unnamed_addr constant [10 x i8] c"g_4246.f3\00", align 1, !dbg !672
@.str.297 = private unnamed_addr constant [10 x i8] c"g_4246.f4\00", align 1, !dbg !674
@.str.298 = private unnamed_addr constant [10 x i8] c"g_4246.f5\00", align 1, !dbg !676
@.str.299 = private unnamed_addr constant [10 x i8] c"g_4246.f6\00", align 1, !dbg !678
@.str.300 = private unnamed_addr constant [10 x i8] c"g_4246.f7\00", align 1, !dbg !680
@.str.301 = private unnamed_addr constant [13 x i8] c"g_4259[i].f0\00", align 1, !dbg !682
@.str.302 = private unnamed_addr constant [13 x i8] c"g_4259[i].f1\00", align 1, !dbg !684
@.str.303 = private unnamed_addr constant [13 x i8] c"g_4259[i].f2\00", align 1, !dbg !686
@.str.304 = private unnamed_addr constant [13 x i8] c"g_4259[i].f3\00", align 1, !dbg !688
@.str.305 = private unnamed_addr constant [13 x i8] c"g_4259[i].f4\00", align 1, !dbg !690
@.str.306 = private unnamed_addr constant [13 x i8] c"g_4259[i].f5\00", align 1, !dbg !692
@.str.307 = private unnamed_addr constant [13 x i8] c"g_4259[i].f6\00", align 1, !dbg !694
@.str.308 = private unnamed_addr constant [13 x i8] c"g_4259[i].f7\00", align 1, !dbg !696
@.str.309 = private unnamed_addr constant [10 x i8] c"g_4307.f0\00", align 1, !dbg !698
@.str.310 = private unnamed_addr constant [10 x i8] c"g_4307.f1\00", align 1, !dbg !700
@.str.311 = private unnamed_addr constant [10 x i8] c"g_4307.f2\00", align 1, !dbg !702
@.str.312 = private unnamed_addr constant [10 x i8] c"g_4307.f3\00", align 1, !dbg !704
@.str.313 = private unnamed_addr constant [10 x i8] c"g_4307.f4\00", align 1, !dbg !706
@.str.314 = private unnamed_addr constant [10 x i8] c"g_4307.f5\00", align 1, !dbg !708
@.str.315 = private unnamed_addr constant [10 x i8] c"g_4307.f6\00", align 1, !dbg !710
@.str.316 = private unnamed_addr constant [10 x i8] c"g_4307.f7\00", align 1, !dbg !712
@.str.317 = private unnamed_addr constant [10 x i8] c"g_4317.f0\00", align 1, !dbg !714
@.str.318 = private unnamed_addr constant [10 x i8] c"g_4317.f1\00", align 1, !dbg !716
@.str.319 = private unnamed_addr constant [10 x i8] c"g_4317.f2\00", align 1, !dbg !718
@.str.320 = private unnamed_addr constant [10 x i8] c"g_4317.f3\00", align 1, !dbg !720
@.str.321 = private unnamed_addr constant [10 x i8] c"g_4317.f4\00", align 1, !dbg !722
@.str.322 = private unnamed_addr constant [10 x i8] c"g_4317.f5\00", align 1, !dbg !724
@.str.323 = private unnamed_addr constant [10 x i8] c"g_4317.f6\00", align 1, !dbg !726
@.str.324 = private unnamed_addr constant [10 x i8] c"g_4317.f7\00", align 1, !dbg !728
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !1062
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !730
@.str.325 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !742
@g_1077 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -46, i8 -62, i8 -1, i8 -33, i8 17, i8 -5, i8 -1, i8 -17, i8 127, i8 23, i8 0, i8 97, i8 1, i8 112, i8 -123, i8 1, i8 0, i8 67, i8 0 }, align 16, !dbg !893
@g_1079 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 106, i8 24, i8 0, i8 32, i8 45, i8 7, i8 0, i8 56, i8 64, i8 26, i8 -128, i8 41, i8 -1, i8 -21, i8 -70, i8 0, i8 0, i8 32, i8 1 }, align 16, !dbg !908
@g_1080 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -46, i8 -70, i8 -1, i8 95, i8 107, i8 15, i8 0, i8 48, i8 -112, i8 -19, i8 127, i8 99, i8 0, i8 60, i8 -113, i8 0, i8 0, i8 -98, i8 0 }, align 16, !dbg !910
@g_1382 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -126, i8 -68, i8 -1, i8 31, i8 -17, i8 -2, i8 -1, i8 15, i8 0, i8 -16, i8 127, i8 -76, i8 -2, i8 47, i8 56, i8 0, i8 0, i8 1, i8 1 }, align 16, !dbg !931
@g_1383 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 51, i8 0, i8 96, i8 105, i8 6, i8 0, i8 -112, i8 47, i8 30, i8 0, i8 -92, i8 -1, i8 83, i8 100, i8 0, i8 0, i8 29, i8 0 }, align 16, !dbg !934
@g_1450 = internal global [9 x [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -18, i8 77, i8 0, i8 64, i8 -120, i8 -13, i8 -1, i8 127, i8 -48, i8 -22, i8 127, i8 76, i8 -1, i8 -9, i8 -55, i8 0, i8 0, i8 2, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -18, i8 77, i8 0, i8 64, i8 -120, i8 -13, i8 -1, i8 127, i8 -48, i8 -22, i8 127, i8 76, i8 -1, i8 -9, i8 -55, i8 0, i8 0, i8 2, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }], [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 15, i8 0, i8 64, i8 -73, i8 -12, i8 -1, i8 23, i8 -96, i8 15, i8 -128, i8 -7, i8 -2, i8 43, i8 -23, i8 0, i8 0, i8 48, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 80, i8 9, i8 0, i8 32, i8 -107, i8 -9, i8 -1, i8 15, i8 112, i8 -16, i8 -1, i8 -102, i8 0, i8 80, i8 88, i8 1, i8 0, i8 -47, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 80, i8 9, i8 0, i8 32, i8 -107, i8 -9, i8 -1, i8 15, i8 112, i8 -16, i8 -1, i8 -102, i8 0, i8 80, i8 88, i8 1, i8 0, i8 -47, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 15, i8 0, i8 64, i8 -73, i8 -12, i8 -1, i8 23, i8 -96, i8 15, i8 -128, i8 -7, i8 -2, i8 43, i8 -23, i8 0, i8 0, i8 48, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }], [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 80, i8 9, i8 0, i8 32, i8 -107, i8 -9, i8 -1, i8 15, i8 112, i8 -16, i8 -1, i8 -102, i8 0, i8 80, i8 88, i8 1, i8 0, i8 -47, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 80, i8 9, i8 0, i8 32, i8 -107, i8 -9, i8 -1, i8 15, i8 112, i8 -16, i8 -1, i8 -102, i8 0, i8 80, i8 88, i8 1, i8 0, i8 -47, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 15, i8 0, i8 64, i8 -73, i8 -12, i8 -1, i8 23, i8 -96, i8 15, i8 -128, i8 -7, i8 -2, i8 43, i8 -23, i8 0, i8 0, i8 48, i8 1 }], [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -18, i8 77, i8 0, i8 64, i8 -120, i8 -13, i8 -1, i8 127, i8 -48, i8 -22, i8 127, i8 76, i8 -1, i8 -9, i8 -55, i8 0, i8 0, i8 2, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -18, i8 77, i8 0, i8 64, i8 -120, i8 -13, i8 -1, i8 127, i8 -48, i8 -22, i8 127, i8 76, i8 -1, i8 -9, i8 -55, i8 0, i8 0, i8 2, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }], [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 15, i8 0, i8 64, i8 -73, i8 -12, i8 -1, i8 23, i8 -96, i8 15, i8 -128, i8 -7, i8 -2, i8 43, i8 -23, i8 0, i8 0, i8 48, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 80, i8 9, i8 0, i8 32, i8 -107, i8 -9, i8 -1, i8 15, i8 112, i8 -16, i8 -1, i8 -102, i8 0, i8 80, i8 88, i8 1, i8 0, i8 -47, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 80, i8 9, i8 0, i8 32, i8 -107, i8 -9, i8 -1, i8 15, i8 112, i8 -16, i8 -1, i8 -102, i8 0, i8 80, i8 88, i8 1, i8 0, i8 -47, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }], [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 15, i8 0, i8 64, i8 -73, i8 -12, i8 -1, i8 23, i8 -96, i8 15, i8 -128, i8 -7, i8 -2, i8 43, i8 -23, i8 0, i8 0, i8 48, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 80, i8 9, i8 0, i8 32, i8 -107, i8 -9, i8 -1, i8 15, i8 112, i8 -16, i8 -1, i8 -102, i8 0, i8 80, i8 88, i8 1, i8 0, i8 -47, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 80, i8 9, i8 0, i8 32, i8 -107, i8 -9, i8 -1, i8 15, i8 112, i8 -16, i8 -1, i8 -102, i8 0, i8 80, i8 88, i8 1, i8 0, i8 -47, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 15, i8 0, i8 64, i8 -73, i8 -12, i8 -1, i8 23, i8 -96, i8 15, i8 -128, i8 -7, i8 -2, i8 43, i8 -23, i8 0, i8 0, i8 48, i8 1 }], [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -18, i8 77, i8 0, i8 64, i8 -120, i8 -13, i8 -1, i8 127, i8 -48, i8 -22, i8 127, i8 76, i8 -1, i8 -9, i8 -55, i8 0, i8 0, i8 2, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -18, i8 77, i8 0, i8 64, i8 -120, i8 -13, i8 -1, i8 127, i8 -48, i8 -22, i8 127, i8 76, i8 -1, i8 -9, i8 -55, i8 0, i8 0, i8 2, i8 1 }], [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 15, i8 0, i8 64, i8 -73, i8 -12, i8 -1, i8 23, i8 -96, i8 15, i8 -128, i8 -7, i8 -2, i8 43, i8 -23, i8 0, i8 0, i8 48, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -30, i8 20, i8 0, i8 0, i8 -80, i8 -12, i8 -1, i8 119, i8 -72, i8 21, i8 0, i8 115, i8 -1, i8 -17, i8 -111, i8 0, i8 0, i8 -77, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -96, i8 -31, i8 -1, i8 -97, i8 -106, i8 11, i8 0, i8 -120, i8 127, i8 -15, i8 127, i8 -30, i8 0, i8 -104, i8 54, i8 0, i8 0, i8 19, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }], [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -96, i8 -31, i8 -1, i8 -97, i8 -106, i8 11, i8 0, i8 -120, i8 127, i8 -15, i8 127, i8 -30, i8 0, i8 -104, i8 54, i8 0, i8 0, i8 19, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -30, i8 20, i8 0, i8 0, i8 -80, i8 -12, i8 -1, i8 119, i8 -72, i8 21, i8 0, i8 115, i8 -1, i8 -17, i8 -111, i8 0, i8 0, i8 -77, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -30, i8 20, i8 0, i8 0, i8 -80, i8 -12, i8 -1, i8 119, i8 -72, i8 21, i8 0, i8 115, i8 -1, i8 -17, i8 -111, i8 0, i8 0, i8 -77, i8 0 }]], align 16, !dbg !936
@g_1610 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -55, i8 -1, i8 -97, i8 3, i8 -3, i8 -1, i8 -81, i8 -65, i8 -13, i8 127, i8 -69, i8 -1, i8 31, i8 70, i8 0, i8 0, i8 78, i8 1 }, align 16, !dbg !942
@g_1681 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 3, i8 0, i8 32, i8 -67, i8 -14, i8 -1, i8 79, i8 -40, i8 -22, i8 -1, i8 56, i8 1, i8 -24, i8 28, i8 1, i8 0, i8 49, i8 0 }, align 16, !dbg !944
@g_1709 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 -7, i8 -1, i8 127, i8 86, i8 -6, i8 -1, i8 -41, i8 23, i8 11, i8 -128, i8 -89, i8 -1, i8 43, i8 102, i8 1, i8 0, i8 48, i8 1 }, align 16, !dbg !946
@g_1720 = internal constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 81, i8 0, i8 -32, i8 72, i8 -14, i8 -1, i8 31, i8 8, i8 10, i8 -128, i8 -16, i8 -1, i8 -61, i8 66, i8 0, i8 0, i8 -46, i8 0 }, align 16, !dbg !948
@g_2074 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -4, i8 60, i8 0, i8 -32, i8 -59, i8 9, i8 0, i8 112, i8 -88, i8 28, i8 -128, i8 -68, i8 -2, i8 39, i8 -35, i8 0, i8 0, i8 -126, i8 0 }, align 16, !dbg !967
@g_2159 = internal global [3 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -15, i8 11, i8 0, i8 -32, i8 -116, i8 0, i8 0, i8 40, i8 120, i8 14, i8 -128, i8 -1, i8 -2, i8 27, i8 83, i8 1, i8 0, i8 80, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -15, i8 11, i8 0, i8 -32, i8 -116, i8 0, i8 0, i8 40, i8 120, i8 14, i8 -128, i8 -1, i8 -2, i8 27, i8 83, i8 1, i8 0, i8 80, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -15, i8 11, i8 0, i8 -32, i8 -116, i8 0, i8 0, i8 40, i8 120, i8 14, i8 -128, i8 -1, i8 -2, i8 27, i8 83, i8 1, i8 0, i8 80, i8 1 }], align 16, !dbg !969
@g_2433 = internal global [7 x [4 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[4 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -75, i8 -37, i8 -1, i8 -97, i8 -36, i8 15, i8 0, i8 -8, i8 87, i8 7, i8 -128, i8 -69, i8 -1, i8 -29, i8 -1, i8 0, i8 0, i8 -15, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -75, i8 -37, i8 -1, i8 -97, i8 -36, i8 15, i8 0, i8 -8, i8 87, i8 7, i8 -128, i8 -69, i8 -1, i8 -29, i8 -1, i8 0, i8 0, i8 -15, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 41, i8 0, i8 -128, i8 -108, i8 -6, i8 -1, i8 -17, i8 95, i8 0, i8 -128, i8 -13, i8 0, i8 92, i8 49, i8 1, i8 0, i8 -19, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 8, i8 -20, i8 -1, i8 -65, i8 -110, i8 -13, i8 -1, i8 87, i8 8, i8 -4, i8 -1, i8 30, i8 1, i8 -84, i8 -30, i8 1, i8 0, i8 82, i8 1 }], [4 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 -43, i8 -1, i8 -33, i8 76, i8 -7, i8 -1, i8 63, i8 16, i8 4, i8 -128, i8 -70, i8 -1, i8 -1, i8 76, i8 0, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -25, i8 -2, i8 -1, i8 -65, i8 85, i8 -16, i8 -1, i8 -25, i8 -1, i8 18, i8 -128, i8 -37, i8 0, i8 -56, i8 93, i8 0, i8 0, i8 -65, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 -43, i8 -1, i8 -33, i8 76, i8 -7, i8 -1, i8 63, i8 16, i8 4, i8 -128, i8 -70, i8 -1, i8 -1, i8 76, i8 0, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 41, i8 0, i8 -128, i8 -108, i8 -6, i8 -1, i8 -17, i8 95, i8 0, i8 -128, i8 -13, i8 0, i8 92, i8 49, i8 1, i8 0, i8 -19, i8 0 }], [4 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 -43, i8 -1, i8 -33, i8 76, i8 -7, i8 -1, i8 63, i8 16, i8 4, i8 -128, i8 -70, i8 -1, i8 -1, i8 76, i8 0, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 41, i8 0, i8 -128, i8 -108, i8 -6, i8 -1, i8 -17, i8 95, i8 0, i8 -128, i8 -13, i8 0, i8 92, i8 49, i8 1, i8 0, i8 -19, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 41, i8 0, i8 -128, i8 -108, i8 -6, i8 -1, i8 -17, i8 95, i8 0, i8 -128, i8 -13, i8 0, i8 92, i8 49, i8 1, i8 0, i8 -19, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 -43, i8 -1, i8 -33, i8 76, i8 -7, i8 -1, i8 63, i8 16, i8 4, i8 -128, i8 -70, i8 -1, i8 -1, i8 76, i8 0, i8 0, i8 93, i8 0 }], [4 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -75, i8 -37, i8 -1, i8 -97, i8 -36, i8 15, i8 0, i8 -8, i8 87, i8 7, i8 -128, i8 -69, i8 -1, i8 -29, i8 -1, i8 0, i8 0, i8 -15, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 41, i8 0, i8 -128, i8 -108, i8 -6, i8 -1, i8 -17, i8 95, i8 0, i8 -128, i8 -13, i8 0, i8 92, i8 49, i8 1, i8 0, i8 -19, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 8, i8 -20, i8 -1, i8 -65, i8 -110, i8 -13, i8 -1, i8 87, i8 8, i8 -4, i8 -1, i8 30, i8 1, i8 -84, i8 -30, i8 1, i8 0, i8 82, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 41, i8 0, i8 -128, i8 -108, i8 -6, i8 -1, i8 -17, i8 95, i8 0, i8 -128, i8 -13, i8 0, i8 92, i8 49, i8 1, i8 0, i8 -19, i8 0 }], [4 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 41, i8 0, i8 -128, i8 -108, i8 -6, i8 -1, i8 -17, i8 95, i8 0, i8 -128, i8 -13, i8 0, i8 92, i8 49, i8 1, i8 0, i8 -19, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -25, i8 -2, i8 -1, i8 -65, i8 85, i8 -16, i8 -1, i8 -25, i8 -1, i8 18, i8 -128, i8 -37, i8 0, i8 -56, i8 93, i8 0, i8 0, i8 -65, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 8, i8 -20, i8 -1, i8 -65, i8 -110, i8 -13, i8 -1, i8 87, i8 8, i8 -4, i8 -1, i8 30, i8 1, i8 -84, i8 -30, i8 1, i8 0, i8 82, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 8, i8 -20, i8 -1, i8 -65, i8 -110, i8 -13, i8 -1, i8 87, i8 8, i8 -4, i8 -1, i8 30, i8 1, i8 -84, i8 -30, i8 1, i8 0, i8 82, i8 1 }], [4 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -75, i8 -37, i8 -1, i8 -97, i8 -36, i8 15, i8 0, i8 -8, i8 87, i8 7, i8 -128, i8 -69, i8 -1, i8 -29, i8 -1, i8 0, i8 0, i8 -15, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -75, i8 -37, i8 -1, i8 -97, i8 -36, i8 15, i8 0, i8 -8, i8 87, i8 7, i8 -128, i8 -69, i8 -1, i8 -29, i8 -1, i8 0, i8 0, i8 -15, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 41, i8 0, i8 -128, i8 -108, i8 -6, i8 -1, i8 -17, i8 95, i8 0, i8 -128, i8 -13, i8 0, i8 92, i8 49, i8 1, i8 0, i8 -19, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 8, i8 -20, i8 -1, i8 -65, i8 -110, i8 -13, i8 -1, i8 87, i8 8, i8 -4, i8 -1, i8 30, i8 1, i8 -84, i8 -30, i8 1, i8 0, i8 82, i8 1 }], [4 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 -43, i8 -1, i8 -33, i8 76, i8 -7, i8 -1, i8 63, i8 16, i8 4, i8 -128, i8 -70, i8 -1, i8 -1, i8 76, i8 0, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -25, i8 -2, i8 -1, i8 -65, i8 85, i8 -16, i8 -1, i8 -25, i8 -1, i8 18, i8 -128, i8 -37, i8 0, i8 -56, i8 93, i8 0, i8 0, i8 -65, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 -43, i8 -1, i8 -33, i8 76, i8 -7, i8 -1, i8 63, i8 16, i8 4, i8 -128, i8 -70, i8 -1, i8 -1, i8 76, i8 0, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 41, i8 0, i8 -128, i8 -108, i8 -6, i8 -1, i8 -17, i8 95, i8 0, i8 -128, i8 -13, i8 0, i8 92, i8 49, i8 1, i8 0, i8 -19, i8 0 }]], align 16, !dbg !981
@g_2813 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -29, i8 72, i8 0, i8 96, i8 -60, i8 -7, i8 -1, i8 23, i8 72, i8 -23, i8 127, i8 50, i8 -1, i8 -29, i8 3, i8 0, i8 0, i8 83, i8 0 }, align 16, !dbg !994
@g_2868 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 126, i8 -88, i8 -1, i8 95, i8 -57, i8 -15, i8 -1, i8 -65, i8 39, i8 21, i8 -128, i8 114, i8 -1, i8 27, i8 109, i8 1, i8 0, i8 126, i8 0 }, align 16, !dbg !996
@g_2891 = internal constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 7, i8 22, i8 0, i8 96, i8 -34, i8 -11, i8 -1, i8 -65, i8 -65, i8 -19, i8 -1, i8 19, i8 1, i8 -36, i8 -11, i8 1, i8 0, i8 -29, i8 0 }, align 16, !dbg !998
@g_3007 = internal global [1 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 74, i8 -71, i8 -1, i8 31, i8 -25, i8 12, i8 0, i8 -24, i8 15, i8 -16, i8 127, i8 -86, i8 -2, i8 63, i8 -42, i8 1, i8 0, i8 50, i8 0 }], align 16, !dbg !1003
@g_3018 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -24, i8 -36, i8 -1, i8 63, i8 -25, i8 5, i8 0, i8 8, i8 16, i8 29, i8 -128, i8 106, i8 0, i8 -44, i8 32, i8 0, i8 0, i8 45, i8 0 }, align 16, !dbg !1007
@g_3128 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -124, i8 59, i8 0, i8 96, i8 -98, i8 3, i8 0, i8 16, i8 -8, i8 16, i8 -128, i8 46, i8 1, i8 84, i8 54, i8 0, i8 0, i8 17, i8 0 }, align 16, !dbg !1012
@g_3163 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 51, i8 0, i8 64, i8 58, i8 -14, i8 -1, i8 7, i8 72, i8 1, i8 0, i8 104, i8 1, i8 48, i8 -110, i8 1, i8 0, i8 -96, i8 0 }, align 16, !dbg !1014
@g_3257 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 30, i8 0, i8 -128, i8 25, i8 8, i8 0, i8 -112, i8 -41, i8 -19, i8 127, i8 -61, i8 -2, i8 -57, i8 -111, i8 1, i8 0, i8 97, i8 0 }, align 16, !dbg !1024
@g_3907 = internal constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 -2, i8 -1, i8 -65, i8 -67, i8 7, i8 0, i8 -112, i8 -57, i8 24, i8 0, i8 73, i8 -1, i8 87, i8 -97, i8 0, i8 0, i8 32, i8 0 }, align 16, !dbg !1040
@g_3925 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -50, i8 22, i8 0, i8 -32, i8 97, i8 -11, i8 -1, i8 -49, i8 79, i8 -20, i8 127, i8 58, i8 1, i8 -32, i8 101, i8 1, i8 0, i8 46, i8 0 }, align 16, !dbg !1042
@g_4064 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 127, i8 -70, i8 -1, i8 -33, i8 -72, i8 3, i8 0, i8 -64, i8 15, i8 -17, i8 127, i8 -124, i8 -1, i8 -113, i8 49, i8 1, i8 0, i8 13, i8 1 }, align 16, !dbg !1044
@g_4246 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -73, i8 37, i8 0, i8 -128, i8 1, i8 8, i8 0, i8 80, i8 -72, i8 14, i8 -128, i8 -14, i8 -1, i8 15, i8 57, i8 0, i8 0, i8 99, i8 0 }, align 16, !dbg !1050
@g_4259 = internal global [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -123, i8 -54, i8 -1, i8 95, i8 -125, i8 11, i8 0, i8 32, i8 -8, i8 26, i8 -128, i8 -98, i8 -1, i8 -125, i8 25, i8 1, i8 0, i8 61, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -123, i8 -54, i8 -1, i8 95, i8 -125, i8 11, i8 0, i8 32, i8 -8, i8 26, i8 -128, i8 -98, i8 -1, i8 -125, i8 25, i8 1, i8 0, i8 61, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -123, i8 -54, i8 -1, i8 95, i8 -125, i8 11, i8 0, i8 32, i8 -8, i8 26, i8 -128, i8 -98, i8 -1, i8 -125, i8 25, i8 1, i8 0, i8 61, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -123, i8 -54, i8 -1, i8 95, i8 -125, i8 11, i8 0, i8 32, i8 -8, i8 26, i8 -128, i8 -98, i8 -1, i8 -125, i8 25, i8 1, i8 0, i8 61, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -123, i8 -54, i8 -1, i8 95, i8 -125, i8 11, i8 0, i8 32, i8 -8, i8 26, i8 -128, i8 -98, i8 -1, i8 -125, i8 25, i8 1, i8 0, i8 61, i8 1 }], align 16, !dbg !1052
@g_4307 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 74, i8 85, i8 0, i8 -128, i8 23, i8 10, i8 0, i8 -96, i8 71, i8 8, i8 0, i8 42, i8 0, i8 32, i8 -5, i8 1, i8 0, i8 48, i8 1 }, align 16, !dbg !1055
@g_4317 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 78, i8 0, i8 96, i8 7, i8 13, i8 0, i8 80, i8 120, i8 19, i8 0, i8 21, i8 -1, i8 55, i8 -14, i8 0, i8 0, i8 61, i8 0 }, align 16, !dbg !1057
@.str.354 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !1059

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !1074 {
    #dbg_value(i32 %0, !1080, !DIExpression(), !1086)
    #dbg_value(ptr %1, !1081, !DIExpression(), !1086)
    #dbg_value(i32 0, !1085, !DIExpression(), !1086)
  %3 = icmp eq i32 %0, 2, !dbg !1087
  br i1 %3, label %4, label %20, !dbg !1089

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1090
  %6 = load ptr, ptr %5, align 8, !dbg !1090, !tbaa !1091
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = add nsw i32 %8, -49
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = getelementptr inbounds i8, ptr %6, i64 1
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i32
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi i32 [ %9, %4 ], [ %14, %11 ]
  %17 = icmp ne i32 %16, 0, !dbg !1095
  %18 = xor i1 %17, true, !dbg !1096
  %19 = zext i1 %18 to i32, !dbg !1096
  br label %20, !dbg !1096

20:                                               ; preds = %2, %15
  %21 = phi i1 [ true, %2 ], [ %17, %15 ], !dbg !1086
  %22 = phi i32 [ 0, %2 ], [ %19, %15 ], !dbg !1086
    #dbg_value(i32 %22, !1085, !DIExpression(), !1086)
    #dbg_value(i32 -306674912, !1097, !DIExpression(), !1105)
    #dbg_value(i32 0, !1103, !DIExpression(), !1105)
  br label %23, !dbg !1107

23:                                               ; preds = %23, %20
  %24 = phi i64 [ 0, %20 ], [ %67, %23 ], !dbg !1109
  %25 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %20 ], [ %68, %23 ], !dbg !1111
  %26 = and <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>, !dbg !1111
  %27 = icmp eq <4 x i32> %26, zeroinitializer, !dbg !1111
  %28 = lshr <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>, !dbg !1117
  %29 = xor <4 x i32> %28, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !1117
  %30 = select <4 x i1> %27, <4 x i32> %28, <4 x i32> %29, !dbg !1117
  %31 = and <4 x i32> %30, <i32 1, i32 1, i32 1, i32 1>, !dbg !1111
  %32 = icmp eq <4 x i32> %31, zeroinitializer, !dbg !1111
  %33 = lshr <4 x i32> %30, <i32 1, i32 1, i32 1, i32 1>, !dbg !1117
  %34 = xor <4 x i32> %33, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !1117
  %35 = select <4 x i1> %32, <4 x i32> %33, <4 x i32> %34, !dbg !1117
  %36 = and <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>, !dbg !1111
  %37 = icmp eq <4 x i32> %36, zeroinitializer, !dbg !1111
  %38 = lshr <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>, !dbg !1117
  %39 = xor <4 x i32> %38, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !1117
  %40 = select <4 x i1> %37, <4 x i32> %38, <4 x i32> %39, !dbg !1117
  %41 = and <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>, !dbg !1111
  %42 = icmp eq <4 x i32> %41, zeroinitializer, !dbg !1111
  %43 = lshr <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>, !dbg !1117
  %44 = xor <4 x i32> %43, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !1117
  %45 = select <4 x i1> %42, <4 x i32> %43, <4 x i32> %44, !dbg !1117
  %46 = and <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>, !dbg !1111
  %47 = icmp eq <4 x i32> %46, zeroinitializer, !dbg !1111
  %48 = lshr <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>, !dbg !1117
  %49 = xor <4 x i32> %48, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !1117
  %50 = select <4 x i1> %47, <4 x i32> %48, <4 x i32> %49, !dbg !1117
  %51 = and <4 x i32> %50, <i32 1, i32 1, i32 1, i32 1>, !dbg !1111
  %52 = icmp eq <4 x i32> %51, zeroinitializer, !dbg !1111
  %53 = lshr <4 x i32> %50, <i32 1, i32 1, i32 1, i32 1>, !dbg !1117
  %54 = xor <4 x i32> %53, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !1117
  %55 = select <4 x i1> %52, <4 x i32> %53, <4 x i32> %54, !dbg !1117
  %56 = and <4 x i32> %55, <i32 1, i32 1, i32 1, i32 1>, !dbg !1111
  %57 = icmp eq <4 x i32> %56, zeroinitializer, !dbg !1111
  %58 = lshr <4 x i32> %55, <i32 1, i32 1, i32 1, i32 1>, !dbg !1117
  %59 = xor <4 x i32> %58, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !1117
  %60 = select <4 x i1> %57, <4 x i32> %58, <4 x i32> %59, !dbg !1117
  %61 = and <4 x i32> %60, <i32 1, i32 1, i32 1, i32 1>, !dbg !1111
  %62 = icmp eq <4 x i32> %61, zeroinitializer, !dbg !1111
  %63 = lshr <4 x i32> %60, <i32 1, i32 1, i32 1, i32 1>, !dbg !1117
  %64 = xor <4 x i32> %63, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !1117
  %65 = select <4 x i1> %62, <4 x i32> %63, <4 x i32> %64, !dbg !1117
  %66 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !1118
  store <4 x i32> %65, ptr %66, align 16, !dbg !1119, !tbaa !1120
  %67 = add nuw i64 %24, 4, !dbg !1109
  %68 = add <4 x i32> %25, <i32 4, i32 4, i32 4, i32 4>, !dbg !1111
  %69 = icmp eq i64 %67, 256, !dbg !1109
  br i1 %69, label %70, label %23, !dbg !1109, !llvm.loop !1122

70:                                               ; preds = %23
  tail call fastcc void @transparent_crc(i64 noundef 1333319627, ptr noundef nonnull @.str.1, i32 noundef %22), !dbg !1127
  tail call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.2, i32 noundef %22), !dbg !1128
  tail call fastcc void @transparent_crc(i64 noundef 105, ptr noundef nonnull @.str.3, i32 noundef %22), !dbg !1129
  tail call fastcc void @transparent_crc(i64 noundef 68, ptr noundef nonnull @.str.4, i32 noundef %22), !dbg !1130
  tail call fastcc void @transparent_crc(i64 noundef 1578342995, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !1131
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.6, i32 noundef %22), !dbg !1132
    #dbg_value(i32 0, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 4294967291, ptr noundef nonnull @.str.7, i32 noundef %22), !dbg !1133
  br i1 %21, label %71, label %72, !dbg !1137

71:                                               ; preds = %70
    #dbg_value(i32 1, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 4294967291, ptr noundef nonnull @.str.7, i32 noundef %22), !dbg !1133
    #dbg_value(i32 2, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 4294967291, ptr noundef nonnull @.str.7, i32 noundef %22), !dbg !1133
    #dbg_value(i32 3, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 4294967291, ptr noundef nonnull @.str.7, i32 noundef %22), !dbg !1133
    #dbg_value(i32 4, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 4294967291, ptr noundef nonnull @.str.7, i32 noundef %22), !dbg !1133
    #dbg_value(i32 5, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 4294967291, ptr noundef nonnull @.str.7, i32 noundef %22), !dbg !1133
  br label %79, !dbg !1137

72:                                               ; preds = %70
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0), !dbg !1138
    #dbg_value(i32 1, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 4294967291, ptr noundef nonnull @.str.7, i32 noundef %22), !dbg !1133
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1), !dbg !1138
    #dbg_value(i32 2, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 4294967291, ptr noundef nonnull @.str.7, i32 noundef %22), !dbg !1133
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 2), !dbg !1138
    #dbg_value(i32 3, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 4294967291, ptr noundef nonnull @.str.7, i32 noundef %22), !dbg !1133
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 3), !dbg !1138
    #dbg_value(i32 4, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 4294967291, ptr noundef nonnull @.str.7, i32 noundef %22), !dbg !1133
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 4), !dbg !1138
    #dbg_value(i32 5, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 4294967291, ptr noundef nonnull @.str.7, i32 noundef %22), !dbg !1133
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 5), !dbg !1138
  br label %79, !dbg !1138

79:                                               ; preds = %71, %72
    #dbg_value(i32 6, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 184034913, ptr noundef nonnull @.str.9, i32 noundef %22), !dbg !1140
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.10, i32 noundef %22), !dbg !1141
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !1142
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.12, i32 noundef %22), !dbg !1143
    #dbg_value(i32 0, !1082, !DIExpression(), !1086)
  br label %80, !dbg !1144

80:                                               ; preds = %79, %161
  %81 = phi i64 [ 0, %79 ], [ %162, %161 ]
    #dbg_value(i64 %81, !1082, !DIExpression(), !1086)
    #dbg_value(i64 0, !1083, !DIExpression(), !1086)
  %82 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %81, i64 0, !dbg !1146
  %83 = load i16, ptr %82, align 4, !dbg !1146, !tbaa !1152
  %84 = zext i16 %83 to i64, !dbg !1146
  tail call fastcc void @transparent_crc(i64 noundef %84, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1154
  br i1 %21, label %85, label %113, !dbg !1155

85:                                               ; preds = %80
    #dbg_value(i64 1, !1083, !DIExpression(), !1086)
  %86 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %81, i64 1, !dbg !1146
  %87 = load i16, ptr %86, align 2, !dbg !1146, !tbaa !1152
  %88 = zext i16 %87 to i64, !dbg !1146
  tail call fastcc void @transparent_crc(i64 noundef %88, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1154
    #dbg_value(i64 2, !1083, !DIExpression(), !1086)
  %89 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %81, i64 2, !dbg !1146
  %90 = load i16, ptr %89, align 4, !dbg !1146, !tbaa !1152
  %91 = zext i16 %90 to i64, !dbg !1146
  tail call fastcc void @transparent_crc(i64 noundef %91, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1154
    #dbg_value(i64 3, !1083, !DIExpression(), !1086)
  %92 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %81, i64 3, !dbg !1146
  %93 = load i16, ptr %92, align 2, !dbg !1146, !tbaa !1152
  %94 = zext i16 %93 to i64, !dbg !1146
  tail call fastcc void @transparent_crc(i64 noundef %94, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1154
    #dbg_value(i64 4, !1083, !DIExpression(), !1086)
  %95 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %81, i64 4, !dbg !1146
  %96 = load i16, ptr %95, align 4, !dbg !1146, !tbaa !1152
  %97 = zext i16 %96 to i64, !dbg !1146
  tail call fastcc void @transparent_crc(i64 noundef %97, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1154
    #dbg_value(i64 5, !1083, !DIExpression(), !1086)
  %98 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %81, i64 5, !dbg !1146
  %99 = load i16, ptr %98, align 2, !dbg !1146, !tbaa !1152
  %100 = zext i16 %99 to i64, !dbg !1146
  tail call fastcc void @transparent_crc(i64 noundef %100, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1154
    #dbg_value(i64 6, !1083, !DIExpression(), !1086)
  %101 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %81, i64 6, !dbg !1146
  %102 = load i16, ptr %101, align 4, !dbg !1146, !tbaa !1152
  %103 = zext i16 %102 to i64, !dbg !1146
  tail call fastcc void @transparent_crc(i64 noundef %103, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1154
    #dbg_value(i64 7, !1083, !DIExpression(), !1086)
  %104 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %81, i64 7, !dbg !1146
  %105 = load i16, ptr %104, align 2, !dbg !1146, !tbaa !1152
  %106 = zext i16 %105 to i64, !dbg !1146
  tail call fastcc void @transparent_crc(i64 noundef %106, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1154
    #dbg_value(i64 8, !1083, !DIExpression(), !1086)
  %107 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %81, i64 8, !dbg !1146
  %108 = load i16, ptr %107, align 4, !dbg !1146, !tbaa !1152
  %109 = zext i16 %108 to i64, !dbg !1146
  tail call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1154
    #dbg_value(i64 9, !1083, !DIExpression(), !1086)
  %110 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %81, i64 9, !dbg !1146
  %111 = load i16, ptr %110, align 2, !dbg !1146, !tbaa !1152
  %112 = zext i16 %111 to i64, !dbg !1146
  tail call fastcc void @transparent_crc(i64 noundef %112, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1154
  br label %161, !dbg !1155

113:                                              ; preds = %80
  %114 = trunc nuw nsw i64 %81 to i32, !dbg !1156
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %114, i32 noundef 0), !dbg !1156
    #dbg_value(i64 1, !1083, !DIExpression(), !1086)
  %116 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %81, i64 1, !dbg !1146
  %117 = load i16, ptr %116, align 2, !dbg !1146, !tbaa !1152
  %118 = zext i16 %117 to i64, !dbg !1146
  tail call fastcc void @transparent_crc(i64 noundef %118, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1154
  %119 = trunc nuw nsw i64 %81 to i32, !dbg !1156
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %119, i32 noundef 1), !dbg !1156
    #dbg_value(i64 2, !1083, !DIExpression(), !1086)
  %121 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %81, i64 2, !dbg !1146
  %122 = load i16, ptr %121, align 4, !dbg !1146, !tbaa !1152
  %123 = zext i16 %122 to i64, !dbg !1146
  tail call fastcc void @transparent_crc(i64 noundef %123, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1154
  %124 = trunc nuw nsw i64 %81 to i32, !dbg !1156
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %124, i32 noundef 2), !dbg !1156
    #dbg_value(i64 3, !1083, !DIExpression(), !1086)
  %126 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %81, i64 3, !dbg !1146
  %127 = load i16, ptr %126, align 2, !dbg !1146, !tbaa !1152
  %128 = zext i16 %127 to i64, !dbg !1146
  tail call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1154
  %129 = trunc nuw nsw i64 %81 to i32, !dbg !1156
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %129, i32 noundef 3), !dbg !1156
    #dbg_value(i64 4, !1083, !DIExpression(), !1086)
  %131 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %81, i64 4, !dbg !1146
  %132 = load i16, ptr %131, align 4, !dbg !1146, !tbaa !1152
  %133 = zext i16 %132 to i64, !dbg !1146
  tail call fastcc void @transparent_crc(i64 noundef %133, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1154
  %134 = trunc nuw nsw i64 %81 to i32, !dbg !1156
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %134, i32 noundef 4), !dbg !1156
    #dbg_value(i64 5, !1083, !DIExpression(), !1086)
  %136 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %81, i64 5, !dbg !1146
  %137 = load i16, ptr %136, align 2, !dbg !1146, !tbaa !1152
  %138 = zext i16 %137 to i64, !dbg !1146
  tail call fastcc void @transparent_crc(i64 noundef %138, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1154
  %139 = trunc nuw nsw i64 %81 to i32, !dbg !1156
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %139, i32 noundef 5), !dbg !1156
    #dbg_value(i64 6, !1083, !DIExpression(), !1086)
  %141 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %81, i64 6, !dbg !1146
  %142 = load i16, ptr %141, align 4, !dbg !1146, !tbaa !1152
  %143 = zext i16 %142 to i64, !dbg !1146
  tail call fastcc void @transparent_crc(i64 noundef %143, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1154
  %144 = trunc nuw nsw i64 %81 to i32, !dbg !1156
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %144, i32 noundef 6), !dbg !1156
    #dbg_value(i64 7, !1083, !DIExpression(), !1086)
  %146 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %81, i64 7, !dbg !1146
  %147 = load i16, ptr %146, align 2, !dbg !1146, !tbaa !1152
  %148 = zext i16 %147 to i64, !dbg !1146
  tail call fastcc void @transparent_crc(i64 noundef %148, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1154
  %149 = trunc nuw nsw i64 %81 to i32, !dbg !1156
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %149, i32 noundef 7), !dbg !1156
    #dbg_value(i64 8, !1083, !DIExpression(), !1086)
  %151 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %81, i64 8, !dbg !1146
  %152 = load i16, ptr %151, align 4, !dbg !1146, !tbaa !1152
  %153 = zext i16 %152 to i64, !dbg !1146
  tail call fastcc void @transparent_crc(i64 noundef %153, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1154
  %154 = trunc nuw nsw i64 %81 to i32, !dbg !1156
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %154, i32 noundef 8), !dbg !1156
    #dbg_value(i64 9, !1083, !DIExpression(), !1086)
  %156 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %81, i64 9, !dbg !1146
  %157 = load i16, ptr %156, align 2, !dbg !1146, !tbaa !1152
  %158 = zext i16 %157 to i64, !dbg !1146
  tail call fastcc void @transparent_crc(i64 noundef %158, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1154
  %159 = trunc nuw nsw i64 %81 to i32, !dbg !1156
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %159, i32 noundef 9), !dbg !1156
  br label %161, !dbg !1156

161:                                              ; preds = %85, %113
    #dbg_value(i64 10, !1083, !DIExpression(), !1086)
  %162 = add nuw nsw i64 %81, 1, !dbg !1158
    #dbg_value(i64 %162, !1082, !DIExpression(), !1086)
  %163 = icmp eq i64 %162, 9, !dbg !1159
  br i1 %163, label %164, label %80, !dbg !1144, !llvm.loop !1160

164:                                              ; preds = %161
  tail call fastcc void @transparent_crc(i64 noundef 610796636, ptr noundef nonnull @.str.15, i32 noundef %22), !dbg !1162
  tail call fastcc void @transparent_crc(i64 noundef -346177024, ptr noundef nonnull @.str.16, i32 noundef %22), !dbg !1163
  tail call fastcc void @transparent_crc(i64 noundef 253, ptr noundef nonnull @.str.17, i32 noundef %22), !dbg !1164
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !1165
  tail call fastcc void @transparent_crc(i64 noundef 3712052695, ptr noundef nonnull @.str.19, i32 noundef %22), !dbg !1166
  tail call fastcc void @transparent_crc(i64 noundef 19, ptr noundef nonnull @.str.20, i32 noundef %22), !dbg !1167
  tail call fastcc void @transparent_crc(i64 noundef 6156377117724109378, ptr noundef nonnull @.str.21, i32 noundef %22), !dbg !1168
  tail call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.22, i32 noundef %22), !dbg !1169
  tail call fastcc void @transparent_crc(i64 noundef 14472, ptr noundef nonnull @.str.23, i32 noundef %22), !dbg !1170
  tail call fastcc void @transparent_crc(i64 noundef -7453245897327416600, ptr noundef nonnull @.str.24, i32 noundef %22), !dbg !1171
  tail call fastcc void @transparent_crc(i64 noundef 2100135055, ptr noundef nonnull @.str.25, i32 noundef %22), !dbg !1172
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.26, i32 noundef %22), !dbg !1173
  tail call fastcc void @transparent_crc(i64 noundef -1562294445925576635, ptr noundef nonnull @.str.27, i32 noundef %22), !dbg !1174
    #dbg_value(i64 0, !1082, !DIExpression(), !1086)
    #dbg_value(i32 poison, !1083, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -7782545316659081493, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !1175
  br i1 %21, label %165, label %166, !dbg !1182

165:                                              ; preds = %164
    #dbg_value(i32 poison, !1083, !DIExpression(), !1086)
    #dbg_value(i64 1, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -10, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !1175
    #dbg_value(i64 2, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -7782545316659081493, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !1175
    #dbg_value(i64 3, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -10, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !1175
    #dbg_value(i64 4, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -7782545316659081493, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !1175
    #dbg_value(i64 5, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -10, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !1175
    #dbg_value(i64 6, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -7782545316659081493, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !1175
    #dbg_value(i64 7, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -10, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !1175
    #dbg_value(i64 8, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -7782545316659081493, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !1175
  br label %176, !dbg !1182

166:                                              ; preds = %164
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0, i32 noundef 0), !dbg !1183
    #dbg_value(i32 poison, !1083, !DIExpression(), !1086)
    #dbg_value(i64 1, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -10, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !1175
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1, i32 noundef 0), !dbg !1183
    #dbg_value(i64 2, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -7782545316659081493, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !1175
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 2, i32 noundef 0), !dbg !1183
    #dbg_value(i64 3, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -10, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !1175
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 3, i32 noundef 0), !dbg !1183
    #dbg_value(i64 4, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -7782545316659081493, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !1175
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 4, i32 noundef 0), !dbg !1183
    #dbg_value(i64 5, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -10, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !1175
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 5, i32 noundef 0), !dbg !1183
    #dbg_value(i64 6, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -7782545316659081493, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !1175
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 6, i32 noundef 0), !dbg !1183
    #dbg_value(i64 7, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -10, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !1175
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 7, i32 noundef 0), !dbg !1183
    #dbg_value(i64 8, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -7782545316659081493, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !1175
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 8, i32 noundef 0), !dbg !1183
  br label %176, !dbg !1183

176:                                              ; preds = %165, %166
    #dbg_value(i32 poison, !1083, !DIExpression(), !1086)
    #dbg_value(i64 9, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.29, i32 noundef %22), !dbg !1185
  tail call fastcc void @transparent_crc(i64 noundef 18171, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !1186
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.31, i32 noundef %22), !dbg !1187
  tail call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.32, i32 noundef %22), !dbg !1188
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.33, i32 noundef %22), !dbg !1189
  tail call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.34, i32 noundef %22), !dbg !1190
  tail call fastcc void @transparent_crc(i64 noundef -3174012018879066174, ptr noundef nonnull @.str.35, i32 noundef %22), !dbg !1191
  tail call fastcc void @transparent_crc(i64 noundef 1990269146, ptr noundef nonnull @.str.36, i32 noundef %22), !dbg !1192
    #dbg_value(i32 0, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 6110439671157667179, ptr noundef nonnull @.str.37, i32 noundef %22), !dbg !1193
  br i1 %21, label %177, label %178, !dbg !1197

177:                                              ; preds = %176
    #dbg_value(i32 1, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 6110439671157667179, ptr noundef nonnull @.str.37, i32 noundef %22), !dbg !1193
    #dbg_value(i64 0, !1082, !DIExpression(), !1086)
    #dbg_value(i32 poison, !1083, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -16883, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
    #dbg_value(i64 1, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
    #dbg_value(i64 2, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -16883, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
    #dbg_value(i64 3, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
    #dbg_value(i64 4, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -16883, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
    #dbg_value(i64 5, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
    #dbg_value(i64 6, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -16883, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
    #dbg_value(i64 7, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
    #dbg_value(i64 8, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -16883, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
    #dbg_value(i64 9, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
  br label %191, !dbg !1205

178:                                              ; preds = %176
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0), !dbg !1206
    #dbg_value(i32 1, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 6110439671157667179, ptr noundef nonnull @.str.37, i32 noundef %22), !dbg !1193
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1), !dbg !1206
    #dbg_value(i64 0, !1082, !DIExpression(), !1086)
    #dbg_value(i32 poison, !1083, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -16883, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 0, i32 noundef 0), !dbg !1208
    #dbg_value(i64 1, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1, i32 noundef 0), !dbg !1208
    #dbg_value(i64 2, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -16883, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 2, i32 noundef 0), !dbg !1208
    #dbg_value(i64 3, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 3, i32 noundef 0), !dbg !1208
    #dbg_value(i64 4, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -16883, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 4, i32 noundef 0), !dbg !1208
    #dbg_value(i64 5, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 5, i32 noundef 0), !dbg !1208
    #dbg_value(i64 6, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -16883, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 6, i32 noundef 0), !dbg !1208
    #dbg_value(i64 7, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 7, i32 noundef 0), !dbg !1208
    #dbg_value(i64 8, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -16883, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 8, i32 noundef 0), !dbg !1208
    #dbg_value(i64 9, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1198
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 9, i32 noundef 0), !dbg !1208
  br label %191, !dbg !1208

191:                                              ; preds = %177, %178
    #dbg_value(i32 poison, !1083, !DIExpression(), !1086)
    #dbg_value(i64 10, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 3774615660376888180, ptr noundef nonnull @.str.39, i32 noundef %22), !dbg !1210
  tail call fastcc void @transparent_crc(i64 noundef 1430922480, ptr noundef nonnull @.str.40, i32 noundef %22), !dbg !1211
  tail call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.41, i32 noundef %22), !dbg !1212
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.42, i32 noundef %22), !dbg !1213
  tail call fastcc void @transparent_crc(i64 noundef 2498661536, ptr noundef nonnull @.str.43, i32 noundef %22), !dbg !1214
  tail call fastcc void @transparent_crc(i64 noundef 15633568, ptr noundef nonnull @.str.44, i32 noundef %22), !dbg !1215
  %192 = load volatile i32, ptr @g_736, align 4, !dbg !1216, !tbaa !1120
  %193 = zext i32 %192 to i64, !dbg !1216
  tail call fastcc void @transparent_crc(i64 noundef %193, ptr noundef nonnull @.str.45, i32 noundef %22), !dbg !1217
    #dbg_value(i32 0, !1082, !DIExpression(), !1086)
  br label %194, !dbg !1218

194:                                              ; preds = %191, %259
  %195 = phi i64 [ 0, %191 ], [ %260, %259 ]
    #dbg_value(i64 %195, !1082, !DIExpression(), !1086)
    #dbg_value(i64 0, !1083, !DIExpression(), !1086)
  %196 = getelementptr inbounds [10 x [8 x i32]], ptr @g_764, i64 0, i64 %195, i64 0, !dbg !1220
  %197 = load i32, ptr %196, align 16, !dbg !1220, !tbaa !1120
  %198 = zext i32 %197 to i64, !dbg !1220
  tail call fastcc void @transparent_crc(i64 noundef %198, ptr noundef nonnull @.str.46, i32 noundef %22), !dbg !1226
  br i1 %21, label %199, label %221, !dbg !1227

199:                                              ; preds = %194
    #dbg_value(i64 1, !1083, !DIExpression(), !1086)
  %200 = getelementptr inbounds [10 x [8 x i32]], ptr @g_764, i64 0, i64 %195, i64 1, !dbg !1220
  %201 = load i32, ptr %200, align 4, !dbg !1220, !tbaa !1120
  %202 = zext i32 %201 to i64, !dbg !1220
  tail call fastcc void @transparent_crc(i64 noundef %202, ptr noundef nonnull @.str.46, i32 noundef %22), !dbg !1226
    #dbg_value(i64 2, !1083, !DIExpression(), !1086)
  %203 = getelementptr inbounds [10 x [8 x i32]], ptr @g_764, i64 0, i64 %195, i64 2, !dbg !1220
  %204 = load i32, ptr %203, align 8, !dbg !1220, !tbaa !1120
  %205 = zext i32 %204 to i64, !dbg !1220
  tail call fastcc void @transparent_crc(i64 noundef %205, ptr noundef nonnull @.str.46, i32 noundef %22), !dbg !1226
    #dbg_value(i64 3, !1083, !DIExpression(), !1086)
  %206 = getelementptr inbounds [10 x [8 x i32]], ptr @g_764, i64 0, i64 %195, i64 3, !dbg !1220
  %207 = load i32, ptr %206, align 4, !dbg !1220, !tbaa !1120
  %208 = zext i32 %207 to i64, !dbg !1220
  tail call fastcc void @transparent_crc(i64 noundef %208, ptr noundef nonnull @.str.46, i32 noundef %22), !dbg !1226
    #dbg_value(i64 4, !1083, !DIExpression(), !1086)
  %209 = getelementptr inbounds [10 x [8 x i32]], ptr @g_764, i64 0, i64 %195, i64 4, !dbg !1220
  %210 = load i32, ptr %209, align 16, !dbg !1220, !tbaa !1120
  %211 = zext i32 %210 to i64, !dbg !1220
  tail call fastcc void @transparent_crc(i64 noundef %211, ptr noundef nonnull @.str.46, i32 noundef %22), !dbg !1226
    #dbg_value(i64 5, !1083, !DIExpression(), !1086)
  %212 = getelementptr inbounds [10 x [8 x i32]], ptr @g_764, i64 0, i64 %195, i64 5, !dbg !1220
  %213 = load i32, ptr %212, align 4, !dbg !1220, !tbaa !1120
  %214 = zext i32 %213 to i64, !dbg !1220
  tail call fastcc void @transparent_crc(i64 noundef %214, ptr noundef nonnull @.str.46, i32 noundef %22), !dbg !1226
    #dbg_value(i64 6, !1083, !DIExpression(), !1086)
  %215 = getelementptr inbounds [10 x [8 x i32]], ptr @g_764, i64 0, i64 %195, i64 6, !dbg !1220
  %216 = load i32, ptr %215, align 8, !dbg !1220, !tbaa !1120
  %217 = zext i32 %216 to i64, !dbg !1220
  tail call fastcc void @transparent_crc(i64 noundef %217, ptr noundef nonnull @.str.46, i32 noundef %22), !dbg !1226
    #dbg_value(i64 7, !1083, !DIExpression(), !1086)
  %218 = getelementptr inbounds [10 x [8 x i32]], ptr @g_764, i64 0, i64 %195, i64 7, !dbg !1220
  %219 = load i32, ptr %218, align 4, !dbg !1220, !tbaa !1120
  %220 = zext i32 %219 to i64, !dbg !1220
  tail call fastcc void @transparent_crc(i64 noundef %220, ptr noundef nonnull @.str.46, i32 noundef %22), !dbg !1226
  br label %259, !dbg !1227

221:                                              ; preds = %194
  %222 = trunc nuw nsw i64 %195 to i32, !dbg !1228
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %222, i32 noundef 0), !dbg !1228
    #dbg_value(i64 1, !1083, !DIExpression(), !1086)
  %224 = getelementptr inbounds [10 x [8 x i32]], ptr @g_764, i64 0, i64 %195, i64 1, !dbg !1220
  %225 = load i32, ptr %224, align 4, !dbg !1220, !tbaa !1120
  %226 = zext i32 %225 to i64, !dbg !1220
  tail call fastcc void @transparent_crc(i64 noundef %226, ptr noundef nonnull @.str.46, i32 noundef %22), !dbg !1226
  %227 = trunc nuw nsw i64 %195 to i32, !dbg !1228
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %227, i32 noundef 1), !dbg !1228
    #dbg_value(i64 2, !1083, !DIExpression(), !1086)
  %229 = getelementptr inbounds [10 x [8 x i32]], ptr @g_764, i64 0, i64 %195, i64 2, !dbg !1220
  %230 = load i32, ptr %229, align 8, !dbg !1220, !tbaa !1120
  %231 = zext i32 %230 to i64, !dbg !1220
  tail call fastcc void @transparent_crc(i64 noundef %231, ptr noundef nonnull @.str.46, i32 noundef %22), !dbg !1226
  %232 = trunc nuw nsw i64 %195 to i32, !dbg !1228
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %232, i32 noundef 2), !dbg !1228
    #dbg_value(i64 3, !1083, !DIExpression(), !1086)
  %234 = getelementptr inbounds [10 x [8 x i32]], ptr @g_764, i64 0, i64 %195, i64 3, !dbg !1220
  %235 = load i32, ptr %234, align 4, !dbg !1220, !tbaa !1120
  %236 = zext i32 %235 to i64, !dbg !1220
  tail call fastcc void @transparent_crc(i64 noundef %236, ptr noundef nonnull @.str.46, i32 noundef %22), !dbg !1226
  %237 = trunc nuw nsw i64 %195 to i32, !dbg !1228
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %237, i32 noundef 3), !dbg !1228
    #dbg_value(i64 4, !1083, !DIExpression(), !1086)
  %239 = getelementptr inbounds [10 x [8 x i32]], ptr @g_764, i64 0, i64 %195, i64 4, !dbg !1220
  %240 = load i32, ptr %239, align 16, !dbg !1220, !tbaa !1120
  %241 = zext i32 %240 to i64, !dbg !1220
  tail call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.46, i32 noundef %22), !dbg !1226
  %242 = trunc nuw nsw i64 %195 to i32, !dbg !1228
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %242, i32 noundef 4), !dbg !1228
    #dbg_value(i64 5, !1083, !DIExpression(), !1086)
  %244 = getelementptr inbounds [10 x [8 x i32]], ptr @g_764, i64 0, i64 %195, i64 5, !dbg !1220
  %245 = load i32, ptr %244, align 4, !dbg !1220, !tbaa !1120
  %246 = zext i32 %245 to i64, !dbg !1220
  tail call fastcc void @transparent_crc(i64 noundef %246, ptr noundef nonnull @.str.46, i32 noundef %22), !dbg !1226
  %247 = trunc nuw nsw i64 %195 to i32, !dbg !1228
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %247, i32 noundef 5), !dbg !1228
    #dbg_value(i64 6, !1083, !DIExpression(), !1086)
  %249 = getelementptr inbounds [10 x [8 x i32]], ptr @g_764, i64 0, i64 %195, i64 6, !dbg !1220
  %250 = load i32, ptr %249, align 8, !dbg !1220, !tbaa !1120
  %251 = zext i32 %250 to i64, !dbg !1220
  tail call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.46, i32 noundef %22), !dbg !1226
  %252 = trunc nuw nsw i64 %195 to i32, !dbg !1228
  %253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %252, i32 noundef 6), !dbg !1228
    #dbg_value(i64 7, !1083, !DIExpression(), !1086)
  %254 = getelementptr inbounds [10 x [8 x i32]], ptr @g_764, i64 0, i64 %195, i64 7, !dbg !1220
  %255 = load i32, ptr %254, align 4, !dbg !1220, !tbaa !1120
  %256 = zext i32 %255 to i64, !dbg !1220
  tail call fastcc void @transparent_crc(i64 noundef %256, ptr noundef nonnull @.str.46, i32 noundef %22), !dbg !1226
  %257 = trunc nuw nsw i64 %195 to i32, !dbg !1228
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %257, i32 noundef 7), !dbg !1228
  br label %259, !dbg !1228

259:                                              ; preds = %199, %221
    #dbg_value(i64 8, !1083, !DIExpression(), !1086)
  %260 = add nuw nsw i64 %195, 1, !dbg !1230
    #dbg_value(i64 %260, !1082, !DIExpression(), !1086)
  %261 = icmp eq i64 %260, 10, !dbg !1231
  br i1 %261, label %262, label %194, !dbg !1218, !llvm.loop !1232

262:                                              ; preds = %259
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.47, i32 noundef %22), !dbg !1234
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.48, i32 noundef %22), !dbg !1235
    #dbg_value(i32 0, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 64409, ptr noundef nonnull @.str.49, i32 noundef %22), !dbg !1236
  br i1 %21, label %263, label %264, !dbg !1240

263:                                              ; preds = %262
    #dbg_value(i32 1, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 64409, ptr noundef nonnull @.str.49, i32 noundef %22), !dbg !1236
    #dbg_value(i32 2, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 64409, ptr noundef nonnull @.str.49, i32 noundef %22), !dbg !1236
    #dbg_value(i32 0, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.50, i32 noundef %22), !dbg !1241
    #dbg_value(i32 1, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.50, i32 noundef %22), !dbg !1241
    #dbg_value(i32 2, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.50, i32 noundef %22), !dbg !1241
    #dbg_value(i32 3, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.50, i32 noundef %22), !dbg !1241
    #dbg_value(i32 4, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.50, i32 noundef %22), !dbg !1241
    #dbg_value(i32 5, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.50, i32 noundef %22), !dbg !1241
  br label %274, !dbg !1245

264:                                              ; preds = %262
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0), !dbg !1246
    #dbg_value(i32 1, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 64409, ptr noundef nonnull @.str.49, i32 noundef %22), !dbg !1236
  %266 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1), !dbg !1246
    #dbg_value(i32 2, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 64409, ptr noundef nonnull @.str.49, i32 noundef %22), !dbg !1236
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 2), !dbg !1246
    #dbg_value(i32 0, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.50, i32 noundef %22), !dbg !1241
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0), !dbg !1248
    #dbg_value(i32 1, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.50, i32 noundef %22), !dbg !1241
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1), !dbg !1248
    #dbg_value(i32 2, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.50, i32 noundef %22), !dbg !1241
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 2), !dbg !1248
    #dbg_value(i32 3, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.50, i32 noundef %22), !dbg !1241
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 3), !dbg !1248
    #dbg_value(i32 4, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.50, i32 noundef %22), !dbg !1241
  %272 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 4), !dbg !1248
    #dbg_value(i32 5, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.50, i32 noundef %22), !dbg !1241
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 5), !dbg !1248
  br label %274, !dbg !1248

274:                                              ; preds = %263, %264
    #dbg_value(i32 6, !1082, !DIExpression(), !1086)
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.51, i32 noundef %22), !dbg !1250
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.52, i32 noundef %22), !dbg !1251
  tail call fastcc void @transparent_crc(i64 noundef 4826926744219395635, ptr noundef nonnull @.str.53, i32 noundef %22), !dbg !1252
  tail call fastcc void @transparent_crc(i64 noundef 103, ptr noundef nonnull @.str.54, i32 noundef %22), !dbg !1253
  tail call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.55, i32 noundef %22), !dbg !1254
  tail call fastcc void @transparent_crc(i64 noundef 371226918964380084, ptr noundef nonnull @.str.56, i32 noundef %22), !dbg !1255
  tail call fastcc void @transparent_crc(i64 noundef -1539896496, ptr noundef nonnull @.str.57, i32 noundef %22), !dbg !1256
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.58, i32 noundef %22), !dbg !1257
  tail call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.59, i32 noundef %22), !dbg !1258
    #dbg_value(i32 0, !1082, !DIExpression(), !1086)
  br label %275, !dbg !1259

275:                                              ; preds = %274, %299
  %276 = phi i64 [ 0, %274 ], [ %300, %299 ]
    #dbg_value(i64 %276, !1082, !DIExpression(), !1086)
    #dbg_value(i32 0, !1083, !DIExpression(), !1086)
  %277 = trunc nuw nsw i64 %276 to i32
  %278 = trunc nuw nsw i64 %276 to i32
  br label %279, !dbg !1261

279:                                              ; preds = %275, %296
  %280 = phi i64 [ 0, %275 ], [ %297, %296 ]
    #dbg_value(i64 %280, !1083, !DIExpression(), !1086)
    #dbg_value(i64 0, !1084, !DIExpression(), !1086)
  %281 = getelementptr inbounds [9 x [10 x [2 x i32]]], ptr @g_951, i64 0, i64 %276, i64 %280, i64 0, !dbg !1265
  %282 = load i32, ptr %281, align 8, !dbg !1265, !tbaa !1120
  %283 = zext i32 %282 to i64, !dbg !1265
  tail call fastcc void @transparent_crc(i64 noundef %283, ptr noundef nonnull @.str.60, i32 noundef %22), !dbg !1271
  br i1 %21, label %284, label %288, !dbg !1272

284:                                              ; preds = %279
    #dbg_value(i64 1, !1084, !DIExpression(), !1086)
  %285 = getelementptr inbounds [9 x [10 x [2 x i32]]], ptr @g_951, i64 0, i64 %276, i64 %280, i64 1, !dbg !1265
  %286 = load i32, ptr %285, align 4, !dbg !1265, !tbaa !1120
  %287 = zext i32 %286 to i64, !dbg !1265
  tail call fastcc void @transparent_crc(i64 noundef %287, ptr noundef nonnull @.str.60, i32 noundef %22), !dbg !1271
  br label %296, !dbg !1272

288:                                              ; preds = %279
  %289 = trunc nuw nsw i64 %280 to i32, !dbg !1273
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %277, i32 noundef %289, i32 noundef 0), !dbg !1273
    #dbg_value(i64 1, !1084, !DIExpression(), !1086)
  %291 = getelementptr inbounds [9 x [10 x [2 x i32]]], ptr @g_951, i64 0, i64 %276, i64 %280, i64 1, !dbg !1265
  %292 = load i32, ptr %291, align 4, !dbg !1265, !tbaa !1120
  %293 = zext i32 %292 to i64, !dbg !1265
  tail call fastcc void @transparent_crc(i64 noundef %293, ptr noundef nonnull @.str.60, i32 noundef %22), !dbg !1271
  %294 = trunc nuw nsw i64 %280 to i32, !dbg !1273
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %278, i32 noundef %294, i32 noundef 1), !dbg !1273
  br label %296, !dbg !1273

296:                                              ; preds = %284, %288
    #dbg_value(i64 2, !1084, !DIExpression(), !1086)
  %297 = add nuw nsw i64 %280, 1, !dbg !1275
    #dbg_value(i64 %297, !1083, !DIExpression(), !1086)
  %298 = icmp eq i64 %297, 10, !dbg !1276
  br i1 %298, label %299, label %279, !dbg !1261, !llvm.loop !1277

299:                                              ; preds = %296
  %300 = add nuw nsw i64 %276, 1, !dbg !1279
    #dbg_value(i64 %300, !1082, !DIExpression(), !1086)
  %301 = icmp eq i64 %300, 9, !dbg !1280
  br i1 %301, label %302, label %275, !dbg !1259, !llvm.loop !1281

302:                                              ; preds = %299
  tail call fastcc void @transparent_crc(i64 noundef 183, ptr noundef nonnull @.str.62, i32 noundef %22), !dbg !1283
  tail call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.63, i32 noundef %22), !dbg !1284
  %303 = load i136, ptr @g_1077, align 16, !dbg !1285
  %304 = shl i136 %303, 107, !dbg !1285
  %305 = ashr exact i136 %304, 107, !dbg !1285
  %306 = trunc nsw i136 %305 to i64, !dbg !1285
  tail call fastcc void @transparent_crc(i64 noundef %306, ptr noundef nonnull @.str.64, i32 noundef %22), !dbg !1286
  %307 = load i136, ptr @g_1077, align 16, !dbg !1287
  %308 = shl i136 %307, 77, !dbg !1287
  %309 = ashr i136 %308, 106, !dbg !1287
  %310 = trunc nsw i136 %309 to i64, !dbg !1287
  tail call fastcc void @transparent_crc(i64 noundef %310, ptr noundef nonnull @.str.65, i32 noundef %22), !dbg !1288
  %311 = load i136, ptr @g_1077, align 16, !dbg !1289
  %312 = shl i136 %311, 69, !dbg !1289
  %313 = ashr i136 %312, 128, !dbg !1289
  %314 = trunc nsw i136 %313 to i64, !dbg !1289
  tail call fastcc void @transparent_crc(i64 noundef %314, ptr noundef nonnull @.str.66, i32 noundef %22), !dbg !1290
  %315 = load volatile i136, ptr @g_1077, align 16, !dbg !1291
  %316 = shl i136 %315, 49, !dbg !1291
  %317 = ashr i136 %316, 116, !dbg !1291
  %318 = trunc nsw i136 %317 to i64, !dbg !1291
  tail call fastcc void @transparent_crc(i64 noundef %318, ptr noundef nonnull @.str.67, i32 noundef %22), !dbg !1292
  %319 = load i136, ptr @g_1077, align 16, !dbg !1293
  %320 = shl i136 %319, 30, !dbg !1293
  %321 = ashr i136 %320, 117, !dbg !1293
  %322 = trunc nsw i136 %321 to i64, !dbg !1293
  tail call fastcc void @transparent_crc(i64 noundef %322, ptr noundef nonnull @.str.68, i32 noundef %22), !dbg !1294
  %323 = load i136, ptr @g_1077, align 16, !dbg !1295
  %324 = lshr i136 %323, 106, !dbg !1295
  %325 = trunc nuw nsw i136 %324 to i64, !dbg !1295
  tail call fastcc void @transparent_crc(i64 noundef %325, ptr noundef nonnull @.str.69, i32 noundef %22), !dbg !1296
  %326 = load i16, ptr getelementptr inbounds (i8, ptr @g_1077, i64 17), align 1, !dbg !1297
  %327 = shl i16 %326, 12, !dbg !1297
  %328 = ashr exact i16 %327, 12, !dbg !1297
  %329 = sext i16 %328 to i64, !dbg !1298
  tail call fastcc void @transparent_crc(i64 noundef %329, ptr noundef nonnull @.str.70, i32 noundef %22), !dbg !1299
  %330 = load i16, ptr getelementptr inbounds (i8, ptr @g_1077, i64 17), align 1, !dbg !1300
  %331 = lshr i16 %330, 4, !dbg !1300
  %332 = and i16 %331, 511, !dbg !1300
  %333 = zext nneg i16 %332 to i64, !dbg !1301
  tail call fastcc void @transparent_crc(i64 noundef %333, ptr noundef nonnull @.str.71, i32 noundef %22), !dbg !1302
  %334 = load i136, ptr @g_1079, align 16, !dbg !1303
  %335 = shl i136 %334, 107, !dbg !1303
  %336 = ashr exact i136 %335, 107, !dbg !1303
  %337 = trunc nsw i136 %336 to i64, !dbg !1303
  tail call fastcc void @transparent_crc(i64 noundef %337, ptr noundef nonnull @.str.72, i32 noundef %22), !dbg !1304
  %338 = load i136, ptr @g_1079, align 16, !dbg !1305
  %339 = shl i136 %338, 77, !dbg !1305
  %340 = ashr i136 %339, 106, !dbg !1305
  %341 = trunc nsw i136 %340 to i64, !dbg !1305
  tail call fastcc void @transparent_crc(i64 noundef %341, ptr noundef nonnull @.str.73, i32 noundef %22), !dbg !1306
  %342 = load i136, ptr @g_1079, align 16, !dbg !1307
  %343 = shl i136 %342, 69, !dbg !1307
  %344 = ashr i136 %343, 128, !dbg !1307
  %345 = trunc nsw i136 %344 to i64, !dbg !1307
  tail call fastcc void @transparent_crc(i64 noundef %345, ptr noundef nonnull @.str.74, i32 noundef %22), !dbg !1308
  %346 = load volatile i136, ptr @g_1079, align 16, !dbg !1309
  %347 = shl i136 %346, 49, !dbg !1309
  %348 = ashr i136 %347, 116, !dbg !1309
  %349 = trunc nsw i136 %348 to i64, !dbg !1309
  tail call fastcc void @transparent_crc(i64 noundef %349, ptr noundef nonnull @.str.75, i32 noundef %22), !dbg !1310
  %350 = load i136, ptr @g_1079, align 16, !dbg !1311
  %351 = shl i136 %350, 30, !dbg !1311
  %352 = ashr i136 %351, 117, !dbg !1311
  %353 = trunc nsw i136 %352 to i64, !dbg !1311
  tail call fastcc void @transparent_crc(i64 noundef %353, ptr noundef nonnull @.str.76, i32 noundef %22), !dbg !1312
  %354 = load i136, ptr @g_1079, align 16, !dbg !1313
  %355 = lshr i136 %354, 106, !dbg !1313
  %356 = trunc nuw nsw i136 %355 to i64, !dbg !1313
  tail call fastcc void @transparent_crc(i64 noundef %356, ptr noundef nonnull @.str.77, i32 noundef %22), !dbg !1314
  %357 = load i16, ptr getelementptr inbounds (i8, ptr @g_1079, i64 17), align 1, !dbg !1315
  %358 = shl i16 %357, 12, !dbg !1315
  %359 = ashr exact i16 %358, 12, !dbg !1315
  %360 = sext i16 %359 to i64, !dbg !1316
  tail call fastcc void @transparent_crc(i64 noundef %360, ptr noundef nonnull @.str.78, i32 noundef %22), !dbg !1317
  %361 = load i16, ptr getelementptr inbounds (i8, ptr @g_1079, i64 17), align 1, !dbg !1318
  %362 = lshr i16 %361, 4, !dbg !1318
  %363 = and i16 %362, 511, !dbg !1318
  %364 = zext nneg i16 %363 to i64, !dbg !1319
  tail call fastcc void @transparent_crc(i64 noundef %364, ptr noundef nonnull @.str.79, i32 noundef %22), !dbg !1320
  %365 = load i136, ptr @g_1080, align 16, !dbg !1321
  %366 = shl i136 %365, 107, !dbg !1321
  %367 = ashr exact i136 %366, 107, !dbg !1321
  %368 = trunc nsw i136 %367 to i64, !dbg !1321
  tail call fastcc void @transparent_crc(i64 noundef %368, ptr noundef nonnull @.str.80, i32 noundef %22), !dbg !1322
  %369 = load i136, ptr @g_1080, align 16, !dbg !1323
  %370 = shl i136 %369, 77, !dbg !1323
  %371 = ashr i136 %370, 106, !dbg !1323
  %372 = trunc nsw i136 %371 to i64, !dbg !1323
  tail call fastcc void @transparent_crc(i64 noundef %372, ptr noundef nonnull @.str.81, i32 noundef %22), !dbg !1324
  %373 = load i136, ptr @g_1080, align 16, !dbg !1325
  %374 = shl i136 %373, 69, !dbg !1325
  %375 = ashr i136 %374, 128, !dbg !1325
  %376 = trunc nsw i136 %375 to i64, !dbg !1325
  tail call fastcc void @transparent_crc(i64 noundef %376, ptr noundef nonnull @.str.82, i32 noundef %22), !dbg !1326
  %377 = load volatile i136, ptr @g_1080, align 16, !dbg !1327
  %378 = shl i136 %377, 49, !dbg !1327
  %379 = ashr i136 %378, 116, !dbg !1327
  %380 = trunc nsw i136 %379 to i64, !dbg !1327
  tail call fastcc void @transparent_crc(i64 noundef %380, ptr noundef nonnull @.str.83, i32 noundef %22), !dbg !1328
  %381 = load i136, ptr @g_1080, align 16, !dbg !1329
  %382 = shl i136 %381, 30, !dbg !1329
  %383 = ashr i136 %382, 117, !dbg !1329
  %384 = trunc nsw i136 %383 to i64, !dbg !1329
  tail call fastcc void @transparent_crc(i64 noundef %384, ptr noundef nonnull @.str.84, i32 noundef %22), !dbg !1330
  %385 = load i136, ptr @g_1080, align 16, !dbg !1331
  %386 = lshr i136 %385, 106, !dbg !1331
  %387 = trunc nuw nsw i136 %386 to i64, !dbg !1331
  tail call fastcc void @transparent_crc(i64 noundef %387, ptr noundef nonnull @.str.85, i32 noundef %22), !dbg !1332
  %388 = load i16, ptr getelementptr inbounds (i8, ptr @g_1080, i64 17), align 1, !dbg !1333
  %389 = shl i16 %388, 12, !dbg !1333
  %390 = ashr exact i16 %389, 12, !dbg !1333
  %391 = sext i16 %390 to i64, !dbg !1334
  tail call fastcc void @transparent_crc(i64 noundef %391, ptr noundef nonnull @.str.86, i32 noundef %22), !dbg !1335
  %392 = load i16, ptr getelementptr inbounds (i8, ptr @g_1080, i64 17), align 1, !dbg !1336
  %393 = lshr i16 %392, 4, !dbg !1336
  %394 = and i16 %393, 511, !dbg !1336
  %395 = zext nneg i16 %394 to i64, !dbg !1337
  tail call fastcc void @transparent_crc(i64 noundef %395, ptr noundef nonnull @.str.87, i32 noundef %22), !dbg !1338
    #dbg_value(i32 0, !1082, !DIExpression(), !1086)
  br label %396, !dbg !1339

396:                                              ; preds = %302, %477
  %397 = phi i64 [ 0, %302 ], [ %478, %477 ]
    #dbg_value(i64 %397, !1082, !DIExpression(), !1086)
    #dbg_value(i64 0, !1083, !DIExpression(), !1086)
    #dbg_value(i64 0, !1084, !DIExpression(), !1086)
  %398 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %397, i64 0, i64 0, !dbg !1341
  %399 = load volatile i32, ptr %398, align 8, !dbg !1350, !tbaa !1351
  %400 = zext i32 %399 to i64, !dbg !1341
  tail call fastcc void @transparent_crc(i64 noundef %400, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1352
  br i1 %21, label %401, label %429, !dbg !1353

401:                                              ; preds = %396
    #dbg_value(i64 1, !1084, !DIExpression(), !1086)
  %402 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %397, i64 0, i64 1, !dbg !1341
  %403 = load volatile i32, ptr %402, align 4, !dbg !1350, !tbaa !1351
  %404 = zext i32 %403 to i64, !dbg !1341
  tail call fastcc void @transparent_crc(i64 noundef %404, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1352
    #dbg_value(i64 2, !1084, !DIExpression(), !1086)
  %405 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %397, i64 0, i64 2, !dbg !1341
  %406 = load volatile i32, ptr %405, align 8, !dbg !1350, !tbaa !1351
  %407 = zext i32 %406 to i64, !dbg !1341
  tail call fastcc void @transparent_crc(i64 noundef %407, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1352
    #dbg_value(i64 3, !1084, !DIExpression(), !1086)
  %408 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %397, i64 0, i64 3, !dbg !1341
  %409 = load volatile i32, ptr %408, align 4, !dbg !1350, !tbaa !1351
  %410 = zext i32 %409 to i64, !dbg !1341
  tail call fastcc void @transparent_crc(i64 noundef %410, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1352
    #dbg_value(i64 4, !1084, !DIExpression(), !1086)
  %411 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %397, i64 0, i64 4, !dbg !1341
  %412 = load volatile i32, ptr %411, align 8, !dbg !1350, !tbaa !1351
  %413 = zext i32 %412 to i64, !dbg !1341
  tail call fastcc void @transparent_crc(i64 noundef %413, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1352
    #dbg_value(i64 1, !1083, !DIExpression(), !1086)
    #dbg_value(i64 0, !1084, !DIExpression(), !1086)
  %414 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %397, i64 1, i64 0, !dbg !1341
  %415 = load volatile i32, ptr %414, align 4, !dbg !1350, !tbaa !1351
  %416 = zext i32 %415 to i64, !dbg !1341
  tail call fastcc void @transparent_crc(i64 noundef %416, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1352
    #dbg_value(i64 1, !1084, !DIExpression(), !1086)
  %417 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %397, i64 1, i64 1, !dbg !1341
  %418 = load volatile i32, ptr %417, align 8, !dbg !1350, !tbaa !1351
  %419 = zext i32 %418 to i64, !dbg !1341
  tail call fastcc void @transparent_crc(i64 noundef %419, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1352
    #dbg_value(i64 2, !1084, !DIExpression(), !1086)
  %420 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %397, i64 1, i64 2, !dbg !1341
  %421 = load volatile i32, ptr %420, align 4, !dbg !1350, !tbaa !1351
  %422 = zext i32 %421 to i64, !dbg !1341
  tail call fastcc void @transparent_crc(i64 noundef %422, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1352
    #dbg_value(i64 3, !1084, !DIExpression(), !1086)
  %423 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %397, i64 1, i64 3, !dbg !1341
  %424 = load volatile i32, ptr %423, align 8, !dbg !1350, !tbaa !1351
  %425 = zext i32 %424 to i64, !dbg !1341
  tail call fastcc void @transparent_crc(i64 noundef %425, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1352
    #dbg_value(i64 4, !1084, !DIExpression(), !1086)
  %426 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %397, i64 1, i64 4, !dbg !1341
  %427 = load volatile i32, ptr %426, align 4, !dbg !1350, !tbaa !1351
  %428 = zext i32 %427 to i64, !dbg !1341
  tail call fastcc void @transparent_crc(i64 noundef %428, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1352
  br label %477, !dbg !1353

429:                                              ; preds = %396
  %430 = trunc nuw nsw i64 %397 to i32, !dbg !1354
  %431 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %430, i32 noundef 0, i32 noundef 0), !dbg !1354
    #dbg_value(i64 1, !1084, !DIExpression(), !1086)
  %432 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %397, i64 0, i64 1, !dbg !1341
  %433 = load volatile i32, ptr %432, align 4, !dbg !1350, !tbaa !1351
  %434 = zext i32 %433 to i64, !dbg !1341
  tail call fastcc void @transparent_crc(i64 noundef %434, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1352
  %435 = trunc nuw nsw i64 %397 to i32, !dbg !1354
  %436 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %435, i32 noundef 0, i32 noundef 1), !dbg !1354
    #dbg_value(i64 2, !1084, !DIExpression(), !1086)
  %437 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %397, i64 0, i64 2, !dbg !1341
  %438 = load volatile i32, ptr %437, align 8, !dbg !1350, !tbaa !1351
  %439 = zext i32 %438 to i64, !dbg !1341
  tail call fastcc void @transparent_crc(i64 noundef %439, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1352
  %440 = trunc nuw nsw i64 %397 to i32, !dbg !1354
  %441 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %440, i32 noundef 0, i32 noundef 2), !dbg !1354
    #dbg_value(i64 3, !1084, !DIExpression(), !1086)
  %442 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %397, i64 0, i64 3, !dbg !1341
  %443 = load volatile i32, ptr %442, align 4, !dbg !1350, !tbaa !1351
  %444 = zext i32 %443 to i64, !dbg !1341
  tail call fastcc void @transparent_crc(i64 noundef %444, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1352
  %445 = trunc nuw nsw i64 %397 to i32, !dbg !1354
  %446 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %445, i32 noundef 0, i32 noundef 3), !dbg !1354
    #dbg_value(i64 4, !1084, !DIExpression(), !1086)
  %447 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %397, i64 0, i64 4, !dbg !1341
  %448 = load volatile i32, ptr %447, align 8, !dbg !1350, !tbaa !1351
  %449 = zext i32 %448 to i64, !dbg !1341
  tail call fastcc void @transparent_crc(i64 noundef %449, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1352
  %450 = trunc nuw nsw i64 %397 to i32, !dbg !1354
  %451 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %450, i32 noundef 0, i32 noundef 4), !dbg !1354
    #dbg_value(i64 1, !1083, !DIExpression(), !1086)
    #dbg_value(i64 0, !1084, !DIExpression(), !1086)
  %452 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %397, i64 1, i64 0, !dbg !1341
  %453 = load volatile i32, ptr %452, align 4, !dbg !1350, !tbaa !1351
  %454 = zext i32 %453 to i64, !dbg !1341
  tail call fastcc void @transparent_crc(i64 noundef %454, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1352
  %455 = trunc nuw nsw i64 %397 to i32, !dbg !1354
  %456 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %455, i32 noundef 1, i32 noundef 0), !dbg !1354
    #dbg_value(i64 1, !1084, !DIExpression(), !1086)
  %457 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %397, i64 1, i64 1, !dbg !1341
  %458 = load volatile i32, ptr %457, align 8, !dbg !1350, !tbaa !1351
  %459 = zext i32 %458 to i64, !dbg !1341
  tail call fastcc void @transparent_crc(i64 noundef %459, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1352
  %460 = trunc nuw nsw i64 %397 to i32, !dbg !1354
  %461 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %460, i32 noundef 1, i32 noundef 1), !dbg !1354
    #dbg_value(i64 2, !1084, !DIExpression(), !1086)
  %462 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %397, i64 1, i64 2, !dbg !1341
  %463 = load volatile i32, ptr %462, align 4, !dbg !1350, !tbaa !1351
  %464 = zext i32 %463 to i64, !dbg !1341
  tail call fastcc void @transparent_crc(i64 noundef %464, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1352
  %465 = trunc nuw nsw i64 %397 to i32, !dbg !1354
  %466 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %465, i32 noundef 1, i32 noundef 2), !dbg !1354
    #dbg_value(i64 3, !1084, !DIExpression(), !1086)
  %467 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %397, i64 1, i64 3, !dbg !1341
  %468 = load volatile i32, ptr %467, align 8, !dbg !1350, !tbaa !1351
  %469 = zext i32 %468 to i64, !dbg !1341
  tail call fastcc void @transparent_crc(i64 noundef %469, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1352
  %470 = trunc nuw nsw i64 %397 to i32, !dbg !1354
  %471 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %470, i32 noundef 1, i32 noundef 3), !dbg !1354
    #dbg_value(i64 4, !1084, !DIExpression(), !1086)
  %472 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %397, i64 1, i64 4, !dbg !1341
  %473 = load volatile i32, ptr %472, align 4, !dbg !1350, !tbaa !1351
  %474 = zext i32 %473 to i64, !dbg !1341
  tail call fastcc void @transparent_crc(i64 noundef %474, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1352
  %475 = trunc nuw nsw i64 %397 to i32, !dbg !1354
  %476 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %475, i32 noundef 1, i32 noundef 4), !dbg !1354
  br label %477, !dbg !1354

477:                                              ; preds = %401, %429
    #dbg_value(i64 5, !1084, !DIExpression(), !1086)
    #dbg_value(i64 2, !1083, !DIExpression(), !1086)
  %478 = add nuw nsw i64 %397, 1, !dbg !1356
    #dbg_value(i64 %478, !1082, !DIExpression(), !1086)
  %479 = icmp eq i64 %478, 6, !dbg !1357
  br i1 %479, label %480, label %396, !dbg !1339, !llvm.loop !1358

480:                                              ; preds = %477
  tail call fastcc void @transparent_crc(i64 noundef -7240724908708789597, ptr noundef nonnull @.str.89, i32 noundef %22), !dbg !1360
  tail call fastcc void @transparent_crc(i64 noundef 19765, ptr noundef nonnull @.str.90, i32 noundef %22), !dbg !1361
  tail call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.91, i32 noundef %22), !dbg !1362
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.92, i32 noundef %22), !dbg !1363
  tail call fastcc void @transparent_crc(i64 noundef 71, ptr noundef nonnull @.str.93, i32 noundef %22), !dbg !1364
    #dbg_value(i64 0, !1082, !DIExpression(), !1086)
  %481 = load volatile i8, ptr @g_1363, align 1, !dbg !1365, !tbaa !1351
  %482 = sext i8 %481 to i64, !dbg !1365
  tail call fastcc void @transparent_crc(i64 noundef %482, ptr noundef nonnull @.str.94, i32 noundef %22), !dbg !1369
  br i1 %21, label %483, label %498, !dbg !1370

483:                                              ; preds = %480
    #dbg_value(i64 1, !1082, !DIExpression(), !1086)
  %484 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_1363, i64 1), align 1, !dbg !1365, !tbaa !1351
  %485 = sext i8 %484 to i64, !dbg !1365
  tail call fastcc void @transparent_crc(i64 noundef %485, ptr noundef nonnull @.str.94, i32 noundef %22), !dbg !1369
    #dbg_value(i64 2, !1082, !DIExpression(), !1086)
  %486 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_1363, i64 2), align 1, !dbg !1365, !tbaa !1351
  %487 = sext i8 %486 to i64, !dbg !1365
  tail call fastcc void @transparent_crc(i64 noundef %487, ptr noundef nonnull @.str.94, i32 noundef %22), !dbg !1369
    #dbg_value(i64 3, !1082, !DIExpression(), !1086)
  %488 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_1363, i64 3), align 1, !dbg !1365, !tbaa !1351
  %489 = sext i8 %488 to i64, !dbg !1365
  tail call fastcc void @transparent_crc(i64 noundef %489, ptr noundef nonnull @.str.94, i32 noundef %22), !dbg !1369
    #dbg_value(i64 4, !1082, !DIExpression(), !1086)
  %490 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_1363, i64 4), align 1, !dbg !1365, !tbaa !1351
  %491 = sext i8 %490 to i64, !dbg !1365
  tail call fastcc void @transparent_crc(i64 noundef %491, ptr noundef nonnull @.str.94, i32 noundef %22), !dbg !1369
    #dbg_value(i64 5, !1082, !DIExpression(), !1086)
  %492 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_1363, i64 5), align 1, !dbg !1365, !tbaa !1351
  %493 = sext i8 %492 to i64, !dbg !1365
  tail call fastcc void @transparent_crc(i64 noundef %493, ptr noundef nonnull @.str.94, i32 noundef %22), !dbg !1369
    #dbg_value(i64 6, !1082, !DIExpression(), !1086)
  %494 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_1363, i64 6), align 1, !dbg !1365, !tbaa !1351
  %495 = sext i8 %494 to i64, !dbg !1365
  tail call fastcc void @transparent_crc(i64 noundef %495, ptr noundef nonnull @.str.94, i32 noundef %22), !dbg !1369
    #dbg_value(i64 7, !1082, !DIExpression(), !1086)
  %496 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_1363, i64 7), align 1, !dbg !1365, !tbaa !1351
  %497 = sext i8 %496 to i64, !dbg !1365
  tail call fastcc void @transparent_crc(i64 noundef %497, ptr noundef nonnull @.str.94, i32 noundef %22), !dbg !1369
  br label %521, !dbg !1370

498:                                              ; preds = %480
  %499 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0), !dbg !1371
    #dbg_value(i64 1, !1082, !DIExpression(), !1086)
  %500 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_1363, i64 1), align 1, !dbg !1365, !tbaa !1351
  %501 = sext i8 %500 to i64, !dbg !1365
  tail call fastcc void @transparent_crc(i64 noundef %501, ptr noundef nonnull @.str.94, i32 noundef %22), !dbg !1369
  %502 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1), !dbg !1371
    #dbg_value(i64 2, !1082, !DIExpression(), !1086)
  %503 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_1363, i64 2), align 1, !dbg !1365, !tbaa !1351
  %504 = sext i8 %503 to i64, !dbg !1365
  tail call fastcc void @transparent_crc(i64 noundef %504, ptr noundef nonnull @.str.94, i32 noundef %22), !dbg !1369
  %505 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 2), !dbg !1371
    #dbg_value(i64 3, !1082, !DIExpression(), !1086)
  %506 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_1363, i64 3), align 1, !dbg !1365, !tbaa !1351
  %507 = sext i8 %506 to i64, !dbg !1365
  tail call fastcc void @transparent_crc(i64 noundef %507, ptr noundef nonnull @.str.94, i32 noundef %22), !dbg !1369
  %508 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 3), !dbg !1371
    #dbg_value(i64 4, !1082, !DIExpression(), !1086)
  %509 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_1363, i64 4), align 1, !dbg !1365, !tbaa !1351
  %510 = sext i8 %509 to i64, !dbg !1365
  tail call fastcc void @transparent_crc(i64 noundef %510, ptr noundef nonnull @.str.94, i32 noundef %22), !dbg !1369
  %511 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 4), !dbg !1371
    #dbg_value(i64 5, !1082, !DIExpression(), !1086)
  %512 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_1363, i64 5), align 1, !dbg !1365, !tbaa !1351
  %513 = sext i8 %512 to i64, !dbg !1365
  tail call fastcc void @transparent_crc(i64 noundef %513, ptr noundef nonnull @.str.94, i32 noundef %22), !dbg !1369
  %514 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 5), !dbg !1371
    #dbg_value(i64 6, !1082, !DIExpression(), !1086)
  %515 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_1363, i64 6), align 1, !dbg !1365, !tbaa !1351
  %516 = sext i8 %515 to i64, !dbg !1365
  tail call fastcc void @transparent_crc(i64 noundef %516, ptr noundef nonnull @.str.94, i32 noundef %22), !dbg !1369
  %517 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 6), !dbg !1371
    #dbg_value(i64 7, !1082, !DIExpression(), !1086)
  %518 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_1363, i64 7), align 1, !dbg !1365, !tbaa !1351
  %519 = sext i8 %518 to i64, !dbg !1365
  tail call fastcc void @transparent_crc(i64 noundef %519, ptr noundef nonnull @.str.94, i32 noundef %22), !dbg !1369
  %520 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 7), !dbg !1371
  br label %521, !dbg !1371

521:                                              ; preds = %483, %498
    #dbg_value(i64 8, !1082, !DIExpression(), !1086)
  %522 = load volatile i136, ptr @g_1382, align 16, !dbg !1373
  %523 = shl i136 %522, 107, !dbg !1373
  %524 = ashr exact i136 %523, 107, !dbg !1373
  %525 = trunc nsw i136 %524 to i64, !dbg !1373
  tail call fastcc void @transparent_crc(i64 noundef %525, ptr noundef nonnull @.str.95, i32 noundef %22), !dbg !1374
  %526 = load volatile i136, ptr @g_1382, align 16, !dbg !1375
  %527 = shl i136 %526, 77, !dbg !1375
  %528 = ashr i136 %527, 106, !dbg !1375
  %529 = trunc nsw i136 %528 to i64, !dbg !1375
  tail call fastcc void @transparent_crc(i64 noundef %529, ptr noundef nonnull @.str.96, i32 noundef %22), !dbg !1376
  %530 = load volatile i136, ptr @g_1382, align 16, !dbg !1377
  %531 = shl i136 %530, 69, !dbg !1377
  %532 = ashr i136 %531, 128, !dbg !1377
  %533 = trunc nsw i136 %532 to i64, !dbg !1377
  tail call fastcc void @transparent_crc(i64 noundef %533, ptr noundef nonnull @.str.97, i32 noundef %22), !dbg !1378
  %534 = load volatile i136, ptr @g_1382, align 16, !dbg !1379
  %535 = shl i136 %534, 49, !dbg !1379
  %536 = ashr i136 %535, 116, !dbg !1379
  %537 = trunc nsw i136 %536 to i64, !dbg !1379
  tail call fastcc void @transparent_crc(i64 noundef %537, ptr noundef nonnull @.str.98, i32 noundef %22), !dbg !1380
  %538 = load volatile i136, ptr @g_1382, align 16, !dbg !1381
  %539 = shl i136 %538, 30, !dbg !1381
  %540 = ashr i136 %539, 117, !dbg !1381
  %541 = trunc nsw i136 %540 to i64, !dbg !1381
  tail call fastcc void @transparent_crc(i64 noundef %541, ptr noundef nonnull @.str.99, i32 noundef %22), !dbg !1382
  %542 = load volatile i136, ptr @g_1382, align 16, !dbg !1383
  %543 = lshr i136 %542, 106, !dbg !1383
  %544 = trunc nuw nsw i136 %543 to i64, !dbg !1383
  tail call fastcc void @transparent_crc(i64 noundef %544, ptr noundef nonnull @.str.100, i32 noundef %22), !dbg !1384
  %545 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_1382, i64 17), align 1, !dbg !1385
  %546 = shl i16 %545, 12, !dbg !1385
  %547 = ashr exact i16 %546, 12, !dbg !1385
  %548 = sext i16 %547 to i64, !dbg !1386
  tail call fastcc void @transparent_crc(i64 noundef %548, ptr noundef nonnull @.str.101, i32 noundef %22), !dbg !1387
  %549 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_1382, i64 17), align 1, !dbg !1388
  %550 = lshr i16 %549, 4, !dbg !1388
  %551 = and i16 %550, 511, !dbg !1388
  %552 = zext nneg i16 %551 to i64, !dbg !1389
  tail call fastcc void @transparent_crc(i64 noundef %552, ptr noundef nonnull @.str.102, i32 noundef %22), !dbg !1390
  %553 = load i136, ptr @g_1383, align 16, !dbg !1391
  %554 = shl i136 %553, 107, !dbg !1391
  %555 = ashr exact i136 %554, 107, !dbg !1391
  %556 = trunc nsw i136 %555 to i64, !dbg !1391
  tail call fastcc void @transparent_crc(i64 noundef %556, ptr noundef nonnull @.str.103, i32 noundef %22), !dbg !1392
  %557 = load i136, ptr @g_1383, align 16, !dbg !1393
  %558 = shl i136 %557, 77, !dbg !1393
  %559 = ashr i136 %558, 106, !dbg !1393
  %560 = trunc nsw i136 %559 to i64, !dbg !1393
  tail call fastcc void @transparent_crc(i64 noundef %560, ptr noundef nonnull @.str.104, i32 noundef %22), !dbg !1394
  %561 = load i136, ptr @g_1383, align 16, !dbg !1395
  %562 = shl i136 %561, 69, !dbg !1395
  %563 = ashr i136 %562, 128, !dbg !1395
  %564 = trunc nsw i136 %563 to i64, !dbg !1395
  tail call fastcc void @transparent_crc(i64 noundef %564, ptr noundef nonnull @.str.105, i32 noundef %22), !dbg !1396
  %565 = load volatile i136, ptr @g_1383, align 16, !dbg !1397
  %566 = shl i136 %565, 49, !dbg !1397
  %567 = ashr i136 %566, 116, !dbg !1397
  %568 = trunc nsw i136 %567 to i64, !dbg !1397
  tail call fastcc void @transparent_crc(i64 noundef %568, ptr noundef nonnull @.str.106, i32 noundef %22), !dbg !1398
  %569 = load i136, ptr @g_1383, align 16, !dbg !1399
  %570 = shl i136 %569, 30, !dbg !1399
  %571 = ashr i136 %570, 117, !dbg !1399
  %572 = trunc nsw i136 %571 to i64, !dbg !1399
  tail call fastcc void @transparent_crc(i64 noundef %572, ptr noundef nonnull @.str.107, i32 noundef %22), !dbg !1400
  %573 = load i136, ptr @g_1383, align 16, !dbg !1401
  %574 = lshr i136 %573, 106, !dbg !1401
  %575 = trunc nuw nsw i136 %574 to i64, !dbg !1401
  tail call fastcc void @transparent_crc(i64 noundef %575, ptr noundef nonnull @.str.108, i32 noundef %22), !dbg !1402
  %576 = load i16, ptr getelementptr inbounds (i8, ptr @g_1383, i64 17), align 1, !dbg !1403
  %577 = shl i16 %576, 12, !dbg !1403
  %578 = ashr exact i16 %577, 12, !dbg !1403
  %579 = sext i16 %578 to i64, !dbg !1404
  tail call fastcc void @transparent_crc(i64 noundef %579, ptr noundef nonnull @.str.109, i32 noundef %22), !dbg !1405
  %580 = load i16, ptr getelementptr inbounds (i8, ptr @g_1383, i64 17), align 1, !dbg !1406
  %581 = lshr i16 %580, 4, !dbg !1406
  %582 = and i16 %581, 511, !dbg !1406
  %583 = zext nneg i16 %582 to i64, !dbg !1407
  tail call fastcc void @transparent_crc(i64 noundef %583, ptr noundef nonnull @.str.110, i32 noundef %22), !dbg !1408
    #dbg_value(i32 0, !1082, !DIExpression(), !1086)
  br label %584, !dbg !1409

584:                                              ; preds = %521, %628
  %585 = phi i64 [ 0, %521 ], [ %629, %628 ]
    #dbg_value(i64 %585, !1082, !DIExpression(), !1086)
    #dbg_value(i32 0, !1083, !DIExpression(), !1086)
  %586 = trunc nuw nsw i64 %585 to i32
  br label %587, !dbg !1411

587:                                              ; preds = %584, %625
  %588 = phi i64 [ 0, %584 ], [ %626, %625 ]
    #dbg_value(i64 %588, !1083, !DIExpression(), !1086)
  %589 = getelementptr inbounds [9 x [8 x %struct.S0]], ptr @g_1450, i64 0, i64 %585, i64 %588, !dbg !1415
  %590 = load volatile i136, ptr %589, align 1, !dbg !1418
  %591 = shl i136 %590, 107, !dbg !1418
  %592 = ashr exact i136 %591, 107, !dbg !1418
  %593 = trunc nsw i136 %592 to i64, !dbg !1418
  tail call fastcc void @transparent_crc(i64 noundef %593, ptr noundef nonnull @.str.111, i32 noundef %22), !dbg !1419
  %594 = load volatile i136, ptr %589, align 1, !dbg !1420
  %595 = shl i136 %594, 77, !dbg !1420
  %596 = ashr i136 %595, 106, !dbg !1420
  %597 = trunc nsw i136 %596 to i64, !dbg !1420
  tail call fastcc void @transparent_crc(i64 noundef %597, ptr noundef nonnull @.str.112, i32 noundef %22), !dbg !1421
  %598 = load volatile i136, ptr %589, align 1, !dbg !1422
  %599 = shl i136 %598, 69, !dbg !1422
  %600 = ashr i136 %599, 128, !dbg !1422
  %601 = trunc nsw i136 %600 to i64, !dbg !1422
  tail call fastcc void @transparent_crc(i64 noundef %601, ptr noundef nonnull @.str.113, i32 noundef %22), !dbg !1423
  %602 = load volatile i136, ptr %589, align 1, !dbg !1424
  %603 = shl i136 %602, 49, !dbg !1424
  %604 = ashr i136 %603, 116, !dbg !1424
  %605 = trunc nsw i136 %604 to i64, !dbg !1424
  tail call fastcc void @transparent_crc(i64 noundef %605, ptr noundef nonnull @.str.114, i32 noundef %22), !dbg !1425
  %606 = load volatile i136, ptr %589, align 1, !dbg !1426
  %607 = shl i136 %606, 30, !dbg !1426
  %608 = ashr i136 %607, 117, !dbg !1426
  %609 = trunc nsw i136 %608 to i64, !dbg !1426
  tail call fastcc void @transparent_crc(i64 noundef %609, ptr noundef nonnull @.str.115, i32 noundef %22), !dbg !1427
  %610 = load volatile i136, ptr %589, align 1, !dbg !1428
  %611 = lshr i136 %610, 106, !dbg !1428
  %612 = trunc nuw nsw i136 %611 to i64, !dbg !1428
  tail call fastcc void @transparent_crc(i64 noundef %612, ptr noundef nonnull @.str.116, i32 noundef %22), !dbg !1429
  %613 = getelementptr inbounds i8, ptr %589, i64 17, !dbg !1430
  %614 = load volatile i16, ptr %613, align 1, !dbg !1430
  %615 = shl i16 %614, 12, !dbg !1430
  %616 = ashr exact i16 %615, 12, !dbg !1430
  %617 = sext i16 %616 to i64, !dbg !1431
  tail call fastcc void @transparent_crc(i64 noundef %617, ptr noundef nonnull @.str.117, i32 noundef %22), !dbg !1432
  %618 = load volatile i16, ptr %613, align 1, !dbg !1433
  %619 = lshr i16 %618, 4, !dbg !1433
  %620 = and i16 %619, 511, !dbg !1433
  %621 = zext nneg i16 %620 to i64, !dbg !1434
  tail call fastcc void @transparent_crc(i64 noundef %621, ptr noundef nonnull @.str.118, i32 noundef %22), !dbg !1435
  br i1 %21, label %625, label %622, !dbg !1436

622:                                              ; preds = %587
  %623 = trunc nuw nsw i64 %588 to i32, !dbg !1437
  %624 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %586, i32 noundef %623), !dbg !1437
  br label %625, !dbg !1437

625:                                              ; preds = %587, %622
  %626 = add nuw nsw i64 %588, 1, !dbg !1439
    #dbg_value(i64 %626, !1083, !DIExpression(), !1086)
  %627 = icmp eq i64 %626, 8, !dbg !1440
  br i1 %627, label %628, label %587, !dbg !1411, !llvm.loop !1441

628:                                              ; preds = %625
  %629 = add nuw nsw i64 %585, 1, !dbg !1443
    #dbg_value(i64 %629, !1082, !DIExpression(), !1086)
  %630 = icmp eq i64 %629, 9, !dbg !1444
  br i1 %630, label %631, label %584, !dbg !1409, !llvm.loop !1445

631:                                              ; preds = %628
  tail call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.119, i32 noundef %22), !dbg !1447
  %632 = load volatile i136, ptr @g_1610, align 16, !dbg !1448
  %633 = shl i136 %632, 107, !dbg !1448
  %634 = ashr exact i136 %633, 107, !dbg !1448
  %635 = trunc nsw i136 %634 to i64, !dbg !1448
  tail call fastcc void @transparent_crc(i64 noundef %635, ptr noundef nonnull @.str.120, i32 noundef %22), !dbg !1449
  %636 = load volatile i136, ptr @g_1610, align 16, !dbg !1450
  %637 = shl i136 %636, 77, !dbg !1450
  %638 = ashr i136 %637, 106, !dbg !1450
  %639 = trunc nsw i136 %638 to i64, !dbg !1450
  tail call fastcc void @transparent_crc(i64 noundef %639, ptr noundef nonnull @.str.121, i32 noundef %22), !dbg !1451
  %640 = load volatile i136, ptr @g_1610, align 16, !dbg !1452
  %641 = shl i136 %640, 69, !dbg !1452
  %642 = ashr i136 %641, 128, !dbg !1452
  %643 = trunc nsw i136 %642 to i64, !dbg !1452
  tail call fastcc void @transparent_crc(i64 noundef %643, ptr noundef nonnull @.str.122, i32 noundef %22), !dbg !1453
  %644 = load volatile i136, ptr @g_1610, align 16, !dbg !1454
  %645 = shl i136 %644, 49, !dbg !1454
  %646 = ashr i136 %645, 116, !dbg !1454
  %647 = trunc nsw i136 %646 to i64, !dbg !1454
  tail call fastcc void @transparent_crc(i64 noundef %647, ptr noundef nonnull @.str.123, i32 noundef %22), !dbg !1455
  %648 = load volatile i136, ptr @g_1610, align 16, !dbg !1456
  %649 = shl i136 %648, 30, !dbg !1456
  %650 = ashr i136 %649, 117, !dbg !1456
  %651 = trunc nsw i136 %650 to i64, !dbg !1456
  tail call fastcc void @transparent_crc(i64 noundef %651, ptr noundef nonnull @.str.124, i32 noundef %22), !dbg !1457
  %652 = load volatile i136, ptr @g_1610, align 16, !dbg !1458
  %653 = lshr i136 %652, 106, !dbg !1458
  %654 = trunc nuw nsw i136 %653 to i64, !dbg !1458
  tail call fastcc void @transparent_crc(i64 noundef %654, ptr noundef nonnull @.str.125, i32 noundef %22), !dbg !1459
  %655 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_1610, i64 17), align 1, !dbg !1460
  %656 = shl i16 %655, 12, !dbg !1460
  %657 = ashr exact i16 %656, 12, !dbg !1460
  %658 = sext i16 %657 to i64, !dbg !1461
  tail call fastcc void @transparent_crc(i64 noundef %658, ptr noundef nonnull @.str.126, i32 noundef %22), !dbg !1462
  %659 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_1610, i64 17), align 1, !dbg !1463
  %660 = lshr i16 %659, 4, !dbg !1463
  %661 = and i16 %660, 511, !dbg !1463
  %662 = zext nneg i16 %661 to i64, !dbg !1464
  tail call fastcc void @transparent_crc(i64 noundef %662, ptr noundef nonnull @.str.127, i32 noundef %22), !dbg !1465
  %663 = load volatile i136, ptr @g_1681, align 16, !dbg !1466
  %664 = shl i136 %663, 107, !dbg !1466
  %665 = ashr exact i136 %664, 107, !dbg !1466
  %666 = trunc nsw i136 %665 to i64, !dbg !1466
  tail call fastcc void @transparent_crc(i64 noundef %666, ptr noundef nonnull @.str.128, i32 noundef %22), !dbg !1467
  %667 = load volatile i136, ptr @g_1681, align 16, !dbg !1468
  %668 = shl i136 %667, 77, !dbg !1468
  %669 = ashr i136 %668, 106, !dbg !1468
  %670 = trunc nsw i136 %669 to i64, !dbg !1468
  tail call fastcc void @transparent_crc(i64 noundef %670, ptr noundef nonnull @.str.129, i32 noundef %22), !dbg !1469
  %671 = load volatile i136, ptr @g_1681, align 16, !dbg !1470
  %672 = shl i136 %671, 69, !dbg !1470
  %673 = ashr i136 %672, 128, !dbg !1470
  %674 = trunc nsw i136 %673 to i64, !dbg !1470
  tail call fastcc void @transparent_crc(i64 noundef %674, ptr noundef nonnull @.str.130, i32 noundef %22), !dbg !1471
  %675 = load volatile i136, ptr @g_1681, align 16, !dbg !1472
  %676 = shl i136 %675, 49, !dbg !1472
  %677 = ashr i136 %676, 116, !dbg !1472
  %678 = trunc nsw i136 %677 to i64, !dbg !1472
  tail call fastcc void @transparent_crc(i64 noundef %678, ptr noundef nonnull @.str.131, i32 noundef %22), !dbg !1473
  %679 = load volatile i136, ptr @g_1681, align 16, !dbg !1474
  %680 = shl i136 %679, 30, !dbg !1474
  %681 = ashr i136 %680, 117, !dbg !1474
  %682 = trunc nsw i136 %681 to i64, !dbg !1474
  tail call fastcc void @transparent_crc(i64 noundef %682, ptr noundef nonnull @.str.132, i32 noundef %22), !dbg !1475
  %683 = load volatile i136, ptr @g_1681, align 16, !dbg !1476
  %684 = lshr i136 %683, 106, !dbg !1476
  %685 = trunc nuw nsw i136 %684 to i64, !dbg !1476
  tail call fastcc void @transparent_crc(i64 noundef %685, ptr noundef nonnull @.str.133, i32 noundef %22), !dbg !1477
  %686 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_1681, i64 17), align 1, !dbg !1478
  %687 = shl i16 %686, 12, !dbg !1478
  %688 = ashr exact i16 %687, 12, !dbg !1478
  %689 = sext i16 %688 to i64, !dbg !1479
  tail call fastcc void @transparent_crc(i64 noundef %689, ptr noundef nonnull @.str.134, i32 noundef %22), !dbg !1480
  %690 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_1681, i64 17), align 1, !dbg !1481
  %691 = lshr i16 %690, 4, !dbg !1481
  %692 = and i16 %691, 511, !dbg !1481
  %693 = zext nneg i16 %692 to i64, !dbg !1482
  tail call fastcc void @transparent_crc(i64 noundef %693, ptr noundef nonnull @.str.135, i32 noundef %22), !dbg !1483
  %694 = load i136, ptr @g_1709, align 16, !dbg !1484
  %695 = shl i136 %694, 107, !dbg !1484
  %696 = ashr exact i136 %695, 107, !dbg !1484
  %697 = trunc nsw i136 %696 to i64, !dbg !1484
  tail call fastcc void @transparent_crc(i64 noundef %697, ptr noundef nonnull @.str.136, i32 noundef %22), !dbg !1485
  %698 = load i136, ptr @g_1709, align 16, !dbg !1486
  %699 = shl i136 %698, 77, !dbg !1486
  %700 = ashr i136 %699, 106, !dbg !1486
  %701 = trunc nsw i136 %700 to i64, !dbg !1486
  tail call fastcc void @transparent_crc(i64 noundef %701, ptr noundef nonnull @.str.137, i32 noundef %22), !dbg !1487
  %702 = load i136, ptr @g_1709, align 16, !dbg !1488
  %703 = shl i136 %702, 69, !dbg !1488
  %704 = ashr i136 %703, 128, !dbg !1488
  %705 = trunc nsw i136 %704 to i64, !dbg !1488
  tail call fastcc void @transparent_crc(i64 noundef %705, ptr noundef nonnull @.str.138, i32 noundef %22), !dbg !1489
  %706 = load volatile i136, ptr @g_1709, align 16, !dbg !1490
  %707 = shl i136 %706, 49, !dbg !1490
  %708 = ashr i136 %707, 116, !dbg !1490
  %709 = trunc nsw i136 %708 to i64, !dbg !1490
  tail call fastcc void @transparent_crc(i64 noundef %709, ptr noundef nonnull @.str.139, i32 noundef %22), !dbg !1491
  %710 = load i136, ptr @g_1709, align 16, !dbg !1492
  %711 = shl i136 %710, 30, !dbg !1492
  %712 = ashr i136 %711, 117, !dbg !1492
  %713 = trunc nsw i136 %712 to i64, !dbg !1492
  tail call fastcc void @transparent_crc(i64 noundef %713, ptr noundef nonnull @.str.140, i32 noundef %22), !dbg !1493
  %714 = load i136, ptr @g_1709, align 16, !dbg !1494
  %715 = lshr i136 %714, 106, !dbg !1494
  %716 = trunc nuw nsw i136 %715 to i64, !dbg !1494
  tail call fastcc void @transparent_crc(i64 noundef %716, ptr noundef nonnull @.str.141, i32 noundef %22), !dbg !1495
  %717 = load i16, ptr getelementptr inbounds (i8, ptr @g_1709, i64 17), align 1, !dbg !1496
  %718 = shl i16 %717, 12, !dbg !1496
  %719 = ashr exact i16 %718, 12, !dbg !1496
  %720 = sext i16 %719 to i64, !dbg !1497
  tail call fastcc void @transparent_crc(i64 noundef %720, ptr noundef nonnull @.str.142, i32 noundef %22), !dbg !1498
  %721 = load i16, ptr getelementptr inbounds (i8, ptr @g_1709, i64 17), align 1, !dbg !1499
  %722 = lshr i16 %721, 4, !dbg !1499
  %723 = and i16 %722, 511, !dbg !1499
  %724 = zext nneg i16 %723 to i64, !dbg !1500
  tail call fastcc void @transparent_crc(i64 noundef %724, ptr noundef nonnull @.str.143, i32 noundef %22), !dbg !1501
  %725 = load volatile i136, ptr @g_1720, align 16, !dbg !1502
  %726 = shl i136 %725, 107, !dbg !1502
  %727 = ashr exact i136 %726, 107, !dbg !1502
  %728 = trunc nsw i136 %727 to i64, !dbg !1502
  tail call fastcc void @transparent_crc(i64 noundef %728, ptr noundef nonnull @.str.144, i32 noundef %22), !dbg !1503
  %729 = load volatile i136, ptr @g_1720, align 16, !dbg !1504
  %730 = shl i136 %729, 77, !dbg !1504
  %731 = ashr i136 %730, 106, !dbg !1504
  %732 = trunc nsw i136 %731 to i64, !dbg !1504
  tail call fastcc void @transparent_crc(i64 noundef %732, ptr noundef nonnull @.str.145, i32 noundef %22), !dbg !1505
  %733 = load volatile i136, ptr @g_1720, align 16, !dbg !1506
  %734 = shl i136 %733, 69, !dbg !1506
  %735 = ashr i136 %734, 128, !dbg !1506
  %736 = trunc nsw i136 %735 to i64, !dbg !1506
  tail call fastcc void @transparent_crc(i64 noundef %736, ptr noundef nonnull @.str.146, i32 noundef %22), !dbg !1507
  %737 = load volatile i136, ptr @g_1720, align 16, !dbg !1508
  %738 = shl i136 %737, 49, !dbg !1508
  %739 = ashr i136 %738, 116, !dbg !1508
  %740 = trunc nsw i136 %739 to i64, !dbg !1508
  tail call fastcc void @transparent_crc(i64 noundef %740, ptr noundef nonnull @.str.147, i32 noundef %22), !dbg !1509
  %741 = load volatile i136, ptr @g_1720, align 16, !dbg !1510
  %742 = shl i136 %741, 30, !dbg !1510
  %743 = ashr i136 %742, 117, !dbg !1510
  %744 = trunc nsw i136 %743 to i64, !dbg !1510
  tail call fastcc void @transparent_crc(i64 noundef %744, ptr noundef nonnull @.str.148, i32 noundef %22), !dbg !1511
  %745 = load volatile i136, ptr @g_1720, align 16, !dbg !1512
  %746 = lshr i136 %745, 106, !dbg !1512
  %747 = trunc nuw nsw i136 %746 to i64, !dbg !1512
  tail call fastcc void @transparent_crc(i64 noundef %747, ptr noundef nonnull @.str.149, i32 noundef %22), !dbg !1513
  %748 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_1720, i64 17), align 1, !dbg !1514
  %749 = shl i16 %748, 12, !dbg !1514
  %750 = ashr exact i16 %749, 12, !dbg !1514
  %751 = sext i16 %750 to i64, !dbg !1515
  tail call fastcc void @transparent_crc(i64 noundef %751, ptr noundef nonnull @.str.150, i32 noundef %22), !dbg !1516
  %752 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_1720, i64 17), align 1, !dbg !1517
  %753 = lshr i16 %752, 4, !dbg !1517
  %754 = and i16 %753, 511, !dbg !1517
  %755 = zext nneg i16 %754 to i64, !dbg !1518
  tail call fastcc void @transparent_crc(i64 noundef %755, ptr noundef nonnull @.str.151, i32 noundef %22), !dbg !1519
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.152, i32 noundef %22), !dbg !1520
    #dbg_value(i32 0, !1082, !DIExpression(), !1086)
  br label %756, !dbg !1521

756:                                              ; preds = %631, %829
  %757 = phi i64 [ 0, %631 ], [ %830, %829 ]
    #dbg_value(i64 %757, !1082, !DIExpression(), !1086)
  %758 = getelementptr inbounds [5 x [1 x [9 x i16]]], ptr @g_1752, i64 0, i64 %757
    #dbg_value(i64 0, !1084, !DIExpression(), !1086)
  %759 = load i16, ptr %758, align 2, !dbg !1523, !tbaa !1152
  %760 = zext i16 %759 to i64, !dbg !1523
  tail call fastcc void @transparent_crc(i64 noundef %760, ptr noundef nonnull @.str.153, i32 noundef %22), !dbg !1532
  br i1 %21, label %761, label %786, !dbg !1533

761:                                              ; preds = %756
    #dbg_value(i64 1, !1084, !DIExpression(), !1086)
  %762 = getelementptr inbounds i8, ptr %758, i64 2, !dbg !1523
  %763 = load i16, ptr %762, align 2, !dbg !1523, !tbaa !1152
  %764 = zext i16 %763 to i64, !dbg !1523
  tail call fastcc void @transparent_crc(i64 noundef %764, ptr noundef nonnull @.str.153, i32 noundef %22), !dbg !1532
    #dbg_value(i64 2, !1084, !DIExpression(), !1086)
  %765 = getelementptr inbounds i8, ptr %758, i64 4, !dbg !1523
  %766 = load i16, ptr %765, align 2, !dbg !1523, !tbaa !1152
  %767 = zext i16 %766 to i64, !dbg !1523
  tail call fastcc void @transparent_crc(i64 noundef %767, ptr noundef nonnull @.str.153, i32 noundef %22), !dbg !1532
    #dbg_value(i64 3, !1084, !DIExpression(), !1086)
  %768 = getelementptr inbounds i8, ptr %758, i64 6, !dbg !1523
  %769 = load i16, ptr %768, align 2, !dbg !1523, !tbaa !1152
  %770 = zext i16 %769 to i64, !dbg !1523
  tail call fastcc void @transparent_crc(i64 noundef %770, ptr noundef nonnull @.str.153, i32 noundef %22), !dbg !1532
    #dbg_value(i64 4, !1084, !DIExpression(), !1086)
  %771 = getelementptr inbounds i8, ptr %758, i64 8, !dbg !1523
  %772 = load i16, ptr %771, align 2, !dbg !1523, !tbaa !1152
  %773 = zext i16 %772 to i64, !dbg !1523
  tail call fastcc void @transparent_crc(i64 noundef %773, ptr noundef nonnull @.str.153, i32 noundef %22), !dbg !1532
    #dbg_value(i64 5, !1084, !DIExpression(), !1086)
  %774 = getelementptr inbounds i8, ptr %758, i64 10, !dbg !1523
  %775 = load i16, ptr %774, align 2, !dbg !1523, !tbaa !1152
  %776 = zext i16 %775 to i64, !dbg !1523
  tail call fastcc void @transparent_crc(i64 noundef %776, ptr noundef nonnull @.str.153, i32 noundef %22), !dbg !1532
    #dbg_value(i64 6, !1084, !DIExpression(), !1086)
  %777 = getelementptr inbounds i8, ptr %758, i64 12, !dbg !1523
  %778 = load i16, ptr %777, align 2, !dbg !1523, !tbaa !1152
  %779 = zext i16 %778 to i64, !dbg !1523
  tail call fastcc void @transparent_crc(i64 noundef %779, ptr noundef nonnull @.str.153, i32 noundef %22), !dbg !1532
    #dbg_value(i64 7, !1084, !DIExpression(), !1086)
  %780 = getelementptr inbounds i8, ptr %758, i64 14, !dbg !1523
  %781 = load i16, ptr %780, align 2, !dbg !1523, !tbaa !1152
  %782 = zext i16 %781 to i64, !dbg !1523
  tail call fastcc void @transparent_crc(i64 noundef %782, ptr noundef nonnull @.str.153, i32 noundef %22), !dbg !1532
    #dbg_value(i64 8, !1084, !DIExpression(), !1086)
  %783 = getelementptr inbounds i8, ptr %758, i64 16, !dbg !1523
  %784 = load i16, ptr %783, align 2, !dbg !1523, !tbaa !1152
  %785 = zext i16 %784 to i64, !dbg !1523
  tail call fastcc void @transparent_crc(i64 noundef %785, ptr noundef nonnull @.str.153, i32 noundef %22), !dbg !1532
  br label %829, !dbg !1533

786:                                              ; preds = %756
  %787 = trunc nuw nsw i64 %757 to i32, !dbg !1534
  %788 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %787, i32 noundef 0, i32 noundef 0), !dbg !1534
    #dbg_value(i64 1, !1084, !DIExpression(), !1086)
  %789 = getelementptr inbounds i8, ptr %758, i64 2, !dbg !1523
  %790 = load i16, ptr %789, align 2, !dbg !1523, !tbaa !1152
  %791 = zext i16 %790 to i64, !dbg !1523
  tail call fastcc void @transparent_crc(i64 noundef %791, ptr noundef nonnull @.str.153, i32 noundef %22), !dbg !1532
  %792 = trunc nuw nsw i64 %757 to i32, !dbg !1534
  %793 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %792, i32 noundef 0, i32 noundef 1), !dbg !1534
    #dbg_value(i64 2, !1084, !DIExpression(), !1086)
  %794 = getelementptr inbounds i8, ptr %758, i64 4, !dbg !1523
  %795 = load i16, ptr %794, align 2, !dbg !1523, !tbaa !1152
  %796 = zext i16 %795 to i64, !dbg !1523
  tail call fastcc void @transparent_crc(i64 noundef %796, ptr noundef nonnull @.str.153, i32 noundef %22), !dbg !1532
  %797 = trunc nuw nsw i64 %757 to i32, !dbg !1534
  %798 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %797, i32 noundef 0, i32 noundef 2), !dbg !1534
    #dbg_value(i64 3, !1084, !DIExpression(), !1086)
  %799 = getelementptr inbounds i8, ptr %758, i64 6, !dbg !1523
  %800 = load i16, ptr %799, align 2, !dbg !1523, !tbaa !1152
  %801 = zext i16 %800 to i64, !dbg !1523
  tail call fastcc void @transparent_crc(i64 noundef %801, ptr noundef nonnull @.str.153, i32 noundef %22), !dbg !1532
  %802 = trunc nuw nsw i64 %757 to i32, !dbg !1534
  %803 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %802, i32 noundef 0, i32 noundef 3), !dbg !1534
    #dbg_value(i64 4, !1084, !DIExpression(), !1086)
  %804 = getelementptr inbounds i8, ptr %758, i64 8, !dbg !1523
  %805 = load i16, ptr %804, align 2, !dbg !1523, !tbaa !1152
  %806 = zext i16 %805 to i64, !dbg !1523
  tail call fastcc void @transparent_crc(i64 noundef %806, ptr noundef nonnull @.str.153, i32 noundef %22), !dbg !1532
  %807 = trunc nuw nsw i64 %757 to i32, !dbg !1534
  %808 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %807, i32 noundef 0, i32 noundef 4), !dbg !1534
    #dbg_value(i64 5, !1084, !DIExpression(), !1086)
  %809 = getelementptr inbounds i8, ptr %758, i64 10, !dbg !1523
  %810 = load i16, ptr %809, align 2, !dbg !1523, !tbaa !1152
  %811 = zext i16 %810 to i64, !dbg !1523
  tail call fastcc void @transparent_crc(i64 noundef %811, ptr noundef nonnull @.str.153, i32 noundef %22), !dbg !1532
  %812 = trunc nuw nsw i64 %757 to i32, !dbg !1534
  %813 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %812, i32 noundef 0, i32 noundef 5), !dbg !1534
    #dbg_value(i64 6, !1084, !DIExpression(), !1086)
  %814 = getelementptr inbounds i8, ptr %758, i64 12, !dbg !1523
  %815 = load i16, ptr %814, align 2, !dbg !1523, !tbaa !1152
  %816 = zext i16 %815 to i64, !dbg !1523
  tail call fastcc void @transparent_crc(i64 noundef %816, ptr noundef nonnull @.str.153, i32 noundef %22), !dbg !1532
  %817 = trunc nuw nsw i64 %757 to i32, !dbg !1534
  %818 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %817, i32 noundef 0, i32 noundef 6), !dbg !1534
    #dbg_value(i64 7, !1084, !DIExpression(), !1086)
  %819 = getelementptr inbounds i8, ptr %758, i64 14, !dbg !1523
  %820 = load i16, ptr %819, align 2, !dbg !1523, !tbaa !1152
  %821 = zext i16 %820 to i64, !dbg !1523
  tail call fastcc void @transparent_crc(i64 noundef %821, ptr noundef nonnull @.str.153, i32 noundef %22), !dbg !1532
  %822 = trunc nuw nsw i64 %757 to i32, !dbg !1534
  %823 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %822, i32 noundef 0, i32 noundef 7), !dbg !1534
    #dbg_value(i64 8, !1084, !DIExpression(), !1086)
  %824 = getelementptr inbounds i8, ptr %758, i64 16, !dbg !1523
  %825 = load i16, ptr %824, align 2, !dbg !1523, !tbaa !1152
  %826 = zext i16 %825 to i64, !dbg !1523
  tail call fastcc void @transparent_crc(i64 noundef %826, ptr noundef nonnull @.str.153, i32 noundef %22), !dbg !1532
  %827 = trunc nuw nsw i64 %757 to i32, !dbg !1534
  %828 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %827, i32 noundef 0, i32 noundef 8), !dbg !1534
  br label %829, !dbg !1534

829:                                              ; preds = %761, %786
    #dbg_value(i64 9, !1084, !DIExpression(), !1086)
    #dbg_value(i32 poison, !1083, !DIExpression(), !1086)
  %830 = add nuw nsw i64 %757, 1, !dbg !1536
    #dbg_value(i64 %830, !1082, !DIExpression(), !1086)
  %831 = icmp eq i64 %830, 5, !dbg !1537
  br i1 %831, label %832, label %756, !dbg !1521, !llvm.loop !1538

832:                                              ; preds = %829
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.154, i32 noundef %22), !dbg !1540
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.155, i32 noundef %22), !dbg !1541
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.156, i32 noundef %22), !dbg !1542
  tail call fastcc void @transparent_crc(i64 noundef 1945009827, ptr noundef nonnull @.str.157, i32 noundef %22), !dbg !1543
  tail call fastcc void @transparent_crc(i64 noundef 5651738332483860812, ptr noundef nonnull @.str.158, i32 noundef %22), !dbg !1544
  %833 = load i136, ptr @g_2074, align 16, !dbg !1545
  %834 = shl i136 %833, 107, !dbg !1545
  %835 = ashr exact i136 %834, 107, !dbg !1545
  %836 = trunc nsw i136 %835 to i64, !dbg !1545
  tail call fastcc void @transparent_crc(i64 noundef %836, ptr noundef nonnull @.str.159, i32 noundef %22), !dbg !1546
  %837 = load i136, ptr @g_2074, align 16, !dbg !1547
  %838 = shl i136 %837, 77, !dbg !1547
  %839 = ashr i136 %838, 106, !dbg !1547
  %840 = trunc nsw i136 %839 to i64, !dbg !1547
  tail call fastcc void @transparent_crc(i64 noundef %840, ptr noundef nonnull @.str.160, i32 noundef %22), !dbg !1548
  %841 = load i136, ptr @g_2074, align 16, !dbg !1549
  %842 = shl i136 %841, 69, !dbg !1549
  %843 = ashr i136 %842, 128, !dbg !1549
  %844 = trunc nsw i136 %843 to i64, !dbg !1549
  tail call fastcc void @transparent_crc(i64 noundef %844, ptr noundef nonnull @.str.161, i32 noundef %22), !dbg !1550
  %845 = load volatile i136, ptr @g_2074, align 16, !dbg !1551
  %846 = shl i136 %845, 49, !dbg !1551
  %847 = ashr i136 %846, 116, !dbg !1551
  %848 = trunc nsw i136 %847 to i64, !dbg !1551
  tail call fastcc void @transparent_crc(i64 noundef %848, ptr noundef nonnull @.str.162, i32 noundef %22), !dbg !1552
  %849 = load i136, ptr @g_2074, align 16, !dbg !1553
  %850 = shl i136 %849, 30, !dbg !1553
  %851 = ashr i136 %850, 117, !dbg !1553
  %852 = trunc nsw i136 %851 to i64, !dbg !1553
  tail call fastcc void @transparent_crc(i64 noundef %852, ptr noundef nonnull @.str.163, i32 noundef %22), !dbg !1554
  %853 = load i136, ptr @g_2074, align 16, !dbg !1555
  %854 = lshr i136 %853, 106, !dbg !1555
  %855 = trunc nuw nsw i136 %854 to i64, !dbg !1555
  tail call fastcc void @transparent_crc(i64 noundef %855, ptr noundef nonnull @.str.164, i32 noundef %22), !dbg !1556
  %856 = load i16, ptr getelementptr inbounds (i8, ptr @g_2074, i64 17), align 1, !dbg !1557
  %857 = shl i16 %856, 12, !dbg !1557
  %858 = ashr exact i16 %857, 12, !dbg !1557
  %859 = sext i16 %858 to i64, !dbg !1558
  tail call fastcc void @transparent_crc(i64 noundef %859, ptr noundef nonnull @.str.165, i32 noundef %22), !dbg !1559
  %860 = load i16, ptr getelementptr inbounds (i8, ptr @g_2074, i64 17), align 1, !dbg !1560
  %861 = lshr i16 %860, 4, !dbg !1560
  %862 = and i16 %861, 511, !dbg !1560
  %863 = zext nneg i16 %862 to i64, !dbg !1561
  tail call fastcc void @transparent_crc(i64 noundef %863, ptr noundef nonnull @.str.166, i32 noundef %22), !dbg !1562
  tail call fastcc void @transparent_crc(i64 noundef -22770, ptr noundef nonnull @.str.167, i32 noundef %22), !dbg !1563
    #dbg_value(i32 0, !1082, !DIExpression(), !1086)
  br label %864, !dbg !1564

864:                                              ; preds = %832, %902
  %865 = phi i64 [ 0, %832 ], [ %903, %902 ]
    #dbg_value(i64 %865, !1082, !DIExpression(), !1086)
  %866 = getelementptr inbounds [3 x %struct.S0], ptr @g_2159, i64 0, i64 %865, !dbg !1566
  %867 = load i136, ptr %866, align 1, !dbg !1569
  %868 = shl i136 %867, 107, !dbg !1569
  %869 = ashr exact i136 %868, 107, !dbg !1569
  %870 = trunc nsw i136 %869 to i64, !dbg !1569
  tail call fastcc void @transparent_crc(i64 noundef %870, ptr noundef nonnull @.str.168, i32 noundef %22), !dbg !1570
  %871 = load i136, ptr %866, align 1, !dbg !1571
  %872 = shl i136 %871, 77, !dbg !1571
  %873 = ashr i136 %872, 106, !dbg !1571
  %874 = trunc nsw i136 %873 to i64, !dbg !1571
  tail call fastcc void @transparent_crc(i64 noundef %874, ptr noundef nonnull @.str.169, i32 noundef %22), !dbg !1572
  %875 = load i136, ptr %866, align 1, !dbg !1573
  %876 = shl i136 %875, 69, !dbg !1573
  %877 = ashr i136 %876, 128, !dbg !1573
  %878 = trunc nsw i136 %877 to i64, !dbg !1573
  tail call fastcc void @transparent_crc(i64 noundef %878, ptr noundef nonnull @.str.170, i32 noundef %22), !dbg !1574
  %879 = load volatile i136, ptr %866, align 1, !dbg !1575
  %880 = shl i136 %879, 49, !dbg !1575
  %881 = ashr i136 %880, 116, !dbg !1575
  %882 = trunc nsw i136 %881 to i64, !dbg !1575
  tail call fastcc void @transparent_crc(i64 noundef %882, ptr noundef nonnull @.str.171, i32 noundef %22), !dbg !1576
  %883 = load i136, ptr %866, align 1, !dbg !1577
  %884 = shl i136 %883, 30, !dbg !1577
  %885 = ashr i136 %884, 117, !dbg !1577
  %886 = trunc nsw i136 %885 to i64, !dbg !1577
  tail call fastcc void @transparent_crc(i64 noundef %886, ptr noundef nonnull @.str.172, i32 noundef %22), !dbg !1578
  %887 = load i136, ptr %866, align 1, !dbg !1579
  %888 = lshr i136 %887, 106, !dbg !1579
  %889 = trunc nuw nsw i136 %888 to i64, !dbg !1579
  tail call fastcc void @transparent_crc(i64 noundef %889, ptr noundef nonnull @.str.173, i32 noundef %22), !dbg !1580
  %890 = getelementptr inbounds i8, ptr %866, i64 17, !dbg !1581
  %891 = load i16, ptr %890, align 1, !dbg !1581
  %892 = shl i16 %891, 12, !dbg !1581
  %893 = ashr exact i16 %892, 12, !dbg !1581
  %894 = sext i16 %893 to i64, !dbg !1582
  tail call fastcc void @transparent_crc(i64 noundef %894, ptr noundef nonnull @.str.174, i32 noundef %22), !dbg !1583
  %895 = load i16, ptr %890, align 1, !dbg !1584
  %896 = lshr i16 %895, 4, !dbg !1584
  %897 = and i16 %896, 511, !dbg !1584
  %898 = zext nneg i16 %897 to i64, !dbg !1585
  tail call fastcc void @transparent_crc(i64 noundef %898, ptr noundef nonnull @.str.175, i32 noundef %22), !dbg !1586
  br i1 %21, label %902, label %899, !dbg !1587

899:                                              ; preds = %864
  %900 = trunc nuw nsw i64 %865 to i32, !dbg !1588
  %901 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %900), !dbg !1588
  br label %902, !dbg !1588

902:                                              ; preds = %864, %899
  %903 = add nuw nsw i64 %865, 1, !dbg !1590
    #dbg_value(i64 %903, !1082, !DIExpression(), !1086)
  %904 = icmp eq i64 %903, 3, !dbg !1591
  br i1 %904, label %905, label %864, !dbg !1564, !llvm.loop !1592

905:                                              ; preds = %902
  %906 = load volatile i64, ptr @g_2166, align 8, !dbg !1594, !tbaa !1595
  tail call fastcc void @transparent_crc(i64 noundef %906, ptr noundef nonnull @.str.176, i32 noundef %22), !dbg !1597
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.177, i32 noundef %22), !dbg !1598
  tail call fastcc void @transparent_crc(i64 noundef 103, ptr noundef nonnull @.str.178, i32 noundef %22), !dbg !1599
  %907 = load volatile i32, ptr @g_2304, align 4, !dbg !1600, !tbaa !1120
  %908 = zext i32 %907 to i64, !dbg !1600
  tail call fastcc void @transparent_crc(i64 noundef %908, ptr noundef nonnull @.str.179, i32 noundef %22), !dbg !1601
    #dbg_value(i32 0, !1082, !DIExpression(), !1086)
  br label %909, !dbg !1602

909:                                              ; preds = %905, %953
  %910 = phi i64 [ 0, %905 ], [ %954, %953 ]
    #dbg_value(i64 %910, !1082, !DIExpression(), !1086)
    #dbg_value(i32 0, !1083, !DIExpression(), !1086)
  %911 = trunc nuw nsw i64 %910 to i32
  br label %912, !dbg !1604

912:                                              ; preds = %909, %950
  %913 = phi i64 [ 0, %909 ], [ %951, %950 ]
    #dbg_value(i64 %913, !1083, !DIExpression(), !1086)
  %914 = getelementptr inbounds [7 x [4 x %struct.S0]], ptr @g_2433, i64 0, i64 %910, i64 %913, !dbg !1608
  %915 = load i136, ptr %914, align 1, !dbg !1611
  %916 = shl i136 %915, 107, !dbg !1611
  %917 = ashr exact i136 %916, 107, !dbg !1611
  %918 = trunc nsw i136 %917 to i64, !dbg !1611
  tail call fastcc void @transparent_crc(i64 noundef %918, ptr noundef nonnull @.str.180, i32 noundef %22), !dbg !1612
  %919 = load i136, ptr %914, align 1, !dbg !1613
  %920 = shl i136 %919, 77, !dbg !1613
  %921 = ashr i136 %920, 106, !dbg !1613
  %922 = trunc nsw i136 %921 to i64, !dbg !1613
  tail call fastcc void @transparent_crc(i64 noundef %922, ptr noundef nonnull @.str.181, i32 noundef %22), !dbg !1614
  %923 = load i136, ptr %914, align 1, !dbg !1615
  %924 = shl i136 %923, 69, !dbg !1615
  %925 = ashr i136 %924, 128, !dbg !1615
  %926 = trunc nsw i136 %925 to i64, !dbg !1615
  tail call fastcc void @transparent_crc(i64 noundef %926, ptr noundef nonnull @.str.182, i32 noundef %22), !dbg !1616
  %927 = load volatile i136, ptr %914, align 1, !dbg !1617
  %928 = shl i136 %927, 49, !dbg !1617
  %929 = ashr i136 %928, 116, !dbg !1617
  %930 = trunc nsw i136 %929 to i64, !dbg !1617
  tail call fastcc void @transparent_crc(i64 noundef %930, ptr noundef nonnull @.str.183, i32 noundef %22), !dbg !1618
  %931 = load i136, ptr %914, align 1, !dbg !1619
  %932 = shl i136 %931, 30, !dbg !1619
  %933 = ashr i136 %932, 117, !dbg !1619
  %934 = trunc nsw i136 %933 to i64, !dbg !1619
  tail call fastcc void @transparent_crc(i64 noundef %934, ptr noundef nonnull @.str.184, i32 noundef %22), !dbg !1620
  %935 = load i136, ptr %914, align 1, !dbg !1621
  %936 = lshr i136 %935, 106, !dbg !1621
  %937 = trunc nuw nsw i136 %936 to i64, !dbg !1621
  tail call fastcc void @transparent_crc(i64 noundef %937, ptr noundef nonnull @.str.185, i32 noundef %22), !dbg !1622
  %938 = getelementptr inbounds i8, ptr %914, i64 17, !dbg !1623
  %939 = load i16, ptr %938, align 1, !dbg !1623
  %940 = shl i16 %939, 12, !dbg !1623
  %941 = ashr exact i16 %940, 12, !dbg !1623
  %942 = sext i16 %941 to i64, !dbg !1624
  tail call fastcc void @transparent_crc(i64 noundef %942, ptr noundef nonnull @.str.186, i32 noundef %22), !dbg !1625
  %943 = load i16, ptr %938, align 1, !dbg !1626
  %944 = lshr i16 %943, 4, !dbg !1626
  %945 = and i16 %944, 511, !dbg !1626
  %946 = zext nneg i16 %945 to i64, !dbg !1627
  tail call fastcc void @transparent_crc(i64 noundef %946, ptr noundef nonnull @.str.187, i32 noundef %22), !dbg !1628
  br i1 %21, label %950, label %947, !dbg !1629

947:                                              ; preds = %912
  %948 = trunc nuw nsw i64 %913 to i32, !dbg !1630
  %949 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %911, i32 noundef %948), !dbg !1630
  br label %950, !dbg !1630

950:                                              ; preds = %912, %947
  %951 = add nuw nsw i64 %913, 1, !dbg !1632
    #dbg_value(i64 %951, !1083, !DIExpression(), !1086)
  %952 = icmp eq i64 %951, 4, !dbg !1633
  br i1 %952, label %953, label %912, !dbg !1604, !llvm.loop !1634

953:                                              ; preds = %950
  %954 = add nuw nsw i64 %910, 1, !dbg !1636
    #dbg_value(i64 %954, !1082, !DIExpression(), !1086)
  %955 = icmp eq i64 %954, 7, !dbg !1637
  br i1 %955, label %956, label %909, !dbg !1602, !llvm.loop !1638

956:                                              ; preds = %953
  tail call fastcc void @transparent_crc(i64 noundef -4443160390157853237, ptr noundef nonnull @.str.188, i32 noundef %22), !dbg !1640
  tail call fastcc void @transparent_crc(i64 noundef 232, ptr noundef nonnull @.str.189, i32 noundef %22), !dbg !1641
    #dbg_value(i32 0, !1082, !DIExpression(), !1086)
  br label %957, !dbg !1642

957:                                              ; preds = %956, %990
  %958 = phi i64 [ 0, %956 ], [ %991, %990 ]
    #dbg_value(i64 %958, !1082, !DIExpression(), !1086)
    #dbg_value(i32 0, !1083, !DIExpression(), !1086)
  %959 = trunc nuw nsw i64 %958 to i32
  %960 = trunc nuw nsw i64 %958 to i32
  %961 = trunc nuw nsw i64 %958 to i32
  br label %962, !dbg !1644

962:                                              ; preds = %957, %987
  %963 = phi i64 [ 0, %957 ], [ %988, %987 ]
    #dbg_value(i64 %963, !1083, !DIExpression(), !1086)
    #dbg_value(i64 0, !1084, !DIExpression(), !1086)
  %964 = getelementptr inbounds [10 x [7 x [3 x i8]]], ptr @g_2747, i64 0, i64 %958, i64 %963, i64 0, !dbg !1648
  %965 = load volatile i8, ptr %964, align 1, !dbg !1648, !tbaa !1351
  %966 = sext i8 %965 to i64, !dbg !1648
  tail call fastcc void @transparent_crc(i64 noundef %966, ptr noundef nonnull @.str.190, i32 noundef %22), !dbg !1654
  br i1 %21, label %967, label %974, !dbg !1655

967:                                              ; preds = %962
    #dbg_value(i64 1, !1084, !DIExpression(), !1086)
  %968 = getelementptr inbounds [10 x [7 x [3 x i8]]], ptr @g_2747, i64 0, i64 %958, i64 %963, i64 1, !dbg !1648
  %969 = load volatile i8, ptr %968, align 1, !dbg !1648, !tbaa !1351
  %970 = sext i8 %969 to i64, !dbg !1648
  tail call fastcc void @transparent_crc(i64 noundef %970, ptr noundef nonnull @.str.190, i32 noundef %22), !dbg !1654
    #dbg_value(i64 2, !1084, !DIExpression(), !1086)
  %971 = getelementptr inbounds [10 x [7 x [3 x i8]]], ptr @g_2747, i64 0, i64 %958, i64 %963, i64 2, !dbg !1648
  %972 = load volatile i8, ptr %971, align 1, !dbg !1648, !tbaa !1351
  %973 = sext i8 %972 to i64, !dbg !1648
  tail call fastcc void @transparent_crc(i64 noundef %973, ptr noundef nonnull @.str.190, i32 noundef %22), !dbg !1654
  br label %987, !dbg !1655

974:                                              ; preds = %962
  %975 = trunc nuw nsw i64 %963 to i32, !dbg !1656
  %976 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %959, i32 noundef %975, i32 noundef 0), !dbg !1656
    #dbg_value(i64 1, !1084, !DIExpression(), !1086)
  %977 = getelementptr inbounds [10 x [7 x [3 x i8]]], ptr @g_2747, i64 0, i64 %958, i64 %963, i64 1, !dbg !1648
  %978 = load volatile i8, ptr %977, align 1, !dbg !1648, !tbaa !1351
  %979 = sext i8 %978 to i64, !dbg !1648
  tail call fastcc void @transparent_crc(i64 noundef %979, ptr noundef nonnull @.str.190, i32 noundef %22), !dbg !1654
  %980 = trunc nuw nsw i64 %963 to i32, !dbg !1656
  %981 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %960, i32 noundef %980, i32 noundef 1), !dbg !1656
    #dbg_value(i64 2, !1084, !DIExpression(), !1086)
  %982 = getelementptr inbounds [10 x [7 x [3 x i8]]], ptr @g_2747, i64 0, i64 %958, i64 %963, i64 2, !dbg !1648
  %983 = load volatile i8, ptr %982, align 1, !dbg !1648, !tbaa !1351
  %984 = sext i8 %983 to i64, !dbg !1648
  tail call fastcc void @transparent_crc(i64 noundef %984, ptr noundef nonnull @.str.190, i32 noundef %22), !dbg !1654
  %985 = trunc nuw nsw i64 %963 to i32, !dbg !1656
  %986 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %961, i32 noundef %985, i32 noundef 2), !dbg !1656
  br label %987, !dbg !1656

987:                                              ; preds = %967, %974
    #dbg_value(i64 3, !1084, !DIExpression(), !1086)
  %988 = add nuw nsw i64 %963, 1, !dbg !1658
    #dbg_value(i64 %988, !1083, !DIExpression(), !1086)
  %989 = icmp eq i64 %988, 7, !dbg !1659
  br i1 %989, label %990, label %962, !dbg !1644, !llvm.loop !1660

990:                                              ; preds = %987
  %991 = add nuw nsw i64 %958, 1, !dbg !1662
    #dbg_value(i64 %991, !1082, !DIExpression(), !1086)
  %992 = icmp eq i64 %991, 10, !dbg !1663
  br i1 %992, label %993, label %957, !dbg !1642, !llvm.loop !1664

993:                                              ; preds = %990
  %994 = load i136, ptr @g_2813, align 16, !dbg !1666
  %995 = shl i136 %994, 107, !dbg !1666
  %996 = ashr exact i136 %995, 107, !dbg !1666
  %997 = trunc nsw i136 %996 to i64, !dbg !1666
  tail call fastcc void @transparent_crc(i64 noundef %997, ptr noundef nonnull @.str.191, i32 noundef %22), !dbg !1667
  %998 = load i136, ptr @g_2813, align 16, !dbg !1668
  %999 = shl i136 %998, 77, !dbg !1668
  %1000 = ashr i136 %999, 106, !dbg !1668
  %1001 = trunc nsw i136 %1000 to i64, !dbg !1668
  tail call fastcc void @transparent_crc(i64 noundef %1001, ptr noundef nonnull @.str.192, i32 noundef %22), !dbg !1669
  %1002 = load i136, ptr @g_2813, align 16, !dbg !1670
  %1003 = shl i136 %1002, 69, !dbg !1670
  %1004 = ashr i136 %1003, 128, !dbg !1670
  %1005 = trunc nsw i136 %1004 to i64, !dbg !1670
  tail call fastcc void @transparent_crc(i64 noundef %1005, ptr noundef nonnull @.str.193, i32 noundef %22), !dbg !1671
  %1006 = load volatile i136, ptr @g_2813, align 16, !dbg !1672
  %1007 = shl i136 %1006, 49, !dbg !1672
  %1008 = ashr i136 %1007, 116, !dbg !1672
  %1009 = trunc nsw i136 %1008 to i64, !dbg !1672
  tail call fastcc void @transparent_crc(i64 noundef %1009, ptr noundef nonnull @.str.194, i32 noundef %22), !dbg !1673
  %1010 = load i136, ptr @g_2813, align 16, !dbg !1674
  %1011 = shl i136 %1010, 30, !dbg !1674
  %1012 = ashr i136 %1011, 117, !dbg !1674
  %1013 = trunc nsw i136 %1012 to i64, !dbg !1674
  tail call fastcc void @transparent_crc(i64 noundef %1013, ptr noundef nonnull @.str.195, i32 noundef %22), !dbg !1675
  %1014 = load i136, ptr @g_2813, align 16, !dbg !1676
  %1015 = lshr i136 %1014, 106, !dbg !1676
  %1016 = trunc nuw nsw i136 %1015 to i64, !dbg !1676
  tail call fastcc void @transparent_crc(i64 noundef %1016, ptr noundef nonnull @.str.196, i32 noundef %22), !dbg !1677
  %1017 = load i16, ptr getelementptr inbounds (i8, ptr @g_2813, i64 17), align 1, !dbg !1678
  %1018 = shl i16 %1017, 12, !dbg !1678
  %1019 = ashr exact i16 %1018, 12, !dbg !1678
  %1020 = sext i16 %1019 to i64, !dbg !1679
  tail call fastcc void @transparent_crc(i64 noundef %1020, ptr noundef nonnull @.str.197, i32 noundef %22), !dbg !1680
  %1021 = load i16, ptr getelementptr inbounds (i8, ptr @g_2813, i64 17), align 1, !dbg !1681
  %1022 = lshr i16 %1021, 4, !dbg !1681
  %1023 = and i16 %1022, 511, !dbg !1681
  %1024 = zext nneg i16 %1023 to i64, !dbg !1682
  tail call fastcc void @transparent_crc(i64 noundef %1024, ptr noundef nonnull @.str.198, i32 noundef %22), !dbg !1683
  %1025 = load i136, ptr @g_2868, align 16, !dbg !1684
  %1026 = shl i136 %1025, 107, !dbg !1684
  %1027 = ashr exact i136 %1026, 107, !dbg !1684
  %1028 = trunc nsw i136 %1027 to i64, !dbg !1684
  tail call fastcc void @transparent_crc(i64 noundef %1028, ptr noundef nonnull @.str.199, i32 noundef %22), !dbg !1685
  %1029 = load i136, ptr @g_2868, align 16, !dbg !1686
  %1030 = shl i136 %1029, 77, !dbg !1686
  %1031 = ashr i136 %1030, 106, !dbg !1686
  %1032 = trunc nsw i136 %1031 to i64, !dbg !1686
  tail call fastcc void @transparent_crc(i64 noundef %1032, ptr noundef nonnull @.str.200, i32 noundef %22), !dbg !1687
  %1033 = load i136, ptr @g_2868, align 16, !dbg !1688
  %1034 = shl i136 %1033, 69, !dbg !1688
  %1035 = ashr i136 %1034, 128, !dbg !1688
  %1036 = trunc nsw i136 %1035 to i64, !dbg !1688
  tail call fastcc void @transparent_crc(i64 noundef %1036, ptr noundef nonnull @.str.201, i32 noundef %22), !dbg !1689
  %1037 = load volatile i136, ptr @g_2868, align 16, !dbg !1690
  %1038 = shl i136 %1037, 49, !dbg !1690
  %1039 = ashr i136 %1038, 116, !dbg !1690
  %1040 = trunc nsw i136 %1039 to i64, !dbg !1690
  tail call fastcc void @transparent_crc(i64 noundef %1040, ptr noundef nonnull @.str.202, i32 noundef %22), !dbg !1691
  %1041 = load i136, ptr @g_2868, align 16, !dbg !1692
  %1042 = shl i136 %1041, 30, !dbg !1692
  %1043 = ashr i136 %1042, 117, !dbg !1692
  %1044 = trunc nsw i136 %1043 to i64, !dbg !1692
  tail call fastcc void @transparent_crc(i64 noundef %1044, ptr noundef nonnull @.str.203, i32 noundef %22), !dbg !1693
  %1045 = load i136, ptr @g_2868, align 16, !dbg !1694
  %1046 = lshr i136 %1045, 106, !dbg !1694
  %1047 = trunc nuw nsw i136 %1046 to i64, !dbg !1694
  tail call fastcc void @transparent_crc(i64 noundef %1047, ptr noundef nonnull @.str.204, i32 noundef %22), !dbg !1695
  %1048 = load i16, ptr getelementptr inbounds (i8, ptr @g_2868, i64 17), align 1, !dbg !1696
  %1049 = shl i16 %1048, 12, !dbg !1696
  %1050 = ashr exact i16 %1049, 12, !dbg !1696
  %1051 = sext i16 %1050 to i64, !dbg !1697
  tail call fastcc void @transparent_crc(i64 noundef %1051, ptr noundef nonnull @.str.205, i32 noundef %22), !dbg !1698
  %1052 = load i16, ptr getelementptr inbounds (i8, ptr @g_2868, i64 17), align 1, !dbg !1699
  %1053 = lshr i16 %1052, 4, !dbg !1699
  %1054 = and i16 %1053, 511, !dbg !1699
  %1055 = zext nneg i16 %1054 to i64, !dbg !1700
  tail call fastcc void @transparent_crc(i64 noundef %1055, ptr noundef nonnull @.str.206, i32 noundef %22), !dbg !1701
  tail call fastcc void @transparent_crc(i64 noundef 5639, ptr noundef nonnull @.str.207, i32 noundef %22), !dbg !1702
  tail call fastcc void @transparent_crc(i64 noundef -20749, ptr noundef nonnull @.str.208, i32 noundef %22), !dbg !1703
  tail call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.209, i32 noundef %22), !dbg !1704
  %1056 = load volatile i136, ptr @g_2891, align 16, !dbg !1705
  %1057 = shl i136 %1056, 49, !dbg !1705
  %1058 = ashr i136 %1057, 116, !dbg !1705
  %1059 = trunc nsw i136 %1058 to i64, !dbg !1705
  tail call fastcc void @transparent_crc(i64 noundef %1059, ptr noundef nonnull @.str.210, i32 noundef %22), !dbg !1706
  tail call fastcc void @transparent_crc(i64 noundef 551, ptr noundef nonnull @.str.211, i32 noundef %22), !dbg !1707
  tail call fastcc void @transparent_crc(i64 noundef 32119, ptr noundef nonnull @.str.212, i32 noundef %22), !dbg !1708
  tail call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.213, i32 noundef %22), !dbg !1709
  tail call fastcc void @transparent_crc(i64 noundef 14, ptr noundef nonnull @.str.214, i32 noundef %22), !dbg !1710
  %1060 = load volatile i64, ptr @g_2922, align 8, !dbg !1711, !tbaa !1595
  tail call fastcc void @transparent_crc(i64 noundef %1060, ptr noundef nonnull @.str.215, i32 noundef %22), !dbg !1712
    #dbg_value(i32 poison, !1082, !DIExpression(), !1086)
  %1061 = load i136, ptr @g_3007, align 16, !dbg !1713
  %1062 = shl i136 %1061, 107, !dbg !1713
  %1063 = ashr exact i136 %1062, 107, !dbg !1713
  %1064 = trunc nsw i136 %1063 to i64, !dbg !1713
  tail call fastcc void @transparent_crc(i64 noundef %1064, ptr noundef nonnull @.str.216, i32 noundef %22), !dbg !1717
  %1065 = load i136, ptr @g_3007, align 16, !dbg !1718
  %1066 = shl i136 %1065, 77, !dbg !1718
  %1067 = ashr i136 %1066, 106, !dbg !1718
  %1068 = trunc nsw i136 %1067 to i64, !dbg !1718
  tail call fastcc void @transparent_crc(i64 noundef %1068, ptr noundef nonnull @.str.217, i32 noundef %22), !dbg !1719
  %1069 = load i136, ptr @g_3007, align 16, !dbg !1720
  %1070 = shl i136 %1069, 69, !dbg !1720
  %1071 = ashr i136 %1070, 128, !dbg !1720
  %1072 = trunc nsw i136 %1071 to i64, !dbg !1720
  tail call fastcc void @transparent_crc(i64 noundef %1072, ptr noundef nonnull @.str.218, i32 noundef %22), !dbg !1721
  %1073 = load volatile i136, ptr @g_3007, align 16, !dbg !1722
  %1074 = shl i136 %1073, 49, !dbg !1722
  %1075 = ashr i136 %1074, 116, !dbg !1722
  %1076 = trunc nsw i136 %1075 to i64, !dbg !1722
  tail call fastcc void @transparent_crc(i64 noundef %1076, ptr noundef nonnull @.str.219, i32 noundef %22), !dbg !1723
  %1077 = load i136, ptr @g_3007, align 16, !dbg !1724
  %1078 = shl i136 %1077, 30, !dbg !1724
  %1079 = ashr i136 %1078, 117, !dbg !1724
  %1080 = trunc nsw i136 %1079 to i64, !dbg !1724
  tail call fastcc void @transparent_crc(i64 noundef %1080, ptr noundef nonnull @.str.220, i32 noundef %22), !dbg !1725
  %1081 = load i136, ptr @g_3007, align 16, !dbg !1726
  %1082 = lshr i136 %1081, 106, !dbg !1726
  %1083 = trunc nuw nsw i136 %1082 to i64, !dbg !1726
  tail call fastcc void @transparent_crc(i64 noundef %1083, ptr noundef nonnull @.str.221, i32 noundef %22), !dbg !1727
  %1084 = load i16, ptr getelementptr inbounds (i8, ptr @g_3007, i64 17), align 1, !dbg !1728
  %1085 = shl i16 %1084, 12, !dbg !1728
  %1086 = ashr exact i16 %1085, 12, !dbg !1728
  %1087 = sext i16 %1086 to i64, !dbg !1729
  tail call fastcc void @transparent_crc(i64 noundef %1087, ptr noundef nonnull @.str.222, i32 noundef %22), !dbg !1730
  %1088 = load i16, ptr getelementptr inbounds (i8, ptr @g_3007, i64 17), align 1, !dbg !1731
  %1089 = lshr i16 %1088, 4, !dbg !1731
  %1090 = and i16 %1089, 511, !dbg !1731
  %1091 = zext nneg i16 %1090 to i64, !dbg !1732
  tail call fastcc void @transparent_crc(i64 noundef %1091, ptr noundef nonnull @.str.223, i32 noundef %22), !dbg !1733
  br i1 %21, label %1094, label %1092, !dbg !1734

1092:                                             ; preds = %993
  %1093 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0), !dbg !1735
  br label %1094, !dbg !1735

1094:                                             ; preds = %1092, %993
    #dbg_value(i32 poison, !1082, !DIExpression(), !1086)
  %1095 = load volatile i136, ptr @g_3018, align 16, !dbg !1737
  %1096 = shl i136 %1095, 107, !dbg !1737
  %1097 = ashr exact i136 %1096, 107, !dbg !1737
  %1098 = trunc nsw i136 %1097 to i64, !dbg !1737
  tail call fastcc void @transparent_crc(i64 noundef %1098, ptr noundef nonnull @.str.224, i32 noundef %22), !dbg !1738
  %1099 = load volatile i136, ptr @g_3018, align 16, !dbg !1739
  %1100 = shl i136 %1099, 77, !dbg !1739
  %1101 = ashr i136 %1100, 106, !dbg !1739
  %1102 = trunc nsw i136 %1101 to i64, !dbg !1739
  tail call fastcc void @transparent_crc(i64 noundef %1102, ptr noundef nonnull @.str.225, i32 noundef %22), !dbg !1740
  %1103 = load volatile i136, ptr @g_3018, align 16, !dbg !1741
  %1104 = shl i136 %1103, 69, !dbg !1741
  %1105 = ashr i136 %1104, 128, !dbg !1741
  %1106 = trunc nsw i136 %1105 to i64, !dbg !1741
  tail call fastcc void @transparent_crc(i64 noundef %1106, ptr noundef nonnull @.str.226, i32 noundef %22), !dbg !1742
  %1107 = load volatile i136, ptr @g_3018, align 16, !dbg !1743
  %1108 = shl i136 %1107, 49, !dbg !1743
  %1109 = ashr i136 %1108, 116, !dbg !1743
  %1110 = trunc nsw i136 %1109 to i64, !dbg !1743
  tail call fastcc void @transparent_crc(i64 noundef %1110, ptr noundef nonnull @.str.227, i32 noundef %22), !dbg !1744
  %1111 = load volatile i136, ptr @g_3018, align 16, !dbg !1745
  %1112 = shl i136 %1111, 30, !dbg !1745
  %1113 = ashr i136 %1112, 117, !dbg !1745
  %1114 = trunc nsw i136 %1113 to i64, !dbg !1745
  tail call fastcc void @transparent_crc(i64 noundef %1114, ptr noundef nonnull @.str.228, i32 noundef %22), !dbg !1746
  %1115 = load volatile i136, ptr @g_3018, align 16, !dbg !1747
  %1116 = lshr i136 %1115, 106, !dbg !1747
  %1117 = trunc nuw nsw i136 %1116 to i64, !dbg !1747
  tail call fastcc void @transparent_crc(i64 noundef %1117, ptr noundef nonnull @.str.229, i32 noundef %22), !dbg !1748
  %1118 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_3018, i64 17), align 1, !dbg !1749
  %1119 = shl i16 %1118, 12, !dbg !1749
  %1120 = ashr exact i16 %1119, 12, !dbg !1749
  %1121 = sext i16 %1120 to i64, !dbg !1750
  tail call fastcc void @transparent_crc(i64 noundef %1121, ptr noundef nonnull @.str.230, i32 noundef %22), !dbg !1751
  %1122 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_3018, i64 17), align 1, !dbg !1752
  %1123 = lshr i16 %1122, 4, !dbg !1752
  %1124 = and i16 %1123, 511, !dbg !1752
  %1125 = zext nneg i16 %1124 to i64, !dbg !1753
  tail call fastcc void @transparent_crc(i64 noundef %1125, ptr noundef nonnull @.str.231, i32 noundef %22), !dbg !1754
  %1126 = load volatile i32, ptr @g_3122, align 4, !dbg !1755, !tbaa !1120
  %1127 = sext i32 %1126 to i64, !dbg !1755
  tail call fastcc void @transparent_crc(i64 noundef %1127, ptr noundef nonnull @.str.232, i32 noundef %22), !dbg !1756
  %1128 = load i136, ptr @g_3128, align 16, !dbg !1757
  %1129 = shl i136 %1128, 107, !dbg !1757
  %1130 = ashr exact i136 %1129, 107, !dbg !1757
  %1131 = trunc nsw i136 %1130 to i64, !dbg !1757
  tail call fastcc void @transparent_crc(i64 noundef %1131, ptr noundef nonnull @.str.233, i32 noundef %22), !dbg !1758
  %1132 = load i136, ptr @g_3128, align 16, !dbg !1759
  %1133 = shl i136 %1132, 77, !dbg !1759
  %1134 = ashr i136 %1133, 106, !dbg !1759
  %1135 = trunc nsw i136 %1134 to i64, !dbg !1759
  tail call fastcc void @transparent_crc(i64 noundef %1135, ptr noundef nonnull @.str.234, i32 noundef %22), !dbg !1760
  %1136 = load i136, ptr @g_3128, align 16, !dbg !1761
  %1137 = shl i136 %1136, 69, !dbg !1761
  %1138 = ashr i136 %1137, 128, !dbg !1761
  %1139 = trunc nsw i136 %1138 to i64, !dbg !1761
  tail call fastcc void @transparent_crc(i64 noundef %1139, ptr noundef nonnull @.str.235, i32 noundef %22), !dbg !1762
  %1140 = load volatile i136, ptr @g_3128, align 16, !dbg !1763
  %1141 = shl i136 %1140, 49, !dbg !1763
  %1142 = ashr i136 %1141, 116, !dbg !1763
  %1143 = trunc nsw i136 %1142 to i64, !dbg !1763
  tail call fastcc void @transparent_crc(i64 noundef %1143, ptr noundef nonnull @.str.236, i32 noundef %22), !dbg !1764
  %1144 = load i136, ptr @g_3128, align 16, !dbg !1765
  %1145 = shl i136 %1144, 30, !dbg !1765
  %1146 = ashr i136 %1145, 117, !dbg !1765
  %1147 = trunc nsw i136 %1146 to i64, !dbg !1765
  tail call fastcc void @transparent_crc(i64 noundef %1147, ptr noundef nonnull @.str.237, i32 noundef %22), !dbg !1766
  %1148 = load i136, ptr @g_3128, align 16, !dbg !1767
  %1149 = lshr i136 %1148, 106, !dbg !1767
  %1150 = trunc nuw nsw i136 %1149 to i64, !dbg !1767
  tail call fastcc void @transparent_crc(i64 noundef %1150, ptr noundef nonnull @.str.238, i32 noundef %22), !dbg !1768
  %1151 = load i16, ptr getelementptr inbounds (i8, ptr @g_3128, i64 17), align 1, !dbg !1769
  %1152 = shl i16 %1151, 12, !dbg !1769
  %1153 = ashr exact i16 %1152, 12, !dbg !1769
  %1154 = sext i16 %1153 to i64, !dbg !1770
  tail call fastcc void @transparent_crc(i64 noundef %1154, ptr noundef nonnull @.str.239, i32 noundef %22), !dbg !1771
  %1155 = load i16, ptr getelementptr inbounds (i8, ptr @g_3128, i64 17), align 1, !dbg !1772
  %1156 = lshr i16 %1155, 4, !dbg !1772
  %1157 = and i16 %1156, 511, !dbg !1772
  %1158 = zext nneg i16 %1157 to i64, !dbg !1773
  tail call fastcc void @transparent_crc(i64 noundef %1158, ptr noundef nonnull @.str.240, i32 noundef %22), !dbg !1774
  %1159 = load volatile i136, ptr @g_3163, align 16, !dbg !1775
  %1160 = shl i136 %1159, 107, !dbg !1775
  %1161 = ashr exact i136 %1160, 107, !dbg !1775
  %1162 = trunc nsw i136 %1161 to i64, !dbg !1775
  tail call fastcc void @transparent_crc(i64 noundef %1162, ptr noundef nonnull @.str.241, i32 noundef %22), !dbg !1776
  %1163 = load volatile i136, ptr @g_3163, align 16, !dbg !1777
  %1164 = shl i136 %1163, 77, !dbg !1777
  %1165 = ashr i136 %1164, 106, !dbg !1777
  %1166 = trunc nsw i136 %1165 to i64, !dbg !1777
  tail call fastcc void @transparent_crc(i64 noundef %1166, ptr noundef nonnull @.str.242, i32 noundef %22), !dbg !1778
  %1167 = load volatile i136, ptr @g_3163, align 16, !dbg !1779
  %1168 = shl i136 %1167, 69, !dbg !1779
  %1169 = ashr i136 %1168, 128, !dbg !1779
  %1170 = trunc nsw i136 %1169 to i64, !dbg !1779
  tail call fastcc void @transparent_crc(i64 noundef %1170, ptr noundef nonnull @.str.243, i32 noundef %22), !dbg !1780
  %1171 = load volatile i136, ptr @g_3163, align 16, !dbg !1781
  %1172 = shl i136 %1171, 49, !dbg !1781
  %1173 = ashr i136 %1172, 116, !dbg !1781
  %1174 = trunc nsw i136 %1173 to i64, !dbg !1781
  tail call fastcc void @transparent_crc(i64 noundef %1174, ptr noundef nonnull @.str.244, i32 noundef %22), !dbg !1782
  %1175 = load volatile i136, ptr @g_3163, align 16, !dbg !1783
  %1176 = shl i136 %1175, 30, !dbg !1783
  %1177 = ashr i136 %1176, 117, !dbg !1783
  %1178 = trunc nsw i136 %1177 to i64, !dbg !1783
  tail call fastcc void @transparent_crc(i64 noundef %1178, ptr noundef nonnull @.str.245, i32 noundef %22), !dbg !1784
  %1179 = load volatile i136, ptr @g_3163, align 16, !dbg !1785
  %1180 = lshr i136 %1179, 106, !dbg !1785
  %1181 = trunc nuw nsw i136 %1180 to i64, !dbg !1785
  tail call fastcc void @transparent_crc(i64 noundef %1181, ptr noundef nonnull @.str.246, i32 noundef %22), !dbg !1786
  %1182 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_3163, i64 17), align 1, !dbg !1787
  %1183 = shl i16 %1182, 12, !dbg !1787
  %1184 = ashr exact i16 %1183, 12, !dbg !1787
  %1185 = sext i16 %1184 to i64, !dbg !1788
  tail call fastcc void @transparent_crc(i64 noundef %1185, ptr noundef nonnull @.str.247, i32 noundef %22), !dbg !1789
  %1186 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_3163, i64 17), align 1, !dbg !1790
  %1187 = lshr i16 %1186, 4, !dbg !1790
  %1188 = and i16 %1187, 511, !dbg !1790
  %1189 = zext nneg i16 %1188 to i64, !dbg !1791
  tail call fastcc void @transparent_crc(i64 noundef %1189, ptr noundef nonnull @.str.248, i32 noundef %22), !dbg !1792
    #dbg_value(i32 0, !1082, !DIExpression(), !1086)
  br label %1190, !dbg !1793

1190:                                             ; preds = %1094, %1225
  %1191 = phi i64 [ 0, %1094 ], [ %1226, %1225 ]
    #dbg_value(i64 %1191, !1082, !DIExpression(), !1086)
    #dbg_value(i32 0, !1083, !DIExpression(), !1086)
  %1192 = trunc nuw nsw i64 %1191 to i32
  %1193 = trunc nuw nsw i64 %1191 to i32
  %1194 = trunc nuw nsw i64 %1191 to i32
  %1195 = trunc nuw nsw i64 %1191 to i32
  br label %1196, !dbg !1795

1196:                                             ; preds = %1190, %1222
  %1197 = phi i64 [ 0, %1190 ], [ %1223, %1222 ]
    #dbg_value(i64 %1197, !1083, !DIExpression(), !1086)
    #dbg_value(i64 0, !1084, !DIExpression(), !1086)
  %1198 = getelementptr inbounds [10 x [6 x [4 x i64]]], ptr @g_3207, i64 0, i64 %1191, i64 %1197, i64 0, !dbg !1799
  %1199 = load volatile i64, ptr %1198, align 16, !dbg !1799, !tbaa !1595
  tail call fastcc void @transparent_crc(i64 noundef %1199, ptr noundef nonnull @.str.249, i32 noundef %22), !dbg !1805
  br i1 %21, label %1200, label %1207, !dbg !1806

1200:                                             ; preds = %1196
    #dbg_value(i64 1, !1084, !DIExpression(), !1086)
  %1201 = getelementptr inbounds [10 x [6 x [4 x i64]]], ptr @g_3207, i64 0, i64 %1191, i64 %1197, i64 1, !dbg !1799
  %1202 = load volatile i64, ptr %1201, align 8, !dbg !1799, !tbaa !1595
  tail call fastcc void @transparent_crc(i64 noundef %1202, ptr noundef nonnull @.str.249, i32 noundef %22), !dbg !1805
    #dbg_value(i64 2, !1084, !DIExpression(), !1086)
  %1203 = getelementptr inbounds [10 x [6 x [4 x i64]]], ptr @g_3207, i64 0, i64 %1191, i64 %1197, i64 2, !dbg !1799
  %1204 = load volatile i64, ptr %1203, align 16, !dbg !1799, !tbaa !1595
  tail call fastcc void @transparent_crc(i64 noundef %1204, ptr noundef nonnull @.str.249, i32 noundef %22), !dbg !1805
    #dbg_value(i64 3, !1084, !DIExpression(), !1086)
  %1205 = getelementptr inbounds [10 x [6 x [4 x i64]]], ptr @g_3207, i64 0, i64 %1191, i64 %1197, i64 3, !dbg !1799
  %1206 = load volatile i64, ptr %1205, align 8, !dbg !1799, !tbaa !1595
  tail call fastcc void @transparent_crc(i64 noundef %1206, ptr noundef nonnull @.str.249, i32 noundef %22), !dbg !1805
  br label %1222, !dbg !1806

1207:                                             ; preds = %1196
  %1208 = trunc nuw nsw i64 %1197 to i32, !dbg !1807
  %1209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %1192, i32 noundef %1208, i32 noundef 0), !dbg !1807
    #dbg_value(i64 1, !1084, !DIExpression(), !1086)
  %1210 = getelementptr inbounds [10 x [6 x [4 x i64]]], ptr @g_3207, i64 0, i64 %1191, i64 %1197, i64 1, !dbg !1799
  %1211 = load volatile i64, ptr %1210, align 8, !dbg !1799, !tbaa !1595
  tail call fastcc void @transparent_crc(i64 noundef %1211, ptr noundef nonnull @.str.249, i32 noundef %22), !dbg !1805
  %1212 = trunc nuw nsw i64 %1197 to i32, !dbg !1807
  %1213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %1193, i32 noundef %1212, i32 noundef 1), !dbg !1807
    #dbg_value(i64 2, !1084, !DIExpression(), !1086)
  %1214 = getelementptr inbounds [10 x [6 x [4 x i64]]], ptr @g_3207, i64 0, i64 %1191, i64 %1197, i64 2, !dbg !1799
  %1215 = load volatile i64, ptr %1214, align 16, !dbg !1799, !tbaa !1595
  tail call fastcc void @transparent_crc(i64 noundef %1215, ptr noundef nonnull @.str.249, i32 noundef %22), !dbg !1805
  %1216 = trunc nuw nsw i64 %1197 to i32, !dbg !1807
  %1217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %1194, i32 noundef %1216, i32 noundef 2), !dbg !1807
    #dbg_value(i64 3, !1084, !DIExpression(), !1086)
  %1218 = getelementptr inbounds [10 x [6 x [4 x i64]]], ptr @g_3207, i64 0, i64 %1191, i64 %1197, i64 3, !dbg !1799
  %1219 = load volatile i64, ptr %1218, align 8, !dbg !1799, !tbaa !1595
  tail call fastcc void @transparent_crc(i64 noundef %1219, ptr noundef nonnull @.str.249, i32 noundef %22), !dbg !1805
  %1220 = trunc nuw nsw i64 %1197 to i32, !dbg !1807
  %1221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, i32 noundef %1195, i32 noundef %1220, i32 noundef 3), !dbg !1807
  br label %1222, !dbg !1807

1222:                                             ; preds = %1200, %1207
    #dbg_value(i64 4, !1084, !DIExpression(), !1086)
  %1223 = add nuw nsw i64 %1197, 1, !dbg !1809
    #dbg_value(i64 %1223, !1083, !DIExpression(), !1086)
  %1224 = icmp eq i64 %1223, 6, !dbg !1810
  br i1 %1224, label %1225, label %1196, !dbg !1795, !llvm.loop !1811

1225:                                             ; preds = %1222
  %1226 = add nuw nsw i64 %1191, 1, !dbg !1813
    #dbg_value(i64 %1226, !1082, !DIExpression(), !1086)
  %1227 = icmp eq i64 %1226, 10, !dbg !1814
  br i1 %1227, label %1228, label %1190, !dbg !1793, !llvm.loop !1815

1228:                                             ; preds = %1225
  %1229 = load volatile i32, ptr @g_3224, align 4, !dbg !1817, !tbaa !1120
  %1230 = zext i32 %1229 to i64, !dbg !1817
  tail call fastcc void @transparent_crc(i64 noundef %1230, ptr noundef nonnull @.str.250, i32 noundef %22), !dbg !1818
  %1231 = load i136, ptr @g_3257, align 16, !dbg !1819
  %1232 = shl i136 %1231, 107, !dbg !1819
  %1233 = ashr exact i136 %1232, 107, !dbg !1819
  %1234 = trunc nsw i136 %1233 to i64, !dbg !1819
  tail call fastcc void @transparent_crc(i64 noundef %1234, ptr noundef nonnull @.str.251, i32 noundef %22), !dbg !1820
  %1235 = load i136, ptr @g_3257, align 16, !dbg !1821
  %1236 = shl i136 %1235, 77, !dbg !1821
  %1237 = ashr i136 %1236, 106, !dbg !1821
  %1238 = trunc nsw i136 %1237 to i64, !dbg !1821
  tail call fastcc void @transparent_crc(i64 noundef %1238, ptr noundef nonnull @.str.252, i32 noundef %22), !dbg !1822
  %1239 = load i136, ptr @g_3257, align 16, !dbg !1823
  %1240 = shl i136 %1239, 69, !dbg !1823
  %1241 = ashr i136 %1240, 128, !dbg !1823
  %1242 = trunc nsw i136 %1241 to i64, !dbg !1823
  tail call fastcc void @transparent_crc(i64 noundef %1242, ptr noundef nonnull @.str.253, i32 noundef %22), !dbg !1824
  %1243 = load volatile i136, ptr @g_3257, align 16, !dbg !1825
  %1244 = shl i136 %1243, 49, !dbg !1825
  %1245 = ashr i136 %1244, 116, !dbg !1825
  %1246 = trunc nsw i136 %1245 to i64, !dbg !1825
  tail call fastcc void @transparent_crc(i64 noundef %1246, ptr noundef nonnull @.str.254, i32 noundef %22), !dbg !1826
  %1247 = load i136, ptr @g_3257, align 16, !dbg !1827
  %1248 = shl i136 %1247, 30, !dbg !1827
  %1249 = ashr i136 %1248, 117, !dbg !1827
  %1250 = trunc nsw i136 %1249 to i64, !dbg !1827
  tail call fastcc void @transparent_crc(i64 noundef %1250, ptr noundef nonnull @.str.255, i32 noundef %22), !dbg !1828
  %1251 = load i136, ptr @g_3257, align 16, !dbg !1829
  %1252 = lshr i136 %1251, 106, !dbg !1829
  %1253 = trunc nuw nsw i136 %1252 to i64, !dbg !1829
  tail call fastcc void @transparent_crc(i64 noundef %1253, ptr noundef nonnull @.str.256, i32 noundef %22), !dbg !1830
  %1254 = load i16, ptr getelementptr inbounds (i8, ptr @g_3257, i64 17), align 1, !dbg !1831
  %1255 = shl i16 %1254, 12, !dbg !1831
  %1256 = ashr exact i16 %1255, 12, !dbg !1831
  %1257 = sext i16 %1256 to i64, !dbg !1832
  tail call fastcc void @transparent_crc(i64 noundef %1257, ptr noundef nonnull @.str.257, i32 noundef %22), !dbg !1833
  %1258 = load i16, ptr getelementptr inbounds (i8, ptr @g_3257, i64 17), align 1, !dbg !1834
  %1259 = lshr i16 %1258, 4, !dbg !1834
  %1260 = and i16 %1259, 511, !dbg !1834
  %1261 = zext nneg i16 %1260 to i64, !dbg !1835
  tail call fastcc void @transparent_crc(i64 noundef %1261, ptr noundef nonnull @.str.258, i32 noundef %22), !dbg !1836
  %1262 = load volatile i64, ptr @g_3292, align 8, !dbg !1837, !tbaa !1595
  tail call fastcc void @transparent_crc(i64 noundef %1262, ptr noundef nonnull @.str.259, i32 noundef %22), !dbg !1838
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.260, i32 noundef %22), !dbg !1839
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.261, i32 noundef %22), !dbg !1840
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.262, i32 noundef %22), !dbg !1841
  tail call fastcc void @transparent_crc(i64 noundef 12101, ptr noundef nonnull @.str.263, i32 noundef %22), !dbg !1842
  %1263 = load volatile i8, ptr @g_3781, align 1, !dbg !1843, !tbaa !1351
  %1264 = sext i8 %1263 to i64, !dbg !1843
  tail call fastcc void @transparent_crc(i64 noundef %1264, ptr noundef nonnull @.str.264, i32 noundef %22), !dbg !1844
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.265, i32 noundef %22), !dbg !1845
  tail call fastcc void @transparent_crc(i64 noundef -355080053485388386, ptr noundef nonnull @.str.266, i32 noundef %22), !dbg !1846
  tail call fastcc void @transparent_crc(i64 noundef -477, ptr noundef nonnull @.str.267, i32 noundef %22), !dbg !1847
  tail call fastcc void @transparent_crc(i64 noundef 15853, ptr noundef nonnull @.str.268, i32 noundef %22), !dbg !1848
  tail call fastcc void @transparent_crc(i64 noundef -14, ptr noundef nonnull @.str.269, i32 noundef %22), !dbg !1849
  %1265 = load volatile i136, ptr @g_3907, align 16, !dbg !1850
  %1266 = shl i136 %1265, 49, !dbg !1850
  %1267 = ashr i136 %1266, 116, !dbg !1850
  %1268 = trunc nsw i136 %1267 to i64, !dbg !1850
  tail call fastcc void @transparent_crc(i64 noundef %1268, ptr noundef nonnull @.str.270, i32 noundef %22), !dbg !1851
  tail call fastcc void @transparent_crc(i64 noundef -366, ptr noundef nonnull @.str.271, i32 noundef %22), !dbg !1852
  tail call fastcc void @transparent_crc(i64 noundef 10197, ptr noundef nonnull @.str.272, i32 noundef %22), !dbg !1853
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.273, i32 noundef %22), !dbg !1854
  tail call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.274, i32 noundef %22), !dbg !1855
  %1269 = load volatile i136, ptr @g_3925, align 16, !dbg !1856
  %1270 = shl i136 %1269, 107, !dbg !1856
  %1271 = ashr exact i136 %1270, 107, !dbg !1856
  %1272 = trunc nsw i136 %1271 to i64, !dbg !1856
  tail call fastcc void @transparent_crc(i64 noundef %1272, ptr noundef nonnull @.str.275, i32 noundef %22), !dbg !1857
  %1273 = load volatile i136, ptr @g_3925, align 16, !dbg !1858
  %1274 = shl i136 %1273, 77, !dbg !1858
  %1275 = ashr i136 %1274, 106, !dbg !1858
  %1276 = trunc nsw i136 %1275 to i64, !dbg !1858
  tail call fastcc void @transparent_crc(i64 noundef %1276, ptr noundef nonnull @.str.276, i32 noundef %22), !dbg !1859
  %1277 = load volatile i136, ptr @g_3925, align 16, !dbg !1860
  %1278 = shl i136 %1277, 69, !dbg !1860
  %1279 = ashr i136 %1278, 128, !dbg !1860
  %1280 = trunc nsw i136 %1279 to i64, !dbg !1860
  tail call fastcc void @transparent_crc(i64 noundef %1280, ptr noundef nonnull @.str.277, i32 noundef %22), !dbg !1861
  %1281 = load volatile i136, ptr @g_3925, align 16, !dbg !1862
  %1282 = shl i136 %1281, 49, !dbg !1862
  %1283 = ashr i136 %1282, 116, !dbg !1862
  %1284 = trunc nsw i136 %1283 to i64, !dbg !1862
  tail call fastcc void @transparent_crc(i64 noundef %1284, ptr noundef nonnull @.str.278, i32 noundef %22), !dbg !1863
  %1285 = load volatile i136, ptr @g_3925, align 16, !dbg !1864
  %1286 = shl i136 %1285, 30, !dbg !1864
  %1287 = ashr i136 %1286, 117, !dbg !1864
  %1288 = trunc nsw i136 %1287 to i64, !dbg !1864
  tail call fastcc void @transparent_crc(i64 noundef %1288, ptr noundef nonnull @.str.279, i32 noundef %22), !dbg !1865
  %1289 = load volatile i136, ptr @g_3925, align 16, !dbg !1866
  %1290 = lshr i136 %1289, 106, !dbg !1866
  %1291 = trunc nuw nsw i136 %1290 to i64, !dbg !1866
  tail call fastcc void @transparent_crc(i64 noundef %1291, ptr noundef nonnull @.str.280, i32 noundef %22), !dbg !1867
  %1292 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_3925, i64 17), align 1, !dbg !1868
  %1293 = shl i16 %1292, 12, !dbg !1868
  %1294 = ashr exact i16 %1293, 12, !dbg !1868
  %1295 = sext i16 %1294 to i64, !dbg !1869
  tail call fastcc void @transparent_crc(i64 noundef %1295, ptr noundef nonnull @.str.281, i32 noundef %22), !dbg !1870
  %1296 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_3925, i64 17), align 1, !dbg !1871
  %1297 = lshr i16 %1296, 4, !dbg !1871
  %1298 = and i16 %1297, 511, !dbg !1871
  %1299 = zext nneg i16 %1298 to i64, !dbg !1872
  tail call fastcc void @transparent_crc(i64 noundef %1299, ptr noundef nonnull @.str.282, i32 noundef %22), !dbg !1873
  %1300 = load volatile i136, ptr @g_4064, align 16, !dbg !1874
  %1301 = shl i136 %1300, 107, !dbg !1874
  %1302 = ashr exact i136 %1301, 107, !dbg !1874
  %1303 = trunc nsw i136 %1302 to i64, !dbg !1874
  tail call fastcc void @transparent_crc(i64 noundef %1303, ptr noundef nonnull @.str.283, i32 noundef %22), !dbg !1875
  %1304 = load volatile i136, ptr @g_4064, align 16, !dbg !1876
  %1305 = shl i136 %1304, 77, !dbg !1876
  %1306 = ashr i136 %1305, 106, !dbg !1876
  %1307 = trunc nsw i136 %1306 to i64, !dbg !1876
  tail call fastcc void @transparent_crc(i64 noundef %1307, ptr noundef nonnull @.str.284, i32 noundef %22), !dbg !1877
  %1308 = load volatile i136, ptr @g_4064, align 16, !dbg !1878
  %1309 = shl i136 %1308, 69, !dbg !1878
  %1310 = ashr i136 %1309, 128, !dbg !1878
  %1311 = trunc nsw i136 %1310 to i64, !dbg !1878
  tail call fastcc void @transparent_crc(i64 noundef %1311, ptr noundef nonnull @.str.285, i32 noundef %22), !dbg !1879
  %1312 = load volatile i136, ptr @g_4064, align 16, !dbg !1880
  %1313 = shl i136 %1312, 49, !dbg !1880
  %1314 = ashr i136 %1313, 116, !dbg !1880
  %1315 = trunc nsw i136 %1314 to i64, !dbg !1880
  tail call fastcc void @transparent_crc(i64 noundef %1315, ptr noundef nonnull @.str.286, i32 noundef %22), !dbg !1881
  %1316 = load volatile i136, ptr @g_4064, align 16, !dbg !1882
  %1317 = shl i136 %1316, 30, !dbg !1882
  %1318 = ashr i136 %1317, 117, !dbg !1882
  %1319 = trunc nsw i136 %1318 to i64, !dbg !1882
  tail call fastcc void @transparent_crc(i64 noundef %1319, ptr noundef nonnull @.str.287, i32 noundef %22), !dbg !1883
  %1320 = load volatile i136, ptr @g_4064, align 16, !dbg !1884
  %1321 = lshr i136 %1320, 106, !dbg !1884
  %1322 = trunc nuw nsw i136 %1321 to i64, !dbg !1884
  tail call fastcc void @transparent_crc(i64 noundef %1322, ptr noundef nonnull @.str.288, i32 noundef %22), !dbg !1885
  %1323 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_4064, i64 17), align 1, !dbg !1886
  %1324 = shl i16 %1323, 12, !dbg !1886
  %1325 = ashr exact i16 %1324, 12, !dbg !1886
  %1326 = sext i16 %1325 to i64, !dbg !1887
  tail call fastcc void @transparent_crc(i64 noundef %1326, ptr noundef nonnull @.str.289, i32 noundef %22), !dbg !1888
  %1327 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_4064, i64 17), align 1, !dbg !1889
  %1328 = lshr i16 %1327, 4, !dbg !1889
  %1329 = and i16 %1328, 511, !dbg !1889
  %1330 = zext nneg i16 %1329 to i64, !dbg !1890
  tail call fastcc void @transparent_crc(i64 noundef %1330, ptr noundef nonnull @.str.290, i32 noundef %22), !dbg !1891
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.291, i32 noundef %22), !dbg !1892
  %1331 = load volatile i32, ptr @g_4237, align 4, !dbg !1893, !tbaa !1120
  %1332 = zext i32 %1331 to i64, !dbg !1893
  tail call fastcc void @transparent_crc(i64 noundef %1332, ptr noundef nonnull @.str.292, i32 noundef %22), !dbg !1894
  %1333 = load i136, ptr @g_4246, align 16, !dbg !1895
  %1334 = shl i136 %1333, 107, !dbg !1895
  %1335 = ashr exact i136 %1334, 107, !dbg !1895
  %1336 = trunc nsw i136 %1335 to i64, !dbg !1895
  tail call fastcc void @transparent_crc(i64 noundef %1336, ptr noundef nonnull @.str.293, i32 noundef %22), !dbg !1896
  %1337 = load i136, ptr @g_4246, align 16, !dbg !1897
  %1338 = shl i136 %1337, 77, !dbg !1897
  %1339 = ashr i136 %1338, 106, !dbg !1897
  %1340 = trunc nsw i136 %1339 to i64, !dbg !1897
  tail call fastcc void @transparent_crc(i64 noundef %1340, ptr noundef nonnull @.str.294, i32 noundef %22), !dbg !1898
  %1341 = load i136, ptr @g_4246, align 16, !dbg !1899
  %1342 = shl i136 %1341, 69, !dbg !1899
  %1343 = ashr i136 %1342, 128, !dbg !1899
  %1344 = trunc nsw i136 %1343 to i64, !dbg !1899
  tail call fastcc void @transparent_crc(i64 noundef %1344, ptr noundef nonnull @.str.295, i32 noundef %22), !dbg !1900
  %1345 = load volatile i136, ptr @g_4246, align 16, !dbg !1901
  %1346 = shl i136 %1345, 49, !dbg !1901
  %1347 = ashr i136 %1346, 116, !dbg !1901
  %1348 = trunc nsw i136 %1347 to i64, !dbg !1901
  tail call fastcc void @transparent_crc(i64 noundef %1348, ptr noundef nonnull @.str.296, i32 noundef %22), !dbg !1902
  %1349 = load i136, ptr @g_4246, align 16, !dbg !1903
  %1350 = shl i136 %1349, 30, !dbg !1903
  %1351 = ashr i136 %1350, 117, !dbg !1903
  %1352 = trunc nsw i136 %1351 to i64, !dbg !1903
  tail call fastcc void @transparent_crc(i64 noundef %1352, ptr noundef nonnull @.str.297, i32 noundef %22), !dbg !1904
  %1353 = load i136, ptr @g_4246, align 16, !dbg !1905
  %1354 = lshr i136 %1353, 106, !dbg !1905
  %1355 = trunc nuw nsw i136 %1354 to i64, !dbg !1905
  tail call fastcc void @transparent_crc(i64 noundef %1355, ptr noundef nonnull @.str.298, i32 noundef %22), !dbg !1906
  %1356 = load i16, ptr getelementptr inbounds (i8, ptr @g_4246, i64 17), align 1, !dbg !1907
  %1357 = shl i16 %1356, 12, !dbg !1907
  %1358 = ashr exact i16 %1357, 12, !dbg !1907
  %1359 = sext i16 %1358 to i64, !dbg !1908
  tail call fastcc void @transparent_crc(i64 noundef %1359, ptr noundef nonnull @.str.299, i32 noundef %22), !dbg !1909
  %1360 = load i16, ptr getelementptr inbounds (i8, ptr @g_4246, i64 17), align 1, !dbg !1910
  %1361 = lshr i16 %1360, 4, !dbg !1910
  %1362 = and i16 %1361, 511, !dbg !1910
  %1363 = zext nneg i16 %1362 to i64, !dbg !1911
  tail call fastcc void @transparent_crc(i64 noundef %1363, ptr noundef nonnull @.str.300, i32 noundef %22), !dbg !1912
    #dbg_value(i32 0, !1082, !DIExpression(), !1086)
  br label %1364, !dbg !1913

1364:                                             ; preds = %1228, %1402
  %1365 = phi i64 [ 0, %1228 ], [ %1403, %1402 ]
    #dbg_value(i64 %1365, !1082, !DIExpression(), !1086)
  %1366 = getelementptr inbounds [5 x %struct.S0], ptr @g_4259, i64 0, i64 %1365, !dbg !1915
  %1367 = load i136, ptr %1366, align 1, !dbg !1918
  %1368 = shl i136 %1367, 107, !dbg !1918
  %1369 = ashr exact i136 %1368, 107, !dbg !1918
  %1370 = trunc nsw i136 %1369 to i64, !dbg !1918
  tail call fastcc void @transparent_crc(i64 noundef %1370, ptr noundef nonnull @.str.301, i32 noundef %22), !dbg !1919
  %1371 = load i136, ptr %1366, align 1, !dbg !1920
  %1372 = shl i136 %1371, 77, !dbg !1920
  %1373 = ashr i136 %1372, 106, !dbg !1920
  %1374 = trunc nsw i136 %1373 to i64, !dbg !1920
  tail call fastcc void @transparent_crc(i64 noundef %1374, ptr noundef nonnull @.str.302, i32 noundef %22), !dbg !1921
  %1375 = load i136, ptr %1366, align 1, !dbg !1922
  %1376 = shl i136 %1375, 69, !dbg !1922
  %1377 = ashr i136 %1376, 128, !dbg !1922
  %1378 = trunc nsw i136 %1377 to i64, !dbg !1922
  tail call fastcc void @transparent_crc(i64 noundef %1378, ptr noundef nonnull @.str.303, i32 noundef %22), !dbg !1923
  %1379 = load volatile i136, ptr %1366, align 1, !dbg !1924
  %1380 = shl i136 %1379, 49, !dbg !1924
  %1381 = ashr i136 %1380, 116, !dbg !1924
  %1382 = trunc nsw i136 %1381 to i64, !dbg !1924
  tail call fastcc void @transparent_crc(i64 noundef %1382, ptr noundef nonnull @.str.304, i32 noundef %22), !dbg !1925
  %1383 = load i136, ptr %1366, align 1, !dbg !1926
  %1384 = shl i136 %1383, 30, !dbg !1926
  %1385 = ashr i136 %1384, 117, !dbg !1926
  %1386 = trunc nsw i136 %1385 to i64, !dbg !1926
  tail call fastcc void @transparent_crc(i64 noundef %1386, ptr noundef nonnull @.str.305, i32 noundef %22), !dbg !1927
  %1387 = load i136, ptr %1366, align 1, !dbg !1928
  %1388 = lshr i136 %1387, 106, !dbg !1928
  %1389 = trunc nuw nsw i136 %1388 to i64, !dbg !1928
  tail call fastcc void @transparent_crc(i64 noundef %1389, ptr noundef nonnull @.str.306, i32 noundef %22), !dbg !1929
  %1390 = getelementptr inbounds i8, ptr %1366, i64 17, !dbg !1930
  %1391 = load i16, ptr %1390, align 1, !dbg !1930
  %1392 = shl i16 %1391, 12, !dbg !1930
  %1393 = ashr exact i16 %1392, 12, !dbg !1930
  %1394 = sext i16 %1393 to i64, !dbg !1931
  tail call fastcc void @transparent_crc(i64 noundef %1394, ptr noundef nonnull @.str.307, i32 noundef %22), !dbg !1932
  %1395 = load i16, ptr %1390, align 1, !dbg !1933
  %1396 = lshr i16 %1395, 4, !dbg !1933
  %1397 = and i16 %1396, 511, !dbg !1933
  %1398 = zext nneg i16 %1397 to i64, !dbg !1934
  tail call fastcc void @transparent_crc(i64 noundef %1398, ptr noundef nonnull @.str.308, i32 noundef %22), !dbg !1935
  br i1 %21, label %1402, label %1399, !dbg !1936

1399:                                             ; preds = %1364
  %1400 = trunc nuw nsw i64 %1365 to i32, !dbg !1937
  %1401 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %1400), !dbg !1937
  br label %1402, !dbg !1937

1402:                                             ; preds = %1364, %1399
  %1403 = add nuw nsw i64 %1365, 1, !dbg !1939
    #dbg_value(i64 %1403, !1082, !DIExpression(), !1086)
  %1404 = icmp eq i64 %1403, 5, !dbg !1940
  br i1 %1404, label %1405, label %1364, !dbg !1913, !llvm.loop !1941

1405:                                             ; preds = %1402
  %1406 = load i136, ptr @g_4307, align 16, !dbg !1943
  %1407 = shl i136 %1406, 107, !dbg !1943
  %1408 = ashr exact i136 %1407, 107, !dbg !1943
  %1409 = trunc nsw i136 %1408 to i64, !dbg !1943
  tail call fastcc void @transparent_crc(i64 noundef %1409, ptr noundef nonnull @.str.309, i32 noundef %22), !dbg !1944
  %1410 = load i136, ptr @g_4307, align 16, !dbg !1945
  %1411 = shl i136 %1410, 77, !dbg !1945
  %1412 = ashr i136 %1411, 106, !dbg !1945
  %1413 = trunc nsw i136 %1412 to i64, !dbg !1945
  tail call fastcc void @transparent_crc(i64 noundef %1413, ptr noundef nonnull @.str.310, i32 noundef %22), !dbg !1946
  %1414 = load i136, ptr @g_4307, align 16, !dbg !1947
  %1415 = shl i136 %1414, 69, !dbg !1947
  %1416 = ashr i136 %1415, 128, !dbg !1947
  %1417 = trunc nsw i136 %1416 to i64, !dbg !1947
  tail call fastcc void @transparent_crc(i64 noundef %1417, ptr noundef nonnull @.str.311, i32 noundef %22), !dbg !1948
  %1418 = load volatile i136, ptr @g_4307, align 16, !dbg !1949
  %1419 = shl i136 %1418, 49, !dbg !1949
  %1420 = ashr i136 %1419, 116, !dbg !1949
  %1421 = trunc nsw i136 %1420 to i64, !dbg !1949
  tail call fastcc void @transparent_crc(i64 noundef %1421, ptr noundef nonnull @.str.312, i32 noundef %22), !dbg !1950
  %1422 = load i136, ptr @g_4307, align 16, !dbg !1951
  %1423 = shl i136 %1422, 30, !dbg !1951
  %1424 = ashr i136 %1423, 117, !dbg !1951
  %1425 = trunc nsw i136 %1424 to i64, !dbg !1951
  tail call fastcc void @transparent_crc(i64 noundef %1425, ptr noundef nonnull @.str.313, i32 noundef %22), !dbg !1952
  %1426 = load i136, ptr @g_4307, align 16, !dbg !1953
  %1427 = lshr i136 %1426, 106, !dbg !1953
  %1428 = trunc nuw nsw i136 %1427 to i64, !dbg !1953
  tail call fastcc void @transparent_crc(i64 noundef %1428, ptr noundef nonnull @.str.314, i32 noundef %22), !dbg !1954
  %1429 = load i16, ptr getelementptr inbounds (i8, ptr @g_4307, i64 17), align 1, !dbg !1955
  %1430 = shl i16 %1429, 12, !dbg !1955
  %1431 = ashr exact i16 %1430, 12, !dbg !1955
  %1432 = sext i16 %1431 to i64, !dbg !1956
  tail call fastcc void @transparent_crc(i64 noundef %1432, ptr noundef nonnull @.str.315, i32 noundef %22), !dbg !1957
  %1433 = load i16, ptr getelementptr inbounds (i8, ptr @g_4307, i64 17), align 1, !dbg !1958
  %1434 = lshr i16 %1433, 4, !dbg !1958
  %1435 = and i16 %1434, 511, !dbg !1958
  %1436 = zext nneg i16 %1435 to i64, !dbg !1959
  tail call fastcc void @transparent_crc(i64 noundef %1436, ptr noundef nonnull @.str.316, i32 noundef %22), !dbg !1960
  %1437 = load i136, ptr @g_4317, align 16, !dbg !1961
  %1438 = shl i136 %1437, 107, !dbg !1961
  %1439 = ashr exact i136 %1438, 107, !dbg !1961
  %1440 = trunc nsw i136 %1439 to i64, !dbg !1961
  tail call fastcc void @transparent_crc(i64 noundef %1440, ptr noundef nonnull @.str.317, i32 noundef %22), !dbg !1962
  %1441 = load i136, ptr @g_4317, align 16, !dbg !1963
  %1442 = shl i136 %1441, 77, !dbg !1963
  %1443 = ashr i136 %1442, 106, !dbg !1963
  %1444 = trunc nsw i136 %1443 to i64, !dbg !1963
  tail call fastcc void @transparent_crc(i64 noundef %1444, ptr noundef nonnull @.str.318, i32 noundef %22), !dbg !1964
  %1445 = load i136, ptr @g_4317, align 16, !dbg !1965
  %1446 = shl i136 %1445, 69, !dbg !1965
  %1447 = ashr i136 %1446, 128, !dbg !1965
  %1448 = trunc nsw i136 %1447 to i64, !dbg !1965
  tail call fastcc void @transparent_crc(i64 noundef %1448, ptr noundef nonnull @.str.319, i32 noundef %22), !dbg !1966
  %1449 = load volatile i136, ptr @g_4317, align 16, !dbg !1967
  %1450 = shl i136 %1449, 49, !dbg !1967
  %1451 = ashr i136 %1450, 116, !dbg !1967
  %1452 = trunc nsw i136 %1451 to i64, !dbg !1967
  tail call fastcc void @transparent_crc(i64 noundef %1452, ptr noundef nonnull @.str.320, i32 noundef %22), !dbg !1968
  %1453 = load i136, ptr @g_4317, align 16, !dbg !1969
  %1454 = shl i136 %1453, 30, !dbg !1969
  %1455 = ashr i136 %1454, 117, !dbg !1969
  %1456 = trunc nsw i136 %1455 to i64, !dbg !1969
  tail call fastcc void @transparent_crc(i64 noundef %1456, ptr noundef nonnull @.str.321, i32 noundef %22), !dbg !1970
  %1457 = load i136, ptr @g_4317, align 16, !dbg !1971
  %1458 = lshr i136 %1457, 106, !dbg !1971
  %1459 = trunc nuw nsw i136 %1458 to i64, !dbg !1971
  tail call fastcc void @transparent_crc(i64 noundef %1459, ptr noundef nonnull @.str.322, i32 noundef %22), !dbg !1972
  %1460 = load i16, ptr getelementptr inbounds (i8, ptr @g_4317, i64 17), align 1, !dbg !1973
  %1461 = shl i16 %1460, 12, !dbg !1973
  %1462 = ashr exact i16 %1461, 12, !dbg !1973
  %1463 = sext i16 %1462 to i64, !dbg !1974
  tail call fastcc void @transparent_crc(i64 noundef %1463, ptr noundef nonnull @.str.323, i32 noundef %22), !dbg !1975
  %1464 = load i16, ptr getelementptr inbounds (i8, ptr @g_4317, i64 17), align 1, !dbg !1976
  %1465 = lshr i16 %1464, 4, !dbg !1976
  %1466 = and i16 %1465, 511, !dbg !1976
  %1467 = zext nneg i16 %1466 to i64, !dbg !1977
  tail call fastcc void @transparent_crc(i64 noundef %1467, ptr noundef nonnull @.str.324, i32 noundef %22), !dbg !1978
  %1468 = load i32, ptr @crc32_context, align 4, !dbg !1979, !tbaa !1120
  %1469 = xor i32 %1468, -1, !dbg !1980
    #dbg_value(i32 %1469, !1981, !DIExpression(), !1987)
    #dbg_value(i32 %22, !1986, !DIExpression(), !1987)
  %1470 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.354, i32 noundef %1469), !dbg !1989
  ret i32 0, !dbg !1990
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !1991 {
    #dbg_value(i64 %0, !1995, !DIExpression(), !1998)
    #dbg_value(ptr %1, !1996, !DIExpression(), !1998)
    #dbg_value(i32 %2, !1997, !DIExpression(), !1998)
    #dbg_value(i64 %0, !1999, !DIExpression(), !2004)
    #dbg_value(i64 %0, !2006, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2011)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !2013, !tbaa !1120
  %5 = lshr i32 %4, 8, !dbg !2014
  %6 = zext i32 %4 to i64, !dbg !2015
  %7 = xor i64 %6, %0, !dbg !2015
  %8 = and i64 %7, 255, !dbg !2016
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !2016
  %10 = load i32, ptr %9, align 4, !dbg !2016, !tbaa !1120
  %11 = xor i32 %5, %10, !dbg !2017
  %12 = lshr i64 %0, 8, !dbg !2018
    #dbg_value(i64 %12, !2006, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2019)
  %13 = lshr i32 %11, 8, !dbg !2021
  %14 = zext i32 %11 to i64, !dbg !2022
  %15 = xor i64 %12, %14, !dbg !2022
  %16 = and i64 %15, 255, !dbg !2023
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !2023
  %18 = load i32, ptr %17, align 4, !dbg !2023, !tbaa !1120
  %19 = xor i32 %13, %18, !dbg !2024
  %20 = lshr i64 %0, 16, !dbg !2025
    #dbg_value(i64 %20, !2006, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2026)
  %21 = lshr i32 %19, 8, !dbg !2028
  %22 = zext i32 %19 to i64, !dbg !2029
  %23 = xor i64 %20, %22, !dbg !2029
  %24 = and i64 %23, 255, !dbg !2030
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !2030
  %26 = load i32, ptr %25, align 4, !dbg !2030, !tbaa !1120
  %27 = xor i32 %21, %26, !dbg !2031
  %28 = lshr i64 %0, 24, !dbg !2032
    #dbg_value(i64 %28, !2006, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2033)
  %29 = lshr i32 %27, 8, !dbg !2035
  %30 = zext i32 %27 to i64, !dbg !2036
  %31 = xor i64 %28, %30, !dbg !2036
  %32 = and i64 %31, 255, !dbg !2037
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !2037
  %34 = load i32, ptr %33, align 4, !dbg !2037, !tbaa !1120
  %35 = xor i32 %29, %34, !dbg !2038
  %36 = lshr i64 %0, 32, !dbg !2039
    #dbg_value(i64 %36, !2006, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2040)
  %37 = lshr i32 %35, 8, !dbg !2042
  %38 = zext i32 %35 to i64, !dbg !2043
  %39 = xor i64 %36, %38, !dbg !2043
  %40 = and i64 %39, 255, !dbg !2044
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !2044
  %42 = load i32, ptr %41, align 4, !dbg !2044, !tbaa !1120
  %43 = xor i32 %37, %42, !dbg !2045
  %44 = lshr i64 %0, 40, !dbg !2046
    #dbg_value(i64 %44, !2006, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2047)
  %45 = lshr i32 %43, 8, !dbg !2049
  %46 = zext i32 %43 to i64, !dbg !2050
  %47 = xor i64 %44, %46, !dbg !2050
  %48 = and i64 %47, 255, !dbg !2051
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !2051
  %50 = load i32, ptr %49, align 4, !dbg !2051, !tbaa !1120
  %51 = xor i32 %45, %50, !dbg !2052
  %52 = lshr i64 %0, 48, !dbg !2053
    #dbg_value(i64 %52, !2006, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2054)
  %53 = lshr i32 %51, 8, !dbg !2056
  %54 = zext i32 %51 to i64, !dbg !2057
  %55 = xor i64 %52, %54, !dbg !2057
  %56 = and i64 %55, 255, !dbg !2058
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !2058
  %58 = load i32, ptr %57, align 4, !dbg !2058, !tbaa !1120
  %59 = xor i32 %53, %58, !dbg !2059
  %60 = lshr i64 %0, 56, !dbg !2060
    #dbg_value(i64 %60, !2006, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !2061)
  %61 = lshr i32 %59, 8, !dbg !2063
  %62 = and i32 %59, 255, !dbg !2064
  %63 = zext nneg i32 %62 to i64, !dbg !2064
  %64 = xor i64 %60, %63, !dbg !2064
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !2064
  %66 = load i32, ptr %65, align 4, !dbg !2064, !tbaa !1120
  %67 = xor i32 %61, %66, !dbg !2065
  store i32 %67, ptr @crc32_context, align 4, !dbg !2066, !tbaa !1120
  %68 = icmp eq i32 %2, 0, !dbg !2067
  br i1 %68, label %73, label %69, !dbg !2069

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !2070
  %71 = zext i32 %70 to i64, !dbg !2070
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.325, ptr noundef %1, i64 noundef %71), !dbg !2072
  br label %73, !dbg !2073

73:                                               ; preds = %69, %3
  ret void, !dbg !2074
}

; Function Attrs: nofree nounwind
declare !dbg !2075 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!43}
!llvm.module.flags = !{!1066, !1067, !1068, !1069, !1070, !1071, !1072}
!llvm.ident = !{!1073}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2178, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "packed_30.c", directory: ".", checksumkind: CSK_MD5, checksum: "c3d91bbb720e14bd3b03dcc9ae779b8e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2179, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2180, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2181, type: !9, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2182, type: !9, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2183, type: !9, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2186, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 9)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2187, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 14)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2190, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 6)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2191, type: !32, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2192, type: !32, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2193, type: !32, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "g_224", scope: !43, file: !2, line: 53, type: !1064, isLocal: true, isDefinition: true)
!43 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !44, globals: !46, splitDebugInlining: false, nameTableKind: None)
!44 = !{!45}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!46 = !{!47, !0, !7, !12, !14, !16, !18, !20, !25, !30, !35, !37, !39, !52, !57, !62, !64, !66, !68, !70, !72, !74, !76, !78, !80, !82, !84, !86, !88, !90, !98, !100, !102, !104, !106, !108, !110, !112, !114, !116, !118, !120, !122, !124, !126, !128, !130, !132, !134, !136, !138, !140, !142, !144, !146, !148, !150, !152, !154, !156, !158, !160, !165, !170, !172, !178, !183, !188, !190, !192, !194, !196, !198, !200, !202, !204, !206, !208, !210, !212, !214, !216, !218, !220, !222, !224, !226, !228, !230, !232, !234, !239, !241, !243, !245, !247, !249, !251, !253, !255, !257, !259, !261, !263, !265, !267, !269, !271, !273, !275, !277, !279, !281, !283, !288, !290, !292, !294, !296, !298, !300, !302, !304, !306, !308, !310, !312, !314, !316, !318, !320, !322, !324, !326, !328, !330, !332, !334, !336, !338, !340, !342, !344, !346, !348, !350, !352, !354, !356, !358, !360, !362, !364, !366, !368, !370, !372, !374, !376, !378, !380, !382, !384, !386, !388, !390, !392, !394, !396, !398, !405, !407, !412, !414, !416, !418, !420, !422, !424, !426, !428, !430, !432, !434, !436, !438, !440, !442, !444, !446, !448, !450, !452, !454, !456, !458, !460, !462, !464, !466, !468, !470, !472, !474, !476, !478, !480, !482, !484, !486, !488, !490, !492, !494, !496, !498, !500, !502, !504, !506, !508, !510, !512, !514, !516, !518, !520, !522, !524, !526, !528, !530, !532, !534, !536, !538, !540, !542, !544, !546, !548, !550, !552, !554, !556, !558, !560, !562, !564, !566, !568, !570, !572, !574, !576, !578, !580, !582, !584, !586, !588, !590, !592, !594, !600, !602, !604, !606, !608, !610, !612, !614, !616, !618, !620, !622, !624, !626, !628, !630, !632, !634, !636, !638, !640, !642, !644, !646, !648, !650, !652, !654, !656, !658, !660, !662, !664, !666, !668, !670, !672, !674, !676, !678, !680, !682, !684, !686, !688, !690, !692, !694, !696, !698, !700, !702, !704, !706, !708, !710, !712, !714, !716, !718, !720, !722, !724, !726, !728, !730, !736, !740, !742, !747, !752, !754, !759, !764, !769, !771, !774, !776, !778, !783, !41, !785, !787, !789, !791, !793, !795, !797, !799, !801, !803, !805, !807, !809, !811, !816, !818, !820, !822, !824, !826, !828, !830, !833, !837, !839, !841, !843, !845, !851, !854, !858, !860, !862, !867, !869, !871, !873, !875, !877, !879, !881, !883, !885, !887, !891, !893, !908, !910, !912, !917, !919, !921, !923, !925, !927, !931, !934, !936, !940, !942, !944, !946, !948, !951, !953, !957, !959, !961, !963, !965, !967, !969, !972, !975, !977, !979, !981, !986, !988, !990, !994, !996, !998, !1001, !1003, !1007, !1009, !1012, !1014, !1016, !1022, !1024, !1026, !1028, !1030, !1032, !1034, !1036, !1038, !1040, !1042, !1044, !1046, !1048, !1050, !1052, !1055, !1057, !1059, !1062}
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2174, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 2)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2198, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 12)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2199, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 18)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2203, type: !22, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2204, type: !32, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2205, type: !32, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2206, type: !32, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2207, type: !32, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2208, type: !32, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2209, type: !32, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2210, type: !32, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2211, type: !32, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2212, type: !32, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2213, type: !32, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2214, type: !32, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2215, type: !32, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2220, type: !54, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!91 = distinct !DIGlobalVariable(name: "g_468", scope: !43, file: !2, line: 71, type: !92, isLocal: true, isDefinition: true)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !94, line: 26, baseType: !95)
!94 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !96, line: 42, baseType: !97)
!96 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!97 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2225, type: !32, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2226, type: !32, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2227, type: !32, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2228, type: !32, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2229, type: !32, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2230, type: !32, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2231, type: !32, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2232, type: !32, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2235, type: !22, isLocal: true, isDefinition: true)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2243, type: !54, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2248, type: !32, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2249, type: !32, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2250, type: !32, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2251, type: !32, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2252, type: !22, isLocal: true, isDefinition: true)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2253, type: !22, isLocal: true, isDefinition: true)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2254, type: !32, isLocal: true, isDefinition: true)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2259, type: !54, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2264, type: !32, isLocal: true, isDefinition: true)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2265, type: !32, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2268, type: !22, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2274, type: !22, isLocal: true, isDefinition: true)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2278, type: !32, isLocal: true, isDefinition: true)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2279, type: !32, isLocal: true, isDefinition: true)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2280, type: !32, isLocal: true, isDefinition: true)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2281, type: !32, isLocal: true, isDefinition: true)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2282, type: !32, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2283, type: !32, isLocal: true, isDefinition: true)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2284, type: !32, isLocal: true, isDefinition: true)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2285, type: !32, isLocal: true, isDefinition: true)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2286, type: !32, isLocal: true, isDefinition: true)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2293, type: !162, isLocal: true, isDefinition: true)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !163)
!163 = !{!164}
!164 = !DISubrange(count: 15)
!165 = !DIGlobalVariableExpression(var: !166, expr: !DIExpression())
!166 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2294, type: !167, isLocal: true, isDefinition: true)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !168)
!168 = !{!169}
!169 = !DISubrange(count: 22)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2299, type: !32, isLocal: true, isDefinition: true)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression(DW_OP_constu, 65527, DW_OP_stack_value))
!173 = distinct !DIGlobalVariable(name: "g_1023", scope: !43, file: !2, line: 121, type: !174, isLocal: true, isDefinition: true)
!174 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !175)
!175 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !94, line: 25, baseType: !176)
!176 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !96, line: 40, baseType: !177)
!177 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression())
!179 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2300, type: !180, isLocal: true, isDefinition: true)
!180 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !181)
!181 = !{!182}
!182 = !DISubrange(count: 7)
!183 = !DIGlobalVariableExpression(var: !184, expr: !DIExpression())
!184 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2301, type: !185, isLocal: true, isDefinition: true)
!185 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !186)
!186 = !{!187}
!187 = !DISubrange(count: 10)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2302, type: !185, isLocal: true, isDefinition: true)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2303, type: !185, isLocal: true, isDefinition: true)
!192 = !DIGlobalVariableExpression(var: !193, expr: !DIExpression())
!193 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2304, type: !185, isLocal: true, isDefinition: true)
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression())
!195 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2305, type: !185, isLocal: true, isDefinition: true)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2306, type: !185, isLocal: true, isDefinition: true)
!198 = !DIGlobalVariableExpression(var: !199, expr: !DIExpression())
!199 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2307, type: !185, isLocal: true, isDefinition: true)
!200 = !DIGlobalVariableExpression(var: !201, expr: !DIExpression())
!201 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2308, type: !185, isLocal: true, isDefinition: true)
!202 = !DIGlobalVariableExpression(var: !203, expr: !DIExpression())
!203 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2309, type: !185, isLocal: true, isDefinition: true)
!204 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression())
!205 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2310, type: !185, isLocal: true, isDefinition: true)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2311, type: !185, isLocal: true, isDefinition: true)
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression())
!209 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2312, type: !185, isLocal: true, isDefinition: true)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2313, type: !185, isLocal: true, isDefinition: true)
!212 = !DIGlobalVariableExpression(var: !213, expr: !DIExpression())
!213 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2314, type: !185, isLocal: true, isDefinition: true)
!214 = !DIGlobalVariableExpression(var: !215, expr: !DIExpression())
!215 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2315, type: !185, isLocal: true, isDefinition: true)
!216 = !DIGlobalVariableExpression(var: !217, expr: !DIExpression())
!217 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2316, type: !185, isLocal: true, isDefinition: true)
!218 = !DIGlobalVariableExpression(var: !219, expr: !DIExpression())
!219 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2317, type: !185, isLocal: true, isDefinition: true)
!220 = !DIGlobalVariableExpression(var: !221, expr: !DIExpression())
!221 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2318, type: !185, isLocal: true, isDefinition: true)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2319, type: !185, isLocal: true, isDefinition: true)
!224 = !DIGlobalVariableExpression(var: !225, expr: !DIExpression())
!225 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2320, type: !185, isLocal: true, isDefinition: true)
!226 = !DIGlobalVariableExpression(var: !227, expr: !DIExpression())
!227 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2321, type: !185, isLocal: true, isDefinition: true)
!228 = !DIGlobalVariableExpression(var: !229, expr: !DIExpression())
!229 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2322, type: !185, isLocal: true, isDefinition: true)
!230 = !DIGlobalVariableExpression(var: !231, expr: !DIExpression())
!231 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2323, type: !185, isLocal: true, isDefinition: true)
!232 = !DIGlobalVariableExpression(var: !233, expr: !DIExpression())
!233 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2324, type: !185, isLocal: true, isDefinition: true)
!234 = !DIGlobalVariableExpression(var: !235, expr: !DIExpression())
!235 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2331, type: !236, isLocal: true, isDefinition: true)
!236 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !237)
!237 = !{!238}
!238 = !DISubrange(count: 19)
!239 = !DIGlobalVariableExpression(var: !240, expr: !DIExpression())
!240 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2337, type: !180, isLocal: true, isDefinition: true)
!241 = !DIGlobalVariableExpression(var: !242, expr: !DIExpression())
!242 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2338, type: !180, isLocal: true, isDefinition: true)
!243 = !DIGlobalVariableExpression(var: !244, expr: !DIExpression())
!244 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2339, type: !180, isLocal: true, isDefinition: true)
!245 = !DIGlobalVariableExpression(var: !246, expr: !DIExpression())
!246 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2340, type: !180, isLocal: true, isDefinition: true)
!247 = !DIGlobalVariableExpression(var: !248, expr: !DIExpression())
!248 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2341, type: !180, isLocal: true, isDefinition: true)
!249 = !DIGlobalVariableExpression(var: !250, expr: !DIExpression())
!250 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2344, type: !185, isLocal: true, isDefinition: true)
!251 = !DIGlobalVariableExpression(var: !252, expr: !DIExpression())
!252 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2348, type: !185, isLocal: true, isDefinition: true)
!253 = !DIGlobalVariableExpression(var: !254, expr: !DIExpression())
!254 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2349, type: !185, isLocal: true, isDefinition: true)
!255 = !DIGlobalVariableExpression(var: !256, expr: !DIExpression())
!256 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2350, type: !185, isLocal: true, isDefinition: true)
!257 = !DIGlobalVariableExpression(var: !258, expr: !DIExpression())
!258 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2351, type: !185, isLocal: true, isDefinition: true)
!259 = !DIGlobalVariableExpression(var: !260, expr: !DIExpression())
!260 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2352, type: !185, isLocal: true, isDefinition: true)
!261 = !DIGlobalVariableExpression(var: !262, expr: !DIExpression())
!262 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2353, type: !185, isLocal: true, isDefinition: true)
!263 = !DIGlobalVariableExpression(var: !264, expr: !DIExpression())
!264 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2354, type: !185, isLocal: true, isDefinition: true)
!265 = !DIGlobalVariableExpression(var: !266, expr: !DIExpression())
!266 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2355, type: !185, isLocal: true, isDefinition: true)
!267 = !DIGlobalVariableExpression(var: !268, expr: !DIExpression())
!268 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2356, type: !185, isLocal: true, isDefinition: true)
!269 = !DIGlobalVariableExpression(var: !270, expr: !DIExpression())
!270 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2357, type: !185, isLocal: true, isDefinition: true)
!271 = !DIGlobalVariableExpression(var: !272, expr: !DIExpression())
!272 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2358, type: !185, isLocal: true, isDefinition: true)
!273 = !DIGlobalVariableExpression(var: !274, expr: !DIExpression())
!274 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2359, type: !185, isLocal: true, isDefinition: true)
!275 = !DIGlobalVariableExpression(var: !276, expr: !DIExpression())
!276 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2360, type: !185, isLocal: true, isDefinition: true)
!277 = !DIGlobalVariableExpression(var: !278, expr: !DIExpression())
!278 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2361, type: !185, isLocal: true, isDefinition: true)
!279 = !DIGlobalVariableExpression(var: !280, expr: !DIExpression())
!280 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2362, type: !185, isLocal: true, isDefinition: true)
!281 = !DIGlobalVariableExpression(var: !282, expr: !DIExpression())
!282 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2363, type: !185, isLocal: true, isDefinition: true)
!283 = !DIGlobalVariableExpression(var: !284, expr: !DIExpression())
!284 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2368, type: !285, isLocal: true, isDefinition: true)
!285 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !286)
!286 = !{!287}
!287 = !DISubrange(count: 16)
!288 = !DIGlobalVariableExpression(var: !289, expr: !DIExpression())
!289 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2369, type: !285, isLocal: true, isDefinition: true)
!290 = !DIGlobalVariableExpression(var: !291, expr: !DIExpression())
!291 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2370, type: !285, isLocal: true, isDefinition: true)
!292 = !DIGlobalVariableExpression(var: !293, expr: !DIExpression())
!293 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2371, type: !285, isLocal: true, isDefinition: true)
!294 = !DIGlobalVariableExpression(var: !295, expr: !DIExpression())
!295 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2372, type: !285, isLocal: true, isDefinition: true)
!296 = !DIGlobalVariableExpression(var: !297, expr: !DIExpression())
!297 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2373, type: !285, isLocal: true, isDefinition: true)
!298 = !DIGlobalVariableExpression(var: !299, expr: !DIExpression())
!299 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2374, type: !285, isLocal: true, isDefinition: true)
!300 = !DIGlobalVariableExpression(var: !301, expr: !DIExpression())
!301 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2375, type: !285, isLocal: true, isDefinition: true)
!302 = !DIGlobalVariableExpression(var: !303, expr: !DIExpression())
!303 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2380, type: !180, isLocal: true, isDefinition: true)
!304 = !DIGlobalVariableExpression(var: !305, expr: !DIExpression())
!305 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2381, type: !185, isLocal: true, isDefinition: true)
!306 = !DIGlobalVariableExpression(var: !307, expr: !DIExpression())
!307 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2382, type: !185, isLocal: true, isDefinition: true)
!308 = !DIGlobalVariableExpression(var: !309, expr: !DIExpression())
!309 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2383, type: !185, isLocal: true, isDefinition: true)
!310 = !DIGlobalVariableExpression(var: !311, expr: !DIExpression())
!311 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2384, type: !185, isLocal: true, isDefinition: true)
!312 = !DIGlobalVariableExpression(var: !313, expr: !DIExpression())
!313 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2385, type: !185, isLocal: true, isDefinition: true)
!314 = !DIGlobalVariableExpression(var: !315, expr: !DIExpression())
!315 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2386, type: !185, isLocal: true, isDefinition: true)
!316 = !DIGlobalVariableExpression(var: !317, expr: !DIExpression())
!317 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2387, type: !185, isLocal: true, isDefinition: true)
!318 = !DIGlobalVariableExpression(var: !319, expr: !DIExpression())
!319 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2388, type: !185, isLocal: true, isDefinition: true)
!320 = !DIGlobalVariableExpression(var: !321, expr: !DIExpression())
!321 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2389, type: !185, isLocal: true, isDefinition: true)
!322 = !DIGlobalVariableExpression(var: !323, expr: !DIExpression())
!323 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2390, type: !185, isLocal: true, isDefinition: true)
!324 = !DIGlobalVariableExpression(var: !325, expr: !DIExpression())
!325 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2391, type: !185, isLocal: true, isDefinition: true)
!326 = !DIGlobalVariableExpression(var: !327, expr: !DIExpression())
!327 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2392, type: !185, isLocal: true, isDefinition: true)
!328 = !DIGlobalVariableExpression(var: !329, expr: !DIExpression())
!329 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2393, type: !185, isLocal: true, isDefinition: true)
!330 = !DIGlobalVariableExpression(var: !331, expr: !DIExpression())
!331 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2394, type: !185, isLocal: true, isDefinition: true)
!332 = !DIGlobalVariableExpression(var: !333, expr: !DIExpression())
!333 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2395, type: !185, isLocal: true, isDefinition: true)
!334 = !DIGlobalVariableExpression(var: !335, expr: !DIExpression())
!335 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2396, type: !185, isLocal: true, isDefinition: true)
!336 = !DIGlobalVariableExpression(var: !337, expr: !DIExpression())
!337 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2397, type: !185, isLocal: true, isDefinition: true)
!338 = !DIGlobalVariableExpression(var: !339, expr: !DIExpression())
!339 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2398, type: !185, isLocal: true, isDefinition: true)
!340 = !DIGlobalVariableExpression(var: !341, expr: !DIExpression())
!341 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2399, type: !185, isLocal: true, isDefinition: true)
!342 = !DIGlobalVariableExpression(var: !343, expr: !DIExpression())
!343 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2400, type: !185, isLocal: true, isDefinition: true)
!344 = !DIGlobalVariableExpression(var: !345, expr: !DIExpression())
!345 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2401, type: !185, isLocal: true, isDefinition: true)
!346 = !DIGlobalVariableExpression(var: !347, expr: !DIExpression())
!347 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2402, type: !185, isLocal: true, isDefinition: true)
!348 = !DIGlobalVariableExpression(var: !349, expr: !DIExpression())
!349 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2403, type: !185, isLocal: true, isDefinition: true)
!350 = !DIGlobalVariableExpression(var: !351, expr: !DIExpression())
!351 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2404, type: !185, isLocal: true, isDefinition: true)
!352 = !DIGlobalVariableExpression(var: !353, expr: !DIExpression())
!353 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2405, type: !185, isLocal: true, isDefinition: true)
!354 = !DIGlobalVariableExpression(var: !355, expr: !DIExpression())
!355 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2406, type: !185, isLocal: true, isDefinition: true)
!356 = !DIGlobalVariableExpression(var: !357, expr: !DIExpression())
!357 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2407, type: !185, isLocal: true, isDefinition: true)
!358 = !DIGlobalVariableExpression(var: !359, expr: !DIExpression())
!359 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2408, type: !185, isLocal: true, isDefinition: true)
!360 = !DIGlobalVariableExpression(var: !361, expr: !DIExpression())
!361 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2409, type: !185, isLocal: true, isDefinition: true)
!362 = !DIGlobalVariableExpression(var: !363, expr: !DIExpression())
!363 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2410, type: !185, isLocal: true, isDefinition: true)
!364 = !DIGlobalVariableExpression(var: !365, expr: !DIExpression())
!365 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2411, type: !185, isLocal: true, isDefinition: true)
!366 = !DIGlobalVariableExpression(var: !367, expr: !DIExpression())
!367 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2412, type: !185, isLocal: true, isDefinition: true)
!368 = !DIGlobalVariableExpression(var: !369, expr: !DIExpression())
!369 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2413, type: !180, isLocal: true, isDefinition: true)
!370 = !DIGlobalVariableExpression(var: !371, expr: !DIExpression())
!371 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2420, type: !285, isLocal: true, isDefinition: true)
!372 = !DIGlobalVariableExpression(var: !373, expr: !DIExpression())
!373 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2426, type: !180, isLocal: true, isDefinition: true)
!374 = !DIGlobalVariableExpression(var: !375, expr: !DIExpression())
!375 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2427, type: !180, isLocal: true, isDefinition: true)
!376 = !DIGlobalVariableExpression(var: !377, expr: !DIExpression())
!377 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2428, type: !180, isLocal: true, isDefinition: true)
!378 = !DIGlobalVariableExpression(var: !379, expr: !DIExpression())
!379 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2429, type: !180, isLocal: true, isDefinition: true)
!380 = !DIGlobalVariableExpression(var: !381, expr: !DIExpression())
!381 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2430, type: !180, isLocal: true, isDefinition: true)
!382 = !DIGlobalVariableExpression(var: !383, expr: !DIExpression())
!383 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2431, type: !185, isLocal: true, isDefinition: true)
!384 = !DIGlobalVariableExpression(var: !385, expr: !DIExpression())
!385 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2432, type: !185, isLocal: true, isDefinition: true)
!386 = !DIGlobalVariableExpression(var: !387, expr: !DIExpression())
!387 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2433, type: !185, isLocal: true, isDefinition: true)
!388 = !DIGlobalVariableExpression(var: !389, expr: !DIExpression())
!389 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2434, type: !185, isLocal: true, isDefinition: true)
!390 = !DIGlobalVariableExpression(var: !391, expr: !DIExpression())
!391 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2435, type: !185, isLocal: true, isDefinition: true)
!392 = !DIGlobalVariableExpression(var: !393, expr: !DIExpression())
!393 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2436, type: !185, isLocal: true, isDefinition: true)
!394 = !DIGlobalVariableExpression(var: !395, expr: !DIExpression())
!395 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2437, type: !185, isLocal: true, isDefinition: true)
!396 = !DIGlobalVariableExpression(var: !397, expr: !DIExpression())
!397 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2438, type: !185, isLocal: true, isDefinition: true)
!398 = !DIGlobalVariableExpression(var: !399, expr: !DIExpression(DW_OP_constu, 18446744073709528846, DW_OP_stack_value))
!399 = distinct !DIGlobalVariable(name: "g_2152", scope: !43, file: !2, line: 183, type: !400, isLocal: true, isDefinition: true)
!400 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !401)
!401 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !402, line: 25, baseType: !403)
!402 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!403 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !96, line: 39, baseType: !404)
!404 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!405 = !DIGlobalVariableExpression(var: !406, expr: !DIExpression())
!406 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2439, type: !180, isLocal: true, isDefinition: true)
!407 = !DIGlobalVariableExpression(var: !408, expr: !DIExpression())
!408 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2442, type: !409, isLocal: true, isDefinition: true)
!409 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !410)
!410 = !{!411}
!411 = !DISubrange(count: 13)
!412 = !DIGlobalVariableExpression(var: !413, expr: !DIExpression())
!413 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2443, type: !409, isLocal: true, isDefinition: true)
!414 = !DIGlobalVariableExpression(var: !415, expr: !DIExpression())
!415 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2444, type: !409, isLocal: true, isDefinition: true)
!416 = !DIGlobalVariableExpression(var: !417, expr: !DIExpression())
!417 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2445, type: !409, isLocal: true, isDefinition: true)
!418 = !DIGlobalVariableExpression(var: !419, expr: !DIExpression())
!419 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2446, type: !409, isLocal: true, isDefinition: true)
!420 = !DIGlobalVariableExpression(var: !421, expr: !DIExpression())
!421 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2447, type: !409, isLocal: true, isDefinition: true)
!422 = !DIGlobalVariableExpression(var: !423, expr: !DIExpression())
!423 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2448, type: !409, isLocal: true, isDefinition: true)
!424 = !DIGlobalVariableExpression(var: !425, expr: !DIExpression())
!425 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2449, type: !409, isLocal: true, isDefinition: true)
!426 = !DIGlobalVariableExpression(var: !427, expr: !DIExpression())
!427 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2453, type: !180, isLocal: true, isDefinition: true)
!428 = !DIGlobalVariableExpression(var: !429, expr: !DIExpression())
!429 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2454, type: !180, isLocal: true, isDefinition: true)
!430 = !DIGlobalVariableExpression(var: !431, expr: !DIExpression())
!431 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2455, type: !180, isLocal: true, isDefinition: true)
!432 = !DIGlobalVariableExpression(var: !433, expr: !DIExpression())
!433 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2456, type: !180, isLocal: true, isDefinition: true)
!434 = !DIGlobalVariableExpression(var: !435, expr: !DIExpression())
!435 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2461, type: !285, isLocal: true, isDefinition: true)
!436 = !DIGlobalVariableExpression(var: !437, expr: !DIExpression())
!437 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2462, type: !285, isLocal: true, isDefinition: true)
!438 = !DIGlobalVariableExpression(var: !439, expr: !DIExpression())
!439 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2463, type: !285, isLocal: true, isDefinition: true)
!440 = !DIGlobalVariableExpression(var: !441, expr: !DIExpression())
!441 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2464, type: !285, isLocal: true, isDefinition: true)
!442 = !DIGlobalVariableExpression(var: !443, expr: !DIExpression())
!443 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2465, type: !285, isLocal: true, isDefinition: true)
!444 = !DIGlobalVariableExpression(var: !445, expr: !DIExpression())
!445 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2466, type: !285, isLocal: true, isDefinition: true)
!446 = !DIGlobalVariableExpression(var: !447, expr: !DIExpression())
!447 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2467, type: !285, isLocal: true, isDefinition: true)
!448 = !DIGlobalVariableExpression(var: !449, expr: !DIExpression())
!449 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2468, type: !285, isLocal: true, isDefinition: true)
!450 = !DIGlobalVariableExpression(var: !451, expr: !DIExpression())
!451 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2473, type: !180, isLocal: true, isDefinition: true)
!452 = !DIGlobalVariableExpression(var: !453, expr: !DIExpression())
!453 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2474, type: !180, isLocal: true, isDefinition: true)
!454 = !DIGlobalVariableExpression(var: !455, expr: !DIExpression())
!455 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2481, type: !285, isLocal: true, isDefinition: true)
!456 = !DIGlobalVariableExpression(var: !457, expr: !DIExpression())
!457 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2487, type: !185, isLocal: true, isDefinition: true)
!458 = !DIGlobalVariableExpression(var: !459, expr: !DIExpression())
!459 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2488, type: !185, isLocal: true, isDefinition: true)
!460 = !DIGlobalVariableExpression(var: !461, expr: !DIExpression())
!461 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2489, type: !185, isLocal: true, isDefinition: true)
!462 = !DIGlobalVariableExpression(var: !463, expr: !DIExpression())
!463 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2490, type: !185, isLocal: true, isDefinition: true)
!464 = !DIGlobalVariableExpression(var: !465, expr: !DIExpression())
!465 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2491, type: !185, isLocal: true, isDefinition: true)
!466 = !DIGlobalVariableExpression(var: !467, expr: !DIExpression())
!467 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2492, type: !185, isLocal: true, isDefinition: true)
!468 = !DIGlobalVariableExpression(var: !469, expr: !DIExpression())
!469 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2493, type: !185, isLocal: true, isDefinition: true)
!470 = !DIGlobalVariableExpression(var: !471, expr: !DIExpression())
!471 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2494, type: !185, isLocal: true, isDefinition: true)
!472 = !DIGlobalVariableExpression(var: !473, expr: !DIExpression())
!473 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2495, type: !185, isLocal: true, isDefinition: true)
!474 = !DIGlobalVariableExpression(var: !475, expr: !DIExpression())
!475 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2496, type: !185, isLocal: true, isDefinition: true)
!476 = !DIGlobalVariableExpression(var: !477, expr: !DIExpression())
!477 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2497, type: !185, isLocal: true, isDefinition: true)
!478 = !DIGlobalVariableExpression(var: !479, expr: !DIExpression())
!479 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2498, type: !185, isLocal: true, isDefinition: true)
!480 = !DIGlobalVariableExpression(var: !481, expr: !DIExpression())
!481 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2499, type: !185, isLocal: true, isDefinition: true)
!482 = !DIGlobalVariableExpression(var: !483, expr: !DIExpression())
!483 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2500, type: !185, isLocal: true, isDefinition: true)
!484 = !DIGlobalVariableExpression(var: !485, expr: !DIExpression())
!485 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2501, type: !185, isLocal: true, isDefinition: true)
!486 = !DIGlobalVariableExpression(var: !487, expr: !DIExpression())
!487 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2502, type: !185, isLocal: true, isDefinition: true)
!488 = !DIGlobalVariableExpression(var: !489, expr: !DIExpression())
!489 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2503, type: !185, isLocal: true, isDefinition: true)
!490 = !DIGlobalVariableExpression(var: !491, expr: !DIExpression())
!491 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2504, type: !185, isLocal: true, isDefinition: true)
!492 = !DIGlobalVariableExpression(var: !493, expr: !DIExpression())
!493 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2505, type: !185, isLocal: true, isDefinition: true)
!494 = !DIGlobalVariableExpression(var: !495, expr: !DIExpression())
!495 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2506, type: !185, isLocal: true, isDefinition: true)
!496 = !DIGlobalVariableExpression(var: !497, expr: !DIExpression())
!497 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2507, type: !185, isLocal: true, isDefinition: true)
!498 = !DIGlobalVariableExpression(var: !499, expr: !DIExpression())
!499 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2508, type: !185, isLocal: true, isDefinition: true)
!500 = !DIGlobalVariableExpression(var: !501, expr: !DIExpression())
!501 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2509, type: !185, isLocal: true, isDefinition: true)
!502 = !DIGlobalVariableExpression(var: !503, expr: !DIExpression())
!503 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2510, type: !185, isLocal: true, isDefinition: true)
!504 = !DIGlobalVariableExpression(var: !505, expr: !DIExpression())
!505 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2511, type: !180, isLocal: true, isDefinition: true)
!506 = !DIGlobalVariableExpression(var: !507, expr: !DIExpression())
!507 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2514, type: !409, isLocal: true, isDefinition: true)
!508 = !DIGlobalVariableExpression(var: !509, expr: !DIExpression())
!509 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2515, type: !409, isLocal: true, isDefinition: true)
!510 = !DIGlobalVariableExpression(var: !511, expr: !DIExpression())
!511 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2516, type: !409, isLocal: true, isDefinition: true)
!512 = !DIGlobalVariableExpression(var: !513, expr: !DIExpression())
!513 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2517, type: !409, isLocal: true, isDefinition: true)
!514 = !DIGlobalVariableExpression(var: !515, expr: !DIExpression())
!515 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2518, type: !409, isLocal: true, isDefinition: true)
!516 = !DIGlobalVariableExpression(var: !517, expr: !DIExpression())
!517 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2519, type: !409, isLocal: true, isDefinition: true)
!518 = !DIGlobalVariableExpression(var: !519, expr: !DIExpression())
!519 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2520, type: !409, isLocal: true, isDefinition: true)
!520 = !DIGlobalVariableExpression(var: !521, expr: !DIExpression())
!521 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2521, type: !409, isLocal: true, isDefinition: true)
!522 = !DIGlobalVariableExpression(var: !523, expr: !DIExpression())
!523 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2525, type: !185, isLocal: true, isDefinition: true)
!524 = !DIGlobalVariableExpression(var: !525, expr: !DIExpression())
!525 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2526, type: !185, isLocal: true, isDefinition: true)
!526 = !DIGlobalVariableExpression(var: !527, expr: !DIExpression())
!527 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2527, type: !185, isLocal: true, isDefinition: true)
!528 = !DIGlobalVariableExpression(var: !529, expr: !DIExpression())
!529 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2528, type: !185, isLocal: true, isDefinition: true)
!530 = !DIGlobalVariableExpression(var: !531, expr: !DIExpression())
!531 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2529, type: !185, isLocal: true, isDefinition: true)
!532 = !DIGlobalVariableExpression(var: !533, expr: !DIExpression())
!533 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2530, type: !185, isLocal: true, isDefinition: true)
!534 = !DIGlobalVariableExpression(var: !535, expr: !DIExpression())
!535 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2531, type: !185, isLocal: true, isDefinition: true)
!536 = !DIGlobalVariableExpression(var: !537, expr: !DIExpression())
!537 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2532, type: !185, isLocal: true, isDefinition: true)
!538 = !DIGlobalVariableExpression(var: !539, expr: !DIExpression())
!539 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2533, type: !180, isLocal: true, isDefinition: true)
!540 = !DIGlobalVariableExpression(var: !541, expr: !DIExpression())
!541 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2534, type: !185, isLocal: true, isDefinition: true)
!542 = !DIGlobalVariableExpression(var: !543, expr: !DIExpression())
!543 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2535, type: !185, isLocal: true, isDefinition: true)
!544 = !DIGlobalVariableExpression(var: !545, expr: !DIExpression())
!545 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2536, type: !185, isLocal: true, isDefinition: true)
!546 = !DIGlobalVariableExpression(var: !547, expr: !DIExpression())
!547 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2537, type: !185, isLocal: true, isDefinition: true)
!548 = !DIGlobalVariableExpression(var: !549, expr: !DIExpression())
!549 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2538, type: !185, isLocal: true, isDefinition: true)
!550 = !DIGlobalVariableExpression(var: !551, expr: !DIExpression())
!551 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2539, type: !185, isLocal: true, isDefinition: true)
!552 = !DIGlobalVariableExpression(var: !553, expr: !DIExpression())
!553 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2540, type: !185, isLocal: true, isDefinition: true)
!554 = !DIGlobalVariableExpression(var: !555, expr: !DIExpression())
!555 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2541, type: !185, isLocal: true, isDefinition: true)
!556 = !DIGlobalVariableExpression(var: !557, expr: !DIExpression())
!557 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2542, type: !185, isLocal: true, isDefinition: true)
!558 = !DIGlobalVariableExpression(var: !559, expr: !DIExpression())
!559 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2543, type: !185, isLocal: true, isDefinition: true)
!560 = !DIGlobalVariableExpression(var: !561, expr: !DIExpression())
!561 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2544, type: !185, isLocal: true, isDefinition: true)
!562 = !DIGlobalVariableExpression(var: !563, expr: !DIExpression())
!563 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2545, type: !185, isLocal: true, isDefinition: true)
!564 = !DIGlobalVariableExpression(var: !565, expr: !DIExpression())
!565 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2546, type: !185, isLocal: true, isDefinition: true)
!566 = !DIGlobalVariableExpression(var: !567, expr: !DIExpression())
!567 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2547, type: !185, isLocal: true, isDefinition: true)
!568 = !DIGlobalVariableExpression(var: !569, expr: !DIExpression())
!569 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2548, type: !185, isLocal: true, isDefinition: true)
!570 = !DIGlobalVariableExpression(var: !571, expr: !DIExpression())
!571 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2549, type: !185, isLocal: true, isDefinition: true)
!572 = !DIGlobalVariableExpression(var: !573, expr: !DIExpression())
!573 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2556, type: !285, isLocal: true, isDefinition: true)
!574 = !DIGlobalVariableExpression(var: !575, expr: !DIExpression())
!575 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2562, type: !180, isLocal: true, isDefinition: true)
!576 = !DIGlobalVariableExpression(var: !577, expr: !DIExpression())
!577 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2563, type: !185, isLocal: true, isDefinition: true)
!578 = !DIGlobalVariableExpression(var: !579, expr: !DIExpression())
!579 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2564, type: !185, isLocal: true, isDefinition: true)
!580 = !DIGlobalVariableExpression(var: !581, expr: !DIExpression())
!581 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2565, type: !185, isLocal: true, isDefinition: true)
!582 = !DIGlobalVariableExpression(var: !583, expr: !DIExpression())
!583 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2566, type: !185, isLocal: true, isDefinition: true)
!584 = !DIGlobalVariableExpression(var: !585, expr: !DIExpression())
!585 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2567, type: !185, isLocal: true, isDefinition: true)
!586 = !DIGlobalVariableExpression(var: !587, expr: !DIExpression())
!587 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2568, type: !185, isLocal: true, isDefinition: true)
!588 = !DIGlobalVariableExpression(var: !589, expr: !DIExpression())
!589 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2569, type: !185, isLocal: true, isDefinition: true)
!590 = !DIGlobalVariableExpression(var: !591, expr: !DIExpression())
!591 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2570, type: !185, isLocal: true, isDefinition: true)
!592 = !DIGlobalVariableExpression(var: !593, expr: !DIExpression())
!593 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2571, type: !180, isLocal: true, isDefinition: true)
!594 = !DIGlobalVariableExpression(var: !595, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!595 = distinct !DIGlobalVariable(name: "g_3444", scope: !43, file: !2, line: 238, type: !596, isLocal: true, isDefinition: true)
!596 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !597)
!597 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !94, line: 27, baseType: !598)
!598 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !96, line: 45, baseType: !599)
!599 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!600 = !DIGlobalVariableExpression(var: !601, expr: !DIExpression())
!601 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2572, type: !180, isLocal: true, isDefinition: true)
!602 = !DIGlobalVariableExpression(var: !603, expr: !DIExpression())
!603 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2573, type: !180, isLocal: true, isDefinition: true)
!604 = !DIGlobalVariableExpression(var: !605, expr: !DIExpression())
!605 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2574, type: !180, isLocal: true, isDefinition: true)
!606 = !DIGlobalVariableExpression(var: !607, expr: !DIExpression())
!607 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2575, type: !180, isLocal: true, isDefinition: true)
!608 = !DIGlobalVariableExpression(var: !609, expr: !DIExpression())
!609 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2576, type: !180, isLocal: true, isDefinition: true)
!610 = !DIGlobalVariableExpression(var: !611, expr: !DIExpression())
!611 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2577, type: !180, isLocal: true, isDefinition: true)
!612 = !DIGlobalVariableExpression(var: !613, expr: !DIExpression())
!613 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2578, type: !180, isLocal: true, isDefinition: true)
!614 = !DIGlobalVariableExpression(var: !615, expr: !DIExpression())
!615 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2579, type: !185, isLocal: true, isDefinition: true)
!616 = !DIGlobalVariableExpression(var: !617, expr: !DIExpression())
!617 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2580, type: !185, isLocal: true, isDefinition: true)
!618 = !DIGlobalVariableExpression(var: !619, expr: !DIExpression())
!619 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2581, type: !185, isLocal: true, isDefinition: true)
!620 = !DIGlobalVariableExpression(var: !621, expr: !DIExpression())
!621 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2582, type: !185, isLocal: true, isDefinition: true)
!622 = !DIGlobalVariableExpression(var: !623, expr: !DIExpression())
!623 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2583, type: !185, isLocal: true, isDefinition: true)
!624 = !DIGlobalVariableExpression(var: !625, expr: !DIExpression())
!625 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2584, type: !185, isLocal: true, isDefinition: true)
!626 = !DIGlobalVariableExpression(var: !627, expr: !DIExpression())
!627 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2585, type: !185, isLocal: true, isDefinition: true)
!628 = !DIGlobalVariableExpression(var: !629, expr: !DIExpression())
!629 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2586, type: !185, isLocal: true, isDefinition: true)
!630 = !DIGlobalVariableExpression(var: !631, expr: !DIExpression())
!631 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2587, type: !185, isLocal: true, isDefinition: true)
!632 = !DIGlobalVariableExpression(var: !633, expr: !DIExpression())
!633 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2588, type: !185, isLocal: true, isDefinition: true)
!634 = !DIGlobalVariableExpression(var: !635, expr: !DIExpression())
!635 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2589, type: !185, isLocal: true, isDefinition: true)
!636 = !DIGlobalVariableExpression(var: !637, expr: !DIExpression())
!637 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2590, type: !185, isLocal: true, isDefinition: true)
!638 = !DIGlobalVariableExpression(var: !639, expr: !DIExpression())
!639 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2591, type: !185, isLocal: true, isDefinition: true)
!640 = !DIGlobalVariableExpression(var: !641, expr: !DIExpression())
!641 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2592, type: !185, isLocal: true, isDefinition: true)
!642 = !DIGlobalVariableExpression(var: !643, expr: !DIExpression())
!643 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2593, type: !185, isLocal: true, isDefinition: true)
!644 = !DIGlobalVariableExpression(var: !645, expr: !DIExpression())
!645 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2594, type: !185, isLocal: true, isDefinition: true)
!646 = !DIGlobalVariableExpression(var: !647, expr: !DIExpression())
!647 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2595, type: !185, isLocal: true, isDefinition: true)
!648 = !DIGlobalVariableExpression(var: !649, expr: !DIExpression())
!649 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2596, type: !185, isLocal: true, isDefinition: true)
!650 = !DIGlobalVariableExpression(var: !651, expr: !DIExpression())
!651 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2597, type: !185, isLocal: true, isDefinition: true)
!652 = !DIGlobalVariableExpression(var: !653, expr: !DIExpression())
!653 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2598, type: !185, isLocal: true, isDefinition: true)
!654 = !DIGlobalVariableExpression(var: !655, expr: !DIExpression())
!655 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2599, type: !185, isLocal: true, isDefinition: true)
!656 = !DIGlobalVariableExpression(var: !657, expr: !DIExpression())
!657 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2600, type: !185, isLocal: true, isDefinition: true)
!658 = !DIGlobalVariableExpression(var: !659, expr: !DIExpression())
!659 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2601, type: !185, isLocal: true, isDefinition: true)
!660 = !DIGlobalVariableExpression(var: !661, expr: !DIExpression())
!661 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2602, type: !185, isLocal: true, isDefinition: true)
!662 = !DIGlobalVariableExpression(var: !663, expr: !DIExpression())
!663 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2603, type: !180, isLocal: true, isDefinition: true)
!664 = !DIGlobalVariableExpression(var: !665, expr: !DIExpression())
!665 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2604, type: !180, isLocal: true, isDefinition: true)
!666 = !DIGlobalVariableExpression(var: !667, expr: !DIExpression())
!667 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2605, type: !185, isLocal: true, isDefinition: true)
!668 = !DIGlobalVariableExpression(var: !669, expr: !DIExpression())
!669 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2606, type: !185, isLocal: true, isDefinition: true)
!670 = !DIGlobalVariableExpression(var: !671, expr: !DIExpression())
!671 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2607, type: !185, isLocal: true, isDefinition: true)
!672 = !DIGlobalVariableExpression(var: !673, expr: !DIExpression())
!673 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2608, type: !185, isLocal: true, isDefinition: true)
!674 = !DIGlobalVariableExpression(var: !675, expr: !DIExpression())
!675 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2609, type: !185, isLocal: true, isDefinition: true)
!676 = !DIGlobalVariableExpression(var: !677, expr: !DIExpression())
!677 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2610, type: !185, isLocal: true, isDefinition: true)
!678 = !DIGlobalVariableExpression(var: !679, expr: !DIExpression())
!679 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2611, type: !185, isLocal: true, isDefinition: true)
!680 = !DIGlobalVariableExpression(var: !681, expr: !DIExpression())
!681 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2612, type: !185, isLocal: true, isDefinition: true)
!682 = !DIGlobalVariableExpression(var: !683, expr: !DIExpression())
!683 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2615, type: !409, isLocal: true, isDefinition: true)
!684 = !DIGlobalVariableExpression(var: !685, expr: !DIExpression())
!685 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2616, type: !409, isLocal: true, isDefinition: true)
!686 = !DIGlobalVariableExpression(var: !687, expr: !DIExpression())
!687 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2617, type: !409, isLocal: true, isDefinition: true)
!688 = !DIGlobalVariableExpression(var: !689, expr: !DIExpression())
!689 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2618, type: !409, isLocal: true, isDefinition: true)
!690 = !DIGlobalVariableExpression(var: !691, expr: !DIExpression())
!691 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2619, type: !409, isLocal: true, isDefinition: true)
!692 = !DIGlobalVariableExpression(var: !693, expr: !DIExpression())
!693 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2620, type: !409, isLocal: true, isDefinition: true)
!694 = !DIGlobalVariableExpression(var: !695, expr: !DIExpression())
!695 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2621, type: !409, isLocal: true, isDefinition: true)
!696 = !DIGlobalVariableExpression(var: !697, expr: !DIExpression())
!697 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2622, type: !409, isLocal: true, isDefinition: true)
!698 = !DIGlobalVariableExpression(var: !699, expr: !DIExpression())
!699 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2626, type: !185, isLocal: true, isDefinition: true)
!700 = !DIGlobalVariableExpression(var: !701, expr: !DIExpression())
!701 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2627, type: !185, isLocal: true, isDefinition: true)
!702 = !DIGlobalVariableExpression(var: !703, expr: !DIExpression())
!703 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2628, type: !185, isLocal: true, isDefinition: true)
!704 = !DIGlobalVariableExpression(var: !705, expr: !DIExpression())
!705 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2629, type: !185, isLocal: true, isDefinition: true)
!706 = !DIGlobalVariableExpression(var: !707, expr: !DIExpression())
!707 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2630, type: !185, isLocal: true, isDefinition: true)
!708 = !DIGlobalVariableExpression(var: !709, expr: !DIExpression())
!709 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2631, type: !185, isLocal: true, isDefinition: true)
!710 = !DIGlobalVariableExpression(var: !711, expr: !DIExpression())
!711 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2632, type: !185, isLocal: true, isDefinition: true)
!712 = !DIGlobalVariableExpression(var: !713, expr: !DIExpression())
!713 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2633, type: !185, isLocal: true, isDefinition: true)
!714 = !DIGlobalVariableExpression(var: !715, expr: !DIExpression())
!715 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2634, type: !185, isLocal: true, isDefinition: true)
!716 = !DIGlobalVariableExpression(var: !717, expr: !DIExpression())
!717 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2635, type: !185, isLocal: true, isDefinition: true)
!718 = !DIGlobalVariableExpression(var: !719, expr: !DIExpression())
!719 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2636, type: !185, isLocal: true, isDefinition: true)
!720 = !DIGlobalVariableExpression(var: !721, expr: !DIExpression())
!721 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2637, type: !185, isLocal: true, isDefinition: true)
!722 = !DIGlobalVariableExpression(var: !723, expr: !DIExpression())
!723 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2638, type: !185, isLocal: true, isDefinition: true)
!724 = !DIGlobalVariableExpression(var: !725, expr: !DIExpression())
!725 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2639, type: !185, isLocal: true, isDefinition: true)
!726 = !DIGlobalVariableExpression(var: !727, expr: !DIExpression())
!727 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2640, type: !185, isLocal: true, isDefinition: true)
!728 = !DIGlobalVariableExpression(var: !729, expr: !DIExpression())
!729 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2641, type: !185, isLocal: true, isDefinition: true)
!730 = !DIGlobalVariableExpression(var: !731, expr: !DIExpression())
!731 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !43, file: !732, line: 47, type: !733, isLocal: true, isDefinition: true)
!732 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!733 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 8192, elements: !734)
!734 = !{!735}
!735 = !DISubrange(count: 256)
!736 = !DIGlobalVariableExpression(var: !737, expr: !DIExpression())
!737 = distinct !DIGlobalVariable(name: "g_553", scope: !43, file: !2, line: 89, type: !738, isLocal: true, isDefinition: true)
!738 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !739, size: 64)
!739 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !597, size: 64)
!740 = !DIGlobalVariableExpression(var: !741, expr: !DIExpression())
!741 = distinct !DIGlobalVariable(name: "g_554", scope: !43, file: !2, line: 88, type: !739, isLocal: true, isDefinition: true)
!742 = !DIGlobalVariableExpression(var: !743, expr: !DIExpression())
!743 = distinct !DIGlobalVariable(scope: null, file: !732, line: 114, type: !744, isLocal: true, isDefinition: true)
!744 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !745)
!745 = !{!746}
!746 = !DISubrange(count: 36)
!747 = !DIGlobalVariableExpression(var: !748, expr: !DIExpression())
!748 = distinct !DIGlobalVariable(name: "g_22", scope: !43, file: !2, line: 40, type: !749, isLocal: true, isDefinition: true)
!749 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U1", file: !2, line: 30, size: 32, elements: !750)
!750 = !{!751}
!751 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !749, file: !2, line: 31, baseType: !93, size: 32)
!752 = !DIGlobalVariableExpression(var: !753, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!753 = distinct !DIGlobalVariable(name: "g_57", scope: !43, file: !2, line: 41, type: !93, isLocal: true, isDefinition: true)
!754 = !DIGlobalVariableExpression(var: !755, expr: !DIExpression(DW_OP_constu, 105, DW_OP_stack_value))
!755 = distinct !DIGlobalVariable(name: "g_61", scope: !43, file: !2, line: 42, type: !756, isLocal: true, isDefinition: true)
!756 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !402, line: 24, baseType: !757)
!757 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !96, line: 37, baseType: !758)
!758 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!759 = !DIGlobalVariableExpression(var: !760, expr: !DIExpression(DW_OP_constu, 68, DW_OP_stack_value))
!760 = distinct !DIGlobalVariable(name: "g_62", scope: !43, file: !2, line: 43, type: !761, isLocal: true, isDefinition: true)
!761 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !94, line: 24, baseType: !762)
!762 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !96, line: 38, baseType: !763)
!763 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!764 = !DIGlobalVariableExpression(var: !765, expr: !DIExpression(DW_OP_constu, 1578342995, DW_OP_stack_value))
!765 = distinct !DIGlobalVariable(name: "g_67", scope: !43, file: !2, line: 44, type: !766, isLocal: true, isDefinition: true)
!766 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !402, line: 26, baseType: !767)
!767 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !96, line: 41, baseType: !768)
!768 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!769 = !DIGlobalVariableExpression(var: !770, expr: !DIExpression(DW_OP_constu, 18446744073709551612, DW_OP_stack_value))
!770 = distinct !DIGlobalVariable(name: "g_85", scope: !43, file: !2, line: 46, type: !766, isLocal: true, isDefinition: true)
!771 = !DIGlobalVariableExpression(var: !772, expr: !DIExpression())
!772 = distinct !DIGlobalVariable(name: "g_103", scope: !43, file: !2, line: 48, type: !773, isLocal: true, isDefinition: true)
!773 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 192, elements: !33)
!774 = !DIGlobalVariableExpression(var: !775, expr: !DIExpression(DW_OP_constu, 184034913, DW_OP_stack_value))
!775 = distinct !DIGlobalVariable(name: "g_109", scope: !43, file: !2, line: 49, type: !766, isLocal: true, isDefinition: true)
!776 = !DIGlobalVariableExpression(var: !777, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!777 = distinct !DIGlobalVariable(name: "g_123", scope: !43, file: !2, line: 50, type: !597, isLocal: true, isDefinition: true)
!778 = !DIGlobalVariableExpression(var: !779, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!779 = distinct !DIGlobalVariable(name: "g_129", scope: !43, file: !2, line: 51, type: !780, isLocal: true, isDefinition: true)
!780 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !402, line: 27, baseType: !781)
!781 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !96, line: 44, baseType: !782)
!782 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!783 = !DIGlobalVariableExpression(var: !784, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!784 = distinct !DIGlobalVariable(name: "g_198", scope: !43, file: !2, line: 52, type: !761, isLocal: true, isDefinition: true)
!785 = !DIGlobalVariableExpression(var: !786, expr: !DIExpression())
!786 = distinct !DIGlobalVariable(name: "g_257", scope: !43, file: !2, line: 54, type: !749, isLocal: true, isDefinition: true)
!787 = !DIGlobalVariableExpression(var: !788, expr: !DIExpression(DW_OP_constu, 18446744073363374592, DW_OP_stack_value))
!788 = distinct !DIGlobalVariable(name: "g_264", scope: !43, file: !2, line: 55, type: !766, isLocal: true, isDefinition: true)
!789 = !DIGlobalVariableExpression(var: !790, expr: !DIExpression(DW_OP_constu, 18446744073709551613, DW_OP_stack_value))
!790 = distinct !DIGlobalVariable(name: "g_266", scope: !43, file: !2, line: 56, type: !761, isLocal: true, isDefinition: true)
!791 = !DIGlobalVariableExpression(var: !792, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!792 = distinct !DIGlobalVariable(name: "g_273", scope: !43, file: !2, line: 57, type: !766, isLocal: true, isDefinition: true)
!793 = !DIGlobalVariableExpression(var: !794, expr: !DIExpression(DW_OP_constu, 18446744073126637015, DW_OP_stack_value))
!794 = distinct !DIGlobalVariable(name: "g_274", scope: !43, file: !2, line: 58, type: !93, isLocal: true, isDefinition: true)
!795 = !DIGlobalVariableExpression(var: !796, expr: !DIExpression(DW_OP_constu, 19, DW_OP_stack_value))
!796 = distinct !DIGlobalVariable(name: "g_282", scope: !43, file: !2, line: 59, type: !756, isLocal: true, isDefinition: true)
!797 = !DIGlobalVariableExpression(var: !798, expr: !DIExpression(DW_OP_constu, 6156377117724109378, DW_OP_stack_value))
!798 = distinct !DIGlobalVariable(name: "g_287", scope: !43, file: !2, line: 61, type: !597, isLocal: true, isDefinition: true)
!799 = !DIGlobalVariableExpression(var: !800, expr: !DIExpression(DW_OP_constu, 18446744073709551606, DW_OP_stack_value))
!800 = distinct !DIGlobalVariable(name: "g_297", scope: !43, file: !2, line: 62, type: !175, isLocal: true, isDefinition: true)
!801 = !DIGlobalVariableExpression(var: !802, expr: !DIExpression(DW_OP_constu, 14472, DW_OP_stack_value))
!802 = distinct !DIGlobalVariable(name: "g_298", scope: !43, file: !2, line: 63, type: !175, isLocal: true, isDefinition: true)
!803 = !DIGlobalVariableExpression(var: !804, expr: !DIExpression(DW_OP_constu, 10993498176382135016, DW_OP_stack_value))
!804 = distinct !DIGlobalVariable(name: "g_299", scope: !43, file: !2, line: 64, type: !780, isLocal: true, isDefinition: true)
!805 = !DIGlobalVariableExpression(var: !806, expr: !DIExpression(DW_OP_constu, 2100135055, DW_OP_stack_value))
!806 = distinct !DIGlobalVariable(name: "g_302", scope: !43, file: !2, line: 65, type: !93, isLocal: true, isDefinition: true)
!807 = !DIGlobalVariableExpression(var: !808, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!808 = distinct !DIGlobalVariable(name: "g_328", scope: !43, file: !2, line: 68, type: !756, isLocal: true, isDefinition: true)
!809 = !DIGlobalVariableExpression(var: !810, expr: !DIExpression(DW_OP_constu, 16884449627783974981, DW_OP_stack_value))
!810 = distinct !DIGlobalVariable(name: "g_408", scope: !43, file: !2, line: 69, type: !597, isLocal: true, isDefinition: true)
!811 = !DIGlobalVariableExpression(var: !812, expr: !DIExpression())
!812 = distinct !DIGlobalVariable(name: "g_414", scope: !43, file: !2, line: 70, type: !813, isLocal: true, isDefinition: true)
!813 = !DICompositeType(tag: DW_TAG_array_type, baseType: !780, size: 576, elements: !814)
!814 = !{!24, !815}
!815 = !DISubrange(count: 1)
!816 = !DIGlobalVariableExpression(var: !817, expr: !DIExpression(DW_OP_constu, 18171, DW_OP_stack_value))
!817 = distinct !DIGlobalVariable(name: "g_500", scope: !43, file: !2, line: 79, type: !401, isLocal: true, isDefinition: true)
!818 = !DIGlobalVariableExpression(var: !819, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!819 = distinct !DIGlobalVariable(name: "g_501", scope: !43, file: !2, line: 80, type: !766, isLocal: true, isDefinition: true)
!820 = !DIGlobalVariableExpression(var: !821, expr: !DIExpression(DW_OP_constu, 2, DW_OP_stack_value))
!821 = distinct !DIGlobalVariable(name: "g_502", scope: !43, file: !2, line: 81, type: !780, isLocal: true, isDefinition: true)
!822 = !DIGlobalVariableExpression(var: !823, expr: !DIExpression(DW_OP_constu, 18446744073709551612, DW_OP_stack_value))
!823 = distinct !DIGlobalVariable(name: "g_507", scope: !43, file: !2, line: 82, type: !766, isLocal: true, isDefinition: true)
!824 = !DIGlobalVariableExpression(var: !825, expr: !DIExpression(DW_OP_constu, 18446744073709551610, DW_OP_stack_value))
!825 = distinct !DIGlobalVariable(name: "g_509", scope: !43, file: !2, line: 83, type: !756, isLocal: true, isDefinition: true)
!826 = !DIGlobalVariableExpression(var: !827, expr: !DIExpression(DW_OP_constu, 15272732054830485442, DW_OP_stack_value))
!827 = distinct !DIGlobalVariable(name: "g_511", scope: !43, file: !2, line: 84, type: !780, isLocal: true, isDefinition: true)
!828 = !DIGlobalVariableExpression(var: !829, expr: !DIExpression(DW_OP_constu, 1990269146, DW_OP_stack_value))
!829 = distinct !DIGlobalVariable(name: "g_513", scope: !43, file: !2, line: 85, type: !766, isLocal: true, isDefinition: true)
!830 = !DIGlobalVariableExpression(var: !831, expr: !DIExpression())
!831 = distinct !DIGlobalVariable(name: "g_517", scope: !43, file: !2, line: 86, type: !832, isLocal: true, isDefinition: true)
!832 = !DICompositeType(tag: DW_TAG_array_type, baseType: !597, size: 128, elements: !50)
!833 = !DIGlobalVariableExpression(var: !834, expr: !DIExpression())
!834 = distinct !DIGlobalVariable(name: "g_631", scope: !43, file: !2, line: 92, type: !835, isLocal: true, isDefinition: true)
!835 = !DICompositeType(tag: DW_TAG_array_type, baseType: !401, size: 160, elements: !836)
!836 = !{!187, !815}
!837 = !DIGlobalVariableExpression(var: !838, expr: !DIExpression(DW_OP_constu, 3774615660376888180, DW_OP_stack_value))
!838 = distinct !DIGlobalVariable(name: "g_632", scope: !43, file: !2, line: 93, type: !597, isLocal: true, isDefinition: true)
!839 = !DIGlobalVariableExpression(var: !840, expr: !DIExpression(DW_OP_constu, 1430922480, DW_OP_stack_value))
!840 = distinct !DIGlobalVariable(name: "g_645", scope: !43, file: !2, line: 95, type: !766, isLocal: true, isDefinition: true)
!841 = !DIGlobalVariableExpression(var: !842, expr: !DIExpression(DW_OP_constu, 2, DW_OP_stack_value))
!842 = distinct !DIGlobalVariable(name: "g_646", scope: !43, file: !2, line: 96, type: !761, isLocal: true, isDefinition: true)
!843 = !DIGlobalVariableExpression(var: !844, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!844 = distinct !DIGlobalVariable(name: "g_649", scope: !43, file: !2, line: 97, type: !93, isLocal: true, isDefinition: true)
!845 = !DIGlobalVariableExpression(var: !846, expr: !DIExpression())
!846 = distinct !DIGlobalVariable(name: "g_657", scope: !43, file: !2, line: 98, type: !847, isLocal: true, isDefinition: true)
!847 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U2", file: !2, line: 34, size: 32, elements: !848)
!848 = !{!849, !850}
!849 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !847, file: !2, line: 35, baseType: !93, size: 32)
!850 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !847, file: !2, line: 36, baseType: !97, size: 25, flags: DIFlagBitField, extraData: i64 0)
!851 = !DIGlobalVariableExpression(var: !852, expr: !DIExpression())
!852 = distinct !DIGlobalVariable(name: "g_736", scope: !43, file: !2, line: 100, type: !853, isLocal: true, isDefinition: true)
!853 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !93)
!854 = !DIGlobalVariableExpression(var: !855, expr: !DIExpression())
!855 = distinct !DIGlobalVariable(name: "g_764", scope: !43, file: !2, line: 103, type: !856, isLocal: true, isDefinition: true)
!856 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 2560, elements: !857)
!857 = !{!187, !6}
!858 = !DIGlobalVariableExpression(var: !859, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!859 = distinct !DIGlobalVariable(name: "g_780", scope: !43, file: !2, line: 104, type: !93, isLocal: true, isDefinition: true)
!860 = !DIGlobalVariableExpression(var: !861, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!861 = distinct !DIGlobalVariable(name: "g_810", scope: !43, file: !2, line: 106, type: !766, isLocal: true, isDefinition: true)
!862 = !DIGlobalVariableExpression(var: !863, expr: !DIExpression())
!863 = distinct !DIGlobalVariable(name: "g_847", scope: !43, file: !2, line: 108, type: !864, isLocal: true, isDefinition: true)
!864 = !DICompositeType(tag: DW_TAG_array_type, baseType: !175, size: 48, elements: !865)
!865 = !{!866}
!866 = !DISubrange(count: 3)
!867 = !DIGlobalVariableExpression(var: !868, expr: !DIExpression())
!868 = distinct !DIGlobalVariable(name: "g_857", scope: !43, file: !2, line: 109, type: !773, isLocal: true, isDefinition: true)
!869 = !DIGlobalVariableExpression(var: !870, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!870 = distinct !DIGlobalVariable(name: "g_865", scope: !43, file: !2, line: 110, type: !93, isLocal: true, isDefinition: true)
!871 = !DIGlobalVariableExpression(var: !872, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!872 = distinct !DIGlobalVariable(name: "g_878", scope: !43, file: !2, line: 111, type: !761, isLocal: true, isDefinition: true)
!873 = !DIGlobalVariableExpression(var: !874, expr: !DIExpression(DW_OP_constu, 4826926744219395635, DW_OP_stack_value))
!874 = distinct !DIGlobalVariable(name: "g_912", scope: !43, file: !2, line: 112, type: !780, isLocal: true, isDefinition: true)
!875 = !DIGlobalVariableExpression(var: !876, expr: !DIExpression(DW_OP_constu, 103, DW_OP_stack_value))
!876 = distinct !DIGlobalVariable(name: "g_914", scope: !43, file: !2, line: 113, type: !761, isLocal: true, isDefinition: true)
!877 = !DIGlobalVariableExpression(var: !878, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!878 = distinct !DIGlobalVariable(name: "g_937", scope: !43, file: !2, line: 114, type: !93, isLocal: true, isDefinition: true)
!879 = !DIGlobalVariableExpression(var: !880, expr: !DIExpression(DW_OP_constu, 371226918964380084, DW_OP_stack_value))
!880 = distinct !DIGlobalVariable(name: "g_943", scope: !43, file: !2, line: 115, type: !780, isLocal: true, isDefinition: true)
!881 = !DIGlobalVariableExpression(var: !882, expr: !DIExpression(DW_OP_constu, 18446744072169655120, DW_OP_stack_value))
!882 = distinct !DIGlobalVariable(name: "g_944", scope: !43, file: !2, line: 116, type: !766, isLocal: true, isDefinition: true)
!883 = !DIGlobalVariableExpression(var: !884, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!884 = distinct !DIGlobalVariable(name: "g_945", scope: !43, file: !2, line: 117, type: !401, isLocal: true, isDefinition: true)
!885 = !DIGlobalVariableExpression(var: !886, expr: !DIExpression(DW_OP_constu, 4, DW_OP_stack_value))
!886 = distinct !DIGlobalVariable(name: "g_947", scope: !43, file: !2, line: 118, type: !756, isLocal: true, isDefinition: true)
!887 = !DIGlobalVariableExpression(var: !888, expr: !DIExpression())
!888 = distinct !DIGlobalVariable(name: "g_951", scope: !43, file: !2, line: 119, type: !889, isLocal: true, isDefinition: true)
!889 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 5760, elements: !890)
!890 = !{!24, !187, !51}
!891 = !DIGlobalVariableExpression(var: !892, expr: !DIExpression(DW_OP_constu, 18446744073709551543, DW_OP_stack_value))
!892 = distinct !DIGlobalVariable(name: "g_967", scope: !43, file: !2, line: 120, type: !761, isLocal: true, isDefinition: true)
!893 = !DIGlobalVariableExpression(var: !894, expr: !DIExpression())
!894 = distinct !DIGlobalVariable(name: "g_1077", scope: !43, file: !2, line: 127, type: !895, isLocal: true, isDefinition: true)
!895 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 18, size: 152, align: 8, elements: !896)
!896 = !{!897, !898, !899, !901, !903, !904, !905, !906}
!897 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !895, file: !2, line: 19, baseType: !768, size: 29, flags: DIFlagBitField, extraData: i64 0)
!898 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !895, file: !2, line: 20, baseType: !768, size: 30, offset: 29, flags: DIFlagBitField, extraData: i64 0)
!899 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !895, file: !2, line: 21, baseType: !900, size: 8, offset: 59, flags: DIFlagBitField, extraData: i64 0)
!900 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !768)
!901 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !895, file: !2, line: 22, baseType: !902, size: 20, offset: 67, flags: DIFlagBitField, extraData: i64 0)
!902 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !768)
!903 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !895, file: !2, line: 23, baseType: !768, size: 19, offset: 87, flags: DIFlagBitField, extraData: i64 0)
!904 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !895, file: !2, line: 24, baseType: !97, size: 30, offset: 106, flags: DIFlagBitField, extraData: i64 0)
!905 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !895, file: !2, line: 25, baseType: !768, size: 4, offset: 136, flags: DIFlagBitField, extraData: i64 136)
!906 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !895, file: !2, line: 26, baseType: !907, size: 9, offset: 140, flags: DIFlagBitField, extraData: i64 136)
!907 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !97)
!908 = !DIGlobalVariableExpression(var: !909, expr: !DIExpression())
!909 = distinct !DIGlobalVariable(name: "g_1079", scope: !43, file: !2, line: 128, type: !895, isLocal: true, isDefinition: true)
!910 = !DIGlobalVariableExpression(var: !911, expr: !DIExpression())
!911 = distinct !DIGlobalVariable(name: "g_1080", scope: !43, file: !2, line: 129, type: !895, isLocal: true, isDefinition: true)
!912 = !DIGlobalVariableExpression(var: !913, expr: !DIExpression())
!913 = distinct !DIGlobalVariable(name: "g_1117", scope: !43, file: !2, line: 131, type: !914, isLocal: true, isDefinition: true)
!914 = !DICompositeType(tag: DW_TAG_array_type, baseType: !915, size: 1920, elements: !916)
!915 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !749)
!916 = !{!34, !51, !11}
!917 = !DIGlobalVariableExpression(var: !918, expr: !DIExpression(DW_OP_constu, 11206019165000762019, DW_OP_stack_value))
!918 = distinct !DIGlobalVariable(name: "g_1136", scope: !43, file: !2, line: 135, type: !780, isLocal: true, isDefinition: true)
!919 = !DIGlobalVariableExpression(var: !920, expr: !DIExpression(DW_OP_constu, 19765, DW_OP_stack_value))
!920 = distinct !DIGlobalVariable(name: "g_1137", scope: !43, file: !2, line: 136, type: !175, isLocal: true, isDefinition: true)
!921 = !DIGlobalVariableExpression(var: !922, expr: !DIExpression(DW_OP_constu, 18446744073709551609, DW_OP_stack_value))
!922 = distinct !DIGlobalVariable(name: "g_1282", scope: !43, file: !2, line: 141, type: !766, isLocal: true, isDefinition: true)
!923 = !DIGlobalVariableExpression(var: !924, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!924 = distinct !DIGlobalVariable(name: "g_1283", scope: !43, file: !2, line: 142, type: !766, isLocal: true, isDefinition: true)
!925 = !DIGlobalVariableExpression(var: !926, expr: !DIExpression(DW_OP_constu, 71, DW_OP_stack_value))
!926 = distinct !DIGlobalVariable(name: "g_1284", scope: !43, file: !2, line: 143, type: !761, isLocal: true, isDefinition: true)
!927 = !DIGlobalVariableExpression(var: !928, expr: !DIExpression())
!928 = distinct !DIGlobalVariable(name: "g_1363", scope: !43, file: !2, line: 145, type: !929, isLocal: true, isDefinition: true)
!929 = !DICompositeType(tag: DW_TAG_array_type, baseType: !930, size: 64, elements: !5)
!930 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !756)
!931 = !DIGlobalVariableExpression(var: !932, expr: !DIExpression())
!932 = distinct !DIGlobalVariable(name: "g_1382", scope: !43, file: !2, line: 146, type: !933, isLocal: true, isDefinition: true)
!933 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !895)
!934 = !DIGlobalVariableExpression(var: !935, expr: !DIExpression())
!935 = distinct !DIGlobalVariable(name: "g_1383", scope: !43, file: !2, line: 147, type: !895, isLocal: true, isDefinition: true)
!936 = !DIGlobalVariableExpression(var: !937, expr: !DIExpression())
!937 = distinct !DIGlobalVariable(name: "g_1450", scope: !43, file: !2, line: 150, type: !938, isLocal: true, isDefinition: true)
!938 = !DICompositeType(tag: DW_TAG_array_type, baseType: !933, size: 10944, elements: !939)
!939 = !{!24, !6}
!940 = !DIGlobalVariableExpression(var: !941, expr: !DIExpression(DW_OP_constu, 3, DW_OP_stack_value))
!941 = distinct !DIGlobalVariable(name: "g_1594", scope: !43, file: !2, line: 154, type: !597, isLocal: true, isDefinition: true)
!942 = !DIGlobalVariableExpression(var: !943, expr: !DIExpression())
!943 = distinct !DIGlobalVariable(name: "g_1610", scope: !43, file: !2, line: 157, type: !933, isLocal: true, isDefinition: true)
!944 = !DIGlobalVariableExpression(var: !945, expr: !DIExpression())
!945 = distinct !DIGlobalVariable(name: "g_1681", scope: !43, file: !2, line: 161, type: !933, isLocal: true, isDefinition: true)
!946 = !DIGlobalVariableExpression(var: !947, expr: !DIExpression())
!947 = distinct !DIGlobalVariable(name: "g_1709", scope: !43, file: !2, line: 162, type: !895, isLocal: true, isDefinition: true)
!948 = !DIGlobalVariableExpression(var: !949, expr: !DIExpression())
!949 = distinct !DIGlobalVariable(name: "g_1720", scope: !43, file: !2, line: 163, type: !950, isLocal: true, isDefinition: true)
!950 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !933)
!951 = !DIGlobalVariableExpression(var: !952, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!952 = distinct !DIGlobalVariable(name: "g_1748", scope: !43, file: !2, line: 164, type: !401, isLocal: true, isDefinition: true)
!953 = !DIGlobalVariableExpression(var: !954, expr: !DIExpression())
!954 = distinct !DIGlobalVariable(name: "g_1752", scope: !43, file: !2, line: 165, type: !955, isLocal: true, isDefinition: true)
!955 = !DICompositeType(tag: DW_TAG_array_type, baseType: !175, size: 720, elements: !956)
!956 = !{!11, !815, !24}
!957 = !DIGlobalVariableExpression(var: !958, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!958 = distinct !DIGlobalVariable(name: "g_1778", scope: !43, file: !2, line: 166, type: !756, isLocal: true, isDefinition: true)
!959 = !DIGlobalVariableExpression(var: !960, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!960 = distinct !DIGlobalVariable(name: "g_1833", scope: !43, file: !2, line: 170, type: !93, isLocal: true, isDefinition: true)
!961 = !DIGlobalVariableExpression(var: !962, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!962 = distinct !DIGlobalVariable(name: "g_1910", scope: !43, file: !2, line: 172, type: !756, isLocal: true, isDefinition: true)
!963 = !DIGlobalVariableExpression(var: !964, expr: !DIExpression(DW_OP_constu, 1945009827, DW_OP_stack_value))
!964 = distinct !DIGlobalVariable(name: "g_1999", scope: !43, file: !2, line: 176, type: !766, isLocal: true, isDefinition: true)
!965 = !DIGlobalVariableExpression(var: !966, expr: !DIExpression(DW_OP_constu, 5651738332483860812, DW_OP_stack_value))
!966 = distinct !DIGlobalVariable(name: "g_2023", scope: !43, file: !2, line: 177, type: !597, isLocal: true, isDefinition: true)
!967 = !DIGlobalVariableExpression(var: !968, expr: !DIExpression())
!968 = distinct !DIGlobalVariable(name: "g_2074", scope: !43, file: !2, line: 179, type: !895, isLocal: true, isDefinition: true)
!969 = !DIGlobalVariableExpression(var: !970, expr: !DIExpression())
!970 = distinct !DIGlobalVariable(name: "g_2159", scope: !43, file: !2, line: 184, type: !971, isLocal: true, isDefinition: true)
!971 = !DICompositeType(tag: DW_TAG_array_type, baseType: !895, size: 456, elements: !865)
!972 = !DIGlobalVariableExpression(var: !973, expr: !DIExpression())
!973 = distinct !DIGlobalVariable(name: "g_2166", scope: !43, file: !2, line: 185, type: !974, isLocal: true, isDefinition: true)
!974 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !597)
!975 = !DIGlobalVariableExpression(var: !976, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!976 = distinct !DIGlobalVariable(name: "g_2181", scope: !43, file: !2, line: 187, type: !175, isLocal: true, isDefinition: true)
!977 = !DIGlobalVariableExpression(var: !978, expr: !DIExpression(DW_OP_constu, 103, DW_OP_stack_value))
!978 = distinct !DIGlobalVariable(name: "g_2231", scope: !43, file: !2, line: 193, type: !756, isLocal: true, isDefinition: true)
!979 = !DIGlobalVariableExpression(var: !980, expr: !DIExpression())
!980 = distinct !DIGlobalVariable(name: "g_2304", scope: !43, file: !2, line: 195, type: !853, isLocal: true, isDefinition: true)
!981 = !DIGlobalVariableExpression(var: !982, expr: !DIExpression())
!982 = distinct !DIGlobalVariable(name: "g_2433", scope: !43, file: !2, line: 196, type: !983, isLocal: true, isDefinition: true)
!983 = !DICompositeType(tag: DW_TAG_array_type, baseType: !895, size: 4256, elements: !984)
!984 = !{!182, !985}
!985 = !DISubrange(count: 4)
!986 = !DIGlobalVariableExpression(var: !987, expr: !DIExpression(DW_OP_constu, 14003583683551698379, DW_OP_stack_value))
!987 = distinct !DIGlobalVariable(name: "g_2492", scope: !43, file: !2, line: 197, type: !780, isLocal: true, isDefinition: true)
!988 = !DIGlobalVariableExpression(var: !989, expr: !DIExpression(DW_OP_constu, 18446744073709551592, DW_OP_stack_value))
!989 = distinct !DIGlobalVariable(name: "g_2494", scope: !43, file: !2, line: 198, type: !761, isLocal: true, isDefinition: true)
!990 = !DIGlobalVariableExpression(var: !991, expr: !DIExpression())
!991 = distinct !DIGlobalVariable(name: "g_2747", scope: !43, file: !2, line: 206, type: !992, isLocal: true, isDefinition: true)
!992 = !DICompositeType(tag: DW_TAG_array_type, baseType: !930, size: 1680, elements: !993)
!993 = !{!187, !182, !866}
!994 = !DIGlobalVariableExpression(var: !995, expr: !DIExpression())
!995 = distinct !DIGlobalVariable(name: "g_2813", scope: !43, file: !2, line: 210, type: !895, isLocal: true, isDefinition: true)
!996 = !DIGlobalVariableExpression(var: !997, expr: !DIExpression())
!997 = distinct !DIGlobalVariable(name: "g_2868", scope: !43, file: !2, line: 211, type: !895, isLocal: true, isDefinition: true)
!998 = !DIGlobalVariableExpression(var: !999, expr: !DIExpression())
!999 = distinct !DIGlobalVariable(name: "g_2891", scope: !43, file: !2, line: 213, type: !1000, isLocal: true, isDefinition: true)
!1000 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !895)
!1001 = !DIGlobalVariableExpression(var: !1002, expr: !DIExpression())
!1002 = distinct !DIGlobalVariable(name: "g_2922", scope: !43, file: !2, line: 215, type: !974, isLocal: true, isDefinition: true)
!1003 = !DIGlobalVariableExpression(var: !1004, expr: !DIExpression())
!1004 = distinct !DIGlobalVariable(name: "g_3007", scope: !43, file: !2, line: 218, type: !1005, isLocal: true, isDefinition: true)
!1005 = !DICompositeType(tag: DW_TAG_array_type, baseType: !895, size: 152, elements: !1006)
!1006 = !{!815}
!1007 = !DIGlobalVariableExpression(var: !1008, expr: !DIExpression())
!1008 = distinct !DIGlobalVariable(name: "g_3018", scope: !43, file: !2, line: 219, type: !933, isLocal: true, isDefinition: true)
!1009 = !DIGlobalVariableExpression(var: !1010, expr: !DIExpression())
!1010 = distinct !DIGlobalVariable(name: "g_3122", scope: !43, file: !2, line: 221, type: !1011, isLocal: true, isDefinition: true)
!1011 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !766)
!1012 = !DIGlobalVariableExpression(var: !1013, expr: !DIExpression())
!1013 = distinct !DIGlobalVariable(name: "g_3128", scope: !43, file: !2, line: 222, type: !895, isLocal: true, isDefinition: true)
!1014 = !DIGlobalVariableExpression(var: !1015, expr: !DIExpression())
!1015 = distinct !DIGlobalVariable(name: "g_3163", scope: !43, file: !2, line: 223, type: !933, isLocal: true, isDefinition: true)
!1016 = !DIGlobalVariableExpression(var: !1017, expr: !DIExpression())
!1017 = distinct !DIGlobalVariable(name: "g_3207", scope: !43, file: !2, line: 227, type: !1018, isLocal: true, isDefinition: true)
!1018 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1019, size: 15360, elements: !1021)
!1019 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1020)
!1020 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !780)
!1021 = !{!187, !34, !985}
!1022 = !DIGlobalVariableExpression(var: !1023, expr: !DIExpression())
!1023 = distinct !DIGlobalVariable(name: "g_3224", scope: !43, file: !2, line: 228, type: !853, isLocal: true, isDefinition: true)
!1024 = !DIGlobalVariableExpression(var: !1025, expr: !DIExpression())
!1025 = distinct !DIGlobalVariable(name: "g_3257", scope: !43, file: !2, line: 232, type: !895, isLocal: true, isDefinition: true)
!1026 = !DIGlobalVariableExpression(var: !1027, expr: !DIExpression())
!1027 = distinct !DIGlobalVariable(name: "g_3292", scope: !43, file: !2, line: 234, type: !974, isLocal: true, isDefinition: true)
!1028 = !DIGlobalVariableExpression(var: !1029, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!1029 = distinct !DIGlobalVariable(name: "g_3484", scope: !43, file: !2, line: 239, type: !780, isLocal: true, isDefinition: true)
!1030 = !DIGlobalVariableExpression(var: !1031, expr: !DIExpression(DW_OP_constu, 18446744073709551612, DW_OP_stack_value))
!1031 = distinct !DIGlobalVariable(name: "g_3485", scope: !43, file: !2, line: 240, type: !766, isLocal: true, isDefinition: true)
!1032 = !DIGlobalVariableExpression(var: !1033, expr: !DIExpression(DW_OP_constu, 12101, DW_OP_stack_value))
!1033 = distinct !DIGlobalVariable(name: "g_3722", scope: !43, file: !2, line: 241, type: !175, isLocal: true, isDefinition: true)
!1034 = !DIGlobalVariableExpression(var: !1035, expr: !DIExpression())
!1035 = distinct !DIGlobalVariable(name: "g_3781", scope: !43, file: !2, line: 246, type: !930, isLocal: true, isDefinition: true)
!1036 = !DIGlobalVariableExpression(var: !1037, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!1037 = distinct !DIGlobalVariable(name: "g_3789", scope: !43, file: !2, line: 247, type: !780, isLocal: true, isDefinition: true)
!1038 = !DIGlobalVariableExpression(var: !1039, expr: !DIExpression(DW_OP_constu, 18091664020224163230, DW_OP_stack_value))
!1039 = distinct !DIGlobalVariable(name: "g_3904", scope: !43, file: !2, line: 252, type: !597, isLocal: true, isDefinition: true)
!1040 = !DIGlobalVariableExpression(var: !1041, expr: !DIExpression())
!1041 = distinct !DIGlobalVariable(name: "g_3907", scope: !43, file: !2, line: 253, type: !1000, isLocal: true, isDefinition: true)
!1042 = !DIGlobalVariableExpression(var: !1043, expr: !DIExpression())
!1043 = distinct !DIGlobalVariable(name: "g_3925", scope: !43, file: !2, line: 254, type: !933, isLocal: true, isDefinition: true)
!1044 = !DIGlobalVariableExpression(var: !1045, expr: !DIExpression())
!1045 = distinct !DIGlobalVariable(name: "g_4064", scope: !43, file: !2, line: 262, type: !933, isLocal: true, isDefinition: true)
!1046 = !DIGlobalVariableExpression(var: !1047, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!1047 = distinct !DIGlobalVariable(name: "g_4174", scope: !43, file: !2, line: 264, type: !597, isLocal: true, isDefinition: true)
!1048 = !DIGlobalVariableExpression(var: !1049, expr: !DIExpression())
!1049 = distinct !DIGlobalVariable(name: "g_4237", scope: !43, file: !2, line: 267, type: !853, isLocal: true, isDefinition: true)
!1050 = !DIGlobalVariableExpression(var: !1051, expr: !DIExpression())
!1051 = distinct !DIGlobalVariable(name: "g_4246", scope: !43, file: !2, line: 268, type: !895, isLocal: true, isDefinition: true)
!1052 = !DIGlobalVariableExpression(var: !1053, expr: !DIExpression())
!1053 = distinct !DIGlobalVariable(name: "g_4259", scope: !43, file: !2, line: 269, type: !1054, isLocal: true, isDefinition: true)
!1054 = !DICompositeType(tag: DW_TAG_array_type, baseType: !895, size: 760, elements: !10)
!1055 = !DIGlobalVariableExpression(var: !1056, expr: !DIExpression())
!1056 = distinct !DIGlobalVariable(name: "g_4307", scope: !43, file: !2, line: 271, type: !895, isLocal: true, isDefinition: true)
!1057 = !DIGlobalVariableExpression(var: !1058, expr: !DIExpression())
!1058 = distinct !DIGlobalVariable(name: "g_4317", scope: !43, file: !2, line: 272, type: !895, isLocal: true, isDefinition: true)
!1059 = !DIGlobalVariableExpression(var: !1060, expr: !DIExpression())
!1060 = distinct !DIGlobalVariable(scope: null, file: !1061, line: 56, type: !162, isLocal: true, isDefinition: true)
!1061 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!1062 = !DIGlobalVariableExpression(var: !1063, expr: !DIExpression())
!1063 = distinct !DIGlobalVariable(name: "crc32_context", scope: !43, file: !732, line: 48, type: !93, isLocal: true, isDefinition: true)
!1064 = !DICompositeType(tag: DW_TAG_array_type, baseType: !175, size: 1440, elements: !1065)
!1065 = !{!24, !187}
!1066 = !{i32 7, !"Dwarf Version", i32 5}
!1067 = !{i32 2, !"Debug Info Version", i32 3}
!1068 = !{i32 1, !"wchar_size", i32 4}
!1069 = !{i32 8, !"PIC Level", i32 2}
!1070 = !{i32 7, !"PIE Level", i32 2}
!1071 = !{i32 7, !"uwtable", i32 2}
!1072 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!1073 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1074 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 2170, type: !1075, scopeLine: 2171, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !1079)
!1075 = !DISubroutineType(types: !1076)
!1076 = !{!768, !768, !1077}
!1077 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1078, size: 64)
!1078 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!1079 = !{!1080, !1081, !1082, !1083, !1084, !1085}
!1080 = !DILocalVariable(name: "argc", arg: 1, scope: !1074, file: !2, line: 2170, type: !768)
!1081 = !DILocalVariable(name: "argv", arg: 2, scope: !1074, file: !2, line: 2170, type: !1077)
!1082 = !DILocalVariable(name: "i", scope: !1074, file: !2, line: 2172, type: !768)
!1083 = !DILocalVariable(name: "j", scope: !1074, file: !2, line: 2172, type: !768)
!1084 = !DILocalVariable(name: "k", scope: !1074, file: !2, line: 2172, type: !768)
!1085 = !DILocalVariable(name: "print_hash_value", scope: !1074, file: !2, line: 2173, type: !768)
!1086 = !DILocation(line: 0, scope: !1074)
!1087 = !DILocation(line: 2174, column: 14, scope: !1088)
!1088 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2174, column: 9)
!1089 = !DILocation(line: 2174, column: 19, scope: !1088)
!1090 = !DILocation(line: 2174, column: 29, scope: !1088)
!1091 = !{!1092, !1092, i64 0}
!1092 = !{!"any pointer", !1093, i64 0}
!1093 = !{!"omnipotent char", !1094, i64 0}
!1094 = !{!"Simple C/C++ TBAA"}
!1095 = !DILocation(line: 2174, column: 43, scope: !1088)
!1096 = !DILocation(line: 2174, column: 9, scope: !1074)
!1097 = !DILocalVariable(name: "poly", scope: !1098, file: !732, line: 54, type: !92)
!1098 = distinct !DISubprogram(name: "crc32_gentab", scope: !732, file: !732, line: 51, type: !1099, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !1101)
!1099 = !DISubroutineType(types: !1100)
!1100 = !{null}
!1101 = !{!1102, !1097, !1103, !1104}
!1102 = !DILocalVariable(name: "crc", scope: !1098, file: !732, line: 53, type: !93)
!1103 = !DILocalVariable(name: "i", scope: !1098, file: !732, line: 55, type: !768)
!1104 = !DILocalVariable(name: "j", scope: !1098, file: !732, line: 55, type: !768)
!1105 = !DILocation(line: 0, scope: !1098, inlinedAt: !1106)
!1106 = distinct !DILocation(line: 2176, column: 5, scope: !1074)
!1107 = !DILocation(line: 57, column: 2, scope: !1108, inlinedAt: !1106)
!1108 = distinct !DILexicalBlock(scope: !1098, file: !732, line: 57, column: 2)
!1109 = !DILocation(line: 57, column: 24, scope: !1110, inlinedAt: !1106)
!1110 = distinct !DILexicalBlock(scope: !1108, file: !732, line: 57, column: 2)
!1111 = !DILocation(line: 60, column: 12, scope: !1112, inlinedAt: !1106)
!1112 = distinct !DILexicalBlock(scope: !1113, file: !732, line: 60, column: 8)
!1113 = distinct !DILexicalBlock(scope: !1114, file: !732, line: 59, column: 27)
!1114 = distinct !DILexicalBlock(scope: !1115, file: !732, line: 59, column: 3)
!1115 = distinct !DILexicalBlock(scope: !1116, file: !732, line: 59, column: 3)
!1116 = distinct !DILexicalBlock(scope: !1110, file: !732, line: 57, column: 28)
!1117 = !DILocation(line: 60, column: 8, scope: !1113, inlinedAt: !1106)
!1118 = !DILocation(line: 66, column: 3, scope: !1116, inlinedAt: !1106)
!1119 = !DILocation(line: 66, column: 16, scope: !1116, inlinedAt: !1106)
!1120 = !{!1121, !1121, i64 0}
!1121 = !{!"int", !1093, i64 0}
!1122 = distinct !{!1122, !1107, !1123, !1124, !1125, !1126}
!1123 = !DILocation(line: 67, column: 2, scope: !1108, inlinedAt: !1106)
!1124 = !{!"llvm.loop.mustprogress"}
!1125 = !{!"llvm.loop.isvectorized", i32 1}
!1126 = !{!"llvm.loop.unroll.runtime.disable"}
!1127 = !DILocation(line: 2178, column: 5, scope: !1074)
!1128 = !DILocation(line: 2179, column: 5, scope: !1074)
!1129 = !DILocation(line: 2180, column: 5, scope: !1074)
!1130 = !DILocation(line: 2181, column: 5, scope: !1074)
!1131 = !DILocation(line: 2182, column: 5, scope: !1074)
!1132 = !DILocation(line: 2183, column: 5, scope: !1074)
!1133 = !DILocation(line: 2186, column: 9, scope: !1134)
!1134 = distinct !DILexicalBlock(scope: !1135, file: !2, line: 2185, column: 5)
!1135 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 2184, column: 5)
!1136 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2184, column: 5)
!1137 = !DILocation(line: 2187, column: 13, scope: !1134)
!1138 = !DILocation(line: 2187, column: 31, scope: !1139)
!1139 = distinct !DILexicalBlock(scope: !1134, file: !2, line: 2187, column: 13)
!1140 = !DILocation(line: 2190, column: 5, scope: !1074)
!1141 = !DILocation(line: 2191, column: 5, scope: !1074)
!1142 = !DILocation(line: 2192, column: 5, scope: !1074)
!1143 = !DILocation(line: 2193, column: 5, scope: !1074)
!1144 = !DILocation(line: 2194, column: 5, scope: !1145)
!1145 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2194, column: 5)
!1146 = !DILocation(line: 2198, column: 29, scope: !1147)
!1147 = distinct !DILexicalBlock(scope: !1148, file: !2, line: 2197, column: 9)
!1148 = distinct !DILexicalBlock(scope: !1149, file: !2, line: 2196, column: 9)
!1149 = distinct !DILexicalBlock(scope: !1150, file: !2, line: 2196, column: 9)
!1150 = distinct !DILexicalBlock(scope: !1151, file: !2, line: 2195, column: 5)
!1151 = distinct !DILexicalBlock(scope: !1145, file: !2, line: 2194, column: 5)
!1152 = !{!1153, !1153, i64 0}
!1153 = !{!"short", !1093, i64 0}
!1154 = !DILocation(line: 2198, column: 13, scope: !1147)
!1155 = !DILocation(line: 2199, column: 17, scope: !1147)
!1156 = !DILocation(line: 2199, column: 35, scope: !1157)
!1157 = distinct !DILexicalBlock(scope: !1147, file: !2, line: 2199, column: 17)
!1158 = !DILocation(line: 2194, column: 25, scope: !1151)
!1159 = !DILocation(line: 2194, column: 19, scope: !1151)
!1160 = distinct !{!1160, !1144, !1161, !1124}
!1161 = !DILocation(line: 2202, column: 5, scope: !1145)
!1162 = !DILocation(line: 2203, column: 5, scope: !1074)
!1163 = !DILocation(line: 2204, column: 5, scope: !1074)
!1164 = !DILocation(line: 2205, column: 5, scope: !1074)
!1165 = !DILocation(line: 2206, column: 5, scope: !1074)
!1166 = !DILocation(line: 2207, column: 5, scope: !1074)
!1167 = !DILocation(line: 2208, column: 5, scope: !1074)
!1168 = !DILocation(line: 2209, column: 5, scope: !1074)
!1169 = !DILocation(line: 2210, column: 5, scope: !1074)
!1170 = !DILocation(line: 2211, column: 5, scope: !1074)
!1171 = !DILocation(line: 2212, column: 5, scope: !1074)
!1172 = !DILocation(line: 2213, column: 5, scope: !1074)
!1173 = !DILocation(line: 2214, column: 5, scope: !1074)
!1174 = !DILocation(line: 2215, column: 5, scope: !1074)
!1175 = !DILocation(line: 2220, column: 13, scope: !1176)
!1176 = distinct !DILexicalBlock(scope: !1177, file: !2, line: 2219, column: 9)
!1177 = distinct !DILexicalBlock(scope: !1178, file: !2, line: 2218, column: 9)
!1178 = distinct !DILexicalBlock(scope: !1179, file: !2, line: 2218, column: 9)
!1179 = distinct !DILexicalBlock(scope: !1180, file: !2, line: 2217, column: 5)
!1180 = distinct !DILexicalBlock(scope: !1181, file: !2, line: 2216, column: 5)
!1181 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2216, column: 5)
!1182 = !DILocation(line: 2221, column: 17, scope: !1176)
!1183 = !DILocation(line: 2221, column: 35, scope: !1184)
!1184 = distinct !DILexicalBlock(scope: !1176, file: !2, line: 2221, column: 17)
!1185 = !DILocation(line: 2225, column: 5, scope: !1074)
!1186 = !DILocation(line: 2226, column: 5, scope: !1074)
!1187 = !DILocation(line: 2227, column: 5, scope: !1074)
!1188 = !DILocation(line: 2228, column: 5, scope: !1074)
!1189 = !DILocation(line: 2229, column: 5, scope: !1074)
!1190 = !DILocation(line: 2230, column: 5, scope: !1074)
!1191 = !DILocation(line: 2231, column: 5, scope: !1074)
!1192 = !DILocation(line: 2232, column: 5, scope: !1074)
!1193 = !DILocation(line: 2235, column: 9, scope: !1194)
!1194 = distinct !DILexicalBlock(scope: !1195, file: !2, line: 2234, column: 5)
!1195 = distinct !DILexicalBlock(scope: !1196, file: !2, line: 2233, column: 5)
!1196 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2233, column: 5)
!1197 = !DILocation(line: 2236, column: 13, scope: !1194)
!1198 = !DILocation(line: 2243, column: 13, scope: !1199)
!1199 = distinct !DILexicalBlock(scope: !1200, file: !2, line: 2242, column: 9)
!1200 = distinct !DILexicalBlock(scope: !1201, file: !2, line: 2241, column: 9)
!1201 = distinct !DILexicalBlock(scope: !1202, file: !2, line: 2241, column: 9)
!1202 = distinct !DILexicalBlock(scope: !1203, file: !2, line: 2240, column: 5)
!1203 = distinct !DILexicalBlock(scope: !1204, file: !2, line: 2239, column: 5)
!1204 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2239, column: 5)
!1205 = !DILocation(line: 2244, column: 17, scope: !1199)
!1206 = !DILocation(line: 2236, column: 31, scope: !1207)
!1207 = distinct !DILexicalBlock(scope: !1194, file: !2, line: 2236, column: 13)
!1208 = !DILocation(line: 2244, column: 35, scope: !1209)
!1209 = distinct !DILexicalBlock(scope: !1199, file: !2, line: 2244, column: 17)
!1210 = !DILocation(line: 2248, column: 5, scope: !1074)
!1211 = !DILocation(line: 2249, column: 5, scope: !1074)
!1212 = !DILocation(line: 2250, column: 5, scope: !1074)
!1213 = !DILocation(line: 2251, column: 5, scope: !1074)
!1214 = !DILocation(line: 2252, column: 5, scope: !1074)
!1215 = !DILocation(line: 2253, column: 5, scope: !1074)
!1216 = !DILocation(line: 2254, column: 21, scope: !1074)
!1217 = !DILocation(line: 2254, column: 5, scope: !1074)
!1218 = !DILocation(line: 2255, column: 5, scope: !1219)
!1219 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2255, column: 5)
!1220 = !DILocation(line: 2259, column: 29, scope: !1221)
!1221 = distinct !DILexicalBlock(scope: !1222, file: !2, line: 2258, column: 9)
!1222 = distinct !DILexicalBlock(scope: !1223, file: !2, line: 2257, column: 9)
!1223 = distinct !DILexicalBlock(scope: !1224, file: !2, line: 2257, column: 9)
!1224 = distinct !DILexicalBlock(scope: !1225, file: !2, line: 2256, column: 5)
!1225 = distinct !DILexicalBlock(scope: !1219, file: !2, line: 2255, column: 5)
!1226 = !DILocation(line: 2259, column: 13, scope: !1221)
!1227 = !DILocation(line: 2260, column: 17, scope: !1221)
!1228 = !DILocation(line: 2260, column: 35, scope: !1229)
!1229 = distinct !DILexicalBlock(scope: !1221, file: !2, line: 2260, column: 17)
!1230 = !DILocation(line: 2255, column: 26, scope: !1225)
!1231 = !DILocation(line: 2255, column: 19, scope: !1225)
!1232 = distinct !{!1232, !1218, !1233, !1124}
!1233 = !DILocation(line: 2263, column: 5, scope: !1219)
!1234 = !DILocation(line: 2264, column: 5, scope: !1074)
!1235 = !DILocation(line: 2265, column: 5, scope: !1074)
!1236 = !DILocation(line: 2268, column: 9, scope: !1237)
!1237 = distinct !DILexicalBlock(scope: !1238, file: !2, line: 2267, column: 5)
!1238 = distinct !DILexicalBlock(scope: !1239, file: !2, line: 2266, column: 5)
!1239 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2266, column: 5)
!1240 = !DILocation(line: 2269, column: 13, scope: !1237)
!1241 = !DILocation(line: 2274, column: 9, scope: !1242)
!1242 = distinct !DILexicalBlock(scope: !1243, file: !2, line: 2273, column: 5)
!1243 = distinct !DILexicalBlock(scope: !1244, file: !2, line: 2272, column: 5)
!1244 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2272, column: 5)
!1245 = !DILocation(line: 2275, column: 13, scope: !1242)
!1246 = !DILocation(line: 2269, column: 31, scope: !1247)
!1247 = distinct !DILexicalBlock(scope: !1237, file: !2, line: 2269, column: 13)
!1248 = !DILocation(line: 2275, column: 31, scope: !1249)
!1249 = distinct !DILexicalBlock(scope: !1242, file: !2, line: 2275, column: 13)
!1250 = !DILocation(line: 2278, column: 5, scope: !1074)
!1251 = !DILocation(line: 2279, column: 5, scope: !1074)
!1252 = !DILocation(line: 2280, column: 5, scope: !1074)
!1253 = !DILocation(line: 2281, column: 5, scope: !1074)
!1254 = !DILocation(line: 2282, column: 5, scope: !1074)
!1255 = !DILocation(line: 2283, column: 5, scope: !1074)
!1256 = !DILocation(line: 2284, column: 5, scope: !1074)
!1257 = !DILocation(line: 2285, column: 5, scope: !1074)
!1258 = !DILocation(line: 2286, column: 5, scope: !1074)
!1259 = !DILocation(line: 2287, column: 5, scope: !1260)
!1260 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2287, column: 5)
!1261 = !DILocation(line: 2289, column: 9, scope: !1262)
!1262 = distinct !DILexicalBlock(scope: !1263, file: !2, line: 2289, column: 9)
!1263 = distinct !DILexicalBlock(scope: !1264, file: !2, line: 2288, column: 5)
!1264 = distinct !DILexicalBlock(scope: !1260, file: !2, line: 2287, column: 5)
!1265 = !DILocation(line: 2293, column: 33, scope: !1266)
!1266 = distinct !DILexicalBlock(scope: !1267, file: !2, line: 2292, column: 13)
!1267 = distinct !DILexicalBlock(scope: !1268, file: !2, line: 2291, column: 13)
!1268 = distinct !DILexicalBlock(scope: !1269, file: !2, line: 2291, column: 13)
!1269 = distinct !DILexicalBlock(scope: !1270, file: !2, line: 2290, column: 9)
!1270 = distinct !DILexicalBlock(scope: !1262, file: !2, line: 2289, column: 9)
!1271 = !DILocation(line: 2293, column: 17, scope: !1266)
!1272 = !DILocation(line: 2294, column: 21, scope: !1266)
!1273 = !DILocation(line: 2294, column: 39, scope: !1274)
!1274 = distinct !DILexicalBlock(scope: !1266, file: !2, line: 2294, column: 21)
!1275 = !DILocation(line: 2289, column: 30, scope: !1270)
!1276 = !DILocation(line: 2289, column: 23, scope: !1270)
!1277 = distinct !{!1277, !1261, !1278, !1124}
!1278 = !DILocation(line: 2297, column: 9, scope: !1262)
!1279 = !DILocation(line: 2287, column: 25, scope: !1264)
!1280 = !DILocation(line: 2287, column: 19, scope: !1264)
!1281 = distinct !{!1281, !1259, !1282, !1124}
!1282 = !DILocation(line: 2298, column: 5, scope: !1260)
!1283 = !DILocation(line: 2299, column: 5, scope: !1074)
!1284 = !DILocation(line: 2300, column: 5, scope: !1074)
!1285 = !DILocation(line: 2301, column: 28, scope: !1074)
!1286 = !DILocation(line: 2301, column: 5, scope: !1074)
!1287 = !DILocation(line: 2302, column: 28, scope: !1074)
!1288 = !DILocation(line: 2302, column: 5, scope: !1074)
!1289 = !DILocation(line: 2303, column: 28, scope: !1074)
!1290 = !DILocation(line: 2303, column: 5, scope: !1074)
!1291 = !DILocation(line: 2304, column: 28, scope: !1074)
!1292 = !DILocation(line: 2304, column: 5, scope: !1074)
!1293 = !DILocation(line: 2305, column: 28, scope: !1074)
!1294 = !DILocation(line: 2305, column: 5, scope: !1074)
!1295 = !DILocation(line: 2306, column: 28, scope: !1074)
!1296 = !DILocation(line: 2306, column: 5, scope: !1074)
!1297 = !DILocation(line: 2307, column: 28, scope: !1074)
!1298 = !DILocation(line: 2307, column: 21, scope: !1074)
!1299 = !DILocation(line: 2307, column: 5, scope: !1074)
!1300 = !DILocation(line: 2308, column: 28, scope: !1074)
!1301 = !DILocation(line: 2308, column: 21, scope: !1074)
!1302 = !DILocation(line: 2308, column: 5, scope: !1074)
!1303 = !DILocation(line: 2309, column: 28, scope: !1074)
!1304 = !DILocation(line: 2309, column: 5, scope: !1074)
!1305 = !DILocation(line: 2310, column: 28, scope: !1074)
!1306 = !DILocation(line: 2310, column: 5, scope: !1074)
!1307 = !DILocation(line: 2311, column: 28, scope: !1074)
!1308 = !DILocation(line: 2311, column: 5, scope: !1074)
!1309 = !DILocation(line: 2312, column: 28, scope: !1074)
!1310 = !DILocation(line: 2312, column: 5, scope: !1074)
!1311 = !DILocation(line: 2313, column: 28, scope: !1074)
!1312 = !DILocation(line: 2313, column: 5, scope: !1074)
!1313 = !DILocation(line: 2314, column: 28, scope: !1074)
!1314 = !DILocation(line: 2314, column: 5, scope: !1074)
!1315 = !DILocation(line: 2315, column: 28, scope: !1074)
!1316 = !DILocation(line: 2315, column: 21, scope: !1074)
!1317 = !DILocation(line: 2315, column: 5, scope: !1074)
!1318 = !DILocation(line: 2316, column: 28, scope: !1074)
!1319 = !DILocation(line: 2316, column: 21, scope: !1074)
!1320 = !DILocation(line: 2316, column: 5, scope: !1074)
!1321 = !DILocation(line: 2317, column: 28, scope: !1074)
!1322 = !DILocation(line: 2317, column: 5, scope: !1074)
!1323 = !DILocation(line: 2318, column: 28, scope: !1074)
!1324 = !DILocation(line: 2318, column: 5, scope: !1074)
!1325 = !DILocation(line: 2319, column: 28, scope: !1074)
!1326 = !DILocation(line: 2319, column: 5, scope: !1074)
!1327 = !DILocation(line: 2320, column: 28, scope: !1074)
!1328 = !DILocation(line: 2320, column: 5, scope: !1074)
!1329 = !DILocation(line: 2321, column: 28, scope: !1074)
!1330 = !DILocation(line: 2321, column: 5, scope: !1074)
!1331 = !DILocation(line: 2322, column: 28, scope: !1074)
!1332 = !DILocation(line: 2322, column: 5, scope: !1074)
!1333 = !DILocation(line: 2323, column: 28, scope: !1074)
!1334 = !DILocation(line: 2323, column: 21, scope: !1074)
!1335 = !DILocation(line: 2323, column: 5, scope: !1074)
!1336 = !DILocation(line: 2324, column: 28, scope: !1074)
!1337 = !DILocation(line: 2324, column: 21, scope: !1074)
!1338 = !DILocation(line: 2324, column: 5, scope: !1074)
!1339 = !DILocation(line: 2325, column: 5, scope: !1340)
!1340 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2325, column: 5)
!1341 = !DILocation(line: 2331, column: 33, scope: !1342)
!1342 = distinct !DILexicalBlock(scope: !1343, file: !2, line: 2330, column: 13)
!1343 = distinct !DILexicalBlock(scope: !1344, file: !2, line: 2329, column: 13)
!1344 = distinct !DILexicalBlock(scope: !1345, file: !2, line: 2329, column: 13)
!1345 = distinct !DILexicalBlock(scope: !1346, file: !2, line: 2328, column: 9)
!1346 = distinct !DILexicalBlock(scope: !1347, file: !2, line: 2327, column: 9)
!1347 = distinct !DILexicalBlock(scope: !1348, file: !2, line: 2327, column: 9)
!1348 = distinct !DILexicalBlock(scope: !1349, file: !2, line: 2326, column: 5)
!1349 = distinct !DILexicalBlock(scope: !1340, file: !2, line: 2325, column: 5)
!1350 = !DILocation(line: 2331, column: 49, scope: !1342)
!1351 = !{!1093, !1093, i64 0}
!1352 = !DILocation(line: 2331, column: 17, scope: !1342)
!1353 = !DILocation(line: 2332, column: 21, scope: !1342)
!1354 = !DILocation(line: 2332, column: 39, scope: !1355)
!1355 = distinct !DILexicalBlock(scope: !1342, file: !2, line: 2332, column: 21)
!1356 = !DILocation(line: 2325, column: 25, scope: !1349)
!1357 = !DILocation(line: 2325, column: 19, scope: !1349)
!1358 = distinct !{!1358, !1339, !1359, !1124}
!1359 = !DILocation(line: 2336, column: 5, scope: !1340)
!1360 = !DILocation(line: 2337, column: 5, scope: !1074)
!1361 = !DILocation(line: 2338, column: 5, scope: !1074)
!1362 = !DILocation(line: 2339, column: 5, scope: !1074)
!1363 = !DILocation(line: 2340, column: 5, scope: !1074)
!1364 = !DILocation(line: 2341, column: 5, scope: !1074)
!1365 = !DILocation(line: 2344, column: 25, scope: !1366)
!1366 = distinct !DILexicalBlock(scope: !1367, file: !2, line: 2343, column: 5)
!1367 = distinct !DILexicalBlock(scope: !1368, file: !2, line: 2342, column: 5)
!1368 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2342, column: 5)
!1369 = !DILocation(line: 2344, column: 9, scope: !1366)
!1370 = !DILocation(line: 2345, column: 13, scope: !1366)
!1371 = !DILocation(line: 2345, column: 31, scope: !1372)
!1372 = distinct !DILexicalBlock(scope: !1366, file: !2, line: 2345, column: 13)
!1373 = !DILocation(line: 2348, column: 28, scope: !1074)
!1374 = !DILocation(line: 2348, column: 5, scope: !1074)
!1375 = !DILocation(line: 2349, column: 28, scope: !1074)
!1376 = !DILocation(line: 2349, column: 5, scope: !1074)
!1377 = !DILocation(line: 2350, column: 28, scope: !1074)
!1378 = !DILocation(line: 2350, column: 5, scope: !1074)
!1379 = !DILocation(line: 2351, column: 28, scope: !1074)
!1380 = !DILocation(line: 2351, column: 5, scope: !1074)
!1381 = !DILocation(line: 2352, column: 28, scope: !1074)
!1382 = !DILocation(line: 2352, column: 5, scope: !1074)
!1383 = !DILocation(line: 2353, column: 28, scope: !1074)
!1384 = !DILocation(line: 2353, column: 5, scope: !1074)
!1385 = !DILocation(line: 2354, column: 28, scope: !1074)
!1386 = !DILocation(line: 2354, column: 21, scope: !1074)
!1387 = !DILocation(line: 2354, column: 5, scope: !1074)
!1388 = !DILocation(line: 2355, column: 28, scope: !1074)
!1389 = !DILocation(line: 2355, column: 21, scope: !1074)
!1390 = !DILocation(line: 2355, column: 5, scope: !1074)
!1391 = !DILocation(line: 2356, column: 28, scope: !1074)
!1392 = !DILocation(line: 2356, column: 5, scope: !1074)
!1393 = !DILocation(line: 2357, column: 28, scope: !1074)
!1394 = !DILocation(line: 2357, column: 5, scope: !1074)
!1395 = !DILocation(line: 2358, column: 28, scope: !1074)
!1396 = !DILocation(line: 2358, column: 5, scope: !1074)
!1397 = !DILocation(line: 2359, column: 28, scope: !1074)
!1398 = !DILocation(line: 2359, column: 5, scope: !1074)
!1399 = !DILocation(line: 2360, column: 28, scope: !1074)
!1400 = !DILocation(line: 2360, column: 5, scope: !1074)
!1401 = !DILocation(line: 2361, column: 28, scope: !1074)
!1402 = !DILocation(line: 2361, column: 5, scope: !1074)
!1403 = !DILocation(line: 2362, column: 28, scope: !1074)
!1404 = !DILocation(line: 2362, column: 21, scope: !1074)
!1405 = !DILocation(line: 2362, column: 5, scope: !1074)
!1406 = !DILocation(line: 2363, column: 28, scope: !1074)
!1407 = !DILocation(line: 2363, column: 21, scope: !1074)
!1408 = !DILocation(line: 2363, column: 5, scope: !1074)
!1409 = !DILocation(line: 2364, column: 5, scope: !1410)
!1410 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2364, column: 5)
!1411 = !DILocation(line: 2366, column: 9, scope: !1412)
!1412 = distinct !DILexicalBlock(scope: !1413, file: !2, line: 2366, column: 9)
!1413 = distinct !DILexicalBlock(scope: !1414, file: !2, line: 2365, column: 5)
!1414 = distinct !DILexicalBlock(scope: !1410, file: !2, line: 2364, column: 5)
!1415 = !DILocation(line: 2368, column: 29, scope: !1416)
!1416 = distinct !DILexicalBlock(scope: !1417, file: !2, line: 2367, column: 9)
!1417 = distinct !DILexicalBlock(scope: !1412, file: !2, line: 2366, column: 9)
!1418 = !DILocation(line: 2368, column: 42, scope: !1416)
!1419 = !DILocation(line: 2368, column: 13, scope: !1416)
!1420 = !DILocation(line: 2369, column: 42, scope: !1416)
!1421 = !DILocation(line: 2369, column: 13, scope: !1416)
!1422 = !DILocation(line: 2370, column: 42, scope: !1416)
!1423 = !DILocation(line: 2370, column: 13, scope: !1416)
!1424 = !DILocation(line: 2371, column: 42, scope: !1416)
!1425 = !DILocation(line: 2371, column: 13, scope: !1416)
!1426 = !DILocation(line: 2372, column: 42, scope: !1416)
!1427 = !DILocation(line: 2372, column: 13, scope: !1416)
!1428 = !DILocation(line: 2373, column: 42, scope: !1416)
!1429 = !DILocation(line: 2373, column: 13, scope: !1416)
!1430 = !DILocation(line: 2374, column: 42, scope: !1416)
!1431 = !DILocation(line: 2374, column: 29, scope: !1416)
!1432 = !DILocation(line: 2374, column: 13, scope: !1416)
!1433 = !DILocation(line: 2375, column: 42, scope: !1416)
!1434 = !DILocation(line: 2375, column: 29, scope: !1416)
!1435 = !DILocation(line: 2375, column: 13, scope: !1416)
!1436 = !DILocation(line: 2376, column: 17, scope: !1416)
!1437 = !DILocation(line: 2376, column: 35, scope: !1438)
!1438 = distinct !DILexicalBlock(scope: !1416, file: !2, line: 2376, column: 17)
!1439 = !DILocation(line: 2366, column: 29, scope: !1417)
!1440 = !DILocation(line: 2366, column: 23, scope: !1417)
!1441 = distinct !{!1441, !1411, !1442, !1124}
!1442 = !DILocation(line: 2378, column: 9, scope: !1412)
!1443 = !DILocation(line: 2364, column: 25, scope: !1414)
!1444 = !DILocation(line: 2364, column: 19, scope: !1414)
!1445 = distinct !{!1445, !1409, !1446, !1124}
!1446 = !DILocation(line: 2379, column: 5, scope: !1410)
!1447 = !DILocation(line: 2380, column: 5, scope: !1074)
!1448 = !DILocation(line: 2381, column: 28, scope: !1074)
!1449 = !DILocation(line: 2381, column: 5, scope: !1074)
!1450 = !DILocation(line: 2382, column: 28, scope: !1074)
!1451 = !DILocation(line: 2382, column: 5, scope: !1074)
!1452 = !DILocation(line: 2383, column: 28, scope: !1074)
!1453 = !DILocation(line: 2383, column: 5, scope: !1074)
!1454 = !DILocation(line: 2384, column: 28, scope: !1074)
!1455 = !DILocation(line: 2384, column: 5, scope: !1074)
!1456 = !DILocation(line: 2385, column: 28, scope: !1074)
!1457 = !DILocation(line: 2385, column: 5, scope: !1074)
!1458 = !DILocation(line: 2386, column: 28, scope: !1074)
!1459 = !DILocation(line: 2386, column: 5, scope: !1074)
!1460 = !DILocation(line: 2387, column: 28, scope: !1074)
!1461 = !DILocation(line: 2387, column: 21, scope: !1074)
!1462 = !DILocation(line: 2387, column: 5, scope: !1074)
!1463 = !DILocation(line: 2388, column: 28, scope: !1074)
!1464 = !DILocation(line: 2388, column: 21, scope: !1074)
!1465 = !DILocation(line: 2388, column: 5, scope: !1074)
!1466 = !DILocation(line: 2389, column: 28, scope: !1074)
!1467 = !DILocation(line: 2389, column: 5, scope: !1074)
!1468 = !DILocation(line: 2390, column: 28, scope: !1074)
!1469 = !DILocation(line: 2390, column: 5, scope: !1074)
!1470 = !DILocation(line: 2391, column: 28, scope: !1074)
!1471 = !DILocation(line: 2391, column: 5, scope: !1074)
!1472 = !DILocation(line: 2392, column: 28, scope: !1074)
!1473 = !DILocation(line: 2392, column: 5, scope: !1074)
!1474 = !DILocation(line: 2393, column: 28, scope: !1074)
!1475 = !DILocation(line: 2393, column: 5, scope: !1074)
!1476 = !DILocation(line: 2394, column: 28, scope: !1074)
!1477 = !DILocation(line: 2394, column: 5, scope: !1074)
!1478 = !DILocation(line: 2395, column: 28, scope: !1074)
!1479 = !DILocation(line: 2395, column: 21, scope: !1074)
!1480 = !DILocation(line: 2395, column: 5, scope: !1074)
!1481 = !DILocation(line: 2396, column: 28, scope: !1074)
!1482 = !DILocation(line: 2396, column: 21, scope: !1074)
!1483 = !DILocation(line: 2396, column: 5, scope: !1074)
!1484 = !DILocation(line: 2397, column: 28, scope: !1074)
!1485 = !DILocation(line: 2397, column: 5, scope: !1074)
!1486 = !DILocation(line: 2398, column: 28, scope: !1074)
!1487 = !DILocation(line: 2398, column: 5, scope: !1074)
!1488 = !DILocation(line: 2399, column: 28, scope: !1074)
!1489 = !DILocation(line: 2399, column: 5, scope: !1074)
!1490 = !DILocation(line: 2400, column: 28, scope: !1074)
!1491 = !DILocation(line: 2400, column: 5, scope: !1074)
!1492 = !DILocation(line: 2401, column: 28, scope: !1074)
!1493 = !DILocation(line: 2401, column: 5, scope: !1074)
!1494 = !DILocation(line: 2402, column: 28, scope: !1074)
!1495 = !DILocation(line: 2402, column: 5, scope: !1074)
!1496 = !DILocation(line: 2403, column: 28, scope: !1074)
!1497 = !DILocation(line: 2403, column: 21, scope: !1074)
!1498 = !DILocation(line: 2403, column: 5, scope: !1074)
!1499 = !DILocation(line: 2404, column: 28, scope: !1074)
!1500 = !DILocation(line: 2404, column: 21, scope: !1074)
!1501 = !DILocation(line: 2404, column: 5, scope: !1074)
!1502 = !DILocation(line: 2405, column: 28, scope: !1074)
!1503 = !DILocation(line: 2405, column: 5, scope: !1074)
!1504 = !DILocation(line: 2406, column: 28, scope: !1074)
!1505 = !DILocation(line: 2406, column: 5, scope: !1074)
!1506 = !DILocation(line: 2407, column: 28, scope: !1074)
!1507 = !DILocation(line: 2407, column: 5, scope: !1074)
!1508 = !DILocation(line: 2408, column: 28, scope: !1074)
!1509 = !DILocation(line: 2408, column: 5, scope: !1074)
!1510 = !DILocation(line: 2409, column: 28, scope: !1074)
!1511 = !DILocation(line: 2409, column: 5, scope: !1074)
!1512 = !DILocation(line: 2410, column: 28, scope: !1074)
!1513 = !DILocation(line: 2410, column: 5, scope: !1074)
!1514 = !DILocation(line: 2411, column: 28, scope: !1074)
!1515 = !DILocation(line: 2411, column: 21, scope: !1074)
!1516 = !DILocation(line: 2411, column: 5, scope: !1074)
!1517 = !DILocation(line: 2412, column: 28, scope: !1074)
!1518 = !DILocation(line: 2412, column: 21, scope: !1074)
!1519 = !DILocation(line: 2412, column: 5, scope: !1074)
!1520 = !DILocation(line: 2413, column: 5, scope: !1074)
!1521 = !DILocation(line: 2414, column: 5, scope: !1522)
!1522 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2414, column: 5)
!1523 = !DILocation(line: 2420, column: 33, scope: !1524)
!1524 = distinct !DILexicalBlock(scope: !1525, file: !2, line: 2419, column: 13)
!1525 = distinct !DILexicalBlock(scope: !1526, file: !2, line: 2418, column: 13)
!1526 = distinct !DILexicalBlock(scope: !1527, file: !2, line: 2418, column: 13)
!1527 = distinct !DILexicalBlock(scope: !1528, file: !2, line: 2417, column: 9)
!1528 = distinct !DILexicalBlock(scope: !1529, file: !2, line: 2416, column: 9)
!1529 = distinct !DILexicalBlock(scope: !1530, file: !2, line: 2416, column: 9)
!1530 = distinct !DILexicalBlock(scope: !1531, file: !2, line: 2415, column: 5)
!1531 = distinct !DILexicalBlock(scope: !1522, file: !2, line: 2414, column: 5)
!1532 = !DILocation(line: 2420, column: 17, scope: !1524)
!1533 = !DILocation(line: 2421, column: 21, scope: !1524)
!1534 = !DILocation(line: 2421, column: 39, scope: !1535)
!1535 = distinct !DILexicalBlock(scope: !1524, file: !2, line: 2421, column: 21)
!1536 = !DILocation(line: 2414, column: 25, scope: !1531)
!1537 = !DILocation(line: 2414, column: 19, scope: !1531)
!1538 = distinct !{!1538, !1521, !1539, !1124}
!1539 = !DILocation(line: 2425, column: 5, scope: !1522)
!1540 = !DILocation(line: 2426, column: 5, scope: !1074)
!1541 = !DILocation(line: 2427, column: 5, scope: !1074)
!1542 = !DILocation(line: 2428, column: 5, scope: !1074)
!1543 = !DILocation(line: 2429, column: 5, scope: !1074)
!1544 = !DILocation(line: 2430, column: 5, scope: !1074)
!1545 = !DILocation(line: 2431, column: 28, scope: !1074)
!1546 = !DILocation(line: 2431, column: 5, scope: !1074)
!1547 = !DILocation(line: 2432, column: 28, scope: !1074)
!1548 = !DILocation(line: 2432, column: 5, scope: !1074)
!1549 = !DILocation(line: 2433, column: 28, scope: !1074)
!1550 = !DILocation(line: 2433, column: 5, scope: !1074)
!1551 = !DILocation(line: 2434, column: 28, scope: !1074)
!1552 = !DILocation(line: 2434, column: 5, scope: !1074)
!1553 = !DILocation(line: 2435, column: 28, scope: !1074)
!1554 = !DILocation(line: 2435, column: 5, scope: !1074)
!1555 = !DILocation(line: 2436, column: 28, scope: !1074)
!1556 = !DILocation(line: 2436, column: 5, scope: !1074)
!1557 = !DILocation(line: 2437, column: 28, scope: !1074)
!1558 = !DILocation(line: 2437, column: 21, scope: !1074)
!1559 = !DILocation(line: 2437, column: 5, scope: !1074)
!1560 = !DILocation(line: 2438, column: 28, scope: !1074)
!1561 = !DILocation(line: 2438, column: 21, scope: !1074)
!1562 = !DILocation(line: 2438, column: 5, scope: !1074)
!1563 = !DILocation(line: 2439, column: 5, scope: !1074)
!1564 = !DILocation(line: 2440, column: 5, scope: !1565)
!1565 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2440, column: 5)
!1566 = !DILocation(line: 2442, column: 25, scope: !1567)
!1567 = distinct !DILexicalBlock(scope: !1568, file: !2, line: 2441, column: 5)
!1568 = distinct !DILexicalBlock(scope: !1565, file: !2, line: 2440, column: 5)
!1569 = !DILocation(line: 2442, column: 35, scope: !1567)
!1570 = !DILocation(line: 2442, column: 9, scope: !1567)
!1571 = !DILocation(line: 2443, column: 35, scope: !1567)
!1572 = !DILocation(line: 2443, column: 9, scope: !1567)
!1573 = !DILocation(line: 2444, column: 35, scope: !1567)
!1574 = !DILocation(line: 2444, column: 9, scope: !1567)
!1575 = !DILocation(line: 2445, column: 35, scope: !1567)
!1576 = !DILocation(line: 2445, column: 9, scope: !1567)
!1577 = !DILocation(line: 2446, column: 35, scope: !1567)
!1578 = !DILocation(line: 2446, column: 9, scope: !1567)
!1579 = !DILocation(line: 2447, column: 35, scope: !1567)
!1580 = !DILocation(line: 2447, column: 9, scope: !1567)
!1581 = !DILocation(line: 2448, column: 35, scope: !1567)
!1582 = !DILocation(line: 2448, column: 25, scope: !1567)
!1583 = !DILocation(line: 2448, column: 9, scope: !1567)
!1584 = !DILocation(line: 2449, column: 35, scope: !1567)
!1585 = !DILocation(line: 2449, column: 25, scope: !1567)
!1586 = !DILocation(line: 2449, column: 9, scope: !1567)
!1587 = !DILocation(line: 2450, column: 13, scope: !1567)
!1588 = !DILocation(line: 2450, column: 31, scope: !1589)
!1589 = distinct !DILexicalBlock(scope: !1567, file: !2, line: 2450, column: 13)
!1590 = !DILocation(line: 2440, column: 25, scope: !1568)
!1591 = !DILocation(line: 2440, column: 19, scope: !1568)
!1592 = distinct !{!1592, !1564, !1593, !1124}
!1593 = !DILocation(line: 2452, column: 5, scope: !1565)
!1594 = !DILocation(line: 2453, column: 21, scope: !1074)
!1595 = !{!1596, !1596, i64 0}
!1596 = !{!"long", !1093, i64 0}
!1597 = !DILocation(line: 2453, column: 5, scope: !1074)
!1598 = !DILocation(line: 2454, column: 5, scope: !1074)
!1599 = !DILocation(line: 2455, column: 5, scope: !1074)
!1600 = !DILocation(line: 2456, column: 21, scope: !1074)
!1601 = !DILocation(line: 2456, column: 5, scope: !1074)
!1602 = !DILocation(line: 2457, column: 5, scope: !1603)
!1603 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2457, column: 5)
!1604 = !DILocation(line: 2459, column: 9, scope: !1605)
!1605 = distinct !DILexicalBlock(scope: !1606, file: !2, line: 2459, column: 9)
!1606 = distinct !DILexicalBlock(scope: !1607, file: !2, line: 2458, column: 5)
!1607 = distinct !DILexicalBlock(scope: !1603, file: !2, line: 2457, column: 5)
!1608 = !DILocation(line: 2461, column: 29, scope: !1609)
!1609 = distinct !DILexicalBlock(scope: !1610, file: !2, line: 2460, column: 9)
!1610 = distinct !DILexicalBlock(scope: !1605, file: !2, line: 2459, column: 9)
!1611 = !DILocation(line: 2461, column: 42, scope: !1609)
!1612 = !DILocation(line: 2461, column: 13, scope: !1609)
!1613 = !DILocation(line: 2462, column: 42, scope: !1609)
!1614 = !DILocation(line: 2462, column: 13, scope: !1609)
!1615 = !DILocation(line: 2463, column: 42, scope: !1609)
!1616 = !DILocation(line: 2463, column: 13, scope: !1609)
!1617 = !DILocation(line: 2464, column: 42, scope: !1609)
!1618 = !DILocation(line: 2464, column: 13, scope: !1609)
!1619 = !DILocation(line: 2465, column: 42, scope: !1609)
!1620 = !DILocation(line: 2465, column: 13, scope: !1609)
!1621 = !DILocation(line: 2466, column: 42, scope: !1609)
!1622 = !DILocation(line: 2466, column: 13, scope: !1609)
!1623 = !DILocation(line: 2467, column: 42, scope: !1609)
!1624 = !DILocation(line: 2467, column: 29, scope: !1609)
!1625 = !DILocation(line: 2467, column: 13, scope: !1609)
!1626 = !DILocation(line: 2468, column: 42, scope: !1609)
!1627 = !DILocation(line: 2468, column: 29, scope: !1609)
!1628 = !DILocation(line: 2468, column: 13, scope: !1609)
!1629 = !DILocation(line: 2469, column: 17, scope: !1609)
!1630 = !DILocation(line: 2469, column: 35, scope: !1631)
!1631 = distinct !DILexicalBlock(scope: !1609, file: !2, line: 2469, column: 17)
!1632 = !DILocation(line: 2459, column: 29, scope: !1610)
!1633 = !DILocation(line: 2459, column: 23, scope: !1610)
!1634 = distinct !{!1634, !1604, !1635, !1124}
!1635 = !DILocation(line: 2471, column: 9, scope: !1605)
!1636 = !DILocation(line: 2457, column: 25, scope: !1607)
!1637 = !DILocation(line: 2457, column: 19, scope: !1607)
!1638 = distinct !{!1638, !1602, !1639, !1124}
!1639 = !DILocation(line: 2472, column: 5, scope: !1603)
!1640 = !DILocation(line: 2473, column: 5, scope: !1074)
!1641 = !DILocation(line: 2474, column: 5, scope: !1074)
!1642 = !DILocation(line: 2475, column: 5, scope: !1643)
!1643 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2475, column: 5)
!1644 = !DILocation(line: 2477, column: 9, scope: !1645)
!1645 = distinct !DILexicalBlock(scope: !1646, file: !2, line: 2477, column: 9)
!1646 = distinct !DILexicalBlock(scope: !1647, file: !2, line: 2476, column: 5)
!1647 = distinct !DILexicalBlock(scope: !1643, file: !2, line: 2475, column: 5)
!1648 = !DILocation(line: 2481, column: 33, scope: !1649)
!1649 = distinct !DILexicalBlock(scope: !1650, file: !2, line: 2480, column: 13)
!1650 = distinct !DILexicalBlock(scope: !1651, file: !2, line: 2479, column: 13)
!1651 = distinct !DILexicalBlock(scope: !1652, file: !2, line: 2479, column: 13)
!1652 = distinct !DILexicalBlock(scope: !1653, file: !2, line: 2478, column: 9)
!1653 = distinct !DILexicalBlock(scope: !1645, file: !2, line: 2477, column: 9)
!1654 = !DILocation(line: 2481, column: 17, scope: !1649)
!1655 = !DILocation(line: 2482, column: 21, scope: !1649)
!1656 = !DILocation(line: 2482, column: 39, scope: !1657)
!1657 = distinct !DILexicalBlock(scope: !1649, file: !2, line: 2482, column: 21)
!1658 = !DILocation(line: 2477, column: 29, scope: !1653)
!1659 = !DILocation(line: 2477, column: 23, scope: !1653)
!1660 = distinct !{!1660, !1644, !1661, !1124}
!1661 = !DILocation(line: 2485, column: 9, scope: !1645)
!1662 = !DILocation(line: 2475, column: 26, scope: !1647)
!1663 = !DILocation(line: 2475, column: 19, scope: !1647)
!1664 = distinct !{!1664, !1642, !1665, !1124}
!1665 = !DILocation(line: 2486, column: 5, scope: !1643)
!1666 = !DILocation(line: 2487, column: 28, scope: !1074)
!1667 = !DILocation(line: 2487, column: 5, scope: !1074)
!1668 = !DILocation(line: 2488, column: 28, scope: !1074)
!1669 = !DILocation(line: 2488, column: 5, scope: !1074)
!1670 = !DILocation(line: 2489, column: 28, scope: !1074)
!1671 = !DILocation(line: 2489, column: 5, scope: !1074)
!1672 = !DILocation(line: 2490, column: 28, scope: !1074)
!1673 = !DILocation(line: 2490, column: 5, scope: !1074)
!1674 = !DILocation(line: 2491, column: 28, scope: !1074)
!1675 = !DILocation(line: 2491, column: 5, scope: !1074)
!1676 = !DILocation(line: 2492, column: 28, scope: !1074)
!1677 = !DILocation(line: 2492, column: 5, scope: !1074)
!1678 = !DILocation(line: 2493, column: 28, scope: !1074)
!1679 = !DILocation(line: 2493, column: 21, scope: !1074)
!1680 = !DILocation(line: 2493, column: 5, scope: !1074)
!1681 = !DILocation(line: 2494, column: 28, scope: !1074)
!1682 = !DILocation(line: 2494, column: 21, scope: !1074)
!1683 = !DILocation(line: 2494, column: 5, scope: !1074)
!1684 = !DILocation(line: 2495, column: 28, scope: !1074)
!1685 = !DILocation(line: 2495, column: 5, scope: !1074)
!1686 = !DILocation(line: 2496, column: 28, scope: !1074)
!1687 = !DILocation(line: 2496, column: 5, scope: !1074)
!1688 = !DILocation(line: 2497, column: 28, scope: !1074)
!1689 = !DILocation(line: 2497, column: 5, scope: !1074)
!1690 = !DILocation(line: 2498, column: 28, scope: !1074)
!1691 = !DILocation(line: 2498, column: 5, scope: !1074)
!1692 = !DILocation(line: 2499, column: 28, scope: !1074)
!1693 = !DILocation(line: 2499, column: 5, scope: !1074)
!1694 = !DILocation(line: 2500, column: 28, scope: !1074)
!1695 = !DILocation(line: 2500, column: 5, scope: !1074)
!1696 = !DILocation(line: 2501, column: 28, scope: !1074)
!1697 = !DILocation(line: 2501, column: 21, scope: !1074)
!1698 = !DILocation(line: 2501, column: 5, scope: !1074)
!1699 = !DILocation(line: 2502, column: 28, scope: !1074)
!1700 = !DILocation(line: 2502, column: 21, scope: !1074)
!1701 = !DILocation(line: 2502, column: 5, scope: !1074)
!1702 = !DILocation(line: 2503, column: 5, scope: !1074)
!1703 = !DILocation(line: 2504, column: 5, scope: !1074)
!1704 = !DILocation(line: 2505, column: 5, scope: !1074)
!1705 = !DILocation(line: 2506, column: 28, scope: !1074)
!1706 = !DILocation(line: 2506, column: 5, scope: !1074)
!1707 = !DILocation(line: 2507, column: 5, scope: !1074)
!1708 = !DILocation(line: 2508, column: 5, scope: !1074)
!1709 = !DILocation(line: 2509, column: 5, scope: !1074)
!1710 = !DILocation(line: 2510, column: 5, scope: !1074)
!1711 = !DILocation(line: 2511, column: 21, scope: !1074)
!1712 = !DILocation(line: 2511, column: 5, scope: !1074)
!1713 = !DILocation(line: 2514, column: 35, scope: !1714)
!1714 = distinct !DILexicalBlock(scope: !1715, file: !2, line: 2513, column: 5)
!1715 = distinct !DILexicalBlock(scope: !1716, file: !2, line: 2512, column: 5)
!1716 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2512, column: 5)
!1717 = !DILocation(line: 2514, column: 9, scope: !1714)
!1718 = !DILocation(line: 2515, column: 35, scope: !1714)
!1719 = !DILocation(line: 2515, column: 9, scope: !1714)
!1720 = !DILocation(line: 2516, column: 35, scope: !1714)
!1721 = !DILocation(line: 2516, column: 9, scope: !1714)
!1722 = !DILocation(line: 2517, column: 35, scope: !1714)
!1723 = !DILocation(line: 2517, column: 9, scope: !1714)
!1724 = !DILocation(line: 2518, column: 35, scope: !1714)
!1725 = !DILocation(line: 2518, column: 9, scope: !1714)
!1726 = !DILocation(line: 2519, column: 35, scope: !1714)
!1727 = !DILocation(line: 2519, column: 9, scope: !1714)
!1728 = !DILocation(line: 2520, column: 35, scope: !1714)
!1729 = !DILocation(line: 2520, column: 25, scope: !1714)
!1730 = !DILocation(line: 2520, column: 9, scope: !1714)
!1731 = !DILocation(line: 2521, column: 35, scope: !1714)
!1732 = !DILocation(line: 2521, column: 25, scope: !1714)
!1733 = !DILocation(line: 2521, column: 9, scope: !1714)
!1734 = !DILocation(line: 2522, column: 13, scope: !1714)
!1735 = !DILocation(line: 2522, column: 31, scope: !1736)
!1736 = distinct !DILexicalBlock(scope: !1714, file: !2, line: 2522, column: 13)
!1737 = !DILocation(line: 2525, column: 28, scope: !1074)
!1738 = !DILocation(line: 2525, column: 5, scope: !1074)
!1739 = !DILocation(line: 2526, column: 28, scope: !1074)
!1740 = !DILocation(line: 2526, column: 5, scope: !1074)
!1741 = !DILocation(line: 2527, column: 28, scope: !1074)
!1742 = !DILocation(line: 2527, column: 5, scope: !1074)
!1743 = !DILocation(line: 2528, column: 28, scope: !1074)
!1744 = !DILocation(line: 2528, column: 5, scope: !1074)
!1745 = !DILocation(line: 2529, column: 28, scope: !1074)
!1746 = !DILocation(line: 2529, column: 5, scope: !1074)
!1747 = !DILocation(line: 2530, column: 28, scope: !1074)
!1748 = !DILocation(line: 2530, column: 5, scope: !1074)
!1749 = !DILocation(line: 2531, column: 28, scope: !1074)
!1750 = !DILocation(line: 2531, column: 21, scope: !1074)
!1751 = !DILocation(line: 2531, column: 5, scope: !1074)
!1752 = !DILocation(line: 2532, column: 28, scope: !1074)
!1753 = !DILocation(line: 2532, column: 21, scope: !1074)
!1754 = !DILocation(line: 2532, column: 5, scope: !1074)
!1755 = !DILocation(line: 2533, column: 21, scope: !1074)
!1756 = !DILocation(line: 2533, column: 5, scope: !1074)
!1757 = !DILocation(line: 2534, column: 28, scope: !1074)
!1758 = !DILocation(line: 2534, column: 5, scope: !1074)
!1759 = !DILocation(line: 2535, column: 28, scope: !1074)
!1760 = !DILocation(line: 2535, column: 5, scope: !1074)
!1761 = !DILocation(line: 2536, column: 28, scope: !1074)
!1762 = !DILocation(line: 2536, column: 5, scope: !1074)
!1763 = !DILocation(line: 2537, column: 28, scope: !1074)
!1764 = !DILocation(line: 2537, column: 5, scope: !1074)
!1765 = !DILocation(line: 2538, column: 28, scope: !1074)
!1766 = !DILocation(line: 2538, column: 5, scope: !1074)
!1767 = !DILocation(line: 2539, column: 28, scope: !1074)
!1768 = !DILocation(line: 2539, column: 5, scope: !1074)
!1769 = !DILocation(line: 2540, column: 28, scope: !1074)
!1770 = !DILocation(line: 2540, column: 21, scope: !1074)
!1771 = !DILocation(line: 2540, column: 5, scope: !1074)
!1772 = !DILocation(line: 2541, column: 28, scope: !1074)
!1773 = !DILocation(line: 2541, column: 21, scope: !1074)
!1774 = !DILocation(line: 2541, column: 5, scope: !1074)
!1775 = !DILocation(line: 2542, column: 28, scope: !1074)
!1776 = !DILocation(line: 2542, column: 5, scope: !1074)
!1777 = !DILocation(line: 2543, column: 28, scope: !1074)
!1778 = !DILocation(line: 2543, column: 5, scope: !1074)
!1779 = !DILocation(line: 2544, column: 28, scope: !1074)
!1780 = !DILocation(line: 2544, column: 5, scope: !1074)
!1781 = !DILocation(line: 2545, column: 28, scope: !1074)
!1782 = !DILocation(line: 2545, column: 5, scope: !1074)
!1783 = !DILocation(line: 2546, column: 28, scope: !1074)
!1784 = !DILocation(line: 2546, column: 5, scope: !1074)
!1785 = !DILocation(line: 2547, column: 28, scope: !1074)
!1786 = !DILocation(line: 2547, column: 5, scope: !1074)
!1787 = !DILocation(line: 2548, column: 28, scope: !1074)
!1788 = !DILocation(line: 2548, column: 21, scope: !1074)
!1789 = !DILocation(line: 2548, column: 5, scope: !1074)
!1790 = !DILocation(line: 2549, column: 28, scope: !1074)
!1791 = !DILocation(line: 2549, column: 21, scope: !1074)
!1792 = !DILocation(line: 2549, column: 5, scope: !1074)
!1793 = !DILocation(line: 2550, column: 5, scope: !1794)
!1794 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2550, column: 5)
!1795 = !DILocation(line: 2552, column: 9, scope: !1796)
!1796 = distinct !DILexicalBlock(scope: !1797, file: !2, line: 2552, column: 9)
!1797 = distinct !DILexicalBlock(scope: !1798, file: !2, line: 2551, column: 5)
!1798 = distinct !DILexicalBlock(scope: !1794, file: !2, line: 2550, column: 5)
!1799 = !DILocation(line: 2556, column: 33, scope: !1800)
!1800 = distinct !DILexicalBlock(scope: !1801, file: !2, line: 2555, column: 13)
!1801 = distinct !DILexicalBlock(scope: !1802, file: !2, line: 2554, column: 13)
!1802 = distinct !DILexicalBlock(scope: !1803, file: !2, line: 2554, column: 13)
!1803 = distinct !DILexicalBlock(scope: !1804, file: !2, line: 2553, column: 9)
!1804 = distinct !DILexicalBlock(scope: !1796, file: !2, line: 2552, column: 9)
!1805 = !DILocation(line: 2556, column: 17, scope: !1800)
!1806 = !DILocation(line: 2557, column: 21, scope: !1800)
!1807 = !DILocation(line: 2557, column: 39, scope: !1808)
!1808 = distinct !DILexicalBlock(scope: !1800, file: !2, line: 2557, column: 21)
!1809 = !DILocation(line: 2552, column: 29, scope: !1804)
!1810 = !DILocation(line: 2552, column: 23, scope: !1804)
!1811 = distinct !{!1811, !1795, !1812, !1124}
!1812 = !DILocation(line: 2560, column: 9, scope: !1796)
!1813 = !DILocation(line: 2550, column: 26, scope: !1798)
!1814 = !DILocation(line: 2550, column: 19, scope: !1798)
!1815 = distinct !{!1815, !1793, !1816, !1124}
!1816 = !DILocation(line: 2561, column: 5, scope: !1794)
!1817 = !DILocation(line: 2562, column: 21, scope: !1074)
!1818 = !DILocation(line: 2562, column: 5, scope: !1074)
!1819 = !DILocation(line: 2563, column: 28, scope: !1074)
!1820 = !DILocation(line: 2563, column: 5, scope: !1074)
!1821 = !DILocation(line: 2564, column: 28, scope: !1074)
!1822 = !DILocation(line: 2564, column: 5, scope: !1074)
!1823 = !DILocation(line: 2565, column: 28, scope: !1074)
!1824 = !DILocation(line: 2565, column: 5, scope: !1074)
!1825 = !DILocation(line: 2566, column: 28, scope: !1074)
!1826 = !DILocation(line: 2566, column: 5, scope: !1074)
!1827 = !DILocation(line: 2567, column: 28, scope: !1074)
!1828 = !DILocation(line: 2567, column: 5, scope: !1074)
!1829 = !DILocation(line: 2568, column: 28, scope: !1074)
!1830 = !DILocation(line: 2568, column: 5, scope: !1074)
!1831 = !DILocation(line: 2569, column: 28, scope: !1074)
!1832 = !DILocation(line: 2569, column: 21, scope: !1074)
!1833 = !DILocation(line: 2569, column: 5, scope: !1074)
!1834 = !DILocation(line: 2570, column: 28, scope: !1074)
!1835 = !DILocation(line: 2570, column: 21, scope: !1074)
!1836 = !DILocation(line: 2570, column: 5, scope: !1074)
!1837 = !DILocation(line: 2571, column: 21, scope: !1074)
!1838 = !DILocation(line: 2571, column: 5, scope: !1074)
!1839 = !DILocation(line: 2572, column: 5, scope: !1074)
!1840 = !DILocation(line: 2573, column: 5, scope: !1074)
!1841 = !DILocation(line: 2574, column: 5, scope: !1074)
!1842 = !DILocation(line: 2575, column: 5, scope: !1074)
!1843 = !DILocation(line: 2576, column: 21, scope: !1074)
!1844 = !DILocation(line: 2576, column: 5, scope: !1074)
!1845 = !DILocation(line: 2577, column: 5, scope: !1074)
!1846 = !DILocation(line: 2578, column: 5, scope: !1074)
!1847 = !DILocation(line: 2579, column: 5, scope: !1074)
!1848 = !DILocation(line: 2580, column: 5, scope: !1074)
!1849 = !DILocation(line: 2581, column: 5, scope: !1074)
!1850 = !DILocation(line: 2582, column: 28, scope: !1074)
!1851 = !DILocation(line: 2582, column: 5, scope: !1074)
!1852 = !DILocation(line: 2583, column: 5, scope: !1074)
!1853 = !DILocation(line: 2584, column: 5, scope: !1074)
!1854 = !DILocation(line: 2585, column: 5, scope: !1074)
!1855 = !DILocation(line: 2586, column: 5, scope: !1074)
!1856 = !DILocation(line: 2587, column: 28, scope: !1074)
!1857 = !DILocation(line: 2587, column: 5, scope: !1074)
!1858 = !DILocation(line: 2588, column: 28, scope: !1074)
!1859 = !DILocation(line: 2588, column: 5, scope: !1074)
!1860 = !DILocation(line: 2589, column: 28, scope: !1074)
!1861 = !DILocation(line: 2589, column: 5, scope: !1074)
!1862 = !DILocation(line: 2590, column: 28, scope: !1074)
!1863 = !DILocation(line: 2590, column: 5, scope: !1074)
!1864 = !DILocation(line: 2591, column: 28, scope: !1074)
!1865 = !DILocation(line: 2591, column: 5, scope: !1074)
!1866 = !DILocation(line: 2592, column: 28, scope: !1074)
!1867 = !DILocation(line: 2592, column: 5, scope: !1074)
!1868 = !DILocation(line: 2593, column: 28, scope: !1074)
!1869 = !DILocation(line: 2593, column: 21, scope: !1074)
!1870 = !DILocation(line: 2593, column: 5, scope: !1074)
!1871 = !DILocation(line: 2594, column: 28, scope: !1074)
!1872 = !DILocation(line: 2594, column: 21, scope: !1074)
!1873 = !DILocation(line: 2594, column: 5, scope: !1074)
!1874 = !DILocation(line: 2595, column: 28, scope: !1074)
!1875 = !DILocation(line: 2595, column: 5, scope: !1074)
!1876 = !DILocation(line: 2596, column: 28, scope: !1074)
!1877 = !DILocation(line: 2596, column: 5, scope: !1074)
!1878 = !DILocation(line: 2597, column: 28, scope: !1074)
!1879 = !DILocation(line: 2597, column: 5, scope: !1074)
!1880 = !DILocation(line: 2598, column: 28, scope: !1074)
!1881 = !DILocation(line: 2598, column: 5, scope: !1074)
!1882 = !DILocation(line: 2599, column: 28, scope: !1074)
!1883 = !DILocation(line: 2599, column: 5, scope: !1074)
!1884 = !DILocation(line: 2600, column: 28, scope: !1074)
!1885 = !DILocation(line: 2600, column: 5, scope: !1074)
!1886 = !DILocation(line: 2601, column: 28, scope: !1074)
!1887 = !DILocation(line: 2601, column: 21, scope: !1074)
!1888 = !DILocation(line: 2601, column: 5, scope: !1074)
!1889 = !DILocation(line: 2602, column: 28, scope: !1074)
!1890 = !DILocation(line: 2602, column: 21, scope: !1074)
!1891 = !DILocation(line: 2602, column: 5, scope: !1074)
!1892 = !DILocation(line: 2603, column: 5, scope: !1074)
!1893 = !DILocation(line: 2604, column: 21, scope: !1074)
!1894 = !DILocation(line: 2604, column: 5, scope: !1074)
!1895 = !DILocation(line: 2605, column: 28, scope: !1074)
!1896 = !DILocation(line: 2605, column: 5, scope: !1074)
!1897 = !DILocation(line: 2606, column: 28, scope: !1074)
!1898 = !DILocation(line: 2606, column: 5, scope: !1074)
!1899 = !DILocation(line: 2607, column: 28, scope: !1074)
!1900 = !DILocation(line: 2607, column: 5, scope: !1074)
!1901 = !DILocation(line: 2608, column: 28, scope: !1074)
!1902 = !DILocation(line: 2608, column: 5, scope: !1074)
!1903 = !DILocation(line: 2609, column: 28, scope: !1074)
!1904 = !DILocation(line: 2609, column: 5, scope: !1074)
!1905 = !DILocation(line: 2610, column: 28, scope: !1074)
!1906 = !DILocation(line: 2610, column: 5, scope: !1074)
!1907 = !DILocation(line: 2611, column: 28, scope: !1074)
!1908 = !DILocation(line: 2611, column: 21, scope: !1074)
!1909 = !DILocation(line: 2611, column: 5, scope: !1074)
!1910 = !DILocation(line: 2612, column: 28, scope: !1074)
!1911 = !DILocation(line: 2612, column: 21, scope: !1074)
!1912 = !DILocation(line: 2612, column: 5, scope: !1074)
!1913 = !DILocation(line: 2613, column: 5, scope: !1914)
!1914 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2613, column: 5)
!1915 = !DILocation(line: 2615, column: 25, scope: !1916)
!1916 = distinct !DILexicalBlock(scope: !1917, file: !2, line: 2614, column: 5)
!1917 = distinct !DILexicalBlock(scope: !1914, file: !2, line: 2613, column: 5)
!1918 = !DILocation(line: 2615, column: 35, scope: !1916)
!1919 = !DILocation(line: 2615, column: 9, scope: !1916)
!1920 = !DILocation(line: 2616, column: 35, scope: !1916)
!1921 = !DILocation(line: 2616, column: 9, scope: !1916)
!1922 = !DILocation(line: 2617, column: 35, scope: !1916)
!1923 = !DILocation(line: 2617, column: 9, scope: !1916)
!1924 = !DILocation(line: 2618, column: 35, scope: !1916)
!1925 = !DILocation(line: 2618, column: 9, scope: !1916)
!1926 = !DILocation(line: 2619, column: 35, scope: !1916)
!1927 = !DILocation(line: 2619, column: 9, scope: !1916)
!1928 = !DILocation(line: 2620, column: 35, scope: !1916)
!1929 = !DILocation(line: 2620, column: 9, scope: !1916)
!1930 = !DILocation(line: 2621, column: 35, scope: !1916)
!1931 = !DILocation(line: 2621, column: 25, scope: !1916)
!1932 = !DILocation(line: 2621, column: 9, scope: !1916)
!1933 = !DILocation(line: 2622, column: 35, scope: !1916)
!1934 = !DILocation(line: 2622, column: 25, scope: !1916)
!1935 = !DILocation(line: 2622, column: 9, scope: !1916)
!1936 = !DILocation(line: 2623, column: 13, scope: !1916)
!1937 = !DILocation(line: 2623, column: 31, scope: !1938)
!1938 = distinct !DILexicalBlock(scope: !1916, file: !2, line: 2623, column: 13)
!1939 = !DILocation(line: 2613, column: 25, scope: !1917)
!1940 = !DILocation(line: 2613, column: 19, scope: !1917)
!1941 = distinct !{!1941, !1913, !1942, !1124}
!1942 = !DILocation(line: 2625, column: 5, scope: !1914)
!1943 = !DILocation(line: 2626, column: 28, scope: !1074)
!1944 = !DILocation(line: 2626, column: 5, scope: !1074)
!1945 = !DILocation(line: 2627, column: 28, scope: !1074)
!1946 = !DILocation(line: 2627, column: 5, scope: !1074)
!1947 = !DILocation(line: 2628, column: 28, scope: !1074)
!1948 = !DILocation(line: 2628, column: 5, scope: !1074)
!1949 = !DILocation(line: 2629, column: 28, scope: !1074)
!1950 = !DILocation(line: 2629, column: 5, scope: !1074)
!1951 = !DILocation(line: 2630, column: 28, scope: !1074)
!1952 = !DILocation(line: 2630, column: 5, scope: !1074)
!1953 = !DILocation(line: 2631, column: 28, scope: !1074)
!1954 = !DILocation(line: 2631, column: 5, scope: !1074)
!1955 = !DILocation(line: 2632, column: 28, scope: !1074)
!1956 = !DILocation(line: 2632, column: 21, scope: !1074)
!1957 = !DILocation(line: 2632, column: 5, scope: !1074)
!1958 = !DILocation(line: 2633, column: 28, scope: !1074)
!1959 = !DILocation(line: 2633, column: 21, scope: !1074)
!1960 = !DILocation(line: 2633, column: 5, scope: !1074)
!1961 = !DILocation(line: 2634, column: 28, scope: !1074)
!1962 = !DILocation(line: 2634, column: 5, scope: !1074)
!1963 = !DILocation(line: 2635, column: 28, scope: !1074)
!1964 = !DILocation(line: 2635, column: 5, scope: !1074)
!1965 = !DILocation(line: 2636, column: 28, scope: !1074)
!1966 = !DILocation(line: 2636, column: 5, scope: !1074)
!1967 = !DILocation(line: 2637, column: 28, scope: !1074)
!1968 = !DILocation(line: 2637, column: 5, scope: !1074)
!1969 = !DILocation(line: 2638, column: 28, scope: !1074)
!1970 = !DILocation(line: 2638, column: 5, scope: !1074)
!1971 = !DILocation(line: 2639, column: 28, scope: !1074)
!1972 = !DILocation(line: 2639, column: 5, scope: !1074)
!1973 = !DILocation(line: 2640, column: 28, scope: !1074)
!1974 = !DILocation(line: 2640, column: 21, scope: !1074)
!1975 = !DILocation(line: 2640, column: 5, scope: !1074)
!1976 = !DILocation(line: 2641, column: 28, scope: !1074)
!1977 = !DILocation(line: 2641, column: 21, scope: !1074)
!1978 = !DILocation(line: 2641, column: 5, scope: !1074)
!1979 = !DILocation(line: 2642, column: 23, scope: !1074)
!1980 = !DILocation(line: 2642, column: 37, scope: !1074)
!1981 = !DILocalVariable(name: "crc", arg: 1, scope: !1982, file: !1061, line: 49, type: !93)
!1982 = distinct !DISubprogram(name: "platform_main_end", scope: !1061, file: !1061, line: 49, type: !1983, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !1985)
!1983 = !DISubroutineType(types: !1984)
!1984 = !{null, !93, !768}
!1985 = !{!1981, !1986}
!1986 = !DILocalVariable(name: "flag", arg: 2, scope: !1982, file: !1061, line: 49, type: !768)
!1987 = !DILocation(line: 0, scope: !1982, inlinedAt: !1988)
!1988 = distinct !DILocation(line: 2642, column: 5, scope: !1074)
!1989 = !DILocation(line: 56, column: 2, scope: !1982, inlinedAt: !1988)
!1990 = !DILocation(line: 2643, column: 5, scope: !1074)
!1991 = distinct !DISubprogram(name: "transparent_crc", scope: !732, file: !732, line: 110, type: !1992, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !1994)
!1992 = !DISubroutineType(types: !1993)
!1993 = !{null, !597, !1078, !768}
!1994 = !{!1995, !1996, !1997}
!1995 = !DILocalVariable(name: "val", arg: 1, scope: !1991, file: !732, line: 110, type: !597)
!1996 = !DILocalVariable(name: "vname", arg: 2, scope: !1991, file: !732, line: 110, type: !1078)
!1997 = !DILocalVariable(name: "flag", arg: 3, scope: !1991, file: !732, line: 110, type: !768)
!1998 = !DILocation(line: 0, scope: !1991)
!1999 = !DILocalVariable(name: "val", arg: 1, scope: !2000, file: !732, line: 97, type: !597)
!2000 = distinct !DISubprogram(name: "crc32_8bytes", scope: !732, file: !732, line: 97, type: !2001, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !2003)
!2001 = !DISubroutineType(types: !2002)
!2002 = !{null, !597}
!2003 = !{!1999}
!2004 = !DILocation(line: 0, scope: !2000, inlinedAt: !2005)
!2005 = distinct !DILocation(line: 112, column: 2, scope: !1991)
!2006 = !DILocalVariable(name: "b", arg: 1, scope: !2007, file: !732, line: 71, type: !761)
!2007 = distinct !DISubprogram(name: "crc32_byte", scope: !732, file: !732, line: 71, type: !2008, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !2010)
!2008 = !DISubroutineType(types: !2009)
!2009 = !{null, !761}
!2010 = !{!2006}
!2011 = !DILocation(line: 0, scope: !2007, inlinedAt: !2012)
!2012 = distinct !DILocation(line: 99, column: 2, scope: !2000, inlinedAt: !2005)
!2013 = !DILocation(line: 73, column: 5, scope: !2007, inlinedAt: !2012)
!2014 = !DILocation(line: 73, column: 19, scope: !2007, inlinedAt: !2012)
!2015 = !DILocation(line: 74, column: 33, scope: !2007, inlinedAt: !2012)
!2016 = !DILocation(line: 74, column: 3, scope: !2007, inlinedAt: !2012)
!2017 = !DILocation(line: 73, column: 39, scope: !2007, inlinedAt: !2012)
!2018 = !DILocation(line: 100, column: 18, scope: !2000, inlinedAt: !2005)
!2019 = !DILocation(line: 0, scope: !2007, inlinedAt: !2020)
!2020 = distinct !DILocation(line: 100, column: 2, scope: !2000, inlinedAt: !2005)
!2021 = !DILocation(line: 73, column: 19, scope: !2007, inlinedAt: !2020)
!2022 = !DILocation(line: 74, column: 33, scope: !2007, inlinedAt: !2020)
!2023 = !DILocation(line: 74, column: 3, scope: !2007, inlinedAt: !2020)
!2024 = !DILocation(line: 73, column: 39, scope: !2007, inlinedAt: !2020)
!2025 = !DILocation(line: 101, column: 18, scope: !2000, inlinedAt: !2005)
!2026 = !DILocation(line: 0, scope: !2007, inlinedAt: !2027)
!2027 = distinct !DILocation(line: 101, column: 2, scope: !2000, inlinedAt: !2005)
!2028 = !DILocation(line: 73, column: 19, scope: !2007, inlinedAt: !2027)
!2029 = !DILocation(line: 74, column: 33, scope: !2007, inlinedAt: !2027)
!2030 = !DILocation(line: 74, column: 3, scope: !2007, inlinedAt: !2027)
!2031 = !DILocation(line: 73, column: 39, scope: !2007, inlinedAt: !2027)
!2032 = !DILocation(line: 102, column: 18, scope: !2000, inlinedAt: !2005)
!2033 = !DILocation(line: 0, scope: !2007, inlinedAt: !2034)
!2034 = distinct !DILocation(line: 102, column: 2, scope: !2000, inlinedAt: !2005)
!2035 = !DILocation(line: 73, column: 19, scope: !2007, inlinedAt: !2034)
!2036 = !DILocation(line: 74, column: 33, scope: !2007, inlinedAt: !2034)
!2037 = !DILocation(line: 74, column: 3, scope: !2007, inlinedAt: !2034)
!2038 = !DILocation(line: 73, column: 39, scope: !2007, inlinedAt: !2034)
!2039 = !DILocation(line: 103, column: 18, scope: !2000, inlinedAt: !2005)
!2040 = !DILocation(line: 0, scope: !2007, inlinedAt: !2041)
!2041 = distinct !DILocation(line: 103, column: 2, scope: !2000, inlinedAt: !2005)
!2042 = !DILocation(line: 73, column: 19, scope: !2007, inlinedAt: !2041)
!2043 = !DILocation(line: 74, column: 33, scope: !2007, inlinedAt: !2041)
!2044 = !DILocation(line: 74, column: 3, scope: !2007, inlinedAt: !2041)
!2045 = !DILocation(line: 73, column: 39, scope: !2007, inlinedAt: !2041)
!2046 = !DILocation(line: 104, column: 18, scope: !2000, inlinedAt: !2005)
!2047 = !DILocation(line: 0, scope: !2007, inlinedAt: !2048)
!2048 = distinct !DILocation(line: 104, column: 2, scope: !2000, inlinedAt: !2005)
!2049 = !DILocation(line: 73, column: 19, scope: !2007, inlinedAt: !2048)
!2050 = !DILocation(line: 74, column: 33, scope: !2007, inlinedAt: !2048)
!2051 = !DILocation(line: 74, column: 3, scope: !2007, inlinedAt: !2048)
!2052 = !DILocation(line: 73, column: 39, scope: !2007, inlinedAt: !2048)
!2053 = !DILocation(line: 105, column: 18, scope: !2000, inlinedAt: !2005)
!2054 = !DILocation(line: 0, scope: !2007, inlinedAt: !2055)
!2055 = distinct !DILocation(line: 105, column: 2, scope: !2000, inlinedAt: !2005)
!2056 = !DILocation(line: 73, column: 19, scope: !2007, inlinedAt: !2055)
!2057 = !DILocation(line: 74, column: 33, scope: !2007, inlinedAt: !2055)
!2058 = !DILocation(line: 74, column: 3, scope: !2007, inlinedAt: !2055)
!2059 = !DILocation(line: 73, column: 39, scope: !2007, inlinedAt: !2055)
!2060 = !DILocation(line: 106, column: 18, scope: !2000, inlinedAt: !2005)
!2061 = !DILocation(line: 0, scope: !2007, inlinedAt: !2062)
!2062 = distinct !DILocation(line: 106, column: 2, scope: !2000, inlinedAt: !2005)
!2063 = !DILocation(line: 73, column: 19, scope: !2007, inlinedAt: !2062)
!2064 = !DILocation(line: 74, column: 3, scope: !2007, inlinedAt: !2062)
!2065 = !DILocation(line: 73, column: 39, scope: !2007, inlinedAt: !2062)
!2066 = !DILocation(line: 72, column: 16, scope: !2007, inlinedAt: !2062)
!2067 = !DILocation(line: 113, column: 6, scope: !2068)
!2068 = distinct !DILexicalBlock(scope: !1991, file: !732, line: 113, column: 6)
!2069 = !DILocation(line: 113, column: 6, scope: !1991)
!2070 = !DILocation(line: 114, column: 73, scope: !2071)
!2071 = distinct !DILexicalBlock(scope: !2068, file: !732, line: 113, column: 12)
!2072 = !DILocation(line: 114, column: 5, scope: !2071)
!2073 = !DILocation(line: 115, column: 2, scope: !2071)
!2074 = !DILocation(line: 116, column: 1, scope: !1991)
!2075 = !DISubprogram(name: "printf", scope: !2076, file: !2076, line: 356, type: !2077, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2076 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!2077 = !DISubroutineType(types: !2078)
!2078 = !{!768, !2079, null}
!2079 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !2080)
!2080 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2081, size: 64)
!2081 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
