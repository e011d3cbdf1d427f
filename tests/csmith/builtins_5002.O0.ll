; ModuleID = 'builtins_5002.c'
source_filename = "builtins_5002.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S2 = type { i64, i64, i32, i16, i32, i16 }
%struct.S3 = type <{ i64, i32 }>
%struct.S4 = type <{ i16, i8 }>
%struct.S0 = type { [6 x i8] }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@g_5 = internal global i32 1, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1, !dbg !15
@g_31 = internal global [6 x i32] [i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1], align 16, !dbg !259
@.str.2 = private unnamed_addr constant [8 x i8] c"g_31[i]\00", align 1, !dbg !20
@.str.3 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !25
@g_32 = internal global i32 -1650564427, align 4, !dbg !263
@.str.4 = private unnamed_addr constant [5 x i8] c"g_32\00", align 1, !dbg !30
@g_33 = internal global [3 x i32] [i32 81643639, i32 81643639, i32 81643639], align 4, !dbg !265
@.str.5 = private unnamed_addr constant [8 x i8] c"g_33[i]\00", align 1, !dbg !35
@g_37 = internal global %struct.S2 { i64 -6, i64 -10, i32 -1, i16 -4914, i32 95097697, i16 0 }, align 8, !dbg !268
@.str.6 = private unnamed_addr constant [8 x i8] c"g_37.f0\00", align 1, !dbg !37
@.str.7 = private unnamed_addr constant [8 x i8] c"g_37.f1\00", align 1, !dbg !39
@.str.8 = private unnamed_addr constant [8 x i8] c"g_37.f2\00", align 1, !dbg !41
@.str.9 = private unnamed_addr constant [8 x i8] c"g_37.f3\00", align 1, !dbg !43
@.str.10 = private unnamed_addr constant [8 x i8] c"g_37.f4\00", align 1, !dbg !45
@.str.11 = private unnamed_addr constant [8 x i8] c"g_37.f5\00", align 1, !dbg !47
@g_75 = internal global i16 -12552, align 2, !dbg !283
@.str.12 = private unnamed_addr constant [5 x i8] c"g_75\00", align 1, !dbg !49
@g_77 = internal global i64 -3, align 8, !dbg !288
@.str.13 = private unnamed_addr constant [5 x i8] c"g_77\00", align 1, !dbg !51
@g_90 = internal global i64 -2, align 8, !dbg !293
@.str.14 = private unnamed_addr constant [5 x i8] c"g_90\00", align 1, !dbg !53
@.str.15 = private unnamed_addr constant [12 x i8] c"g_104[i].f0\00", align 1, !dbg !55
@.str.16 = private unnamed_addr constant [12 x i8] c"g_104[i].f1\00", align 1, !dbg !60
@.str.17 = private unnamed_addr constant [12 x i8] c"g_104[i].f2\00", align 1, !dbg !62
@.str.18 = private unnamed_addr constant [12 x i8] c"g_104[i].f3\00", align 1, !dbg !64
@.str.19 = private unnamed_addr constant [9 x i8] c"g_120.f0\00", align 1, !dbg !66
@.str.20 = private unnamed_addr constant [9 x i8] c"g_120.f1\00", align 1, !dbg !71
@.str.21 = private unnamed_addr constant [9 x i8] c"g_122.f0\00", align 1, !dbg !73
@.str.22 = private unnamed_addr constant [9 x i8] c"g_122.f1\00", align 1, !dbg !75
@g_133 = internal global %struct.S2 { i64 4, i64 1827157791591086835, i32 0, i16 -452, i32 -1, i16 -1 }, align 8, !dbg !309
@.str.23 = private unnamed_addr constant [9 x i8] c"g_133.f0\00", align 1, !dbg !77
@.str.24 = private unnamed_addr constant [9 x i8] c"g_133.f1\00", align 1, !dbg !79
@.str.25 = private unnamed_addr constant [9 x i8] c"g_133.f2\00", align 1, !dbg !81
@.str.26 = private unnamed_addr constant [9 x i8] c"g_133.f3\00", align 1, !dbg !83
@.str.27 = private unnamed_addr constant [9 x i8] c"g_133.f4\00", align 1, !dbg !85
@.str.28 = private unnamed_addr constant [9 x i8] c"g_133.f5\00", align 1, !dbg !87
@.str.29 = private unnamed_addr constant [9 x i8] c"g_171.f0\00", align 1, !dbg !89
@.str.30 = private unnamed_addr constant [9 x i8] c"g_171.f1\00", align 1, !dbg !91
@.str.31 = private unnamed_addr constant [9 x i8] c"g_229.f0\00", align 1, !dbg !93
@.str.32 = private unnamed_addr constant [9 x i8] c"g_229.f1\00", align 1, !dbg !95
@g_235 = internal global i32 5, align 4, !dbg !316
@.str.33 = private unnamed_addr constant [6 x i8] c"g_235\00", align 1, !dbg !97
@g_248 = internal global [10 x %struct.S2] [%struct.S2 { i64 -7052042036828569405, i64 -3, i32 -1, i16 5, i32 769363829, i16 951 }, %struct.S2 { i64 8251901239836041052, i64 1174881234598950421, i32 -1, i16 -7896, i32 -946217383, i16 1 }, %struct.S2 { i64 -7052042036828569405, i64 -3, i32 -1, i16 5, i32 769363829, i16 951 }, %struct.S2 { i64 8251901239836041052, i64 1174881234598950421, i32 -1, i16 -7896, i32 -946217383, i16 1 }, %struct.S2 { i64 -7052042036828569405, i64 -3, i32 -1, i16 5, i32 769363829, i16 951 }, %struct.S2 { i64 8251901239836041052, i64 1174881234598950421, i32 -1, i16 -7896, i32 -946217383, i16 1 }, %struct.S2 { i64 -7052042036828569405, i64 -3, i32 -1, i16 5, i32 769363829, i16 951 }, %struct.S2 { i64 8251901239836041052, i64 1174881234598950421, i32 -1, i16 -7896, i32 -946217383, i16 1 }, %struct.S2 { i64 -7052042036828569405, i64 -3, i32 -1, i16 5, i32 769363829, i16 951 }, %struct.S2 { i64 8251901239836041052, i64 1174881234598950421, i32 -1, i16 -7896, i32 -946217383, i16 1 }], align 16, !dbg !318
@.str.34 = private unnamed_addr constant [12 x i8] c"g_248[i].f0\00", align 1, !dbg !102
@.str.35 = private unnamed_addr constant [12 x i8] c"g_248[i].f1\00", align 1, !dbg !104
@.str.36 = private unnamed_addr constant [12 x i8] c"g_248[i].f2\00", align 1, !dbg !106
@.str.37 = private unnamed_addr constant [12 x i8] c"g_248[i].f3\00", align 1, !dbg !108
@.str.38 = private unnamed_addr constant [12 x i8] c"g_248[i].f4\00", align 1, !dbg !110
@.str.39 = private unnamed_addr constant [12 x i8] c"g_248[i].f5\00", align 1, !dbg !112
@crc32_context = internal global i32 -1, align 4, !dbg !324
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !114
@__const.func_29.l_30 = private unnamed_addr constant [7 x i8] c"\FF\FF\FF\FF\FF\FF\FF", align 1
@.str.40 = private unnamed_addr constant [69 x i8] c"l_46 == &g_32 || (l_46 >= &g_33[0] && l_46 <= &g_33[2]) || l_46 == 0\00", align 1, !dbg !124
@.str.41 = private unnamed_addr constant [16 x i8] c"builtins_5002.c\00", align 1, !dbg !129
@__PRETTY_FUNCTION__.func_29 = private unnamed_addr constant [24 x i8] c"struct S2 func_29(void)\00", align 1, !dbg !134
@__const.func_29.l_241 = private unnamed_addr constant [8 x ptr] [ptr null, ptr @g_32, ptr @g_32, ptr null, ptr @g_32, ptr @g_32, ptr null, ptr @g_32], align 16
@g_245 = internal global ptr null, align 8, !dbg !222
@g_247 = internal global ptr @g_245, align 8, !dbg !250
@__const.func_40.l_233 = private unnamed_addr constant [6 x i8] c"\1C\1C\1C\1C\1C\1C", align 1
@g_69 = internal global ptr @g_70, align 8, !dbg !171
@.str.42 = private unnamed_addr constant [15 x i8] c"l_222 == &g_69\00", align 1, !dbg !140
@__PRETTY_FUNCTION__.func_40 = private unnamed_addr constant [27 x i8] c"uint8_t func_40(int32_t *)\00", align 1, !dbg !145
@.str.43 = private unnamed_addr constant [39 x i8] c"(p_41 >= &g_33[0] && p_41 <= &g_33[2])\00", align 1, !dbg !150
@.str.44 = private unnamed_addr constant [29 x i8] c"l_222 == &g_69 || l_222 == 0\00", align 1, !dbg !155
@.str.45 = private unnamed_addr constant [16 x i8] c"l_232 == &g_229\00", align 1, !dbg !169
@g_70 = internal global [9 x ptr] [ptr @g_33, ptr @g_33, ptr @g_33, ptr @g_33, ptr @g_33, ptr @g_33, ptr @g_33, ptr @g_33, ptr @g_33], align 16, !dbg !179
@__const.func_42.l_60 = private unnamed_addr constant [10 x [8 x [3 x i64]]] [[8 x [3 x i64]] [[3 x i64] [i64 1480166033097706615, i64 -1640783019969824984, i64 288695585688829898], [3 x i64] [i64 -9076949837794696322, i64 2117272440036984543, i64 0], [3 x i64] [i64 2117272440036984543, i64 3365868249621896737, i64 -1], [3 x i64] [i64 0, i64 -345503152905773680, i64 3365868249621896737], [3 x i64] [i64 -5333992759001764850, i64 -5013566260644671845, i64 -5333992759001764850], [3 x i64] [i64 -8040516461895333892, i64 2311133162573527315, i64 1163955740001089994], [3 x i64] [i64 7130925753088495450, i64 6, i64 6084539483952188837], [3 x i64] [i64 -1, i64 -1, i64 -5013566260644671845]], [8 x [3 x i64]] [[3 x i64] [i64 3102184675935219776, i64 8, i64 8807686155069331522], [3 x i64] [i64 -1, i64 -1, i64 -2196478812488874983], [3 x i64] [i64 7130925753088495450, i64 0, i64 1], [3 x i64] [i64 -8040516461895333892, i64 -3, i64 5147550098883102794], [3 x i64] [i64 -5333992759001764850, i64 1163955740001089994, i64 6], [3 x i64] [i64 0, i64 1, i64 3], [3 x i64] [i64 2117272440036984543, i64 1480166033097706615, i64 0], [3 x i64] [i64 -9076949837794696322, i64 -1, i64 7]], [8 x [3 x i64]] [[3 x i64] [i64 1480166033097706615, i64 7755554929539556041, i64 0], [3 x i64] [i64 7, i64 -1, i64 1], [3 x i64] [i64 -4447425076464140647, i64 1, i64 749016556798838130], [3 x i64] [i64 8, i64 5309533419705932678, i64 -6036522502437354856], [3 x i64] [i64 -2981760841184563140, i64 2143006228193080183, i64 2117272440036984543], [3 x i64] [i64 2096214647197477318, i64 -2196478812488874983, i64 2], [3 x i64] [i64 935345038069191611, i64 -4447425076464140647, i64 5084383082816017605], [3 x i64] [i64 2311133162573527315, i64 -5706402415132960737, i64 8]], [8 x [3 x i64]] [[3 x i64] [i64 0, i64 9, i64 8], [3 x i64] [i64 0, i64 -1, i64 5084383082816017605], [3 x i64] [i64 0, i64 -1, i64 2], [3 x i64] [i64 8807686155069331522, i64 -7, i64 2117272440036984543], [3 x i64] [i64 1, i64 0, i64 -6036522502437354856], [3 x i64] [i64 -8015685335636086390, i64 288695585688829898, i64 749016556798838130], [3 x i64] [i64 7, i64 8807686155069331522, i64 1], [3 x i64] [i64 -6036522502437354856, i64 -4, i64 0]], [8 x [3 x i64]] [[3 x i64] [i64 288695585688829898, i64 0, i64 7], [3 x i64] [i64 -3, i64 8858112935371420599, i64 0], [3 x i64] [i64 0, i64 -5665024554163659475, i64 3], [3 x i64] [i64 1248478129592148608, i64 -732188231547231201, i64 6], [3 x i64] [i64 -1, i64 5147550098883102794, i64 5147550098883102794], [3 x i64] [i64 -5706402415132960737, i64 5380753000626523951, i64 1], [3 x i64] [i64 8122739307061609879, i64 1, i64 -2196478812488874983], [3 x i64] [i64 -2524022816876725298, i64 -1, i64 8807686155069331522]], [8 x [3 x i64]] [[3 x i64] [i64 749016556798838130, i64 -3838828276810296777, i64 -5013566260644671845], [3 x i64] [i64 9085472566985924742, i64 -1, i64 6084539483952188837], [3 x i64] [i64 -1, i64 1, i64 1163955740001089994], [3 x i64] [i64 7755554929539556041, i64 5380753000626523951, i64 -5333992759001764850], [3 x i64] [i64 -3, i64 5147550098883102794, i64 3365868249621896737], [3 x i64] [i64 7389936880400792997, i64 -732188231547231201, i64 -1], [3 x i64] [i64 -8675225621764788284, i64 -5665024554163659475, i64 0], [3 x i64] [i64 1, i64 8858112935371420599, i64 288695585688829898]], [8 x [3 x i64]] [[3 x i64] [i64 -4237311976274927078, i64 0, i64 -7], [3 x i64] [i64 9, i64 -4, i64 -732188231547231201], [3 x i64] [i64 -1640783019969824984, i64 8807686155069331522, i64 -2981760841184563140], [3 x i64] [i64 -5665024554163659475, i64 288695585688829898, i64 7130925753088495450], [3 x i64] [i64 7622401365752846946, i64 0, i64 -4080381687215152451], [3 x i64] [i64 -1, i64 -7, i64 6545924615179344255], [3 x i64] [i64 2143006228193080183, i64 -1, i64 7], [3 x i64] [i64 1163955740001089994, i64 -1, i64 7]], [8 x [3 x i64]] [[3 x i64] [i64 5084383082816017605, i64 2, i64 -1479907821451276643], [3 x i64] [i64 5084383082816017605, i64 -1640783019969824984, i64 9], [3 x i64] [i64 0, i64 -8015685335636086390, i64 -4447425076464140647], [3 x i64] [i64 9, i64 -3825248794660177095, i64 0], [3 x i64] [i64 0, i64 9, i64 -4237311976274927078], [3 x i64] [i64 836495422518886394, i64 0, i64 0], [3 x i64] [i64 3365868249621896737, i64 8858112935371420599, i64 7130925753088495450], [3 x i64] [i64 -1, i64 1480166033097706615, i64 2]], [8 x [3 x i64]] [[3 x i64] [i64 2, i64 -1, i64 -5706402415132960737], [3 x i64] [i64 -1, i64 -1479907821451276643, i64 1248478129592148608], [3 x i64] [i64 8858112935371420599, i64 0, i64 3], [3 x i64] [i64 6084539483952188837, i64 8807686155069331522, i64 5084383082816017605], [3 x i64] [i64 7755554929539556041, i64 0, i64 0], [3 x i64] [i64 -1, i64 -1, i64 -1], [3 x i64] [i64 -1, i64 -2981760841184563140, i64 -5013566260644671845], [3 x i64] [i64 -7, i64 7389936880400792997, i64 935345038069191611]], [8 x [3 x i64]] [[3 x i64] [i64 2096214647197477318, i64 0, i64 -1], [3 x i64] [i64 -1, i64 -7, i64 935345038069191611], [3 x i64] [i64 -4179032502252907048, i64 1, i64 -5013566260644671845], [3 x i64] [i64 -1286531302941948241, i64 7, i64 -1], [3 x i64] [i64 -1640783019969824984, i64 -2972421429687940817, i64 0], [3 x i64] [i64 -1, i64 2311133162573527315, i64 5084383082816017605], [3 x i64] [i64 -4447425076464140647, i64 -8040516461895333892, i64 3], [3 x i64] [i64 -2981760841184563140, i64 -8675225621764788284, i64 1248478129592148608]]], align 16
@__const.func_42.l_57 = private unnamed_addr constant { i8, i8, i8 } { i8 -62, i8 -1, i8 0 }, align 1
@__const.func_42.l_61 = private unnamed_addr constant [10 x ptr] [ptr @g_33, ptr @g_33, ptr @g_33, ptr @g_33, ptr @g_33, ptr @g_33, ptr @g_33, ptr @g_33, ptr @g_33, ptr @g_33], align 16
@.str.46 = private unnamed_addr constant [10 x i8] c"l_53 == 0\00", align 1, !dbg !182
@__PRETTY_FUNCTION__.func_42 = private unnamed_addr constant [44 x i8] c"int32_t *func_42(int8_t, int32_t *, int8_t)\00", align 1, !dbg !187
@__const.func_42.l_119 = private unnamed_addr constant [10 x { i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8 } { i8 123, i8 2, i8 104, i8 70, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8 } { i8 -10, i8 1, i8 16, i8 -9, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8 } { i8 -10, i8 1, i8 16, i8 -9, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8 } { i8 123, i8 2, i8 104, i8 70, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8 } { i8 -10, i8 1, i8 16, i8 -9, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8 } { i8 -10, i8 1, i8 16, i8 -9, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8 } { i8 123, i8 2, i8 104, i8 70, i8 0, i8 0 }, { i8, i8, i8, i8, i8, i8 } { i8 -10, i8 1, i8 16, i8 -9, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8 } { i8 -10, i8 1, i8 16, i8 -9, i8 1, i8 0 }, { i8, i8, i8, i8, i8, i8 } { i8 123, i8 2, i8 104, i8 70, i8 0, i8 0 }], align 16
@__const.func_42.l_175 = private unnamed_addr constant { i8, i8, i8, i8, i8, i8 } { i8 -23, i8 1, i8 -48, i8 83, i8 -2, i8 127 }, align 1
@g_168 = internal global ptr @g_169, align 8, !dbg !194
@.str.47 = private unnamed_addr constant [15 x i8] c"l_161 == &g_90\00", align 1, !dbg !192
@g_181 = internal global ptr @g_33, align 8, !dbg !214
@__const.func_42.l_212 = private unnamed_addr constant { i8, i8, i8, i8, i8, i8 } { i8 61, i8 1, i8 24, i8 -88, i8 1, i8 0 }, align 1
@g_121 = internal global ptr @g_122, align 8, !dbg !218
@g_169 = internal global ptr @g_170, align 8, !dbg !206
@g_170 = internal constant [3 x ptr] [ptr @g_171, ptr @g_171, ptr @g_171], align 16, !dbg !208
@.str.48 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !254
@g_104 = internal global [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 98, i8 0, i8 0, i8 -116, i8 10, i8 0, i8 undef, i8 -30, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 98, i8 0, i8 0, i8 -116, i8 10, i8 0, i8 undef, i8 -30, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 98, i8 0, i8 0, i8 -116, i8 10, i8 0, i8 undef, i8 -30, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 98, i8 0, i8 0, i8 -116, i8 10, i8 0, i8 undef, i8 -30, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 98, i8 0, i8 0, i8 -116, i8 10, i8 0, i8 undef, i8 -30, i8 0, i8 0, i8 undef }], align 16, !dbg !295
@g_120 = internal global { i8, i8, i8, i8, i8, i8 } { i8 -47, i8 2, i8 96, i8 77, i8 -2, i8 127 }, align 1, !dbg !305
@g_122 = internal global { i8, i8, i8, i8, i8, i8 } { i8 13, i8 1, i8 -112, i8 -64, i8 -1, i8 127 }, align 1, !dbg !307
@g_171 = internal global { i8, i8, i8, i8, i8, i8 } { i8 23, i8 1, i8 72, i8 -18, i8 -2, i8 127 }, align 1, !dbg !312
@g_229 = internal global { i8, i8, i8 } { i8 47, i8 -1, i8 123 }, align 1, !dbg !314
@.str.54 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !321

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !334 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.S2, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !340, !DIExpression(), !341)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !342, !DIExpression(), !343)
    #dbg_declare(ptr %6, !344, !DIExpression(), !345)
    #dbg_declare(ptr %7, !346, !DIExpression(), !347)
  store i32 0, ptr %7, align 4, !dbg !347
  %9 = load i32, ptr %4, align 4, !dbg !348
  %10 = icmp eq i32 %9, 2, !dbg !350
  br i1 %10, label %11, label %18, !dbg !351

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8, !dbg !352
  %13 = getelementptr inbounds ptr, ptr %12, i64 1, !dbg !352
  %14 = load ptr, ptr %13, align 8, !dbg !352
  %15 = call i32 @strcmp(ptr noundef %14, ptr noundef @.str) #7, !dbg !353
  %16 = icmp eq i32 %15, 0, !dbg !354
  br i1 %16, label %17, label %18, !dbg !355

17:                                               ; preds = %11
  store i32 1, ptr %7, align 4, !dbg !356
  br label %18, !dbg !357

18:                                               ; preds = %17, %11, %2
  call void @platform_main_begin(), !dbg !358
  call void @crc32_gentab(), !dbg !359
  call void @func_29(ptr dead_on_unwind writable sret(%struct.S2) align 8 %8), !dbg !360
  %19 = load i32, ptr @g_5, align 4, !dbg !361
  %20 = sext i32 %19 to i64, !dbg !361
  %21 = load i32, ptr %7, align 4, !dbg !362
  call void @transparent_crc(i64 noundef %20, ptr noundef @.str.1, i32 noundef %21), !dbg !363
  store i32 0, ptr %6, align 4, !dbg !364
  br label %22, !dbg !366

22:                                               ; preds = %38, %18
  %23 = load i32, ptr %6, align 4, !dbg !367
  %24 = icmp slt i32 %23, 6, !dbg !369
  br i1 %24, label %25, label %41, !dbg !370

25:                                               ; preds = %22
  %26 = load i32, ptr %6, align 4, !dbg !371
  %27 = sext i32 %26 to i64, !dbg !373
  %28 = getelementptr inbounds [6 x i32], ptr @g_31, i64 0, i64 %27, !dbg !373
  %29 = load volatile i32, ptr %28, align 4, !dbg !373
  %30 = sext i32 %29 to i64, !dbg !373
  %31 = load i32, ptr %7, align 4, !dbg !374
  call void @transparent_crc(i64 noundef %30, ptr noundef @.str.2, i32 noundef %31), !dbg !375
  %32 = load i32, ptr %7, align 4, !dbg !376
  %33 = icmp ne i32 %32, 0, !dbg !376
  br i1 %33, label %34, label %37, !dbg !378

34:                                               ; preds = %25
  %35 = load i32, ptr %6, align 4, !dbg !379
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %35), !dbg !380
  br label %37, !dbg !380

37:                                               ; preds = %34, %25
  br label %38, !dbg !381

38:                                               ; preds = %37
  %39 = load i32, ptr %6, align 4, !dbg !382
  %40 = add nsw i32 %39, 1, !dbg !382
  store i32 %40, ptr %6, align 4, !dbg !382
  br label %22, !dbg !383, !llvm.loop !384

41:                                               ; preds = %22
  %42 = load i32, ptr @g_32, align 4, !dbg !387
  %43 = sext i32 %42 to i64, !dbg !387
  %44 = load i32, ptr %7, align 4, !dbg !388
  call void @transparent_crc(i64 noundef %43, ptr noundef @.str.4, i32 noundef %44), !dbg !389
  store i32 0, ptr %6, align 4, !dbg !390
  br label %45, !dbg !392

45:                                               ; preds = %61, %41
  %46 = load i32, ptr %6, align 4, !dbg !393
  %47 = icmp slt i32 %46, 3, !dbg !395
  br i1 %47, label %48, label %64, !dbg !396

48:                                               ; preds = %45
  %49 = load i32, ptr %6, align 4, !dbg !397
  %50 = sext i32 %49 to i64, !dbg !399
  %51 = getelementptr inbounds [3 x i32], ptr @g_33, i64 0, i64 %50, !dbg !399
  %52 = load i32, ptr %51, align 4, !dbg !399
  %53 = sext i32 %52 to i64, !dbg !399
  %54 = load i32, ptr %7, align 4, !dbg !400
  call void @transparent_crc(i64 noundef %53, ptr noundef @.str.5, i32 noundef %54), !dbg !401
  %55 = load i32, ptr %7, align 4, !dbg !402
  %56 = icmp ne i32 %55, 0, !dbg !402
  br i1 %56, label %57, label %60, !dbg !404

57:                                               ; preds = %48
  %58 = load i32, ptr %6, align 4, !dbg !405
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %58), !dbg !406
  br label %60, !dbg !406

60:                                               ; preds = %57, %48
  br label %61, !dbg !407

61:                                               ; preds = %60
  %62 = load i32, ptr %6, align 4, !dbg !408
  %63 = add nsw i32 %62, 1, !dbg !408
  store i32 %63, ptr %6, align 4, !dbg !408
  br label %45, !dbg !409, !llvm.loop !410

64:                                               ; preds = %45
  %65 = load i64, ptr @g_37, align 8, !dbg !412
  %66 = load i32, ptr %7, align 4, !dbg !413
  call void @transparent_crc(i64 noundef %65, ptr noundef @.str.6, i32 noundef %66), !dbg !414
  %67 = load i64, ptr getelementptr inbounds (%struct.S2, ptr @g_37, i32 0, i32 1), align 8, !dbg !415
  %68 = load i32, ptr %7, align 4, !dbg !416
  call void @transparent_crc(i64 noundef %67, ptr noundef @.str.7, i32 noundef %68), !dbg !417
  %69 = load volatile i32, ptr getelementptr inbounds (%struct.S2, ptr @g_37, i32 0, i32 2), align 8, !dbg !418
  %70 = sext i32 %69 to i64, !dbg !419
  %71 = load i32, ptr %7, align 4, !dbg !420
  call void @transparent_crc(i64 noundef %70, ptr noundef @.str.8, i32 noundef %71), !dbg !421
  %72 = load volatile i16, ptr getelementptr inbounds (%struct.S2, ptr @g_37, i32 0, i32 3), align 4, !dbg !422
  %73 = zext i16 %72 to i64, !dbg !423
  %74 = load i32, ptr %7, align 4, !dbg !424
  call void @transparent_crc(i64 noundef %73, ptr noundef @.str.9, i32 noundef %74), !dbg !425
  %75 = load volatile i32, ptr getelementptr inbounds (%struct.S2, ptr @g_37, i32 0, i32 4), align 8, !dbg !426
  %76 = sext i32 %75 to i64, !dbg !427
  %77 = load i32, ptr %7, align 4, !dbg !428
  call void @transparent_crc(i64 noundef %76, ptr noundef @.str.10, i32 noundef %77), !dbg !429
  %78 = load i16, ptr getelementptr inbounds (%struct.S2, ptr @g_37, i32 0, i32 5), align 4, !dbg !430
  %79 = zext i16 %78 to i64, !dbg !431
  %80 = load i32, ptr %7, align 4, !dbg !432
  call void @transparent_crc(i64 noundef %79, ptr noundef @.str.11, i32 noundef %80), !dbg !433
  %81 = load i16, ptr @g_75, align 2, !dbg !434
  %82 = sext i16 %81 to i64, !dbg !434
  %83 = load i32, ptr %7, align 4, !dbg !435
  call void @transparent_crc(i64 noundef %82, ptr noundef @.str.12, i32 noundef %83), !dbg !436
  %84 = load i64, ptr @g_77, align 8, !dbg !437
  %85 = load i32, ptr %7, align 4, !dbg !438
  call void @transparent_crc(i64 noundef %84, ptr noundef @.str.13, i32 noundef %85), !dbg !439
  %86 = load i64, ptr @g_90, align 8, !dbg !440
  %87 = load i32, ptr %7, align 4, !dbg !441
  call void @transparent_crc(i64 noundef %86, ptr noundef @.str.14, i32 noundef %87), !dbg !442
  store i32 0, ptr %6, align 4, !dbg !443
  br label %88, !dbg !445

88:                                               ; preds = %133, %64
  %89 = load i32, ptr %6, align 4, !dbg !446
  %90 = icmp slt i32 %89, 5, !dbg !448
  br i1 %90, label %91, label %136, !dbg !449

91:                                               ; preds = %88
  %92 = load i32, ptr %6, align 4, !dbg !450
  %93 = sext i32 %92 to i64, !dbg !452
  %94 = getelementptr inbounds [5 x %struct.S3], ptr @g_104, i64 0, i64 %93, !dbg !452
  %95 = load i64, ptr %94, align 4, !dbg !453
  %96 = shl i64 %95, 58, !dbg !453
  %97 = ashr i64 %96, 58, !dbg !453
  %98 = trunc i64 %97 to i32, !dbg !453
  %99 = sext i32 %98 to i64, !dbg !452
  %100 = load i32, ptr %7, align 4, !dbg !454
  call void @transparent_crc(i64 noundef %99, ptr noundef @.str.15, i32 noundef %100), !dbg !455
  %101 = load i32, ptr %6, align 4, !dbg !456
  %102 = sext i32 %101 to i64, !dbg !457
  %103 = getelementptr inbounds [5 x %struct.S3], ptr @g_104, i64 0, i64 %102, !dbg !457
  %104 = load i64, ptr %103, align 4, !dbg !458
  %105 = lshr i64 %104, 6, !dbg !458
  %106 = and i64 %105, 1048575, !dbg !458
  %107 = trunc i64 %106 to i32, !dbg !458
  %108 = zext i32 %107 to i64, !dbg !457
  %109 = load i32, ptr %7, align 4, !dbg !459
  call void @transparent_crc(i64 noundef %108, ptr noundef @.str.16, i32 noundef %109), !dbg !460
  %110 = load i32, ptr %6, align 4, !dbg !461
  %111 = sext i32 %110 to i64, !dbg !462
  %112 = getelementptr inbounds [5 x %struct.S3], ptr @g_104, i64 0, i64 %111, !dbg !462
  %113 = load i64, ptr %112, align 4, !dbg !463
  %114 = lshr i64 %113, 32, !dbg !463
  %115 = and i64 %114, 8388607, !dbg !463
  %116 = trunc i64 %115 to i32, !dbg !463
  %117 = zext i32 %116 to i64, !dbg !462
  %118 = load i32, ptr %7, align 4, !dbg !464
  call void @transparent_crc(i64 noundef %117, ptr noundef @.str.17, i32 noundef %118), !dbg !465
  %119 = load i32, ptr %6, align 4, !dbg !466
  %120 = sext i32 %119 to i64, !dbg !467
  %121 = getelementptr inbounds [5 x %struct.S3], ptr @g_104, i64 0, i64 %120, !dbg !467
  %122 = getelementptr inbounds %struct.S3, ptr %121, i32 0, i32 1, !dbg !468
  %123 = load volatile i32, ptr %122, align 4, !dbg !468
  %124 = and i32 %123, 262143, !dbg !468
  %125 = zext i32 %124 to i64, !dbg !467
  %126 = load i32, ptr %7, align 4, !dbg !469
  call void @transparent_crc(i64 noundef %125, ptr noundef @.str.18, i32 noundef %126), !dbg !470
  %127 = load i32, ptr %7, align 4, !dbg !471
  %128 = icmp ne i32 %127, 0, !dbg !471
  br i1 %128, label %129, label %132, !dbg !473

129:                                              ; preds = %91
  %130 = load i32, ptr %6, align 4, !dbg !474
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %130), !dbg !475
  br label %132, !dbg !475

132:                                              ; preds = %129, %91
  br label %133, !dbg !476

133:                                              ; preds = %132
  %134 = load i32, ptr %6, align 4, !dbg !477
  %135 = add nsw i32 %134, 1, !dbg !477
  store i32 %135, ptr %6, align 4, !dbg !477
  br label %88, !dbg !478, !llvm.loop !479

