; ModuleID = 'default_2.c'
source_filename = "default_2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S0 = type <{ i64, i8, [3 x i8] }>

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@g_14 = internal global i16 27006, align 2, !dbg !7
@.str.1 = private unnamed_addr constant [5 x i8] c"g_14\00", align 1, !dbg !15
@g_51 = internal global i32 918029653, align 4, !dbg !136
@.str.2 = private unnamed_addr constant [5 x i8] c"g_51\00", align 1, !dbg !20
@g_54 = internal global i32 -1078115591, align 4, !dbg !139
@.str.3 = private unnamed_addr constant [5 x i8] c"g_54\00", align 1, !dbg !22
@g_59 = internal global i16 0, align 2, !dbg !141
@.str.4 = private unnamed_addr constant [5 x i8] c"g_59\00", align 1, !dbg !24
@g_84 = internal global i16 -10, align 2, !dbg !143
@.str.5 = private unnamed_addr constant [5 x i8] c"g_84\00", align 1, !dbg !26
@g_106 = internal global i64 2435477643616883964, align 8, !dbg !148
@.str.6 = private unnamed_addr constant [6 x i8] c"g_106\00", align 1, !dbg !28
@g_108 = internal global [8 x [8 x i64]] [[8 x i64] [i64 -212943924212503512, i64 4183193621229262397, i64 -9079599956547096874, i64 -7570006464660726140, i64 -7570006464660726140, i64 -9079599956547096874, i64 4183193621229262397, i64 -212943924212503512], [8 x i64] [i64 8, i64 4183193621229262397, i64 0, i64 -7570006464660726140, i64 0, i64 -9079599956547096874, i64 -8395570138692585607, i64 -212943924212503512], [8 x i64] [i64 -212943924212503512, i64 4183193621229262397, i64 -9079599956547096874, i64 -7570006464660726140, i64 -7570006464660726140, i64 -9079599956547096874, i64 4183193621229262397, i64 -212943924212503512], [8 x i64] [i64 8, i64 4183193621229262397, i64 0, i64 -7570006464660726140, i64 0, i64 -9079599956547096874, i64 -8395570138692585607, i64 -212943924212503512], [8 x i64] [i64 -212943924212503512, i64 4183193621229262397, i64 -9079599956547096874, i64 -7570006464660726140, i64 -7570006464660726140, i64 -9079599956547096874, i64 4183193621229262397, i64 -212943924212503512], [8 x i64] [i64 8, i64 4183193621229262397, i64 0, i64 -7570006464660726140, i64 0, i64 -9079599956547096874, i64 -8395570138692585607, i64 -212943924212503512], [8 x i64] [i64 -212943924212503512, i64 4183193621229262397, i64 -9079599956547096874, i64 -7570006464660726140, i64 -7570006464660726140, i64 -9079599956547096874, i64 4183193621229262397, i64 -212943924212503512], [8 x i64] [i64 8, i64 4183193621229262397, i64 0, i64 -7570006464660726140, i64 0, i64 -9079599956547096874, i64 -8395570138692585607, i64 -212943924212503512]], align 16, !dbg !153
@.str.7 = private unnamed_addr constant [12 x i8] c"g_108[i][j]\00", align 1, !dbg !33
@.str.8 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !38
@g_115 = internal global [2 x i32] [i32 -1364218271, i32 -1364218271], align 4, !dbg !158
@.str.9 = private unnamed_addr constant [9 x i8] c"g_115[i]\00", align 1, !dbg !43
@.str.10 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !48
@.str.11 = private unnamed_addr constant [9 x i8] c"g_124.f0\00", align 1, !dbg !53
@.str.12 = private unnamed_addr constant [9 x i8] c"g_124.f1\00", align 1, !dbg !55
@.str.13 = private unnamed_addr constant [9 x i8] c"g_124.f2\00", align 1, !dbg !57
@.str.14 = private unnamed_addr constant [9 x i8] c"g_124.f3\00", align 1, !dbg !59
@.str.15 = private unnamed_addr constant [9 x i8] c"g_124.f4\00", align 1, !dbg !61
@.str.16 = private unnamed_addr constant [9 x i8] c"g_124.f5\00", align 1, !dbg !63
@g_129 = internal global i64 1, align 8, !dbg !174
@.str.17 = private unnamed_addr constant [6 x i8] c"g_129\00", align 1, !dbg !65
@g_139 = internal global i64 1, align 8, !dbg !179
@.str.18 = private unnamed_addr constant [6 x i8] c"g_139\00", align 1, !dbg !67
@g_142 = internal global [3 x [2 x [4 x i32]]] [[2 x [4 x i32]] [[4 x i32] [i32 1809941982, i32 1809941982, i32 1809941982, i32 1809941982], [4 x i32] [i32 1809941982, i32 1809941982, i32 1809941982, i32 1809941982]], [2 x [4 x i32]] [[4 x i32] [i32 1809941982, i32 1809941982, i32 1809941982, i32 1809941982], [4 x i32] [i32 1809941982, i32 1809941982, i32 1809941982, i32 1809941982]], [2 x [4 x i32]] [[4 x i32] [i32 1809941982, i32 1809941982, i32 1809941982, i32 1809941982], [4 x i32] [i32 1809941982, i32 1809941982, i32 1809941982, i32 1809941982]]], align 16, !dbg !181
@.str.19 = private unnamed_addr constant [15 x i8] c"g_142[i][j][k]\00", align 1, !dbg !69
@.str.20 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !74
@.str.21 = private unnamed_addr constant [9 x i8] c"g_179.f0\00", align 1, !dbg !79
@.str.22 = private unnamed_addr constant [9 x i8] c"g_179.f1\00", align 1, !dbg !81
@.str.23 = private unnamed_addr constant [9 x i8] c"g_179.f2\00", align 1, !dbg !83
@.str.24 = private unnamed_addr constant [9 x i8] c"g_179.f3\00", align 1, !dbg !85
@.str.25 = private unnamed_addr constant [9 x i8] c"g_179.f4\00", align 1, !dbg !87
@.str.26 = private unnamed_addr constant [9 x i8] c"g_179.f5\00", align 1, !dbg !89
@g_240 = internal global i8 -75, align 1, !dbg !189
@.str.27 = private unnamed_addr constant [6 x i8] c"g_240\00", align 1, !dbg !91
@g_259 = internal global i32 1746369776, align 4, !dbg !195
@.str.28 = private unnamed_addr constant [6 x i8] c"g_259\00", align 1, !dbg !93
@g_266 = internal global [7 x i16] [i16 -13905, i16 -13905, i16 -13905, i16 -13905, i16 -13905, i16 -13905, i16 -13905], align 2, !dbg !198
@.str.29 = private unnamed_addr constant [9 x i8] c"g_266[i]\00", align 1, !dbg !95
@g_293 = internal global i8 39, align 1, !dbg !203
@.str.30 = private unnamed_addr constant [6 x i8] c"g_293\00", align 1, !dbg !97
@g_301 = internal global i8 -3, align 1, !dbg !205
@.str.31 = private unnamed_addr constant [6 x i8] c"g_301\00", align 1, !dbg !99
@g_315 = internal global i16 10348, align 2, !dbg !210
@.str.32 = private unnamed_addr constant [6 x i8] c"g_315\00", align 1, !dbg !101
@crc32_context = internal global i32 -1, align 4, !dbg !215
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !103
@__const.func_1.l_314 = private unnamed_addr constant [8 x ptr] [ptr getelementptr (i8, ptr @g_142, i64 56), ptr getelementptr (i8, ptr @g_142, i64 56), ptr getelementptr (i8, ptr @g_142, i64 64), ptr getelementptr (i8, ptr @g_142, i64 56), ptr getelementptr (i8, ptr @g_142, i64 56), ptr getelementptr (i8, ptr @g_142, i64 64), ptr getelementptr (i8, ptr @g_142, i64 56), ptr getelementptr (i8, ptr @g_142, i64 56)], align 16
@g_193 = internal global ptr @g_59, align 8, !dbg !113
@__const.func_17.l_304 = private unnamed_addr constant [7 x ptr] [ptr @g_115, ptr @g_115, ptr @g_115, ptr @g_115, ptr @g_115, ptr @g_115, ptr @g_115], align 16
@g_172 = internal global ptr getelementptr (i8, ptr @g_142, i64 56), align 8, !dbg !120
@g_299 = internal global ptr @g_59, align 8, !dbg !125
@__const.func_29.l_46 = private unnamed_addr constant [6 x [7 x [6 x i8]]] [[7 x [6 x i8]] [[6 x i8] c"\DC\00\09\FFo\02", [6 x i8] c"\E5l\DCZ\01\D2", [6 x i8] c"\01\00\FF\01\08\08", [6 x i8] c"DZZDZ\01", [6 x i8] c"o\01\FF\81\02\FF", [6 x i8] c"\F5*\FA\EF\02\FF", [6 x i8] c"\02\01\FE\06Z\BF"], [7 x [6 x i8]] [[6 x i8] c"oZ\8A\06\08\E6", [6 x i8] c"=\00\B1\05\01\FF", [6 x i8] c"\FFl\8F\C4o\06", [6 x i8] c"\14\00\DE\93*\B5", [6 x i8] c"\01\00\00\01\14\AC", [6 x i8] c"\FF\CF|\14\FFD", [6 x i8] c"\D2\F1\FF\09\E5\CF"], [7 x [6 x i8]] [[6 x i8] c"\01\FF\FF\C4\09\F1", [6 x i8] c"6\FF\FF=3l", [6 x i8] c"\8A\85\06P\FF\E5", [6 x i8] c"\F1i\01\CF\F7o", [6 x i8] c"\85\00\FF\FF\93o", [6 x i8] c"\06\01\00\01\06\85", [6 x i8] c"i\DE\FA\F1\FFP"], [7 x [6 x i8]] [[6 x i8] c"\C4\FF\D4\DE\14P", [6 x i8] c"\CF\00\FA\E8\82\85", [6 x i8] c"\14\00\00\D4\D3o", [6 x i8] c"\FF\05\FF\FB\EFo", [6 x i8] c"\01\08\01\FF\01\E5", [6 x i8] c"\016\06\02\E0l", [6 x i8] c"\00\FF\FF\FA|\F1"], [7 x [6 x i8]] [[6 x i8] c"\01\E0\FF\D2\01\CF", [6 x i8] c"\FF\01\FF\00\CFD", [6 x i8] c"|\FFl\01\FE\00", [6 x i8] c"\BFD\B5\FF\02\FF", [6 x i8] c"\FF\D2'\01i\F5", [6 x i8] c"lZ\01\82\02\FF", [6 x i8] c"\E0=\FF\DF\F1\00"], [7 x [6 x i8]] [[6 x i8] c"\FE\81\05\05\81\FE", [6 x i8] c"o|\01\01\E8\D4", [6 x i8] c"\06\8F\00\01\FC\FF", [6 x i8] c"\06P\01\01\01\01", [6 x i8] c"o\E8|\05\06\01", [6 x i8] c"\FE\00\FB\DF\01\05", [6 x i8] c"\E0\FF3\82\FB\8F"]], align 16
@__const.func_29.l_146 = private unnamed_addr constant [8 x [4 x [3 x i32]]] [[4 x [3 x i32]] [[3 x i32] [i32 -6, i32 1461571019, i32 782713831], [3 x i32] [i32 -4, i32 0, i32 8], [3 x i32] [i32 -6, i32 2108960517, i32 0], [3 x i32] [i32 1894423902, i32 -299798885, i32 -2]], [4 x [3 x i32]] [[3 x i32] [i32 -400110127, i32 -10, i32 570663563], [3 x i32] [i32 -1, i32 -153115132, i32 785047249], [3 x i32] [i32 -1, i32 -4, i32 -6], [3 x i32] [i32 -4, i32 1, i32 1528580370]], [4 x [3 x i32]] [[3 x i32] [i32 -299798885, i32 850645258, i32 -2], [3 x i32] [i32 7, i32 850645258, i32 2080814118], [3 x i32] [i32 -953374041, i32 1, i32 3], [3 x i32] [i32 -1697295343, i32 -4, i32 888682390]], [4 x [3 x i32]] [[3 x i32] [i32 2, i32 -153115132, i32 -1], [3 x i32] [i32 -1528063560, i32 -1528063560, i32 1894423902], [3 x i32] [i32 0, i32 8, i32 -257575339], [3 x i32] [i32 -437328529, i32 -1, i32 1]], [4 x [3 x i32]] [[3 x i32] [i32 -6, i32 -10, i32 -2107293903], [3 x i32] [i32 -2006431361, i32 -437328529, i32 1], [3 x i32] [i32 2, i32 -1478369976, i32 -257575339], [3 x i32] [i32 -153115132, i32 1, i32 1894423902]], [4 x [3 x i32]] [[3 x i32] [i32 1, i32 -2006431361, i32 -1], [3 x i32] [i32 0, i32 -400110127, i32 888682390], [3 x i32] [i32 1528580370, i32 0, i32 3], [3 x i32] [i32 2108960517, i32 2, i32 2080814118]], [4 x [3 x i32]] [[3 x i32] [i32 -992433612, i32 -257575339, i32 -2], [3 x i32] [i32 -992433612, i32 3, i32 1528580370], [3 x i32] [i32 2108960517, i32 2, i32 -6], [3 x i32] [i32 1528580370, i32 -611060194, i32 785047249]], [4 x [3 x i32]] [[3 x i32] [i32 0, i32 -953374041, i32 -953374041], [3 x i32] [i32 1, i32 2, i32 -992433612], [3 x i32] [i32 -153115132, i32 -2119242601, i32 -10], [3 x i32] [i32 2, i32 -1679971580, i32 -2006431361]]], align 16
@__const.func_29.l_53 = private unnamed_addr constant [6 x [1 x ptr]] [[1 x ptr] [ptr @g_54], [1 x ptr] [ptr @g_54], [1 x ptr] [ptr @g_54], [1 x ptr] [ptr @g_54], [1 x ptr] [ptr @g_54], [1 x ptr] [ptr @g_54]], align 16
@__const.func_29.l_147 = private unnamed_addr constant [4 x [10 x [1 x i32]]] [[10 x [1 x i32]] [[1 x i32] [i32 -1477632198], [1 x i32] [i32 -36134412], [1 x i32] [i32 1440846967], [1 x i32] [i32 62308750], [1 x i32] [i32 62308750], [1 x i32] [i32 1440846967], [1 x i32] [i32 -36134412], [1 x i32] [i32 -1477632198], [1 x i32] [i32 -874594669], [1 x i32] [i32 62308750]], [10 x [1 x i32]] [[1 x i32] [i32 -1477632198], [1 x i32] [i32 5], [1 x i32] [i32 -1477632198], [1 x i32] [i32 62308750], [1 x i32] [i32 -874594669], [1 x i32] [i32 -1477632198], [1 x i32] [i32 -36134412], [1 x i32] [i32 1440846967], [1 x i32] [i32 62308750], [1 x i32] [i32 62308750]], [10 x [1 x i32]] [[1 x i32] [i32 1440846967], [1 x i32] [i32 -36134412], [1 x i32] [i32 -1477632198], [1 x i32] [i32 -874594669], [1 x i32] [i32 62308750], [1 x i32] [i32 -1477632198], [1 x i32] [i32 5], [1 x i32] [i32 -1477632198], [1 x i32] [i32 62308750], [1 x i32] [i32 -874594669]], [10 x [1 x i32]] [[1 x i32] [i32 -1477632198], [1 x i32] [i32 -36134412], [1 x i32] [i32 1440846967], [1 x i32] [i32 62308750], [1 x i32] [i32 62308750], [1 x i32] [i32 1440846967], [1 x i32] [i32 -36134412], [1 x i32] [i32 -1477632198], [1 x i32] [i32 -874594669], [1 x i32] [i32 62308750]]], align 16
@__const.func_29.l_151 = private unnamed_addr constant [8 x [10 x [3 x i8]]] [[10 x [3 x i8]] [[3 x i8] c"E^^", [3 x i8] c"l\00\00", [3 x i8] c"E^^", [3 x i8] c"l\00\00", [3 x i8] c"E^^", [3 x i8] c"l\00\00", [3 x i8] c"E^^", [3 x i8] c"l\00\00", [3 x i8] c"E^^", [3 x i8] c"l\00\00"], [10 x [3 x i8]] [[3 x i8] c"E^^", [3 x i8] c"l\00\00", [3 x i8] c"E^^", [3 x i8] c"l\00\00", [3 x i8] c"E^^", [3 x i8] c"l\00\00", [3 x i8] c"E^^", [3 x i8] c"l\00\00", [3 x i8] c"E^^", [3 x i8] c"l\00\00"], [10 x [3 x i8]] [[3 x i8] c"E^^", [3 x i8] c"l\00\00", [3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer], [10 x [3 x i8]] [[3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer], [10 x [3 x i8]] [[3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer], [10 x [3 x i8]] [[3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer], [10 x [3 x i8]] [[3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer], [10 x [3 x i8]] [[3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer, [3 x i8] c"^\11\11", [3 x i8] zeroinitializer]], align 16
@__const.func_29.l_83 = private unnamed_addr constant [8 x ptr] [ptr @g_84, ptr @g_84, ptr @g_84, ptr @g_84, ptr @g_84, ptr @g_84, ptr @g_84, ptr @g_84], align 16
@__const.func_29.l_127 = private unnamed_addr constant [8 x i8] c"\FA\FA\FA\FA\FA\FA\FA\FA", align 1
@g_171 = internal global ptr @g_172, align 8, !dbg !127
@__const.func_29.l_191 = private unnamed_addr constant [5 x [7 x [5 x ptr]]] [[7 x [5 x ptr]] [[5 x ptr] [ptr @g_14, ptr null, ptr @g_14, ptr @g_59, ptr @g_59], [5 x ptr] [ptr @g_59, ptr @g_59, ptr null, ptr @g_59, ptr null], [5 x ptr] [ptr @g_14, ptr null, ptr null, ptr null, ptr @g_59], [5 x ptr] [ptr @g_59, ptr @g_14, ptr @g_59, ptr @g_14, ptr @g_14], [5 x ptr] [ptr @g_59, ptr null, ptr @g_59, ptr @g_14, ptr @g_14], [5 x ptr] [ptr @g_14, ptr @g_59, ptr @g_14, ptr null, ptr null], [5 x ptr] [ptr null, ptr @g_14, ptr null, ptr @g_14, ptr @g_59]], [7 x [5 x ptr]] [[5 x ptr] [ptr null, ptr @g_14, ptr @g_14, ptr null, ptr @g_59], [5 x ptr] [ptr @g_59, ptr @g_14, ptr @g_59, ptr @g_59, ptr @g_14], [5 x ptr] [ptr @g_59, ptr @g_14, ptr @g_59, ptr @g_14, ptr null], [5 x ptr] [ptr null, ptr @g_14, ptr null, ptr @g_59, ptr @g_14], [5 x ptr] [ptr @g_14, ptr @g_14, ptr null, ptr @g_59, ptr null], [5 x ptr] [ptr @g_59, ptr null, ptr @g_14, ptr @g_59, ptr null], [5 x ptr] [ptr @g_59, ptr null, ptr @g_59, ptr @g_59, ptr null]], [7 x [5 x ptr]] [[5 x ptr] [ptr @g_59, ptr @g_59, ptr @g_59, ptr @g_59, ptr null], [5 x ptr] [ptr @g_59, ptr @g_59, ptr @g_59, ptr @g_14, ptr @g_14], [5 x ptr] [ptr @g_59, ptr @g_59, ptr @g_14, ptr null, ptr null], [5 x ptr] [ptr @g_14, ptr @g_59, ptr @g_14, ptr @g_59, ptr @g_14], [5 x ptr] [ptr @g_59, ptr @g_59, ptr @g_14, ptr @g_59, ptr @g_59], [5 x ptr] [ptr null, ptr @g_14, ptr @g_14, ptr null, ptr @g_59], [5 x ptr] [ptr @g_14, ptr null, ptr @g_14, ptr null, ptr null]], [7 x [5 x ptr]] [[5 x ptr] [ptr null, ptr @g_14, ptr @g_59, ptr @g_14, ptr @g_14], [5 x ptr] [ptr @g_14, ptr @g_59, ptr @g_59, ptr @g_59, ptr @g_14], [5 x ptr] [ptr @g_14, ptr @g_59, ptr @g_59, ptr @g_59, ptr @g_59], [5 x ptr] [ptr null, ptr @g_59, ptr @g_14, ptr @g_14, ptr null], [5 x ptr] [ptr @g_59, ptr @g_59, ptr null, ptr @g_59, ptr @g_59], [5 x ptr] [ptr @g_59, ptr @g_59, ptr @g_59, ptr @g_14, ptr @g_14], [5 x ptr] [ptr @g_59, ptr null, ptr @g_59, ptr @g_14, ptr @g_14]], [7 x [5 x ptr]] [[5 x ptr] [ptr @g_59, ptr null, ptr @g_14, ptr @g_59, ptr @g_59], [5 x ptr] [ptr null, ptr @g_14, ptr null, ptr @g_14, ptr @g_59], [5 x ptr] [ptr @g_59, ptr @g_14, ptr @g_14, ptr @g_59, ptr @g_59], [5 x ptr] [ptr @g_14, ptr @g_14, ptr @g_59, ptr @g_59, ptr null], [5 x ptr] [ptr @g_14, ptr null, ptr @g_59, ptr @g_14, ptr @g_14], [5 x ptr] [ptr null, ptr null, ptr @g_59, ptr null, ptr @g_59], [5 x ptr] [ptr @g_59, ptr @g_14, ptr null, ptr @g_14, ptr @g_59]]], align 16
@__const.func_29.l_248 = private unnamed_addr constant [9 x [9 x i32]] [[9 x i32] [i32 1, i32 219938878, i32 1, i32 -1409195142, i32 5, i32 5, i32 -1409195142, i32 1, i32 219938878], [9 x i32] [i32 -1409195142, i32 1382315333, i32 1, i32 5, i32 1382315333, i32 219938878, i32 -3, i32 1, i32 1], [9 x i32] [i32 1, i32 5, i32 219938878, i32 5, i32 219938878, i32 5, i32 1, i32 219938878, i32 1], [9 x i32] [i32 4, i32 1382315333, i32 1, i32 -1409195142, i32 219938878, i32 1, i32 -3, i32 1, i32 219938878], [9 x i32] [i32 4, i32 219938878, i32 219938878, i32 4, i32 1382315333, i32 1, i32 -1409195142, i32 219938878, i32 1], [9 x i32] [i32 1, i32 219938878, i32 1, i32 -1409195142, i32 5, i32 5, i32 -1409195142, i32 1, i32 219938878], [9 x i32] [i32 -1409195142, i32 1382315333, i32 1, i32 5, i32 1382315333, i32 219938878, i32 -3, i32 1, i32 1], [9 x i32] [i32 1, i32 5, i32 219938878, i32 5, i32 219938878, i32 5, i32 1, i32 219938878, i32 1], [9 x i32] [i32 4, i32 1382315333, i32 1, i32 -1409195142, i32 219938878, i32 1, i32 -3, i32 1, i32 219938878]], align 16
@__const.func_29.l_258 = private unnamed_addr constant [6 x i32] [i32 -10, i32 -1359498151, i32 -1359498151, i32 -10, i32 -1359498151, i32 -1359498151], align 16
@.str.33 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !131
@g_124 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 9, i8 -128, i8 127, i8 undef, i8 -24, i8 -81, i8 1, i8 2, i8 12, [3 x i8] undef }, align 4, !dbg !161
@g_179 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -117, i8 -128, i8 120, i8 undef, i8 -16, i8 -61, i8 1, i8 1, i8 11, [3 x i8] undef }, align 4, !dbg !187
@.str.36 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !212

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !225 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !231, !DIExpression(), !232)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !233, !DIExpression(), !234)
    #dbg_declare(ptr %6, !235, !DIExpression(), !236)
    #dbg_declare(ptr %7, !237, !DIExpression(), !238)
    #dbg_declare(ptr %8, !239, !DIExpression(), !240)
    #dbg_declare(ptr %9, !241, !DIExpression(), !242)
  store i32 0, ptr %9, align 4, !dbg !242
  %10 = load i32, ptr %4, align 4, !dbg !243
  %11 = icmp eq i32 %10, 2, !dbg !245
  br i1 %11, label %12, label %19, !dbg !246

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8, !dbg !247
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !247
  %15 = load ptr, ptr %14, align 8, !dbg !247
  %16 = call i32 @strcmp(ptr noundef %15, ptr noundef @.str) #5, !dbg !248
  %17 = icmp eq i32 %16, 0, !dbg !249
  br i1 %17, label %18, label %19, !dbg !250

18:                                               ; preds = %12
  store i32 1, ptr %9, align 4, !dbg !251
  br label %19, !dbg !252

19:                                               ; preds = %18, %12, %2
  call void @platform_main_begin(), !dbg !253
  call void @crc32_gentab(), !dbg !254
  %20 = call i32 @func_1(), !dbg !255
  %21 = load i16, ptr @g_14, align 2, !dbg !256
  %22 = sext i16 %21 to i64, !dbg !256
  %23 = load i32, ptr %9, align 4, !dbg !257
  call void @transparent_crc(i64 noundef %22, ptr noundef @.str.1, i32 noundef %23), !dbg !258
  %24 = load volatile i32, ptr @g_51, align 4, !dbg !259
  %25 = sext i32 %24 to i64, !dbg !259
  %26 = load i32, ptr %9, align 4, !dbg !260
  call void @transparent_crc(i64 noundef %25, ptr noundef @.str.2, i32 noundef %26), !dbg !261
  %27 = load i32, ptr @g_54, align 4, !dbg !262
  %28 = zext i32 %27 to i64, !dbg !262
  %29 = load i32, ptr %9, align 4, !dbg !263
  call void @transparent_crc(i64 noundef %28, ptr noundef @.str.3, i32 noundef %29), !dbg !264
  %30 = load i16, ptr @g_59, align 2, !dbg !265
  %31 = sext i16 %30 to i64, !dbg !265
  %32 = load i32, ptr %9, align 4, !dbg !266
  call void @transparent_crc(i64 noundef %31, ptr noundef @.str.4, i32 noundef %32), !dbg !267
  %33 = load i16, ptr @g_84, align 2, !dbg !268
  %34 = zext i16 %33 to i64, !dbg !268
  %35 = load i32, ptr %9, align 4, !dbg !269
  call void @transparent_crc(i64 noundef %34, ptr noundef @.str.5, i32 noundef %35), !dbg !270
  %36 = load i64, ptr @g_106, align 8, !dbg !271
  %37 = load i32, ptr %9, align 4, !dbg !272
  call void @transparent_crc(i64 noundef %36, ptr noundef @.str.6, i32 noundef %37), !dbg !273
  store i32 0, ptr %6, align 4, !dbg !274
  br label %38, !dbg !276

38:                                               ; preds = %65, %19
  %39 = load i32, ptr %6, align 4, !dbg !277
  %40 = icmp slt i32 %39, 8, !dbg !279
  br i1 %40, label %41, label %68, !dbg !280

41:                                               ; preds = %38
  store i32 0, ptr %7, align 4, !dbg !281
  br label %42, !dbg !284

42:                                               ; preds = %61, %41
  %43 = load i32, ptr %7, align 4, !dbg !285
  %44 = icmp slt i32 %43, 8, !dbg !287
  br i1 %44, label %45, label %64, !dbg !288

45:                                               ; preds = %42
  %46 = load i32, ptr %6, align 4, !dbg !289
  %47 = sext i32 %46 to i64, !dbg !291
  %48 = getelementptr inbounds [8 x [8 x i64]], ptr @g_108, i64 0, i64 %47, !dbg !291
  %49 = load i32, ptr %7, align 4, !dbg !292
  %50 = sext i32 %49 to i64, !dbg !291
  %51 = getelementptr inbounds [8 x i64], ptr %48, i64 0, i64 %50, !dbg !291
  %52 = load i64, ptr %51, align 8, !dbg !291
  %53 = load i32, ptr %9, align 4, !dbg !293
  call void @transparent_crc(i64 noundef %52, ptr noundef @.str.7, i32 noundef %53), !dbg !294
  %54 = load i32, ptr %9, align 4, !dbg !295
  %55 = icmp ne i32 %54, 0, !dbg !295
  br i1 %55, label %56, label %60, !dbg !297

56:                                               ; preds = %45
  %57 = load i32, ptr %6, align 4, !dbg !298
  %58 = load i32, ptr %7, align 4, !dbg !299
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %57, i32 noundef %58), !dbg !300
  br label %60, !dbg !300

60:                                               ; preds = %56, %45
  br label %61, !dbg !301

61:                                               ; preds = %60
  %62 = load i32, ptr %7, align 4, !dbg !302
  %63 = add nsw i32 %62, 1, !dbg !302
  store i32 %63, ptr %7, align 4, !dbg !302
  br label %42, !dbg !303, !llvm.loop !304

64:                                               ; preds = %42
  br label %65, !dbg !307

65:                                               ; preds = %64
  %66 = load i32, ptr %6, align 4, !dbg !308
  %67 = add nsw i32 %66, 1, !dbg !308
  store i32 %67, ptr %6, align 4, !dbg !308
  br label %38, !dbg !309, !llvm.loop !310

68:                                               ; preds = %38
  store i32 0, ptr %6, align 4, !dbg !312
  br label %69, !dbg !314

69:                                               ; preds = %85, %68
  %70 = load i32, ptr %6, align 4, !dbg !315
  %71 = icmp slt i32 %70, 2, !dbg !317
  br i1 %71, label %72, label %88, !dbg !318

72:                                               ; preds = %69
  %73 = load i32, ptr %6, align 4, !dbg !319
  %74 = sext i32 %73 to i64, !dbg !321
  %75 = getelementptr inbounds [2 x i32], ptr @g_115, i64 0, i64 %74, !dbg !321
  %76 = load i32, ptr %75, align 4, !dbg !321
  %77 = zext i32 %76 to i64, !dbg !321
  %78 = load i32, ptr %9, align 4, !dbg !322
  call void @transparent_crc(i64 noundef %77, ptr noundef @.str.9, i32 noundef %78), !dbg !323
  %79 = load i32, ptr %9, align 4, !dbg !324
  %80 = icmp ne i32 %79, 0, !dbg !324
  br i1 %80, label %81, label %84, !dbg !326

81:                                               ; preds = %72
  %82 = load i32, ptr %6, align 4, !dbg !327
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %82), !dbg !328
  br label %84, !dbg !328

84:                                               ; preds = %81, %72
  br label %85, !dbg !329

85:                                               ; preds = %84
  %86 = load i32, ptr %6, align 4, !dbg !330
  %87 = add nsw i32 %86, 1, !dbg !330
  store i32 %87, ptr %6, align 4, !dbg !330
  br label %69, !dbg !331, !llvm.loop !332

88:                                               ; preds = %69
  %89 = load volatile i64, ptr @g_124, align 4, !dbg !334
  %90 = and i64 %89, 32767, !dbg !334
  %91 = trunc i64 %90 to i32, !dbg !334
  %92 = zext i32 %91 to i64, !dbg !335
  %93 = load i32, ptr %9, align 4, !dbg !336
  call void @transparent_crc(i64 noundef %92, ptr noundef @.str.11, i32 noundef %93), !dbg !337
  %94 = load volatile i64, ptr @g_124, align 4, !dbg !338
  %95 = shl i64 %94, 41, !dbg !338
  %96 = ashr i64 %95, 56, !dbg !338
  %97 = trunc i64 %96 to i32, !dbg !338
  %98 = sext i32 %97 to i64, !dbg !339
  %99 = load i32, ptr %9, align 4, !dbg !340
  call void @transparent_crc(i64 noundef %98, ptr noundef @.str.12, i32 noundef %99), !dbg !341
  %100 = load volatile i64, ptr @g_124, align 4, !dbg !342
  %101 = shl i64 %100, 22, !dbg !342
  %102 = ashr i64 %101, 54, !dbg !342
  %103 = trunc i64 %102 to i32, !dbg !342
  %104 = sext i32 %103 to i64, !dbg !343
  %105 = load i32, ptr %9, align 4, !dbg !344
  call void @transparent_crc(i64 noundef %104, ptr noundef @.str.13, i32 noundef %105), !dbg !345
  %106 = load volatile i64, ptr @g_124, align 4, !dbg !346
  %107 = lshr i64 %106, 42, !dbg !346
  %108 = and i64 %107, 16383, !dbg !346
  %109 = trunc i64 %108 to i32, !dbg !346
  %110 = zext i32 %109 to i64, !dbg !347
  %111 = load i32, ptr %9, align 4, !dbg !348
  call void @transparent_crc(i64 noundef %110, ptr noundef @.str.14, i32 noundef %111), !dbg !349
  %112 = load volatile i64, ptr @g_124, align 4, !dbg !350
  %113 = lshr i64 %112, 56, !dbg !350
  %114 = and i64 %113, 31, !dbg !350
  %115 = trunc i64 %114 to i32, !dbg !350
  %116 = zext i32 %115 to i64, !dbg !351
  %117 = load i32, ptr %9, align 4, !dbg !352
  call void @transparent_crc(i64 noundef %116, ptr noundef @.str.15, i32 noundef %117), !dbg !353
  %118 = load volatile i8, ptr getelementptr inbounds (%struct.S0, ptr @g_124, i32 0, i32 1), align 4, !dbg !354
  %119 = zext i8 %118 to i32, !dbg !354
  %120 = zext i32 %119 to i64, !dbg !355
  %121 = load i32, ptr %9, align 4, !dbg !356
  call void @transparent_crc(i64 noundef %120, ptr noundef @.str.16, i32 noundef %121), !dbg !357
  %122 = load i64, ptr @g_129, align 8, !dbg !358
  %123 = load i32, ptr %9, align 4, !dbg !359
  call void @transparent_crc(i64 noundef %122, ptr noundef @.str.17, i32 noundef %123), !dbg !360
  %124 = load i64, ptr @g_139, align 8, !dbg !361
  %125 = load i32, ptr %9, align 4, !dbg !362
  call void @transparent_crc(i64 noundef %124, ptr noundef @.str.18, i32 noundef %125), !dbg !363
  store i32 0, ptr %6, align 4, !dbg !364
  br label %126, !dbg !366

126:                                              ; preds = %166, %88
  %127 = load i32, ptr %6, align 4, !dbg !367
  %128 = icmp slt i32 %127, 3, !dbg !369
  br i1 %128, label %129, label %169, !dbg !370

129:                                              ; preds = %126
  store i32 0, ptr %7, align 4, !dbg !371
  br label %130, !dbg !374

130:                                              ; preds = %162, %129
  %131 = load i32, ptr %7, align 4, !dbg !375
  %132 = icmp slt i32 %131, 2, !dbg !377
  br i1 %132, label %133, label %165, !dbg !378

133:                                              ; preds = %130
  store i32 0, ptr %8, align 4, !dbg !379
  br label %134, !dbg !382

134:                                              ; preds = %158, %133
  %135 = load i32, ptr %8, align 4, !dbg !383
  %136 = icmp slt i32 %135, 4, !dbg !385
  br i1 %136, label %137, label %161, !dbg !386

137:                                              ; preds = %134
  %138 = load i32, ptr %6, align 4, !dbg !387
  %139 = sext i32 %138 to i64, !dbg !389
  %140 = getelementptr inbounds [3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 %139, !dbg !389
  %141 = load i32, ptr %7, align 4, !dbg !390
  %142 = sext i32 %141 to i64, !dbg !389
  %143 = getelementptr inbounds [2 x [4 x i32]], ptr %140, i64 0, i64 %142, !dbg !389
  %144 = load i32, ptr %8, align 4, !dbg !391
  %145 = sext i32 %144 to i64, !dbg !389
  %146 = getelementptr inbounds [4 x i32], ptr %143, i64 0, i64 %145, !dbg !389
  %147 = load i32, ptr %146, align 4, !dbg !389
  %148 = sext i32 %147 to i64, !dbg !389
  %149 = load i32, ptr %9, align 4, !dbg !392
  call void @transparent_crc(i64 noundef %148, ptr noundef @.str.19, i32 noundef %149), !dbg !393
  %150 = load i32, ptr %9, align 4, !dbg !394
  %151 = icmp ne i32 %150, 0, !dbg !394
  br i1 %151, label %152, label %157, !dbg !396

152:                                              ; preds = %137
  %153 = load i32, ptr %6, align 4, !dbg !397
  %154 = load i32, ptr %7, align 4, !dbg !398
  %155 = load i32, ptr %8, align 4, !dbg !399
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %153, i32 noundef %154, i32 noundef %155), !dbg !400
  br label %157, !dbg !400

157:                                              ; preds = %152, %137
  br label %158, !dbg !401

158:                                              ; preds = %157
  %159 = load i32, ptr %8, align 4, !dbg !402
  %160 = add nsw i32 %159, 1, !dbg !402
  store i32 %160, ptr %8, align 4, !dbg !402
  br label %134, !dbg !403, !llvm.loop !404

161:                                              ; preds = %134
  br label %162, !dbg !406

162:                                              ; preds = %161
  %163 = load i32, ptr %7, align 4, !dbg !407
  %164 = add nsw i32 %163, 1, !dbg !407
  store i32 %164, ptr %7, align 4, !dbg !407
  br label %130, !dbg !408, !llvm.loop !409

165:                                              ; preds = %130
  br label %166, !dbg !411

166:                                              ; preds = %165
  %167 = load i32, ptr %6, align 4, !dbg !412
  %168 = add nsw i32 %167, 1, !dbg !412
  store i32 %168, ptr %6, align 4, !dbg !412
  br label %126, !dbg !413, !llvm.loop !414

169:                                              ; preds = %126
  %170 = load volatile i64, ptr @g_179, align 4, !dbg !416
  %171 = and i64 %170, 32767, !dbg !416
  %172 = trunc i64 %171 to i32, !dbg !416
  %173 = zext i32 %172 to i64, !dbg !417
  %174 = load i32, ptr %9, align 4, !dbg !418
  call void @transparent_crc(i64 noundef %173, ptr noundef @.str.21, i32 noundef %174), !dbg !419
  %175 = load volatile i64, ptr @g_179, align 4, !dbg !420
  %176 = shl i64 %175, 41, !dbg !420
  %177 = ashr i64 %176, 56, !dbg !420
  %178 = trunc i64 %177 to i32, !dbg !420
  %179 = sext i32 %178 to i64, !dbg !421
  %180 = load i32, ptr %9, align 4, !dbg !422
  call void @transparent_crc(i64 noundef %179, ptr noundef @.str.22, i32 noundef %180), !dbg !423
  %181 = load volatile i64, ptr @g_179, align 4, !dbg !424
  %182 = shl i64 %181, 22, !dbg !424
  %183 = ashr i64 %182, 54, !dbg !424
  %184 = trunc i64 %183 to i32, !dbg !424
  %185 = sext i32 %184 to i64, !dbg !425
  %186 = load i32, ptr %9, align 4, !dbg !426
  call void @transparent_crc(i64 noundef %185, ptr noundef @.str.23, i32 noundef %186), !dbg !427
  %187 = load volatile i64, ptr @g_179, align 4, !dbg !428
  %188 = lshr i64 %187, 42, !dbg !428
  %189 = and i64 %188, 16383, !dbg !428
  %190 = trunc i64 %189 to i32, !dbg !428
  %191 = zext i32 %190 to i64, !dbg !429
  %192 = load i32, ptr %9, align 4, !dbg !430
  call void @transparent_crc(i64 noundef %191, ptr noundef @.str.24, i32 noundef %192), !dbg !431
  %193 = load volatile i64, ptr @g_179, align 4, !dbg !432
  %194 = lshr i64 %193, 56, !dbg !432
  %195 = and i64 %194, 31, !dbg !432
  %196 = trunc i64 %195 to i32, !dbg !432
  %197 = zext i32 %196 to i64, !dbg !433
  %198 = load i32, ptr %9, align 4, !dbg !434
  call void @transparent_crc(i64 noundef %197, ptr noundef @.str.25, i32 noundef %198), !dbg !435
  %199 = load volatile i8, ptr getelementptr inbounds (%struct.S0, ptr @g_179, i32 0, i32 1), align 4, !dbg !436
  %200 = zext i8 %199 to i32, !dbg !436
  %201 = zext i32 %200 to i64, !dbg !437
  %202 = load i32, ptr %9, align 4, !dbg !438
  call void @transparent_crc(i64 noundef %201, ptr noundef @.str.26, i32 noundef %202), !dbg !439
  %203 = load volatile i8, ptr @g_240, align 1, !dbg !440
  %204 = sext i8 %203 to i64, !dbg !440
  %205 = load i32, ptr %9, align 4, !dbg !441
  call void @transparent_crc(i64 noundef %204, ptr noundef @.str.27, i32 noundef %205), !dbg !442
  %206 = load volatile i32, ptr @g_259, align 4, !dbg !443
  %207 = zext i32 %206 to i64, !dbg !443
  %208 = load i32, ptr %9, align 4, !dbg !444
  call void @transparent_crc(i64 noundef %207, ptr noundef @.str.28, i32 noundef %208), !dbg !445
  store i32 0, ptr %6, align 4, !dbg !446
  br label %209, !dbg !448

209:                                              ; preds = %225, %169
  %210 = load i32, ptr %6, align 4, !dbg !449
  %211 = icmp slt i32 %210, 7, !dbg !451
  br i1 %211, label %212, label %228, !dbg !452

212:                                              ; preds = %209
  %213 = load i32, ptr %6, align 4, !dbg !453
  %214 = sext i32 %213 to i64, !dbg !455
  %215 = getelementptr inbounds [7 x i16], ptr @g_266, i64 0, i64 %214, !dbg !455
  %216 = load i16, ptr %215, align 2, !dbg !455
  %217 = sext i16 %216 to i64, !dbg !455
  %218 = load i32, ptr %9, align 4, !dbg !456
  call void @transparent_crc(i64 noundef %217, ptr noundef @.str.29, i32 noundef %218), !dbg !457
  %219 = load i32, ptr %9, align 4, !dbg !458
  %220 = icmp ne i32 %219, 0, !dbg !458
  br i1 %220, label %221, label %224, !dbg !460

221:                                              ; preds = %212
  %222 = load i32, ptr %6, align 4, !dbg !461
  %223 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %222), !dbg !462
  br label %224, !dbg !462

224:                                              ; preds = %221, %212
  br label %225, !dbg !463

225:                                              ; preds = %224
  %226 = load i32, ptr %6, align 4, !dbg !464
  %227 = add nsw i32 %226, 1, !dbg !464
  store i32 %227, ptr %6, align 4, !dbg !464
  br label %209, !dbg !465, !llvm.loop !466

228:                                              ; preds = %209
  %229 = load i8, ptr @g_293, align 1, !dbg !468
  %230 = sext i8 %229 to i64, !dbg !468
  %231 = load i32, ptr %9, align 4, !dbg !469
  call void @transparent_crc(i64 noundef %230, ptr noundef @.str.30, i32 noundef %231), !dbg !470
  %232 = load i8, ptr @g_301, align 1, !dbg !471
  %233 = zext i8 %232 to i64, !dbg !471
  %234 = load i32, ptr %9, align 4, !dbg !472
  call void @transparent_crc(i64 noundef %233, ptr noundef @.str.31, i32 noundef %234), !dbg !473
  %235 = load i16, ptr @g_315, align 2, !dbg !474
  %236 = zext i16 %235 to i64, !dbg !474
  %237 = load i32, ptr %9, align 4, !dbg !475
  call void @transparent_crc(i64 noundef %236, ptr noundef @.str.32, i32 noundef %237), !dbg !476
  %238 = load i32, ptr @crc32_context, align 4, !dbg !477
  %239 = zext i32 %238 to i64, !dbg !477
  %240 = xor i64 %239, 4294967295, !dbg !478
  %241 = trunc i64 %240 to i32, !dbg !477
  %242 = load i32, ptr %9, align 4, !dbg !479
  call void @platform_main_end(i32 noundef %241, i32 noundef %242), !dbg !480
  ret i32 0, !dbg !481
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !482 {
  ret void, !dbg !485
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !486 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !487, !DIExpression(), !488)
    #dbg_declare(ptr %2, !489, !DIExpression(), !491)
  store i32 -306674912, ptr %2, align 4, !dbg !491
    #dbg_declare(ptr %3, !492, !DIExpression(), !493)
    #dbg_declare(ptr %4, !494, !DIExpression(), !495)
  store i32 0, ptr %3, align 4, !dbg !496
  br label %5, !dbg !498

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !499
  %7 = icmp slt i32 %6, 256, !dbg !501
  br i1 %7, label %8, label %36, !dbg !502

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !503
  store i32 %9, ptr %1, align 4, !dbg !505
  store i32 8, ptr %4, align 4, !dbg !506
  br label %10, !dbg !508

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !509
  %12 = icmp sgt i32 %11, 0, !dbg !511
  br i1 %12, label %13, label %28, !dbg !512

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !513
  %15 = and i32 %14, 1, !dbg !516
  %16 = icmp ne i32 %15, 0, !dbg !516
  br i1 %16, label %17, label %21, !dbg !517

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !518
  %19 = lshr i32 %18, 1, !dbg !520
  %20 = xor i32 %19, -306674912, !dbg !521
  store i32 %20, ptr %1, align 4, !dbg !522
  br label %24, !dbg !523

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !524
  %23 = lshr i32 %22, 1, !dbg !524
  store i32 %23, ptr %1, align 4, !dbg !524
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !526

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !527
  %27 = add nsw i32 %26, -1, !dbg !527
  store i32 %27, ptr %4, align 4, !dbg !527
  br label %10, !dbg !528, !llvm.loop !529

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !531
  %30 = load i32, ptr %3, align 4, !dbg !532
  %31 = sext i32 %30 to i64, !dbg !533
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !533
  store i32 %29, ptr %32, align 4, !dbg !534
  br label %33, !dbg !535

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !536
  %35 = add nsw i32 %34, 1, !dbg !536
  store i32 %35, ptr %3, align 4, !dbg !536
  br label %5, !dbg !537, !llvm.loop !538

36:                                               ; preds = %5
  ret void, !dbg !540
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_1() #0 !dbg !541 {
  %1 = alloca i64, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [8 x ptr], align 16
  %8 = alloca i32, align 4
    #dbg_declare(ptr %1, !544, !DIExpression(), !545)
  store i64 6659204359536909637, ptr %1, align 8, !dbg !545
    #dbg_declare(ptr %2, !546, !DIExpression(), !547)
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 2), i64 0, i64 1), ptr %2, align 8, !dbg !547
    #dbg_declare(ptr %3, !548, !DIExpression(), !549)
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 2), i64 0, i64 1), i64 0, i64 3), ptr %3, align 8, !dbg !549
    #dbg_declare(ptr %4, !550, !DIExpression(), !551)
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %4, align 8, !dbg !551
    #dbg_declare(ptr %5, !552, !DIExpression(), !553)
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr @g_142, i64 0, i64 1), i64 0, i64 2), ptr %5, align 8, !dbg !553
    #dbg_declare(ptr %6, !554, !DIExpression(), !555)
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %6, align 8, !dbg !555
    #dbg_declare(ptr %7, !556, !DIExpression(), !559)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.func_1.l_314, i64 64, i1 false), !dbg !559
    #dbg_declare(ptr %8, !560, !DIExpression(), !561)
  %9 = load i16, ptr @g_14, align 2, !dbg !562
  %10 = load i16, ptr @g_14, align 2, !dbg !563
  %11 = sext i16 %10 to i32, !dbg !563
  %12 = load i16, ptr @g_14, align 2, !dbg !564
  %13 = trunc i16 %12 to i8, !dbg !564
  %14 = load i16, ptr @g_14, align 2, !dbg !565
  %15 = trunc i16 %14 to i8, !dbg !565
  %16 = load i16, ptr @g_14, align 2, !dbg !566
  %17 = trunc i16 %16 to i8, !dbg !566
  %18 = call zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %15, i8 noundef zeroext %17), !dbg !567
  %19 = zext i8 %18 to i64, !dbg !568
  %20 = load i64, ptr %1, align 8, !dbg !569
  %21 = icmp sle i64 %19, %20, !dbg !570
  %22 = zext i1 %21 to i32, !dbg !570
  %23 = load i16, ptr @g_14, align 2, !dbg !571
  %24 = sext i16 %23 to i32, !dbg !571
  %25 = icmp sge i32 %22, %24, !dbg !572
  %26 = zext i1 %25 to i32, !dbg !572
  %27 = load i16, ptr @g_14, align 2, !dbg !573
  %28 = sext i16 %27 to i32, !dbg !573
  %29 = xor i32 %26, %28, !dbg !574
  %30 = trunc i32 %29 to i16, !dbg !575
  %31 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %30, i32 noundef 9), !dbg !576
  %32 = trunc i16 %31 to i8, !dbg !577
  %33 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %13, i8 noundef signext %32), !dbg !578
  %34 = sext i8 %33 to i64, !dbg !579
  %35 = load i64, ptr %1, align 8, !dbg !580
  %36 = trunc i64 %35 to i32, !dbg !580
  %37 = call signext i16 @func_29(i64 noundef %34, i32 noundef %36), !dbg !581
  %38 = call signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext 2856, i16 noundef signext %37), !dbg !582
  %39 = sext i16 %38 to i64, !dbg !583
  %40 = load i64, ptr @g_139, align 8, !dbg !584
  %41 = icmp ne i64 %39, %40, !dbg !585
  %42 = zext i1 %41 to i32, !dbg !585
  %43 = trunc i32 %42 to i16, !dbg !586
  %44 = load i16, ptr getelementptr inbounds ([7 x i16], ptr @g_266, i64 0, i64 1), align 2, !dbg !587
  %45 = call signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %43, i16 noundef signext %44), !dbg !588
  %46 = call zeroext i16 @safe_rshift_func_uint16_t_u_u(i16 noundef zeroext %45, i32 noundef 7), !dbg !589
  %47 = zext i16 %46 to i64, !dbg !590
  %48 = icmp eq i64 %47, -9, !dbg !591
  br i1 %48, label %49, label %50, !dbg !592

49:                                               ; preds = %0
  br label %50

50:                                               ; preds = %49, %0
  %51 = phi i1 [ false, %0 ], [ true, %49 ], !dbg !593
  %52 = zext i1 %51 to i32, !dbg !592
  %53 = sext i32 %52 to i64, !dbg !594
  %54 = load i16, ptr getelementptr inbounds ([7 x i16], ptr @g_266, i64 0, i64 1), align 2, !dbg !595
  %55 = sext i16 %54 to i32, !dbg !595
  %56 = load i16, ptr getelementptr inbounds ([7 x i16], ptr @g_266, i64 0, i64 1), align 2, !dbg !596
  %57 = trunc i16 %56 to i8, !dbg !596
  %58 = load i64, ptr %1, align 8, !dbg !597
  %59 = trunc i64 %58 to i16, !dbg !597
  %60 = load i16, ptr @g_84, align 2, !dbg !598
  %61 = zext i16 %60 to i32, !dbg !598
  %62 = call i32 @func_17(i64 noundef %53, i32 noundef %55, i8 noundef signext %57, i16 noundef signext %59, i32 noundef %61), !dbg !599
  %63 = load i8, ptr @g_293, align 1, !dbg !600
  %64 = sext i8 %63 to i32, !dbg !601
  %65 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef %11, i32 noundef %64), !dbg !602
  %66 = sext i32 %65 to i64, !dbg !603
  %67 = load i64, ptr %1, align 8, !dbg !604
  %68 = or i64 %66, %67, !dbg !605
  %69 = trunc i64 %68 to i32, !dbg !606
  %70 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %9, i32 noundef %69), !dbg !607
  %71 = trunc i16 %70 to i8, !dbg !608
  %72 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %71, i8 noundef zeroext -50), !dbg !609
  %73 = zext i8 %72 to i16, !dbg !610
  %74 = load i64, ptr %1, align 8, !dbg !611
  %75 = trunc i64 %74 to i32, !dbg !611
  %76 = call zeroext i16 @safe_rshift_func_uint16_t_u_u(i16 noundef zeroext %73, i32 noundef %75), !dbg !612
  %77 = zext i16 %76 to i64, !dbg !613
  %78 = load i64, ptr %1, align 8, !dbg !614
  %79 = icmp ne i64 %77, %78, !dbg !615
  %80 = zext i1 %79 to i32, !dbg !615
  %81 = trunc i32 %80 to i16, !dbg !616
  %82 = call zeroext i16 @safe_lshift_func_uint16_t_u_s(i16 noundef zeroext %81, i32 noundef 10), !dbg !617
  %83 = trunc i16 %82 to i8, !dbg !618
  %84 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %83, i8 noundef signext 114), !dbg !619
  %85 = load i16, ptr @g_14, align 2, !dbg !620
  %86 = trunc i16 %85 to i8, !dbg !620
  %87 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %84, i8 noundef zeroext %86), !dbg !621
  %88 = zext i8 %87 to i64, !dbg !622
  %89 = icmp ule i64 %88, -7, !dbg !623
  %90 = zext i1 %89 to i32, !dbg !623
  %91 = load i64, ptr %1, align 8, !dbg !624
  %92 = trunc i64 %91 to i32, !dbg !625
  %93 = load ptr, ptr %2, align 8, !dbg !626
  store i32 %92, ptr %93, align 4, !dbg !627
  %94 = load i16, ptr @g_315, align 2, !dbg !628
  %95 = add i16 %94, -1, !dbg !628
  store i16 %95, ptr @g_315, align 2, !dbg !628
  %96 = load i64, ptr @g_139, align 8, !dbg !629
  %97 = trunc i64 %96 to i32, !dbg !629
  ret i32 %97, !dbg !630
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !631 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !634, !DIExpression(), !635)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !636, !DIExpression(), !637)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !638, !DIExpression(), !639)
  %7 = load i64, ptr %4, align 8, !dbg !640
  call void @crc32_8bytes(i64 noundef %7), !dbg !641
  %8 = load i32, ptr %6, align 4, !dbg !642
  %9 = icmp ne i32 %8, 0, !dbg !642
  br i1 %9, label %10, label %16, !dbg !644

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !645
  %12 = load i32, ptr @crc32_context, align 4, !dbg !647
  %13 = zext i32 %12 to i64, !dbg !647
  %14 = xor i64 %13, 4294967295, !dbg !648
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, ptr noundef %11, i64 noundef %14), !dbg !649
  br label %16, !dbg !650

16:                                               ; preds = %10, %3
  ret void, !dbg !651
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !652 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !655, !DIExpression(), !656)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !657, !DIExpression(), !658)
  %5 = load i32, ptr %3, align 4, !dbg !659
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.36, i32 noundef %5), !dbg !660
  ret void, !dbg !661
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !662 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !666, !DIExpression(), !667)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !668, !DIExpression(), !669)
  %5 = load i8, ptr %3, align 1, !dbg !670
  %6 = zext i8 %5 to i32, !dbg !671
  %7 = load i8, ptr %4, align 1, !dbg !672
  %8 = zext i8 %7 to i32, !dbg !673
  %9 = mul i32 %6, %8, !dbg !674
  %10 = trunc i32 %9 to i8, !dbg !675
  ret i8 %10, !dbg !676
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !677 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !680, !DIExpression(), !681)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !682, !DIExpression(), !683)
  %5 = load i8, ptr %3, align 1, !dbg !684
  %6 = sext i8 %5 to i32, !dbg !684
  %7 = load i8, ptr %4, align 1, !dbg !685
  %8 = sext i8 %7 to i32, !dbg !685
  %9 = add nsw i32 %6, %8, !dbg !686
  %10 = trunc i32 %9 to i8, !dbg !687
  ret i8 %10, !dbg !688
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_lshift_func_uint16_t_u_s(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !689 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !692, !DIExpression(), !693)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !694, !DIExpression(), !695)
  %5 = load i32, ptr %4, align 4, !dbg !696
  %6 = icmp slt i32 %5, 0, !dbg !697
  br i1 %6, label %16, label %7, !dbg !698

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !699
  %9 = icmp sge i32 %8, 32, !dbg !700
  br i1 %9, label %16, label %10, !dbg !701

10:                                               ; preds = %7
  %11 = load i16, ptr %3, align 2, !dbg !702
  %12 = zext i16 %11 to i32, !dbg !702
  %13 = load i32, ptr %4, align 4, !dbg !703
  %14 = ashr i32 65535, %13, !dbg !704
  %15 = icmp sgt i32 %12, %14, !dbg !705
  br i1 %15, label %16, label %19, !dbg !706

16:                                               ; preds = %10, %7, %2
  %17 = load i16, ptr %3, align 2, !dbg !707
  %18 = zext i16 %17 to i32, !dbg !708
  br label %24, !dbg !706

19:                                               ; preds = %10
  %20 = load i16, ptr %3, align 2, !dbg !709
  %21 = zext i16 %20 to i32, !dbg !709
  %22 = load i32, ptr %4, align 4, !dbg !710
  %23 = shl i32 %21, %22, !dbg !711
  br label %24, !dbg !706

24:                                               ; preds = %19, %16
  %25 = phi i32 [ %18, %16 ], [ %23, %19 ], !dbg !706
  %26 = trunc i32 %25 to i16, !dbg !706
  ret i16 %26, !dbg !712
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_rshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !713 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !716, !DIExpression(), !717)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !718, !DIExpression(), !719)
  %5 = load i32, ptr %4, align 4, !dbg !720
  %6 = icmp uge i32 %5, 32, !dbg !721
  br i1 %6, label %7, label %10, !dbg !722

7:                                                ; preds = %2
  %8 = load i16, ptr %3, align 2, !dbg !723
  %9 = zext i16 %8 to i32, !dbg !724
  br label %15, !dbg !722

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2, !dbg !725
  %12 = zext i16 %11 to i32, !dbg !725
  %13 = load i32, ptr %4, align 4, !dbg !726
  %14 = ashr i32 %12, %13, !dbg !727
  br label %15, !dbg !722

15:                                               ; preds = %10, %7
  %16 = phi i32 [ %9, %7 ], [ %14, %10 ], !dbg !722
  %17 = trunc i32 %16 to i16, !dbg !722
  ret i16 %17, !dbg !728
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !729 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !730, !DIExpression(), !731)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !732, !DIExpression(), !733)
  %5 = load i8, ptr %3, align 1, !dbg !734
  %6 = zext i8 %5 to i32, !dbg !734
  %7 = load i8, ptr %4, align 1, !dbg !735
  %8 = zext i8 %7 to i32, !dbg !735
  %9 = add nsw i32 %6, %8, !dbg !736
  %10 = trunc i32 %9 to i8, !dbg !734
  ret i8 %10, !dbg !737
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !738 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !739, !DIExpression(), !740)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !741, !DIExpression(), !742)
  %5 = load i32, ptr %4, align 4, !dbg !743
  %6 = icmp slt i32 %5, 0, !dbg !744
  br i1 %6, label %10, label %7, !dbg !745

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !746
  %9 = icmp sge i32 %8, 32, !dbg !747
  br i1 %9, label %10, label %13, !dbg !748

10:                                               ; preds = %7, %2
  %11 = load i16, ptr %3, align 2, !dbg !749
  %12 = zext i16 %11 to i32, !dbg !750
  br label %18, !dbg !748

13:                                               ; preds = %7
  %14 = load i16, ptr %3, align 2, !dbg !751
  %15 = zext i16 %14 to i32, !dbg !751
  %16 = load i32, ptr %4, align 4, !dbg !752
  %17 = ashr i32 %15, %16, !dbg !753
  br label %18, !dbg !748

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %17, %13 ], !dbg !748
  %20 = trunc i32 %19 to i16, !dbg !748
  ret i16 %20, !dbg !754
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_mod_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !755 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !758, !DIExpression(), !759)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !760, !DIExpression(), !761)
  %5 = load i32, ptr %4, align 4, !dbg !762
  %6 = icmp eq i32 %5, 0, !dbg !763
  br i1 %6, label %13, label %7, !dbg !764

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !765
  %9 = icmp eq i32 %8, -2147483648, !dbg !766
  br i1 %9, label %10, label %15, !dbg !767

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4, !dbg !768
  %12 = icmp eq i32 %11, -1, !dbg !769
  br i1 %12, label %13, label %15, !dbg !770

13:                                               ; preds = %10, %2
  %14 = load i32, ptr %3, align 4, !dbg !771
  br label %19, !dbg !770

15:                                               ; preds = %10, %7
  %16 = load i32, ptr %3, align 4, !dbg !772
  %17 = load i32, ptr %4, align 4, !dbg !773
  %18 = srem i32 %16, %17, !dbg !774
  br label %19, !dbg !770

19:                                               ; preds = %15, %13
  %20 = phi i32 [ %14, %13 ], [ %18, %15 ], !dbg !770
  ret i32 %20, !dbg !775
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_17(i64 noundef %0, i32 noundef %1, i8 noundef signext %2, i16 noundef signext %3, i32 noundef %4) #0 !dbg !776 {
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  %9 = alloca i16, align 2
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca [3 x [8 x [2 x ptr]]], align 16
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca [7 x ptr], align 16
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store i64 %0, ptr %6, align 8
    #dbg_declare(ptr %6, !780, !DIExpression(), !781)
  store i32 %1, ptr %7, align 4
    #dbg_declare(ptr %7, !782, !DIExpression(), !783)
  store i8 %2, ptr %8, align 1
    #dbg_declare(ptr %8, !784, !DIExpression(), !785)
  store i16 %3, ptr %9, align 2
    #dbg_declare(ptr %9, !786, !DIExpression(), !787)
  store i32 %4, ptr %10, align 4
    #dbg_declare(ptr %10, !788, !DIExpression(), !789)
    #dbg_declare(ptr %11, !790, !DIExpression(), !792)
  store ptr @g_293, ptr %11, align 8, !dbg !792
    #dbg_declare(ptr %12, !793, !DIExpression(), !794)
  store i32 1, ptr %12, align 4, !dbg !794
    #dbg_declare(ptr %13, !795, !DIExpression(), !798)
  store ptr %12, ptr %13, align 8, !dbg !799
  %22 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !799
  store ptr null, ptr %22, align 8, !dbg !799
  %23 = getelementptr inbounds [2 x ptr], ptr %13, i64 1, !dbg !800
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %23, align 8, !dbg !801
  %24 = getelementptr inbounds ptr, ptr %23, i64 1, !dbg !801
  store ptr %12, ptr %24, align 8, !dbg !801
  %25 = getelementptr inbounds [2 x ptr], ptr %13, i64 2, !dbg !800
  store ptr null, ptr %25, align 8, !dbg !802
  %26 = getelementptr inbounds ptr, ptr %25, i64 1, !dbg !802
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %26, align 8, !dbg !802
  %27 = getelementptr inbounds [2 x ptr], ptr %13, i64 3, !dbg !800
  store ptr null, ptr %27, align 8, !dbg !803
  %28 = getelementptr inbounds ptr, ptr %27, i64 1, !dbg !803
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %28, align 8, !dbg !803
  %29 = getelementptr inbounds [2 x ptr], ptr %13, i64 4, !dbg !800
  store ptr null, ptr %29, align 8, !dbg !804
  %30 = getelementptr inbounds ptr, ptr %29, i64 1, !dbg !804
  store ptr %12, ptr %30, align 8, !dbg !804
  %31 = getelementptr inbounds [2 x ptr], ptr %13, i64 5, !dbg !800
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %31, align 8, !dbg !805
  %32 = getelementptr inbounds ptr, ptr %31, i64 1, !dbg !805
  store ptr null, ptr %32, align 8, !dbg !805
  %33 = getelementptr inbounds [2 x ptr], ptr %13, i64 6, !dbg !800
  store ptr %12, ptr %33, align 8, !dbg !806
  %34 = getelementptr inbounds ptr, ptr %33, i64 1, !dbg !806
  store ptr getelementptr inbounds ([4 x i32], ptr @g_142, i64 0, i64 3), ptr %34, align 8, !dbg !806
  %35 = getelementptr inbounds [2 x ptr], ptr %13, i64 7, !dbg !800
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %35, align 8, !dbg !807
  %36 = getelementptr inbounds ptr, ptr %35, i64 1, !dbg !807
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 2), i64 0, i64 1), ptr %36, align 8, !dbg !807
  %37 = getelementptr inbounds [8 x [2 x ptr]], ptr %13, i64 1, !dbg !808
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %37, align 8, !dbg !809
  %38 = getelementptr inbounds ptr, ptr %37, i64 1, !dbg !809
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %38, align 8, !dbg !809
  %39 = getelementptr inbounds [2 x ptr], ptr %37, i64 1, !dbg !810
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 2), i64 0, i64 1), ptr %39, align 8, !dbg !811
  %40 = getelementptr inbounds ptr, ptr %39, i64 1, !dbg !811
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %40, align 8, !dbg !811
  %41 = getelementptr inbounds [2 x ptr], ptr %37, i64 2, !dbg !810
  store ptr getelementptr inbounds ([4 x i32], ptr @g_142, i64 0, i64 3), ptr %41, align 8, !dbg !812
  %42 = getelementptr inbounds ptr, ptr %41, i64 1, !dbg !812
  store ptr %12, ptr %42, align 8, !dbg !812
  %43 = getelementptr inbounds [2 x ptr], ptr %37, i64 3, !dbg !810
  store ptr null, ptr %43, align 8, !dbg !813
  %44 = getelementptr inbounds ptr, ptr %43, i64 1, !dbg !813
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %44, align 8, !dbg !813
  %45 = getelementptr inbounds [2 x ptr], ptr %37, i64 4, !dbg !810
  store ptr %12, ptr %45, align 8, !dbg !814
  %46 = getelementptr inbounds ptr, ptr %45, i64 1, !dbg !814
  store ptr null, ptr %46, align 8, !dbg !814
  %47 = getelementptr inbounds [2 x ptr], ptr %37, i64 5, !dbg !810
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %47, align 8, !dbg !815
  %48 = getelementptr inbounds ptr, ptr %47, i64 1, !dbg !815
  store ptr null, ptr %48, align 8, !dbg !815
  %49 = getelementptr inbounds [2 x ptr], ptr %37, i64 6, !dbg !810
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %49, align 8, !dbg !816
  %50 = getelementptr inbounds ptr, ptr %49, i64 1, !dbg !816
  store ptr null, ptr %50, align 8, !dbg !816
  %51 = getelementptr inbounds [2 x ptr], ptr %37, i64 7, !dbg !810
  store ptr %12, ptr %51, align 8, !dbg !817
  %52 = getelementptr inbounds ptr, ptr %51, i64 1, !dbg !817
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %52, align 8, !dbg !817
  %53 = getelementptr inbounds [8 x [2 x ptr]], ptr %13, i64 2, !dbg !808
  store ptr null, ptr %53, align 8, !dbg !818
  %54 = getelementptr inbounds ptr, ptr %53, i64 1, !dbg !818
  store ptr %12, ptr %54, align 8, !dbg !818
  %55 = getelementptr inbounds [2 x ptr], ptr %53, i64 1, !dbg !819
  store ptr getelementptr inbounds ([4 x i32], ptr @g_142, i64 0, i64 3), ptr %55, align 8, !dbg !820
  %56 = getelementptr inbounds ptr, ptr %55, i64 1, !dbg !820
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %56, align 8, !dbg !820
  %57 = getelementptr inbounds [2 x ptr], ptr %53, i64 2, !dbg !819
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 2), i64 0, i64 1), ptr %57, align 8, !dbg !821
  %58 = getelementptr inbounds ptr, ptr %57, i64 1, !dbg !821
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %58, align 8, !dbg !821
  %59 = getelementptr inbounds [2 x ptr], ptr %53, i64 3, !dbg !819
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %59, align 8, !dbg !822
  %60 = getelementptr inbounds ptr, ptr %59, i64 1, !dbg !822
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 2), i64 0, i64 1), ptr %60, align 8, !dbg !822
  %61 = getelementptr inbounds [2 x ptr], ptr %53, i64 4, !dbg !819
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %61, align 8, !dbg !823
  %62 = getelementptr inbounds ptr, ptr %61, i64 1, !dbg !823
  store ptr getelementptr inbounds ([4 x i32], ptr @g_142, i64 0, i64 3), ptr %62, align 8, !dbg !823
  %63 = getelementptr inbounds [2 x ptr], ptr %53, i64 5, !dbg !819
  store ptr %12, ptr %63, align 8, !dbg !824
  %64 = getelementptr inbounds ptr, ptr %63, i64 1, !dbg !824
  store ptr null, ptr %64, align 8, !dbg !824
  %65 = getelementptr inbounds [2 x ptr], ptr %53, i64 6, !dbg !819
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %65, align 8, !dbg !825
  %66 = getelementptr inbounds ptr, ptr %65, i64 1, !dbg !825
  store ptr %12, ptr %66, align 8, !dbg !825
  %67 = getelementptr inbounds [2 x ptr], ptr %53, i64 7, !dbg !819
  store ptr null, ptr %67, align 8, !dbg !826
  %68 = getelementptr inbounds ptr, ptr %67, i64 1, !dbg !826
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %68, align 8, !dbg !826
    #dbg_declare(ptr %14, !827, !DIExpression(), !829)
  store ptr @g_193, ptr %14, align 8, !dbg !829
    #dbg_declare(ptr %15, !830, !DIExpression(), !832)
  store ptr @g_301, ptr %15, align 8, !dbg !832
    #dbg_declare(ptr %16, !833, !DIExpression(), !836)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 @__const.func_17.l_304, i64 56, i1 false), !dbg !836
    #dbg_declare(ptr %17, !837, !DIExpression(), !838)
  store ptr @g_54, ptr %17, align 8, !dbg !838
    #dbg_declare(ptr %18, !839, !DIExpression(), !840)
  store ptr @g_172, ptr %18, align 8, !dbg !840
    #dbg_declare(ptr %19, !841, !DIExpression(), !842)
    #dbg_declare(ptr %20, !843, !DIExpression(), !844)
    #dbg_declare(ptr %21, !845, !DIExpression(), !846)
  %69 = load ptr, ptr %11, align 8, !dbg !847
  %70 = load i8, ptr %69, align 1, !dbg !848
  %71 = sext i8 %70 to i64, !dbg !848
  %72 = or i64 %71, 93, !dbg !848
  %73 = trunc i64 %72 to i8, !dbg !848
  store i8 %73, ptr %69, align 1, !dbg !848
  %74 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext 0, i8 noundef signext %73), !dbg !849
  %75 = sext i8 %74 to i32, !dbg !850
  %76 = load i32, ptr %12, align 4, !dbg !851
  %77 = icmp slt i32 %75, %76, !dbg !852
  %78 = zext i1 %77 to i32, !dbg !852
  %79 = trunc i32 %78 to i8, !dbg !853
  %80 = call signext i8 @safe_unary_minus_func_int8_t_s(i8 noundef signext %79), !dbg !854
  %81 = icmp ne i8 %80, 0, !dbg !855
  %82 = xor i1 %81, true, !dbg !855
  %83 = zext i1 %82 to i32, !dbg !855
  store i32 %83, ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 1), align 4, !dbg !856
  %84 = load i32, ptr %10, align 4, !dbg !857
  %85 = load ptr, ptr %14, align 8, !dbg !858
  store ptr null, ptr %85, align 8, !dbg !859
  store ptr null, ptr @g_299, align 8, !dbg !860
  %86 = call signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext 0, i32 noundef 6), !dbg !861
  %87 = sext i8 %86 to i32, !dbg !862
  %88 = load ptr, ptr %15, align 8, !dbg !863
  %89 = load i8, ptr %88, align 1, !dbg !864
  %90 = zext i8 %89 to i32, !dbg !864
  %91 = or i32 %90, %87, !dbg !864
  %92 = trunc i32 %91 to i8, !dbg !864
  store i8 %92, ptr %88, align 1, !dbg !864
  %93 = load i32, ptr %7, align 4, !dbg !865
  %94 = add i32 %93, -1, !dbg !865
  store i32 %94, ptr %7, align 4, !dbg !865
  %95 = load i64, ptr %6, align 8, !dbg !866
  %96 = xor i64 976201966, %95, !dbg !867
  %97 = load ptr, ptr %17, align 8, !dbg !868
  %98 = load i32, ptr %97, align 4, !dbg !869
  %99 = zext i32 %98 to i64, !dbg !869
  %100 = or i64 %99, %96, !dbg !869
  %101 = trunc i64 %100 to i32, !dbg !869
  store i32 %101, ptr %97, align 4, !dbg !869
  %102 = zext i32 %101 to i64, !dbg !870
  %103 = and i64 0, %102, !dbg !871
  %104 = load i64, ptr getelementptr inbounds ([8 x i64], ptr getelementptr inbounds ([8 x [8 x i64]], ptr @g_108, i64 0, i64 3), i64 0, i64 6), align 16, !dbg !872
  %105 = trunc i64 %104 to i16, !dbg !873
  %106 = load i32, ptr %10, align 4, !dbg !874
  %107 = trunc i32 %106 to i16, !dbg !874
  %108 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %105, i16 noundef zeroext %107), !dbg !875
  store i32 5, ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), align 8, !dbg !876
  %109 = load volatile i64, ptr @g_179, align 4, !dbg !877
  %110 = shl i64 %109, 22, !dbg !877
  %111 = ashr i64 %110, 54, !dbg !877
  %112 = trunc i64 %111 to i32, !dbg !877
  %113 = and i32 %112, 5, !dbg !877
  %114 = zext i32 %113 to i64, !dbg !877
  %115 = load volatile i64, ptr @g_179, align 4, !dbg !877
  %116 = and i64 %114, 1023, !dbg !877
  %117 = shl i64 %116, 32, !dbg !877
  %118 = and i64 %115, -4393751543809, !dbg !877
  %119 = or i64 %118, %117, !dbg !877
  store volatile i64 %119, ptr @g_179, align 4, !dbg !877
  %120 = shl i64 %116, 54, !dbg !877
  %121 = ashr i64 %120, 54, !dbg !877
  %122 = trunc i64 %121 to i32, !dbg !877
  %123 = getelementptr inbounds [3 x [8 x [2 x ptr]]], ptr %13, i64 0, i64 1, !dbg !878
  %124 = getelementptr inbounds [8 x [2 x ptr]], ptr %123, i64 0, i64 5, !dbg !878
  %125 = getelementptr inbounds [2 x ptr], ptr %124, i64 0, i64 1, !dbg !878
  %126 = icmp eq ptr null, %125, !dbg !879
  %127 = zext i1 %126 to i32, !dbg !879
  %128 = load volatile i64, ptr @g_124, align 4, !dbg !880
  %129 = shl i64 %128, 41, !dbg !880
  %130 = ashr i64 %129, 56, !dbg !880
  %131 = trunc i64 %130 to i32, !dbg !880
  %132 = and i32 %131, %127, !dbg !880
  %133 = zext i32 %132 to i64, !dbg !880
  %134 = load volatile i64, ptr @g_124, align 4, !dbg !880
  %135 = and i64 %133, 255, !dbg !880
  %136 = shl i64 %135, 15, !dbg !880
  %137 = and i64 %134, -8355841, !dbg !880
  %138 = or i64 %137, %136, !dbg !880
  store volatile i64 %138, ptr @g_124, align 4, !dbg !880
  %139 = shl i64 %135, 56, !dbg !880
  %140 = ashr i64 %139, 56, !dbg !880
  %141 = trunc i64 %140 to i32, !dbg !880
  %142 = load ptr, ptr %18, align 8, !dbg !881
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %142, align 8, !dbg !882
  %143 = load ptr, ptr @g_172, align 8, !dbg !883
  %144 = load i32, ptr %143, align 4, !dbg !884
  ret i32 %144, !dbg !885
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_add_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !886 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !889, !DIExpression(), !890)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !891, !DIExpression(), !892)
  %5 = load i16, ptr %3, align 2, !dbg !893
  %6 = sext i16 %5 to i32, !dbg !893
  %7 = load i16, ptr %4, align 2, !dbg !894
  %8 = sext i16 %7 to i32, !dbg !894
  %9 = add nsw i32 %6, %8, !dbg !895
  %10 = trunc i32 %9 to i16, !dbg !896
  ret i16 %10, !dbg !897
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_mul_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !898 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !899, !DIExpression(), !900)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !901, !DIExpression(), !902)
  %5 = load i16, ptr %3, align 2, !dbg !903
  %6 = sext i16 %5 to i32, !dbg !903
  %7 = load i16, ptr %4, align 2, !dbg !904
  %8 = sext i16 %7 to i32, !dbg !904
  %9 = mul nsw i32 %6, %8, !dbg !905
  %10 = trunc i32 %9 to i16, !dbg !903
  ret i16 %10, !dbg !906
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @func_29(i64 noundef %0, i32 noundef %1) #0 !dbg !907 {
  %3 = alloca i16, align 2
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca [6 x [7 x [6 x i8]]], align 16
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [8 x [4 x [3 x i32]]], align 16
  %19 = alloca ptr, align 8
  %20 = alloca [3 x ptr], align 16
  %21 = alloca i16, align 2
  %22 = alloca i16, align 2
  %23 = alloca i8, align 1
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  %29 = alloca i32, align 4
  %30 = alloca [6 x [1 x ptr]], align 16
  %31 = alloca i32, align 4
  %32 = alloca i64, align 8
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca [1 x ptr], align 8
  %40 = alloca [4 x [10 x [1 x i32]]], align 16
  %41 = alloca [2 x i16], align 2
  %42 = alloca [8 x [10 x [3 x i8]]], align 16
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca ptr, align 8
  %47 = alloca i32, align 4
  %48 = alloca [8 x ptr], align 16
  %49 = alloca ptr, align 8
  %50 = alloca ptr, align 8
  %51 = alloca ptr, align 8
  %52 = alloca [7 x ptr], align 16
  %53 = alloca i32, align 4
  %54 = alloca ptr, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca ptr, align 8
  %60 = alloca [8 x i8], align 1
  %61 = alloca [1 x [6 x [4 x ptr]]], align 16
  %62 = alloca ptr, align 8
  %63 = alloca i32, align 4
  %64 = alloca i32, align 4
  %65 = alloca i32, align 4
  %66 = alloca %struct.S0, align 4
  %67 = alloca i16, align 2
  %68 = alloca ptr, align 8
  %69 = alloca i32, align 4
  %70 = alloca ptr, align 8
  %71 = alloca [7 x ptr], align 16
  %72 = alloca i32, align 4
  %73 = alloca %struct.S0, align 4
  %74 = alloca i32, align 4
  %75 = alloca [5 x [7 x [5 x ptr]]], align 16
  %76 = alloca [5 x ptr], align 16
  %77 = alloca i32, align 4
  %78 = alloca i32, align 4
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca i32, align 4
  %84 = alloca [9 x [9 x i32]], align 16
  %85 = alloca i32, align 4
  %86 = alloca i32, align 4
  %87 = alloca i32, align 4
  %88 = alloca i16, align 2
  %89 = alloca i64, align 8
  %90 = alloca ptr, align 8
  %91 = alloca ptr, align 8
  %92 = alloca ptr, align 8
  %93 = alloca ptr, align 8
  %94 = alloca ptr, align 8
  %95 = alloca ptr, align 8
  %96 = alloca ptr, align 8
  %97 = alloca [5 x [6 x ptr]], align 16
  %98 = alloca i8, align 1
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i64, align 8
  %102 = alloca i16, align 2
  %103 = alloca i32, align 4
  %104 = alloca i32, align 4
  %105 = alloca i32, align 4
  %106 = alloca i32, align 4
  %107 = alloca i32, align 4
  %108 = alloca i32, align 4
  %109 = alloca i32, align 4
  %110 = alloca [6 x i32], align 16
  %111 = alloca i32, align 4
  %112 = alloca [7 x i64], align 16
  %113 = alloca i16, align 2
  %114 = alloca i32, align 4
  %115 = alloca i32, align 4
  %116 = alloca ptr, align 8
  %117 = alloca ptr, align 8
  %118 = alloca ptr, align 8
  %119 = alloca ptr, align 8
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca ptr, align 8
  %123 = alloca ptr, align 8
  %124 = alloca ptr, align 8
  %125 = alloca ptr, align 8
  %126 = alloca [2 x ptr], align 16
  %127 = alloca i8, align 1
  %128 = alloca i32, align 4
  %129 = alloca i64, align 8
  %130 = alloca i32, align 4
  %131 = alloca i8, align 1
  %132 = alloca ptr, align 8
  %133 = alloca ptr, align 8
  %134 = alloca [3 x ptr], align 16
  %135 = alloca [1 x i32], align 4
  %136 = alloca [2 x i32], align 4
  %137 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !910, !DIExpression(), !911)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !912, !DIExpression(), !913)
    #dbg_declare(ptr %6, !914, !DIExpression(), !917)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.func_29.l_46, i64 252, i1 false), !dbg !917
    #dbg_declare(ptr %7, !918, !DIExpression(), !919)
  store i32 -5, ptr %7, align 4, !dbg !919
    #dbg_declare(ptr %8, !920, !DIExpression(), !921)
  store i8 1, ptr %8, align 1, !dbg !921
    #dbg_declare(ptr %9, !922, !DIExpression(), !923)
  store ptr @g_14, ptr %9, align 8, !dbg !923
    #dbg_declare(ptr %10, !924, !DIExpression(), !925)
  store ptr @g_54, ptr %10, align 8, !dbg !925
    #dbg_declare(ptr %11, !926, !DIExpression(), !927)
  store i32 -3, ptr %11, align 4, !dbg !927
    #dbg_declare(ptr %12, !928, !DIExpression(), !929)
  store i32 -830204101, ptr %12, align 4, !dbg !929
    #dbg_declare(ptr %13, !930, !DIExpression(), !931)
  store i32 -1948859430, ptr %13, align 4, !dbg !931
    #dbg_declare(ptr %14, !932, !DIExpression(), !933)
  store i32 -2087198837, ptr %14, align 4, !dbg !933
    #dbg_declare(ptr %15, !934, !DIExpression(), !935)
  store i32 -463263798, ptr %15, align 4, !dbg !935
    #dbg_declare(ptr %16, !936, !DIExpression(), !937)
  store i32 6, ptr %16, align 4, !dbg !937
    #dbg_declare(ptr %17, !938, !DIExpression(), !939)
  store i32 3, ptr %17, align 4, !dbg !939
    #dbg_declare(ptr %18, !940, !DIExpression(), !943)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %18, ptr align 16 @__const.func_29.l_146, i64 384, i1 false), !dbg !943
    #dbg_declare(ptr %19, !944, !DIExpression(), !945)
  store ptr %14, ptr %19, align 8, !dbg !945
    #dbg_declare(ptr %20, !946, !DIExpression(), !949)
    #dbg_declare(ptr %21, !950, !DIExpression(), !951)
  store i16 0, ptr %21, align 2, !dbg !951
    #dbg_declare(ptr %22, !952, !DIExpression(), !953)
  store i16 -1, ptr %22, align 2, !dbg !953
    #dbg_declare(ptr %23, !954, !DIExpression(), !955)
  store i8 -93, ptr %23, align 1, !dbg !955
    #dbg_declare(ptr %24, !956, !DIExpression(), !957)
  store i32 152744637, ptr %24, align 4, !dbg !957
    #dbg_declare(ptr %25, !958, !DIExpression(), !959)
    #dbg_declare(ptr %26, !960, !DIExpression(), !961)
    #dbg_declare(ptr %27, !962, !DIExpression(), !963)
  store i32 0, ptr %25, align 4, !dbg !964
  br label %138, !dbg !966

138:                                              ; preds = %145, %2
  %139 = load i32, ptr %25, align 4, !dbg !967
  %140 = icmp slt i32 %139, 3, !dbg !969
  br i1 %140, label %141, label %148, !dbg !970

141:                                              ; preds = %138
  %142 = load i32, ptr %25, align 4, !dbg !971
  %143 = sext i32 %142 to i64, !dbg !972
  %144 = getelementptr inbounds [3 x ptr], ptr %20, i64 0, i64 %143, !dbg !972
  store ptr @g_59, ptr %144, align 8, !dbg !973
  br label %145, !dbg !972

145:                                              ; preds = %141
  %146 = load i32, ptr %25, align 4, !dbg !974
  %147 = add nsw i32 %146, 1, !dbg !974
  store i32 %147, ptr %25, align 4, !dbg !974
  br label %138, !dbg !975, !llvm.loop !976

148:                                              ; preds = %138
  br label %149, !dbg !977

149:                                              ; preds = %740, %148
    #dbg_label(!978, !979)
  store i32 0, ptr %5, align 4, !dbg !980
  br label %150, !dbg !982

150:                                              ; preds = %435, %149
  %151 = load i32, ptr %5, align 4, !dbg !983
  %152 = icmp eq i32 %151, 45, !dbg !985
  br i1 %152, label %153, label %438, !dbg !986

153:                                              ; preds = %150
    #dbg_declare(ptr %28, !987, !DIExpression(), !989)
  store i64 1, ptr %28, align 8, !dbg !989
    #dbg_declare(ptr %29, !990, !DIExpression(), !991)
  store i32 1, ptr %29, align 4, !dbg !991
    #dbg_declare(ptr %30, !992, !DIExpression(), !996)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %30, ptr align 16 @__const.func_29.l_53, i64 48, i1 false), !dbg !996
    #dbg_declare(ptr %31, !997, !DIExpression(), !998)
  store i32 1576130937, ptr %31, align 4, !dbg !998
    #dbg_declare(ptr %32, !999, !DIExpression(), !1000)
  store i64 -7, ptr %32, align 8, !dbg !1000
    #dbg_declare(ptr %33, !1001, !DIExpression(), !1002)
  store i64 -8310319686841073873, ptr %33, align 8, !dbg !1002
    #dbg_declare(ptr %34, !1003, !DIExpression(), !1004)
  store ptr null, ptr %34, align 8, !dbg !1004
    #dbg_declare(ptr %35, !1005, !DIExpression(), !1006)
  store ptr %31, ptr %35, align 8, !dbg !1006
    #dbg_declare(ptr %36, !1007, !DIExpression(), !1008)
  store ptr %7, ptr %36, align 8, !dbg !1008
    #dbg_declare(ptr %37, !1009, !DIExpression(), !1010)
  store ptr %7, ptr %37, align 8, !dbg !1010
    #dbg_declare(ptr %38, !1011, !DIExpression(), !1012)
  store ptr %7, ptr %38, align 8, !dbg !1012
    #dbg_declare(ptr %39, !1013, !DIExpression(), !1016)
    #dbg_declare(ptr %40, !1017, !DIExpression(), !1021)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %40, ptr align 16 @__const.func_29.l_147, i64 160, i1 false), !dbg !1021
    #dbg_declare(ptr %41, !1022, !DIExpression(), !1024)
    #dbg_declare(ptr %42, !1025, !DIExpression(), !1028)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %42, ptr align 16 @__const.func_29.l_151, i64 240, i1 false), !dbg !1028
    #dbg_declare(ptr %43, !1029, !DIExpression(), !1030)
    #dbg_declare(ptr %44, !1031, !DIExpression(), !1032)
    #dbg_declare(ptr %45, !1033, !DIExpression(), !1034)
  store i32 0, ptr %43, align 4, !dbg !1035
  br label %154, !dbg !1037

154:                                              ; preds = %161, %153
  %155 = load i32, ptr %43, align 4, !dbg !1038
  %156 = icmp slt i32 %155, 1, !dbg !1040
  br i1 %156, label %157, label %164, !dbg !1041

157:                                              ; preds = %154
  %158 = load i32, ptr %43, align 4, !dbg !1042
  %159 = sext i32 %158 to i64, !dbg !1043
  %160 = getelementptr inbounds [1 x ptr], ptr %39, i64 0, i64 %159, !dbg !1043
  store ptr %31, ptr %160, align 8, !dbg !1044
  br label %161, !dbg !1043

161:                                              ; preds = %157
  %162 = load i32, ptr %43, align 4, !dbg !1045
  %163 = add nsw i32 %162, 1, !dbg !1045
  store i32 %163, ptr %43, align 4, !dbg !1045
  br label %154, !dbg !1046, !llvm.loop !1047

164:                                              ; preds = %154
  store i32 0, ptr %43, align 4, !dbg !1049
  br label %165, !dbg !1051

165:                                              ; preds = %172, %164
  %166 = load i32, ptr %43, align 4, !dbg !1052
  %167 = icmp slt i32 %166, 2, !dbg !1054
  br i1 %167, label %168, label %175, !dbg !1055

168:                                              ; preds = %165
  %169 = load i32, ptr %43, align 4, !dbg !1056
  %170 = sext i32 %169 to i64, !dbg !1057
  %171 = getelementptr inbounds [2 x i16], ptr %41, i64 0, i64 %170, !dbg !1057
  store i16 4, ptr %171, align 2, !dbg !1058
  br label %172, !dbg !1057

172:                                              ; preds = %168
  %173 = load i32, ptr %43, align 4, !dbg !1059
  %174 = add nsw i32 %173, 1, !dbg !1059
  store i32 %174, ptr %43, align 4, !dbg !1059
  br label %165, !dbg !1060, !llvm.loop !1061

175:                                              ; preds = %165
  %176 = load i64, ptr %28, align 8, !dbg !1063
  %177 = getelementptr inbounds [6 x [7 x [6 x i8]]], ptr %6, i64 0, i64 4, !dbg !1065
  %178 = getelementptr inbounds [7 x [6 x i8]], ptr %177, i64 0, i64 0, !dbg !1065
  %179 = getelementptr inbounds [6 x i8], ptr %178, i64 0, i64 1, !dbg !1065
  %180 = load i8, ptr %179, align 1, !dbg !1065
  %181 = zext i8 %180 to i64, !dbg !1065
  %182 = load i64, ptr %28, align 8, !dbg !1066
  %183 = load i32, ptr %5, align 4, !dbg !1067
  %184 = zext i32 %183 to i64, !dbg !1067
  %185 = icmp eq i64 3541582619, %184, !dbg !1068
  %186 = zext i1 %185 to i32, !dbg !1068
  %187 = sext i32 %186 to i64, !dbg !1069
  %188 = call i64 @safe_sub_func_uint64_t_u_u(i64 noundef %187, i64 noundef -2), !dbg !1070
  %189 = load i32, ptr %29, align 4, !dbg !1071
  %190 = zext i32 %189 to i64, !dbg !1071
  %191 = icmp ugt i64 %188, %190, !dbg !1072
  %192 = zext i1 %191 to i32, !dbg !1072
  %193 = load i32, ptr %7, align 4, !dbg !1073
  %194 = and i32 %193, %192, !dbg !1073
  store i32 %194, ptr %7, align 4, !dbg !1073
  %195 = icmp ne i32 %194, 0, !dbg !1073
  br i1 %195, label %196, label %199, !dbg !1074

196:                                              ; preds = %175
  %197 = load volatile i32, ptr @g_51, align 4, !dbg !1075
  %198 = icmp ne i32 %197, 0, !dbg !1074
  br label %199

199:                                              ; preds = %196, %175
  %200 = phi i1 [ false, %175 ], [ %198, %196 ], !dbg !1076
  %201 = zext i1 %200 to i32, !dbg !1074
  %202 = load i8, ptr %8, align 1, !dbg !1077
  %203 = sext i8 %202 to i32, !dbg !1077
  %204 = icmp slt i32 %201, %203, !dbg !1078
  %205 = zext i1 %204 to i32, !dbg !1078
  %206 = load i32, ptr %31, align 4, !dbg !1079
  %207 = xor i32 %206, %205, !dbg !1079
  store i32 %207, ptr %31, align 4, !dbg !1079
  %208 = load i64, ptr %32, align 8, !dbg !1080
  %209 = icmp ult i64 %208, 1, !dbg !1081
  %210 = zext i1 %209 to i32, !dbg !1081
  %211 = sext i32 %210 to i64, !dbg !1082
  %212 = call i64 @safe_sub_func_int64_t_s_s(i64 noundef %181, i64 noundef %211), !dbg !1083
  %213 = trunc i64 %212 to i16, !dbg !1084
  %214 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext -1, i16 noundef zeroext %213), !dbg !1085
  %215 = load i64, ptr %4, align 8, !dbg !1086
  %216 = load i16, ptr @g_14, align 2, !dbg !1087
  %217 = sext i16 %216 to i64, !dbg !1087
  %218 = icmp ne i64 %215, %217, !dbg !1088
  br i1 %218, label %219, label %360, !dbg !1089

219:                                              ; preds = %199
    #dbg_declare(ptr %46, !1090, !DIExpression(), !1092)
  store ptr @g_59, ptr %46, align 8, !dbg !1092
    #dbg_declare(ptr %47, !1093, !DIExpression(), !1094)
  store i32 -1, ptr %47, align 4, !dbg !1094
    #dbg_declare(ptr %48, !1095, !DIExpression(), !1098)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %48, ptr align 16 @__const.func_29.l_83, i64 64, i1 false), !dbg !1098
    #dbg_declare(ptr %49, !1099, !DIExpression(), !1100)
  store ptr %31, ptr %49, align 8, !dbg !1100
    #dbg_declare(ptr %50, !1101, !DIExpression(), !1102)
  store ptr %47, ptr %50, align 8, !dbg !1102
    #dbg_declare(ptr %51, !1103, !DIExpression(), !1104)
  store ptr %47, ptr %51, align 8, !dbg !1104
    #dbg_declare(ptr %52, !1105, !DIExpression(), !1107)
    #dbg_declare(ptr %53, !1108, !DIExpression(), !1109)
  store i32 0, ptr %53, align 4, !dbg !1110
  br label %220, !dbg !1112

220:                                              ; preds = %227, %219
  %221 = load i32, ptr %53, align 4, !dbg !1113
  %222 = icmp slt i32 %221, 7, !dbg !1115
  br i1 %222, label %223, label %230, !dbg !1116

223:                                              ; preds = %220
  %224 = load i32, ptr %53, align 4, !dbg !1117
  %225 = sext i32 %224 to i64, !dbg !1118
  %226 = getelementptr inbounds [7 x ptr], ptr %52, i64 0, i64 %225, !dbg !1118
  store ptr %47, ptr %226, align 8, !dbg !1119
  br label %227, !dbg !1118

227:                                              ; preds = %223
  %228 = load i32, ptr %53, align 4, !dbg !1120
  %229 = add nsw i32 %228, 1, !dbg !1120
  store i32 %229, ptr %53, align 4, !dbg !1120
  br label %220, !dbg !1121, !llvm.loop !1122

230:                                              ; preds = %220
  %231 = load i64, ptr %4, align 8, !dbg !1124
  %232 = load ptr, ptr %46, align 8, !dbg !1126
  %233 = load i16, ptr %232, align 2, !dbg !1127
  %234 = sext i16 %233 to i64, !dbg !1127
  %235 = or i64 %234, %231, !dbg !1127
  %236 = trunc i64 %235 to i16, !dbg !1127
  store i16 %236, ptr %232, align 2, !dbg !1127
  %237 = call signext i16 @safe_unary_minus_func_int16_t_s(i16 noundef signext %236), !dbg !1128
  %238 = sext i16 %237 to i32, !dbg !1129
  %239 = load ptr, ptr %9, align 8, !dbg !1130
  %240 = load i32, ptr %5, align 4, !dbg !1131
  %241 = trunc i32 %240 to i8, !dbg !1131
  %242 = load volatile i32, ptr @g_51, align 4, !dbg !1132
  %243 = sext i32 %242 to i64, !dbg !1132
  %244 = call i64 @safe_add_func_int64_t_s_s(i64 noundef -1, i64 noundef %243), !dbg !1133
  %245 = load i8, ptr %8, align 1, !dbg !1134
  %246 = sext i8 %245 to i64, !dbg !1134
  %247 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %244, i64 noundef %246), !dbg !1135
  %248 = trunc i64 %247 to i16, !dbg !1136
  %249 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %248, i32 noundef 8), !dbg !1137
  %250 = zext i16 %249 to i32, !dbg !1138
  %251 = load i32, ptr %5, align 4, !dbg !1139
  %252 = icmp eq i32 %250, %251, !dbg !1140
  %253 = zext i1 %252 to i32, !dbg !1140
  %254 = load i8, ptr %8, align 1, !dbg !1141
  %255 = sext i8 %254 to i32, !dbg !1141
  %256 = xor i32 %253, %255, !dbg !1142
  %257 = trunc i32 %256 to i8, !dbg !1143
  %258 = call zeroext i8 @safe_lshift_func_uint8_t_u_s(i8 noundef zeroext %257, i32 noundef 6), !dbg !1144
  %259 = call signext i8 @safe_div_func_int8_t_s_s(i8 noundef signext %241, i8 noundef signext %258), !dbg !1145
  %260 = load ptr, ptr %9, align 8, !dbg !1146
  %261 = icmp ne ptr %239, %260, !dbg !1147
  %262 = zext i1 %261 to i32, !dbg !1147
  %263 = trunc i32 %262 to i16, !dbg !1148
  %264 = call zeroext i16 @safe_div_func_uint16_t_u_u(i16 noundef zeroext %263, i16 noundef zeroext 6247), !dbg !1149
  %265 = trunc i16 %264 to i8, !dbg !1150
  %266 = load i32, ptr %7, align 4, !dbg !1151
  %267 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %265, i32 noundef %266), !dbg !1152
  %268 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %267, i8 noundef signext 7), !dbg !1153
  %269 = sext i8 %268 to i64, !dbg !1154
  %270 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %269, i64 noundef -1), !dbg !1155
  %271 = load i32, ptr @g_54, align 4, !dbg !1156
  %272 = zext i32 %271 to i64, !dbg !1156
  %273 = and i64 %270, %272, !dbg !1157
  %274 = xor i64 %273, 65533, !dbg !1158
  %275 = icmp ne i64 %274, 0, !dbg !1158
  br i1 %275, label %276, label %279, !dbg !1159

276:                                              ; preds = %230
  %277 = load i32, ptr %47, align 4, !dbg !1160
  %278 = icmp ne i32 %277, 0, !dbg !1159
  br label %279

279:                                              ; preds = %276, %230
  %280 = phi i1 [ false, %230 ], [ %278, %276 ], !dbg !1161
  %281 = zext i1 %280 to i32, !dbg !1159
  %282 = sext i32 %281 to i64, !dbg !1162
  %283 = load i64, ptr %33, align 8, !dbg !1163
  %284 = xor i64 %283, %282, !dbg !1163
  store i64 %284, ptr %33, align 8, !dbg !1163
  %285 = trunc i64 %284 to i16, !dbg !1164
  %286 = load i32, ptr %5, align 4, !dbg !1165
  %287 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %285, i32 noundef %286), !dbg !1166
  %288 = zext i16 %287 to i32, !dbg !1167
  %289 = icmp sgt i32 %238, %288, !dbg !1168
  br i1 %289, label %290, label %333, !dbg !1169

290:                                              ; preds = %279
    #dbg_declare(ptr %54, !1170, !DIExpression(), !1172)
  store ptr %31, ptr %54, align 8, !dbg !1172
  %291 = load i16, ptr @g_59, align 2, !dbg !1173
  %292 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %291, i32 noundef 6), !dbg !1174
  %293 = load i64, ptr %4, align 8, !dbg !1175
  %294 = icmp ne i64 %293, 0, !dbg !1175
  br i1 %294, label %296, label %295, !dbg !1176

295:                                              ; preds = %290
  br label %296, !dbg !1176

296:                                              ; preds = %295, %290
  %297 = phi i1 [ true, %290 ], [ false, %295 ]
  %298 = zext i1 %297 to i32, !dbg !1176
  %299 = load i32, ptr %47, align 4, !dbg !1177
  store i32 %299, ptr %7, align 4, !dbg !1178
  %300 = load i32, ptr %5, align 4, !dbg !1179
  %301 = call i32 @safe_unary_minus_func_uint32_t_u(i32 noundef %300), !dbg !1180
  %302 = trunc i32 %301 to i16, !dbg !1181
  %303 = load volatile i32, ptr @g_51, align 4, !dbg !1182
  %304 = trunc i32 %303 to i16, !dbg !1182
  %305 = call zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext %302, i16 noundef zeroext %304), !dbg !1183
  %306 = zext i16 %305 to i64, !dbg !1184
  %307 = icmp uge i64 %306, 0, !dbg !1185
  %308 = zext i1 %307 to i32, !dbg !1185
  %309 = and i32 %298, %308, !dbg !1186
  %310 = trunc i32 %309 to i16, !dbg !1187
  %311 = load i16, ptr @g_59, align 2, !dbg !1188
  %312 = sext i16 %311 to i32, !dbg !1188
  %313 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %310, i32 noundef %312), !dbg !1189
  %314 = zext i16 %313 to i64, !dbg !1190
  %315 = load i32, ptr %47, align 4, !dbg !1191
  %316 = sext i32 %315 to i64, !dbg !1191
  %317 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %314, i64 noundef %316), !dbg !1192
  %318 = or i64 %317, 3353108151, !dbg !1193
  %319 = trunc i64 %318 to i8, !dbg !1194
  %320 = load i64, ptr %4, align 8, !dbg !1195
  %321 = trunc i64 %320 to i8, !dbg !1195
  %322 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %319, i8 noundef zeroext %321), !dbg !1196
  %323 = zext i8 %322 to i16, !dbg !1197
  %324 = call signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext %292, i16 noundef signext %323), !dbg !1198
  %325 = sext i16 %324 to i32, !dbg !1199
  %326 = load i32, ptr @g_54, align 4, !dbg !1200
  %327 = icmp ule i32 %325, %326, !dbg !1201
  br i1 %327, label %328, label %329, !dbg !1202

328:                                              ; preds = %296
  br label %329

329:                                              ; preds = %328, %296
  %330 = phi i1 [ false, %296 ], [ false, %328 ], !dbg !1203
  %331 = zext i1 %330 to i32, !dbg !1202
  %332 = load ptr, ptr %54, align 8, !dbg !1204
  store i32 %331, ptr %332, align 4, !dbg !1205
  br label %353, !dbg !1206

333:                                              ; preds = %279
    #dbg_declare(ptr %55, !1207, !DIExpression(), !1210)
  %334 = getelementptr inbounds [6 x [1 x ptr]], ptr %30, i64 0, i64 5, !dbg !1211
  %335 = getelementptr inbounds [1 x ptr], ptr %334, i64 0, i64 0, !dbg !1211
  store ptr %335, ptr %55, align 8, !dbg !1210
    #dbg_declare(ptr %56, !1212, !DIExpression(), !1214)
  store ptr null, ptr %56, align 8, !dbg !1214
    #dbg_declare(ptr %57, !1215, !DIExpression(), !1216)
  store ptr @g_106, ptr %57, align 8, !dbg !1216
    #dbg_declare(ptr %58, !1217, !DIExpression(), !1218)
  store ptr getelementptr inbounds ([8 x i64], ptr getelementptr inbounds ([8 x [8 x i64]], ptr @g_108, i64 0, i64 3), i64 0, i64 6), ptr %58, align 8, !dbg !1218
    #dbg_declare(ptr %59, !1219, !DIExpression(), !1220)
  store ptr %31, ptr %59, align 8, !dbg !1220
  %336 = load ptr, ptr %55, align 8, !dbg !1221
  store ptr @g_54, ptr %336, align 8, !dbg !1222
  %337 = load ptr, ptr %57, align 8, !dbg !1223
  store i64 2, ptr %337, align 8, !dbg !1224
  %338 = load ptr, ptr %58, align 8, !dbg !1225
  store i64 2, ptr %338, align 8, !dbg !1226
  %339 = load i64, ptr getelementptr inbounds ([8 x i64], ptr getelementptr inbounds ([8 x [8 x i64]], ptr @g_108, i64 0, i64 3), i64 0, i64 6), align 16, !dbg !1227
  %340 = icmp ne i64 %339, 0, !dbg !1228
  br i1 %340, label %341, label %344, !dbg !1229

341:                                              ; preds = %333
  %342 = load i32, ptr %5, align 4, !dbg !1230
  %343 = icmp ne i32 %342, 0, !dbg !1229
  br label %344

344:                                              ; preds = %341, %333
  %345 = phi i1 [ false, %333 ], [ %343, %341 ], !dbg !1231
  %346 = zext i1 %345 to i32, !dbg !1229
  %347 = load ptr, ptr %10, align 8, !dbg !1232
  %348 = icmp eq ptr @g_54, %347, !dbg !1233
  %349 = zext i1 %348 to i32, !dbg !1233
  %350 = icmp eq ptr @g_54, %5, !dbg !1234
  %351 = zext i1 %350 to i32, !dbg !1234
  %352 = load ptr, ptr %59, align 8, !dbg !1235
  store i32 %351, ptr %352, align 4, !dbg !1236
  br label %353

353:                                              ; preds = %344, %329
  %354 = load i32, ptr @g_115, align 4, !dbg !1237
  %355 = add i32 %354, -1, !dbg !1237
  store i32 %355, ptr @g_115, align 4, !dbg !1237
  %356 = load i32, ptr %5, align 4, !dbg !1238
  %357 = icmp ne i32 %356, 0, !dbg !1238
  br i1 %357, label %358, label %359, !dbg !1240

358:                                              ; preds = %353
  br label %438, !dbg !1241

359:                                              ; preds = %353
  br label %424, !dbg !1242

360:                                              ; preds = %199
    #dbg_declare(ptr %60, !1243, !DIExpression(), !1246)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %60, ptr align 1 @__const.func_29.l_127, i64 8, i1 false), !dbg !1246
    #dbg_declare(ptr %61, !1247, !DIExpression(), !1250)
  store ptr %8, ptr %61, align 8, !dbg !1251
  %361 = getelementptr inbounds ptr, ptr %61, i64 1, !dbg !1251
  store ptr null, ptr %361, align 8, !dbg !1251
  %362 = getelementptr inbounds ptr, ptr %61, i64 2, !dbg !1251
  %363 = getelementptr inbounds [8 x i8], ptr %60, i64 0, i64 6, !dbg !1252
  store ptr %363, ptr %362, align 8, !dbg !1251
  %364 = getelementptr inbounds ptr, ptr %61, i64 3, !dbg !1251
  %365 = getelementptr inbounds [8 x i8], ptr %60, i64 0, i64 6, !dbg !1253
  store ptr %365, ptr %364, align 8, !dbg !1251
  %366 = getelementptr inbounds [4 x ptr], ptr %61, i64 1, !dbg !1254
  %367 = getelementptr inbounds [8 x i8], ptr %60, i64 0, i64 7, !dbg !1255
  store ptr %367, ptr %366, align 8, !dbg !1256
  %368 = getelementptr inbounds ptr, ptr %366, i64 1, !dbg !1256
  %369 = getelementptr inbounds [8 x i8], ptr %60, i64 0, i64 7, !dbg !1257
  store ptr %369, ptr %368, align 8, !dbg !1256
  %370 = getelementptr inbounds ptr, ptr %366, i64 2, !dbg !1256
  store ptr %8, ptr %370, align 8, !dbg !1256
  %371 = getelementptr inbounds ptr, ptr %366, i64 3, !dbg !1256
  %372 = getelementptr inbounds [8 x i8], ptr %60, i64 0, i64 6, !dbg !1258
  store ptr %372, ptr %371, align 8, !dbg !1256
  %373 = getelementptr inbounds [4 x ptr], ptr %61, i64 2, !dbg !1254
  store ptr %8, ptr %373, align 8, !dbg !1259
  %374 = getelementptr inbounds ptr, ptr %373, i64 1, !dbg !1259
  store ptr null, ptr %374, align 8, !dbg !1259
  %375 = getelementptr inbounds ptr, ptr %373, i64 2, !dbg !1259
  store ptr %8, ptr %375, align 8, !dbg !1259
  %376 = getelementptr inbounds ptr, ptr %373, i64 3, !dbg !1259
  store ptr %8, ptr %376, align 8, !dbg !1259
  %377 = getelementptr inbounds [4 x ptr], ptr %61, i64 3, !dbg !1254
  store ptr %8, ptr %377, align 8, !dbg !1260
  %378 = getelementptr inbounds ptr, ptr %377, i64 1, !dbg !1260
  store ptr %8, ptr %378, align 8, !dbg !1260
  %379 = getelementptr inbounds ptr, ptr %377, i64 2, !dbg !1260
  store ptr %8, ptr %379, align 8, !dbg !1260
  %380 = getelementptr inbounds ptr, ptr %377, i64 3, !dbg !1260
  store ptr %8, ptr %380, align 8, !dbg !1260
  %381 = getelementptr inbounds [4 x ptr], ptr %61, i64 4, !dbg !1254
  %382 = getelementptr inbounds [8 x i8], ptr %60, i64 0, i64 7, !dbg !1261
  store ptr %382, ptr %381, align 8, !dbg !1262
  %383 = getelementptr inbounds ptr, ptr %381, i64 1, !dbg !1262
  store ptr %8, ptr %383, align 8, !dbg !1262
  %384 = getelementptr inbounds ptr, ptr %381, i64 2, !dbg !1262
  %385 = getelementptr inbounds [8 x i8], ptr %60, i64 0, i64 6, !dbg !1263
  store ptr %385, ptr %384, align 8, !dbg !1262
  %386 = getelementptr inbounds ptr, ptr %381, i64 3, !dbg !1262
  store ptr %8, ptr %386, align 8, !dbg !1262
  %387 = getelementptr inbounds [4 x ptr], ptr %61, i64 5, !dbg !1254
  store ptr %8, ptr %387, align 8, !dbg !1264
  %388 = getelementptr inbounds ptr, ptr %387, i64 1, !dbg !1264
  store ptr null, ptr %388, align 8, !dbg !1264
  %389 = getelementptr inbounds ptr, ptr %387, i64 2, !dbg !1264
  %390 = getelementptr inbounds [8 x i8], ptr %60, i64 0, i64 6, !dbg !1265
  store ptr %390, ptr %389, align 8, !dbg !1264
  %391 = getelementptr inbounds ptr, ptr %387, i64 3, !dbg !1264
  %392 = getelementptr inbounds [8 x i8], ptr %60, i64 0, i64 6, !dbg !1266
  store ptr %392, ptr %391, align 8, !dbg !1264
    #dbg_declare(ptr %62, !1267, !DIExpression(), !1268)
  store ptr null, ptr %62, align 8, !dbg !1268
    #dbg_declare(ptr %63, !1269, !DIExpression(), !1270)
    #dbg_declare(ptr %64, !1271, !DIExpression(), !1272)
    #dbg_declare(ptr %65, !1273, !DIExpression(), !1274)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %66, ptr align 4 @g_124, i64 12, i1 true), !dbg !1275
  %393 = load i32, ptr %5, align 4, !dbg !1276
  %394 = load i32, ptr %5, align 4, !dbg !1277
  %395 = icmp ne i32 %393, %394, !dbg !1278
  %396 = zext i1 %395 to i32, !dbg !1278
  %397 = sext i32 %396 to i64, !dbg !1279
  %398 = load i32, ptr %5, align 4, !dbg !1280
  %399 = zext i32 %398 to i64, !dbg !1280
  %400 = icmp sle i64 %399, 0, !dbg !1281
  %401 = zext i1 %400 to i32, !dbg !1281
  %402 = getelementptr inbounds [8 x i8], ptr %60, i64 0, i64 7, !dbg !1282
  %403 = load i8, ptr %402, align 1, !dbg !1282
  %404 = sext i8 %403 to i64, !dbg !1283
  %405 = load i16, ptr @g_84, align 2, !dbg !1284
  %406 = zext i16 %405 to i64, !dbg !1284
  %407 = call i64 @safe_div_func_int64_t_s_s(i64 noundef %404, i64 noundef %406), !dbg !1285
  %408 = and i64 %407, 3280164579305049077, !dbg !1286
  %409 = and i64 %397, %408, !dbg !1287
  %410 = trunc i64 %409 to i8, !dbg !1288
  %411 = load i64, ptr %32, align 8, !dbg !1289
  %412 = trunc i64 %411 to i8, !dbg !1289
  %413 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %410, i8 noundef zeroext %412), !dbg !1290
  %414 = zext i8 %413 to i64, !dbg !1291
  %415 = load i64, ptr @g_129, align 8, !dbg !1292
  %416 = and i64 %415, %414, !dbg !1292
  store i64 %416, ptr @g_129, align 8, !dbg !1292
  %417 = trunc i64 %416 to i8, !dbg !1293
  %418 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext 4, i8 noundef zeroext %417), !dbg !1294
  %419 = zext i8 %418 to i16, !dbg !1295
  %420 = call signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext %419, i16 noundef signext -28007), !dbg !1296
  %421 = sext i16 %420 to i32, !dbg !1297
  %422 = load i32, ptr %7, align 4, !dbg !1298
  %423 = and i32 %422, %421, !dbg !1298
  store i32 %423, ptr %7, align 4, !dbg !1298
  br label %424

424:                                              ; preds = %360, %359
  %425 = getelementptr inbounds [4 x [10 x [1 x i32]]], ptr %40, i64 0, i64 0, !dbg !1299
  %426 = getelementptr inbounds [10 x [1 x i32]], ptr %425, i64 0, i64 6, !dbg !1299
  %427 = getelementptr inbounds [1 x i32], ptr %426, i64 0, i64 0, !dbg !1299
  %428 = load i32, ptr %427, align 8, !dbg !1300
  %429 = add i32 %428, -1, !dbg !1300
  store i32 %429, ptr %427, align 8, !dbg !1300
  %430 = getelementptr inbounds [8 x [10 x [3 x i8]]], ptr %42, i64 0, i64 7, !dbg !1301
  %431 = getelementptr inbounds [10 x [3 x i8]], ptr %430, i64 0, i64 5, !dbg !1301
  %432 = getelementptr inbounds [3 x i8], ptr %431, i64 0, i64 1, !dbg !1301
  %433 = load i8, ptr %432, align 1, !dbg !1302
  %434 = add i8 %433, 1, !dbg !1302
  store i8 %434, ptr %432, align 1, !dbg !1302
  br label %435, !dbg !1303

435:                                              ; preds = %424
  %436 = load i32, ptr %5, align 4, !dbg !1304
  %437 = add i32 %436, 1, !dbg !1304
  store i32 %437, ptr %5, align 4, !dbg !1304
  br label %150, !dbg !1305, !llvm.loop !1306

438:                                              ; preds = %358, %150
  %439 = load i32, ptr %5, align 4, !dbg !1308
  %440 = add i32 %439, -1, !dbg !1308
  store i32 %440, ptr %5, align 4, !dbg !1308
  %441 = load i64, ptr %4, align 8, !dbg !1310
  %442 = load i64, ptr %4, align 8, !dbg !1311
  %443 = trunc i64 %442 to i16, !dbg !1311
  %444 = load i64, ptr %4, align 8, !dbg !1312
  %445 = load i64, ptr %4, align 8, !dbg !1313
  %446 = icmp slt i64 %444, %445, !dbg !1314
  %447 = zext i1 %446 to i32, !dbg !1314
  %448 = trunc i32 %447 to i16, !dbg !1315
  %449 = load i64, ptr @g_129, align 8, !dbg !1316
  %450 = icmp eq i64 134, %449, !dbg !1317
  %451 = zext i1 %450 to i32, !dbg !1317
  %452 = trunc i32 %451 to i8, !dbg !1318
  %453 = load i64, ptr %4, align 8, !dbg !1319
  %454 = trunc i64 %453 to i8, !dbg !1319
  %455 = call signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %452, i8 noundef signext %454), !dbg !1320
  %456 = call zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %455, i8 noundef zeroext 1), !dbg !1321
  %457 = zext i8 %456 to i16, !dbg !1322
  %458 = call zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %448, i16 noundef zeroext %457), !dbg !1323
  %459 = call zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %443, i16 noundef zeroext %458), !dbg !1324
  %460 = zext i16 %459 to i64, !dbg !1325
  %461 = and i64 %460, 977358617, !dbg !1326
  %462 = xor i64 %461, 0, !dbg !1327
  %463 = load i16, ptr @g_59, align 2, !dbg !1328
  %464 = sext i16 %463 to i32, !dbg !1329
  %465 = load i32, ptr %7, align 4, !dbg !1330
  %466 = icmp sge i32 %464, %465, !dbg !1331
  %467 = zext i1 %466 to i32, !dbg !1331
  %468 = trunc i32 %467 to i8, !dbg !1332
  %469 = load i64, ptr %4, align 8, !dbg !1333
  %470 = trunc i64 %469 to i32, !dbg !1333
  %471 = call zeroext i8 @safe_lshift_func_uint8_t_u_s(i8 noundef zeroext %468, i32 noundef %470), !dbg !1334
  %472 = zext i8 %471 to i32, !dbg !1335
  %473 = icmp ne i32 %472, 0, !dbg !1335
  br i1 %473, label %475, label %474, !dbg !1336

474:                                              ; preds = %438
  br label %475, !dbg !1336

475:                                              ; preds = %474, %438
  %476 = phi i1 [ true, %438 ], [ true, %474 ]
  %477 = zext i1 %476 to i32, !dbg !1336
  %478 = load i64, ptr %4, align 8, !dbg !1337
  %479 = load i32, ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), align 8, !dbg !1338
  %480 = sext i32 %479 to i64, !dbg !1338
  %481 = or i64 %478, %480, !dbg !1339
  %482 = icmp ne i64 %481, 0, !dbg !1339
  br i1 %482, label %486, label %483, !dbg !1340

483:                                              ; preds = %475
  %484 = load i64, ptr @g_106, align 8, !dbg !1341
  %485 = icmp ne i64 %484, 0, !dbg !1340
  br label %486, !dbg !1340

486:                                              ; preds = %483, %475
  %487 = phi i1 [ true, %475 ], [ %485, %483 ]
  %488 = zext i1 %487 to i32, !dbg !1340
  %489 = sext i32 %488 to i64, !dbg !1342
  %490 = icmp ugt i64 %489, 2, !dbg !1343
  %491 = zext i1 %490 to i32, !dbg !1343
  %492 = sext i32 %491 to i64, !dbg !1344
  %493 = call i64 @safe_add_func_uint64_t_u_u(i64 noundef %441, i64 noundef %492), !dbg !1345
  %494 = trunc i64 %493 to i32, !dbg !1346
  %495 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef %440, i32 noundef %494), !dbg !1347
  %496 = zext i32 %495 to i64, !dbg !1348
  %497 = load i64, ptr %4, align 8, !dbg !1349
  %498 = icmp eq i64 %496, %497, !dbg !1350
  br i1 %498, label %499, label %557, !dbg !1351

499:                                              ; preds = %486
    #dbg_declare(ptr %67, !1352, !DIExpression(), !1354)
  store i16 -5014, ptr %67, align 2, !dbg !1354
  store i32 1, ptr %15, align 4, !dbg !1355
  br label %500, !dbg !1357

500:                                              ; preds = %552, %499
  %501 = load i32, ptr %15, align 4, !dbg !1358
  %502 = icmp sge i32 %501, 0, !dbg !1360
  br i1 %502, label %503, label %555, !dbg !1361

503:                                              ; preds = %500
    #dbg_declare(ptr %68, !1362, !DIExpression(), !1364)
  store ptr %17, ptr %68, align 8, !dbg !1364
    #dbg_declare(ptr %69, !1365, !DIExpression(), !1366)
  store i32 0, ptr %14, align 4, !dbg !1367
  br label %504, !dbg !1369

504:                                              ; preds = %539, %503
  %505 = load i32, ptr %14, align 4, !dbg !1370
  %506 = icmp slt i32 %505, 6, !dbg !1372
  br i1 %506, label %507, label %542, !dbg !1373

507:                                              ; preds = %504
  store i16 0, ptr @g_59, align 2, !dbg !1374
  br label %508, !dbg !1377

508:                                              ; preds = %533, %507
  %509 = load i16, ptr @g_59, align 2, !dbg !1378
  %510 = sext i16 %509 to i32, !dbg !1378
  %511 = icmp slt i32 %510, 7, !dbg !1380
  br i1 %511, label %512, label %538, !dbg !1381

512:                                              ; preds = %508
  store i8 0, ptr %8, align 1, !dbg !1382
  br label %513, !dbg !1385

513:                                              ; preds = %527, %512
  %514 = load i8, ptr %8, align 1, !dbg !1386
  %515 = sext i8 %514 to i32, !dbg !1386
  %516 = icmp slt i32 %515, 6, !dbg !1388
  br i1 %516, label %517, label %532, !dbg !1389

517:                                              ; preds = %513
  %518 = load i32, ptr %14, align 4, !dbg !1390
  %519 = sext i32 %518 to i64, !dbg !1392
  %520 = getelementptr inbounds [6 x [7 x [6 x i8]]], ptr %6, i64 0, i64 %519, !dbg !1392
  %521 = load i16, ptr @g_59, align 2, !dbg !1393
  %522 = sext i16 %521 to i64, !dbg !1392
  %523 = getelementptr inbounds [7 x [6 x i8]], ptr %520, i64 0, i64 %522, !dbg !1392
  %524 = load i8, ptr %8, align 1, !dbg !1394
  %525 = sext i8 %524 to i64, !dbg !1392
  %526 = getelementptr inbounds [6 x i8], ptr %523, i64 0, i64 %525, !dbg !1392
  store i8 8, ptr %526, align 1, !dbg !1395
  br label %527, !dbg !1396

527:                                              ; preds = %517
  %528 = load i8, ptr %8, align 1, !dbg !1397
  %529 = sext i8 %528 to i32, !dbg !1397
  %530 = add nsw i32 %529, 1, !dbg !1397
  %531 = trunc i32 %530 to i8, !dbg !1397
  store i8 %531, ptr %8, align 1, !dbg !1397
  br label %513, !dbg !1398, !llvm.loop !1399

532:                                              ; preds = %513
  br label %533, !dbg !1401

533:                                              ; preds = %532
  %534 = load i16, ptr @g_59, align 2, !dbg !1402
  %535 = sext i16 %534 to i32, !dbg !1402
  %536 = add nsw i32 %535, 1, !dbg !1402
  %537 = trunc i32 %536 to i16, !dbg !1402
  store i16 %537, ptr @g_59, align 2, !dbg !1402
  br label %508, !dbg !1403, !llvm.loop !1404

538:                                              ; preds = %508
  br label %539, !dbg !1406

539:                                              ; preds = %538
  %540 = load i32, ptr %14, align 4, !dbg !1407
  %541 = add nsw i32 %540, 1, !dbg !1407
  store i32 %541, ptr %14, align 4, !dbg !1407
  br label %504, !dbg !1408, !llvm.loop !1409

542:                                              ; preds = %504
  %543 = load i32, ptr %15, align 4, !dbg !1411
  %544 = sext i32 %543 to i64, !dbg !1413
  %545 = getelementptr inbounds [2 x i32], ptr @g_115, i64 0, i64 %544, !dbg !1413
  %546 = load i32, ptr %545, align 4, !dbg !1413
  %547 = icmp ne i32 %546, 0, !dbg !1413
  br i1 %547, label %548, label %549, !dbg !1414

548:                                              ; preds = %542
  br label %555, !dbg !1415

549:                                              ; preds = %542
  %550 = load ptr, ptr %68, align 8, !dbg !1416
  %551 = load volatile ptr, ptr @g_171, align 8, !dbg !1417
  store ptr %550, ptr %551, align 8, !dbg !1418
  br label %552, !dbg !1419

552:                                              ; preds = %549
  %553 = load i32, ptr %15, align 4, !dbg !1420
  %554 = sub nsw i32 %553, 1, !dbg !1420
  store i32 %554, ptr %15, align 4, !dbg !1420
  br label %500, !dbg !1421, !llvm.loop !1422

555:                                              ; preds = %548, %500
  %556 = load i16, ptr %67, align 2, !dbg !1424
  store i16 %556, ptr %3, align 2, !dbg !1425
  br label %890, !dbg !1425

557:                                              ; preds = %486
    #dbg_declare(ptr %70, !1426, !DIExpression(), !1428)
  store ptr %7, ptr %70, align 8, !dbg !1428
    #dbg_declare(ptr %71, !1429, !DIExpression(), !1431)
  store ptr %70, ptr %71, align 8, !dbg !1432
  %558 = getelementptr inbounds ptr, ptr %71, i64 1, !dbg !1432
  store ptr %70, ptr %558, align 8, !dbg !1432
  %559 = getelementptr inbounds ptr, ptr %71, i64 2, !dbg !1432
  store ptr %70, ptr %559, align 8, !dbg !1432
  %560 = getelementptr inbounds ptr, ptr %71, i64 3, !dbg !1432
  store ptr %70, ptr %560, align 8, !dbg !1432
  %561 = getelementptr inbounds ptr, ptr %71, i64 4, !dbg !1432
  store ptr %70, ptr %561, align 8, !dbg !1432
  %562 = getelementptr inbounds ptr, ptr %71, i64 5, !dbg !1432
  store ptr %70, ptr %562, align 8, !dbg !1432
  %563 = getelementptr inbounds ptr, ptr %71, i64 6, !dbg !1432
  store ptr %70, ptr %563, align 8, !dbg !1432
    #dbg_declare(ptr %72, !1433, !DIExpression(), !1434)
  %564 = load volatile ptr, ptr @g_171, align 8, !dbg !1435
  %565 = load ptr, ptr %564, align 8, !dbg !1436
  %566 = load volatile ptr, ptr @g_171, align 8, !dbg !1437
  store ptr %565, ptr %566, align 8, !dbg !1438
  store ptr %565, ptr %19, align 8, !dbg !1439
  store i32 -17, ptr %16, align 4, !dbg !1440
  br label %567, !dbg !1442

567:                                              ; preds = %574, %557
  %568 = load i32, ptr %16, align 4, !dbg !1443
  %569 = icmp eq i32 %568, -6, !dbg !1445
  br i1 %569, label %570, label %577, !dbg !1446

570:                                              ; preds = %567
  %571 = load ptr, ptr %19, align 8, !dbg !1447
  %572 = load i32, ptr %571, align 4, !dbg !1449
  %573 = load ptr, ptr @g_172, align 8, !dbg !1450
  store i32 %572, ptr %573, align 4, !dbg !1451
  br label %574, !dbg !1452

574:                                              ; preds = %570
  %575 = load i32, ptr %16, align 4, !dbg !1453
  %576 = call i32 @safe_add_func_int32_t_s_s(i32 noundef %575, i32 noundef 4), !dbg !1454
  store i32 %576, ptr %16, align 4, !dbg !1455
  br label %567, !dbg !1456, !llvm.loop !1457

577:                                              ; preds = %567
  br label %578

578:                                              ; preds = %577
  store ptr %16, ptr %19, align 8, !dbg !1459
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %73, ptr align 4 @g_179, i64 12, i1 true), !dbg !1460
  %579 = load i32, ptr %5, align 4, !dbg !1462
  %580 = icmp ne ptr null, %10, !dbg !1463
  %581 = zext i1 %580 to i32, !dbg !1463
  %582 = sext i32 %581 to i64, !dbg !1464
  %583 = icmp slt i64 %582, -1, !dbg !1465
  %584 = zext i1 %583 to i32, !dbg !1465
  %585 = sext i32 %584 to i64, !dbg !1466
  %586 = icmp eq i64 5072313776337832772, %585, !dbg !1467
  br i1 %586, label %587, label %824, !dbg !1468

587:                                              ; preds = %578
    #dbg_declare(ptr %74, !1469, !DIExpression(), !1471)
  store i32 5, ptr %74, align 4, !dbg !1471
    #dbg_declare(ptr %75, !1472, !DIExpression(), !1475)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %75, ptr align 16 @__const.func_29.l_191, i64 1400, i1 false), !dbg !1475
    #dbg_declare(ptr %76, !1476, !DIExpression(), !1478)
    #dbg_declare(ptr %77, !1479, !DIExpression(), !1480)
  store i32 2070281693, ptr %77, align 4, !dbg !1480
    #dbg_declare(ptr %78, !1481, !DIExpression(), !1482)
  store i32 -161990046, ptr %78, align 4, !dbg !1482
    #dbg_declare(ptr %79, !1483, !DIExpression(), !1484)
  store i32 -8, ptr %79, align 4, !dbg !1484
    #dbg_declare(ptr %80, !1485, !DIExpression(), !1486)
  store i32 0, ptr %80, align 4, !dbg !1486
    #dbg_declare(ptr %81, !1487, !DIExpression(), !1488)
  store i32 1, ptr %81, align 4, !dbg !1488
    #dbg_declare(ptr %82, !1489, !DIExpression(), !1490)
  store i32 75216788, ptr %82, align 4, !dbg !1490
    #dbg_declare(ptr %83, !1491, !DIExpression(), !1492)
  store i32 -1383328100, ptr %83, align 4, !dbg !1492
    #dbg_declare(ptr %84, !1493, !DIExpression(), !1496)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %84, ptr align 16 @__const.func_29.l_248, i64 324, i1 false), !dbg !1496
    #dbg_declare(ptr %85, !1497, !DIExpression(), !1498)
    #dbg_declare(ptr %86, !1499, !DIExpression(), !1500)
    #dbg_declare(ptr %87, !1501, !DIExpression(), !1502)
  store i32 0, ptr %85, align 4, !dbg !1503
  br label %588, !dbg !1505

588:                                              ; preds = %598, %587
  %589 = load i32, ptr %85, align 4, !dbg !1506
  %590 = icmp slt i32 %589, 5, !dbg !1508
  br i1 %590, label %591, label %601, !dbg !1509

591:                                              ; preds = %588
  %592 = getelementptr inbounds [5 x [7 x [5 x ptr]]], ptr %75, i64 0, i64 3, !dbg !1510
  %593 = getelementptr inbounds [7 x [5 x ptr]], ptr %592, i64 0, i64 4, !dbg !1510
  %594 = getelementptr inbounds [5 x ptr], ptr %593, i64 0, i64 1, !dbg !1510
  %595 = load i32, ptr %85, align 4, !dbg !1511
  %596 = sext i32 %595 to i64, !dbg !1512
  %597 = getelementptr inbounds [5 x ptr], ptr %76, i64 0, i64 %596, !dbg !1512
  store ptr %594, ptr %597, align 8, !dbg !1513
  br label %598, !dbg !1512

598:                                              ; preds = %591
  %599 = load i32, ptr %85, align 4, !dbg !1514
  %600 = add nsw i32 %599, 1, !dbg !1514
  store i32 %600, ptr %85, align 4, !dbg !1514
  br label %588, !dbg !1515, !llvm.loop !1516

601:                                              ; preds = %588
  %602 = load volatile ptr, ptr @g_171, align 8, !dbg !1518
  %603 = load ptr, ptr %602, align 8, !dbg !1520
  %604 = load i32, ptr %603, align 4, !dbg !1521
  %605 = icmp ne i32 %604, 0, !dbg !1522
  br i1 %605, label %640, label %606, !dbg !1523

606:                                              ; preds = %601
  %607 = load ptr, ptr %9, align 8, !dbg !1524
  %608 = load i64, ptr %4, align 8, !dbg !1525
  %609 = load volatile i64, ptr @g_179, align 4, !dbg !1526
  %610 = shl i64 %609, 22, !dbg !1526
  %611 = ashr i64 %610, 54, !dbg !1526
  %612 = trunc i64 %611 to i32, !dbg !1526
  %613 = trunc i32 %612 to i16, !dbg !1527
  %614 = load i32, ptr %74, align 4, !dbg !1528
  %615 = zext i32 %614 to i64, !dbg !1528
  %616 = icmp ne i64 %615, 31912, !dbg !1529
  %617 = zext i1 %616 to i32, !dbg !1529
  %618 = load i32, ptr @g_115, align 4, !dbg !1530
  %619 = call i32 @safe_mod_func_uint32_t_u_u(i32 noundef %617, i32 noundef %618), !dbg !1531
  %620 = trunc i32 %619 to i16, !dbg !1532
  %621 = call signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext %613, i16 noundef signext %620), !dbg !1533
  %622 = sext i16 %621 to i64, !dbg !1534
  %623 = icmp sle i64 %622, 57666, !dbg !1535
  %624 = zext i1 %623 to i32, !dbg !1535
  %625 = trunc i32 %624 to i8, !dbg !1536
  %626 = load i64, ptr %4, align 8, !dbg !1537
  %627 = trunc i64 %626 to i8, !dbg !1537
  %628 = call signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %625, i8 noundef signext %627), !dbg !1538
  %629 = sext i8 %628 to i16, !dbg !1539
  %630 = load i32, ptr %5, align 4, !dbg !1540
  %631 = call zeroext i16 @safe_rshift_func_uint16_t_u_u(i16 noundef zeroext %629, i32 noundef %630), !dbg !1541
  %632 = zext i16 %631 to i64, !dbg !1542
  %633 = load i64, ptr %4, align 8, !dbg !1543
  %634 = xor i64 %632, %633, !dbg !1544
  %635 = load ptr, ptr %19, align 8, !dbg !1545
  %636 = load i32, ptr %635, align 4, !dbg !1546
  %637 = getelementptr inbounds [3 x ptr], ptr %20, i64 0, i64 1, !dbg !1547
  store ptr @g_59, ptr %637, align 8, !dbg !1548
  store ptr @g_59, ptr @g_193, align 8, !dbg !1549
  %638 = icmp eq ptr %607, @g_59, !dbg !1550
  br i1 %638, label %639, label %758, !dbg !1551

639:                                              ; preds = %606
  br i1 false, label %640, label %758, !dbg !1552

640:                                              ; preds = %639, %601
    #dbg_declare(ptr %88, !1553, !DIExpression(), !1555)
  store i16 -1, ptr %88, align 2, !dbg !1555
  br label %641, !dbg !1556

641:                                              ; preds = %752, %640
    #dbg_label(!1557, !1558)
  store i32 0, ptr %13, align 4, !dbg !1559
  br label %642, !dbg !1561

642:                                              ; preds = %726, %641
  %643 = load i32, ptr %13, align 4, !dbg !1562
  %644 = icmp sle i32 %643, 5, !dbg !1564
  br i1 %644, label %645, label %729, !dbg !1565

645:                                              ; preds = %642
    #dbg_declare(ptr %89, !1566, !DIExpression(), !1568)
  store i64 -6261586044953968100, ptr %89, align 8, !dbg !1568
    #dbg_declare(ptr %90, !1569, !DIExpression(), !1570)
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %90, align 8, !dbg !1570
    #dbg_declare(ptr %91, !1571, !DIExpression(), !1572)
  store ptr %11, ptr %91, align 8, !dbg !1572
    #dbg_declare(ptr %92, !1573, !DIExpression(), !1574)
  store ptr %7, ptr %92, align 8, !dbg !1574
    #dbg_declare(ptr %93, !1575, !DIExpression(), !1576)
  store ptr %16, ptr %93, align 8, !dbg !1576
    #dbg_declare(ptr %94, !1577, !DIExpression(), !1578)
  store ptr %12, ptr %94, align 8, !dbg !1578
    #dbg_declare(ptr %95, !1579, !DIExpression(), !1580)
  store ptr %14, ptr %95, align 8, !dbg !1580
    #dbg_declare(ptr %96, !1581, !DIExpression(), !1582)
  store ptr %16, ptr %96, align 8, !dbg !1582
    #dbg_declare(ptr %97, !1583, !DIExpression(), !1586)
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %97, align 8, !dbg !1587
  %646 = getelementptr inbounds ptr, ptr %97, i64 1, !dbg !1587
  %647 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr %18, i64 0, i64 2, !dbg !1588
  %648 = getelementptr inbounds [4 x [3 x i32]], ptr %647, i64 0, i64 0, !dbg !1588
  %649 = getelementptr inbounds [3 x i32], ptr %648, i64 0, i64 2, !dbg !1588
  store ptr %649, ptr %646, align 8, !dbg !1587
  %650 = getelementptr inbounds ptr, ptr %97, i64 2, !dbg !1587
  %651 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr %18, i64 0, i64 2, !dbg !1589
  %652 = getelementptr inbounds [4 x [3 x i32]], ptr %651, i64 0, i64 0, !dbg !1589
  %653 = getelementptr inbounds [3 x i32], ptr %652, i64 0, i64 2, !dbg !1589
  store ptr %653, ptr %650, align 8, !dbg !1587
  %654 = getelementptr inbounds ptr, ptr %97, i64 3, !dbg !1587
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %654, align 8, !dbg !1587
  %655 = getelementptr inbounds ptr, ptr %97, i64 4, !dbg !1587
  store ptr %7, ptr %655, align 8, !dbg !1587
  %656 = getelementptr inbounds ptr, ptr %97, i64 5, !dbg !1587
  store ptr null, ptr %656, align 8, !dbg !1587
  %657 = getelementptr inbounds [6 x ptr], ptr %97, i64 1, !dbg !1590
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %657, align 8, !dbg !1591
  %658 = getelementptr inbounds ptr, ptr %657, i64 1, !dbg !1591
  store ptr %7, ptr %658, align 8, !dbg !1591
  %659 = getelementptr inbounds ptr, ptr %657, i64 2, !dbg !1591
  store ptr null, ptr %659, align 8, !dbg !1591
  %660 = getelementptr inbounds ptr, ptr %657, i64 3, !dbg !1591
  store ptr %11, ptr %660, align 8, !dbg !1591
  %661 = getelementptr inbounds ptr, ptr %657, i64 4, !dbg !1591
  %662 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr %18, i64 0, i64 2, !dbg !1592
  %663 = getelementptr inbounds [4 x [3 x i32]], ptr %662, i64 0, i64 0, !dbg !1592
  %664 = getelementptr inbounds [3 x i32], ptr %663, i64 0, i64 2, !dbg !1592
  store ptr %664, ptr %661, align 8, !dbg !1591
  %665 = getelementptr inbounds ptr, ptr %657, i64 5, !dbg !1591
  store ptr null, ptr %665, align 8, !dbg !1591
  %666 = getelementptr inbounds [6 x ptr], ptr %97, i64 2, !dbg !1590
  store ptr %7, ptr %666, align 8, !dbg !1593
  %667 = getelementptr inbounds ptr, ptr %666, i64 1, !dbg !1593
  store ptr %78, ptr %667, align 8, !dbg !1593
  %668 = getelementptr inbounds ptr, ptr %666, i64 2, !dbg !1593
  %669 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr %18, i64 0, i64 2, !dbg !1594
  %670 = getelementptr inbounds [4 x [3 x i32]], ptr %669, i64 0, i64 0, !dbg !1594
  %671 = getelementptr inbounds [3 x i32], ptr %670, i64 0, i64 2, !dbg !1594
  store ptr %671, ptr %668, align 8, !dbg !1593
  %672 = getelementptr inbounds ptr, ptr %666, i64 3, !dbg !1593
  store ptr null, ptr %672, align 8, !dbg !1593
  %673 = getelementptr inbounds ptr, ptr %666, i64 4, !dbg !1593
  %674 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr %18, i64 0, i64 2, !dbg !1595
  %675 = getelementptr inbounds [4 x [3 x i32]], ptr %674, i64 0, i64 0, !dbg !1595
  %676 = getelementptr inbounds [3 x i32], ptr %675, i64 0, i64 2, !dbg !1595
  store ptr %676, ptr %673, align 8, !dbg !1593
  %677 = getelementptr inbounds ptr, ptr %666, i64 5, !dbg !1593
  store ptr %78, ptr %677, align 8, !dbg !1593
  %678 = getelementptr inbounds [6 x ptr], ptr %97, i64 3, !dbg !1590
  store ptr %11, ptr %678, align 8, !dbg !1596
  %679 = getelementptr inbounds ptr, ptr %678, i64 1, !dbg !1596
  store ptr %7, ptr %679, align 8, !dbg !1596
  %680 = getelementptr inbounds ptr, ptr %678, i64 2, !dbg !1596
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %680, align 8, !dbg !1596
  %681 = getelementptr inbounds ptr, ptr %678, i64 3, !dbg !1596
  store ptr null, ptr %681, align 8, !dbg !1596
  %682 = getelementptr inbounds ptr, ptr %678, i64 4, !dbg !1596
  store ptr %7, ptr %682, align 8, !dbg !1596
  %683 = getelementptr inbounds ptr, ptr %678, i64 5, !dbg !1596
  %684 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr %18, i64 0, i64 2, !dbg !1597
  %685 = getelementptr inbounds [4 x [3 x i32]], ptr %684, i64 0, i64 0, !dbg !1597
  %686 = getelementptr inbounds [3 x i32], ptr %685, i64 0, i64 2, !dbg !1597
  store ptr %686, ptr %683, align 8, !dbg !1596
  %687 = getelementptr inbounds [6 x ptr], ptr %97, i64 4, !dbg !1590
  store ptr %7, ptr %687, align 8, !dbg !1598
  %688 = getelementptr inbounds ptr, ptr %687, i64 1, !dbg !1598
  %689 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr %18, i64 0, i64 2, !dbg !1599
  %690 = getelementptr inbounds [4 x [3 x i32]], ptr %689, i64 0, i64 0, !dbg !1599
  %691 = getelementptr inbounds [3 x i32], ptr %690, i64 0, i64 2, !dbg !1599
  store ptr %691, ptr %688, align 8, !dbg !1598
  %692 = getelementptr inbounds ptr, ptr %687, i64 2, !dbg !1598
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %692, align 8, !dbg !1598
  %693 = getelementptr inbounds ptr, ptr %687, i64 3, !dbg !1598
  store ptr %11, ptr %693, align 8, !dbg !1598
  %694 = getelementptr inbounds ptr, ptr %687, i64 4, !dbg !1598
  store ptr %78, ptr %694, align 8, !dbg !1598
  %695 = getelementptr inbounds ptr, ptr %687, i64 5, !dbg !1598
  store ptr %78, ptr %695, align 8, !dbg !1598
    #dbg_declare(ptr %98, !1600, !DIExpression(), !1601)
  store i8 0, ptr %98, align 1, !dbg !1601
    #dbg_declare(ptr %99, !1602, !DIExpression(), !1603)
    #dbg_declare(ptr %100, !1604, !DIExpression(), !1605)
  %696 = load i32, ptr %5, align 4, !dbg !1606
  %697 = load ptr, ptr %19, align 8, !dbg !1607
  %698 = load i32, ptr %697, align 4, !dbg !1608
  %699 = xor i32 %698, %696, !dbg !1608
  store i32 %699, ptr %697, align 4, !dbg !1608
  %700 = load i16, ptr %88, align 2, !dbg !1609
  %701 = load i64, ptr %89, align 8, !dbg !1610
  %702 = trunc i64 %701 to i16, !dbg !1610
  %703 = call zeroext i16 @safe_div_func_uint16_t_u_u(i16 noundef zeroext %700, i16 noundef zeroext %702), !dbg !1611
  %704 = zext i16 %703 to i64, !dbg !1612
  %705 = icmp eq ptr null, %88, !dbg !1613
  %706 = zext i1 %705 to i32, !dbg !1613
  %707 = trunc i32 %706 to i16, !dbg !1614
  %708 = call signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %707, i16 noundef signext 24306), !dbg !1615
  %709 = call i64 @safe_mod_func_uint64_t_u_u(i64 noundef 1, i64 noundef 979679382840543612), !dbg !1616
  %710 = icmp eq i64 %704, %709, !dbg !1617
  %711 = zext i1 %710 to i32, !dbg !1617
  %712 = load i64, ptr %4, align 8, !dbg !1618
  %713 = trunc i64 %712 to i32, !dbg !1618
  %714 = call i32 @safe_div_func_uint32_t_u_u(i32 noundef %711, i32 noundef %713), !dbg !1619
  %715 = call i32 @safe_div_func_int32_t_s_s(i32 noundef %714, i32 noundef 1), !dbg !1620
  %716 = load ptr, ptr @g_172, align 8, !dbg !1621
  %717 = load i32, ptr %716, align 4, !dbg !1622
  %718 = xor i32 %717, 0, !dbg !1622
  store i32 %718, ptr %716, align 4, !dbg !1622
  %719 = load i8, ptr %98, align 1, !dbg !1623
  %720 = add i8 %719, -1, !dbg !1623
  store i8 %720, ptr %98, align 1, !dbg !1623
  %721 = load ptr, ptr @g_172, align 8, !dbg !1624
  %722 = load i32, ptr %721, align 4, !dbg !1626
  %723 = icmp ne i32 %722, 0, !dbg !1627
  br i1 %723, label %724, label %725, !dbg !1628

724:                                              ; preds = %645
  br label %729, !dbg !1629

725:                                              ; preds = %645
  br label %726, !dbg !1630

726:                                              ; preds = %725
  %727 = load i32, ptr %13, align 4, !dbg !1631
  %728 = add nsw i32 %727, 1, !dbg !1631
  store i32 %728, ptr %13, align 4, !dbg !1631
  br label %642, !dbg !1632, !llvm.loop !1633

729:                                              ; preds = %724, %642
  store i32 -11, ptr %77, align 4, !dbg !1635
  br label %730, !dbg !1637

730:                                              ; preds = %754, %729
  %731 = load i32, ptr %77, align 4, !dbg !1638
  %732 = icmp sge i32 %731, 4, !dbg !1640
  br i1 %732, label %733, label %757, !dbg !1641

733:                                              ; preds = %730
    #dbg_declare(ptr %101, !1642, !DIExpression(), !1644)
  store i64 -9154150265116093883, ptr %101, align 8, !dbg !1644
  %734 = load i64, ptr %101, align 8, !dbg !1645
  %735 = icmp ne i64 %734, 0, !dbg !1645
  br i1 %735, label %736, label %737, !dbg !1647

736:                                              ; preds = %733
  br label %757, !dbg !1648

737:                                              ; preds = %733
  %738 = load i64, ptr %101, align 8, !dbg !1649
  %739 = icmp ne i64 %738, 0, !dbg !1649
  br i1 %739, label %740, label %741, !dbg !1651

740:                                              ; preds = %737
  br label %149, !dbg !1652

741:                                              ; preds = %737
  %742 = getelementptr inbounds [5 x [7 x [5 x ptr]]], ptr %75, i64 0, i64 0, !dbg !1653
  %743 = getelementptr inbounds [7 x [5 x ptr]], ptr %742, i64 0, i64 1, !dbg !1653
  %744 = getelementptr inbounds [5 x ptr], ptr %743, i64 0, i64 2, !dbg !1653
  %745 = icmp ne ptr %744, @g_193, !dbg !1654
  %746 = zext i1 %745 to i32, !dbg !1654
  %747 = load ptr, ptr %19, align 8, !dbg !1655
  %748 = load i32, ptr %747, align 4, !dbg !1656
  %749 = xor i32 %748, %746, !dbg !1656
  store i32 %749, ptr %747, align 4, !dbg !1656
  %750 = load i32, ptr %7, align 4, !dbg !1657
  %751 = icmp ne i32 %750, 0, !dbg !1657
  br i1 %751, label %752, label %753, !dbg !1659

752:                                              ; preds = %741
  br label %641, !dbg !1660

753:                                              ; preds = %741
  br label %754, !dbg !1661

754:                                              ; preds = %753
  %755 = load i32, ptr %77, align 4, !dbg !1662
  %756 = add nsw i32 %755, 1, !dbg !1662
  store i32 %756, ptr %77, align 4, !dbg !1662
  br label %730, !dbg !1663, !llvm.loop !1664

757:                                              ; preds = %736, %730
  br label %823, !dbg !1666

758:                                              ; preds = %639, %606
    #dbg_declare(ptr %102, !1667, !DIExpression(), !1669)
  store i16 -462, ptr %102, align 2, !dbg !1669
    #dbg_declare(ptr %103, !1670, !DIExpression(), !1671)
  store i32 -1300993666, ptr %103, align 4, !dbg !1671
    #dbg_declare(ptr %104, !1672, !DIExpression(), !1673)
  store i32 993713120, ptr %104, align 4, !dbg !1673
    #dbg_declare(ptr %105, !1674, !DIExpression(), !1675)
  store i32 -848220323, ptr %105, align 4, !dbg !1675
    #dbg_declare(ptr %106, !1676, !DIExpression(), !1677)
  store i32 -1, ptr %106, align 4, !dbg !1677
    #dbg_declare(ptr %107, !1678, !DIExpression(), !1679)
  store i32 21355531, ptr %107, align 4, !dbg !1679
    #dbg_declare(ptr %108, !1680, !DIExpression(), !1681)
  store i32 2067868246, ptr %108, align 4, !dbg !1681
    #dbg_declare(ptr %109, !1682, !DIExpression(), !1683)
  store i32 8, ptr %109, align 4, !dbg !1683
    #dbg_declare(ptr %110, !1684, !DIExpression(), !1686)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %110, ptr align 16 @__const.func_29.l_258, i64 24, i1 false), !dbg !1686
    #dbg_declare(ptr %111, !1687, !DIExpression(), !1688)
  store i32 -1143150261, ptr %111, align 4, !dbg !1688
    #dbg_declare(ptr %112, !1689, !DIExpression(), !1691)
  call void @llvm.memset.p0.i64(ptr align 16 %112, i8 0, i64 56, i1 false), !dbg !1691
    #dbg_declare(ptr %113, !1692, !DIExpression(), !1693)
  store i16 -1, ptr %113, align 2, !dbg !1693
    #dbg_declare(ptr %114, !1694, !DIExpression(), !1695)
  store i32 -1, ptr %114, align 4, !dbg !1695
    #dbg_declare(ptr %115, !1696, !DIExpression(), !1697)
  store i32 -29, ptr %5, align 4, !dbg !1698
  br label %759, !dbg !1700

759:                                              ; preds = %791, %758
  %760 = load i32, ptr %5, align 4, !dbg !1701
  %761 = icmp ne i32 %760, 14, !dbg !1703
  br i1 %761, label %762, label %794, !dbg !1704

762:                                              ; preds = %759
    #dbg_declare(ptr %116, !1705, !DIExpression(), !1707)
  store ptr null, ptr %116, align 8, !dbg !1707
    #dbg_declare(ptr %117, !1708, !DIExpression(), !1709)
  store ptr %13, ptr %117, align 8, !dbg !1709
    #dbg_declare(ptr %118, !1710, !DIExpression(), !1711)
  store ptr %7, ptr %118, align 8, !dbg !1711
    #dbg_declare(ptr %119, !1712, !DIExpression(), !1713)
  store ptr %77, ptr %119, align 8, !dbg !1713
    #dbg_declare(ptr %120, !1714, !DIExpression(), !1715)
  store ptr %77, ptr %120, align 8, !dbg !1715
    #dbg_declare(ptr %121, !1716, !DIExpression(), !1717)
  store ptr %13, ptr %121, align 8, !dbg !1717
    #dbg_declare(ptr %122, !1718, !DIExpression(), !1719)
  store ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds ([2 x [4 x i32]], ptr getelementptr inbounds ([3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 1), i64 0, i64 1), i64 0, i64 2), ptr %122, align 8, !dbg !1719
    #dbg_declare(ptr %123, !1720, !DIExpression(), !1721)
  %763 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr %18, i64 0, i64 5, !dbg !1722
  %764 = getelementptr inbounds [4 x [3 x i32]], ptr %763, i64 0, i64 2, !dbg !1722
  %765 = getelementptr inbounds [3 x i32], ptr %764, i64 0, i64 1, !dbg !1722
  store ptr %765, ptr %123, align 8, !dbg !1721
    #dbg_declare(ptr %124, !1723, !DIExpression(), !1724)
  store ptr null, ptr %124, align 8, !dbg !1724
    #dbg_declare(ptr %125, !1725, !DIExpression(), !1726)
  store ptr null, ptr %125, align 8, !dbg !1726
    #dbg_declare(ptr %126, !1727, !DIExpression(), !1729)
    #dbg_declare(ptr %127, !1730, !DIExpression(), !1731)
  store i8 5, ptr %127, align 1, !dbg !1731
    #dbg_declare(ptr %128, !1732, !DIExpression(), !1733)
  store i32 0, ptr %128, align 4, !dbg !1734
  br label %766, !dbg !1736

766:                                              ; preds = %773, %762
  %767 = load i32, ptr %128, align 4, !dbg !1737
  %768 = icmp slt i32 %767, 2, !dbg !1739
  br i1 %768, label %769, label %776, !dbg !1740

769:                                              ; preds = %766
  %770 = load i32, ptr %128, align 4, !dbg !1741
  %771 = sext i32 %770 to i64, !dbg !1742
  %772 = getelementptr inbounds [2 x ptr], ptr %126, i64 0, i64 %771, !dbg !1742
  store ptr %7, ptr %772, align 8, !dbg !1743
  br label %773, !dbg !1742

773:                                              ; preds = %769
  %774 = load i32, ptr %128, align 4, !dbg !1744
  %775 = add nsw i32 %774, 1, !dbg !1744
  store i32 %775, ptr %128, align 4, !dbg !1744
  br label %766, !dbg !1745, !llvm.loop !1746

776:                                              ; preds = %766
  %777 = load i16, ptr %21, align 2, !dbg !1748
  %778 = add i16 %777, 1, !dbg !1748
  store i16 %778, ptr %21, align 2, !dbg !1748
  %779 = load i16, ptr %102, align 2, !dbg !1749
  %780 = sext i16 %779 to i64, !dbg !1749
  %781 = call i64 @safe_add_func_int64_t_s_s(i64 noundef -2399417689911308444, i64 noundef -8858316021596504172), !dbg !1750
  %782 = icmp slt i64 %780, %781, !dbg !1751
  %783 = zext i1 %782 to i32, !dbg !1751
  %784 = load ptr, ptr %19, align 8, !dbg !1752
  %785 = load i32, ptr %784, align 4, !dbg !1753
  %786 = xor i32 %785, %783, !dbg !1753
  store i32 %786, ptr %784, align 4, !dbg !1753
  %787 = load volatile i32, ptr @g_259, align 4, !dbg !1754
  %788 = add i32 %787, -1, !dbg !1754
  store volatile i32 %788, ptr @g_259, align 4, !dbg !1754
  %789 = load i32, ptr %114, align 4, !dbg !1755
  %790 = add i32 %789, 1, !dbg !1755
  store i32 %790, ptr %114, align 4, !dbg !1755
  br label %791, !dbg !1756

791:                                              ; preds = %776
  %792 = load i32, ptr %5, align 4, !dbg !1757
  %793 = add i32 %792, 1, !dbg !1757
  store i32 %793, ptr %5, align 4, !dbg !1757
  br label %759, !dbg !1758, !llvm.loop !1759

794:                                              ; preds = %759
  %795 = load i32, ptr @g_54, align 4, !dbg !1761
  %796 = icmp ne i32 %795, 0, !dbg !1761
  br i1 %796, label %801, label %797, !dbg !1762

797:                                              ; preds = %794
  %798 = load i64, ptr %4, align 8, !dbg !1763
  %799 = load i64, ptr %4, align 8, !dbg !1764
  %800 = icmp ne i64 %799, 0, !dbg !1762
  br label %801, !dbg !1762

801:                                              ; preds = %797, %794
  %802 = phi i1 [ true, %794 ], [ %800, %797 ]
  %803 = zext i1 %802 to i32, !dbg !1762
  %804 = icmp ne ptr %21, %21, !dbg !1765
  %805 = zext i1 %804 to i32, !dbg !1765
  %806 = sext i32 %805 to i64, !dbg !1766
  %807 = and i64 %806, 1, !dbg !1767
  %808 = trunc i64 %807 to i16, !dbg !1768
  %809 = call zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %808, i32 noundef 7), !dbg !1769
  %810 = zext i16 %809 to i32, !dbg !1770
  %811 = icmp ne i32 %810, 0, !dbg !1770
  br i1 %811, label %815, label %812, !dbg !1771

812:                                              ; preds = %801
  %813 = load i64, ptr %4, align 8, !dbg !1772
  %814 = icmp ne i64 %813, 0, !dbg !1771
  br label %815, !dbg !1771

815:                                              ; preds = %812, %801
  %816 = phi i1 [ true, %801 ], [ %814, %812 ]
  %817 = zext i1 %816 to i32, !dbg !1771
  %818 = load ptr, ptr @g_172, align 8, !dbg !1773
  %819 = load i32, ptr %818, align 4, !dbg !1774
  %820 = or i32 %819, %817, !dbg !1774
  store i32 %820, ptr %818, align 4, !dbg !1774
  %821 = load ptr, ptr @g_193, align 8, !dbg !1775
  %822 = load i16, ptr %821, align 2, !dbg !1776
  store i16 %822, ptr %3, align 2, !dbg !1777
  br label %890, !dbg !1777

823:                                              ; preds = %757
  br label %887, !dbg !1778

824:                                              ; preds = %578
    #dbg_declare(ptr %129, !1779, !DIExpression(), !1781)
  store i64 -1, ptr %129, align 8, !dbg !1781
    #dbg_declare(ptr %130, !1782, !DIExpression(), !1783)
  store i32 932102862, ptr %130, align 4, !dbg !1783
    #dbg_declare(ptr %131, !1784, !DIExpression(), !1785)
  store i8 1, ptr %131, align 1, !dbg !1785
    #dbg_declare(ptr %132, !1786, !DIExpression(), !1787)
  store ptr %17, ptr %132, align 8, !dbg !1787
    #dbg_declare(ptr %133, !1788, !DIExpression(), !1789)
  store ptr %15, ptr %133, align 8, !dbg !1789
    #dbg_declare(ptr %134, !1790, !DIExpression(), !1792)
    #dbg_declare(ptr %135, !1793, !DIExpression(), !1795)
    #dbg_declare(ptr %136, !1796, !DIExpression(), !1798)
    #dbg_declare(ptr %137, !1799, !DIExpression(), !1800)
  store i32 0, ptr %137, align 4, !dbg !1801
  br label %825, !dbg !1803

825:                                              ; preds = %835, %824
  %826 = load i32, ptr %137, align 4, !dbg !1804
  %827 = icmp slt i32 %826, 3, !dbg !1806
  br i1 %827, label %828, label %838, !dbg !1807

828:                                              ; preds = %825
  %829 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr %18, i64 0, i64 5, !dbg !1808
  %830 = getelementptr inbounds [4 x [3 x i32]], ptr %829, i64 0, i64 2, !dbg !1808
  %831 = getelementptr inbounds [3 x i32], ptr %830, i64 0, i64 1, !dbg !1808
  %832 = load i32, ptr %137, align 4, !dbg !1809
  %833 = sext i32 %832 to i64, !dbg !1810
  %834 = getelementptr inbounds [3 x ptr], ptr %134, i64 0, i64 %833, !dbg !1810
  store ptr %831, ptr %834, align 8, !dbg !1811
  br label %835, !dbg !1810

835:                                              ; preds = %828
  %836 = load i32, ptr %137, align 4, !dbg !1812
  %837 = add nsw i32 %836, 1, !dbg !1812
  store i32 %837, ptr %137, align 4, !dbg !1812
  br label %825, !dbg !1813, !llvm.loop !1814

838:                                              ; preds = %825
  store i32 0, ptr %137, align 4, !dbg !1816
  br label %839, !dbg !1818

839:                                              ; preds = %846, %838
  %840 = load i32, ptr %137, align 4, !dbg !1819
  %841 = icmp slt i32 %840, 1, !dbg !1821
  br i1 %841, label %842, label %849, !dbg !1822

842:                                              ; preds = %839
  %843 = load i32, ptr %137, align 4, !dbg !1823
  %844 = sext i32 %843 to i64, !dbg !1824
  %845 = getelementptr inbounds [1 x i32], ptr %135, i64 0, i64 %844, !dbg !1824
  store i32 -281075123, ptr %845, align 4, !dbg !1825
  br label %846, !dbg !1824

846:                                              ; preds = %842
  %847 = load i32, ptr %137, align 4, !dbg !1826
  %848 = add nsw i32 %847, 1, !dbg !1826
  store i32 %848, ptr %137, align 4, !dbg !1826
  br label %839, !dbg !1827, !llvm.loop !1828

849:                                              ; preds = %839
  store i32 0, ptr %137, align 4, !dbg !1830
  br label %850, !dbg !1832

850:                                              ; preds = %857, %849
  %851 = load i32, ptr %137, align 4, !dbg !1833
  %852 = icmp slt i32 %851, 2, !dbg !1835
  br i1 %852, label %853, label %860, !dbg !1836

853:                                              ; preds = %850
  %854 = load i32, ptr %137, align 4, !dbg !1837
  %855 = sext i32 %854 to i64, !dbg !1838
  %856 = getelementptr inbounds [2 x i32], ptr %136, i64 0, i64 %855, !dbg !1838
  store i32 526655821, ptr %856, align 4, !dbg !1839
  br label %857, !dbg !1838

857:                                              ; preds = %853
  %858 = load i32, ptr %137, align 4, !dbg !1840
  %859 = add nsw i32 %858, 1, !dbg !1840
  store i32 %859, ptr %137, align 4, !dbg !1840
  br label %850, !dbg !1841, !llvm.loop !1842

860:                                              ; preds = %850
  %861 = load i32, ptr %5, align 4, !dbg !1844
  %862 = load i16, ptr @g_84, align 2, !dbg !1845
  %863 = load i64, ptr %129, align 8, !dbg !1846
  %864 = trunc i64 %863 to i16, !dbg !1846
  %865 = call zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext 3, i16 noundef zeroext 23211), !dbg !1847
  %866 = zext i16 %865 to i64, !dbg !1848
  %867 = or i64 %866, -8435656563031428029, !dbg !1849
  %868 = icmp ule i64 %867, -8, !dbg !1850
  %869 = zext i1 %868 to i32, !dbg !1850
  %870 = load i32, ptr %130, align 4, !dbg !1851
  %871 = xor i32 %870, %869, !dbg !1851
  store i32 %871, ptr %130, align 4, !dbg !1851
  %872 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %864, i32 noundef %871), !dbg !1852
  %873 = zext i16 %872 to i32, !dbg !1853
  %874 = load i8, ptr %131, align 1, !dbg !1854
  %875 = zext i8 %874 to i32, !dbg !1854
  %876 = icmp sge i32 %873, %875, !dbg !1855
  %877 = zext i1 %876 to i32, !dbg !1855
  %878 = sext i32 %877 to i64, !dbg !1856
  %879 = icmp eq i64 %878, -5, !dbg !1857
  %880 = zext i1 %879 to i32, !dbg !1857
  %881 = or i32 %861, %880, !dbg !1858
  %882 = load i32, ptr %5, align 4, !dbg !1859
  %883 = xor i32 %881, %882, !dbg !1860
  %884 = load ptr, ptr %19, align 8, !dbg !1861
  store i32 %883, ptr %884, align 4, !dbg !1862
  %885 = load i32, ptr %24, align 4, !dbg !1863
  %886 = add i32 %885, -1, !dbg !1863
  store i32 %886, ptr %24, align 4, !dbg !1863
  store ptr %17, ptr %19, align 8, !dbg !1864
  br label %887

887:                                              ; preds = %860, %823
  %888 = load ptr, ptr @g_193, align 8, !dbg !1865
  %889 = load i16, ptr %888, align 2, !dbg !1866
  store i16 %889, ptr %3, align 2, !dbg !1867
  br label %890, !dbg !1867

890:                                              ; preds = %887, %815, %555
  %891 = load i16, ptr %3, align 2, !dbg !1868
  ret i16 %891, !dbg !1868
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_sub_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1869 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1870, !DIExpression(), !1871)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1872, !DIExpression(), !1873)
  %5 = load i8, ptr %3, align 1, !dbg !1874
  %6 = sext i8 %5 to i32, !dbg !1874
  %7 = load i8, ptr %4, align 1, !dbg !1875
  %8 = sext i8 %7 to i32, !dbg !1875
  %9 = sub nsw i32 %6, %8, !dbg !1876
  %10 = trunc i32 %9 to i8, !dbg !1877
  ret i8 %10, !dbg !1878
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %0, i32 noundef %1) #0 !dbg !1879 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1882, !DIExpression(), !1883)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1884, !DIExpression(), !1885)
  %5 = load i16, ptr %3, align 2, !dbg !1886
  %6 = sext i16 %5 to i32, !dbg !1886
  %7 = icmp slt i32 %6, 0, !dbg !1887
  br i1 %7, label %17, label %8, !dbg !1888

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1889
  %10 = icmp uge i32 %9, 32, !dbg !1890
  br i1 %10, label %17, label %11, !dbg !1891

11:                                               ; preds = %8
  %12 = load i16, ptr %3, align 2, !dbg !1892
  %13 = sext i16 %12 to i32, !dbg !1892
  %14 = load i32, ptr %4, align 4, !dbg !1893
  %15 = ashr i32 32767, %14, !dbg !1894
  %16 = icmp sgt i32 %13, %15, !dbg !1895
  br i1 %16, label %17, label %20, !dbg !1896

17:                                               ; preds = %11, %8, %2
  %18 = load i16, ptr %3, align 2, !dbg !1897
  %19 = sext i16 %18 to i32, !dbg !1898
  br label %25, !dbg !1896

20:                                               ; preds = %11
  %21 = load i16, ptr %3, align 2, !dbg !1899
  %22 = sext i16 %21 to i32, !dbg !1899
  %23 = load i32, ptr %4, align 4, !dbg !1900
  %24 = shl i32 %22, %23, !dbg !1901
  br label %25, !dbg !1896

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ], !dbg !1896
  %27 = trunc i32 %26 to i16, !dbg !1896
  ret i16 %27, !dbg !1902
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !1903 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1904, !DIExpression(), !1905)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1906, !DIExpression(), !1907)
  %5 = load i8, ptr %4, align 1, !dbg !1908
  %6 = zext i8 %5 to i32, !dbg !1908
  %7 = icmp eq i32 %6, 0, !dbg !1909
  br i1 %7, label %8, label %11, !dbg !1910

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1, !dbg !1911
  %10 = zext i8 %9 to i32, !dbg !1912
  br label %17, !dbg !1910

11:                                               ; preds = %2
  %12 = load i8, ptr %3, align 1, !dbg !1913
  %13 = zext i8 %12 to i32, !dbg !1913
  %14 = load i8, ptr %4, align 1, !dbg !1914
  %15 = zext i8 %14 to i32, !dbg !1914
  %16 = sdiv i32 %13, %15, !dbg !1915
  br label %17, !dbg !1910

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ], !dbg !1910
  %19 = trunc i32 %18 to i8, !dbg !1910
  ret i8 %19, !dbg !1916
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_unary_minus_func_int8_t_s(i8 noundef signext %0) #0 !dbg !1917 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !1920, !DIExpression(), !1921)
  %3 = load i8, ptr %2, align 1, !dbg !1922
  %4 = sext i8 %3 to i32, !dbg !1922
  %5 = sub nsw i32 0, %4, !dbg !1923
  %6 = trunc i32 %5 to i8, !dbg !1923
  ret i8 %6, !dbg !1924
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_mul_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1925 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1926, !DIExpression(), !1927)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1928, !DIExpression(), !1929)
  %5 = load i8, ptr %3, align 1, !dbg !1930
  %6 = sext i8 %5 to i32, !dbg !1930
  %7 = load i8, ptr %4, align 1, !dbg !1931
  %8 = sext i8 %7 to i32, !dbg !1931
  %9 = mul nsw i32 %6, %8, !dbg !1932
  %10 = trunc i32 %9 to i8, !dbg !1930
  ret i8 %10, !dbg !1933
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_rshift_func_int8_t_s_u(i8 noundef signext %0, i32 noundef %1) #0 !dbg !1934 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1937, !DIExpression(), !1938)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1939, !DIExpression(), !1940)
  %5 = load i8, ptr %3, align 1, !dbg !1941
  %6 = sext i8 %5 to i32, !dbg !1941
  %7 = icmp slt i32 %6, 0, !dbg !1942
  br i1 %7, label %11, label %8, !dbg !1943

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1944
  %10 = icmp uge i32 %9, 32, !dbg !1945
  br i1 %10, label %11, label %14, !dbg !1946

11:                                               ; preds = %8, %2
  %12 = load i8, ptr %3, align 1, !dbg !1947
  %13 = sext i8 %12 to i32, !dbg !1948
  br label %19, !dbg !1946

14:                                               ; preds = %8
  %15 = load i8, ptr %3, align 1, !dbg !1949
  %16 = sext i8 %15 to i32, !dbg !1949
  %17 = load i32, ptr %4, align 4, !dbg !1950
  %18 = ashr i32 %16, %17, !dbg !1951
  br label %19, !dbg !1946

19:                                               ; preds = %14, %11
  %20 = phi i32 [ %13, %11 ], [ %18, %14 ], !dbg !1946
  %21 = trunc i32 %20 to i8, !dbg !1946
  ret i8 %21, !dbg !1952
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mul_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !1953 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1956, !DIExpression(), !1957)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1958, !DIExpression(), !1959)
  %5 = load i16, ptr %3, align 2, !dbg !1960
  %6 = zext i16 %5 to i32, !dbg !1961
  %7 = load i16, ptr %4, align 2, !dbg !1962
  %8 = zext i16 %7 to i32, !dbg !1963
  %9 = mul i32 %6, %8, !dbg !1964
  %10 = trunc i32 %9 to i16, !dbg !1965
  ret i16 %10, !dbg !1966
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_sub_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !1967 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1970, !DIExpression(), !1971)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1972, !DIExpression(), !1973)
  %5 = load i64, ptr %3, align 8, !dbg !1974
  %6 = load i64, ptr %4, align 8, !dbg !1975
  %7 = xor i64 %5, %6, !dbg !1976
  %8 = load i64, ptr %3, align 8, !dbg !1977
  %9 = load i64, ptr %3, align 8, !dbg !1978
  %10 = load i64, ptr %4, align 8, !dbg !1979
  %11 = xor i64 %9, %10, !dbg !1980
  %12 = and i64 %11, -9223372036854775808, !dbg !1981
  %13 = xor i64 %8, %12, !dbg !1982
  %14 = load i64, ptr %4, align 8, !dbg !1983
  %15 = sub nsw i64 %13, %14, !dbg !1984
  %16 = load i64, ptr %4, align 8, !dbg !1985
  %17 = xor i64 %15, %16, !dbg !1986
  %18 = and i64 %7, %17, !dbg !1987
  %19 = icmp slt i64 %18, 0, !dbg !1988
  br i1 %19, label %20, label %22, !dbg !1989

20:                                               ; preds = %2
  %21 = load i64, ptr %3, align 8, !dbg !1990
  br label %26, !dbg !1989

22:                                               ; preds = %2
  %23 = load i64, ptr %3, align 8, !dbg !1991
  %24 = load i64, ptr %4, align 8, !dbg !1992
  %25 = sub nsw i64 %23, %24, !dbg !1993
  br label %26, !dbg !1989

26:                                               ; preds = %22, %20
  %27 = phi i64 [ %21, %20 ], [ %25, %22 ], !dbg !1989
  ret i64 %27, !dbg !1994
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_sub_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !1995 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1998, !DIExpression(), !1999)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2000, !DIExpression(), !2001)
  %5 = load i64, ptr %3, align 8, !dbg !2002
  %6 = load i64, ptr %4, align 8, !dbg !2003
  %7 = sub i64 %5, %6, !dbg !2004
  ret i64 %7, !dbg !2005
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_unary_minus_func_int16_t_s(i16 noundef signext %0) #0 !dbg !2006 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
    #dbg_declare(ptr %2, !2009, !DIExpression(), !2010)
  %3 = load i16, ptr %2, align 2, !dbg !2011
  %4 = sext i16 %3 to i32, !dbg !2011
  %5 = sub nsw i32 0, %4, !dbg !2012
  %6 = trunc i32 %5 to i16, !dbg !2012
  ret i16 %6, !dbg !2013
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_div_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !2014 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2015, !DIExpression(), !2016)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2017, !DIExpression(), !2018)
  %5 = load i64, ptr %4, align 8, !dbg !2019
  %6 = icmp eq i64 %5, 0, !dbg !2020
  br i1 %6, label %13, label %7, !dbg !2021

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !2022
  %9 = icmp eq i64 %8, -9223372036854775808, !dbg !2023
  br i1 %9, label %10, label %15, !dbg !2024

10:                                               ; preds = %7
  %11 = load i64, ptr %4, align 8, !dbg !2025
  %12 = icmp eq i64 %11, -1, !dbg !2026
  br i1 %12, label %13, label %15, !dbg !2027

13:                                               ; preds = %10, %2
  %14 = load i64, ptr %3, align 8, !dbg !2028
  br label %19, !dbg !2027

15:                                               ; preds = %10, %7
  %16 = load i64, ptr %3, align 8, !dbg !2029
  %17 = load i64, ptr %4, align 8, !dbg !2030
  %18 = sdiv i64 %16, %17, !dbg !2031
  br label %19, !dbg !2027

19:                                               ; preds = %15, %13
  %20 = phi i64 [ %14, %13 ], [ %18, %15 ], !dbg !2027
  ret i64 %20, !dbg !2032
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !2033 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2036, !DIExpression(), !2037)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2038, !DIExpression(), !2039)
  %5 = load i32, ptr %4, align 4, !dbg !2040
  %6 = icmp uge i32 %5, 32, !dbg !2041
  br i1 %6, label %7, label %10, !dbg !2042

7:                                                ; preds = %2
  %8 = load i8, ptr %3, align 1, !dbg !2043
  %9 = zext i8 %8 to i32, !dbg !2044
  br label %15, !dbg !2042

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1, !dbg !2045
  %12 = zext i8 %11 to i32, !dbg !2045
  %13 = load i32, ptr %4, align 4, !dbg !2046
  %14 = ashr i32 %12, %13, !dbg !2047
  br label %15, !dbg !2042

15:                                               ; preds = %10, %7
  %16 = phi i32 [ %9, %7 ], [ %14, %10 ], !dbg !2042
  %17 = trunc i32 %16 to i8, !dbg !2042
  ret i8 %17, !dbg !2048
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_div_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !2049 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2050, !DIExpression(), !2051)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !2052, !DIExpression(), !2053)
  %5 = load i16, ptr %4, align 2, !dbg !2054
  %6 = zext i16 %5 to i32, !dbg !2054
  %7 = icmp eq i32 %6, 0, !dbg !2055
  br i1 %7, label %8, label %11, !dbg !2056

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2, !dbg !2057
  %10 = zext i16 %9 to i32, !dbg !2058
  br label %17, !dbg !2056

11:                                               ; preds = %2
  %12 = load i16, ptr %3, align 2, !dbg !2059
  %13 = zext i16 %12 to i32, !dbg !2059
  %14 = load i16, ptr %4, align 2, !dbg !2060
  %15 = zext i16 %14 to i32, !dbg !2060
  %16 = sdiv i32 %13, %15, !dbg !2061
  br label %17, !dbg !2056

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ], !dbg !2056
  %19 = trunc i32 %18 to i16, !dbg !2056
  ret i16 %19, !dbg !2062
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_div_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !2063 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2064, !DIExpression(), !2065)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !2066, !DIExpression(), !2067)
  %5 = load i8, ptr %4, align 1, !dbg !2068
  %6 = sext i8 %5 to i32, !dbg !2068
  %7 = icmp eq i32 %6, 0, !dbg !2069
  br i1 %7, label %16, label %8, !dbg !2070

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1, !dbg !2071
  %10 = sext i8 %9 to i32, !dbg !2071
  %11 = icmp eq i32 %10, -128, !dbg !2072
  br i1 %11, label %12, label %19, !dbg !2073

12:                                               ; preds = %8
  %13 = load i8, ptr %4, align 1, !dbg !2074
  %14 = sext i8 %13 to i32, !dbg !2074
  %15 = icmp eq i32 %14, -1, !dbg !2075
  br i1 %15, label %16, label %19, !dbg !2076

16:                                               ; preds = %12, %2
  %17 = load i8, ptr %3, align 1, !dbg !2077
  %18 = sext i8 %17 to i32, !dbg !2078
  br label %25, !dbg !2076

19:                                               ; preds = %12, %8
  %20 = load i8, ptr %3, align 1, !dbg !2079
  %21 = sext i8 %20 to i32, !dbg !2079
  %22 = load i8, ptr %4, align 1, !dbg !2080
  %23 = sext i8 %22 to i32, !dbg !2080
  %24 = sdiv i32 %21, %23, !dbg !2081
  br label %25, !dbg !2076

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ], !dbg !2076
  %27 = trunc i32 %26 to i8, !dbg !2076
  ret i8 %27, !dbg !2082
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_lshift_func_uint8_t_u_s(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !2083 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2086, !DIExpression(), !2087)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2088, !DIExpression(), !2089)
  %5 = load i32, ptr %4, align 4, !dbg !2090
  %6 = icmp slt i32 %5, 0, !dbg !2091
  br i1 %6, label %16, label %7, !dbg !2092

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !2093
  %9 = icmp sge i32 %8, 32, !dbg !2094
  br i1 %9, label %16, label %10, !dbg !2095

10:                                               ; preds = %7
  %11 = load i8, ptr %3, align 1, !dbg !2096
  %12 = zext i8 %11 to i32, !dbg !2096
  %13 = load i32, ptr %4, align 4, !dbg !2097
  %14 = ashr i32 255, %13, !dbg !2098
  %15 = icmp sgt i32 %12, %14, !dbg !2099
  br i1 %15, label %16, label %19, !dbg !2100

16:                                               ; preds = %10, %7, %2
  %17 = load i8, ptr %3, align 1, !dbg !2101
  %18 = zext i8 %17 to i32, !dbg !2102
  br label %24, !dbg !2100

19:                                               ; preds = %10
  %20 = load i8, ptr %3, align 1, !dbg !2103
  %21 = zext i8 %20 to i32, !dbg !2103
  %22 = load i32, ptr %4, align 4, !dbg !2104
  %23 = shl i32 %21, %22, !dbg !2105
  br label %24, !dbg !2100

24:                                               ; preds = %19, %16
  %25 = phi i32 [ %18, %16 ], [ %23, %19 ], !dbg !2100
  %26 = trunc i32 %25 to i8, !dbg !2100
  ret i8 %26, !dbg !2106
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_mod_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !2107 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2108, !DIExpression(), !2109)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2110, !DIExpression(), !2111)
  %5 = load i64, ptr %4, align 8, !dbg !2112
  %6 = icmp eq i64 %5, 0, !dbg !2113
  br i1 %6, label %13, label %7, !dbg !2114

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !2115
  %9 = icmp eq i64 %8, -9223372036854775808, !dbg !2116
  br i1 %9, label %10, label %15, !dbg !2117

10:                                               ; preds = %7
  %11 = load i64, ptr %4, align 8, !dbg !2118
  %12 = icmp eq i64 %11, -1, !dbg !2119
  br i1 %12, label %13, label %15, !dbg !2120

13:                                               ; preds = %10, %2
  %14 = load i64, ptr %3, align 8, !dbg !2121
  br label %19, !dbg !2120

15:                                               ; preds = %10, %7
  %16 = load i64, ptr %3, align 8, !dbg !2122
  %17 = load i64, ptr %4, align 8, !dbg !2123
  %18 = srem i64 %16, %17, !dbg !2124
  br label %19, !dbg !2120

19:                                               ; preds = %15, %13
  %20 = phi i64 [ %14, %13 ], [ %18, %15 ], !dbg !2120
  ret i64 %20, !dbg !2125
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !2126 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2127, !DIExpression(), !2128)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2129, !DIExpression(), !2130)
  %5 = load i64, ptr %3, align 8, !dbg !2131
  %6 = icmp sgt i64 %5, 0, !dbg !2132
  br i1 %6, label %7, label %15, !dbg !2133

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8, !dbg !2134
  %9 = icmp sgt i64 %8, 0, !dbg !2135
  br i1 %9, label %10, label %15, !dbg !2136

10:                                               ; preds = %7
  %11 = load i64, ptr %3, align 8, !dbg !2137
  %12 = load i64, ptr %4, align 8, !dbg !2138
  %13 = sub nsw i64 9223372036854775807, %12, !dbg !2139
  %14 = icmp sgt i64 %11, %13, !dbg !2140
  br i1 %14, label %26, label %15, !dbg !2141

15:                                               ; preds = %10, %7, %2
  %16 = load i64, ptr %3, align 8, !dbg !2142
  %17 = icmp slt i64 %16, 0, !dbg !2143
  br i1 %17, label %18, label %28, !dbg !2144

18:                                               ; preds = %15
  %19 = load i64, ptr %4, align 8, !dbg !2145
  %20 = icmp slt i64 %19, 0, !dbg !2146
  br i1 %20, label %21, label %28, !dbg !2147

21:                                               ; preds = %18
  %22 = load i64, ptr %3, align 8, !dbg !2148
  %23 = load i64, ptr %4, align 8, !dbg !2149
  %24 = sub nsw i64 -9223372036854775808, %23, !dbg !2150
  %25 = icmp slt i64 %22, %24, !dbg !2151
  br i1 %25, label %26, label %28, !dbg !2152

26:                                               ; preds = %21, %10
  %27 = load i64, ptr %3, align 8, !dbg !2153
  br label %32, !dbg !2152

28:                                               ; preds = %21, %18, %15
  %29 = load i64, ptr %3, align 8, !dbg !2154
  %30 = load i64, ptr %4, align 8, !dbg !2155
  %31 = add nsw i64 %29, %30, !dbg !2156
  br label %32, !dbg !2152

32:                                               ; preds = %28, %26
  %33 = phi i64 [ %27, %26 ], [ %31, %28 ], !dbg !2152
  ret i64 %33, !dbg !2157
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_div_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !2158 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2159, !DIExpression(), !2160)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !2161, !DIExpression(), !2162)
  %5 = load i16, ptr %4, align 2, !dbg !2163
  %6 = sext i16 %5 to i32, !dbg !2163
  %7 = icmp eq i32 %6, 0, !dbg !2164
  br i1 %7, label %16, label %8, !dbg !2165

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2, !dbg !2166
  %10 = sext i16 %9 to i32, !dbg !2166
  %11 = icmp eq i32 %10, -32768, !dbg !2167
  br i1 %11, label %12, label %19, !dbg !2168

12:                                               ; preds = %8
  %13 = load i16, ptr %4, align 2, !dbg !2169
  %14 = sext i16 %13 to i32, !dbg !2169
  %15 = icmp eq i32 %14, -1, !dbg !2170
  br i1 %15, label %16, label %19, !dbg !2171

16:                                               ; preds = %12, %2
  %17 = load i16, ptr %3, align 2, !dbg !2172
  %18 = sext i16 %17 to i32, !dbg !2173
  br label %25, !dbg !2171

19:                                               ; preds = %12, %8
  %20 = load i16, ptr %3, align 2, !dbg !2174
  %21 = sext i16 %20 to i32, !dbg !2174
  %22 = load i16, ptr %4, align 2, !dbg !2175
  %23 = sext i16 %22 to i32, !dbg !2175
  %24 = sdiv i32 %21, %23, !dbg !2176
  br label %25, !dbg !2171

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ], !dbg !2171
  %27 = trunc i32 %26 to i16, !dbg !2171
  ret i16 %27, !dbg !2177
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_lshift_func_uint16_t_u_u(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !2178 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2179, !DIExpression(), !2180)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2181, !DIExpression(), !2182)
  %5 = load i32, ptr %4, align 4, !dbg !2183
  %6 = icmp uge i32 %5, 32, !dbg !2184
  br i1 %6, label %13, label %7, !dbg !2185

7:                                                ; preds = %2
  %8 = load i16, ptr %3, align 2, !dbg !2186
  %9 = zext i16 %8 to i32, !dbg !2186
  %10 = load i32, ptr %4, align 4, !dbg !2187
  %11 = ashr i32 65535, %10, !dbg !2188
  %12 = icmp sgt i32 %9, %11, !dbg !2189
  br i1 %12, label %13, label %16, !dbg !2190

13:                                               ; preds = %7, %2
  %14 = load i16, ptr %3, align 2, !dbg !2191
  %15 = zext i16 %14 to i32, !dbg !2192
  br label %21, !dbg !2190

16:                                               ; preds = %7
  %17 = load i16, ptr %3, align 2, !dbg !2193
  %18 = zext i16 %17 to i32, !dbg !2193
  %19 = load i32, ptr %4, align 4, !dbg !2194
  %20 = shl i32 %18, %19, !dbg !2195
  br label %21, !dbg !2190

21:                                               ; preds = %16, %13
  %22 = phi i32 [ %15, %13 ], [ %20, %16 ], !dbg !2190
  %23 = trunc i32 %22 to i16, !dbg !2190
  ret i16 %23, !dbg !2196
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !2197 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2198, !DIExpression(), !2199)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !2200, !DIExpression(), !2201)
  %5 = load i16, ptr %4, align 2, !dbg !2202
  %6 = zext i16 %5 to i32, !dbg !2202
  %7 = icmp eq i32 %6, 0, !dbg !2203
  br i1 %7, label %8, label %11, !dbg !2204

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2, !dbg !2205
  %10 = zext i16 %9 to i32, !dbg !2206
  br label %17, !dbg !2204

11:                                               ; preds = %2
  %12 = load i16, ptr %3, align 2, !dbg !2207
  %13 = zext i16 %12 to i32, !dbg !2207
  %14 = load i16, ptr %4, align 2, !dbg !2208
  %15 = zext i16 %14 to i32, !dbg !2208
  %16 = srem i32 %13, %15, !dbg !2209
  br label %17, !dbg !2204

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ], !dbg !2204
  %19 = trunc i32 %18 to i16, !dbg !2204
  ret i16 %19, !dbg !2210
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_unary_minus_func_uint32_t_u(i32 noundef %0) #0 !dbg !2211 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !2214, !DIExpression(), !2215)
  %3 = load i32, ptr %2, align 4, !dbg !2216
  %4 = sub i32 0, %3, !dbg !2217
  ret i32 %4, !dbg !2218
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_div_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 !dbg !2219 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !2222, !DIExpression(), !2223)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2224, !DIExpression(), !2225)
  %5 = load i32, ptr %4, align 4, !dbg !2226
  %6 = icmp eq i32 %5, 0, !dbg !2227
  br i1 %6, label %7, label %9, !dbg !2228

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !2229
  br label %13, !dbg !2228

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4, !dbg !2230
  %11 = load i32, ptr %4, align 4, !dbg !2231
  %12 = udiv i32 %10, %11, !dbg !2232
  br label %13, !dbg !2228

13:                                               ; preds = %9, %7
  %14 = phi i32 [ %8, %7 ], [ %12, %9 ], !dbg !2228
  ret i32 %14, !dbg !2233
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_add_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !2234 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2235, !DIExpression(), !2236)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2237, !DIExpression(), !2238)
  %5 = load i64, ptr %3, align 8, !dbg !2239
  %6 = load i64, ptr %4, align 8, !dbg !2240
  %7 = add i64 %5, %6, !dbg !2241
  ret i64 %7, !dbg !2242
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_sub_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !2243 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2244, !DIExpression(), !2245)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !2246, !DIExpression(), !2247)
  %5 = load i16, ptr %3, align 2, !dbg !2248
  %6 = zext i16 %5 to i32, !dbg !2248
  %7 = load i16, ptr %4, align 2, !dbg !2249
  %8 = zext i16 %7 to i32, !dbg !2249
  %9 = sub nsw i32 %6, %8, !dbg !2250
  %10 = trunc i32 %9 to i16, !dbg !2248
  ret i16 %10, !dbg !2251
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !2252 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2253, !DIExpression(), !2254)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !2255, !DIExpression(), !2256)
  %5 = load i16, ptr %3, align 2, !dbg !2257
  %6 = zext i16 %5 to i32, !dbg !2257
  %7 = load i16, ptr %4, align 2, !dbg !2258
  %8 = zext i16 %7 to i32, !dbg !2258
  %9 = add nsw i32 %6, %8, !dbg !2259
  %10 = trunc i32 %9 to i16, !dbg !2257
  ret i16 %10, !dbg !2260
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_mod_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !2261 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !2262, !DIExpression(), !2263)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !2264, !DIExpression(), !2265)
  %5 = load i8, ptr %4, align 1, !dbg !2266
  %6 = zext i8 %5 to i32, !dbg !2266
  %7 = icmp eq i32 %6, 0, !dbg !2267
  br i1 %7, label %8, label %11, !dbg !2268

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1, !dbg !2269
  %10 = zext i8 %9 to i32, !dbg !2270
  br label %17, !dbg !2268

11:                                               ; preds = %2
  %12 = load i8, ptr %3, align 1, !dbg !2271
  %13 = zext i8 %12 to i32, !dbg !2271
  %14 = load i8, ptr %4, align 1, !dbg !2272
  %15 = zext i8 %14 to i32, !dbg !2272
  %16 = srem i32 %13, %15, !dbg !2273
  br label %17, !dbg !2268

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ], !dbg !2268
  %19 = trunc i32 %18 to i8, !dbg !2268
  ret i8 %19, !dbg !2274
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_add_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !2275 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !2276, !DIExpression(), !2277)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2278, !DIExpression(), !2279)
  %5 = load i32, ptr %3, align 4, !dbg !2280
  %6 = icmp sgt i32 %5, 0, !dbg !2281
  br i1 %6, label %7, label %15, !dbg !2282

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !2283
  %9 = icmp sgt i32 %8, 0, !dbg !2284
  br i1 %9, label %10, label %15, !dbg !2285

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4, !dbg !2286
  %12 = load i32, ptr %4, align 4, !dbg !2287
  %13 = sub nsw i32 2147483647, %12, !dbg !2288
  %14 = icmp sgt i32 %11, %13, !dbg !2289
  br i1 %14, label %26, label %15, !dbg !2290

15:                                               ; preds = %10, %7, %2
  %16 = load i32, ptr %3, align 4, !dbg !2291
  %17 = icmp slt i32 %16, 0, !dbg !2292
  br i1 %17, label %18, label %28, !dbg !2293

18:                                               ; preds = %15
  %19 = load i32, ptr %4, align 4, !dbg !2294
  %20 = icmp slt i32 %19, 0, !dbg !2295
  br i1 %20, label %21, label %28, !dbg !2296

21:                                               ; preds = %18
  %22 = load i32, ptr %3, align 4, !dbg !2297
  %23 = load i32, ptr %4, align 4, !dbg !2298
  %24 = sub nsw i32 -2147483648, %23, !dbg !2299
  %25 = icmp slt i32 %22, %24, !dbg !2300
  br i1 %25, label %26, label %28, !dbg !2301

26:                                               ; preds = %21, %10
  %27 = load i32, ptr %3, align 4, !dbg !2302
  br label %32, !dbg !2301

28:                                               ; preds = %21, %18, %15
  %29 = load i32, ptr %3, align 4, !dbg !2303
  %30 = load i32, ptr %4, align 4, !dbg !2304
  %31 = add nsw i32 %29, %30, !dbg !2305
  br label %32, !dbg !2301

32:                                               ; preds = %28, %26
  %33 = phi i32 [ %27, %26 ], [ %31, %28 ], !dbg !2301
  ret i32 %33, !dbg !2306
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_mod_func_uint32_t_u_u(i32 noundef %0, i32 noundef %1) #0 !dbg !2307 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !2308, !DIExpression(), !2309)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2310, !DIExpression(), !2311)
  %5 = load i32, ptr %4, align 4, !dbg !2312
  %6 = icmp eq i32 %5, 0, !dbg !2313
  br i1 %6, label %7, label %9, !dbg !2314

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !2315
  br label %13, !dbg !2314

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4, !dbg !2316
  %11 = load i32, ptr %4, align 4, !dbg !2317
  %12 = urem i32 %10, %11, !dbg !2318
  br label %13, !dbg !2314

13:                                               ; preds = %9, %7
  %14 = phi i32 [ %8, %7 ], [ %12, %9 ], !dbg !2314
  ret i32 %14, !dbg !2319
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_div_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !2320 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !2321, !DIExpression(), !2322)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !2323, !DIExpression(), !2324)
  %5 = load i32, ptr %4, align 4, !dbg !2325
  %6 = icmp eq i32 %5, 0, !dbg !2326
  br i1 %6, label %13, label %7, !dbg !2327

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !2328
  %9 = icmp eq i32 %8, -2147483648, !dbg !2329
  br i1 %9, label %10, label %15, !dbg !2330

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4, !dbg !2331
  %12 = icmp eq i32 %11, -1, !dbg !2332
  br i1 %12, label %13, label %15, !dbg !2333

13:                                               ; preds = %10, %2
  %14 = load i32, ptr %3, align 4, !dbg !2334
  br label %19, !dbg !2333

15:                                               ; preds = %10, %7
  %16 = load i32, ptr %3, align 4, !dbg !2335
  %17 = load i32, ptr %4, align 4, !dbg !2336
  %18 = sdiv i32 %16, %17, !dbg !2337
  br label %19, !dbg !2333

19:                                               ; preds = %15, %13
  %20 = phi i32 [ %14, %13 ], [ %18, %15 ], !dbg !2333
  ret i32 %20, !dbg !2338
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_mod_func_uint64_t_u_u(i64 noundef %0, i64 noundef %1) #0 !dbg !2339 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !2340, !DIExpression(), !2341)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !2342, !DIExpression(), !2343)
  %5 = load i64, ptr %4, align 8, !dbg !2344
  %6 = icmp eq i64 %5, 0, !dbg !2345
  br i1 %6, label %7, label %9, !dbg !2346

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !2347
  br label %13, !dbg !2346

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8, !dbg !2348
  %11 = load i64, ptr %4, align 8, !dbg !2349
  %12 = urem i64 %10, %11, !dbg !2350
  br label %13, !dbg !2346

13:                                               ; preds = %9, %7
  %14 = phi i64 [ %8, %7 ], [ %12, %9 ], !dbg !2346
  ret i64 %14, !dbg !2351
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !2352 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !2353, !DIExpression(), !2354)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !2355, !DIExpression(), !2356)
  %5 = load i16, ptr %3, align 2, !dbg !2357
  %6 = sext i16 %5 to i32, !dbg !2357
  %7 = load i16, ptr %4, align 2, !dbg !2358
  %8 = sext i16 %7 to i32, !dbg !2358
  %9 = sub nsw i32 %6, %8, !dbg !2359
  %10 = trunc i32 %9 to i16, !dbg !2360
  ret i16 %10, !dbg !2361
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !2362 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !2365, !DIExpression(), !2366)
  %3 = load i64, ptr %2, align 8, !dbg !2367
  %4 = lshr i64 %3, 0, !dbg !2368
  %5 = and i64 %4, 255, !dbg !2369
  %6 = trunc i64 %5 to i8, !dbg !2370
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !2371
  %7 = load i64, ptr %2, align 8, !dbg !2372
  %8 = lshr i64 %7, 8, !dbg !2373
  %9 = and i64 %8, 255, !dbg !2374
  %10 = trunc i64 %9 to i8, !dbg !2375
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !2376
  %11 = load i64, ptr %2, align 8, !dbg !2377
  %12 = lshr i64 %11, 16, !dbg !2378
  %13 = and i64 %12, 255, !dbg !2379
  %14 = trunc i64 %13 to i8, !dbg !2380
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !2381
  %15 = load i64, ptr %2, align 8, !dbg !2382
  %16 = lshr i64 %15, 24, !dbg !2383
  %17 = and i64 %16, 255, !dbg !2384
  %18 = trunc i64 %17 to i8, !dbg !2385
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !2386
  %19 = load i64, ptr %2, align 8, !dbg !2387
  %20 = lshr i64 %19, 32, !dbg !2388
  %21 = and i64 %20, 255, !dbg !2389
  %22 = trunc i64 %21 to i8, !dbg !2390
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !2391
  %23 = load i64, ptr %2, align 8, !dbg !2392
  %24 = lshr i64 %23, 40, !dbg !2393
  %25 = and i64 %24, 255, !dbg !2394
  %26 = trunc i64 %25 to i8, !dbg !2395
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !2396
  %27 = load i64, ptr %2, align 8, !dbg !2397
  %28 = lshr i64 %27, 48, !dbg !2398
  %29 = and i64 %28, 255, !dbg !2399
  %30 = trunc i64 %29 to i8, !dbg !2400
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !2401
  %31 = load i64, ptr %2, align 8, !dbg !2402
  %32 = lshr i64 %31, 56, !dbg !2403
  %33 = and i64 %32, 255, !dbg !2404
  %34 = trunc i64 %33 to i8, !dbg !2405
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !2406
  ret void, !dbg !2407
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !2408 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !2411, !DIExpression(), !2412)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !2413
  %4 = lshr i32 %3, 8, !dbg !2414
  %5 = and i32 %4, 16777215, !dbg !2415
  %6 = load i32, ptr @crc32_context, align 4, !dbg !2416
  %7 = load i8, ptr %2, align 1, !dbg !2417
  %8 = zext i8 %7 to i32, !dbg !2417
  %9 = xor i32 %6, %8, !dbg !2418
  %10 = and i32 %9, 255, !dbg !2419
  %11 = zext i32 %10 to i64, !dbg !2420
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !2420
  %13 = load i32, ptr %12, align 4, !dbg !2420
  %14 = xor i32 %5, %13, !dbg !2421
  store i32 %14, ptr @crc32_context, align 4, !dbg !2422
  ret void, !dbg !2423
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!217, !218, !219, !220, !221, !222, !223}
!llvm.ident = !{!224}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 356, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "default_2.c", directory: ".", checksumkind: CSK_MD5, checksum: "b4f8c6ec63c3692457b52de558c65620")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_14", scope: !9, file: !2, line: 26, type: !116, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !14, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !13}
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!14 = !{!0, !15, !20, !22, !24, !26, !28, !33, !38, !43, !48, !53, !55, !57, !59, !61, !63, !65, !67, !69, !74, !79, !81, !83, !85, !87, !89, !91, !93, !95, !97, !99, !101, !103, !113, !120, !125, !127, !131, !7, !136, !139, !141, !143, !148, !153, !158, !161, !174, !179, !181, !187, !189, !195, !198, !203, !205, !210, !212, !215}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 360, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 5)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 361, type: !17, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 362, type: !17, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 363, type: !17, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 364, type: !17, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 365, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 6)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 370, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 12)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 371, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 18)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 377, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 9)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 378, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 14)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 381, type: !45, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 382, type: !45, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 383, type: !45, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 384, type: !45, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 385, type: !45, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 386, type: !45, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 387, type: !30, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 388, type: !30, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 395, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 15)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 396, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 22)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 401, type: !45, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 402, type: !45, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 403, type: !45, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 404, type: !45, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 405, type: !45, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 406, type: !45, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 407, type: !30, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 408, type: !30, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 411, type: !45, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 415, type: !30, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 416, type: !30, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 417, type: !30, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !105, line: 47, type: !106, isLocal: true, isDefinition: true)
!105 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 8192, elements: !111)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !108, line: 26, baseType: !109)
!108 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !110, line: 42, baseType: !11)
!110 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!111 = !{!112}
!112 = !DISubrange(count: 256)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(name: "g_193", scope: !9, file: !2, line: 41, type: !115, isLocal: true, isDefinition: true)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !117, line: 25, baseType: !118)
!117 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !110, line: 39, baseType: !119)
!119 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(name: "g_172", scope: !9, file: !2, line: 38, type: !122, isLocal: true, isDefinition: true)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !117, line: 26, baseType: !124)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !110, line: 41, baseType: !12)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "g_299", scope: !9, file: !2, line: 46, type: !115, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(name: "g_171", scope: !9, file: !2, line: 39, type: !129, isLocal: true, isDefinition: true)
!129 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !105, line: 114, type: !133, isLocal: true, isDefinition: true)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 36)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(name: "g_51", scope: !9, file: !2, line: 27, type: !138, isLocal: true, isDefinition: true)
!138 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !123)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(name: "g_54", scope: !9, file: !2, line: 28, type: !107, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(name: "g_59", scope: !9, file: !2, line: 29, type: !116, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(name: "g_84", scope: !9, file: !2, line: 30, type: !145, isLocal: true, isDefinition: true)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !108, line: 25, baseType: !146)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !110, line: 40, baseType: !147)
!147 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(name: "g_106", scope: !9, file: !2, line: 31, type: !150, isLocal: true, isDefinition: true)
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !117, line: 27, baseType: !151)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !110, line: 44, baseType: !152)
!152 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(name: "g_108", scope: !9, file: !2, line: 32, type: !155, isLocal: true, isDefinition: true)
!155 = !DICompositeType(tag: DW_TAG_array_type, baseType: !150, size: 4096, elements: !156)
!156 = !{!157, !157}
!157 = !DISubrange(count: 8)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(name: "g_115", scope: !9, file: !2, line: 33, type: !160, isLocal: true, isDefinition: true)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 64, elements: !5)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(name: "g_124", scope: !9, file: !2, line: 34, type: !163, isLocal: true, isDefinition: true)
!163 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !164)
!164 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 16, size: 96, elements: !165)
!165 = !{!166, !168, !169, !170, !171, !173}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !164, file: !2, line: 17, baseType: !167, size: 15, flags: DIFlagBitField, extraData: i64 0)
!167 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !11)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !164, file: !2, line: 18, baseType: !12, size: 8, offset: 15, flags: DIFlagBitField, extraData: i64 0)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !164, file: !2, line: 19, baseType: !12, size: 10, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !164, file: !2, line: 20, baseType: !167, size: 14, offset: 42, flags: DIFlagBitField, extraData: i64 0)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !164, file: !2, line: 21, baseType: !172, size: 5, offset: 56, flags: DIFlagBitField, extraData: i64 0)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !164, file: !2, line: 22, baseType: !167, size: 8, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!174 = !DIGlobalVariableExpression(var: !175, expr: !DIExpression())
!175 = distinct !DIGlobalVariable(name: "g_129", scope: !9, file: !2, line: 35, type: !176, isLocal: true, isDefinition: true)
!176 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !108, line: 27, baseType: !177)
!177 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !110, line: 45, baseType: !178)
!178 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression())
!180 = distinct !DIGlobalVariable(name: "g_139", scope: !9, file: !2, line: 36, type: !150, isLocal: true, isDefinition: true)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(name: "g_142", scope: !9, file: !2, line: 37, type: !183, isLocal: true, isDefinition: true)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 768, elements: !184)
!184 = !{!185, !6, !186}
!185 = !DISubrange(count: 3)
!186 = !DISubrange(count: 4)
!187 = !DIGlobalVariableExpression(var: !188, expr: !DIExpression())
!188 = distinct !DIGlobalVariable(name: "g_179", scope: !9, file: !2, line: 40, type: !163, isLocal: true, isDefinition: true)
!189 = !DIGlobalVariableExpression(var: !190, expr: !DIExpression())
!190 = distinct !DIGlobalVariable(name: "g_240", scope: !9, file: !2, line: 42, type: !191, isLocal: true, isDefinition: true)
!191 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !192)
!192 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !117, line: 24, baseType: !193)
!193 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !110, line: 37, baseType: !194)
!194 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!195 = !DIGlobalVariableExpression(var: !196, expr: !DIExpression())
!196 = distinct !DIGlobalVariable(name: "g_259", scope: !9, file: !2, line: 43, type: !197, isLocal: true, isDefinition: true)
!197 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !107)
!198 = !DIGlobalVariableExpression(var: !199, expr: !DIExpression())
!199 = distinct !DIGlobalVariable(name: "g_266", scope: !9, file: !2, line: 44, type: !200, isLocal: true, isDefinition: true)
!200 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 112, elements: !201)
!201 = !{!202}
!202 = !DISubrange(count: 7)
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(name: "g_293", scope: !9, file: !2, line: 45, type: !192, isLocal: true, isDefinition: true)
!205 = !DIGlobalVariableExpression(var: !206, expr: !DIExpression())
!206 = distinct !DIGlobalVariable(name: "g_301", scope: !9, file: !2, line: 47, type: !207, isLocal: true, isDefinition: true)
!207 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !108, line: 24, baseType: !208)
!208 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !110, line: 38, baseType: !209)
!209 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(name: "g_315", scope: !9, file: !2, line: 48, type: !145, isLocal: true, isDefinition: true)
!212 = !DIGlobalVariableExpression(var: !213, expr: !DIExpression())
!213 = distinct !DIGlobalVariable(scope: null, file: !214, line: 56, type: !71, isLocal: true, isDefinition: true)
!214 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !105, line: 48, type: !107, isLocal: true, isDefinition: true)
!217 = !{i32 7, !"Dwarf Version", i32 5}
!218 = !{i32 2, !"Debug Info Version", i32 3}
!219 = !{i32 1, !"wchar_size", i32 4}
!220 = !{i32 8, !"PIC Level", i32 2}
!221 = !{i32 7, !"PIE Level", i32 2}
!222 = !{i32 7, !"uwtable", i32 2}
!223 = !{i32 7, !"frame-pointer", i32 2}
!224 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!225 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 352, type: !226, scopeLine: 353, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !230)
!226 = !DISubroutineType(types: !227)
!227 = !{!12, !12, !228}
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !229, size: 64)
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!230 = !{}
!231 = !DILocalVariable(name: "argc", arg: 1, scope: !225, file: !2, line: 352, type: !12)
!232 = !DILocation(line: 352, column: 15, scope: !225)
!233 = !DILocalVariable(name: "argv", arg: 2, scope: !225, file: !2, line: 352, type: !228)
!234 = !DILocation(line: 352, column: 27, scope: !225)
!235 = !DILocalVariable(name: "i", scope: !225, file: !2, line: 354, type: !12)
!236 = !DILocation(line: 354, column: 9, scope: !225)
!237 = !DILocalVariable(name: "j", scope: !225, file: !2, line: 354, type: !12)
!238 = !DILocation(line: 354, column: 12, scope: !225)
!239 = !DILocalVariable(name: "k", scope: !225, file: !2, line: 354, type: !12)
!240 = !DILocation(line: 354, column: 15, scope: !225)
!241 = !DILocalVariable(name: "print_hash_value", scope: !225, file: !2, line: 355, type: !12)
!242 = !DILocation(line: 355, column: 9, scope: !225)
!243 = !DILocation(line: 356, column: 9, scope: !244)
!244 = distinct !DILexicalBlock(scope: !225, file: !2, line: 356, column: 9)
!245 = !DILocation(line: 356, column: 14, scope: !244)
!246 = !DILocation(line: 356, column: 19, scope: !244)
!247 = !DILocation(line: 356, column: 29, scope: !244)
!248 = !DILocation(line: 356, column: 22, scope: !244)
!249 = !DILocation(line: 356, column: 43, scope: !244)
!250 = !DILocation(line: 356, column: 9, scope: !225)
!251 = !DILocation(line: 356, column: 66, scope: !244)
!252 = !DILocation(line: 356, column: 49, scope: !244)
!253 = !DILocation(line: 357, column: 5, scope: !225)
!254 = !DILocation(line: 358, column: 5, scope: !225)
!255 = !DILocation(line: 359, column: 5, scope: !225)
!256 = !DILocation(line: 360, column: 21, scope: !225)
!257 = !DILocation(line: 360, column: 35, scope: !225)
!258 = !DILocation(line: 360, column: 5, scope: !225)
!259 = !DILocation(line: 361, column: 21, scope: !225)
!260 = !DILocation(line: 361, column: 35, scope: !225)
!261 = !DILocation(line: 361, column: 5, scope: !225)
!262 = !DILocation(line: 362, column: 21, scope: !225)
!263 = !DILocation(line: 362, column: 35, scope: !225)
!264 = !DILocation(line: 362, column: 5, scope: !225)
!265 = !DILocation(line: 363, column: 21, scope: !225)
!266 = !DILocation(line: 363, column: 35, scope: !225)
!267 = !DILocation(line: 363, column: 5, scope: !225)
!268 = !DILocation(line: 364, column: 21, scope: !225)
!269 = !DILocation(line: 364, column: 35, scope: !225)
!270 = !DILocation(line: 364, column: 5, scope: !225)
!271 = !DILocation(line: 365, column: 21, scope: !225)
!272 = !DILocation(line: 365, column: 37, scope: !225)
!273 = !DILocation(line: 365, column: 5, scope: !225)
!274 = !DILocation(line: 366, column: 12, scope: !275)
!275 = distinct !DILexicalBlock(scope: !225, file: !2, line: 366, column: 5)
!276 = !DILocation(line: 366, column: 10, scope: !275)
!277 = !DILocation(line: 366, column: 17, scope: !278)
!278 = distinct !DILexicalBlock(scope: !275, file: !2, line: 366, column: 5)
!279 = !DILocation(line: 366, column: 19, scope: !278)
!280 = !DILocation(line: 366, column: 5, scope: !275)
!281 = !DILocation(line: 368, column: 16, scope: !282)
!282 = distinct !DILexicalBlock(scope: !283, file: !2, line: 368, column: 9)
!283 = distinct !DILexicalBlock(scope: !278, file: !2, line: 367, column: 5)
!284 = !DILocation(line: 368, column: 14, scope: !282)
!285 = !DILocation(line: 368, column: 21, scope: !286)
!286 = distinct !DILexicalBlock(scope: !282, file: !2, line: 368, column: 9)
!287 = !DILocation(line: 368, column: 23, scope: !286)
!288 = !DILocation(line: 368, column: 9, scope: !282)
!289 = !DILocation(line: 370, column: 35, scope: !290)
!290 = distinct !DILexicalBlock(scope: !286, file: !2, line: 369, column: 9)
!291 = !DILocation(line: 370, column: 29, scope: !290)
!292 = !DILocation(line: 370, column: 38, scope: !290)
!293 = !DILocation(line: 370, column: 57, scope: !290)
!294 = !DILocation(line: 370, column: 13, scope: !290)
!295 = !DILocation(line: 371, column: 17, scope: !296)
!296 = distinct !DILexicalBlock(scope: !290, file: !2, line: 371, column: 17)
!297 = !DILocation(line: 371, column: 17, scope: !290)
!298 = !DILocation(line: 371, column: 64, scope: !296)
!299 = !DILocation(line: 371, column: 67, scope: !296)
!300 = !DILocation(line: 371, column: 35, scope: !296)
!301 = !DILocation(line: 373, column: 9, scope: !290)
!302 = !DILocation(line: 368, column: 29, scope: !286)
!303 = !DILocation(line: 368, column: 9, scope: !286)
!304 = distinct !{!304, !288, !305, !306}
!305 = !DILocation(line: 373, column: 9, scope: !282)
!306 = !{!"llvm.loop.mustprogress"}
!307 = !DILocation(line: 374, column: 5, scope: !283)
!308 = !DILocation(line: 366, column: 25, scope: !278)
!309 = !DILocation(line: 366, column: 5, scope: !278)
!310 = distinct !{!310, !280, !311, !306}
!311 = !DILocation(line: 374, column: 5, scope: !275)
!312 = !DILocation(line: 375, column: 12, scope: !313)
!313 = distinct !DILexicalBlock(scope: !225, file: !2, line: 375, column: 5)
!314 = !DILocation(line: 375, column: 10, scope: !313)
!315 = !DILocation(line: 375, column: 17, scope: !316)
!316 = distinct !DILexicalBlock(scope: !313, file: !2, line: 375, column: 5)
!317 = !DILocation(line: 375, column: 19, scope: !316)
!318 = !DILocation(line: 375, column: 5, scope: !313)
!319 = !DILocation(line: 377, column: 31, scope: !320)
!320 = distinct !DILexicalBlock(scope: !316, file: !2, line: 376, column: 5)
!321 = !DILocation(line: 377, column: 25, scope: !320)
!322 = !DILocation(line: 377, column: 47, scope: !320)
!323 = !DILocation(line: 377, column: 9, scope: !320)
!324 = !DILocation(line: 378, column: 13, scope: !325)
!325 = distinct !DILexicalBlock(scope: !320, file: !2, line: 378, column: 13)
!326 = !DILocation(line: 378, column: 13, scope: !320)
!327 = !DILocation(line: 378, column: 56, scope: !325)
!328 = !DILocation(line: 378, column: 31, scope: !325)
!329 = !DILocation(line: 380, column: 5, scope: !320)
!330 = !DILocation(line: 375, column: 25, scope: !316)
!331 = !DILocation(line: 375, column: 5, scope: !316)
!332 = distinct !{!332, !318, !333, !306}
!333 = !DILocation(line: 380, column: 5, scope: !313)
!334 = !DILocation(line: 381, column: 27, scope: !225)
!335 = !DILocation(line: 381, column: 21, scope: !225)
!336 = !DILocation(line: 381, column: 43, scope: !225)
!337 = !DILocation(line: 381, column: 5, scope: !225)
!338 = !DILocation(line: 382, column: 27, scope: !225)
!339 = !DILocation(line: 382, column: 21, scope: !225)
!340 = !DILocation(line: 382, column: 43, scope: !225)
!341 = !DILocation(line: 382, column: 5, scope: !225)
!342 = !DILocation(line: 383, column: 27, scope: !225)
!343 = !DILocation(line: 383, column: 21, scope: !225)
!344 = !DILocation(line: 383, column: 43, scope: !225)
!345 = !DILocation(line: 383, column: 5, scope: !225)
!346 = !DILocation(line: 384, column: 27, scope: !225)
!347 = !DILocation(line: 384, column: 21, scope: !225)
!348 = !DILocation(line: 384, column: 43, scope: !225)
!349 = !DILocation(line: 384, column: 5, scope: !225)
!350 = !DILocation(line: 385, column: 27, scope: !225)
!351 = !DILocation(line: 385, column: 21, scope: !225)
!352 = !DILocation(line: 385, column: 43, scope: !225)
!353 = !DILocation(line: 385, column: 5, scope: !225)
!354 = !DILocation(line: 386, column: 27, scope: !225)
!355 = !DILocation(line: 386, column: 21, scope: !225)
!356 = !DILocation(line: 386, column: 43, scope: !225)
!357 = !DILocation(line: 386, column: 5, scope: !225)
!358 = !DILocation(line: 387, column: 21, scope: !225)
!359 = !DILocation(line: 387, column: 37, scope: !225)
!360 = !DILocation(line: 387, column: 5, scope: !225)
!361 = !DILocation(line: 388, column: 21, scope: !225)
!362 = !DILocation(line: 388, column: 37, scope: !225)
!363 = !DILocation(line: 388, column: 5, scope: !225)
!364 = !DILocation(line: 389, column: 12, scope: !365)
!365 = distinct !DILexicalBlock(scope: !225, file: !2, line: 389, column: 5)
!366 = !DILocation(line: 389, column: 10, scope: !365)
!367 = !DILocation(line: 389, column: 17, scope: !368)
!368 = distinct !DILexicalBlock(scope: !365, file: !2, line: 389, column: 5)
!369 = !DILocation(line: 389, column: 19, scope: !368)
!370 = !DILocation(line: 389, column: 5, scope: !365)
!371 = !DILocation(line: 391, column: 16, scope: !372)
!372 = distinct !DILexicalBlock(scope: !373, file: !2, line: 391, column: 9)
!373 = distinct !DILexicalBlock(scope: !368, file: !2, line: 390, column: 5)
!374 = !DILocation(line: 391, column: 14, scope: !372)
!375 = !DILocation(line: 391, column: 21, scope: !376)
!376 = distinct !DILexicalBlock(scope: !372, file: !2, line: 391, column: 9)
!377 = !DILocation(line: 391, column: 23, scope: !376)
!378 = !DILocation(line: 391, column: 9, scope: !372)
!379 = !DILocation(line: 393, column: 20, scope: !380)
!380 = distinct !DILexicalBlock(scope: !381, file: !2, line: 393, column: 13)
!381 = distinct !DILexicalBlock(scope: !376, file: !2, line: 392, column: 9)
!382 = !DILocation(line: 393, column: 18, scope: !380)
!383 = !DILocation(line: 393, column: 25, scope: !384)
!384 = distinct !DILexicalBlock(scope: !380, file: !2, line: 393, column: 13)
!385 = !DILocation(line: 393, column: 27, scope: !384)
!386 = !DILocation(line: 393, column: 13, scope: !380)
!387 = !DILocation(line: 395, column: 39, scope: !388)
!388 = distinct !DILexicalBlock(scope: !384, file: !2, line: 394, column: 13)
!389 = !DILocation(line: 395, column: 33, scope: !388)
!390 = !DILocation(line: 395, column: 42, scope: !388)
!391 = !DILocation(line: 395, column: 45, scope: !388)
!392 = !DILocation(line: 395, column: 67, scope: !388)
!393 = !DILocation(line: 395, column: 17, scope: !388)
!394 = !DILocation(line: 396, column: 21, scope: !395)
!395 = distinct !DILexicalBlock(scope: !388, file: !2, line: 396, column: 21)
!396 = !DILocation(line: 396, column: 21, scope: !388)
!397 = !DILocation(line: 396, column: 72, scope: !395)
!398 = !DILocation(line: 396, column: 75, scope: !395)
!399 = !DILocation(line: 396, column: 78, scope: !395)
!400 = !DILocation(line: 396, column: 39, scope: !395)
!401 = !DILocation(line: 398, column: 13, scope: !388)
!402 = !DILocation(line: 393, column: 33, scope: !384)
!403 = !DILocation(line: 393, column: 13, scope: !384)
!404 = distinct !{!404, !386, !405, !306}
!405 = !DILocation(line: 398, column: 13, scope: !380)
!406 = !DILocation(line: 399, column: 9, scope: !381)
!407 = !DILocation(line: 391, column: 29, scope: !376)
!408 = !DILocation(line: 391, column: 9, scope: !376)
!409 = distinct !{!409, !378, !410, !306}
!410 = !DILocation(line: 399, column: 9, scope: !372)
!411 = !DILocation(line: 400, column: 5, scope: !373)
!412 = !DILocation(line: 389, column: 25, scope: !368)
!413 = !DILocation(line: 389, column: 5, scope: !368)
!414 = distinct !{!414, !370, !415, !306}
!415 = !DILocation(line: 400, column: 5, scope: !365)
!416 = !DILocation(line: 401, column: 27, scope: !225)
!417 = !DILocation(line: 401, column: 21, scope: !225)
!418 = !DILocation(line: 401, column: 43, scope: !225)
!419 = !DILocation(line: 401, column: 5, scope: !225)
!420 = !DILocation(line: 402, column: 27, scope: !225)
!421 = !DILocation(line: 402, column: 21, scope: !225)
!422 = !DILocation(line: 402, column: 43, scope: !225)
!423 = !DILocation(line: 402, column: 5, scope: !225)
!424 = !DILocation(line: 403, column: 27, scope: !225)
!425 = !DILocation(line: 403, column: 21, scope: !225)
!426 = !DILocation(line: 403, column: 43, scope: !225)
!427 = !DILocation(line: 403, column: 5, scope: !225)
!428 = !DILocation(line: 404, column: 27, scope: !225)
!429 = !DILocation(line: 404, column: 21, scope: !225)
!430 = !DILocation(line: 404, column: 43, scope: !225)
!431 = !DILocation(line: 404, column: 5, scope: !225)
!432 = !DILocation(line: 405, column: 27, scope: !225)
!433 = !DILocation(line: 405, column: 21, scope: !225)
!434 = !DILocation(line: 405, column: 43, scope: !225)
!435 = !DILocation(line: 405, column: 5, scope: !225)
!436 = !DILocation(line: 406, column: 27, scope: !225)
!437 = !DILocation(line: 406, column: 21, scope: !225)
!438 = !DILocation(line: 406, column: 43, scope: !225)
!439 = !DILocation(line: 406, column: 5, scope: !225)
!440 = !DILocation(line: 407, column: 21, scope: !225)
!441 = !DILocation(line: 407, column: 37, scope: !225)
!442 = !DILocation(line: 407, column: 5, scope: !225)
!443 = !DILocation(line: 408, column: 21, scope: !225)
!444 = !DILocation(line: 408, column: 37, scope: !225)
!445 = !DILocation(line: 408, column: 5, scope: !225)
!446 = !DILocation(line: 409, column: 12, scope: !447)
!447 = distinct !DILexicalBlock(scope: !225, file: !2, line: 409, column: 5)
!448 = !DILocation(line: 409, column: 10, scope: !447)
!449 = !DILocation(line: 409, column: 17, scope: !450)
!450 = distinct !DILexicalBlock(scope: !447, file: !2, line: 409, column: 5)
!451 = !DILocation(line: 409, column: 19, scope: !450)
!452 = !DILocation(line: 409, column: 5, scope: !447)
!453 = !DILocation(line: 411, column: 31, scope: !454)
!454 = distinct !DILexicalBlock(scope: !450, file: !2, line: 410, column: 5)
!455 = !DILocation(line: 411, column: 25, scope: !454)
!456 = !DILocation(line: 411, column: 47, scope: !454)
!457 = !DILocation(line: 411, column: 9, scope: !454)
!458 = !DILocation(line: 412, column: 13, scope: !459)
!459 = distinct !DILexicalBlock(scope: !454, file: !2, line: 412, column: 13)
!460 = !DILocation(line: 412, column: 13, scope: !454)
!461 = !DILocation(line: 412, column: 56, scope: !459)
!462 = !DILocation(line: 412, column: 31, scope: !459)
!463 = !DILocation(line: 414, column: 5, scope: !454)
!464 = !DILocation(line: 409, column: 25, scope: !450)
!465 = !DILocation(line: 409, column: 5, scope: !450)
!466 = distinct !{!466, !452, !467, !306}
!467 = !DILocation(line: 414, column: 5, scope: !447)
!468 = !DILocation(line: 415, column: 21, scope: !225)
!469 = !DILocation(line: 415, column: 37, scope: !225)
!470 = !DILocation(line: 415, column: 5, scope: !225)
!471 = !DILocation(line: 416, column: 21, scope: !225)
!472 = !DILocation(line: 416, column: 37, scope: !225)
!473 = !DILocation(line: 416, column: 5, scope: !225)
!474 = !DILocation(line: 417, column: 21, scope: !225)
!475 = !DILocation(line: 417, column: 37, scope: !225)
!476 = !DILocation(line: 417, column: 5, scope: !225)
!477 = !DILocation(line: 418, column: 23, scope: !225)
!478 = !DILocation(line: 418, column: 37, scope: !225)
!479 = !DILocation(line: 418, column: 53, scope: !225)
!480 = !DILocation(line: 418, column: 5, scope: !225)
!481 = !DILocation(line: 419, column: 5, scope: !225)
!482 = distinct !DISubprogram(name: "platform_main_begin", scope: !214, file: !214, line: 43, type: !483, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!483 = !DISubroutineType(types: !484)
!484 = !{null}
!485 = !DILocation(line: 46, column: 1, scope: !482)
!486 = distinct !DISubprogram(name: "crc32_gentab", scope: !105, file: !105, line: 51, type: !483, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!487 = !DILocalVariable(name: "crc", scope: !486, file: !105, line: 53, type: !107)
!488 = !DILocation(line: 53, column: 11, scope: !486)
!489 = !DILocalVariable(name: "poly", scope: !486, file: !105, line: 54, type: !490)
!490 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !107)
!491 = !DILocation(line: 54, column: 17, scope: !486)
!492 = !DILocalVariable(name: "i", scope: !486, file: !105, line: 55, type: !12)
!493 = !DILocation(line: 55, column: 6, scope: !486)
!494 = !DILocalVariable(name: "j", scope: !486, file: !105, line: 55, type: !12)
!495 = !DILocation(line: 55, column: 9, scope: !486)
!496 = !DILocation(line: 57, column: 9, scope: !497)
!497 = distinct !DILexicalBlock(scope: !486, file: !105, line: 57, column: 2)
!498 = !DILocation(line: 57, column: 7, scope: !497)
!499 = !DILocation(line: 57, column: 14, scope: !500)
!500 = distinct !DILexicalBlock(scope: !497, file: !105, line: 57, column: 2)
!501 = !DILocation(line: 57, column: 16, scope: !500)
!502 = !DILocation(line: 57, column: 2, scope: !497)
!503 = !DILocation(line: 58, column: 9, scope: !504)
!504 = distinct !DILexicalBlock(scope: !500, file: !105, line: 57, column: 28)
!505 = !DILocation(line: 58, column: 7, scope: !504)
!506 = !DILocation(line: 59, column: 10, scope: !507)
!507 = distinct !DILexicalBlock(scope: !504, file: !105, line: 59, column: 3)
!508 = !DILocation(line: 59, column: 8, scope: !507)
!509 = !DILocation(line: 59, column: 15, scope: !510)
!510 = distinct !DILexicalBlock(scope: !507, file: !105, line: 59, column: 3)
!511 = !DILocation(line: 59, column: 17, scope: !510)
!512 = !DILocation(line: 59, column: 3, scope: !507)
!513 = !DILocation(line: 60, column: 8, scope: !514)
!514 = distinct !DILexicalBlock(scope: !515, file: !105, line: 60, column: 8)
!515 = distinct !DILexicalBlock(scope: !510, file: !105, line: 59, column: 27)
!516 = !DILocation(line: 60, column: 12, scope: !514)
!517 = !DILocation(line: 60, column: 8, scope: !515)
!518 = !DILocation(line: 61, column: 12, scope: !519)
!519 = distinct !DILexicalBlock(scope: !514, file: !105, line: 60, column: 17)
!520 = !DILocation(line: 61, column: 16, scope: !519)
!521 = !DILocation(line: 61, column: 22, scope: !519)
!522 = !DILocation(line: 61, column: 9, scope: !519)
!523 = !DILocation(line: 62, column: 4, scope: !519)
!524 = !DILocation(line: 63, column: 9, scope: !525)
!525 = distinct !DILexicalBlock(scope: !514, file: !105, line: 62, column: 11)
!526 = !DILocation(line: 65, column: 3, scope: !515)
!527 = !DILocation(line: 59, column: 23, scope: !510)
!528 = !DILocation(line: 59, column: 3, scope: !510)
!529 = distinct !{!529, !512, !530, !306}
!530 = !DILocation(line: 65, column: 3, scope: !507)
!531 = !DILocation(line: 66, column: 18, scope: !504)
!532 = !DILocation(line: 66, column: 13, scope: !504)
!533 = !DILocation(line: 66, column: 3, scope: !504)
!534 = !DILocation(line: 66, column: 16, scope: !504)
!535 = !DILocation(line: 67, column: 2, scope: !504)
!536 = !DILocation(line: 57, column: 24, scope: !500)
!537 = !DILocation(line: 57, column: 2, scope: !500)
!538 = distinct !{!538, !502, !539, !306}
!539 = !DILocation(line: 67, column: 2, scope: !497)
!540 = !DILocation(line: 68, column: 1, scope: !486)
!541 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 63, type: !542, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!542 = !DISubroutineType(types: !543)
!543 = !{!107}
!544 = !DILocalVariable(name: "l_38", scope: !541, file: !2, line: 65, type: !150)
!545 = !DILocation(line: 65, column: 13, scope: !541)
!546 = !DILocalVariable(name: "l_309", scope: !541, file: !2, line: 66, type: !122)
!547 = !DILocation(line: 66, column: 14, scope: !541)
!548 = !DILocalVariable(name: "l_310", scope: !541, file: !2, line: 67, type: !122)
!549 = !DILocation(line: 67, column: 14, scope: !541)
!550 = !DILocalVariable(name: "l_311", scope: !541, file: !2, line: 68, type: !122)
!551 = !DILocation(line: 68, column: 14, scope: !541)
!552 = !DILocalVariable(name: "l_312", scope: !541, file: !2, line: 69, type: !122)
!553 = !DILocation(line: 69, column: 14, scope: !541)
!554 = !DILocalVariable(name: "l_313", scope: !541, file: !2, line: 70, type: !122)
!555 = !DILocation(line: 70, column: 14, scope: !541)
!556 = !DILocalVariable(name: "l_314", scope: !541, file: !2, line: 71, type: !557)
!557 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 512, elements: !558)
!558 = !{!157}
!559 = !DILocation(line: 71, column: 14, scope: !541)
!560 = !DILocalVariable(name: "i", scope: !541, file: !2, line: 72, type: !12)
!561 = !DILocation(line: 72, column: 9, scope: !541)
!562 = !DILocation(line: 73, column: 192, scope: !541)
!563 = !DILocation(line: 73, column: 226, scope: !541)
!564 = !DILocation(line: 73, column: 375, scope: !541)
!565 = !DILocation(line: 73, column: 441, scope: !541)
!566 = !DILocation(line: 73, column: 447, scope: !541)
!567 = !DILocation(line: 73, column: 415, scope: !541)
!568 = !DILocation(line: 73, column: 414, scope: !541)
!569 = !DILocation(line: 73, column: 457, scope: !541)
!570 = !DILocation(line: 73, column: 454, scope: !541)
!571 = !DILocation(line: 73, column: 466, scope: !541)
!572 = !DILocation(line: 73, column: 463, scope: !541)
!573 = !DILocation(line: 73, column: 474, scope: !541)
!574 = !DILocation(line: 73, column: 472, scope: !541)
!575 = !DILocation(line: 73, column: 411, scope: !541)
!576 = !DILocation(line: 73, column: 382, scope: !541)
!577 = !DILocation(line: 73, column: 381, scope: !541)
!578 = !DILocation(line: 73, column: 350, scope: !541)
!579 = !DILocation(line: 73, column: 349, scope: !541)
!580 = !DILocation(line: 73, column: 488, scope: !541)
!581 = !DILocation(line: 73, column: 341, scope: !541)
!582 = !DILocation(line: 73, column: 306, scope: !541)
!583 = !DILocation(line: 73, column: 305, scope: !541)
!584 = !DILocation(line: 73, column: 499, scope: !541)
!585 = !DILocation(line: 73, column: 496, scope: !541)
!586 = !DILocation(line: 73, column: 304, scope: !541)
!587 = !DILocation(line: 73, column: 507, scope: !541)
!588 = !DILocation(line: 73, column: 278, scope: !541)
!589 = !DILocation(line: 73, column: 247, scope: !541)
!590 = !DILocation(line: 73, column: 246, scope: !541)
!591 = !DILocation(line: 73, column: 523, scope: !541)
!592 = !DILocation(line: 73, column: 533, scope: !541)
!593 = !DILocation(line: 0, scope: !541)
!594 = !DILocation(line: 73, column: 244, scope: !541)
!595 = !DILocation(line: 73, column: 550, scope: !541)
!596 = !DILocation(line: 73, column: 560, scope: !541)
!597 = !DILocation(line: 73, column: 570, scope: !541)
!598 = !DILocation(line: 73, column: 576, scope: !541)
!599 = !DILocation(line: 73, column: 236, scope: !541)
!600 = !DILocation(line: 73, column: 616, scope: !541)
!601 = !DILocation(line: 73, column: 232, scope: !541)
!602 = !DILocation(line: 73, column: 200, scope: !541)
!603 = !DILocation(line: 73, column: 199, scope: !541)
!604 = !DILocation(line: 73, column: 627, scope: !541)
!605 = !DILocation(line: 73, column: 625, scope: !541)
!606 = !DILocation(line: 73, column: 198, scope: !541)
!607 = !DILocation(line: 73, column: 162, scope: !541)
!608 = !DILocation(line: 73, column: 161, scope: !541)
!609 = !DILocation(line: 73, column: 135, scope: !541)
!610 = !DILocation(line: 73, column: 134, scope: !541)
!611 = !DILocation(line: 73, column: 645, scope: !541)
!612 = !DILocation(line: 73, column: 104, scope: !541)
!613 = !DILocation(line: 73, column: 103, scope: !541)
!614 = !DILocation(line: 73, column: 655, scope: !541)
!615 = !DILocation(line: 73, column: 652, scope: !541)
!616 = !DILocation(line: 73, column: 102, scope: !541)
!617 = !DILocation(line: 73, column: 72, scope: !541)
!618 = !DILocation(line: 73, column: 71, scope: !541)
!619 = !DILocation(line: 73, column: 46, scope: !541)
!620 = !DILocation(line: 73, column: 677, scope: !541)
!621 = !DILocation(line: 73, column: 19, scope: !541)
!622 = !DILocation(line: 73, column: 18, scope: !541)
!623 = !DILocation(line: 73, column: 684, scope: !541)
!624 = !DILocation(line: 73, column: 713, scope: !541)
!625 = !DILocation(line: 73, column: 16, scope: !541)
!626 = !DILocation(line: 73, column: 7, scope: !541)
!627 = !DILocation(line: 73, column: 14, scope: !541)
!628 = !DILocation(line: 74, column: 10, scope: !541)
!629 = !DILocation(line: 75, column: 12, scope: !541)
!630 = !DILocation(line: 75, column: 5, scope: !541)
!631 = distinct !DISubprogram(name: "transparent_crc", scope: !105, file: !105, line: 110, type: !632, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!632 = !DISubroutineType(types: !633)
!633 = !{null, !176, !229, !12}
!634 = !DILocalVariable(name: "val", arg: 1, scope: !631, file: !105, line: 110, type: !176)
!635 = !DILocation(line: 110, column: 27, scope: !631)
!636 = !DILocalVariable(name: "vname", arg: 2, scope: !631, file: !105, line: 110, type: !229)
!637 = !DILocation(line: 110, column: 38, scope: !631)
!638 = !DILocalVariable(name: "flag", arg: 3, scope: !631, file: !105, line: 110, type: !12)
!639 = !DILocation(line: 110, column: 49, scope: !631)
!640 = !DILocation(line: 112, column: 15, scope: !631)
!641 = !DILocation(line: 112, column: 2, scope: !631)
!642 = !DILocation(line: 113, column: 6, scope: !643)
!643 = distinct !DILexicalBlock(scope: !631, file: !105, line: 113, column: 6)
!644 = !DILocation(line: 113, column: 6, scope: !631)
!645 = !DILocation(line: 114, column: 52, scope: !646)
!646 = distinct !DILexicalBlock(scope: !643, file: !105, line: 113, column: 12)
!647 = !DILocation(line: 114, column: 59, scope: !646)
!648 = !DILocation(line: 114, column: 73, scope: !646)
!649 = !DILocation(line: 114, column: 5, scope: !646)
!650 = !DILocation(line: 115, column: 2, scope: !646)
!651 = !DILocation(line: 116, column: 1, scope: !631)
!652 = distinct !DISubprogram(name: "platform_main_end", scope: !214, file: !214, line: 49, type: !653, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!653 = !DISubroutineType(types: !654)
!654 = !{null, !107, !12}
!655 = !DILocalVariable(name: "crc", arg: 1, scope: !652, file: !214, line: 49, type: !107)
!656 = !DILocation(line: 49, column: 28, scope: !652)
!657 = !DILocalVariable(name: "flag", arg: 2, scope: !652, file: !214, line: 49, type: !12)
!658 = !DILocation(line: 49, column: 37, scope: !652)
!659 = !DILocation(line: 56, column: 29, scope: !652)
!660 = !DILocation(line: 56, column: 2, scope: !652)
!661 = !DILocation(line: 120, column: 1, scope: !652)
!662 = distinct !DISubprogram(name: "safe_mul_func_uint8_t_u_u", scope: !663, file: !663, line: 560, type: !664, scopeLine: 561, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!663 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!664 = !DISubroutineType(types: !665)
!665 = !{!207, !207, !207}
!666 = !DILocalVariable(name: "ui1", arg: 1, scope: !662, file: !663, line: 560, type: !207)
!667 = !DILocation(line: 560, column: 41, scope: !662)
!668 = !DILocalVariable(name: "ui2", arg: 2, scope: !662, file: !663, line: 560, type: !207)
!669 = !DILocation(line: 560, column: 54, scope: !662)
!670 = !DILocation(line: 563, column: 25, scope: !662)
!671 = !DILocation(line: 563, column: 11, scope: !662)
!672 = !DILocation(line: 563, column: 47, scope: !662)
!673 = !DILocation(line: 563, column: 33, scope: !662)
!674 = !DILocation(line: 563, column: 30, scope: !662)
!675 = !DILocation(line: 563, column: 10, scope: !662)
!676 = !DILocation(line: 563, column: 3, scope: !662)
!677 = distinct !DISubprogram(name: "safe_add_func_int8_t_s_s", scope: !663, file: !663, line: 28, type: !678, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!678 = !DISubroutineType(types: !679)
!679 = !{!192, !192, !192}
!680 = !DILocalVariable(name: "si1", arg: 1, scope: !677, file: !663, line: 28, type: !192)
!681 = !DILocation(line: 28, column: 39, scope: !677)
!682 = !DILocalVariable(name: "si2", arg: 2, scope: !677, file: !663, line: 28, type: !192)
!683 = !DILocation(line: 28, column: 51, scope: !677)
!684 = !DILocation(line: 38, column: 6, scope: !677)
!685 = !DILocation(line: 38, column: 12, scope: !677)
!686 = !DILocation(line: 38, column: 10, scope: !677)
!687 = !DILocation(line: 38, column: 5, scope: !677)
!688 = !DILocation(line: 31, column: 3, scope: !677)
!689 = distinct !DISubprogram(name: "safe_lshift_func_uint16_t_u_s", scope: !663, file: !663, line: 693, type: !690, scopeLine: 694, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!690 = !DISubroutineType(types: !691)
!691 = !{!145, !145, !12}
!692 = !DILocalVariable(name: "left", arg: 1, scope: !689, file: !663, line: 693, type: !145)
!693 = !DILocation(line: 693, column: 46, scope: !689)
!694 = !DILocalVariable(name: "right", arg: 2, scope: !689, file: !663, line: 693, type: !12)
!695 = !DILocation(line: 693, column: 56, scope: !689)
!696 = !DILocation(line: 698, column: 13, scope: !689)
!697 = !DILocation(line: 698, column: 20, scope: !689)
!698 = !DILocation(line: 698, column: 25, scope: !689)
!699 = !DILocation(line: 698, column: 35, scope: !689)
!700 = !DILocation(line: 698, column: 42, scope: !689)
!701 = !DILocation(line: 698, column: 49, scope: !689)
!702 = !DILocation(line: 698, column: 53, scope: !689)
!703 = !DILocation(line: 698, column: 81, scope: !689)
!704 = !DILocation(line: 698, column: 72, scope: !689)
!705 = !DILocation(line: 698, column: 58, scope: !689)
!706 = !DILocation(line: 698, column: 5, scope: !689)
!707 = !DILocation(line: 699, column: 6, scope: !689)
!708 = !DILocation(line: 699, column: 5, scope: !689)
!709 = !DILocation(line: 701, column: 6, scope: !689)
!710 = !DILocation(line: 701, column: 20, scope: !689)
!711 = !DILocation(line: 701, column: 11, scope: !689)
!712 = !DILocation(line: 696, column: 3, scope: !689)
!713 = distinct !DISubprogram(name: "safe_rshift_func_uint16_t_u_u", scope: !663, file: !663, line: 729, type: !714, scopeLine: 730, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!714 = !DISubroutineType(types: !715)
!715 = !{!145, !145, !11}
!716 = !DILocalVariable(name: "left", arg: 1, scope: !713, file: !663, line: 729, type: !145)
!717 = !DILocation(line: 729, column: 46, scope: !713)
!718 = !DILocalVariable(name: "right", arg: 2, scope: !713, file: !663, line: 729, type: !11)
!719 = !DILocation(line: 729, column: 65, scope: !713)
!720 = !DILocation(line: 734, column: 21, scope: !713)
!721 = !DILocation(line: 734, column: 28, scope: !713)
!722 = !DILocation(line: 734, column: 5, scope: !713)
!723 = !DILocation(line: 735, column: 6, scope: !713)
!724 = !DILocation(line: 735, column: 5, scope: !713)
!725 = !DILocation(line: 737, column: 6, scope: !713)
!726 = !DILocation(line: 737, column: 29, scope: !713)
!727 = !DILocation(line: 737, column: 11, scope: !713)
!728 = !DILocation(line: 732, column: 3, scope: !713)
!729 = distinct !DISubprogram(name: "safe_add_func_uint8_t_u_u", scope: !663, file: !663, line: 546, type: !664, scopeLine: 547, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!730 = !DILocalVariable(name: "ui1", arg: 1, scope: !729, file: !663, line: 546, type: !207)
!731 = !DILocation(line: 546, column: 41, scope: !729)
!732 = !DILocalVariable(name: "ui2", arg: 2, scope: !729, file: !663, line: 546, type: !207)
!733 = !DILocation(line: 546, column: 54, scope: !729)
!734 = !DILocation(line: 549, column: 10, scope: !729)
!735 = !DILocation(line: 549, column: 16, scope: !729)
!736 = !DILocation(line: 549, column: 14, scope: !729)
!737 = !DILocation(line: 549, column: 3, scope: !729)
!738 = distinct !DISubprogram(name: "safe_rshift_func_uint16_t_u_s", scope: !663, file: !663, line: 717, type: !690, scopeLine: 718, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!739 = !DILocalVariable(name: "left", arg: 1, scope: !738, file: !663, line: 717, type: !145)
!740 = !DILocation(line: 717, column: 46, scope: !738)
!741 = !DILocalVariable(name: "right", arg: 2, scope: !738, file: !663, line: 717, type: !12)
!742 = !DILocation(line: 717, column: 56, scope: !738)
!743 = !DILocation(line: 722, column: 13, scope: !738)
!744 = !DILocation(line: 722, column: 20, scope: !738)
!745 = !DILocation(line: 722, column: 25, scope: !738)
!746 = !DILocation(line: 722, column: 35, scope: !738)
!747 = !DILocation(line: 722, column: 42, scope: !738)
!748 = !DILocation(line: 722, column: 5, scope: !738)
!749 = !DILocation(line: 723, column: 6, scope: !738)
!750 = !DILocation(line: 723, column: 5, scope: !738)
!751 = !DILocation(line: 725, column: 6, scope: !738)
!752 = !DILocation(line: 725, column: 20, scope: !738)
!753 = !DILocation(line: 725, column: 11, scope: !738)
!754 = !DILocation(line: 720, column: 3, scope: !738)
!755 = distinct !DISubprogram(name: "safe_mod_func_int32_t_s_s", scope: !663, file: !663, line: 330, type: !756, scopeLine: 331, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!756 = !DISubroutineType(types: !757)
!757 = !{!123, !123, !123}
!758 = !DILocalVariable(name: "si1", arg: 1, scope: !755, file: !663, line: 330, type: !123)
!759 = !DILocation(line: 330, column: 41, scope: !755)
!760 = !DILocalVariable(name: "si2", arg: 2, scope: !755, file: !663, line: 330, type: !123)
!761 = !DILocation(line: 330, column: 54, scope: !755)
!762 = !DILocation(line: 335, column: 7, scope: !755)
!763 = !DILocation(line: 335, column: 11, scope: !755)
!764 = !DILocation(line: 335, column: 17, scope: !755)
!765 = !DILocation(line: 335, column: 22, scope: !755)
!766 = !DILocation(line: 335, column: 26, scope: !755)
!767 = !DILocation(line: 335, column: 40, scope: !755)
!768 = !DILocation(line: 335, column: 44, scope: !755)
!769 = !DILocation(line: 335, column: 48, scope: !755)
!770 = !DILocation(line: 335, column: 5, scope: !755)
!771 = !DILocation(line: 336, column: 6, scope: !755)
!772 = !DILocation(line: 338, column: 6, scope: !755)
!773 = !DILocation(line: 338, column: 12, scope: !755)
!774 = !DILocation(line: 338, column: 10, scope: !755)
!775 = !DILocation(line: 333, column: 3, scope: !755)
!776 = distinct !DISubprogram(name: "func_17", scope: !2, file: !2, line: 84, type: !777, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!777 = !DISubroutineType(types: !778)
!778 = !{!123, !176, !107, !192, !779, !123}
!779 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!780 = !DILocalVariable(name: "p_18", arg: 1, scope: !776, file: !2, line: 84, type: !176)
!781 = !DILocation(line: 84, column: 35, scope: !776)
!782 = !DILocalVariable(name: "p_19", arg: 2, scope: !776, file: !2, line: 84, type: !107)
!783 = !DILocation(line: 84, column: 51, scope: !776)
!784 = !DILocalVariable(name: "p_20", arg: 3, scope: !776, file: !2, line: 84, type: !192)
!785 = !DILocation(line: 84, column: 65, scope: !776)
!786 = !DILocalVariable(name: "p_21", arg: 4, scope: !776, file: !2, line: 84, type: !779)
!787 = !DILocation(line: 84, column: 86, scope: !776)
!788 = !DILocalVariable(name: "p_22", arg: 5, scope: !776, file: !2, line: 84, type: !123)
!789 = !DILocation(line: 84, column: 101, scope: !776)
!790 = !DILocalVariable(name: "l_292", scope: !776, file: !2, line: 86, type: !791)
!791 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!792 = !DILocation(line: 86, column: 13, scope: !776)
!793 = !DILocalVariable(name: "l_294", scope: !776, file: !2, line: 87, type: !123)
!794 = !DILocation(line: 87, column: 13, scope: !776)
!795 = !DILocalVariable(name: "l_295", scope: !776, file: !2, line: 88, type: !796)
!796 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 3072, elements: !797)
!797 = !{!185, !157, !6}
!798 = !DILocation(line: 88, column: 14, scope: !776)
!799 = !DILocation(line: 88, column: 33, scope: !776)
!800 = !DILocation(line: 88, column: 32, scope: !776)
!801 = !DILocation(line: 88, column: 51, scope: !776)
!802 = !DILocation(line: 88, column: 76, scope: !776)
!803 = !DILocation(line: 88, column: 103, scope: !776)
!804 = !DILocation(line: 88, column: 130, scope: !776)
!805 = !DILocation(line: 88, column: 148, scope: !776)
!806 = !DILocation(line: 88, column: 175, scope: !776)
!807 = !DILocation(line: 88, column: 200, scope: !776)
!808 = !DILocation(line: 88, column: 31, scope: !776)
!809 = !DILocation(line: 88, column: 236, scope: !776)
!810 = !DILocation(line: 88, column: 235, scope: !776)
!811 = !DILocation(line: 88, column: 270, scope: !776)
!812 = !DILocation(line: 88, column: 304, scope: !776)
!813 = !DILocation(line: 88, column: 329, scope: !776)
!814 = !DILocation(line: 88, column: 356, scope: !776)
!815 = !DILocation(line: 88, column: 374, scope: !776)
!816 = !DILocation(line: 88, column: 401, scope: !776)
!817 = !DILocation(line: 88, column: 428, scope: !776)
!818 = !DILocation(line: 88, column: 455, scope: !776)
!819 = !DILocation(line: 88, column: 454, scope: !776)
!820 = !DILocation(line: 88, column: 473, scope: !776)
!821 = !DILocation(line: 88, column: 507, scope: !776)
!822 = !DILocation(line: 88, column: 541, scope: !776)
!823 = !DILocation(line: 88, column: 575, scope: !776)
!824 = !DILocation(line: 88, column: 609, scope: !776)
!825 = !DILocation(line: 88, column: 627, scope: !776)
!826 = !DILocation(line: 88, column: 652, scope: !776)
!827 = !DILocalVariable(name: "l_298", scope: !776, file: !2, line: 89, type: !828)
!828 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!829 = !DILocation(line: 89, column: 15, scope: !776)
!830 = !DILocalVariable(name: "l_300", scope: !776, file: !2, line: 90, type: !831)
!831 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!832 = !DILocation(line: 90, column: 14, scope: !776)
!833 = !DILocalVariable(name: "l_304", scope: !776, file: !2, line: 91, type: !834)
!834 = !DICompositeType(tag: DW_TAG_array_type, baseType: !835, size: 448, elements: !201)
!835 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!836 = !DILocation(line: 91, column: 15, scope: !776)
!837 = !DILocalVariable(name: "l_307", scope: !776, file: !2, line: 92, type: !835)
!838 = !DILocation(line: 92, column: 15, scope: !776)
!839 = !DILocalVariable(name: "l_308", scope: !776, file: !2, line: 93, type: !130)
!840 = !DILocation(line: 93, column: 15, scope: !776)
!841 = !DILocalVariable(name: "i", scope: !776, file: !2, line: 94, type: !12)
!842 = !DILocation(line: 94, column: 9, scope: !776)
!843 = !DILocalVariable(name: "j", scope: !776, file: !2, line: 94, type: !12)
!844 = !DILocation(line: 94, column: 12, scope: !776)
!845 = !DILocalVariable(name: "k", scope: !776, file: !2, line: 94, type: !12)
!846 = !DILocation(line: 94, column: 15, scope: !776)
!847 = !DILocation(line: 95, column: 108, scope: !776)
!848 = !DILocation(line: 95, column: 115, scope: !776)
!849 = !DILocation(line: 95, column: 58, scope: !776)
!850 = !DILocation(line: 95, column: 57, scope: !776)
!851 = !DILocation(line: 95, column: 129, scope: !776)
!852 = !DILocation(line: 95, column: 127, scope: !776)
!853 = !DILocation(line: 95, column: 56, scope: !776)
!854 = !DILocation(line: 95, column: 25, scope: !776)
!855 = !DILocation(line: 95, column: 23, scope: !776)
!856 = !DILocation(line: 95, column: 20, scope: !776)
!857 = !DILocation(line: 96, column: 80, scope: !776)
!858 = !DILocation(line: 96, column: 100, scope: !776)
!859 = !DILocation(line: 96, column: 107, scope: !776)
!860 = !DILocation(line: 96, column: 95, scope: !776)
!861 = !DILocation(line: 96, column: 51, scope: !776)
!862 = !DILocation(line: 96, column: 50, scope: !776)
!863 = !DILocation(line: 96, column: 40, scope: !776)
!864 = !DILocation(line: 96, column: 47, scope: !776)
!865 = !DILocation(line: 96, column: 193, scope: !776)
!866 = !DILocation(line: 96, column: 218, scope: !776)
!867 = !DILocation(line: 96, column: 216, scope: !776)
!868 = !DILocation(line: 96, column: 180, scope: !776)
!869 = !DILocation(line: 96, column: 187, scope: !776)
!870 = !DILocation(line: 96, column: 177, scope: !776)
!871 = !DILocation(line: 96, column: 175, scope: !776)
!872 = !DILocation(line: 96, column: 228, scope: !776)
!873 = !DILocation(line: 96, column: 170, scope: !776)
!874 = !DILocation(line: 96, column: 242, scope: !776)
!875 = !DILocation(line: 96, column: 143, scope: !776)
!876 = !DILocation(line: 96, column: 33, scope: !776)
!877 = !DILocation(line: 96, column: 14, scope: !776)
!878 = !DILocation(line: 97, column: 31, scope: !776)
!879 = !DILocation(line: 97, column: 27, scope: !776)
!880 = !DILocation(line: 97, column: 14, scope: !776)
!881 = !DILocation(line: 98, column: 7, scope: !776)
!882 = !DILocation(line: 98, column: 14, scope: !776)
!883 = !DILocation(line: 99, column: 14, scope: !776)
!884 = !DILocation(line: 99, column: 13, scope: !776)
!885 = !DILocation(line: 99, column: 5, scope: !776)
!886 = distinct !DISubprogram(name: "safe_add_func_int16_t_s_s", scope: !663, file: !663, line: 158, type: !887, scopeLine: 159, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!887 = !DISubroutineType(types: !888)
!888 = !{!116, !116, !116}
!889 = !DILocalVariable(name: "si1", arg: 1, scope: !886, file: !663, line: 158, type: !116)
!890 = !DILocation(line: 158, column: 41, scope: !886)
!891 = !DILocalVariable(name: "si2", arg: 2, scope: !886, file: !663, line: 158, type: !116)
!892 = !DILocation(line: 158, column: 54, scope: !886)
!893 = !DILocation(line: 168, column: 6, scope: !886)
!894 = !DILocation(line: 168, column: 12, scope: !886)
!895 = !DILocation(line: 168, column: 10, scope: !886)
!896 = !DILocation(line: 168, column: 5, scope: !886)
!897 = !DILocation(line: 161, column: 3, scope: !886)
!898 = distinct !DISubprogram(name: "safe_mul_func_int16_t_s_s", scope: !663, file: !663, line: 186, type: !887, scopeLine: 187, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!899 = !DILocalVariable(name: "si1", arg: 1, scope: !898, file: !663, line: 186, type: !116)
!900 = !DILocation(line: 186, column: 41, scope: !898)
!901 = !DILocalVariable(name: "si2", arg: 2, scope: !898, file: !663, line: 186, type: !116)
!902 = !DILocation(line: 186, column: 54, scope: !898)
!903 = !DILocation(line: 196, column: 5, scope: !898)
!904 = !DILocation(line: 196, column: 11, scope: !898)
!905 = !DILocation(line: 196, column: 9, scope: !898)
!906 = !DILocation(line: 189, column: 3, scope: !898)
!907 = distinct !DISubprogram(name: "func_29", scope: !2, file: !2, line: 108, type: !908, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!908 = !DISubroutineType(types: !909)
!909 = !{!116, !150, !107}
!910 = !DILocalVariable(name: "p_30", arg: 1, scope: !907, file: !2, line: 108, type: !150)
!911 = !DILocation(line: 108, column: 34, scope: !907)
!912 = !DILocalVariable(name: "p_31", arg: 2, scope: !907, file: !2, line: 108, type: !107)
!913 = !DILocation(line: 108, column: 50, scope: !907)
!914 = !DILocalVariable(name: "l_46", scope: !907, file: !2, line: 110, type: !915)
!915 = !DICompositeType(tag: DW_TAG_array_type, baseType: !207, size: 2016, elements: !916)
!916 = !{!32, !202, !32}
!917 = !DILocation(line: 110, column: 13, scope: !907)
!918 = !DILocalVariable(name: "l_50", scope: !907, file: !2, line: 111, type: !123)
!919 = !DILocation(line: 111, column: 13, scope: !907)
!920 = !DILocalVariable(name: "l_52", scope: !907, file: !2, line: 112, type: !192)
!921 = !DILocation(line: 112, column: 12, scope: !907)
!922 = !DILocalVariable(name: "l_70", scope: !907, file: !2, line: 113, type: !115)
!923 = !DILocation(line: 113, column: 14, scope: !907)
!924 = !DILocalVariable(name: "l_109", scope: !907, file: !2, line: 114, type: !835)
!925 = !DILocation(line: 114, column: 15, scope: !907)
!926 = !DILocalVariable(name: "l_137", scope: !907, file: !2, line: 115, type: !123)
!927 = !DILocation(line: 115, column: 13, scope: !907)
!928 = !DILocalVariable(name: "l_138", scope: !907, file: !2, line: 116, type: !123)
!929 = !DILocation(line: 116, column: 13, scope: !907)
!930 = !DILocalVariable(name: "l_140", scope: !907, file: !2, line: 117, type: !123)
!931 = !DILocation(line: 117, column: 13, scope: !907)
!932 = !DILocalVariable(name: "l_141", scope: !907, file: !2, line: 118, type: !123)
!933 = !DILocation(line: 118, column: 13, scope: !907)
!934 = !DILocalVariable(name: "l_143", scope: !907, file: !2, line: 119, type: !123)
!935 = !DILocation(line: 119, column: 13, scope: !907)
!936 = !DILocalVariable(name: "l_144", scope: !907, file: !2, line: 120, type: !123)
!937 = !DILocation(line: 120, column: 13, scope: !907)
!938 = !DILocalVariable(name: "l_145", scope: !907, file: !2, line: 121, type: !123)
!939 = !DILocation(line: 121, column: 13, scope: !907)
!940 = !DILocalVariable(name: "l_146", scope: !907, file: !2, line: 122, type: !941)
!941 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 3072, elements: !942)
!942 = !{!157, !186, !185}
!943 = !DILocation(line: 122, column: 13, scope: !907)
!944 = !DILocalVariable(name: "l_176", scope: !907, file: !2, line: 123, type: !122)
!945 = !DILocation(line: 123, column: 14, scope: !907)
!946 = !DILocalVariable(name: "l_192", scope: !907, file: !2, line: 124, type: !947)
!947 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 192, elements: !948)
!948 = !{!185}
!949 = !DILocation(line: 124, column: 14, scope: !907)
!950 = !DILocalVariable(name: "l_251", scope: !907, file: !2, line: 125, type: !145)
!951 = !DILocation(line: 125, column: 14, scope: !907)
!952 = !DILocalVariable(name: "l_256", scope: !907, file: !2, line: 126, type: !116)
!953 = !DILocation(line: 126, column: 13, scope: !907)
!954 = !DILocalVariable(name: "l_283", scope: !907, file: !2, line: 127, type: !192)
!955 = !DILocation(line: 127, column: 12, scope: !907)
!956 = !DILocalVariable(name: "l_285", scope: !907, file: !2, line: 128, type: !107)
!957 = !DILocation(line: 128, column: 14, scope: !907)
!958 = !DILocalVariable(name: "i", scope: !907, file: !2, line: 129, type: !12)
!959 = !DILocation(line: 129, column: 9, scope: !907)
!960 = !DILocalVariable(name: "j", scope: !907, file: !2, line: 129, type: !12)
!961 = !DILocation(line: 129, column: 12, scope: !907)
!962 = !DILocalVariable(name: "k", scope: !907, file: !2, line: 129, type: !12)
!963 = !DILocation(line: 129, column: 15, scope: !907)
!964 = !DILocation(line: 130, column: 12, scope: !965)
!965 = distinct !DILexicalBlock(scope: !907, file: !2, line: 130, column: 5)
!966 = !DILocation(line: 130, column: 10, scope: !965)
!967 = !DILocation(line: 130, column: 17, scope: !968)
!968 = distinct !DILexicalBlock(scope: !965, file: !2, line: 130, column: 5)
!969 = !DILocation(line: 130, column: 19, scope: !968)
!970 = !DILocation(line: 130, column: 5, scope: !965)
!971 = !DILocation(line: 131, column: 15, scope: !968)
!972 = !DILocation(line: 131, column: 9, scope: !968)
!973 = !DILocation(line: 131, column: 18, scope: !968)
!974 = !DILocation(line: 130, column: 25, scope: !968)
!975 = !DILocation(line: 130, column: 5, scope: !968)
!976 = distinct !{!976, !970, !977, !306}
!977 = !DILocation(line: 131, column: 21, scope: !965)
!978 = !DILabel(scope: !907, name: "lbl_222", file: !2, line: 132)
!979 = !DILocation(line: 132, column: 1, scope: !907)
!980 = !DILocation(line: 133, column: 15, scope: !981)
!981 = distinct !DILexicalBlock(scope: !907, file: !2, line: 133, column: 5)
!982 = !DILocation(line: 133, column: 10, scope: !981)
!983 = !DILocation(line: 133, column: 21, scope: !984)
!984 = distinct !DILexicalBlock(scope: !981, file: !2, line: 133, column: 5)
!985 = !DILocation(line: 133, column: 26, scope: !984)
!986 = !DILocation(line: 133, column: 5, scope: !981)
!987 = !DILocalVariable(name: "l_41", scope: !988, file: !2, line: 135, type: !176)
!988 = distinct !DILexicalBlock(scope: !984, file: !2, line: 134, column: 5)
!989 = !DILocation(line: 135, column: 18, scope: !988)
!990 = !DILocalVariable(name: "l_49", scope: !988, file: !2, line: 136, type: !107)
!991 = !DILocation(line: 136, column: 18, scope: !988)
!992 = !DILocalVariable(name: "l_53", scope: !988, file: !2, line: 137, type: !993)
!993 = !DICompositeType(tag: DW_TAG_array_type, baseType: !835, size: 384, elements: !994)
!994 = !{!32, !995}
!995 = !DISubrange(count: 1)
!996 = !DILocation(line: 137, column: 19, scope: !988)
!997 = !DILocalVariable(name: "l_55", scope: !988, file: !2, line: 138, type: !123)
!998 = !DILocation(line: 138, column: 17, scope: !988)
!999 = !DILocalVariable(name: "l_56", scope: !988, file: !2, line: 139, type: !176)
!1000 = !DILocation(line: 139, column: 18, scope: !988)
!1001 = !DILocalVariable(name: "l_85", scope: !988, file: !2, line: 140, type: !176)
!1002 = !DILocation(line: 140, column: 18, scope: !988)
!1003 = !DILocalVariable(name: "l_131", scope: !988, file: !2, line: 141, type: !122)
!1004 = !DILocation(line: 141, column: 18, scope: !988)
!1005 = !DILocalVariable(name: "l_132", scope: !988, file: !2, line: 142, type: !122)
!1006 = !DILocation(line: 142, column: 18, scope: !988)
!1007 = !DILocalVariable(name: "l_133", scope: !988, file: !2, line: 143, type: !122)
!1008 = !DILocation(line: 143, column: 18, scope: !988)
!1009 = !DILocalVariable(name: "l_134", scope: !988, file: !2, line: 144, type: !122)
!1010 = !DILocation(line: 144, column: 18, scope: !988)
!1011 = !DILocalVariable(name: "l_135", scope: !988, file: !2, line: 145, type: !122)
!1012 = !DILocation(line: 145, column: 18, scope: !988)
!1013 = !DILocalVariable(name: "l_136", scope: !988, file: !2, line: 146, type: !1014)
!1014 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 64, elements: !1015)
!1015 = !{!995}
!1016 = !DILocation(line: 146, column: 18, scope: !988)
!1017 = !DILocalVariable(name: "l_147", scope: !988, file: !2, line: 147, type: !1018)
!1018 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 1280, elements: !1019)
!1019 = !{!186, !1020, !995}
!1020 = !DISubrange(count: 10)
!1021 = !DILocation(line: 147, column: 18, scope: !988)
!1022 = !DILocalVariable(name: "l_150", scope: !988, file: !2, line: 148, type: !1023)
!1023 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 32, elements: !5)
!1024 = !DILocation(line: 148, column: 17, scope: !988)
!1025 = !DILocalVariable(name: "l_151", scope: !988, file: !2, line: 149, type: !1026)
!1026 = !DICompositeType(tag: DW_TAG_array_type, baseType: !207, size: 1920, elements: !1027)
!1027 = !{!157, !1020, !185}
!1028 = !DILocation(line: 149, column: 17, scope: !988)
!1029 = !DILocalVariable(name: "i", scope: !988, file: !2, line: 150, type: !12)
!1030 = !DILocation(line: 150, column: 13, scope: !988)
!1031 = !DILocalVariable(name: "j", scope: !988, file: !2, line: 150, type: !12)
!1032 = !DILocation(line: 150, column: 16, scope: !988)
!1033 = !DILocalVariable(name: "k", scope: !988, file: !2, line: 150, type: !12)
!1034 = !DILocation(line: 150, column: 19, scope: !988)
!1035 = !DILocation(line: 151, column: 16, scope: !1036)
!1036 = distinct !DILexicalBlock(scope: !988, file: !2, line: 151, column: 9)
!1037 = !DILocation(line: 151, column: 14, scope: !1036)
!1038 = !DILocation(line: 151, column: 21, scope: !1039)
!1039 = distinct !DILexicalBlock(scope: !1036, file: !2, line: 151, column: 9)
!1040 = !DILocation(line: 151, column: 23, scope: !1039)
!1041 = !DILocation(line: 151, column: 9, scope: !1036)
!1042 = !DILocation(line: 152, column: 19, scope: !1039)
!1043 = !DILocation(line: 152, column: 13, scope: !1039)
!1044 = !DILocation(line: 152, column: 22, scope: !1039)
!1045 = !DILocation(line: 151, column: 29, scope: !1039)
!1046 = !DILocation(line: 151, column: 9, scope: !1039)
!1047 = distinct !{!1047, !1041, !1048, !306}
!1048 = !DILocation(line: 152, column: 25, scope: !1036)
!1049 = !DILocation(line: 153, column: 16, scope: !1050)
!1050 = distinct !DILexicalBlock(scope: !988, file: !2, line: 153, column: 9)
!1051 = !DILocation(line: 153, column: 14, scope: !1050)
!1052 = !DILocation(line: 153, column: 21, scope: !1053)
!1053 = distinct !DILexicalBlock(scope: !1050, file: !2, line: 153, column: 9)
!1054 = !DILocation(line: 153, column: 23, scope: !1053)
!1055 = !DILocation(line: 153, column: 9, scope: !1050)
!1056 = !DILocation(line: 154, column: 19, scope: !1053)
!1057 = !DILocation(line: 154, column: 13, scope: !1053)
!1058 = !DILocation(line: 154, column: 22, scope: !1053)
!1059 = !DILocation(line: 153, column: 29, scope: !1053)
!1060 = !DILocation(line: 153, column: 9, scope: !1053)
!1061 = distinct !{!1061, !1055, !1062, !306}
!1062 = !DILocation(line: 154, column: 24, scope: !1050)
!1063 = !DILocation(line: 155, column: 14, scope: !1064)
!1064 = distinct !DILexicalBlock(scope: !988, file: !2, line: 155, column: 13)
!1065 = !DILocation(line: 155, column: 87, scope: !1064)
!1066 = !DILocation(line: 155, column: 106, scope: !1064)
!1067 = !DILocation(line: 155, column: 178, scope: !1064)
!1068 = !DILocation(line: 155, column: 175, scope: !1064)
!1069 = !DILocation(line: 155, column: 162, scope: !1064)
!1070 = !DILocation(line: 155, column: 135, scope: !1064)
!1071 = !DILocation(line: 155, column: 212, scope: !1064)
!1072 = !DILocation(line: 155, column: 210, scope: !1064)
!1073 = !DILocation(line: 155, column: 130, scope: !1064)
!1074 = !DILocation(line: 155, column: 219, scope: !1064)
!1075 = !DILocation(line: 155, column: 222, scope: !1064)
!1076 = !DILocation(line: 0, scope: !1064)
!1077 = !DILocation(line: 155, column: 230, scope: !1064)
!1078 = !DILocation(line: 155, column: 228, scope: !1064)
!1079 = !DILocation(line: 155, column: 119, scope: !1064)
!1080 = !DILocation(line: 155, column: 246, scope: !1064)
!1081 = !DILocation(line: 155, column: 252, scope: !1064)
!1082 = !DILocation(line: 155, column: 102, scope: !1064)
!1083 = !DILocation(line: 155, column: 61, scope: !1064)
!1084 = !DILocation(line: 155, column: 60, scope: !1064)
!1085 = !DILocation(line: 155, column: 24, scope: !1064)
!1086 = !DILocation(line: 155, column: 265, scope: !1064)
!1087 = !DILocation(line: 155, column: 274, scope: !1064)
!1088 = !DILocation(line: 155, column: 271, scope: !1064)
!1089 = !DILocation(line: 155, column: 13, scope: !988)
!1090 = !DILocalVariable(name: "l_58", scope: !1091, file: !2, line: 157, type: !115)
!1091 = distinct !DILexicalBlock(scope: !1064, file: !2, line: 156, column: 9)
!1092 = !DILocation(line: 157, column: 22, scope: !1091)
!1093 = !DILocalVariable(name: "l_82", scope: !1091, file: !2, line: 158, type: !123)
!1094 = !DILocation(line: 158, column: 21, scope: !1091)
!1095 = !DILocalVariable(name: "l_83", scope: !1091, file: !2, line: 159, type: !1096)
!1096 = !DICompositeType(tag: DW_TAG_array_type, baseType: !1097, size: 512, elements: !558)
!1097 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!1098 = !DILocation(line: 159, column: 23, scope: !1091)
!1099 = !DILocalVariable(name: "l_111", scope: !1091, file: !2, line: 160, type: !122)
!1100 = !DILocation(line: 160, column: 22, scope: !1091)
!1101 = !DILocalVariable(name: "l_112", scope: !1091, file: !2, line: 161, type: !122)
!1102 = !DILocation(line: 161, column: 22, scope: !1091)
!1103 = !DILocalVariable(name: "l_113", scope: !1091, file: !2, line: 162, type: !122)
!1104 = !DILocation(line: 162, column: 22, scope: !1091)
!1105 = !DILocalVariable(name: "l_114", scope: !1091, file: !2, line: 163, type: !1106)
!1106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 448, elements: !201)
!1107 = !DILocation(line: 163, column: 22, scope: !1091)
!1108 = !DILocalVariable(name: "i", scope: !1091, file: !2, line: 164, type: !12)
!1109 = !DILocation(line: 164, column: 17, scope: !1091)
!1110 = !DILocation(line: 165, column: 20, scope: !1111)
!1111 = distinct !DILexicalBlock(scope: !1091, file: !2, line: 165, column: 13)
!1112 = !DILocation(line: 165, column: 18, scope: !1111)
!1113 = !DILocation(line: 165, column: 25, scope: !1114)
!1114 = distinct !DILexicalBlock(scope: !1111, file: !2, line: 165, column: 13)
!1115 = !DILocation(line: 165, column: 27, scope: !1114)
!1116 = !DILocation(line: 165, column: 13, scope: !1111)
!1117 = !DILocation(line: 166, column: 23, scope: !1114)
!1118 = !DILocation(line: 166, column: 17, scope: !1114)
!1119 = !DILocation(line: 166, column: 26, scope: !1114)
!1120 = !DILocation(line: 165, column: 33, scope: !1114)
!1121 = !DILocation(line: 165, column: 13, scope: !1114)
!1122 = distinct !{!1122, !1116, !1123, !306}
!1123 = !DILocation(line: 166, column: 29, scope: !1111)
!1124 = !DILocation(line: 167, column: 63, scope: !1125)
!1125 = distinct !DILexicalBlock(scope: !1091, file: !2, line: 167, column: 17)
!1126 = !DILocation(line: 167, column: 54, scope: !1125)
!1127 = !DILocation(line: 167, column: 60, scope: !1125)
!1128 = !DILocation(line: 167, column: 19, scope: !1125)
!1129 = !DILocation(line: 167, column: 18, scope: !1125)
!1130 = !DILocation(line: 167, column: 228, scope: !1125)
!1131 = !DILocation(line: 167, column: 263, scope: !1125)
!1132 = !DILocation(line: 167, column: 410, scope: !1125)
!1133 = !DILocation(line: 167, column: 360, scope: !1125)
!1134 = !DILocation(line: 167, column: 418, scope: !1125)
!1135 = !DILocation(line: 167, column: 333, scope: !1125)
!1136 = !DILocation(line: 167, column: 332, scope: !1125)
!1137 = !DILocation(line: 167, column: 302, scope: !1125)
!1138 = !DILocation(line: 167, column: 301, scope: !1125)
!1139 = !DILocation(line: 167, column: 433, scope: !1125)
!1140 = !DILocation(line: 167, column: 430, scope: !1125)
!1141 = !DILocation(line: 167, column: 441, scope: !1125)
!1142 = !DILocation(line: 167, column: 439, scope: !1125)
!1143 = !DILocation(line: 167, column: 299, scope: !1125)
!1144 = !DILocation(line: 167, column: 270, scope: !1125)
!1145 = !DILocation(line: 167, column: 238, scope: !1125)
!1146 = !DILocation(line: 167, column: 456, scope: !1125)
!1147 = !DILocation(line: 167, column: 233, scope: !1125)
!1148 = !DILocation(line: 167, column: 227, scope: !1125)
!1149 = !DILocation(line: 167, column: 200, scope: !1125)
!1150 = !DILocation(line: 167, column: 199, scope: !1125)
!1151 = !DILocation(line: 167, column: 475, scope: !1125)
!1152 = !DILocation(line: 167, column: 170, scope: !1125)
!1153 = !DILocation(line: 167, column: 144, scope: !1125)
!1154 = !DILocation(line: 167, column: 143, scope: !1125)
!1155 = !DILocation(line: 167, column: 117, scope: !1125)
!1156 = !DILocation(line: 167, column: 517, scope: !1125)
!1157 = !DILocation(line: 167, column: 515, scope: !1125)
!1158 = !DILocation(line: 167, column: 523, scope: !1125)
!1159 = !DILocation(line: 167, column: 534, scope: !1125)
!1160 = !DILocation(line: 167, column: 537, scope: !1125)
!1161 = !DILocation(line: 0, scope: !1125)
!1162 = !DILocation(line: 167, column: 113, scope: !1125)
!1163 = !DILocation(line: 167, column: 110, scope: !1125)
!1164 = !DILocation(line: 167, column: 104, scope: !1125)
!1165 = !DILocation(line: 167, column: 545, scope: !1125)
!1166 = !DILocation(line: 167, column: 74, scope: !1125)
!1167 = !DILocation(line: 167, column: 73, scope: !1125)
!1168 = !DILocation(line: 167, column: 71, scope: !1125)
!1169 = !DILocation(line: 167, column: 17, scope: !1091)
!1170 = !DILocalVariable(name: "l_102", scope: !1171, file: !2, line: 169, type: !122)
!1171 = distinct !DILexicalBlock(scope: !1125, file: !2, line: 168, column: 13)
!1172 = !DILocation(line: 169, column: 26, scope: !1171)
!1173 = !DILocation(line: 170, column: 88, scope: !1171)
!1174 = !DILocation(line: 170, column: 58, scope: !1171)
!1175 = !DILocation(line: 170, column: 187, scope: !1171)
!1176 = !DILocation(line: 170, column: 192, scope: !1171)
!1177 = !DILocation(line: 170, column: 214, scope: !1171)
!1178 = !DILocation(line: 170, column: 210, scope: !1171)
!1179 = !DILocation(line: 170, column: 285, scope: !1171)
!1180 = !DILocation(line: 170, column: 252, scope: !1171)
!1181 = !DILocation(line: 170, column: 251, scope: !1171)
!1182 = !DILocation(line: 170, column: 293, scope: !1171)
!1183 = !DILocation(line: 170, column: 224, scope: !1171)
!1184 = !DILocation(line: 170, column: 203, scope: !1171)
!1185 = !DILocation(line: 170, column: 301, scope: !1171)
!1186 = !DILocation(line: 170, column: 200, scope: !1171)
!1187 = !DILocation(line: 170, column: 185, scope: !1171)
!1188 = !DILocation(line: 170, column: 311, scope: !1171)
!1189 = !DILocation(line: 170, column: 155, scope: !1171)
!1190 = !DILocation(line: 170, column: 154, scope: !1171)
!1191 = !DILocation(line: 170, column: 319, scope: !1171)
!1192 = !DILocation(line: 170, column: 128, scope: !1171)
!1193 = !DILocation(line: 170, column: 326, scope: !1171)
!1194 = !DILocation(line: 170, column: 126, scope: !1171)
!1195 = !DILocation(line: 170, column: 342, scope: !1171)
!1196 = !DILocation(line: 170, column: 100, scope: !1171)
!1197 = !DILocation(line: 170, column: 99, scope: !1171)
!1198 = !DILocation(line: 170, column: 31, scope: !1171)
!1199 = !DILocation(line: 170, column: 30, scope: !1171)
!1200 = !DILocation(line: 170, column: 354, scope: !1171)
!1201 = !DILocation(line: 170, column: 351, scope: !1171)
!1202 = !DILocation(line: 170, column: 360, scope: !1171)
!1203 = !DILocation(line: 0, scope: !1171)
!1204 = !DILocation(line: 170, column: 19, scope: !1171)
!1205 = !DILocation(line: 170, column: 26, scope: !1171)
!1206 = !DILocation(line: 171, column: 13, scope: !1171)
!1207 = !DILocalVariable(name: "l_103", scope: !1208, file: !2, line: 174, type: !1209)
!1208 = distinct !DILexicalBlock(scope: !1125, file: !2, line: 173, column: 13)
!1209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !835, size: 64)
!1210 = !DILocation(line: 174, column: 28, scope: !1208)
!1211 = !DILocation(line: 174, column: 37, scope: !1208)
!1212 = !DILocalVariable(name: "l_104", scope: !1208, file: !2, line: 175, type: !1213)
!1213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!1214 = !DILocation(line: 175, column: 26, scope: !1208)
!1215 = !DILocalVariable(name: "l_105", scope: !1208, file: !2, line: 176, type: !1213)
!1216 = !DILocation(line: 176, column: 26, scope: !1208)
!1217 = !DILocalVariable(name: "l_107", scope: !1208, file: !2, line: 177, type: !1213)
!1218 = !DILocation(line: 177, column: 26, scope: !1208)
!1219 = !DILocalVariable(name: "l_110", scope: !1208, file: !2, line: 178, type: !122)
!1220 = !DILocation(line: 178, column: 26, scope: !1208)
!1221 = !DILocation(line: 179, column: 34, scope: !1208)
!1222 = !DILocation(line: 179, column: 41, scope: !1208)
!1223 = !DILocation(line: 179, column: 71, scope: !1208)
!1224 = !DILocation(line: 179, column: 78, scope: !1208)
!1225 = !DILocation(line: 179, column: 59, scope: !1208)
!1226 = !DILocation(line: 179, column: 66, scope: !1208)
!1227 = !DILocation(line: 179, column: 87, scope: !1208)
!1228 = !DILocation(line: 179, column: 85, scope: !1208)
!1229 = !DILocation(line: 179, column: 100, scope: !1208)
!1230 = !DILocation(line: 179, column: 103, scope: !1208)
!1231 = !DILocation(line: 0, scope: !1208)
!1232 = !DILocation(line: 179, column: 111, scope: !1208)
!1233 = !DILocation(line: 179, column: 50, scope: !1208)
!1234 = !DILocation(line: 179, column: 128, scope: !1208)
!1235 = !DILocation(line: 179, column: 19, scope: !1208)
!1236 = !DILocation(line: 179, column: 26, scope: !1208)
!1237 = !DILocation(line: 181, column: 21, scope: !1091)
!1238 = !DILocation(line: 182, column: 17, scope: !1239)
!1239 = distinct !DILexicalBlock(scope: !1091, file: !2, line: 182, column: 17)
!1240 = !DILocation(line: 182, column: 17, scope: !1091)
!1241 = !DILocation(line: 183, column: 17, scope: !1239)
!1242 = !DILocation(line: 184, column: 9, scope: !1091)
!1243 = !DILocalVariable(name: "l_127", scope: !1244, file: !2, line: 187, type: !1245)
!1244 = distinct !DILexicalBlock(scope: !1064, file: !2, line: 186, column: 9)
!1245 = !DICompositeType(tag: DW_TAG_array_type, baseType: !192, size: 64, elements: !558)
!1246 = !DILocation(line: 187, column: 20, scope: !1244)
!1247 = !DILocalVariable(name: "l_128", scope: !1244, file: !2, line: 188, type: !1248)
!1248 = !DICompositeType(tag: DW_TAG_array_type, baseType: !791, size: 1536, elements: !1249)
!1249 = !{!995, !32, !186}
!1250 = !DILocation(line: 188, column: 21, scope: !1244)
!1251 = !DILocation(line: 188, column: 40, scope: !1244)
!1252 = !DILocation(line: 188, column: 57, scope: !1244)
!1253 = !DILocation(line: 188, column: 67, scope: !1244)
!1254 = !DILocation(line: 188, column: 39, scope: !1244)
!1255 = !DILocation(line: 188, column: 79, scope: !1244)
!1256 = !DILocation(line: 188, column: 77, scope: !1244)
!1257 = !DILocation(line: 188, column: 89, scope: !1244)
!1258 = !DILocation(line: 188, column: 105, scope: !1244)
!1259 = !DILocation(line: 188, column: 115, scope: !1244)
!1260 = !DILocation(line: 188, column: 144, scope: !1244)
!1261 = !DILocation(line: 188, column: 172, scope: !1244)
!1262 = !DILocation(line: 188, column: 170, scope: !1244)
!1263 = !DILocation(line: 188, column: 188, scope: !1244)
!1264 = !DILocation(line: 188, column: 204, scope: !1244)
!1265 = !DILocation(line: 188, column: 221, scope: !1244)
!1266 = !DILocation(line: 188, column: 231, scope: !1244)
!1267 = !DILocalVariable(name: "l_130", scope: !1244, file: !2, line: 189, type: !122)
!1268 = !DILocation(line: 189, column: 22, scope: !1244)
!1269 = !DILocalVariable(name: "i", scope: !1244, file: !2, line: 190, type: !12)
!1270 = !DILocation(line: 190, column: 17, scope: !1244)
!1271 = !DILocalVariable(name: "j", scope: !1244, file: !2, line: 190, type: !12)
!1272 = !DILocation(line: 190, column: 20, scope: !1244)
!1273 = !DILocalVariable(name: "k", scope: !1244, file: !2, line: 190, type: !12)
!1274 = !DILocation(line: 190, column: 23, scope: !1244)
!1275 = !DILocation(line: 191, column: 119, scope: !1244)
!1276 = !DILocation(line: 191, column: 128, scope: !1244)
!1277 = !DILocation(line: 191, column: 136, scope: !1244)
!1278 = !DILocation(line: 191, column: 133, scope: !1244)
!1279 = !DILocation(line: 191, column: 118, scope: !1244)
!1280 = !DILocation(line: 191, column: 175, scope: !1244)
!1281 = !DILocation(line: 191, column: 180, scope: !1244)
!1282 = !DILocation(line: 191, column: 189, scope: !1244)
!1283 = !DILocation(line: 191, column: 173, scope: !1244)
!1284 = !DILocation(line: 191, column: 200, scope: !1244)
!1285 = !DILocation(line: 191, column: 147, scope: !1244)
!1286 = !DILocation(line: 191, column: 207, scope: !1244)
!1287 = !DILocation(line: 191, column: 143, scope: !1244)
!1288 = !DILocation(line: 191, column: 117, scope: !1244)
!1289 = !DILocation(line: 191, column: 233, scope: !1244)
!1290 = !DILocation(line: 191, column: 91, scope: !1244)
!1291 = !DILocation(line: 191, column: 90, scope: !1244)
!1292 = !DILocation(line: 191, column: 87, scope: !1244)
!1293 = !DILocation(line: 191, column: 80, scope: !1244)
!1294 = !DILocation(line: 191, column: 49, scope: !1244)
!1295 = !DILocation(line: 191, column: 48, scope: !1244)
!1296 = !DILocation(line: 191, column: 22, scope: !1244)
!1297 = !DILocation(line: 191, column: 21, scope: !1244)
!1298 = !DILocation(line: 191, column: 18, scope: !1244)
!1299 = !DILocation(line: 193, column: 9, scope: !988)
!1300 = !DILocation(line: 193, column: 23, scope: !988)
!1301 = !DILocation(line: 194, column: 9, scope: !988)
!1302 = !DILocation(line: 194, column: 23, scope: !988)
!1303 = !DILocation(line: 195, column: 5, scope: !988)
!1304 = !DILocation(line: 133, column: 34, scope: !984)
!1305 = !DILocation(line: 133, column: 5, scope: !984)
!1306 = distinct !{!1306, !986, !1307, !306}
!1307 = !DILocation(line: 195, column: 5, scope: !981)
!1308 = !DILocation(line: 196, column: 39, scope: !1309)
!1309 = distinct !DILexicalBlock(scope: !907, file: !2, line: 196, column: 9)
!1310 = !DILocation(line: 196, column: 76, scope: !1309)
!1311 = !DILocation(line: 196, column: 149, scope: !1309)
!1312 = !DILocation(line: 196, column: 184, scope: !1309)
!1313 = !DILocation(line: 196, column: 191, scope: !1309)
!1314 = !DILocation(line: 196, column: 189, scope: !1309)
!1315 = !DILocation(line: 196, column: 183, scope: !1309)
!1316 = !DILocation(line: 196, column: 263, scope: !1309)
!1317 = !DILocation(line: 196, column: 260, scope: !1309)
!1318 = !DILocation(line: 196, column: 251, scope: !1309)
!1319 = !DILocation(line: 196, column: 271, scope: !1309)
!1320 = !DILocation(line: 196, column: 226, scope: !1309)
!1321 = !DILocation(line: 196, column: 199, scope: !1309)
!1322 = !DILocation(line: 196, column: 198, scope: !1309)
!1323 = !DILocation(line: 196, column: 156, scope: !1309)
!1324 = !DILocation(line: 196, column: 122, scope: !1309)
!1325 = !DILocation(line: 196, column: 121, scope: !1309)
!1326 = !DILocation(line: 196, column: 288, scope: !1309)
!1327 = !DILocation(line: 196, column: 303, scope: !1309)
!1328 = !DILocation(line: 196, column: 312, scope: !1309)
!1329 = !DILocation(line: 196, column: 118, scope: !1309)
!1330 = !DILocation(line: 196, column: 321, scope: !1309)
!1331 = !DILocation(line: 196, column: 318, scope: !1309)
!1332 = !DILocation(line: 196, column: 117, scope: !1309)
!1333 = !DILocation(line: 196, column: 328, scope: !1309)
!1334 = !DILocation(line: 196, column: 88, scope: !1309)
!1335 = !DILocation(line: 196, column: 87, scope: !1309)
!1336 = !DILocation(line: 196, column: 335, scope: !1309)
!1337 = !DILocation(line: 196, column: 347, scope: !1309)
!1338 = !DILocation(line: 196, column: 355, scope: !1309)
!1339 = !DILocation(line: 196, column: 353, scope: !1309)
!1340 = !DILocation(line: 196, column: 371, scope: !1309)
!1341 = !DILocation(line: 196, column: 374, scope: !1309)
!1342 = !DILocation(line: 196, column: 83, scope: !1309)
!1343 = !DILocation(line: 196, column: 381, scope: !1309)
!1344 = !DILocation(line: 196, column: 82, scope: !1309)
!1345 = !DILocation(line: 196, column: 49, scope: !1309)
!1346 = !DILocation(line: 196, column: 48, scope: !1309)
!1347 = !DILocation(line: 196, column: 11, scope: !1309)
!1348 = !DILocation(line: 196, column: 10, scope: !1309)
!1349 = !DILocation(line: 196, column: 395, scope: !1309)
!1350 = !DILocation(line: 196, column: 392, scope: !1309)
!1351 = !DILocation(line: 196, column: 9, scope: !907)
!1352 = !DILocalVariable(name: "l_173", scope: !1353, file: !2, line: 198, type: !116)
!1353 = distinct !DILexicalBlock(scope: !1309, file: !2, line: 197, column: 5)
!1354 = !DILocation(line: 198, column: 17, scope: !1353)
!1355 = !DILocation(line: 199, column: 20, scope: !1356)
!1356 = distinct !DILexicalBlock(scope: !1353, file: !2, line: 199, column: 9)
!1357 = !DILocation(line: 199, column: 14, scope: !1356)
!1358 = !DILocation(line: 199, column: 26, scope: !1359)
!1359 = distinct !DILexicalBlock(scope: !1356, file: !2, line: 199, column: 9)
!1360 = !DILocation(line: 199, column: 32, scope: !1359)
!1361 = !DILocation(line: 199, column: 9, scope: !1356)
!1362 = !DILocalVariable(name: "l_170", scope: !1363, file: !2, line: 201, type: !122)
!1363 = distinct !DILexicalBlock(scope: !1359, file: !2, line: 200, column: 9)
!1364 = !DILocation(line: 201, column: 22, scope: !1363)
!1365 = !DILocalVariable(name: "i", scope: !1363, file: !2, line: 202, type: !12)
!1366 = !DILocation(line: 202, column: 17, scope: !1363)
!1367 = !DILocation(line: 203, column: 24, scope: !1368)
!1368 = distinct !DILexicalBlock(scope: !1363, file: !2, line: 203, column: 13)
!1369 = !DILocation(line: 203, column: 18, scope: !1368)
!1370 = !DILocation(line: 203, column: 29, scope: !1371)
!1371 = distinct !DILexicalBlock(scope: !1368, file: !2, line: 203, column: 13)
!1372 = !DILocation(line: 203, column: 35, scope: !1371)
!1373 = !DILocation(line: 203, column: 13, scope: !1368)
!1374 = !DILocation(line: 205, column: 27, scope: !1375)
!1375 = distinct !DILexicalBlock(scope: !1376, file: !2, line: 205, column: 17)
!1376 = distinct !DILexicalBlock(scope: !1371, file: !2, line: 204, column: 13)
!1377 = !DILocation(line: 205, column: 22, scope: !1375)
!1378 = !DILocation(line: 205, column: 32, scope: !1379)
!1379 = distinct !DILexicalBlock(scope: !1375, file: !2, line: 205, column: 17)
!1380 = !DILocation(line: 205, column: 37, scope: !1379)
!1381 = !DILocation(line: 205, column: 17, scope: !1375)
!1382 = !DILocation(line: 207, column: 31, scope: !1383)
!1383 = distinct !DILexicalBlock(scope: !1384, file: !2, line: 207, column: 21)
!1384 = distinct !DILexicalBlock(scope: !1379, file: !2, line: 206, column: 17)
!1385 = !DILocation(line: 207, column: 26, scope: !1383)
!1386 = !DILocation(line: 207, column: 36, scope: !1387)
!1387 = distinct !DILexicalBlock(scope: !1383, file: !2, line: 207, column: 21)
!1388 = !DILocation(line: 207, column: 41, scope: !1387)
!1389 = !DILocation(line: 207, column: 21, scope: !1383)
!1390 = !DILocation(line: 209, column: 30, scope: !1391)
!1391 = distinct !DILexicalBlock(scope: !1387, file: !2, line: 208, column: 21)
!1392 = !DILocation(line: 209, column: 25, scope: !1391)
!1393 = !DILocation(line: 209, column: 37, scope: !1391)
!1394 = !DILocation(line: 209, column: 43, scope: !1391)
!1395 = !DILocation(line: 209, column: 49, scope: !1391)
!1396 = !DILocation(line: 210, column: 21, scope: !1391)
!1397 = !DILocation(line: 207, column: 51, scope: !1387)
!1398 = !DILocation(line: 207, column: 21, scope: !1387)
!1399 = distinct !{!1399, !1389, !1400, !306}
!1400 = !DILocation(line: 210, column: 21, scope: !1383)
!1401 = !DILocation(line: 211, column: 17, scope: !1384)
!1402 = !DILocation(line: 205, column: 47, scope: !1379)
!1403 = !DILocation(line: 205, column: 17, scope: !1379)
!1404 = distinct !{!1404, !1381, !1405, !306}
!1405 = !DILocation(line: 211, column: 17, scope: !1375)
!1406 = !DILocation(line: 212, column: 13, scope: !1376)
!1407 = !DILocation(line: 203, column: 46, scope: !1371)
!1408 = !DILocation(line: 203, column: 13, scope: !1371)
!1409 = distinct !{!1409, !1373, !1410, !306}
!1410 = !DILocation(line: 212, column: 13, scope: !1368)
!1411 = !DILocation(line: 213, column: 23, scope: !1412)
!1412 = distinct !DILexicalBlock(scope: !1363, file: !2, line: 213, column: 17)
!1413 = !DILocation(line: 213, column: 17, scope: !1412)
!1414 = !DILocation(line: 213, column: 17, scope: !1363)
!1415 = !DILocation(line: 214, column: 17, scope: !1412)
!1416 = !DILocation(line: 215, column: 24, scope: !1363)
!1417 = !DILocation(line: 215, column: 15, scope: !1363)
!1418 = !DILocation(line: 215, column: 22, scope: !1363)
!1419 = !DILocation(line: 216, column: 9, scope: !1363)
!1420 = !DILocation(line: 199, column: 45, scope: !1359)
!1421 = !DILocation(line: 199, column: 9, scope: !1359)
!1422 = distinct !{!1422, !1361, !1423, !306}
!1423 = !DILocation(line: 216, column: 9, scope: !1356)
!1424 = !DILocation(line: 217, column: 16, scope: !1353)
!1425 = !DILocation(line: 217, column: 9, scope: !1353)
!1426 = !DILocalVariable(name: "l_175", scope: !1427, file: !2, line: 221, type: !122)
!1427 = distinct !DILexicalBlock(scope: !1309, file: !2, line: 220, column: 5)
!1428 = !DILocation(line: 221, column: 18, scope: !1427)
!1429 = !DILocalVariable(name: "l_174", scope: !1427, file: !2, line: 222, type: !1430)
!1430 = !DICompositeType(tag: DW_TAG_array_type, baseType: !130, size: 448, elements: !201)
!1431 = !DILocation(line: 222, column: 19, scope: !1427)
!1432 = !DILocation(line: 222, column: 30, scope: !1427)
!1433 = !DILocalVariable(name: "i", scope: !1427, file: !2, line: 223, type: !12)
!1434 = !DILocation(line: 223, column: 13, scope: !1427)
!1435 = !DILocation(line: 224, column: 31, scope: !1427)
!1436 = !DILocation(line: 224, column: 30, scope: !1427)
!1437 = !DILocation(line: 224, column: 20, scope: !1427)
!1438 = !DILocation(line: 224, column: 27, scope: !1427)
!1439 = !DILocation(line: 224, column: 15, scope: !1427)
!1440 = !DILocation(line: 225, column: 20, scope: !1441)
!1441 = distinct !DILexicalBlock(scope: !1427, file: !2, line: 225, column: 9)
!1442 = !DILocation(line: 225, column: 14, scope: !1441)
!1443 = !DILocation(line: 225, column: 30, scope: !1444)
!1444 = distinct !DILexicalBlock(scope: !1441, file: !2, line: 225, column: 9)
!1445 = !DILocation(line: 225, column: 36, scope: !1444)
!1446 = !DILocation(line: 225, column: 9, scope: !1441)
!1447 = !DILocation(line: 227, column: 26, scope: !1448)
!1448 = distinct !DILexicalBlock(scope: !1444, file: !2, line: 226, column: 9)
!1449 = !DILocation(line: 227, column: 25, scope: !1448)
!1450 = !DILocation(line: 227, column: 15, scope: !1448)
!1451 = !DILocation(line: 227, column: 22, scope: !1448)
!1452 = !DILocation(line: 228, column: 9, scope: !1448)
!1453 = !DILocation(line: 225, column: 80, scope: !1444)
!1454 = !DILocation(line: 225, column: 54, scope: !1444)
!1455 = !DILocation(line: 225, column: 52, scope: !1444)
!1456 = !DILocation(line: 225, column: 9, scope: !1444)
!1457 = distinct !{!1457, !1446, !1458, !306}
!1458 = !DILocation(line: 228, column: 9, scope: !1441)
!1459 = !DILocation(line: 230, column: 11, scope: !907)
!1460 = !DILocation(line: 231, column: 36, scope: !1461)
!1461 = distinct !DILexicalBlock(scope: !907, file: !2, line: 231, column: 9)
!1462 = !DILocation(line: 231, column: 71, scope: !1461)
!1463 = !DILocation(line: 231, column: 90, scope: !1461)
!1464 = !DILocation(line: 231, column: 80, scope: !1461)
!1465 = !DILocation(line: 231, column: 101, scope: !1461)
!1466 = !DILocation(line: 231, column: 34, scope: !1461)
!1467 = !DILocation(line: 231, column: 31, scope: !1461)
!1468 = !DILocation(line: 231, column: 9, scope: !907)
!1469 = !DILocalVariable(name: "l_189", scope: !1470, file: !2, line: 233, type: !107)
!1470 = distinct !DILexicalBlock(scope: !1461, file: !2, line: 232, column: 5)
!1471 = !DILocation(line: 233, column: 18, scope: !1470)
!1472 = !DILocalVariable(name: "l_191", scope: !1470, file: !2, line: 234, type: !1473)
!1473 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 11200, elements: !1474)
!1474 = !{!19, !202, !19}
!1475 = !DILocation(line: 234, column: 18, scope: !1470)
!1476 = !DILocalVariable(name: "l_190", scope: !1470, file: !2, line: 235, type: !1477)
!1477 = !DICompositeType(tag: DW_TAG_array_type, baseType: !828, size: 320, elements: !18)
!1478 = !DILocation(line: 235, column: 19, scope: !1470)
!1479 = !DILocalVariable(name: "l_207", scope: !1470, file: !2, line: 236, type: !123)
!1480 = !DILocation(line: 236, column: 17, scope: !1470)
!1481 = !DILocalVariable(name: "l_209", scope: !1470, file: !2, line: 237, type: !123)
!1482 = !DILocation(line: 237, column: 17, scope: !1470)
!1483 = !DILocalVariable(name: "l_237", scope: !1470, file: !2, line: 238, type: !123)
!1484 = !DILocation(line: 238, column: 17, scope: !1470)
!1485 = !DILocalVariable(name: "l_238", scope: !1470, file: !2, line: 239, type: !123)
!1486 = !DILocation(line: 239, column: 17, scope: !1470)
!1487 = !DILocalVariable(name: "l_239", scope: !1470, file: !2, line: 240, type: !123)
!1488 = !DILocation(line: 240, column: 17, scope: !1470)
!1489 = !DILocalVariable(name: "l_245", scope: !1470, file: !2, line: 241, type: !123)
!1490 = !DILocation(line: 241, column: 17, scope: !1470)
!1491 = !DILocalVariable(name: "l_246", scope: !1470, file: !2, line: 242, type: !123)
!1492 = !DILocation(line: 242, column: 17, scope: !1470)
!1493 = !DILocalVariable(name: "l_248", scope: !1470, file: !2, line: 243, type: !1494)
!1494 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 2592, elements: !1495)
!1495 = !{!47, !47}
!1496 = !DILocation(line: 243, column: 17, scope: !1470)
!1497 = !DILocalVariable(name: "i", scope: !1470, file: !2, line: 244, type: !12)
!1498 = !DILocation(line: 244, column: 13, scope: !1470)
!1499 = !DILocalVariable(name: "j", scope: !1470, file: !2, line: 244, type: !12)
!1500 = !DILocation(line: 244, column: 16, scope: !1470)
!1501 = !DILocalVariable(name: "k", scope: !1470, file: !2, line: 244, type: !12)
!1502 = !DILocation(line: 244, column: 19, scope: !1470)
!1503 = !DILocation(line: 245, column: 16, scope: !1504)
!1504 = distinct !DILexicalBlock(scope: !1470, file: !2, line: 245, column: 9)
!1505 = !DILocation(line: 245, column: 14, scope: !1504)
!1506 = !DILocation(line: 245, column: 21, scope: !1507)
!1507 = distinct !DILexicalBlock(scope: !1504, file: !2, line: 245, column: 9)
!1508 = !DILocation(line: 245, column: 23, scope: !1507)
!1509 = !DILocation(line: 245, column: 9, scope: !1504)
!1510 = !DILocation(line: 246, column: 25, scope: !1507)
!1511 = !DILocation(line: 246, column: 19, scope: !1507)
!1512 = !DILocation(line: 246, column: 13, scope: !1507)
!1513 = !DILocation(line: 246, column: 22, scope: !1507)
!1514 = !DILocation(line: 245, column: 29, scope: !1507)
!1515 = !DILocation(line: 245, column: 9, scope: !1507)
!1516 = distinct !{!1516, !1509, !1517, !306}
!1517 = !DILocation(line: 246, column: 38, scope: !1504)
!1518 = !DILocation(line: 247, column: 17, scope: !1519)
!1519 = distinct !DILexicalBlock(scope: !1470, file: !2, line: 247, column: 13)
!1520 = !DILocation(line: 247, column: 16, scope: !1519)
!1521 = !DILocation(line: 247, column: 15, scope: !1519)
!1522 = !DILocation(line: 247, column: 14, scope: !1519)
!1523 = !DILocation(line: 247, column: 24, scope: !1519)
!1524 = !DILocation(line: 247, column: 29, scope: !1519)
!1525 = !DILocation(line: 247, column: 38, scope: !1519)
!1526 = !DILocation(line: 247, column: 160, scope: !1519)
!1527 = !DILocation(line: 247, column: 154, scope: !1519)
!1528 = !DILocation(line: 247, column: 193, scope: !1519)
!1529 = !DILocation(line: 247, column: 199, scope: !1519)
!1530 = !DILocation(line: 247, column: 212, scope: !1519)
!1531 = !DILocation(line: 247, column: 165, scope: !1519)
!1532 = !DILocation(line: 247, column: 164, scope: !1519)
!1533 = !DILocation(line: 247, column: 128, scope: !1519)
!1534 = !DILocation(line: 247, column: 127, scope: !1519)
!1535 = !DILocation(line: 247, column: 225, scope: !1519)
!1536 = !DILocation(line: 247, column: 126, scope: !1519)
!1537 = !DILocation(line: 247, column: 238, scope: !1519)
!1538 = !DILocation(line: 247, column: 101, scope: !1519)
!1539 = !DILocation(line: 247, column: 100, scope: !1519)
!1540 = !DILocation(line: 247, column: 246, scope: !1519)
!1541 = !DILocation(line: 247, column: 70, scope: !1519)
!1542 = !DILocation(line: 247, column: 69, scope: !1519)
!1543 = !DILocation(line: 247, column: 255, scope: !1519)
!1544 = !DILocation(line: 247, column: 253, scope: !1519)
!1545 = !DILocation(line: 247, column: 265, scope: !1519)
!1546 = !DILocation(line: 247, column: 264, scope: !1519)
!1547 = !DILocation(line: 247, column: 55, scope: !1519)
!1548 = !DILocation(line: 247, column: 64, scope: !1519)
!1549 = !DILocation(line: 247, column: 52, scope: !1519)
!1550 = !DILocation(line: 247, column: 34, scope: !1519)
!1551 = !DILocation(line: 247, column: 286, scope: !1519)
!1552 = !DILocation(line: 247, column: 13, scope: !1470)
!1553 = !DILocalVariable(name: "l_200", scope: !1554, file: !2, line: 249, type: !116)
!1554 = distinct !DILexicalBlock(scope: !1519, file: !2, line: 248, column: 9)
!1555 = !DILocation(line: 249, column: 21, scope: !1554)
!1556 = !DILocation(line: 249, column: 13, scope: !1554)
!1557 = !DILabel(scope: !1554, name: "lbl_223", file: !2, line: 250)
!1558 = !DILocation(line: 250, column: 1, scope: !1554)
!1559 = !DILocation(line: 251, column: 24, scope: !1560)
!1560 = distinct !DILexicalBlock(scope: !1554, file: !2, line: 251, column: 13)
!1561 = !DILocation(line: 251, column: 18, scope: !1560)
!1562 = !DILocation(line: 251, column: 30, scope: !1563)
!1563 = distinct !DILexicalBlock(scope: !1560, file: !2, line: 251, column: 13)
!1564 = !DILocation(line: 251, column: 36, scope: !1563)
!1565 = !DILocation(line: 251, column: 13, scope: !1560)
!1566 = !DILocalVariable(name: "l_201", scope: !1567, file: !2, line: 253, type: !176)
!1567 = distinct !DILexicalBlock(scope: !1563, file: !2, line: 252, column: 13)
!1568 = !DILocation(line: 253, column: 26, scope: !1567)
!1569 = !DILocalVariable(name: "l_206", scope: !1567, file: !2, line: 254, type: !122)
!1570 = !DILocation(line: 254, column: 26, scope: !1567)
!1571 = !DILocalVariable(name: "l_208", scope: !1567, file: !2, line: 255, type: !122)
!1572 = !DILocation(line: 255, column: 26, scope: !1567)
!1573 = !DILocalVariable(name: "l_210", scope: !1567, file: !2, line: 256, type: !122)
!1574 = !DILocation(line: 256, column: 26, scope: !1567)
!1575 = !DILocalVariable(name: "l_211", scope: !1567, file: !2, line: 257, type: !122)
!1576 = !DILocation(line: 257, column: 26, scope: !1567)
!1577 = !DILocalVariable(name: "l_212", scope: !1567, file: !2, line: 258, type: !122)
!1578 = !DILocation(line: 258, column: 26, scope: !1567)
!1579 = !DILocalVariable(name: "l_213", scope: !1567, file: !2, line: 259, type: !122)
!1580 = !DILocation(line: 259, column: 26, scope: !1567)
!1581 = !DILocalVariable(name: "l_214", scope: !1567, file: !2, line: 260, type: !122)
!1582 = !DILocation(line: 260, column: 26, scope: !1567)
!1583 = !DILocalVariable(name: "l_215", scope: !1567, file: !2, line: 261, type: !1584)
!1584 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 1920, elements: !1585)
!1585 = !{!19, !32}
!1586 = !DILocation(line: 261, column: 26, scope: !1567)
!1587 = !DILocation(line: 261, column: 41, scope: !1567)
!1588 = !DILocation(line: 261, column: 59, scope: !1567)
!1589 = !DILocation(line: 261, column: 75, scope: !1567)
!1590 = !DILocation(line: 261, column: 40, scope: !1567)
!1591 = !DILocation(line: 261, column: 122, scope: !1567)
!1592 = !DILocation(line: 261, column: 162, scope: !1567)
!1593 = !DILocation(line: 261, column: 187, scope: !1567)
!1594 = !DILocation(line: 261, column: 202, scope: !1567)
!1595 = !DILocation(line: 261, column: 227, scope: !1567)
!1596 = !DILocation(line: 261, column: 250, scope: !1567)
!1597 = !DILocation(line: 261, column: 296, scope: !1567)
!1598 = !DILocation(line: 261, column: 312, scope: !1567)
!1599 = !DILocation(line: 261, column: 320, scope: !1567)
!1600 = !DILocalVariable(name: "l_216", scope: !1567, file: !2, line: 262, type: !207)
!1601 = !DILocation(line: 262, column: 25, scope: !1567)
!1602 = !DILocalVariable(name: "i", scope: !1567, file: !2, line: 263, type: !12)
!1603 = !DILocation(line: 263, column: 21, scope: !1567)
!1604 = !DILocalVariable(name: "j", scope: !1567, file: !2, line: 263, type: !12)
!1605 = !DILocation(line: 263, column: 24, scope: !1567)
!1606 = !DILocation(line: 264, column: 29, scope: !1567)
!1607 = !DILocation(line: 264, column: 19, scope: !1567)
!1608 = !DILocation(line: 264, column: 26, scope: !1567)
!1609 = !DILocation(line: 265, column: 115, scope: !1567)
!1610 = !DILocation(line: 265, column: 122, scope: !1567)
!1611 = !DILocation(line: 265, column: 88, scope: !1567)
!1612 = !DILocation(line: 265, column: 87, scope: !1567)
!1613 = !DILocation(line: 265, column: 204, scope: !1567)
!1614 = !DILocation(line: 265, column: 194, scope: !1567)
!1615 = !DILocation(line: 265, column: 168, scope: !1567)
!1616 = !DILocation(line: 265, column: 134, scope: !1567)
!1617 = !DILocation(line: 265, column: 130, scope: !1567)
!1618 = !DILocation(line: 265, column: 254, scope: !1567)
!1619 = !DILocation(line: 265, column: 59, scope: !1567)
!1620 = !DILocation(line: 265, column: 32, scope: !1567)
!1621 = !DILocation(line: 265, column: 19, scope: !1567)
!1622 = !DILocation(line: 265, column: 26, scope: !1567)
!1623 = !DILocation(line: 266, column: 17, scope: !1567)
!1624 = !DILocation(line: 267, column: 23, scope: !1625)
!1625 = distinct !DILexicalBlock(scope: !1567, file: !2, line: 267, column: 21)
!1626 = !DILocation(line: 267, column: 22, scope: !1625)
!1627 = !DILocation(line: 267, column: 21, scope: !1625)
!1628 = !DILocation(line: 267, column: 21, scope: !1567)
!1629 = !DILocation(line: 268, column: 21, scope: !1625)
!1630 = !DILocation(line: 269, column: 13, scope: !1567)
!1631 = !DILocation(line: 251, column: 49, scope: !1563)
!1632 = !DILocation(line: 251, column: 13, scope: !1563)
!1633 = distinct !{!1633, !1565, !1634, !306}
!1634 = !DILocation(line: 269, column: 13, scope: !1560)
!1635 = !DILocation(line: 270, column: 24, scope: !1636)
!1636 = distinct !DILexicalBlock(scope: !1554, file: !2, line: 270, column: 13)
!1637 = !DILocation(line: 270, column: 18, scope: !1636)
!1638 = !DILocation(line: 270, column: 34, scope: !1639)
!1639 = distinct !DILexicalBlock(scope: !1636, file: !2, line: 270, column: 13)
!1640 = !DILocation(line: 270, column: 40, scope: !1639)
!1641 = !DILocation(line: 270, column: 13, scope: !1636)
!1642 = !DILocalVariable(name: "l_221", scope: !1643, file: !2, line: 272, type: !150)
!1643 = distinct !DILexicalBlock(scope: !1639, file: !2, line: 271, column: 13)
!1644 = !DILocation(line: 272, column: 25, scope: !1643)
!1645 = !DILocation(line: 273, column: 21, scope: !1646)
!1646 = distinct !DILexicalBlock(scope: !1643, file: !2, line: 273, column: 21)
!1647 = !DILocation(line: 273, column: 21, scope: !1643)
!1648 = !DILocation(line: 274, column: 21, scope: !1646)
!1649 = !DILocation(line: 275, column: 21, scope: !1650)
!1650 = distinct !DILexicalBlock(scope: !1643, file: !2, line: 275, column: 21)
!1651 = !DILocation(line: 275, column: 21, scope: !1643)
!1652 = !DILocation(line: 276, column: 21, scope: !1650)
!1653 = !DILocation(line: 277, column: 31, scope: !1643)
!1654 = !DILocation(line: 277, column: 46, scope: !1643)
!1655 = !DILocation(line: 277, column: 19, scope: !1643)
!1656 = !DILocation(line: 277, column: 26, scope: !1643)
!1657 = !DILocation(line: 278, column: 21, scope: !1658)
!1658 = distinct !DILexicalBlock(scope: !1643, file: !2, line: 278, column: 21)
!1659 = !DILocation(line: 278, column: 21, scope: !1643)
!1660 = !DILocation(line: 279, column: 21, scope: !1658)
!1661 = !DILocation(line: 280, column: 13, scope: !1643)
!1662 = !DILocation(line: 270, column: 47, scope: !1639)
!1663 = !DILocation(line: 270, column: 13, scope: !1639)
!1664 = distinct !{!1664, !1641, !1665, !306}
!1665 = !DILocation(line: 280, column: 13, scope: !1636)
!1666 = !DILocation(line: 281, column: 9, scope: !1554)
!1667 = !DILocalVariable(name: "l_241", scope: !1668, file: !2, line: 284, type: !116)
!1668 = distinct !DILexicalBlock(scope: !1519, file: !2, line: 283, column: 9)
!1669 = !DILocation(line: 284, column: 21, scope: !1668)
!1670 = !DILocalVariable(name: "l_242", scope: !1668, file: !2, line: 285, type: !123)
!1671 = !DILocation(line: 285, column: 21, scope: !1668)
!1672 = !DILocalVariable(name: "l_243", scope: !1668, file: !2, line: 286, type: !123)
!1673 = !DILocation(line: 286, column: 21, scope: !1668)
!1674 = !DILocalVariable(name: "l_244", scope: !1668, file: !2, line: 287, type: !123)
!1675 = !DILocation(line: 287, column: 21, scope: !1668)
!1676 = !DILocalVariable(name: "l_247", scope: !1668, file: !2, line: 288, type: !123)
!1677 = !DILocation(line: 288, column: 21, scope: !1668)
!1678 = !DILocalVariable(name: "l_249", scope: !1668, file: !2, line: 289, type: !123)
!1679 = !DILocation(line: 289, column: 21, scope: !1668)
!1680 = !DILocalVariable(name: "l_250", scope: !1668, file: !2, line: 290, type: !123)
!1681 = !DILocation(line: 290, column: 21, scope: !1668)
!1682 = !DILocalVariable(name: "l_257", scope: !1668, file: !2, line: 291, type: !123)
!1683 = !DILocation(line: 291, column: 21, scope: !1668)
!1684 = !DILocalVariable(name: "l_258", scope: !1668, file: !2, line: 292, type: !1685)
!1685 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 192, elements: !31)
!1686 = !DILocation(line: 292, column: 21, scope: !1668)
!1687 = !DILocalVariable(name: "l_262", scope: !1668, file: !2, line: 293, type: !123)
!1688 = !DILocation(line: 293, column: 21, scope: !1668)
!1689 = !DILocalVariable(name: "l_264", scope: !1668, file: !2, line: 294, type: !1690)
!1690 = !DICompositeType(tag: DW_TAG_array_type, baseType: !150, size: 448, elements: !201)
!1691 = !DILocation(line: 294, column: 21, scope: !1668)
!1692 = !DILocalVariable(name: "l_265", scope: !1668, file: !2, line: 295, type: !116)
!1693 = !DILocation(line: 295, column: 21, scope: !1668)
!1694 = !DILocalVariable(name: "l_267", scope: !1668, file: !2, line: 296, type: !107)
!1695 = !DILocation(line: 296, column: 22, scope: !1668)
!1696 = !DILocalVariable(name: "i", scope: !1668, file: !2, line: 297, type: !12)
!1697 = !DILocation(line: 297, column: 17, scope: !1668)
!1698 = !DILocation(line: 298, column: 23, scope: !1699)
!1699 = distinct !DILexicalBlock(scope: !1668, file: !2, line: 298, column: 13)
!1700 = !DILocation(line: 298, column: 18, scope: !1699)
!1701 = !DILocation(line: 298, column: 33, scope: !1702)
!1702 = distinct !DILexicalBlock(scope: !1699, file: !2, line: 298, column: 13)
!1703 = !DILocation(line: 298, column: 38, scope: !1702)
!1704 = !DILocation(line: 298, column: 13, scope: !1699)
!1705 = !DILocalVariable(name: "l_226", scope: !1706, file: !2, line: 300, type: !122)
!1706 = distinct !DILexicalBlock(scope: !1702, file: !2, line: 299, column: 13)
!1707 = !DILocation(line: 300, column: 26, scope: !1706)
!1708 = !DILocalVariable(name: "l_227", scope: !1706, file: !2, line: 301, type: !122)
!1709 = !DILocation(line: 301, column: 26, scope: !1706)
!1710 = !DILocalVariable(name: "l_228", scope: !1706, file: !2, line: 302, type: !122)
!1711 = !DILocation(line: 302, column: 26, scope: !1706)
!1712 = !DILocalVariable(name: "l_229", scope: !1706, file: !2, line: 303, type: !122)
!1713 = !DILocation(line: 303, column: 26, scope: !1706)
!1714 = !DILocalVariable(name: "l_230", scope: !1706, file: !2, line: 304, type: !122)
!1715 = !DILocation(line: 304, column: 26, scope: !1706)
!1716 = !DILocalVariable(name: "l_231", scope: !1706, file: !2, line: 305, type: !122)
!1717 = !DILocation(line: 305, column: 26, scope: !1706)
!1718 = !DILocalVariable(name: "l_232", scope: !1706, file: !2, line: 306, type: !122)
!1719 = !DILocation(line: 306, column: 26, scope: !1706)
!1720 = !DILocalVariable(name: "l_233", scope: !1706, file: !2, line: 307, type: !122)
!1721 = !DILocation(line: 307, column: 26, scope: !1706)
!1722 = !DILocation(line: 307, column: 35, scope: !1706)
!1723 = !DILocalVariable(name: "l_234", scope: !1706, file: !2, line: 308, type: !122)
!1724 = !DILocation(line: 308, column: 26, scope: !1706)
!1725 = !DILocalVariable(name: "l_235", scope: !1706, file: !2, line: 309, type: !122)
!1726 = !DILocation(line: 309, column: 26, scope: !1706)
!1727 = !DILocalVariable(name: "l_236", scope: !1706, file: !2, line: 310, type: !1728)
!1728 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 128, elements: !5)
!1729 = !DILocation(line: 310, column: 26, scope: !1706)
!1730 = !DILocalVariable(name: "l_263", scope: !1706, file: !2, line: 311, type: !192)
!1731 = !DILocation(line: 311, column: 24, scope: !1706)
!1732 = !DILocalVariable(name: "i", scope: !1706, file: !2, line: 312, type: !12)
!1733 = !DILocation(line: 312, column: 21, scope: !1706)
!1734 = !DILocation(line: 313, column: 24, scope: !1735)
!1735 = distinct !DILexicalBlock(scope: !1706, file: !2, line: 313, column: 17)
!1736 = !DILocation(line: 313, column: 22, scope: !1735)
!1737 = !DILocation(line: 313, column: 29, scope: !1738)
!1738 = distinct !DILexicalBlock(scope: !1735, file: !2, line: 313, column: 17)
!1739 = !DILocation(line: 313, column: 31, scope: !1738)
!1740 = !DILocation(line: 313, column: 17, scope: !1735)
!1741 = !DILocation(line: 314, column: 27, scope: !1738)
!1742 = !DILocation(line: 314, column: 21, scope: !1738)
!1743 = !DILocation(line: 314, column: 30, scope: !1738)
!1744 = !DILocation(line: 313, column: 37, scope: !1738)
!1745 = !DILocation(line: 313, column: 17, scope: !1738)
!1746 = distinct !{!1746, !1740, !1747, !306}
!1747 = !DILocation(line: 314, column: 33, scope: !1735)
!1748 = !DILocation(line: 315, column: 22, scope: !1706)
!1749 = !DILocation(line: 316, column: 30, scope: !1706)
!1750 = !DILocation(line: 316, column: 39, scope: !1706)
!1751 = !DILocation(line: 316, column: 36, scope: !1706)
!1752 = !DILocation(line: 316, column: 19, scope: !1706)
!1753 = !DILocation(line: 316, column: 26, scope: !1706)
!1754 = !DILocation(line: 317, column: 22, scope: !1706)
!1755 = !DILocation(line: 318, column: 22, scope: !1706)
!1756 = !DILocation(line: 319, column: 13, scope: !1706)
!1757 = !DILocation(line: 298, column: 50, scope: !1702)
!1758 = !DILocation(line: 298, column: 13, scope: !1702)
!1759 = distinct !{!1759, !1704, !1760, !306}
!1760 = !DILocation(line: 319, column: 13, scope: !1699)
!1761 = !DILocation(line: 320, column: 71, scope: !1668)
!1762 = !DILocation(line: 320, column: 76, scope: !1668)
!1763 = !DILocation(line: 320, column: 80, scope: !1668)
!1764 = !DILocation(line: 320, column: 87, scope: !1668)
!1765 = !DILocation(line: 320, column: 66, scope: !1668)
!1766 = !DILocation(line: 320, column: 58, scope: !1668)
!1767 = !DILocation(line: 320, column: 105, scope: !1668)
!1768 = !DILocation(line: 320, column: 57, scope: !1668)
!1769 = !DILocation(line: 320, column: 27, scope: !1668)
!1770 = !DILocation(line: 320, column: 26, scope: !1668)
!1771 = !DILocation(line: 320, column: 117, scope: !1668)
!1772 = !DILocation(line: 320, column: 120, scope: !1668)
!1773 = !DILocation(line: 320, column: 15, scope: !1668)
!1774 = !DILocation(line: 320, column: 22, scope: !1668)
!1775 = !DILocation(line: 321, column: 22, scope: !1668)
!1776 = !DILocation(line: 321, column: 21, scope: !1668)
!1777 = !DILocation(line: 321, column: 13, scope: !1668)
!1778 = !DILocation(line: 323, column: 5, scope: !1470)
!1779 = !DILocalVariable(name: "l_274", scope: !1780, file: !2, line: 326, type: !176)
!1780 = distinct !DILexicalBlock(scope: !1461, file: !2, line: 325, column: 5)
!1781 = !DILocation(line: 326, column: 18, scope: !1780)
!1782 = !DILocalVariable(name: "l_277", scope: !1780, file: !2, line: 327, type: !123)
!1783 = !DILocation(line: 327, column: 17, scope: !1780)
!1784 = !DILocalVariable(name: "l_278", scope: !1780, file: !2, line: 328, type: !207)
!1785 = !DILocation(line: 328, column: 17, scope: !1780)
!1786 = !DILocalVariable(name: "l_279", scope: !1780, file: !2, line: 329, type: !122)
!1787 = !DILocation(line: 329, column: 18, scope: !1780)
!1788 = !DILocalVariable(name: "l_280", scope: !1780, file: !2, line: 330, type: !122)
!1789 = !DILocation(line: 330, column: 18, scope: !1780)
!1790 = !DILocalVariable(name: "l_281", scope: !1780, file: !2, line: 331, type: !1791)
!1791 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 192, elements: !948)
!1792 = !DILocation(line: 331, column: 18, scope: !1780)
!1793 = !DILocalVariable(name: "l_282", scope: !1780, file: !2, line: 332, type: !1794)
!1794 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 32, elements: !1015)
!1795 = !DILocation(line: 332, column: 17, scope: !1780)
!1796 = !DILocalVariable(name: "l_284", scope: !1780, file: !2, line: 333, type: !1797)
!1797 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 64, elements: !5)
!1798 = !DILocation(line: 333, column: 17, scope: !1780)
!1799 = !DILocalVariable(name: "i", scope: !1780, file: !2, line: 334, type: !12)
!1800 = !DILocation(line: 334, column: 13, scope: !1780)
!1801 = !DILocation(line: 335, column: 16, scope: !1802)
!1802 = distinct !DILexicalBlock(scope: !1780, file: !2, line: 335, column: 9)
!1803 = !DILocation(line: 335, column: 14, scope: !1802)
!1804 = !DILocation(line: 335, column: 21, scope: !1805)
!1805 = distinct !DILexicalBlock(scope: !1802, file: !2, line: 335, column: 9)
!1806 = !DILocation(line: 335, column: 23, scope: !1805)
!1807 = !DILocation(line: 335, column: 9, scope: !1802)
!1808 = !DILocation(line: 336, column: 25, scope: !1805)
!1809 = !DILocation(line: 336, column: 19, scope: !1805)
!1810 = !DILocation(line: 336, column: 13, scope: !1805)
!1811 = !DILocation(line: 336, column: 22, scope: !1805)
!1812 = !DILocation(line: 335, column: 29, scope: !1805)
!1813 = !DILocation(line: 335, column: 9, scope: !1805)
!1814 = distinct !{!1814, !1807, !1815, !306}
!1815 = !DILocation(line: 336, column: 38, scope: !1802)
!1816 = !DILocation(line: 337, column: 16, scope: !1817)
!1817 = distinct !DILexicalBlock(scope: !1780, file: !2, line: 337, column: 9)
!1818 = !DILocation(line: 337, column: 14, scope: !1817)
!1819 = !DILocation(line: 337, column: 21, scope: !1820)
!1820 = distinct !DILexicalBlock(scope: !1817, file: !2, line: 337, column: 9)
!1821 = !DILocation(line: 337, column: 23, scope: !1820)
!1822 = !DILocation(line: 337, column: 9, scope: !1817)
!1823 = !DILocation(line: 338, column: 19, scope: !1820)
!1824 = !DILocation(line: 338, column: 13, scope: !1820)
!1825 = !DILocation(line: 338, column: 22, scope: !1820)
!1826 = !DILocation(line: 337, column: 29, scope: !1820)
!1827 = !DILocation(line: 337, column: 9, scope: !1820)
!1828 = distinct !{!1828, !1822, !1829, !306}
!1829 = !DILocation(line: 338, column: 24, scope: !1817)
!1830 = !DILocation(line: 339, column: 16, scope: !1831)
!1831 = distinct !DILexicalBlock(scope: !1780, file: !2, line: 339, column: 9)
!1832 = !DILocation(line: 339, column: 14, scope: !1831)
!1833 = !DILocation(line: 339, column: 21, scope: !1834)
!1834 = distinct !DILexicalBlock(scope: !1831, file: !2, line: 339, column: 9)
!1835 = !DILocation(line: 339, column: 23, scope: !1834)
!1836 = !DILocation(line: 339, column: 9, scope: !1831)
!1837 = !DILocation(line: 340, column: 19, scope: !1834)
!1838 = !DILocation(line: 340, column: 13, scope: !1834)
!1839 = !DILocation(line: 340, column: 22, scope: !1834)
!1840 = !DILocation(line: 339, column: 29, scope: !1834)
!1841 = !DILocation(line: 339, column: 9, scope: !1834)
!1842 = distinct !{!1842, !1836, !1843, !306}
!1843 = !DILocation(line: 340, column: 24, scope: !1831)
!1844 = !DILocation(line: 341, column: 22, scope: !1780)
!1845 = !DILocation(line: 341, column: 32, scope: !1780)
!1846 = !DILocation(line: 341, column: 70, scope: !1780)
!1847 = !DILocation(line: 341, column: 90, scope: !1780)
!1848 = !DILocation(line: 341, column: 89, scope: !1780)
!1849 = !DILocation(line: 341, column: 132, scope: !1780)
!1850 = !DILocation(line: 341, column: 156, scope: !1780)
!1851 = !DILocation(line: 341, column: 84, scope: !1780)
!1852 = !DILocation(line: 341, column: 40, scope: !1780)
!1853 = !DILocation(line: 341, column: 31, scope: !1780)
!1854 = !DILocation(line: 341, column: 190, scope: !1780)
!1855 = !DILocation(line: 341, column: 187, scope: !1780)
!1856 = !DILocation(line: 341, column: 30, scope: !1780)
!1857 = !DILocation(line: 341, column: 197, scope: !1780)
!1858 = !DILocation(line: 341, column: 27, scope: !1780)
!1859 = !DILocation(line: 341, column: 227, scope: !1780)
!1860 = !DILocation(line: 341, column: 225, scope: !1780)
!1861 = !DILocation(line: 341, column: 11, scope: !1780)
!1862 = !DILocation(line: 341, column: 18, scope: !1780)
!1863 = !DILocation(line: 342, column: 9, scope: !1780)
!1864 = !DILocation(line: 343, column: 15, scope: !1780)
!1865 = !DILocation(line: 345, column: 14, scope: !907)
!1866 = !DILocation(line: 345, column: 13, scope: !907)
!1867 = !DILocation(line: 345, column: 5, scope: !907)
!1868 = !DILocation(line: 346, column: 1, scope: !907)
!1869 = distinct !DISubprogram(name: "safe_sub_func_int8_t_s_s", scope: !663, file: !663, line: 42, type: !678, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1870 = !DILocalVariable(name: "si1", arg: 1, scope: !1869, file: !663, line: 42, type: !192)
!1871 = !DILocation(line: 42, column: 39, scope: !1869)
!1872 = !DILocalVariable(name: "si2", arg: 2, scope: !1869, file: !663, line: 42, type: !192)
!1873 = !DILocation(line: 42, column: 51, scope: !1869)
!1874 = !DILocation(line: 52, column: 6, scope: !1869)
!1875 = !DILocation(line: 52, column: 12, scope: !1869)
!1876 = !DILocation(line: 52, column: 10, scope: !1869)
!1877 = !DILocation(line: 52, column: 5, scope: !1869)
!1878 = !DILocation(line: 45, column: 3, scope: !1869)
!1879 = distinct !DISubprogram(name: "safe_lshift_func_int16_t_s_u", scope: !663, file: !663, line: 236, type: !1880, scopeLine: 237, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1880 = !DISubroutineType(types: !1881)
!1881 = !{!116, !116, !11}
!1882 = !DILocalVariable(name: "left", arg: 1, scope: !1879, file: !663, line: 236, type: !116)
!1883 = !DILocation(line: 236, column: 44, scope: !1879)
!1884 = !DILocalVariable(name: "right", arg: 2, scope: !1879, file: !663, line: 236, type: !11)
!1885 = !DILocation(line: 236, column: 63, scope: !1879)
!1886 = !DILocation(line: 241, column: 7, scope: !1879)
!1887 = !DILocation(line: 241, column: 12, scope: !1879)
!1888 = !DILocation(line: 241, column: 17, scope: !1879)
!1889 = !DILocation(line: 241, column: 36, scope: !1879)
!1890 = !DILocation(line: 241, column: 43, scope: !1879)
!1891 = !DILocation(line: 241, column: 50, scope: !1879)
!1892 = !DILocation(line: 241, column: 54, scope: !1879)
!1893 = !DILocation(line: 241, column: 90, scope: !1879)
!1894 = !DILocation(line: 241, column: 72, scope: !1879)
!1895 = !DILocation(line: 241, column: 59, scope: !1879)
!1896 = !DILocation(line: 241, column: 5, scope: !1879)
!1897 = !DILocation(line: 242, column: 6, scope: !1879)
!1898 = !DILocation(line: 242, column: 5, scope: !1879)
!1899 = !DILocation(line: 244, column: 6, scope: !1879)
!1900 = !DILocation(line: 244, column: 29, scope: !1879)
!1901 = !DILocation(line: 244, column: 11, scope: !1879)
!1902 = !DILocation(line: 239, column: 3, scope: !1879)
!1903 = distinct !DISubprogram(name: "safe_div_func_uint8_t_u_u", scope: !663, file: !663, line: 579, type: !664, scopeLine: 580, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1904 = !DILocalVariable(name: "ui1", arg: 1, scope: !1903, file: !663, line: 579, type: !207)
!1905 = !DILocation(line: 579, column: 41, scope: !1903)
!1906 = !DILocalVariable(name: "ui2", arg: 2, scope: !1903, file: !663, line: 579, type: !207)
!1907 = !DILocation(line: 579, column: 54, scope: !1903)
!1908 = !DILocation(line: 584, column: 6, scope: !1903)
!1909 = !DILocation(line: 584, column: 10, scope: !1903)
!1910 = !DILocation(line: 584, column: 5, scope: !1903)
!1911 = !DILocation(line: 585, column: 6, scope: !1903)
!1912 = !DILocation(line: 585, column: 5, scope: !1903)
!1913 = !DILocation(line: 587, column: 6, scope: !1903)
!1914 = !DILocation(line: 587, column: 12, scope: !1903)
!1915 = !DILocation(line: 587, column: 10, scope: !1903)
!1916 = !DILocation(line: 582, column: 3, scope: !1903)
!1917 = distinct !DISubprogram(name: "safe_unary_minus_func_int8_t_s", scope: !663, file: !663, line: 14, type: !1918, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1918 = !DISubroutineType(types: !1919)
!1919 = !{!192, !192}
!1920 = !DILocalVariable(name: "si", arg: 1, scope: !1917, file: !663, line: 14, type: !192)
!1921 = !DILocation(line: 14, column: 45, scope: !1917)
!1922 = !DILocation(line: 24, column: 6, scope: !1917)
!1923 = !DILocation(line: 24, column: 5, scope: !1917)
!1924 = !DILocation(line: 17, column: 3, scope: !1917)
!1925 = distinct !DISubprogram(name: "safe_mul_func_int8_t_s_s", scope: !663, file: !663, line: 56, type: !678, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1926 = !DILocalVariable(name: "si1", arg: 1, scope: !1925, file: !663, line: 56, type: !192)
!1927 = !DILocation(line: 56, column: 39, scope: !1925)
!1928 = !DILocalVariable(name: "si2", arg: 2, scope: !1925, file: !663, line: 56, type: !192)
!1929 = !DILocation(line: 56, column: 51, scope: !1925)
!1930 = !DILocation(line: 66, column: 5, scope: !1925)
!1931 = !DILocation(line: 66, column: 11, scope: !1925)
!1932 = !DILocation(line: 66, column: 9, scope: !1925)
!1933 = !DILocation(line: 59, column: 3, scope: !1925)
!1934 = distinct !DISubprogram(name: "safe_rshift_func_int8_t_s_u", scope: !663, file: !663, line: 130, type: !1935, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1935 = !DISubroutineType(types: !1936)
!1936 = !{!192, !192, !11}
!1937 = !DILocalVariable(name: "left", arg: 1, scope: !1934, file: !663, line: 130, type: !192)
!1938 = !DILocation(line: 130, column: 42, scope: !1934)
!1939 = !DILocalVariable(name: "right", arg: 2, scope: !1934, file: !663, line: 130, type: !11)
!1940 = !DILocation(line: 130, column: 61, scope: !1934)
!1941 = !DILocation(line: 135, column: 7, scope: !1934)
!1942 = !DILocation(line: 135, column: 12, scope: !1934)
!1943 = !DILocation(line: 135, column: 17, scope: !1934)
!1944 = !DILocation(line: 135, column: 36, scope: !1934)
!1945 = !DILocation(line: 135, column: 43, scope: !1934)
!1946 = !DILocation(line: 135, column: 5, scope: !1934)
!1947 = !DILocation(line: 136, column: 6, scope: !1934)
!1948 = !DILocation(line: 136, column: 5, scope: !1934)
!1949 = !DILocation(line: 138, column: 6, scope: !1934)
!1950 = !DILocation(line: 138, column: 29, scope: !1934)
!1951 = !DILocation(line: 138, column: 11, scope: !1934)
!1952 = !DILocation(line: 133, column: 3, scope: !1934)
!1953 = distinct !DISubprogram(name: "safe_mul_func_uint16_t_u_u", scope: !663, file: !663, line: 662, type: !1954, scopeLine: 663, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1954 = !DISubroutineType(types: !1955)
!1955 = !{!145, !145, !145}
!1956 = !DILocalVariable(name: "ui1", arg: 1, scope: !1953, file: !663, line: 662, type: !145)
!1957 = !DILocation(line: 662, column: 43, scope: !1953)
!1958 = !DILocalVariable(name: "ui2", arg: 2, scope: !1953, file: !663, line: 662, type: !145)
!1959 = !DILocation(line: 662, column: 57, scope: !1953)
!1960 = !DILocation(line: 665, column: 25, scope: !1953)
!1961 = !DILocation(line: 665, column: 11, scope: !1953)
!1962 = !DILocation(line: 665, column: 47, scope: !1953)
!1963 = !DILocation(line: 665, column: 33, scope: !1953)
!1964 = !DILocation(line: 665, column: 30, scope: !1953)
!1965 = !DILocation(line: 665, column: 10, scope: !1953)
!1966 = !DILocation(line: 665, column: 3, scope: !1953)
!1967 = distinct !DISubprogram(name: "safe_sub_func_int64_t_s_s", scope: !663, file: !663, line: 433, type: !1968, scopeLine: 434, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1968 = !DISubroutineType(types: !1969)
!1969 = !{!150, !150, !150}
!1970 = !DILocalVariable(name: "si1", arg: 1, scope: !1967, file: !663, line: 433, type: !150)
!1971 = !DILocation(line: 433, column: 41, scope: !1967)
!1972 = !DILocalVariable(name: "si2", arg: 2, scope: !1967, file: !663, line: 433, type: !150)
!1973 = !DILocation(line: 433, column: 54, scope: !1967)
!1974 = !DILocation(line: 439, column: 8, scope: !1967)
!1975 = !DILocation(line: 439, column: 12, scope: !1967)
!1976 = !DILocation(line: 439, column: 11, scope: !1967)
!1977 = !DILocation(line: 439, column: 22, scope: !1967)
!1978 = !DILocation(line: 439, column: 30, scope: !1967)
!1979 = !DILocation(line: 439, column: 34, scope: !1967)
!1980 = !DILocation(line: 439, column: 33, scope: !1967)
!1981 = !DILocation(line: 439, column: 39, scope: !1967)
!1982 = !DILocation(line: 439, column: 26, scope: !1967)
!1983 = !DILocation(line: 439, column: 56, scope: !1967)
!1984 = !DILocation(line: 439, column: 55, scope: !1967)
!1985 = !DILocation(line: 439, column: 61, scope: !1967)
!1986 = !DILocation(line: 439, column: 60, scope: !1967)
!1987 = !DILocation(line: 439, column: 17, scope: !1967)
!1988 = !DILocation(line: 439, column: 67, scope: !1967)
!1989 = !DILocation(line: 439, column: 5, scope: !1967)
!1990 = !DILocation(line: 440, column: 6, scope: !1967)
!1991 = !DILocation(line: 443, column: 6, scope: !1967)
!1992 = !DILocation(line: 443, column: 12, scope: !1967)
!1993 = !DILocation(line: 443, column: 10, scope: !1967)
!1994 = !DILocation(line: 436, column: 3, scope: !1967)
!1995 = distinct !DISubprogram(name: "safe_sub_func_uint64_t_u_u", scope: !663, file: !663, line: 860, type: !1996, scopeLine: 861, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!1996 = !DISubroutineType(types: !1997)
!1997 = !{!176, !176, !176}
!1998 = !DILocalVariable(name: "ui1", arg: 1, scope: !1995, file: !663, line: 860, type: !176)
!1999 = !DILocation(line: 860, column: 43, scope: !1995)
!2000 = !DILocalVariable(name: "ui2", arg: 2, scope: !1995, file: !663, line: 860, type: !176)
!2001 = !DILocation(line: 860, column: 57, scope: !1995)
!2002 = !DILocation(line: 863, column: 10, scope: !1995)
!2003 = !DILocation(line: 863, column: 16, scope: !1995)
!2004 = !DILocation(line: 863, column: 14, scope: !1995)
!2005 = !DILocation(line: 863, column: 3, scope: !1995)
!2006 = distinct !DISubprogram(name: "safe_unary_minus_func_int16_t_s", scope: !663, file: !663, line: 144, type: !2007, scopeLine: 145, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2007 = !DISubroutineType(types: !2008)
!2008 = !{!116, !116}
!2009 = !DILocalVariable(name: "si", arg: 1, scope: !2006, file: !663, line: 144, type: !116)
!2010 = !DILocation(line: 144, column: 47, scope: !2006)
!2011 = !DILocation(line: 154, column: 6, scope: !2006)
!2012 = !DILocation(line: 154, column: 5, scope: !2006)
!2013 = !DILocation(line: 147, column: 3, scope: !2006)
!2014 = distinct !DISubprogram(name: "safe_div_func_int64_t_s_s", scope: !663, file: !663, line: 473, type: !1968, scopeLine: 474, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2015 = !DILocalVariable(name: "si1", arg: 1, scope: !2014, file: !663, line: 473, type: !150)
!2016 = !DILocation(line: 473, column: 41, scope: !2014)
!2017 = !DILocalVariable(name: "si2", arg: 2, scope: !2014, file: !663, line: 473, type: !150)
!2018 = !DILocation(line: 473, column: 54, scope: !2014)
!2019 = !DILocation(line: 478, column: 7, scope: !2014)
!2020 = !DILocation(line: 478, column: 11, scope: !2014)
!2021 = !DILocation(line: 478, column: 17, scope: !2014)
!2022 = !DILocation(line: 478, column: 22, scope: !2014)
!2023 = !DILocation(line: 478, column: 26, scope: !2014)
!2024 = !DILocation(line: 478, column: 40, scope: !2014)
!2025 = !DILocation(line: 478, column: 44, scope: !2014)
!2026 = !DILocation(line: 478, column: 48, scope: !2014)
!2027 = !DILocation(line: 478, column: 5, scope: !2014)
!2028 = !DILocation(line: 479, column: 6, scope: !2014)
!2029 = !DILocation(line: 481, column: 6, scope: !2014)
!2030 = !DILocation(line: 481, column: 12, scope: !2014)
!2031 = !DILocation(line: 481, column: 10, scope: !2014)
!2032 = !DILocation(line: 476, column: 3, scope: !2014)
!2033 = distinct !DISubprogram(name: "safe_rshift_func_uint8_t_u_u", scope: !663, file: !663, line: 627, type: !2034, scopeLine: 628, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2034 = !DISubroutineType(types: !2035)
!2035 = !{!207, !207, !11}
!2036 = !DILocalVariable(name: "left", arg: 1, scope: !2033, file: !663, line: 627, type: !207)
!2037 = !DILocation(line: 627, column: 44, scope: !2033)
!2038 = !DILocalVariable(name: "right", arg: 2, scope: !2033, file: !663, line: 627, type: !11)
!2039 = !DILocation(line: 627, column: 63, scope: !2033)
!2040 = !DILocation(line: 632, column: 21, scope: !2033)
!2041 = !DILocation(line: 632, column: 28, scope: !2033)
!2042 = !DILocation(line: 632, column: 5, scope: !2033)
!2043 = !DILocation(line: 633, column: 6, scope: !2033)
!2044 = !DILocation(line: 633, column: 5, scope: !2033)
!2045 = !DILocation(line: 635, column: 6, scope: !2033)
!2046 = !DILocation(line: 635, column: 29, scope: !2033)
!2047 = !DILocation(line: 635, column: 11, scope: !2033)
!2048 = !DILocation(line: 630, column: 3, scope: !2033)
!2049 = distinct !DISubprogram(name: "safe_div_func_uint16_t_u_u", scope: !663, file: !663, line: 681, type: !1954, scopeLine: 682, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2050 = !DILocalVariable(name: "ui1", arg: 1, scope: !2049, file: !663, line: 681, type: !145)
!2051 = !DILocation(line: 681, column: 43, scope: !2049)
!2052 = !DILocalVariable(name: "ui2", arg: 2, scope: !2049, file: !663, line: 681, type: !145)
!2053 = !DILocation(line: 681, column: 57, scope: !2049)
!2054 = !DILocation(line: 686, column: 6, scope: !2049)
!2055 = !DILocation(line: 686, column: 10, scope: !2049)
!2056 = !DILocation(line: 686, column: 5, scope: !2049)
!2057 = !DILocation(line: 687, column: 6, scope: !2049)
!2058 = !DILocation(line: 687, column: 5, scope: !2049)
!2059 = !DILocation(line: 689, column: 6, scope: !2049)
!2060 = !DILocation(line: 689, column: 12, scope: !2049)
!2061 = !DILocation(line: 689, column: 10, scope: !2049)
!2062 = !DILocation(line: 684, column: 3, scope: !2049)
!2063 = distinct !DISubprogram(name: "safe_div_func_int8_t_s_s", scope: !663, file: !663, line: 82, type: !678, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2064 = !DILocalVariable(name: "si1", arg: 1, scope: !2063, file: !663, line: 82, type: !192)
!2065 = !DILocation(line: 82, column: 39, scope: !2063)
!2066 = !DILocalVariable(name: "si2", arg: 2, scope: !2063, file: !663, line: 82, type: !192)
!2067 = !DILocation(line: 82, column: 51, scope: !2063)
!2068 = !DILocation(line: 87, column: 7, scope: !2063)
!2069 = !DILocation(line: 87, column: 11, scope: !2063)
!2070 = !DILocation(line: 87, column: 17, scope: !2063)
!2071 = !DILocation(line: 87, column: 22, scope: !2063)
!2072 = !DILocation(line: 87, column: 26, scope: !2063)
!2073 = !DILocation(line: 87, column: 39, scope: !2063)
!2074 = !DILocation(line: 87, column: 43, scope: !2063)
!2075 = !DILocation(line: 87, column: 47, scope: !2063)
!2076 = !DILocation(line: 87, column: 5, scope: !2063)
!2077 = !DILocation(line: 88, column: 6, scope: !2063)
!2078 = !DILocation(line: 88, column: 5, scope: !2063)
!2079 = !DILocation(line: 90, column: 6, scope: !2063)
!2080 = !DILocation(line: 90, column: 12, scope: !2063)
!2081 = !DILocation(line: 90, column: 10, scope: !2063)
!2082 = !DILocation(line: 85, column: 3, scope: !2063)
!2083 = distinct !DISubprogram(name: "safe_lshift_func_uint8_t_u_s", scope: !663, file: !663, line: 591, type: !2084, scopeLine: 592, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2084 = !DISubroutineType(types: !2085)
!2085 = !{!207, !207, !12}
!2086 = !DILocalVariable(name: "left", arg: 1, scope: !2083, file: !663, line: 591, type: !207)
!2087 = !DILocation(line: 591, column: 44, scope: !2083)
!2088 = !DILocalVariable(name: "right", arg: 2, scope: !2083, file: !663, line: 591, type: !12)
!2089 = !DILocation(line: 591, column: 54, scope: !2083)
!2090 = !DILocation(line: 596, column: 13, scope: !2083)
!2091 = !DILocation(line: 596, column: 20, scope: !2083)
!2092 = !DILocation(line: 596, column: 25, scope: !2083)
!2093 = !DILocation(line: 596, column: 35, scope: !2083)
!2094 = !DILocation(line: 596, column: 42, scope: !2083)
!2095 = !DILocation(line: 596, column: 49, scope: !2083)
!2096 = !DILocation(line: 596, column: 53, scope: !2083)
!2097 = !DILocation(line: 596, column: 80, scope: !2083)
!2098 = !DILocation(line: 596, column: 71, scope: !2083)
!2099 = !DILocation(line: 596, column: 58, scope: !2083)
!2100 = !DILocation(line: 596, column: 5, scope: !2083)
!2101 = !DILocation(line: 597, column: 6, scope: !2083)
!2102 = !DILocation(line: 597, column: 5, scope: !2083)
!2103 = !DILocation(line: 599, column: 6, scope: !2083)
!2104 = !DILocation(line: 599, column: 20, scope: !2083)
!2105 = !DILocation(line: 599, column: 11, scope: !2083)
!2106 = !DILocation(line: 594, column: 3, scope: !2083)
!2107 = distinct !DISubprogram(name: "safe_mod_func_int64_t_s_s", scope: !663, file: !663, line: 461, type: !1968, scopeLine: 462, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2108 = !DILocalVariable(name: "si1", arg: 1, scope: !2107, file: !663, line: 461, type: !150)
!2109 = !DILocation(line: 461, column: 41, scope: !2107)
!2110 = !DILocalVariable(name: "si2", arg: 2, scope: !2107, file: !663, line: 461, type: !150)
!2111 = !DILocation(line: 461, column: 54, scope: !2107)
!2112 = !DILocation(line: 466, column: 7, scope: !2107)
!2113 = !DILocation(line: 466, column: 11, scope: !2107)
!2114 = !DILocation(line: 466, column: 17, scope: !2107)
!2115 = !DILocation(line: 466, column: 22, scope: !2107)
!2116 = !DILocation(line: 466, column: 26, scope: !2107)
!2117 = !DILocation(line: 466, column: 40, scope: !2107)
!2118 = !DILocation(line: 466, column: 44, scope: !2107)
!2119 = !DILocation(line: 466, column: 48, scope: !2107)
!2120 = !DILocation(line: 466, column: 5, scope: !2107)
!2121 = !DILocation(line: 467, column: 6, scope: !2107)
!2122 = !DILocation(line: 469, column: 6, scope: !2107)
!2123 = !DILocation(line: 469, column: 12, scope: !2107)
!2124 = !DILocation(line: 469, column: 10, scope: !2107)
!2125 = !DILocation(line: 464, column: 3, scope: !2107)
!2126 = distinct !DISubprogram(name: "safe_add_func_int64_t_s_s", scope: !663, file: !663, line: 419, type: !1968, scopeLine: 420, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2127 = !DILocalVariable(name: "si1", arg: 1, scope: !2126, file: !663, line: 419, type: !150)
!2128 = !DILocation(line: 419, column: 41, scope: !2126)
!2129 = !DILocalVariable(name: "si2", arg: 2, scope: !2126, file: !663, line: 419, type: !150)
!2130 = !DILocation(line: 419, column: 54, scope: !2126)
!2131 = !DILocation(line: 425, column: 8, scope: !2126)
!2132 = !DILocation(line: 425, column: 11, scope: !2126)
!2133 = !DILocation(line: 425, column: 15, scope: !2126)
!2134 = !DILocation(line: 425, column: 19, scope: !2126)
!2135 = !DILocation(line: 425, column: 22, scope: !2126)
!2136 = !DILocation(line: 425, column: 26, scope: !2126)
!2137 = !DILocation(line: 425, column: 30, scope: !2126)
!2138 = !DILocation(line: 425, column: 47, scope: !2126)
!2139 = !DILocation(line: 425, column: 46, scope: !2126)
!2140 = !DILocation(line: 425, column: 34, scope: !2126)
!2141 = !DILocation(line: 425, column: 54, scope: !2126)
!2142 = !DILocation(line: 425, column: 59, scope: !2126)
!2143 = !DILocation(line: 425, column: 62, scope: !2126)
!2144 = !DILocation(line: 425, column: 66, scope: !2126)
!2145 = !DILocation(line: 425, column: 70, scope: !2126)
!2146 = !DILocation(line: 425, column: 73, scope: !2126)
!2147 = !DILocation(line: 425, column: 77, scope: !2126)
!2148 = !DILocation(line: 425, column: 81, scope: !2126)
!2149 = !DILocation(line: 425, column: 98, scope: !2126)
!2150 = !DILocation(line: 425, column: 97, scope: !2126)
!2151 = !DILocation(line: 425, column: 85, scope: !2126)
!2152 = !DILocation(line: 425, column: 5, scope: !2126)
!2153 = !DILocation(line: 426, column: 6, scope: !2126)
!2154 = !DILocation(line: 429, column: 6, scope: !2126)
!2155 = !DILocation(line: 429, column: 12, scope: !2126)
!2156 = !DILocation(line: 429, column: 10, scope: !2126)
!2157 = !DILocation(line: 422, column: 3, scope: !2126)
!2158 = distinct !DISubprogram(name: "safe_div_func_int16_t_s_s", scope: !663, file: !663, line: 212, type: !887, scopeLine: 213, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2159 = !DILocalVariable(name: "si1", arg: 1, scope: !2158, file: !663, line: 212, type: !116)
!2160 = !DILocation(line: 212, column: 41, scope: !2158)
!2161 = !DILocalVariable(name: "si2", arg: 2, scope: !2158, file: !663, line: 212, type: !116)
!2162 = !DILocation(line: 212, column: 54, scope: !2158)
!2163 = !DILocation(line: 217, column: 7, scope: !2158)
!2164 = !DILocation(line: 217, column: 11, scope: !2158)
!2165 = !DILocation(line: 217, column: 17, scope: !2158)
!2166 = !DILocation(line: 217, column: 22, scope: !2158)
!2167 = !DILocation(line: 217, column: 26, scope: !2158)
!2168 = !DILocation(line: 217, column: 40, scope: !2158)
!2169 = !DILocation(line: 217, column: 44, scope: !2158)
!2170 = !DILocation(line: 217, column: 48, scope: !2158)
!2171 = !DILocation(line: 217, column: 5, scope: !2158)
!2172 = !DILocation(line: 218, column: 6, scope: !2158)
!2173 = !DILocation(line: 218, column: 5, scope: !2158)
!2174 = !DILocation(line: 220, column: 6, scope: !2158)
!2175 = !DILocation(line: 220, column: 12, scope: !2158)
!2176 = !DILocation(line: 220, column: 10, scope: !2158)
!2177 = !DILocation(line: 215, column: 3, scope: !2158)
!2178 = distinct !DISubprogram(name: "safe_lshift_func_uint16_t_u_u", scope: !663, file: !663, line: 705, type: !714, scopeLine: 706, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2179 = !DILocalVariable(name: "left", arg: 1, scope: !2178, file: !663, line: 705, type: !145)
!2180 = !DILocation(line: 705, column: 46, scope: !2178)
!2181 = !DILocalVariable(name: "right", arg: 2, scope: !2178, file: !663, line: 705, type: !11)
!2182 = !DILocation(line: 705, column: 65, scope: !2178)
!2183 = !DILocation(line: 710, column: 22, scope: !2178)
!2184 = !DILocation(line: 710, column: 29, scope: !2178)
!2185 = !DILocation(line: 710, column: 36, scope: !2178)
!2186 = !DILocation(line: 710, column: 40, scope: !2178)
!2187 = !DILocation(line: 710, column: 77, scope: !2178)
!2188 = !DILocation(line: 710, column: 59, scope: !2178)
!2189 = !DILocation(line: 710, column: 45, scope: !2178)
!2190 = !DILocation(line: 710, column: 5, scope: !2178)
!2191 = !DILocation(line: 711, column: 6, scope: !2178)
!2192 = !DILocation(line: 711, column: 5, scope: !2178)
!2193 = !DILocation(line: 713, column: 6, scope: !2178)
!2194 = !DILocation(line: 713, column: 29, scope: !2178)
!2195 = !DILocation(line: 713, column: 11, scope: !2178)
!2196 = !DILocation(line: 708, column: 3, scope: !2178)
!2197 = distinct !DISubprogram(name: "safe_mod_func_uint16_t_u_u", scope: !663, file: !663, line: 669, type: !1954, scopeLine: 670, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2198 = !DILocalVariable(name: "ui1", arg: 1, scope: !2197, file: !663, line: 669, type: !145)
!2199 = !DILocation(line: 669, column: 43, scope: !2197)
!2200 = !DILocalVariable(name: "ui2", arg: 2, scope: !2197, file: !663, line: 669, type: !145)
!2201 = !DILocation(line: 669, column: 57, scope: !2197)
!2202 = !DILocation(line: 674, column: 6, scope: !2197)
!2203 = !DILocation(line: 674, column: 10, scope: !2197)
!2204 = !DILocation(line: 674, column: 5, scope: !2197)
!2205 = !DILocation(line: 675, column: 6, scope: !2197)
!2206 = !DILocation(line: 675, column: 5, scope: !2197)
!2207 = !DILocation(line: 677, column: 6, scope: !2197)
!2208 = !DILocation(line: 677, column: 12, scope: !2197)
!2209 = !DILocation(line: 677, column: 10, scope: !2197)
!2210 = !DILocation(line: 672, column: 3, scope: !2197)
!2211 = distinct !DISubprogram(name: "safe_unary_minus_func_uint32_t_u", scope: !663, file: !663, line: 743, type: !2212, scopeLine: 744, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2212 = !DISubroutineType(types: !2213)
!2213 = !{!107, !107}
!2214 = !DILocalVariable(name: "ui", arg: 1, scope: !2211, file: !663, line: 743, type: !107)
!2215 = !DILocation(line: 743, column: 49, scope: !2211)
!2216 = !DILocation(line: 746, column: 11, scope: !2211)
!2217 = !DILocation(line: 746, column: 10, scope: !2211)
!2218 = !DILocation(line: 746, column: 3, scope: !2211)
!2219 = distinct !DISubprogram(name: "safe_div_func_uint32_t_u_u", scope: !663, file: !663, line: 783, type: !2220, scopeLine: 784, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2220 = !DISubroutineType(types: !2221)
!2221 = !{!107, !107, !107}
!2222 = !DILocalVariable(name: "ui1", arg: 1, scope: !2219, file: !663, line: 783, type: !107)
!2223 = !DILocation(line: 783, column: 43, scope: !2219)
!2224 = !DILocalVariable(name: "ui2", arg: 2, scope: !2219, file: !663, line: 783, type: !107)
!2225 = !DILocation(line: 783, column: 57, scope: !2219)
!2226 = !DILocation(line: 788, column: 6, scope: !2219)
!2227 = !DILocation(line: 788, column: 10, scope: !2219)
!2228 = !DILocation(line: 788, column: 5, scope: !2219)
!2229 = !DILocation(line: 789, column: 6, scope: !2219)
!2230 = !DILocation(line: 791, column: 6, scope: !2219)
!2231 = !DILocation(line: 791, column: 12, scope: !2219)
!2232 = !DILocation(line: 791, column: 10, scope: !2219)
!2233 = !DILocation(line: 786, column: 3, scope: !2219)
!2234 = distinct !DISubprogram(name: "safe_add_func_uint64_t_u_u", scope: !663, file: !663, line: 853, type: !1996, scopeLine: 854, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2235 = !DILocalVariable(name: "ui1", arg: 1, scope: !2234, file: !663, line: 853, type: !176)
!2236 = !DILocation(line: 853, column: 43, scope: !2234)
!2237 = !DILocalVariable(name: "ui2", arg: 2, scope: !2234, file: !663, line: 853, type: !176)
!2238 = !DILocation(line: 853, column: 57, scope: !2234)
!2239 = !DILocation(line: 856, column: 10, scope: !2234)
!2240 = !DILocation(line: 856, column: 16, scope: !2234)
!2241 = !DILocation(line: 856, column: 14, scope: !2234)
!2242 = !DILocation(line: 856, column: 3, scope: !2234)
!2243 = distinct !DISubprogram(name: "safe_sub_func_uint16_t_u_u", scope: !663, file: !663, line: 655, type: !1954, scopeLine: 656, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2244 = !DILocalVariable(name: "ui1", arg: 1, scope: !2243, file: !663, line: 655, type: !145)
!2245 = !DILocation(line: 655, column: 43, scope: !2243)
!2246 = !DILocalVariable(name: "ui2", arg: 2, scope: !2243, file: !663, line: 655, type: !145)
!2247 = !DILocation(line: 655, column: 57, scope: !2243)
!2248 = !DILocation(line: 658, column: 10, scope: !2243)
!2249 = !DILocation(line: 658, column: 16, scope: !2243)
!2250 = !DILocation(line: 658, column: 14, scope: !2243)
!2251 = !DILocation(line: 658, column: 3, scope: !2243)
!2252 = distinct !DISubprogram(name: "safe_add_func_uint16_t_u_u", scope: !663, file: !663, line: 648, type: !1954, scopeLine: 649, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2253 = !DILocalVariable(name: "ui1", arg: 1, scope: !2252, file: !663, line: 648, type: !145)
!2254 = !DILocation(line: 648, column: 43, scope: !2252)
!2255 = !DILocalVariable(name: "ui2", arg: 2, scope: !2252, file: !663, line: 648, type: !145)
!2256 = !DILocation(line: 648, column: 57, scope: !2252)
!2257 = !DILocation(line: 651, column: 10, scope: !2252)
!2258 = !DILocation(line: 651, column: 16, scope: !2252)
!2259 = !DILocation(line: 651, column: 14, scope: !2252)
!2260 = !DILocation(line: 651, column: 3, scope: !2252)
!2261 = distinct !DISubprogram(name: "safe_mod_func_uint8_t_u_u", scope: !663, file: !663, line: 567, type: !664, scopeLine: 568, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2262 = !DILocalVariable(name: "ui1", arg: 1, scope: !2261, file: !663, line: 567, type: !207)
!2263 = !DILocation(line: 567, column: 41, scope: !2261)
!2264 = !DILocalVariable(name: "ui2", arg: 2, scope: !2261, file: !663, line: 567, type: !207)
!2265 = !DILocation(line: 567, column: 54, scope: !2261)
!2266 = !DILocation(line: 572, column: 6, scope: !2261)
!2267 = !DILocation(line: 572, column: 10, scope: !2261)
!2268 = !DILocation(line: 572, column: 5, scope: !2261)
!2269 = !DILocation(line: 573, column: 6, scope: !2261)
!2270 = !DILocation(line: 573, column: 5, scope: !2261)
!2271 = !DILocation(line: 575, column: 6, scope: !2261)
!2272 = !DILocation(line: 575, column: 12, scope: !2261)
!2273 = !DILocation(line: 575, column: 10, scope: !2261)
!2274 = !DILocation(line: 570, column: 3, scope: !2261)
!2275 = distinct !DISubprogram(name: "safe_add_func_int32_t_s_s", scope: !663, file: !663, line: 288, type: !756, scopeLine: 289, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2276 = !DILocalVariable(name: "si1", arg: 1, scope: !2275, file: !663, line: 288, type: !123)
!2277 = !DILocation(line: 288, column: 41, scope: !2275)
!2278 = !DILocalVariable(name: "si2", arg: 2, scope: !2275, file: !663, line: 288, type: !123)
!2279 = !DILocation(line: 288, column: 54, scope: !2275)
!2280 = !DILocation(line: 294, column: 8, scope: !2275)
!2281 = !DILocation(line: 294, column: 11, scope: !2275)
!2282 = !DILocation(line: 294, column: 15, scope: !2275)
!2283 = !DILocation(line: 294, column: 19, scope: !2275)
!2284 = !DILocation(line: 294, column: 22, scope: !2275)
!2285 = !DILocation(line: 294, column: 26, scope: !2275)
!2286 = !DILocation(line: 294, column: 30, scope: !2275)
!2287 = !DILocation(line: 294, column: 47, scope: !2275)
!2288 = !DILocation(line: 294, column: 46, scope: !2275)
!2289 = !DILocation(line: 294, column: 34, scope: !2275)
!2290 = !DILocation(line: 294, column: 54, scope: !2275)
!2291 = !DILocation(line: 294, column: 59, scope: !2275)
!2292 = !DILocation(line: 294, column: 62, scope: !2275)
!2293 = !DILocation(line: 294, column: 66, scope: !2275)
!2294 = !DILocation(line: 294, column: 70, scope: !2275)
!2295 = !DILocation(line: 294, column: 73, scope: !2275)
!2296 = !DILocation(line: 294, column: 77, scope: !2275)
!2297 = !DILocation(line: 294, column: 81, scope: !2275)
!2298 = !DILocation(line: 294, column: 98, scope: !2275)
!2299 = !DILocation(line: 294, column: 97, scope: !2275)
!2300 = !DILocation(line: 294, column: 85, scope: !2275)
!2301 = !DILocation(line: 294, column: 5, scope: !2275)
!2302 = !DILocation(line: 295, column: 6, scope: !2275)
!2303 = !DILocation(line: 298, column: 6, scope: !2275)
!2304 = !DILocation(line: 298, column: 12, scope: !2275)
!2305 = !DILocation(line: 298, column: 10, scope: !2275)
!2306 = !DILocation(line: 291, column: 3, scope: !2275)
!2307 = distinct !DISubprogram(name: "safe_mod_func_uint32_t_u_u", scope: !663, file: !663, line: 771, type: !2220, scopeLine: 772, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2308 = !DILocalVariable(name: "ui1", arg: 1, scope: !2307, file: !663, line: 771, type: !107)
!2309 = !DILocation(line: 771, column: 43, scope: !2307)
!2310 = !DILocalVariable(name: "ui2", arg: 2, scope: !2307, file: !663, line: 771, type: !107)
!2311 = !DILocation(line: 771, column: 57, scope: !2307)
!2312 = !DILocation(line: 776, column: 6, scope: !2307)
!2313 = !DILocation(line: 776, column: 10, scope: !2307)
!2314 = !DILocation(line: 776, column: 5, scope: !2307)
!2315 = !DILocation(line: 777, column: 6, scope: !2307)
!2316 = !DILocation(line: 779, column: 6, scope: !2307)
!2317 = !DILocation(line: 779, column: 12, scope: !2307)
!2318 = !DILocation(line: 779, column: 10, scope: !2307)
!2319 = !DILocation(line: 774, column: 3, scope: !2307)
!2320 = distinct !DISubprogram(name: "safe_div_func_int32_t_s_s", scope: !663, file: !663, line: 342, type: !756, scopeLine: 343, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2321 = !DILocalVariable(name: "si1", arg: 1, scope: !2320, file: !663, line: 342, type: !123)
!2322 = !DILocation(line: 342, column: 41, scope: !2320)
!2323 = !DILocalVariable(name: "si2", arg: 2, scope: !2320, file: !663, line: 342, type: !123)
!2324 = !DILocation(line: 342, column: 54, scope: !2320)
!2325 = !DILocation(line: 347, column: 7, scope: !2320)
!2326 = !DILocation(line: 347, column: 11, scope: !2320)
!2327 = !DILocation(line: 347, column: 17, scope: !2320)
!2328 = !DILocation(line: 347, column: 22, scope: !2320)
!2329 = !DILocation(line: 347, column: 26, scope: !2320)
!2330 = !DILocation(line: 347, column: 40, scope: !2320)
!2331 = !DILocation(line: 347, column: 44, scope: !2320)
!2332 = !DILocation(line: 347, column: 48, scope: !2320)
!2333 = !DILocation(line: 347, column: 5, scope: !2320)
!2334 = !DILocation(line: 348, column: 6, scope: !2320)
!2335 = !DILocation(line: 350, column: 6, scope: !2320)
!2336 = !DILocation(line: 350, column: 12, scope: !2320)
!2337 = !DILocation(line: 350, column: 10, scope: !2320)
!2338 = !DILocation(line: 345, column: 3, scope: !2320)
!2339 = distinct !DISubprogram(name: "safe_mod_func_uint64_t_u_u", scope: !663, file: !663, line: 874, type: !1996, scopeLine: 875, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2340 = !DILocalVariable(name: "ui1", arg: 1, scope: !2339, file: !663, line: 874, type: !176)
!2341 = !DILocation(line: 874, column: 43, scope: !2339)
!2342 = !DILocalVariable(name: "ui2", arg: 2, scope: !2339, file: !663, line: 874, type: !176)
!2343 = !DILocation(line: 874, column: 57, scope: !2339)
!2344 = !DILocation(line: 879, column: 6, scope: !2339)
!2345 = !DILocation(line: 879, column: 10, scope: !2339)
!2346 = !DILocation(line: 879, column: 5, scope: !2339)
!2347 = !DILocation(line: 880, column: 6, scope: !2339)
!2348 = !DILocation(line: 882, column: 6, scope: !2339)
!2349 = !DILocation(line: 882, column: 12, scope: !2339)
!2350 = !DILocation(line: 882, column: 10, scope: !2339)
!2351 = !DILocation(line: 877, column: 3, scope: !2339)
!2352 = distinct !DISubprogram(name: "safe_sub_func_int16_t_s_s", scope: !663, file: !663, line: 172, type: !887, scopeLine: 173, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2353 = !DILocalVariable(name: "si1", arg: 1, scope: !2352, file: !663, line: 172, type: !116)
!2354 = !DILocation(line: 172, column: 41, scope: !2352)
!2355 = !DILocalVariable(name: "si2", arg: 2, scope: !2352, file: !663, line: 172, type: !116)
!2356 = !DILocation(line: 172, column: 54, scope: !2352)
!2357 = !DILocation(line: 182, column: 6, scope: !2352)
!2358 = !DILocation(line: 182, column: 12, scope: !2352)
!2359 = !DILocation(line: 182, column: 10, scope: !2352)
!2360 = !DILocation(line: 182, column: 5, scope: !2352)
!2361 = !DILocation(line: 175, column: 3, scope: !2352)
!2362 = distinct !DISubprogram(name: "crc32_8bytes", scope: !105, file: !105, line: 97, type: !2363, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2363 = !DISubroutineType(types: !2364)
!2364 = !{null, !176}
!2365 = !DILocalVariable(name: "val", arg: 1, scope: !2362, file: !105, line: 97, type: !176)
!2366 = !DILocation(line: 97, column: 24, scope: !2362)
!2367 = !DILocation(line: 99, column: 15, scope: !2362)
!2368 = !DILocation(line: 99, column: 18, scope: !2362)
!2369 = !DILocation(line: 99, column: 23, scope: !2362)
!2370 = !DILocation(line: 99, column: 14, scope: !2362)
!2371 = !DILocation(line: 99, column: 2, scope: !2362)
!2372 = !DILocation(line: 100, column: 15, scope: !2362)
!2373 = !DILocation(line: 100, column: 18, scope: !2362)
!2374 = !DILocation(line: 100, column: 23, scope: !2362)
!2375 = !DILocation(line: 100, column: 14, scope: !2362)
!2376 = !DILocation(line: 100, column: 2, scope: !2362)
!2377 = !DILocation(line: 101, column: 15, scope: !2362)
!2378 = !DILocation(line: 101, column: 18, scope: !2362)
!2379 = !DILocation(line: 101, column: 24, scope: !2362)
!2380 = !DILocation(line: 101, column: 14, scope: !2362)
!2381 = !DILocation(line: 101, column: 2, scope: !2362)
!2382 = !DILocation(line: 102, column: 15, scope: !2362)
!2383 = !DILocation(line: 102, column: 18, scope: !2362)
!2384 = !DILocation(line: 102, column: 24, scope: !2362)
!2385 = !DILocation(line: 102, column: 14, scope: !2362)
!2386 = !DILocation(line: 102, column: 2, scope: !2362)
!2387 = !DILocation(line: 103, column: 15, scope: !2362)
!2388 = !DILocation(line: 103, column: 18, scope: !2362)
!2389 = !DILocation(line: 103, column: 24, scope: !2362)
!2390 = !DILocation(line: 103, column: 14, scope: !2362)
!2391 = !DILocation(line: 103, column: 2, scope: !2362)
!2392 = !DILocation(line: 104, column: 15, scope: !2362)
!2393 = !DILocation(line: 104, column: 18, scope: !2362)
!2394 = !DILocation(line: 104, column: 24, scope: !2362)
!2395 = !DILocation(line: 104, column: 14, scope: !2362)
!2396 = !DILocation(line: 104, column: 2, scope: !2362)
!2397 = !DILocation(line: 105, column: 15, scope: !2362)
!2398 = !DILocation(line: 105, column: 18, scope: !2362)
!2399 = !DILocation(line: 105, column: 24, scope: !2362)
!2400 = !DILocation(line: 105, column: 14, scope: !2362)
!2401 = !DILocation(line: 105, column: 2, scope: !2362)
!2402 = !DILocation(line: 106, column: 15, scope: !2362)
!2403 = !DILocation(line: 106, column: 18, scope: !2362)
!2404 = !DILocation(line: 106, column: 24, scope: !2362)
!2405 = !DILocation(line: 106, column: 14, scope: !2362)
!2406 = !DILocation(line: 106, column: 2, scope: !2362)
!2407 = !DILocation(line: 107, column: 1, scope: !2362)
!2408 = distinct !DISubprogram(name: "crc32_byte", scope: !105, file: !105, line: 71, type: !2409, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !230)
!2409 = !DISubroutineType(types: !2410)
!2410 = !{null, !207}
!2411 = !DILocalVariable(name: "b", arg: 1, scope: !2408, file: !105, line: 71, type: !207)
!2412 = !DILocation(line: 71, column: 21, scope: !2408)
!2413 = !DILocation(line: 73, column: 5, scope: !2408)
!2414 = !DILocation(line: 73, column: 19, scope: !2408)
!2415 = !DILocation(line: 73, column: 25, scope: !2408)
!2416 = !DILocation(line: 74, column: 14, scope: !2408)
!2417 = !DILocation(line: 74, column: 30, scope: !2408)
!2418 = !DILocation(line: 74, column: 28, scope: !2408)
!2419 = !DILocation(line: 74, column: 33, scope: !2408)
!2420 = !DILocation(line: 74, column: 3, scope: !2408)
!2421 = !DILocation(line: 73, column: 39, scope: !2408)
!2422 = !DILocation(line: 72, column: 16, scope: !2408)
!2423 = !DILocation(line: 75, column: 1, scope: !2408)
