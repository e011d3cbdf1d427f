; ModuleID = 'packed_121.c'
source_filename = "packed_121.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.U4 = type { i8, [3 x i8] }
%union.U3 = type { i32 }
%struct.S1 = type { i32, [20 x i8] }

@.str.1 = private unnamed_addr constant [10 x i8] c"g_2[i].f0\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [10 x i8] c"g_2[i].f1\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [10 x i8] c"g_2[i].f2\00", align 1, !dbg !9
@.str.4 = private unnamed_addr constant [10 x i8] c"g_2[i].f3\00", align 1, !dbg !11
@.str.5 = private unnamed_addr constant [10 x i8] c"g_2[i].f4\00", align 1, !dbg !13
@.str.6 = private unnamed_addr constant [10 x i8] c"g_2[i].f5\00", align 1, !dbg !15
@.str.7 = private unnamed_addr constant [10 x i8] c"g_2[i].f6\00", align 1, !dbg !17
@.str.8 = private unnamed_addr constant [10 x i8] c"g_2[i].f7\00", align 1, !dbg !19
@.str.9 = private unnamed_addr constant [10 x i8] c"g_2[i].f8\00", align 1, !dbg !21
@.str.10 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !23
@g_3 = internal unnamed_addr global [8 x [8 x i32]] [[8 x i32] [i32 1, i32 0, i32 -1, i32 -1, i32 -1347038773, i32 1648051977, i32 1611486355, i32 1648051977], [8 x i32] [i32 334881745, i32 0, i32 0, i32 0, i32 334881745, i32 -1, i32 7, i32 8], [8 x i32] [i32 -1, i32 -1347038773, i32 334881745, i32 7, i32 1020077158, i32 -1, i32 0, i32 0], [8 x i32] [i32 1611486355, i32 0, i32 334881745, i32 334881745, i32 0, i32 1611486355, i32 7, i32 1020077158], [8 x i32] [i32 1020077158, i32 1648051977, i32 0, i32 8, i32 0, i32 334881745, i32 0, i32 0], [8 x i32] [i32 8, i32 -1, i32 0, i32 7, i32 0, i32 -1, i32 8, i32 -1477121516], [8 x i32] [i32 -1347038773, i32 0, i32 3, i32 1, i32 334881745, i32 -1477121516, i32 1648051977, i32 -1], [8 x i32] [i32 7, i32 1611486355, i32 0, i32 334881745, i32 334881745, i32 0, i32 1611486355, i32 7]], align 16, !dbg !28
@.str.11 = private unnamed_addr constant [10 x i8] c"g_3[i][j]\00", align 1, !dbg !41
@.str.12 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !43
@g_4 = internal global i32 1, align 4, !dbg !578
@.str.13 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1, !dbg !48
@g_5 = internal unnamed_addr global i32 5, align 4, !dbg !580
@.str.14 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1, !dbg !53
@g_6 = internal unnamed_addr global i32 -10, align 4, !dbg !582
@.str.15 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1, !dbg !55
@.str.16 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1, !dbg !57
@.str.17 = private unnamed_addr constant [5 x i8] c"g_18\00", align 1, !dbg !62
@g_19 = internal global i16 -8, align 2, !dbg !591
@.str.18 = private unnamed_addr constant [5 x i8] c"g_19\00", align 1, !dbg !64
@g_22 = internal global [2 x i16] [i16 9, i16 9], align 2, !dbg !594
@.str.19 = private unnamed_addr constant [8 x i8] c"g_22[i]\00", align 1, !dbg !66
@.str.20 = private unnamed_addr constant [5 x i8] c"g_33\00", align 1, !dbg !71
@.str.21 = private unnamed_addr constant [8 x i8] c"g_48.f0\00", align 1, !dbg !73
@.str.22 = private unnamed_addr constant [8 x i8] c"g_66.f0\00", align 1, !dbg !75
@.str.23 = private unnamed_addr constant [8 x i8] c"g_66.f1\00", align 1, !dbg !77
@.str.24 = private unnamed_addr constant [8 x i8] c"g_66.f2\00", align 1, !dbg !79
@.str.25 = private unnamed_addr constant [8 x i8] c"g_66.f3\00", align 1, !dbg !81
@.str.26 = private unnamed_addr constant [6 x i8] c"g_102\00", align 1, !dbg !83
@.str.27 = private unnamed_addr constant [6 x i8] c"g_131\00", align 1, !dbg !88
@g_135 = internal global %union.U4 { i8 3, [3 x i8] undef }, align 4, !dbg !623
@.str.28 = private unnamed_addr constant [9 x i8] c"g_135.f0\00", align 1, !dbg !90
@g_174 = internal global %union.U4 { i8 6, [3 x i8] undef }, align 4, !dbg !630
@.str.29 = private unnamed_addr constant [9 x i8] c"g_174.f0\00", align 1, !dbg !95
@.str.30 = private unnamed_addr constant [6 x i8] c"g_177\00", align 1, !dbg !97
@.str.31 = private unnamed_addr constant [6 x i8] c"g_221\00", align 1, !dbg !99
@.str.32 = private unnamed_addr constant [6 x i8] c"g_242\00", align 1, !dbg !101
@.str.33 = private unnamed_addr constant [9 x i8] c"g_286.f0\00", align 1, !dbg !103
@.str.34 = private unnamed_addr constant [9 x i8] c"g_286.f1\00", align 1, !dbg !105
@.str.35 = private unnamed_addr constant [9 x i8] c"g_286.f2\00", align 1, !dbg !107
@.str.36 = private unnamed_addr constant [9 x i8] c"g_286.f3\00", align 1, !dbg !109
@.str.37 = private unnamed_addr constant [9 x i8] c"g_305.f0\00", align 1, !dbg !111
@.str.38 = private unnamed_addr constant [9 x i8] c"g_305.f1\00", align 1, !dbg !113
@.str.39 = private unnamed_addr constant [9 x i8] c"g_305.f2\00", align 1, !dbg !115
@.str.40 = private unnamed_addr constant [9 x i8] c"g_305.f3\00", align 1, !dbg !117
@g_308 = internal constant %union.U3 { i32 1 }, align 4, !dbg !643
@.str.41 = private unnamed_addr constant [9 x i8] c"g_308.f0\00", align 1, !dbg !119
@.str.42 = private unnamed_addr constant [9 x i8] c"g_308.f1\00", align 1, !dbg !121
@.str.43 = private unnamed_addr constant [9 x i8] c"g_308.f2\00", align 1, !dbg !123
@.str.44 = private unnamed_addr constant [9 x i8] c"g_308.f3\00", align 1, !dbg !125
@.str.45 = private unnamed_addr constant [6 x i8] c"g_340\00", align 1, !dbg !127
@.str.46 = private unnamed_addr constant [6 x i8] c"g_382\00", align 1, !dbg !129
@.str.47 = private unnamed_addr constant [6 x i8] c"g_407\00", align 1, !dbg !131
@.str.48 = private unnamed_addr constant [9 x i8] c"g_501[i]\00", align 1, !dbg !133
@g_551 = internal global %union.U4 { i8 1, [3 x i8] undef }, align 4, !dbg !662
@.str.49 = private unnamed_addr constant [9 x i8] c"g_551.f0\00", align 1, !dbg !135
@.str.50 = private unnamed_addr constant [6 x i8] c"g_580\00", align 1, !dbg !137
@g_601 = internal global [4 x %union.U3] [%union.U3 { i32 -1667832456 }, %union.U3 { i32 -1667832456 }, %union.U3 { i32 -1667832456 }, %union.U3 { i32 -1667832456 }], align 16, !dbg !666
@.str.51 = private unnamed_addr constant [12 x i8] c"g_601[i].f0\00", align 1, !dbg !139
@.str.52 = private unnamed_addr constant [12 x i8] c"g_601[i].f1\00", align 1, !dbg !144
@.str.53 = private unnamed_addr constant [12 x i8] c"g_601[i].f2\00", align 1, !dbg !146
@.str.54 = private unnamed_addr constant [12 x i8] c"g_601[i].f3\00", align 1, !dbg !148
@g_602 = internal global %union.U3 { i32 1 }, align 4, !dbg !669
@.str.55 = private unnamed_addr constant [9 x i8] c"g_602.f0\00", align 1, !dbg !150
@.str.56 = private unnamed_addr constant [9 x i8] c"g_602.f1\00", align 1, !dbg !152
@.str.57 = private unnamed_addr constant [9 x i8] c"g_602.f2\00", align 1, !dbg !154
@.str.58 = private unnamed_addr constant [9 x i8] c"g_602.f3\00", align 1, !dbg !156
@g_623 = internal global %union.U3 zeroinitializer, align 4, !dbg !671
@.str.59 = private unnamed_addr constant [9 x i8] c"g_623.f0\00", align 1, !dbg !158
@.str.60 = private unnamed_addr constant [9 x i8] c"g_623.f1\00", align 1, !dbg !160
@.str.61 = private unnamed_addr constant [9 x i8] c"g_623.f2\00", align 1, !dbg !162
@.str.62 = private unnamed_addr constant [9 x i8] c"g_623.f3\00", align 1, !dbg !164
@.str.63 = private unnamed_addr constant [6 x i8] c"g_660\00", align 1, !dbg !166
@.str.64 = private unnamed_addr constant [6 x i8] c"g_681\00", align 1, !dbg !168
@.str.65 = private unnamed_addr constant [6 x i8] c"g_712\00", align 1, !dbg !170
@g_781 = internal global [5 x %union.U4] [%union.U4 { i8 2, [3 x i8] undef }, %union.U4 { i8 2, [3 x i8] undef }, %union.U4 { i8 2, [3 x i8] undef }, %union.U4 { i8 2, [3 x i8] undef }, %union.U4 { i8 2, [3 x i8] undef }], align 16, !dbg !679
@.str.66 = private unnamed_addr constant [12 x i8] c"g_781[i].f0\00", align 1, !dbg !172
@g_783 = internal global %union.U4 { i8 1, [3 x i8] undef }, align 4, !dbg !682
@.str.67 = private unnamed_addr constant [9 x i8] c"g_783.f0\00", align 1, !dbg !174
@g_785 = internal global [5 x [8 x [6 x %union.U4]]] [[8 x [6 x %union.U4]] [[6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }]], [8 x [6 x %union.U4]] [[6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }]], [8 x [6 x %union.U4]] [[6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }]], [8 x [6 x %union.U4]] [[6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }]], [8 x [6 x %union.U4]] [[6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 7, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 7, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 7, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 7, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 7, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 7, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 7, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }]]], align 16, !dbg !684
@.str.68 = private unnamed_addr constant [18 x i8] c"g_785[i][j][k].f0\00", align 1, !dbg !176
@.str.69 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !178
@.str.70 = private unnamed_addr constant [6 x i8] c"g_811\00", align 1, !dbg !183
@.str.71 = private unnamed_addr constant [9 x i8] c"g_837.f0\00", align 1, !dbg !185
@.str.72 = private unnamed_addr constant [9 x i8] c"g_837.f1\00", align 1, !dbg !187
@.str.73 = private unnamed_addr constant [9 x i8] c"g_837.f2\00", align 1, !dbg !189
@.str.74 = private unnamed_addr constant [9 x i8] c"g_837.f3\00", align 1, !dbg !191
@.str.75 = private unnamed_addr constant [9 x i8] c"g_837.f4\00", align 1, !dbg !193
@.str.76 = private unnamed_addr constant [9 x i8] c"g_837.f5\00", align 1, !dbg !195
@.str.77 = private unnamed_addr constant [9 x i8] c"g_837.f6\00", align 1, !dbg !197
@.str.78 = private unnamed_addr constant [9 x i8] c"g_837.f7\00", align 1, !dbg !199
@.str.79 = private unnamed_addr constant [9 x i8] c"g_837.f8\00", align 1, !dbg !201
@.str.80 = private unnamed_addr constant [9 x i8] c"g_840.f0\00", align 1, !dbg !203
@.str.81 = private unnamed_addr constant [9 x i8] c"g_840.f1\00", align 1, !dbg !205
@.str.82 = private unnamed_addr constant [9 x i8] c"g_840.f2\00", align 1, !dbg !207
@.str.83 = private unnamed_addr constant [9 x i8] c"g_840.f3\00", align 1, !dbg !209
@.str.84 = private unnamed_addr constant [9 x i8] c"g_840.f4\00", align 1, !dbg !211
@.str.85 = private unnamed_addr constant [9 x i8] c"g_840.f5\00", align 1, !dbg !213
@.str.86 = private unnamed_addr constant [9 x i8] c"g_840.f6\00", align 1, !dbg !215
@.str.87 = private unnamed_addr constant [9 x i8] c"g_840.f7\00", align 1, !dbg !217
@.str.88 = private unnamed_addr constant [9 x i8] c"g_840.f8\00", align 1, !dbg !219
@.str.89 = private unnamed_addr constant [15 x i8] c"g_868[i][j].f0\00", align 1, !dbg !221
@.str.90 = private unnamed_addr constant [15 x i8] c"g_868[i][j].f1\00", align 1, !dbg !226
@.str.91 = private unnamed_addr constant [15 x i8] c"g_868[i][j].f2\00", align 1, !dbg !228
@.str.92 = private unnamed_addr constant [15 x i8] c"g_868[i][j].f3\00", align 1, !dbg !230
@.str.93 = private unnamed_addr constant [15 x i8] c"g_868[i][j].f4\00", align 1, !dbg !232
@.str.94 = private unnamed_addr constant [15 x i8] c"g_868[i][j].f5\00", align 1, !dbg !234
@.str.95 = private unnamed_addr constant [15 x i8] c"g_868[i][j].f6\00", align 1, !dbg !236
@.str.96 = private unnamed_addr constant [15 x i8] c"g_868[i][j].f7\00", align 1, !dbg !238
@.str.97 = private unnamed_addr constant [15 x i8] c"g_868[i][j].f8\00", align 1, !dbg !240
@.str.98 = private unnamed_addr constant [9 x i8] c"g_870.f0\00", align 1, !dbg !242
@.str.99 = private unnamed_addr constant [9 x i8] c"g_870.f1\00", align 1, !dbg !244
@.str.100 = private unnamed_addr constant [9 x i8] c"g_870.f2\00", align 1, !dbg !246
@.str.101 = private unnamed_addr constant [9 x i8] c"g_870.f3\00", align 1, !dbg !248
@.str.102 = private unnamed_addr constant [9 x i8] c"g_870.f4\00", align 1, !dbg !250
@.str.103 = private unnamed_addr constant [9 x i8] c"g_870.f5\00", align 1, !dbg !252
@.str.104 = private unnamed_addr constant [9 x i8] c"g_870.f6\00", align 1, !dbg !254
@.str.105 = private unnamed_addr constant [9 x i8] c"g_870.f7\00", align 1, !dbg !256
@.str.106 = private unnamed_addr constant [9 x i8] c"g_870.f8\00", align 1, !dbg !258
@.str.107 = private unnamed_addr constant [6 x i8] c"g_947\00", align 1, !dbg !260
@.str.108 = private unnamed_addr constant [6 x i8] c"g_975\00", align 1, !dbg !262
@.str.109 = private unnamed_addr constant [13 x i8] c"g_1009[i].f0\00", align 1, !dbg !264
@.str.110 = private unnamed_addr constant [13 x i8] c"g_1009[i].f1\00", align 1, !dbg !269
@.str.111 = private unnamed_addr constant [13 x i8] c"g_1009[i].f2\00", align 1, !dbg !271
@.str.112 = private unnamed_addr constant [13 x i8] c"g_1009[i].f3\00", align 1, !dbg !273
@.str.113 = private unnamed_addr constant [13 x i8] c"g_1009[i].f4\00", align 1, !dbg !275
@.str.114 = private unnamed_addr constant [13 x i8] c"g_1009[i].f5\00", align 1, !dbg !277
@.str.115 = private unnamed_addr constant [13 x i8] c"g_1009[i].f6\00", align 1, !dbg !279
@.str.116 = private unnamed_addr constant [13 x i8] c"g_1009[i].f7\00", align 1, !dbg !281
@.str.117 = private unnamed_addr constant [13 x i8] c"g_1009[i].f8\00", align 1, !dbg !283
@.str.118 = private unnamed_addr constant [7 x i8] c"g_1170\00", align 1, !dbg !285
@.str.119 = private unnamed_addr constant [10 x i8] c"g_1242.f0\00", align 1, !dbg !290
@.str.120 = private unnamed_addr constant [10 x i8] c"g_1242.f1\00", align 1, !dbg !292
@.str.121 = private unnamed_addr constant [10 x i8] c"g_1242.f2\00", align 1, !dbg !294
@.str.122 = private unnamed_addr constant [10 x i8] c"g_1242.f3\00", align 1, !dbg !296
@.str.123 = private unnamed_addr constant [10 x i8] c"g_1242.f4\00", align 1, !dbg !298
@.str.124 = private unnamed_addr constant [10 x i8] c"g_1242.f5\00", align 1, !dbg !300
@.str.125 = private unnamed_addr constant [10 x i8] c"g_1242.f6\00", align 1, !dbg !302
@.str.126 = private unnamed_addr constant [10 x i8] c"g_1242.f7\00", align 1, !dbg !304
@.str.127 = private unnamed_addr constant [10 x i8] c"g_1242.f8\00", align 1, !dbg !306
@.str.128 = private unnamed_addr constant [7 x i8] c"g_1322\00", align 1, !dbg !308
@g_1334 = internal global %union.U3 { i32 843804396 }, align 4, !dbg !713
@.str.129 = private unnamed_addr constant [10 x i8] c"g_1334.f0\00", align 1, !dbg !310
@.str.130 = private unnamed_addr constant [10 x i8] c"g_1334.f1\00", align 1, !dbg !312
@.str.131 = private unnamed_addr constant [10 x i8] c"g_1334.f2\00", align 1, !dbg !314
@.str.132 = private unnamed_addr constant [10 x i8] c"g_1334.f3\00", align 1, !dbg !316
@g_1338 = internal global [3 x [10 x %union.U3]] [[10 x %union.U3] [%union.U3 { i32 -4 }, %union.U3 { i32 77927383 }, %union.U3 { i32 -1827444748 }, %union.U3 { i32 1 }, %union.U3 { i32 1 }, %union.U3 { i32 -1827444748 }, %union.U3 { i32 77927383 }, %union.U3 { i32 -4 }, %union.U3 { i32 77927383 }, %union.U3 { i32 -1827444748 }], [10 x %union.U3] [%union.U3 { i32 5 }, %union.U3 { i32 1834280732 }, %union.U3 { i32 1 }, %union.U3 { i32 1834280732 }, %union.U3 { i32 5 }, %union.U3 { i32 -1827444748 }, %union.U3 { i32 -1827444748 }, %union.U3 { i32 5 }, %union.U3 { i32 1834280732 }, %union.U3 { i32 1 }], [10 x %union.U3] [%union.U3 { i32 -4 }, %union.U3 { i32 -4 }, %union.U3 { i32 1 }, %union.U3 { i32 5 }, %union.U3 { i32 393527515 }, %union.U3 { i32 5 }, %union.U3 { i32 1 }, %union.U3 { i32 -4 }, %union.U3 { i32 -4 }, %union.U3 { i32 1 }]], align 16, !dbg !715
@.str.133 = private unnamed_addr constant [16 x i8] c"g_1338[i][j].f0\00", align 1, !dbg !318
@.str.134 = private unnamed_addr constant [16 x i8] c"g_1338[i][j].f1\00", align 1, !dbg !323
@.str.135 = private unnamed_addr constant [16 x i8] c"g_1338[i][j].f2\00", align 1, !dbg !325
@.str.136 = private unnamed_addr constant [16 x i8] c"g_1338[i][j].f3\00", align 1, !dbg !327
@.str.137 = private unnamed_addr constant [10 x i8] c"g_1340.f0\00", align 1, !dbg !329
@.str.138 = private unnamed_addr constant [10 x i8] c"g_1340.f1\00", align 1, !dbg !331
@.str.139 = private unnamed_addr constant [10 x i8] c"g_1340.f2\00", align 1, !dbg !333
@.str.140 = private unnamed_addr constant [10 x i8] c"g_1340.f3\00", align 1, !dbg !335
@.str.141 = private unnamed_addr constant [10 x i8] c"g_1340.f4\00", align 1, !dbg !337
@.str.142 = private unnamed_addr constant [10 x i8] c"g_1340.f5\00", align 1, !dbg !339
@.str.143 = private unnamed_addr constant [10 x i8] c"g_1340.f6\00", align 1, !dbg !341
@.str.144 = private unnamed_addr constant [10 x i8] c"g_1340.f7\00", align 1, !dbg !343
@.str.145 = private unnamed_addr constant [10 x i8] c"g_1340.f8\00", align 1, !dbg !345
@.str.146 = private unnamed_addr constant [19 x i8] c"g_1344[i][j][k].f0\00", align 1, !dbg !347
@.str.147 = private unnamed_addr constant [19 x i8] c"g_1344[i][j][k].f1\00", align 1, !dbg !352
@.str.148 = private unnamed_addr constant [19 x i8] c"g_1344[i][j][k].f2\00", align 1, !dbg !354
@.str.149 = private unnamed_addr constant [19 x i8] c"g_1344[i][j][k].f3\00", align 1, !dbg !356
@.str.150 = private unnamed_addr constant [19 x i8] c"g_1344[i][j][k].f4\00", align 1, !dbg !358
@.str.151 = private unnamed_addr constant [19 x i8] c"g_1344[i][j][k].f5\00", align 1, !dbg !360
@.str.152 = private unnamed_addr constant [19 x i8] c"g_1344[i][j][k].f6\00", align 1, !dbg !362
@.str.153 = private unnamed_addr constant [19 x i8] c"g_1344[i][j][k].f7\00", align 1, !dbg !364
@.str.154 = private unnamed_addr constant [19 x i8] c"g_1344[i][j][k].f8\00", align 1, !dbg !366
@.str.155 = private unnamed_addr constant [7 x i8] c"g_1405\00", align 1, !dbg !368
@.str.156 = private unnamed_addr constant [7 x i8] c"g_1438\00", align 1, !dbg !370
@g_1551 = internal global [6 x [5 x i16]] [[5 x i16] [i16 32182, i16 32182, i16 32182, i16 32182, i16 32182], [5 x i16] [i16 32182, i16 32182, i16 32182, i16 32182, i16 32182], [5 x i16] [i16 32182, i16 32182, i16 32182, i16 32182, i16 32182], [5 x i16] [i16 32182, i16 32182, i16 32182, i16 32182, i16 32182], [5 x i16] [i16 32182, i16 32182, i16 32182, i16 32182, i16 32182], [5 x i16] [i16 32182, i16 32182, i16 32182, i16 32182, i16 32182]], align 16, !dbg !731
@.str.157 = private unnamed_addr constant [13 x i8] c"g_1551[i][j]\00", align 1, !dbg !372
@.str.158 = private unnamed_addr constant [7 x i8] c"g_1623\00", align 1, !dbg !374
@.str.159 = private unnamed_addr constant [7 x i8] c"g_1695\00", align 1, !dbg !376
@g_1708 = internal global [8 x [9 x [3 x %union.U3]]] [[9 x [3 x %union.U3]] [[3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 -528841812 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 1036023987 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 1124106963 }, %union.U3 { i32 -1225149131 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 -1225149131 }, %union.U3 { i32 -1091871525 }], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 1036023987 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 -528841812 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 1036023987 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 1124106963 }, %union.U3 { i32 -1225149131 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 -1225149131 }, %union.U3 { i32 -1091871525 }]], [9 x [3 x %union.U3]] [[3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 1036023987 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 -528841812 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 1036023987 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 1124106963 }, %union.U3 { i32 -1225149131 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 -1225149131 }, %union.U3 { i32 -1091871525 }], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 1036023987 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 -528841812 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 1036023987 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 1124106963 }, %union.U3 { i32 -1225149131 }, %union.U3 zeroinitializer]], [9 x [3 x %union.U3]] [[3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 -1225149131 }, %union.U3 { i32 -1091871525 }], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 1036023987 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 -528841812 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 1036023987 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 1124106963 }, %union.U3 { i32 -1225149131 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 -1225149131 }, %union.U3 { i32 -1091871525 }], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 1036023987 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 -528841812 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 1036023987 }, %union.U3 { i32 1124106963 }]], [9 x [3 x %union.U3]] [[3 x %union.U3] [%union.U3 { i32 1124106963 }, %union.U3 { i32 -1225149131 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 -1225149131 }, %union.U3 { i32 -1091871525 }], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 1036023987 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 -528841812 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 1036023987 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 1124106963 }, %union.U3 { i32 -1225149131 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 -1225149131 }, %union.U3 { i32 -1091871525 }], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 1036023987 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 -528841812 }, %union.U3 { i32 1124106963 }]], [9 x [3 x %union.U3]] [[3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 1036023987 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 1124106963 }, %union.U3 { i32 -1225149131 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 -1225149131 }, %union.U3 { i32 -1091871525 }], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 1036023987 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 -528841812 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 1036023987 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 1124106963 }, %union.U3 { i32 -1225149131 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 -1225149131 }, %union.U3 { i32 -1091871525 }], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 1036023987 }, %union.U3 zeroinitializer]], [9 x [3 x %union.U3]] [[3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 -528841812 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 1036023987 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 1124106963 }, %union.U3 { i32 -1225149131 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 -1225149131 }, %union.U3 { i32 -1091871525 }], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 1036023987 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 -528841812 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 1036023987 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 1124106963 }, %union.U3 { i32 -1225149131 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 -1225149131 }, %union.U3 { i32 -1091871525 }]], [9 x [3 x %union.U3]] [[3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 1036023987 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 -528841812 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 1036023987 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 1124106963 }, %union.U3 { i32 -1225149131 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 -1225149131 }, %union.U3 { i32 -1091871525 }], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 1036023987 }, %union.U3 zeroinitializer], [3 x %union.U3] [%union.U3 { i32 1337782237 }, %union.U3 { i32 -528841812 }, %union.U3 { i32 1124106963 }], [3 x %union.U3] [%union.U3 { i32 -1091871525 }, %union.U3 { i32 1036023987 }, %union.U3 { i32 1678347238 }], [3 x %union.U3] [%union.U3 { i32 1678347238 }, %union.U3 { i32 1337782237 }, %union.U3 { i32 1299243747 }]], [9 x [3 x %union.U3]] [[3 x %union.U3] [%union.U3 { i32 -557536217 }, %union.U3 { i32 1337782237 }, %union.U3 { i32 -557536217 }], [3 x %union.U3] [%union.U3 { i32 -1908938723 }, %union.U3 { i32 -1091871525 }, %union.U3 { i32 1299243747 }], [3 x %union.U3] [%union.U3 { i32 -1908938723 }, %union.U3 { i32 1124106963 }, %union.U3 { i32 1678347238 }], [3 x %union.U3] [%union.U3 { i32 -557536217 }, %union.U3 { i32 -1091871525 }, %union.U3 { i32 1678347238 }], [3 x %union.U3] [%union.U3 { i32 1678347238 }, %union.U3 { i32 1337782237 }, %union.U3 { i32 1299243747 }], [3 x %union.U3] [%union.U3 { i32 -557536217 }, %union.U3 { i32 1337782237 }, %union.U3 { i32 -557536217 }], [3 x %union.U3] [%union.U3 { i32 -1908938723 }, %union.U3 { i32 -1091871525 }, %union.U3 { i32 1299243747 }], [3 x %union.U3] [%union.U3 { i32 -1908938723 }, %union.U3 { i32 1124106963 }, %union.U3 { i32 1678347238 }], [3 x %union.U3] [%union.U3 { i32 -557536217 }, %union.U3 { i32 -1091871525 }, %union.U3 { i32 1678347238 }]]], align 16, !dbg !739
@.str.160 = private unnamed_addr constant [19 x i8] c"g_1708[i][j][k].f0\00", align 1, !dbg !378
@.str.161 = private unnamed_addr constant [19 x i8] c"g_1708[i][j][k].f1\00", align 1, !dbg !380
@.str.162 = private unnamed_addr constant [19 x i8] c"g_1708[i][j][k].f2\00", align 1, !dbg !382
@.str.163 = private unnamed_addr constant [19 x i8] c"g_1708[i][j][k].f3\00", align 1, !dbg !384
@g_1723 = internal constant [5 x [2 x %union.U3]] [[2 x %union.U3] [%union.U3 { i32 957420479 }, %union.U3 { i32 957420479 }], [2 x %union.U3] [%union.U3 { i32 957420479 }, %union.U3 { i32 957420479 }], [2 x %union.U3] [%union.U3 { i32 957420479 }, %union.U3 { i32 957420479 }], [2 x %union.U3] [%union.U3 { i32 957420479 }, %union.U3 { i32 957420479 }], [2 x %union.U3] [%union.U3 { i32 957420479 }, %union.U3 { i32 957420479 }]], align 16, !dbg !743
@.str.164 = private unnamed_addr constant [16 x i8] c"g_1723[i][j].f0\00", align 1, !dbg !386
@.str.165 = private unnamed_addr constant [16 x i8] c"g_1723[i][j].f1\00", align 1, !dbg !388
@.str.166 = private unnamed_addr constant [16 x i8] c"g_1723[i][j].f2\00", align 1, !dbg !390
@.str.167 = private unnamed_addr constant [16 x i8] c"g_1723[i][j].f3\00", align 1, !dbg !392
@g_1724 = internal constant %union.U3 { i32 -1990316653 }, align 4, !dbg !748
@.str.168 = private unnamed_addr constant [10 x i8] c"g_1724.f0\00", align 1, !dbg !394
@.str.169 = private unnamed_addr constant [10 x i8] c"g_1724.f1\00", align 1, !dbg !396
@.str.170 = private unnamed_addr constant [10 x i8] c"g_1724.f2\00", align 1, !dbg !398
@.str.171 = private unnamed_addr constant [10 x i8] c"g_1724.f3\00", align 1, !dbg !400
@g_1725 = internal global %union.U3 { i32 -1 }, align 4, !dbg !750
@.str.172 = private unnamed_addr constant [10 x i8] c"g_1725.f0\00", align 1, !dbg !402
@.str.173 = private unnamed_addr constant [10 x i8] c"g_1725.f1\00", align 1, !dbg !404
@.str.174 = private unnamed_addr constant [10 x i8] c"g_1725.f2\00", align 1, !dbg !406
@.str.175 = private unnamed_addr constant [10 x i8] c"g_1725.f3\00", align 1, !dbg !408
@.str.176 = private unnamed_addr constant [10 x i8] c"g_1728.f0\00", align 1, !dbg !410
@.str.177 = private unnamed_addr constant [10 x i8] c"g_1728.f1\00", align 1, !dbg !412
@.str.178 = private unnamed_addr constant [10 x i8] c"g_1728.f2\00", align 1, !dbg !414
@.str.179 = private unnamed_addr constant [10 x i8] c"g_1728.f3\00", align 1, !dbg !416
@.str.180 = private unnamed_addr constant [10 x i8] c"g_1728.f4\00", align 1, !dbg !418
@.str.181 = private unnamed_addr constant [10 x i8] c"g_1728.f5\00", align 1, !dbg !420
@.str.182 = private unnamed_addr constant [10 x i8] c"g_1728.f6\00", align 1, !dbg !422
@.str.183 = private unnamed_addr constant [10 x i8] c"g_1728.f7\00", align 1, !dbg !424
@.str.184 = private unnamed_addr constant [10 x i8] c"g_1728.f8\00", align 1, !dbg !426
@.str.185 = private unnamed_addr constant [13 x i8] c"g_1729[i].f0\00", align 1, !dbg !428
@.str.186 = private unnamed_addr constant [13 x i8] c"g_1729[i].f1\00", align 1, !dbg !430
@.str.187 = private unnamed_addr constant [13 x i8] c"g_1729[i].f2\00", align 1, !dbg !432
@.str.188 = private unnamed_addr constant [13 x i8] c"g_1729[i].f3\00", align 1, !dbg !434
@.str.189 = private unnamed_addr constant [13 x i8] c"g_1729[i].f4\00", align 1, !dbg !436
@.str.190 = private unnamed_addr constant [13 x i8] c"g_1729[i].f5\00", align 1, !dbg !438
@.str.191 = private unnamed_addr constant [13 x i8] c"g_1729[i].f6\00", align 1, !dbg !440
@.str.192 = private unnamed_addr constant [13 x i8] c"g_1729[i].f7\00", align 1, !dbg !442
@.str.193 = private unnamed_addr constant [13 x i8] c"g_1729[i].f8\00", align 1, !dbg !444
@g_1875 = internal global [9 x [1 x [6 x %union.U3]]] [[1 x [6 x %union.U3]] [[6 x %union.U3] [%union.U3 { i32 6 }, %union.U3 { i32 6 }, %union.U3 { i32 3 }, %union.U3 { i32 -5 }, %union.U3 { i32 -1762053248 }, %union.U3 { i32 -5 }]], [1 x [6 x %union.U3]] [[6 x %union.U3] [%union.U3 { i32 -9 }, %union.U3 { i32 6 }, %union.U3 { i32 -9 }, %union.U3 { i32 -1562484989 }, %union.U3 { i32 3 }, %union.U3 { i32 3 }]], [1 x [6 x %union.U3]] [[6 x %union.U3] [%union.U3 { i32 7 }, %union.U3 { i32 -9 }, %union.U3 { i32 -9 }, %union.U3 { i32 7 }, %union.U3 { i32 6 }, %union.U3 { i32 -5 }]], [1 x [6 x %union.U3]] [[6 x %union.U3] [%union.U3 { i32 -5 }, %union.U3 { i32 7 }, %union.U3 { i32 3 }, %union.U3 { i32 7 }, %union.U3 { i32 -5 }, %union.U3 { i32 -1562484989 }]], [1 x [6 x %union.U3]] [[6 x %union.U3] [%union.U3 { i32 7 }, %union.U3 { i32 -5 }, %union.U3 { i32 -1562484989 }, %union.U3 { i32 -1562484989 }, %union.U3 { i32 -5 }, %union.U3 { i32 7 }]], [1 x [6 x %union.U3]] [[6 x %union.U3] [%union.U3 { i32 -9 }, %union.U3 { i32 7 }, %union.U3 { i32 6 }, %union.U3 { i32 -5 }, %union.U3 { i32 6 }, %union.U3 { i32 7 }]], [1 x [6 x %union.U3]] [[6 x %union.U3] [%union.U3 { i32 6 }, %union.U3 { i32 -9 }, %union.U3 { i32 -1562484989 }, %union.U3 { i32 3 }, %union.U3 { i32 3 }, %union.U3 { i32 -1562484989 }]], [1 x [6 x %union.U3]] [[6 x %union.U3] [%union.U3 { i32 6 }, %union.U3 { i32 6 }, %union.U3 { i32 3 }, %union.U3 { i32 -5 }, %union.U3 { i32 -1762053248 }, %union.U3 { i32 -5 }]], [1 x [6 x %union.U3]] [[6 x %union.U3] [%union.U3 { i32 -9 }, %union.U3 { i32 6 }, %union.U3 { i32 -9 }, %union.U3 { i32 -1562484989 }, %union.U3 { i32 3 }, %union.U3 { i32 3 }]]], align 16, !dbg !757
@.str.194 = private unnamed_addr constant [19 x i8] c"g_1875[i][j][k].f0\00", align 1, !dbg !446
@.str.195 = private unnamed_addr constant [19 x i8] c"g_1875[i][j][k].f1\00", align 1, !dbg !448
@.str.196 = private unnamed_addr constant [19 x i8] c"g_1875[i][j][k].f2\00", align 1, !dbg !450
@.str.197 = private unnamed_addr constant [19 x i8] c"g_1875[i][j][k].f3\00", align 1, !dbg !452
@.str.198 = private unnamed_addr constant [10 x i8] c"g_1877.f0\00", align 1, !dbg !454
@.str.199 = private unnamed_addr constant [10 x i8] c"g_1877.f1\00", align 1, !dbg !456
@.str.200 = private unnamed_addr constant [10 x i8] c"g_1877.f2\00", align 1, !dbg !458
@.str.201 = private unnamed_addr constant [10 x i8] c"g_1877.f3\00", align 1, !dbg !460
@.str.202 = private unnamed_addr constant [10 x i8] c"g_1877.f4\00", align 1, !dbg !462
@.str.203 = private unnamed_addr constant [10 x i8] c"g_1877.f5\00", align 1, !dbg !464
@.str.204 = private unnamed_addr constant [10 x i8] c"g_1877.f6\00", align 1, !dbg !466
@.str.205 = private unnamed_addr constant [10 x i8] c"g_1877.f7\00", align 1, !dbg !468
@.str.206 = private unnamed_addr constant [10 x i8] c"g_1877.f8\00", align 1, !dbg !470
@.str.207 = private unnamed_addr constant [10 x i8] c"g_1879.f0\00", align 1, !dbg !472
@.str.208 = private unnamed_addr constant [10 x i8] c"g_1879.f1\00", align 1, !dbg !474
@.str.209 = private unnamed_addr constant [10 x i8] c"g_1879.f2\00", align 1, !dbg !476
@.str.210 = private unnamed_addr constant [10 x i8] c"g_1879.f3\00", align 1, !dbg !478
@.str.211 = private unnamed_addr constant [10 x i8] c"g_1879.f4\00", align 1, !dbg !480
@.str.212 = private unnamed_addr constant [10 x i8] c"g_1879.f5\00", align 1, !dbg !482
@.str.213 = private unnamed_addr constant [10 x i8] c"g_1879.f6\00", align 1, !dbg !484
@.str.214 = private unnamed_addr constant [10 x i8] c"g_1879.f7\00", align 1, !dbg !486
@.str.215 = private unnamed_addr constant [10 x i8] c"g_1879.f8\00", align 1, !dbg !488
@g_1891 = internal global %union.U3 zeroinitializer, align 4, !dbg !765
@.str.216 = private unnamed_addr constant [10 x i8] c"g_1891.f0\00", align 1, !dbg !490
@.str.217 = private unnamed_addr constant [10 x i8] c"g_1891.f1\00", align 1, !dbg !492
@.str.218 = private unnamed_addr constant [10 x i8] c"g_1891.f2\00", align 1, !dbg !494
@.str.219 = private unnamed_addr constant [10 x i8] c"g_1891.f3\00", align 1, !dbg !496
@.str.220 = private unnamed_addr constant [10 x i8] c"g_1951.f0\00", align 1, !dbg !498
@.str.221 = private unnamed_addr constant [10 x i8] c"g_1951.f1\00", align 1, !dbg !500
@.str.222 = private unnamed_addr constant [10 x i8] c"g_1951.f2\00", align 1, !dbg !502
@.str.223 = private unnamed_addr constant [10 x i8] c"g_1951.f3\00", align 1, !dbg !504
@.str.224 = private unnamed_addr constant [10 x i8] c"g_1951.f4\00", align 1, !dbg !506
@.str.225 = private unnamed_addr constant [10 x i8] c"g_1951.f5\00", align 1, !dbg !508
@.str.226 = private unnamed_addr constant [10 x i8] c"g_1951.f6\00", align 1, !dbg !510
@.str.227 = private unnamed_addr constant [10 x i8] c"g_1951.f7\00", align 1, !dbg !512
@.str.228 = private unnamed_addr constant [10 x i8] c"g_1951.f8\00", align 1, !dbg !514
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !772
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !516
@.str.229 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !570
@g_2 = internal global [9 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 3, i8 56, i8 111, i8 0, i8 -128, i8 82, i8 0, i8 117, i8 0, i8 -24, i8 -3, i8 -85, i8 3, i8 16, i8 115, i8 5, i8 0, i8 24, i8 28, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 3, i8 56, i8 111, i8 0, i8 -128, i8 82, i8 0, i8 117, i8 0, i8 -24, i8 -3, i8 -85, i8 3, i8 16, i8 115, i8 5, i8 0, i8 24, i8 28, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 3, i8 56, i8 111, i8 0, i8 -128, i8 82, i8 0, i8 117, i8 0, i8 -24, i8 -3, i8 -85, i8 3, i8 16, i8 115, i8 5, i8 0, i8 24, i8 28, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 3, i8 56, i8 111, i8 0, i8 -128, i8 82, i8 0, i8 117, i8 0, i8 -24, i8 -3, i8 -85, i8 3, i8 16, i8 115, i8 5, i8 0, i8 24, i8 28, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 3, i8 56, i8 111, i8 0, i8 -128, i8 82, i8 0, i8 117, i8 0, i8 -24, i8 -3, i8 -85, i8 3, i8 16, i8 115, i8 5, i8 0, i8 24, i8 28, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 3, i8 56, i8 111, i8 0, i8 -128, i8 82, i8 0, i8 117, i8 0, i8 -24, i8 -3, i8 -85, i8 3, i8 16, i8 115, i8 5, i8 0, i8 24, i8 28, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 3, i8 56, i8 111, i8 0, i8 -128, i8 82, i8 0, i8 117, i8 0, i8 -24, i8 -3, i8 -85, i8 3, i8 16, i8 115, i8 5, i8 0, i8 24, i8 28, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 3, i8 56, i8 111, i8 0, i8 -128, i8 82, i8 0, i8 117, i8 0, i8 -24, i8 -3, i8 -85, i8 3, i8 16, i8 115, i8 5, i8 0, i8 24, i8 28, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 3, i8 56, i8 111, i8 0, i8 -128, i8 82, i8 0, i8 117, i8 0, i8 -24, i8 -3, i8 -85, i8 3, i8 16, i8 115, i8 5, i8 0, i8 24, i8 28, i8 0 }], align 16, !dbg !575
@g_837 = internal global { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -8, i8 5, i8 -124, i8 -20, i8 0, i8 0, i8 85, i8 64, i8 -52, i8 0, i8 16, i8 1, i8 74, i8 2, i8 -128, i8 41, i8 -1, i8 -1, i8 -57, i8 14, i8 0 }, align 4, !dbg !690
@g_840 = internal global { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1713830434, i8 -5, i8 -19, i8 -73, i8 0, i8 -128, i8 62, i8 -128, i8 -64, i8 0, i8 -104, i8 1, i8 -6, i8 3, i8 88, i8 125, i8 2, i8 0, i8 72, i8 19, i8 0 }, align 4, !dbg !692
@g_868 = internal global [7 x [6 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[6 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -11, i8 -43, i8 53, i8 0, i8 0, i8 83, i8 -64, i8 9, i8 1, i8 -80, i8 0, i8 104, i8 1, i8 -8, i8 -94, i8 3, i8 0, i8 -112, i8 12, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 6, i8 -3, i8 -5, i8 105, i8 0, i8 -128, i8 75, i8 64, i8 125, i8 0, i8 32, i8 -1, i8 63, i8 -4, i8 -97, i8 10, i8 -3, i8 -1, i8 3, i8 17, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -859728612, i8 -21, i8 17, i8 126, i8 0, i8 -128, i8 62, i8 -128, i8 -51, i8 0, i8 -88, i8 3, i8 4, i8 -4, i8 -41, i8 84, i8 -5, i8 -1, i8 -109, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -5, i8 -9, i8 113, i8 -6, i8 0, i8 -128, i8 33, i8 -128, i8 4, i8 0, i8 48, i8 -2, i8 47, i8 -3, i8 -9, i8 -123, i8 3, i8 0, i8 -20, i8 26, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1, i8 5, i8 -42, i8 112, i8 0, i8 -128, i8 40, i8 0, i8 45, i8 0, i8 -24, i8 1, i8 -80, i8 -1, i8 -41, i8 117, i8 -5, i8 -1, i8 -1, i8 16, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1, i8 5, i8 -42, i8 112, i8 0, i8 -128, i8 40, i8 0, i8 45, i8 0, i8 -24, i8 1, i8 -80, i8 -1, i8 -41, i8 117, i8 -5, i8 -1, i8 -1, i8 16, i8 0 }], [6 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -5, i8 -9, i8 113, i8 -6, i8 0, i8 -128, i8 33, i8 -128, i8 4, i8 0, i8 48, i8 -2, i8 47, i8 -3, i8 -9, i8 -123, i8 3, i8 0, i8 -20, i8 26, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1, i8 5, i8 -42, i8 112, i8 0, i8 -128, i8 40, i8 0, i8 45, i8 0, i8 -24, i8 1, i8 -80, i8 -1, i8 -41, i8 117, i8 -5, i8 -1, i8 -1, i8 16, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1, i8 5, i8 -42, i8 112, i8 0, i8 -128, i8 40, i8 0, i8 45, i8 0, i8 -24, i8 1, i8 -80, i8 -1, i8 -41, i8 117, i8 -5, i8 -1, i8 -1, i8 16, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -5, i8 -9, i8 113, i8 -6, i8 0, i8 -128, i8 33, i8 -128, i8 4, i8 0, i8 48, i8 -2, i8 47, i8 -3, i8 -9, i8 -123, i8 3, i8 0, i8 -20, i8 26, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -859728612, i8 -21, i8 17, i8 126, i8 0, i8 -128, i8 62, i8 -128, i8 -51, i8 0, i8 -88, i8 3, i8 4, i8 -4, i8 -41, i8 84, i8 -5, i8 -1, i8 -109, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 6, i8 -3, i8 -5, i8 105, i8 0, i8 -128, i8 75, i8 64, i8 125, i8 0, i8 32, i8 -1, i8 63, i8 -4, i8 -97, i8 10, i8 -3, i8 -1, i8 3, i8 17, i8 0 }], [6 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -11, i8 -43, i8 53, i8 0, i8 0, i8 83, i8 -64, i8 9, i8 1, i8 -80, i8 0, i8 104, i8 1, i8 -8, i8 -94, i8 3, i8 0, i8 -112, i8 12, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 621586888, i8 -21, i8 83, i8 -65, i8 0, i8 -128, i8 8, i8 0, i8 79, i8 0, i8 24, i8 -4, i8 7, i8 3, i8 -56, i8 115, i8 -5, i8 -1, i8 43, i8 2, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 777771969, i8 -18, i8 39, i8 -18, i8 0, i8 0, i8 81, i8 -128, i8 -2, i8 0, i8 -24, i8 -4, i8 41, i8 -1, i8 -57, i8 46, i8 0, i8 0, i8 8, i8 7, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 6, i8 -3, i8 -5, i8 105, i8 0, i8 -128, i8 75, i8 64, i8 125, i8 0, i8 32, i8 -1, i8 63, i8 -4, i8 -97, i8 10, i8 -3, i8 -1, i8 3, i8 17, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 0, i8 -4, i8 -43, i8 -14, i8 0, i8 0, i8 45, i8 64, i8 72, i8 0, i8 96, i8 -4, i8 -97, i8 0, i8 8, i8 -55, i8 -5, i8 -1, i8 111, i8 20, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1717612842, i8 -6, i8 41, i8 109, i8 0, i8 0, i8 12, i8 0, i8 61, i8 0, i8 72, i8 -2, i8 59, i8 1, i8 -112, i8 23, i8 -5, i8 -1, i8 -9, i8 9, i8 0 }], [6 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 0, i8 -4, i8 -43, i8 -14, i8 0, i8 0, i8 45, i8 64, i8 72, i8 0, i8 96, i8 -4, i8 -97, i8 0, i8 8, i8 -55, i8 -5, i8 -1, i8 111, i8 20, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -859728612, i8 -21, i8 17, i8 126, i8 0, i8 -128, i8 62, i8 -128, i8 -51, i8 0, i8 -88, i8 3, i8 4, i8 -4, i8 -41, i8 84, i8 -5, i8 -1, i8 -109, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 0, i8 20, i8 -58, i8 119, i8 0, i8 -128, i8 69, i8 0, i8 -41, i8 0, i8 -96, i8 -2, i8 -89, i8 1, i8 -48, i8 92, i8 -5, i8 -1, i8 15, i8 13, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -859728612, i8 -21, i8 17, i8 126, i8 0, i8 -128, i8 62, i8 -128, i8 -51, i8 0, i8 -88, i8 3, i8 4, i8 -4, i8 -41, i8 84, i8 -5, i8 -1, i8 -109, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 0, i8 -4, i8 -43, i8 -14, i8 0, i8 0, i8 45, i8 64, i8 72, i8 0, i8 96, i8 -4, i8 -97, i8 0, i8 8, i8 -55, i8 -5, i8 -1, i8 111, i8 20, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 323489920, i8 -20, i8 -121, i8 -14, i8 0, i8 -128, i8 4, i8 -64, i8 86, i8 0, i8 -88, i8 -1, i8 -49, i8 -1, i8 79, i8 87, i8 4, i8 0, i8 -84, i8 1, i8 0 }], [6 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1717612842, i8 -6, i8 41, i8 109, i8 0, i8 0, i8 12, i8 0, i8 61, i8 0, i8 72, i8 -2, i8 59, i8 1, i8 -112, i8 23, i8 -5, i8 -1, i8 -9, i8 9, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 621586888, i8 -21, i8 83, i8 -65, i8 0, i8 -128, i8 8, i8 0, i8 79, i8 0, i8 24, i8 -4, i8 7, i8 3, i8 -56, i8 115, i8 -5, i8 -1, i8 43, i8 2, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 4, i8 110, i8 64, i8 0, i8 -128, i8 58, i8 -64, i8 120, i8 0, i8 -24, i8 -3, i8 -45, i8 0, i8 -120, i8 117, i8 -6, i8 -1, i8 -109, i8 21, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 0, i8 19, i8 64, i8 104, i8 0, i8 0, i8 36, i8 0, i8 74, i8 0, i8 -56, i8 2, i8 -78, i8 3, i8 -16, i8 -80, i8 -6, i8 -1, i8 -41, i8 10, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -859728612, i8 -21, i8 17, i8 126, i8 0, i8 -128, i8 62, i8 -128, i8 -51, i8 0, i8 -88, i8 3, i8 4, i8 -4, i8 -41, i8 84, i8 -5, i8 -1, i8 -109, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 777771969, i8 -18, i8 39, i8 -18, i8 0, i8 0, i8 81, i8 -128, i8 -2, i8 0, i8 -24, i8 -4, i8 41, i8 -1, i8 -57, i8 46, i8 0, i8 0, i8 8, i8 7, i8 0 }], [6 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 777771969, i8 -18, i8 39, i8 -18, i8 0, i8 0, i8 81, i8 -128, i8 -2, i8 0, i8 -24, i8 -4, i8 41, i8 -1, i8 -57, i8 46, i8 0, i8 0, i8 8, i8 7, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1, i8 5, i8 -42, i8 112, i8 0, i8 -128, i8 40, i8 0, i8 45, i8 0, i8 -24, i8 1, i8 -80, i8 -1, i8 -41, i8 117, i8 -5, i8 -1, i8 -1, i8 16, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 621586888, i8 -21, i8 83, i8 -65, i8 0, i8 -128, i8 8, i8 0, i8 79, i8 0, i8 24, i8 -4, i8 7, i8 3, i8 -56, i8 115, i8 -5, i8 -1, i8 43, i8 2, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 621586888, i8 -21, i8 83, i8 -65, i8 0, i8 -128, i8 8, i8 0, i8 79, i8 0, i8 24, i8 -4, i8 7, i8 3, i8 -56, i8 115, i8 -5, i8 -1, i8 43, i8 2, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1, i8 5, i8 -42, i8 112, i8 0, i8 -128, i8 40, i8 0, i8 45, i8 0, i8 -24, i8 1, i8 -80, i8 -1, i8 -41, i8 117, i8 -5, i8 -1, i8 -1, i8 16, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 777771969, i8 -18, i8 39, i8 -18, i8 0, i8 0, i8 81, i8 -128, i8 -2, i8 0, i8 -24, i8 -4, i8 41, i8 -1, i8 -57, i8 46, i8 0, i8 0, i8 8, i8 7, i8 0 }], [6 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 0, i8 19, i8 64, i8 104, i8 0, i8 0, i8 36, i8 0, i8 74, i8 0, i8 -56, i8 2, i8 -78, i8 3, i8 -16, i8 -80, i8 -6, i8 -1, i8 -41, i8 10, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 6, i8 -3, i8 -5, i8 105, i8 0, i8 -128, i8 75, i8 64, i8 125, i8 0, i8 32, i8 -1, i8 63, i8 -4, i8 -97, i8 10, i8 -3, i8 -1, i8 3, i8 17, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 4, i8 110, i8 64, i8 0, i8 -128, i8 58, i8 -64, i8 120, i8 0, i8 -24, i8 -3, i8 -45, i8 0, i8 -120, i8 117, i8 -6, i8 -1, i8 -109, i8 21, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 0, i8 -4, i8 -43, i8 -14, i8 0, i8 0, i8 45, i8 64, i8 72, i8 0, i8 96, i8 -4, i8 -97, i8 0, i8 8, i8 -55, i8 -5, i8 -1, i8 111, i8 20, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 777771969, i8 -18, i8 39, i8 -18, i8 0, i8 0, i8 81, i8 -128, i8 -2, i8 0, i8 -24, i8 -4, i8 41, i8 -1, i8 -57, i8 46, i8 0, i8 0, i8 8, i8 7, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 323489920, i8 -20, i8 -121, i8 -14, i8 0, i8 -128, i8 4, i8 -64, i8 86, i8 0, i8 -88, i8 -1, i8 -49, i8 -1, i8 79, i8 87, i8 4, i8 0, i8 -84, i8 1, i8 0 }]], align 16, !dbg !694
@g_870 = internal global { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -2, i8 18, i8 -128, i8 -36, i8 0, i8 -128, i8 83, i8 0, i8 24, i8 0, i8 -104, i8 -4, i8 -11, i8 -4, i8 111, i8 -127, i8 -5, i8 -1, i8 55, i8 9, i8 0 }, align 4, !dbg !698
@g_1009 = internal global [8 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -4, i8 -20, i8 -109, i8 91, i8 0, i8 0, i8 80, i8 0, i8 -33, i8 0, i8 -80, i8 2, i8 112, i8 -2, i8 -121, i8 125, i8 -4, i8 -1, i8 55, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -4, i8 -20, i8 -109, i8 91, i8 0, i8 0, i8 80, i8 0, i8 -33, i8 0, i8 -80, i8 2, i8 112, i8 -2, i8 -121, i8 125, i8 -4, i8 -1, i8 55, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -4, i8 -20, i8 -109, i8 91, i8 0, i8 0, i8 80, i8 0, i8 -33, i8 0, i8 -80, i8 2, i8 112, i8 -2, i8 -121, i8 125, i8 -4, i8 -1, i8 55, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -4, i8 -20, i8 -109, i8 91, i8 0, i8 0, i8 80, i8 0, i8 -33, i8 0, i8 -80, i8 2, i8 112, i8 -2, i8 -121, i8 125, i8 -4, i8 -1, i8 55, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -4, i8 -20, i8 -109, i8 91, i8 0, i8 0, i8 80, i8 0, i8 -33, i8 0, i8 -80, i8 2, i8 112, i8 -2, i8 -121, i8 125, i8 -4, i8 -1, i8 55, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -4, i8 -20, i8 -109, i8 91, i8 0, i8 0, i8 80, i8 0, i8 -33, i8 0, i8 -80, i8 2, i8 112, i8 -2, i8 -121, i8 125, i8 -4, i8 -1, i8 55, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -4, i8 -20, i8 -109, i8 91, i8 0, i8 0, i8 80, i8 0, i8 -33, i8 0, i8 -80, i8 2, i8 112, i8 -2, i8 -121, i8 125, i8 -4, i8 -1, i8 55, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -4, i8 -20, i8 -109, i8 91, i8 0, i8 0, i8 80, i8 0, i8 -33, i8 0, i8 -80, i8 2, i8 112, i8 -2, i8 -121, i8 125, i8 -4, i8 -1, i8 55, i8 4, i8 0 }], align 16, !dbg !704
@g_1242 = internal global { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 702904655, i8 -12, i8 -67, i8 118, i8 0, i8 -128, i8 24, i8 -64, i8 24, i8 1, i8 -8, i8 -2, i8 -53, i8 2, i8 -48, i8 -60, i8 3, i8 0, i8 100, i8 1, i8 0 }, align 4, !dbg !709
@g_1340 = internal global { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -4, i8 -14, i8 -121, i8 88, i8 0, i8 0, i8 49, i8 -128, i8 41, i8 1, i8 -72, i8 -1, i8 -79, i8 -1, i8 47, i8 122, i8 -2, i8 -1, i8 -25, i8 9, i8 0 }, align 4, !dbg !720
@g_1344 = internal global [1 x [9 x [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }]]] [[9 x [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1947590364, i8 -3, i8 -85, i8 -93, i8 0, i8 -128, i8 19, i8 64, i8 -18, i8 0, i8 -32, i8 -2, i8 -93, i8 3, i8 112, i8 -103, i8 -6, i8 -1, i8 -17, i8 18, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -4, i8 -115, i8 -13, i8 0, i8 -128, i8 65, i8 64, i8 82, i8 1, i8 -72, i8 1, i8 96, i8 0, i8 -48, i8 56, i8 -3, i8 -1, i8 67, i8 21, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -6, i8 51, i8 -59, i8 0, i8 -128, i8 68, i8 0, i8 84, i8 0, i8 -72, i8 3, i8 -40, i8 -4, i8 -73, i8 -116, i8 5, i8 0, i8 -24, i8 18, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -6, i8 51, i8 -59, i8 0, i8 -128, i8 68, i8 0, i8 84, i8 0, i8 -72, i8 3, i8 -40, i8 -4, i8 -73, i8 -116, i8 5, i8 0, i8 -24, i8 18, i8 0 }], [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 7, i8 5, i8 18, i8 -85, i8 0, i8 -128, i8 84, i8 -64, i8 -27, i8 0, i8 112, i8 -3, i8 11, i8 3, i8 88, i8 56, i8 4, i8 0, i8 16, i8 11, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 7, i8 5, i8 18, i8 -85, i8 0, i8 -128, i8 84, i8 -64, i8 -27, i8 0, i8 112, i8 -3, i8 11, i8 3, i8 88, i8 56, i8 4, i8 0, i8 16, i8 11, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -20, i8 -93, i8 24, i8 0, i8 0, i8 65, i8 -64, i8 18, i8 1, i8 112, i8 -2, i8 121, i8 1, i8 120, i8 -106, i8 -5, i8 -1, i8 -53, i8 27, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -4, i8 -115, i8 -13, i8 0, i8 -128, i8 65, i8 64, i8 82, i8 1, i8 -72, i8 1, i8 96, i8 0, i8 -48, i8 56, i8 -3, i8 -1, i8 67, i8 21, i8 0 }], [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -4, i8 -115, i8 -13, i8 0, i8 -128, i8 65, i8 64, i8 82, i8 1, i8 -72, i8 1, i8 96, i8 0, i8 -48, i8 56, i8 -3, i8 -1, i8 67, i8 21, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1947590364, i8 -3, i8 -85, i8 -93, i8 0, i8 -128, i8 19, i8 64, i8 -18, i8 0, i8 -32, i8 -2, i8 -93, i8 3, i8 112, i8 -103, i8 -6, i8 -1, i8 -17, i8 18, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -20, i8 -93, i8 24, i8 0, i8 0, i8 65, i8 -64, i8 18, i8 1, i8 112, i8 -2, i8 121, i8 1, i8 120, i8 -106, i8 -5, i8 -1, i8 -53, i8 27, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1947590364, i8 -3, i8 -85, i8 -93, i8 0, i8 -128, i8 19, i8 64, i8 -18, i8 0, i8 -32, i8 -2, i8 -93, i8 3, i8 112, i8 -103, i8 -6, i8 -1, i8 -17, i8 18, i8 0 }], [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 7, i8 5, i8 18, i8 -85, i8 0, i8 -128, i8 84, i8 -64, i8 -27, i8 0, i8 112, i8 -3, i8 11, i8 3, i8 88, i8 56, i8 4, i8 0, i8 16, i8 11, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1196821407, i8 -14, i8 91, i8 -107, i8 0, i8 0, i8 64, i8 -128, i8 -70, i8 0, i8 -40, i8 3, i8 -8, i8 3, i8 -40, i8 -22, i8 -2, i8 -1, i8 -25, i8 19, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -6, i8 51, i8 -59, i8 0, i8 -128, i8 68, i8 0, i8 84, i8 0, i8 -72, i8 3, i8 -40, i8 -4, i8 -73, i8 -116, i8 5, i8 0, i8 -24, i8 18, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -20, i8 -93, i8 24, i8 0, i8 0, i8 65, i8 -64, i8 18, i8 1, i8 112, i8 -2, i8 121, i8 1, i8 120, i8 -106, i8 -5, i8 -1, i8 -53, i8 27, i8 0 }], [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1947590364, i8 -3, i8 -85, i8 -93, i8 0, i8 -128, i8 19, i8 64, i8 -18, i8 0, i8 -32, i8 -2, i8 -93, i8 3, i8 112, i8 -103, i8 -6, i8 -1, i8 -17, i8 18, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1196821407, i8 -14, i8 91, i8 -107, i8 0, i8 0, i8 64, i8 -128, i8 -70, i8 0, i8 -40, i8 3, i8 -8, i8 3, i8 -40, i8 -22, i8 -2, i8 -1, i8 -25, i8 19, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1196821407, i8 -14, i8 91, i8 -107, i8 0, i8 0, i8 64, i8 -128, i8 -70, i8 0, i8 -40, i8 3, i8 -8, i8 3, i8 -40, i8 -22, i8 -2, i8 -1, i8 -25, i8 19, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1947590364, i8 -3, i8 -85, i8 -93, i8 0, i8 -128, i8 19, i8 64, i8 -18, i8 0, i8 -32, i8 -2, i8 -93, i8 3, i8 112, i8 -103, i8 -6, i8 -1, i8 -17, i8 18, i8 0 }], [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1196821407, i8 -14, i8 91, i8 -107, i8 0, i8 0, i8 64, i8 -128, i8 -70, i8 0, i8 -40, i8 3, i8 -8, i8 3, i8 -40, i8 -22, i8 -2, i8 -1, i8 -25, i8 19, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1947590364, i8 -3, i8 -85, i8 -93, i8 0, i8 -128, i8 19, i8 64, i8 -18, i8 0, i8 -32, i8 -2, i8 -93, i8 3, i8 112, i8 -103, i8 -6, i8 -1, i8 -17, i8 18, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 7, i8 5, i8 18, i8 -85, i8 0, i8 -128, i8 84, i8 -64, i8 -27, i8 0, i8 112, i8 -3, i8 11, i8 3, i8 88, i8 56, i8 4, i8 0, i8 16, i8 11, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -4, i8 -115, i8 -13, i8 0, i8 -128, i8 65, i8 64, i8 82, i8 1, i8 -72, i8 1, i8 96, i8 0, i8 -48, i8 56, i8 -3, i8 -1, i8 67, i8 21, i8 0 }], [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1196821407, i8 -14, i8 91, i8 -107, i8 0, i8 0, i8 64, i8 -128, i8 -70, i8 0, i8 -40, i8 3, i8 -8, i8 3, i8 -40, i8 -22, i8 -2, i8 -1, i8 -25, i8 19, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 7, i8 5, i8 18, i8 -85, i8 0, i8 -128, i8 84, i8 -64, i8 -27, i8 0, i8 112, i8 -3, i8 11, i8 3, i8 88, i8 56, i8 4, i8 0, i8 16, i8 11, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1196821407, i8 -14, i8 91, i8 -107, i8 0, i8 0, i8 64, i8 -128, i8 -70, i8 0, i8 -40, i8 3, i8 -8, i8 3, i8 -40, i8 -22, i8 -2, i8 -1, i8 -25, i8 19, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -6, i8 51, i8 -59, i8 0, i8 -128, i8 68, i8 0, i8 84, i8 0, i8 -72, i8 3, i8 -40, i8 -4, i8 -73, i8 -116, i8 5, i8 0, i8 -24, i8 18, i8 0 }], [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1947590364, i8 -3, i8 -85, i8 -93, i8 0, i8 -128, i8 19, i8 64, i8 -18, i8 0, i8 -32, i8 -2, i8 -93, i8 3, i8 112, i8 -103, i8 -6, i8 -1, i8 -17, i8 18, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -4, i8 -115, i8 -13, i8 0, i8 -128, i8 65, i8 64, i8 82, i8 1, i8 -72, i8 1, i8 96, i8 0, i8 -48, i8 56, i8 -3, i8 -1, i8 67, i8 21, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -6, i8 51, i8 -59, i8 0, i8 -128, i8 68, i8 0, i8 84, i8 0, i8 -72, i8 3, i8 -40, i8 -4, i8 -73, i8 -116, i8 5, i8 0, i8 -24, i8 18, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -6, i8 51, i8 -59, i8 0, i8 -128, i8 68, i8 0, i8 84, i8 0, i8 -72, i8 3, i8 -40, i8 -4, i8 -73, i8 -116, i8 5, i8 0, i8 -24, i8 18, i8 0 }], [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 7, i8 5, i8 18, i8 -85, i8 0, i8 -128, i8 84, i8 -64, i8 -27, i8 0, i8 112, i8 -3, i8 11, i8 3, i8 88, i8 56, i8 4, i8 0, i8 16, i8 11, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 7, i8 5, i8 18, i8 -85, i8 0, i8 -128, i8 84, i8 -64, i8 -27, i8 0, i8 112, i8 -3, i8 11, i8 3, i8 88, i8 56, i8 4, i8 0, i8 16, i8 11, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -20, i8 -93, i8 24, i8 0, i8 0, i8 65, i8 -64, i8 18, i8 1, i8 112, i8 -2, i8 121, i8 1, i8 120, i8 -106, i8 -5, i8 -1, i8 -53, i8 27, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -4, i8 -115, i8 -13, i8 0, i8 -128, i8 65, i8 64, i8 82, i8 1, i8 -72, i8 1, i8 96, i8 0, i8 -48, i8 56, i8 -3, i8 -1, i8 67, i8 21, i8 0 }]]], align 16, !dbg !722
@g_1728 = internal global { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 6, i8 26, i8 -23, i8 0, i8 0, i8 71, i8 -64, i8 -41, i8 0, i8 56, i8 -2, i8 -127, i8 3, i8 48, i8 -1, i8 -2, i8 -1, i8 75, i8 18, i8 0 }, align 4, !dbg !752
@g_1729 = internal global [6 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 440051868, i8 -18, i8 -115, i8 -12, i8 0, i8 0, i8 18, i8 -64, i8 -44, i8 0, i8 72, i8 -3, i8 -27, i8 -3, i8 -57, i8 82, i8 -2, i8 -1, i8 -29, i8 14, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 440051868, i8 -18, i8 -115, i8 -12, i8 0, i8 0, i8 18, i8 -64, i8 -44, i8 0, i8 72, i8 -3, i8 -27, i8 -3, i8 -57, i8 82, i8 -2, i8 -1, i8 -29, i8 14, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -7, i8 -3, i8 -127, i8 71, i8 0, i8 0, i8 18, i8 -64, i8 -50, i8 0, i8 -104, i8 -2, i8 -29, i8 -4, i8 7, i8 -24, i8 -6, i8 -1, i8 31, i8 10, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 440051868, i8 -18, i8 -115, i8 -12, i8 0, i8 0, i8 18, i8 -64, i8 -44, i8 0, i8 72, i8 -3, i8 -27, i8 -3, i8 -57, i8 82, i8 -2, i8 -1, i8 -29, i8 14, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 440051868, i8 -18, i8 -115, i8 -12, i8 0, i8 0, i8 18, i8 -64, i8 -44, i8 0, i8 72, i8 -3, i8 -27, i8 -3, i8 -57, i8 82, i8 -2, i8 -1, i8 -29, i8 14, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -7, i8 -3, i8 -127, i8 71, i8 0, i8 0, i8 18, i8 -64, i8 -50, i8 0, i8 -104, i8 -2, i8 -29, i8 -4, i8 7, i8 -24, i8 -6, i8 -1, i8 31, i8 10, i8 0 }], align 16, !dbg !754
@g_1877 = internal global { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1477373217, i8 -1, i8 93, i8 66, i8 0, i8 -128, i8 50, i8 -64, i8 1, i8 1, i8 40, i8 -2, i8 -119, i8 -4, i8 -1, i8 31, i8 1, i8 0, i8 -60, i8 3, i8 0 }, align 4, !dbg !761
@g_1879 = internal global { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -6, i8 18, i8 46, i8 -72, i8 0, i8 0, i8 4, i8 64, i8 127, i8 0, i8 -8, i8 -1, i8 1, i8 0, i8 104, i8 10, i8 -5, i8 -1, i8 67, i8 22, i8 0 }, align 4, !dbg !763
@g_1951 = internal global { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1828423958, i8 4, i8 38, i8 123, i8 0, i8 -128, i8 14, i8 64, i8 -99, i8 0, i8 -32, i8 2, i8 -38, i8 0, i8 8, i8 -18, i8 2, i8 0, i8 12, i8 25, i8 0 }, align 4, !dbg !767
@.str.247 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !769

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !784 {
    #dbg_value(i32 %0, !790, !DIExpression(), !796)
    #dbg_value(ptr %1, !791, !DIExpression(), !796)
    #dbg_value(i32 0, !795, !DIExpression(), !796)
  %3 = icmp eq i32 %0, 2, !dbg !797
  br i1 %3, label %4, label %20, !dbg !799

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !800
  %6 = load ptr, ptr %5, align 8, !dbg !800, !tbaa !801
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
  %17 = icmp ne i32 %16, 0, !dbg !805
  %18 = xor i1 %17, true, !dbg !806
  %19 = zext i1 %18 to i32, !dbg !806
  br label %20, !dbg !806

20:                                               ; preds = %2, %15
  %21 = phi i1 [ true, %2 ], [ %17, %15 ], !dbg !796
  %22 = phi i32 [ 0, %2 ], [ %19, %15 ], !dbg !796
    #dbg_value(i32 %22, !795, !DIExpression(), !796)
    #dbg_value(i32 -306674912, !807, !DIExpression(), !816)
    #dbg_value(i32 0, !813, !DIExpression(), !816)
  br label %23, !dbg !818

23:                                               ; preds = %23, %20
  %24 = phi i64 [ 0, %20 ], [ %67, %23 ], !dbg !820
  %25 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %20 ], [ %68, %23 ], !dbg !822
  %26 = and <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>, !dbg !822
  %27 = icmp eq <4 x i32> %26, zeroinitializer, !dbg !822
  %28 = lshr <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>, !dbg !828
  %29 = xor <4 x i32> %28, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !828
  %30 = select <4 x i1> %27, <4 x i32> %28, <4 x i32> %29, !dbg !828
  %31 = and <4 x i32> %30, <i32 1, i32 1, i32 1, i32 1>, !dbg !822
  %32 = icmp eq <4 x i32> %31, zeroinitializer, !dbg !822
  %33 = lshr <4 x i32> %30, <i32 1, i32 1, i32 1, i32 1>, !dbg !828
  %34 = xor <4 x i32> %33, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !828
  %35 = select <4 x i1> %32, <4 x i32> %33, <4 x i32> %34, !dbg !828
  %36 = and <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>, !dbg !822
  %37 = icmp eq <4 x i32> %36, zeroinitializer, !dbg !822
  %38 = lshr <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>, !dbg !828
  %39 = xor <4 x i32> %38, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !828
  %40 = select <4 x i1> %37, <4 x i32> %38, <4 x i32> %39, !dbg !828
  %41 = and <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>, !dbg !822
  %42 = icmp eq <4 x i32> %41, zeroinitializer, !dbg !822
  %43 = lshr <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>, !dbg !828
  %44 = xor <4 x i32> %43, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !828
  %45 = select <4 x i1> %42, <4 x i32> %43, <4 x i32> %44, !dbg !828
  %46 = and <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>, !dbg !822
  %47 = icmp eq <4 x i32> %46, zeroinitializer, !dbg !822
  %48 = lshr <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>, !dbg !828
  %49 = xor <4 x i32> %48, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !828
  %50 = select <4 x i1> %47, <4 x i32> %48, <4 x i32> %49, !dbg !828
  %51 = and <4 x i32> %50, <i32 1, i32 1, i32 1, i32 1>, !dbg !822
  %52 = icmp eq <4 x i32> %51, zeroinitializer, !dbg !822
  %53 = lshr <4 x i32> %50, <i32 1, i32 1, i32 1, i32 1>, !dbg !828
  %54 = xor <4 x i32> %53, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !828
  %55 = select <4 x i1> %52, <4 x i32> %53, <4 x i32> %54, !dbg !828
  %56 = and <4 x i32> %55, <i32 1, i32 1, i32 1, i32 1>, !dbg !822
  %57 = icmp eq <4 x i32> %56, zeroinitializer, !dbg !822
  %58 = lshr <4 x i32> %55, <i32 1, i32 1, i32 1, i32 1>, !dbg !828
  %59 = xor <4 x i32> %58, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !828
  %60 = select <4 x i1> %57, <4 x i32> %58, <4 x i32> %59, !dbg !828
  %61 = and <4 x i32> %60, <i32 1, i32 1, i32 1, i32 1>, !dbg !822
  %62 = icmp eq <4 x i32> %61, zeroinitializer, !dbg !822
  %63 = lshr <4 x i32> %60, <i32 1, i32 1, i32 1, i32 1>, !dbg !828
  %64 = xor <4 x i32> %63, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !828
  %65 = select <4 x i1> %62, <4 x i32> %63, <4 x i32> %64, !dbg !828
  %66 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !829
  store <4 x i32> %65, ptr %66, align 16, !dbg !830, !tbaa !831
  %67 = add nuw i64 %24, 4, !dbg !820
  %68 = add <4 x i32> %25, <i32 4, i32 4, i32 4, i32 4>, !dbg !822
  %69 = icmp eq i64 %67, 256, !dbg !820
  br i1 %69, label %70, label %23, !dbg !820, !llvm.loop !833

70:                                               ; preds = %23
    #dbg_assign(i1 undef, !838, !DIExpression(), !928, ptr poison, !DIExpression(), !929)
    #dbg_assign(i1 undef, !894, !DIExpression(), !931, ptr poison, !DIExpression(), !932)
    #dbg_value(i32 1, !849, !DIExpression(), !933)
    #dbg_value(i32 6, !850, !DIExpression(), !933)
    #dbg_value(i32 0, !851, !DIExpression(), !933)
    #dbg_value(ptr @g_1879, !852, !DIExpression(), !933)
    #dbg_value(ptr undef, !853, !DIExpression(), !933)
    #dbg_assign(i1 undef, !854, !DIExpression(), !934, ptr poison, !DIExpression(), !933)
    #dbg_value(i64 9219718661947239047, !856, !DIExpression(), !933)
    #dbg_value(ptr poison, !857, !DIExpression(), !933)
    #dbg_assign(i1 undef, !859, !DIExpression(), !935, ptr poison, !DIExpression(), !933)
    #dbg_value(i8 -79, !861, !DIExpression(), !933)
  store i32 5, ptr getelementptr inbounds (i8, ptr @g_3, i64 188), align 4, !dbg !936, !tbaa !831
    #dbg_value(i64 -4484163158945250525, !863, !DIExpression(), !937)
    #dbg_value(i32 960314152, !864, !DIExpression(), !937)
    #dbg_value(ptr poison, !865, !DIExpression(), !937)
    #dbg_value(ptr undef, !866, !DIExpression(), !937)
    #dbg_value(ptr undef, !868, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !937)
    #dbg_value(ptr undef, !868, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !937)
    #dbg_value(ptr undef, !868, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !937)
    #dbg_value(ptr undef, !868, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !937)
    #dbg_value(ptr undef, !868, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !937)
    #dbg_value(ptr undef, !868, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !937)
    #dbg_value(ptr undef, !868, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !937)
    #dbg_value(ptr undef, !868, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !937)
    #dbg_value(ptr undef, !868, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !937)
    #dbg_value(ptr poison, !870, !DIExpression(), !937)
    #dbg_value(i32 286408900, !871, !DIExpression(), !937)
    #dbg_value(i32 -2024861152, !872, !DIExpression(), !937)
  store i32 0, ptr @g_5, align 4, !dbg !938, !tbaa !831
  %71 = load i32, ptr getelementptr inbounds (i8, ptr @g_3, i64 36), align 4
  %72 = icmp eq i32 %71, 0
  %73 = load i32, ptr getelementptr inbounds (i8, ptr @g_3, i64 196), align 4
  %74 = icmp eq i32 %73, 0
  br label %79, !dbg !939

75:                                               ; preds = %156
  %76 = add nuw nsw i64 %80, 1, !dbg !940
  %77 = trunc nuw nsw i64 %76 to i32, !dbg !938
  store i32 %77, ptr @g_5, align 4, !dbg !938, !tbaa !831
  %78 = icmp eq i64 %76, 9, !dbg !941
  br i1 %78, label %157, label %79, !dbg !939, !llvm.loop !942

79:                                               ; preds = %75, %70
  %80 = phi i64 [ 0, %70 ], [ %76, %75 ]
    #dbg_value(i64 -9047733155138418650, !874, !DIExpression(), !929)
    #dbg_value(i32 -992636561, !875, !DIExpression(), !929)
    #dbg_value(i32 poison, !876, !DIExpression(), !929)
    #dbg_value(i32 0, !877, !DIExpression(), !929)
    #dbg_assign(i1 undef, !838, !DIExpression(), !944, ptr poison, !DIExpression(), !929)
    #dbg_value(i32 1370124220, !878, !DIExpression(), !929)
    #dbg_value(ptr poison, !879, !DIExpression(), !929)
  %81 = load volatile i32, ptr @g_4, align 4, !dbg !945, !tbaa !831
  %82 = icmp eq i32 %81, 0, !dbg !945
  br i1 %82, label %83, label %157, !dbg !947

83:                                               ; preds = %79
  %84 = getelementptr inbounds [9 x %struct.S1], ptr @g_2, i64 0, i64 %80
    #dbg_value(ptr null, !881, !DIExpression(), !948)
    #dbg_value(ptr undef, !885, !DIExpression(), !948)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 getelementptr inbounds (i8, ptr @g_2, i64 144), ptr nonnull align 8 %84, i64 24, i1 true), !dbg !949, !tbaa.struct !950
    #dbg_value(i64 poison, !863, !DIExpression(), !937)
    #dbg_value(i64 0, !874, !DIExpression(), !929)
  br label %85, !dbg !952

85:                                               ; preds = %85, %83
  %86 = phi i64 [ 0, %83 ], [ %89, %85 ]
    #dbg_value(i64 %86, !874, !DIExpression(), !929)
    #dbg_value(ptr poison, !887, !DIExpression(), !932)
    #dbg_value(i32 -63147138, !891, !DIExpression(), !932)
    #dbg_value(ptr poison, !892, !DIExpression(), !932)
    #dbg_value(ptr poison, !893, !DIExpression(), !932)
    #dbg_assign(i1 undef, !894, !DIExpression(), !953, ptr poison, !DIExpression(), !932)
  %87 = load volatile i16, ptr @g_22, align 2, !dbg !954, !tbaa !955
  %88 = add i16 %87, 1, !dbg !954
  store volatile i16 %88, ptr @g_22, align 2, !dbg !954, !tbaa !955
  %89 = add nuw nsw i64 %86, 1, !dbg !957
    #dbg_value(i64 poison, !874, !DIExpression(), !929)
  %90 = icmp ult i64 %86, 8
  %91 = select i1 %72, i1 %90, i1 false
  br i1 %91, label %85, label %92, !llvm.loop !958

92:                                               ; preds = %85
  store i32 1, ptr @g_6, align 4, !dbg !960, !tbaa !831
    #dbg_value(i64 poison, !874, !DIExpression(), !929)
    #dbg_value(ptr null, !881, !DIExpression(), !948)
    #dbg_value(ptr undef, !885, !DIExpression(), !948)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 getelementptr inbounds (i8, ptr @g_2, i64 144), ptr nonnull align 8 %84, i64 24, i1 true), !dbg !949, !tbaa.struct !950
    #dbg_value(i64 poison, !863, !DIExpression(), !937)
    #dbg_value(i64 0, !874, !DIExpression(), !929)
  br label %93, !dbg !952

93:                                               ; preds = %93, %92
  %94 = phi i64 [ 0, %92 ], [ %97, %93 ]
    #dbg_value(i64 %94, !874, !DIExpression(), !929)
    #dbg_value(ptr poison, !887, !DIExpression(), !932)
    #dbg_value(i32 -63147138, !891, !DIExpression(), !932)
    #dbg_value(ptr poison, !892, !DIExpression(), !932)
    #dbg_value(ptr poison, !893, !DIExpression(), !932)
    #dbg_assign(i1 undef, !894, !DIExpression(), !953, ptr poison, !DIExpression(), !932)
  %95 = load volatile i16, ptr @g_22, align 2, !dbg !954, !tbaa !955
  %96 = add i16 %95, 1, !dbg !954
  store volatile i16 %96, ptr @g_22, align 2, !dbg !954, !tbaa !955
  %97 = add nuw nsw i64 %94, 1, !dbg !957
    #dbg_value(i64 poison, !874, !DIExpression(), !929)
  %98 = icmp ult i64 %94, 8
  %99 = select i1 %72, i1 %98, i1 false
  br i1 %99, label %93, label %100, !llvm.loop !961

100:                                              ; preds = %93
    #dbg_value(i64 poison, !874, !DIExpression(), !929)
    #dbg_value(ptr null, !881, !DIExpression(), !948)
    #dbg_value(ptr undef, !885, !DIExpression(), !948)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 getelementptr inbounds (i8, ptr @g_2, i64 144), ptr nonnull align 8 %84, i64 24, i1 true), !dbg !949, !tbaa.struct !950
    #dbg_value(i64 poison, !863, !DIExpression(), !937)
    #dbg_value(i64 0, !874, !DIExpression(), !929)
  br label %101, !dbg !952

101:                                              ; preds = %101, %100
  %102 = phi i64 [ 0, %100 ], [ %105, %101 ]
    #dbg_value(i64 %102, !874, !DIExpression(), !929)
    #dbg_value(ptr poison, !887, !DIExpression(), !932)
    #dbg_value(i32 -63147138, !891, !DIExpression(), !932)
    #dbg_value(ptr poison, !892, !DIExpression(), !932)
    #dbg_value(ptr poison, !893, !DIExpression(), !932)
    #dbg_assign(i1 undef, !894, !DIExpression(), !953, ptr poison, !DIExpression(), !932)
  %103 = load volatile i16, ptr @g_22, align 2, !dbg !954, !tbaa !955
  %104 = add i16 %103, 1, !dbg !954
  store volatile i16 %104, ptr @g_22, align 2, !dbg !954, !tbaa !955
  %105 = add nuw nsw i64 %102, 1, !dbg !957
    #dbg_value(i64 poison, !874, !DIExpression(), !929)
  %106 = icmp ult i64 %102, 8
  %107 = select i1 %72, i1 %106, i1 false
  br i1 %107, label %101, label %108, !llvm.loop !962

108:                                              ; preds = %101
    #dbg_value(i64 poison, !874, !DIExpression(), !929)
    #dbg_value(ptr null, !881, !DIExpression(), !948)
    #dbg_value(ptr undef, !885, !DIExpression(), !948)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 getelementptr inbounds (i8, ptr @g_2, i64 144), ptr nonnull align 8 %84, i64 24, i1 true), !dbg !949, !tbaa.struct !950
    #dbg_value(i64 poison, !863, !DIExpression(), !937)
    #dbg_value(i64 0, !874, !DIExpression(), !929)
  br label %109, !dbg !952

109:                                              ; preds = %109, %108
  %110 = phi i64 [ 0, %108 ], [ %113, %109 ]
    #dbg_value(i64 %110, !874, !DIExpression(), !929)
    #dbg_value(ptr poison, !887, !DIExpression(), !932)
    #dbg_value(i32 -63147138, !891, !DIExpression(), !932)
    #dbg_value(ptr poison, !892, !DIExpression(), !932)
    #dbg_value(ptr poison, !893, !DIExpression(), !932)
    #dbg_assign(i1 undef, !894, !DIExpression(), !953, ptr poison, !DIExpression(), !932)
  %111 = load volatile i16, ptr @g_22, align 2, !dbg !954, !tbaa !955
  %112 = add i16 %111, 1, !dbg !954
  store volatile i16 %112, ptr @g_22, align 2, !dbg !954, !tbaa !955
  %113 = add nuw nsw i64 %110, 1, !dbg !957
    #dbg_value(i64 poison, !874, !DIExpression(), !929)
  %114 = icmp ult i64 %110, 8
  %115 = select i1 %72, i1 %114, i1 false
  br i1 %115, label %109, label %116, !llvm.loop !963

116:                                              ; preds = %109
    #dbg_value(i64 poison, !874, !DIExpression(), !929)
    #dbg_value(ptr null, !881, !DIExpression(), !948)
    #dbg_value(ptr undef, !885, !DIExpression(), !948)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 getelementptr inbounds (i8, ptr @g_2, i64 144), ptr nonnull align 8 %84, i64 24, i1 true), !dbg !949, !tbaa.struct !950
    #dbg_value(i64 poison, !863, !DIExpression(), !937)
    #dbg_value(i64 0, !874, !DIExpression(), !929)
  br label %117, !dbg !952

117:                                              ; preds = %117, %116
  %118 = phi i64 [ 0, %116 ], [ %121, %117 ]
    #dbg_value(i64 %118, !874, !DIExpression(), !929)
    #dbg_value(ptr poison, !887, !DIExpression(), !932)
    #dbg_value(i32 -63147138, !891, !DIExpression(), !932)
    #dbg_value(ptr poison, !892, !DIExpression(), !932)
    #dbg_value(ptr poison, !893, !DIExpression(), !932)
    #dbg_assign(i1 undef, !894, !DIExpression(), !953, ptr poison, !DIExpression(), !932)
  %119 = load volatile i16, ptr @g_22, align 2, !dbg !954, !tbaa !955
  %120 = add i16 %119, 1, !dbg !954
  store volatile i16 %120, ptr @g_22, align 2, !dbg !954, !tbaa !955
  %121 = add nuw nsw i64 %118, 1, !dbg !957
    #dbg_value(i64 poison, !874, !DIExpression(), !929)
  %122 = icmp ult i64 %118, 8
  %123 = select i1 %72, i1 %122, i1 false
  br i1 %123, label %117, label %124, !llvm.loop !964

124:                                              ; preds = %117
    #dbg_value(i64 poison, !874, !DIExpression(), !929)
    #dbg_value(ptr null, !881, !DIExpression(), !948)
    #dbg_value(ptr undef, !885, !DIExpression(), !948)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 getelementptr inbounds (i8, ptr @g_2, i64 144), ptr nonnull align 8 %84, i64 24, i1 true), !dbg !949, !tbaa.struct !950
    #dbg_value(i64 poison, !863, !DIExpression(), !937)
    #dbg_value(i64 0, !874, !DIExpression(), !929)
  br label %125, !dbg !952

125:                                              ; preds = %125, %124
  %126 = phi i64 [ 0, %124 ], [ %129, %125 ]
    #dbg_value(i64 %126, !874, !DIExpression(), !929)
    #dbg_value(ptr poison, !887, !DIExpression(), !932)
    #dbg_value(i32 -63147138, !891, !DIExpression(), !932)
    #dbg_value(ptr poison, !892, !DIExpression(), !932)
    #dbg_value(ptr poison, !893, !DIExpression(), !932)
    #dbg_assign(i1 undef, !894, !DIExpression(), !953, ptr poison, !DIExpression(), !932)
  %127 = load volatile i16, ptr @g_22, align 2, !dbg !954, !tbaa !955
  %128 = add i16 %127, 1, !dbg !954
  store volatile i16 %128, ptr @g_22, align 2, !dbg !954, !tbaa !955
  %129 = add nuw nsw i64 %126, 1, !dbg !957
    #dbg_value(i64 poison, !874, !DIExpression(), !929)
  %130 = icmp ult i64 %126, 8
  %131 = select i1 %72, i1 %130, i1 false
  br i1 %131, label %125, label %132, !llvm.loop !965

132:                                              ; preds = %125
    #dbg_value(i64 poison, !874, !DIExpression(), !929)
    #dbg_value(ptr null, !881, !DIExpression(), !948)
    #dbg_value(ptr undef, !885, !DIExpression(), !948)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 getelementptr inbounds (i8, ptr @g_2, i64 144), ptr nonnull align 8 %84, i64 24, i1 true), !dbg !949, !tbaa.struct !950
    #dbg_value(i64 poison, !863, !DIExpression(), !937)
    #dbg_value(i64 0, !874, !DIExpression(), !929)
  br label %133, !dbg !952

133:                                              ; preds = %133, %132
  %134 = phi i64 [ 0, %132 ], [ %137, %133 ]
    #dbg_value(i64 %134, !874, !DIExpression(), !929)
    #dbg_value(ptr poison, !887, !DIExpression(), !932)
    #dbg_value(i32 -63147138, !891, !DIExpression(), !932)
    #dbg_value(ptr poison, !892, !DIExpression(), !932)
    #dbg_value(ptr poison, !893, !DIExpression(), !932)
    #dbg_assign(i1 undef, !894, !DIExpression(), !953, ptr poison, !DIExpression(), !932)
  %135 = load volatile i16, ptr @g_22, align 2, !dbg !954, !tbaa !955
  %136 = add i16 %135, 1, !dbg !954
  store volatile i16 %136, ptr @g_22, align 2, !dbg !954, !tbaa !955
  %137 = add nuw nsw i64 %134, 1, !dbg !957
    #dbg_value(i64 poison, !874, !DIExpression(), !929)
  %138 = icmp ult i64 %134, 8
  %139 = select i1 %72, i1 %138, i1 false
  br i1 %139, label %133, label %140, !llvm.loop !966

140:                                              ; preds = %133
    #dbg_value(i64 poison, !874, !DIExpression(), !929)
    #dbg_value(ptr null, !881, !DIExpression(), !948)
    #dbg_value(ptr undef, !885, !DIExpression(), !948)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 getelementptr inbounds (i8, ptr @g_2, i64 144), ptr nonnull align 8 %84, i64 24, i1 true), !dbg !949, !tbaa.struct !950
    #dbg_value(i64 poison, !863, !DIExpression(), !937)
    #dbg_value(i64 0, !874, !DIExpression(), !929)
  br label %141, !dbg !952

141:                                              ; preds = %141, %140
  %142 = phi i64 [ 0, %140 ], [ %145, %141 ]
    #dbg_value(i64 %142, !874, !DIExpression(), !929)
    #dbg_value(ptr poison, !887, !DIExpression(), !932)
    #dbg_value(i32 -63147138, !891, !DIExpression(), !932)
    #dbg_value(ptr poison, !892, !DIExpression(), !932)
    #dbg_value(ptr poison, !893, !DIExpression(), !932)
    #dbg_assign(i1 undef, !894, !DIExpression(), !953, ptr poison, !DIExpression(), !932)
  %143 = load volatile i16, ptr @g_22, align 2, !dbg !954, !tbaa !955
  %144 = add i16 %143, 1, !dbg !954
  store volatile i16 %144, ptr @g_22, align 2, !dbg !954, !tbaa !955
  %145 = add nuw nsw i64 %142, 1, !dbg !957
    #dbg_value(i64 poison, !874, !DIExpression(), !929)
  %146 = icmp ult i64 %142, 8
  %147 = select i1 %72, i1 %146, i1 false
  br i1 %147, label %141, label %148, !llvm.loop !967

148:                                              ; preds = %141
    #dbg_value(i64 poison, !874, !DIExpression(), !929)
    #dbg_value(ptr null, !881, !DIExpression(), !948)
    #dbg_value(ptr undef, !885, !DIExpression(), !948)
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 getelementptr inbounds (i8, ptr @g_2, i64 144), ptr nonnull align 8 %84, i64 24, i1 true), !dbg !949, !tbaa.struct !950
    #dbg_value(i64 poison, !863, !DIExpression(), !937)
    #dbg_value(i64 0, !874, !DIExpression(), !929)
  br label %149, !dbg !952

149:                                              ; preds = %149, %148
  %150 = phi i64 [ 0, %148 ], [ %153, %149 ]
    #dbg_value(i64 %150, !874, !DIExpression(), !929)
    #dbg_value(ptr poison, !887, !DIExpression(), !932)
    #dbg_value(i32 -63147138, !891, !DIExpression(), !932)
    #dbg_value(ptr poison, !892, !DIExpression(), !932)
    #dbg_value(ptr poison, !893, !DIExpression(), !932)
    #dbg_assign(i1 undef, !894, !DIExpression(), !953, ptr poison, !DIExpression(), !932)
  %151 = load volatile i16, ptr @g_22, align 2, !dbg !954, !tbaa !955
  %152 = add i16 %151, 1, !dbg !954
  store volatile i16 %152, ptr @g_22, align 2, !dbg !954, !tbaa !955
  %153 = add nuw nsw i64 %150, 1, !dbg !957
    #dbg_value(i64 poison, !874, !DIExpression(), !929)
  %154 = icmp ult i64 %150, 8
  %155 = select i1 %72, i1 %154, i1 false
  br i1 %155, label %149, label %156, !llvm.loop !968

156:                                              ; preds = %149
  store i32 9, ptr @g_6, align 4, !dbg !960, !tbaa !831
    #dbg_value(i64 poison, !874, !DIExpression(), !929)
    #dbg_value(i32 poison, !864, !DIExpression(), !937)
  br i1 %74, label %75, label %157, !dbg !969

157:                                              ; preds = %75, %79, %156
    #dbg_value(i16 0, !851, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !933)
  store i32 0, ptr getelementptr inbounds (i8, ptr @g_3, i64 196), align 4, !dbg !970, !tbaa !831
    #dbg_value(i32 0, !792, !DIExpression(), !796)
  br label %158, !dbg !971

158:                                              ; preds = %157, %198
  %159 = phi i64 [ 0, %157 ], [ %199, %198 ]
    #dbg_value(i64 %159, !792, !DIExpression(), !796)
  %160 = getelementptr inbounds [9 x %struct.S1], ptr @g_2, i64 0, i64 %159, !dbg !973
  %161 = load volatile i32, ptr %160, align 8, !dbg !976, !tbaa !977
  %162 = sext i32 %161 to i64, !dbg !973
  tail call fastcc void @transparent_crc(i64 noundef %162, ptr noundef nonnull @.str.1, i32 noundef %22), !dbg !979
  %163 = getelementptr inbounds i8, ptr %160, i64 4, !dbg !980
  %164 = load i160, ptr %163, align 4, !dbg !980
  %165 = shl i160 %164, 151, !dbg !980
  %166 = ashr exact i160 %165, 151, !dbg !980
  %167 = trunc nsw i160 %166 to i64, !dbg !980
  tail call fastcc void @transparent_crc(i64 noundef %167, ptr noundef nonnull @.str.2, i32 noundef %22), !dbg !981
  %168 = load volatile i160, ptr %163, align 4, !dbg !982
  %169 = trunc i160 %168 to i64, !dbg !982
  %170 = lshr i64 %169, 9, !dbg !982
  %171 = and i64 %170, 1073741823, !dbg !982
  tail call fastcc void @transparent_crc(i64 noundef %171, ptr noundef nonnull @.str.3, i32 noundef %22), !dbg !983
  %172 = load i160, ptr %163, align 4, !dbg !984
  %173 = trunc i160 %172 to i64, !dbg !984
  %174 = lshr i64 %173, 39, !dbg !984
  %175 = and i64 %174, 32767, !dbg !984
  tail call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.4, i32 noundef %22), !dbg !985
  %176 = load i160, ptr %163, align 4, !dbg !986
  %177 = lshr i160 %176, 54, !dbg !986
  %178 = trunc i160 %177 to i64, !dbg !986
  %179 = and i64 %178, 2097151, !dbg !986
  tail call fastcc void @transparent_crc(i64 noundef %179, ptr noundef nonnull @.str.5, i32 noundef %22), !dbg !987
  %180 = load i160, ptr %163, align 4, !dbg !988
  %181 = shl i160 %180, 71, !dbg !988
  %182 = ashr i160 %181, 146, !dbg !988
  %183 = trunc nsw i160 %182 to i64, !dbg !988
  tail call fastcc void @transparent_crc(i64 noundef %183, ptr noundef nonnull @.str.6, i32 noundef %22), !dbg !989
  %184 = load i160, ptr %163, align 4, !dbg !990
  %185 = shl i160 %184, 53, !dbg !990
  %186 = ashr i160 %185, 142, !dbg !990
  %187 = trunc nsw i160 %186 to i64, !dbg !990
  tail call fastcc void @transparent_crc(i64 noundef %187, ptr noundef nonnull @.str.7, i32 noundef %22), !dbg !991
  %188 = load i160, ptr %163, align 4, !dbg !992
  %189 = shl i160 %188, 22, !dbg !992
  %190 = ashr i160 %189, 129, !dbg !992
  %191 = trunc nsw i160 %190 to i64, !dbg !992
  tail call fastcc void @transparent_crc(i64 noundef %191, ptr noundef nonnull @.str.8, i32 noundef %22), !dbg !993
  %192 = load i160, ptr %163, align 4, !dbg !994
  %193 = lshr i160 %192, 138, !dbg !994
  %194 = trunc nuw nsw i160 %193 to i64, !dbg !994
  tail call fastcc void @transparent_crc(i64 noundef %194, ptr noundef nonnull @.str.9, i32 noundef %22), !dbg !995
  br i1 %21, label %198, label %195, !dbg !996

195:                                              ; preds = %158
  %196 = trunc nuw nsw i64 %159 to i32, !dbg !997
  %197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %196), !dbg !997
  br label %198, !dbg !997

198:                                              ; preds = %158, %195
  %199 = add nuw nsw i64 %159, 1, !dbg !999
    #dbg_value(i64 %199, !792, !DIExpression(), !796)
  %200 = icmp eq i64 %199, 9, !dbg !1000
  br i1 %200, label %201, label %158, !dbg !971, !llvm.loop !1001

201:                                              ; preds = %198, %266
  %202 = phi i64 [ %267, %266 ], [ 0, %198 ]
    #dbg_value(i64 %202, !792, !DIExpression(), !796)
    #dbg_value(i64 0, !793, !DIExpression(), !796)
  %203 = getelementptr inbounds [8 x [8 x i32]], ptr @g_3, i64 0, i64 %202, i64 0, !dbg !1003
  %204 = load i32, ptr %203, align 16, !dbg !1003, !tbaa !831
  %205 = sext i32 %204 to i64, !dbg !1003
  tail call fastcc void @transparent_crc(i64 noundef %205, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !1010
  br i1 %21, label %206, label %228, !dbg !1011

206:                                              ; preds = %201
    #dbg_value(i64 1, !793, !DIExpression(), !796)
  %207 = getelementptr inbounds [8 x [8 x i32]], ptr @g_3, i64 0, i64 %202, i64 1, !dbg !1003
  %208 = load i32, ptr %207, align 4, !dbg !1003, !tbaa !831
  %209 = sext i32 %208 to i64, !dbg !1003
  tail call fastcc void @transparent_crc(i64 noundef %209, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !1010
    #dbg_value(i64 2, !793, !DIExpression(), !796)
  %210 = getelementptr inbounds [8 x [8 x i32]], ptr @g_3, i64 0, i64 %202, i64 2, !dbg !1003
  %211 = load i32, ptr %210, align 8, !dbg !1003, !tbaa !831
  %212 = sext i32 %211 to i64, !dbg !1003
  tail call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !1010
    #dbg_value(i64 3, !793, !DIExpression(), !796)
  %213 = getelementptr inbounds [8 x [8 x i32]], ptr @g_3, i64 0, i64 %202, i64 3, !dbg !1003
  %214 = load i32, ptr %213, align 4, !dbg !1003, !tbaa !831
  %215 = sext i32 %214 to i64, !dbg !1003
  tail call fastcc void @transparent_crc(i64 noundef %215, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !1010
    #dbg_value(i64 4, !793, !DIExpression(), !796)
  %216 = getelementptr inbounds [8 x [8 x i32]], ptr @g_3, i64 0, i64 %202, i64 4, !dbg !1003
  %217 = load i32, ptr %216, align 16, !dbg !1003, !tbaa !831
  %218 = sext i32 %217 to i64, !dbg !1003
  tail call fastcc void @transparent_crc(i64 noundef %218, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !1010
    #dbg_value(i64 5, !793, !DIExpression(), !796)
  %219 = getelementptr inbounds [8 x [8 x i32]], ptr @g_3, i64 0, i64 %202, i64 5, !dbg !1003
  %220 = load i32, ptr %219, align 4, !dbg !1003, !tbaa !831
  %221 = sext i32 %220 to i64, !dbg !1003
  tail call fastcc void @transparent_crc(i64 noundef %221, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !1010
    #dbg_value(i64 6, !793, !DIExpression(), !796)
  %222 = getelementptr inbounds [8 x [8 x i32]], ptr @g_3, i64 0, i64 %202, i64 6, !dbg !1003
  %223 = load i32, ptr %222, align 8, !dbg !1003, !tbaa !831
  %224 = sext i32 %223 to i64, !dbg !1003
  tail call fastcc void @transparent_crc(i64 noundef %224, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !1010
    #dbg_value(i64 7, !793, !DIExpression(), !796)
  %225 = getelementptr inbounds [8 x [8 x i32]], ptr @g_3, i64 0, i64 %202, i64 7, !dbg !1003
  %226 = load i32, ptr %225, align 4, !dbg !1003, !tbaa !831
  %227 = sext i32 %226 to i64, !dbg !1003
  tail call fastcc void @transparent_crc(i64 noundef %227, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !1010
  br label %266, !dbg !1011

228:                                              ; preds = %201
  %229 = trunc nuw nsw i64 %202 to i32, !dbg !1012
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %229, i32 noundef 0), !dbg !1012
    #dbg_value(i64 1, !793, !DIExpression(), !796)
  %231 = getelementptr inbounds [8 x [8 x i32]], ptr @g_3, i64 0, i64 %202, i64 1, !dbg !1003
  %232 = load i32, ptr %231, align 4, !dbg !1003, !tbaa !831
  %233 = sext i32 %232 to i64, !dbg !1003
  tail call fastcc void @transparent_crc(i64 noundef %233, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !1010
  %234 = trunc nuw nsw i64 %202 to i32, !dbg !1012
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %234, i32 noundef 1), !dbg !1012
    #dbg_value(i64 2, !793, !DIExpression(), !796)
  %236 = getelementptr inbounds [8 x [8 x i32]], ptr @g_3, i64 0, i64 %202, i64 2, !dbg !1003
  %237 = load i32, ptr %236, align 8, !dbg !1003, !tbaa !831
  %238 = sext i32 %237 to i64, !dbg !1003
  tail call fastcc void @transparent_crc(i64 noundef %238, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !1010
  %239 = trunc nuw nsw i64 %202 to i32, !dbg !1012
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %239, i32 noundef 2), !dbg !1012
    #dbg_value(i64 3, !793, !DIExpression(), !796)
  %241 = getelementptr inbounds [8 x [8 x i32]], ptr @g_3, i64 0, i64 %202, i64 3, !dbg !1003
  %242 = load i32, ptr %241, align 4, !dbg !1003, !tbaa !831
  %243 = sext i32 %242 to i64, !dbg !1003
  tail call fastcc void @transparent_crc(i64 noundef %243, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !1010
  %244 = trunc nuw nsw i64 %202 to i32, !dbg !1012
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %244, i32 noundef 3), !dbg !1012
    #dbg_value(i64 4, !793, !DIExpression(), !796)
  %246 = getelementptr inbounds [8 x [8 x i32]], ptr @g_3, i64 0, i64 %202, i64 4, !dbg !1003
  %247 = load i32, ptr %246, align 16, !dbg !1003, !tbaa !831
  %248 = sext i32 %247 to i64, !dbg !1003
  tail call fastcc void @transparent_crc(i64 noundef %248, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !1010
  %249 = trunc nuw nsw i64 %202 to i32, !dbg !1012
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %249, i32 noundef 4), !dbg !1012
    #dbg_value(i64 5, !793, !DIExpression(), !796)
  %251 = getelementptr inbounds [8 x [8 x i32]], ptr @g_3, i64 0, i64 %202, i64 5, !dbg !1003
  %252 = load i32, ptr %251, align 4, !dbg !1003, !tbaa !831
  %253 = sext i32 %252 to i64, !dbg !1003
  tail call fastcc void @transparent_crc(i64 noundef %253, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !1010
  %254 = trunc nuw nsw i64 %202 to i32, !dbg !1012
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %254, i32 noundef 5), !dbg !1012
    #dbg_value(i64 6, !793, !DIExpression(), !796)
  %256 = getelementptr inbounds [8 x [8 x i32]], ptr @g_3, i64 0, i64 %202, i64 6, !dbg !1003
  %257 = load i32, ptr %256, align 8, !dbg !1003, !tbaa !831
  %258 = sext i32 %257 to i64, !dbg !1003
  tail call fastcc void @transparent_crc(i64 noundef %258, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !1010
  %259 = trunc nuw nsw i64 %202 to i32, !dbg !1012
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %259, i32 noundef 6), !dbg !1012
    #dbg_value(i64 7, !793, !DIExpression(), !796)
  %261 = getelementptr inbounds [8 x [8 x i32]], ptr @g_3, i64 0, i64 %202, i64 7, !dbg !1003
  %262 = load i32, ptr %261, align 4, !dbg !1003, !tbaa !831
  %263 = sext i32 %262 to i64, !dbg !1003
  tail call fastcc void @transparent_crc(i64 noundef %263, ptr noundef nonnull @.str.11, i32 noundef %22), !dbg !1010
  %264 = trunc nuw nsw i64 %202 to i32, !dbg !1012
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %264, i32 noundef 7), !dbg !1012
  br label %266, !dbg !1012

266:                                              ; preds = %206, %228
    #dbg_value(i64 8, !793, !DIExpression(), !796)
  %267 = add nuw nsw i64 %202, 1, !dbg !1014
    #dbg_value(i64 %267, !792, !DIExpression(), !796)
  %268 = icmp eq i64 %267, 8, !dbg !1015
  br i1 %268, label %269, label %201, !dbg !1016, !llvm.loop !1017

269:                                              ; preds = %266
  %270 = load volatile i32, ptr @g_4, align 4, !dbg !1019, !tbaa !831
  %271 = sext i32 %270 to i64, !dbg !1019
  tail call fastcc void @transparent_crc(i64 noundef %271, ptr noundef nonnull @.str.13, i32 noundef %22), !dbg !1020
  %272 = load i32, ptr @g_5, align 4, !dbg !1021, !tbaa !831
  %273 = sext i32 %272 to i64, !dbg !1021
  tail call fastcc void @transparent_crc(i64 noundef %273, ptr noundef nonnull @.str.14, i32 noundef %22), !dbg !1022
  %274 = load i32, ptr @g_6, align 4, !dbg !1023, !tbaa !831
  %275 = sext i32 %274 to i64, !dbg !1023
  tail call fastcc void @transparent_crc(i64 noundef %275, ptr noundef nonnull @.str.15, i32 noundef %22), !dbg !1024
  tail call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.16, i32 noundef %22), !dbg !1025
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.17, i32 noundef %22), !dbg !1026
  %276 = load volatile i16, ptr @g_19, align 2, !dbg !1027, !tbaa !955
  %277 = sext i16 %276 to i64, !dbg !1027
  tail call fastcc void @transparent_crc(i64 noundef %277, ptr noundef nonnull @.str.18, i32 noundef %22), !dbg !1028
    #dbg_value(i64 0, !792, !DIExpression(), !796)
  %278 = load volatile i16, ptr @g_22, align 2, !dbg !1029, !tbaa !955
  %279 = zext i16 %278 to i64, !dbg !1029
  tail call fastcc void @transparent_crc(i64 noundef %279, ptr noundef nonnull @.str.19, i32 noundef %22), !dbg !1033
  br i1 %21, label %280, label %283, !dbg !1034

280:                                              ; preds = %269
    #dbg_value(i64 1, !792, !DIExpression(), !796)
  %281 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_22, i64 2), align 2, !dbg !1029, !tbaa !955
  %282 = zext i16 %281 to i64, !dbg !1029
  tail call fastcc void @transparent_crc(i64 noundef %282, ptr noundef nonnull @.str.19, i32 noundef %22), !dbg !1033
  br label %288, !dbg !1034

283:                                              ; preds = %269
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0), !dbg !1035
    #dbg_value(i64 1, !792, !DIExpression(), !796)
  %285 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_22, i64 2), align 2, !dbg !1029, !tbaa !955
  %286 = zext i16 %285 to i64, !dbg !1029
  tail call fastcc void @transparent_crc(i64 noundef %286, ptr noundef nonnull @.str.19, i32 noundef %22), !dbg !1033
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1), !dbg !1035
  br label %288, !dbg !1035

288:                                              ; preds = %280, %283
    #dbg_value(i64 2, !792, !DIExpression(), !796)
  tail call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.20, i32 noundef %22), !dbg !1037
  tail call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.21, i32 noundef %22), !dbg !1038
  tail call fastcc void @transparent_crc(i64 noundef 10524, ptr noundef nonnull @.str.22, i32 noundef %22), !dbg !1039
  tail call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.23, i32 noundef %22), !dbg !1040
  tail call fastcc void @transparent_crc(i64 noundef 121, ptr noundef nonnull @.str.24, i32 noundef %22), !dbg !1041
  tail call fastcc void @transparent_crc(i64 noundef -573, ptr noundef nonnull @.str.25, i32 noundef %22), !dbg !1042
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.26, i32 noundef %22), !dbg !1043
  tail call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.27, i32 noundef %22), !dbg !1044
  %289 = load volatile i8, ptr @g_135, align 4, !dbg !1045
  %290 = shl i8 %289, 5, !dbg !1045
  %291 = ashr exact i8 %290, 5, !dbg !1045
  %292 = sext i8 %291 to i64, !dbg !1046
  tail call fastcc void @transparent_crc(i64 noundef %292, ptr noundef nonnull @.str.28, i32 noundef %22), !dbg !1047
  %293 = load volatile i8, ptr @g_174, align 4, !dbg !1048
  %294 = shl i8 %293, 5, !dbg !1048
  %295 = ashr exact i8 %294, 5, !dbg !1048
  %296 = sext i8 %295 to i64, !dbg !1049
  tail call fastcc void @transparent_crc(i64 noundef %296, ptr noundef nonnull @.str.29, i32 noundef %22), !dbg !1050
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.30, i32 noundef %22), !dbg !1051
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.31, i32 noundef %22), !dbg !1052
  tail call fastcc void @transparent_crc(i64 noundef -27821, ptr noundef nonnull @.str.32, i32 noundef %22), !dbg !1053
  tail call fastcc void @transparent_crc(i64 noundef 8646, ptr noundef nonnull @.str.33, i32 noundef %22), !dbg !1054
  tail call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.34, i32 noundef %22), !dbg !1055
  tail call fastcc void @transparent_crc(i64 noundef 153, ptr noundef nonnull @.str.35, i32 noundef %22), !dbg !1056
  tail call fastcc void @transparent_crc(i64 noundef -3312, ptr noundef nonnull @.str.36, i32 noundef %22), !dbg !1057
  tail call fastcc void @transparent_crc(i64 noundef 8314, ptr noundef nonnull @.str.37, i32 noundef %22), !dbg !1058
  tail call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.38, i32 noundef %22), !dbg !1059
  tail call fastcc void @transparent_crc(i64 noundef 243, ptr noundef nonnull @.str.39, i32 noundef %22), !dbg !1060
  tail call fastcc void @transparent_crc(i64 noundef -2339, ptr noundef nonnull @.str.40, i32 noundef %22), !dbg !1061
  %297 = load volatile i32, ptr @g_308, align 4, !dbg !1062, !tbaa !951
  %298 = sext i32 %297 to i64, !dbg !1063
  tail call fastcc void @transparent_crc(i64 noundef %298, ptr noundef nonnull @.str.41, i32 noundef %22), !dbg !1064
  %299 = load volatile i16, ptr @g_308, align 4, !dbg !1065
  %300 = sext i16 %299 to i64, !dbg !1066
  tail call fastcc void @transparent_crc(i64 noundef %300, ptr noundef nonnull @.str.42, i32 noundef %22), !dbg !1067
  %301 = load volatile i16, ptr @g_308, align 4, !dbg !1068, !tbaa !951
  %302 = zext i16 %301 to i64, !dbg !1069
  tail call fastcc void @transparent_crc(i64 noundef %302, ptr noundef nonnull @.str.43, i32 noundef %22), !dbg !1070
  %303 = load volatile i32, ptr @g_308, align 4, !dbg !1071, !tbaa !951
  %304 = zext i32 %303 to i64, !dbg !1072
  tail call fastcc void @transparent_crc(i64 noundef %304, ptr noundef nonnull @.str.44, i32 noundef %22), !dbg !1073
  tail call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.45, i32 noundef %22), !dbg !1074
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.46, i32 noundef %22), !dbg !1075
  tail call fastcc void @transparent_crc(i64 noundef 26176, ptr noundef nonnull @.str.47, i32 noundef %22), !dbg !1076
    #dbg_value(i64 0, !792, !DIExpression(), !796)
  tail call fastcc void @transparent_crc(i64 noundef 6808054802109152176, ptr noundef nonnull @.str.48, i32 noundef %22), !dbg !1077
  br i1 %21, label %305, label %306, !dbg !1081

305:                                              ; preds = %288
    #dbg_value(i64 1, !792, !DIExpression(), !796)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.48, i32 noundef %22), !dbg !1077
  br label %309, !dbg !1081

306:                                              ; preds = %288
  %307 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0), !dbg !1082
    #dbg_value(i64 1, !792, !DIExpression(), !796)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.48, i32 noundef %22), !dbg !1077
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1), !dbg !1082
  br label %309, !dbg !1082

309:                                              ; preds = %305, %306
    #dbg_value(i64 2, !792, !DIExpression(), !796)
  %310 = load volatile i8, ptr @g_551, align 4, !dbg !1084
  %311 = shl i8 %310, 5, !dbg !1084
  %312 = ashr exact i8 %311, 5, !dbg !1084
  %313 = sext i8 %312 to i64, !dbg !1085
  tail call fastcc void @transparent_crc(i64 noundef %313, ptr noundef nonnull @.str.49, i32 noundef %22), !dbg !1086
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.50, i32 noundef %22), !dbg !1087
    #dbg_value(i64 0, !792, !DIExpression(), !796)
  %314 = load i32, ptr @g_601, align 16, !dbg !1088, !tbaa !951
  %315 = sext i32 %314 to i64, !dbg !1092
  tail call fastcc void @transparent_crc(i64 noundef %315, ptr noundef nonnull @.str.51, i32 noundef %22), !dbg !1093
  %316 = load i16, ptr @g_601, align 16, !dbg !1094
  %317 = sext i16 %316 to i64, !dbg !1095
  tail call fastcc void @transparent_crc(i64 noundef %317, ptr noundef nonnull @.str.52, i32 noundef %22), !dbg !1096
  %318 = load volatile i16, ptr @g_601, align 16, !dbg !1097, !tbaa !951
  %319 = zext i16 %318 to i64, !dbg !1098
  tail call fastcc void @transparent_crc(i64 noundef %319, ptr noundef nonnull @.str.53, i32 noundef %22), !dbg !1099
  %320 = load i32, ptr @g_601, align 16, !dbg !1100, !tbaa !951
  %321 = zext i32 %320 to i64, !dbg !1101
  tail call fastcc void @transparent_crc(i64 noundef %321, ptr noundef nonnull @.str.54, i32 noundef %22), !dbg !1102
  br i1 %21, label %324, label %322, !dbg !1103

322:                                              ; preds = %309
  %323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0), !dbg !1104
  br label %324, !dbg !1104

324:                                              ; preds = %309, %322
    #dbg_value(i64 1, !792, !DIExpression(), !796)
  %325 = load i32, ptr getelementptr inbounds (i8, ptr @g_601, i64 4), align 4, !dbg !1088, !tbaa !951
  %326 = sext i32 %325 to i64, !dbg !1092
  tail call fastcc void @transparent_crc(i64 noundef %326, ptr noundef nonnull @.str.51, i32 noundef %22), !dbg !1093
  %327 = load i16, ptr getelementptr inbounds (i8, ptr @g_601, i64 4), align 4, !dbg !1094
  %328 = sext i16 %327 to i64, !dbg !1095
  tail call fastcc void @transparent_crc(i64 noundef %328, ptr noundef nonnull @.str.52, i32 noundef %22), !dbg !1096
  %329 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_601, i64 4), align 4, !dbg !1097, !tbaa !951
  %330 = zext i16 %329 to i64, !dbg !1098
  tail call fastcc void @transparent_crc(i64 noundef %330, ptr noundef nonnull @.str.53, i32 noundef %22), !dbg !1099
  %331 = load i32, ptr getelementptr inbounds (i8, ptr @g_601, i64 4), align 4, !dbg !1100, !tbaa !951
  %332 = zext i32 %331 to i64, !dbg !1101
  tail call fastcc void @transparent_crc(i64 noundef %332, ptr noundef nonnull @.str.54, i32 noundef %22), !dbg !1102
  br i1 %21, label %335, label %333, !dbg !1103

333:                                              ; preds = %324
  %334 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1), !dbg !1104
  br label %335, !dbg !1104

335:                                              ; preds = %333, %324
    #dbg_value(i64 2, !792, !DIExpression(), !796)
  %336 = load i32, ptr getelementptr inbounds (i8, ptr @g_601, i64 8), align 8, !dbg !1088, !tbaa !951
  %337 = sext i32 %336 to i64, !dbg !1092
  tail call fastcc void @transparent_crc(i64 noundef %337, ptr noundef nonnull @.str.51, i32 noundef %22), !dbg !1093
  %338 = load i16, ptr getelementptr inbounds (i8, ptr @g_601, i64 8), align 8, !dbg !1094
  %339 = sext i16 %338 to i64, !dbg !1095
  tail call fastcc void @transparent_crc(i64 noundef %339, ptr noundef nonnull @.str.52, i32 noundef %22), !dbg !1096
  %340 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_601, i64 8), align 8, !dbg !1097, !tbaa !951
  %341 = zext i16 %340 to i64, !dbg !1098
  tail call fastcc void @transparent_crc(i64 noundef %341, ptr noundef nonnull @.str.53, i32 noundef %22), !dbg !1099
  %342 = load i32, ptr getelementptr inbounds (i8, ptr @g_601, i64 8), align 8, !dbg !1100, !tbaa !951
  %343 = zext i32 %342 to i64, !dbg !1101
  tail call fastcc void @transparent_crc(i64 noundef %343, ptr noundef nonnull @.str.54, i32 noundef %22), !dbg !1102
  br i1 %21, label %346, label %344, !dbg !1103

344:                                              ; preds = %335
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2), !dbg !1104
  br label %346, !dbg !1104

346:                                              ; preds = %344, %335
    #dbg_value(i64 3, !792, !DIExpression(), !796)
  %347 = load i32, ptr getelementptr inbounds (i8, ptr @g_601, i64 12), align 4, !dbg !1088, !tbaa !951
  %348 = sext i32 %347 to i64, !dbg !1092
  tail call fastcc void @transparent_crc(i64 noundef %348, ptr noundef nonnull @.str.51, i32 noundef %22), !dbg !1093
  %349 = load i16, ptr getelementptr inbounds (i8, ptr @g_601, i64 12), align 4, !dbg !1094
  %350 = sext i16 %349 to i64, !dbg !1095
  tail call fastcc void @transparent_crc(i64 noundef %350, ptr noundef nonnull @.str.52, i32 noundef %22), !dbg !1096
  %351 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_601, i64 12), align 4, !dbg !1097, !tbaa !951
  %352 = zext i16 %351 to i64, !dbg !1098
  tail call fastcc void @transparent_crc(i64 noundef %352, ptr noundef nonnull @.str.53, i32 noundef %22), !dbg !1099
  %353 = load i32, ptr getelementptr inbounds (i8, ptr @g_601, i64 12), align 4, !dbg !1100, !tbaa !951
  %354 = zext i32 %353 to i64, !dbg !1101
  tail call fastcc void @transparent_crc(i64 noundef %354, ptr noundef nonnull @.str.54, i32 noundef %22), !dbg !1102
  br i1 %21, label %357, label %355, !dbg !1103

355:                                              ; preds = %346
  %356 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3), !dbg !1104
  br label %357, !dbg !1104

357:                                              ; preds = %355, %346
    #dbg_value(i64 4, !792, !DIExpression(), !796)
  %358 = load i32, ptr @g_602, align 4, !dbg !1106, !tbaa !951
  %359 = sext i32 %358 to i64, !dbg !1107
  tail call fastcc void @transparent_crc(i64 noundef %359, ptr noundef nonnull @.str.55, i32 noundef %22), !dbg !1108
  %360 = load i16, ptr @g_602, align 4, !dbg !1109
  %361 = sext i16 %360 to i64, !dbg !1110
  tail call fastcc void @transparent_crc(i64 noundef %361, ptr noundef nonnull @.str.56, i32 noundef %22), !dbg !1111
  %362 = load volatile i16, ptr @g_602, align 4, !dbg !1112, !tbaa !951
  %363 = zext i16 %362 to i64, !dbg !1113
  tail call fastcc void @transparent_crc(i64 noundef %363, ptr noundef nonnull @.str.57, i32 noundef %22), !dbg !1114
  %364 = load i32, ptr @g_602, align 4, !dbg !1115, !tbaa !951
  %365 = zext i32 %364 to i64, !dbg !1116
  tail call fastcc void @transparent_crc(i64 noundef %365, ptr noundef nonnull @.str.58, i32 noundef %22), !dbg !1117
  %366 = load i32, ptr @g_623, align 4, !dbg !1118, !tbaa !951
  %367 = sext i32 %366 to i64, !dbg !1119
  tail call fastcc void @transparent_crc(i64 noundef %367, ptr noundef nonnull @.str.59, i32 noundef %22), !dbg !1120
  %368 = load i16, ptr @g_623, align 4, !dbg !1121
  %369 = sext i16 %368 to i64, !dbg !1122
  tail call fastcc void @transparent_crc(i64 noundef %369, ptr noundef nonnull @.str.60, i32 noundef %22), !dbg !1123
  %370 = load volatile i16, ptr @g_623, align 4, !dbg !1124, !tbaa !951
  %371 = zext i16 %370 to i64, !dbg !1125
  tail call fastcc void @transparent_crc(i64 noundef %371, ptr noundef nonnull @.str.61, i32 noundef %22), !dbg !1126
  %372 = load i32, ptr @g_623, align 4, !dbg !1127, !tbaa !951
  %373 = zext i32 %372 to i64, !dbg !1128
  tail call fastcc void @transparent_crc(i64 noundef %373, ptr noundef nonnull @.str.62, i32 noundef %22), !dbg !1129
  tail call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.63, i32 noundef %22), !dbg !1130
  tail call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.64, i32 noundef %22), !dbg !1131
  tail call fastcc void @transparent_crc(i64 noundef -84, ptr noundef nonnull @.str.65, i32 noundef %22), !dbg !1132
    #dbg_value(i64 0, !792, !DIExpression(), !796)
  %374 = load volatile i8, ptr @g_781, align 16, !dbg !1133
  %375 = shl i8 %374, 5, !dbg !1133
  %376 = ashr exact i8 %375, 5, !dbg !1133
  %377 = sext i8 %376 to i64, !dbg !1137
  tail call fastcc void @transparent_crc(i64 noundef %377, ptr noundef nonnull @.str.66, i32 noundef %22), !dbg !1138
  br i1 %21, label %385, label %378, !dbg !1139

378:                                              ; preds = %357
  %379 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0), !dbg !1140
    #dbg_value(i64 1, !792, !DIExpression(), !796)
  %380 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_781, i64 4), align 4, !dbg !1133
  %381 = shl i8 %380, 5, !dbg !1133
  %382 = ashr exact i8 %381, 5, !dbg !1133
  %383 = sext i8 %382 to i64, !dbg !1137
  tail call fastcc void @transparent_crc(i64 noundef %383, ptr noundef nonnull @.str.66, i32 noundef %22), !dbg !1138
  %384 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1), !dbg !1140
  br label %390, !dbg !1140

385:                                              ; preds = %357
    #dbg_value(i64 1, !792, !DIExpression(), !796)
  %386 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_781, i64 4), align 4, !dbg !1133
  %387 = shl i8 %386, 5, !dbg !1133
  %388 = ashr exact i8 %387, 5, !dbg !1133
  %389 = sext i8 %388 to i64, !dbg !1137
  tail call fastcc void @transparent_crc(i64 noundef %389, ptr noundef nonnull @.str.66, i32 noundef %22), !dbg !1138
  br label %390, !dbg !1139

390:                                              ; preds = %385, %378
    #dbg_value(i64 2, !792, !DIExpression(), !796)
  %391 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_781, i64 8), align 8, !dbg !1133
  %392 = shl i8 %391, 5, !dbg !1133
  %393 = ashr exact i8 %392, 5, !dbg !1133
  %394 = sext i8 %393 to i64, !dbg !1137
  tail call fastcc void @transparent_crc(i64 noundef %394, ptr noundef nonnull @.str.66, i32 noundef %22), !dbg !1138
  br i1 %21, label %402, label %395, !dbg !1139

395:                                              ; preds = %390
  %396 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2), !dbg !1140
    #dbg_value(i64 3, !792, !DIExpression(), !796)
  %397 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_781, i64 12), align 4, !dbg !1133
  %398 = shl i8 %397, 5, !dbg !1133
  %399 = ashr exact i8 %398, 5, !dbg !1133
  %400 = sext i8 %399 to i64, !dbg !1137
  tail call fastcc void @transparent_crc(i64 noundef %400, ptr noundef nonnull @.str.66, i32 noundef %22), !dbg !1138
  %401 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3), !dbg !1140
  br label %407, !dbg !1140

402:                                              ; preds = %390
    #dbg_value(i64 3, !792, !DIExpression(), !796)
  %403 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_781, i64 12), align 4, !dbg !1133
  %404 = shl i8 %403, 5, !dbg !1133
  %405 = ashr exact i8 %404, 5, !dbg !1133
  %406 = sext i8 %405 to i64, !dbg !1137
  tail call fastcc void @transparent_crc(i64 noundef %406, ptr noundef nonnull @.str.66, i32 noundef %22), !dbg !1138
  br label %407, !dbg !1139

407:                                              ; preds = %402, %395
    #dbg_value(i64 4, !792, !DIExpression(), !796)
  %408 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_781, i64 16), align 16, !dbg !1133
  %409 = shl i8 %408, 5, !dbg !1133
  %410 = ashr exact i8 %409, 5, !dbg !1133
  %411 = sext i8 %410 to i64, !dbg !1137
  tail call fastcc void @transparent_crc(i64 noundef %411, ptr noundef nonnull @.str.66, i32 noundef %22), !dbg !1138
  br i1 %21, label %414, label %412, !dbg !1139

412:                                              ; preds = %407
  %413 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4), !dbg !1140
  br label %414, !dbg !1140

414:                                              ; preds = %412, %407
    #dbg_value(i64 5, !792, !DIExpression(), !796)
  %415 = load volatile i8, ptr @g_783, align 4, !dbg !1142
  %416 = shl i8 %415, 5, !dbg !1142
  %417 = ashr exact i8 %416, 5, !dbg !1142
  %418 = sext i8 %417 to i64, !dbg !1143
  tail call fastcc void @transparent_crc(i64 noundef %418, ptr noundef nonnull @.str.67, i32 noundef %22), !dbg !1144
    #dbg_value(i32 0, !792, !DIExpression(), !796)
  br label %419, !dbg !1145

419:                                              ; preds = %414, %497
  %420 = phi i64 [ 0, %414 ], [ %498, %497 ]
    #dbg_value(i64 %420, !792, !DIExpression(), !796)
    #dbg_value(i32 0, !793, !DIExpression(), !796)
  %421 = trunc nuw nsw i64 %420 to i32
  %422 = trunc nuw nsw i64 %420 to i32
  %423 = trunc nuw nsw i64 %420 to i32
  %424 = trunc nuw nsw i64 %420 to i32
  %425 = trunc nuw nsw i64 %420 to i32
  %426 = trunc nuw nsw i64 %420 to i32
  br label %427, !dbg !1147

427:                                              ; preds = %419, %494
  %428 = phi i64 [ 0, %419 ], [ %495, %494 ]
    #dbg_value(i64 %428, !793, !DIExpression(), !796)
    #dbg_value(i64 0, !794, !DIExpression(), !796)
  %429 = getelementptr inbounds [5 x [8 x [6 x %union.U4]]], ptr @g_785, i64 0, i64 %420, i64 %428, i64 0, !dbg !1151
  %430 = load volatile i8, ptr %429, align 8, !dbg !1157
  %431 = shl i8 %430, 5, !dbg !1157
  %432 = ashr exact i8 %431, 5, !dbg !1157
  %433 = sext i8 %432 to i64, !dbg !1151
  tail call fastcc void @transparent_crc(i64 noundef %433, ptr noundef nonnull @.str.68, i32 noundef %22), !dbg !1158
  br i1 %21, label %444, label %434, !dbg !1159

434:                                              ; preds = %427
  %435 = trunc nuw nsw i64 %428 to i32, !dbg !1160
  %436 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.69, i32 noundef %421, i32 noundef %435, i32 noundef 0), !dbg !1160
    #dbg_value(i64 1, !794, !DIExpression(), !796)
  %437 = getelementptr inbounds [5 x [8 x [6 x %union.U4]]], ptr @g_785, i64 0, i64 %420, i64 %428, i64 1, !dbg !1151
  %438 = load volatile i8, ptr %437, align 4, !dbg !1157
  %439 = shl i8 %438, 5, !dbg !1157
  %440 = ashr exact i8 %439, 5, !dbg !1157
  %441 = sext i8 %440 to i64, !dbg !1151
  tail call fastcc void @transparent_crc(i64 noundef %441, ptr noundef nonnull @.str.68, i32 noundef %22), !dbg !1158
  %442 = trunc nuw nsw i64 %428 to i32, !dbg !1160
  %443 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.69, i32 noundef %422, i32 noundef %442, i32 noundef 1), !dbg !1160
  br label %450, !dbg !1160

444:                                              ; preds = %427
    #dbg_value(i64 1, !794, !DIExpression(), !796)
  %445 = getelementptr inbounds [5 x [8 x [6 x %union.U4]]], ptr @g_785, i64 0, i64 %420, i64 %428, i64 1, !dbg !1151
  %446 = load volatile i8, ptr %445, align 4, !dbg !1157
  %447 = shl i8 %446, 5, !dbg !1157
  %448 = ashr exact i8 %447, 5, !dbg !1157
  %449 = sext i8 %448 to i64, !dbg !1151
  tail call fastcc void @transparent_crc(i64 noundef %449, ptr noundef nonnull @.str.68, i32 noundef %22), !dbg !1158
  br label %450, !dbg !1159

450:                                              ; preds = %444, %434
    #dbg_value(i64 2, !794, !DIExpression(), !796)
  %451 = getelementptr inbounds [5 x [8 x [6 x %union.U4]]], ptr @g_785, i64 0, i64 %420, i64 %428, i64 2, !dbg !1151
  %452 = load volatile i8, ptr %451, align 8, !dbg !1157
  %453 = shl i8 %452, 5, !dbg !1157
  %454 = ashr exact i8 %453, 5, !dbg !1157
  %455 = sext i8 %454 to i64, !dbg !1151
  tail call fastcc void @transparent_crc(i64 noundef %455, ptr noundef nonnull @.str.68, i32 noundef %22), !dbg !1158
  br i1 %21, label %466, label %456, !dbg !1159

456:                                              ; preds = %450
  %457 = trunc nuw nsw i64 %428 to i32, !dbg !1160
  %458 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.69, i32 noundef %423, i32 noundef %457, i32 noundef 2), !dbg !1160
    #dbg_value(i64 3, !794, !DIExpression(), !796)
  %459 = getelementptr inbounds [5 x [8 x [6 x %union.U4]]], ptr @g_785, i64 0, i64 %420, i64 %428, i64 3, !dbg !1151
  %460 = load volatile i8, ptr %459, align 4, !dbg !1157
  %461 = shl i8 %460, 5, !dbg !1157
  %462 = ashr exact i8 %461, 5, !dbg !1157
  %463 = sext i8 %462 to i64, !dbg !1151
  tail call fastcc void @transparent_crc(i64 noundef %463, ptr noundef nonnull @.str.68, i32 noundef %22), !dbg !1158
  %464 = trunc nuw nsw i64 %428 to i32, !dbg !1160
  %465 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.69, i32 noundef %424, i32 noundef %464, i32 noundef 3), !dbg !1160
  br label %472, !dbg !1160

466:                                              ; preds = %450
    #dbg_value(i64 3, !794, !DIExpression(), !796)
  %467 = getelementptr inbounds [5 x [8 x [6 x %union.U4]]], ptr @g_785, i64 0, i64 %420, i64 %428, i64 3, !dbg !1151
  %468 = load volatile i8, ptr %467, align 4, !dbg !1157
  %469 = shl i8 %468, 5, !dbg !1157
  %470 = ashr exact i8 %469, 5, !dbg !1157
  %471 = sext i8 %470 to i64, !dbg !1151
  tail call fastcc void @transparent_crc(i64 noundef %471, ptr noundef nonnull @.str.68, i32 noundef %22), !dbg !1158
  br label %472, !dbg !1159

472:                                              ; preds = %466, %456
    #dbg_value(i64 4, !794, !DIExpression(), !796)
  %473 = getelementptr inbounds [5 x [8 x [6 x %union.U4]]], ptr @g_785, i64 0, i64 %420, i64 %428, i64 4, !dbg !1151
  %474 = load volatile i8, ptr %473, align 8, !dbg !1157
  %475 = shl i8 %474, 5, !dbg !1157
  %476 = ashr exact i8 %475, 5, !dbg !1157
  %477 = sext i8 %476 to i64, !dbg !1151
  tail call fastcc void @transparent_crc(i64 noundef %477, ptr noundef nonnull @.str.68, i32 noundef %22), !dbg !1158
  br i1 %21, label %488, label %478, !dbg !1159

478:                                              ; preds = %472
  %479 = trunc nuw nsw i64 %428 to i32, !dbg !1160
  %480 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.69, i32 noundef %425, i32 noundef %479, i32 noundef 4), !dbg !1160
    #dbg_value(i64 5, !794, !DIExpression(), !796)
  %481 = getelementptr inbounds [5 x [8 x [6 x %union.U4]]], ptr @g_785, i64 0, i64 %420, i64 %428, i64 5, !dbg !1151
  %482 = load volatile i8, ptr %481, align 4, !dbg !1157
  %483 = shl i8 %482, 5, !dbg !1157
  %484 = ashr exact i8 %483, 5, !dbg !1157
  %485 = sext i8 %484 to i64, !dbg !1151
  tail call fastcc void @transparent_crc(i64 noundef %485, ptr noundef nonnull @.str.68, i32 noundef %22), !dbg !1158
  %486 = trunc nuw nsw i64 %428 to i32, !dbg !1160
  %487 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.69, i32 noundef %426, i32 noundef %486, i32 noundef 5), !dbg !1160
  br label %494, !dbg !1160

488:                                              ; preds = %472
    #dbg_value(i64 5, !794, !DIExpression(), !796)
  %489 = getelementptr inbounds [5 x [8 x [6 x %union.U4]]], ptr @g_785, i64 0, i64 %420, i64 %428, i64 5, !dbg !1151
  %490 = load volatile i8, ptr %489, align 4, !dbg !1157
  %491 = shl i8 %490, 5, !dbg !1157
  %492 = ashr exact i8 %491, 5, !dbg !1157
  %493 = sext i8 %492 to i64, !dbg !1151
  tail call fastcc void @transparent_crc(i64 noundef %493, ptr noundef nonnull @.str.68, i32 noundef %22), !dbg !1158
  br label %494, !dbg !1159

494:                                              ; preds = %488, %478
    #dbg_value(i64 6, !794, !DIExpression(), !796)
  %495 = add nuw nsw i64 %428, 1, !dbg !1162
    #dbg_value(i64 %495, !793, !DIExpression(), !796)
  %496 = icmp eq i64 %495, 8, !dbg !1163
  br i1 %496, label %497, label %427, !dbg !1147, !llvm.loop !1164

497:                                              ; preds = %494
  %498 = add nuw nsw i64 %420, 1, !dbg !1166
    #dbg_value(i64 %498, !792, !DIExpression(), !796)
  %499 = icmp eq i64 %498, 5, !dbg !1167
  br i1 %499, label %500, label %419, !dbg !1145, !llvm.loop !1168

500:                                              ; preds = %497
  tail call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.70, i32 noundef %22), !dbg !1170
  %501 = load volatile i32, ptr @g_837, align 4, !dbg !1171, !tbaa !977
  %502 = sext i32 %501 to i64, !dbg !1172
  tail call fastcc void @transparent_crc(i64 noundef %502, ptr noundef nonnull @.str.71, i32 noundef %22), !dbg !1173
  %503 = load i160, ptr getelementptr inbounds (i8, ptr @g_837, i64 4), align 4, !dbg !1174
  %504 = shl i160 %503, 151, !dbg !1174
  %505 = ashr exact i160 %504, 151, !dbg !1174
  %506 = trunc nsw i160 %505 to i64, !dbg !1174
  tail call fastcc void @transparent_crc(i64 noundef %506, ptr noundef nonnull @.str.72, i32 noundef %22), !dbg !1175
  %507 = load volatile i160, ptr getelementptr inbounds (i8, ptr @g_837, i64 4), align 4, !dbg !1176
  %508 = trunc i160 %507 to i64, !dbg !1176
  %509 = lshr i64 %508, 9, !dbg !1176
  %510 = and i64 %509, 1073741823, !dbg !1176
  tail call fastcc void @transparent_crc(i64 noundef %510, ptr noundef nonnull @.str.73, i32 noundef %22), !dbg !1177
  %511 = load i160, ptr getelementptr inbounds (i8, ptr @g_837, i64 4), align 4, !dbg !1178
  %512 = trunc i160 %511 to i64, !dbg !1178
  %513 = lshr i64 %512, 39, !dbg !1178
  %514 = and i64 %513, 32767, !dbg !1178
  tail call fastcc void @transparent_crc(i64 noundef %514, ptr noundef nonnull @.str.74, i32 noundef %22), !dbg !1179
  %515 = load i160, ptr getelementptr inbounds (i8, ptr @g_837, i64 4), align 4, !dbg !1180
  %516 = lshr i160 %515, 54, !dbg !1180
  %517 = trunc i160 %516 to i64, !dbg !1180
  %518 = and i64 %517, 2097151, !dbg !1180
  tail call fastcc void @transparent_crc(i64 noundef %518, ptr noundef nonnull @.str.75, i32 noundef %22), !dbg !1181
  %519 = load i160, ptr getelementptr inbounds (i8, ptr @g_837, i64 4), align 4, !dbg !1182
  %520 = shl i160 %519, 71, !dbg !1182
  %521 = ashr i160 %520, 146, !dbg !1182
  %522 = trunc nsw i160 %521 to i64, !dbg !1182
  tail call fastcc void @transparent_crc(i64 noundef %522, ptr noundef nonnull @.str.76, i32 noundef %22), !dbg !1183
  %523 = load i160, ptr getelementptr inbounds (i8, ptr @g_837, i64 4), align 4, !dbg !1184
  %524 = shl i160 %523, 53, !dbg !1184
  %525 = ashr i160 %524, 142, !dbg !1184
  %526 = trunc nsw i160 %525 to i64, !dbg !1184
  tail call fastcc void @transparent_crc(i64 noundef %526, ptr noundef nonnull @.str.77, i32 noundef %22), !dbg !1185
  %527 = load i160, ptr getelementptr inbounds (i8, ptr @g_837, i64 4), align 4, !dbg !1186
  %528 = shl i160 %527, 22, !dbg !1186
  %529 = ashr i160 %528, 129, !dbg !1186
  %530 = trunc nsw i160 %529 to i64, !dbg !1186
  tail call fastcc void @transparent_crc(i64 noundef %530, ptr noundef nonnull @.str.78, i32 noundef %22), !dbg !1187
  %531 = load i160, ptr getelementptr inbounds (i8, ptr @g_837, i64 4), align 4, !dbg !1188
  %532 = lshr i160 %531, 138, !dbg !1188
  %533 = trunc nuw nsw i160 %532 to i64, !dbg !1188
  tail call fastcc void @transparent_crc(i64 noundef %533, ptr noundef nonnull @.str.79, i32 noundef %22), !dbg !1189
  %534 = load volatile i32, ptr @g_840, align 4, !dbg !1190, !tbaa !977
  %535 = sext i32 %534 to i64, !dbg !1191
  tail call fastcc void @transparent_crc(i64 noundef %535, ptr noundef nonnull @.str.80, i32 noundef %22), !dbg !1192
  %536 = load i160, ptr getelementptr inbounds (i8, ptr @g_840, i64 4), align 4, !dbg !1193
  %537 = shl i160 %536, 151, !dbg !1193
  %538 = ashr exact i160 %537, 151, !dbg !1193
  %539 = trunc nsw i160 %538 to i64, !dbg !1193
  tail call fastcc void @transparent_crc(i64 noundef %539, ptr noundef nonnull @.str.81, i32 noundef %22), !dbg !1194
  %540 = load volatile i160, ptr getelementptr inbounds (i8, ptr @g_840, i64 4), align 4, !dbg !1195
  %541 = trunc i160 %540 to i64, !dbg !1195
  %542 = lshr i64 %541, 9, !dbg !1195
  %543 = and i64 %542, 1073741823, !dbg !1195
  tail call fastcc void @transparent_crc(i64 noundef %543, ptr noundef nonnull @.str.82, i32 noundef %22), !dbg !1196
  %544 = load i160, ptr getelementptr inbounds (i8, ptr @g_840, i64 4), align 4, !dbg !1197
  %545 = trunc i160 %544 to i64, !dbg !1197
  %546 = lshr i64 %545, 39, !dbg !1197
  %547 = and i64 %546, 32767, !dbg !1197
  tail call fastcc void @transparent_crc(i64 noundef %547, ptr noundef nonnull @.str.83, i32 noundef %22), !dbg !1198
  %548 = load i160, ptr getelementptr inbounds (i8, ptr @g_840, i64 4), align 4, !dbg !1199
  %549 = lshr i160 %548, 54, !dbg !1199
  %550 = trunc i160 %549 to i64, !dbg !1199
  %551 = and i64 %550, 2097151, !dbg !1199
  tail call fastcc void @transparent_crc(i64 noundef %551, ptr noundef nonnull @.str.84, i32 noundef %22), !dbg !1200
  %552 = load i160, ptr getelementptr inbounds (i8, ptr @g_840, i64 4), align 4, !dbg !1201
  %553 = shl i160 %552, 71, !dbg !1201
  %554 = ashr i160 %553, 146, !dbg !1201
  %555 = trunc nsw i160 %554 to i64, !dbg !1201
  tail call fastcc void @transparent_crc(i64 noundef %555, ptr noundef nonnull @.str.85, i32 noundef %22), !dbg !1202
  %556 = load i160, ptr getelementptr inbounds (i8, ptr @g_840, i64 4), align 4, !dbg !1203
  %557 = shl i160 %556, 53, !dbg !1203
  %558 = ashr i160 %557, 142, !dbg !1203
  %559 = trunc nsw i160 %558 to i64, !dbg !1203
  tail call fastcc void @transparent_crc(i64 noundef %559, ptr noundef nonnull @.str.86, i32 noundef %22), !dbg !1204
  %560 = load i160, ptr getelementptr inbounds (i8, ptr @g_840, i64 4), align 4, !dbg !1205
  %561 = shl i160 %560, 22, !dbg !1205
  %562 = ashr i160 %561, 129, !dbg !1205
  %563 = trunc nsw i160 %562 to i64, !dbg !1205
  tail call fastcc void @transparent_crc(i64 noundef %563, ptr noundef nonnull @.str.87, i32 noundef %22), !dbg !1206
  %564 = load i160, ptr getelementptr inbounds (i8, ptr @g_840, i64 4), align 4, !dbg !1207
  %565 = lshr i160 %564, 138, !dbg !1207
  %566 = trunc nuw nsw i160 %565 to i64, !dbg !1207
  tail call fastcc void @transparent_crc(i64 noundef %566, ptr noundef nonnull @.str.88, i32 noundef %22), !dbg !1208
    #dbg_value(i32 0, !792, !DIExpression(), !796)
  br label %567, !dbg !1209

567:                                              ; preds = %500, %613
  %568 = phi i64 [ 0, %500 ], [ %614, %613 ]
    #dbg_value(i64 %568, !792, !DIExpression(), !796)
    #dbg_value(i32 0, !793, !DIExpression(), !796)
  %569 = trunc nuw nsw i64 %568 to i32
  br label %570, !dbg !1211

570:                                              ; preds = %567, %610
  %571 = phi i64 [ 0, %567 ], [ %611, %610 ]
    #dbg_value(i64 %571, !793, !DIExpression(), !796)
  %572 = getelementptr inbounds [7 x [6 x %struct.S1]], ptr @g_868, i64 0, i64 %568, i64 %571, !dbg !1215
  %573 = load volatile i32, ptr %572, align 8, !dbg !1218, !tbaa !977
  %574 = sext i32 %573 to i64, !dbg !1215
  tail call fastcc void @transparent_crc(i64 noundef %574, ptr noundef nonnull @.str.89, i32 noundef %22), !dbg !1219
  %575 = getelementptr inbounds i8, ptr %572, i64 4, !dbg !1220
  %576 = load i160, ptr %575, align 4, !dbg !1220
  %577 = shl i160 %576, 151, !dbg !1220
  %578 = ashr exact i160 %577, 151, !dbg !1220
  %579 = trunc nsw i160 %578 to i64, !dbg !1220
  tail call fastcc void @transparent_crc(i64 noundef %579, ptr noundef nonnull @.str.90, i32 noundef %22), !dbg !1221
  %580 = load volatile i160, ptr %575, align 4, !dbg !1222
  %581 = trunc i160 %580 to i64, !dbg !1222
  %582 = lshr i64 %581, 9, !dbg !1222
  %583 = and i64 %582, 1073741823, !dbg !1222
  tail call fastcc void @transparent_crc(i64 noundef %583, ptr noundef nonnull @.str.91, i32 noundef %22), !dbg !1223
  %584 = load i160, ptr %575, align 4, !dbg !1224
  %585 = trunc i160 %584 to i64, !dbg !1224
  %586 = lshr i64 %585, 39, !dbg !1224
  %587 = and i64 %586, 32767, !dbg !1224
  tail call fastcc void @transparent_crc(i64 noundef %587, ptr noundef nonnull @.str.92, i32 noundef %22), !dbg !1225
  %588 = load i160, ptr %575, align 4, !dbg !1226
  %589 = lshr i160 %588, 54, !dbg !1226
  %590 = trunc i160 %589 to i64, !dbg !1226
  %591 = and i64 %590, 2097151, !dbg !1226
  tail call fastcc void @transparent_crc(i64 noundef %591, ptr noundef nonnull @.str.93, i32 noundef %22), !dbg !1227
  %592 = load i160, ptr %575, align 4, !dbg !1228
  %593 = shl i160 %592, 71, !dbg !1228
  %594 = ashr i160 %593, 146, !dbg !1228
  %595 = trunc nsw i160 %594 to i64, !dbg !1228
  tail call fastcc void @transparent_crc(i64 noundef %595, ptr noundef nonnull @.str.94, i32 noundef %22), !dbg !1229
  %596 = load i160, ptr %575, align 4, !dbg !1230
  %597 = shl i160 %596, 53, !dbg !1230
  %598 = ashr i160 %597, 142, !dbg !1230
  %599 = trunc nsw i160 %598 to i64, !dbg !1230
  tail call fastcc void @transparent_crc(i64 noundef %599, ptr noundef nonnull @.str.95, i32 noundef %22), !dbg !1231
  %600 = load i160, ptr %575, align 4, !dbg !1232
  %601 = shl i160 %600, 22, !dbg !1232
  %602 = ashr i160 %601, 129, !dbg !1232
  %603 = trunc nsw i160 %602 to i64, !dbg !1232
  tail call fastcc void @transparent_crc(i64 noundef %603, ptr noundef nonnull @.str.96, i32 noundef %22), !dbg !1233
  %604 = load i160, ptr %575, align 4, !dbg !1234
  %605 = lshr i160 %604, 138, !dbg !1234
  %606 = trunc nuw nsw i160 %605 to i64, !dbg !1234
  tail call fastcc void @transparent_crc(i64 noundef %606, ptr noundef nonnull @.str.97, i32 noundef %22), !dbg !1235
  br i1 %21, label %610, label %607, !dbg !1236

607:                                              ; preds = %570
  %608 = trunc nuw nsw i64 %571 to i32, !dbg !1237
  %609 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %569, i32 noundef %608), !dbg !1237
  br label %610, !dbg !1237

610:                                              ; preds = %570, %607
  %611 = add nuw nsw i64 %571, 1, !dbg !1239
    #dbg_value(i64 %611, !793, !DIExpression(), !796)
  %612 = icmp eq i64 %611, 6, !dbg !1240
  br i1 %612, label %613, label %570, !dbg !1211, !llvm.loop !1241

613:                                              ; preds = %610
  %614 = add nuw nsw i64 %568, 1, !dbg !1243
    #dbg_value(i64 %614, !792, !DIExpression(), !796)
  %615 = icmp eq i64 %614, 7, !dbg !1244
  br i1 %615, label %616, label %567, !dbg !1209, !llvm.loop !1245

616:                                              ; preds = %613
  %617 = load volatile i32, ptr @g_870, align 4, !dbg !1247, !tbaa !977
  %618 = sext i32 %617 to i64, !dbg !1248
  tail call fastcc void @transparent_crc(i64 noundef %618, ptr noundef nonnull @.str.98, i32 noundef %22), !dbg !1249
  %619 = load i160, ptr getelementptr inbounds (i8, ptr @g_870, i64 4), align 4, !dbg !1250
  %620 = shl i160 %619, 151, !dbg !1250
  %621 = ashr exact i160 %620, 151, !dbg !1250
  %622 = trunc nsw i160 %621 to i64, !dbg !1250
  tail call fastcc void @transparent_crc(i64 noundef %622, ptr noundef nonnull @.str.99, i32 noundef %22), !dbg !1251
  %623 = load volatile i160, ptr getelementptr inbounds (i8, ptr @g_870, i64 4), align 4, !dbg !1252
  %624 = trunc i160 %623 to i64, !dbg !1252
  %625 = lshr i64 %624, 9, !dbg !1252
  %626 = and i64 %625, 1073741823, !dbg !1252
  tail call fastcc void @transparent_crc(i64 noundef %626, ptr noundef nonnull @.str.100, i32 noundef %22), !dbg !1253
  %627 = load i160, ptr getelementptr inbounds (i8, ptr @g_870, i64 4), align 4, !dbg !1254
  %628 = trunc i160 %627 to i64, !dbg !1254
  %629 = lshr i64 %628, 39, !dbg !1254
  %630 = and i64 %629, 32767, !dbg !1254
  tail call fastcc void @transparent_crc(i64 noundef %630, ptr noundef nonnull @.str.101, i32 noundef %22), !dbg !1255
  %631 = load i160, ptr getelementptr inbounds (i8, ptr @g_870, i64 4), align 4, !dbg !1256
  %632 = lshr i160 %631, 54, !dbg !1256
  %633 = trunc i160 %632 to i64, !dbg !1256
  %634 = and i64 %633, 2097151, !dbg !1256
  tail call fastcc void @transparent_crc(i64 noundef %634, ptr noundef nonnull @.str.102, i32 noundef %22), !dbg !1257
  %635 = load i160, ptr getelementptr inbounds (i8, ptr @g_870, i64 4), align 4, !dbg !1258
  %636 = shl i160 %635, 71, !dbg !1258
  %637 = ashr i160 %636, 146, !dbg !1258
  %638 = trunc nsw i160 %637 to i64, !dbg !1258
  tail call fastcc void @transparent_crc(i64 noundef %638, ptr noundef nonnull @.str.103, i32 noundef %22), !dbg !1259
  %639 = load i160, ptr getelementptr inbounds (i8, ptr @g_870, i64 4), align 4, !dbg !1260
  %640 = shl i160 %639, 53, !dbg !1260
  %641 = ashr i160 %640, 142, !dbg !1260
  %642 = trunc nsw i160 %641 to i64, !dbg !1260
  tail call fastcc void @transparent_crc(i64 noundef %642, ptr noundef nonnull @.str.104, i32 noundef %22), !dbg !1261
  %643 = load i160, ptr getelementptr inbounds (i8, ptr @g_870, i64 4), align 4, !dbg !1262
  %644 = shl i160 %643, 22, !dbg !1262
  %645 = ashr i160 %644, 129, !dbg !1262
  %646 = trunc nsw i160 %645 to i64, !dbg !1262
  tail call fastcc void @transparent_crc(i64 noundef %646, ptr noundef nonnull @.str.105, i32 noundef %22), !dbg !1263
  %647 = load i160, ptr getelementptr inbounds (i8, ptr @g_870, i64 4), align 4, !dbg !1264
  %648 = lshr i160 %647, 138, !dbg !1264
  %649 = trunc nuw nsw i160 %648 to i64, !dbg !1264
  tail call fastcc void @transparent_crc(i64 noundef %649, ptr noundef nonnull @.str.106, i32 noundef %22), !dbg !1265
  tail call fastcc void @transparent_crc(i64 noundef 1821322612854938149, ptr noundef nonnull @.str.107, i32 noundef %22), !dbg !1266
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.108, i32 noundef %22), !dbg !1267
    #dbg_value(i32 0, !792, !DIExpression(), !796)
  br label %650, !dbg !1268

650:                                              ; preds = %616, %690
  %651 = phi i64 [ 0, %616 ], [ %691, %690 ]
    #dbg_value(i64 %651, !792, !DIExpression(), !796)
  %652 = getelementptr inbounds [8 x %struct.S1], ptr @g_1009, i64 0, i64 %651, !dbg !1270
  %653 = load volatile i32, ptr %652, align 8, !dbg !1273, !tbaa !977
  %654 = sext i32 %653 to i64, !dbg !1270
  tail call fastcc void @transparent_crc(i64 noundef %654, ptr noundef nonnull @.str.109, i32 noundef %22), !dbg !1274
  %655 = getelementptr inbounds i8, ptr %652, i64 4, !dbg !1275
  %656 = load i160, ptr %655, align 4, !dbg !1275
  %657 = shl i160 %656, 151, !dbg !1275
  %658 = ashr exact i160 %657, 151, !dbg !1275
  %659 = trunc nsw i160 %658 to i64, !dbg !1275
  tail call fastcc void @transparent_crc(i64 noundef %659, ptr noundef nonnull @.str.110, i32 noundef %22), !dbg !1276
  %660 = load volatile i160, ptr %655, align 4, !dbg !1277
  %661 = trunc i160 %660 to i64, !dbg !1277
  %662 = lshr i64 %661, 9, !dbg !1277
  %663 = and i64 %662, 1073741823, !dbg !1277
  tail call fastcc void @transparent_crc(i64 noundef %663, ptr noundef nonnull @.str.111, i32 noundef %22), !dbg !1278
  %664 = load i160, ptr %655, align 4, !dbg !1279
  %665 = trunc i160 %664 to i64, !dbg !1279
  %666 = lshr i64 %665, 39, !dbg !1279
  %667 = and i64 %666, 32767, !dbg !1279
  tail call fastcc void @transparent_crc(i64 noundef %667, ptr noundef nonnull @.str.112, i32 noundef %22), !dbg !1280
  %668 = load i160, ptr %655, align 4, !dbg !1281
  %669 = lshr i160 %668, 54, !dbg !1281
  %670 = trunc i160 %669 to i64, !dbg !1281
  %671 = and i64 %670, 2097151, !dbg !1281
  tail call fastcc void @transparent_crc(i64 noundef %671, ptr noundef nonnull @.str.113, i32 noundef %22), !dbg !1282
  %672 = load i160, ptr %655, align 4, !dbg !1283
  %673 = shl i160 %672, 71, !dbg !1283
  %674 = ashr i160 %673, 146, !dbg !1283
  %675 = trunc nsw i160 %674 to i64, !dbg !1283
  tail call fastcc void @transparent_crc(i64 noundef %675, ptr noundef nonnull @.str.114, i32 noundef %22), !dbg !1284
  %676 = load i160, ptr %655, align 4, !dbg !1285
  %677 = shl i160 %676, 53, !dbg !1285
  %678 = ashr i160 %677, 142, !dbg !1285
  %679 = trunc nsw i160 %678 to i64, !dbg !1285
  tail call fastcc void @transparent_crc(i64 noundef %679, ptr noundef nonnull @.str.115, i32 noundef %22), !dbg !1286
  %680 = load i160, ptr %655, align 4, !dbg !1287
  %681 = shl i160 %680, 22, !dbg !1287
  %682 = ashr i160 %681, 129, !dbg !1287
  %683 = trunc nsw i160 %682 to i64, !dbg !1287
  tail call fastcc void @transparent_crc(i64 noundef %683, ptr noundef nonnull @.str.116, i32 noundef %22), !dbg !1288
  %684 = load i160, ptr %655, align 4, !dbg !1289
  %685 = lshr i160 %684, 138, !dbg !1289
  %686 = trunc nuw nsw i160 %685 to i64, !dbg !1289
  tail call fastcc void @transparent_crc(i64 noundef %686, ptr noundef nonnull @.str.117, i32 noundef %22), !dbg !1290
  br i1 %21, label %690, label %687, !dbg !1291

687:                                              ; preds = %650
  %688 = trunc nuw nsw i64 %651 to i32, !dbg !1292
  %689 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %688), !dbg !1292
  br label %690, !dbg !1292

690:                                              ; preds = %650, %687
  %691 = add nuw nsw i64 %651, 1, !dbg !1294
    #dbg_value(i64 %691, !792, !DIExpression(), !796)
  %692 = icmp eq i64 %691, 8, !dbg !1295
  br i1 %692, label %693, label %650, !dbg !1268, !llvm.loop !1296

693:                                              ; preds = %690
  tail call fastcc void @transparent_crc(i64 noundef 243, ptr noundef nonnull @.str.118, i32 noundef %22), !dbg !1298
  %694 = load volatile i32, ptr @g_1242, align 4, !dbg !1299, !tbaa !977
  %695 = sext i32 %694 to i64, !dbg !1300
  tail call fastcc void @transparent_crc(i64 noundef %695, ptr noundef nonnull @.str.119, i32 noundef %22), !dbg !1301
  %696 = load i160, ptr getelementptr inbounds (i8, ptr @g_1242, i64 4), align 4, !dbg !1302
  %697 = shl i160 %696, 151, !dbg !1302
  %698 = ashr exact i160 %697, 151, !dbg !1302
  %699 = trunc nsw i160 %698 to i64, !dbg !1302
  tail call fastcc void @transparent_crc(i64 noundef %699, ptr noundef nonnull @.str.120, i32 noundef %22), !dbg !1303
  %700 = load volatile i160, ptr getelementptr inbounds (i8, ptr @g_1242, i64 4), align 4, !dbg !1304
  %701 = trunc i160 %700 to i64, !dbg !1304
  %702 = lshr i64 %701, 9, !dbg !1304
  %703 = and i64 %702, 1073741823, !dbg !1304
  tail call fastcc void @transparent_crc(i64 noundef %703, ptr noundef nonnull @.str.121, i32 noundef %22), !dbg !1305
  %704 = load i160, ptr getelementptr inbounds (i8, ptr @g_1242, i64 4), align 4, !dbg !1306
  %705 = trunc i160 %704 to i64, !dbg !1306
  %706 = lshr i64 %705, 39, !dbg !1306
  %707 = and i64 %706, 32767, !dbg !1306
  tail call fastcc void @transparent_crc(i64 noundef %707, ptr noundef nonnull @.str.122, i32 noundef %22), !dbg !1307
  %708 = load i160, ptr getelementptr inbounds (i8, ptr @g_1242, i64 4), align 4, !dbg !1308
  %709 = lshr i160 %708, 54, !dbg !1308
  %710 = trunc i160 %709 to i64, !dbg !1308
  %711 = and i64 %710, 2097151, !dbg !1308
  tail call fastcc void @transparent_crc(i64 noundef %711, ptr noundef nonnull @.str.123, i32 noundef %22), !dbg !1309
  %712 = load i160, ptr getelementptr inbounds (i8, ptr @g_1242, i64 4), align 4, !dbg !1310
  %713 = shl i160 %712, 71, !dbg !1310
  %714 = ashr i160 %713, 146, !dbg !1310
  %715 = trunc nsw i160 %714 to i64, !dbg !1310
  tail call fastcc void @transparent_crc(i64 noundef %715, ptr noundef nonnull @.str.124, i32 noundef %22), !dbg !1311
  %716 = load i160, ptr getelementptr inbounds (i8, ptr @g_1242, i64 4), align 4, !dbg !1312
  %717 = shl i160 %716, 53, !dbg !1312
  %718 = ashr i160 %717, 142, !dbg !1312
  %719 = trunc nsw i160 %718 to i64, !dbg !1312
  tail call fastcc void @transparent_crc(i64 noundef %719, ptr noundef nonnull @.str.125, i32 noundef %22), !dbg !1313
  %720 = load i160, ptr getelementptr inbounds (i8, ptr @g_1242, i64 4), align 4, !dbg !1314
  %721 = shl i160 %720, 22, !dbg !1314
  %722 = ashr i160 %721, 129, !dbg !1314
  %723 = trunc nsw i160 %722 to i64, !dbg !1314
  tail call fastcc void @transparent_crc(i64 noundef %723, ptr noundef nonnull @.str.126, i32 noundef %22), !dbg !1315
  %724 = load i160, ptr getelementptr inbounds (i8, ptr @g_1242, i64 4), align 4, !dbg !1316
  %725 = lshr i160 %724, 138, !dbg !1316
  %726 = trunc nuw nsw i160 %725 to i64, !dbg !1316
  tail call fastcc void @transparent_crc(i64 noundef %726, ptr noundef nonnull @.str.127, i32 noundef %22), !dbg !1317
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.128, i32 noundef %22), !dbg !1318
  %727 = load i32, ptr @g_1334, align 4, !dbg !1319, !tbaa !951
  %728 = sext i32 %727 to i64, !dbg !1320
  tail call fastcc void @transparent_crc(i64 noundef %728, ptr noundef nonnull @.str.129, i32 noundef %22), !dbg !1321
  %729 = load i16, ptr @g_1334, align 4, !dbg !1322
  %730 = sext i16 %729 to i64, !dbg !1323
  tail call fastcc void @transparent_crc(i64 noundef %730, ptr noundef nonnull @.str.130, i32 noundef %22), !dbg !1324
  %731 = load volatile i16, ptr @g_1334, align 4, !dbg !1325, !tbaa !951
  %732 = zext i16 %731 to i64, !dbg !1326
  tail call fastcc void @transparent_crc(i64 noundef %732, ptr noundef nonnull @.str.131, i32 noundef %22), !dbg !1327
  %733 = load i32, ptr @g_1334, align 4, !dbg !1328, !tbaa !951
  %734 = zext i32 %733 to i64, !dbg !1329
  tail call fastcc void @transparent_crc(i64 noundef %734, ptr noundef nonnull @.str.132, i32 noundef %22), !dbg !1330
    #dbg_value(i64 0, !792, !DIExpression(), !796)
    #dbg_value(i32 0, !793, !DIExpression(), !796)
  br label %735, !dbg !1331

735:                                              ; preds = %693, %749
  %736 = phi i64 [ 0, %693 ], [ %750, %749 ]
    #dbg_value(i64 %736, !793, !DIExpression(), !796)
  %737 = getelementptr inbounds [3 x [10 x %union.U3]], ptr @g_1338, i64 0, i64 0, i64 %736, !dbg !1336
  %738 = load i32, ptr %737, align 4, !dbg !1339, !tbaa !951
  %739 = sext i32 %738 to i64, !dbg !1336
  tail call fastcc void @transparent_crc(i64 noundef %739, ptr noundef nonnull @.str.133, i32 noundef %22), !dbg !1340
  %740 = load i16, ptr %737, align 4, !dbg !1341
  %741 = sext i16 %740 to i64, !dbg !1342
  tail call fastcc void @transparent_crc(i64 noundef %741, ptr noundef nonnull @.str.134, i32 noundef %22), !dbg !1343
  %742 = load volatile i16, ptr %737, align 4, !dbg !1344, !tbaa !951
  %743 = zext i16 %742 to i64, !dbg !1345
  tail call fastcc void @transparent_crc(i64 noundef %743, ptr noundef nonnull @.str.135, i32 noundef %22), !dbg !1346
  %744 = load i32, ptr %737, align 4, !dbg !1347, !tbaa !951
  %745 = zext i32 %744 to i64, !dbg !1348
  tail call fastcc void @transparent_crc(i64 noundef %745, ptr noundef nonnull @.str.136, i32 noundef %22), !dbg !1349
  br i1 %21, label %749, label %746, !dbg !1350

746:                                              ; preds = %735
  %747 = trunc nuw nsw i64 %736 to i32, !dbg !1351
  %748 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 0, i32 noundef %747), !dbg !1351
  br label %749, !dbg !1351

749:                                              ; preds = %735, %746
  %750 = add nuw nsw i64 %736, 1, !dbg !1353
    #dbg_value(i64 %750, !793, !DIExpression(), !796)
  %751 = icmp eq i64 %750, 10, !dbg !1354
  br i1 %751, label %752, label %735, !dbg !1331, !llvm.loop !1355

752:                                              ; preds = %749, %766
  %753 = phi i64 [ %767, %766 ], [ 0, %749 ]
    #dbg_value(i64 %753, !793, !DIExpression(), !796)
  %754 = getelementptr inbounds [3 x [10 x %union.U3]], ptr @g_1338, i64 0, i64 1, i64 %753, !dbg !1336
  %755 = load i32, ptr %754, align 4, !dbg !1339, !tbaa !951
  %756 = sext i32 %755 to i64, !dbg !1336
  tail call fastcc void @transparent_crc(i64 noundef %756, ptr noundef nonnull @.str.133, i32 noundef %22), !dbg !1340
  %757 = load i16, ptr %754, align 4, !dbg !1341
  %758 = sext i16 %757 to i64, !dbg !1342
  tail call fastcc void @transparent_crc(i64 noundef %758, ptr noundef nonnull @.str.134, i32 noundef %22), !dbg !1343
  %759 = load volatile i16, ptr %754, align 4, !dbg !1344, !tbaa !951
  %760 = zext i16 %759 to i64, !dbg !1345
  tail call fastcc void @transparent_crc(i64 noundef %760, ptr noundef nonnull @.str.135, i32 noundef %22), !dbg !1346
  %761 = load i32, ptr %754, align 4, !dbg !1347, !tbaa !951
  %762 = zext i32 %761 to i64, !dbg !1348
  tail call fastcc void @transparent_crc(i64 noundef %762, ptr noundef nonnull @.str.136, i32 noundef %22), !dbg !1349
  br i1 %21, label %766, label %763, !dbg !1350

763:                                              ; preds = %752
  %764 = trunc nuw nsw i64 %753 to i32, !dbg !1351
  %765 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 1, i32 noundef %764), !dbg !1351
  br label %766, !dbg !1351

766:                                              ; preds = %763, %752
  %767 = add nuw nsw i64 %753, 1, !dbg !1353
    #dbg_value(i64 %767, !793, !DIExpression(), !796)
  %768 = icmp eq i64 %767, 10, !dbg !1354
  br i1 %768, label %769, label %752, !dbg !1331, !llvm.loop !1355

769:                                              ; preds = %766, %783
  %770 = phi i64 [ %784, %783 ], [ 0, %766 ]
    #dbg_value(i64 %770, !793, !DIExpression(), !796)
  %771 = getelementptr inbounds [3 x [10 x %union.U3]], ptr @g_1338, i64 0, i64 2, i64 %770, !dbg !1336
  %772 = load i32, ptr %771, align 4, !dbg !1339, !tbaa !951
  %773 = sext i32 %772 to i64, !dbg !1336
  tail call fastcc void @transparent_crc(i64 noundef %773, ptr noundef nonnull @.str.133, i32 noundef %22), !dbg !1340
  %774 = load i16, ptr %771, align 4, !dbg !1341
  %775 = sext i16 %774 to i64, !dbg !1342
  tail call fastcc void @transparent_crc(i64 noundef %775, ptr noundef nonnull @.str.134, i32 noundef %22), !dbg !1343
  %776 = load volatile i16, ptr %771, align 4, !dbg !1344, !tbaa !951
  %777 = zext i16 %776 to i64, !dbg !1345
  tail call fastcc void @transparent_crc(i64 noundef %777, ptr noundef nonnull @.str.135, i32 noundef %22), !dbg !1346
  %778 = load i32, ptr %771, align 4, !dbg !1347, !tbaa !951
  %779 = zext i32 %778 to i64, !dbg !1348
  tail call fastcc void @transparent_crc(i64 noundef %779, ptr noundef nonnull @.str.136, i32 noundef %22), !dbg !1349
  br i1 %21, label %783, label %780, !dbg !1350

780:                                              ; preds = %769
  %781 = trunc nuw nsw i64 %770 to i32, !dbg !1351
  %782 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 2, i32 noundef %781), !dbg !1351
  br label %783, !dbg !1351

783:                                              ; preds = %780, %769
  %784 = add nuw nsw i64 %770, 1, !dbg !1353
    #dbg_value(i64 %784, !793, !DIExpression(), !796)
  %785 = icmp eq i64 %784, 10, !dbg !1354
  br i1 %785, label %786, label %769, !dbg !1331, !llvm.loop !1355

786:                                              ; preds = %783
    #dbg_value(i64 3, !792, !DIExpression(), !796)
  %787 = load volatile i32, ptr @g_1340, align 4, !dbg !1357, !tbaa !977
  %788 = sext i32 %787 to i64, !dbg !1358
  tail call fastcc void @transparent_crc(i64 noundef %788, ptr noundef nonnull @.str.137, i32 noundef %22), !dbg !1359
  %789 = load i160, ptr getelementptr inbounds (i8, ptr @g_1340, i64 4), align 4, !dbg !1360
  %790 = shl i160 %789, 151, !dbg !1360
  %791 = ashr exact i160 %790, 151, !dbg !1360
  %792 = trunc nsw i160 %791 to i64, !dbg !1360
  tail call fastcc void @transparent_crc(i64 noundef %792, ptr noundef nonnull @.str.138, i32 noundef %22), !dbg !1361
  %793 = load volatile i160, ptr getelementptr inbounds (i8, ptr @g_1340, i64 4), align 4, !dbg !1362
  %794 = trunc i160 %793 to i64, !dbg !1362
  %795 = lshr i64 %794, 9, !dbg !1362
  %796 = and i64 %795, 1073741823, !dbg !1362
  tail call fastcc void @transparent_crc(i64 noundef %796, ptr noundef nonnull @.str.139, i32 noundef %22), !dbg !1363
  %797 = load i160, ptr getelementptr inbounds (i8, ptr @g_1340, i64 4), align 4, !dbg !1364
  %798 = trunc i160 %797 to i64, !dbg !1364
  %799 = lshr i64 %798, 39, !dbg !1364
  %800 = and i64 %799, 32767, !dbg !1364
  tail call fastcc void @transparent_crc(i64 noundef %800, ptr noundef nonnull @.str.140, i32 noundef %22), !dbg !1365
  %801 = load i160, ptr getelementptr inbounds (i8, ptr @g_1340, i64 4), align 4, !dbg !1366
  %802 = lshr i160 %801, 54, !dbg !1366
  %803 = trunc i160 %802 to i64, !dbg !1366
  %804 = and i64 %803, 2097151, !dbg !1366
  tail call fastcc void @transparent_crc(i64 noundef %804, ptr noundef nonnull @.str.141, i32 noundef %22), !dbg !1367
  %805 = load i160, ptr getelementptr inbounds (i8, ptr @g_1340, i64 4), align 4, !dbg !1368
  %806 = shl i160 %805, 71, !dbg !1368
  %807 = ashr i160 %806, 146, !dbg !1368
  %808 = trunc nsw i160 %807 to i64, !dbg !1368
  tail call fastcc void @transparent_crc(i64 noundef %808, ptr noundef nonnull @.str.142, i32 noundef %22), !dbg !1369
  %809 = load i160, ptr getelementptr inbounds (i8, ptr @g_1340, i64 4), align 4, !dbg !1370
  %810 = shl i160 %809, 53, !dbg !1370
  %811 = ashr i160 %810, 142, !dbg !1370
  %812 = trunc nsw i160 %811 to i64, !dbg !1370
  tail call fastcc void @transparent_crc(i64 noundef %812, ptr noundef nonnull @.str.143, i32 noundef %22), !dbg !1371
  %813 = load i160, ptr getelementptr inbounds (i8, ptr @g_1340, i64 4), align 4, !dbg !1372
  %814 = shl i160 %813, 22, !dbg !1372
  %815 = ashr i160 %814, 129, !dbg !1372
  %816 = trunc nsw i160 %815 to i64, !dbg !1372
  tail call fastcc void @transparent_crc(i64 noundef %816, ptr noundef nonnull @.str.144, i32 noundef %22), !dbg !1373
  %817 = load i160, ptr getelementptr inbounds (i8, ptr @g_1340, i64 4), align 4, !dbg !1374
  %818 = lshr i160 %817, 138, !dbg !1374
  %819 = trunc nuw nsw i160 %818 to i64, !dbg !1374
  tail call fastcc void @transparent_crc(i64 noundef %819, ptr noundef nonnull @.str.145, i32 noundef %22), !dbg !1375
    #dbg_value(i32 poison, !792, !DIExpression(), !796)
    #dbg_value(i32 0, !793, !DIExpression(), !796)
  br label %820, !dbg !1376

820:                                              ; preds = %786, %866
  %821 = phi i64 [ 0, %786 ], [ %867, %866 ]
    #dbg_value(i64 %821, !793, !DIExpression(), !796)
    #dbg_value(i32 0, !794, !DIExpression(), !796)
  %822 = trunc nuw nsw i64 %821 to i32
  br label %823, !dbg !1381

823:                                              ; preds = %820, %863
  %824 = phi i64 [ 0, %820 ], [ %864, %863 ]
    #dbg_value(i64 %824, !794, !DIExpression(), !796)
  %825 = getelementptr inbounds [9 x [4 x %struct.S1]], ptr @g_1344, i64 0, i64 %821, i64 %824, !dbg !1385
  %826 = load volatile i32, ptr %825, align 8, !dbg !1388, !tbaa !977
  %827 = sext i32 %826 to i64, !dbg !1385
  tail call fastcc void @transparent_crc(i64 noundef %827, ptr noundef nonnull @.str.146, i32 noundef %22), !dbg !1389
  %828 = getelementptr inbounds i8, ptr %825, i64 4, !dbg !1390
  %829 = load i160, ptr %828, align 4, !dbg !1390
  %830 = shl i160 %829, 151, !dbg !1390
  %831 = ashr exact i160 %830, 151, !dbg !1390
  %832 = trunc nsw i160 %831 to i64, !dbg !1390
  tail call fastcc void @transparent_crc(i64 noundef %832, ptr noundef nonnull @.str.147, i32 noundef %22), !dbg !1391
  %833 = load volatile i160, ptr %828, align 4, !dbg !1392
  %834 = trunc i160 %833 to i64, !dbg !1392
  %835 = lshr i64 %834, 9, !dbg !1392
  %836 = and i64 %835, 1073741823, !dbg !1392
  tail call fastcc void @transparent_crc(i64 noundef %836, ptr noundef nonnull @.str.148, i32 noundef %22), !dbg !1393
  %837 = load i160, ptr %828, align 4, !dbg !1394
  %838 = trunc i160 %837 to i64, !dbg !1394
  %839 = lshr i64 %838, 39, !dbg !1394
  %840 = and i64 %839, 32767, !dbg !1394
  tail call fastcc void @transparent_crc(i64 noundef %840, ptr noundef nonnull @.str.149, i32 noundef %22), !dbg !1395
  %841 = load i160, ptr %828, align 4, !dbg !1396
  %842 = lshr i160 %841, 54, !dbg !1396
  %843 = trunc i160 %842 to i64, !dbg !1396
  %844 = and i64 %843, 2097151, !dbg !1396
  tail call fastcc void @transparent_crc(i64 noundef %844, ptr noundef nonnull @.str.150, i32 noundef %22), !dbg !1397
  %845 = load i160, ptr %828, align 4, !dbg !1398
  %846 = shl i160 %845, 71, !dbg !1398
  %847 = ashr i160 %846, 146, !dbg !1398
  %848 = trunc nsw i160 %847 to i64, !dbg !1398
  tail call fastcc void @transparent_crc(i64 noundef %848, ptr noundef nonnull @.str.151, i32 noundef %22), !dbg !1399
  %849 = load i160, ptr %828, align 4, !dbg !1400
  %850 = shl i160 %849, 53, !dbg !1400
  %851 = ashr i160 %850, 142, !dbg !1400
  %852 = trunc nsw i160 %851 to i64, !dbg !1400
  tail call fastcc void @transparent_crc(i64 noundef %852, ptr noundef nonnull @.str.152, i32 noundef %22), !dbg !1401
  %853 = load i160, ptr %828, align 4, !dbg !1402
  %854 = shl i160 %853, 22, !dbg !1402
  %855 = ashr i160 %854, 129, !dbg !1402
  %856 = trunc nsw i160 %855 to i64, !dbg !1402
  tail call fastcc void @transparent_crc(i64 noundef %856, ptr noundef nonnull @.str.153, i32 noundef %22), !dbg !1403
  %857 = load i160, ptr %828, align 4, !dbg !1404
  %858 = lshr i160 %857, 138, !dbg !1404
  %859 = trunc nuw nsw i160 %858 to i64, !dbg !1404
  tail call fastcc void @transparent_crc(i64 noundef %859, ptr noundef nonnull @.str.154, i32 noundef %22), !dbg !1405
  br i1 %21, label %863, label %860, !dbg !1406

860:                                              ; preds = %823
  %861 = trunc nuw nsw i64 %824 to i32, !dbg !1407
  %862 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.69, i32 noundef 0, i32 noundef %822, i32 noundef %861), !dbg !1407
  br label %863, !dbg !1407

863:                                              ; preds = %823, %860
  %864 = add nuw nsw i64 %824, 1, !dbg !1409
    #dbg_value(i64 %864, !794, !DIExpression(), !796)
  %865 = icmp eq i64 %864, 4, !dbg !1410
  br i1 %865, label %866, label %823, !dbg !1381, !llvm.loop !1411

866:                                              ; preds = %863
  %867 = add nuw nsw i64 %821, 1, !dbg !1413
    #dbg_value(i64 %867, !793, !DIExpression(), !796)
  %868 = icmp eq i64 %867, 9, !dbg !1414
  br i1 %868, label %869, label %820, !dbg !1376, !llvm.loop !1415

869:                                              ; preds = %866
    #dbg_value(i32 poison, !792, !DIExpression(), !796)
  tail call fastcc void @transparent_crc(i64 noundef 64887, ptr noundef nonnull @.str.155, i32 noundef %22), !dbg !1417
  tail call fastcc void @transparent_crc(i64 noundef 27105, ptr noundef nonnull @.str.156, i32 noundef %22), !dbg !1418
    #dbg_value(i32 0, !792, !DIExpression(), !796)
  br label %870, !dbg !1419

870:                                              ; preds = %869, %911
  %871 = phi i64 [ 0, %869 ], [ %912, %911 ]
    #dbg_value(i64 %871, !792, !DIExpression(), !796)
    #dbg_value(i64 0, !793, !DIExpression(), !796)
  %872 = getelementptr inbounds [6 x [5 x i16]], ptr @g_1551, i64 0, i64 %871, i64 0, !dbg !1421
  %873 = load volatile i16, ptr %872, align 2, !dbg !1421, !tbaa !955
  %874 = sext i16 %873 to i64, !dbg !1421
  tail call fastcc void @transparent_crc(i64 noundef %874, ptr noundef nonnull @.str.157, i32 noundef %22), !dbg !1427
  br i1 %21, label %875, label %888, !dbg !1428

875:                                              ; preds = %870
    #dbg_value(i64 1, !793, !DIExpression(), !796)
  %876 = getelementptr inbounds [6 x [5 x i16]], ptr @g_1551, i64 0, i64 %871, i64 1, !dbg !1421
  %877 = load volatile i16, ptr %876, align 2, !dbg !1421, !tbaa !955
  %878 = sext i16 %877 to i64, !dbg !1421
  tail call fastcc void @transparent_crc(i64 noundef %878, ptr noundef nonnull @.str.157, i32 noundef %22), !dbg !1427
    #dbg_value(i64 2, !793, !DIExpression(), !796)
  %879 = getelementptr inbounds [6 x [5 x i16]], ptr @g_1551, i64 0, i64 %871, i64 2, !dbg !1421
  %880 = load volatile i16, ptr %879, align 2, !dbg !1421, !tbaa !955
  %881 = sext i16 %880 to i64, !dbg !1421
  tail call fastcc void @transparent_crc(i64 noundef %881, ptr noundef nonnull @.str.157, i32 noundef %22), !dbg !1427
    #dbg_value(i64 3, !793, !DIExpression(), !796)
  %882 = getelementptr inbounds [6 x [5 x i16]], ptr @g_1551, i64 0, i64 %871, i64 3, !dbg !1421
  %883 = load volatile i16, ptr %882, align 2, !dbg !1421, !tbaa !955
  %884 = sext i16 %883 to i64, !dbg !1421
  tail call fastcc void @transparent_crc(i64 noundef %884, ptr noundef nonnull @.str.157, i32 noundef %22), !dbg !1427
    #dbg_value(i64 4, !793, !DIExpression(), !796)
  %885 = getelementptr inbounds [6 x [5 x i16]], ptr @g_1551, i64 0, i64 %871, i64 4, !dbg !1421
  %886 = load volatile i16, ptr %885, align 2, !dbg !1421, !tbaa !955
  %887 = sext i16 %886 to i64, !dbg !1421
  tail call fastcc void @transparent_crc(i64 noundef %887, ptr noundef nonnull @.str.157, i32 noundef %22), !dbg !1427
  br label %911, !dbg !1428

888:                                              ; preds = %870
  %889 = trunc nuw nsw i64 %871 to i32, !dbg !1429
  %890 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %889, i32 noundef 0), !dbg !1429
    #dbg_value(i64 1, !793, !DIExpression(), !796)
  %891 = getelementptr inbounds [6 x [5 x i16]], ptr @g_1551, i64 0, i64 %871, i64 1, !dbg !1421
  %892 = load volatile i16, ptr %891, align 2, !dbg !1421, !tbaa !955
  %893 = sext i16 %892 to i64, !dbg !1421
  tail call fastcc void @transparent_crc(i64 noundef %893, ptr noundef nonnull @.str.157, i32 noundef %22), !dbg !1427
  %894 = trunc nuw nsw i64 %871 to i32, !dbg !1429
  %895 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %894, i32 noundef 1), !dbg !1429
    #dbg_value(i64 2, !793, !DIExpression(), !796)
  %896 = getelementptr inbounds [6 x [5 x i16]], ptr @g_1551, i64 0, i64 %871, i64 2, !dbg !1421
  %897 = load volatile i16, ptr %896, align 2, !dbg !1421, !tbaa !955
  %898 = sext i16 %897 to i64, !dbg !1421
  tail call fastcc void @transparent_crc(i64 noundef %898, ptr noundef nonnull @.str.157, i32 noundef %22), !dbg !1427
  %899 = trunc nuw nsw i64 %871 to i32, !dbg !1429
  %900 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %899, i32 noundef 2), !dbg !1429
    #dbg_value(i64 3, !793, !DIExpression(), !796)
  %901 = getelementptr inbounds [6 x [5 x i16]], ptr @g_1551, i64 0, i64 %871, i64 3, !dbg !1421
  %902 = load volatile i16, ptr %901, align 2, !dbg !1421, !tbaa !955
  %903 = sext i16 %902 to i64, !dbg !1421
  tail call fastcc void @transparent_crc(i64 noundef %903, ptr noundef nonnull @.str.157, i32 noundef %22), !dbg !1427
  %904 = trunc nuw nsw i64 %871 to i32, !dbg !1429
  %905 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %904, i32 noundef 3), !dbg !1429
    #dbg_value(i64 4, !793, !DIExpression(), !796)
  %906 = getelementptr inbounds [6 x [5 x i16]], ptr @g_1551, i64 0, i64 %871, i64 4, !dbg !1421
  %907 = load volatile i16, ptr %906, align 2, !dbg !1421, !tbaa !955
  %908 = sext i16 %907 to i64, !dbg !1421
  tail call fastcc void @transparent_crc(i64 noundef %908, ptr noundef nonnull @.str.157, i32 noundef %22), !dbg !1427
  %909 = trunc nuw nsw i64 %871 to i32, !dbg !1429
  %910 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %909, i32 noundef 4), !dbg !1429
  br label %911, !dbg !1429

911:                                              ; preds = %875, %888
    #dbg_value(i64 5, !793, !DIExpression(), !796)
  %912 = add nuw nsw i64 %871, 1, !dbg !1431
    #dbg_value(i64 %912, !792, !DIExpression(), !796)
  %913 = icmp eq i64 %912, 6, !dbg !1432
  br i1 %913, label %914, label %870, !dbg !1419, !llvm.loop !1433

914:                                              ; preds = %911
  tail call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.158, i32 noundef %22), !dbg !1435
  tail call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.159, i32 noundef %22), !dbg !1436
    #dbg_value(i32 0, !792, !DIExpression(), !796)
  br label %915, !dbg !1437

915:                                              ; preds = %914, %963
  %916 = phi i64 [ 0, %914 ], [ %964, %963 ]
    #dbg_value(i64 %916, !792, !DIExpression(), !796)
    #dbg_value(i32 0, !793, !DIExpression(), !796)
  %917 = trunc nuw nsw i64 %916 to i32
  %918 = trunc nuw nsw i64 %916 to i32
  %919 = trunc nuw nsw i64 %916 to i32
  br label %920, !dbg !1439

920:                                              ; preds = %915, %960
  %921 = phi i64 [ 0, %915 ], [ %961, %960 ]
    #dbg_value(i64 %921, !793, !DIExpression(), !796)
    #dbg_value(i64 0, !794, !DIExpression(), !796)
  %922 = getelementptr inbounds [8 x [9 x [3 x %union.U3]]], ptr @g_1708, i64 0, i64 %916, i64 %921, i64 0, !dbg !1443
  %923 = load i32, ptr %922, align 4, !dbg !1449, !tbaa !951
  %924 = sext i32 %923 to i64, !dbg !1443
  tail call fastcc void @transparent_crc(i64 noundef %924, ptr noundef nonnull @.str.160, i32 noundef %22), !dbg !1450
  %925 = load i16, ptr %922, align 4, !dbg !1451
  %926 = sext i16 %925 to i64, !dbg !1452
  tail call fastcc void @transparent_crc(i64 noundef %926, ptr noundef nonnull @.str.161, i32 noundef %22), !dbg !1453
  %927 = load volatile i16, ptr %922, align 4, !dbg !1454, !tbaa !951
  %928 = zext i16 %927 to i64, !dbg !1455
  tail call fastcc void @transparent_crc(i64 noundef %928, ptr noundef nonnull @.str.162, i32 noundef %22), !dbg !1456
  %929 = load i32, ptr %922, align 4, !dbg !1457, !tbaa !951
  %930 = zext i32 %929 to i64, !dbg !1458
  tail call fastcc void @transparent_crc(i64 noundef %930, ptr noundef nonnull @.str.163, i32 noundef %22), !dbg !1459
  br i1 %21, label %934, label %931, !dbg !1460

931:                                              ; preds = %920
  %932 = trunc nuw nsw i64 %921 to i32, !dbg !1461
  %933 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.69, i32 noundef %917, i32 noundef %932, i32 noundef 0), !dbg !1461
  br label %934, !dbg !1461

934:                                              ; preds = %920, %931
    #dbg_value(i64 1, !794, !DIExpression(), !796)
  %935 = getelementptr inbounds [8 x [9 x [3 x %union.U3]]], ptr @g_1708, i64 0, i64 %916, i64 %921, i64 1, !dbg !1443
  %936 = load i32, ptr %935, align 4, !dbg !1449, !tbaa !951
  %937 = sext i32 %936 to i64, !dbg !1443
  tail call fastcc void @transparent_crc(i64 noundef %937, ptr noundef nonnull @.str.160, i32 noundef %22), !dbg !1450
  %938 = load i16, ptr %935, align 4, !dbg !1451
  %939 = sext i16 %938 to i64, !dbg !1452
  tail call fastcc void @transparent_crc(i64 noundef %939, ptr noundef nonnull @.str.161, i32 noundef %22), !dbg !1453
  %940 = load volatile i16, ptr %935, align 4, !dbg !1454, !tbaa !951
  %941 = zext i16 %940 to i64, !dbg !1455
  tail call fastcc void @transparent_crc(i64 noundef %941, ptr noundef nonnull @.str.162, i32 noundef %22), !dbg !1456
  %942 = load i32, ptr %935, align 4, !dbg !1457, !tbaa !951
  %943 = zext i32 %942 to i64, !dbg !1458
  tail call fastcc void @transparent_crc(i64 noundef %943, ptr noundef nonnull @.str.163, i32 noundef %22), !dbg !1459
  br i1 %21, label %947, label %944, !dbg !1460

944:                                              ; preds = %934
  %945 = trunc nuw nsw i64 %921 to i32, !dbg !1461
  %946 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.69, i32 noundef %918, i32 noundef %945, i32 noundef 1), !dbg !1461
  br label %947, !dbg !1461

947:                                              ; preds = %944, %934
    #dbg_value(i64 2, !794, !DIExpression(), !796)
  %948 = getelementptr inbounds [8 x [9 x [3 x %union.U3]]], ptr @g_1708, i64 0, i64 %916, i64 %921, i64 2, !dbg !1443
  %949 = load i32, ptr %948, align 4, !dbg !1449, !tbaa !951
  %950 = sext i32 %949 to i64, !dbg !1443
  tail call fastcc void @transparent_crc(i64 noundef %950, ptr noundef nonnull @.str.160, i32 noundef %22), !dbg !1450
  %951 = load i16, ptr %948, align 4, !dbg !1451
  %952 = sext i16 %951 to i64, !dbg !1452
  tail call fastcc void @transparent_crc(i64 noundef %952, ptr noundef nonnull @.str.161, i32 noundef %22), !dbg !1453
  %953 = load volatile i16, ptr %948, align 4, !dbg !1454, !tbaa !951
  %954 = zext i16 %953 to i64, !dbg !1455
  tail call fastcc void @transparent_crc(i64 noundef %954, ptr noundef nonnull @.str.162, i32 noundef %22), !dbg !1456
  %955 = load i32, ptr %948, align 4, !dbg !1457, !tbaa !951
  %956 = zext i32 %955 to i64, !dbg !1458
  tail call fastcc void @transparent_crc(i64 noundef %956, ptr noundef nonnull @.str.163, i32 noundef %22), !dbg !1459
  br i1 %21, label %960, label %957, !dbg !1460

957:                                              ; preds = %947
  %958 = trunc nuw nsw i64 %921 to i32, !dbg !1461
  %959 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.69, i32 noundef %919, i32 noundef %958, i32 noundef 2), !dbg !1461
  br label %960, !dbg !1461

960:                                              ; preds = %957, %947
    #dbg_value(i64 3, !794, !DIExpression(), !796)
  %961 = add nuw nsw i64 %921, 1, !dbg !1463
    #dbg_value(i64 %961, !793, !DIExpression(), !796)
  %962 = icmp eq i64 %961, 9, !dbg !1464
  br i1 %962, label %963, label %920, !dbg !1439, !llvm.loop !1465

963:                                              ; preds = %960
  %964 = add nuw nsw i64 %916, 1, !dbg !1467
    #dbg_value(i64 %964, !792, !DIExpression(), !796)
  %965 = icmp eq i64 %964, 8, !dbg !1468
  br i1 %965, label %966, label %915, !dbg !1437, !llvm.loop !1469

966:                                              ; preds = %963, %983
  %967 = phi i64 [ %984, %983 ], [ 0, %963 ]
    #dbg_value(i64 %967, !792, !DIExpression(), !796)
    #dbg_value(i64 0, !793, !DIExpression(), !796)
  %968 = getelementptr inbounds [5 x [2 x %union.U3]], ptr @g_1723, i64 0, i64 %967, i64 0, !dbg !1471
  tail call fastcc void @transparent_crc(i64 noundef 957420479, ptr noundef nonnull @.str.164, i32 noundef %22), !dbg !1478
  tail call fastcc void @transparent_crc(i64 noundef 5055, ptr noundef nonnull @.str.165, i32 noundef %22), !dbg !1479
  %969 = load volatile i16, ptr %968, align 8, !dbg !1480, !tbaa !951
  %970 = zext i16 %969 to i64, !dbg !1481
  tail call fastcc void @transparent_crc(i64 noundef %970, ptr noundef nonnull @.str.166, i32 noundef %22), !dbg !1482
  tail call fastcc void @transparent_crc(i64 noundef 957420479, ptr noundef nonnull @.str.167, i32 noundef %22), !dbg !1483
  br i1 %21, label %979, label %971, !dbg !1484

971:                                              ; preds = %966
  %972 = trunc nuw nsw i64 %967 to i32, !dbg !1485
  %973 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %972, i32 noundef 0), !dbg !1485
    #dbg_value(i64 1, !793, !DIExpression(), !796)
  %974 = getelementptr inbounds [5 x [2 x %union.U3]], ptr @g_1723, i64 0, i64 %967, i64 1, !dbg !1471
  tail call fastcc void @transparent_crc(i64 noundef 957420479, ptr noundef nonnull @.str.164, i32 noundef %22), !dbg !1478
  tail call fastcc void @transparent_crc(i64 noundef 5055, ptr noundef nonnull @.str.165, i32 noundef %22), !dbg !1479
  %975 = load volatile i16, ptr %974, align 4, !dbg !1480, !tbaa !951
  %976 = zext i16 %975 to i64, !dbg !1481
  tail call fastcc void @transparent_crc(i64 noundef %976, ptr noundef nonnull @.str.166, i32 noundef %22), !dbg !1482
  tail call fastcc void @transparent_crc(i64 noundef 957420479, ptr noundef nonnull @.str.167, i32 noundef %22), !dbg !1483
  %977 = trunc nuw nsw i64 %967 to i32, !dbg !1485
  %978 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %977, i32 noundef 1), !dbg !1485
  br label %983, !dbg !1485

979:                                              ; preds = %966
    #dbg_value(i64 1, !793, !DIExpression(), !796)
  %980 = getelementptr inbounds [5 x [2 x %union.U3]], ptr @g_1723, i64 0, i64 %967, i64 1, !dbg !1471
  tail call fastcc void @transparent_crc(i64 noundef 957420479, ptr noundef nonnull @.str.164, i32 noundef %22), !dbg !1478
  tail call fastcc void @transparent_crc(i64 noundef 5055, ptr noundef nonnull @.str.165, i32 noundef %22), !dbg !1479
  %981 = load volatile i16, ptr %980, align 4, !dbg !1480, !tbaa !951
  %982 = zext i16 %981 to i64, !dbg !1481
  tail call fastcc void @transparent_crc(i64 noundef %982, ptr noundef nonnull @.str.166, i32 noundef %22), !dbg !1482
  tail call fastcc void @transparent_crc(i64 noundef 957420479, ptr noundef nonnull @.str.167, i32 noundef %22), !dbg !1483
  br label %983, !dbg !1484

983:                                              ; preds = %979, %971
    #dbg_value(i64 2, !793, !DIExpression(), !796)
  %984 = add nuw nsw i64 %967, 1, !dbg !1487
    #dbg_value(i64 %984, !792, !DIExpression(), !796)
  %985 = icmp eq i64 %984, 5, !dbg !1488
  br i1 %985, label %986, label %966, !dbg !1489, !llvm.loop !1490

986:                                              ; preds = %983
  tail call fastcc void @transparent_crc(i64 noundef -1990316653, ptr noundef nonnull @.str.168, i32 noundef %22), !dbg !1492
  tail call fastcc void @transparent_crc(i64 noundef 11667, ptr noundef nonnull @.str.169, i32 noundef %22), !dbg !1493
  %987 = load volatile i16, ptr @g_1724, align 4, !dbg !1494, !tbaa !951
  %988 = zext i16 %987 to i64, !dbg !1495
  tail call fastcc void @transparent_crc(i64 noundef %988, ptr noundef nonnull @.str.170, i32 noundef %22), !dbg !1496
  tail call fastcc void @transparent_crc(i64 noundef 2304650643, ptr noundef nonnull @.str.171, i32 noundef %22), !dbg !1497
  %989 = load i32, ptr @g_1725, align 4, !dbg !1498, !tbaa !951
  %990 = sext i32 %989 to i64, !dbg !1499
  tail call fastcc void @transparent_crc(i64 noundef %990, ptr noundef nonnull @.str.172, i32 noundef %22), !dbg !1500
  %991 = load i16, ptr @g_1725, align 4, !dbg !1501
  %992 = sext i16 %991 to i64, !dbg !1502
  tail call fastcc void @transparent_crc(i64 noundef %992, ptr noundef nonnull @.str.173, i32 noundef %22), !dbg !1503
  %993 = load volatile i16, ptr @g_1725, align 4, !dbg !1504, !tbaa !951
  %994 = zext i16 %993 to i64, !dbg !1505
  tail call fastcc void @transparent_crc(i64 noundef %994, ptr noundef nonnull @.str.174, i32 noundef %22), !dbg !1506
  %995 = load i32, ptr @g_1725, align 4, !dbg !1507, !tbaa !951
  %996 = zext i32 %995 to i64, !dbg !1508
  tail call fastcc void @transparent_crc(i64 noundef %996, ptr noundef nonnull @.str.175, i32 noundef %22), !dbg !1509
  %997 = load volatile i32, ptr @g_1728, align 4, !dbg !1510, !tbaa !977
  %998 = sext i32 %997 to i64, !dbg !1511
  tail call fastcc void @transparent_crc(i64 noundef %998, ptr noundef nonnull @.str.176, i32 noundef %22), !dbg !1512
  %999 = load i160, ptr getelementptr inbounds (i8, ptr @g_1728, i64 4), align 4, !dbg !1513
  %1000 = shl i160 %999, 151, !dbg !1513
  %1001 = ashr exact i160 %1000, 151, !dbg !1513
  %1002 = trunc nsw i160 %1001 to i64, !dbg !1513
  tail call fastcc void @transparent_crc(i64 noundef %1002, ptr noundef nonnull @.str.177, i32 noundef %22), !dbg !1514
  %1003 = load volatile i160, ptr getelementptr inbounds (i8, ptr @g_1728, i64 4), align 4, !dbg !1515
  %1004 = trunc i160 %1003 to i64, !dbg !1515
  %1005 = lshr i64 %1004, 9, !dbg !1515
  %1006 = and i64 %1005, 1073741823, !dbg !1515
  tail call fastcc void @transparent_crc(i64 noundef %1006, ptr noundef nonnull @.str.178, i32 noundef %22), !dbg !1516
  %1007 = load i160, ptr getelementptr inbounds (i8, ptr @g_1728, i64 4), align 4, !dbg !1517
  %1008 = trunc i160 %1007 to i64, !dbg !1517
  %1009 = lshr i64 %1008, 39, !dbg !1517
  %1010 = and i64 %1009, 32767, !dbg !1517
  tail call fastcc void @transparent_crc(i64 noundef %1010, ptr noundef nonnull @.str.179, i32 noundef %22), !dbg !1518
  %1011 = load i160, ptr getelementptr inbounds (i8, ptr @g_1728, i64 4), align 4, !dbg !1519
  %1012 = lshr i160 %1011, 54, !dbg !1519
  %1013 = trunc i160 %1012 to i64, !dbg !1519
  %1014 = and i64 %1013, 2097151, !dbg !1519
  tail call fastcc void @transparent_crc(i64 noundef %1014, ptr noundef nonnull @.str.180, i32 noundef %22), !dbg !1520
  %1015 = load i160, ptr getelementptr inbounds (i8, ptr @g_1728, i64 4), align 4, !dbg !1521
  %1016 = shl i160 %1015, 71, !dbg !1521
  %1017 = ashr i160 %1016, 146, !dbg !1521
  %1018 = trunc nsw i160 %1017 to i64, !dbg !1521
  tail call fastcc void @transparent_crc(i64 noundef %1018, ptr noundef nonnull @.str.181, i32 noundef %22), !dbg !1522
  %1019 = load i160, ptr getelementptr inbounds (i8, ptr @g_1728, i64 4), align 4, !dbg !1523
  %1020 = shl i160 %1019, 53, !dbg !1523
  %1021 = ashr i160 %1020, 142, !dbg !1523
  %1022 = trunc nsw i160 %1021 to i64, !dbg !1523
  tail call fastcc void @transparent_crc(i64 noundef %1022, ptr noundef nonnull @.str.182, i32 noundef %22), !dbg !1524
  %1023 = load i160, ptr getelementptr inbounds (i8, ptr @g_1728, i64 4), align 4, !dbg !1525
  %1024 = shl i160 %1023, 22, !dbg !1525
  %1025 = ashr i160 %1024, 129, !dbg !1525
  %1026 = trunc nsw i160 %1025 to i64, !dbg !1525
  tail call fastcc void @transparent_crc(i64 noundef %1026, ptr noundef nonnull @.str.183, i32 noundef %22), !dbg !1526
  %1027 = load i160, ptr getelementptr inbounds (i8, ptr @g_1728, i64 4), align 4, !dbg !1527
  %1028 = lshr i160 %1027, 138, !dbg !1527
  %1029 = trunc nuw nsw i160 %1028 to i64, !dbg !1527
  tail call fastcc void @transparent_crc(i64 noundef %1029, ptr noundef nonnull @.str.184, i32 noundef %22), !dbg !1528
    #dbg_value(i32 0, !792, !DIExpression(), !796)
  br label %1030, !dbg !1529

1030:                                             ; preds = %986, %1070
  %1031 = phi i64 [ 0, %986 ], [ %1071, %1070 ]
    #dbg_value(i64 %1031, !792, !DIExpression(), !796)
  %1032 = getelementptr inbounds [6 x %struct.S1], ptr @g_1729, i64 0, i64 %1031, !dbg !1531
  %1033 = load volatile i32, ptr %1032, align 8, !dbg !1534, !tbaa !977
  %1034 = sext i32 %1033 to i64, !dbg !1531
  tail call fastcc void @transparent_crc(i64 noundef %1034, ptr noundef nonnull @.str.185, i32 noundef %22), !dbg !1535
  %1035 = getelementptr inbounds i8, ptr %1032, i64 4, !dbg !1536
  %1036 = load i160, ptr %1035, align 4, !dbg !1536
  %1037 = shl i160 %1036, 151, !dbg !1536
  %1038 = ashr exact i160 %1037, 151, !dbg !1536
  %1039 = trunc nsw i160 %1038 to i64, !dbg !1536
  tail call fastcc void @transparent_crc(i64 noundef %1039, ptr noundef nonnull @.str.186, i32 noundef %22), !dbg !1537
  %1040 = load volatile i160, ptr %1035, align 4, !dbg !1538
  %1041 = trunc i160 %1040 to i64, !dbg !1538
  %1042 = lshr i64 %1041, 9, !dbg !1538
  %1043 = and i64 %1042, 1073741823, !dbg !1538
  tail call fastcc void @transparent_crc(i64 noundef %1043, ptr noundef nonnull @.str.187, i32 noundef %22), !dbg !1539
  %1044 = load i160, ptr %1035, align 4, !dbg !1540
  %1045 = trunc i160 %1044 to i64, !dbg !1540
  %1046 = lshr i64 %1045, 39, !dbg !1540
  %1047 = and i64 %1046, 32767, !dbg !1540
  tail call fastcc void @transparent_crc(i64 noundef %1047, ptr noundef nonnull @.str.188, i32 noundef %22), !dbg !1541
  %1048 = load i160, ptr %1035, align 4, !dbg !1542
  %1049 = lshr i160 %1048, 54, !dbg !1542
  %1050 = trunc i160 %1049 to i64, !dbg !1542
  %1051 = and i64 %1050, 2097151, !dbg !1542
  tail call fastcc void @transparent_crc(i64 noundef %1051, ptr noundef nonnull @.str.189, i32 noundef %22), !dbg !1543
  %1052 = load i160, ptr %1035, align 4, !dbg !1544
  %1053 = shl i160 %1052, 71, !dbg !1544
  %1054 = ashr i160 %1053, 146, !dbg !1544
  %1055 = trunc nsw i160 %1054 to i64, !dbg !1544
  tail call fastcc void @transparent_crc(i64 noundef %1055, ptr noundef nonnull @.str.190, i32 noundef %22), !dbg !1545
  %1056 = load i160, ptr %1035, align 4, !dbg !1546
  %1057 = shl i160 %1056, 53, !dbg !1546
  %1058 = ashr i160 %1057, 142, !dbg !1546
  %1059 = trunc nsw i160 %1058 to i64, !dbg !1546
  tail call fastcc void @transparent_crc(i64 noundef %1059, ptr noundef nonnull @.str.191, i32 noundef %22), !dbg !1547
  %1060 = load i160, ptr %1035, align 4, !dbg !1548
  %1061 = shl i160 %1060, 22, !dbg !1548
  %1062 = ashr i160 %1061, 129, !dbg !1548
  %1063 = trunc nsw i160 %1062 to i64, !dbg !1548
  tail call fastcc void @transparent_crc(i64 noundef %1063, ptr noundef nonnull @.str.192, i32 noundef %22), !dbg !1549
  %1064 = load i160, ptr %1035, align 4, !dbg !1550
  %1065 = lshr i160 %1064, 138, !dbg !1550
  %1066 = trunc nuw nsw i160 %1065 to i64, !dbg !1550
  tail call fastcc void @transparent_crc(i64 noundef %1066, ptr noundef nonnull @.str.193, i32 noundef %22), !dbg !1551
  br i1 %21, label %1070, label %1067, !dbg !1552

1067:                                             ; preds = %1030
  %1068 = trunc nuw nsw i64 %1031 to i32, !dbg !1553
  %1069 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %1068), !dbg !1553
  br label %1070, !dbg !1553

1070:                                             ; preds = %1030, %1067
  %1071 = add nuw nsw i64 %1031, 1, !dbg !1555
    #dbg_value(i64 %1071, !792, !DIExpression(), !796)
  %1072 = icmp eq i64 %1071, 6, !dbg !1556
  br i1 %1072, label %1073, label %1030, !dbg !1529, !llvm.loop !1557

1073:                                             ; preds = %1070, %1094
  %1074 = phi i64 [ %1095, %1094 ], [ 0, %1070 ]
    #dbg_value(i64 %1074, !792, !DIExpression(), !796)
  %1075 = getelementptr inbounds [9 x [1 x [6 x %union.U3]]], ptr @g_1875, i64 0, i64 %1074
    #dbg_value(i32 0, !794, !DIExpression(), !796)
  %1076 = trunc nuw nsw i64 %1074 to i32
  br label %1077, !dbg !1559

1077:                                             ; preds = %1073, %1091
  %1078 = phi i64 [ 0, %1073 ], [ %1092, %1091 ]
    #dbg_value(i64 %1078, !794, !DIExpression(), !796)
  %1079 = getelementptr inbounds [6 x %union.U3], ptr %1075, i64 0, i64 %1078, !dbg !1567
  %1080 = load i32, ptr %1079, align 4, !dbg !1570, !tbaa !951
  %1081 = sext i32 %1080 to i64, !dbg !1567
  tail call fastcc void @transparent_crc(i64 noundef %1081, ptr noundef nonnull @.str.194, i32 noundef %22), !dbg !1571
  %1082 = load i16, ptr %1079, align 4, !dbg !1572
  %1083 = sext i16 %1082 to i64, !dbg !1573
  tail call fastcc void @transparent_crc(i64 noundef %1083, ptr noundef nonnull @.str.195, i32 noundef %22), !dbg !1574
  %1084 = load volatile i16, ptr %1079, align 4, !dbg !1575, !tbaa !951
  %1085 = zext i16 %1084 to i64, !dbg !1576
  tail call fastcc void @transparent_crc(i64 noundef %1085, ptr noundef nonnull @.str.196, i32 noundef %22), !dbg !1577
  %1086 = load i32, ptr %1079, align 4, !dbg !1578, !tbaa !951
  %1087 = zext i32 %1086 to i64, !dbg !1579
  tail call fastcc void @transparent_crc(i64 noundef %1087, ptr noundef nonnull @.str.197, i32 noundef %22), !dbg !1580
  br i1 %21, label %1091, label %1088, !dbg !1581

1088:                                             ; preds = %1077
  %1089 = trunc nuw nsw i64 %1078 to i32, !dbg !1582
  %1090 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.69, i32 noundef %1076, i32 noundef 0, i32 noundef %1089), !dbg !1582
  br label %1091, !dbg !1582

1091:                                             ; preds = %1077, %1088
  %1092 = add nuw nsw i64 %1078, 1, !dbg !1584
    #dbg_value(i64 %1092, !794, !DIExpression(), !796)
  %1093 = icmp eq i64 %1092, 6, !dbg !1585
  br i1 %1093, label %1094, label %1077, !dbg !1559, !llvm.loop !1586

1094:                                             ; preds = %1091
    #dbg_value(i32 poison, !793, !DIExpression(), !796)
  %1095 = add nuw nsw i64 %1074, 1, !dbg !1588
    #dbg_value(i64 %1095, !792, !DIExpression(), !796)
  %1096 = icmp eq i64 %1095, 9, !dbg !1589
  br i1 %1096, label %1097, label %1073, !dbg !1590, !llvm.loop !1591

1097:                                             ; preds = %1094
  %1098 = load volatile i32, ptr @g_1877, align 4, !dbg !1593, !tbaa !977
  %1099 = sext i32 %1098 to i64, !dbg !1594
  tail call fastcc void @transparent_crc(i64 noundef %1099, ptr noundef nonnull @.str.198, i32 noundef %22), !dbg !1595
  %1100 = load i160, ptr getelementptr inbounds (i8, ptr @g_1877, i64 4), align 4, !dbg !1596
  %1101 = shl i160 %1100, 151, !dbg !1596
  %1102 = ashr exact i160 %1101, 151, !dbg !1596
  %1103 = trunc nsw i160 %1102 to i64, !dbg !1596
  tail call fastcc void @transparent_crc(i64 noundef %1103, ptr noundef nonnull @.str.199, i32 noundef %22), !dbg !1597
  %1104 = load volatile i160, ptr getelementptr inbounds (i8, ptr @g_1877, i64 4), align 4, !dbg !1598
  %1105 = trunc i160 %1104 to i64, !dbg !1598
  %1106 = lshr i64 %1105, 9, !dbg !1598
  %1107 = and i64 %1106, 1073741823, !dbg !1598
  tail call fastcc void @transparent_crc(i64 noundef %1107, ptr noundef nonnull @.str.200, i32 noundef %22), !dbg !1599
  %1108 = load i160, ptr getelementptr inbounds (i8, ptr @g_1877, i64 4), align 4, !dbg !1600
  %1109 = trunc i160 %1108 to i64, !dbg !1600
  %1110 = lshr i64 %1109, 39, !dbg !1600
  %1111 = and i64 %1110, 32767, !dbg !1600
  tail call fastcc void @transparent_crc(i64 noundef %1111, ptr noundef nonnull @.str.201, i32 noundef %22), !dbg !1601
  %1112 = load i160, ptr getelementptr inbounds (i8, ptr @g_1877, i64 4), align 4, !dbg !1602
  %1113 = lshr i160 %1112, 54, !dbg !1602
  %1114 = trunc i160 %1113 to i64, !dbg !1602
  %1115 = and i64 %1114, 2097151, !dbg !1602
  tail call fastcc void @transparent_crc(i64 noundef %1115, ptr noundef nonnull @.str.202, i32 noundef %22), !dbg !1603
  %1116 = load i160, ptr getelementptr inbounds (i8, ptr @g_1877, i64 4), align 4, !dbg !1604
  %1117 = shl i160 %1116, 71, !dbg !1604
  %1118 = ashr i160 %1117, 146, !dbg !1604
  %1119 = trunc nsw i160 %1118 to i64, !dbg !1604
  tail call fastcc void @transparent_crc(i64 noundef %1119, ptr noundef nonnull @.str.203, i32 noundef %22), !dbg !1605
  %1120 = load i160, ptr getelementptr inbounds (i8, ptr @g_1877, i64 4), align 4, !dbg !1606
  %1121 = shl i160 %1120, 53, !dbg !1606
  %1122 = ashr i160 %1121, 142, !dbg !1606
  %1123 = trunc nsw i160 %1122 to i64, !dbg !1606
  tail call fastcc void @transparent_crc(i64 noundef %1123, ptr noundef nonnull @.str.204, i32 noundef %22), !dbg !1607
  %1124 = load i160, ptr getelementptr inbounds (i8, ptr @g_1877, i64 4), align 4, !dbg !1608
  %1125 = shl i160 %1124, 22, !dbg !1608
  %1126 = ashr i160 %1125, 129, !dbg !1608
  %1127 = trunc nsw i160 %1126 to i64, !dbg !1608
  tail call fastcc void @transparent_crc(i64 noundef %1127, ptr noundef nonnull @.str.205, i32 noundef %22), !dbg !1609
  %1128 = load i160, ptr getelementptr inbounds (i8, ptr @g_1877, i64 4), align 4, !dbg !1610
  %1129 = lshr i160 %1128, 138, !dbg !1610
  %1130 = trunc nuw nsw i160 %1129 to i64, !dbg !1610
  tail call fastcc void @transparent_crc(i64 noundef %1130, ptr noundef nonnull @.str.206, i32 noundef %22), !dbg !1611
  %1131 = load volatile i32, ptr @g_1879, align 4, !dbg !1612, !tbaa !977
  %1132 = sext i32 %1131 to i64, !dbg !1613
  tail call fastcc void @transparent_crc(i64 noundef %1132, ptr noundef nonnull @.str.207, i32 noundef %22), !dbg !1614
  %1133 = load i160, ptr getelementptr inbounds (i8, ptr @g_1879, i64 4), align 4, !dbg !1615
  %1134 = shl i160 %1133, 151, !dbg !1615
  %1135 = ashr exact i160 %1134, 151, !dbg !1615
  %1136 = trunc nsw i160 %1135 to i64, !dbg !1615
  tail call fastcc void @transparent_crc(i64 noundef %1136, ptr noundef nonnull @.str.208, i32 noundef %22), !dbg !1616
  %1137 = load volatile i160, ptr getelementptr inbounds (i8, ptr @g_1879, i64 4), align 4, !dbg !1617
  %1138 = trunc i160 %1137 to i64, !dbg !1617
  %1139 = lshr i64 %1138, 9, !dbg !1617
  %1140 = and i64 %1139, 1073741823, !dbg !1617
  tail call fastcc void @transparent_crc(i64 noundef %1140, ptr noundef nonnull @.str.209, i32 noundef %22), !dbg !1618
  %1141 = load i160, ptr getelementptr inbounds (i8, ptr @g_1879, i64 4), align 4, !dbg !1619
  %1142 = trunc i160 %1141 to i64, !dbg !1619
  %1143 = lshr i64 %1142, 39, !dbg !1619
  %1144 = and i64 %1143, 32767, !dbg !1619
  tail call fastcc void @transparent_crc(i64 noundef %1144, ptr noundef nonnull @.str.210, i32 noundef %22), !dbg !1620
  %1145 = load i160, ptr getelementptr inbounds (i8, ptr @g_1879, i64 4), align 4, !dbg !1621
  %1146 = lshr i160 %1145, 54, !dbg !1621
  %1147 = trunc i160 %1146 to i64, !dbg !1621
  %1148 = and i64 %1147, 2097151, !dbg !1621
  tail call fastcc void @transparent_crc(i64 noundef %1148, ptr noundef nonnull @.str.211, i32 noundef %22), !dbg !1622
  %1149 = load i160, ptr getelementptr inbounds (i8, ptr @g_1879, i64 4), align 4, !dbg !1623
  %1150 = shl i160 %1149, 71, !dbg !1623
  %1151 = ashr i160 %1150, 146, !dbg !1623
  %1152 = trunc nsw i160 %1151 to i64, !dbg !1623
  tail call fastcc void @transparent_crc(i64 noundef %1152, ptr noundef nonnull @.str.212, i32 noundef %22), !dbg !1624
  %1153 = load i160, ptr getelementptr inbounds (i8, ptr @g_1879, i64 4), align 4, !dbg !1625
  %1154 = shl i160 %1153, 53, !dbg !1625
  %1155 = ashr i160 %1154, 142, !dbg !1625
  %1156 = trunc nsw i160 %1155 to i64, !dbg !1625
  tail call fastcc void @transparent_crc(i64 noundef %1156, ptr noundef nonnull @.str.213, i32 noundef %22), !dbg !1626
  %1157 = load i160, ptr getelementptr inbounds (i8, ptr @g_1879, i64 4), align 4, !dbg !1627
  %1158 = shl i160 %1157, 22, !dbg !1627
  %1159 = ashr i160 %1158, 129, !dbg !1627
  %1160 = trunc nsw i160 %1159 to i64, !dbg !1627
  tail call fastcc void @transparent_crc(i64 noundef %1160, ptr noundef nonnull @.str.214, i32 noundef %22), !dbg !1628
  %1161 = load i160, ptr getelementptr inbounds (i8, ptr @g_1879, i64 4), align 4, !dbg !1629
  %1162 = lshr i160 %1161, 138, !dbg !1629
  %1163 = trunc nuw nsw i160 %1162 to i64, !dbg !1629
  tail call fastcc void @transparent_crc(i64 noundef %1163, ptr noundef nonnull @.str.215, i32 noundef %22), !dbg !1630
  %1164 = load i32, ptr @g_1891, align 4, !dbg !1631, !tbaa !951
  %1165 = sext i32 %1164 to i64, !dbg !1632
  tail call fastcc void @transparent_crc(i64 noundef %1165, ptr noundef nonnull @.str.216, i32 noundef %22), !dbg !1633
  %1166 = load i16, ptr @g_1891, align 4, !dbg !1634
  %1167 = sext i16 %1166 to i64, !dbg !1635
  tail call fastcc void @transparent_crc(i64 noundef %1167, ptr noundef nonnull @.str.217, i32 noundef %22), !dbg !1636
  %1168 = load volatile i16, ptr @g_1891, align 4, !dbg !1637, !tbaa !951
  %1169 = zext i16 %1168 to i64, !dbg !1638
  tail call fastcc void @transparent_crc(i64 noundef %1169, ptr noundef nonnull @.str.218, i32 noundef %22), !dbg !1639
  %1170 = load i32, ptr @g_1891, align 4, !dbg !1640, !tbaa !951
  %1171 = zext i32 %1170 to i64, !dbg !1641
  tail call fastcc void @transparent_crc(i64 noundef %1171, ptr noundef nonnull @.str.219, i32 noundef %22), !dbg !1642
  %1172 = load volatile i32, ptr @g_1951, align 4, !dbg !1643, !tbaa !977
  %1173 = sext i32 %1172 to i64, !dbg !1644
  tail call fastcc void @transparent_crc(i64 noundef %1173, ptr noundef nonnull @.str.220, i32 noundef %22), !dbg !1645
  %1174 = load i160, ptr getelementptr inbounds (i8, ptr @g_1951, i64 4), align 4, !dbg !1646
  %1175 = shl i160 %1174, 151, !dbg !1646
  %1176 = ashr exact i160 %1175, 151, !dbg !1646
  %1177 = trunc nsw i160 %1176 to i64, !dbg !1646
  tail call fastcc void @transparent_crc(i64 noundef %1177, ptr noundef nonnull @.str.221, i32 noundef %22), !dbg !1647
  %1178 = load volatile i160, ptr getelementptr inbounds (i8, ptr @g_1951, i64 4), align 4, !dbg !1648
  %1179 = trunc i160 %1178 to i64, !dbg !1648
  %1180 = lshr i64 %1179, 9, !dbg !1648
  %1181 = and i64 %1180, 1073741823, !dbg !1648
  tail call fastcc void @transparent_crc(i64 noundef %1181, ptr noundef nonnull @.str.222, i32 noundef %22), !dbg !1649
  %1182 = load i160, ptr getelementptr inbounds (i8, ptr @g_1951, i64 4), align 4, !dbg !1650
  %1183 = trunc i160 %1182 to i64, !dbg !1650
  %1184 = lshr i64 %1183, 39, !dbg !1650
  %1185 = and i64 %1184, 32767, !dbg !1650
  tail call fastcc void @transparent_crc(i64 noundef %1185, ptr noundef nonnull @.str.223, i32 noundef %22), !dbg !1651
  %1186 = load i160, ptr getelementptr inbounds (i8, ptr @g_1951, i64 4), align 4, !dbg !1652
  %1187 = lshr i160 %1186, 54, !dbg !1652
  %1188 = trunc i160 %1187 to i64, !dbg !1652
  %1189 = and i64 %1188, 2097151, !dbg !1652
  tail call fastcc void @transparent_crc(i64 noundef %1189, ptr noundef nonnull @.str.224, i32 noundef %22), !dbg !1653
  %1190 = load i160, ptr getelementptr inbounds (i8, ptr @g_1951, i64 4), align 4, !dbg !1654
  %1191 = shl i160 %1190, 71, !dbg !1654
  %1192 = ashr i160 %1191, 146, !dbg !1654
  %1193 = trunc nsw i160 %1192 to i64, !dbg !1654
  tail call fastcc void @transparent_crc(i64 noundef %1193, ptr noundef nonnull @.str.225, i32 noundef %22), !dbg !1655
  %1194 = load i160, ptr getelementptr inbounds (i8, ptr @g_1951, i64 4), align 4, !dbg !1656
  %1195 = shl i160 %1194, 53, !dbg !1656
  %1196 = ashr i160 %1195, 142, !dbg !1656
  %1197 = trunc nsw i160 %1196 to i64, !dbg !1656
  tail call fastcc void @transparent_crc(i64 noundef %1197, ptr noundef nonnull @.str.226, i32 noundef %22), !dbg !1657
  %1198 = load i160, ptr getelementptr inbounds (i8, ptr @g_1951, i64 4), align 4, !dbg !1658
  %1199 = shl i160 %1198, 22, !dbg !1658
  %1200 = ashr i160 %1199, 129, !dbg !1658
  %1201 = trunc nsw i160 %1200 to i64, !dbg !1658
  tail call fastcc void @transparent_crc(i64 noundef %1201, ptr noundef nonnull @.str.227, i32 noundef %22), !dbg !1659
  %1202 = load i160, ptr getelementptr inbounds (i8, ptr @g_1951, i64 4), align 4, !dbg !1660
  %1203 = lshr i160 %1202, 138, !dbg !1660
  %1204 = trunc nuw nsw i160 %1203 to i64, !dbg !1660
  tail call fastcc void @transparent_crc(i64 noundef %1204, ptr noundef nonnull @.str.228, i32 noundef %22), !dbg !1661
  %1205 = load i32, ptr @crc32_context, align 4, !dbg !1662, !tbaa !831
  %1206 = xor i32 %1205, -1, !dbg !1663
    #dbg_value(i32 %1206, !1664, !DIExpression(), !1670)
    #dbg_value(i32 %22, !1669, !DIExpression(), !1670)
  %1207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.247, i32 noundef %1206), !dbg !1672
  ret i32 0, !dbg !1673
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !1674 {
    #dbg_value(i64 %0, !1678, !DIExpression(), !1681)
    #dbg_value(ptr %1, !1679, !DIExpression(), !1681)
    #dbg_value(i32 %2, !1680, !DIExpression(), !1681)
    #dbg_value(i64 %0, !1682, !DIExpression(), !1687)
    #dbg_value(i64 %0, !1689, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1694)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !1696, !tbaa !831
  %5 = lshr i32 %4, 8, !dbg !1697
  %6 = zext i32 %4 to i64, !dbg !1698
  %7 = xor i64 %6, %0, !dbg !1698
  %8 = and i64 %7, 255, !dbg !1699
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !1699
  %10 = load i32, ptr %9, align 4, !dbg !1699, !tbaa !831
  %11 = xor i32 %5, %10, !dbg !1700
  %12 = lshr i64 %0, 8, !dbg !1701
    #dbg_value(i64 %12, !1689, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1702)
  %13 = lshr i32 %11, 8, !dbg !1704
  %14 = zext i32 %11 to i64, !dbg !1705
  %15 = xor i64 %12, %14, !dbg !1705
  %16 = and i64 %15, 255, !dbg !1706
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !1706
  %18 = load i32, ptr %17, align 4, !dbg !1706, !tbaa !831
  %19 = xor i32 %13, %18, !dbg !1707
  %20 = lshr i64 %0, 16, !dbg !1708
    #dbg_value(i64 %20, !1689, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1709)
  %21 = lshr i32 %19, 8, !dbg !1711
  %22 = zext i32 %19 to i64, !dbg !1712
  %23 = xor i64 %20, %22, !dbg !1712
  %24 = and i64 %23, 255, !dbg !1713
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !1713
  %26 = load i32, ptr %25, align 4, !dbg !1713, !tbaa !831
  %27 = xor i32 %21, %26, !dbg !1714
  %28 = lshr i64 %0, 24, !dbg !1715
    #dbg_value(i64 %28, !1689, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1716)
  %29 = lshr i32 %27, 8, !dbg !1718
  %30 = zext i32 %27 to i64, !dbg !1719
  %31 = xor i64 %28, %30, !dbg !1719
  %32 = and i64 %31, 255, !dbg !1720
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !1720
  %34 = load i32, ptr %33, align 4, !dbg !1720, !tbaa !831
  %35 = xor i32 %29, %34, !dbg !1721
  %36 = lshr i64 %0, 32, !dbg !1722
    #dbg_value(i64 %36, !1689, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1723)
  %37 = lshr i32 %35, 8, !dbg !1725
  %38 = zext i32 %35 to i64, !dbg !1726
  %39 = xor i64 %36, %38, !dbg !1726
  %40 = and i64 %39, 255, !dbg !1727
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !1727
  %42 = load i32, ptr %41, align 4, !dbg !1727, !tbaa !831
  %43 = xor i32 %37, %42, !dbg !1728
  %44 = lshr i64 %0, 40, !dbg !1729
    #dbg_value(i64 %44, !1689, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1730)
  %45 = lshr i32 %43, 8, !dbg !1732
  %46 = zext i32 %43 to i64, !dbg !1733
  %47 = xor i64 %44, %46, !dbg !1733
  %48 = and i64 %47, 255, !dbg !1734
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !1734
  %50 = load i32, ptr %49, align 4, !dbg !1734, !tbaa !831
  %51 = xor i32 %45, %50, !dbg !1735
  %52 = lshr i64 %0, 48, !dbg !1736
    #dbg_value(i64 %52, !1689, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1737)
  %53 = lshr i32 %51, 8, !dbg !1739
  %54 = zext i32 %51 to i64, !dbg !1740
  %55 = xor i64 %52, %54, !dbg !1740
  %56 = and i64 %55, 255, !dbg !1741
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !1741
  %58 = load i32, ptr %57, align 4, !dbg !1741, !tbaa !831
  %59 = xor i32 %53, %58, !dbg !1742
  %60 = lshr i64 %0, 56, !dbg !1743
    #dbg_value(i64 %60, !1689, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !1744)
  %61 = lshr i32 %59, 8, !dbg !1746
  %62 = and i32 %59, 255, !dbg !1747
  %63 = zext nneg i32 %62 to i64, !dbg !1747
  %64 = xor i64 %60, %63, !dbg !1747
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !1747
  %66 = load i32, ptr %65, align 4, !dbg !1747, !tbaa !831
  %67 = xor i32 %61, %66, !dbg !1748
  store i32 %67, ptr @crc32_context, align 4, !dbg !1749, !tbaa !831
  %68 = icmp eq i32 %2, 0, !dbg !1750
  br i1 %68, label %73, label %69, !dbg !1752

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !1753
  %71 = zext i32 %70 to i64, !dbg !1753
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.229, ptr noundef %1, i64 noundef %71), !dbg !1755
  br label %73, !dbg !1756

73:                                               ; preds = %69, %3
  ret void, !dbg !1757
}

; Function Attrs: nofree nounwind
declare !dbg !1758 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!30}
!llvm.module.flags = !{!776, !777, !778, !779, !780, !781, !782}
!llvm.ident = !{!783}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1482, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "packed_121.c", directory: ".", checksumkind: CSK_MD5, checksum: "f0c6f8283a48d35f81d868d6033293fb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1483, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1484, type: !3, isLocal: true, isDefinition: true)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1485, type: !3, isLocal: true, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1486, type: !3, isLocal: true, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1487, type: !3, isLocal: true, isDefinition: true)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1488, type: !3, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1489, type: !3, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1490, type: !3, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1491, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 14)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "g_3", scope: !30, file: !2, line: 55, type: !774, isLocal: true, isDefinition: true)
!30 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !31, globals: !35, splitDebugInlining: false, nameTableKind: None)
!31 = !{!32, !33, !34}
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!35 = !{!36, !0, !7, !9, !11, !13, !15, !17, !19, !21, !23, !41, !43, !48, !53, !55, !57, !62, !64, !66, !71, !73, !75, !77, !79, !81, !83, !88, !90, !95, !97, !99, !101, !103, !105, !107, !109, !111, !113, !115, !117, !119, !121, !123, !125, !127, !129, !131, !133, !135, !137, !139, !144, !146, !148, !150, !152, !154, !156, !158, !160, !162, !164, !166, !168, !170, !172, !174, !176, !178, !183, !185, !187, !189, !191, !193, !195, !197, !199, !201, !203, !205, !207, !209, !211, !213, !215, !217, !219, !221, !226, !228, !230, !232, !234, !236, !238, !240, !242, !244, !246, !248, !250, !252, !254, !256, !258, !260, !262, !264, !269, !271, !273, !275, !277, !279, !281, !283, !285, !290, !292, !294, !296, !298, !300, !302, !304, !306, !308, !310, !312, !314, !316, !318, !323, !325, !327, !329, !331, !333, !335, !337, !339, !341, !343, !345, !347, !352, !354, !356, !358, !360, !362, !364, !366, !368, !370, !372, !374, !376, !378, !380, !382, !384, !386, !388, !390, !392, !394, !396, !398, !400, !402, !404, !406, !408, !410, !412, !414, !416, !418, !420, !422, !424, !426, !428, !430, !432, !434, !436, !438, !440, !442, !444, !446, !448, !450, !452, !454, !456, !458, !460, !462, !464, !466, !468, !470, !472, !474, !476, !478, !480, !482, !484, !486, !488, !490, !492, !494, !496, !498, !500, !502, !504, !506, !508, !510, !512, !514, !516, !526, !533, !536, !542, !558, !564, !570, !575, !28, !578, !580, !582, !584, !586, !591, !594, !601, !603, !608, !616, !621, !623, !630, !632, !634, !636, !638, !641, !643, !653, !655, !657, !659, !662, !664, !666, !669, !671, !673, !675, !677, !679, !682, !684, !688, !690, !692, !694, !698, !700, !702, !704, !707, !709, !711, !713, !715, !720, !722, !727, !729, !731, !735, !737, !739, !743, !748, !750, !752, !754, !757, !761, !763, !765, !767, !769, !772}
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1476, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 2)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1498, type: !3, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1499, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 18)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1503, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 4)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1504, type: !50, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1505, type: !50, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1506, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 5)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1507, type: !59, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1508, type: !59, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1511, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 8)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1515, type: !59, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1516, type: !68, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1517, type: !68, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1518, type: !68, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1519, type: !68, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1520, type: !68, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1521, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 6)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1522, type: !85, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1523, type: !92, isLocal: true, isDefinition: true)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 9)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1524, type: !92, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1525, type: !85, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1526, type: !85, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1527, type: !85, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1528, type: !92, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1529, type: !92, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1530, type: !92, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1531, type: !92, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1532, type: !92, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1533, type: !92, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1534, type: !92, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1535, type: !92, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1536, type: !92, isLocal: true, isDefinition: true)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1537, type: !92, isLocal: true, isDefinition: true)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1538, type: !92, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1539, type: !92, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1540, type: !85, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1541, type: !85, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1542, type: !85, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1545, type: !92, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1549, type: !92, isLocal: true, isDefinition: true)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1550, type: !85, isLocal: true, isDefinition: true)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1553, type: !141, isLocal: true, isDefinition: true)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !142)
!142 = !{!143}
!143 = !DISubrange(count: 12)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1554, type: !141, isLocal: true, isDefinition: true)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1555, type: !141, isLocal: true, isDefinition: true)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1556, type: !141, isLocal: true, isDefinition: true)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1560, type: !92, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1561, type: !92, isLocal: true, isDefinition: true)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1562, type: !92, isLocal: true, isDefinition: true)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1563, type: !92, isLocal: true, isDefinition: true)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1564, type: !92, isLocal: true, isDefinition: true)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1565, type: !92, isLocal: true, isDefinition: true)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1566, type: !92, isLocal: true, isDefinition: true)
!164 = !DIGlobalVariableExpression(var: !165, expr: !DIExpression())
!165 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1567, type: !92, isLocal: true, isDefinition: true)
!166 = !DIGlobalVariableExpression(var: !167, expr: !DIExpression())
!167 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1568, type: !85, isLocal: true, isDefinition: true)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1569, type: !85, isLocal: true, isDefinition: true)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1570, type: !85, isLocal: true, isDefinition: true)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1573, type: !141, isLocal: true, isDefinition: true)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1577, type: !92, isLocal: true, isDefinition: true)
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1584, type: !45, isLocal: true, isDefinition: true)
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression())
!179 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1585, type: !180, isLocal: true, isDefinition: true)
!180 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !181)
!181 = !{!182}
!182 = !DISubrange(count: 22)
!183 = !DIGlobalVariableExpression(var: !184, expr: !DIExpression())
!184 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1590, type: !85, isLocal: true, isDefinition: true)
!185 = !DIGlobalVariableExpression(var: !186, expr: !DIExpression())
!186 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1591, type: !92, isLocal: true, isDefinition: true)
!187 = !DIGlobalVariableExpression(var: !188, expr: !DIExpression())
!188 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1592, type: !92, isLocal: true, isDefinition: true)
!189 = !DIGlobalVariableExpression(var: !190, expr: !DIExpression())
!190 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1593, type: !92, isLocal: true, isDefinition: true)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1594, type: !92, isLocal: true, isDefinition: true)
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression())
!194 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1595, type: !92, isLocal: true, isDefinition: true)
!195 = !DIGlobalVariableExpression(var: !196, expr: !DIExpression())
!196 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1596, type: !92, isLocal: true, isDefinition: true)
!197 = !DIGlobalVariableExpression(var: !198, expr: !DIExpression())
!198 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1597, type: !92, isLocal: true, isDefinition: true)
!199 = !DIGlobalVariableExpression(var: !200, expr: !DIExpression())
!200 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1598, type: !92, isLocal: true, isDefinition: true)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1599, type: !92, isLocal: true, isDefinition: true)
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1600, type: !92, isLocal: true, isDefinition: true)
!205 = !DIGlobalVariableExpression(var: !206, expr: !DIExpression())
!206 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1601, type: !92, isLocal: true, isDefinition: true)
!207 = !DIGlobalVariableExpression(var: !208, expr: !DIExpression())
!208 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1602, type: !92, isLocal: true, isDefinition: true)
!209 = !DIGlobalVariableExpression(var: !210, expr: !DIExpression())
!210 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1603, type: !92, isLocal: true, isDefinition: true)
!211 = !DIGlobalVariableExpression(var: !212, expr: !DIExpression())
!212 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1604, type: !92, isLocal: true, isDefinition: true)
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression())
!214 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1605, type: !92, isLocal: true, isDefinition: true)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1606, type: !92, isLocal: true, isDefinition: true)
!217 = !DIGlobalVariableExpression(var: !218, expr: !DIExpression())
!218 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1607, type: !92, isLocal: true, isDefinition: true)
!219 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression())
!220 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1608, type: !92, isLocal: true, isDefinition: true)
!221 = !DIGlobalVariableExpression(var: !222, expr: !DIExpression())
!222 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1613, type: !223, isLocal: true, isDefinition: true)
!223 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !224)
!224 = !{!225}
!225 = !DISubrange(count: 15)
!226 = !DIGlobalVariableExpression(var: !227, expr: !DIExpression())
!227 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1614, type: !223, isLocal: true, isDefinition: true)
!228 = !DIGlobalVariableExpression(var: !229, expr: !DIExpression())
!229 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1615, type: !223, isLocal: true, isDefinition: true)
!230 = !DIGlobalVariableExpression(var: !231, expr: !DIExpression())
!231 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1616, type: !223, isLocal: true, isDefinition: true)
!232 = !DIGlobalVariableExpression(var: !233, expr: !DIExpression())
!233 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1617, type: !223, isLocal: true, isDefinition: true)
!234 = !DIGlobalVariableExpression(var: !235, expr: !DIExpression())
!235 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1618, type: !223, isLocal: true, isDefinition: true)
!236 = !DIGlobalVariableExpression(var: !237, expr: !DIExpression())
!237 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1619, type: !223, isLocal: true, isDefinition: true)
!238 = !DIGlobalVariableExpression(var: !239, expr: !DIExpression())
!239 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1620, type: !223, isLocal: true, isDefinition: true)
!240 = !DIGlobalVariableExpression(var: !241, expr: !DIExpression())
!241 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1621, type: !223, isLocal: true, isDefinition: true)
!242 = !DIGlobalVariableExpression(var: !243, expr: !DIExpression())
!243 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1626, type: !92, isLocal: true, isDefinition: true)
!244 = !DIGlobalVariableExpression(var: !245, expr: !DIExpression())
!245 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1627, type: !92, isLocal: true, isDefinition: true)
!246 = !DIGlobalVariableExpression(var: !247, expr: !DIExpression())
!247 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1628, type: !92, isLocal: true, isDefinition: true)
!248 = !DIGlobalVariableExpression(var: !249, expr: !DIExpression())
!249 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1629, type: !92, isLocal: true, isDefinition: true)
!250 = !DIGlobalVariableExpression(var: !251, expr: !DIExpression())
!251 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1630, type: !92, isLocal: true, isDefinition: true)
!252 = !DIGlobalVariableExpression(var: !253, expr: !DIExpression())
!253 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1631, type: !92, isLocal: true, isDefinition: true)
!254 = !DIGlobalVariableExpression(var: !255, expr: !DIExpression())
!255 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1632, type: !92, isLocal: true, isDefinition: true)
!256 = !DIGlobalVariableExpression(var: !257, expr: !DIExpression())
!257 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1633, type: !92, isLocal: true, isDefinition: true)
!258 = !DIGlobalVariableExpression(var: !259, expr: !DIExpression())
!259 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1634, type: !92, isLocal: true, isDefinition: true)
!260 = !DIGlobalVariableExpression(var: !261, expr: !DIExpression())
!261 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1635, type: !85, isLocal: true, isDefinition: true)
!262 = !DIGlobalVariableExpression(var: !263, expr: !DIExpression())
!263 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1636, type: !85, isLocal: true, isDefinition: true)
!264 = !DIGlobalVariableExpression(var: !265, expr: !DIExpression())
!265 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1639, type: !266, isLocal: true, isDefinition: true)
!266 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !267)
!267 = !{!268}
!268 = !DISubrange(count: 13)
!269 = !DIGlobalVariableExpression(var: !270, expr: !DIExpression())
!270 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1640, type: !266, isLocal: true, isDefinition: true)
!271 = !DIGlobalVariableExpression(var: !272, expr: !DIExpression())
!272 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1641, type: !266, isLocal: true, isDefinition: true)
!273 = !DIGlobalVariableExpression(var: !274, expr: !DIExpression())
!274 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1642, type: !266, isLocal: true, isDefinition: true)
!275 = !DIGlobalVariableExpression(var: !276, expr: !DIExpression())
!276 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1643, type: !266, isLocal: true, isDefinition: true)
!277 = !DIGlobalVariableExpression(var: !278, expr: !DIExpression())
!278 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1644, type: !266, isLocal: true, isDefinition: true)
!279 = !DIGlobalVariableExpression(var: !280, expr: !DIExpression())
!280 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1645, type: !266, isLocal: true, isDefinition: true)
!281 = !DIGlobalVariableExpression(var: !282, expr: !DIExpression())
!282 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1646, type: !266, isLocal: true, isDefinition: true)
!283 = !DIGlobalVariableExpression(var: !284, expr: !DIExpression())
!284 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1647, type: !266, isLocal: true, isDefinition: true)
!285 = !DIGlobalVariableExpression(var: !286, expr: !DIExpression())
!286 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1651, type: !287, isLocal: true, isDefinition: true)
!287 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !288)
!288 = !{!289}
!289 = !DISubrange(count: 7)
!290 = !DIGlobalVariableExpression(var: !291, expr: !DIExpression())
!291 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1652, type: !3, isLocal: true, isDefinition: true)
!292 = !DIGlobalVariableExpression(var: !293, expr: !DIExpression())
!293 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1653, type: !3, isLocal: true, isDefinition: true)
!294 = !DIGlobalVariableExpression(var: !295, expr: !DIExpression())
!295 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1654, type: !3, isLocal: true, isDefinition: true)
!296 = !DIGlobalVariableExpression(var: !297, expr: !DIExpression())
!297 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1655, type: !3, isLocal: true, isDefinition: true)
!298 = !DIGlobalVariableExpression(var: !299, expr: !DIExpression())
!299 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1656, type: !3, isLocal: true, isDefinition: true)
!300 = !DIGlobalVariableExpression(var: !301, expr: !DIExpression())
!301 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1657, type: !3, isLocal: true, isDefinition: true)
!302 = !DIGlobalVariableExpression(var: !303, expr: !DIExpression())
!303 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1658, type: !3, isLocal: true, isDefinition: true)
!304 = !DIGlobalVariableExpression(var: !305, expr: !DIExpression())
!305 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1659, type: !3, isLocal: true, isDefinition: true)
!306 = !DIGlobalVariableExpression(var: !307, expr: !DIExpression())
!307 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1660, type: !3, isLocal: true, isDefinition: true)
!308 = !DIGlobalVariableExpression(var: !309, expr: !DIExpression())
!309 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1661, type: !287, isLocal: true, isDefinition: true)
!310 = !DIGlobalVariableExpression(var: !311, expr: !DIExpression())
!311 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1662, type: !3, isLocal: true, isDefinition: true)
!312 = !DIGlobalVariableExpression(var: !313, expr: !DIExpression())
!313 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1663, type: !3, isLocal: true, isDefinition: true)
!314 = !DIGlobalVariableExpression(var: !315, expr: !DIExpression())
!315 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1664, type: !3, isLocal: true, isDefinition: true)
!316 = !DIGlobalVariableExpression(var: !317, expr: !DIExpression())
!317 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1665, type: !3, isLocal: true, isDefinition: true)
!318 = !DIGlobalVariableExpression(var: !319, expr: !DIExpression())
!319 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1670, type: !320, isLocal: true, isDefinition: true)
!320 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !321)
!321 = !{!322}
!322 = !DISubrange(count: 16)
!323 = !DIGlobalVariableExpression(var: !324, expr: !DIExpression())
!324 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1671, type: !320, isLocal: true, isDefinition: true)
!325 = !DIGlobalVariableExpression(var: !326, expr: !DIExpression())
!326 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1672, type: !320, isLocal: true, isDefinition: true)
!327 = !DIGlobalVariableExpression(var: !328, expr: !DIExpression())
!328 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1673, type: !320, isLocal: true, isDefinition: true)
!329 = !DIGlobalVariableExpression(var: !330, expr: !DIExpression())
!330 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1678, type: !3, isLocal: true, isDefinition: true)
!331 = !DIGlobalVariableExpression(var: !332, expr: !DIExpression())
!332 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1679, type: !3, isLocal: true, isDefinition: true)
!333 = !DIGlobalVariableExpression(var: !334, expr: !DIExpression())
!334 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1680, type: !3, isLocal: true, isDefinition: true)
!335 = !DIGlobalVariableExpression(var: !336, expr: !DIExpression())
!336 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1681, type: !3, isLocal: true, isDefinition: true)
!337 = !DIGlobalVariableExpression(var: !338, expr: !DIExpression())
!338 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1682, type: !3, isLocal: true, isDefinition: true)
!339 = !DIGlobalVariableExpression(var: !340, expr: !DIExpression())
!340 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1683, type: !3, isLocal: true, isDefinition: true)
!341 = !DIGlobalVariableExpression(var: !342, expr: !DIExpression())
!342 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1684, type: !3, isLocal: true, isDefinition: true)
!343 = !DIGlobalVariableExpression(var: !344, expr: !DIExpression())
!344 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1685, type: !3, isLocal: true, isDefinition: true)
!345 = !DIGlobalVariableExpression(var: !346, expr: !DIExpression())
!346 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1686, type: !3, isLocal: true, isDefinition: true)
!347 = !DIGlobalVariableExpression(var: !348, expr: !DIExpression())
!348 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1693, type: !349, isLocal: true, isDefinition: true)
!349 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !350)
!350 = !{!351}
!351 = !DISubrange(count: 19)
!352 = !DIGlobalVariableExpression(var: !353, expr: !DIExpression())
!353 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1694, type: !349, isLocal: true, isDefinition: true)
!354 = !DIGlobalVariableExpression(var: !355, expr: !DIExpression())
!355 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1695, type: !349, isLocal: true, isDefinition: true)
!356 = !DIGlobalVariableExpression(var: !357, expr: !DIExpression())
!357 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1696, type: !349, isLocal: true, isDefinition: true)
!358 = !DIGlobalVariableExpression(var: !359, expr: !DIExpression())
!359 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1697, type: !349, isLocal: true, isDefinition: true)
!360 = !DIGlobalVariableExpression(var: !361, expr: !DIExpression())
!361 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1698, type: !349, isLocal: true, isDefinition: true)
!362 = !DIGlobalVariableExpression(var: !363, expr: !DIExpression())
!363 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1699, type: !349, isLocal: true, isDefinition: true)
!364 = !DIGlobalVariableExpression(var: !365, expr: !DIExpression())
!365 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1700, type: !349, isLocal: true, isDefinition: true)
!366 = !DIGlobalVariableExpression(var: !367, expr: !DIExpression())
!367 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1701, type: !349, isLocal: true, isDefinition: true)
!368 = !DIGlobalVariableExpression(var: !369, expr: !DIExpression())
!369 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1707, type: !287, isLocal: true, isDefinition: true)
!370 = !DIGlobalVariableExpression(var: !371, expr: !DIExpression())
!371 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1708, type: !287, isLocal: true, isDefinition: true)
!372 = !DIGlobalVariableExpression(var: !373, expr: !DIExpression())
!373 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1713, type: !266, isLocal: true, isDefinition: true)
!374 = !DIGlobalVariableExpression(var: !375, expr: !DIExpression())
!375 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1718, type: !287, isLocal: true, isDefinition: true)
!376 = !DIGlobalVariableExpression(var: !377, expr: !DIExpression())
!377 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1719, type: !287, isLocal: true, isDefinition: true)
!378 = !DIGlobalVariableExpression(var: !379, expr: !DIExpression())
!379 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1726, type: !349, isLocal: true, isDefinition: true)
!380 = !DIGlobalVariableExpression(var: !381, expr: !DIExpression())
!381 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1727, type: !349, isLocal: true, isDefinition: true)
!382 = !DIGlobalVariableExpression(var: !383, expr: !DIExpression())
!383 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1728, type: !349, isLocal: true, isDefinition: true)
!384 = !DIGlobalVariableExpression(var: !385, expr: !DIExpression())
!385 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1729, type: !349, isLocal: true, isDefinition: true)
!386 = !DIGlobalVariableExpression(var: !387, expr: !DIExpression())
!387 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1739, type: !320, isLocal: true, isDefinition: true)
!388 = !DIGlobalVariableExpression(var: !389, expr: !DIExpression())
!389 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1740, type: !320, isLocal: true, isDefinition: true)
!390 = !DIGlobalVariableExpression(var: !391, expr: !DIExpression())
!391 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1741, type: !320, isLocal: true, isDefinition: true)
!392 = !DIGlobalVariableExpression(var: !393, expr: !DIExpression())
!393 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1742, type: !320, isLocal: true, isDefinition: true)
!394 = !DIGlobalVariableExpression(var: !395, expr: !DIExpression())
!395 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1747, type: !3, isLocal: true, isDefinition: true)
!396 = !DIGlobalVariableExpression(var: !397, expr: !DIExpression())
!397 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1748, type: !3, isLocal: true, isDefinition: true)
!398 = !DIGlobalVariableExpression(var: !399, expr: !DIExpression())
!399 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1749, type: !3, isLocal: true, isDefinition: true)
!400 = !DIGlobalVariableExpression(var: !401, expr: !DIExpression())
!401 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1750, type: !3, isLocal: true, isDefinition: true)
!402 = !DIGlobalVariableExpression(var: !403, expr: !DIExpression())
!403 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1751, type: !3, isLocal: true, isDefinition: true)
!404 = !DIGlobalVariableExpression(var: !405, expr: !DIExpression())
!405 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1752, type: !3, isLocal: true, isDefinition: true)
!406 = !DIGlobalVariableExpression(var: !407, expr: !DIExpression())
!407 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1753, type: !3, isLocal: true, isDefinition: true)
!408 = !DIGlobalVariableExpression(var: !409, expr: !DIExpression())
!409 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1754, type: !3, isLocal: true, isDefinition: true)
!410 = !DIGlobalVariableExpression(var: !411, expr: !DIExpression())
!411 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1755, type: !3, isLocal: true, isDefinition: true)
!412 = !DIGlobalVariableExpression(var: !413, expr: !DIExpression())
!413 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1756, type: !3, isLocal: true, isDefinition: true)
!414 = !DIGlobalVariableExpression(var: !415, expr: !DIExpression())
!415 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1757, type: !3, isLocal: true, isDefinition: true)
!416 = !DIGlobalVariableExpression(var: !417, expr: !DIExpression())
!417 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1758, type: !3, isLocal: true, isDefinition: true)
!418 = !DIGlobalVariableExpression(var: !419, expr: !DIExpression())
!419 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1759, type: !3, isLocal: true, isDefinition: true)
!420 = !DIGlobalVariableExpression(var: !421, expr: !DIExpression())
!421 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1760, type: !3, isLocal: true, isDefinition: true)
!422 = !DIGlobalVariableExpression(var: !423, expr: !DIExpression())
!423 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1761, type: !3, isLocal: true, isDefinition: true)
!424 = !DIGlobalVariableExpression(var: !425, expr: !DIExpression())
!425 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1762, type: !3, isLocal: true, isDefinition: true)
!426 = !DIGlobalVariableExpression(var: !427, expr: !DIExpression())
!427 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1763, type: !3, isLocal: true, isDefinition: true)
!428 = !DIGlobalVariableExpression(var: !429, expr: !DIExpression())
!429 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1766, type: !266, isLocal: true, isDefinition: true)
!430 = !DIGlobalVariableExpression(var: !431, expr: !DIExpression())
!431 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1767, type: !266, isLocal: true, isDefinition: true)
!432 = !DIGlobalVariableExpression(var: !433, expr: !DIExpression())
!433 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1768, type: !266, isLocal: true, isDefinition: true)
!434 = !DIGlobalVariableExpression(var: !435, expr: !DIExpression())
!435 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1769, type: !266, isLocal: true, isDefinition: true)
!436 = !DIGlobalVariableExpression(var: !437, expr: !DIExpression())
!437 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1770, type: !266, isLocal: true, isDefinition: true)
!438 = !DIGlobalVariableExpression(var: !439, expr: !DIExpression())
!439 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1771, type: !266, isLocal: true, isDefinition: true)
!440 = !DIGlobalVariableExpression(var: !441, expr: !DIExpression())
!441 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1772, type: !266, isLocal: true, isDefinition: true)
!442 = !DIGlobalVariableExpression(var: !443, expr: !DIExpression())
!443 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1773, type: !266, isLocal: true, isDefinition: true)
!444 = !DIGlobalVariableExpression(var: !445, expr: !DIExpression())
!445 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1774, type: !266, isLocal: true, isDefinition: true)
!446 = !DIGlobalVariableExpression(var: !447, expr: !DIExpression())
!447 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1784, type: !349, isLocal: true, isDefinition: true)
!448 = !DIGlobalVariableExpression(var: !449, expr: !DIExpression())
!449 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1785, type: !349, isLocal: true, isDefinition: true)
!450 = !DIGlobalVariableExpression(var: !451, expr: !DIExpression())
!451 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1786, type: !349, isLocal: true, isDefinition: true)
!452 = !DIGlobalVariableExpression(var: !453, expr: !DIExpression())
!453 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1787, type: !349, isLocal: true, isDefinition: true)
!454 = !DIGlobalVariableExpression(var: !455, expr: !DIExpression())
!455 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1793, type: !3, isLocal: true, isDefinition: true)
!456 = !DIGlobalVariableExpression(var: !457, expr: !DIExpression())
!457 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1794, type: !3, isLocal: true, isDefinition: true)
!458 = !DIGlobalVariableExpression(var: !459, expr: !DIExpression())
!459 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1795, type: !3, isLocal: true, isDefinition: true)
!460 = !DIGlobalVariableExpression(var: !461, expr: !DIExpression())
!461 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1796, type: !3, isLocal: true, isDefinition: true)
!462 = !DIGlobalVariableExpression(var: !463, expr: !DIExpression())
!463 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1797, type: !3, isLocal: true, isDefinition: true)
!464 = !DIGlobalVariableExpression(var: !465, expr: !DIExpression())
!465 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1798, type: !3, isLocal: true, isDefinition: true)
!466 = !DIGlobalVariableExpression(var: !467, expr: !DIExpression())
!467 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1799, type: !3, isLocal: true, isDefinition: true)
!468 = !DIGlobalVariableExpression(var: !469, expr: !DIExpression())
!469 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1800, type: !3, isLocal: true, isDefinition: true)
!470 = !DIGlobalVariableExpression(var: !471, expr: !DIExpression())
!471 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1801, type: !3, isLocal: true, isDefinition: true)
!472 = !DIGlobalVariableExpression(var: !473, expr: !DIExpression())
!473 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1802, type: !3, isLocal: true, isDefinition: true)
!474 = !DIGlobalVariableExpression(var: !475, expr: !DIExpression())
!475 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1803, type: !3, isLocal: true, isDefinition: true)
!476 = !DIGlobalVariableExpression(var: !477, expr: !DIExpression())
!477 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1804, type: !3, isLocal: true, isDefinition: true)
!478 = !DIGlobalVariableExpression(var: !479, expr: !DIExpression())
!479 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1805, type: !3, isLocal: true, isDefinition: true)
!480 = !DIGlobalVariableExpression(var: !481, expr: !DIExpression())
!481 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1806, type: !3, isLocal: true, isDefinition: true)
!482 = !DIGlobalVariableExpression(var: !483, expr: !DIExpression())
!483 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1807, type: !3, isLocal: true, isDefinition: true)
!484 = !DIGlobalVariableExpression(var: !485, expr: !DIExpression())
!485 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1808, type: !3, isLocal: true, isDefinition: true)
!486 = !DIGlobalVariableExpression(var: !487, expr: !DIExpression())
!487 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1809, type: !3, isLocal: true, isDefinition: true)
!488 = !DIGlobalVariableExpression(var: !489, expr: !DIExpression())
!489 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1810, type: !3, isLocal: true, isDefinition: true)
!490 = !DIGlobalVariableExpression(var: !491, expr: !DIExpression())
!491 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1811, type: !3, isLocal: true, isDefinition: true)
!492 = !DIGlobalVariableExpression(var: !493, expr: !DIExpression())
!493 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1812, type: !3, isLocal: true, isDefinition: true)
!494 = !DIGlobalVariableExpression(var: !495, expr: !DIExpression())
!495 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1813, type: !3, isLocal: true, isDefinition: true)
!496 = !DIGlobalVariableExpression(var: !497, expr: !DIExpression())
!497 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1814, type: !3, isLocal: true, isDefinition: true)
!498 = !DIGlobalVariableExpression(var: !499, expr: !DIExpression())
!499 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1815, type: !3, isLocal: true, isDefinition: true)
!500 = !DIGlobalVariableExpression(var: !501, expr: !DIExpression())
!501 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1816, type: !3, isLocal: true, isDefinition: true)
!502 = !DIGlobalVariableExpression(var: !503, expr: !DIExpression())
!503 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1817, type: !3, isLocal: true, isDefinition: true)
!504 = !DIGlobalVariableExpression(var: !505, expr: !DIExpression())
!505 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1818, type: !3, isLocal: true, isDefinition: true)
!506 = !DIGlobalVariableExpression(var: !507, expr: !DIExpression())
!507 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1819, type: !3, isLocal: true, isDefinition: true)
!508 = !DIGlobalVariableExpression(var: !509, expr: !DIExpression())
!509 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1820, type: !3, isLocal: true, isDefinition: true)
!510 = !DIGlobalVariableExpression(var: !511, expr: !DIExpression())
!511 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1821, type: !3, isLocal: true, isDefinition: true)
!512 = !DIGlobalVariableExpression(var: !513, expr: !DIExpression())
!513 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1822, type: !3, isLocal: true, isDefinition: true)
!514 = !DIGlobalVariableExpression(var: !515, expr: !DIExpression())
!515 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1823, type: !3, isLocal: true, isDefinition: true)
!516 = !DIGlobalVariableExpression(var: !517, expr: !DIExpression())
!517 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !30, file: !518, line: 47, type: !519, isLocal: true, isDefinition: true)
!518 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!519 = !DICompositeType(tag: DW_TAG_array_type, baseType: !520, size: 8192, elements: !524)
!520 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !521, line: 26, baseType: !522)
!521 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!522 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !523, line: 42, baseType: !34)
!523 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!524 = !{!525}
!525 = !DISubrange(count: 256)
!526 = !DIGlobalVariableExpression(var: !527, expr: !DIExpression())
!527 = distinct !DIGlobalVariable(name: "g_412", scope: !30, file: !2, line: 85, type: !528, isLocal: true, isDefinition: true)
!528 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !529)
!529 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !530, size: 64)
!530 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !531, line: 26, baseType: !532)
!531 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!532 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !523, line: 41, baseType: !33)
!533 = !DIGlobalVariableExpression(var: !534, expr: !DIExpression())
!534 = distinct !DIGlobalVariable(name: "g_1732", scope: !30, file: !2, line: 155, type: !535, isLocal: true, isDefinition: true)
!535 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !520, size: 64)
!536 = !DIGlobalVariableExpression(var: !537, expr: !DIExpression())
!537 = distinct !DIGlobalVariable(name: "g_527", scope: !30, file: !2, line: 91, type: !538, isLocal: true, isDefinition: true)
!538 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !539, size: 64)
!539 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !531, line: 27, baseType: !540)
!540 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !523, line: 44, baseType: !541)
!541 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!542 = !DIGlobalVariableExpression(var: !543, expr: !DIExpression())
!543 = distinct !DIGlobalVariable(name: "g_867", scope: !30, file: !2, line: 117, type: !544, isLocal: true, isDefinition: true)
!544 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !545, size: 64)
!545 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !2, line: 25, size: 192, align: 8, elements: !546)
!546 = !{!547, !549, !550, !552, !553, !554, !555, !556, !557}
!547 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !545, file: !2, line: 26, baseType: !548, size: 32)
!548 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !530)
!549 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !545, file: !2, line: 27, baseType: !33, size: 9, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!550 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !545, file: !2, line: 28, baseType: !551, size: 30, offset: 41, flags: DIFlagBitField, extraData: i64 32)
!551 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !34)
!552 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !545, file: !2, line: 29, baseType: !34, size: 15, offset: 71, flags: DIFlagBitField, extraData: i64 32)
!553 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !545, file: !2, line: 30, baseType: !34, size: 21, offset: 86, flags: DIFlagBitField, extraData: i64 32)
!554 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !545, file: !2, line: 31, baseType: !33, size: 14, offset: 107, flags: DIFlagBitField, extraData: i64 32)
!555 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !545, file: !2, line: 32, baseType: !33, size: 18, offset: 121, flags: DIFlagBitField, extraData: i64 32)
!556 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !545, file: !2, line: 33, baseType: !33, size: 31, offset: 139, flags: DIFlagBitField, extraData: i64 32)
!557 = !DIDerivedType(tag: DW_TAG_member, name: "f8", scope: !545, file: !2, line: 34, baseType: !34, size: 22, offset: 170, flags: DIFlagBitField, extraData: i64 32)
!558 = !DIGlobalVariableExpression(var: !559, expr: !DIExpression())
!559 = distinct !DIGlobalVariable(name: "g_1744", scope: !30, file: !2, line: 156, type: !560, isLocal: true, isDefinition: true)
!560 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !561, size: 64)
!561 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !521, line: 24, baseType: !562)
!562 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !523, line: 38, baseType: !563)
!563 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!564 = !DIGlobalVariableExpression(var: !565, expr: !DIExpression())
!565 = distinct !DIGlobalVariable(name: "g_756", scope: !30, file: !2, line: 108, type: !566, isLocal: true, isDefinition: true)
!566 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !567, size: 64)
!567 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !521, line: 27, baseType: !568)
!568 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !523, line: 45, baseType: !569)
!569 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!570 = !DIGlobalVariableExpression(var: !571, expr: !DIExpression())
!571 = distinct !DIGlobalVariable(scope: null, file: !518, line: 114, type: !572, isLocal: true, isDefinition: true)
!572 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !573)
!573 = !{!574}
!574 = !DISubrange(count: 36)
!575 = !DIGlobalVariableExpression(var: !576, expr: !DIExpression())
!576 = distinct !DIGlobalVariable(name: "g_2", scope: !30, file: !2, line: 54, type: !577, isLocal: true, isDefinition: true)
!577 = !DICompositeType(tag: DW_TAG_array_type, baseType: !545, size: 1728, elements: !93)
!578 = !DIGlobalVariableExpression(var: !579, expr: !DIExpression())
!579 = distinct !DIGlobalVariable(name: "g_4", scope: !30, file: !2, line: 56, type: !548, isLocal: true, isDefinition: true)
!580 = !DIGlobalVariableExpression(var: !581, expr: !DIExpression())
!581 = distinct !DIGlobalVariable(name: "g_5", scope: !30, file: !2, line: 57, type: !530, isLocal: true, isDefinition: true)
!582 = !DIGlobalVariableExpression(var: !583, expr: !DIExpression())
!583 = distinct !DIGlobalVariable(name: "g_6", scope: !30, file: !2, line: 58, type: !530, isLocal: true, isDefinition: true)
!584 = !DIGlobalVariableExpression(var: !585, expr: !DIExpression())
!585 = distinct !DIGlobalVariable(name: "g_12", scope: !30, file: !2, line: 59, type: !530, isLocal: true, isDefinition: true)
!586 = !DIGlobalVariableExpression(var: !587, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!587 = distinct !DIGlobalVariable(name: "g_18", scope: !30, file: !2, line: 60, type: !588, isLocal: true, isDefinition: true)
!588 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !531, line: 25, baseType: !589)
!589 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !523, line: 39, baseType: !590)
!590 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!591 = !DIGlobalVariableExpression(var: !592, expr: !DIExpression())
!592 = distinct !DIGlobalVariable(name: "g_19", scope: !30, file: !2, line: 61, type: !593, isLocal: true, isDefinition: true)
!593 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !588)
!594 = !DIGlobalVariableExpression(var: !595, expr: !DIExpression())
!595 = distinct !DIGlobalVariable(name: "g_22", scope: !30, file: !2, line: 62, type: !596, isLocal: true, isDefinition: true)
!596 = !DICompositeType(tag: DW_TAG_array_type, baseType: !597, size: 32, elements: !39)
!597 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !598)
!598 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !521, line: 25, baseType: !599)
!599 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !523, line: 40, baseType: !600)
!600 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!601 = !DIGlobalVariableExpression(var: !602, expr: !DIExpression())
!602 = distinct !DIGlobalVariable(name: "g_33", scope: !30, file: !2, line: 63, type: !598, isLocal: true, isDefinition: true)
!603 = !DIGlobalVariableExpression(var: !604, expr: !DIExpression())
!604 = distinct !DIGlobalVariable(name: "g_48", scope: !30, file: !2, line: 64, type: !605, isLocal: true, isDefinition: true)
!605 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S2", file: !2, line: 38, size: 32, elements: !606)
!606 = !{!607}
!607 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !605, file: !2, line: 39, baseType: !520, size: 32)
!608 = !DIGlobalVariableExpression(var: !609, expr: !DIExpression())
!609 = distinct !DIGlobalVariable(name: "g_66", scope: !30, file: !2, line: 65, type: !610, isLocal: true, isDefinition: true)
!610 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 16, size: 96, elements: !611)
!611 = !{!612, !613, !614, !615}
!612 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !610, file: !2, line: 17, baseType: !34, size: 27, flags: DIFlagBitField, extraData: i64 0)
!613 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !610, file: !2, line: 18, baseType: !34, size: 6, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!614 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !610, file: !2, line: 19, baseType: !34, size: 17, offset: 38, flags: DIFlagBitField, extraData: i64 0)
!615 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !610, file: !2, line: 20, baseType: !33, size: 24, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!616 = !DIGlobalVariableExpression(var: !617, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!617 = distinct !DIGlobalVariable(name: "g_102", scope: !30, file: !2, line: 69, type: !618, isLocal: true, isDefinition: true)
!618 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !531, line: 24, baseType: !619)
!619 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !523, line: 37, baseType: !620)
!620 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!621 = !DIGlobalVariableExpression(var: !622, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!622 = distinct !DIGlobalVariable(name: "g_131", scope: !30, file: !2, line: 70, type: !561, isLocal: true, isDefinition: true)
!623 = !DIGlobalVariableExpression(var: !624, expr: !DIExpression())
!624 = distinct !DIGlobalVariable(name: "g_135", scope: !30, file: !2, line: 71, type: !625, isLocal: true, isDefinition: true)
!625 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U4", file: !2, line: 49, size: 32, elements: !626)
!626 = !{!627}
!627 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !625, file: !2, line: 50, baseType: !628, size: 3, flags: DIFlagBitField, extraData: i64 0)
!628 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !629)
!629 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !33)
!630 = !DIGlobalVariableExpression(var: !631, expr: !DIExpression())
!631 = distinct !DIGlobalVariable(name: "g_174", scope: !30, file: !2, line: 72, type: !625, isLocal: true, isDefinition: true)
!632 = !DIGlobalVariableExpression(var: !633, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!633 = distinct !DIGlobalVariable(name: "g_177", scope: !30, file: !2, line: 73, type: !588, isLocal: true, isDefinition: true)
!634 = !DIGlobalVariableExpression(var: !635, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!635 = distinct !DIGlobalVariable(name: "g_221", scope: !30, file: !2, line: 74, type: !567, isLocal: true, isDefinition: true)
!636 = !DIGlobalVariableExpression(var: !637, expr: !DIExpression(DW_OP_constu, 18446744073709523795, DW_OP_stack_value))
!637 = distinct !DIGlobalVariable(name: "g_242", scope: !30, file: !2, line: 75, type: !588, isLocal: true, isDefinition: true)
!638 = !DIGlobalVariableExpression(var: !639, expr: !DIExpression())
!639 = distinct !DIGlobalVariable(name: "g_286", scope: !30, file: !2, line: 76, type: !640, isLocal: true, isDefinition: true)
!640 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !610)
!641 = !DIGlobalVariableExpression(var: !642, expr: !DIExpression())
!642 = distinct !DIGlobalVariable(name: "g_305", scope: !30, file: !2, line: 79, type: !610, isLocal: true, isDefinition: true)
!643 = !DIGlobalVariableExpression(var: !644, expr: !DIExpression())
!644 = distinct !DIGlobalVariable(name: "g_308", scope: !30, file: !2, line: 80, type: !645, isLocal: true, isDefinition: true)
!645 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !646)
!646 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !647)
!647 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U3", file: !2, line: 42, size: 32, elements: !648)
!648 = !{!649, !650, !651, !652}
!649 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !647, file: !2, line: 43, baseType: !530, size: 32)
!650 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !647, file: !2, line: 44, baseType: !33, size: 16, flags: DIFlagBitField, extraData: i64 0)
!651 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !647, file: !2, line: 45, baseType: !597, size: 16)
!652 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !647, file: !2, line: 46, baseType: !520, size: 32)
!653 = !DIGlobalVariableExpression(var: !654, expr: !DIExpression())
!654 = distinct !DIGlobalVariable(name: "g_340", scope: !30, file: !2, line: 82, type: !539, isLocal: true, isDefinition: true)
!655 = !DIGlobalVariableExpression(var: !656, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!656 = distinct !DIGlobalVariable(name: "g_382", scope: !30, file: !2, line: 83, type: !520, isLocal: true, isDefinition: true)
!657 = !DIGlobalVariableExpression(var: !658, expr: !DIExpression(DW_OP_constu, 26176, DW_OP_stack_value))
!658 = distinct !DIGlobalVariable(name: "g_407", scope: !30, file: !2, line: 84, type: !598, isLocal: true, isDefinition: true)
!659 = !DIGlobalVariableExpression(var: !660, expr: !DIExpression())
!660 = distinct !DIGlobalVariable(name: "g_501", scope: !30, file: !2, line: 89, type: !661, isLocal: true, isDefinition: true)
!661 = !DICompositeType(tag: DW_TAG_array_type, baseType: !567, size: 128, elements: !39)
!662 = !DIGlobalVariableExpression(var: !663, expr: !DIExpression())
!663 = distinct !DIGlobalVariable(name: "g_551", scope: !30, file: !2, line: 95, type: !625, isLocal: true, isDefinition: true)
!664 = !DIGlobalVariableExpression(var: !665, expr: !DIExpression(DW_OP_constu, 6, DW_OP_stack_value))
!665 = distinct !DIGlobalVariable(name: "g_580", scope: !30, file: !2, line: 100, type: !561, isLocal: true, isDefinition: true)
!666 = !DIGlobalVariableExpression(var: !667, expr: !DIExpression())
!667 = distinct !DIGlobalVariable(name: "g_601", scope: !30, file: !2, line: 101, type: !668, isLocal: true, isDefinition: true)
!668 = !DICompositeType(tag: DW_TAG_array_type, baseType: !647, size: 128, elements: !51)
!669 = !DIGlobalVariableExpression(var: !670, expr: !DIExpression())
!670 = distinct !DIGlobalVariable(name: "g_602", scope: !30, file: !2, line: 102, type: !647, isLocal: true, isDefinition: true)
!671 = !DIGlobalVariableExpression(var: !672, expr: !DIExpression())
!672 = distinct !DIGlobalVariable(name: "g_623", scope: !30, file: !2, line: 103, type: !647, isLocal: true, isDefinition: true)
!673 = !DIGlobalVariableExpression(var: !674, expr: !DIExpression(DW_OP_constu, 4, DW_OP_stack_value))
!674 = distinct !DIGlobalVariable(name: "g_660", scope: !30, file: !2, line: 104, type: !520, isLocal: true, isDefinition: true)
!675 = !DIGlobalVariableExpression(var: !676, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!676 = distinct !DIGlobalVariable(name: "g_681", scope: !30, file: !2, line: 105, type: !561, isLocal: true, isDefinition: true)
!677 = !DIGlobalVariableExpression(var: !678, expr: !DIExpression(DW_OP_constu, 18446744073709551532, DW_OP_stack_value))
!678 = distinct !DIGlobalVariable(name: "g_712", scope: !30, file: !2, line: 106, type: !618, isLocal: true, isDefinition: true)
!679 = !DIGlobalVariableExpression(var: !680, expr: !DIExpression())
!680 = distinct !DIGlobalVariable(name: "g_781", scope: !30, file: !2, line: 109, type: !681, isLocal: true, isDefinition: true)
!681 = !DICompositeType(tag: DW_TAG_array_type, baseType: !625, size: 160, elements: !60)
!682 = !DIGlobalVariableExpression(var: !683, expr: !DIExpression())
!683 = distinct !DIGlobalVariable(name: "g_783", scope: !30, file: !2, line: 110, type: !625, isLocal: true, isDefinition: true)
!684 = !DIGlobalVariableExpression(var: !685, expr: !DIExpression())
!685 = distinct !DIGlobalVariable(name: "g_785", scope: !30, file: !2, line: 111, type: !686, isLocal: true, isDefinition: true)
!686 = !DICompositeType(tag: DW_TAG_array_type, baseType: !625, size: 7680, elements: !687)
!687 = !{!61, !70, !87}
!688 = !DIGlobalVariableExpression(var: !689, expr: !DIExpression(DW_OP_constu, 2, DW_OP_stack_value))
!689 = distinct !DIGlobalVariable(name: "g_811", scope: !30, file: !2, line: 112, type: !520, isLocal: true, isDefinition: true)
!690 = !DIGlobalVariableExpression(var: !691, expr: !DIExpression())
!691 = distinct !DIGlobalVariable(name: "g_837", scope: !30, file: !2, line: 114, type: !545, isLocal: true, isDefinition: true)
!692 = !DIGlobalVariableExpression(var: !693, expr: !DIExpression())
!693 = distinct !DIGlobalVariable(name: "g_840", scope: !30, file: !2, line: 115, type: !545, isLocal: true, isDefinition: true)
!694 = !DIGlobalVariableExpression(var: !695, expr: !DIExpression())
!695 = distinct !DIGlobalVariable(name: "g_868", scope: !30, file: !2, line: 116, type: !696, isLocal: true, isDefinition: true)
!696 = !DICompositeType(tag: DW_TAG_array_type, baseType: !545, size: 8064, elements: !697)
!697 = !{!289, !87}
!698 = !DIGlobalVariableExpression(var: !699, expr: !DIExpression())
!699 = distinct !DIGlobalVariable(name: "g_870", scope: !30, file: !2, line: 118, type: !545, isLocal: true, isDefinition: true)
!700 = !DIGlobalVariableExpression(var: !701, expr: !DIExpression(DW_OP_constu, 1821322612854938149, DW_OP_stack_value))
!701 = distinct !DIGlobalVariable(name: "g_947", scope: !30, file: !2, line: 120, type: !539, isLocal: true, isDefinition: true)
!702 = !DIGlobalVariableExpression(var: !703, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!703 = distinct !DIGlobalVariable(name: "g_975", scope: !30, file: !2, line: 121, type: !520, isLocal: true, isDefinition: true)
!704 = !DIGlobalVariableExpression(var: !705, expr: !DIExpression())
!705 = distinct !DIGlobalVariable(name: "g_1009", scope: !30, file: !2, line: 122, type: !706, isLocal: true, isDefinition: true)
!706 = !DICompositeType(tag: DW_TAG_array_type, baseType: !545, size: 1536, elements: !69)
!707 = !DIGlobalVariableExpression(var: !708, expr: !DIExpression())
!708 = distinct !DIGlobalVariable(name: "g_1170", scope: !30, file: !2, line: 123, type: !561, isLocal: true, isDefinition: true)
!709 = !DIGlobalVariableExpression(var: !710, expr: !DIExpression())
!710 = distinct !DIGlobalVariable(name: "g_1242", scope: !30, file: !2, line: 124, type: !545, isLocal: true, isDefinition: true)
!711 = !DIGlobalVariableExpression(var: !712, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!712 = distinct !DIGlobalVariable(name: "g_1322", scope: !30, file: !2, line: 125, type: !539, isLocal: true, isDefinition: true)
!713 = !DIGlobalVariableExpression(var: !714, expr: !DIExpression())
!714 = distinct !DIGlobalVariable(name: "g_1334", scope: !30, file: !2, line: 126, type: !647, isLocal: true, isDefinition: true)
!715 = !DIGlobalVariableExpression(var: !716, expr: !DIExpression())
!716 = distinct !DIGlobalVariable(name: "g_1338", scope: !30, file: !2, line: 127, type: !717, isLocal: true, isDefinition: true)
!717 = !DICompositeType(tag: DW_TAG_array_type, baseType: !647, size: 960, elements: !718)
!718 = !{!719, !6}
!719 = !DISubrange(count: 3)
!720 = !DIGlobalVariableExpression(var: !721, expr: !DIExpression())
!721 = distinct !DIGlobalVariable(name: "g_1340", scope: !30, file: !2, line: 128, type: !545, isLocal: true, isDefinition: true)
!722 = !DIGlobalVariableExpression(var: !723, expr: !DIExpression())
!723 = distinct !DIGlobalVariable(name: "g_1344", scope: !30, file: !2, line: 129, type: !724, isLocal: true, isDefinition: true)
!724 = !DICompositeType(tag: DW_TAG_array_type, baseType: !545, size: 6912, elements: !725)
!725 = !{!726, !94, !52}
!726 = !DISubrange(count: 1)
!727 = !DIGlobalVariableExpression(var: !728, expr: !DIExpression(DW_OP_constu, 18446744073709550967, DW_OP_stack_value))
!728 = distinct !DIGlobalVariable(name: "g_1405", scope: !30, file: !2, line: 131, type: !598, isLocal: true, isDefinition: true)
!729 = !DIGlobalVariableExpression(var: !730, expr: !DIExpression(DW_OP_constu, 27105, DW_OP_stack_value))
!730 = distinct !DIGlobalVariable(name: "g_1438", scope: !30, file: !2, line: 132, type: !598, isLocal: true, isDefinition: true)
!731 = !DIGlobalVariableExpression(var: !732, expr: !DIExpression())
!732 = distinct !DIGlobalVariable(name: "g_1551", scope: !30, file: !2, line: 138, type: !733, isLocal: true, isDefinition: true)
!733 = !DICompositeType(tag: DW_TAG_array_type, baseType: !593, size: 480, elements: !734)
!734 = !{!87, !61}
!735 = !DIGlobalVariableExpression(var: !736, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!736 = distinct !DIGlobalVariable(name: "g_1623", scope: !30, file: !2, line: 143, type: !520, isLocal: true, isDefinition: true)
!737 = !DIGlobalVariableExpression(var: !738, expr: !DIExpression(DW_OP_constu, 9, DW_OP_stack_value))
!738 = distinct !DIGlobalVariable(name: "g_1695", scope: !30, file: !2, line: 147, type: !520, isLocal: true, isDefinition: true)
!739 = !DIGlobalVariableExpression(var: !740, expr: !DIExpression())
!740 = distinct !DIGlobalVariable(name: "g_1708", scope: !30, file: !2, line: 148, type: !741, isLocal: true, isDefinition: true)
!741 = !DICompositeType(tag: DW_TAG_array_type, baseType: !647, size: 6912, elements: !742)
!742 = !{!70, !94, !719}
!743 = !DIGlobalVariableExpression(var: !744, expr: !DIExpression())
!744 = distinct !DIGlobalVariable(name: "g_1723", scope: !30, file: !2, line: 150, type: !745, isLocal: true, isDefinition: true)
!745 = !DICompositeType(tag: DW_TAG_array_type, baseType: !746, size: 320, elements: !747)
!746 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !647)
!747 = !{!61, !40}
!748 = !DIGlobalVariableExpression(var: !749, expr: !DIExpression())
!749 = distinct !DIGlobalVariable(name: "g_1724", scope: !30, file: !2, line: 151, type: !746, isLocal: true, isDefinition: true)
!750 = !DIGlobalVariableExpression(var: !751, expr: !DIExpression())
!751 = distinct !DIGlobalVariable(name: "g_1725", scope: !30, file: !2, line: 152, type: !647, isLocal: true, isDefinition: true)
!752 = !DIGlobalVariableExpression(var: !753, expr: !DIExpression())
!753 = distinct !DIGlobalVariable(name: "g_1728", scope: !30, file: !2, line: 153, type: !545, isLocal: true, isDefinition: true)
!754 = !DIGlobalVariableExpression(var: !755, expr: !DIExpression())
!755 = distinct !DIGlobalVariable(name: "g_1729", scope: !30, file: !2, line: 154, type: !756, isLocal: true, isDefinition: true)
!756 = !DICompositeType(tag: DW_TAG_array_type, baseType: !545, size: 1152, elements: !86)
!757 = !DIGlobalVariableExpression(var: !758, expr: !DIExpression())
!758 = distinct !DIGlobalVariable(name: "g_1875", scope: !30, file: !2, line: 157, type: !759, isLocal: true, isDefinition: true)
!759 = !DICompositeType(tag: DW_TAG_array_type, baseType: !647, size: 1728, elements: !760)
!760 = !{!94, !726, !87}
!761 = !DIGlobalVariableExpression(var: !762, expr: !DIExpression())
!762 = distinct !DIGlobalVariable(name: "g_1877", scope: !30, file: !2, line: 158, type: !545, isLocal: true, isDefinition: true)
!763 = !DIGlobalVariableExpression(var: !764, expr: !DIExpression())
!764 = distinct !DIGlobalVariable(name: "g_1879", scope: !30, file: !2, line: 159, type: !545, isLocal: true, isDefinition: true)
!765 = !DIGlobalVariableExpression(var: !766, expr: !DIExpression())
!766 = distinct !DIGlobalVariable(name: "g_1891", scope: !30, file: !2, line: 160, type: !647, isLocal: true, isDefinition: true)
!767 = !DIGlobalVariableExpression(var: !768, expr: !DIExpression())
!768 = distinct !DIGlobalVariable(name: "g_1951", scope: !30, file: !2, line: 161, type: !545, isLocal: true, isDefinition: true)
!769 = !DIGlobalVariableExpression(var: !770, expr: !DIExpression())
!770 = distinct !DIGlobalVariable(scope: null, file: !771, line: 56, type: !223, isLocal: true, isDefinition: true)
!771 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!772 = !DIGlobalVariableExpression(var: !773, expr: !DIExpression())
!773 = distinct !DIGlobalVariable(name: "crc32_context", scope: !30, file: !518, line: 48, type: !520, isLocal: true, isDefinition: true)
!774 = !DICompositeType(tag: DW_TAG_array_type, baseType: !530, size: 2048, elements: !775)
!775 = !{!70, !70}
!776 = !{i32 7, !"Dwarf Version", i32 5}
!777 = !{i32 2, !"Debug Info Version", i32 3}
!778 = !{i32 1, !"wchar_size", i32 4}
!779 = !{i32 8, !"PIC Level", i32 2}
!780 = !{i32 7, !"PIE Level", i32 2}
!781 = !{i32 7, !"uwtable", i32 2}
!782 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!783 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!784 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 1472, type: !785, scopeLine: 1473, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !789)
!785 = !DISubroutineType(types: !786)
!786 = !{!33, !33, !787}
!787 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !788, size: 64)
!788 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!789 = !{!790, !791, !792, !793, !794, !795}
!790 = !DILocalVariable(name: "argc", arg: 1, scope: !784, file: !2, line: 1472, type: !33)
!791 = !DILocalVariable(name: "argv", arg: 2, scope: !784, file: !2, line: 1472, type: !787)
!792 = !DILocalVariable(name: "i", scope: !784, file: !2, line: 1474, type: !33)
!793 = !DILocalVariable(name: "j", scope: !784, file: !2, line: 1474, type: !33)
!794 = !DILocalVariable(name: "k", scope: !784, file: !2, line: 1474, type: !33)
!795 = !DILocalVariable(name: "print_hash_value", scope: !784, file: !2, line: 1475, type: !33)
!796 = !DILocation(line: 0, scope: !784)
!797 = !DILocation(line: 1476, column: 14, scope: !798)
!798 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1476, column: 9)
!799 = !DILocation(line: 1476, column: 19, scope: !798)
!800 = !DILocation(line: 1476, column: 29, scope: !798)
!801 = !{!802, !802, i64 0}
!802 = !{!"any pointer", !803, i64 0}
!803 = !{!"omnipotent char", !804, i64 0}
!804 = !{!"Simple C/C++ TBAA"}
!805 = !DILocation(line: 1476, column: 43, scope: !798)
!806 = !DILocation(line: 1476, column: 9, scope: !784)
!807 = !DILocalVariable(name: "poly", scope: !808, file: !518, line: 54, type: !815)
!808 = distinct !DISubprogram(name: "crc32_gentab", scope: !518, file: !518, line: 51, type: !809, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !811)
!809 = !DISubroutineType(types: !810)
!810 = !{null}
!811 = !{!812, !807, !813, !814}
!812 = !DILocalVariable(name: "crc", scope: !808, file: !518, line: 53, type: !520)
!813 = !DILocalVariable(name: "i", scope: !808, file: !518, line: 55, type: !33)
!814 = !DILocalVariable(name: "j", scope: !808, file: !518, line: 55, type: !33)
!815 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !520)
!816 = !DILocation(line: 0, scope: !808, inlinedAt: !817)
!817 = distinct !DILocation(line: 1478, column: 5, scope: !784)
!818 = !DILocation(line: 57, column: 2, scope: !819, inlinedAt: !817)
!819 = distinct !DILexicalBlock(scope: !808, file: !518, line: 57, column: 2)
!820 = !DILocation(line: 57, column: 24, scope: !821, inlinedAt: !817)
!821 = distinct !DILexicalBlock(scope: !819, file: !518, line: 57, column: 2)
!822 = !DILocation(line: 60, column: 12, scope: !823, inlinedAt: !817)
!823 = distinct !DILexicalBlock(scope: !824, file: !518, line: 60, column: 8)
!824 = distinct !DILexicalBlock(scope: !825, file: !518, line: 59, column: 27)
!825 = distinct !DILexicalBlock(scope: !826, file: !518, line: 59, column: 3)
!826 = distinct !DILexicalBlock(scope: !827, file: !518, line: 59, column: 3)
!827 = distinct !DILexicalBlock(scope: !821, file: !518, line: 57, column: 28)
!828 = !DILocation(line: 60, column: 8, scope: !824, inlinedAt: !817)
!829 = !DILocation(line: 66, column: 3, scope: !827, inlinedAt: !817)
!830 = !DILocation(line: 66, column: 16, scope: !827, inlinedAt: !817)
!831 = !{!832, !832, i64 0}
!832 = !{!"int", !803, i64 0}
!833 = distinct !{!833, !818, !834, !835, !836, !837}
!834 = !DILocation(line: 67, column: 2, scope: !819, inlinedAt: !817)
!835 = !{!"llvm.loop.mustprogress"}
!836 = !{!"llvm.loop.isvectorized", i32 1}
!837 = !{!"llvm.loop.unroll.runtime.disable"}
!838 = !DILocalVariable(name: "l_1928", scope: !839, file: !2, line: 213, type: !610)
!839 = distinct !DILexicalBlock(scope: !840, file: !2, line: 208, column: 9)
!840 = distinct !DILexicalBlock(scope: !841, file: !2, line: 207, column: 9)
!841 = distinct !DILexicalBlock(scope: !842, file: !2, line: 207, column: 9)
!842 = distinct !DILexicalBlock(scope: !843, file: !2, line: 197, column: 5)
!843 = distinct !DILexicalBlock(scope: !844, file: !2, line: 196, column: 5)
!844 = distinct !DILexicalBlock(scope: !845, file: !2, line: 196, column: 5)
!845 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 183, type: !846, scopeLine: 184, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !848)
!846 = !DISubroutineType(types: !847)
!847 = !{!530}
!848 = !{!849, !850, !851, !852, !853, !854, !856, !857, !859, !861, !862, !863, !864, !865, !866, !868, !870, !871, !872, !873, !874, !875, !876, !877, !838, !878, !879, !881, !885, !886, !887, !891, !892, !893, !894, !897, !898, !899, !905, !906, !910, !913, !914, !916, !920, !921, !924, !925, !926, !927}
!849 = !DILocalVariable(name: "l_15", scope: !845, file: !2, line: 185, type: !530)
!850 = !DILocalVariable(name: "l_1860", scope: !845, file: !2, line: 186, type: !530)
!851 = !DILocalVariable(name: "l_1861", scope: !845, file: !2, line: 187, type: !530)
!852 = !DILocalVariable(name: "l_1878", scope: !845, file: !2, line: 188, type: !544)
!853 = !DILocalVariable(name: "l_1922", scope: !845, file: !2, line: 189, type: !528)
!854 = !DILocalVariable(name: "l_1927", scope: !845, file: !2, line: 190, type: !855)
!855 = !DICompositeType(tag: DW_TAG_array_type, baseType: !610, size: 672, elements: !288)
!856 = !DILocalVariable(name: "l_1954", scope: !845, file: !2, line: 191, type: !567)
!857 = !DILocalVariable(name: "l_1967", scope: !845, file: !2, line: 192, type: !858)
!858 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !535, size: 64)
!859 = !DILocalVariable(name: "l_1981", scope: !845, file: !2, line: 193, type: !860)
!860 = !DICompositeType(tag: DW_TAG_array_type, baseType: !567, size: 256, elements: !51)
!861 = !DILocalVariable(name: "l_2000", scope: !845, file: !2, line: 194, type: !561)
!862 = !DILocalVariable(name: "i", scope: !845, file: !2, line: 195, type: !33)
!863 = !DILocalVariable(name: "l_10", scope: !842, file: !2, line: 198, type: !539)
!864 = !DILocalVariable(name: "l_20", scope: !842, file: !2, line: 199, type: !530)
!865 = !DILocalVariable(name: "l_50", scope: !842, file: !2, line: 200, type: !529)
!866 = !DILocalVariable(name: "l_49", scope: !842, file: !2, line: 201, type: !867)
!867 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !529, size: 64)
!868 = !DILocalVariable(name: "l_1930", scope: !842, file: !2, line: 202, type: !869)
!869 = !DICompositeType(tag: DW_TAG_array_type, baseType: !529, size: 576, elements: !93)
!870 = !DILocalVariable(name: "l_1929", scope: !842, file: !2, line: 203, type: !867)
!871 = !DILocalVariable(name: "l_1979", scope: !842, file: !2, line: 204, type: !530)
!872 = !DILocalVariable(name: "l_1980", scope: !842, file: !2, line: 205, type: !530)
!873 = !DILocalVariable(name: "i", scope: !842, file: !2, line: 206, type: !33)
!874 = !DILocalVariable(name: "l_9", scope: !839, file: !2, line: 209, type: !567)
!875 = !DILocalVariable(name: "l_21", scope: !839, file: !2, line: 210, type: !530)
!876 = !DILocalVariable(name: "l_1838", scope: !839, file: !2, line: 211, type: !605)
!877 = !DILocalVariable(name: "l_1921", scope: !839, file: !2, line: 212, type: !530)
!878 = !DILocalVariable(name: "l_1969", scope: !839, file: !2, line: 214, type: !520)
!879 = !DILocalVariable(name: "l_1976", scope: !839, file: !2, line: 215, type: !880)
!880 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !618, size: 64)
!881 = !DILocalVariable(name: "l_8", scope: !882, file: !2, line: 220, type: !529)
!882 = distinct !DILexicalBlock(scope: !883, file: !2, line: 219, column: 13)
!883 = distinct !DILexicalBlock(scope: !884, file: !2, line: 218, column: 13)
!884 = distinct !DILexicalBlock(scope: !839, file: !2, line: 218, column: 13)
!885 = !DILocalVariable(name: "l_7", scope: !882, file: !2, line: 221, type: !867)
!886 = !DILocalVariable(name: "i", scope: !882, file: !2, line: 222, type: !33)
!887 = !DILocalVariable(name: "l_11", scope: !888, file: !2, line: 228, type: !529)
!888 = distinct !DILexicalBlock(scope: !889, file: !2, line: 227, column: 17)
!889 = distinct !DILexicalBlock(scope: !890, file: !2, line: 226, column: 17)
!890 = distinct !DILexicalBlock(scope: !882, file: !2, line: 226, column: 17)
!891 = !DILocalVariable(name: "l_13", scope: !888, file: !2, line: 229, type: !530)
!892 = !DILocalVariable(name: "l_14", scope: !888, file: !2, line: 230, type: !529)
!893 = !DILocalVariable(name: "l_16", scope: !888, file: !2, line: 231, type: !529)
!894 = !DILocalVariable(name: "l_17", scope: !888, file: !2, line: 232, type: !895)
!895 = !DICompositeType(tag: DW_TAG_array_type, baseType: !529, size: 256, elements: !896)
!896 = !{!40, !40}
!897 = !DILocalVariable(name: "i", scope: !888, file: !2, line: 233, type: !33)
!898 = !DILocalVariable(name: "j", scope: !888, file: !2, line: 233, type: !33)
!899 = !DILocalVariable(name: "l_25", scope: !900, file: !2, line: 243, type: !903)
!900 = distinct !DILexicalBlock(scope: !901, file: !2, line: 242, column: 13)
!901 = distinct !DILexicalBlock(scope: !902, file: !2, line: 241, column: 13)
!902 = distinct !DILexicalBlock(scope: !839, file: !2, line: 241, column: 13)
!903 = !DICompositeType(tag: DW_TAG_array_type, baseType: !530, size: 128, elements: !904)
!904 = !{!52, !726}
!905 = !DILocalVariable(name: "l_26", scope: !900, file: !2, line: 244, type: !529)
!906 = !DILocalVariable(name: "l_32", scope: !900, file: !2, line: 245, type: !907)
!907 = !DICompositeType(tag: DW_TAG_array_type, baseType: !908, size: 1728, elements: !909)
!908 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !598, size: 64)
!909 = !{!94, !719}
!910 = !DILocalVariable(name: "l_34", scope: !900, file: !2, line: 246, type: !911)
!911 = !DICompositeType(tag: DW_TAG_array_type, baseType: !530, size: 640, elements: !912)
!912 = !{!6, !40}
!913 = !DILocalVariable(name: "l_1839", scope: !900, file: !2, line: 247, type: !598)
!914 = !DILocalVariable(name: "l_1858", scope: !900, file: !2, line: 248, type: !915)
!915 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !605, size: 64)
!916 = !DILocalVariable(name: "l_1859", scope: !900, file: !2, line: 249, type: !917)
!917 = !DICompositeType(tag: DW_TAG_array_type, baseType: !918, size: 192, elements: !919)
!918 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !588, size: 64)
!919 = !{!719}
!920 = !DILocalVariable(name: "l_1883", scope: !900, file: !2, line: 250, type: !561)
!921 = !DILocalVariable(name: "l_1900", scope: !900, file: !2, line: 251, type: !922)
!922 = !DICompositeType(tag: DW_TAG_array_type, baseType: !588, size: 32, elements: !923)
!923 = !{!40, !726}
!924 = !DILocalVariable(name: "l_1917", scope: !900, file: !2, line: 252, type: !561)
!925 = !DILocalVariable(name: "l_1932", scope: !900, file: !2, line: 253, type: !867)
!926 = !DILocalVariable(name: "i", scope: !900, file: !2, line: 254, type: !33)
!927 = !DILocalVariable(name: "j", scope: !900, file: !2, line: 254, type: !33)
!928 = distinct !DIAssignID()
!929 = !DILocation(line: 0, scope: !839, inlinedAt: !930)
!930 = distinct !DILocation(line: 1479, column: 5, scope: !784)
!931 = distinct !DIAssignID()
!932 = !DILocation(line: 0, scope: !888, inlinedAt: !930)
!933 = !DILocation(line: 0, scope: !845, inlinedAt: !930)
!934 = distinct !DIAssignID()
!935 = distinct !DIAssignID()
!936 = !DILocation(line: 196, column: 20, scope: !844, inlinedAt: !930)
!937 = !DILocation(line: 0, scope: !842, inlinedAt: !930)
!938 = !DILocation(line: 207, scope: !841, inlinedAt: !930)
!939 = !DILocation(line: 207, column: 9, scope: !841, inlinedAt: !930)
!940 = !DILocation(line: 207, column: 39, scope: !840, inlinedAt: !930)
!941 = !DILocation(line: 207, column: 28, scope: !840, inlinedAt: !930)
!942 = distinct !{!942, !939, !943, !835}
!943 = !DILocation(line: 265, column: 9, scope: !841, inlinedAt: !930)
!944 = distinct !DIAssignID()
!945 = !DILocation(line: 216, column: 17, scope: !946, inlinedAt: !930)
!946 = distinct !DILexicalBlock(scope: !839, file: !2, line: 216, column: 17)
!947 = !DILocation(line: 216, column: 17, scope: !839, inlinedAt: !930)
!948 = !DILocation(line: 0, scope: !882, inlinedAt: !930)
!949 = !DILocation(line: 223, column: 40, scope: !882, inlinedAt: !930)
!950 = !{i64 0, i64 4, !831, i64 4, i64 20, !951}
!951 = !{!803, !803, i64 0}
!952 = !DILocation(line: 226, column: 17, scope: !890, inlinedAt: !930)
!953 = distinct !DIAssignID()
!954 = !DILocation(line: 234, column: 28, scope: !888, inlinedAt: !930)
!955 = !{!956, !956, i64 0}
!956 = !{!"short", !803, i64 0}
!957 = !DILocation(line: 226, column: 47, scope: !889, inlinedAt: !930)
!958 = distinct !{!958, !952, !959, !835}
!959 = !DILocation(line: 239, column: 17, scope: !890, inlinedAt: !930)
!960 = !DILocation(line: 218, scope: !884, inlinedAt: !930)
!961 = distinct !{!961, !952, !959, !835}
!962 = distinct !{!962, !952, !959, !835}
!963 = distinct !{!963, !952, !959, !835}
!964 = distinct !{!964, !952, !959, !835}
!965 = distinct !{!965, !952, !959, !835}
!966 = distinct !{!966, !952, !959, !835}
!967 = distinct !{!967, !952, !959, !835}
!968 = distinct !{!968, !952, !959, !835}
!969 = !DILocation(line: 0, scope: !840, inlinedAt: !930)
!970 = !DILocation(line: 270, column: 14, scope: !845, inlinedAt: !930)
!971 = !DILocation(line: 1480, column: 5, scope: !972)
!972 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1480, column: 5)
!973 = !DILocation(line: 1482, column: 25, scope: !974)
!974 = distinct !DILexicalBlock(scope: !975, file: !2, line: 1481, column: 5)
!975 = distinct !DILexicalBlock(scope: !972, file: !2, line: 1480, column: 5)
!976 = !DILocation(line: 1482, column: 32, scope: !974)
!977 = !{!978, !832, i64 0}
!978 = !{!"S1", !832, i64 0, !832, i64 4, !832, i64 5, !832, i64 8, !832, i64 10, !832, i64 13, !832, i64 15, !832, i64 17, !832, i64 21}
!979 = !DILocation(line: 1482, column: 9, scope: !974)
!980 = !DILocation(line: 1483, column: 32, scope: !974)
!981 = !DILocation(line: 1483, column: 9, scope: !974)
!982 = !DILocation(line: 1484, column: 32, scope: !974)
!983 = !DILocation(line: 1484, column: 9, scope: !974)
!984 = !DILocation(line: 1485, column: 32, scope: !974)
!985 = !DILocation(line: 1485, column: 9, scope: !974)
!986 = !DILocation(line: 1486, column: 32, scope: !974)
!987 = !DILocation(line: 1486, column: 9, scope: !974)
!988 = !DILocation(line: 1487, column: 32, scope: !974)
!989 = !DILocation(line: 1487, column: 9, scope: !974)
!990 = !DILocation(line: 1488, column: 32, scope: !974)
!991 = !DILocation(line: 1488, column: 9, scope: !974)
!992 = !DILocation(line: 1489, column: 32, scope: !974)
!993 = !DILocation(line: 1489, column: 9, scope: !974)
!994 = !DILocation(line: 1490, column: 32, scope: !974)
!995 = !DILocation(line: 1490, column: 9, scope: !974)
!996 = !DILocation(line: 1491, column: 13, scope: !974)
!997 = !DILocation(line: 1491, column: 31, scope: !998)
!998 = distinct !DILexicalBlock(scope: !974, file: !2, line: 1491, column: 13)
!999 = !DILocation(line: 1480, column: 25, scope: !975)
!1000 = !DILocation(line: 1480, column: 19, scope: !975)
!1001 = distinct !{!1001, !971, !1002, !835}
!1002 = !DILocation(line: 1493, column: 5, scope: !972)
!1003 = !DILocation(line: 1498, column: 29, scope: !1004)
!1004 = distinct !DILexicalBlock(scope: !1005, file: !2, line: 1497, column: 9)
!1005 = distinct !DILexicalBlock(scope: !1006, file: !2, line: 1496, column: 9)
!1006 = distinct !DILexicalBlock(scope: !1007, file: !2, line: 1496, column: 9)
!1007 = distinct !DILexicalBlock(scope: !1008, file: !2, line: 1495, column: 5)
!1008 = distinct !DILexicalBlock(scope: !1009, file: !2, line: 1494, column: 5)
!1009 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1494, column: 5)
!1010 = !DILocation(line: 1498, column: 13, scope: !1004)
!1011 = !DILocation(line: 1499, column: 17, scope: !1004)
!1012 = !DILocation(line: 1499, column: 35, scope: !1013)
!1013 = distinct !DILexicalBlock(scope: !1004, file: !2, line: 1499, column: 17)
!1014 = !DILocation(line: 1494, column: 25, scope: !1008)
!1015 = !DILocation(line: 1494, column: 19, scope: !1008)
!1016 = !DILocation(line: 1494, column: 5, scope: !1009)
!1017 = distinct !{!1017, !1016, !1018, !835}
!1018 = !DILocation(line: 1502, column: 5, scope: !1009)
!1019 = !DILocation(line: 1503, column: 21, scope: !784)
!1020 = !DILocation(line: 1503, column: 5, scope: !784)
!1021 = !DILocation(line: 1504, column: 21, scope: !784)
!1022 = !DILocation(line: 1504, column: 5, scope: !784)
!1023 = !DILocation(line: 1505, column: 21, scope: !784)
!1024 = !DILocation(line: 1505, column: 5, scope: !784)
!1025 = !DILocation(line: 1506, column: 5, scope: !784)
!1026 = !DILocation(line: 1507, column: 5, scope: !784)
!1027 = !DILocation(line: 1508, column: 21, scope: !784)
!1028 = !DILocation(line: 1508, column: 5, scope: !784)
!1029 = !DILocation(line: 1511, column: 25, scope: !1030)
!1030 = distinct !DILexicalBlock(scope: !1031, file: !2, line: 1510, column: 5)
!1031 = distinct !DILexicalBlock(scope: !1032, file: !2, line: 1509, column: 5)
!1032 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1509, column: 5)
!1033 = !DILocation(line: 1511, column: 9, scope: !1030)
!1034 = !DILocation(line: 1512, column: 13, scope: !1030)
!1035 = !DILocation(line: 1512, column: 31, scope: !1036)
!1036 = distinct !DILexicalBlock(scope: !1030, file: !2, line: 1512, column: 13)
!1037 = !DILocation(line: 1515, column: 5, scope: !784)
!1038 = !DILocation(line: 1516, column: 5, scope: !784)
!1039 = !DILocation(line: 1517, column: 5, scope: !784)
!1040 = !DILocation(line: 1518, column: 5, scope: !784)
!1041 = !DILocation(line: 1519, column: 5, scope: !784)
!1042 = !DILocation(line: 1520, column: 5, scope: !784)
!1043 = !DILocation(line: 1521, column: 5, scope: !784)
!1044 = !DILocation(line: 1522, column: 5, scope: !784)
!1045 = !DILocation(line: 1523, column: 27, scope: !784)
!1046 = !DILocation(line: 1523, column: 21, scope: !784)
!1047 = !DILocation(line: 1523, column: 5, scope: !784)
!1048 = !DILocation(line: 1524, column: 27, scope: !784)
!1049 = !DILocation(line: 1524, column: 21, scope: !784)
!1050 = !DILocation(line: 1524, column: 5, scope: !784)
!1051 = !DILocation(line: 1525, column: 5, scope: !784)
!1052 = !DILocation(line: 1526, column: 5, scope: !784)
!1053 = !DILocation(line: 1527, column: 5, scope: !784)
!1054 = !DILocation(line: 1528, column: 5, scope: !784)
!1055 = !DILocation(line: 1529, column: 5, scope: !784)
!1056 = !DILocation(line: 1530, column: 5, scope: !784)
!1057 = !DILocation(line: 1531, column: 5, scope: !784)
!1058 = !DILocation(line: 1532, column: 5, scope: !784)
!1059 = !DILocation(line: 1533, column: 5, scope: !784)
!1060 = !DILocation(line: 1534, column: 5, scope: !784)
!1061 = !DILocation(line: 1535, column: 5, scope: !784)
!1062 = !DILocation(line: 1536, column: 27, scope: !784)
!1063 = !DILocation(line: 1536, column: 21, scope: !784)
!1064 = !DILocation(line: 1536, column: 5, scope: !784)
!1065 = !DILocation(line: 1537, column: 27, scope: !784)
!1066 = !DILocation(line: 1537, column: 21, scope: !784)
!1067 = !DILocation(line: 1537, column: 5, scope: !784)
!1068 = !DILocation(line: 1538, column: 27, scope: !784)
!1069 = !DILocation(line: 1538, column: 21, scope: !784)
!1070 = !DILocation(line: 1538, column: 5, scope: !784)
!1071 = !DILocation(line: 1539, column: 27, scope: !784)
!1072 = !DILocation(line: 1539, column: 21, scope: !784)
!1073 = !DILocation(line: 1539, column: 5, scope: !784)
!1074 = !DILocation(line: 1540, column: 5, scope: !784)
!1075 = !DILocation(line: 1541, column: 5, scope: !784)
!1076 = !DILocation(line: 1542, column: 5, scope: !784)
!1077 = !DILocation(line: 1545, column: 9, scope: !1078)
!1078 = distinct !DILexicalBlock(scope: !1079, file: !2, line: 1544, column: 5)
!1079 = distinct !DILexicalBlock(scope: !1080, file: !2, line: 1543, column: 5)
!1080 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1543, column: 5)
!1081 = !DILocation(line: 1546, column: 13, scope: !1078)
!1082 = !DILocation(line: 1546, column: 31, scope: !1083)
!1083 = distinct !DILexicalBlock(scope: !1078, file: !2, line: 1546, column: 13)
!1084 = !DILocation(line: 1549, column: 27, scope: !784)
!1085 = !DILocation(line: 1549, column: 21, scope: !784)
!1086 = !DILocation(line: 1549, column: 5, scope: !784)
!1087 = !DILocation(line: 1550, column: 5, scope: !784)
!1088 = !DILocation(line: 1553, column: 34, scope: !1089)
!1089 = distinct !DILexicalBlock(scope: !1090, file: !2, line: 1552, column: 5)
!1090 = distinct !DILexicalBlock(scope: !1091, file: !2, line: 1551, column: 5)
!1091 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1551, column: 5)
!1092 = !DILocation(line: 1553, column: 25, scope: !1089)
!1093 = !DILocation(line: 1553, column: 9, scope: !1089)
!1094 = !DILocation(line: 1554, column: 34, scope: !1089)
!1095 = !DILocation(line: 1554, column: 25, scope: !1089)
!1096 = !DILocation(line: 1554, column: 9, scope: !1089)
!1097 = !DILocation(line: 1555, column: 34, scope: !1089)
!1098 = !DILocation(line: 1555, column: 25, scope: !1089)
!1099 = !DILocation(line: 1555, column: 9, scope: !1089)
!1100 = !DILocation(line: 1556, column: 34, scope: !1089)
!1101 = !DILocation(line: 1556, column: 25, scope: !1089)
!1102 = !DILocation(line: 1556, column: 9, scope: !1089)
!1103 = !DILocation(line: 1557, column: 13, scope: !1089)
!1104 = !DILocation(line: 1557, column: 31, scope: !1105)
!1105 = distinct !DILexicalBlock(scope: !1089, file: !2, line: 1557, column: 13)
!1106 = !DILocation(line: 1560, column: 27, scope: !784)
!1107 = !DILocation(line: 1560, column: 21, scope: !784)
!1108 = !DILocation(line: 1560, column: 5, scope: !784)
!1109 = !DILocation(line: 1561, column: 27, scope: !784)
!1110 = !DILocation(line: 1561, column: 21, scope: !784)
!1111 = !DILocation(line: 1561, column: 5, scope: !784)
!1112 = !DILocation(line: 1562, column: 27, scope: !784)
!1113 = !DILocation(line: 1562, column: 21, scope: !784)
!1114 = !DILocation(line: 1562, column: 5, scope: !784)
!1115 = !DILocation(line: 1563, column: 27, scope: !784)
!1116 = !DILocation(line: 1563, column: 21, scope: !784)
!1117 = !DILocation(line: 1563, column: 5, scope: !784)
!1118 = !DILocation(line: 1564, column: 27, scope: !784)
!1119 = !DILocation(line: 1564, column: 21, scope: !784)
!1120 = !DILocation(line: 1564, column: 5, scope: !784)
!1121 = !DILocation(line: 1565, column: 27, scope: !784)
!1122 = !DILocation(line: 1565, column: 21, scope: !784)
!1123 = !DILocation(line: 1565, column: 5, scope: !784)
!1124 = !DILocation(line: 1566, column: 27, scope: !784)
!1125 = !DILocation(line: 1566, column: 21, scope: !784)
!1126 = !DILocation(line: 1566, column: 5, scope: !784)
!1127 = !DILocation(line: 1567, column: 27, scope: !784)
!1128 = !DILocation(line: 1567, column: 21, scope: !784)
!1129 = !DILocation(line: 1567, column: 5, scope: !784)
!1130 = !DILocation(line: 1568, column: 5, scope: !784)
!1131 = !DILocation(line: 1569, column: 5, scope: !784)
!1132 = !DILocation(line: 1570, column: 5, scope: !784)
!1133 = !DILocation(line: 1573, column: 34, scope: !1134)
!1134 = distinct !DILexicalBlock(scope: !1135, file: !2, line: 1572, column: 5)
!1135 = distinct !DILexicalBlock(scope: !1136, file: !2, line: 1571, column: 5)
!1136 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1571, column: 5)
!1137 = !DILocation(line: 1573, column: 25, scope: !1134)
!1138 = !DILocation(line: 1573, column: 9, scope: !1134)
!1139 = !DILocation(line: 1574, column: 13, scope: !1134)
!1140 = !DILocation(line: 1574, column: 31, scope: !1141)
!1141 = distinct !DILexicalBlock(scope: !1134, file: !2, line: 1574, column: 13)
!1142 = !DILocation(line: 1577, column: 27, scope: !784)
!1143 = !DILocation(line: 1577, column: 21, scope: !784)
!1144 = !DILocation(line: 1577, column: 5, scope: !784)
!1145 = !DILocation(line: 1578, column: 5, scope: !1146)
!1146 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1578, column: 5)
!1147 = !DILocation(line: 1580, column: 9, scope: !1148)
!1148 = distinct !DILexicalBlock(scope: !1149, file: !2, line: 1580, column: 9)
!1149 = distinct !DILexicalBlock(scope: !1150, file: !2, line: 1579, column: 5)
!1150 = distinct !DILexicalBlock(scope: !1146, file: !2, line: 1578, column: 5)
!1151 = !DILocation(line: 1584, column: 33, scope: !1152)
!1152 = distinct !DILexicalBlock(scope: !1153, file: !2, line: 1583, column: 13)
!1153 = distinct !DILexicalBlock(scope: !1154, file: !2, line: 1582, column: 13)
!1154 = distinct !DILexicalBlock(scope: !1155, file: !2, line: 1582, column: 13)
!1155 = distinct !DILexicalBlock(scope: !1156, file: !2, line: 1581, column: 9)
!1156 = distinct !DILexicalBlock(scope: !1148, file: !2, line: 1580, column: 9)
!1157 = !DILocation(line: 1584, column: 48, scope: !1152)
!1158 = !DILocation(line: 1584, column: 17, scope: !1152)
!1159 = !DILocation(line: 1585, column: 21, scope: !1152)
!1160 = !DILocation(line: 1585, column: 39, scope: !1161)
!1161 = distinct !DILexicalBlock(scope: !1152, file: !2, line: 1585, column: 21)
!1162 = !DILocation(line: 1580, column: 29, scope: !1156)
!1163 = !DILocation(line: 1580, column: 23, scope: !1156)
!1164 = distinct !{!1164, !1147, !1165, !835}
!1165 = !DILocation(line: 1588, column: 9, scope: !1148)
!1166 = !DILocation(line: 1578, column: 25, scope: !1150)
!1167 = !DILocation(line: 1578, column: 19, scope: !1150)
!1168 = distinct !{!1168, !1145, !1169, !835}
!1169 = !DILocation(line: 1589, column: 5, scope: !1146)
!1170 = !DILocation(line: 1590, column: 5, scope: !784)
!1171 = !DILocation(line: 1591, column: 27, scope: !784)
!1172 = !DILocation(line: 1591, column: 21, scope: !784)
!1173 = !DILocation(line: 1591, column: 5, scope: !784)
!1174 = !DILocation(line: 1592, column: 27, scope: !784)
!1175 = !DILocation(line: 1592, column: 5, scope: !784)
!1176 = !DILocation(line: 1593, column: 27, scope: !784)
!1177 = !DILocation(line: 1593, column: 5, scope: !784)
!1178 = !DILocation(line: 1594, column: 27, scope: !784)
!1179 = !DILocation(line: 1594, column: 5, scope: !784)
!1180 = !DILocation(line: 1595, column: 27, scope: !784)
!1181 = !DILocation(line: 1595, column: 5, scope: !784)
!1182 = !DILocation(line: 1596, column: 27, scope: !784)
!1183 = !DILocation(line: 1596, column: 5, scope: !784)
!1184 = !DILocation(line: 1597, column: 27, scope: !784)
!1185 = !DILocation(line: 1597, column: 5, scope: !784)
!1186 = !DILocation(line: 1598, column: 27, scope: !784)
!1187 = !DILocation(line: 1598, column: 5, scope: !784)
!1188 = !DILocation(line: 1599, column: 27, scope: !784)
!1189 = !DILocation(line: 1599, column: 5, scope: !784)
!1190 = !DILocation(line: 1600, column: 27, scope: !784)
!1191 = !DILocation(line: 1600, column: 21, scope: !784)
!1192 = !DILocation(line: 1600, column: 5, scope: !784)
!1193 = !DILocation(line: 1601, column: 27, scope: !784)
!1194 = !DILocation(line: 1601, column: 5, scope: !784)
!1195 = !DILocation(line: 1602, column: 27, scope: !784)
!1196 = !DILocation(line: 1602, column: 5, scope: !784)
!1197 = !DILocation(line: 1603, column: 27, scope: !784)
!1198 = !DILocation(line: 1603, column: 5, scope: !784)
!1199 = !DILocation(line: 1604, column: 27, scope: !784)
!1200 = !DILocation(line: 1604, column: 5, scope: !784)
!1201 = !DILocation(line: 1605, column: 27, scope: !784)
!1202 = !DILocation(line: 1605, column: 5, scope: !784)
!1203 = !DILocation(line: 1606, column: 27, scope: !784)
!1204 = !DILocation(line: 1606, column: 5, scope: !784)
!1205 = !DILocation(line: 1607, column: 27, scope: !784)
!1206 = !DILocation(line: 1607, column: 5, scope: !784)
!1207 = !DILocation(line: 1608, column: 27, scope: !784)
!1208 = !DILocation(line: 1608, column: 5, scope: !784)
!1209 = !DILocation(line: 1609, column: 5, scope: !1210)
!1210 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1609, column: 5)
!1211 = !DILocation(line: 1611, column: 9, scope: !1212)
!1212 = distinct !DILexicalBlock(scope: !1213, file: !2, line: 1611, column: 9)
!1213 = distinct !DILexicalBlock(scope: !1214, file: !2, line: 1610, column: 5)
!1214 = distinct !DILexicalBlock(scope: !1210, file: !2, line: 1609, column: 5)
!1215 = !DILocation(line: 1613, column: 29, scope: !1216)
!1216 = distinct !DILexicalBlock(scope: !1217, file: !2, line: 1612, column: 9)
!1217 = distinct !DILexicalBlock(scope: !1212, file: !2, line: 1611, column: 9)
!1218 = !DILocation(line: 1613, column: 41, scope: !1216)
!1219 = !DILocation(line: 1613, column: 13, scope: !1216)
!1220 = !DILocation(line: 1614, column: 41, scope: !1216)
!1221 = !DILocation(line: 1614, column: 13, scope: !1216)
!1222 = !DILocation(line: 1615, column: 41, scope: !1216)
!1223 = !DILocation(line: 1615, column: 13, scope: !1216)
!1224 = !DILocation(line: 1616, column: 41, scope: !1216)
!1225 = !DILocation(line: 1616, column: 13, scope: !1216)
!1226 = !DILocation(line: 1617, column: 41, scope: !1216)
!1227 = !DILocation(line: 1617, column: 13, scope: !1216)
!1228 = !DILocation(line: 1618, column: 41, scope: !1216)
!1229 = !DILocation(line: 1618, column: 13, scope: !1216)
!1230 = !DILocation(line: 1619, column: 41, scope: !1216)
!1231 = !DILocation(line: 1619, column: 13, scope: !1216)
!1232 = !DILocation(line: 1620, column: 41, scope: !1216)
!1233 = !DILocation(line: 1620, column: 13, scope: !1216)
!1234 = !DILocation(line: 1621, column: 41, scope: !1216)
!1235 = !DILocation(line: 1621, column: 13, scope: !1216)
!1236 = !DILocation(line: 1622, column: 17, scope: !1216)
!1237 = !DILocation(line: 1622, column: 35, scope: !1238)
!1238 = distinct !DILexicalBlock(scope: !1216, file: !2, line: 1622, column: 17)
!1239 = !DILocation(line: 1611, column: 29, scope: !1217)
!1240 = !DILocation(line: 1611, column: 23, scope: !1217)
!1241 = distinct !{!1241, !1211, !1242, !835}
!1242 = !DILocation(line: 1624, column: 9, scope: !1212)
!1243 = !DILocation(line: 1609, column: 25, scope: !1214)
!1244 = !DILocation(line: 1609, column: 19, scope: !1214)
!1245 = distinct !{!1245, !1209, !1246, !835}
!1246 = !DILocation(line: 1625, column: 5, scope: !1210)
!1247 = !DILocation(line: 1626, column: 27, scope: !784)
!1248 = !DILocation(line: 1626, column: 21, scope: !784)
!1249 = !DILocation(line: 1626, column: 5, scope: !784)
!1250 = !DILocation(line: 1627, column: 27, scope: !784)
!1251 = !DILocation(line: 1627, column: 5, scope: !784)
!1252 = !DILocation(line: 1628, column: 27, scope: !784)
!1253 = !DILocation(line: 1628, column: 5, scope: !784)
!1254 = !DILocation(line: 1629, column: 27, scope: !784)
!1255 = !DILocation(line: 1629, column: 5, scope: !784)
!1256 = !DILocation(line: 1630, column: 27, scope: !784)
!1257 = !DILocation(line: 1630, column: 5, scope: !784)
!1258 = !DILocation(line: 1631, column: 27, scope: !784)
!1259 = !DILocation(line: 1631, column: 5, scope: !784)
!1260 = !DILocation(line: 1632, column: 27, scope: !784)
!1261 = !DILocation(line: 1632, column: 5, scope: !784)
!1262 = !DILocation(line: 1633, column: 27, scope: !784)
!1263 = !DILocation(line: 1633, column: 5, scope: !784)
!1264 = !DILocation(line: 1634, column: 27, scope: !784)
!1265 = !DILocation(line: 1634, column: 5, scope: !784)
!1266 = !DILocation(line: 1635, column: 5, scope: !784)
!1267 = !DILocation(line: 1636, column: 5, scope: !784)
!1268 = !DILocation(line: 1637, column: 5, scope: !1269)
!1269 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1637, column: 5)
!1270 = !DILocation(line: 1639, column: 25, scope: !1271)
!1271 = distinct !DILexicalBlock(scope: !1272, file: !2, line: 1638, column: 5)
!1272 = distinct !DILexicalBlock(scope: !1269, file: !2, line: 1637, column: 5)
!1273 = !DILocation(line: 1639, column: 35, scope: !1271)
!1274 = !DILocation(line: 1639, column: 9, scope: !1271)
!1275 = !DILocation(line: 1640, column: 35, scope: !1271)
!1276 = !DILocation(line: 1640, column: 9, scope: !1271)
!1277 = !DILocation(line: 1641, column: 35, scope: !1271)
!1278 = !DILocation(line: 1641, column: 9, scope: !1271)
!1279 = !DILocation(line: 1642, column: 35, scope: !1271)
!1280 = !DILocation(line: 1642, column: 9, scope: !1271)
!1281 = !DILocation(line: 1643, column: 35, scope: !1271)
!1282 = !DILocation(line: 1643, column: 9, scope: !1271)
!1283 = !DILocation(line: 1644, column: 35, scope: !1271)
!1284 = !DILocation(line: 1644, column: 9, scope: !1271)
!1285 = !DILocation(line: 1645, column: 35, scope: !1271)
!1286 = !DILocation(line: 1645, column: 9, scope: !1271)
!1287 = !DILocation(line: 1646, column: 35, scope: !1271)
!1288 = !DILocation(line: 1646, column: 9, scope: !1271)
!1289 = !DILocation(line: 1647, column: 35, scope: !1271)
!1290 = !DILocation(line: 1647, column: 9, scope: !1271)
!1291 = !DILocation(line: 1648, column: 13, scope: !1271)
!1292 = !DILocation(line: 1648, column: 31, scope: !1293)
!1293 = distinct !DILexicalBlock(scope: !1271, file: !2, line: 1648, column: 13)
!1294 = !DILocation(line: 1637, column: 25, scope: !1272)
!1295 = !DILocation(line: 1637, column: 19, scope: !1272)
!1296 = distinct !{!1296, !1268, !1297, !835}
!1297 = !DILocation(line: 1650, column: 5, scope: !1269)
!1298 = !DILocation(line: 1651, column: 5, scope: !784)
!1299 = !DILocation(line: 1652, column: 28, scope: !784)
!1300 = !DILocation(line: 1652, column: 21, scope: !784)
!1301 = !DILocation(line: 1652, column: 5, scope: !784)
!1302 = !DILocation(line: 1653, column: 28, scope: !784)
!1303 = !DILocation(line: 1653, column: 5, scope: !784)
!1304 = !DILocation(line: 1654, column: 28, scope: !784)
!1305 = !DILocation(line: 1654, column: 5, scope: !784)
!1306 = !DILocation(line: 1655, column: 28, scope: !784)
!1307 = !DILocation(line: 1655, column: 5, scope: !784)
!1308 = !DILocation(line: 1656, column: 28, scope: !784)
!1309 = !DILocation(line: 1656, column: 5, scope: !784)
!1310 = !DILocation(line: 1657, column: 28, scope: !784)
!1311 = !DILocation(line: 1657, column: 5, scope: !784)
!1312 = !DILocation(line: 1658, column: 28, scope: !784)
!1313 = !DILocation(line: 1658, column: 5, scope: !784)
!1314 = !DILocation(line: 1659, column: 28, scope: !784)
!1315 = !DILocation(line: 1659, column: 5, scope: !784)
!1316 = !DILocation(line: 1660, column: 28, scope: !784)
!1317 = !DILocation(line: 1660, column: 5, scope: !784)
!1318 = !DILocation(line: 1661, column: 5, scope: !784)
!1319 = !DILocation(line: 1662, column: 28, scope: !784)
!1320 = !DILocation(line: 1662, column: 21, scope: !784)
!1321 = !DILocation(line: 1662, column: 5, scope: !784)
!1322 = !DILocation(line: 1663, column: 28, scope: !784)
!1323 = !DILocation(line: 1663, column: 21, scope: !784)
!1324 = !DILocation(line: 1663, column: 5, scope: !784)
!1325 = !DILocation(line: 1664, column: 28, scope: !784)
!1326 = !DILocation(line: 1664, column: 21, scope: !784)
!1327 = !DILocation(line: 1664, column: 5, scope: !784)
!1328 = !DILocation(line: 1665, column: 28, scope: !784)
!1329 = !DILocation(line: 1665, column: 21, scope: !784)
!1330 = !DILocation(line: 1665, column: 5, scope: !784)
!1331 = !DILocation(line: 1668, column: 9, scope: !1332)
!1332 = distinct !DILexicalBlock(scope: !1333, file: !2, line: 1668, column: 9)
!1333 = distinct !DILexicalBlock(scope: !1334, file: !2, line: 1667, column: 5)
!1334 = distinct !DILexicalBlock(scope: !1335, file: !2, line: 1666, column: 5)
!1335 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1666, column: 5)
!1336 = !DILocation(line: 1670, column: 29, scope: !1337)
!1337 = distinct !DILexicalBlock(scope: !1338, file: !2, line: 1669, column: 9)
!1338 = distinct !DILexicalBlock(scope: !1332, file: !2, line: 1668, column: 9)
!1339 = !DILocation(line: 1670, column: 42, scope: !1337)
!1340 = !DILocation(line: 1670, column: 13, scope: !1337)
!1341 = !DILocation(line: 1671, column: 42, scope: !1337)
!1342 = !DILocation(line: 1671, column: 29, scope: !1337)
!1343 = !DILocation(line: 1671, column: 13, scope: !1337)
!1344 = !DILocation(line: 1672, column: 42, scope: !1337)
!1345 = !DILocation(line: 1672, column: 29, scope: !1337)
!1346 = !DILocation(line: 1672, column: 13, scope: !1337)
!1347 = !DILocation(line: 1673, column: 42, scope: !1337)
!1348 = !DILocation(line: 1673, column: 29, scope: !1337)
!1349 = !DILocation(line: 1673, column: 13, scope: !1337)
!1350 = !DILocation(line: 1674, column: 17, scope: !1337)
!1351 = !DILocation(line: 1674, column: 35, scope: !1352)
!1352 = distinct !DILexicalBlock(scope: !1337, file: !2, line: 1674, column: 17)
!1353 = !DILocation(line: 1668, column: 30, scope: !1338)
!1354 = !DILocation(line: 1668, column: 23, scope: !1338)
!1355 = distinct !{!1355, !1331, !1356, !835}
!1356 = !DILocation(line: 1676, column: 9, scope: !1332)
!1357 = !DILocation(line: 1678, column: 28, scope: !784)
!1358 = !DILocation(line: 1678, column: 21, scope: !784)
!1359 = !DILocation(line: 1678, column: 5, scope: !784)
!1360 = !DILocation(line: 1679, column: 28, scope: !784)
!1361 = !DILocation(line: 1679, column: 5, scope: !784)
!1362 = !DILocation(line: 1680, column: 28, scope: !784)
!1363 = !DILocation(line: 1680, column: 5, scope: !784)
!1364 = !DILocation(line: 1681, column: 28, scope: !784)
!1365 = !DILocation(line: 1681, column: 5, scope: !784)
!1366 = !DILocation(line: 1682, column: 28, scope: !784)
!1367 = !DILocation(line: 1682, column: 5, scope: !784)
!1368 = !DILocation(line: 1683, column: 28, scope: !784)
!1369 = !DILocation(line: 1683, column: 5, scope: !784)
!1370 = !DILocation(line: 1684, column: 28, scope: !784)
!1371 = !DILocation(line: 1684, column: 5, scope: !784)
!1372 = !DILocation(line: 1685, column: 28, scope: !784)
!1373 = !DILocation(line: 1685, column: 5, scope: !784)
!1374 = !DILocation(line: 1686, column: 28, scope: !784)
!1375 = !DILocation(line: 1686, column: 5, scope: !784)
!1376 = !DILocation(line: 1689, column: 9, scope: !1377)
!1377 = distinct !DILexicalBlock(scope: !1378, file: !2, line: 1689, column: 9)
!1378 = distinct !DILexicalBlock(scope: !1379, file: !2, line: 1688, column: 5)
!1379 = distinct !DILexicalBlock(scope: !1380, file: !2, line: 1687, column: 5)
!1380 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1687, column: 5)
!1381 = !DILocation(line: 1691, column: 13, scope: !1382)
!1382 = distinct !DILexicalBlock(scope: !1383, file: !2, line: 1691, column: 13)
!1383 = distinct !DILexicalBlock(scope: !1384, file: !2, line: 1690, column: 9)
!1384 = distinct !DILexicalBlock(scope: !1377, file: !2, line: 1689, column: 9)
!1385 = !DILocation(line: 1693, column: 33, scope: !1386)
!1386 = distinct !DILexicalBlock(scope: !1387, file: !2, line: 1692, column: 13)
!1387 = distinct !DILexicalBlock(scope: !1382, file: !2, line: 1691, column: 13)
!1388 = !DILocation(line: 1693, column: 49, scope: !1386)
!1389 = !DILocation(line: 1693, column: 17, scope: !1386)
!1390 = !DILocation(line: 1694, column: 49, scope: !1386)
!1391 = !DILocation(line: 1694, column: 17, scope: !1386)
!1392 = !DILocation(line: 1695, column: 49, scope: !1386)
!1393 = !DILocation(line: 1695, column: 17, scope: !1386)
!1394 = !DILocation(line: 1696, column: 49, scope: !1386)
!1395 = !DILocation(line: 1696, column: 17, scope: !1386)
!1396 = !DILocation(line: 1697, column: 49, scope: !1386)
!1397 = !DILocation(line: 1697, column: 17, scope: !1386)
!1398 = !DILocation(line: 1698, column: 49, scope: !1386)
!1399 = !DILocation(line: 1698, column: 17, scope: !1386)
!1400 = !DILocation(line: 1699, column: 49, scope: !1386)
!1401 = !DILocation(line: 1699, column: 17, scope: !1386)
!1402 = !DILocation(line: 1700, column: 49, scope: !1386)
!1403 = !DILocation(line: 1700, column: 17, scope: !1386)
!1404 = !DILocation(line: 1701, column: 49, scope: !1386)
!1405 = !DILocation(line: 1701, column: 17, scope: !1386)
!1406 = !DILocation(line: 1702, column: 21, scope: !1386)
!1407 = !DILocation(line: 1702, column: 39, scope: !1408)
!1408 = distinct !DILexicalBlock(scope: !1386, file: !2, line: 1702, column: 21)
!1409 = !DILocation(line: 1691, column: 33, scope: !1387)
!1410 = !DILocation(line: 1691, column: 27, scope: !1387)
!1411 = distinct !{!1411, !1381, !1412, !835}
!1412 = !DILocation(line: 1704, column: 13, scope: !1382)
!1413 = !DILocation(line: 1689, column: 29, scope: !1384)
!1414 = !DILocation(line: 1689, column: 23, scope: !1384)
!1415 = distinct !{!1415, !1376, !1416, !835}
!1416 = !DILocation(line: 1705, column: 9, scope: !1377)
!1417 = !DILocation(line: 1707, column: 5, scope: !784)
!1418 = !DILocation(line: 1708, column: 5, scope: !784)
!1419 = !DILocation(line: 1709, column: 5, scope: !1420)
!1420 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1709, column: 5)
!1421 = !DILocation(line: 1713, column: 29, scope: !1422)
!1422 = distinct !DILexicalBlock(scope: !1423, file: !2, line: 1712, column: 9)
!1423 = distinct !DILexicalBlock(scope: !1424, file: !2, line: 1711, column: 9)
!1424 = distinct !DILexicalBlock(scope: !1425, file: !2, line: 1711, column: 9)
!1425 = distinct !DILexicalBlock(scope: !1426, file: !2, line: 1710, column: 5)
!1426 = distinct !DILexicalBlock(scope: !1420, file: !2, line: 1709, column: 5)
!1427 = !DILocation(line: 1713, column: 13, scope: !1422)
!1428 = !DILocation(line: 1714, column: 17, scope: !1422)
!1429 = !DILocation(line: 1714, column: 35, scope: !1430)
!1430 = distinct !DILexicalBlock(scope: !1422, file: !2, line: 1714, column: 17)
!1431 = !DILocation(line: 1709, column: 25, scope: !1426)
!1432 = !DILocation(line: 1709, column: 19, scope: !1426)
!1433 = distinct !{!1433, !1419, !1434, !835}
!1434 = !DILocation(line: 1717, column: 5, scope: !1420)
!1435 = !DILocation(line: 1718, column: 5, scope: !784)
!1436 = !DILocation(line: 1719, column: 5, scope: !784)
!1437 = !DILocation(line: 1720, column: 5, scope: !1438)
!1438 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1720, column: 5)
!1439 = !DILocation(line: 1722, column: 9, scope: !1440)
!1440 = distinct !DILexicalBlock(scope: !1441, file: !2, line: 1722, column: 9)
!1441 = distinct !DILexicalBlock(scope: !1442, file: !2, line: 1721, column: 5)
!1442 = distinct !DILexicalBlock(scope: !1438, file: !2, line: 1720, column: 5)
!1443 = !DILocation(line: 1726, column: 33, scope: !1444)
!1444 = distinct !DILexicalBlock(scope: !1445, file: !2, line: 1725, column: 13)
!1445 = distinct !DILexicalBlock(scope: !1446, file: !2, line: 1724, column: 13)
!1446 = distinct !DILexicalBlock(scope: !1447, file: !2, line: 1724, column: 13)
!1447 = distinct !DILexicalBlock(scope: !1448, file: !2, line: 1723, column: 9)
!1448 = distinct !DILexicalBlock(scope: !1440, file: !2, line: 1722, column: 9)
!1449 = !DILocation(line: 1726, column: 49, scope: !1444)
!1450 = !DILocation(line: 1726, column: 17, scope: !1444)
!1451 = !DILocation(line: 1727, column: 49, scope: !1444)
!1452 = !DILocation(line: 1727, column: 33, scope: !1444)
!1453 = !DILocation(line: 1727, column: 17, scope: !1444)
!1454 = !DILocation(line: 1728, column: 49, scope: !1444)
!1455 = !DILocation(line: 1728, column: 33, scope: !1444)
!1456 = !DILocation(line: 1728, column: 17, scope: !1444)
!1457 = !DILocation(line: 1729, column: 49, scope: !1444)
!1458 = !DILocation(line: 1729, column: 33, scope: !1444)
!1459 = !DILocation(line: 1729, column: 17, scope: !1444)
!1460 = !DILocation(line: 1730, column: 21, scope: !1444)
!1461 = !DILocation(line: 1730, column: 39, scope: !1462)
!1462 = distinct !DILexicalBlock(scope: !1444, file: !2, line: 1730, column: 21)
!1463 = !DILocation(line: 1722, column: 29, scope: !1448)
!1464 = !DILocation(line: 1722, column: 23, scope: !1448)
!1465 = distinct !{!1465, !1439, !1466, !835}
!1466 = !DILocation(line: 1733, column: 9, scope: !1440)
!1467 = !DILocation(line: 1720, column: 25, scope: !1442)
!1468 = !DILocation(line: 1720, column: 19, scope: !1442)
!1469 = distinct !{!1469, !1437, !1470, !835}
!1470 = !DILocation(line: 1734, column: 5, scope: !1438)
!1471 = !DILocation(line: 1739, column: 29, scope: !1472)
!1472 = distinct !DILexicalBlock(scope: !1473, file: !2, line: 1738, column: 9)
!1473 = distinct !DILexicalBlock(scope: !1474, file: !2, line: 1737, column: 9)
!1474 = distinct !DILexicalBlock(scope: !1475, file: !2, line: 1737, column: 9)
!1475 = distinct !DILexicalBlock(scope: !1476, file: !2, line: 1736, column: 5)
!1476 = distinct !DILexicalBlock(scope: !1477, file: !2, line: 1735, column: 5)
!1477 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1735, column: 5)
!1478 = !DILocation(line: 1739, column: 13, scope: !1472)
!1479 = !DILocation(line: 1740, column: 13, scope: !1472)
!1480 = !DILocation(line: 1741, column: 42, scope: !1472)
!1481 = !DILocation(line: 1741, column: 29, scope: !1472)
!1482 = !DILocation(line: 1741, column: 13, scope: !1472)
!1483 = !DILocation(line: 1742, column: 13, scope: !1472)
!1484 = !DILocation(line: 1743, column: 17, scope: !1472)
!1485 = !DILocation(line: 1743, column: 35, scope: !1486)
!1486 = distinct !DILexicalBlock(scope: !1472, file: !2, line: 1743, column: 17)
!1487 = !DILocation(line: 1735, column: 25, scope: !1476)
!1488 = !DILocation(line: 1735, column: 19, scope: !1476)
!1489 = !DILocation(line: 1735, column: 5, scope: !1477)
!1490 = distinct !{!1490, !1489, !1491, !835}
!1491 = !DILocation(line: 1746, column: 5, scope: !1477)
!1492 = !DILocation(line: 1747, column: 5, scope: !784)
!1493 = !DILocation(line: 1748, column: 5, scope: !784)
!1494 = !DILocation(line: 1749, column: 28, scope: !784)
!1495 = !DILocation(line: 1749, column: 21, scope: !784)
!1496 = !DILocation(line: 1749, column: 5, scope: !784)
!1497 = !DILocation(line: 1750, column: 5, scope: !784)
!1498 = !DILocation(line: 1751, column: 28, scope: !784)
!1499 = !DILocation(line: 1751, column: 21, scope: !784)
!1500 = !DILocation(line: 1751, column: 5, scope: !784)
!1501 = !DILocation(line: 1752, column: 28, scope: !784)
!1502 = !DILocation(line: 1752, column: 21, scope: !784)
!1503 = !DILocation(line: 1752, column: 5, scope: !784)
!1504 = !DILocation(line: 1753, column: 28, scope: !784)
!1505 = !DILocation(line: 1753, column: 21, scope: !784)
!1506 = !DILocation(line: 1753, column: 5, scope: !784)
!1507 = !DILocation(line: 1754, column: 28, scope: !784)
!1508 = !DILocation(line: 1754, column: 21, scope: !784)
!1509 = !DILocation(line: 1754, column: 5, scope: !784)
!1510 = !DILocation(line: 1755, column: 28, scope: !784)
!1511 = !DILocation(line: 1755, column: 21, scope: !784)
!1512 = !DILocation(line: 1755, column: 5, scope: !784)
!1513 = !DILocation(line: 1756, column: 28, scope: !784)
!1514 = !DILocation(line: 1756, column: 5, scope: !784)
!1515 = !DILocation(line: 1757, column: 28, scope: !784)
!1516 = !DILocation(line: 1757, column: 5, scope: !784)
!1517 = !DILocation(line: 1758, column: 28, scope: !784)
!1518 = !DILocation(line: 1758, column: 5, scope: !784)
!1519 = !DILocation(line: 1759, column: 28, scope: !784)
!1520 = !DILocation(line: 1759, column: 5, scope: !784)
!1521 = !DILocation(line: 1760, column: 28, scope: !784)
!1522 = !DILocation(line: 1760, column: 5, scope: !784)
!1523 = !DILocation(line: 1761, column: 28, scope: !784)
!1524 = !DILocation(line: 1761, column: 5, scope: !784)
!1525 = !DILocation(line: 1762, column: 28, scope: !784)
!1526 = !DILocation(line: 1762, column: 5, scope: !784)
!1527 = !DILocation(line: 1763, column: 28, scope: !784)
!1528 = !DILocation(line: 1763, column: 5, scope: !784)
!1529 = !DILocation(line: 1764, column: 5, scope: !1530)
!1530 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1764, column: 5)
!1531 = !DILocation(line: 1766, column: 25, scope: !1532)
!1532 = distinct !DILexicalBlock(scope: !1533, file: !2, line: 1765, column: 5)
!1533 = distinct !DILexicalBlock(scope: !1530, file: !2, line: 1764, column: 5)
!1534 = !DILocation(line: 1766, column: 35, scope: !1532)
!1535 = !DILocation(line: 1766, column: 9, scope: !1532)
!1536 = !DILocation(line: 1767, column: 35, scope: !1532)
!1537 = !DILocation(line: 1767, column: 9, scope: !1532)
!1538 = !DILocation(line: 1768, column: 35, scope: !1532)
!1539 = !DILocation(line: 1768, column: 9, scope: !1532)
!1540 = !DILocation(line: 1769, column: 35, scope: !1532)
!1541 = !DILocation(line: 1769, column: 9, scope: !1532)
!1542 = !DILocation(line: 1770, column: 35, scope: !1532)
!1543 = !DILocation(line: 1770, column: 9, scope: !1532)
!1544 = !DILocation(line: 1771, column: 35, scope: !1532)
!1545 = !DILocation(line: 1771, column: 9, scope: !1532)
!1546 = !DILocation(line: 1772, column: 35, scope: !1532)
!1547 = !DILocation(line: 1772, column: 9, scope: !1532)
!1548 = !DILocation(line: 1773, column: 35, scope: !1532)
!1549 = !DILocation(line: 1773, column: 9, scope: !1532)
!1550 = !DILocation(line: 1774, column: 35, scope: !1532)
!1551 = !DILocation(line: 1774, column: 9, scope: !1532)
!1552 = !DILocation(line: 1775, column: 13, scope: !1532)
!1553 = !DILocation(line: 1775, column: 31, scope: !1554)
!1554 = distinct !DILexicalBlock(scope: !1532, file: !2, line: 1775, column: 13)
!1555 = !DILocation(line: 1764, column: 25, scope: !1533)
!1556 = !DILocation(line: 1764, column: 19, scope: !1533)
!1557 = distinct !{!1557, !1529, !1558, !835}
!1558 = !DILocation(line: 1777, column: 5, scope: !1530)
!1559 = !DILocation(line: 1782, column: 13, scope: !1560)
!1560 = distinct !DILexicalBlock(scope: !1561, file: !2, line: 1782, column: 13)
!1561 = distinct !DILexicalBlock(scope: !1562, file: !2, line: 1781, column: 9)
!1562 = distinct !DILexicalBlock(scope: !1563, file: !2, line: 1780, column: 9)
!1563 = distinct !DILexicalBlock(scope: !1564, file: !2, line: 1780, column: 9)
!1564 = distinct !DILexicalBlock(scope: !1565, file: !2, line: 1779, column: 5)
!1565 = distinct !DILexicalBlock(scope: !1566, file: !2, line: 1778, column: 5)
!1566 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1778, column: 5)
!1567 = !DILocation(line: 1784, column: 33, scope: !1568)
!1568 = distinct !DILexicalBlock(scope: !1569, file: !2, line: 1783, column: 13)
!1569 = distinct !DILexicalBlock(scope: !1560, file: !2, line: 1782, column: 13)
!1570 = !DILocation(line: 1784, column: 49, scope: !1568)
!1571 = !DILocation(line: 1784, column: 17, scope: !1568)
!1572 = !DILocation(line: 1785, column: 49, scope: !1568)
!1573 = !DILocation(line: 1785, column: 33, scope: !1568)
!1574 = !DILocation(line: 1785, column: 17, scope: !1568)
!1575 = !DILocation(line: 1786, column: 49, scope: !1568)
!1576 = !DILocation(line: 1786, column: 33, scope: !1568)
!1577 = !DILocation(line: 1786, column: 17, scope: !1568)
!1578 = !DILocation(line: 1787, column: 49, scope: !1568)
!1579 = !DILocation(line: 1787, column: 33, scope: !1568)
!1580 = !DILocation(line: 1787, column: 17, scope: !1568)
!1581 = !DILocation(line: 1788, column: 21, scope: !1568)
!1582 = !DILocation(line: 1788, column: 39, scope: !1583)
!1583 = distinct !DILexicalBlock(scope: !1568, file: !2, line: 1788, column: 21)
!1584 = !DILocation(line: 1782, column: 33, scope: !1569)
!1585 = !DILocation(line: 1782, column: 27, scope: !1569)
!1586 = distinct !{!1586, !1559, !1587, !835}
!1587 = !DILocation(line: 1790, column: 13, scope: !1560)
!1588 = !DILocation(line: 1778, column: 25, scope: !1565)
!1589 = !DILocation(line: 1778, column: 19, scope: !1565)
!1590 = !DILocation(line: 1778, column: 5, scope: !1566)
!1591 = distinct !{!1591, !1590, !1592, !835}
!1592 = !DILocation(line: 1792, column: 5, scope: !1566)
!1593 = !DILocation(line: 1793, column: 28, scope: !784)
!1594 = !DILocation(line: 1793, column: 21, scope: !784)
!1595 = !DILocation(line: 1793, column: 5, scope: !784)
!1596 = !DILocation(line: 1794, column: 28, scope: !784)
!1597 = !DILocation(line: 1794, column: 5, scope: !784)
!1598 = !DILocation(line: 1795, column: 28, scope: !784)
!1599 = !DILocation(line: 1795, column: 5, scope: !784)
!1600 = !DILocation(line: 1796, column: 28, scope: !784)
!1601 = !DILocation(line: 1796, column: 5, scope: !784)
!1602 = !DILocation(line: 1797, column: 28, scope: !784)
!1603 = !DILocation(line: 1797, column: 5, scope: !784)
!1604 = !DILocation(line: 1798, column: 28, scope: !784)
!1605 = !DILocation(line: 1798, column: 5, scope: !784)
!1606 = !DILocation(line: 1799, column: 28, scope: !784)
!1607 = !DILocation(line: 1799, column: 5, scope: !784)
!1608 = !DILocation(line: 1800, column: 28, scope: !784)
!1609 = !DILocation(line: 1800, column: 5, scope: !784)
!1610 = !DILocation(line: 1801, column: 28, scope: !784)
!1611 = !DILocation(line: 1801, column: 5, scope: !784)
!1612 = !DILocation(line: 1802, column: 28, scope: !784)
!1613 = !DILocation(line: 1802, column: 21, scope: !784)
!1614 = !DILocation(line: 1802, column: 5, scope: !784)
!1615 = !DILocation(line: 1803, column: 28, scope: !784)
!1616 = !DILocation(line: 1803, column: 5, scope: !784)
!1617 = !DILocation(line: 1804, column: 28, scope: !784)
!1618 = !DILocation(line: 1804, column: 5, scope: !784)
!1619 = !DILocation(line: 1805, column: 28, scope: !784)
!1620 = !DILocation(line: 1805, column: 5, scope: !784)
!1621 = !DILocation(line: 1806, column: 28, scope: !784)
!1622 = !DILocation(line: 1806, column: 5, scope: !784)
!1623 = !DILocation(line: 1807, column: 28, scope: !784)
!1624 = !DILocation(line: 1807, column: 5, scope: !784)
!1625 = !DILocation(line: 1808, column: 28, scope: !784)
!1626 = !DILocation(line: 1808, column: 5, scope: !784)
!1627 = !DILocation(line: 1809, column: 28, scope: !784)
!1628 = !DILocation(line: 1809, column: 5, scope: !784)
!1629 = !DILocation(line: 1810, column: 28, scope: !784)
!1630 = !DILocation(line: 1810, column: 5, scope: !784)
!1631 = !DILocation(line: 1811, column: 28, scope: !784)
!1632 = !DILocation(line: 1811, column: 21, scope: !784)
!1633 = !DILocation(line: 1811, column: 5, scope: !784)
!1634 = !DILocation(line: 1812, column: 28, scope: !784)
!1635 = !DILocation(line: 1812, column: 21, scope: !784)
!1636 = !DILocation(line: 1812, column: 5, scope: !784)
!1637 = !DILocation(line: 1813, column: 28, scope: !784)
!1638 = !DILocation(line: 1813, column: 21, scope: !784)
!1639 = !DILocation(line: 1813, column: 5, scope: !784)
!1640 = !DILocation(line: 1814, column: 28, scope: !784)
!1641 = !DILocation(line: 1814, column: 21, scope: !784)
!1642 = !DILocation(line: 1814, column: 5, scope: !784)
!1643 = !DILocation(line: 1815, column: 28, scope: !784)
!1644 = !DILocation(line: 1815, column: 21, scope: !784)
!1645 = !DILocation(line: 1815, column: 5, scope: !784)
!1646 = !DILocation(line: 1816, column: 28, scope: !784)
!1647 = !DILocation(line: 1816, column: 5, scope: !784)
!1648 = !DILocation(line: 1817, column: 28, scope: !784)
!1649 = !DILocation(line: 1817, column: 5, scope: !784)
!1650 = !DILocation(line: 1818, column: 28, scope: !784)
!1651 = !DILocation(line: 1818, column: 5, scope: !784)
!1652 = !DILocation(line: 1819, column: 28, scope: !784)
!1653 = !DILocation(line: 1819, column: 5, scope: !784)
!1654 = !DILocation(line: 1820, column: 28, scope: !784)
!1655 = !DILocation(line: 1820, column: 5, scope: !784)
!1656 = !DILocation(line: 1821, column: 28, scope: !784)
!1657 = !DILocation(line: 1821, column: 5, scope: !784)
!1658 = !DILocation(line: 1822, column: 28, scope: !784)
!1659 = !DILocation(line: 1822, column: 5, scope: !784)
!1660 = !DILocation(line: 1823, column: 28, scope: !784)
!1661 = !DILocation(line: 1823, column: 5, scope: !784)
!1662 = !DILocation(line: 1824, column: 23, scope: !784)
!1663 = !DILocation(line: 1824, column: 37, scope: !784)
!1664 = !DILocalVariable(name: "crc", arg: 1, scope: !1665, file: !771, line: 49, type: !520)
!1665 = distinct !DISubprogram(name: "platform_main_end", scope: !771, file: !771, line: 49, type: !1666, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !1668)
!1666 = !DISubroutineType(types: !1667)
!1667 = !{null, !520, !33}
!1668 = !{!1664, !1669}
!1669 = !DILocalVariable(name: "flag", arg: 2, scope: !1665, file: !771, line: 49, type: !33)
!1670 = !DILocation(line: 0, scope: !1665, inlinedAt: !1671)
!1671 = distinct !DILocation(line: 1824, column: 5, scope: !784)
!1672 = !DILocation(line: 56, column: 2, scope: !1665, inlinedAt: !1671)
!1673 = !DILocation(line: 1825, column: 5, scope: !784)
!1674 = distinct !DISubprogram(name: "transparent_crc", scope: !518, file: !518, line: 110, type: !1675, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !1677)
!1675 = !DISubroutineType(types: !1676)
!1676 = !{null, !567, !788, !33}
!1677 = !{!1678, !1679, !1680}
!1678 = !DILocalVariable(name: "val", arg: 1, scope: !1674, file: !518, line: 110, type: !567)
!1679 = !DILocalVariable(name: "vname", arg: 2, scope: !1674, file: !518, line: 110, type: !788)
!1680 = !DILocalVariable(name: "flag", arg: 3, scope: !1674, file: !518, line: 110, type: !33)
!1681 = !DILocation(line: 0, scope: !1674)
!1682 = !DILocalVariable(name: "val", arg: 1, scope: !1683, file: !518, line: 97, type: !567)
!1683 = distinct !DISubprogram(name: "crc32_8bytes", scope: !518, file: !518, line: 97, type: !1684, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !1686)
!1684 = !DISubroutineType(types: !1685)
!1685 = !{null, !567}
!1686 = !{!1682}
!1687 = !DILocation(line: 0, scope: !1683, inlinedAt: !1688)
!1688 = distinct !DILocation(line: 112, column: 2, scope: !1674)
!1689 = !DILocalVariable(name: "b", arg: 1, scope: !1690, file: !518, line: 71, type: !561)
!1690 = distinct !DISubprogram(name: "crc32_byte", scope: !518, file: !518, line: 71, type: !1691, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !30, retainedNodes: !1693)
!1691 = !DISubroutineType(types: !1692)
!1692 = !{null, !561}
!1693 = !{!1689}
!1694 = !DILocation(line: 0, scope: !1690, inlinedAt: !1695)
!1695 = distinct !DILocation(line: 99, column: 2, scope: !1683, inlinedAt: !1688)
!1696 = !DILocation(line: 73, column: 5, scope: !1690, inlinedAt: !1695)
!1697 = !DILocation(line: 73, column: 19, scope: !1690, inlinedAt: !1695)
!1698 = !DILocation(line: 74, column: 33, scope: !1690, inlinedAt: !1695)
!1699 = !DILocation(line: 74, column: 3, scope: !1690, inlinedAt: !1695)
!1700 = !DILocation(line: 73, column: 39, scope: !1690, inlinedAt: !1695)
!1701 = !DILocation(line: 100, column: 18, scope: !1683, inlinedAt: !1688)
!1702 = !DILocation(line: 0, scope: !1690, inlinedAt: !1703)
!1703 = distinct !DILocation(line: 100, column: 2, scope: !1683, inlinedAt: !1688)
!1704 = !DILocation(line: 73, column: 19, scope: !1690, inlinedAt: !1703)
!1705 = !DILocation(line: 74, column: 33, scope: !1690, inlinedAt: !1703)
!1706 = !DILocation(line: 74, column: 3, scope: !1690, inlinedAt: !1703)
!1707 = !DILocation(line: 73, column: 39, scope: !1690, inlinedAt: !1703)
!1708 = !DILocation(line: 101, column: 18, scope: !1683, inlinedAt: !1688)
!1709 = !DILocation(line: 0, scope: !1690, inlinedAt: !1710)
!1710 = distinct !DILocation(line: 101, column: 2, scope: !1683, inlinedAt: !1688)
!1711 = !DILocation(line: 73, column: 19, scope: !1690, inlinedAt: !1710)
!1712 = !DILocation(line: 74, column: 33, scope: !1690, inlinedAt: !1710)
!1713 = !DILocation(line: 74, column: 3, scope: !1690, inlinedAt: !1710)
!1714 = !DILocation(line: 73, column: 39, scope: !1690, inlinedAt: !1710)
!1715 = !DILocation(line: 102, column: 18, scope: !1683, inlinedAt: !1688)
!1716 = !DILocation(line: 0, scope: !1690, inlinedAt: !1717)
!1717 = distinct !DILocation(line: 102, column: 2, scope: !1683, inlinedAt: !1688)
!1718 = !DILocation(line: 73, column: 19, scope: !1690, inlinedAt: !1717)
!1719 = !DILocation(line: 74, column: 33, scope: !1690, inlinedAt: !1717)
!1720 = !DILocation(line: 74, column: 3, scope: !1690, inlinedAt: !1717)
!1721 = !DILocation(line: 73, column: 39, scope: !1690, inlinedAt: !1717)
!1722 = !DILocation(line: 103, column: 18, scope: !1683, inlinedAt: !1688)
!1723 = !DILocation(line: 0, scope: !1690, inlinedAt: !1724)
!1724 = distinct !DILocation(line: 103, column: 2, scope: !1683, inlinedAt: !1688)
!1725 = !DILocation(line: 73, column: 19, scope: !1690, inlinedAt: !1724)
!1726 = !DILocation(line: 74, column: 33, scope: !1690, inlinedAt: !1724)
!1727 = !DILocation(line: 74, column: 3, scope: !1690, inlinedAt: !1724)
!1728 = !DILocation(line: 73, column: 39, scope: !1690, inlinedAt: !1724)
!1729 = !DILocation(line: 104, column: 18, scope: !1683, inlinedAt: !1688)
!1730 = !DILocation(line: 0, scope: !1690, inlinedAt: !1731)
!1731 = distinct !DILocation(line: 104, column: 2, scope: !1683, inlinedAt: !1688)
!1732 = !DILocation(line: 73, column: 19, scope: !1690, inlinedAt: !1731)
!1733 = !DILocation(line: 74, column: 33, scope: !1690, inlinedAt: !1731)
!1734 = !DILocation(line: 74, column: 3, scope: !1690, inlinedAt: !1731)
!1735 = !DILocation(line: 73, column: 39, scope: !1690, inlinedAt: !1731)
!1736 = !DILocation(line: 105, column: 18, scope: !1683, inlinedAt: !1688)
!1737 = !DILocation(line: 0, scope: !1690, inlinedAt: !1738)
!1738 = distinct !DILocation(line: 105, column: 2, scope: !1683, inlinedAt: !1688)
!1739 = !DILocation(line: 73, column: 19, scope: !1690, inlinedAt: !1738)
!1740 = !DILocation(line: 74, column: 33, scope: !1690, inlinedAt: !1738)
!1741 = !DILocation(line: 74, column: 3, scope: !1690, inlinedAt: !1738)
!1742 = !DILocation(line: 73, column: 39, scope: !1690, inlinedAt: !1738)
!1743 = !DILocation(line: 106, column: 18, scope: !1683, inlinedAt: !1688)
!1744 = !DILocation(line: 0, scope: !1690, inlinedAt: !1745)
!1745 = distinct !DILocation(line: 106, column: 2, scope: !1683, inlinedAt: !1688)
!1746 = !DILocation(line: 73, column: 19, scope: !1690, inlinedAt: !1745)
!1747 = !DILocation(line: 74, column: 3, scope: !1690, inlinedAt: !1745)
!1748 = !DILocation(line: 73, column: 39, scope: !1690, inlinedAt: !1745)
!1749 = !DILocation(line: 72, column: 16, scope: !1690, inlinedAt: !1745)
!1750 = !DILocation(line: 113, column: 6, scope: !1751)
!1751 = distinct !DILexicalBlock(scope: !1674, file: !518, line: 113, column: 6)
!1752 = !DILocation(line: 113, column: 6, scope: !1674)
!1753 = !DILocation(line: 114, column: 73, scope: !1754)
!1754 = distinct !DILexicalBlock(scope: !1751, file: !518, line: 113, column: 12)
!1755 = !DILocation(line: 114, column: 5, scope: !1754)
!1756 = !DILocation(line: 115, column: 2, scope: !1754)
!1757 = !DILocation(line: 116, column: 1, scope: !1674)
!1758 = !DISubprogram(name: "printf", scope: !1759, file: !1759, line: 356, type: !1760, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1759 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1760 = !DISubroutineType(types: !1761)
!1761 = !{!33, !1762, null}
!1762 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1763)
!1763 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1764, size: 64)
!1764 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
