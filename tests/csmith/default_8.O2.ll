; ModuleID = 'default_8.c'
source_filename = "default_8.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S1 = type <{ i32, i16, i64 }>

@.str.1 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [5 x i8] c"g_21\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [5 x i8] c"g_26\00", align 1, !dbg !12
@g_29 = internal global i64 -6, align 8, !dbg !14
@.str.4 = private unnamed_addr constant [5 x i8] c"g_29\00", align 1, !dbg !27
@.str.5 = private unnamed_addr constant [5 x i8] c"g_30\00", align 1, !dbg !29
@.str.6 = private unnamed_addr constant [5 x i8] c"g_32\00", align 1, !dbg !31
@.str.7 = private unnamed_addr constant [5 x i8] c"g_41\00", align 1, !dbg !33
@.str.8 = private unnamed_addr constant [17 x i8] c"g_44[i][j][k].f0\00", align 1, !dbg !35
@.str.9 = private unnamed_addr constant [17 x i8] c"g_44[i][j][k].f1\00", align 1, !dbg !40
@.str.10 = private unnamed_addr constant [17 x i8] c"g_44[i][j][k].f2\00", align 1, !dbg !42
@.str.11 = private unnamed_addr constant [17 x i8] c"g_44[i][j][k].f3\00", align 1, !dbg !44
@.str.12 = private unnamed_addr constant [17 x i8] c"g_44[i][j][k].f4\00", align 1, !dbg !46
@.str.13 = private unnamed_addr constant [17 x i8] c"g_44[i][j][k].f5\00", align 1, !dbg !48
@.str.14 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !50
@g_52 = internal global i32 3, align 4, !dbg !188
@.str.15 = private unnamed_addr constant [5 x i8] c"g_52\00", align 1, !dbg !55
@.str.16 = private unnamed_addr constant [5 x i8] c"g_53\00", align 1, !dbg !57
@.str.17 = private unnamed_addr constant [5 x i8] c"g_54\00", align 1, !dbg !59
@g_56 = internal global i16 -1, align 2, !dbg !198
@.str.18 = private unnamed_addr constant [5 x i8] c"g_56\00", align 1, !dbg !61
@.str.19 = private unnamed_addr constant [11 x i8] c"g_57[i][j]\00", align 1, !dbg !63
@.str.20 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !68
@.str.21 = private unnamed_addr constant [8 x i8] c"g_77.f0\00", align 1, !dbg !73
@.str.22 = private unnamed_addr constant [8 x i8] c"g_77.f1\00", align 1, !dbg !78
@.str.23 = private unnamed_addr constant [8 x i8] c"g_77.f2\00", align 1, !dbg !80
@.str.24 = private unnamed_addr constant [8 x i8] c"g_77.f3\00", align 1, !dbg !82
@.str.25 = private unnamed_addr constant [8 x i8] c"g_77.f4\00", align 1, !dbg !84
@.str.26 = private unnamed_addr constant [8 x i8] c"g_77.f5\00", align 1, !dbg !86
@.str.27 = private unnamed_addr constant [5 x i8] c"g_93\00", align 1, !dbg !88
@.str.28 = private unnamed_addr constant [6 x i8] c"g_113\00", align 1, !dbg !90
@.str.29 = private unnamed_addr constant [6 x i8] c"g_127\00", align 1, !dbg !95
@.str.30 = private unnamed_addr constant [6 x i8] c"g_131\00", align 1, !dbg !97
@.str.31 = private unnamed_addr constant [6 x i8] c"g_153\00", align 1, !dbg !99
@.str.32 = private unnamed_addr constant [6 x i8] c"g_155\00", align 1, !dbg !101
@.str.33 = private unnamed_addr constant [6 x i8] c"g_174\00", align 1, !dbg !103
@.str.34 = private unnamed_addr constant [12 x i8] c"g_193[i].f0\00", align 1, !dbg !105
@.str.35 = private unnamed_addr constant [12 x i8] c"g_193[i].f1\00", align 1, !dbg !110
@.str.36 = private unnamed_addr constant [12 x i8] c"g_193[i].f2\00", align 1, !dbg !112
@.str.37 = private unnamed_addr constant [12 x i8] c"g_193[i].f3\00", align 1, !dbg !114
@.str.38 = private unnamed_addr constant [12 x i8] c"g_193[i].f4\00", align 1, !dbg !116
@.str.39 = private unnamed_addr constant [12 x i8] c"g_193[i].f5\00", align 1, !dbg !118
@.str.40 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !120
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !239
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !125
@.str.41 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !150
@g_44 = internal constant [7 x [2 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]]] [[2 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 34, i8 15, i8 0, i8 0, i16 30664, i8 -126, i8 -14, i8 -105, i8 -1, i8 47, i8 -49, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 111, i8 14, i8 0, i8 0, i16 -2956, i8 67, i8 -14, i8 111, i8 3, i8 80, i8 -33, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 7, i8 0, i8 0, i16 -7475, i8 -126, i8 -7, i8 -89, i8 1, i8 -16, i8 66, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 34, i8 15, i8 0, i8 0, i16 30664, i8 -126, i8 -14, i8 -105, i8 -1, i8 47, i8 -49, i8 1, i8 0 }]], [2 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 0, i8 0, i8 0, i16 12071, i8 0, i8 9, i8 -116, i8 7, i8 96, i8 28, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 0, i8 0, i8 0, i16 12071, i8 0, i8 9, i8 -116, i8 7, i8 96, i8 28, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 0, i8 0, i8 0, i16 12071, i8 0, i8 9, i8 -116, i8 7, i8 96, i8 28, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 34, i8 15, i8 0, i8 0, i16 30664, i8 -126, i8 -14, i8 -105, i8 -1, i8 47, i8 -49, i8 1, i8 0 }]], [2 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 7, i8 0, i8 0, i16 -7475, i8 -126, i8 -7, i8 -89, i8 1, i8 -16, i8 66, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 111, i8 14, i8 0, i8 0, i16 -2956, i8 67, i8 -14, i8 111, i8 3, i8 80, i8 -33, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 34, i8 15, i8 0, i8 0, i16 30664, i8 -126, i8 -14, i8 -105, i8 -1, i8 47, i8 -49, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 111, i8 14, i8 0, i8 0, i16 -2956, i8 67, i8 -14, i8 111, i8 3, i8 80, i8 -33, i8 0, i8 0 }]], [2 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 7, i8 0, i8 0, i16 -7475, i8 -126, i8 -7, i8 -89, i8 1, i8 -16, i8 66, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 34, i8 15, i8 0, i8 0, i16 30664, i8 -126, i8 -14, i8 -105, i8 -1, i8 47, i8 -49, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 0, i8 0, i8 0, i16 12071, i8 0, i8 9, i8 -116, i8 7, i8 96, i8 28, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 0, i8 0, i8 0, i16 12071, i8 0, i8 9, i8 -116, i8 7, i8 96, i8 28, i8 1, i8 0 }]], [2 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 0, i8 0, i8 0, i16 12071, i8 0, i8 9, i8 -116, i8 7, i8 96, i8 28, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 34, i8 15, i8 0, i8 0, i16 30664, i8 -126, i8 -14, i8 -105, i8 -1, i8 47, i8 -49, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 7, i8 0, i8 0, i16 -7475, i8 -126, i8 -7, i8 -89, i8 1, i8 -16, i8 66, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 111, i8 14, i8 0, i8 0, i16 -2956, i8 67, i8 -14, i8 111, i8 3, i8 80, i8 -33, i8 0, i8 0 }]], [2 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 34, i8 15, i8 0, i8 0, i16 30664, i8 -126, i8 -14, i8 -105, i8 -1, i8 47, i8 -49, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 111, i8 14, i8 0, i8 0, i16 -2956, i8 67, i8 -14, i8 111, i8 3, i8 80, i8 -33, i8 0, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -19, i8 7, i8 0, i8 0, i16 -7475, i8 -126, i8 -7, i8 -89, i8 1, i8 -16, i8 66, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 34, i8 15, i8 0, i8 0, i16 30664, i8 -126, i8 -14, i8 -105, i8 -1, i8 47, i8 -49, i8 1, i8 0 }]], [2 x [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }]] [[2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 0, i8 0, i8 0, i16 12071, i8 0, i8 9, i8 -116, i8 7, i8 96, i8 28, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 0, i8 0, i8 0, i16 12071, i8 0, i8 9, i8 -116, i8 7, i8 96, i8 28, i8 1, i8 0 }], [2 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -13, i8 0, i8 0, i8 0, i16 12071, i8 0, i8 9, i8 -116, i8 7, i8 96, i8 28, i8 1, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 34, i8 15, i8 0, i8 0, i16 30664, i8 -126, i8 -14, i8 -105, i8 -1, i8 47, i8 -49, i8 1, i8 0 }]]], align 16, !dbg !170
@g_77 = internal global { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 9, i8 11, i8 0, i8 0, i16 0, i8 -63, i8 -12, i8 59, i8 -6, i8 47, i8 66, i8 1, i8 0 }, align 4, !dbg !210
@g_193 = internal global [8 x { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 10, i8 0, i8 0, i16 -1, i8 69, i8 -11, i8 -45, i8 -4, i8 95, i8 -42, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 10, i8 0, i8 0, i16 -1, i8 69, i8 -11, i8 -45, i8 -4, i8 95, i8 -42, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 10, i8 0, i8 0, i16 -1, i8 69, i8 -11, i8 -45, i8 -4, i8 95, i8 -42, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 10, i8 0, i8 0, i16 -1, i8 69, i8 -11, i8 -45, i8 -4, i8 95, i8 -42, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 10, i8 0, i8 0, i16 -1, i8 69, i8 -11, i8 -45, i8 -4, i8 95, i8 -42, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 10, i8 0, i8 0, i16 -1, i8 69, i8 -11, i8 -45, i8 -4, i8 95, i8 -42, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 10, i8 0, i8 0, i16 -1, i8 69, i8 -11, i8 -45, i8 -4, i8 95, i8 -42, i8 0, i8 0 }, { i8, i8, i8, i8, i16, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -125, i8 10, i8 0, i8 0, i16 -1, i8 69, i8 -11, i8 -45, i8 -4, i8 95, i8 -42, i8 0, i8 0 }], align 16, !dbg !230
@.str.45 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !233

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !253 {
    #dbg_value(i32 %0, !259, !DIExpression(), !265)
    #dbg_value(ptr %1, !260, !DIExpression(), !265)
    #dbg_value(i32 0, !264, !DIExpression(), !265)
  %3 = icmp eq i32 %0, 2, !dbg !266
  br i1 %3, label %4, label %17, !dbg !268

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !269
  %6 = load ptr, ptr %5, align 8, !dbg !269, !tbaa !270
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !274
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !275
  %16 = zext i1 %15 to i32, !dbg !275
  br label %17, !dbg !275

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !265
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !265
    #dbg_value(i32 %19, !264, !DIExpression(), !265)
    #dbg_value(i32 -306674912, !276, !DIExpression(), !285)
    #dbg_value(i32 0, !282, !DIExpression(), !285)
  br label %20, !dbg !287

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !289
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !291
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !291
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !291
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !297
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !297
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !297
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !291
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !291
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !297
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !297
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !297
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !291
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !291
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !297
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !297
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !297
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !291
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !291
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !297
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !297
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !297
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !291
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !291
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !297
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !297
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !297
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !291
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !291
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !297
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !297
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !297
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !291
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !291
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !297
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !297
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !297
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !291
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !291
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !297
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !297
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !297
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !298
  store <4 x i32> %62, ptr %63, align 16, !dbg !299, !tbaa !300
  %64 = add nuw i64 %21, 4, !dbg !289
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !291
  %66 = icmp eq i64 %64, 256, !dbg !289
  br i1 %66, label %67, label %20, !dbg !289, !llvm.loop !302

67:                                               ; preds = %20
  tail call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !307
  tail call fastcc void @transparent_crc(i64 noundef 2013036019, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !308
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !309
  %68 = load volatile i64, ptr @g_29, align 8, !dbg !310, !tbaa !311
  tail call fastcc void @transparent_crc(i64 noundef %68, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !313
  tail call fastcc void @transparent_crc(i64 noundef -1460469033, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !314
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !315
  tail call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !316
    #dbg_value(i32 0, !261, !DIExpression(), !265)
  br label %69, !dbg !317

69:                                               ; preds = %67, %120
  %70 = phi i64 [ 0, %67 ], [ %121, %120 ]
    #dbg_value(i64 %70, !261, !DIExpression(), !265)
    #dbg_value(i32 0, !262, !DIExpression(), !265)
  %71 = trunc nuw nsw i64 %70 to i32
  %72 = trunc nuw nsw i64 %70 to i32
  br label %73, !dbg !319

73:                                               ; preds = %69, %119
  %74 = phi i1 [ true, %69 ], [ false, %119 ]
  %75 = phi i64 [ 0, %69 ], [ 1, %119 ]
    #dbg_value(i64 %75, !262, !DIExpression(), !265)
    #dbg_value(i64 0, !263, !DIExpression(), !265)
  %76 = getelementptr inbounds [7 x [2 x [2 x %struct.S1]]], ptr @g_44, i64 0, i64 %70, i64 %75, i64 0, !dbg !323
  %77 = load i32, ptr %76, align 4, !dbg !329
  %78 = and i32 %77, 33554431, !dbg !329
  %79 = zext nneg i32 %78 to i64, !dbg !323
  tail call fastcc void @transparent_crc(i64 noundef %79, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !330
  %80 = getelementptr inbounds i8, ptr %76, i64 4, !dbg !331
  %81 = load i16, ptr %80, align 4, !dbg !331, !tbaa !332
  %82 = zext i16 %81 to i64, !dbg !335
  tail call fastcc void @transparent_crc(i64 noundef %82, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !336
  %83 = getelementptr inbounds i8, ptr %76, i64 6, !dbg !337
  %84 = load i64, ptr %83, align 2, !dbg !337
  %85 = and i64 %84, 63, !dbg !337
  tail call fastcc void @transparent_crc(i64 noundef %85, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !338
  %86 = load volatile i64, ptr %83, align 2, !dbg !339
  %87 = shl i64 %86, 46, !dbg !339
  %88 = ashr i64 %87, 52, !dbg !339
  tail call fastcc void @transparent_crc(i64 noundef %88, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !340
  %89 = load volatile i64, ptr %83, align 2, !dbg !341
  %90 = shl i64 %89, 28, !dbg !341
  %91 = ashr i64 %90, 46, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %91, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !342
  %92 = lshr i64 %89, 36, !dbg !343
  %93 = and i64 %92, 134217727, !dbg !343
  tail call fastcc void @transparent_crc(i64 noundef %93, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !344
  br i1 %18, label %97, label %94, !dbg !345

94:                                               ; preds = %73
  %95 = trunc nuw nsw i64 %75 to i32, !dbg !346
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %71, i32 noundef %95, i32 noundef 0), !dbg !346
  br label %97, !dbg !346

97:                                               ; preds = %73, %94
    #dbg_value(i64 1, !263, !DIExpression(), !265)
  %98 = getelementptr inbounds [7 x [2 x [2 x %struct.S1]]], ptr @g_44, i64 0, i64 %70, i64 %75, i64 1, !dbg !323
  %99 = load i32, ptr %98, align 2, !dbg !329
  %100 = and i32 %99, 33554431, !dbg !329
  %101 = zext nneg i32 %100 to i64, !dbg !323
  tail call fastcc void @transparent_crc(i64 noundef %101, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !330
  %102 = getelementptr inbounds i8, ptr %98, i64 4, !dbg !331
  %103 = load i16, ptr %102, align 2, !dbg !331, !tbaa !332
  %104 = zext i16 %103 to i64, !dbg !335
  tail call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !336
  %105 = getelementptr inbounds i8, ptr %98, i64 6, !dbg !337
  %106 = load i64, ptr %105, align 4, !dbg !337
  %107 = and i64 %106, 63, !dbg !337
  tail call fastcc void @transparent_crc(i64 noundef %107, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !338
  %108 = load volatile i64, ptr %105, align 4, !dbg !339
  %109 = shl i64 %108, 46, !dbg !339
  %110 = ashr i64 %109, 52, !dbg !339
  tail call fastcc void @transparent_crc(i64 noundef %110, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !340
  %111 = load volatile i64, ptr %105, align 4, !dbg !341
  %112 = shl i64 %111, 28, !dbg !341
  %113 = ashr i64 %112, 46, !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef %113, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !342
  %114 = lshr i64 %111, 36, !dbg !343
  %115 = and i64 %114, 134217727, !dbg !343
  tail call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !344
  br i1 %18, label %119, label %116, !dbg !345

116:                                              ; preds = %97
  %117 = trunc nuw nsw i64 %75 to i32, !dbg !346
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %72, i32 noundef %117, i32 noundef 1), !dbg !346
  br label %119, !dbg !346

119:                                              ; preds = %116, %97
    #dbg_value(i64 2, !263, !DIExpression(), !265)
    #dbg_value(i64 %75, !262, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !265)
  br i1 %74, label %73, label %120, !dbg !319, !llvm.loop !348

120:                                              ; preds = %119
  %121 = add nuw nsw i64 %70, 1, !dbg !350
    #dbg_value(i64 %121, !261, !DIExpression(), !265)
  %122 = icmp eq i64 %121, 7, !dbg !351
  br i1 %122, label %123, label %69, !dbg !317, !llvm.loop !352

123:                                              ; preds = %120
  %124 = load volatile i32, ptr @g_52, align 4, !dbg !354, !tbaa !300
  %125 = sext i32 %124 to i64, !dbg !354
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !355
  tail call fastcc void @transparent_crc(i64 noundef -3, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !356
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !357
  %126 = load volatile i16, ptr @g_56, align 2, !dbg !358, !tbaa !359
  %127 = sext i16 %126 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !360
    #dbg_value(i64 0, !261, !DIExpression(), !265)
    #dbg_value(i32 poison, !262, !DIExpression(), !265)
  tail call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !361
  br i1 %18, label %128, label %129, !dbg !368

128:                                              ; preds = %123
    #dbg_value(i32 poison, !262, !DIExpression(), !265)
    #dbg_value(i64 1, !261, !DIExpression(), !265)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !361
    #dbg_value(i64 2, !261, !DIExpression(), !265)
  tail call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !361
    #dbg_value(i64 3, !261, !DIExpression(), !265)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !361
    #dbg_value(i64 4, !261, !DIExpression(), !265)
  tail call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !361
    #dbg_value(i64 5, !261, !DIExpression(), !265)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !361
    #dbg_value(i64 6, !261, !DIExpression(), !265)
  tail call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !361
    #dbg_value(i64 7, !261, !DIExpression(), !265)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !361
    #dbg_value(i64 8, !261, !DIExpression(), !265)
  tail call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !361
  br label %139, !dbg !368

129:                                              ; preds = %123
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 0, i32 noundef 0), !dbg !369
    #dbg_value(i32 poison, !262, !DIExpression(), !265)
    #dbg_value(i64 1, !261, !DIExpression(), !265)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !361
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 1, i32 noundef 0), !dbg !369
    #dbg_value(i64 2, !261, !DIExpression(), !265)
  tail call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !361
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 2, i32 noundef 0), !dbg !369
    #dbg_value(i64 3, !261, !DIExpression(), !265)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !361
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 3, i32 noundef 0), !dbg !369
    #dbg_value(i64 4, !261, !DIExpression(), !265)
  tail call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !361
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 4, i32 noundef 0), !dbg !369
    #dbg_value(i64 5, !261, !DIExpression(), !265)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !361
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 5, i32 noundef 0), !dbg !369
    #dbg_value(i64 6, !261, !DIExpression(), !265)
  tail call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !361
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 6, i32 noundef 0), !dbg !369
    #dbg_value(i64 7, !261, !DIExpression(), !265)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !361
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 7, i32 noundef 0), !dbg !369
    #dbg_value(i64 8, !261, !DIExpression(), !265)
  tail call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !361
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef 8, i32 noundef 0), !dbg !369
  br label %139, !dbg !369

139:                                              ; preds = %128, %129
    #dbg_value(i32 poison, !262, !DIExpression(), !265)
    #dbg_value(i64 9, !261, !DIExpression(), !265)
  %140 = load volatile i32, ptr @g_77, align 4, !dbg !371
  %141 = and i32 %140, 33554431, !dbg !371
  %142 = zext nneg i32 %141 to i64, !dbg !372
  tail call fastcc void @transparent_crc(i64 noundef %142, ptr noundef nonnull @.str.21, i32 noundef %19), !dbg !373
  %143 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_77, i64 4), align 4, !dbg !374, !tbaa !332
  %144 = zext i16 %143 to i64, !dbg !375
  tail call fastcc void @transparent_crc(i64 noundef %144, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !376
  %145 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_77, i64 6), align 2, !dbg !377
  %146 = and i64 %145, 63, !dbg !377
  tail call fastcc void @transparent_crc(i64 noundef %146, ptr noundef nonnull @.str.23, i32 noundef %19), !dbg !378
  %147 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_77, i64 6), align 2, !dbg !379
  %148 = shl i64 %147, 46, !dbg !379
  %149 = ashr i64 %148, 52, !dbg !379
  tail call fastcc void @transparent_crc(i64 noundef %149, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !380
  %150 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_77, i64 6), align 2, !dbg !381
  %151 = shl i64 %150, 28, !dbg !381
  %152 = ashr i64 %151, 46, !dbg !381
  tail call fastcc void @transparent_crc(i64 noundef %152, ptr noundef nonnull @.str.25, i32 noundef %19), !dbg !382
  %153 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_77, i64 6), align 2, !dbg !383
  %154 = lshr i64 %153, 36, !dbg !383
  %155 = and i64 %154, 134217727, !dbg !383
  tail call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.26, i32 noundef %19), !dbg !384
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.27, i32 noundef %19), !dbg !385
  tail call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !386
  tail call fastcc void @transparent_crc(i64 noundef 9858, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !387
  tail call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !388
  tail call fastcc void @transparent_crc(i64 noundef 1565091848, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !389
  tail call fastcc void @transparent_crc(i64 noundef 3954818849, ptr noundef nonnull @.str.32, i32 noundef %19), !dbg !390
  tail call fastcc void @transparent_crc(i64 noundef 521865413, ptr noundef nonnull @.str.33, i32 noundef %19), !dbg !391
    #dbg_value(i32 0, !261, !DIExpression(), !265)
  br label %156, !dbg !392

156:                                              ; preds = %139, %180
  %157 = phi i64 [ 0, %139 ], [ %181, %180 ]
    #dbg_value(i64 %157, !261, !DIExpression(), !265)
  %158 = getelementptr inbounds [8 x %struct.S1], ptr @g_193, i64 0, i64 %157, !dbg !394
  %159 = load i32, ptr %158, align 2, !dbg !397
  %160 = and i32 %159, 33554431, !dbg !397
  %161 = zext nneg i32 %160 to i64, !dbg !394
  tail call fastcc void @transparent_crc(i64 noundef %161, ptr noundef nonnull @.str.34, i32 noundef %19), !dbg !398
  %162 = getelementptr inbounds i8, ptr %158, i64 4, !dbg !399
  %163 = load i16, ptr %162, align 2, !dbg !399, !tbaa !332
  %164 = zext i16 %163 to i64, !dbg !400
  tail call fastcc void @transparent_crc(i64 noundef %164, ptr noundef nonnull @.str.35, i32 noundef %19), !dbg !401
  %165 = getelementptr inbounds i8, ptr %158, i64 6, !dbg !402
  %166 = load i64, ptr %165, align 2, !dbg !402
  %167 = and i64 %166, 63, !dbg !402
  tail call fastcc void @transparent_crc(i64 noundef %167, ptr noundef nonnull @.str.36, i32 noundef %19), !dbg !403
  %168 = load volatile i64, ptr %165, align 2, !dbg !404
  %169 = shl i64 %168, 46, !dbg !404
  %170 = ashr i64 %169, 52, !dbg !404
  tail call fastcc void @transparent_crc(i64 noundef %170, ptr noundef nonnull @.str.37, i32 noundef %19), !dbg !405
  %171 = load volatile i64, ptr %165, align 2, !dbg !406
  %172 = shl i64 %171, 28, !dbg !406
  %173 = ashr i64 %172, 46, !dbg !406
  tail call fastcc void @transparent_crc(i64 noundef %173, ptr noundef nonnull @.str.38, i32 noundef %19), !dbg !407
  %174 = load i64, ptr %165, align 2, !dbg !408
  %175 = lshr i64 %174, 36, !dbg !408
  %176 = and i64 %175, 134217727, !dbg !408
  tail call fastcc void @transparent_crc(i64 noundef %176, ptr noundef nonnull @.str.39, i32 noundef %19), !dbg !409
  br i1 %18, label %180, label %177, !dbg !410

177:                                              ; preds = %156
  %178 = trunc nuw nsw i64 %157 to i32, !dbg !411
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.40, i32 noundef %178), !dbg !411
  br label %180, !dbg !411

180:                                              ; preds = %156, %177
  %181 = add nuw nsw i64 %157, 1, !dbg !413
    #dbg_value(i64 %181, !261, !DIExpression(), !265)
  %182 = icmp eq i64 %181, 8, !dbg !414
  br i1 %182, label %183, label %156, !dbg !392, !llvm.loop !415

183:                                              ; preds = %180
  %184 = load i32, ptr @crc32_context, align 4, !dbg !417, !tbaa !300
  %185 = xor i32 %184, -1, !dbg !418
    #dbg_value(i32 %185, !419, !DIExpression(), !425)
    #dbg_value(i32 %19, !424, !DIExpression(), !425)
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.45, i32 noundef %185), !dbg !427
  ret i32 0, !dbg !428
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !429 {
    #dbg_value(i64 %0, !433, !DIExpression(), !436)
    #dbg_value(ptr %1, !434, !DIExpression(), !436)
    #dbg_value(i32 %2, !435, !DIExpression(), !436)
    #dbg_value(i64 %0, !437, !DIExpression(), !442)
    #dbg_value(i64 %0, !444, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !449)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !451, !tbaa !300
  %5 = lshr i32 %4, 8, !dbg !452
  %6 = zext i32 %4 to i64, !dbg !453
  %7 = xor i64 %6, %0, !dbg !453
  %8 = and i64 %7, 255, !dbg !454
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !454
  %10 = load i32, ptr %9, align 4, !dbg !454, !tbaa !300
  %11 = xor i32 %5, %10, !dbg !455
  %12 = lshr i64 %0, 8, !dbg !456
    #dbg_value(i64 %12, !444, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !457)
  %13 = lshr i32 %11, 8, !dbg !459
  %14 = zext i32 %11 to i64, !dbg !460
  %15 = xor i64 %12, %14, !dbg !460
  %16 = and i64 %15, 255, !dbg !461
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !461
  %18 = load i32, ptr %17, align 4, !dbg !461, !tbaa !300
  %19 = xor i32 %13, %18, !dbg !462
  %20 = lshr i64 %0, 16, !dbg !463
    #dbg_value(i64 %20, !444, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !464)
  %21 = lshr i32 %19, 8, !dbg !466
  %22 = zext i32 %19 to i64, !dbg !467
  %23 = xor i64 %20, %22, !dbg !467
  %24 = and i64 %23, 255, !dbg !468
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !468
  %26 = load i32, ptr %25, align 4, !dbg !468, !tbaa !300
  %27 = xor i32 %21, %26, !dbg !469
  %28 = lshr i64 %0, 24, !dbg !470
    #dbg_value(i64 %28, !444, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !471)
  %29 = lshr i32 %27, 8, !dbg !473
  %30 = zext i32 %27 to i64, !dbg !474
  %31 = xor i64 %28, %30, !dbg !474
  %32 = and i64 %31, 255, !dbg !475
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !475
  %34 = load i32, ptr %33, align 4, !dbg !475, !tbaa !300
  %35 = xor i32 %29, %34, !dbg !476
  %36 = lshr i64 %0, 32, !dbg !477
    #dbg_value(i64 %36, !444, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !478)
  %37 = lshr i32 %35, 8, !dbg !480
  %38 = zext i32 %35 to i64, !dbg !481
  %39 = xor i64 %36, %38, !dbg !481
  %40 = and i64 %39, 255, !dbg !482
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !482
  %42 = load i32, ptr %41, align 4, !dbg !482, !tbaa !300
  %43 = xor i32 %37, %42, !dbg !483
  %44 = lshr i64 %0, 40, !dbg !484
    #dbg_value(i64 %44, !444, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !485)
  %45 = lshr i32 %43, 8, !dbg !487
  %46 = zext i32 %43 to i64, !dbg !488
  %47 = xor i64 %44, %46, !dbg !488
  %48 = and i64 %47, 255, !dbg !489
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !489
  %50 = load i32, ptr %49, align 4, !dbg !489, !tbaa !300
  %51 = xor i32 %45, %50, !dbg !490
  %52 = lshr i64 %0, 48, !dbg !491
    #dbg_value(i64 %52, !444, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !492)
  %53 = lshr i32 %51, 8, !dbg !494
  %54 = zext i32 %51 to i64, !dbg !495
  %55 = xor i64 %52, %54, !dbg !495
  %56 = and i64 %55, 255, !dbg !496
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !496
  %58 = load i32, ptr %57, align 4, !dbg !496, !tbaa !300
  %59 = xor i32 %53, %58, !dbg !497
  %60 = lshr i64 %0, 56, !dbg !498
    #dbg_value(i64 %60, !444, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !499)
  %61 = lshr i32 %59, 8, !dbg !501
  %62 = and i32 %59, 255, !dbg !502
  %63 = zext nneg i32 %62 to i64, !dbg !502
  %64 = xor i64 %60, %63, !dbg !502
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !502
  %66 = load i32, ptr %65, align 4, !dbg !502, !tbaa !300
  %67 = xor i32 %61, %66, !dbg !503
  store i32 %67, ptr @crc32_context, align 4, !dbg !504, !tbaa !300
  %68 = icmp eq i32 %2, 0, !dbg !505
  br i1 %68, label %73, label %69, !dbg !507

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !508
  %71 = zext i32 %70 to i64, !dbg !508
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, ptr noundef %1, i64 noundef %71), !dbg !510
  br label %73, !dbg !511

