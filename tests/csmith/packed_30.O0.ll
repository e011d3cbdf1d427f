; ModuleID = 'packed_30.c'
source_filename = "packed_30.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.U1 = type { i32 }
%union.U2 = type { i32 }
%struct.S0 = type <{ [17 x i8], i16 }>

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@g_22 = internal global %union.U1 { i32 1333319627 }, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [8 x i8] c"g_22.f0\00", align 1, !dbg !13
@g_57 = internal global i32 -1, align 4, !dbg !747
@.str.2 = private unnamed_addr constant [5 x i8] c"g_57\00", align 1, !dbg !18
@g_61 = internal global i8 105, align 1, !dbg !749
@.str.3 = private unnamed_addr constant [5 x i8] c"g_61\00", align 1, !dbg !23
@g_62 = internal global i8 68, align 1, !dbg !754
@.str.4 = private unnamed_addr constant [5 x i8] c"g_62\00", align 1, !dbg !25
@g_67 = internal global i32 1578342995, align 4, !dbg !759
@.str.5 = private unnamed_addr constant [5 x i8] c"g_67\00", align 1, !dbg !27
@g_85 = internal global i32 -4, align 4, !dbg !764
@.str.6 = private unnamed_addr constant [5 x i8] c"g_85\00", align 1, !dbg !29
@g_103 = internal global [6 x i32] [i32 -5, i32 -5, i32 -5, i32 -5, i32 -5, i32 -5], align 16, !dbg !766
@.str.7 = private unnamed_addr constant [9 x i8] c"g_103[i]\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !36
@g_109 = internal global i32 184034913, align 4, !dbg !769
@.str.9 = private unnamed_addr constant [6 x i8] c"g_109\00", align 1, !dbg !41
@g_123 = internal global i64 0, align 8, !dbg !771
@.str.10 = private unnamed_addr constant [6 x i8] c"g_123\00", align 1, !dbg !46
@g_129 = internal global i64 -1, align 8, !dbg !773
@.str.11 = private unnamed_addr constant [6 x i8] c"g_129\00", align 1, !dbg !48
@g_198 = internal global i8 7, align 1, !dbg !778
@.str.12 = private unnamed_addr constant [6 x i8] c"g_198\00", align 1, !dbg !50
@g_224 = internal global [9 x [10 x i16]] [[10 x i16] [i16 3, i16 13173, i16 14416, i16 13173, i16 3, i16 16147, i16 -1, i16 0, i16 -7576, i16 -17502], [10 x i16] [i16 13173, i16 -4, i16 -7, i16 1983, i16 -15685, i16 0, i16 24861, i16 28480, i16 0, i16 -17502], [10 x i16] [i16 26309, i16 1983, i16 0, i16 -1, i16 3, i16 14416, i16 0, i16 0, i16 14416, i16 3], [10 x i16] [i16 28480, i16 -1, i16 -1, i16 28480, i16 16147, i16 24861, i16 1, i16 3, i16 -1, i16 13173], [10 x i16] [i16 3, i16 -15685, i16 0, i16 28480, i16 -7, i16 -1, i16 -2, i16 24861, i16 -4, i16 -1], [10 x i16] [i16 -2, i16 28006, i16 3, i16 0, i16 -11960, i16 0, i16 -7, i16 0, i16 -11960, i16 0], [10 x i16] [i16 1983, i16 0, i16 1983, i16 11787, i16 -7576, i16 -2, i16 1, i16 28480, i16 0, i16 3], [10 x i16] [i16 -1, i16 0, i16 -7576, i16 -17502, i16 -1, i16 1, i16 28006, i16 28480, i16 1983, i16 -2], [10 x i16] [i16 -7, i16 -7576, i16 1983, i16 0, i16 0, i16 -1, i16 -1, i16 0, i16 0, i16 1983]], align 16, !dbg !780
@.str.13 = private unnamed_addr constant [12 x i8] c"g_224[i][j]\00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !57
@g_257 = internal global %union.U1 { i32 610796636 }, align 4, !dbg !784
@.str.15 = private unnamed_addr constant [9 x i8] c"g_257.f0\00", align 1, !dbg !62
@g_264 = internal global i32 -346177024, align 4, !dbg !789
@.str.16 = private unnamed_addr constant [6 x i8] c"g_264\00", align 1, !dbg !64
@g_266 = internal global i8 -3, align 1, !dbg !791
@.str.17 = private unnamed_addr constant [6 x i8] c"g_266\00", align 1, !dbg !66
@g_273 = internal global i32 1, align 4, !dbg !793
@.str.18 = private unnamed_addr constant [6 x i8] c"g_273\00", align 1, !dbg !68
@g_274 = internal global i32 -582914601, align 4, !dbg !795
@.str.19 = private unnamed_addr constant [6 x i8] c"g_274\00", align 1, !dbg !70
@g_282 = internal global i8 19, align 1, !dbg !797
@.str.20 = private unnamed_addr constant [6 x i8] c"g_282\00", align 1, !dbg !72
@g_287 = internal global i64 6156377117724109378, align 8, !dbg !799
@.str.21 = private unnamed_addr constant [6 x i8] c"g_287\00", align 1, !dbg !74
@g_297 = internal global i16 -10, align 2, !dbg !801
@.str.22 = private unnamed_addr constant [6 x i8] c"g_297\00", align 1, !dbg !76
@g_298 = internal global i16 14472, align 2, !dbg !803
@.str.23 = private unnamed_addr constant [6 x i8] c"g_298\00", align 1, !dbg !78
@g_299 = internal global i64 -7453245897327416600, align 8, !dbg !805
@.str.24 = private unnamed_addr constant [6 x i8] c"g_299\00", align 1, !dbg !80
@g_302 = internal global i32 2100135055, align 4, !dbg !807
@.str.25 = private unnamed_addr constant [6 x i8] c"g_302\00", align 1, !dbg !82
@g_328 = internal global i8 -1, align 1, !dbg !809
@.str.26 = private unnamed_addr constant [6 x i8] c"g_328\00", align 1, !dbg !84
@g_408 = internal global i64 -1562294445925576635, align 8, !dbg !811
@.str.27 = private unnamed_addr constant [6 x i8] c"g_408\00", align 1, !dbg !86
@g_414 = internal global [9 x [1 x i64]] [[1 x i64] [i64 -7782545316659081493], [1 x i64] [i64 -10], [1 x i64] [i64 -7782545316659081493], [1 x i64] [i64 -10], [1 x i64] [i64 -7782545316659081493], [1 x i64] [i64 -10], [1 x i64] [i64 -7782545316659081493], [1 x i64] [i64 -10], [1 x i64] [i64 -7782545316659081493]], align 16, !dbg !813
@.str.28 = private unnamed_addr constant [12 x i8] c"g_414[i][j]\00", align 1, !dbg !88
@.str.29 = private unnamed_addr constant [6 x i8] c"g_468\00", align 1, !dbg !98
@g_500 = internal global i16 18171, align 2, !dbg !818
@.str.30 = private unnamed_addr constant [6 x i8] c"g_500\00", align 1, !dbg !100
@g_501 = internal global i32 0, align 4, !dbg !820
@.str.31 = private unnamed_addr constant [6 x i8] c"g_501\00", align 1, !dbg !102
@g_502 = internal global i64 2, align 8, !dbg !822
@.str.32 = private unnamed_addr constant [6 x i8] c"g_502\00", align 1, !dbg !104
@g_507 = internal global i32 -4, align 4, !dbg !824
@.str.33 = private unnamed_addr constant [6 x i8] c"g_507\00", align 1, !dbg !106
@g_509 = internal global i8 -6, align 1, !dbg !826
@.str.34 = private unnamed_addr constant [6 x i8] c"g_509\00", align 1, !dbg !108
@g_511 = internal global i64 -3174012018879066174, align 8, !dbg !828
@.str.35 = private unnamed_addr constant [6 x i8] c"g_511\00", align 1, !dbg !110
@g_513 = internal global i32 1990269146, align 4, !dbg !830
@.str.36 = private unnamed_addr constant [6 x i8] c"g_513\00", align 1, !dbg !112
@g_517 = internal global [2 x i64] [i64 6110439671157667179, i64 6110439671157667179], align 16, !dbg !832
@.str.37 = private unnamed_addr constant [9 x i8] c"g_517[i]\00", align 1, !dbg !114
@g_631 = internal global [10 x [1 x i16]] [[1 x i16] [i16 -16883], [1 x i16] [i16 -4], [1 x i16] [i16 -16883], [1 x i16] [i16 -4], [1 x i16] [i16 -16883], [1 x i16] [i16 -4], [1 x i16] [i16 -16883], [1 x i16] [i16 -4], [1 x i16] [i16 -16883], [1 x i16] [i16 -4]], align 16, !dbg !835
@.str.38 = private unnamed_addr constant [12 x i8] c"g_631[i][j]\00", align 1, !dbg !116
@g_632 = internal global i64 3774615660376888180, align 8, !dbg !839
@.str.39 = private unnamed_addr constant [6 x i8] c"g_632\00", align 1, !dbg !118
@g_645 = internal global i32 1430922480, align 4, !dbg !841
@.str.40 = private unnamed_addr constant [6 x i8] c"g_645\00", align 1, !dbg !120
@g_646 = internal global i8 2, align 1, !dbg !843
@.str.41 = private unnamed_addr constant [6 x i8] c"g_646\00", align 1, !dbg !122
@g_649 = internal global i32 0, align 4, !dbg !845
@.str.42 = private unnamed_addr constant [6 x i8] c"g_649\00", align 1, !dbg !124
@g_657 = internal global %union.U2 { i32 -1796305760 }, align 4, !dbg !847
@.str.43 = private unnamed_addr constant [9 x i8] c"g_657.f0\00", align 1, !dbg !126
@.str.44 = private unnamed_addr constant [9 x i8] c"g_657.f1\00", align 1, !dbg !128
@g_736 = internal global i32 -6, align 4, !dbg !853
@.str.45 = private unnamed_addr constant [6 x i8] c"g_736\00", align 1, !dbg !130
@g_764 = internal global [10 x [8 x i32]] [[8 x i32] [i32 274640339, i32 1, i32 -1003921194, i32 274640339, i32 -1782875294, i32 -1782875294, i32 274640339, i32 -1003921194], [8 x i32] [i32 -1043873554, i32 -1043873554, i32 -9, i32 -96602446, i32 274640339, i32 -9, i32 274640339, i32 -96602446], [8 x i32] [i32 -1003921194, i32 -96602446, i32 -1003921194, i32 -1782875294, i32 -96602446, i32 1, i32 1, i32 -96602446], [8 x i32] [i32 -96602446, i32 1, i32 1, i32 -96602446, i32 -1782875294, i32 -254859161, i32 1, i32 -254859161], [8 x i32] [i32 1, i32 -1782875294, i32 -1043873554, i32 -1782875294, i32 1, i32 -1043873554, i32 -1003921194, i32 -1003921194], [8 x i32] [i32 -254859161, i32 -1782875294, i32 1447991882, i32 1447991882, i32 -1782875294, i32 -254859161, i32 -9, i32 -1782875294], [8 x i32] [i32 -1003921194, i32 -9, i32 1447991882, i32 -1003921194, i32 1447991882, i32 -9, i32 -1003921194, i32 -254859161], [8 x i32] [i32 -1782875294, i32 1, i32 -1043873554, i32 -1003921194, i32 -1003921194, i32 -1043873554, i32 1, i32 -1782875294], [8 x i32] [i32 -254859161, i32 -1003921194, i32 -9, i32 1447991882, i32 -1003921194, i32 1447991882, i32 -9, i32 -1003921194], [8 x i32] [i32 -1782875294, i32 -9, i32 -254859161, i32 -1782875294, i32 1447991882, i32 1447991882, i32 -1782875294, i32 -254859161]], align 16, !dbg !856
@.str.46 = private unnamed_addr constant [12 x i8] c"g_764[i][j]\00", align 1, !dbg !132
@g_780 = internal global i32 1, align 4, !dbg !860
@.str.47 = private unnamed_addr constant [6 x i8] c"g_780\00", align 1, !dbg !134
@g_810 = internal global i32 1, align 4, !dbg !862
@.str.48 = private unnamed_addr constant [6 x i8] c"g_810\00", align 1, !dbg !136
@g_847 = internal global [3 x i16] [i16 -1127, i16 -1127, i16 -1127], align 2, !dbg !864
@.str.49 = private unnamed_addr constant [9 x i8] c"g_847[i]\00", align 1, !dbg !138
@g_857 = internal global [6 x i32] [i32 1, i32 1, i32 1, i32 1, i32 1, i32 1], align 16, !dbg !869
@.str.50 = private unnamed_addr constant [9 x i8] c"g_857[i]\00", align 1, !dbg !140
@g_865 = internal global i32 7, align 4, !dbg !871
@.str.51 = private unnamed_addr constant [6 x i8] c"g_865\00", align 1, !dbg !142
@g_878 = internal global i8 0, align 1, !dbg !873
@.str.52 = private unnamed_addr constant [6 x i8] c"g_878\00", align 1, !dbg !144
@g_912 = internal global i64 4826926744219395635, align 8, !dbg !875
@.str.53 = private unnamed_addr constant [6 x i8] c"g_912\00", align 1, !dbg !146
@g_914 = internal global i8 103, align 1, !dbg !877
@.str.54 = private unnamed_addr constant [6 x i8] c"g_914\00", align 1, !dbg !148
@g_937 = internal global i32 -1, align 4, !dbg !879
@.str.55 = private unnamed_addr constant [6 x i8] c"g_937\00", align 1, !dbg !150
@g_943 = internal global i64 371226918964380084, align 8, !dbg !881
@.str.56 = private unnamed_addr constant [6 x i8] c"g_943\00", align 1, !dbg !152
@g_944 = internal global i32 -1539896496, align 4, !dbg !883
@.str.57 = private unnamed_addr constant [6 x i8] c"g_944\00", align 1, !dbg !154
@g_945 = internal global i16 -1, align 2, !dbg !885
@.str.58 = private unnamed_addr constant [6 x i8] c"g_945\00", align 1, !dbg !156
@g_947 = internal global i8 4, align 1, !dbg !887
@.str.59 = private unnamed_addr constant [6 x i8] c"g_947\00", align 1, !dbg !158
@g_951 = internal global [9 x [10 x [2 x i32]]] [[10 x [2 x i32]] [[2 x i32] [i32 -1, i32 -7], [2 x i32] [i32 -5, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 -1, i32 1036445374], [2 x i32] [i32 -3, i32 1355249564], [2 x i32] [i32 -1, i32 4], [2 x i32] [i32 0, i32 -1], [2 x i32] [i32 1300630310, i32 -6], [2 x i32] [i32 1300630310, i32 -1], [2 x i32] [i32 0, i32 4]], [10 x [2 x i32]] [[2 x i32] [i32 -1, i32 1355249564], [2 x i32] [i32 -3, i32 1036445374], [2 x i32] [i32 -1, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 -5, i32 -7], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 802020711, i32 -1], [2 x i32] [i32 -3, i32 0], [2 x i32] [i32 556225657, i32 4], [2 x i32] [i32 -7, i32 556225657]], [10 x [2 x i32]] [[2 x i32] [i32 1300630310, i32 1837197537], [2 x i32] [i32 125941683, i32 -1], [2 x i32] [i32 -7, i32 1773300316], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 470525281, i32 1036445374], [2 x i32] [i32 802020711, i32 -1], [2 x i32] [i32 0, i32 -7], [2 x i32] [i32 -32406888, i32 -7], [2 x i32] [i32 0, i32 -1], [2 x i32] [i32 802020711, i32 1036445374]], [10 x [2 x i32]] [[2 x i32] [i32 470525281, i32 0], [2 x i32] [i32 -1, i32 1773300316], [2 x i32] [i32 -7, i32 -1], [2 x i32] [i32 125941683, i32 1837197537], [2 x i32] [i32 1300630310, i32 556225657], [2 x i32] [i32 -7, i32 4], [2 x i32] [i32 556225657, i32 0], [2 x i32] [i32 -3, i32 -1], [2 x i32] [i32 802020711, i32 0], [2 x i32] [i32 -1, i32 -7]], [10 x [2 x i32]] [[2 x i32] [i32 -5, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 -1, i32 1036445374], [2 x i32] [i32 -3, i32 1355249564], [2 x i32] [i32 -1, i32 4], [2 x i32] [i32 0, i32 -1], [2 x i32] [i32 1300630310, i32 -6], [2 x i32] [i32 1300630310, i32 -1], [2 x i32] [i32 0, i32 4], [2 x i32] [i32 -1, i32 1355249564]], [10 x [2 x i32]] [[2 x i32] [i32 -3, i32 1036445374], [2 x i32] [i32 -1, i32 0], [2 x i32] zeroinitializer, [2 x i32] [i32 -5, i32 -7], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 802020711, i32 -1], [2 x i32] [i32 -3, i32 0], [2 x i32] [i32 556225657, i32 4], [2 x i32] [i32 -7, i32 556225657], [2 x i32] [i32 1300630310, i32 1837197537]], [10 x [2 x i32]] [[2 x i32] [i32 125941683, i32 -1], [2 x i32] [i32 -7, i32 0], [2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -341802263, i32 1773300316], [2 x i32] [i32 -1, i32 -644900093], [2 x i32] [i32 -6, i32 -32406888], [2 x i32] [i32 -9, i32 -32406888], [2 x i32] [i32 -6, i32 -644900093], [2 x i32] [i32 -1, i32 1773300316], [2 x i32] [i32 -341802263, i32 0]], [10 x [2 x i32]] [[2 x i32] [i32 -1, i32 0], [2 x i32] [i32 -32406888, i32 -1], [2 x i32] [i32 1, i32 556225657], [2 x i32] [i32 1355249564, i32 -5], [2 x i32] [i32 -32406888, i32 -8], [2 x i32] [i32 -5, i32 0], [2 x i32] [i32 125941683, i32 -1534606113], [2 x i32] [i32 -1, i32 -6], [2 x i32] [i32 -644900093, i32 -32406888], [2 x i32] [i32 -1, i32 -38710137]], [10 x [2 x i32]] [[2 x i32] [i32 -6, i32 -6], [2 x i32] [i32 -665462099, i32 1773300316], [2 x i32] [i32 125941683, i32 1804400794], [2 x i32] [i32 -1, i32 -8], [2 x i32] [i32 -38710137, i32 -1], [2 x i32] [i32 1355249564, i32 847612442], [2 x i32] [i32 1355249564, i32 -1], [2 x i32] [i32 -38710137, i32 -8], [2 x i32] [i32 -1, i32 1804400794], [2 x i32] [i32 125941683, i32 1773300316]]], align 16, !dbg !889
@.str.60 = private unnamed_addr constant [15 x i8] c"g_951[i][j][k]\00", align 1, !dbg !160
@.str.61 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !165
@g_967 = internal global i8 -73, align 1, !dbg !893
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
@g_1117 = internal global [6 x [2 x [5 x %union.U1]]] [[2 x [5 x %union.U1]] [[5 x %union.U1] [%union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }], [5 x %union.U1] [%union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }]], [2 x [5 x %union.U1]] [[5 x %union.U1] [%union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }], [5 x %union.U1] [%union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }]], [2 x [5 x %union.U1]] [[5 x %union.U1] [%union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }], [5 x %union.U1] [%union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }]], [2 x [5 x %union.U1]] [[5 x %union.U1] [%union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }], [5 x %union.U1] [%union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }]], [2 x [5 x %union.U1]] [[5 x %union.U1] [%union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }], [5 x %union.U1] [%union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }]], [2 x [5 x %union.U1]] [[5 x %union.U1] [%union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }, %union.U1 { i32 -1308941092 }], [5 x %union.U1] [%union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }, %union.U1 { i32 -281521191 }]]], align 16, !dbg !914
@.str.88 = private unnamed_addr constant [19 x i8] c"g_1117[i][j][k].f0\00", align 1, !dbg !234
@g_1136 = internal global i64 -7240724908708789597, align 8, !dbg !919
@.str.89 = private unnamed_addr constant [7 x i8] c"g_1136\00", align 1, !dbg !239
@g_1137 = internal global i16 19765, align 2, !dbg !921
@.str.90 = private unnamed_addr constant [7 x i8] c"g_1137\00", align 1, !dbg !241
@g_1282 = internal global i32 -7, align 4, !dbg !923
@.str.91 = private unnamed_addr constant [7 x i8] c"g_1282\00", align 1, !dbg !243
@g_1283 = internal global i32 1, align 4, !dbg !925
@.str.92 = private unnamed_addr constant [7 x i8] c"g_1283\00", align 1, !dbg !245
@g_1284 = internal global i8 71, align 1, !dbg !927
@.str.93 = private unnamed_addr constant [7 x i8] c"g_1284\00", align 1, !dbg !247
@g_1363 = internal global [8 x i8] c"\9F\A2\A2\9F\A2\A2\9F\A2", align 1, !dbg !929
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
@g_1594 = internal global i64 3, align 8, !dbg !942
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
@g_1748 = internal global i16 -1, align 2, !dbg !953
@.str.152 = private unnamed_addr constant [7 x i8] c"g_1748\00", align 1, !dbg !368
@g_1752 = internal global [5 x [1 x [9 x i16]]] [[1 x [9 x i16]] [[9 x i16] [i16 -20458, i16 -4, i16 3, i16 3, i16 -4, i16 -20458, i16 0, i16 -20458, i16 -4]], [1 x [9 x i16]] [[9 x i16] [i16 -20458, i16 -1, i16 -1, i16 -20458, i16 -28403, i16 -4, i16 -28403, i16 -20458, i16 -1]], [1 x [9 x i16]] [[9 x i16] [i16 -28403, i16 -28403, i16 0, i16 -4, i16 22702, i16 -4, i16 0, i16 -28403, i16 -28403]], [1 x [9 x i16]] [[9 x i16] [i16 -1, i16 -20458, i16 -28403, i16 -4, i16 -28403, i16 -20458, i16 -1, i16 -1, i16 -20458]], [1 x [9 x i16]] [[9 x i16] [i16 -4, i16 -20458, i16 0, i16 -20458, i16 -4, i16 3, i16 3, i16 -4, i16 -20458]]], align 16, !dbg !955
@.str.153 = private unnamed_addr constant [16 x i8] c"g_1752[i][j][k]\00", align 1, !dbg !370
@g_1778 = internal global i8 0, align 1, !dbg !959
@.str.154 = private unnamed_addr constant [7 x i8] c"g_1778\00", align 1, !dbg !372
@g_1833 = internal global i32 0, align 4, !dbg !961
@.str.155 = private unnamed_addr constant [7 x i8] c"g_1833\00", align 1, !dbg !374
@g_1910 = internal global i8 -1, align 1, !dbg !963
@.str.156 = private unnamed_addr constant [7 x i8] c"g_1910\00", align 1, !dbg !376
@g_1999 = internal global i32 1945009827, align 4, !dbg !965
@.str.157 = private unnamed_addr constant [7 x i8] c"g_1999\00", align 1, !dbg !378
@g_2023 = internal global i64 5651738332483860812, align 8, !dbg !967
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
@g_2166 = internal global i64 -1, align 8, !dbg !974
@.str.176 = private unnamed_addr constant [7 x i8] c"g_2166\00", align 1, !dbg !426
@g_2181 = internal global i16 7, align 2, !dbg !977
@.str.177 = private unnamed_addr constant [7 x i8] c"g_2181\00", align 1, !dbg !428
@g_2231 = internal global i8 103, align 1, !dbg !979
@.str.178 = private unnamed_addr constant [7 x i8] c"g_2231\00", align 1, !dbg !430
@g_2304 = internal global i32 1581510258, align 4, !dbg !981
@.str.179 = private unnamed_addr constant [7 x i8] c"g_2304\00", align 1, !dbg !432
@.str.180 = private unnamed_addr constant [16 x i8] c"g_2433[i][j].f0\00", align 1, !dbg !434
@.str.181 = private unnamed_addr constant [16 x i8] c"g_2433[i][j].f1\00", align 1, !dbg !436
@.str.182 = private unnamed_addr constant [16 x i8] c"g_2433[i][j].f2\00", align 1, !dbg !438
@.str.183 = private unnamed_addr constant [16 x i8] c"g_2433[i][j].f3\00", align 1, !dbg !440
@.str.184 = private unnamed_addr constant [16 x i8] c"g_2433[i][j].f4\00", align 1, !dbg !442
@.str.185 = private unnamed_addr constant [16 x i8] c"g_2433[i][j].f5\00", align 1, !dbg !444
@.str.186 = private unnamed_addr constant [16 x i8] c"g_2433[i][j].f6\00", align 1, !dbg !446
@.str.187 = private unnamed_addr constant [16 x i8] c"g_2433[i][j].f7\00", align 1, !dbg !448
@g_2492 = internal global i64 -4443160390157853237, align 8, !dbg !988
@.str.188 = private unnamed_addr constant [7 x i8] c"g_2492\00", align 1, !dbg !450
@g_2494 = internal global i8 -24, align 1, !dbg !990
@.str.189 = private unnamed_addr constant [7 x i8] c"g_2494\00", align 1, !dbg !452
@g_2747 = internal global [10 x [7 x [3 x i8]]] [[7 x [3 x i8]] [[3 x i8] c"\05\82\FF", [3 x i8] c"\00\F9\D3", [3 x i8] c"A\FB\02", [3 x i8] c"\FD\89\FF", [3 x i8] c"\03\1Ct", [3 x i8] c"\D3\0D\FF", [3 x i8] c"\0D\FBA"], [7 x [3 x i8]] [[3 x i8] c"\06\FD\DC", [3 x i8] c"\1F%\8C", [3 x i8] c"\04j\FD", [3 x i8] c"\FD\9A\05", [3 x i8] c"\FDM\1F", [3 x i8] c"\04\01\FF", [3 x i8] c"\1F\AF#"], [7 x [3 x i8]] [[3 x i8] c"\00\0D\FE", [3 x i8] c"GD\01", [3 x i8] c"\03\EC\04", [3 x i8] c"\AF6\04", [3 x i8] c"\04\1Ff", [3 x i8] c"\1Cf\B0", [3 x i8] c"\01\01#"], [7 x [3 x i8]] [[3 x i8] c"\07\ADG", [3 x i8] c"t\FF\FF", [3 x i8] c"\FF\06G", [3 x i8] c"Gt\FF", [3 x i8] c"\EB#G", [3 x i8] c"\DF\00#", [3 x i8] c"\F9\AF\B0"], [7 x [3 x i8]] [[3 x i8] c"\04\FBf", [3 x i8] c"B\82\04", [3 x i8] c"\14\D3\04", [3 x i8] c"\FB\00\01", [3 x i8] c"\FD\8C\FE", [3 x i8] c"\82\FD\FA", [3 x i8] c"\00M\01"], [7 x [3 x i8]] [[3 x i8] c"z\FE\00", [3 x i8] c"\D3\01\07", [3 x i8] c"\02\01\AD", [3 x i8] c"f\FE\0D", [3 x i8] c"\FEM\F9", [3 x i8] c"\EC\FD\1C", [3 x i8] c"M\8C\FF"], [7 x [3 x i8]] [[3 x i8] c"\FD\00%", [3 x i8] c"#\D3\FB", [3 x i8] c"\FF\82\AF", [3 x i8] c"\01\FB\03", [3 x i8] c"\8C\AF\8C", [3 x i8] c"\01\00D", [3 x i8] c"\FF#\FF"], [7 x [3 x i8]] [[3 x i8] c"At\14", [3 x i8] c"\89\06\FD", [3 x i8] c"A\FF\03", [3 x i8] c"\FF\AD\FF", [3 x i8] c"\01\01\FF", [3 x i8] c"\8Cf\A7", [3 x i8] c"\01\1F\E7"], [7 x [3 x i8]] [[3 x i8] c"\FF6\DF", [3 x i8] c"#\EC\02", [3 x i8] c"\FDDA", [3 x i8] c"M\0D\EB", [3 x i8] c"\EC\02\FD", [3 x i8] c"\FE\05\AF", [3 x i8] c"f\1F6"], [7 x [3 x i8]] [[3 x i8] c"\02\FD6", [3 x i8] c"\D3\FF\AF", [3 x i8] c"z\FF\FD", [3 x i8] c"\00\04\EB", [3 x i8] c"\82\0CA", [3 x i8] c"\FDG\02", [3 x i8] c"\FB\01\DF"]], align 16, !dbg !992
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
@g_2922 = internal global i64 -7920972508297679156, align 8, !dbg !1003
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
@g_3122 = internal global i32 -1325997888, align 4, !dbg !1011
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
@g_3207 = internal constant [10 x [6 x [4 x i64]]] [[6 x [4 x i64]] [[4 x i64] [i64 3895480814191915376, i64 -1679517759076693872, i64 1, i64 -9], [4 x i64] [i64 1, i64 6, i64 610731438815803812, i64 5], [4 x i64] [i64 1, i64 -1, i64 1, i64 2798164707820737468], [4 x i64] [i64 3895480814191915376, i64 5, i64 8, i64 1], [4 x i64] [i64 -4310201222825333457, i64 1, i64 0, i64 0], [4 x i64] [i64 7059680494047715370, i64 -4310201222825333457, i64 8718359071823937548, i64 -7886901539350762926]], [6 x [4 x i64]] [[4 x i64] [i64 -1950142278775154973, i64 -2538786524822103332, i64 1, i64 8852181992126910102], [4 x i64] [i64 -1679517759076693872, i64 -66106055795525721, i64 3895480814191915376, i64 -5], [4 x i64] [i64 0, i64 -3, i64 525948849389787188, i64 0], [4 x i64] [i64 -1101135080337550249, i64 7619222315062958609, i64 -1679517759076693872, i64 -4102104812908422996], [4 x i64] [i64 0, i64 -9, i64 -343981848059477401, i64 5], [4 x i64] [i64 2367451718924591604, i64 7123947669808632647, i64 0, i64 0]], [6 x [4 x i64]] [[4 x i64] [i64 -3556802627243572818, i64 2, i64 7123947669808632647, i64 7059680494047715370], [4 x i64] [i64 8852181992126910102, i64 -4860893539985770837, i64 -3556802627243572818, i64 0], [4 x i64] [i64 -3, i64 -7011832410423919618, i64 -8068540380063266190, i64 5], [4 x i64] [i64 1, i64 5454552633062527756, i64 -7916051304598183662, i64 7619222315062958609], [4 x i64] [i64 1, i64 0, i64 -7011832410423919618, i64 -7011832410423919618], [4 x i64] [i64 -1, i64 -1, i64 -2926503836575405443, i64 1]], [6 x [4 x i64]] [[4 x i64] [i64 1007643813238026511, i64 2367451718924591604, i64 1, i64 -3556802627243572818], [4 x i64] [i64 7123947669808632647, i64 525948849389787188, i64 2, i64 1], [4 x i64] [i64 234123427112281613, i64 525948849389787188, i64 5454552633062527756, i64 -3556802627243572818], [4 x i64] [i64 525948849389787188, i64 2367451718924591604, i64 -3, i64 1], [4 x i64] [i64 8718359071823937548, i64 -1, i64 0, i64 -7011832410423919618], [4 x i64] [i64 1, i64 0, i64 7059680494047715370, i64 7619222315062958609]], [6 x [4 x i64]] [[4 x i64] [i64 5, i64 5454552633062527756, i64 -4860893539985770837, i64 5], [4 x i64] [i64 -774128227882613529, i64 -7011832410423919618, i64 -1, i64 0], [4 x i64] [i64 -7916051304598183662, i64 -4860893539985770837, i64 9, i64 7059680494047715370], [4 x i64] [i64 0, i64 2, i64 0, i64 0], [4 x i64] [i64 -7011832410423919618, i64 7123947669808632647, i64 3, i64 5], [4 x i64] [i64 -3, i64 -9, i64 -1950142278775154973, i64 -4102104812908422996]], [6 x [4 x i64]] [[4 x i64] [i64 8954614043580323917, i64 7619222315062958609, i64 -10, i64 0], [4 x i64] [i64 1, i64 -3, i64 -4102104812908422996, i64 -5], [4 x i64] [i64 1, i64 -66106055795525721, i64 -2538786524822103332, i64 8852181992126910102], [4 x i64] [i64 8, i64 -2538786524822103332, i64 -774128227882613529, i64 0], [4 x i64] [i64 -9, i64 -10, i64 -1, i64 1], [4 x i64] [i64 -66106055795525721, i64 -5, i64 -66106055795525721, i64 2]], [6 x [4 x i64]] [[4 x i64] [i64 -1950142278775154973, i64 0, i64 -1, i64 -1], [4 x i64] [i64 2367451718924591604, i64 0, i64 7151548193205275963, i64 0], [4 x i64] [i64 -7916051304598183662, i64 -4102104812908422996, i64 7151548193205275963, i64 -1679517759076693872], [4 x i64] [i64 2367451718924591604, i64 -5860828108185269511, i64 -1, i64 -7086342556100779833], [4 x i64] [i64 -1950142278775154973, i64 5, i64 -66106055795525721, i64 -3556802627243572818], [4 x i64] [i64 -66106055795525721, i64 -3556802627243572818, i64 -1, i64 9]], [6 x [4 x i64]] [[4 x i64] [i64 -9, i64 -1822223085648110472, i64 610731438815803812, i64 7619222315062958609], [4 x i64] [i64 -774128227882613529, i64 1, i64 -1552896337823969246, i64 -3], [4 x i64] [i64 7619222315062958609, i64 -1, i64 5, i64 3895480814191915376], [4 x i64] [i64 6, i64 -4310201222825333457, i64 3895480814191915376, i64 1007643813238026511], [4 x i64] [i64 9, i64 0, i64 7, i64 2798164707820737468], [4 x i64] [i64 1, i64 610731438815803812, i64 1, i64 525948849389787188]], [6 x [4 x i64]] [[4 x i64] [i64 8, i64 -4636367526934398087, i64 -1101135080337550249, i64 0], [4 x i64] [i64 1, i64 9, i64 0, i64 0], [4 x i64] [i64 7123947669808632647, i64 1, i64 -1, i64 8684649279125947679], [4 x i64] [i64 610731438815803812, i64 -1101135080337550249, i64 8718359071823937548, i64 1], [4 x i64] [i64 0, i64 -343981848059477401, i64 -3, i64 -5860828108185269511], [4 x i64] [i64 -4636367526934398087, i64 1, i64 1, i64 -4636367526934398087]], [6 x [4 x i64]] [[4 x i64] [i64 1007643813238026511, i64 5454552633062527756, i64 0, i64 7], [4 x i64] [i64 -7886901539350762926, i64 -9, i64 2798164707820737468, i64 -7916051304598183662], [4 x i64] [i64 0, i64 -1, i64 -7086342556100779833, i64 -7916051304598183662], [4 x i64] [i64 7059680494047715370, i64 -9, i64 -5, i64 7], [4 x i64] [i64 -2538786524822103332, i64 5454552633062527756, i64 -3, i64 -4636367526934398087], [4 x i64] [i64 7151548193205275963, i64 1, i64 8, i64 -5860828108185269511]]], align 16, !dbg !1018
@.str.249 = private unnamed_addr constant [16 x i8] c"g_3207[i][j][k]\00", align 1, !dbg !572
@g_3224 = internal global i32 -1, align 4, !dbg !1024
@.str.250 = private unnamed_addr constant [7 x i8] c"g_3224\00", align 1, !dbg !574
@.str.251 = private unnamed_addr constant [10 x i8] c"g_3257.f0\00", align 1, !dbg !576
@.str.252 = private unnamed_addr constant [10 x i8] c"g_3257.f1\00", align 1, !dbg !578
@.str.253 = private unnamed_addr constant [10 x i8] c"g_3257.f2\00", align 1, !dbg !580
@.str.254 = private unnamed_addr constant [10 x i8] c"g_3257.f3\00", align 1, !dbg !582
@.str.255 = private unnamed_addr constant [10 x i8] c"g_3257.f4\00", align 1, !dbg !584
@.str.256 = private unnamed_addr constant [10 x i8] c"g_3257.f5\00", align 1, !dbg !586
@.str.257 = private unnamed_addr constant [10 x i8] c"g_3257.f6\00", align 1, !dbg !588
@.str.258 = private unnamed_addr constant [10 x i8] c"g_3257.f7\00", align 1, !dbg !590
@g_3292 = internal global i64 1, align 8, !dbg !1028
@.str.259 = private unnamed_addr constant [7 x i8] c"g_3292\00", align 1, !dbg !592
@.str.260 = private unnamed_addr constant [7 x i8] c"g_3444\00", align 1, !dbg !600
@g_3484 = internal global i64 -1, align 8, !dbg !1030
@.str.261 = private unnamed_addr constant [7 x i8] c"g_3484\00", align 1, !dbg !602
@g_3485 = internal global i32 -4, align 4, !dbg !1032
@.str.262 = private unnamed_addr constant [7 x i8] c"g_3485\00", align 1, !dbg !604
@g_3722 = internal global i16 12101, align 2, !dbg !1034
@.str.263 = private unnamed_addr constant [7 x i8] c"g_3722\00", align 1, !dbg !606
@g_3781 = internal global i8 5, align 1, !dbg !1036
@.str.264 = private unnamed_addr constant [7 x i8] c"g_3781\00", align 1, !dbg !608
@g_3789 = internal global i64 -1, align 8, !dbg !1038
@.str.265 = private unnamed_addr constant [7 x i8] c"g_3789\00", align 1, !dbg !610
@g_3904 = internal global i64 -355080053485388386, align 8, !dbg !1040
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
@g_4174 = internal global i64 0, align 8, !dbg !1048
@.str.291 = private unnamed_addr constant [7 x i8] c"g_4174\00", align 1, !dbg !662
@g_4237 = internal global i32 1, align 4, !dbg !1050
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
@crc32_context = internal global i32 -1, align 4, !dbg !1064
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !730
@__const.func_1.l_8 = private unnamed_addr constant [6 x i32] [i32 1, i32 1, i32 1, i32 1, i32 1, i32 1], align 16
@g_553 = internal global ptr @g_554, align 8, !dbg !736
@__const.func_1.l_4175 = private unnamed_addr constant [6 x [1 x i32]] [[1 x i32] [i32 210580420], [1 x i32] [i32 691243272], [1 x i32] [i32 691243272], [1 x i32] [i32 210580420], [1 x i32] [i32 691243272], [1 x i32] [i32 691243272]], align 16
@__const.func_1.l_4240 = private unnamed_addr constant %union.U2 { i32 -5 }, align 4
@__const.func_1.l_4248 = private unnamed_addr constant [4 x ptr] [ptr getelementptr (i8, ptr @g_414, i64 16), ptr getelementptr (i8, ptr @g_414, i64 16), ptr getelementptr (i8, ptr @g_414, i64 16), ptr getelementptr (i8, ptr @g_414, i64 16)], align 16
@__const.func_1.l_4303 = private unnamed_addr constant %union.U1 { i32 2021564018 }, align 4
@g_554 = internal global ptr null, align 8, !dbg !740
@.str.325 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !742
@g_1077 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -46, i8 -62, i8 -1, i8 -33, i8 17, i8 -5, i8 -1, i8 -17, i8 127, i8 23, i8 0, i8 97, i8 1, i8 112, i8 -123, i8 1, i8 0, i8 67, i8 0 }, align 1, !dbg !895
@g_1079 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 106, i8 24, i8 0, i8 32, i8 45, i8 7, i8 0, i8 56, i8 64, i8 26, i8 -128, i8 41, i8 -1, i8 -21, i8 -70, i8 0, i8 0, i8 32, i8 1 }, align 1, !dbg !910
@g_1080 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -46, i8 -70, i8 -1, i8 95, i8 107, i8 15, i8 0, i8 48, i8 -112, i8 -19, i8 127, i8 99, i8 0, i8 60, i8 -113, i8 0, i8 0, i8 -98, i8 0 }, align 1, !dbg !912
@g_1382 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -126, i8 -68, i8 -1, i8 31, i8 -17, i8 -2, i8 -1, i8 15, i8 0, i8 -16, i8 127, i8 -76, i8 -2, i8 47, i8 56, i8 0, i8 0, i8 1, i8 1 }, align 1, !dbg !933
@g_1383 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -2, i8 51, i8 0, i8 96, i8 105, i8 6, i8 0, i8 -112, i8 47, i8 30, i8 0, i8 -92, i8 -1, i8 83, i8 100, i8 0, i8 0, i8 29, i8 0 }, align 1, !dbg !936
@g_1450 = internal global [9 x [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -18, i8 77, i8 0, i8 64, i8 -120, i8 -13, i8 -1, i8 127, i8 -48, i8 -22, i8 127, i8 76, i8 -1, i8 -9, i8 -55, i8 0, i8 0, i8 2, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -18, i8 77, i8 0, i8 64, i8 -120, i8 -13, i8 -1, i8 127, i8 -48, i8 -22, i8 127, i8 76, i8 -1, i8 -9, i8 -55, i8 0, i8 0, i8 2, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }], [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 15, i8 0, i8 64, i8 -73, i8 -12, i8 -1, i8 23, i8 -96, i8 15, i8 -128, i8 -7, i8 -2, i8 43, i8 -23, i8 0, i8 0, i8 48, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 80, i8 9, i8 0, i8 32, i8 -107, i8 -9, i8 -1, i8 15, i8 112, i8 -16, i8 -1, i8 -102, i8 0, i8 80, i8 88, i8 1, i8 0, i8 -47, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 80, i8 9, i8 0, i8 32, i8 -107, i8 -9, i8 -1, i8 15, i8 112, i8 -16, i8 -1, i8 -102, i8 0, i8 80, i8 88, i8 1, i8 0, i8 -47, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 15, i8 0, i8 64, i8 -73, i8 -12, i8 -1, i8 23, i8 -96, i8 15, i8 -128, i8 -7, i8 -2, i8 43, i8 -23, i8 0, i8 0, i8 48, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }], [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 80, i8 9, i8 0, i8 32, i8 -107, i8 -9, i8 -1, i8 15, i8 112, i8 -16, i8 -1, i8 -102, i8 0, i8 80, i8 88, i8 1, i8 0, i8 -47, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 80, i8 9, i8 0, i8 32, i8 -107, i8 -9, i8 -1, i8 15, i8 112, i8 -16, i8 -1, i8 -102, i8 0, i8 80, i8 88, i8 1, i8 0, i8 -47, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 15, i8 0, i8 64, i8 -73, i8 -12, i8 -1, i8 23, i8 -96, i8 15, i8 -128, i8 -7, i8 -2, i8 43, i8 -23, i8 0, i8 0, i8 48, i8 1 }], [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -18, i8 77, i8 0, i8 64, i8 -120, i8 -13, i8 -1, i8 127, i8 -48, i8 -22, i8 127, i8 76, i8 -1, i8 -9, i8 -55, i8 0, i8 0, i8 2, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -18, i8 77, i8 0, i8 64, i8 -120, i8 -13, i8 -1, i8 127, i8 -48, i8 -22, i8 127, i8 76, i8 -1, i8 -9, i8 -55, i8 0, i8 0, i8 2, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }], [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 15, i8 0, i8 64, i8 -73, i8 -12, i8 -1, i8 23, i8 -96, i8 15, i8 -128, i8 -7, i8 -2, i8 43, i8 -23, i8 0, i8 0, i8 48, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 80, i8 9, i8 0, i8 32, i8 -107, i8 -9, i8 -1, i8 15, i8 112, i8 -16, i8 -1, i8 -102, i8 0, i8 80, i8 88, i8 1, i8 0, i8 -47, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 80, i8 9, i8 0, i8 32, i8 -107, i8 -9, i8 -1, i8 15, i8 112, i8 -16, i8 -1, i8 -102, i8 0, i8 80, i8 88, i8 1, i8 0, i8 -47, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }], [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 15, i8 0, i8 64, i8 -73, i8 -12, i8 -1, i8 23, i8 -96, i8 15, i8 -128, i8 -7, i8 -2, i8 43, i8 -23, i8 0, i8 0, i8 48, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 80, i8 9, i8 0, i8 32, i8 -107, i8 -9, i8 -1, i8 15, i8 112, i8 -16, i8 -1, i8 -102, i8 0, i8 80, i8 88, i8 1, i8 0, i8 -47, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 80, i8 9, i8 0, i8 32, i8 -107, i8 -9, i8 -1, i8 15, i8 112, i8 -16, i8 -1, i8 -102, i8 0, i8 80, i8 88, i8 1, i8 0, i8 -47, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 15, i8 0, i8 64, i8 -73, i8 -12, i8 -1, i8 23, i8 -96, i8 15, i8 -128, i8 -7, i8 -2, i8 43, i8 -23, i8 0, i8 0, i8 48, i8 1 }], [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -26, i8 40, i8 0, i8 -64, i8 -24, i8 1, i8 0, i8 32, i8 56, i8 -32, i8 127, i8 72, i8 1, i8 -84, i8 -52, i8 0, i8 0, i8 51, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -18, i8 77, i8 0, i8 64, i8 -120, i8 -13, i8 -1, i8 127, i8 -48, i8 -22, i8 127, i8 76, i8 -1, i8 -9, i8 -55, i8 0, i8 0, i8 2, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 -8, i8 -1, i8 95, i8 112, i8 -11, i8 -1, i8 -65, i8 -105, i8 -1, i8 -1, i8 -44, i8 -1, i8 -13, i8 96, i8 1, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -18, i8 77, i8 0, i8 64, i8 -120, i8 -13, i8 -1, i8 127, i8 -48, i8 -22, i8 127, i8 76, i8 -1, i8 -9, i8 -55, i8 0, i8 0, i8 2, i8 1 }], [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 41, i8 15, i8 0, i8 64, i8 -73, i8 -12, i8 -1, i8 23, i8 -96, i8 15, i8 -128, i8 -7, i8 -2, i8 43, i8 -23, i8 0, i8 0, i8 48, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -30, i8 20, i8 0, i8 0, i8 -80, i8 -12, i8 -1, i8 119, i8 -72, i8 21, i8 0, i8 115, i8 -1, i8 -17, i8 -111, i8 0, i8 0, i8 -77, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -96, i8 -31, i8 -1, i8 -97, i8 -106, i8 11, i8 0, i8 -120, i8 127, i8 -15, i8 127, i8 -30, i8 0, i8 -104, i8 54, i8 0, i8 0, i8 19, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }], [8 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 68, i8 0, i8 96, i8 46, i8 3, i8 0, i8 -64, i8 -33, i8 13, i8 0, i8 -28, i8 -2, i8 -45, i8 23, i8 1, i8 0, i8 79, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -96, i8 -31, i8 -1, i8 -97, i8 -106, i8 11, i8 0, i8 -120, i8 127, i8 -15, i8 127, i8 -30, i8 0, i8 -104, i8 54, i8 0, i8 0, i8 19, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -30, i8 20, i8 0, i8 0, i8 -80, i8 -12, i8 -1, i8 119, i8 -72, i8 21, i8 0, i8 115, i8 -1, i8 -17, i8 -111, i8 0, i8 0, i8 -77, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 57, i8 -42, i8 -1, i8 -1, i8 82, i8 -12, i8 -1, i8 -25, i8 7, i8 -18, i8 127, i8 18, i8 0, i8 60, i8 32, i8 1, i8 0, i8 66, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -30, i8 20, i8 0, i8 0, i8 -80, i8 -12, i8 -1, i8 119, i8 -72, i8 21, i8 0, i8 115, i8 -1, i8 -17, i8 -111, i8 0, i8 0, i8 -77, i8 0 }]], align 16, !dbg !938
@g_1610 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 -55, i8 -1, i8 -97, i8 3, i8 -3, i8 -1, i8 -81, i8 -65, i8 -13, i8 127, i8 -69, i8 -1, i8 31, i8 70, i8 0, i8 0, i8 78, i8 1 }, align 1, !dbg !944
@g_1681 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 90, i8 3, i8 0, i8 32, i8 -67, i8 -14, i8 -1, i8 79, i8 -40, i8 -22, i8 -1, i8 56, i8 1, i8 -24, i8 28, i8 1, i8 0, i8 49, i8 0 }, align 1, !dbg !946
@g_1709 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -22, i8 -7, i8 -1, i8 127, i8 86, i8 -6, i8 -1, i8 -41, i8 23, i8 11, i8 -128, i8 -89, i8 -1, i8 43, i8 102, i8 1, i8 0, i8 48, i8 1 }, align 1, !dbg !948
@g_1720 = internal constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -37, i8 81, i8 0, i8 -32, i8 72, i8 -14, i8 -1, i8 31, i8 8, i8 10, i8 -128, i8 -16, i8 -1, i8 -61, i8 66, i8 0, i8 0, i8 -46, i8 0 }, align 1, !dbg !950
@g_2074 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -4, i8 60, i8 0, i8 -32, i8 -59, i8 9, i8 0, i8 112, i8 -88, i8 28, i8 -128, i8 -68, i8 -2, i8 39, i8 -35, i8 0, i8 0, i8 -126, i8 0 }, align 1, !dbg !969
@g_2159 = internal global [3 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -15, i8 11, i8 0, i8 -32, i8 -116, i8 0, i8 0, i8 40, i8 120, i8 14, i8 -128, i8 -1, i8 -2, i8 27, i8 83, i8 1, i8 0, i8 80, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -15, i8 11, i8 0, i8 -32, i8 -116, i8 0, i8 0, i8 40, i8 120, i8 14, i8 -128, i8 -1, i8 -2, i8 27, i8 83, i8 1, i8 0, i8 80, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -15, i8 11, i8 0, i8 -32, i8 -116, i8 0, i8 0, i8 40, i8 120, i8 14, i8 -128, i8 -1, i8 -2, i8 27, i8 83, i8 1, i8 0, i8 80, i8 1 }], align 16, !dbg !971
@g_2433 = internal global [7 x [4 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[4 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -75, i8 -37, i8 -1, i8 -97, i8 -36, i8 15, i8 0, i8 -8, i8 87, i8 7, i8 -128, i8 -69, i8 -1, i8 -29, i8 -1, i8 0, i8 0, i8 -15, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -75, i8 -37, i8 -1, i8 -97, i8 -36, i8 15, i8 0, i8 -8, i8 87, i8 7, i8 -128, i8 -69, i8 -1, i8 -29, i8 -1, i8 0, i8 0, i8 -15, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 41, i8 0, i8 -128, i8 -108, i8 -6, i8 -1, i8 -17, i8 95, i8 0, i8 -128, i8 -13, i8 0, i8 92, i8 49, i8 1, i8 0, i8 -19, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 8, i8 -20, i8 -1, i8 -65, i8 -110, i8 -13, i8 -1, i8 87, i8 8, i8 -4, i8 -1, i8 30, i8 1, i8 -84, i8 -30, i8 1, i8 0, i8 82, i8 1 }], [4 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 -43, i8 -1, i8 -33, i8 76, i8 -7, i8 -1, i8 63, i8 16, i8 4, i8 -128, i8 -70, i8 -1, i8 -1, i8 76, i8 0, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -25, i8 -2, i8 -1, i8 -65, i8 85, i8 -16, i8 -1, i8 -25, i8 -1, i8 18, i8 -128, i8 -37, i8 0, i8 -56, i8 93, i8 0, i8 0, i8 -65, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 -43, i8 -1, i8 -33, i8 76, i8 -7, i8 -1, i8 63, i8 16, i8 4, i8 -128, i8 -70, i8 -1, i8 -1, i8 76, i8 0, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 41, i8 0, i8 -128, i8 -108, i8 -6, i8 -1, i8 -17, i8 95, i8 0, i8 -128, i8 -13, i8 0, i8 92, i8 49, i8 1, i8 0, i8 -19, i8 0 }], [4 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 -43, i8 -1, i8 -33, i8 76, i8 -7, i8 -1, i8 63, i8 16, i8 4, i8 -128, i8 -70, i8 -1, i8 -1, i8 76, i8 0, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 41, i8 0, i8 -128, i8 -108, i8 -6, i8 -1, i8 -17, i8 95, i8 0, i8 -128, i8 -13, i8 0, i8 92, i8 49, i8 1, i8 0, i8 -19, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 41, i8 0, i8 -128, i8 -108, i8 -6, i8 -1, i8 -17, i8 95, i8 0, i8 -128, i8 -13, i8 0, i8 92, i8 49, i8 1, i8 0, i8 -19, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 -43, i8 -1, i8 -33, i8 76, i8 -7, i8 -1, i8 63, i8 16, i8 4, i8 -128, i8 -70, i8 -1, i8 -1, i8 76, i8 0, i8 0, i8 93, i8 0 }], [4 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -75, i8 -37, i8 -1, i8 -97, i8 -36, i8 15, i8 0, i8 -8, i8 87, i8 7, i8 -128, i8 -69, i8 -1, i8 -29, i8 -1, i8 0, i8 0, i8 -15, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 41, i8 0, i8 -128, i8 -108, i8 -6, i8 -1, i8 -17, i8 95, i8 0, i8 -128, i8 -13, i8 0, i8 92, i8 49, i8 1, i8 0, i8 -19, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 8, i8 -20, i8 -1, i8 -65, i8 -110, i8 -13, i8 -1, i8 87, i8 8, i8 -4, i8 -1, i8 30, i8 1, i8 -84, i8 -30, i8 1, i8 0, i8 82, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 41, i8 0, i8 -128, i8 -108, i8 -6, i8 -1, i8 -17, i8 95, i8 0, i8 -128, i8 -13, i8 0, i8 92, i8 49, i8 1, i8 0, i8 -19, i8 0 }], [4 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 41, i8 0, i8 -128, i8 -108, i8 -6, i8 -1, i8 -17, i8 95, i8 0, i8 -128, i8 -13, i8 0, i8 92, i8 49, i8 1, i8 0, i8 -19, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -25, i8 -2, i8 -1, i8 -65, i8 85, i8 -16, i8 -1, i8 -25, i8 -1, i8 18, i8 -128, i8 -37, i8 0, i8 -56, i8 93, i8 0, i8 0, i8 -65, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 8, i8 -20, i8 -1, i8 -65, i8 -110, i8 -13, i8 -1, i8 87, i8 8, i8 -4, i8 -1, i8 30, i8 1, i8 -84, i8 -30, i8 1, i8 0, i8 82, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 8, i8 -20, i8 -1, i8 -65, i8 -110, i8 -13, i8 -1, i8 87, i8 8, i8 -4, i8 -1, i8 30, i8 1, i8 -84, i8 -30, i8 1, i8 0, i8 82, i8 1 }], [4 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -75, i8 -37, i8 -1, i8 -97, i8 -36, i8 15, i8 0, i8 -8, i8 87, i8 7, i8 -128, i8 -69, i8 -1, i8 -29, i8 -1, i8 0, i8 0, i8 -15, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -75, i8 -37, i8 -1, i8 -97, i8 -36, i8 15, i8 0, i8 -8, i8 87, i8 7, i8 -128, i8 -69, i8 -1, i8 -29, i8 -1, i8 0, i8 0, i8 -15, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 41, i8 0, i8 -128, i8 -108, i8 -6, i8 -1, i8 -17, i8 95, i8 0, i8 -128, i8 -13, i8 0, i8 92, i8 49, i8 1, i8 0, i8 -19, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 8, i8 -20, i8 -1, i8 -65, i8 -110, i8 -13, i8 -1, i8 87, i8 8, i8 -4, i8 -1, i8 30, i8 1, i8 -84, i8 -30, i8 1, i8 0, i8 82, i8 1 }], [4 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 -43, i8 -1, i8 -33, i8 76, i8 -7, i8 -1, i8 63, i8 16, i8 4, i8 -128, i8 -70, i8 -1, i8 -1, i8 76, i8 0, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -25, i8 -2, i8 -1, i8 -65, i8 85, i8 -16, i8 -1, i8 -25, i8 -1, i8 18, i8 -128, i8 -37, i8 0, i8 -56, i8 93, i8 0, i8 0, i8 -65, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 -43, i8 -1, i8 -33, i8 76, i8 -7, i8 -1, i8 63, i8 16, i8 4, i8 -128, i8 -70, i8 -1, i8 -1, i8 76, i8 0, i8 0, i8 93, i8 0 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 112, i8 41, i8 0, i8 -128, i8 -108, i8 -6, i8 -1, i8 -17, i8 95, i8 0, i8 -128, i8 -13, i8 0, i8 92, i8 49, i8 1, i8 0, i8 -19, i8 0 }]], align 16, !dbg !983
@g_2813 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -29, i8 72, i8 0, i8 96, i8 -60, i8 -7, i8 -1, i8 23, i8 72, i8 -23, i8 127, i8 50, i8 -1, i8 -29, i8 3, i8 0, i8 0, i8 83, i8 0 }, align 1, !dbg !996
@g_2868 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 126, i8 -88, i8 -1, i8 95, i8 -57, i8 -15, i8 -1, i8 -65, i8 39, i8 21, i8 -128, i8 114, i8 -1, i8 27, i8 109, i8 1, i8 0, i8 126, i8 0 }, align 1, !dbg !998
@g_2891 = internal constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 7, i8 22, i8 0, i8 96, i8 -34, i8 -11, i8 -1, i8 -65, i8 -65, i8 -19, i8 -1, i8 19, i8 1, i8 -36, i8 -11, i8 1, i8 0, i8 -29, i8 0 }, align 1, !dbg !1000
@g_3007 = internal global [1 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 74, i8 -71, i8 -1, i8 31, i8 -25, i8 12, i8 0, i8 -24, i8 15, i8 -16, i8 127, i8 -86, i8 -2, i8 63, i8 -42, i8 1, i8 0, i8 50, i8 0 }], align 16, !dbg !1005
@g_3018 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -24, i8 -36, i8 -1, i8 63, i8 -25, i8 5, i8 0, i8 8, i8 16, i8 29, i8 -128, i8 106, i8 0, i8 -44, i8 32, i8 0, i8 0, i8 45, i8 0 }, align 1, !dbg !1009
@g_3128 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -124, i8 59, i8 0, i8 96, i8 -98, i8 3, i8 0, i8 16, i8 -8, i8 16, i8 -128, i8 46, i8 1, i8 84, i8 54, i8 0, i8 0, i8 17, i8 0 }, align 1, !dbg !1014
@g_3163 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 68, i8 51, i8 0, i8 64, i8 58, i8 -14, i8 -1, i8 7, i8 72, i8 1, i8 0, i8 104, i8 1, i8 48, i8 -110, i8 1, i8 0, i8 -96, i8 0 }, align 1, !dbg !1016
@g_3257 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 85, i8 30, i8 0, i8 -128, i8 25, i8 8, i8 0, i8 -112, i8 -41, i8 -19, i8 127, i8 -61, i8 -2, i8 -57, i8 -111, i8 1, i8 0, i8 97, i8 0 }, align 1, !dbg !1026
@g_3907 = internal constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 35, i8 -2, i8 -1, i8 -65, i8 -67, i8 7, i8 0, i8 -112, i8 -57, i8 24, i8 0, i8 73, i8 -1, i8 87, i8 -97, i8 0, i8 0, i8 32, i8 0 }, align 1, !dbg !1042
@g_3925 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -50, i8 22, i8 0, i8 -32, i8 97, i8 -11, i8 -1, i8 -49, i8 79, i8 -20, i8 127, i8 58, i8 1, i8 -32, i8 101, i8 1, i8 0, i8 46, i8 0 }, align 1, !dbg !1044
@g_4064 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 127, i8 -70, i8 -1, i8 -33, i8 -72, i8 3, i8 0, i8 -64, i8 15, i8 -17, i8 127, i8 -124, i8 -1, i8 -113, i8 49, i8 1, i8 0, i8 13, i8 1 }, align 1, !dbg !1046
@g_4246 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -73, i8 37, i8 0, i8 -128, i8 1, i8 8, i8 0, i8 80, i8 -72, i8 14, i8 -128, i8 -14, i8 -1, i8 15, i8 57, i8 0, i8 0, i8 99, i8 0 }, align 1, !dbg !1052
@g_4259 = internal global [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -123, i8 -54, i8 -1, i8 95, i8 -125, i8 11, i8 0, i8 32, i8 -8, i8 26, i8 -128, i8 -98, i8 -1, i8 -125, i8 25, i8 1, i8 0, i8 61, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -123, i8 -54, i8 -1, i8 95, i8 -125, i8 11, i8 0, i8 32, i8 -8, i8 26, i8 -128, i8 -98, i8 -1, i8 -125, i8 25, i8 1, i8 0, i8 61, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -123, i8 -54, i8 -1, i8 95, i8 -125, i8 11, i8 0, i8 32, i8 -8, i8 26, i8 -128, i8 -98, i8 -1, i8 -125, i8 25, i8 1, i8 0, i8 61, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -123, i8 -54, i8 -1, i8 95, i8 -125, i8 11, i8 0, i8 32, i8 -8, i8 26, i8 -128, i8 -98, i8 -1, i8 -125, i8 25, i8 1, i8 0, i8 61, i8 1 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -123, i8 -54, i8 -1, i8 95, i8 -125, i8 11, i8 0, i8 32, i8 -8, i8 26, i8 -128, i8 -98, i8 -1, i8 -125, i8 25, i8 1, i8 0, i8 61, i8 1 }], align 16, !dbg !1054
@g_4307 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 74, i8 85, i8 0, i8 -128, i8 23, i8 10, i8 0, i8 -96, i8 71, i8 8, i8 0, i8 42, i8 0, i8 32, i8 -5, i8 1, i8 0, i8 48, i8 1 }, align 1, !dbg !1057
@g_4317 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 91, i8 78, i8 0, i8 96, i8 7, i8 13, i8 0, i8 80, i8 120, i8 19, i8 0, i8 21, i8 -1, i8 55, i8 -14, i8 0, i8 0, i8 61, i8 0 }, align 1, !dbg !1059
@.str.354 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !1061

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !1074 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.S0, align 1
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !1080, !DIExpression(), !1081)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !1082, !DIExpression(), !1083)
    #dbg_declare(ptr %6, !1084, !DIExpression(), !1085)
    #dbg_declare(ptr %7, !1086, !DIExpression(), !1087)
    #dbg_declare(ptr %8, !1088, !DIExpression(), !1089)
    #dbg_declare(ptr %9, !1090, !DIExpression(), !1091)
  store i32 0, ptr %9, align 4, !dbg !1091
  %11 = load i32, ptr %4, align 4, !dbg !1092
  %12 = icmp eq i32 %11, 2, !dbg !1094
  br i1 %12, label %13, label %20, !dbg !1095

13:                                               ; preds = %2
  %14 = load ptr, ptr %5, align 8, !dbg !1096
  %15 = getelementptr inbounds ptr, ptr %14, i64 1, !dbg !1096
  %16 = load ptr, ptr %15, align 8, !dbg !1096
  %17 = call i32 @strcmp(ptr noundef %16, ptr noundef @.str) #4, !dbg !1097
  %18 = icmp eq i32 %17, 0, !dbg !1098
  br i1 %18, label %19, label %20, !dbg !1099

19:                                               ; preds = %13
  store i32 1, ptr %9, align 4, !dbg !1100
  br label %20, !dbg !1101

20:                                               ; preds = %19, %13, %2
  call void @platform_main_begin(), !dbg !1102
  call void @crc32_gentab(), !dbg !1103
  call void @func_1(ptr dead_on_unwind writable sret(%struct.S0) align 1 %10), !dbg !1104
  %21 = load i32, ptr @g_22, align 4, !dbg !1105
  %22 = zext i32 %21 to i64, !dbg !1106
  %23 = load i32, ptr %9, align 4, !dbg !1107
  call void @transparent_crc(i64 noundef %22, ptr noundef @.str.1, i32 noundef %23), !dbg !1108
  %24 = load i32, ptr @g_57, align 4, !dbg !1109
  %25 = zext i32 %24 to i64, !dbg !1109
  %26 = load i32, ptr %9, align 4, !dbg !1110
  call void @transparent_crc(i64 noundef %25, ptr noundef @.str.2, i32 noundef %26), !dbg !1111
  %27 = load i8, ptr @g_61, align 1, !dbg !1112
  %28 = sext i8 %27 to i64, !dbg !1112
  %29 = load i32, ptr %9, align 4, !dbg !1113
  call void @transparent_crc(i64 noundef %28, ptr noundef @.str.3, i32 noundef %29), !dbg !1114
  %30 = load i8, ptr @g_62, align 1, !dbg !1115
  %31 = zext i8 %30 to i64, !dbg !1115
  %32 = load i32, ptr %9, align 4, !dbg !1116
  call void @transparent_crc(i64 noundef %31, ptr noundef @.str.4, i32 noundef %32), !dbg !1117
  %33 = load i32, ptr @g_67, align 4, !dbg !1118
  %34 = sext i32 %33 to i64, !dbg !1118
  %35 = load i32, ptr %9, align 4, !dbg !1119
  call void @transparent_crc(i64 noundef %34, ptr noundef @.str.5, i32 noundef %35), !dbg !1120
  %36 = load i32, ptr @g_85, align 4, !dbg !1121
  %37 = sext i32 %36 to i64, !dbg !1121
  %38 = load i32, ptr %9, align 4, !dbg !1122
  call void @transparent_crc(i64 noundef %37, ptr noundef @.str.6, i32 noundef %38), !dbg !1123
  store i32 0, ptr %6, align 4, !dbg !1124
  br label %39, !dbg !1126

39:                                               ; preds = %55, %20
  %40 = load i32, ptr %6, align 4, !dbg !1127
  %41 = icmp slt i32 %40, 6, !dbg !1129
  br i1 %41, label %42, label %58, !dbg !1130

42:                                               ; preds = %39
  %43 = load i32, ptr %6, align 4, !dbg !1131
  %44 = sext i32 %43 to i64, !dbg !1133
  %45 = getelementptr inbounds [6 x i32], ptr @g_103, i64 0, i64 %44, !dbg !1133
  %46 = load i32, ptr %45, align 4, !dbg !1133
  %47 = zext i32 %46 to i64, !dbg !1133
  %48 = load i32, ptr %9, align 4, !dbg !1134
  call void @transparent_crc(i64 noundef %47, ptr noundef @.str.7, i32 noundef %48), !dbg !1135
  %49 = load i32, ptr %9, align 4, !dbg !1136
  %50 = icmp ne i32 %49, 0, !dbg !1136
  br i1 %50, label %51, label %54, !dbg !1138

51:                                               ; preds = %42
  %52 = load i32, ptr %6, align 4, !dbg !1139
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %52), !dbg !1140
  br label %54, !dbg !1140

54:                                               ; preds = %51, %42
  br label %55, !dbg !1141

55:                                               ; preds = %54
  %56 = load i32, ptr %6, align 4, !dbg !1142
  %57 = add nsw i32 %56, 1, !dbg !1142
  store i32 %57, ptr %6, align 4, !dbg !1142
  br label %39, !dbg !1143, !llvm.loop !1144

58:                                               ; preds = %39
  %59 = load i32, ptr @g_109, align 4, !dbg !1147
  %60 = sext i32 %59 to i64, !dbg !1147
  %61 = load i32, ptr %9, align 4, !dbg !1148
  call void @transparent_crc(i64 noundef %60, ptr noundef @.str.9, i32 noundef %61), !dbg !1149
  %62 = load i64, ptr @g_123, align 8, !dbg !1150
  %63 = load i32, ptr %9, align 4, !dbg !1151
  call void @transparent_crc(i64 noundef %62, ptr noundef @.str.10, i32 noundef %63), !dbg !1152
  %64 = load i64, ptr @g_129, align 8, !dbg !1153
  %65 = load i32, ptr %9, align 4, !dbg !1154
  call void @transparent_crc(i64 noundef %64, ptr noundef @.str.11, i32 noundef %65), !dbg !1155
  %66 = load i8, ptr @g_198, align 1, !dbg !1156
  %67 = zext i8 %66 to i64, !dbg !1156
  %68 = load i32, ptr %9, align 4, !dbg !1157
  call void @transparent_crc(i64 noundef %67, ptr noundef @.str.12, i32 noundef %68), !dbg !1158
  store i32 0, ptr %6, align 4, !dbg !1159
  br label %69, !dbg !1161

69:                                               ; preds = %97, %58
  %70 = load i32, ptr %6, align 4, !dbg !1162
  %71 = icmp slt i32 %70, 9, !dbg !1164
  br i1 %71, label %72, label %100, !dbg !1165

72:                                               ; preds = %69
  store i32 0, ptr %7, align 4, !dbg !1166
  br label %73, !dbg !1169

73:                                               ; preds = %93, %72
  %74 = load i32, ptr %7, align 4, !dbg !1170
  %75 = icmp slt i32 %74, 10, !dbg !1172
  br i1 %75, label %76, label %96, !dbg !1173

76:                                               ; preds = %73
  %77 = load i32, ptr %6, align 4, !dbg !1174
  %78 = sext i32 %77 to i64, !dbg !1176
  %79 = getelementptr inbounds [9 x [10 x i16]], ptr @g_224, i64 0, i64 %78, !dbg !1176
  %80 = load i32, ptr %7, align 4, !dbg !1177
  %81 = sext i32 %80 to i64, !dbg !1176
  %82 = getelementptr inbounds [10 x i16], ptr %79, i64 0, i64 %81, !dbg !1176
  %83 = load i16, ptr %82, align 2, !dbg !1176
  %84 = zext i16 %83 to i64, !dbg !1176
  %85 = load i32, ptr %9, align 4, !dbg !1178
  call void @transparent_crc(i64 noundef %84, ptr noundef @.str.13, i32 noundef %85), !dbg !1179
  %86 = load i32, ptr %9, align 4, !dbg !1180
  %87 = icmp ne i32 %86, 0, !dbg !1180
  br i1 %87, label %88, label %92, !dbg !1182

88:                                               ; preds = %76
  %89 = load i32, ptr %6, align 4, !dbg !1183
  %90 = load i32, ptr %7, align 4, !dbg !1184
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %89, i32 noundef %90), !dbg !1185
  br label %92, !dbg !1185

92:                                               ; preds = %88, %76
  br label %93, !dbg !1186

93:                                               ; preds = %92
  %94 = load i32, ptr %7, align 4, !dbg !1187
  %95 = add nsw i32 %94, 1, !dbg !1187
  store i32 %95, ptr %7, align 4, !dbg !1187
  br label %73, !dbg !1188, !llvm.loop !1189

96:                                               ; preds = %73
  br label %97, !dbg !1191

97:                                               ; preds = %96
  %98 = load i32, ptr %6, align 4, !dbg !1192
  %99 = add nsw i32 %98, 1, !dbg !1192
  store i32 %99, ptr %6, align 4, !dbg !1192
  br label %69, !dbg !1193, !llvm.loop !1194

100:                                              ; preds = %69
  %101 = load i32, ptr @g_257, align 4, !dbg !1196
  %102 = zext i32 %101 to i64, !dbg !1197
  %103 = load i32, ptr %9, align 4, !dbg !1198
  call void @transparent_crc(i64 noundef %102, ptr noundef @.str.15, i32 noundef %103), !dbg !1199
  %104 = load i32, ptr @g_264, align 4, !dbg !1200
  %105 = sext i32 %104 to i64, !dbg !1200
  %106 = load i32, ptr %9, align 4, !dbg !1201
  call void @transparent_crc(i64 noundef %105, ptr noundef @.str.16, i32 noundef %106), !dbg !1202
  %107 = load i8, ptr @g_266, align 1, !dbg !1203
  %108 = zext i8 %107 to i64, !dbg !1203
  %109 = load i32, ptr %9, align 4, !dbg !1204
  call void @transparent_crc(i64 noundef %108, ptr noundef @.str.17, i32 noundef %109), !dbg !1205
  %110 = load i32, ptr @g_273, align 4, !dbg !1206
  %111 = sext i32 %110 to i64, !dbg !1206
  %112 = load i32, ptr %9, align 4, !dbg !1207
  call void @transparent_crc(i64 noundef %111, ptr noundef @.str.18, i32 noundef %112), !dbg !1208
  %113 = load i32, ptr @g_274, align 4, !dbg !1209
  %114 = zext i32 %113 to i64, !dbg !1209
  %115 = load i32, ptr %9, align 4, !dbg !1210
  call void @transparent_crc(i64 noundef %114, ptr noundef @.str.19, i32 noundef %115), !dbg !1211
  %116 = load i8, ptr @g_282, align 1, !dbg !1212
  %117 = sext i8 %116 to i64, !dbg !1212
  %118 = load i32, ptr %9, align 4, !dbg !1213
  call void @transparent_crc(i64 noundef %117, ptr noundef @.str.20, i32 noundef %118), !dbg !1214
  %119 = load i64, ptr @g_287, align 8, !dbg !1215
  %120 = load i32, ptr %9, align 4, !dbg !1216
  call void @transparent_crc(i64 noundef %119, ptr noundef @.str.21, i32 noundef %120), !dbg !1217
  %121 = load i16, ptr @g_297, align 2, !dbg !1218
  %122 = zext i16 %121 to i64, !dbg !1218
  %123 = load i32, ptr %9, align 4, !dbg !1219
  call void @transparent_crc(i64 noundef %122, ptr noundef @.str.22, i32 noundef %123), !dbg !1220
  %124 = load i16, ptr @g_298, align 2, !dbg !1221
  %125 = zext i16 %124 to i64, !dbg !1221
  %126 = load i32, ptr %9, align 4, !dbg !1222
  call void @transparent_crc(i64 noundef %125, ptr noundef @.str.23, i32 noundef %126), !dbg !1223
  %127 = load i64, ptr @g_299, align 8, !dbg !1224
  %128 = load i32, ptr %9, align 4, !dbg !1225
  call void @transparent_crc(i64 noundef %127, ptr noundef @.str.24, i32 noundef %128), !dbg !1226
  %129 = load i32, ptr @g_302, align 4, !dbg !1227
  %130 = zext i32 %129 to i64, !dbg !1227
  %131 = load i32, ptr %9, align 4, !dbg !1228
  call void @transparent_crc(i64 noundef %130, ptr noundef @.str.25, i32 noundef %131), !dbg !1229
  %132 = load i8, ptr @g_328, align 1, !dbg !1230
  %133 = sext i8 %132 to i64, !dbg !1230
  %134 = load i32, ptr %9, align 4, !dbg !1231
  call void @transparent_crc(i64 noundef %133, ptr noundef @.str.26, i32 noundef %134), !dbg !1232
  %135 = load i64, ptr @g_408, align 8, !dbg !1233
  %136 = load i32, ptr %9, align 4, !dbg !1234
  call void @transparent_crc(i64 noundef %135, ptr noundef @.str.27, i32 noundef %136), !dbg !1235
  store i32 0, ptr %6, align 4, !dbg !1236
  br label %137, !dbg !1238

137:                                              ; preds = %164, %100
  %138 = load i32, ptr %6, align 4, !dbg !1239
  %139 = icmp slt i32 %138, 9, !dbg !1241
  br i1 %139, label %140, label %167, !dbg !1242

140:                                              ; preds = %137
  store i32 0, ptr %7, align 4, !dbg !1243
  br label %141, !dbg !1246

141:                                              ; preds = %160, %140
  %142 = load i32, ptr %7, align 4, !dbg !1247
  %143 = icmp slt i32 %142, 1, !dbg !1249
  br i1 %143, label %144, label %163, !dbg !1250

144:                                              ; preds = %141
  %145 = load i32, ptr %6, align 4, !dbg !1251
  %146 = sext i32 %145 to i64, !dbg !1253
  %147 = getelementptr inbounds [9 x [1 x i64]], ptr @g_414, i64 0, i64 %146, !dbg !1253
  %148 = load i32, ptr %7, align 4, !dbg !1254
  %149 = sext i32 %148 to i64, !dbg !1253
  %150 = getelementptr inbounds [1 x i64], ptr %147, i64 0, i64 %149, !dbg !1253
  %151 = load i64, ptr %150, align 8, !dbg !1253
  %152 = load i32, ptr %9, align 4, !dbg !1255
  call void @transparent_crc(i64 noundef %151, ptr noundef @.str.28, i32 noundef %152), !dbg !1256
  %153 = load i32, ptr %9, align 4, !dbg !1257
  %154 = icmp ne i32 %153, 0, !dbg !1257
  br i1 %154, label %155, label %159, !dbg !1259

155:                                              ; preds = %144
  %156 = load i32, ptr %6, align 4, !dbg !1260
  %157 = load i32, ptr %7, align 4, !dbg !1261
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %156, i32 noundef %157), !dbg !1262
  br label %159, !dbg !1262

159:                                              ; preds = %155, %144
  br label %160, !dbg !1263

160:                                              ; preds = %159
  %161 = load i32, ptr %7, align 4, !dbg !1264
  %162 = add nsw i32 %161, 1, !dbg !1264
  store i32 %162, ptr %7, align 4, !dbg !1264
  br label %141, !dbg !1265, !llvm.loop !1266

163:                                              ; preds = %141
  br label %164, !dbg !1268

164:                                              ; preds = %163
  %165 = load i32, ptr %6, align 4, !dbg !1269
  %166 = add nsw i32 %165, 1, !dbg !1269
  store i32 %166, ptr %6, align 4, !dbg !1269
  br label %137, !dbg !1270, !llvm.loop !1271

167:                                              ; preds = %137
  %168 = load i32, ptr %9, align 4, !dbg !1273
  call void @transparent_crc(i64 noundef 0, ptr noundef @.str.29, i32 noundef %168), !dbg !1274
  %169 = load i16, ptr @g_500, align 2, !dbg !1275
  %170 = sext i16 %169 to i64, !dbg !1275
  %171 = load i32, ptr %9, align 4, !dbg !1276
  call void @transparent_crc(i64 noundef %170, ptr noundef @.str.30, i32 noundef %171), !dbg !1277
  %172 = load i32, ptr @g_501, align 4, !dbg !1278
  %173 = sext i32 %172 to i64, !dbg !1278
  %174 = load i32, ptr %9, align 4, !dbg !1279
  call void @transparent_crc(i64 noundef %173, ptr noundef @.str.31, i32 noundef %174), !dbg !1280
  %175 = load i64, ptr @g_502, align 8, !dbg !1281
  %176 = load i32, ptr %9, align 4, !dbg !1282
  call void @transparent_crc(i64 noundef %175, ptr noundef @.str.32, i32 noundef %176), !dbg !1283
  %177 = load i32, ptr @g_507, align 4, !dbg !1284
  %178 = sext i32 %177 to i64, !dbg !1284
  %179 = load i32, ptr %9, align 4, !dbg !1285
  call void @transparent_crc(i64 noundef %178, ptr noundef @.str.33, i32 noundef %179), !dbg !1286
  %180 = load i8, ptr @g_509, align 1, !dbg !1287
  %181 = sext i8 %180 to i64, !dbg !1287
  %182 = load i32, ptr %9, align 4, !dbg !1288
  call void @transparent_crc(i64 noundef %181, ptr noundef @.str.34, i32 noundef %182), !dbg !1289
  %183 = load i64, ptr @g_511, align 8, !dbg !1290
  %184 = load i32, ptr %9, align 4, !dbg !1291
  call void @transparent_crc(i64 noundef %183, ptr noundef @.str.35, i32 noundef %184), !dbg !1292
  %185 = load i32, ptr @g_513, align 4, !dbg !1293
  %186 = sext i32 %185 to i64, !dbg !1293
  %187 = load i32, ptr %9, align 4, !dbg !1294
  call void @transparent_crc(i64 noundef %186, ptr noundef @.str.36, i32 noundef %187), !dbg !1295
  store i32 0, ptr %6, align 4, !dbg !1296
  br label %188, !dbg !1298

188:                                              ; preds = %203, %167
  %189 = load i32, ptr %6, align 4, !dbg !1299
  %190 = icmp slt i32 %189, 2, !dbg !1301
  br i1 %190, label %191, label %206, !dbg !1302

191:                                              ; preds = %188
  %192 = load i32, ptr %6, align 4, !dbg !1303
  %193 = sext i32 %192 to i64, !dbg !1305
  %194 = getelementptr inbounds [2 x i64], ptr @g_517, i64 0, i64 %193, !dbg !1305
  %195 = load i64, ptr %194, align 8, !dbg !1305
  %196 = load i32, ptr %9, align 4, !dbg !1306
  call void @transparent_crc(i64 noundef %195, ptr noundef @.str.37, i32 noundef %196), !dbg !1307
  %197 = load i32, ptr %9, align 4, !dbg !1308
  %198 = icmp ne i32 %197, 0, !dbg !1308
  br i1 %198, label %199, label %202, !dbg !1310

199:                                              ; preds = %191
  %200 = load i32, ptr %6, align 4, !dbg !1311
  %201 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %200), !dbg !1312
  br label %202, !dbg !1312

202:                                              ; preds = %199, %191
  br label %203, !dbg !1313

203:                                              ; preds = %202
  %204 = load i32, ptr %6, align 4, !dbg !1314
  %205 = add nsw i32 %204, 1, !dbg !1314
  store i32 %205, ptr %6, align 4, !dbg !1314
  br label %188, !dbg !1315, !llvm.loop !1316

206:                                              ; preds = %188
  store i32 0, ptr %6, align 4, !dbg !1318
  br label %207, !dbg !1320

207:                                              ; preds = %235, %206
  %208 = load i32, ptr %6, align 4, !dbg !1321
  %209 = icmp slt i32 %208, 10, !dbg !1323
  br i1 %209, label %210, label %238, !dbg !1324

210:                                              ; preds = %207
  store i32 0, ptr %7, align 4, !dbg !1325
  br label %211, !dbg !1328

211:                                              ; preds = %231, %210
  %212 = load i32, ptr %7, align 4, !dbg !1329
  %213 = icmp slt i32 %212, 1, !dbg !1331
  br i1 %213, label %214, label %234, !dbg !1332

214:                                              ; preds = %211
  %215 = load i32, ptr %6, align 4, !dbg !1333
  %216 = sext i32 %215 to i64, !dbg !1335
  %217 = getelementptr inbounds [10 x [1 x i16]], ptr @g_631, i64 0, i64 %216, !dbg !1335
  %218 = load i32, ptr %7, align 4, !dbg !1336
  %219 = sext i32 %218 to i64, !dbg !1335
  %220 = getelementptr inbounds [1 x i16], ptr %217, i64 0, i64 %219, !dbg !1335
  %221 = load i16, ptr %220, align 2, !dbg !1335
  %222 = sext i16 %221 to i64, !dbg !1335
  %223 = load i32, ptr %9, align 4, !dbg !1337
  call void @transparent_crc(i64 noundef %222, ptr noundef @.str.38, i32 noundef %223), !dbg !1338
  %224 = load i32, ptr %9, align 4, !dbg !1339
  %225 = icmp ne i32 %224, 0, !dbg !1339
  br i1 %225, label %226, label %230, !dbg !1341

226:                                              ; preds = %214
  %227 = load i32, ptr %6, align 4, !dbg !1342
  %228 = load i32, ptr %7, align 4, !dbg !1343
  %229 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %227, i32 noundef %228), !dbg !1344
  br label %230, !dbg !1344

230:                                              ; preds = %226, %214
  br label %231, !dbg !1345

231:                                              ; preds = %230
  %232 = load i32, ptr %7, align 4, !dbg !1346
  %233 = add nsw i32 %232, 1, !dbg !1346
  store i32 %233, ptr %7, align 4, !dbg !1346
  br label %211, !dbg !1347, !llvm.loop !1348

234:                                              ; preds = %211
  br label %235, !dbg !1350

235:                                              ; preds = %234
  %236 = load i32, ptr %6, align 4, !dbg !1351
  %237 = add nsw i32 %236, 1, !dbg !1351
  store i32 %237, ptr %6, align 4, !dbg !1351
  br label %207, !dbg !1352, !llvm.loop !1353

238:                                              ; preds = %207
  %239 = load i64, ptr @g_632, align 8, !dbg !1355
  %240 = load i32, ptr %9, align 4, !dbg !1356
  call void @transparent_crc(i64 noundef %239, ptr noundef @.str.39, i32 noundef %240), !dbg !1357
  %241 = load i32, ptr @g_645, align 4, !dbg !1358
  %242 = sext i32 %241 to i64, !dbg !1358
  %243 = load i32, ptr %9, align 4, !dbg !1359
  call void @transparent_crc(i64 noundef %242, ptr noundef @.str.40, i32 noundef %243), !dbg !1360
  %244 = load i8, ptr @g_646, align 1, !dbg !1361
  %245 = zext i8 %244 to i64, !dbg !1361
  %246 = load i32, ptr %9, align 4, !dbg !1362
  call void @transparent_crc(i64 noundef %245, ptr noundef @.str.41, i32 noundef %246), !dbg !1363
  %247 = load i32, ptr @g_649, align 4, !dbg !1364
  %248 = zext i32 %247 to i64, !dbg !1364
  %249 = load i32, ptr %9, align 4, !dbg !1365
  call void @transparent_crc(i64 noundef %248, ptr noundef @.str.42, i32 noundef %249), !dbg !1366
  %250 = load i32, ptr @g_657, align 4, !dbg !1367
  %251 = zext i32 %250 to i64, !dbg !1368
  %252 = load i32, ptr %9, align 4, !dbg !1369
  call void @transparent_crc(i64 noundef %251, ptr noundef @.str.43, i32 noundef %252), !dbg !1370
  %253 = load i32, ptr @g_657, align 4, !dbg !1371
  %254 = and i32 %253, 33554431, !dbg !1371
  %255 = zext i32 %254 to i64, !dbg !1372
  %256 = load i32, ptr %9, align 4, !dbg !1373
  call void @transparent_crc(i64 noundef %255, ptr noundef @.str.44, i32 noundef %256), !dbg !1374
  %257 = load volatile i32, ptr @g_736, align 4, !dbg !1375
  %258 = zext i32 %257 to i64, !dbg !1375
  %259 = load i32, ptr %9, align 4, !dbg !1376
  call void @transparent_crc(i64 noundef %258, ptr noundef @.str.45, i32 noundef %259), !dbg !1377
  store i32 0, ptr %6, align 4, !dbg !1378
  br label %260, !dbg !1380

260:                                              ; preds = %288, %238
  %261 = load i32, ptr %6, align 4, !dbg !1381
  %262 = icmp slt i32 %261, 10, !dbg !1383
  br i1 %262, label %263, label %291, !dbg !1384

263:                                              ; preds = %260
  store i32 0, ptr %7, align 4, !dbg !1385
  br label %264, !dbg !1388

264:                                              ; preds = %284, %263
  %265 = load i32, ptr %7, align 4, !dbg !1389
  %266 = icmp slt i32 %265, 8, !dbg !1391
  br i1 %266, label %267, label %287, !dbg !1392

267:                                              ; preds = %264
  %268 = load i32, ptr %6, align 4, !dbg !1393
  %269 = sext i32 %268 to i64, !dbg !1395
  %270 = getelementptr inbounds [10 x [8 x i32]], ptr @g_764, i64 0, i64 %269, !dbg !1395
  %271 = load i32, ptr %7, align 4, !dbg !1396
  %272 = sext i32 %271 to i64, !dbg !1395
  %273 = getelementptr inbounds [8 x i32], ptr %270, i64 0, i64 %272, !dbg !1395
  %274 = load i32, ptr %273, align 4, !dbg !1395
  %275 = zext i32 %274 to i64, !dbg !1395
  %276 = load i32, ptr %9, align 4, !dbg !1397
  call void @transparent_crc(i64 noundef %275, ptr noundef @.str.46, i32 noundef %276), !dbg !1398
  %277 = load i32, ptr %9, align 4, !dbg !1399
  %278 = icmp ne i32 %277, 0, !dbg !1399
  br i1 %278, label %279, label %283, !dbg !1401

279:                                              ; preds = %267
  %280 = load i32, ptr %6, align 4, !dbg !1402
  %281 = load i32, ptr %7, align 4, !dbg !1403
  %282 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %280, i32 noundef %281), !dbg !1404
  br label %283, !dbg !1404

283:                                              ; preds = %279, %267
  br label %284, !dbg !1405

284:                                              ; preds = %283
  %285 = load i32, ptr %7, align 4, !dbg !1406
  %286 = add nsw i32 %285, 1, !dbg !1406
  store i32 %286, ptr %7, align 4, !dbg !1406
  br label %264, !dbg !1407, !llvm.loop !1408

287:                                              ; preds = %264
  br label %288, !dbg !1410

288:                                              ; preds = %287
  %289 = load i32, ptr %6, align 4, !dbg !1411
  %290 = add nsw i32 %289, 1, !dbg !1411
  store i32 %290, ptr %6, align 4, !dbg !1411
  br label %260, !dbg !1412, !llvm.loop !1413

291:                                              ; preds = %260
  %292 = load i32, ptr @g_780, align 4, !dbg !1415
  %293 = zext i32 %292 to i64, !dbg !1415
  %294 = load i32, ptr %9, align 4, !dbg !1416
  call void @transparent_crc(i64 noundef %293, ptr noundef @.str.47, i32 noundef %294), !dbg !1417
  %295 = load i32, ptr @g_810, align 4, !dbg !1418
  %296 = sext i32 %295 to i64, !dbg !1418
  %297 = load i32, ptr %9, align 4, !dbg !1419
  call void @transparent_crc(i64 noundef %296, ptr noundef @.str.48, i32 noundef %297), !dbg !1420
  store i32 0, ptr %6, align 4, !dbg !1421
  br label %298, !dbg !1423

298:                                              ; preds = %314, %291
  %299 = load i32, ptr %6, align 4, !dbg !1424
  %300 = icmp slt i32 %299, 3, !dbg !1426
  br i1 %300, label %301, label %317, !dbg !1427

301:                                              ; preds = %298
  %302 = load i32, ptr %6, align 4, !dbg !1428
  %303 = sext i32 %302 to i64, !dbg !1430
  %304 = getelementptr inbounds [3 x i16], ptr @g_847, i64 0, i64 %303, !dbg !1430
  %305 = load i16, ptr %304, align 2, !dbg !1430
  %306 = zext i16 %305 to i64, !dbg !1430
  %307 = load i32, ptr %9, align 4, !dbg !1431
  call void @transparent_crc(i64 noundef %306, ptr noundef @.str.49, i32 noundef %307), !dbg !1432
  %308 = load i32, ptr %9, align 4, !dbg !1433
  %309 = icmp ne i32 %308, 0, !dbg !1433
  br i1 %309, label %310, label %313, !dbg !1435

310:                                              ; preds = %301
  %311 = load i32, ptr %6, align 4, !dbg !1436
  %312 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %311), !dbg !1437
  br label %313, !dbg !1437

313:                                              ; preds = %310, %301
  br label %314, !dbg !1438

314:                                              ; preds = %313
  %315 = load i32, ptr %6, align 4, !dbg !1439
  %316 = add nsw i32 %315, 1, !dbg !1439
  store i32 %316, ptr %6, align 4, !dbg !1439
  br label %298, !dbg !1440, !llvm.loop !1441

317:                                              ; preds = %298
  store i32 0, ptr %6, align 4, !dbg !1443
  br label %318, !dbg !1445

318:                                              ; preds = %334, %317
  %319 = load i32, ptr %6, align 4, !dbg !1446
  %320 = icmp slt i32 %319, 6, !dbg !1448
  br i1 %320, label %321, label %337, !dbg !1449

321:                                              ; preds = %318
  %322 = load i32, ptr %6, align 4, !dbg !1450
  %323 = sext i32 %322 to i64, !dbg !1452
  %324 = getelementptr inbounds [6 x i32], ptr @g_857, i64 0, i64 %323, !dbg !1452
  %325 = load i32, ptr %324, align 4, !dbg !1452
  %326 = zext i32 %325 to i64, !dbg !1452
  %327 = load i32, ptr %9, align 4, !dbg !1453
  call void @transparent_crc(i64 noundef %326, ptr noundef @.str.50, i32 noundef %327), !dbg !1454
  %328 = load i32, ptr %9, align 4, !dbg !1455
  %329 = icmp ne i32 %328, 0, !dbg !1455
  br i1 %329, label %330, label %333, !dbg !1457

330:                                              ; preds = %321
  %331 = load i32, ptr %6, align 4, !dbg !1458
  %332 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %331), !dbg !1459
  br label %333, !dbg !1459

333:                                              ; preds = %330, %321
  br label %334, !dbg !1460

334:                                              ; preds = %333
  %335 = load i32, ptr %6, align 4, !dbg !1461
  %336 = add nsw i32 %335, 1, !dbg !1461
  store i32 %336, ptr %6, align 4, !dbg !1461
  br label %318, !dbg !1462, !llvm.loop !1463

337:                                              ; preds = %318
  %338 = load i32, ptr @g_865, align 4, !dbg !1465
  %339 = zext i32 %338 to i64, !dbg !1465
  %340 = load i32, ptr %9, align 4, !dbg !1466
  call void @transparent_crc(i64 noundef %339, ptr noundef @.str.51, i32 noundef %340), !dbg !1467
  %341 = load i8, ptr @g_878, align 1, !dbg !1468
  %342 = zext i8 %341 to i64, !dbg !1468
  %343 = load i32, ptr %9, align 4, !dbg !1469
  call void @transparent_crc(i64 noundef %342, ptr noundef @.str.52, i32 noundef %343), !dbg !1470
  %344 = load i64, ptr @g_912, align 8, !dbg !1471
  %345 = load i32, ptr %9, align 4, !dbg !1472
  call void @transparent_crc(i64 noundef %344, ptr noundef @.str.53, i32 noundef %345), !dbg !1473
  %346 = load i8, ptr @g_914, align 1, !dbg !1474
  %347 = zext i8 %346 to i64, !dbg !1474
  %348 = load i32, ptr %9, align 4, !dbg !1475
  call void @transparent_crc(i64 noundef %347, ptr noundef @.str.54, i32 noundef %348), !dbg !1476
  %349 = load i32, ptr @g_937, align 4, !dbg !1477
  %350 = zext i32 %349 to i64, !dbg !1477
  %351 = load i32, ptr %9, align 4, !dbg !1478
  call void @transparent_crc(i64 noundef %350, ptr noundef @.str.55, i32 noundef %351), !dbg !1479
  %352 = load i64, ptr @g_943, align 8, !dbg !1480
  %353 = load i32, ptr %9, align 4, !dbg !1481
  call void @transparent_crc(i64 noundef %352, ptr noundef @.str.56, i32 noundef %353), !dbg !1482
  %354 = load i32, ptr @g_944, align 4, !dbg !1483
  %355 = sext i32 %354 to i64, !dbg !1483
  %356 = load i32, ptr %9, align 4, !dbg !1484
  call void @transparent_crc(i64 noundef %355, ptr noundef @.str.57, i32 noundef %356), !dbg !1485
  %357 = load i16, ptr @g_945, align 2, !dbg !1486
  %358 = sext i16 %357 to i64, !dbg !1486
  %359 = load i32, ptr %9, align 4, !dbg !1487
  call void @transparent_crc(i64 noundef %358, ptr noundef @.str.58, i32 noundef %359), !dbg !1488
  %360 = load i8, ptr @g_947, align 1, !dbg !1489
  %361 = sext i8 %360 to i64, !dbg !1489
  %362 = load i32, ptr %9, align 4, !dbg !1490
  call void @transparent_crc(i64 noundef %361, ptr noundef @.str.59, i32 noundef %362), !dbg !1491
  store i32 0, ptr %6, align 4, !dbg !1492
  br label %363, !dbg !1494

363:                                              ; preds = %403, %337
  %364 = load i32, ptr %6, align 4, !dbg !1495
  %365 = icmp slt i32 %364, 9, !dbg !1497
  br i1 %365, label %366, label %406, !dbg !1498

366:                                              ; preds = %363
  store i32 0, ptr %7, align 4, !dbg !1499
  br label %367, !dbg !1502

367:                                              ; preds = %399, %366
  %368 = load i32, ptr %7, align 4, !dbg !1503
  %369 = icmp slt i32 %368, 10, !dbg !1505
  br i1 %369, label %370, label %402, !dbg !1506

370:                                              ; preds = %367
  store i32 0, ptr %8, align 4, !dbg !1507
  br label %371, !dbg !1510

371:                                              ; preds = %395, %370
  %372 = load i32, ptr %8, align 4, !dbg !1511
  %373 = icmp slt i32 %372, 2, !dbg !1513
  br i1 %373, label %374, label %398, !dbg !1514

374:                                              ; preds = %371
  %375 = load i32, ptr %6, align 4, !dbg !1515
  %376 = sext i32 %375 to i64, !dbg !1517
  %377 = getelementptr inbounds [9 x [10 x [2 x i32]]], ptr @g_951, i64 0, i64 %376, !dbg !1517
  %378 = load i32, ptr %7, align 4, !dbg !1518
  %379 = sext i32 %378 to i64, !dbg !1517
  %380 = getelementptr inbounds [10 x [2 x i32]], ptr %377, i64 0, i64 %379, !dbg !1517
  %381 = load i32, ptr %8, align 4, !dbg !1519
  %382 = sext i32 %381 to i64, !dbg !1517
  %383 = getelementptr inbounds [2 x i32], ptr %380, i64 0, i64 %382, !dbg !1517
  %384 = load i32, ptr %383, align 4, !dbg !1517
  %385 = zext i32 %384 to i64, !dbg !1517
  %386 = load i32, ptr %9, align 4, !dbg !1520
  call void @transparent_crc(i64 noundef %385, ptr noundef @.str.60, i32 noundef %386), !dbg !1521
  %387 = load i32, ptr %9, align 4, !dbg !1522
  %388 = icmp ne i32 %387, 0, !dbg !1522
  br i1 %388, label %389, label %394, !dbg !1524

389:                                              ; preds = %374
  %390 = load i32, ptr %6, align 4, !dbg !1525
  %391 = load i32, ptr %7, align 4, !dbg !1526
  %392 = load i32, ptr %8, align 4, !dbg !1527
  %393 = call i32 (ptr, ...) @printf(ptr noundef @.str.61, i32 noundef %390, i32 noundef %391, i32 noundef %392), !dbg !1528
  br label %394, !dbg !1528

394:                                              ; preds = %389, %374
  br label %395, !dbg !1529

395:                                              ; preds = %394
  %396 = load i32, ptr %8, align 4, !dbg !1530
  %397 = add nsw i32 %396, 1, !dbg !1530
  store i32 %397, ptr %8, align 4, !dbg !1530
  br label %371, !dbg !1531, !llvm.loop !1532

398:                                              ; preds = %371
  br label %399, !dbg !1534

399:                                              ; preds = %398
  %400 = load i32, ptr %7, align 4, !dbg !1535
  %401 = add nsw i32 %400, 1, !dbg !1535
  store i32 %401, ptr %7, align 4, !dbg !1535
  br label %367, !dbg !1536, !llvm.loop !1537

402:                                              ; preds = %367
  br label %403, !dbg !1539

403:                                              ; preds = %402
  %404 = load i32, ptr %6, align 4, !dbg !1540
  %405 = add nsw i32 %404, 1, !dbg !1540
  store i32 %405, ptr %6, align 4, !dbg !1540
  br label %363, !dbg !1541, !llvm.loop !1542

406:                                              ; preds = %363
  %407 = load i8, ptr @g_967, align 1, !dbg !1544
  %408 = zext i8 %407 to i64, !dbg !1544
  %409 = load i32, ptr %9, align 4, !dbg !1545
  call void @transparent_crc(i64 noundef %408, ptr noundef @.str.62, i32 noundef %409), !dbg !1546
  %410 = load i32, ptr %9, align 4, !dbg !1547
  call void @transparent_crc(i64 noundef 65527, ptr noundef @.str.63, i32 noundef %410), !dbg !1548
  %411 = load i136, ptr @g_1077, align 1, !dbg !1549
  %412 = shl i136 %411, 107, !dbg !1549
  %413 = ashr i136 %412, 107, !dbg !1549
  %414 = trunc i136 %413 to i32, !dbg !1549
  %415 = sext i32 %414 to i64, !dbg !1550
  %416 = load i32, ptr %9, align 4, !dbg !1551
  call void @transparent_crc(i64 noundef %415, ptr noundef @.str.64, i32 noundef %416), !dbg !1552
  %417 = load i136, ptr @g_1077, align 1, !dbg !1553
  %418 = shl i136 %417, 77, !dbg !1553
  %419 = ashr i136 %418, 106, !dbg !1553
  %420 = trunc i136 %419 to i32, !dbg !1553
  %421 = sext i32 %420 to i64, !dbg !1554
  %422 = load i32, ptr %9, align 4, !dbg !1555
  call void @transparent_crc(i64 noundef %421, ptr noundef @.str.65, i32 noundef %422), !dbg !1556
  %423 = load i136, ptr @g_1077, align 1, !dbg !1557
  %424 = shl i136 %423, 69, !dbg !1557
  %425 = ashr i136 %424, 128, !dbg !1557
  %426 = trunc i136 %425 to i32, !dbg !1557
  %427 = sext i32 %426 to i64, !dbg !1558
  %428 = load i32, ptr %9, align 4, !dbg !1559
  call void @transparent_crc(i64 noundef %427, ptr noundef @.str.66, i32 noundef %428), !dbg !1560
  %429 = load volatile i136, ptr @g_1077, align 1, !dbg !1561
  %430 = shl i136 %429, 49, !dbg !1561
  %431 = ashr i136 %430, 116, !dbg !1561
  %432 = trunc i136 %431 to i32, !dbg !1561
  %433 = sext i32 %432 to i64, !dbg !1562
  %434 = load i32, ptr %9, align 4, !dbg !1563
  call void @transparent_crc(i64 noundef %433, ptr noundef @.str.67, i32 noundef %434), !dbg !1564
  %435 = load i136, ptr @g_1077, align 1, !dbg !1565
  %436 = shl i136 %435, 30, !dbg !1565
  %437 = ashr i136 %436, 117, !dbg !1565
  %438 = trunc i136 %437 to i32, !dbg !1565
  %439 = sext i32 %438 to i64, !dbg !1566
  %440 = load i32, ptr %9, align 4, !dbg !1567
  call void @transparent_crc(i64 noundef %439, ptr noundef @.str.68, i32 noundef %440), !dbg !1568
  %441 = load i136, ptr @g_1077, align 1, !dbg !1569
  %442 = lshr i136 %441, 106, !dbg !1569
  %443 = trunc i136 %442 to i32, !dbg !1569
  %444 = zext i32 %443 to i64, !dbg !1570
  %445 = load i32, ptr %9, align 4, !dbg !1571
  call void @transparent_crc(i64 noundef %444, ptr noundef @.str.69, i32 noundef %445), !dbg !1572
  %446 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_1077, i32 0, i32 1), align 1, !dbg !1573
  %447 = shl i16 %446, 12, !dbg !1573
  %448 = ashr i16 %447, 12, !dbg !1573
  %449 = sext i16 %448 to i32, !dbg !1573
  %450 = sext i32 %449 to i64, !dbg !1574
  %451 = load i32, ptr %9, align 4, !dbg !1575
  call void @transparent_crc(i64 noundef %450, ptr noundef @.str.70, i32 noundef %451), !dbg !1576
  %452 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_1077, i32 0, i32 1), align 1, !dbg !1577
  %453 = lshr i16 %452, 4, !dbg !1577
  %454 = and i16 %453, 511, !dbg !1577
  %455 = zext i16 %454 to i32, !dbg !1577
  %456 = zext i32 %455 to i64, !dbg !1578
  %457 = load i32, ptr %9, align 4, !dbg !1579
  call void @transparent_crc(i64 noundef %456, ptr noundef @.str.71, i32 noundef %457), !dbg !1580
  %458 = load i136, ptr @g_1079, align 1, !dbg !1581
  %459 = shl i136 %458, 107, !dbg !1581
  %460 = ashr i136 %459, 107, !dbg !1581
  %461 = trunc i136 %460 to i32, !dbg !1581
  %462 = sext i32 %461 to i64, !dbg !1582
  %463 = load i32, ptr %9, align 4, !dbg !1583
  call void @transparent_crc(i64 noundef %462, ptr noundef @.str.72, i32 noundef %463), !dbg !1584
  %464 = load i136, ptr @g_1079, align 1, !dbg !1585
  %465 = shl i136 %464, 77, !dbg !1585
  %466 = ashr i136 %465, 106, !dbg !1585
  %467 = trunc i136 %466 to i32, !dbg !1585
  %468 = sext i32 %467 to i64, !dbg !1586
  %469 = load i32, ptr %9, align 4, !dbg !1587
  call void @transparent_crc(i64 noundef %468, ptr noundef @.str.73, i32 noundef %469), !dbg !1588
  %470 = load i136, ptr @g_1079, align 1, !dbg !1589
  %471 = shl i136 %470, 69, !dbg !1589
  %472 = ashr i136 %471, 128, !dbg !1589
  %473 = trunc i136 %472 to i32, !dbg !1589
  %474 = sext i32 %473 to i64, !dbg !1590
  %475 = load i32, ptr %9, align 4, !dbg !1591
  call void @transparent_crc(i64 noundef %474, ptr noundef @.str.74, i32 noundef %475), !dbg !1592
  %476 = load volatile i136, ptr @g_1079, align 1, !dbg !1593
  %477 = shl i136 %476, 49, !dbg !1593
  %478 = ashr i136 %477, 116, !dbg !1593
  %479 = trunc i136 %478 to i32, !dbg !1593
  %480 = sext i32 %479 to i64, !dbg !1594
  %481 = load i32, ptr %9, align 4, !dbg !1595
  call void @transparent_crc(i64 noundef %480, ptr noundef @.str.75, i32 noundef %481), !dbg !1596
  %482 = load i136, ptr @g_1079, align 1, !dbg !1597
  %483 = shl i136 %482, 30, !dbg !1597
  %484 = ashr i136 %483, 117, !dbg !1597
  %485 = trunc i136 %484 to i32, !dbg !1597
  %486 = sext i32 %485 to i64, !dbg !1598
  %487 = load i32, ptr %9, align 4, !dbg !1599
  call void @transparent_crc(i64 noundef %486, ptr noundef @.str.76, i32 noundef %487), !dbg !1600
  %488 = load i136, ptr @g_1079, align 1, !dbg !1601
  %489 = lshr i136 %488, 106, !dbg !1601
  %490 = trunc i136 %489 to i32, !dbg !1601
  %491 = zext i32 %490 to i64, !dbg !1602
  %492 = load i32, ptr %9, align 4, !dbg !1603
  call void @transparent_crc(i64 noundef %491, ptr noundef @.str.77, i32 noundef %492), !dbg !1604
  %493 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_1079, i32 0, i32 1), align 1, !dbg !1605
  %494 = shl i16 %493, 12, !dbg !1605
  %495 = ashr i16 %494, 12, !dbg !1605
  %496 = sext i16 %495 to i32, !dbg !1605
  %497 = sext i32 %496 to i64, !dbg !1606
  %498 = load i32, ptr %9, align 4, !dbg !1607
  call void @transparent_crc(i64 noundef %497, ptr noundef @.str.78, i32 noundef %498), !dbg !1608
  %499 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_1079, i32 0, i32 1), align 1, !dbg !1609
  %500 = lshr i16 %499, 4, !dbg !1609
  %501 = and i16 %500, 511, !dbg !1609
  %502 = zext i16 %501 to i32, !dbg !1609
  %503 = zext i32 %502 to i64, !dbg !1610
  %504 = load i32, ptr %9, align 4, !dbg !1611
  call void @transparent_crc(i64 noundef %503, ptr noundef @.str.79, i32 noundef %504), !dbg !1612
  %505 = load i136, ptr @g_1080, align 1, !dbg !1613
  %506 = shl i136 %505, 107, !dbg !1613
  %507 = ashr i136 %506, 107, !dbg !1613
  %508 = trunc i136 %507 to i32, !dbg !1613
  %509 = sext i32 %508 to i64, !dbg !1614
  %510 = load i32, ptr %9, align 4, !dbg !1615
  call void @transparent_crc(i64 noundef %509, ptr noundef @.str.80, i32 noundef %510), !dbg !1616
  %511 = load i136, ptr @g_1080, align 1, !dbg !1617
  %512 = shl i136 %511, 77, !dbg !1617
  %513 = ashr i136 %512, 106, !dbg !1617
  %514 = trunc i136 %513 to i32, !dbg !1617
  %515 = sext i32 %514 to i64, !dbg !1618
  %516 = load i32, ptr %9, align 4, !dbg !1619
  call void @transparent_crc(i64 noundef %515, ptr noundef @.str.81, i32 noundef %516), !dbg !1620
  %517 = load i136, ptr @g_1080, align 1, !dbg !1621
  %518 = shl i136 %517, 69, !dbg !1621
  %519 = ashr i136 %518, 128, !dbg !1621
  %520 = trunc i136 %519 to i32, !dbg !1621
  %521 = sext i32 %520 to i64, !dbg !1622
  %522 = load i32, ptr %9, align 4, !dbg !1623
  call void @transparent_crc(i64 noundef %521, ptr noundef @.str.82, i32 noundef %522), !dbg !1624
  %523 = load volatile i136, ptr @g_1080, align 1, !dbg !1625
  %524 = shl i136 %523, 49, !dbg !1625
  %525 = ashr i136 %524, 116, !dbg !1625
  %526 = trunc i136 %525 to i32, !dbg !1625
  %527 = sext i32 %526 to i64, !dbg !1626
  %528 = load i32, ptr %9, align 4, !dbg !1627
  call void @transparent_crc(i64 noundef %527, ptr noundef @.str.83, i32 noundef %528), !dbg !1628
  %529 = load i136, ptr @g_1080, align 1, !dbg !1629
  %530 = shl i136 %529, 30, !dbg !1629
  %531 = ashr i136 %530, 117, !dbg !1629
  %532 = trunc i136 %531 to i32, !dbg !1629
  %533 = sext i32 %532 to i64, !dbg !1630
  %534 = load i32, ptr %9, align 4, !dbg !1631
  call void @transparent_crc(i64 noundef %533, ptr noundef @.str.84, i32 noundef %534), !dbg !1632
  %535 = load i136, ptr @g_1080, align 1, !dbg !1633
  %536 = lshr i136 %535, 106, !dbg !1633
  %537 = trunc i136 %536 to i32, !dbg !1633
  %538 = zext i32 %537 to i64, !dbg !1634
  %539 = load i32, ptr %9, align 4, !dbg !1635
  call void @transparent_crc(i64 noundef %538, ptr noundef @.str.85, i32 noundef %539), !dbg !1636
  %540 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_1080, i32 0, i32 1), align 1, !dbg !1637
  %541 = shl i16 %540, 12, !dbg !1637
  %542 = ashr i16 %541, 12, !dbg !1637
  %543 = sext i16 %542 to i32, !dbg !1637
  %544 = sext i32 %543 to i64, !dbg !1638
  %545 = load i32, ptr %9, align 4, !dbg !1639
  call void @transparent_crc(i64 noundef %544, ptr noundef @.str.86, i32 noundef %545), !dbg !1640
  %546 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_1080, i32 0, i32 1), align 1, !dbg !1641
  %547 = lshr i16 %546, 4, !dbg !1641
  %548 = and i16 %547, 511, !dbg !1641
  %549 = zext i16 %548 to i32, !dbg !1641
  %550 = zext i32 %549 to i64, !dbg !1642
  %551 = load i32, ptr %9, align 4, !dbg !1643
  call void @transparent_crc(i64 noundef %550, ptr noundef @.str.87, i32 noundef %551), !dbg !1644
  store i32 0, ptr %6, align 4, !dbg !1645
  br label %552, !dbg !1647

552:                                              ; preds = %592, %406
  %553 = load i32, ptr %6, align 4, !dbg !1648
  %554 = icmp slt i32 %553, 6, !dbg !1650
  br i1 %554, label %555, label %595, !dbg !1651

555:                                              ; preds = %552
  store i32 0, ptr %7, align 4, !dbg !1652
  br label %556, !dbg !1655

556:                                              ; preds = %588, %555
  %557 = load i32, ptr %7, align 4, !dbg !1656
  %558 = icmp slt i32 %557, 2, !dbg !1658
  br i1 %558, label %559, label %591, !dbg !1659

559:                                              ; preds = %556
  store i32 0, ptr %8, align 4, !dbg !1660
  br label %560, !dbg !1663

560:                                              ; preds = %584, %559
  %561 = load i32, ptr %8, align 4, !dbg !1664
  %562 = icmp slt i32 %561, 5, !dbg !1666
  br i1 %562, label %563, label %587, !dbg !1667

563:                                              ; preds = %560
  %564 = load i32, ptr %6, align 4, !dbg !1668
  %565 = sext i32 %564 to i64, !dbg !1670
  %566 = getelementptr inbounds [6 x [2 x [5 x %union.U1]]], ptr @g_1117, i64 0, i64 %565, !dbg !1670
  %567 = load i32, ptr %7, align 4, !dbg !1671
  %568 = sext i32 %567 to i64, !dbg !1670
  %569 = getelementptr inbounds [2 x [5 x %union.U1]], ptr %566, i64 0, i64 %568, !dbg !1670
  %570 = load i32, ptr %8, align 4, !dbg !1672
  %571 = sext i32 %570 to i64, !dbg !1670
  %572 = getelementptr inbounds [5 x %union.U1], ptr %569, i64 0, i64 %571, !dbg !1670
  %573 = load volatile i32, ptr %572, align 4, !dbg !1673
  %574 = zext i32 %573 to i64, !dbg !1670
  %575 = load i32, ptr %9, align 4, !dbg !1674
  call void @transparent_crc(i64 noundef %574, ptr noundef @.str.88, i32 noundef %575), !dbg !1675
  %576 = load i32, ptr %9, align 4, !dbg !1676
  %577 = icmp ne i32 %576, 0, !dbg !1676
  br i1 %577, label %578, label %583, !dbg !1678

578:                                              ; preds = %563
  %579 = load i32, ptr %6, align 4, !dbg !1679
  %580 = load i32, ptr %7, align 4, !dbg !1680
  %581 = load i32, ptr %8, align 4, !dbg !1681
  %582 = call i32 (ptr, ...) @printf(ptr noundef @.str.61, i32 noundef %579, i32 noundef %580, i32 noundef %581), !dbg !1682
  br label %583, !dbg !1682

583:                                              ; preds = %578, %563
  br label %584, !dbg !1683

584:                                              ; preds = %583
  %585 = load i32, ptr %8, align 4, !dbg !1684
  %586 = add nsw i32 %585, 1, !dbg !1684
  store i32 %586, ptr %8, align 4, !dbg !1684
  br label %560, !dbg !1685, !llvm.loop !1686

587:                                              ; preds = %560
  br label %588, !dbg !1688

588:                                              ; preds = %587
  %589 = load i32, ptr %7, align 4, !dbg !1689
  %590 = add nsw i32 %589, 1, !dbg !1689
  store i32 %590, ptr %7, align 4, !dbg !1689
  br label %556, !dbg !1690, !llvm.loop !1691

591:                                              ; preds = %556
  br label %592, !dbg !1693

592:                                              ; preds = %591
  %593 = load i32, ptr %6, align 4, !dbg !1694
  %594 = add nsw i32 %593, 1, !dbg !1694
  store i32 %594, ptr %6, align 4, !dbg !1694
  br label %552, !dbg !1695, !llvm.loop !1696

595:                                              ; preds = %552
  %596 = load i64, ptr @g_1136, align 8, !dbg !1698
  %597 = load i32, ptr %9, align 4, !dbg !1699
  call void @transparent_crc(i64 noundef %596, ptr noundef @.str.89, i32 noundef %597), !dbg !1700
  %598 = load i16, ptr @g_1137, align 2, !dbg !1701
  %599 = zext i16 %598 to i64, !dbg !1701
  %600 = load i32, ptr %9, align 4, !dbg !1702
  call void @transparent_crc(i64 noundef %599, ptr noundef @.str.90, i32 noundef %600), !dbg !1703
  %601 = load i32, ptr @g_1282, align 4, !dbg !1704
  %602 = sext i32 %601 to i64, !dbg !1704
  %603 = load i32, ptr %9, align 4, !dbg !1705
  call void @transparent_crc(i64 noundef %602, ptr noundef @.str.91, i32 noundef %603), !dbg !1706
  %604 = load i32, ptr @g_1283, align 4, !dbg !1707
  %605 = sext i32 %604 to i64, !dbg !1707
  %606 = load i32, ptr %9, align 4, !dbg !1708
  call void @transparent_crc(i64 noundef %605, ptr noundef @.str.92, i32 noundef %606), !dbg !1709
  %607 = load i8, ptr @g_1284, align 1, !dbg !1710
  %608 = zext i8 %607 to i64, !dbg !1710
  %609 = load i32, ptr %9, align 4, !dbg !1711
  call void @transparent_crc(i64 noundef %608, ptr noundef @.str.93, i32 noundef %609), !dbg !1712
  store i32 0, ptr %6, align 4, !dbg !1713
  br label %610, !dbg !1715

610:                                              ; preds = %626, %595
  %611 = load i32, ptr %6, align 4, !dbg !1716
  %612 = icmp slt i32 %611, 8, !dbg !1718
  br i1 %612, label %613, label %629, !dbg !1719

613:                                              ; preds = %610
  %614 = load i32, ptr %6, align 4, !dbg !1720
  %615 = sext i32 %614 to i64, !dbg !1722
  %616 = getelementptr inbounds [8 x i8], ptr @g_1363, i64 0, i64 %615, !dbg !1722
  %617 = load volatile i8, ptr %616, align 1, !dbg !1722
  %618 = sext i8 %617 to i64, !dbg !1722
  %619 = load i32, ptr %9, align 4, !dbg !1723
  call void @transparent_crc(i64 noundef %618, ptr noundef @.str.94, i32 noundef %619), !dbg !1724
  %620 = load i32, ptr %9, align 4, !dbg !1725
  %621 = icmp ne i32 %620, 0, !dbg !1725
  br i1 %621, label %622, label %625, !dbg !1727

622:                                              ; preds = %613
  %623 = load i32, ptr %6, align 4, !dbg !1728
  %624 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %623), !dbg !1729
  br label %625, !dbg !1729

625:                                              ; preds = %622, %613
  br label %626, !dbg !1730

626:                                              ; preds = %625
  %627 = load i32, ptr %6, align 4, !dbg !1731
  %628 = add nsw i32 %627, 1, !dbg !1731
  store i32 %628, ptr %6, align 4, !dbg !1731
  br label %610, !dbg !1732, !llvm.loop !1733

629:                                              ; preds = %610
  %630 = load volatile i136, ptr @g_1382, align 1, !dbg !1735
  %631 = shl i136 %630, 107, !dbg !1735
  %632 = ashr i136 %631, 107, !dbg !1735
  %633 = trunc i136 %632 to i32, !dbg !1735
  %634 = sext i32 %633 to i64, !dbg !1736
  %635 = load i32, ptr %9, align 4, !dbg !1737
  call void @transparent_crc(i64 noundef %634, ptr noundef @.str.95, i32 noundef %635), !dbg !1738
  %636 = load volatile i136, ptr @g_1382, align 1, !dbg !1739
  %637 = shl i136 %636, 77, !dbg !1739
  %638 = ashr i136 %637, 106, !dbg !1739
  %639 = trunc i136 %638 to i32, !dbg !1739
  %640 = sext i32 %639 to i64, !dbg !1740
  %641 = load i32, ptr %9, align 4, !dbg !1741
  call void @transparent_crc(i64 noundef %640, ptr noundef @.str.96, i32 noundef %641), !dbg !1742
  %642 = load volatile i136, ptr @g_1382, align 1, !dbg !1743
  %643 = shl i136 %642, 69, !dbg !1743
  %644 = ashr i136 %643, 128, !dbg !1743
  %645 = trunc i136 %644 to i32, !dbg !1743
  %646 = sext i32 %645 to i64, !dbg !1744
  %647 = load i32, ptr %9, align 4, !dbg !1745
  call void @transparent_crc(i64 noundef %646, ptr noundef @.str.97, i32 noundef %647), !dbg !1746
  %648 = load volatile i136, ptr @g_1382, align 1, !dbg !1747
  %649 = shl i136 %648, 49, !dbg !1747
  %650 = ashr i136 %649, 116, !dbg !1747
  %651 = trunc i136 %650 to i32, !dbg !1747
  %652 = sext i32 %651 to i64, !dbg !1748
  %653 = load i32, ptr %9, align 4, !dbg !1749
  call void @transparent_crc(i64 noundef %652, ptr noundef @.str.98, i32 noundef %653), !dbg !1750
  %654 = load volatile i136, ptr @g_1382, align 1, !dbg !1751
  %655 = shl i136 %654, 30, !dbg !1751
  %656 = ashr i136 %655, 117, !dbg !1751
  %657 = trunc i136 %656 to i32, !dbg !1751
  %658 = sext i32 %657 to i64, !dbg !1752
  %659 = load i32, ptr %9, align 4, !dbg !1753
  call void @transparent_crc(i64 noundef %658, ptr noundef @.str.99, i32 noundef %659), !dbg !1754
  %660 = load volatile i136, ptr @g_1382, align 1, !dbg !1755
  %661 = lshr i136 %660, 106, !dbg !1755
  %662 = trunc i136 %661 to i32, !dbg !1755
  %663 = zext i32 %662 to i64, !dbg !1756
  %664 = load i32, ptr %9, align 4, !dbg !1757
  call void @transparent_crc(i64 noundef %663, ptr noundef @.str.100, i32 noundef %664), !dbg !1758
  %665 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_1382, i32 0, i32 1), align 1, !dbg !1759
  %666 = shl i16 %665, 12, !dbg !1759
  %667 = ashr i16 %666, 12, !dbg !1759
  %668 = sext i16 %667 to i32, !dbg !1759
  %669 = sext i32 %668 to i64, !dbg !1760
  %670 = load i32, ptr %9, align 4, !dbg !1761
  call void @transparent_crc(i64 noundef %669, ptr noundef @.str.101, i32 noundef %670), !dbg !1762
  %671 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_1382, i32 0, i32 1), align 1, !dbg !1763
  %672 = lshr i16 %671, 4, !dbg !1763
  %673 = and i16 %672, 511, !dbg !1763
  %674 = zext i16 %673 to i32, !dbg !1763
  %675 = zext i32 %674 to i64, !dbg !1764
  %676 = load i32, ptr %9, align 4, !dbg !1765
  call void @transparent_crc(i64 noundef %675, ptr noundef @.str.102, i32 noundef %676), !dbg !1766
  %677 = load i136, ptr @g_1383, align 1, !dbg !1767
  %678 = shl i136 %677, 107, !dbg !1767
  %679 = ashr i136 %678, 107, !dbg !1767
  %680 = trunc i136 %679 to i32, !dbg !1767
  %681 = sext i32 %680 to i64, !dbg !1768
  %682 = load i32, ptr %9, align 4, !dbg !1769
  call void @transparent_crc(i64 noundef %681, ptr noundef @.str.103, i32 noundef %682), !dbg !1770
  %683 = load i136, ptr @g_1383, align 1, !dbg !1771
  %684 = shl i136 %683, 77, !dbg !1771
  %685 = ashr i136 %684, 106, !dbg !1771
  %686 = trunc i136 %685 to i32, !dbg !1771
  %687 = sext i32 %686 to i64, !dbg !1772
  %688 = load i32, ptr %9, align 4, !dbg !1773
  call void @transparent_crc(i64 noundef %687, ptr noundef @.str.104, i32 noundef %688), !dbg !1774
  %689 = load i136, ptr @g_1383, align 1, !dbg !1775
  %690 = shl i136 %689, 69, !dbg !1775
  %691 = ashr i136 %690, 128, !dbg !1775
  %692 = trunc i136 %691 to i32, !dbg !1775
  %693 = sext i32 %692 to i64, !dbg !1776
  %694 = load i32, ptr %9, align 4, !dbg !1777
  call void @transparent_crc(i64 noundef %693, ptr noundef @.str.105, i32 noundef %694), !dbg !1778
  %695 = load volatile i136, ptr @g_1383, align 1, !dbg !1779
  %696 = shl i136 %695, 49, !dbg !1779
  %697 = ashr i136 %696, 116, !dbg !1779
  %698 = trunc i136 %697 to i32, !dbg !1779
  %699 = sext i32 %698 to i64, !dbg !1780
  %700 = load i32, ptr %9, align 4, !dbg !1781
  call void @transparent_crc(i64 noundef %699, ptr noundef @.str.106, i32 noundef %700), !dbg !1782
  %701 = load i136, ptr @g_1383, align 1, !dbg !1783
  %702 = shl i136 %701, 30, !dbg !1783
  %703 = ashr i136 %702, 117, !dbg !1783
  %704 = trunc i136 %703 to i32, !dbg !1783
  %705 = sext i32 %704 to i64, !dbg !1784
  %706 = load i32, ptr %9, align 4, !dbg !1785
  call void @transparent_crc(i64 noundef %705, ptr noundef @.str.107, i32 noundef %706), !dbg !1786
  %707 = load i136, ptr @g_1383, align 1, !dbg !1787
  %708 = lshr i136 %707, 106, !dbg !1787
  %709 = trunc i136 %708 to i32, !dbg !1787
  %710 = zext i32 %709 to i64, !dbg !1788
  %711 = load i32, ptr %9, align 4, !dbg !1789
  call void @transparent_crc(i64 noundef %710, ptr noundef @.str.108, i32 noundef %711), !dbg !1790
  %712 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_1383, i32 0, i32 1), align 1, !dbg !1791
  %713 = shl i16 %712, 12, !dbg !1791
  %714 = ashr i16 %713, 12, !dbg !1791
  %715 = sext i16 %714 to i32, !dbg !1791
  %716 = sext i32 %715 to i64, !dbg !1792
  %717 = load i32, ptr %9, align 4, !dbg !1793
  call void @transparent_crc(i64 noundef %716, ptr noundef @.str.109, i32 noundef %717), !dbg !1794
  %718 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_1383, i32 0, i32 1), align 1, !dbg !1795
  %719 = lshr i16 %718, 4, !dbg !1795
  %720 = and i16 %719, 511, !dbg !1795
  %721 = zext i16 %720 to i32, !dbg !1795
  %722 = zext i32 %721 to i64, !dbg !1796
  %723 = load i32, ptr %9, align 4, !dbg !1797
  call void @transparent_crc(i64 noundef %722, ptr noundef @.str.110, i32 noundef %723), !dbg !1798
  store i32 0, ptr %6, align 4, !dbg !1799
  br label %724, !dbg !1801

724:                                              ; preds = %840, %629
  %725 = load i32, ptr %6, align 4, !dbg !1802
  %726 = icmp slt i32 %725, 9, !dbg !1804
  br i1 %726, label %727, label %843, !dbg !1805

727:                                              ; preds = %724
  store i32 0, ptr %7, align 4, !dbg !1806
  br label %728, !dbg !1809

728:                                              ; preds = %836, %727
  %729 = load i32, ptr %7, align 4, !dbg !1810
  %730 = icmp slt i32 %729, 8, !dbg !1812
  br i1 %730, label %731, label %839, !dbg !1813

731:                                              ; preds = %728
  %732 = load i32, ptr %6, align 4, !dbg !1814
  %733 = sext i32 %732 to i64, !dbg !1816
  %734 = getelementptr inbounds [9 x [8 x %struct.S0]], ptr @g_1450, i64 0, i64 %733, !dbg !1816
  %735 = load i32, ptr %7, align 4, !dbg !1817
  %736 = sext i32 %735 to i64, !dbg !1816
  %737 = getelementptr inbounds [8 x %struct.S0], ptr %734, i64 0, i64 %736, !dbg !1816
  %738 = load volatile i136, ptr %737, align 1, !dbg !1818
  %739 = shl i136 %738, 107, !dbg !1818
  %740 = ashr i136 %739, 107, !dbg !1818
  %741 = trunc i136 %740 to i32, !dbg !1818
  %742 = sext i32 %741 to i64, !dbg !1816
  %743 = load i32, ptr %9, align 4, !dbg !1819
  call void @transparent_crc(i64 noundef %742, ptr noundef @.str.111, i32 noundef %743), !dbg !1820
  %744 = load i32, ptr %6, align 4, !dbg !1821
  %745 = sext i32 %744 to i64, !dbg !1822
  %746 = getelementptr inbounds [9 x [8 x %struct.S0]], ptr @g_1450, i64 0, i64 %745, !dbg !1822
  %747 = load i32, ptr %7, align 4, !dbg !1823
  %748 = sext i32 %747 to i64, !dbg !1822
  %749 = getelementptr inbounds [8 x %struct.S0], ptr %746, i64 0, i64 %748, !dbg !1822
  %750 = load volatile i136, ptr %749, align 1, !dbg !1824
  %751 = shl i136 %750, 77, !dbg !1824
  %752 = ashr i136 %751, 106, !dbg !1824
  %753 = trunc i136 %752 to i32, !dbg !1824
  %754 = sext i32 %753 to i64, !dbg !1822
  %755 = load i32, ptr %9, align 4, !dbg !1825
  call void @transparent_crc(i64 noundef %754, ptr noundef @.str.112, i32 noundef %755), !dbg !1826
  %756 = load i32, ptr %6, align 4, !dbg !1827
  %757 = sext i32 %756 to i64, !dbg !1828
  %758 = getelementptr inbounds [9 x [8 x %struct.S0]], ptr @g_1450, i64 0, i64 %757, !dbg !1828
  %759 = load i32, ptr %7, align 4, !dbg !1829
  %760 = sext i32 %759 to i64, !dbg !1828
  %761 = getelementptr inbounds [8 x %struct.S0], ptr %758, i64 0, i64 %760, !dbg !1828
  %762 = load volatile i136, ptr %761, align 1, !dbg !1830
  %763 = shl i136 %762, 69, !dbg !1830
  %764 = ashr i136 %763, 128, !dbg !1830
  %765 = trunc i136 %764 to i32, !dbg !1830
  %766 = sext i32 %765 to i64, !dbg !1828
  %767 = load i32, ptr %9, align 4, !dbg !1831
  call void @transparent_crc(i64 noundef %766, ptr noundef @.str.113, i32 noundef %767), !dbg !1832
  %768 = load i32, ptr %6, align 4, !dbg !1833
  %769 = sext i32 %768 to i64, !dbg !1834
  %770 = getelementptr inbounds [9 x [8 x %struct.S0]], ptr @g_1450, i64 0, i64 %769, !dbg !1834
  %771 = load i32, ptr %7, align 4, !dbg !1835
  %772 = sext i32 %771 to i64, !dbg !1834
  %773 = getelementptr inbounds [8 x %struct.S0], ptr %770, i64 0, i64 %772, !dbg !1834
  %774 = load volatile i136, ptr %773, align 1, !dbg !1836
  %775 = shl i136 %774, 49, !dbg !1836
  %776 = ashr i136 %775, 116, !dbg !1836
  %777 = trunc i136 %776 to i32, !dbg !1836
  %778 = sext i32 %777 to i64, !dbg !1834
  %779 = load i32, ptr %9, align 4, !dbg !1837
  call void @transparent_crc(i64 noundef %778, ptr noundef @.str.114, i32 noundef %779), !dbg !1838
  %780 = load i32, ptr %6, align 4, !dbg !1839
  %781 = sext i32 %780 to i64, !dbg !1840
  %782 = getelementptr inbounds [9 x [8 x %struct.S0]], ptr @g_1450, i64 0, i64 %781, !dbg !1840
  %783 = load i32, ptr %7, align 4, !dbg !1841
  %784 = sext i32 %783 to i64, !dbg !1840
  %785 = getelementptr inbounds [8 x %struct.S0], ptr %782, i64 0, i64 %784, !dbg !1840
  %786 = load volatile i136, ptr %785, align 1, !dbg !1842
  %787 = shl i136 %786, 30, !dbg !1842
  %788 = ashr i136 %787, 117, !dbg !1842
  %789 = trunc i136 %788 to i32, !dbg !1842
  %790 = sext i32 %789 to i64, !dbg !1840
  %791 = load i32, ptr %9, align 4, !dbg !1843
  call void @transparent_crc(i64 noundef %790, ptr noundef @.str.115, i32 noundef %791), !dbg !1844
  %792 = load i32, ptr %6, align 4, !dbg !1845
  %793 = sext i32 %792 to i64, !dbg !1846
  %794 = getelementptr inbounds [9 x [8 x %struct.S0]], ptr @g_1450, i64 0, i64 %793, !dbg !1846
  %795 = load i32, ptr %7, align 4, !dbg !1847
  %796 = sext i32 %795 to i64, !dbg !1846
  %797 = getelementptr inbounds [8 x %struct.S0], ptr %794, i64 0, i64 %796, !dbg !1846
  %798 = load volatile i136, ptr %797, align 1, !dbg !1848
  %799 = lshr i136 %798, 106, !dbg !1848
  %800 = trunc i136 %799 to i32, !dbg !1848
  %801 = zext i32 %800 to i64, !dbg !1846
  %802 = load i32, ptr %9, align 4, !dbg !1849
  call void @transparent_crc(i64 noundef %801, ptr noundef @.str.116, i32 noundef %802), !dbg !1850
  %803 = load i32, ptr %6, align 4, !dbg !1851
  %804 = sext i32 %803 to i64, !dbg !1852
  %805 = getelementptr inbounds [9 x [8 x %struct.S0]], ptr @g_1450, i64 0, i64 %804, !dbg !1852
  %806 = load i32, ptr %7, align 4, !dbg !1853
  %807 = sext i32 %806 to i64, !dbg !1852
  %808 = getelementptr inbounds [8 x %struct.S0], ptr %805, i64 0, i64 %807, !dbg !1852
  %809 = getelementptr inbounds %struct.S0, ptr %808, i32 0, i32 1, !dbg !1854
  %810 = load volatile i16, ptr %809, align 1, !dbg !1854
  %811 = shl i16 %810, 12, !dbg !1854
  %812 = ashr i16 %811, 12, !dbg !1854
  %813 = sext i16 %812 to i32, !dbg !1854
  %814 = sext i32 %813 to i64, !dbg !1852
  %815 = load i32, ptr %9, align 4, !dbg !1855
  call void @transparent_crc(i64 noundef %814, ptr noundef @.str.117, i32 noundef %815), !dbg !1856
  %816 = load i32, ptr %6, align 4, !dbg !1857
  %817 = sext i32 %816 to i64, !dbg !1858
  %818 = getelementptr inbounds [9 x [8 x %struct.S0]], ptr @g_1450, i64 0, i64 %817, !dbg !1858
  %819 = load i32, ptr %7, align 4, !dbg !1859
  %820 = sext i32 %819 to i64, !dbg !1858
  %821 = getelementptr inbounds [8 x %struct.S0], ptr %818, i64 0, i64 %820, !dbg !1858
  %822 = getelementptr inbounds %struct.S0, ptr %821, i32 0, i32 1, !dbg !1860
  %823 = load volatile i16, ptr %822, align 1, !dbg !1860
  %824 = lshr i16 %823, 4, !dbg !1860
  %825 = and i16 %824, 511, !dbg !1860
  %826 = zext i16 %825 to i32, !dbg !1860
  %827 = zext i32 %826 to i64, !dbg !1858
  %828 = load i32, ptr %9, align 4, !dbg !1861
  call void @transparent_crc(i64 noundef %827, ptr noundef @.str.118, i32 noundef %828), !dbg !1862
  %829 = load i32, ptr %9, align 4, !dbg !1863
  %830 = icmp ne i32 %829, 0, !dbg !1863
  br i1 %830, label %831, label %835, !dbg !1865

831:                                              ; preds = %731
  %832 = load i32, ptr %6, align 4, !dbg !1866
  %833 = load i32, ptr %7, align 4, !dbg !1867
  %834 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %832, i32 noundef %833), !dbg !1868
  br label %835, !dbg !1868

835:                                              ; preds = %831, %731
  br label %836, !dbg !1869

836:                                              ; preds = %835
  %837 = load i32, ptr %7, align 4, !dbg !1870
  %838 = add nsw i32 %837, 1, !dbg !1870
  store i32 %838, ptr %7, align 4, !dbg !1870
  br label %728, !dbg !1871, !llvm.loop !1872

839:                                              ; preds = %728
  br label %840, !dbg !1874

840:                                              ; preds = %839
  %841 = load i32, ptr %6, align 4, !dbg !1875
  %842 = add nsw i32 %841, 1, !dbg !1875
  store i32 %842, ptr %6, align 4, !dbg !1875
  br label %724, !dbg !1876, !llvm.loop !1877

843:                                              ; preds = %724
  %844 = load i64, ptr @g_1594, align 8, !dbg !1879
  %845 = load i32, ptr %9, align 4, !dbg !1880
  call void @transparent_crc(i64 noundef %844, ptr noundef @.str.119, i32 noundef %845), !dbg !1881
  %846 = load volatile i136, ptr @g_1610, align 1, !dbg !1882
  %847 = shl i136 %846, 107, !dbg !1882
  %848 = ashr i136 %847, 107, !dbg !1882
  %849 = trunc i136 %848 to i32, !dbg !1882
  %850 = sext i32 %849 to i64, !dbg !1883
  %851 = load i32, ptr %9, align 4, !dbg !1884
  call void @transparent_crc(i64 noundef %850, ptr noundef @.str.120, i32 noundef %851), !dbg !1885
  %852 = load volatile i136, ptr @g_1610, align 1, !dbg !1886
  %853 = shl i136 %852, 77, !dbg !1886
  %854 = ashr i136 %853, 106, !dbg !1886
  %855 = trunc i136 %854 to i32, !dbg !1886
  %856 = sext i32 %855 to i64, !dbg !1887
  %857 = load i32, ptr %9, align 4, !dbg !1888
  call void @transparent_crc(i64 noundef %856, ptr noundef @.str.121, i32 noundef %857), !dbg !1889
  %858 = load volatile i136, ptr @g_1610, align 1, !dbg !1890
  %859 = shl i136 %858, 69, !dbg !1890
  %860 = ashr i136 %859, 128, !dbg !1890
  %861 = trunc i136 %860 to i32, !dbg !1890
  %862 = sext i32 %861 to i64, !dbg !1891
  %863 = load i32, ptr %9, align 4, !dbg !1892
  call void @transparent_crc(i64 noundef %862, ptr noundef @.str.122, i32 noundef %863), !dbg !1893
  %864 = load volatile i136, ptr @g_1610, align 1, !dbg !1894
  %865 = shl i136 %864, 49, !dbg !1894
  %866 = ashr i136 %865, 116, !dbg !1894
  %867 = trunc i136 %866 to i32, !dbg !1894
  %868 = sext i32 %867 to i64, !dbg !1895
  %869 = load i32, ptr %9, align 4, !dbg !1896
  call void @transparent_crc(i64 noundef %868, ptr noundef @.str.123, i32 noundef %869), !dbg !1897
  %870 = load volatile i136, ptr @g_1610, align 1, !dbg !1898
  %871 = shl i136 %870, 30, !dbg !1898
  %872 = ashr i136 %871, 117, !dbg !1898
  %873 = trunc i136 %872 to i32, !dbg !1898
  %874 = sext i32 %873 to i64, !dbg !1899
  %875 = load i32, ptr %9, align 4, !dbg !1900
  call void @transparent_crc(i64 noundef %874, ptr noundef @.str.124, i32 noundef %875), !dbg !1901
  %876 = load volatile i136, ptr @g_1610, align 1, !dbg !1902
  %877 = lshr i136 %876, 106, !dbg !1902
  %878 = trunc i136 %877 to i32, !dbg !1902
  %879 = zext i32 %878 to i64, !dbg !1903
  %880 = load i32, ptr %9, align 4, !dbg !1904
  call void @transparent_crc(i64 noundef %879, ptr noundef @.str.125, i32 noundef %880), !dbg !1905
  %881 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_1610, i32 0, i32 1), align 1, !dbg !1906
  %882 = shl i16 %881, 12, !dbg !1906
  %883 = ashr i16 %882, 12, !dbg !1906
  %884 = sext i16 %883 to i32, !dbg !1906
  %885 = sext i32 %884 to i64, !dbg !1907
  %886 = load i32, ptr %9, align 4, !dbg !1908
  call void @transparent_crc(i64 noundef %885, ptr noundef @.str.126, i32 noundef %886), !dbg !1909
  %887 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_1610, i32 0, i32 1), align 1, !dbg !1910
  %888 = lshr i16 %887, 4, !dbg !1910
  %889 = and i16 %888, 511, !dbg !1910
  %890 = zext i16 %889 to i32, !dbg !1910
  %891 = zext i32 %890 to i64, !dbg !1911
  %892 = load i32, ptr %9, align 4, !dbg !1912
  call void @transparent_crc(i64 noundef %891, ptr noundef @.str.127, i32 noundef %892), !dbg !1913
  %893 = load volatile i136, ptr @g_1681, align 1, !dbg !1914
  %894 = shl i136 %893, 107, !dbg !1914
  %895 = ashr i136 %894, 107, !dbg !1914
  %896 = trunc i136 %895 to i32, !dbg !1914
  %897 = sext i32 %896 to i64, !dbg !1915
  %898 = load i32, ptr %9, align 4, !dbg !1916
  call void @transparent_crc(i64 noundef %897, ptr noundef @.str.128, i32 noundef %898), !dbg !1917
  %899 = load volatile i136, ptr @g_1681, align 1, !dbg !1918
  %900 = shl i136 %899, 77, !dbg !1918
  %901 = ashr i136 %900, 106, !dbg !1918
  %902 = trunc i136 %901 to i32, !dbg !1918
  %903 = sext i32 %902 to i64, !dbg !1919
  %904 = load i32, ptr %9, align 4, !dbg !1920
  call void @transparent_crc(i64 noundef %903, ptr noundef @.str.129, i32 noundef %904), !dbg !1921
  %905 = load volatile i136, ptr @g_1681, align 1, !dbg !1922
  %906 = shl i136 %905, 69, !dbg !1922
  %907 = ashr i136 %906, 128, !dbg !1922
  %908 = trunc i136 %907 to i32, !dbg !1922
  %909 = sext i32 %908 to i64, !dbg !1923
  %910 = load i32, ptr %9, align 4, !dbg !1924
  call void @transparent_crc(i64 noundef %909, ptr noundef @.str.130, i32 noundef %910), !dbg !1925
  %911 = load volatile i136, ptr @g_1681, align 1, !dbg !1926
  %912 = shl i136 %911, 49, !dbg !1926
  %913 = ashr i136 %912, 116, !dbg !1926
  %914 = trunc i136 %913 to i32, !dbg !1926
  %915 = sext i32 %914 to i64, !dbg !1927
  %916 = load i32, ptr %9, align 4, !dbg !1928
  call void @transparent_crc(i64 noundef %915, ptr noundef @.str.131, i32 noundef %916), !dbg !1929
  %917 = load volatile i136, ptr @g_1681, align 1, !dbg !1930
  %918 = shl i136 %917, 30, !dbg !1930
  %919 = ashr i136 %918, 117, !dbg !1930
  %920 = trunc i136 %919 to i32, !dbg !1930
  %921 = sext i32 %920 to i64, !dbg !1931
  %922 = load i32, ptr %9, align 4, !dbg !1932
  call void @transparent_crc(i64 noundef %921, ptr noundef @.str.132, i32 noundef %922), !dbg !1933
  %923 = load volatile i136, ptr @g_1681, align 1, !dbg !1934
  %924 = lshr i136 %923, 106, !dbg !1934
  %925 = trunc i136 %924 to i32, !dbg !1934
  %926 = zext i32 %925 to i64, !dbg !1935
  %927 = load i32, ptr %9, align 4, !dbg !1936
  call void @transparent_crc(i64 noundef %926, ptr noundef @.str.133, i32 noundef %927), !dbg !1937
  %928 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_1681, i32 0, i32 1), align 1, !dbg !1938
  %929 = shl i16 %928, 12, !dbg !1938
  %930 = ashr i16 %929, 12, !dbg !1938
  %931 = sext i16 %930 to i32, !dbg !1938
  %932 = sext i32 %931 to i64, !dbg !1939
  %933 = load i32, ptr %9, align 4, !dbg !1940
  call void @transparent_crc(i64 noundef %932, ptr noundef @.str.134, i32 noundef %933), !dbg !1941
  %934 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_1681, i32 0, i32 1), align 1, !dbg !1942
  %935 = lshr i16 %934, 4, !dbg !1942
  %936 = and i16 %935, 511, !dbg !1942
  %937 = zext i16 %936 to i32, !dbg !1942
  %938 = zext i32 %937 to i64, !dbg !1943
  %939 = load i32, ptr %9, align 4, !dbg !1944
  call void @transparent_crc(i64 noundef %938, ptr noundef @.str.135, i32 noundef %939), !dbg !1945
  %940 = load i136, ptr @g_1709, align 1, !dbg !1946
  %941 = shl i136 %940, 107, !dbg !1946
  %942 = ashr i136 %941, 107, !dbg !1946
  %943 = trunc i136 %942 to i32, !dbg !1946
  %944 = sext i32 %943 to i64, !dbg !1947
  %945 = load i32, ptr %9, align 4, !dbg !1948
  call void @transparent_crc(i64 noundef %944, ptr noundef @.str.136, i32 noundef %945), !dbg !1949
  %946 = load i136, ptr @g_1709, align 1, !dbg !1950
  %947 = shl i136 %946, 77, !dbg !1950
  %948 = ashr i136 %947, 106, !dbg !1950
  %949 = trunc i136 %948 to i32, !dbg !1950
  %950 = sext i32 %949 to i64, !dbg !1951
  %951 = load i32, ptr %9, align 4, !dbg !1952
  call void @transparent_crc(i64 noundef %950, ptr noundef @.str.137, i32 noundef %951), !dbg !1953
  %952 = load i136, ptr @g_1709, align 1, !dbg !1954
  %953 = shl i136 %952, 69, !dbg !1954
  %954 = ashr i136 %953, 128, !dbg !1954
  %955 = trunc i136 %954 to i32, !dbg !1954
  %956 = sext i32 %955 to i64, !dbg !1955
  %957 = load i32, ptr %9, align 4, !dbg !1956
  call void @transparent_crc(i64 noundef %956, ptr noundef @.str.138, i32 noundef %957), !dbg !1957
  %958 = load volatile i136, ptr @g_1709, align 1, !dbg !1958
  %959 = shl i136 %958, 49, !dbg !1958
  %960 = ashr i136 %959, 116, !dbg !1958
  %961 = trunc i136 %960 to i32, !dbg !1958
  %962 = sext i32 %961 to i64, !dbg !1959
  %963 = load i32, ptr %9, align 4, !dbg !1960
  call void @transparent_crc(i64 noundef %962, ptr noundef @.str.139, i32 noundef %963), !dbg !1961
  %964 = load i136, ptr @g_1709, align 1, !dbg !1962
  %965 = shl i136 %964, 30, !dbg !1962
  %966 = ashr i136 %965, 117, !dbg !1962
  %967 = trunc i136 %966 to i32, !dbg !1962
  %968 = sext i32 %967 to i64, !dbg !1963
  %969 = load i32, ptr %9, align 4, !dbg !1964
  call void @transparent_crc(i64 noundef %968, ptr noundef @.str.140, i32 noundef %969), !dbg !1965
  %970 = load i136, ptr @g_1709, align 1, !dbg !1966
  %971 = lshr i136 %970, 106, !dbg !1966
  %972 = trunc i136 %971 to i32, !dbg !1966
  %973 = zext i32 %972 to i64, !dbg !1967
  %974 = load i32, ptr %9, align 4, !dbg !1968
  call void @transparent_crc(i64 noundef %973, ptr noundef @.str.141, i32 noundef %974), !dbg !1969
  %975 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_1709, i32 0, i32 1), align 1, !dbg !1970
  %976 = shl i16 %975, 12, !dbg !1970
  %977 = ashr i16 %976, 12, !dbg !1970
  %978 = sext i16 %977 to i32, !dbg !1970
  %979 = sext i32 %978 to i64, !dbg !1971
  %980 = load i32, ptr %9, align 4, !dbg !1972
  call void @transparent_crc(i64 noundef %979, ptr noundef @.str.142, i32 noundef %980), !dbg !1973
  %981 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_1709, i32 0, i32 1), align 1, !dbg !1974
  %982 = lshr i16 %981, 4, !dbg !1974
  %983 = and i16 %982, 511, !dbg !1974
  %984 = zext i16 %983 to i32, !dbg !1974
  %985 = zext i32 %984 to i64, !dbg !1975
  %986 = load i32, ptr %9, align 4, !dbg !1976
  call void @transparent_crc(i64 noundef %985, ptr noundef @.str.143, i32 noundef %986), !dbg !1977
  %987 = load volatile i136, ptr @g_1720, align 1, !dbg !1978
  %988 = shl i136 %987, 107, !dbg !1978
  %989 = ashr i136 %988, 107, !dbg !1978
  %990 = trunc i136 %989 to i32, !dbg !1978
  %991 = sext i32 %990 to i64, !dbg !1979
  %992 = load i32, ptr %9, align 4, !dbg !1980
  call void @transparent_crc(i64 noundef %991, ptr noundef @.str.144, i32 noundef %992), !dbg !1981
  %993 = load volatile i136, ptr @g_1720, align 1, !dbg !1982
  %994 = shl i136 %993, 77, !dbg !1982
  %995 = ashr i136 %994, 106, !dbg !1982
  %996 = trunc i136 %995 to i32, !dbg !1982
  %997 = sext i32 %996 to i64, !dbg !1983
  %998 = load i32, ptr %9, align 4, !dbg !1984
  call void @transparent_crc(i64 noundef %997, ptr noundef @.str.145, i32 noundef %998), !dbg !1985
  %999 = load volatile i136, ptr @g_1720, align 1, !dbg !1986
  %1000 = shl i136 %999, 69, !dbg !1986
  %1001 = ashr i136 %1000, 128, !dbg !1986
  %1002 = trunc i136 %1001 to i32, !dbg !1986
  %1003 = sext i32 %1002 to i64, !dbg !1987
  %1004 = load i32, ptr %9, align 4, !dbg !1988
  call void @transparent_crc(i64 noundef %1003, ptr noundef @.str.146, i32 noundef %1004), !dbg !1989
  %1005 = load volatile i136, ptr @g_1720, align 1, !dbg !1990
  %1006 = shl i136 %1005, 49, !dbg !1990
  %1007 = ashr i136 %1006, 116, !dbg !1990
  %1008 = trunc i136 %1007 to i32, !dbg !1990
  %1009 = sext i32 %1008 to i64, !dbg !1991
  %1010 = load i32, ptr %9, align 4, !dbg !1992
  call void @transparent_crc(i64 noundef %1009, ptr noundef @.str.147, i32 noundef %1010), !dbg !1993
  %1011 = load volatile i136, ptr @g_1720, align 1, !dbg !1994
  %1012 = shl i136 %1011, 30, !dbg !1994
  %1013 = ashr i136 %1012, 117, !dbg !1994
  %1014 = trunc i136 %1013 to i32, !dbg !1994
  %1015 = sext i32 %1014 to i64, !dbg !1995
  %1016 = load i32, ptr %9, align 4, !dbg !1996
  call void @transparent_crc(i64 noundef %1015, ptr noundef @.str.148, i32 noundef %1016), !dbg !1997
  %1017 = load volatile i136, ptr @g_1720, align 1, !dbg !1998
  %1018 = lshr i136 %1017, 106, !dbg !1998
  %1019 = trunc i136 %1018 to i32, !dbg !1998
  %1020 = zext i32 %1019 to i64, !dbg !1999
  %1021 = load i32, ptr %9, align 4, !dbg !2000
  call void @transparent_crc(i64 noundef %1020, ptr noundef @.str.149, i32 noundef %1021), !dbg !2001
  %1022 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_1720, i32 0, i32 1), align 1, !dbg !2002
  %1023 = shl i16 %1022, 12, !dbg !2002
  %1024 = ashr i16 %1023, 12, !dbg !2002
  %1025 = sext i16 %1024 to i32, !dbg !2002
  %1026 = sext i32 %1025 to i64, !dbg !2003
  %1027 = load i32, ptr %9, align 4, !dbg !2004
  call void @transparent_crc(i64 noundef %1026, ptr noundef @.str.150, i32 noundef %1027), !dbg !2005
  %1028 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_1720, i32 0, i32 1), align 1, !dbg !2006
  %1029 = lshr i16 %1028, 4, !dbg !2006
  %1030 = and i16 %1029, 511, !dbg !2006
  %1031 = zext i16 %1030 to i32, !dbg !2006
  %1032 = zext i32 %1031 to i64, !dbg !2007
  %1033 = load i32, ptr %9, align 4, !dbg !2008
  call void @transparent_crc(i64 noundef %1032, ptr noundef @.str.151, i32 noundef %1033), !dbg !2009
  %1034 = load i16, ptr @g_1748, align 2, !dbg !2010
  %1035 = sext i16 %1034 to i64, !dbg !2010
  %1036 = load i32, ptr %9, align 4, !dbg !2011
  call void @transparent_crc(i64 noundef %1035, ptr noundef @.str.152, i32 noundef %1036), !dbg !2012
  store i32 0, ptr %6, align 4, !dbg !2013
  br label %1037, !dbg !2015

1037:                                             ; preds = %1077, %843
  %1038 = load i32, ptr %6, align 4, !dbg !2016
  %1039 = icmp slt i32 %1038, 5, !dbg !2018
  br i1 %1039, label %1040, label %1080, !dbg !2019

1040:                                             ; preds = %1037
  store i32 0, ptr %7, align 4, !dbg !2020
  br label %1041, !dbg !2023

1041:                                             ; preds = %1073, %1040
  %1042 = load i32, ptr %7, align 4, !dbg !2024
  %1043 = icmp slt i32 %1042, 1, !dbg !2026
  br i1 %1043, label %1044, label %1076, !dbg !2027

1044:                                             ; preds = %1041
  store i32 0, ptr %8, align 4, !dbg !2028
  br label %1045, !dbg !2031

1045:                                             ; preds = %1069, %1044
  %1046 = load i32, ptr %8, align 4, !dbg !2032
  %1047 = icmp slt i32 %1046, 9, !dbg !2034
  br i1 %1047, label %1048, label %1072, !dbg !2035

1048:                                             ; preds = %1045
  %1049 = load i32, ptr %6, align 4, !dbg !2036
  %1050 = sext i32 %1049 to i64, !dbg !2038
  %1051 = getelementptr inbounds [5 x [1 x [9 x i16]]], ptr @g_1752, i64 0, i64 %1050, !dbg !2038
  %1052 = load i32, ptr %7, align 4, !dbg !2039
  %1053 = sext i32 %1052 to i64, !dbg !2038
  %1054 = getelementptr inbounds [1 x [9 x i16]], ptr %1051, i64 0, i64 %1053, !dbg !2038
  %1055 = load i32, ptr %8, align 4, !dbg !2040
  %1056 = sext i32 %1055 to i64, !dbg !2038
  %1057 = getelementptr inbounds [9 x i16], ptr %1054, i64 0, i64 %1056, !dbg !2038
  %1058 = load i16, ptr %1057, align 2, !dbg !2038
  %1059 = zext i16 %1058 to i64, !dbg !2038
  %1060 = load i32, ptr %9, align 4, !dbg !2041
  call void @transparent_crc(i64 noundef %1059, ptr noundef @.str.153, i32 noundef %1060), !dbg !2042
  %1061 = load i32, ptr %9, align 4, !dbg !2043
  %1062 = icmp ne i32 %1061, 0, !dbg !2043
  br i1 %1062, label %1063, label %1068, !dbg !2045

1063:                                             ; preds = %1048
  %1064 = load i32, ptr %6, align 4, !dbg !2046
  %1065 = load i32, ptr %7, align 4, !dbg !2047
  %1066 = load i32, ptr %8, align 4, !dbg !2048
  %1067 = call i32 (ptr, ...) @printf(ptr noundef @.str.61, i32 noundef %1064, i32 noundef %1065, i32 noundef %1066), !dbg !2049
  br label %1068, !dbg !2049

1068:                                             ; preds = %1063, %1048
  br label %1069, !dbg !2050

1069:                                             ; preds = %1068
  %1070 = load i32, ptr %8, align 4, !dbg !2051
  %1071 = add nsw i32 %1070, 1, !dbg !2051
  store i32 %1071, ptr %8, align 4, !dbg !2051
  br label %1045, !dbg !2052, !llvm.loop !2053

1072:                                             ; preds = %1045
  br label %1073, !dbg !2055

1073:                                             ; preds = %1072
  %1074 = load i32, ptr %7, align 4, !dbg !2056
  %1075 = add nsw i32 %1074, 1, !dbg !2056
  store i32 %1075, ptr %7, align 4, !dbg !2056
  br label %1041, !dbg !2057, !llvm.loop !2058

1076:                                             ; preds = %1041
  br label %1077, !dbg !2060

1077:                                             ; preds = %1076
  %1078 = load i32, ptr %6, align 4, !dbg !2061
  %1079 = add nsw i32 %1078, 1, !dbg !2061
  store i32 %1079, ptr %6, align 4, !dbg !2061
  br label %1037, !dbg !2062, !llvm.loop !2063

1080:                                             ; preds = %1037
  %1081 = load i8, ptr @g_1778, align 1, !dbg !2065
  %1082 = sext i8 %1081 to i64, !dbg !2065
  %1083 = load i32, ptr %9, align 4, !dbg !2066
  call void @transparent_crc(i64 noundef %1082, ptr noundef @.str.154, i32 noundef %1083), !dbg !2067
  %1084 = load i32, ptr @g_1833, align 4, !dbg !2068
  %1085 = zext i32 %1084 to i64, !dbg !2068
  %1086 = load i32, ptr %9, align 4, !dbg !2069
  call void @transparent_crc(i64 noundef %1085, ptr noundef @.str.155, i32 noundef %1086), !dbg !2070
  %1087 = load i8, ptr @g_1910, align 1, !dbg !2071
  %1088 = sext i8 %1087 to i64, !dbg !2071
  %1089 = load i32, ptr %9, align 4, !dbg !2072
  call void @transparent_crc(i64 noundef %1088, ptr noundef @.str.156, i32 noundef %1089), !dbg !2073
  %1090 = load i32, ptr @g_1999, align 4, !dbg !2074
  %1091 = sext i32 %1090 to i64, !dbg !2074
  %1092 = load i32, ptr %9, align 4, !dbg !2075
  call void @transparent_crc(i64 noundef %1091, ptr noundef @.str.157, i32 noundef %1092), !dbg !2076
  %1093 = load i64, ptr @g_2023, align 8, !dbg !2077
  %1094 = load i32, ptr %9, align 4, !dbg !2078
  call void @transparent_crc(i64 noundef %1093, ptr noundef @.str.158, i32 noundef %1094), !dbg !2079
  %1095 = load i136, ptr @g_2074, align 1, !dbg !2080
  %1096 = shl i136 %1095, 107, !dbg !2080
  %1097 = ashr i136 %1096, 107, !dbg !2080
  %1098 = trunc i136 %1097 to i32, !dbg !2080
  %1099 = sext i32 %1098 to i64, !dbg !2081
  %1100 = load i32, ptr %9, align 4, !dbg !2082
  call void @transparent_crc(i64 noundef %1099, ptr noundef @.str.159, i32 noundef %1100), !dbg !2083
  %1101 = load i136, ptr @g_2074, align 1, !dbg !2084
  %1102 = shl i136 %1101, 77, !dbg !2084
  %1103 = ashr i136 %1102, 106, !dbg !2084
  %1104 = trunc i136 %1103 to i32, !dbg !2084
  %1105 = sext i32 %1104 to i64, !dbg !2085
  %1106 = load i32, ptr %9, align 4, !dbg !2086
  call void @transparent_crc(i64 noundef %1105, ptr noundef @.str.160, i32 noundef %1106), !dbg !2087
  %1107 = load i136, ptr @g_2074, align 1, !dbg !2088
  %1108 = shl i136 %1107, 69, !dbg !2088
  %1109 = ashr i136 %1108, 128, !dbg !2088
  %1110 = trunc i136 %1109 to i32, !dbg !2088
  %1111 = sext i32 %1110 to i64, !dbg !2089
  %1112 = load i32, ptr %9, align 4, !dbg !2090
  call void @transparent_crc(i64 noundef %1111, ptr noundef @.str.161, i32 noundef %1112), !dbg !2091
  %1113 = load volatile i136, ptr @g_2074, align 1, !dbg !2092
  %1114 = shl i136 %1113, 49, !dbg !2092
  %1115 = ashr i136 %1114, 116, !dbg !2092
  %1116 = trunc i136 %1115 to i32, !dbg !2092
  %1117 = sext i32 %1116 to i64, !dbg !2093
  %1118 = load i32, ptr %9, align 4, !dbg !2094
  call void @transparent_crc(i64 noundef %1117, ptr noundef @.str.162, i32 noundef %1118), !dbg !2095
  %1119 = load i136, ptr @g_2074, align 1, !dbg !2096
  %1120 = shl i136 %1119, 30, !dbg !2096
  %1121 = ashr i136 %1120, 117, !dbg !2096
  %1122 = trunc i136 %1121 to i32, !dbg !2096
  %1123 = sext i32 %1122 to i64, !dbg !2097
  %1124 = load i32, ptr %9, align 4, !dbg !2098
  call void @transparent_crc(i64 noundef %1123, ptr noundef @.str.163, i32 noundef %1124), !dbg !2099
  %1125 = load i136, ptr @g_2074, align 1, !dbg !2100
  %1126 = lshr i136 %1125, 106, !dbg !2100
  %1127 = trunc i136 %1126 to i32, !dbg !2100
  %1128 = zext i32 %1127 to i64, !dbg !2101
  %1129 = load i32, ptr %9, align 4, !dbg !2102
  call void @transparent_crc(i64 noundef %1128, ptr noundef @.str.164, i32 noundef %1129), !dbg !2103
  %1130 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_2074, i32 0, i32 1), align 1, !dbg !2104
  %1131 = shl i16 %1130, 12, !dbg !2104
  %1132 = ashr i16 %1131, 12, !dbg !2104
  %1133 = sext i16 %1132 to i32, !dbg !2104
  %1134 = sext i32 %1133 to i64, !dbg !2105
  %1135 = load i32, ptr %9, align 4, !dbg !2106
  call void @transparent_crc(i64 noundef %1134, ptr noundef @.str.165, i32 noundef %1135), !dbg !2107
  %1136 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_2074, i32 0, i32 1), align 1, !dbg !2108
  %1137 = lshr i16 %1136, 4, !dbg !2108
  %1138 = and i16 %1137, 511, !dbg !2108
  %1139 = zext i16 %1138 to i32, !dbg !2108
  %1140 = zext i32 %1139 to i64, !dbg !2109
  %1141 = load i32, ptr %9, align 4, !dbg !2110
  call void @transparent_crc(i64 noundef %1140, ptr noundef @.str.166, i32 noundef %1141), !dbg !2111
  %1142 = load i32, ptr %9, align 4, !dbg !2112
  call void @transparent_crc(i64 noundef -22770, ptr noundef @.str.167, i32 noundef %1142), !dbg !2113
  store i32 0, ptr %6, align 4, !dbg !2114
  br label %1143, !dbg !2116

1143:                                             ; preds = %1226, %1080
  %1144 = load i32, ptr %6, align 4, !dbg !2117
  %1145 = icmp slt i32 %1144, 3, !dbg !2119
  br i1 %1145, label %1146, label %1229, !dbg !2120

1146:                                             ; preds = %1143
  %1147 = load i32, ptr %6, align 4, !dbg !2121
  %1148 = sext i32 %1147 to i64, !dbg !2123
  %1149 = getelementptr inbounds [3 x %struct.S0], ptr @g_2159, i64 0, i64 %1148, !dbg !2123
  %1150 = load i136, ptr %1149, align 1, !dbg !2124
  %1151 = shl i136 %1150, 107, !dbg !2124
  %1152 = ashr i136 %1151, 107, !dbg !2124
  %1153 = trunc i136 %1152 to i32, !dbg !2124
  %1154 = sext i32 %1153 to i64, !dbg !2123
  %1155 = load i32, ptr %9, align 4, !dbg !2125
  call void @transparent_crc(i64 noundef %1154, ptr noundef @.str.168, i32 noundef %1155), !dbg !2126
  %1156 = load i32, ptr %6, align 4, !dbg !2127
  %1157 = sext i32 %1156 to i64, !dbg !2128
  %1158 = getelementptr inbounds [3 x %struct.S0], ptr @g_2159, i64 0, i64 %1157, !dbg !2128
  %1159 = load i136, ptr %1158, align 1, !dbg !2129
  %1160 = shl i136 %1159, 77, !dbg !2129
  %1161 = ashr i136 %1160, 106, !dbg !2129
  %1162 = trunc i136 %1161 to i32, !dbg !2129
  %1163 = sext i32 %1162 to i64, !dbg !2128
  %1164 = load i32, ptr %9, align 4, !dbg !2130
  call void @transparent_crc(i64 noundef %1163, ptr noundef @.str.169, i32 noundef %1164), !dbg !2131
  %1165 = load i32, ptr %6, align 4, !dbg !2132
  %1166 = sext i32 %1165 to i64, !dbg !2133
  %1167 = getelementptr inbounds [3 x %struct.S0], ptr @g_2159, i64 0, i64 %1166, !dbg !2133
  %1168 = load i136, ptr %1167, align 1, !dbg !2134
  %1169 = shl i136 %1168, 69, !dbg !2134
  %1170 = ashr i136 %1169, 128, !dbg !2134
  %1171 = trunc i136 %1170 to i32, !dbg !2134
  %1172 = sext i32 %1171 to i64, !dbg !2133
  %1173 = load i32, ptr %9, align 4, !dbg !2135
  call void @transparent_crc(i64 noundef %1172, ptr noundef @.str.170, i32 noundef %1173), !dbg !2136
  %1174 = load i32, ptr %6, align 4, !dbg !2137
  %1175 = sext i32 %1174 to i64, !dbg !2138
  %1176 = getelementptr inbounds [3 x %struct.S0], ptr @g_2159, i64 0, i64 %1175, !dbg !2138
  %1177 = load volatile i136, ptr %1176, align 1, !dbg !2139
  %1178 = shl i136 %1177, 49, !dbg !2139
  %1179 = ashr i136 %1178, 116, !dbg !2139
  %1180 = trunc i136 %1179 to i32, !dbg !2139
  %1181 = sext i32 %1180 to i64, !dbg !2138
  %1182 = load i32, ptr %9, align 4, !dbg !2140
  call void @transparent_crc(i64 noundef %1181, ptr noundef @.str.171, i32 noundef %1182), !dbg !2141
  %1183 = load i32, ptr %6, align 4, !dbg !2142
  %1184 = sext i32 %1183 to i64, !dbg !2143
  %1185 = getelementptr inbounds [3 x %struct.S0], ptr @g_2159, i64 0, i64 %1184, !dbg !2143
  %1186 = load i136, ptr %1185, align 1, !dbg !2144
  %1187 = shl i136 %1186, 30, !dbg !2144
  %1188 = ashr i136 %1187, 117, !dbg !2144
  %1189 = trunc i136 %1188 to i32, !dbg !2144
  %1190 = sext i32 %1189 to i64, !dbg !2143
  %1191 = load i32, ptr %9, align 4, !dbg !2145
  call void @transparent_crc(i64 noundef %1190, ptr noundef @.str.172, i32 noundef %1191), !dbg !2146
  %1192 = load i32, ptr %6, align 4, !dbg !2147
  %1193 = sext i32 %1192 to i64, !dbg !2148
  %1194 = getelementptr inbounds [3 x %struct.S0], ptr @g_2159, i64 0, i64 %1193, !dbg !2148
  %1195 = load i136, ptr %1194, align 1, !dbg !2149
  %1196 = lshr i136 %1195, 106, !dbg !2149
  %1197 = trunc i136 %1196 to i32, !dbg !2149
  %1198 = zext i32 %1197 to i64, !dbg !2148
  %1199 = load i32, ptr %9, align 4, !dbg !2150
  call void @transparent_crc(i64 noundef %1198, ptr noundef @.str.173, i32 noundef %1199), !dbg !2151
  %1200 = load i32, ptr %6, align 4, !dbg !2152
  %1201 = sext i32 %1200 to i64, !dbg !2153
  %1202 = getelementptr inbounds [3 x %struct.S0], ptr @g_2159, i64 0, i64 %1201, !dbg !2153
  %1203 = getelementptr inbounds %struct.S0, ptr %1202, i32 0, i32 1, !dbg !2154
  %1204 = load i16, ptr %1203, align 1, !dbg !2154
  %1205 = shl i16 %1204, 12, !dbg !2154
  %1206 = ashr i16 %1205, 12, !dbg !2154
  %1207 = sext i16 %1206 to i32, !dbg !2154
  %1208 = sext i32 %1207 to i64, !dbg !2153
  %1209 = load i32, ptr %9, align 4, !dbg !2155
  call void @transparent_crc(i64 noundef %1208, ptr noundef @.str.174, i32 noundef %1209), !dbg !2156
  %1210 = load i32, ptr %6, align 4, !dbg !2157
  %1211 = sext i32 %1210 to i64, !dbg !2158
  %1212 = getelementptr inbounds [3 x %struct.S0], ptr @g_2159, i64 0, i64 %1211, !dbg !2158
  %1213 = getelementptr inbounds %struct.S0, ptr %1212, i32 0, i32 1, !dbg !2159
  %1214 = load i16, ptr %1213, align 1, !dbg !2159
  %1215 = lshr i16 %1214, 4, !dbg !2159
  %1216 = and i16 %1215, 511, !dbg !2159
  %1217 = zext i16 %1216 to i32, !dbg !2159
  %1218 = zext i32 %1217 to i64, !dbg !2158
  %1219 = load i32, ptr %9, align 4, !dbg !2160
  call void @transparent_crc(i64 noundef %1218, ptr noundef @.str.175, i32 noundef %1219), !dbg !2161
  %1220 = load i32, ptr %9, align 4, !dbg !2162
  %1221 = icmp ne i32 %1220, 0, !dbg !2162
  br i1 %1221, label %1222, label %1225, !dbg !2164

1222:                                             ; preds = %1146
  %1223 = load i32, ptr %6, align 4, !dbg !2165
  %1224 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %1223), !dbg !2166
  br label %1225, !dbg !2166

1225:                                             ; preds = %1222, %1146
  br label %1226, !dbg !2167

1226:                                             ; preds = %1225
  %1227 = load i32, ptr %6, align 4, !dbg !2168
  %1228 = add nsw i32 %1227, 1, !dbg !2168
  store i32 %1228, ptr %6, align 4, !dbg !2168
  br label %1143, !dbg !2169, !llvm.loop !2170

1229:                                             ; preds = %1143
  %1230 = load volatile i64, ptr @g_2166, align 8, !dbg !2172
  %1231 = load i32, ptr %9, align 4, !dbg !2173
  call void @transparent_crc(i64 noundef %1230, ptr noundef @.str.176, i32 noundef %1231), !dbg !2174
  %1232 = load i16, ptr @g_2181, align 2, !dbg !2175
  %1233 = zext i16 %1232 to i64, !dbg !2175
  %1234 = load i32, ptr %9, align 4, !dbg !2176
  call void @transparent_crc(i64 noundef %1233, ptr noundef @.str.177, i32 noundef %1234), !dbg !2177
  %1235 = load i8, ptr @g_2231, align 1, !dbg !2178
  %1236 = sext i8 %1235 to i64, !dbg !2178
  %1237 = load i32, ptr %9, align 4, !dbg !2179
  call void @transparent_crc(i64 noundef %1236, ptr noundef @.str.178, i32 noundef %1237), !dbg !2180
  %1238 = load volatile i32, ptr @g_2304, align 4, !dbg !2181
  %1239 = zext i32 %1238 to i64, !dbg !2181
  %1240 = load i32, ptr %9, align 4, !dbg !2182
  call void @transparent_crc(i64 noundef %1239, ptr noundef @.str.179, i32 noundef %1240), !dbg !2183
  store i32 0, ptr %6, align 4, !dbg !2184
  br label %1241, !dbg !2186

1241:                                             ; preds = %1357, %1229
  %1242 = load i32, ptr %6, align 4, !dbg !2187
  %1243 = icmp slt i32 %1242, 7, !dbg !2189
  br i1 %1243, label %1244, label %1360, !dbg !2190

1244:                                             ; preds = %1241
  store i32 0, ptr %7, align 4, !dbg !2191
  br label %1245, !dbg !2194

1245:                                             ; preds = %1353, %1244
  %1246 = load i32, ptr %7, align 4, !dbg !2195
  %1247 = icmp slt i32 %1246, 4, !dbg !2197
  br i1 %1247, label %1248, label %1356, !dbg !2198

1248:                                             ; preds = %1245
  %1249 = load i32, ptr %6, align 4, !dbg !2199
  %1250 = sext i32 %1249 to i64, !dbg !2201
  %1251 = getelementptr inbounds [7 x [4 x %struct.S0]], ptr @g_2433, i64 0, i64 %1250, !dbg !2201
  %1252 = load i32, ptr %7, align 4, !dbg !2202
  %1253 = sext i32 %1252 to i64, !dbg !2201
  %1254 = getelementptr inbounds [4 x %struct.S0], ptr %1251, i64 0, i64 %1253, !dbg !2201
  %1255 = load i136, ptr %1254, align 1, !dbg !2203
  %1256 = shl i136 %1255, 107, !dbg !2203
  %1257 = ashr i136 %1256, 107, !dbg !2203
  %1258 = trunc i136 %1257 to i32, !dbg !2203
  %1259 = sext i32 %1258 to i64, !dbg !2201
  %1260 = load i32, ptr %9, align 4, !dbg !2204
  call void @transparent_crc(i64 noundef %1259, ptr noundef @.str.180, i32 noundef %1260), !dbg !2205
  %1261 = load i32, ptr %6, align 4, !dbg !2206
  %1262 = sext i32 %1261 to i64, !dbg !2207
  %1263 = getelementptr inbounds [7 x [4 x %struct.S0]], ptr @g_2433, i64 0, i64 %1262, !dbg !2207
  %1264 = load i32, ptr %7, align 4, !dbg !2208
  %1265 = sext i32 %1264 to i64, !dbg !2207
  %1266 = getelementptr inbounds [4 x %struct.S0], ptr %1263, i64 0, i64 %1265, !dbg !2207
  %1267 = load i136, ptr %1266, align 1, !dbg !2209
  %1268 = shl i136 %1267, 77, !dbg !2209
  %1269 = ashr i136 %1268, 106, !dbg !2209
  %1270 = trunc i136 %1269 to i32, !dbg !2209
  %1271 = sext i32 %1270 to i64, !dbg !2207
  %1272 = load i32, ptr %9, align 4, !dbg !2210
  call void @transparent_crc(i64 noundef %1271, ptr noundef @.str.181, i32 noundef %1272), !dbg !2211
  %1273 = load i32, ptr %6, align 4, !dbg !2212
  %1274 = sext i32 %1273 to i64, !dbg !2213
  %1275 = getelementptr inbounds [7 x [4 x %struct.S0]], ptr @g_2433, i64 0, i64 %1274, !dbg !2213
  %1276 = load i32, ptr %7, align 4, !dbg !2214
  %1277 = sext i32 %1276 to i64, !dbg !2213
  %1278 = getelementptr inbounds [4 x %struct.S0], ptr %1275, i64 0, i64 %1277, !dbg !2213
  %1279 = load i136, ptr %1278, align 1, !dbg !2215
  %1280 = shl i136 %1279, 69, !dbg !2215
  %1281 = ashr i136 %1280, 128, !dbg !2215
  %1282 = trunc i136 %1281 to i32, !dbg !2215
  %1283 = sext i32 %1282 to i64, !dbg !2213
  %1284 = load i32, ptr %9, align 4, !dbg !2216
  call void @transparent_crc(i64 noundef %1283, ptr noundef @.str.182, i32 noundef %1284), !dbg !2217
  %1285 = load i32, ptr %6, align 4, !dbg !2218
  %1286 = sext i32 %1285 to i64, !dbg !2219
  %1287 = getelementptr inbounds [7 x [4 x %struct.S0]], ptr @g_2433, i64 0, i64 %1286, !dbg !2219
  %1288 = load i32, ptr %7, align 4, !dbg !2220
  %1289 = sext i32 %1288 to i64, !dbg !2219
  %1290 = getelementptr inbounds [4 x %struct.S0], ptr %1287, i64 0, i64 %1289, !dbg !2219
  %1291 = load volatile i136, ptr %1290, align 1, !dbg !2221
  %1292 = shl i136 %1291, 49, !dbg !2221
  %1293 = ashr i136 %1292, 116, !dbg !2221
  %1294 = trunc i136 %1293 to i32, !dbg !2221
  %1295 = sext i32 %1294 to i64, !dbg !2219
  %1296 = load i32, ptr %9, align 4, !dbg !2222
  call void @transparent_crc(i64 noundef %1295, ptr noundef @.str.183, i32 noundef %1296), !dbg !2223
  %1297 = load i32, ptr %6, align 4, !dbg !2224
  %1298 = sext i32 %1297 to i64, !dbg !2225
  %1299 = getelementptr inbounds [7 x [4 x %struct.S0]], ptr @g_2433, i64 0, i64 %1298, !dbg !2225
  %1300 = load i32, ptr %7, align 4, !dbg !2226
  %1301 = sext i32 %1300 to i64, !dbg !2225
  %1302 = getelementptr inbounds [4 x %struct.S0], ptr %1299, i64 0, i64 %1301, !dbg !2225
  %1303 = load i136, ptr %1302, align 1, !dbg !2227
  %1304 = shl i136 %1303, 30, !dbg !2227
  %1305 = ashr i136 %1304, 117, !dbg !2227
  %1306 = trunc i136 %1305 to i32, !dbg !2227
  %1307 = sext i32 %1306 to i64, !dbg !2225
  %1308 = load i32, ptr %9, align 4, !dbg !2228
  call void @transparent_crc(i64 noundef %1307, ptr noundef @.str.184, i32 noundef %1308), !dbg !2229
  %1309 = load i32, ptr %6, align 4, !dbg !2230
  %1310 = sext i32 %1309 to i64, !dbg !2231
  %1311 = getelementptr inbounds [7 x [4 x %struct.S0]], ptr @g_2433, i64 0, i64 %1310, !dbg !2231
  %1312 = load i32, ptr %7, align 4, !dbg !2232
  %1313 = sext i32 %1312 to i64, !dbg !2231
  %1314 = getelementptr inbounds [4 x %struct.S0], ptr %1311, i64 0, i64 %1313, !dbg !2231
  %1315 = load i136, ptr %1314, align 1, !dbg !2233
  %1316 = lshr i136 %1315, 106, !dbg !2233
  %1317 = trunc i136 %1316 to i32, !dbg !2233
  %1318 = zext i32 %1317 to i64, !dbg !2231
  %1319 = load i32, ptr %9, align 4, !dbg !2234
  call void @transparent_crc(i64 noundef %1318, ptr noundef @.str.185, i32 noundef %1319), !dbg !2235
  %1320 = load i32, ptr %6, align 4, !dbg !2236
  %1321 = sext i32 %1320 to i64, !dbg !2237
  %1322 = getelementptr inbounds [7 x [4 x %struct.S0]], ptr @g_2433, i64 0, i64 %1321, !dbg !2237
  %1323 = load i32, ptr %7, align 4, !dbg !2238
  %1324 = sext i32 %1323 to i64, !dbg !2237
  %1325 = getelementptr inbounds [4 x %struct.S0], ptr %1322, i64 0, i64 %1324, !dbg !2237
  %1326 = getelementptr inbounds %struct.S0, ptr %1325, i32 0, i32 1, !dbg !2239
  %1327 = load i16, ptr %1326, align 1, !dbg !2239
  %1328 = shl i16 %1327, 12, !dbg !2239
  %1329 = ashr i16 %1328, 12, !dbg !2239
  %1330 = sext i16 %1329 to i32, !dbg !2239
  %1331 = sext i32 %1330 to i64, !dbg !2237
  %1332 = load i32, ptr %9, align 4, !dbg !2240
  call void @transparent_crc(i64 noundef %1331, ptr noundef @.str.186, i32 noundef %1332), !dbg !2241
  %1333 = load i32, ptr %6, align 4, !dbg !2242
  %1334 = sext i32 %1333 to i64, !dbg !2243
  %1335 = getelementptr inbounds [7 x [4 x %struct.S0]], ptr @g_2433, i64 0, i64 %1334, !dbg !2243
  %1336 = load i32, ptr %7, align 4, !dbg !2244
  %1337 = sext i32 %1336 to i64, !dbg !2243
  %1338 = getelementptr inbounds [4 x %struct.S0], ptr %1335, i64 0, i64 %1337, !dbg !2243
  %1339 = getelementptr inbounds %struct.S0, ptr %1338, i32 0, i32 1, !dbg !2245
  %1340 = load i16, ptr %1339, align 1, !dbg !2245
  %1341 = lshr i16 %1340, 4, !dbg !2245
  %1342 = and i16 %1341, 511, !dbg !2245
  %1343 = zext i16 %1342 to i32, !dbg !2245
  %1344 = zext i32 %1343 to i64, !dbg !2243
  %1345 = load i32, ptr %9, align 4, !dbg !2246
  call void @transparent_crc(i64 noundef %1344, ptr noundef @.str.187, i32 noundef %1345), !dbg !2247
  %1346 = load i32, ptr %9, align 4, !dbg !2248
  %1347 = icmp ne i32 %1346, 0, !dbg !2248
  br i1 %1347, label %1348, label %1352, !dbg !2250

1348:                                             ; preds = %1248
  %1349 = load i32, ptr %6, align 4, !dbg !2251
  %1350 = load i32, ptr %7, align 4, !dbg !2252
  %1351 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %1349, i32 noundef %1350), !dbg !2253
  br label %1352, !dbg !2253

1352:                                             ; preds = %1348, %1248
  br label %1353, !dbg !2254

1353:                                             ; preds = %1352
  %1354 = load i32, ptr %7, align 4, !dbg !2255
  %1355 = add nsw i32 %1354, 1, !dbg !2255
  store i32 %1355, ptr %7, align 4, !dbg !2255
  br label %1245, !dbg !2256, !llvm.loop !2257

1356:                                             ; preds = %1245
  br label %1357, !dbg !2259

1357:                                             ; preds = %1356
  %1358 = load i32, ptr %6, align 4, !dbg !2260
  %1359 = add nsw i32 %1358, 1, !dbg !2260
  store i32 %1359, ptr %6, align 4, !dbg !2260
  br label %1241, !dbg !2261, !llvm.loop !2262

1360:                                             ; preds = %1241
  %1361 = load i64, ptr @g_2492, align 8, !dbg !2264
  %1362 = load i32, ptr %9, align 4, !dbg !2265
  call void @transparent_crc(i64 noundef %1361, ptr noundef @.str.188, i32 noundef %1362), !dbg !2266
  %1363 = load i8, ptr @g_2494, align 1, !dbg !2267
  %1364 = zext i8 %1363 to i64, !dbg !2267
  %1365 = load i32, ptr %9, align 4, !dbg !2268
  call void @transparent_crc(i64 noundef %1364, ptr noundef @.str.189, i32 noundef %1365), !dbg !2269
  store i32 0, ptr %6, align 4, !dbg !2270
  br label %1366, !dbg !2272

1366:                                             ; preds = %1406, %1360
  %1367 = load i32, ptr %6, align 4, !dbg !2273
  %1368 = icmp slt i32 %1367, 10, !dbg !2275
  br i1 %1368, label %1369, label %1409, !dbg !2276

1369:                                             ; preds = %1366
  store i32 0, ptr %7, align 4, !dbg !2277
  br label %1370, !dbg !2280

1370:                                             ; preds = %1402, %1369
  %1371 = load i32, ptr %7, align 4, !dbg !2281
  %1372 = icmp slt i32 %1371, 7, !dbg !2283
  br i1 %1372, label %1373, label %1405, !dbg !2284

1373:                                             ; preds = %1370
  store i32 0, ptr %8, align 4, !dbg !2285
  br label %1374, !dbg !2288

1374:                                             ; preds = %1398, %1373
  %1375 = load i32, ptr %8, align 4, !dbg !2289
  %1376 = icmp slt i32 %1375, 3, !dbg !2291
  br i1 %1376, label %1377, label %1401, !dbg !2292

1377:                                             ; preds = %1374
  %1378 = load i32, ptr %6, align 4, !dbg !2293
  %1379 = sext i32 %1378 to i64, !dbg !2295
  %1380 = getelementptr inbounds [10 x [7 x [3 x i8]]], ptr @g_2747, i64 0, i64 %1379, !dbg !2295
  %1381 = load i32, ptr %7, align 4, !dbg !2296
  %1382 = sext i32 %1381 to i64, !dbg !2295
  %1383 = getelementptr inbounds [7 x [3 x i8]], ptr %1380, i64 0, i64 %1382, !dbg !2295
  %1384 = load i32, ptr %8, align 4, !dbg !2297
  %1385 = sext i32 %1384 to i64, !dbg !2295
  %1386 = getelementptr inbounds [3 x i8], ptr %1383, i64 0, i64 %1385, !dbg !2295
  %1387 = load volatile i8, ptr %1386, align 1, !dbg !2295
  %1388 = sext i8 %1387 to i64, !dbg !2295
  %1389 = load i32, ptr %9, align 4, !dbg !2298
  call void @transparent_crc(i64 noundef %1388, ptr noundef @.str.190, i32 noundef %1389), !dbg !2299
  %1390 = load i32, ptr %9, align 4, !dbg !2300
  %1391 = icmp ne i32 %1390, 0, !dbg !2300
  br i1 %1391, label %1392, label %1397, !dbg !2302

1392:                                             ; preds = %1377
  %1393 = load i32, ptr %6, align 4, !dbg !2303
  %1394 = load i32, ptr %7, align 4, !dbg !2304
  %1395 = load i32, ptr %8, align 4, !dbg !2305
  %1396 = call i32 (ptr, ...) @printf(ptr noundef @.str.61, i32 noundef %1393, i32 noundef %1394, i32 noundef %1395), !dbg !2306
  br label %1397, !dbg !2306

1397:                                             ; preds = %1392, %1377
  br label %1398, !dbg !2307

1398:                                             ; preds = %1397
  %1399 = load i32, ptr %8, align 4, !dbg !2308
  %1400 = add nsw i32 %1399, 1, !dbg !2308
  store i32 %1400, ptr %8, align 4, !dbg !2308
  br label %1374, !dbg !2309, !llvm.loop !2310

1401:                                             ; preds = %1374
  br label %1402, !dbg !2312

1402:                                             ; preds = %1401
  %1403 = load i32, ptr %7, align 4, !dbg !2313
  %1404 = add nsw i32 %1403, 1, !dbg !2313
  store i32 %1404, ptr %7, align 4, !dbg !2313
  br label %1370, !dbg !2314, !llvm.loop !2315

1405:                                             ; preds = %1370
  br label %1406, !dbg !2317

1406:                                             ; preds = %1405
  %1407 = load i32, ptr %6, align 4, !dbg !2318
  %1408 = add nsw i32 %1407, 1, !dbg !2318
  store i32 %1408, ptr %6, align 4, !dbg !2318
  br label %1366, !dbg !2319, !llvm.loop !2320

1409:                                             ; preds = %1366
  %1410 = load i136, ptr @g_2813, align 1, !dbg !2322
  %1411 = shl i136 %1410, 107, !dbg !2322
  %1412 = ashr i136 %1411, 107, !dbg !2322
  %1413 = trunc i136 %1412 to i32, !dbg !2322
  %1414 = sext i32 %1413 to i64, !dbg !2323
  %1415 = load i32, ptr %9, align 4, !dbg !2324
  call void @transparent_crc(i64 noundef %1414, ptr noundef @.str.191, i32 noundef %1415), !dbg !2325
  %1416 = load i136, ptr @g_2813, align 1, !dbg !2326
  %1417 = shl i136 %1416, 77, !dbg !2326
  %1418 = ashr i136 %1417, 106, !dbg !2326
  %1419 = trunc i136 %1418 to i32, !dbg !2326
  %1420 = sext i32 %1419 to i64, !dbg !2327
  %1421 = load i32, ptr %9, align 4, !dbg !2328
  call void @transparent_crc(i64 noundef %1420, ptr noundef @.str.192, i32 noundef %1421), !dbg !2329
  %1422 = load i136, ptr @g_2813, align 1, !dbg !2330
  %1423 = shl i136 %1422, 69, !dbg !2330
  %1424 = ashr i136 %1423, 128, !dbg !2330
  %1425 = trunc i136 %1424 to i32, !dbg !2330
  %1426 = sext i32 %1425 to i64, !dbg !2331
  %1427 = load i32, ptr %9, align 4, !dbg !2332
  call void @transparent_crc(i64 noundef %1426, ptr noundef @.str.193, i32 noundef %1427), !dbg !2333
  %1428 = load volatile i136, ptr @g_2813, align 1, !dbg !2334
  %1429 = shl i136 %1428, 49, !dbg !2334
  %1430 = ashr i136 %1429, 116, !dbg !2334
  %1431 = trunc i136 %1430 to i32, !dbg !2334
  %1432 = sext i32 %1431 to i64, !dbg !2335
  %1433 = load i32, ptr %9, align 4, !dbg !2336
  call void @transparent_crc(i64 noundef %1432, ptr noundef @.str.194, i32 noundef %1433), !dbg !2337
  %1434 = load i136, ptr @g_2813, align 1, !dbg !2338
  %1435 = shl i136 %1434, 30, !dbg !2338
  %1436 = ashr i136 %1435, 117, !dbg !2338
  %1437 = trunc i136 %1436 to i32, !dbg !2338
  %1438 = sext i32 %1437 to i64, !dbg !2339
  %1439 = load i32, ptr %9, align 4, !dbg !2340
  call void @transparent_crc(i64 noundef %1438, ptr noundef @.str.195, i32 noundef %1439), !dbg !2341
  %1440 = load i136, ptr @g_2813, align 1, !dbg !2342
  %1441 = lshr i136 %1440, 106, !dbg !2342
  %1442 = trunc i136 %1441 to i32, !dbg !2342
  %1443 = zext i32 %1442 to i64, !dbg !2343
  %1444 = load i32, ptr %9, align 4, !dbg !2344
  call void @transparent_crc(i64 noundef %1443, ptr noundef @.str.196, i32 noundef %1444), !dbg !2345
  %1445 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_2813, i32 0, i32 1), align 1, !dbg !2346
  %1446 = shl i16 %1445, 12, !dbg !2346
  %1447 = ashr i16 %1446, 12, !dbg !2346
  %1448 = sext i16 %1447 to i32, !dbg !2346
  %1449 = sext i32 %1448 to i64, !dbg !2347
  %1450 = load i32, ptr %9, align 4, !dbg !2348
  call void @transparent_crc(i64 noundef %1449, ptr noundef @.str.197, i32 noundef %1450), !dbg !2349
  %1451 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_2813, i32 0, i32 1), align 1, !dbg !2350
  %1452 = lshr i16 %1451, 4, !dbg !2350
  %1453 = and i16 %1452, 511, !dbg !2350
  %1454 = zext i16 %1453 to i32, !dbg !2350
  %1455 = zext i32 %1454 to i64, !dbg !2351
  %1456 = load i32, ptr %9, align 4, !dbg !2352
  call void @transparent_crc(i64 noundef %1455, ptr noundef @.str.198, i32 noundef %1456), !dbg !2353
  %1457 = load i136, ptr @g_2868, align 1, !dbg !2354
  %1458 = shl i136 %1457, 107, !dbg !2354
  %1459 = ashr i136 %1458, 107, !dbg !2354
  %1460 = trunc i136 %1459 to i32, !dbg !2354
  %1461 = sext i32 %1460 to i64, !dbg !2355
  %1462 = load i32, ptr %9, align 4, !dbg !2356
  call void @transparent_crc(i64 noundef %1461, ptr noundef @.str.199, i32 noundef %1462), !dbg !2357
  %1463 = load i136, ptr @g_2868, align 1, !dbg !2358
  %1464 = shl i136 %1463, 77, !dbg !2358
  %1465 = ashr i136 %1464, 106, !dbg !2358
  %1466 = trunc i136 %1465 to i32, !dbg !2358
  %1467 = sext i32 %1466 to i64, !dbg !2359
  %1468 = load i32, ptr %9, align 4, !dbg !2360
  call void @transparent_crc(i64 noundef %1467, ptr noundef @.str.200, i32 noundef %1468), !dbg !2361
  %1469 = load i136, ptr @g_2868, align 1, !dbg !2362
  %1470 = shl i136 %1469, 69, !dbg !2362
  %1471 = ashr i136 %1470, 128, !dbg !2362
  %1472 = trunc i136 %1471 to i32, !dbg !2362
  %1473 = sext i32 %1472 to i64, !dbg !2363
  %1474 = load i32, ptr %9, align 4, !dbg !2364
  call void @transparent_crc(i64 noundef %1473, ptr noundef @.str.201, i32 noundef %1474), !dbg !2365
  %1475 = load volatile i136, ptr @g_2868, align 1, !dbg !2366
  %1476 = shl i136 %1475, 49, !dbg !2366
  %1477 = ashr i136 %1476, 116, !dbg !2366
  %1478 = trunc i136 %1477 to i32, !dbg !2366
  %1479 = sext i32 %1478 to i64, !dbg !2367
  %1480 = load i32, ptr %9, align 4, !dbg !2368
  call void @transparent_crc(i64 noundef %1479, ptr noundef @.str.202, i32 noundef %1480), !dbg !2369
  %1481 = load i136, ptr @g_2868, align 1, !dbg !2370
  %1482 = shl i136 %1481, 30, !dbg !2370
  %1483 = ashr i136 %1482, 117, !dbg !2370
  %1484 = trunc i136 %1483 to i32, !dbg !2370
  %1485 = sext i32 %1484 to i64, !dbg !2371
  %1486 = load i32, ptr %9, align 4, !dbg !2372
  call void @transparent_crc(i64 noundef %1485, ptr noundef @.str.203, i32 noundef %1486), !dbg !2373
  %1487 = load i136, ptr @g_2868, align 1, !dbg !2374
  %1488 = lshr i136 %1487, 106, !dbg !2374
  %1489 = trunc i136 %1488 to i32, !dbg !2374
  %1490 = zext i32 %1489 to i64, !dbg !2375
  %1491 = load i32, ptr %9, align 4, !dbg !2376
  call void @transparent_crc(i64 noundef %1490, ptr noundef @.str.204, i32 noundef %1491), !dbg !2377
  %1492 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_2868, i32 0, i32 1), align 1, !dbg !2378
  %1493 = shl i16 %1492, 12, !dbg !2378
  %1494 = ashr i16 %1493, 12, !dbg !2378
  %1495 = sext i16 %1494 to i32, !dbg !2378
  %1496 = sext i32 %1495 to i64, !dbg !2379
  %1497 = load i32, ptr %9, align 4, !dbg !2380
  call void @transparent_crc(i64 noundef %1496, ptr noundef @.str.205, i32 noundef %1497), !dbg !2381
  %1498 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_2868, i32 0, i32 1), align 1, !dbg !2382
  %1499 = lshr i16 %1498, 4, !dbg !2382
  %1500 = and i16 %1499, 511, !dbg !2382
  %1501 = zext i16 %1500 to i32, !dbg !2382
  %1502 = zext i32 %1501 to i64, !dbg !2383
  %1503 = load i32, ptr %9, align 4, !dbg !2384
  call void @transparent_crc(i64 noundef %1502, ptr noundef @.str.206, i32 noundef %1503), !dbg !2385
  %1504 = load i32, ptr %9, align 4, !dbg !2386
  call void @transparent_crc(i64 noundef 5639, ptr noundef @.str.207, i32 noundef %1504), !dbg !2387
  %1505 = load i32, ptr %9, align 4, !dbg !2388
  call void @transparent_crc(i64 noundef -20749, ptr noundef @.str.208, i32 noundef %1505), !dbg !2389
  %1506 = load i32, ptr %9, align 4, !dbg !2390
  call void @transparent_crc(i64 noundef -9, ptr noundef @.str.209, i32 noundef %1506), !dbg !2391
  %1507 = load volatile i136, ptr @g_2891, align 1, !dbg !2392
  %1508 = shl i136 %1507, 49, !dbg !2392
  %1509 = ashr i136 %1508, 116, !dbg !2392
  %1510 = trunc i136 %1509 to i32, !dbg !2392
  %1511 = sext i32 %1510 to i64, !dbg !2393
  %1512 = load i32, ptr %9, align 4, !dbg !2394
  call void @transparent_crc(i64 noundef %1511, ptr noundef @.str.210, i32 noundef %1512), !dbg !2395
  %1513 = load i32, ptr %9, align 4, !dbg !2396
  call void @transparent_crc(i64 noundef 551, ptr noundef @.str.211, i32 noundef %1513), !dbg !2397
  %1514 = load i32, ptr %9, align 4, !dbg !2398
  call void @transparent_crc(i64 noundef 32119, ptr noundef @.str.212, i32 noundef %1514), !dbg !2399
  %1515 = load i32, ptr %9, align 4, !dbg !2400
  call void @transparent_crc(i64 noundef 3, ptr noundef @.str.213, i32 noundef %1515), !dbg !2401
  %1516 = load i32, ptr %9, align 4, !dbg !2402
  call void @transparent_crc(i64 noundef 14, ptr noundef @.str.214, i32 noundef %1516), !dbg !2403
  %1517 = load volatile i64, ptr @g_2922, align 8, !dbg !2404
  %1518 = load i32, ptr %9, align 4, !dbg !2405
  call void @transparent_crc(i64 noundef %1517, ptr noundef @.str.215, i32 noundef %1518), !dbg !2406
  store i32 0, ptr %6, align 4, !dbg !2407
  br label %1519, !dbg !2409

1519:                                             ; preds = %1602, %1409
  %1520 = load i32, ptr %6, align 4, !dbg !2410
  %1521 = icmp slt i32 %1520, 1, !dbg !2412
  br i1 %1521, label %1522, label %1605, !dbg !2413

1522:                                             ; preds = %1519
  %1523 = load i32, ptr %6, align 4, !dbg !2414
  %1524 = sext i32 %1523 to i64, !dbg !2416
  %1525 = getelementptr inbounds [1 x %struct.S0], ptr @g_3007, i64 0, i64 %1524, !dbg !2416
  %1526 = load i136, ptr %1525, align 1, !dbg !2417
  %1527 = shl i136 %1526, 107, !dbg !2417
  %1528 = ashr i136 %1527, 107, !dbg !2417
  %1529 = trunc i136 %1528 to i32, !dbg !2417
  %1530 = sext i32 %1529 to i64, !dbg !2416
  %1531 = load i32, ptr %9, align 4, !dbg !2418
  call void @transparent_crc(i64 noundef %1530, ptr noundef @.str.216, i32 noundef %1531), !dbg !2419
  %1532 = load i32, ptr %6, align 4, !dbg !2420
  %1533 = sext i32 %1532 to i64, !dbg !2421
  %1534 = getelementptr inbounds [1 x %struct.S0], ptr @g_3007, i64 0, i64 %1533, !dbg !2421
  %1535 = load i136, ptr %1534, align 1, !dbg !2422
  %1536 = shl i136 %1535, 77, !dbg !2422
  %1537 = ashr i136 %1536, 106, !dbg !2422
  %1538 = trunc i136 %1537 to i32, !dbg !2422
  %1539 = sext i32 %1538 to i64, !dbg !2421
  %1540 = load i32, ptr %9, align 4, !dbg !2423
  call void @transparent_crc(i64 noundef %1539, ptr noundef @.str.217, i32 noundef %1540), !dbg !2424
  %1541 = load i32, ptr %6, align 4, !dbg !2425
  %1542 = sext i32 %1541 to i64, !dbg !2426
  %1543 = getelementptr inbounds [1 x %struct.S0], ptr @g_3007, i64 0, i64 %1542, !dbg !2426
  %1544 = load i136, ptr %1543, align 1, !dbg !2427
  %1545 = shl i136 %1544, 69, !dbg !2427
  %1546 = ashr i136 %1545, 128, !dbg !2427
  %1547 = trunc i136 %1546 to i32, !dbg !2427
  %1548 = sext i32 %1547 to i64, !dbg !2426
  %1549 = load i32, ptr %9, align 4, !dbg !2428
  call void @transparent_crc(i64 noundef %1548, ptr noundef @.str.218, i32 noundef %1549), !dbg !2429
  %1550 = load i32, ptr %6, align 4, !dbg !2430
  %1551 = sext i32 %1550 to i64, !dbg !2431
  %1552 = getelementptr inbounds [1 x %struct.S0], ptr @g_3007, i64 0, i64 %1551, !dbg !2431
  %1553 = load volatile i136, ptr %1552, align 1, !dbg !2432
  %1554 = shl i136 %1553, 49, !dbg !2432
  %1555 = ashr i136 %1554, 116, !dbg !2432
  %1556 = trunc i136 %1555 to i32, !dbg !2432
  %1557 = sext i32 %1556 to i64, !dbg !2431
  %1558 = load i32, ptr %9, align 4, !dbg !2433
  call void @transparent_crc(i64 noundef %1557, ptr noundef @.str.219, i32 noundef %1558), !dbg !2434
  %1559 = load i32, ptr %6, align 4, !dbg !2435
  %1560 = sext i32 %1559 to i64, !dbg !2436
  %1561 = getelementptr inbounds [1 x %struct.S0], ptr @g_3007, i64 0, i64 %1560, !dbg !2436
  %1562 = load i136, ptr %1561, align 1, !dbg !2437
  %1563 = shl i136 %1562, 30, !dbg !2437
  %1564 = ashr i136 %1563, 117, !dbg !2437
  %1565 = trunc i136 %1564 to i32, !dbg !2437
  %1566 = sext i32 %1565 to i64, !dbg !2436
  %1567 = load i32, ptr %9, align 4, !dbg !2438
  call void @transparent_crc(i64 noundef %1566, ptr noundef @.str.220, i32 noundef %1567), !dbg !2439
  %1568 = load i32, ptr %6, align 4, !dbg !2440
  %1569 = sext i32 %1568 to i64, !dbg !2441
  %1570 = getelementptr inbounds [1 x %struct.S0], ptr @g_3007, i64 0, i64 %1569, !dbg !2441
  %1571 = load i136, ptr %1570, align 1, !dbg !2442
  %1572 = lshr i136 %1571, 106, !dbg !2442
  %1573 = trunc i136 %1572 to i32, !dbg !2442
  %1574 = zext i32 %1573 to i64, !dbg !2441
  %1575 = load i32, ptr %9, align 4, !dbg !2443
  call void @transparent_crc(i64 noundef %1574, ptr noundef @.str.221, i32 noundef %1575), !dbg !2444
  %1576 = load i32, ptr %6, align 4, !dbg !2445
  %1577 = sext i32 %1576 to i64, !dbg !2446
  %1578 = getelementptr inbounds [1 x %struct.S0], ptr @g_3007, i64 0, i64 %1577, !dbg !2446
  %1579 = getelementptr inbounds %struct.S0, ptr %1578, i32 0, i32 1, !dbg !2447
  %1580 = load i16, ptr %1579, align 1, !dbg !2447
  %1581 = shl i16 %1580, 12, !dbg !2447
  %1582 = ashr i16 %1581, 12, !dbg !2447
  %1583 = sext i16 %1582 to i32, !dbg !2447
  %1584 = sext i32 %1583 to i64, !dbg !2446
  %1585 = load i32, ptr %9, align 4, !dbg !2448
  call void @transparent_crc(i64 noundef %1584, ptr noundef @.str.222, i32 noundef %1585), !dbg !2449
  %1586 = load i32, ptr %6, align 4, !dbg !2450
  %1587 = sext i32 %1586 to i64, !dbg !2451
  %1588 = getelementptr inbounds [1 x %struct.S0], ptr @g_3007, i64 0, i64 %1587, !dbg !2451
  %1589 = getelementptr inbounds %struct.S0, ptr %1588, i32 0, i32 1, !dbg !2452
  %1590 = load i16, ptr %1589, align 1, !dbg !2452
  %1591 = lshr i16 %1590, 4, !dbg !2452
  %1592 = and i16 %1591, 511, !dbg !2452
  %1593 = zext i16 %1592 to i32, !dbg !2452
  %1594 = zext i32 %1593 to i64, !dbg !2451
  %1595 = load i32, ptr %9, align 4, !dbg !2453
  call void @transparent_crc(i64 noundef %1594, ptr noundef @.str.223, i32 noundef %1595), !dbg !2454
  %1596 = load i32, ptr %9, align 4, !dbg !2455
  %1597 = icmp ne i32 %1596, 0, !dbg !2455
  br i1 %1597, label %1598, label %1601, !dbg !2457

1598:                                             ; preds = %1522
  %1599 = load i32, ptr %6, align 4, !dbg !2458
  %1600 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %1599), !dbg !2459
  br label %1601, !dbg !2459

1601:                                             ; preds = %1598, %1522
  br label %1602, !dbg !2460

1602:                                             ; preds = %1601
  %1603 = load i32, ptr %6, align 4, !dbg !2461
  %1604 = add nsw i32 %1603, 1, !dbg !2461
  store i32 %1604, ptr %6, align 4, !dbg !2461
  br label %1519, !dbg !2462, !llvm.loop !2463

1605:                                             ; preds = %1519
  %1606 = load volatile i136, ptr @g_3018, align 1, !dbg !2465
  %1607 = shl i136 %1606, 107, !dbg !2465
  %1608 = ashr i136 %1607, 107, !dbg !2465
  %1609 = trunc i136 %1608 to i32, !dbg !2465
  %1610 = sext i32 %1609 to i64, !dbg !2466
  %1611 = load i32, ptr %9, align 4, !dbg !2467
  call void @transparent_crc(i64 noundef %1610, ptr noundef @.str.224, i32 noundef %1611), !dbg !2468
  %1612 = load volatile i136, ptr @g_3018, align 1, !dbg !2469
  %1613 = shl i136 %1612, 77, !dbg !2469
  %1614 = ashr i136 %1613, 106, !dbg !2469
  %1615 = trunc i136 %1614 to i32, !dbg !2469
  %1616 = sext i32 %1615 to i64, !dbg !2470
  %1617 = load i32, ptr %9, align 4, !dbg !2471
  call void @transparent_crc(i64 noundef %1616, ptr noundef @.str.225, i32 noundef %1617), !dbg !2472
  %1618 = load volatile i136, ptr @g_3018, align 1, !dbg !2473
  %1619 = shl i136 %1618, 69, !dbg !2473
  %1620 = ashr i136 %1619, 128, !dbg !2473
  %1621 = trunc i136 %1620 to i32, !dbg !2473
  %1622 = sext i32 %1621 to i64, !dbg !2474
  %1623 = load i32, ptr %9, align 4, !dbg !2475
  call void @transparent_crc(i64 noundef %1622, ptr noundef @.str.226, i32 noundef %1623), !dbg !2476
  %1624 = load volatile i136, ptr @g_3018, align 1, !dbg !2477
  %1625 = shl i136 %1624, 49, !dbg !2477
  %1626 = ashr i136 %1625, 116, !dbg !2477
  %1627 = trunc i136 %1626 to i32, !dbg !2477
  %1628 = sext i32 %1627 to i64, !dbg !2478
  %1629 = load i32, ptr %9, align 4, !dbg !2479
  call void @transparent_crc(i64 noundef %1628, ptr noundef @.str.227, i32 noundef %1629), !dbg !2480
  %1630 = load volatile i136, ptr @g_3018, align 1, !dbg !2481
  %1631 = shl i136 %1630, 30, !dbg !2481
  %1632 = ashr i136 %1631, 117, !dbg !2481
  %1633 = trunc i136 %1632 to i32, !dbg !2481
  %1634 = sext i32 %1633 to i64, !dbg !2482
  %1635 = load i32, ptr %9, align 4, !dbg !2483
  call void @transparent_crc(i64 noundef %1634, ptr noundef @.str.228, i32 noundef %1635), !dbg !2484
  %1636 = load volatile i136, ptr @g_3018, align 1, !dbg !2485
  %1637 = lshr i136 %1636, 106, !dbg !2485
  %1638 = trunc i136 %1637 to i32, !dbg !2485
  %1639 = zext i32 %1638 to i64, !dbg !2486
  %1640 = load i32, ptr %9, align 4, !dbg !2487
  call void @transparent_crc(i64 noundef %1639, ptr noundef @.str.229, i32 noundef %1640), !dbg !2488
  %1641 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_3018, i32 0, i32 1), align 1, !dbg !2489
  %1642 = shl i16 %1641, 12, !dbg !2489
  %1643 = ashr i16 %1642, 12, !dbg !2489
  %1644 = sext i16 %1643 to i32, !dbg !2489
  %1645 = sext i32 %1644 to i64, !dbg !2490
  %1646 = load i32, ptr %9, align 4, !dbg !2491
  call void @transparent_crc(i64 noundef %1645, ptr noundef @.str.230, i32 noundef %1646), !dbg !2492
  %1647 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_3018, i32 0, i32 1), align 1, !dbg !2493
  %1648 = lshr i16 %1647, 4, !dbg !2493
  %1649 = and i16 %1648, 511, !dbg !2493
  %1650 = zext i16 %1649 to i32, !dbg !2493
  %1651 = zext i32 %1650 to i64, !dbg !2494
  %1652 = load i32, ptr %9, align 4, !dbg !2495
  call void @transparent_crc(i64 noundef %1651, ptr noundef @.str.231, i32 noundef %1652), !dbg !2496
  %1653 = load volatile i32, ptr @g_3122, align 4, !dbg !2497
  %1654 = sext i32 %1653 to i64, !dbg !2497
  %1655 = load i32, ptr %9, align 4, !dbg !2498
  call void @transparent_crc(i64 noundef %1654, ptr noundef @.str.232, i32 noundef %1655), !dbg !2499
  %1656 = load i136, ptr @g_3128, align 1, !dbg !2500
  %1657 = shl i136 %1656, 107, !dbg !2500
  %1658 = ashr i136 %1657, 107, !dbg !2500
  %1659 = trunc i136 %1658 to i32, !dbg !2500
  %1660 = sext i32 %1659 to i64, !dbg !2501
  %1661 = load i32, ptr %9, align 4, !dbg !2502
  call void @transparent_crc(i64 noundef %1660, ptr noundef @.str.233, i32 noundef %1661), !dbg !2503
  %1662 = load i136, ptr @g_3128, align 1, !dbg !2504
  %1663 = shl i136 %1662, 77, !dbg !2504
  %1664 = ashr i136 %1663, 106, !dbg !2504
  %1665 = trunc i136 %1664 to i32, !dbg !2504
  %1666 = sext i32 %1665 to i64, !dbg !2505
  %1667 = load i32, ptr %9, align 4, !dbg !2506
  call void @transparent_crc(i64 noundef %1666, ptr noundef @.str.234, i32 noundef %1667), !dbg !2507
  %1668 = load i136, ptr @g_3128, align 1, !dbg !2508
  %1669 = shl i136 %1668, 69, !dbg !2508
  %1670 = ashr i136 %1669, 128, !dbg !2508
  %1671 = trunc i136 %1670 to i32, !dbg !2508
  %1672 = sext i32 %1671 to i64, !dbg !2509
  %1673 = load i32, ptr %9, align 4, !dbg !2510
  call void @transparent_crc(i64 noundef %1672, ptr noundef @.str.235, i32 noundef %1673), !dbg !2511
  %1674 = load volatile i136, ptr @g_3128, align 1, !dbg !2512
  %1675 = shl i136 %1674, 49, !dbg !2512
  %1676 = ashr i136 %1675, 116, !dbg !2512
  %1677 = trunc i136 %1676 to i32, !dbg !2512
  %1678 = sext i32 %1677 to i64, !dbg !2513
  %1679 = load i32, ptr %9, align 4, !dbg !2514
  call void @transparent_crc(i64 noundef %1678, ptr noundef @.str.236, i32 noundef %1679), !dbg !2515
  %1680 = load i136, ptr @g_3128, align 1, !dbg !2516
  %1681 = shl i136 %1680, 30, !dbg !2516
  %1682 = ashr i136 %1681, 117, !dbg !2516
  %1683 = trunc i136 %1682 to i32, !dbg !2516
  %1684 = sext i32 %1683 to i64, !dbg !2517
  %1685 = load i32, ptr %9, align 4, !dbg !2518
  call void @transparent_crc(i64 noundef %1684, ptr noundef @.str.237, i32 noundef %1685), !dbg !2519
  %1686 = load i136, ptr @g_3128, align 1, !dbg !2520
  %1687 = lshr i136 %1686, 106, !dbg !2520
  %1688 = trunc i136 %1687 to i32, !dbg !2520
  %1689 = zext i32 %1688 to i64, !dbg !2521
  %1690 = load i32, ptr %9, align 4, !dbg !2522
  call void @transparent_crc(i64 noundef %1689, ptr noundef @.str.238, i32 noundef %1690), !dbg !2523
  %1691 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_3128, i32 0, i32 1), align 1, !dbg !2524
  %1692 = shl i16 %1691, 12, !dbg !2524
  %1693 = ashr i16 %1692, 12, !dbg !2524
  %1694 = sext i16 %1693 to i32, !dbg !2524
  %1695 = sext i32 %1694 to i64, !dbg !2525
  %1696 = load i32, ptr %9, align 4, !dbg !2526
  call void @transparent_crc(i64 noundef %1695, ptr noundef @.str.239, i32 noundef %1696), !dbg !2527
  %1697 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_3128, i32 0, i32 1), align 1, !dbg !2528
  %1698 = lshr i16 %1697, 4, !dbg !2528
  %1699 = and i16 %1698, 511, !dbg !2528
  %1700 = zext i16 %1699 to i32, !dbg !2528
  %1701 = zext i32 %1700 to i64, !dbg !2529
  %1702 = load i32, ptr %9, align 4, !dbg !2530
  call void @transparent_crc(i64 noundef %1701, ptr noundef @.str.240, i32 noundef %1702), !dbg !2531
  %1703 = load volatile i136, ptr @g_3163, align 1, !dbg !2532
  %1704 = shl i136 %1703, 107, !dbg !2532
  %1705 = ashr i136 %1704, 107, !dbg !2532
  %1706 = trunc i136 %1705 to i32, !dbg !2532
  %1707 = sext i32 %1706 to i64, !dbg !2533
  %1708 = load i32, ptr %9, align 4, !dbg !2534
  call void @transparent_crc(i64 noundef %1707, ptr noundef @.str.241, i32 noundef %1708), !dbg !2535
  %1709 = load volatile i136, ptr @g_3163, align 1, !dbg !2536
  %1710 = shl i136 %1709, 77, !dbg !2536
  %1711 = ashr i136 %1710, 106, !dbg !2536
  %1712 = trunc i136 %1711 to i32, !dbg !2536
  %1713 = sext i32 %1712 to i64, !dbg !2537
  %1714 = load i32, ptr %9, align 4, !dbg !2538
  call void @transparent_crc(i64 noundef %1713, ptr noundef @.str.242, i32 noundef %1714), !dbg !2539
  %1715 = load volatile i136, ptr @g_3163, align 1, !dbg !2540
  %1716 = shl i136 %1715, 69, !dbg !2540
  %1717 = ashr i136 %1716, 128, !dbg !2540
  %1718 = trunc i136 %1717 to i32, !dbg !2540
  %1719 = sext i32 %1718 to i64, !dbg !2541
  %1720 = load i32, ptr %9, align 4, !dbg !2542
  call void @transparent_crc(i64 noundef %1719, ptr noundef @.str.243, i32 noundef %1720), !dbg !2543
  %1721 = load volatile i136, ptr @g_3163, align 1, !dbg !2544
  %1722 = shl i136 %1721, 49, !dbg !2544
  %1723 = ashr i136 %1722, 116, !dbg !2544
  %1724 = trunc i136 %1723 to i32, !dbg !2544
  %1725 = sext i32 %1724 to i64, !dbg !2545
  %1726 = load i32, ptr %9, align 4, !dbg !2546
  call void @transparent_crc(i64 noundef %1725, ptr noundef @.str.244, i32 noundef %1726), !dbg !2547
  %1727 = load volatile i136, ptr @g_3163, align 1, !dbg !2548
  %1728 = shl i136 %1727, 30, !dbg !2548
  %1729 = ashr i136 %1728, 117, !dbg !2548
  %1730 = trunc i136 %1729 to i32, !dbg !2548
  %1731 = sext i32 %1730 to i64, !dbg !2549
  %1732 = load i32, ptr %9, align 4, !dbg !2550
  call void @transparent_crc(i64 noundef %1731, ptr noundef @.str.245, i32 noundef %1732), !dbg !2551
  %1733 = load volatile i136, ptr @g_3163, align 1, !dbg !2552
  %1734 = lshr i136 %1733, 106, !dbg !2552
  %1735 = trunc i136 %1734 to i32, !dbg !2552
  %1736 = zext i32 %1735 to i64, !dbg !2553
  %1737 = load i32, ptr %9, align 4, !dbg !2554
  call void @transparent_crc(i64 noundef %1736, ptr noundef @.str.246, i32 noundef %1737), !dbg !2555
  %1738 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_3163, i32 0, i32 1), align 1, !dbg !2556
  %1739 = shl i16 %1738, 12, !dbg !2556
  %1740 = ashr i16 %1739, 12, !dbg !2556
  %1741 = sext i16 %1740 to i32, !dbg !2556
  %1742 = sext i32 %1741 to i64, !dbg !2557
  %1743 = load i32, ptr %9, align 4, !dbg !2558
  call void @transparent_crc(i64 noundef %1742, ptr noundef @.str.247, i32 noundef %1743), !dbg !2559
  %1744 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_3163, i32 0, i32 1), align 1, !dbg !2560
  %1745 = lshr i16 %1744, 4, !dbg !2560
  %1746 = and i16 %1745, 511, !dbg !2560
  %1747 = zext i16 %1746 to i32, !dbg !2560
  %1748 = zext i32 %1747 to i64, !dbg !2561
  %1749 = load i32, ptr %9, align 4, !dbg !2562
  call void @transparent_crc(i64 noundef %1748, ptr noundef @.str.248, i32 noundef %1749), !dbg !2563
  store i32 0, ptr %6, align 4, !dbg !2564
  br label %1750, !dbg !2566

1750:                                             ; preds = %1789, %1605
  %1751 = load i32, ptr %6, align 4, !dbg !2567
  %1752 = icmp slt i32 %1751, 10, !dbg !2569
  br i1 %1752, label %1753, label %1792, !dbg !2570

1753:                                             ; preds = %1750
  store i32 0, ptr %7, align 4, !dbg !2571
  br label %1754, !dbg !2574

1754:                                             ; preds = %1785, %1753
  %1755 = load i32, ptr %7, align 4, !dbg !2575
  %1756 = icmp slt i32 %1755, 6, !dbg !2577
  br i1 %1756, label %1757, label %1788, !dbg !2578

1757:                                             ; preds = %1754
  store i32 0, ptr %8, align 4, !dbg !2579
  br label %1758, !dbg !2582

1758:                                             ; preds = %1781, %1757
  %1759 = load i32, ptr %8, align 4, !dbg !2583
  %1760 = icmp slt i32 %1759, 4, !dbg !2585
  br i1 %1760, label %1761, label %1784, !dbg !2586

1761:                                             ; preds = %1758
  %1762 = load i32, ptr %6, align 4, !dbg !2587
  %1763 = sext i32 %1762 to i64, !dbg !2589
  %1764 = getelementptr inbounds [10 x [6 x [4 x i64]]], ptr @g_3207, i64 0, i64 %1763, !dbg !2589
  %1765 = load i32, ptr %7, align 4, !dbg !2590
  %1766 = sext i32 %1765 to i64, !dbg !2589
  %1767 = getelementptr inbounds [6 x [4 x i64]], ptr %1764, i64 0, i64 %1766, !dbg !2589
  %1768 = load i32, ptr %8, align 4, !dbg !2591
  %1769 = sext i32 %1768 to i64, !dbg !2589
  %1770 = getelementptr inbounds [4 x i64], ptr %1767, i64 0, i64 %1769, !dbg !2589
  %1771 = load volatile i64, ptr %1770, align 8, !dbg !2589
  %1772 = load i32, ptr %9, align 4, !dbg !2592
  call void @transparent_crc(i64 noundef %1771, ptr noundef @.str.249, i32 noundef %1772), !dbg !2593
  %1773 = load i32, ptr %9, align 4, !dbg !2594
  %1774 = icmp ne i32 %1773, 0, !dbg !2594
  br i1 %1774, label %1775, label %1780, !dbg !2596

1775:                                             ; preds = %1761
  %1776 = load i32, ptr %6, align 4, !dbg !2597
  %1777 = load i32, ptr %7, align 4, !dbg !2598
  %1778 = load i32, ptr %8, align 4, !dbg !2599
  %1779 = call i32 (ptr, ...) @printf(ptr noundef @.str.61, i32 noundef %1776, i32 noundef %1777, i32 noundef %1778), !dbg !2600
  br label %1780, !dbg !2600

1780:                                             ; preds = %1775, %1761
  br label %1781, !dbg !2601

1781:                                             ; preds = %1780
  %1782 = load i32, ptr %8, align 4, !dbg !2602
  %1783 = add nsw i32 %1782, 1, !dbg !2602
  store i32 %1783, ptr %8, align 4, !dbg !2602
  br label %1758, !dbg !2603, !llvm.loop !2604

1784:                                             ; preds = %1758
  br label %1785, !dbg !2606

1785:                                             ; preds = %1784
  %1786 = load i32, ptr %7, align 4, !dbg !2607
  %1787 = add nsw i32 %1786, 1, !dbg !2607
  store i32 %1787, ptr %7, align 4, !dbg !2607
  br label %1754, !dbg !2608, !llvm.loop !2609

1788:                                             ; preds = %1754
  br label %1789, !dbg !2611

1789:                                             ; preds = %1788
  %1790 = load i32, ptr %6, align 4, !dbg !2612
  %1791 = add nsw i32 %1790, 1, !dbg !2612
  store i32 %1791, ptr %6, align 4, !dbg !2612
  br label %1750, !dbg !2613, !llvm.loop !2614

1792:                                             ; preds = %1750
  %1793 = load volatile i32, ptr @g_3224, align 4, !dbg !2616
  %1794 = zext i32 %1793 to i64, !dbg !2616
  %1795 = load i32, ptr %9, align 4, !dbg !2617
  call void @transparent_crc(i64 noundef %1794, ptr noundef @.str.250, i32 noundef %1795), !dbg !2618
  %1796 = load i136, ptr @g_3257, align 1, !dbg !2619
  %1797 = shl i136 %1796, 107, !dbg !2619
  %1798 = ashr i136 %1797, 107, !dbg !2619
  %1799 = trunc i136 %1798 to i32, !dbg !2619
  %1800 = sext i32 %1799 to i64, !dbg !2620
  %1801 = load i32, ptr %9, align 4, !dbg !2621
  call void @transparent_crc(i64 noundef %1800, ptr noundef @.str.251, i32 noundef %1801), !dbg !2622
  %1802 = load i136, ptr @g_3257, align 1, !dbg !2623
  %1803 = shl i136 %1802, 77, !dbg !2623
  %1804 = ashr i136 %1803, 106, !dbg !2623
  %1805 = trunc i136 %1804 to i32, !dbg !2623
  %1806 = sext i32 %1805 to i64, !dbg !2624
  %1807 = load i32, ptr %9, align 4, !dbg !2625
  call void @transparent_crc(i64 noundef %1806, ptr noundef @.str.252, i32 noundef %1807), !dbg !2626
  %1808 = load i136, ptr @g_3257, align 1, !dbg !2627
  %1809 = shl i136 %1808, 69, !dbg !2627
  %1810 = ashr i136 %1809, 128, !dbg !2627
  %1811 = trunc i136 %1810 to i32, !dbg !2627
  %1812 = sext i32 %1811 to i64, !dbg !2628
  %1813 = load i32, ptr %9, align 4, !dbg !2629
  call void @transparent_crc(i64 noundef %1812, ptr noundef @.str.253, i32 noundef %1813), !dbg !2630
  %1814 = load volatile i136, ptr @g_3257, align 1, !dbg !2631
  %1815 = shl i136 %1814, 49, !dbg !2631
  %1816 = ashr i136 %1815, 116, !dbg !2631
  %1817 = trunc i136 %1816 to i32, !dbg !2631
  %1818 = sext i32 %1817 to i64, !dbg !2632
  %1819 = load i32, ptr %9, align 4, !dbg !2633
  call void @transparent_crc(i64 noundef %1818, ptr noundef @.str.254, i32 noundef %1819), !dbg !2634
  %1820 = load i136, ptr @g_3257, align 1, !dbg !2635
  %1821 = shl i136 %1820, 30, !dbg !2635
  %1822 = ashr i136 %1821, 117, !dbg !2635
  %1823 = trunc i136 %1822 to i32, !dbg !2635
  %1824 = sext i32 %1823 to i64, !dbg !2636
  %1825 = load i32, ptr %9, align 4, !dbg !2637
  call void @transparent_crc(i64 noundef %1824, ptr noundef @.str.255, i32 noundef %1825), !dbg !2638
  %1826 = load i136, ptr @g_3257, align 1, !dbg !2639
  %1827 = lshr i136 %1826, 106, !dbg !2639
  %1828 = trunc i136 %1827 to i32, !dbg !2639
  %1829 = zext i32 %1828 to i64, !dbg !2640
  %1830 = load i32, ptr %9, align 4, !dbg !2641
  call void @transparent_crc(i64 noundef %1829, ptr noundef @.str.256, i32 noundef %1830), !dbg !2642
  %1831 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_3257, i32 0, i32 1), align 1, !dbg !2643
  %1832 = shl i16 %1831, 12, !dbg !2643
  %1833 = ashr i16 %1832, 12, !dbg !2643
  %1834 = sext i16 %1833 to i32, !dbg !2643
  %1835 = sext i32 %1834 to i64, !dbg !2644
  %1836 = load i32, ptr %9, align 4, !dbg !2645
  call void @transparent_crc(i64 noundef %1835, ptr noundef @.str.257, i32 noundef %1836), !dbg !2646
  %1837 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_3257, i32 0, i32 1), align 1, !dbg !2647
  %1838 = lshr i16 %1837, 4, !dbg !2647
  %1839 = and i16 %1838, 511, !dbg !2647
  %1840 = zext i16 %1839 to i32, !dbg !2647
  %1841 = zext i32 %1840 to i64, !dbg !2648
  %1842 = load i32, ptr %9, align 4, !dbg !2649
  call void @transparent_crc(i64 noundef %1841, ptr noundef @.str.258, i32 noundef %1842), !dbg !2650
  %1843 = load volatile i64, ptr @g_3292, align 8, !dbg !2651
  %1844 = load i32, ptr %9, align 4, !dbg !2652
  call void @transparent_crc(i64 noundef %1843, ptr noundef @.str.259, i32 noundef %1844), !dbg !2653
  %1845 = load i32, ptr %9, align 4, !dbg !2654
  call void @transparent_crc(i64 noundef -1, ptr noundef @.str.260, i32 noundef %1845), !dbg !2655
  %1846 = load i64, ptr @g_3484, align 8, !dbg !2656
  %1847 = load i32, ptr %9, align 4, !dbg !2657
  call void @transparent_crc(i64 noundef %1846, ptr noundef @.str.261, i32 noundef %1847), !dbg !2658
  %1848 = load i32, ptr @g_3485, align 4, !dbg !2659
  %1849 = sext i32 %1848 to i64, !dbg !2659
  %1850 = load i32, ptr %9, align 4, !dbg !2660
  call void @transparent_crc(i64 noundef %1849, ptr noundef @.str.262, i32 noundef %1850), !dbg !2661
  %1851 = load i16, ptr @g_3722, align 2, !dbg !2662
  %1852 = zext i16 %1851 to i64, !dbg !2662
  %1853 = load i32, ptr %9, align 4, !dbg !2663
  call void @transparent_crc(i64 noundef %1852, ptr noundef @.str.263, i32 noundef %1853), !dbg !2664
  %1854 = load volatile i8, ptr @g_3781, align 1, !dbg !2665
  %1855 = sext i8 %1854 to i64, !dbg !2665
  %1856 = load i32, ptr %9, align 4, !dbg !2666
  call void @transparent_crc(i64 noundef %1855, ptr noundef @.str.264, i32 noundef %1856), !dbg !2667
  %1857 = load i64, ptr @g_3789, align 8, !dbg !2668
  %1858 = load i32, ptr %9, align 4, !dbg !2669
  call void @transparent_crc(i64 noundef %1857, ptr noundef @.str.265, i32 noundef %1858), !dbg !2670
  %1859 = load i64, ptr @g_3904, align 8, !dbg !2671
  %1860 = load i32, ptr %9, align 4, !dbg !2672
  call void @transparent_crc(i64 noundef %1859, ptr noundef @.str.266, i32 noundef %1860), !dbg !2673
  %1861 = load i32, ptr %9, align 4, !dbg !2674
  call void @transparent_crc(i64 noundef -477, ptr noundef @.str.267, i32 noundef %1861), !dbg !2675
  %1862 = load i32, ptr %9, align 4, !dbg !2676
  call void @transparent_crc(i64 noundef 15853, ptr noundef @.str.268, i32 noundef %1862), !dbg !2677
  %1863 = load i32, ptr %9, align 4, !dbg !2678
  call void @transparent_crc(i64 noundef -14, ptr noundef @.str.269, i32 noundef %1863), !dbg !2679
  %1864 = load volatile i136, ptr @g_3907, align 1, !dbg !2680
  %1865 = shl i136 %1864, 49, !dbg !2680
  %1866 = ashr i136 %1865, 116, !dbg !2680
  %1867 = trunc i136 %1866 to i32, !dbg !2680
  %1868 = sext i32 %1867 to i64, !dbg !2681
  %1869 = load i32, ptr %9, align 4, !dbg !2682
  call void @transparent_crc(i64 noundef %1868, ptr noundef @.str.270, i32 noundef %1869), !dbg !2683
  %1870 = load i32, ptr %9, align 4, !dbg !2684
  call void @transparent_crc(i64 noundef -366, ptr noundef @.str.271, i32 noundef %1870), !dbg !2685
  %1871 = load i32, ptr %9, align 4, !dbg !2686
  call void @transparent_crc(i64 noundef 10197, ptr noundef @.str.272, i32 noundef %1871), !dbg !2687
  %1872 = load i32, ptr %9, align 4, !dbg !2688
  call void @transparent_crc(i64 noundef 0, ptr noundef @.str.273, i32 noundef %1872), !dbg !2689
  %1873 = load i32, ptr %9, align 4, !dbg !2690
  call void @transparent_crc(i64 noundef 2, ptr noundef @.str.274, i32 noundef %1873), !dbg !2691
  %1874 = load volatile i136, ptr @g_3925, align 1, !dbg !2692
  %1875 = shl i136 %1874, 107, !dbg !2692
  %1876 = ashr i136 %1875, 107, !dbg !2692
  %1877 = trunc i136 %1876 to i32, !dbg !2692
  %1878 = sext i32 %1877 to i64, !dbg !2693
  %1879 = load i32, ptr %9, align 4, !dbg !2694
  call void @transparent_crc(i64 noundef %1878, ptr noundef @.str.275, i32 noundef %1879), !dbg !2695
  %1880 = load volatile i136, ptr @g_3925, align 1, !dbg !2696
  %1881 = shl i136 %1880, 77, !dbg !2696
  %1882 = ashr i136 %1881, 106, !dbg !2696
  %1883 = trunc i136 %1882 to i32, !dbg !2696
  %1884 = sext i32 %1883 to i64, !dbg !2697
  %1885 = load i32, ptr %9, align 4, !dbg !2698
  call void @transparent_crc(i64 noundef %1884, ptr noundef @.str.276, i32 noundef %1885), !dbg !2699
  %1886 = load volatile i136, ptr @g_3925, align 1, !dbg !2700
  %1887 = shl i136 %1886, 69, !dbg !2700
  %1888 = ashr i136 %1887, 128, !dbg !2700
  %1889 = trunc i136 %1888 to i32, !dbg !2700
  %1890 = sext i32 %1889 to i64, !dbg !2701
  %1891 = load i32, ptr %9, align 4, !dbg !2702
  call void @transparent_crc(i64 noundef %1890, ptr noundef @.str.277, i32 noundef %1891), !dbg !2703
  %1892 = load volatile i136, ptr @g_3925, align 1, !dbg !2704
  %1893 = shl i136 %1892, 49, !dbg !2704
  %1894 = ashr i136 %1893, 116, !dbg !2704
  %1895 = trunc i136 %1894 to i32, !dbg !2704
  %1896 = sext i32 %1895 to i64, !dbg !2705
  %1897 = load i32, ptr %9, align 4, !dbg !2706
  call void @transparent_crc(i64 noundef %1896, ptr noundef @.str.278, i32 noundef %1897), !dbg !2707
  %1898 = load volatile i136, ptr @g_3925, align 1, !dbg !2708
  %1899 = shl i136 %1898, 30, !dbg !2708
  %1900 = ashr i136 %1899, 117, !dbg !2708
  %1901 = trunc i136 %1900 to i32, !dbg !2708
  %1902 = sext i32 %1901 to i64, !dbg !2709
  %1903 = load i32, ptr %9, align 4, !dbg !2710
  call void @transparent_crc(i64 noundef %1902, ptr noundef @.str.279, i32 noundef %1903), !dbg !2711
  %1904 = load volatile i136, ptr @g_3925, align 1, !dbg !2712
  %1905 = lshr i136 %1904, 106, !dbg !2712
  %1906 = trunc i136 %1905 to i32, !dbg !2712
  %1907 = zext i32 %1906 to i64, !dbg !2713
  %1908 = load i32, ptr %9, align 4, !dbg !2714
  call void @transparent_crc(i64 noundef %1907, ptr noundef @.str.280, i32 noundef %1908), !dbg !2715
  %1909 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_3925, i32 0, i32 1), align 1, !dbg !2716
  %1910 = shl i16 %1909, 12, !dbg !2716
  %1911 = ashr i16 %1910, 12, !dbg !2716
  %1912 = sext i16 %1911 to i32, !dbg !2716
  %1913 = sext i32 %1912 to i64, !dbg !2717
  %1914 = load i32, ptr %9, align 4, !dbg !2718
  call void @transparent_crc(i64 noundef %1913, ptr noundef @.str.281, i32 noundef %1914), !dbg !2719
  %1915 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_3925, i32 0, i32 1), align 1, !dbg !2720
  %1916 = lshr i16 %1915, 4, !dbg !2720
  %1917 = and i16 %1916, 511, !dbg !2720
  %1918 = zext i16 %1917 to i32, !dbg !2720
  %1919 = zext i32 %1918 to i64, !dbg !2721
  %1920 = load i32, ptr %9, align 4, !dbg !2722
  call void @transparent_crc(i64 noundef %1919, ptr noundef @.str.282, i32 noundef %1920), !dbg !2723
  %1921 = load volatile i136, ptr @g_4064, align 1, !dbg !2724
  %1922 = shl i136 %1921, 107, !dbg !2724
  %1923 = ashr i136 %1922, 107, !dbg !2724
  %1924 = trunc i136 %1923 to i32, !dbg !2724
  %1925 = sext i32 %1924 to i64, !dbg !2725
  %1926 = load i32, ptr %9, align 4, !dbg !2726
  call void @transparent_crc(i64 noundef %1925, ptr noundef @.str.283, i32 noundef %1926), !dbg !2727
  %1927 = load volatile i136, ptr @g_4064, align 1, !dbg !2728
  %1928 = shl i136 %1927, 77, !dbg !2728
  %1929 = ashr i136 %1928, 106, !dbg !2728
  %1930 = trunc i136 %1929 to i32, !dbg !2728
  %1931 = sext i32 %1930 to i64, !dbg !2729
  %1932 = load i32, ptr %9, align 4, !dbg !2730
  call void @transparent_crc(i64 noundef %1931, ptr noundef @.str.284, i32 noundef %1932), !dbg !2731
  %1933 = load volatile i136, ptr @g_4064, align 1, !dbg !2732
  %1934 = shl i136 %1933, 69, !dbg !2732
  %1935 = ashr i136 %1934, 128, !dbg !2732
  %1936 = trunc i136 %1935 to i32, !dbg !2732
  %1937 = sext i32 %1936 to i64, !dbg !2733
  %1938 = load i32, ptr %9, align 4, !dbg !2734
  call void @transparent_crc(i64 noundef %1937, ptr noundef @.str.285, i32 noundef %1938), !dbg !2735
  %1939 = load volatile i136, ptr @g_4064, align 1, !dbg !2736
  %1940 = shl i136 %1939, 49, !dbg !2736
  %1941 = ashr i136 %1940, 116, !dbg !2736
  %1942 = trunc i136 %1941 to i32, !dbg !2736
  %1943 = sext i32 %1942 to i64, !dbg !2737
  %1944 = load i32, ptr %9, align 4, !dbg !2738
  call void @transparent_crc(i64 noundef %1943, ptr noundef @.str.286, i32 noundef %1944), !dbg !2739
  %1945 = load volatile i136, ptr @g_4064, align 1, !dbg !2740
  %1946 = shl i136 %1945, 30, !dbg !2740
  %1947 = ashr i136 %1946, 117, !dbg !2740
  %1948 = trunc i136 %1947 to i32, !dbg !2740
  %1949 = sext i32 %1948 to i64, !dbg !2741
  %1950 = load i32, ptr %9, align 4, !dbg !2742
  call void @transparent_crc(i64 noundef %1949, ptr noundef @.str.287, i32 noundef %1950), !dbg !2743
  %1951 = load volatile i136, ptr @g_4064, align 1, !dbg !2744
  %1952 = lshr i136 %1951, 106, !dbg !2744
  %1953 = trunc i136 %1952 to i32, !dbg !2744
  %1954 = zext i32 %1953 to i64, !dbg !2745
  %1955 = load i32, ptr %9, align 4, !dbg !2746
  call void @transparent_crc(i64 noundef %1954, ptr noundef @.str.288, i32 noundef %1955), !dbg !2747
  %1956 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_4064, i32 0, i32 1), align 1, !dbg !2748
  %1957 = shl i16 %1956, 12, !dbg !2748
  %1958 = ashr i16 %1957, 12, !dbg !2748
  %1959 = sext i16 %1958 to i32, !dbg !2748
  %1960 = sext i32 %1959 to i64, !dbg !2749
  %1961 = load i32, ptr %9, align 4, !dbg !2750
  call void @transparent_crc(i64 noundef %1960, ptr noundef @.str.289, i32 noundef %1961), !dbg !2751
  %1962 = load volatile i16, ptr getelementptr inbounds (%struct.S0, ptr @g_4064, i32 0, i32 1), align 1, !dbg !2752
  %1963 = lshr i16 %1962, 4, !dbg !2752
  %1964 = and i16 %1963, 511, !dbg !2752
  %1965 = zext i16 %1964 to i32, !dbg !2752
  %1966 = zext i32 %1965 to i64, !dbg !2753
  %1967 = load i32, ptr %9, align 4, !dbg !2754
  call void @transparent_crc(i64 noundef %1966, ptr noundef @.str.290, i32 noundef %1967), !dbg !2755
  %1968 = load i64, ptr @g_4174, align 8, !dbg !2756
  %1969 = load i32, ptr %9, align 4, !dbg !2757
  call void @transparent_crc(i64 noundef %1968, ptr noundef @.str.291, i32 noundef %1969), !dbg !2758
  %1970 = load volatile i32, ptr @g_4237, align 4, !dbg !2759
  %1971 = zext i32 %1970 to i64, !dbg !2759
  %1972 = load i32, ptr %9, align 4, !dbg !2760
  call void @transparent_crc(i64 noundef %1971, ptr noundef @.str.292, i32 noundef %1972), !dbg !2761
  %1973 = load i136, ptr @g_4246, align 1, !dbg !2762
  %1974 = shl i136 %1973, 107, !dbg !2762
  %1975 = ashr i136 %1974, 107, !dbg !2762
  %1976 = trunc i136 %1975 to i32, !dbg !2762
  %1977 = sext i32 %1976 to i64, !dbg !2763
  %1978 = load i32, ptr %9, align 4, !dbg !2764
  call void @transparent_crc(i64 noundef %1977, ptr noundef @.str.293, i32 noundef %1978), !dbg !2765
  %1979 = load i136, ptr @g_4246, align 1, !dbg !2766
  %1980 = shl i136 %1979, 77, !dbg !2766
  %1981 = ashr i136 %1980, 106, !dbg !2766
  %1982 = trunc i136 %1981 to i32, !dbg !2766
  %1983 = sext i32 %1982 to i64, !dbg !2767
  %1984 = load i32, ptr %9, align 4, !dbg !2768
  call void @transparent_crc(i64 noundef %1983, ptr noundef @.str.294, i32 noundef %1984), !dbg !2769
  %1985 = load i136, ptr @g_4246, align 1, !dbg !2770
  %1986 = shl i136 %1985, 69, !dbg !2770
  %1987 = ashr i136 %1986, 128, !dbg !2770
  %1988 = trunc i136 %1987 to i32, !dbg !2770
  %1989 = sext i32 %1988 to i64, !dbg !2771
  %1990 = load i32, ptr %9, align 4, !dbg !2772
  call void @transparent_crc(i64 noundef %1989, ptr noundef @.str.295, i32 noundef %1990), !dbg !2773
  %1991 = load volatile i136, ptr @g_4246, align 1, !dbg !2774
  %1992 = shl i136 %1991, 49, !dbg !2774
  %1993 = ashr i136 %1992, 116, !dbg !2774
  %1994 = trunc i136 %1993 to i32, !dbg !2774
  %1995 = sext i32 %1994 to i64, !dbg !2775
  %1996 = load i32, ptr %9, align 4, !dbg !2776
  call void @transparent_crc(i64 noundef %1995, ptr noundef @.str.296, i32 noundef %1996), !dbg !2777
  %1997 = load i136, ptr @g_4246, align 1, !dbg !2778
  %1998 = shl i136 %1997, 30, !dbg !2778
  %1999 = ashr i136 %1998, 117, !dbg !2778
  %2000 = trunc i136 %1999 to i32, !dbg !2778
  %2001 = sext i32 %2000 to i64, !dbg !2779
  %2002 = load i32, ptr %9, align 4, !dbg !2780
  call void @transparent_crc(i64 noundef %2001, ptr noundef @.str.297, i32 noundef %2002), !dbg !2781
  %2003 = load i136, ptr @g_4246, align 1, !dbg !2782
  %2004 = lshr i136 %2003, 106, !dbg !2782
  %2005 = trunc i136 %2004 to i32, !dbg !2782
  %2006 = zext i32 %2005 to i64, !dbg !2783
  %2007 = load i32, ptr %9, align 4, !dbg !2784
  call void @transparent_crc(i64 noundef %2006, ptr noundef @.str.298, i32 noundef %2007), !dbg !2785
  %2008 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_4246, i32 0, i32 1), align 1, !dbg !2786
  %2009 = shl i16 %2008, 12, !dbg !2786
  %2010 = ashr i16 %2009, 12, !dbg !2786
  %2011 = sext i16 %2010 to i32, !dbg !2786
  %2012 = sext i32 %2011 to i64, !dbg !2787
  %2013 = load i32, ptr %9, align 4, !dbg !2788
  call void @transparent_crc(i64 noundef %2012, ptr noundef @.str.299, i32 noundef %2013), !dbg !2789
  %2014 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_4246, i32 0, i32 1), align 1, !dbg !2790
  %2015 = lshr i16 %2014, 4, !dbg !2790
  %2016 = and i16 %2015, 511, !dbg !2790
  %2017 = zext i16 %2016 to i32, !dbg !2790
  %2018 = zext i32 %2017 to i64, !dbg !2791
  %2019 = load i32, ptr %9, align 4, !dbg !2792
  call void @transparent_crc(i64 noundef %2018, ptr noundef @.str.300, i32 noundef %2019), !dbg !2793
  store i32 0, ptr %6, align 4, !dbg !2794
  br label %2020, !dbg !2796

2020:                                             ; preds = %2103, %1792
  %2021 = load i32, ptr %6, align 4, !dbg !2797
  %2022 = icmp slt i32 %2021, 5, !dbg !2799
  br i1 %2022, label %2023, label %2106, !dbg !2800

2023:                                             ; preds = %2020
  %2024 = load i32, ptr %6, align 4, !dbg !2801
  %2025 = sext i32 %2024 to i64, !dbg !2803
  %2026 = getelementptr inbounds [5 x %struct.S0], ptr @g_4259, i64 0, i64 %2025, !dbg !2803
  %2027 = load i136, ptr %2026, align 1, !dbg !2804
  %2028 = shl i136 %2027, 107, !dbg !2804
  %2029 = ashr i136 %2028, 107, !dbg !2804
  %2030 = trunc i136 %2029 to i32, !dbg !2804
  %2031 = sext i32 %2030 to i64, !dbg !2803
  %2032 = load i32, ptr %9, align 4, !dbg !2805
  call void @transparent_crc(i64 noundef %2031, ptr noundef @.str.301, i32 noundef %2032), !dbg !2806
  %2033 = load i32, ptr %6, align 4, !dbg !2807
  %2034 = sext i32 %2033 to i64, !dbg !2808
  %2035 = getelementptr inbounds [5 x %struct.S0], ptr @g_4259, i64 0, i64 %2034, !dbg !2808
  %2036 = load i136, ptr %2035, align 1, !dbg !2809
  %2037 = shl i136 %2036, 77, !dbg !2809
  %2038 = ashr i136 %2037, 106, !dbg !2809
  %2039 = trunc i136 %2038 to i32, !dbg !2809
  %2040 = sext i32 %2039 to i64, !dbg !2808
  %2041 = load i32, ptr %9, align 4, !dbg !2810
  call void @transparent_crc(i64 noundef %2040, ptr noundef @.str.302, i32 noundef %2041), !dbg !2811
  %2042 = load i32, ptr %6, align 4, !dbg !2812
  %2043 = sext i32 %2042 to i64, !dbg !2813
  %2044 = getelementptr inbounds [5 x %struct.S0], ptr @g_4259, i64 0, i64 %2043, !dbg !2813
  %2045 = load i136, ptr %2044, align 1, !dbg !2814
  %2046 = shl i136 %2045, 69, !dbg !2814
  %2047 = ashr i136 %2046, 128, !dbg !2814
  %2048 = trunc i136 %2047 to i32, !dbg !2814
  %2049 = sext i32 %2048 to i64, !dbg !2813
  %2050 = load i32, ptr %9, align 4, !dbg !2815
  call void @transparent_crc(i64 noundef %2049, ptr noundef @.str.303, i32 noundef %2050), !dbg !2816
  %2051 = load i32, ptr %6, align 4, !dbg !2817
  %2052 = sext i32 %2051 to i64, !dbg !2818
  %2053 = getelementptr inbounds [5 x %struct.S0], ptr @g_4259, i64 0, i64 %2052, !dbg !2818
  %2054 = load volatile i136, ptr %2053, align 1, !dbg !2819
  %2055 = shl i136 %2054, 49, !dbg !2819
  %2056 = ashr i136 %2055, 116, !dbg !2819
  %2057 = trunc i136 %2056 to i32, !dbg !2819
  %2058 = sext i32 %2057 to i64, !dbg !2818
  %2059 = load i32, ptr %9, align 4, !dbg !2820
  call void @transparent_crc(i64 noundef %2058, ptr noundef @.str.304, i32 noundef %2059), !dbg !2821
  %2060 = load i32, ptr %6, align 4, !dbg !2822
  %2061 = sext i32 %2060 to i64, !dbg !2823
  %2062 = getelementptr inbounds [5 x %struct.S0], ptr @g_4259, i64 0, i64 %2061, !dbg !2823
  %2063 = load i136, ptr %2062, align 1, !dbg !2824
  %2064 = shl i136 %2063, 30, !dbg !2824
  %2065 = ashr i136 %2064, 117, !dbg !2824
  %2066 = trunc i136 %2065 to i32, !dbg !2824
  %2067 = sext i32 %2066 to i64, !dbg !2823
  %2068 = load i32, ptr %9, align 4, !dbg !2825
  call void @transparent_crc(i64 noundef %2067, ptr noundef @.str.305, i32 noundef %2068), !dbg !2826
  %2069 = load i32, ptr %6, align 4, !dbg !2827
  %2070 = sext i32 %2069 to i64, !dbg !2828
  %2071 = getelementptr inbounds [5 x %struct.S0], ptr @g_4259, i64 0, i64 %2070, !dbg !2828
  %2072 = load i136, ptr %2071, align 1, !dbg !2829
  %2073 = lshr i136 %2072, 106, !dbg !2829
  %2074 = trunc i136 %2073 to i32, !dbg !2829
  %2075 = zext i32 %2074 to i64, !dbg !2828
  %2076 = load i32, ptr %9, align 4, !dbg !2830
  call void @transparent_crc(i64 noundef %2075, ptr noundef @.str.306, i32 noundef %2076), !dbg !2831
  %2077 = load i32, ptr %6, align 4, !dbg !2832
  %2078 = sext i32 %2077 to i64, !dbg !2833
  %2079 = getelementptr inbounds [5 x %struct.S0], ptr @g_4259, i64 0, i64 %2078, !dbg !2833
  %2080 = getelementptr inbounds %struct.S0, ptr %2079, i32 0, i32 1, !dbg !2834
  %2081 = load i16, ptr %2080, align 1, !dbg !2834
  %2082 = shl i16 %2081, 12, !dbg !2834
  %2083 = ashr i16 %2082, 12, !dbg !2834
  %2084 = sext i16 %2083 to i32, !dbg !2834
  %2085 = sext i32 %2084 to i64, !dbg !2833
  %2086 = load i32, ptr %9, align 4, !dbg !2835
  call void @transparent_crc(i64 noundef %2085, ptr noundef @.str.307, i32 noundef %2086), !dbg !2836
  %2087 = load i32, ptr %6, align 4, !dbg !2837
  %2088 = sext i32 %2087 to i64, !dbg !2838
  %2089 = getelementptr inbounds [5 x %struct.S0], ptr @g_4259, i64 0, i64 %2088, !dbg !2838
  %2090 = getelementptr inbounds %struct.S0, ptr %2089, i32 0, i32 1, !dbg !2839
  %2091 = load i16, ptr %2090, align 1, !dbg !2839
  %2092 = lshr i16 %2091, 4, !dbg !2839
  %2093 = and i16 %2092, 511, !dbg !2839
  %2094 = zext i16 %2093 to i32, !dbg !2839
  %2095 = zext i32 %2094 to i64, !dbg !2838
  %2096 = load i32, ptr %9, align 4, !dbg !2840
  call void @transparent_crc(i64 noundef %2095, ptr noundef @.str.308, i32 noundef %2096), !dbg !2841
  %2097 = load i32, ptr %9, align 4, !dbg !2842
  %2098 = icmp ne i32 %2097, 0, !dbg !2842
  br i1 %2098, label %2099, label %2102, !dbg !2844

2099:                                             ; preds = %2023
  %2100 = load i32, ptr %6, align 4, !dbg !2845
  %2101 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %2100), !dbg !2846
  br label %2102, !dbg !2846

2102:                                             ; preds = %2099, %2023
  br label %2103, !dbg !2847

2103:                                             ; preds = %2102
  %2104 = load i32, ptr %6, align 4, !dbg !2848
  %2105 = add nsw i32 %2104, 1, !dbg !2848
  store i32 %2105, ptr %6, align 4, !dbg !2848
  br label %2020, !dbg !2849, !llvm.loop !2850

2106:                                             ; preds = %2020
  %2107 = load i136, ptr @g_4307, align 1, !dbg !2852
  %2108 = shl i136 %2107, 107, !dbg !2852
  %2109 = ashr i136 %2108, 107, !dbg !2852
  %2110 = trunc i136 %2109 to i32, !dbg !2852
  %2111 = sext i32 %2110 to i64, !dbg !2853
  %2112 = load i32, ptr %9, align 4, !dbg !2854
  call void @transparent_crc(i64 noundef %2111, ptr noundef @.str.309, i32 noundef %2112), !dbg !2855
  %2113 = load i136, ptr @g_4307, align 1, !dbg !2856
  %2114 = shl i136 %2113, 77, !dbg !2856
  %2115 = ashr i136 %2114, 106, !dbg !2856
  %2116 = trunc i136 %2115 to i32, !dbg !2856
  %2117 = sext i32 %2116 to i64, !dbg !2857
  %2118 = load i32, ptr %9, align 4, !dbg !2858
  call void @transparent_crc(i64 noundef %2117, ptr noundef @.str.310, i32 noundef %2118), !dbg !2859
  %2119 = load i136, ptr @g_4307, align 1, !dbg !2860
  %2120 = shl i136 %2119, 69, !dbg !2860
  %2121 = ashr i136 %2120, 128, !dbg !2860
  %2122 = trunc i136 %2121 to i32, !dbg !2860
  %2123 = sext i32 %2122 to i64, !dbg !2861
  %2124 = load i32, ptr %9, align 4, !dbg !2862
  call void @transparent_crc(i64 noundef %2123, ptr noundef @.str.311, i32 noundef %2124), !dbg !2863
  %2125 = load volatile i136, ptr @g_4307, align 1, !dbg !2864
  %2126 = shl i136 %2125, 49, !dbg !2864
  %2127 = ashr i136 %2126, 116, !dbg !2864
  %2128 = trunc i136 %2127 to i32, !dbg !2864
  %2129 = sext i32 %2128 to i64, !dbg !2865
  %2130 = load i32, ptr %9, align 4, !dbg !2866
  call void @transparent_crc(i64 noundef %2129, ptr noundef @.str.312, i32 noundef %2130), !dbg !2867
  %2131 = load i136, ptr @g_4307, align 1, !dbg !2868
  %2132 = shl i136 %2131, 30, !dbg !2868
  %2133 = ashr i136 %2132, 117, !dbg !2868
  %2134 = trunc i136 %2133 to i32, !dbg !2868
  %2135 = sext i32 %2134 to i64, !dbg !2869
  %2136 = load i32, ptr %9, align 4, !dbg !2870
  call void @transparent_crc(i64 noundef %2135, ptr noundef @.str.313, i32 noundef %2136), !dbg !2871
  %2137 = load i136, ptr @g_4307, align 1, !dbg !2872
  %2138 = lshr i136 %2137, 106, !dbg !2872
  %2139 = trunc i136 %2138 to i32, !dbg !2872
  %2140 = zext i32 %2139 to i64, !dbg !2873
  %2141 = load i32, ptr %9, align 4, !dbg !2874
  call void @transparent_crc(i64 noundef %2140, ptr noundef @.str.314, i32 noundef %2141), !dbg !2875
  %2142 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_4307, i32 0, i32 1), align 1, !dbg !2876
  %2143 = shl i16 %2142, 12, !dbg !2876
  %2144 = ashr i16 %2143, 12, !dbg !2876
  %2145 = sext i16 %2144 to i32, !dbg !2876
  %2146 = sext i32 %2145 to i64, !dbg !2877
  %2147 = load i32, ptr %9, align 4, !dbg !2878
  call void @transparent_crc(i64 noundef %2146, ptr noundef @.str.315, i32 noundef %2147), !dbg !2879
  %2148 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_4307, i32 0, i32 1), align 1, !dbg !2880
  %2149 = lshr i16 %2148, 4, !dbg !2880
  %2150 = and i16 %2149, 511, !dbg !2880
  %2151 = zext i16 %2150 to i32, !dbg !2880
  %2152 = zext i32 %2151 to i64, !dbg !2881
  %2153 = load i32, ptr %9, align 4, !dbg !2882
  call void @transparent_crc(i64 noundef %2152, ptr noundef @.str.316, i32 noundef %2153), !dbg !2883
  %2154 = load i136, ptr @g_4317, align 1, !dbg !2884
  %2155 = shl i136 %2154, 107, !dbg !2884
  %2156 = ashr i136 %2155, 107, !dbg !2884
  %2157 = trunc i136 %2156 to i32, !dbg !2884
  %2158 = sext i32 %2157 to i64, !dbg !2885
  %2159 = load i32, ptr %9, align 4, !dbg !2886
  call void @transparent_crc(i64 noundef %2158, ptr noundef @.str.317, i32 noundef %2159), !dbg !2887
  %2160 = load i136, ptr @g_4317, align 1, !dbg !2888
  %2161 = shl i136 %2160, 77, !dbg !2888
  %2162 = ashr i136 %2161, 106, !dbg !2888
  %2163 = trunc i136 %2162 to i32, !dbg !2888
  %2164 = sext i32 %2163 to i64, !dbg !2889
  %2165 = load i32, ptr %9, align 4, !dbg !2890
  call void @transparent_crc(i64 noundef %2164, ptr noundef @.str.318, i32 noundef %2165), !dbg !2891
  %2166 = load i136, ptr @g_4317, align 1, !dbg !2892
  %2167 = shl i136 %2166, 69, !dbg !2892
  %2168 = ashr i136 %2167, 128, !dbg !2892
  %2169 = trunc i136 %2168 to i32, !dbg !2892
  %2170 = sext i32 %2169 to i64, !dbg !2893
  %2171 = load i32, ptr %9, align 4, !dbg !2894
  call void @transparent_crc(i64 noundef %2170, ptr noundef @.str.319, i32 noundef %2171), !dbg !2895
  %2172 = load volatile i136, ptr @g_4317, align 1, !dbg !2896
  %2173 = shl i136 %2172, 49, !dbg !2896
  %2174 = ashr i136 %2173, 116, !dbg !2896
  %2175 = trunc i136 %2174 to i32, !dbg !2896
  %2176 = sext i32 %2175 to i64, !dbg !2897
  %2177 = load i32, ptr %9, align 4, !dbg !2898
  call void @transparent_crc(i64 noundef %2176, ptr noundef @.str.320, i32 noundef %2177), !dbg !2899
  %2178 = load i136, ptr @g_4317, align 1, !dbg !2900
  %2179 = shl i136 %2178, 30, !dbg !2900
  %2180 = ashr i136 %2179, 117, !dbg !2900
  %2181 = trunc i136 %2180 to i32, !dbg !2900
  %2182 = sext i32 %2181 to i64, !dbg !2901
  %2183 = load i32, ptr %9, align 4, !dbg !2902
  call void @transparent_crc(i64 noundef %2182, ptr noundef @.str.321, i32 noundef %2183), !dbg !2903
  %2184 = load i136, ptr @g_4317, align 1, !dbg !2904
  %2185 = lshr i136 %2184, 106, !dbg !2904
  %2186 = trunc i136 %2185 to i32, !dbg !2904
  %2187 = zext i32 %2186 to i64, !dbg !2905
  %2188 = load i32, ptr %9, align 4, !dbg !2906
  call void @transparent_crc(i64 noundef %2187, ptr noundef @.str.322, i32 noundef %2188), !dbg !2907
  %2189 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_4317, i32 0, i32 1), align 1, !dbg !2908
  %2190 = shl i16 %2189, 12, !dbg !2908
  %2191 = ashr i16 %2190, 12, !dbg !2908
  %2192 = sext i16 %2191 to i32, !dbg !2908
  %2193 = sext i32 %2192 to i64, !dbg !2909
  %2194 = load i32, ptr %9, align 4, !dbg !2910
  call void @transparent_crc(i64 noundef %2193, ptr noundef @.str.323, i32 noundef %2194), !dbg !2911
  %2195 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_4317, i32 0, i32 1), align 1, !dbg !2912
  %2196 = lshr i16 %2195, 4, !dbg !2912
  %2197 = and i16 %2196, 511, !dbg !2912
  %2198 = zext i16 %2197 to i32, !dbg !2912
  %2199 = zext i32 %2198 to i64, !dbg !2913
  %2200 = load i32, ptr %9, align 4, !dbg !2914
  call void @transparent_crc(i64 noundef %2199, ptr noundef @.str.324, i32 noundef %2200), !dbg !2915
  %2201 = load i32, ptr @crc32_context, align 4, !dbg !2916
  %2202 = zext i32 %2201 to i64, !dbg !2916
  %2203 = xor i64 %2202, 4294967295, !dbg !2917
  %2204 = trunc i64 %2203 to i32, !dbg !2916
  %2205 = load i32, ptr %9, align 4, !dbg !2918
  call void @platform_main_end(i32 noundef %2204, i32 noundef %2205), !dbg !2919
  ret i32 0, !dbg !2920
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !2921 {
  ret void, !dbg !2924
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !2925 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !2926, !DIExpression(), !2927)
    #dbg_declare(ptr %2, !2928, !DIExpression(), !2929)
  store i32 -306674912, ptr %2, align 4, !dbg !2929
    #dbg_declare(ptr %3, !2930, !DIExpression(), !2931)
    #dbg_declare(ptr %4, !2932, !DIExpression(), !2933)
  store i32 0, ptr %3, align 4, !dbg !2934
  br label %5, !dbg !2936

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !2937
  %7 = icmp slt i32 %6, 256, !dbg !2939
  br i1 %7, label %8, label %36, !dbg !2940

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !2941
  store i32 %9, ptr %1, align 4, !dbg !2943
  store i32 8, ptr %4, align 4, !dbg !2944
  br label %10, !dbg !2946

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !2947
  %12 = icmp sgt i32 %11, 0, !dbg !2949
  br i1 %12, label %13, label %28, !dbg !2950

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !2951
  %15 = and i32 %14, 1, !dbg !2954
  %16 = icmp ne i32 %15, 0, !dbg !2954
  br i1 %16, label %17, label %21, !dbg !2955

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !2956
  %19 = lshr i32 %18, 1, !dbg !2958
  %20 = xor i32 %19, -306674912, !dbg !2959
  store i32 %20, ptr %1, align 4, !dbg !2960
  br label %24, !dbg !2961

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !2962
  %23 = lshr i32 %22, 1, !dbg !2962
  store i32 %23, ptr %1, align 4, !dbg !2962
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !2964

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !2965
  %27 = add nsw i32 %26, -1, !dbg !2965
  store i32 %27, ptr %4, align 4, !dbg !2965
  br label %10, !dbg !2966, !llvm.loop !2967

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !2969
  %30 = load i32, ptr %3, align 4, !dbg !2970
  %31 = sext i32 %30 to i64, !dbg !2971
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !2971
  store i32 %29, ptr %32, align 4, !dbg !2972
  br label %33, !dbg !2973

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !2974
  %35 = add nsw i32 %34, 1, !dbg !2974
  store i32 %35, ptr %3, align 4, !dbg !2974
  br label %5, !dbg !2975, !llvm.loop !2976

36:                                               ; preds = %5
  ret void, !dbg !2978
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @func_1(ptr dead_on_unwind noalias writable sret(%struct.S0) align 1 %0) #0 !dbg !2979 {
  %2 = alloca [6 x i32], align 16
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca [6 x [1 x i32]], align 16
  %11 = alloca %union.U2, align 4
  %12 = alloca [4 x ptr], align 16
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca [9 x [9 x [3 x ptr]]], align 16
  %16 = alloca %union.U1, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
    #dbg_declare(ptr %2, !2982, !DIExpression(), !2984)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.func_1.l_8, i64 24, i1 false), !dbg !2984
    #dbg_declare(ptr %3, !2985, !DIExpression(), !2986)
  store i8 -1, ptr %3, align 1, !dbg !2986
    #dbg_declare(ptr %4, !2987, !DIExpression(), !2988)
  store i8 7, ptr %4, align 1, !dbg !2988
    #dbg_declare(ptr %5, !2989, !DIExpression(), !2990)
  store i64 7672081118904429708, ptr %5, align 8, !dbg !2990
    #dbg_declare(ptr %6, !2991, !DIExpression(), !2992)
  store i32 1542490152, ptr %6, align 4, !dbg !2992
    #dbg_declare(ptr %7, !2993, !DIExpression(), !2995)
  store ptr @g_1999, ptr %7, align 8, !dbg !2995
    #dbg_declare(ptr %8, !2996, !DIExpression(), !2998)
  store ptr @g_553, ptr %8, align 8, !dbg !2998
    #dbg_declare(ptr %9, !2999, !DIExpression(), !3000)
  store i64 7, ptr %9, align 8, !dbg !3000
    #dbg_declare(ptr %10, !3001, !DIExpression(), !3004)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 @__const.func_1.l_4175, i64 24, i1 false), !dbg !3004
    #dbg_declare(ptr %11, !3005, !DIExpression(), !3006)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 @__const.func_1.l_4240, i64 4, i1 false), !dbg !3006
    #dbg_declare(ptr %12, !3007, !DIExpression(), !3011)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 @__const.func_1.l_4248, i64 32, i1 false), !dbg !3011
    #dbg_declare(ptr %13, !3012, !DIExpression(), !3013)
  store i64 4964121589577137503, ptr %13, align 8, !dbg !3013
    #dbg_declare(ptr %14, !3014, !DIExpression(), !3017)
  store ptr null, ptr %14, align 8, !dbg !3017
    #dbg_declare(ptr %15, !3018, !DIExpression(), !3022)
  store ptr %14, ptr %15, align 8, !dbg !3023
  %20 = getelementptr inbounds ptr, ptr %15, i64 1, !dbg !3023
  store ptr %14, ptr %20, align 8, !dbg !3023
  %21 = getelementptr inbounds ptr, ptr %15, i64 2, !dbg !3023
  store ptr %14, ptr %21, align 8, !dbg !3023
  %22 = getelementptr inbounds [3 x ptr], ptr %15, i64 1, !dbg !3024
  store ptr %14, ptr %22, align 8, !dbg !3025
  %23 = getelementptr inbounds ptr, ptr %22, i64 1, !dbg !3025
  store ptr %14, ptr %23, align 8, !dbg !3025
  %24 = getelementptr inbounds ptr, ptr %22, i64 2, !dbg !3025
  store ptr %14, ptr %24, align 8, !dbg !3025
  %25 = getelementptr inbounds [3 x ptr], ptr %15, i64 2, !dbg !3024
  store ptr %14, ptr %25, align 8, !dbg !3026
  %26 = getelementptr inbounds ptr, ptr %25, i64 1, !dbg !3026
  store ptr %14, ptr %26, align 8, !dbg !3026
  %27 = getelementptr inbounds ptr, ptr %25, i64 2, !dbg !3026
  store ptr %14, ptr %27, align 8, !dbg !3026
  %28 = getelementptr inbounds [3 x ptr], ptr %15, i64 3, !dbg !3024
  store ptr %14, ptr %28, align 8, !dbg !3027
  %29 = getelementptr inbounds ptr, ptr %28, i64 1, !dbg !3027
  store ptr null, ptr %29, align 8, !dbg !3027
  %30 = getelementptr inbounds ptr, ptr %28, i64 2, !dbg !3027
  store ptr %14, ptr %30, align 8, !dbg !3027
  %31 = getelementptr inbounds [3 x ptr], ptr %15, i64 4, !dbg !3024
  store ptr %14, ptr %31, align 8, !dbg !3028
  %32 = getelementptr inbounds ptr, ptr %31, i64 1, !dbg !3028
  store ptr null, ptr %32, align 8, !dbg !3028
  %33 = getelementptr inbounds ptr, ptr %31, i64 2, !dbg !3028
  store ptr null, ptr %33, align 8, !dbg !3028
  %34 = getelementptr inbounds [3 x ptr], ptr %15, i64 5, !dbg !3024
  store ptr null, ptr %34, align 8, !dbg !3029
  %35 = getelementptr inbounds ptr, ptr %34, i64 1, !dbg !3029
  store ptr %14, ptr %35, align 8, !dbg !3029
  %36 = getelementptr inbounds ptr, ptr %34, i64 2, !dbg !3029
  store ptr null, ptr %36, align 8, !dbg !3029
  %37 = getelementptr inbounds [3 x ptr], ptr %15, i64 6, !dbg !3024
  store ptr %14, ptr %37, align 8, !dbg !3030
  %38 = getelementptr inbounds ptr, ptr %37, i64 1, !dbg !3030
  store ptr %14, ptr %38, align 8, !dbg !3030
  %39 = getelementptr inbounds ptr, ptr %37, i64 2, !dbg !3030
  store ptr %14, ptr %39, align 8, !dbg !3030
  %40 = getelementptr inbounds [3 x ptr], ptr %15, i64 7, !dbg !3024
  store ptr %14, ptr %40, align 8, !dbg !3031
  %41 = getelementptr inbounds ptr, ptr %40, i64 1, !dbg !3031
  store ptr %14, ptr %41, align 8, !dbg !3031
  %42 = getelementptr inbounds ptr, ptr %40, i64 2, !dbg !3031
  store ptr %14, ptr %42, align 8, !dbg !3031
  %43 = getelementptr inbounds [3 x ptr], ptr %15, i64 8, !dbg !3024
  store ptr %14, ptr %43, align 8, !dbg !3032
  %44 = getelementptr inbounds ptr, ptr %43, i64 1, !dbg !3032
  store ptr %14, ptr %44, align 8, !dbg !3032
  %45 = getelementptr inbounds ptr, ptr %43, i64 2, !dbg !3032
  store ptr %14, ptr %45, align 8, !dbg !3032
  %46 = getelementptr inbounds [9 x [3 x ptr]], ptr %15, i64 1, !dbg !3033
  store ptr %14, ptr %46, align 8, !dbg !3034
  %47 = getelementptr inbounds ptr, ptr %46, i64 1, !dbg !3034
  store ptr %14, ptr %47, align 8, !dbg !3034
  %48 = getelementptr inbounds ptr, ptr %46, i64 2, !dbg !3034
  store ptr %14, ptr %48, align 8, !dbg !3034
  %49 = getelementptr inbounds [3 x ptr], ptr %46, i64 1, !dbg !3035
  store ptr null, ptr %49, align 8, !dbg !3036
  %50 = getelementptr inbounds ptr, ptr %49, i64 1, !dbg !3036
  store ptr %14, ptr %50, align 8, !dbg !3036
  %51 = getelementptr inbounds ptr, ptr %49, i64 2, !dbg !3036
  store ptr %14, ptr %51, align 8, !dbg !3036
  %52 = getelementptr inbounds [3 x ptr], ptr %46, i64 2, !dbg !3035
  store ptr %14, ptr %52, align 8, !dbg !3037
  %53 = getelementptr inbounds ptr, ptr %52, i64 1, !dbg !3037
  store ptr %14, ptr %53, align 8, !dbg !3037
  %54 = getelementptr inbounds ptr, ptr %52, i64 2, !dbg !3037
  store ptr %14, ptr %54, align 8, !dbg !3037
  %55 = getelementptr inbounds [3 x ptr], ptr %46, i64 3, !dbg !3035
  store ptr %14, ptr %55, align 8, !dbg !3038
  %56 = getelementptr inbounds ptr, ptr %55, i64 1, !dbg !3038
  store ptr %14, ptr %56, align 8, !dbg !3038
  %57 = getelementptr inbounds ptr, ptr %55, i64 2, !dbg !3038
  store ptr %14, ptr %57, align 8, !dbg !3038
  %58 = getelementptr inbounds [3 x ptr], ptr %46, i64 4, !dbg !3035
  store ptr %14, ptr %58, align 8, !dbg !3039
  %59 = getelementptr inbounds ptr, ptr %58, i64 1, !dbg !3039
  store ptr %14, ptr %59, align 8, !dbg !3039
  %60 = getelementptr inbounds ptr, ptr %58, i64 2, !dbg !3039
  store ptr %14, ptr %60, align 8, !dbg !3039
  %61 = getelementptr inbounds [3 x ptr], ptr %46, i64 5, !dbg !3035
  store ptr %14, ptr %61, align 8, !dbg !3040
  %62 = getelementptr inbounds ptr, ptr %61, i64 1, !dbg !3040
  store ptr %14, ptr %62, align 8, !dbg !3040
  %63 = getelementptr inbounds ptr, ptr %61, i64 2, !dbg !3040
  store ptr %14, ptr %63, align 8, !dbg !3040
  %64 = getelementptr inbounds [3 x ptr], ptr %46, i64 6, !dbg !3035
  store ptr null, ptr %64, align 8, !dbg !3041
  %65 = getelementptr inbounds ptr, ptr %64, i64 1, !dbg !3041
  store ptr %14, ptr %65, align 8, !dbg !3041
  %66 = getelementptr inbounds ptr, ptr %64, i64 2, !dbg !3041
  store ptr %14, ptr %66, align 8, !dbg !3041
  %67 = getelementptr inbounds [3 x ptr], ptr %46, i64 7, !dbg !3035
  store ptr %14, ptr %67, align 8, !dbg !3042
  %68 = getelementptr inbounds ptr, ptr %67, i64 1, !dbg !3042
  store ptr %14, ptr %68, align 8, !dbg !3042
  %69 = getelementptr inbounds ptr, ptr %67, i64 2, !dbg !3042
  store ptr %14, ptr %69, align 8, !dbg !3042
  %70 = getelementptr inbounds [3 x ptr], ptr %46, i64 8, !dbg !3035
  store ptr %14, ptr %70, align 8, !dbg !3043
  %71 = getelementptr inbounds ptr, ptr %70, i64 1, !dbg !3043
  store ptr %14, ptr %71, align 8, !dbg !3043
  %72 = getelementptr inbounds ptr, ptr %70, i64 2, !dbg !3043
  store ptr %14, ptr %72, align 8, !dbg !3043
  %73 = getelementptr inbounds [9 x [3 x ptr]], ptr %15, i64 2, !dbg !3033
  store ptr %14, ptr %73, align 8, !dbg !3044
  %74 = getelementptr inbounds ptr, ptr %73, i64 1, !dbg !3044
  store ptr %14, ptr %74, align 8, !dbg !3044
  %75 = getelementptr inbounds ptr, ptr %73, i64 2, !dbg !3044
  store ptr %14, ptr %75, align 8, !dbg !3044
  %76 = getelementptr inbounds [3 x ptr], ptr %73, i64 1, !dbg !3045
  store ptr %14, ptr %76, align 8, !dbg !3046
  %77 = getelementptr inbounds ptr, ptr %76, i64 1, !dbg !3046
  store ptr %14, ptr %77, align 8, !dbg !3046
  %78 = getelementptr inbounds ptr, ptr %76, i64 2, !dbg !3046
  store ptr %14, ptr %78, align 8, !dbg !3046
  %79 = getelementptr inbounds [3 x ptr], ptr %73, i64 2, !dbg !3045
  store ptr null, ptr %79, align 8, !dbg !3047
  %80 = getelementptr inbounds ptr, ptr %79, i64 1, !dbg !3047
  store ptr %14, ptr %80, align 8, !dbg !3047
  %81 = getelementptr inbounds ptr, ptr %79, i64 2, !dbg !3047
  store ptr %14, ptr %81, align 8, !dbg !3047
  %82 = getelementptr inbounds [3 x ptr], ptr %73, i64 3, !dbg !3045
  store ptr %14, ptr %82, align 8, !dbg !3048
  %83 = getelementptr inbounds ptr, ptr %82, i64 1, !dbg !3048
  store ptr %14, ptr %83, align 8, !dbg !3048
  %84 = getelementptr inbounds ptr, ptr %82, i64 2, !dbg !3048
  store ptr %14, ptr %84, align 8, !dbg !3048
  %85 = getelementptr inbounds [3 x ptr], ptr %73, i64 4, !dbg !3045
  store ptr %14, ptr %85, align 8, !dbg !3049
  %86 = getelementptr inbounds ptr, ptr %85, i64 1, !dbg !3049
  store ptr %14, ptr %86, align 8, !dbg !3049
  %87 = getelementptr inbounds ptr, ptr %85, i64 2, !dbg !3049
  store ptr %14, ptr %87, align 8, !dbg !3049
  %88 = getelementptr inbounds [3 x ptr], ptr %73, i64 5, !dbg !3045
  store ptr %14, ptr %88, align 8, !dbg !3050
  %89 = getelementptr inbounds ptr, ptr %88, i64 1, !dbg !3050
  store ptr %14, ptr %89, align 8, !dbg !3050
  %90 = getelementptr inbounds ptr, ptr %88, i64 2, !dbg !3050
  store ptr %14, ptr %90, align 8, !dbg !3050
  %91 = getelementptr inbounds [3 x ptr], ptr %73, i64 6, !dbg !3045
  store ptr %14, ptr %91, align 8, !dbg !3051
  %92 = getelementptr inbounds ptr, ptr %91, i64 1, !dbg !3051
  store ptr %14, ptr %92, align 8, !dbg !3051
  %93 = getelementptr inbounds ptr, ptr %91, i64 2, !dbg !3051
  store ptr %14, ptr %93, align 8, !dbg !3051
  %94 = getelementptr inbounds [3 x ptr], ptr %73, i64 7, !dbg !3045
  store ptr %14, ptr %94, align 8, !dbg !3052
  %95 = getelementptr inbounds ptr, ptr %94, i64 1, !dbg !3052
  store ptr %14, ptr %95, align 8, !dbg !3052
  %96 = getelementptr inbounds ptr, ptr %94, i64 2, !dbg !3052
  store ptr %14, ptr %96, align 8, !dbg !3052
  %97 = getelementptr inbounds [3 x ptr], ptr %73, i64 8, !dbg !3045
  store ptr %14, ptr %97, align 8, !dbg !3053
  %98 = getelementptr inbounds ptr, ptr %97, i64 1, !dbg !3053
  store ptr %14, ptr %98, align 8, !dbg !3053
  %99 = getelementptr inbounds ptr, ptr %97, i64 2, !dbg !3053
  store ptr %14, ptr %99, align 8, !dbg !3053
  %100 = getelementptr inbounds [9 x [3 x ptr]], ptr %15, i64 3, !dbg !3033
  store ptr %14, ptr %100, align 8, !dbg !3054
  %101 = getelementptr inbounds ptr, ptr %100, i64 1, !dbg !3054
  store ptr %14, ptr %101, align 8, !dbg !3054
  %102 = getelementptr inbounds ptr, ptr %100, i64 2, !dbg !3054
  store ptr null, ptr %102, align 8, !dbg !3054
  %103 = getelementptr inbounds [3 x ptr], ptr %100, i64 1, !dbg !3055
  store ptr %14, ptr %103, align 8, !dbg !3056
  %104 = getelementptr inbounds ptr, ptr %103, i64 1, !dbg !3056
  store ptr %14, ptr %104, align 8, !dbg !3056
  %105 = getelementptr inbounds ptr, ptr %103, i64 2, !dbg !3056
  store ptr %14, ptr %105, align 8, !dbg !3056
  %106 = getelementptr inbounds [3 x ptr], ptr %100, i64 2, !dbg !3055
  store ptr %14, ptr %106, align 8, !dbg !3057
  %107 = getelementptr inbounds ptr, ptr %106, i64 1, !dbg !3057
  store ptr %14, ptr %107, align 8, !dbg !3057
  %108 = getelementptr inbounds ptr, ptr %106, i64 2, !dbg !3057
  store ptr %14, ptr %108, align 8, !dbg !3057
  %109 = getelementptr inbounds [3 x ptr], ptr %100, i64 3, !dbg !3055
  store ptr %14, ptr %109, align 8, !dbg !3058
  %110 = getelementptr inbounds ptr, ptr %109, i64 1, !dbg !3058
  store ptr %14, ptr %110, align 8, !dbg !3058
  %111 = getelementptr inbounds ptr, ptr %109, i64 2, !dbg !3058
  store ptr %14, ptr %111, align 8, !dbg !3058
  %112 = getelementptr inbounds [3 x ptr], ptr %100, i64 4, !dbg !3055
  store ptr %14, ptr %112, align 8, !dbg !3059
  %113 = getelementptr inbounds ptr, ptr %112, i64 1, !dbg !3059
  store ptr %14, ptr %113, align 8, !dbg !3059
  %114 = getelementptr inbounds ptr, ptr %112, i64 2, !dbg !3059
  store ptr %14, ptr %114, align 8, !dbg !3059
  %115 = getelementptr inbounds [3 x ptr], ptr %100, i64 5, !dbg !3055
  store ptr null, ptr %115, align 8, !dbg !3060
  %116 = getelementptr inbounds ptr, ptr %115, i64 1, !dbg !3060
  store ptr %14, ptr %116, align 8, !dbg !3060
  %117 = getelementptr inbounds ptr, ptr %115, i64 2, !dbg !3060
  store ptr %14, ptr %117, align 8, !dbg !3060
  %118 = getelementptr inbounds [3 x ptr], ptr %100, i64 6, !dbg !3055
  store ptr %14, ptr %118, align 8, !dbg !3061
  %119 = getelementptr inbounds ptr, ptr %118, i64 1, !dbg !3061
  store ptr %14, ptr %119, align 8, !dbg !3061
  %120 = getelementptr inbounds ptr, ptr %118, i64 2, !dbg !3061
  store ptr %14, ptr %120, align 8, !dbg !3061
  %121 = getelementptr inbounds [3 x ptr], ptr %100, i64 7, !dbg !3055
  store ptr %14, ptr %121, align 8, !dbg !3062
  %122 = getelementptr inbounds ptr, ptr %121, i64 1, !dbg !3062
  store ptr %14, ptr %122, align 8, !dbg !3062
  %123 = getelementptr inbounds ptr, ptr %121, i64 2, !dbg !3062
  store ptr %14, ptr %123, align 8, !dbg !3062
  %124 = getelementptr inbounds [3 x ptr], ptr %100, i64 8, !dbg !3055
  store ptr %14, ptr %124, align 8, !dbg !3063
  %125 = getelementptr inbounds ptr, ptr %124, i64 1, !dbg !3063
  store ptr %14, ptr %125, align 8, !dbg !3063
  %126 = getelementptr inbounds ptr, ptr %124, i64 2, !dbg !3063
  store ptr null, ptr %126, align 8, !dbg !3063
  %127 = getelementptr inbounds [9 x [3 x ptr]], ptr %15, i64 4, !dbg !3033
  store ptr %14, ptr %127, align 8, !dbg !3064
  %128 = getelementptr inbounds ptr, ptr %127, i64 1, !dbg !3064
  store ptr %14, ptr %128, align 8, !dbg !3064
  %129 = getelementptr inbounds ptr, ptr %127, i64 2, !dbg !3064
  store ptr %14, ptr %129, align 8, !dbg !3064
  %130 = getelementptr inbounds [3 x ptr], ptr %127, i64 1, !dbg !3065
  store ptr null, ptr %130, align 8, !dbg !3066
  %131 = getelementptr inbounds ptr, ptr %130, i64 1, !dbg !3066
  store ptr %14, ptr %131, align 8, !dbg !3066
  %132 = getelementptr inbounds ptr, ptr %130, i64 2, !dbg !3066
  store ptr %14, ptr %132, align 8, !dbg !3066
  %133 = getelementptr inbounds [3 x ptr], ptr %127, i64 2, !dbg !3065
  store ptr %14, ptr %133, align 8, !dbg !3067
  %134 = getelementptr inbounds ptr, ptr %133, i64 1, !dbg !3067
  store ptr %14, ptr %134, align 8, !dbg !3067
  %135 = getelementptr inbounds ptr, ptr %133, i64 2, !dbg !3067
  store ptr %14, ptr %135, align 8, !dbg !3067
  %136 = getelementptr inbounds [3 x ptr], ptr %127, i64 3, !dbg !3065
  store ptr %14, ptr %136, align 8, !dbg !3068
  %137 = getelementptr inbounds ptr, ptr %136, i64 1, !dbg !3068
  store ptr %14, ptr %137, align 8, !dbg !3068
  %138 = getelementptr inbounds ptr, ptr %136, i64 2, !dbg !3068
  store ptr %14, ptr %138, align 8, !dbg !3068
  %139 = getelementptr inbounds [3 x ptr], ptr %127, i64 4, !dbg !3065
  store ptr %14, ptr %139, align 8, !dbg !3069
  %140 = getelementptr inbounds ptr, ptr %139, i64 1, !dbg !3069
  store ptr null, ptr %140, align 8, !dbg !3069
  %141 = getelementptr inbounds ptr, ptr %139, i64 2, !dbg !3069
  store ptr %14, ptr %141, align 8, !dbg !3069
  %142 = getelementptr inbounds [3 x ptr], ptr %127, i64 5, !dbg !3065
  store ptr %14, ptr %142, align 8, !dbg !3070
  %143 = getelementptr inbounds ptr, ptr %142, i64 1, !dbg !3070
  store ptr %14, ptr %143, align 8, !dbg !3070
  %144 = getelementptr inbounds ptr, ptr %142, i64 2, !dbg !3070
  store ptr %14, ptr %144, align 8, !dbg !3070
  %145 = getelementptr inbounds [3 x ptr], ptr %127, i64 6, !dbg !3065
  store ptr %14, ptr %145, align 8, !dbg !3071
  %146 = getelementptr inbounds ptr, ptr %145, i64 1, !dbg !3071
  store ptr %14, ptr %146, align 8, !dbg !3071
  %147 = getelementptr inbounds ptr, ptr %145, i64 2, !dbg !3071
  store ptr null, ptr %147, align 8, !dbg !3071
  %148 = getelementptr inbounds [3 x ptr], ptr %127, i64 7, !dbg !3065
  store ptr %14, ptr %148, align 8, !dbg !3072
  %149 = getelementptr inbounds ptr, ptr %148, i64 1, !dbg !3072
  store ptr %14, ptr %149, align 8, !dbg !3072
  %150 = getelementptr inbounds ptr, ptr %148, i64 2, !dbg !3072
  store ptr %14, ptr %150, align 8, !dbg !3072
  %151 = getelementptr inbounds [3 x ptr], ptr %127, i64 8, !dbg !3065
  store ptr %14, ptr %151, align 8, !dbg !3073
  %152 = getelementptr inbounds ptr, ptr %151, i64 1, !dbg !3073
  store ptr %14, ptr %152, align 8, !dbg !3073
  %153 = getelementptr inbounds ptr, ptr %151, i64 2, !dbg !3073
  store ptr %14, ptr %153, align 8, !dbg !3073
  %154 = getelementptr inbounds [9 x [3 x ptr]], ptr %15, i64 5, !dbg !3033
  store ptr %14, ptr %154, align 8, !dbg !3074
  %155 = getelementptr inbounds ptr, ptr %154, i64 1, !dbg !3074
  store ptr %14, ptr %155, align 8, !dbg !3074
  %156 = getelementptr inbounds ptr, ptr %154, i64 2, !dbg !3074
  store ptr %14, ptr %156, align 8, !dbg !3074
  %157 = getelementptr inbounds [3 x ptr], ptr %154, i64 1, !dbg !3075
  store ptr %14, ptr %157, align 8, !dbg !3076
  %158 = getelementptr inbounds ptr, ptr %157, i64 1, !dbg !3076
  store ptr %14, ptr %158, align 8, !dbg !3076
  %159 = getelementptr inbounds ptr, ptr %157, i64 2, !dbg !3076
  store ptr %14, ptr %159, align 8, !dbg !3076
  %160 = getelementptr inbounds [3 x ptr], ptr %154, i64 2, !dbg !3075
  store ptr %14, ptr %160, align 8, !dbg !3077
  %161 = getelementptr inbounds ptr, ptr %160, i64 1, !dbg !3077
  store ptr %14, ptr %161, align 8, !dbg !3077
  %162 = getelementptr inbounds ptr, ptr %160, i64 2, !dbg !3077
  store ptr %14, ptr %162, align 8, !dbg !3077
  %163 = getelementptr inbounds [3 x ptr], ptr %154, i64 3, !dbg !3075
  store ptr %14, ptr %163, align 8, !dbg !3078
  %164 = getelementptr inbounds ptr, ptr %163, i64 1, !dbg !3078
  store ptr %14, ptr %164, align 8, !dbg !3078
  %165 = getelementptr inbounds ptr, ptr %163, i64 2, !dbg !3078
  store ptr null, ptr %165, align 8, !dbg !3078
  %166 = getelementptr inbounds [3 x ptr], ptr %154, i64 4, !dbg !3075
  store ptr null, ptr %166, align 8, !dbg !3079
  %167 = getelementptr inbounds ptr, ptr %166, i64 1, !dbg !3079
  store ptr %14, ptr %167, align 8, !dbg !3079
  %168 = getelementptr inbounds ptr, ptr %166, i64 2, !dbg !3079
  store ptr %14, ptr %168, align 8, !dbg !3079
  %169 = getelementptr inbounds [3 x ptr], ptr %154, i64 5, !dbg !3075
  store ptr %14, ptr %169, align 8, !dbg !3080
  %170 = getelementptr inbounds ptr, ptr %169, i64 1, !dbg !3080
  store ptr %14, ptr %170, align 8, !dbg !3080
  %171 = getelementptr inbounds ptr, ptr %169, i64 2, !dbg !3080
  store ptr %14, ptr %171, align 8, !dbg !3080
  %172 = getelementptr inbounds [3 x ptr], ptr %154, i64 6, !dbg !3075
  store ptr %14, ptr %172, align 8, !dbg !3081
  %173 = getelementptr inbounds ptr, ptr %172, i64 1, !dbg !3081
  store ptr %14, ptr %173, align 8, !dbg !3081
  %174 = getelementptr inbounds ptr, ptr %172, i64 2, !dbg !3081
  store ptr %14, ptr %174, align 8, !dbg !3081
  %175 = getelementptr inbounds [3 x ptr], ptr %154, i64 7, !dbg !3075
  store ptr %14, ptr %175, align 8, !dbg !3082
  %176 = getelementptr inbounds ptr, ptr %175, i64 1, !dbg !3082
  store ptr %14, ptr %176, align 8, !dbg !3082
  %177 = getelementptr inbounds ptr, ptr %175, i64 2, !dbg !3082
  store ptr %14, ptr %177, align 8, !dbg !3082
  %178 = getelementptr inbounds [3 x ptr], ptr %154, i64 8, !dbg !3075
  store ptr %14, ptr %178, align 8, !dbg !3083
  %179 = getelementptr inbounds ptr, ptr %178, i64 1, !dbg !3083
  store ptr %14, ptr %179, align 8, !dbg !3083
  %180 = getelementptr inbounds ptr, ptr %178, i64 2, !dbg !3083
  store ptr null, ptr %180, align 8, !dbg !3083
  %181 = getelementptr inbounds [9 x [3 x ptr]], ptr %15, i64 6, !dbg !3033
  store ptr null, ptr %181, align 8, !dbg !3084
  %182 = getelementptr inbounds ptr, ptr %181, i64 1, !dbg !3084
  store ptr %14, ptr %182, align 8, !dbg !3084
  %183 = getelementptr inbounds ptr, ptr %181, i64 2, !dbg !3084
  store ptr %14, ptr %183, align 8, !dbg !3084
  %184 = getelementptr inbounds [3 x ptr], ptr %181, i64 1, !dbg !3085
  store ptr %14, ptr %184, align 8, !dbg !3086
  %185 = getelementptr inbounds ptr, ptr %184, i64 1, !dbg !3086
  store ptr %14, ptr %185, align 8, !dbg !3086
  %186 = getelementptr inbounds ptr, ptr %184, i64 2, !dbg !3086
  store ptr %14, ptr %186, align 8, !dbg !3086
  %187 = getelementptr inbounds [3 x ptr], ptr %181, i64 2, !dbg !3085
  store ptr %14, ptr %187, align 8, !dbg !3087
  %188 = getelementptr inbounds ptr, ptr %187, i64 1, !dbg !3087
  store ptr %14, ptr %188, align 8, !dbg !3087
  %189 = getelementptr inbounds ptr, ptr %187, i64 2, !dbg !3087
  store ptr %14, ptr %189, align 8, !dbg !3087
  %190 = getelementptr inbounds [3 x ptr], ptr %181, i64 3, !dbg !3085
  store ptr %14, ptr %190, align 8, !dbg !3088
  %191 = getelementptr inbounds ptr, ptr %190, i64 1, !dbg !3088
  store ptr %14, ptr %191, align 8, !dbg !3088
  %192 = getelementptr inbounds ptr, ptr %190, i64 2, !dbg !3088
  store ptr %14, ptr %192, align 8, !dbg !3088
  %193 = getelementptr inbounds [3 x ptr], ptr %181, i64 4, !dbg !3085
  store ptr %14, ptr %193, align 8, !dbg !3089
  %194 = getelementptr inbounds ptr, ptr %193, i64 1, !dbg !3089
  store ptr %14, ptr %194, align 8, !dbg !3089
  %195 = getelementptr inbounds ptr, ptr %193, i64 2, !dbg !3089
  store ptr %14, ptr %195, align 8, !dbg !3089
  %196 = getelementptr inbounds [3 x ptr], ptr %181, i64 5, !dbg !3085
  store ptr null, ptr %196, align 8, !dbg !3090
  %197 = getelementptr inbounds ptr, ptr %196, i64 1, !dbg !3090
  store ptr %14, ptr %197, align 8, !dbg !3090
  %198 = getelementptr inbounds ptr, ptr %196, i64 2, !dbg !3090
  store ptr %14, ptr %198, align 8, !dbg !3090
  %199 = getelementptr inbounds [3 x ptr], ptr %181, i64 6, !dbg !3085
  store ptr %14, ptr %199, align 8, !dbg !3091
  %200 = getelementptr inbounds ptr, ptr %199, i64 1, !dbg !3091
  store ptr %14, ptr %200, align 8, !dbg !3091
  %201 = getelementptr inbounds ptr, ptr %199, i64 2, !dbg !3091
  store ptr null, ptr %201, align 8, !dbg !3091
  %202 = getelementptr inbounds [3 x ptr], ptr %181, i64 7, !dbg !3085
  store ptr %14, ptr %202, align 8, !dbg !3092
  %203 = getelementptr inbounds ptr, ptr %202, i64 1, !dbg !3092
  store ptr %14, ptr %203, align 8, !dbg !3092
  %204 = getelementptr inbounds ptr, ptr %202, i64 2, !dbg !3092
  store ptr %14, ptr %204, align 8, !dbg !3092
  %205 = getelementptr inbounds [3 x ptr], ptr %181, i64 8, !dbg !3085
  store ptr %14, ptr %205, align 8, !dbg !3093
  %206 = getelementptr inbounds ptr, ptr %205, i64 1, !dbg !3093
  store ptr %14, ptr %206, align 8, !dbg !3093
  %207 = getelementptr inbounds ptr, ptr %205, i64 2, !dbg !3093
  store ptr %14, ptr %207, align 8, !dbg !3093
  %208 = getelementptr inbounds [9 x [3 x ptr]], ptr %15, i64 7, !dbg !3033
  store ptr %14, ptr %208, align 8, !dbg !3094
  %209 = getelementptr inbounds ptr, ptr %208, i64 1, !dbg !3094
  store ptr %14, ptr %209, align 8, !dbg !3094
  %210 = getelementptr inbounds ptr, ptr %208, i64 2, !dbg !3094
  store ptr %14, ptr %210, align 8, !dbg !3094
  %211 = getelementptr inbounds [3 x ptr], ptr %208, i64 1, !dbg !3095
  store ptr %14, ptr %211, align 8, !dbg !3096
  %212 = getelementptr inbounds ptr, ptr %211, i64 1, !dbg !3096
  store ptr %14, ptr %212, align 8, !dbg !3096
  %213 = getelementptr inbounds ptr, ptr %211, i64 2, !dbg !3096
  store ptr %14, ptr %213, align 8, !dbg !3096
  %214 = getelementptr inbounds [3 x ptr], ptr %208, i64 2, !dbg !3095
  store ptr %14, ptr %214, align 8, !dbg !3097
  %215 = getelementptr inbounds ptr, ptr %214, i64 1, !dbg !3097
  store ptr %14, ptr %215, align 8, !dbg !3097
  %216 = getelementptr inbounds ptr, ptr %214, i64 2, !dbg !3097
  store ptr null, ptr %216, align 8, !dbg !3097
  %217 = getelementptr inbounds [3 x ptr], ptr %208, i64 3, !dbg !3095
  store ptr %14, ptr %217, align 8, !dbg !3098
  %218 = getelementptr inbounds ptr, ptr %217, i64 1, !dbg !3098
  store ptr %14, ptr %218, align 8, !dbg !3098
  %219 = getelementptr inbounds ptr, ptr %217, i64 2, !dbg !3098
  store ptr %14, ptr %219, align 8, !dbg !3098
  %220 = getelementptr inbounds [3 x ptr], ptr %208, i64 4, !dbg !3095
  store ptr %14, ptr %220, align 8, !dbg !3099
  %221 = getelementptr inbounds ptr, ptr %220, i64 1, !dbg !3099
  store ptr %14, ptr %221, align 8, !dbg !3099
  %222 = getelementptr inbounds ptr, ptr %220, i64 2, !dbg !3099
  store ptr %14, ptr %222, align 8, !dbg !3099
  %223 = getelementptr inbounds [3 x ptr], ptr %208, i64 5, !dbg !3095
  store ptr %14, ptr %223, align 8, !dbg !3100
  %224 = getelementptr inbounds ptr, ptr %223, i64 1, !dbg !3100
  store ptr null, ptr %224, align 8, !dbg !3100
  %225 = getelementptr inbounds ptr, ptr %223, i64 2, !dbg !3100
  store ptr %14, ptr %225, align 8, !dbg !3100
  %226 = getelementptr inbounds [3 x ptr], ptr %208, i64 6, !dbg !3095
  store ptr %14, ptr %226, align 8, !dbg !3101
  %227 = getelementptr inbounds ptr, ptr %226, i64 1, !dbg !3101
  store ptr %14, ptr %227, align 8, !dbg !3101
  %228 = getelementptr inbounds ptr, ptr %226, i64 2, !dbg !3101
  store ptr null, ptr %228, align 8, !dbg !3101
  %229 = getelementptr inbounds [3 x ptr], ptr %208, i64 7, !dbg !3095
  store ptr %14, ptr %229, align 8, !dbg !3102
  %230 = getelementptr inbounds ptr, ptr %229, i64 1, !dbg !3102
  store ptr %14, ptr %230, align 8, !dbg !3102
  %231 = getelementptr inbounds ptr, ptr %229, i64 2, !dbg !3102
  store ptr %14, ptr %231, align 8, !dbg !3102
  %232 = getelementptr inbounds [3 x ptr], ptr %208, i64 8, !dbg !3095
  store ptr %14, ptr %232, align 8, !dbg !3103
  %233 = getelementptr inbounds ptr, ptr %232, i64 1, !dbg !3103
  store ptr %14, ptr %233, align 8, !dbg !3103
  %234 = getelementptr inbounds ptr, ptr %232, i64 2, !dbg !3103
  store ptr %14, ptr %234, align 8, !dbg !3103
  %235 = getelementptr inbounds [9 x [3 x ptr]], ptr %15, i64 8, !dbg !3033
  store ptr %14, ptr %235, align 8, !dbg !3104
  %236 = getelementptr inbounds ptr, ptr %235, i64 1, !dbg !3104
  store ptr %14, ptr %236, align 8, !dbg !3104
  %237 = getelementptr inbounds ptr, ptr %235, i64 2, !dbg !3104
  store ptr %14, ptr %237, align 8, !dbg !3104
  %238 = getelementptr inbounds [3 x ptr], ptr %235, i64 1, !dbg !3105
  store ptr %14, ptr %238, align 8, !dbg !3106
  %239 = getelementptr inbounds ptr, ptr %238, i64 1, !dbg !3106
  store ptr %14, ptr %239, align 8, !dbg !3106
  %240 = getelementptr inbounds ptr, ptr %238, i64 2, !dbg !3106
  store ptr %14, ptr %240, align 8, !dbg !3106
  %241 = getelementptr inbounds [3 x ptr], ptr %235, i64 2, !dbg !3105
  store ptr %14, ptr %241, align 8, !dbg !3107
  %242 = getelementptr inbounds ptr, ptr %241, i64 1, !dbg !3107
  store ptr %14, ptr %242, align 8, !dbg !3107
  %243 = getelementptr inbounds ptr, ptr %241, i64 2, !dbg !3107
  store ptr %14, ptr %243, align 8, !dbg !3107
  %244 = getelementptr inbounds [3 x ptr], ptr %235, i64 3, !dbg !3105
  store ptr null, ptr %244, align 8, !dbg !3108
  %245 = getelementptr inbounds ptr, ptr %244, i64 1, !dbg !3108
  store ptr %14, ptr %245, align 8, !dbg !3108
  %246 = getelementptr inbounds ptr, ptr %244, i64 2, !dbg !3108
  store ptr %14, ptr %246, align 8, !dbg !3108
  %247 = getelementptr inbounds [3 x ptr], ptr %235, i64 4, !dbg !3105
  store ptr %14, ptr %247, align 8, !dbg !3109
  %248 = getelementptr inbounds ptr, ptr %247, i64 1, !dbg !3109
  store ptr %14, ptr %248, align 8, !dbg !3109
  %249 = getelementptr inbounds ptr, ptr %247, i64 2, !dbg !3109
  store ptr %14, ptr %249, align 8, !dbg !3109
  %250 = getelementptr inbounds [3 x ptr], ptr %235, i64 5, !dbg !3105
  store ptr %14, ptr %250, align 8, !dbg !3110
  %251 = getelementptr inbounds ptr, ptr %250, i64 1, !dbg !3110
  store ptr %14, ptr %251, align 8, !dbg !3110
  %252 = getelementptr inbounds ptr, ptr %250, i64 2, !dbg !3110
  store ptr %14, ptr %252, align 8, !dbg !3110
  %253 = getelementptr inbounds [3 x ptr], ptr %235, i64 6, !dbg !3105
  store ptr %14, ptr %253, align 8, !dbg !3111
  %254 = getelementptr inbounds ptr, ptr %253, i64 1, !dbg !3111
  store ptr %14, ptr %254, align 8, !dbg !3111
  %255 = getelementptr inbounds ptr, ptr %253, i64 2, !dbg !3111
  store ptr null, ptr %255, align 8, !dbg !3111
  %256 = getelementptr inbounds [3 x ptr], ptr %235, i64 7, !dbg !3105
  store ptr %14, ptr %256, align 8, !dbg !3112
  %257 = getelementptr inbounds ptr, ptr %256, i64 1, !dbg !3112
  store ptr %14, ptr %257, align 8, !dbg !3112
  %258 = getelementptr inbounds ptr, ptr %256, i64 2, !dbg !3112
  store ptr %14, ptr %258, align 8, !dbg !3112
  %259 = getelementptr inbounds [3 x ptr], ptr %235, i64 8, !dbg !3105
  store ptr %14, ptr %259, align 8, !dbg !3113
  %260 = getelementptr inbounds ptr, ptr %259, i64 1, !dbg !3113
  store ptr null, ptr %260, align 8, !dbg !3113
  %261 = getelementptr inbounds ptr, ptr %259, i64 2, !dbg !3113
  store ptr null, ptr %261, align 8, !dbg !3113
    #dbg_declare(ptr %16, !3114, !DIExpression(), !3115)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 4 @__const.func_1.l_4303, i64 4, i1 false), !dbg !3115
    #dbg_declare(ptr %17, !3116, !DIExpression(), !3117)
    #dbg_declare(ptr %18, !3118, !DIExpression(), !3119)
    #dbg_declare(ptr %19, !3120, !DIExpression(), !3121)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 @g_4317, i64 19, i1 false), !dbg !3122
  ret void, !dbg !3123
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !3124 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !3127, !DIExpression(), !3128)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !3129, !DIExpression(), !3130)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !3131, !DIExpression(), !3132)
  %7 = load i64, ptr %4, align 8, !dbg !3133
  call void @crc32_8bytes(i64 noundef %7), !dbg !3134
  %8 = load i32, ptr %6, align 4, !dbg !3135
  %9 = icmp ne i32 %8, 0, !dbg !3135
  br i1 %9, label %10, label %16, !dbg !3137

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !3138
  %12 = load i32, ptr @crc32_context, align 4, !dbg !3140
  %13 = zext i32 %12 to i64, !dbg !3140
  %14 = xor i64 %13, 4294967295, !dbg !3141
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.325, ptr noundef %11, i64 noundef %14), !dbg !3142
  br label %16, !dbg !3143

16:                                               ; preds = %10, %3
  ret void, !dbg !3144
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !3145 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !3148, !DIExpression(), !3149)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !3150, !DIExpression(), !3151)
  %5 = load i32, ptr %3, align 4, !dbg !3152
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.354, i32 noundef %5), !dbg !3153
  ret void, !dbg !3154
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !3155 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !3158, !DIExpression(), !3159)
  %3 = load i64, ptr %2, align 8, !dbg !3160
  %4 = lshr i64 %3, 0, !dbg !3161
  %5 = and i64 %4, 255, !dbg !3162
  %6 = trunc i64 %5 to i8, !dbg !3163
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !3164
  %7 = load i64, ptr %2, align 8, !dbg !3165
  %8 = lshr i64 %7, 8, !dbg !3166
  %9 = and i64 %8, 255, !dbg !3167
  %10 = trunc i64 %9 to i8, !dbg !3168
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !3169
  %11 = load i64, ptr %2, align 8, !dbg !3170
  %12 = lshr i64 %11, 16, !dbg !3171
  %13 = and i64 %12, 255, !dbg !3172
  %14 = trunc i64 %13 to i8, !dbg !3173
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !3174
  %15 = load i64, ptr %2, align 8, !dbg !3175
  %16 = lshr i64 %15, 24, !dbg !3176
  %17 = and i64 %16, 255, !dbg !3177
  %18 = trunc i64 %17 to i8, !dbg !3178
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !3179
  %19 = load i64, ptr %2, align 8, !dbg !3180
  %20 = lshr i64 %19, 32, !dbg !3181
  %21 = and i64 %20, 255, !dbg !3182
  %22 = trunc i64 %21 to i8, !dbg !3183
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !3184
  %23 = load i64, ptr %2, align 8, !dbg !3185
  %24 = lshr i64 %23, 40, !dbg !3186
  %25 = and i64 %24, 255, !dbg !3187
  %26 = trunc i64 %25 to i8, !dbg !3188
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !3189
  %27 = load i64, ptr %2, align 8, !dbg !3190
  %28 = lshr i64 %27, 48, !dbg !3191
  %29 = and i64 %28, 255, !dbg !3192
  %30 = trunc i64 %29 to i8, !dbg !3193
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !3194
  %31 = load i64, ptr %2, align 8, !dbg !3195
  %32 = lshr i64 %31, 56, !dbg !3196
  %33 = and i64 %32, 255, !dbg !3197
  %34 = trunc i64 %33 to i8, !dbg !3198
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !3199
  ret void, !dbg !3200
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !3201 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !3204, !DIExpression(), !3205)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !3206
  %4 = lshr i32 %3, 8, !dbg !3207
  %5 = and i32 %4, 16777215, !dbg !3208
  %6 = load i32, ptr @crc32_context, align 4, !dbg !3209
  %7 = load i8, ptr %2, align 1, !dbg !3210
  %8 = zext i8 %7 to i32, !dbg !3210
  %9 = xor i32 %6, %8, !dbg !3211
  %10 = and i32 %9, 255, !dbg !3212
  %11 = zext i32 %10 to i64, !dbg !3213
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !3213
  %13 = load i32, ptr %12, align 4, !dbg !3213
  %14 = xor i32 %5, %13, !dbg !3214
  store i32 %14, ptr @crc32_context, align 4, !dbg !3215
  ret void, !dbg !3216
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!1066, !1067, !1068, !1069, !1070, !1071, !1072}
!llvm.ident = !{!1073}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2174, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "packed_30.c", directory: ".", checksumkind: CSK_MD5, checksum: "c3d91bbb720e14bd3b03dcc9ae779b8e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_22", scope: !9, file: !2, line: 40, type: !786, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !{!0, !13, !18, !23, !25, !27, !29, !31, !36, !41, !46, !48, !50, !52, !57, !62, !64, !66, !68, !70, !72, !74, !76, !78, !80, !82, !84, !86, !88, !90, !98, !100, !102, !104, !106, !108, !110, !112, !114, !116, !118, !120, !122, !124, !126, !128, !130, !132, !134, !136, !138, !140, !142, !144, !146, !148, !150, !152, !154, !156, !158, !160, !165, !170, !172, !178, !183, !188, !190, !192, !194, !196, !198, !200, !202, !204, !206, !208, !210, !212, !214, !216, !218, !220, !222, !224, !226, !228, !230, !232, !234, !239, !241, !243, !245, !247, !249, !251, !253, !255, !257, !259, !261, !263, !265, !267, !269, !271, !273, !275, !277, !279, !281, !283, !288, !290, !292, !294, !296, !298, !300, !302, !304, !306, !308, !310, !312, !314, !316, !318, !320, !322, !324, !326, !328, !330, !332, !334, !336, !338, !340, !342, !344, !346, !348, !350, !352, !354, !356, !358, !360, !362, !364, !366, !368, !370, !372, !374, !376, !378, !380, !382, !384, !386, !388, !390, !392, !394, !396, !398, !405, !407, !412, !414, !416, !418, !420, !422, !424, !426, !428, !430, !432, !434, !436, !438, !440, !442, !444, !446, !448, !450, !452, !454, !456, !458, !460, !462, !464, !466, !468, !470, !472, !474, !476, !478, !480, !482, !484, !486, !488, !490, !492, !494, !496, !498, !500, !502, !504, !506, !508, !510, !512, !514, !516, !518, !520, !522, !524, !526, !528, !530, !532, !534, !536, !538, !540, !542, !544, !546, !548, !550, !552, !554, !556, !558, !560, !562, !564, !566, !568, !570, !572, !574, !576, !578, !580, !582, !584, !586, !588, !590, !592, !594, !600, !602, !604, !606, !608, !610, !612, !614, !616, !618, !620, !622, !624, !626, !628, !630, !632, !634, !636, !638, !640, !642, !644, !646, !648, !650, !652, !654, !656, !658, !660, !662, !664, !666, !668, !670, !672, !674, !676, !678, !680, !682, !684, !686, !688, !690, !692, !694, !696, !698, !700, !702, !704, !706, !708, !710, !712, !714, !716, !718, !720, !722, !724, !726, !728, !730, !736, !740, !742, !7, !747, !749, !754, !759, !764, !766, !769, !771, !773, !778, !780, !784, !789, !791, !793, !795, !797, !799, !801, !803, !805, !807, !809, !811, !813, !818, !820, !822, !824, !826, !828, !830, !832, !835, !839, !841, !843, !845, !847, !853, !856, !860, !862, !864, !869, !871, !873, !875, !877, !879, !881, !883, !885, !887, !889, !893, !895, !910, !912, !914, !919, !921, !923, !925, !927, !929, !933, !936, !938, !942, !944, !946, !948, !950, !953, !955, !959, !961, !963, !965, !967, !969, !971, !974, !977, !979, !981, !983, !988, !990, !992, !996, !998, !1000, !1003, !1005, !1009, !1011, !1014, !1016, !1018, !1024, !1026, !1028, !1030, !1032, !1034, !1036, !1038, !1040, !1042, !1044, !1046, !1048, !1050, !1052, !1054, !1057, !1059, !1061, !1064}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2178, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 8)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2179, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 5)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2180, type: !20, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2181, type: !20, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2182, type: !20, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2183, type: !20, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2186, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 9)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2187, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 14)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2190, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 6)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2191, type: !43, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2192, type: !43, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2193, type: !43, isLocal: true, isDefinition: true)
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
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2203, type: !33, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2204, type: !43, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2205, type: !43, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2206, type: !43, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2207, type: !43, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2208, type: !43, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2209, type: !43, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2210, type: !43, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2211, type: !43, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2212, type: !43, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2213, type: !43, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2214, type: !43, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2215, type: !43, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2220, type: !54, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!91 = distinct !DIGlobalVariable(name: "g_468", scope: !9, file: !2, line: 71, type: !92, isLocal: true, isDefinition: true)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !94, line: 26, baseType: !95)
!94 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !96, line: 42, baseType: !97)
!96 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!97 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2225, type: !43, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2226, type: !43, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2227, type: !43, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2228, type: !43, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2229, type: !43, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2230, type: !43, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2231, type: !43, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2232, type: !43, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2235, type: !33, isLocal: true, isDefinition: true)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2243, type: !54, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2248, type: !43, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2249, type: !43, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2250, type: !43, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2251, type: !43, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2252, type: !33, isLocal: true, isDefinition: true)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2253, type: !33, isLocal: true, isDefinition: true)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2254, type: !43, isLocal: true, isDefinition: true)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2259, type: !54, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2264, type: !43, isLocal: true, isDefinition: true)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2265, type: !43, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2268, type: !33, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2274, type: !33, isLocal: true, isDefinition: true)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2278, type: !43, isLocal: true, isDefinition: true)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2279, type: !43, isLocal: true, isDefinition: true)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2280, type: !43, isLocal: true, isDefinition: true)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2281, type: !43, isLocal: true, isDefinition: true)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2282, type: !43, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2283, type: !43, isLocal: true, isDefinition: true)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2284, type: !43, isLocal: true, isDefinition: true)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2285, type: !43, isLocal: true, isDefinition: true)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2286, type: !43, isLocal: true, isDefinition: true)
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
!171 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2299, type: !43, isLocal: true, isDefinition: true)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression(DW_OP_constu, 65527, DW_OP_stack_value))
!173 = distinct !DIGlobalVariable(name: "g_1023", scope: !9, file: !2, line: 121, type: !174, isLocal: true, isDefinition: true)
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
!399 = distinct !DIGlobalVariable(name: "g_2152", scope: !9, file: !2, line: 183, type: !400, isLocal: true, isDefinition: true)
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
!595 = distinct !DIGlobalVariable(name: "g_3444", scope: !9, file: !2, line: 238, type: !596, isLocal: true, isDefinition: true)
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
!731 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !732, line: 47, type: !733, isLocal: true, isDefinition: true)
!732 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!733 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 8192, elements: !734)
!734 = !{!735}
!735 = !DISubrange(count: 256)
!736 = !DIGlobalVariableExpression(var: !737, expr: !DIExpression())
!737 = distinct !DIGlobalVariable(name: "g_553", scope: !9, file: !2, line: 89, type: !738, isLocal: true, isDefinition: true)
!738 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !739, size: 64)
!739 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !597, size: 64)
!740 = !DIGlobalVariableExpression(var: !741, expr: !DIExpression())
!741 = distinct !DIGlobalVariable(name: "g_554", scope: !9, file: !2, line: 88, type: !739, isLocal: true, isDefinition: true)
!742 = !DIGlobalVariableExpression(var: !743, expr: !DIExpression())
!743 = distinct !DIGlobalVariable(scope: null, file: !732, line: 114, type: !744, isLocal: true, isDefinition: true)
!744 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !745)
!745 = !{!746}
!746 = !DISubrange(count: 36)
!747 = !DIGlobalVariableExpression(var: !748, expr: !DIExpression())
!748 = distinct !DIGlobalVariable(name: "g_57", scope: !9, file: !2, line: 41, type: !93, isLocal: true, isDefinition: true)
!749 = !DIGlobalVariableExpression(var: !750, expr: !DIExpression())
!750 = distinct !DIGlobalVariable(name: "g_61", scope: !9, file: !2, line: 42, type: !751, isLocal: true, isDefinition: true)
!751 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !402, line: 24, baseType: !752)
!752 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !96, line: 37, baseType: !753)
!753 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!754 = !DIGlobalVariableExpression(var: !755, expr: !DIExpression())
!755 = distinct !DIGlobalVariable(name: "g_62", scope: !9, file: !2, line: 43, type: !756, isLocal: true, isDefinition: true)
!756 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !94, line: 24, baseType: !757)
!757 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !96, line: 38, baseType: !758)
!758 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!759 = !DIGlobalVariableExpression(var: !760, expr: !DIExpression())
!760 = distinct !DIGlobalVariable(name: "g_67", scope: !9, file: !2, line: 44, type: !761, isLocal: true, isDefinition: true)
!761 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !402, line: 26, baseType: !762)
!762 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !96, line: 41, baseType: !763)
!763 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!764 = !DIGlobalVariableExpression(var: !765, expr: !DIExpression())
!765 = distinct !DIGlobalVariable(name: "g_85", scope: !9, file: !2, line: 46, type: !761, isLocal: true, isDefinition: true)
!766 = !DIGlobalVariableExpression(var: !767, expr: !DIExpression())
!767 = distinct !DIGlobalVariable(name: "g_103", scope: !9, file: !2, line: 48, type: !768, isLocal: true, isDefinition: true)
!768 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 192, elements: !44)
!769 = !DIGlobalVariableExpression(var: !770, expr: !DIExpression())
!770 = distinct !DIGlobalVariable(name: "g_109", scope: !9, file: !2, line: 49, type: !761, isLocal: true, isDefinition: true)
!771 = !DIGlobalVariableExpression(var: !772, expr: !DIExpression())
!772 = distinct !DIGlobalVariable(name: "g_123", scope: !9, file: !2, line: 50, type: !597, isLocal: true, isDefinition: true)
!773 = !DIGlobalVariableExpression(var: !774, expr: !DIExpression())
!774 = distinct !DIGlobalVariable(name: "g_129", scope: !9, file: !2, line: 51, type: !775, isLocal: true, isDefinition: true)
!775 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !402, line: 27, baseType: !776)
!776 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !96, line: 44, baseType: !777)
!777 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!778 = !DIGlobalVariableExpression(var: !779, expr: !DIExpression())
!779 = distinct !DIGlobalVariable(name: "g_198", scope: !9, file: !2, line: 52, type: !756, isLocal: true, isDefinition: true)
!780 = !DIGlobalVariableExpression(var: !781, expr: !DIExpression())
!781 = distinct !DIGlobalVariable(name: "g_224", scope: !9, file: !2, line: 53, type: !782, isLocal: true, isDefinition: true)
!782 = !DICompositeType(tag: DW_TAG_array_type, baseType: !175, size: 1440, elements: !783)
!783 = !{!35, !187}
!784 = !DIGlobalVariableExpression(var: !785, expr: !DIExpression())
!785 = distinct !DIGlobalVariable(name: "g_257", scope: !9, file: !2, line: 54, type: !786, isLocal: true, isDefinition: true)
!786 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U1", file: !2, line: 30, size: 32, elements: !787)
!787 = !{!788}
!788 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !786, file: !2, line: 31, baseType: !93, size: 32)
!789 = !DIGlobalVariableExpression(var: !790, expr: !DIExpression())
!790 = distinct !DIGlobalVariable(name: "g_264", scope: !9, file: !2, line: 55, type: !761, isLocal: true, isDefinition: true)
!791 = !DIGlobalVariableExpression(var: !792, expr: !DIExpression())
!792 = distinct !DIGlobalVariable(name: "g_266", scope: !9, file: !2, line: 56, type: !756, isLocal: true, isDefinition: true)
!793 = !DIGlobalVariableExpression(var: !794, expr: !DIExpression())
!794 = distinct !DIGlobalVariable(name: "g_273", scope: !9, file: !2, line: 57, type: !761, isLocal: true, isDefinition: true)
!795 = !DIGlobalVariableExpression(var: !796, expr: !DIExpression())
!796 = distinct !DIGlobalVariable(name: "g_274", scope: !9, file: !2, line: 58, type: !93, isLocal: true, isDefinition: true)
!797 = !DIGlobalVariableExpression(var: !798, expr: !DIExpression())
!798 = distinct !DIGlobalVariable(name: "g_282", scope: !9, file: !2, line: 59, type: !751, isLocal: true, isDefinition: true)
!799 = !DIGlobalVariableExpression(var: !800, expr: !DIExpression())
!800 = distinct !DIGlobalVariable(name: "g_287", scope: !9, file: !2, line: 61, type: !597, isLocal: true, isDefinition: true)
!801 = !DIGlobalVariableExpression(var: !802, expr: !DIExpression())
!802 = distinct !DIGlobalVariable(name: "g_297", scope: !9, file: !2, line: 62, type: !175, isLocal: true, isDefinition: true)
!803 = !DIGlobalVariableExpression(var: !804, expr: !DIExpression())
!804 = distinct !DIGlobalVariable(name: "g_298", scope: !9, file: !2, line: 63, type: !175, isLocal: true, isDefinition: true)
!805 = !DIGlobalVariableExpression(var: !806, expr: !DIExpression())
!806 = distinct !DIGlobalVariable(name: "g_299", scope: !9, file: !2, line: 64, type: !775, isLocal: true, isDefinition: true)
!807 = !DIGlobalVariableExpression(var: !808, expr: !DIExpression())
!808 = distinct !DIGlobalVariable(name: "g_302", scope: !9, file: !2, line: 65, type: !93, isLocal: true, isDefinition: true)
!809 = !DIGlobalVariableExpression(var: !810, expr: !DIExpression())
!810 = distinct !DIGlobalVariable(name: "g_328", scope: !9, file: !2, line: 68, type: !751, isLocal: true, isDefinition: true)
!811 = !DIGlobalVariableExpression(var: !812, expr: !DIExpression())
!812 = distinct !DIGlobalVariable(name: "g_408", scope: !9, file: !2, line: 69, type: !597, isLocal: true, isDefinition: true)
!813 = !DIGlobalVariableExpression(var: !814, expr: !DIExpression())
!814 = distinct !DIGlobalVariable(name: "g_414", scope: !9, file: !2, line: 70, type: !815, isLocal: true, isDefinition: true)
!815 = !DICompositeType(tag: DW_TAG_array_type, baseType: !775, size: 576, elements: !816)
!816 = !{!35, !817}
!817 = !DISubrange(count: 1)
!818 = !DIGlobalVariableExpression(var: !819, expr: !DIExpression())
!819 = distinct !DIGlobalVariable(name: "g_500", scope: !9, file: !2, line: 79, type: !401, isLocal: true, isDefinition: true)
!820 = !DIGlobalVariableExpression(var: !821, expr: !DIExpression())
!821 = distinct !DIGlobalVariable(name: "g_501", scope: !9, file: !2, line: 80, type: !761, isLocal: true, isDefinition: true)
!822 = !DIGlobalVariableExpression(var: !823, expr: !DIExpression())
!823 = distinct !DIGlobalVariable(name: "g_502", scope: !9, file: !2, line: 81, type: !775, isLocal: true, isDefinition: true)
!824 = !DIGlobalVariableExpression(var: !825, expr: !DIExpression())
!825 = distinct !DIGlobalVariable(name: "g_507", scope: !9, file: !2, line: 82, type: !761, isLocal: true, isDefinition: true)
!826 = !DIGlobalVariableExpression(var: !827, expr: !DIExpression())
!827 = distinct !DIGlobalVariable(name: "g_509", scope: !9, file: !2, line: 83, type: !751, isLocal: true, isDefinition: true)
!828 = !DIGlobalVariableExpression(var: !829, expr: !DIExpression())
!829 = distinct !DIGlobalVariable(name: "g_511", scope: !9, file: !2, line: 84, type: !775, isLocal: true, isDefinition: true)
!830 = !DIGlobalVariableExpression(var: !831, expr: !DIExpression())
!831 = distinct !DIGlobalVariable(name: "g_513", scope: !9, file: !2, line: 85, type: !761, isLocal: true, isDefinition: true)
!832 = !DIGlobalVariableExpression(var: !833, expr: !DIExpression())
!833 = distinct !DIGlobalVariable(name: "g_517", scope: !9, file: !2, line: 86, type: !834, isLocal: true, isDefinition: true)
!834 = !DICompositeType(tag: DW_TAG_array_type, baseType: !597, size: 128, elements: !5)
!835 = !DIGlobalVariableExpression(var: !836, expr: !DIExpression())
!836 = distinct !DIGlobalVariable(name: "g_631", scope: !9, file: !2, line: 92, type: !837, isLocal: true, isDefinition: true)
!837 = !DICompositeType(tag: DW_TAG_array_type, baseType: !401, size: 160, elements: !838)
!838 = !{!187, !817}
!839 = !DIGlobalVariableExpression(var: !840, expr: !DIExpression())
!840 = distinct !DIGlobalVariable(name: "g_632", scope: !9, file: !2, line: 93, type: !597, isLocal: true, isDefinition: true)
!841 = !DIGlobalVariableExpression(var: !842, expr: !DIExpression())
!842 = distinct !DIGlobalVariable(name: "g_645", scope: !9, file: !2, line: 95, type: !761, isLocal: true, isDefinition: true)
!843 = !DIGlobalVariableExpression(var: !844, expr: !DIExpression())
!844 = distinct !DIGlobalVariable(name: "g_646", scope: !9, file: !2, line: 96, type: !756, isLocal: true, isDefinition: true)
!845 = !DIGlobalVariableExpression(var: !846, expr: !DIExpression())
!846 = distinct !DIGlobalVariable(name: "g_649", scope: !9, file: !2, line: 97, type: !93, isLocal: true, isDefinition: true)
!847 = !DIGlobalVariableExpression(var: !848, expr: !DIExpression())
!848 = distinct !DIGlobalVariable(name: "g_657", scope: !9, file: !2, line: 98, type: !849, isLocal: true, isDefinition: true)
!849 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U2", file: !2, line: 34, size: 32, elements: !850)
!850 = !{!851, !852}
!851 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !849, file: !2, line: 35, baseType: !93, size: 32)
!852 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !849, file: !2, line: 36, baseType: !97, size: 25, flags: DIFlagBitField, extraData: i64 0)
!853 = !DIGlobalVariableExpression(var: !854, expr: !DIExpression())
!854 = distinct !DIGlobalVariable(name: "g_736", scope: !9, file: !2, line: 100, type: !855, isLocal: true, isDefinition: true)
!855 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !93)
!856 = !DIGlobalVariableExpression(var: !857, expr: !DIExpression())
!857 = distinct !DIGlobalVariable(name: "g_764", scope: !9, file: !2, line: 103, type: !858, isLocal: true, isDefinition: true)
!858 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 2560, elements: !859)
!859 = !{!187, !17}
!860 = !DIGlobalVariableExpression(var: !861, expr: !DIExpression())
!861 = distinct !DIGlobalVariable(name: "g_780", scope: !9, file: !2, line: 104, type: !93, isLocal: true, isDefinition: true)
!862 = !DIGlobalVariableExpression(var: !863, expr: !DIExpression())
!863 = distinct !DIGlobalVariable(name: "g_810", scope: !9, file: !2, line: 106, type: !761, isLocal: true, isDefinition: true)
!864 = !DIGlobalVariableExpression(var: !865, expr: !DIExpression())
!865 = distinct !DIGlobalVariable(name: "g_847", scope: !9, file: !2, line: 108, type: !866, isLocal: true, isDefinition: true)
!866 = !DICompositeType(tag: DW_TAG_array_type, baseType: !175, size: 48, elements: !867)
!867 = !{!868}
!868 = !DISubrange(count: 3)
!869 = !DIGlobalVariableExpression(var: !870, expr: !DIExpression())
!870 = distinct !DIGlobalVariable(name: "g_857", scope: !9, file: !2, line: 109, type: !768, isLocal: true, isDefinition: true)
!871 = !DIGlobalVariableExpression(var: !872, expr: !DIExpression())
!872 = distinct !DIGlobalVariable(name: "g_865", scope: !9, file: !2, line: 110, type: !93, isLocal: true, isDefinition: true)
!873 = !DIGlobalVariableExpression(var: !874, expr: !DIExpression())
!874 = distinct !DIGlobalVariable(name: "g_878", scope: !9, file: !2, line: 111, type: !756, isLocal: true, isDefinition: true)
!875 = !DIGlobalVariableExpression(var: !876, expr: !DIExpression())
!876 = distinct !DIGlobalVariable(name: "g_912", scope: !9, file: !2, line: 112, type: !775, isLocal: true, isDefinition: true)
!877 = !DIGlobalVariableExpression(var: !878, expr: !DIExpression())
!878 = distinct !DIGlobalVariable(name: "g_914", scope: !9, file: !2, line: 113, type: !756, isLocal: true, isDefinition: true)
!879 = !DIGlobalVariableExpression(var: !880, expr: !DIExpression())
!880 = distinct !DIGlobalVariable(name: "g_937", scope: !9, file: !2, line: 114, type: !93, isLocal: true, isDefinition: true)
!881 = !DIGlobalVariableExpression(var: !882, expr: !DIExpression())
!882 = distinct !DIGlobalVariable(name: "g_943", scope: !9, file: !2, line: 115, type: !775, isLocal: true, isDefinition: true)
!883 = !DIGlobalVariableExpression(var: !884, expr: !DIExpression())
!884 = distinct !DIGlobalVariable(name: "g_944", scope: !9, file: !2, line: 116, type: !761, isLocal: true, isDefinition: true)
!885 = !DIGlobalVariableExpression(var: !886, expr: !DIExpression())
!886 = distinct !DIGlobalVariable(name: "g_945", scope: !9, file: !2, line: 117, type: !401, isLocal: true, isDefinition: true)
!887 = !DIGlobalVariableExpression(var: !888, expr: !DIExpression())
!888 = distinct !DIGlobalVariable(name: "g_947", scope: !9, file: !2, line: 118, type: !751, isLocal: true, isDefinition: true)
!889 = !DIGlobalVariableExpression(var: !890, expr: !DIExpression())
!890 = distinct !DIGlobalVariable(name: "g_951", scope: !9, file: !2, line: 119, type: !891, isLocal: true, isDefinition: true)
!891 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 5760, elements: !892)
!892 = !{!35, !187, !6}
!893 = !DIGlobalVariableExpression(var: !894, expr: !DIExpression())
!894 = distinct !DIGlobalVariable(name: "g_967", scope: !9, file: !2, line: 120, type: !756, isLocal: true, isDefinition: true)
!895 = !DIGlobalVariableExpression(var: !896, expr: !DIExpression())
!896 = distinct !DIGlobalVariable(name: "g_1077", scope: !9, file: !2, line: 127, type: !897, isLocal: true, isDefinition: true)
!897 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 18, size: 152, align: 8, elements: !898)
!898 = !{!899, !900, !901, !903, !905, !906, !907, !908}
!899 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !897, file: !2, line: 19, baseType: !763, size: 29, flags: DIFlagBitField, extraData: i64 0)
!900 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !897, file: !2, line: 20, baseType: !763, size: 30, offset: 29, flags: DIFlagBitField, extraData: i64 0)
!901 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !897, file: !2, line: 21, baseType: !902, size: 8, offset: 59, flags: DIFlagBitField, extraData: i64 0)
!902 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !763)
!903 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !897, file: !2, line: 22, baseType: !904, size: 20, offset: 67, flags: DIFlagBitField, extraData: i64 0)
!904 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !763)
!905 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !897, file: !2, line: 23, baseType: !763, size: 19, offset: 87, flags: DIFlagBitField, extraData: i64 0)
!906 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !897, file: !2, line: 24, baseType: !97, size: 30, offset: 106, flags: DIFlagBitField, extraData: i64 0)
!907 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !897, file: !2, line: 25, baseType: !763, size: 4, offset: 136, flags: DIFlagBitField, extraData: i64 136)
!908 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !897, file: !2, line: 26, baseType: !909, size: 9, offset: 140, flags: DIFlagBitField, extraData: i64 136)
!909 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !97)
!910 = !DIGlobalVariableExpression(var: !911, expr: !DIExpression())
!911 = distinct !DIGlobalVariable(name: "g_1079", scope: !9, file: !2, line: 128, type: !897, isLocal: true, isDefinition: true)
!912 = !DIGlobalVariableExpression(var: !913, expr: !DIExpression())
!913 = distinct !DIGlobalVariable(name: "g_1080", scope: !9, file: !2, line: 129, type: !897, isLocal: true, isDefinition: true)
!914 = !DIGlobalVariableExpression(var: !915, expr: !DIExpression())
!915 = distinct !DIGlobalVariable(name: "g_1117", scope: !9, file: !2, line: 131, type: !916, isLocal: true, isDefinition: true)
!916 = !DICompositeType(tag: DW_TAG_array_type, baseType: !917, size: 1920, elements: !918)
!917 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !786)
!918 = !{!45, !6, !22}
!919 = !DIGlobalVariableExpression(var: !920, expr: !DIExpression())
!920 = distinct !DIGlobalVariable(name: "g_1136", scope: !9, file: !2, line: 135, type: !775, isLocal: true, isDefinition: true)
!921 = !DIGlobalVariableExpression(var: !922, expr: !DIExpression())
!922 = distinct !DIGlobalVariable(name: "g_1137", scope: !9, file: !2, line: 136, type: !175, isLocal: true, isDefinition: true)
!923 = !DIGlobalVariableExpression(var: !924, expr: !DIExpression())
!924 = distinct !DIGlobalVariable(name: "g_1282", scope: !9, file: !2, line: 141, type: !761, isLocal: true, isDefinition: true)
!925 = !DIGlobalVariableExpression(var: !926, expr: !DIExpression())
!926 = distinct !DIGlobalVariable(name: "g_1283", scope: !9, file: !2, line: 142, type: !761, isLocal: true, isDefinition: true)
!927 = !DIGlobalVariableExpression(var: !928, expr: !DIExpression())
!928 = distinct !DIGlobalVariable(name: "g_1284", scope: !9, file: !2, line: 143, type: !756, isLocal: true, isDefinition: true)
!929 = !DIGlobalVariableExpression(var: !930, expr: !DIExpression())
!930 = distinct !DIGlobalVariable(name: "g_1363", scope: !9, file: !2, line: 145, type: !931, isLocal: true, isDefinition: true)
!931 = !DICompositeType(tag: DW_TAG_array_type, baseType: !932, size: 64, elements: !16)
!932 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !751)
!933 = !DIGlobalVariableExpression(var: !934, expr: !DIExpression())
!934 = distinct !DIGlobalVariable(name: "g_1382", scope: !9, file: !2, line: 146, type: !935, isLocal: true, isDefinition: true)
!935 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !897)
!936 = !DIGlobalVariableExpression(var: !937, expr: !DIExpression())
!937 = distinct !DIGlobalVariable(name: "g_1383", scope: !9, file: !2, line: 147, type: !897, isLocal: true, isDefinition: true)
!938 = !DIGlobalVariableExpression(var: !939, expr: !DIExpression())
!939 = distinct !DIGlobalVariable(name: "g_1450", scope: !9, file: !2, line: 150, type: !940, isLocal: true, isDefinition: true)
!940 = !DICompositeType(tag: DW_TAG_array_type, baseType: !935, size: 10944, elements: !941)
!941 = !{!35, !17}
!942 = !DIGlobalVariableExpression(var: !943, expr: !DIExpression())
!943 = distinct !DIGlobalVariable(name: "g_1594", scope: !9, file: !2, line: 154, type: !597, isLocal: true, isDefinition: true)
!944 = !DIGlobalVariableExpression(var: !945, expr: !DIExpression())
!945 = distinct !DIGlobalVariable(name: "g_1610", scope: !9, file: !2, line: 157, type: !935, isLocal: true, isDefinition: true)
!946 = !DIGlobalVariableExpression(var: !947, expr: !DIExpression())
!947 = distinct !DIGlobalVariable(name: "g_1681", scope: !9, file: !2, line: 161, type: !935, isLocal: true, isDefinition: true)
!948 = !DIGlobalVariableExpression(var: !949, expr: !DIExpression())
!949 = distinct !DIGlobalVariable(name: "g_1709", scope: !9, file: !2, line: 162, type: !897, isLocal: true, isDefinition: true)
!950 = !DIGlobalVariableExpression(var: !951, expr: !DIExpression())
!951 = distinct !DIGlobalVariable(name: "g_1720", scope: !9, file: !2, line: 163, type: !952, isLocal: true, isDefinition: true)
!952 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !935)
!953 = !DIGlobalVariableExpression(var: !954, expr: !DIExpression())
!954 = distinct !DIGlobalVariable(name: "g_1748", scope: !9, file: !2, line: 164, type: !401, isLocal: true, isDefinition: true)
!955 = !DIGlobalVariableExpression(var: !956, expr: !DIExpression())
!956 = distinct !DIGlobalVariable(name: "g_1752", scope: !9, file: !2, line: 165, type: !957, isLocal: true, isDefinition: true)
!957 = !DICompositeType(tag: DW_TAG_array_type, baseType: !175, size: 720, elements: !958)
!958 = !{!22, !817, !35}
!959 = !DIGlobalVariableExpression(var: !960, expr: !DIExpression())
!960 = distinct !DIGlobalVariable(name: "g_1778", scope: !9, file: !2, line: 166, type: !751, isLocal: true, isDefinition: true)
!961 = !DIGlobalVariableExpression(var: !962, expr: !DIExpression())
!962 = distinct !DIGlobalVariable(name: "g_1833", scope: !9, file: !2, line: 170, type: !93, isLocal: true, isDefinition: true)
!963 = !DIGlobalVariableExpression(var: !964, expr: !DIExpression())
!964 = distinct !DIGlobalVariable(name: "g_1910", scope: !9, file: !2, line: 172, type: !751, isLocal: true, isDefinition: true)
!965 = !DIGlobalVariableExpression(var: !966, expr: !DIExpression())
!966 = distinct !DIGlobalVariable(name: "g_1999", scope: !9, file: !2, line: 176, type: !761, isLocal: true, isDefinition: true)
!967 = !DIGlobalVariableExpression(var: !968, expr: !DIExpression())
!968 = distinct !DIGlobalVariable(name: "g_2023", scope: !9, file: !2, line: 177, type: !597, isLocal: true, isDefinition: true)
!969 = !DIGlobalVariableExpression(var: !970, expr: !DIExpression())
!970 = distinct !DIGlobalVariable(name: "g_2074", scope: !9, file: !2, line: 179, type: !897, isLocal: true, isDefinition: true)
!971 = !DIGlobalVariableExpression(var: !972, expr: !DIExpression())
!972 = distinct !DIGlobalVariable(name: "g_2159", scope: !9, file: !2, line: 184, type: !973, isLocal: true, isDefinition: true)
!973 = !DICompositeType(tag: DW_TAG_array_type, baseType: !897, size: 456, elements: !867)
!974 = !DIGlobalVariableExpression(var: !975, expr: !DIExpression())
!975 = distinct !DIGlobalVariable(name: "g_2166", scope: !9, file: !2, line: 185, type: !976, isLocal: true, isDefinition: true)
!976 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !597)
!977 = !DIGlobalVariableExpression(var: !978, expr: !DIExpression())
!978 = distinct !DIGlobalVariable(name: "g_2181", scope: !9, file: !2, line: 187, type: !175, isLocal: true, isDefinition: true)
!979 = !DIGlobalVariableExpression(var: !980, expr: !DIExpression())
!980 = distinct !DIGlobalVariable(name: "g_2231", scope: !9, file: !2, line: 193, type: !751, isLocal: true, isDefinition: true)
!981 = !DIGlobalVariableExpression(var: !982, expr: !DIExpression())
!982 = distinct !DIGlobalVariable(name: "g_2304", scope: !9, file: !2, line: 195, type: !855, isLocal: true, isDefinition: true)
!983 = !DIGlobalVariableExpression(var: !984, expr: !DIExpression())
!984 = distinct !DIGlobalVariable(name: "g_2433", scope: !9, file: !2, line: 196, type: !985, isLocal: true, isDefinition: true)
!985 = !DICompositeType(tag: DW_TAG_array_type, baseType: !897, size: 4256, elements: !986)
!986 = !{!182, !987}
!987 = !DISubrange(count: 4)
!988 = !DIGlobalVariableExpression(var: !989, expr: !DIExpression())
!989 = distinct !DIGlobalVariable(name: "g_2492", scope: !9, file: !2, line: 197, type: !775, isLocal: true, isDefinition: true)
!990 = !DIGlobalVariableExpression(var: !991, expr: !DIExpression())
!991 = distinct !DIGlobalVariable(name: "g_2494", scope: !9, file: !2, line: 198, type: !756, isLocal: true, isDefinition: true)
!992 = !DIGlobalVariableExpression(var: !993, expr: !DIExpression())
!993 = distinct !DIGlobalVariable(name: "g_2747", scope: !9, file: !2, line: 206, type: !994, isLocal: true, isDefinition: true)
!994 = !DICompositeType(tag: DW_TAG_array_type, baseType: !932, size: 1680, elements: !995)
!995 = !{!187, !182, !868}
!996 = !DIGlobalVariableExpression(var: !997, expr: !DIExpression())
!997 = distinct !DIGlobalVariable(name: "g_2813", scope: !9, file: !2, line: 210, type: !897, isLocal: true, isDefinition: true)
!998 = !DIGlobalVariableExpression(var: !999, expr: !DIExpression())
!999 = distinct !DIGlobalVariable(name: "g_2868", scope: !9, file: !2, line: 211, type: !897, isLocal: true, isDefinition: true)
!1000 = !DIGlobalVariableExpression(var: !1001, expr: !DIExpression())
!1001 = distinct !DIGlobalVariable(name: "g_2891", scope: !9, file: !2, line: 213, type: !1002, isLocal: true, isDefinition: true)
!1002 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !897)
!1003 = !DIGlobalVariableExpression(var: !1004, expr: !DIExpression())
!1004 = distinct !DIGlobalVariable(name: "g_2922", scope: !9, file: !2, line: 215, type: !976, isLocal: true, isDefinition: true)
!1005 = !DIGlobalVariableExpression(var: !1006, expr: !DIExpression())
!1006 = distinct !DIGlobalVariable(name: "g_3007", scope: !9, file: !2, line: 218, type: !1007, isLocal: true, isDefinition: true)
!1007 = !DICompositeType(tag: DW_TAG_array_type, baseType: !897, size: 152, elements: !1008)
!1008 = !{!817}
!1009 = !DIGlobalVariableExpression(var: !1010, expr: !DIExpression())
!1010 = distinct !DIGlobalVariable(name: "g_3018", scope: !9, file: !2, line: 219, type: !935, isLocal: true, isDefinition: true)
!1011 = !DIGlobalVariableExpression(var: !1012, expr: !DIExpression())
!1012 = distinct !DIGlobalVariable(name: "g_3122", scope: !9, file: !2, line: 221, type: !1013, isLocal: true, isDefinition: true)
!1013 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !761)
!1014 = !DIGlobalVariableExpression(var: !1015, expr: !DIExpression())
!1015 = distinct !DIGlobalVariable(name: "g_3128", scope: !9, file: !2, line: 222, type: !897, isLocal: true, isDefinition: true)
!1016 = !DIGlobalVariableExpression(var: !1017, expr: !DIExpression())
!1017 = distinct !DIGlobalVariable(name: "g_3163", scope: !9, file: !2, line: 223, type: !935, isLocal: true, isDefinition: true)
!1018 = !DIGlobalVariableExpression(var: !1019, expr: !DIExpression())
!1019 = distinct !DIGlobalVariable(name: "g_3207", scope: !9, file: !2, line: 227, type: !1020, isLocal: true, isDefinition: true)
!1020 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1021, size: 15360, elements: !1023)
!1021 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1022)
!1022 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !775)
!1023 = !{!187, !45, !987}
!1024 = !DIGlobalVariableExpression(var: !1025, expr: !DIExpression())
!1025 = distinct !DIGlobalVariable(name: "g_3224", scope: !9, file: !2, line: 228, type: !855, isLocal: true, isDefinition: true)
!1026 = !DIGlobalVariableExpression(var: !1027, expr: !DIExpression())
!1027 = distinct !DIGlobalVariable(name: "g_3257", scope: !9, file: !2, line: 232, type: !897, isLocal: true, isDefinition: true)
!1028 = !DIGlobalVariableExpression(var: !1029, expr: !DIExpression())
!1029 = distinct !DIGlobalVariable(name: "g_3292", scope: !9, file: !2, line: 234, type: !976, isLocal: true, isDefinition: true)
!1030 = !DIGlobalVariableExpression(var: !1031, expr: !DIExpression())
!1031 = distinct !DIGlobalVariable(name: "g_3484", scope: !9, file: !2, line: 239, type: !775, isLocal: true, isDefinition: true)
!1032 = !DIGlobalVariableExpression(var: !1033, expr: !DIExpression())
!1033 = distinct !DIGlobalVariable(name: "g_3485", scope: !9, file: !2, line: 240, type: !761, isLocal: true, isDefinition: true)
!1034 = !DIGlobalVariableExpression(var: !1035, expr: !DIExpression())
!1035 = distinct !DIGlobalVariable(name: "g_3722", scope: !9, file: !2, line: 241, type: !175, isLocal: true, isDefinition: true)
!1036 = !DIGlobalVariableExpression(var: !1037, expr: !DIExpression())
!1037 = distinct !DIGlobalVariable(name: "g_3781", scope: !9, file: !2, line: 246, type: !932, isLocal: true, isDefinition: true)
!1038 = !DIGlobalVariableExpression(var: !1039, expr: !DIExpression())
!1039 = distinct !DIGlobalVariable(name: "g_3789", scope: !9, file: !2, line: 247, type: !775, isLocal: true, isDefinition: true)
!1040 = !DIGlobalVariableExpression(var: !1041, expr: !DIExpression())
!1041 = distinct !DIGlobalVariable(name: "g_3904", scope: !9, file: !2, line: 252, type: !597, isLocal: true, isDefinition: true)
!1042 = !DIGlobalVariableExpression(var: !1043, expr: !DIExpression())
!1043 = distinct !DIGlobalVariable(name: "g_3907", scope: !9, file: !2, line: 253, type: !1002, isLocal: true, isDefinition: true)
!1044 = !DIGlobalVariableExpression(var: !1045, expr: !DIExpression())
!1045 = distinct !DIGlobalVariable(name: "g_3925", scope: !9, file: !2, line: 254, type: !935, isLocal: true, isDefinition: true)
!1046 = !DIGlobalVariableExpression(var: !1047, expr: !DIExpression())
!1047 = distinct !DIGlobalVariable(name: "g_4064", scope: !9, file: !2, line: 262, type: !935, isLocal: true, isDefinition: true)
!1048 = !DIGlobalVariableExpression(var: !1049, expr: !DIExpression())
!1049 = distinct !DIGlobalVariable(name: "g_4174", scope: !9, file: !2, line: 264, type: !597, isLocal: true, isDefinition: true)
!1050 = !DIGlobalVariableExpression(var: !1051, expr: !DIExpression())
!1051 = distinct !DIGlobalVariable(name: "g_4237", scope: !9, file: !2, line: 267, type: !855, isLocal: true, isDefinition: true)
!1052 = !DIGlobalVariableExpression(var: !1053, expr: !DIExpression())
!1053 = distinct !DIGlobalVariable(name: "g_4246", scope: !9, file: !2, line: 268, type: !897, isLocal: true, isDefinition: true)
!1054 = !DIGlobalVariableExpression(var: !1055, expr: !DIExpression())
!1055 = distinct !DIGlobalVariable(name: "g_4259", scope: !9, file: !2, line: 269, type: !1056, isLocal: true, isDefinition: true)
!1056 = !DICompositeType(tag: DW_TAG_array_type, baseType: !897, size: 760, elements: !21)
!1057 = !DIGlobalVariableExpression(var: !1058, expr: !DIExpression())
!1058 = distinct !DIGlobalVariable(name: "g_4307", scope: !9, file: !2, line: 271, type: !897, isLocal: true, isDefinition: true)
!1059 = !DIGlobalVariableExpression(var: !1060, expr: !DIExpression())
!1060 = distinct !DIGlobalVariable(name: "g_4317", scope: !9, file: !2, line: 272, type: !897, isLocal: true, isDefinition: true)
!1061 = !DIGlobalVariableExpression(var: !1062, expr: !DIExpression())
!1062 = distinct !DIGlobalVariable(scope: null, file: !1063, line: 56, type: !162, isLocal: true, isDefinition: true)
!1063 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!1064 = !DIGlobalVariableExpression(var: !1065, expr: !DIExpression())
!1065 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !732, line: 48, type: !93, isLocal: true, isDefinition: true)
!1066 = !{i32 7, !"Dwarf Version", i32 5}
!1067 = !{i32 2, !"Debug Info Version", i32 3}
!1068 = !{i32 1, !"wchar_size", i32 4}
!1069 = !{i32 8, !"PIC Level", i32 2}
!1070 = !{i32 7, !"PIE Level", i32 2}
!1071 = !{i32 7, !"uwtable", i32 2}
!1072 = !{i32 7, !"frame-pointer", i32 2}
!1073 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1074 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 2170, type: !1075, scopeLine: 2171, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !1079)
!1075 = !DISubroutineType(types: !1076)
!1076 = !{!763, !763, !1077}
!1077 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1078, size: 64)
!1078 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!1079 = !{}
!1080 = !DILocalVariable(name: "argc", arg: 1, scope: !1074, file: !2, line: 2170, type: !763)
!1081 = !DILocation(line: 2170, column: 15, scope: !1074)
!1082 = !DILocalVariable(name: "argv", arg: 2, scope: !1074, file: !2, line: 2170, type: !1077)
!1083 = !DILocation(line: 2170, column: 27, scope: !1074)
!1084 = !DILocalVariable(name: "i", scope: !1074, file: !2, line: 2172, type: !763)
!1085 = !DILocation(line: 2172, column: 9, scope: !1074)
!1086 = !DILocalVariable(name: "j", scope: !1074, file: !2, line: 2172, type: !763)
!1087 = !DILocation(line: 2172, column: 12, scope: !1074)
!1088 = !DILocalVariable(name: "k", scope: !1074, file: !2, line: 2172, type: !763)
!1089 = !DILocation(line: 2172, column: 15, scope: !1074)
!1090 = !DILocalVariable(name: "print_hash_value", scope: !1074, file: !2, line: 2173, type: !763)
!1091 = !DILocation(line: 2173, column: 9, scope: !1074)
!1092 = !DILocation(line: 2174, column: 9, scope: !1093)
!1093 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2174, column: 9)
!1094 = !DILocation(line: 2174, column: 14, scope: !1093)
!1095 = !DILocation(line: 2174, column: 19, scope: !1093)
!1096 = !DILocation(line: 2174, column: 29, scope: !1093)
!1097 = !DILocation(line: 2174, column: 22, scope: !1093)
!1098 = !DILocation(line: 2174, column: 43, scope: !1093)
!1099 = !DILocation(line: 2174, column: 9, scope: !1074)
!1100 = !DILocation(line: 2174, column: 66, scope: !1093)
!1101 = !DILocation(line: 2174, column: 49, scope: !1093)
!1102 = !DILocation(line: 2175, column: 5, scope: !1074)
!1103 = !DILocation(line: 2176, column: 5, scope: !1074)
!1104 = !DILocation(line: 2177, column: 5, scope: !1074)
!1105 = !DILocation(line: 2178, column: 26, scope: !1074)
!1106 = !DILocation(line: 2178, column: 21, scope: !1074)
!1107 = !DILocation(line: 2178, column: 41, scope: !1074)
!1108 = !DILocation(line: 2178, column: 5, scope: !1074)
!1109 = !DILocation(line: 2179, column: 21, scope: !1074)
!1110 = !DILocation(line: 2179, column: 35, scope: !1074)
!1111 = !DILocation(line: 2179, column: 5, scope: !1074)
!1112 = !DILocation(line: 2180, column: 21, scope: !1074)
!1113 = !DILocation(line: 2180, column: 35, scope: !1074)
!1114 = !DILocation(line: 2180, column: 5, scope: !1074)
!1115 = !DILocation(line: 2181, column: 21, scope: !1074)
!1116 = !DILocation(line: 2181, column: 35, scope: !1074)
!1117 = !DILocation(line: 2181, column: 5, scope: !1074)
!1118 = !DILocation(line: 2182, column: 21, scope: !1074)
!1119 = !DILocation(line: 2182, column: 35, scope: !1074)
!1120 = !DILocation(line: 2182, column: 5, scope: !1074)
!1121 = !DILocation(line: 2183, column: 21, scope: !1074)
!1122 = !DILocation(line: 2183, column: 35, scope: !1074)
!1123 = !DILocation(line: 2183, column: 5, scope: !1074)
!1124 = !DILocation(line: 2184, column: 12, scope: !1125)
!1125 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2184, column: 5)
!1126 = !DILocation(line: 2184, column: 10, scope: !1125)
!1127 = !DILocation(line: 2184, column: 17, scope: !1128)
!1128 = distinct !DILexicalBlock(scope: !1125, file: !2, line: 2184, column: 5)
!1129 = !DILocation(line: 2184, column: 19, scope: !1128)
!1130 = !DILocation(line: 2184, column: 5, scope: !1125)
!1131 = !DILocation(line: 2186, column: 31, scope: !1132)
!1132 = distinct !DILexicalBlock(scope: !1128, file: !2, line: 2185, column: 5)
!1133 = !DILocation(line: 2186, column: 25, scope: !1132)
!1134 = !DILocation(line: 2186, column: 47, scope: !1132)
!1135 = !DILocation(line: 2186, column: 9, scope: !1132)
!1136 = !DILocation(line: 2187, column: 13, scope: !1137)
!1137 = distinct !DILexicalBlock(scope: !1132, file: !2, line: 2187, column: 13)
!1138 = !DILocation(line: 2187, column: 13, scope: !1132)
!1139 = !DILocation(line: 2187, column: 56, scope: !1137)
!1140 = !DILocation(line: 2187, column: 31, scope: !1137)
!1141 = !DILocation(line: 2189, column: 5, scope: !1132)
!1142 = !DILocation(line: 2184, column: 25, scope: !1128)
!1143 = !DILocation(line: 2184, column: 5, scope: !1128)
!1144 = distinct !{!1144, !1130, !1145, !1146}
!1145 = !DILocation(line: 2189, column: 5, scope: !1125)
!1146 = !{!"llvm.loop.mustprogress"}
!1147 = !DILocation(line: 2190, column: 21, scope: !1074)
!1148 = !DILocation(line: 2190, column: 37, scope: !1074)
!1149 = !DILocation(line: 2190, column: 5, scope: !1074)
!1150 = !DILocation(line: 2191, column: 21, scope: !1074)
!1151 = !DILocation(line: 2191, column: 37, scope: !1074)
!1152 = !DILocation(line: 2191, column: 5, scope: !1074)
!1153 = !DILocation(line: 2192, column: 21, scope: !1074)
!1154 = !DILocation(line: 2192, column: 37, scope: !1074)
!1155 = !DILocation(line: 2192, column: 5, scope: !1074)
!1156 = !DILocation(line: 2193, column: 21, scope: !1074)
!1157 = !DILocation(line: 2193, column: 37, scope: !1074)
!1158 = !DILocation(line: 2193, column: 5, scope: !1074)
!1159 = !DILocation(line: 2194, column: 12, scope: !1160)
!1160 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2194, column: 5)
!1161 = !DILocation(line: 2194, column: 10, scope: !1160)
!1162 = !DILocation(line: 2194, column: 17, scope: !1163)
!1163 = distinct !DILexicalBlock(scope: !1160, file: !2, line: 2194, column: 5)
!1164 = !DILocation(line: 2194, column: 19, scope: !1163)
!1165 = !DILocation(line: 2194, column: 5, scope: !1160)
!1166 = !DILocation(line: 2196, column: 16, scope: !1167)
!1167 = distinct !DILexicalBlock(scope: !1168, file: !2, line: 2196, column: 9)
!1168 = distinct !DILexicalBlock(scope: !1163, file: !2, line: 2195, column: 5)
!1169 = !DILocation(line: 2196, column: 14, scope: !1167)
!1170 = !DILocation(line: 2196, column: 21, scope: !1171)
!1171 = distinct !DILexicalBlock(scope: !1167, file: !2, line: 2196, column: 9)
!1172 = !DILocation(line: 2196, column: 23, scope: !1171)
!1173 = !DILocation(line: 2196, column: 9, scope: !1167)
!1174 = !DILocation(line: 2198, column: 35, scope: !1175)
!1175 = distinct !DILexicalBlock(scope: !1171, file: !2, line: 2197, column: 9)
!1176 = !DILocation(line: 2198, column: 29, scope: !1175)
!1177 = !DILocation(line: 2198, column: 38, scope: !1175)
!1178 = !DILocation(line: 2198, column: 57, scope: !1175)
!1179 = !DILocation(line: 2198, column: 13, scope: !1175)
!1180 = !DILocation(line: 2199, column: 17, scope: !1181)
!1181 = distinct !DILexicalBlock(scope: !1175, file: !2, line: 2199, column: 17)
!1182 = !DILocation(line: 2199, column: 17, scope: !1175)
!1183 = !DILocation(line: 2199, column: 64, scope: !1181)
!1184 = !DILocation(line: 2199, column: 67, scope: !1181)
!1185 = !DILocation(line: 2199, column: 35, scope: !1181)
!1186 = !DILocation(line: 2201, column: 9, scope: !1175)
!1187 = !DILocation(line: 2196, column: 30, scope: !1171)
!1188 = !DILocation(line: 2196, column: 9, scope: !1171)
!1189 = distinct !{!1189, !1173, !1190, !1146}
!1190 = !DILocation(line: 2201, column: 9, scope: !1167)
!1191 = !DILocation(line: 2202, column: 5, scope: !1168)
!1192 = !DILocation(line: 2194, column: 25, scope: !1163)
!1193 = !DILocation(line: 2194, column: 5, scope: !1163)
!1194 = distinct !{!1194, !1165, !1195, !1146}
!1195 = !DILocation(line: 2202, column: 5, scope: !1160)
!1196 = !DILocation(line: 2203, column: 27, scope: !1074)
!1197 = !DILocation(line: 2203, column: 21, scope: !1074)
!1198 = !DILocation(line: 2203, column: 43, scope: !1074)
!1199 = !DILocation(line: 2203, column: 5, scope: !1074)
!1200 = !DILocation(line: 2204, column: 21, scope: !1074)
!1201 = !DILocation(line: 2204, column: 37, scope: !1074)
!1202 = !DILocation(line: 2204, column: 5, scope: !1074)
!1203 = !DILocation(line: 2205, column: 21, scope: !1074)
!1204 = !DILocation(line: 2205, column: 37, scope: !1074)
!1205 = !DILocation(line: 2205, column: 5, scope: !1074)
!1206 = !DILocation(line: 2206, column: 21, scope: !1074)
!1207 = !DILocation(line: 2206, column: 37, scope: !1074)
!1208 = !DILocation(line: 2206, column: 5, scope: !1074)
!1209 = !DILocation(line: 2207, column: 21, scope: !1074)
!1210 = !DILocation(line: 2207, column: 37, scope: !1074)
!1211 = !DILocation(line: 2207, column: 5, scope: !1074)
!1212 = !DILocation(line: 2208, column: 21, scope: !1074)
!1213 = !DILocation(line: 2208, column: 37, scope: !1074)
!1214 = !DILocation(line: 2208, column: 5, scope: !1074)
!1215 = !DILocation(line: 2209, column: 21, scope: !1074)
!1216 = !DILocation(line: 2209, column: 37, scope: !1074)
!1217 = !DILocation(line: 2209, column: 5, scope: !1074)
!1218 = !DILocation(line: 2210, column: 21, scope: !1074)
!1219 = !DILocation(line: 2210, column: 37, scope: !1074)
!1220 = !DILocation(line: 2210, column: 5, scope: !1074)
!1221 = !DILocation(line: 2211, column: 21, scope: !1074)
!1222 = !DILocation(line: 2211, column: 37, scope: !1074)
!1223 = !DILocation(line: 2211, column: 5, scope: !1074)
!1224 = !DILocation(line: 2212, column: 21, scope: !1074)
!1225 = !DILocation(line: 2212, column: 37, scope: !1074)
!1226 = !DILocation(line: 2212, column: 5, scope: !1074)
!1227 = !DILocation(line: 2213, column: 21, scope: !1074)
!1228 = !DILocation(line: 2213, column: 37, scope: !1074)
!1229 = !DILocation(line: 2213, column: 5, scope: !1074)
!1230 = !DILocation(line: 2214, column: 21, scope: !1074)
!1231 = !DILocation(line: 2214, column: 37, scope: !1074)
!1232 = !DILocation(line: 2214, column: 5, scope: !1074)
!1233 = !DILocation(line: 2215, column: 21, scope: !1074)
!1234 = !DILocation(line: 2215, column: 37, scope: !1074)
!1235 = !DILocation(line: 2215, column: 5, scope: !1074)
!1236 = !DILocation(line: 2216, column: 12, scope: !1237)
!1237 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2216, column: 5)
!1238 = !DILocation(line: 2216, column: 10, scope: !1237)
!1239 = !DILocation(line: 2216, column: 17, scope: !1240)
!1240 = distinct !DILexicalBlock(scope: !1237, file: !2, line: 2216, column: 5)
!1241 = !DILocation(line: 2216, column: 19, scope: !1240)
!1242 = !DILocation(line: 2216, column: 5, scope: !1237)
!1243 = !DILocation(line: 2218, column: 16, scope: !1244)
!1244 = distinct !DILexicalBlock(scope: !1245, file: !2, line: 2218, column: 9)
!1245 = distinct !DILexicalBlock(scope: !1240, file: !2, line: 2217, column: 5)
!1246 = !DILocation(line: 2218, column: 14, scope: !1244)
!1247 = !DILocation(line: 2218, column: 21, scope: !1248)
!1248 = distinct !DILexicalBlock(scope: !1244, file: !2, line: 2218, column: 9)
!1249 = !DILocation(line: 2218, column: 23, scope: !1248)
!1250 = !DILocation(line: 2218, column: 9, scope: !1244)
!1251 = !DILocation(line: 2220, column: 35, scope: !1252)
!1252 = distinct !DILexicalBlock(scope: !1248, file: !2, line: 2219, column: 9)
!1253 = !DILocation(line: 2220, column: 29, scope: !1252)
!1254 = !DILocation(line: 2220, column: 38, scope: !1252)
!1255 = !DILocation(line: 2220, column: 57, scope: !1252)
!1256 = !DILocation(line: 2220, column: 13, scope: !1252)
!1257 = !DILocation(line: 2221, column: 17, scope: !1258)
!1258 = distinct !DILexicalBlock(scope: !1252, file: !2, line: 2221, column: 17)
!1259 = !DILocation(line: 2221, column: 17, scope: !1252)
!1260 = !DILocation(line: 2221, column: 64, scope: !1258)
!1261 = !DILocation(line: 2221, column: 67, scope: !1258)
!1262 = !DILocation(line: 2221, column: 35, scope: !1258)
!1263 = !DILocation(line: 2223, column: 9, scope: !1252)
!1264 = !DILocation(line: 2218, column: 29, scope: !1248)
!1265 = !DILocation(line: 2218, column: 9, scope: !1248)
!1266 = distinct !{!1266, !1250, !1267, !1146}
!1267 = !DILocation(line: 2223, column: 9, scope: !1244)
!1268 = !DILocation(line: 2224, column: 5, scope: !1245)
!1269 = !DILocation(line: 2216, column: 25, scope: !1240)
!1270 = !DILocation(line: 2216, column: 5, scope: !1240)
!1271 = distinct !{!1271, !1242, !1272, !1146}
!1272 = !DILocation(line: 2224, column: 5, scope: !1237)
!1273 = !DILocation(line: 2225, column: 37, scope: !1074)
!1274 = !DILocation(line: 2225, column: 5, scope: !1074)
!1275 = !DILocation(line: 2226, column: 21, scope: !1074)
!1276 = !DILocation(line: 2226, column: 37, scope: !1074)
!1277 = !DILocation(line: 2226, column: 5, scope: !1074)
!1278 = !DILocation(line: 2227, column: 21, scope: !1074)
!1279 = !DILocation(line: 2227, column: 37, scope: !1074)
!1280 = !DILocation(line: 2227, column: 5, scope: !1074)
!1281 = !DILocation(line: 2228, column: 21, scope: !1074)
!1282 = !DILocation(line: 2228, column: 37, scope: !1074)
!1283 = !DILocation(line: 2228, column: 5, scope: !1074)
!1284 = !DILocation(line: 2229, column: 21, scope: !1074)
!1285 = !DILocation(line: 2229, column: 37, scope: !1074)
!1286 = !DILocation(line: 2229, column: 5, scope: !1074)
!1287 = !DILocation(line: 2230, column: 21, scope: !1074)
!1288 = !DILocation(line: 2230, column: 37, scope: !1074)
!1289 = !DILocation(line: 2230, column: 5, scope: !1074)
!1290 = !DILocation(line: 2231, column: 21, scope: !1074)
!1291 = !DILocation(line: 2231, column: 37, scope: !1074)
!1292 = !DILocation(line: 2231, column: 5, scope: !1074)
!1293 = !DILocation(line: 2232, column: 21, scope: !1074)
!1294 = !DILocation(line: 2232, column: 37, scope: !1074)
!1295 = !DILocation(line: 2232, column: 5, scope: !1074)
!1296 = !DILocation(line: 2233, column: 12, scope: !1297)
!1297 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2233, column: 5)
!1298 = !DILocation(line: 2233, column: 10, scope: !1297)
!1299 = !DILocation(line: 2233, column: 17, scope: !1300)
!1300 = distinct !DILexicalBlock(scope: !1297, file: !2, line: 2233, column: 5)
!1301 = !DILocation(line: 2233, column: 19, scope: !1300)
!1302 = !DILocation(line: 2233, column: 5, scope: !1297)
!1303 = !DILocation(line: 2235, column: 31, scope: !1304)
!1304 = distinct !DILexicalBlock(scope: !1300, file: !2, line: 2234, column: 5)
!1305 = !DILocation(line: 2235, column: 25, scope: !1304)
!1306 = !DILocation(line: 2235, column: 47, scope: !1304)
!1307 = !DILocation(line: 2235, column: 9, scope: !1304)
!1308 = !DILocation(line: 2236, column: 13, scope: !1309)
!1309 = distinct !DILexicalBlock(scope: !1304, file: !2, line: 2236, column: 13)
!1310 = !DILocation(line: 2236, column: 13, scope: !1304)
!1311 = !DILocation(line: 2236, column: 56, scope: !1309)
!1312 = !DILocation(line: 2236, column: 31, scope: !1309)
!1313 = !DILocation(line: 2238, column: 5, scope: !1304)
!1314 = !DILocation(line: 2233, column: 25, scope: !1300)
!1315 = !DILocation(line: 2233, column: 5, scope: !1300)
!1316 = distinct !{!1316, !1302, !1317, !1146}
!1317 = !DILocation(line: 2238, column: 5, scope: !1297)
!1318 = !DILocation(line: 2239, column: 12, scope: !1319)
!1319 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2239, column: 5)
!1320 = !DILocation(line: 2239, column: 10, scope: !1319)
!1321 = !DILocation(line: 2239, column: 17, scope: !1322)
!1322 = distinct !DILexicalBlock(scope: !1319, file: !2, line: 2239, column: 5)
!1323 = !DILocation(line: 2239, column: 19, scope: !1322)
!1324 = !DILocation(line: 2239, column: 5, scope: !1319)
!1325 = !DILocation(line: 2241, column: 16, scope: !1326)
!1326 = distinct !DILexicalBlock(scope: !1327, file: !2, line: 2241, column: 9)
!1327 = distinct !DILexicalBlock(scope: !1322, file: !2, line: 2240, column: 5)
!1328 = !DILocation(line: 2241, column: 14, scope: !1326)
!1329 = !DILocation(line: 2241, column: 21, scope: !1330)
!1330 = distinct !DILexicalBlock(scope: !1326, file: !2, line: 2241, column: 9)
!1331 = !DILocation(line: 2241, column: 23, scope: !1330)
!1332 = !DILocation(line: 2241, column: 9, scope: !1326)
!1333 = !DILocation(line: 2243, column: 35, scope: !1334)
!1334 = distinct !DILexicalBlock(scope: !1330, file: !2, line: 2242, column: 9)
!1335 = !DILocation(line: 2243, column: 29, scope: !1334)
!1336 = !DILocation(line: 2243, column: 38, scope: !1334)
!1337 = !DILocation(line: 2243, column: 57, scope: !1334)
!1338 = !DILocation(line: 2243, column: 13, scope: !1334)
!1339 = !DILocation(line: 2244, column: 17, scope: !1340)
!1340 = distinct !DILexicalBlock(scope: !1334, file: !2, line: 2244, column: 17)
!1341 = !DILocation(line: 2244, column: 17, scope: !1334)
!1342 = !DILocation(line: 2244, column: 64, scope: !1340)
!1343 = !DILocation(line: 2244, column: 67, scope: !1340)
!1344 = !DILocation(line: 2244, column: 35, scope: !1340)
!1345 = !DILocation(line: 2246, column: 9, scope: !1334)
!1346 = !DILocation(line: 2241, column: 29, scope: !1330)
!1347 = !DILocation(line: 2241, column: 9, scope: !1330)
!1348 = distinct !{!1348, !1332, !1349, !1146}
!1349 = !DILocation(line: 2246, column: 9, scope: !1326)
!1350 = !DILocation(line: 2247, column: 5, scope: !1327)
!1351 = !DILocation(line: 2239, column: 26, scope: !1322)
!1352 = !DILocation(line: 2239, column: 5, scope: !1322)
!1353 = distinct !{!1353, !1324, !1354, !1146}
!1354 = !DILocation(line: 2247, column: 5, scope: !1319)
!1355 = !DILocation(line: 2248, column: 21, scope: !1074)
!1356 = !DILocation(line: 2248, column: 37, scope: !1074)
!1357 = !DILocation(line: 2248, column: 5, scope: !1074)
!1358 = !DILocation(line: 2249, column: 21, scope: !1074)
!1359 = !DILocation(line: 2249, column: 37, scope: !1074)
!1360 = !DILocation(line: 2249, column: 5, scope: !1074)
!1361 = !DILocation(line: 2250, column: 21, scope: !1074)
!1362 = !DILocation(line: 2250, column: 37, scope: !1074)
!1363 = !DILocation(line: 2250, column: 5, scope: !1074)
!1364 = !DILocation(line: 2251, column: 21, scope: !1074)
!1365 = !DILocation(line: 2251, column: 37, scope: !1074)
!1366 = !DILocation(line: 2251, column: 5, scope: !1074)
!1367 = !DILocation(line: 2252, column: 27, scope: !1074)
!1368 = !DILocation(line: 2252, column: 21, scope: !1074)
!1369 = !DILocation(line: 2252, column: 43, scope: !1074)
!1370 = !DILocation(line: 2252, column: 5, scope: !1074)
!1371 = !DILocation(line: 2253, column: 27, scope: !1074)
!1372 = !DILocation(line: 2253, column: 21, scope: !1074)
!1373 = !DILocation(line: 2253, column: 43, scope: !1074)
!1374 = !DILocation(line: 2253, column: 5, scope: !1074)
!1375 = !DILocation(line: 2254, column: 21, scope: !1074)
!1376 = !DILocation(line: 2254, column: 37, scope: !1074)
!1377 = !DILocation(line: 2254, column: 5, scope: !1074)
!1378 = !DILocation(line: 2255, column: 12, scope: !1379)
!1379 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2255, column: 5)
!1380 = !DILocation(line: 2255, column: 10, scope: !1379)
!1381 = !DILocation(line: 2255, column: 17, scope: !1382)
!1382 = distinct !DILexicalBlock(scope: !1379, file: !2, line: 2255, column: 5)
!1383 = !DILocation(line: 2255, column: 19, scope: !1382)
!1384 = !DILocation(line: 2255, column: 5, scope: !1379)
!1385 = !DILocation(line: 2257, column: 16, scope: !1386)
!1386 = distinct !DILexicalBlock(scope: !1387, file: !2, line: 2257, column: 9)
!1387 = distinct !DILexicalBlock(scope: !1382, file: !2, line: 2256, column: 5)
!1388 = !DILocation(line: 2257, column: 14, scope: !1386)
!1389 = !DILocation(line: 2257, column: 21, scope: !1390)
!1390 = distinct !DILexicalBlock(scope: !1386, file: !2, line: 2257, column: 9)
!1391 = !DILocation(line: 2257, column: 23, scope: !1390)
!1392 = !DILocation(line: 2257, column: 9, scope: !1386)
!1393 = !DILocation(line: 2259, column: 35, scope: !1394)
!1394 = distinct !DILexicalBlock(scope: !1390, file: !2, line: 2258, column: 9)
!1395 = !DILocation(line: 2259, column: 29, scope: !1394)
!1396 = !DILocation(line: 2259, column: 38, scope: !1394)
!1397 = !DILocation(line: 2259, column: 57, scope: !1394)
!1398 = !DILocation(line: 2259, column: 13, scope: !1394)
!1399 = !DILocation(line: 2260, column: 17, scope: !1400)
!1400 = distinct !DILexicalBlock(scope: !1394, file: !2, line: 2260, column: 17)
!1401 = !DILocation(line: 2260, column: 17, scope: !1394)
!1402 = !DILocation(line: 2260, column: 64, scope: !1400)
!1403 = !DILocation(line: 2260, column: 67, scope: !1400)
!1404 = !DILocation(line: 2260, column: 35, scope: !1400)
!1405 = !DILocation(line: 2262, column: 9, scope: !1394)
!1406 = !DILocation(line: 2257, column: 29, scope: !1390)
!1407 = !DILocation(line: 2257, column: 9, scope: !1390)
!1408 = distinct !{!1408, !1392, !1409, !1146}
!1409 = !DILocation(line: 2262, column: 9, scope: !1386)
!1410 = !DILocation(line: 2263, column: 5, scope: !1387)
!1411 = !DILocation(line: 2255, column: 26, scope: !1382)
!1412 = !DILocation(line: 2255, column: 5, scope: !1382)
!1413 = distinct !{!1413, !1384, !1414, !1146}
!1414 = !DILocation(line: 2263, column: 5, scope: !1379)
!1415 = !DILocation(line: 2264, column: 21, scope: !1074)
!1416 = !DILocation(line: 2264, column: 37, scope: !1074)
!1417 = !DILocation(line: 2264, column: 5, scope: !1074)
!1418 = !DILocation(line: 2265, column: 21, scope: !1074)
!1419 = !DILocation(line: 2265, column: 37, scope: !1074)
!1420 = !DILocation(line: 2265, column: 5, scope: !1074)
!1421 = !DILocation(line: 2266, column: 12, scope: !1422)
!1422 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2266, column: 5)
!1423 = !DILocation(line: 2266, column: 10, scope: !1422)
!1424 = !DILocation(line: 2266, column: 17, scope: !1425)
!1425 = distinct !DILexicalBlock(scope: !1422, file: !2, line: 2266, column: 5)
!1426 = !DILocation(line: 2266, column: 19, scope: !1425)
!1427 = !DILocation(line: 2266, column: 5, scope: !1422)
!1428 = !DILocation(line: 2268, column: 31, scope: !1429)
!1429 = distinct !DILexicalBlock(scope: !1425, file: !2, line: 2267, column: 5)
!1430 = !DILocation(line: 2268, column: 25, scope: !1429)
!1431 = !DILocation(line: 2268, column: 47, scope: !1429)
!1432 = !DILocation(line: 2268, column: 9, scope: !1429)
!1433 = !DILocation(line: 2269, column: 13, scope: !1434)
!1434 = distinct !DILexicalBlock(scope: !1429, file: !2, line: 2269, column: 13)
!1435 = !DILocation(line: 2269, column: 13, scope: !1429)
!1436 = !DILocation(line: 2269, column: 56, scope: !1434)
!1437 = !DILocation(line: 2269, column: 31, scope: !1434)
!1438 = !DILocation(line: 2271, column: 5, scope: !1429)
!1439 = !DILocation(line: 2266, column: 25, scope: !1425)
!1440 = !DILocation(line: 2266, column: 5, scope: !1425)
!1441 = distinct !{!1441, !1427, !1442, !1146}
!1442 = !DILocation(line: 2271, column: 5, scope: !1422)
!1443 = !DILocation(line: 2272, column: 12, scope: !1444)
!1444 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2272, column: 5)
!1445 = !DILocation(line: 2272, column: 10, scope: !1444)
!1446 = !DILocation(line: 2272, column: 17, scope: !1447)
!1447 = distinct !DILexicalBlock(scope: !1444, file: !2, line: 2272, column: 5)
!1448 = !DILocation(line: 2272, column: 19, scope: !1447)
!1449 = !DILocation(line: 2272, column: 5, scope: !1444)
!1450 = !DILocation(line: 2274, column: 31, scope: !1451)
!1451 = distinct !DILexicalBlock(scope: !1447, file: !2, line: 2273, column: 5)
!1452 = !DILocation(line: 2274, column: 25, scope: !1451)
!1453 = !DILocation(line: 2274, column: 47, scope: !1451)
!1454 = !DILocation(line: 2274, column: 9, scope: !1451)
!1455 = !DILocation(line: 2275, column: 13, scope: !1456)
!1456 = distinct !DILexicalBlock(scope: !1451, file: !2, line: 2275, column: 13)
!1457 = !DILocation(line: 2275, column: 13, scope: !1451)
!1458 = !DILocation(line: 2275, column: 56, scope: !1456)
!1459 = !DILocation(line: 2275, column: 31, scope: !1456)
!1460 = !DILocation(line: 2277, column: 5, scope: !1451)
!1461 = !DILocation(line: 2272, column: 25, scope: !1447)
!1462 = !DILocation(line: 2272, column: 5, scope: !1447)
!1463 = distinct !{!1463, !1449, !1464, !1146}
!1464 = !DILocation(line: 2277, column: 5, scope: !1444)
!1465 = !DILocation(line: 2278, column: 21, scope: !1074)
!1466 = !DILocation(line: 2278, column: 37, scope: !1074)
!1467 = !DILocation(line: 2278, column: 5, scope: !1074)
!1468 = !DILocation(line: 2279, column: 21, scope: !1074)
!1469 = !DILocation(line: 2279, column: 37, scope: !1074)
!1470 = !DILocation(line: 2279, column: 5, scope: !1074)
!1471 = !DILocation(line: 2280, column: 21, scope: !1074)
!1472 = !DILocation(line: 2280, column: 37, scope: !1074)
!1473 = !DILocation(line: 2280, column: 5, scope: !1074)
!1474 = !DILocation(line: 2281, column: 21, scope: !1074)
!1475 = !DILocation(line: 2281, column: 37, scope: !1074)
!1476 = !DILocation(line: 2281, column: 5, scope: !1074)
!1477 = !DILocation(line: 2282, column: 21, scope: !1074)
!1478 = !DILocation(line: 2282, column: 37, scope: !1074)
!1479 = !DILocation(line: 2282, column: 5, scope: !1074)
!1480 = !DILocation(line: 2283, column: 21, scope: !1074)
!1481 = !DILocation(line: 2283, column: 37, scope: !1074)
!1482 = !DILocation(line: 2283, column: 5, scope: !1074)
!1483 = !DILocation(line: 2284, column: 21, scope: !1074)
!1484 = !DILocation(line: 2284, column: 37, scope: !1074)
!1485 = !DILocation(line: 2284, column: 5, scope: !1074)
!1486 = !DILocation(line: 2285, column: 21, scope: !1074)
!1487 = !DILocation(line: 2285, column: 37, scope: !1074)
!1488 = !DILocation(line: 2285, column: 5, scope: !1074)
!1489 = !DILocation(line: 2286, column: 21, scope: !1074)
!1490 = !DILocation(line: 2286, column: 37, scope: !1074)
!1491 = !DILocation(line: 2286, column: 5, scope: !1074)
!1492 = !DILocation(line: 2287, column: 12, scope: !1493)
!1493 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2287, column: 5)
!1494 = !DILocation(line: 2287, column: 10, scope: !1493)
!1495 = !DILocation(line: 2287, column: 17, scope: !1496)
!1496 = distinct !DILexicalBlock(scope: !1493, file: !2, line: 2287, column: 5)
!1497 = !DILocation(line: 2287, column: 19, scope: !1496)
!1498 = !DILocation(line: 2287, column: 5, scope: !1493)
!1499 = !DILocation(line: 2289, column: 16, scope: !1500)
!1500 = distinct !DILexicalBlock(scope: !1501, file: !2, line: 2289, column: 9)
!1501 = distinct !DILexicalBlock(scope: !1496, file: !2, line: 2288, column: 5)
!1502 = !DILocation(line: 2289, column: 14, scope: !1500)
!1503 = !DILocation(line: 2289, column: 21, scope: !1504)
!1504 = distinct !DILexicalBlock(scope: !1500, file: !2, line: 2289, column: 9)
!1505 = !DILocation(line: 2289, column: 23, scope: !1504)
!1506 = !DILocation(line: 2289, column: 9, scope: !1500)
!1507 = !DILocation(line: 2291, column: 20, scope: !1508)
!1508 = distinct !DILexicalBlock(scope: !1509, file: !2, line: 2291, column: 13)
!1509 = distinct !DILexicalBlock(scope: !1504, file: !2, line: 2290, column: 9)
!1510 = !DILocation(line: 2291, column: 18, scope: !1508)
!1511 = !DILocation(line: 2291, column: 25, scope: !1512)
!1512 = distinct !DILexicalBlock(scope: !1508, file: !2, line: 2291, column: 13)
!1513 = !DILocation(line: 2291, column: 27, scope: !1512)
!1514 = !DILocation(line: 2291, column: 13, scope: !1508)
!1515 = !DILocation(line: 2293, column: 39, scope: !1516)
!1516 = distinct !DILexicalBlock(scope: !1512, file: !2, line: 2292, column: 13)
!1517 = !DILocation(line: 2293, column: 33, scope: !1516)
!1518 = !DILocation(line: 2293, column: 42, scope: !1516)
!1519 = !DILocation(line: 2293, column: 45, scope: !1516)
!1520 = !DILocation(line: 2293, column: 67, scope: !1516)
!1521 = !DILocation(line: 2293, column: 17, scope: !1516)
!1522 = !DILocation(line: 2294, column: 21, scope: !1523)
!1523 = distinct !DILexicalBlock(scope: !1516, file: !2, line: 2294, column: 21)
!1524 = !DILocation(line: 2294, column: 21, scope: !1516)
!1525 = !DILocation(line: 2294, column: 72, scope: !1523)
!1526 = !DILocation(line: 2294, column: 75, scope: !1523)
!1527 = !DILocation(line: 2294, column: 78, scope: !1523)
!1528 = !DILocation(line: 2294, column: 39, scope: !1523)
!1529 = !DILocation(line: 2296, column: 13, scope: !1516)
!1530 = !DILocation(line: 2291, column: 33, scope: !1512)
!1531 = !DILocation(line: 2291, column: 13, scope: !1512)
!1532 = distinct !{!1532, !1514, !1533, !1146}
!1533 = !DILocation(line: 2296, column: 13, scope: !1508)
!1534 = !DILocation(line: 2297, column: 9, scope: !1509)
!1535 = !DILocation(line: 2289, column: 30, scope: !1504)
!1536 = !DILocation(line: 2289, column: 9, scope: !1504)
!1537 = distinct !{!1537, !1506, !1538, !1146}
!1538 = !DILocation(line: 2297, column: 9, scope: !1500)
!1539 = !DILocation(line: 2298, column: 5, scope: !1501)
!1540 = !DILocation(line: 2287, column: 25, scope: !1496)
!1541 = !DILocation(line: 2287, column: 5, scope: !1496)
!1542 = distinct !{!1542, !1498, !1543, !1146}
!1543 = !DILocation(line: 2298, column: 5, scope: !1493)
!1544 = !DILocation(line: 2299, column: 21, scope: !1074)
!1545 = !DILocation(line: 2299, column: 37, scope: !1074)
!1546 = !DILocation(line: 2299, column: 5, scope: !1074)
!1547 = !DILocation(line: 2300, column: 39, scope: !1074)
!1548 = !DILocation(line: 2300, column: 5, scope: !1074)
!1549 = !DILocation(line: 2301, column: 28, scope: !1074)
!1550 = !DILocation(line: 2301, column: 21, scope: !1074)
!1551 = !DILocation(line: 2301, column: 45, scope: !1074)
!1552 = !DILocation(line: 2301, column: 5, scope: !1074)
!1553 = !DILocation(line: 2302, column: 28, scope: !1074)
!1554 = !DILocation(line: 2302, column: 21, scope: !1074)
!1555 = !DILocation(line: 2302, column: 45, scope: !1074)
!1556 = !DILocation(line: 2302, column: 5, scope: !1074)
!1557 = !DILocation(line: 2303, column: 28, scope: !1074)
!1558 = !DILocation(line: 2303, column: 21, scope: !1074)
!1559 = !DILocation(line: 2303, column: 45, scope: !1074)
!1560 = !DILocation(line: 2303, column: 5, scope: !1074)
!1561 = !DILocation(line: 2304, column: 28, scope: !1074)
!1562 = !DILocation(line: 2304, column: 21, scope: !1074)
!1563 = !DILocation(line: 2304, column: 45, scope: !1074)
!1564 = !DILocation(line: 2304, column: 5, scope: !1074)
!1565 = !DILocation(line: 2305, column: 28, scope: !1074)
!1566 = !DILocation(line: 2305, column: 21, scope: !1074)
!1567 = !DILocation(line: 2305, column: 45, scope: !1074)
!1568 = !DILocation(line: 2305, column: 5, scope: !1074)
!1569 = !DILocation(line: 2306, column: 28, scope: !1074)
!1570 = !DILocation(line: 2306, column: 21, scope: !1074)
!1571 = !DILocation(line: 2306, column: 45, scope: !1074)
!1572 = !DILocation(line: 2306, column: 5, scope: !1074)
!1573 = !DILocation(line: 2307, column: 28, scope: !1074)
!1574 = !DILocation(line: 2307, column: 21, scope: !1074)
!1575 = !DILocation(line: 2307, column: 45, scope: !1074)
!1576 = !DILocation(line: 2307, column: 5, scope: !1074)
!1577 = !DILocation(line: 2308, column: 28, scope: !1074)
!1578 = !DILocation(line: 2308, column: 21, scope: !1074)
!1579 = !DILocation(line: 2308, column: 45, scope: !1074)
!1580 = !DILocation(line: 2308, column: 5, scope: !1074)
!1581 = !DILocation(line: 2309, column: 28, scope: !1074)
!1582 = !DILocation(line: 2309, column: 21, scope: !1074)
!1583 = !DILocation(line: 2309, column: 45, scope: !1074)
!1584 = !DILocation(line: 2309, column: 5, scope: !1074)
!1585 = !DILocation(line: 2310, column: 28, scope: !1074)
!1586 = !DILocation(line: 2310, column: 21, scope: !1074)
!1587 = !DILocation(line: 2310, column: 45, scope: !1074)
!1588 = !DILocation(line: 2310, column: 5, scope: !1074)
!1589 = !DILocation(line: 2311, column: 28, scope: !1074)
!1590 = !DILocation(line: 2311, column: 21, scope: !1074)
!1591 = !DILocation(line: 2311, column: 45, scope: !1074)
!1592 = !DILocation(line: 2311, column: 5, scope: !1074)
!1593 = !DILocation(line: 2312, column: 28, scope: !1074)
!1594 = !DILocation(line: 2312, column: 21, scope: !1074)
!1595 = !DILocation(line: 2312, column: 45, scope: !1074)
!1596 = !DILocation(line: 2312, column: 5, scope: !1074)
!1597 = !DILocation(line: 2313, column: 28, scope: !1074)
!1598 = !DILocation(line: 2313, column: 21, scope: !1074)
!1599 = !DILocation(line: 2313, column: 45, scope: !1074)
!1600 = !DILocation(line: 2313, column: 5, scope: !1074)
!1601 = !DILocation(line: 2314, column: 28, scope: !1074)
!1602 = !DILocation(line: 2314, column: 21, scope: !1074)
!1603 = !DILocation(line: 2314, column: 45, scope: !1074)
!1604 = !DILocation(line: 2314, column: 5, scope: !1074)
!1605 = !DILocation(line: 2315, column: 28, scope: !1074)
!1606 = !DILocation(line: 2315, column: 21, scope: !1074)
!1607 = !DILocation(line: 2315, column: 45, scope: !1074)
!1608 = !DILocation(line: 2315, column: 5, scope: !1074)
!1609 = !DILocation(line: 2316, column: 28, scope: !1074)
!1610 = !DILocation(line: 2316, column: 21, scope: !1074)
!1611 = !DILocation(line: 2316, column: 45, scope: !1074)
!1612 = !DILocation(line: 2316, column: 5, scope: !1074)
!1613 = !DILocation(line: 2317, column: 28, scope: !1074)
!1614 = !DILocation(line: 2317, column: 21, scope: !1074)
!1615 = !DILocation(line: 2317, column: 45, scope: !1074)
!1616 = !DILocation(line: 2317, column: 5, scope: !1074)
!1617 = !DILocation(line: 2318, column: 28, scope: !1074)
!1618 = !DILocation(line: 2318, column: 21, scope: !1074)
!1619 = !DILocation(line: 2318, column: 45, scope: !1074)
!1620 = !DILocation(line: 2318, column: 5, scope: !1074)
!1621 = !DILocation(line: 2319, column: 28, scope: !1074)
!1622 = !DILocation(line: 2319, column: 21, scope: !1074)
!1623 = !DILocation(line: 2319, column: 45, scope: !1074)
!1624 = !DILocation(line: 2319, column: 5, scope: !1074)
!1625 = !DILocation(line: 2320, column: 28, scope: !1074)
!1626 = !DILocation(line: 2320, column: 21, scope: !1074)
!1627 = !DILocation(line: 2320, column: 45, scope: !1074)
!1628 = !DILocation(line: 2320, column: 5, scope: !1074)
!1629 = !DILocation(line: 2321, column: 28, scope: !1074)
!1630 = !DILocation(line: 2321, column: 21, scope: !1074)
!1631 = !DILocation(line: 2321, column: 45, scope: !1074)
!1632 = !DILocation(line: 2321, column: 5, scope: !1074)
!1633 = !DILocation(line: 2322, column: 28, scope: !1074)
!1634 = !DILocation(line: 2322, column: 21, scope: !1074)
!1635 = !DILocation(line: 2322, column: 45, scope: !1074)
!1636 = !DILocation(line: 2322, column: 5, scope: !1074)
!1637 = !DILocation(line: 2323, column: 28, scope: !1074)
!1638 = !DILocation(line: 2323, column: 21, scope: !1074)
!1639 = !DILocation(line: 2323, column: 45, scope: !1074)
!1640 = !DILocation(line: 2323, column: 5, scope: !1074)
!1641 = !DILocation(line: 2324, column: 28, scope: !1074)
!1642 = !DILocation(line: 2324, column: 21, scope: !1074)
!1643 = !DILocation(line: 2324, column: 45, scope: !1074)
!1644 = !DILocation(line: 2324, column: 5, scope: !1074)
!1645 = !DILocation(line: 2325, column: 12, scope: !1646)
!1646 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2325, column: 5)
!1647 = !DILocation(line: 2325, column: 10, scope: !1646)
!1648 = !DILocation(line: 2325, column: 17, scope: !1649)
!1649 = distinct !DILexicalBlock(scope: !1646, file: !2, line: 2325, column: 5)
!1650 = !DILocation(line: 2325, column: 19, scope: !1649)
!1651 = !DILocation(line: 2325, column: 5, scope: !1646)
!1652 = !DILocation(line: 2327, column: 16, scope: !1653)
!1653 = distinct !DILexicalBlock(scope: !1654, file: !2, line: 2327, column: 9)
!1654 = distinct !DILexicalBlock(scope: !1649, file: !2, line: 2326, column: 5)
!1655 = !DILocation(line: 2327, column: 14, scope: !1653)
!1656 = !DILocation(line: 2327, column: 21, scope: !1657)
!1657 = distinct !DILexicalBlock(scope: !1653, file: !2, line: 2327, column: 9)
!1658 = !DILocation(line: 2327, column: 23, scope: !1657)
!1659 = !DILocation(line: 2327, column: 9, scope: !1653)
!1660 = !DILocation(line: 2329, column: 20, scope: !1661)
!1661 = distinct !DILexicalBlock(scope: !1662, file: !2, line: 2329, column: 13)
!1662 = distinct !DILexicalBlock(scope: !1657, file: !2, line: 2328, column: 9)
!1663 = !DILocation(line: 2329, column: 18, scope: !1661)
!1664 = !DILocation(line: 2329, column: 25, scope: !1665)
!1665 = distinct !DILexicalBlock(scope: !1661, file: !2, line: 2329, column: 13)
!1666 = !DILocation(line: 2329, column: 27, scope: !1665)
!1667 = !DILocation(line: 2329, column: 13, scope: !1661)
!1668 = !DILocation(line: 2331, column: 40, scope: !1669)
!1669 = distinct !DILexicalBlock(scope: !1665, file: !2, line: 2330, column: 13)
!1670 = !DILocation(line: 2331, column: 33, scope: !1669)
!1671 = !DILocation(line: 2331, column: 43, scope: !1669)
!1672 = !DILocation(line: 2331, column: 46, scope: !1669)
!1673 = !DILocation(line: 2331, column: 49, scope: !1669)
!1674 = !DILocation(line: 2331, column: 75, scope: !1669)
!1675 = !DILocation(line: 2331, column: 17, scope: !1669)
!1676 = !DILocation(line: 2332, column: 21, scope: !1677)
!1677 = distinct !DILexicalBlock(scope: !1669, file: !2, line: 2332, column: 21)
!1678 = !DILocation(line: 2332, column: 21, scope: !1669)
!1679 = !DILocation(line: 2332, column: 72, scope: !1677)
!1680 = !DILocation(line: 2332, column: 75, scope: !1677)
!1681 = !DILocation(line: 2332, column: 78, scope: !1677)
!1682 = !DILocation(line: 2332, column: 39, scope: !1677)
!1683 = !DILocation(line: 2334, column: 13, scope: !1669)
!1684 = !DILocation(line: 2329, column: 33, scope: !1665)
!1685 = !DILocation(line: 2329, column: 13, scope: !1665)
!1686 = distinct !{!1686, !1667, !1687, !1146}
!1687 = !DILocation(line: 2334, column: 13, scope: !1661)
!1688 = !DILocation(line: 2335, column: 9, scope: !1662)
!1689 = !DILocation(line: 2327, column: 29, scope: !1657)
!1690 = !DILocation(line: 2327, column: 9, scope: !1657)
!1691 = distinct !{!1691, !1659, !1692, !1146}
!1692 = !DILocation(line: 2335, column: 9, scope: !1653)
!1693 = !DILocation(line: 2336, column: 5, scope: !1654)
!1694 = !DILocation(line: 2325, column: 25, scope: !1649)
!1695 = !DILocation(line: 2325, column: 5, scope: !1649)
!1696 = distinct !{!1696, !1651, !1697, !1146}
!1697 = !DILocation(line: 2336, column: 5, scope: !1646)
!1698 = !DILocation(line: 2337, column: 21, scope: !1074)
!1699 = !DILocation(line: 2337, column: 39, scope: !1074)
!1700 = !DILocation(line: 2337, column: 5, scope: !1074)
!1701 = !DILocation(line: 2338, column: 21, scope: !1074)
!1702 = !DILocation(line: 2338, column: 39, scope: !1074)
!1703 = !DILocation(line: 2338, column: 5, scope: !1074)
!1704 = !DILocation(line: 2339, column: 21, scope: !1074)
!1705 = !DILocation(line: 2339, column: 39, scope: !1074)
!1706 = !DILocation(line: 2339, column: 5, scope: !1074)
!1707 = !DILocation(line: 2340, column: 21, scope: !1074)
!1708 = !DILocation(line: 2340, column: 39, scope: !1074)
!1709 = !DILocation(line: 2340, column: 5, scope: !1074)
!1710 = !DILocation(line: 2341, column: 21, scope: !1074)
!1711 = !DILocation(line: 2341, column: 39, scope: !1074)
!1712 = !DILocation(line: 2341, column: 5, scope: !1074)
!1713 = !DILocation(line: 2342, column: 12, scope: !1714)
!1714 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2342, column: 5)
!1715 = !DILocation(line: 2342, column: 10, scope: !1714)
!1716 = !DILocation(line: 2342, column: 17, scope: !1717)
!1717 = distinct !DILexicalBlock(scope: !1714, file: !2, line: 2342, column: 5)
!1718 = !DILocation(line: 2342, column: 19, scope: !1717)
!1719 = !DILocation(line: 2342, column: 5, scope: !1714)
!1720 = !DILocation(line: 2344, column: 32, scope: !1721)
!1721 = distinct !DILexicalBlock(scope: !1717, file: !2, line: 2343, column: 5)
!1722 = !DILocation(line: 2344, column: 25, scope: !1721)
!1723 = !DILocation(line: 2344, column: 49, scope: !1721)
!1724 = !DILocation(line: 2344, column: 9, scope: !1721)
!1725 = !DILocation(line: 2345, column: 13, scope: !1726)
!1726 = distinct !DILexicalBlock(scope: !1721, file: !2, line: 2345, column: 13)
!1727 = !DILocation(line: 2345, column: 13, scope: !1721)
!1728 = !DILocation(line: 2345, column: 56, scope: !1726)
!1729 = !DILocation(line: 2345, column: 31, scope: !1726)
!1730 = !DILocation(line: 2347, column: 5, scope: !1721)
!1731 = !DILocation(line: 2342, column: 25, scope: !1717)
!1732 = !DILocation(line: 2342, column: 5, scope: !1717)
!1733 = distinct !{!1733, !1719, !1734, !1146}
!1734 = !DILocation(line: 2347, column: 5, scope: !1714)
!1735 = !DILocation(line: 2348, column: 28, scope: !1074)
!1736 = !DILocation(line: 2348, column: 21, scope: !1074)
!1737 = !DILocation(line: 2348, column: 45, scope: !1074)
!1738 = !DILocation(line: 2348, column: 5, scope: !1074)
!1739 = !DILocation(line: 2349, column: 28, scope: !1074)
!1740 = !DILocation(line: 2349, column: 21, scope: !1074)
!1741 = !DILocation(line: 2349, column: 45, scope: !1074)
!1742 = !DILocation(line: 2349, column: 5, scope: !1074)
!1743 = !DILocation(line: 2350, column: 28, scope: !1074)
!1744 = !DILocation(line: 2350, column: 21, scope: !1074)
!1745 = !DILocation(line: 2350, column: 45, scope: !1074)
!1746 = !DILocation(line: 2350, column: 5, scope: !1074)
!1747 = !DILocation(line: 2351, column: 28, scope: !1074)
!1748 = !DILocation(line: 2351, column: 21, scope: !1074)
!1749 = !DILocation(line: 2351, column: 45, scope: !1074)
!1750 = !DILocation(line: 2351, column: 5, scope: !1074)
!1751 = !DILocation(line: 2352, column: 28, scope: !1074)
!1752 = !DILocation(line: 2352, column: 21, scope: !1074)
!1753 = !DILocation(line: 2352, column: 45, scope: !1074)
!1754 = !DILocation(line: 2352, column: 5, scope: !1074)
!1755 = !DILocation(line: 2353, column: 28, scope: !1074)
!1756 = !DILocation(line: 2353, column: 21, scope: !1074)
!1757 = !DILocation(line: 2353, column: 45, scope: !1074)
!1758 = !DILocation(line: 2353, column: 5, scope: !1074)
!1759 = !DILocation(line: 2354, column: 28, scope: !1074)
!1760 = !DILocation(line: 2354, column: 21, scope: !1074)
!1761 = !DILocation(line: 2354, column: 45, scope: !1074)
!1762 = !DILocation(line: 2354, column: 5, scope: !1074)
!1763 = !DILocation(line: 2355, column: 28, scope: !1074)
!1764 = !DILocation(line: 2355, column: 21, scope: !1074)
!1765 = !DILocation(line: 2355, column: 45, scope: !1074)
!1766 = !DILocation(line: 2355, column: 5, scope: !1074)
!1767 = !DILocation(line: 2356, column: 28, scope: !1074)
!1768 = !DILocation(line: 2356, column: 21, scope: !1074)
!1769 = !DILocation(line: 2356, column: 45, scope: !1074)
!1770 = !DILocation(line: 2356, column: 5, scope: !1074)
!1771 = !DILocation(line: 2357, column: 28, scope: !1074)
!1772 = !DILocation(line: 2357, column: 21, scope: !1074)
!1773 = !DILocation(line: 2357, column: 45, scope: !1074)
!1774 = !DILocation(line: 2357, column: 5, scope: !1074)
!1775 = !DILocation(line: 2358, column: 28, scope: !1074)
!1776 = !DILocation(line: 2358, column: 21, scope: !1074)
!1777 = !DILocation(line: 2358, column: 45, scope: !1074)
!1778 = !DILocation(line: 2358, column: 5, scope: !1074)
!1779 = !DILocation(line: 2359, column: 28, scope: !1074)
!1780 = !DILocation(line: 2359, column: 21, scope: !1074)
!1781 = !DILocation(line: 2359, column: 45, scope: !1074)
!1782 = !DILocation(line: 2359, column: 5, scope: !1074)
!1783 = !DILocation(line: 2360, column: 28, scope: !1074)
!1784 = !DILocation(line: 2360, column: 21, scope: !1074)
!1785 = !DILocation(line: 2360, column: 45, scope: !1074)
!1786 = !DILocation(line: 2360, column: 5, scope: !1074)
!1787 = !DILocation(line: 2361, column: 28, scope: !1074)
!1788 = !DILocation(line: 2361, column: 21, scope: !1074)
!1789 = !DILocation(line: 2361, column: 45, scope: !1074)
!1790 = !DILocation(line: 2361, column: 5, scope: !1074)
!1791 = !DILocation(line: 2362, column: 28, scope: !1074)
!1792 = !DILocation(line: 2362, column: 21, scope: !1074)
!1793 = !DILocation(line: 2362, column: 45, scope: !1074)
!1794 = !DILocation(line: 2362, column: 5, scope: !1074)
!1795 = !DILocation(line: 2363, column: 28, scope: !1074)
!1796 = !DILocation(line: 2363, column: 21, scope: !1074)
!1797 = !DILocation(line: 2363, column: 45, scope: !1074)
!1798 = !DILocation(line: 2363, column: 5, scope: !1074)
!1799 = !DILocation(line: 2364, column: 12, scope: !1800)
!1800 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2364, column: 5)
!1801 = !DILocation(line: 2364, column: 10, scope: !1800)
!1802 = !DILocation(line: 2364, column: 17, scope: !1803)
!1803 = distinct !DILexicalBlock(scope: !1800, file: !2, line: 2364, column: 5)
!1804 = !DILocation(line: 2364, column: 19, scope: !1803)
!1805 = !DILocation(line: 2364, column: 5, scope: !1800)
!1806 = !DILocation(line: 2366, column: 16, scope: !1807)
!1807 = distinct !DILexicalBlock(scope: !1808, file: !2, line: 2366, column: 9)
!1808 = distinct !DILexicalBlock(scope: !1803, file: !2, line: 2365, column: 5)
!1809 = !DILocation(line: 2366, column: 14, scope: !1807)
!1810 = !DILocation(line: 2366, column: 21, scope: !1811)
!1811 = distinct !DILexicalBlock(scope: !1807, file: !2, line: 2366, column: 9)
!1812 = !DILocation(line: 2366, column: 23, scope: !1811)
!1813 = !DILocation(line: 2366, column: 9, scope: !1807)
!1814 = !DILocation(line: 2368, column: 36, scope: !1815)
!1815 = distinct !DILexicalBlock(scope: !1811, file: !2, line: 2367, column: 9)
!1816 = !DILocation(line: 2368, column: 29, scope: !1815)
!1817 = !DILocation(line: 2368, column: 39, scope: !1815)
!1818 = !DILocation(line: 2368, column: 42, scope: !1815)
!1819 = !DILocation(line: 2368, column: 65, scope: !1815)
!1820 = !DILocation(line: 2368, column: 13, scope: !1815)
!1821 = !DILocation(line: 2369, column: 36, scope: !1815)
!1822 = !DILocation(line: 2369, column: 29, scope: !1815)
!1823 = !DILocation(line: 2369, column: 39, scope: !1815)
!1824 = !DILocation(line: 2369, column: 42, scope: !1815)
!1825 = !DILocation(line: 2369, column: 65, scope: !1815)
!1826 = !DILocation(line: 2369, column: 13, scope: !1815)
!1827 = !DILocation(line: 2370, column: 36, scope: !1815)
!1828 = !DILocation(line: 2370, column: 29, scope: !1815)
!1829 = !DILocation(line: 2370, column: 39, scope: !1815)
!1830 = !DILocation(line: 2370, column: 42, scope: !1815)
!1831 = !DILocation(line: 2370, column: 65, scope: !1815)
!1832 = !DILocation(line: 2370, column: 13, scope: !1815)
!1833 = !DILocation(line: 2371, column: 36, scope: !1815)
!1834 = !DILocation(line: 2371, column: 29, scope: !1815)
!1835 = !DILocation(line: 2371, column: 39, scope: !1815)
!1836 = !DILocation(line: 2371, column: 42, scope: !1815)
!1837 = !DILocation(line: 2371, column: 65, scope: !1815)
!1838 = !DILocation(line: 2371, column: 13, scope: !1815)
!1839 = !DILocation(line: 2372, column: 36, scope: !1815)
!1840 = !DILocation(line: 2372, column: 29, scope: !1815)
!1841 = !DILocation(line: 2372, column: 39, scope: !1815)
!1842 = !DILocation(line: 2372, column: 42, scope: !1815)
!1843 = !DILocation(line: 2372, column: 65, scope: !1815)
!1844 = !DILocation(line: 2372, column: 13, scope: !1815)
!1845 = !DILocation(line: 2373, column: 36, scope: !1815)
!1846 = !DILocation(line: 2373, column: 29, scope: !1815)
!1847 = !DILocation(line: 2373, column: 39, scope: !1815)
!1848 = !DILocation(line: 2373, column: 42, scope: !1815)
!1849 = !DILocation(line: 2373, column: 65, scope: !1815)
!1850 = !DILocation(line: 2373, column: 13, scope: !1815)
!1851 = !DILocation(line: 2374, column: 36, scope: !1815)
!1852 = !DILocation(line: 2374, column: 29, scope: !1815)
!1853 = !DILocation(line: 2374, column: 39, scope: !1815)
!1854 = !DILocation(line: 2374, column: 42, scope: !1815)
!1855 = !DILocation(line: 2374, column: 65, scope: !1815)
!1856 = !DILocation(line: 2374, column: 13, scope: !1815)
!1857 = !DILocation(line: 2375, column: 36, scope: !1815)
!1858 = !DILocation(line: 2375, column: 29, scope: !1815)
!1859 = !DILocation(line: 2375, column: 39, scope: !1815)
!1860 = !DILocation(line: 2375, column: 42, scope: !1815)
!1861 = !DILocation(line: 2375, column: 65, scope: !1815)
!1862 = !DILocation(line: 2375, column: 13, scope: !1815)
!1863 = !DILocation(line: 2376, column: 17, scope: !1864)
!1864 = distinct !DILexicalBlock(scope: !1815, file: !2, line: 2376, column: 17)
!1865 = !DILocation(line: 2376, column: 17, scope: !1815)
!1866 = !DILocation(line: 2376, column: 64, scope: !1864)
!1867 = !DILocation(line: 2376, column: 67, scope: !1864)
!1868 = !DILocation(line: 2376, column: 35, scope: !1864)
!1869 = !DILocation(line: 2378, column: 9, scope: !1815)
!1870 = !DILocation(line: 2366, column: 29, scope: !1811)
!1871 = !DILocation(line: 2366, column: 9, scope: !1811)
!1872 = distinct !{!1872, !1813, !1873, !1146}
!1873 = !DILocation(line: 2378, column: 9, scope: !1807)
!1874 = !DILocation(line: 2379, column: 5, scope: !1808)
!1875 = !DILocation(line: 2364, column: 25, scope: !1803)
!1876 = !DILocation(line: 2364, column: 5, scope: !1803)
!1877 = distinct !{!1877, !1805, !1878, !1146}
!1878 = !DILocation(line: 2379, column: 5, scope: !1800)
!1879 = !DILocation(line: 2380, column: 21, scope: !1074)
!1880 = !DILocation(line: 2380, column: 39, scope: !1074)
!1881 = !DILocation(line: 2380, column: 5, scope: !1074)
!1882 = !DILocation(line: 2381, column: 28, scope: !1074)
!1883 = !DILocation(line: 2381, column: 21, scope: !1074)
!1884 = !DILocation(line: 2381, column: 45, scope: !1074)
!1885 = !DILocation(line: 2381, column: 5, scope: !1074)
!1886 = !DILocation(line: 2382, column: 28, scope: !1074)
!1887 = !DILocation(line: 2382, column: 21, scope: !1074)
!1888 = !DILocation(line: 2382, column: 45, scope: !1074)
!1889 = !DILocation(line: 2382, column: 5, scope: !1074)
!1890 = !DILocation(line: 2383, column: 28, scope: !1074)
!1891 = !DILocation(line: 2383, column: 21, scope: !1074)
!1892 = !DILocation(line: 2383, column: 45, scope: !1074)
!1893 = !DILocation(line: 2383, column: 5, scope: !1074)
!1894 = !DILocation(line: 2384, column: 28, scope: !1074)
!1895 = !DILocation(line: 2384, column: 21, scope: !1074)
!1896 = !DILocation(line: 2384, column: 45, scope: !1074)
!1897 = !DILocation(line: 2384, column: 5, scope: !1074)
!1898 = !DILocation(line: 2385, column: 28, scope: !1074)
!1899 = !DILocation(line: 2385, column: 21, scope: !1074)
!1900 = !DILocation(line: 2385, column: 45, scope: !1074)
!1901 = !DILocation(line: 2385, column: 5, scope: !1074)
!1902 = !DILocation(line: 2386, column: 28, scope: !1074)
!1903 = !DILocation(line: 2386, column: 21, scope: !1074)
!1904 = !DILocation(line: 2386, column: 45, scope: !1074)
!1905 = !DILocation(line: 2386, column: 5, scope: !1074)
!1906 = !DILocation(line: 2387, column: 28, scope: !1074)
!1907 = !DILocation(line: 2387, column: 21, scope: !1074)
!1908 = !DILocation(line: 2387, column: 45, scope: !1074)
!1909 = !DILocation(line: 2387, column: 5, scope: !1074)
!1910 = !DILocation(line: 2388, column: 28, scope: !1074)
!1911 = !DILocation(line: 2388, column: 21, scope: !1074)
!1912 = !DILocation(line: 2388, column: 45, scope: !1074)
!1913 = !DILocation(line: 2388, column: 5, scope: !1074)
!1914 = !DILocation(line: 2389, column: 28, scope: !1074)
!1915 = !DILocation(line: 2389, column: 21, scope: !1074)
!1916 = !DILocation(line: 2389, column: 45, scope: !1074)
!1917 = !DILocation(line: 2389, column: 5, scope: !1074)
!1918 = !DILocation(line: 2390, column: 28, scope: !1074)
!1919 = !DILocation(line: 2390, column: 21, scope: !1074)
!1920 = !DILocation(line: 2390, column: 45, scope: !1074)
!1921 = !DILocation(line: 2390, column: 5, scope: !1074)
!1922 = !DILocation(line: 2391, column: 28, scope: !1074)
!1923 = !DILocation(line: 2391, column: 21, scope: !1074)
!1924 = !DILocation(line: 2391, column: 45, scope: !1074)
!1925 = !DILocation(line: 2391, column: 5, scope: !1074)
!1926 = !DILocation(line: 2392, column: 28, scope: !1074)
!1927 = !DILocation(line: 2392, column: 21, scope: !1074)
!1928 = !DILocation(line: 2392, column: 45, scope: !1074)
!1929 = !DILocation(line: 2392, column: 5, scope: !1074)
!1930 = !DILocation(line: 2393, column: 28, scope: !1074)
!1931 = !DILocation(line: 2393, column: 21, scope: !1074)
!1932 = !DILocation(line: 2393, column: 45, scope: !1074)
!1933 = !DILocation(line: 2393, column: 5, scope: !1074)
!1934 = !DILocation(line: 2394, column: 28, scope: !1074)
!1935 = !DILocation(line: 2394, column: 21, scope: !1074)
!1936 = !DILocation(line: 2394, column: 45, scope: !1074)
!1937 = !DILocation(line: 2394, column: 5, scope: !1074)
!1938 = !DILocation(line: 2395, column: 28, scope: !1074)
!1939 = !DILocation(line: 2395, column: 21, scope: !1074)
!1940 = !DILocation(line: 2395, column: 45, scope: !1074)
!1941 = !DILocation(line: 2395, column: 5, scope: !1074)
!1942 = !DILocation(line: 2396, column: 28, scope: !1074)
!1943 = !DILocation(line: 2396, column: 21, scope: !1074)
!1944 = !DILocation(line: 2396, column: 45, scope: !1074)
!1945 = !DILocation(line: 2396, column: 5, scope: !1074)
!1946 = !DILocation(line: 2397, column: 28, scope: !1074)
!1947 = !DILocation(line: 2397, column: 21, scope: !1074)
!1948 = !DILocation(line: 2397, column: 45, scope: !1074)
!1949 = !DILocation(line: 2397, column: 5, scope: !1074)
!1950 = !DILocation(line: 2398, column: 28, scope: !1074)
!1951 = !DILocation(line: 2398, column: 21, scope: !1074)
!1952 = !DILocation(line: 2398, column: 45, scope: !1074)
!1953 = !DILocation(line: 2398, column: 5, scope: !1074)
!1954 = !DILocation(line: 2399, column: 28, scope: !1074)
!1955 = !DILocation(line: 2399, column: 21, scope: !1074)
!1956 = !DILocation(line: 2399, column: 45, scope: !1074)
!1957 = !DILocation(line: 2399, column: 5, scope: !1074)
!1958 = !DILocation(line: 2400, column: 28, scope: !1074)
!1959 = !DILocation(line: 2400, column: 21, scope: !1074)
!1960 = !DILocation(line: 2400, column: 45, scope: !1074)
!1961 = !DILocation(line: 2400, column: 5, scope: !1074)
!1962 = !DILocation(line: 2401, column: 28, scope: !1074)
!1963 = !DILocation(line: 2401, column: 21, scope: !1074)
!1964 = !DILocation(line: 2401, column: 45, scope: !1074)
!1965 = !DILocation(line: 2401, column: 5, scope: !1074)
!1966 = !DILocation(line: 2402, column: 28, scope: !1074)
!1967 = !DILocation(line: 2402, column: 21, scope: !1074)
!1968 = !DILocation(line: 2402, column: 45, scope: !1074)
!1969 = !DILocation(line: 2402, column: 5, scope: !1074)
!1970 = !DILocation(line: 2403, column: 28, scope: !1074)
!1971 = !DILocation(line: 2403, column: 21, scope: !1074)
!1972 = !DILocation(line: 2403, column: 45, scope: !1074)
!1973 = !DILocation(line: 2403, column: 5, scope: !1074)
!1974 = !DILocation(line: 2404, column: 28, scope: !1074)
!1975 = !DILocation(line: 2404, column: 21, scope: !1074)
!1976 = !DILocation(line: 2404, column: 45, scope: !1074)
!1977 = !DILocation(line: 2404, column: 5, scope: !1074)
!1978 = !DILocation(line: 2405, column: 28, scope: !1074)
!1979 = !DILocation(line: 2405, column: 21, scope: !1074)
!1980 = !DILocation(line: 2405, column: 45, scope: !1074)
!1981 = !DILocation(line: 2405, column: 5, scope: !1074)
!1982 = !DILocation(line: 2406, column: 28, scope: !1074)
!1983 = !DILocation(line: 2406, column: 21, scope: !1074)
!1984 = !DILocation(line: 2406, column: 45, scope: !1074)
!1985 = !DILocation(line: 2406, column: 5, scope: !1074)
!1986 = !DILocation(line: 2407, column: 28, scope: !1074)
!1987 = !DILocation(line: 2407, column: 21, scope: !1074)
!1988 = !DILocation(line: 2407, column: 45, scope: !1074)
!1989 = !DILocation(line: 2407, column: 5, scope: !1074)
!1990 = !DILocation(line: 2408, column: 28, scope: !1074)
!1991 = !DILocation(line: 2408, column: 21, scope: !1074)
!1992 = !DILocation(line: 2408, column: 45, scope: !1074)
!1993 = !DILocation(line: 2408, column: 5, scope: !1074)
!1994 = !DILocation(line: 2409, column: 28, scope: !1074)
!1995 = !DILocation(line: 2409, column: 21, scope: !1074)
!1996 = !DILocation(line: 2409, column: 45, scope: !1074)
!1997 = !DILocation(line: 2409, column: 5, scope: !1074)
!1998 = !DILocation(line: 2410, column: 28, scope: !1074)
!1999 = !DILocation(line: 2410, column: 21, scope: !1074)
!2000 = !DILocation(line: 2410, column: 45, scope: !1074)
!2001 = !DILocation(line: 2410, column: 5, scope: !1074)
!2002 = !DILocation(line: 2411, column: 28, scope: !1074)
!2003 = !DILocation(line: 2411, column: 21, scope: !1074)
!2004 = !DILocation(line: 2411, column: 45, scope: !1074)
!2005 = !DILocation(line: 2411, column: 5, scope: !1074)
!2006 = !DILocation(line: 2412, column: 28, scope: !1074)
!2007 = !DILocation(line: 2412, column: 21, scope: !1074)
!2008 = !DILocation(line: 2412, column: 45, scope: !1074)
!2009 = !DILocation(line: 2412, column: 5, scope: !1074)
!2010 = !DILocation(line: 2413, column: 21, scope: !1074)
!2011 = !DILocation(line: 2413, column: 39, scope: !1074)
!2012 = !DILocation(line: 2413, column: 5, scope: !1074)
!2013 = !DILocation(line: 2414, column: 12, scope: !2014)
!2014 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2414, column: 5)
!2015 = !DILocation(line: 2414, column: 10, scope: !2014)
!2016 = !DILocation(line: 2414, column: 17, scope: !2017)
!2017 = distinct !DILexicalBlock(scope: !2014, file: !2, line: 2414, column: 5)
!2018 = !DILocation(line: 2414, column: 19, scope: !2017)
!2019 = !DILocation(line: 2414, column: 5, scope: !2014)
!2020 = !DILocation(line: 2416, column: 16, scope: !2021)
!2021 = distinct !DILexicalBlock(scope: !2022, file: !2, line: 2416, column: 9)
!2022 = distinct !DILexicalBlock(scope: !2017, file: !2, line: 2415, column: 5)
!2023 = !DILocation(line: 2416, column: 14, scope: !2021)
!2024 = !DILocation(line: 2416, column: 21, scope: !2025)
!2025 = distinct !DILexicalBlock(scope: !2021, file: !2, line: 2416, column: 9)
!2026 = !DILocation(line: 2416, column: 23, scope: !2025)
!2027 = !DILocation(line: 2416, column: 9, scope: !2021)
!2028 = !DILocation(line: 2418, column: 20, scope: !2029)
!2029 = distinct !DILexicalBlock(scope: !2030, file: !2, line: 2418, column: 13)
!2030 = distinct !DILexicalBlock(scope: !2025, file: !2, line: 2417, column: 9)
!2031 = !DILocation(line: 2418, column: 18, scope: !2029)
!2032 = !DILocation(line: 2418, column: 25, scope: !2033)
!2033 = distinct !DILexicalBlock(scope: !2029, file: !2, line: 2418, column: 13)
!2034 = !DILocation(line: 2418, column: 27, scope: !2033)
!2035 = !DILocation(line: 2418, column: 13, scope: !2029)
!2036 = !DILocation(line: 2420, column: 40, scope: !2037)
!2037 = distinct !DILexicalBlock(scope: !2033, file: !2, line: 2419, column: 13)
!2038 = !DILocation(line: 2420, column: 33, scope: !2037)
!2039 = !DILocation(line: 2420, column: 43, scope: !2037)
!2040 = !DILocation(line: 2420, column: 46, scope: !2037)
!2041 = !DILocation(line: 2420, column: 69, scope: !2037)
!2042 = !DILocation(line: 2420, column: 17, scope: !2037)
!2043 = !DILocation(line: 2421, column: 21, scope: !2044)
!2044 = distinct !DILexicalBlock(scope: !2037, file: !2, line: 2421, column: 21)
!2045 = !DILocation(line: 2421, column: 21, scope: !2037)
!2046 = !DILocation(line: 2421, column: 72, scope: !2044)
!2047 = !DILocation(line: 2421, column: 75, scope: !2044)
!2048 = !DILocation(line: 2421, column: 78, scope: !2044)
!2049 = !DILocation(line: 2421, column: 39, scope: !2044)
!2050 = !DILocation(line: 2423, column: 13, scope: !2037)
!2051 = !DILocation(line: 2418, column: 33, scope: !2033)
!2052 = !DILocation(line: 2418, column: 13, scope: !2033)
!2053 = distinct !{!2053, !2035, !2054, !1146}
!2054 = !DILocation(line: 2423, column: 13, scope: !2029)
!2055 = !DILocation(line: 2424, column: 9, scope: !2030)
!2056 = !DILocation(line: 2416, column: 29, scope: !2025)
!2057 = !DILocation(line: 2416, column: 9, scope: !2025)
!2058 = distinct !{!2058, !2027, !2059, !1146}
!2059 = !DILocation(line: 2424, column: 9, scope: !2021)
!2060 = !DILocation(line: 2425, column: 5, scope: !2022)
!2061 = !DILocation(line: 2414, column: 25, scope: !2017)
!2062 = !DILocation(line: 2414, column: 5, scope: !2017)
!2063 = distinct !{!2063, !2019, !2064, !1146}
!2064 = !DILocation(line: 2425, column: 5, scope: !2014)
!2065 = !DILocation(line: 2426, column: 21, scope: !1074)
!2066 = !DILocation(line: 2426, column: 39, scope: !1074)
!2067 = !DILocation(line: 2426, column: 5, scope: !1074)
!2068 = !DILocation(line: 2427, column: 21, scope: !1074)
!2069 = !DILocation(line: 2427, column: 39, scope: !1074)
!2070 = !DILocation(line: 2427, column: 5, scope: !1074)
!2071 = !DILocation(line: 2428, column: 21, scope: !1074)
!2072 = !DILocation(line: 2428, column: 39, scope: !1074)
!2073 = !DILocation(line: 2428, column: 5, scope: !1074)
!2074 = !DILocation(line: 2429, column: 21, scope: !1074)
!2075 = !DILocation(line: 2429, column: 39, scope: !1074)
!2076 = !DILocation(line: 2429, column: 5, scope: !1074)
!2077 = !DILocation(line: 2430, column: 21, scope: !1074)
!2078 = !DILocation(line: 2430, column: 39, scope: !1074)
!2079 = !DILocation(line: 2430, column: 5, scope: !1074)
!2080 = !DILocation(line: 2431, column: 28, scope: !1074)
!2081 = !DILocation(line: 2431, column: 21, scope: !1074)
!2082 = !DILocation(line: 2431, column: 45, scope: !1074)
!2083 = !DILocation(line: 2431, column: 5, scope: !1074)
!2084 = !DILocation(line: 2432, column: 28, scope: !1074)
!2085 = !DILocation(line: 2432, column: 21, scope: !1074)
!2086 = !DILocation(line: 2432, column: 45, scope: !1074)
!2087 = !DILocation(line: 2432, column: 5, scope: !1074)
!2088 = !DILocation(line: 2433, column: 28, scope: !1074)
!2089 = !DILocation(line: 2433, column: 21, scope: !1074)
!2090 = !DILocation(line: 2433, column: 45, scope: !1074)
!2091 = !DILocation(line: 2433, column: 5, scope: !1074)
!2092 = !DILocation(line: 2434, column: 28, scope: !1074)
!2093 = !DILocation(line: 2434, column: 21, scope: !1074)
!2094 = !DILocation(line: 2434, column: 45, scope: !1074)
!2095 = !DILocation(line: 2434, column: 5, scope: !1074)
!2096 = !DILocation(line: 2435, column: 28, scope: !1074)
!2097 = !DILocation(line: 2435, column: 21, scope: !1074)
!2098 = !DILocation(line: 2435, column: 45, scope: !1074)
!2099 = !DILocation(line: 2435, column: 5, scope: !1074)
!2100 = !DILocation(line: 2436, column: 28, scope: !1074)
!2101 = !DILocation(line: 2436, column: 21, scope: !1074)
!2102 = !DILocation(line: 2436, column: 45, scope: !1074)
!2103 = !DILocation(line: 2436, column: 5, scope: !1074)
!2104 = !DILocation(line: 2437, column: 28, scope: !1074)
!2105 = !DILocation(line: 2437, column: 21, scope: !1074)
!2106 = !DILocation(line: 2437, column: 45, scope: !1074)
!2107 = !DILocation(line: 2437, column: 5, scope: !1074)
!2108 = !DILocation(line: 2438, column: 28, scope: !1074)
!2109 = !DILocation(line: 2438, column: 21, scope: !1074)
!2110 = !DILocation(line: 2438, column: 45, scope: !1074)
!2111 = !DILocation(line: 2438, column: 5, scope: !1074)
!2112 = !DILocation(line: 2439, column: 39, scope: !1074)
!2113 = !DILocation(line: 2439, column: 5, scope: !1074)
!2114 = !DILocation(line: 2440, column: 12, scope: !2115)
!2115 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2440, column: 5)
!2116 = !DILocation(line: 2440, column: 10, scope: !2115)
!2117 = !DILocation(line: 2440, column: 17, scope: !2118)
!2118 = distinct !DILexicalBlock(scope: !2115, file: !2, line: 2440, column: 5)
!2119 = !DILocation(line: 2440, column: 19, scope: !2118)
!2120 = !DILocation(line: 2440, column: 5, scope: !2115)
!2121 = !DILocation(line: 2442, column: 32, scope: !2122)
!2122 = distinct !DILexicalBlock(scope: !2118, file: !2, line: 2441, column: 5)
!2123 = !DILocation(line: 2442, column: 25, scope: !2122)
!2124 = !DILocation(line: 2442, column: 35, scope: !2122)
!2125 = !DILocation(line: 2442, column: 55, scope: !2122)
!2126 = !DILocation(line: 2442, column: 9, scope: !2122)
!2127 = !DILocation(line: 2443, column: 32, scope: !2122)
!2128 = !DILocation(line: 2443, column: 25, scope: !2122)
!2129 = !DILocation(line: 2443, column: 35, scope: !2122)
!2130 = !DILocation(line: 2443, column: 55, scope: !2122)
!2131 = !DILocation(line: 2443, column: 9, scope: !2122)
!2132 = !DILocation(line: 2444, column: 32, scope: !2122)
!2133 = !DILocation(line: 2444, column: 25, scope: !2122)
!2134 = !DILocation(line: 2444, column: 35, scope: !2122)
!2135 = !DILocation(line: 2444, column: 55, scope: !2122)
!2136 = !DILocation(line: 2444, column: 9, scope: !2122)
!2137 = !DILocation(line: 2445, column: 32, scope: !2122)
!2138 = !DILocation(line: 2445, column: 25, scope: !2122)
!2139 = !DILocation(line: 2445, column: 35, scope: !2122)
!2140 = !DILocation(line: 2445, column: 55, scope: !2122)
!2141 = !DILocation(line: 2445, column: 9, scope: !2122)
!2142 = !DILocation(line: 2446, column: 32, scope: !2122)
!2143 = !DILocation(line: 2446, column: 25, scope: !2122)
!2144 = !DILocation(line: 2446, column: 35, scope: !2122)
!2145 = !DILocation(line: 2446, column: 55, scope: !2122)
!2146 = !DILocation(line: 2446, column: 9, scope: !2122)
!2147 = !DILocation(line: 2447, column: 32, scope: !2122)
!2148 = !DILocation(line: 2447, column: 25, scope: !2122)
!2149 = !DILocation(line: 2447, column: 35, scope: !2122)
!2150 = !DILocation(line: 2447, column: 55, scope: !2122)
!2151 = !DILocation(line: 2447, column: 9, scope: !2122)
!2152 = !DILocation(line: 2448, column: 32, scope: !2122)
!2153 = !DILocation(line: 2448, column: 25, scope: !2122)
!2154 = !DILocation(line: 2448, column: 35, scope: !2122)
!2155 = !DILocation(line: 2448, column: 55, scope: !2122)
!2156 = !DILocation(line: 2448, column: 9, scope: !2122)
!2157 = !DILocation(line: 2449, column: 32, scope: !2122)
!2158 = !DILocation(line: 2449, column: 25, scope: !2122)
!2159 = !DILocation(line: 2449, column: 35, scope: !2122)
!2160 = !DILocation(line: 2449, column: 55, scope: !2122)
!2161 = !DILocation(line: 2449, column: 9, scope: !2122)
!2162 = !DILocation(line: 2450, column: 13, scope: !2163)
!2163 = distinct !DILexicalBlock(scope: !2122, file: !2, line: 2450, column: 13)
!2164 = !DILocation(line: 2450, column: 13, scope: !2122)
!2165 = !DILocation(line: 2450, column: 56, scope: !2163)
!2166 = !DILocation(line: 2450, column: 31, scope: !2163)
!2167 = !DILocation(line: 2452, column: 5, scope: !2122)
!2168 = !DILocation(line: 2440, column: 25, scope: !2118)
!2169 = !DILocation(line: 2440, column: 5, scope: !2118)
!2170 = distinct !{!2170, !2120, !2171, !1146}
!2171 = !DILocation(line: 2452, column: 5, scope: !2115)
!2172 = !DILocation(line: 2453, column: 21, scope: !1074)
!2173 = !DILocation(line: 2453, column: 39, scope: !1074)
!2174 = !DILocation(line: 2453, column: 5, scope: !1074)
!2175 = !DILocation(line: 2454, column: 21, scope: !1074)
!2176 = !DILocation(line: 2454, column: 39, scope: !1074)
!2177 = !DILocation(line: 2454, column: 5, scope: !1074)
!2178 = !DILocation(line: 2455, column: 21, scope: !1074)
!2179 = !DILocation(line: 2455, column: 39, scope: !1074)
!2180 = !DILocation(line: 2455, column: 5, scope: !1074)
!2181 = !DILocation(line: 2456, column: 21, scope: !1074)
!2182 = !DILocation(line: 2456, column: 39, scope: !1074)
!2183 = !DILocation(line: 2456, column: 5, scope: !1074)
!2184 = !DILocation(line: 2457, column: 12, scope: !2185)
!2185 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2457, column: 5)
!2186 = !DILocation(line: 2457, column: 10, scope: !2185)
!2187 = !DILocation(line: 2457, column: 17, scope: !2188)
!2188 = distinct !DILexicalBlock(scope: !2185, file: !2, line: 2457, column: 5)
!2189 = !DILocation(line: 2457, column: 19, scope: !2188)
!2190 = !DILocation(line: 2457, column: 5, scope: !2185)
!2191 = !DILocation(line: 2459, column: 16, scope: !2192)
!2192 = distinct !DILexicalBlock(scope: !2193, file: !2, line: 2459, column: 9)
!2193 = distinct !DILexicalBlock(scope: !2188, file: !2, line: 2458, column: 5)
!2194 = !DILocation(line: 2459, column: 14, scope: !2192)
!2195 = !DILocation(line: 2459, column: 21, scope: !2196)
!2196 = distinct !DILexicalBlock(scope: !2192, file: !2, line: 2459, column: 9)
!2197 = !DILocation(line: 2459, column: 23, scope: !2196)
!2198 = !DILocation(line: 2459, column: 9, scope: !2192)
!2199 = !DILocation(line: 2461, column: 36, scope: !2200)
!2200 = distinct !DILexicalBlock(scope: !2196, file: !2, line: 2460, column: 9)
!2201 = !DILocation(line: 2461, column: 29, scope: !2200)
!2202 = !DILocation(line: 2461, column: 39, scope: !2200)
!2203 = !DILocation(line: 2461, column: 42, scope: !2200)
!2204 = !DILocation(line: 2461, column: 65, scope: !2200)
!2205 = !DILocation(line: 2461, column: 13, scope: !2200)
!2206 = !DILocation(line: 2462, column: 36, scope: !2200)
!2207 = !DILocation(line: 2462, column: 29, scope: !2200)
!2208 = !DILocation(line: 2462, column: 39, scope: !2200)
!2209 = !DILocation(line: 2462, column: 42, scope: !2200)
!2210 = !DILocation(line: 2462, column: 65, scope: !2200)
!2211 = !DILocation(line: 2462, column: 13, scope: !2200)
!2212 = !DILocation(line: 2463, column: 36, scope: !2200)
!2213 = !DILocation(line: 2463, column: 29, scope: !2200)
!2214 = !DILocation(line: 2463, column: 39, scope: !2200)
!2215 = !DILocation(line: 2463, column: 42, scope: !2200)
!2216 = !DILocation(line: 2463, column: 65, scope: !2200)
!2217 = !DILocation(line: 2463, column: 13, scope: !2200)
!2218 = !DILocation(line: 2464, column: 36, scope: !2200)
!2219 = !DILocation(line: 2464, column: 29, scope: !2200)
!2220 = !DILocation(line: 2464, column: 39, scope: !2200)
!2221 = !DILocation(line: 2464, column: 42, scope: !2200)
!2222 = !DILocation(line: 2464, column: 65, scope: !2200)
!2223 = !DILocation(line: 2464, column: 13, scope: !2200)
!2224 = !DILocation(line: 2465, column: 36, scope: !2200)
!2225 = !DILocation(line: 2465, column: 29, scope: !2200)
!2226 = !DILocation(line: 2465, column: 39, scope: !2200)
!2227 = !DILocation(line: 2465, column: 42, scope: !2200)
!2228 = !DILocation(line: 2465, column: 65, scope: !2200)
!2229 = !DILocation(line: 2465, column: 13, scope: !2200)
!2230 = !DILocation(line: 2466, column: 36, scope: !2200)
!2231 = !DILocation(line: 2466, column: 29, scope: !2200)
!2232 = !DILocation(line: 2466, column: 39, scope: !2200)
!2233 = !DILocation(line: 2466, column: 42, scope: !2200)
!2234 = !DILocation(line: 2466, column: 65, scope: !2200)
!2235 = !DILocation(line: 2466, column: 13, scope: !2200)
!2236 = !DILocation(line: 2467, column: 36, scope: !2200)
!2237 = !DILocation(line: 2467, column: 29, scope: !2200)
!2238 = !DILocation(line: 2467, column: 39, scope: !2200)
!2239 = !DILocation(line: 2467, column: 42, scope: !2200)
!2240 = !DILocation(line: 2467, column: 65, scope: !2200)
!2241 = !DILocation(line: 2467, column: 13, scope: !2200)
!2242 = !DILocation(line: 2468, column: 36, scope: !2200)
!2243 = !DILocation(line: 2468, column: 29, scope: !2200)
!2244 = !DILocation(line: 2468, column: 39, scope: !2200)
!2245 = !DILocation(line: 2468, column: 42, scope: !2200)
!2246 = !DILocation(line: 2468, column: 65, scope: !2200)
!2247 = !DILocation(line: 2468, column: 13, scope: !2200)
!2248 = !DILocation(line: 2469, column: 17, scope: !2249)
!2249 = distinct !DILexicalBlock(scope: !2200, file: !2, line: 2469, column: 17)
!2250 = !DILocation(line: 2469, column: 17, scope: !2200)
!2251 = !DILocation(line: 2469, column: 64, scope: !2249)
!2252 = !DILocation(line: 2469, column: 67, scope: !2249)
!2253 = !DILocation(line: 2469, column: 35, scope: !2249)
!2254 = !DILocation(line: 2471, column: 9, scope: !2200)
!2255 = !DILocation(line: 2459, column: 29, scope: !2196)
!2256 = !DILocation(line: 2459, column: 9, scope: !2196)
!2257 = distinct !{!2257, !2198, !2258, !1146}
!2258 = !DILocation(line: 2471, column: 9, scope: !2192)
!2259 = !DILocation(line: 2472, column: 5, scope: !2193)
!2260 = !DILocation(line: 2457, column: 25, scope: !2188)
!2261 = !DILocation(line: 2457, column: 5, scope: !2188)
!2262 = distinct !{!2262, !2190, !2263, !1146}
!2263 = !DILocation(line: 2472, column: 5, scope: !2185)
!2264 = !DILocation(line: 2473, column: 21, scope: !1074)
!2265 = !DILocation(line: 2473, column: 39, scope: !1074)
!2266 = !DILocation(line: 2473, column: 5, scope: !1074)
!2267 = !DILocation(line: 2474, column: 21, scope: !1074)
!2268 = !DILocation(line: 2474, column: 39, scope: !1074)
!2269 = !DILocation(line: 2474, column: 5, scope: !1074)
!2270 = !DILocation(line: 2475, column: 12, scope: !2271)
!2271 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2475, column: 5)
!2272 = !DILocation(line: 2475, column: 10, scope: !2271)
!2273 = !DILocation(line: 2475, column: 17, scope: !2274)
!2274 = distinct !DILexicalBlock(scope: !2271, file: !2, line: 2475, column: 5)
!2275 = !DILocation(line: 2475, column: 19, scope: !2274)
!2276 = !DILocation(line: 2475, column: 5, scope: !2271)
!2277 = !DILocation(line: 2477, column: 16, scope: !2278)
!2278 = distinct !DILexicalBlock(scope: !2279, file: !2, line: 2477, column: 9)
!2279 = distinct !DILexicalBlock(scope: !2274, file: !2, line: 2476, column: 5)
!2280 = !DILocation(line: 2477, column: 14, scope: !2278)
!2281 = !DILocation(line: 2477, column: 21, scope: !2282)
!2282 = distinct !DILexicalBlock(scope: !2278, file: !2, line: 2477, column: 9)
!2283 = !DILocation(line: 2477, column: 23, scope: !2282)
!2284 = !DILocation(line: 2477, column: 9, scope: !2278)
!2285 = !DILocation(line: 2479, column: 20, scope: !2286)
!2286 = distinct !DILexicalBlock(scope: !2287, file: !2, line: 2479, column: 13)
!2287 = distinct !DILexicalBlock(scope: !2282, file: !2, line: 2478, column: 9)
!2288 = !DILocation(line: 2479, column: 18, scope: !2286)
!2289 = !DILocation(line: 2479, column: 25, scope: !2290)
!2290 = distinct !DILexicalBlock(scope: !2286, file: !2, line: 2479, column: 13)
!2291 = !DILocation(line: 2479, column: 27, scope: !2290)
!2292 = !DILocation(line: 2479, column: 13, scope: !2286)
!2293 = !DILocation(line: 2481, column: 40, scope: !2294)
!2294 = distinct !DILexicalBlock(scope: !2290, file: !2, line: 2480, column: 13)
!2295 = !DILocation(line: 2481, column: 33, scope: !2294)
!2296 = !DILocation(line: 2481, column: 43, scope: !2294)
!2297 = !DILocation(line: 2481, column: 46, scope: !2294)
!2298 = !DILocation(line: 2481, column: 69, scope: !2294)
!2299 = !DILocation(line: 2481, column: 17, scope: !2294)
!2300 = !DILocation(line: 2482, column: 21, scope: !2301)
!2301 = distinct !DILexicalBlock(scope: !2294, file: !2, line: 2482, column: 21)
!2302 = !DILocation(line: 2482, column: 21, scope: !2294)
!2303 = !DILocation(line: 2482, column: 72, scope: !2301)
!2304 = !DILocation(line: 2482, column: 75, scope: !2301)
!2305 = !DILocation(line: 2482, column: 78, scope: !2301)
!2306 = !DILocation(line: 2482, column: 39, scope: !2301)
!2307 = !DILocation(line: 2484, column: 13, scope: !2294)
!2308 = !DILocation(line: 2479, column: 33, scope: !2290)
!2309 = !DILocation(line: 2479, column: 13, scope: !2290)
!2310 = distinct !{!2310, !2292, !2311, !1146}
!2311 = !DILocation(line: 2484, column: 13, scope: !2286)
!2312 = !DILocation(line: 2485, column: 9, scope: !2287)
!2313 = !DILocation(line: 2477, column: 29, scope: !2282)
!2314 = !DILocation(line: 2477, column: 9, scope: !2282)
!2315 = distinct !{!2315, !2284, !2316, !1146}
!2316 = !DILocation(line: 2485, column: 9, scope: !2278)
!2317 = !DILocation(line: 2486, column: 5, scope: !2279)
!2318 = !DILocation(line: 2475, column: 26, scope: !2274)
!2319 = !DILocation(line: 2475, column: 5, scope: !2274)
!2320 = distinct !{!2320, !2276, !2321, !1146}
!2321 = !DILocation(line: 2486, column: 5, scope: !2271)
!2322 = !DILocation(line: 2487, column: 28, scope: !1074)
!2323 = !DILocation(line: 2487, column: 21, scope: !1074)
!2324 = !DILocation(line: 2487, column: 45, scope: !1074)
!2325 = !DILocation(line: 2487, column: 5, scope: !1074)
!2326 = !DILocation(line: 2488, column: 28, scope: !1074)
!2327 = !DILocation(line: 2488, column: 21, scope: !1074)
!2328 = !DILocation(line: 2488, column: 45, scope: !1074)
!2329 = !DILocation(line: 2488, column: 5, scope: !1074)
!2330 = !DILocation(line: 2489, column: 28, scope: !1074)
!2331 = !DILocation(line: 2489, column: 21, scope: !1074)
!2332 = !DILocation(line: 2489, column: 45, scope: !1074)
!2333 = !DILocation(line: 2489, column: 5, scope: !1074)
!2334 = !DILocation(line: 2490, column: 28, scope: !1074)
!2335 = !DILocation(line: 2490, column: 21, scope: !1074)
!2336 = !DILocation(line: 2490, column: 45, scope: !1074)
!2337 = !DILocation(line: 2490, column: 5, scope: !1074)
!2338 = !DILocation(line: 2491, column: 28, scope: !1074)
!2339 = !DILocation(line: 2491, column: 21, scope: !1074)
!2340 = !DILocation(line: 2491, column: 45, scope: !1074)
!2341 = !DILocation(line: 2491, column: 5, scope: !1074)
!2342 = !DILocation(line: 2492, column: 28, scope: !1074)
!2343 = !DILocation(line: 2492, column: 21, scope: !1074)
!2344 = !DILocation(line: 2492, column: 45, scope: !1074)
!2345 = !DILocation(line: 2492, column: 5, scope: !1074)
!2346 = !DILocation(line: 2493, column: 28, scope: !1074)
!2347 = !DILocation(line: 2493, column: 21, scope: !1074)
!2348 = !DILocation(line: 2493, column: 45, scope: !1074)
!2349 = !DILocation(line: 2493, column: 5, scope: !1074)
!2350 = !DILocation(line: 2494, column: 28, scope: !1074)
!2351 = !DILocation(line: 2494, column: 21, scope: !1074)
!2352 = !DILocation(line: 2494, column: 45, scope: !1074)
!2353 = !DILocation(line: 2494, column: 5, scope: !1074)
!2354 = !DILocation(line: 2495, column: 28, scope: !1074)
!2355 = !DILocation(line: 2495, column: 21, scope: !1074)
!2356 = !DILocation(line: 2495, column: 45, scope: !1074)
!2357 = !DILocation(line: 2495, column: 5, scope: !1074)
!2358 = !DILocation(line: 2496, column: 28, scope: !1074)
!2359 = !DILocation(line: 2496, column: 21, scope: !1074)
!2360 = !DILocation(line: 2496, column: 45, scope: !1074)
!2361 = !DILocation(line: 2496, column: 5, scope: !1074)
!2362 = !DILocation(line: 2497, column: 28, scope: !1074)
!2363 = !DILocation(line: 2497, column: 21, scope: !1074)
!2364 = !DILocation(line: 2497, column: 45, scope: !1074)
!2365 = !DILocation(line: 2497, column: 5, scope: !1074)
!2366 = !DILocation(line: 2498, column: 28, scope: !1074)
!2367 = !DILocation(line: 2498, column: 21, scope: !1074)
!2368 = !DILocation(line: 2498, column: 45, scope: !1074)
!2369 = !DILocation(line: 2498, column: 5, scope: !1074)
!2370 = !DILocation(line: 2499, column: 28, scope: !1074)
!2371 = !DILocation(line: 2499, column: 21, scope: !1074)
!2372 = !DILocation(line: 2499, column: 45, scope: !1074)
!2373 = !DILocation(line: 2499, column: 5, scope: !1074)
!2374 = !DILocation(line: 2500, column: 28, scope: !1074)
!2375 = !DILocation(line: 2500, column: 21, scope: !1074)
!2376 = !DILocation(line: 2500, column: 45, scope: !1074)
!2377 = !DILocation(line: 2500, column: 5, scope: !1074)
!2378 = !DILocation(line: 2501, column: 28, scope: !1074)
!2379 = !DILocation(line: 2501, column: 21, scope: !1074)
!2380 = !DILocation(line: 2501, column: 45, scope: !1074)
!2381 = !DILocation(line: 2501, column: 5, scope: !1074)
!2382 = !DILocation(line: 2502, column: 28, scope: !1074)
!2383 = !DILocation(line: 2502, column: 21, scope: !1074)
!2384 = !DILocation(line: 2502, column: 45, scope: !1074)
!2385 = !DILocation(line: 2502, column: 5, scope: !1074)
!2386 = !DILocation(line: 2503, column: 45, scope: !1074)
!2387 = !DILocation(line: 2503, column: 5, scope: !1074)
!2388 = !DILocation(line: 2504, column: 45, scope: !1074)
!2389 = !DILocation(line: 2504, column: 5, scope: !1074)
!2390 = !DILocation(line: 2505, column: 45, scope: !1074)
!2391 = !DILocation(line: 2505, column: 5, scope: !1074)
!2392 = !DILocation(line: 2506, column: 28, scope: !1074)
!2393 = !DILocation(line: 2506, column: 21, scope: !1074)
!2394 = !DILocation(line: 2506, column: 45, scope: !1074)
!2395 = !DILocation(line: 2506, column: 5, scope: !1074)
!2396 = !DILocation(line: 2507, column: 45, scope: !1074)
!2397 = !DILocation(line: 2507, column: 5, scope: !1074)
!2398 = !DILocation(line: 2508, column: 45, scope: !1074)
!2399 = !DILocation(line: 2508, column: 5, scope: !1074)
!2400 = !DILocation(line: 2509, column: 45, scope: !1074)
!2401 = !DILocation(line: 2509, column: 5, scope: !1074)
!2402 = !DILocation(line: 2510, column: 45, scope: !1074)
!2403 = !DILocation(line: 2510, column: 5, scope: !1074)
!2404 = !DILocation(line: 2511, column: 21, scope: !1074)
!2405 = !DILocation(line: 2511, column: 39, scope: !1074)
!2406 = !DILocation(line: 2511, column: 5, scope: !1074)
!2407 = !DILocation(line: 2512, column: 12, scope: !2408)
!2408 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2512, column: 5)
!2409 = !DILocation(line: 2512, column: 10, scope: !2408)
!2410 = !DILocation(line: 2512, column: 17, scope: !2411)
!2411 = distinct !DILexicalBlock(scope: !2408, file: !2, line: 2512, column: 5)
!2412 = !DILocation(line: 2512, column: 19, scope: !2411)
!2413 = !DILocation(line: 2512, column: 5, scope: !2408)
!2414 = !DILocation(line: 2514, column: 32, scope: !2415)
!2415 = distinct !DILexicalBlock(scope: !2411, file: !2, line: 2513, column: 5)
!2416 = !DILocation(line: 2514, column: 25, scope: !2415)
!2417 = !DILocation(line: 2514, column: 35, scope: !2415)
!2418 = !DILocation(line: 2514, column: 55, scope: !2415)
!2419 = !DILocation(line: 2514, column: 9, scope: !2415)
!2420 = !DILocation(line: 2515, column: 32, scope: !2415)
!2421 = !DILocation(line: 2515, column: 25, scope: !2415)
!2422 = !DILocation(line: 2515, column: 35, scope: !2415)
!2423 = !DILocation(line: 2515, column: 55, scope: !2415)
!2424 = !DILocation(line: 2515, column: 9, scope: !2415)
!2425 = !DILocation(line: 2516, column: 32, scope: !2415)
!2426 = !DILocation(line: 2516, column: 25, scope: !2415)
!2427 = !DILocation(line: 2516, column: 35, scope: !2415)
!2428 = !DILocation(line: 2516, column: 55, scope: !2415)
!2429 = !DILocation(line: 2516, column: 9, scope: !2415)
!2430 = !DILocation(line: 2517, column: 32, scope: !2415)
!2431 = !DILocation(line: 2517, column: 25, scope: !2415)
!2432 = !DILocation(line: 2517, column: 35, scope: !2415)
!2433 = !DILocation(line: 2517, column: 55, scope: !2415)
!2434 = !DILocation(line: 2517, column: 9, scope: !2415)
!2435 = !DILocation(line: 2518, column: 32, scope: !2415)
!2436 = !DILocation(line: 2518, column: 25, scope: !2415)
!2437 = !DILocation(line: 2518, column: 35, scope: !2415)
!2438 = !DILocation(line: 2518, column: 55, scope: !2415)
!2439 = !DILocation(line: 2518, column: 9, scope: !2415)
!2440 = !DILocation(line: 2519, column: 32, scope: !2415)
!2441 = !DILocation(line: 2519, column: 25, scope: !2415)
!2442 = !DILocation(line: 2519, column: 35, scope: !2415)
!2443 = !DILocation(line: 2519, column: 55, scope: !2415)
!2444 = !DILocation(line: 2519, column: 9, scope: !2415)
!2445 = !DILocation(line: 2520, column: 32, scope: !2415)
!2446 = !DILocation(line: 2520, column: 25, scope: !2415)
!2447 = !DILocation(line: 2520, column: 35, scope: !2415)
!2448 = !DILocation(line: 2520, column: 55, scope: !2415)
!2449 = !DILocation(line: 2520, column: 9, scope: !2415)
!2450 = !DILocation(line: 2521, column: 32, scope: !2415)
!2451 = !DILocation(line: 2521, column: 25, scope: !2415)
!2452 = !DILocation(line: 2521, column: 35, scope: !2415)
!2453 = !DILocation(line: 2521, column: 55, scope: !2415)
!2454 = !DILocation(line: 2521, column: 9, scope: !2415)
!2455 = !DILocation(line: 2522, column: 13, scope: !2456)
!2456 = distinct !DILexicalBlock(scope: !2415, file: !2, line: 2522, column: 13)
!2457 = !DILocation(line: 2522, column: 13, scope: !2415)
!2458 = !DILocation(line: 2522, column: 56, scope: !2456)
!2459 = !DILocation(line: 2522, column: 31, scope: !2456)
!2460 = !DILocation(line: 2524, column: 5, scope: !2415)
!2461 = !DILocation(line: 2512, column: 25, scope: !2411)
!2462 = !DILocation(line: 2512, column: 5, scope: !2411)
!2463 = distinct !{!2463, !2413, !2464, !1146}
!2464 = !DILocation(line: 2524, column: 5, scope: !2408)
!2465 = !DILocation(line: 2525, column: 28, scope: !1074)
!2466 = !DILocation(line: 2525, column: 21, scope: !1074)
!2467 = !DILocation(line: 2525, column: 45, scope: !1074)
!2468 = !DILocation(line: 2525, column: 5, scope: !1074)
!2469 = !DILocation(line: 2526, column: 28, scope: !1074)
!2470 = !DILocation(line: 2526, column: 21, scope: !1074)
!2471 = !DILocation(line: 2526, column: 45, scope: !1074)
!2472 = !DILocation(line: 2526, column: 5, scope: !1074)
!2473 = !DILocation(line: 2527, column: 28, scope: !1074)
!2474 = !DILocation(line: 2527, column: 21, scope: !1074)
!2475 = !DILocation(line: 2527, column: 45, scope: !1074)
!2476 = !DILocation(line: 2527, column: 5, scope: !1074)
!2477 = !DILocation(line: 2528, column: 28, scope: !1074)
!2478 = !DILocation(line: 2528, column: 21, scope: !1074)
!2479 = !DILocation(line: 2528, column: 45, scope: !1074)
!2480 = !DILocation(line: 2528, column: 5, scope: !1074)
!2481 = !DILocation(line: 2529, column: 28, scope: !1074)
!2482 = !DILocation(line: 2529, column: 21, scope: !1074)
!2483 = !DILocation(line: 2529, column: 45, scope: !1074)
!2484 = !DILocation(line: 2529, column: 5, scope: !1074)
!2485 = !DILocation(line: 2530, column: 28, scope: !1074)
!2486 = !DILocation(line: 2530, column: 21, scope: !1074)
!2487 = !DILocation(line: 2530, column: 45, scope: !1074)
!2488 = !DILocation(line: 2530, column: 5, scope: !1074)
!2489 = !DILocation(line: 2531, column: 28, scope: !1074)
!2490 = !DILocation(line: 2531, column: 21, scope: !1074)
!2491 = !DILocation(line: 2531, column: 45, scope: !1074)
!2492 = !DILocation(line: 2531, column: 5, scope: !1074)
!2493 = !DILocation(line: 2532, column: 28, scope: !1074)
!2494 = !DILocation(line: 2532, column: 21, scope: !1074)
!2495 = !DILocation(line: 2532, column: 45, scope: !1074)
!2496 = !DILocation(line: 2532, column: 5, scope: !1074)
!2497 = !DILocation(line: 2533, column: 21, scope: !1074)
!2498 = !DILocation(line: 2533, column: 39, scope: !1074)
!2499 = !DILocation(line: 2533, column: 5, scope: !1074)
!2500 = !DILocation(line: 2534, column: 28, scope: !1074)
!2501 = !DILocation(line: 2534, column: 21, scope: !1074)
!2502 = !DILocation(line: 2534, column: 45, scope: !1074)
!2503 = !DILocation(line: 2534, column: 5, scope: !1074)
!2504 = !DILocation(line: 2535, column: 28, scope: !1074)
!2505 = !DILocation(line: 2535, column: 21, scope: !1074)
!2506 = !DILocation(line: 2535, column: 45, scope: !1074)
!2507 = !DILocation(line: 2535, column: 5, scope: !1074)
!2508 = !DILocation(line: 2536, column: 28, scope: !1074)
!2509 = !DILocation(line: 2536, column: 21, scope: !1074)
!2510 = !DILocation(line: 2536, column: 45, scope: !1074)
!2511 = !DILocation(line: 2536, column: 5, scope: !1074)
!2512 = !DILocation(line: 2537, column: 28, scope: !1074)
!2513 = !DILocation(line: 2537, column: 21, scope: !1074)
!2514 = !DILocation(line: 2537, column: 45, scope: !1074)
!2515 = !DILocation(line: 2537, column: 5, scope: !1074)
!2516 = !DILocation(line: 2538, column: 28, scope: !1074)
!2517 = !DILocation(line: 2538, column: 21, scope: !1074)
!2518 = !DILocation(line: 2538, column: 45, scope: !1074)
!2519 = !DILocation(line: 2538, column: 5, scope: !1074)
!2520 = !DILocation(line: 2539, column: 28, scope: !1074)
!2521 = !DILocation(line: 2539, column: 21, scope: !1074)
!2522 = !DILocation(line: 2539, column: 45, scope: !1074)
!2523 = !DILocation(line: 2539, column: 5, scope: !1074)
!2524 = !DILocation(line: 2540, column: 28, scope: !1074)
!2525 = !DILocation(line: 2540, column: 21, scope: !1074)
!2526 = !DILocation(line: 2540, column: 45, scope: !1074)
!2527 = !DILocation(line: 2540, column: 5, scope: !1074)
!2528 = !DILocation(line: 2541, column: 28, scope: !1074)
!2529 = !DILocation(line: 2541, column: 21, scope: !1074)
!2530 = !DILocation(line: 2541, column: 45, scope: !1074)
!2531 = !DILocation(line: 2541, column: 5, scope: !1074)
!2532 = !DILocation(line: 2542, column: 28, scope: !1074)
!2533 = !DILocation(line: 2542, column: 21, scope: !1074)
!2534 = !DILocation(line: 2542, column: 45, scope: !1074)
!2535 = !DILocation(line: 2542, column: 5, scope: !1074)
!2536 = !DILocation(line: 2543, column: 28, scope: !1074)
!2537 = !DILocation(line: 2543, column: 21, scope: !1074)
!2538 = !DILocation(line: 2543, column: 45, scope: !1074)
!2539 = !DILocation(line: 2543, column: 5, scope: !1074)
!2540 = !DILocation(line: 2544, column: 28, scope: !1074)
!2541 = !DILocation(line: 2544, column: 21, scope: !1074)
!2542 = !DILocation(line: 2544, column: 45, scope: !1074)
!2543 = !DILocation(line: 2544, column: 5, scope: !1074)
!2544 = !DILocation(line: 2545, column: 28, scope: !1074)
!2545 = !DILocation(line: 2545, column: 21, scope: !1074)
!2546 = !DILocation(line: 2545, column: 45, scope: !1074)
!2547 = !DILocation(line: 2545, column: 5, scope: !1074)
!2548 = !DILocation(line: 2546, column: 28, scope: !1074)
!2549 = !DILocation(line: 2546, column: 21, scope: !1074)
!2550 = !DILocation(line: 2546, column: 45, scope: !1074)
!2551 = !DILocation(line: 2546, column: 5, scope: !1074)
!2552 = !DILocation(line: 2547, column: 28, scope: !1074)
!2553 = !DILocation(line: 2547, column: 21, scope: !1074)
!2554 = !DILocation(line: 2547, column: 45, scope: !1074)
!2555 = !DILocation(line: 2547, column: 5, scope: !1074)
!2556 = !DILocation(line: 2548, column: 28, scope: !1074)
!2557 = !DILocation(line: 2548, column: 21, scope: !1074)
!2558 = !DILocation(line: 2548, column: 45, scope: !1074)
!2559 = !DILocation(line: 2548, column: 5, scope: !1074)
!2560 = !DILocation(line: 2549, column: 28, scope: !1074)
!2561 = !DILocation(line: 2549, column: 21, scope: !1074)
!2562 = !DILocation(line: 2549, column: 45, scope: !1074)
!2563 = !DILocation(line: 2549, column: 5, scope: !1074)
!2564 = !DILocation(line: 2550, column: 12, scope: !2565)
!2565 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2550, column: 5)
!2566 = !DILocation(line: 2550, column: 10, scope: !2565)
!2567 = !DILocation(line: 2550, column: 17, scope: !2568)
!2568 = distinct !DILexicalBlock(scope: !2565, file: !2, line: 2550, column: 5)
!2569 = !DILocation(line: 2550, column: 19, scope: !2568)
!2570 = !DILocation(line: 2550, column: 5, scope: !2565)
!2571 = !DILocation(line: 2552, column: 16, scope: !2572)
!2572 = distinct !DILexicalBlock(scope: !2573, file: !2, line: 2552, column: 9)
!2573 = distinct !DILexicalBlock(scope: !2568, file: !2, line: 2551, column: 5)
!2574 = !DILocation(line: 2552, column: 14, scope: !2572)
!2575 = !DILocation(line: 2552, column: 21, scope: !2576)
!2576 = distinct !DILexicalBlock(scope: !2572, file: !2, line: 2552, column: 9)
!2577 = !DILocation(line: 2552, column: 23, scope: !2576)
!2578 = !DILocation(line: 2552, column: 9, scope: !2572)
!2579 = !DILocation(line: 2554, column: 20, scope: !2580)
!2580 = distinct !DILexicalBlock(scope: !2581, file: !2, line: 2554, column: 13)
!2581 = distinct !DILexicalBlock(scope: !2576, file: !2, line: 2553, column: 9)
!2582 = !DILocation(line: 2554, column: 18, scope: !2580)
!2583 = !DILocation(line: 2554, column: 25, scope: !2584)
!2584 = distinct !DILexicalBlock(scope: !2580, file: !2, line: 2554, column: 13)
!2585 = !DILocation(line: 2554, column: 27, scope: !2584)
!2586 = !DILocation(line: 2554, column: 13, scope: !2580)
!2587 = !DILocation(line: 2556, column: 40, scope: !2588)
!2588 = distinct !DILexicalBlock(scope: !2584, file: !2, line: 2555, column: 13)
!2589 = !DILocation(line: 2556, column: 33, scope: !2588)
!2590 = !DILocation(line: 2556, column: 43, scope: !2588)
!2591 = !DILocation(line: 2556, column: 46, scope: !2588)
!2592 = !DILocation(line: 2556, column: 69, scope: !2588)
!2593 = !DILocation(line: 2556, column: 17, scope: !2588)
!2594 = !DILocation(line: 2557, column: 21, scope: !2595)
!2595 = distinct !DILexicalBlock(scope: !2588, file: !2, line: 2557, column: 21)
!2596 = !DILocation(line: 2557, column: 21, scope: !2588)
!2597 = !DILocation(line: 2557, column: 72, scope: !2595)
!2598 = !DILocation(line: 2557, column: 75, scope: !2595)
!2599 = !DILocation(line: 2557, column: 78, scope: !2595)
!2600 = !DILocation(line: 2557, column: 39, scope: !2595)
!2601 = !DILocation(line: 2559, column: 13, scope: !2588)
!2602 = !DILocation(line: 2554, column: 33, scope: !2584)
!2603 = !DILocation(line: 2554, column: 13, scope: !2584)
!2604 = distinct !{!2604, !2586, !2605, !1146}
!2605 = !DILocation(line: 2559, column: 13, scope: !2580)
!2606 = !DILocation(line: 2560, column: 9, scope: !2581)
!2607 = !DILocation(line: 2552, column: 29, scope: !2576)
!2608 = !DILocation(line: 2552, column: 9, scope: !2576)
!2609 = distinct !{!2609, !2578, !2610, !1146}
!2610 = !DILocation(line: 2560, column: 9, scope: !2572)
!2611 = !DILocation(line: 2561, column: 5, scope: !2573)
!2612 = !DILocation(line: 2550, column: 26, scope: !2568)
!2613 = !DILocation(line: 2550, column: 5, scope: !2568)
!2614 = distinct !{!2614, !2570, !2615, !1146}
!2615 = !DILocation(line: 2561, column: 5, scope: !2565)
!2616 = !DILocation(line: 2562, column: 21, scope: !1074)
!2617 = !DILocation(line: 2562, column: 39, scope: !1074)
!2618 = !DILocation(line: 2562, column: 5, scope: !1074)
!2619 = !DILocation(line: 2563, column: 28, scope: !1074)
!2620 = !DILocation(line: 2563, column: 21, scope: !1074)
!2621 = !DILocation(line: 2563, column: 45, scope: !1074)
!2622 = !DILocation(line: 2563, column: 5, scope: !1074)
!2623 = !DILocation(line: 2564, column: 28, scope: !1074)
!2624 = !DILocation(line: 2564, column: 21, scope: !1074)
!2625 = !DILocation(line: 2564, column: 45, scope: !1074)
!2626 = !DILocation(line: 2564, column: 5, scope: !1074)
!2627 = !DILocation(line: 2565, column: 28, scope: !1074)
!2628 = !DILocation(line: 2565, column: 21, scope: !1074)
!2629 = !DILocation(line: 2565, column: 45, scope: !1074)
!2630 = !DILocation(line: 2565, column: 5, scope: !1074)
!2631 = !DILocation(line: 2566, column: 28, scope: !1074)
!2632 = !DILocation(line: 2566, column: 21, scope: !1074)
!2633 = !DILocation(line: 2566, column: 45, scope: !1074)
!2634 = !DILocation(line: 2566, column: 5, scope: !1074)
!2635 = !DILocation(line: 2567, column: 28, scope: !1074)
!2636 = !DILocation(line: 2567, column: 21, scope: !1074)
!2637 = !DILocation(line: 2567, column: 45, scope: !1074)
!2638 = !DILocation(line: 2567, column: 5, scope: !1074)
!2639 = !DILocation(line: 2568, column: 28, scope: !1074)
!2640 = !DILocation(line: 2568, column: 21, scope: !1074)
!2641 = !DILocation(line: 2568, column: 45, scope: !1074)
!2642 = !DILocation(line: 2568, column: 5, scope: !1074)
!2643 = !DILocation(line: 2569, column: 28, scope: !1074)
!2644 = !DILocation(line: 2569, column: 21, scope: !1074)
!2645 = !DILocation(line: 2569, column: 45, scope: !1074)
!2646 = !DILocation(line: 2569, column: 5, scope: !1074)
!2647 = !DILocation(line: 2570, column: 28, scope: !1074)
!2648 = !DILocation(line: 2570, column: 21, scope: !1074)
!2649 = !DILocation(line: 2570, column: 45, scope: !1074)
!2650 = !DILocation(line: 2570, column: 5, scope: !1074)
!2651 = !DILocation(line: 2571, column: 21, scope: !1074)
!2652 = !DILocation(line: 2571, column: 39, scope: !1074)
!2653 = !DILocation(line: 2571, column: 5, scope: !1074)
!2654 = !DILocation(line: 2572, column: 39, scope: !1074)
!2655 = !DILocation(line: 2572, column: 5, scope: !1074)
!2656 = !DILocation(line: 2573, column: 21, scope: !1074)
!2657 = !DILocation(line: 2573, column: 39, scope: !1074)
!2658 = !DILocation(line: 2573, column: 5, scope: !1074)
!2659 = !DILocation(line: 2574, column: 21, scope: !1074)
!2660 = !DILocation(line: 2574, column: 39, scope: !1074)
!2661 = !DILocation(line: 2574, column: 5, scope: !1074)
!2662 = !DILocation(line: 2575, column: 21, scope: !1074)
!2663 = !DILocation(line: 2575, column: 39, scope: !1074)
!2664 = !DILocation(line: 2575, column: 5, scope: !1074)
!2665 = !DILocation(line: 2576, column: 21, scope: !1074)
!2666 = !DILocation(line: 2576, column: 39, scope: !1074)
!2667 = !DILocation(line: 2576, column: 5, scope: !1074)
!2668 = !DILocation(line: 2577, column: 21, scope: !1074)
!2669 = !DILocation(line: 2577, column: 39, scope: !1074)
!2670 = !DILocation(line: 2577, column: 5, scope: !1074)
!2671 = !DILocation(line: 2578, column: 21, scope: !1074)
!2672 = !DILocation(line: 2578, column: 39, scope: !1074)
!2673 = !DILocation(line: 2578, column: 5, scope: !1074)
!2674 = !DILocation(line: 2579, column: 45, scope: !1074)
!2675 = !DILocation(line: 2579, column: 5, scope: !1074)
!2676 = !DILocation(line: 2580, column: 45, scope: !1074)
!2677 = !DILocation(line: 2580, column: 5, scope: !1074)
!2678 = !DILocation(line: 2581, column: 45, scope: !1074)
!2679 = !DILocation(line: 2581, column: 5, scope: !1074)
!2680 = !DILocation(line: 2582, column: 28, scope: !1074)
!2681 = !DILocation(line: 2582, column: 21, scope: !1074)
!2682 = !DILocation(line: 2582, column: 45, scope: !1074)
!2683 = !DILocation(line: 2582, column: 5, scope: !1074)
!2684 = !DILocation(line: 2583, column: 45, scope: !1074)
!2685 = !DILocation(line: 2583, column: 5, scope: !1074)
!2686 = !DILocation(line: 2584, column: 45, scope: !1074)
!2687 = !DILocation(line: 2584, column: 5, scope: !1074)
!2688 = !DILocation(line: 2585, column: 45, scope: !1074)
!2689 = !DILocation(line: 2585, column: 5, scope: !1074)
!2690 = !DILocation(line: 2586, column: 45, scope: !1074)
!2691 = !DILocation(line: 2586, column: 5, scope: !1074)
!2692 = !DILocation(line: 2587, column: 28, scope: !1074)
!2693 = !DILocation(line: 2587, column: 21, scope: !1074)
!2694 = !DILocation(line: 2587, column: 45, scope: !1074)
!2695 = !DILocation(line: 2587, column: 5, scope: !1074)
!2696 = !DILocation(line: 2588, column: 28, scope: !1074)
!2697 = !DILocation(line: 2588, column: 21, scope: !1074)
!2698 = !DILocation(line: 2588, column: 45, scope: !1074)
!2699 = !DILocation(line: 2588, column: 5, scope: !1074)
!2700 = !DILocation(line: 2589, column: 28, scope: !1074)
!2701 = !DILocation(line: 2589, column: 21, scope: !1074)
!2702 = !DILocation(line: 2589, column: 45, scope: !1074)
!2703 = !DILocation(line: 2589, column: 5, scope: !1074)
!2704 = !DILocation(line: 2590, column: 28, scope: !1074)
!2705 = !DILocation(line: 2590, column: 21, scope: !1074)
!2706 = !DILocation(line: 2590, column: 45, scope: !1074)
!2707 = !DILocation(line: 2590, column: 5, scope: !1074)
!2708 = !DILocation(line: 2591, column: 28, scope: !1074)
!2709 = !DILocation(line: 2591, column: 21, scope: !1074)
!2710 = !DILocation(line: 2591, column: 45, scope: !1074)
!2711 = !DILocation(line: 2591, column: 5, scope: !1074)
!2712 = !DILocation(line: 2592, column: 28, scope: !1074)
!2713 = !DILocation(line: 2592, column: 21, scope: !1074)
!2714 = !DILocation(line: 2592, column: 45, scope: !1074)
!2715 = !DILocation(line: 2592, column: 5, scope: !1074)
!2716 = !DILocation(line: 2593, column: 28, scope: !1074)
!2717 = !DILocation(line: 2593, column: 21, scope: !1074)
!2718 = !DILocation(line: 2593, column: 45, scope: !1074)
!2719 = !DILocation(line: 2593, column: 5, scope: !1074)
!2720 = !DILocation(line: 2594, column: 28, scope: !1074)
!2721 = !DILocation(line: 2594, column: 21, scope: !1074)
!2722 = !DILocation(line: 2594, column: 45, scope: !1074)
!2723 = !DILocation(line: 2594, column: 5, scope: !1074)
!2724 = !DILocation(line: 2595, column: 28, scope: !1074)
!2725 = !DILocation(line: 2595, column: 21, scope: !1074)
!2726 = !DILocation(line: 2595, column: 45, scope: !1074)
!2727 = !DILocation(line: 2595, column: 5, scope: !1074)
!2728 = !DILocation(line: 2596, column: 28, scope: !1074)
!2729 = !DILocation(line: 2596, column: 21, scope: !1074)
!2730 = !DILocation(line: 2596, column: 45, scope: !1074)
!2731 = !DILocation(line: 2596, column: 5, scope: !1074)
!2732 = !DILocation(line: 2597, column: 28, scope: !1074)
!2733 = !DILocation(line: 2597, column: 21, scope: !1074)
!2734 = !DILocation(line: 2597, column: 45, scope: !1074)
!2735 = !DILocation(line: 2597, column: 5, scope: !1074)
!2736 = !DILocation(line: 2598, column: 28, scope: !1074)
!2737 = !DILocation(line: 2598, column: 21, scope: !1074)
!2738 = !DILocation(line: 2598, column: 45, scope: !1074)
!2739 = !DILocation(line: 2598, column: 5, scope: !1074)
!2740 = !DILocation(line: 2599, column: 28, scope: !1074)
!2741 = !DILocation(line: 2599, column: 21, scope: !1074)
!2742 = !DILocation(line: 2599, column: 45, scope: !1074)
!2743 = !DILocation(line: 2599, column: 5, scope: !1074)
!2744 = !DILocation(line: 2600, column: 28, scope: !1074)
!2745 = !DILocation(line: 2600, column: 21, scope: !1074)
!2746 = !DILocation(line: 2600, column: 45, scope: !1074)
!2747 = !DILocation(line: 2600, column: 5, scope: !1074)
!2748 = !DILocation(line: 2601, column: 28, scope: !1074)
!2749 = !DILocation(line: 2601, column: 21, scope: !1074)
!2750 = !DILocation(line: 2601, column: 45, scope: !1074)
!2751 = !DILocation(line: 2601, column: 5, scope: !1074)
!2752 = !DILocation(line: 2602, column: 28, scope: !1074)
!2753 = !DILocation(line: 2602, column: 21, scope: !1074)
!2754 = !DILocation(line: 2602, column: 45, scope: !1074)
!2755 = !DILocation(line: 2602, column: 5, scope: !1074)
!2756 = !DILocation(line: 2603, column: 21, scope: !1074)
!2757 = !DILocation(line: 2603, column: 39, scope: !1074)
!2758 = !DILocation(line: 2603, column: 5, scope: !1074)
!2759 = !DILocation(line: 2604, column: 21, scope: !1074)
!2760 = !DILocation(line: 2604, column: 39, scope: !1074)
!2761 = !DILocation(line: 2604, column: 5, scope: !1074)
!2762 = !DILocation(line: 2605, column: 28, scope: !1074)
!2763 = !DILocation(line: 2605, column: 21, scope: !1074)
!2764 = !DILocation(line: 2605, column: 45, scope: !1074)
!2765 = !DILocation(line: 2605, column: 5, scope: !1074)
!2766 = !DILocation(line: 2606, column: 28, scope: !1074)
!2767 = !DILocation(line: 2606, column: 21, scope: !1074)
!2768 = !DILocation(line: 2606, column: 45, scope: !1074)
!2769 = !DILocation(line: 2606, column: 5, scope: !1074)
!2770 = !DILocation(line: 2607, column: 28, scope: !1074)
!2771 = !DILocation(line: 2607, column: 21, scope: !1074)
!2772 = !DILocation(line: 2607, column: 45, scope: !1074)
!2773 = !DILocation(line: 2607, column: 5, scope: !1074)
!2774 = !DILocation(line: 2608, column: 28, scope: !1074)
!2775 = !DILocation(line: 2608, column: 21, scope: !1074)
!2776 = !DILocation(line: 2608, column: 45, scope: !1074)
!2777 = !DILocation(line: 2608, column: 5, scope: !1074)
!2778 = !DILocation(line: 2609, column: 28, scope: !1074)
!2779 = !DILocation(line: 2609, column: 21, scope: !1074)
!2780 = !DILocation(line: 2609, column: 45, scope: !1074)
!2781 = !DILocation(line: 2609, column: 5, scope: !1074)
!2782 = !DILocation(line: 2610, column: 28, scope: !1074)
!2783 = !DILocation(line: 2610, column: 21, scope: !1074)
!2784 = !DILocation(line: 2610, column: 45, scope: !1074)
!2785 = !DILocation(line: 2610, column: 5, scope: !1074)
!2786 = !DILocation(line: 2611, column: 28, scope: !1074)
!2787 = !DILocation(line: 2611, column: 21, scope: !1074)
!2788 = !DILocation(line: 2611, column: 45, scope: !1074)
!2789 = !DILocation(line: 2611, column: 5, scope: !1074)
!2790 = !DILocation(line: 2612, column: 28, scope: !1074)
!2791 = !DILocation(line: 2612, column: 21, scope: !1074)
!2792 = !DILocation(line: 2612, column: 45, scope: !1074)
!2793 = !DILocation(line: 2612, column: 5, scope: !1074)
!2794 = !DILocation(line: 2613, column: 12, scope: !2795)
!2795 = distinct !DILexicalBlock(scope: !1074, file: !2, line: 2613, column: 5)
!2796 = !DILocation(line: 2613, column: 10, scope: !2795)
!2797 = !DILocation(line: 2613, column: 17, scope: !2798)
!2798 = distinct !DILexicalBlock(scope: !2795, file: !2, line: 2613, column: 5)
!2799 = !DILocation(line: 2613, column: 19, scope: !2798)
!2800 = !DILocation(line: 2613, column: 5, scope: !2795)
!2801 = !DILocation(line: 2615, column: 32, scope: !2802)
!2802 = distinct !DILexicalBlock(scope: !2798, file: !2, line: 2614, column: 5)
!2803 = !DILocation(line: 2615, column: 25, scope: !2802)
!2804 = !DILocation(line: 2615, column: 35, scope: !2802)
!2805 = !DILocation(line: 2615, column: 55, scope: !2802)
!2806 = !DILocation(line: 2615, column: 9, scope: !2802)
!2807 = !DILocation(line: 2616, column: 32, scope: !2802)
!2808 = !DILocation(line: 2616, column: 25, scope: !2802)
!2809 = !DILocation(line: 2616, column: 35, scope: !2802)
!2810 = !DILocation(line: 2616, column: 55, scope: !2802)
!2811 = !DILocation(line: 2616, column: 9, scope: !2802)
!2812 = !DILocation(line: 2617, column: 32, scope: !2802)
!2813 = !DILocation(line: 2617, column: 25, scope: !2802)
!2814 = !DILocation(line: 2617, column: 35, scope: !2802)
!2815 = !DILocation(line: 2617, column: 55, scope: !2802)
!2816 = !DILocation(line: 2617, column: 9, scope: !2802)
!2817 = !DILocation(line: 2618, column: 32, scope: !2802)
!2818 = !DILocation(line: 2618, column: 25, scope: !2802)
!2819 = !DILocation(line: 2618, column: 35, scope: !2802)
!2820 = !DILocation(line: 2618, column: 55, scope: !2802)
!2821 = !DILocation(line: 2618, column: 9, scope: !2802)
!2822 = !DILocation(line: 2619, column: 32, scope: !2802)
!2823 = !DILocation(line: 2619, column: 25, scope: !2802)
!2824 = !DILocation(line: 2619, column: 35, scope: !2802)
!2825 = !DILocation(line: 2619, column: 55, scope: !2802)
!2826 = !DILocation(line: 2619, column: 9, scope: !2802)
!2827 = !DILocation(line: 2620, column: 32, scope: !2802)
!2828 = !DILocation(line: 2620, column: 25, scope: !2802)
!2829 = !DILocation(line: 2620, column: 35, scope: !2802)
!2830 = !DILocation(line: 2620, column: 55, scope: !2802)
!2831 = !DILocation(line: 2620, column: 9, scope: !2802)
!2832 = !DILocation(line: 2621, column: 32, scope: !2802)
!2833 = !DILocation(line: 2621, column: 25, scope: !2802)
!2834 = !DILocation(line: 2621, column: 35, scope: !2802)
!2835 = !DILocation(line: 2621, column: 55, scope: !2802)
!2836 = !DILocation(line: 2621, column: 9, scope: !2802)
!2837 = !DILocation(line: 2622, column: 32, scope: !2802)
!2838 = !DILocation(line: 2622, column: 25, scope: !2802)
!2839 = !DILocation(line: 2622, column: 35, scope: !2802)
!2840 = !DILocation(line: 2622, column: 55, scope: !2802)
!2841 = !DILocation(line: 2622, column: 9, scope: !2802)
!2842 = !DILocation(line: 2623, column: 13, scope: !2843)
!2843 = distinct !DILexicalBlock(scope: !2802, file: !2, line: 2623, column: 13)
!2844 = !DILocation(line: 2623, column: 13, scope: !2802)
!2845 = !DILocation(line: 2623, column: 56, scope: !2843)
!2846 = !DILocation(line: 2623, column: 31, scope: !2843)
!2847 = !DILocation(line: 2625, column: 5, scope: !2802)
!2848 = !DILocation(line: 2613, column: 25, scope: !2798)
!2849 = !DILocation(line: 2613, column: 5, scope: !2798)
!2850 = distinct !{!2850, !2800, !2851, !1146}
!2851 = !DILocation(line: 2625, column: 5, scope: !2795)
!2852 = !DILocation(line: 2626, column: 28, scope: !1074)
!2853 = !DILocation(line: 2626, column: 21, scope: !1074)
!2854 = !DILocation(line: 2626, column: 45, scope: !1074)
!2855 = !DILocation(line: 2626, column: 5, scope: !1074)
!2856 = !DILocation(line: 2627, column: 28, scope: !1074)
!2857 = !DILocation(line: 2627, column: 21, scope: !1074)
!2858 = !DILocation(line: 2627, column: 45, scope: !1074)
!2859 = !DILocation(line: 2627, column: 5, scope: !1074)
!2860 = !DILocation(line: 2628, column: 28, scope: !1074)
!2861 = !DILocation(line: 2628, column: 21, scope: !1074)
!2862 = !DILocation(line: 2628, column: 45, scope: !1074)
!2863 = !DILocation(line: 2628, column: 5, scope: !1074)
!2864 = !DILocation(line: 2629, column: 28, scope: !1074)
!2865 = !DILocation(line: 2629, column: 21, scope: !1074)
!2866 = !DILocation(line: 2629, column: 45, scope: !1074)
!2867 = !DILocation(line: 2629, column: 5, scope: !1074)
!2868 = !DILocation(line: 2630, column: 28, scope: !1074)
!2869 = !DILocation(line: 2630, column: 21, scope: !1074)
!2870 = !DILocation(line: 2630, column: 45, scope: !1074)
!2871 = !DILocation(line: 2630, column: 5, scope: !1074)
!2872 = !DILocation(line: 2631, column: 28, scope: !1074)
!2873 = !DILocation(line: 2631, column: 21, scope: !1074)
!2874 = !DILocation(line: 2631, column: 45, scope: !1074)
!2875 = !DILocation(line: 2631, column: 5, scope: !1074)
!2876 = !DILocation(line: 2632, column: 28, scope: !1074)
!2877 = !DILocation(line: 2632, column: 21, scope: !1074)
!2878 = !DILocation(line: 2632, column: 45, scope: !1074)
!2879 = !DILocation(line: 2632, column: 5, scope: !1074)
!2880 = !DILocation(line: 2633, column: 28, scope: !1074)
!2881 = !DILocation(line: 2633, column: 21, scope: !1074)
!2882 = !DILocation(line: 2633, column: 45, scope: !1074)
!2883 = !DILocation(line: 2633, column: 5, scope: !1074)
!2884 = !DILocation(line: 2634, column: 28, scope: !1074)
!2885 = !DILocation(line: 2634, column: 21, scope: !1074)
!2886 = !DILocation(line: 2634, column: 45, scope: !1074)
!2887 = !DILocation(line: 2634, column: 5, scope: !1074)
!2888 = !DILocation(line: 2635, column: 28, scope: !1074)
!2889 = !DILocation(line: 2635, column: 21, scope: !1074)
!2890 = !DILocation(line: 2635, column: 45, scope: !1074)
!2891 = !DILocation(line: 2635, column: 5, scope: !1074)
!2892 = !DILocation(line: 2636, column: 28, scope: !1074)
!2893 = !DILocation(line: 2636, column: 21, scope: !1074)
!2894 = !DILocation(line: 2636, column: 45, scope: !1074)
!2895 = !DILocation(line: 2636, column: 5, scope: !1074)
!2896 = !DILocation(line: 2637, column: 28, scope: !1074)
!2897 = !DILocation(line: 2637, column: 21, scope: !1074)
!2898 = !DILocation(line: 2637, column: 45, scope: !1074)
!2899 = !DILocation(line: 2637, column: 5, scope: !1074)
!2900 = !DILocation(line: 2638, column: 28, scope: !1074)
!2901 = !DILocation(line: 2638, column: 21, scope: !1074)
!2902 = !DILocation(line: 2638, column: 45, scope: !1074)
!2903 = !DILocation(line: 2638, column: 5, scope: !1074)
!2904 = !DILocation(line: 2639, column: 28, scope: !1074)
!2905 = !DILocation(line: 2639, column: 21, scope: !1074)
!2906 = !DILocation(line: 2639, column: 45, scope: !1074)
!2907 = !DILocation(line: 2639, column: 5, scope: !1074)
!2908 = !DILocation(line: 2640, column: 28, scope: !1074)
!2909 = !DILocation(line: 2640, column: 21, scope: !1074)
!2910 = !DILocation(line: 2640, column: 45, scope: !1074)
!2911 = !DILocation(line: 2640, column: 5, scope: !1074)
!2912 = !DILocation(line: 2641, column: 28, scope: !1074)
!2913 = !DILocation(line: 2641, column: 21, scope: !1074)
!2914 = !DILocation(line: 2641, column: 45, scope: !1074)
!2915 = !DILocation(line: 2641, column: 5, scope: !1074)
!2916 = !DILocation(line: 2642, column: 23, scope: !1074)
!2917 = !DILocation(line: 2642, column: 37, scope: !1074)
!2918 = !DILocation(line: 2642, column: 53, scope: !1074)
!2919 = !DILocation(line: 2642, column: 5, scope: !1074)
!2920 = !DILocation(line: 2643, column: 5, scope: !1074)
!2921 = distinct !DISubprogram(name: "platform_main_begin", scope: !1063, file: !1063, line: 43, type: !2922, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!2922 = !DISubroutineType(types: !2923)
!2923 = !{null}
!2924 = !DILocation(line: 46, column: 1, scope: !2921)
!2925 = distinct !DISubprogram(name: "crc32_gentab", scope: !732, file: !732, line: 51, type: !2922, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !1079)
!2926 = !DILocalVariable(name: "crc", scope: !2925, file: !732, line: 53, type: !93)
!2927 = !DILocation(line: 53, column: 11, scope: !2925)
!2928 = !DILocalVariable(name: "poly", scope: !2925, file: !732, line: 54, type: !92)
!2929 = !DILocation(line: 54, column: 17, scope: !2925)
!2930 = !DILocalVariable(name: "i", scope: !2925, file: !732, line: 55, type: !763)
!2931 = !DILocation(line: 55, column: 6, scope: !2925)
!2932 = !DILocalVariable(name: "j", scope: !2925, file: !732, line: 55, type: !763)
!2933 = !DILocation(line: 55, column: 9, scope: !2925)
!2934 = !DILocation(line: 57, column: 9, scope: !2935)
!2935 = distinct !DILexicalBlock(scope: !2925, file: !732, line: 57, column: 2)
!2936 = !DILocation(line: 57, column: 7, scope: !2935)
!2937 = !DILocation(line: 57, column: 14, scope: !2938)
!2938 = distinct !DILexicalBlock(scope: !2935, file: !732, line: 57, column: 2)
!2939 = !DILocation(line: 57, column: 16, scope: !2938)
!2940 = !DILocation(line: 57, column: 2, scope: !2935)
!2941 = !DILocation(line: 58, column: 9, scope: !2942)
!2942 = distinct !DILexicalBlock(scope: !2938, file: !732, line: 57, column: 28)
!2943 = !DILocation(line: 58, column: 7, scope: !2942)
!2944 = !DILocation(line: 59, column: 10, scope: !2945)
!2945 = distinct !DILexicalBlock(scope: !2942, file: !732, line: 59, column: 3)
!2946 = !DILocation(line: 59, column: 8, scope: !2945)
!2947 = !DILocation(line: 59, column: 15, scope: !2948)
!2948 = distinct !DILexicalBlock(scope: !2945, file: !732, line: 59, column: 3)
!2949 = !DILocation(line: 59, column: 17, scope: !2948)
!2950 = !DILocation(line: 59, column: 3, scope: !2945)
!2951 = !DILocation(line: 60, column: 8, scope: !2952)
!2952 = distinct !DILexicalBlock(scope: !2953, file: !732, line: 60, column: 8)
!2953 = distinct !DILexicalBlock(scope: !2948, file: !732, line: 59, column: 27)
!2954 = !DILocation(line: 60, column: 12, scope: !2952)
!2955 = !DILocation(line: 60, column: 8, scope: !2953)
!2956 = !DILocation(line: 61, column: 12, scope: !2957)
!2957 = distinct !DILexicalBlock(scope: !2952, file: !732, line: 60, column: 17)
!2958 = !DILocation(line: 61, column: 16, scope: !2957)
!2959 = !DILocation(line: 61, column: 22, scope: !2957)
!2960 = !DILocation(line: 61, column: 9, scope: !2957)
!2961 = !DILocation(line: 62, column: 4, scope: !2957)
!2962 = !DILocation(line: 63, column: 9, scope: !2963)
!2963 = distinct !DILexicalBlock(scope: !2952, file: !732, line: 62, column: 11)
!2964 = !DILocation(line: 65, column: 3, scope: !2953)
!2965 = !DILocation(line: 59, column: 23, scope: !2948)
!2966 = !DILocation(line: 59, column: 3, scope: !2948)
!2967 = distinct !{!2967, !2950, !2968, !1146}
!2968 = !DILocation(line: 65, column: 3, scope: !2945)
!2969 = !DILocation(line: 66, column: 18, scope: !2942)
!2970 = !DILocation(line: 66, column: 13, scope: !2942)
!2971 = !DILocation(line: 66, column: 3, scope: !2942)
!2972 = !DILocation(line: 66, column: 16, scope: !2942)
!2973 = !DILocation(line: 67, column: 2, scope: !2942)
!2974 = !DILocation(line: 57, column: 24, scope: !2938)
!2975 = !DILocation(line: 57, column: 2, scope: !2938)
!2976 = distinct !{!2976, !2940, !2977, !1146}
!2977 = !DILocation(line: 67, column: 2, scope: !2935)
!2978 = !DILocation(line: 68, column: 1, scope: !2925)
!2979 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 294, type: !2980, scopeLine: 295, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !1079)
!2980 = !DISubroutineType(types: !2981)
!2981 = !{!897}
!2982 = !DILocalVariable(name: "l_8", scope: !2979, file: !2, line: 296, type: !2983)
!2983 = !DICompositeType(tag: DW_TAG_array_type, baseType: !761, size: 192, elements: !44)
!2984 = !DILocation(line: 296, column: 13, scope: !2979)
!2985 = !DILocalVariable(name: "l_3295", scope: !2979, file: !2, line: 297, type: !756)
!2986 = !DILocation(line: 297, column: 13, scope: !2979)
!2987 = !DILocalVariable(name: "l_4110", scope: !2979, file: !2, line: 298, type: !751)
!2988 = !DILocation(line: 298, column: 12, scope: !2979)
!2989 = !DILocalVariable(name: "l_4111", scope: !2979, file: !2, line: 299, type: !597)
!2990 = !DILocation(line: 299, column: 14, scope: !2979)
!2991 = !DILocalVariable(name: "l_4112", scope: !2979, file: !2, line: 300, type: !761)
!2992 = !DILocation(line: 300, column: 13, scope: !2979)
!2993 = !DILocalVariable(name: "l_4113", scope: !2979, file: !2, line: 301, type: !2994)
!2994 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !761, size: 64)
!2995 = !DILocation(line: 301, column: 14, scope: !2979)
!2996 = !DILocalVariable(name: "l_4116", scope: !2979, file: !2, line: 302, type: !2997)
!2997 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !738, size: 64)
!2998 = !DILocation(line: 302, column: 17, scope: !2979)
!2999 = !DILocalVariable(name: "l_4173", scope: !2979, file: !2, line: 303, type: !775)
!3000 = !DILocation(line: 303, column: 13, scope: !2979)
!3001 = !DILocalVariable(name: "l_4175", scope: !2979, file: !2, line: 304, type: !3002)
!3002 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 192, elements: !3003)
!3003 = !{!45, !817}
!3004 = !DILocation(line: 304, column: 20, scope: !2979)
!3005 = !DILocalVariable(name: "l_4240", scope: !2979, file: !2, line: 305, type: !849)
!3006 = !DILocation(line: 305, column: 14, scope: !2979)
!3007 = !DILocalVariable(name: "l_4248", scope: !2979, file: !2, line: 306, type: !3008)
!3008 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3009, size: 256, elements: !3010)
!3009 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !775, size: 64)
!3010 = !{!987}
!3011 = !DILocation(line: 306, column: 14, scope: !2979)
!3012 = !DILocalVariable(name: "l_4267", scope: !2979, file: !2, line: 307, type: !597)
!3013 = !DILocation(line: 307, column: 14, scope: !2979)
!3014 = !DILocalVariable(name: "l_4274", scope: !2979, file: !2, line: 308, type: !3015)
!3015 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3016, size: 64)
!3016 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !401, size: 64)
!3017 = !DILocation(line: 308, column: 15, scope: !2979)
!3018 = !DILocalVariable(name: "l_4273", scope: !2979, file: !2, line: 309, type: !3019)
!3019 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3020, size: 15552, elements: !3021)
!3020 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3015, size: 64)
!3021 = !{!35, !35, !868}
!3022 = !DILocation(line: 309, column: 16, scope: !2979)
!3023 = !DILocation(line: 309, column: 36, scope: !2979)
!3024 = !DILocation(line: 309, column: 35, scope: !2979)
!3025 = !DILocation(line: 309, column: 62, scope: !2979)
!3026 = !DILocation(line: 309, column: 88, scope: !2979)
!3027 = !DILocation(line: 309, column: 114, scope: !2979)
!3028 = !DILocation(line: 309, column: 141, scope: !2979)
!3029 = !DILocation(line: 309, column: 169, scope: !2979)
!3030 = !DILocation(line: 309, column: 197, scope: !2979)
!3031 = !DILocation(line: 309, column: 223, scope: !2979)
!3032 = !DILocation(line: 309, column: 249, scope: !2979)
!3033 = !DILocation(line: 309, column: 34, scope: !2979)
!3034 = !DILocation(line: 309, column: 277, scope: !2979)
!3035 = !DILocation(line: 309, column: 276, scope: !2979)
!3036 = !DILocation(line: 309, column: 303, scope: !2979)
!3037 = !DILocation(line: 309, column: 330, scope: !2979)
!3038 = !DILocation(line: 309, column: 356, scope: !2979)
!3039 = !DILocation(line: 309, column: 382, scope: !2979)
!3040 = !DILocation(line: 309, column: 408, scope: !2979)
!3041 = !DILocation(line: 309, column: 434, scope: !2979)
!3042 = !DILocation(line: 309, column: 461, scope: !2979)
!3043 = !DILocation(line: 309, column: 487, scope: !2979)
!3044 = !DILocation(line: 309, column: 515, scope: !2979)
!3045 = !DILocation(line: 309, column: 514, scope: !2979)
!3046 = !DILocation(line: 309, column: 541, scope: !2979)
!3047 = !DILocation(line: 309, column: 567, scope: !2979)
!3048 = !DILocation(line: 309, column: 594, scope: !2979)
!3049 = !DILocation(line: 309, column: 620, scope: !2979)
!3050 = !DILocation(line: 309, column: 646, scope: !2979)
!3051 = !DILocation(line: 309, column: 672, scope: !2979)
!3052 = !DILocation(line: 309, column: 698, scope: !2979)
!3053 = !DILocation(line: 309, column: 724, scope: !2979)
!3054 = !DILocation(line: 309, column: 752, scope: !2979)
!3055 = !DILocation(line: 309, column: 751, scope: !2979)
!3056 = !DILocation(line: 309, column: 779, scope: !2979)
!3057 = !DILocation(line: 309, column: 805, scope: !2979)
!3058 = !DILocation(line: 309, column: 831, scope: !2979)
!3059 = !DILocation(line: 309, column: 857, scope: !2979)
!3060 = !DILocation(line: 309, column: 883, scope: !2979)
!3061 = !DILocation(line: 309, column: 910, scope: !2979)
!3062 = !DILocation(line: 309, column: 936, scope: !2979)
!3063 = !DILocation(line: 309, column: 962, scope: !2979)
!3064 = !DILocation(line: 309, column: 991, scope: !2979)
!3065 = !DILocation(line: 309, column: 990, scope: !2979)
!3066 = !DILocation(line: 309, column: 1017, scope: !2979)
!3067 = !DILocation(line: 309, column: 1044, scope: !2979)
!3068 = !DILocation(line: 309, column: 1070, scope: !2979)
!3069 = !DILocation(line: 309, column: 1096, scope: !2979)
!3070 = !DILocation(line: 309, column: 1123, scope: !2979)
!3071 = !DILocation(line: 309, column: 1149, scope: !2979)
!3072 = !DILocation(line: 309, column: 1176, scope: !2979)
!3073 = !DILocation(line: 309, column: 1202, scope: !2979)
!3074 = !DILocation(line: 309, column: 1230, scope: !2979)
!3075 = !DILocation(line: 309, column: 1229, scope: !2979)
!3076 = !DILocation(line: 309, column: 1256, scope: !2979)
!3077 = !DILocation(line: 309, column: 1282, scope: !2979)
!3078 = !DILocation(line: 309, column: 1308, scope: !2979)
!3079 = !DILocation(line: 309, column: 1335, scope: !2979)
!3080 = !DILocation(line: 309, column: 1362, scope: !2979)
!3081 = !DILocation(line: 309, column: 1388, scope: !2979)
!3082 = !DILocation(line: 309, column: 1414, scope: !2979)
!3083 = !DILocation(line: 309, column: 1440, scope: !2979)
!3084 = !DILocation(line: 309, column: 1469, scope: !2979)
!3085 = !DILocation(line: 309, column: 1468, scope: !2979)
!3086 = !DILocation(line: 309, column: 1496, scope: !2979)
!3087 = !DILocation(line: 309, column: 1522, scope: !2979)
!3088 = !DILocation(line: 309, column: 1548, scope: !2979)
!3089 = !DILocation(line: 309, column: 1574, scope: !2979)
!3090 = !DILocation(line: 309, column: 1600, scope: !2979)
!3091 = !DILocation(line: 309, column: 1627, scope: !2979)
!3092 = !DILocation(line: 309, column: 1654, scope: !2979)
!3093 = !DILocation(line: 309, column: 1680, scope: !2979)
!3094 = !DILocation(line: 309, column: 1708, scope: !2979)
!3095 = !DILocation(line: 309, column: 1707, scope: !2979)
!3096 = !DILocation(line: 309, column: 1734, scope: !2979)
!3097 = !DILocation(line: 309, column: 1760, scope: !2979)
!3098 = !DILocation(line: 309, column: 1787, scope: !2979)
!3099 = !DILocation(line: 309, column: 1813, scope: !2979)
!3100 = !DILocation(line: 309, column: 1839, scope: !2979)
!3101 = !DILocation(line: 309, column: 1866, scope: !2979)
!3102 = !DILocation(line: 309, column: 1893, scope: !2979)
!3103 = !DILocation(line: 309, column: 1919, scope: !2979)
!3104 = !DILocation(line: 309, column: 1947, scope: !2979)
!3105 = !DILocation(line: 309, column: 1946, scope: !2979)
!3106 = !DILocation(line: 309, column: 1973, scope: !2979)
!3107 = !DILocation(line: 309, column: 1999, scope: !2979)
!3108 = !DILocation(line: 309, column: 2025, scope: !2979)
!3109 = !DILocation(line: 309, column: 2052, scope: !2979)
!3110 = !DILocation(line: 309, column: 2078, scope: !2979)
!3111 = !DILocation(line: 309, column: 2104, scope: !2979)
!3112 = !DILocation(line: 309, column: 2131, scope: !2979)
!3113 = !DILocation(line: 309, column: 2157, scope: !2979)
!3114 = !DILocalVariable(name: "l_4303", scope: !2979, file: !2, line: 310, type: !786)
!3115 = !DILocation(line: 310, column: 14, scope: !2979)
!3116 = !DILocalVariable(name: "i", scope: !2979, file: !2, line: 311, type: !763)
!3117 = !DILocation(line: 311, column: 9, scope: !2979)
!3118 = !DILocalVariable(name: "j", scope: !2979, file: !2, line: 311, type: !763)
!3119 = !DILocation(line: 311, column: 12, scope: !2979)
!3120 = !DILocalVariable(name: "k", scope: !2979, file: !2, line: 311, type: !763)
!3121 = !DILocation(line: 311, column: 15, scope: !2979)
!3122 = !DILocation(line: 312, column: 12, scope: !2979)
!3123 = !DILocation(line: 312, column: 5, scope: !2979)
!3124 = distinct !DISubprogram(name: "transparent_crc", scope: !732, file: !732, line: 110, type: !3125, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !1079)
!3125 = !DISubroutineType(types: !3126)
!3126 = !{null, !597, !1078, !763}
!3127 = !DILocalVariable(name: "val", arg: 1, scope: !3124, file: !732, line: 110, type: !597)
!3128 = !DILocation(line: 110, column: 27, scope: !3124)
!3129 = !DILocalVariable(name: "vname", arg: 2, scope: !3124, file: !732, line: 110, type: !1078)
!3130 = !DILocation(line: 110, column: 38, scope: !3124)
!3131 = !DILocalVariable(name: "flag", arg: 3, scope: !3124, file: !732, line: 110, type: !763)
!3132 = !DILocation(line: 110, column: 49, scope: !3124)
!3133 = !DILocation(line: 112, column: 15, scope: !3124)
!3134 = !DILocation(line: 112, column: 2, scope: !3124)
!3135 = !DILocation(line: 113, column: 6, scope: !3136)
!3136 = distinct !DILexicalBlock(scope: !3124, file: !732, line: 113, column: 6)
!3137 = !DILocation(line: 113, column: 6, scope: !3124)
!3138 = !DILocation(line: 114, column: 52, scope: !3139)
!3139 = distinct !DILexicalBlock(scope: !3136, file: !732, line: 113, column: 12)
!3140 = !DILocation(line: 114, column: 59, scope: !3139)
!3141 = !DILocation(line: 114, column: 73, scope: !3139)
!3142 = !DILocation(line: 114, column: 5, scope: !3139)
!3143 = !DILocation(line: 115, column: 2, scope: !3139)
!3144 = !DILocation(line: 116, column: 1, scope: !3124)
!3145 = distinct !DISubprogram(name: "platform_main_end", scope: !1063, file: !1063, line: 49, type: !3146, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !1079)
!3146 = !DISubroutineType(types: !3147)
!3147 = !{null, !93, !763}
!3148 = !DILocalVariable(name: "crc", arg: 1, scope: !3145, file: !1063, line: 49, type: !93)
!3149 = !DILocation(line: 49, column: 28, scope: !3145)
!3150 = !DILocalVariable(name: "flag", arg: 2, scope: !3145, file: !1063, line: 49, type: !763)
!3151 = !DILocation(line: 49, column: 37, scope: !3145)
!3152 = !DILocation(line: 56, column: 29, scope: !3145)
!3153 = !DILocation(line: 56, column: 2, scope: !3145)
!3154 = !DILocation(line: 120, column: 1, scope: !3145)
!3155 = distinct !DISubprogram(name: "crc32_8bytes", scope: !732, file: !732, line: 97, type: !3156, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !1079)
!3156 = !DISubroutineType(types: !3157)
!3157 = !{null, !597}
!3158 = !DILocalVariable(name: "val", arg: 1, scope: !3155, file: !732, line: 97, type: !597)
!3159 = !DILocation(line: 97, column: 24, scope: !3155)
!3160 = !DILocation(line: 99, column: 15, scope: !3155)
!3161 = !DILocation(line: 99, column: 18, scope: !3155)
!3162 = !DILocation(line: 99, column: 23, scope: !3155)
!3163 = !DILocation(line: 99, column: 14, scope: !3155)
!3164 = !DILocation(line: 99, column: 2, scope: !3155)
!3165 = !DILocation(line: 100, column: 15, scope: !3155)
!3166 = !DILocation(line: 100, column: 18, scope: !3155)
!3167 = !DILocation(line: 100, column: 23, scope: !3155)
!3168 = !DILocation(line: 100, column: 14, scope: !3155)
!3169 = !DILocation(line: 100, column: 2, scope: !3155)
!3170 = !DILocation(line: 101, column: 15, scope: !3155)
!3171 = !DILocation(line: 101, column: 18, scope: !3155)
!3172 = !DILocation(line: 101, column: 24, scope: !3155)
!3173 = !DILocation(line: 101, column: 14, scope: !3155)
!3174 = !DILocation(line: 101, column: 2, scope: !3155)
!3175 = !DILocation(line: 102, column: 15, scope: !3155)
!3176 = !DILocation(line: 102, column: 18, scope: !3155)
!3177 = !DILocation(line: 102, column: 24, scope: !3155)
!3178 = !DILocation(line: 102, column: 14, scope: !3155)
!3179 = !DILocation(line: 102, column: 2, scope: !3155)
!3180 = !DILocation(line: 103, column: 15, scope: !3155)
!3181 = !DILocation(line: 103, column: 18, scope: !3155)
!3182 = !DILocation(line: 103, column: 24, scope: !3155)
!3183 = !DILocation(line: 103, column: 14, scope: !3155)
!3184 = !DILocation(line: 103, column: 2, scope: !3155)
!3185 = !DILocation(line: 104, column: 15, scope: !3155)
!3186 = !DILocation(line: 104, column: 18, scope: !3155)
!3187 = !DILocation(line: 104, column: 24, scope: !3155)
!3188 = !DILocation(line: 104, column: 14, scope: !3155)
!3189 = !DILocation(line: 104, column: 2, scope: !3155)
!3190 = !DILocation(line: 105, column: 15, scope: !3155)
!3191 = !DILocation(line: 105, column: 18, scope: !3155)
!3192 = !DILocation(line: 105, column: 24, scope: !3155)
!3193 = !DILocation(line: 105, column: 14, scope: !3155)
!3194 = !DILocation(line: 105, column: 2, scope: !3155)
!3195 = !DILocation(line: 106, column: 15, scope: !3155)
!3196 = !DILocation(line: 106, column: 18, scope: !3155)
!3197 = !DILocation(line: 106, column: 24, scope: !3155)
!3198 = !DILocation(line: 106, column: 14, scope: !3155)
!3199 = !DILocation(line: 106, column: 2, scope: !3155)
!3200 = !DILocation(line: 107, column: 1, scope: !3155)
!3201 = distinct !DISubprogram(name: "crc32_byte", scope: !732, file: !732, line: 71, type: !3202, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !1079)
!3202 = !DISubroutineType(types: !3203)
!3203 = !{null, !756}
!3204 = !DILocalVariable(name: "b", arg: 1, scope: !3201, file: !732, line: 71, type: !756)
!3205 = !DILocation(line: 71, column: 21, scope: !3201)
!3206 = !DILocation(line: 73, column: 5, scope: !3201)
!3207 = !DILocation(line: 73, column: 19, scope: !3201)
!3208 = !DILocation(line: 73, column: 25, scope: !3201)
!3209 = !DILocation(line: 74, column: 14, scope: !3201)
!3210 = !DILocation(line: 74, column: 30, scope: !3201)
!3211 = !DILocation(line: 74, column: 28, scope: !3201)
!3212 = !DILocation(line: 74, column: 33, scope: !3201)
!3213 = !DILocation(line: 74, column: 3, scope: !3201)
!3214 = !DILocation(line: 73, column: 39, scope: !3201)
!3215 = !DILocation(line: 72, column: 16, scope: !3201)
!3216 = !DILocation(line: 75, column: 1, scope: !3201)