136:                                              ; preds = %88
  %137 = load i48, ptr @g_120, align 1, !dbg !481
  %138 = and i48 %137, 524287, !dbg !481
  %139 = trunc i48 %138 to i32, !dbg !481
  %140 = zext i32 %139 to i64, !dbg !482
  %141 = load i32, ptr %7, align 4, !dbg !483
  call void @transparent_crc(i64 noundef %140, ptr noundef @.str.19, i32 noundef %141), !dbg !484
  %142 = load i48, ptr @g_120, align 1, !dbg !485
  %143 = shl i48 %142, 1, !dbg !485
  %144 = ashr i48 %143, 20, !dbg !485
  %145 = trunc i48 %144 to i32, !dbg !485
  %146 = sext i32 %145 to i64, !dbg !486
  %147 = load i32, ptr %7, align 4, !dbg !487
  call void @transparent_crc(i64 noundef %146, ptr noundef @.str.20, i32 noundef %147), !dbg !488
  %148 = load i48, ptr @g_122, align 1, !dbg !489
  %149 = and i48 %148, 524287, !dbg !489
  %150 = trunc i48 %149 to i32, !dbg !489
  %151 = zext i32 %150 to i64, !dbg !490
  %152 = load i32, ptr %7, align 4, !dbg !491
  call void @transparent_crc(i64 noundef %151, ptr noundef @.str.21, i32 noundef %152), !dbg !492
  %153 = load i48, ptr @g_122, align 1, !dbg !493
  %154 = shl i48 %153, 1, !dbg !493
  %155 = ashr i48 %154, 20, !dbg !493
  %156 = trunc i48 %155 to i32, !dbg !493
  %157 = sext i32 %156 to i64, !dbg !494
  %158 = load i32, ptr %7, align 4, !dbg !495
  call void @transparent_crc(i64 noundef %157, ptr noundef @.str.22, i32 noundef %158), !dbg !496
  %159 = load volatile i64, ptr @g_133, align 8, !dbg !497
  %160 = load i32, ptr %7, align 4, !dbg !498
  call void @transparent_crc(i64 noundef %159, ptr noundef @.str.23, i32 noundef %160), !dbg !499
  %161 = load volatile i64, ptr getelementptr inbounds (%struct.S2, ptr @g_133, i32 0, i32 1), align 8, !dbg !500
  %162 = load i32, ptr %7, align 4, !dbg !501
  call void @transparent_crc(i64 noundef %161, ptr noundef @.str.24, i32 noundef %162), !dbg !502
  %163 = load volatile i32, ptr getelementptr inbounds (%struct.S2, ptr @g_133, i32 0, i32 2), align 8, !dbg !503
  %164 = sext i32 %163 to i64, !dbg !504
  %165 = load i32, ptr %7, align 4, !dbg !505
  call void @transparent_crc(i64 noundef %164, ptr noundef @.str.25, i32 noundef %165), !dbg !506
  %166 = load volatile i16, ptr getelementptr inbounds (%struct.S2, ptr @g_133, i32 0, i32 3), align 4, !dbg !507
  %167 = zext i16 %166 to i64, !dbg !508
  %168 = load i32, ptr %7, align 4, !dbg !509
  call void @transparent_crc(i64 noundef %167, ptr noundef @.str.26, i32 noundef %168), !dbg !510
  %169 = load volatile i32, ptr getelementptr inbounds (%struct.S2, ptr @g_133, i32 0, i32 4), align 8, !dbg !511
  %170 = sext i32 %169 to i64, !dbg !512
  %171 = load i32, ptr %7, align 4, !dbg !513
  call void @transparent_crc(i64 noundef %170, ptr noundef @.str.27, i32 noundef %171), !dbg !514
  %172 = load volatile i16, ptr getelementptr inbounds (%struct.S2, ptr @g_133, i32 0, i32 5), align 4, !dbg !515
  %173 = zext i16 %172 to i64, !dbg !516
  %174 = load i32, ptr %7, align 4, !dbg !517
  call void @transparent_crc(i64 noundef %173, ptr noundef @.str.28, i32 noundef %174), !dbg !518
  %175 = load volatile i48, ptr @g_171, align 1, !dbg !519
  %176 = and i48 %175, 524287, !dbg !519
  %177 = trunc i48 %176 to i32, !dbg !519
  %178 = zext i32 %177 to i64, !dbg !520
  %179 = load i32, ptr %7, align 4, !dbg !521
  call void @transparent_crc(i64 noundef %178, ptr noundef @.str.29, i32 noundef %179), !dbg !522
  %180 = load volatile i48, ptr @g_171, align 1, !dbg !523
  %181 = shl i48 %180, 1, !dbg !523
  %182 = ashr i48 %181, 20, !dbg !523
  %183 = trunc i48 %182 to i32, !dbg !523
  %184 = sext i32 %183 to i64, !dbg !524
  %185 = load i32, ptr %7, align 4, !dbg !525
  call void @transparent_crc(i64 noundef %184, ptr noundef @.str.30, i32 noundef %185), !dbg !526
  %186 = load i16, ptr @g_229, align 1, !dbg !527
  %187 = sext i16 %186 to i32, !dbg !527
  %188 = sext i32 %187 to i64, !dbg !528
  %189 = load i32, ptr %7, align 4, !dbg !529
  call void @transparent_crc(i64 noundef %188, ptr noundef @.str.31, i32 noundef %189), !dbg !530
  %190 = load i8, ptr getelementptr inbounds (%struct.S4, ptr @g_229, i32 0, i32 1), align 1, !dbg !531
  %191 = shl i8 %190, 1, !dbg !531
  %192 = ashr i8 %191, 1, !dbg !531
  %193 = sext i8 %192 to i32, !dbg !531
  %194 = sext i32 %193 to i64, !dbg !532
  %195 = load i32, ptr %7, align 4, !dbg !533
  call void @transparent_crc(i64 noundef %194, ptr noundef @.str.32, i32 noundef %195), !dbg !534
  %196 = load i32, ptr @g_235, align 4, !dbg !535
  %197 = zext i32 %196 to i64, !dbg !535
  %198 = load i32, ptr %7, align 4, !dbg !536
  call void @transparent_crc(i64 noundef %197, ptr noundef @.str.33, i32 noundef %198), !dbg !537
  store i32 0, ptr %6, align 4, !dbg !538
  br label %199, !dbg !540

199:                                              ; preds = %249, %136
  %200 = load i32, ptr %6, align 4, !dbg !541
  %201 = icmp slt i32 %200, 10, !dbg !543
  br i1 %201, label %202, label %252, !dbg !544

202:                                              ; preds = %199
  %203 = load i32, ptr %6, align 4, !dbg !545
  %204 = sext i32 %203 to i64, !dbg !547
  %205 = getelementptr inbounds [10 x %struct.S2], ptr @g_248, i64 0, i64 %204, !dbg !547
  %206 = getelementptr inbounds %struct.S2, ptr %205, i32 0, i32 0, !dbg !548
  %207 = load i64, ptr %206, align 16, !dbg !548
  %208 = load i32, ptr %7, align 4, !dbg !549
  call void @transparent_crc(i64 noundef %207, ptr noundef @.str.34, i32 noundef %208), !dbg !550
  %209 = load i32, ptr %6, align 4, !dbg !551
  %210 = sext i32 %209 to i64, !dbg !552
  %211 = getelementptr inbounds [10 x %struct.S2], ptr @g_248, i64 0, i64 %210, !dbg !552
  %212 = getelementptr inbounds %struct.S2, ptr %211, i32 0, i32 1, !dbg !553
  %213 = load i64, ptr %212, align 8, !dbg !553
  %214 = load i32, ptr %7, align 4, !dbg !554
  call void @transparent_crc(i64 noundef %213, ptr noundef @.str.35, i32 noundef %214), !dbg !555
  %215 = load i32, ptr %6, align 4, !dbg !556
  %216 = sext i32 %215 to i64, !dbg !557
  %217 = getelementptr inbounds [10 x %struct.S2], ptr @g_248, i64 0, i64 %216, !dbg !557
  %218 = getelementptr inbounds %struct.S2, ptr %217, i32 0, i32 2, !dbg !558
  %219 = load volatile i32, ptr %218, align 16, !dbg !558
  %220 = sext i32 %219 to i64, !dbg !557
  %221 = load i32, ptr %7, align 4, !dbg !559
  call void @transparent_crc(i64 noundef %220, ptr noundef @.str.36, i32 noundef %221), !dbg !560
  %222 = load i32, ptr %6, align 4, !dbg !561
  %223 = sext i32 %222 to i64, !dbg !562
  %224 = getelementptr inbounds [10 x %struct.S2], ptr @g_248, i64 0, i64 %223, !dbg !562
  %225 = getelementptr inbounds %struct.S2, ptr %224, i32 0, i32 3, !dbg !563
  %226 = load volatile i16, ptr %225, align 4, !dbg !563
  %227 = zext i16 %226 to i64, !dbg !562
  %228 = load i32, ptr %7, align 4, !dbg !564
  call void @transparent_crc(i64 noundef %227, ptr noundef @.str.37, i32 noundef %228), !dbg !565
  %229 = load i32, ptr %6, align 4, !dbg !566
  %230 = sext i32 %229 to i64, !dbg !567
  %231 = getelementptr inbounds [10 x %struct.S2], ptr @g_248, i64 0, i64 %230, !dbg !567
  %232 = getelementptr inbounds %struct.S2, ptr %231, i32 0, i32 4, !dbg !568
  %233 = load volatile i32, ptr %232, align 8, !dbg !568
  %234 = sext i32 %233 to i64, !dbg !567
  %235 = load i32, ptr %7, align 4, !dbg !569
  call void @transparent_crc(i64 noundef %234, ptr noundef @.str.38, i32 noundef %235), !dbg !570
  %236 = load i32, ptr %6, align 4, !dbg !571
  %237 = sext i32 %236 to i64, !dbg !572
  %238 = getelementptr inbounds [10 x %struct.S2], ptr @g_248, i64 0, i64 %237, !dbg !572
  %239 = getelementptr inbounds %struct.S2, ptr %238, i32 0, i32 5, !dbg !573
  %240 = load i16, ptr %239, align 4, !dbg !573
  %241 = zext i16 %240 to i64, !dbg !572
  %242 = load i32, ptr %7, align 4, !dbg !574
  call void @transparent_crc(i64 noundef %241, ptr noundef @.str.39, i32 noundef %242), !dbg !575
  %243 = load i32, ptr %7, align 4, !dbg !576
  %244 = icmp ne i32 %243, 0, !dbg !576
  br i1 %244, label %245, label %248, !dbg !578

245:                                              ; preds = %202
  %246 = load i32, ptr %6, align 4, !dbg !579
  %247 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %246), !dbg !580
  br label %248, !dbg !580

248:                                              ; preds = %245, %202
  br label %249, !dbg !581

249:                                              ; preds = %248
  %250 = load i32, ptr %6, align 4, !dbg !582
  %251 = add nsw i32 %250, 1, !dbg !582
  store i32 %251, ptr %6, align 4, !dbg !582
  br label %199, !dbg !583, !llvm.loop !584

252:                                              ; preds = %199
  %253 = load i32, ptr @crc32_context, align 4, !dbg !586
  %254 = zext i32 %253 to i64, !dbg !586
  %255 = xor i64 %254, 4294967295, !dbg !587
  %256 = trunc i64 %255 to i32, !dbg !586
  %257 = load i32, ptr %7, align 4, !dbg !588
  call void @platform_main_end(i32 noundef %256, i32 noundef %257), !dbg !589
  ret i32 0, !dbg !590
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !591 {
  ret void, !dbg !594
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !595 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !596, !DIExpression(), !597)
    #dbg_declare(ptr %2, !598, !DIExpression(), !600)
  store i32 -306674912, ptr %2, align 4, !dbg !600
    #dbg_declare(ptr %3, !601, !DIExpression(), !602)
    #dbg_declare(ptr %4, !603, !DIExpression(), !604)
  store i32 0, ptr %3, align 4, !dbg !605
  br label %5, !dbg !607

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !608
  %7 = icmp slt i32 %6, 256, !dbg !610
  br i1 %7, label %8, label %36, !dbg !611

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !612
  store i32 %9, ptr %1, align 4, !dbg !614
  store i32 8, ptr %4, align 4, !dbg !615
  br label %10, !dbg !617

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !618
  %12 = icmp sgt i32 %11, 0, !dbg !620
  br i1 %12, label %13, label %28, !dbg !621

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !622
  %15 = and i32 %14, 1, !dbg !625
  %16 = icmp ne i32 %15, 0, !dbg !625
  br i1 %16, label %17, label %21, !dbg !626

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !627
  %19 = lshr i32 %18, 1, !dbg !629
  %20 = xor i32 %19, -306674912, !dbg !630
  store i32 %20, ptr %1, align 4, !dbg !631
  br label %24, !dbg !632

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !633
  %23 = lshr i32 %22, 1, !dbg !633
  store i32 %23, ptr %1, align 4, !dbg !633
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !635

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !636
  %27 = add nsw i32 %26, -1, !dbg !636
  store i32 %27, ptr %4, align 4, !dbg !636
  br label %10, !dbg !637, !llvm.loop !638

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !640
  %30 = load i32, ptr %3, align 4, !dbg !641
  %31 = sext i32 %30 to i64, !dbg !642
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !642
  store i32 %29, ptr %32, align 4, !dbg !643
  br label %33, !dbg !644

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !645
  %35 = add nsw i32 %34, 1, !dbg !645
  store i32 %35, ptr %3, align 4, !dbg !645
  br label %5, !dbg !646, !llvm.loop !647

36:                                               ; preds = %5
  ret void, !dbg !649
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @func_29(ptr dead_on_unwind noalias writable sret(%struct.S2) align 8 %0) #0 !dbg !650 {
  %2 = alloca [7 x i8], align 1
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca [6 x i16], align 2
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca [5 x i8], align 1
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca [8 x ptr], align 16
  %19 = alloca i32, align 4
    #dbg_declare(ptr %2, !653, !DIExpression(), !657)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @__const.func_29.l_30, i64 7, i1 false), !dbg !657
    #dbg_declare(ptr %3, !658, !DIExpression(), !659)
  store i32 5, ptr @g_5, align 4, !dbg !660
  br label %20, !dbg !662

20:                                               ; preds = %178, %1
  %21 = load i32, ptr @g_5, align 4, !dbg !663
  %22 = icmp sge i32 %21, 1, !dbg !665
  br i1 %22, label %23, label %181, !dbg !666

23:                                               ; preds = %20
    #dbg_declare(ptr %4, !667, !DIExpression(), !669)
  store i64 -5747649051732172733, ptr %4, align 8, !dbg !669
    #dbg_declare(ptr %5, !670, !DIExpression(), !672)
    #dbg_declare(ptr %6, !673, !DIExpression(), !674)
  store i32 -1, ptr %6, align 4, !dbg !674
    #dbg_declare(ptr %7, !675, !DIExpression(), !676)
  store i32 0, ptr %7, align 4, !dbg !677
  br label %24, !dbg !679

24:                                               ; preds = %31, %23
  %25 = load i32, ptr %7, align 4, !dbg !680
  %26 = icmp slt i32 %25, 6, !dbg !682
  br i1 %26, label %27, label %34, !dbg !683

27:                                               ; preds = %24
  %28 = load i32, ptr %7, align 4, !dbg !684
  %29 = sext i32 %28 to i64, !dbg !685
  %30 = getelementptr inbounds [6 x i16], ptr %5, i64 0, i64 %29, !dbg !685
  store i16 23373, ptr %30, align 2, !dbg !686
  br label %31, !dbg !685

31:                                               ; preds = %27
  %32 = load i32, ptr %7, align 4, !dbg !687
  %33 = add nsw i32 %32, 1, !dbg !687
  store i32 %33, ptr %7, align 4, !dbg !687
  br label %24, !dbg !688, !llvm.loop !689

34:                                               ; preds = %24
  store i32 6, ptr @g_32, align 4, !dbg !691
  br label %35, !dbg !693

35:                                               ; preds = %74, %34
  %36 = load i32, ptr @g_32, align 4, !dbg !694
  %37 = icmp sge i32 %36, 1, !dbg !696
  br i1 %37, label %38, label %77, !dbg !697

38:                                               ; preds = %35
  store i32 1, ptr @g_33, align 4, !dbg !698
  br label %39, !dbg !701

39:                                               ; preds = %70, %38
  %40 = load i32, ptr @g_33, align 4, !dbg !702
  %41 = icmp sle i32 %40, 6, !dbg !704
  br i1 %41, label %42, label %73, !dbg !705

42:                                               ; preds = %39
    #dbg_declare(ptr %8, !706, !DIExpression(), !709)
  store ptr getelementptr inbounds ([6 x i32], ptr @g_31, i64 0, i64 1), ptr %8, align 8, !dbg !709
    #dbg_declare(ptr %9, !710, !DIExpression(), !712)
  store ptr %8, ptr %9, align 8, !dbg !712
    #dbg_declare(ptr %10, !713, !DIExpression(), !714)
  %43 = load ptr, ptr %9, align 8, !dbg !715
  store ptr getelementptr inbounds ([6 x i32], ptr @g_31, i64 0, i64 2), ptr %43, align 8, !dbg !716
  %44 = load i32, ptr @g_5, align 4, !dbg !717
  %45 = add nsw i32 %44, 1, !dbg !718
  %46 = sext i32 %45 to i64, !dbg !719
  %47 = getelementptr inbounds [7 x i8], ptr %2, i64 0, i64 %46, !dbg !719
  %48 = load i8, ptr %47, align 1, !dbg !719
  %49 = sext i8 %48 to i32, !dbg !719
  %50 = icmp ne i32 %49, 0, !dbg !719
  br i1 %50, label %56, label %51, !dbg !720

51:                                               ; preds = %42
  %52 = getelementptr inbounds [7 x i8], ptr %2, i64 0, i64 0, !dbg !721
  %53 = load i8, ptr %52, align 1, !dbg !721
  %54 = sext i8 %53 to i32, !dbg !721
  %55 = icmp ne i32 %54, 0, !dbg !720
  br label %56, !dbg !720

56:                                               ; preds = %51, %42
  %57 = phi i1 [ true, %42 ], [ %55, %51 ]
  %58 = zext i1 %57 to i32, !dbg !720
  %59 = load ptr, ptr %9, align 8, !dbg !722
  %60 = load ptr, ptr %59, align 8, !dbg !723
  %61 = load volatile i32, ptr %60, align 4, !dbg !724
  %62 = and i32 %61, %58, !dbg !724
  store volatile i32 %62, ptr %60, align 4, !dbg !724
  %63 = load i32, ptr @g_32, align 4, !dbg !725
  %64 = icmp ne i32 %63, 0, !dbg !725
  br i1 %64, label %65, label %66, !dbg !727

65:                                               ; preds = %56
  br label %70, !dbg !728

66:                                               ; preds = %56
  %67 = load i64, ptr %4, align 8, !dbg !729
  %68 = trunc i64 %67 to i32, !dbg !729
  %69 = load ptr, ptr %8, align 8, !dbg !730
  store volatile i32 %68, ptr %69, align 4, !dbg !731
  br label %70, !dbg !732

70:                                               ; preds = %66, %65
  %71 = load i32, ptr @g_33, align 4, !dbg !733
  %72 = add nsw i32 %71, 1, !dbg !733
  store i32 %72, ptr @g_33, align 4, !dbg !733
  br label %39, !dbg !734, !llvm.loop !735

73:                                               ; preds = %39
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 @g_37, i64 32, i1 false), !dbg !737
  br label %182, !dbg !738

74:                                               ; No predecessors!
  %75 = load i32, ptr @g_32, align 4, !dbg !739
  %76 = sub nsw i32 %75, 1, !dbg !739
  store i32 %76, ptr @g_32, align 4, !dbg !739
  br label %35, !dbg !740, !llvm.loop !741

77:                                               ; preds = %35
  store i64 0, ptr @g_37, align 8, !dbg !743
  br label %78, !dbg !745

78:                                               ; preds = %124, %77
  %79 = load i64, ptr @g_37, align 8, !dbg !746
  %80 = icmp sle i64 %79, 6, !dbg !748
  br i1 %80, label %81, label %127, !dbg !749

81:                                               ; preds = %78
    #dbg_declare(ptr %11, !750, !DIExpression(), !752)
  store ptr null, ptr %11, align 8, !dbg !752
    #dbg_declare(ptr %12, !753, !DIExpression(), !755)
  store ptr %11, ptr %12, align 8, !dbg !755
  %82 = getelementptr inbounds [7 x i8], ptr %2, i64 0, i64 4, !dbg !756
  %83 = load i8, ptr %82, align 1, !dbg !756
  %84 = load ptr, ptr %11, align 8, !dbg !757
  %85 = getelementptr inbounds [6 x i16], ptr %5, i64 0, i64 0, !dbg !758
  %86 = load i16, ptr %85, align 2, !dbg !758
  %87 = sext i16 %86 to i32, !dbg !758
  %88 = load i32, ptr %6, align 4, !dbg !759
  %89 = xor i32 %88, %87, !dbg !759
  store i32 %89, ptr %6, align 4, !dbg !759
  %90 = call i32 @safe_unary_minus_func_uint32_t_u(i32 noundef 2040107409), !dbg !760
  %91 = trunc i32 %90 to i8, !dbg !761
  %92 = call ptr @func_42(i8 noundef signext %83, ptr noundef %84, i8 noundef signext %91), !dbg !762
  %93 = load ptr, ptr %12, align 8, !dbg !763
  store ptr %92, ptr %93, align 8, !dbg !764
  %94 = call zeroext i8 @func_40(ptr noundef %92), !dbg !765
  %95 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %94, i8 noundef zeroext 8), !dbg !766
  %96 = zext i8 %95 to i32, !dbg !767
  %97 = load i8, ptr getelementptr inbounds (%struct.S4, ptr @g_229, i32 0, i32 1), align 1, !dbg !768
  %98 = shl i8 %97, 1, !dbg !768
  %99 = ashr i8 %98, 1, !dbg !768
  %100 = sext i8 %99 to i32, !dbg !768
  %101 = xor i32 %100, %96, !dbg !768
  %102 = trunc i32 %101 to i8, !dbg !768
  %103 = load i8, ptr getelementptr inbounds (%struct.S4, ptr @g_229, i32 0, i32 1), align 1, !dbg !768
  %104 = and i8 %102, 127, !dbg !768
  %105 = and i8 %103, -128, !dbg !768
  %106 = or i8 %105, %104, !dbg !768
  store i8 %106, ptr getelementptr inbounds (%struct.S4, ptr @g_229, i32 0, i32 1), align 1, !dbg !768
  %107 = shl i8 %104, 1, !dbg !768
  %108 = ashr i8 %107, 1, !dbg !768
  %109 = sext i8 %108 to i32, !dbg !768
  %110 = load ptr, ptr %11, align 8, !dbg !769
  %111 = icmp eq ptr %110, @g_32, !dbg !769
  br i1 %111, label %121, label %112, !dbg !769

112:                                              ; preds = %81
  %113 = load ptr, ptr %11, align 8, !dbg !769
  %114 = icmp uge ptr %113, @g_33, !dbg !769
  br i1 %114, label %115, label %118, !dbg !769

115:                                              ; preds = %112
  %116 = load ptr, ptr %11, align 8, !dbg !769
  %117 = icmp ule ptr %116, getelementptr inbounds ([3 x i32], ptr @g_33, i64 0, i64 2), !dbg !769
  br i1 %117, label %121, label %118, !dbg !769

118:                                              ; preds = %115, %112
  %119 = load ptr, ptr %11, align 8, !dbg !769
  %120 = icmp eq ptr %119, null, !dbg !769
  br i1 %120, label %121, label %122, !dbg !772

121:                                              ; preds = %118, %115, %81
  br label %123, !dbg !772

122:                                              ; preds = %118
  call void @__assert_fail(ptr noundef @.str.40, ptr noundef @.str.41, i32 noundef 139, ptr noundef @__PRETTY_FUNCTION__.func_29) #8, !dbg !769
  unreachable, !dbg !769

123:                                              ; preds = %121
  br label %124, !dbg !773

124:                                              ; preds = %123
  %125 = load i64, ptr @g_37, align 8, !dbg !774
  %126 = add nsw i64 %125, 1, !dbg !774
  store i64 %126, ptr @g_37, align 8, !dbg !774
  br label %78, !dbg !775, !llvm.loop !776

127:                                              ; preds = %78
  store i32 6, ptr %6, align 4, !dbg !778
  br label %128, !dbg !780

128:                                              ; preds = %174, %127
  %129 = load i32, ptr %6, align 4, !dbg !781
  %130 = icmp sge i32 %129, 0, !dbg !783
  br i1 %130, label %131, label %177, !dbg !784

131:                                              ; preds = %128
    #dbg_declare(ptr %13, !785, !DIExpression(), !788)
    #dbg_declare(ptr %14, !789, !DIExpression(), !790)
  store i32 0, ptr %14, align 4, !dbg !791
  br label %132, !dbg !793

132:                                              ; preds = %139, %131
  %133 = load i32, ptr %14, align 4, !dbg !794
  %134 = icmp slt i32 %133, 5, !dbg !796
  br i1 %134, label %135, label %142, !dbg !797

135:                                              ; preds = %132
  %136 = load i32, ptr %14, align 4, !dbg !798
  %137 = sext i32 %136 to i64, !dbg !799
  %138 = getelementptr inbounds [5 x i8], ptr %13, i64 0, i64 %137, !dbg !799
  store i8 99, ptr %138, align 1, !dbg !800
  br label %139, !dbg !799

139:                                              ; preds = %135
  %140 = load i32, ptr %14, align 4, !dbg !801
  %141 = add nsw i32 %140, 1, !dbg !801
  store i32 %141, ptr %14, align 4, !dbg !801
  br label %132, !dbg !802, !llvm.loop !803

142:                                              ; preds = %132
  store i16 6, ptr @g_75, align 2, !dbg !805
  br label %143, !dbg !807

143:                                              ; preds = %168, %142
  %144 = load i16, ptr @g_75, align 2, !dbg !808
  %145 = sext i16 %144 to i32, !dbg !808
  %146 = icmp sge i32 %145, 0, !dbg !810
  br i1 %146, label %147, label %173, !dbg !811

147:                                              ; preds = %143
    #dbg_declare(ptr %15, !812, !DIExpression(), !815)
  store ptr @g_235, ptr %15, align 8, !dbg !815
    #dbg_declare(ptr %16, !816, !DIExpression(), !817)
  store ptr @g_33, ptr %16, align 8, !dbg !817
    #dbg_declare(ptr %17, !818, !DIExpression(), !819)
  store ptr getelementptr inbounds ([3 x i32], ptr @g_33, i64 0, i64 2), ptr %17, align 8, !dbg !819
    #dbg_declare(ptr %18, !820, !DIExpression(), !822)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %18, ptr align 16 @__const.func_29.l_241, i64 64, i1 false), !dbg !822
    #dbg_declare(ptr %19, !823, !DIExpression(), !824)
  %148 = load ptr, ptr %15, align 8, !dbg !825
  %149 = load i32, ptr %148, align 4, !dbg !826
  %150 = add i32 %149, -1, !dbg !826
  store i32 %150, ptr %148, align 4, !dbg !826
  %151 = zext i32 %149 to i64, !dbg !827
  %152 = or i64 1, %151, !dbg !828
  %153 = load ptr, ptr %16, align 8, !dbg !829
  %154 = load i32, ptr %153, align 4, !dbg !830
  %155 = sext i32 %154 to i64, !dbg !830
  %156 = or i64 %155, %152, !dbg !830
  %157 = trunc i64 %156 to i32, !dbg !830
  store i32 %157, ptr %153, align 4, !dbg !830
  %158 = getelementptr inbounds [5 x i8], ptr %13, i64 0, i64 2, !dbg !831
  %159 = load i8, ptr %158, align 1, !dbg !832
  %160 = add i8 %159, 1, !dbg !832
  store i8 %160, ptr %158, align 1, !dbg !832
  %161 = load ptr, ptr @g_245, align 8, !dbg !833
  %162 = load volatile ptr, ptr @g_247, align 8, !dbg !834
  store ptr %161, ptr %162, align 8, !dbg !835
  %163 = getelementptr inbounds [5 x i8], ptr %13, i64 0, i64 4, !dbg !836
  %164 = load i8, ptr %163, align 1, !dbg !836
  %165 = icmp ne i8 %164, 0, !dbg !836
  br i1 %165, label %166, label %167, !dbg !838

166:                                              ; preds = %147
  br label %173, !dbg !839

167:                                              ; preds = %147
  br label %168, !dbg !840

168:                                              ; preds = %167
  %169 = load i16, ptr @g_75, align 2, !dbg !841
  %170 = sext i16 %169 to i32, !dbg !841
  %171 = sub nsw i32 %170, 1, !dbg !841
  %172 = trunc i32 %171 to i16, !dbg !841
  store i16 %172, ptr @g_75, align 2, !dbg !841
  br label %143, !dbg !842, !llvm.loop !843

173:                                              ; preds = %166, %143
  br label %174, !dbg !845

174:                                              ; preds = %173
  %175 = load i32, ptr %6, align 4, !dbg !846
  %176 = sub nsw i32 %175, 1, !dbg !846
  store i32 %176, ptr %6, align 4, !dbg !846
  br label %128, !dbg !847, !llvm.loop !848

177:                                              ; preds = %128
  br label %178, !dbg !850

178:                                              ; preds = %177
  %179 = load i32, ptr @g_5, align 4, !dbg !851
  %180 = sub nsw i32 %179, 1, !dbg !851
  store i32 %180, ptr @g_5, align 4, !dbg !851
  br label %20, !dbg !852, !llvm.loop !853

181:                                              ; preds = %20
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 16 getelementptr inbounds ([10 x %struct.S2], ptr @g_248, i64 0, i64 3), i64 32, i1 false), !dbg !855
  br label %182, !dbg !856

182:                                              ; preds = %181, %73
  ret void, !dbg !857
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !858 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !861, !DIExpression(), !862)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !863, !DIExpression(), !864)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !865, !DIExpression(), !866)
  %7 = load i64, ptr %4, align 8, !dbg !867
  call void @crc32_8bytes(i64 noundef %7), !dbg !868
  %8 = load i32, ptr %6, align 4, !dbg !869
  %9 = icmp ne i32 %8, 0, !dbg !869
  br i1 %9, label %10, label %16, !dbg !871

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !872
  %12 = load i32, ptr @crc32_context, align 4, !dbg !874
  %13 = zext i32 %12 to i64, !dbg !874
  %14 = xor i64 %13, 4294967295, !dbg !875
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.48, ptr noundef %11, i64 noundef %14), !dbg !876
  br label %16, !dbg !877

16:                                               ; preds = %10, %3
  ret void, !dbg !878
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !879 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !882, !DIExpression(), !883)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !884, !DIExpression(), !885)
  %5 = load i32, ptr %3, align 4, !dbg !886
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.54, i32 noundef %5), !dbg !887
  ret void, !dbg !888
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !889 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !893, !DIExpression(), !894)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !895, !DIExpression(), !896)
  %5 = load i8, ptr %3, align 1, !dbg !897
  %6 = zext i8 %5 to i32, !dbg !898
  %7 = load i8, ptr %4, align 1, !dbg !899
  %8 = zext i8 %7 to i32, !dbg !900
  %9 = mul i32 %6, %8, !dbg !901
  %10 = trunc i32 %9 to i8, !dbg !902
  ret i8 %10, !dbg !903
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @func_40(ptr noundef %0) #0 !dbg !904 {
  %2 = alloca i8, align 1
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca [6 x i8], align 1
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i16, align 2
  %13 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !907, !DIExpression(), !908)
    #dbg_declare(ptr %4, !909, !DIExpression(), !911)
  store ptr null, ptr %4, align 8, !dbg !911
    #dbg_declare(ptr %5, !912, !DIExpression(), !914)
  store ptr null, ptr %5, align 8, !dbg !914
    #dbg_declare(ptr %6, !915, !DIExpression(), !916)
  store ptr null, ptr %6, align 8, !dbg !916
    #dbg_declare(ptr %7, !917, !DIExpression(), !918)
  store ptr %6, ptr %7, align 8, !dbg !918
    #dbg_declare(ptr %8, !919, !DIExpression(), !921)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 @__const.func_40.l_233, i64 6, i1 false), !dbg !921
    #dbg_declare(ptr %9, !922, !DIExpression(), !923)
  store i32 0, ptr @g_32, align 4, !dbg !924
  br label %14, !dbg !926

14:                                               ; preds = %61, %1
  %15 = load i32, ptr @g_32, align 4, !dbg !927
  %16 = icmp sgt i32 %15, -16, !dbg !929
  br i1 %16, label %17, label %64, !dbg !930

17:                                               ; preds = %14
    #dbg_declare(ptr %10, !931, !DIExpression(), !933)
  store i64 -1, ptr %10, align 8, !dbg !933
    #dbg_declare(ptr %11, !934, !DIExpression(), !935)
  store ptr getelementptr inbounds ([3 x i32], ptr @g_33, i64 0, i64 2), ptr %11, align 8, !dbg !935
  store i16 0, ptr @g_75, align 2, !dbg !936
  br label %18, !dbg !938

18:                                               ; preds = %27, %17
  %19 = load i16, ptr @g_75, align 2, !dbg !939
  %20 = sext i16 %19 to i32, !dbg !939
  %21 = icmp sge i32 %20, 11, !dbg !941
  br i1 %21, label %22, label %30, !dbg !942

22:                                               ; preds = %18
    #dbg_declare(ptr %12, !943, !DIExpression(), !945)
  store i16 27530, ptr %12, align 2, !dbg !945
  %23 = load i16, ptr %12, align 2, !dbg !946
  %24 = add i16 %23, 1, !dbg !946
  store i16 %24, ptr %12, align 2, !dbg !946
  %25 = load volatile i32, ptr getelementptr inbounds (%struct.S2, ptr @g_133, i32 0, i32 2), align 8, !dbg !947
  %26 = trunc i32 %25 to i8, !dbg !948
  store i8 %26, ptr %2, align 1, !dbg !949
  br label %81, !dbg !949

27:                                               ; No predecessors!
  %28 = load i16, ptr @g_75, align 2, !dbg !950
  %29 = add i16 %28, 1, !dbg !950
  store i16 %29, ptr @g_75, align 2, !dbg !950
  br label %18, !dbg !951, !llvm.loop !952

30:                                               ; preds = %18
  store ptr @g_69, ptr %4, align 8, !dbg !954
  %31 = load ptr, ptr %4, align 8, !dbg !955
  %32 = icmp eq ptr %31, @g_69, !dbg !955
  br i1 %32, label %33, label %34, !dbg !958

33:                                               ; preds = %30
  br label %35, !dbg !958

34:                                               ; preds = %30
  call void @__assert_fail(ptr noundef @.str.42, ptr noundef @.str.41, i32 noundef 191, ptr noundef @__PRETTY_FUNCTION__.func_40) #8, !dbg !955
  unreachable, !dbg !955

35:                                               ; preds = %33
  store i64 0, ptr @g_90, align 8, !dbg !959
  br label %36, !dbg !961

36:                                               ; preds = %57, %35
  %37 = load i64, ptr @g_90, align 8, !dbg !962
  %38 = icmp eq i64 %37, -11, !dbg !964
  br i1 %38, label %39, label %60, !dbg !965

