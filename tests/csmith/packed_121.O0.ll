; ModuleID = 'packed_121.c'
source_filename = "packed_121.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S2 = type { i32 }
%union.U4 = type { i8, [3 x i8] }
%union.U3 = type { i32 }
%struct.S1 = type { i32, [20 x i8] }
%struct.S0 = type <{ i64, i32 }>

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"g_2[i].f0\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [10 x i8] c"g_2[i].f1\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [10 x i8] c"g_2[i].f2\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [10 x i8] c"g_2[i].f3\00", align 1, !dbg !16
@.str.5 = private unnamed_addr constant [10 x i8] c"g_2[i].f4\00", align 1, !dbg !18
@.str.6 = private unnamed_addr constant [10 x i8] c"g_2[i].f5\00", align 1, !dbg !20
@.str.7 = private unnamed_addr constant [10 x i8] c"g_2[i].f6\00", align 1, !dbg !22
@.str.8 = private unnamed_addr constant [10 x i8] c"g_2[i].f7\00", align 1, !dbg !24
@.str.9 = private unnamed_addr constant [10 x i8] c"g_2[i].f8\00", align 1, !dbg !26
@.str.10 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !28
@g_3 = internal global [8 x [8 x i32]] [[8 x i32] [i32 1, i32 0, i32 -1, i32 -1, i32 -1347038773, i32 1648051977, i32 1611486355, i32 1648051977], [8 x i32] [i32 334881745, i32 0, i32 0, i32 0, i32 334881745, i32 -1, i32 7, i32 8], [8 x i32] [i32 -1, i32 -1347038773, i32 334881745, i32 7, i32 1020077158, i32 -1, i32 0, i32 0], [8 x i32] [i32 1611486355, i32 0, i32 334881745, i32 334881745, i32 0, i32 1611486355, i32 7, i32 1020077158], [8 x i32] [i32 1020077158, i32 1648051977, i32 0, i32 8, i32 0, i32 334881745, i32 0, i32 0], [8 x i32] [i32 8, i32 -1, i32 0, i32 7, i32 0, i32 -1, i32 8, i32 -1477121516], [8 x i32] [i32 -1347038773, i32 0, i32 3, i32 1, i32 334881745, i32 -1477121516, i32 1648051977, i32 -1], [8 x i32] [i32 7, i32 1611486355, i32 0, i32 334881745, i32 334881745, i32 0, i32 1611486355, i32 7]], align 16, !dbg !33
@.str.11 = private unnamed_addr constant [10 x i8] c"g_3[i][j]\00", align 1, !dbg !41
@.str.12 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !43
@g_4 = internal global i32 1, align 4, !dbg !578
@.str.13 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1, !dbg !48
@g_5 = internal global i32 5, align 4, !dbg !580
@.str.14 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1, !dbg !53
@g_6 = internal global i32 -10, align 4, !dbg !582
@.str.15 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1, !dbg !55
@g_12 = internal global i32 -2, align 4, !dbg !584
@.str.16 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1, !dbg !57
@g_18 = internal global i16 0, align 2, !dbg !586
@.str.17 = private unnamed_addr constant [5 x i8] c"g_18\00", align 1, !dbg !62
@g_19 = internal global i16 -8, align 2, !dbg !591
@.str.18 = private unnamed_addr constant [5 x i8] c"g_19\00", align 1, !dbg !64
@g_22 = internal global [2 x i16] [i16 9, i16 9], align 2, !dbg !594
@.str.19 = private unnamed_addr constant [8 x i8] c"g_22[i]\00", align 1, !dbg !66
@g_33 = internal global i16 4, align 2, !dbg !601
@.str.20 = private unnamed_addr constant [5 x i8] c"g_33\00", align 1, !dbg !71
@g_48 = internal global %struct.S2 { i32 -1 }, align 4, !dbg !603
@.str.21 = private unnamed_addr constant [8 x i8] c"g_48.f0\00", align 1, !dbg !73
@.str.22 = private unnamed_addr constant [8 x i8] c"g_66.f0\00", align 1, !dbg !75
@.str.23 = private unnamed_addr constant [8 x i8] c"g_66.f1\00", align 1, !dbg !77
@.str.24 = private unnamed_addr constant [8 x i8] c"g_66.f2\00", align 1, !dbg !79
@.str.25 = private unnamed_addr constant [8 x i8] c"g_66.f3\00", align 1, !dbg !81
@g_102 = internal global i8 1, align 1, !dbg !616
@.str.26 = private unnamed_addr constant [6 x i8] c"g_102\00", align 1, !dbg !83
@g_131 = internal global i8 -1, align 1, !dbg !621
@.str.27 = private unnamed_addr constant [6 x i8] c"g_131\00", align 1, !dbg !88
@g_135 = internal global %union.U4 { i8 3, [3 x i8] undef }, align 4, !dbg !623
@.str.28 = private unnamed_addr constant [9 x i8] c"g_135.f0\00", align 1, !dbg !90
@g_174 = internal global %union.U4 { i8 6, [3 x i8] undef }, align 4, !dbg !630
@.str.29 = private unnamed_addr constant [9 x i8] c"g_174.f0\00", align 1, !dbg !95
@g_177 = internal global i16 0, align 2, !dbg !632
@.str.30 = private unnamed_addr constant [6 x i8] c"g_177\00", align 1, !dbg !97
@g_221 = internal global i64 -1, align 8, !dbg !634
@.str.31 = private unnamed_addr constant [6 x i8] c"g_221\00", align 1, !dbg !99
@g_242 = internal global i16 -27821, align 2, !dbg !636
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
@g_340 = internal global i64 8, align 8, !dbg !653
@.str.45 = private unnamed_addr constant [6 x i8] c"g_340\00", align 1, !dbg !127
@g_382 = internal global i32 0, align 4, !dbg !655
@.str.46 = private unnamed_addr constant [6 x i8] c"g_382\00", align 1, !dbg !129
@g_407 = internal global i16 26176, align 2, !dbg !657
@.str.47 = private unnamed_addr constant [6 x i8] c"g_407\00", align 1, !dbg !131
@g_501 = internal global [2 x i64] [i64 6808054802109152176, i64 6808054802109152176], align 16, !dbg !659
@.str.48 = private unnamed_addr constant [9 x i8] c"g_501[i]\00", align 1, !dbg !133
@g_551 = internal global %union.U4 { i8 1, [3 x i8] undef }, align 4, !dbg !662
@.str.49 = private unnamed_addr constant [9 x i8] c"g_551.f0\00", align 1, !dbg !135
@g_580 = internal global i8 6, align 1, !dbg !664
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
@g_660 = internal global i32 4, align 4, !dbg !673
@.str.63 = private unnamed_addr constant [6 x i8] c"g_660\00", align 1, !dbg !166
@g_681 = internal global i8 -1, align 1, !dbg !675
@.str.64 = private unnamed_addr constant [6 x i8] c"g_681\00", align 1, !dbg !168
@g_712 = internal global i8 -84, align 1, !dbg !677
@.str.65 = private unnamed_addr constant [6 x i8] c"g_712\00", align 1, !dbg !170
@g_781 = internal global [5 x %union.U4] [%union.U4 { i8 2, [3 x i8] undef }, %union.U4 { i8 2, [3 x i8] undef }, %union.U4 { i8 2, [3 x i8] undef }, %union.U4 { i8 2, [3 x i8] undef }, %union.U4 { i8 2, [3 x i8] undef }], align 16, !dbg !679
@.str.66 = private unnamed_addr constant [12 x i8] c"g_781[i].f0\00", align 1, !dbg !172
@g_783 = internal global %union.U4 { i8 1, [3 x i8] undef }, align 4, !dbg !682
@.str.67 = private unnamed_addr constant [9 x i8] c"g_783.f0\00", align 1, !dbg !174
@g_785 = internal global [5 x [8 x [6 x %union.U4]]] [[8 x [6 x %union.U4]] [[6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }]], [8 x [6 x %union.U4]] [[6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }]], [8 x [6 x %union.U4]] [[6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }]], [8 x [6 x %union.U4]] [[6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }]], [8 x [6 x %union.U4]] [[6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 7, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 7, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 7, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 7, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 7, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 7, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }], [6 x %union.U4] [%union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 6, [3 x i8] undef }, %union.U4 { i8 1, [3 x i8] undef }, %union.U4 { i8 3, [3 x i8] undef }, %union.U4 { i8 7, [3 x i8] undef }, %union.U4 { i8 0, [3 x i8] undef }]]], align 16, !dbg !684
@.str.68 = private unnamed_addr constant [18 x i8] c"g_785[i][j][k].f0\00", align 1, !dbg !176
@.str.69 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !178
@g_811 = internal global i32 2, align 4, !dbg !688
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
@g_947 = internal global i64 1821322612854938149, align 8, !dbg !700
@.str.107 = private unnamed_addr constant [6 x i8] c"g_947\00", align 1, !dbg !260
@g_975 = internal global i32 1, align 4, !dbg !702
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
@g_1170 = internal global i8 -13, align 1, !dbg !707
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
@g_1322 = internal global i64 -1, align 8, !dbg !711
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
@g_1405 = internal global i16 -649, align 2, !dbg !727
@.str.155 = private unnamed_addr constant [7 x i8] c"g_1405\00", align 1, !dbg !368
@g_1438 = internal global i16 27105, align 2, !dbg !729
@.str.156 = private unnamed_addr constant [7 x i8] c"g_1438\00", align 1, !dbg !370
@g_1551 = internal global [6 x [5 x i16]] [[5 x i16] [i16 32182, i16 32182, i16 32182, i16 32182, i16 32182], [5 x i16] [i16 32182, i16 32182, i16 32182, i16 32182, i16 32182], [5 x i16] [i16 32182, i16 32182, i16 32182, i16 32182, i16 32182], [5 x i16] [i16 32182, i16 32182, i16 32182, i16 32182, i16 32182], [5 x i16] [i16 32182, i16 32182, i16 32182, i16 32182, i16 32182], [5 x i16] [i16 32182, i16 32182, i16 32182, i16 32182, i16 32182]], align 16, !dbg !731
@.str.157 = private unnamed_addr constant [13 x i8] c"g_1551[i][j]\00", align 1, !dbg !372
@g_1623 = internal global i32 -1, align 4, !dbg !735
@.str.158 = private unnamed_addr constant [7 x i8] c"g_1623\00", align 1, !dbg !374
@g_1695 = internal global i32 9, align 4, !dbg !737
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
@crc32_context = internal global i32 -1, align 4, !dbg !772
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !516
@__const.func_1.l_1927 = private unnamed_addr constant [7 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 41, i8 0, i8 0, i8 66, i8 32, i8 0, i8 undef, i8 46, i8 2, i8 0, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 41, i8 0, i8 0, i8 66, i8 32, i8 0, i8 undef, i8 46, i8 2, i8 0, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 41, i8 0, i8 0, i8 66, i8 32, i8 0, i8 undef, i8 46, i8 2, i8 0, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 41, i8 0, i8 0, i8 66, i8 32, i8 0, i8 undef, i8 46, i8 2, i8 0, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 41, i8 0, i8 0, i8 66, i8 32, i8 0, i8 undef, i8 46, i8 2, i8 0, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 41, i8 0, i8 0, i8 66, i8 32, i8 0, i8 undef, i8 46, i8 2, i8 0, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -53, i8 41, i8 0, i8 0, i8 66, i8 32, i8 0, i8 undef, i8 46, i8 2, i8 0, i8 undef }], align 16
@g_1732 = internal global ptr @g_601, align 8, !dbg !533
@__const.func_1.l_1981 = private unnamed_addr constant [4 x i64] [i64 8, i64 8, i64 8, i64 8], align 16
@__const.func_1.l_1838 = private unnamed_addr constant %struct.S2 { i32 -91768445 }, align 4
@__const.func_1.l_1928 = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -126, i8 28, i8 0, i8 0, i8 -128, i8 36, i8 0, i8 undef, i8 36, i8 13, i8 0, i8 undef }, align 4
@__const.func_1.l_17 = private unnamed_addr constant [2 x [2 x ptr]] [[2 x ptr] [ptr @g_12, ptr @g_12], [2 x ptr] [ptr @g_12, ptr @g_12]], align 16
@__const.func_1.l_25 = private unnamed_addr constant [4 x [1 x i32]] [[1 x i32] [i32 -44363124], [1 x i32] [i32 -336941198], [1 x i32] [i32 -44363124], [1 x i32] [i32 -336941198]], align 16
@__const.func_1.l_32 = private unnamed_addr constant [9 x [3 x ptr]] [[3 x ptr] [ptr @g_33, ptr @g_33, ptr @g_33], [3 x ptr] zeroinitializer, [3 x ptr] [ptr @g_33, ptr @g_33, ptr @g_33], [3 x ptr] [ptr @g_33, ptr null, ptr @g_33], [3 x ptr] [ptr @g_33, ptr @g_33, ptr @g_33], [3 x ptr] zeroinitializer, [3 x ptr] [ptr @g_33, ptr @g_33, ptr @g_33], [3 x ptr] [ptr @g_33, ptr null, ptr @g_33], [3 x ptr] [ptr @g_33, ptr @g_33, ptr @g_33]], align 16
@__const.func_1.l_34 = private unnamed_addr constant [10 x [2 x i32]] [[2 x i32] [i32 1964617014, i32 0], [2 x i32] [i32 1964617014, i32 -6], [2 x i32] [i32 -1863811930, i32 1964617014], [2 x i32] [i32 -6, i32 0], [2 x i32] [i32 -1991985031, i32 -1991985031], [2 x i32] [i32 -1863811930, i32 -1991985031], [2 x i32] [i32 -1991985031, i32 0], [2 x i32] [i32 -6, i32 1964617014], [2 x i32] [i32 -1863811930, i32 -6], [2 x i32] [i32 1964617014, i32 0]], align 16
@g_527 = internal global ptr @g_340, align 8, !dbg !536
@g_867 = internal global ptr getelementptr (i8, ptr @g_868, i64 48), align 8, !dbg !542
@g_1744 = internal global ptr @g_1170, align 8, !dbg !558
@g_756 = internal global ptr getelementptr (i8, ptr @g_501, i64 8), align 8, !dbg !564
@.str.229 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !570
@g_2 = internal global [9 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 3, i8 56, i8 111, i8 0, i8 -128, i8 82, i8 0, i8 117, i8 0, i8 -24, i8 -3, i8 -85, i8 3, i8 16, i8 115, i8 5, i8 0, i8 24, i8 28, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 3, i8 56, i8 111, i8 0, i8 -128, i8 82, i8 0, i8 117, i8 0, i8 -24, i8 -3, i8 -85, i8 3, i8 16, i8 115, i8 5, i8 0, i8 24, i8 28, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 3, i8 56, i8 111, i8 0, i8 -128, i8 82, i8 0, i8 117, i8 0, i8 -24, i8 -3, i8 -85, i8 3, i8 16, i8 115, i8 5, i8 0, i8 24, i8 28, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 3, i8 56, i8 111, i8 0, i8 -128, i8 82, i8 0, i8 117, i8 0, i8 -24, i8 -3, i8 -85, i8 3, i8 16, i8 115, i8 5, i8 0, i8 24, i8 28, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 3, i8 56, i8 111, i8 0, i8 -128, i8 82, i8 0, i8 117, i8 0, i8 -24, i8 -3, i8 -85, i8 3, i8 16, i8 115, i8 5, i8 0, i8 24, i8 28, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 3, i8 56, i8 111, i8 0, i8 -128, i8 82, i8 0, i8 117, i8 0, i8 -24, i8 -3, i8 -85, i8 3, i8 16, i8 115, i8 5, i8 0, i8 24, i8 28, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 3, i8 56, i8 111, i8 0, i8 -128, i8 82, i8 0, i8 117, i8 0, i8 -24, i8 -3, i8 -85, i8 3, i8 16, i8 115, i8 5, i8 0, i8 24, i8 28, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 3, i8 56, i8 111, i8 0, i8 -128, i8 82, i8 0, i8 117, i8 0, i8 -24, i8 -3, i8 -85, i8 3, i8 16, i8 115, i8 5, i8 0, i8 24, i8 28, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 3, i8 56, i8 111, i8 0, i8 -128, i8 82, i8 0, i8 117, i8 0, i8 -24, i8 -3, i8 -85, i8 3, i8 16, i8 115, i8 5, i8 0, i8 24, i8 28, i8 0 }], align 16, !dbg !575
@g_66 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 28, i8 41, i8 0, i8 0, i8 67, i8 30, i8 0, i8 undef, i8 -61, i8 -3, i8 -1, i8 undef }, align 4, !dbg !608
@g_286 = internal constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -58, i8 33, i8 0, i8 0, i8 67, i8 38, i8 0, i8 undef, i8 16, i8 -13, i8 -1, i8 undef }, align 4, !dbg !638
@g_305 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 122, i8 32, i8 0, i8 0, i8 -62, i8 60, i8 0, i8 undef, i8 -35, i8 -10, i8 -1, i8 undef }, align 4, !dbg !641
@g_837 = internal global { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -8, i8 5, i8 -124, i8 -20, i8 0, i8 0, i8 85, i8 64, i8 -52, i8 0, i8 16, i8 1, i8 74, i8 2, i8 -128, i8 41, i8 -1, i8 -1, i8 -57, i8 14, i8 0 }, align 1, !dbg !690
@g_840 = internal global { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1713830434, i8 -5, i8 -19, i8 -73, i8 0, i8 -128, i8 62, i8 -128, i8 -64, i8 0, i8 -104, i8 1, i8 -6, i8 3, i8 88, i8 125, i8 2, i8 0, i8 72, i8 19, i8 0 }, align 1, !dbg !692
@g_868 = internal global [7 x [6 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[6 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -11, i8 -43, i8 53, i8 0, i8 0, i8 83, i8 -64, i8 9, i8 1, i8 -80, i8 0, i8 104, i8 1, i8 -8, i8 -94, i8 3, i8 0, i8 -112, i8 12, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 6, i8 -3, i8 -5, i8 105, i8 0, i8 -128, i8 75, i8 64, i8 125, i8 0, i8 32, i8 -1, i8 63, i8 -4, i8 -97, i8 10, i8 -3, i8 -1, i8 3, i8 17, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -859728612, i8 -21, i8 17, i8 126, i8 0, i8 -128, i8 62, i8 -128, i8 -51, i8 0, i8 -88, i8 3, i8 4, i8 -4, i8 -41, i8 84, i8 -5, i8 -1, i8 -109, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -5, i8 -9, i8 113, i8 -6, i8 0, i8 -128, i8 33, i8 -128, i8 4, i8 0, i8 48, i8 -2, i8 47, i8 -3, i8 -9, i8 -123, i8 3, i8 0, i8 -20, i8 26, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1, i8 5, i8 -42, i8 112, i8 0, i8 -128, i8 40, i8 0, i8 45, i8 0, i8 -24, i8 1, i8 -80, i8 -1, i8 -41, i8 117, i8 -5, i8 -1, i8 -1, i8 16, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1, i8 5, i8 -42, i8 112, i8 0, i8 -128, i8 40, i8 0, i8 45, i8 0, i8 -24, i8 1, i8 -80, i8 -1, i8 -41, i8 117, i8 -5, i8 -1, i8 -1, i8 16, i8 0 }], [6 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -5, i8 -9, i8 113, i8 -6, i8 0, i8 -128, i8 33, i8 -128, i8 4, i8 0, i8 48, i8 -2, i8 47, i8 -3, i8 -9, i8 -123, i8 3, i8 0, i8 -20, i8 26, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1, i8 5, i8 -42, i8 112, i8 0, i8 -128, i8 40, i8 0, i8 45, i8 0, i8 -24, i8 1, i8 -80, i8 -1, i8 -41, i8 117, i8 -5, i8 -1, i8 -1, i8 16, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1, i8 5, i8 -42, i8 112, i8 0, i8 -128, i8 40, i8 0, i8 45, i8 0, i8 -24, i8 1, i8 -80, i8 -1, i8 -41, i8 117, i8 -5, i8 -1, i8 -1, i8 16, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -5, i8 -9, i8 113, i8 -6, i8 0, i8 -128, i8 33, i8 -128, i8 4, i8 0, i8 48, i8 -2, i8 47, i8 -3, i8 -9, i8 -123, i8 3, i8 0, i8 -20, i8 26, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -859728612, i8 -21, i8 17, i8 126, i8 0, i8 -128, i8 62, i8 -128, i8 -51, i8 0, i8 -88, i8 3, i8 4, i8 -4, i8 -41, i8 84, i8 -5, i8 -1, i8 -109, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 6, i8 -3, i8 -5, i8 105, i8 0, i8 -128, i8 75, i8 64, i8 125, i8 0, i8 32, i8 -1, i8 63, i8 -4, i8 -97, i8 10, i8 -3, i8 -1, i8 3, i8 17, i8 0 }], [6 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -11, i8 -43, i8 53, i8 0, i8 0, i8 83, i8 -64, i8 9, i8 1, i8 -80, i8 0, i8 104, i8 1, i8 -8, i8 -94, i8 3, i8 0, i8 -112, i8 12, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 621586888, i8 -21, i8 83, i8 -65, i8 0, i8 -128, i8 8, i8 0, i8 79, i8 0, i8 24, i8 -4, i8 7, i8 3, i8 -56, i8 115, i8 -5, i8 -1, i8 43, i8 2, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 777771969, i8 -18, i8 39, i8 -18, i8 0, i8 0, i8 81, i8 -128, i8 -2, i8 0, i8 -24, i8 -4, i8 41, i8 -1, i8 -57, i8 46, i8 0, i8 0, i8 8, i8 7, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 6, i8 -3, i8 -5, i8 105, i8 0, i8 -128, i8 75, i8 64, i8 125, i8 0, i8 32, i8 -1, i8 63, i8 -4, i8 -97, i8 10, i8 -3, i8 -1, i8 3, i8 17, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 0, i8 -4, i8 -43, i8 -14, i8 0, i8 0, i8 45, i8 64, i8 72, i8 0, i8 96, i8 -4, i8 -97, i8 0, i8 8, i8 -55, i8 -5, i8 -1, i8 111, i8 20, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1717612842, i8 -6, i8 41, i8 109, i8 0, i8 0, i8 12, i8 0, i8 61, i8 0, i8 72, i8 -2, i8 59, i8 1, i8 -112, i8 23, i8 -5, i8 -1, i8 -9, i8 9, i8 0 }], [6 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 0, i8 -4, i8 -43, i8 -14, i8 0, i8 0, i8 45, i8 64, i8 72, i8 0, i8 96, i8 -4, i8 -97, i8 0, i8 8, i8 -55, i8 -5, i8 -1, i8 111, i8 20, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -859728612, i8 -21, i8 17, i8 126, i8 0, i8 -128, i8 62, i8 -128, i8 -51, i8 0, i8 -88, i8 3, i8 4, i8 -4, i8 -41, i8 84, i8 -5, i8 -1, i8 -109, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 0, i8 20, i8 -58, i8 119, i8 0, i8 -128, i8 69, i8 0, i8 -41, i8 0, i8 -96, i8 -2, i8 -89, i8 1, i8 -48, i8 92, i8 -5, i8 -1, i8 15, i8 13, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -859728612, i8 -21, i8 17, i8 126, i8 0, i8 -128, i8 62, i8 -128, i8 -51, i8 0, i8 -88, i8 3, i8 4, i8 -4, i8 -41, i8 84, i8 -5, i8 -1, i8 -109, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 0, i8 -4, i8 -43, i8 -14, i8 0, i8 0, i8 45, i8 64, i8 72, i8 0, i8 96, i8 -4, i8 -97, i8 0, i8 8, i8 -55, i8 -5, i8 -1, i8 111, i8 20, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 323489920, i8 -20, i8 -121, i8 -14, i8 0, i8 -128, i8 4, i8 -64, i8 86, i8 0, i8 -88, i8 -1, i8 -49, i8 -1, i8 79, i8 87, i8 4, i8 0, i8 -84, i8 1, i8 0 }], [6 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1717612842, i8 -6, i8 41, i8 109, i8 0, i8 0, i8 12, i8 0, i8 61, i8 0, i8 72, i8 -2, i8 59, i8 1, i8 -112, i8 23, i8 -5, i8 -1, i8 -9, i8 9, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 621586888, i8 -21, i8 83, i8 -65, i8 0, i8 -128, i8 8, i8 0, i8 79, i8 0, i8 24, i8 -4, i8 7, i8 3, i8 -56, i8 115, i8 -5, i8 -1, i8 43, i8 2, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 4, i8 110, i8 64, i8 0, i8 -128, i8 58, i8 -64, i8 120, i8 0, i8 -24, i8 -3, i8 -45, i8 0, i8 -120, i8 117, i8 -6, i8 -1, i8 -109, i8 21, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 0, i8 19, i8 64, i8 104, i8 0, i8 0, i8 36, i8 0, i8 74, i8 0, i8 -56, i8 2, i8 -78, i8 3, i8 -16, i8 -80, i8 -6, i8 -1, i8 -41, i8 10, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -859728612, i8 -21, i8 17, i8 126, i8 0, i8 -128, i8 62, i8 -128, i8 -51, i8 0, i8 -88, i8 3, i8 4, i8 -4, i8 -41, i8 84, i8 -5, i8 -1, i8 -109, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 777771969, i8 -18, i8 39, i8 -18, i8 0, i8 0, i8 81, i8 -128, i8 -2, i8 0, i8 -24, i8 -4, i8 41, i8 -1, i8 -57, i8 46, i8 0, i8 0, i8 8, i8 7, i8 0 }], [6 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 777771969, i8 -18, i8 39, i8 -18, i8 0, i8 0, i8 81, i8 -128, i8 -2, i8 0, i8 -24, i8 -4, i8 41, i8 -1, i8 -57, i8 46, i8 0, i8 0, i8 8, i8 7, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1, i8 5, i8 -42, i8 112, i8 0, i8 -128, i8 40, i8 0, i8 45, i8 0, i8 -24, i8 1, i8 -80, i8 -1, i8 -41, i8 117, i8 -5, i8 -1, i8 -1, i8 16, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 621586888, i8 -21, i8 83, i8 -65, i8 0, i8 -128, i8 8, i8 0, i8 79, i8 0, i8 24, i8 -4, i8 7, i8 3, i8 -56, i8 115, i8 -5, i8 -1, i8 43, i8 2, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 621586888, i8 -21, i8 83, i8 -65, i8 0, i8 -128, i8 8, i8 0, i8 79, i8 0, i8 24, i8 -4, i8 7, i8 3, i8 -56, i8 115, i8 -5, i8 -1, i8 43, i8 2, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1, i8 5, i8 -42, i8 112, i8 0, i8 -128, i8 40, i8 0, i8 45, i8 0, i8 -24, i8 1, i8 -80, i8 -1, i8 -41, i8 117, i8 -5, i8 -1, i8 -1, i8 16, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 777771969, i8 -18, i8 39, i8 -18, i8 0, i8 0, i8 81, i8 -128, i8 -2, i8 0, i8 -24, i8 -4, i8 41, i8 -1, i8 -57, i8 46, i8 0, i8 0, i8 8, i8 7, i8 0 }], [6 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 0, i8 19, i8 64, i8 104, i8 0, i8 0, i8 36, i8 0, i8 74, i8 0, i8 -56, i8 2, i8 -78, i8 3, i8 -16, i8 -80, i8 -6, i8 -1, i8 -41, i8 10, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 6, i8 -3, i8 -5, i8 105, i8 0, i8 -128, i8 75, i8 64, i8 125, i8 0, i8 32, i8 -1, i8 63, i8 -4, i8 -97, i8 10, i8 -3, i8 -1, i8 3, i8 17, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 4, i8 110, i8 64, i8 0, i8 -128, i8 58, i8 -64, i8 120, i8 0, i8 -24, i8 -3, i8 -45, i8 0, i8 -120, i8 117, i8 -6, i8 -1, i8 -109, i8 21, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 0, i8 -4, i8 -43, i8 -14, i8 0, i8 0, i8 45, i8 64, i8 72, i8 0, i8 96, i8 -4, i8 -97, i8 0, i8 8, i8 -55, i8 -5, i8 -1, i8 111, i8 20, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 777771969, i8 -18, i8 39, i8 -18, i8 0, i8 0, i8 81, i8 -128, i8 -2, i8 0, i8 -24, i8 -4, i8 41, i8 -1, i8 -57, i8 46, i8 0, i8 0, i8 8, i8 7, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 323489920, i8 -20, i8 -121, i8 -14, i8 0, i8 -128, i8 4, i8 -64, i8 86, i8 0, i8 -88, i8 -1, i8 -49, i8 -1, i8 79, i8 87, i8 4, i8 0, i8 -84, i8 1, i8 0 }]], align 16, !dbg !694
@g_870 = internal global { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -2, i8 18, i8 -128, i8 -36, i8 0, i8 -128, i8 83, i8 0, i8 24, i8 0, i8 -104, i8 -4, i8 -11, i8 -4, i8 111, i8 -127, i8 -5, i8 -1, i8 55, i8 9, i8 0 }, align 1, !dbg !698
@g_1009 = internal global [8 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -4, i8 -20, i8 -109, i8 91, i8 0, i8 0, i8 80, i8 0, i8 -33, i8 0, i8 -80, i8 2, i8 112, i8 -2, i8 -121, i8 125, i8 -4, i8 -1, i8 55, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -4, i8 -20, i8 -109, i8 91, i8 0, i8 0, i8 80, i8 0, i8 -33, i8 0, i8 -80, i8 2, i8 112, i8 -2, i8 -121, i8 125, i8 -4, i8 -1, i8 55, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -4, i8 -20, i8 -109, i8 91, i8 0, i8 0, i8 80, i8 0, i8 -33, i8 0, i8 -80, i8 2, i8 112, i8 -2, i8 -121, i8 125, i8 -4, i8 -1, i8 55, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -4, i8 -20, i8 -109, i8 91, i8 0, i8 0, i8 80, i8 0, i8 -33, i8 0, i8 -80, i8 2, i8 112, i8 -2, i8 -121, i8 125, i8 -4, i8 -1, i8 55, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -4, i8 -20, i8 -109, i8 91, i8 0, i8 0, i8 80, i8 0, i8 -33, i8 0, i8 -80, i8 2, i8 112, i8 -2, i8 -121, i8 125, i8 -4, i8 -1, i8 55, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -4, i8 -20, i8 -109, i8 91, i8 0, i8 0, i8 80, i8 0, i8 -33, i8 0, i8 -80, i8 2, i8 112, i8 -2, i8 -121, i8 125, i8 -4, i8 -1, i8 55, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -4, i8 -20, i8 -109, i8 91, i8 0, i8 0, i8 80, i8 0, i8 -33, i8 0, i8 -80, i8 2, i8 112, i8 -2, i8 -121, i8 125, i8 -4, i8 -1, i8 55, i8 4, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -4, i8 -20, i8 -109, i8 91, i8 0, i8 0, i8 80, i8 0, i8 -33, i8 0, i8 -80, i8 2, i8 112, i8 -2, i8 -121, i8 125, i8 -4, i8 -1, i8 55, i8 4, i8 0 }], align 16, !dbg !704
@g_1242 = internal global { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 702904655, i8 -12, i8 -67, i8 118, i8 0, i8 -128, i8 24, i8 -64, i8 24, i8 1, i8 -8, i8 -2, i8 -53, i8 2, i8 -48, i8 -60, i8 3, i8 0, i8 100, i8 1, i8 0 }, align 1, !dbg !709
@g_1340 = internal global { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -4, i8 -14, i8 -121, i8 88, i8 0, i8 0, i8 49, i8 -128, i8 41, i8 1, i8 -72, i8 -1, i8 -79, i8 -1, i8 47, i8 122, i8 -2, i8 -1, i8 -25, i8 9, i8 0 }, align 1, !dbg !720
@g_1344 = internal global [1 x [9 x [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }]]] [[9 x [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1947590364, i8 -3, i8 -85, i8 -93, i8 0, i8 -128, i8 19, i8 64, i8 -18, i8 0, i8 -32, i8 -2, i8 -93, i8 3, i8 112, i8 -103, i8 -6, i8 -1, i8 -17, i8 18, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -4, i8 -115, i8 -13, i8 0, i8 -128, i8 65, i8 64, i8 82, i8 1, i8 -72, i8 1, i8 96, i8 0, i8 -48, i8 56, i8 -3, i8 -1, i8 67, i8 21, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -6, i8 51, i8 -59, i8 0, i8 -128, i8 68, i8 0, i8 84, i8 0, i8 -72, i8 3, i8 -40, i8 -4, i8 -73, i8 -116, i8 5, i8 0, i8 -24, i8 18, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -6, i8 51, i8 -59, i8 0, i8 -128, i8 68, i8 0, i8 84, i8 0, i8 -72, i8 3, i8 -40, i8 -4, i8 -73, i8 -116, i8 5, i8 0, i8 -24, i8 18, i8 0 }], [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 7, i8 5, i8 18, i8 -85, i8 0, i8 -128, i8 84, i8 -64, i8 -27, i8 0, i8 112, i8 -3, i8 11, i8 3, i8 88, i8 56, i8 4, i8 0, i8 16, i8 11, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 7, i8 5, i8 18, i8 -85, i8 0, i8 -128, i8 84, i8 -64, i8 -27, i8 0, i8 112, i8 -3, i8 11, i8 3, i8 88, i8 56, i8 4, i8 0, i8 16, i8 11, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -20, i8 -93, i8 24, i8 0, i8 0, i8 65, i8 -64, i8 18, i8 1, i8 112, i8 -2, i8 121, i8 1, i8 120, i8 -106, i8 -5, i8 -1, i8 -53, i8 27, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -4, i8 -115, i8 -13, i8 0, i8 -128, i8 65, i8 64, i8 82, i8 1, i8 -72, i8 1, i8 96, i8 0, i8 -48, i8 56, i8 -3, i8 -1, i8 67, i8 21, i8 0 }], [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -4, i8 -115, i8 -13, i8 0, i8 -128, i8 65, i8 64, i8 82, i8 1, i8 -72, i8 1, i8 96, i8 0, i8 -48, i8 56, i8 -3, i8 -1, i8 67, i8 21, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1947590364, i8 -3, i8 -85, i8 -93, i8 0, i8 -128, i8 19, i8 64, i8 -18, i8 0, i8 -32, i8 -2, i8 -93, i8 3, i8 112, i8 -103, i8 -6, i8 -1, i8 -17, i8 18, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -20, i8 -93, i8 24, i8 0, i8 0, i8 65, i8 -64, i8 18, i8 1, i8 112, i8 -2, i8 121, i8 1, i8 120, i8 -106, i8 -5, i8 -1, i8 -53, i8 27, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1947590364, i8 -3, i8 -85, i8 -93, i8 0, i8 -128, i8 19, i8 64, i8 -18, i8 0, i8 -32, i8 -2, i8 -93, i8 3, i8 112, i8 -103, i8 -6, i8 -1, i8 -17, i8 18, i8 0 }], [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 7, i8 5, i8 18, i8 -85, i8 0, i8 -128, i8 84, i8 -64, i8 -27, i8 0, i8 112, i8 -3, i8 11, i8 3, i8 88, i8 56, i8 4, i8 0, i8 16, i8 11, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1196821407, i8 -14, i8 91, i8 -107, i8 0, i8 0, i8 64, i8 -128, i8 -70, i8 0, i8 -40, i8 3, i8 -8, i8 3, i8 -40, i8 -22, i8 -2, i8 -1, i8 -25, i8 19, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -6, i8 51, i8 -59, i8 0, i8 -128, i8 68, i8 0, i8 84, i8 0, i8 -72, i8 3, i8 -40, i8 -4, i8 -73, i8 -116, i8 5, i8 0, i8 -24, i8 18, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -20, i8 -93, i8 24, i8 0, i8 0, i8 65, i8 -64, i8 18, i8 1, i8 112, i8 -2, i8 121, i8 1, i8 120, i8 -106, i8 -5, i8 -1, i8 -53, i8 27, i8 0 }], [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1947590364, i8 -3, i8 -85, i8 -93, i8 0, i8 -128, i8 19, i8 64, i8 -18, i8 0, i8 -32, i8 -2, i8 -93, i8 3, i8 112, i8 -103, i8 -6, i8 -1, i8 -17, i8 18, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1196821407, i8 -14, i8 91, i8 -107, i8 0, i8 0, i8 64, i8 -128, i8 -70, i8 0, i8 -40, i8 3, i8 -8, i8 3, i8 -40, i8 -22, i8 -2, i8 -1, i8 -25, i8 19, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1196821407, i8 -14, i8 91, i8 -107, i8 0, i8 0, i8 64, i8 -128, i8 -70, i8 0, i8 -40, i8 3, i8 -8, i8 3, i8 -40, i8 -22, i8 -2, i8 -1, i8 -25, i8 19, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1947590364, i8 -3, i8 -85, i8 -93, i8 0, i8 -128, i8 19, i8 64, i8 -18, i8 0, i8 -32, i8 -2, i8 -93, i8 3, i8 112, i8 -103, i8 -6, i8 -1, i8 -17, i8 18, i8 0 }], [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1196821407, i8 -14, i8 91, i8 -107, i8 0, i8 0, i8 64, i8 -128, i8 -70, i8 0, i8 -40, i8 3, i8 -8, i8 3, i8 -40, i8 -22, i8 -2, i8 -1, i8 -25, i8 19, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1947590364, i8 -3, i8 -85, i8 -93, i8 0, i8 -128, i8 19, i8 64, i8 -18, i8 0, i8 -32, i8 -2, i8 -93, i8 3, i8 112, i8 -103, i8 -6, i8 -1, i8 -17, i8 18, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 7, i8 5, i8 18, i8 -85, i8 0, i8 -128, i8 84, i8 -64, i8 -27, i8 0, i8 112, i8 -3, i8 11, i8 3, i8 88, i8 56, i8 4, i8 0, i8 16, i8 11, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -4, i8 -115, i8 -13, i8 0, i8 -128, i8 65, i8 64, i8 82, i8 1, i8 -72, i8 1, i8 96, i8 0, i8 -48, i8 56, i8 -3, i8 -1, i8 67, i8 21, i8 0 }], [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1196821407, i8 -14, i8 91, i8 -107, i8 0, i8 0, i8 64, i8 -128, i8 -70, i8 0, i8 -40, i8 3, i8 -8, i8 3, i8 -40, i8 -22, i8 -2, i8 -1, i8 -25, i8 19, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 7, i8 5, i8 18, i8 -85, i8 0, i8 -128, i8 84, i8 -64, i8 -27, i8 0, i8 112, i8 -3, i8 11, i8 3, i8 88, i8 56, i8 4, i8 0, i8 16, i8 11, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1196821407, i8 -14, i8 91, i8 -107, i8 0, i8 0, i8 64, i8 -128, i8 -70, i8 0, i8 -40, i8 3, i8 -8, i8 3, i8 -40, i8 -22, i8 -2, i8 -1, i8 -25, i8 19, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -6, i8 51, i8 -59, i8 0, i8 -128, i8 68, i8 0, i8 84, i8 0, i8 -72, i8 3, i8 -40, i8 -4, i8 -73, i8 -116, i8 5, i8 0, i8 -24, i8 18, i8 0 }], [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1947590364, i8 -3, i8 -85, i8 -93, i8 0, i8 -128, i8 19, i8 64, i8 -18, i8 0, i8 -32, i8 -2, i8 -93, i8 3, i8 112, i8 -103, i8 -6, i8 -1, i8 -17, i8 18, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -4, i8 -115, i8 -13, i8 0, i8 -128, i8 65, i8 64, i8 82, i8 1, i8 -72, i8 1, i8 96, i8 0, i8 -48, i8 56, i8 -3, i8 -1, i8 67, i8 21, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -6, i8 51, i8 -59, i8 0, i8 -128, i8 68, i8 0, i8 84, i8 0, i8 -72, i8 3, i8 -40, i8 -4, i8 -73, i8 -116, i8 5, i8 0, i8 -24, i8 18, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -6, i8 51, i8 -59, i8 0, i8 -128, i8 68, i8 0, i8 84, i8 0, i8 -72, i8 3, i8 -40, i8 -4, i8 -73, i8 -116, i8 5, i8 0, i8 -24, i8 18, i8 0 }], [4 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 7, i8 5, i8 18, i8 -85, i8 0, i8 -128, i8 84, i8 -64, i8 -27, i8 0, i8 112, i8 -3, i8 11, i8 3, i8 88, i8 56, i8 4, i8 0, i8 16, i8 11, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 7, i8 5, i8 18, i8 -85, i8 0, i8 -128, i8 84, i8 -64, i8 -27, i8 0, i8 112, i8 -3, i8 11, i8 3, i8 88, i8 56, i8 4, i8 0, i8 16, i8 11, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -20, i8 -93, i8 24, i8 0, i8 0, i8 65, i8 -64, i8 18, i8 1, i8 112, i8 -2, i8 121, i8 1, i8 120, i8 -106, i8 -5, i8 -1, i8 -53, i8 27, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 -4, i8 -115, i8 -13, i8 0, i8 -128, i8 65, i8 64, i8 82, i8 1, i8 -72, i8 1, i8 96, i8 0, i8 -48, i8 56, i8 -3, i8 -1, i8 67, i8 21, i8 0 }]]], align 16, !dbg !722
@g_1728 = internal global { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 1, i8 6, i8 26, i8 -23, i8 0, i8 0, i8 71, i8 -64, i8 -41, i8 0, i8 56, i8 -2, i8 -127, i8 3, i8 48, i8 -1, i8 -2, i8 -1, i8 75, i8 18, i8 0 }, align 1, !dbg !752
@g_1729 = internal global [6 x { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 440051868, i8 -18, i8 -115, i8 -12, i8 0, i8 0, i8 18, i8 -64, i8 -44, i8 0, i8 72, i8 -3, i8 -27, i8 -3, i8 -57, i8 82, i8 -2, i8 -1, i8 -29, i8 14, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 440051868, i8 -18, i8 -115, i8 -12, i8 0, i8 0, i8 18, i8 -64, i8 -44, i8 0, i8 72, i8 -3, i8 -27, i8 -3, i8 -57, i8 82, i8 -2, i8 -1, i8 -29, i8 14, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -7, i8 -3, i8 -127, i8 71, i8 0, i8 0, i8 18, i8 -64, i8 -50, i8 0, i8 -104, i8 -2, i8 -29, i8 -4, i8 7, i8 -24, i8 -6, i8 -1, i8 31, i8 10, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 440051868, i8 -18, i8 -115, i8 -12, i8 0, i8 0, i8 18, i8 -64, i8 -44, i8 0, i8 72, i8 -3, i8 -27, i8 -3, i8 -57, i8 82, i8 -2, i8 -1, i8 -29, i8 14, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 440051868, i8 -18, i8 -115, i8 -12, i8 0, i8 0, i8 18, i8 -64, i8 -44, i8 0, i8 72, i8 -3, i8 -27, i8 -3, i8 -57, i8 82, i8 -2, i8 -1, i8 -29, i8 14, i8 0 }, { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -7, i8 -3, i8 -127, i8 71, i8 0, i8 0, i8 18, i8 -64, i8 -50, i8 0, i8 -104, i8 -2, i8 -29, i8 -4, i8 7, i8 -24, i8 -6, i8 -1, i8 31, i8 10, i8 0 }], align 16, !dbg !754
@g_1877 = internal global { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1477373217, i8 -1, i8 93, i8 66, i8 0, i8 -128, i8 50, i8 -64, i8 1, i8 1, i8 40, i8 -2, i8 -119, i8 -4, i8 -1, i8 31, i8 1, i8 0, i8 -60, i8 3, i8 0 }, align 1, !dbg !761
@g_1879 = internal global { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -6, i8 18, i8 46, i8 -72, i8 0, i8 0, i8 4, i8 64, i8 127, i8 0, i8 -8, i8 -1, i8 1, i8 0, i8 104, i8 10, i8 -5, i8 -1, i8 67, i8 22, i8 0 }, align 1, !dbg !763
@g_1951 = internal global { i32, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i32 -1828423958, i8 4, i8 38, i8 123, i8 0, i8 -128, i8 14, i8 64, i8 -99, i8 0, i8 -32, i8 2, i8 -38, i8 0, i8 8, i8 -18, i8 2, i8 0, i8 12, i8 25, i8 0 }, align 1, !dbg !767
@.str.247 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !769

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !784 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !790, !DIExpression(), !791)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !792, !DIExpression(), !793)
    #dbg_declare(ptr %6, !794, !DIExpression(), !795)
    #dbg_declare(ptr %7, !796, !DIExpression(), !797)
    #dbg_declare(ptr %8, !798, !DIExpression(), !799)
    #dbg_declare(ptr %9, !800, !DIExpression(), !801)
  store i32 0, ptr %9, align 4, !dbg !801
  %10 = load i32, ptr %4, align 4, !dbg !802
  %11 = icmp eq i32 %10, 2, !dbg !804
  br i1 %11, label %12, label %19, !dbg !805

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8, !dbg !806
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !806
  %15 = load ptr, ptr %14, align 8, !dbg !806
  %16 = call i32 @strcmp(ptr noundef %15, ptr noundef @.str) #4, !dbg !807
  %17 = icmp eq i32 %16, 0, !dbg !808
  br i1 %17, label %18, label %19, !dbg !809

18:                                               ; preds = %12
  store i32 1, ptr %9, align 4, !dbg !810
  br label %19, !dbg !811

19:                                               ; preds = %18, %12, %2
  call void @platform_main_begin(), !dbg !812
  call void @crc32_gentab(), !dbg !813
  %20 = call i32 @func_1(), !dbg !814
  store i32 0, ptr %6, align 4, !dbg !815
  br label %21, !dbg !817

21:                                               ; preds = %117, %19
  %22 = load i32, ptr %6, align 4, !dbg !818
  %23 = icmp slt i32 %22, 9, !dbg !820
  br i1 %23, label %24, label %120, !dbg !821

24:                                               ; preds = %21
  %25 = load i32, ptr %6, align 4, !dbg !822
  %26 = sext i32 %25 to i64, !dbg !824
  %27 = getelementptr inbounds [9 x %struct.S1], ptr @g_2, i64 0, i64 %26, !dbg !824
  %28 = getelementptr inbounds %struct.S1, ptr %27, i32 0, i32 0, !dbg !825
  %29 = load volatile i32, ptr %28, align 8, !dbg !825
  %30 = sext i32 %29 to i64, !dbg !824
  %31 = load i32, ptr %9, align 4, !dbg !826
  call void @transparent_crc(i64 noundef %30, ptr noundef @.str.1, i32 noundef %31), !dbg !827
  %32 = load i32, ptr %6, align 4, !dbg !828
  %33 = sext i32 %32 to i64, !dbg !829
  %34 = getelementptr inbounds [9 x %struct.S1], ptr @g_2, i64 0, i64 %33, !dbg !829
  %35 = getelementptr inbounds %struct.S1, ptr %34, i32 0, i32 1, !dbg !830
  %36 = load i160, ptr %35, align 4, !dbg !830
  %37 = shl i160 %36, 151, !dbg !830
  %38 = ashr i160 %37, 151, !dbg !830
  %39 = trunc i160 %38 to i32, !dbg !830
  %40 = sext i32 %39 to i64, !dbg !829
  %41 = load i32, ptr %9, align 4, !dbg !831
  call void @transparent_crc(i64 noundef %40, ptr noundef @.str.2, i32 noundef %41), !dbg !832
  %42 = load i32, ptr %6, align 4, !dbg !833
  %43 = sext i32 %42 to i64, !dbg !834
  %44 = getelementptr inbounds [9 x %struct.S1], ptr @g_2, i64 0, i64 %43, !dbg !834
  %45 = getelementptr inbounds %struct.S1, ptr %44, i32 0, i32 1, !dbg !835
  %46 = load volatile i160, ptr %45, align 4, !dbg !835
  %47 = lshr i160 %46, 9, !dbg !835
  %48 = and i160 %47, 1073741823, !dbg !835
  %49 = trunc i160 %48 to i32, !dbg !835
  %50 = zext i32 %49 to i64, !dbg !834
  %51 = load i32, ptr %9, align 4, !dbg !836
  call void @transparent_crc(i64 noundef %50, ptr noundef @.str.3, i32 noundef %51), !dbg !837
  %52 = load i32, ptr %6, align 4, !dbg !838
  %53 = sext i32 %52 to i64, !dbg !839
  %54 = getelementptr inbounds [9 x %struct.S1], ptr @g_2, i64 0, i64 %53, !dbg !839
  %55 = getelementptr inbounds %struct.S1, ptr %54, i32 0, i32 1, !dbg !840
  %56 = load i160, ptr %55, align 4, !dbg !840
  %57 = lshr i160 %56, 39, !dbg !840
  %58 = and i160 %57, 32767, !dbg !840
  %59 = trunc i160 %58 to i32, !dbg !840
  %60 = zext i32 %59 to i64, !dbg !839
  %61 = load i32, ptr %9, align 4, !dbg !841
  call void @transparent_crc(i64 noundef %60, ptr noundef @.str.4, i32 noundef %61), !dbg !842
  %62 = load i32, ptr %6, align 4, !dbg !843
  %63 = sext i32 %62 to i64, !dbg !844
  %64 = getelementptr inbounds [9 x %struct.S1], ptr @g_2, i64 0, i64 %63, !dbg !844
  %65 = getelementptr inbounds %struct.S1, ptr %64, i32 0, i32 1, !dbg !845
  %66 = load i160, ptr %65, align 4, !dbg !845
  %67 = lshr i160 %66, 54, !dbg !845
  %68 = and i160 %67, 2097151, !dbg !845
  %69 = trunc i160 %68 to i32, !dbg !845
  %70 = zext i32 %69 to i64, !dbg !844
  %71 = load i32, ptr %9, align 4, !dbg !846
  call void @transparent_crc(i64 noundef %70, ptr noundef @.str.5, i32 noundef %71), !dbg !847
  %72 = load i32, ptr %6, align 4, !dbg !848
  %73 = sext i32 %72 to i64, !dbg !849
  %74 = getelementptr inbounds [9 x %struct.S1], ptr @g_2, i64 0, i64 %73, !dbg !849
  %75 = getelementptr inbounds %struct.S1, ptr %74, i32 0, i32 1, !dbg !850
  %76 = load i160, ptr %75, align 4, !dbg !850
  %77 = shl i160 %76, 71, !dbg !850
  %78 = ashr i160 %77, 146, !dbg !850
  %79 = trunc i160 %78 to i32, !dbg !850
  %80 = sext i32 %79 to i64, !dbg !849
  %81 = load i32, ptr %9, align 4, !dbg !851
  call void @transparent_crc(i64 noundef %80, ptr noundef @.str.6, i32 noundef %81), !dbg !852
  %82 = load i32, ptr %6, align 4, !dbg !853
  %83 = sext i32 %82 to i64, !dbg !854
  %84 = getelementptr inbounds [9 x %struct.S1], ptr @g_2, i64 0, i64 %83, !dbg !854
  %85 = getelementptr inbounds %struct.S1, ptr %84, i32 0, i32 1, !dbg !855
  %86 = load i160, ptr %85, align 4, !dbg !855
  %87 = shl i160 %86, 53, !dbg !855
  %88 = ashr i160 %87, 142, !dbg !855
  %89 = trunc i160 %88 to i32, !dbg !855
  %90 = sext i32 %89 to i64, !dbg !854
  %91 = load i32, ptr %9, align 4, !dbg !856
  call void @transparent_crc(i64 noundef %90, ptr noundef @.str.7, i32 noundef %91), !dbg !857
  %92 = load i32, ptr %6, align 4, !dbg !858
  %93 = sext i32 %92 to i64, !dbg !859
  %94 = getelementptr inbounds [9 x %struct.S1], ptr @g_2, i64 0, i64 %93, !dbg !859
  %95 = getelementptr inbounds %struct.S1, ptr %94, i32 0, i32 1, !dbg !860
  %96 = load i160, ptr %95, align 4, !dbg !860
  %97 = shl i160 %96, 22, !dbg !860
  %98 = ashr i160 %97, 129, !dbg !860
  %99 = trunc i160 %98 to i32, !dbg !860
  %100 = sext i32 %99 to i64, !dbg !859
  %101 = load i32, ptr %9, align 4, !dbg !861
  call void @transparent_crc(i64 noundef %100, ptr noundef @.str.8, i32 noundef %101), !dbg !862
  %102 = load i32, ptr %6, align 4, !dbg !863
  %103 = sext i32 %102 to i64, !dbg !864
  %104 = getelementptr inbounds [9 x %struct.S1], ptr @g_2, i64 0, i64 %103, !dbg !864
  %105 = getelementptr inbounds %struct.S1, ptr %104, i32 0, i32 1, !dbg !865
  %106 = load i160, ptr %105, align 4, !dbg !865
  %107 = lshr i160 %106, 138, !dbg !865
  %108 = trunc i160 %107 to i32, !dbg !865
  %109 = zext i32 %108 to i64, !dbg !864
  %110 = load i32, ptr %9, align 4, !dbg !866
  call void @transparent_crc(i64 noundef %109, ptr noundef @.str.9, i32 noundef %110), !dbg !867
  %111 = load i32, ptr %9, align 4, !dbg !868
  %112 = icmp ne i32 %111, 0, !dbg !868
  br i1 %112, label %113, label %116, !dbg !870

113:                                              ; preds = %24
  %114 = load i32, ptr %6, align 4, !dbg !871
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %114), !dbg !872
  br label %116, !dbg !872

116:                                              ; preds = %113, %24
  br label %117, !dbg !873

117:                                              ; preds = %116
  %118 = load i32, ptr %6, align 4, !dbg !874
  %119 = add nsw i32 %118, 1, !dbg !874
  store i32 %119, ptr %6, align 4, !dbg !874
  br label %21, !dbg !875, !llvm.loop !876

120:                                              ; preds = %21
  store i32 0, ptr %6, align 4, !dbg !879
  br label %121, !dbg !881

121:                                              ; preds = %149, %120
  %122 = load i32, ptr %6, align 4, !dbg !882
  %123 = icmp slt i32 %122, 8, !dbg !884
  br i1 %123, label %124, label %152, !dbg !885

124:                                              ; preds = %121
  store i32 0, ptr %7, align 4, !dbg !886
  br label %125, !dbg !889

125:                                              ; preds = %145, %124
  %126 = load i32, ptr %7, align 4, !dbg !890
  %127 = icmp slt i32 %126, 8, !dbg !892
  br i1 %127, label %128, label %148, !dbg !893

128:                                              ; preds = %125
  %129 = load i32, ptr %6, align 4, !dbg !894
  %130 = sext i32 %129 to i64, !dbg !896
  %131 = getelementptr inbounds [8 x [8 x i32]], ptr @g_3, i64 0, i64 %130, !dbg !896
  %132 = load i32, ptr %7, align 4, !dbg !897
  %133 = sext i32 %132 to i64, !dbg !896
  %134 = getelementptr inbounds [8 x i32], ptr %131, i64 0, i64 %133, !dbg !896
  %135 = load i32, ptr %134, align 4, !dbg !896
  %136 = sext i32 %135 to i64, !dbg !896
  %137 = load i32, ptr %9, align 4, !dbg !898
  call void @transparent_crc(i64 noundef %136, ptr noundef @.str.11, i32 noundef %137), !dbg !899
  %138 = load i32, ptr %9, align 4, !dbg !900
  %139 = icmp ne i32 %138, 0, !dbg !900
  br i1 %139, label %140, label %144, !dbg !902

140:                                              ; preds = %128
  %141 = load i32, ptr %6, align 4, !dbg !903
  %142 = load i32, ptr %7, align 4, !dbg !904
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %141, i32 noundef %142), !dbg !905
  br label %144, !dbg !905

144:                                              ; preds = %140, %128
  br label %145, !dbg !906

145:                                              ; preds = %144
  %146 = load i32, ptr %7, align 4, !dbg !907
  %147 = add nsw i32 %146, 1, !dbg !907
  store i32 %147, ptr %7, align 4, !dbg !907
  br label %125, !dbg !908, !llvm.loop !909

148:                                              ; preds = %125
  br label %149, !dbg !911

149:                                              ; preds = %148
  %150 = load i32, ptr %6, align 4, !dbg !912
  %151 = add nsw i32 %150, 1, !dbg !912
  store i32 %151, ptr %6, align 4, !dbg !912
  br label %121, !dbg !913, !llvm.loop !914

152:                                              ; preds = %121
  %153 = load volatile i32, ptr @g_4, align 4, !dbg !916
  %154 = sext i32 %153 to i64, !dbg !916
  %155 = load i32, ptr %9, align 4, !dbg !917
  call void @transparent_crc(i64 noundef %154, ptr noundef @.str.13, i32 noundef %155), !dbg !918
  %156 = load i32, ptr @g_5, align 4, !dbg !919
  %157 = sext i32 %156 to i64, !dbg !919
  %158 = load i32, ptr %9, align 4, !dbg !920
  call void @transparent_crc(i64 noundef %157, ptr noundef @.str.14, i32 noundef %158), !dbg !921
  %159 = load i32, ptr @g_6, align 4, !dbg !922
  %160 = sext i32 %159 to i64, !dbg !922
  %161 = load i32, ptr %9, align 4, !dbg !923
  call void @transparent_crc(i64 noundef %160, ptr noundef @.str.15, i32 noundef %161), !dbg !924
  %162 = load i32, ptr @g_12, align 4, !dbg !925
  %163 = sext i32 %162 to i64, !dbg !925
  %164 = load i32, ptr %9, align 4, !dbg !926
  call void @transparent_crc(i64 noundef %163, ptr noundef @.str.16, i32 noundef %164), !dbg !927
  %165 = load i16, ptr @g_18, align 2, !dbg !928
  %166 = sext i16 %165 to i64, !dbg !928
  %167 = load i32, ptr %9, align 4, !dbg !929
  call void @transparent_crc(i64 noundef %166, ptr noundef @.str.17, i32 noundef %167), !dbg !930
  %168 = load volatile i16, ptr @g_19, align 2, !dbg !931
  %169 = sext i16 %168 to i64, !dbg !931
  %170 = load i32, ptr %9, align 4, !dbg !932
  call void @transparent_crc(i64 noundef %169, ptr noundef @.str.18, i32 noundef %170), !dbg !933
  store i32 0, ptr %6, align 4, !dbg !934
  br label %171, !dbg !936

171:                                              ; preds = %187, %152
  %172 = load i32, ptr %6, align 4, !dbg !937
  %173 = icmp slt i32 %172, 2, !dbg !939
  br i1 %173, label %174, label %190, !dbg !940

174:                                              ; preds = %171
  %175 = load i32, ptr %6, align 4, !dbg !941
  %176 = sext i32 %175 to i64, !dbg !943
  %177 = getelementptr inbounds [2 x i16], ptr @g_22, i64 0, i64 %176, !dbg !943
  %178 = load volatile i16, ptr %177, align 2, !dbg !943
  %179 = zext i16 %178 to i64, !dbg !943
  %180 = load i32, ptr %9, align 4, !dbg !944
  call void @transparent_crc(i64 noundef %179, ptr noundef @.str.19, i32 noundef %180), !dbg !945
  %181 = load i32, ptr %9, align 4, !dbg !946
  %182 = icmp ne i32 %181, 0, !dbg !946
  br i1 %182, label %183, label %186, !dbg !948

183:                                              ; preds = %174
  %184 = load i32, ptr %6, align 4, !dbg !949
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %184), !dbg !950
  br label %186, !dbg !950

186:                                              ; preds = %183, %174
  br label %187, !dbg !951

187:                                              ; preds = %186
  %188 = load i32, ptr %6, align 4, !dbg !952
  %189 = add nsw i32 %188, 1, !dbg !952
  store i32 %189, ptr %6, align 4, !dbg !952
  br label %171, !dbg !953, !llvm.loop !954

190:                                              ; preds = %171
  %191 = load i16, ptr @g_33, align 2, !dbg !956
  %192 = zext i16 %191 to i64, !dbg !956
  %193 = load i32, ptr %9, align 4, !dbg !957
  call void @transparent_crc(i64 noundef %192, ptr noundef @.str.20, i32 noundef %193), !dbg !958
  %194 = load i32, ptr @g_48, align 4, !dbg !959
  %195 = zext i32 %194 to i64, !dbg !960
  %196 = load i32, ptr %9, align 4, !dbg !961
  call void @transparent_crc(i64 noundef %195, ptr noundef @.str.21, i32 noundef %196), !dbg !962
  %197 = load i64, ptr @g_66, align 4, !dbg !963
  %198 = and i64 %197, 134217727, !dbg !963
  %199 = trunc i64 %198 to i32, !dbg !963
  %200 = zext i32 %199 to i64, !dbg !964
  %201 = load i32, ptr %9, align 4, !dbg !965
  call void @transparent_crc(i64 noundef %200, ptr noundef @.str.22, i32 noundef %201), !dbg !966
  %202 = load i64, ptr @g_66, align 4, !dbg !967
  %203 = lshr i64 %202, 32, !dbg !967
  %204 = and i64 %203, 63, !dbg !967
  %205 = trunc i64 %204 to i32, !dbg !967
  %206 = zext i32 %205 to i64, !dbg !968
  %207 = load i32, ptr %9, align 4, !dbg !969
  call void @transparent_crc(i64 noundef %206, ptr noundef @.str.23, i32 noundef %207), !dbg !970
  %208 = load i64, ptr @g_66, align 4, !dbg !971
  %209 = lshr i64 %208, 38, !dbg !971
  %210 = and i64 %209, 131071, !dbg !971
  %211 = trunc i64 %210 to i32, !dbg !971
  %212 = zext i32 %211 to i64, !dbg !972
  %213 = load i32, ptr %9, align 4, !dbg !973
  call void @transparent_crc(i64 noundef %212, ptr noundef @.str.24, i32 noundef %213), !dbg !974
  %214 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_66, i32 0, i32 1), align 4, !dbg !975
  %215 = shl i32 %214, 8, !dbg !975
  %216 = ashr i32 %215, 8, !dbg !975
  %217 = sext i32 %216 to i64, !dbg !976
  %218 = load i32, ptr %9, align 4, !dbg !977
  call void @transparent_crc(i64 noundef %217, ptr noundef @.str.25, i32 noundef %218), !dbg !978
  %219 = load i8, ptr @g_102, align 1, !dbg !979
  %220 = sext i8 %219 to i64, !dbg !979
  %221 = load i32, ptr %9, align 4, !dbg !980
  call void @transparent_crc(i64 noundef %220, ptr noundef @.str.26, i32 noundef %221), !dbg !981
  %222 = load i8, ptr @g_131, align 1, !dbg !982
  %223 = zext i8 %222 to i64, !dbg !982
  %224 = load i32, ptr %9, align 4, !dbg !983
  call void @transparent_crc(i64 noundef %223, ptr noundef @.str.27, i32 noundef %224), !dbg !984
  %225 = load volatile i8, ptr @g_135, align 4, !dbg !985
  %226 = shl i8 %225, 5, !dbg !985
  %227 = ashr i8 %226, 5, !dbg !985
  %228 = sext i8 %227 to i32, !dbg !985
  %229 = sext i32 %228 to i64, !dbg !986
  %230 = load i32, ptr %9, align 4, !dbg !987
  call void @transparent_crc(i64 noundef %229, ptr noundef @.str.28, i32 noundef %230), !dbg !988
  %231 = load volatile i8, ptr @g_174, align 4, !dbg !989
  %232 = shl i8 %231, 5, !dbg !989
  %233 = ashr i8 %232, 5, !dbg !989
  %234 = sext i8 %233 to i32, !dbg !989
  %235 = sext i32 %234 to i64, !dbg !990
  %236 = load i32, ptr %9, align 4, !dbg !991
  call void @transparent_crc(i64 noundef %235, ptr noundef @.str.29, i32 noundef %236), !dbg !992
  %237 = load i16, ptr @g_177, align 2, !dbg !993
  %238 = sext i16 %237 to i64, !dbg !993
  %239 = load i32, ptr %9, align 4, !dbg !994
  call void @transparent_crc(i64 noundef %238, ptr noundef @.str.30, i32 noundef %239), !dbg !995
  %240 = load i64, ptr @g_221, align 8, !dbg !996
  %241 = load i32, ptr %9, align 4, !dbg !997
  call void @transparent_crc(i64 noundef %240, ptr noundef @.str.31, i32 noundef %241), !dbg !998
  %242 = load i16, ptr @g_242, align 2, !dbg !999
  %243 = sext i16 %242 to i64, !dbg !999
  %244 = load i32, ptr %9, align 4, !dbg !1000
  call void @transparent_crc(i64 noundef %243, ptr noundef @.str.32, i32 noundef %244), !dbg !1001
  %245 = load i32, ptr %9, align 4, !dbg !1002
  call void @transparent_crc(i64 noundef 8646, ptr noundef @.str.33, i32 noundef %245), !dbg !1003
  %246 = load i32, ptr %9, align 4, !dbg !1004
  call void @transparent_crc(i64 noundef 3, ptr noundef @.str.34, i32 noundef %246), !dbg !1005
  %247 = load i32, ptr %9, align 4, !dbg !1006
  call void @transparent_crc(i64 noundef 153, ptr noundef @.str.35, i32 noundef %247), !dbg !1007
  %248 = load i32, ptr %9, align 4, !dbg !1008
  call void @transparent_crc(i64 noundef -3312, ptr noundef @.str.36, i32 noundef %248), !dbg !1009
  %249 = load i64, ptr @g_305, align 4, !dbg !1010
  %250 = and i64 %249, 134217727, !dbg !1010
  %251 = trunc i64 %250 to i32, !dbg !1010
  %252 = zext i32 %251 to i64, !dbg !1011
  %253 = load i32, ptr %9, align 4, !dbg !1012
  call void @transparent_crc(i64 noundef %252, ptr noundef @.str.37, i32 noundef %253), !dbg !1013
  %254 = load i64, ptr @g_305, align 4, !dbg !1014
  %255 = lshr i64 %254, 32, !dbg !1014
  %256 = and i64 %255, 63, !dbg !1014
  %257 = trunc i64 %256 to i32, !dbg !1014
  %258 = zext i32 %257 to i64, !dbg !1015
  %259 = load i32, ptr %9, align 4, !dbg !1016
  call void @transparent_crc(i64 noundef %258, ptr noundef @.str.38, i32 noundef %259), !dbg !1017
  %260 = load i64, ptr @g_305, align 4, !dbg !1018
  %261 = lshr i64 %260, 38, !dbg !1018
  %262 = and i64 %261, 131071, !dbg !1018
  %263 = trunc i64 %262 to i32, !dbg !1018
  %264 = zext i32 %263 to i64, !dbg !1019
  %265 = load i32, ptr %9, align 4, !dbg !1020
  call void @transparent_crc(i64 noundef %264, ptr noundef @.str.39, i32 noundef %265), !dbg !1021
  %266 = load i32, ptr getelementptr inbounds (%struct.S0, ptr @g_305, i32 0, i32 1), align 4, !dbg !1022
  %267 = shl i32 %266, 8, !dbg !1022
  %268 = ashr i32 %267, 8, !dbg !1022
  %269 = sext i32 %268 to i64, !dbg !1023
  %270 = load i32, ptr %9, align 4, !dbg !1024
  call void @transparent_crc(i64 noundef %269, ptr noundef @.str.40, i32 noundef %270), !dbg !1025
  %271 = load volatile i32, ptr @g_308, align 4, !dbg !1026
  %272 = sext i32 %271 to i64, !dbg !1027
  %273 = load i32, ptr %9, align 4, !dbg !1028
  call void @transparent_crc(i64 noundef %272, ptr noundef @.str.41, i32 noundef %273), !dbg !1029
  %274 = load volatile i16, ptr @g_308, align 4, !dbg !1030
  %275 = sext i16 %274 to i32, !dbg !1030
  %276 = sext i32 %275 to i64, !dbg !1031
  %277 = load i32, ptr %9, align 4, !dbg !1032
  call void @transparent_crc(i64 noundef %276, ptr noundef @.str.42, i32 noundef %277), !dbg !1033
  %278 = load volatile i16, ptr @g_308, align 4, !dbg !1034
  %279 = zext i16 %278 to i64, !dbg !1035
  %280 = load i32, ptr %9, align 4, !dbg !1036
  call void @transparent_crc(i64 noundef %279, ptr noundef @.str.43, i32 noundef %280), !dbg !1037
  %281 = load volatile i32, ptr @g_308, align 4, !dbg !1038
  %282 = zext i32 %281 to i64, !dbg !1039
  %283 = load i32, ptr %9, align 4, !dbg !1040
  call void @transparent_crc(i64 noundef %282, ptr noundef @.str.44, i32 noundef %283), !dbg !1041
  %284 = load i64, ptr @g_340, align 8, !dbg !1042
  %285 = load i32, ptr %9, align 4, !dbg !1043
  call void @transparent_crc(i64 noundef %284, ptr noundef @.str.45, i32 noundef %285), !dbg !1044
  %286 = load i32, ptr @g_382, align 4, !dbg !1045
  %287 = zext i32 %286 to i64, !dbg !1045
  %288 = load i32, ptr %9, align 4, !dbg !1046
  call void @transparent_crc(i64 noundef %287, ptr noundef @.str.46, i32 noundef %288), !dbg !1047
  %289 = load i16, ptr @g_407, align 2, !dbg !1048
  %290 = zext i16 %289 to i64, !dbg !1048
  %291 = load i32, ptr %9, align 4, !dbg !1049
  call void @transparent_crc(i64 noundef %290, ptr noundef @.str.47, i32 noundef %291), !dbg !1050
  store i32 0, ptr %6, align 4, !dbg !1051
  br label %292, !dbg !1053

292:                                              ; preds = %307, %190
  %293 = load i32, ptr %6, align 4, !dbg !1054
  %294 = icmp slt i32 %293, 2, !dbg !1056
  br i1 %294, label %295, label %310, !dbg !1057

295:                                              ; preds = %292
  %296 = load i32, ptr %6, align 4, !dbg !1058
  %297 = sext i32 %296 to i64, !dbg !1060
  %298 = getelementptr inbounds [2 x i64], ptr @g_501, i64 0, i64 %297, !dbg !1060
  %299 = load i64, ptr %298, align 8, !dbg !1060
  %300 = load i32, ptr %9, align 4, !dbg !1061
  call void @transparent_crc(i64 noundef %299, ptr noundef @.str.48, i32 noundef %300), !dbg !1062
  %301 = load i32, ptr %9, align 4, !dbg !1063
  %302 = icmp ne i32 %301, 0, !dbg !1063
  br i1 %302, label %303, label %306, !dbg !1065

303:                                              ; preds = %295
  %304 = load i32, ptr %6, align 4, !dbg !1066
  %305 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %304), !dbg !1067
  br label %306, !dbg !1067

306:                                              ; preds = %303, %295
  br label %307, !dbg !1068

307:                                              ; preds = %306
  %308 = load i32, ptr %6, align 4, !dbg !1069
  %309 = add nsw i32 %308, 1, !dbg !1069
  store i32 %309, ptr %6, align 4, !dbg !1069
  br label %292, !dbg !1070, !llvm.loop !1071

310:                                              ; preds = %292
  %311 = load volatile i8, ptr @g_551, align 4, !dbg !1073
  %312 = shl i8 %311, 5, !dbg !1073
  %313 = ashr i8 %312, 5, !dbg !1073
  %314 = sext i8 %313 to i32, !dbg !1073
  %315 = sext i32 %314 to i64, !dbg !1074
  %316 = load i32, ptr %9, align 4, !dbg !1075
  call void @transparent_crc(i64 noundef %315, ptr noundef @.str.49, i32 noundef %316), !dbg !1076
  %317 = load i8, ptr @g_580, align 1, !dbg !1077
  %318 = zext i8 %317 to i64, !dbg !1077
  %319 = load i32, ptr %9, align 4, !dbg !1078
  call void @transparent_crc(i64 noundef %318, ptr noundef @.str.50, i32 noundef %319), !dbg !1079
  store i32 0, ptr %6, align 4, !dbg !1080
  br label %320, !dbg !1082

320:                                              ; preds = %355, %310
  %321 = load i32, ptr %6, align 4, !dbg !1083
  %322 = icmp slt i32 %321, 4, !dbg !1085
  br i1 %322, label %323, label %358, !dbg !1086

323:                                              ; preds = %320
  %324 = load i32, ptr %6, align 4, !dbg !1087
  %325 = sext i32 %324 to i64, !dbg !1089
  %326 = getelementptr inbounds [4 x %union.U3], ptr @g_601, i64 0, i64 %325, !dbg !1089
  %327 = load i32, ptr %326, align 4, !dbg !1090
  %328 = sext i32 %327 to i64, !dbg !1089
  %329 = load i32, ptr %9, align 4, !dbg !1091
  call void @transparent_crc(i64 noundef %328, ptr noundef @.str.51, i32 noundef %329), !dbg !1092
  %330 = load i32, ptr %6, align 4, !dbg !1093
  %331 = sext i32 %330 to i64, !dbg !1094
  %332 = getelementptr inbounds [4 x %union.U3], ptr @g_601, i64 0, i64 %331, !dbg !1094
  %333 = load i16, ptr %332, align 4, !dbg !1095
  %334 = sext i16 %333 to i32, !dbg !1095
  %335 = sext i32 %334 to i64, !dbg !1094
  %336 = load i32, ptr %9, align 4, !dbg !1096
  call void @transparent_crc(i64 noundef %335, ptr noundef @.str.52, i32 noundef %336), !dbg !1097
  %337 = load i32, ptr %6, align 4, !dbg !1098
  %338 = sext i32 %337 to i64, !dbg !1099
  %339 = getelementptr inbounds [4 x %union.U3], ptr @g_601, i64 0, i64 %338, !dbg !1099
  %340 = load volatile i16, ptr %339, align 4, !dbg !1100
  %341 = zext i16 %340 to i64, !dbg !1099
  %342 = load i32, ptr %9, align 4, !dbg !1101
  call void @transparent_crc(i64 noundef %341, ptr noundef @.str.53, i32 noundef %342), !dbg !1102
  %343 = load i32, ptr %6, align 4, !dbg !1103
  %344 = sext i32 %343 to i64, !dbg !1104
  %345 = getelementptr inbounds [4 x %union.U3], ptr @g_601, i64 0, i64 %344, !dbg !1104
  %346 = load i32, ptr %345, align 4, !dbg !1105
  %347 = zext i32 %346 to i64, !dbg !1104
  %348 = load i32, ptr %9, align 4, !dbg !1106
  call void @transparent_crc(i64 noundef %347, ptr noundef @.str.54, i32 noundef %348), !dbg !1107
  %349 = load i32, ptr %9, align 4, !dbg !1108
  %350 = icmp ne i32 %349, 0, !dbg !1108
  br i1 %350, label %351, label %354, !dbg !1110

351:                                              ; preds = %323
  %352 = load i32, ptr %6, align 4, !dbg !1111
  %353 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %352), !dbg !1112
  br label %354, !dbg !1112

354:                                              ; preds = %351, %323
  br label %355, !dbg !1113

355:                                              ; preds = %354
  %356 = load i32, ptr %6, align 4, !dbg !1114
  %357 = add nsw i32 %356, 1, !dbg !1114
  store i32 %357, ptr %6, align 4, !dbg !1114
  br label %320, !dbg !1115, !llvm.loop !1116

358:                                              ; preds = %320
  %359 = load i32, ptr @g_602, align 4, !dbg !1118
  %360 = sext i32 %359 to i64, !dbg !1119
  %361 = load i32, ptr %9, align 4, !dbg !1120
  call void @transparent_crc(i64 noundef %360, ptr noundef @.str.55, i32 noundef %361), !dbg !1121
  %362 = load i16, ptr @g_602, align 4, !dbg !1122
  %363 = sext i16 %362 to i32, !dbg !1122
  %364 = sext i32 %363 to i64, !dbg !1123
  %365 = load i32, ptr %9, align 4, !dbg !1124
  call void @transparent_crc(i64 noundef %364, ptr noundef @.str.56, i32 noundef %365), !dbg !1125
  %366 = load volatile i16, ptr @g_602, align 4, !dbg !1126
  %367 = zext i16 %366 to i64, !dbg !1127
  %368 = load i32, ptr %9, align 4, !dbg !1128
  call void @transparent_crc(i64 noundef %367, ptr noundef @.str.57, i32 noundef %368), !dbg !1129
  %369 = load i32, ptr @g_602, align 4, !dbg !1130
  %370 = zext i32 %369 to i64, !dbg !1131
  %371 = load i32, ptr %9, align 4, !dbg !1132
  call void @transparent_crc(i64 noundef %370, ptr noundef @.str.58, i32 noundef %371), !dbg !1133
  %372 = load i32, ptr @g_623, align 4, !dbg !1134
  %373 = sext i32 %372 to i64, !dbg !1135
  %374 = load i32, ptr %9, align 4, !dbg !1136
  call void @transparent_crc(i64 noundef %373, ptr noundef @.str.59, i32 noundef %374), !dbg !1137
  %375 = load i16, ptr @g_623, align 4, !dbg !1138
  %376 = sext i16 %375 to i32, !dbg !1138
  %377 = sext i32 %376 to i64, !dbg !1139
  %378 = load i32, ptr %9, align 4, !dbg !1140
  call void @transparent_crc(i64 noundef %377, ptr noundef @.str.60, i32 noundef %378), !dbg !1141
  %379 = load volatile i16, ptr @g_623, align 4, !dbg !1142
  %380 = zext i16 %379 to i64, !dbg !1143
  %381 = load i32, ptr %9, align 4, !dbg !1144
  call void @transparent_crc(i64 noundef %380, ptr noundef @.str.61, i32 noundef %381), !dbg !1145
  %382 = load i32, ptr @g_623, align 4, !dbg !1146
  %383 = zext i32 %382 to i64, !dbg !1147
  %384 = load i32, ptr %9, align 4, !dbg !1148
  call void @transparent_crc(i64 noundef %383, ptr noundef @.str.62, i32 noundef %384), !dbg !1149
  %385 = load i32, ptr @g_660, align 4, !dbg !1150
  %386 = zext i32 %385 to i64, !dbg !1150
  %387 = load i32, ptr %9, align 4, !dbg !1151
  call void @transparent_crc(i64 noundef %386, ptr noundef @.str.63, i32 noundef %387), !dbg !1152
  %388 = load i8, ptr @g_681, align 1, !dbg !1153
  %389 = zext i8 %388 to i64, !dbg !1153
  %390 = load i32, ptr %9, align 4, !dbg !1154
  call void @transparent_crc(i64 noundef %389, ptr noundef @.str.64, i32 noundef %390), !dbg !1155
  %391 = load i8, ptr @g_712, align 1, !dbg !1156
  %392 = sext i8 %391 to i64, !dbg !1156
  %393 = load i32, ptr %9, align 4, !dbg !1157
  call void @transparent_crc(i64 noundef %392, ptr noundef @.str.65, i32 noundef %393), !dbg !1158
  store i32 0, ptr %6, align 4, !dbg !1159
  br label %394, !dbg !1161

394:                                              ; preds = %413, %358
  %395 = load i32, ptr %6, align 4, !dbg !1162
  %396 = icmp slt i32 %395, 5, !dbg !1164
  br i1 %396, label %397, label %416, !dbg !1165

397:                                              ; preds = %394
  %398 = load i32, ptr %6, align 4, !dbg !1166
  %399 = sext i32 %398 to i64, !dbg !1168
  %400 = getelementptr inbounds [5 x %union.U4], ptr @g_781, i64 0, i64 %399, !dbg !1168
  %401 = load volatile i8, ptr %400, align 4, !dbg !1169
  %402 = shl i8 %401, 5, !dbg !1169
  %403 = ashr i8 %402, 5, !dbg !1169
  %404 = sext i8 %403 to i32, !dbg !1169
  %405 = sext i32 %404 to i64, !dbg !1168
  %406 = load i32, ptr %9, align 4, !dbg !1170
  call void @transparent_crc(i64 noundef %405, ptr noundef @.str.66, i32 noundef %406), !dbg !1171
  %407 = load i32, ptr %9, align 4, !dbg !1172
  %408 = icmp ne i32 %407, 0, !dbg !1172
  br i1 %408, label %409, label %412, !dbg !1174

409:                                              ; preds = %397
  %410 = load i32, ptr %6, align 4, !dbg !1175
  %411 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %410), !dbg !1176
  br label %412, !dbg !1176

412:                                              ; preds = %409, %397
  br label %413, !dbg !1177

413:                                              ; preds = %412
  %414 = load i32, ptr %6, align 4, !dbg !1178
  %415 = add nsw i32 %414, 1, !dbg !1178
  store i32 %415, ptr %6, align 4, !dbg !1178
  br label %394, !dbg !1179, !llvm.loop !1180

416:                                              ; preds = %394
  %417 = load volatile i8, ptr @g_783, align 4, !dbg !1182
  %418 = shl i8 %417, 5, !dbg !1182
  %419 = ashr i8 %418, 5, !dbg !1182
  %420 = sext i8 %419 to i32, !dbg !1182
  %421 = sext i32 %420 to i64, !dbg !1183
  %422 = load i32, ptr %9, align 4, !dbg !1184
  call void @transparent_crc(i64 noundef %421, ptr noundef @.str.67, i32 noundef %422), !dbg !1185
  store i32 0, ptr %6, align 4, !dbg !1186
  br label %423, !dbg !1188

423:                                              ; preds = %466, %416
  %424 = load i32, ptr %6, align 4, !dbg !1189
  %425 = icmp slt i32 %424, 5, !dbg !1191
  br i1 %425, label %426, label %469, !dbg !1192

426:                                              ; preds = %423
  store i32 0, ptr %7, align 4, !dbg !1193
  br label %427, !dbg !1196

427:                                              ; preds = %462, %426
  %428 = load i32, ptr %7, align 4, !dbg !1197
  %429 = icmp slt i32 %428, 8, !dbg !1199
  br i1 %429, label %430, label %465, !dbg !1200

430:                                              ; preds = %427
  store i32 0, ptr %8, align 4, !dbg !1201
  br label %431, !dbg !1204

431:                                              ; preds = %458, %430
  %432 = load i32, ptr %8, align 4, !dbg !1205
  %433 = icmp slt i32 %432, 6, !dbg !1207
  br i1 %433, label %434, label %461, !dbg !1208

434:                                              ; preds = %431
  %435 = load i32, ptr %6, align 4, !dbg !1209
  %436 = sext i32 %435 to i64, !dbg !1211
  %437 = getelementptr inbounds [5 x [8 x [6 x %union.U4]]], ptr @g_785, i64 0, i64 %436, !dbg !1211
  %438 = load i32, ptr %7, align 4, !dbg !1212
  %439 = sext i32 %438 to i64, !dbg !1211
  %440 = getelementptr inbounds [8 x [6 x %union.U4]], ptr %437, i64 0, i64 %439, !dbg !1211
  %441 = load i32, ptr %8, align 4, !dbg !1213
  %442 = sext i32 %441 to i64, !dbg !1211
  %443 = getelementptr inbounds [6 x %union.U4], ptr %440, i64 0, i64 %442, !dbg !1211
  %444 = load volatile i8, ptr %443, align 4, !dbg !1214
  %445 = shl i8 %444, 5, !dbg !1214
  %446 = ashr i8 %445, 5, !dbg !1214
  %447 = sext i8 %446 to i32, !dbg !1214
  %448 = sext i32 %447 to i64, !dbg !1211
  %449 = load i32, ptr %9, align 4, !dbg !1215
  call void @transparent_crc(i64 noundef %448, ptr noundef @.str.68, i32 noundef %449), !dbg !1216
  %450 = load i32, ptr %9, align 4, !dbg !1217
  %451 = icmp ne i32 %450, 0, !dbg !1217
  br i1 %451, label %452, label %457, !dbg !1219

452:                                              ; preds = %434
  %453 = load i32, ptr %6, align 4, !dbg !1220
  %454 = load i32, ptr %7, align 4, !dbg !1221
  %455 = load i32, ptr %8, align 4, !dbg !1222
  %456 = call i32 (ptr, ...) @printf(ptr noundef @.str.69, i32 noundef %453, i32 noundef %454, i32 noundef %455), !dbg !1223
  br label %457, !dbg !1223

457:                                              ; preds = %452, %434
  br label %458, !dbg !1224

458:                                              ; preds = %457
  %459 = load i32, ptr %8, align 4, !dbg !1225
  %460 = add nsw i32 %459, 1, !dbg !1225
  store i32 %460, ptr %8, align 4, !dbg !1225
  br label %431, !dbg !1226, !llvm.loop !1227

461:                                              ; preds = %431
  br label %462, !dbg !1229

462:                                              ; preds = %461
  %463 = load i32, ptr %7, align 4, !dbg !1230
  %464 = add nsw i32 %463, 1, !dbg !1230
  store i32 %464, ptr %7, align 4, !dbg !1230
  br label %427, !dbg !1231, !llvm.loop !1232

465:                                              ; preds = %427
  br label %466, !dbg !1234

466:                                              ; preds = %465
  %467 = load i32, ptr %6, align 4, !dbg !1235
  %468 = add nsw i32 %467, 1, !dbg !1235
  store i32 %468, ptr %6, align 4, !dbg !1235
  br label %423, !dbg !1236, !llvm.loop !1237

469:                                              ; preds = %423
  %470 = load i32, ptr @g_811, align 4, !dbg !1239
  %471 = zext i32 %470 to i64, !dbg !1239
  %472 = load i32, ptr %9, align 4, !dbg !1240
  call void @transparent_crc(i64 noundef %471, ptr noundef @.str.70, i32 noundef %472), !dbg !1241
  %473 = load volatile i32, ptr @g_837, align 1, !dbg !1242
  %474 = sext i32 %473 to i64, !dbg !1243
  %475 = load i32, ptr %9, align 4, !dbg !1244
  call void @transparent_crc(i64 noundef %474, ptr noundef @.str.71, i32 noundef %475), !dbg !1245
  %476 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_837, i32 0, i32 1), align 1, !dbg !1246
  %477 = shl i160 %476, 151, !dbg !1246
  %478 = ashr i160 %477, 151, !dbg !1246
  %479 = trunc i160 %478 to i32, !dbg !1246
  %480 = sext i32 %479 to i64, !dbg !1247
  %481 = load i32, ptr %9, align 4, !dbg !1248
  call void @transparent_crc(i64 noundef %480, ptr noundef @.str.72, i32 noundef %481), !dbg !1249
  %482 = load volatile i160, ptr getelementptr inbounds (%struct.S1, ptr @g_837, i32 0, i32 1), align 1, !dbg !1250
  %483 = lshr i160 %482, 9, !dbg !1250
  %484 = and i160 %483, 1073741823, !dbg !1250
  %485 = trunc i160 %484 to i32, !dbg !1250
  %486 = zext i32 %485 to i64, !dbg !1251
  %487 = load i32, ptr %9, align 4, !dbg !1252
  call void @transparent_crc(i64 noundef %486, ptr noundef @.str.73, i32 noundef %487), !dbg !1253
  %488 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_837, i32 0, i32 1), align 1, !dbg !1254
  %489 = lshr i160 %488, 39, !dbg !1254
  %490 = and i160 %489, 32767, !dbg !1254
  %491 = trunc i160 %490 to i32, !dbg !1254
  %492 = zext i32 %491 to i64, !dbg !1255
  %493 = load i32, ptr %9, align 4, !dbg !1256
  call void @transparent_crc(i64 noundef %492, ptr noundef @.str.74, i32 noundef %493), !dbg !1257
  %494 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_837, i32 0, i32 1), align 1, !dbg !1258
  %495 = lshr i160 %494, 54, !dbg !1258
  %496 = and i160 %495, 2097151, !dbg !1258
  %497 = trunc i160 %496 to i32, !dbg !1258
  %498 = zext i32 %497 to i64, !dbg !1259
  %499 = load i32, ptr %9, align 4, !dbg !1260
  call void @transparent_crc(i64 noundef %498, ptr noundef @.str.75, i32 noundef %499), !dbg !1261
  %500 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_837, i32 0, i32 1), align 1, !dbg !1262
  %501 = shl i160 %500, 71, !dbg !1262
  %502 = ashr i160 %501, 146, !dbg !1262
  %503 = trunc i160 %502 to i32, !dbg !1262
  %504 = sext i32 %503 to i64, !dbg !1263
  %505 = load i32, ptr %9, align 4, !dbg !1264
  call void @transparent_crc(i64 noundef %504, ptr noundef @.str.76, i32 noundef %505), !dbg !1265
  %506 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_837, i32 0, i32 1), align 1, !dbg !1266
  %507 = shl i160 %506, 53, !dbg !1266
  %508 = ashr i160 %507, 142, !dbg !1266
  %509 = trunc i160 %508 to i32, !dbg !1266
  %510 = sext i32 %509 to i64, !dbg !1267
  %511 = load i32, ptr %9, align 4, !dbg !1268
  call void @transparent_crc(i64 noundef %510, ptr noundef @.str.77, i32 noundef %511), !dbg !1269
  %512 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_837, i32 0, i32 1), align 1, !dbg !1270
  %513 = shl i160 %512, 22, !dbg !1270
  %514 = ashr i160 %513, 129, !dbg !1270
  %515 = trunc i160 %514 to i32, !dbg !1270
  %516 = sext i32 %515 to i64, !dbg !1271
  %517 = load i32, ptr %9, align 4, !dbg !1272
  call void @transparent_crc(i64 noundef %516, ptr noundef @.str.78, i32 noundef %517), !dbg !1273
  %518 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_837, i32 0, i32 1), align 1, !dbg !1274
  %519 = lshr i160 %518, 138, !dbg !1274
  %520 = trunc i160 %519 to i32, !dbg !1274
  %521 = zext i32 %520 to i64, !dbg !1275
  %522 = load i32, ptr %9, align 4, !dbg !1276
  call void @transparent_crc(i64 noundef %521, ptr noundef @.str.79, i32 noundef %522), !dbg !1277
  %523 = load volatile i32, ptr @g_840, align 1, !dbg !1278
  %524 = sext i32 %523 to i64, !dbg !1279
  %525 = load i32, ptr %9, align 4, !dbg !1280
  call void @transparent_crc(i64 noundef %524, ptr noundef @.str.80, i32 noundef %525), !dbg !1281
  %526 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_840, i32 0, i32 1), align 1, !dbg !1282
  %527 = shl i160 %526, 151, !dbg !1282
  %528 = ashr i160 %527, 151, !dbg !1282
  %529 = trunc i160 %528 to i32, !dbg !1282
  %530 = sext i32 %529 to i64, !dbg !1283
  %531 = load i32, ptr %9, align 4, !dbg !1284
  call void @transparent_crc(i64 noundef %530, ptr noundef @.str.81, i32 noundef %531), !dbg !1285
  %532 = load volatile i160, ptr getelementptr inbounds (%struct.S1, ptr @g_840, i32 0, i32 1), align 1, !dbg !1286
  %533 = lshr i160 %532, 9, !dbg !1286
  %534 = and i160 %533, 1073741823, !dbg !1286
  %535 = trunc i160 %534 to i32, !dbg !1286
  %536 = zext i32 %535 to i64, !dbg !1287
  %537 = load i32, ptr %9, align 4, !dbg !1288
  call void @transparent_crc(i64 noundef %536, ptr noundef @.str.82, i32 noundef %537), !dbg !1289
  %538 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_840, i32 0, i32 1), align 1, !dbg !1290
  %539 = lshr i160 %538, 39, !dbg !1290
  %540 = and i160 %539, 32767, !dbg !1290
  %541 = trunc i160 %540 to i32, !dbg !1290
  %542 = zext i32 %541 to i64, !dbg !1291
  %543 = load i32, ptr %9, align 4, !dbg !1292
  call void @transparent_crc(i64 noundef %542, ptr noundef @.str.83, i32 noundef %543), !dbg !1293
  %544 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_840, i32 0, i32 1), align 1, !dbg !1294
  %545 = lshr i160 %544, 54, !dbg !1294
  %546 = and i160 %545, 2097151, !dbg !1294
  %547 = trunc i160 %546 to i32, !dbg !1294
  %548 = zext i32 %547 to i64, !dbg !1295
  %549 = load i32, ptr %9, align 4, !dbg !1296
  call void @transparent_crc(i64 noundef %548, ptr noundef @.str.84, i32 noundef %549), !dbg !1297
  %550 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_840, i32 0, i32 1), align 1, !dbg !1298
  %551 = shl i160 %550, 71, !dbg !1298
  %552 = ashr i160 %551, 146, !dbg !1298
  %553 = trunc i160 %552 to i32, !dbg !1298
  %554 = sext i32 %553 to i64, !dbg !1299
  %555 = load i32, ptr %9, align 4, !dbg !1300
  call void @transparent_crc(i64 noundef %554, ptr noundef @.str.85, i32 noundef %555), !dbg !1301
  %556 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_840, i32 0, i32 1), align 1, !dbg !1302
  %557 = shl i160 %556, 53, !dbg !1302
  %558 = ashr i160 %557, 142, !dbg !1302
  %559 = trunc i160 %558 to i32, !dbg !1302
  %560 = sext i32 %559 to i64, !dbg !1303
  %561 = load i32, ptr %9, align 4, !dbg !1304
  call void @transparent_crc(i64 noundef %560, ptr noundef @.str.86, i32 noundef %561), !dbg !1305
  %562 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_840, i32 0, i32 1), align 1, !dbg !1306
  %563 = shl i160 %562, 22, !dbg !1306
  %564 = ashr i160 %563, 129, !dbg !1306
  %565 = trunc i160 %564 to i32, !dbg !1306
  %566 = sext i32 %565 to i64, !dbg !1307
  %567 = load i32, ptr %9, align 4, !dbg !1308
  call void @transparent_crc(i64 noundef %566, ptr noundef @.str.87, i32 noundef %567), !dbg !1309
  %568 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_840, i32 0, i32 1), align 1, !dbg !1310
  %569 = lshr i160 %568, 138, !dbg !1310
  %570 = trunc i160 %569 to i32, !dbg !1310
  %571 = zext i32 %570 to i64, !dbg !1311
  %572 = load i32, ptr %9, align 4, !dbg !1312
  call void @transparent_crc(i64 noundef %571, ptr noundef @.str.88, i32 noundef %572), !dbg !1313
  store i32 0, ptr %6, align 4, !dbg !1314
  br label %573, !dbg !1316

573:                                              ; preds = %705, %469
  %574 = load i32, ptr %6, align 4, !dbg !1317
  %575 = icmp slt i32 %574, 7, !dbg !1319
  br i1 %575, label %576, label %708, !dbg !1320

576:                                              ; preds = %573
  store i32 0, ptr %7, align 4, !dbg !1321
  br label %577, !dbg !1324

577:                                              ; preds = %701, %576
  %578 = load i32, ptr %7, align 4, !dbg !1325
  %579 = icmp slt i32 %578, 6, !dbg !1327
  br i1 %579, label %580, label %704, !dbg !1328

580:                                              ; preds = %577
  %581 = load i32, ptr %6, align 4, !dbg !1329
  %582 = sext i32 %581 to i64, !dbg !1331
  %583 = getelementptr inbounds [7 x [6 x %struct.S1]], ptr @g_868, i64 0, i64 %582, !dbg !1331
  %584 = load i32, ptr %7, align 4, !dbg !1332
  %585 = sext i32 %584 to i64, !dbg !1331
  %586 = getelementptr inbounds [6 x %struct.S1], ptr %583, i64 0, i64 %585, !dbg !1331
  %587 = getelementptr inbounds %struct.S1, ptr %586, i32 0, i32 0, !dbg !1333
  %588 = load volatile i32, ptr %587, align 8, !dbg !1333
  %589 = sext i32 %588 to i64, !dbg !1331
  %590 = load i32, ptr %9, align 4, !dbg !1334
  call void @transparent_crc(i64 noundef %589, ptr noundef @.str.89, i32 noundef %590), !dbg !1335
  %591 = load i32, ptr %6, align 4, !dbg !1336
  %592 = sext i32 %591 to i64, !dbg !1337
  %593 = getelementptr inbounds [7 x [6 x %struct.S1]], ptr @g_868, i64 0, i64 %592, !dbg !1337
  %594 = load i32, ptr %7, align 4, !dbg !1338
  %595 = sext i32 %594 to i64, !dbg !1337
  %596 = getelementptr inbounds [6 x %struct.S1], ptr %593, i64 0, i64 %595, !dbg !1337
  %597 = getelementptr inbounds %struct.S1, ptr %596, i32 0, i32 1, !dbg !1339
  %598 = load i160, ptr %597, align 4, !dbg !1339
  %599 = shl i160 %598, 151, !dbg !1339
  %600 = ashr i160 %599, 151, !dbg !1339
  %601 = trunc i160 %600 to i32, !dbg !1339
  %602 = sext i32 %601 to i64, !dbg !1337
  %603 = load i32, ptr %9, align 4, !dbg !1340
  call void @transparent_crc(i64 noundef %602, ptr noundef @.str.90, i32 noundef %603), !dbg !1341
  %604 = load i32, ptr %6, align 4, !dbg !1342
  %605 = sext i32 %604 to i64, !dbg !1343
  %606 = getelementptr inbounds [7 x [6 x %struct.S1]], ptr @g_868, i64 0, i64 %605, !dbg !1343
  %607 = load i32, ptr %7, align 4, !dbg !1344
  %608 = sext i32 %607 to i64, !dbg !1343
  %609 = getelementptr inbounds [6 x %struct.S1], ptr %606, i64 0, i64 %608, !dbg !1343
  %610 = getelementptr inbounds %struct.S1, ptr %609, i32 0, i32 1, !dbg !1345
  %611 = load volatile i160, ptr %610, align 4, !dbg !1345
  %612 = lshr i160 %611, 9, !dbg !1345
  %613 = and i160 %612, 1073741823, !dbg !1345
  %614 = trunc i160 %613 to i32, !dbg !1345
  %615 = zext i32 %614 to i64, !dbg !1343
  %616 = load i32, ptr %9, align 4, !dbg !1346
  call void @transparent_crc(i64 noundef %615, ptr noundef @.str.91, i32 noundef %616), !dbg !1347
  %617 = load i32, ptr %6, align 4, !dbg !1348
  %618 = sext i32 %617 to i64, !dbg !1349
  %619 = getelementptr inbounds [7 x [6 x %struct.S1]], ptr @g_868, i64 0, i64 %618, !dbg !1349
  %620 = load i32, ptr %7, align 4, !dbg !1350
  %621 = sext i32 %620 to i64, !dbg !1349
  %622 = getelementptr inbounds [6 x %struct.S1], ptr %619, i64 0, i64 %621, !dbg !1349
  %623 = getelementptr inbounds %struct.S1, ptr %622, i32 0, i32 1, !dbg !1351
  %624 = load i160, ptr %623, align 4, !dbg !1351
  %625 = lshr i160 %624, 39, !dbg !1351
  %626 = and i160 %625, 32767, !dbg !1351
  %627 = trunc i160 %626 to i32, !dbg !1351
  %628 = zext i32 %627 to i64, !dbg !1349
  %629 = load i32, ptr %9, align 4, !dbg !1352
  call void @transparent_crc(i64 noundef %628, ptr noundef @.str.92, i32 noundef %629), !dbg !1353
  %630 = load i32, ptr %6, align 4, !dbg !1354
  %631 = sext i32 %630 to i64, !dbg !1355
  %632 = getelementptr inbounds [7 x [6 x %struct.S1]], ptr @g_868, i64 0, i64 %631, !dbg !1355
  %633 = load i32, ptr %7, align 4, !dbg !1356
  %634 = sext i32 %633 to i64, !dbg !1355
  %635 = getelementptr inbounds [6 x %struct.S1], ptr %632, i64 0, i64 %634, !dbg !1355
  %636 = getelementptr inbounds %struct.S1, ptr %635, i32 0, i32 1, !dbg !1357
  %637 = load i160, ptr %636, align 4, !dbg !1357
  %638 = lshr i160 %637, 54, !dbg !1357
  %639 = and i160 %638, 2097151, !dbg !1357
  %640 = trunc i160 %639 to i32, !dbg !1357
  %641 = zext i32 %640 to i64, !dbg !1355
  %642 = load i32, ptr %9, align 4, !dbg !1358
  call void @transparent_crc(i64 noundef %641, ptr noundef @.str.93, i32 noundef %642), !dbg !1359
  %643 = load i32, ptr %6, align 4, !dbg !1360
  %644 = sext i32 %643 to i64, !dbg !1361
  %645 = getelementptr inbounds [7 x [6 x %struct.S1]], ptr @g_868, i64 0, i64 %644, !dbg !1361
  %646 = load i32, ptr %7, align 4, !dbg !1362
  %647 = sext i32 %646 to i64, !dbg !1361
  %648 = getelementptr inbounds [6 x %struct.S1], ptr %645, i64 0, i64 %647, !dbg !1361
  %649 = getelementptr inbounds %struct.S1, ptr %648, i32 0, i32 1, !dbg !1363
  %650 = load i160, ptr %649, align 4, !dbg !1363
  %651 = shl i160 %650, 71, !dbg !1363
  %652 = ashr i160 %651, 146, !dbg !1363
  %653 = trunc i160 %652 to i32, !dbg !1363
  %654 = sext i32 %653 to i64, !dbg !1361
  %655 = load i32, ptr %9, align 4, !dbg !1364
  call void @transparent_crc(i64 noundef %654, ptr noundef @.str.94, i32 noundef %655), !dbg !1365
  %656 = load i32, ptr %6, align 4, !dbg !1366
  %657 = sext i32 %656 to i64, !dbg !1367
  %658 = getelementptr inbounds [7 x [6 x %struct.S1]], ptr @g_868, i64 0, i64 %657, !dbg !1367
  %659 = load i32, ptr %7, align 4, !dbg !1368
  %660 = sext i32 %659 to i64, !dbg !1367
  %661 = getelementptr inbounds [6 x %struct.S1], ptr %658, i64 0, i64 %660, !dbg !1367
  %662 = getelementptr inbounds %struct.S1, ptr %661, i32 0, i32 1, !dbg !1369
  %663 = load i160, ptr %662, align 4, !dbg !1369
  %664 = shl i160 %663, 53, !dbg !1369
  %665 = ashr i160 %664, 142, !dbg !1369
  %666 = trunc i160 %665 to i32, !dbg !1369
  %667 = sext i32 %666 to i64, !dbg !1367
  %668 = load i32, ptr %9, align 4, !dbg !1370
  call void @transparent_crc(i64 noundef %667, ptr noundef @.str.95, i32 noundef %668), !dbg !1371
  %669 = load i32, ptr %6, align 4, !dbg !1372
  %670 = sext i32 %669 to i64, !dbg !1373
  %671 = getelementptr inbounds [7 x [6 x %struct.S1]], ptr @g_868, i64 0, i64 %670, !dbg !1373
  %672 = load i32, ptr %7, align 4, !dbg !1374
  %673 = sext i32 %672 to i64, !dbg !1373
  %674 = getelementptr inbounds [6 x %struct.S1], ptr %671, i64 0, i64 %673, !dbg !1373
  %675 = getelementptr inbounds %struct.S1, ptr %674, i32 0, i32 1, !dbg !1375
  %676 = load i160, ptr %675, align 4, !dbg !1375
  %677 = shl i160 %676, 22, !dbg !1375
  %678 = ashr i160 %677, 129, !dbg !1375
  %679 = trunc i160 %678 to i32, !dbg !1375
  %680 = sext i32 %679 to i64, !dbg !1373
  %681 = load i32, ptr %9, align 4, !dbg !1376
  call void @transparent_crc(i64 noundef %680, ptr noundef @.str.96, i32 noundef %681), !dbg !1377
  %682 = load i32, ptr %6, align 4, !dbg !1378
  %683 = sext i32 %682 to i64, !dbg !1379
  %684 = getelementptr inbounds [7 x [6 x %struct.S1]], ptr @g_868, i64 0, i64 %683, !dbg !1379
  %685 = load i32, ptr %7, align 4, !dbg !1380
  %686 = sext i32 %685 to i64, !dbg !1379
  %687 = getelementptr inbounds [6 x %struct.S1], ptr %684, i64 0, i64 %686, !dbg !1379
  %688 = getelementptr inbounds %struct.S1, ptr %687, i32 0, i32 1, !dbg !1381
  %689 = load i160, ptr %688, align 4, !dbg !1381
  %690 = lshr i160 %689, 138, !dbg !1381
  %691 = trunc i160 %690 to i32, !dbg !1381
  %692 = zext i32 %691 to i64, !dbg !1379
  %693 = load i32, ptr %9, align 4, !dbg !1382
  call void @transparent_crc(i64 noundef %692, ptr noundef @.str.97, i32 noundef %693), !dbg !1383
  %694 = load i32, ptr %9, align 4, !dbg !1384
  %695 = icmp ne i32 %694, 0, !dbg !1384
  br i1 %695, label %696, label %700, !dbg !1386

696:                                              ; preds = %580
  %697 = load i32, ptr %6, align 4, !dbg !1387
  %698 = load i32, ptr %7, align 4, !dbg !1388
  %699 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %697, i32 noundef %698), !dbg !1389
  br label %700, !dbg !1389

700:                                              ; preds = %696, %580
  br label %701, !dbg !1390

701:                                              ; preds = %700
  %702 = load i32, ptr %7, align 4, !dbg !1391
  %703 = add nsw i32 %702, 1, !dbg !1391
  store i32 %703, ptr %7, align 4, !dbg !1391
  br label %577, !dbg !1392, !llvm.loop !1393

704:                                              ; preds = %577
  br label %705, !dbg !1395

705:                                              ; preds = %704
  %706 = load i32, ptr %6, align 4, !dbg !1396
  %707 = add nsw i32 %706, 1, !dbg !1396
  store i32 %707, ptr %6, align 4, !dbg !1396
  br label %573, !dbg !1397, !llvm.loop !1398

708:                                              ; preds = %573
  %709 = load volatile i32, ptr @g_870, align 1, !dbg !1400
  %710 = sext i32 %709 to i64, !dbg !1401
  %711 = load i32, ptr %9, align 4, !dbg !1402
  call void @transparent_crc(i64 noundef %710, ptr noundef @.str.98, i32 noundef %711), !dbg !1403
  %712 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_870, i32 0, i32 1), align 1, !dbg !1404
  %713 = shl i160 %712, 151, !dbg !1404
  %714 = ashr i160 %713, 151, !dbg !1404
  %715 = trunc i160 %714 to i32, !dbg !1404
  %716 = sext i32 %715 to i64, !dbg !1405
  %717 = load i32, ptr %9, align 4, !dbg !1406
  call void @transparent_crc(i64 noundef %716, ptr noundef @.str.99, i32 noundef %717), !dbg !1407
  %718 = load volatile i160, ptr getelementptr inbounds (%struct.S1, ptr @g_870, i32 0, i32 1), align 1, !dbg !1408
  %719 = lshr i160 %718, 9, !dbg !1408
  %720 = and i160 %719, 1073741823, !dbg !1408
  %721 = trunc i160 %720 to i32, !dbg !1408
  %722 = zext i32 %721 to i64, !dbg !1409
  %723 = load i32, ptr %9, align 4, !dbg !1410
  call void @transparent_crc(i64 noundef %722, ptr noundef @.str.100, i32 noundef %723), !dbg !1411
  %724 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_870, i32 0, i32 1), align 1, !dbg !1412
  %725 = lshr i160 %724, 39, !dbg !1412
  %726 = and i160 %725, 32767, !dbg !1412
  %727 = trunc i160 %726 to i32, !dbg !1412
  %728 = zext i32 %727 to i64, !dbg !1413
  %729 = load i32, ptr %9, align 4, !dbg !1414
  call void @transparent_crc(i64 noundef %728, ptr noundef @.str.101, i32 noundef %729), !dbg !1415
  %730 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_870, i32 0, i32 1), align 1, !dbg !1416
  %731 = lshr i160 %730, 54, !dbg !1416
  %732 = and i160 %731, 2097151, !dbg !1416
  %733 = trunc i160 %732 to i32, !dbg !1416
  %734 = zext i32 %733 to i64, !dbg !1417
  %735 = load i32, ptr %9, align 4, !dbg !1418
  call void @transparent_crc(i64 noundef %734, ptr noundef @.str.102, i32 noundef %735), !dbg !1419
  %736 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_870, i32 0, i32 1), align 1, !dbg !1420
  %737 = shl i160 %736, 71, !dbg !1420
  %738 = ashr i160 %737, 146, !dbg !1420
  %739 = trunc i160 %738 to i32, !dbg !1420
  %740 = sext i32 %739 to i64, !dbg !1421
  %741 = load i32, ptr %9, align 4, !dbg !1422
  call void @transparent_crc(i64 noundef %740, ptr noundef @.str.103, i32 noundef %741), !dbg !1423
  %742 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_870, i32 0, i32 1), align 1, !dbg !1424
  %743 = shl i160 %742, 53, !dbg !1424
  %744 = ashr i160 %743, 142, !dbg !1424
  %745 = trunc i160 %744 to i32, !dbg !1424
  %746 = sext i32 %745 to i64, !dbg !1425
  %747 = load i32, ptr %9, align 4, !dbg !1426
  call void @transparent_crc(i64 noundef %746, ptr noundef @.str.104, i32 noundef %747), !dbg !1427
  %748 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_870, i32 0, i32 1), align 1, !dbg !1428
  %749 = shl i160 %748, 22, !dbg !1428
  %750 = ashr i160 %749, 129, !dbg !1428
  %751 = trunc i160 %750 to i32, !dbg !1428
  %752 = sext i32 %751 to i64, !dbg !1429
  %753 = load i32, ptr %9, align 4, !dbg !1430
  call void @transparent_crc(i64 noundef %752, ptr noundef @.str.105, i32 noundef %753), !dbg !1431
  %754 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_870, i32 0, i32 1), align 1, !dbg !1432
  %755 = lshr i160 %754, 138, !dbg !1432
  %756 = trunc i160 %755 to i32, !dbg !1432
  %757 = zext i32 %756 to i64, !dbg !1433
  %758 = load i32, ptr %9, align 4, !dbg !1434
  call void @transparent_crc(i64 noundef %757, ptr noundef @.str.106, i32 noundef %758), !dbg !1435
  %759 = load i64, ptr @g_947, align 8, !dbg !1436
  %760 = load i32, ptr %9, align 4, !dbg !1437
  call void @transparent_crc(i64 noundef %759, ptr noundef @.str.107, i32 noundef %760), !dbg !1438
  %761 = load i32, ptr @g_975, align 4, !dbg !1439
  %762 = zext i32 %761 to i64, !dbg !1439
  %763 = load i32, ptr %9, align 4, !dbg !1440
  call void @transparent_crc(i64 noundef %762, ptr noundef @.str.108, i32 noundef %763), !dbg !1441
  store i32 0, ptr %6, align 4, !dbg !1442
  br label %764, !dbg !1444

764:                                              ; preds = %860, %708
  %765 = load i32, ptr %6, align 4, !dbg !1445
  %766 = icmp slt i32 %765, 8, !dbg !1447
  br i1 %766, label %767, label %863, !dbg !1448

767:                                              ; preds = %764
  %768 = load i32, ptr %6, align 4, !dbg !1449
  %769 = sext i32 %768 to i64, !dbg !1451
  %770 = getelementptr inbounds [8 x %struct.S1], ptr @g_1009, i64 0, i64 %769, !dbg !1451
  %771 = getelementptr inbounds %struct.S1, ptr %770, i32 0, i32 0, !dbg !1452
  %772 = load volatile i32, ptr %771, align 8, !dbg !1452
  %773 = sext i32 %772 to i64, !dbg !1451
  %774 = load i32, ptr %9, align 4, !dbg !1453
  call void @transparent_crc(i64 noundef %773, ptr noundef @.str.109, i32 noundef %774), !dbg !1454
  %775 = load i32, ptr %6, align 4, !dbg !1455
  %776 = sext i32 %775 to i64, !dbg !1456
  %777 = getelementptr inbounds [8 x %struct.S1], ptr @g_1009, i64 0, i64 %776, !dbg !1456
  %778 = getelementptr inbounds %struct.S1, ptr %777, i32 0, i32 1, !dbg !1457
  %779 = load i160, ptr %778, align 4, !dbg !1457
  %780 = shl i160 %779, 151, !dbg !1457
  %781 = ashr i160 %780, 151, !dbg !1457
  %782 = trunc i160 %781 to i32, !dbg !1457
  %783 = sext i32 %782 to i64, !dbg !1456
  %784 = load i32, ptr %9, align 4, !dbg !1458
  call void @transparent_crc(i64 noundef %783, ptr noundef @.str.110, i32 noundef %784), !dbg !1459
  %785 = load i32, ptr %6, align 4, !dbg !1460
  %786 = sext i32 %785 to i64, !dbg !1461
  %787 = getelementptr inbounds [8 x %struct.S1], ptr @g_1009, i64 0, i64 %786, !dbg !1461
  %788 = getelementptr inbounds %struct.S1, ptr %787, i32 0, i32 1, !dbg !1462
  %789 = load volatile i160, ptr %788, align 4, !dbg !1462
  %790 = lshr i160 %789, 9, !dbg !1462
  %791 = and i160 %790, 1073741823, !dbg !1462
  %792 = trunc i160 %791 to i32, !dbg !1462
  %793 = zext i32 %792 to i64, !dbg !1461
  %794 = load i32, ptr %9, align 4, !dbg !1463
  call void @transparent_crc(i64 noundef %793, ptr noundef @.str.111, i32 noundef %794), !dbg !1464
  %795 = load i32, ptr %6, align 4, !dbg !1465
  %796 = sext i32 %795 to i64, !dbg !1466
  %797 = getelementptr inbounds [8 x %struct.S1], ptr @g_1009, i64 0, i64 %796, !dbg !1466
  %798 = getelementptr inbounds %struct.S1, ptr %797, i32 0, i32 1, !dbg !1467
  %799 = load i160, ptr %798, align 4, !dbg !1467
  %800 = lshr i160 %799, 39, !dbg !1467
  %801 = and i160 %800, 32767, !dbg !1467
  %802 = trunc i160 %801 to i32, !dbg !1467
  %803 = zext i32 %802 to i64, !dbg !1466
  %804 = load i32, ptr %9, align 4, !dbg !1468
  call void @transparent_crc(i64 noundef %803, ptr noundef @.str.112, i32 noundef %804), !dbg !1469
  %805 = load i32, ptr %6, align 4, !dbg !1470
  %806 = sext i32 %805 to i64, !dbg !1471
  %807 = getelementptr inbounds [8 x %struct.S1], ptr @g_1009, i64 0, i64 %806, !dbg !1471
  %808 = getelementptr inbounds %struct.S1, ptr %807, i32 0, i32 1, !dbg !1472
  %809 = load i160, ptr %808, align 4, !dbg !1472
  %810 = lshr i160 %809, 54, !dbg !1472
  %811 = and i160 %810, 2097151, !dbg !1472
  %812 = trunc i160 %811 to i32, !dbg !1472
  %813 = zext i32 %812 to i64, !dbg !1471
  %814 = load i32, ptr %9, align 4, !dbg !1473
  call void @transparent_crc(i64 noundef %813, ptr noundef @.str.113, i32 noundef %814), !dbg !1474
  %815 = load i32, ptr %6, align 4, !dbg !1475
  %816 = sext i32 %815 to i64, !dbg !1476
  %817 = getelementptr inbounds [8 x %struct.S1], ptr @g_1009, i64 0, i64 %816, !dbg !1476
  %818 = getelementptr inbounds %struct.S1, ptr %817, i32 0, i32 1, !dbg !1477
  %819 = load i160, ptr %818, align 4, !dbg !1477
  %820 = shl i160 %819, 71, !dbg !1477
  %821 = ashr i160 %820, 146, !dbg !1477
  %822 = trunc i160 %821 to i32, !dbg !1477
  %823 = sext i32 %822 to i64, !dbg !1476
  %824 = load i32, ptr %9, align 4, !dbg !1478
  call void @transparent_crc(i64 noundef %823, ptr noundef @.str.114, i32 noundef %824), !dbg !1479
  %825 = load i32, ptr %6, align 4, !dbg !1480
  %826 = sext i32 %825 to i64, !dbg !1481
  %827 = getelementptr inbounds [8 x %struct.S1], ptr @g_1009, i64 0, i64 %826, !dbg !1481
  %828 = getelementptr inbounds %struct.S1, ptr %827, i32 0, i32 1, !dbg !1482
  %829 = load i160, ptr %828, align 4, !dbg !1482
  %830 = shl i160 %829, 53, !dbg !1482
  %831 = ashr i160 %830, 142, !dbg !1482
  %832 = trunc i160 %831 to i32, !dbg !1482
  %833 = sext i32 %832 to i64, !dbg !1481
  %834 = load i32, ptr %9, align 4, !dbg !1483
  call void @transparent_crc(i64 noundef %833, ptr noundef @.str.115, i32 noundef %834), !dbg !1484
  %835 = load i32, ptr %6, align 4, !dbg !1485
  %836 = sext i32 %835 to i64, !dbg !1486
  %837 = getelementptr inbounds [8 x %struct.S1], ptr @g_1009, i64 0, i64 %836, !dbg !1486
  %838 = getelementptr inbounds %struct.S1, ptr %837, i32 0, i32 1, !dbg !1487
  %839 = load i160, ptr %838, align 4, !dbg !1487
  %840 = shl i160 %839, 22, !dbg !1487
  %841 = ashr i160 %840, 129, !dbg !1487
  %842 = trunc i160 %841 to i32, !dbg !1487
  %843 = sext i32 %842 to i64, !dbg !1486
  %844 = load i32, ptr %9, align 4, !dbg !1488
  call void @transparent_crc(i64 noundef %843, ptr noundef @.str.116, i32 noundef %844), !dbg !1489
  %845 = load i32, ptr %6, align 4, !dbg !1490
  %846 = sext i32 %845 to i64, !dbg !1491
  %847 = getelementptr inbounds [8 x %struct.S1], ptr @g_1009, i64 0, i64 %846, !dbg !1491
  %848 = getelementptr inbounds %struct.S1, ptr %847, i32 0, i32 1, !dbg !1492
  %849 = load i160, ptr %848, align 4, !dbg !1492
  %850 = lshr i160 %849, 138, !dbg !1492
  %851 = trunc i160 %850 to i32, !dbg !1492
  %852 = zext i32 %851 to i64, !dbg !1491
  %853 = load i32, ptr %9, align 4, !dbg !1493
  call void @transparent_crc(i64 noundef %852, ptr noundef @.str.117, i32 noundef %853), !dbg !1494
  %854 = load i32, ptr %9, align 4, !dbg !1495
  %855 = icmp ne i32 %854, 0, !dbg !1495
  br i1 %855, label %856, label %859, !dbg !1497

856:                                              ; preds = %767
  %857 = load i32, ptr %6, align 4, !dbg !1498
  %858 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %857), !dbg !1499
  br label %859, !dbg !1499

859:                                              ; preds = %856, %767
  br label %860, !dbg !1500

860:                                              ; preds = %859
  %861 = load i32, ptr %6, align 4, !dbg !1501
  %862 = add nsw i32 %861, 1, !dbg !1501
  store i32 %862, ptr %6, align 4, !dbg !1501
  br label %764, !dbg !1502, !llvm.loop !1503

863:                                              ; preds = %764
  %864 = load i8, ptr @g_1170, align 1, !dbg !1505
  %865 = zext i8 %864 to i64, !dbg !1505
  %866 = load i32, ptr %9, align 4, !dbg !1506
  call void @transparent_crc(i64 noundef %865, ptr noundef @.str.118, i32 noundef %866), !dbg !1507
  %867 = load volatile i32, ptr @g_1242, align 1, !dbg !1508
  %868 = sext i32 %867 to i64, !dbg !1509
  %869 = load i32, ptr %9, align 4, !dbg !1510
  call void @transparent_crc(i64 noundef %868, ptr noundef @.str.119, i32 noundef %869), !dbg !1511
  %870 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1242, i32 0, i32 1), align 1, !dbg !1512
  %871 = shl i160 %870, 151, !dbg !1512
  %872 = ashr i160 %871, 151, !dbg !1512
  %873 = trunc i160 %872 to i32, !dbg !1512
  %874 = sext i32 %873 to i64, !dbg !1513
  %875 = load i32, ptr %9, align 4, !dbg !1514
  call void @transparent_crc(i64 noundef %874, ptr noundef @.str.120, i32 noundef %875), !dbg !1515
  %876 = load volatile i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1242, i32 0, i32 1), align 1, !dbg !1516
  %877 = lshr i160 %876, 9, !dbg !1516
  %878 = and i160 %877, 1073741823, !dbg !1516
  %879 = trunc i160 %878 to i32, !dbg !1516
  %880 = zext i32 %879 to i64, !dbg !1517
  %881 = load i32, ptr %9, align 4, !dbg !1518
  call void @transparent_crc(i64 noundef %880, ptr noundef @.str.121, i32 noundef %881), !dbg !1519
  %882 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1242, i32 0, i32 1), align 1, !dbg !1520
  %883 = lshr i160 %882, 39, !dbg !1520
  %884 = and i160 %883, 32767, !dbg !1520
  %885 = trunc i160 %884 to i32, !dbg !1520
  %886 = zext i32 %885 to i64, !dbg !1521
  %887 = load i32, ptr %9, align 4, !dbg !1522
  call void @transparent_crc(i64 noundef %886, ptr noundef @.str.122, i32 noundef %887), !dbg !1523
  %888 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1242, i32 0, i32 1), align 1, !dbg !1524
  %889 = lshr i160 %888, 54, !dbg !1524
  %890 = and i160 %889, 2097151, !dbg !1524
  %891 = trunc i160 %890 to i32, !dbg !1524
  %892 = zext i32 %891 to i64, !dbg !1525
  %893 = load i32, ptr %9, align 4, !dbg !1526
  call void @transparent_crc(i64 noundef %892, ptr noundef @.str.123, i32 noundef %893), !dbg !1527
  %894 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1242, i32 0, i32 1), align 1, !dbg !1528
  %895 = shl i160 %894, 71, !dbg !1528
  %896 = ashr i160 %895, 146, !dbg !1528
  %897 = trunc i160 %896 to i32, !dbg !1528
  %898 = sext i32 %897 to i64, !dbg !1529
  %899 = load i32, ptr %9, align 4, !dbg !1530
  call void @transparent_crc(i64 noundef %898, ptr noundef @.str.124, i32 noundef %899), !dbg !1531
  %900 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1242, i32 0, i32 1), align 1, !dbg !1532
  %901 = shl i160 %900, 53, !dbg !1532
  %902 = ashr i160 %901, 142, !dbg !1532
  %903 = trunc i160 %902 to i32, !dbg !1532
  %904 = sext i32 %903 to i64, !dbg !1533
  %905 = load i32, ptr %9, align 4, !dbg !1534
  call void @transparent_crc(i64 noundef %904, ptr noundef @.str.125, i32 noundef %905), !dbg !1535
  %906 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1242, i32 0, i32 1), align 1, !dbg !1536
  %907 = shl i160 %906, 22, !dbg !1536
  %908 = ashr i160 %907, 129, !dbg !1536
  %909 = trunc i160 %908 to i32, !dbg !1536
  %910 = sext i32 %909 to i64, !dbg !1537
  %911 = load i32, ptr %9, align 4, !dbg !1538
  call void @transparent_crc(i64 noundef %910, ptr noundef @.str.126, i32 noundef %911), !dbg !1539
  %912 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1242, i32 0, i32 1), align 1, !dbg !1540
  %913 = lshr i160 %912, 138, !dbg !1540
  %914 = trunc i160 %913 to i32, !dbg !1540
  %915 = zext i32 %914 to i64, !dbg !1541
  %916 = load i32, ptr %9, align 4, !dbg !1542
  call void @transparent_crc(i64 noundef %915, ptr noundef @.str.127, i32 noundef %916), !dbg !1543
  %917 = load i64, ptr @g_1322, align 8, !dbg !1544
  %918 = load i32, ptr %9, align 4, !dbg !1545
  call void @transparent_crc(i64 noundef %917, ptr noundef @.str.128, i32 noundef %918), !dbg !1546
  %919 = load i32, ptr @g_1334, align 4, !dbg !1547
  %920 = sext i32 %919 to i64, !dbg !1548
  %921 = load i32, ptr %9, align 4, !dbg !1549
  call void @transparent_crc(i64 noundef %920, ptr noundef @.str.129, i32 noundef %921), !dbg !1550
  %922 = load i16, ptr @g_1334, align 4, !dbg !1551
  %923 = sext i16 %922 to i32, !dbg !1551
  %924 = sext i32 %923 to i64, !dbg !1552
  %925 = load i32, ptr %9, align 4, !dbg !1553
  call void @transparent_crc(i64 noundef %924, ptr noundef @.str.130, i32 noundef %925), !dbg !1554
  %926 = load volatile i16, ptr @g_1334, align 4, !dbg !1555
  %927 = zext i16 %926 to i64, !dbg !1556
  %928 = load i32, ptr %9, align 4, !dbg !1557
  call void @transparent_crc(i64 noundef %927, ptr noundef @.str.131, i32 noundef %928), !dbg !1558
  %929 = load i32, ptr @g_1334, align 4, !dbg !1559
  %930 = zext i32 %929 to i64, !dbg !1560
  %931 = load i32, ptr %9, align 4, !dbg !1561
  call void @transparent_crc(i64 noundef %930, ptr noundef @.str.132, i32 noundef %931), !dbg !1562
  store i32 0, ptr %6, align 4, !dbg !1563
  br label %932, !dbg !1565

932:                                              ; preds = %988, %863
  %933 = load i32, ptr %6, align 4, !dbg !1566
  %934 = icmp slt i32 %933, 3, !dbg !1568
  br i1 %934, label %935, label %991, !dbg !1569

935:                                              ; preds = %932
  store i32 0, ptr %7, align 4, !dbg !1570
  br label %936, !dbg !1573

936:                                              ; preds = %984, %935
  %937 = load i32, ptr %7, align 4, !dbg !1574
  %938 = icmp slt i32 %937, 10, !dbg !1576
  br i1 %938, label %939, label %987, !dbg !1577

939:                                              ; preds = %936
  %940 = load i32, ptr %6, align 4, !dbg !1578
  %941 = sext i32 %940 to i64, !dbg !1580
  %942 = getelementptr inbounds [3 x [10 x %union.U3]], ptr @g_1338, i64 0, i64 %941, !dbg !1580
  %943 = load i32, ptr %7, align 4, !dbg !1581
  %944 = sext i32 %943 to i64, !dbg !1580
  %945 = getelementptr inbounds [10 x %union.U3], ptr %942, i64 0, i64 %944, !dbg !1580
  %946 = load i32, ptr %945, align 4, !dbg !1582
  %947 = sext i32 %946 to i64, !dbg !1580
  %948 = load i32, ptr %9, align 4, !dbg !1583
  call void @transparent_crc(i64 noundef %947, ptr noundef @.str.133, i32 noundef %948), !dbg !1584
  %949 = load i32, ptr %6, align 4, !dbg !1585
  %950 = sext i32 %949 to i64, !dbg !1586
  %951 = getelementptr inbounds [3 x [10 x %union.U3]], ptr @g_1338, i64 0, i64 %950, !dbg !1586
  %952 = load i32, ptr %7, align 4, !dbg !1587
  %953 = sext i32 %952 to i64, !dbg !1586
  %954 = getelementptr inbounds [10 x %union.U3], ptr %951, i64 0, i64 %953, !dbg !1586
  %955 = load i16, ptr %954, align 4, !dbg !1588
  %956 = sext i16 %955 to i32, !dbg !1588
  %957 = sext i32 %956 to i64, !dbg !1586
  %958 = load i32, ptr %9, align 4, !dbg !1589
  call void @transparent_crc(i64 noundef %957, ptr noundef @.str.134, i32 noundef %958), !dbg !1590
  %959 = load i32, ptr %6, align 4, !dbg !1591
  %960 = sext i32 %959 to i64, !dbg !1592
  %961 = getelementptr inbounds [3 x [10 x %union.U3]], ptr @g_1338, i64 0, i64 %960, !dbg !1592
  %962 = load i32, ptr %7, align 4, !dbg !1593
  %963 = sext i32 %962 to i64, !dbg !1592
  %964 = getelementptr inbounds [10 x %union.U3], ptr %961, i64 0, i64 %963, !dbg !1592
  %965 = load volatile i16, ptr %964, align 4, !dbg !1594
  %966 = zext i16 %965 to i64, !dbg !1592
  %967 = load i32, ptr %9, align 4, !dbg !1595
  call void @transparent_crc(i64 noundef %966, ptr noundef @.str.135, i32 noundef %967), !dbg !1596
  %968 = load i32, ptr %6, align 4, !dbg !1597
  %969 = sext i32 %968 to i64, !dbg !1598
  %970 = getelementptr inbounds [3 x [10 x %union.U3]], ptr @g_1338, i64 0, i64 %969, !dbg !1598
  %971 = load i32, ptr %7, align 4, !dbg !1599
  %972 = sext i32 %971 to i64, !dbg !1598
  %973 = getelementptr inbounds [10 x %union.U3], ptr %970, i64 0, i64 %972, !dbg !1598
  %974 = load i32, ptr %973, align 4, !dbg !1600
  %975 = zext i32 %974 to i64, !dbg !1598
  %976 = load i32, ptr %9, align 4, !dbg !1601
  call void @transparent_crc(i64 noundef %975, ptr noundef @.str.136, i32 noundef %976), !dbg !1602
  %977 = load i32, ptr %9, align 4, !dbg !1603
  %978 = icmp ne i32 %977, 0, !dbg !1603
  br i1 %978, label %979, label %983, !dbg !1605

979:                                              ; preds = %939
  %980 = load i32, ptr %6, align 4, !dbg !1606
  %981 = load i32, ptr %7, align 4, !dbg !1607
  %982 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %980, i32 noundef %981), !dbg !1608
  br label %983, !dbg !1608

983:                                              ; preds = %979, %939
  br label %984, !dbg !1609

984:                                              ; preds = %983
  %985 = load i32, ptr %7, align 4, !dbg !1610
  %986 = add nsw i32 %985, 1, !dbg !1610
  store i32 %986, ptr %7, align 4, !dbg !1610
  br label %936, !dbg !1611, !llvm.loop !1612

987:                                              ; preds = %936
  br label %988, !dbg !1614

988:                                              ; preds = %987
  %989 = load i32, ptr %6, align 4, !dbg !1615
  %990 = add nsw i32 %989, 1, !dbg !1615
  store i32 %990, ptr %6, align 4, !dbg !1615
  br label %932, !dbg !1616, !llvm.loop !1617

991:                                              ; preds = %932
  %992 = load volatile i32, ptr @g_1340, align 1, !dbg !1619
  %993 = sext i32 %992 to i64, !dbg !1620
  %994 = load i32, ptr %9, align 4, !dbg !1621
  call void @transparent_crc(i64 noundef %993, ptr noundef @.str.137, i32 noundef %994), !dbg !1622
  %995 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1340, i32 0, i32 1), align 1, !dbg !1623
  %996 = shl i160 %995, 151, !dbg !1623
  %997 = ashr i160 %996, 151, !dbg !1623
  %998 = trunc i160 %997 to i32, !dbg !1623
  %999 = sext i32 %998 to i64, !dbg !1624
  %1000 = load i32, ptr %9, align 4, !dbg !1625
  call void @transparent_crc(i64 noundef %999, ptr noundef @.str.138, i32 noundef %1000), !dbg !1626
  %1001 = load volatile i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1340, i32 0, i32 1), align 1, !dbg !1627
  %1002 = lshr i160 %1001, 9, !dbg !1627
  %1003 = and i160 %1002, 1073741823, !dbg !1627
  %1004 = trunc i160 %1003 to i32, !dbg !1627
  %1005 = zext i32 %1004 to i64, !dbg !1628
  %1006 = load i32, ptr %9, align 4, !dbg !1629
  call void @transparent_crc(i64 noundef %1005, ptr noundef @.str.139, i32 noundef %1006), !dbg !1630
  %1007 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1340, i32 0, i32 1), align 1, !dbg !1631
  %1008 = lshr i160 %1007, 39, !dbg !1631
  %1009 = and i160 %1008, 32767, !dbg !1631
  %1010 = trunc i160 %1009 to i32, !dbg !1631
  %1011 = zext i32 %1010 to i64, !dbg !1632
  %1012 = load i32, ptr %9, align 4, !dbg !1633
  call void @transparent_crc(i64 noundef %1011, ptr noundef @.str.140, i32 noundef %1012), !dbg !1634
  %1013 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1340, i32 0, i32 1), align 1, !dbg !1635
  %1014 = lshr i160 %1013, 54, !dbg !1635
  %1015 = and i160 %1014, 2097151, !dbg !1635
  %1016 = trunc i160 %1015 to i32, !dbg !1635
  %1017 = zext i32 %1016 to i64, !dbg !1636
  %1018 = load i32, ptr %9, align 4, !dbg !1637
  call void @transparent_crc(i64 noundef %1017, ptr noundef @.str.141, i32 noundef %1018), !dbg !1638
  %1019 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1340, i32 0, i32 1), align 1, !dbg !1639
  %1020 = shl i160 %1019, 71, !dbg !1639
  %1021 = ashr i160 %1020, 146, !dbg !1639
  %1022 = trunc i160 %1021 to i32, !dbg !1639
  %1023 = sext i32 %1022 to i64, !dbg !1640
  %1024 = load i32, ptr %9, align 4, !dbg !1641
  call void @transparent_crc(i64 noundef %1023, ptr noundef @.str.142, i32 noundef %1024), !dbg !1642
  %1025 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1340, i32 0, i32 1), align 1, !dbg !1643
  %1026 = shl i160 %1025, 53, !dbg !1643
  %1027 = ashr i160 %1026, 142, !dbg !1643
  %1028 = trunc i160 %1027 to i32, !dbg !1643
  %1029 = sext i32 %1028 to i64, !dbg !1644
  %1030 = load i32, ptr %9, align 4, !dbg !1645
  call void @transparent_crc(i64 noundef %1029, ptr noundef @.str.143, i32 noundef %1030), !dbg !1646
  %1031 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1340, i32 0, i32 1), align 1, !dbg !1647
  %1032 = shl i160 %1031, 22, !dbg !1647
  %1033 = ashr i160 %1032, 129, !dbg !1647
  %1034 = trunc i160 %1033 to i32, !dbg !1647
  %1035 = sext i32 %1034 to i64, !dbg !1648
  %1036 = load i32, ptr %9, align 4, !dbg !1649
  call void @transparent_crc(i64 noundef %1035, ptr noundef @.str.144, i32 noundef %1036), !dbg !1650
  %1037 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1340, i32 0, i32 1), align 1, !dbg !1651
  %1038 = lshr i160 %1037, 138, !dbg !1651
  %1039 = trunc i160 %1038 to i32, !dbg !1651
  %1040 = zext i32 %1039 to i64, !dbg !1652
  %1041 = load i32, ptr %9, align 4, !dbg !1653
  call void @transparent_crc(i64 noundef %1040, ptr noundef @.str.145, i32 noundef %1041), !dbg !1654
  store i32 0, ptr %6, align 4, !dbg !1655
  br label %1042, !dbg !1657

1042:                                             ; preds = %1210, %991
  %1043 = load i32, ptr %6, align 4, !dbg !1658
  %1044 = icmp slt i32 %1043, 1, !dbg !1660
  br i1 %1044, label %1045, label %1213, !dbg !1661

1045:                                             ; preds = %1042
  store i32 0, ptr %7, align 4, !dbg !1662
  br label %1046, !dbg !1665

1046:                                             ; preds = %1206, %1045
  %1047 = load i32, ptr %7, align 4, !dbg !1666
  %1048 = icmp slt i32 %1047, 9, !dbg !1668
  br i1 %1048, label %1049, label %1209, !dbg !1669

1049:                                             ; preds = %1046
  store i32 0, ptr %8, align 4, !dbg !1670
  br label %1050, !dbg !1673

1050:                                             ; preds = %1202, %1049
  %1051 = load i32, ptr %8, align 4, !dbg !1674
  %1052 = icmp slt i32 %1051, 4, !dbg !1676
  br i1 %1052, label %1053, label %1205, !dbg !1677

1053:                                             ; preds = %1050
  %1054 = load i32, ptr %6, align 4, !dbg !1678
  %1055 = sext i32 %1054 to i64, !dbg !1680
  %1056 = getelementptr inbounds [1 x [9 x [4 x %struct.S1]]], ptr @g_1344, i64 0, i64 %1055, !dbg !1680
  %1057 = load i32, ptr %7, align 4, !dbg !1681
  %1058 = sext i32 %1057 to i64, !dbg !1680
  %1059 = getelementptr inbounds [9 x [4 x %struct.S1]], ptr %1056, i64 0, i64 %1058, !dbg !1680
  %1060 = load i32, ptr %8, align 4, !dbg !1682
  %1061 = sext i32 %1060 to i64, !dbg !1680
  %1062 = getelementptr inbounds [4 x %struct.S1], ptr %1059, i64 0, i64 %1061, !dbg !1680
  %1063 = getelementptr inbounds %struct.S1, ptr %1062, i32 0, i32 0, !dbg !1683
  %1064 = load volatile i32, ptr %1063, align 8, !dbg !1683
  %1065 = sext i32 %1064 to i64, !dbg !1680
  %1066 = load i32, ptr %9, align 4, !dbg !1684
  call void @transparent_crc(i64 noundef %1065, ptr noundef @.str.146, i32 noundef %1066), !dbg !1685
  %1067 = load i32, ptr %6, align 4, !dbg !1686
  %1068 = sext i32 %1067 to i64, !dbg !1687
  %1069 = getelementptr inbounds [1 x [9 x [4 x %struct.S1]]], ptr @g_1344, i64 0, i64 %1068, !dbg !1687
  %1070 = load i32, ptr %7, align 4, !dbg !1688
  %1071 = sext i32 %1070 to i64, !dbg !1687
  %1072 = getelementptr inbounds [9 x [4 x %struct.S1]], ptr %1069, i64 0, i64 %1071, !dbg !1687
  %1073 = load i32, ptr %8, align 4, !dbg !1689
  %1074 = sext i32 %1073 to i64, !dbg !1687
  %1075 = getelementptr inbounds [4 x %struct.S1], ptr %1072, i64 0, i64 %1074, !dbg !1687
  %1076 = getelementptr inbounds %struct.S1, ptr %1075, i32 0, i32 1, !dbg !1690
  %1077 = load i160, ptr %1076, align 4, !dbg !1690
  %1078 = shl i160 %1077, 151, !dbg !1690
  %1079 = ashr i160 %1078, 151, !dbg !1690
  %1080 = trunc i160 %1079 to i32, !dbg !1690
  %1081 = sext i32 %1080 to i64, !dbg !1687
  %1082 = load i32, ptr %9, align 4, !dbg !1691
  call void @transparent_crc(i64 noundef %1081, ptr noundef @.str.147, i32 noundef %1082), !dbg !1692
  %1083 = load i32, ptr %6, align 4, !dbg !1693
  %1084 = sext i32 %1083 to i64, !dbg !1694
  %1085 = getelementptr inbounds [1 x [9 x [4 x %struct.S1]]], ptr @g_1344, i64 0, i64 %1084, !dbg !1694
  %1086 = load i32, ptr %7, align 4, !dbg !1695
  %1087 = sext i32 %1086 to i64, !dbg !1694
  %1088 = getelementptr inbounds [9 x [4 x %struct.S1]], ptr %1085, i64 0, i64 %1087, !dbg !1694
  %1089 = load i32, ptr %8, align 4, !dbg !1696
  %1090 = sext i32 %1089 to i64, !dbg !1694
  %1091 = getelementptr inbounds [4 x %struct.S1], ptr %1088, i64 0, i64 %1090, !dbg !1694
  %1092 = getelementptr inbounds %struct.S1, ptr %1091, i32 0, i32 1, !dbg !1697
  %1093 = load volatile i160, ptr %1092, align 4, !dbg !1697
  %1094 = lshr i160 %1093, 9, !dbg !1697
  %1095 = and i160 %1094, 1073741823, !dbg !1697
  %1096 = trunc i160 %1095 to i32, !dbg !1697
  %1097 = zext i32 %1096 to i64, !dbg !1694
  %1098 = load i32, ptr %9, align 4, !dbg !1698
  call void @transparent_crc(i64 noundef %1097, ptr noundef @.str.148, i32 noundef %1098), !dbg !1699
  %1099 = load i32, ptr %6, align 4, !dbg !1700
  %1100 = sext i32 %1099 to i64, !dbg !1701
  %1101 = getelementptr inbounds [1 x [9 x [4 x %struct.S1]]], ptr @g_1344, i64 0, i64 %1100, !dbg !1701
  %1102 = load i32, ptr %7, align 4, !dbg !1702
  %1103 = sext i32 %1102 to i64, !dbg !1701
  %1104 = getelementptr inbounds [9 x [4 x %struct.S1]], ptr %1101, i64 0, i64 %1103, !dbg !1701
  %1105 = load i32, ptr %8, align 4, !dbg !1703
  %1106 = sext i32 %1105 to i64, !dbg !1701
  %1107 = getelementptr inbounds [4 x %struct.S1], ptr %1104, i64 0, i64 %1106, !dbg !1701
  %1108 = getelementptr inbounds %struct.S1, ptr %1107, i32 0, i32 1, !dbg !1704
  %1109 = load i160, ptr %1108, align 4, !dbg !1704
  %1110 = lshr i160 %1109, 39, !dbg !1704
  %1111 = and i160 %1110, 32767, !dbg !1704
  %1112 = trunc i160 %1111 to i32, !dbg !1704
  %1113 = zext i32 %1112 to i64, !dbg !1701
  %1114 = load i32, ptr %9, align 4, !dbg !1705
  call void @transparent_crc(i64 noundef %1113, ptr noundef @.str.149, i32 noundef %1114), !dbg !1706
  %1115 = load i32, ptr %6, align 4, !dbg !1707
  %1116 = sext i32 %1115 to i64, !dbg !1708
  %1117 = getelementptr inbounds [1 x [9 x [4 x %struct.S1]]], ptr @g_1344, i64 0, i64 %1116, !dbg !1708
  %1118 = load i32, ptr %7, align 4, !dbg !1709
  %1119 = sext i32 %1118 to i64, !dbg !1708
  %1120 = getelementptr inbounds [9 x [4 x %struct.S1]], ptr %1117, i64 0, i64 %1119, !dbg !1708
  %1121 = load i32, ptr %8, align 4, !dbg !1710
  %1122 = sext i32 %1121 to i64, !dbg !1708
  %1123 = getelementptr inbounds [4 x %struct.S1], ptr %1120, i64 0, i64 %1122, !dbg !1708
  %1124 = getelementptr inbounds %struct.S1, ptr %1123, i32 0, i32 1, !dbg !1711
  %1125 = load i160, ptr %1124, align 4, !dbg !1711
  %1126 = lshr i160 %1125, 54, !dbg !1711
  %1127 = and i160 %1126, 2097151, !dbg !1711
  %1128 = trunc i160 %1127 to i32, !dbg !1711
  %1129 = zext i32 %1128 to i64, !dbg !1708
  %1130 = load i32, ptr %9, align 4, !dbg !1712
  call void @transparent_crc(i64 noundef %1129, ptr noundef @.str.150, i32 noundef %1130), !dbg !1713
  %1131 = load i32, ptr %6, align 4, !dbg !1714
  %1132 = sext i32 %1131 to i64, !dbg !1715
  %1133 = getelementptr inbounds [1 x [9 x [4 x %struct.S1]]], ptr @g_1344, i64 0, i64 %1132, !dbg !1715
  %1134 = load i32, ptr %7, align 4, !dbg !1716
  %1135 = sext i32 %1134 to i64, !dbg !1715
  %1136 = getelementptr inbounds [9 x [4 x %struct.S1]], ptr %1133, i64 0, i64 %1135, !dbg !1715
  %1137 = load i32, ptr %8, align 4, !dbg !1717
  %1138 = sext i32 %1137 to i64, !dbg !1715
  %1139 = getelementptr inbounds [4 x %struct.S1], ptr %1136, i64 0, i64 %1138, !dbg !1715
  %1140 = getelementptr inbounds %struct.S1, ptr %1139, i32 0, i32 1, !dbg !1718
  %1141 = load i160, ptr %1140, align 4, !dbg !1718
  %1142 = shl i160 %1141, 71, !dbg !1718
  %1143 = ashr i160 %1142, 146, !dbg !1718
  %1144 = trunc i160 %1143 to i32, !dbg !1718
  %1145 = sext i32 %1144 to i64, !dbg !1715
  %1146 = load i32, ptr %9, align 4, !dbg !1719
  call void @transparent_crc(i64 noundef %1145, ptr noundef @.str.151, i32 noundef %1146), !dbg !1720
  %1147 = load i32, ptr %6, align 4, !dbg !1721
  %1148 = sext i32 %1147 to i64, !dbg !1722
  %1149 = getelementptr inbounds [1 x [9 x [4 x %struct.S1]]], ptr @g_1344, i64 0, i64 %1148, !dbg !1722
  %1150 = load i32, ptr %7, align 4, !dbg !1723
  %1151 = sext i32 %1150 to i64, !dbg !1722
  %1152 = getelementptr inbounds [9 x [4 x %struct.S1]], ptr %1149, i64 0, i64 %1151, !dbg !1722
  %1153 = load i32, ptr %8, align 4, !dbg !1724
  %1154 = sext i32 %1153 to i64, !dbg !1722
  %1155 = getelementptr inbounds [4 x %struct.S1], ptr %1152, i64 0, i64 %1154, !dbg !1722
  %1156 = getelementptr inbounds %struct.S1, ptr %1155, i32 0, i32 1, !dbg !1725
  %1157 = load i160, ptr %1156, align 4, !dbg !1725
  %1158 = shl i160 %1157, 53, !dbg !1725
  %1159 = ashr i160 %1158, 142, !dbg !1725
  %1160 = trunc i160 %1159 to i32, !dbg !1725
  %1161 = sext i32 %1160 to i64, !dbg !1722
  %1162 = load i32, ptr %9, align 4, !dbg !1726
  call void @transparent_crc(i64 noundef %1161, ptr noundef @.str.152, i32 noundef %1162), !dbg !1727
  %1163 = load i32, ptr %6, align 4, !dbg !1728
  %1164 = sext i32 %1163 to i64, !dbg !1729
  %1165 = getelementptr inbounds [1 x [9 x [4 x %struct.S1]]], ptr @g_1344, i64 0, i64 %1164, !dbg !1729
  %1166 = load i32, ptr %7, align 4, !dbg !1730
  %1167 = sext i32 %1166 to i64, !dbg !1729
  %1168 = getelementptr inbounds [9 x [4 x %struct.S1]], ptr %1165, i64 0, i64 %1167, !dbg !1729
  %1169 = load i32, ptr %8, align 4, !dbg !1731
  %1170 = sext i32 %1169 to i64, !dbg !1729
  %1171 = getelementptr inbounds [4 x %struct.S1], ptr %1168, i64 0, i64 %1170, !dbg !1729
  %1172 = getelementptr inbounds %struct.S1, ptr %1171, i32 0, i32 1, !dbg !1732
  %1173 = load i160, ptr %1172, align 4, !dbg !1732
  %1174 = shl i160 %1173, 22, !dbg !1732
  %1175 = ashr i160 %1174, 129, !dbg !1732
  %1176 = trunc i160 %1175 to i32, !dbg !1732
  %1177 = sext i32 %1176 to i64, !dbg !1729
  %1178 = load i32, ptr %9, align 4, !dbg !1733
  call void @transparent_crc(i64 noundef %1177, ptr noundef @.str.153, i32 noundef %1178), !dbg !1734
  %1179 = load i32, ptr %6, align 4, !dbg !1735
  %1180 = sext i32 %1179 to i64, !dbg !1736
  %1181 = getelementptr inbounds [1 x [9 x [4 x %struct.S1]]], ptr @g_1344, i64 0, i64 %1180, !dbg !1736
  %1182 = load i32, ptr %7, align 4, !dbg !1737
  %1183 = sext i32 %1182 to i64, !dbg !1736
  %1184 = getelementptr inbounds [9 x [4 x %struct.S1]], ptr %1181, i64 0, i64 %1183, !dbg !1736
  %1185 = load i32, ptr %8, align 4, !dbg !1738
  %1186 = sext i32 %1185 to i64, !dbg !1736
  %1187 = getelementptr inbounds [4 x %struct.S1], ptr %1184, i64 0, i64 %1186, !dbg !1736
  %1188 = getelementptr inbounds %struct.S1, ptr %1187, i32 0, i32 1, !dbg !1739
  %1189 = load i160, ptr %1188, align 4, !dbg !1739
  %1190 = lshr i160 %1189, 138, !dbg !1739
  %1191 = trunc i160 %1190 to i32, !dbg !1739
  %1192 = zext i32 %1191 to i64, !dbg !1736
  %1193 = load i32, ptr %9, align 4, !dbg !1740
  call void @transparent_crc(i64 noundef %1192, ptr noundef @.str.154, i32 noundef %1193), !dbg !1741
  %1194 = load i32, ptr %9, align 4, !dbg !1742
  %1195 = icmp ne i32 %1194, 0, !dbg !1742
  br i1 %1195, label %1196, label %1201, !dbg !1744

1196:                                             ; preds = %1053
  %1197 = load i32, ptr %6, align 4, !dbg !1745
  %1198 = load i32, ptr %7, align 4, !dbg !1746
  %1199 = load i32, ptr %8, align 4, !dbg !1747
  %1200 = call i32 (ptr, ...) @printf(ptr noundef @.str.69, i32 noundef %1197, i32 noundef %1198, i32 noundef %1199), !dbg !1748
  br label %1201, !dbg !1748

1201:                                             ; preds = %1196, %1053
  br label %1202, !dbg !1749

1202:                                             ; preds = %1201
  %1203 = load i32, ptr %8, align 4, !dbg !1750
  %1204 = add nsw i32 %1203, 1, !dbg !1750
  store i32 %1204, ptr %8, align 4, !dbg !1750
  br label %1050, !dbg !1751, !llvm.loop !1752

1205:                                             ; preds = %1050
  br label %1206, !dbg !1754

1206:                                             ; preds = %1205
  %1207 = load i32, ptr %7, align 4, !dbg !1755
  %1208 = add nsw i32 %1207, 1, !dbg !1755
  store i32 %1208, ptr %7, align 4, !dbg !1755
  br label %1046, !dbg !1756, !llvm.loop !1757

1209:                                             ; preds = %1046
  br label %1210, !dbg !1759

1210:                                             ; preds = %1209
  %1211 = load i32, ptr %6, align 4, !dbg !1760
  %1212 = add nsw i32 %1211, 1, !dbg !1760
  store i32 %1212, ptr %6, align 4, !dbg !1760
  br label %1042, !dbg !1761, !llvm.loop !1762

1213:                                             ; preds = %1042
  %1214 = load i16, ptr @g_1405, align 2, !dbg !1764
  %1215 = zext i16 %1214 to i64, !dbg !1764
  %1216 = load i32, ptr %9, align 4, !dbg !1765
  call void @transparent_crc(i64 noundef %1215, ptr noundef @.str.155, i32 noundef %1216), !dbg !1766
  %1217 = load i16, ptr @g_1438, align 2, !dbg !1767
  %1218 = zext i16 %1217 to i64, !dbg !1767
  %1219 = load i32, ptr %9, align 4, !dbg !1768
  call void @transparent_crc(i64 noundef %1218, ptr noundef @.str.156, i32 noundef %1219), !dbg !1769
  store i32 0, ptr %6, align 4, !dbg !1770
  br label %1220, !dbg !1772

1220:                                             ; preds = %1248, %1213
  %1221 = load i32, ptr %6, align 4, !dbg !1773
  %1222 = icmp slt i32 %1221, 6, !dbg !1775
  br i1 %1222, label %1223, label %1251, !dbg !1776

1223:                                             ; preds = %1220
  store i32 0, ptr %7, align 4, !dbg !1777
  br label %1224, !dbg !1780

1224:                                             ; preds = %1244, %1223
  %1225 = load i32, ptr %7, align 4, !dbg !1781
  %1226 = icmp slt i32 %1225, 5, !dbg !1783
  br i1 %1226, label %1227, label %1247, !dbg !1784

1227:                                             ; preds = %1224
  %1228 = load i32, ptr %6, align 4, !dbg !1785
  %1229 = sext i32 %1228 to i64, !dbg !1787
  %1230 = getelementptr inbounds [6 x [5 x i16]], ptr @g_1551, i64 0, i64 %1229, !dbg !1787
  %1231 = load i32, ptr %7, align 4, !dbg !1788
  %1232 = sext i32 %1231 to i64, !dbg !1787
  %1233 = getelementptr inbounds [5 x i16], ptr %1230, i64 0, i64 %1232, !dbg !1787
  %1234 = load volatile i16, ptr %1233, align 2, !dbg !1787
  %1235 = sext i16 %1234 to i64, !dbg !1787
  %1236 = load i32, ptr %9, align 4, !dbg !1789
  call void @transparent_crc(i64 noundef %1235, ptr noundef @.str.157, i32 noundef %1236), !dbg !1790
  %1237 = load i32, ptr %9, align 4, !dbg !1791
  %1238 = icmp ne i32 %1237, 0, !dbg !1791
  br i1 %1238, label %1239, label %1243, !dbg !1793

1239:                                             ; preds = %1227
  %1240 = load i32, ptr %6, align 4, !dbg !1794
  %1241 = load i32, ptr %7, align 4, !dbg !1795
  %1242 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %1240, i32 noundef %1241), !dbg !1796
  br label %1243, !dbg !1796

1243:                                             ; preds = %1239, %1227
  br label %1244, !dbg !1797

1244:                                             ; preds = %1243
  %1245 = load i32, ptr %7, align 4, !dbg !1798
  %1246 = add nsw i32 %1245, 1, !dbg !1798
  store i32 %1246, ptr %7, align 4, !dbg !1798
  br label %1224, !dbg !1799, !llvm.loop !1800

1247:                                             ; preds = %1224
  br label %1248, !dbg !1802

1248:                                             ; preds = %1247
  %1249 = load i32, ptr %6, align 4, !dbg !1803
  %1250 = add nsw i32 %1249, 1, !dbg !1803
  store i32 %1250, ptr %6, align 4, !dbg !1803
  br label %1220, !dbg !1804, !llvm.loop !1805

1251:                                             ; preds = %1220
  %1252 = load i32, ptr @g_1623, align 4, !dbg !1807
  %1253 = zext i32 %1252 to i64, !dbg !1807
  %1254 = load i32, ptr %9, align 4, !dbg !1808
  call void @transparent_crc(i64 noundef %1253, ptr noundef @.str.158, i32 noundef %1254), !dbg !1809
  %1255 = load i32, ptr @g_1695, align 4, !dbg !1810
  %1256 = zext i32 %1255 to i64, !dbg !1810
  %1257 = load i32, ptr %9, align 4, !dbg !1811
  call void @transparent_crc(i64 noundef %1256, ptr noundef @.str.159, i32 noundef %1257), !dbg !1812
  store i32 0, ptr %6, align 4, !dbg !1813
  br label %1258, !dbg !1815

1258:                                             ; preds = %1335, %1251
  %1259 = load i32, ptr %6, align 4, !dbg !1816
  %1260 = icmp slt i32 %1259, 8, !dbg !1818
  br i1 %1260, label %1261, label %1338, !dbg !1819

1261:                                             ; preds = %1258
  store i32 0, ptr %7, align 4, !dbg !1820
  br label %1262, !dbg !1823

1262:                                             ; preds = %1331, %1261
  %1263 = load i32, ptr %7, align 4, !dbg !1824
  %1264 = icmp slt i32 %1263, 9, !dbg !1826
  br i1 %1264, label %1265, label %1334, !dbg !1827

1265:                                             ; preds = %1262
  store i32 0, ptr %8, align 4, !dbg !1828
  br label %1266, !dbg !1831

1266:                                             ; preds = %1327, %1265
  %1267 = load i32, ptr %8, align 4, !dbg !1832
  %1268 = icmp slt i32 %1267, 3, !dbg !1834
  br i1 %1268, label %1269, label %1330, !dbg !1835

1269:                                             ; preds = %1266
  %1270 = load i32, ptr %6, align 4, !dbg !1836
  %1271 = sext i32 %1270 to i64, !dbg !1838
  %1272 = getelementptr inbounds [8 x [9 x [3 x %union.U3]]], ptr @g_1708, i64 0, i64 %1271, !dbg !1838
  %1273 = load i32, ptr %7, align 4, !dbg !1839
  %1274 = sext i32 %1273 to i64, !dbg !1838
  %1275 = getelementptr inbounds [9 x [3 x %union.U3]], ptr %1272, i64 0, i64 %1274, !dbg !1838
  %1276 = load i32, ptr %8, align 4, !dbg !1840
  %1277 = sext i32 %1276 to i64, !dbg !1838
  %1278 = getelementptr inbounds [3 x %union.U3], ptr %1275, i64 0, i64 %1277, !dbg !1838
  %1279 = load i32, ptr %1278, align 4, !dbg !1841
  %1280 = sext i32 %1279 to i64, !dbg !1838
  %1281 = load i32, ptr %9, align 4, !dbg !1842
  call void @transparent_crc(i64 noundef %1280, ptr noundef @.str.160, i32 noundef %1281), !dbg !1843
  %1282 = load i32, ptr %6, align 4, !dbg !1844
  %1283 = sext i32 %1282 to i64, !dbg !1845
  %1284 = getelementptr inbounds [8 x [9 x [3 x %union.U3]]], ptr @g_1708, i64 0, i64 %1283, !dbg !1845
  %1285 = load i32, ptr %7, align 4, !dbg !1846
  %1286 = sext i32 %1285 to i64, !dbg !1845
  %1287 = getelementptr inbounds [9 x [3 x %union.U3]], ptr %1284, i64 0, i64 %1286, !dbg !1845
  %1288 = load i32, ptr %8, align 4, !dbg !1847
  %1289 = sext i32 %1288 to i64, !dbg !1845
  %1290 = getelementptr inbounds [3 x %union.U3], ptr %1287, i64 0, i64 %1289, !dbg !1845
  %1291 = load i16, ptr %1290, align 4, !dbg !1848
  %1292 = sext i16 %1291 to i32, !dbg !1848
  %1293 = sext i32 %1292 to i64, !dbg !1845
  %1294 = load i32, ptr %9, align 4, !dbg !1849
  call void @transparent_crc(i64 noundef %1293, ptr noundef @.str.161, i32 noundef %1294), !dbg !1850
  %1295 = load i32, ptr %6, align 4, !dbg !1851
  %1296 = sext i32 %1295 to i64, !dbg !1852
  %1297 = getelementptr inbounds [8 x [9 x [3 x %union.U3]]], ptr @g_1708, i64 0, i64 %1296, !dbg !1852
  %1298 = load i32, ptr %7, align 4, !dbg !1853
  %1299 = sext i32 %1298 to i64, !dbg !1852
  %1300 = getelementptr inbounds [9 x [3 x %union.U3]], ptr %1297, i64 0, i64 %1299, !dbg !1852
  %1301 = load i32, ptr %8, align 4, !dbg !1854
  %1302 = sext i32 %1301 to i64, !dbg !1852
  %1303 = getelementptr inbounds [3 x %union.U3], ptr %1300, i64 0, i64 %1302, !dbg !1852
  %1304 = load volatile i16, ptr %1303, align 4, !dbg !1855
  %1305 = zext i16 %1304 to i64, !dbg !1852
  %1306 = load i32, ptr %9, align 4, !dbg !1856
  call void @transparent_crc(i64 noundef %1305, ptr noundef @.str.162, i32 noundef %1306), !dbg !1857
  %1307 = load i32, ptr %6, align 4, !dbg !1858
  %1308 = sext i32 %1307 to i64, !dbg !1859
  %1309 = getelementptr inbounds [8 x [9 x [3 x %union.U3]]], ptr @g_1708, i64 0, i64 %1308, !dbg !1859
  %1310 = load i32, ptr %7, align 4, !dbg !1860
  %1311 = sext i32 %1310 to i64, !dbg !1859
  %1312 = getelementptr inbounds [9 x [3 x %union.U3]], ptr %1309, i64 0, i64 %1311, !dbg !1859
  %1313 = load i32, ptr %8, align 4, !dbg !1861
  %1314 = sext i32 %1313 to i64, !dbg !1859
  %1315 = getelementptr inbounds [3 x %union.U3], ptr %1312, i64 0, i64 %1314, !dbg !1859
  %1316 = load i32, ptr %1315, align 4, !dbg !1862
  %1317 = zext i32 %1316 to i64, !dbg !1859
  %1318 = load i32, ptr %9, align 4, !dbg !1863
  call void @transparent_crc(i64 noundef %1317, ptr noundef @.str.163, i32 noundef %1318), !dbg !1864
  %1319 = load i32, ptr %9, align 4, !dbg !1865
  %1320 = icmp ne i32 %1319, 0, !dbg !1865
  br i1 %1320, label %1321, label %1326, !dbg !1867

1321:                                             ; preds = %1269
  %1322 = load i32, ptr %6, align 4, !dbg !1868
  %1323 = load i32, ptr %7, align 4, !dbg !1869
  %1324 = load i32, ptr %8, align 4, !dbg !1870
  %1325 = call i32 (ptr, ...) @printf(ptr noundef @.str.69, i32 noundef %1322, i32 noundef %1323, i32 noundef %1324), !dbg !1871
  br label %1326, !dbg !1871

1326:                                             ; preds = %1321, %1269
  br label %1327, !dbg !1872

1327:                                             ; preds = %1326
  %1328 = load i32, ptr %8, align 4, !dbg !1873
  %1329 = add nsw i32 %1328, 1, !dbg !1873
  store i32 %1329, ptr %8, align 4, !dbg !1873
  br label %1266, !dbg !1874, !llvm.loop !1875

1330:                                             ; preds = %1266
  br label %1331, !dbg !1877

1331:                                             ; preds = %1330
  %1332 = load i32, ptr %7, align 4, !dbg !1878
  %1333 = add nsw i32 %1332, 1, !dbg !1878
  store i32 %1333, ptr %7, align 4, !dbg !1878
  br label %1262, !dbg !1879, !llvm.loop !1880

1334:                                             ; preds = %1262
  br label %1335, !dbg !1882

1335:                                             ; preds = %1334
  %1336 = load i32, ptr %6, align 4, !dbg !1883
  %1337 = add nsw i32 %1336, 1, !dbg !1883
  store i32 %1337, ptr %6, align 4, !dbg !1883
  br label %1258, !dbg !1884, !llvm.loop !1885

1338:                                             ; preds = %1258
  store i32 0, ptr %6, align 4, !dbg !1887
  br label %1339, !dbg !1889

1339:                                             ; preds = %1395, %1338
  %1340 = load i32, ptr %6, align 4, !dbg !1890
  %1341 = icmp slt i32 %1340, 5, !dbg !1892
  br i1 %1341, label %1342, label %1398, !dbg !1893

1342:                                             ; preds = %1339
  store i32 0, ptr %7, align 4, !dbg !1894
  br label %1343, !dbg !1897

1343:                                             ; preds = %1391, %1342
  %1344 = load i32, ptr %7, align 4, !dbg !1898
  %1345 = icmp slt i32 %1344, 2, !dbg !1900
  br i1 %1345, label %1346, label %1394, !dbg !1901

1346:                                             ; preds = %1343
  %1347 = load i32, ptr %6, align 4, !dbg !1902
  %1348 = sext i32 %1347 to i64, !dbg !1904
  %1349 = getelementptr inbounds [5 x [2 x %union.U3]], ptr @g_1723, i64 0, i64 %1348, !dbg !1904
  %1350 = load i32, ptr %7, align 4, !dbg !1905
  %1351 = sext i32 %1350 to i64, !dbg !1904
  %1352 = getelementptr inbounds [2 x %union.U3], ptr %1349, i64 0, i64 %1351, !dbg !1904
  %1353 = load i32, ptr %1352, align 4, !dbg !1906
  %1354 = sext i32 %1353 to i64, !dbg !1904
  %1355 = load i32, ptr %9, align 4, !dbg !1907
  call void @transparent_crc(i64 noundef %1354, ptr noundef @.str.164, i32 noundef %1355), !dbg !1908
  %1356 = load i32, ptr %6, align 4, !dbg !1909
  %1357 = sext i32 %1356 to i64, !dbg !1910
  %1358 = getelementptr inbounds [5 x [2 x %union.U3]], ptr @g_1723, i64 0, i64 %1357, !dbg !1910
  %1359 = load i32, ptr %7, align 4, !dbg !1911
  %1360 = sext i32 %1359 to i64, !dbg !1910
  %1361 = getelementptr inbounds [2 x %union.U3], ptr %1358, i64 0, i64 %1360, !dbg !1910
  %1362 = load i16, ptr %1361, align 4, !dbg !1912
  %1363 = sext i16 %1362 to i32, !dbg !1912
  %1364 = sext i32 %1363 to i64, !dbg !1910
  %1365 = load i32, ptr %9, align 4, !dbg !1913
  call void @transparent_crc(i64 noundef %1364, ptr noundef @.str.165, i32 noundef %1365), !dbg !1914
  %1366 = load i32, ptr %6, align 4, !dbg !1915
  %1367 = sext i32 %1366 to i64, !dbg !1916
  %1368 = getelementptr inbounds [5 x [2 x %union.U3]], ptr @g_1723, i64 0, i64 %1367, !dbg !1916
  %1369 = load i32, ptr %7, align 4, !dbg !1917
  %1370 = sext i32 %1369 to i64, !dbg !1916
  %1371 = getelementptr inbounds [2 x %union.U3], ptr %1368, i64 0, i64 %1370, !dbg !1916
  %1372 = load volatile i16, ptr %1371, align 4, !dbg !1918
  %1373 = zext i16 %1372 to i64, !dbg !1916
  %1374 = load i32, ptr %9, align 4, !dbg !1919
  call void @transparent_crc(i64 noundef %1373, ptr noundef @.str.166, i32 noundef %1374), !dbg !1920
  %1375 = load i32, ptr %6, align 4, !dbg !1921
  %1376 = sext i32 %1375 to i64, !dbg !1922
  %1377 = getelementptr inbounds [5 x [2 x %union.U3]], ptr @g_1723, i64 0, i64 %1376, !dbg !1922
  %1378 = load i32, ptr %7, align 4, !dbg !1923
  %1379 = sext i32 %1378 to i64, !dbg !1922
  %1380 = getelementptr inbounds [2 x %union.U3], ptr %1377, i64 0, i64 %1379, !dbg !1922
  %1381 = load i32, ptr %1380, align 4, !dbg !1924
  %1382 = zext i32 %1381 to i64, !dbg !1922
  %1383 = load i32, ptr %9, align 4, !dbg !1925
  call void @transparent_crc(i64 noundef %1382, ptr noundef @.str.167, i32 noundef %1383), !dbg !1926
  %1384 = load i32, ptr %9, align 4, !dbg !1927
  %1385 = icmp ne i32 %1384, 0, !dbg !1927
  br i1 %1385, label %1386, label %1390, !dbg !1929

1386:                                             ; preds = %1346
  %1387 = load i32, ptr %6, align 4, !dbg !1930
  %1388 = load i32, ptr %7, align 4, !dbg !1931
  %1389 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %1387, i32 noundef %1388), !dbg !1932
  br label %1390, !dbg !1932

1390:                                             ; preds = %1386, %1346
  br label %1391, !dbg !1933

1391:                                             ; preds = %1390
  %1392 = load i32, ptr %7, align 4, !dbg !1934
  %1393 = add nsw i32 %1392, 1, !dbg !1934
  store i32 %1393, ptr %7, align 4, !dbg !1934
  br label %1343, !dbg !1935, !llvm.loop !1936

1394:                                             ; preds = %1343
  br label %1395, !dbg !1938

1395:                                             ; preds = %1394
  %1396 = load i32, ptr %6, align 4, !dbg !1939
  %1397 = add nsw i32 %1396, 1, !dbg !1939
  store i32 %1397, ptr %6, align 4, !dbg !1939
  br label %1339, !dbg !1940, !llvm.loop !1941

1398:                                             ; preds = %1339
  %1399 = load i32, ptr %9, align 4, !dbg !1943
  call void @transparent_crc(i64 noundef -1990316653, ptr noundef @.str.168, i32 noundef %1399), !dbg !1944
  %1400 = load i16, ptr @g_1724, align 4, !dbg !1945
  %1401 = sext i16 %1400 to i32, !dbg !1945
  %1402 = sext i32 %1401 to i64, !dbg !1946
  %1403 = load i32, ptr %9, align 4, !dbg !1947
  call void @transparent_crc(i64 noundef %1402, ptr noundef @.str.169, i32 noundef %1403), !dbg !1948
  %1404 = load volatile i16, ptr @g_1724, align 4, !dbg !1949
  %1405 = zext i16 %1404 to i64, !dbg !1950
  %1406 = load i32, ptr %9, align 4, !dbg !1951
  call void @transparent_crc(i64 noundef %1405, ptr noundef @.str.170, i32 noundef %1406), !dbg !1952
  %1407 = load i32, ptr @g_1724, align 4, !dbg !1953
  %1408 = zext i32 %1407 to i64, !dbg !1954
  %1409 = load i32, ptr %9, align 4, !dbg !1955
  call void @transparent_crc(i64 noundef %1408, ptr noundef @.str.171, i32 noundef %1409), !dbg !1956
  %1410 = load i32, ptr @g_1725, align 4, !dbg !1957
  %1411 = sext i32 %1410 to i64, !dbg !1958
  %1412 = load i32, ptr %9, align 4, !dbg !1959
  call void @transparent_crc(i64 noundef %1411, ptr noundef @.str.172, i32 noundef %1412), !dbg !1960
  %1413 = load i16, ptr @g_1725, align 4, !dbg !1961
  %1414 = sext i16 %1413 to i32, !dbg !1961
  %1415 = sext i32 %1414 to i64, !dbg !1962
  %1416 = load i32, ptr %9, align 4, !dbg !1963
  call void @transparent_crc(i64 noundef %1415, ptr noundef @.str.173, i32 noundef %1416), !dbg !1964
  %1417 = load volatile i16, ptr @g_1725, align 4, !dbg !1965
  %1418 = zext i16 %1417 to i64, !dbg !1966
  %1419 = load i32, ptr %9, align 4, !dbg !1967
  call void @transparent_crc(i64 noundef %1418, ptr noundef @.str.174, i32 noundef %1419), !dbg !1968
  %1420 = load i32, ptr @g_1725, align 4, !dbg !1969
  %1421 = zext i32 %1420 to i64, !dbg !1970
  %1422 = load i32, ptr %9, align 4, !dbg !1971
  call void @transparent_crc(i64 noundef %1421, ptr noundef @.str.175, i32 noundef %1422), !dbg !1972
  %1423 = load volatile i32, ptr @g_1728, align 1, !dbg !1973
  %1424 = sext i32 %1423 to i64, !dbg !1974
  %1425 = load i32, ptr %9, align 4, !dbg !1975
  call void @transparent_crc(i64 noundef %1424, ptr noundef @.str.176, i32 noundef %1425), !dbg !1976
  %1426 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1728, i32 0, i32 1), align 1, !dbg !1977
  %1427 = shl i160 %1426, 151, !dbg !1977
  %1428 = ashr i160 %1427, 151, !dbg !1977
  %1429 = trunc i160 %1428 to i32, !dbg !1977
  %1430 = sext i32 %1429 to i64, !dbg !1978
  %1431 = load i32, ptr %9, align 4, !dbg !1979
  call void @transparent_crc(i64 noundef %1430, ptr noundef @.str.177, i32 noundef %1431), !dbg !1980
  %1432 = load volatile i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1728, i32 0, i32 1), align 1, !dbg !1981
  %1433 = lshr i160 %1432, 9, !dbg !1981
  %1434 = and i160 %1433, 1073741823, !dbg !1981
  %1435 = trunc i160 %1434 to i32, !dbg !1981
  %1436 = zext i32 %1435 to i64, !dbg !1982
  %1437 = load i32, ptr %9, align 4, !dbg !1983
  call void @transparent_crc(i64 noundef %1436, ptr noundef @.str.178, i32 noundef %1437), !dbg !1984
  %1438 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1728, i32 0, i32 1), align 1, !dbg !1985
  %1439 = lshr i160 %1438, 39, !dbg !1985
  %1440 = and i160 %1439, 32767, !dbg !1985
  %1441 = trunc i160 %1440 to i32, !dbg !1985
  %1442 = zext i32 %1441 to i64, !dbg !1986
  %1443 = load i32, ptr %9, align 4, !dbg !1987
  call void @transparent_crc(i64 noundef %1442, ptr noundef @.str.179, i32 noundef %1443), !dbg !1988
  %1444 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1728, i32 0, i32 1), align 1, !dbg !1989
  %1445 = lshr i160 %1444, 54, !dbg !1989
  %1446 = and i160 %1445, 2097151, !dbg !1989
  %1447 = trunc i160 %1446 to i32, !dbg !1989
  %1448 = zext i32 %1447 to i64, !dbg !1990
  %1449 = load i32, ptr %9, align 4, !dbg !1991
  call void @transparent_crc(i64 noundef %1448, ptr noundef @.str.180, i32 noundef %1449), !dbg !1992
  %1450 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1728, i32 0, i32 1), align 1, !dbg !1993
  %1451 = shl i160 %1450, 71, !dbg !1993
  %1452 = ashr i160 %1451, 146, !dbg !1993
  %1453 = trunc i160 %1452 to i32, !dbg !1993
  %1454 = sext i32 %1453 to i64, !dbg !1994
  %1455 = load i32, ptr %9, align 4, !dbg !1995
  call void @transparent_crc(i64 noundef %1454, ptr noundef @.str.181, i32 noundef %1455), !dbg !1996
  %1456 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1728, i32 0, i32 1), align 1, !dbg !1997
  %1457 = shl i160 %1456, 53, !dbg !1997
  %1458 = ashr i160 %1457, 142, !dbg !1997
  %1459 = trunc i160 %1458 to i32, !dbg !1997
  %1460 = sext i32 %1459 to i64, !dbg !1998
  %1461 = load i32, ptr %9, align 4, !dbg !1999
  call void @transparent_crc(i64 noundef %1460, ptr noundef @.str.182, i32 noundef %1461), !dbg !2000
  %1462 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1728, i32 0, i32 1), align 1, !dbg !2001
  %1463 = shl i160 %1462, 22, !dbg !2001
  %1464 = ashr i160 %1463, 129, !dbg !2001
  %1465 = trunc i160 %1464 to i32, !dbg !2001
  %1466 = sext i32 %1465 to i64, !dbg !2002
  %1467 = load i32, ptr %9, align 4, !dbg !2003
  call void @transparent_crc(i64 noundef %1466, ptr noundef @.str.183, i32 noundef %1467), !dbg !2004
  %1468 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1728, i32 0, i32 1), align 1, !dbg !2005
  %1469 = lshr i160 %1468, 138, !dbg !2005
  %1470 = trunc i160 %1469 to i32, !dbg !2005
  %1471 = zext i32 %1470 to i64, !dbg !2006
  %1472 = load i32, ptr %9, align 4, !dbg !2007
  call void @transparent_crc(i64 noundef %1471, ptr noundef @.str.184, i32 noundef %1472), !dbg !2008
  store i32 0, ptr %6, align 4, !dbg !2009
  br label %1473, !dbg !2011

1473:                                             ; preds = %1569, %1398
  %1474 = load i32, ptr %6, align 4, !dbg !2012
  %1475 = icmp slt i32 %1474, 6, !dbg !2014
  br i1 %1475, label %1476, label %1572, !dbg !2015

1476:                                             ; preds = %1473
  %1477 = load i32, ptr %6, align 4, !dbg !2016
  %1478 = sext i32 %1477 to i64, !dbg !2018
  %1479 = getelementptr inbounds [6 x %struct.S1], ptr @g_1729, i64 0, i64 %1478, !dbg !2018
  %1480 = getelementptr inbounds %struct.S1, ptr %1479, i32 0, i32 0, !dbg !2019
  %1481 = load volatile i32, ptr %1480, align 8, !dbg !2019
  %1482 = sext i32 %1481 to i64, !dbg !2018
  %1483 = load i32, ptr %9, align 4, !dbg !2020
  call void @transparent_crc(i64 noundef %1482, ptr noundef @.str.185, i32 noundef %1483), !dbg !2021
  %1484 = load i32, ptr %6, align 4, !dbg !2022
  %1485 = sext i32 %1484 to i64, !dbg !2023
  %1486 = getelementptr inbounds [6 x %struct.S1], ptr @g_1729, i64 0, i64 %1485, !dbg !2023
  %1487 = getelementptr inbounds %struct.S1, ptr %1486, i32 0, i32 1, !dbg !2024
  %1488 = load i160, ptr %1487, align 4, !dbg !2024
  %1489 = shl i160 %1488, 151, !dbg !2024
  %1490 = ashr i160 %1489, 151, !dbg !2024
  %1491 = trunc i160 %1490 to i32, !dbg !2024
  %1492 = sext i32 %1491 to i64, !dbg !2023
  %1493 = load i32, ptr %9, align 4, !dbg !2025
  call void @transparent_crc(i64 noundef %1492, ptr noundef @.str.186, i32 noundef %1493), !dbg !2026
  %1494 = load i32, ptr %6, align 4, !dbg !2027
  %1495 = sext i32 %1494 to i64, !dbg !2028
  %1496 = getelementptr inbounds [6 x %struct.S1], ptr @g_1729, i64 0, i64 %1495, !dbg !2028
  %1497 = getelementptr inbounds %struct.S1, ptr %1496, i32 0, i32 1, !dbg !2029
  %1498 = load volatile i160, ptr %1497, align 4, !dbg !2029
  %1499 = lshr i160 %1498, 9, !dbg !2029
  %1500 = and i160 %1499, 1073741823, !dbg !2029
  %1501 = trunc i160 %1500 to i32, !dbg !2029
  %1502 = zext i32 %1501 to i64, !dbg !2028
  %1503 = load i32, ptr %9, align 4, !dbg !2030
  call void @transparent_crc(i64 noundef %1502, ptr noundef @.str.187, i32 noundef %1503), !dbg !2031
  %1504 = load i32, ptr %6, align 4, !dbg !2032
  %1505 = sext i32 %1504 to i64, !dbg !2033
  %1506 = getelementptr inbounds [6 x %struct.S1], ptr @g_1729, i64 0, i64 %1505, !dbg !2033
  %1507 = getelementptr inbounds %struct.S1, ptr %1506, i32 0, i32 1, !dbg !2034
  %1508 = load i160, ptr %1507, align 4, !dbg !2034
  %1509 = lshr i160 %1508, 39, !dbg !2034
  %1510 = and i160 %1509, 32767, !dbg !2034
  %1511 = trunc i160 %1510 to i32, !dbg !2034
  %1512 = zext i32 %1511 to i64, !dbg !2033
  %1513 = load i32, ptr %9, align 4, !dbg !2035
  call void @transparent_crc(i64 noundef %1512, ptr noundef @.str.188, i32 noundef %1513), !dbg !2036
  %1514 = load i32, ptr %6, align 4, !dbg !2037
  %1515 = sext i32 %1514 to i64, !dbg !2038
  %1516 = getelementptr inbounds [6 x %struct.S1], ptr @g_1729, i64 0, i64 %1515, !dbg !2038
  %1517 = getelementptr inbounds %struct.S1, ptr %1516, i32 0, i32 1, !dbg !2039
  %1518 = load i160, ptr %1517, align 4, !dbg !2039
  %1519 = lshr i160 %1518, 54, !dbg !2039
  %1520 = and i160 %1519, 2097151, !dbg !2039
  %1521 = trunc i160 %1520 to i32, !dbg !2039
  %1522 = zext i32 %1521 to i64, !dbg !2038
  %1523 = load i32, ptr %9, align 4, !dbg !2040
  call void @transparent_crc(i64 noundef %1522, ptr noundef @.str.189, i32 noundef %1523), !dbg !2041
  %1524 = load i32, ptr %6, align 4, !dbg !2042
  %1525 = sext i32 %1524 to i64, !dbg !2043
  %1526 = getelementptr inbounds [6 x %struct.S1], ptr @g_1729, i64 0, i64 %1525, !dbg !2043
  %1527 = getelementptr inbounds %struct.S1, ptr %1526, i32 0, i32 1, !dbg !2044
  %1528 = load i160, ptr %1527, align 4, !dbg !2044
  %1529 = shl i160 %1528, 71, !dbg !2044
  %1530 = ashr i160 %1529, 146, !dbg !2044
  %1531 = trunc i160 %1530 to i32, !dbg !2044
  %1532 = sext i32 %1531 to i64, !dbg !2043
  %1533 = load i32, ptr %9, align 4, !dbg !2045
  call void @transparent_crc(i64 noundef %1532, ptr noundef @.str.190, i32 noundef %1533), !dbg !2046
  %1534 = load i32, ptr %6, align 4, !dbg !2047
  %1535 = sext i32 %1534 to i64, !dbg !2048
  %1536 = getelementptr inbounds [6 x %struct.S1], ptr @g_1729, i64 0, i64 %1535, !dbg !2048
  %1537 = getelementptr inbounds %struct.S1, ptr %1536, i32 0, i32 1, !dbg !2049
  %1538 = load i160, ptr %1537, align 4, !dbg !2049
  %1539 = shl i160 %1538, 53, !dbg !2049
  %1540 = ashr i160 %1539, 142, !dbg !2049
  %1541 = trunc i160 %1540 to i32, !dbg !2049
  %1542 = sext i32 %1541 to i64, !dbg !2048
  %1543 = load i32, ptr %9, align 4, !dbg !2050
  call void @transparent_crc(i64 noundef %1542, ptr noundef @.str.191, i32 noundef %1543), !dbg !2051
  %1544 = load i32, ptr %6, align 4, !dbg !2052
  %1545 = sext i32 %1544 to i64, !dbg !2053
  %1546 = getelementptr inbounds [6 x %struct.S1], ptr @g_1729, i64 0, i64 %1545, !dbg !2053
  %1547 = getelementptr inbounds %struct.S1, ptr %1546, i32 0, i32 1, !dbg !2054
  %1548 = load i160, ptr %1547, align 4, !dbg !2054
  %1549 = shl i160 %1548, 22, !dbg !2054
  %1550 = ashr i160 %1549, 129, !dbg !2054
  %1551 = trunc i160 %1550 to i32, !dbg !2054
  %1552 = sext i32 %1551 to i64, !dbg !2053
  %1553 = load i32, ptr %9, align 4, !dbg !2055
  call void @transparent_crc(i64 noundef %1552, ptr noundef @.str.192, i32 noundef %1553), !dbg !2056
  %1554 = load i32, ptr %6, align 4, !dbg !2057
  %1555 = sext i32 %1554 to i64, !dbg !2058
  %1556 = getelementptr inbounds [6 x %struct.S1], ptr @g_1729, i64 0, i64 %1555, !dbg !2058
  %1557 = getelementptr inbounds %struct.S1, ptr %1556, i32 0, i32 1, !dbg !2059
  %1558 = load i160, ptr %1557, align 4, !dbg !2059
  %1559 = lshr i160 %1558, 138, !dbg !2059
  %1560 = trunc i160 %1559 to i32, !dbg !2059
  %1561 = zext i32 %1560 to i64, !dbg !2058
  %1562 = load i32, ptr %9, align 4, !dbg !2060
  call void @transparent_crc(i64 noundef %1561, ptr noundef @.str.193, i32 noundef %1562), !dbg !2061
  %1563 = load i32, ptr %9, align 4, !dbg !2062
  %1564 = icmp ne i32 %1563, 0, !dbg !2062
  br i1 %1564, label %1565, label %1568, !dbg !2064

1565:                                             ; preds = %1476
  %1566 = load i32, ptr %6, align 4, !dbg !2065
  %1567 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %1566), !dbg !2066
  br label %1568, !dbg !2066

1568:                                             ; preds = %1565, %1476
  br label %1569, !dbg !2067

1569:                                             ; preds = %1568
  %1570 = load i32, ptr %6, align 4, !dbg !2068
  %1571 = add nsw i32 %1570, 1, !dbg !2068
  store i32 %1571, ptr %6, align 4, !dbg !2068
  br label %1473, !dbg !2069, !llvm.loop !2070

1572:                                             ; preds = %1473
  store i32 0, ptr %6, align 4, !dbg !2072
  br label %1573, !dbg !2074

1573:                                             ; preds = %1650, %1572
  %1574 = load i32, ptr %6, align 4, !dbg !2075
  %1575 = icmp slt i32 %1574, 9, !dbg !2077
  br i1 %1575, label %1576, label %1653, !dbg !2078

1576:                                             ; preds = %1573
  store i32 0, ptr %7, align 4, !dbg !2079
  br label %1577, !dbg !2082

1577:                                             ; preds = %1646, %1576
  %1578 = load i32, ptr %7, align 4, !dbg !2083
  %1579 = icmp slt i32 %1578, 1, !dbg !2085
  br i1 %1579, label %1580, label %1649, !dbg !2086

1580:                                             ; preds = %1577
  store i32 0, ptr %8, align 4, !dbg !2087
  br label %1581, !dbg !2090

1581:                                             ; preds = %1642, %1580
  %1582 = load i32, ptr %8, align 4, !dbg !2091
  %1583 = icmp slt i32 %1582, 6, !dbg !2093
  br i1 %1583, label %1584, label %1645, !dbg !2094

1584:                                             ; preds = %1581
  %1585 = load i32, ptr %6, align 4, !dbg !2095
  %1586 = sext i32 %1585 to i64, !dbg !2097
  %1587 = getelementptr inbounds [9 x [1 x [6 x %union.U3]]], ptr @g_1875, i64 0, i64 %1586, !dbg !2097
  %1588 = load i32, ptr %7, align 4, !dbg !2098
  %1589 = sext i32 %1588 to i64, !dbg !2097
  %1590 = getelementptr inbounds [1 x [6 x %union.U3]], ptr %1587, i64 0, i64 %1589, !dbg !2097
  %1591 = load i32, ptr %8, align 4, !dbg !2099
  %1592 = sext i32 %1591 to i64, !dbg !2097
  %1593 = getelementptr inbounds [6 x %union.U3], ptr %1590, i64 0, i64 %1592, !dbg !2097
  %1594 = load i32, ptr %1593, align 4, !dbg !2100
  %1595 = sext i32 %1594 to i64, !dbg !2097
  %1596 = load i32, ptr %9, align 4, !dbg !2101
  call void @transparent_crc(i64 noundef %1595, ptr noundef @.str.194, i32 noundef %1596), !dbg !2102
  %1597 = load i32, ptr %6, align 4, !dbg !2103
  %1598 = sext i32 %1597 to i64, !dbg !2104
  %1599 = getelementptr inbounds [9 x [1 x [6 x %union.U3]]], ptr @g_1875, i64 0, i64 %1598, !dbg !2104
  %1600 = load i32, ptr %7, align 4, !dbg !2105
  %1601 = sext i32 %1600 to i64, !dbg !2104
  %1602 = getelementptr inbounds [1 x [6 x %union.U3]], ptr %1599, i64 0, i64 %1601, !dbg !2104
  %1603 = load i32, ptr %8, align 4, !dbg !2106
  %1604 = sext i32 %1603 to i64, !dbg !2104
  %1605 = getelementptr inbounds [6 x %union.U3], ptr %1602, i64 0, i64 %1604, !dbg !2104
  %1606 = load i16, ptr %1605, align 4, !dbg !2107
  %1607 = sext i16 %1606 to i32, !dbg !2107
  %1608 = sext i32 %1607 to i64, !dbg !2104
  %1609 = load i32, ptr %9, align 4, !dbg !2108
  call void @transparent_crc(i64 noundef %1608, ptr noundef @.str.195, i32 noundef %1609), !dbg !2109
  %1610 = load i32, ptr %6, align 4, !dbg !2110
  %1611 = sext i32 %1610 to i64, !dbg !2111
  %1612 = getelementptr inbounds [9 x [1 x [6 x %union.U3]]], ptr @g_1875, i64 0, i64 %1611, !dbg !2111
  %1613 = load i32, ptr %7, align 4, !dbg !2112
  %1614 = sext i32 %1613 to i64, !dbg !2111
  %1615 = getelementptr inbounds [1 x [6 x %union.U3]], ptr %1612, i64 0, i64 %1614, !dbg !2111
  %1616 = load i32, ptr %8, align 4, !dbg !2113
  %1617 = sext i32 %1616 to i64, !dbg !2111
  %1618 = getelementptr inbounds [6 x %union.U3], ptr %1615, i64 0, i64 %1617, !dbg !2111
  %1619 = load volatile i16, ptr %1618, align 4, !dbg !2114
  %1620 = zext i16 %1619 to i64, !dbg !2111
  %1621 = load i32, ptr %9, align 4, !dbg !2115
  call void @transparent_crc(i64 noundef %1620, ptr noundef @.str.196, i32 noundef %1621), !dbg !2116
  %1622 = load i32, ptr %6, align 4, !dbg !2117
  %1623 = sext i32 %1622 to i64, !dbg !2118
  %1624 = getelementptr inbounds [9 x [1 x [6 x %union.U3]]], ptr @g_1875, i64 0, i64 %1623, !dbg !2118
  %1625 = load i32, ptr %7, align 4, !dbg !2119
  %1626 = sext i32 %1625 to i64, !dbg !2118
  %1627 = getelementptr inbounds [1 x [6 x %union.U3]], ptr %1624, i64 0, i64 %1626, !dbg !2118
  %1628 = load i32, ptr %8, align 4, !dbg !2120
  %1629 = sext i32 %1628 to i64, !dbg !2118
  %1630 = getelementptr inbounds [6 x %union.U3], ptr %1627, i64 0, i64 %1629, !dbg !2118
  %1631 = load i32, ptr %1630, align 4, !dbg !2121
  %1632 = zext i32 %1631 to i64, !dbg !2118
  %1633 = load i32, ptr %9, align 4, !dbg !2122
  call void @transparent_crc(i64 noundef %1632, ptr noundef @.str.197, i32 noundef %1633), !dbg !2123
  %1634 = load i32, ptr %9, align 4, !dbg !2124
  %1635 = icmp ne i32 %1634, 0, !dbg !2124
  br i1 %1635, label %1636, label %1641, !dbg !2126

1636:                                             ; preds = %1584
  %1637 = load i32, ptr %6, align 4, !dbg !2127
  %1638 = load i32, ptr %7, align 4, !dbg !2128
  %1639 = load i32, ptr %8, align 4, !dbg !2129
  %1640 = call i32 (ptr, ...) @printf(ptr noundef @.str.69, i32 noundef %1637, i32 noundef %1638, i32 noundef %1639), !dbg !2130
  br label %1641, !dbg !2130

1641:                                             ; preds = %1636, %1584
  br label %1642, !dbg !2131

1642:                                             ; preds = %1641
  %1643 = load i32, ptr %8, align 4, !dbg !2132
  %1644 = add nsw i32 %1643, 1, !dbg !2132
  store i32 %1644, ptr %8, align 4, !dbg !2132
  br label %1581, !dbg !2133, !llvm.loop !2134

1645:                                             ; preds = %1581
  br label %1646, !dbg !2136

1646:                                             ; preds = %1645
  %1647 = load i32, ptr %7, align 4, !dbg !2137
  %1648 = add nsw i32 %1647, 1, !dbg !2137
  store i32 %1648, ptr %7, align 4, !dbg !2137
  br label %1577, !dbg !2138, !llvm.loop !2139

1649:                                             ; preds = %1577
  br label %1650, !dbg !2141

1650:                                             ; preds = %1649
  %1651 = load i32, ptr %6, align 4, !dbg !2142
  %1652 = add nsw i32 %1651, 1, !dbg !2142
  store i32 %1652, ptr %6, align 4, !dbg !2142
  br label %1573, !dbg !2143, !llvm.loop !2144

1653:                                             ; preds = %1573
  %1654 = load volatile i32, ptr @g_1877, align 1, !dbg !2146
  %1655 = sext i32 %1654 to i64, !dbg !2147
  %1656 = load i32, ptr %9, align 4, !dbg !2148
  call void @transparent_crc(i64 noundef %1655, ptr noundef @.str.198, i32 noundef %1656), !dbg !2149
  %1657 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1877, i32 0, i32 1), align 1, !dbg !2150
  %1658 = shl i160 %1657, 151, !dbg !2150
  %1659 = ashr i160 %1658, 151, !dbg !2150
  %1660 = trunc i160 %1659 to i32, !dbg !2150
  %1661 = sext i32 %1660 to i64, !dbg !2151
  %1662 = load i32, ptr %9, align 4, !dbg !2152
  call void @transparent_crc(i64 noundef %1661, ptr noundef @.str.199, i32 noundef %1662), !dbg !2153
  %1663 = load volatile i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1877, i32 0, i32 1), align 1, !dbg !2154
  %1664 = lshr i160 %1663, 9, !dbg !2154
  %1665 = and i160 %1664, 1073741823, !dbg !2154
  %1666 = trunc i160 %1665 to i32, !dbg !2154
  %1667 = zext i32 %1666 to i64, !dbg !2155
  %1668 = load i32, ptr %9, align 4, !dbg !2156
  call void @transparent_crc(i64 noundef %1667, ptr noundef @.str.200, i32 noundef %1668), !dbg !2157
  %1669 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1877, i32 0, i32 1), align 1, !dbg !2158
  %1670 = lshr i160 %1669, 39, !dbg !2158
  %1671 = and i160 %1670, 32767, !dbg !2158
  %1672 = trunc i160 %1671 to i32, !dbg !2158
  %1673 = zext i32 %1672 to i64, !dbg !2159
  %1674 = load i32, ptr %9, align 4, !dbg !2160
  call void @transparent_crc(i64 noundef %1673, ptr noundef @.str.201, i32 noundef %1674), !dbg !2161
  %1675 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1877, i32 0, i32 1), align 1, !dbg !2162
  %1676 = lshr i160 %1675, 54, !dbg !2162
  %1677 = and i160 %1676, 2097151, !dbg !2162
  %1678 = trunc i160 %1677 to i32, !dbg !2162
  %1679 = zext i32 %1678 to i64, !dbg !2163
  %1680 = load i32, ptr %9, align 4, !dbg !2164
  call void @transparent_crc(i64 noundef %1679, ptr noundef @.str.202, i32 noundef %1680), !dbg !2165
  %1681 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1877, i32 0, i32 1), align 1, !dbg !2166
  %1682 = shl i160 %1681, 71, !dbg !2166
  %1683 = ashr i160 %1682, 146, !dbg !2166
  %1684 = trunc i160 %1683 to i32, !dbg !2166
  %1685 = sext i32 %1684 to i64, !dbg !2167
  %1686 = load i32, ptr %9, align 4, !dbg !2168
  call void @transparent_crc(i64 noundef %1685, ptr noundef @.str.203, i32 noundef %1686), !dbg !2169
  %1687 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1877, i32 0, i32 1), align 1, !dbg !2170
  %1688 = shl i160 %1687, 53, !dbg !2170
  %1689 = ashr i160 %1688, 142, !dbg !2170
  %1690 = trunc i160 %1689 to i32, !dbg !2170
  %1691 = sext i32 %1690 to i64, !dbg !2171
  %1692 = load i32, ptr %9, align 4, !dbg !2172
  call void @transparent_crc(i64 noundef %1691, ptr noundef @.str.204, i32 noundef %1692), !dbg !2173
  %1693 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1877, i32 0, i32 1), align 1, !dbg !2174
  %1694 = shl i160 %1693, 22, !dbg !2174
  %1695 = ashr i160 %1694, 129, !dbg !2174
  %1696 = trunc i160 %1695 to i32, !dbg !2174
  %1697 = sext i32 %1696 to i64, !dbg !2175
  %1698 = load i32, ptr %9, align 4, !dbg !2176
  call void @transparent_crc(i64 noundef %1697, ptr noundef @.str.205, i32 noundef %1698), !dbg !2177
  %1699 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1877, i32 0, i32 1), align 1, !dbg !2178
  %1700 = lshr i160 %1699, 138, !dbg !2178
  %1701 = trunc i160 %1700 to i32, !dbg !2178
  %1702 = zext i32 %1701 to i64, !dbg !2179
  %1703 = load i32, ptr %9, align 4, !dbg !2180
  call void @transparent_crc(i64 noundef %1702, ptr noundef @.str.206, i32 noundef %1703), !dbg !2181
  %1704 = load volatile i32, ptr @g_1879, align 1, !dbg !2182
  %1705 = sext i32 %1704 to i64, !dbg !2183
  %1706 = load i32, ptr %9, align 4, !dbg !2184
  call void @transparent_crc(i64 noundef %1705, ptr noundef @.str.207, i32 noundef %1706), !dbg !2185
  %1707 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1879, i32 0, i32 1), align 1, !dbg !2186
  %1708 = shl i160 %1707, 151, !dbg !2186
  %1709 = ashr i160 %1708, 151, !dbg !2186
  %1710 = trunc i160 %1709 to i32, !dbg !2186
  %1711 = sext i32 %1710 to i64, !dbg !2187
  %1712 = load i32, ptr %9, align 4, !dbg !2188
  call void @transparent_crc(i64 noundef %1711, ptr noundef @.str.208, i32 noundef %1712), !dbg !2189
  %1713 = load volatile i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1879, i32 0, i32 1), align 1, !dbg !2190
  %1714 = lshr i160 %1713, 9, !dbg !2190
  %1715 = and i160 %1714, 1073741823, !dbg !2190
  %1716 = trunc i160 %1715 to i32, !dbg !2190
  %1717 = zext i32 %1716 to i64, !dbg !2191
  %1718 = load i32, ptr %9, align 4, !dbg !2192
  call void @transparent_crc(i64 noundef %1717, ptr noundef @.str.209, i32 noundef %1718), !dbg !2193
  %1719 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1879, i32 0, i32 1), align 1, !dbg !2194
  %1720 = lshr i160 %1719, 39, !dbg !2194
  %1721 = and i160 %1720, 32767, !dbg !2194
  %1722 = trunc i160 %1721 to i32, !dbg !2194
  %1723 = zext i32 %1722 to i64, !dbg !2195
  %1724 = load i32, ptr %9, align 4, !dbg !2196
  call void @transparent_crc(i64 noundef %1723, ptr noundef @.str.210, i32 noundef %1724), !dbg !2197
  %1725 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1879, i32 0, i32 1), align 1, !dbg !2198
  %1726 = lshr i160 %1725, 54, !dbg !2198
  %1727 = and i160 %1726, 2097151, !dbg !2198
  %1728 = trunc i160 %1727 to i32, !dbg !2198
  %1729 = zext i32 %1728 to i64, !dbg !2199
  %1730 = load i32, ptr %9, align 4, !dbg !2200
  call void @transparent_crc(i64 noundef %1729, ptr noundef @.str.211, i32 noundef %1730), !dbg !2201
  %1731 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1879, i32 0, i32 1), align 1, !dbg !2202
  %1732 = shl i160 %1731, 71, !dbg !2202
  %1733 = ashr i160 %1732, 146, !dbg !2202
  %1734 = trunc i160 %1733 to i32, !dbg !2202
  %1735 = sext i32 %1734 to i64, !dbg !2203
  %1736 = load i32, ptr %9, align 4, !dbg !2204
  call void @transparent_crc(i64 noundef %1735, ptr noundef @.str.212, i32 noundef %1736), !dbg !2205
  %1737 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1879, i32 0, i32 1), align 1, !dbg !2206
  %1738 = shl i160 %1737, 53, !dbg !2206
  %1739 = ashr i160 %1738, 142, !dbg !2206
  %1740 = trunc i160 %1739 to i32, !dbg !2206
  %1741 = sext i32 %1740 to i64, !dbg !2207
  %1742 = load i32, ptr %9, align 4, !dbg !2208
  call void @transparent_crc(i64 noundef %1741, ptr noundef @.str.213, i32 noundef %1742), !dbg !2209
  %1743 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1879, i32 0, i32 1), align 1, !dbg !2210
  %1744 = shl i160 %1743, 22, !dbg !2210
  %1745 = ashr i160 %1744, 129, !dbg !2210
  %1746 = trunc i160 %1745 to i32, !dbg !2210
  %1747 = sext i32 %1746 to i64, !dbg !2211
  %1748 = load i32, ptr %9, align 4, !dbg !2212
  call void @transparent_crc(i64 noundef %1747, ptr noundef @.str.214, i32 noundef %1748), !dbg !2213
  %1749 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1879, i32 0, i32 1), align 1, !dbg !2214
  %1750 = lshr i160 %1749, 138, !dbg !2214
  %1751 = trunc i160 %1750 to i32, !dbg !2214
  %1752 = zext i32 %1751 to i64, !dbg !2215
  %1753 = load i32, ptr %9, align 4, !dbg !2216
  call void @transparent_crc(i64 noundef %1752, ptr noundef @.str.215, i32 noundef %1753), !dbg !2217
  %1754 = load i32, ptr @g_1891, align 4, !dbg !2218
  %1755 = sext i32 %1754 to i64, !dbg !2219
  %1756 = load i32, ptr %9, align 4, !dbg !2220
  call void @transparent_crc(i64 noundef %1755, ptr noundef @.str.216, i32 noundef %1756), !dbg !2221
  %1757 = load i16, ptr @g_1891, align 4, !dbg !2222
  %1758 = sext i16 %1757 to i32, !dbg !2222
  %1759 = sext i32 %1758 to i64, !dbg !2223
  %1760 = load i32, ptr %9, align 4, !dbg !2224
  call void @transparent_crc(i64 noundef %1759, ptr noundef @.str.217, i32 noundef %1760), !dbg !2225
  %1761 = load volatile i16, ptr @g_1891, align 4, !dbg !2226
  %1762 = zext i16 %1761 to i64, !dbg !2227
  %1763 = load i32, ptr %9, align 4, !dbg !2228
  call void @transparent_crc(i64 noundef %1762, ptr noundef @.str.218, i32 noundef %1763), !dbg !2229
  %1764 = load i32, ptr @g_1891, align 4, !dbg !2230
  %1765 = zext i32 %1764 to i64, !dbg !2231
  %1766 = load i32, ptr %9, align 4, !dbg !2232
  call void @transparent_crc(i64 noundef %1765, ptr noundef @.str.219, i32 noundef %1766), !dbg !2233
  %1767 = load volatile i32, ptr @g_1951, align 1, !dbg !2234
  %1768 = sext i32 %1767 to i64, !dbg !2235
  %1769 = load i32, ptr %9, align 4, !dbg !2236
  call void @transparent_crc(i64 noundef %1768, ptr noundef @.str.220, i32 noundef %1769), !dbg !2237
  %1770 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1951, i32 0, i32 1), align 1, !dbg !2238
  %1771 = shl i160 %1770, 151, !dbg !2238
  %1772 = ashr i160 %1771, 151, !dbg !2238
  %1773 = trunc i160 %1772 to i32, !dbg !2238
  %1774 = sext i32 %1773 to i64, !dbg !2239
  %1775 = load i32, ptr %9, align 4, !dbg !2240
  call void @transparent_crc(i64 noundef %1774, ptr noundef @.str.221, i32 noundef %1775), !dbg !2241
  %1776 = load volatile i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1951, i32 0, i32 1), align 1, !dbg !2242
  %1777 = lshr i160 %1776, 9, !dbg !2242
  %1778 = and i160 %1777, 1073741823, !dbg !2242
  %1779 = trunc i160 %1778 to i32, !dbg !2242
  %1780 = zext i32 %1779 to i64, !dbg !2243
  %1781 = load i32, ptr %9, align 4, !dbg !2244
  call void @transparent_crc(i64 noundef %1780, ptr noundef @.str.222, i32 noundef %1781), !dbg !2245
  %1782 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1951, i32 0, i32 1), align 1, !dbg !2246
  %1783 = lshr i160 %1782, 39, !dbg !2246
  %1784 = and i160 %1783, 32767, !dbg !2246
  %1785 = trunc i160 %1784 to i32, !dbg !2246
  %1786 = zext i32 %1785 to i64, !dbg !2247
  %1787 = load i32, ptr %9, align 4, !dbg !2248
  call void @transparent_crc(i64 noundef %1786, ptr noundef @.str.223, i32 noundef %1787), !dbg !2249
  %1788 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1951, i32 0, i32 1), align 1, !dbg !2250
  %1789 = lshr i160 %1788, 54, !dbg !2250
  %1790 = and i160 %1789, 2097151, !dbg !2250
  %1791 = trunc i160 %1790 to i32, !dbg !2250
  %1792 = zext i32 %1791 to i64, !dbg !2251
  %1793 = load i32, ptr %9, align 4, !dbg !2252
  call void @transparent_crc(i64 noundef %1792, ptr noundef @.str.224, i32 noundef %1793), !dbg !2253
  %1794 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1951, i32 0, i32 1), align 1, !dbg !2254
  %1795 = shl i160 %1794, 71, !dbg !2254
  %1796 = ashr i160 %1795, 146, !dbg !2254
  %1797 = trunc i160 %1796 to i32, !dbg !2254
  %1798 = sext i32 %1797 to i64, !dbg !2255
  %1799 = load i32, ptr %9, align 4, !dbg !2256
  call void @transparent_crc(i64 noundef %1798, ptr noundef @.str.225, i32 noundef %1799), !dbg !2257
  %1800 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1951, i32 0, i32 1), align 1, !dbg !2258
  %1801 = shl i160 %1800, 53, !dbg !2258
  %1802 = ashr i160 %1801, 142, !dbg !2258
  %1803 = trunc i160 %1802 to i32, !dbg !2258
  %1804 = sext i32 %1803 to i64, !dbg !2259
  %1805 = load i32, ptr %9, align 4, !dbg !2260
  call void @transparent_crc(i64 noundef %1804, ptr noundef @.str.226, i32 noundef %1805), !dbg !2261
  %1806 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1951, i32 0, i32 1), align 1, !dbg !2262
  %1807 = shl i160 %1806, 22, !dbg !2262
  %1808 = ashr i160 %1807, 129, !dbg !2262
  %1809 = trunc i160 %1808 to i32, !dbg !2262
  %1810 = sext i32 %1809 to i64, !dbg !2263
  %1811 = load i32, ptr %9, align 4, !dbg !2264
  call void @transparent_crc(i64 noundef %1810, ptr noundef @.str.227, i32 noundef %1811), !dbg !2265
  %1812 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_1951, i32 0, i32 1), align 1, !dbg !2266
  %1813 = lshr i160 %1812, 138, !dbg !2266
  %1814 = trunc i160 %1813 to i32, !dbg !2266
  %1815 = zext i32 %1814 to i64, !dbg !2267
  %1816 = load i32, ptr %9, align 4, !dbg !2268
  call void @transparent_crc(i64 noundef %1815, ptr noundef @.str.228, i32 noundef %1816), !dbg !2269
  %1817 = load i32, ptr @crc32_context, align 4, !dbg !2270
  %1818 = zext i32 %1817 to i64, !dbg !2270
  %1819 = xor i64 %1818, 4294967295, !dbg !2271
  %1820 = trunc i64 %1819 to i32, !dbg !2270
  %1821 = load i32, ptr %9, align 4, !dbg !2272
  call void @platform_main_end(i32 noundef %1820, i32 noundef %1821), !dbg !2273
  ret i32 0, !dbg !2274
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !2275 {
  ret void, !dbg !2278
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !2279 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !2280, !DIExpression(), !2281)
    #dbg_declare(ptr %2, !2282, !DIExpression(), !2284)
  store i32 -306674912, ptr %2, align 4, !dbg !2284
    #dbg_declare(ptr %3, !2285, !DIExpression(), !2286)
    #dbg_declare(ptr %4, !2287, !DIExpression(), !2288)
  store i32 0, ptr %3, align 4, !dbg !2289
  br label %5, !dbg !2291

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !2292
  %7 = icmp slt i32 %6, 256, !dbg !2294
  br i1 %7, label %8, label %36, !dbg !2295

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !2296
  store i32 %9, ptr %1, align 4, !dbg !2298
  store i32 8, ptr %4, align 4, !dbg !2299
  br label %10, !dbg !2301

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !2302
  %12 = icmp sgt i32 %11, 0, !dbg !2304
  br i1 %12, label %13, label %28, !dbg !2305

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !2306
  %15 = and i32 %14, 1, !dbg !2309
  %16 = icmp ne i32 %15, 0, !dbg !2309
  br i1 %16, label %17, label %21, !dbg !2310

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !2311
  %19 = lshr i32 %18, 1, !dbg !2313
  %20 = xor i32 %19, -306674912, !dbg !2314
  store i32 %20, ptr %1, align 4, !dbg !2315
  br label %24, !dbg !2316

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !2317
  %23 = lshr i32 %22, 1, !dbg !2317
  store i32 %23, ptr %1, align 4, !dbg !2317
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !2319

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !2320
  %27 = add nsw i32 %26, -1, !dbg !2320
  store i32 %27, ptr %4, align 4, !dbg !2320
  br label %10, !dbg !2321, !llvm.loop !2322

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !2324
  %30 = load i32, ptr %3, align 4, !dbg !2325
  %31 = sext i32 %30 to i64, !dbg !2326
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !2326
  store i32 %29, ptr %32, align 4, !dbg !2327
  br label %33, !dbg !2328

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !2329
  %35 = add nsw i32 %34, 1, !dbg !2329
  store i32 %35, ptr %3, align 4, !dbg !2329
  br label %5, !dbg !2330, !llvm.loop !2331

36:                                               ; preds = %5
  ret void, !dbg !2333
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_1() #0 !dbg !2334 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [7 x %struct.S0], align 16
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [4 x i64], align 16
  %11 = alloca i8, align 1
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca [9 x ptr], align 16
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca %struct.S2, align 4
  %25 = alloca i32, align 4
  %26 = alloca %struct.S0, align 4
  %27 = alloca i32, align 4
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca i32, align 4
  %32 = alloca ptr, align 8
  %33 = alloca i32, align 4
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca [2 x [2 x ptr]], align 16
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca [4 x [1 x i32]], align 16
  %40 = alloca ptr, align 8
  %41 = alloca [9 x [3 x ptr]], align 16
  %42 = alloca [10 x [2 x i32]], align 16
  %43 = alloca i16, align 2
  %44 = alloca ptr, align 8
  %45 = alloca [3 x ptr], align 16
  %46 = alloca i8, align 1
  %47 = alloca [2 x [1 x i16]], align 2
  %48 = alloca i8, align 1
  %49 = alloca ptr, align 8
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
    #dbg_declare(ptr %2, !2337, !DIExpression(), !2338)
  store i32 1, ptr %2, align 4, !dbg !2338
    #dbg_declare(ptr %3, !2339, !DIExpression(), !2340)
  store i32 6, ptr %3, align 4, !dbg !2340
    #dbg_declare(ptr %4, !2341, !DIExpression(), !2342)
  store i32 0, ptr %4, align 4, !dbg !2342
    #dbg_declare(ptr %5, !2343, !DIExpression(), !2344)
  store ptr @g_1879, ptr %5, align 8, !dbg !2344
    #dbg_declare(ptr %6, !2345, !DIExpression(), !2346)
  store ptr %4, ptr %6, align 8, !dbg !2346
    #dbg_declare(ptr %7, !2347, !DIExpression(), !2349)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.func_1.l_1927, i64 84, i1 false), !dbg !2349
    #dbg_declare(ptr %8, !2350, !DIExpression(), !2351)
  store i64 9219718661947239047, ptr %8, align 8, !dbg !2351
    #dbg_declare(ptr %9, !2352, !DIExpression(), !2354)
  store ptr @g_1732, ptr %9, align 8, !dbg !2354
    #dbg_declare(ptr %10, !2355, !DIExpression(), !2357)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 @__const.func_1.l_1981, i64 32, i1 false), !dbg !2357
    #dbg_declare(ptr %11, !2358, !DIExpression(), !2359)
  store i8 -79, ptr %11, align 1, !dbg !2359
    #dbg_declare(ptr %12, !2360, !DIExpression(), !2361)
  store i32 5, ptr getelementptr inbounds ([8 x i32], ptr getelementptr inbounds ([8 x [8 x i32]], ptr @g_3, i64 0, i64 5), i64 0, i64 7), align 4, !dbg !2362
  br label %52, !dbg !2364

52:                                               ; preds = %165, %0
  %53 = load i32, ptr getelementptr inbounds ([8 x i32], ptr getelementptr inbounds ([8 x [8 x i32]], ptr @g_3, i64 0, i64 5), i64 0, i64 7), align 4, !dbg !2365
  %54 = icmp sge i32 %53, 0, !dbg !2367
  br i1 %54, label %55, label %168, !dbg !2368

55:                                               ; preds = %52
    #dbg_declare(ptr %13, !2369, !DIExpression(), !2371)
  store i64 -4484163158945250525, ptr %13, align 8, !dbg !2371
    #dbg_declare(ptr %14, !2372, !DIExpression(), !2373)
  store i32 960314152, ptr %14, align 4, !dbg !2373
    #dbg_declare(ptr %15, !2374, !DIExpression(), !2375)
  store ptr getelementptr inbounds ([8 x i32], ptr getelementptr inbounds ([8 x [8 x i32]], ptr @g_3, i64 0, i64 5), i64 0, i64 7), ptr %15, align 8, !dbg !2375
    #dbg_declare(ptr %16, !2376, !DIExpression(), !2378)
  store ptr %15, ptr %16, align 8, !dbg !2378
    #dbg_declare(ptr %17, !2379, !DIExpression(), !2381)
  store ptr %2, ptr %17, align 8, !dbg !2382
  %56 = getelementptr inbounds ptr, ptr %17, i64 1, !dbg !2382
  store ptr %2, ptr %56, align 8, !dbg !2382
  %57 = getelementptr inbounds ptr, ptr %17, i64 2, !dbg !2382
  store ptr %2, ptr %57, align 8, !dbg !2382
  %58 = getelementptr inbounds ptr, ptr %17, i64 3, !dbg !2382
  store ptr %2, ptr %58, align 8, !dbg !2382
  %59 = getelementptr inbounds ptr, ptr %17, i64 4, !dbg !2382
  store ptr %2, ptr %59, align 8, !dbg !2382
  %60 = getelementptr inbounds ptr, ptr %17, i64 5, !dbg !2382
  store ptr %2, ptr %60, align 8, !dbg !2382
  %61 = getelementptr inbounds ptr, ptr %17, i64 6, !dbg !2382
  store ptr %2, ptr %61, align 8, !dbg !2382
  %62 = getelementptr inbounds ptr, ptr %17, i64 7, !dbg !2382
  store ptr %2, ptr %62, align 8, !dbg !2382
  %63 = getelementptr inbounds ptr, ptr %17, i64 8, !dbg !2382
  store ptr %2, ptr %63, align 8, !dbg !2382
    #dbg_declare(ptr %18, !2383, !DIExpression(), !2384)
  %64 = getelementptr inbounds [9 x ptr], ptr %17, i64 0, i64 3, !dbg !2385
  store ptr %64, ptr %18, align 8, !dbg !2384
    #dbg_declare(ptr %19, !2386, !DIExpression(), !2387)
  store i32 286408900, ptr %19, align 4, !dbg !2387
    #dbg_declare(ptr %20, !2388, !DIExpression(), !2389)
  store i32 -2024861152, ptr %20, align 4, !dbg !2389
    #dbg_declare(ptr %21, !2390, !DIExpression(), !2391)
  store i32 0, ptr @g_5, align 4, !dbg !2392
  br label %65, !dbg !2394

65:                                               ; preds = %154, %55
  %66 = load i32, ptr @g_5, align 4, !dbg !2395
  %67 = icmp sle i32 %66, 8, !dbg !2397
  br i1 %67, label %68, label %157, !dbg !2398

68:                                               ; preds = %65
    #dbg_declare(ptr %22, !2399, !DIExpression(), !2401)
  store i64 -9047733155138418650, ptr %22, align 8, !dbg !2401
    #dbg_declare(ptr %23, !2402, !DIExpression(), !2403)
  store i32 -992636561, ptr %23, align 4, !dbg !2403
    #dbg_declare(ptr %24, !2404, !DIExpression(), !2405)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %24, ptr align 4 @__const.func_1.l_1838, i64 4, i1 false), !dbg !2405
    #dbg_declare(ptr %25, !2406, !DIExpression(), !2407)
  store i32 0, ptr %25, align 4, !dbg !2407
    #dbg_declare(ptr %26, !2408, !DIExpression(), !2409)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %26, ptr align 4 @__const.func_1.l_1928, i64 12, i1 false), !dbg !2409
    #dbg_declare(ptr %27, !2410, !DIExpression(), !2411)
  store i32 1370124220, ptr %27, align 4, !dbg !2411
    #dbg_declare(ptr %28, !2412, !DIExpression(), !2414)
  store ptr @g_712, ptr %28, align 8, !dbg !2414
  %69 = load volatile i32, ptr @g_4, align 4, !dbg !2415
  %70 = icmp ne i32 %69, 0, !dbg !2415
  br i1 %70, label %71, label %72, !dbg !2417

71:                                               ; preds = %68
  br label %157, !dbg !2418

72:                                               ; preds = %68
  store i32 0, ptr @g_6, align 4, !dbg !2419
  br label %73, !dbg !2421

73:                                               ; preds = %104, %72
  %74 = load i32, ptr @g_6, align 4, !dbg !2422
  %75 = icmp sle i32 %74, 8, !dbg !2424
  br i1 %75, label %76, label %107, !dbg !2425

76:                                               ; preds = %73
    #dbg_declare(ptr %29, !2426, !DIExpression(), !2428)
  store ptr null, ptr %29, align 8, !dbg !2428
    #dbg_declare(ptr %30, !2429, !DIExpression(), !2430)
  store ptr %29, ptr %30, align 8, !dbg !2430
    #dbg_declare(ptr %31, !2431, !DIExpression(), !2432)
  %77 = load i32, ptr getelementptr inbounds ([8 x i32], ptr getelementptr inbounds ([8 x [8 x i32]], ptr @g_3, i64 0, i64 5), i64 0, i64 7), align 4, !dbg !2433
  %78 = add nsw i32 %77, 1, !dbg !2434
  %79 = sext i32 %78 to i64, !dbg !2435
  %80 = getelementptr inbounds [9 x %struct.S1], ptr @g_2, i64 0, i64 %79, !dbg !2435
  %81 = load i32, ptr @g_5, align 4, !dbg !2436
  %82 = sext i32 %81 to i64, !dbg !2437
  %83 = getelementptr inbounds [9 x %struct.S1], ptr @g_2, i64 0, i64 %82, !dbg !2437
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %80, ptr align 8 %83, i64 24, i1 true), !dbg !2437
  %84 = load ptr, ptr %30, align 8, !dbg !2438
  store ptr null, ptr %84, align 8, !dbg !2439
  %85 = load i64, ptr %22, align 8, !dbg !2440
  store i64 %85, ptr %13, align 8, !dbg !2441
  store i64 0, ptr %22, align 8, !dbg !2442
  br label %86, !dbg !2444

86:                                               ; preds = %100, %76
  %87 = load i64, ptr %22, align 8, !dbg !2445
  %88 = icmp ule i64 %87, 8, !dbg !2447
  br i1 %88, label %89, label %103, !dbg !2448

89:                                               ; preds = %86
    #dbg_declare(ptr %32, !2449, !DIExpression(), !2451)
  store ptr @g_12, ptr %32, align 8, !dbg !2451
    #dbg_declare(ptr %33, !2452, !DIExpression(), !2453)
  store i32 -63147138, ptr %33, align 4, !dbg !2453
    #dbg_declare(ptr %34, !2454, !DIExpression(), !2455)
  store ptr @g_12, ptr %34, align 8, !dbg !2455
    #dbg_declare(ptr %35, !2456, !DIExpression(), !2457)
  store ptr @g_12, ptr %35, align 8, !dbg !2457
    #dbg_declare(ptr %36, !2458, !DIExpression(), !2461)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %36, ptr align 16 @__const.func_1.l_17, i64 32, i1 false), !dbg !2461
    #dbg_declare(ptr %37, !2462, !DIExpression(), !2463)
    #dbg_declare(ptr %38, !2464, !DIExpression(), !2465)
  %90 = load volatile i16, ptr @g_22, align 2, !dbg !2466
  %91 = add i16 %90, 1, !dbg !2466
  store volatile i16 %91, ptr @g_22, align 2, !dbg !2466
  %92 = load i32, ptr getelementptr inbounds ([8 x i32], ptr getelementptr inbounds ([8 x [8 x i32]], ptr @g_3, i64 0, i64 1), i64 0, i64 1), align 4, !dbg !2467
  %93 = icmp ne i32 %92, 0, !dbg !2467
  br i1 %93, label %94, label %95, !dbg !2469

94:                                               ; preds = %89
  br label %103, !dbg !2470

95:                                               ; preds = %89
  %96 = load i64, ptr %13, align 8, !dbg !2471
  %97 = icmp ne i64 %96, 0, !dbg !2471
  br i1 %97, label %98, label %99, !dbg !2473

98:                                               ; preds = %95
  br label %100, !dbg !2474

99:                                               ; preds = %95
  br label %100, !dbg !2475

100:                                              ; preds = %99, %98
  %101 = load i64, ptr %22, align 8, !dbg !2476
  %102 = add i64 %101, 1, !dbg !2476
  store i64 %102, ptr %22, align 8, !dbg !2476
  br label %86, !dbg !2477, !llvm.loop !2478

103:                                              ; preds = %94, %86
  br label %104, !dbg !2480

104:                                              ; preds = %103
  %105 = load i32, ptr @g_6, align 4, !dbg !2481
  %106 = add nsw i32 %105, 1, !dbg !2481
  store i32 %106, ptr @g_6, align 4, !dbg !2481
  br label %73, !dbg !2482, !llvm.loop !2483

107:                                              ; preds = %73
  store i32 1, ptr %14, align 4, !dbg !2485
  br label %108, !dbg !2487

108:                                              ; preds = %146, %107
  %109 = load i32, ptr %14, align 4, !dbg !2488
  %110 = icmp sge i32 %109, 0, !dbg !2490
  br i1 %110, label %111, label %149, !dbg !2491

111:                                              ; preds = %108
    #dbg_declare(ptr %39, !2492, !DIExpression(), !2496)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %39, ptr align 16 @__const.func_1.l_25, i64 16, i1 false), !dbg !2496
    #dbg_declare(ptr %40, !2497, !DIExpression(), !2498)
  store ptr @g_6, ptr %40, align 8, !dbg !2498
    #dbg_declare(ptr %41, !2499, !DIExpression(), !2503)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %41, ptr align 16 @__const.func_1.l_32, i64 216, i1 false), !dbg !2503
    #dbg_declare(ptr %42, !2504, !DIExpression(), !2507)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %42, ptr align 16 @__const.func_1.l_34, i64 80, i1 false), !dbg !2507
    #dbg_declare(ptr %43, !2508, !DIExpression(), !2509)
  store i16 3, ptr %43, align 2, !dbg !2509
    #dbg_declare(ptr %44, !2510, !DIExpression(), !2512)
  store ptr @g_48, ptr %44, align 8, !dbg !2512
    #dbg_declare(ptr %45, !2513, !DIExpression(), !2517)
    #dbg_declare(ptr %46, !2518, !DIExpression(), !2519)
  store i8 0, ptr %46, align 1, !dbg !2519
    #dbg_declare(ptr %47, !2520, !DIExpression(), !2523)
    #dbg_declare(ptr %48, !2524, !DIExpression(), !2525)
  store i8 1, ptr %48, align 1, !dbg !2525
    #dbg_declare(ptr %49, !2526, !DIExpression(), !2527)
  %112 = getelementptr inbounds [9 x ptr], ptr %17, i64 0, i64 4, !dbg !2528
  store ptr %112, ptr %49, align 8, !dbg !2527
    #dbg_declare(ptr %50, !2529, !DIExpression(), !2530)
    #dbg_declare(ptr %51, !2531, !DIExpression(), !2532)
  store i32 0, ptr %50, align 4, !dbg !2533
  br label %113, !dbg !2535

113:                                              ; preds = %120, %111
  %114 = load i32, ptr %50, align 4, !dbg !2536
  %115 = icmp slt i32 %114, 3, !dbg !2538
  br i1 %115, label %116, label %123, !dbg !2539

116:                                              ; preds = %113
  %117 = load i32, ptr %50, align 4, !dbg !2540
  %118 = sext i32 %117 to i64, !dbg !2541
  %119 = getelementptr inbounds [3 x ptr], ptr %45, i64 0, i64 %118, !dbg !2541
  store ptr null, ptr %119, align 8, !dbg !2542
  br label %120, !dbg !2541

120:                                              ; preds = %116
  %121 = load i32, ptr %50, align 4, !dbg !2543
  %122 = add nsw i32 %121, 1, !dbg !2543
  store i32 %122, ptr %50, align 4, !dbg !2543
  br label %113, !dbg !2544, !llvm.loop !2545

123:                                              ; preds = %113
  store i32 0, ptr %50, align 4, !dbg !2547
  br label %124, !dbg !2549

124:                                              ; preds = %142, %123
  %125 = load i32, ptr %50, align 4, !dbg !2550
  %126 = icmp slt i32 %125, 2, !dbg !2552
  br i1 %126, label %127, label %145, !dbg !2553

127:                                              ; preds = %124
  store i32 0, ptr %51, align 4, !dbg !2554
  br label %128, !dbg !2557

128:                                              ; preds = %138, %127
  %129 = load i32, ptr %51, align 4, !dbg !2558
  %130 = icmp slt i32 %129, 1, !dbg !2560
  br i1 %130, label %131, label %141, !dbg !2561

131:                                              ; preds = %128
  %132 = load i32, ptr %50, align 4, !dbg !2562
  %133 = sext i32 %132 to i64, !dbg !2563
  %134 = getelementptr inbounds [2 x [1 x i16]], ptr %47, i64 0, i64 %133, !dbg !2563
  %135 = load i32, ptr %51, align 4, !dbg !2564
  %136 = sext i32 %135 to i64, !dbg !2563
  %137 = getelementptr inbounds [1 x i16], ptr %134, i64 0, i64 %136, !dbg !2563
  store i16 0, ptr %137, align 2, !dbg !2565
  br label %138, !dbg !2563

138:                                              ; preds = %131
  %139 = load i32, ptr %51, align 4, !dbg !2566
  %140 = add nsw i32 %139, 1, !dbg !2566
  store i32 %140, ptr %51, align 4, !dbg !2566
  br label %128, !dbg !2567, !llvm.loop !2568

141:                                              ; preds = %128
  br label %142, !dbg !2570

142:                                              ; preds = %141
  %143 = load i32, ptr %50, align 4, !dbg !2571
  %144 = add nsw i32 %143, 1, !dbg !2571
  store i32 %144, ptr %50, align 4, !dbg !2571
  br label %124, !dbg !2572, !llvm.loop !2573

145:                                              ; preds = %124
  br label %146, !dbg !2575

146:                                              ; preds = %145
  %147 = load i32, ptr %14, align 4, !dbg !2576
  %148 = sub nsw i32 %147, 1, !dbg !2576
  store i32 %148, ptr %14, align 4, !dbg !2576
  br label %108, !dbg !2577, !llvm.loop !2578

149:                                              ; preds = %108
  %150 = load i32, ptr getelementptr (i8, ptr @g_3, i64 196), align 4, !dbg !2580
  %151 = icmp ne i32 %150, 0, !dbg !2582
  br i1 %151, label %152, label %153, !dbg !2583

152:                                              ; preds = %149
  br label %157, !dbg !2584

153:                                              ; preds = %149
  br label %154, !dbg !2585

154:                                              ; preds = %153
  %155 = load i32, ptr @g_5, align 4, !dbg !2586
  %156 = add nsw i32 %155, 1, !dbg !2586
  store i32 %156, ptr @g_5, align 4, !dbg !2586
  br label %65, !dbg !2587, !llvm.loop !2588

157:                                              ; preds = %152, %71, %65
  %158 = load ptr, ptr %15, align 8, !dbg !2590
  %159 = load i32, ptr %158, align 4, !dbg !2592
  %160 = icmp ne i32 %159, 0, !dbg !2593
  br i1 %160, label %161, label %162, !dbg !2594

161:                                              ; preds = %157
  br label %168, !dbg !2595

162:                                              ; preds = %157
  %163 = load ptr, ptr %15, align 8, !dbg !2596
  %164 = load i32, ptr %163, align 4, !dbg !2597
  store i32 %164, ptr %1, align 4, !dbg !2598
  br label %241, !dbg !2598

165:                                              ; No predecessors!
  %166 = load i32, ptr getelementptr inbounds ([8 x i32], ptr getelementptr inbounds ([8 x [8 x i32]], ptr @g_3, i64 0, i64 5), i64 0, i64 7), align 4, !dbg !2599
  %167 = sub nsw i32 %166, 1, !dbg !2599
  store i32 %167, ptr getelementptr inbounds ([8 x i32], ptr getelementptr inbounds ([8 x [8 x i32]], ptr @g_3, i64 0, i64 5), i64 0, i64 7), align 4, !dbg !2599
  br label %52, !dbg !2600, !llvm.loop !2601

168:                                              ; preds = %161, %52
  %169 = load ptr, ptr @g_527, align 8, !dbg !2603
  %170 = load i64, ptr %169, align 8, !dbg !2604
  %171 = icmp ne i64 %170, 0, !dbg !2605
  br i1 %171, label %172, label %234, !dbg !2606

172:                                              ; preds = %168
  %173 = load ptr, ptr @g_867, align 8, !dbg !2607
  %174 = load ptr, ptr @g_1744, align 8, !dbg !2608
  %175 = load i8, ptr %174, align 1, !dbg !2609
  %176 = zext i8 %175 to i32, !dbg !2610
  %177 = icmp ne i32 %176, 0, !dbg !2610
  br i1 %177, label %178, label %179, !dbg !2611

178:                                              ; preds = %172
  br label %179

179:                                              ; preds = %178, %172
  %180 = phi i1 [ false, %172 ], [ true, %178 ], !dbg !2612
  %181 = zext i1 %180 to i32, !dbg !2611
  %182 = trunc i32 %181 to i8, !dbg !2613
  %183 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %182, i32 noundef 1), !dbg !2614
  %184 = zext i8 %183 to i16, !dbg !2615
  %185 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext -3312, i32 noundef 10), !dbg !2616
  %186 = zext i16 %185 to i32, !dbg !2617
  %187 = xor i32 %186, -1, !dbg !2618
  %188 = load ptr, ptr @g_756, align 8, !dbg !2619
  %189 = load i64, ptr %188, align 8, !dbg !2620
  %190 = call i64 @safe_div_func_int64_t_s_s(i64 noundef 1, i64 noundef %189), !dbg !2621
  %191 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_840, i32 0, i32 1), align 1, !dbg !2622
  %192 = shl i160 %191, 22, !dbg !2622
  %193 = ashr i160 %192, 129, !dbg !2622
  %194 = trunc i160 %193 to i32, !dbg !2622
  %195 = load i160, ptr getelementptr inbounds (%struct.S1, ptr @g_837, i32 0, i32 1), align 1, !dbg !2623
  %196 = shl i160 %195, 71, !dbg !2623
  %197 = ashr i160 %196, 146, !dbg !2623
  %198 = trunc i160 %197 to i32, !dbg !2623
  %199 = icmp slt i32 %194, %198, !dbg !2624
  %200 = zext i1 %199 to i32, !dbg !2624
  %201 = load ptr, ptr @g_1744, align 8, !dbg !2625
  %202 = load i8, ptr %201, align 1, !dbg !2626
  %203 = zext i8 %202 to i32, !dbg !2627
  %204 = icmp eq i32 %200, %203, !dbg !2628
  %205 = zext i1 %204 to i32, !dbg !2628
  %206 = load ptr, ptr %6, align 8, !dbg !2629
  %207 = load i32, ptr %206, align 4, !dbg !2630
  %208 = icmp sgt i32 %205, %207, !dbg !2631
  %209 = zext i1 %208 to i32, !dbg !2631
  %210 = trunc i32 %209 to i8, !dbg !2632
  %211 = load ptr, ptr @g_1744, align 8, !dbg !2633
  %212 = load i8, ptr %211, align 1, !dbg !2634
  %213 = zext i8 %212 to i32, !dbg !2635
  %214 = call signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %210, i32 noundef %213), !dbg !2636
  %215 = sext i8 %214 to i64, !dbg !2637
  %216 = and i64 %215, 46, !dbg !2638
  %217 = icmp ne i64 %216, 0, !dbg !2639
  %218 = xor i1 %217, true, !dbg !2639
  %219 = zext i1 %218 to i32, !dbg !2639
  %220 = sext i32 %219 to i64, !dbg !2640
  %221 = or i64 %190, %220, !dbg !2641
  %222 = trunc i64 %221 to i32, !dbg !2642
  %223 = call i32 @safe_sub_func_uint32_t_u_u(i32 noundef %187, i32 noundef %222), !dbg !2643
  %224 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %184, i32 noundef %223), !dbg !2644
  %225 = sext i16 %224 to i32, !dbg !2645
  %226 = load ptr, ptr %6, align 8, !dbg !2646
  store i32 %225, ptr %226, align 4, !dbg !2647
  %227 = trunc i32 %225 to i16, !dbg !2648
  %228 = load i8, ptr %11, align 1, !dbg !2649
  %229 = zext i8 %228 to i32, !dbg !2649
  %230 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %227, i32 noundef %229), !dbg !2650
  %231 = zext i16 %230 to i64, !dbg !2651
  %232 = load ptr, ptr @g_756, align 8, !dbg !2652
  store i64 %231, ptr %232, align 8, !dbg !2653
  %233 = icmp ne i64 %231, 0, !dbg !2606
  br label %234

234:                                              ; preds = %179, %168
  %235 = phi i1 [ false, %168 ], [ %233, %179 ], !dbg !2612
  %236 = zext i1 %235 to i32, !dbg !2606
  store i32 %236, ptr getelementptr (i8, ptr @g_3, i64 196), align 4, !dbg !2654
  %237 = load i160, ptr getelementptr inbounds (%struct.S1, ptr getelementptr inbounds ([4 x %struct.S1], ptr getelementptr inbounds ([9 x [4 x %struct.S1]], ptr @g_1344, i64 0, i64 8), i64 0, i64 2), i32 0, i32 1), align 4, !dbg !2655
  %238 = lshr i160 %237, 54, !dbg !2655
  %239 = and i160 %238, 2097151, !dbg !2655
  %240 = trunc i160 %239 to i32, !dbg !2655
  store i32 %240, ptr %1, align 4, !dbg !2656
  br label %241, !dbg !2656

241:                                              ; preds = %234, %162
  %242 = load i32, ptr %1, align 4, !dbg !2657
  ret i32 %242, !dbg !2657
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !2658 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !2661, !DIExpression(), !2662)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !2663, !DIExpression(), !2664)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !2665, !DIExpression(), !2666)
  %7 = load i64, ptr %4, align 8, !dbg !2667
  call void @crc32_8bytes(i64 noundef %7), !dbg !2668
  %8 = load i32, ptr %6, align 4, !dbg !2669
  %9 = icmp ne i32 %8, 0, !dbg !2669
  br i1 %9, label %10, label %16, !dbg !2671

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !2672
  %12 = load i32, ptr @crc32_context, align 4, !dbg !2674
  %13 = zext i32 %12 to i64, !dbg !2674
  %14 = xor i64 %13, 4294967295, !dbg !2675
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.229, ptr noundef %11, i64 noundef %14), !dbg !2676
  br label %16, !dbg !2677

16:                                               ; preds = %10, %3
  ret void, !dbg !2678
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !2679 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !2682, !DIExpression(), !2683)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2684, !DIExpression(), !2685)
  %5 = load i32, ptr %3, align 4, !dbg !2686
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.247, i32 noundef %5), !dbg !2687
  ret void, !dbg !2688
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !2689 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2693, !DIExpression(), !2694)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2695, !DIExpression(), !2696)
  %5 = load i32, ptr %4, align 4, !dbg !2697
  %6 = icmp slt i32 %5, 0, !dbg !2698
  br i1 %6, label %10, label %7, !dbg !2699

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !2700
  %9 = icmp sge i32 %8, 32, !dbg !2701
  br i1 %9, label %10, label %13, !dbg !2702

10:                                               ; preds = %7, %2
  %11 = load i16, ptr %3, align 2, !dbg !2703
  %12 = zext i16 %11 to i32, !dbg !2704
  br label %18, !dbg !2702

13:                                               ; preds = %7
  %14 = load i16, ptr %3, align 2, !dbg !2705
  %15 = zext i16 %14 to i32, !dbg !2705
  %16 = load i32, ptr %4, align 4, !dbg !2706
  %17 = ashr i32 %15, %16, !dbg !2707
  br label %18, !dbg !2702

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %17, %13 ], !dbg !2702
  %20 = trunc i32 %19 to i16, !dbg !2702
  ret i16 %20, !dbg !2708
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %0, i32 noundef %1) #0 !dbg !2709 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2712, !DIExpression(), !2713)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2714, !DIExpression(), !2715)
  %5 = load i16, ptr %3, align 2, !dbg !2716
  %6 = sext i16 %5 to i32, !dbg !2716
  %7 = icmp slt i32 %6, 0, !dbg !2717
  br i1 %7, label %17, label %8, !dbg !2718

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !2719
  %10 = icmp uge i32 %9, 32, !dbg !2720
  br i1 %10, label %17, label %11, !dbg !2721

11:                                               ; preds = %8
  %12 = load i16, ptr %3, align 2, !dbg !2722
  %13 = sext i16 %12 to i32, !dbg !2722
  %14 = load i32, ptr %4, align 4, !dbg !2723
  %15 = ashr i32 32767, %14, !dbg !2724
  %16 = icmp sgt i32 %13, %15, !dbg !2725
  br i1 %16, label %17, label %20, !dbg !2726

17:                                               ; preds = %11, %8, %2
  %18 = load i16, ptr %3, align 2, !dbg !2727
  %19 = sext i16 %18 to i32, !dbg !2728
  br label %25, !dbg !2726

20:                                               ; preds = %11
  %21 = load i16, ptr %3, align 2, !dbg !2729
  %22 = sext i16 %21 to i32, !dbg !2729
  %23 = load i32, ptr %4, align 4, !dbg !2730
  %24 = shl i32 %22, %23, !dbg !2731
  br label %25, !dbg !2726

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ], !dbg !2726
  %27 = trunc i32 %26 to i16, !dbg !2726
  ret i16 %27, !dbg !2732
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !2733 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2736, !DIExpression(), !2737)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2738, !DIExpression(), !2739)
  %5 = load i32, ptr %4, align 4, !dbg !2740
  %6 = icmp uge i32 %5, 32, !dbg !2741
  br i1 %6, label %7, label %10, !dbg !2742

7:                                                ; preds = %2
  %8 = load i8, ptr %3, align 1, !dbg !2743
  %9 = zext i8 %8 to i32, !dbg !2744
  br label %15, !dbg !2742

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1, !dbg !2745
  %12 = zext i8 %11 to i32, !dbg !2745
  %13 = load i32, ptr %4, align 4, !dbg !2746
  %14 = ashr i32 %12, %13, !dbg !2747
  br label %15, !dbg !2742

15:                                               ; preds = %10, %7
  %16 = phi i32 [ %9, %7 ], [ %14, %10 ], !dbg !2742
  %17 = trunc i32 %16 to i8, !dbg !2742
  ret i8 %17, !dbg !2748
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 !dbg !2749 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !2752, !DIExpression(), !2753)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2754, !DIExpression(), !2755)
  %5 = load i32, ptr %3, align 4, !dbg !2756
  %6 = load i32, ptr %4, align 4, !dbg !2757
  %7 = sub i32 %5, %6, !dbg !2758
  ret i32 %7, !dbg !2759
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_div_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !2760 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2763, !DIExpression(), !2764)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2765, !DIExpression(), !2766)
  %5 = load i64, ptr %4, align 8, !dbg !2767
  %6 = icmp eq i64 %5, 0, !dbg !2768
  br i1 %6, label %13, label %7, !dbg !2769

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !2770
  %9 = icmp eq i64 %8, -9223372036854775808, !dbg !2771
  br i1 %9, label %10, label %15, !dbg !2772

10:                                               ; preds = %7
  %11 = load i64, ptr %4, align 8, !dbg !2773
  %12 = icmp eq i64 %11, -1, !dbg !2774
  br i1 %12, label %13, label %15, !dbg !2775

13:                                               ; preds = %10, %2
  %14 = load i64, ptr %3, align 8, !dbg !2776
  br label %19, !dbg !2775

15:                                               ; preds = %10, %7
  %16 = load i64, ptr %3, align 8, !dbg !2777
  %17 = load i64, ptr %4, align 8, !dbg !2778
  %18 = sdiv i64 %16, %17, !dbg !2779
  br label %19, !dbg !2775

19:                                               ; preds = %15, %13
  %20 = phi i64 [ %14, %13 ], [ %18, %15 ], !dbg !2775
  ret i64 %20, !dbg !2780
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %0, i32 noundef %1) #0 !dbg !2781 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2784, !DIExpression(), !2785)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2786, !DIExpression(), !2787)
  %5 = load i8, ptr %3, align 1, !dbg !2788
  %6 = sext i8 %5 to i32, !dbg !2788
  %7 = icmp slt i32 %6, 0, !dbg !2789
  br i1 %7, label %11, label %8, !dbg !2790

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !2791
  %10 = icmp uge i32 %9, 32, !dbg !2792
  br i1 %10, label %11, label %14, !dbg !2793

11:                                               ; preds = %8, %2
  %12 = load i8, ptr %3, align 1, !dbg !2794
  %13 = sext i8 %12 to i32, !dbg !2795
  br label %19, !dbg !2793

14:                                               ; preds = %8
  %15 = load i8, ptr %3, align 1, !dbg !2796
  %16 = sext i8 %15 to i32, !dbg !2796
  %17 = load i32, ptr %4, align 4, !dbg !2797
  %18 = ashr i32 %16, %17, !dbg !2798
  br label %19, !dbg !2793

19:                                               ; preds = %14, %11
  %20 = phi i32 [ %13, %11 ], [ %18, %14 ], !dbg !2793
  %21 = trunc i32 %20 to i8, !dbg !2793
  ret i8 %21, !dbg !2799
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !2800 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2803, !DIExpression(), !2804)
  %3 = load i64, ptr %2, align 8, !dbg !2805
  %4 = lshr i64 %3, 0, !dbg !2806
  %5 = and i64 %4, 255, !dbg !2807
  %6 = trunc i64 %5 to i8, !dbg !2808
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !2809
  %7 = load i64, ptr %2, align 8, !dbg !2810
  %8 = lshr i64 %7, 8, !dbg !2811
  %9 = and i64 %8, 255, !dbg !2812
  %10 = trunc i64 %9 to i8, !dbg !2813
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !2814
  %11 = load i64, ptr %2, align 8, !dbg !2815
  %12 = lshr i64 %11, 16, !dbg !2816
  %13 = and i64 %12, 255, !dbg !2817
  %14 = trunc i64 %13 to i8, !dbg !2818
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !2819
  %15 = load i64, ptr %2, align 8, !dbg !2820
  %16 = lshr i64 %15, 24, !dbg !2821
  %17 = and i64 %16, 255, !dbg !2822
  %18 = trunc i64 %17 to i8, !dbg !2823
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !2824
  %19 = load i64, ptr %2, align 8, !dbg !2825
  %20 = lshr i64 %19, 32, !dbg !2826
  %21 = and i64 %20, 255, !dbg !2827
  %22 = trunc i64 %21 to i8, !dbg !2828
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !2829
  %23 = load i64, ptr %2, align 8, !dbg !2830
  %24 = lshr i64 %23, 40, !dbg !2831
  %25 = and i64 %24, 255, !dbg !2832
  %26 = trunc i64 %25 to i8, !dbg !2833
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !2834
  %27 = load i64, ptr %2, align 8, !dbg !2835
  %28 = lshr i64 %27, 48, !dbg !2836
  %29 = and i64 %28, 255, !dbg !2837
  %30 = trunc i64 %29 to i8, !dbg !2838
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !2839
  %31 = load i64, ptr %2, align 8, !dbg !2840
  %32 = lshr i64 %31, 56, !dbg !2841
  %33 = and i64 %32, 255, !dbg !2842
  %34 = trunc i64 %33 to i8, !dbg !2843
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !2844
  ret void, !dbg !2845
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !2846 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !2849, !DIExpression(), !2850)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !2851
  %4 = lshr i32 %3, 8, !dbg !2852
  %5 = and i32 %4, 16777215, !dbg !2853
  %6 = load i32, ptr @crc32_context, align 4, !dbg !2854
  %7 = load i8, ptr %2, align 1, !dbg !2855
  %8 = zext i8 %7 to i32, !dbg !2855
  %9 = xor i32 %6, %8, !dbg !2856
  %10 = and i32 %9, 255, !dbg !2857
  %11 = zext i32 %10 to i64, !dbg !2858
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !2858
  %13 = load i32, ptr %12, align 4, !dbg !2858
  %14 = xor i32 %5, %13, !dbg !2859
  store i32 %14, ptr @crc32_context, align 4, !dbg !2860
  ret void, !dbg !2861
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!35}
!llvm.module.flags = !{!776, !777, !778, !779, !780, !781, !782}
!llvm.ident = !{!783}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1476, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "packed_121.c", directory: ".", checksumkind: CSK_MD5, checksum: "f0c6f8283a48d35f81d868d6033293fb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1482, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1483, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1484, type: !9, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1485, type: !9, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1486, type: !9, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1487, type: !9, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1488, type: !9, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1489, type: !9, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1490, type: !9, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1491, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 14)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "g_3", scope: !35, file: !2, line: 55, type: !774, isLocal: true, isDefinition: true)
!35 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !36, globals: !40, splitDebugInlining: false, nameTableKind: None)
!36 = !{!37, !38, !39}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!38 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!39 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!40 = !{!0, !7, !12, !14, !16, !18, !20, !22, !24, !26, !28, !41, !43, !48, !53, !55, !57, !62, !64, !66, !71, !73, !75, !77, !79, !81, !83, !88, !90, !95, !97, !99, !101, !103, !105, !107, !109, !111, !113, !115, !117, !119, !121, !123, !125, !127, !129, !131, !133, !135, !137, !139, !144, !146, !148, !150, !152, !154, !156, !158, !160, !162, !164, !166, !168, !170, !172, !174, !176, !178, !183, !185, !187, !189, !191, !193, !195, !197, !199, !201, !203, !205, !207, !209, !211, !213, !215, !217, !219, !221, !226, !228, !230, !232, !234, !236, !238, !240, !242, !244, !246, !248, !250, !252, !254, !256, !258, !260, !262, !264, !269, !271, !273, !275, !277, !279, !281, !283, !285, !290, !292, !294, !296, !298, !300, !302, !304, !306, !308, !310, !312, !314, !316, !318, !323, !325, !327, !329, !331, !333, !335, !337, !339, !341, !343, !345, !347, !352, !354, !356, !358, !360, !362, !364, !366, !368, !370, !372, !374, !376, !378, !380, !382, !384, !386, !388, !390, !392, !394, !396, !398, !400, !402, !404, !406, !408, !410, !412, !414, !416, !418, !420, !422, !424, !426, !428, !430, !432, !434, !436, !438, !440, !442, !444, !446, !448, !450, !452, !454, !456, !458, !460, !462, !464, !466, !468, !470, !472, !474, !476, !478, !480, !482, !484, !486, !488, !490, !492, !494, !496, !498, !500, !502, !504, !506, !508, !510, !512, !514, !516, !526, !533, !536, !542, !558, !564, !570, !575, !33, !578, !580, !582, !584, !586, !591, !594, !601, !603, !608, !616, !621, !623, !630, !632, !634, !636, !638, !641, !643, !653, !655, !657, !659, !662, !664, !666, !669, !671, !673, !675, !677, !679, !682, !684, !688, !690, !692, !694, !698, !700, !702, !704, !707, !709, !711, !713, !715, !720, !722, !727, !729, !731, !735, !737, !739, !743, !748, !750, !752, !754, !757, !761, !763, !765, !767, !769, !772}
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1498, type: !9, isLocal: true, isDefinition: true)
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
!291 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1652, type: !9, isLocal: true, isDefinition: true)
!292 = !DIGlobalVariableExpression(var: !293, expr: !DIExpression())
!293 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1653, type: !9, isLocal: true, isDefinition: true)
!294 = !DIGlobalVariableExpression(var: !295, expr: !DIExpression())
!295 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1654, type: !9, isLocal: true, isDefinition: true)
!296 = !DIGlobalVariableExpression(var: !297, expr: !DIExpression())
!297 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1655, type: !9, isLocal: true, isDefinition: true)
!298 = !DIGlobalVariableExpression(var: !299, expr: !DIExpression())
!299 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1656, type: !9, isLocal: true, isDefinition: true)
!300 = !DIGlobalVariableExpression(var: !301, expr: !DIExpression())
!301 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1657, type: !9, isLocal: true, isDefinition: true)
!302 = !DIGlobalVariableExpression(var: !303, expr: !DIExpression())
!303 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1658, type: !9, isLocal: true, isDefinition: true)
!304 = !DIGlobalVariableExpression(var: !305, expr: !DIExpression())
!305 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1659, type: !9, isLocal: true, isDefinition: true)
!306 = !DIGlobalVariableExpression(var: !307, expr: !DIExpression())
!307 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1660, type: !9, isLocal: true, isDefinition: true)
!308 = !DIGlobalVariableExpression(var: !309, expr: !DIExpression())
!309 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1661, type: !287, isLocal: true, isDefinition: true)
!310 = !DIGlobalVariableExpression(var: !311, expr: !DIExpression())
!311 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1662, type: !9, isLocal: true, isDefinition: true)
!312 = !DIGlobalVariableExpression(var: !313, expr: !DIExpression())
!313 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1663, type: !9, isLocal: true, isDefinition: true)
!314 = !DIGlobalVariableExpression(var: !315, expr: !DIExpression())
!315 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1664, type: !9, isLocal: true, isDefinition: true)
!316 = !DIGlobalVariableExpression(var: !317, expr: !DIExpression())
!317 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1665, type: !9, isLocal: true, isDefinition: true)
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
!330 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1678, type: !9, isLocal: true, isDefinition: true)
!331 = !DIGlobalVariableExpression(var: !332, expr: !DIExpression())
!332 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1679, type: !9, isLocal: true, isDefinition: true)
!333 = !DIGlobalVariableExpression(var: !334, expr: !DIExpression())
!334 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1680, type: !9, isLocal: true, isDefinition: true)
!335 = !DIGlobalVariableExpression(var: !336, expr: !DIExpression())
!336 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1681, type: !9, isLocal: true, isDefinition: true)
!337 = !DIGlobalVariableExpression(var: !338, expr: !DIExpression())
!338 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1682, type: !9, isLocal: true, isDefinition: true)
!339 = !DIGlobalVariableExpression(var: !340, expr: !DIExpression())
!340 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1683, type: !9, isLocal: true, isDefinition: true)
!341 = !DIGlobalVariableExpression(var: !342, expr: !DIExpression())
!342 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1684, type: !9, isLocal: true, isDefinition: true)
!343 = !DIGlobalVariableExpression(var: !344, expr: !DIExpression())
!344 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1685, type: !9, isLocal: true, isDefinition: true)
!345 = !DIGlobalVariableExpression(var: !346, expr: !DIExpression())
!346 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1686, type: !9, isLocal: true, isDefinition: true)
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
!395 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1747, type: !9, isLocal: true, isDefinition: true)
!396 = !DIGlobalVariableExpression(var: !397, expr: !DIExpression())
!397 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1748, type: !9, isLocal: true, isDefinition: true)
!398 = !DIGlobalVariableExpression(var: !399, expr: !DIExpression())
!399 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1749, type: !9, isLocal: true, isDefinition: true)
!400 = !DIGlobalVariableExpression(var: !401, expr: !DIExpression())
!401 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1750, type: !9, isLocal: true, isDefinition: true)
!402 = !DIGlobalVariableExpression(var: !403, expr: !DIExpression())
!403 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1751, type: !9, isLocal: true, isDefinition: true)
!404 = !DIGlobalVariableExpression(var: !405, expr: !DIExpression())
!405 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1752, type: !9, isLocal: true, isDefinition: true)
!406 = !DIGlobalVariableExpression(var: !407, expr: !DIExpression())
!407 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1753, type: !9, isLocal: true, isDefinition: true)
!408 = !DIGlobalVariableExpression(var: !409, expr: !DIExpression())
!409 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1754, type: !9, isLocal: true, isDefinition: true)
!410 = !DIGlobalVariableExpression(var: !411, expr: !DIExpression())
!411 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1755, type: !9, isLocal: true, isDefinition: true)
!412 = !DIGlobalVariableExpression(var: !413, expr: !DIExpression())
!413 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1756, type: !9, isLocal: true, isDefinition: true)
!414 = !DIGlobalVariableExpression(var: !415, expr: !DIExpression())
!415 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1757, type: !9, isLocal: true, isDefinition: true)
!416 = !DIGlobalVariableExpression(var: !417, expr: !DIExpression())
!417 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1758, type: !9, isLocal: true, isDefinition: true)
!418 = !DIGlobalVariableExpression(var: !419, expr: !DIExpression())
!419 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1759, type: !9, isLocal: true, isDefinition: true)
!420 = !DIGlobalVariableExpression(var: !421, expr: !DIExpression())
!421 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1760, type: !9, isLocal: true, isDefinition: true)
!422 = !DIGlobalVariableExpression(var: !423, expr: !DIExpression())
!423 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1761, type: !9, isLocal: true, isDefinition: true)
!424 = !DIGlobalVariableExpression(var: !425, expr: !DIExpression())
!425 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1762, type: !9, isLocal: true, isDefinition: true)
!426 = !DIGlobalVariableExpression(var: !427, expr: !DIExpression())
!427 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1763, type: !9, isLocal: true, isDefinition: true)
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
!455 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1793, type: !9, isLocal: true, isDefinition: true)
!456 = !DIGlobalVariableExpression(var: !457, expr: !DIExpression())
!457 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1794, type: !9, isLocal: true, isDefinition: true)
!458 = !DIGlobalVariableExpression(var: !459, expr: !DIExpression())
!459 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1795, type: !9, isLocal: true, isDefinition: true)
!460 = !DIGlobalVariableExpression(var: !461, expr: !DIExpression())
!461 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1796, type: !9, isLocal: true, isDefinition: true)
!462 = !DIGlobalVariableExpression(var: !463, expr: !DIExpression())
!463 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1797, type: !9, isLocal: true, isDefinition: true)
!464 = !DIGlobalVariableExpression(var: !465, expr: !DIExpression())
!465 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1798, type: !9, isLocal: true, isDefinition: true)
!466 = !DIGlobalVariableExpression(var: !467, expr: !DIExpression())
!467 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1799, type: !9, isLocal: true, isDefinition: true)
!468 = !DIGlobalVariableExpression(var: !469, expr: !DIExpression())
!469 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1800, type: !9, isLocal: true, isDefinition: true)
!470 = !DIGlobalVariableExpression(var: !471, expr: !DIExpression())
!471 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1801, type: !9, isLocal: true, isDefinition: true)
!472 = !DIGlobalVariableExpression(var: !473, expr: !DIExpression())
!473 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1802, type: !9, isLocal: true, isDefinition: true)
!474 = !DIGlobalVariableExpression(var: !475, expr: !DIExpression())
!475 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1803, type: !9, isLocal: true, isDefinition: true)
!476 = !DIGlobalVariableExpression(var: !477, expr: !DIExpression())
!477 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1804, type: !9, isLocal: true, isDefinition: true)
!478 = !DIGlobalVariableExpression(var: !479, expr: !DIExpression())
!479 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1805, type: !9, isLocal: true, isDefinition: true)
!480 = !DIGlobalVariableExpression(var: !481, expr: !DIExpression())
!481 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1806, type: !9, isLocal: true, isDefinition: true)
!482 = !DIGlobalVariableExpression(var: !483, expr: !DIExpression())
!483 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1807, type: !9, isLocal: true, isDefinition: true)
!484 = !DIGlobalVariableExpression(var: !485, expr: !DIExpression())
!485 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1808, type: !9, isLocal: true, isDefinition: true)
!486 = !DIGlobalVariableExpression(var: !487, expr: !DIExpression())
!487 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1809, type: !9, isLocal: true, isDefinition: true)
!488 = !DIGlobalVariableExpression(var: !489, expr: !DIExpression())
!489 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1810, type: !9, isLocal: true, isDefinition: true)
!490 = !DIGlobalVariableExpression(var: !491, expr: !DIExpression())
!491 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1811, type: !9, isLocal: true, isDefinition: true)
!492 = !DIGlobalVariableExpression(var: !493, expr: !DIExpression())
!493 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1812, type: !9, isLocal: true, isDefinition: true)
!494 = !DIGlobalVariableExpression(var: !495, expr: !DIExpression())
!495 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1813, type: !9, isLocal: true, isDefinition: true)
!496 = !DIGlobalVariableExpression(var: !497, expr: !DIExpression())
!497 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1814, type: !9, isLocal: true, isDefinition: true)
!498 = !DIGlobalVariableExpression(var: !499, expr: !DIExpression())
!499 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1815, type: !9, isLocal: true, isDefinition: true)
!500 = !DIGlobalVariableExpression(var: !501, expr: !DIExpression())
!501 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1816, type: !9, isLocal: true, isDefinition: true)
!502 = !DIGlobalVariableExpression(var: !503, expr: !DIExpression())
!503 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1817, type: !9, isLocal: true, isDefinition: true)
!504 = !DIGlobalVariableExpression(var: !505, expr: !DIExpression())
!505 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1818, type: !9, isLocal: true, isDefinition: true)
!506 = !DIGlobalVariableExpression(var: !507, expr: !DIExpression())
!507 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1819, type: !9, isLocal: true, isDefinition: true)
!508 = !DIGlobalVariableExpression(var: !509, expr: !DIExpression())
!509 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1820, type: !9, isLocal: true, isDefinition: true)
!510 = !DIGlobalVariableExpression(var: !511, expr: !DIExpression())
!511 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1821, type: !9, isLocal: true, isDefinition: true)
!512 = !DIGlobalVariableExpression(var: !513, expr: !DIExpression())
!513 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1822, type: !9, isLocal: true, isDefinition: true)
!514 = !DIGlobalVariableExpression(var: !515, expr: !DIExpression())
!515 = distinct !DIGlobalVariable(scope: null, file: !2, line: 1823, type: !9, isLocal: true, isDefinition: true)
!516 = !DIGlobalVariableExpression(var: !517, expr: !DIExpression())
!517 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !35, file: !518, line: 47, type: !519, isLocal: true, isDefinition: true)
!518 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!519 = !DICompositeType(tag: DW_TAG_array_type, baseType: !520, size: 8192, elements: !524)
!520 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !521, line: 26, baseType: !522)
!521 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!522 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !523, line: 42, baseType: !39)
!523 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!524 = !{!525}
!525 = !DISubrange(count: 256)
!526 = !DIGlobalVariableExpression(var: !527, expr: !DIExpression())
!527 = distinct !DIGlobalVariable(name: "g_412", scope: !35, file: !2, line: 85, type: !528, isLocal: true, isDefinition: true)
!528 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !529)
!529 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !530, size: 64)
!530 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !531, line: 26, baseType: !532)
!531 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!532 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !523, line: 41, baseType: !38)
!533 = !DIGlobalVariableExpression(var: !534, expr: !DIExpression())
!534 = distinct !DIGlobalVariable(name: "g_1732", scope: !35, file: !2, line: 155, type: !535, isLocal: true, isDefinition: true)
!535 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !520, size: 64)
!536 = !DIGlobalVariableExpression(var: !537, expr: !DIExpression())
!537 = distinct !DIGlobalVariable(name: "g_527", scope: !35, file: !2, line: 91, type: !538, isLocal: true, isDefinition: true)
!538 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !539, size: 64)
!539 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !531, line: 27, baseType: !540)
!540 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !523, line: 44, baseType: !541)
!541 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!542 = !DIGlobalVariableExpression(var: !543, expr: !DIExpression())
!543 = distinct !DIGlobalVariable(name: "g_867", scope: !35, file: !2, line: 117, type: !544, isLocal: true, isDefinition: true)
!544 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !545, size: 64)
!545 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !2, line: 25, size: 192, align: 8, elements: !546)
!546 = !{!547, !549, !550, !552, !553, !554, !555, !556, !557}
!547 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !545, file: !2, line: 26, baseType: !548, size: 32)
!548 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !530)
!549 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !545, file: !2, line: 27, baseType: !38, size: 9, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!550 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !545, file: !2, line: 28, baseType: !551, size: 30, offset: 41, flags: DIFlagBitField, extraData: i64 32)
!551 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !39)
!552 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !545, file: !2, line: 29, baseType: !39, size: 15, offset: 71, flags: DIFlagBitField, extraData: i64 32)
!553 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !545, file: !2, line: 30, baseType: !39, size: 21, offset: 86, flags: DIFlagBitField, extraData: i64 32)
!554 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !545, file: !2, line: 31, baseType: !38, size: 14, offset: 107, flags: DIFlagBitField, extraData: i64 32)
!555 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !545, file: !2, line: 32, baseType: !38, size: 18, offset: 121, flags: DIFlagBitField, extraData: i64 32)
!556 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !545, file: !2, line: 33, baseType: !38, size: 31, offset: 139, flags: DIFlagBitField, extraData: i64 32)
!557 = !DIDerivedType(tag: DW_TAG_member, name: "f8", scope: !545, file: !2, line: 34, baseType: !39, size: 22, offset: 170, flags: DIFlagBitField, extraData: i64 32)
!558 = !DIGlobalVariableExpression(var: !559, expr: !DIExpression())
!559 = distinct !DIGlobalVariable(name: "g_1744", scope: !35, file: !2, line: 156, type: !560, isLocal: true, isDefinition: true)
!560 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !561, size: 64)
!561 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !521, line: 24, baseType: !562)
!562 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !523, line: 38, baseType: !563)
!563 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!564 = !DIGlobalVariableExpression(var: !565, expr: !DIExpression())
!565 = distinct !DIGlobalVariable(name: "g_756", scope: !35, file: !2, line: 108, type: !566, isLocal: true, isDefinition: true)
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
!576 = distinct !DIGlobalVariable(name: "g_2", scope: !35, file: !2, line: 54, type: !577, isLocal: true, isDefinition: true)
!577 = !DICompositeType(tag: DW_TAG_array_type, baseType: !545, size: 1728, elements: !93)
!578 = !DIGlobalVariableExpression(var: !579, expr: !DIExpression())
!579 = distinct !DIGlobalVariable(name: "g_4", scope: !35, file: !2, line: 56, type: !548, isLocal: true, isDefinition: true)
!580 = !DIGlobalVariableExpression(var: !581, expr: !DIExpression())
!581 = distinct !DIGlobalVariable(name: "g_5", scope: !35, file: !2, line: 57, type: !530, isLocal: true, isDefinition: true)
!582 = !DIGlobalVariableExpression(var: !583, expr: !DIExpression())
!583 = distinct !DIGlobalVariable(name: "g_6", scope: !35, file: !2, line: 58, type: !530, isLocal: true, isDefinition: true)
!584 = !DIGlobalVariableExpression(var: !585, expr: !DIExpression())
!585 = distinct !DIGlobalVariable(name: "g_12", scope: !35, file: !2, line: 59, type: !530, isLocal: true, isDefinition: true)
!586 = !DIGlobalVariableExpression(var: !587, expr: !DIExpression())
!587 = distinct !DIGlobalVariable(name: "g_18", scope: !35, file: !2, line: 60, type: !588, isLocal: true, isDefinition: true)
!588 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !531, line: 25, baseType: !589)
!589 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !523, line: 39, baseType: !590)
!590 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!591 = !DIGlobalVariableExpression(var: !592, expr: !DIExpression())
!592 = distinct !DIGlobalVariable(name: "g_19", scope: !35, file: !2, line: 61, type: !593, isLocal: true, isDefinition: true)
!593 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !588)
!594 = !DIGlobalVariableExpression(var: !595, expr: !DIExpression())
!595 = distinct !DIGlobalVariable(name: "g_22", scope: !35, file: !2, line: 62, type: !596, isLocal: true, isDefinition: true)
!596 = !DICompositeType(tag: DW_TAG_array_type, baseType: !597, size: 32, elements: !5)
!597 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !598)
!598 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !521, line: 25, baseType: !599)
!599 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !523, line: 40, baseType: !600)
!600 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!601 = !DIGlobalVariableExpression(var: !602, expr: !DIExpression())
!602 = distinct !DIGlobalVariable(name: "g_33", scope: !35, file: !2, line: 63, type: !598, isLocal: true, isDefinition: true)
!603 = !DIGlobalVariableExpression(var: !604, expr: !DIExpression())
!604 = distinct !DIGlobalVariable(name: "g_48", scope: !35, file: !2, line: 64, type: !605, isLocal: true, isDefinition: true)
!605 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S2", file: !2, line: 38, size: 32, elements: !606)
!606 = !{!607}
!607 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !605, file: !2, line: 39, baseType: !520, size: 32)
!608 = !DIGlobalVariableExpression(var: !609, expr: !DIExpression())
!609 = distinct !DIGlobalVariable(name: "g_66", scope: !35, file: !2, line: 65, type: !610, isLocal: true, isDefinition: true)
!610 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 16, size: 96, elements: !611)
!611 = !{!612, !613, !614, !615}
!612 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !610, file: !2, line: 17, baseType: !39, size: 27, flags: DIFlagBitField, extraData: i64 0)
!613 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !610, file: !2, line: 18, baseType: !39, size: 6, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!614 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !610, file: !2, line: 19, baseType: !39, size: 17, offset: 38, flags: DIFlagBitField, extraData: i64 0)
!615 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !610, file: !2, line: 20, baseType: !38, size: 24, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!616 = !DIGlobalVariableExpression(var: !617, expr: !DIExpression())
!617 = distinct !DIGlobalVariable(name: "g_102", scope: !35, file: !2, line: 69, type: !618, isLocal: true, isDefinition: true)
!618 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !531, line: 24, baseType: !619)
!619 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !523, line: 37, baseType: !620)
!620 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!621 = !DIGlobalVariableExpression(var: !622, expr: !DIExpression())
!622 = distinct !DIGlobalVariable(name: "g_131", scope: !35, file: !2, line: 70, type: !561, isLocal: true, isDefinition: true)
!623 = !DIGlobalVariableExpression(var: !624, expr: !DIExpression())
!624 = distinct !DIGlobalVariable(name: "g_135", scope: !35, file: !2, line: 71, type: !625, isLocal: true, isDefinition: true)
!625 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U4", file: !2, line: 49, size: 32, elements: !626)
!626 = !{!627}
!627 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !625, file: !2, line: 50, baseType: !628, size: 3, flags: DIFlagBitField, extraData: i64 0)
!628 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !629)
!629 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !38)
!630 = !DIGlobalVariableExpression(var: !631, expr: !DIExpression())
!631 = distinct !DIGlobalVariable(name: "g_174", scope: !35, file: !2, line: 72, type: !625, isLocal: true, isDefinition: true)
!632 = !DIGlobalVariableExpression(var: !633, expr: !DIExpression())
!633 = distinct !DIGlobalVariable(name: "g_177", scope: !35, file: !2, line: 73, type: !588, isLocal: true, isDefinition: true)
!634 = !DIGlobalVariableExpression(var: !635, expr: !DIExpression())
!635 = distinct !DIGlobalVariable(name: "g_221", scope: !35, file: !2, line: 74, type: !567, isLocal: true, isDefinition: true)
!636 = !DIGlobalVariableExpression(var: !637, expr: !DIExpression())
!637 = distinct !DIGlobalVariable(name: "g_242", scope: !35, file: !2, line: 75, type: !588, isLocal: true, isDefinition: true)
!638 = !DIGlobalVariableExpression(var: !639, expr: !DIExpression())
!639 = distinct !DIGlobalVariable(name: "g_286", scope: !35, file: !2, line: 76, type: !640, isLocal: true, isDefinition: true)
!640 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !610)
!641 = !DIGlobalVariableExpression(var: !642, expr: !DIExpression())
!642 = distinct !DIGlobalVariable(name: "g_305", scope: !35, file: !2, line: 79, type: !610, isLocal: true, isDefinition: true)
!643 = !DIGlobalVariableExpression(var: !644, expr: !DIExpression())
!644 = distinct !DIGlobalVariable(name: "g_308", scope: !35, file: !2, line: 80, type: !645, isLocal: true, isDefinition: true)
!645 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !646)
!646 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !647)
!647 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U3", file: !2, line: 42, size: 32, elements: !648)
!648 = !{!649, !650, !651, !652}
!649 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !647, file: !2, line: 43, baseType: !530, size: 32)
!650 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !647, file: !2, line: 44, baseType: !38, size: 16, flags: DIFlagBitField, extraData: i64 0)
!651 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !647, file: !2, line: 45, baseType: !597, size: 16)
!652 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !647, file: !2, line: 46, baseType: !520, size: 32)
!653 = !DIGlobalVariableExpression(var: !654, expr: !DIExpression())
!654 = distinct !DIGlobalVariable(name: "g_340", scope: !35, file: !2, line: 82, type: !539, isLocal: true, isDefinition: true)
!655 = !DIGlobalVariableExpression(var: !656, expr: !DIExpression())
!656 = distinct !DIGlobalVariable(name: "g_382", scope: !35, file: !2, line: 83, type: !520, isLocal: true, isDefinition: true)
!657 = !DIGlobalVariableExpression(var: !658, expr: !DIExpression())
!658 = distinct !DIGlobalVariable(name: "g_407", scope: !35, file: !2, line: 84, type: !598, isLocal: true, isDefinition: true)
!659 = !DIGlobalVariableExpression(var: !660, expr: !DIExpression())
!660 = distinct !DIGlobalVariable(name: "g_501", scope: !35, file: !2, line: 89, type: !661, isLocal: true, isDefinition: true)
!661 = !DICompositeType(tag: DW_TAG_array_type, baseType: !567, size: 128, elements: !5)
!662 = !DIGlobalVariableExpression(var: !663, expr: !DIExpression())
!663 = distinct !DIGlobalVariable(name: "g_551", scope: !35, file: !2, line: 95, type: !625, isLocal: true, isDefinition: true)
!664 = !DIGlobalVariableExpression(var: !665, expr: !DIExpression())
!665 = distinct !DIGlobalVariable(name: "g_580", scope: !35, file: !2, line: 100, type: !561, isLocal: true, isDefinition: true)
!666 = !DIGlobalVariableExpression(var: !667, expr: !DIExpression())
!667 = distinct !DIGlobalVariable(name: "g_601", scope: !35, file: !2, line: 101, type: !668, isLocal: true, isDefinition: true)
!668 = !DICompositeType(tag: DW_TAG_array_type, baseType: !647, size: 128, elements: !51)
!669 = !DIGlobalVariableExpression(var: !670, expr: !DIExpression())
!670 = distinct !DIGlobalVariable(name: "g_602", scope: !35, file: !2, line: 102, type: !647, isLocal: true, isDefinition: true)
!671 = !DIGlobalVariableExpression(var: !672, expr: !DIExpression())
!672 = distinct !DIGlobalVariable(name: "g_623", scope: !35, file: !2, line: 103, type: !647, isLocal: true, isDefinition: true)
!673 = !DIGlobalVariableExpression(var: !674, expr: !DIExpression())
!674 = distinct !DIGlobalVariable(name: "g_660", scope: !35, file: !2, line: 104, type: !520, isLocal: true, isDefinition: true)
!675 = !DIGlobalVariableExpression(var: !676, expr: !DIExpression())
!676 = distinct !DIGlobalVariable(name: "g_681", scope: !35, file: !2, line: 105, type: !561, isLocal: true, isDefinition: true)
!677 = !DIGlobalVariableExpression(var: !678, expr: !DIExpression())
!678 = distinct !DIGlobalVariable(name: "g_712", scope: !35, file: !2, line: 106, type: !618, isLocal: true, isDefinition: true)
!679 = !DIGlobalVariableExpression(var: !680, expr: !DIExpression())
!680 = distinct !DIGlobalVariable(name: "g_781", scope: !35, file: !2, line: 109, type: !681, isLocal: true, isDefinition: true)
!681 = !DICompositeType(tag: DW_TAG_array_type, baseType: !625, size: 160, elements: !60)
!682 = !DIGlobalVariableExpression(var: !683, expr: !DIExpression())
!683 = distinct !DIGlobalVariable(name: "g_783", scope: !35, file: !2, line: 110, type: !625, isLocal: true, isDefinition: true)
!684 = !DIGlobalVariableExpression(var: !685, expr: !DIExpression())
!685 = distinct !DIGlobalVariable(name: "g_785", scope: !35, file: !2, line: 111, type: !686, isLocal: true, isDefinition: true)
!686 = !DICompositeType(tag: DW_TAG_array_type, baseType: !625, size: 7680, elements: !687)
!687 = !{!61, !70, !87}
!688 = !DIGlobalVariableExpression(var: !689, expr: !DIExpression())
!689 = distinct !DIGlobalVariable(name: "g_811", scope: !35, file: !2, line: 112, type: !520, isLocal: true, isDefinition: true)
!690 = !DIGlobalVariableExpression(var: !691, expr: !DIExpression())
!691 = distinct !DIGlobalVariable(name: "g_837", scope: !35, file: !2, line: 114, type: !545, isLocal: true, isDefinition: true)
!692 = !DIGlobalVariableExpression(var: !693, expr: !DIExpression())
!693 = distinct !DIGlobalVariable(name: "g_840", scope: !35, file: !2, line: 115, type: !545, isLocal: true, isDefinition: true)
!694 = !DIGlobalVariableExpression(var: !695, expr: !DIExpression())
!695 = distinct !DIGlobalVariable(name: "g_868", scope: !35, file: !2, line: 116, type: !696, isLocal: true, isDefinition: true)
!696 = !DICompositeType(tag: DW_TAG_array_type, baseType: !545, size: 8064, elements: !697)
!697 = !{!289, !87}
!698 = !DIGlobalVariableExpression(var: !699, expr: !DIExpression())
!699 = distinct !DIGlobalVariable(name: "g_870", scope: !35, file: !2, line: 118, type: !545, isLocal: true, isDefinition: true)
!700 = !DIGlobalVariableExpression(var: !701, expr: !DIExpression())
!701 = distinct !DIGlobalVariable(name: "g_947", scope: !35, file: !2, line: 120, type: !539, isLocal: true, isDefinition: true)
!702 = !DIGlobalVariableExpression(var: !703, expr: !DIExpression())
!703 = distinct !DIGlobalVariable(name: "g_975", scope: !35, file: !2, line: 121, type: !520, isLocal: true, isDefinition: true)
!704 = !DIGlobalVariableExpression(var: !705, expr: !DIExpression())
!705 = distinct !DIGlobalVariable(name: "g_1009", scope: !35, file: !2, line: 122, type: !706, isLocal: true, isDefinition: true)
!706 = !DICompositeType(tag: DW_TAG_array_type, baseType: !545, size: 1536, elements: !69)
!707 = !DIGlobalVariableExpression(var: !708, expr: !DIExpression())
!708 = distinct !DIGlobalVariable(name: "g_1170", scope: !35, file: !2, line: 123, type: !561, isLocal: true, isDefinition: true)
!709 = !DIGlobalVariableExpression(var: !710, expr: !DIExpression())
!710 = distinct !DIGlobalVariable(name: "g_1242", scope: !35, file: !2, line: 124, type: !545, isLocal: true, isDefinition: true)
!711 = !DIGlobalVariableExpression(var: !712, expr: !DIExpression())
!712 = distinct !DIGlobalVariable(name: "g_1322", scope: !35, file: !2, line: 125, type: !539, isLocal: true, isDefinition: true)
!713 = !DIGlobalVariableExpression(var: !714, expr: !DIExpression())
!714 = distinct !DIGlobalVariable(name: "g_1334", scope: !35, file: !2, line: 126, type: !647, isLocal: true, isDefinition: true)
!715 = !DIGlobalVariableExpression(var: !716, expr: !DIExpression())
!716 = distinct !DIGlobalVariable(name: "g_1338", scope: !35, file: !2, line: 127, type: !717, isLocal: true, isDefinition: true)
!717 = !DICompositeType(tag: DW_TAG_array_type, baseType: !647, size: 960, elements: !718)
!718 = !{!719, !11}
!719 = !DISubrange(count: 3)
!720 = !DIGlobalVariableExpression(var: !721, expr: !DIExpression())
!721 = distinct !DIGlobalVariable(name: "g_1340", scope: !35, file: !2, line: 128, type: !545, isLocal: true, isDefinition: true)
!722 = !DIGlobalVariableExpression(var: !723, expr: !DIExpression())
!723 = distinct !DIGlobalVariable(name: "g_1344", scope: !35, file: !2, line: 129, type: !724, isLocal: true, isDefinition: true)
!724 = !DICompositeType(tag: DW_TAG_array_type, baseType: !545, size: 6912, elements: !725)
!725 = !{!726, !94, !52}
!726 = !DISubrange(count: 1)
!727 = !DIGlobalVariableExpression(var: !728, expr: !DIExpression())
!728 = distinct !DIGlobalVariable(name: "g_1405", scope: !35, file: !2, line: 131, type: !598, isLocal: true, isDefinition: true)
!729 = !DIGlobalVariableExpression(var: !730, expr: !DIExpression())
!730 = distinct !DIGlobalVariable(name: "g_1438", scope: !35, file: !2, line: 132, type: !598, isLocal: true, isDefinition: true)
!731 = !DIGlobalVariableExpression(var: !732, expr: !DIExpression())
!732 = distinct !DIGlobalVariable(name: "g_1551", scope: !35, file: !2, line: 138, type: !733, isLocal: true, isDefinition: true)
!733 = !DICompositeType(tag: DW_TAG_array_type, baseType: !593, size: 480, elements: !734)
!734 = !{!87, !61}
!735 = !DIGlobalVariableExpression(var: !736, expr: !DIExpression())
!736 = distinct !DIGlobalVariable(name: "g_1623", scope: !35, file: !2, line: 143, type: !520, isLocal: true, isDefinition: true)
!737 = !DIGlobalVariableExpression(var: !738, expr: !DIExpression())
!738 = distinct !DIGlobalVariable(name: "g_1695", scope: !35, file: !2, line: 147, type: !520, isLocal: true, isDefinition: true)
!739 = !DIGlobalVariableExpression(var: !740, expr: !DIExpression())
!740 = distinct !DIGlobalVariable(name: "g_1708", scope: !35, file: !2, line: 148, type: !741, isLocal: true, isDefinition: true)
!741 = !DICompositeType(tag: DW_TAG_array_type, baseType: !647, size: 6912, elements: !742)
!742 = !{!70, !94, !719}
!743 = !DIGlobalVariableExpression(var: !744, expr: !DIExpression())
!744 = distinct !DIGlobalVariable(name: "g_1723", scope: !35, file: !2, line: 150, type: !745, isLocal: true, isDefinition: true)
!745 = !DICompositeType(tag: DW_TAG_array_type, baseType: !746, size: 320, elements: !747)
!746 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !647)
!747 = !{!61, !6}
!748 = !DIGlobalVariableExpression(var: !749, expr: !DIExpression())
!749 = distinct !DIGlobalVariable(name: "g_1724", scope: !35, file: !2, line: 151, type: !746, isLocal: true, isDefinition: true)
!750 = !DIGlobalVariableExpression(var: !751, expr: !DIExpression())
!751 = distinct !DIGlobalVariable(name: "g_1725", scope: !35, file: !2, line: 152, type: !647, isLocal: true, isDefinition: true)
!752 = !DIGlobalVariableExpression(var: !753, expr: !DIExpression())
!753 = distinct !DIGlobalVariable(name: "g_1728", scope: !35, file: !2, line: 153, type: !545, isLocal: true, isDefinition: true)
!754 = !DIGlobalVariableExpression(var: !755, expr: !DIExpression())
!755 = distinct !DIGlobalVariable(name: "g_1729", scope: !35, file: !2, line: 154, type: !756, isLocal: true, isDefinition: true)
!756 = !DICompositeType(tag: DW_TAG_array_type, baseType: !545, size: 1152, elements: !86)
!757 = !DIGlobalVariableExpression(var: !758, expr: !DIExpression())
!758 = distinct !DIGlobalVariable(name: "g_1875", scope: !35, file: !2, line: 157, type: !759, isLocal: true, isDefinition: true)
!759 = !DICompositeType(tag: DW_TAG_array_type, baseType: !647, size: 1728, elements: !760)
!760 = !{!94, !726, !87}
!761 = !DIGlobalVariableExpression(var: !762, expr: !DIExpression())
!762 = distinct !DIGlobalVariable(name: "g_1877", scope: !35, file: !2, line: 158, type: !545, isLocal: true, isDefinition: true)
!763 = !DIGlobalVariableExpression(var: !764, expr: !DIExpression())
!764 = distinct !DIGlobalVariable(name: "g_1879", scope: !35, file: !2, line: 159, type: !545, isLocal: true, isDefinition: true)
!765 = !DIGlobalVariableExpression(var: !766, expr: !DIExpression())
!766 = distinct !DIGlobalVariable(name: "g_1891", scope: !35, file: !2, line: 160, type: !647, isLocal: true, isDefinition: true)
!767 = !DIGlobalVariableExpression(var: !768, expr: !DIExpression())
!768 = distinct !DIGlobalVariable(name: "g_1951", scope: !35, file: !2, line: 161, type: !545, isLocal: true, isDefinition: true)
!769 = !DIGlobalVariableExpression(var: !770, expr: !DIExpression())
!770 = distinct !DIGlobalVariable(scope: null, file: !771, line: 56, type: !223, isLocal: true, isDefinition: true)
!771 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!772 = !DIGlobalVariableExpression(var: !773, expr: !DIExpression())
!773 = distinct !DIGlobalVariable(name: "crc32_context", scope: !35, file: !518, line: 48, type: !520, isLocal: true, isDefinition: true)
!774 = !DICompositeType(tag: DW_TAG_array_type, baseType: !530, size: 2048, elements: !775)
!775 = !{!70, !70}
!776 = !{i32 7, !"Dwarf Version", i32 5}
!777 = !{i32 2, !"Debug Info Version", i32 3}
!778 = !{i32 1, !"wchar_size", i32 4}
!779 = !{i32 8, !"PIC Level", i32 2}
!780 = !{i32 7, !"PIE Level", i32 2}
!781 = !{i32 7, !"uwtable", i32 2}
!782 = !{i32 7, !"frame-pointer", i32 2}
!783 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!784 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 1472, type: !785, scopeLine: 1473, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !35, retainedNodes: !789)
!785 = !DISubroutineType(types: !786)
!786 = !{!38, !38, !787}
!787 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !788, size: 64)
!788 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!789 = !{}
!790 = !DILocalVariable(name: "argc", arg: 1, scope: !784, file: !2, line: 1472, type: !38)
!791 = !DILocation(line: 1472, column: 15, scope: !784)
!792 = !DILocalVariable(name: "argv", arg: 2, scope: !784, file: !2, line: 1472, type: !787)
!793 = !DILocation(line: 1472, column: 27, scope: !784)
!794 = !DILocalVariable(name: "i", scope: !784, file: !2, line: 1474, type: !38)
!795 = !DILocation(line: 1474, column: 9, scope: !784)
!796 = !DILocalVariable(name: "j", scope: !784, file: !2, line: 1474, type: !38)
!797 = !DILocation(line: 1474, column: 12, scope: !784)
!798 = !DILocalVariable(name: "k", scope: !784, file: !2, line: 1474, type: !38)
!799 = !DILocation(line: 1474, column: 15, scope: !784)
!800 = !DILocalVariable(name: "print_hash_value", scope: !784, file: !2, line: 1475, type: !38)
!801 = !DILocation(line: 1475, column: 9, scope: !784)
!802 = !DILocation(line: 1476, column: 9, scope: !803)
!803 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1476, column: 9)
!804 = !DILocation(line: 1476, column: 14, scope: !803)
!805 = !DILocation(line: 1476, column: 19, scope: !803)
!806 = !DILocation(line: 1476, column: 29, scope: !803)
!807 = !DILocation(line: 1476, column: 22, scope: !803)
!808 = !DILocation(line: 1476, column: 43, scope: !803)
!809 = !DILocation(line: 1476, column: 9, scope: !784)
!810 = !DILocation(line: 1476, column: 66, scope: !803)
!811 = !DILocation(line: 1476, column: 49, scope: !803)
!812 = !DILocation(line: 1477, column: 5, scope: !784)
!813 = !DILocation(line: 1478, column: 5, scope: !784)
!814 = !DILocation(line: 1479, column: 5, scope: !784)
!815 = !DILocation(line: 1480, column: 12, scope: !816)
!816 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1480, column: 5)
!817 = !DILocation(line: 1480, column: 10, scope: !816)
!818 = !DILocation(line: 1480, column: 17, scope: !819)
!819 = distinct !DILexicalBlock(scope: !816, file: !2, line: 1480, column: 5)
!820 = !DILocation(line: 1480, column: 19, scope: !819)
!821 = !DILocation(line: 1480, column: 5, scope: !816)
!822 = !DILocation(line: 1482, column: 29, scope: !823)
!823 = distinct !DILexicalBlock(scope: !819, file: !2, line: 1481, column: 5)
!824 = !DILocation(line: 1482, column: 25, scope: !823)
!825 = !DILocation(line: 1482, column: 32, scope: !823)
!826 = !DILocation(line: 1482, column: 49, scope: !823)
!827 = !DILocation(line: 1482, column: 9, scope: !823)
!828 = !DILocation(line: 1483, column: 29, scope: !823)
!829 = !DILocation(line: 1483, column: 25, scope: !823)
!830 = !DILocation(line: 1483, column: 32, scope: !823)
!831 = !DILocation(line: 1483, column: 49, scope: !823)
!832 = !DILocation(line: 1483, column: 9, scope: !823)
!833 = !DILocation(line: 1484, column: 29, scope: !823)
!834 = !DILocation(line: 1484, column: 25, scope: !823)
!835 = !DILocation(line: 1484, column: 32, scope: !823)
!836 = !DILocation(line: 1484, column: 49, scope: !823)
!837 = !DILocation(line: 1484, column: 9, scope: !823)
!838 = !DILocation(line: 1485, column: 29, scope: !823)
!839 = !DILocation(line: 1485, column: 25, scope: !823)
!840 = !DILocation(line: 1485, column: 32, scope: !823)
!841 = !DILocation(line: 1485, column: 49, scope: !823)
!842 = !DILocation(line: 1485, column: 9, scope: !823)
!843 = !DILocation(line: 1486, column: 29, scope: !823)
!844 = !DILocation(line: 1486, column: 25, scope: !823)
!845 = !DILocation(line: 1486, column: 32, scope: !823)
!846 = !DILocation(line: 1486, column: 49, scope: !823)
!847 = !DILocation(line: 1486, column: 9, scope: !823)
!848 = !DILocation(line: 1487, column: 29, scope: !823)
!849 = !DILocation(line: 1487, column: 25, scope: !823)
!850 = !DILocation(line: 1487, column: 32, scope: !823)
!851 = !DILocation(line: 1487, column: 49, scope: !823)
!852 = !DILocation(line: 1487, column: 9, scope: !823)
!853 = !DILocation(line: 1488, column: 29, scope: !823)
!854 = !DILocation(line: 1488, column: 25, scope: !823)
!855 = !DILocation(line: 1488, column: 32, scope: !823)
!856 = !DILocation(line: 1488, column: 49, scope: !823)
!857 = !DILocation(line: 1488, column: 9, scope: !823)
!858 = !DILocation(line: 1489, column: 29, scope: !823)
!859 = !DILocation(line: 1489, column: 25, scope: !823)
!860 = !DILocation(line: 1489, column: 32, scope: !823)
!861 = !DILocation(line: 1489, column: 49, scope: !823)
!862 = !DILocation(line: 1489, column: 9, scope: !823)
!863 = !DILocation(line: 1490, column: 29, scope: !823)
!864 = !DILocation(line: 1490, column: 25, scope: !823)
!865 = !DILocation(line: 1490, column: 32, scope: !823)
!866 = !DILocation(line: 1490, column: 49, scope: !823)
!867 = !DILocation(line: 1490, column: 9, scope: !823)
!868 = !DILocation(line: 1491, column: 13, scope: !869)
!869 = distinct !DILexicalBlock(scope: !823, file: !2, line: 1491, column: 13)
!870 = !DILocation(line: 1491, column: 13, scope: !823)
!871 = !DILocation(line: 1491, column: 56, scope: !869)
!872 = !DILocation(line: 1491, column: 31, scope: !869)
!873 = !DILocation(line: 1493, column: 5, scope: !823)
!874 = !DILocation(line: 1480, column: 25, scope: !819)
!875 = !DILocation(line: 1480, column: 5, scope: !819)
!876 = distinct !{!876, !821, !877, !878}
!877 = !DILocation(line: 1493, column: 5, scope: !816)
!878 = !{!"llvm.loop.mustprogress"}
!879 = !DILocation(line: 1494, column: 12, scope: !880)
!880 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1494, column: 5)
!881 = !DILocation(line: 1494, column: 10, scope: !880)
!882 = !DILocation(line: 1494, column: 17, scope: !883)
!883 = distinct !DILexicalBlock(scope: !880, file: !2, line: 1494, column: 5)
!884 = !DILocation(line: 1494, column: 19, scope: !883)
!885 = !DILocation(line: 1494, column: 5, scope: !880)
!886 = !DILocation(line: 1496, column: 16, scope: !887)
!887 = distinct !DILexicalBlock(scope: !888, file: !2, line: 1496, column: 9)
!888 = distinct !DILexicalBlock(scope: !883, file: !2, line: 1495, column: 5)
!889 = !DILocation(line: 1496, column: 14, scope: !887)
!890 = !DILocation(line: 1496, column: 21, scope: !891)
!891 = distinct !DILexicalBlock(scope: !887, file: !2, line: 1496, column: 9)
!892 = !DILocation(line: 1496, column: 23, scope: !891)
!893 = !DILocation(line: 1496, column: 9, scope: !887)
!894 = !DILocation(line: 1498, column: 33, scope: !895)
!895 = distinct !DILexicalBlock(scope: !891, file: !2, line: 1497, column: 9)
!896 = !DILocation(line: 1498, column: 29, scope: !895)
!897 = !DILocation(line: 1498, column: 36, scope: !895)
!898 = !DILocation(line: 1498, column: 53, scope: !895)
!899 = !DILocation(line: 1498, column: 13, scope: !895)
!900 = !DILocation(line: 1499, column: 17, scope: !901)
!901 = distinct !DILexicalBlock(scope: !895, file: !2, line: 1499, column: 17)
!902 = !DILocation(line: 1499, column: 17, scope: !895)
!903 = !DILocation(line: 1499, column: 64, scope: !901)
!904 = !DILocation(line: 1499, column: 67, scope: !901)
!905 = !DILocation(line: 1499, column: 35, scope: !901)
!906 = !DILocation(line: 1501, column: 9, scope: !895)
!907 = !DILocation(line: 1496, column: 29, scope: !891)
!908 = !DILocation(line: 1496, column: 9, scope: !891)
!909 = distinct !{!909, !893, !910, !878}
!910 = !DILocation(line: 1501, column: 9, scope: !887)
!911 = !DILocation(line: 1502, column: 5, scope: !888)
!912 = !DILocation(line: 1494, column: 25, scope: !883)
!913 = !DILocation(line: 1494, column: 5, scope: !883)
!914 = distinct !{!914, !885, !915, !878}
!915 = !DILocation(line: 1502, column: 5, scope: !880)
!916 = !DILocation(line: 1503, column: 21, scope: !784)
!917 = !DILocation(line: 1503, column: 33, scope: !784)
!918 = !DILocation(line: 1503, column: 5, scope: !784)
!919 = !DILocation(line: 1504, column: 21, scope: !784)
!920 = !DILocation(line: 1504, column: 33, scope: !784)
!921 = !DILocation(line: 1504, column: 5, scope: !784)
!922 = !DILocation(line: 1505, column: 21, scope: !784)
!923 = !DILocation(line: 1505, column: 33, scope: !784)
!924 = !DILocation(line: 1505, column: 5, scope: !784)
!925 = !DILocation(line: 1506, column: 21, scope: !784)
!926 = !DILocation(line: 1506, column: 35, scope: !784)
!927 = !DILocation(line: 1506, column: 5, scope: !784)
!928 = !DILocation(line: 1507, column: 21, scope: !784)
!929 = !DILocation(line: 1507, column: 35, scope: !784)
!930 = !DILocation(line: 1507, column: 5, scope: !784)
!931 = !DILocation(line: 1508, column: 21, scope: !784)
!932 = !DILocation(line: 1508, column: 35, scope: !784)
!933 = !DILocation(line: 1508, column: 5, scope: !784)
!934 = !DILocation(line: 1509, column: 12, scope: !935)
!935 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1509, column: 5)
!936 = !DILocation(line: 1509, column: 10, scope: !935)
!937 = !DILocation(line: 1509, column: 17, scope: !938)
!938 = distinct !DILexicalBlock(scope: !935, file: !2, line: 1509, column: 5)
!939 = !DILocation(line: 1509, column: 19, scope: !938)
!940 = !DILocation(line: 1509, column: 5, scope: !935)
!941 = !DILocation(line: 1511, column: 30, scope: !942)
!942 = distinct !DILexicalBlock(scope: !938, file: !2, line: 1510, column: 5)
!943 = !DILocation(line: 1511, column: 25, scope: !942)
!944 = !DILocation(line: 1511, column: 45, scope: !942)
!945 = !DILocation(line: 1511, column: 9, scope: !942)
!946 = !DILocation(line: 1512, column: 13, scope: !947)
!947 = distinct !DILexicalBlock(scope: !942, file: !2, line: 1512, column: 13)
!948 = !DILocation(line: 1512, column: 13, scope: !942)
!949 = !DILocation(line: 1512, column: 56, scope: !947)
!950 = !DILocation(line: 1512, column: 31, scope: !947)
!951 = !DILocation(line: 1514, column: 5, scope: !942)
!952 = !DILocation(line: 1509, column: 25, scope: !938)
!953 = !DILocation(line: 1509, column: 5, scope: !938)
!954 = distinct !{!954, !940, !955, !878}
!955 = !DILocation(line: 1514, column: 5, scope: !935)
!956 = !DILocation(line: 1515, column: 21, scope: !784)
!957 = !DILocation(line: 1515, column: 35, scope: !784)
!958 = !DILocation(line: 1515, column: 5, scope: !784)
!959 = !DILocation(line: 1516, column: 26, scope: !784)
!960 = !DILocation(line: 1516, column: 21, scope: !784)
!961 = !DILocation(line: 1516, column: 41, scope: !784)
!962 = !DILocation(line: 1516, column: 5, scope: !784)
!963 = !DILocation(line: 1517, column: 26, scope: !784)
!964 = !DILocation(line: 1517, column: 21, scope: !784)
!965 = !DILocation(line: 1517, column: 41, scope: !784)
!966 = !DILocation(line: 1517, column: 5, scope: !784)
!967 = !DILocation(line: 1518, column: 26, scope: !784)
!968 = !DILocation(line: 1518, column: 21, scope: !784)
!969 = !DILocation(line: 1518, column: 41, scope: !784)
!970 = !DILocation(line: 1518, column: 5, scope: !784)
!971 = !DILocation(line: 1519, column: 26, scope: !784)
!972 = !DILocation(line: 1519, column: 21, scope: !784)
!973 = !DILocation(line: 1519, column: 41, scope: !784)
!974 = !DILocation(line: 1519, column: 5, scope: !784)
!975 = !DILocation(line: 1520, column: 26, scope: !784)
!976 = !DILocation(line: 1520, column: 21, scope: !784)
!977 = !DILocation(line: 1520, column: 41, scope: !784)
!978 = !DILocation(line: 1520, column: 5, scope: !784)
!979 = !DILocation(line: 1521, column: 21, scope: !784)
!980 = !DILocation(line: 1521, column: 37, scope: !784)
!981 = !DILocation(line: 1521, column: 5, scope: !784)
!982 = !DILocation(line: 1522, column: 21, scope: !784)
!983 = !DILocation(line: 1522, column: 37, scope: !784)
!984 = !DILocation(line: 1522, column: 5, scope: !784)
!985 = !DILocation(line: 1523, column: 27, scope: !784)
!986 = !DILocation(line: 1523, column: 21, scope: !784)
!987 = !DILocation(line: 1523, column: 43, scope: !784)
!988 = !DILocation(line: 1523, column: 5, scope: !784)
!989 = !DILocation(line: 1524, column: 27, scope: !784)
!990 = !DILocation(line: 1524, column: 21, scope: !784)
!991 = !DILocation(line: 1524, column: 43, scope: !784)
!992 = !DILocation(line: 1524, column: 5, scope: !784)
!993 = !DILocation(line: 1525, column: 21, scope: !784)
!994 = !DILocation(line: 1525, column: 37, scope: !784)
!995 = !DILocation(line: 1525, column: 5, scope: !784)
!996 = !DILocation(line: 1526, column: 21, scope: !784)
!997 = !DILocation(line: 1526, column: 37, scope: !784)
!998 = !DILocation(line: 1526, column: 5, scope: !784)
!999 = !DILocation(line: 1527, column: 21, scope: !784)
!1000 = !DILocation(line: 1527, column: 37, scope: !784)
!1001 = !DILocation(line: 1527, column: 5, scope: !784)
!1002 = !DILocation(line: 1528, column: 43, scope: !784)
!1003 = !DILocation(line: 1528, column: 5, scope: !784)
!1004 = !DILocation(line: 1529, column: 43, scope: !784)
!1005 = !DILocation(line: 1529, column: 5, scope: !784)
!1006 = !DILocation(line: 1530, column: 43, scope: !784)
!1007 = !DILocation(line: 1530, column: 5, scope: !784)
!1008 = !DILocation(line: 1531, column: 43, scope: !784)
!1009 = !DILocation(line: 1531, column: 5, scope: !784)
!1010 = !DILocation(line: 1532, column: 27, scope: !784)
!1011 = !DILocation(line: 1532, column: 21, scope: !784)
!1012 = !DILocation(line: 1532, column: 43, scope: !784)
!1013 = !DILocation(line: 1532, column: 5, scope: !784)
!1014 = !DILocation(line: 1533, column: 27, scope: !784)
!1015 = !DILocation(line: 1533, column: 21, scope: !784)
!1016 = !DILocation(line: 1533, column: 43, scope: !784)
!1017 = !DILocation(line: 1533, column: 5, scope: !784)
!1018 = !DILocation(line: 1534, column: 27, scope: !784)
!1019 = !DILocation(line: 1534, column: 21, scope: !784)
!1020 = !DILocation(line: 1534, column: 43, scope: !784)
!1021 = !DILocation(line: 1534, column: 5, scope: !784)
!1022 = !DILocation(line: 1535, column: 27, scope: !784)
!1023 = !DILocation(line: 1535, column: 21, scope: !784)
!1024 = !DILocation(line: 1535, column: 43, scope: !784)
!1025 = !DILocation(line: 1535, column: 5, scope: !784)
!1026 = !DILocation(line: 1536, column: 27, scope: !784)
!1027 = !DILocation(line: 1536, column: 21, scope: !784)
!1028 = !DILocation(line: 1536, column: 43, scope: !784)
!1029 = !DILocation(line: 1536, column: 5, scope: !784)
!1030 = !DILocation(line: 1537, column: 27, scope: !784)
!1031 = !DILocation(line: 1537, column: 21, scope: !784)
!1032 = !DILocation(line: 1537, column: 43, scope: !784)
!1033 = !DILocation(line: 1537, column: 5, scope: !784)
!1034 = !DILocation(line: 1538, column: 27, scope: !784)
!1035 = !DILocation(line: 1538, column: 21, scope: !784)
!1036 = !DILocation(line: 1538, column: 43, scope: !784)
!1037 = !DILocation(line: 1538, column: 5, scope: !784)
!1038 = !DILocation(line: 1539, column: 27, scope: !784)
!1039 = !DILocation(line: 1539, column: 21, scope: !784)
!1040 = !DILocation(line: 1539, column: 43, scope: !784)
!1041 = !DILocation(line: 1539, column: 5, scope: !784)
!1042 = !DILocation(line: 1540, column: 21, scope: !784)
!1043 = !DILocation(line: 1540, column: 37, scope: !784)
!1044 = !DILocation(line: 1540, column: 5, scope: !784)
!1045 = !DILocation(line: 1541, column: 21, scope: !784)
!1046 = !DILocation(line: 1541, column: 37, scope: !784)
!1047 = !DILocation(line: 1541, column: 5, scope: !784)
!1048 = !DILocation(line: 1542, column: 21, scope: !784)
!1049 = !DILocation(line: 1542, column: 37, scope: !784)
!1050 = !DILocation(line: 1542, column: 5, scope: !784)
!1051 = !DILocation(line: 1543, column: 12, scope: !1052)
!1052 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1543, column: 5)
!1053 = !DILocation(line: 1543, column: 10, scope: !1052)
!1054 = !DILocation(line: 1543, column: 17, scope: !1055)
!1055 = distinct !DILexicalBlock(scope: !1052, file: !2, line: 1543, column: 5)
!1056 = !DILocation(line: 1543, column: 19, scope: !1055)
!1057 = !DILocation(line: 1543, column: 5, scope: !1052)
!1058 = !DILocation(line: 1545, column: 31, scope: !1059)
!1059 = distinct !DILexicalBlock(scope: !1055, file: !2, line: 1544, column: 5)
!1060 = !DILocation(line: 1545, column: 25, scope: !1059)
!1061 = !DILocation(line: 1545, column: 47, scope: !1059)
!1062 = !DILocation(line: 1545, column: 9, scope: !1059)
!1063 = !DILocation(line: 1546, column: 13, scope: !1064)
!1064 = distinct !DILexicalBlock(scope: !1059, file: !2, line: 1546, column: 13)
!1065 = !DILocation(line: 1546, column: 13, scope: !1059)
!1066 = !DILocation(line: 1546, column: 56, scope: !1064)
!1067 = !DILocation(line: 1546, column: 31, scope: !1064)
!1068 = !DILocation(line: 1548, column: 5, scope: !1059)
!1069 = !DILocation(line: 1543, column: 25, scope: !1055)
!1070 = !DILocation(line: 1543, column: 5, scope: !1055)
!1071 = distinct !{!1071, !1057, !1072, !878}
!1072 = !DILocation(line: 1548, column: 5, scope: !1052)
!1073 = !DILocation(line: 1549, column: 27, scope: !784)
!1074 = !DILocation(line: 1549, column: 21, scope: !784)
!1075 = !DILocation(line: 1549, column: 43, scope: !784)
!1076 = !DILocation(line: 1549, column: 5, scope: !784)
!1077 = !DILocation(line: 1550, column: 21, scope: !784)
!1078 = !DILocation(line: 1550, column: 37, scope: !784)
!1079 = !DILocation(line: 1550, column: 5, scope: !784)
!1080 = !DILocation(line: 1551, column: 12, scope: !1081)
!1081 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1551, column: 5)
!1082 = !DILocation(line: 1551, column: 10, scope: !1081)
!1083 = !DILocation(line: 1551, column: 17, scope: !1084)
!1084 = distinct !DILexicalBlock(scope: !1081, file: !2, line: 1551, column: 5)
!1085 = !DILocation(line: 1551, column: 19, scope: !1084)
!1086 = !DILocation(line: 1551, column: 5, scope: !1081)
!1087 = !DILocation(line: 1553, column: 31, scope: !1088)
!1088 = distinct !DILexicalBlock(scope: !1084, file: !2, line: 1552, column: 5)
!1089 = !DILocation(line: 1553, column: 25, scope: !1088)
!1090 = !DILocation(line: 1553, column: 34, scope: !1088)
!1091 = !DILocation(line: 1553, column: 53, scope: !1088)
!1092 = !DILocation(line: 1553, column: 9, scope: !1088)
!1093 = !DILocation(line: 1554, column: 31, scope: !1088)
!1094 = !DILocation(line: 1554, column: 25, scope: !1088)
!1095 = !DILocation(line: 1554, column: 34, scope: !1088)
!1096 = !DILocation(line: 1554, column: 53, scope: !1088)
!1097 = !DILocation(line: 1554, column: 9, scope: !1088)
!1098 = !DILocation(line: 1555, column: 31, scope: !1088)
!1099 = !DILocation(line: 1555, column: 25, scope: !1088)
!1100 = !DILocation(line: 1555, column: 34, scope: !1088)
!1101 = !DILocation(line: 1555, column: 53, scope: !1088)
!1102 = !DILocation(line: 1555, column: 9, scope: !1088)
!1103 = !DILocation(line: 1556, column: 31, scope: !1088)
!1104 = !DILocation(line: 1556, column: 25, scope: !1088)
!1105 = !DILocation(line: 1556, column: 34, scope: !1088)
!1106 = !DILocation(line: 1556, column: 53, scope: !1088)
!1107 = !DILocation(line: 1556, column: 9, scope: !1088)
!1108 = !DILocation(line: 1557, column: 13, scope: !1109)
!1109 = distinct !DILexicalBlock(scope: !1088, file: !2, line: 1557, column: 13)
!1110 = !DILocation(line: 1557, column: 13, scope: !1088)
!1111 = !DILocation(line: 1557, column: 56, scope: !1109)
!1112 = !DILocation(line: 1557, column: 31, scope: !1109)
!1113 = !DILocation(line: 1559, column: 5, scope: !1088)
!1114 = !DILocation(line: 1551, column: 25, scope: !1084)
!1115 = !DILocation(line: 1551, column: 5, scope: !1084)
!1116 = distinct !{!1116, !1086, !1117, !878}
!1117 = !DILocation(line: 1559, column: 5, scope: !1081)
!1118 = !DILocation(line: 1560, column: 27, scope: !784)
!1119 = !DILocation(line: 1560, column: 21, scope: !784)
!1120 = !DILocation(line: 1560, column: 43, scope: !784)
!1121 = !DILocation(line: 1560, column: 5, scope: !784)
!1122 = !DILocation(line: 1561, column: 27, scope: !784)
!1123 = !DILocation(line: 1561, column: 21, scope: !784)
!1124 = !DILocation(line: 1561, column: 43, scope: !784)
!1125 = !DILocation(line: 1561, column: 5, scope: !784)
!1126 = !DILocation(line: 1562, column: 27, scope: !784)
!1127 = !DILocation(line: 1562, column: 21, scope: !784)
!1128 = !DILocation(line: 1562, column: 43, scope: !784)
!1129 = !DILocation(line: 1562, column: 5, scope: !784)
!1130 = !DILocation(line: 1563, column: 27, scope: !784)
!1131 = !DILocation(line: 1563, column: 21, scope: !784)
!1132 = !DILocation(line: 1563, column: 43, scope: !784)
!1133 = !DILocation(line: 1563, column: 5, scope: !784)
!1134 = !DILocation(line: 1564, column: 27, scope: !784)
!1135 = !DILocation(line: 1564, column: 21, scope: !784)
!1136 = !DILocation(line: 1564, column: 43, scope: !784)
!1137 = !DILocation(line: 1564, column: 5, scope: !784)
!1138 = !DILocation(line: 1565, column: 27, scope: !784)
!1139 = !DILocation(line: 1565, column: 21, scope: !784)
!1140 = !DILocation(line: 1565, column: 43, scope: !784)
!1141 = !DILocation(line: 1565, column: 5, scope: !784)
!1142 = !DILocation(line: 1566, column: 27, scope: !784)
!1143 = !DILocation(line: 1566, column: 21, scope: !784)
!1144 = !DILocation(line: 1566, column: 43, scope: !784)
!1145 = !DILocation(line: 1566, column: 5, scope: !784)
!1146 = !DILocation(line: 1567, column: 27, scope: !784)
!1147 = !DILocation(line: 1567, column: 21, scope: !784)
!1148 = !DILocation(line: 1567, column: 43, scope: !784)
!1149 = !DILocation(line: 1567, column: 5, scope: !784)
!1150 = !DILocation(line: 1568, column: 21, scope: !784)
!1151 = !DILocation(line: 1568, column: 37, scope: !784)
!1152 = !DILocation(line: 1568, column: 5, scope: !784)
!1153 = !DILocation(line: 1569, column: 21, scope: !784)
!1154 = !DILocation(line: 1569, column: 37, scope: !784)
!1155 = !DILocation(line: 1569, column: 5, scope: !784)
!1156 = !DILocation(line: 1570, column: 21, scope: !784)
!1157 = !DILocation(line: 1570, column: 37, scope: !784)
!1158 = !DILocation(line: 1570, column: 5, scope: !784)
!1159 = !DILocation(line: 1571, column: 12, scope: !1160)
!1160 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1571, column: 5)
!1161 = !DILocation(line: 1571, column: 10, scope: !1160)
!1162 = !DILocation(line: 1571, column: 17, scope: !1163)
!1163 = distinct !DILexicalBlock(scope: !1160, file: !2, line: 1571, column: 5)
!1164 = !DILocation(line: 1571, column: 19, scope: !1163)
!1165 = !DILocation(line: 1571, column: 5, scope: !1160)
!1166 = !DILocation(line: 1573, column: 31, scope: !1167)
!1167 = distinct !DILexicalBlock(scope: !1163, file: !2, line: 1572, column: 5)
!1168 = !DILocation(line: 1573, column: 25, scope: !1167)
!1169 = !DILocation(line: 1573, column: 34, scope: !1167)
!1170 = !DILocation(line: 1573, column: 53, scope: !1167)
!1171 = !DILocation(line: 1573, column: 9, scope: !1167)
!1172 = !DILocation(line: 1574, column: 13, scope: !1173)
!1173 = distinct !DILexicalBlock(scope: !1167, file: !2, line: 1574, column: 13)
!1174 = !DILocation(line: 1574, column: 13, scope: !1167)
!1175 = !DILocation(line: 1574, column: 56, scope: !1173)
!1176 = !DILocation(line: 1574, column: 31, scope: !1173)
!1177 = !DILocation(line: 1576, column: 5, scope: !1167)
!1178 = !DILocation(line: 1571, column: 25, scope: !1163)
!1179 = !DILocation(line: 1571, column: 5, scope: !1163)
!1180 = distinct !{!1180, !1165, !1181, !878}
!1181 = !DILocation(line: 1576, column: 5, scope: !1160)
!1182 = !DILocation(line: 1577, column: 27, scope: !784)
!1183 = !DILocation(line: 1577, column: 21, scope: !784)
!1184 = !DILocation(line: 1577, column: 43, scope: !784)
!1185 = !DILocation(line: 1577, column: 5, scope: !784)
!1186 = !DILocation(line: 1578, column: 12, scope: !1187)
!1187 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1578, column: 5)
!1188 = !DILocation(line: 1578, column: 10, scope: !1187)
!1189 = !DILocation(line: 1578, column: 17, scope: !1190)
!1190 = distinct !DILexicalBlock(scope: !1187, file: !2, line: 1578, column: 5)
!1191 = !DILocation(line: 1578, column: 19, scope: !1190)
!1192 = !DILocation(line: 1578, column: 5, scope: !1187)
!1193 = !DILocation(line: 1580, column: 16, scope: !1194)
!1194 = distinct !DILexicalBlock(scope: !1195, file: !2, line: 1580, column: 9)
!1195 = distinct !DILexicalBlock(scope: !1190, file: !2, line: 1579, column: 5)
!1196 = !DILocation(line: 1580, column: 14, scope: !1194)
!1197 = !DILocation(line: 1580, column: 21, scope: !1198)
!1198 = distinct !DILexicalBlock(scope: !1194, file: !2, line: 1580, column: 9)
!1199 = !DILocation(line: 1580, column: 23, scope: !1198)
!1200 = !DILocation(line: 1580, column: 9, scope: !1194)
!1201 = !DILocation(line: 1582, column: 20, scope: !1202)
!1202 = distinct !DILexicalBlock(scope: !1203, file: !2, line: 1582, column: 13)
!1203 = distinct !DILexicalBlock(scope: !1198, file: !2, line: 1581, column: 9)
!1204 = !DILocation(line: 1582, column: 18, scope: !1202)
!1205 = !DILocation(line: 1582, column: 25, scope: !1206)
!1206 = distinct !DILexicalBlock(scope: !1202, file: !2, line: 1582, column: 13)
!1207 = !DILocation(line: 1582, column: 27, scope: !1206)
!1208 = !DILocation(line: 1582, column: 13, scope: !1202)
!1209 = !DILocation(line: 1584, column: 39, scope: !1210)
!1210 = distinct !DILexicalBlock(scope: !1206, file: !2, line: 1583, column: 13)
!1211 = !DILocation(line: 1584, column: 33, scope: !1210)
!1212 = !DILocation(line: 1584, column: 42, scope: !1210)
!1213 = !DILocation(line: 1584, column: 45, scope: !1210)
!1214 = !DILocation(line: 1584, column: 48, scope: !1210)
!1215 = !DILocation(line: 1584, column: 73, scope: !1210)
!1216 = !DILocation(line: 1584, column: 17, scope: !1210)
!1217 = !DILocation(line: 1585, column: 21, scope: !1218)
!1218 = distinct !DILexicalBlock(scope: !1210, file: !2, line: 1585, column: 21)
!1219 = !DILocation(line: 1585, column: 21, scope: !1210)
!1220 = !DILocation(line: 1585, column: 72, scope: !1218)
!1221 = !DILocation(line: 1585, column: 75, scope: !1218)
!1222 = !DILocation(line: 1585, column: 78, scope: !1218)
!1223 = !DILocation(line: 1585, column: 39, scope: !1218)
!1224 = !DILocation(line: 1587, column: 13, scope: !1210)
!1225 = !DILocation(line: 1582, column: 33, scope: !1206)
!1226 = !DILocation(line: 1582, column: 13, scope: !1206)
!1227 = distinct !{!1227, !1208, !1228, !878}
!1228 = !DILocation(line: 1587, column: 13, scope: !1202)
!1229 = !DILocation(line: 1588, column: 9, scope: !1203)
!1230 = !DILocation(line: 1580, column: 29, scope: !1198)
!1231 = !DILocation(line: 1580, column: 9, scope: !1198)
!1232 = distinct !{!1232, !1200, !1233, !878}
!1233 = !DILocation(line: 1588, column: 9, scope: !1194)
!1234 = !DILocation(line: 1589, column: 5, scope: !1195)
!1235 = !DILocation(line: 1578, column: 25, scope: !1190)
!1236 = !DILocation(line: 1578, column: 5, scope: !1190)
!1237 = distinct !{!1237, !1192, !1238, !878}
!1238 = !DILocation(line: 1589, column: 5, scope: !1187)
!1239 = !DILocation(line: 1590, column: 21, scope: !784)
!1240 = !DILocation(line: 1590, column: 37, scope: !784)
!1241 = !DILocation(line: 1590, column: 5, scope: !784)
!1242 = !DILocation(line: 1591, column: 27, scope: !784)
!1243 = !DILocation(line: 1591, column: 21, scope: !784)
!1244 = !DILocation(line: 1591, column: 43, scope: !784)
!1245 = !DILocation(line: 1591, column: 5, scope: !784)
!1246 = !DILocation(line: 1592, column: 27, scope: !784)
!1247 = !DILocation(line: 1592, column: 21, scope: !784)
!1248 = !DILocation(line: 1592, column: 43, scope: !784)
!1249 = !DILocation(line: 1592, column: 5, scope: !784)
!1250 = !DILocation(line: 1593, column: 27, scope: !784)
!1251 = !DILocation(line: 1593, column: 21, scope: !784)
!1252 = !DILocation(line: 1593, column: 43, scope: !784)
!1253 = !DILocation(line: 1593, column: 5, scope: !784)
!1254 = !DILocation(line: 1594, column: 27, scope: !784)
!1255 = !DILocation(line: 1594, column: 21, scope: !784)
!1256 = !DILocation(line: 1594, column: 43, scope: !784)
!1257 = !DILocation(line: 1594, column: 5, scope: !784)
!1258 = !DILocation(line: 1595, column: 27, scope: !784)
!1259 = !DILocation(line: 1595, column: 21, scope: !784)
!1260 = !DILocation(line: 1595, column: 43, scope: !784)
!1261 = !DILocation(line: 1595, column: 5, scope: !784)
!1262 = !DILocation(line: 1596, column: 27, scope: !784)
!1263 = !DILocation(line: 1596, column: 21, scope: !784)
!1264 = !DILocation(line: 1596, column: 43, scope: !784)
!1265 = !DILocation(line: 1596, column: 5, scope: !784)
!1266 = !DILocation(line: 1597, column: 27, scope: !784)
!1267 = !DILocation(line: 1597, column: 21, scope: !784)
!1268 = !DILocation(line: 1597, column: 43, scope: !784)
!1269 = !DILocation(line: 1597, column: 5, scope: !784)
!1270 = !DILocation(line: 1598, column: 27, scope: !784)
!1271 = !DILocation(line: 1598, column: 21, scope: !784)
!1272 = !DILocation(line: 1598, column: 43, scope: !784)
!1273 = !DILocation(line: 1598, column: 5, scope: !784)
!1274 = !DILocation(line: 1599, column: 27, scope: !784)
!1275 = !DILocation(line: 1599, column: 21, scope: !784)
!1276 = !DILocation(line: 1599, column: 43, scope: !784)
!1277 = !DILocation(line: 1599, column: 5, scope: !784)
!1278 = !DILocation(line: 1600, column: 27, scope: !784)
!1279 = !DILocation(line: 1600, column: 21, scope: !784)
!1280 = !DILocation(line: 1600, column: 43, scope: !784)
!1281 = !DILocation(line: 1600, column: 5, scope: !784)
!1282 = !DILocation(line: 1601, column: 27, scope: !784)
!1283 = !DILocation(line: 1601, column: 21, scope: !784)
!1284 = !DILocation(line: 1601, column: 43, scope: !784)
!1285 = !DILocation(line: 1601, column: 5, scope: !784)
!1286 = !DILocation(line: 1602, column: 27, scope: !784)
!1287 = !DILocation(line: 1602, column: 21, scope: !784)
!1288 = !DILocation(line: 1602, column: 43, scope: !784)
!1289 = !DILocation(line: 1602, column: 5, scope: !784)
!1290 = !DILocation(line: 1603, column: 27, scope: !784)
!1291 = !DILocation(line: 1603, column: 21, scope: !784)
!1292 = !DILocation(line: 1603, column: 43, scope: !784)
!1293 = !DILocation(line: 1603, column: 5, scope: !784)
!1294 = !DILocation(line: 1604, column: 27, scope: !784)
!1295 = !DILocation(line: 1604, column: 21, scope: !784)
!1296 = !DILocation(line: 1604, column: 43, scope: !784)
!1297 = !DILocation(line: 1604, column: 5, scope: !784)
!1298 = !DILocation(line: 1605, column: 27, scope: !784)
!1299 = !DILocation(line: 1605, column: 21, scope: !784)
!1300 = !DILocation(line: 1605, column: 43, scope: !784)
!1301 = !DILocation(line: 1605, column: 5, scope: !784)
!1302 = !DILocation(line: 1606, column: 27, scope: !784)
!1303 = !DILocation(line: 1606, column: 21, scope: !784)
!1304 = !DILocation(line: 1606, column: 43, scope: !784)
!1305 = !DILocation(line: 1606, column: 5, scope: !784)
!1306 = !DILocation(line: 1607, column: 27, scope: !784)
!1307 = !DILocation(line: 1607, column: 21, scope: !784)
!1308 = !DILocation(line: 1607, column: 43, scope: !784)
!1309 = !DILocation(line: 1607, column: 5, scope: !784)
!1310 = !DILocation(line: 1608, column: 27, scope: !784)
!1311 = !DILocation(line: 1608, column: 21, scope: !784)
!1312 = !DILocation(line: 1608, column: 43, scope: !784)
!1313 = !DILocation(line: 1608, column: 5, scope: !784)
!1314 = !DILocation(line: 1609, column: 12, scope: !1315)
!1315 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1609, column: 5)
!1316 = !DILocation(line: 1609, column: 10, scope: !1315)
!1317 = !DILocation(line: 1609, column: 17, scope: !1318)
!1318 = distinct !DILexicalBlock(scope: !1315, file: !2, line: 1609, column: 5)
!1319 = !DILocation(line: 1609, column: 19, scope: !1318)
!1320 = !DILocation(line: 1609, column: 5, scope: !1315)
!1321 = !DILocation(line: 1611, column: 16, scope: !1322)
!1322 = distinct !DILexicalBlock(scope: !1323, file: !2, line: 1611, column: 9)
!1323 = distinct !DILexicalBlock(scope: !1318, file: !2, line: 1610, column: 5)
!1324 = !DILocation(line: 1611, column: 14, scope: !1322)
!1325 = !DILocation(line: 1611, column: 21, scope: !1326)
!1326 = distinct !DILexicalBlock(scope: !1322, file: !2, line: 1611, column: 9)
!1327 = !DILocation(line: 1611, column: 23, scope: !1326)
!1328 = !DILocation(line: 1611, column: 9, scope: !1322)
!1329 = !DILocation(line: 1613, column: 35, scope: !1330)
!1330 = distinct !DILexicalBlock(scope: !1326, file: !2, line: 1612, column: 9)
!1331 = !DILocation(line: 1613, column: 29, scope: !1330)
!1332 = !DILocation(line: 1613, column: 38, scope: !1330)
!1333 = !DILocation(line: 1613, column: 41, scope: !1330)
!1334 = !DILocation(line: 1613, column: 63, scope: !1330)
!1335 = !DILocation(line: 1613, column: 13, scope: !1330)
!1336 = !DILocation(line: 1614, column: 35, scope: !1330)
!1337 = !DILocation(line: 1614, column: 29, scope: !1330)
!1338 = !DILocation(line: 1614, column: 38, scope: !1330)
!1339 = !DILocation(line: 1614, column: 41, scope: !1330)
!1340 = !DILocation(line: 1614, column: 63, scope: !1330)
!1341 = !DILocation(line: 1614, column: 13, scope: !1330)
!1342 = !DILocation(line: 1615, column: 35, scope: !1330)
!1343 = !DILocation(line: 1615, column: 29, scope: !1330)
!1344 = !DILocation(line: 1615, column: 38, scope: !1330)
!1345 = !DILocation(line: 1615, column: 41, scope: !1330)
!1346 = !DILocation(line: 1615, column: 63, scope: !1330)
!1347 = !DILocation(line: 1615, column: 13, scope: !1330)
!1348 = !DILocation(line: 1616, column: 35, scope: !1330)
!1349 = !DILocation(line: 1616, column: 29, scope: !1330)
!1350 = !DILocation(line: 1616, column: 38, scope: !1330)
!1351 = !DILocation(line: 1616, column: 41, scope: !1330)
!1352 = !DILocation(line: 1616, column: 63, scope: !1330)
!1353 = !DILocation(line: 1616, column: 13, scope: !1330)
!1354 = !DILocation(line: 1617, column: 35, scope: !1330)
!1355 = !DILocation(line: 1617, column: 29, scope: !1330)
!1356 = !DILocation(line: 1617, column: 38, scope: !1330)
!1357 = !DILocation(line: 1617, column: 41, scope: !1330)
!1358 = !DILocation(line: 1617, column: 63, scope: !1330)
!1359 = !DILocation(line: 1617, column: 13, scope: !1330)
!1360 = !DILocation(line: 1618, column: 35, scope: !1330)
!1361 = !DILocation(line: 1618, column: 29, scope: !1330)
!1362 = !DILocation(line: 1618, column: 38, scope: !1330)
!1363 = !DILocation(line: 1618, column: 41, scope: !1330)
!1364 = !DILocation(line: 1618, column: 63, scope: !1330)
!1365 = !DILocation(line: 1618, column: 13, scope: !1330)
!1366 = !DILocation(line: 1619, column: 35, scope: !1330)
!1367 = !DILocation(line: 1619, column: 29, scope: !1330)
!1368 = !DILocation(line: 1619, column: 38, scope: !1330)
!1369 = !DILocation(line: 1619, column: 41, scope: !1330)
!1370 = !DILocation(line: 1619, column: 63, scope: !1330)
!1371 = !DILocation(line: 1619, column: 13, scope: !1330)
!1372 = !DILocation(line: 1620, column: 35, scope: !1330)
!1373 = !DILocation(line: 1620, column: 29, scope: !1330)
!1374 = !DILocation(line: 1620, column: 38, scope: !1330)
!1375 = !DILocation(line: 1620, column: 41, scope: !1330)
!1376 = !DILocation(line: 1620, column: 63, scope: !1330)
!1377 = !DILocation(line: 1620, column: 13, scope: !1330)
!1378 = !DILocation(line: 1621, column: 35, scope: !1330)
!1379 = !DILocation(line: 1621, column: 29, scope: !1330)
!1380 = !DILocation(line: 1621, column: 38, scope: !1330)
!1381 = !DILocation(line: 1621, column: 41, scope: !1330)
!1382 = !DILocation(line: 1621, column: 63, scope: !1330)
!1383 = !DILocation(line: 1621, column: 13, scope: !1330)
!1384 = !DILocation(line: 1622, column: 17, scope: !1385)
!1385 = distinct !DILexicalBlock(scope: !1330, file: !2, line: 1622, column: 17)
!1386 = !DILocation(line: 1622, column: 17, scope: !1330)
!1387 = !DILocation(line: 1622, column: 64, scope: !1385)
!1388 = !DILocation(line: 1622, column: 67, scope: !1385)
!1389 = !DILocation(line: 1622, column: 35, scope: !1385)
!1390 = !DILocation(line: 1624, column: 9, scope: !1330)
!1391 = !DILocation(line: 1611, column: 29, scope: !1326)
!1392 = !DILocation(line: 1611, column: 9, scope: !1326)
!1393 = distinct !{!1393, !1328, !1394, !878}
!1394 = !DILocation(line: 1624, column: 9, scope: !1322)
!1395 = !DILocation(line: 1625, column: 5, scope: !1323)
!1396 = !DILocation(line: 1609, column: 25, scope: !1318)
!1397 = !DILocation(line: 1609, column: 5, scope: !1318)
!1398 = distinct !{!1398, !1320, !1399, !878}
!1399 = !DILocation(line: 1625, column: 5, scope: !1315)
!1400 = !DILocation(line: 1626, column: 27, scope: !784)
!1401 = !DILocation(line: 1626, column: 21, scope: !784)
!1402 = !DILocation(line: 1626, column: 43, scope: !784)
!1403 = !DILocation(line: 1626, column: 5, scope: !784)
!1404 = !DILocation(line: 1627, column: 27, scope: !784)
!1405 = !DILocation(line: 1627, column: 21, scope: !784)
!1406 = !DILocation(line: 1627, column: 43, scope: !784)
!1407 = !DILocation(line: 1627, column: 5, scope: !784)
!1408 = !DILocation(line: 1628, column: 27, scope: !784)
!1409 = !DILocation(line: 1628, column: 21, scope: !784)
!1410 = !DILocation(line: 1628, column: 43, scope: !784)
!1411 = !DILocation(line: 1628, column: 5, scope: !784)
!1412 = !DILocation(line: 1629, column: 27, scope: !784)
!1413 = !DILocation(line: 1629, column: 21, scope: !784)
!1414 = !DILocation(line: 1629, column: 43, scope: !784)
!1415 = !DILocation(line: 1629, column: 5, scope: !784)
!1416 = !DILocation(line: 1630, column: 27, scope: !784)
!1417 = !DILocation(line: 1630, column: 21, scope: !784)
!1418 = !DILocation(line: 1630, column: 43, scope: !784)
!1419 = !DILocation(line: 1630, column: 5, scope: !784)
!1420 = !DILocation(line: 1631, column: 27, scope: !784)
!1421 = !DILocation(line: 1631, column: 21, scope: !784)
!1422 = !DILocation(line: 1631, column: 43, scope: !784)
!1423 = !DILocation(line: 1631, column: 5, scope: !784)
!1424 = !DILocation(line: 1632, column: 27, scope: !784)
!1425 = !DILocation(line: 1632, column: 21, scope: !784)
!1426 = !DILocation(line: 1632, column: 43, scope: !784)
!1427 = !DILocation(line: 1632, column: 5, scope: !784)
!1428 = !DILocation(line: 1633, column: 27, scope: !784)
!1429 = !DILocation(line: 1633, column: 21, scope: !784)
!1430 = !DILocation(line: 1633, column: 43, scope: !784)
!1431 = !DILocation(line: 1633, column: 5, scope: !784)
!1432 = !DILocation(line: 1634, column: 27, scope: !784)
!1433 = !DILocation(line: 1634, column: 21, scope: !784)
!1434 = !DILocation(line: 1634, column: 43, scope: !784)
!1435 = !DILocation(line: 1634, column: 5, scope: !784)
!1436 = !DILocation(line: 1635, column: 21, scope: !784)
!1437 = !DILocation(line: 1635, column: 37, scope: !784)
!1438 = !DILocation(line: 1635, column: 5, scope: !784)
!1439 = !DILocation(line: 1636, column: 21, scope: !784)
!1440 = !DILocation(line: 1636, column: 37, scope: !784)
!1441 = !DILocation(line: 1636, column: 5, scope: !784)
!1442 = !DILocation(line: 1637, column: 12, scope: !1443)
!1443 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1637, column: 5)
!1444 = !DILocation(line: 1637, column: 10, scope: !1443)
!1445 = !DILocation(line: 1637, column: 17, scope: !1446)
!1446 = distinct !DILexicalBlock(scope: !1443, file: !2, line: 1637, column: 5)
!1447 = !DILocation(line: 1637, column: 19, scope: !1446)
!1448 = !DILocation(line: 1637, column: 5, scope: !1443)
!1449 = !DILocation(line: 1639, column: 32, scope: !1450)
!1450 = distinct !DILexicalBlock(scope: !1446, file: !2, line: 1638, column: 5)
!1451 = !DILocation(line: 1639, column: 25, scope: !1450)
!1452 = !DILocation(line: 1639, column: 35, scope: !1450)
!1453 = !DILocation(line: 1639, column: 55, scope: !1450)
!1454 = !DILocation(line: 1639, column: 9, scope: !1450)
!1455 = !DILocation(line: 1640, column: 32, scope: !1450)
!1456 = !DILocation(line: 1640, column: 25, scope: !1450)
!1457 = !DILocation(line: 1640, column: 35, scope: !1450)
!1458 = !DILocation(line: 1640, column: 55, scope: !1450)
!1459 = !DILocation(line: 1640, column: 9, scope: !1450)
!1460 = !DILocation(line: 1641, column: 32, scope: !1450)
!1461 = !DILocation(line: 1641, column: 25, scope: !1450)
!1462 = !DILocation(line: 1641, column: 35, scope: !1450)
!1463 = !DILocation(line: 1641, column: 55, scope: !1450)
!1464 = !DILocation(line: 1641, column: 9, scope: !1450)
!1465 = !DILocation(line: 1642, column: 32, scope: !1450)
!1466 = !DILocation(line: 1642, column: 25, scope: !1450)
!1467 = !DILocation(line: 1642, column: 35, scope: !1450)
!1468 = !DILocation(line: 1642, column: 55, scope: !1450)
!1469 = !DILocation(line: 1642, column: 9, scope: !1450)
!1470 = !DILocation(line: 1643, column: 32, scope: !1450)
!1471 = !DILocation(line: 1643, column: 25, scope: !1450)
!1472 = !DILocation(line: 1643, column: 35, scope: !1450)
!1473 = !DILocation(line: 1643, column: 55, scope: !1450)
!1474 = !DILocation(line: 1643, column: 9, scope: !1450)
!1475 = !DILocation(line: 1644, column: 32, scope: !1450)
!1476 = !DILocation(line: 1644, column: 25, scope: !1450)
!1477 = !DILocation(line: 1644, column: 35, scope: !1450)
!1478 = !DILocation(line: 1644, column: 55, scope: !1450)
!1479 = !DILocation(line: 1644, column: 9, scope: !1450)
!1480 = !DILocation(line: 1645, column: 32, scope: !1450)
!1481 = !DILocation(line: 1645, column: 25, scope: !1450)
!1482 = !DILocation(line: 1645, column: 35, scope: !1450)
!1483 = !DILocation(line: 1645, column: 55, scope: !1450)
!1484 = !DILocation(line: 1645, column: 9, scope: !1450)
!1485 = !DILocation(line: 1646, column: 32, scope: !1450)
!1486 = !DILocation(line: 1646, column: 25, scope: !1450)
!1487 = !DILocation(line: 1646, column: 35, scope: !1450)
!1488 = !DILocation(line: 1646, column: 55, scope: !1450)
!1489 = !DILocation(line: 1646, column: 9, scope: !1450)
!1490 = !DILocation(line: 1647, column: 32, scope: !1450)
!1491 = !DILocation(line: 1647, column: 25, scope: !1450)
!1492 = !DILocation(line: 1647, column: 35, scope: !1450)
!1493 = !DILocation(line: 1647, column: 55, scope: !1450)
!1494 = !DILocation(line: 1647, column: 9, scope: !1450)
!1495 = !DILocation(line: 1648, column: 13, scope: !1496)
!1496 = distinct !DILexicalBlock(scope: !1450, file: !2, line: 1648, column: 13)
!1497 = !DILocation(line: 1648, column: 13, scope: !1450)
!1498 = !DILocation(line: 1648, column: 56, scope: !1496)
!1499 = !DILocation(line: 1648, column: 31, scope: !1496)
!1500 = !DILocation(line: 1650, column: 5, scope: !1450)
!1501 = !DILocation(line: 1637, column: 25, scope: !1446)
!1502 = !DILocation(line: 1637, column: 5, scope: !1446)
!1503 = distinct !{!1503, !1448, !1504, !878}
!1504 = !DILocation(line: 1650, column: 5, scope: !1443)
!1505 = !DILocation(line: 1651, column: 21, scope: !784)
!1506 = !DILocation(line: 1651, column: 39, scope: !784)
!1507 = !DILocation(line: 1651, column: 5, scope: !784)
!1508 = !DILocation(line: 1652, column: 28, scope: !784)
!1509 = !DILocation(line: 1652, column: 21, scope: !784)
!1510 = !DILocation(line: 1652, column: 45, scope: !784)
!1511 = !DILocation(line: 1652, column: 5, scope: !784)
!1512 = !DILocation(line: 1653, column: 28, scope: !784)
!1513 = !DILocation(line: 1653, column: 21, scope: !784)
!1514 = !DILocation(line: 1653, column: 45, scope: !784)
!1515 = !DILocation(line: 1653, column: 5, scope: !784)
!1516 = !DILocation(line: 1654, column: 28, scope: !784)
!1517 = !DILocation(line: 1654, column: 21, scope: !784)
!1518 = !DILocation(line: 1654, column: 45, scope: !784)
!1519 = !DILocation(line: 1654, column: 5, scope: !784)
!1520 = !DILocation(line: 1655, column: 28, scope: !784)
!1521 = !DILocation(line: 1655, column: 21, scope: !784)
!1522 = !DILocation(line: 1655, column: 45, scope: !784)
!1523 = !DILocation(line: 1655, column: 5, scope: !784)
!1524 = !DILocation(line: 1656, column: 28, scope: !784)
!1525 = !DILocation(line: 1656, column: 21, scope: !784)
!1526 = !DILocation(line: 1656, column: 45, scope: !784)
!1527 = !DILocation(line: 1656, column: 5, scope: !784)
!1528 = !DILocation(line: 1657, column: 28, scope: !784)
!1529 = !DILocation(line: 1657, column: 21, scope: !784)
!1530 = !DILocation(line: 1657, column: 45, scope: !784)
!1531 = !DILocation(line: 1657, column: 5, scope: !784)
!1532 = !DILocation(line: 1658, column: 28, scope: !784)
!1533 = !DILocation(line: 1658, column: 21, scope: !784)
!1534 = !DILocation(line: 1658, column: 45, scope: !784)
!1535 = !DILocation(line: 1658, column: 5, scope: !784)
!1536 = !DILocation(line: 1659, column: 28, scope: !784)
!1537 = !DILocation(line: 1659, column: 21, scope: !784)
!1538 = !DILocation(line: 1659, column: 45, scope: !784)
!1539 = !DILocation(line: 1659, column: 5, scope: !784)
!1540 = !DILocation(line: 1660, column: 28, scope: !784)
!1541 = !DILocation(line: 1660, column: 21, scope: !784)
!1542 = !DILocation(line: 1660, column: 45, scope: !784)
!1543 = !DILocation(line: 1660, column: 5, scope: !784)
!1544 = !DILocation(line: 1661, column: 21, scope: !784)
!1545 = !DILocation(line: 1661, column: 39, scope: !784)
!1546 = !DILocation(line: 1661, column: 5, scope: !784)
!1547 = !DILocation(line: 1662, column: 28, scope: !784)
!1548 = !DILocation(line: 1662, column: 21, scope: !784)
!1549 = !DILocation(line: 1662, column: 45, scope: !784)
!1550 = !DILocation(line: 1662, column: 5, scope: !784)
!1551 = !DILocation(line: 1663, column: 28, scope: !784)
!1552 = !DILocation(line: 1663, column: 21, scope: !784)
!1553 = !DILocation(line: 1663, column: 45, scope: !784)
!1554 = !DILocation(line: 1663, column: 5, scope: !784)
!1555 = !DILocation(line: 1664, column: 28, scope: !784)
!1556 = !DILocation(line: 1664, column: 21, scope: !784)
!1557 = !DILocation(line: 1664, column: 45, scope: !784)
!1558 = !DILocation(line: 1664, column: 5, scope: !784)
!1559 = !DILocation(line: 1665, column: 28, scope: !784)
!1560 = !DILocation(line: 1665, column: 21, scope: !784)
!1561 = !DILocation(line: 1665, column: 45, scope: !784)
!1562 = !DILocation(line: 1665, column: 5, scope: !784)
!1563 = !DILocation(line: 1666, column: 12, scope: !1564)
!1564 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1666, column: 5)
!1565 = !DILocation(line: 1666, column: 10, scope: !1564)
!1566 = !DILocation(line: 1666, column: 17, scope: !1567)
!1567 = distinct !DILexicalBlock(scope: !1564, file: !2, line: 1666, column: 5)
!1568 = !DILocation(line: 1666, column: 19, scope: !1567)
!1569 = !DILocation(line: 1666, column: 5, scope: !1564)
!1570 = !DILocation(line: 1668, column: 16, scope: !1571)
!1571 = distinct !DILexicalBlock(scope: !1572, file: !2, line: 1668, column: 9)
!1572 = distinct !DILexicalBlock(scope: !1567, file: !2, line: 1667, column: 5)
!1573 = !DILocation(line: 1668, column: 14, scope: !1571)
!1574 = !DILocation(line: 1668, column: 21, scope: !1575)
!1575 = distinct !DILexicalBlock(scope: !1571, file: !2, line: 1668, column: 9)
!1576 = !DILocation(line: 1668, column: 23, scope: !1575)
!1577 = !DILocation(line: 1668, column: 9, scope: !1571)
!1578 = !DILocation(line: 1670, column: 36, scope: !1579)
!1579 = distinct !DILexicalBlock(scope: !1575, file: !2, line: 1669, column: 9)
!1580 = !DILocation(line: 1670, column: 29, scope: !1579)
!1581 = !DILocation(line: 1670, column: 39, scope: !1579)
!1582 = !DILocation(line: 1670, column: 42, scope: !1579)
!1583 = !DILocation(line: 1670, column: 65, scope: !1579)
!1584 = !DILocation(line: 1670, column: 13, scope: !1579)
!1585 = !DILocation(line: 1671, column: 36, scope: !1579)
!1586 = !DILocation(line: 1671, column: 29, scope: !1579)
!1587 = !DILocation(line: 1671, column: 39, scope: !1579)
!1588 = !DILocation(line: 1671, column: 42, scope: !1579)
!1589 = !DILocation(line: 1671, column: 65, scope: !1579)
!1590 = !DILocation(line: 1671, column: 13, scope: !1579)
!1591 = !DILocation(line: 1672, column: 36, scope: !1579)
!1592 = !DILocation(line: 1672, column: 29, scope: !1579)
!1593 = !DILocation(line: 1672, column: 39, scope: !1579)
!1594 = !DILocation(line: 1672, column: 42, scope: !1579)
!1595 = !DILocation(line: 1672, column: 65, scope: !1579)
!1596 = !DILocation(line: 1672, column: 13, scope: !1579)
!1597 = !DILocation(line: 1673, column: 36, scope: !1579)
!1598 = !DILocation(line: 1673, column: 29, scope: !1579)
!1599 = !DILocation(line: 1673, column: 39, scope: !1579)
!1600 = !DILocation(line: 1673, column: 42, scope: !1579)
!1601 = !DILocation(line: 1673, column: 65, scope: !1579)
!1602 = !DILocation(line: 1673, column: 13, scope: !1579)
!1603 = !DILocation(line: 1674, column: 17, scope: !1604)
!1604 = distinct !DILexicalBlock(scope: !1579, file: !2, line: 1674, column: 17)
!1605 = !DILocation(line: 1674, column: 17, scope: !1579)
!1606 = !DILocation(line: 1674, column: 64, scope: !1604)
!1607 = !DILocation(line: 1674, column: 67, scope: !1604)
!1608 = !DILocation(line: 1674, column: 35, scope: !1604)
!1609 = !DILocation(line: 1676, column: 9, scope: !1579)
!1610 = !DILocation(line: 1668, column: 30, scope: !1575)
!1611 = !DILocation(line: 1668, column: 9, scope: !1575)
!1612 = distinct !{!1612, !1577, !1613, !878}
!1613 = !DILocation(line: 1676, column: 9, scope: !1571)
!1614 = !DILocation(line: 1677, column: 5, scope: !1572)
!1615 = !DILocation(line: 1666, column: 25, scope: !1567)
!1616 = !DILocation(line: 1666, column: 5, scope: !1567)
!1617 = distinct !{!1617, !1569, !1618, !878}
!1618 = !DILocation(line: 1677, column: 5, scope: !1564)
!1619 = !DILocation(line: 1678, column: 28, scope: !784)
!1620 = !DILocation(line: 1678, column: 21, scope: !784)
!1621 = !DILocation(line: 1678, column: 45, scope: !784)
!1622 = !DILocation(line: 1678, column: 5, scope: !784)
!1623 = !DILocation(line: 1679, column: 28, scope: !784)
!1624 = !DILocation(line: 1679, column: 21, scope: !784)
!1625 = !DILocation(line: 1679, column: 45, scope: !784)
!1626 = !DILocation(line: 1679, column: 5, scope: !784)
!1627 = !DILocation(line: 1680, column: 28, scope: !784)
!1628 = !DILocation(line: 1680, column: 21, scope: !784)
!1629 = !DILocation(line: 1680, column: 45, scope: !784)
!1630 = !DILocation(line: 1680, column: 5, scope: !784)
!1631 = !DILocation(line: 1681, column: 28, scope: !784)
!1632 = !DILocation(line: 1681, column: 21, scope: !784)
!1633 = !DILocation(line: 1681, column: 45, scope: !784)
!1634 = !DILocation(line: 1681, column: 5, scope: !784)
!1635 = !DILocation(line: 1682, column: 28, scope: !784)
!1636 = !DILocation(line: 1682, column: 21, scope: !784)
!1637 = !DILocation(line: 1682, column: 45, scope: !784)
!1638 = !DILocation(line: 1682, column: 5, scope: !784)
!1639 = !DILocation(line: 1683, column: 28, scope: !784)
!1640 = !DILocation(line: 1683, column: 21, scope: !784)
!1641 = !DILocation(line: 1683, column: 45, scope: !784)
!1642 = !DILocation(line: 1683, column: 5, scope: !784)
!1643 = !DILocation(line: 1684, column: 28, scope: !784)
!1644 = !DILocation(line: 1684, column: 21, scope: !784)
!1645 = !DILocation(line: 1684, column: 45, scope: !784)
!1646 = !DILocation(line: 1684, column: 5, scope: !784)
!1647 = !DILocation(line: 1685, column: 28, scope: !784)
!1648 = !DILocation(line: 1685, column: 21, scope: !784)
!1649 = !DILocation(line: 1685, column: 45, scope: !784)
!1650 = !DILocation(line: 1685, column: 5, scope: !784)
!1651 = !DILocation(line: 1686, column: 28, scope: !784)
!1652 = !DILocation(line: 1686, column: 21, scope: !784)
!1653 = !DILocation(line: 1686, column: 45, scope: !784)
!1654 = !DILocation(line: 1686, column: 5, scope: !784)
!1655 = !DILocation(line: 1687, column: 12, scope: !1656)
!1656 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1687, column: 5)
!1657 = !DILocation(line: 1687, column: 10, scope: !1656)
!1658 = !DILocation(line: 1687, column: 17, scope: !1659)
!1659 = distinct !DILexicalBlock(scope: !1656, file: !2, line: 1687, column: 5)
!1660 = !DILocation(line: 1687, column: 19, scope: !1659)
!1661 = !DILocation(line: 1687, column: 5, scope: !1656)
!1662 = !DILocation(line: 1689, column: 16, scope: !1663)
!1663 = distinct !DILexicalBlock(scope: !1664, file: !2, line: 1689, column: 9)
!1664 = distinct !DILexicalBlock(scope: !1659, file: !2, line: 1688, column: 5)
!1665 = !DILocation(line: 1689, column: 14, scope: !1663)
!1666 = !DILocation(line: 1689, column: 21, scope: !1667)
!1667 = distinct !DILexicalBlock(scope: !1663, file: !2, line: 1689, column: 9)
!1668 = !DILocation(line: 1689, column: 23, scope: !1667)
!1669 = !DILocation(line: 1689, column: 9, scope: !1663)
!1670 = !DILocation(line: 1691, column: 20, scope: !1671)
!1671 = distinct !DILexicalBlock(scope: !1672, file: !2, line: 1691, column: 13)
!1672 = distinct !DILexicalBlock(scope: !1667, file: !2, line: 1690, column: 9)
!1673 = !DILocation(line: 1691, column: 18, scope: !1671)
!1674 = !DILocation(line: 1691, column: 25, scope: !1675)
!1675 = distinct !DILexicalBlock(scope: !1671, file: !2, line: 1691, column: 13)
!1676 = !DILocation(line: 1691, column: 27, scope: !1675)
!1677 = !DILocation(line: 1691, column: 13, scope: !1671)
!1678 = !DILocation(line: 1693, column: 40, scope: !1679)
!1679 = distinct !DILexicalBlock(scope: !1675, file: !2, line: 1692, column: 13)
!1680 = !DILocation(line: 1693, column: 33, scope: !1679)
!1681 = !DILocation(line: 1693, column: 43, scope: !1679)
!1682 = !DILocation(line: 1693, column: 46, scope: !1679)
!1683 = !DILocation(line: 1693, column: 49, scope: !1679)
!1684 = !DILocation(line: 1693, column: 75, scope: !1679)
!1685 = !DILocation(line: 1693, column: 17, scope: !1679)
!1686 = !DILocation(line: 1694, column: 40, scope: !1679)
!1687 = !DILocation(line: 1694, column: 33, scope: !1679)
!1688 = !DILocation(line: 1694, column: 43, scope: !1679)
!1689 = !DILocation(line: 1694, column: 46, scope: !1679)
!1690 = !DILocation(line: 1694, column: 49, scope: !1679)
!1691 = !DILocation(line: 1694, column: 75, scope: !1679)
!1692 = !DILocation(line: 1694, column: 17, scope: !1679)
!1693 = !DILocation(line: 1695, column: 40, scope: !1679)
!1694 = !DILocation(line: 1695, column: 33, scope: !1679)
!1695 = !DILocation(line: 1695, column: 43, scope: !1679)
!1696 = !DILocation(line: 1695, column: 46, scope: !1679)
!1697 = !DILocation(line: 1695, column: 49, scope: !1679)
!1698 = !DILocation(line: 1695, column: 75, scope: !1679)
!1699 = !DILocation(line: 1695, column: 17, scope: !1679)
!1700 = !DILocation(line: 1696, column: 40, scope: !1679)
!1701 = !DILocation(line: 1696, column: 33, scope: !1679)
!1702 = !DILocation(line: 1696, column: 43, scope: !1679)
!1703 = !DILocation(line: 1696, column: 46, scope: !1679)
!1704 = !DILocation(line: 1696, column: 49, scope: !1679)
!1705 = !DILocation(line: 1696, column: 75, scope: !1679)
!1706 = !DILocation(line: 1696, column: 17, scope: !1679)
!1707 = !DILocation(line: 1697, column: 40, scope: !1679)
!1708 = !DILocation(line: 1697, column: 33, scope: !1679)
!1709 = !DILocation(line: 1697, column: 43, scope: !1679)
!1710 = !DILocation(line: 1697, column: 46, scope: !1679)
!1711 = !DILocation(line: 1697, column: 49, scope: !1679)
!1712 = !DILocation(line: 1697, column: 75, scope: !1679)
!1713 = !DILocation(line: 1697, column: 17, scope: !1679)
!1714 = !DILocation(line: 1698, column: 40, scope: !1679)
!1715 = !DILocation(line: 1698, column: 33, scope: !1679)
!1716 = !DILocation(line: 1698, column: 43, scope: !1679)
!1717 = !DILocation(line: 1698, column: 46, scope: !1679)
!1718 = !DILocation(line: 1698, column: 49, scope: !1679)
!1719 = !DILocation(line: 1698, column: 75, scope: !1679)
!1720 = !DILocation(line: 1698, column: 17, scope: !1679)
!1721 = !DILocation(line: 1699, column: 40, scope: !1679)
!1722 = !DILocation(line: 1699, column: 33, scope: !1679)
!1723 = !DILocation(line: 1699, column: 43, scope: !1679)
!1724 = !DILocation(line: 1699, column: 46, scope: !1679)
!1725 = !DILocation(line: 1699, column: 49, scope: !1679)
!1726 = !DILocation(line: 1699, column: 75, scope: !1679)
!1727 = !DILocation(line: 1699, column: 17, scope: !1679)
!1728 = !DILocation(line: 1700, column: 40, scope: !1679)
!1729 = !DILocation(line: 1700, column: 33, scope: !1679)
!1730 = !DILocation(line: 1700, column: 43, scope: !1679)
!1731 = !DILocation(line: 1700, column: 46, scope: !1679)
!1732 = !DILocation(line: 1700, column: 49, scope: !1679)
!1733 = !DILocation(line: 1700, column: 75, scope: !1679)
!1734 = !DILocation(line: 1700, column: 17, scope: !1679)
!1735 = !DILocation(line: 1701, column: 40, scope: !1679)
!1736 = !DILocation(line: 1701, column: 33, scope: !1679)
!1737 = !DILocation(line: 1701, column: 43, scope: !1679)
!1738 = !DILocation(line: 1701, column: 46, scope: !1679)
!1739 = !DILocation(line: 1701, column: 49, scope: !1679)
!1740 = !DILocation(line: 1701, column: 75, scope: !1679)
!1741 = !DILocation(line: 1701, column: 17, scope: !1679)
!1742 = !DILocation(line: 1702, column: 21, scope: !1743)
!1743 = distinct !DILexicalBlock(scope: !1679, file: !2, line: 1702, column: 21)
!1744 = !DILocation(line: 1702, column: 21, scope: !1679)
!1745 = !DILocation(line: 1702, column: 72, scope: !1743)
!1746 = !DILocation(line: 1702, column: 75, scope: !1743)
!1747 = !DILocation(line: 1702, column: 78, scope: !1743)
!1748 = !DILocation(line: 1702, column: 39, scope: !1743)
!1749 = !DILocation(line: 1704, column: 13, scope: !1679)
!1750 = !DILocation(line: 1691, column: 33, scope: !1675)
!1751 = !DILocation(line: 1691, column: 13, scope: !1675)
!1752 = distinct !{!1752, !1677, !1753, !878}
!1753 = !DILocation(line: 1704, column: 13, scope: !1671)
!1754 = !DILocation(line: 1705, column: 9, scope: !1672)
!1755 = !DILocation(line: 1689, column: 29, scope: !1667)
!1756 = !DILocation(line: 1689, column: 9, scope: !1667)
!1757 = distinct !{!1757, !1669, !1758, !878}
!1758 = !DILocation(line: 1705, column: 9, scope: !1663)
!1759 = !DILocation(line: 1706, column: 5, scope: !1664)
!1760 = !DILocation(line: 1687, column: 25, scope: !1659)
!1761 = !DILocation(line: 1687, column: 5, scope: !1659)
!1762 = distinct !{!1762, !1661, !1763, !878}
!1763 = !DILocation(line: 1706, column: 5, scope: !1656)
!1764 = !DILocation(line: 1707, column: 21, scope: !784)
!1765 = !DILocation(line: 1707, column: 39, scope: !784)
!1766 = !DILocation(line: 1707, column: 5, scope: !784)
!1767 = !DILocation(line: 1708, column: 21, scope: !784)
!1768 = !DILocation(line: 1708, column: 39, scope: !784)
!1769 = !DILocation(line: 1708, column: 5, scope: !784)
!1770 = !DILocation(line: 1709, column: 12, scope: !1771)
!1771 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1709, column: 5)
!1772 = !DILocation(line: 1709, column: 10, scope: !1771)
!1773 = !DILocation(line: 1709, column: 17, scope: !1774)
!1774 = distinct !DILexicalBlock(scope: !1771, file: !2, line: 1709, column: 5)
!1775 = !DILocation(line: 1709, column: 19, scope: !1774)
!1776 = !DILocation(line: 1709, column: 5, scope: !1771)
!1777 = !DILocation(line: 1711, column: 16, scope: !1778)
!1778 = distinct !DILexicalBlock(scope: !1779, file: !2, line: 1711, column: 9)
!1779 = distinct !DILexicalBlock(scope: !1774, file: !2, line: 1710, column: 5)
!1780 = !DILocation(line: 1711, column: 14, scope: !1778)
!1781 = !DILocation(line: 1711, column: 21, scope: !1782)
!1782 = distinct !DILexicalBlock(scope: !1778, file: !2, line: 1711, column: 9)
!1783 = !DILocation(line: 1711, column: 23, scope: !1782)
!1784 = !DILocation(line: 1711, column: 9, scope: !1778)
!1785 = !DILocation(line: 1713, column: 36, scope: !1786)
!1786 = distinct !DILexicalBlock(scope: !1782, file: !2, line: 1712, column: 9)
!1787 = !DILocation(line: 1713, column: 29, scope: !1786)
!1788 = !DILocation(line: 1713, column: 39, scope: !1786)
!1789 = !DILocation(line: 1713, column: 59, scope: !1786)
!1790 = !DILocation(line: 1713, column: 13, scope: !1786)
!1791 = !DILocation(line: 1714, column: 17, scope: !1792)
!1792 = distinct !DILexicalBlock(scope: !1786, file: !2, line: 1714, column: 17)
!1793 = !DILocation(line: 1714, column: 17, scope: !1786)
!1794 = !DILocation(line: 1714, column: 64, scope: !1792)
!1795 = !DILocation(line: 1714, column: 67, scope: !1792)
!1796 = !DILocation(line: 1714, column: 35, scope: !1792)
!1797 = !DILocation(line: 1716, column: 9, scope: !1786)
!1798 = !DILocation(line: 1711, column: 29, scope: !1782)
!1799 = !DILocation(line: 1711, column: 9, scope: !1782)
!1800 = distinct !{!1800, !1784, !1801, !878}
!1801 = !DILocation(line: 1716, column: 9, scope: !1778)
!1802 = !DILocation(line: 1717, column: 5, scope: !1779)
!1803 = !DILocation(line: 1709, column: 25, scope: !1774)
!1804 = !DILocation(line: 1709, column: 5, scope: !1774)
!1805 = distinct !{!1805, !1776, !1806, !878}
!1806 = !DILocation(line: 1717, column: 5, scope: !1771)
!1807 = !DILocation(line: 1718, column: 21, scope: !784)
!1808 = !DILocation(line: 1718, column: 39, scope: !784)
!1809 = !DILocation(line: 1718, column: 5, scope: !784)
!1810 = !DILocation(line: 1719, column: 21, scope: !784)
!1811 = !DILocation(line: 1719, column: 39, scope: !784)
!1812 = !DILocation(line: 1719, column: 5, scope: !784)
!1813 = !DILocation(line: 1720, column: 12, scope: !1814)
!1814 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1720, column: 5)
!1815 = !DILocation(line: 1720, column: 10, scope: !1814)
!1816 = !DILocation(line: 1720, column: 17, scope: !1817)
!1817 = distinct !DILexicalBlock(scope: !1814, file: !2, line: 1720, column: 5)
!1818 = !DILocation(line: 1720, column: 19, scope: !1817)
!1819 = !DILocation(line: 1720, column: 5, scope: !1814)
!1820 = !DILocation(line: 1722, column: 16, scope: !1821)
!1821 = distinct !DILexicalBlock(scope: !1822, file: !2, line: 1722, column: 9)
!1822 = distinct !DILexicalBlock(scope: !1817, file: !2, line: 1721, column: 5)
!1823 = !DILocation(line: 1722, column: 14, scope: !1821)
!1824 = !DILocation(line: 1722, column: 21, scope: !1825)
!1825 = distinct !DILexicalBlock(scope: !1821, file: !2, line: 1722, column: 9)
!1826 = !DILocation(line: 1722, column: 23, scope: !1825)
!1827 = !DILocation(line: 1722, column: 9, scope: !1821)
!1828 = !DILocation(line: 1724, column: 20, scope: !1829)
!1829 = distinct !DILexicalBlock(scope: !1830, file: !2, line: 1724, column: 13)
!1830 = distinct !DILexicalBlock(scope: !1825, file: !2, line: 1723, column: 9)
!1831 = !DILocation(line: 1724, column: 18, scope: !1829)
!1832 = !DILocation(line: 1724, column: 25, scope: !1833)
!1833 = distinct !DILexicalBlock(scope: !1829, file: !2, line: 1724, column: 13)
!1834 = !DILocation(line: 1724, column: 27, scope: !1833)
!1835 = !DILocation(line: 1724, column: 13, scope: !1829)
!1836 = !DILocation(line: 1726, column: 40, scope: !1837)
!1837 = distinct !DILexicalBlock(scope: !1833, file: !2, line: 1725, column: 13)
!1838 = !DILocation(line: 1726, column: 33, scope: !1837)
!1839 = !DILocation(line: 1726, column: 43, scope: !1837)
!1840 = !DILocation(line: 1726, column: 46, scope: !1837)
!1841 = !DILocation(line: 1726, column: 49, scope: !1837)
!1842 = !DILocation(line: 1726, column: 75, scope: !1837)
!1843 = !DILocation(line: 1726, column: 17, scope: !1837)
!1844 = !DILocation(line: 1727, column: 40, scope: !1837)
!1845 = !DILocation(line: 1727, column: 33, scope: !1837)
!1846 = !DILocation(line: 1727, column: 43, scope: !1837)
!1847 = !DILocation(line: 1727, column: 46, scope: !1837)
!1848 = !DILocation(line: 1727, column: 49, scope: !1837)
!1849 = !DILocation(line: 1727, column: 75, scope: !1837)
!1850 = !DILocation(line: 1727, column: 17, scope: !1837)
!1851 = !DILocation(line: 1728, column: 40, scope: !1837)
!1852 = !DILocation(line: 1728, column: 33, scope: !1837)
!1853 = !DILocation(line: 1728, column: 43, scope: !1837)
!1854 = !DILocation(line: 1728, column: 46, scope: !1837)
!1855 = !DILocation(line: 1728, column: 49, scope: !1837)
!1856 = !DILocation(line: 1728, column: 75, scope: !1837)
!1857 = !DILocation(line: 1728, column: 17, scope: !1837)
!1858 = !DILocation(line: 1729, column: 40, scope: !1837)
!1859 = !DILocation(line: 1729, column: 33, scope: !1837)
!1860 = !DILocation(line: 1729, column: 43, scope: !1837)
!1861 = !DILocation(line: 1729, column: 46, scope: !1837)
!1862 = !DILocation(line: 1729, column: 49, scope: !1837)
!1863 = !DILocation(line: 1729, column: 75, scope: !1837)
!1864 = !DILocation(line: 1729, column: 17, scope: !1837)
!1865 = !DILocation(line: 1730, column: 21, scope: !1866)
!1866 = distinct !DILexicalBlock(scope: !1837, file: !2, line: 1730, column: 21)
!1867 = !DILocation(line: 1730, column: 21, scope: !1837)
!1868 = !DILocation(line: 1730, column: 72, scope: !1866)
!1869 = !DILocation(line: 1730, column: 75, scope: !1866)
!1870 = !DILocation(line: 1730, column: 78, scope: !1866)
!1871 = !DILocation(line: 1730, column: 39, scope: !1866)
!1872 = !DILocation(line: 1732, column: 13, scope: !1837)
!1873 = !DILocation(line: 1724, column: 33, scope: !1833)
!1874 = !DILocation(line: 1724, column: 13, scope: !1833)
!1875 = distinct !{!1875, !1835, !1876, !878}
!1876 = !DILocation(line: 1732, column: 13, scope: !1829)
!1877 = !DILocation(line: 1733, column: 9, scope: !1830)
!1878 = !DILocation(line: 1722, column: 29, scope: !1825)
!1879 = !DILocation(line: 1722, column: 9, scope: !1825)
!1880 = distinct !{!1880, !1827, !1881, !878}
!1881 = !DILocation(line: 1733, column: 9, scope: !1821)
!1882 = !DILocation(line: 1734, column: 5, scope: !1822)
!1883 = !DILocation(line: 1720, column: 25, scope: !1817)
!1884 = !DILocation(line: 1720, column: 5, scope: !1817)
!1885 = distinct !{!1885, !1819, !1886, !878}
!1886 = !DILocation(line: 1734, column: 5, scope: !1814)
!1887 = !DILocation(line: 1735, column: 12, scope: !1888)
!1888 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1735, column: 5)
!1889 = !DILocation(line: 1735, column: 10, scope: !1888)
!1890 = !DILocation(line: 1735, column: 17, scope: !1891)
!1891 = distinct !DILexicalBlock(scope: !1888, file: !2, line: 1735, column: 5)
!1892 = !DILocation(line: 1735, column: 19, scope: !1891)
!1893 = !DILocation(line: 1735, column: 5, scope: !1888)
!1894 = !DILocation(line: 1737, column: 16, scope: !1895)
!1895 = distinct !DILexicalBlock(scope: !1896, file: !2, line: 1737, column: 9)
!1896 = distinct !DILexicalBlock(scope: !1891, file: !2, line: 1736, column: 5)
!1897 = !DILocation(line: 1737, column: 14, scope: !1895)
!1898 = !DILocation(line: 1737, column: 21, scope: !1899)
!1899 = distinct !DILexicalBlock(scope: !1895, file: !2, line: 1737, column: 9)
!1900 = !DILocation(line: 1737, column: 23, scope: !1899)
!1901 = !DILocation(line: 1737, column: 9, scope: !1895)
!1902 = !DILocation(line: 1739, column: 36, scope: !1903)
!1903 = distinct !DILexicalBlock(scope: !1899, file: !2, line: 1738, column: 9)
!1904 = !DILocation(line: 1739, column: 29, scope: !1903)
!1905 = !DILocation(line: 1739, column: 39, scope: !1903)
!1906 = !DILocation(line: 1739, column: 42, scope: !1903)
!1907 = !DILocation(line: 1739, column: 65, scope: !1903)
!1908 = !DILocation(line: 1739, column: 13, scope: !1903)
!1909 = !DILocation(line: 1740, column: 36, scope: !1903)
!1910 = !DILocation(line: 1740, column: 29, scope: !1903)
!1911 = !DILocation(line: 1740, column: 39, scope: !1903)
!1912 = !DILocation(line: 1740, column: 42, scope: !1903)
!1913 = !DILocation(line: 1740, column: 65, scope: !1903)
!1914 = !DILocation(line: 1740, column: 13, scope: !1903)
!1915 = !DILocation(line: 1741, column: 36, scope: !1903)
!1916 = !DILocation(line: 1741, column: 29, scope: !1903)
!1917 = !DILocation(line: 1741, column: 39, scope: !1903)
!1918 = !DILocation(line: 1741, column: 42, scope: !1903)
!1919 = !DILocation(line: 1741, column: 65, scope: !1903)
!1920 = !DILocation(line: 1741, column: 13, scope: !1903)
!1921 = !DILocation(line: 1742, column: 36, scope: !1903)
!1922 = !DILocation(line: 1742, column: 29, scope: !1903)
!1923 = !DILocation(line: 1742, column: 39, scope: !1903)
!1924 = !DILocation(line: 1742, column: 42, scope: !1903)
!1925 = !DILocation(line: 1742, column: 65, scope: !1903)
!1926 = !DILocation(line: 1742, column: 13, scope: !1903)
!1927 = !DILocation(line: 1743, column: 17, scope: !1928)
!1928 = distinct !DILexicalBlock(scope: !1903, file: !2, line: 1743, column: 17)
!1929 = !DILocation(line: 1743, column: 17, scope: !1903)
!1930 = !DILocation(line: 1743, column: 64, scope: !1928)
!1931 = !DILocation(line: 1743, column: 67, scope: !1928)
!1932 = !DILocation(line: 1743, column: 35, scope: !1928)
!1933 = !DILocation(line: 1745, column: 9, scope: !1903)
!1934 = !DILocation(line: 1737, column: 29, scope: !1899)
!1935 = !DILocation(line: 1737, column: 9, scope: !1899)
!1936 = distinct !{!1936, !1901, !1937, !878}
!1937 = !DILocation(line: 1745, column: 9, scope: !1895)
!1938 = !DILocation(line: 1746, column: 5, scope: !1896)
!1939 = !DILocation(line: 1735, column: 25, scope: !1891)
!1940 = !DILocation(line: 1735, column: 5, scope: !1891)
!1941 = distinct !{!1941, !1893, !1942, !878}
!1942 = !DILocation(line: 1746, column: 5, scope: !1888)
!1943 = !DILocation(line: 1747, column: 45, scope: !784)
!1944 = !DILocation(line: 1747, column: 5, scope: !784)
!1945 = !DILocation(line: 1748, column: 28, scope: !784)
!1946 = !DILocation(line: 1748, column: 21, scope: !784)
!1947 = !DILocation(line: 1748, column: 45, scope: !784)
!1948 = !DILocation(line: 1748, column: 5, scope: !784)
!1949 = !DILocation(line: 1749, column: 28, scope: !784)
!1950 = !DILocation(line: 1749, column: 21, scope: !784)
!1951 = !DILocation(line: 1749, column: 45, scope: !784)
!1952 = !DILocation(line: 1749, column: 5, scope: !784)
!1953 = !DILocation(line: 1750, column: 28, scope: !784)
!1954 = !DILocation(line: 1750, column: 21, scope: !784)
!1955 = !DILocation(line: 1750, column: 45, scope: !784)
!1956 = !DILocation(line: 1750, column: 5, scope: !784)
!1957 = !DILocation(line: 1751, column: 28, scope: !784)
!1958 = !DILocation(line: 1751, column: 21, scope: !784)
!1959 = !DILocation(line: 1751, column: 45, scope: !784)
!1960 = !DILocation(line: 1751, column: 5, scope: !784)
!1961 = !DILocation(line: 1752, column: 28, scope: !784)
!1962 = !DILocation(line: 1752, column: 21, scope: !784)
!1963 = !DILocation(line: 1752, column: 45, scope: !784)
!1964 = !DILocation(line: 1752, column: 5, scope: !784)
!1965 = !DILocation(line: 1753, column: 28, scope: !784)
!1966 = !DILocation(line: 1753, column: 21, scope: !784)
!1967 = !DILocation(line: 1753, column: 45, scope: !784)
!1968 = !DILocation(line: 1753, column: 5, scope: !784)
!1969 = !DILocation(line: 1754, column: 28, scope: !784)
!1970 = !DILocation(line: 1754, column: 21, scope: !784)
!1971 = !DILocation(line: 1754, column: 45, scope: !784)
!1972 = !DILocation(line: 1754, column: 5, scope: !784)
!1973 = !DILocation(line: 1755, column: 28, scope: !784)
!1974 = !DILocation(line: 1755, column: 21, scope: !784)
!1975 = !DILocation(line: 1755, column: 45, scope: !784)
!1976 = !DILocation(line: 1755, column: 5, scope: !784)
!1977 = !DILocation(line: 1756, column: 28, scope: !784)
!1978 = !DILocation(line: 1756, column: 21, scope: !784)
!1979 = !DILocation(line: 1756, column: 45, scope: !784)
!1980 = !DILocation(line: 1756, column: 5, scope: !784)
!1981 = !DILocation(line: 1757, column: 28, scope: !784)
!1982 = !DILocation(line: 1757, column: 21, scope: !784)
!1983 = !DILocation(line: 1757, column: 45, scope: !784)
!1984 = !DILocation(line: 1757, column: 5, scope: !784)
!1985 = !DILocation(line: 1758, column: 28, scope: !784)
!1986 = !DILocation(line: 1758, column: 21, scope: !784)
!1987 = !DILocation(line: 1758, column: 45, scope: !784)
!1988 = !DILocation(line: 1758, column: 5, scope: !784)
!1989 = !DILocation(line: 1759, column: 28, scope: !784)
!1990 = !DILocation(line: 1759, column: 21, scope: !784)
!1991 = !DILocation(line: 1759, column: 45, scope: !784)
!1992 = !DILocation(line: 1759, column: 5, scope: !784)
!1993 = !DILocation(line: 1760, column: 28, scope: !784)
!1994 = !DILocation(line: 1760, column: 21, scope: !784)
!1995 = !DILocation(line: 1760, column: 45, scope: !784)
!1996 = !DILocation(line: 1760, column: 5, scope: !784)
!1997 = !DILocation(line: 1761, column: 28, scope: !784)
!1998 = !DILocation(line: 1761, column: 21, scope: !784)
!1999 = !DILocation(line: 1761, column: 45, scope: !784)
!2000 = !DILocation(line: 1761, column: 5, scope: !784)
!2001 = !DILocation(line: 1762, column: 28, scope: !784)
!2002 = !DILocation(line: 1762, column: 21, scope: !784)
!2003 = !DILocation(line: 1762, column: 45, scope: !784)
!2004 = !DILocation(line: 1762, column: 5, scope: !784)
!2005 = !DILocation(line: 1763, column: 28, scope: !784)
!2006 = !DILocation(line: 1763, column: 21, scope: !784)
!2007 = !DILocation(line: 1763, column: 45, scope: !784)
!2008 = !DILocation(line: 1763, column: 5, scope: !784)
!2009 = !DILocation(line: 1764, column: 12, scope: !2010)
!2010 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1764, column: 5)
!2011 = !DILocation(line: 1764, column: 10, scope: !2010)
!2012 = !DILocation(line: 1764, column: 17, scope: !2013)
!2013 = distinct !DILexicalBlock(scope: !2010, file: !2, line: 1764, column: 5)
!2014 = !DILocation(line: 1764, column: 19, scope: !2013)
!2015 = !DILocation(line: 1764, column: 5, scope: !2010)
!2016 = !DILocation(line: 1766, column: 32, scope: !2017)
!2017 = distinct !DILexicalBlock(scope: !2013, file: !2, line: 1765, column: 5)
!2018 = !DILocation(line: 1766, column: 25, scope: !2017)
!2019 = !DILocation(line: 1766, column: 35, scope: !2017)
!2020 = !DILocation(line: 1766, column: 55, scope: !2017)
!2021 = !DILocation(line: 1766, column: 9, scope: !2017)
!2022 = !DILocation(line: 1767, column: 32, scope: !2017)
!2023 = !DILocation(line: 1767, column: 25, scope: !2017)
!2024 = !DILocation(line: 1767, column: 35, scope: !2017)
!2025 = !DILocation(line: 1767, column: 55, scope: !2017)
!2026 = !DILocation(line: 1767, column: 9, scope: !2017)
!2027 = !DILocation(line: 1768, column: 32, scope: !2017)
!2028 = !DILocation(line: 1768, column: 25, scope: !2017)
!2029 = !DILocation(line: 1768, column: 35, scope: !2017)
!2030 = !DILocation(line: 1768, column: 55, scope: !2017)
!2031 = !DILocation(line: 1768, column: 9, scope: !2017)
!2032 = !DILocation(line: 1769, column: 32, scope: !2017)
!2033 = !DILocation(line: 1769, column: 25, scope: !2017)
!2034 = !DILocation(line: 1769, column: 35, scope: !2017)
!2035 = !DILocation(line: 1769, column: 55, scope: !2017)
!2036 = !DILocation(line: 1769, column: 9, scope: !2017)
!2037 = !DILocation(line: 1770, column: 32, scope: !2017)
!2038 = !DILocation(line: 1770, column: 25, scope: !2017)
!2039 = !DILocation(line: 1770, column: 35, scope: !2017)
!2040 = !DILocation(line: 1770, column: 55, scope: !2017)
!2041 = !DILocation(line: 1770, column: 9, scope: !2017)
!2042 = !DILocation(line: 1771, column: 32, scope: !2017)
!2043 = !DILocation(line: 1771, column: 25, scope: !2017)
!2044 = !DILocation(line: 1771, column: 35, scope: !2017)
!2045 = !DILocation(line: 1771, column: 55, scope: !2017)
!2046 = !DILocation(line: 1771, column: 9, scope: !2017)
!2047 = !DILocation(line: 1772, column: 32, scope: !2017)
!2048 = !DILocation(line: 1772, column: 25, scope: !2017)
!2049 = !DILocation(line: 1772, column: 35, scope: !2017)
!2050 = !DILocation(line: 1772, column: 55, scope: !2017)
!2051 = !DILocation(line: 1772, column: 9, scope: !2017)
!2052 = !DILocation(line: 1773, column: 32, scope: !2017)
!2053 = !DILocation(line: 1773, column: 25, scope: !2017)
!2054 = !DILocation(line: 1773, column: 35, scope: !2017)
!2055 = !DILocation(line: 1773, column: 55, scope: !2017)
!2056 = !DILocation(line: 1773, column: 9, scope: !2017)
!2057 = !DILocation(line: 1774, column: 32, scope: !2017)
!2058 = !DILocation(line: 1774, column: 25, scope: !2017)
!2059 = !DILocation(line: 1774, column: 35, scope: !2017)
!2060 = !DILocation(line: 1774, column: 55, scope: !2017)
!2061 = !DILocation(line: 1774, column: 9, scope: !2017)
!2062 = !DILocation(line: 1775, column: 13, scope: !2063)
!2063 = distinct !DILexicalBlock(scope: !2017, file: !2, line: 1775, column: 13)
!2064 = !DILocation(line: 1775, column: 13, scope: !2017)
!2065 = !DILocation(line: 1775, column: 56, scope: !2063)
!2066 = !DILocation(line: 1775, column: 31, scope: !2063)
!2067 = !DILocation(line: 1777, column: 5, scope: !2017)
!2068 = !DILocation(line: 1764, column: 25, scope: !2013)
!2069 = !DILocation(line: 1764, column: 5, scope: !2013)
!2070 = distinct !{!2070, !2015, !2071, !878}
!2071 = !DILocation(line: 1777, column: 5, scope: !2010)
!2072 = !DILocation(line: 1778, column: 12, scope: !2073)
!2073 = distinct !DILexicalBlock(scope: !784, file: !2, line: 1778, column: 5)
!2074 = !DILocation(line: 1778, column: 10, scope: !2073)
!2075 = !DILocation(line: 1778, column: 17, scope: !2076)
!2076 = distinct !DILexicalBlock(scope: !2073, file: !2, line: 1778, column: 5)
!2077 = !DILocation(line: 1778, column: 19, scope: !2076)
!2078 = !DILocation(line: 1778, column: 5, scope: !2073)
!2079 = !DILocation(line: 1780, column: 16, scope: !2080)
!2080 = distinct !DILexicalBlock(scope: !2081, file: !2, line: 1780, column: 9)
!2081 = distinct !DILexicalBlock(scope: !2076, file: !2, line: 1779, column: 5)
!2082 = !DILocation(line: 1780, column: 14, scope: !2080)
!2083 = !DILocation(line: 1780, column: 21, scope: !2084)
!2084 = distinct !DILexicalBlock(scope: !2080, file: !2, line: 1780, column: 9)
!2085 = !DILocation(line: 1780, column: 23, scope: !2084)
!2086 = !DILocation(line: 1780, column: 9, scope: !2080)
!2087 = !DILocation(line: 1782, column: 20, scope: !2088)
!2088 = distinct !DILexicalBlock(scope: !2089, file: !2, line: 1782, column: 13)
!2089 = distinct !DILexicalBlock(scope: !2084, file: !2, line: 1781, column: 9)
!2090 = !DILocation(line: 1782, column: 18, scope: !2088)
!2091 = !DILocation(line: 1782, column: 25, scope: !2092)
!2092 = distinct !DILexicalBlock(scope: !2088, file: !2, line: 1782, column: 13)
!2093 = !DILocation(line: 1782, column: 27, scope: !2092)
!2094 = !DILocation(line: 1782, column: 13, scope: !2088)
!2095 = !DILocation(line: 1784, column: 40, scope: !2096)
!2096 = distinct !DILexicalBlock(scope: !2092, file: !2, line: 1783, column: 13)
!2097 = !DILocation(line: 1784, column: 33, scope: !2096)
!2098 = !DILocation(line: 1784, column: 43, scope: !2096)
!2099 = !DILocation(line: 1784, column: 46, scope: !2096)
!2100 = !DILocation(line: 1784, column: 49, scope: !2096)
!2101 = !DILocation(line: 1784, column: 75, scope: !2096)
!2102 = !DILocation(line: 1784, column: 17, scope: !2096)
!2103 = !DILocation(line: 1785, column: 40, scope: !2096)
!2104 = !DILocation(line: 1785, column: 33, scope: !2096)
!2105 = !DILocation(line: 1785, column: 43, scope: !2096)
!2106 = !DILocation(line: 1785, column: 46, scope: !2096)
!2107 = !DILocation(line: 1785, column: 49, scope: !2096)
!2108 = !DILocation(line: 1785, column: 75, scope: !2096)
!2109 = !DILocation(line: 1785, column: 17, scope: !2096)
!2110 = !DILocation(line: 1786, column: 40, scope: !2096)
!2111 = !DILocation(line: 1786, column: 33, scope: !2096)
!2112 = !DILocation(line: 1786, column: 43, scope: !2096)
!2113 = !DILocation(line: 1786, column: 46, scope: !2096)
!2114 = !DILocation(line: 1786, column: 49, scope: !2096)
!2115 = !DILocation(line: 1786, column: 75, scope: !2096)
!2116 = !DILocation(line: 1786, column: 17, scope: !2096)
!2117 = !DILocation(line: 1787, column: 40, scope: !2096)
!2118 = !DILocation(line: 1787, column: 33, scope: !2096)
!2119 = !DILocation(line: 1787, column: 43, scope: !2096)
!2120 = !DILocation(line: 1787, column: 46, scope: !2096)
!2121 = !DILocation(line: 1787, column: 49, scope: !2096)
!2122 = !DILocation(line: 1787, column: 75, scope: !2096)
!2123 = !DILocation(line: 1787, column: 17, scope: !2096)
!2124 = !DILocation(line: 1788, column: 21, scope: !2125)
!2125 = distinct !DILexicalBlock(scope: !2096, file: !2, line: 1788, column: 21)
!2126 = !DILocation(line: 1788, column: 21, scope: !2096)
!2127 = !DILocation(line: 1788, column: 72, scope: !2125)
!2128 = !DILocation(line: 1788, column: 75, scope: !2125)
!2129 = !DILocation(line: 1788, column: 78, scope: !2125)
!2130 = !DILocation(line: 1788, column: 39, scope: !2125)
!2131 = !DILocation(line: 1790, column: 13, scope: !2096)
!2132 = !DILocation(line: 1782, column: 33, scope: !2092)
!2133 = !DILocation(line: 1782, column: 13, scope: !2092)
!2134 = distinct !{!2134, !2094, !2135, !878}
!2135 = !DILocation(line: 1790, column: 13, scope: !2088)
!2136 = !DILocation(line: 1791, column: 9, scope: !2089)
!2137 = !DILocation(line: 1780, column: 29, scope: !2084)
!2138 = !DILocation(line: 1780, column: 9, scope: !2084)
!2139 = distinct !{!2139, !2086, !2140, !878}
!2140 = !DILocation(line: 1791, column: 9, scope: !2080)
!2141 = !DILocation(line: 1792, column: 5, scope: !2081)
!2142 = !DILocation(line: 1778, column: 25, scope: !2076)
!2143 = !DILocation(line: 1778, column: 5, scope: !2076)
!2144 = distinct !{!2144, !2078, !2145, !878}
!2145 = !DILocation(line: 1792, column: 5, scope: !2073)
!2146 = !DILocation(line: 1793, column: 28, scope: !784)
!2147 = !DILocation(line: 1793, column: 21, scope: !784)
!2148 = !DILocation(line: 1793, column: 45, scope: !784)
!2149 = !DILocation(line: 1793, column: 5, scope: !784)
!2150 = !DILocation(line: 1794, column: 28, scope: !784)
!2151 = !DILocation(line: 1794, column: 21, scope: !784)
!2152 = !DILocation(line: 1794, column: 45, scope: !784)
!2153 = !DILocation(line: 1794, column: 5, scope: !784)
!2154 = !DILocation(line: 1795, column: 28, scope: !784)
!2155 = !DILocation(line: 1795, column: 21, scope: !784)
!2156 = !DILocation(line: 1795, column: 45, scope: !784)
!2157 = !DILocation(line: 1795, column: 5, scope: !784)
!2158 = !DILocation(line: 1796, column: 28, scope: !784)
!2159 = !DILocation(line: 1796, column: 21, scope: !784)
!2160 = !DILocation(line: 1796, column: 45, scope: !784)
!2161 = !DILocation(line: 1796, column: 5, scope: !784)
!2162 = !DILocation(line: 1797, column: 28, scope: !784)
!2163 = !DILocation(line: 1797, column: 21, scope: !784)
!2164 = !DILocation(line: 1797, column: 45, scope: !784)
!2165 = !DILocation(line: 1797, column: 5, scope: !784)
!2166 = !DILocation(line: 1798, column: 28, scope: !784)
!2167 = !DILocation(line: 1798, column: 21, scope: !784)
!2168 = !DILocation(line: 1798, column: 45, scope: !784)
!2169 = !DILocation(line: 1798, column: 5, scope: !784)
!2170 = !DILocation(line: 1799, column: 28, scope: !784)
!2171 = !DILocation(line: 1799, column: 21, scope: !784)
!2172 = !DILocation(line: 1799, column: 45, scope: !784)
!2173 = !DILocation(line: 1799, column: 5, scope: !784)
!2174 = !DILocation(line: 1800, column: 28, scope: !784)
!2175 = !DILocation(line: 1800, column: 21, scope: !784)
!2176 = !DILocation(line: 1800, column: 45, scope: !784)
!2177 = !DILocation(line: 1800, column: 5, scope: !784)
!2178 = !DILocation(line: 1801, column: 28, scope: !784)
!2179 = !DILocation(line: 1801, column: 21, scope: !784)
!2180 = !DILocation(line: 1801, column: 45, scope: !784)
!2181 = !DILocation(line: 1801, column: 5, scope: !784)
!2182 = !DILocation(line: 1802, column: 28, scope: !784)
!2183 = !DILocation(line: 1802, column: 21, scope: !784)
!2184 = !DILocation(line: 1802, column: 45, scope: !784)
!2185 = !DILocation(line: 1802, column: 5, scope: !784)
!2186 = !DILocation(line: 1803, column: 28, scope: !784)
!2187 = !DILocation(line: 1803, column: 21, scope: !784)
!2188 = !DILocation(line: 1803, column: 45, scope: !784)
!2189 = !DILocation(line: 1803, column: 5, scope: !784)
!2190 = !DILocation(line: 1804, column: 28, scope: !784)
!2191 = !DILocation(line: 1804, column: 21, scope: !784)
!2192 = !DILocation(line: 1804, column: 45, scope: !784)
!2193 = !DILocation(line: 1804, column: 5, scope: !784)
!2194 = !DILocation(line: 1805, column: 28, scope: !784)
!2195 = !DILocation(line: 1805, column: 21, scope: !784)
!2196 = !DILocation(line: 1805, column: 45, scope: !784)
!2197 = !DILocation(line: 1805, column: 5, scope: !784)
!2198 = !DILocation(line: 1806, column: 28, scope: !784)
!2199 = !DILocation(line: 1806, column: 21, scope: !784)
!2200 = !DILocation(line: 1806, column: 45, scope: !784)
!2201 = !DILocation(line: 1806, column: 5, scope: !784)
!2202 = !DILocation(line: 1807, column: 28, scope: !784)
!2203 = !DILocation(line: 1807, column: 21, scope: !784)
!2204 = !DILocation(line: 1807, column: 45, scope: !784)
!2205 = !DILocation(line: 1807, column: 5, scope: !784)
!2206 = !DILocation(line: 1808, column: 28, scope: !784)
!2207 = !DILocation(line: 1808, column: 21, scope: !784)
!2208 = !DILocation(line: 1808, column: 45, scope: !784)
!2209 = !DILocation(line: 1808, column: 5, scope: !784)
!2210 = !DILocation(line: 1809, column: 28, scope: !784)
!2211 = !DILocation(line: 1809, column: 21, scope: !784)
!2212 = !DILocation(line: 1809, column: 45, scope: !784)
!2213 = !DILocation(line: 1809, column: 5, scope: !784)
!2214 = !DILocation(line: 1810, column: 28, scope: !784)
!2215 = !DILocation(line: 1810, column: 21, scope: !784)
!2216 = !DILocation(line: 1810, column: 45, scope: !784)
!2217 = !DILocation(line: 1810, column: 5, scope: !784)
!2218 = !DILocation(line: 1811, column: 28, scope: !784)
!2219 = !DILocation(line: 1811, column: 21, scope: !784)
!2220 = !DILocation(line: 1811, column: 45, scope: !784)
!2221 = !DILocation(line: 1811, column: 5, scope: !784)
!2222 = !DILocation(line: 1812, column: 28, scope: !784)
!2223 = !DILocation(line: 1812, column: 21, scope: !784)
!2224 = !DILocation(line: 1812, column: 45, scope: !784)
!2225 = !DILocation(line: 1812, column: 5, scope: !784)
!2226 = !DILocation(line: 1813, column: 28, scope: !784)
!2227 = !DILocation(line: 1813, column: 21, scope: !784)
!2228 = !DILocation(line: 1813, column: 45, scope: !784)
!2229 = !DILocation(line: 1813, column: 5, scope: !784)
!2230 = !DILocation(line: 1814, column: 28, scope: !784)
!2231 = !DILocation(line: 1814, column: 21, scope: !784)
!2232 = !DILocation(line: 1814, column: 45, scope: !784)
!2233 = !DILocation(line: 1814, column: 5, scope: !784)
!2234 = !DILocation(line: 1815, column: 28, scope: !784)
!2235 = !DILocation(line: 1815, column: 21, scope: !784)
!2236 = !DILocation(line: 1815, column: 45, scope: !784)
!2237 = !DILocation(line: 1815, column: 5, scope: !784)
!2238 = !DILocation(line: 1816, column: 28, scope: !784)
!2239 = !DILocation(line: 1816, column: 21, scope: !784)
!2240 = !DILocation(line: 1816, column: 45, scope: !784)
!2241 = !DILocation(line: 1816, column: 5, scope: !784)
!2242 = !DILocation(line: 1817, column: 28, scope: !784)
!2243 = !DILocation(line: 1817, column: 21, scope: !784)
!2244 = !DILocation(line: 1817, column: 45, scope: !784)
!2245 = !DILocation(line: 1817, column: 5, scope: !784)
!2246 = !DILocation(line: 1818, column: 28, scope: !784)
!2247 = !DILocation(line: 1818, column: 21, scope: !784)
!2248 = !DILocation(line: 1818, column: 45, scope: !784)
!2249 = !DILocation(line: 1818, column: 5, scope: !784)
!2250 = !DILocation(line: 1819, column: 28, scope: !784)
!2251 = !DILocation(line: 1819, column: 21, scope: !784)
!2252 = !DILocation(line: 1819, column: 45, scope: !784)
!2253 = !DILocation(line: 1819, column: 5, scope: !784)
!2254 = !DILocation(line: 1820, column: 28, scope: !784)
!2255 = !DILocation(line: 1820, column: 21, scope: !784)
!2256 = !DILocation(line: 1820, column: 45, scope: !784)
!2257 = !DILocation(line: 1820, column: 5, scope: !784)
!2258 = !DILocation(line: 1821, column: 28, scope: !784)
!2259 = !DILocation(line: 1821, column: 21, scope: !784)
!2260 = !DILocation(line: 1821, column: 45, scope: !784)
!2261 = !DILocation(line: 1821, column: 5, scope: !784)
!2262 = !DILocation(line: 1822, column: 28, scope: !784)
!2263 = !DILocation(line: 1822, column: 21, scope: !784)
!2264 = !DILocation(line: 1822, column: 45, scope: !784)
!2265 = !DILocation(line: 1822, column: 5, scope: !784)
!2266 = !DILocation(line: 1823, column: 28, scope: !784)
!2267 = !DILocation(line: 1823, column: 21, scope: !784)
!2268 = !DILocation(line: 1823, column: 45, scope: !784)
!2269 = !DILocation(line: 1823, column: 5, scope: !784)
!2270 = !DILocation(line: 1824, column: 23, scope: !784)
!2271 = !DILocation(line: 1824, column: 37, scope: !784)
!2272 = !DILocation(line: 1824, column: 53, scope: !784)
!2273 = !DILocation(line: 1824, column: 5, scope: !784)
!2274 = !DILocation(line: 1825, column: 5, scope: !784)
!2275 = distinct !DISubprogram(name: "platform_main_begin", scope: !771, file: !771, line: 43, type: !2276, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !35)
!2276 = !DISubroutineType(types: !2277)
!2277 = !{null}
!2278 = !DILocation(line: 46, column: 1, scope: !2275)
!2279 = distinct !DISubprogram(name: "crc32_gentab", scope: !518, file: !518, line: 51, type: !2276, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !35, retainedNodes: !789)
!2280 = !DILocalVariable(name: "crc", scope: !2279, file: !518, line: 53, type: !520)
!2281 = !DILocation(line: 53, column: 11, scope: !2279)
!2282 = !DILocalVariable(name: "poly", scope: !2279, file: !518, line: 54, type: !2283)
!2283 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !520)
!2284 = !DILocation(line: 54, column: 17, scope: !2279)
!2285 = !DILocalVariable(name: "i", scope: !2279, file: !518, line: 55, type: !38)
!2286 = !DILocation(line: 55, column: 6, scope: !2279)
!2287 = !DILocalVariable(name: "j", scope: !2279, file: !518, line: 55, type: !38)
!2288 = !DILocation(line: 55, column: 9, scope: !2279)
!2289 = !DILocation(line: 57, column: 9, scope: !2290)
!2290 = distinct !DILexicalBlock(scope: !2279, file: !518, line: 57, column: 2)
!2291 = !DILocation(line: 57, column: 7, scope: !2290)
!2292 = !DILocation(line: 57, column: 14, scope: !2293)
!2293 = distinct !DILexicalBlock(scope: !2290, file: !518, line: 57, column: 2)
!2294 = !DILocation(line: 57, column: 16, scope: !2293)
!2295 = !DILocation(line: 57, column: 2, scope: !2290)
!2296 = !DILocation(line: 58, column: 9, scope: !2297)
!2297 = distinct !DILexicalBlock(scope: !2293, file: !518, line: 57, column: 28)
!2298 = !DILocation(line: 58, column: 7, scope: !2297)
!2299 = !DILocation(line: 59, column: 10, scope: !2300)
!2300 = distinct !DILexicalBlock(scope: !2297, file: !518, line: 59, column: 3)
!2301 = !DILocation(line: 59, column: 8, scope: !2300)
!2302 = !DILocation(line: 59, column: 15, scope: !2303)
!2303 = distinct !DILexicalBlock(scope: !2300, file: !518, line: 59, column: 3)
!2304 = !DILocation(line: 59, column: 17, scope: !2303)
!2305 = !DILocation(line: 59, column: 3, scope: !2300)
!2306 = !DILocation(line: 60, column: 8, scope: !2307)
!2307 = distinct !DILexicalBlock(scope: !2308, file: !518, line: 60, column: 8)
!2308 = distinct !DILexicalBlock(scope: !2303, file: !518, line: 59, column: 27)
!2309 = !DILocation(line: 60, column: 12, scope: !2307)
!2310 = !DILocation(line: 60, column: 8, scope: !2308)
!2311 = !DILocation(line: 61, column: 12, scope: !2312)
!2312 = distinct !DILexicalBlock(scope: !2307, file: !518, line: 60, column: 17)
!2313 = !DILocation(line: 61, column: 16, scope: !2312)
!2314 = !DILocation(line: 61, column: 22, scope: !2312)
!2315 = !DILocation(line: 61, column: 9, scope: !2312)
!2316 = !DILocation(line: 62, column: 4, scope: !2312)
!2317 = !DILocation(line: 63, column: 9, scope: !2318)
!2318 = distinct !DILexicalBlock(scope: !2307, file: !518, line: 62, column: 11)
!2319 = !DILocation(line: 65, column: 3, scope: !2308)
!2320 = !DILocation(line: 59, column: 23, scope: !2303)
!2321 = !DILocation(line: 59, column: 3, scope: !2303)
!2322 = distinct !{!2322, !2305, !2323, !878}
!2323 = !DILocation(line: 65, column: 3, scope: !2300)
!2324 = !DILocation(line: 66, column: 18, scope: !2297)
!2325 = !DILocation(line: 66, column: 13, scope: !2297)
!2326 = !DILocation(line: 66, column: 3, scope: !2297)
!2327 = !DILocation(line: 66, column: 16, scope: !2297)
!2328 = !DILocation(line: 67, column: 2, scope: !2297)
!2329 = !DILocation(line: 57, column: 24, scope: !2293)
!2330 = !DILocation(line: 57, column: 2, scope: !2293)
!2331 = distinct !{!2331, !2295, !2332, !878}
!2332 = !DILocation(line: 67, column: 2, scope: !2290)
!2333 = !DILocation(line: 68, column: 1, scope: !2279)
!2334 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 183, type: !2335, scopeLine: 184, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !35, retainedNodes: !789)
!2335 = !DISubroutineType(types: !2336)
!2336 = !{!530}
!2337 = !DILocalVariable(name: "l_15", scope: !2334, file: !2, line: 185, type: !530)
!2338 = !DILocation(line: 185, column: 13, scope: !2334)
!2339 = !DILocalVariable(name: "l_1860", scope: !2334, file: !2, line: 186, type: !530)
!2340 = !DILocation(line: 186, column: 13, scope: !2334)
!2341 = !DILocalVariable(name: "l_1861", scope: !2334, file: !2, line: 187, type: !530)
!2342 = !DILocation(line: 187, column: 13, scope: !2334)
!2343 = !DILocalVariable(name: "l_1878", scope: !2334, file: !2, line: 188, type: !544)
!2344 = !DILocation(line: 188, column: 16, scope: !2334)
!2345 = !DILocalVariable(name: "l_1922", scope: !2334, file: !2, line: 189, type: !528)
!2346 = !DILocation(line: 189, column: 21, scope: !2334)
!2347 = !DILocalVariable(name: "l_1927", scope: !2334, file: !2, line: 190, type: !2348)
!2348 = !DICompositeType(tag: DW_TAG_array_type, baseType: !610, size: 672, elements: !288)
!2349 = !DILocation(line: 190, column: 15, scope: !2334)
!2350 = !DILocalVariable(name: "l_1954", scope: !2334, file: !2, line: 191, type: !567)
!2351 = !DILocation(line: 191, column: 14, scope: !2334)
!2352 = !DILocalVariable(name: "l_1967", scope: !2334, file: !2, line: 192, type: !2353)
!2353 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !535, size: 64)
!2354 = !DILocation(line: 192, column: 16, scope: !2334)
!2355 = !DILocalVariable(name: "l_1981", scope: !2334, file: !2, line: 193, type: !2356)
!2356 = !DICompositeType(tag: DW_TAG_array_type, baseType: !567, size: 256, elements: !51)
!2357 = !DILocation(line: 193, column: 14, scope: !2334)
!2358 = !DILocalVariable(name: "l_2000", scope: !2334, file: !2, line: 194, type: !561)
!2359 = !DILocation(line: 194, column: 13, scope: !2334)
!2360 = !DILocalVariable(name: "i", scope: !2334, file: !2, line: 195, type: !38)
!2361 = !DILocation(line: 195, column: 9, scope: !2334)
!2362 = !DILocation(line: 196, column: 20, scope: !2363)
!2363 = distinct !DILexicalBlock(scope: !2334, file: !2, line: 196, column: 5)
!2364 = !DILocation(line: 196, column: 10, scope: !2363)
!2365 = !DILocation(line: 196, column: 26, scope: !2366)
!2366 = distinct !DILexicalBlock(scope: !2363, file: !2, line: 196, column: 5)
!2367 = !DILocation(line: 196, column: 36, scope: !2366)
!2368 = !DILocation(line: 196, column: 5, scope: !2363)
!2369 = !DILocalVariable(name: "l_10", scope: !2370, file: !2, line: 198, type: !539)
!2370 = distinct !DILexicalBlock(scope: !2366, file: !2, line: 197, column: 5)
!2371 = !DILocation(line: 198, column: 17, scope: !2370)
!2372 = !DILocalVariable(name: "l_20", scope: !2370, file: !2, line: 199, type: !530)
!2373 = !DILocation(line: 199, column: 17, scope: !2370)
!2374 = !DILocalVariable(name: "l_50", scope: !2370, file: !2, line: 200, type: !529)
!2375 = !DILocation(line: 200, column: 18, scope: !2370)
!2376 = !DILocalVariable(name: "l_49", scope: !2370, file: !2, line: 201, type: !2377)
!2377 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !529, size: 64)
!2378 = !DILocation(line: 201, column: 19, scope: !2370)
!2379 = !DILocalVariable(name: "l_1930", scope: !2370, file: !2, line: 202, type: !2380)
!2380 = !DICompositeType(tag: DW_TAG_array_type, baseType: !529, size: 576, elements: !93)
!2381 = !DILocation(line: 202, column: 18, scope: !2370)
!2382 = !DILocation(line: 202, column: 30, scope: !2370)
!2383 = !DILocalVariable(name: "l_1929", scope: !2370, file: !2, line: 203, type: !2377)
!2384 = !DILocation(line: 203, column: 19, scope: !2370)
!2385 = !DILocation(line: 203, column: 29, scope: !2370)
!2386 = !DILocalVariable(name: "l_1979", scope: !2370, file: !2, line: 204, type: !530)
!2387 = !DILocation(line: 204, column: 17, scope: !2370)
!2388 = !DILocalVariable(name: "l_1980", scope: !2370, file: !2, line: 205, type: !530)
!2389 = !DILocation(line: 205, column: 17, scope: !2370)
!2390 = !DILocalVariable(name: "i", scope: !2370, file: !2, line: 206, type: !38)
!2391 = !DILocation(line: 206, column: 13, scope: !2370)
!2392 = !DILocation(line: 207, column: 18, scope: !2393)
!2393 = distinct !DILexicalBlock(scope: !2370, file: !2, line: 207, column: 9)
!2394 = !DILocation(line: 207, column: 14, scope: !2393)
!2395 = !DILocation(line: 207, column: 24, scope: !2396)
!2396 = distinct !DILexicalBlock(scope: !2393, file: !2, line: 207, column: 9)
!2397 = !DILocation(line: 207, column: 28, scope: !2396)
!2398 = !DILocation(line: 207, column: 9, scope: !2393)
!2399 = !DILocalVariable(name: "l_9", scope: !2400, file: !2, line: 209, type: !567)
!2400 = distinct !DILexicalBlock(scope: !2396, file: !2, line: 208, column: 9)
!2401 = !DILocation(line: 209, column: 22, scope: !2400)
!2402 = !DILocalVariable(name: "l_21", scope: !2400, file: !2, line: 210, type: !530)
!2403 = !DILocation(line: 210, column: 21, scope: !2400)
!2404 = !DILocalVariable(name: "l_1838", scope: !2400, file: !2, line: 211, type: !605)
!2405 = !DILocation(line: 211, column: 23, scope: !2400)
!2406 = !DILocalVariable(name: "l_1921", scope: !2400, file: !2, line: 212, type: !530)
!2407 = !DILocation(line: 212, column: 21, scope: !2400)
!2408 = !DILocalVariable(name: "l_1928", scope: !2400, file: !2, line: 213, type: !610)
!2409 = !DILocation(line: 213, column: 23, scope: !2400)
!2410 = !DILocalVariable(name: "l_1969", scope: !2400, file: !2, line: 214, type: !520)
!2411 = !DILocation(line: 214, column: 22, scope: !2400)
!2412 = !DILocalVariable(name: "l_1976", scope: !2400, file: !2, line: 215, type: !2413)
!2413 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !618, size: 64)
!2414 = !DILocation(line: 215, column: 21, scope: !2400)
!2415 = !DILocation(line: 216, column: 17, scope: !2416)
!2416 = distinct !DILexicalBlock(scope: !2400, file: !2, line: 216, column: 17)
!2417 = !DILocation(line: 216, column: 17, scope: !2400)
!2418 = !DILocation(line: 217, column: 17, scope: !2416)
!2419 = !DILocation(line: 218, column: 22, scope: !2420)
!2420 = distinct !DILexicalBlock(scope: !2400, file: !2, line: 218, column: 13)
!2421 = !DILocation(line: 218, column: 18, scope: !2420)
!2422 = !DILocation(line: 218, column: 28, scope: !2423)
!2423 = distinct !DILexicalBlock(scope: !2420, file: !2, line: 218, column: 13)
!2424 = !DILocation(line: 218, column: 32, scope: !2423)
!2425 = !DILocation(line: 218, column: 13, scope: !2420)
!2426 = !DILocalVariable(name: "l_8", scope: !2427, file: !2, line: 220, type: !529)
!2427 = distinct !DILexicalBlock(scope: !2423, file: !2, line: 219, column: 13)
!2428 = !DILocation(line: 220, column: 26, scope: !2427)
!2429 = !DILocalVariable(name: "l_7", scope: !2427, file: !2, line: 221, type: !2377)
!2430 = !DILocation(line: 221, column: 27, scope: !2427)
!2431 = !DILocalVariable(name: "i", scope: !2427, file: !2, line: 222, type: !38)
!2432 = !DILocation(line: 222, column: 21, scope: !2427)
!2433 = !DILocation(line: 223, column: 22, scope: !2427)
!2434 = !DILocation(line: 223, column: 32, scope: !2427)
!2435 = !DILocation(line: 223, column: 17, scope: !2427)
!2436 = !DILocation(line: 223, column: 44, scope: !2427)
!2437 = !DILocation(line: 223, column: 40, scope: !2427)
!2438 = !DILocation(line: 224, column: 19, scope: !2427)
!2439 = !DILocation(line: 224, column: 24, scope: !2427)
!2440 = !DILocation(line: 225, column: 24, scope: !2427)
!2441 = !DILocation(line: 225, column: 22, scope: !2427)
!2442 = !DILocation(line: 226, column: 26, scope: !2443)
!2443 = distinct !DILexicalBlock(scope: !2427, file: !2, line: 226, column: 17)
!2444 = !DILocation(line: 226, column: 22, scope: !2443)
!2445 = !DILocation(line: 226, column: 32, scope: !2446)
!2446 = distinct !DILexicalBlock(scope: !2443, file: !2, line: 226, column: 17)
!2447 = !DILocation(line: 226, column: 36, scope: !2446)
!2448 = !DILocation(line: 226, column: 17, scope: !2443)
!2449 = !DILocalVariable(name: "l_11", scope: !2450, file: !2, line: 228, type: !529)
!2450 = distinct !DILexicalBlock(scope: !2446, file: !2, line: 227, column: 17)
!2451 = !DILocation(line: 228, column: 30, scope: !2450)
!2452 = !DILocalVariable(name: "l_13", scope: !2450, file: !2, line: 229, type: !530)
!2453 = !DILocation(line: 229, column: 29, scope: !2450)
!2454 = !DILocalVariable(name: "l_14", scope: !2450, file: !2, line: 230, type: !529)
!2455 = !DILocation(line: 230, column: 30, scope: !2450)
!2456 = !DILocalVariable(name: "l_16", scope: !2450, file: !2, line: 231, type: !529)
!2457 = !DILocation(line: 231, column: 30, scope: !2450)
!2458 = !DILocalVariable(name: "l_17", scope: !2450, file: !2, line: 232, type: !2459)
!2459 = !DICompositeType(tag: DW_TAG_array_type, baseType: !529, size: 256, elements: !2460)
!2460 = !{!6, !6}
!2461 = !DILocation(line: 232, column: 30, scope: !2450)
!2462 = !DILocalVariable(name: "i", scope: !2450, file: !2, line: 233, type: !38)
!2463 = !DILocation(line: 233, column: 25, scope: !2450)
!2464 = !DILocalVariable(name: "j", scope: !2450, file: !2, line: 233, type: !38)
!2465 = !DILocation(line: 233, column: 28, scope: !2450)
!2466 = !DILocation(line: 234, column: 28, scope: !2450)
!2467 = !DILocation(line: 235, column: 25, scope: !2468)
!2468 = distinct !DILexicalBlock(scope: !2450, file: !2, line: 235, column: 25)
!2469 = !DILocation(line: 235, column: 25, scope: !2450)
!2470 = !DILocation(line: 236, column: 25, scope: !2468)
!2471 = !DILocation(line: 237, column: 25, scope: !2472)
!2472 = distinct !DILexicalBlock(scope: !2450, file: !2, line: 237, column: 25)
!2473 = !DILocation(line: 237, column: 25, scope: !2450)
!2474 = !DILocation(line: 238, column: 25, scope: !2472)
!2475 = !DILocation(line: 239, column: 17, scope: !2450)
!2476 = !DILocation(line: 226, column: 47, scope: !2446)
!2477 = !DILocation(line: 226, column: 17, scope: !2446)
!2478 = distinct !{!2478, !2448, !2479, !878}
!2479 = !DILocation(line: 239, column: 17, scope: !2443)
!2480 = !DILocation(line: 240, column: 13, scope: !2427)
!2481 = !DILocation(line: 218, column: 43, scope: !2423)
!2482 = !DILocation(line: 218, column: 13, scope: !2423)
!2483 = distinct !{!2483, !2425, !2484, !878}
!2484 = !DILocation(line: 240, column: 13, scope: !2420)
!2485 = !DILocation(line: 241, column: 23, scope: !2486)
!2486 = distinct !DILexicalBlock(scope: !2400, file: !2, line: 241, column: 13)
!2487 = !DILocation(line: 241, column: 18, scope: !2486)
!2488 = !DILocation(line: 241, column: 29, scope: !2489)
!2489 = distinct !DILexicalBlock(scope: !2486, file: !2, line: 241, column: 13)
!2490 = !DILocation(line: 241, column: 34, scope: !2489)
!2491 = !DILocation(line: 241, column: 13, scope: !2486)
!2492 = !DILocalVariable(name: "l_25", scope: !2493, file: !2, line: 243, type: !2494)
!2493 = distinct !DILexicalBlock(scope: !2489, file: !2, line: 242, column: 13)
!2494 = !DICompositeType(tag: DW_TAG_array_type, baseType: !530, size: 128, elements: !2495)
!2495 = !{!52, !726}
!2496 = !DILocation(line: 243, column: 25, scope: !2493)
!2497 = !DILocalVariable(name: "l_26", scope: !2493, file: !2, line: 244, type: !529)
!2498 = !DILocation(line: 244, column: 26, scope: !2493)
!2499 = !DILocalVariable(name: "l_32", scope: !2493, file: !2, line: 245, type: !2500)
!2500 = !DICompositeType(tag: DW_TAG_array_type, baseType: !2501, size: 1728, elements: !2502)
!2501 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !598, size: 64)
!2502 = !{!94, !719}
!2503 = !DILocation(line: 245, column: 27, scope: !2493)
!2504 = !DILocalVariable(name: "l_34", scope: !2493, file: !2, line: 246, type: !2505)
!2505 = !DICompositeType(tag: DW_TAG_array_type, baseType: !530, size: 640, elements: !2506)
!2506 = !{!11, !6}
!2507 = !DILocation(line: 246, column: 25, scope: !2493)
!2508 = !DILocalVariable(name: "l_1839", scope: !2493, file: !2, line: 247, type: !598)
!2509 = !DILocation(line: 247, column: 26, scope: !2493)
!2510 = !DILocalVariable(name: "l_1858", scope: !2493, file: !2, line: 248, type: !2511)
!2511 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !605, size: 64)
!2512 = !DILocation(line: 248, column: 28, scope: !2493)
!2513 = !DILocalVariable(name: "l_1859", scope: !2493, file: !2, line: 249, type: !2514)
!2514 = !DICompositeType(tag: DW_TAG_array_type, baseType: !2515, size: 192, elements: !2516)
!2515 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !588, size: 64)
!2516 = !{!719}
!2517 = !DILocation(line: 249, column: 26, scope: !2493)
!2518 = !DILocalVariable(name: "l_1883", scope: !2493, file: !2, line: 250, type: !561)
!2519 = !DILocation(line: 250, column: 25, scope: !2493)
!2520 = !DILocalVariable(name: "l_1900", scope: !2493, file: !2, line: 251, type: !2521)
!2521 = !DICompositeType(tag: DW_TAG_array_type, baseType: !588, size: 32, elements: !2522)
!2522 = !{!6, !726}
!2523 = !DILocation(line: 251, column: 25, scope: !2493)
!2524 = !DILocalVariable(name: "l_1917", scope: !2493, file: !2, line: 252, type: !561)
!2525 = !DILocation(line: 252, column: 25, scope: !2493)
!2526 = !DILocalVariable(name: "l_1932", scope: !2493, file: !2, line: 253, type: !2377)
!2527 = !DILocation(line: 253, column: 27, scope: !2493)
!2528 = !DILocation(line: 253, column: 37, scope: !2493)
!2529 = !DILocalVariable(name: "i", scope: !2493, file: !2, line: 254, type: !38)
!2530 = !DILocation(line: 254, column: 21, scope: !2493)
!2531 = !DILocalVariable(name: "j", scope: !2493, file: !2, line: 254, type: !38)
!2532 = !DILocation(line: 254, column: 24, scope: !2493)
!2533 = !DILocation(line: 255, column: 24, scope: !2534)
!2534 = distinct !DILexicalBlock(scope: !2493, file: !2, line: 255, column: 17)
!2535 = !DILocation(line: 255, column: 22, scope: !2534)
!2536 = !DILocation(line: 255, column: 29, scope: !2537)
!2537 = distinct !DILexicalBlock(scope: !2534, file: !2, line: 255, column: 17)
!2538 = !DILocation(line: 255, column: 31, scope: !2537)
!2539 = !DILocation(line: 255, column: 17, scope: !2534)
!2540 = !DILocation(line: 256, column: 28, scope: !2537)
!2541 = !DILocation(line: 256, column: 21, scope: !2537)
!2542 = !DILocation(line: 256, column: 31, scope: !2537)
!2543 = !DILocation(line: 255, column: 37, scope: !2537)
!2544 = !DILocation(line: 255, column: 17, scope: !2537)
!2545 = distinct !{!2545, !2539, !2546, !878}
!2546 = !DILocation(line: 256, column: 40, scope: !2534)
!2547 = !DILocation(line: 257, column: 24, scope: !2548)
!2548 = distinct !DILexicalBlock(scope: !2493, file: !2, line: 257, column: 17)
!2549 = !DILocation(line: 257, column: 22, scope: !2548)
!2550 = !DILocation(line: 257, column: 29, scope: !2551)
!2551 = distinct !DILexicalBlock(scope: !2548, file: !2, line: 257, column: 17)
!2552 = !DILocation(line: 257, column: 31, scope: !2551)
!2553 = !DILocation(line: 257, column: 17, scope: !2548)
!2554 = !DILocation(line: 259, column: 28, scope: !2555)
!2555 = distinct !DILexicalBlock(scope: !2556, file: !2, line: 259, column: 21)
!2556 = distinct !DILexicalBlock(scope: !2551, file: !2, line: 258, column: 17)
!2557 = !DILocation(line: 259, column: 26, scope: !2555)
!2558 = !DILocation(line: 259, column: 33, scope: !2559)
!2559 = distinct !DILexicalBlock(scope: !2555, file: !2, line: 259, column: 21)
!2560 = !DILocation(line: 259, column: 35, scope: !2559)
!2561 = !DILocation(line: 259, column: 21, scope: !2555)
!2562 = !DILocation(line: 260, column: 32, scope: !2559)
!2563 = !DILocation(line: 260, column: 25, scope: !2559)
!2564 = !DILocation(line: 260, column: 35, scope: !2559)
!2565 = !DILocation(line: 260, column: 38, scope: !2559)
!2566 = !DILocation(line: 259, column: 41, scope: !2559)
!2567 = !DILocation(line: 259, column: 21, scope: !2559)
!2568 = distinct !{!2568, !2561, !2569, !878}
!2569 = !DILocation(line: 260, column: 40, scope: !2555)
!2570 = !DILocation(line: 261, column: 17, scope: !2556)
!2571 = !DILocation(line: 257, column: 37, scope: !2551)
!2572 = !DILocation(line: 257, column: 17, scope: !2551)
!2573 = distinct !{!2573, !2553, !2574, !878}
!2574 = !DILocation(line: 261, column: 17, scope: !2548)
!2575 = !DILocation(line: 262, column: 13, scope: !2493)
!2576 = !DILocation(line: 241, column: 46, scope: !2489)
!2577 = !DILocation(line: 241, column: 13, scope: !2489)
!2578 = distinct !{!2578, !2491, !2579, !878}
!2579 = !DILocation(line: 262, column: 13, scope: !2486)
!2580 = !DILocation(line: 263, column: 18, scope: !2581)
!2581 = distinct !DILexicalBlock(scope: !2400, file: !2, line: 263, column: 17)
!2582 = !DILocation(line: 263, column: 17, scope: !2581)
!2583 = !DILocation(line: 263, column: 17, scope: !2400)
!2584 = !DILocation(line: 264, column: 17, scope: !2581)
!2585 = !DILocation(line: 265, column: 9, scope: !2400)
!2586 = !DILocation(line: 207, column: 39, scope: !2396)
!2587 = !DILocation(line: 207, column: 9, scope: !2396)
!2588 = distinct !{!2588, !2398, !2589, !878}
!2589 = !DILocation(line: 265, column: 9, scope: !2393)
!2590 = !DILocation(line: 266, column: 15, scope: !2591)
!2591 = distinct !DILexicalBlock(scope: !2370, file: !2, line: 266, column: 13)
!2592 = !DILocation(line: 266, column: 14, scope: !2591)
!2593 = !DILocation(line: 266, column: 13, scope: !2591)
!2594 = !DILocation(line: 266, column: 13, scope: !2370)
!2595 = !DILocation(line: 267, column: 13, scope: !2591)
!2596 = !DILocation(line: 268, column: 18, scope: !2370)
!2597 = !DILocation(line: 268, column: 17, scope: !2370)
!2598 = !DILocation(line: 268, column: 9, scope: !2370)
!2599 = !DILocation(line: 196, column: 53, scope: !2366)
!2600 = !DILocation(line: 196, column: 5, scope: !2366)
!2601 = distinct !{!2601, !2368, !2602, !878}
!2602 = !DILocation(line: 269, column: 5, scope: !2363)
!2603 = !DILocation(line: 270, column: 19, scope: !2334)
!2604 = !DILocation(line: 270, column: 18, scope: !2334)
!2605 = !DILocation(line: 270, column: 17, scope: !2334)
!2606 = !DILocation(line: 270, column: 26, scope: !2334)
!2607 = !DILocation(line: 270, column: 149, scope: !2334)
!2608 = !DILocation(line: 270, column: 160, scope: !2334)
!2609 = !DILocation(line: 270, column: 159, scope: !2334)
!2610 = !DILocation(line: 270, column: 146, scope: !2334)
!2611 = !DILocation(line: 270, column: 169, scope: !2334)
!2612 = !DILocation(line: 0, scope: !2334)
!2613 = !DILocation(line: 270, column: 145, scope: !2334)
!2614 = !DILocation(line: 270, column: 116, scope: !2334)
!2615 = !DILocation(line: 270, column: 115, scope: !2334)
!2616 = !DILocation(line: 270, column: 216, scope: !2334)
!2617 = !DILocation(line: 270, column: 215, scope: !2334)
!2618 = !DILocation(line: 270, column: 214, scope: !2334)
!2619 = !DILocation(line: 270, column: 316, scope: !2334)
!2620 = !DILocation(line: 270, column: 315, scope: !2334)
!2621 = !DILocation(line: 270, column: 265, scope: !2334)
!2622 = !DILocation(line: 270, column: 368, scope: !2334)
!2623 = !DILocation(line: 270, column: 379, scope: !2334)
!2624 = !DILocation(line: 270, column: 371, scope: !2334)
!2625 = !DILocation(line: 270, column: 388, scope: !2334)
!2626 = !DILocation(line: 270, column: 387, scope: !2334)
!2627 = !DILocation(line: 270, column: 386, scope: !2334)
!2628 = !DILocation(line: 270, column: 383, scope: !2334)
!2629 = !DILocation(line: 270, column: 401, scope: !2334)
!2630 = !DILocation(line: 270, column: 400, scope: !2334)
!2631 = !DILocation(line: 270, column: 397, scope: !2334)
!2632 = !DILocation(line: 270, column: 359, scope: !2334)
!2633 = !DILocation(line: 270, column: 413, scope: !2334)
!2634 = !DILocation(line: 270, column: 412, scope: !2334)
!2635 = !DILocation(line: 270, column: 411, scope: !2334)
!2636 = !DILocation(line: 270, column: 331, scope: !2334)
!2637 = !DILocation(line: 270, column: 330, scope: !2334)
!2638 = !DILocation(line: 270, column: 423, scope: !2334)
!2639 = !DILocation(line: 270, column: 328, scope: !2334)
!2640 = !DILocation(line: 270, column: 327, scope: !2334)
!2641 = !DILocation(line: 270, column: 325, scope: !2334)
!2642 = !DILocation(line: 270, column: 263, scope: !2334)
!2643 = !DILocation(line: 270, column: 186, scope: !2334)
!2644 = !DILocation(line: 270, column: 86, scope: !2334)
!2645 = !DILocation(line: 270, column: 85, scope: !2334)
!2646 = !DILocation(line: 270, column: 75, scope: !2334)
!2647 = !DILocation(line: 270, column: 83, scope: !2334)
!2648 = !DILocation(line: 270, column: 72, scope: !2334)
!2649 = !DILocation(line: 270, column: 440, scope: !2334)
!2650 = !DILocation(line: 270, column: 42, scope: !2334)
!2651 = !DILocation(line: 270, column: 41, scope: !2334)
!2652 = !DILocation(line: 270, column: 32, scope: !2334)
!2653 = !DILocation(line: 270, column: 39, scope: !2334)
!2654 = !DILocation(line: 270, column: 14, scope: !2334)
!2655 = !DILocation(line: 271, column: 28, scope: !2334)
!2656 = !DILocation(line: 271, column: 5, scope: !2334)
!2657 = !DILocation(line: 272, column: 1, scope: !2334)
!2658 = distinct !DISubprogram(name: "transparent_crc", scope: !518, file: !518, line: 110, type: !2659, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !35, retainedNodes: !789)
!2659 = !DISubroutineType(types: !2660)
!2660 = !{null, !567, !788, !38}
!2661 = !DILocalVariable(name: "val", arg: 1, scope: !2658, file: !518, line: 110, type: !567)
!2662 = !DILocation(line: 110, column: 27, scope: !2658)
!2663 = !DILocalVariable(name: "vname", arg: 2, scope: !2658, file: !518, line: 110, type: !788)
!2664 = !DILocation(line: 110, column: 38, scope: !2658)
!2665 = !DILocalVariable(name: "flag", arg: 3, scope: !2658, file: !518, line: 110, type: !38)
!2666 = !DILocation(line: 110, column: 49, scope: !2658)
!2667 = !DILocation(line: 112, column: 15, scope: !2658)
!2668 = !DILocation(line: 112, column: 2, scope: !2658)
!2669 = !DILocation(line: 113, column: 6, scope: !2670)
!2670 = distinct !DILexicalBlock(scope: !2658, file: !518, line: 113, column: 6)
!2671 = !DILocation(line: 113, column: 6, scope: !2658)
!2672 = !DILocation(line: 114, column: 52, scope: !2673)
!2673 = distinct !DILexicalBlock(scope: !2670, file: !518, line: 113, column: 12)
!2674 = !DILocation(line: 114, column: 59, scope: !2673)
!2675 = !DILocation(line: 114, column: 73, scope: !2673)
!2676 = !DILocation(line: 114, column: 5, scope: !2673)
!2677 = !DILocation(line: 115, column: 2, scope: !2673)
!2678 = !DILocation(line: 116, column: 1, scope: !2658)
!2679 = distinct !DISubprogram(name: "platform_main_end", scope: !771, file: !771, line: 49, type: !2680, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !35, retainedNodes: !789)
!2680 = !DISubroutineType(types: !2681)
!2681 = !{null, !520, !38}
!2682 = !DILocalVariable(name: "crc", arg: 1, scope: !2679, file: !771, line: 49, type: !520)
!2683 = !DILocation(line: 49, column: 28, scope: !2679)
!2684 = !DILocalVariable(name: "flag", arg: 2, scope: !2679, file: !771, line: 49, type: !38)
!2685 = !DILocation(line: 49, column: 37, scope: !2679)
!2686 = !DILocation(line: 56, column: 29, scope: !2679)
!2687 = !DILocation(line: 56, column: 2, scope: !2679)
!2688 = !DILocation(line: 120, column: 1, scope: !2679)
!2689 = distinct !DISubprogram(name: "safe_rshift_func_uint16_t_u_s", scope: !2690, file: !2690, line: 717, type: !2691, scopeLine: 718, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !35, retainedNodes: !789)
!2690 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!2691 = !DISubroutineType(types: !2692)
!2692 = !{!598, !598, !38}
!2693 = !DILocalVariable(name: "left", arg: 1, scope: !2689, file: !2690, line: 717, type: !598)
!2694 = !DILocation(line: 717, column: 46, scope: !2689)
!2695 = !DILocalVariable(name: "right", arg: 2, scope: !2689, file: !2690, line: 717, type: !38)
!2696 = !DILocation(line: 717, column: 56, scope: !2689)
!2697 = !DILocation(line: 722, column: 13, scope: !2689)
!2698 = !DILocation(line: 722, column: 20, scope: !2689)
!2699 = !DILocation(line: 722, column: 25, scope: !2689)
!2700 = !DILocation(line: 722, column: 35, scope: !2689)
!2701 = !DILocation(line: 722, column: 42, scope: !2689)
!2702 = !DILocation(line: 722, column: 5, scope: !2689)
!2703 = !DILocation(line: 723, column: 6, scope: !2689)
!2704 = !DILocation(line: 723, column: 5, scope: !2689)
!2705 = !DILocation(line: 725, column: 6, scope: !2689)
!2706 = !DILocation(line: 725, column: 20, scope: !2689)
!2707 = !DILocation(line: 725, column: 11, scope: !2689)
!2708 = !DILocation(line: 720, column: 3, scope: !2689)
!2709 = distinct !DISubprogram(name: "safe_lshift_func_int16_t_s_u", scope: !2690, file: !2690, line: 236, type: !2710, scopeLine: 237, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !35, retainedNodes: !789)
!2710 = !DISubroutineType(types: !2711)
!2711 = !{!588, !588, !39}
!2712 = !DILocalVariable(name: "left", arg: 1, scope: !2709, file: !2690, line: 236, type: !588)
!2713 = !DILocation(line: 236, column: 44, scope: !2709)
!2714 = !DILocalVariable(name: "right", arg: 2, scope: !2709, file: !2690, line: 236, type: !39)
!2715 = !DILocation(line: 236, column: 63, scope: !2709)
!2716 = !DILocation(line: 241, column: 7, scope: !2709)
!2717 = !DILocation(line: 241, column: 12, scope: !2709)
!2718 = !DILocation(line: 241, column: 17, scope: !2709)
!2719 = !DILocation(line: 241, column: 36, scope: !2709)
!2720 = !DILocation(line: 241, column: 43, scope: !2709)
!2721 = !DILocation(line: 241, column: 50, scope: !2709)
!2722 = !DILocation(line: 241, column: 54, scope: !2709)
!2723 = !DILocation(line: 241, column: 90, scope: !2709)
!2724 = !DILocation(line: 241, column: 72, scope: !2709)
!2725 = !DILocation(line: 241, column: 59, scope: !2709)
!2726 = !DILocation(line: 241, column: 5, scope: !2709)
!2727 = !DILocation(line: 242, column: 6, scope: !2709)
!2728 = !DILocation(line: 242, column: 5, scope: !2709)
!2729 = !DILocation(line: 244, column: 6, scope: !2709)
!2730 = !DILocation(line: 244, column: 29, scope: !2709)
!2731 = !DILocation(line: 244, column: 11, scope: !2709)
!2732 = !DILocation(line: 239, column: 3, scope: !2709)
!2733 = distinct !DISubprogram(name: "safe_rshift_func_uint8_t_u_u", scope: !2690, file: !2690, line: 627, type: !2734, scopeLine: 628, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !35, retainedNodes: !789)
!2734 = !DISubroutineType(types: !2735)
!2735 = !{!561, !561, !39}
!2736 = !DILocalVariable(name: "left", arg: 1, scope: !2733, file: !2690, line: 627, type: !561)
!2737 = !DILocation(line: 627, column: 44, scope: !2733)
!2738 = !DILocalVariable(name: "right", arg: 2, scope: !2733, file: !2690, line: 627, type: !39)
!2739 = !DILocation(line: 627, column: 63, scope: !2733)
!2740 = !DILocation(line: 632, column: 21, scope: !2733)
!2741 = !DILocation(line: 632, column: 28, scope: !2733)
!2742 = !DILocation(line: 632, column: 5, scope: !2733)
!2743 = !DILocation(line: 633, column: 6, scope: !2733)
!2744 = !DILocation(line: 633, column: 5, scope: !2733)
!2745 = !DILocation(line: 635, column: 6, scope: !2733)
!2746 = !DILocation(line: 635, column: 29, scope: !2733)
!2747 = !DILocation(line: 635, column: 11, scope: !2733)
!2748 = !DILocation(line: 630, column: 3, scope: !2733)
!2749 = distinct !DISubprogram(name: "safe_sub_func_uint32_t_u_u", scope: !2690, file: !2690, line: 757, type: !2750, scopeLine: 758, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !35, retainedNodes: !789)
!2750 = !DISubroutineType(types: !2751)
!2751 = !{!520, !520, !520}
!2752 = !DILocalVariable(name: "ui1", arg: 1, scope: !2749, file: !2690, line: 757, type: !520)
!2753 = !DILocation(line: 757, column: 43, scope: !2749)
!2754 = !DILocalVariable(name: "ui2", arg: 2, scope: !2749, file: !2690, line: 757, type: !520)
!2755 = !DILocation(line: 757, column: 57, scope: !2749)
!2756 = !DILocation(line: 760, column: 10, scope: !2749)
!2757 = !DILocation(line: 760, column: 16, scope: !2749)
!2758 = !DILocation(line: 760, column: 14, scope: !2749)
!2759 = !DILocation(line: 760, column: 3, scope: !2749)
!2760 = distinct !DISubprogram(name: "safe_div_func_int64_t_s_s", scope: !2690, file: !2690, line: 473, type: !2761, scopeLine: 474, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !35, retainedNodes: !789)
!2761 = !DISubroutineType(types: !2762)
!2762 = !{!539, !539, !539}
!2763 = !DILocalVariable(name: "si1", arg: 1, scope: !2760, file: !2690, line: 473, type: !539)
!2764 = !DILocation(line: 473, column: 41, scope: !2760)
!2765 = !DILocalVariable(name: "si2", arg: 2, scope: !2760, file: !2690, line: 473, type: !539)
!2766 = !DILocation(line: 473, column: 54, scope: !2760)
!2767 = !DILocation(line: 478, column: 7, scope: !2760)
!2768 = !DILocation(line: 478, column: 11, scope: !2760)
!2769 = !DILocation(line: 478, column: 17, scope: !2760)
!2770 = !DILocation(line: 478, column: 22, scope: !2760)
!2771 = !DILocation(line: 478, column: 26, scope: !2760)
!2772 = !DILocation(line: 478, column: 40, scope: !2760)
!2773 = !DILocation(line: 478, column: 44, scope: !2760)
!2774 = !DILocation(line: 478, column: 48, scope: !2760)
!2775 = !DILocation(line: 478, column: 5, scope: !2760)
!2776 = !DILocation(line: 479, column: 6, scope: !2760)
!2777 = !DILocation(line: 481, column: 6, scope: !2760)
!2778 = !DILocation(line: 481, column: 12, scope: !2760)
!2779 = !DILocation(line: 481, column: 10, scope: !2760)
!2780 = !DILocation(line: 476, column: 3, scope: !2760)
!2781 = distinct !DISubprogram(name: "safe_rshift_func_int8_t_s_u", scope: !2690, file: !2690, line: 130, type: !2782, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !35, retainedNodes: !789)
!2782 = !DISubroutineType(types: !2783)
!2783 = !{!618, !618, !39}
!2784 = !DILocalVariable(name: "left", arg: 1, scope: !2781, file: !2690, line: 130, type: !618)
!2785 = !DILocation(line: 130, column: 42, scope: !2781)
!2786 = !DILocalVariable(name: "right", arg: 2, scope: !2781, file: !2690, line: 130, type: !39)
!2787 = !DILocation(line: 130, column: 61, scope: !2781)
!2788 = !DILocation(line: 135, column: 7, scope: !2781)
!2789 = !DILocation(line: 135, column: 12, scope: !2781)
!2790 = !DILocation(line: 135, column: 17, scope: !2781)
!2791 = !DILocation(line: 135, column: 36, scope: !2781)
!2792 = !DILocation(line: 135, column: 43, scope: !2781)
!2793 = !DILocation(line: 135, column: 5, scope: !2781)
!2794 = !DILocation(line: 136, column: 6, scope: !2781)
!2795 = !DILocation(line: 136, column: 5, scope: !2781)
!2796 = !DILocation(line: 138, column: 6, scope: !2781)
!2797 = !DILocation(line: 138, column: 29, scope: !2781)
!2798 = !DILocation(line: 138, column: 11, scope: !2781)
!2799 = !DILocation(line: 133, column: 3, scope: !2781)
!2800 = distinct !DISubprogram(name: "crc32_8bytes", scope: !518, file: !518, line: 97, type: !2801, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !35, retainedNodes: !789)
!2801 = !DISubroutineType(types: !2802)
!2802 = !{null, !567}
!2803 = !DILocalVariable(name: "val", arg: 1, scope: !2800, file: !518, line: 97, type: !567)
!2804 = !DILocation(line: 97, column: 24, scope: !2800)
!2805 = !DILocation(line: 99, column: 15, scope: !2800)
!2806 = !DILocation(line: 99, column: 18, scope: !2800)
!2807 = !DILocation(line: 99, column: 23, scope: !2800)
!2808 = !DILocation(line: 99, column: 14, scope: !2800)
!2809 = !DILocation(line: 99, column: 2, scope: !2800)
!2810 = !DILocation(line: 100, column: 15, scope: !2800)
!2811 = !DILocation(line: 100, column: 18, scope: !2800)
!2812 = !DILocation(line: 100, column: 23, scope: !2800)
!2813 = !DILocation(line: 100, column: 14, scope: !2800)
!2814 = !DILocation(line: 100, column: 2, scope: !2800)
!2815 = !DILocation(line: 101, column: 15, scope: !2800)
!2816 = !DILocation(line: 101, column: 18, scope: !2800)
!2817 = !DILocation(line: 101, column: 24, scope: !2800)
!2818 = !DILocation(line: 101, column: 14, scope: !2800)
!2819 = !DILocation(line: 101, column: 2, scope: !2800)
!2820 = !DILocation(line: 102, column: 15, scope: !2800)
!2821 = !DILocation(line: 102, column: 18, scope: !2800)
!2822 = !DILocation(line: 102, column: 24, scope: !2800)
!2823 = !DILocation(line: 102, column: 14, scope: !2800)
!2824 = !DILocation(line: 102, column: 2, scope: !2800)
!2825 = !DILocation(line: 103, column: 15, scope: !2800)
!2826 = !DILocation(line: 103, column: 18, scope: !2800)
!2827 = !DILocation(line: 103, column: 24, scope: !2800)
!2828 = !DILocation(line: 103, column: 14, scope: !2800)
!2829 = !DILocation(line: 103, column: 2, scope: !2800)
!2830 = !DILocation(line: 104, column: 15, scope: !2800)
!2831 = !DILocation(line: 104, column: 18, scope: !2800)
!2832 = !DILocation(line: 104, column: 24, scope: !2800)
!2833 = !DILocation(line: 104, column: 14, scope: !2800)
!2834 = !DILocation(line: 104, column: 2, scope: !2800)
!2835 = !DILocation(line: 105, column: 15, scope: !2800)
!2836 = !DILocation(line: 105, column: 18, scope: !2800)
!2837 = !DILocation(line: 105, column: 24, scope: !2800)
!2838 = !DILocation(line: 105, column: 14, scope: !2800)
!2839 = !DILocation(line: 105, column: 2, scope: !2800)
!2840 = !DILocation(line: 106, column: 15, scope: !2800)
!2841 = !DILocation(line: 106, column: 18, scope: !2800)
!2842 = !DILocation(line: 106, column: 24, scope: !2800)
!2843 = !DILocation(line: 106, column: 14, scope: !2800)
!2844 = !DILocation(line: 106, column: 2, scope: !2800)
!2845 = !DILocation(line: 107, column: 1, scope: !2800)
!2846 = distinct !DISubprogram(name: "crc32_byte", scope: !518, file: !518, line: 71, type: !2847, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !35, retainedNodes: !789)
!2847 = !DISubroutineType(types: !2848)
!2848 = !{null, !561}
!2849 = !DILocalVariable(name: "b", arg: 1, scope: !2846, file: !518, line: 71, type: !561)
!2850 = !DILocation(line: 71, column: 21, scope: !2846)
!2851 = !DILocation(line: 73, column: 5, scope: !2846)
!2852 = !DILocation(line: 73, column: 19, scope: !2846)
!2853 = !DILocation(line: 73, column: 25, scope: !2846)
!2854 = !DILocation(line: 74, column: 14, scope: !2846)
!2855 = !DILocation(line: 74, column: 30, scope: !2846)
!2856 = !DILocation(line: 74, column: 28, scope: !2846)
!2857 = !DILocation(line: 74, column: 33, scope: !2846)
!2858 = !DILocation(line: 74, column: 3, scope: !2846)
!2859 = !DILocation(line: 73, column: 39, scope: !2846)
!2860 = !DILocation(line: 72, column: 16, scope: !2846)
!2861 = !DILocation(line: 75, column: 1, scope: !2846)