73:                                               ; preds = %69, %3
  ret void, !dbg !512
}

; Function Attrs: nofree nounwind
declare !dbg !513 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!16}
!llvm.module.flags = !{!245, !246, !247, !248, !249, !250, !251}
!llvm.ident = !{!252}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 305, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "default_8.c", directory: ".", checksumkind: CSK_MD5, checksum: "64086d8df5c53ed7b97a3f7b944fa37c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 306, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 307, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "g_29", scope: !16, file: !2, line: 43, type: !241, isLocal: true, isDefinition: true)
!16 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !17, globals: !21, splitDebugInlining: false, nameTableKind: None)
!17 = !{!18, !19, !20}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{!22, !0, !7, !12, !27, !29, !31, !33, !35, !40, !42, !44, !46, !48, !50, !55, !57, !59, !61, !63, !68, !73, !78, !80, !82, !84, !86, !88, !90, !95, !97, !99, !101, !103, !105, !110, !112, !114, !116, !118, !120, !125, !135, !142, !146, !148, !150, !155, !157, !159, !14, !161, !163, !165, !170, !188, !191, !193, !198, !204, !210, !213, !215, !217, !219, !224, !226, !228, !230, !233, !239}
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 301, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 2)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 308, type: !9, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 309, type: !9, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 310, type: !9, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 311, type: !9, isLocal: true, isDefinition: true)
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
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 329, type: !9, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 330, type: !9, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 331, type: !9, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 332, type: !9, isLocal: true, isDefinition: true)
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
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 348, type: !9, isLocal: true, isDefinition: true)
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
!126 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !16, file: !127, line: 47, type: !128, isLocal: true, isDefinition: true)
!127 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !129, size: 8192, elements: !133)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !130, line: 26, baseType: !131)
!130 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !132, line: 42, baseType: !19)
!132 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!133 = !{!134}
!134 = !DISubrange(count: 256)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(name: "g_25", scope: !16, file: !2, line: 42, type: !137, isLocal: true, isDefinition: true)
!137 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !138)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !140, line: 26, baseType: !141)
!140 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !132, line: 41, baseType: !20)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "g_47", scope: !16, file: !2, line: 49, type: !144, isLocal: true, isDefinition: true)
!144 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(name: "g_48", scope: !16, file: !2, line: 48, type: !138, isLocal: true, isDefinition: true)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(name: "g_138", scope: !16, file: !2, line: 60, type: !144, isLocal: true, isDefinition: true)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !127, line: 114, type: !152, isLocal: true, isDefinition: true)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !153)
!153 = !{!154}
!154 = !DISubrange(count: 36)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!156 = distinct !DIGlobalVariable(name: "g_8", scope: !16, file: !2, line: 39, type: !129, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(name: "g_21", scope: !16, file: !2, line: 40, type: !139, isLocal: true, isDefinition: true)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(name: "g_26", scope: !16, file: !2, line: 41, type: !139, isLocal: true, isDefinition: true)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression(DW_OP_constu, 18446744072249082583, DW_OP_stack_value))
!162 = distinct !DIGlobalVariable(name: "g_30", scope: !16, file: !2, line: 44, type: !139, isLocal: true, isDefinition: true)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!164 = distinct !DIGlobalVariable(name: "g_32", scope: !16, file: !2, line: 45, type: !129, isLocal: true, isDefinition: true)
!165 = !DIGlobalVariableExpression(var: !166, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!166 = distinct !DIGlobalVariable(name: "g_41", scope: !16, file: !2, line: 46, type: !167, isLocal: true, isDefinition: true)
!167 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !130, line: 24, baseType: !168)
!168 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !132, line: 38, baseType: !169)
!169 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!170 = !DIGlobalVariableExpression(var: !171, expr: !DIExpression())
!171 = distinct !DIGlobalVariable(name: "g_44", scope: !16, file: !2, line: 47, type: !172, isLocal: true, isDefinition: true)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !173, size: 3136, elements: !186)
!173 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !174)
!174 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !2, line: 28, size: 112, align: 8, elements: !175)
!175 = !{!176, !177, !181, !182, !184, !185}
!176 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !174, file: !2, line: 29, baseType: !19, size: 25, flags: DIFlagBitField, extraData: i64 0)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !174, file: !2, line: 30, baseType: !178, size: 16, offset: 32)
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !130, line: 25, baseType: !179)
!179 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !132, line: 40, baseType: !180)
!180 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !174, file: !2, line: 31, baseType: !19, size: 6, offset: 48, flags: DIFlagBitField, extraData: i64 48)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !174, file: !2, line: 32, baseType: !183, size: 12, offset: 54, flags: DIFlagBitField, extraData: i64 48)
!183 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !20)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !174, file: !2, line: 33, baseType: !183, size: 18, offset: 66, flags: DIFlagBitField, extraData: i64 48)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !174, file: !2, line: 34, baseType: !19, size: 27, offset: 84, flags: DIFlagBitField, extraData: i64 48)
!186 = !{!187, !26, !26}
!187 = !DISubrange(count: 7)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(name: "g_52", scope: !16, file: !2, line: 50, type: !190, isLocal: true, isDefinition: true)
!190 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !139)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(name: "g_53", scope: !16, file: !2, line: 51, type: !139, isLocal: true, isDefinition: true)
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!194 = distinct !DIGlobalVariable(name: "g_54", scope: !16, file: !2, line: 52, type: !195, isLocal: true, isDefinition: true)
!195 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !140, line: 24, baseType: !196)
!196 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !132, line: 37, baseType: !197)
!197 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!198 = !DIGlobalVariableExpression(var: !199, expr: !DIExpression())
!199 = distinct !DIGlobalVariable(name: "g_56", scope: !16, file: !2, line: 53, type: !200, isLocal: true, isDefinition: true)
!200 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !201)
!201 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !140, line: 25, baseType: !202)
!202 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !132, line: 39, baseType: !203)
!203 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!204 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression())
!205 = distinct !DIGlobalVariable(name: "g_57", scope: !16, file: !2, line: 54, type: !206, isLocal: true, isDefinition: true)
!206 = !DICompositeType(tag: DW_TAG_array_type, baseType: !129, size: 288, elements: !207)
!207 = !{!208, !209}
!208 = !DISubrange(count: 9)
!209 = !DISubrange(count: 1)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(name: "g_77", scope: !16, file: !2, line: 55, type: !212, isLocal: true, isDefinition: true)
!212 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !174)
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!214 = distinct !DIGlobalVariable(name: "g_93", scope: !16, file: !2, line: 56, type: !178, isLocal: true, isDefinition: true)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression(DW_OP_constu, 2, DW_OP_stack_value))
!216 = distinct !DIGlobalVariable(name: "g_113", scope: !16, file: !2, line: 57, type: !201, isLocal: true, isDefinition: true)
!217 = !DIGlobalVariableExpression(var: !218, expr: !DIExpression(DW_OP_constu, 9858, DW_OP_stack_value))
!218 = distinct !DIGlobalVariable(name: "g_127", scope: !16, file: !2, line: 58, type: !178, isLocal: true, isDefinition: true)
!219 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression(DW_OP_constu, 8, DW_OP_stack_value))
!220 = distinct !DIGlobalVariable(name: "g_131", scope: !16, file: !2, line: 59, type: !221, isLocal: true, isDefinition: true)
!221 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !130, line: 27, baseType: !222)
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !132, line: 45, baseType: !223)
!223 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!224 = !DIGlobalVariableExpression(var: !225, expr: !DIExpression(DW_OP_constu, 1565091848, DW_OP_stack_value))
!225 = distinct !DIGlobalVariable(name: "g_153", scope: !16, file: !2, line: 61, type: !139, isLocal: true, isDefinition: true)
!226 = !DIGlobalVariableExpression(var: !227, expr: !DIExpression(DW_OP_constu, 18446744073369403169, DW_OP_stack_value))
!227 = distinct !DIGlobalVariable(name: "g_155", scope: !16, file: !2, line: 62, type: !129, isLocal: true, isDefinition: true)
!228 = !DIGlobalVariableExpression(var: !229, expr: !DIExpression(DW_OP_constu, 521865413, DW_OP_stack_value))
!229 = distinct !DIGlobalVariable(name: "g_174", scope: !16, file: !2, line: 63, type: !129, isLocal: true, isDefinition: true)
!230 = !DIGlobalVariableExpression(var: !231, expr: !DIExpression())
!231 = distinct !DIGlobalVariable(name: "g_193", scope: !16, file: !2, line: 65, type: !232, isLocal: true, isDefinition: true)
!232 = !DICompositeType(tag: DW_TAG_array_type, baseType: !174, size: 896, elements: !76)
!233 = !DIGlobalVariableExpression(var: !234, expr: !DIExpression())
!234 = distinct !DIGlobalVariable(scope: null, file: !235, line: 56, type: !236, isLocal: true, isDefinition: true)
!235 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!236 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !237)
!237 = !{!238}
!238 = !DISubrange(count: 15)
!239 = !DIGlobalVariableExpression(var: !240, expr: !DIExpression())
!240 = distinct !DIGlobalVariable(name: "crc32_context", scope: !16, file: !127, line: 48, type: !129, isLocal: true, isDefinition: true)
!241 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !242)
!242 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !140, line: 27, baseType: !243)
!243 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !132, line: 44, baseType: !244)
!244 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!245 = !{i32 7, !"Dwarf Version", i32 5}
!246 = !{i32 2, !"Debug Info Version", i32 3}
!247 = !{i32 1, !"wchar_size", i32 4}
!248 = !{i32 8, !"PIC Level", i32 2}
!249 = !{i32 7, !"PIE Level", i32 2}
!250 = !{i32 7, !"uwtable", i32 2}
!251 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!252 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!253 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 297, type: !254, scopeLine: 298, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !258)
!254 = !DISubroutineType(types: !255)
!255 = !{!20, !20, !256}
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !257, size: 64)
!257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!258 = !{!259, !260, !261, !262, !263, !264}
!259 = !DILocalVariable(name: "argc", arg: 1, scope: !253, file: !2, line: 297, type: !20)
!260 = !DILocalVariable(name: "argv", arg: 2, scope: !253, file: !2, line: 297, type: !256)
!261 = !DILocalVariable(name: "i", scope: !253, file: !2, line: 299, type: !20)
!262 = !DILocalVariable(name: "j", scope: !253, file: !2, line: 299, type: !20)
!263 = !DILocalVariable(name: "k", scope: !253, file: !2, line: 299, type: !20)
!264 = !DILocalVariable(name: "print_hash_value", scope: !253, file: !2, line: 300, type: !20)
!265 = !DILocation(line: 0, scope: !253)
!266 = !DILocation(line: 301, column: 14, scope: !267)
!267 = distinct !DILexicalBlock(scope: !253, file: !2, line: 301, column: 9)
!268 = !DILocation(line: 301, column: 19, scope: !267)
!269 = !DILocation(line: 301, column: 29, scope: !267)
!270 = !{!271, !271, i64 0}
!271 = !{!"any pointer", !272, i64 0}
!272 = !{!"omnipotent char", !273, i64 0}
!273 = !{!"Simple C/C++ TBAA"}
!274 = !DILocation(line: 301, column: 43, scope: !267)
!275 = !DILocation(line: 301, column: 9, scope: !253)
!276 = !DILocalVariable(name: "poly", scope: !277, file: !127, line: 54, type: !284)
!277 = distinct !DISubprogram(name: "crc32_gentab", scope: !127, file: !127, line: 51, type: !278, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !280)
!278 = !DISubroutineType(types: !279)
!279 = !{null}
!280 = !{!281, !276, !282, !283}
!281 = !DILocalVariable(name: "crc", scope: !277, file: !127, line: 53, type: !129)
!282 = !DILocalVariable(name: "i", scope: !277, file: !127, line: 55, type: !20)
!283 = !DILocalVariable(name: "j", scope: !277, file: !127, line: 55, type: !20)
!284 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !129)
!285 = !DILocation(line: 0, scope: !277, inlinedAt: !286)
!286 = distinct !DILocation(line: 303, column: 5, scope: !253)
!287 = !DILocation(line: 57, column: 2, scope: !288, inlinedAt: !286)
!288 = distinct !DILexicalBlock(scope: !277, file: !127, line: 57, column: 2)
!289 = !DILocation(line: 57, column: 24, scope: !290, inlinedAt: !286)
!290 = distinct !DILexicalBlock(scope: !288, file: !127, line: 57, column: 2)
!291 = !DILocation(line: 60, column: 12, scope: !292, inlinedAt: !286)
!292 = distinct !DILexicalBlock(scope: !293, file: !127, line: 60, column: 8)
!293 = distinct !DILexicalBlock(scope: !294, file: !127, line: 59, column: 27)
!294 = distinct !DILexicalBlock(scope: !295, file: !127, line: 59, column: 3)
!295 = distinct !DILexicalBlock(scope: !296, file: !127, line: 59, column: 3)
!296 = distinct !DILexicalBlock(scope: !290, file: !127, line: 57, column: 28)
!297 = !DILocation(line: 60, column: 8, scope: !293, inlinedAt: !286)
!298 = !DILocation(line: 66, column: 3, scope: !296, inlinedAt: !286)
!299 = !DILocation(line: 66, column: 16, scope: !296, inlinedAt: !286)
!300 = !{!301, !301, i64 0}
!301 = !{!"int", !272, i64 0}
!302 = distinct !{!302, !287, !303, !304, !305, !306}
!303 = !DILocation(line: 67, column: 2, scope: !288, inlinedAt: !286)
!304 = !{!"llvm.loop.mustprogress"}
!305 = !{!"llvm.loop.isvectorized", i32 1}
!306 = !{!"llvm.loop.unroll.runtime.disable"}
!307 = !DILocation(line: 305, column: 5, scope: !253)
!308 = !DILocation(line: 306, column: 5, scope: !253)
!309 = !DILocation(line: 307, column: 5, scope: !253)
!310 = !DILocation(line: 308, column: 21, scope: !253)
!311 = !{!312, !312, i64 0}
!312 = !{!"long", !272, i64 0}
!313 = !DILocation(line: 308, column: 5, scope: !253)
!314 = !DILocation(line: 309, column: 5, scope: !253)
!315 = !DILocation(line: 310, column: 5, scope: !253)
!316 = !DILocation(line: 311, column: 5, scope: !253)
!317 = !DILocation(line: 312, column: 5, scope: !318)
!318 = distinct !DILexicalBlock(scope: !253, file: !2, line: 312, column: 5)
!319 = !DILocation(line: 314, column: 9, scope: !320)
!320 = distinct !DILexicalBlock(scope: !321, file: !2, line: 314, column: 9)
!321 = distinct !DILexicalBlock(scope: !322, file: !2, line: 313, column: 5)
!322 = distinct !DILexicalBlock(scope: !318, file: !2, line: 312, column: 5)
!323 = !DILocation(line: 318, column: 33, scope: !324)
!324 = distinct !DILexicalBlock(scope: !325, file: !2, line: 317, column: 13)
!325 = distinct !DILexicalBlock(scope: !326, file: !2, line: 316, column: 13)
!326 = distinct !DILexicalBlock(scope: !327, file: !2, line: 316, column: 13)
!327 = distinct !DILexicalBlock(scope: !328, file: !2, line: 315, column: 9)
!328 = distinct !DILexicalBlock(scope: !320, file: !2, line: 314, column: 9)
!329 = !DILocation(line: 318, column: 47, scope: !324)
!330 = !DILocation(line: 318, column: 17, scope: !324)
!331 = !DILocation(line: 319, column: 47, scope: !324)
!332 = !{!333, !334, i64 4}
!333 = !{!"S1", !301, i64 0, !334, i64 4, !301, i64 6, !301, i64 6, !301, i64 8, !301, i64 10}
!334 = !{!"short", !272, i64 0}
!335 = !DILocation(line: 319, column: 33, scope: !324)
!336 = !DILocation(line: 319, column: 17, scope: !324)
!337 = !DILocation(line: 320, column: 47, scope: !324)
!338 = !DILocation(line: 320, column: 17, scope: !324)
!339 = !DILocation(line: 321, column: 47, scope: !324)
!340 = !DILocation(line: 321, column: 17, scope: !324)
!341 = !DILocation(line: 322, column: 47, scope: !324)
!342 = !DILocation(line: 322, column: 17, scope: !324)
!343 = !DILocation(line: 323, column: 47, scope: !324)
!344 = !DILocation(line: 323, column: 17, scope: !324)
!345 = !DILocation(line: 324, column: 21, scope: !324)
!346 = !DILocation(line: 324, column: 39, scope: !347)
!347 = distinct !DILexicalBlock(scope: !324, file: !2, line: 324, column: 21)
!348 = distinct !{!348, !319, !349, !304}
!349 = !DILocation(line: 327, column: 9, scope: !320)
!350 = !DILocation(line: 312, column: 25, scope: !322)
!351 = !DILocation(line: 312, column: 19, scope: !322)
!352 = distinct !{!352, !317, !353, !304}
!353 = !DILocation(line: 328, column: 5, scope: !318)
!354 = !DILocation(line: 329, column: 21, scope: !253)
!355 = !DILocation(line: 329, column: 5, scope: !253)
!356 = !DILocation(line: 330, column: 5, scope: !253)
!357 = !DILocation(line: 331, column: 5, scope: !253)
!358 = !DILocation(line: 332, column: 21, scope: !253)
!359 = !{!334, !334, i64 0}
!360 = !DILocation(line: 332, column: 5, scope: !253)
!361 = !DILocation(line: 337, column: 13, scope: !362)
!362 = distinct !DILexicalBlock(scope: !363, file: !2, line: 336, column: 9)
!363 = distinct !DILexicalBlock(scope: !364, file: !2, line: 335, column: 9)
!364 = distinct !DILexicalBlock(scope: !365, file: !2, line: 335, column: 9)
!365 = distinct !DILexicalBlock(scope: !366, file: !2, line: 334, column: 5)
!366 = distinct !DILexicalBlock(scope: !367, file: !2, line: 333, column: 5)
!367 = distinct !DILexicalBlock(scope: !253, file: !2, line: 333, column: 5)
!368 = !DILocation(line: 338, column: 17, scope: !362)
!369 = !DILocation(line: 338, column: 35, scope: !370)
!370 = distinct !DILexicalBlock(scope: !362, file: !2, line: 338, column: 17)
!371 = !DILocation(line: 342, column: 26, scope: !253)
!372 = !DILocation(line: 342, column: 21, scope: !253)
!373 = !DILocation(line: 342, column: 5, scope: !253)
!374 = !DILocation(line: 343, column: 26, scope: !253)
!375 = !DILocation(line: 343, column: 21, scope: !253)
!376 = !DILocation(line: 343, column: 5, scope: !253)
!377 = !DILocation(line: 344, column: 26, scope: !253)
!378 = !DILocation(line: 344, column: 5, scope: !253)
!379 = !DILocation(line: 345, column: 26, scope: !253)
!380 = !DILocation(line: 345, column: 5, scope: !253)
!381 = !DILocation(line: 346, column: 26, scope: !253)
!382 = !DILocation(line: 346, column: 5, scope: !253)
!383 = !DILocation(line: 347, column: 26, scope: !253)
!384 = !DILocation(line: 347, column: 5, scope: !253)
!385 = !DILocation(line: 348, column: 5, scope: !253)
!386 = !DILocation(line: 349, column: 5, scope: !253)
!387 = !DILocation(line: 350, column: 5, scope: !253)
!388 = !DILocation(line: 351, column: 5, scope: !253)
!389 = !DILocation(line: 352, column: 5, scope: !253)
!390 = !DILocation(line: 353, column: 5, scope: !253)
!391 = !DILocation(line: 354, column: 5, scope: !253)
!392 = !DILocation(line: 355, column: 5, scope: !393)
!393 = distinct !DILexicalBlock(scope: !253, file: !2, line: 355, column: 5)
!394 = !DILocation(line: 357, column: 25, scope: !395)
!395 = distinct !DILexicalBlock(scope: !396, file: !2, line: 356, column: 5)
!396 = distinct !DILexicalBlock(scope: !393, file: !2, line: 355, column: 5)
!397 = !DILocation(line: 357, column: 34, scope: !395)
!398 = !DILocation(line: 357, column: 9, scope: !395)
!399 = !DILocation(line: 358, column: 34, scope: !395)
!400 = !DILocation(line: 358, column: 25, scope: !395)
!401 = !DILocation(line: 358, column: 9, scope: !395)
!402 = !DILocation(line: 359, column: 34, scope: !395)
!403 = !DILocation(line: 359, column: 9, scope: !395)
!404 = !DILocation(line: 360, column: 34, scope: !395)
!405 = !DILocation(line: 360, column: 9, scope: !395)
!406 = !DILocation(line: 361, column: 34, scope: !395)
!407 = !DILocation(line: 361, column: 9, scope: !395)
!408 = !DILocation(line: 362, column: 34, scope: !395)
!409 = !DILocation(line: 362, column: 9, scope: !395)
!410 = !DILocation(line: 363, column: 13, scope: !395)
!411 = !DILocation(line: 363, column: 31, scope: !412)
!412 = distinct !DILexicalBlock(scope: !395, file: !2, line: 363, column: 13)
!413 = !DILocation(line: 355, column: 25, scope: !396)
!414 = !DILocation(line: 355, column: 19, scope: !396)
!415 = distinct !{!415, !392, !416, !304}
!416 = !DILocation(line: 365, column: 5, scope: !393)
!417 = !DILocation(line: 366, column: 23, scope: !253)
!418 = !DILocation(line: 366, column: 37, scope: !253)
!419 = !DILocalVariable(name: "crc", arg: 1, scope: !420, file: !235, line: 49, type: !129)
!420 = distinct !DISubprogram(name: "platform_main_end", scope: !235, file: !235, line: 49, type: !421, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !423)
!421 = !DISubroutineType(types: !422)
!422 = !{null, !129, !20}
!423 = !{!419, !424}
!424 = !DILocalVariable(name: "flag", arg: 2, scope: !420, file: !235, line: 49, type: !20)
!425 = !DILocation(line: 0, scope: !420, inlinedAt: !426)
!426 = distinct !DILocation(line: 366, column: 5, scope: !253)
!427 = !DILocation(line: 56, column: 2, scope: !420, inlinedAt: !426)
!428 = !DILocation(line: 367, column: 5, scope: !253)
!429 = distinct !DISubprogram(name: "transparent_crc", scope: !127, file: !127, line: 110, type: !430, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !432)
!430 = !DISubroutineType(types: !431)
!431 = !{null, !221, !257, !20}
!432 = !{!433, !434, !435}
!433 = !DILocalVariable(name: "val", arg: 1, scope: !429, file: !127, line: 110, type: !221)
!434 = !DILocalVariable(name: "vname", arg: 2, scope: !429, file: !127, line: 110, type: !257)
!435 = !DILocalVariable(name: "flag", arg: 3, scope: !429, file: !127, line: 110, type: !20)
!436 = !DILocation(line: 0, scope: !429)
!437 = !DILocalVariable(name: "val", arg: 1, scope: !438, file: !127, line: 97, type: !221)
!438 = distinct !DISubprogram(name: "crc32_8bytes", scope: !127, file: !127, line: 97, type: !439, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !441)
!439 = !DISubroutineType(types: !440)
!440 = !{null, !221}
!441 = !{!437}
!442 = !DILocation(line: 0, scope: !438, inlinedAt: !443)
!443 = distinct !DILocation(line: 112, column: 2, scope: !429)
!444 = !DILocalVariable(name: "b", arg: 1, scope: !445, file: !127, line: 71, type: !167)
!445 = distinct !DISubprogram(name: "crc32_byte", scope: !127, file: !127, line: 71, type: !446, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !448)
!446 = !DISubroutineType(types: !447)
!447 = !{null, !167}
!448 = !{!444}
!449 = !DILocation(line: 0, scope: !445, inlinedAt: !450)
!450 = distinct !DILocation(line: 99, column: 2, scope: !438, inlinedAt: !443)
!451 = !DILocation(line: 73, column: 5, scope: !445, inlinedAt: !450)
!452 = !DILocation(line: 73, column: 19, scope: !445, inlinedAt: !450)
!453 = !DILocation(line: 74, column: 33, scope: !445, inlinedAt: !450)
!454 = !DILocation(line: 74, column: 3, scope: !445, inlinedAt: !450)
!455 = !DILocation(line: 73, column: 39, scope: !445, inlinedAt: !450)
!456 = !DILocation(line: 100, column: 18, scope: !438, inlinedAt: !443)
!457 = !DILocation(line: 0, scope: !445, inlinedAt: !458)
!458 = distinct !DILocation(line: 100, column: 2, scope: !438, inlinedAt: !443)
!459 = !DILocation(line: 73, column: 19, scope: !445, inlinedAt: !458)
!460 = !DILocation(line: 74, column: 33, scope: !445, inlinedAt: !458)
!461 = !DILocation(line: 74, column: 3, scope: !445, inlinedAt: !458)
!462 = !DILocation(line: 73, column: 39, scope: !445, inlinedAt: !458)
!463 = !DILocation(line: 101, column: 18, scope: !438, inlinedAt: !443)
!464 = !DILocation(line: 0, scope: !445, inlinedAt: !465)
!465 = distinct !DILocation(line: 101, column: 2, scope: !438, inlinedAt: !443)
!466 = !DILocation(line: 73, column: 19, scope: !445, inlinedAt: !465)
!467 = !DILocation(line: 74, column: 33, scope: !445, inlinedAt: !465)
!468 = !DILocation(line: 74, column: 3, scope: !445, inlinedAt: !465)
!469 = !DILocation(line: 73, column: 39, scope: !445, inlinedAt: !465)
!470 = !DILocation(line: 102, column: 18, scope: !438, inlinedAt: !443)
!471 = !DILocation(line: 0, scope: !445, inlinedAt: !472)
!472 = distinct !DILocation(line: 102, column: 2, scope: !438, inlinedAt: !443)
!473 = !DILocation(line: 73, column: 19, scope: !445, inlinedAt: !472)
!474 = !DILocation(line: 74, column: 33, scope: !445, inlinedAt: !472)
!475 = !DILocation(line: 74, column: 3, scope: !445, inlinedAt: !472)
!476 = !DILocation(line: 73, column: 39, scope: !445, inlinedAt: !472)
!477 = !DILocation(line: 103, column: 18, scope: !438, inlinedAt: !443)
!478 = !DILocation(line: 0, scope: !445, inlinedAt: !479)
!479 = distinct !DILocation(line: 103, column: 2, scope: !438, inlinedAt: !443)
!480 = !DILocation(line: 73, column: 19, scope: !445, inlinedAt: !479)
!481 = !DILocation(line: 74, column: 33, scope: !445, inlinedAt: !479)
!482 = !DILocation(line: 74, column: 3, scope: !445, inlinedAt: !479)
!483 = !DILocation(line: 73, column: 39, scope: !445, inlinedAt: !479)
!484 = !DILocation(line: 104, column: 18, scope: !438, inlinedAt: !443)
!485 = !DILocation(line: 0, scope: !445, inlinedAt: !486)
!486 = distinct !DILocation(line: 104, column: 2, scope: !438, inlinedAt: !443)
!487 = !DILocation(line: 73, column: 19, scope: !445, inlinedAt: !486)
!488 = !DILocation(line: 74, column: 33, scope: !445, inlinedAt: !486)
!489 = !DILocation(line: 74, column: 3, scope: !445, inlinedAt: !486)
!490 = !DILocation(line: 73, column: 39, scope: !445, inlinedAt: !486)
!491 = !DILocation(line: 105, column: 18, scope: !438, inlinedAt: !443)
!492 = !DILocation(line: 0, scope: !445, inlinedAt: !493)
!493 = distinct !DILocation(line: 105, column: 2, scope: !438, inlinedAt: !443)
!494 = !DILocation(line: 73, column: 19, scope: !445, inlinedAt: !493)
!495 = !DILocation(line: 74, column: 33, scope: !445, inlinedAt: !493)
!496 = !DILocation(line: 74, column: 3, scope: !445, inlinedAt: !493)
!497 = !DILocation(line: 73, column: 39, scope: !445, inlinedAt: !493)
!498 = !DILocation(line: 106, column: 18, scope: !438, inlinedAt: !443)
!499 = !DILocation(line: 0, scope: !445, inlinedAt: !500)
!500 = distinct !DILocation(line: 106, column: 2, scope: !438, inlinedAt: !443)
!501 = !DILocation(line: 73, column: 19, scope: !445, inlinedAt: !500)
!502 = !DILocation(line: 74, column: 3, scope: !445, inlinedAt: !500)
!503 = !DILocation(line: 73, column: 39, scope: !445, inlinedAt: !500)
!504 = !DILocation(line: 72, column: 16, scope: !445, inlinedAt: !500)
!505 = !DILocation(line: 113, column: 6, scope: !506)
!506 = distinct !DILexicalBlock(scope: !429, file: !127, line: 113, column: 6)
!507 = !DILocation(line: 113, column: 6, scope: !429)
!508 = !DILocation(line: 114, column: 73, scope: !509)
!509 = distinct !DILexicalBlock(scope: !506, file: !127, line: 113, column: 12)
!510 = !DILocation(line: 114, column: 5, scope: !509)
!511 = !DILocation(line: 115, column: 2, scope: !509)
!512 = !DILocation(line: 116, column: 1, scope: !429)
!513 = !DISubprogram(name: "printf", scope: !514, file: !514, line: 356, type: !515, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!514 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!515 = !DISubroutineType(types: !516)
!516 = !{!20, !517, null}
!517 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !518)
!518 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !519, size: 64)
!519 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