39:                                               ; preds = %36
    #dbg_declare(ptr %13, !966, !DIExpression(), !969)
  store ptr @g_77, ptr %13, align 8, !dbg !969
  %40 = load i32, ptr @g_32, align 4, !dbg !970
  %41 = sext i32 %40 to i64, !dbg !970
  %42 = load ptr, ptr %13, align 8, !dbg !971
  store i64 %41, ptr %42, align 8, !dbg !972
  %43 = call i64 @llvm.ctlz.i64(i64 %41, i1 true), !dbg !973
  %44 = trunc i64 %43 to i32, !dbg !973
  %45 = sext i32 %44 to i64, !dbg !973
  store i64 %45, ptr %10, align 8, !dbg !974
  %46 = load ptr, ptr %11, align 8, !dbg !975
  store ptr %46, ptr %3, align 8, !dbg !976
  %47 = load ptr, ptr %3, align 8, !dbg !977
  %48 = icmp uge ptr %47, @g_33, !dbg !977
  br i1 %48, label %49, label %53, !dbg !977

49:                                               ; preds = %39
  %50 = load ptr, ptr %3, align 8, !dbg !977
  %51 = icmp ule ptr %50, getelementptr inbounds ([3 x i32], ptr @g_33, i64 0, i64 2), !dbg !977
  br i1 %51, label %52, label %53, !dbg !980

52:                                               ; preds = %49
  br label %54, !dbg !980

53:                                               ; preds = %49, %39
  call void @__assert_fail(ptr noundef @.str.43, ptr noundef @.str.41, i32 noundef 197, ptr noundef @__PRETTY_FUNCTION__.func_40) #8, !dbg !977
  unreachable, !dbg !977

54:                                               ; preds = %52
  %55 = load i64, ptr @g_90, align 8, !dbg !981
  %56 = trunc i64 %55 to i8, !dbg !981
  store i8 %56, ptr %2, align 1, !dbg !982
  br label %81, !dbg !982

57:                                               ; No predecessors!
  %58 = load i64, ptr @g_90, align 8, !dbg !983
  %59 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef %58, i64 noundef 5), !dbg !984
  store i64 %59, ptr @g_90, align 8, !dbg !985
  br label %36, !dbg !986, !llvm.loop !987

60:                                               ; preds = %36
  br label %61, !dbg !989

61:                                               ; preds = %60
  %62 = load i32, ptr @g_32, align 4, !dbg !990
  %63 = add nsw i32 %62, -1, !dbg !990
  store i32 %63, ptr @g_32, align 4, !dbg !990
  br label %14, !dbg !991, !llvm.loop !992

64:                                               ; preds = %14
  %65 = load ptr, ptr %4, align 8, !dbg !994
  %66 = icmp eq ptr %65, @g_69, !dbg !994
  br i1 %66, label %70, label %67, !dbg !994

67:                                               ; preds = %64
  %68 = load ptr, ptr %4, align 8, !dbg !994
  %69 = icmp eq ptr %68, null, !dbg !994
  br i1 %69, label %70, label %71, !dbg !997

70:                                               ; preds = %67, %64
  br label %72, !dbg !997

71:                                               ; preds = %67
  call void @__assert_fail(ptr noundef @.str.44, ptr noundef @.str.41, i32 noundef 202, ptr noundef @__PRETTY_FUNCTION__.func_40) #8, !dbg !994
  unreachable, !dbg !994

72:                                               ; preds = %70
  %73 = load ptr, ptr %7, align 8, !dbg !998
  store ptr @g_229, ptr %73, align 8, !dbg !999
  %74 = load ptr, ptr %6, align 8, !dbg !1000
  %75 = icmp eq ptr %74, @g_229, !dbg !1000
  br i1 %75, label %76, label %77, !dbg !1003

76:                                               ; preds = %72
  br label %78, !dbg !1003

77:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.45, ptr noundef @.str.41, i32 noundef 205, ptr noundef @__PRETTY_FUNCTION__.func_40) #8, !dbg !1000
  unreachable, !dbg !1000

78:                                               ; preds = %76
  %79 = getelementptr inbounds [6 x i8], ptr %8, i64 0, i64 4, !dbg !1004
  %80 = load i8, ptr %79, align 1, !dbg !1004
  store i8 %80, ptr %2, align 1, !dbg !1005
  br label %81, !dbg !1005

81:                                               ; preds = %78, %54, %22
  %82 = load i8, ptr %2, align 1, !dbg !1006
  ret i8 %82, !dbg !1006
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @func_42(i8 noundef signext %0, ptr noundef %1, i8 noundef signext %2) #0 !dbg !1007 {
  %4 = alloca ptr, align 8
  %5 = alloca i8, align 1
  %6 = alloca ptr, align 8
  %7 = alloca i8, align 1
  %8 = alloca [10 x [8 x [3 x i64]]], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca [1 x i32], align 4
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca ptr, align 8
  %30 = alloca [9 x ptr], align 16
  %31 = alloca i8, align 1
  %32 = alloca i8, align 1
  %33 = alloca i64, align 8
  %34 = alloca [10 x i16], align 16
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca %struct.S4, align 1
  %39 = alloca [10 x ptr], align 16
  %40 = alloca i32, align 4
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca i16, align 2
  %44 = alloca [10 x %struct.S0], align 16
  %45 = alloca ptr, align 8
  %46 = alloca [6 x ptr], align 16
  %47 = alloca ptr, align 8
  %48 = alloca [3 x ptr], align 16
  %49 = alloca i8, align 1
  %50 = alloca i32, align 4
  %51 = alloca ptr, align 8
  %52 = alloca ptr, align 8
  %53 = alloca ptr, align 8
  %54 = alloca ptr, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca i8, align 1
  %62 = alloca ptr, align 8
  %63 = alloca [7 x [1 x [4 x ptr]]], align 16
  %64 = alloca ptr, align 8
  %65 = alloca i32, align 4
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i16, align 2
  %69 = alloca i64, align 8
  %70 = alloca i16, align 2
  %71 = alloca ptr, align 8
  %72 = alloca ptr, align 8
  %73 = alloca ptr, align 8
  %74 = alloca [7 x ptr], align 16
  %75 = alloca %struct.S0, align 1
  %76 = alloca i32, align 4
  %77 = alloca i32, align 4
  %78 = alloca i32, align 4
  %79 = alloca ptr, align 8
  %80 = alloca ptr, align 8
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca ptr, align 8
  %84 = alloca ptr, align 8
  %85 = alloca ptr, align 8
  %86 = alloca ptr, align 8
  %87 = alloca ptr, align 8
  %88 = alloca ptr, align 8
  %89 = alloca [5 x [6 x ptr]], align 16
  %90 = alloca i32, align 4
  %91 = alloca i32, align 4
  %92 = alloca i32, align 4
  %93 = alloca i32, align 4
  %94 = alloca %struct.S0, align 1
  %95 = alloca ptr, align 8
  %96 = alloca ptr, align 8
  %97 = alloca i32, align 4
  %98 = alloca ptr, align 8
  %99 = alloca ptr, align 8
  %100 = alloca ptr, align 8
  %101 = alloca ptr, align 8
  %102 = alloca [4 x i32], align 16
  %103 = alloca ptr, align 8
  %104 = alloca ptr, align 8
  %105 = alloca [8 x [2 x [1 x ptr]]], align 16
  %106 = alloca i32, align 4
  %107 = alloca i32, align 4
  %108 = alloca i32, align 4
  %109 = alloca [4 x ptr], align 16
  %110 = alloca i32, align 4
  store i8 %0, ptr %5, align 1
    #dbg_declare(ptr %5, !1010, !DIExpression(), !1011)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !1012, !DIExpression(), !1013)
  store i8 %2, ptr %7, align 1
    #dbg_declare(ptr %7, !1014, !DIExpression(), !1015)
    #dbg_declare(ptr %8, !1016, !DIExpression(), !1019)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.func_42.l_60, i64 1920, i1 false), !dbg !1019
    #dbg_declare(ptr %9, !1020, !DIExpression(), !1021)
  store i32 1, ptr %9, align 4, !dbg !1021
    #dbg_declare(ptr %10, !1022, !DIExpression(), !1023)
  store i32 -663926261, ptr %10, align 4, !dbg !1023
    #dbg_declare(ptr %11, !1024, !DIExpression(), !1025)
  store i8 1, ptr %11, align 1, !dbg !1025
    #dbg_declare(ptr %12, !1026, !DIExpression(), !1027)
  store ptr @g_120, ptr %12, align 8, !dbg !1027
    #dbg_declare(ptr %13, !1028, !DIExpression(), !1030)
  store ptr %12, ptr %13, align 8, !dbg !1030
    #dbg_declare(ptr %14, !1031, !DIExpression(), !1034)
  store ptr %13, ptr %14, align 8, !dbg !1034
    #dbg_declare(ptr %15, !1035, !DIExpression(), !1036)
  store i32 1, ptr %15, align 4, !dbg !1036
    #dbg_declare(ptr %16, !1037, !DIExpression(), !1038)
  store i32 1, ptr %16, align 4, !dbg !1038
    #dbg_declare(ptr %17, !1039, !DIExpression(), !1040)
  store i32 1, ptr %17, align 4, !dbg !1040
    #dbg_declare(ptr %18, !1041, !DIExpression(), !1042)
  store i32 1, ptr %18, align 4, !dbg !1042
    #dbg_declare(ptr %19, !1043, !DIExpression(), !1044)
  store i32 848596989, ptr %19, align 4, !dbg !1044
    #dbg_declare(ptr %20, !1045, !DIExpression(), !1046)
  store i32 405799420, ptr %20, align 4, !dbg !1046
    #dbg_declare(ptr %21, !1047, !DIExpression(), !1048)
  store i32 1819727209, ptr %21, align 4, !dbg !1048
    #dbg_declare(ptr %22, !1049, !DIExpression(), !1050)
  store i32 -216971129, ptr %22, align 4, !dbg !1050
    #dbg_declare(ptr %23, !1051, !DIExpression(), !1052)
  store i32 -374825222, ptr %23, align 4, !dbg !1052
    #dbg_declare(ptr %24, !1053, !DIExpression(), !1054)
  store i32 -178275040, ptr %24, align 4, !dbg !1054
    #dbg_declare(ptr %25, !1055, !DIExpression(), !1056)
  store i32 215291948, ptr %25, align 4, !dbg !1056
    #dbg_declare(ptr %26, !1057, !DIExpression(), !1061)
    #dbg_declare(ptr %27, !1062, !DIExpression(), !1063)
  store i64 1, ptr %27, align 8, !dbg !1063
    #dbg_declare(ptr %28, !1064, !DIExpression(), !1065)
  store i64 -6303022013218152503, ptr %28, align 8, !dbg !1065
    #dbg_declare(ptr %29, !1066, !DIExpression(), !1068)
  store ptr getelementptr inbounds ([5 x %struct.S3], ptr @g_104, i64 0, i64 4), ptr %29, align 8, !dbg !1068
    #dbg_declare(ptr %30, !1069, !DIExpression(), !1072)
  call void @llvm.memset.p0.i64(ptr align 16 %30, i8 0, i64 72, i1 false), !dbg !1072
    #dbg_declare(ptr %31, !1073, !DIExpression(), !1074)
  store i8 1, ptr %31, align 1, !dbg !1074
    #dbg_declare(ptr %32, !1075, !DIExpression(), !1076)
  store i8 99, ptr %32, align 1, !dbg !1076
    #dbg_declare(ptr %33, !1077, !DIExpression(), !1078)
  store i64 5191284253066888139, ptr %33, align 8, !dbg !1078
    #dbg_declare(ptr %34, !1079, !DIExpression(), !1081)
    #dbg_declare(ptr %35, !1082, !DIExpression(), !1083)
    #dbg_declare(ptr %36, !1084, !DIExpression(), !1085)
    #dbg_declare(ptr %37, !1086, !DIExpression(), !1087)
  store i32 0, ptr %35, align 4, !dbg !1088
  br label %111, !dbg !1090

111:                                              ; preds = %118, %3
  %112 = load i32, ptr %35, align 4, !dbg !1091
  %113 = icmp slt i32 %112, 1, !dbg !1093
  br i1 %113, label %114, label %121, !dbg !1094

114:                                              ; preds = %111
  %115 = load i32, ptr %35, align 4, !dbg !1095
  %116 = sext i32 %115 to i64, !dbg !1096
  %117 = getelementptr inbounds [1 x i32], ptr %26, i64 0, i64 %116, !dbg !1096
  store i32 1559409170, ptr %117, align 4, !dbg !1097
  br label %118, !dbg !1096

118:                                              ; preds = %114
  %119 = load i32, ptr %35, align 4, !dbg !1098
  %120 = add nsw i32 %119, 1, !dbg !1098
  store i32 %120, ptr %35, align 4, !dbg !1098
  br label %111, !dbg !1099, !llvm.loop !1100

121:                                              ; preds = %111
  store i32 0, ptr %35, align 4, !dbg !1102
  br label %122, !dbg !1104

122:                                              ; preds = %129, %121
  %123 = load i32, ptr %35, align 4, !dbg !1105
  %124 = icmp slt i32 %123, 10, !dbg !1107
  br i1 %124, label %125, label %132, !dbg !1108

125:                                              ; preds = %122
  %126 = load i32, ptr %35, align 4, !dbg !1109
  %127 = sext i32 %126 to i64, !dbg !1110
  %128 = getelementptr inbounds [10 x i16], ptr %34, i64 0, i64 %127, !dbg !1110
  store i16 0, ptr %128, align 2, !dbg !1111
  br label %129, !dbg !1110

129:                                              ; preds = %125
  %130 = load i32, ptr %35, align 4, !dbg !1112
  %131 = add nsw i32 %130, 1, !dbg !1112
  store i32 %131, ptr %35, align 4, !dbg !1112
  br label %122, !dbg !1113, !llvm.loop !1114

132:                                              ; preds = %122
  %133 = load i64, ptr @g_37, align 8, !dbg !1116
  %134 = icmp ne i64 %133, 0, !dbg !1118
  br i1 %134, label %135, label %190, !dbg !1119

135:                                              ; preds = %132
    #dbg_declare(ptr %38, !1120, !DIExpression(), !1122)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %38, ptr align 1 @__const.func_42.l_57, i64 3, i1 false), !dbg !1122
    #dbg_declare(ptr %39, !1123, !DIExpression(), !1125)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %39, ptr align 16 @__const.func_42.l_61, i64 80, i1 false), !dbg !1125
    #dbg_declare(ptr %40, !1126, !DIExpression(), !1127)
  br label %136, !dbg !1128

136:                                              ; preds = %149, %135
    #dbg_label(!1129, !1130)
  store i64 0, ptr getelementptr inbounds (%struct.S2, ptr @g_37, i32 0, i32 1), align 8, !dbg !1131
  br label %137, !dbg !1133

137:                                              ; preds = %151, %136
  %138 = load i64, ptr getelementptr inbounds (%struct.S2, ptr @g_37, i32 0, i32 1), align 8, !dbg !1134
  %139 = icmp sle i64 %138, 3, !dbg !1136
  br i1 %139, label %140, label %156, !dbg !1137

140:                                              ; preds = %137
    #dbg_declare(ptr %41, !1138, !DIExpression(), !1140)
  store ptr @g_32, ptr %41, align 8, !dbg !1140
    #dbg_declare(ptr %42, !1141, !DIExpression(), !1142)
  store ptr %41, ptr %42, align 8, !dbg !1142
  %141 = load ptr, ptr %42, align 8, !dbg !1143
  store ptr null, ptr %141, align 8, !dbg !1144
  %142 = load ptr, ptr %41, align 8, !dbg !1145
  %143 = icmp eq ptr %142, null, !dbg !1145
  br i1 %143, label %144, label %145, !dbg !1148

144:                                              ; preds = %140
  br label %146, !dbg !1148

145:                                              ; preds = %140
  call void @__assert_fail(ptr noundef @.str.46, ptr noundef @.str.41, i32 noundef 261, ptr noundef @__PRETTY_FUNCTION__.func_42) #8, !dbg !1145
  unreachable, !dbg !1145

146:                                              ; preds = %144
  %147 = load i64, ptr @g_37, align 8, !dbg !1149
  %148 = icmp ne i64 %147, 0, !dbg !1151
  br i1 %148, label %149, label %150, !dbg !1152

149:                                              ; preds = %146
  br label %136, !dbg !1153

150:                                              ; preds = %146
  br label %151, !dbg !1154

151:                                              ; preds = %150
  %152 = load i64, ptr getelementptr inbounds (%struct.S2, ptr @g_37, i32 0, i32 1), align 8, !dbg !1155
  %153 = trunc i64 %152 to i32, !dbg !1156
  %154 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %153, i32 noundef 6), !dbg !1157
  %155 = sext i32 %154 to i64, !dbg !1157
  store i64 %155, ptr getelementptr inbounds (%struct.S2, ptr @g_37, i32 0, i32 1), align 8, !dbg !1158
  br label %137, !dbg !1159, !llvm.loop !1160

156:                                              ; preds = %137
  %157 = load i64, ptr @g_37, align 8, !dbg !1162
  %158 = load volatile i32, ptr getelementptr inbounds ([6 x i32], ptr @g_31, i64 0, i64 1), align 4, !dbg !1163
  %159 = call i32 @llvm.ctlz.i32(i32 %158, i1 true), !dbg !1164
  %160 = load i32, ptr @g_5, align 4, !dbg !1165
  %161 = load i64, ptr getelementptr inbounds (%struct.S2, ptr @g_37, i32 0, i32 1), align 8, !dbg !1166
  %162 = trunc i64 %161 to i16, !dbg !1167
  %163 = call signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext -20425, i16 noundef signext %162), !dbg !1168
  %164 = sext i16 %163 to i64, !dbg !1169
  %165 = icmp ne i64 %157, %164, !dbg !1170
  br i1 %165, label %167, label %166, !dbg !1171

166:                                              ; preds = %156
  br label %167, !dbg !1171

167:                                              ; preds = %166, %156
  %168 = phi i1 [ true, %156 ], [ true, %166 ]
  %169 = zext i1 %168 to i32, !dbg !1171
  %170 = getelementptr inbounds %struct.S4, ptr %38, i32 0, i32 1, !dbg !1172
  %171 = load i8, ptr %170, align 1, !dbg !1172
  %172 = shl i8 %171, 1, !dbg !1172
  %173 = ashr i8 %172, 1, !dbg !1172
  %174 = sext i8 %173 to i32, !dbg !1172
  %175 = icmp sgt i32 %169, %174, !dbg !1173
  %176 = zext i1 %175 to i32, !dbg !1173
  %177 = sext i32 %176 to i64, !dbg !1174
  %178 = icmp sle i64 2932568774434816920, %177, !dbg !1175
  %179 = zext i1 %178 to i32, !dbg !1175
  %180 = trunc i32 %179 to i16, !dbg !1176
  %181 = getelementptr inbounds [10 x [8 x [3 x i64]]], ptr %8, i64 0, i64 1, !dbg !1177
  %182 = getelementptr inbounds [8 x [3 x i64]], ptr %181, i64 0, i64 0, !dbg !1177
  %183 = getelementptr inbounds [3 x i64], ptr %182, i64 0, i64 1, !dbg !1177
  %184 = load i64, ptr %183, align 8, !dbg !1177
  %185 = trunc i64 %184 to i16, !dbg !1177
  %186 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %180, i16 noundef signext %185), !dbg !1178
  %187 = sext i16 %186 to i32, !dbg !1179
  %188 = load i32, ptr @g_32, align 4, !dbg !1180
  %189 = xor i32 %188, %187, !dbg !1180
  store i32 %189, ptr @g_32, align 4, !dbg !1180
  br label %281, !dbg !1181

190:                                              ; preds = %132
    #dbg_declare(ptr %43, !1182, !DIExpression(), !1184)
  store i16 6721, ptr %43, align 2, !dbg !1184
    #dbg_declare(ptr %44, !1185, !DIExpression(), !1187)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %44, ptr align 16 @__const.func_42.l_119, i64 60, i1 false), !dbg !1187
    #dbg_declare(ptr %45, !1188, !DIExpression(), !1189)
  store ptr @g_120, ptr %45, align 8, !dbg !1189
    #dbg_declare(ptr %46, !1190, !DIExpression(), !1192)
  store ptr %45, ptr %46, align 8, !dbg !1193
  %191 = getelementptr inbounds ptr, ptr %46, i64 1, !dbg !1193
  store ptr %45, ptr %191, align 8, !dbg !1193
  %192 = getelementptr inbounds ptr, ptr %46, i64 2, !dbg !1193
  store ptr %45, ptr %192, align 8, !dbg !1193
  %193 = getelementptr inbounds ptr, ptr %46, i64 3, !dbg !1193
  store ptr %45, ptr %193, align 8, !dbg !1193
  %194 = getelementptr inbounds ptr, ptr %46, i64 4, !dbg !1193
  store ptr %45, ptr %194, align 8, !dbg !1193
  %195 = getelementptr inbounds ptr, ptr %46, i64 5, !dbg !1193
  store ptr %45, ptr %195, align 8, !dbg !1193
    #dbg_declare(ptr %47, !1194, !DIExpression(), !1195)
  store ptr @g_33, ptr %47, align 8, !dbg !1195
    #dbg_declare(ptr %48, !1196, !DIExpression(), !1198)
    #dbg_declare(ptr %49, !1199, !DIExpression(), !1200)
  store i8 -40, ptr %49, align 1, !dbg !1200
    #dbg_declare(ptr %50, !1201, !DIExpression(), !1202)
  store i32 0, ptr %50, align 4, !dbg !1203
  br label %196, !dbg !1205

196:                                              ; preds = %203, %190
  %197 = load i32, ptr %50, align 4, !dbg !1206
  %198 = icmp slt i32 %197, 3, !dbg !1208
  br i1 %198, label %199, label %206, !dbg !1209

199:                                              ; preds = %196
  %200 = load i32, ptr %50, align 4, !dbg !1210
  %201 = sext i32 %200 to i64, !dbg !1211
  %202 = getelementptr inbounds [3 x ptr], ptr %48, i64 0, i64 %201, !dbg !1211
  store ptr @g_33, ptr %202, align 8, !dbg !1212
  br label %203, !dbg !1211

203:                                              ; preds = %199
  %204 = load i32, ptr %50, align 4, !dbg !1213
  %205 = add nsw i32 %204, 1, !dbg !1213
  store i32 %205, ptr %50, align 4, !dbg !1213
  br label %196, !dbg !1214, !llvm.loop !1215

206:                                              ; preds = %196
  store i8 0, ptr %5, align 1, !dbg !1217
  br label %207, !dbg !1219

207:                                              ; preds = %275, %206
  %208 = load i8, ptr %5, align 1, !dbg !1220
  %209 = sext i8 %208 to i32, !dbg !1220
  %210 = icmp slt i32 %209, 9, !dbg !1222
  br i1 %210, label %211, label %278, !dbg !1223

211:                                              ; preds = %207
    #dbg_declare(ptr %51, !1224, !DIExpression(), !1226)
  store ptr getelementptr inbounds ([3 x i32], ptr @g_33, i64 0, i64 1), ptr %51, align 8, !dbg !1226
    #dbg_declare(ptr %52, !1227, !DIExpression(), !1228)
  store ptr @g_69, ptr %52, align 8, !dbg !1228
    #dbg_declare(ptr %53, !1229, !DIExpression(), !1230)
  %212 = getelementptr inbounds [10 x [8 x [3 x i64]]], ptr %8, i64 0, i64 3, !dbg !1231
  %213 = getelementptr inbounds [8 x [3 x i64]], ptr %212, i64 0, i64 6, !dbg !1231
  %214 = getelementptr inbounds [3 x i64], ptr %213, i64 0, i64 1, !dbg !1231
  store ptr %214, ptr %53, align 8, !dbg !1230
    #dbg_declare(ptr %54, !1232, !DIExpression(), !1233)
  store ptr null, ptr %54, align 8, !dbg !1233
    #dbg_declare(ptr %55, !1234, !DIExpression(), !1235)
  store ptr @g_75, ptr %55, align 8, !dbg !1235
    #dbg_declare(ptr %56, !1236, !DIExpression(), !1237)
  store ptr @g_77, ptr %56, align 8, !dbg !1237
    #dbg_declare(ptr %57, !1238, !DIExpression(), !1240)
  store ptr null, ptr %57, align 8, !dbg !1240
    #dbg_declare(ptr %58, !1241, !DIExpression(), !1242)
  store ptr @g_90, ptr %58, align 8, !dbg !1242
    #dbg_declare(ptr %59, !1243, !DIExpression(), !1244)
  store i32 264011185, ptr %59, align 4, !dbg !1244
    #dbg_declare(ptr %60, !1245, !DIExpression(), !1246)
  store i32 -1, ptr %60, align 4, !dbg !1246
    #dbg_declare(ptr %61, !1247, !DIExpression(), !1248)
  store i8 1, ptr %61, align 1, !dbg !1248
    #dbg_declare(ptr %62, !1249, !DIExpression(), !1250)
  %215 = getelementptr inbounds [10 x %struct.S0], ptr %44, i64 0, i64 3, !dbg !1251
  store ptr %215, ptr %62, align 8, !dbg !1250
    #dbg_declare(ptr %63, !1252, !DIExpression(), !1255)
  store ptr %62, ptr %63, align 8, !dbg !1256
  %216 = getelementptr inbounds ptr, ptr %63, i64 1, !dbg !1256
  store ptr %62, ptr %216, align 8, !dbg !1256
  %217 = getelementptr inbounds ptr, ptr %63, i64 2, !dbg !1256
  store ptr %62, ptr %217, align 8, !dbg !1256
  %218 = getelementptr inbounds ptr, ptr %63, i64 3, !dbg !1256
  store ptr null, ptr %218, align 8, !dbg !1256
  %219 = getelementptr inbounds [1 x [4 x ptr]], ptr %63, i64 1, !dbg !1257
  store ptr null, ptr %219, align 8, !dbg !1258
  %220 = getelementptr inbounds ptr, ptr %219, i64 1, !dbg !1258
  store ptr null, ptr %220, align 8, !dbg !1258
  %221 = getelementptr inbounds ptr, ptr %219, i64 2, !dbg !1258
  store ptr %62, ptr %221, align 8, !dbg !1258
  %222 = getelementptr inbounds ptr, ptr %219, i64 3, !dbg !1258
  store ptr %62, ptr %222, align 8, !dbg !1258
  %223 = getelementptr inbounds [1 x [4 x ptr]], ptr %63, i64 2, !dbg !1257
  store ptr %62, ptr %223, align 8, !dbg !1259
  %224 = getelementptr inbounds ptr, ptr %223, i64 1, !dbg !1259
  store ptr %62, ptr %224, align 8, !dbg !1259
  %225 = getelementptr inbounds ptr, ptr %223, i64 2, !dbg !1259
  store ptr null, ptr %225, align 8, !dbg !1259
  %226 = getelementptr inbounds ptr, ptr %223, i64 3, !dbg !1259
  store ptr null, ptr %226, align 8, !dbg !1259
  %227 = getelementptr inbounds [1 x [4 x ptr]], ptr %63, i64 3, !dbg !1257
  store ptr %62, ptr %227, align 8, !dbg !1260
  %228 = getelementptr inbounds ptr, ptr %227, i64 1, !dbg !1260
  store ptr %62, ptr %228, align 8, !dbg !1260
  %229 = getelementptr inbounds ptr, ptr %227, i64 2, !dbg !1260
  store ptr null, ptr %229, align 8, !dbg !1260
  %230 = getelementptr inbounds ptr, ptr %227, i64 3, !dbg !1260
  store ptr %62, ptr %230, align 8, !dbg !1260
  %231 = getelementptr inbounds [1 x [4 x ptr]], ptr %63, i64 4, !dbg !1257
  store ptr %62, ptr %231, align 8, !dbg !1261
  %232 = getelementptr inbounds ptr, ptr %231, i64 1, !dbg !1261
  store ptr %62, ptr %232, align 8, !dbg !1261
  %233 = getelementptr inbounds ptr, ptr %231, i64 2, !dbg !1261
  store ptr %62, ptr %233, align 8, !dbg !1261
  %234 = getelementptr inbounds ptr, ptr %231, i64 3, !dbg !1261
  store ptr %62, ptr %234, align 8, !dbg !1261
  %235 = getelementptr inbounds [1 x [4 x ptr]], ptr %63, i64 5, !dbg !1257
  store ptr null, ptr %235, align 8, !dbg !1262
  %236 = getelementptr inbounds ptr, ptr %235, i64 1, !dbg !1262
  store ptr %62, ptr %236, align 8, !dbg !1262
  %237 = getelementptr inbounds ptr, ptr %235, i64 2, !dbg !1262
  store ptr %62, ptr %237, align 8, !dbg !1262
  %238 = getelementptr inbounds ptr, ptr %235, i64 3, !dbg !1262
  store ptr %62, ptr %238, align 8, !dbg !1262
  %239 = getelementptr inbounds [1 x [4 x ptr]], ptr %63, i64 6, !dbg !1257
  store ptr %62, ptr %239, align 8, !dbg !1263
  %240 = getelementptr inbounds ptr, ptr %239, i64 1, !dbg !1263
  store ptr %62, ptr %240, align 8, !dbg !1263
  %241 = getelementptr inbounds ptr, ptr %239, i64 2, !dbg !1263
  store ptr null, ptr %241, align 8, !dbg !1263
  %242 = getelementptr inbounds ptr, ptr %239, i64 3, !dbg !1263
  store ptr %62, ptr %242, align 8, !dbg !1263
    #dbg_declare(ptr %64, !1264, !DIExpression(), !1265)
  store ptr %9, ptr %64, align 8, !dbg !1265
    #dbg_declare(ptr %65, !1266, !DIExpression(), !1267)
    #dbg_declare(ptr %66, !1268, !DIExpression(), !1269)
    #dbg_declare(ptr %67, !1270, !DIExpression(), !1271)
  %243 = load ptr, ptr %51, align 8, !dbg !1272
  %244 = icmp ne ptr null, %243, !dbg !1273
  %245 = zext i1 %244 to i32, !dbg !1273
  %246 = sext i32 %245 to i64, !dbg !1274
  %247 = load ptr, ptr @g_69, align 8, !dbg !1275
  %248 = load ptr, ptr %52, align 8, !dbg !1276
  store ptr %247, ptr %248, align 8, !dbg !1277
  %249 = icmp eq ptr %6, %247, !dbg !1278
  %250 = zext i1 %249 to i32, !dbg !1278
  %251 = sext i32 %250 to i64, !dbg !1279
  %252 = load i8, ptr %5, align 1, !dbg !1280
  %253 = sext i8 %252 to i64, !dbg !1280
  %254 = load ptr, ptr %53, align 8, !dbg !1281
  store i64 %253, ptr %254, align 8, !dbg !1282
  %255 = icmp ule i64 %251, %253, !dbg !1283
  %256 = zext i1 %255 to i32, !dbg !1283
  %257 = sext i32 %256 to i64, !dbg !1284
  %258 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %246, i64 noundef %257), !dbg !1285
  %259 = trunc i64 %258 to i16, !dbg !1286
  %260 = call signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %259, i32 noundef 7), !dbg !1287
  %261 = sext i16 %260 to i64, !dbg !1288
  %262 = icmp eq i64 %261, 549774492, !dbg !1289
  %263 = zext i1 %262 to i32, !dbg !1289
  %264 = trunc i32 %263 to i16, !dbg !1290
  %265 = load ptr, ptr %55, align 8, !dbg !1291
  store i16 %264, ptr %265, align 2, !dbg !1292
  %266 = load volatile i32, ptr getelementptr inbounds (%struct.S2, ptr @g_37, i32 0, i32 2), align 8, !dbg !1293
  %267 = load ptr, ptr %56, align 8, !dbg !1294
  %268 = load i64, ptr %267, align 8, !dbg !1295
  %269 = and i64 %268, -4, !dbg !1295
  store i64 %269, ptr %267, align 8, !dbg !1295
  %270 = load i32, ptr %9, align 4, !dbg !1296
  %271 = sext i32 %270 to i64, !dbg !1296
  %272 = icmp ule i64 %269, %271, !dbg !1297
  %273 = zext i1 %272 to i32, !dbg !1297
  %274 = load ptr, ptr %51, align 8, !dbg !1298
  store i32 %273, ptr %274, align 4, !dbg !1299
  br label %275, !dbg !1300

275:                                              ; preds = %211
  %276 = load i8, ptr %5, align 1, !dbg !1301
  %277 = add i8 %276, 1, !dbg !1301
  store i8 %277, ptr %5, align 1, !dbg !1301
  br label %207, !dbg !1302, !llvm.loop !1303

278:                                              ; preds = %207
  %279 = load i64, ptr %28, align 8, !dbg !1305
  %280 = add i64 %279, -1, !dbg !1305
  store i64 %280, ptr %28, align 8, !dbg !1305
  br label %281

281:                                              ; preds = %278, %167
  %282 = load i32, ptr @g_32, align 4, !dbg !1306
  %283 = icmp ne i32 %282, 0, !dbg !1306
  br i1 %283, label %284, label %285, !dbg !1308

284:                                              ; preds = %281
  br label %286, !dbg !1309

285:                                              ; preds = %281
  br label %286, !dbg !1306

286:                                              ; preds = %285, %284
    #dbg_label(!1310, !1311)
  %287 = load ptr, ptr %29, align 8, !dbg !1312
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %287, ptr align 16 @g_104, i64 12, i1 true), !dbg !1313
  store i32 -15, ptr %20, align 4, !dbg !1314
  br label %288, !dbg !1316

288:                                              ; preds = %402, %286
  %289 = load i32, ptr %20, align 4, !dbg !1317
  %290 = icmp sge i32 %289, 2, !dbg !1319
  br i1 %290, label %291, label %405, !dbg !1320

