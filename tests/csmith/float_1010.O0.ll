; ModuleID = 'float_1010.c'
source_filename = "float_1010.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S0 = type { i32, i32, i16, i32, i8, i64, float, i64, i32, i8 }
%union.U1 = type { %struct.S0 }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@g_6 = internal global [9 x i64] [i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9], align 16, !dbg !7
@.str.1 = private unnamed_addr constant [7 x i8] c"g_6[i]\00", align 1, !dbg !15
@.str.2 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !20
@g_16 = internal global float 0x3CA3D1DC00000000, align 4, !dbg !204
@.str.3 = private unnamed_addr constant [5 x i8] c"g_16\00", align 1, !dbg !25
@g_20 = internal global i32 -9, align 4, !dbg !206
@.str.4 = private unnamed_addr constant [5 x i8] c"g_20\00", align 1, !dbg !30
@g_23 = internal global i8 -49, align 1, !dbg !208
@.str.5 = private unnamed_addr constant [5 x i8] c"g_23\00", align 1, !dbg !32
@g_32 = internal global %struct.S0 { i32 1423478592, i32 -1, i16 3853, i32 6, i8 1, i64 -7795218796916112349, float 0x4529DBEDC0000000, i64 8650214258148366695, i32 -11376593, i8 -88 }, align 8, !dbg !210
@.str.6 = private unnamed_addr constant [8 x i8] c"g_32.f0\00", align 1, !dbg !34
@.str.7 = private unnamed_addr constant [8 x i8] c"g_32.f1\00", align 1, !dbg !39
@.str.8 = private unnamed_addr constant [8 x i8] c"g_32.f2\00", align 1, !dbg !41
@.str.9 = private unnamed_addr constant [8 x i8] c"g_32.f3\00", align 1, !dbg !43
@.str.10 = private unnamed_addr constant [8 x i8] c"g_32.f4\00", align 1, !dbg !45
@.str.11 = private unnamed_addr constant [8 x i8] c"g_32.f5\00", align 1, !dbg !47
@.str.12 = private unnamed_addr constant [8 x i8] c"g_32.f6\00", align 1, !dbg !49
@.str.13 = private unnamed_addr constant [8 x i8] c"g_32.f7\00", align 1, !dbg !51
@.str.14 = private unnamed_addr constant [8 x i8] c"g_32.f8\00", align 1, !dbg !53
@.str.15 = private unnamed_addr constant [8 x i8] c"g_32.f9\00", align 1, !dbg !55
@g_45 = internal global [5 x i8] c"\09\09\09\09\09", align 1, !dbg !212
@.str.16 = private unnamed_addr constant [8 x i8] c"g_45[i]\00", align 1, !dbg !57
@g_57 = internal global i8 -95, align 1, !dbg !216
@.str.17 = private unnamed_addr constant [5 x i8] c"g_57\00", align 1, !dbg !59
@g_63 = internal global i16 -8, align 2, !dbg !218
@.str.18 = private unnamed_addr constant [5 x i8] c"g_63\00", align 1, !dbg !61
@g_68 = internal global %struct.S0 { i32 -1, i32 -2, i16 1, i32 -1095549395, i8 100, i64 -4, float -2.875000e+00, i64 -4172956782536131270, i32 -1988276115, i8 -1 }, align 8, !dbg !220
@.str.19 = private unnamed_addr constant [8 x i8] c"g_68.f0\00", align 1, !dbg !63
@.str.20 = private unnamed_addr constant [8 x i8] c"g_68.f1\00", align 1, !dbg !65
@.str.21 = private unnamed_addr constant [8 x i8] c"g_68.f2\00", align 1, !dbg !67
@.str.22 = private unnamed_addr constant [8 x i8] c"g_68.f3\00", align 1, !dbg !69
@.str.23 = private unnamed_addr constant [8 x i8] c"g_68.f4\00", align 1, !dbg !71
@.str.24 = private unnamed_addr constant [8 x i8] c"g_68.f5\00", align 1, !dbg !73
@.str.25 = private unnamed_addr constant [8 x i8] c"g_68.f6\00", align 1, !dbg !75
@.str.26 = private unnamed_addr constant [8 x i8] c"g_68.f7\00", align 1, !dbg !77
@.str.27 = private unnamed_addr constant [8 x i8] c"g_68.f8\00", align 1, !dbg !79
@.str.28 = private unnamed_addr constant [8 x i8] c"g_68.f9\00", align 1, !dbg !81
@g_84 = internal global i64 2258277508012913096, align 8, !dbg !222
@.str.29 = private unnamed_addr constant [5 x i8] c"g_84\00", align 1, !dbg !83
@g_104 = internal global i16 -8959, align 2, !dbg !225
@.str.30 = private unnamed_addr constant [6 x i8] c"g_104\00", align 1, !dbg !85
@.str.31 = private unnamed_addr constant [9 x i8] c"g_117.f0\00", align 1, !dbg !90
@g_156 = internal global i16 -26507, align 2, !dbg !240
@.str.32 = private unnamed_addr constant [6 x i8] c"g_156\00", align 1, !dbg !95
@g_160 = internal global [6 x i8] c"\EE\EE\EE\EE\EE\EE", align 1, !dbg !242
@.str.33 = private unnamed_addr constant [9 x i8] c"g_160[i]\00", align 1, !dbg !97
@g_161 = internal global i8 -11, align 1, !dbg !246
@.str.34 = private unnamed_addr constant [6 x i8] c"g_161\00", align 1, !dbg !99
@g_162 = internal global i32 92266690, align 4, !dbg !248
@.str.35 = private unnamed_addr constant [6 x i8] c"g_162\00", align 1, !dbg !101
@g_163 = internal global i32 -1080034698, align 4, !dbg !250
@.str.36 = private unnamed_addr constant [6 x i8] c"g_163\00", align 1, !dbg !103
@g_180 = internal global float -3.250000e+00, align 4, !dbg !252
@.str.37 = private unnamed_addr constant [6 x i8] c"g_180\00", align 1, !dbg !105
@g_183 = internal global i16 6, align 2, !dbg !254
@.str.38 = private unnamed_addr constant [6 x i8] c"g_183\00", align 1, !dbg !107
@.str.39 = private unnamed_addr constant [9 x i8] c"g_195.f0\00", align 1, !dbg !109
@g_217 = internal global i16 29735, align 2, !dbg !258
@.str.40 = private unnamed_addr constant [6 x i8] c"g_217\00", align 1, !dbg !111
@.str.41 = private unnamed_addr constant [9 x i8] c"g_221.f0\00", align 1, !dbg !113
@.str.42 = private unnamed_addr constant [9 x i8] c"g_222.f0\00", align 1, !dbg !115
@g_233 = internal global i32 -7, align 4, !dbg !265
@.str.43 = private unnamed_addr constant [6 x i8] c"g_233\00", align 1, !dbg !117
@crc32_context = internal global i32 -1, align 4, !dbg !273
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !119
@__const.func_1.l_7 = private unnamed_addr constant [7 x [10 x [2 x i64]]] [[10 x [2 x i64]] [[2 x i64] [i64 -8788787383972197080, i64 8000717404668772777], [2 x i64] [i64 4938687819863602477, i64 -1431717084604806271], [2 x i64] [i64 1, i64 9124521650090668068], [2 x i64] [i64 1, i64 3057832329959468677], [2 x i64] [i64 6391625058402224745, i64 -3505497472375512315], [2 x i64] [i64 8000717404668772777, i64 -8961898319451496762], [2 x i64] [i64 -3505497472375512315, i64 1], [2 x i64] [i64 1, i64 1], [2 x i64] [i64 -3505497472375512315, i64 -8961898319451496762], [2 x i64] [i64 4936245133789254887, i64 1856693944515681414]], [10 x [2 x i64]] [[2 x i64] [i64 -3860565025964642542, i64 5959587947838981544], [2 x i64] [i64 0, i64 4938687819863602477], [2 x i64] [i64 -1431717084604806271, i64 0], [2 x i64] [i64 3057832329959468677, i64 4936245133789254887], [2 x i64] [i64 1, i64 5], [2 x i64] [i64 0, i64 6974927479830074772], [2 x i64] [i64 1, i64 1], [2 x i64] [i64 6391625058402224745, i64 -5000517021009307545], [2 x i64] [i64 6974927479830074772, i64 3057832329959468677], [2 x i64] [i64 -3, i64 1]], [10 x [2 x i64]] [[2 x i64] [i64 -8788787383972197080, i64 -3], [2 x i64] [i64 -8961898319451496762, i64 6], [2 x i64] [i64 -8961898319451496762, i64 -3], [2 x i64] [i64 -8788787383972197080, i64 1], [2 x i64] [i64 -3, i64 3057832329959468677], [2 x i64] [i64 6974927479830074772, i64 -5000517021009307545], [2 x i64] [i64 6391625058402224745, i64 1], [2 x i64] [i64 1, i64 6974927479830074772], [2 x i64] [i64 0, i64 5], [2 x i64] [i64 1, i64 4936245133789254887]], [10 x [2 x i64]] [[2 x i64] [i64 3057832329959468677, i64 0], [2 x i64] [i64 -1431717084604806271, i64 4938687819863602477], [2 x i64] [i64 0, i64 5959587947838981544], [2 x i64] [i64 -3860565025964642542, i64 1856693944515681414], [2 x i64] [i64 4936245133789254887, i64 -8961898319451496762], [2 x i64] [i64 -3505497472375512315, i64 1], [2 x i64] [i64 1, i64 1], [2 x i64] [i64 -3505497472375512315, i64 -8961898319451496762], [2 x i64] [i64 4936245133789254887, i64 1856693944515681414], [2 x i64] [i64 -3860565025964642542, i64 5959587947838981544]], [10 x [2 x i64]] [[2 x i64] [i64 0, i64 4938687819863602477], [2 x i64] [i64 -1431717084604806271, i64 0], [2 x i64] [i64 3057832329959468677, i64 4936245133789254887], [2 x i64] [i64 1, i64 5], [2 x i64] [i64 0, i64 6974927479830074772], [2 x i64] [i64 1, i64 1], [2 x i64] [i64 6391625058402224745, i64 -5000517021009307545], [2 x i64] [i64 6974927479830074772, i64 3057832329959468677], [2 x i64] [i64 -3, i64 1], [2 x i64] [i64 -8788787383972197080, i64 -3]], [10 x [2 x i64]] [[2 x i64] [i64 -8961898319451496762, i64 6], [2 x i64] [i64 -8961898319451496762, i64 -3], [2 x i64] [i64 -8788787383972197080, i64 1], [2 x i64] [i64 -3, i64 3057832329959468677], [2 x i64] [i64 6974927479830074772, i64 -5000517021009307545], [2 x i64] [i64 6391625058402224745, i64 1], [2 x i64] [i64 1, i64 6974927479830074772], [2 x i64] [i64 0, i64 5], [2 x i64] [i64 1, i64 4936245133789254887], [2 x i64] [i64 3057832329959468677, i64 0]], [10 x [2 x i64]] [[2 x i64] [i64 -1431717084604806271, i64 4938687819863602477], [2 x i64] [i64 0, i64 5959587947838981544], [2 x i64] [i64 -3860565025964642542, i64 1856693944515681414], [2 x i64] [i64 4936245133789254887, i64 -8961898319451496762], [2 x i64] [i64 -3505497472375512315, i64 1], [2 x i64] [i64 1, i64 1], [2 x i64] [i64 -3505497472375512315, i64 -8961898319451496762], [2 x i64] [i64 4936245133789254887, i64 1856693944515681414], [2 x i64] [i64 -3860565025964642542, i64 5959587947838981544], [2 x i64] [i64 0, i64 4938687819863602477]]], align 16
@__const.func_1.l_15 = private unnamed_addr constant [7 x [7 x [5 x i32]]] [[7 x [5 x i32]] [[5 x i32] [i32 -192647651, i32 7, i32 -10, i32 -1, i32 -1253682286], [5 x i32] [i32 2140919901, i32 -130837178, i32 -1253682286, i32 926272113, i32 -4], [5 x i32] [i32 -1390077339, i32 -8, i32 -1919261240, i32 -1, i32 -8], [5 x i32] [i32 2110022177, i32 -1, i32 1, i32 3, i32 2140919901], [5 x i32] [i32 -3, i32 1039036131, i32 7, i32 3, i32 1532982059], [5 x i32] [i32 -1, i32 -2, i32 -4, i32 -1, i32 1902130984], [5 x i32] [i32 -116379309, i32 2003738497, i32 4, i32 926272113, i32 -192647651]], [7 x [5 x i32]] [[5 x i32] [i32 663970902, i32 -5, i32 -1865706691, i32 -1, i32 926272113], [5 x i32] [i32 4, i32 -4, i32 -968918838, i32 0, i32 -968918838], [5 x i32] [i32 -1865706691, i32 -1865706691, i32 62531895, i32 -54658360, i32 1], [5 x i32] [i32 -130837178, i32 -1109535275, i32 756544658, i32 2003738497, i32 -7], [5 x i32] [i32 -1, i32 -1, i32 2140919901, i32 1, i32 2050840805], [5 x i32] [i32 962302303, i32 -1109535275, i32 0, i32 -1, i32 9], [5 x i32] [i32 -1, i32 683414274, i32 -8, i32 -54658360, i32 4]], [7 x [5 x i32]] [[5 x i32] [i32 2140919901, i32 1, i32 2003738497, i32 -822317536, i32 -1452429941], [5 x i32] [i32 -745781739, i32 -1390077339, i32 -1865706691, i32 6, i32 2110022177], [5 x i32] [i32 -1309855600, i32 -2, i32 -1, i32 1430611274, i32 -5], [5 x i32] [i32 -4, i32 756544658, i32 1, i32 -5, i32 268609878], [5 x i32] [i32 -1502468827, i32 926272113, i32 -3, i32 9, i32 268609878], [5 x i32] [i32 -1, i32 -1865706691, i32 -192647651, i32 -10, i32 -5], [5 x i32] [i32 -1, i32 -10, i32 -1, i32 -745781739, i32 2110022177]], [7 x [5 x i32]] [[5 x i32] [i32 -10, i32 -968918838, i32 9, i32 -5, i32 -1452429941], [5 x i32] [i32 1, i32 1532982059, i32 6, i32 4, i32 4], [5 x i32] [i32 7, i32 -54658360, i32 7, i32 -1309855600, i32 9], [5 x i32] [i32 268609878, i32 2110022177, i32 756544658, i32 1, i32 0], [5 x i32] [i32 -5, i32 -1, i32 -1104114211, i32 -1, i32 -4], [5 x i32] [i32 0, i32 -9, i32 756544658, i32 0, i32 -822317536], [5 x i32] [i32 1532982059, i32 3, i32 7, i32 1039036131, i32 -3]], [7 x [5 x i32]] [[5 x i32] [i32 -3, i32 -5, i32 6, i32 0, i32 -1], [5 x i32] [i32 -1253682286, i32 -3, i32 9, i32 -1472571697, i32 1], [5 x i32] [i32 1484912329, i32 -4, i32 -1, i32 -687373349, i32 -1104114211], [5 x i32] [i32 -822317536, i32 -1, i32 -192647651, i32 -968918838, i32 -1109535275], [5 x i32] [i32 663970902, i32 0, i32 -3, i32 2003738497, i32 -130837178], [5 x i32] [i32 663970902, i32 1266732514, i32 1, i32 -116379309, i32 1], [5 x i32] [i32 -822317536, i32 -1253682286, i32 -1, i32 -1109535275, i32 1]], [7 x [5 x i32]] [[5 x i32] [i32 1484912329, i32 -1309855600, i32 -1865706691, i32 2050840805, i32 3], [5 x i32] [i32 -1253682286, i32 630997754, i32 2003738497, i32 -1, i32 -1309855600], [5 x i32] [i32 -3, i32 -8, i32 -8, i32 -3, i32 -687373349], [5 x i32] [i32 1532982059, i32 -1, i32 0, i32 -8, i32 0], [5 x i32] [i32 0, i32 962302303, i32 -130837178, i32 756544658, i32 630997754], [5 x i32] [i32 -5, i32 -1, i32 -4, i32 -8, i32 4], [5 x i32] [i32 268609878, i32 1, i32 2140919901, i32 -3, i32 -5]], [7 x [5 x i32]] [[5 x i32] [i32 7, i32 1039036131, i32 -3, i32 -1, i32 -1], [5 x i32] [i32 1, i32 4, i32 683414274, i32 2050840805, i32 -1253682286], [5 x i32] [i32 -10, i32 1902130984, i32 4, i32 -1109535275, i32 -3], [5 x i32] [i32 -1, i32 663970902, i32 1, i32 -116379309, i32 62531895], [5 x i32] [i32 -1, i32 -130837178, i32 1532982059, i32 2003738497, i32 2050840805], [5 x i32] [i32 -1502468827, i32 -130837178, i32 -822317536, i32 -968918838, i32 7], [5 x i32] [i32 -4, i32 663970902, i32 62531895, i32 -687373349, i32 1]]], align 16
@g_255 = internal global ptr getelementptr (i8, ptr @g_68, i64 4), align 8, !dbg !129
@__const.func_2.l_159 = private unnamed_addr constant [10 x [2 x ptr]] [[2 x ptr] [ptr getelementptr (i8, ptr @g_68, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4)], [2 x ptr] [ptr getelementptr (i8, ptr @g_68, i64 4), ptr getelementptr (i8, ptr @g_68, i64 4)], [2 x ptr] [ptr getelementptr (i8, ptr @g_68, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4)], [2 x ptr] [ptr getelementptr (i8, ptr @g_68, i64 4), ptr getelementptr (i8, ptr @g_68, i64 4)], [2 x ptr] [ptr getelementptr (i8, ptr @g_68, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4)], [2 x ptr] [ptr getelementptr (i8, ptr @g_68, i64 4), ptr getelementptr (i8, ptr @g_68, i64 4)], [2 x ptr] [ptr getelementptr (i8, ptr @g_68, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4)], [2 x ptr] [ptr getelementptr (i8, ptr @g_68, i64 4), ptr getelementptr (i8, ptr @g_68, i64 4)], [2 x ptr] [ptr getelementptr (i8, ptr @g_68, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4)], [2 x ptr] [ptr getelementptr (i8, ptr @g_68, i64 4), ptr getelementptr (i8, ptr @g_68, i64 4)]], align 16
@__const.func_2.l_194 = private unnamed_addr constant %struct.S0 { i32 -8, i32 -10, i16 0, i32 -6, i8 0, i64 1, float 0x407DFDB180000000, i64 -1, i32 390072281, i8 -63 }, align 8
@g_105 = internal global ptr null, align 8, !dbg !136
@__const.func_2.l_216 = private unnamed_addr constant [2 x [3 x [5 x i32]]] [[3 x [5 x i32]] [[5 x i32] [i32 -1425184414, i32 -1425184414, i32 -1425184414, i32 -1425184414, i32 -1425184414], [5 x i32] [i32 -1410194159, i32 -1410194159, i32 -1410194159, i32 -1410194159, i32 -1410194159], [5 x i32] [i32 -1425184414, i32 -1425184414, i32 -1425184414, i32 -1425184414, i32 -1425184414]], [3 x [5 x i32]] [[5 x i32] [i32 -1410194159, i32 -1410194159, i32 -1410194159, i32 -1410194159, i32 -1410194159], [5 x i32] [i32 -1425184414, i32 -1425184414, i32 -1425184414, i32 -1425184414, i32 -1425184414], [5 x i32] [i32 -1410194159, i32 -1410194159, i32 -1410194159, i32 -1410194159, i32 -1410194159]]], align 16
@g_102 = internal global [8 x ptr] zeroinitializer, align 16, !dbg !140
@__const.func_2.l_241 = private unnamed_addr constant [10 x i32] [i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6], align 16
@g_249 = internal global ptr @g_250, align 8, !dbg !149
@g_250 = internal global ptr null, align 8, !dbg !153
@__const.func_4.l_22 = private unnamed_addr constant [8 x [8 x ptr]] [[8 x ptr] [ptr null, ptr @g_23, ptr null, ptr null, ptr @g_23, ptr null, ptr @g_23, ptr @g_23], [8 x ptr] [ptr null, ptr @g_23, ptr null, ptr @g_23, ptr @g_23, ptr @g_23, ptr @g_23, ptr @g_23], [8 x ptr] [ptr @g_23, ptr null, ptr @g_23, ptr @g_23, ptr @g_23, ptr @g_23, ptr @g_23, ptr @g_23], [8 x ptr] [ptr @g_23, ptr @g_23, ptr @g_23, ptr null, ptr @g_23, ptr @g_23, ptr @g_23, ptr null], [8 x ptr] [ptr @g_23, ptr null, ptr @g_23, ptr null, ptr @g_23, ptr @g_23, ptr @g_23, ptr @g_23], [8 x ptr] [ptr null, ptr null, ptr @g_23, ptr @g_23, ptr @g_23, ptr null, ptr @g_23, ptr null], [8 x ptr] [ptr @g_23, ptr @g_23, ptr null, ptr @g_23, ptr @g_23, ptr null, ptr @g_23, ptr @g_23], [8 x ptr] [ptr @g_23, ptr @g_23, ptr null, ptr @g_23, ptr null, ptr null, ptr null, ptr null]], align 16
@__const.func_4.l_103 = private unnamed_addr constant [9 x [3 x ptr]] [[3 x ptr] [ptr @g_104, ptr null, ptr @g_104], [3 x ptr] [ptr @g_104, ptr null, ptr @g_104], [3 x ptr] [ptr @g_104, ptr null, ptr @g_104], [3 x ptr] [ptr @g_104, ptr null, ptr @g_104], [3 x ptr] [ptr @g_104, ptr null, ptr @g_104], [3 x ptr] [ptr @g_104, ptr null, ptr @g_104], [3 x ptr] [ptr @g_104, ptr null, ptr @g_104], [3 x ptr] [ptr @g_104, ptr null, ptr @g_104], [3 x ptr] [ptr @g_104, ptr null, ptr @g_104]], align 16
@__const.func_4.l_116 = private unnamed_addr constant [2 x [10 x ptr]] [[10 x ptr] [ptr getelementptr (i8, ptr @g_32, i64 8), ptr @g_63, ptr getelementptr (i8, ptr @g_32, i64 8), ptr getelementptr (i8, ptr @g_32, i64 8), ptr @g_63, ptr @g_63, ptr @g_63, ptr @g_63, ptr getelementptr (i8, ptr @g_32, i64 8), ptr getelementptr (i8, ptr @g_32, i64 8)], [10 x ptr] [ptr getelementptr (i8, ptr @g_68, i64 8), ptr getelementptr (i8, ptr @g_68, i64 8), ptr getelementptr (i8, ptr @g_32, i64 8), ptr @g_63, ptr getelementptr (i8, ptr @g_32, i64 8), ptr getelementptr (i8, ptr @g_32, i64 8), ptr getelementptr (i8, ptr @g_32, i64 8), ptr @g_63, ptr getelementptr (i8, ptr @g_32, i64 8), ptr getelementptr (i8, ptr @g_68, i64 8)]], align 16
@__const.func_4.l_139 = private unnamed_addr constant [9 x i16] [i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0], align 16
@__const.func_4.l_43 = private unnamed_addr constant [6 x [4 x [10 x ptr]]] [[4 x [10 x ptr]] [[10 x ptr] [ptr @g_20, ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr getelementptr (i8, ptr @g_32, i64 4)], [10 x ptr] [ptr @g_20, ptr null, ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr @g_20], [10 x ptr] [ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr @g_20, ptr @g_20, ptr null, ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr null], [10 x ptr] [ptr @g_20, ptr @g_20, ptr @g_20, ptr @g_20, ptr null, ptr null, ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4)]], [4 x [10 x ptr]] [[10 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr null, ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4)], [10 x ptr] [ptr @g_20, ptr @g_20, ptr @g_20, ptr @g_20, ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr @g_20, ptr null], [10 x ptr] [ptr null, ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr @g_20, ptr null, ptr null, ptr null, ptr null, ptr null], [10 x ptr] [ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20]], [4 x [10 x ptr]] [[10 x ptr] [ptr null, ptr @g_20, ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr null, ptr null], [10 x ptr] [ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20], [10 x ptr] [ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4)], [10 x ptr] [ptr @g_20, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null, ptr @g_20, ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4)]], [4 x [10 x ptr]] [[10 x ptr] [ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr null], [10 x ptr] [ptr null, ptr @g_20, ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr @g_20, ptr null, ptr @g_20], [10 x ptr] [ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4)], [10 x ptr] [ptr null, ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr null]], [4 x [10 x ptr]] [[10 x ptr] [ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr null], [10 x ptr] [ptr @g_20, ptr null, ptr @g_20, ptr @g_20, ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr @g_20, ptr @g_20, ptr null], [10 x ptr] [ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr null, ptr @g_20, ptr @g_20, ptr null, ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4)], [10 x ptr] [ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20]], [4 x [10 x ptr]] [[10 x ptr] [ptr @g_20, ptr @g_20, ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr @g_20, ptr null, ptr null], [10 x ptr] [ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4), ptr getelementptr (i8, ptr @g_32, i64 4)], [10 x ptr] [ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr null, ptr @g_20, ptr @g_20, ptr null, ptr null, ptr getelementptr (i8, ptr @g_32, i64 4)], [10 x ptr] [ptr null, ptr @g_20, ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20, ptr getelementptr (i8, ptr @g_32, i64 4), ptr null, ptr null, ptr getelementptr (i8, ptr @g_32, i64 4), ptr @g_20]]], align 16
@g_70 = internal global [5 x ptr] [ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71, ptr @g_71], align 16, !dbg !155
@__const.func_4.l_73 = private unnamed_addr constant [10 x [3 x [8 x i32]]] [[3 x [8 x i32]] [[8 x i32] [i32 -1543180293, i32 -603511257, i32 -1894316653, i32 -2066392956, i32 5, i32 976200658, i32 106597513, i32 106597513], [8 x i32] [i32 135443018, i32 -1555390757, i32 -482060044, i32 -482060044, i32 -1, i32 -482060044, i32 135443018, i32 -1], [8 x i32] [i32 882374991, i32 -603511257, i32 -1, i32 -1, i32 -1, i32 -1894316653, i32 2121172799, i32 977541306]], [3 x [8 x i32]] [[8 x i32] [i32 976200658, i32 0, i32 135443018, i32 -1, i32 -1270319562, i32 -1, i32 -2066392956, i32 -1], [8 x i32] [i32 -1543180293, i32 -1270319562, i32 1, i32 -1270319562, i32 -1543180293, i32 -1555390757, i32 -1, i32 3], [8 x i32] [i32 -1, i32 -1, i32 -1894316653, i32 5, i32 3, i32 -603511257, i32 -482060044, i32 -1270319562]], [3 x [8 x i32]] [[8 x i32] [i32 1, i32 135443018, i32 -1894316653, i32 0, i32 6, i32 -1, i32 -1, i32 6], [8 x i32] [i32 3, i32 1, i32 1, i32 3, i32 -1, i32 977541306, i32 -2066392956, i32 -482060044], [8 x i32] [i32 0, i32 -1894316653, i32 135443018, i32 1, i32 977541306, i32 -1, i32 2121172799, i32 5]], [3 x [8 x i32]] [[8 x i32] [i32 5, i32 -1894316653, i32 -1, i32 -1, i32 135443018, i32 977541306, i32 135443018, i32 -1], [8 x i32] [i32 -1270319562, i32 1, i32 -1270319562, i32 -1543180293, i32 -1555390757, i32 -1, i32 3, i32 135443018], [8 x i32] [i32 -1, i32 135443018, i32 0, i32 976200658, i32 1, i32 -603511257, i32 -1555390757, i32 -1894316653]], [3 x [8 x i32]] [[8 x i32] [i32 -1, i32 -1, i32 -603511257, i32 882374991, i32 -1555390757, i32 -1555390757, i32 882374991, i32 -603511257], [8 x i32] [i32 -1270319562, i32 -1270319562, i32 -1, i32 -482060044, i32 135443018, i32 -1, i32 106597513, i32 -2066392956], [8 x i32] [i32 5, i32 0, i32 -1555390757, i32 -1, i32 977541306, i32 -1894316653, i32 1, i32 -2066392956]], [3 x [8 x i32]] [[8 x i32] [i32 0, i32 -603511257, i32 976200658, i32 -482060044, i32 -1, i32 -482060044, i32 976200658, i32 -603511257], [8 x i32] [i32 3, i32 -1, i32 -1, i32 882374991, i32 6, i32 -1543180293, i32 -603511257, i32 -1894316653], [8 x i32] [i32 1, i32 -1555390757, i32 -2066392956, i32 976200658, i32 3, i32 2121172799, i32 -603511257, i32 135443018]], [3 x [8 x i32]] [[8 x i32] [i32 -1, i32 976200658, i32 -1, i32 -1543180293, i32 -1543180293, i32 -1, i32 976200658, i32 -1], [8 x i32] [i32 -1543180293, i32 -1, i32 976200658, i32 -1, i32 -1270319562, i32 882374991, i32 1, i32 5], [8 x i32] [i32 976200658, i32 -2066392956, i32 -1555390757, i32 1, i32 -1, i32 882374991, i32 106597513, i32 -482060044]], [3 x [8 x i32]] [[8 x i32] [i32 882374991, i32 -1, i32 -1, i32 3, i32 -1, i32 -1, i32 882374991, i32 6], [8 x i32] [i32 -482060044, i32 976200658, i32 -603511257, i32 0, i32 106597513, i32 2121172799, i32 -1555390757, i32 -1270319562], [8 x i32] [i32 -1, i32 -1555390757, i32 0, i32 5, i32 106597513, i32 -1543180293, i32 3, i32 3]], [3 x [8 x i32]] [[8 x i32] [i32 -482060044, i32 -1, i32 -1270319562, i32 -1270319562, i32 -1, i32 -482060044, i32 135443018, i32 -1], [8 x i32] [i32 882374991, i32 -603511257, i32 -603511257, i32 1, i32 976200658, i32 0, i32 135443018, i32 -1], [8 x i32] [i32 -1543180293, i32 -1, i32 -482060044, i32 1, i32 6, i32 -603511257, i32 5, i32 -603511257]], [3 x [8 x i32]] [[8 x i32] [i32 -1, i32 6, i32 675492660, i32 6, i32 -1, i32 -1, i32 976200658, i32 2121172799], [8 x i32] [i32 976200658, i32 -603511257, i32 0, i32 106597513, i32 2121172799, i32 -1555390757, i32 -1270319562, i32 6], [8 x i32] [i32 675492660, i32 -482060044, i32 0, i32 -1, i32 977541306, i32 976200658, i32 976200658, i32 977541306]]], align 16
@g_99 = internal global ptr @g_100, align 8, !dbg !190
@g_100 = internal global ptr null, align 8, !dbg !193
@g_101 = internal global ptr getelementptr (i8, ptr @g_102, i64 32), align 8, !dbg !195
@g_71 = internal global ptr null, align 8, !dbg !188
@.str.44 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !199
@g_117 = internal global { i16, [54 x i8] } { i16 1, [54 x i8] undef }, align 8, !dbg !230
@g_195 = internal global { i16, [54 x i8] } { i16 -25175, [54 x i8] undef }, align 8, !dbg !256
@g_221 = internal global { i16, [54 x i8] } { i16 1, [54 x i8] undef }, align 8, !dbg !260
@g_222 = internal constant { i16, [54 x i8] } { i16 1, [54 x i8] undef }, align 8, !dbg !262
@.str.49 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !267

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !285 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !291, !DIExpression(), !292)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !293, !DIExpression(), !294)
    #dbg_declare(ptr %6, !295, !DIExpression(), !296)
    #dbg_declare(ptr %7, !297, !DIExpression(), !298)
    #dbg_declare(ptr %8, !299, !DIExpression(), !300)
    #dbg_declare(ptr %9, !301, !DIExpression(), !302)
  store i32 0, ptr %9, align 4, !dbg !302
  %10 = load i32, ptr %4, align 4, !dbg !303
  %11 = icmp eq i32 %10, 2, !dbg !305
  br i1 %11, label %12, label %19, !dbg !306

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8, !dbg !307
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !307
  %15 = load ptr, ptr %14, align 8, !dbg !307
  %16 = call i32 @strcmp(ptr noundef %15, ptr noundef @.str) #5, !dbg !308
  %17 = icmp eq i32 %16, 0, !dbg !309
  br i1 %17, label %18, label %19, !dbg !310

18:                                               ; preds = %12
  store i32 1, ptr %9, align 4, !dbg !311
  br label %19, !dbg !312

19:                                               ; preds = %18, %12, %2
  call void @platform_main_begin(), !dbg !313
  call void @crc32_gentab(), !dbg !314
  %20 = call i32 @func_1(), !dbg !315
  store i32 0, ptr %6, align 4, !dbg !316
  br label %21, !dbg !318

21:                                               ; preds = %36, %19
  %22 = load i32, ptr %6, align 4, !dbg !319
  %23 = icmp slt i32 %22, 9, !dbg !321
  br i1 %23, label %24, label %39, !dbg !322

24:                                               ; preds = %21
  %25 = load i32, ptr %6, align 4, !dbg !323
  %26 = sext i32 %25 to i64, !dbg !325
  %27 = getelementptr inbounds [9 x i64], ptr @g_6, i64 0, i64 %26, !dbg !325
  %28 = load volatile i64, ptr %27, align 8, !dbg !325
  %29 = load i32, ptr %9, align 4, !dbg !326
  call void @transparent_crc(i64 noundef %28, ptr noundef @.str.1, i32 noundef %29), !dbg !327
  %30 = load i32, ptr %9, align 4, !dbg !328
  %31 = icmp ne i32 %30, 0, !dbg !328
  br i1 %31, label %32, label %35, !dbg !330

32:                                               ; preds = %24
  %33 = load i32, ptr %6, align 4, !dbg !331
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %33), !dbg !332
  br label %35, !dbg !332

35:                                               ; preds = %32, %24
  br label %36, !dbg !333

36:                                               ; preds = %35
  %37 = load i32, ptr %6, align 4, !dbg !334
  %38 = add nsw i32 %37, 1, !dbg !334
  store i32 %38, ptr %6, align 4, !dbg !334
  br label %21, !dbg !335, !llvm.loop !336

39:                                               ; preds = %21
  %40 = load i32, ptr %9, align 4, !dbg !339
  call void @transparent_crc_bytes(ptr noundef @g_16, i32 noundef 4, ptr noundef @.str.3, i32 noundef %40), !dbg !340
  %41 = load i32, ptr @g_20, align 4, !dbg !341
  %42 = sext i32 %41 to i64, !dbg !341
  %43 = load i32, ptr %9, align 4, !dbg !342
  call void @transparent_crc(i64 noundef %42, ptr noundef @.str.4, i32 noundef %43), !dbg !343
  %44 = load i8, ptr @g_23, align 1, !dbg !344
  %45 = sext i8 %44 to i64, !dbg !344
  %46 = load i32, ptr %9, align 4, !dbg !345
  call void @transparent_crc(i64 noundef %45, ptr noundef @.str.5, i32 noundef %46), !dbg !346
  %47 = load i32, ptr @g_32, align 8, !dbg !347
  %48 = sext i32 %47 to i64, !dbg !348
  %49 = load i32, ptr %9, align 4, !dbg !349
  call void @transparent_crc(i64 noundef %48, ptr noundef @.str.6, i32 noundef %49), !dbg !350
  %50 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 1), align 4, !dbg !351
  %51 = sext i32 %50 to i64, !dbg !352
  %52 = load i32, ptr %9, align 4, !dbg !353
  call void @transparent_crc(i64 noundef %51, ptr noundef @.str.7, i32 noundef %52), !dbg !354
  %53 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 2), align 8, !dbg !355
  %54 = zext i16 %53 to i64, !dbg !356
  %55 = load i32, ptr %9, align 4, !dbg !357
  call void @transparent_crc(i64 noundef %54, ptr noundef @.str.8, i32 noundef %55), !dbg !358
  %56 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 3), align 4, !dbg !359
  %57 = zext i32 %56 to i64, !dbg !360
  %58 = load i32, ptr %9, align 4, !dbg !361
  call void @transparent_crc(i64 noundef %57, ptr noundef @.str.9, i32 noundef %58), !dbg !362
  %59 = load i8, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 4), align 8, !dbg !363
  %60 = sext i8 %59 to i64, !dbg !364
  %61 = load i32, ptr %9, align 4, !dbg !365
  call void @transparent_crc(i64 noundef %60, ptr noundef @.str.10, i32 noundef %61), !dbg !366
  %62 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 5), align 8, !dbg !367
  %63 = load i32, ptr %9, align 4, !dbg !368
  call void @transparent_crc(i64 noundef %62, ptr noundef @.str.11, i32 noundef %63), !dbg !369
  %64 = load i32, ptr %9, align 4, !dbg !370
  call void @transparent_crc_bytes(ptr noundef getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 6), i32 noundef 4, ptr noundef @.str.12, i32 noundef %64), !dbg !371
  %65 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 7), align 8, !dbg !372
  %66 = load i32, ptr %9, align 4, !dbg !373
  call void @transparent_crc(i64 noundef %65, ptr noundef @.str.13, i32 noundef %66), !dbg !374
  %67 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 8), align 8, !dbg !375
  %68 = sext i32 %67 to i64, !dbg !376
  %69 = load i32, ptr %9, align 4, !dbg !377
  call void @transparent_crc(i64 noundef %68, ptr noundef @.str.14, i32 noundef %69), !dbg !378
  %70 = load i8, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 9), align 4, !dbg !379
  %71 = zext i8 %70 to i64, !dbg !380
  %72 = load i32, ptr %9, align 4, !dbg !381
  call void @transparent_crc(i64 noundef %71, ptr noundef @.str.15, i32 noundef %72), !dbg !382
  store i32 0, ptr %6, align 4, !dbg !383
  br label %73, !dbg !385

73:                                               ; preds = %89, %39
  %74 = load i32, ptr %6, align 4, !dbg !386
  %75 = icmp slt i32 %74, 5, !dbg !388
  br i1 %75, label %76, label %92, !dbg !389

76:                                               ; preds = %73
  %77 = load i32, ptr %6, align 4, !dbg !390
  %78 = sext i32 %77 to i64, !dbg !392
  %79 = getelementptr inbounds [5 x i8], ptr @g_45, i64 0, i64 %78, !dbg !392
  %80 = load volatile i8, ptr %79, align 1, !dbg !392
  %81 = zext i8 %80 to i64, !dbg !392
  %82 = load i32, ptr %9, align 4, !dbg !393
  call void @transparent_crc(i64 noundef %81, ptr noundef @.str.16, i32 noundef %82), !dbg !394
  %83 = load i32, ptr %9, align 4, !dbg !395
  %84 = icmp ne i32 %83, 0, !dbg !395
  br i1 %84, label %85, label %88, !dbg !397

85:                                               ; preds = %76
  %86 = load i32, ptr %6, align 4, !dbg !398
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %86), !dbg !399
  br label %88, !dbg !399

88:                                               ; preds = %85, %76
  br label %89, !dbg !400

89:                                               ; preds = %88
  %90 = load i32, ptr %6, align 4, !dbg !401
  %91 = add nsw i32 %90, 1, !dbg !401
  store i32 %91, ptr %6, align 4, !dbg !401
  br label %73, !dbg !402, !llvm.loop !403

92:                                               ; preds = %73
  %93 = load i8, ptr @g_57, align 1, !dbg !405
  %94 = zext i8 %93 to i64, !dbg !405
  %95 = load i32, ptr %9, align 4, !dbg !406
  call void @transparent_crc(i64 noundef %94, ptr noundef @.str.17, i32 noundef %95), !dbg !407
  %96 = load i16, ptr @g_63, align 2, !dbg !408
  %97 = zext i16 %96 to i64, !dbg !408
  %98 = load i32, ptr %9, align 4, !dbg !409
  call void @transparent_crc(i64 noundef %97, ptr noundef @.str.18, i32 noundef %98), !dbg !410
  %99 = load i32, ptr @g_68, align 8, !dbg !411
  %100 = sext i32 %99 to i64, !dbg !412
  %101 = load i32, ptr %9, align 4, !dbg !413
  call void @transparent_crc(i64 noundef %100, ptr noundef @.str.19, i32 noundef %101), !dbg !414
  %102 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 1), align 4, !dbg !415
  %103 = sext i32 %102 to i64, !dbg !416
  %104 = load i32, ptr %9, align 4, !dbg !417
  call void @transparent_crc(i64 noundef %103, ptr noundef @.str.20, i32 noundef %104), !dbg !418
  %105 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 2), align 8, !dbg !419
  %106 = zext i16 %105 to i64, !dbg !420
  %107 = load i32, ptr %9, align 4, !dbg !421
  call void @transparent_crc(i64 noundef %106, ptr noundef @.str.21, i32 noundef %107), !dbg !422
  %108 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 3), align 4, !dbg !423
  %109 = zext i32 %108 to i64, !dbg !424
  %110 = load i32, ptr %9, align 4, !dbg !425
  call void @transparent_crc(i64 noundef %109, ptr noundef @.str.22, i32 noundef %110), !dbg !426
  %111 = load i8, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 4), align 8, !dbg !427
  %112 = sext i8 %111 to i64, !dbg !428
  %113 = load i32, ptr %9, align 4, !dbg !429
  call void @transparent_crc(i64 noundef %112, ptr noundef @.str.23, i32 noundef %113), !dbg !430
  %114 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 5), align 8, !dbg !431
  %115 = load i32, ptr %9, align 4, !dbg !432
  call void @transparent_crc(i64 noundef %114, ptr noundef @.str.24, i32 noundef %115), !dbg !433
  %116 = load i32, ptr %9, align 4, !dbg !434
  call void @transparent_crc_bytes(ptr noundef getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 6), i32 noundef 4, ptr noundef @.str.25, i32 noundef %116), !dbg !435
  %117 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 7), align 8, !dbg !436
  %118 = load i32, ptr %9, align 4, !dbg !437
  call void @transparent_crc(i64 noundef %117, ptr noundef @.str.26, i32 noundef %118), !dbg !438
  %119 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 8), align 8, !dbg !439
  %120 = sext i32 %119 to i64, !dbg !440
  %121 = load i32, ptr %9, align 4, !dbg !441
  call void @transparent_crc(i64 noundef %120, ptr noundef @.str.27, i32 noundef %121), !dbg !442
  %122 = load i8, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 9), align 4, !dbg !443
  %123 = zext i8 %122 to i64, !dbg !444
  %124 = load i32, ptr %9, align 4, !dbg !445
  call void @transparent_crc(i64 noundef %123, ptr noundef @.str.28, i32 noundef %124), !dbg !446
  %125 = load volatile i64, ptr @g_84, align 8, !dbg !447
  %126 = load i32, ptr %9, align 4, !dbg !448
  call void @transparent_crc(i64 noundef %125, ptr noundef @.str.29, i32 noundef %126), !dbg !449
  %127 = load i16, ptr @g_104, align 2, !dbg !450
  %128 = sext i16 %127 to i64, !dbg !450
  %129 = load i32, ptr %9, align 4, !dbg !451
  call void @transparent_crc(i64 noundef %128, ptr noundef @.str.30, i32 noundef %129), !dbg !452
  %130 = load volatile i16, ptr @g_117, align 8, !dbg !453
  %131 = sext i16 %130 to i64, !dbg !454
  %132 = load i32, ptr %9, align 4, !dbg !455
  call void @transparent_crc(i64 noundef %131, ptr noundef @.str.31, i32 noundef %132), !dbg !456
  %133 = load i16, ptr @g_156, align 2, !dbg !457
  %134 = zext i16 %133 to i64, !dbg !457
  %135 = load i32, ptr %9, align 4, !dbg !458
  call void @transparent_crc(i64 noundef %134, ptr noundef @.str.32, i32 noundef %135), !dbg !459
  store i32 0, ptr %6, align 4, !dbg !460
  br label %136, !dbg !462

136:                                              ; preds = %152, %92
  %137 = load i32, ptr %6, align 4, !dbg !463
  %138 = icmp slt i32 %137, 6, !dbg !465
  br i1 %138, label %139, label %155, !dbg !466

139:                                              ; preds = %136
  %140 = load i32, ptr %6, align 4, !dbg !467
  %141 = sext i32 %140 to i64, !dbg !469
  %142 = getelementptr inbounds [6 x i8], ptr @g_160, i64 0, i64 %141, !dbg !469
  %143 = load volatile i8, ptr %142, align 1, !dbg !469
  %144 = sext i8 %143 to i64, !dbg !469
  %145 = load i32, ptr %9, align 4, !dbg !470
  call void @transparent_crc(i64 noundef %144, ptr noundef @.str.33, i32 noundef %145), !dbg !471
  %146 = load i32, ptr %9, align 4, !dbg !472
  %147 = icmp ne i32 %146, 0, !dbg !472
  br i1 %147, label %148, label %151, !dbg !474

148:                                              ; preds = %139
  %149 = load i32, ptr %6, align 4, !dbg !475
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %149), !dbg !476
  br label %151, !dbg !476

151:                                              ; preds = %148, %139
  br label %152, !dbg !477

152:                                              ; preds = %151
  %153 = load i32, ptr %6, align 4, !dbg !478
  %154 = add nsw i32 %153, 1, !dbg !478
  store i32 %154, ptr %6, align 4, !dbg !478
  br label %136, !dbg !479, !llvm.loop !480

155:                                              ; preds = %136
  %156 = load volatile i8, ptr @g_161, align 1, !dbg !482
  %157 = sext i8 %156 to i64, !dbg !482
  %158 = load i32, ptr %9, align 4, !dbg !483
  call void @transparent_crc(i64 noundef %157, ptr noundef @.str.34, i32 noundef %158), !dbg !484
  %159 = load i32, ptr @g_162, align 4, !dbg !485
  %160 = sext i32 %159 to i64, !dbg !485
  %161 = load i32, ptr %9, align 4, !dbg !486
  call void @transparent_crc(i64 noundef %160, ptr noundef @.str.35, i32 noundef %161), !dbg !487
  %162 = load i32, ptr @g_163, align 4, !dbg !488
  %163 = zext i32 %162 to i64, !dbg !488
  %164 = load i32, ptr %9, align 4, !dbg !489
  call void @transparent_crc(i64 noundef %163, ptr noundef @.str.36, i32 noundef %164), !dbg !490
  %165 = load i32, ptr %9, align 4, !dbg !491
  call void @transparent_crc_bytes(ptr noundef @g_180, i32 noundef 4, ptr noundef @.str.37, i32 noundef %165), !dbg !492
  %166 = load i16, ptr @g_183, align 2, !dbg !493
  %167 = sext i16 %166 to i64, !dbg !493
  %168 = load i32, ptr %9, align 4, !dbg !494
  call void @transparent_crc(i64 noundef %167, ptr noundef @.str.38, i32 noundef %168), !dbg !495
  %169 = load volatile i16, ptr @g_195, align 8, !dbg !496
  %170 = sext i16 %169 to i64, !dbg !497
  %171 = load i32, ptr %9, align 4, !dbg !498
  call void @transparent_crc(i64 noundef %170, ptr noundef @.str.39, i32 noundef %171), !dbg !499
  %172 = load i16, ptr @g_217, align 2, !dbg !500
  %173 = zext i16 %172 to i64, !dbg !500
  %174 = load i32, ptr %9, align 4, !dbg !501
  call void @transparent_crc(i64 noundef %173, ptr noundef @.str.40, i32 noundef %174), !dbg !502
  %175 = load volatile i16, ptr @g_221, align 8, !dbg !503
  %176 = sext i16 %175 to i64, !dbg !504
  %177 = load i32, ptr %9, align 4, !dbg !505
  call void @transparent_crc(i64 noundef %176, ptr noundef @.str.41, i32 noundef %177), !dbg !506
  %178 = load i32, ptr %9, align 4, !dbg !507
  call void @transparent_crc(i64 noundef 1, ptr noundef @.str.42, i32 noundef %178), !dbg !508
  %179 = load i32, ptr @g_233, align 4, !dbg !509
  %180 = zext i32 %179 to i64, !dbg !509
  %181 = load i32, ptr %9, align 4, !dbg !510
  call void @transparent_crc(i64 noundef %180, ptr noundef @.str.43, i32 noundef %181), !dbg !511
  %182 = load i32, ptr @crc32_context, align 4, !dbg !512
  %183 = zext i32 %182 to i64, !dbg !512
  %184 = xor i64 %183, 4294967295, !dbg !513
  %185 = trunc i64 %184 to i32, !dbg !512
  %186 = load i32, ptr %9, align 4, !dbg !514
  call void @platform_main_end(i32 noundef %185, i32 noundef %186), !dbg !515
  ret i32 0, !dbg !516
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !517 {
  ret void, !dbg !520
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !521 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !522, !DIExpression(), !523)
    #dbg_declare(ptr %2, !524, !DIExpression(), !525)
  store i32 -306674912, ptr %2, align 4, !dbg !525
    #dbg_declare(ptr %3, !526, !DIExpression(), !527)
    #dbg_declare(ptr %4, !528, !DIExpression(), !529)
  store i32 0, ptr %3, align 4, !dbg !530
  br label %5, !dbg !532

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !533
  %7 = icmp slt i32 %6, 256, !dbg !535
  br i1 %7, label %8, label %36, !dbg !536

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !537
  store i32 %9, ptr %1, align 4, !dbg !539
  store i32 8, ptr %4, align 4, !dbg !540
  br label %10, !dbg !542

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !543
  %12 = icmp sgt i32 %11, 0, !dbg !545
  br i1 %12, label %13, label %28, !dbg !546

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !547
  %15 = and i32 %14, 1, !dbg !550
  %16 = icmp ne i32 %15, 0, !dbg !550
  br i1 %16, label %17, label %21, !dbg !551

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !552
  %19 = lshr i32 %18, 1, !dbg !554
  %20 = xor i32 %19, -306674912, !dbg !555
  store i32 %20, ptr %1, align 4, !dbg !556
  br label %24, !dbg !557

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !558
  %23 = lshr i32 %22, 1, !dbg !558
  store i32 %23, ptr %1, align 4, !dbg !558
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !560

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !561
  %27 = add nsw i32 %26, -1, !dbg !561
  store i32 %27, ptr %4, align 4, !dbg !561
  br label %10, !dbg !562, !llvm.loop !563

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !565
  %30 = load i32, ptr %3, align 4, !dbg !566
  %31 = sext i32 %30 to i64, !dbg !567
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !567
  store i32 %29, ptr %32, align 4, !dbg !568
  br label %33, !dbg !569

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !570
  %35 = add nsw i32 %34, 1, !dbg !570
  store i32 %35, ptr %3, align 4, !dbg !570
  br label %5, !dbg !571, !llvm.loop !572

36:                                               ; preds = %5
  ret void, !dbg !574
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_1() #0 !dbg !575 {
  %1 = alloca [7 x [10 x [2 x i64]]], align 16
  %2 = alloca [7 x [7 x [5 x i32]]], align 16
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
    #dbg_declare(ptr %1, !578, !DIExpression(), !582)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.func_1.l_7, i64 1120, i1 false), !dbg !582
    #dbg_declare(ptr %2, !583, !DIExpression(), !586)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.func_1.l_15, i64 980, i1 false), !dbg !586
    #dbg_declare(ptr %3, !587, !DIExpression(), !589)
  store ptr @g_255, ptr %3, align 8, !dbg !589
    #dbg_declare(ptr %4, !590, !DIExpression(), !591)
    #dbg_declare(ptr %5, !592, !DIExpression(), !593)
    #dbg_declare(ptr %6, !594, !DIExpression(), !595)
  %7 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @g_6, i64 0, i64 6), align 16, !dbg !596
  %8 = getelementptr inbounds [7 x [10 x [2 x i64]]], ptr %1, i64 0, i64 4, !dbg !597
  %9 = getelementptr inbounds [10 x [2 x i64]], ptr %8, i64 0, i64 0, !dbg !597
  %10 = getelementptr inbounds [2 x i64], ptr %9, i64 0, i64 0, !dbg !597
  %11 = load i64, ptr %10, align 16, !dbg !597
  %12 = icmp ne i64 %7, %11, !dbg !598
  %13 = zext i1 %12 to i32, !dbg !598
  %14 = getelementptr inbounds [7 x [7 x [5 x i32]]], ptr %2, i64 0, i64 3, !dbg !599
  %15 = getelementptr inbounds [7 x [5 x i32]], ptr %14, i64 0, i64 6, !dbg !599
  %16 = getelementptr inbounds [5 x i32], ptr %15, i64 0, i64 2, !dbg !599
  %17 = load i32, ptr %16, align 4, !dbg !599
  %18 = trunc i32 %17 to i8, !dbg !599
  %19 = getelementptr inbounds [7 x [10 x [2 x i64]]], ptr %1, i64 0, i64 4, !dbg !600
  %20 = getelementptr inbounds [10 x [2 x i64]], ptr %19, i64 0, i64 0, !dbg !600
  %21 = getelementptr inbounds [2 x i64], ptr %20, i64 0, i64 0, !dbg !600
  %22 = load i64, ptr %21, align 16, !dbg !600
  %23 = trunc i64 %22 to i8, !dbg !600
  %24 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %18, i8 noundef zeroext %23), !dbg !601
  %25 = zext i8 %24 to i64, !dbg !602
  %26 = icmp ne i64 255, %25, !dbg !603
  %27 = zext i1 %26 to i32, !dbg !603
  %28 = sext i32 %27 to i64, !dbg !604
  %29 = icmp sge i64 %28, 226, !dbg !605
  %30 = zext i1 %29 to i32, !dbg !605
  %31 = sext i32 %30 to i64, !dbg !606
  %32 = icmp ne i64 0, %31, !dbg !607
  %33 = zext i1 %32 to i32, !dbg !607
  %34 = sext i32 %33 to i64, !dbg !608
  %35 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @g_6, i64 0, i64 6), align 16, !dbg !609
  %36 = icmp sle i64 %34, %35, !dbg !610
  %37 = zext i1 %36 to i32, !dbg !610
  %38 = trunc i32 %37 to i8, !dbg !611
  %39 = getelementptr inbounds [7 x [7 x [5 x i32]]], ptr %2, i64 0, i64 4, !dbg !612
  %40 = getelementptr inbounds [7 x [5 x i32]], ptr %39, i64 0, i64 2, !dbg !612
  %41 = getelementptr inbounds [5 x i32], ptr %40, i64 0, i64 3, !dbg !612
  %42 = load i32, ptr %41, align 4, !dbg !612
  %43 = trunc i32 %42 to i8, !dbg !612
  %44 = call signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %38, i8 noundef signext %43), !dbg !613
  %45 = sext i8 %44 to i64, !dbg !614
  %46 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %45, i64 noundef -3), !dbg !615
  %47 = trunc i64 %46 to i8, !dbg !616
  %48 = call ptr @func_4(i8 noundef signext %47), !dbg !617
  %49 = call ptr @func_2(ptr noundef %48), !dbg !618
  %50 = load ptr, ptr %3, align 8, !dbg !619
  store ptr %49, ptr %50, align 8, !dbg !620
  %51 = load i16, ptr @g_183, align 2, !dbg !621
  %52 = sext i16 %51 to i32, !dbg !621
  ret i32 %52, !dbg !622
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !623 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !626, !DIExpression(), !627)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !628, !DIExpression(), !629)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !630, !DIExpression(), !631)
  %7 = load i64, ptr %4, align 8, !dbg !632
  call void @crc32_8bytes(i64 noundef %7), !dbg !633
  %8 = load i32, ptr %6, align 4, !dbg !634
  %9 = icmp ne i32 %8, 0, !dbg !634
  br i1 %9, label %10, label %16, !dbg !636

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !637
  %12 = load i32, ptr @crc32_context, align 4, !dbg !639
  %13 = zext i32 %12 to i64, !dbg !639
  %14 = xor i64 %13, 4294967295, !dbg !640
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.44, ptr noundef %11, i64 noundef %14), !dbg !641
  br label %16, !dbg !642

16:                                               ; preds = %10, %3
  ret void, !dbg !643
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc_bytes(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !644 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !647, !DIExpression(), !648)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !649, !DIExpression(), !650)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !651, !DIExpression(), !652)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !653, !DIExpression(), !654)
    #dbg_declare(ptr %9, !655, !DIExpression(), !656)
  store i32 0, ptr %9, align 4, !dbg !657
  br label %10, !dbg !659

10:                                               ; preds = %20, %4
  %11 = load i32, ptr %9, align 4, !dbg !660
  %12 = load i32, ptr %6, align 4, !dbg !662
  %13 = icmp slt i32 %11, %12, !dbg !663
  br i1 %13, label %14, label %23, !dbg !664

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8, !dbg !665
  %16 = load i32, ptr %9, align 4, !dbg !667
  %17 = sext i32 %16 to i64, !dbg !665
  %18 = getelementptr inbounds i8, ptr %15, i64 %17, !dbg !665
  %19 = load i8, ptr %18, align 1, !dbg !665
  call void @crc32_byte(i8 noundef zeroext %19), !dbg !668
  br label %20, !dbg !669

20:                                               ; preds = %14
  %21 = load i32, ptr %9, align 4, !dbg !670
  %22 = add nsw i32 %21, 1, !dbg !670
  store i32 %22, ptr %9, align 4, !dbg !670
  br label %10, !dbg !671, !llvm.loop !672

23:                                               ; preds = %10
  %24 = load i32, ptr %8, align 4, !dbg !674
  %25 = icmp ne i32 %24, 0, !dbg !674
  br i1 %25, label %26, label %32, !dbg !676

26:                                               ; preds = %23
  %27 = load ptr, ptr %7, align 8, !dbg !677
  %28 = load i32, ptr @crc32_context, align 4, !dbg !679
  %29 = zext i32 %28 to i64, !dbg !679
  %30 = xor i64 %29, 4294967295, !dbg !680
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.44, ptr noundef %27, i64 noundef %30), !dbg !681
  br label %32, !dbg !682

32:                                               ; preds = %26, %23
  ret void, !dbg !683
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !684 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !687, !DIExpression(), !688)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !689, !DIExpression(), !690)
  %5 = load i32, ptr %3, align 4, !dbg !691
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.49, i32 noundef %5), !dbg !692
  ret void, !dbg !693
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @func_2(ptr noundef %0) #0 !dbg !694 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca [10 x [2 x ptr]], align 16
  %9 = alloca i16, align 2
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca %struct.S0, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %union.U1, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i8, align 1
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca [2 x [3 x [5 x i32]]], align 16
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca [8 x [10 x ptr]], align 16
  %32 = alloca ptr, align 8
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca ptr, align 8
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca [5 x i32], align 16
  %40 = alloca [3 x i64], align 16
  %41 = alloca i32, align 4
  %42 = alloca %union.U1, align 8
  %43 = alloca float, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca ptr, align 8
  %47 = alloca %union.U1, align 8
  %48 = alloca [10 x i32], align 16
  %49 = alloca ptr, align 8
  %50 = alloca ptr, align 8
  %51 = alloca ptr, align 8
  %52 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !697, !DIExpression(), !698)
    #dbg_declare(ptr %4, !699, !DIExpression(), !700)
  store i64 -128027623425479866, ptr %4, align 8, !dbg !700
    #dbg_declare(ptr %5, !701, !DIExpression(), !703)
  store ptr @g_16, ptr %5, align 8, !dbg !703
    #dbg_declare(ptr %6, !704, !DIExpression(), !705)
  store ptr @g_20, ptr %6, align 8, !dbg !705
    #dbg_declare(ptr %7, !706, !DIExpression(), !707)
  store ptr @g_20, ptr %7, align 8, !dbg !707
    #dbg_declare(ptr %8, !708, !DIExpression(), !711)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.func_2.l_159, i64 160, i1 false), !dbg !711
    #dbg_declare(ptr %9, !712, !DIExpression(), !713)
  store i16 -2, ptr %9, align 2, !dbg !713
    #dbg_declare(ptr %10, !714, !DIExpression(), !715)
  store i8 1, ptr %10, align 1, !dbg !715
    #dbg_declare(ptr %11, !716, !DIExpression(), !717)
  store i8 -4, ptr %11, align 1, !dbg !717
    #dbg_declare(ptr %12, !718, !DIExpression(), !720)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const.func_2.l_194, i64 56, i1 false), !dbg !720
    #dbg_declare(ptr %13, !721, !DIExpression(), !722)
    #dbg_declare(ptr %14, !723, !DIExpression(), !724)
  %53 = load i64, ptr %4, align 8, !dbg !725
  %54 = sitofp i64 %53 to double, !dbg !725
  %55 = fcmp ole double 0x4201940AEE000000, %54, !dbg !726
  %56 = zext i1 %55 to i32, !dbg !726
  %57 = sitofp i32 %56 to float, !dbg !727
  %58 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 7), align 8, !dbg !728
  %59 = sitofp i64 %58 to float, !dbg !729
  %60 = call float @safe_mul_func_float_f_f(float noundef %57, float noundef %59), !dbg !730
  %61 = load i32, ptr @g_32, align 8, !dbg !731
  %62 = sitofp i32 %61 to float, !dbg !732
  %63 = call float @safe_add_func_float_f_f(float noundef 0x41A4721180000000, float noundef %62), !dbg !733
  %64 = fpext float %63 to double, !dbg !734
  %65 = fcmp olt double %64, 0x3C93CFF0F4000000, !dbg !735
  %66 = zext i1 %65 to i32, !dbg !735
  %67 = sitofp i32 %66 to float, !dbg !736
  %68 = load i32, ptr @g_68, align 8, !dbg !737
  %69 = sitofp i32 %68 to float, !dbg !738
  %70 = call float @safe_mul_func_float_f_f(float noundef %67, float noundef %69), !dbg !739
  %71 = load i64, ptr %4, align 8, !dbg !740
  %72 = sitofp i64 %71 to float, !dbg !740
  %73 = fcmp ogt float %70, %72, !dbg !741
  %74 = zext i1 %73 to i32, !dbg !741
  %75 = sitofp i32 %74 to float, !dbg !742
  %76 = load ptr, ptr %5, align 8, !dbg !743
  store float %75, ptr %76, align 4, !dbg !744
  %77 = load i64, ptr %4, align 8, !dbg !745
  %78 = sitofp i64 %77 to float, !dbg !745
  %79 = call float @safe_sub_func_float_f_f(float noundef %75, float noundef %78), !dbg !746
  %80 = load i64, ptr %4, align 8, !dbg !747
  %81 = sitofp i64 %80 to float, !dbg !747
  %82 = fcmp ogt float %79, %81, !dbg !748
  %83 = zext i1 %82 to i32, !dbg !748
  %84 = sitofp i32 %83 to float, !dbg !749
  %85 = call float @safe_add_func_float_f_f(float noundef %60, float noundef %84), !dbg !750
  %86 = fpext float %85 to double, !dbg !751
  %87 = fcmp ogt double 4.187500e+00, %86, !dbg !752
  %88 = zext i1 %87 to i32, !dbg !752
  %89 = sitofp i32 %88 to float, !dbg !753
  %90 = load i64, ptr %4, align 8, !dbg !754
  %91 = sitofp i64 %90 to float, !dbg !754
  %92 = call float @safe_add_func_float_f_f(float noundef %89, float noundef %91), !dbg !755
  %93 = load i64, ptr %4, align 8, !dbg !756
  %94 = sitofp i64 %93 to float, !dbg !756
  %95 = call float @safe_div_func_float_f_f(float noundef %92, float noundef %94), !dbg !757
  %96 = fptoui float %95 to i16, !dbg !758
  store i16 %96, ptr @g_156, align 2, !dbg !759
  %97 = load i32, ptr @g_163, align 4, !dbg !760
  %98 = add i32 %97, 1, !dbg !760
  store i32 %98, ptr @g_163, align 4, !dbg !760
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 @g_117, i64 56, i1 true), !dbg !761
  %99 = load ptr, ptr %6, align 8, !dbg !763
  %100 = load i32, ptr %99, align 4, !dbg !764
  %101 = load ptr, ptr %6, align 8, !dbg !765
  %102 = load i32, ptr %101, align 4, !dbg !766
  %103 = icmp sge i32 %100, %102, !dbg !767
  %104 = zext i1 %103 to i32, !dbg !767
  %105 = sext i32 %104 to i64, !dbg !768
  %106 = load ptr, ptr %7, align 8, !dbg !769
  %107 = load i32, ptr %106, align 4, !dbg !770
  %108 = sext i32 %107 to i64, !dbg !771
  %109 = icmp ne i64 %108, 37999, !dbg !772
  %110 = zext i1 %109 to i32, !dbg !772
  %111 = sext i32 %110 to i64, !dbg !773
  %112 = icmp sge i64 %111, 35254, !dbg !774
  %113 = zext i1 %112 to i32, !dbg !774
  %114 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 2), align 8, !dbg !775
  %115 = zext i16 %114 to i32, !dbg !776
  %116 = icmp sgt i32 %113, %115, !dbg !777
  %117 = zext i1 %116 to i32, !dbg !777
  %118 = sext i32 %117 to i64, !dbg !778
  %119 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %118, i64 noundef -6883124013717129471), !dbg !779
  %120 = icmp ne i64 %119, -1114663392386627042, !dbg !780
  %121 = zext i1 %120 to i32, !dbg !780
  %122 = load volatile i8, ptr getelementptr inbounds ([5 x i8], ptr @g_45, i64 0, i64 4), align 1, !dbg !781
  %123 = icmp ne i8 %122, 0, !dbg !782
  %124 = xor i1 %123, true, !dbg !782
  %125 = zext i1 %124 to i32, !dbg !782
  %126 = trunc i32 %125 to i8, !dbg !783
  %127 = call signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext %126, i32 noundef 4), !dbg !784
  %128 = load ptr, ptr %6, align 8, !dbg !785
  %129 = load i32, ptr %128, align 4, !dbg !786
  %130 = load i16, ptr %9, align 2, !dbg !787
  %131 = sext i16 %130 to i32, !dbg !787
  %132 = icmp eq i32 %129, %131, !dbg !788
  %133 = zext i1 %132 to i32, !dbg !788
  %134 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 7), align 8, !dbg !789
  %135 = icmp sgt i64 1, %134, !dbg !790
  %136 = zext i1 %135 to i32, !dbg !790
  %137 = sext i32 %136 to i64, !dbg !791
  %138 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef %105, i64 noundef %137), !dbg !792
  %139 = icmp ne i64 %138, 0, !dbg !793
  br i1 %139, label %140, label %192, !dbg !794

140:                                              ; preds = %1
    #dbg_declare(ptr %16, !795, !DIExpression(), !797)
  %141 = getelementptr inbounds [10 x [2 x ptr]], ptr %8, i64 0, i64 7, !dbg !798
  %142 = getelementptr inbounds [2 x ptr], ptr %141, i64 0, i64 1, !dbg !798
  store ptr %142, ptr %16, align 8, !dbg !797
    #dbg_declare(ptr %17, !799, !DIExpression(), !800)
  store i32 1149193027, ptr %17, align 4, !dbg !800
  %143 = load ptr, ptr %16, align 8, !dbg !801
  store ptr @g_20, ptr %143, align 8, !dbg !802
  store i16 0, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 2), align 8, !dbg !803
  br label %144, !dbg !805

144:                                              ; preds = %186, %140
  %145 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 2), align 8, !dbg !806
  %146 = zext i16 %145 to i32, !dbg !808
  %147 = icmp sle i32 %146, 7, !dbg !809
  br i1 %147, label %148, label %191, !dbg !810

148:                                              ; preds = %144
    #dbg_declare(ptr %18, !811, !DIExpression(), !813)
  store i8 -1, ptr %18, align 1, !dbg !813
    #dbg_declare(ptr %19, !814, !DIExpression(), !815)
  store ptr @g_180, ptr %19, align 8, !dbg !815
  %149 = call zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext -6, i32 noundef 0), !dbg !816
  %150 = load i8, ptr %18, align 1, !dbg !817
  %151 = zext i8 %150 to i32, !dbg !817
  %152 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 8), align 8, !dbg !818
  %153 = icmp sgt i32 %151, %152, !dbg !819
  %154 = zext i1 %153 to i32, !dbg !819
  %155 = getelementptr inbounds [10 x [2 x ptr]], ptr %8, i64 0, i64 9, !dbg !820
  %156 = getelementptr inbounds [2 x ptr], ptr %155, i64 0, i64 0, !dbg !820
  %157 = load ptr, ptr %156, align 16, !dbg !820
  %158 = icmp eq ptr null, %157, !dbg !821
  %159 = zext i1 %158 to i32, !dbg !821
  %160 = sitofp i32 %159 to float, !dbg !822
  %161 = load ptr, ptr %5, align 8, !dbg !823
  store float %160, ptr %161, align 4, !dbg !824
  %162 = load ptr, ptr %19, align 8, !dbg !825
  store float %160, ptr %162, align 4, !dbg !826
  %163 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 7), align 8, !dbg !827
  %164 = sitofp i64 %163 to float, !dbg !828
  %165 = fcmp ole float %160, %164, !dbg !829
  %166 = zext i1 %165 to i32, !dbg !829
  %167 = sitofp i32 %166 to double, !dbg !830
  %168 = fcmp une double %167, 0x3C452F415A000000, !dbg !831
  %169 = zext i1 %168 to i32, !dbg !831
  %170 = sitofp i32 %169 to double, !dbg !832
  %171 = fcmp une double 6.875000e-01, %170, !dbg !833
  %172 = zext i1 %171 to i32, !dbg !833
  %173 = icmp sge i32 %154, %172, !dbg !834
  %174 = zext i1 %173 to i32, !dbg !834
  %175 = load i8, ptr %10, align 1, !dbg !835
  %176 = sext i8 %175 to i32, !dbg !835
  %177 = icmp slt i32 %174, %176, !dbg !836
  %178 = zext i1 %177 to i32, !dbg !836
  %179 = load i32, ptr %17, align 4, !dbg !837
  %180 = icmp sgt i32 %178, %179, !dbg !838
  %181 = zext i1 %180 to i32, !dbg !838
  %182 = trunc i32 %181 to i16, !dbg !839
  store i16 %182, ptr @g_183, align 2, !dbg !840
  %183 = load ptr, ptr %3, align 8, !dbg !841
  store volatile ptr %183, ptr @g_105, align 8, !dbg !842
  %184 = load i8, ptr %11, align 1, !dbg !843
  %185 = add i8 %184, 1, !dbg !843
  store i8 %185, ptr %11, align 1, !dbg !843
  br label %186, !dbg !844

186:                                              ; preds = %148
  %187 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 2), align 8, !dbg !845
  %188 = zext i16 %187 to i32, !dbg !845
  %189 = add nsw i32 %188, 1, !dbg !845
  %190 = trunc i32 %189 to i16, !dbg !845
  store i16 %190, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 2), align 8, !dbg !845
  br label %144, !dbg !846, !llvm.loop !847

191:                                              ; preds = %144
  br label %455, !dbg !849

192:                                              ; preds = %1
    #dbg_declare(ptr %20, !850, !DIExpression(), !853)
  store ptr @g_104, ptr %20, align 8, !dbg !853
    #dbg_declare(ptr %21, !854, !DIExpression(), !855)
  store i32 -3, ptr %21, align 4, !dbg !855
    #dbg_declare(ptr %22, !856, !DIExpression(), !857)
  store i32 0, ptr %22, align 4, !dbg !857
    #dbg_declare(ptr %23, !858, !DIExpression(), !859)
  store i32 -260630282, ptr %23, align 4, !dbg !859
    #dbg_declare(ptr %24, !860, !DIExpression(), !861)
  store i32 -1, ptr %24, align 4, !dbg !861
    #dbg_declare(ptr %25, !862, !DIExpression(), !863)
  store i32 -1, ptr %25, align 4, !dbg !863
    #dbg_declare(ptr %26, !864, !DIExpression(), !865)
  store i32 -827952980, ptr %26, align 4, !dbg !865
    #dbg_declare(ptr %27, !866, !DIExpression(), !867)
  store i32 547128907, ptr %27, align 4, !dbg !867
    #dbg_declare(ptr %28, !868, !DIExpression(), !872)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %28, ptr align 16 @__const.func_2.l_216, i64 120, i1 false), !dbg !872
    #dbg_declare(ptr %29, !873, !DIExpression(), !876)
  store ptr @g_217, ptr %29, align 8, !dbg !876
    #dbg_declare(ptr %30, !877, !DIExpression(), !879)
  store ptr %29, ptr %30, align 8, !dbg !879
    #dbg_declare(ptr %31, !880, !DIExpression(), !884)
  store ptr null, ptr %31, align 8, !dbg !885
  %193 = getelementptr inbounds ptr, ptr %31, i64 1, !dbg !885
  store ptr %30, ptr %193, align 8, !dbg !885
  %194 = getelementptr inbounds ptr, ptr %31, i64 2, !dbg !885
  store ptr %30, ptr %194, align 8, !dbg !885
  %195 = getelementptr inbounds ptr, ptr %31, i64 3, !dbg !885
  store ptr %30, ptr %195, align 8, !dbg !885
  %196 = getelementptr inbounds ptr, ptr %31, i64 4, !dbg !885
  store ptr %30, ptr %196, align 8, !dbg !885
  %197 = getelementptr inbounds ptr, ptr %31, i64 5, !dbg !885
  store ptr %30, ptr %197, align 8, !dbg !885
  %198 = getelementptr inbounds ptr, ptr %31, i64 6, !dbg !885
  store ptr %30, ptr %198, align 8, !dbg !885
  %199 = getelementptr inbounds ptr, ptr %31, i64 7, !dbg !885
  store ptr %30, ptr %199, align 8, !dbg !885
  %200 = getelementptr inbounds ptr, ptr %31, i64 8, !dbg !885
  store ptr %30, ptr %200, align 8, !dbg !885
  %201 = getelementptr inbounds ptr, ptr %31, i64 9, !dbg !885
  store ptr %30, ptr %201, align 8, !dbg !885
  %202 = getelementptr inbounds [10 x ptr], ptr %31, i64 1, !dbg !886
  store ptr %30, ptr %202, align 8, !dbg !887
  %203 = getelementptr inbounds ptr, ptr %202, i64 1, !dbg !887
  store ptr %30, ptr %203, align 8, !dbg !887
  %204 = getelementptr inbounds ptr, ptr %202, i64 2, !dbg !887
  store ptr %30, ptr %204, align 8, !dbg !887
  %205 = getelementptr inbounds ptr, ptr %202, i64 3, !dbg !887
  store ptr %30, ptr %205, align 8, !dbg !887
  %206 = getelementptr inbounds ptr, ptr %202, i64 4, !dbg !887
  store ptr %30, ptr %206, align 8, !dbg !887
  %207 = getelementptr inbounds ptr, ptr %202, i64 5, !dbg !887
  store ptr %30, ptr %207, align 8, !dbg !887
  %208 = getelementptr inbounds ptr, ptr %202, i64 6, !dbg !887
  store ptr %30, ptr %208, align 8, !dbg !887
  %209 = getelementptr inbounds ptr, ptr %202, i64 7, !dbg !887
  store ptr %30, ptr %209, align 8, !dbg !887
  %210 = getelementptr inbounds ptr, ptr %202, i64 8, !dbg !887
  store ptr %30, ptr %210, align 8, !dbg !887
  %211 = getelementptr inbounds ptr, ptr %202, i64 9, !dbg !887
  store ptr %30, ptr %211, align 8, !dbg !887
  %212 = getelementptr inbounds [10 x ptr], ptr %31, i64 2, !dbg !886
  store ptr null, ptr %212, align 8, !dbg !888
  %213 = getelementptr inbounds ptr, ptr %212, i64 1, !dbg !888
  store ptr %30, ptr %213, align 8, !dbg !888
  %214 = getelementptr inbounds ptr, ptr %212, i64 2, !dbg !888
  store ptr %30, ptr %214, align 8, !dbg !888
  %215 = getelementptr inbounds ptr, ptr %212, i64 3, !dbg !888
  store ptr %30, ptr %215, align 8, !dbg !888
  %216 = getelementptr inbounds ptr, ptr %212, i64 4, !dbg !888
  store ptr %30, ptr %216, align 8, !dbg !888
  %217 = getelementptr inbounds ptr, ptr %212, i64 5, !dbg !888
  store ptr %30, ptr %217, align 8, !dbg !888
  %218 = getelementptr inbounds ptr, ptr %212, i64 6, !dbg !888
  store ptr %30, ptr %218, align 8, !dbg !888
  %219 = getelementptr inbounds ptr, ptr %212, i64 7, !dbg !888
  store ptr %30, ptr %219, align 8, !dbg !888
  %220 = getelementptr inbounds ptr, ptr %212, i64 8, !dbg !888
  store ptr %30, ptr %220, align 8, !dbg !888
  %221 = getelementptr inbounds ptr, ptr %212, i64 9, !dbg !888
  store ptr %30, ptr %221, align 8, !dbg !888
  %222 = getelementptr inbounds [10 x ptr], ptr %31, i64 3, !dbg !886
  store ptr null, ptr %222, align 8, !dbg !889
  %223 = getelementptr inbounds ptr, ptr %222, i64 1, !dbg !889
  store ptr %30, ptr %223, align 8, !dbg !889
  %224 = getelementptr inbounds ptr, ptr %222, i64 2, !dbg !889
  store ptr %30, ptr %224, align 8, !dbg !889
  %225 = getelementptr inbounds ptr, ptr %222, i64 3, !dbg !889
  store ptr %30, ptr %225, align 8, !dbg !889
  %226 = getelementptr inbounds ptr, ptr %222, i64 4, !dbg !889
  store ptr %30, ptr %226, align 8, !dbg !889
  %227 = getelementptr inbounds ptr, ptr %222, i64 5, !dbg !889
  store ptr %30, ptr %227, align 8, !dbg !889
  %228 = getelementptr inbounds ptr, ptr %222, i64 6, !dbg !889
  store ptr %30, ptr %228, align 8, !dbg !889
  %229 = getelementptr inbounds ptr, ptr %222, i64 7, !dbg !889
  store ptr %30, ptr %229, align 8, !dbg !889
  %230 = getelementptr inbounds ptr, ptr %222, i64 8, !dbg !889
  store ptr %30, ptr %230, align 8, !dbg !889
  %231 = getelementptr inbounds ptr, ptr %222, i64 9, !dbg !889
  store ptr %30, ptr %231, align 8, !dbg !889
  %232 = getelementptr inbounds [10 x ptr], ptr %31, i64 4, !dbg !886
  store ptr %30, ptr %232, align 8, !dbg !890
  %233 = getelementptr inbounds ptr, ptr %232, i64 1, !dbg !890
  store ptr %30, ptr %233, align 8, !dbg !890
  %234 = getelementptr inbounds ptr, ptr %232, i64 2, !dbg !890
  store ptr %30, ptr %234, align 8, !dbg !890
  %235 = getelementptr inbounds ptr, ptr %232, i64 3, !dbg !890
  store ptr %30, ptr %235, align 8, !dbg !890
  %236 = getelementptr inbounds ptr, ptr %232, i64 4, !dbg !890
  store ptr %30, ptr %236, align 8, !dbg !890
  %237 = getelementptr inbounds ptr, ptr %232, i64 5, !dbg !890
  store ptr %30, ptr %237, align 8, !dbg !890
  %238 = getelementptr inbounds ptr, ptr %232, i64 6, !dbg !890
  store ptr %30, ptr %238, align 8, !dbg !890
  %239 = getelementptr inbounds ptr, ptr %232, i64 7, !dbg !890
  store ptr %30, ptr %239, align 8, !dbg !890
  %240 = getelementptr inbounds ptr, ptr %232, i64 8, !dbg !890
  store ptr %30, ptr %240, align 8, !dbg !890
  %241 = getelementptr inbounds ptr, ptr %232, i64 9, !dbg !890
  store ptr %30, ptr %241, align 8, !dbg !890
  %242 = getelementptr inbounds [10 x ptr], ptr %31, i64 5, !dbg !886
  store ptr null, ptr %242, align 8, !dbg !891
  %243 = getelementptr inbounds ptr, ptr %242, i64 1, !dbg !891
  store ptr %30, ptr %243, align 8, !dbg !891
  %244 = getelementptr inbounds ptr, ptr %242, i64 2, !dbg !891
  store ptr %30, ptr %244, align 8, !dbg !891
  %245 = getelementptr inbounds ptr, ptr %242, i64 3, !dbg !891
  store ptr %30, ptr %245, align 8, !dbg !891
  %246 = getelementptr inbounds ptr, ptr %242, i64 4, !dbg !891
  store ptr %30, ptr %246, align 8, !dbg !891
  %247 = getelementptr inbounds ptr, ptr %242, i64 5, !dbg !891
  store ptr %30, ptr %247, align 8, !dbg !891
  %248 = getelementptr inbounds ptr, ptr %242, i64 6, !dbg !891
  store ptr %30, ptr %248, align 8, !dbg !891
  %249 = getelementptr inbounds ptr, ptr %242, i64 7, !dbg !891
  store ptr %30, ptr %249, align 8, !dbg !891
  %250 = getelementptr inbounds ptr, ptr %242, i64 8, !dbg !891
  store ptr %30, ptr %250, align 8, !dbg !891
  %251 = getelementptr inbounds ptr, ptr %242, i64 9, !dbg !891
  store ptr %30, ptr %251, align 8, !dbg !891
  %252 = getelementptr inbounds [10 x ptr], ptr %31, i64 6, !dbg !886
  store ptr null, ptr %252, align 8, !dbg !892
  %253 = getelementptr inbounds ptr, ptr %252, i64 1, !dbg !892
  store ptr %30, ptr %253, align 8, !dbg !892
  %254 = getelementptr inbounds ptr, ptr %252, i64 2, !dbg !892
  store ptr %30, ptr %254, align 8, !dbg !892
  %255 = getelementptr inbounds ptr, ptr %252, i64 3, !dbg !892
  store ptr %30, ptr %255, align 8, !dbg !892
  %256 = getelementptr inbounds ptr, ptr %252, i64 4, !dbg !892
  store ptr %30, ptr %256, align 8, !dbg !892
  %257 = getelementptr inbounds ptr, ptr %252, i64 5, !dbg !892
  store ptr %30, ptr %257, align 8, !dbg !892
  %258 = getelementptr inbounds ptr, ptr %252, i64 6, !dbg !892
  store ptr %30, ptr %258, align 8, !dbg !892
  %259 = getelementptr inbounds ptr, ptr %252, i64 7, !dbg !892
  store ptr %30, ptr %259, align 8, !dbg !892
  %260 = getelementptr inbounds ptr, ptr %252, i64 8, !dbg !892
  store ptr %30, ptr %260, align 8, !dbg !892
  %261 = getelementptr inbounds ptr, ptr %252, i64 9, !dbg !892
  store ptr %30, ptr %261, align 8, !dbg !892
  %262 = getelementptr inbounds [10 x ptr], ptr %31, i64 7, !dbg !886
  store ptr %30, ptr %262, align 8, !dbg !893
  %263 = getelementptr inbounds ptr, ptr %262, i64 1, !dbg !893
  store ptr %30, ptr %263, align 8, !dbg !893
  %264 = getelementptr inbounds ptr, ptr %262, i64 2, !dbg !893
  store ptr %30, ptr %264, align 8, !dbg !893
  %265 = getelementptr inbounds ptr, ptr %262, i64 3, !dbg !893
  store ptr %30, ptr %265, align 8, !dbg !893
  %266 = getelementptr inbounds ptr, ptr %262, i64 4, !dbg !893
  store ptr %30, ptr %266, align 8, !dbg !893
  %267 = getelementptr inbounds ptr, ptr %262, i64 5, !dbg !893
  store ptr %30, ptr %267, align 8, !dbg !893
  %268 = getelementptr inbounds ptr, ptr %262, i64 6, !dbg !893
  store ptr %30, ptr %268, align 8, !dbg !893
  %269 = getelementptr inbounds ptr, ptr %262, i64 7, !dbg !893
  store ptr %30, ptr %269, align 8, !dbg !893
  %270 = getelementptr inbounds ptr, ptr %262, i64 8, !dbg !893
  store ptr %30, ptr %270, align 8, !dbg !893
  %271 = getelementptr inbounds ptr, ptr %262, i64 9, !dbg !893
  store ptr %30, ptr %271, align 8, !dbg !893
    #dbg_declare(ptr %32, !894, !DIExpression(), !896)
  %272 = getelementptr inbounds [8 x [10 x ptr]], ptr %31, i64 0, i64 4, !dbg !897
  %273 = getelementptr inbounds [10 x ptr], ptr %272, i64 0, i64 0, !dbg !897
  store ptr %273, ptr %32, align 8, !dbg !896
    #dbg_declare(ptr %33, !898, !DIExpression(), !899)
    #dbg_declare(ptr %34, !900, !DIExpression(), !901)
    #dbg_declare(ptr %35, !902, !DIExpression(), !903)
  %274 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 3), align 4, !dbg !904
  %275 = load i16, ptr @g_183, align 2, !dbg !906
  %276 = sext i16 %275 to i32, !dbg !906
  %277 = icmp ne i32 %276, 0, !dbg !906
  br i1 %277, label %278, label %279, !dbg !907

278:                                              ; preds = %192
  br label %279

279:                                              ; preds = %278, %192
  %280 = phi i1 [ false, %192 ], [ true, %278 ], !dbg !908
  %281 = zext i1 %280 to i32, !dbg !907
  %282 = and i32 %274, %281, !dbg !909
  %283 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 2), align 8, !dbg !910
  %284 = zext i16 %283 to i64, !dbg !911
  %285 = or i64 %284, 4, !dbg !912
  %286 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %285, i64 noundef 5783140533704667217), !dbg !913
  %287 = trunc i64 %286 to i32, !dbg !914
  %288 = load ptr, ptr %3, align 8, !dbg !915
  %289 = load i32, ptr %288, align 4, !dbg !916
  %290 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef %287, i32 noundef %289), !dbg !917
  %291 = load ptr, ptr %20, align 8, !dbg !918
  %292 = load i16, ptr %291, align 2, !dbg !919
  %293 = sext i16 %292 to i32, !dbg !919
  %294 = or i32 %293, %290, !dbg !919
  %295 = trunc i32 %294 to i16, !dbg !919
  store i16 %295, ptr %291, align 2, !dbg !919
  %296 = call signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %295, i32 noundef 8), !dbg !920
  %297 = load ptr, ptr %6, align 8, !dbg !921
  %298 = load i32, ptr %297, align 4, !dbg !922
  %299 = sext i32 %298 to i64, !dbg !923
  %300 = icmp sge i64 %299, 62, !dbg !924
  br i1 %300, label %301, label %302, !dbg !925

301:                                              ; preds = %279
  br label %302

302:                                              ; preds = %301, %279
  %303 = phi i1 [ false, %279 ], [ true, %301 ], !dbg !908
  %304 = zext i1 %303 to i32, !dbg !925
  %305 = xor i32 %282, %304, !dbg !926
  %306 = load i8, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 4), align 8, !dbg !927
  %307 = sext i8 %306 to i32, !dbg !928
  %308 = icmp ne i32 %307, 0, !dbg !928
  br i1 %308, label %313, label %309, !dbg !929

309:                                              ; preds = %302
  %310 = load ptr, ptr %7, align 8, !dbg !930
  %311 = load i32, ptr %310, align 4, !dbg !931
  %312 = icmp ne i32 %311, 0, !dbg !932
  br i1 %312, label %313, label %452, !dbg !933

313:                                              ; preds = %309, %302
    #dbg_declare(ptr %36, !934, !DIExpression(), !936)
  store ptr getelementptr inbounds ([8 x ptr], ptr @g_102, i64 0, i64 4), ptr %36, align 8, !dbg !936
    #dbg_declare(ptr %37, !937, !DIExpression(), !938)
  store i32 7, ptr %37, align 4, !dbg !938
    #dbg_declare(ptr %38, !939, !DIExpression(), !940)
  store i32 -9, ptr %38, align 4, !dbg !940
    #dbg_declare(ptr %39, !941, !DIExpression(), !943)
    #dbg_declare(ptr %40, !944, !DIExpression(), !947)
    #dbg_declare(ptr %41, !948, !DIExpression(), !949)
  store i32 0, ptr %41, align 4, !dbg !950
  br label %314, !dbg !952

314:                                              ; preds = %321, %313
  %315 = load i32, ptr %41, align 4, !dbg !953
  %316 = icmp slt i32 %315, 5, !dbg !955
  br i1 %316, label %317, label %324, !dbg !956

317:                                              ; preds = %314
  %318 = load i32, ptr %41, align 4, !dbg !957
  %319 = sext i32 %318 to i64, !dbg !958
  %320 = getelementptr inbounds [5 x i32], ptr %39, i64 0, i64 %319, !dbg !958
  store i32 -6, ptr %320, align 4, !dbg !959
  br label %321, !dbg !958

321:                                              ; preds = %317
  %322 = load i32, ptr %41, align 4, !dbg !960
  %323 = add nsw i32 %322, 1, !dbg !960
  store i32 %323, ptr %41, align 4, !dbg !960
  br label %314, !dbg !961, !llvm.loop !962

324:                                              ; preds = %314
  store i32 0, ptr %41, align 4, !dbg !964
  br label %325, !dbg !966

325:                                              ; preds = %332, %324
  %326 = load i32, ptr %41, align 4, !dbg !967
  %327 = icmp slt i32 %326, 3, !dbg !969
  br i1 %327, label %328, label %335, !dbg !970

328:                                              ; preds = %325
  %329 = load i32, ptr %41, align 4, !dbg !971
  %330 = sext i32 %329 to i64, !dbg !972
  %331 = getelementptr inbounds [3 x i64], ptr %40, i64 0, i64 %330, !dbg !972
  store i64 721505928061549693, ptr %331, align 8, !dbg !973
  br label %332, !dbg !972

332:                                              ; preds = %328
  %333 = load i32, ptr %41, align 4, !dbg !974
  %334 = add nsw i32 %333, 1, !dbg !974
  store i32 %334, ptr %41, align 4, !dbg !974
  br label %325, !dbg !975, !llvm.loop !976

335:                                              ; preds = %325
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %42, ptr align 8 @g_195, i64 56, i1 true), !dbg !978
  %336 = load i32, ptr %21, align 4, !dbg !980
  %337 = sext i32 %336 to i64, !dbg !981
  %338 = load i8, ptr @g_23, align 1, !dbg !982
  %339 = sext i8 %338 to i32, !dbg !982
  %340 = load ptr, ptr %36, align 8, !dbg !983
  %341 = icmp eq ptr null, %340, !dbg !984
  %342 = zext i1 %341 to i32, !dbg !984
  %343 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %339, i32 noundef %342), !dbg !985
  %344 = trunc i32 %343 to i16, !dbg !986
  %345 = load i32, ptr %21, align 4, !dbg !987
  %346 = trunc i32 %345 to i16, !dbg !987
  %347 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %344, i16 noundef signext %346), !dbg !988
  %348 = sext i16 %347 to i32, !dbg !989
  %349 = load ptr, ptr %3, align 8, !dbg !990
  %350 = load i32, ptr %349, align 4, !dbg !991
  %351 = icmp sge i32 %348, %350, !dbg !992
  %352 = zext i1 %351 to i32, !dbg !992
  %353 = sext i32 %352 to i64, !dbg !993
  %354 = icmp eq i64 %353, 2822747815, !dbg !994
  %355 = zext i1 %354 to i32, !dbg !994
  %356 = sext i32 %355 to i64, !dbg !995
  %357 = load i32, ptr %37, align 4, !dbg !996
  %358 = sext i32 %357 to i64, !dbg !996
  %359 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %356, i64 noundef %358), !dbg !997
  %360 = icmp ne i64 %337, %359, !dbg !998
  %361 = zext i1 %360 to i32, !dbg !998
  store i32 %361, ptr %37, align 4, !dbg !999
  %362 = sext i32 %361 to i64, !dbg !1000
  %363 = xor i64 %362, 0, !dbg !1001
  %364 = icmp ne i64 %363, 0, !dbg !1001
  br i1 %364, label %365, label %415, !dbg !1002

365:                                              ; preds = %335
    #dbg_declare(ptr %43, !1003, !DIExpression(), !1005)
  store float 0x451753FE20000000, ptr %43, align 4, !dbg !1005
    #dbg_declare(ptr %44, !1006, !DIExpression(), !1007)
  store i32 -8, ptr %44, align 4, !dbg !1007
    #dbg_declare(ptr %45, !1008, !DIExpression(), !1009)
  store i32 4, ptr %45, align 4, !dbg !1009
    #dbg_declare(ptr %46, !1010, !DIExpression(), !1011)
  store ptr %6, ptr %46, align 8, !dbg !1011
  %366 = load i16, ptr @g_217, align 2, !dbg !1012
  %367 = add i16 %366, 1, !dbg !1012
  store i16 %367, ptr @g_217, align 2, !dbg !1012
  %368 = load ptr, ptr %46, align 8, !dbg !1013
  store ptr null, ptr %368, align 8, !dbg !1014
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %47, ptr align 8 @g_221, i64 56, i1 true), !dbg !1015
  %369 = load volatile i16, ptr @g_221, align 8, !dbg !1016
  %370 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 8), align 8, !dbg !1017
  %371 = sext i32 %370 to i64, !dbg !1018
  %372 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 1), align 4, !dbg !1019
  %373 = call signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext 13303, i32 noundef %372), !dbg !1020
  %374 = load i32, ptr %25, align 4, !dbg !1021
  %375 = sext i32 %374 to i64, !dbg !1022
  %376 = xor i64 %375, 65528, !dbg !1023
  %377 = trunc i64 %376 to i32, !dbg !1024
  %378 = load i8, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 4), align 8, !dbg !1025
  %379 = sext i8 %378 to i32, !dbg !1026
  %380 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %377, i32 noundef %379), !dbg !1027
  %381 = sext i32 %380 to i64, !dbg !1028
  %382 = and i64 %381, 1, !dbg !1029
  %383 = trunc i64 %382 to i32, !dbg !1030
  %384 = call i32 @safe_div_func_int32_t_s_s(i32 noundef %383, i32 noundef -9), !dbg !1031
  %385 = sext i32 %384 to i64, !dbg !1032
  %386 = load i32, ptr %37, align 4, !dbg !1033
  %387 = sext i32 %386 to i64, !dbg !1033
  %388 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %385, i64 noundef %387), !dbg !1034
  %389 = icmp uge i64 %388, 0, !dbg !1035
  %390 = zext i1 %389 to i32, !dbg !1035
  %391 = sext i32 %390 to i64, !dbg !1036
  %392 = call i64 @safe_add_func_int64_t_s_s(i64 noundef %371, i64 noundef %391), !dbg !1037
  %393 = load i16, ptr @g_156, align 2, !dbg !1038
  %394 = zext i16 %393 to i32, !dbg !1039
  %395 = icmp ne i32 %394, 0, !dbg !1039
  br i1 %395, label %396, label %400, !dbg !1040

396:                                              ; preds = %365
  %397 = load ptr, ptr %3, align 8, !dbg !1041
  %398 = load i32, ptr %397, align 4, !dbg !1042
  %399 = icmp ne i32 %398, 0, !dbg !1040
  br label %400

400:                                              ; preds = %396, %365
  %401 = phi i1 [ false, %365 ], [ %399, %396 ], !dbg !1043
  %402 = zext i1 %401 to i32, !dbg !1040
  %403 = load i32, ptr @g_233, align 4, !dbg !1044
  %404 = or i32 %403, %402, !dbg !1044
  store i32 %404, ptr @g_233, align 4, !dbg !1044
  %405 = icmp ne i32 %404, 0, !dbg !1044
  br i1 %405, label %407, label %406, !dbg !1045

406:                                              ; preds = %400
  br label %407, !dbg !1045

407:                                              ; preds = %406, %400
  %408 = phi i1 [ true, %400 ], [ true, %406 ]
  %409 = zext i1 %408 to i32, !dbg !1045
  %410 = load i32, ptr %38, align 4, !dbg !1046
  %411 = icmp sle i32 %409, %410, !dbg !1047
  %412 = zext i1 %411 to i32, !dbg !1047
  %413 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 1), align 4, !dbg !1048
  %414 = or i32 %413, %412, !dbg !1048
  store i32 %414, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 1), align 4, !dbg !1048
  br label %448, !dbg !1049

415:                                              ; preds = %335
    #dbg_declare(ptr %48, !1050, !DIExpression(), !1054)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %48, ptr align 16 @__const.func_2.l_241, i64 40, i1 false), !dbg !1054
    #dbg_declare(ptr %49, !1055, !DIExpression(), !1059)
  store ptr null, ptr %49, align 8, !dbg !1059
    #dbg_declare(ptr %50, !1060, !DIExpression(), !1063)
  store ptr %49, ptr %50, align 8, !dbg !1063
    #dbg_declare(ptr %51, !1064, !DIExpression(), !1066)
  store ptr %4, ptr %51, align 8, !dbg !1066
    #dbg_declare(ptr %52, !1067, !DIExpression(), !1068)
  %416 = load i32, ptr %38, align 4, !dbg !1069
  %417 = load ptr, ptr %3, align 8, !dbg !1070
  store i32 %416, ptr %417, align 4, !dbg !1071
  %418 = load ptr, ptr %3, align 8, !dbg !1072
  %419 = load i32, ptr %418, align 4, !dbg !1073
  %420 = getelementptr inbounds [10 x i32], ptr %48, i64 0, i64 4, !dbg !1074
  %421 = load i32, ptr %420, align 16, !dbg !1074
  %422 = icmp ne i32 %421, 0, !dbg !1074
  br i1 %422, label %423, label %427, !dbg !1075

423:                                              ; preds = %415
  %424 = load ptr, ptr %32, align 8, !dbg !1076
  %425 = load ptr, ptr %50, align 8, !dbg !1077
  %426 = icmp ne ptr %424, %425, !dbg !1078
  br label %427

427:                                              ; preds = %423, %415
  %428 = phi i1 [ false, %415 ], [ %426, %423 ], !dbg !1079
  %429 = zext i1 %428 to i32, !dbg !1075
  %430 = sext i32 %429 to i64, !dbg !1080
  %431 = load ptr, ptr %51, align 8, !dbg !1081
  store i64 %430, ptr %431, align 8, !dbg !1082
  %432 = xor i64 %430, -9, !dbg !1083
  %433 = trunc i64 %432 to i32, !dbg !1084
  %434 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext 1, i32 noundef %433), !dbg !1085
  %435 = zext i16 %434 to i64, !dbg !1086
  %436 = call i64 @safe_unary_minus_func_uint64_t_u(i64 noundef %435), !dbg !1087
  %437 = trunc i64 %436 to i16, !dbg !1088
  %438 = call signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %437, i16 noundef signext -7), !dbg !1089
  %439 = sext i16 %438 to i32, !dbg !1090
  %440 = getelementptr inbounds [5 x i32], ptr %39, i64 0, i64 3, !dbg !1091
  %441 = load i32, ptr %440, align 4, !dbg !1091
  %442 = xor i32 %439, %441, !dbg !1092
  %443 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef %419, i32 noundef %442), !dbg !1093
  %444 = getelementptr inbounds [10 x [2 x ptr]], ptr %8, i64 0, i64 0, !dbg !1094
  %445 = getelementptr inbounds [2 x ptr], ptr %444, i64 0, i64 0, !dbg !1094
  store ptr @g_20, ptr %445, align 16, !dbg !1095
  %446 = load volatile ptr, ptr @g_249, align 8, !dbg !1096
  store ptr @g_20, ptr %446, align 8, !dbg !1097
  %447 = load ptr, ptr %3, align 8, !dbg !1098
  store ptr %447, ptr %2, align 8, !dbg !1099
  br label %458, !dbg !1099

448:                                              ; preds = %407
  %449 = getelementptr inbounds [3 x i64], ptr %40, i64 0, i64 0, !dbg !1100
  %450 = load i64, ptr %449, align 16, !dbg !1101
  %451 = add i64 %450, -1, !dbg !1101
  store i64 %451, ptr %449, align 16, !dbg !1101
  br label %454, !dbg !1102

452:                                              ; preds = %309
  %453 = load ptr, ptr %5, align 8, !dbg !1103
  store ptr %453, ptr %2, align 8, !dbg !1105
  br label %458, !dbg !1105

454:                                              ; preds = %448
  br label %455

455:                                              ; preds = %454, %191
  %456 = load volatile ptr, ptr @g_249, align 8, !dbg !1106
  %457 = load ptr, ptr %456, align 8, !dbg !1107
  store ptr %457, ptr %2, align 8, !dbg !1108
  br label %458, !dbg !1108

458:                                              ; preds = %455, %452, %427
  %459 = load ptr, ptr %2, align 8, !dbg !1109
  ret ptr %459, !dbg !1109
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @func_4(i8 noundef signext %0) #0 !dbg !1110 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca [10 x i32], align 16
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca [8 x [8 x ptr]], align 16
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca [9 x [3 x ptr]], align 16
  %17 = alloca [1 x [10 x [6 x ptr]]], align 16
  %18 = alloca float, align 4
  %19 = alloca [2 x [10 x ptr]], align 16
  %20 = alloca ptr, align 8
  %21 = alloca [9 x i16], align 16
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca [1 x ptr], align 8
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca [6 x [4 x [10 x ptr]]], align 16
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca [6 x ptr], align 16
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca [8 x ptr], align 16
  %47 = alloca i32, align 4
  %48 = alloca [3 x i32], align 4
  %49 = alloca i16, align 2
  %50 = alloca i32, align 4
  %51 = alloca [10 x [3 x [8 x i32]]], align 16
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca i32, align 4
  %59 = alloca ptr, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca [9 x ptr], align 16
  %63 = alloca i32, align 4
  %64 = alloca ptr, align 8
  %65 = alloca i32, align 4
  %66 = alloca [2 x ptr], align 16
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca ptr, align 8
  %70 = alloca ptr, align 8
  %71 = alloca i32, align 4
  %72 = alloca ptr, align 8
  %73 = alloca %union.U1, align 8
  %74 = alloca i16, align 2
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1113, !DIExpression(), !1114)
    #dbg_declare(ptr %4, !1115, !DIExpression(), !1117)
  store ptr @g_20, ptr %4, align 8, !dbg !1117
    #dbg_declare(ptr %5, !1118, !DIExpression(), !1119)
  store i32 1279515845, ptr %5, align 4, !dbg !1119
    #dbg_declare(ptr %6, !1120, !DIExpression(), !1121)
  store ptr @g_68, ptr %6, align 8, !dbg !1121
    #dbg_declare(ptr %7, !1122, !DIExpression(), !1123)
  store ptr %6, ptr %7, align 8, !dbg !1123
    #dbg_declare(ptr %8, !1124, !DIExpression(), !1126)
    #dbg_declare(ptr %9, !1127, !DIExpression(), !1128)
  store ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 2), ptr %9, align 8, !dbg !1128
    #dbg_declare(ptr %10, !1129, !DIExpression(), !1130)
  store i32 0, ptr %10, align 4, !dbg !1131
  br label %75, !dbg !1133

75:                                               ; preds = %82, %1
  %76 = load i32, ptr %10, align 4, !dbg !1134
  %77 = icmp slt i32 %76, 10, !dbg !1136
  br i1 %77, label %78, label %85, !dbg !1137

78:                                               ; preds = %75
  %79 = load i32, ptr %10, align 4, !dbg !1138
  %80 = sext i32 %79 to i64, !dbg !1139
  %81 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 %80, !dbg !1139
  store i32 -1, ptr %81, align 4, !dbg !1140
  br label %82, !dbg !1139

82:                                               ; preds = %78
  %83 = load i32, ptr %10, align 4, !dbg !1141
  %84 = add nsw i32 %83, 1, !dbg !1141
  store i32 %84, ptr %10, align 4, !dbg !1141
  br label %75, !dbg !1142, !llvm.loop !1143

85:                                               ; preds = %75
  store i8 0, ptr %3, align 1, !dbg !1145
  br label %86, !dbg !1147

86:                                               ; preds = %593, %85
  %87 = load i8, ptr %3, align 1, !dbg !1148
  %88 = sext i8 %87 to i32, !dbg !1148
  %89 = icmp slt i32 %88, -22, !dbg !1150
  br i1 %89, label %90, label %598, !dbg !1151

90:                                               ; preds = %86
    #dbg_declare(ptr %11, !1152, !DIExpression(), !1154)
  store ptr @g_20, ptr %11, align 8, !dbg !1154
    #dbg_declare(ptr %12, !1155, !DIExpression(), !1159)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 @__const.func_4.l_22, i64 512, i1 false), !dbg !1159
    #dbg_declare(ptr %13, !1160, !DIExpression(), !1161)
  store i32 6, ptr %13, align 4, !dbg !1161
    #dbg_declare(ptr %14, !1162, !DIExpression(), !1163)
  store ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 2), ptr %14, align 8, !dbg !1163
    #dbg_declare(ptr %15, !1164, !DIExpression(), !1166)
  store ptr %14, ptr %15, align 8, !dbg !1166
    #dbg_declare(ptr %16, !1167, !DIExpression(), !1170)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 @__const.func_4.l_103, i64 216, i1 false), !dbg !1170
    #dbg_declare(ptr %17, !1171, !DIExpression(), !1175)
  store ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 1), ptr %17, align 8, !dbg !1176
  %91 = getelementptr inbounds ptr, ptr %17, i64 1, !dbg !1176
  store ptr %13, ptr %91, align 8, !dbg !1176
  %92 = getelementptr inbounds ptr, ptr %17, i64 2, !dbg !1176
  store ptr null, ptr %92, align 8, !dbg !1176
  %93 = getelementptr inbounds ptr, ptr %17, i64 3, !dbg !1176
  store ptr null, ptr %93, align 8, !dbg !1176
  %94 = getelementptr inbounds ptr, ptr %17, i64 4, !dbg !1176
  store ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 1), ptr %94, align 8, !dbg !1176
  %95 = getelementptr inbounds ptr, ptr %17, i64 5, !dbg !1176
  %96 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 8, !dbg !1177
  store ptr %96, ptr %95, align 8, !dbg !1176
  %97 = getelementptr inbounds [6 x ptr], ptr %17, i64 1, !dbg !1178
  store ptr null, ptr %97, align 8, !dbg !1179
  %98 = getelementptr inbounds ptr, ptr %97, i64 1, !dbg !1179
  store ptr %13, ptr %98, align 8, !dbg !1179
  %99 = getelementptr inbounds ptr, ptr %97, i64 2, !dbg !1179
  %100 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 8, !dbg !1180
  store ptr %100, ptr %99, align 8, !dbg !1179
  %101 = getelementptr inbounds ptr, ptr %97, i64 3, !dbg !1179
  store ptr %13, ptr %101, align 8, !dbg !1179
  %102 = getelementptr inbounds ptr, ptr %97, i64 4, !dbg !1179
  store ptr null, ptr %102, align 8, !dbg !1179
  %103 = getelementptr inbounds ptr, ptr %97, i64 5, !dbg !1179
  store ptr null, ptr %103, align 8, !dbg !1179
  %104 = getelementptr inbounds [6 x ptr], ptr %17, i64 2, !dbg !1178
  store ptr null, ptr %104, align 8, !dbg !1181
  %105 = getelementptr inbounds ptr, ptr %104, i64 1, !dbg !1181
  store ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 1), ptr %105, align 8, !dbg !1181
  %106 = getelementptr inbounds ptr, ptr %104, i64 2, !dbg !1181
  store ptr %13, ptr %106, align 8, !dbg !1181
  %107 = getelementptr inbounds ptr, ptr %104, i64 3, !dbg !1181
  store ptr %13, ptr %107, align 8, !dbg !1181
  %108 = getelementptr inbounds ptr, ptr %104, i64 4, !dbg !1181
  %109 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 8, !dbg !1182
  store ptr %109, ptr %108, align 8, !dbg !1181
  %110 = getelementptr inbounds ptr, ptr %104, i64 5, !dbg !1181
  store ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 1), ptr %110, align 8, !dbg !1181
  %111 = getelementptr inbounds [6 x ptr], ptr %17, i64 3, !dbg !1178
  store ptr %13, ptr %111, align 8, !dbg !1183
  %112 = getelementptr inbounds ptr, ptr %111, i64 1, !dbg !1183
  %113 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 2, !dbg !1184
  store ptr %113, ptr %112, align 8, !dbg !1183
  %114 = getelementptr inbounds ptr, ptr %111, i64 2, !dbg !1183
  store ptr null, ptr %114, align 8, !dbg !1183
  %115 = getelementptr inbounds ptr, ptr %111, i64 3, !dbg !1183
  store ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 1), ptr %115, align 8, !dbg !1183
  %116 = getelementptr inbounds ptr, ptr %111, i64 4, !dbg !1183
  %117 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 0, !dbg !1185
  store ptr %117, ptr %116, align 8, !dbg !1183
  %118 = getelementptr inbounds ptr, ptr %111, i64 5, !dbg !1183
  store ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 1), ptr %118, align 8, !dbg !1183
  %119 = getelementptr inbounds [6 x ptr], ptr %17, i64 4, !dbg !1178
  store ptr null, ptr %119, align 8, !dbg !1186
  %120 = getelementptr inbounds ptr, ptr %119, i64 1, !dbg !1186
  %121 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 8, !dbg !1187
  store ptr %121, ptr %120, align 8, !dbg !1186
  %122 = getelementptr inbounds ptr, ptr %119, i64 2, !dbg !1186
  store ptr %13, ptr %122, align 8, !dbg !1186
  %123 = getelementptr inbounds ptr, ptr %119, i64 3, !dbg !1186
  store ptr %13, ptr %123, align 8, !dbg !1186
  %124 = getelementptr inbounds ptr, ptr %119, i64 4, !dbg !1186
  %125 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 8, !dbg !1188
  store ptr %125, ptr %124, align 8, !dbg !1186
  %126 = getelementptr inbounds ptr, ptr %119, i64 5, !dbg !1186
  store ptr null, ptr %126, align 8, !dbg !1186
  %127 = getelementptr inbounds [6 x ptr], ptr %17, i64 5, !dbg !1178
  %128 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 0, !dbg !1189
  store ptr %128, ptr %127, align 8, !dbg !1190
  %129 = getelementptr inbounds ptr, ptr %127, i64 1, !dbg !1190
  %130 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 0, !dbg !1191
  store ptr %130, ptr %129, align 8, !dbg !1190
  %131 = getelementptr inbounds ptr, ptr %127, i64 2, !dbg !1190
  %132 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 8, !dbg !1192
  store ptr %132, ptr %131, align 8, !dbg !1190
  %133 = getelementptr inbounds ptr, ptr %127, i64 3, !dbg !1190
  store ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 1), ptr %133, align 8, !dbg !1190
  %134 = getelementptr inbounds ptr, ptr %127, i64 4, !dbg !1190
  store ptr null, ptr %134, align 8, !dbg !1190
  %135 = getelementptr inbounds ptr, ptr %127, i64 5, !dbg !1190
  %136 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 8, !dbg !1193
  store ptr %136, ptr %135, align 8, !dbg !1190
  %137 = getelementptr inbounds [6 x ptr], ptr %17, i64 6, !dbg !1178
  %138 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 0, !dbg !1194
  store ptr %138, ptr %137, align 8, !dbg !1195
  %139 = getelementptr inbounds ptr, ptr %137, i64 1, !dbg !1195
  store ptr null, ptr %139, align 8, !dbg !1195
  %140 = getelementptr inbounds ptr, ptr %137, i64 2, !dbg !1195
  store ptr null, ptr %140, align 8, !dbg !1195
  %141 = getelementptr inbounds ptr, ptr %137, i64 3, !dbg !1195
  store ptr null, ptr %141, align 8, !dbg !1195
  %142 = getelementptr inbounds ptr, ptr %137, i64 4, !dbg !1195
  store ptr %13, ptr %142, align 8, !dbg !1195
  %143 = getelementptr inbounds ptr, ptr %137, i64 5, !dbg !1195
  store ptr null, ptr %143, align 8, !dbg !1195
  %144 = getelementptr inbounds [6 x ptr], ptr %17, i64 7, !dbg !1178
  %145 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 0, !dbg !1196
  store ptr %145, ptr %144, align 8, !dbg !1197
  %146 = getelementptr inbounds ptr, ptr %144, i64 1, !dbg !1197
  store ptr %13, ptr %146, align 8, !dbg !1197
  %147 = getelementptr inbounds ptr, ptr %144, i64 2, !dbg !1197
  store ptr null, ptr %147, align 8, !dbg !1197
  %148 = getelementptr inbounds ptr, ptr %144, i64 3, !dbg !1197
  store ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 1), ptr %148, align 8, !dbg !1197
  %149 = getelementptr inbounds ptr, ptr %144, i64 4, !dbg !1197
  store ptr null, ptr %149, align 8, !dbg !1197
  %150 = getelementptr inbounds ptr, ptr %144, i64 5, !dbg !1197
  store ptr %13, ptr %150, align 8, !dbg !1197
  %151 = getelementptr inbounds [6 x ptr], ptr %17, i64 8, !dbg !1178
  %152 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 0, !dbg !1198
  store ptr %152, ptr %151, align 8, !dbg !1199
  %153 = getelementptr inbounds ptr, ptr %151, i64 1, !dbg !1199
  store ptr null, ptr %153, align 8, !dbg !1199
  %154 = getelementptr inbounds ptr, ptr %151, i64 2, !dbg !1199
  store ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 1), ptr %154, align 8, !dbg !1199
  %155 = getelementptr inbounds ptr, ptr %151, i64 3, !dbg !1199
  store ptr %13, ptr %155, align 8, !dbg !1199
  %156 = getelementptr inbounds ptr, ptr %151, i64 4, !dbg !1199
  store ptr %13, ptr %156, align 8, !dbg !1199
  %157 = getelementptr inbounds ptr, ptr %151, i64 5, !dbg !1199
  %158 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 8, !dbg !1200
  store ptr %158, ptr %157, align 8, !dbg !1199
  %159 = getelementptr inbounds [6 x ptr], ptr %17, i64 9, !dbg !1178
  store ptr null, ptr %159, align 8, !dbg !1201
  %160 = getelementptr inbounds ptr, ptr %159, i64 1, !dbg !1201
  store ptr %13, ptr %160, align 8, !dbg !1201
  %161 = getelementptr inbounds ptr, ptr %159, i64 2, !dbg !1201
  store ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 1), ptr %161, align 8, !dbg !1201
  %162 = getelementptr inbounds ptr, ptr %159, i64 3, !dbg !1201
  store ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 1), ptr %162, align 8, !dbg !1201
  %163 = getelementptr inbounds ptr, ptr %159, i64 4, !dbg !1201
  store ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 1), ptr %163, align 8, !dbg !1201
  %164 = getelementptr inbounds ptr, ptr %159, i64 5, !dbg !1201
  store ptr null, ptr %164, align 8, !dbg !1201
    #dbg_declare(ptr %18, !1202, !DIExpression(), !1203)
  store float 7.500000e-01, ptr %18, align 4, !dbg !1203
    #dbg_declare(ptr %19, !1204, !DIExpression(), !1207)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %19, ptr align 16 @__const.func_4.l_116, i64 160, i1 false), !dbg !1207
    #dbg_declare(ptr %20, !1208, !DIExpression(), !1209)
  %165 = getelementptr inbounds [2 x [10 x ptr]], ptr %19, i64 0, i64 1, !dbg !1210
  %166 = getelementptr inbounds [10 x ptr], ptr %165, i64 0, i64 0, !dbg !1210
  store ptr %166, ptr %20, align 8, !dbg !1209
    #dbg_declare(ptr %21, !1211, !DIExpression(), !1213)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %21, ptr align 16 @__const.func_4.l_139, i64 18, i1 false), !dbg !1213
    #dbg_declare(ptr %22, !1214, !DIExpression(), !1215)
    #dbg_declare(ptr %23, !1216, !DIExpression(), !1217)
    #dbg_declare(ptr %24, !1218, !DIExpression(), !1219)
  %167 = load ptr, ptr %11, align 8, !dbg !1220
  %168 = icmp eq ptr @g_20, %167, !dbg !1222
  %169 = zext i1 %168 to i32, !dbg !1222
  store i32 %169, ptr @g_20, align 4, !dbg !1223
  %170 = load volatile i64, ptr @g_6, align 16, !dbg !1224
  %171 = trunc i64 %170 to i8, !dbg !1224
  %172 = load ptr, ptr %11, align 8, !dbg !1225
  %173 = icmp eq ptr @g_20, %172, !dbg !1226
  %174 = zext i1 %173 to i32, !dbg !1226
  %175 = trunc i32 %174 to i8, !dbg !1227
  %176 = load ptr, ptr %11, align 8, !dbg !1228
  %177 = load i32, ptr %176, align 4, !dbg !1229
  %178 = trunc i32 %177 to i8, !dbg !1230
  %179 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %175, i8 noundef zeroext %178), !dbg !1231
  %180 = zext i8 %179 to i64, !dbg !1232
  %181 = and i64 %180, 41523, !dbg !1233
  %182 = trunc i64 %181 to i8, !dbg !1234
  %183 = load i8, ptr %3, align 1, !dbg !1235
  %184 = sext i8 %183 to i32, !dbg !1235
  %185 = call zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %182, i32 noundef %184), !dbg !1236
  %186 = call zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %171, i8 noundef zeroext %185), !dbg !1237
  %187 = icmp ne i8 %186, 0, !dbg !1238
  br i1 %187, label %188, label %224, !dbg !1239

188:                                              ; preds = %90
    #dbg_declare(ptr %25, !1240, !DIExpression(), !1244)
    #dbg_declare(ptr %26, !1245, !DIExpression(), !1246)
  %189 = getelementptr inbounds [1 x ptr], ptr %25, i64 0, i64 0, !dbg !1247
  store ptr %189, ptr %26, align 8, !dbg !1246
    #dbg_declare(ptr %27, !1248, !DIExpression(), !1249)
  store i32 0, ptr %27, align 4, !dbg !1250
  br label %190, !dbg !1252

190:                                              ; preds = %197, %188
  %191 = load i32, ptr %27, align 4, !dbg !1253
  %192 = icmp slt i32 %191, 1, !dbg !1255
  br i1 %192, label %193, label %200, !dbg !1256

193:                                              ; preds = %190
  %194 = load i32, ptr %27, align 4, !dbg !1257
  %195 = sext i32 %194 to i64, !dbg !1258
  %196 = getelementptr inbounds [1 x ptr], ptr %25, i64 0, i64 %195, !dbg !1258
  store ptr @g_32, ptr %196, align 8, !dbg !1259
  br label %197, !dbg !1258

197:                                              ; preds = %193
  %198 = load i32, ptr %27, align 4, !dbg !1260
  %199 = add nsw i32 %198, 1, !dbg !1260
  store i32 %199, ptr %27, align 4, !dbg !1260
  br label %190, !dbg !1261, !llvm.loop !1262

200:                                              ; preds = %190
  %201 = load ptr, ptr %26, align 8, !dbg !1264
  store ptr null, ptr %201, align 8, !dbg !1265
  %202 = load i8, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 4), align 8, !dbg !1266
  %203 = icmp ne i8 %202, 0, !dbg !1268
  br i1 %203, label %204, label %205, !dbg !1269

204:                                              ; preds = %200
  br label %598, !dbg !1270

205:                                              ; preds = %200
  store i16 -24, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 2), align 8, !dbg !1271
  br label %206, !dbg !1273

206:                                              ; preds = %218, %205
  %207 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 2), align 8, !dbg !1274
  %208 = zext i16 %207 to i32, !dbg !1276
  %209 = icmp sgt i32 %208, 18, !dbg !1277
  br i1 %209, label %210, label %223, !dbg !1278

210:                                              ; preds = %206
    #dbg_declare(ptr %28, !1279, !DIExpression(), !1281)
  store ptr @g_20, ptr %28, align 8, !dbg !1281
    #dbg_declare(ptr %29, !1282, !DIExpression(), !1283)
  store ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 1), ptr %29, align 8, !dbg !1283
    #dbg_declare(ptr %30, !1284, !DIExpression(), !1285)
  store ptr @g_20, ptr %30, align 8, !dbg !1285
    #dbg_declare(ptr %31, !1286, !DIExpression(), !1287)
  store ptr @g_20, ptr %31, align 8, !dbg !1287
    #dbg_declare(ptr %32, !1288, !DIExpression(), !1289)
  store ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 1), ptr %32, align 8, !dbg !1289
    #dbg_declare(ptr %33, !1290, !DIExpression(), !1291)
  store ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 1), ptr %33, align 8, !dbg !1291
    #dbg_declare(ptr %34, !1292, !DIExpression(), !1293)
  store ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 1), ptr %34, align 8, !dbg !1293
    #dbg_declare(ptr %35, !1294, !DIExpression(), !1295)
  store ptr @g_20, ptr %35, align 8, !dbg !1295
    #dbg_declare(ptr %36, !1296, !DIExpression(), !1300)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %36, ptr align 16 @__const.func_4.l_43, i64 1920, i1 false), !dbg !1300
    #dbg_declare(ptr %37, !1301, !DIExpression(), !1302)
    #dbg_declare(ptr %38, !1303, !DIExpression(), !1304)
    #dbg_declare(ptr %39, !1305, !DIExpression(), !1306)
  %211 = load volatile i8, ptr getelementptr inbounds ([5 x i8], ptr @g_45, i64 0, i64 4), align 1, !dbg !1307
  %212 = add i8 %211, -1, !dbg !1307
  store volatile i8 %212, ptr getelementptr inbounds ([5 x i8], ptr @g_45, i64 0, i64 4), align 1, !dbg !1307
  %213 = load i32, ptr %5, align 4, !dbg !1308
  %214 = icmp ne i32 %213, 0, !dbg !1308
  br i1 %214, label %215, label %216, !dbg !1310

215:                                              ; preds = %210
  br label %223, !dbg !1311

216:                                              ; preds = %210
  %217 = load ptr, ptr %28, align 8, !dbg !1312
  store ptr %217, ptr %2, align 8, !dbg !1313
  br label %599, !dbg !1313

218:                                              ; No predecessors!
  %219 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 2), align 8, !dbg !1314
  %220 = trunc i16 %219 to i8, !dbg !1315
  %221 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %220, i8 noundef signext 8), !dbg !1316
  %222 = sext i8 %221 to i16, !dbg !1316
  store i16 %222, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 2), align 8, !dbg !1317
  br label %206, !dbg !1318, !llvm.loop !1319

223:                                              ; preds = %215, %206
  br label %367, !dbg !1321

224:                                              ; preds = %90
    #dbg_declare(ptr %40, !1322, !DIExpression(), !1324)
  store ptr null, ptr %40, align 8, !dbg !1324
    #dbg_declare(ptr %41, !1325, !DIExpression(), !1326)
  store ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 2), ptr %41, align 8, !dbg !1326
    #dbg_declare(ptr %42, !1327, !DIExpression(), !1330)
    #dbg_declare(ptr %43, !1331, !DIExpression(), !1332)
  store ptr null, ptr %43, align 8, !dbg !1332
    #dbg_declare(ptr %44, !1333, !DIExpression(), !1334)
  store ptr null, ptr %44, align 8, !dbg !1334
    #dbg_declare(ptr %45, !1335, !DIExpression(), !1336)
  store ptr @g_63, ptr %45, align 8, !dbg !1336
    #dbg_declare(ptr %46, !1337, !DIExpression(), !1340)
  store ptr %7, ptr %46, align 8, !dbg !1341
  %225 = getelementptr inbounds ptr, ptr %46, i64 1, !dbg !1341
  store ptr %7, ptr %225, align 8, !dbg !1341
  %226 = getelementptr inbounds ptr, ptr %46, i64 2, !dbg !1341
  store ptr %7, ptr %226, align 8, !dbg !1341
  %227 = getelementptr inbounds ptr, ptr %46, i64 3, !dbg !1341
  store ptr %7, ptr %227, align 8, !dbg !1341
  %228 = getelementptr inbounds ptr, ptr %46, i64 4, !dbg !1341
  store ptr %7, ptr %228, align 8, !dbg !1341
  %229 = getelementptr inbounds ptr, ptr %46, i64 5, !dbg !1341
  store ptr %7, ptr %229, align 8, !dbg !1341
  %230 = getelementptr inbounds ptr, ptr %46, i64 6, !dbg !1341
  store ptr %7, ptr %230, align 8, !dbg !1341
  %231 = getelementptr inbounds ptr, ptr %46, i64 7, !dbg !1341
  store ptr %7, ptr %231, align 8, !dbg !1341
    #dbg_declare(ptr %47, !1342, !DIExpression(), !1343)
  store i32 -10, ptr %47, align 4, !dbg !1343
    #dbg_declare(ptr %48, !1344, !DIExpression(), !1346)
    #dbg_declare(ptr %49, !1347, !DIExpression(), !1348)
  store i16 1, ptr %49, align 2, !dbg !1348
    #dbg_declare(ptr %50, !1349, !DIExpression(), !1350)
  store i32 0, ptr %50, align 4, !dbg !1351
  br label %232, !dbg !1353

232:                                              ; preds = %239, %224
  %233 = load i32, ptr %50, align 4, !dbg !1354
  %234 = icmp slt i32 %233, 6, !dbg !1356
  br i1 %234, label %235, label %242, !dbg !1357

235:                                              ; preds = %232
  %236 = load i32, ptr %50, align 4, !dbg !1358
  %237 = sext i32 %236 to i64, !dbg !1359
  %238 = getelementptr inbounds [6 x ptr], ptr %42, i64 0, i64 %237, !dbg !1359
  store ptr @g_57, ptr %238, align 8, !dbg !1360
  br label %239, !dbg !1359

239:                                              ; preds = %235
  %240 = load i32, ptr %50, align 4, !dbg !1361
  %241 = add nsw i32 %240, 1, !dbg !1361
  store i32 %241, ptr %50, align 4, !dbg !1361
  br label %232, !dbg !1362, !llvm.loop !1363

242:                                              ; preds = %232
  store i32 0, ptr %50, align 4, !dbg !1365
  br label %243, !dbg !1367

243:                                              ; preds = %250, %242
  %244 = load i32, ptr %50, align 4, !dbg !1368
  %245 = icmp slt i32 %244, 3, !dbg !1370
  br i1 %245, label %246, label %253, !dbg !1371

246:                                              ; preds = %243
  %247 = load i32, ptr %50, align 4, !dbg !1372
  %248 = sext i32 %247 to i64, !dbg !1373
  %249 = getelementptr inbounds [3 x i32], ptr %48, i64 0, i64 %248, !dbg !1373
  store i32 211792697, ptr %249, align 4, !dbg !1374
  br label %250, !dbg !1373

250:                                              ; preds = %246
  %251 = load i32, ptr %50, align 4, !dbg !1375
  %252 = add nsw i32 %251, 1, !dbg !1375
  store i32 %252, ptr %50, align 4, !dbg !1375
  br label %243, !dbg !1376, !llvm.loop !1377

253:                                              ; preds = %243
  %254 = load i8, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 9), align 4, !dbg !1379
  %255 = zext i8 %254 to i16, !dbg !1381
  %256 = load ptr, ptr %41, align 8, !dbg !1382
  store i16 %255, ptr %256, align 2, !dbg !1383
  %257 = zext i16 %255 to i32, !dbg !1384
  %258 = load i8, ptr @g_57, align 1, !dbg !1385
  %259 = add i8 %258, 1, !dbg !1385
  store i8 %259, ptr @g_57, align 1, !dbg !1385
  %260 = load i8, ptr %3, align 1, !dbg !1386
  %261 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %258, i8 noundef zeroext %260), !dbg !1387
  %262 = zext i8 %261 to i32, !dbg !1388
  %263 = icmp ne i32 %262, 0, !dbg !1389
  br i1 %263, label %264, label %273, !dbg !1390

264:                                              ; preds = %253
  %265 = load ptr, ptr %45, align 8, !dbg !1391
  %266 = load i16, ptr %265, align 2, !dbg !1392
  %267 = add i16 %266, 1, !dbg !1392
  store i16 %267, ptr %265, align 2, !dbg !1392
  %268 = load ptr, ptr %7, align 8, !dbg !1393
  store ptr %268, ptr getelementptr inbounds ([5 x ptr], ptr @g_70, i64 0, i64 1), align 8, !dbg !1394
  %269 = load i8, ptr %3, align 1, !dbg !1395
  %270 = sext i8 %269 to i32, !dbg !1395
  %271 = xor i32 %270, -10, !dbg !1396
  %272 = icmp eq ptr %268, null, !dbg !1397
  br label %273

273:                                              ; preds = %264, %253
  %274 = phi i1 [ false, %253 ], [ %272, %264 ], !dbg !1398
  %275 = zext i1 %274 to i32, !dbg !1390
  %276 = trunc i32 %275 to i16, !dbg !1399
  %277 = load ptr, ptr %11, align 8, !dbg !1400
  %278 = load i32, ptr %277, align 4, !dbg !1401
  %279 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %276, i32 noundef %278), !dbg !1402
  %280 = sext i16 %279 to i64, !dbg !1403
  %281 = icmp slt i64 248, %280, !dbg !1404
  %282 = zext i1 %281 to i32, !dbg !1404
  %283 = icmp ne i32 %257, %282, !dbg !1405
  br i1 %283, label %284, label %290, !dbg !1406

284:                                              ; preds = %273
    #dbg_declare(ptr %51, !1407, !DIExpression(), !1411)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %51, ptr align 16 @__const.func_4.l_73, i64 960, i1 false), !dbg !1411
    #dbg_declare(ptr %52, !1412, !DIExpression(), !1413)
    #dbg_declare(ptr %53, !1414, !DIExpression(), !1415)
    #dbg_declare(ptr %54, !1416, !DIExpression(), !1417)
  %285 = getelementptr inbounds [10 x [3 x [8 x i32]]], ptr %51, i64 0, i64 1, !dbg !1418
  %286 = getelementptr inbounds [3 x [8 x i32]], ptr %285, i64 0, i64 0, !dbg !1418
  %287 = getelementptr inbounds [8 x i32], ptr %286, i64 0, i64 4, !dbg !1418
  %288 = load i32, ptr %287, align 16, !dbg !1418
  %289 = load ptr, ptr %11, align 8, !dbg !1419
  store i32 %288, ptr %289, align 4, !dbg !1420
  br label %311, !dbg !1421

290:                                              ; preds = %273
    #dbg_declare(ptr %55, !1422, !DIExpression(), !1424)
  store ptr %13, ptr %55, align 8, !dbg !1424
    #dbg_declare(ptr %56, !1425, !DIExpression(), !1426)
  store ptr @g_20, ptr %56, align 8, !dbg !1426
    #dbg_declare(ptr %57, !1427, !DIExpression(), !1428)
  store ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 1), ptr %57, align 8, !dbg !1428
    #dbg_declare(ptr %58, !1429, !DIExpression(), !1430)
  store i32 0, ptr %58, align 4, !dbg !1430
    #dbg_declare(ptr %59, !1431, !DIExpression(), !1432)
  store ptr %13, ptr %59, align 8, !dbg !1432
    #dbg_declare(ptr %60, !1433, !DIExpression(), !1434)
  %291 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 8, !dbg !1435
  store ptr %291, ptr %60, align 8, !dbg !1434
    #dbg_declare(ptr %61, !1436, !DIExpression(), !1437)
  store ptr null, ptr %61, align 8, !dbg !1437
    #dbg_declare(ptr %62, !1438, !DIExpression(), !1440)
  %292 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 8, !dbg !1441
  store ptr %292, ptr %62, align 8, !dbg !1442
  %293 = getelementptr inbounds ptr, ptr %62, i64 1, !dbg !1442
  %294 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 8, !dbg !1443
  store ptr %294, ptr %293, align 8, !dbg !1442
  %295 = getelementptr inbounds ptr, ptr %62, i64 2, !dbg !1442
  %296 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 8, !dbg !1444
  store ptr %296, ptr %295, align 8, !dbg !1442
  %297 = getelementptr inbounds ptr, ptr %62, i64 3, !dbg !1442
  %298 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 8, !dbg !1445
  store ptr %298, ptr %297, align 8, !dbg !1442
  %299 = getelementptr inbounds ptr, ptr %62, i64 4, !dbg !1442
  %300 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 8, !dbg !1446
  store ptr %300, ptr %299, align 8, !dbg !1442
  %301 = getelementptr inbounds ptr, ptr %62, i64 5, !dbg !1442
  %302 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 8, !dbg !1447
  store ptr %302, ptr %301, align 8, !dbg !1442
  %303 = getelementptr inbounds ptr, ptr %62, i64 6, !dbg !1442
  %304 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 8, !dbg !1448
  store ptr %304, ptr %303, align 8, !dbg !1442
  %305 = getelementptr inbounds ptr, ptr %62, i64 7, !dbg !1442
  %306 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 8, !dbg !1449
  store ptr %306, ptr %305, align 8, !dbg !1442
  %307 = getelementptr inbounds ptr, ptr %62, i64 8, !dbg !1442
  %308 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 8, !dbg !1450
  store ptr %308, ptr %307, align 8, !dbg !1442
    #dbg_declare(ptr %63, !1451, !DIExpression(), !1452)
  %309 = load volatile i64, ptr @g_84, align 8, !dbg !1453
  %310 = add i64 %309, -1, !dbg !1453
  store volatile i64 %310, ptr @g_84, align 8, !dbg !1453
  br label %311

311:                                              ; preds = %290, %284
  %312 = getelementptr inbounds [3 x i32], ptr %48, i64 0, i64 2, !dbg !1454
  %313 = load i32, ptr %312, align 4, !dbg !1454
  %314 = icmp ne i32 %313, 0, !dbg !1455
  %315 = xor i1 %314, true, !dbg !1455
  %316 = zext i1 %315 to i32, !dbg !1455
  %317 = load i32, ptr @g_20, align 4, !dbg !1456
  %318 = and i32 %316, %317, !dbg !1457
  %319 = sext i32 %318 to i64, !dbg !1458
  %320 = load i8, ptr @g_57, align 1, !dbg !1459
  %321 = zext i8 %320 to i32, !dbg !1459
  %322 = load i8, ptr %3, align 1, !dbg !1460
  %323 = sext i8 %322 to i32, !dbg !1460
  %324 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 8, !dbg !1461
  %325 = icmp ne ptr null, %324, !dbg !1462
  %326 = zext i1 %325 to i32, !dbg !1462
  %327 = load i32, ptr @g_20, align 4, !dbg !1463
  %328 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef 0, i32 noundef %327), !dbg !1464
  %329 = or i32 %323, %328, !dbg !1465
  %330 = zext i32 %329 to i64, !dbg !1466
  %331 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 5), align 8, !dbg !1467
  %332 = or i64 %330, %331, !dbg !1468
  %333 = trunc i64 %332 to i8, !dbg !1469
  %334 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %333, i32 noundef -10), !dbg !1470
  %335 = zext i8 %334 to i32, !dbg !1471
  %336 = xor i32 %335, -1, !dbg !1472
  %337 = icmp slt i32 %321, %336, !dbg !1473
  %338 = zext i1 %337 to i32, !dbg !1473
  %339 = load volatile i8, ptr getelementptr inbounds ([5 x i8], ptr @g_45, i64 0, i64 3), align 1, !dbg !1474
  %340 = zext i8 %339 to i32, !dbg !1474
  %341 = icmp slt i32 %338, %340, !dbg !1475
  br i1 %341, label %345, label %342, !dbg !1476

342:                                              ; preds = %311
  %343 = load i32, ptr @g_20, align 4, !dbg !1477
  %344 = icmp ne i32 %343, 0, !dbg !1476
  br label %345, !dbg !1476

345:                                              ; preds = %342, %311
  %346 = phi i1 [ true, %311 ], [ %344, %342 ]
  %347 = zext i1 %346 to i32, !dbg !1476
  %348 = load i16, ptr %49, align 2, !dbg !1478
  %349 = zext i16 %348 to i32, !dbg !1478
  %350 = icmp sge i32 %347, %349, !dbg !1479
  %351 = zext i1 %350 to i32, !dbg !1479
  %352 = sext i32 %351 to i64, !dbg !1480
  %353 = icmp eq i64 %352, 1462668383, !dbg !1481
  %354 = zext i1 %353 to i32, !dbg !1481
  %355 = trunc i32 %354 to i8, !dbg !1482
  %356 = load i16, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 2), align 8, !dbg !1483
  %357 = trunc i16 %356 to i8, !dbg !1484
  %358 = call zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %355, i8 noundef zeroext %357), !dbg !1485
  %359 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 5), align 8, !dbg !1486
  %360 = icmp ult i64 %319, %359, !dbg !1487
  %361 = zext i1 %360 to i32, !dbg !1487
  %362 = trunc i32 %361 to i16, !dbg !1488
  %363 = call signext i16 @safe_unary_minus_func_int16_t_s(i16 noundef signext %362), !dbg !1489
  %364 = load ptr, ptr %15, align 8, !dbg !1490
  %365 = load volatile ptr, ptr @g_99, align 8, !dbg !1491
  store ptr %364, ptr %365, align 8, !dbg !1492
  %366 = load volatile ptr, ptr @g_101, align 8, !dbg !1493
  store ptr @g_100, ptr %366, align 8, !dbg !1494
  br label %367

367:                                              ; preds = %345, %223
  %368 = load i32, ptr @g_20, align 4, !dbg !1495
  %369 = sext i32 %368 to i64, !dbg !1495
  %370 = xor i64 %369, 8071, !dbg !1495
  %371 = trunc i64 %370 to i32, !dbg !1495
  store i32 %371, ptr @g_20, align 4, !dbg !1495
  %372 = load i8, ptr %3, align 1, !dbg !1496
  %373 = icmp ne i32 %371, 1, !dbg !1497
  %374 = zext i1 %373 to i32, !dbg !1497
  %375 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 1), align 4, !dbg !1498
  %376 = xor i32 %375, %374, !dbg !1498
  store i32 %376, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 1), align 4, !dbg !1498
  store i16 0, ptr @g_63, align 2, !dbg !1499
  br label %377, !dbg !1501

377:                                              ; preds = %441, %367
  %378 = load i16, ptr @g_63, align 2, !dbg !1502
  %379 = zext i16 %378 to i32, !dbg !1502
  %380 = icmp sle i32 %379, 8, !dbg !1504
  br i1 %380, label %381, label %446, !dbg !1505

381:                                              ; preds = %377
    #dbg_declare(ptr %64, !1506, !DIExpression(), !1508)
  store ptr @g_68, ptr %64, align 8, !dbg !1508
    #dbg_declare(ptr %65, !1509, !DIExpression(), !1510)
  %382 = load ptr, ptr %64, align 8, !dbg !1511
  %383 = load ptr, ptr %7, align 8, !dbg !1512
  store ptr %382, ptr %383, align 8, !dbg !1513
  store i64 1, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 5), align 8, !dbg !1514
  br label %384, !dbg !1516

384:                                              ; preds = %403, %381
  %385 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 5), align 8, !dbg !1517
  %386 = icmp ule i64 %385, 9, !dbg !1519
  br i1 %386, label %387, label %406, !dbg !1520

387:                                              ; preds = %384
    #dbg_declare(ptr %66, !1521, !DIExpression(), !1524)
    #dbg_declare(ptr %67, !1525, !DIExpression(), !1526)
  store i32 0, ptr %67, align 4, !dbg !1527
  br label %388, !dbg !1529

388:                                              ; preds = %395, %387
  %389 = load i32, ptr %67, align 4, !dbg !1530
  %390 = icmp slt i32 %389, 2, !dbg !1532
  br i1 %390, label %391, label %398, !dbg !1533

391:                                              ; preds = %388
  %392 = load i32, ptr %67, align 4, !dbg !1534
  %393 = sext i32 %392 to i64, !dbg !1535
  %394 = getelementptr inbounds [2 x ptr], ptr %66, i64 0, i64 %393, !dbg !1535
  store ptr @g_68, ptr %394, align 8, !dbg !1536
  br label %395, !dbg !1535

395:                                              ; preds = %391
  %396 = load i32, ptr %67, align 4, !dbg !1537
  %397 = add nsw i32 %396, 1, !dbg !1537
  store i32 %397, ptr %67, align 4, !dbg !1537
  br label %388, !dbg !1538, !llvm.loop !1539

398:                                              ; preds = %388
  %399 = getelementptr inbounds [2 x ptr], ptr %66, i64 0, i64 0, !dbg !1541
  %400 = load ptr, ptr %399, align 16, !dbg !1541
  %401 = getelementptr inbounds [2 x ptr], ptr %66, i64 0, i64 0, !dbg !1542
  store ptr %400, ptr %401, align 16, !dbg !1543
  %402 = load ptr, ptr %7, align 8, !dbg !1544
  store ptr %400, ptr %402, align 8, !dbg !1545
  br label %403, !dbg !1546

403:                                              ; preds = %398
  %404 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 5), align 8, !dbg !1547
  %405 = add i64 %404, 1, !dbg !1547
  store i64 %405, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 5), align 8, !dbg !1547
  br label %384, !dbg !1548, !llvm.loop !1549

406:                                              ; preds = %384
  %407 = load i16, ptr @g_63, align 2, !dbg !1551
  %408 = zext i16 %407 to i64, !dbg !1553
  %409 = getelementptr inbounds [9 x i64], ptr @g_6, i64 0, i64 %408, !dbg !1553
  %410 = load volatile i64, ptr %409, align 8, !dbg !1553
  %411 = icmp ne i64 %410, 0, !dbg !1553
  br i1 %411, label %412, label %413, !dbg !1554

412:                                              ; preds = %406
  br label %441, !dbg !1555

413:                                              ; preds = %406
  %414 = load ptr, ptr %6, align 8, !dbg !1556
  store i32 -591892224, ptr @g_20, align 4, !dbg !1557
  %415 = load i16, ptr @g_63, align 2, !dbg !1558
  %416 = zext i16 %415 to i32, !dbg !1558
  %417 = add nsw i32 %416, 1, !dbg !1559
  %418 = sext i32 %417 to i64, !dbg !1560
  %419 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 %418, !dbg !1560
  %420 = load i32, ptr %419, align 4, !dbg !1560
  %421 = load i8, ptr %3, align 1, !dbg !1561
  %422 = sext i8 %421 to i32, !dbg !1561
  %423 = icmp eq i32 %420, %422, !dbg !1562
  %424 = zext i1 %423 to i32, !dbg !1562
  %425 = sext i32 %424 to i64, !dbg !1563
  %426 = load volatile i64, ptr getelementptr inbounds ([9 x i64], ptr @g_6, i64 0, i64 6), align 16, !dbg !1564
  %427 = load i16, ptr @g_63, align 2, !dbg !1565
  %428 = zext i16 %427 to i32, !dbg !1565
  %429 = add nsw i32 %428, 1, !dbg !1566
  %430 = sext i32 %429 to i64, !dbg !1567
  %431 = getelementptr inbounds [10 x i32], ptr %8, i64 0, i64 %430, !dbg !1567
  %432 = load i32, ptr %431, align 4, !dbg !1567
  %433 = sext i32 %432 to i64, !dbg !1567
  %434 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %426, i64 noundef %433), !dbg !1568
  %435 = icmp sgt i64 %425, %434, !dbg !1569
  %436 = zext i1 %435 to i32, !dbg !1569
  %437 = icmp sle i32 -591892224, %436, !dbg !1570
  %438 = zext i1 %437 to i32, !dbg !1570
  %439 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 1), align 4, !dbg !1571
  %440 = or i32 %439, %438, !dbg !1571
  store i32 %440, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 1), align 4, !dbg !1571
  br label %441, !dbg !1572

441:                                              ; preds = %413, %412
  %442 = load i16, ptr @g_63, align 2, !dbg !1573
  %443 = zext i16 %442 to i32, !dbg !1573
  %444 = add nsw i32 %443, 1, !dbg !1573
  %445 = trunc i32 %444 to i16, !dbg !1573
  store i16 %445, ptr @g_63, align 2, !dbg !1573
  br label %377, !dbg !1574, !llvm.loop !1575

446:                                              ; preds = %377
  store i8 0, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 4), align 8, !dbg !1577
  br label %447, !dbg !1579

447:                                              ; preds = %589, %446
  %448 = load i8, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 4), align 8, !dbg !1580
  %449 = sext i8 %448 to i32, !dbg !1582
  %450 = icmp ne i32 %449, 21, !dbg !1583
  br i1 %450, label %451, label %592, !dbg !1584

451:                                              ; preds = %447
    #dbg_declare(ptr %68, !1585, !DIExpression(), !1587)
  store i32 -10, ptr %68, align 4, !dbg !1587
    #dbg_declare(ptr %69, !1588, !DIExpression(), !1589)
  store ptr %18, ptr %69, align 8, !dbg !1589
    #dbg_declare(ptr %70, !1590, !DIExpression(), !1591)
  store ptr @g_16, ptr %70, align 8, !dbg !1591
    #dbg_declare(ptr %71, !1592, !DIExpression(), !1593)
  store i32 6, ptr %71, align 4, !dbg !1593
    #dbg_declare(ptr %72, !1594, !DIExpression(), !1595)
  store ptr null, ptr %72, align 8, !dbg !1595
  %452 = load i8, ptr %3, align 1, !dbg !1596
  %453 = sext i8 %452 to i32, !dbg !1596
  %454 = icmp ne i32 %453, 0, !dbg !1596
  br i1 %454, label %458, label %455, !dbg !1598

455:                                              ; preds = %451
  %456 = load i32, ptr %68, align 4, !dbg !1599
  %457 = icmp ne i32 %456, 0, !dbg !1598
  br label %458, !dbg !1598

458:                                              ; preds = %455, %451
  %459 = phi i1 [ true, %451 ], [ %457, %455 ]
  %460 = zext i1 %459 to i32, !dbg !1598
  %461 = load i8, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 9), align 4, !dbg !1600
  %462 = zext i8 %461 to i64, !dbg !1601
  %463 = icmp ult i64 4294967292, %462, !dbg !1602
  %464 = zext i1 %463 to i32, !dbg !1602
  %465 = sext i32 %464 to i64, !dbg !1603
  %466 = load ptr, ptr %20, align 8, !dbg !1604
  %467 = icmp ne ptr %466, null, !dbg !1605
  %468 = zext i1 %467 to i32, !dbg !1605
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %73, ptr align 8 @g_117, i64 56, i1 true), !dbg !1606
  %469 = load i64, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 5), align 8, !dbg !1607
  %470 = icmp eq i64 %465, %469, !dbg !1608
  %471 = zext i1 %470 to i32, !dbg !1608
  %472 = icmp sle i32 %460, %471, !dbg !1609
  %473 = zext i1 %472 to i32, !dbg !1609
  %474 = sext i32 %473 to i64, !dbg !1610
  %475 = icmp uge i64 %474, -7018302094052682466, !dbg !1611
  %476 = zext i1 %475 to i32, !dbg !1611
  %477 = load i32, ptr %68, align 4, !dbg !1612
  %478 = sitofp i32 %477 to float, !dbg !1613
  %479 = load ptr, ptr %69, align 8, !dbg !1614
  store float %478, ptr %479, align 4, !dbg !1615
  %480 = load ptr, ptr %70, align 8, !dbg !1616
  store float %478, ptr %480, align 4, !dbg !1617
  %481 = fpext float %478 to double, !dbg !1618
  %482 = fcmp olt double %481, 0x3D6B598F50000000, !dbg !1619
  %483 = zext i1 %482 to i32, !dbg !1619
  %484 = load i8, ptr %3, align 1, !dbg !1620
  %485 = icmp ne i8 %484, 0, !dbg !1621
  br i1 %485, label %486, label %508, !dbg !1622

486:                                              ; preds = %458
  %487 = load volatile i64, ptr @g_6, align 16, !dbg !1623
  %488 = load ptr, ptr %11, align 8, !dbg !1625
  %489 = load i32, ptr %488, align 4, !dbg !1626
  %490 = sext i32 %489 to i64, !dbg !1626
  %491 = and i64 %490, %487, !dbg !1626
  %492 = trunc i64 %491 to i32, !dbg !1626
  store i32 %492, ptr %488, align 4, !dbg !1626
  %493 = load i8, ptr %3, align 1, !dbg !1627
  %494 = icmp ne i8 %493, 0, !dbg !1627
  br i1 %494, label %495, label %496, !dbg !1629

495:                                              ; preds = %486
  br label %592, !dbg !1630

496:                                              ; preds = %486
  %497 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 8), align 8, !dbg !1631
  %498 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext 0, i32 noundef 2), !dbg !1632
  %499 = zext i8 %498 to i32, !dbg !1633
  %500 = icmp eq i32 %497, %499, !dbg !1634
  %501 = zext i1 %500 to i32, !dbg !1634
  %502 = load i32, ptr @g_20, align 4, !dbg !1635
  %503 = trunc i32 %502 to i8, !dbg !1636
  %504 = call zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %503, i32 noundef 1), !dbg !1637
  %505 = zext i8 %504 to i32, !dbg !1638
  %506 = load i32, ptr %71, align 4, !dbg !1639
  %507 = and i32 %506, %505, !dbg !1639
  store i32 %507, ptr %71, align 4, !dbg !1639
  br label %509, !dbg !1640

508:                                              ; preds = %458
  store ptr @g_20, ptr %2, align 8, !dbg !1641
  br label %599, !dbg !1641

509:                                              ; preds = %496
  %510 = load ptr, ptr %72, align 8, !dbg !1643
  %511 = load ptr, ptr %9, align 8, !dbg !1645
  %512 = icmp eq ptr %510, %511, !dbg !1646
  %513 = zext i1 %512 to i32, !dbg !1646
  %514 = trunc i32 %513 to i8, !dbg !1647
  %515 = load i8, ptr %3, align 1, !dbg !1648
  %516 = sext i8 %515 to i16, !dbg !1648
  %517 = load ptr, ptr %15, align 8, !dbg !1649
  %518 = load ptr, ptr %517, align 8, !dbg !1650
  store i16 %516, ptr %518, align 2, !dbg !1651
  %519 = zext i16 %516 to i32, !dbg !1652
  %520 = load volatile i16, ptr @g_117, align 8, !dbg !1653
  %521 = sext i16 %520 to i32, !dbg !1654
  %522 = icmp sge i32 %519, %521, !dbg !1655
  %523 = xor i1 %522, true, !dbg !1656
  %524 = zext i1 %523 to i32, !dbg !1656
  %525 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %514, i8 noundef zeroext -107), !dbg !1657
  %526 = zext i8 %525 to i64, !dbg !1658
  %527 = call i64 @safe_mod_func_uint64_t_u_u(i64 noundef 1, i64 noundef %526), !dbg !1659
  %528 = load i8, ptr %3, align 1, !dbg !1660
  %529 = sext i8 %528 to i32, !dbg !1661
  %530 = icmp ne i32 %529, 0, !dbg !1661
  br i1 %530, label %532, label %531, !dbg !1662

531:                                              ; preds = %509
  br label %532, !dbg !1662

532:                                              ; preds = %531, %509
  %533 = phi i1 [ true, %509 ], [ true, %531 ]
  %534 = zext i1 %533 to i32, !dbg !1662
  %535 = sext i32 %534 to i64, !dbg !1663
  %536 = icmp eq i64 %535, 4294967291, !dbg !1664
  br i1 %536, label %537, label %546, !dbg !1665

537:                                              ; preds = %532
  %538 = load i8, ptr %3, align 1, !dbg !1666
  %539 = icmp ne i8 %538, 0, !dbg !1666
  br i1 %539, label %540, label %541, !dbg !1669

540:                                              ; preds = %537
  br label %592, !dbg !1670

541:                                              ; preds = %537
  %542 = load i8, ptr %3, align 1, !dbg !1671
  %543 = icmp ne i8 %542, 0, !dbg !1671
  br i1 %543, label %544, label %545, !dbg !1673

544:                                              ; preds = %541
  br label %589, !dbg !1674

545:                                              ; preds = %541
  br label %579, !dbg !1675

546:                                              ; preds = %532
    #dbg_declare(ptr %74, !1676, !DIExpression(), !1678)
  store i16 -1, ptr %74, align 2, !dbg !1678
  %547 = load float, ptr getelementptr inbounds (%struct.S0, ptr @g_32, i32 0, i32 6), align 8, !dbg !1679
  %548 = fcmp oge float %547, 1.000000e+00, !dbg !1680
  %549 = zext i1 %548 to i32, !dbg !1680
  %550 = load i16, ptr %74, align 2, !dbg !1681
  %551 = zext i16 %550 to i32, !dbg !1681
  %552 = icmp ne i32 %551, 0, !dbg !1681
  br i1 %552, label %553, label %554, !dbg !1682

553:                                              ; preds = %546
  br label %554

554:                                              ; preds = %553, %546
  %555 = phi i1 [ false, %546 ], [ true, %553 ], !dbg !1683
  %556 = zext i1 %555 to i32, !dbg !1682
  %557 = sext i32 %556 to i64, !dbg !1684
  %558 = icmp ne i64 %557, 1, !dbg !1685
  %559 = zext i1 %558 to i32, !dbg !1685
  %560 = load i32, ptr @g_20, align 4, !dbg !1686
  %561 = icmp slt i32 %549, %560, !dbg !1687
  %562 = zext i1 %561 to i32, !dbg !1687
  %563 = load i16, ptr @g_63, align 2, !dbg !1688
  %564 = zext i16 %563 to i32, !dbg !1688
  %565 = icmp eq i32 %562, %564, !dbg !1689
  %566 = zext i1 %565 to i32, !dbg !1689
  %567 = sitofp i32 %566 to float, !dbg !1690
  %568 = load i8, ptr %3, align 1, !dbg !1691
  %569 = sitofp i8 %568 to float, !dbg !1691
  %570 = call float @safe_mul_func_float_f_f(float noundef %567, float noundef %569), !dbg !1692
  %571 = fpext float %570 to double, !dbg !1693
  %572 = fcmp oeq double %571, 3.375000e+00, !dbg !1694
  %573 = zext i1 %572 to i32, !dbg !1694
  %574 = sitofp i32 %573 to float, !dbg !1695
  %575 = load i8, ptr %3, align 1, !dbg !1696
  %576 = sitofp i8 %575 to float, !dbg !1696
  %577 = call float @safe_div_func_float_f_f(float noundef %574, float noundef %576), !dbg !1697
  %578 = load ptr, ptr %69, align 8, !dbg !1698
  store float %577, ptr %578, align 4, !dbg !1699
  store ptr @g_20, ptr %2, align 8, !dbg !1700
  br label %599, !dbg !1700

579:                                              ; preds = %545
  %580 = load i32, ptr %68, align 4, !dbg !1701
  %581 = icmp ne i32 %580, 0, !dbg !1701
  br i1 %581, label %582, label %583, !dbg !1703

582:                                              ; preds = %579
  br label %592, !dbg !1704

583:                                              ; preds = %579
  %584 = getelementptr inbounds [9 x i16], ptr %21, i64 0, i64 7, !dbg !1705
  %585 = load i16, ptr %584, align 2, !dbg !1705
  %586 = icmp ne i16 %585, 0, !dbg !1705
  br i1 %586, label %587, label %588, !dbg !1707

587:                                              ; preds = %583
  br label %589, !dbg !1708

588:                                              ; preds = %583
  br label %589, !dbg !1709

589:                                              ; preds = %588, %587, %544
  %590 = load i8, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 4), align 8, !dbg !1710
  %591 = add i8 %590, 1, !dbg !1710
  store i8 %591, ptr getelementptr inbounds (%struct.S0, ptr @g_68, i32 0, i32 4), align 8, !dbg !1710
  br label %447, !dbg !1711, !llvm.loop !1712

592:                                              ; preds = %582, %540, %495, %447
  br label %593, !dbg !1714

593:                                              ; preds = %592
  %594 = load i8, ptr %3, align 1, !dbg !1715
  %595 = sext i8 %594 to i16, !dbg !1715
  %596 = call zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %595, i16 noundef zeroext 1), !dbg !1716
  %597 = trunc i16 %596 to i8, !dbg !1716
  store i8 %597, ptr %3, align 1, !dbg !1717
  br label %86, !dbg !1718, !llvm.loop !1719

598:                                              ; preds = %204, %86
  store ptr @g_20, ptr %2, align 8, !dbg !1721
  br label %599, !dbg !1721

599:                                              ; preds = %598, %554, %508, %216
  %600 = load ptr, ptr %2, align 8, !dbg !1722
  ret ptr %600, !dbg !1722
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_mod_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !1723 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1727, !DIExpression(), !1728)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1729, !DIExpression(), !1730)
  %5 = load i64, ptr %4, align 8, !dbg !1731
  %6 = icmp eq i64 %5, 0, !dbg !1732
  br i1 %6, label %13, label %7, !dbg !1733

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !1734
  %9 = icmp eq i64 %8, -9223372036854775808, !dbg !1735
  br i1 %9, label %10, label %15, !dbg !1736

10:                                               ; preds = %7
  %11 = load i64, ptr %4, align 8, !dbg !1737
  %12 = icmp eq i64 %11, -1, !dbg !1738
  br i1 %12, label %13, label %15, !dbg !1739

13:                                               ; preds = %10, %2
  %14 = load i64, ptr %3, align 8, !dbg !1740
  br label %19, !dbg !1739

15:                                               ; preds = %10, %7
  %16 = load i64, ptr %3, align 8, !dbg !1741
  %17 = load i64, ptr %4, align 8, !dbg !1742
  %18 = srem i64 %16, %17, !dbg !1743
  br label %19, !dbg !1739

19:                                               ; preds = %15, %13
  %20 = phi i64 [ %14, %13 ], [ %18, %15 ], !dbg !1739
  ret i64 %20, !dbg !1744
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1745 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1748, !DIExpression(), !1749)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1750, !DIExpression(), !1751)
  %5 = load i8, ptr %4, align 1, !dbg !1752
  %6 = sext i8 %5 to i32, !dbg !1752
  %7 = icmp eq i32 %6, 0, !dbg !1753
  br i1 %7, label %16, label %8, !dbg !1754

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1, !dbg !1755
  %10 = sext i8 %9 to i32, !dbg !1755
  %11 = icmp eq i32 %10, -128, !dbg !1756
  br i1 %11, label %12, label %19, !dbg !1757

12:                                               ; preds = %8
  %13 = load i8, ptr %4, align 1, !dbg !1758
  %14 = sext i8 %13 to i32, !dbg !1758
  %15 = icmp eq i32 %14, -1, !dbg !1759
  br i1 %15, label %16, label %19, !dbg !1760

16:                                               ; preds = %12, %2
  %17 = load i8, ptr %3, align 1, !dbg !1761
  %18 = sext i8 %17 to i32, !dbg !1762
  br label %25, !dbg !1760

19:                                               ; preds = %12, %8
  %20 = load i8, ptr %3, align 1, !dbg !1763
  %21 = sext i8 %20 to i32, !dbg !1763
  %22 = load i8, ptr %4, align 1, !dbg !1764
  %23 = sext i8 %22 to i32, !dbg !1764
  %24 = srem i32 %21, %23, !dbg !1765
  br label %25, !dbg !1760

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ], !dbg !1760
  %27 = trunc i32 %26 to i8, !dbg !1760
  ret i8 %27, !dbg !1766
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !1767 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1770, !DIExpression(), !1771)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1772, !DIExpression(), !1773)
  %5 = load i8, ptr %3, align 1, !dbg !1774
  %6 = zext i8 %5 to i32, !dbg !1774
  %7 = load i8, ptr %4, align 1, !dbg !1775
  %8 = zext i8 %7 to i32, !dbg !1775
  %9 = add nsw i32 %6, %8, !dbg !1776
  %10 = trunc i32 %9 to i8, !dbg !1774
  ret i8 %10, !dbg !1777
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @safe_div_func_float_f_f(float noundef %0, float noundef %1) #0 !dbg !1778 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1781, !DIExpression(), !1782)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1783, !DIExpression(), !1784)
  %5 = load float, ptr %4, align 4, !dbg !1785
  %6 = call float @llvm.fabs.f32(float %5), !dbg !1786
  %7 = fcmp olt float %6, 1.000000e+00, !dbg !1787
  br i1 %7, label %8, label %21, !dbg !1788

8:                                                ; preds = %2
  %9 = load float, ptr %4, align 4, !dbg !1789
  %10 = fcmp oeq float %9, 0.000000e+00, !dbg !1790
  br i1 %10, label %19, label %11, !dbg !1791

11:                                               ; preds = %8
  %12 = load float, ptr %3, align 4, !dbg !1792
  %13 = fmul float 0x3CE0000000000000, %12, !dbg !1793
  %14 = load float, ptr %4, align 4, !dbg !1794
  %15 = fmul float 0x4630000000000000, %14, !dbg !1795
  %16 = fdiv float %13, %15, !dbg !1796
  %17 = call float @llvm.fabs.f32(float %16), !dbg !1797
  %18 = fcmp ogt float %17, 0x3E9FFFFFE0000000, !dbg !1798
  br i1 %18, label %19, label %21, !dbg !1799

19:                                               ; preds = %11, %8
  %20 = load float, ptr %3, align 4, !dbg !1800
  br label %25, !dbg !1799

21:                                               ; preds = %11, %2
  %22 = load float, ptr %3, align 4, !dbg !1801
  %23 = load float, ptr %4, align 4, !dbg !1802
  %24 = fdiv float %22, %23, !dbg !1803
  br label %25, !dbg !1799

25:                                               ; preds = %21, %19
  %26 = phi float [ %20, %19 ], [ %24, %21 ], !dbg !1799
  ret float %26, !dbg !1804
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @safe_add_func_float_f_f(float noundef %0, float noundef %1) #0 !dbg !1805 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1806, !DIExpression(), !1807)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1808, !DIExpression(), !1809)
  %5 = load float, ptr %3, align 4, !dbg !1810
  %6 = load float, ptr %4, align 4, !dbg !1811
  %7 = fmul float 5.000000e-01, %6, !dbg !1812
  %8 = call float @llvm.fmuladd.f32(float 5.000000e-01, float %5, float %7), !dbg !1813
  %9 = call float @llvm.fabs.f32(float %8), !dbg !1814
  %10 = fcmp ogt float %9, 0x47DFFFFFE0000000, !dbg !1815
  br i1 %10, label %11, label %13, !dbg !1816

11:                                               ; preds = %2
  %12 = load float, ptr %3, align 4, !dbg !1817
  br label %17, !dbg !1816

13:                                               ; preds = %2
  %14 = load float, ptr %3, align 4, !dbg !1818
  %15 = load float, ptr %4, align 4, !dbg !1819
  %16 = fadd float %14, %15, !dbg !1820
  br label %17, !dbg !1816

17:                                               ; preds = %13, %11
  %18 = phi float [ %12, %11 ], [ %16, %13 ], !dbg !1816
  ret float %18, !dbg !1821
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @safe_mul_func_float_f_f(float noundef %0, float noundef %1) #0 !dbg !1822 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1823, !DIExpression(), !1824)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1825, !DIExpression(), !1826)
  %5 = load float, ptr %3, align 4, !dbg !1827
  %6 = fmul float 0x39B0000000000000, %5, !dbg !1828
  %7 = load float, ptr %4, align 4, !dbg !1829
  %8 = fmul float 0x3E30000000000000, %7, !dbg !1830
  %9 = fmul float %6, %8, !dbg !1831
  %10 = call float @llvm.fabs.f32(float %9), !dbg !1832
  %11 = fcmp ogt float %10, 0x3FEFFFFFE0000000, !dbg !1833
  br i1 %11, label %12, label %14, !dbg !1834

12:                                               ; preds = %2
  %13 = load float, ptr %3, align 4, !dbg !1835
  br label %18, !dbg !1834

14:                                               ; preds = %2
  %15 = load float, ptr %3, align 4, !dbg !1836
  %16 = load float, ptr %4, align 4, !dbg !1837
  %17 = fmul float %15, %16, !dbg !1838
  br label %18, !dbg !1834

18:                                               ; preds = %14, %12
  %19 = phi float [ %13, %12 ], [ %17, %14 ], !dbg !1834
  ret float %19, !dbg !1839
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @safe_sub_func_float_f_f(float noundef %0, float noundef %1) #0 !dbg !1840 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1841, !DIExpression(), !1842)
  store float %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1843, !DIExpression(), !1844)
  %5 = load float, ptr %3, align 4, !dbg !1845
  %6 = load float, ptr %4, align 4, !dbg !1846
  %7 = fmul float 5.000000e-01, %6, !dbg !1847
  %8 = fneg float %7, !dbg !1848
  %9 = call float @llvm.fmuladd.f32(float 5.000000e-01, float %5, float %8), !dbg !1848
  %10 = call float @llvm.fabs.f32(float %9), !dbg !1849
  %11 = fcmp ogt float %10, 0x47DFFFFFE0000000, !dbg !1850
  br i1 %11, label %12, label %14, !dbg !1851

12:                                               ; preds = %2
  %13 = load float, ptr %3, align 4, !dbg !1852
  br label %18, !dbg !1851

14:                                               ; preds = %2
  %15 = load float, ptr %3, align 4, !dbg !1853
  %16 = load float, ptr %4, align 4, !dbg !1854
  %17 = fsub float %15, %16, !dbg !1855
  br label %18, !dbg !1851

18:                                               ; preds = %14, %12
  %19 = phi float [ %13, %12 ], [ %17, %14 ], !dbg !1851
  ret float %19, !dbg !1856
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_sub_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !1857 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1860, !DIExpression(), !1861)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1862, !DIExpression(), !1863)
  %5 = load i64, ptr %3, align 8, !dbg !1864
  %6 = load i64, ptr %4, align 8, !dbg !1865
  %7 = sub i64 %5, %6, !dbg !1866
  ret i64 %7, !dbg !1867
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext %0, i32 noundef %1) #0 !dbg !1868 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1871, !DIExpression(), !1872)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1873, !DIExpression(), !1874)
  %5 = load i8, ptr %3, align 1, !dbg !1875
  %6 = sext i8 %5 to i32, !dbg !1875
  %7 = icmp slt i32 %6, 0, !dbg !1876
  br i1 %7, label %20, label %8, !dbg !1877

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1878
  %10 = icmp slt i32 %9, 0, !dbg !1879
  br i1 %10, label %20, label %11, !dbg !1880

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !1881
  %13 = icmp sge i32 %12, 32, !dbg !1882
  br i1 %13, label %20, label %14, !dbg !1883

14:                                               ; preds = %11
  %15 = load i8, ptr %3, align 1, !dbg !1884
  %16 = sext i8 %15 to i32, !dbg !1884
  %17 = load i32, ptr %4, align 4, !dbg !1885
  %18 = ashr i32 127, %17, !dbg !1886
  %19 = icmp sgt i32 %16, %18, !dbg !1887
  br i1 %19, label %20, label %23, !dbg !1888

20:                                               ; preds = %14, %11, %8, %2
  %21 = load i8, ptr %3, align 1, !dbg !1889
  %22 = sext i8 %21 to i32, !dbg !1890
  br label %28, !dbg !1888

23:                                               ; preds = %14
  %24 = load i8, ptr %3, align 1, !dbg !1891
  %25 = sext i8 %24 to i32, !dbg !1891
  %26 = load i32, ptr %4, align 4, !dbg !1892
  %27 = shl i32 %25, %26, !dbg !1893
  br label %28, !dbg !1888

28:                                               ; preds = %23, %20
  %29 = phi i32 [ %22, %20 ], [ %27, %23 ], !dbg !1888
  %30 = trunc i32 %29 to i8, !dbg !1888
  ret i8 %30, !dbg !1894
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_div_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !1895 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1896, !DIExpression(), !1897)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1898, !DIExpression(), !1899)
  %5 = load i64, ptr %4, align 8, !dbg !1900
  %6 = icmp eq i64 %5, 0, !dbg !1901
  br i1 %6, label %13, label %7, !dbg !1902

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !1903
  %9 = icmp eq i64 %8, -9223372036854775808, !dbg !1904
  br i1 %9, label %10, label %15, !dbg !1905

10:                                               ; preds = %7
  %11 = load i64, ptr %4, align 8, !dbg !1906
  %12 = icmp eq i64 %11, -1, !dbg !1907
  br i1 %12, label %13, label %15, !dbg !1908

13:                                               ; preds = %10, %2
  %14 = load i64, ptr %3, align 8, !dbg !1909
  br label %19, !dbg !1908

15:                                               ; preds = %10, %7
  %16 = load i64, ptr %3, align 8, !dbg !1910
  %17 = load i64, ptr %4, align 8, !dbg !1911
  %18 = sdiv i64 %16, %17, !dbg !1912
  br label %19, !dbg !1908

19:                                               ; preds = %15, %13
  %20 = phi i64 [ %14, %13 ], [ %18, %15 ], !dbg !1908
  ret i64 %20, !dbg !1913
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_lshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !1914 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1917, !DIExpression(), !1918)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1919, !DIExpression(), !1920)
  %5 = load i32, ptr %4, align 4, !dbg !1921
  %6 = icmp uge i32 %5, 32, !dbg !1922
  br i1 %6, label %13, label %7, !dbg !1923

7:                                                ; preds = %2
  %8 = load i8, ptr %3, align 1, !dbg !1924
  %9 = zext i8 %8 to i32, !dbg !1924
  %10 = load i32, ptr %4, align 4, !dbg !1925
  %11 = ashr i32 255, %10, !dbg !1926
  %12 = icmp sgt i32 %9, %11, !dbg !1927
  br i1 %12, label %13, label %16, !dbg !1928

13:                                               ; preds = %7, %2
  %14 = load i8, ptr %3, align 1, !dbg !1929
  %15 = zext i8 %14 to i32, !dbg !1930
  br label %21, !dbg !1928

16:                                               ; preds = %7
  %17 = load i8, ptr %3, align 1, !dbg !1931
  %18 = zext i8 %17 to i32, !dbg !1931
  %19 = load i32, ptr %4, align 4, !dbg !1932
  %20 = shl i32 %18, %19, !dbg !1933
  br label %21, !dbg !1928

21:                                               ; preds = %16, %13
  %22 = phi i32 [ %15, %13 ], [ %20, %16 ], !dbg !1928
  %23 = trunc i32 %22 to i8, !dbg !1928
  ret i8 %23, !dbg !1934
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_rshift_func_int16_t_s_s(i16 noundef signext %0, i32 noundef %1) #0 !dbg !1935 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1938, !DIExpression(), !1939)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1940, !DIExpression(), !1941)
  %5 = load i16, ptr %3, align 2, !dbg !1942
  %6 = sext i16 %5 to i32, !dbg !1942
  %7 = icmp slt i32 %6, 0, !dbg !1943
  br i1 %7, label %14, label %8, !dbg !1944

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1945
  %10 = icmp slt i32 %9, 0, !dbg !1946
  br i1 %10, label %14, label %11, !dbg !1947

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !1948
  %13 = icmp sge i32 %12, 32, !dbg !1949
  br i1 %13, label %14, label %17, !dbg !1950

14:                                               ; preds = %11, %8, %2
  %15 = load i16, ptr %3, align 2, !dbg !1951
  %16 = sext i16 %15 to i32, !dbg !1952
  br label %22, !dbg !1950

17:                                               ; preds = %11
  %18 = load i16, ptr %3, align 2, !dbg !1953
  %19 = sext i16 %18 to i32, !dbg !1953
  %20 = load i32, ptr %4, align 4, !dbg !1954
  %21 = ashr i32 %19, %20, !dbg !1955
  br label %22, !dbg !1950

22:                                               ; preds = %17, %14
  %23 = phi i32 [ %16, %14 ], [ %21, %17 ], !dbg !1950
  %24 = trunc i32 %23 to i16, !dbg !1950
  ret i16 %24, !dbg !1956
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_div_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 !dbg !1957 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1960, !DIExpression(), !1961)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1962, !DIExpression(), !1963)
  %5 = load i32, ptr %4, align 4, !dbg !1964
  %6 = icmp eq i32 %5, 0, !dbg !1965
  br i1 %6, label %7, label %9, !dbg !1966

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !1967
  br label %13, !dbg !1966

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4, !dbg !1968
  %11 = load i32, ptr %4, align 4, !dbg !1969
  %12 = udiv i32 %10, %11, !dbg !1970
  br label %13, !dbg !1966

13:                                               ; preds = %9, %7
  %14 = phi i32 [ %8, %7 ], [ %12, %9 ], !dbg !1966
  ret i32 %14, !dbg !1971
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !1972 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1973, !DIExpression(), !1974)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1975, !DIExpression(), !1976)
  %5 = load i64, ptr %3, align 8, !dbg !1977
  %6 = icmp sgt i64 %5, 0, !dbg !1978
  br i1 %6, label %7, label %15, !dbg !1979

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8, !dbg !1980
  %9 = icmp sgt i64 %8, 0, !dbg !1981
  br i1 %9, label %10, label %15, !dbg !1982

10:                                               ; preds = %7
  %11 = load i64, ptr %3, align 8, !dbg !1983
  %12 = load i64, ptr %4, align 8, !dbg !1984
  %13 = sub nsw i64 9223372036854775807, %12, !dbg !1985
  %14 = icmp sgt i64 %11, %13, !dbg !1986
  br i1 %14, label %26, label %15, !dbg !1987

15:                                               ; preds = %10, %7, %2
  %16 = load i64, ptr %3, align 8, !dbg !1988
  %17 = icmp slt i64 %16, 0, !dbg !1989
  br i1 %17, label %18, label %28, !dbg !1990

18:                                               ; preds = %15
  %19 = load i64, ptr %4, align 8, !dbg !1991
  %20 = icmp slt i64 %19, 0, !dbg !1992
  br i1 %20, label %21, label %28, !dbg !1993

21:                                               ; preds = %18
  %22 = load i64, ptr %3, align 8, !dbg !1994
  %23 = load i64, ptr %4, align 8, !dbg !1995
  %24 = sub nsw i64 -9223372036854775808, %23, !dbg !1996
  %25 = icmp slt i64 %22, %24, !dbg !1997
  br i1 %25, label %26, label %28, !dbg !1998

26:                                               ; preds = %21, %10
  %27 = load i64, ptr %3, align 8, !dbg !1999
  br label %32, !dbg !1998

28:                                               ; preds = %21, %18, %15
  %29 = load i64, ptr %3, align 8, !dbg !2000
  %30 = load i64, ptr %4, align 8, !dbg !2001
  %31 = add nsw i64 %29, %30, !dbg !2002
  br label %32, !dbg !1998

32:                                               ; preds = %28, %26
  %33 = phi i64 [ %27, %26 ], [ %31, %28 ], !dbg !1998
  ret i64 %33, !dbg !2003
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !2004 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2007, !DIExpression(), !2008)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !2009, !DIExpression(), !2010)
  %5 = load i16, ptr %3, align 2, !dbg !2011
  %6 = sext i16 %5 to i32, !dbg !2011
  %7 = load i16, ptr %4, align 2, !dbg !2012
  %8 = sext i16 %7 to i32, !dbg !2012
  %9 = mul nsw i32 %6, %8, !dbg !2013
  %10 = trunc i32 %9 to i16, !dbg !2011
  ret i16 %10, !dbg !2014
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_add_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !2015 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !2018, !DIExpression(), !2019)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2020, !DIExpression(), !2021)
  %5 = load i32, ptr %3, align 4, !dbg !2022
  %6 = icmp sgt i32 %5, 0, !dbg !2023
  br i1 %6, label %7, label %15, !dbg !2024

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !2025
  %9 = icmp sgt i32 %8, 0, !dbg !2026
  br i1 %9, label %10, label %15, !dbg !2027

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4, !dbg !2028
  %12 = load i32, ptr %4, align 4, !dbg !2029
  %13 = sub nsw i32 2147483647, %12, !dbg !2030
  %14 = icmp sgt i32 %11, %13, !dbg !2031
  br i1 %14, label %26, label %15, !dbg !2032

15:                                               ; preds = %10, %7, %2
  %16 = load i32, ptr %3, align 4, !dbg !2033
  %17 = icmp slt i32 %16, 0, !dbg !2034
  br i1 %17, label %18, label %28, !dbg !2035

18:                                               ; preds = %15
  %19 = load i32, ptr %4, align 4, !dbg !2036
  %20 = icmp slt i32 %19, 0, !dbg !2037
  br i1 %20, label %21, label %28, !dbg !2038

21:                                               ; preds = %18
  %22 = load i32, ptr %3, align 4, !dbg !2039
  %23 = load i32, ptr %4, align 4, !dbg !2040
  %24 = sub nsw i32 -2147483648, %23, !dbg !2041
  %25 = icmp slt i32 %22, %24, !dbg !2042
  br i1 %25, label %26, label %28, !dbg !2043

26:                                               ; preds = %21, %10
  %27 = load i32, ptr %3, align 4, !dbg !2044
  br label %32, !dbg !2043

28:                                               ; preds = %21, %18, %15
  %29 = load i32, ptr %3, align 4, !dbg !2045
  %30 = load i32, ptr %4, align 4, !dbg !2046
  %31 = add nsw i32 %29, %30, !dbg !2047
  br label %32, !dbg !2043

32:                                               ; preds = %28, %26
  %33 = phi i32 [ %27, %26 ], [ %31, %28 ], !dbg !2043
  ret i32 %33, !dbg !2048
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_div_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !2049 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !2050, !DIExpression(), !2051)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2052, !DIExpression(), !2053)
  %5 = load i32, ptr %4, align 4, !dbg !2054
  %6 = icmp eq i32 %5, 0, !dbg !2055
  br i1 %6, label %13, label %7, !dbg !2056

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !2057
  %9 = icmp eq i32 %8, -2147483648, !dbg !2058
  br i1 %9, label %10, label %15, !dbg !2059

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4, !dbg !2060
  %12 = icmp eq i32 %11, -1, !dbg !2061
  br i1 %12, label %13, label %15, !dbg !2062

13:                                               ; preds = %10, %2
  %14 = load i32, ptr %3, align 4, !dbg !2063
  br label %19, !dbg !2062

15:                                               ; preds = %10, %7
  %16 = load i32, ptr %3, align 4, !dbg !2064
  %17 = load i32, ptr %4, align 4, !dbg !2065
  %18 = sdiv i32 %16, %17, !dbg !2066
  br label %19, !dbg !2062

19:                                               ; preds = %15, %13
  %20 = phi i32 [ %14, %13 ], [ %18, %15 ], !dbg !2062
  ret i32 %20, !dbg !2067
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %0, i32 noundef %1) #0 !dbg !2068 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2069, !DIExpression(), !2070)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2071, !DIExpression(), !2072)
  %5 = load i16, ptr %3, align 2, !dbg !2073
  %6 = sext i16 %5 to i32, !dbg !2073
  %7 = icmp slt i32 %6, 0, !dbg !2074
  br i1 %7, label %20, label %8, !dbg !2075

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !2076
  %10 = icmp slt i32 %9, 0, !dbg !2077
  br i1 %10, label %20, label %11, !dbg !2078

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !2079
  %13 = icmp sge i32 %12, 32, !dbg !2080
  br i1 %13, label %20, label %14, !dbg !2081

14:                                               ; preds = %11
  %15 = load i16, ptr %3, align 2, !dbg !2082
  %16 = sext i16 %15 to i32, !dbg !2082
  %17 = load i32, ptr %4, align 4, !dbg !2083
  %18 = ashr i32 32767, %17, !dbg !2084
  %19 = icmp sgt i32 %16, %18, !dbg !2085
  br i1 %19, label %20, label %23, !dbg !2086

20:                                               ; preds = %14, %11, %8, %2
  %21 = load i16, ptr %3, align 2, !dbg !2087
  %22 = sext i16 %21 to i32, !dbg !2088
  br label %28, !dbg !2086

23:                                               ; preds = %14
  %24 = load i16, ptr %3, align 2, !dbg !2089
  %25 = sext i16 %24 to i32, !dbg !2089
  %26 = load i32, ptr %4, align 4, !dbg !2090
  %27 = shl i32 %25, %26, !dbg !2091
  br label %28, !dbg !2086

28:                                               ; preds = %23, %20
  %29 = phi i32 [ %22, %20 ], [ %27, %23 ], !dbg !2086
  %30 = trunc i32 %29 to i16, !dbg !2086
  ret i16 %30, !dbg !2092
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_mod_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !2093 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !2094, !DIExpression(), !2095)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2096, !DIExpression(), !2097)
  %5 = load i32, ptr %4, align 4, !dbg !2098
  %6 = icmp eq i32 %5, 0, !dbg !2099
  br i1 %6, label %13, label %7, !dbg !2100

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !2101
  %9 = icmp eq i32 %8, -2147483648, !dbg !2102
  br i1 %9, label %10, label %15, !dbg !2103

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4, !dbg !2104
  %12 = icmp eq i32 %11, -1, !dbg !2105
  br i1 %12, label %13, label %15, !dbg !2106

13:                                               ; preds = %10, %2
  %14 = load i32, ptr %3, align 4, !dbg !2107
  br label %19, !dbg !2106

15:                                               ; preds = %10, %7
  %16 = load i32, ptr %3, align 4, !dbg !2108
  %17 = load i32, ptr %4, align 4, !dbg !2109
  %18 = srem i32 %16, %17, !dbg !2110
  br label %19, !dbg !2106

19:                                               ; preds = %15, %13
  %20 = phi i32 [ %14, %13 ], [ %18, %15 ], !dbg !2106
  ret i32 %20, !dbg !2111
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !2112 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2113, !DIExpression(), !2114)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !2115, !DIExpression(), !2116)
  %5 = load i16, ptr %3, align 2, !dbg !2117
  %6 = sext i16 %5 to i32, !dbg !2117
  %7 = load i16, ptr %4, align 2, !dbg !2118
  %8 = sext i16 %7 to i32, !dbg !2118
  %9 = sub nsw i32 %6, %8, !dbg !2119
  %10 = trunc i32 %9 to i16, !dbg !2120
  ret i16 %10, !dbg !2121
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_unary_minus_func_uint64_t_u(i64 noundef %0) #0 !dbg !2122 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2125, !DIExpression(), !2126)
  %3 = load i64, ptr %2, align 8, !dbg !2127
  %4 = sub i64 0, %3, !dbg !2128
  ret i64 %4, !dbg !2129
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !2130 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2133, !DIExpression(), !2134)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2135, !DIExpression(), !2136)
  %5 = load i32, ptr %4, align 4, !dbg !2137
  %6 = icmp slt i32 %5, 0, !dbg !2138
  br i1 %6, label %10, label %7, !dbg !2139

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !2140
  %9 = icmp sge i32 %8, 32, !dbg !2141
  br i1 %9, label %10, label %13, !dbg !2142

10:                                               ; preds = %7, %2
  %11 = load i16, ptr %3, align 2, !dbg !2143
  %12 = zext i16 %11 to i32, !dbg !2144
  br label %18, !dbg !2142

13:                                               ; preds = %7
  %14 = load i16, ptr %3, align 2, !dbg !2145
  %15 = zext i16 %14 to i32, !dbg !2145
  %16 = load i32, ptr %4, align 4, !dbg !2146
  %17 = ashr i32 %15, %16, !dbg !2147
  br label %18, !dbg !2142

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %17, %13 ], !dbg !2142
  %20 = trunc i32 %19 to i16, !dbg !2142
  ret i16 %20, !dbg !2148
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_sub_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !2149 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2150, !DIExpression(), !2151)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !2152, !DIExpression(), !2153)
  %5 = load i8, ptr %3, align 1, !dbg !2154
  %6 = zext i8 %5 to i32, !dbg !2154
  %7 = load i8, ptr %4, align 1, !dbg !2155
  %8 = zext i8 %7 to i32, !dbg !2155
  %9 = sub nsw i32 %6, %8, !dbg !2156
  %10 = trunc i32 %9 to i8, !dbg !2154
  ret i8 %10, !dbg !2157
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !2158 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2159, !DIExpression(), !2160)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !2161, !DIExpression(), !2162)
  %5 = load i8, ptr %3, align 1, !dbg !2163
  %6 = zext i8 %5 to i32, !dbg !2164
  %7 = load i8, ptr %4, align 1, !dbg !2165
  %8 = zext i8 %7 to i32, !dbg !2166
  %9 = mul i32 %6, %8, !dbg !2167
  %10 = trunc i32 %9 to i8, !dbg !2168
  ret i8 %10, !dbg !2169
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !2170 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2171, !DIExpression(), !2172)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !2173, !DIExpression(), !2174)
  %5 = load i8, ptr %3, align 1, !dbg !2175
  %6 = sext i8 %5 to i32, !dbg !2175
  %7 = load i8, ptr %4, align 1, !dbg !2176
  %8 = sext i8 %7 to i32, !dbg !2176
  %9 = add nsw i32 %6, %8, !dbg !2177
  %10 = trunc i32 %9 to i8, !dbg !2178
  ret i8 %10, !dbg !2179
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %0, i32 noundef %1) #0 !dbg !2180 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2183, !DIExpression(), !2184)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2185, !DIExpression(), !2186)
  %5 = load i16, ptr %3, align 2, !dbg !2187
  %6 = sext i16 %5 to i32, !dbg !2187
  %7 = icmp slt i32 %6, 0, !dbg !2188
  br i1 %7, label %17, label %8, !dbg !2189

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !2190
  %10 = icmp uge i32 %9, 32, !dbg !2191
  br i1 %10, label %17, label %11, !dbg !2192

11:                                               ; preds = %8
  %12 = load i16, ptr %3, align 2, !dbg !2193
  %13 = sext i16 %12 to i32, !dbg !2193
  %14 = load i32, ptr %4, align 4, !dbg !2194
  %15 = ashr i32 32767, %14, !dbg !2195
  %16 = icmp sgt i32 %13, %15, !dbg !2196
  br i1 %16, label %17, label %20, !dbg !2197

17:                                               ; preds = %11, %8, %2
  %18 = load i16, ptr %3, align 2, !dbg !2198
  %19 = sext i16 %18 to i32, !dbg !2199
  br label %25, !dbg !2197

20:                                               ; preds = %11
  %21 = load i16, ptr %3, align 2, !dbg !2200
  %22 = sext i16 %21 to i32, !dbg !2200
  %23 = load i32, ptr %4, align 4, !dbg !2201
  %24 = shl i32 %22, %23, !dbg !2202
  br label %25, !dbg !2197

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ], !dbg !2197
  %27 = trunc i32 %26 to i16, !dbg !2197
  ret i16 %27, !dbg !2203
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_unary_minus_func_int16_t_s(i16 noundef signext %0) #0 !dbg !2204 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
    #dbg_declare(ptr %2, !2207, !DIExpression(), !2208)
  %3 = load i16, ptr %2, align 2, !dbg !2209
  %4 = sext i16 %3 to i32, !dbg !2209
  %5 = sub nsw i32 0, %4, !dbg !2210
  %6 = trunc i32 %5 to i16, !dbg !2210
  ret i16 %6, !dbg !2211
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !2212 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2213, !DIExpression(), !2214)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2215, !DIExpression(), !2216)
  %5 = load i32, ptr %4, align 4, !dbg !2217
  %6 = icmp uge i32 %5, 32, !dbg !2218
  br i1 %6, label %7, label %10, !dbg !2219

7:                                                ; preds = %2
  %8 = load i8, ptr %3, align 1, !dbg !2220
  %9 = zext i8 %8 to i32, !dbg !2221
  br label %15, !dbg !2219

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1, !dbg !2222
  %12 = zext i8 %11 to i32, !dbg !2222
  %13 = load i32, ptr %4, align 4, !dbg !2223
  %14 = ashr i32 %12, %13, !dbg !2224
  br label %15, !dbg !2219

15:                                               ; preds = %10, %7
  %16 = phi i32 [ %9, %7 ], [ %14, %10 ], !dbg !2219
  %17 = trunc i32 %16 to i8, !dbg !2219
  ret i8 %17, !dbg !2225
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_mod_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !2226 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2227, !DIExpression(), !2228)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2229, !DIExpression(), !2230)
  %5 = load i64, ptr %4, align 8, !dbg !2231
  %6 = icmp eq i64 %5, 0, !dbg !2232
  br i1 %6, label %7, label %9, !dbg !2233

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !2234
  br label %13, !dbg !2233

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8, !dbg !2235
  %11 = load i64, ptr %4, align 8, !dbg !2236
  %12 = urem i64 %10, %11, !dbg !2237
  br label %13, !dbg !2233

13:                                               ; preds = %9, %7
  %14 = phi i64 [ %8, %7 ], [ %12, %9 ], !dbg !2233
  ret i64 %14, !dbg !2238
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !2239 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2242, !DIExpression(), !2243)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !2244, !DIExpression(), !2245)
  %5 = load i16, ptr %3, align 2, !dbg !2246
  %6 = zext i16 %5 to i32, !dbg !2246
  %7 = load i16, ptr %4, align 2, !dbg !2247
  %8 = zext i16 %7 to i32, !dbg !2247
  %9 = sub nsw i32 %6, %8, !dbg !2248
  %10 = trunc i32 %9 to i16, !dbg !2246
  ret i16 %10, !dbg !2249
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !2250 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2253, !DIExpression(), !2254)
  %3 = load i64, ptr %2, align 8, !dbg !2255
  %4 = lshr i64 %3, 0, !dbg !2256
  %5 = and i64 %4, 255, !dbg !2257
  %6 = trunc i64 %5 to i8, !dbg !2258
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !2259
  %7 = load i64, ptr %2, align 8, !dbg !2260
  %8 = lshr i64 %7, 8, !dbg !2261
  %9 = and i64 %8, 255, !dbg !2262
  %10 = trunc i64 %9 to i8, !dbg !2263
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !2264
  %11 = load i64, ptr %2, align 8, !dbg !2265
  %12 = lshr i64 %11, 16, !dbg !2266
  %13 = and i64 %12, 255, !dbg !2267
  %14 = trunc i64 %13 to i8, !dbg !2268
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !2269
  %15 = load i64, ptr %2, align 8, !dbg !2270
  %16 = lshr i64 %15, 24, !dbg !2271
  %17 = and i64 %16, 255, !dbg !2272
  %18 = trunc i64 %17 to i8, !dbg !2273
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !2274
  %19 = load i64, ptr %2, align 8, !dbg !2275
  %20 = lshr i64 %19, 32, !dbg !2276
  %21 = and i64 %20, 255, !dbg !2277
  %22 = trunc i64 %21 to i8, !dbg !2278
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !2279
  %23 = load i64, ptr %2, align 8, !dbg !2280
  %24 = lshr i64 %23, 40, !dbg !2281
  %25 = and i64 %24, 255, !dbg !2282
  %26 = trunc i64 %25 to i8, !dbg !2283
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !2284
  %27 = load i64, ptr %2, align 8, !dbg !2285
  %28 = lshr i64 %27, 48, !dbg !2286
  %29 = and i64 %28, 255, !dbg !2287
  %30 = trunc i64 %29 to i8, !dbg !2288
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !2289
  %31 = load i64, ptr %2, align 8, !dbg !2290
  %32 = lshr i64 %31, 56, !dbg !2291
  %33 = and i64 %32, 255, !dbg !2292
  %34 = trunc i64 %33 to i8, !dbg !2293
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !2294
  ret void, !dbg !2295
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !2296 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !2299, !DIExpression(), !2300)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !2301
  %4 = lshr i32 %3, 8, !dbg !2302
  %5 = and i32 %4, 16777215, !dbg !2303
  %6 = load i32, ptr @crc32_context, align 4, !dbg !2304
  %7 = load i8, ptr %2, align 1, !dbg !2305
  %8 = zext i8 %7 to i32, !dbg !2305
  %9 = xor i32 %6, %8, !dbg !2306
  %10 = and i32 %9, 255, !dbg !2307
  %11 = zext i32 %10 to i64, !dbg !2308
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !2308
  %13 = load i32, ptr %12, align 4, !dbg !2308
  %14 = xor i32 %5, %13, !dbg !2309
  store i32 %14, ptr @crc32_context, align 4, !dbg !2310
  ret void, !dbg !2311
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!277, !278, !279, !280, !281, !282, !283}
!llvm.ident = !{!284}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 356, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_1010.c", directory: ".", checksumkind: CSK_MD5, checksum: "ac835e764353d1ae51d9802ffde2c86e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_6", scope: !9, file: !2, line: 39, type: !275, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !14, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!14 = !{!0, !15, !20, !25, !30, !32, !34, !39, !41, !43, !45, !47, !49, !51, !53, !55, !57, !59, !61, !63, !65, !67, !69, !71, !73, !75, !77, !79, !81, !83, !85, !90, !95, !97, !99, !101, !103, !105, !107, !109, !111, !113, !115, !117, !119, !129, !136, !140, !149, !153, !155, !188, !190, !193, !195, !199, !7, !204, !206, !208, !210, !212, !216, !218, !220, !222, !225, !230, !240, !242, !246, !248, !250, !252, !254, !256, !258, !260, !262, !265, !267, !273}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 362, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 7)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 363, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 14)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 366, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 5)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 367, type: !27, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 368, type: !27, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 369, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 8)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 370, type: !36, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 371, type: !36, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 372, type: !36, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 373, type: !36, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 374, type: !36, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 375, type: !36, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 376, type: !36, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 377, type: !36, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 378, type: !36, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 381, type: !36, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 385, type: !27, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 386, type: !27, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 387, type: !36, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 388, type: !36, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 389, type: !36, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 390, type: !36, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 391, type: !36, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 392, type: !36, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 393, type: !36, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 394, type: !36, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 395, type: !36, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 396, type: !36, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 397, type: !27, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 398, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 6)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 399, type: !92, isLocal: true, isDefinition: true)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 9)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 400, type: !87, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 403, type: !92, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 407, type: !87, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 408, type: !87, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 409, type: !87, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !2, line: 410, type: !87, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 411, type: !87, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 412, type: !92, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 413, type: !87, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !2, line: 414, type: !92, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !2, line: 415, type: !92, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !2, line: 416, type: !87, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !121, line: 47, type: !122, isLocal: true, isDefinition: true)
!121 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 8192, elements: !127)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !124, line: 26, baseType: !125)
!124 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !126, line: 42, baseType: !13)
!126 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!127 = !{!128}
!128 = !DISubrange(count: 256)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(name: "g_255", scope: !9, file: !2, line: 72, type: !131, isLocal: true, isDefinition: true)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !134, line: 26, baseType: !135)
!134 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !126, line: 41, baseType: !12)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(name: "g_105", scope: !9, file: !2, line: 56, type: !138, isLocal: true, isDefinition: true)
!138 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !139)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(name: "g_102", scope: !9, file: !2, line: 53, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !143, size: 512, elements: !37)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !124, line: 25, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !126, line: 40, baseType: !148)
!148 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(name: "g_249", scope: !9, file: !2, line: 71, type: !151, isLocal: true, isDefinition: true)
!151 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(name: "g_250", scope: !9, file: !2, line: 70, type: !139, isLocal: true, isDefinition: true)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(name: "g_70", scope: !9, file: !2, line: 49, type: !157, isLocal: true, isDefinition: true)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !158, size: 320, elements: !28)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 18, size: 448, elements: !161)
!161 = !{!162, !163, !164, !165, !167, !171, !175, !178, !183, !184}
!162 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !160, file: !2, line: 19, baseType: !132, size: 32)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !160, file: !2, line: 20, baseType: !133, size: 32, offset: 32)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !160, file: !2, line: 21, baseType: !146, size: 16, offset: 64)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !160, file: !2, line: 22, baseType: !166, size: 32, offset: 96)
!166 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !123)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !160, file: !2, line: 23, baseType: !168, size: 8, offset: 128)
!168 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !134, line: 24, baseType: !169)
!169 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !126, line: 37, baseType: !170)
!170 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !160, file: !2, line: 24, baseType: !172, size: 64, offset: 192)
!172 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !124, line: 27, baseType: !173)
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !126, line: 45, baseType: !174)
!174 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !160, file: !2, line: 25, baseType: !176, size: 32, offset: 256)
!176 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !177)
!177 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !160, file: !2, line: 26, baseType: !179, size: 64, offset: 320)
!179 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !180)
!180 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !134, line: 27, baseType: !181)
!181 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !126, line: 44, baseType: !182)
!182 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "f8", scope: !160, file: !2, line: 27, baseType: !133, size: 32, offset: 384)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "f9", scope: !160, file: !2, line: 28, baseType: !185, size: 8, offset: 416)
!185 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !124, line: 24, baseType: !186)
!186 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !126, line: 38, baseType: !187)
!187 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(name: "g_71", scope: !9, file: !2, line: 48, type: !159, isLocal: true, isDefinition: true)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(name: "g_99", scope: !9, file: !2, line: 52, type: !192, isLocal: true, isDefinition: true)
!192 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !143)
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression())
!194 = distinct !DIGlobalVariable(name: "g_100", scope: !9, file: !2, line: 51, type: !144, isLocal: true, isDefinition: true)
!195 = !DIGlobalVariableExpression(var: !196, expr: !DIExpression())
!196 = distinct !DIGlobalVariable(name: "g_101", scope: !9, file: !2, line: 54, type: !197, isLocal: true, isDefinition: true)
!197 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !198)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!199 = !DIGlobalVariableExpression(var: !200, expr: !DIExpression())
!200 = distinct !DIGlobalVariable(scope: null, file: !121, line: 114, type: !201, isLocal: true, isDefinition: true)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !202)
!202 = !{!203}
!203 = !DISubrange(count: 36)
!204 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression())
!205 = distinct !DIGlobalVariable(name: "g_16", scope: !9, file: !2, line: 40, type: !177, isLocal: true, isDefinition: true)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(name: "g_20", scope: !9, file: !2, line: 41, type: !133, isLocal: true, isDefinition: true)
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression())
!209 = distinct !DIGlobalVariable(name: "g_23", scope: !9, file: !2, line: 42, type: !168, isLocal: true, isDefinition: true)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(name: "g_32", scope: !9, file: !2, line: 43, type: !160, isLocal: true, isDefinition: true)
!212 = !DIGlobalVariableExpression(var: !213, expr: !DIExpression())
!213 = distinct !DIGlobalVariable(name: "g_45", scope: !9, file: !2, line: 44, type: !214, isLocal: true, isDefinition: true)
!214 = !DICompositeType(tag: DW_TAG_array_type, baseType: !215, size: 40, elements: !28)
!215 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !185)
!216 = !DIGlobalVariableExpression(var: !217, expr: !DIExpression())
!217 = distinct !DIGlobalVariable(name: "g_57", scope: !9, file: !2, line: 45, type: !185, isLocal: true, isDefinition: true)
!218 = !DIGlobalVariableExpression(var: !219, expr: !DIExpression())
!219 = distinct !DIGlobalVariable(name: "g_63", scope: !9, file: !2, line: 46, type: !146, isLocal: true, isDefinition: true)
!220 = !DIGlobalVariableExpression(var: !221, expr: !DIExpression())
!221 = distinct !DIGlobalVariable(name: "g_68", scope: !9, file: !2, line: 47, type: !160, isLocal: true, isDefinition: true)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(name: "g_84", scope: !9, file: !2, line: 50, type: !224, isLocal: true, isDefinition: true)
!224 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !172)
!225 = !DIGlobalVariableExpression(var: !226, expr: !DIExpression())
!226 = distinct !DIGlobalVariable(name: "g_104", scope: !9, file: !2, line: 55, type: !227, isLocal: true, isDefinition: true)
!227 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !134, line: 25, baseType: !228)
!228 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !126, line: 39, baseType: !229)
!229 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!230 = !DIGlobalVariableExpression(var: !231, expr: !DIExpression())
!231 = distinct !DIGlobalVariable(name: "g_117", scope: !9, file: !2, line: 57, type: !232, isLocal: true, isDefinition: true)
!232 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !233)
!233 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U1", file: !2, line: 31, size: 448, elements: !234)
!234 = !{!235, !236, !237, !238}
!235 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !233, file: !2, line: 32, baseType: !227, size: 16)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !233, file: !2, line: 33, baseType: !160, size: 448)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !233, file: !2, line: 34, baseType: !172, size: 64)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !233, file: !2, line: 35, baseType: !239, size: 32)
!239 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !133)
!240 = !DIGlobalVariableExpression(var: !241, expr: !DIExpression())
!241 = distinct !DIGlobalVariable(name: "g_156", scope: !9, file: !2, line: 58, type: !146, isLocal: true, isDefinition: true)
!242 = !DIGlobalVariableExpression(var: !243, expr: !DIExpression())
!243 = distinct !DIGlobalVariable(name: "g_160", scope: !9, file: !2, line: 59, type: !244, isLocal: true, isDefinition: true)
!244 = !DICompositeType(tag: DW_TAG_array_type, baseType: !245, size: 48, elements: !88)
!245 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !168)
!246 = !DIGlobalVariableExpression(var: !247, expr: !DIExpression())
!247 = distinct !DIGlobalVariable(name: "g_161", scope: !9, file: !2, line: 60, type: !245, isLocal: true, isDefinition: true)
!248 = !DIGlobalVariableExpression(var: !249, expr: !DIExpression())
!249 = distinct !DIGlobalVariable(name: "g_162", scope: !9, file: !2, line: 61, type: !133, isLocal: true, isDefinition: true)
!250 = !DIGlobalVariableExpression(var: !251, expr: !DIExpression())
!251 = distinct !DIGlobalVariable(name: "g_163", scope: !9, file: !2, line: 62, type: !123, isLocal: true, isDefinition: true)
!252 = !DIGlobalVariableExpression(var: !253, expr: !DIExpression())
!253 = distinct !DIGlobalVariable(name: "g_180", scope: !9, file: !2, line: 63, type: !177, isLocal: true, isDefinition: true)
!254 = !DIGlobalVariableExpression(var: !255, expr: !DIExpression())
!255 = distinct !DIGlobalVariable(name: "g_183", scope: !9, file: !2, line: 64, type: !227, isLocal: true, isDefinition: true)
!256 = !DIGlobalVariableExpression(var: !257, expr: !DIExpression())
!257 = distinct !DIGlobalVariable(name: "g_195", scope: !9, file: !2, line: 65, type: !232, isLocal: true, isDefinition: true)
!258 = !DIGlobalVariableExpression(var: !259, expr: !DIExpression())
!259 = distinct !DIGlobalVariable(name: "g_217", scope: !9, file: !2, line: 66, type: !146, isLocal: true, isDefinition: true)
!260 = !DIGlobalVariableExpression(var: !261, expr: !DIExpression())
!261 = distinct !DIGlobalVariable(name: "g_221", scope: !9, file: !2, line: 67, type: !232, isLocal: true, isDefinition: true)
!262 = !DIGlobalVariableExpression(var: !263, expr: !DIExpression())
!263 = distinct !DIGlobalVariable(name: "g_222", scope: !9, file: !2, line: 68, type: !264, isLocal: true, isDefinition: true)
!264 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !233)
!265 = !DIGlobalVariableExpression(var: !266, expr: !DIExpression())
!266 = distinct !DIGlobalVariable(name: "g_233", scope: !9, file: !2, line: 69, type: !123, isLocal: true, isDefinition: true)
!267 = !DIGlobalVariableExpression(var: !268, expr: !DIExpression())
!268 = distinct !DIGlobalVariable(scope: null, file: !269, line: 56, type: !270, isLocal: true, isDefinition: true)
!269 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!270 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !271)
!271 = !{!272}
!272 = !DISubrange(count: 15)
!273 = !DIGlobalVariableExpression(var: !274, expr: !DIExpression())
!274 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !121, line: 48, type: !123, isLocal: true, isDefinition: true)
!275 = !DICompositeType(tag: DW_TAG_array_type, baseType: !276, size: 576, elements: !93)
!276 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !180)
!277 = !{i32 7, !"Dwarf Version", i32 5}
!278 = !{i32 2, !"Debug Info Version", i32 3}
!279 = !{i32 1, !"wchar_size", i32 4}
!280 = !{i32 8, !"PIC Level", i32 2}
!281 = !{i32 7, !"PIE Level", i32 2}
!282 = !{i32 7, !"uwtable", i32 2}
!283 = !{i32 7, !"frame-pointer", i32 2}
!284 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!285 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 352, type: !286, scopeLine: 353, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !290)
!286 = !DISubroutineType(types: !287)
!287 = !{!12, !12, !288}
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !289, size: 64)
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!290 = !{}
!291 = !DILocalVariable(name: "argc", arg: 1, scope: !285, file: !2, line: 352, type: !12)
!292 = !DILocation(line: 352, column: 15, scope: !285)
!293 = !DILocalVariable(name: "argv", arg: 2, scope: !285, file: !2, line: 352, type: !288)
!294 = !DILocation(line: 352, column: 27, scope: !285)
!295 = !DILocalVariable(name: "i", scope: !285, file: !2, line: 354, type: !12)
!296 = !DILocation(line: 354, column: 9, scope: !285)
!297 = !DILocalVariable(name: "j", scope: !285, file: !2, line: 354, type: !12)
!298 = !DILocation(line: 354, column: 12, scope: !285)
!299 = !DILocalVariable(name: "k", scope: !285, file: !2, line: 354, type: !12)
!300 = !DILocation(line: 354, column: 15, scope: !285)
!301 = !DILocalVariable(name: "print_hash_value", scope: !285, file: !2, line: 355, type: !12)
!302 = !DILocation(line: 355, column: 9, scope: !285)
!303 = !DILocation(line: 356, column: 9, scope: !304)
!304 = distinct !DILexicalBlock(scope: !285, file: !2, line: 356, column: 9)
!305 = !DILocation(line: 356, column: 14, scope: !304)
!306 = !DILocation(line: 356, column: 19, scope: !304)
!307 = !DILocation(line: 356, column: 29, scope: !304)
!308 = !DILocation(line: 356, column: 22, scope: !304)
!309 = !DILocation(line: 356, column: 43, scope: !304)
!310 = !DILocation(line: 356, column: 9, scope: !285)
!311 = !DILocation(line: 356, column: 66, scope: !304)
!312 = !DILocation(line: 356, column: 49, scope: !304)
!313 = !DILocation(line: 357, column: 5, scope: !285)
!314 = !DILocation(line: 358, column: 5, scope: !285)
!315 = !DILocation(line: 359, column: 5, scope: !285)
!316 = !DILocation(line: 360, column: 12, scope: !317)
!317 = distinct !DILexicalBlock(scope: !285, file: !2, line: 360, column: 5)
!318 = !DILocation(line: 360, column: 10, scope: !317)
!319 = !DILocation(line: 360, column: 17, scope: !320)
!320 = distinct !DILexicalBlock(scope: !317, file: !2, line: 360, column: 5)
!321 = !DILocation(line: 360, column: 19, scope: !320)
!322 = !DILocation(line: 360, column: 5, scope: !317)
!323 = !DILocation(line: 362, column: 29, scope: !324)
!324 = distinct !DILexicalBlock(scope: !320, file: !2, line: 361, column: 5)
!325 = !DILocation(line: 362, column: 25, scope: !324)
!326 = !DILocation(line: 362, column: 43, scope: !324)
!327 = !DILocation(line: 362, column: 9, scope: !324)
!328 = !DILocation(line: 363, column: 13, scope: !329)
!329 = distinct !DILexicalBlock(scope: !324, file: !2, line: 363, column: 13)
!330 = !DILocation(line: 363, column: 13, scope: !324)
!331 = !DILocation(line: 363, column: 56, scope: !329)
!332 = !DILocation(line: 363, column: 31, scope: !329)
!333 = !DILocation(line: 365, column: 5, scope: !324)
!334 = !DILocation(line: 360, column: 25, scope: !320)
!335 = !DILocation(line: 360, column: 5, scope: !320)
!336 = distinct !{!336, !322, !337, !338}
!337 = !DILocation(line: 365, column: 5, scope: !317)
!338 = !{!"llvm.loop.mustprogress"}
!339 = !DILocation(line: 366, column: 57, scope: !285)
!340 = !DILocation(line: 366, column: 5, scope: !285)
!341 = !DILocation(line: 367, column: 21, scope: !285)
!342 = !DILocation(line: 367, column: 35, scope: !285)
!343 = !DILocation(line: 367, column: 5, scope: !285)
!344 = !DILocation(line: 368, column: 21, scope: !285)
!345 = !DILocation(line: 368, column: 35, scope: !285)
!346 = !DILocation(line: 368, column: 5, scope: !285)
!347 = !DILocation(line: 369, column: 26, scope: !285)
!348 = !DILocation(line: 369, column: 21, scope: !285)
!349 = !DILocation(line: 369, column: 41, scope: !285)
!350 = !DILocation(line: 369, column: 5, scope: !285)
!351 = !DILocation(line: 370, column: 26, scope: !285)
!352 = !DILocation(line: 370, column: 21, scope: !285)
!353 = !DILocation(line: 370, column: 41, scope: !285)
!354 = !DILocation(line: 370, column: 5, scope: !285)
!355 = !DILocation(line: 371, column: 26, scope: !285)
!356 = !DILocation(line: 371, column: 21, scope: !285)
!357 = !DILocation(line: 371, column: 41, scope: !285)
!358 = !DILocation(line: 371, column: 5, scope: !285)
!359 = !DILocation(line: 372, column: 26, scope: !285)
!360 = !DILocation(line: 372, column: 21, scope: !285)
!361 = !DILocation(line: 372, column: 41, scope: !285)
!362 = !DILocation(line: 372, column: 5, scope: !285)
!363 = !DILocation(line: 373, column: 26, scope: !285)
!364 = !DILocation(line: 373, column: 21, scope: !285)
!365 = !DILocation(line: 373, column: 41, scope: !285)
!366 = !DILocation(line: 373, column: 5, scope: !285)
!367 = !DILocation(line: 374, column: 26, scope: !285)
!368 = !DILocation(line: 374, column: 41, scope: !285)
!369 = !DILocation(line: 374, column: 5, scope: !285)
!370 = !DILocation(line: 375, column: 66, scope: !285)
!371 = !DILocation(line: 375, column: 5, scope: !285)
!372 = !DILocation(line: 376, column: 26, scope: !285)
!373 = !DILocation(line: 376, column: 41, scope: !285)
!374 = !DILocation(line: 376, column: 5, scope: !285)
!375 = !DILocation(line: 377, column: 26, scope: !285)
!376 = !DILocation(line: 377, column: 21, scope: !285)
!377 = !DILocation(line: 377, column: 41, scope: !285)
!378 = !DILocation(line: 377, column: 5, scope: !285)
!379 = !DILocation(line: 378, column: 26, scope: !285)
!380 = !DILocation(line: 378, column: 21, scope: !285)
!381 = !DILocation(line: 378, column: 41, scope: !285)
!382 = !DILocation(line: 378, column: 5, scope: !285)
!383 = !DILocation(line: 379, column: 12, scope: !384)
!384 = distinct !DILexicalBlock(scope: !285, file: !2, line: 379, column: 5)
!385 = !DILocation(line: 379, column: 10, scope: !384)
!386 = !DILocation(line: 379, column: 17, scope: !387)
!387 = distinct !DILexicalBlock(scope: !384, file: !2, line: 379, column: 5)
!388 = !DILocation(line: 379, column: 19, scope: !387)
!389 = !DILocation(line: 379, column: 5, scope: !384)
!390 = !DILocation(line: 381, column: 30, scope: !391)
!391 = distinct !DILexicalBlock(scope: !387, file: !2, line: 380, column: 5)
!392 = !DILocation(line: 381, column: 25, scope: !391)
!393 = !DILocation(line: 381, column: 45, scope: !391)
!394 = !DILocation(line: 381, column: 9, scope: !391)
!395 = !DILocation(line: 382, column: 13, scope: !396)
!396 = distinct !DILexicalBlock(scope: !391, file: !2, line: 382, column: 13)
!397 = !DILocation(line: 382, column: 13, scope: !391)
!398 = !DILocation(line: 382, column: 56, scope: !396)
!399 = !DILocation(line: 382, column: 31, scope: !396)
!400 = !DILocation(line: 384, column: 5, scope: !391)
!401 = !DILocation(line: 379, column: 25, scope: !387)
!402 = !DILocation(line: 379, column: 5, scope: !387)
!403 = distinct !{!403, !389, !404, !338}
!404 = !DILocation(line: 384, column: 5, scope: !384)
!405 = !DILocation(line: 385, column: 21, scope: !285)
!406 = !DILocation(line: 385, column: 35, scope: !285)
!407 = !DILocation(line: 385, column: 5, scope: !285)
!408 = !DILocation(line: 386, column: 21, scope: !285)
!409 = !DILocation(line: 386, column: 35, scope: !285)
!410 = !DILocation(line: 386, column: 5, scope: !285)
!411 = !DILocation(line: 387, column: 26, scope: !285)
!412 = !DILocation(line: 387, column: 21, scope: !285)
!413 = !DILocation(line: 387, column: 41, scope: !285)
!414 = !DILocation(line: 387, column: 5, scope: !285)
!415 = !DILocation(line: 388, column: 26, scope: !285)
!416 = !DILocation(line: 388, column: 21, scope: !285)
!417 = !DILocation(line: 388, column: 41, scope: !285)
!418 = !DILocation(line: 388, column: 5, scope: !285)
!419 = !DILocation(line: 389, column: 26, scope: !285)
!420 = !DILocation(line: 389, column: 21, scope: !285)
!421 = !DILocation(line: 389, column: 41, scope: !285)
!422 = !DILocation(line: 389, column: 5, scope: !285)
!423 = !DILocation(line: 390, column: 26, scope: !285)
!424 = !DILocation(line: 390, column: 21, scope: !285)
!425 = !DILocation(line: 390, column: 41, scope: !285)
!426 = !DILocation(line: 390, column: 5, scope: !285)
!427 = !DILocation(line: 391, column: 26, scope: !285)
!428 = !DILocation(line: 391, column: 21, scope: !285)
!429 = !DILocation(line: 391, column: 41, scope: !285)
!430 = !DILocation(line: 391, column: 5, scope: !285)
!431 = !DILocation(line: 392, column: 26, scope: !285)
!432 = !DILocation(line: 392, column: 41, scope: !285)
!433 = !DILocation(line: 392, column: 5, scope: !285)
!434 = !DILocation(line: 393, column: 66, scope: !285)
!435 = !DILocation(line: 393, column: 5, scope: !285)
!436 = !DILocation(line: 394, column: 26, scope: !285)
!437 = !DILocation(line: 394, column: 41, scope: !285)
!438 = !DILocation(line: 394, column: 5, scope: !285)
!439 = !DILocation(line: 395, column: 26, scope: !285)
!440 = !DILocation(line: 395, column: 21, scope: !285)
!441 = !DILocation(line: 395, column: 41, scope: !285)
!442 = !DILocation(line: 395, column: 5, scope: !285)
!443 = !DILocation(line: 396, column: 26, scope: !285)
!444 = !DILocation(line: 396, column: 21, scope: !285)
!445 = !DILocation(line: 396, column: 41, scope: !285)
!446 = !DILocation(line: 396, column: 5, scope: !285)
!447 = !DILocation(line: 397, column: 21, scope: !285)
!448 = !DILocation(line: 397, column: 35, scope: !285)
!449 = !DILocation(line: 397, column: 5, scope: !285)
!450 = !DILocation(line: 398, column: 21, scope: !285)
!451 = !DILocation(line: 398, column: 37, scope: !285)
!452 = !DILocation(line: 398, column: 5, scope: !285)
!453 = !DILocation(line: 399, column: 27, scope: !285)
!454 = !DILocation(line: 399, column: 21, scope: !285)
!455 = !DILocation(line: 399, column: 43, scope: !285)
!456 = !DILocation(line: 399, column: 5, scope: !285)
!457 = !DILocation(line: 400, column: 21, scope: !285)
!458 = !DILocation(line: 400, column: 37, scope: !285)
!459 = !DILocation(line: 400, column: 5, scope: !285)
!460 = !DILocation(line: 401, column: 12, scope: !461)
!461 = distinct !DILexicalBlock(scope: !285, file: !2, line: 401, column: 5)
!462 = !DILocation(line: 401, column: 10, scope: !461)
!463 = !DILocation(line: 401, column: 17, scope: !464)
!464 = distinct !DILexicalBlock(scope: !461, file: !2, line: 401, column: 5)
!465 = !DILocation(line: 401, column: 19, scope: !464)
!466 = !DILocation(line: 401, column: 5, scope: !461)
!467 = !DILocation(line: 403, column: 31, scope: !468)
!468 = distinct !DILexicalBlock(scope: !464, file: !2, line: 402, column: 5)
!469 = !DILocation(line: 403, column: 25, scope: !468)
!470 = !DILocation(line: 403, column: 47, scope: !468)
!471 = !DILocation(line: 403, column: 9, scope: !468)
!472 = !DILocation(line: 404, column: 13, scope: !473)
!473 = distinct !DILexicalBlock(scope: !468, file: !2, line: 404, column: 13)
!474 = !DILocation(line: 404, column: 13, scope: !468)
!475 = !DILocation(line: 404, column: 56, scope: !473)
!476 = !DILocation(line: 404, column: 31, scope: !473)
!477 = !DILocation(line: 406, column: 5, scope: !468)
!478 = !DILocation(line: 401, column: 25, scope: !464)
!479 = !DILocation(line: 401, column: 5, scope: !464)
!480 = distinct !{!480, !466, !481, !338}
!481 = !DILocation(line: 406, column: 5, scope: !461)
!482 = !DILocation(line: 407, column: 21, scope: !285)
!483 = !DILocation(line: 407, column: 37, scope: !285)
!484 = !DILocation(line: 407, column: 5, scope: !285)
!485 = !DILocation(line: 408, column: 21, scope: !285)
!486 = !DILocation(line: 408, column: 37, scope: !285)
!487 = !DILocation(line: 408, column: 5, scope: !285)
!488 = !DILocation(line: 409, column: 21, scope: !285)
!489 = !DILocation(line: 409, column: 37, scope: !285)
!490 = !DILocation(line: 409, column: 5, scope: !285)
!491 = !DILocation(line: 410, column: 60, scope: !285)
!492 = !DILocation(line: 410, column: 5, scope: !285)
!493 = !DILocation(line: 411, column: 21, scope: !285)
!494 = !DILocation(line: 411, column: 37, scope: !285)
!495 = !DILocation(line: 411, column: 5, scope: !285)
!496 = !DILocation(line: 412, column: 27, scope: !285)
!497 = !DILocation(line: 412, column: 21, scope: !285)
!498 = !DILocation(line: 412, column: 43, scope: !285)
!499 = !DILocation(line: 412, column: 5, scope: !285)
!500 = !DILocation(line: 413, column: 21, scope: !285)
!501 = !DILocation(line: 413, column: 37, scope: !285)
!502 = !DILocation(line: 413, column: 5, scope: !285)
!503 = !DILocation(line: 414, column: 27, scope: !285)
!504 = !DILocation(line: 414, column: 21, scope: !285)
!505 = !DILocation(line: 414, column: 43, scope: !285)
!506 = !DILocation(line: 414, column: 5, scope: !285)
!507 = !DILocation(line: 415, column: 43, scope: !285)
!508 = !DILocation(line: 415, column: 5, scope: !285)
!509 = !DILocation(line: 416, column: 21, scope: !285)
!510 = !DILocation(line: 416, column: 37, scope: !285)
!511 = !DILocation(line: 416, column: 5, scope: !285)
!512 = !DILocation(line: 417, column: 23, scope: !285)
!513 = !DILocation(line: 417, column: 37, scope: !285)
!514 = !DILocation(line: 417, column: 53, scope: !285)
!515 = !DILocation(line: 417, column: 5, scope: !285)
!516 = !DILocation(line: 418, column: 5, scope: !285)
!517 = distinct !DISubprogram(name: "platform_main_begin", scope: !269, file: !269, line: 43, type: !518, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!518 = !DISubroutineType(types: !519)
!519 = !{null}
!520 = !DILocation(line: 46, column: 1, scope: !517)
!521 = distinct !DISubprogram(name: "crc32_gentab", scope: !121, file: !121, line: 51, type: !518, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!522 = !DILocalVariable(name: "crc", scope: !521, file: !121, line: 53, type: !123)
!523 = !DILocation(line: 53, column: 11, scope: !521)
!524 = !DILocalVariable(name: "poly", scope: !521, file: !121, line: 54, type: !166)
!525 = !DILocation(line: 54, column: 17, scope: !521)
!526 = !DILocalVariable(name: "i", scope: !521, file: !121, line: 55, type: !12)
!527 = !DILocation(line: 55, column: 6, scope: !521)
!528 = !DILocalVariable(name: "j", scope: !521, file: !121, line: 55, type: !12)
!529 = !DILocation(line: 55, column: 9, scope: !521)
!530 = !DILocation(line: 57, column: 9, scope: !531)
!531 = distinct !DILexicalBlock(scope: !521, file: !121, line: 57, column: 2)
!532 = !DILocation(line: 57, column: 7, scope: !531)
!533 = !DILocation(line: 57, column: 14, scope: !534)
!534 = distinct !DILexicalBlock(scope: !531, file: !121, line: 57, column: 2)
!535 = !DILocation(line: 57, column: 16, scope: !534)
!536 = !DILocation(line: 57, column: 2, scope: !531)
!537 = !DILocation(line: 58, column: 9, scope: !538)
!538 = distinct !DILexicalBlock(scope: !534, file: !121, line: 57, column: 28)
!539 = !DILocation(line: 58, column: 7, scope: !538)
!540 = !DILocation(line: 59, column: 10, scope: !541)
!541 = distinct !DILexicalBlock(scope: !538, file: !121, line: 59, column: 3)
!542 = !DILocation(line: 59, column: 8, scope: !541)
!543 = !DILocation(line: 59, column: 15, scope: !544)
!544 = distinct !DILexicalBlock(scope: !541, file: !121, line: 59, column: 3)
!545 = !DILocation(line: 59, column: 17, scope: !544)
!546 = !DILocation(line: 59, column: 3, scope: !541)
!547 = !DILocation(line: 60, column: 8, scope: !548)
!548 = distinct !DILexicalBlock(scope: !549, file: !121, line: 60, column: 8)
!549 = distinct !DILexicalBlock(scope: !544, file: !121, line: 59, column: 27)
!550 = !DILocation(line: 60, column: 12, scope: !548)
!551 = !DILocation(line: 60, column: 8, scope: !549)
!552 = !DILocation(line: 61, column: 12, scope: !553)
!553 = distinct !DILexicalBlock(scope: !548, file: !121, line: 60, column: 17)
!554 = !DILocation(line: 61, column: 16, scope: !553)
!555 = !DILocation(line: 61, column: 22, scope: !553)
!556 = !DILocation(line: 61, column: 9, scope: !553)
!557 = !DILocation(line: 62, column: 4, scope: !553)
!558 = !DILocation(line: 63, column: 9, scope: !559)
!559 = distinct !DILexicalBlock(scope: !548, file: !121, line: 62, column: 11)
!560 = !DILocation(line: 65, column: 3, scope: !549)
!561 = !DILocation(line: 59, column: 23, scope: !544)
!562 = !DILocation(line: 59, column: 3, scope: !544)
!563 = distinct !{!563, !546, !564, !338}
!564 = !DILocation(line: 65, column: 3, scope: !541)
!565 = !DILocation(line: 66, column: 18, scope: !538)
!566 = !DILocation(line: 66, column: 13, scope: !538)
!567 = !DILocation(line: 66, column: 3, scope: !538)
!568 = !DILocation(line: 66, column: 16, scope: !538)
!569 = !DILocation(line: 67, column: 2, scope: !538)
!570 = !DILocation(line: 57, column: 24, scope: !534)
!571 = !DILocation(line: 57, column: 2, scope: !534)
!572 = distinct !{!572, !536, !573, !338}
!573 = !DILocation(line: 67, column: 2, scope: !531)
!574 = !DILocation(line: 68, column: 1, scope: !521)
!575 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 89, type: !576, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!576 = !DISubroutineType(types: !577)
!577 = !{!133}
!578 = !DILocalVariable(name: "l_7", scope: !575, file: !2, line: 91, type: !579)
!579 = !DICompositeType(tag: DW_TAG_array_type, baseType: !180, size: 8960, elements: !580)
!580 = !{!19, !581, !6}
!581 = !DISubrange(count: 10)
!582 = !DILocation(line: 91, column: 13, scope: !575)
!583 = !DILocalVariable(name: "l_15", scope: !575, file: !2, line: 92, type: !584)
!584 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 7840, elements: !585)
!585 = !{!19, !19, !29}
!586 = !DILocation(line: 92, column: 14, scope: !575)
!587 = !DILocalVariable(name: "l_257", scope: !575, file: !2, line: 93, type: !588)
!588 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!589 = !DILocation(line: 93, column: 21, scope: !575)
!590 = !DILocalVariable(name: "i", scope: !575, file: !2, line: 94, type: !12)
!591 = !DILocation(line: 94, column: 9, scope: !575)
!592 = !DILocalVariable(name: "j", scope: !575, file: !2, line: 94, type: !12)
!593 = !DILocation(line: 94, column: 12, scope: !575)
!594 = !DILocalVariable(name: "k", scope: !575, file: !2, line: 94, type: !12)
!595 = !DILocation(line: 94, column: 15, scope: !575)
!596 = !DILocation(line: 95, column: 32, scope: !575)
!597 = !DILocation(line: 95, column: 42, scope: !575)
!598 = !DILocation(line: 95, column: 39, scope: !575)
!599 = !DILocation(line: 95, column: 160, scope: !575)
!600 = !DILocation(line: 95, column: 175, scope: !575)
!601 = !DILocation(line: 95, column: 134, scope: !575)
!602 = !DILocation(line: 95, column: 133, scope: !575)
!603 = !DILocation(line: 95, column: 130, scope: !575)
!604 = !DILocation(line: 95, column: 123, scope: !575)
!605 = !DILocation(line: 95, column: 191, scope: !575)
!606 = !DILocation(line: 95, column: 122, scope: !575)
!607 = !DILocation(line: 95, column: 119, scope: !575)
!608 = !DILocation(line: 95, column: 112, scope: !575)
!609 = !DILocation(line: 95, column: 206, scope: !575)
!610 = !DILocation(line: 95, column: 203, scope: !575)
!611 = !DILocation(line: 95, column: 111, scope: !575)
!612 = !DILocation(line: 95, column: 215, scope: !575)
!613 = !DILocation(line: 95, column: 86, scope: !575)
!614 = !DILocation(line: 95, column: 85, scope: !575)
!615 = !DILocation(line: 95, column: 59, scope: !575)
!616 = !DILocation(line: 95, column: 30, scope: !575)
!617 = !DILocation(line: 95, column: 23, scope: !575)
!618 = !DILocation(line: 95, column: 16, scope: !575)
!619 = !DILocation(line: 95, column: 7, scope: !575)
!620 = !DILocation(line: 95, column: 14, scope: !575)
!621 = !DILocation(line: 96, column: 12, scope: !575)
!622 = !DILocation(line: 96, column: 5, scope: !575)
!623 = distinct !DISubprogram(name: "transparent_crc", scope: !121, file: !121, line: 110, type: !624, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!624 = !DISubroutineType(types: !625)
!625 = !{null, !172, !289, !12}
!626 = !DILocalVariable(name: "val", arg: 1, scope: !623, file: !121, line: 110, type: !172)
!627 = !DILocation(line: 110, column: 27, scope: !623)
!628 = !DILocalVariable(name: "vname", arg: 2, scope: !623, file: !121, line: 110, type: !289)
!629 = !DILocation(line: 110, column: 38, scope: !623)
!630 = !DILocalVariable(name: "flag", arg: 3, scope: !623, file: !121, line: 110, type: !12)
!631 = !DILocation(line: 110, column: 49, scope: !623)
!632 = !DILocation(line: 112, column: 15, scope: !623)
!633 = !DILocation(line: 112, column: 2, scope: !623)
!634 = !DILocation(line: 113, column: 6, scope: !635)
!635 = distinct !DILexicalBlock(scope: !623, file: !121, line: 113, column: 6)
!636 = !DILocation(line: 113, column: 6, scope: !623)
!637 = !DILocation(line: 114, column: 52, scope: !638)
!638 = distinct !DILexicalBlock(scope: !635, file: !121, line: 113, column: 12)
!639 = !DILocation(line: 114, column: 59, scope: !638)
!640 = !DILocation(line: 114, column: 73, scope: !638)
!641 = !DILocation(line: 114, column: 5, scope: !638)
!642 = !DILocation(line: 115, column: 2, scope: !638)
!643 = !DILocation(line: 116, column: 1, scope: !623)
!644 = distinct !DISubprogram(name: "transparent_crc_bytes", scope: !121, file: !121, line: 121, type: !645, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!645 = !DISubroutineType(types: !646)
!646 = !{null, !289, !12, !289, !12}
!647 = !DILocalVariable(name: "ptr", arg: 1, scope: !644, file: !121, line: 121, type: !289)
!648 = !DILocation(line: 121, column: 30, scope: !644)
!649 = !DILocalVariable(name: "nbytes", arg: 2, scope: !644, file: !121, line: 121, type: !12)
!650 = !DILocation(line: 121, column: 39, scope: !644)
!651 = !DILocalVariable(name: "vname", arg: 3, scope: !644, file: !121, line: 121, type: !289)
!652 = !DILocation(line: 121, column: 53, scope: !644)
!653 = !DILocalVariable(name: "flag", arg: 4, scope: !644, file: !121, line: 121, type: !12)
!654 = !DILocation(line: 121, column: 64, scope: !644)
!655 = !DILocalVariable(name: "i", scope: !644, file: !121, line: 123, type: !12)
!656 = !DILocation(line: 123, column: 9, scope: !644)
!657 = !DILocation(line: 124, column: 11, scope: !658)
!658 = distinct !DILexicalBlock(scope: !644, file: !121, line: 124, column: 5)
!659 = !DILocation(line: 124, column: 10, scope: !658)
!660 = !DILocation(line: 124, column: 15, scope: !661)
!661 = distinct !DILexicalBlock(scope: !658, file: !121, line: 124, column: 5)
!662 = !DILocation(line: 124, column: 17, scope: !661)
!663 = !DILocation(line: 124, column: 16, scope: !661)
!664 = !DILocation(line: 124, column: 5, scope: !658)
!665 = !DILocation(line: 125, column: 20, scope: !666)
!666 = distinct !DILexicalBlock(scope: !661, file: !121, line: 124, column: 30)
!667 = !DILocation(line: 125, column: 24, scope: !666)
!668 = !DILocation(line: 125, column: 9, scope: !666)
!669 = !DILocation(line: 126, column: 5, scope: !666)
!670 = !DILocation(line: 124, column: 26, scope: !661)
!671 = !DILocation(line: 124, column: 5, scope: !661)
!672 = distinct !{!672, !664, !673, !338}
!673 = !DILocation(line: 126, column: 5, scope: !658)
!674 = !DILocation(line: 127, column: 6, scope: !675)
!675 = distinct !DILexicalBlock(scope: !644, file: !121, line: 127, column: 6)
!676 = !DILocation(line: 127, column: 6, scope: !644)
!677 = !DILocation(line: 128, column: 52, scope: !678)
!678 = distinct !DILexicalBlock(scope: !675, file: !121, line: 127, column: 12)
!679 = !DILocation(line: 128, column: 59, scope: !678)
!680 = !DILocation(line: 128, column: 73, scope: !678)
!681 = !DILocation(line: 128, column: 5, scope: !678)
!682 = !DILocation(line: 129, column: 2, scope: !678)
!683 = !DILocation(line: 130, column: 1, scope: !644)
!684 = distinct !DISubprogram(name: "platform_main_end", scope: !269, file: !269, line: 49, type: !685, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!685 = !DISubroutineType(types: !686)
!686 = !{null, !123, !12}
!687 = !DILocalVariable(name: "crc", arg: 1, scope: !684, file: !269, line: 49, type: !123)
!688 = !DILocation(line: 49, column: 28, scope: !684)
!689 = !DILocalVariable(name: "flag", arg: 2, scope: !684, file: !269, line: 49, type: !12)
!690 = !DILocation(line: 49, column: 37, scope: !684)
!691 = !DILocation(line: 56, column: 29, scope: !684)
!692 = !DILocation(line: 56, column: 2, scope: !684)
!693 = !DILocation(line: 120, column: 1, scope: !684)
!694 = distinct !DISubprogram(name: "func_2", scope: !2, file: !2, line: 105, type: !695, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!695 = !DISubroutineType(types: !696)
!696 = !{!131, !139}
!697 = !DILocalVariable(name: "p_3", arg: 1, scope: !694, file: !2, line: 105, type: !139)
!698 = !DILocation(line: 105, column: 41, scope: !694)
!699 = !DILocalVariable(name: "l_148", scope: !694, file: !2, line: 107, type: !180)
!700 = !DILocation(line: 107, column: 13, scope: !694)
!701 = !DILocalVariable(name: "l_155", scope: !694, file: !2, line: 108, type: !702)
!702 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!703 = !DILocation(line: 108, column: 12, scope: !694)
!704 = !DILocalVariable(name: "l_157", scope: !694, file: !2, line: 109, type: !139)
!705 = !DILocation(line: 109, column: 14, scope: !694)
!706 = !DILocalVariable(name: "l_158", scope: !694, file: !2, line: 110, type: !139)
!707 = !DILocation(line: 110, column: 14, scope: !694)
!708 = !DILocalVariable(name: "l_159", scope: !694, file: !2, line: 111, type: !709)
!709 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 1280, elements: !710)
!710 = !{!581, !6}
!711 = !DILocation(line: 111, column: 14, scope: !694)
!712 = !DILocalVariable(name: "l_174", scope: !694, file: !2, line: 112, type: !227)
!713 = !DILocation(line: 112, column: 13, scope: !694)
!714 = !DILocalVariable(name: "l_181", scope: !694, file: !2, line: 113, type: !168)
!715 = !DILocation(line: 113, column: 12, scope: !694)
!716 = !DILocalVariable(name: "l_184", scope: !694, file: !2, line: 114, type: !185)
!717 = !DILocation(line: 114, column: 13, scope: !694)
!718 = !DILocalVariable(name: "l_194", scope: !694, file: !2, line: 115, type: !719)
!719 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !160)
!720 = !DILocation(line: 115, column: 21, scope: !694)
!721 = !DILocalVariable(name: "i", scope: !694, file: !2, line: 116, type: !12)
!722 = !DILocation(line: 116, column: 9, scope: !694)
!723 = !DILocalVariable(name: "j", scope: !694, file: !2, line: 116, type: !12)
!724 = !DILocation(line: 116, column: 12, scope: !694)
!725 = !DILocation(line: 117, column: 144, scope: !694)
!726 = !DILocation(line: 117, column: 141, scope: !694)
!727 = !DILocation(line: 117, column: 125, scope: !694)
!728 = !DILocation(line: 117, column: 157, scope: !694)
!729 = !DILocation(line: 117, column: 152, scope: !694)
!730 = !DILocation(line: 117, column: 101, scope: !694)
!731 = !DILocation(line: 117, column: 274, scope: !694)
!732 = !DILocation(line: 117, column: 269, scope: !694)
!733 = !DILocation(line: 117, column: 229, scope: !694)
!734 = !DILocation(line: 117, column: 228, scope: !694)
!735 = !DILocation(line: 117, column: 279, scope: !694)
!736 = !DILocation(line: 117, column: 227, scope: !694)
!737 = !DILocation(line: 117, column: 303, scope: !694)
!738 = !DILocation(line: 117, column: 298, scope: !694)
!739 = !DILocation(line: 117, column: 203, scope: !694)
!740 = !DILocation(line: 117, column: 310, scope: !694)
!741 = !DILocation(line: 117, column: 308, scope: !694)
!742 = !DILocation(line: 117, column: 201, scope: !694)
!743 = !DILocation(line: 117, column: 192, scope: !694)
!744 = !DILocation(line: 117, column: 199, scope: !694)
!745 = !DILocation(line: 117, column: 319, scope: !694)
!746 = !DILocation(line: 117, column: 165, scope: !694)
!747 = !DILocation(line: 117, column: 329, scope: !694)
!748 = !DILocation(line: 117, column: 327, scope: !694)
!749 = !DILocation(line: 117, column: 163, scope: !694)
!750 = !DILocation(line: 117, column: 76, scope: !694)
!751 = !DILocation(line: 117, column: 75, scope: !694)
!752 = !DILocation(line: 117, column: 73, scope: !694)
!753 = !DILocation(line: 117, column: 63, scope: !694)
!754 = !DILocation(line: 117, column: 340, scope: !694)
!755 = !DILocation(line: 117, column: 39, scope: !694)
!756 = !DILocation(line: 117, column: 349, scope: !694)
!757 = !DILocation(line: 117, column: 14, scope: !694)
!758 = !DILocation(line: 117, column: 13, scope: !694)
!759 = !DILocation(line: 117, column: 11, scope: !694)
!760 = !DILocation(line: 118, column: 5, scope: !694)
!761 = !DILocation(line: 119, column: 10, scope: !762)
!762 = distinct !DILexicalBlock(scope: !694, file: !2, line: 119, column: 9)
!763 = !DILocation(line: 119, column: 49, scope: !762)
!764 = !DILocation(line: 119, column: 48, scope: !762)
!765 = !DILocation(line: 119, column: 61, scope: !762)
!766 = !DILocation(line: 119, column: 60, scope: !762)
!767 = !DILocation(line: 119, column: 56, scope: !762)
!768 = !DILocation(line: 119, column: 46, scope: !762)
!769 = !DILocation(line: 119, column: 142, scope: !762)
!770 = !DILocation(line: 119, column: 141, scope: !762)
!771 = !DILocation(line: 119, column: 140, scope: !762)
!772 = !DILocation(line: 119, column: 149, scope: !762)
!773 = !DILocation(line: 119, column: 139, scope: !762)
!774 = !DILocation(line: 119, column: 161, scope: !762)
!775 = !DILocation(line: 119, column: 180, scope: !762)
!776 = !DILocation(line: 119, column: 175, scope: !762)
!777 = !DILocation(line: 119, column: 173, scope: !762)
!778 = !DILocation(line: 119, column: 137, scope: !762)
!779 = !DILocation(line: 119, column: 111, scope: !762)
!780 = !DILocation(line: 119, column: 208, scope: !762)
!781 = !DILocation(line: 119, column: 235, scope: !762)
!782 = !DILocation(line: 119, column: 107, scope: !762)
!783 = !DILocation(line: 119, column: 106, scope: !762)
!784 = !DILocation(line: 119, column: 78, scope: !762)
!785 = !DILocation(line: 119, column: 254, scope: !762)
!786 = !DILocation(line: 119, column: 253, scope: !762)
!787 = !DILocation(line: 119, column: 265, scope: !762)
!788 = !DILocation(line: 119, column: 262, scope: !762)
!789 = !DILocation(line: 119, column: 329, scope: !762)
!790 = !DILocation(line: 119, column: 322, scope: !762)
!791 = !DILocation(line: 119, column: 70, scope: !762)
!792 = !DILocation(line: 119, column: 19, scope: !762)
!793 = !DILocation(line: 119, column: 16, scope: !762)
!794 = !DILocation(line: 119, column: 9, scope: !694)
!795 = !DILocalVariable(name: "l_175", scope: !796, file: !2, line: 121, type: !152)
!796 = distinct !DILexicalBlock(scope: !762, file: !2, line: 120, column: 5)
!797 = !DILocation(line: 121, column: 19, scope: !796)
!798 = !DILocation(line: 121, column: 28, scope: !796)
!799 = !DILocalVariable(name: "l_182", scope: !796, file: !2, line: 122, type: !133)
!800 = !DILocation(line: 122, column: 17, scope: !796)
!801 = !DILocation(line: 123, column: 11, scope: !796)
!802 = !DILocation(line: 123, column: 18, scope: !796)
!803 = !DILocation(line: 124, column: 22, scope: !804)
!804 = distinct !DILexicalBlock(scope: !796, file: !2, line: 124, column: 9)
!805 = !DILocation(line: 124, column: 14, scope: !804)
!806 = !DILocation(line: 124, column: 33, scope: !807)
!807 = distinct !DILexicalBlock(scope: !804, file: !2, line: 124, column: 9)
!808 = !DILocation(line: 124, column: 28, scope: !807)
!809 = !DILocation(line: 124, column: 36, scope: !807)
!810 = !DILocation(line: 124, column: 9, scope: !804)
!811 = !DILocalVariable(name: "l_178", scope: !812, file: !2, line: 126, type: !185)
!812 = distinct !DILexicalBlock(scope: !807, file: !2, line: 125, column: 9)
!813 = !DILocation(line: 126, column: 21, scope: !812)
!814 = !DILocalVariable(name: "l_179", scope: !812, file: !2, line: 127, type: !702)
!815 = !DILocation(line: 127, column: 20, scope: !812)
!816 = !DILocation(line: 128, column: 25, scope: !812)
!817 = !DILocation(line: 128, column: 69, scope: !812)
!818 = !DILocation(line: 128, column: 82, scope: !812)
!819 = !DILocation(line: 128, column: 75, scope: !812)
!820 = !DILocation(line: 128, column: 141, scope: !812)
!821 = !DILocation(line: 128, column: 138, scope: !812)
!822 = !DILocation(line: 128, column: 128, scope: !812)
!823 = !DILocation(line: 128, column: 119, scope: !812)
!824 = !DILocation(line: 128, column: 126, scope: !812)
!825 = !DILocation(line: 128, column: 107, scope: !812)
!826 = !DILocation(line: 128, column: 114, scope: !812)
!827 = !DILocation(line: 128, column: 164, scope: !812)
!828 = !DILocation(line: 128, column: 159, scope: !812)
!829 = !DILocation(line: 128, column: 156, scope: !812)
!830 = !DILocation(line: 128, column: 103, scope: !812)
!831 = !DILocation(line: 128, column: 168, scope: !812)
!832 = !DILocation(line: 128, column: 102, scope: !812)
!833 = !DILocation(line: 128, column: 99, scope: !812)
!834 = !DILocation(line: 128, column: 86, scope: !812)
!835 = !DILocation(line: 128, column: 192, scope: !812)
!836 = !DILocation(line: 128, column: 190, scope: !812)
!837 = !DILocation(line: 128, column: 201, scope: !812)
!838 = !DILocation(line: 128, column: 199, scope: !812)
!839 = !DILocation(line: 128, column: 21, scope: !812)
!840 = !DILocation(line: 128, column: 19, scope: !812)
!841 = !DILocation(line: 129, column: 21, scope: !812)
!842 = !DILocation(line: 129, column: 19, scope: !812)
!843 = !DILocation(line: 130, column: 18, scope: !812)
!844 = !DILocation(line: 131, column: 9, scope: !812)
!845 = !DILocation(line: 124, column: 51, scope: !807)
!846 = !DILocation(line: 124, column: 9, scope: !807)
!847 = distinct !{!847, !810, !848, !338}
!848 = !DILocation(line: 131, column: 9, scope: !804)
!849 = !DILocation(line: 132, column: 5, scope: !796)
!850 = !DILocalVariable(name: "l_193", scope: !851, file: !2, line: 135, type: !852)
!851 = distinct !DILexicalBlock(scope: !762, file: !2, line: 134, column: 5)
!852 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 64)
!853 = !DILocation(line: 135, column: 18, scope: !851)
!854 = !DILocalVariable(name: "l_196", scope: !851, file: !2, line: 136, type: !133)
!855 = !DILocation(line: 136, column: 17, scope: !851)
!856 = !DILocalVariable(name: "l_209", scope: !851, file: !2, line: 137, type: !133)
!857 = !DILocation(line: 137, column: 17, scope: !851)
!858 = !DILocalVariable(name: "l_210", scope: !851, file: !2, line: 138, type: !133)
!859 = !DILocation(line: 138, column: 17, scope: !851)
!860 = !DILocalVariable(name: "l_211", scope: !851, file: !2, line: 139, type: !133)
!861 = !DILocation(line: 139, column: 17, scope: !851)
!862 = !DILocalVariable(name: "l_212", scope: !851, file: !2, line: 140, type: !133)
!863 = !DILocation(line: 140, column: 17, scope: !851)
!864 = !DILocalVariable(name: "l_214", scope: !851, file: !2, line: 141, type: !133)
!865 = !DILocation(line: 141, column: 17, scope: !851)
!866 = !DILocalVariable(name: "l_215", scope: !851, file: !2, line: 142, type: !133)
!867 = !DILocation(line: 142, column: 17, scope: !851)
!868 = !DILocalVariable(name: "l_216", scope: !851, file: !2, line: 143, type: !869)
!869 = !DICompositeType(tag: DW_TAG_array_type, baseType: !133, size: 960, elements: !870)
!870 = !{!6, !871, !29}
!871 = !DISubrange(count: 3)
!872 = !DILocation(line: 143, column: 17, scope: !851)
!873 = !DILocalVariable(name: "l_245", scope: !851, file: !2, line: 144, type: !874)
!874 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !875, size: 64)
!875 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !146)
!876 = !DILocation(line: 144, column: 25, scope: !851)
!877 = !DILocalVariable(name: "l_244", scope: !851, file: !2, line: 145, type: !878)
!878 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !874, size: 64)
!879 = !DILocation(line: 145, column: 26, scope: !851)
!880 = !DILocalVariable(name: "l_243", scope: !851, file: !2, line: 146, type: !881)
!881 = !DICompositeType(tag: DW_TAG_array_type, baseType: !882, size: 5120, elements: !883)
!882 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !878, size: 64)
!883 = !{!38, !581}
!884 = !DILocation(line: 146, column: 27, scope: !851)
!885 = !DILocation(line: 146, column: 43, scope: !851)
!886 = !DILocation(line: 146, column: 42, scope: !851)
!887 = !DILocation(line: 146, column: 117, scope: !851)
!888 = !DILocation(line: 146, column: 189, scope: !851)
!889 = !DILocation(line: 146, column: 263, scope: !851)
!890 = !DILocation(line: 146, column: 337, scope: !851)
!891 = !DILocation(line: 146, column: 409, scope: !851)
!892 = !DILocation(line: 146, column: 483, scope: !851)
!893 = !DILocation(line: 146, column: 557, scope: !851)
!894 = !DILocalVariable(name: "l_242", scope: !851, file: !2, line: 147, type: !895)
!895 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !882, size: 64)
!896 = !DILocation(line: 147, column: 28, scope: !851)
!897 = !DILocation(line: 147, column: 37, scope: !851)
!898 = !DILocalVariable(name: "i", scope: !851, file: !2, line: 148, type: !12)
!899 = !DILocation(line: 148, column: 13, scope: !851)
!900 = !DILocalVariable(name: "j", scope: !851, file: !2, line: 148, type: !12)
!901 = !DILocation(line: 148, column: 16, scope: !851)
!902 = !DILocalVariable(name: "k", scope: !851, file: !2, line: 148, type: !12)
!903 = !DILocation(line: 148, column: 19, scope: !851)
!904 = !DILocation(line: 149, column: 24, scope: !905)
!905 = distinct !DILexicalBlock(scope: !851, file: !2, line: 149, column: 13)
!906 = !DILocation(line: 149, column: 30, scope: !905)
!907 = !DILocation(line: 149, column: 36, scope: !905)
!908 = !DILocation(line: 0, scope: !905)
!909 = !DILocation(line: 149, column: 27, scope: !905)
!910 = !DILocation(line: 149, column: 171, scope: !905)
!911 = !DILocation(line: 149, column: 166, scope: !905)
!912 = !DILocation(line: 149, column: 174, scope: !905)
!913 = !DILocation(line: 149, column: 139, scope: !905)
!914 = !DILocation(line: 149, column: 138, scope: !905)
!915 = !DILocation(line: 149, column: 208, scope: !905)
!916 = !DILocation(line: 149, column: 207, scope: !905)
!917 = !DILocation(line: 149, column: 111, scope: !905)
!918 = !DILocation(line: 149, column: 100, scope: !905)
!919 = !DILocation(line: 149, column: 107, scope: !905)
!920 = !DILocation(line: 149, column: 68, scope: !905)
!921 = !DILocation(line: 149, column: 225, scope: !905)
!922 = !DILocation(line: 149, column: 224, scope: !905)
!923 = !DILocation(line: 149, column: 66, scope: !905)
!924 = !DILocation(line: 149, column: 233, scope: !905)
!925 = !DILocation(line: 149, column: 243, scope: !905)
!926 = !DILocation(line: 149, column: 62, scope: !905)
!927 = !DILocation(line: 149, column: 282, scope: !905)
!928 = !DILocation(line: 149, column: 14, scope: !905)
!929 = !DILocation(line: 149, column: 286, scope: !905)
!930 = !DILocation(line: 149, column: 291, scope: !905)
!931 = !DILocation(line: 149, column: 290, scope: !905)
!932 = !DILocation(line: 149, column: 289, scope: !905)
!933 = !DILocation(line: 149, column: 13, scope: !851)
!934 = !DILocalVariable(name: "l_203", scope: !935, file: !2, line: 151, type: !198)
!935 = distinct !DILexicalBlock(scope: !905, file: !2, line: 150, column: 9)
!936 = !DILocation(line: 151, column: 26, scope: !935)
!937 = !DILocalVariable(name: "l_204", scope: !935, file: !2, line: 152, type: !133)
!938 = !DILocation(line: 152, column: 21, scope: !935)
!939 = !DILocalVariable(name: "l_207", scope: !935, file: !2, line: 153, type: !133)
!940 = !DILocation(line: 153, column: 21, scope: !935)
!941 = !DILocalVariable(name: "l_208", scope: !935, file: !2, line: 154, type: !942)
!942 = !DICompositeType(tag: DW_TAG_array_type, baseType: !133, size: 160, elements: !28)
!943 = !DILocation(line: 154, column: 21, scope: !935)
!944 = !DILocalVariable(name: "l_251", scope: !935, file: !2, line: 155, type: !945)
!945 = !DICompositeType(tag: DW_TAG_array_type, baseType: !172, size: 192, elements: !946)
!946 = !{!871}
!947 = !DILocation(line: 155, column: 22, scope: !935)
!948 = !DILocalVariable(name: "i", scope: !935, file: !2, line: 156, type: !12)
!949 = !DILocation(line: 156, column: 17, scope: !935)
!950 = !DILocation(line: 157, column: 20, scope: !951)
!951 = distinct !DILexicalBlock(scope: !935, file: !2, line: 157, column: 13)
!952 = !DILocation(line: 157, column: 18, scope: !951)
!953 = !DILocation(line: 157, column: 25, scope: !954)
!954 = distinct !DILexicalBlock(scope: !951, file: !2, line: 157, column: 13)
!955 = !DILocation(line: 157, column: 27, scope: !954)
!956 = !DILocation(line: 157, column: 13, scope: !951)
!957 = !DILocation(line: 158, column: 23, scope: !954)
!958 = !DILocation(line: 158, column: 17, scope: !954)
!959 = !DILocation(line: 158, column: 26, scope: !954)
!960 = !DILocation(line: 157, column: 33, scope: !954)
!961 = !DILocation(line: 157, column: 13, scope: !954)
!962 = distinct !{!962, !956, !963, !338}
!963 = !DILocation(line: 158, column: 32, scope: !951)
!964 = !DILocation(line: 159, column: 20, scope: !965)
!965 = distinct !DILexicalBlock(scope: !935, file: !2, line: 159, column: 13)
!966 = !DILocation(line: 159, column: 18, scope: !965)
!967 = !DILocation(line: 159, column: 25, scope: !968)
!968 = distinct !DILexicalBlock(scope: !965, file: !2, line: 159, column: 13)
!969 = !DILocation(line: 159, column: 27, scope: !968)
!970 = !DILocation(line: 159, column: 13, scope: !965)
!971 = !DILocation(line: 160, column: 23, scope: !968)
!972 = !DILocation(line: 160, column: 17, scope: !968)
!973 = !DILocation(line: 160, column: 26, scope: !968)
!974 = !DILocation(line: 159, column: 33, scope: !968)
!975 = !DILocation(line: 159, column: 13, scope: !968)
!976 = distinct !{!976, !970, !977, !338}
!977 = !DILocation(line: 160, column: 28, scope: !965)
!978 = !DILocation(line: 161, column: 29, scope: !979)
!979 = distinct !DILexicalBlock(scope: !935, file: !2, line: 161, column: 17)
!980 = !DILocation(line: 161, column: 37, scope: !979)
!981 = !DILocation(line: 161, column: 28, scope: !979)
!982 = !DILocation(line: 161, column: 130, scope: !979)
!983 = !DILocation(line: 161, column: 149, scope: !979)
!984 = !DILocation(line: 161, column: 146, scope: !979)
!985 = !DILocation(line: 161, column: 104, scope: !979)
!986 = !DILocation(line: 161, column: 103, scope: !979)
!987 = !DILocation(line: 161, column: 159, scope: !979)
!988 = !DILocation(line: 161, column: 77, scope: !979)
!989 = !DILocation(line: 161, column: 76, scope: !979)
!990 = !DILocation(line: 161, column: 172, scope: !979)
!991 = !DILocation(line: 161, column: 171, scope: !979)
!992 = !DILocation(line: 161, column: 167, scope: !979)
!993 = !DILocation(line: 161, column: 75, scope: !979)
!994 = !DILocation(line: 161, column: 178, scope: !979)
!995 = !DILocation(line: 161, column: 74, scope: !979)
!996 = !DILocation(line: 161, column: 195, scope: !979)
!997 = !DILocation(line: 161, column: 48, scope: !979)
!998 = !DILocation(line: 161, column: 44, scope: !979)
!999 = !DILocation(line: 161, column: 25, scope: !979)
!1000 = !DILocation(line: 161, column: 18, scope: !979)
!1001 = !DILocation(line: 161, column: 205, scope: !979)
!1002 = !DILocation(line: 161, column: 17, scope: !935)
!1003 = !DILocalVariable(name: "l_205", scope: !1004, file: !2, line: 163, type: !177)
!1004 = distinct !DILexicalBlock(scope: !979, file: !2, line: 162, column: 13)
!1005 = !DILocation(line: 163, column: 23, scope: !1004)
!1006 = !DILocalVariable(name: "l_206", scope: !1004, file: !2, line: 164, type: !133)
!1007 = !DILocation(line: 164, column: 25, scope: !1004)
!1008 = !DILocalVariable(name: "l_213", scope: !1004, file: !2, line: 165, type: !133)
!1009 = !DILocation(line: 165, column: 25, scope: !1004)
!1010 = !DILocalVariable(name: "l_220", scope: !1004, file: !2, line: 166, type: !152)
!1011 = !DILocation(line: 166, column: 27, scope: !1004)
!1012 = !DILocation(line: 167, column: 17, scope: !1004)
!1013 = !DILocation(line: 168, column: 19, scope: !1004)
!1014 = !DILocation(line: 168, column: 26, scope: !1004)
!1015 = !DILocation(line: 169, column: 30, scope: !1004)
!1016 = !DILocation(line: 169, column: 66, scope: !1004)
!1017 = !DILocation(line: 169, column: 105, scope: !1004)
!1018 = !DILocation(line: 169, column: 100, scope: !1004)
!1019 = !DILocation(line: 169, column: 238, scope: !1004)
!1020 = !DILocation(line: 169, column: 195, scope: !1004)
!1021 = !DILocation(line: 169, column: 245, scope: !1004)
!1022 = !DILocation(line: 169, column: 193, scope: !1004)
!1023 = !DILocation(line: 169, column: 252, scope: !1004)
!1024 = !DILocation(line: 169, column: 192, scope: !1004)
!1025 = !DILocation(line: 169, column: 269, scope: !1004)
!1026 = !DILocation(line: 169, column: 264, scope: !1004)
!1027 = !DILocation(line: 169, column: 166, scope: !1004)
!1028 = !DILocation(line: 169, column: 165, scope: !1004)
!1029 = !DILocation(line: 169, column: 274, scope: !1004)
!1030 = !DILocation(line: 169, column: 164, scope: !1004)
!1031 = !DILocation(line: 169, column: 138, scope: !1004)
!1032 = !DILocation(line: 169, column: 137, scope: !1004)
!1033 = !DILocation(line: 169, column: 290, scope: !1004)
!1034 = !DILocation(line: 169, column: 111, scope: !1004)
!1035 = !DILocation(line: 169, column: 298, scope: !1004)
!1036 = !DILocation(line: 169, column: 109, scope: !1004)
!1037 = !DILocation(line: 169, column: 74, scope: !1004)
!1038 = !DILocation(line: 169, column: 310, scope: !1004)
!1039 = !DILocation(line: 169, column: 72, scope: !1004)
!1040 = !DILocation(line: 169, column: 317, scope: !1004)
!1041 = !DILocation(line: 169, column: 322, scope: !1004)
!1042 = !DILocation(line: 169, column: 321, scope: !1004)
!1043 = !DILocation(line: 0, scope: !1004)
!1044 = !DILocation(line: 169, column: 56, scope: !1004)
!1045 = !DILocation(line: 169, column: 330, scope: !1004)
!1046 = !DILocation(line: 169, column: 341, scope: !1004)
!1047 = !DILocation(line: 169, column: 338, scope: !1004)
!1048 = !DILocation(line: 169, column: 25, scope: !1004)
!1049 = !DILocation(line: 170, column: 13, scope: !1004)
!1050 = !DILocalVariable(name: "l_241", scope: !1051, file: !2, line: 173, type: !1052)
!1051 = distinct !DILexicalBlock(scope: !979, file: !2, line: 172, column: 13)
!1052 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 320, elements: !1053)
!1053 = !{!581}
!1054 = !DILocation(line: 173, column: 26, scope: !1051)
!1055 = !DILocalVariable(name: "l_247", scope: !1051, file: !2, line: 174, type: !1056)
!1056 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1057, size: 64)
!1057 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1058, size: 64)
!1058 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !145)
!1059 = !DILocation(line: 174, column: 36, scope: !1051)
!1060 = !DILocalVariable(name: "l_246", scope: !1051, file: !2, line: 175, type: !1061)
!1061 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1062)
!1062 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1056, size: 64)
!1063 = !DILocation(line: 175, column: 44, scope: !1051)
!1064 = !DILocalVariable(name: "l_248", scope: !1051, file: !2, line: 176, type: !1065)
!1065 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!1066 = !DILocation(line: 176, column: 26, scope: !1051)
!1067 = !DILocalVariable(name: "i", scope: !1051, file: !2, line: 177, type: !12)
!1068 = !DILocation(line: 177, column: 21, scope: !1051)
!1069 = !DILocation(line: 178, column: 26, scope: !1051)
!1070 = !DILocation(line: 178, column: 19, scope: !1051)
!1071 = !DILocation(line: 178, column: 24, scope: !1051)
!1072 = !DILocation(line: 179, column: 73, scope: !1051)
!1073 = !DILocation(line: 179, column: 72, scope: !1051)
!1074 = !DILocation(line: 179, column: 208, scope: !1051)
!1075 = !DILocation(line: 179, column: 217, scope: !1051)
!1076 = !DILocation(line: 179, column: 221, scope: !1051)
!1077 = !DILocation(line: 179, column: 230, scope: !1051)
!1078 = !DILocation(line: 179, column: 227, scope: !1051)
!1079 = !DILocation(line: 0, scope: !1051)
!1080 = !DILocation(line: 179, column: 207, scope: !1051)
!1081 = !DILocation(line: 179, column: 198, scope: !1051)
!1082 = !DILocation(line: 179, column: 205, scope: !1051)
!1083 = !DILocation(line: 179, column: 239, scope: !1051)
!1084 = !DILocation(line: 179, column: 194, scope: !1051)
!1085 = !DILocation(line: 179, column: 142, scope: !1051)
!1086 = !DILocation(line: 179, column: 141, scope: !1051)
!1087 = !DILocation(line: 179, column: 108, scope: !1051)
!1088 = !DILocation(line: 179, column: 107, scope: !1051)
!1089 = !DILocation(line: 179, column: 81, scope: !1051)
!1090 = !DILocation(line: 179, column: 80, scope: !1051)
!1091 = !DILocation(line: 179, column: 280, scope: !1051)
!1092 = !DILocation(line: 179, column: 278, scope: !1051)
!1093 = !DILocation(line: 179, column: 45, scope: !1051)
!1094 = !DILocation(line: 179, column: 29, scope: !1051)
!1095 = !DILocation(line: 179, column: 41, scope: !1051)
!1096 = !DILocation(line: 179, column: 19, scope: !1051)
!1097 = !DILocation(line: 179, column: 26, scope: !1051)
!1098 = !DILocation(line: 180, column: 24, scope: !1051)
!1099 = !DILocation(line: 180, column: 17, scope: !1051)
!1100 = !DILocation(line: 182, column: 15, scope: !935)
!1101 = !DILocation(line: 182, column: 13, scope: !935)
!1102 = !DILocation(line: 183, column: 9, scope: !935)
!1103 = !DILocation(line: 186, column: 20, scope: !1104)
!1104 = distinct !DILexicalBlock(scope: !905, file: !2, line: 185, column: 9)
!1105 = !DILocation(line: 186, column: 13, scope: !1104)
!1106 = !DILocation(line: 189, column: 14, scope: !694)
!1107 = !DILocation(line: 189, column: 13, scope: !694)
!1108 = !DILocation(line: 189, column: 5, scope: !694)
!1109 = !DILocation(line: 190, column: 1, scope: !694)
!1110 = distinct !DISubprogram(name: "func_4", scope: !2, file: !2, line: 198, type: !1111, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!1111 = !DISubroutineType(types: !1112)
!1112 = !{!139, !168}
!1113 = !DILocalVariable(name: "p_5", arg: 1, scope: !1110, file: !2, line: 198, type: !168)
!1114 = !DILocation(line: 198, column: 33, scope: !1110)
!1115 = !DILocalVariable(name: "l_19", scope: !1110, file: !2, line: 200, type: !1116)
!1116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !139)
!1117 = !DILocation(line: 200, column: 21, scope: !1110)
!1118 = !DILocalVariable(name: "l_48", scope: !1110, file: !2, line: 201, type: !123)
!1119 = !DILocation(line: 201, column: 14, scope: !1110)
!1120 = !DILocalVariable(name: "l_67", scope: !1110, file: !2, line: 202, type: !159)
!1121 = !DILocation(line: 202, column: 16, scope: !1110)
!1122 = !DILocalVariable(name: "l_66", scope: !1110, file: !2, line: 203, type: !158)
!1123 = !DILocation(line: 203, column: 17, scope: !1110)
!1124 = !DILocalVariable(name: "l_74", scope: !1110, file: !2, line: 204, type: !1125)
!1125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !133, size: 320, elements: !1053)
!1126 = !DILocation(line: 204, column: 13, scope: !1110)
!1127 = !DILocalVariable(name: "l_132", scope: !1110, file: !2, line: 205, type: !145)
!1128 = !DILocation(line: 205, column: 15, scope: !1110)
!1129 = !DILocalVariable(name: "i", scope: !1110, file: !2, line: 206, type: !12)
!1130 = !DILocation(line: 206, column: 9, scope: !1110)
!1131 = !DILocation(line: 207, column: 12, scope: !1132)
!1132 = distinct !DILexicalBlock(scope: !1110, file: !2, line: 207, column: 5)
!1133 = !DILocation(line: 207, column: 10, scope: !1132)
!1134 = !DILocation(line: 207, column: 17, scope: !1135)
!1135 = distinct !DILexicalBlock(scope: !1132, file: !2, line: 207, column: 5)
!1136 = !DILocation(line: 207, column: 19, scope: !1135)
!1137 = !DILocation(line: 207, column: 5, scope: !1132)
!1138 = !DILocation(line: 208, column: 14, scope: !1135)
!1139 = !DILocation(line: 208, column: 9, scope: !1135)
!1140 = !DILocation(line: 208, column: 17, scope: !1135)
!1141 = !DILocation(line: 207, column: 26, scope: !1135)
!1142 = !DILocation(line: 207, column: 5, scope: !1135)
!1143 = distinct !{!1143, !1137, !1144, !338}
!1144 = !DILocation(line: 208, column: 23, scope: !1132)
!1145 = !DILocation(line: 209, column: 14, scope: !1146)
!1146 = distinct !DILexicalBlock(scope: !1110, file: !2, line: 209, column: 5)
!1147 = !DILocation(line: 209, column: 10, scope: !1146)
!1148 = !DILocation(line: 209, column: 20, scope: !1149)
!1149 = distinct !DILexicalBlock(scope: !1146, file: !2, line: 209, column: 5)
!1150 = !DILocation(line: 209, column: 24, scope: !1149)
!1151 = !DILocation(line: 209, column: 5, scope: !1146)
!1152 = !DILocalVariable(name: "l_21", scope: !1153, file: !2, line: 211, type: !139)
!1153 = distinct !DILexicalBlock(scope: !1149, file: !2, line: 210, column: 5)
!1154 = !DILocation(line: 211, column: 18, scope: !1153)
!1155 = !DILocalVariable(name: "l_22", scope: !1153, file: !2, line: 212, type: !1156)
!1156 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1157, size: 4096, elements: !1158)
!1157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!1158 = !{!38, !38}
!1159 = !DILocation(line: 212, column: 17, scope: !1153)
!1160 = !DILocalVariable(name: "l_44", scope: !1153, file: !2, line: 213, type: !133)
!1161 = !DILocation(line: 213, column: 17, scope: !1153)
!1162 = !DILocalVariable(name: "l_98", scope: !1153, file: !2, line: 214, type: !145)
!1163 = !DILocation(line: 214, column: 19, scope: !1153)
!1164 = !DILocalVariable(name: "l_97", scope: !1153, file: !2, line: 215, type: !1165)
!1165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !144)
!1166 = !DILocation(line: 215, column: 27, scope: !1153)
!1167 = !DILocalVariable(name: "l_103", scope: !1153, file: !2, line: 216, type: !1168)
!1168 = !DICompositeType(tag: DW_TAG_array_type, baseType: !852, size: 1728, elements: !1169)
!1169 = !{!94, !871}
!1170 = !DILocation(line: 216, column: 18, scope: !1153)
!1171 = !DILocalVariable(name: "l_106", scope: !1153, file: !2, line: 217, type: !1172)
!1172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 3840, elements: !1173)
!1173 = !{!1174, !581, !89}
!1174 = !DISubrange(count: 1)
!1175 = !DILocation(line: 217, column: 18, scope: !1153)
!1176 = !DILocation(line: 217, column: 38, scope: !1153)
!1177 = !DILocation(line: 217, column: 82, scope: !1153)
!1178 = !DILocation(line: 217, column: 37, scope: !1153)
!1179 = !DILocation(line: 217, column: 91, scope: !1153)
!1180 = !DILocation(line: 217, column: 108, scope: !1153)
!1181 = !DILocation(line: 217, column: 141, scope: !1153)
!1182 = !DILocation(line: 217, column: 173, scope: !1153)
!1183 = !DILocation(line: 217, column: 191, scope: !1153)
!1184 = !DILocation(line: 217, column: 199, scope: !1153)
!1185 = !DILocation(line: 217, column: 226, scope: !1153)
!1186 = !DILocation(line: 217, column: 244, scope: !1153)
!1187 = !DILocation(line: 217, column: 255, scope: !1153)
!1188 = !DILocation(line: 217, column: 276, scope: !1153)
!1189 = !DILocation(line: 217, column: 296, scope: !1153)
!1190 = !DILocation(line: 217, column: 294, scope: !1153)
!1191 = !DILocation(line: 217, column: 305, scope: !1153)
!1192 = !DILocation(line: 217, column: 314, scope: !1153)
!1193 = !DILocation(line: 217, column: 341, scope: !1153)
!1194 = !DILocation(line: 217, column: 352, scope: !1153)
!1195 = !DILocation(line: 217, column: 350, scope: !1153)
!1196 = !DILocation(line: 217, column: 405, scope: !1153)
!1197 = !DILocation(line: 217, column: 403, scope: !1153)
!1198 = !DILocation(line: 217, column: 455, scope: !1153)
!1199 = !DILocation(line: 217, column: 453, scope: !1153)
!1200 = !DILocation(line: 217, column: 494, scope: !1153)
!1201 = !DILocation(line: 217, column: 503, scope: !1153)
!1202 = !DILocalVariable(name: "l_111", scope: !1153, file: !2, line: 218, type: !177)
!1203 = !DILocation(line: 218, column: 15, scope: !1153)
!1204 = !DILocalVariable(name: "l_116", scope: !1153, file: !2, line: 219, type: !1205)
!1205 = !DICompositeType(tag: DW_TAG_array_type, baseType: !874, size: 1280, elements: !1206)
!1206 = !{!6, !581}
!1207 = !DILocation(line: 219, column: 25, scope: !1153)
!1208 = !DILocalVariable(name: "l_115", scope: !1153, file: !2, line: 220, type: !878)
!1209 = !DILocation(line: 220, column: 26, scope: !1153)
!1210 = !DILocation(line: 220, column: 35, scope: !1153)
!1211 = !DILocalVariable(name: "l_139", scope: !1153, file: !2, line: 221, type: !1212)
!1212 = !DICompositeType(tag: DW_TAG_array_type, baseType: !146, size: 144, elements: !93)
!1213 = !DILocation(line: 221, column: 18, scope: !1153)
!1214 = !DILocalVariable(name: "i", scope: !1153, file: !2, line: 222, type: !12)
!1215 = !DILocation(line: 222, column: 13, scope: !1153)
!1216 = !DILocalVariable(name: "j", scope: !1153, file: !2, line: 222, type: !12)
!1217 = !DILocation(line: 222, column: 16, scope: !1153)
!1218 = !DILocalVariable(name: "k", scope: !1153, file: !2, line: 222, type: !12)
!1219 = !DILocation(line: 222, column: 19, scope: !1153)
!1220 = !DILocation(line: 223, column: 34, scope: !1221)
!1221 = distinct !DILexicalBlock(scope: !1153, file: !2, line: 223, column: 13)
!1222 = !DILocation(line: 223, column: 31, scope: !1221)
!1223 = !DILocation(line: 223, column: 23, scope: !1221)
!1224 = !DILocation(line: 223, column: 70, scope: !1221)
!1225 = !DILocation(line: 223, column: 145, scope: !1221)
!1226 = !DILocation(line: 223, column: 142, scope: !1221)
!1227 = !DILocation(line: 223, column: 136, scope: !1221)
!1228 = !DILocation(line: 223, column: 154, scope: !1221)
!1229 = !DILocation(line: 223, column: 153, scope: !1221)
!1230 = !DILocation(line: 223, column: 152, scope: !1221)
!1231 = !DILocation(line: 223, column: 110, scope: !1221)
!1232 = !DILocation(line: 223, column: 109, scope: !1221)
!1233 = !DILocation(line: 223, column: 162, scope: !1221)
!1234 = !DILocation(line: 223, column: 108, scope: !1221)
!1235 = !DILocation(line: 223, column: 174, scope: !1221)
!1236 = !DILocation(line: 223, column: 79, scope: !1221)
!1237 = !DILocation(line: 223, column: 44, scope: !1221)
!1238 = !DILocation(line: 223, column: 41, scope: !1221)
!1239 = !DILocation(line: 223, column: 13, scope: !1153)
!1240 = !DILocalVariable(name: "l_31", scope: !1241, file: !2, line: 225, type: !1242)
!1241 = distinct !DILexicalBlock(scope: !1221, file: !2, line: 224, column: 9)
!1242 = !DICompositeType(tag: DW_TAG_array_type, baseType: !159, size: 64, elements: !1243)
!1243 = !{!1174}
!1244 = !DILocation(line: 225, column: 24, scope: !1241)
!1245 = !DILocalVariable(name: "l_30", scope: !1241, file: !2, line: 226, type: !158)
!1246 = !DILocation(line: 226, column: 25, scope: !1241)
!1247 = !DILocation(line: 226, column: 33, scope: !1241)
!1248 = !DILocalVariable(name: "i", scope: !1241, file: !2, line: 227, type: !12)
!1249 = !DILocation(line: 227, column: 17, scope: !1241)
!1250 = !DILocation(line: 228, column: 20, scope: !1251)
!1251 = distinct !DILexicalBlock(scope: !1241, file: !2, line: 228, column: 13)
!1252 = !DILocation(line: 228, column: 18, scope: !1251)
!1253 = !DILocation(line: 228, column: 25, scope: !1254)
!1254 = distinct !DILexicalBlock(scope: !1251, file: !2, line: 228, column: 13)
!1255 = !DILocation(line: 228, column: 27, scope: !1254)
!1256 = !DILocation(line: 228, column: 13, scope: !1251)
!1257 = !DILocation(line: 229, column: 22, scope: !1254)
!1258 = !DILocation(line: 229, column: 17, scope: !1254)
!1259 = !DILocation(line: 229, column: 25, scope: !1254)
!1260 = !DILocation(line: 228, column: 33, scope: !1254)
!1261 = !DILocation(line: 228, column: 13, scope: !1254)
!1262 = distinct !{!1262, !1256, !1263, !338}
!1263 = !DILocation(line: 229, column: 28, scope: !1251)
!1264 = !DILocation(line: 230, column: 15, scope: !1241)
!1265 = !DILocation(line: 230, column: 21, scope: !1241)
!1266 = !DILocation(line: 231, column: 22, scope: !1267)
!1267 = distinct !DILexicalBlock(scope: !1241, file: !2, line: 231, column: 17)
!1268 = !DILocation(line: 231, column: 17, scope: !1267)
!1269 = !DILocation(line: 231, column: 17, scope: !1241)
!1270 = !DILocation(line: 232, column: 17, scope: !1267)
!1271 = !DILocation(line: 233, column: 26, scope: !1272)
!1272 = distinct !DILexicalBlock(scope: !1241, file: !2, line: 233, column: 13)
!1273 = !DILocation(line: 233, column: 18, scope: !1272)
!1274 = !DILocation(line: 233, column: 41, scope: !1275)
!1275 = distinct !DILexicalBlock(scope: !1272, file: !2, line: 233, column: 13)
!1276 = !DILocation(line: 233, column: 36, scope: !1275)
!1277 = !DILocation(line: 233, column: 44, scope: !1275)
!1278 = !DILocation(line: 233, column: 13, scope: !1272)
!1279 = !DILocalVariable(name: "l_35", scope: !1280, file: !2, line: 235, type: !139)
!1280 = distinct !DILexicalBlock(scope: !1275, file: !2, line: 234, column: 13)
!1281 = !DILocation(line: 235, column: 26, scope: !1280)
!1282 = !DILocalVariable(name: "l_36", scope: !1280, file: !2, line: 236, type: !139)
!1283 = !DILocation(line: 236, column: 26, scope: !1280)
!1284 = !DILocalVariable(name: "l_37", scope: !1280, file: !2, line: 237, type: !139)
!1285 = !DILocation(line: 237, column: 26, scope: !1280)
!1286 = !DILocalVariable(name: "l_38", scope: !1280, file: !2, line: 238, type: !139)
!1287 = !DILocation(line: 238, column: 26, scope: !1280)
!1288 = !DILocalVariable(name: "l_39", scope: !1280, file: !2, line: 239, type: !139)
!1289 = !DILocation(line: 239, column: 26, scope: !1280)
!1290 = !DILocalVariable(name: "l_40", scope: !1280, file: !2, line: 240, type: !139)
!1291 = !DILocation(line: 240, column: 26, scope: !1280)
!1292 = !DILocalVariable(name: "l_41", scope: !1280, file: !2, line: 241, type: !139)
!1293 = !DILocation(line: 241, column: 26, scope: !1280)
!1294 = !DILocalVariable(name: "l_42", scope: !1280, file: !2, line: 242, type: !139)
!1295 = !DILocation(line: 242, column: 26, scope: !1280)
!1296 = !DILocalVariable(name: "l_43", scope: !1280, file: !2, line: 243, type: !1297)
!1297 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 15360, elements: !1298)
!1298 = !{!89, !1299, !581}
!1299 = !DISubrange(count: 4)
!1300 = !DILocation(line: 243, column: 26, scope: !1280)
!1301 = !DILocalVariable(name: "i", scope: !1280, file: !2, line: 244, type: !12)
!1302 = !DILocation(line: 244, column: 21, scope: !1280)
!1303 = !DILocalVariable(name: "j", scope: !1280, file: !2, line: 244, type: !12)
!1304 = !DILocation(line: 244, column: 24, scope: !1280)
!1305 = !DILocalVariable(name: "k", scope: !1280, file: !2, line: 244, type: !12)
!1306 = !DILocation(line: 244, column: 27, scope: !1280)
!1307 = !DILocation(line: 245, column: 24, scope: !1280)
!1308 = !DILocation(line: 246, column: 21, scope: !1309)
!1309 = distinct !DILexicalBlock(scope: !1280, file: !2, line: 246, column: 21)
!1310 = !DILocation(line: 246, column: 21, scope: !1280)
!1311 = !DILocation(line: 247, column: 21, scope: !1309)
!1312 = !DILocation(line: 248, column: 24, scope: !1280)
!1313 = !DILocation(line: 248, column: 17, scope: !1280)
!1314 = !DILocation(line: 233, column: 91, scope: !1275)
!1315 = !DILocation(line: 233, column: 86, scope: !1275)
!1316 = !DILocation(line: 233, column: 61, scope: !1275)
!1317 = !DILocation(line: 233, column: 59, scope: !1275)
!1318 = !DILocation(line: 233, column: 13, scope: !1275)
!1319 = distinct !{!1319, !1278, !1320, !338}
!1320 = !DILocation(line: 249, column: 13, scope: !1272)
!1321 = !DILocation(line: 250, column: 9, scope: !1241)
!1322 = !DILocalVariable(name: "l_49", scope: !1323, file: !2, line: 253, type: !145)
!1323 = distinct !DILexicalBlock(scope: !1221, file: !2, line: 252, column: 9)
!1324 = !DILocation(line: 253, column: 23, scope: !1323)
!1325 = !DILocalVariable(name: "l_50", scope: !1323, file: !2, line: 254, type: !145)
!1326 = !DILocation(line: 254, column: 23, scope: !1323)
!1327 = !DILocalVariable(name: "l_56", scope: !1323, file: !2, line: 255, type: !1328)
!1328 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1329, size: 384, elements: !88)
!1329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !185, size: 64)
!1330 = !DILocation(line: 255, column: 22, scope: !1323)
!1331 = !DILocalVariable(name: "l_60", scope: !1323, file: !2, line: 256, type: !145)
!1332 = !DILocation(line: 256, column: 23, scope: !1323)
!1333 = !DILocalVariable(name: "l_61", scope: !1323, file: !2, line: 257, type: !145)
!1334 = !DILocation(line: 257, column: 23, scope: !1323)
!1335 = !DILocalVariable(name: "l_62", scope: !1323, file: !2, line: 258, type: !145)
!1336 = !DILocation(line: 258, column: 23, scope: !1323)
!1337 = !DILocalVariable(name: "l_69", scope: !1323, file: !2, line: 259, type: !1338)
!1338 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1339, size: 512, elements: !37)
!1339 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!1340 = !DILocation(line: 259, column: 26, scope: !1323)
!1341 = !DILocation(line: 259, column: 36, scope: !1323)
!1342 = !DILocalVariable(name: "l_72", scope: !1323, file: !2, line: 260, type: !132)
!1343 = !DILocation(line: 260, column: 27, scope: !1323)
!1344 = !DILocalVariable(name: "l_83", scope: !1323, file: !2, line: 261, type: !1345)
!1345 = !DICompositeType(tag: DW_TAG_array_type, baseType: !133, size: 96, elements: !946)
!1346 = !DILocation(line: 261, column: 21, scope: !1323)
!1347 = !DILocalVariable(name: "l_96", scope: !1323, file: !2, line: 262, type: !146)
!1348 = !DILocation(line: 262, column: 22, scope: !1323)
!1349 = !DILocalVariable(name: "i", scope: !1323, file: !2, line: 263, type: !12)
!1350 = !DILocation(line: 263, column: 17, scope: !1323)
!1351 = !DILocation(line: 264, column: 20, scope: !1352)
!1352 = distinct !DILexicalBlock(scope: !1323, file: !2, line: 264, column: 13)
!1353 = !DILocation(line: 264, column: 18, scope: !1352)
!1354 = !DILocation(line: 264, column: 25, scope: !1355)
!1355 = distinct !DILexicalBlock(scope: !1352, file: !2, line: 264, column: 13)
!1356 = !DILocation(line: 264, column: 27, scope: !1355)
!1357 = !DILocation(line: 264, column: 13, scope: !1352)
!1358 = !DILocation(line: 265, column: 22, scope: !1355)
!1359 = !DILocation(line: 265, column: 17, scope: !1355)
!1360 = !DILocation(line: 265, column: 25, scope: !1355)
!1361 = !DILocation(line: 264, column: 33, scope: !1355)
!1362 = !DILocation(line: 264, column: 13, scope: !1355)
!1363 = distinct !{!1363, !1357, !1364, !338}
!1364 = !DILocation(line: 265, column: 28, scope: !1352)
!1365 = !DILocation(line: 266, column: 20, scope: !1366)
!1366 = distinct !DILexicalBlock(scope: !1323, file: !2, line: 266, column: 13)
!1367 = !DILocation(line: 266, column: 18, scope: !1366)
!1368 = !DILocation(line: 266, column: 25, scope: !1369)
!1369 = distinct !DILexicalBlock(scope: !1366, file: !2, line: 266, column: 13)
!1370 = !DILocation(line: 266, column: 27, scope: !1369)
!1371 = !DILocation(line: 266, column: 13, scope: !1366)
!1372 = !DILocation(line: 267, column: 22, scope: !1369)
!1373 = !DILocation(line: 267, column: 17, scope: !1369)
!1374 = !DILocation(line: 267, column: 25, scope: !1369)
!1375 = !DILocation(line: 266, column: 33, scope: !1369)
!1376 = !DILocation(line: 266, column: 13, scope: !1369)
!1377 = distinct !{!1377, !1371, !1378, !338}
!1378 = !DILocation(line: 267, column: 27, scope: !1366)
!1379 = !DILocation(line: 268, column: 34, scope: !1380)
!1380 = distinct !DILexicalBlock(scope: !1323, file: !2, line: 268, column: 17)
!1381 = !DILocation(line: 268, column: 29, scope: !1380)
!1382 = !DILocation(line: 268, column: 21, scope: !1380)
!1383 = !DILocation(line: 268, column: 27, scope: !1380)
!1384 = !DILocation(line: 268, column: 18, scope: !1380)
!1385 = !DILocation(line: 268, column: 115, scope: !1380)
!1386 = !DILocation(line: 268, column: 120, scope: !1380)
!1387 = !DILocation(line: 268, column: 84, scope: !1380)
!1388 = !DILocation(line: 268, column: 83, scope: !1380)
!1389 = !DILocation(line: 268, column: 82, scope: !1380)
!1390 = !DILocation(line: 268, column: 127, scope: !1380)
!1391 = !DILocation(line: 268, column: 146, scope: !1380)
!1392 = !DILocation(line: 268, column: 151, scope: !1380)
!1393 = !DILocation(line: 268, column: 157, scope: !1380)
!1394 = !DILocation(line: 268, column: 140, scope: !1380)
!1395 = !DILocation(line: 268, column: 169, scope: !1380)
!1396 = !DILocation(line: 268, column: 173, scope: !1380)
!1397 = !DILocation(line: 268, column: 164, scope: !1380)
!1398 = !DILocation(line: 0, scope: !1380)
!1399 = !DILocation(line: 268, column: 80, scope: !1380)
!1400 = !DILocation(line: 268, column: 198, scope: !1380)
!1401 = !DILocation(line: 268, column: 197, scope: !1380)
!1402 = !DILocation(line: 268, column: 51, scope: !1380)
!1403 = !DILocation(line: 268, column: 50, scope: !1380)
!1404 = !DILocation(line: 268, column: 48, scope: !1380)
!1405 = !DILocation(line: 268, column: 38, scope: !1380)
!1406 = !DILocation(line: 268, column: 17, scope: !1323)
!1407 = !DILocalVariable(name: "l_73", scope: !1408, file: !2, line: 270, type: !1409)
!1408 = distinct !DILexicalBlock(scope: !1380, file: !2, line: 269, column: 13)
!1409 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 7680, elements: !1410)
!1410 = !{!581, !871, !38}
!1411 = !DILocation(line: 270, column: 26, scope: !1408)
!1412 = !DILocalVariable(name: "i", scope: !1408, file: !2, line: 271, type: !12)
!1413 = !DILocation(line: 271, column: 21, scope: !1408)
!1414 = !DILocalVariable(name: "j", scope: !1408, file: !2, line: 271, type: !12)
!1415 = !DILocation(line: 271, column: 24, scope: !1408)
!1416 = !DILocalVariable(name: "k", scope: !1408, file: !2, line: 271, type: !12)
!1417 = !DILocation(line: 271, column: 27, scope: !1408)
!1418 = !DILocation(line: 272, column: 27, scope: !1408)
!1419 = !DILocation(line: 272, column: 19, scope: !1408)
!1420 = !DILocation(line: 272, column: 25, scope: !1408)
!1421 = !DILocation(line: 273, column: 13, scope: !1408)
!1422 = !DILocalVariable(name: "l_75", scope: !1423, file: !2, line: 276, type: !139)
!1423 = distinct !DILexicalBlock(scope: !1380, file: !2, line: 275, column: 13)
!1424 = !DILocation(line: 276, column: 26, scope: !1423)
!1425 = !DILocalVariable(name: "l_76", scope: !1423, file: !2, line: 277, type: !139)
!1426 = !DILocation(line: 277, column: 26, scope: !1423)
!1427 = !DILocalVariable(name: "l_77", scope: !1423, file: !2, line: 278, type: !139)
!1428 = !DILocation(line: 278, column: 26, scope: !1423)
!1429 = !DILocalVariable(name: "l_78", scope: !1423, file: !2, line: 279, type: !133)
!1430 = !DILocation(line: 279, column: 25, scope: !1423)
!1431 = !DILocalVariable(name: "l_79", scope: !1423, file: !2, line: 280, type: !139)
!1432 = !DILocation(line: 280, column: 26, scope: !1423)
!1433 = !DILocalVariable(name: "l_80", scope: !1423, file: !2, line: 281, type: !139)
!1434 = !DILocation(line: 281, column: 26, scope: !1423)
!1435 = !DILocation(line: 281, column: 34, scope: !1423)
!1436 = !DILocalVariable(name: "l_81", scope: !1423, file: !2, line: 282, type: !139)
!1437 = !DILocation(line: 282, column: 26, scope: !1423)
!1438 = !DILocalVariable(name: "l_82", scope: !1423, file: !2, line: 283, type: !1439)
!1439 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 576, elements: !93)
!1440 = !DILocation(line: 283, column: 26, scope: !1423)
!1441 = !DILocation(line: 283, column: 38, scope: !1423)
!1442 = !DILocation(line: 283, column: 36, scope: !1423)
!1443 = !DILocation(line: 283, column: 47, scope: !1423)
!1444 = !DILocation(line: 283, column: 56, scope: !1423)
!1445 = !DILocation(line: 283, column: 65, scope: !1423)
!1446 = !DILocation(line: 283, column: 74, scope: !1423)
!1447 = !DILocation(line: 283, column: 83, scope: !1423)
!1448 = !DILocation(line: 283, column: 92, scope: !1423)
!1449 = !DILocation(line: 283, column: 101, scope: !1423)
!1450 = !DILocation(line: 283, column: 110, scope: !1423)
!1451 = !DILocalVariable(name: "i", scope: !1423, file: !2, line: 284, type: !12)
!1452 = !DILocation(line: 284, column: 21, scope: !1423)
!1453 = !DILocation(line: 285, column: 17, scope: !1423)
!1454 = !DILocation(line: 287, column: 61, scope: !1323)
!1455 = !DILocation(line: 287, column: 60, scope: !1323)
!1456 = !DILocation(line: 287, column: 73, scope: !1323)
!1457 = !DILocation(line: 287, column: 70, scope: !1323)
!1458 = !DILocation(line: 287, column: 58, scope: !1323)
!1459 = !DILocation(line: 287, column: 116, scope: !1323)
!1460 = !DILocation(line: 287, column: 157, scope: !1323)
!1461 = !DILocation(line: 287, column: 207, scope: !1323)
!1462 = !DILocation(line: 287, column: 203, scope: !1323)
!1463 = !DILocation(line: 287, column: 237, scope: !1323)
!1464 = !DILocation(line: 287, column: 164, scope: !1323)
!1465 = !DILocation(line: 287, column: 161, scope: !1323)
!1466 = !DILocation(line: 287, column: 156, scope: !1323)
!1467 = !DILocation(line: 287, column: 254, scope: !1323)
!1468 = !DILocation(line: 287, column: 247, scope: !1323)
!1469 = !DILocation(line: 287, column: 155, scope: !1323)
!1470 = !DILocation(line: 287, column: 126, scope: !1323)
!1471 = !DILocation(line: 287, column: 125, scope: !1323)
!1472 = !DILocation(line: 287, column: 124, scope: !1323)
!1473 = !DILocation(line: 287, column: 121, scope: !1323)
!1474 = !DILocation(line: 287, column: 270, scope: !1323)
!1475 = !DILocation(line: 287, column: 268, scope: !1323)
!1476 = !DILocation(line: 287, column: 279, scope: !1323)
!1477 = !DILocation(line: 287, column: 283, scope: !1323)
!1478 = !DILocation(line: 287, column: 294, scope: !1323)
!1479 = !DILocation(line: 287, column: 291, scope: !1323)
!1480 = !DILocation(line: 287, column: 112, scope: !1323)
!1481 = !DILocation(line: 287, column: 300, scope: !1323)
!1482 = !DILocation(line: 287, column: 111, scope: !1323)
!1483 = !DILocation(line: 287, column: 322, scope: !1323)
!1484 = !DILocation(line: 287, column: 317, scope: !1323)
!1485 = !DILocation(line: 287, column: 85, scope: !1323)
!1486 = !DILocation(line: 287, column: 334, scope: !1323)
!1487 = !DILocation(line: 287, column: 81, scope: !1323)
!1488 = !DILocation(line: 287, column: 57, scope: !1323)
!1489 = !DILocation(line: 287, column: 25, scope: !1323)
!1490 = !DILocation(line: 287, column: 343, scope: !1323)
!1491 = !DILocation(line: 287, column: 15, scope: !1323)
!1492 = !DILocation(line: 287, column: 21, scope: !1323)
!1493 = !DILocation(line: 288, column: 15, scope: !1323)
!1494 = !DILocation(line: 288, column: 22, scope: !1323)
!1495 = !DILocation(line: 290, column: 30, scope: !1153)
!1496 = !DILocation(line: 290, column: 47, scope: !1153)
!1497 = !DILocation(line: 290, column: 42, scope: !1153)
!1498 = !DILocation(line: 290, column: 17, scope: !1153)
!1499 = !DILocation(line: 291, column: 19, scope: !1500)
!1500 = distinct !DILexicalBlock(scope: !1153, file: !2, line: 291, column: 9)
!1501 = !DILocation(line: 291, column: 14, scope: !1500)
!1502 = !DILocation(line: 291, column: 25, scope: !1503)
!1503 = distinct !DILexicalBlock(scope: !1500, file: !2, line: 291, column: 9)
!1504 = !DILocation(line: 291, column: 30, scope: !1503)
!1505 = !DILocation(line: 291, column: 9, scope: !1500)
!1506 = !DILocalVariable(name: "l_107", scope: !1507, file: !2, line: 293, type: !159)
!1507 = distinct !DILexicalBlock(scope: !1503, file: !2, line: 292, column: 9)
!1508 = !DILocation(line: 293, column: 24, scope: !1507)
!1509 = !DILocalVariable(name: "i", scope: !1507, file: !2, line: 294, type: !12)
!1510 = !DILocation(line: 294, column: 17, scope: !1507)
!1511 = !DILocation(line: 295, column: 23, scope: !1507)
!1512 = !DILocation(line: 295, column: 15, scope: !1507)
!1513 = !DILocation(line: 295, column: 21, scope: !1507)
!1514 = !DILocation(line: 296, column: 26, scope: !1515)
!1515 = distinct !DILexicalBlock(scope: !1507, file: !2, line: 296, column: 13)
!1516 = !DILocation(line: 296, column: 18, scope: !1515)
!1517 = !DILocation(line: 296, column: 37, scope: !1518)
!1518 = distinct !DILexicalBlock(scope: !1515, file: !2, line: 296, column: 13)
!1519 = !DILocation(line: 296, column: 40, scope: !1518)
!1520 = !DILocation(line: 296, column: 13, scope: !1515)
!1521 = !DILocalVariable(name: "l_108", scope: !1522, file: !2, line: 298, type: !1523)
!1522 = distinct !DILexicalBlock(scope: !1518, file: !2, line: 297, column: 13)
!1523 = !DICompositeType(tag: DW_TAG_array_type, baseType: !159, size: 128, elements: !5)
!1524 = !DILocation(line: 298, column: 28, scope: !1522)
!1525 = !DILocalVariable(name: "i", scope: !1522, file: !2, line: 299, type: !12)
!1526 = !DILocation(line: 299, column: 21, scope: !1522)
!1527 = !DILocation(line: 300, column: 24, scope: !1528)
!1528 = distinct !DILexicalBlock(scope: !1522, file: !2, line: 300, column: 17)
!1529 = !DILocation(line: 300, column: 22, scope: !1528)
!1530 = !DILocation(line: 300, column: 29, scope: !1531)
!1531 = distinct !DILexicalBlock(scope: !1528, file: !2, line: 300, column: 17)
!1532 = !DILocation(line: 300, column: 31, scope: !1531)
!1533 = !DILocation(line: 300, column: 17, scope: !1528)
!1534 = !DILocation(line: 301, column: 27, scope: !1531)
!1535 = !DILocation(line: 301, column: 21, scope: !1531)
!1536 = !DILocation(line: 301, column: 30, scope: !1531)
!1537 = !DILocation(line: 300, column: 37, scope: !1531)
!1538 = !DILocation(line: 300, column: 17, scope: !1531)
!1539 = distinct !{!1539, !1533, !1540, !338}
!1540 = !DILocation(line: 301, column: 33, scope: !1528)
!1541 = !DILocation(line: 302, column: 39, scope: !1522)
!1542 = !DILocation(line: 302, column: 28, scope: !1522)
!1543 = !DILocation(line: 302, column: 37, scope: !1522)
!1544 = !DILocation(line: 302, column: 19, scope: !1522)
!1545 = !DILocation(line: 302, column: 25, scope: !1522)
!1546 = !DILocation(line: 303, column: 13, scope: !1522)
!1547 = !DILocation(line: 296, column: 55, scope: !1518)
!1548 = !DILocation(line: 296, column: 13, scope: !1518)
!1549 = distinct !{!1549, !1520, !1550, !338}
!1550 = !DILocation(line: 303, column: 13, scope: !1515)
!1551 = !DILocation(line: 304, column: 21, scope: !1552)
!1552 = distinct !DILexicalBlock(scope: !1507, file: !2, line: 304, column: 17)
!1553 = !DILocation(line: 304, column: 17, scope: !1552)
!1554 = !DILocation(line: 304, column: 17, scope: !1507)
!1555 = !DILocation(line: 305, column: 17, scope: !1552)
!1556 = !DILocation(line: 306, column: 27, scope: !1507)
!1557 = !DILocation(line: 306, column: 45, scope: !1507)
!1558 = !DILocation(line: 306, column: 71, scope: !1507)
!1559 = !DILocation(line: 306, column: 76, scope: !1507)
!1560 = !DILocation(line: 306, column: 65, scope: !1507)
!1561 = !DILocation(line: 306, column: 85, scope: !1507)
!1562 = !DILocation(line: 306, column: 82, scope: !1507)
!1563 = !DILocation(line: 306, column: 64, scope: !1507)
!1564 = !DILocation(line: 306, column: 119, scope: !1507)
!1565 = !DILocation(line: 306, column: 133, scope: !1507)
!1566 = !DILocation(line: 306, column: 138, scope: !1507)
!1567 = !DILocation(line: 306, column: 127, scope: !1507)
!1568 = !DILocation(line: 306, column: 93, scope: !1507)
!1569 = !DILocation(line: 306, column: 90, scope: !1507)
!1570 = !DILocation(line: 306, column: 60, scope: !1507)
!1571 = !DILocation(line: 306, column: 21, scope: !1507)
!1572 = !DILocation(line: 307, column: 9, scope: !1507)
!1573 = !DILocation(line: 291, column: 42, scope: !1503)
!1574 = !DILocation(line: 291, column: 9, scope: !1503)
!1575 = distinct !{!1575, !1505, !1576, !338}
!1576 = !DILocation(line: 307, column: 9, scope: !1500)
!1577 = !DILocation(line: 308, column: 22, scope: !1578)
!1578 = distinct !DILexicalBlock(scope: !1153, file: !2, line: 308, column: 9)
!1579 = !DILocation(line: 308, column: 14, scope: !1578)
!1580 = !DILocation(line: 308, column: 33, scope: !1581)
!1581 = distinct !DILexicalBlock(scope: !1578, file: !2, line: 308, column: 9)
!1582 = !DILocation(line: 308, column: 28, scope: !1581)
!1583 = !DILocation(line: 308, column: 36, scope: !1581)
!1584 = !DILocation(line: 308, column: 9, scope: !1578)
!1585 = !DILocalVariable(name: "l_114", scope: !1586, file: !2, line: 310, type: !133)
!1586 = distinct !DILexicalBlock(scope: !1581, file: !2, line: 309, column: 9)
!1587 = !DILocation(line: 310, column: 21, scope: !1586)
!1588 = !DILocalVariable(name: "l_118", scope: !1586, file: !2, line: 311, type: !702)
!1589 = !DILocation(line: 311, column: 20, scope: !1586)
!1590 = !DILocalVariable(name: "l_119", scope: !1586, file: !2, line: 312, type: !702)
!1591 = !DILocation(line: 312, column: 20, scope: !1586)
!1592 = !DILocalVariable(name: "l_126", scope: !1586, file: !2, line: 313, type: !133)
!1593 = !DILocation(line: 313, column: 21, scope: !1586)
!1594 = !DILocalVariable(name: "l_131", scope: !1586, file: !2, line: 314, type: !145)
!1595 = !DILocation(line: 314, column: 23, scope: !1586)
!1596 = !DILocation(line: 315, column: 47, scope: !1597)
!1597 = distinct !DILexicalBlock(scope: !1586, file: !2, line: 315, column: 17)
!1598 = !DILocation(line: 315, column: 51, scope: !1597)
!1599 = !DILocation(line: 315, column: 54, scope: !1597)
!1600 = !DILocation(line: 315, column: 86, scope: !1597)
!1601 = !DILocation(line: 315, column: 81, scope: !1597)
!1602 = !DILocation(line: 315, column: 79, scope: !1597)
!1603 = !DILocation(line: 315, column: 65, scope: !1597)
!1604 = !DILocation(line: 315, column: 96, scope: !1597)
!1605 = !DILocation(line: 315, column: 102, scope: !1597)
!1606 = !DILocation(line: 315, column: 117, scope: !1597)
!1607 = !DILocation(line: 315, column: 131, scope: !1597)
!1608 = !DILocation(line: 315, column: 90, scope: !1597)
!1609 = !DILocation(line: 315, column: 61, scope: !1597)
!1610 = !DILocation(line: 315, column: 45, scope: !1597)
!1611 = !DILocation(line: 315, column: 137, scope: !1597)
!1612 = !DILocation(line: 315, column: 164, scope: !1597)
!1613 = !DILocation(line: 315, column: 43, scope: !1597)
!1614 = !DILocation(line: 315, column: 34, scope: !1597)
!1615 = !DILocation(line: 315, column: 41, scope: !1597)
!1616 = !DILocation(line: 315, column: 22, scope: !1597)
!1617 = !DILocation(line: 315, column: 29, scope: !1597)
!1618 = !DILocation(line: 315, column: 19, scope: !1597)
!1619 = !DILocation(line: 315, column: 173, scope: !1597)
!1620 = !DILocation(line: 315, column: 193, scope: !1597)
!1621 = !DILocation(line: 315, column: 191, scope: !1597)
!1622 = !DILocation(line: 315, column: 17, scope: !1586)
!1623 = !DILocation(line: 317, column: 28, scope: !1624)
!1624 = distinct !DILexicalBlock(scope: !1597, file: !2, line: 316, column: 13)
!1625 = !DILocation(line: 317, column: 19, scope: !1624)
!1626 = !DILocation(line: 317, column: 25, scope: !1624)
!1627 = !DILocation(line: 318, column: 21, scope: !1628)
!1628 = distinct !DILexicalBlock(scope: !1624, file: !2, line: 318, column: 21)
!1629 = !DILocation(line: 318, column: 21, scope: !1624)
!1630 = !DILocation(line: 319, column: 21, scope: !1628)
!1631 = !DILocation(line: 320, column: 33, scope: !1624)
!1632 = !DILocation(line: 320, column: 40, scope: !1624)
!1633 = !DILocation(line: 320, column: 39, scope: !1624)
!1634 = !DILocation(line: 320, column: 36, scope: !1624)
!1635 = !DILocation(line: 320, column: 112, scope: !1624)
!1636 = !DILocation(line: 320, column: 111, scope: !1624)
!1637 = !DILocation(line: 320, column: 82, scope: !1624)
!1638 = !DILocation(line: 320, column: 26, scope: !1624)
!1639 = !DILocation(line: 320, column: 23, scope: !1624)
!1640 = !DILocation(line: 321, column: 13, scope: !1624)
!1641 = !DILocation(line: 324, column: 17, scope: !1642)
!1642 = distinct !DILexicalBlock(scope: !1597, file: !2, line: 323, column: 13)
!1643 = !DILocation(line: 326, column: 81, scope: !1644)
!1644 = distinct !DILexicalBlock(scope: !1586, file: !2, line: 326, column: 17)
!1645 = !DILocation(line: 326, column: 90, scope: !1644)
!1646 = !DILocation(line: 326, column: 87, scope: !1644)
!1647 = !DILocation(line: 326, column: 80, scope: !1644)
!1648 = !DILocation(line: 326, column: 114, scope: !1644)
!1649 = !DILocation(line: 326, column: 106, scope: !1644)
!1650 = !DILocation(line: 326, column: 105, scope: !1644)
!1651 = !DILocation(line: 326, column: 112, scope: !1644)
!1652 = !DILocation(line: 326, column: 102, scope: !1644)
!1653 = !DILocation(line: 326, column: 128, scope: !1644)
!1654 = !DILocation(line: 326, column: 122, scope: !1644)
!1655 = !DILocation(line: 326, column: 119, scope: !1644)
!1656 = !DILocation(line: 326, column: 100, scope: !1644)
!1657 = !DILocation(line: 326, column: 54, scope: !1644)
!1658 = !DILocation(line: 326, column: 53, scope: !1644)
!1659 = !DILocation(line: 326, column: 21, scope: !1644)
!1660 = !DILocation(line: 326, column: 148, scope: !1644)
!1661 = !DILocation(line: 326, column: 19, scope: !1644)
!1662 = !DILocation(line: 326, column: 153, scope: !1644)
!1663 = !DILocation(line: 326, column: 18, scope: !1644)
!1664 = !DILocation(line: 326, column: 165, scope: !1644)
!1665 = !DILocation(line: 326, column: 17, scope: !1586)
!1666 = !DILocation(line: 328, column: 21, scope: !1667)
!1667 = distinct !DILexicalBlock(scope: !1668, file: !2, line: 328, column: 21)
!1668 = distinct !DILexicalBlock(scope: !1644, file: !2, line: 327, column: 13)
!1669 = !DILocation(line: 328, column: 21, scope: !1668)
!1670 = !DILocation(line: 329, column: 21, scope: !1667)
!1671 = !DILocation(line: 330, column: 21, scope: !1672)
!1672 = distinct !DILexicalBlock(scope: !1668, file: !2, line: 330, column: 21)
!1673 = !DILocation(line: 330, column: 21, scope: !1668)
!1674 = !DILocation(line: 331, column: 21, scope: !1672)
!1675 = !DILocation(line: 332, column: 13, scope: !1668)
!1676 = !DILocalVariable(name: "l_138", scope: !1677, file: !2, line: 335, type: !146)
!1677 = distinct !DILexicalBlock(scope: !1644, file: !2, line: 334, column: 13)
!1678 = !DILocation(line: 335, column: 26, scope: !1677)
!1679 = !DILocation(line: 336, column: 87, scope: !1677)
!1680 = !DILocation(line: 336, column: 90, scope: !1677)
!1681 = !DILocation(line: 336, column: 118, scope: !1677)
!1682 = !DILocation(line: 336, column: 124, scope: !1677)
!1683 = !DILocation(line: 0, scope: !1677)
!1684 = !DILocation(line: 336, column: 117, scope: !1677)
!1685 = !DILocation(line: 336, column: 134, scope: !1677)
!1686 = !DILocation(line: 336, column: 144, scope: !1677)
!1687 = !DILocation(line: 336, column: 113, scope: !1677)
!1688 = !DILocation(line: 336, column: 156, scope: !1677)
!1689 = !DILocation(line: 336, column: 153, scope: !1677)
!1690 = !DILocation(line: 336, column: 79, scope: !1677)
!1691 = !DILocation(line: 336, column: 163, scope: !1677)
!1692 = !DILocation(line: 336, column: 55, scope: !1677)
!1693 = !DILocation(line: 336, column: 54, scope: !1677)
!1694 = !DILocation(line: 336, column: 169, scope: !1677)
!1695 = !DILocation(line: 336, column: 53, scope: !1677)
!1696 = !DILocation(line: 336, column: 183, scope: !1677)
!1697 = !DILocation(line: 336, column: 29, scope: !1677)
!1698 = !DILocation(line: 336, column: 19, scope: !1677)
!1699 = !DILocation(line: 336, column: 26, scope: !1677)
!1700 = !DILocation(line: 337, column: 17, scope: !1677)
!1701 = !DILocation(line: 339, column: 17, scope: !1702)
!1702 = distinct !DILexicalBlock(scope: !1586, file: !2, line: 339, column: 17)
!1703 = !DILocation(line: 339, column: 17, scope: !1586)
!1704 = !DILocation(line: 340, column: 17, scope: !1702)
!1705 = !DILocation(line: 341, column: 17, scope: !1706)
!1706 = distinct !DILexicalBlock(scope: !1586, file: !2, line: 341, column: 17)
!1707 = !DILocation(line: 341, column: 17, scope: !1586)
!1708 = !DILocation(line: 342, column: 17, scope: !1706)
!1709 = !DILocation(line: 343, column: 9, scope: !1586)
!1710 = !DILocation(line: 308, column: 51, scope: !1581)
!1711 = !DILocation(line: 308, column: 9, scope: !1581)
!1712 = distinct !{!1712, !1584, !1713, !338}
!1713 = !DILocation(line: 343, column: 9, scope: !1578)
!1714 = !DILocation(line: 344, column: 5, scope: !1153)
!1715 = !DILocation(line: 209, column: 67, scope: !1149)
!1716 = !DILocation(line: 209, column: 40, scope: !1149)
!1717 = !DILocation(line: 209, column: 38, scope: !1149)
!1718 = !DILocation(line: 209, column: 5, scope: !1149)
!1719 = distinct !{!1719, !1151, !1720, !338}
!1720 = !DILocation(line: 344, column: 5, scope: !1146)
!1721 = !DILocation(line: 345, column: 5, scope: !1110)
!1722 = !DILocation(line: 346, column: 1, scope: !1110)
!1723 = distinct !DISubprogram(name: "safe_mod_func_int64_t_s_s", scope: !1724, file: !1724, line: 461, type: !1725, scopeLine: 462, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!1724 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!1725 = !DISubroutineType(types: !1726)
!1726 = !{!180, !180, !180}
!1727 = !DILocalVariable(name: "si1", arg: 1, scope: !1723, file: !1724, line: 461, type: !180)
!1728 = !DILocation(line: 461, column: 41, scope: !1723)
!1729 = !DILocalVariable(name: "si2", arg: 2, scope: !1723, file: !1724, line: 461, type: !180)
!1730 = !DILocation(line: 461, column: 54, scope: !1723)
!1731 = !DILocation(line: 466, column: 7, scope: !1723)
!1732 = !DILocation(line: 466, column: 11, scope: !1723)
!1733 = !DILocation(line: 466, column: 17, scope: !1723)
!1734 = !DILocation(line: 466, column: 22, scope: !1723)
!1735 = !DILocation(line: 466, column: 26, scope: !1723)
!1736 = !DILocation(line: 466, column: 40, scope: !1723)
!1737 = !DILocation(line: 466, column: 44, scope: !1723)
!1738 = !DILocation(line: 466, column: 48, scope: !1723)
!1739 = !DILocation(line: 466, column: 5, scope: !1723)
!1740 = !DILocation(line: 467, column: 6, scope: !1723)
!1741 = !DILocation(line: 469, column: 6, scope: !1723)
!1742 = !DILocation(line: 469, column: 12, scope: !1723)
!1743 = !DILocation(line: 469, column: 10, scope: !1723)
!1744 = !DILocation(line: 464, column: 3, scope: !1723)
!1745 = distinct !DISubprogram(name: "safe_mod_func_int8_t_s_s", scope: !1724, file: !1724, line: 70, type: !1746, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!1746 = !DISubroutineType(types: !1747)
!1747 = !{!168, !168, !168}
!1748 = !DILocalVariable(name: "si1", arg: 1, scope: !1745, file: !1724, line: 70, type: !168)
!1749 = !DILocation(line: 70, column: 39, scope: !1745)
!1750 = !DILocalVariable(name: "si2", arg: 2, scope: !1745, file: !1724, line: 70, type: !168)
!1751 = !DILocation(line: 70, column: 51, scope: !1745)
!1752 = !DILocation(line: 75, column: 7, scope: !1745)
!1753 = !DILocation(line: 75, column: 11, scope: !1745)
!1754 = !DILocation(line: 75, column: 17, scope: !1745)
!1755 = !DILocation(line: 75, column: 22, scope: !1745)
!1756 = !DILocation(line: 75, column: 26, scope: !1745)
!1757 = !DILocation(line: 75, column: 39, scope: !1745)
!1758 = !DILocation(line: 75, column: 43, scope: !1745)
!1759 = !DILocation(line: 75, column: 47, scope: !1745)
!1760 = !DILocation(line: 75, column: 5, scope: !1745)
!1761 = !DILocation(line: 76, column: 6, scope: !1745)
!1762 = !DILocation(line: 76, column: 5, scope: !1745)
!1763 = !DILocation(line: 78, column: 6, scope: !1745)
!1764 = !DILocation(line: 78, column: 12, scope: !1745)
!1765 = !DILocation(line: 78, column: 10, scope: !1745)
!1766 = !DILocation(line: 73, column: 3, scope: !1745)
!1767 = distinct !DISubprogram(name: "safe_add_func_uint8_t_u_u", scope: !1724, file: !1724, line: 546, type: !1768, scopeLine: 547, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!1768 = !DISubroutineType(types: !1769)
!1769 = !{!185, !185, !185}
!1770 = !DILocalVariable(name: "ui1", arg: 1, scope: !1767, file: !1724, line: 546, type: !185)
!1771 = !DILocation(line: 546, column: 41, scope: !1767)
!1772 = !DILocalVariable(name: "ui2", arg: 2, scope: !1767, file: !1724, line: 546, type: !185)
!1773 = !DILocation(line: 546, column: 54, scope: !1767)
!1774 = !DILocation(line: 549, column: 10, scope: !1767)
!1775 = !DILocation(line: 549, column: 16, scope: !1767)
!1776 = !DILocation(line: 549, column: 14, scope: !1767)
!1777 = !DILocation(line: 549, column: 3, scope: !1767)
!1778 = distinct !DISubprogram(name: "safe_div_func_float_f_f", scope: !1724, file: !1724, line: 994, type: !1779, scopeLine: 995, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!1779 = !DISubroutineType(types: !1780)
!1780 = !{!177, !177, !177}
!1781 = !DILocalVariable(name: "sf1", arg: 1, scope: !1778, file: !1724, line: 994, type: !177)
!1782 = !DILocation(line: 994, column: 37, scope: !1778)
!1783 = !DILocalVariable(name: "sf2", arg: 2, scope: !1778, file: !1724, line: 994, type: !177)
!1784 = !DILocation(line: 994, column: 48, scope: !1778)
!1785 = !DILocation(line: 1000, column: 13, scope: !1778)
!1786 = !DILocation(line: 1000, column: 7, scope: !1778)
!1787 = !DILocation(line: 1000, column: 18, scope: !1778)
!1788 = !DILocation(line: 1000, column: 26, scope: !1778)
!1789 = !DILocation(line: 1000, column: 32, scope: !1778)
!1790 = !DILocation(line: 1000, column: 36, scope: !1778)
!1791 = !DILocation(line: 1000, column: 45, scope: !1778)
!1792 = !DILocation(line: 1000, column: 69, scope: !1778)
!1793 = !DILocation(line: 1000, column: 67, scope: !1778)
!1794 = !DILocation(line: 1000, column: 90, scope: !1778)
!1795 = !DILocation(line: 1000, column: 88, scope: !1778)
!1796 = !DILocation(line: 1000, column: 74, scope: !1778)
!1797 = !DILocation(line: 1000, column: 49, scope: !1778)
!1798 = !DILocation(line: 1000, column: 97, scope: !1778)
!1799 = !DILocation(line: 1000, column: 5, scope: !1778)
!1800 = !DILocation(line: 1004, column: 5, scope: !1778)
!1801 = !DILocation(line: 1006, column: 6, scope: !1778)
!1802 = !DILocation(line: 1006, column: 12, scope: !1778)
!1803 = !DILocation(line: 1006, column: 10, scope: !1778)
!1804 = !DILocation(line: 997, column: 3, scope: !1778)
!1805 = distinct !DISubprogram(name: "safe_add_func_float_f_f", scope: !1724, file: !1724, line: 954, type: !1779, scopeLine: 955, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!1806 = !DILocalVariable(name: "sf1", arg: 1, scope: !1805, file: !1724, line: 954, type: !177)
!1807 = !DILocation(line: 954, column: 37, scope: !1805)
!1808 = !DILocalVariable(name: "sf2", arg: 2, scope: !1805, file: !1724, line: 954, type: !177)
!1809 = !DILocation(line: 954, column: 48, scope: !1805)
!1810 = !DILocation(line: 959, column: 20, scope: !1805)
!1811 = !DILocation(line: 959, column: 35, scope: !1805)
!1812 = !DILocation(line: 959, column: 33, scope: !1805)
!1813 = !DILocation(line: 959, column: 25, scope: !1805)
!1814 = !DILocation(line: 959, column: 6, scope: !1805)
!1815 = !DILocation(line: 959, column: 41, scope: !1805)
!1816 = !DILocation(line: 959, column: 5, scope: !1805)
!1817 = !DILocation(line: 960, column: 5, scope: !1805)
!1818 = !DILocation(line: 962, column: 6, scope: !1805)
!1819 = !DILocation(line: 962, column: 12, scope: !1805)
!1820 = !DILocation(line: 962, column: 10, scope: !1805)
!1821 = !DILocation(line: 957, column: 3, scope: !1805)
!1822 = distinct !DISubprogram(name: "safe_mul_func_float_f_f", scope: !1724, file: !1724, line: 978, type: !1779, scopeLine: 979, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!1823 = !DILocalVariable(name: "sf1", arg: 1, scope: !1822, file: !1724, line: 978, type: !177)
!1824 = !DILocation(line: 978, column: 37, scope: !1822)
!1825 = !DILocalVariable(name: "sf2", arg: 2, scope: !1822, file: !1724, line: 978, type: !177)
!1826 = !DILocation(line: 978, column: 48, scope: !1822)
!1827 = !DILocation(line: 984, column: 27, scope: !1822)
!1828 = !DILocation(line: 984, column: 25, scope: !1822)
!1829 = !DILocation(line: 984, column: 48, scope: !1822)
!1830 = !DILocation(line: 984, column: 46, scope: !1822)
!1831 = !DILocation(line: 984, column: 32, scope: !1822)
!1832 = !DILocation(line: 984, column: 6, scope: !1822)
!1833 = !DILocation(line: 984, column: 54, scope: !1822)
!1834 = !DILocation(line: 984, column: 5, scope: !1822)
!1835 = !DILocation(line: 988, column: 5, scope: !1822)
!1836 = !DILocation(line: 990, column: 6, scope: !1822)
!1837 = !DILocation(line: 990, column: 12, scope: !1822)
!1838 = !DILocation(line: 990, column: 10, scope: !1822)
!1839 = !DILocation(line: 981, column: 3, scope: !1822)
!1840 = distinct !DISubprogram(name: "safe_sub_func_float_f_f", scope: !1724, file: !1724, line: 966, type: !1779, scopeLine: 967, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!1841 = !DILocalVariable(name: "sf1", arg: 1, scope: !1840, file: !1724, line: 966, type: !177)
!1842 = !DILocation(line: 966, column: 37, scope: !1840)
!1843 = !DILocalVariable(name: "sf2", arg: 2, scope: !1840, file: !1724, line: 966, type: !177)
!1844 = !DILocation(line: 966, column: 48, scope: !1840)
!1845 = !DILocation(line: 971, column: 20, scope: !1840)
!1846 = !DILocation(line: 971, column: 35, scope: !1840)
!1847 = !DILocation(line: 971, column: 33, scope: !1840)
!1848 = !DILocation(line: 971, column: 25, scope: !1840)
!1849 = !DILocation(line: 971, column: 6, scope: !1840)
!1850 = !DILocation(line: 971, column: 41, scope: !1840)
!1851 = !DILocation(line: 971, column: 5, scope: !1840)
!1852 = !DILocation(line: 972, column: 5, scope: !1840)
!1853 = !DILocation(line: 974, column: 6, scope: !1840)
!1854 = !DILocation(line: 974, column: 12, scope: !1840)
!1855 = !DILocation(line: 974, column: 10, scope: !1840)
!1856 = !DILocation(line: 969, column: 3, scope: !1840)
!1857 = distinct !DISubprogram(name: "safe_sub_func_uint64_t_u_u", scope: !1724, file: !1724, line: 860, type: !1858, scopeLine: 861, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!1858 = !DISubroutineType(types: !1859)
!1859 = !{!172, !172, !172}
!1860 = !DILocalVariable(name: "ui1", arg: 1, scope: !1857, file: !1724, line: 860, type: !172)
!1861 = !DILocation(line: 860, column: 43, scope: !1857)
!1862 = !DILocalVariable(name: "ui2", arg: 2, scope: !1857, file: !1724, line: 860, type: !172)
!1863 = !DILocation(line: 860, column: 57, scope: !1857)
!1864 = !DILocation(line: 863, column: 10, scope: !1857)
!1865 = !DILocation(line: 863, column: 16, scope: !1857)
!1866 = !DILocation(line: 863, column: 14, scope: !1857)
!1867 = !DILocation(line: 863, column: 3, scope: !1857)
!1868 = distinct !DISubprogram(name: "safe_lshift_func_int8_t_s_s", scope: !1724, file: !1724, line: 94, type: !1869, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!1869 = !DISubroutineType(types: !1870)
!1870 = !{!168, !168, !12}
!1871 = !DILocalVariable(name: "left", arg: 1, scope: !1868, file: !1724, line: 94, type: !168)
!1872 = !DILocation(line: 94, column: 42, scope: !1868)
!1873 = !DILocalVariable(name: "right", arg: 2, scope: !1868, file: !1724, line: 94, type: !12)
!1874 = !DILocation(line: 94, column: 52, scope: !1868)
!1875 = !DILocation(line: 99, column: 7, scope: !1868)
!1876 = !DILocation(line: 99, column: 12, scope: !1868)
!1877 = !DILocation(line: 99, column: 17, scope: !1868)
!1878 = !DILocation(line: 99, column: 27, scope: !1868)
!1879 = !DILocation(line: 99, column: 34, scope: !1868)
!1880 = !DILocation(line: 99, column: 39, scope: !1868)
!1881 = !DILocation(line: 99, column: 49, scope: !1868)
!1882 = !DILocation(line: 99, column: 56, scope: !1868)
!1883 = !DILocation(line: 99, column: 63, scope: !1868)
!1884 = !DILocation(line: 99, column: 67, scope: !1868)
!1885 = !DILocation(line: 99, column: 93, scope: !1868)
!1886 = !DILocation(line: 99, column: 84, scope: !1868)
!1887 = !DILocation(line: 99, column: 72, scope: !1868)
!1888 = !DILocation(line: 99, column: 5, scope: !1868)
!1889 = !DILocation(line: 100, column: 6, scope: !1868)
!1890 = !DILocation(line: 100, column: 5, scope: !1868)
!1891 = !DILocation(line: 102, column: 6, scope: !1868)
!1892 = !DILocation(line: 102, column: 20, scope: !1868)
!1893 = !DILocation(line: 102, column: 11, scope: !1868)
!1894 = !DILocation(line: 97, column: 3, scope: !1868)
!1895 = distinct !DISubprogram(name: "safe_div_func_int64_t_s_s", scope: !1724, file: !1724, line: 473, type: !1725, scopeLine: 474, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!1896 = !DILocalVariable(name: "si1", arg: 1, scope: !1895, file: !1724, line: 473, type: !180)
!1897 = !DILocation(line: 473, column: 41, scope: !1895)
!1898 = !DILocalVariable(name: "si2", arg: 2, scope: !1895, file: !1724, line: 473, type: !180)
!1899 = !DILocation(line: 473, column: 54, scope: !1895)
!1900 = !DILocation(line: 478, column: 7, scope: !1895)
!1901 = !DILocation(line: 478, column: 11, scope: !1895)
!1902 = !DILocation(line: 478, column: 17, scope: !1895)
!1903 = !DILocation(line: 478, column: 22, scope: !1895)
!1904 = !DILocation(line: 478, column: 26, scope: !1895)
!1905 = !DILocation(line: 478, column: 40, scope: !1895)
!1906 = !DILocation(line: 478, column: 44, scope: !1895)
!1907 = !DILocation(line: 478, column: 48, scope: !1895)
!1908 = !DILocation(line: 478, column: 5, scope: !1895)
!1909 = !DILocation(line: 479, column: 6, scope: !1895)
!1910 = !DILocation(line: 481, column: 6, scope: !1895)
!1911 = !DILocation(line: 481, column: 12, scope: !1895)
!1912 = !DILocation(line: 481, column: 10, scope: !1895)
!1913 = !DILocation(line: 476, column: 3, scope: !1895)
!1914 = distinct !DISubprogram(name: "safe_lshift_func_uint8_t_u_u", scope: !1724, file: !1724, line: 603, type: !1915, scopeLine: 604, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!1915 = !DISubroutineType(types: !1916)
!1916 = !{!185, !185, !13}
!1917 = !DILocalVariable(name: "left", arg: 1, scope: !1914, file: !1724, line: 603, type: !185)
!1918 = !DILocation(line: 603, column: 44, scope: !1914)
!1919 = !DILocalVariable(name: "right", arg: 2, scope: !1914, file: !1724, line: 603, type: !13)
!1920 = !DILocation(line: 603, column: 63, scope: !1914)
!1921 = !DILocation(line: 608, column: 22, scope: !1914)
!1922 = !DILocation(line: 608, column: 29, scope: !1914)
!1923 = !DILocation(line: 608, column: 36, scope: !1914)
!1924 = !DILocation(line: 608, column: 40, scope: !1914)
!1925 = !DILocation(line: 608, column: 76, scope: !1914)
!1926 = !DILocation(line: 608, column: 58, scope: !1914)
!1927 = !DILocation(line: 608, column: 45, scope: !1914)
!1928 = !DILocation(line: 608, column: 5, scope: !1914)
!1929 = !DILocation(line: 609, column: 6, scope: !1914)
!1930 = !DILocation(line: 609, column: 5, scope: !1914)
!1931 = !DILocation(line: 611, column: 6, scope: !1914)
!1932 = !DILocation(line: 611, column: 29, scope: !1914)
!1933 = !DILocation(line: 611, column: 11, scope: !1914)
!1934 = !DILocation(line: 606, column: 3, scope: !1914)
!1935 = distinct !DISubprogram(name: "safe_rshift_func_int16_t_s_s", scope: !1724, file: !1724, line: 248, type: !1936, scopeLine: 249, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!1936 = !DISubroutineType(types: !1937)
!1937 = !{!227, !227, !12}
!1938 = !DILocalVariable(name: "left", arg: 1, scope: !1935, file: !1724, line: 248, type: !227)
!1939 = !DILocation(line: 248, column: 44, scope: !1935)
!1940 = !DILocalVariable(name: "right", arg: 2, scope: !1935, file: !1724, line: 248, type: !12)
!1941 = !DILocation(line: 248, column: 54, scope: !1935)
!1942 = !DILocation(line: 253, column: 7, scope: !1935)
!1943 = !DILocation(line: 253, column: 12, scope: !1935)
!1944 = !DILocation(line: 253, column: 17, scope: !1935)
!1945 = !DILocation(line: 253, column: 27, scope: !1935)
!1946 = !DILocation(line: 253, column: 34, scope: !1935)
!1947 = !DILocation(line: 253, column: 39, scope: !1935)
!1948 = !DILocation(line: 253, column: 49, scope: !1935)
!1949 = !DILocation(line: 253, column: 56, scope: !1935)
!1950 = !DILocation(line: 253, column: 5, scope: !1935)
!1951 = !DILocation(line: 254, column: 6, scope: !1935)
!1952 = !DILocation(line: 254, column: 5, scope: !1935)
!1953 = !DILocation(line: 256, column: 6, scope: !1935)
!1954 = !DILocation(line: 256, column: 20, scope: !1935)
!1955 = !DILocation(line: 256, column: 11, scope: !1935)
!1956 = !DILocation(line: 251, column: 3, scope: !1935)
!1957 = distinct !DISubprogram(name: "safe_div_func_uint32_t_u_u", scope: !1724, file: !1724, line: 783, type: !1958, scopeLine: 784, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!1958 = !DISubroutineType(types: !1959)
!1959 = !{!123, !123, !123}
!1960 = !DILocalVariable(name: "ui1", arg: 1, scope: !1957, file: !1724, line: 783, type: !123)
!1961 = !DILocation(line: 783, column: 43, scope: !1957)
!1962 = !DILocalVariable(name: "ui2", arg: 2, scope: !1957, file: !1724, line: 783, type: !123)
!1963 = !DILocation(line: 783, column: 57, scope: !1957)
!1964 = !DILocation(line: 788, column: 6, scope: !1957)
!1965 = !DILocation(line: 788, column: 10, scope: !1957)
!1966 = !DILocation(line: 788, column: 5, scope: !1957)
!1967 = !DILocation(line: 789, column: 6, scope: !1957)
!1968 = !DILocation(line: 791, column: 6, scope: !1957)
!1969 = !DILocation(line: 791, column: 12, scope: !1957)
!1970 = !DILocation(line: 791, column: 10, scope: !1957)
!1971 = !DILocation(line: 786, column: 3, scope: !1957)
!1972 = distinct !DISubprogram(name: "safe_add_func_int64_t_s_s", scope: !1724, file: !1724, line: 419, type: !1725, scopeLine: 420, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!1973 = !DILocalVariable(name: "si1", arg: 1, scope: !1972, file: !1724, line: 419, type: !180)
!1974 = !DILocation(line: 419, column: 41, scope: !1972)
!1975 = !DILocalVariable(name: "si2", arg: 2, scope: !1972, file: !1724, line: 419, type: !180)
!1976 = !DILocation(line: 419, column: 54, scope: !1972)
!1977 = !DILocation(line: 425, column: 8, scope: !1972)
!1978 = !DILocation(line: 425, column: 11, scope: !1972)
!1979 = !DILocation(line: 425, column: 15, scope: !1972)
!1980 = !DILocation(line: 425, column: 19, scope: !1972)
!1981 = !DILocation(line: 425, column: 22, scope: !1972)
!1982 = !DILocation(line: 425, column: 26, scope: !1972)
!1983 = !DILocation(line: 425, column: 30, scope: !1972)
!1984 = !DILocation(line: 425, column: 47, scope: !1972)
!1985 = !DILocation(line: 425, column: 46, scope: !1972)
!1986 = !DILocation(line: 425, column: 34, scope: !1972)
!1987 = !DILocation(line: 425, column: 54, scope: !1972)
!1988 = !DILocation(line: 425, column: 59, scope: !1972)
!1989 = !DILocation(line: 425, column: 62, scope: !1972)
!1990 = !DILocation(line: 425, column: 66, scope: !1972)
!1991 = !DILocation(line: 425, column: 70, scope: !1972)
!1992 = !DILocation(line: 425, column: 73, scope: !1972)
!1993 = !DILocation(line: 425, column: 77, scope: !1972)
!1994 = !DILocation(line: 425, column: 81, scope: !1972)
!1995 = !DILocation(line: 425, column: 98, scope: !1972)
!1996 = !DILocation(line: 425, column: 97, scope: !1972)
!1997 = !DILocation(line: 425, column: 85, scope: !1972)
!1998 = !DILocation(line: 425, column: 5, scope: !1972)
!1999 = !DILocation(line: 426, column: 6, scope: !1972)
!2000 = !DILocation(line: 429, column: 6, scope: !1972)
!2001 = !DILocation(line: 429, column: 12, scope: !1972)
!2002 = !DILocation(line: 429, column: 10, scope: !1972)
!2003 = !DILocation(line: 422, column: 3, scope: !1972)
!2004 = distinct !DISubprogram(name: "safe_mul_func_int16_t_s_s", scope: !1724, file: !1724, line: 186, type: !2005, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!2005 = !DISubroutineType(types: !2006)
!2006 = !{!227, !227, !227}
!2007 = !DILocalVariable(name: "si1", arg: 1, scope: !2004, file: !1724, line: 186, type: !227)
!2008 = !DILocation(line: 186, column: 41, scope: !2004)
!2009 = !DILocalVariable(name: "si2", arg: 2, scope: !2004, file: !1724, line: 186, type: !227)
!2010 = !DILocation(line: 186, column: 54, scope: !2004)
!2011 = !DILocation(line: 196, column: 5, scope: !2004)
!2012 = !DILocation(line: 196, column: 11, scope: !2004)
!2013 = !DILocation(line: 196, column: 9, scope: !2004)
!2014 = !DILocation(line: 189, column: 3, scope: !2004)
!2015 = distinct !DISubprogram(name: "safe_add_func_int32_t_s_s", scope: !1724, file: !1724, line: 288, type: !2016, scopeLine: 289, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!2016 = !DISubroutineType(types: !2017)
!2017 = !{!133, !133, !133}
!2018 = !DILocalVariable(name: "si1", arg: 1, scope: !2015, file: !1724, line: 288, type: !133)
!2019 = !DILocation(line: 288, column: 41, scope: !2015)
!2020 = !DILocalVariable(name: "si2", arg: 2, scope: !2015, file: !1724, line: 288, type: !133)
!2021 = !DILocation(line: 288, column: 54, scope: !2015)
!2022 = !DILocation(line: 294, column: 8, scope: !2015)
!2023 = !DILocation(line: 294, column: 11, scope: !2015)
!2024 = !DILocation(line: 294, column: 15, scope: !2015)
!2025 = !DILocation(line: 294, column: 19, scope: !2015)
!2026 = !DILocation(line: 294, column: 22, scope: !2015)
!2027 = !DILocation(line: 294, column: 26, scope: !2015)
!2028 = !DILocation(line: 294, column: 30, scope: !2015)
!2029 = !DILocation(line: 294, column: 47, scope: !2015)
!2030 = !DILocation(line: 294, column: 46, scope: !2015)
!2031 = !DILocation(line: 294, column: 34, scope: !2015)
!2032 = !DILocation(line: 294, column: 54, scope: !2015)
!2033 = !DILocation(line: 294, column: 59, scope: !2015)
!2034 = !DILocation(line: 294, column: 62, scope: !2015)
!2035 = !DILocation(line: 294, column: 66, scope: !2015)
!2036 = !DILocation(line: 294, column: 70, scope: !2015)
!2037 = !DILocation(line: 294, column: 73, scope: !2015)
!2038 = !DILocation(line: 294, column: 77, scope: !2015)
!2039 = !DILocation(line: 294, column: 81, scope: !2015)
!2040 = !DILocation(line: 294, column: 98, scope: !2015)
!2041 = !DILocation(line: 294, column: 97, scope: !2015)
!2042 = !DILocation(line: 294, column: 85, scope: !2015)
!2043 = !DILocation(line: 294, column: 5, scope: !2015)
!2044 = !DILocation(line: 295, column: 6, scope: !2015)
!2045 = !DILocation(line: 298, column: 6, scope: !2015)
!2046 = !DILocation(line: 298, column: 12, scope: !2015)
!2047 = !DILocation(line: 298, column: 10, scope: !2015)
!2048 = !DILocation(line: 291, column: 3, scope: !2015)
!2049 = distinct !DISubprogram(name: "safe_div_func_int32_t_s_s", scope: !1724, file: !1724, line: 342, type: !2016, scopeLine: 343, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!2050 = !DILocalVariable(name: "si1", arg: 1, scope: !2049, file: !1724, line: 342, type: !133)
!2051 = !DILocation(line: 342, column: 41, scope: !2049)
!2052 = !DILocalVariable(name: "si2", arg: 2, scope: !2049, file: !1724, line: 342, type: !133)
!2053 = !DILocation(line: 342, column: 54, scope: !2049)
!2054 = !DILocation(line: 347, column: 7, scope: !2049)
!2055 = !DILocation(line: 347, column: 11, scope: !2049)
!2056 = !DILocation(line: 347, column: 17, scope: !2049)
!2057 = !DILocation(line: 347, column: 22, scope: !2049)
!2058 = !DILocation(line: 347, column: 26, scope: !2049)
!2059 = !DILocation(line: 347, column: 40, scope: !2049)
!2060 = !DILocation(line: 347, column: 44, scope: !2049)
!2061 = !DILocation(line: 347, column: 48, scope: !2049)
!2062 = !DILocation(line: 347, column: 5, scope: !2049)
!2063 = !DILocation(line: 348, column: 6, scope: !2049)
!2064 = !DILocation(line: 350, column: 6, scope: !2049)
!2065 = !DILocation(line: 350, column: 12, scope: !2049)
!2066 = !DILocation(line: 350, column: 10, scope: !2049)
!2067 = !DILocation(line: 345, column: 3, scope: !2049)
!2068 = distinct !DISubprogram(name: "safe_lshift_func_int16_t_s_s", scope: !1724, file: !1724, line: 224, type: !1936, scopeLine: 225, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!2069 = !DILocalVariable(name: "left", arg: 1, scope: !2068, file: !1724, line: 224, type: !227)
!2070 = !DILocation(line: 224, column: 44, scope: !2068)
!2071 = !DILocalVariable(name: "right", arg: 2, scope: !2068, file: !1724, line: 224, type: !12)
!2072 = !DILocation(line: 224, column: 54, scope: !2068)
!2073 = !DILocation(line: 229, column: 7, scope: !2068)
!2074 = !DILocation(line: 229, column: 12, scope: !2068)
!2075 = !DILocation(line: 229, column: 17, scope: !2068)
!2076 = !DILocation(line: 229, column: 27, scope: !2068)
!2077 = !DILocation(line: 229, column: 34, scope: !2068)
!2078 = !DILocation(line: 229, column: 39, scope: !2068)
!2079 = !DILocation(line: 229, column: 49, scope: !2068)
!2080 = !DILocation(line: 229, column: 56, scope: !2068)
!2081 = !DILocation(line: 229, column: 63, scope: !2068)
!2082 = !DILocation(line: 229, column: 67, scope: !2068)
!2083 = !DILocation(line: 229, column: 94, scope: !2068)
!2084 = !DILocation(line: 229, column: 85, scope: !2068)
!2085 = !DILocation(line: 229, column: 72, scope: !2068)
!2086 = !DILocation(line: 229, column: 5, scope: !2068)
!2087 = !DILocation(line: 230, column: 6, scope: !2068)
!2088 = !DILocation(line: 230, column: 5, scope: !2068)
!2089 = !DILocation(line: 232, column: 6, scope: !2068)
!2090 = !DILocation(line: 232, column: 20, scope: !2068)
!2091 = !DILocation(line: 232, column: 11, scope: !2068)
!2092 = !DILocation(line: 227, column: 3, scope: !2068)
!2093 = distinct !DISubprogram(name: "safe_mod_func_int32_t_s_s", scope: !1724, file: !1724, line: 330, type: !2016, scopeLine: 331, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!2094 = !DILocalVariable(name: "si1", arg: 1, scope: !2093, file: !1724, line: 330, type: !133)
!2095 = !DILocation(line: 330, column: 41, scope: !2093)
!2096 = !DILocalVariable(name: "si2", arg: 2, scope: !2093, file: !1724, line: 330, type: !133)
!2097 = !DILocation(line: 330, column: 54, scope: !2093)
!2098 = !DILocation(line: 335, column: 7, scope: !2093)
!2099 = !DILocation(line: 335, column: 11, scope: !2093)
!2100 = !DILocation(line: 335, column: 17, scope: !2093)
!2101 = !DILocation(line: 335, column: 22, scope: !2093)
!2102 = !DILocation(line: 335, column: 26, scope: !2093)
!2103 = !DILocation(line: 335, column: 40, scope: !2093)
!2104 = !DILocation(line: 335, column: 44, scope: !2093)
!2105 = !DILocation(line: 335, column: 48, scope: !2093)
!2106 = !DILocation(line: 335, column: 5, scope: !2093)
!2107 = !DILocation(line: 336, column: 6, scope: !2093)
!2108 = !DILocation(line: 338, column: 6, scope: !2093)
!2109 = !DILocation(line: 338, column: 12, scope: !2093)
!2110 = !DILocation(line: 338, column: 10, scope: !2093)
!2111 = !DILocation(line: 333, column: 3, scope: !2093)
!2112 = distinct !DISubprogram(name: "safe_sub_func_int16_t_s_s", scope: !1724, file: !1724, line: 172, type: !2005, scopeLine: 173, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!2113 = !DILocalVariable(name: "si1", arg: 1, scope: !2112, file: !1724, line: 172, type: !227)
!2114 = !DILocation(line: 172, column: 41, scope: !2112)
!2115 = !DILocalVariable(name: "si2", arg: 2, scope: !2112, file: !1724, line: 172, type: !227)
!2116 = !DILocation(line: 172, column: 54, scope: !2112)
!2117 = !DILocation(line: 182, column: 6, scope: !2112)
!2118 = !DILocation(line: 182, column: 12, scope: !2112)
!2119 = !DILocation(line: 182, column: 10, scope: !2112)
!2120 = !DILocation(line: 182, column: 5, scope: !2112)
!2121 = !DILocation(line: 175, column: 3, scope: !2112)
!2122 = distinct !DISubprogram(name: "safe_unary_minus_func_uint64_t_u", scope: !1724, file: !1724, line: 846, type: !2123, scopeLine: 847, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!2123 = !DISubroutineType(types: !2124)
!2124 = !{!172, !172}
!2125 = !DILocalVariable(name: "ui", arg: 1, scope: !2122, file: !1724, line: 846, type: !172)
!2126 = !DILocation(line: 846, column: 49, scope: !2122)
!2127 = !DILocation(line: 849, column: 11, scope: !2122)
!2128 = !DILocation(line: 849, column: 10, scope: !2122)
!2129 = !DILocation(line: 849, column: 3, scope: !2122)
!2130 = distinct !DISubprogram(name: "safe_rshift_func_uint16_t_u_s", scope: !1724, file: !1724, line: 717, type: !2131, scopeLine: 718, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!2131 = !DISubroutineType(types: !2132)
!2132 = !{!146, !146, !12}
!2133 = !DILocalVariable(name: "left", arg: 1, scope: !2130, file: !1724, line: 717, type: !146)
!2134 = !DILocation(line: 717, column: 46, scope: !2130)
!2135 = !DILocalVariable(name: "right", arg: 2, scope: !2130, file: !1724, line: 717, type: !12)
!2136 = !DILocation(line: 717, column: 56, scope: !2130)
!2137 = !DILocation(line: 722, column: 13, scope: !2130)
!2138 = !DILocation(line: 722, column: 20, scope: !2130)
!2139 = !DILocation(line: 722, column: 25, scope: !2130)
!2140 = !DILocation(line: 722, column: 35, scope: !2130)
!2141 = !DILocation(line: 722, column: 42, scope: !2130)
!2142 = !DILocation(line: 722, column: 5, scope: !2130)
!2143 = !DILocation(line: 723, column: 6, scope: !2130)
!2144 = !DILocation(line: 723, column: 5, scope: !2130)
!2145 = !DILocation(line: 725, column: 6, scope: !2130)
!2146 = !DILocation(line: 725, column: 20, scope: !2130)
!2147 = !DILocation(line: 725, column: 11, scope: !2130)
!2148 = !DILocation(line: 720, column: 3, scope: !2130)
!2149 = distinct !DISubprogram(name: "safe_sub_func_uint8_t_u_u", scope: !1724, file: !1724, line: 553, type: !1768, scopeLine: 554, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!2150 = !DILocalVariable(name: "ui1", arg: 1, scope: !2149, file: !1724, line: 553, type: !185)
!2151 = !DILocation(line: 553, column: 41, scope: !2149)
!2152 = !DILocalVariable(name: "ui2", arg: 2, scope: !2149, file: !1724, line: 553, type: !185)
!2153 = !DILocation(line: 553, column: 54, scope: !2149)
!2154 = !DILocation(line: 556, column: 10, scope: !2149)
!2155 = !DILocation(line: 556, column: 16, scope: !2149)
!2156 = !DILocation(line: 556, column: 14, scope: !2149)
!2157 = !DILocation(line: 556, column: 3, scope: !2149)
!2158 = distinct !DISubprogram(name: "safe_mul_func_uint8_t_u_u", scope: !1724, file: !1724, line: 560, type: !1768, scopeLine: 561, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!2159 = !DILocalVariable(name: "ui1", arg: 1, scope: !2158, file: !1724, line: 560, type: !185)
!2160 = !DILocation(line: 560, column: 41, scope: !2158)
!2161 = !DILocalVariable(name: "ui2", arg: 2, scope: !2158, file: !1724, line: 560, type: !185)
!2162 = !DILocation(line: 560, column: 54, scope: !2158)
!2163 = !DILocation(line: 563, column: 25, scope: !2158)
!2164 = !DILocation(line: 563, column: 11, scope: !2158)
!2165 = !DILocation(line: 563, column: 47, scope: !2158)
!2166 = !DILocation(line: 563, column: 33, scope: !2158)
!2167 = !DILocation(line: 563, column: 30, scope: !2158)
!2168 = !DILocation(line: 563, column: 10, scope: !2158)
!2169 = !DILocation(line: 563, column: 3, scope: !2158)
!2170 = distinct !DISubprogram(name: "safe_add_func_int8_t_s_s", scope: !1724, file: !1724, line: 28, type: !1746, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!2171 = !DILocalVariable(name: "si1", arg: 1, scope: !2170, file: !1724, line: 28, type: !168)
!2172 = !DILocation(line: 28, column: 39, scope: !2170)
!2173 = !DILocalVariable(name: "si2", arg: 2, scope: !2170, file: !1724, line: 28, type: !168)
!2174 = !DILocation(line: 28, column: 51, scope: !2170)
!2175 = !DILocation(line: 38, column: 6, scope: !2170)
!2176 = !DILocation(line: 38, column: 12, scope: !2170)
!2177 = !DILocation(line: 38, column: 10, scope: !2170)
!2178 = !DILocation(line: 38, column: 5, scope: !2170)
!2179 = !DILocation(line: 31, column: 3, scope: !2170)
!2180 = distinct !DISubprogram(name: "safe_lshift_func_int16_t_s_u", scope: !1724, file: !1724, line: 236, type: !2181, scopeLine: 237, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!2181 = !DISubroutineType(types: !2182)
!2182 = !{!227, !227, !13}
!2183 = !DILocalVariable(name: "left", arg: 1, scope: !2180, file: !1724, line: 236, type: !227)
!2184 = !DILocation(line: 236, column: 44, scope: !2180)
!2185 = !DILocalVariable(name: "right", arg: 2, scope: !2180, file: !1724, line: 236, type: !13)
!2186 = !DILocation(line: 236, column: 63, scope: !2180)
!2187 = !DILocation(line: 241, column: 7, scope: !2180)
!2188 = !DILocation(line: 241, column: 12, scope: !2180)
!2189 = !DILocation(line: 241, column: 17, scope: !2180)
!2190 = !DILocation(line: 241, column: 36, scope: !2180)
!2191 = !DILocation(line: 241, column: 43, scope: !2180)
!2192 = !DILocation(line: 241, column: 50, scope: !2180)
!2193 = !DILocation(line: 241, column: 54, scope: !2180)
!2194 = !DILocation(line: 241, column: 90, scope: !2180)
!2195 = !DILocation(line: 241, column: 72, scope: !2180)
!2196 = !DILocation(line: 241, column: 59, scope: !2180)
!2197 = !DILocation(line: 241, column: 5, scope: !2180)
!2198 = !DILocation(line: 242, column: 6, scope: !2180)
!2199 = !DILocation(line: 242, column: 5, scope: !2180)
!2200 = !DILocation(line: 244, column: 6, scope: !2180)
!2201 = !DILocation(line: 244, column: 29, scope: !2180)
!2202 = !DILocation(line: 244, column: 11, scope: !2180)
!2203 = !DILocation(line: 239, column: 3, scope: !2180)
!2204 = distinct !DISubprogram(name: "safe_unary_minus_func_int16_t_s", scope: !1724, file: !1724, line: 144, type: !2205, scopeLine: 145, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!2205 = !DISubroutineType(types: !2206)
!2206 = !{!227, !227}
!2207 = !DILocalVariable(name: "si", arg: 1, scope: !2204, file: !1724, line: 144, type: !227)
!2208 = !DILocation(line: 144, column: 47, scope: !2204)
!2209 = !DILocation(line: 154, column: 6, scope: !2204)
!2210 = !DILocation(line: 154, column: 5, scope: !2204)
!2211 = !DILocation(line: 147, column: 3, scope: !2204)
!2212 = distinct !DISubprogram(name: "safe_rshift_func_uint8_t_u_u", scope: !1724, file: !1724, line: 627, type: !1915, scopeLine: 628, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!2213 = !DILocalVariable(name: "left", arg: 1, scope: !2212, file: !1724, line: 627, type: !185)
!2214 = !DILocation(line: 627, column: 44, scope: !2212)
!2215 = !DILocalVariable(name: "right", arg: 2, scope: !2212, file: !1724, line: 627, type: !13)
!2216 = !DILocation(line: 627, column: 63, scope: !2212)
!2217 = !DILocation(line: 632, column: 21, scope: !2212)
!2218 = !DILocation(line: 632, column: 28, scope: !2212)
!2219 = !DILocation(line: 632, column: 5, scope: !2212)
!2220 = !DILocation(line: 633, column: 6, scope: !2212)
!2221 = !DILocation(line: 633, column: 5, scope: !2212)
!2222 = !DILocation(line: 635, column: 6, scope: !2212)
!2223 = !DILocation(line: 635, column: 29, scope: !2212)
!2224 = !DILocation(line: 635, column: 11, scope: !2212)
!2225 = !DILocation(line: 630, column: 3, scope: !2212)
!2226 = distinct !DISubprogram(name: "safe_mod_func_uint64_t_u_u", scope: !1724, file: !1724, line: 874, type: !1858, scopeLine: 875, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!2227 = !DILocalVariable(name: "ui1", arg: 1, scope: !2226, file: !1724, line: 874, type: !172)
!2228 = !DILocation(line: 874, column: 43, scope: !2226)
!2229 = !DILocalVariable(name: "ui2", arg: 2, scope: !2226, file: !1724, line: 874, type: !172)
!2230 = !DILocation(line: 874, column: 57, scope: !2226)
!2231 = !DILocation(line: 879, column: 6, scope: !2226)
!2232 = !DILocation(line: 879, column: 10, scope: !2226)
!2233 = !DILocation(line: 879, column: 5, scope: !2226)
!2234 = !DILocation(line: 880, column: 6, scope: !2226)
!2235 = !DILocation(line: 882, column: 6, scope: !2226)
!2236 = !DILocation(line: 882, column: 12, scope: !2226)
!2237 = !DILocation(line: 882, column: 10, scope: !2226)
!2238 = !DILocation(line: 877, column: 3, scope: !2226)
!2239 = distinct !DISubprogram(name: "safe_sub_func_uint16_t_u_u", scope: !1724, file: !1724, line: 655, type: !2240, scopeLine: 656, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!2240 = !DISubroutineType(types: !2241)
!2241 = !{!146, !146, !146}
!2242 = !DILocalVariable(name: "ui1", arg: 1, scope: !2239, file: !1724, line: 655, type: !146)
!2243 = !DILocation(line: 655, column: 43, scope: !2239)
!2244 = !DILocalVariable(name: "ui2", arg: 2, scope: !2239, file: !1724, line: 655, type: !146)
!2245 = !DILocation(line: 655, column: 57, scope: !2239)
!2246 = !DILocation(line: 658, column: 10, scope: !2239)
!2247 = !DILocation(line: 658, column: 16, scope: !2239)
!2248 = !DILocation(line: 658, column: 14, scope: !2239)
!2249 = !DILocation(line: 658, column: 3, scope: !2239)
!2250 = distinct !DISubprogram(name: "crc32_8bytes", scope: !121, file: !121, line: 97, type: !2251, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!2251 = !DISubroutineType(types: !2252)
!2252 = !{null, !172}
!2253 = !DILocalVariable(name: "val", arg: 1, scope: !2250, file: !121, line: 97, type: !172)
!2254 = !DILocation(line: 97, column: 24, scope: !2250)
!2255 = !DILocation(line: 99, column: 15, scope: !2250)
!2256 = !DILocation(line: 99, column: 18, scope: !2250)
!2257 = !DILocation(line: 99, column: 23, scope: !2250)
!2258 = !DILocation(line: 99, column: 14, scope: !2250)
!2259 = !DILocation(line: 99, column: 2, scope: !2250)
!2260 = !DILocation(line: 100, column: 15, scope: !2250)
!2261 = !DILocation(line: 100, column: 18, scope: !2250)
!2262 = !DILocation(line: 100, column: 23, scope: !2250)
!2263 = !DILocation(line: 100, column: 14, scope: !2250)
!2264 = !DILocation(line: 100, column: 2, scope: !2250)
!2265 = !DILocation(line: 101, column: 15, scope: !2250)
!2266 = !DILocation(line: 101, column: 18, scope: !2250)
!2267 = !DILocation(line: 101, column: 24, scope: !2250)
!2268 = !DILocation(line: 101, column: 14, scope: !2250)
!2269 = !DILocation(line: 101, column: 2, scope: !2250)
!2270 = !DILocation(line: 102, column: 15, scope: !2250)
!2271 = !DILocation(line: 102, column: 18, scope: !2250)
!2272 = !DILocation(line: 102, column: 24, scope: !2250)
!2273 = !DILocation(line: 102, column: 14, scope: !2250)
!2274 = !DILocation(line: 102, column: 2, scope: !2250)
!2275 = !DILocation(line: 103, column: 15, scope: !2250)
!2276 = !DILocation(line: 103, column: 18, scope: !2250)
!2277 = !DILocation(line: 103, column: 24, scope: !2250)
!2278 = !DILocation(line: 103, column: 14, scope: !2250)
!2279 = !DILocation(line: 103, column: 2, scope: !2250)
!2280 = !DILocation(line: 104, column: 15, scope: !2250)
!2281 = !DILocation(line: 104, column: 18, scope: !2250)
!2282 = !DILocation(line: 104, column: 24, scope: !2250)
!2283 = !DILocation(line: 104, column: 14, scope: !2250)
!2284 = !DILocation(line: 104, column: 2, scope: !2250)
!2285 = !DILocation(line: 105, column: 15, scope: !2250)
!2286 = !DILocation(line: 105, column: 18, scope: !2250)
!2287 = !DILocation(line: 105, column: 24, scope: !2250)
!2288 = !DILocation(line: 105, column: 14, scope: !2250)
!2289 = !DILocation(line: 105, column: 2, scope: !2250)
!2290 = !DILocation(line: 106, column: 15, scope: !2250)
!2291 = !DILocation(line: 106, column: 18, scope: !2250)
!2292 = !DILocation(line: 106, column: 24, scope: !2250)
!2293 = !DILocation(line: 106, column: 14, scope: !2250)
!2294 = !DILocation(line: 106, column: 2, scope: !2250)
!2295 = !DILocation(line: 107, column: 1, scope: !2250)
!2296 = distinct !DISubprogram(name: "crc32_byte", scope: !121, file: !121, line: 71, type: !2297, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !290)
!2297 = !DISubroutineType(types: !2298)
!2298 = !{null, !185}
!2299 = !DILocalVariable(name: "b", arg: 1, scope: !2296, file: !121, line: 71, type: !185)
!2300 = !DILocation(line: 71, column: 21, scope: !2296)
!2301 = !DILocation(line: 73, column: 5, scope: !2296)
!2302 = !DILocation(line: 73, column: 19, scope: !2296)
!2303 = !DILocation(line: 73, column: 25, scope: !2296)
!2304 = !DILocation(line: 74, column: 14, scope: !2296)
!2305 = !DILocation(line: 74, column: 30, scope: !2296)
!2306 = !DILocation(line: 74, column: 28, scope: !2296)
!2307 = !DILocation(line: 74, column: 33, scope: !2296)
!2308 = !DILocation(line: 74, column: 3, scope: !2296)
!2309 = !DILocation(line: 73, column: 39, scope: !2296)
!2310 = !DILocation(line: 72, column: 16, scope: !2296)
!2311 = !DILocation(line: 75, column: 1, scope: !2296)