291:                                              ; preds = %288
    #dbg_declare(ptr %68, !1321, !DIExpression(), !1323)
  store i16 -1, ptr %68, align 2, !dbg !1323
    #dbg_declare(ptr %69, !1324, !DIExpression(), !1325)
  store i64 -9, ptr %69, align 8, !dbg !1325
    #dbg_declare(ptr %70, !1326, !DIExpression(), !1327)
  store i16 2677, ptr %70, align 2, !dbg !1327
  store i32 8, ptr %18, align 4, !dbg !1328
  br label %292, !dbg !1330

292:                                              ; preds = %398, %291
  %293 = load i32, ptr %18, align 4, !dbg !1331
  %294 = icmp sge i32 %293, 3, !dbg !1333
  br i1 %294, label %295, label %401, !dbg !1334

295:                                              ; preds = %292
    #dbg_declare(ptr %71, !1335, !DIExpression(), !1337)
  store ptr null, ptr %71, align 8, !dbg !1337
    #dbg_declare(ptr %72, !1338, !DIExpression(), !1340)
  store ptr %71, ptr %72, align 8, !dbg !1340
    #dbg_declare(ptr %73, !1341, !DIExpression(), !1342)
  store ptr getelementptr inbounds (%struct.S2, ptr @g_37, i32 0, i32 1), ptr %73, align 8, !dbg !1342
    #dbg_declare(ptr %74, !1343, !DIExpression(), !1345)
  store ptr %19, ptr %74, align 8, !dbg !1346
  %296 = getelementptr inbounds ptr, ptr %74, i64 1, !dbg !1346
  store ptr %19, ptr %296, align 8, !dbg !1346
  %297 = getelementptr inbounds ptr, ptr %74, i64 2, !dbg !1346
  store ptr %22, ptr %297, align 8, !dbg !1346
  %298 = getelementptr inbounds ptr, ptr %74, i64 3, !dbg !1346
  store ptr %19, ptr %298, align 8, !dbg !1346
  %299 = getelementptr inbounds ptr, ptr %74, i64 4, !dbg !1346
  store ptr %19, ptr %299, align 8, !dbg !1346
  %300 = getelementptr inbounds ptr, ptr %74, i64 5, !dbg !1346
  store ptr %22, ptr %300, align 8, !dbg !1346
  %301 = getelementptr inbounds ptr, ptr %74, i64 6, !dbg !1346
  store ptr %19, ptr %301, align 8, !dbg !1346
    #dbg_declare(ptr %75, !1347, !DIExpression(), !1348)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %75, ptr align 1 @__const.func_42.l_175, i64 6, i1 false), !dbg !1348
    #dbg_declare(ptr %76, !1349, !DIExpression(), !1350)
  %302 = load ptr, ptr %72, align 8, !dbg !1351
  store ptr @g_90, ptr %302, align 8, !dbg !1353
  %303 = load ptr, ptr %73, align 8, !dbg !1354
  %304 = icmp eq ptr @g_90, %303, !dbg !1355
  %305 = zext i1 %304 to i32, !dbg !1355
  %306 = zext i32 %305 to i48, !dbg !1356
  %307 = load i48, ptr @g_120, align 1, !dbg !1356
  %308 = and i48 %306, 268435455, !dbg !1356
  %309 = shl i48 %308, 19, !dbg !1356
  %310 = and i48 %307, -140737487831041, !dbg !1356
  %311 = or i48 %310, %309, !dbg !1356
  store i48 %311, ptr @g_120, align 1, !dbg !1356
  %312 = shl i48 %308, 20, !dbg !1356
  %313 = ashr i48 %312, 20, !dbg !1356
  %314 = trunc i48 %313 to i32, !dbg !1356
  %315 = icmp ne i32 %314, 0, !dbg !1356
  br i1 %315, label %316, label %323, !dbg !1357

316:                                              ; preds = %295
    #dbg_declare(ptr %77, !1358, !DIExpression(), !1360)
  store i32 616834478, ptr %77, align 4, !dbg !1360
    #dbg_declare(ptr %78, !1361, !DIExpression(), !1362)
  %317 = load i16, ptr %68, align 2, !dbg !1363
  %318 = zext i16 %317 to i32, !dbg !1363
  %319 = load i32, ptr @g_32, align 4, !dbg !1364
  %320 = and i32 %319, %318, !dbg !1364
  store i32 %320, ptr @g_32, align 4, !dbg !1364
  %321 = load i64, ptr %69, align 8, !dbg !1365
  %322 = trunc i64 %321 to i32, !dbg !1365
  store i32 %322, ptr %77, align 4, !dbg !1366
  br label %372, !dbg !1367

323:                                              ; preds = %295
    #dbg_declare(ptr %79, !1368, !DIExpression(), !1370)
  store ptr @g_77, ptr %79, align 8, !dbg !1370
    #dbg_declare(ptr %80, !1371, !DIExpression(), !1372)
  %324 = getelementptr inbounds [10 x [8 x [3 x i64]]], ptr %8, i64 0, i64 2, !dbg !1373
  %325 = getelementptr inbounds [8 x [3 x i64]], ptr %324, i64 0, i64 1, !dbg !1373
  %326 = getelementptr inbounds [3 x i64], ptr %325, i64 0, i64 2, !dbg !1373
  store ptr %326, ptr %80, align 8, !dbg !1372
    #dbg_declare(ptr %81, !1374, !DIExpression(), !1375)
  store i32 9, ptr %81, align 4, !dbg !1375
  %327 = load i8, ptr %7, align 1, !dbg !1376
  %328 = sext i8 %327 to i32, !dbg !1376
  %329 = icmp ne i32 %328, 0, !dbg !1376
  br i1 %329, label %348, label %330, !dbg !1377

330:                                              ; preds = %323
  %331 = load i16, ptr %70, align 2, !dbg !1378
  %332 = zext i16 %331 to i32, !dbg !1378
  %333 = load volatile i32, ptr getelementptr inbounds (%struct.S2, ptr @g_133, i32 0, i32 2), align 8, !dbg !1379
  %334 = icmp ne i32 %332, %333, !dbg !1380
  %335 = zext i1 %334 to i32, !dbg !1380
  %336 = load i8, ptr %7, align 1, !dbg !1381
  %337 = sext i8 %336 to i32, !dbg !1381
  %338 = load ptr, ptr @g_168, align 8, !dbg !1382
  %339 = icmp eq ptr %338, null, !dbg !1383
  %340 = zext i1 %339 to i32, !dbg !1383
  %341 = icmp ne i32 %337, %340, !dbg !1384
  %342 = zext i1 %341 to i32, !dbg !1384
  %343 = xor i32 %335, %342, !dbg !1385
  %344 = load volatile i32, ptr getelementptr inbounds (%struct.S2, ptr @g_133, i32 0, i32 4), align 8, !dbg !1386
  %345 = sext i32 %344 to i64, !dbg !1387
  %346 = xor i64 %345, 457235964590749098, !dbg !1388
  %347 = icmp ne i64 %346, 0, !dbg !1377
  br label %348, !dbg !1377

348:                                              ; preds = %330, %323
  %349 = phi i1 [ true, %323 ], [ %347, %330 ]
  %350 = zext i1 %349 to i32, !dbg !1377
  %351 = sext i32 %350 to i64, !dbg !1389
  %352 = call i64 @llvm.cttz.i64(i64 %351, i1 true), !dbg !1390
  %353 = trunc i64 %352 to i32, !dbg !1390
  %354 = getelementptr inbounds [1 x i32], ptr %26, i64 0, i64 0, !dbg !1391
  %355 = load i32, ptr %354, align 4, !dbg !1392
  %356 = xor i32 %355, %353, !dbg !1392
  store i32 %356, ptr %354, align 4, !dbg !1392
  %357 = sext i32 %356 to i64, !dbg !1393
  %358 = load ptr, ptr %79, align 8, !dbg !1394
  store i64 %357, ptr %358, align 8, !dbg !1395
  %359 = load ptr, ptr %80, align 8, !dbg !1396
  %360 = load i64, ptr %359, align 8, !dbg !1397
  %361 = or i64 %360, %357, !dbg !1397
  store i64 %361, ptr %359, align 8, !dbg !1397
  %362 = load i48, ptr @g_122, align 1, !dbg !1398
  %363 = and i48 %362, 524287, !dbg !1398
  %364 = trunc i48 %363 to i32, !dbg !1398
  %365 = zext i32 %364 to i64, !dbg !1399
  %366 = icmp ugt i64 %361, %365, !dbg !1400
  %367 = zext i1 %366 to i32, !dbg !1400
  store volatile i32 %367, ptr getelementptr inbounds ([6 x i32], ptr @g_31, i64 0, i64 5), align 4, !dbg !1401
  %368 = load i32, ptr %81, align 4, !dbg !1402
  %369 = icmp ne i32 %368, 0, !dbg !1402
  br i1 %369, label %370, label %371, !dbg !1404

370:                                              ; preds = %348
  br label %398, !dbg !1405

371:                                              ; preds = %348
  br label %372

372:                                              ; preds = %371, %316
  %373 = load ptr, ptr %71, align 8, !dbg !1406
  %374 = icmp eq ptr %373, @g_90, !dbg !1406
  br i1 %374, label %375, label %376, !dbg !1409

375:                                              ; preds = %372
  br label %377, !dbg !1409

376:                                              ; preds = %372
  call void @__assert_fail(ptr noundef @.str.47, ptr noundef @.str.41, i32 noundef 334, ptr noundef @__PRETTY_FUNCTION__.func_42) #8, !dbg !1406
  unreachable, !dbg !1406

377:                                              ; preds = %375
  store i32 3, ptr %23, align 4, !dbg !1410
  br label %378, !dbg !1412

378:                                              ; preds = %382, %377
  %379 = load i32, ptr %23, align 4, !dbg !1413
  %380 = icmp sle i32 %379, 8, !dbg !1415
  br i1 %380, label %381, label %385, !dbg !1416

381:                                              ; preds = %378
  store ptr @g_33, ptr %4, align 8, !dbg !1417
  br label %552, !dbg !1417

382:                                              ; No predecessors!
  %383 = load i32, ptr %23, align 4, !dbg !1419
  %384 = add nsw i32 %383, 1, !dbg !1419
  store i32 %384, ptr %23, align 4, !dbg !1419
  br label %378, !dbg !1420, !llvm.loop !1421

385:                                              ; preds = %378
  store i8 0, ptr %11, align 1, !dbg !1423
  br label %386, !dbg !1425

386:                                              ; preds = %392, %385
  %387 = load i8, ptr %11, align 1, !dbg !1426
  %388 = sext i8 %387 to i32, !dbg !1426
  %389 = icmp sle i32 %388, 2, !dbg !1428
  br i1 %389, label %390, label %397, !dbg !1429

390:                                              ; preds = %386
  %391 = load ptr, ptr %12, align 8, !dbg !1430
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %391, ptr align 1 %75, i64 6, i1 false), !dbg !1432
  br label %392, !dbg !1433

392:                                              ; preds = %390
  %393 = load i8, ptr %11, align 1, !dbg !1434
  %394 = sext i8 %393 to i32, !dbg !1434
  %395 = add nsw i32 %394, 1, !dbg !1434
  %396 = trunc i32 %395 to i8, !dbg !1434
  store i8 %396, ptr %11, align 1, !dbg !1434
  br label %386, !dbg !1435, !llvm.loop !1436

397:                                              ; preds = %386
  br label %398, !dbg !1438

398:                                              ; preds = %397, %370
  %399 = load i32, ptr %18, align 4, !dbg !1439
  %400 = sub nsw i32 %399, 1, !dbg !1439
  store i32 %400, ptr %18, align 4, !dbg !1439
  br label %292, !dbg !1440, !llvm.loop !1441

401:                                              ; preds = %292
  br label %402, !dbg !1443

402:                                              ; preds = %401
  %403 = load i32, ptr %20, align 4, !dbg !1444
  %404 = add nsw i32 %403, 1, !dbg !1444
  store i32 %404, ptr %20, align 4, !dbg !1444
  br label %288, !dbg !1445, !llvm.loop !1446

405:                                              ; preds = %288
  %406 = getelementptr inbounds [9 x ptr], ptr %30, i64 0, i64 8, !dbg !1448
  %407 = load ptr, ptr %406, align 16, !dbg !1448
  %408 = getelementptr inbounds [9 x ptr], ptr %30, i64 0, i64 6, !dbg !1450
  %409 = load ptr, ptr %408, align 16, !dbg !1450
  %410 = icmp ne ptr %407, %409, !dbg !1451
  %411 = zext i1 %410 to i32, !dbg !1451
  %412 = sext i32 %411 to i64, !dbg !1452
  %413 = load ptr, ptr %13, align 8, !dbg !1453
  %414 = load ptr, ptr %413, align 8, !dbg !1454
  %415 = icmp sge i64 %412, 53942, !dbg !1455
  br i1 %415, label %416, label %472, !dbg !1456

416:                                              ; preds = %405
    #dbg_declare(ptr %82, !1457, !DIExpression(), !1459)
  store i32 918469989, ptr %82, align 4, !dbg !1459
    #dbg_declare(ptr %83, !1460, !DIExpression(), !1461)
  store ptr %19, ptr %83, align 8, !dbg !1461
    #dbg_declare(ptr %84, !1462, !DIExpression(), !1463)
  store ptr @g_32, ptr %84, align 8, !dbg !1463
    #dbg_declare(ptr %85, !1464, !DIExpression(), !1465)
  store ptr %19, ptr %85, align 8, !dbg !1465
    #dbg_declare(ptr %86, !1466, !DIExpression(), !1467)
  store ptr %18, ptr %86, align 8, !dbg !1467
    #dbg_declare(ptr %87, !1468, !DIExpression(), !1469)
  store ptr null, ptr %87, align 8, !dbg !1469
    #dbg_declare(ptr %88, !1470, !DIExpression(), !1471)
  store ptr %25, ptr %88, align 8, !dbg !1471
    #dbg_declare(ptr %89, !1472, !DIExpression(), !1475)
  %417 = getelementptr inbounds [1 x i32], ptr %26, i64 0, i64 0, !dbg !1476
  store ptr %417, ptr %89, align 8, !dbg !1477
  %418 = getelementptr inbounds ptr, ptr %89, i64 1, !dbg !1477
  %419 = getelementptr inbounds [1 x i32], ptr %26, i64 0, i64 0, !dbg !1478
  store ptr %419, ptr %418, align 8, !dbg !1477
  %420 = getelementptr inbounds ptr, ptr %89, i64 2, !dbg !1477
  store ptr %19, ptr %420, align 8, !dbg !1477
  %421 = getelementptr inbounds ptr, ptr %89, i64 3, !dbg !1477
  store ptr %82, ptr %421, align 8, !dbg !1477
  %422 = getelementptr inbounds ptr, ptr %89, i64 4, !dbg !1477
  store ptr @g_32, ptr %422, align 8, !dbg !1477
  %423 = getelementptr inbounds ptr, ptr %89, i64 5, !dbg !1477
  store ptr %82, ptr %423, align 8, !dbg !1477
  %424 = getelementptr inbounds [6 x ptr], ptr %89, i64 1, !dbg !1479
  store ptr @g_33, ptr %424, align 8, !dbg !1480
  %425 = getelementptr inbounds ptr, ptr %424, i64 1, !dbg !1480
  %426 = getelementptr inbounds [1 x i32], ptr %26, i64 0, i64 0, !dbg !1481
  store ptr %426, ptr %425, align 8, !dbg !1480
  %427 = getelementptr inbounds ptr, ptr %424, i64 2, !dbg !1480
  store ptr @g_33, ptr %427, align 8, !dbg !1480
  %428 = getelementptr inbounds ptr, ptr %424, i64 3, !dbg !1480
  store ptr %23, ptr %428, align 8, !dbg !1480
  %429 = getelementptr inbounds ptr, ptr %424, i64 4, !dbg !1480
  store ptr %19, ptr %429, align 8, !dbg !1480
  %430 = getelementptr inbounds ptr, ptr %424, i64 5, !dbg !1480
  store ptr %19, ptr %430, align 8, !dbg !1480
  %431 = getelementptr inbounds [6 x ptr], ptr %89, i64 2, !dbg !1479
  %432 = getelementptr inbounds [1 x i32], ptr %26, i64 0, i64 0, !dbg !1482
  store ptr %432, ptr %431, align 8, !dbg !1483
  %433 = getelementptr inbounds ptr, ptr %431, i64 1, !dbg !1483
  store ptr @g_33, ptr %433, align 8, !dbg !1483
  %434 = getelementptr inbounds ptr, ptr %431, i64 2, !dbg !1483
  store ptr @g_33, ptr %434, align 8, !dbg !1483
  %435 = getelementptr inbounds ptr, ptr %431, i64 3, !dbg !1483
  %436 = getelementptr inbounds [1 x i32], ptr %26, i64 0, i64 0, !dbg !1484
  store ptr %436, ptr %435, align 8, !dbg !1483
  %437 = getelementptr inbounds ptr, ptr %431, i64 4, !dbg !1483
  %438 = getelementptr inbounds [1 x i32], ptr %26, i64 0, i64 0, !dbg !1485
  store ptr %438, ptr %437, align 8, !dbg !1483
  %439 = getelementptr inbounds ptr, ptr %431, i64 5, !dbg !1483
  store ptr %82, ptr %439, align 8, !dbg !1483
  %440 = getelementptr inbounds [6 x ptr], ptr %89, i64 3, !dbg !1479
  store ptr %82, ptr %440, align 8, !dbg !1486
  %441 = getelementptr inbounds ptr, ptr %440, i64 1, !dbg !1486
  %442 = getelementptr inbounds [1 x i32], ptr %26, i64 0, i64 0, !dbg !1487
  store ptr %442, ptr %441, align 8, !dbg !1486
  %443 = getelementptr inbounds ptr, ptr %440, i64 2, !dbg !1486
  store ptr %19, ptr %443, align 8, !dbg !1486
  %444 = getelementptr inbounds ptr, ptr %440, i64 3, !dbg !1486
  %445 = getelementptr inbounds [1 x i32], ptr %26, i64 0, i64 0, !dbg !1488
  store ptr %445, ptr %444, align 8, !dbg !1486
  %446 = getelementptr inbounds ptr, ptr %440, i64 4, !dbg !1486
  store ptr %82, ptr %446, align 8, !dbg !1486
  %447 = getelementptr inbounds ptr, ptr %440, i64 5, !dbg !1486
  store ptr %23, ptr %447, align 8, !dbg !1486
  %448 = getelementptr inbounds [6 x ptr], ptr %89, i64 4, !dbg !1479
  %449 = getelementptr inbounds [1 x i32], ptr %26, i64 0, i64 0, !dbg !1489
  store ptr %449, ptr %448, align 8, !dbg !1490
  %450 = getelementptr inbounds ptr, ptr %448, i64 1, !dbg !1490
  store ptr %82, ptr %450, align 8, !dbg !1490
  %451 = getelementptr inbounds ptr, ptr %448, i64 2, !dbg !1490
  store ptr %23, ptr %451, align 8, !dbg !1490
  %452 = getelementptr inbounds ptr, ptr %448, i64 3, !dbg !1490
  store ptr %23, ptr %452, align 8, !dbg !1490
  %453 = getelementptr inbounds ptr, ptr %448, i64 4, !dbg !1490
  store ptr %82, ptr %453, align 8, !dbg !1490
  %454 = getelementptr inbounds ptr, ptr %448, i64 5, !dbg !1490
  %455 = getelementptr inbounds [1 x i32], ptr %26, i64 0, i64 0, !dbg !1491
  store ptr %455, ptr %454, align 8, !dbg !1490
    #dbg_declare(ptr %90, !1492, !DIExpression(), !1493)
    #dbg_declare(ptr %91, !1494, !DIExpression(), !1495)
  %456 = load i8, ptr %31, align 1, !dbg !1496
  %457 = zext i8 %456 to i32, !dbg !1496
  %458 = load i32, ptr %82, align 4, !dbg !1497
  %459 = sext i32 %458 to i64, !dbg !1497
  %460 = icmp sge i64 %459, 1, !dbg !1498
  %461 = zext i1 %460 to i32, !dbg !1498
  %462 = icmp sle i32 %457, %461, !dbg !1499
  %463 = zext i1 %462 to i32, !dbg !1499
  %464 = load volatile ptr, ptr @g_181, align 8, !dbg !1500
  %465 = load i32, ptr %464, align 4, !dbg !1501
  %466 = and i32 %465, %463, !dbg !1501
  store i32 %466, ptr %464, align 4, !dbg !1501
  %467 = load i64, ptr %33, align 8, !dbg !1502
  %468 = add i64 %467, 1, !dbg !1502
  store i64 %468, ptr %33, align 8, !dbg !1502
  %469 = getelementptr inbounds [10 x i16], ptr %34, i64 0, i64 6, !dbg !1503
  %470 = load i16, ptr %469, align 4, !dbg !1504
  %471 = add i16 %470, 1, !dbg !1504
  store i16 %471, ptr %469, align 4, !dbg !1504
  br label %550, !dbg !1505

472:                                              ; preds = %405
    #dbg_declare(ptr %92, !1506, !DIExpression(), !1508)
  store i32 -1, ptr %92, align 4, !dbg !1508
    #dbg_declare(ptr %93, !1509, !DIExpression(), !1510)
  store i32 1904097058, ptr %93, align 4, !dbg !1510
    #dbg_declare(ptr %94, !1511, !DIExpression(), !1512)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %94, ptr align 1 @__const.func_42.l_212, i64 6, i1 false), !dbg !1512
  store i64 0, ptr %33, align 8, !dbg !1513
  br label %473, !dbg !1515

473:                                              ; preds = %546, %472
  %474 = load i64, ptr %33, align 8, !dbg !1516
  %475 = icmp ule i64 %474, 8, !dbg !1518
  br i1 %475, label %476, label %549, !dbg !1519

476:                                              ; preds = %473
    #dbg_declare(ptr %95, !1520, !DIExpression(), !1522)
  store ptr %13, ptr %95, align 8, !dbg !1522
    #dbg_declare(ptr %96, !1523, !DIExpression(), !1525)
  store ptr %95, ptr %96, align 8, !dbg !1525
    #dbg_declare(ptr %97, !1526, !DIExpression(), !1527)
  store i32 -300032120, ptr %97, align 4, !dbg !1527
  %477 = load ptr, ptr %96, align 8, !dbg !1528
  store ptr %13, ptr %477, align 8, !dbg !1530
  %478 = icmp ne ptr %13, %13, !dbg !1531
  br i1 %478, label %479, label %528, !dbg !1532

479:                                              ; preds = %476
    #dbg_declare(ptr %98, !1533, !DIExpression(), !1535)
  store ptr null, ptr %98, align 8, !dbg !1535
    #dbg_declare(ptr %99, !1536, !DIExpression(), !1537)
  store ptr null, ptr %99, align 8, !dbg !1537
    #dbg_declare(ptr %100, !1538, !DIExpression(), !1539)
  store ptr %25, ptr %100, align 8, !dbg !1539
    #dbg_declare(ptr %101, !1540, !DIExpression(), !1541)
  store ptr %22, ptr %101, align 8, !dbg !1541
    #dbg_declare(ptr %102, !1542, !DIExpression(), !1544)
    #dbg_declare(ptr %103, !1545, !DIExpression(), !1546)
  store ptr null, ptr %103, align 8, !dbg !1546
    #dbg_declare(ptr %104, !1547, !DIExpression(), !1548)
  store ptr null, ptr %104, align 8, !dbg !1548
    #dbg_declare(ptr %105, !1549, !DIExpression(), !1552)
  store ptr @g_32, ptr %105, align 8, !dbg !1553
  %480 = getelementptr inbounds [1 x ptr], ptr %105, i64 1, !dbg !1554
  %481 = getelementptr inbounds [4 x i32], ptr %102, i64 0, i64 0, !dbg !1555
  store ptr %481, ptr %480, align 8, !dbg !1556
  %482 = getelementptr inbounds [2 x [1 x ptr]], ptr %105, i64 1, !dbg !1557
  store ptr @g_32, ptr %482, align 8, !dbg !1558
  %483 = getelementptr inbounds [1 x ptr], ptr %482, i64 1, !dbg !1559
  store ptr @g_32, ptr %483, align 8, !dbg !1560
  %484 = getelementptr inbounds [2 x [1 x ptr]], ptr %105, i64 2, !dbg !1557
  %485 = getelementptr inbounds [4 x i32], ptr %102, i64 0, i64 0, !dbg !1561
  store ptr %485, ptr %484, align 8, !dbg !1562
  %486 = getelementptr inbounds [1 x ptr], ptr %484, i64 1, !dbg !1563
  store ptr @g_32, ptr %486, align 8, !dbg !1564
  %487 = getelementptr inbounds [2 x [1 x ptr]], ptr %105, i64 3, !dbg !1557
  store ptr @g_32, ptr %487, align 8, !dbg !1565
  %488 = getelementptr inbounds [1 x ptr], ptr %487, i64 1, !dbg !1566
  %489 = getelementptr inbounds [4 x i32], ptr %102, i64 0, i64 0, !dbg !1567
  store ptr %489, ptr %488, align 8, !dbg !1568
  %490 = getelementptr inbounds [2 x [1 x ptr]], ptr %105, i64 4, !dbg !1557
  store ptr @g_32, ptr %490, align 8, !dbg !1569
  %491 = getelementptr inbounds [1 x ptr], ptr %490, i64 1, !dbg !1570
  store ptr @g_32, ptr %491, align 8, !dbg !1571
  %492 = getelementptr inbounds [2 x [1 x ptr]], ptr %105, i64 5, !dbg !1557
  %493 = getelementptr inbounds [4 x i32], ptr %102, i64 0, i64 0, !dbg !1572
  store ptr %493, ptr %492, align 8, !dbg !1573
  %494 = getelementptr inbounds [1 x ptr], ptr %492, i64 1, !dbg !1574
  store ptr @g_32, ptr %494, align 8, !dbg !1575
  %495 = getelementptr inbounds [2 x [1 x ptr]], ptr %105, i64 6, !dbg !1557
  store ptr @g_32, ptr %495, align 8, !dbg !1576
  %496 = getelementptr inbounds [1 x ptr], ptr %495, i64 1, !dbg !1577
  %497 = getelementptr inbounds [4 x i32], ptr %102, i64 0, i64 0, !dbg !1578
  store ptr %497, ptr %496, align 8, !dbg !1579
  %498 = getelementptr inbounds [2 x [1 x ptr]], ptr %105, i64 7, !dbg !1557
  store ptr @g_32, ptr %498, align 8, !dbg !1580
  %499 = getelementptr inbounds [1 x ptr], ptr %498, i64 1, !dbg !1581
  store ptr @g_32, ptr %499, align 8, !dbg !1582
    #dbg_declare(ptr %106, !1583, !DIExpression(), !1584)
    #dbg_declare(ptr %107, !1585, !DIExpression(), !1586)
    #dbg_declare(ptr %108, !1587, !DIExpression(), !1588)
  store i32 0, ptr %106, align 4, !dbg !1589
  br label %500, !dbg !1591

500:                                              ; preds = %507, %479
  %501 = load i32, ptr %106, align 4, !dbg !1592
  %502 = icmp slt i32 %501, 4, !dbg !1594
  br i1 %502, label %503, label %510, !dbg !1595

503:                                              ; preds = %500
  %504 = load i32, ptr %106, align 4, !dbg !1596
  %505 = sext i32 %504 to i64, !dbg !1597
  %506 = getelementptr inbounds [4 x i32], ptr %102, i64 0, i64 %505, !dbg !1597
  store i32 -1072176000, ptr %506, align 4, !dbg !1598
  br label %507, !dbg !1597

507:                                              ; preds = %503
  %508 = load i32, ptr %106, align 4, !dbg !1599
  %509 = add nsw i32 %508, 1, !dbg !1599
  store i32 %509, ptr %106, align 4, !dbg !1599
  br label %500, !dbg !1600, !llvm.loop !1601

510:                                              ; preds = %500
  %511 = load i8, ptr %7, align 1, !dbg !1603
  %512 = sext i8 %511 to i32, !dbg !1603
  %513 = load i32, ptr %17, align 4, !dbg !1604
  %514 = and i32 %513, %512, !dbg !1604
  store i32 %514, ptr %17, align 4, !dbg !1604
  %515 = getelementptr inbounds [10 x [8 x [3 x i64]]], ptr %8, i64 0, i64 1, !dbg !1605
  %516 = getelementptr inbounds [8 x [3 x i64]], ptr %515, i64 0, i64 0, !dbg !1605
  %517 = getelementptr inbounds [3 x i64], ptr %516, i64 0, i64 1, !dbg !1605
  %518 = load i64, ptr %517, align 8, !dbg !1605
  %519 = icmp ne i64 %518, 0, !dbg !1605
  br i1 %519, label %520, label %521, !dbg !1607

520:                                              ; preds = %510
  br label %549, !dbg !1608

521:                                              ; preds = %510
  %522 = load i32, ptr %92, align 4, !dbg !1609
  %523 = add i32 %522, 1, !dbg !1609
  store i32 %523, ptr %92, align 4, !dbg !1609
  %524 = load i32, ptr %92, align 4, !dbg !1610
  %525 = icmp ne i32 %524, 0, !dbg !1610
  br i1 %525, label %526, label %527, !dbg !1612

526:                                              ; preds = %521
  br label %546, !dbg !1613

527:                                              ; preds = %521
  br label %532, !dbg !1614

528:                                              ; preds = %476
    #dbg_declare(ptr %109, !1615, !DIExpression(), !1618)
  store ptr %25, ptr %109, align 8, !dbg !1619
  %529 = getelementptr inbounds ptr, ptr %109, i64 1, !dbg !1619
  store ptr %25, ptr %529, align 8, !dbg !1619
  %530 = getelementptr inbounds ptr, ptr %109, i64 2, !dbg !1619
  store ptr %25, ptr %530, align 8, !dbg !1619
  %531 = getelementptr inbounds ptr, ptr %109, i64 3, !dbg !1619
  store ptr %25, ptr %531, align 8, !dbg !1619
    #dbg_declare(ptr %110, !1620, !DIExpression(), !1621)
  store i32 -1734526404, ptr %93, align 4, !dbg !1622
  store ptr @g_32, ptr %4, align 8, !dbg !1623
  br label %552, !dbg !1623

532:                                              ; preds = %527
  store i64 0, ptr %28, align 8, !dbg !1624
  br label %533, !dbg !1626

533:                                              ; preds = %542, %532
  %534 = load i64, ptr %28, align 8, !dbg !1627
  %535 = icmp ule i64 %534, 8, !dbg !1629
  br i1 %535, label %536, label %545, !dbg !1630

536:                                              ; preds = %533
  %537 = load volatile ptr, ptr @g_121, align 8, !dbg !1631
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %94, ptr align 1 %537, i64 6, i1 false), !dbg !1633
  %538 = load i32, ptr %21, align 4, !dbg !1634
  %539 = icmp ne i32 %538, 0, !dbg !1634
  br i1 %539, label %540, label %541, !dbg !1636

540:                                              ; preds = %536
  br label %542, !dbg !1637

541:                                              ; preds = %536
  br label %542, !dbg !1638

542:                                              ; preds = %541, %540
  %543 = load i64, ptr %28, align 8, !dbg !1639
  %544 = add i64 %543, 1, !dbg !1639
  store i64 %544, ptr %28, align 8, !dbg !1639
  br label %533, !dbg !1640, !llvm.loop !1641

545:                                              ; preds = %533
  br label %546, !dbg !1643

546:                                              ; preds = %545, %526
  %547 = load i64, ptr %33, align 8, !dbg !1644
  %548 = add i64 %547, 1, !dbg !1644
  store i64 %548, ptr %33, align 8, !dbg !1644
  br label %473, !dbg !1645, !llvm.loop !1646

549:                                              ; preds = %520, %473
  br label %550

550:                                              ; preds = %549, %416
  %551 = load ptr, ptr %6, align 8, !dbg !1648
  store ptr %551, ptr %4, align 8, !dbg !1649
  br label %552, !dbg !1649

552:                                              ; preds = %550, %528, %381
  %553 = load ptr, ptr %4, align 8, !dbg !1650
  ret ptr %553, !dbg !1650
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_unary_minus_func_uint32_t_u(i32 noundef %0) #0 !dbg !1651 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !1654, !DIExpression(), !1655)
  %3 = load i32, ptr %2, align 4, !dbg !1656
  %4 = sub i32 0, %3, !dbg !1657
  ret i32 %4, !dbg !1658
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_sub_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !1659 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1662, !DIExpression(), !1663)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1664, !DIExpression(), !1665)
  %5 = load i64, ptr %3, align 8, !dbg !1666
  %6 = load i64, ptr %4, align 8, !dbg !1667
  %7 = sub i64 %5, %6, !dbg !1668
  ret i64 %7, !dbg !1669
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_add_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !1670 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1673, !DIExpression(), !1674)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1675, !DIExpression(), !1676)
  %5 = load i32, ptr %3, align 4, !dbg !1677
  %6 = icmp sgt i32 %5, 0, !dbg !1678
  br i1 %6, label %7, label %15, !dbg !1679

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !1680
  %9 = icmp sgt i32 %8, 0, !dbg !1681
  br i1 %9, label %10, label %15, !dbg !1682

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4, !dbg !1683
  %12 = load i32, ptr %4, align 4, !dbg !1684
  %13 = sub nsw i32 2147483647, %12, !dbg !1685
  %14 = icmp sgt i32 %11, %13, !dbg !1686
  br i1 %14, label %26, label %15, !dbg !1687

15:                                               ; preds = %10, %7, %2
  %16 = load i32, ptr %3, align 4, !dbg !1688
  %17 = icmp slt i32 %16, 0, !dbg !1689
  br i1 %17, label %18, label %28, !dbg !1690

18:                                               ; preds = %15
  %19 = load i32, ptr %4, align 4, !dbg !1691
  %20 = icmp slt i32 %19, 0, !dbg !1692
  br i1 %20, label %21, label %28, !dbg !1693

21:                                               ; preds = %18
  %22 = load i32, ptr %3, align 4, !dbg !1694
  %23 = load i32, ptr %4, align 4, !dbg !1695
  %24 = sub nsw i32 -2147483648, %23, !dbg !1696
  %25 = icmp slt i32 %22, %24, !dbg !1697
  br i1 %25, label %26, label %28, !dbg !1698

26:                                               ; preds = %21, %10
  %27 = load i32, ptr %3, align 4, !dbg !1699
  br label %32, !dbg !1698

28:                                               ; preds = %21, %18, %15
  %29 = load i32, ptr %3, align 4, !dbg !1700
  %30 = load i32, ptr %4, align 4, !dbg !1701
  %31 = add nsw i32 %29, %30, !dbg !1702
  br label %32, !dbg !1698

32:                                               ; preds = %28, %26
  %33 = phi i32 [ %27, %26 ], [ %31, %28 ], !dbg !1698
  ret i32 %33, !dbg !1703
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !1704 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1707, !DIExpression(), !1708)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1709, !DIExpression(), !1710)
  %5 = load i16, ptr %3, align 2, !dbg !1711
  %6 = sext i16 %5 to i32, !dbg !1711
  %7 = load i16, ptr %4, align 2, !dbg !1712
  %8 = sext i16 %7 to i32, !dbg !1712
  %9 = add nsw i32 %6, %8, !dbg !1713
  %10 = trunc i32 %9 to i16, !dbg !1714
  ret i16 %10, !dbg !1715
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !1716 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1717, !DIExpression(), !1718)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1719, !DIExpression(), !1720)
  %5 = load i16, ptr %4, align 2, !dbg !1721
  %6 = sext i16 %5 to i32, !dbg !1721
  %7 = icmp eq i32 %6, 0, !dbg !1722
  br i1 %7, label %16, label %8, !dbg !1723

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2, !dbg !1724
  %10 = sext i16 %9 to i32, !dbg !1724
  %11 = icmp eq i32 %10, -32768, !dbg !1725
  br i1 %11, label %12, label %19, !dbg !1726

12:                                               ; preds = %8
  %13 = load i16, ptr %4, align 2, !dbg !1727
  %14 = sext i16 %13 to i32, !dbg !1727
  %15 = icmp eq i32 %14, -1, !dbg !1728
  br i1 %15, label %16, label %19, !dbg !1729

16:                                               ; preds = %12, %2
  %17 = load i16, ptr %3, align 2, !dbg !1730
  %18 = sext i16 %17 to i32, !dbg !1731
  br label %25, !dbg !1729

19:                                               ; preds = %12, %8
  %20 = load i16, ptr %3, align 2, !dbg !1732
  %21 = sext i16 %20 to i32, !dbg !1732
  %22 = load i16, ptr %4, align 2, !dbg !1733
  %23 = sext i16 %22 to i32, !dbg !1733
  %24 = sdiv i32 %21, %23, !dbg !1734
  br label %25, !dbg !1729

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ], !dbg !1729
  %27 = trunc i32 %26 to i16, !dbg !1729
  ret i16 %27, !dbg !1735
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_s(i16 noundef signext %0, i32 noundef %1) #0 !dbg !1736 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1739, !DIExpression(), !1740)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1741, !DIExpression(), !1742)
  %5 = load i16, ptr %3, align 2, !dbg !1743
  %6 = sext i16 %5 to i32, !dbg !1743
  %7 = icmp slt i32 %6, 0, !dbg !1744
  br i1 %7, label %20, label %8, !dbg !1745

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1746
  %10 = icmp slt i32 %9, 0, !dbg !1747
  br i1 %10, label %20, label %11, !dbg !1748

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !1749
  %13 = icmp sge i32 %12, 32, !dbg !1750
  br i1 %13, label %20, label %14, !dbg !1751

14:                                               ; preds = %11
  %15 = load i16, ptr %3, align 2, !dbg !1752
  %16 = sext i16 %15 to i32, !dbg !1752
  %17 = load i32, ptr %4, align 4, !dbg !1753
  %18 = ashr i32 32767, %17, !dbg !1754
  %19 = icmp sgt i32 %16, %18, !dbg !1755
  br i1 %19, label %20, label %23, !dbg !1756

20:                                               ; preds = %14, %11, %8, %2
  %21 = load i16, ptr %3, align 2, !dbg !1757
  %22 = sext i16 %21 to i32, !dbg !1758
  br label %28, !dbg !1756

23:                                               ; preds = %14
  %24 = load i16, ptr %3, align 2, !dbg !1759
  %25 = sext i16 %24 to i32, !dbg !1759
  %26 = load i32, ptr %4, align 4, !dbg !1760
  %27 = shl i32 %25, %26, !dbg !1761
  br label %28, !dbg !1756

28:                                               ; preds = %23, %20
  %29 = phi i32 [ %22, %20 ], [ %27, %23 ], !dbg !1756
  %30 = trunc i32 %29 to i16, !dbg !1756
  ret i16 %30, !dbg !1762
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !1763 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1764, !DIExpression(), !1765)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1766, !DIExpression(), !1767)
  %5 = load i64, ptr %3, align 8, !dbg !1768
  %6 = load i64, ptr %4, align 8, !dbg !1769
  %7 = add i64 %5, %6, !dbg !1770
  ret i64 %7, !dbg !1771
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !1772 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1775, !DIExpression(), !1776)
  %3 = load i64, ptr %2, align 8, !dbg !1777
  %4 = lshr i64 %3, 0, !dbg !1778
  %5 = and i64 %4, 255, !dbg !1779
  %6 = trunc i64 %5 to i8, !dbg !1780
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !1781
  %7 = load i64, ptr %2, align 8, !dbg !1782
  %8 = lshr i64 %7, 8, !dbg !1783
  %9 = and i64 %8, 255, !dbg !1784
  %10 = trunc i64 %9 to i8, !dbg !1785
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !1786
  %11 = load i64, ptr %2, align 8, !dbg !1787
  %12 = lshr i64 %11, 16, !dbg !1788
  %13 = and i64 %12, 255, !dbg !1789
  %14 = trunc i64 %13 to i8, !dbg !1790
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !1791
  %15 = load i64, ptr %2, align 8, !dbg !1792
  %16 = lshr i64 %15, 24, !dbg !1793
  %17 = and i64 %16, 255, !dbg !1794
  %18 = trunc i64 %17 to i8, !dbg !1795
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !1796
  %19 = load i64, ptr %2, align 8, !dbg !1797
  %20 = lshr i64 %19, 32, !dbg !1798
  %21 = and i64 %20, 255, !dbg !1799
  %22 = trunc i64 %21 to i8, !dbg !1800
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !1801
  %23 = load i64, ptr %2, align 8, !dbg !1802
  %24 = lshr i64 %23, 40, !dbg !1803
  %25 = and i64 %24, 255, !dbg !1804
  %26 = trunc i64 %25 to i8, !dbg !1805
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !1806
  %27 = load i64, ptr %2, align 8, !dbg !1807
  %28 = lshr i64 %27, 48, !dbg !1808
  %29 = and i64 %28, 255, !dbg !1809
  %30 = trunc i64 %29 to i8, !dbg !1810
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !1811
  %31 = load i64, ptr %2, align 8, !dbg !1812
  %32 = lshr i64 %31, 56, !dbg !1813
  %33 = and i64 %32, 255, !dbg !1814
  %34 = trunc i64 %33 to i8, !dbg !1815
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !1816
  ret void, !dbg !1817
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !1818 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !1821, !DIExpression(), !1822)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !1823
  %4 = lshr i32 %3, 8, !dbg !1824
  %5 = and i32 %4, 16777215, !dbg !1825
  %6 = load i32, ptr @crc32_context, align 4, !dbg !1826
  %7 = load i8, ptr %2, align 1, !dbg !1827
  %8 = zext i8 %7 to i32, !dbg !1827
  %9 = xor i32 %6, %8, !dbg !1828
  %10 = and i32 %9, 255, !dbg !1829
  %11 = zext i32 %10 to i64, !dbg !1830
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !1830
  %13 = load i32, ptr %12, align 4, !dbg !1830
  %14 = xor i32 %5, %13, !dbg !1831
  store i32 %14, ptr @crc32_context, align 4, !dbg !1832
  ret void, !dbg !1833
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!326, !327, !328, !329, !330, !331, !332}
!llvm.ident = !{!333}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 422, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "builtins_5002.c", directory: ".", checksumkind: CSK_MD5, checksum: "95c6c7fdd49623629535592a41fd3220")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_5", scope: !9, file: !2, line: 63, type: !176, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !14, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!0, !15, !20, !25, !30, !35, !37, !39, !41, !43, !45, !47, !49, !51, !53, !55, !60, !62, !64, !66, !71, !73, !75, !77, !79, !81, !83, !85, !87, !89, !91, !93, !95, !97, !102, !104, !106, !108, !110, !112, !114, !124, !129, !134, !140, !145, !150, !155, !160, !169, !171, !179, !182, !187, !192, !194, !206, !208, !214, !218, !222, !250, !254, !7, !259, !263, !265, !268, !283, !288, !293, !295, !305, !307, !309, !312, !314, !316, !318, !321, !324}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 426, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 4)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 429, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 8)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 430, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 14)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 433, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 5)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 436, type: !22, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 440, type: !22, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 441, type: !22, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 442, type: !22, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 443, type: !22, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 444, type: !22, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 445, type: !22, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 446, type: !32, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 447, type: !32, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 448, type: !32, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 451, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 12)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 452, type: !57, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 453, type: !57, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 454, type: !57, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 458, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 9)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 459, type: !68, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 460, type: !68, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 461, type: !68, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 462, type: !68, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 463, type: !68, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 464, type: !68, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 465, type: !68, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 466, type: !68, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 467, type: !68, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 468, type: !68, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 469, type: !68, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 470, type: !68, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 471, type: !68, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 472, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 6)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 475, type: !57, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 476, type: !57, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 477, type: !57, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 478, type: !57, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 479, type: !57, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !2, line: 480, type: !57, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !116, line: 47, type: !117, isLocal: true, isDefinition: true)
!116 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !118, size: 8192, elements: !122)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !119, line: 26, baseType: !120)
!119 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !121, line: 42, baseType: !12)
!121 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!122 = !{!123}
!123 = !DISubrange(count: 256)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 552, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 69)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !131, isLocal: true, isDefinition: true)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !132)
!132 = !{!133}
!133 = !DISubrange(count: 16)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !136, isLocal: true, isDefinition: true)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !137, size: 192, elements: !138)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!138 = !{!139}
!139 = !DISubrange(count: 24)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !2, line: 191, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 15)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !2, line: 191, type: !147, isLocal: true, isDefinition: true)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !137, size: 216, elements: !148)
!148 = !{!149}
!149 = !DISubrange(count: 27)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !2, line: 197, type: !152, isLocal: true, isDefinition: true)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !153)
!153 = !{!154}
!154 = !DISubrange(count: 39)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(scope: null, file: !2, line: 202, type: !157, isLocal: true, isDefinition: true)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: 29)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(name: "g_228", scope: !9, file: !2, line: 85, type: !162, isLocal: true, isDefinition: true)
!162 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !163)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!164 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S4", file: !2, line: 56, size: 24, align: 8, elements: !165)
!165 = !{!166, !168}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !164, file: !2, line: 57, baseType: !167, size: 16, flags: DIFlagBitField, extraData: i64 0)
!167 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !164, file: !2, line: 58, baseType: !13, size: 7, offset: 16, flags: DIFlagBitField, extraData: i64 16)
!169 = !DIGlobalVariableExpression(var: !170, expr: !DIExpression())
!170 = distinct !DIGlobalVariable(scope: null, file: !2, line: 205, type: !131, isLocal: true, isDefinition: true)
!171 = !DIGlobalVariableExpression(var: !172, expr: !DIExpression())
!172 = distinct !DIGlobalVariable(name: "g_69", scope: !9, file: !2, line: 69, type: !173, isLocal: true, isDefinition: true)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !176)
!176 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !177, line: 26, baseType: !178)
!177 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !121, line: 41, baseType: !13)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression())
!180 = distinct !DIGlobalVariable(name: "g_70", scope: !9, file: !2, line: 68, type: !181, isLocal: true, isDefinition: true)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !174, size: 576, elements: !69)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(scope: null, file: !2, line: 261, type: !184, isLocal: true, isDefinition: true)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !185)
!185 = !{!186}
!186 = !DISubrange(count: 10)
!187 = !DIGlobalVariableExpression(var: !188, expr: !DIExpression())
!188 = distinct !DIGlobalVariable(scope: null, file: !2, line: 261, type: !189, isLocal: true, isDefinition: true)
!189 = !DICompositeType(tag: DW_TAG_array_type, baseType: !137, size: 352, elements: !190)
!190 = !{!191}
!191 = !DISubrange(count: 44)
!192 = !DIGlobalVariableExpression(var: !193, expr: !DIExpression())
!193 = distinct !DIGlobalVariable(scope: null, file: !2, line: 334, type: !142, isLocal: true, isDefinition: true)
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression())
!195 = distinct !DIGlobalVariable(name: "g_168", scope: !9, file: !2, line: 81, type: !196, isLocal: true, isDefinition: true)
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!198 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !199)
!199 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !200)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !201, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !202)
!202 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 18, size: 48, align: 8, elements: !203)
!203 = !{!204, !205}
!204 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !202, file: !2, line: 19, baseType: !12, size: 19, flags: DIFlagBitField, extraData: i64 0)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !202, file: !2, line: 20, baseType: !13, size: 28, offset: 19, flags: DIFlagBitField, extraData: i64 0)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(name: "g_169", scope: !9, file: !2, line: 80, type: !197, isLocal: true, isDefinition: true)
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression())
!209 = distinct !DIGlobalVariable(name: "g_170", scope: !9, file: !2, line: 79, type: !210, isLocal: true, isDefinition: true)
!210 = !DICompositeType(tag: DW_TAG_array_type, baseType: !211, size: 192, elements: !212)
!211 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !200)
!212 = !{!213}
!213 = !DISubrange(count: 3)
!214 = !DIGlobalVariableExpression(var: !215, expr: !DIExpression())
!215 = distinct !DIGlobalVariable(name: "g_181", scope: !9, file: !2, line: 82, type: !216, isLocal: true, isDefinition: true)
!216 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !217)
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !176, size: 64)
!218 = !DIGlobalVariableExpression(var: !219, expr: !DIExpression())
!219 = distinct !DIGlobalVariable(name: "g_121", scope: !9, file: !2, line: 76, type: !220, isLocal: true, isDefinition: true)
!220 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !221)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(name: "g_245", scope: !9, file: !2, line: 88, type: !224, isLocal: true, isDefinition: true)
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !225, size: 64)
!225 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !226)
!226 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !2, line: 26, size: 232, align: 8, elements: !227)
!227 = !{!228, !231, !232, !237, !238, !243, !248, !249}
!228 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !226, file: !2, line: 27, baseType: !229, size: 22, flags: DIFlagBitField, extraData: i64 0)
!229 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !230)
!230 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !226, file: !2, line: 28, baseType: !118, size: 32, offset: 24)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !226, file: !2, line: 29, baseType: !233, size: 8, offset: 56)
!233 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !234)
!234 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !119, line: 24, baseType: !235)
!235 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !121, line: 38, baseType: !236)
!236 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !226, file: !2, line: 30, baseType: !13, size: 15, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !226, file: !2, line: 31, baseType: !239, size: 64, offset: 80)
!239 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !240)
!240 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !177, line: 27, baseType: !241)
!241 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !121, line: 44, baseType: !242)
!242 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !226, file: !2, line: 32, baseType: !244, size: 8, offset: 144)
!244 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !245)
!245 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !177, line: 24, baseType: !246)
!246 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !121, line: 37, baseType: !247)
!247 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !226, file: !2, line: 33, baseType: !202, size: 48, align: 8, offset: 152)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !226, file: !2, line: 34, baseType: !118, size: 32, offset: 200)
!250 = !DIGlobalVariableExpression(var: !251, expr: !DIExpression())
!251 = distinct !DIGlobalVariable(name: "g_247", scope: !9, file: !2, line: 90, type: !252, isLocal: true, isDefinition: true)
!252 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !253)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!254 = !DIGlobalVariableExpression(var: !255, expr: !DIExpression())
!255 = distinct !DIGlobalVariable(scope: null, file: !116, line: 114, type: !256, isLocal: true, isDefinition: true)
!256 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !257)
!257 = !{!258}
!258 = !DISubrange(count: 36)
!259 = !DIGlobalVariableExpression(var: !260, expr: !DIExpression())
!260 = distinct !DIGlobalVariable(name: "g_31", scope: !9, file: !2, line: 64, type: !261, isLocal: true, isDefinition: true)
!261 = !DICompositeType(tag: DW_TAG_array_type, baseType: !262, size: 192, elements: !100)
!262 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !176)
!263 = !DIGlobalVariableExpression(var: !264, expr: !DIExpression())
!264 = distinct !DIGlobalVariable(name: "g_32", scope: !9, file: !2, line: 65, type: !176, isLocal: true, isDefinition: true)
!265 = !DIGlobalVariableExpression(var: !266, expr: !DIExpression())
!266 = distinct !DIGlobalVariable(name: "g_33", scope: !9, file: !2, line: 66, type: !267, isLocal: true, isDefinition: true)
!267 = !DICompositeType(tag: DW_TAG_array_type, baseType: !176, size: 96, elements: !212)
!268 = !DIGlobalVariableExpression(var: !269, expr: !DIExpression())
!269 = distinct !DIGlobalVariable(name: "g_37", scope: !9, file: !2, line: 67, type: !270, isLocal: true, isDefinition: true)
!270 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S2", file: !2, line: 38, size: 256, elements: !271)
!271 = !{!272, !273, !274, !275, !280, !281}
!272 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !270, file: !2, line: 39, baseType: !240, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !270, file: !2, line: 40, baseType: !240, size: 64, offset: 64)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !270, file: !2, line: 41, baseType: !262, size: 32, offset: 128)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !270, file: !2, line: 42, baseType: !276, size: 16, offset: 160)
!276 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !277)
!277 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !119, line: 25, baseType: !278)
!278 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !121, line: 40, baseType: !279)
!279 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!280 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !270, file: !2, line: 43, baseType: !262, size: 32, offset: 192)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !270, file: !2, line: 44, baseType: !282, size: 16, offset: 224)
!282 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !277)
!283 = !DIGlobalVariableExpression(var: !284, expr: !DIExpression())
!284 = distinct !DIGlobalVariable(name: "g_75", scope: !9, file: !2, line: 70, type: !285, isLocal: true, isDefinition: true)
!285 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !177, line: 25, baseType: !286)
!286 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !121, line: 39, baseType: !287)
!287 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!288 = !DIGlobalVariableExpression(var: !289, expr: !DIExpression())
!289 = distinct !DIGlobalVariable(name: "g_77", scope: !9, file: !2, line: 71, type: !290, isLocal: true, isDefinition: true)
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !119, line: 27, baseType: !291)
!291 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !121, line: 45, baseType: !292)
!292 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!293 = !DIGlobalVariableExpression(var: !294, expr: !DIExpression())
!294 = distinct !DIGlobalVariable(name: "g_90", scope: !9, file: !2, line: 72, type: !240, isLocal: true, isDefinition: true)
!295 = !DIGlobalVariableExpression(var: !296, expr: !DIExpression())
!296 = distinct !DIGlobalVariable(name: "g_104", scope: !9, file: !2, line: 73, type: !297, isLocal: true, isDefinition: true)
!297 = !DICompositeType(tag: DW_TAG_array_type, baseType: !298, size: 480, elements: !33)
!298 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S3", file: !2, line: 47, size: 96, elements: !299)
!299 = !{!300, !301, !302, !303}
!300 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !298, file: !2, line: 48, baseType: !13, size: 6, flags: DIFlagBitField, extraData: i64 0)
!301 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !298, file: !2, line: 49, baseType: !12, size: 20, offset: 6, flags: DIFlagBitField, extraData: i64 0)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !298, file: !2, line: 50, baseType: !12, size: 23, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!303 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !298, file: !2, line: 51, baseType: !304, size: 18, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!304 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !12)
!305 = !DIGlobalVariableExpression(var: !306, expr: !DIExpression())
!306 = distinct !DIGlobalVariable(name: "g_120", scope: !9, file: !2, line: 74, type: !202, isLocal: true, isDefinition: true)
!307 = !DIGlobalVariableExpression(var: !308, expr: !DIExpression())
!308 = distinct !DIGlobalVariable(name: "g_122", scope: !9, file: !2, line: 75, type: !202, isLocal: true, isDefinition: true)
!309 = !DIGlobalVariableExpression(var: !310, expr: !DIExpression())
!310 = distinct !DIGlobalVariable(name: "g_133", scope: !9, file: !2, line: 77, type: !311, isLocal: true, isDefinition: true)
!311 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !270)
!312 = !DIGlobalVariableExpression(var: !313, expr: !DIExpression())
!313 = distinct !DIGlobalVariable(name: "g_171", scope: !9, file: !2, line: 78, type: !201, isLocal: true, isDefinition: true)
!314 = !DIGlobalVariableExpression(var: !315, expr: !DIExpression())
!315 = distinct !DIGlobalVariable(name: "g_229", scope: !9, file: !2, line: 84, type: !164, isLocal: true, isDefinition: true)
!316 = !DIGlobalVariableExpression(var: !317, expr: !DIExpression())
!317 = distinct !DIGlobalVariable(name: "g_235", scope: !9, file: !2, line: 86, type: !118, isLocal: true, isDefinition: true)
!318 = !DIGlobalVariableExpression(var: !319, expr: !DIExpression())
!319 = distinct !DIGlobalVariable(name: "g_248", scope: !9, file: !2, line: 91, type: !320, isLocal: true, isDefinition: true)
!320 = !DICompositeType(tag: DW_TAG_array_type, baseType: !270, size: 2560, elements: !185)
!321 = !DIGlobalVariableExpression(var: !322, expr: !DIExpression())
!322 = distinct !DIGlobalVariable(scope: null, file: !323, line: 56, type: !142, isLocal: true, isDefinition: true)
!323 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!324 = !DIGlobalVariableExpression(var: !325, expr: !DIExpression())
!325 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !116, line: 48, type: !118, isLocal: true, isDefinition: true)
!326 = !{i32 7, !"Dwarf Version", i32 5}
!327 = !{i32 2, !"Debug Info Version", i32 3}
!328 = !{i32 1, !"wchar_size", i32 4}
!329 = !{i32 8, !"PIC Level", i32 2}
!330 = !{i32 7, !"PIE Level", i32 2}
!331 = !{i32 7, !"uwtable", i32 2}
!332 = !{i32 7, !"frame-pointer", i32 2}
!333 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!334 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 418, type: !335, scopeLine: 419, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !339)
!335 = !DISubroutineType(types: !336)
!336 = !{!13, !13, !337}
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 64)
!338 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!339 = !{}
!340 = !DILocalVariable(name: "argc", arg: 1, scope: !334, file: !2, line: 418, type: !13)
!341 = !DILocation(line: 418, column: 15, scope: !334)
!342 = !DILocalVariable(name: "argv", arg: 2, scope: !334, file: !2, line: 418, type: !337)
!343 = !DILocation(line: 418, column: 27, scope: !334)
!344 = !DILocalVariable(name: "i", scope: !334, file: !2, line: 420, type: !13)
!345 = !DILocation(line: 420, column: 9, scope: !334)
!346 = !DILocalVariable(name: "print_hash_value", scope: !334, file: !2, line: 421, type: !13)
!347 = !DILocation(line: 421, column: 9, scope: !334)
!348 = !DILocation(line: 422, column: 9, scope: !349)
!349 = distinct !DILexicalBlock(scope: !334, file: !2, line: 422, column: 9)
!350 = !DILocation(line: 422, column: 14, scope: !349)
!351 = !DILocation(line: 422, column: 19, scope: !349)
!352 = !DILocation(line: 422, column: 29, scope: !349)
!353 = !DILocation(line: 422, column: 22, scope: !349)
!354 = !DILocation(line: 422, column: 43, scope: !349)
!355 = !DILocation(line: 422, column: 9, scope: !334)
!356 = !DILocation(line: 422, column: 66, scope: !349)
!357 = !DILocation(line: 422, column: 49, scope: !349)
!358 = !DILocation(line: 423, column: 5, scope: !334)
!359 = !DILocation(line: 424, column: 5, scope: !334)
!360 = !DILocation(line: 425, column: 5, scope: !334)
!361 = !DILocation(line: 426, column: 21, scope: !334)
!362 = !DILocation(line: 426, column: 33, scope: !334)
!363 = !DILocation(line: 426, column: 5, scope: !334)
!364 = !DILocation(line: 427, column: 12, scope: !365)
!365 = distinct !DILexicalBlock(scope: !334, file: !2, line: 427, column: 5)
!366 = !DILocation(line: 427, column: 10, scope: !365)
!367 = !DILocation(line: 427, column: 17, scope: !368)
!368 = distinct !DILexicalBlock(scope: !365, file: !2, line: 427, column: 5)
!369 = !DILocation(line: 427, column: 19, scope: !368)
!370 = !DILocation(line: 427, column: 5, scope: !365)
!371 = !DILocation(line: 429, column: 30, scope: !372)
!372 = distinct !DILexicalBlock(scope: !368, file: !2, line: 428, column: 5)
!373 = !DILocation(line: 429, column: 25, scope: !372)
!374 = !DILocation(line: 429, column: 45, scope: !372)
!375 = !DILocation(line: 429, column: 9, scope: !372)
!376 = !DILocation(line: 430, column: 13, scope: !377)
!377 = distinct !DILexicalBlock(scope: !372, file: !2, line: 430, column: 13)
!378 = !DILocation(line: 430, column: 13, scope: !372)
!379 = !DILocation(line: 430, column: 56, scope: !377)
!380 = !DILocation(line: 430, column: 31, scope: !377)
!381 = !DILocation(line: 432, column: 5, scope: !372)
!382 = !DILocation(line: 427, column: 25, scope: !368)
!383 = !DILocation(line: 427, column: 5, scope: !368)
!384 = distinct !{!384, !370, !385, !386}
!385 = !DILocation(line: 432, column: 5, scope: !365)
!386 = !{!"llvm.loop.mustprogress"}
!387 = !DILocation(line: 433, column: 21, scope: !334)
!388 = !DILocation(line: 433, column: 35, scope: !334)
!389 = !DILocation(line: 433, column: 5, scope: !334)
!390 = !DILocation(line: 434, column: 12, scope: !391)
!391 = distinct !DILexicalBlock(scope: !334, file: !2, line: 434, column: 5)
!392 = !DILocation(line: 434, column: 10, scope: !391)
!393 = !DILocation(line: 434, column: 17, scope: !394)
!394 = distinct !DILexicalBlock(scope: !391, file: !2, line: 434, column: 5)
!395 = !DILocation(line: 434, column: 19, scope: !394)
!396 = !DILocation(line: 434, column: 5, scope: !391)
!397 = !DILocation(line: 436, column: 30, scope: !398)
!398 = distinct !DILexicalBlock(scope: !394, file: !2, line: 435, column: 5)
!399 = !DILocation(line: 436, column: 25, scope: !398)
!400 = !DILocation(line: 436, column: 45, scope: !398)
!401 = !DILocation(line: 436, column: 9, scope: !398)
!402 = !DILocation(line: 437, column: 13, scope: !403)
!403 = distinct !DILexicalBlock(scope: !398, file: !2, line: 437, column: 13)
!404 = !DILocation(line: 437, column: 13, scope: !398)
!405 = !DILocation(line: 437, column: 56, scope: !403)
!406 = !DILocation(line: 437, column: 31, scope: !403)
!407 = !DILocation(line: 439, column: 5, scope: !398)
!408 = !DILocation(line: 434, column: 25, scope: !394)
!409 = !DILocation(line: 434, column: 5, scope: !394)
!410 = distinct !{!410, !396, !411, !386}
!411 = !DILocation(line: 439, column: 5, scope: !391)
!412 = !DILocation(line: 440, column: 26, scope: !334)
!413 = !DILocation(line: 440, column: 41, scope: !334)
!414 = !DILocation(line: 440, column: 5, scope: !334)
!415 = !DILocation(line: 441, column: 26, scope: !334)
!416 = !DILocation(line: 441, column: 41, scope: !334)
!417 = !DILocation(line: 441, column: 5, scope: !334)
!418 = !DILocation(line: 442, column: 26, scope: !334)
!419 = !DILocation(line: 442, column: 21, scope: !334)
!420 = !DILocation(line: 442, column: 41, scope: !334)
!421 = !DILocation(line: 442, column: 5, scope: !334)
!422 = !DILocation(line: 443, column: 26, scope: !334)
!423 = !DILocation(line: 443, column: 21, scope: !334)
!424 = !DILocation(line: 443, column: 41, scope: !334)
!425 = !DILocation(line: 443, column: 5, scope: !334)
!426 = !DILocation(line: 444, column: 26, scope: !334)
!427 = !DILocation(line: 444, column: 21, scope: !334)
!428 = !DILocation(line: 444, column: 41, scope: !334)
!429 = !DILocation(line: 444, column: 5, scope: !334)
!430 = !DILocation(line: 445, column: 26, scope: !334)
!431 = !DILocation(line: 445, column: 21, scope: !334)
!432 = !DILocation(line: 445, column: 41, scope: !334)
!433 = !DILocation(line: 445, column: 5, scope: !334)
!434 = !DILocation(line: 446, column: 21, scope: !334)
!435 = !DILocation(line: 446, column: 35, scope: !334)
!436 = !DILocation(line: 446, column: 5, scope: !334)
!437 = !DILocation(line: 447, column: 21, scope: !334)
!438 = !DILocation(line: 447, column: 35, scope: !334)
!439 = !DILocation(line: 447, column: 5, scope: !334)
!440 = !DILocation(line: 448, column: 21, scope: !334)
!441 = !DILocation(line: 448, column: 35, scope: !334)
!442 = !DILocation(line: 448, column: 5, scope: !334)
!443 = !DILocation(line: 449, column: 12, scope: !444)
!444 = distinct !DILexicalBlock(scope: !334, file: !2, line: 449, column: 5)
!445 = !DILocation(line: 449, column: 10, scope: !444)
!446 = !DILocation(line: 449, column: 17, scope: !447)
!447 = distinct !DILexicalBlock(scope: !444, file: !2, line: 449, column: 5)
!448 = !DILocation(line: 449, column: 19, scope: !447)
!449 = !DILocation(line: 449, column: 5, scope: !444)
!450 = !DILocation(line: 451, column: 31, scope: !451)
!451 = distinct !DILexicalBlock(scope: !447, file: !2, line: 450, column: 5)
!452 = !DILocation(line: 451, column: 25, scope: !451)
!453 = !DILocation(line: 451, column: 34, scope: !451)
!454 = !DILocation(line: 451, column: 53, scope: !451)
!455 = !DILocation(line: 451, column: 9, scope: !451)
!456 = !DILocation(line: 452, column: 31, scope: !451)
!457 = !DILocation(line: 452, column: 25, scope: !451)
!458 = !DILocation(line: 452, column: 34, scope: !451)
!459 = !DILocation(line: 452, column: 53, scope: !451)
!460 = !DILocation(line: 452, column: 9, scope: !451)
!461 = !DILocation(line: 453, column: 31, scope: !451)
!462 = !DILocation(line: 453, column: 25, scope: !451)
!463 = !DILocation(line: 453, column: 34, scope: !451)
!464 = !DILocation(line: 453, column: 53, scope: !451)
!465 = !DILocation(line: 453, column: 9, scope: !451)
!466 = !DILocation(line: 454, column: 31, scope: !451)
!467 = !DILocation(line: 454, column: 25, scope: !451)
!468 = !DILocation(line: 454, column: 34, scope: !451)
!469 = !DILocation(line: 454, column: 53, scope: !451)
!470 = !DILocation(line: 454, column: 9, scope: !451)
!471 = !DILocation(line: 455, column: 13, scope: !472)
!472 = distinct !DILexicalBlock(scope: !451, file: !2, line: 455, column: 13)
!473 = !DILocation(line: 455, column: 13, scope: !451)
!474 = !DILocation(line: 455, column: 56, scope: !472)
!475 = !DILocation(line: 455, column: 31, scope: !472)
!476 = !DILocation(line: 457, column: 5, scope: !451)
!477 = !DILocation(line: 449, column: 25, scope: !447)
!478 = !DILocation(line: 449, column: 5, scope: !447)
!479 = distinct !{!479, !449, !480, !386}
!480 = !DILocation(line: 457, column: 5, scope: !444)
!481 = !DILocation(line: 458, column: 27, scope: !334)
!482 = !DILocation(line: 458, column: 21, scope: !334)
!483 = !DILocation(line: 458, column: 43, scope: !334)
!484 = !DILocation(line: 458, column: 5, scope: !334)
!485 = !DILocation(line: 459, column: 27, scope: !334)
!486 = !DILocation(line: 459, column: 21, scope: !334)
!487 = !DILocation(line: 459, column: 43, scope: !334)
!488 = !DILocation(line: 459, column: 5, scope: !334)
!489 = !DILocation(line: 460, column: 27, scope: !334)
!490 = !DILocation(line: 460, column: 21, scope: !334)
!491 = !DILocation(line: 460, column: 43, scope: !334)
!492 = !DILocation(line: 460, column: 5, scope: !334)
!493 = !DILocation(line: 461, column: 27, scope: !334)
!494 = !DILocation(line: 461, column: 21, scope: !334)
!495 = !DILocation(line: 461, column: 43, scope: !334)
!496 = !DILocation(line: 461, column: 5, scope: !334)
!497 = !DILocation(line: 462, column: 27, scope: !334)
!498 = !DILocation(line: 462, column: 43, scope: !334)
!499 = !DILocation(line: 462, column: 5, scope: !334)
!500 = !DILocation(line: 463, column: 27, scope: !334)
!501 = !DILocation(line: 463, column: 43, scope: !334)
!502 = !DILocation(line: 463, column: 5, scope: !334)
!503 = !DILocation(line: 464, column: 27, scope: !334)
!504 = !DILocation(line: 464, column: 21, scope: !334)
!505 = !DILocation(line: 464, column: 43, scope: !334)
!506 = !DILocation(line: 464, column: 5, scope: !334)
!507 = !DILocation(line: 465, column: 27, scope: !334)
!508 = !DILocation(line: 465, column: 21, scope: !334)
!509 = !DILocation(line: 465, column: 43, scope: !334)
!510 = !DILocation(line: 465, column: 5, scope: !334)
!511 = !DILocation(line: 466, column: 27, scope: !334)
!512 = !DILocation(line: 466, column: 21, scope: !334)
!513 = !DILocation(line: 466, column: 43, scope: !334)
!514 = !DILocation(line: 466, column: 5, scope: !334)
!515 = !DILocation(line: 467, column: 27, scope: !334)
!516 = !DILocation(line: 467, column: 21, scope: !334)
!517 = !DILocation(line: 467, column: 43, scope: !334)
!518 = !DILocation(line: 467, column: 5, scope: !334)
!519 = !DILocation(line: 468, column: 27, scope: !334)
!520 = !DILocation(line: 468, column: 21, scope: !334)
!521 = !DILocation(line: 468, column: 43, scope: !334)
!522 = !DILocation(line: 468, column: 5, scope: !334)
!523 = !DILocation(line: 469, column: 27, scope: !334)
!524 = !DILocation(line: 469, column: 21, scope: !334)
!525 = !DILocation(line: 469, column: 43, scope: !334)
!526 = !DILocation(line: 469, column: 5, scope: !334)
!527 = !DILocation(line: 470, column: 27, scope: !334)
!528 = !DILocation(line: 470, column: 21, scope: !334)
!529 = !DILocation(line: 470, column: 43, scope: !334)
!530 = !DILocation(line: 470, column: 5, scope: !334)
!531 = !DILocation(line: 471, column: 27, scope: !334)
!532 = !DILocation(line: 471, column: 21, scope: !334)
!533 = !DILocation(line: 471, column: 43, scope: !334)
!534 = !DILocation(line: 471, column: 5, scope: !334)
!535 = !DILocation(line: 472, column: 21, scope: !334)
!536 = !DILocation(line: 472, column: 37, scope: !334)
!537 = !DILocation(line: 472, column: 5, scope: !334)
!538 = !DILocation(line: 473, column: 12, scope: !539)
!539 = distinct !DILexicalBlock(scope: !334, file: !2, line: 473, column: 5)
!540 = !DILocation(line: 473, column: 10, scope: !539)
!541 = !DILocation(line: 473, column: 17, scope: !542)
!542 = distinct !DILexicalBlock(scope: !539, file: !2, line: 473, column: 5)
!543 = !DILocation(line: 473, column: 19, scope: !542)
!544 = !DILocation(line: 473, column: 5, scope: !539)
!545 = !DILocation(line: 475, column: 31, scope: !546)
!546 = distinct !DILexicalBlock(scope: !542, file: !2, line: 474, column: 5)
!547 = !DILocation(line: 475, column: 25, scope: !546)
!548 = !DILocation(line: 475, column: 34, scope: !546)
!549 = !DILocation(line: 475, column: 53, scope: !546)
!550 = !DILocation(line: 475, column: 9, scope: !546)
!551 = !DILocation(line: 476, column: 31, scope: !546)
!552 = !DILocation(line: 476, column: 25, scope: !546)
!553 = !DILocation(line: 476, column: 34, scope: !546)
!554 = !DILocation(line: 476, column: 53, scope: !546)
!555 = !DILocation(line: 476, column: 9, scope: !546)
!556 = !DILocation(line: 477, column: 31, scope: !546)
!557 = !DILocation(line: 477, column: 25, scope: !546)
!558 = !DILocation(line: 477, column: 34, scope: !546)
!559 = !DILocation(line: 477, column: 53, scope: !546)
!560 = !DILocation(line: 477, column: 9, scope: !546)
!561 = !DILocation(line: 478, column: 31, scope: !546)
!562 = !DILocation(line: 478, column: 25, scope: !546)
!563 = !DILocation(line: 478, column: 34, scope: !546)
!564 = !DILocation(line: 478, column: 53, scope: !546)
!565 = !DILocation(line: 478, column: 9, scope: !546)
!566 = !DILocation(line: 479, column: 31, scope: !546)
!567 = !DILocation(line: 479, column: 25, scope: !546)
!568 = !DILocation(line: 479, column: 34, scope: !546)
!569 = !DILocation(line: 479, column: 53, scope: !546)
!570 = !DILocation(line: 479, column: 9, scope: !546)
!571 = !DILocation(line: 480, column: 31, scope: !546)
!572 = !DILocation(line: 480, column: 25, scope: !546)
!573 = !DILocation(line: 480, column: 34, scope: !546)
!574 = !DILocation(line: 480, column: 53, scope: !546)
!575 = !DILocation(line: 480, column: 9, scope: !546)
!576 = !DILocation(line: 481, column: 13, scope: !577)
!577 = distinct !DILexicalBlock(scope: !546, file: !2, line: 481, column: 13)
!578 = !DILocation(line: 481, column: 13, scope: !546)
!579 = !DILocation(line: 481, column: 56, scope: !577)
!580 = !DILocation(line: 481, column: 31, scope: !577)
!581 = !DILocation(line: 483, column: 5, scope: !546)
!582 = !DILocation(line: 473, column: 26, scope: !542)
!583 = !DILocation(line: 473, column: 5, scope: !542)
!584 = distinct !{!584, !544, !585, !386}
!585 = !DILocation(line: 483, column: 5, scope: !539)
!586 = !DILocation(line: 484, column: 23, scope: !334)
!587 = !DILocation(line: 484, column: 37, scope: !334)
!588 = !DILocation(line: 484, column: 53, scope: !334)
!589 = !DILocation(line: 484, column: 5, scope: !334)
!590 = !DILocation(line: 485, column: 5, scope: !334)
!591 = distinct !DISubprogram(name: "platform_main_begin", scope: !323, file: !323, line: 43, type: !592, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!592 = !DISubroutineType(types: !593)
!593 = !{null}
!594 = !DILocation(line: 46, column: 1, scope: !591)
!595 = distinct !DISubprogram(name: "crc32_gentab", scope: !116, file: !116, line: 51, type: !592, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !339)
!596 = !DILocalVariable(name: "crc", scope: !595, file: !116, line: 53, type: !118)
!597 = !DILocation(line: 53, column: 11, scope: !595)
!598 = !DILocalVariable(name: "poly", scope: !595, file: !116, line: 54, type: !599)
!599 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !118)
!600 = !DILocation(line: 54, column: 17, scope: !595)
!601 = !DILocalVariable(name: "i", scope: !595, file: !116, line: 55, type: !13)
!602 = !DILocation(line: 55, column: 6, scope: !595)
!603 = !DILocalVariable(name: "j", scope: !595, file: !116, line: 55, type: !13)
!604 = !DILocation(line: 55, column: 9, scope: !595)
!605 = !DILocation(line: 57, column: 9, scope: !606)
!606 = distinct !DILexicalBlock(scope: !595, file: !116, line: 57, column: 2)
!607 = !DILocation(line: 57, column: 7, scope: !606)
!608 = !DILocation(line: 57, column: 14, scope: !609)
!609 = distinct !DILexicalBlock(scope: !606, file: !116, line: 57, column: 2)
!610 = !DILocation(line: 57, column: 16, scope: !609)
!611 = !DILocation(line: 57, column: 2, scope: !606)
!612 = !DILocation(line: 58, column: 9, scope: !613)
!613 = distinct !DILexicalBlock(scope: !609, file: !116, line: 57, column: 28)
!614 = !DILocation(line: 58, column: 7, scope: !613)
!615 = !DILocation(line: 59, column: 10, scope: !616)
!616 = distinct !DILexicalBlock(scope: !613, file: !116, line: 59, column: 3)
!617 = !DILocation(line: 59, column: 8, scope: !616)
!618 = !DILocation(line: 59, column: 15, scope: !619)
!619 = distinct !DILexicalBlock(scope: !616, file: !116, line: 59, column: 3)
!620 = !DILocation(line: 59, column: 17, scope: !619)
!621 = !DILocation(line: 59, column: 3, scope: !616)
!622 = !DILocation(line: 60, column: 8, scope: !623)
!623 = distinct !DILexicalBlock(scope: !624, file: !116, line: 60, column: 8)
!624 = distinct !DILexicalBlock(scope: !619, file: !116, line: 59, column: 27)
!625 = !DILocation(line: 60, column: 12, scope: !623)
!626 = !DILocation(line: 60, column: 8, scope: !624)
!627 = !DILocation(line: 61, column: 12, scope: !628)
!628 = distinct !DILexicalBlock(scope: !623, file: !116, line: 60, column: 17)
!629 = !DILocation(line: 61, column: 16, scope: !628)
!630 = !DILocation(line: 61, column: 22, scope: !628)
!631 = !DILocation(line: 61, column: 9, scope: !628)
!632 = !DILocation(line: 62, column: 4, scope: !628)
!633 = !DILocation(line: 63, column: 9, scope: !634)
!634 = distinct !DILexicalBlock(scope: !623, file: !116, line: 62, column: 11)
!635 = !DILocation(line: 65, column: 3, scope: !624)
!636 = !DILocation(line: 59, column: 23, scope: !619)
!637 = !DILocation(line: 59, column: 3, scope: !619)
!638 = distinct !{!638, !621, !639, !386}
!639 = !DILocation(line: 65, column: 3, scope: !616)
!640 = !DILocation(line: 66, column: 18, scope: !613)
!641 = !DILocation(line: 66, column: 13, scope: !613)
!642 = !DILocation(line: 66, column: 3, scope: !613)
!643 = !DILocation(line: 66, column: 16, scope: !613)
!644 = !DILocation(line: 67, column: 2, scope: !613)
!645 = !DILocation(line: 57, column: 24, scope: !609)
!646 = !DILocation(line: 57, column: 2, scope: !609)
!647 = distinct !{!647, !611, !648, !386}
!648 = !DILocation(line: 67, column: 2, scope: !606)
!649 = !DILocation(line: 68, column: 1, scope: !595)
!650 = distinct !DISubprogram(name: "func_29", scope: !2, file: !2, line: 106, type: !651, scopeLine: 107, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !339)
!651 = !DISubroutineType(types: !652)
!652 = !{!270}
!653 = !DILocalVariable(name: "l_30", scope: !650, file: !2, line: 108, type: !654)
!654 = !DICompositeType(tag: DW_TAG_array_type, baseType: !245, size: 56, elements: !655)
!655 = !{!656}
!656 = !DISubrange(count: 7)
!657 = !DILocation(line: 108, column: 12, scope: !650)
!658 = !DILocalVariable(name: "i", scope: !650, file: !2, line: 109, type: !13)
!659 = !DILocation(line: 109, column: 9, scope: !650)
!660 = !DILocation(line: 110, column: 14, scope: !661)
!661 = distinct !DILexicalBlock(scope: !650, file: !2, line: 110, column: 5)
!662 = !DILocation(line: 110, column: 10, scope: !661)
!663 = !DILocation(line: 110, column: 20, scope: !664)
!664 = distinct !DILexicalBlock(scope: !661, file: !2, line: 110, column: 5)
!665 = !DILocation(line: 110, column: 24, scope: !664)
!666 = !DILocation(line: 110, column: 5, scope: !661)
!667 = !DILocalVariable(name: "l_36", scope: !668, file: !2, line: 112, type: !240)
!668 = distinct !DILexicalBlock(scope: !664, file: !2, line: 111, column: 5)
!669 = !DILocation(line: 112, column: 17, scope: !668)
!670 = !DILocalVariable(name: "l_48", scope: !668, file: !2, line: 113, type: !671)
!671 = !DICompositeType(tag: DW_TAG_array_type, baseType: !285, size: 96, elements: !100)
!672 = !DILocation(line: 113, column: 17, scope: !668)
!673 = !DILocalVariable(name: "l_49", scope: !668, file: !2, line: 114, type: !176)
!674 = !DILocation(line: 114, column: 17, scope: !668)
!675 = !DILocalVariable(name: "i", scope: !668, file: !2, line: 115, type: !13)
!676 = !DILocation(line: 115, column: 13, scope: !668)
!677 = !DILocation(line: 116, column: 16, scope: !678)
!678 = distinct !DILexicalBlock(scope: !668, file: !2, line: 116, column: 9)
!679 = !DILocation(line: 116, column: 14, scope: !678)
!680 = !DILocation(line: 116, column: 21, scope: !681)
!681 = distinct !DILexicalBlock(scope: !678, file: !2, line: 116, column: 9)
!682 = !DILocation(line: 116, column: 23, scope: !681)
!683 = !DILocation(line: 116, column: 9, scope: !678)
!684 = !DILocation(line: 117, column: 18, scope: !681)
!685 = !DILocation(line: 117, column: 13, scope: !681)
!686 = !DILocation(line: 117, column: 21, scope: !681)
!687 = !DILocation(line: 116, column: 29, scope: !681)
!688 = !DILocation(line: 116, column: 9, scope: !681)
!689 = distinct !{!689, !683, !690, !386}
!690 = !DILocation(line: 117, column: 23, scope: !678)
!691 = !DILocation(line: 118, column: 19, scope: !692)
!692 = distinct !DILexicalBlock(scope: !668, file: !2, line: 118, column: 9)
!693 = !DILocation(line: 118, column: 14, scope: !692)
!694 = !DILocation(line: 118, column: 25, scope: !695)
!695 = distinct !DILexicalBlock(scope: !692, file: !2, line: 118, column: 9)
!696 = !DILocation(line: 118, column: 30, scope: !695)
!697 = !DILocation(line: 118, column: 9, scope: !692)
!698 = !DILocation(line: 120, column: 26, scope: !699)
!699 = distinct !DILexicalBlock(scope: !700, file: !2, line: 120, column: 13)
!700 = distinct !DILexicalBlock(scope: !695, file: !2, line: 119, column: 9)
!701 = !DILocation(line: 120, column: 18, scope: !699)
!702 = !DILocation(line: 120, column: 32, scope: !703)
!703 = distinct !DILexicalBlock(scope: !699, file: !2, line: 120, column: 13)
!704 = !DILocation(line: 120, column: 40, scope: !703)
!705 = !DILocation(line: 120, column: 13, scope: !699)
!706 = !DILocalVariable(name: "l_35", scope: !707, file: !2, line: 122, type: !708)
!707 = distinct !DILexicalBlock(scope: !703, file: !2, line: 121, column: 13)
!708 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 64)
!709 = !DILocation(line: 122, column: 35, scope: !707)
!710 = !DILocalVariable(name: "l_34", scope: !707, file: !2, line: 123, type: !711)
!711 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !708, size: 64)
!712 = !DILocation(line: 123, column: 36, scope: !707)
!713 = !DILocalVariable(name: "i", scope: !707, file: !2, line: 124, type: !13)
!714 = !DILocation(line: 124, column: 21, scope: !707)
!715 = !DILocation(line: 125, column: 19, scope: !707)
!716 = !DILocation(line: 125, column: 25, scope: !707)
!717 = !DILocation(line: 126, column: 36, scope: !707)
!718 = !DILocation(line: 126, column: 40, scope: !707)
!719 = !DILocation(line: 126, column: 30, scope: !707)
!720 = !DILocation(line: 126, column: 46, scope: !707)
!721 = !DILocation(line: 126, column: 49, scope: !707)
!722 = !DILocation(line: 126, column: 20, scope: !707)
!723 = !DILocation(line: 126, column: 19, scope: !707)
!724 = !DILocation(line: 126, column: 26, scope: !707)
!725 = !DILocation(line: 127, column: 21, scope: !726)
!726 = distinct !DILexicalBlock(scope: !707, file: !2, line: 127, column: 21)
!727 = !DILocation(line: 127, column: 21, scope: !707)
!728 = !DILocation(line: 128, column: 21, scope: !726)
!729 = !DILocation(line: 129, column: 27, scope: !707)
!730 = !DILocation(line: 129, column: 19, scope: !707)
!731 = !DILocation(line: 129, column: 25, scope: !707)
!732 = !DILocation(line: 130, column: 13, scope: !707)
!733 = !DILocation(line: 120, column: 55, scope: !703)
!734 = !DILocation(line: 120, column: 13, scope: !703)
!735 = distinct !{!735, !705, !736, !386}
!736 = !DILocation(line: 130, column: 13, scope: !699)
!737 = !DILocation(line: 131, column: 20, scope: !700)
!738 = !DILocation(line: 131, column: 13, scope: !700)
!739 = !DILocation(line: 118, column: 42, scope: !695)
!740 = !DILocation(line: 118, column: 9, scope: !695)
!741 = distinct !{!741, !697, !742, !386}
!742 = !DILocation(line: 132, column: 9, scope: !692)
!743 = !DILocation(line: 133, column: 22, scope: !744)
!744 = distinct !DILexicalBlock(scope: !668, file: !2, line: 133, column: 9)
!745 = !DILocation(line: 133, column: 14, scope: !744)
!746 = !DILocation(line: 133, column: 33, scope: !747)
!747 = distinct !DILexicalBlock(scope: !744, file: !2, line: 133, column: 9)
!748 = !DILocation(line: 133, column: 36, scope: !747)
!749 = !DILocation(line: 133, column: 9, scope: !744)
!750 = !DILocalVariable(name: "l_46", scope: !751, file: !2, line: 135, type: !217)
!751 = distinct !DILexicalBlock(scope: !747, file: !2, line: 134, column: 9)
!752 = !DILocation(line: 135, column: 22, scope: !751)
!753 = !DILocalVariable(name: "l_213", scope: !751, file: !2, line: 136, type: !754)
!754 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !217, size: 64)
!755 = !DILocation(line: 136, column: 23, scope: !751)
!756 = !DILocation(line: 137, column: 80, scope: !751)
!757 = !DILocation(line: 137, column: 89, scope: !751)
!758 = !DILocation(line: 137, column: 139, scope: !751)
!759 = !DILocation(line: 137, column: 136, scope: !751)
!760 = !DILocation(line: 137, column: 96, scope: !751)
!761 = !DILocation(line: 137, column: 95, scope: !751)
!762 = !DILocation(line: 137, column: 72, scope: !751)
!763 = !DILocation(line: 137, column: 63, scope: !751)
!764 = !DILocation(line: 137, column: 70, scope: !751)
!765 = !DILocation(line: 137, column: 52, scope: !751)
!766 = !DILocation(line: 137, column: 26, scope: !751)
!767 = !DILocation(line: 137, column: 25, scope: !751)
!768 = !DILocation(line: 137, column: 22, scope: !751)
!769 = !DILocation(line: 139, column: 13, scope: !770)
!770 = distinct !DILexicalBlock(scope: !771, file: !2, line: 139, column: 13)
!771 = distinct !DILexicalBlock(scope: !751, file: !2, line: 139, column: 13)
!772 = !DILocation(line: 139, column: 13, scope: !771)
!773 = !DILocation(line: 140, column: 9, scope: !751)
!774 = !DILocation(line: 133, column: 51, scope: !747)
!775 = !DILocation(line: 133, column: 9, scope: !747)
!776 = distinct !{!776, !749, !777, !386}
!777 = !DILocation(line: 140, column: 9, scope: !744)
!778 = !DILocation(line: 141, column: 19, scope: !779)
!779 = distinct !DILexicalBlock(scope: !668, file: !2, line: 141, column: 9)
!780 = !DILocation(line: 141, column: 14, scope: !779)
!781 = !DILocation(line: 141, column: 25, scope: !782)
!782 = distinct !DILexicalBlock(scope: !779, file: !2, line: 141, column: 9)
!783 = !DILocation(line: 141, column: 30, scope: !782)
!784 = !DILocation(line: 141, column: 9, scope: !779)
!785 = !DILocalVariable(name: "l_242", scope: !786, file: !2, line: 143, type: !787)
!786 = distinct !DILexicalBlock(scope: !782, file: !2, line: 142, column: 9)
!787 = !DICompositeType(tag: DW_TAG_array_type, baseType: !234, size: 40, elements: !33)
!788 = !DILocation(line: 143, column: 21, scope: !786)
!789 = !DILocalVariable(name: "i", scope: !786, file: !2, line: 144, type: !13)
!790 = !DILocation(line: 144, column: 17, scope: !786)
!791 = !DILocation(line: 145, column: 20, scope: !792)
!792 = distinct !DILexicalBlock(scope: !786, file: !2, line: 145, column: 13)
!793 = !DILocation(line: 145, column: 18, scope: !792)
!794 = !DILocation(line: 145, column: 25, scope: !795)
!795 = distinct !DILexicalBlock(scope: !792, file: !2, line: 145, column: 13)
!796 = !DILocation(line: 145, column: 27, scope: !795)
!797 = !DILocation(line: 145, column: 13, scope: !792)
!798 = !DILocation(line: 146, column: 23, scope: !795)
!799 = !DILocation(line: 146, column: 17, scope: !795)
!800 = !DILocation(line: 146, column: 26, scope: !795)
!801 = !DILocation(line: 145, column: 33, scope: !795)
!802 = !DILocation(line: 145, column: 13, scope: !795)
!803 = distinct !{!803, !797, !804, !386}
!804 = !DILocation(line: 146, column: 28, scope: !792)
!805 = !DILocation(line: 147, column: 23, scope: !806)
!806 = distinct !DILexicalBlock(scope: !786, file: !2, line: 147, column: 13)
!807 = !DILocation(line: 147, column: 18, scope: !806)
!808 = !DILocation(line: 147, column: 29, scope: !809)
!809 = distinct !DILexicalBlock(scope: !806, file: !2, line: 147, column: 13)
!810 = !DILocation(line: 147, column: 34, scope: !809)
!811 = !DILocation(line: 147, column: 13, scope: !806)
!812 = !DILocalVariable(name: "l_234", scope: !813, file: !2, line: 149, type: !814)
!813 = distinct !DILexicalBlock(scope: !809, file: !2, line: 148, column: 13)
!814 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!815 = !DILocation(line: 149, column: 27, scope: !813)
!816 = !DILocalVariable(name: "l_239", scope: !813, file: !2, line: 150, type: !217)
!817 = !DILocation(line: 150, column: 26, scope: !813)
!818 = !DILocalVariable(name: "l_240", scope: !813, file: !2, line: 151, type: !217)
!819 = !DILocation(line: 151, column: 26, scope: !813)
!820 = !DILocalVariable(name: "l_241", scope: !813, file: !2, line: 152, type: !821)
!821 = !DICompositeType(tag: DW_TAG_array_type, baseType: !217, size: 512, elements: !23)
!822 = !DILocation(line: 152, column: 26, scope: !813)
!823 = !DILocalVariable(name: "i", scope: !813, file: !2, line: 153, type: !13)
!824 = !DILocation(line: 153, column: 21, scope: !813)
!825 = !DILocation(line: 154, column: 38, scope: !813)
!826 = !DILocation(line: 154, column: 44, scope: !813)
!827 = !DILocation(line: 154, column: 35, scope: !813)
!828 = !DILocation(line: 154, column: 33, scope: !813)
!829 = !DILocation(line: 154, column: 19, scope: !813)
!830 = !DILocation(line: 154, column: 26, scope: !813)
!831 = !DILocation(line: 155, column: 19, scope: !813)
!832 = !DILocation(line: 155, column: 17, scope: !813)
!833 = !DILocation(line: 156, column: 28, scope: !813)
!834 = !DILocation(line: 156, column: 19, scope: !813)
!835 = !DILocation(line: 156, column: 26, scope: !813)
!836 = !DILocation(line: 157, column: 21, scope: !837)
!837 = distinct !DILexicalBlock(scope: !813, file: !2, line: 157, column: 21)
!838 = !DILocation(line: 157, column: 21, scope: !813)
!839 = !DILocation(line: 158, column: 21, scope: !837)
!840 = !DILocation(line: 159, column: 13, scope: !813)
!841 = !DILocation(line: 147, column: 46, scope: !809)
!842 = !DILocation(line: 147, column: 13, scope: !809)
!843 = distinct !{!843, !811, !844, !386}
!844 = !DILocation(line: 159, column: 13, scope: !806)
!845 = !DILocation(line: 160, column: 9, scope: !786)
!846 = !DILocation(line: 141, column: 42, scope: !782)
!847 = !DILocation(line: 141, column: 9, scope: !782)
!848 = distinct !{!848, !784, !849, !386}
!849 = !DILocation(line: 160, column: 9, scope: !779)
!850 = !DILocation(line: 161, column: 5, scope: !668)
!851 = !DILocation(line: 110, column: 35, scope: !664)
!852 = !DILocation(line: 110, column: 5, scope: !664)
!853 = distinct !{!853, !666, !854, !386}
!854 = !DILocation(line: 161, column: 5, scope: !661)
!855 = !DILocation(line: 162, column: 12, scope: !650)
!856 = !DILocation(line: 162, column: 5, scope: !650)
!857 = !DILocation(line: 163, column: 1, scope: !650)
!858 = distinct !DISubprogram(name: "transparent_crc", scope: !116, file: !116, line: 110, type: !859, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !339)
!859 = !DISubroutineType(types: !860)
!860 = !{null, !290, !338, !13}
!861 = !DILocalVariable(name: "val", arg: 1, scope: !858, file: !116, line: 110, type: !290)
!862 = !DILocation(line: 110, column: 27, scope: !858)
!863 = !DILocalVariable(name: "vname", arg: 2, scope: !858, file: !116, line: 110, type: !338)
!864 = !DILocation(line: 110, column: 38, scope: !858)
!865 = !DILocalVariable(name: "flag", arg: 3, scope: !858, file: !116, line: 110, type: !13)
!866 = !DILocation(line: 110, column: 49, scope: !858)
!867 = !DILocation(line: 112, column: 15, scope: !858)
!868 = !DILocation(line: 112, column: 2, scope: !858)
!869 = !DILocation(line: 113, column: 6, scope: !870)
!870 = distinct !DILexicalBlock(scope: !858, file: !116, line: 113, column: 6)
!871 = !DILocation(line: 113, column: 6, scope: !858)
!872 = !DILocation(line: 114, column: 52, scope: !873)
!873 = distinct !DILexicalBlock(scope: !870, file: !116, line: 113, column: 12)
!874 = !DILocation(line: 114, column: 59, scope: !873)
!875 = !DILocation(line: 114, column: 73, scope: !873)
!876 = !DILocation(line: 114, column: 5, scope: !873)
!877 = !DILocation(line: 115, column: 2, scope: !873)
!878 = !DILocation(line: 116, column: 1, scope: !858)
!879 = distinct !DISubprogram(name: "platform_main_end", scope: !323, file: !323, line: 49, type: !880, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !339)
!880 = !DISubroutineType(types: !881)
!881 = !{null, !118, !13}
!882 = !DILocalVariable(name: "crc", arg: 1, scope: !879, file: !323, line: 49, type: !118)
!883 = !DILocation(line: 49, column: 28, scope: !879)
!884 = !DILocalVariable(name: "flag", arg: 2, scope: !879, file: !323, line: 49, type: !13)
!885 = !DILocation(line: 49, column: 37, scope: !879)
!886 = !DILocation(line: 56, column: 29, scope: !879)
!887 = !DILocation(line: 56, column: 2, scope: !879)
!888 = !DILocation(line: 120, column: 1, scope: !879)
!889 = distinct !DISubprogram(name: "safe_mul_func_uint8_t_u_u", scope: !890, file: !890, line: 560, type: !891, scopeLine: 561, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !339)
!890 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!891 = !DISubroutineType(types: !892)
!892 = !{!234, !234, !234}
!893 = !DILocalVariable(name: "ui1", arg: 1, scope: !889, file: !890, line: 560, type: !234)
!894 = !DILocation(line: 560, column: 41, scope: !889)
!895 = !DILocalVariable(name: "ui2", arg: 2, scope: !889, file: !890, line: 560, type: !234)
!896 = !DILocation(line: 560, column: 54, scope: !889)
!897 = !DILocation(line: 563, column: 25, scope: !889)
!898 = !DILocation(line: 563, column: 11, scope: !889)
!899 = !DILocation(line: 563, column: 47, scope: !889)
!900 = !DILocation(line: 563, column: 33, scope: !889)
!901 = !DILocation(line: 563, column: 30, scope: !889)
!902 = !DILocation(line: 563, column: 10, scope: !889)
!903 = !DILocation(line: 563, column: 3, scope: !889)
!904 = distinct !DISubprogram(name: "func_40", scope: !2, file: !2, line: 171, type: !905, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !339)
!905 = !DISubroutineType(types: !906)
!906 = !{!234, !217}
!907 = !DILocalVariable(name: "p_41", arg: 1, scope: !904, file: !2, line: 171, type: !217)
!908 = !DILocation(line: 171, column: 35, scope: !904)
!909 = !DILocalVariable(name: "l_222", scope: !904, file: !2, line: 173, type: !910)
!910 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !173, size: 64)
!911 = !DILocation(line: 173, column: 22, scope: !904)
!912 = !DILocalVariable(name: "l_230", scope: !904, file: !2, line: 174, type: !913)
!913 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!914 = !DILocation(line: 174, column: 17, scope: !904)
!915 = !DILocalVariable(name: "l_232", scope: !904, file: !2, line: 175, type: !163)
!916 = !DILocation(line: 175, column: 16, scope: !904)
!917 = !DILocalVariable(name: "l_231", scope: !904, file: !2, line: 176, type: !913)
!918 = !DILocation(line: 176, column: 17, scope: !904)
!919 = !DILocalVariable(name: "l_233", scope: !904, file: !2, line: 177, type: !920)
!920 = !DICompositeType(tag: DW_TAG_array_type, baseType: !234, size: 48, elements: !100)
!921 = !DILocation(line: 177, column: 13, scope: !904)
!922 = !DILocalVariable(name: "i", scope: !904, file: !2, line: 178, type: !13)
!923 = !DILocation(line: 178, column: 9, scope: !904)
!924 = !DILocation(line: 179, column: 15, scope: !925)
!925 = distinct !DILexicalBlock(scope: !904, file: !2, line: 179, column: 5)
!926 = !DILocation(line: 179, column: 10, scope: !925)
!927 = !DILocation(line: 179, column: 21, scope: !928)
!928 = distinct !DILexicalBlock(scope: !925, file: !2, line: 179, column: 5)
!929 = !DILocation(line: 179, column: 26, scope: !928)
!930 = !DILocation(line: 179, column: 5, scope: !925)
!931 = !DILocalVariable(name: "l_226", scope: !932, file: !2, line: 181, type: !290)
!932 = distinct !DILexicalBlock(scope: !928, file: !2, line: 180, column: 5)
!933 = !DILocation(line: 181, column: 18, scope: !932)
!934 = !DILocalVariable(name: "l_227", scope: !932, file: !2, line: 182, type: !217)
!935 = !DILocation(line: 182, column: 18, scope: !932)
!936 = !DILocation(line: 183, column: 19, scope: !937)
!937 = distinct !DILexicalBlock(scope: !932, file: !2, line: 183, column: 9)
!938 = !DILocation(line: 183, column: 14, scope: !937)
!939 = !DILocation(line: 183, column: 25, scope: !940)
!940 = distinct !DILexicalBlock(scope: !937, file: !2, line: 183, column: 9)
!941 = !DILocation(line: 183, column: 30, scope: !940)
!942 = !DILocation(line: 183, column: 9, scope: !937)
!943 = !DILocalVariable(name: "l_218", scope: !944, file: !2, line: 185, type: !277)
!944 = distinct !DILexicalBlock(scope: !940, file: !2, line: 184, column: 9)
!945 = !DILocation(line: 185, column: 22, scope: !944)
!946 = !DILocation(line: 186, column: 18, scope: !944)
!947 = !DILocation(line: 187, column: 26, scope: !944)
!948 = !DILocation(line: 187, column: 20, scope: !944)
!949 = !DILocation(line: 187, column: 13, scope: !944)
!950 = !DILocation(line: 183, column: 42, scope: !940)
!951 = !DILocation(line: 183, column: 9, scope: !940)
!952 = distinct !{!952, !942, !953, !386}
!953 = !DILocation(line: 188, column: 9, scope: !937)
!954 = !DILocation(line: 189, column: 15, scope: !932)
!955 = !DILocation(line: 191, column: 9, scope: !956)
!956 = distinct !DILexicalBlock(scope: !957, file: !2, line: 191, column: 9)
!957 = distinct !DILexicalBlock(scope: !932, file: !2, line: 191, column: 9)
!958 = !DILocation(line: 191, column: 9, scope: !957)
!959 = !DILocation(line: 192, column: 19, scope: !960)
!960 = distinct !DILexicalBlock(scope: !932, file: !2, line: 192, column: 9)
!961 = !DILocation(line: 192, column: 14, scope: !960)
!962 = !DILocation(line: 192, column: 25, scope: !963)
!963 = distinct !DILexicalBlock(scope: !960, file: !2, line: 192, column: 9)
!964 = !DILocation(line: 192, column: 30, scope: !963)
!965 = !DILocation(line: 192, column: 9, scope: !960)
!966 = !DILocalVariable(name: "l_225", scope: !967, file: !2, line: 194, type: !968)
!967 = distinct !DILexicalBlock(scope: !963, file: !2, line: 193, column: 9)
!968 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !290, size: 64)
!969 = !DILocation(line: 194, column: 23, scope: !967)
!970 = !DILocation(line: 195, column: 58, scope: !967)
!971 = !DILocation(line: 195, column: 49, scope: !967)
!972 = !DILocation(line: 195, column: 56, scope: !967)
!973 = !DILocation(line: 195, column: 30, scope: !967)
!974 = !DILocation(line: 195, column: 28, scope: !967)
!975 = !DILocation(line: 195, column: 68, scope: !967)
!976 = !DILocation(line: 195, column: 18, scope: !967)
!977 = !DILocation(line: 197, column: 13, scope: !978)
!978 = distinct !DILexicalBlock(scope: !979, file: !2, line: 197, column: 13)
!979 = distinct !DILexicalBlock(scope: !967, file: !2, line: 197, column: 13)
!980 = !DILocation(line: 197, column: 13, scope: !979)
!981 = !DILocation(line: 198, column: 20, scope: !967)
!982 = !DILocation(line: 198, column: 13, scope: !967)
!983 = !DILocation(line: 192, column: 75, scope: !963)
!984 = !DILocation(line: 192, column: 48, scope: !963)
!985 = !DILocation(line: 192, column: 46, scope: !963)
!986 = !DILocation(line: 192, column: 9, scope: !963)
!987 = distinct !{!987, !965, !988, !386}
!988 = !DILocation(line: 199, column: 9, scope: !960)
!989 = !DILocation(line: 200, column: 5, scope: !932)
!990 = !DILocation(line: 179, column: 40, scope: !928)
!991 = !DILocation(line: 179, column: 5, scope: !928)
!992 = distinct !{!992, !930, !993, !386}
!993 = !DILocation(line: 200, column: 5, scope: !925)
!994 = !DILocation(line: 202, column: 5, scope: !995)
!995 = distinct !DILexicalBlock(scope: !996, file: !2, line: 202, column: 5)
!996 = distinct !DILexicalBlock(scope: !904, file: !2, line: 202, column: 5)
!997 = !DILocation(line: 202, column: 5, scope: !996)
!998 = !DILocation(line: 203, column: 7, scope: !904)
!999 = !DILocation(line: 203, column: 14, scope: !904)
!1000 = !DILocation(line: 205, column: 5, scope: !1001)
!1001 = distinct !DILexicalBlock(scope: !1002, file: !2, line: 205, column: 5)
!1002 = distinct !DILexicalBlock(scope: !904, file: !2, line: 205, column: 5)
!1003 = !DILocation(line: 205, column: 5, scope: !1002)
!1004 = !DILocation(line: 206, column: 12, scope: !904)
!1005 = !DILocation(line: 206, column: 5, scope: !904)
!1006 = !DILocation(line: 207, column: 1, scope: !904)
!1007 = distinct !DISubprogram(name: "func_42", scope: !2, file: !2, line: 215, type: !1008, scopeLine: 216, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !339)
!1008 = !DISubroutineType(types: !1009)
!1009 = !{!217, !245, !217, !245}
!1010 = !DILocalVariable(name: "p_43", arg: 1, scope: !1007, file: !2, line: 215, type: !245)
!1011 = !DILocation(line: 215, column: 41, scope: !1007)
!1012 = !DILocalVariable(name: "p_44", arg: 2, scope: !1007, file: !2, line: 215, type: !217)
!1013 = !DILocation(line: 215, column: 57, scope: !1007)
!1014 = !DILocalVariable(name: "p_45", arg: 3, scope: !1007, file: !2, line: 215, type: !245)
!1015 = !DILocation(line: 215, column: 71, scope: !1007)
!1016 = !DILocalVariable(name: "l_60", scope: !1007, file: !2, line: 217, type: !1017)
!1017 = !DICompositeType(tag: DW_TAG_array_type, baseType: !290, size: 15360, elements: !1018)
!1018 = !{!186, !24, !213}
!1019 = !DILocation(line: 217, column: 14, scope: !1007)
!1020 = !DILocalVariable(name: "l_78", scope: !1007, file: !2, line: 218, type: !176)
!1021 = !DILocation(line: 218, column: 13, scope: !1007)
!1022 = !DILocalVariable(name: "l_92", scope: !1007, file: !2, line: 219, type: !118)
!1023 = !DILocation(line: 219, column: 14, scope: !1007)
!1024 = !DILocalVariable(name: "l_130", scope: !1007, file: !2, line: 220, type: !245)
!1025 = !DILocation(line: 220, column: 12, scope: !1007)
!1026 = !DILocalVariable(name: "l_136", scope: !1007, file: !2, line: 221, type: !221)
!1027 = !DILocation(line: 221, column: 16, scope: !1007)
!1028 = !DILocalVariable(name: "l_135", scope: !1007, file: !2, line: 222, type: !1029)
!1029 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!1030 = !DILocation(line: 222, column: 17, scope: !1007)
!1031 = !DILocalVariable(name: "l_134", scope: !1007, file: !2, line: 223, type: !1032)
!1032 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1033)
!1033 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1029, size: 64)
!1034 = !DILocation(line: 223, column: 25, scope: !1007)
!1035 = !DILocalVariable(name: "l_139", scope: !1007, file: !2, line: 224, type: !176)
!1036 = !DILocation(line: 224, column: 13, scope: !1007)
!1037 = !DILocalVariable(name: "l_140", scope: !1007, file: !2, line: 225, type: !176)
!1038 = !DILocation(line: 225, column: 13, scope: !1007)
!1039 = !DILocalVariable(name: "l_141", scope: !1007, file: !2, line: 226, type: !176)
!1040 = !DILocation(line: 226, column: 13, scope: !1007)
!1041 = !DILocalVariable(name: "l_142", scope: !1007, file: !2, line: 227, type: !176)
!1042 = !DILocation(line: 227, column: 13, scope: !1007)
!1043 = !DILocalVariable(name: "l_143", scope: !1007, file: !2, line: 228, type: !176)
!1044 = !DILocation(line: 228, column: 13, scope: !1007)
!1045 = !DILocalVariable(name: "l_144", scope: !1007, file: !2, line: 229, type: !176)
!1046 = !DILocation(line: 229, column: 13, scope: !1007)
!1047 = !DILocalVariable(name: "l_145", scope: !1007, file: !2, line: 230, type: !176)
!1048 = !DILocation(line: 230, column: 13, scope: !1007)
!1049 = !DILocalVariable(name: "l_146", scope: !1007, file: !2, line: 231, type: !176)
!1050 = !DILocation(line: 231, column: 13, scope: !1007)
!1051 = !DILocalVariable(name: "l_147", scope: !1007, file: !2, line: 232, type: !176)
!1052 = !DILocation(line: 232, column: 13, scope: !1007)
!1053 = !DILocalVariable(name: "l_148", scope: !1007, file: !2, line: 233, type: !176)
!1054 = !DILocation(line: 233, column: 13, scope: !1007)
!1055 = !DILocalVariable(name: "l_149", scope: !1007, file: !2, line: 234, type: !176)
!1056 = !DILocation(line: 234, column: 13, scope: !1007)
!1057 = !DILocalVariable(name: "l_150", scope: !1007, file: !2, line: 235, type: !1058)
!1058 = !DICompositeType(tag: DW_TAG_array_type, baseType: !176, size: 32, elements: !1059)
!1059 = !{!1060}
!1060 = !DISubrange(count: 1)
!1061 = !DILocation(line: 235, column: 13, scope: !1007)
!1062 = !DILocalVariable(name: "l_152", scope: !1007, file: !2, line: 236, type: !240)
!1063 = !DILocation(line: 236, column: 13, scope: !1007)
!1064 = !DILocalVariable(name: "l_153", scope: !1007, file: !2, line: 237, type: !290)
!1065 = !DILocation(line: 237, column: 14, scope: !1007)
!1066 = !DILocalVariable(name: "l_156", scope: !1007, file: !2, line: 238, type: !1067)
!1067 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !298, size: 64)
!1068 = !DILocation(line: 238, column: 16, scope: !1007)
!1069 = !DILocalVariable(name: "l_176", scope: !1007, file: !2, line: 239, type: !1070)
!1070 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1071, size: 576, elements: !69)
!1071 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !285, size: 64)
!1072 = !DILocation(line: 239, column: 14, scope: !1007)
!1073 = !DILocalVariable(name: "l_179", scope: !1007, file: !2, line: 240, type: !234)
!1074 = !DILocation(line: 240, column: 13, scope: !1007)
!1075 = !DILocalVariable(name: "l_189", scope: !1007, file: !2, line: 241, type: !245)
!1076 = !DILocation(line: 241, column: 12, scope: !1007)
!1077 = !DILocalVariable(name: "l_190", scope: !1007, file: !2, line: 242, type: !290)
!1078 = !DILocation(line: 242, column: 14, scope: !1007)
!1079 = !DILocalVariable(name: "l_193", scope: !1007, file: !2, line: 243, type: !1080)
!1080 = !DICompositeType(tag: DW_TAG_array_type, baseType: !277, size: 160, elements: !185)
!1081 = !DILocation(line: 243, column: 14, scope: !1007)
!1082 = !DILocalVariable(name: "i", scope: !1007, file: !2, line: 244, type: !13)
!1083 = !DILocation(line: 244, column: 9, scope: !1007)
!1084 = !DILocalVariable(name: "j", scope: !1007, file: !2, line: 244, type: !13)
!1085 = !DILocation(line: 244, column: 12, scope: !1007)
!1086 = !DILocalVariable(name: "k", scope: !1007, file: !2, line: 244, type: !13)
!1087 = !DILocation(line: 244, column: 15, scope: !1007)
!1088 = !DILocation(line: 245, column: 12, scope: !1089)
!1089 = distinct !DILexicalBlock(scope: !1007, file: !2, line: 245, column: 5)
!1090 = !DILocation(line: 245, column: 10, scope: !1089)
!1091 = !DILocation(line: 245, column: 17, scope: !1092)
!1092 = distinct !DILexicalBlock(scope: !1089, file: !2, line: 245, column: 5)
!1093 = !DILocation(line: 245, column: 19, scope: !1092)
!1094 = !DILocation(line: 245, column: 5, scope: !1089)
!1095 = !DILocation(line: 246, column: 15, scope: !1092)
!1096 = !DILocation(line: 246, column: 9, scope: !1092)
!1097 = !DILocation(line: 246, column: 18, scope: !1092)
!1098 = !DILocation(line: 245, column: 25, scope: !1092)
!1099 = !DILocation(line: 245, column: 5, scope: !1092)
!1100 = distinct !{!1100, !1094, !1101, !386}
!1101 = !DILocation(line: 246, column: 20, scope: !1089)
!1102 = !DILocation(line: 247, column: 12, scope: !1103)
!1103 = distinct !DILexicalBlock(scope: !1007, file: !2, line: 247, column: 5)
!1104 = !DILocation(line: 247, column: 10, scope: !1103)
!1105 = !DILocation(line: 247, column: 17, scope: !1106)
!1106 = distinct !DILexicalBlock(scope: !1103, file: !2, line: 247, column: 5)
!1107 = !DILocation(line: 247, column: 19, scope: !1106)
!1108 = !DILocation(line: 247, column: 5, scope: !1103)
!1109 = !DILocation(line: 248, column: 15, scope: !1106)
!1110 = !DILocation(line: 248, column: 9, scope: !1106)
!1111 = !DILocation(line: 248, column: 18, scope: !1106)
!1112 = !DILocation(line: 247, column: 26, scope: !1106)
!1113 = !DILocation(line: 247, column: 5, scope: !1106)
!1114 = distinct !{!1114, !1108, !1115, !386}
!1115 = !DILocation(line: 248, column: 20, scope: !1103)
!1116 = !DILocation(line: 249, column: 14, scope: !1117)
!1117 = distinct !DILexicalBlock(scope: !1007, file: !2, line: 249, column: 9)
!1118 = !DILocation(line: 249, column: 9, scope: !1117)
!1119 = !DILocation(line: 249, column: 9, scope: !1007)
!1120 = !DILocalVariable(name: "l_57", scope: !1121, file: !2, line: 251, type: !164)
!1121 = distinct !DILexicalBlock(scope: !1117, file: !2, line: 250, column: 5)
!1122 = !DILocation(line: 251, column: 19, scope: !1121)
!1123 = !DILocalVariable(name: "l_61", scope: !1121, file: !2, line: 252, type: !1124)
!1124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !217, size: 640, elements: !185)
!1125 = !DILocation(line: 252, column: 18, scope: !1121)
!1126 = !DILocalVariable(name: "i", scope: !1121, file: !2, line: 253, type: !13)
!1127 = !DILocation(line: 253, column: 13, scope: !1121)
!1128 = !DILocation(line: 253, column: 9, scope: !1121)
!1129 = !DILabel(scope: !1121, name: "lbl_54", file: !2, line: 254)
!1130 = !DILocation(line: 254, column: 1, scope: !1121)
!1131 = !DILocation(line: 255, column: 22, scope: !1132)
!1132 = distinct !DILexicalBlock(scope: !1121, file: !2, line: 255, column: 9)
!1133 = !DILocation(line: 255, column: 14, scope: !1132)
!1134 = !DILocation(line: 255, column: 33, scope: !1135)
!1135 = distinct !DILexicalBlock(scope: !1132, file: !2, line: 255, column: 9)
!1136 = !DILocation(line: 255, column: 36, scope: !1135)
!1137 = !DILocation(line: 255, column: 9, scope: !1132)
!1138 = !DILocalVariable(name: "l_53", scope: !1139, file: !2, line: 257, type: !217)
!1139 = distinct !DILexicalBlock(scope: !1135, file: !2, line: 256, column: 9)
!1140 = !DILocation(line: 257, column: 22, scope: !1139)
!1141 = !DILocalVariable(name: "l_52", scope: !1139, file: !2, line: 258, type: !754)
!1142 = !DILocation(line: 258, column: 23, scope: !1139)
!1143 = !DILocation(line: 259, column: 15, scope: !1139)
!1144 = !DILocation(line: 259, column: 21, scope: !1139)
!1145 = !DILocation(line: 261, column: 13, scope: !1146)
!1146 = distinct !DILexicalBlock(scope: !1147, file: !2, line: 261, column: 13)
!1147 = distinct !DILexicalBlock(scope: !1139, file: !2, line: 261, column: 13)
!1148 = !DILocation(line: 261, column: 13, scope: !1147)
!1149 = !DILocation(line: 262, column: 22, scope: !1150)
!1150 = distinct !DILexicalBlock(scope: !1139, file: !2, line: 262, column: 17)
!1151 = !DILocation(line: 262, column: 17, scope: !1150)
!1152 = !DILocation(line: 262, column: 17, scope: !1139)
!1153 = !DILocation(line: 263, column: 17, scope: !1150)
!1154 = !DILocation(line: 264, column: 9, scope: !1139)
!1155 = !DILocation(line: 255, column: 84, scope: !1135)
!1156 = !DILocation(line: 255, column: 79, scope: !1135)
!1157 = !DILocation(line: 255, column: 53, scope: !1135)
!1158 = !DILocation(line: 255, column: 51, scope: !1135)
!1159 = !DILocation(line: 255, column: 9, scope: !1135)
!1160 = distinct !{!1160, !1137, !1161, !386}
!1161 = !DILocation(line: 264, column: 9, scope: !1132)
!1162 = !DILocation(line: 265, column: 85, scope: !1121)
!1163 = !DILocation(line: 265, column: 134, scope: !1121)
!1164 = !DILocation(line: 265, column: 120, scope: !1121)
!1165 = !DILocation(line: 265, column: 145, scope: !1121)
!1166 = !DILocation(line: 265, column: 167, scope: !1121)
!1167 = !DILocation(line: 265, column: 162, scope: !1121)
!1168 = !DILocation(line: 265, column: 92, scope: !1121)
!1169 = !DILocation(line: 265, column: 91, scope: !1121)
!1170 = !DILocation(line: 265, column: 88, scope: !1121)
!1171 = !DILocation(line: 265, column: 173, scope: !1121)
!1172 = !DILocation(line: 265, column: 197, scope: !1121)
!1173 = !DILocation(line: 265, column: 190, scope: !1121)
!1174 = !DILocation(line: 265, column: 69, scope: !1121)
!1175 = !DILocation(line: 265, column: 66, scope: !1121)
!1176 = !DILocation(line: 265, column: 44, scope: !1121)
!1177 = !DILocation(line: 265, column: 203, scope: !1121)
!1178 = !DILocation(line: 265, column: 18, scope: !1121)
!1179 = !DILocation(line: 265, column: 17, scope: !1121)
!1180 = !DILocation(line: 265, column: 14, scope: !1121)
!1181 = !DILocation(line: 266, column: 5, scope: !1121)
!1182 = !DILocalVariable(name: "l_101", scope: !1183, file: !2, line: 269, type: !277)
!1183 = distinct !DILexicalBlock(scope: !1117, file: !2, line: 268, column: 5)
!1184 = !DILocation(line: 269, column: 18, scope: !1183)
!1185 = !DILocalVariable(name: "l_119", scope: !1183, file: !2, line: 270, type: !1186)
!1186 = !DICompositeType(tag: DW_TAG_array_type, baseType: !202, size: 480, elements: !185)
!1187 = !DILocation(line: 270, column: 19, scope: !1183)
!1188 = !DILocalVariable(name: "l_129", scope: !1183, file: !2, line: 271, type: !221)
!1189 = !DILocation(line: 271, column: 20, scope: !1183)
!1190 = !DILocalVariable(name: "l_128", scope: !1183, file: !2, line: 272, type: !1191)
!1191 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1029, size: 384, elements: !100)
!1192 = !DILocation(line: 272, column: 21, scope: !1183)
!1193 = !DILocation(line: 272, column: 32, scope: !1183)
!1194 = !DILocalVariable(name: "l_131", scope: !1183, file: !2, line: 273, type: !217)
!1195 = !DILocation(line: 273, column: 18, scope: !1183)
!1196 = !DILocalVariable(name: "l_138", scope: !1183, file: !2, line: 274, type: !1197)
!1197 = !DICompositeType(tag: DW_TAG_array_type, baseType: !217, size: 192, elements: !212)
!1198 = !DILocation(line: 274, column: 18, scope: !1183)
!1199 = !DILocalVariable(name: "l_151", scope: !1183, file: !2, line: 275, type: !245)
!1200 = !DILocation(line: 275, column: 16, scope: !1183)
!1201 = !DILocalVariable(name: "i", scope: !1183, file: !2, line: 276, type: !13)
!1202 = !DILocation(line: 276, column: 13, scope: !1183)
!1203 = !DILocation(line: 277, column: 16, scope: !1204)
!1204 = distinct !DILexicalBlock(scope: !1183, file: !2, line: 277, column: 9)
!1205 = !DILocation(line: 277, column: 14, scope: !1204)
!1206 = !DILocation(line: 277, column: 21, scope: !1207)
!1207 = distinct !DILexicalBlock(scope: !1204, file: !2, line: 277, column: 9)
!1208 = !DILocation(line: 277, column: 23, scope: !1207)
!1209 = !DILocation(line: 277, column: 9, scope: !1204)
!1210 = !DILocation(line: 278, column: 19, scope: !1207)
!1211 = !DILocation(line: 278, column: 13, scope: !1207)
!1212 = !DILocation(line: 278, column: 22, scope: !1207)
!1213 = !DILocation(line: 277, column: 29, scope: !1207)
!1214 = !DILocation(line: 277, column: 9, scope: !1207)
!1215 = distinct !{!1215, !1209, !1216, !386}
!1216 = !DILocation(line: 278, column: 31, scope: !1204)
!1217 = !DILocation(line: 279, column: 19, scope: !1218)
!1218 = distinct !DILexicalBlock(scope: !1183, file: !2, line: 279, column: 9)
!1219 = !DILocation(line: 279, column: 14, scope: !1218)
!1220 = !DILocation(line: 279, column: 25, scope: !1221)
!1221 = distinct !DILexicalBlock(scope: !1218, file: !2, line: 279, column: 9)
!1222 = !DILocation(line: 279, column: 30, scope: !1221)
!1223 = !DILocation(line: 279, column: 9, scope: !1218)
!1224 = !DILocalVariable(name: "l_68", scope: !1225, file: !2, line: 281, type: !217)
!1225 = distinct !DILexicalBlock(scope: !1221, file: !2, line: 280, column: 9)
!1226 = !DILocation(line: 281, column: 22, scope: !1225)
!1227 = !DILocalVariable(name: "l_71", scope: !1225, file: !2, line: 282, type: !910)
!1228 = !DILocation(line: 282, column: 30, scope: !1225)
!1229 = !DILocalVariable(name: "l_72", scope: !1225, file: !2, line: 283, type: !968)
!1230 = !DILocation(line: 283, column: 23, scope: !1225)
!1231 = !DILocation(line: 283, column: 31, scope: !1225)
!1232 = !DILocalVariable(name: "l_73", scope: !1225, file: !2, line: 284, type: !1071)
!1233 = !DILocation(line: 284, column: 22, scope: !1225)
!1234 = !DILocalVariable(name: "l_74", scope: !1225, file: !2, line: 285, type: !1071)
!1235 = !DILocation(line: 285, column: 22, scope: !1225)
!1236 = !DILocalVariable(name: "l_76", scope: !1225, file: !2, line: 286, type: !968)
!1237 = !DILocation(line: 286, column: 23, scope: !1225)
!1238 = !DILocalVariable(name: "l_88", scope: !1225, file: !2, line: 287, type: !1239)
!1239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 64)
!1240 = !DILocation(line: 287, column: 22, scope: !1225)
!1241 = !DILocalVariable(name: "l_89", scope: !1225, file: !2, line: 288, type: !1239)
!1242 = !DILocation(line: 288, column: 22, scope: !1225)
!1243 = !DILocalVariable(name: "l_99", scope: !1225, file: !2, line: 289, type: !176)
!1244 = !DILocation(line: 289, column: 21, scope: !1225)
!1245 = !DILocalVariable(name: "l_100", scope: !1225, file: !2, line: 290, type: !176)
!1246 = !DILocation(line: 290, column: 21, scope: !1225)
!1247 = !DILocalVariable(name: "l_116", scope: !1225, file: !2, line: 291, type: !234)
!1248 = !DILocation(line: 291, column: 21, scope: !1225)
!1249 = !DILocalVariable(name: "l_126", scope: !1225, file: !2, line: 292, type: !221)
!1250 = !DILocation(line: 292, column: 24, scope: !1225)
!1251 = !DILocation(line: 292, column: 33, scope: !1225)
!1252 = !DILocalVariable(name: "l_125", scope: !1225, file: !2, line: 293, type: !1253)
!1253 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1029, size: 1792, elements: !1254)
!1254 = !{!656, !1060, !19}
!1255 = !DILocation(line: 293, column: 25, scope: !1225)
!1256 = !DILocation(line: 293, column: 44, scope: !1225)
!1257 = !DILocation(line: 293, column: 42, scope: !1225)
!1258 = !DILocation(line: 293, column: 78, scope: !1225)
!1259 = !DILocation(line: 293, column: 114, scope: !1225)
!1260 = !DILocation(line: 293, column: 150, scope: !1225)
!1261 = !DILocation(line: 293, column: 184, scope: !1225)
!1262 = !DILocation(line: 293, column: 216, scope: !1225)
!1263 = !DILocation(line: 293, column: 250, scope: !1225)
!1264 = !DILocalVariable(name: "l_137", scope: !1225, file: !2, line: 294, type: !217)
!1265 = !DILocation(line: 294, column: 22, scope: !1225)
!1266 = !DILocalVariable(name: "i", scope: !1225, file: !2, line: 295, type: !13)
!1267 = !DILocation(line: 295, column: 17, scope: !1225)
!1268 = !DILocalVariable(name: "j", scope: !1225, file: !2, line: 295, type: !13)
!1269 = !DILocation(line: 295, column: 20, scope: !1225)
!1270 = !DILocalVariable(name: "k", scope: !1225, file: !2, line: 295, type: !13)
!1271 = !DILocation(line: 295, column: 23, scope: !1225)
!1272 = !DILocation(line: 296, column: 121, scope: !1225)
!1273 = !DILocation(line: 296, column: 118, scope: !1225)
!1274 = !DILocation(line: 296, column: 108, scope: !1225)
!1275 = !DILocation(line: 296, column: 150, scope: !1225)
!1276 = !DILocation(line: 296, column: 142, scope: !1225)
!1277 = !DILocation(line: 296, column: 148, scope: !1225)
!1278 = !DILocation(line: 296, column: 136, scope: !1225)
!1279 = !DILocation(line: 296, column: 129, scope: !1225)
!1280 = !DILocation(line: 296, column: 171, scope: !1225)
!1281 = !DILocation(line: 296, column: 163, scope: !1225)
!1282 = !DILocation(line: 296, column: 169, scope: !1225)
!1283 = !DILocation(line: 296, column: 157, scope: !1225)
!1284 = !DILocation(line: 296, column: 128, scope: !1225)
!1285 = !DILocation(line: 296, column: 81, scope: !1225)
!1286 = !DILocation(line: 296, column: 80, scope: !1225)
!1287 = !DILocation(line: 296, column: 51, scope: !1225)
!1288 = !DILocation(line: 296, column: 50, scope: !1225)
!1289 = !DILocation(line: 296, column: 185, scope: !1225)
!1290 = !DILocation(line: 296, column: 49, scope: !1225)
!1291 = !DILocation(line: 296, column: 41, scope: !1225)
!1292 = !DILocation(line: 296, column: 47, scope: !1225)
!1293 = !DILocation(line: 296, column: 209, scope: !1225)
!1294 = !DILocation(line: 296, column: 27, scope: !1225)
!1295 = !DILocation(line: 296, column: 33, scope: !1225)
!1296 = !DILocation(line: 296, column: 243, scope: !1225)
!1297 = !DILocation(line: 296, column: 240, scope: !1225)
!1298 = !DILocation(line: 296, column: 15, scope: !1225)
!1299 = !DILocation(line: 296, column: 21, scope: !1225)
!1300 = !DILocation(line: 297, column: 9, scope: !1225)
!1301 = !DILocation(line: 279, column: 36, scope: !1221)
!1302 = !DILocation(line: 279, column: 9, scope: !1221)
!1303 = distinct !{!1303, !1223, !1304, !386}
!1304 = !DILocation(line: 297, column: 9, scope: !1218)
!1305 = !DILocation(line: 298, column: 14, scope: !1183)
!1306 = !DILocation(line: 300, column: 9, scope: !1307)
!1307 = distinct !DILexicalBlock(scope: !1007, file: !2, line: 300, column: 9)
!1308 = !DILocation(line: 300, column: 9, scope: !1007)
!1309 = !DILocation(line: 301, column: 9, scope: !1307)
!1310 = !DILabel(scope: !1007, name: "lbl_157", file: !2, line: 302)
!1311 = !DILocation(line: 302, column: 1, scope: !1007)
!1312 = !DILocation(line: 303, column: 7, scope: !1007)
!1313 = !DILocation(line: 303, column: 16, scope: !1007)
!1314 = !DILocation(line: 304, column: 16, scope: !1315)
!1315 = distinct !DILexicalBlock(scope: !1007, file: !2, line: 304, column: 5)
!1316 = !DILocation(line: 304, column: 10, scope: !1315)
!1317 = !DILocation(line: 304, column: 26, scope: !1318)
!1318 = distinct !DILexicalBlock(scope: !1315, file: !2, line: 304, column: 5)
!1319 = !DILocation(line: 304, column: 32, scope: !1318)
!1320 = !DILocation(line: 304, column: 5, scope: !1315)
!1321 = !DILocalVariable(name: "l_164", scope: !1322, file: !2, line: 306, type: !277)
!1322 = distinct !DILexicalBlock(scope: !1318, file: !2, line: 305, column: 5)
!1323 = !DILocation(line: 306, column: 18, scope: !1322)
!1324 = !DILocalVariable(name: "l_165", scope: !1322, file: !2, line: 307, type: !290)
!1325 = !DILocation(line: 307, column: 18, scope: !1322)
!1326 = !DILocalVariable(name: "l_167", scope: !1322, file: !2, line: 308, type: !277)
!1327 = !DILocation(line: 308, column: 18, scope: !1322)
!1328 = !DILocation(line: 309, column: 20, scope: !1329)
!1329 = distinct !DILexicalBlock(scope: !1322, file: !2, line: 309, column: 9)
!1330 = !DILocation(line: 309, column: 14, scope: !1329)
!1331 = !DILocation(line: 309, column: 26, scope: !1332)
!1332 = distinct !DILexicalBlock(scope: !1329, file: !2, line: 309, column: 9)
!1333 = !DILocation(line: 309, column: 32, scope: !1332)
!1334 = !DILocation(line: 309, column: 9, scope: !1329)
!1335 = !DILocalVariable(name: "l_161", scope: !1336, file: !2, line: 311, type: !1239)
!1336 = distinct !DILexicalBlock(scope: !1332, file: !2, line: 310, column: 9)
!1337 = !DILocation(line: 311, column: 22, scope: !1336)
!1338 = !DILocalVariable(name: "l_160", scope: !1336, file: !2, line: 312, type: !1339)
!1339 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1239, size: 64)
!1340 = !DILocation(line: 312, column: 23, scope: !1336)
!1341 = !DILocalVariable(name: "l_162", scope: !1336, file: !2, line: 313, type: !1239)
!1342 = !DILocation(line: 313, column: 22, scope: !1336)
!1343 = !DILocalVariable(name: "l_163", scope: !1336, file: !2, line: 314, type: !1344)
!1344 = !DICompositeType(tag: DW_TAG_array_type, baseType: !217, size: 448, elements: !655)
!1345 = !DILocation(line: 314, column: 22, scope: !1336)
!1346 = !DILocation(line: 314, column: 33, scope: !1336)
!1347 = !DILocalVariable(name: "l_175", scope: !1336, file: !2, line: 315, type: !202)
!1348 = !DILocation(line: 315, column: 23, scope: !1336)
!1349 = !DILocalVariable(name: "i", scope: !1336, file: !2, line: 316, type: !13)
!1350 = !DILocation(line: 316, column: 17, scope: !1336)
!1351 = !DILocation(line: 317, column: 33, scope: !1352)
!1352 = distinct !DILexicalBlock(scope: !1336, file: !2, line: 317, column: 17)
!1353 = !DILocation(line: 317, column: 40, scope: !1352)
!1354 = !DILocation(line: 317, column: 52, scope: !1352)
!1355 = !DILocation(line: 317, column: 49, scope: !1352)
!1356 = !DILocation(line: 317, column: 27, scope: !1352)
!1357 = !DILocation(line: 317, column: 17, scope: !1336)
!1358 = !DILocalVariable(name: "l_166", scope: !1359, file: !2, line: 319, type: !176)
!1359 = distinct !DILexicalBlock(scope: !1352, file: !2, line: 318, column: 13)
!1360 = !DILocation(line: 319, column: 25, scope: !1359)
!1361 = !DILocalVariable(name: "i", scope: !1359, file: !2, line: 320, type: !13)
!1362 = !DILocation(line: 320, column: 21, scope: !1359)
!1363 = !DILocation(line: 321, column: 25, scope: !1359)
!1364 = !DILocation(line: 321, column: 22, scope: !1359)
!1365 = !DILocation(line: 322, column: 25, scope: !1359)
!1366 = !DILocation(line: 322, column: 23, scope: !1359)
!1367 = !DILocation(line: 323, column: 13, scope: !1359)
!1368 = !DILocalVariable(name: "l_172", scope: !1369, file: !2, line: 326, type: !968)
!1369 = distinct !DILexicalBlock(scope: !1352, file: !2, line: 325, column: 13)
!1370 = !DILocation(line: 326, column: 27, scope: !1369)
!1371 = !DILocalVariable(name: "l_173", scope: !1369, file: !2, line: 327, type: !968)
!1372 = !DILocation(line: 327, column: 27, scope: !1369)
!1373 = !DILocation(line: 327, column: 36, scope: !1369)
!1374 = !DILocalVariable(name: "l_174", scope: !1369, file: !2, line: 328, type: !176)
!1375 = !DILocation(line: 328, column: 25, scope: !1369)
!1376 = !DILocation(line: 329, column: 82, scope: !1369)
!1377 = !DILocation(line: 329, column: 87, scope: !1369)
!1378 = !DILocation(line: 329, column: 94, scope: !1369)
!1379 = !DILocation(line: 329, column: 109, scope: !1369)
!1380 = !DILocation(line: 329, column: 100, scope: !1369)
!1381 = !DILocation(line: 329, column: 116, scope: !1369)
!1382 = !DILocation(line: 329, column: 125, scope: !1369)
!1383 = !DILocation(line: 329, column: 131, scope: !1369)
!1384 = !DILocation(line: 329, column: 121, scope: !1369)
!1385 = !DILocation(line: 329, column: 113, scope: !1369)
!1386 = !DILocation(line: 329, column: 154, scope: !1369)
!1387 = !DILocation(line: 329, column: 91, scope: !1369)
!1388 = !DILocation(line: 329, column: 158, scope: !1369)
!1389 = !DILocation(line: 329, column: 81, scope: !1369)
!1390 = !DILocation(line: 329, column: 66, scope: !1369)
!1391 = !DILocation(line: 329, column: 54, scope: !1369)
!1392 = !DILocation(line: 329, column: 63, scope: !1369)
!1393 = !DILocation(line: 329, column: 53, scope: !1369)
!1394 = !DILocation(line: 329, column: 44, scope: !1369)
!1395 = !DILocation(line: 329, column: 51, scope: !1369)
!1396 = !DILocation(line: 329, column: 31, scope: !1369)
!1397 = !DILocation(line: 329, column: 38, scope: !1369)
!1398 = !DILocation(line: 329, column: 195, scope: !1369)
!1399 = !DILocation(line: 329, column: 189, scope: !1369)
!1400 = !DILocation(line: 329, column: 187, scope: !1369)
!1401 = !DILocation(line: 329, column: 25, scope: !1369)
!1402 = !DILocation(line: 330, column: 21, scope: !1403)
!1403 = distinct !DILexicalBlock(scope: !1369, file: !2, line: 330, column: 21)
!1404 = !DILocation(line: 330, column: 21, scope: !1369)
!1405 = !DILocation(line: 331, column: 21, scope: !1403)
!1406 = !DILocation(line: 334, column: 13, scope: !1407)
!1407 = distinct !DILexicalBlock(scope: !1408, file: !2, line: 334, column: 13)
!1408 = distinct !DILexicalBlock(scope: !1336, file: !2, line: 334, column: 13)
!1409 = !DILocation(line: 334, column: 13, scope: !1408)
!1410 = !DILocation(line: 335, column: 24, scope: !1411)
!1411 = distinct !DILexicalBlock(scope: !1336, file: !2, line: 335, column: 13)
!1412 = !DILocation(line: 335, column: 18, scope: !1411)
!1413 = !DILocation(line: 335, column: 30, scope: !1414)
!1414 = distinct !DILexicalBlock(scope: !1411, file: !2, line: 335, column: 13)
!1415 = !DILocation(line: 335, column: 36, scope: !1414)
!1416 = !DILocation(line: 335, column: 13, scope: !1411)
!1417 = !DILocation(line: 337, column: 17, scope: !1418)
!1418 = distinct !DILexicalBlock(scope: !1414, file: !2, line: 336, column: 13)
!1419 = !DILocation(line: 335, column: 49, scope: !1414)
!1420 = !DILocation(line: 335, column: 13, scope: !1414)
!1421 = distinct !{!1421, !1416, !1422, !386}
!1422 = !DILocation(line: 340, column: 13, scope: !1411)
!1423 = !DILocation(line: 341, column: 24, scope: !1424)
!1424 = distinct !DILexicalBlock(scope: !1336, file: !2, line: 341, column: 13)
!1425 = !DILocation(line: 341, column: 18, scope: !1424)
!1426 = !DILocation(line: 341, column: 30, scope: !1427)
!1427 = distinct !DILexicalBlock(scope: !1424, file: !2, line: 341, column: 13)
!1428 = !DILocation(line: 341, column: 36, scope: !1427)
!1429 = !DILocation(line: 341, column: 13, scope: !1424)
!1430 = !DILocation(line: 343, column: 19, scope: !1431)
!1431 = distinct !DILexicalBlock(scope: !1427, file: !2, line: 342, column: 13)
!1432 = !DILocation(line: 343, column: 28, scope: !1431)
!1433 = !DILocation(line: 344, column: 13, scope: !1431)
!1434 = !DILocation(line: 341, column: 49, scope: !1427)
!1435 = !DILocation(line: 341, column: 13, scope: !1427)
!1436 = distinct !{!1436, !1429, !1437, !386}
!1437 = !DILocation(line: 344, column: 13, scope: !1424)
!1438 = !DILocation(line: 345, column: 9, scope: !1336)
!1439 = !DILocation(line: 309, column: 45, scope: !1332)
!1440 = !DILocation(line: 309, column: 9, scope: !1332)
!1441 = distinct !{!1441, !1334, !1442, !386}
!1442 = !DILocation(line: 345, column: 9, scope: !1329)
!1443 = !DILocation(line: 346, column: 5, scope: !1322)
!1444 = !DILocation(line: 304, column: 39, scope: !1318)
!1445 = !DILocation(line: 304, column: 5, scope: !1318)
!1446 = distinct !{!1446, !1320, !1447, !386}
!1447 = !DILocation(line: 346, column: 5, scope: !1315)
!1448 = !DILocation(line: 347, column: 11, scope: !1449)
!1449 = distinct !DILexicalBlock(scope: !1007, file: !2, line: 347, column: 9)
!1450 = !DILocation(line: 347, column: 23, scope: !1449)
!1451 = !DILocation(line: 347, column: 20, scope: !1449)
!1452 = !DILocation(line: 347, column: 10, scope: !1449)
!1453 = !DILocation(line: 347, column: 40, scope: !1449)
!1454 = !DILocation(line: 347, column: 39, scope: !1449)
!1455 = !DILocation(line: 347, column: 33, scope: !1449)
!1456 = !DILocation(line: 347, column: 9, scope: !1007)
!1457 = !DILocalVariable(name: "l_180", scope: !1458, file: !2, line: 349, type: !176)
!1458 = distinct !DILexicalBlock(scope: !1449, file: !2, line: 348, column: 5)
!1459 = !DILocation(line: 349, column: 17, scope: !1458)
!1460 = !DILocalVariable(name: "l_182", scope: !1458, file: !2, line: 350, type: !217)
!1461 = !DILocation(line: 350, column: 18, scope: !1458)
!1462 = !DILocalVariable(name: "l_183", scope: !1458, file: !2, line: 351, type: !217)
!1463 = !DILocation(line: 351, column: 18, scope: !1458)
!1464 = !DILocalVariable(name: "l_184", scope: !1458, file: !2, line: 352, type: !217)
!1465 = !DILocation(line: 352, column: 18, scope: !1458)
!1466 = !DILocalVariable(name: "l_185", scope: !1458, file: !2, line: 353, type: !217)
!1467 = !DILocation(line: 353, column: 18, scope: !1458)
!1468 = !DILocalVariable(name: "l_186", scope: !1458, file: !2, line: 354, type: !217)
!1469 = !DILocation(line: 354, column: 18, scope: !1458)
!1470 = !DILocalVariable(name: "l_187", scope: !1458, file: !2, line: 355, type: !217)
!1471 = !DILocation(line: 355, column: 18, scope: !1458)
!1472 = !DILocalVariable(name: "l_188", scope: !1458, file: !2, line: 356, type: !1473)
!1473 = !DICompositeType(tag: DW_TAG_array_type, baseType: !217, size: 1920, elements: !1474)
!1474 = !{!34, !101}
!1475 = !DILocation(line: 356, column: 18, scope: !1458)
!1476 = !DILocation(line: 356, column: 35, scope: !1458)
!1477 = !DILocation(line: 356, column: 33, scope: !1458)
!1478 = !DILocation(line: 356, column: 45, scope: !1458)
!1479 = !DILocation(line: 356, column: 32, scope: !1458)
!1480 = !DILocation(line: 356, column: 82, scope: !1458)
!1481 = !DILocation(line: 356, column: 93, scope: !1458)
!1482 = !DILocation(line: 356, column: 135, scope: !1458)
!1483 = !DILocation(line: 356, column: 133, scope: !1458)
!1484 = !DILocation(line: 356, column: 163, scope: !1458)
!1485 = !DILocation(line: 356, column: 173, scope: !1458)
!1486 = !DILocation(line: 356, column: 190, scope: !1458)
!1487 = !DILocation(line: 356, column: 199, scope: !1458)
!1488 = !DILocation(line: 356, column: 216, scope: !1458)
!1489 = !DILocation(line: 356, column: 242, scope: !1458)
!1490 = !DILocation(line: 356, column: 240, scope: !1458)
!1491 = !DILocation(line: 356, column: 280, scope: !1458)
!1492 = !DILocalVariable(name: "i", scope: !1458, file: !2, line: 357, type: !13)
!1493 = !DILocation(line: 357, column: 13, scope: !1458)
!1494 = !DILocalVariable(name: "j", scope: !1458, file: !2, line: 357, type: !13)
!1495 = !DILocation(line: 357, column: 16, scope: !1458)
!1496 = !DILocation(line: 358, column: 22, scope: !1458)
!1497 = !DILocation(line: 358, column: 32, scope: !1458)
!1498 = !DILocation(line: 358, column: 38, scope: !1458)
!1499 = !DILocation(line: 358, column: 28, scope: !1458)
!1500 = !DILocation(line: 358, column: 11, scope: !1458)
!1501 = !DILocation(line: 358, column: 18, scope: !1458)
!1502 = !DILocation(line: 359, column: 14, scope: !1458)
!1503 = !DILocation(line: 360, column: 11, scope: !1458)
!1504 = !DILocation(line: 360, column: 9, scope: !1458)
!1505 = !DILocation(line: 361, column: 5, scope: !1458)
!1506 = !DILocalVariable(name: "l_207", scope: !1507, file: !2, line: 364, type: !118)
!1507 = distinct !DILexicalBlock(scope: !1449, file: !2, line: 363, column: 5)
!1508 = !DILocation(line: 364, column: 18, scope: !1507)
!1509 = !DILocalVariable(name: "l_211", scope: !1507, file: !2, line: 365, type: !176)
!1510 = !DILocation(line: 365, column: 17, scope: !1507)
!1511 = !DILocalVariable(name: "l_212", scope: !1507, file: !2, line: 366, type: !202)
!1512 = !DILocation(line: 366, column: 19, scope: !1507)
!1513 = !DILocation(line: 367, column: 20, scope: !1514)
!1514 = distinct !DILexicalBlock(scope: !1507, file: !2, line: 367, column: 9)
!1515 = !DILocation(line: 367, column: 14, scope: !1514)
!1516 = !DILocation(line: 367, column: 26, scope: !1517)
!1517 = distinct !DILexicalBlock(scope: !1514, file: !2, line: 367, column: 9)
!1518 = !DILocation(line: 367, column: 32, scope: !1517)
!1519 = !DILocation(line: 367, column: 9, scope: !1514)
!1520 = !DILocalVariable(name: "l_197", scope: !1521, file: !2, line: 369, type: !1033)
!1521 = distinct !DILexicalBlock(scope: !1517, file: !2, line: 368, column: 9)
!1522 = !DILocation(line: 369, column: 26, scope: !1521)
!1523 = !DILocalVariable(name: "l_196", scope: !1521, file: !2, line: 370, type: !1524)
!1524 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1033, size: 64)
!1525 = !DILocation(line: 370, column: 27, scope: !1521)
!1526 = !DILocalVariable(name: "l_200", scope: !1521, file: !2, line: 371, type: !176)
!1527 = !DILocation(line: 371, column: 21, scope: !1521)
!1528 = !DILocation(line: 372, column: 31, scope: !1529)
!1529 = distinct !DILexicalBlock(scope: !1521, file: !2, line: 372, column: 17)
!1530 = !DILocation(line: 372, column: 38, scope: !1529)
!1531 = !DILocation(line: 372, column: 25, scope: !1529)
!1532 = !DILocation(line: 372, column: 17, scope: !1521)
!1533 = !DILocalVariable(name: "l_198", scope: !1534, file: !2, line: 374, type: !217)
!1534 = distinct !DILexicalBlock(scope: !1529, file: !2, line: 373, column: 13)
!1535 = !DILocation(line: 374, column: 26, scope: !1534)
!1536 = !DILocalVariable(name: "l_199", scope: !1534, file: !2, line: 375, type: !217)
!1537 = !DILocation(line: 375, column: 26, scope: !1534)
!1538 = !DILocalVariable(name: "l_201", scope: !1534, file: !2, line: 376, type: !217)
!1539 = !DILocation(line: 376, column: 26, scope: !1534)
!1540 = !DILocalVariable(name: "l_202", scope: !1534, file: !2, line: 377, type: !217)
!1541 = !DILocation(line: 377, column: 26, scope: !1534)
!1542 = !DILocalVariable(name: "l_203", scope: !1534, file: !2, line: 378, type: !1543)
!1543 = !DICompositeType(tag: DW_TAG_array_type, baseType: !176, size: 128, elements: !18)
!1544 = !DILocation(line: 378, column: 25, scope: !1534)
!1545 = !DILocalVariable(name: "l_204", scope: !1534, file: !2, line: 379, type: !217)
!1546 = !DILocation(line: 379, column: 26, scope: !1534)
!1547 = !DILocalVariable(name: "l_205", scope: !1534, file: !2, line: 380, type: !217)
!1548 = !DILocation(line: 380, column: 26, scope: !1534)
!1549 = !DILocalVariable(name: "l_206", scope: !1534, file: !2, line: 381, type: !1550)
!1550 = !DICompositeType(tag: DW_TAG_array_type, baseType: !217, size: 1024, elements: !1551)
!1551 = !{!24, !6, !1060}
!1552 = !DILocation(line: 381, column: 26, scope: !1534)
!1553 = !DILocation(line: 381, column: 45, scope: !1534)
!1554 = !DILocation(line: 381, column: 44, scope: !1534)
!1555 = !DILocation(line: 381, column: 55, scope: !1534)
!1556 = !DILocation(line: 381, column: 53, scope: !1534)
!1557 = !DILocation(line: 381, column: 43, scope: !1534)
!1558 = !DILocation(line: 381, column: 67, scope: !1534)
!1559 = !DILocation(line: 381, column: 66, scope: !1534)
!1560 = !DILocation(line: 381, column: 75, scope: !1534)
!1561 = !DILocation(line: 381, column: 87, scope: !1534)
!1562 = !DILocation(line: 381, column: 85, scope: !1534)
!1563 = !DILocation(line: 381, column: 84, scope: !1534)
!1564 = !DILocation(line: 381, column: 97, scope: !1534)
!1565 = !DILocation(line: 381, column: 107, scope: !1534)
!1566 = !DILocation(line: 381, column: 106, scope: !1534)
!1567 = !DILocation(line: 381, column: 117, scope: !1534)
!1568 = !DILocation(line: 381, column: 115, scope: !1534)
!1569 = !DILocation(line: 381, column: 129, scope: !1534)
!1570 = !DILocation(line: 381, column: 128, scope: !1534)
!1571 = !DILocation(line: 381, column: 137, scope: !1534)
!1572 = !DILocation(line: 381, column: 149, scope: !1534)
!1573 = !DILocation(line: 381, column: 147, scope: !1534)
!1574 = !DILocation(line: 381, column: 146, scope: !1534)
!1575 = !DILocation(line: 381, column: 159, scope: !1534)
!1576 = !DILocation(line: 381, column: 169, scope: !1534)
!1577 = !DILocation(line: 381, column: 168, scope: !1534)
!1578 = !DILocation(line: 381, column: 179, scope: !1534)
!1579 = !DILocation(line: 381, column: 177, scope: !1534)
!1580 = !DILocation(line: 381, column: 191, scope: !1534)
!1581 = !DILocation(line: 381, column: 190, scope: !1534)
!1582 = !DILocation(line: 381, column: 199, scope: !1534)
!1583 = !DILocalVariable(name: "i", scope: !1534, file: !2, line: 382, type: !13)
!1584 = !DILocation(line: 382, column: 21, scope: !1534)
!1585 = !DILocalVariable(name: "j", scope: !1534, file: !2, line: 382, type: !13)
!1586 = !DILocation(line: 382, column: 24, scope: !1534)
!1587 = !DILocalVariable(name: "k", scope: !1534, file: !2, line: 382, type: !13)
!1588 = !DILocation(line: 382, column: 27, scope: !1534)
!1589 = !DILocation(line: 383, column: 24, scope: !1590)
!1590 = distinct !DILexicalBlock(scope: !1534, file: !2, line: 383, column: 17)
!1591 = !DILocation(line: 383, column: 22, scope: !1590)
!1592 = !DILocation(line: 383, column: 29, scope: !1593)
!1593 = distinct !DILexicalBlock(scope: !1590, file: !2, line: 383, column: 17)
!1594 = !DILocation(line: 383, column: 31, scope: !1593)
!1595 = !DILocation(line: 383, column: 17, scope: !1590)
!1596 = !DILocation(line: 384, column: 27, scope: !1593)
!1597 = !DILocation(line: 384, column: 21, scope: !1593)
!1598 = !DILocation(line: 384, column: 30, scope: !1593)
!1599 = !DILocation(line: 383, column: 37, scope: !1593)
!1600 = !DILocation(line: 383, column: 17, scope: !1593)
!1601 = distinct !{!1601, !1595, !1602, !386}
!1602 = !DILocation(line: 384, column: 32, scope: !1590)
!1603 = !DILocation(line: 385, column: 26, scope: !1534)
!1604 = !DILocation(line: 385, column: 23, scope: !1534)
!1605 = !DILocation(line: 386, column: 21, scope: !1606)
!1606 = distinct !DILexicalBlock(scope: !1534, file: !2, line: 386, column: 21)
!1607 = !DILocation(line: 386, column: 21, scope: !1534)
!1608 = !DILocation(line: 387, column: 21, scope: !1606)
!1609 = !DILocation(line: 388, column: 17, scope: !1534)
!1610 = !DILocation(line: 389, column: 21, scope: !1611)
!1611 = distinct !DILexicalBlock(scope: !1534, file: !2, line: 389, column: 21)
!1612 = !DILocation(line: 389, column: 21, scope: !1534)
!1613 = !DILocation(line: 390, column: 21, scope: !1611)
!1614 = !DILocation(line: 391, column: 13, scope: !1534)
!1615 = !DILocalVariable(name: "l_210", scope: !1616, file: !2, line: 394, type: !1617)
!1616 = distinct !DILexicalBlock(scope: !1529, file: !2, line: 393, column: 13)
!1617 = !DICompositeType(tag: DW_TAG_array_type, baseType: !217, size: 256, elements: !18)
!1618 = !DILocation(line: 394, column: 26, scope: !1616)
!1619 = !DILocation(line: 394, column: 37, scope: !1616)
!1620 = !DILocalVariable(name: "i", scope: !1616, file: !2, line: 395, type: !13)
!1621 = !DILocation(line: 395, column: 21, scope: !1616)
!1622 = !DILocation(line: 396, column: 23, scope: !1616)
!1623 = !DILocation(line: 397, column: 17, scope: !1616)
!1624 = !DILocation(line: 401, column: 24, scope: !1625)
!1625 = distinct !DILexicalBlock(scope: !1521, file: !2, line: 401, column: 13)
!1626 = !DILocation(line: 401, column: 18, scope: !1625)
!1627 = !DILocation(line: 401, column: 30, scope: !1628)
!1628 = distinct !DILexicalBlock(scope: !1625, file: !2, line: 401, column: 13)
!1629 = !DILocation(line: 401, column: 36, scope: !1628)
!1630 = !DILocation(line: 401, column: 13, scope: !1625)
!1631 = !DILocation(line: 403, column: 27, scope: !1632)
!1632 = distinct !DILexicalBlock(scope: !1628, file: !2, line: 402, column: 13)
!1633 = !DILocation(line: 403, column: 26, scope: !1632)
!1634 = !DILocation(line: 404, column: 21, scope: !1635)
!1635 = distinct !DILexicalBlock(scope: !1632, file: !2, line: 404, column: 21)
!1636 = !DILocation(line: 404, column: 21, scope: !1632)
!1637 = !DILocation(line: 405, column: 21, scope: !1635)
!1638 = !DILocation(line: 406, column: 13, scope: !1632)
!1639 = !DILocation(line: 401, column: 49, scope: !1628)
!1640 = !DILocation(line: 401, column: 13, scope: !1628)
!1641 = distinct !{!1641, !1630, !1642, !386}
!1642 = !DILocation(line: 406, column: 13, scope: !1625)
!1643 = !DILocation(line: 407, column: 9, scope: !1521)
!1644 = !DILocation(line: 367, column: 45, scope: !1517)
!1645 = !DILocation(line: 367, column: 9, scope: !1517)
!1646 = distinct !{!1646, !1519, !1647, !386}
!1647 = !DILocation(line: 407, column: 9, scope: !1514)
!1648 = !DILocation(line: 409, column: 12, scope: !1007)
!1649 = !DILocation(line: 409, column: 5, scope: !1007)
!1650 = !DILocation(line: 412, column: 1, scope: !1007)
!1651 = distinct !DISubprogram(name: "safe_unary_minus_func_uint32_t_u", scope: !890, file: !890, line: 743, type: !1652, scopeLine: 744, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !339)
!1652 = !DISubroutineType(types: !1653)
!1653 = !{!118, !118}
!1654 = !DILocalVariable(name: "ui", arg: 1, scope: !1651, file: !890, line: 743, type: !118)
!1655 = !DILocation(line: 743, column: 49, scope: !1651)
!1656 = !DILocation(line: 746, column: 11, scope: !1651)
!1657 = !DILocation(line: 746, column: 10, scope: !1651)
!1658 = !DILocation(line: 746, column: 3, scope: !1651)
!1659 = distinct !DISubprogram(name: "safe_sub_func_uint64_t_u_u", scope: !890, file: !890, line: 860, type: !1660, scopeLine: 861, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !339)
!1660 = !DISubroutineType(types: !1661)
!1661 = !{!290, !290, !290}
!1662 = !DILocalVariable(name: "ui1", arg: 1, scope: !1659, file: !890, line: 860, type: !290)
!1663 = !DILocation(line: 860, column: 43, scope: !1659)
!1664 = !DILocalVariable(name: "ui2", arg: 2, scope: !1659, file: !890, line: 860, type: !290)
!1665 = !DILocation(line: 860, column: 57, scope: !1659)
!1666 = !DILocation(line: 863, column: 10, scope: !1659)
!1667 = !DILocation(line: 863, column: 16, scope: !1659)
!1668 = !DILocation(line: 863, column: 14, scope: !1659)
!1669 = !DILocation(line: 863, column: 3, scope: !1659)
!1670 = distinct !DISubprogram(name: "safe_add_func_int32_t_s_s", scope: !890, file: !890, line: 288, type: !1671, scopeLine: 289, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !339)
!1671 = !DISubroutineType(types: !1672)
!1672 = !{!176, !176, !176}
!1673 = !DILocalVariable(name: "si1", arg: 1, scope: !1670, file: !890, line: 288, type: !176)
!1674 = !DILocation(line: 288, column: 41, scope: !1670)
!1675 = !DILocalVariable(name: "si2", arg: 2, scope: !1670, file: !890, line: 288, type: !176)
!1676 = !DILocation(line: 288, column: 54, scope: !1670)
!1677 = !DILocation(line: 294, column: 8, scope: !1670)
!1678 = !DILocation(line: 294, column: 11, scope: !1670)
!1679 = !DILocation(line: 294, column: 15, scope: !1670)
!1680 = !DILocation(line: 294, column: 19, scope: !1670)
!1681 = !DILocation(line: 294, column: 22, scope: !1670)
!1682 = !DILocation(line: 294, column: 26, scope: !1670)
!1683 = !DILocation(line: 294, column: 30, scope: !1670)
!1684 = !DILocation(line: 294, column: 47, scope: !1670)
!1685 = !DILocation(line: 294, column: 46, scope: !1670)
!1686 = !DILocation(line: 294, column: 34, scope: !1670)
!1687 = !DILocation(line: 294, column: 54, scope: !1670)
!1688 = !DILocation(line: 294, column: 59, scope: !1670)
!1689 = !DILocation(line: 294, column: 62, scope: !1670)
!1690 = !DILocation(line: 294, column: 66, scope: !1670)
!1691 = !DILocation(line: 294, column: 70, scope: !1670)
!1692 = !DILocation(line: 294, column: 73, scope: !1670)
!1693 = !DILocation(line: 294, column: 77, scope: !1670)
!1694 = !DILocation(line: 294, column: 81, scope: !1670)
!1695 = !DILocation(line: 294, column: 98, scope: !1670)
!1696 = !DILocation(line: 294, column: 97, scope: !1670)
!1697 = !DILocation(line: 294, column: 85, scope: !1670)
!1698 = !DILocation(line: 294, column: 5, scope: !1670)
!1699 = !DILocation(line: 295, column: 6, scope: !1670)
!1700 = !DILocation(line: 298, column: 6, scope: !1670)
!1701 = !DILocation(line: 298, column: 12, scope: !1670)
!1702 = !DILocation(line: 298, column: 10, scope: !1670)
!1703 = !DILocation(line: 291, column: 3, scope: !1670)
!1704 = distinct !DISubprogram(name: "safe_add_func_int16_t_s_s", scope: !890, file: !890, line: 158, type: !1705, scopeLine: 159, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !339)
!1705 = !DISubroutineType(types: !1706)
!1706 = !{!285, !285, !285}
!1707 = !DILocalVariable(name: "si1", arg: 1, scope: !1704, file: !890, line: 158, type: !285)
!1708 = !DILocation(line: 158, column: 41, scope: !1704)
!1709 = !DILocalVariable(name: "si2", arg: 2, scope: !1704, file: !890, line: 158, type: !285)
!1710 = !DILocation(line: 158, column: 54, scope: !1704)
!1711 = !DILocation(line: 168, column: 6, scope: !1704)
!1712 = !DILocation(line: 168, column: 12, scope: !1704)
!1713 = !DILocation(line: 168, column: 10, scope: !1704)
!1714 = !DILocation(line: 168, column: 5, scope: !1704)
!1715 = !DILocation(line: 161, column: 3, scope: !1704)
!1716 = distinct !DISubprogram(name: "safe_div_func_int16_t_s_s", scope: !890, file: !890, line: 212, type: !1705, scopeLine: 213, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !339)
!1717 = !DILocalVariable(name: "si1", arg: 1, scope: !1716, file: !890, line: 212, type: !285)
!1718 = !DILocation(line: 212, column: 41, scope: !1716)
!1719 = !DILocalVariable(name: "si2", arg: 2, scope: !1716, file: !890, line: 212, type: !285)
!1720 = !DILocation(line: 212, column: 54, scope: !1716)
!1721 = !DILocation(line: 217, column: 7, scope: !1716)
!1722 = !DILocation(line: 217, column: 11, scope: !1716)
!1723 = !DILocation(line: 217, column: 17, scope: !1716)
!1724 = !DILocation(line: 217, column: 22, scope: !1716)
!1725 = !DILocation(line: 217, column: 26, scope: !1716)
!1726 = !DILocation(line: 217, column: 40, scope: !1716)
!1727 = !DILocation(line: 217, column: 44, scope: !1716)
!1728 = !DILocation(line: 217, column: 48, scope: !1716)
!1729 = !DILocation(line: 217, column: 5, scope: !1716)
!1730 = !DILocation(line: 218, column: 6, scope: !1716)
!1731 = !DILocation(line: 218, column: 5, scope: !1716)
!1732 = !DILocation(line: 220, column: 6, scope: !1716)
!1733 = !DILocation(line: 220, column: 12, scope: !1716)
!1734 = !DILocation(line: 220, column: 10, scope: !1716)
!1735 = !DILocation(line: 215, column: 3, scope: !1716)
!1736 = distinct !DISubprogram(name: "safe_lshift_func_int16_t_s_s", scope: !890, file: !890, line: 224, type: !1737, scopeLine: 225, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !339)
!1737 = !DISubroutineType(types: !1738)
!1738 = !{!285, !285, !13}
!1739 = !DILocalVariable(name: "left", arg: 1, scope: !1736, file: !890, line: 224, type: !285)
!1740 = !DILocation(line: 224, column: 44, scope: !1736)
!1741 = !DILocalVariable(name: "right", arg: 2, scope: !1736, file: !890, line: 224, type: !13)
!1742 = !DILocation(line: 224, column: 54, scope: !1736)
!1743 = !DILocation(line: 229, column: 7, scope: !1736)
!1744 = !DILocation(line: 229, column: 12, scope: !1736)
!1745 = !DILocation(line: 229, column: 17, scope: !1736)
!1746 = !DILocation(line: 229, column: 27, scope: !1736)
!1747 = !DILocation(line: 229, column: 34, scope: !1736)
!1748 = !DILocation(line: 229, column: 39, scope: !1736)
!1749 = !DILocation(line: 229, column: 49, scope: !1736)
!1750 = !DILocation(line: 229, column: 56, scope: !1736)
!1751 = !DILocation(line: 229, column: 63, scope: !1736)
!1752 = !DILocation(line: 229, column: 67, scope: !1736)
!1753 = !DILocation(line: 229, column: 94, scope: !1736)
!1754 = !DILocation(line: 229, column: 85, scope: !1736)
!1755 = !DILocation(line: 229, column: 72, scope: !1736)
!1756 = !DILocation(line: 229, column: 5, scope: !1736)
!1757 = !DILocation(line: 230, column: 6, scope: !1736)
!1758 = !DILocation(line: 230, column: 5, scope: !1736)
!1759 = !DILocation(line: 232, column: 6, scope: !1736)
!1760 = !DILocation(line: 232, column: 20, scope: !1736)
!1761 = !DILocation(line: 232, column: 11, scope: !1736)
!1762 = !DILocation(line: 227, column: 3, scope: !1736)
!1763 = distinct !DISubprogram(name: "safe_add_func_uint64_t_u_u", scope: !890, file: !890, line: 853, type: !1660, scopeLine: 854, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !339)
!1764 = !DILocalVariable(name: "ui1", arg: 1, scope: !1763, file: !890, line: 853, type: !290)
!1765 = !DILocation(line: 853, column: 43, scope: !1763)
!1766 = !DILocalVariable(name: "ui2", arg: 2, scope: !1763, file: !890, line: 853, type: !290)
!1767 = !DILocation(line: 853, column: 57, scope: !1763)
!1768 = !DILocation(line: 856, column: 10, scope: !1763)
!1769 = !DILocation(line: 856, column: 16, scope: !1763)
!1770 = !DILocation(line: 856, column: 14, scope: !1763)
!1771 = !DILocation(line: 856, column: 3, scope: !1763)
!1772 = distinct !DISubprogram(name: "crc32_8bytes", scope: !116, file: !116, line: 97, type: !1773, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !339)
!1773 = !DISubroutineType(types: !1774)
!1774 = !{null, !290}
!1775 = !DILocalVariable(name: "val", arg: 1, scope: !1772, file: !116, line: 97, type: !290)
!1776 = !DILocation(line: 97, column: 24, scope: !1772)
!1777 = !DILocation(line: 99, column: 15, scope: !1772)
!1778 = !DILocation(line: 99, column: 18, scope: !1772)
!1779 = !DILocation(line: 99, column: 23, scope: !1772)
!1780 = !DILocation(line: 99, column: 14, scope: !1772)
!1781 = !DILocation(line: 99, column: 2, scope: !1772)
!1782 = !DILocation(line: 100, column: 15, scope: !1772)
!1783 = !DILocation(line: 100, column: 18, scope: !1772)
!1784 = !DILocation(line: 100, column: 23, scope: !1772)
!1785 = !DILocation(line: 100, column: 14, scope: !1772)
!1786 = !DILocation(line: 100, column: 2, scope: !1772)
!1787 = !DILocation(line: 101, column: 15, scope: !1772)
!1788 = !DILocation(line: 101, column: 18, scope: !1772)
!1789 = !DILocation(line: 101, column: 24, scope: !1772)
!1790 = !DILocation(line: 101, column: 14, scope: !1772)
!1791 = !DILocation(line: 101, column: 2, scope: !1772)
!1792 = !DILocation(line: 102, column: 15, scope: !1772)
!1793 = !DILocation(line: 102, column: 18, scope: !1772)
!1794 = !DILocation(line: 102, column: 24, scope: !1772)
!1795 = !DILocation(line: 102, column: 14, scope: !1772)
!1796 = !DILocation(line: 102, column: 2, scope: !1772)
!1797 = !DILocation(line: 103, column: 15, scope: !1772)
!1798 = !DILocation(line: 103, column: 18, scope: !1772)
!1799 = !DILocation(line: 103, column: 24, scope: !1772)
!1800 = !DILocation(line: 103, column: 14, scope: !1772)
!1801 = !DILocation(line: 103, column: 2, scope: !1772)
!1802 = !DILocation(line: 104, column: 15, scope: !1772)
!1803 = !DILocation(line: 104, column: 18, scope: !1772)
!1804 = !DILocation(line: 104, column: 24, scope: !1772)
!1805 = !DILocation(line: 104, column: 14, scope: !1772)
!1806 = !DILocation(line: 104, column: 2, scope: !1772)
!1807 = !DILocation(line: 105, column: 15, scope: !1772)
!1808 = !DILocation(line: 105, column: 18, scope: !1772)
!1809 = !DILocation(line: 105, column: 24, scope: !1772)
!1810 = !DILocation(line: 105, column: 14, scope: !1772)
!1811 = !DILocation(line: 105, column: 2, scope: !1772)
!1812 = !DILocation(line: 106, column: 15, scope: !1772)
!1813 = !DILocation(line: 106, column: 18, scope: !1772)
!1814 = !DILocation(line: 106, column: 24, scope: !1772)
!1815 = !DILocation(line: 106, column: 14, scope: !1772)
!1816 = !DILocation(line: 106, column: 2, scope: !1772)
!1817 = !DILocation(line: 107, column: 1, scope: !1772)
!1818 = distinct !DISubprogram(name: "crc32_byte", scope: !116, file: !116, line: 71, type: !1819, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !339)
!1819 = !DISubroutineType(types: !1820)
!1820 = !{null, !234}
!1821 = !DILocalVariable(name: "b", arg: 1, scope: !1818, file: !116, line: 71, type: !234)
!1822 = !DILocation(line: 71, column: 21, scope: !1818)
!1823 = !DILocation(line: 73, column: 5, scope: !1818)
!1824 = !DILocation(line: 73, column: 19, scope: !1818)
!1825 = !DILocation(line: 73, column: 25, scope: !1818)
!1826 = !DILocation(line: 74, column: 14, scope: !1818)
!1827 = !DILocation(line: 74, column: 30, scope: !1818)
!1828 = !DILocation(line: 74, column: 28, scope: !1818)
!1829 = !DILocation(line: 74, column: 33, scope: !1818)
!1830 = !DILocation(line: 74, column: 3, scope: !1818)
!1831 = !DILocation(line: 73, column: 39, scope: !1818)
!1832 = !DILocation(line: 72, column: 16, scope: !1818)
!1833 = !DILocation(line: 75, column: 1, scope: !1818)
