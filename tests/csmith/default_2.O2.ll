; ModuleID = 'default_2.c'
source_filename = "default_2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S0 = type <{ i64, i8, [3 x i8] }>

@.str.1 = private unnamed_addr constant [5 x i8] c"g_14\00", align 1, !dbg !0
@g_51 = internal global i32 918029653, align 4, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"g_51\00", align 1, !dbg !20
@g_54 = internal unnamed_addr global i32 -1078115591, align 4, !dbg !138
@.str.3 = private unnamed_addr constant [5 x i8] c"g_54\00", align 1, !dbg !22
@.str.4 = private unnamed_addr constant [5 x i8] c"g_59\00", align 1, !dbg !24
@.str.5 = private unnamed_addr constant [5 x i8] c"g_84\00", align 1, !dbg !26
@.str.6 = private unnamed_addr constant [6 x i8] c"g_106\00", align 1, !dbg !28
@g_108 = internal unnamed_addr constant [8 x [8 x i64]] [[8 x i64] [i64 -212943924212503512, i64 4183193621229262397, i64 -9079599956547096874, i64 -7570006464660726140, i64 -7570006464660726140, i64 -9079599956547096874, i64 4183193621229262397, i64 -212943924212503512], [8 x i64] [i64 8, i64 4183193621229262397, i64 0, i64 -7570006464660726140, i64 0, i64 -9079599956547096874, i64 -8395570138692585607, i64 -212943924212503512], [8 x i64] [i64 -212943924212503512, i64 4183193621229262397, i64 -9079599956547096874, i64 -7570006464660726140, i64 -7570006464660726140, i64 -9079599956547096874, i64 4183193621229262397, i64 -212943924212503512], [8 x i64] [i64 8, i64 4183193621229262397, i64 0, i64 -7570006464660726140, i64 0, i64 -9079599956547096874, i64 -8395570138692585607, i64 -212943924212503512], [8 x i64] [i64 -212943924212503512, i64 4183193621229262397, i64 -9079599956547096874, i64 -7570006464660726140, i64 -7570006464660726140, i64 -9079599956547096874, i64 4183193621229262397, i64 -212943924212503512], [8 x i64] [i64 8, i64 4183193621229262397, i64 0, i64 -7570006464660726140, i64 0, i64 -9079599956547096874, i64 -8395570138692585607, i64 -212943924212503512], [8 x i64] [i64 -212943924212503512, i64 4183193621229262397, i64 -9079599956547096874, i64 -7570006464660726140, i64 -7570006464660726140, i64 -9079599956547096874, i64 4183193621229262397, i64 -212943924212503512], [8 x i64] [i64 8, i64 4183193621229262397, i64 0, i64 -7570006464660726140, i64 0, i64 -9079599956547096874, i64 -8395570138692585607, i64 -212943924212503512]], align 16, !dbg !152
@.str.7 = private unnamed_addr constant [12 x i8] c"g_108[i][j]\00", align 1, !dbg !33
@.str.8 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !38
@.str.9 = private unnamed_addr constant [9 x i8] c"g_115[i]\00", align 1, !dbg !43
@.str.10 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !48
@.str.11 = private unnamed_addr constant [9 x i8] c"g_124.f0\00", align 1, !dbg !53
@.str.12 = private unnamed_addr constant [9 x i8] c"g_124.f1\00", align 1, !dbg !55
@.str.13 = private unnamed_addr constant [9 x i8] c"g_124.f2\00", align 1, !dbg !57
@.str.14 = private unnamed_addr constant [9 x i8] c"g_124.f3\00", align 1, !dbg !59
@.str.15 = private unnamed_addr constant [9 x i8] c"g_124.f4\00", align 1, !dbg !61
@.str.16 = private unnamed_addr constant [9 x i8] c"g_124.f5\00", align 1, !dbg !63
@.str.17 = private unnamed_addr constant [6 x i8] c"g_129\00", align 1, !dbg !65
@.str.18 = private unnamed_addr constant [6 x i8] c"g_139\00", align 1, !dbg !67
@g_142 = internal global [3 x [2 x [4 x i32]]] [[2 x [4 x i32]] [[4 x i32] [i32 1809941982, i32 1809941982, i32 1809941982, i32 1809941982], [4 x i32] [i32 1809941982, i32 1809941982, i32 1809941982, i32 1809941982]], [2 x [4 x i32]] [[4 x i32] [i32 1809941982, i32 1809941982, i32 1809941982, i32 1809941982], [4 x i32] [i32 1809941982, i32 1809941982, i32 1809941982, i32 1809941982]], [2 x [4 x i32]] [[4 x i32] [i32 1809941982, i32 1809941982, i32 1809941982, i32 1809941982], [4 x i32] [i32 1809941982, i32 1809941982, i32 1809941982, i32 1809941982]]], align 16, !dbg !180
@.str.19 = private unnamed_addr constant [15 x i8] c"g_142[i][j][k]\00", align 1, !dbg !69
@.str.20 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !74
@.str.21 = private unnamed_addr constant [9 x i8] c"g_179.f0\00", align 1, !dbg !79
@.str.22 = private unnamed_addr constant [9 x i8] c"g_179.f1\00", align 1, !dbg !81
@.str.23 = private unnamed_addr constant [9 x i8] c"g_179.f2\00", align 1, !dbg !83
@.str.24 = private unnamed_addr constant [9 x i8] c"g_179.f3\00", align 1, !dbg !85
@.str.25 = private unnamed_addr constant [9 x i8] c"g_179.f4\00", align 1, !dbg !87
@.str.26 = private unnamed_addr constant [9 x i8] c"g_179.f5\00", align 1, !dbg !89
@g_240 = internal global i8 -75, align 1, !dbg !188
@.str.27 = private unnamed_addr constant [6 x i8] c"g_240\00", align 1, !dbg !91
@g_259 = internal global i32 1746369776, align 4, !dbg !194
@.str.28 = private unnamed_addr constant [6 x i8] c"g_259\00", align 1, !dbg !93
@.str.29 = private unnamed_addr constant [9 x i8] c"g_266[i]\00", align 1, !dbg !95
@g_293 = internal unnamed_addr global i8 39, align 1, !dbg !202
@.str.30 = private unnamed_addr constant [6 x i8] c"g_293\00", align 1, !dbg !97
@.str.31 = private unnamed_addr constant [6 x i8] c"g_301\00", align 1, !dbg !99
@g_315 = internal unnamed_addr global i16 10348, align 2, !dbg !209
@.str.32 = private unnamed_addr constant [6 x i8] c"g_315\00", align 1, !dbg !101
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !214
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !103
@g_172 = internal global ptr getelementptr inbounds (i8, ptr @g_142, i64 56), align 8, !dbg !120
@g_171 = internal global ptr @g_172, align 8, !dbg !127
@.str.33 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !131
@g_124 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 9, i8 -128, i8 127, i8 undef, i8 -24, i8 -81, i8 1, i8 2, i8 12, [3 x i8] undef }, align 8, !dbg !160
@g_179 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 -117, i8 -128, i8 120, i8 undef, i8 -16, i8 -61, i8 1, i8 1, i8 11, [3 x i8] undef }, align 8, !dbg !186
@.str.36 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !211

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !225 {
  %3 = alloca %struct.S0, align 4
    #dbg_value(i32 %0, !231, !DIExpression(), !237)
    #dbg_value(ptr %1, !232, !DIExpression(), !237)
    #dbg_value(i32 0, !236, !DIExpression(), !237)
  %4 = icmp eq i32 %0, 2, !dbg !238
  br i1 %4, label %5, label %18, !dbg !240

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !241
  %7 = load ptr, ptr %6, align 8, !dbg !241, !tbaa !242
  %8 = load i8, ptr %7, align 1
  %9 = icmp eq i8 %8, 49
  br i1 %9, label %10, label %14

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %7, i64 1
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %12, 0, !dbg !246
  br label %14

14:                                               ; preds = %5, %10
  %15 = phi i1 [ true, %5 ], [ %13, %10 ]
  %16 = xor i1 %15, true, !dbg !247
  %17 = zext i1 %16 to i32, !dbg !247
  br label %18, !dbg !247

18:                                               ; preds = %2, %14
  %19 = phi i1 [ true, %2 ], [ %15, %14 ], !dbg !237
  %20 = phi i32 [ 0, %2 ], [ %17, %14 ], !dbg !237
    #dbg_value(i32 %20, !236, !DIExpression(), !237)
    #dbg_value(i32 -306674912, !248, !DIExpression(), !257)
    #dbg_value(i32 0, !254, !DIExpression(), !257)
  br label %21, !dbg !259

21:                                               ; preds = %21, %18
  %22 = phi i64 [ 0, %18 ], [ %65, %21 ], !dbg !261
  %23 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %18 ], [ %66, %21 ], !dbg !263
  %24 = and <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !263
  %25 = icmp eq <4 x i32> %24, zeroinitializer, !dbg !263
  %26 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !269
  %27 = xor <4 x i32> %26, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !269
  %28 = select <4 x i1> %25, <4 x i32> %26, <4 x i32> %27, !dbg !269
  %29 = and <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !263
  %30 = icmp eq <4 x i32> %29, zeroinitializer, !dbg !263
  %31 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !269
  %32 = xor <4 x i32> %31, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !269
  %33 = select <4 x i1> %30, <4 x i32> %31, <4 x i32> %32, !dbg !269
  %34 = and <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !263
  %35 = icmp eq <4 x i32> %34, zeroinitializer, !dbg !263
  %36 = lshr <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !269
  %37 = xor <4 x i32> %36, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !269
  %38 = select <4 x i1> %35, <4 x i32> %36, <4 x i32> %37, !dbg !269
  %39 = and <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !263
  %40 = icmp eq <4 x i32> %39, zeroinitializer, !dbg !263
  %41 = lshr <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !269
  %42 = xor <4 x i32> %41, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !269
  %43 = select <4 x i1> %40, <4 x i32> %41, <4 x i32> %42, !dbg !269
  %44 = and <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !263
  %45 = icmp eq <4 x i32> %44, zeroinitializer, !dbg !263
  %46 = lshr <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !269
  %47 = xor <4 x i32> %46, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !269
  %48 = select <4 x i1> %45, <4 x i32> %46, <4 x i32> %47, !dbg !269
  %49 = and <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !263
  %50 = icmp eq <4 x i32> %49, zeroinitializer, !dbg !263
  %51 = lshr <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !269
  %52 = xor <4 x i32> %51, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !269
  %53 = select <4 x i1> %50, <4 x i32> %51, <4 x i32> %52, !dbg !269
  %54 = and <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !263
  %55 = icmp eq <4 x i32> %54, zeroinitializer, !dbg !263
  %56 = lshr <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !269
  %57 = xor <4 x i32> %56, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !269
  %58 = select <4 x i1> %55, <4 x i32> %56, <4 x i32> %57, !dbg !269
  %59 = and <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>, !dbg !263
  %60 = icmp eq <4 x i32> %59, zeroinitializer, !dbg !263
  %61 = lshr <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>, !dbg !269
  %62 = xor <4 x i32> %61, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !269
  %63 = select <4 x i1> %60, <4 x i32> %61, <4 x i32> %62, !dbg !269
  %64 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %22, !dbg !270
  store <4 x i32> %63, ptr %64, align 16, !dbg !271, !tbaa !272
  %65 = add nuw i64 %22, 4, !dbg !261
  %66 = add <4 x i32> %23, <i32 4, i32 4, i32 4, i32 4>, !dbg !263
  %67 = icmp eq i64 %65, 256, !dbg !261
  br i1 %67, label %68, label %21, !dbg !261, !llvm.loop !274

68:                                               ; preds = %21
    #dbg_value(i64 6659204359536909637, !279, !DIExpression(), !293)
    #dbg_value(ptr poison, !284, !DIExpression(), !293)
    #dbg_value(ptr poison, !285, !DIExpression(), !293)
    #dbg_value(ptr poison, !286, !DIExpression(), !293)
    #dbg_value(ptr poison, !287, !DIExpression(), !293)
    #dbg_value(ptr poison, !288, !DIExpression(), !293)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3), !dbg !295
    #dbg_value(i64 0, !300, !DIExpression(), !507)
    #dbg_value(i8 1, !306, !DIExpression(), !507)
    #dbg_value(ptr poison, !307, !DIExpression(), !507)
    #dbg_value(ptr @g_54, !308, !DIExpression(), !507)
    #dbg_value(i32 -3, !310, !DIExpression(), !507)
    #dbg_value(i32 -830204101, !311, !DIExpression(), !507)
    #dbg_value(i32 -1948859430, !312, !DIExpression(), !507)
    #dbg_value(i32 -2087198837, !313, !DIExpression(), !507)
    #dbg_value(i32 -463263798, !314, !DIExpression(), !507)
    #dbg_value(i32 6, !315, !DIExpression(), !507)
    #dbg_assign(i32 3, !316, !DIExpression(), !508, ptr undef, !DIExpression(), !507)
    #dbg_value(ptr undef, !320, !DIExpression(), !507)
    #dbg_value(i16 0, !324, !DIExpression(), !507)
    #dbg_value(i16 -1, !325, !DIExpression(), !507)
    #dbg_value(i8 -93, !326, !DIExpression(), !507)
    #dbg_value(i32 152744637, !327, !DIExpression(), !507)
    #dbg_value(i32 poison, !328, !DIExpression(), !507)
    #dbg_value(i32 -5, !305, !DIExpression(), !507)
    #dbg_value(i32 -1, !301, !DIExpression(), !507)
    #dbg_value(ptr undef, !407, !DIExpression(), !509)
    #dbg_value(ptr undef, !409, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !509)
    #dbg_value(ptr undef, !409, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !509)
    #dbg_value(ptr undef, !409, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !509)
    #dbg_value(ptr undef, !409, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !509)
    #dbg_value(ptr undef, !409, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !509)
    #dbg_value(ptr undef, !409, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !509)
    #dbg_value(ptr undef, !409, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !509)
  %69 = load volatile ptr, ptr @g_171, align 8, !dbg !510, !tbaa !242
  %70 = load ptr, ptr %69, align 8, !dbg !511, !tbaa !242
  %71 = load volatile ptr, ptr @g_171, align 8, !dbg !512, !tbaa !242
  store ptr %70, ptr %71, align 8, !dbg !513, !tbaa !242
    #dbg_value(i32 -17, !315, !DIExpression(), !507)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %3, ptr align 4 @g_179, i64 12, i1 true), !dbg !514, !tbaa.struct !515
    #dbg_value(!DIArgList(i32 -1, i32 -1), !315, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !507)
    #dbg_value(i32 152744637, !327, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !507)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3), !dbg !517
    #dbg_value(i64 0, !518, !DIExpression(), !543)
    #dbg_value(i32 -13905, !524, !DIExpression(), !543)
    #dbg_value(i8 -81, !525, !DIExpression(), !543)
    #dbg_value(i16 7493, !526, !DIExpression(), !543)
    #dbg_value(i16 poison, !527, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !543)
    #dbg_value(ptr @g_293, !528, !DIExpression(), !543)
    #dbg_assign(ptr null, !530, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !545, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !546, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !547, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr null, !530, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !548, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !549, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr null, !530, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !550, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !551, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr null, !530, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !552, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !553, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !554, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr null, !530, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !555, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !556, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !557, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !558, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !559, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !560, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !561, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !562, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !563, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !564, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !565, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr null, !530, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !566, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !567, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !568, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr null, !530, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !569, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !570, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr null, !530, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !571, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !572, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr null, !530, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !573, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !574, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !575, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr null, !530, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !576, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !577, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !578, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !579, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !580, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !581, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !582, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !583, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !584, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !585, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !586, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr null, !530, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !587, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !588, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !589, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr null, !530, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !590, ptr poison, !DIExpression(), !543)
    #dbg_assign(ptr poison, !530, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !591, ptr poison, !DIExpression(), !543)
    #dbg_value(ptr poison, !533, !DIExpression(), !543)
    #dbg_value(ptr poison, !534, !DIExpression(), !543)
    #dbg_value(ptr @g_54, !538, !DIExpression(), !543)
    #dbg_value(ptr @g_172, !539, !DIExpression(), !543)
  %72 = load i8, ptr @g_293, align 1, !dbg !592, !tbaa !516
  %73 = or i8 %72, 93, !dbg !592
  store i8 %73, ptr @g_293, align 1, !dbg !592, !tbaa !516
  store i32 0, ptr getelementptr inbounds (i8, ptr @g_142, i64 52), align 4, !dbg !593, !tbaa !272
    #dbg_value(i32 -13905, !524, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !543)
  %74 = load i32, ptr @g_54, align 4, !dbg !594, !tbaa !272
  %75 = or i32 %74, 976201966, !dbg !594
  store i32 %75, ptr @g_54, align 4, !dbg !594, !tbaa !272
  store i32 5, ptr getelementptr inbounds (i8, ptr @g_142, i64 56), align 8, !dbg !595, !tbaa !272
  %76 = load volatile i64, ptr @g_179, align 8, !dbg !596
  %77 = and i64 %76, 21474836480, !dbg !596
  %78 = load volatile i64, ptr @g_179, align 8, !dbg !596
  %79 = and i64 %78, -4393751543809, !dbg !596
  %80 = or disjoint i64 %79, %77, !dbg !596
  store volatile i64 %80, ptr @g_179, align 8, !dbg !596
  %81 = load volatile i64, ptr @g_124, align 8, !dbg !597
  %82 = load volatile i64, ptr @g_124, align 8, !dbg !597
  %83 = and i64 %82, -8355841, !dbg !597
  store volatile i64 %83, ptr @g_124, align 8, !dbg !597
  store ptr getelementptr inbounds (i8, ptr @g_142, i64 56), ptr @g_172, align 8, !dbg !598, !tbaa !242
  store i32 1089346885, ptr getelementptr inbounds (i8, ptr @g_142, i64 68), align 4, !dbg !599, !tbaa !272
  %84 = load i16, ptr @g_315, align 2, !dbg !600, !tbaa !601
  %85 = add i16 %84, -1, !dbg !600
  store i16 %85, ptr @g_315, align 2, !dbg !600, !tbaa !601
  tail call fastcc void @transparent_crc(i64 noundef 27006, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !603
  %86 = load volatile i32, ptr @g_51, align 4, !dbg !604, !tbaa !272
  %87 = sext i32 %86 to i64, !dbg !604
  tail call fastcc void @transparent_crc(i64 noundef %87, ptr noundef nonnull @.str.2, i32 noundef %20), !dbg !605
  %88 = load i32, ptr @g_54, align 4, !dbg !606, !tbaa !272
  %89 = zext i32 %88 to i64, !dbg !606
  tail call fastcc void @transparent_crc(i64 noundef %89, ptr noundef nonnull @.str.3, i32 noundef %20), !dbg !607
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.4, i32 noundef %20), !dbg !608
  tail call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !609
  tail call fastcc void @transparent_crc(i64 noundef 2435477643616883964, ptr noundef nonnull @.str.6, i32 noundef %20), !dbg !610
    #dbg_value(i32 0, !233, !DIExpression(), !237)
  br label %90, !dbg !611

90:                                               ; preds = %68, %140
  %91 = phi i64 [ 0, %68 ], [ %141, %140 ]
    #dbg_value(i64 %91, !233, !DIExpression(), !237)
    #dbg_value(i64 0, !234, !DIExpression(), !237)
  %92 = getelementptr inbounds [8 x [8 x i64]], ptr @g_108, i64 0, i64 %91, i64 0, !dbg !613
  %93 = load i64, ptr %92, align 16, !dbg !613, !tbaa !619
  tail call fastcc void @transparent_crc(i64 noundef %93, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !621
  br i1 %19, label %94, label %109, !dbg !622

94:                                               ; preds = %90
    #dbg_value(i64 1, !234, !DIExpression(), !237)
  %95 = getelementptr inbounds [8 x [8 x i64]], ptr @g_108, i64 0, i64 %91, i64 1, !dbg !613
  %96 = load i64, ptr %95, align 8, !dbg !613, !tbaa !619
  tail call fastcc void @transparent_crc(i64 noundef %96, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !621
    #dbg_value(i64 2, !234, !DIExpression(), !237)
  %97 = getelementptr inbounds [8 x [8 x i64]], ptr @g_108, i64 0, i64 %91, i64 2, !dbg !613
  %98 = load i64, ptr %97, align 16, !dbg !613, !tbaa !619
  tail call fastcc void @transparent_crc(i64 noundef %98, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !621
    #dbg_value(i64 3, !234, !DIExpression(), !237)
  %99 = getelementptr inbounds [8 x [8 x i64]], ptr @g_108, i64 0, i64 %91, i64 3, !dbg !613
  %100 = load i64, ptr %99, align 8, !dbg !613, !tbaa !619
  tail call fastcc void @transparent_crc(i64 noundef %100, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !621
    #dbg_value(i64 4, !234, !DIExpression(), !237)
  %101 = getelementptr inbounds [8 x [8 x i64]], ptr @g_108, i64 0, i64 %91, i64 4, !dbg !613
  %102 = load i64, ptr %101, align 16, !dbg !613, !tbaa !619
  tail call fastcc void @transparent_crc(i64 noundef %102, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !621
    #dbg_value(i64 5, !234, !DIExpression(), !237)
  %103 = getelementptr inbounds [8 x [8 x i64]], ptr @g_108, i64 0, i64 %91, i64 5, !dbg !613
  %104 = load i64, ptr %103, align 8, !dbg !613, !tbaa !619
  tail call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !621
    #dbg_value(i64 6, !234, !DIExpression(), !237)
  %105 = getelementptr inbounds [8 x [8 x i64]], ptr @g_108, i64 0, i64 %91, i64 6, !dbg !613
  %106 = load i64, ptr %105, align 16, !dbg !613, !tbaa !619
  tail call fastcc void @transparent_crc(i64 noundef %106, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !621
    #dbg_value(i64 7, !234, !DIExpression(), !237)
  %107 = getelementptr inbounds [8 x [8 x i64]], ptr @g_108, i64 0, i64 %91, i64 7, !dbg !613
  %108 = load i64, ptr %107, align 8, !dbg !613, !tbaa !619
  tail call fastcc void @transparent_crc(i64 noundef %108, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !621
  br label %140, !dbg !622

109:                                              ; preds = %90
  %110 = trunc nuw nsw i64 %91 to i32, !dbg !623
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %110, i32 noundef 0), !dbg !623
    #dbg_value(i64 1, !234, !DIExpression(), !237)
  %112 = getelementptr inbounds [8 x [8 x i64]], ptr @g_108, i64 0, i64 %91, i64 1, !dbg !613
  %113 = load i64, ptr %112, align 8, !dbg !613, !tbaa !619
  tail call fastcc void @transparent_crc(i64 noundef %113, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !621
  %114 = trunc nuw nsw i64 %91 to i32, !dbg !623
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %114, i32 noundef 1), !dbg !623
    #dbg_value(i64 2, !234, !DIExpression(), !237)
  %116 = getelementptr inbounds [8 x [8 x i64]], ptr @g_108, i64 0, i64 %91, i64 2, !dbg !613
  %117 = load i64, ptr %116, align 16, !dbg !613, !tbaa !619
  tail call fastcc void @transparent_crc(i64 noundef %117, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !621
  %118 = trunc nuw nsw i64 %91 to i32, !dbg !623
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %118, i32 noundef 2), !dbg !623
    #dbg_value(i64 3, !234, !DIExpression(), !237)
  %120 = getelementptr inbounds [8 x [8 x i64]], ptr @g_108, i64 0, i64 %91, i64 3, !dbg !613
  %121 = load i64, ptr %120, align 8, !dbg !613, !tbaa !619
  tail call fastcc void @transparent_crc(i64 noundef %121, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !621
  %122 = trunc nuw nsw i64 %91 to i32, !dbg !623
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %122, i32 noundef 3), !dbg !623
    #dbg_value(i64 4, !234, !DIExpression(), !237)
  %124 = getelementptr inbounds [8 x [8 x i64]], ptr @g_108, i64 0, i64 %91, i64 4, !dbg !613
  %125 = load i64, ptr %124, align 16, !dbg !613, !tbaa !619
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !621
  %126 = trunc nuw nsw i64 %91 to i32, !dbg !623
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %126, i32 noundef 4), !dbg !623
    #dbg_value(i64 5, !234, !DIExpression(), !237)
  %128 = getelementptr inbounds [8 x [8 x i64]], ptr @g_108, i64 0, i64 %91, i64 5, !dbg !613
  %129 = load i64, ptr %128, align 8, !dbg !613, !tbaa !619
  tail call fastcc void @transparent_crc(i64 noundef %129, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !621
  %130 = trunc nuw nsw i64 %91 to i32, !dbg !623
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %130, i32 noundef 5), !dbg !623
    #dbg_value(i64 6, !234, !DIExpression(), !237)
  %132 = getelementptr inbounds [8 x [8 x i64]], ptr @g_108, i64 0, i64 %91, i64 6, !dbg !613
  %133 = load i64, ptr %132, align 16, !dbg !613, !tbaa !619
  tail call fastcc void @transparent_crc(i64 noundef %133, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !621
  %134 = trunc nuw nsw i64 %91 to i32, !dbg !623
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %134, i32 noundef 6), !dbg !623
    #dbg_value(i64 7, !234, !DIExpression(), !237)
  %136 = getelementptr inbounds [8 x [8 x i64]], ptr @g_108, i64 0, i64 %91, i64 7, !dbg !613
  %137 = load i64, ptr %136, align 8, !dbg !613, !tbaa !619
  tail call fastcc void @transparent_crc(i64 noundef %137, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !621
  %138 = trunc nuw nsw i64 %91 to i32, !dbg !623
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %138, i32 noundef 7), !dbg !623
  br label %140, !dbg !623

140:                                              ; preds = %94, %109
    #dbg_value(i64 8, !234, !DIExpression(), !237)
  %141 = add nuw nsw i64 %91, 1, !dbg !625
    #dbg_value(i64 %141, !233, !DIExpression(), !237)
  %142 = icmp eq i64 %141, 8, !dbg !626
  br i1 %142, label %143, label %90, !dbg !611, !llvm.loop !627

143:                                              ; preds = %140
    #dbg_value(i64 0, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef 2930749025, ptr noundef nonnull @.str.9, i32 noundef %20), !dbg !629
  br i1 %19, label %144, label %145, !dbg !633

144:                                              ; preds = %143
    #dbg_value(i64 1, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef 2930749025, ptr noundef nonnull @.str.9, i32 noundef %20), !dbg !629
  br label %148, !dbg !633

145:                                              ; preds = %143
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0), !dbg !634
    #dbg_value(i64 1, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef 2930749025, ptr noundef nonnull @.str.9, i32 noundef %20), !dbg !629
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1), !dbg !634
  br label %148, !dbg !634

148:                                              ; preds = %144, %145
    #dbg_value(i64 2, !233, !DIExpression(), !237)
  %149 = load volatile i64, ptr @g_124, align 8, !dbg !636
  %150 = and i64 %149, 32767, !dbg !636
  tail call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !637
  %151 = load volatile i64, ptr @g_124, align 8, !dbg !638
  %152 = shl i64 %151, 41, !dbg !638
  %153 = ashr i64 %152, 56, !dbg !638
  tail call fastcc void @transparent_crc(i64 noundef %153, ptr noundef nonnull @.str.12, i32 noundef %20), !dbg !639
  %154 = load volatile i64, ptr @g_124, align 8, !dbg !640
  %155 = shl i64 %154, 22, !dbg !640
  %156 = ashr i64 %155, 54, !dbg !640
  tail call fastcc void @transparent_crc(i64 noundef %156, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !641
  %157 = load volatile i64, ptr @g_124, align 8, !dbg !642
  %158 = lshr i64 %157, 42, !dbg !642
  %159 = and i64 %158, 16383, !dbg !642
  tail call fastcc void @transparent_crc(i64 noundef %159, ptr noundef nonnull @.str.14, i32 noundef %20), !dbg !643
  %160 = load volatile i64, ptr @g_124, align 8, !dbg !644
  %161 = lshr i64 %160, 56, !dbg !644
  %162 = and i64 %161, 31, !dbg !644
  tail call fastcc void @transparent_crc(i64 noundef %162, ptr noundef nonnull @.str.15, i32 noundef %20), !dbg !645
  %163 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_124, i64 8), align 8, !dbg !646
  %164 = zext i8 %163 to i64, !dbg !647
  tail call fastcc void @transparent_crc(i64 noundef %164, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !648
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.17, i32 noundef %20), !dbg !649
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.18, i32 noundef %20), !dbg !650
    #dbg_value(i32 0, !233, !DIExpression(), !237)
  br label %165, !dbg !651

165:                                              ; preds = %148, %230
  %166 = phi i64 [ 0, %148 ], [ %231, %230 ]
    #dbg_value(i64 %166, !233, !DIExpression(), !237)
    #dbg_value(i64 0, !234, !DIExpression(), !237)
    #dbg_value(i64 0, !235, !DIExpression(), !237)
  %167 = getelementptr inbounds [3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 %166, i64 0, i64 0, !dbg !653
  %168 = load i32, ptr %167, align 16, !dbg !653, !tbaa !272
  %169 = sext i32 %168 to i64, !dbg !653
  tail call fastcc void @transparent_crc(i64 noundef %169, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !662
  br i1 %19, label %170, label %192, !dbg !663

170:                                              ; preds = %165
    #dbg_value(i64 1, !235, !DIExpression(), !237)
  %171 = getelementptr inbounds [3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 %166, i64 0, i64 1, !dbg !653
  %172 = load i32, ptr %171, align 4, !dbg !653, !tbaa !272
  %173 = sext i32 %172 to i64, !dbg !653
  tail call fastcc void @transparent_crc(i64 noundef %173, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !662
    #dbg_value(i64 2, !235, !DIExpression(), !237)
  %174 = getelementptr inbounds [3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 %166, i64 0, i64 2, !dbg !653
  %175 = load i32, ptr %174, align 8, !dbg !653, !tbaa !272
  %176 = sext i32 %175 to i64, !dbg !653
  tail call fastcc void @transparent_crc(i64 noundef %176, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !662
    #dbg_value(i64 3, !235, !DIExpression(), !237)
  %177 = getelementptr inbounds [3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 %166, i64 0, i64 3, !dbg !653
  %178 = load i32, ptr %177, align 4, !dbg !653, !tbaa !272
  %179 = sext i32 %178 to i64, !dbg !653
  tail call fastcc void @transparent_crc(i64 noundef %179, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !662
    #dbg_value(i64 1, !234, !DIExpression(), !237)
    #dbg_value(i64 0, !235, !DIExpression(), !237)
  %180 = getelementptr inbounds [3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 %166, i64 1, i64 0, !dbg !653
  %181 = load i32, ptr %180, align 16, !dbg !653, !tbaa !272
  %182 = sext i32 %181 to i64, !dbg !653
  tail call fastcc void @transparent_crc(i64 noundef %182, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !662
    #dbg_value(i64 1, !235, !DIExpression(), !237)
  %183 = getelementptr inbounds [3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 %166, i64 1, i64 1, !dbg !653
  %184 = load i32, ptr %183, align 4, !dbg !653, !tbaa !272
  %185 = sext i32 %184 to i64, !dbg !653
  tail call fastcc void @transparent_crc(i64 noundef %185, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !662
    #dbg_value(i64 2, !235, !DIExpression(), !237)
  %186 = getelementptr inbounds [3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 %166, i64 1, i64 2, !dbg !653
  %187 = load i32, ptr %186, align 8, !dbg !653, !tbaa !272
  %188 = sext i32 %187 to i64, !dbg !653
  tail call fastcc void @transparent_crc(i64 noundef %188, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !662
    #dbg_value(i64 3, !235, !DIExpression(), !237)
  %189 = getelementptr inbounds [3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 %166, i64 1, i64 3, !dbg !653
  %190 = load i32, ptr %189, align 4, !dbg !653, !tbaa !272
  %191 = sext i32 %190 to i64, !dbg !653
  tail call fastcc void @transparent_crc(i64 noundef %191, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !662
  br label %230, !dbg !663

192:                                              ; preds = %165
  %193 = trunc nuw nsw i64 %166 to i32, !dbg !664
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %193, i32 noundef 0, i32 noundef 0), !dbg !664
    #dbg_value(i64 1, !235, !DIExpression(), !237)
  %195 = getelementptr inbounds [3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 %166, i64 0, i64 1, !dbg !653
  %196 = load i32, ptr %195, align 4, !dbg !653, !tbaa !272
  %197 = sext i32 %196 to i64, !dbg !653
  tail call fastcc void @transparent_crc(i64 noundef %197, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !662
  %198 = trunc nuw nsw i64 %166 to i32, !dbg !664
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %198, i32 noundef 0, i32 noundef 1), !dbg !664
    #dbg_value(i64 2, !235, !DIExpression(), !237)
  %200 = getelementptr inbounds [3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 %166, i64 0, i64 2, !dbg !653
  %201 = load i32, ptr %200, align 8, !dbg !653, !tbaa !272
  %202 = sext i32 %201 to i64, !dbg !653
  tail call fastcc void @transparent_crc(i64 noundef %202, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !662
  %203 = trunc nuw nsw i64 %166 to i32, !dbg !664
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %203, i32 noundef 0, i32 noundef 2), !dbg !664
    #dbg_value(i64 3, !235, !DIExpression(), !237)
  %205 = getelementptr inbounds [3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 %166, i64 0, i64 3, !dbg !653
  %206 = load i32, ptr %205, align 4, !dbg !653, !tbaa !272
  %207 = sext i32 %206 to i64, !dbg !653
  tail call fastcc void @transparent_crc(i64 noundef %207, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !662
  %208 = trunc nuw nsw i64 %166 to i32, !dbg !664
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %208, i32 noundef 0, i32 noundef 3), !dbg !664
    #dbg_value(i64 1, !234, !DIExpression(), !237)
    #dbg_value(i64 0, !235, !DIExpression(), !237)
  %210 = getelementptr inbounds [3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 %166, i64 1, i64 0, !dbg !653
  %211 = load i32, ptr %210, align 16, !dbg !653, !tbaa !272
  %212 = sext i32 %211 to i64, !dbg !653
  tail call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !662
  %213 = trunc nuw nsw i64 %166 to i32, !dbg !664
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %213, i32 noundef 1, i32 noundef 0), !dbg !664
    #dbg_value(i64 1, !235, !DIExpression(), !237)
  %215 = getelementptr inbounds [3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 %166, i64 1, i64 1, !dbg !653
  %216 = load i32, ptr %215, align 4, !dbg !653, !tbaa !272
  %217 = sext i32 %216 to i64, !dbg !653
  tail call fastcc void @transparent_crc(i64 noundef %217, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !662
  %218 = trunc nuw nsw i64 %166 to i32, !dbg !664
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %218, i32 noundef 1, i32 noundef 1), !dbg !664
    #dbg_value(i64 2, !235, !DIExpression(), !237)
  %220 = getelementptr inbounds [3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 %166, i64 1, i64 2, !dbg !653
  %221 = load i32, ptr %220, align 8, !dbg !653, !tbaa !272
  %222 = sext i32 %221 to i64, !dbg !653
  tail call fastcc void @transparent_crc(i64 noundef %222, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !662
  %223 = trunc nuw nsw i64 %166 to i32, !dbg !664
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %223, i32 noundef 1, i32 noundef 2), !dbg !664
    #dbg_value(i64 3, !235, !DIExpression(), !237)
  %225 = getelementptr inbounds [3 x [2 x [4 x i32]]], ptr @g_142, i64 0, i64 %166, i64 1, i64 3, !dbg !653
  %226 = load i32, ptr %225, align 4, !dbg !653, !tbaa !272
  %227 = sext i32 %226 to i64, !dbg !653
  tail call fastcc void @transparent_crc(i64 noundef %227, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !662
  %228 = trunc nuw nsw i64 %166 to i32, !dbg !664
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %228, i32 noundef 1, i32 noundef 3), !dbg !664
  br label %230, !dbg !664

230:                                              ; preds = %170, %192
    #dbg_value(i64 4, !235, !DIExpression(), !237)
    #dbg_value(i64 2, !234, !DIExpression(), !237)
  %231 = add nuw nsw i64 %166, 1, !dbg !666
    #dbg_value(i64 %231, !233, !DIExpression(), !237)
  %232 = icmp eq i64 %231, 3, !dbg !667
  br i1 %232, label %233, label %165, !dbg !651, !llvm.loop !668

233:                                              ; preds = %230
  %234 = load volatile i64, ptr @g_179, align 8, !dbg !670
  %235 = and i64 %234, 32767, !dbg !670
  tail call fastcc void @transparent_crc(i64 noundef %235, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !671
  %236 = load volatile i64, ptr @g_179, align 8, !dbg !672
  %237 = shl i64 %236, 41, !dbg !672
  %238 = ashr i64 %237, 56, !dbg !672
  tail call fastcc void @transparent_crc(i64 noundef %238, ptr noundef nonnull @.str.22, i32 noundef %20), !dbg !673
  %239 = load volatile i64, ptr @g_179, align 8, !dbg !674
  %240 = shl i64 %239, 22, !dbg !674
  %241 = ashr i64 %240, 54, !dbg !674
  tail call fastcc void @transparent_crc(i64 noundef %241, ptr noundef nonnull @.str.23, i32 noundef %20), !dbg !675
  %242 = load volatile i64, ptr @g_179, align 8, !dbg !676
  %243 = lshr i64 %242, 42, !dbg !676
  %244 = and i64 %243, 16383, !dbg !676
  tail call fastcc void @transparent_crc(i64 noundef %244, ptr noundef nonnull @.str.24, i32 noundef %20), !dbg !677
  %245 = load volatile i64, ptr @g_179, align 8, !dbg !678
  %246 = lshr i64 %245, 56, !dbg !678
  %247 = and i64 %246, 31, !dbg !678
  tail call fastcc void @transparent_crc(i64 noundef %247, ptr noundef nonnull @.str.25, i32 noundef %20), !dbg !679
  %248 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_179, i64 8), align 8, !dbg !680
  %249 = zext i8 %248 to i64, !dbg !681
  tail call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.26, i32 noundef %20), !dbg !682
  %250 = load volatile i8, ptr @g_240, align 1, !dbg !683, !tbaa !516
  %251 = sext i8 %250 to i64, !dbg !683
  tail call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.27, i32 noundef %20), !dbg !684
  %252 = load volatile i32, ptr @g_259, align 4, !dbg !685, !tbaa !272
  %253 = zext i32 %252 to i64, !dbg !685
  tail call fastcc void @transparent_crc(i64 noundef %253, ptr noundef nonnull @.str.28, i32 noundef %20), !dbg !686
    #dbg_value(i32 0, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -13905, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !687
  br i1 %19, label %254, label %255, !dbg !691

254:                                              ; preds = %233
    #dbg_value(i32 1, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -13905, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !687
    #dbg_value(i32 2, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -13905, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !687
    #dbg_value(i32 3, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -13905, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !687
    #dbg_value(i32 4, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -13905, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !687
    #dbg_value(i32 5, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -13905, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !687
    #dbg_value(i32 6, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -13905, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !687
  br label %263, !dbg !691

255:                                              ; preds = %233
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0), !dbg !692
    #dbg_value(i32 1, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -13905, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !687
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1), !dbg !692
    #dbg_value(i32 2, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -13905, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !687
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2), !dbg !692
    #dbg_value(i32 3, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -13905, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !687
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3), !dbg !692
    #dbg_value(i32 4, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -13905, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !687
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4), !dbg !692
    #dbg_value(i32 5, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -13905, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !687
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5), !dbg !692
    #dbg_value(i32 6, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -13905, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !687
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6), !dbg !692
  br label %263, !dbg !692

263:                                              ; preds = %254, %255
    #dbg_value(i32 7, !233, !DIExpression(), !237)
  %264 = load i8, ptr @g_293, align 1, !dbg !694, !tbaa !516
  %265 = zext nneg i8 %264 to i64, !dbg !694
  tail call fastcc void @transparent_crc(i64 noundef %265, ptr noundef nonnull @.str.30, i32 noundef %20), !dbg !695
  tail call fastcc void @transparent_crc(i64 noundef 253, ptr noundef nonnull @.str.31, i32 noundef %20), !dbg !696
  %266 = load i16, ptr @g_315, align 2, !dbg !697, !tbaa !601
  %267 = zext i16 %266 to i64, !dbg !697
  tail call fastcc void @transparent_crc(i64 noundef %267, ptr noundef nonnull @.str.32, i32 noundef %20), !dbg !698
  %268 = load i32, ptr @crc32_context, align 4, !dbg !699, !tbaa !272
  %269 = xor i32 %268, -1, !dbg !700
    #dbg_value(i32 %269, !701, !DIExpression(), !707)
    #dbg_value(i32 %20, !706, !DIExpression(), !707)
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i32 noundef %269), !dbg !709
  ret i32 0, !dbg !710
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !711 {
    #dbg_value(i64 %0, !715, !DIExpression(), !718)
    #dbg_value(ptr %1, !716, !DIExpression(), !718)
    #dbg_value(i32 %2, !717, !DIExpression(), !718)
    #dbg_value(i64 %0, !719, !DIExpression(), !724)
    #dbg_value(i64 %0, !726, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !731)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !733, !tbaa !272
  %5 = lshr i32 %4, 8, !dbg !734
  %6 = zext i32 %4 to i64, !dbg !735
  %7 = xor i64 %6, %0, !dbg !735
  %8 = and i64 %7, 255, !dbg !736
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !736
  %10 = load i32, ptr %9, align 4, !dbg !736, !tbaa !272
  %11 = xor i32 %5, %10, !dbg !737
  %12 = lshr i64 %0, 8, !dbg !738
    #dbg_value(i64 %12, !726, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !739)
  %13 = lshr i32 %11, 8, !dbg !741
  %14 = zext i32 %11 to i64, !dbg !742
  %15 = xor i64 %12, %14, !dbg !742
  %16 = and i64 %15, 255, !dbg !743
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !743
  %18 = load i32, ptr %17, align 4, !dbg !743, !tbaa !272
  %19 = xor i32 %13, %18, !dbg !744
  %20 = lshr i64 %0, 16, !dbg !745
    #dbg_value(i64 %20, !726, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !746)
  %21 = lshr i32 %19, 8, !dbg !748
  %22 = zext i32 %19 to i64, !dbg !749
  %23 = xor i64 %20, %22, !dbg !749
  %24 = and i64 %23, 255, !dbg !750
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !750
  %26 = load i32, ptr %25, align 4, !dbg !750, !tbaa !272
  %27 = xor i32 %21, %26, !dbg !751
  %28 = lshr i64 %0, 24, !dbg !752
    #dbg_value(i64 %28, !726, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !753)
  %29 = lshr i32 %27, 8, !dbg !755
  %30 = zext i32 %27 to i64, !dbg !756
  %31 = xor i64 %28, %30, !dbg !756
  %32 = and i64 %31, 255, !dbg !757
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !757
  %34 = load i32, ptr %33, align 4, !dbg !757, !tbaa !272
  %35 = xor i32 %29, %34, !dbg !758
  %36 = lshr i64 %0, 32, !dbg !759
    #dbg_value(i64 %36, !726, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !760)
  %37 = lshr i32 %35, 8, !dbg !762
  %38 = zext i32 %35 to i64, !dbg !763
  %39 = xor i64 %36, %38, !dbg !763
  %40 = and i64 %39, 255, !dbg !764
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !764
  %42 = load i32, ptr %41, align 4, !dbg !764, !tbaa !272
  %43 = xor i32 %37, %42, !dbg !765
  %44 = lshr i64 %0, 40, !dbg !766
    #dbg_value(i64 %44, !726, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !767)
  %45 = lshr i32 %43, 8, !dbg !769
  %46 = zext i32 %43 to i64, !dbg !770
  %47 = xor i64 %44, %46, !dbg !770
  %48 = and i64 %47, 255, !dbg !771
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !771
  %50 = load i32, ptr %49, align 4, !dbg !771, !tbaa !272
  %51 = xor i32 %45, %50, !dbg !772
  %52 = lshr i64 %0, 48, !dbg !773
    #dbg_value(i64 %52, !726, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !774)
  %53 = lshr i32 %51, 8, !dbg !776
  %54 = zext i32 %51 to i64, !dbg !777
  %55 = xor i64 %52, %54, !dbg !777
  %56 = and i64 %55, 255, !dbg !778
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !778
  %58 = load i32, ptr %57, align 4, !dbg !778, !tbaa !272
  %59 = xor i32 %53, %58, !dbg !779
  %60 = lshr i64 %0, 56, !dbg !780
    #dbg_value(i64 %60, !726, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !781)
  %61 = lshr i32 %59, 8, !dbg !783
  %62 = and i32 %59, 255, !dbg !784
  %63 = zext nneg i32 %62 to i64, !dbg !784
  %64 = xor i64 %60, %63, !dbg !784
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !784
  %66 = load i32, ptr %65, align 4, !dbg !784, !tbaa !272
  %67 = xor i32 %61, %66, !dbg !785
  store i32 %67, ptr @crc32_context, align 4, !dbg !786, !tbaa !272
  %68 = icmp eq i32 %2, 0, !dbg !787
  br i1 %68, label %73, label %69, !dbg !789

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !790
  %71 = zext i32 %70 to i64, !dbg !790
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, ptr noundef %1, i64 noundef %71), !dbg !792
  br label %73, !dbg !793

73:                                               ; preds = %69, %3
  ret void, !dbg !794
}

; Function Attrs: nofree nounwind
declare !dbg !795 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!217, !218, !219, !220, !221, !222, !223}
!llvm.ident = !{!224}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 360, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "default_2.c", directory: ".", checksumkind: CSK_MD5, checksum: "b4f8c6ec63c3692457b52de558c65620")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_51", scope: !9, file: !2, line: 27, type: !216, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !14, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !13}
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!14 = !{!15, !0, !20, !22, !24, !26, !28, !33, !38, !43, !48, !53, !55, !57, !59, !61, !63, !65, !67, !69, !74, !79, !81, !83, !85, !87, !89, !91, !93, !95, !97, !99, !101, !103, !113, !120, !125, !127, !131, !136, !7, !138, !140, !142, !147, !152, !157, !160, !173, !178, !180, !186, !188, !194, !197, !202, !204, !209, !211, !214}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 356, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 2)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 361, type: !3, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 362, type: !3, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 363, type: !3, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 364, type: !3, isLocal: true, isDefinition: true)
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
!137 = distinct !DIGlobalVariable(name: "g_14", scope: !9, file: !2, line: 26, type: !116, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(name: "g_54", scope: !9, file: !2, line: 28, type: !107, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(name: "g_59", scope: !9, file: !2, line: 29, type: !116, isLocal: true, isDefinition: true)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "g_84", scope: !9, file: !2, line: 30, type: !144, isLocal: true, isDefinition: true)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !108, line: 25, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !110, line: 40, baseType: !146)
!146 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(name: "g_106", scope: !9, file: !2, line: 31, type: !149, isLocal: true, isDefinition: true)
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !117, line: 27, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !110, line: 44, baseType: !151)
!151 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(name: "g_108", scope: !9, file: !2, line: 32, type: !154, isLocal: true, isDefinition: true)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 4096, elements: !155)
!155 = !{!156, !156}
!156 = !DISubrange(count: 8)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(name: "g_115", scope: !9, file: !2, line: 33, type: !159, isLocal: true, isDefinition: true)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 64, elements: !18)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(name: "g_124", scope: !9, file: !2, line: 34, type: !162, isLocal: true, isDefinition: true)
!162 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !163)
!163 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 16, size: 96, elements: !164)
!164 = !{!165, !167, !168, !169, !170, !172}
!165 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !163, file: !2, line: 17, baseType: !166, size: 15, flags: DIFlagBitField, extraData: i64 0)
!166 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !11)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !163, file: !2, line: 18, baseType: !12, size: 8, offset: 15, flags: DIFlagBitField, extraData: i64 0)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !163, file: !2, line: 19, baseType: !12, size: 10, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !163, file: !2, line: 20, baseType: !166, size: 14, offset: 42, flags: DIFlagBitField, extraData: i64 0)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !163, file: !2, line: 21, baseType: !171, size: 5, offset: 56, flags: DIFlagBitField, extraData: i64 0)
!171 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !163, file: !2, line: 22, baseType: !166, size: 8, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(name: "g_129", scope: !9, file: !2, line: 35, type: !175, isLocal: true, isDefinition: true)
!175 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !108, line: 27, baseType: !176)
!176 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !110, line: 45, baseType: !177)
!177 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!178 = !DIGlobalVariableExpression(var: !179, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!179 = distinct !DIGlobalVariable(name: "g_139", scope: !9, file: !2, line: 36, type: !149, isLocal: true, isDefinition: true)
!180 = !DIGlobalVariableExpression(var: !181, expr: !DIExpression())
!181 = distinct !DIGlobalVariable(name: "g_142", scope: !9, file: !2, line: 37, type: !182, isLocal: true, isDefinition: true)
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 768, elements: !183)
!183 = !{!184, !19, !185}
!184 = !DISubrange(count: 3)
!185 = !DISubrange(count: 4)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(name: "g_179", scope: !9, file: !2, line: 40, type: !162, isLocal: true, isDefinition: true)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(name: "g_240", scope: !9, file: !2, line: 42, type: !190, isLocal: true, isDefinition: true)
!190 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !191)
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !117, line: 24, baseType: !192)
!192 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !110, line: 37, baseType: !193)
!193 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression())
!195 = distinct !DIGlobalVariable(name: "g_259", scope: !9, file: !2, line: 43, type: !196, isLocal: true, isDefinition: true)
!196 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !107)
!197 = !DIGlobalVariableExpression(var: !198, expr: !DIExpression())
!198 = distinct !DIGlobalVariable(name: "g_266", scope: !9, file: !2, line: 44, type: !199, isLocal: true, isDefinition: true)
!199 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 112, elements: !200)
!200 = !{!201}
!201 = !DISubrange(count: 7)
!202 = !DIGlobalVariableExpression(var: !203, expr: !DIExpression())
!203 = distinct !DIGlobalVariable(name: "g_293", scope: !9, file: !2, line: 45, type: !191, isLocal: true, isDefinition: true)
!204 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression(DW_OP_constu, 18446744073709551613, DW_OP_stack_value))
!205 = distinct !DIGlobalVariable(name: "g_301", scope: !9, file: !2, line: 47, type: !206, isLocal: true, isDefinition: true)
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !108, line: 24, baseType: !207)
!207 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !110, line: 38, baseType: !208)
!208 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!209 = !DIGlobalVariableExpression(var: !210, expr: !DIExpression())
!210 = distinct !DIGlobalVariable(name: "g_315", scope: !9, file: !2, line: 48, type: !144, isLocal: true, isDefinition: true)
!211 = !DIGlobalVariableExpression(var: !212, expr: !DIExpression())
!212 = distinct !DIGlobalVariable(scope: null, file: !213, line: 56, type: !71, isLocal: true, isDefinition: true)
!213 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!214 = !DIGlobalVariableExpression(var: !215, expr: !DIExpression())
!215 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !105, line: 48, type: !107, isLocal: true, isDefinition: true)
!216 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !123)
!217 = !{i32 7, !"Dwarf Version", i32 5}
!218 = !{i32 2, !"Debug Info Version", i32 3}
!219 = !{i32 1, !"wchar_size", i32 4}
!220 = !{i32 8, !"PIC Level", i32 2}
!221 = !{i32 7, !"PIE Level", i32 2}
!222 = !{i32 7, !"uwtable", i32 2}
!223 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!224 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!225 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 352, type: !226, scopeLine: 353, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !230)
!226 = !DISubroutineType(types: !227)
!227 = !{!12, !12, !228}
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !229, size: 64)
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!230 = !{!231, !232, !233, !234, !235, !236}
!231 = !DILocalVariable(name: "argc", arg: 1, scope: !225, file: !2, line: 352, type: !12)
!232 = !DILocalVariable(name: "argv", arg: 2, scope: !225, file: !2, line: 352, type: !228)
!233 = !DILocalVariable(name: "i", scope: !225, file: !2, line: 354, type: !12)
!234 = !DILocalVariable(name: "j", scope: !225, file: !2, line: 354, type: !12)
!235 = !DILocalVariable(name: "k", scope: !225, file: !2, line: 354, type: !12)
!236 = !DILocalVariable(name: "print_hash_value", scope: !225, file: !2, line: 355, type: !12)
!237 = !DILocation(line: 0, scope: !225)
!238 = !DILocation(line: 356, column: 14, scope: !239)
!239 = distinct !DILexicalBlock(scope: !225, file: !2, line: 356, column: 9)
!240 = !DILocation(line: 356, column: 19, scope: !239)
!241 = !DILocation(line: 356, column: 29, scope: !239)
!242 = !{!243, !243, i64 0}
!243 = !{!"any pointer", !244, i64 0}
!244 = !{!"omnipotent char", !245, i64 0}
!245 = !{!"Simple C/C++ TBAA"}
!246 = !DILocation(line: 356, column: 43, scope: !239)
!247 = !DILocation(line: 356, column: 9, scope: !225)
!248 = !DILocalVariable(name: "poly", scope: !249, file: !105, line: 54, type: !256)
!249 = distinct !DISubprogram(name: "crc32_gentab", scope: !105, file: !105, line: 51, type: !250, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !252)
!250 = !DISubroutineType(types: !251)
!251 = !{null}
!252 = !{!253, !248, !254, !255}
!253 = !DILocalVariable(name: "crc", scope: !249, file: !105, line: 53, type: !107)
!254 = !DILocalVariable(name: "i", scope: !249, file: !105, line: 55, type: !12)
!255 = !DILocalVariable(name: "j", scope: !249, file: !105, line: 55, type: !12)
!256 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !107)
!257 = !DILocation(line: 0, scope: !249, inlinedAt: !258)
!258 = distinct !DILocation(line: 358, column: 5, scope: !225)
!259 = !DILocation(line: 57, column: 2, scope: !260, inlinedAt: !258)
!260 = distinct !DILexicalBlock(scope: !249, file: !105, line: 57, column: 2)
!261 = !DILocation(line: 57, column: 24, scope: !262, inlinedAt: !258)
!262 = distinct !DILexicalBlock(scope: !260, file: !105, line: 57, column: 2)
!263 = !DILocation(line: 60, column: 12, scope: !264, inlinedAt: !258)
!264 = distinct !DILexicalBlock(scope: !265, file: !105, line: 60, column: 8)
!265 = distinct !DILexicalBlock(scope: !266, file: !105, line: 59, column: 27)
!266 = distinct !DILexicalBlock(scope: !267, file: !105, line: 59, column: 3)
!267 = distinct !DILexicalBlock(scope: !268, file: !105, line: 59, column: 3)
!268 = distinct !DILexicalBlock(scope: !262, file: !105, line: 57, column: 28)
!269 = !DILocation(line: 60, column: 8, scope: !265, inlinedAt: !258)
!270 = !DILocation(line: 66, column: 3, scope: !268, inlinedAt: !258)
!271 = !DILocation(line: 66, column: 16, scope: !268, inlinedAt: !258)
!272 = !{!273, !273, i64 0}
!273 = !{!"int", !244, i64 0}
!274 = distinct !{!274, !259, !275, !276, !277, !278}
!275 = !DILocation(line: 67, column: 2, scope: !260, inlinedAt: !258)
!276 = !{!"llvm.loop.mustprogress"}
!277 = !{!"llvm.loop.isvectorized", i32 1}
!278 = !{!"llvm.loop.unroll.runtime.disable"}
!279 = !DILocalVariable(name: "l_38", scope: !280, file: !2, line: 65, type: !149)
!280 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 63, type: !281, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !283)
!281 = !DISubroutineType(types: !282)
!282 = !{!107}
!283 = !{!279, !284, !285, !286, !287, !288, !289, !292}
!284 = !DILocalVariable(name: "l_309", scope: !280, file: !2, line: 66, type: !122)
!285 = !DILocalVariable(name: "l_310", scope: !280, file: !2, line: 67, type: !122)
!286 = !DILocalVariable(name: "l_311", scope: !280, file: !2, line: 68, type: !122)
!287 = !DILocalVariable(name: "l_312", scope: !280, file: !2, line: 69, type: !122)
!288 = !DILocalVariable(name: "l_313", scope: !280, file: !2, line: 70, type: !122)
!289 = !DILocalVariable(name: "l_314", scope: !280, file: !2, line: 71, type: !290)
!290 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 512, elements: !291)
!291 = !{!156}
!292 = !DILocalVariable(name: "i", scope: !280, file: !2, line: 72, type: !12)
!293 = !DILocation(line: 0, scope: !280, inlinedAt: !294)
!294 = distinct !DILocation(line: 359, column: 5, scope: !225)
!295 = !DILocation(line: 121, column: 5, scope: !296, inlinedAt: !506)
!296 = distinct !DISubprogram(name: "func_29", scope: !2, file: !2, line: 108, type: !297, scopeLine: 109, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !299)
!297 = !DISubroutineType(types: !298)
!298 = !{!116, !149, !107}
!299 = !{!300, !301, !302, !305, !306, !307, !308, !310, !311, !312, !313, !314, !315, !316, !317, !320, !321, !324, !325, !326, !327, !328, !329, !330, !331, !332, !336, !337, !341, !342, !343, !344, !345, !346, !347, !348, !349, !352, !356, !358, !361, !362, !363, !364, !367, !368, !371, !372, !373, !374, !376, !377, !380, !383, !385, !386, !387, !388, !391, !395, !396, !397, !398, !399, !402, !406, !407, !409, !411, !412, !415, !418, !421, !422, !423, !424, !425, !426, !427, !428, !431, !432, !433, !434, !437, !438, !442, !443, !444, !445, !446, !447, !448, !449, !452, !453, !454, !455, !459, !461, !462, !463, !464, !465, !466, !467, !468, !470, !471, !473, !474, !475, !476, !480, !481, !482, !483, !484, !485, !486, !487, !488, !489, !491, !492, !493, !495, !496, !497, !498, !499, !501, !503, !505}
!300 = !DILocalVariable(name: "p_30", arg: 1, scope: !296, file: !2, line: 108, type: !149)
!301 = !DILocalVariable(name: "p_31", arg: 2, scope: !296, file: !2, line: 108, type: !107)
!302 = !DILocalVariable(name: "l_46", scope: !296, file: !2, line: 110, type: !303)
!303 = !DICompositeType(tag: DW_TAG_array_type, baseType: !206, size: 2016, elements: !304)
!304 = !{!32, !201, !32}
!305 = !DILocalVariable(name: "l_50", scope: !296, file: !2, line: 111, type: !123)
!306 = !DILocalVariable(name: "l_52", scope: !296, file: !2, line: 112, type: !191)
!307 = !DILocalVariable(name: "l_70", scope: !296, file: !2, line: 113, type: !115)
!308 = !DILocalVariable(name: "l_109", scope: !296, file: !2, line: 114, type: !309)
!309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!310 = !DILocalVariable(name: "l_137", scope: !296, file: !2, line: 115, type: !123)
!311 = !DILocalVariable(name: "l_138", scope: !296, file: !2, line: 116, type: !123)
!312 = !DILocalVariable(name: "l_140", scope: !296, file: !2, line: 117, type: !123)
!313 = !DILocalVariable(name: "l_141", scope: !296, file: !2, line: 118, type: !123)
!314 = !DILocalVariable(name: "l_143", scope: !296, file: !2, line: 119, type: !123)
!315 = !DILocalVariable(name: "l_144", scope: !296, file: !2, line: 120, type: !123)
!316 = !DILocalVariable(name: "l_145", scope: !296, file: !2, line: 121, type: !123)
!317 = !DILocalVariable(name: "l_146", scope: !296, file: !2, line: 122, type: !318)
!318 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 3072, elements: !319)
!319 = !{!156, !185, !184}
!320 = !DILocalVariable(name: "l_176", scope: !296, file: !2, line: 123, type: !122)
!321 = !DILocalVariable(name: "l_192", scope: !296, file: !2, line: 124, type: !322)
!322 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 192, elements: !323)
!323 = !{!184}
!324 = !DILocalVariable(name: "l_251", scope: !296, file: !2, line: 125, type: !144)
!325 = !DILocalVariable(name: "l_256", scope: !296, file: !2, line: 126, type: !116)
!326 = !DILocalVariable(name: "l_283", scope: !296, file: !2, line: 127, type: !191)
!327 = !DILocalVariable(name: "l_285", scope: !296, file: !2, line: 128, type: !107)
!328 = !DILocalVariable(name: "i", scope: !296, file: !2, line: 129, type: !12)
!329 = !DILocalVariable(name: "j", scope: !296, file: !2, line: 129, type: !12)
!330 = !DILocalVariable(name: "k", scope: !296, file: !2, line: 129, type: !12)
!331 = !DILabel(scope: !296, name: "lbl_222", file: !2, line: 132)
!332 = !DILocalVariable(name: "l_41", scope: !333, file: !2, line: 135, type: !175)
!333 = distinct !DILexicalBlock(scope: !334, file: !2, line: 134, column: 5)
!334 = distinct !DILexicalBlock(scope: !335, file: !2, line: 133, column: 5)
!335 = distinct !DILexicalBlock(scope: !296, file: !2, line: 133, column: 5)
!336 = !DILocalVariable(name: "l_49", scope: !333, file: !2, line: 136, type: !107)
!337 = !DILocalVariable(name: "l_53", scope: !333, file: !2, line: 137, type: !338)
!338 = !DICompositeType(tag: DW_TAG_array_type, baseType: !309, size: 384, elements: !339)
!339 = !{!32, !340}
!340 = !DISubrange(count: 1)
!341 = !DILocalVariable(name: "l_55", scope: !333, file: !2, line: 138, type: !123)
!342 = !DILocalVariable(name: "l_56", scope: !333, file: !2, line: 139, type: !175)
!343 = !DILocalVariable(name: "l_85", scope: !333, file: !2, line: 140, type: !175)
!344 = !DILocalVariable(name: "l_131", scope: !333, file: !2, line: 141, type: !122)
!345 = !DILocalVariable(name: "l_132", scope: !333, file: !2, line: 142, type: !122)
!346 = !DILocalVariable(name: "l_133", scope: !333, file: !2, line: 143, type: !122)
!347 = !DILocalVariable(name: "l_134", scope: !333, file: !2, line: 144, type: !122)
!348 = !DILocalVariable(name: "l_135", scope: !333, file: !2, line: 145, type: !122)
!349 = !DILocalVariable(name: "l_136", scope: !333, file: !2, line: 146, type: !350)
!350 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 64, elements: !351)
!351 = !{!340}
!352 = !DILocalVariable(name: "l_147", scope: !333, file: !2, line: 147, type: !353)
!353 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 1280, elements: !354)
!354 = !{!185, !355, !340}
!355 = !DISubrange(count: 10)
!356 = !DILocalVariable(name: "l_150", scope: !333, file: !2, line: 148, type: !357)
!357 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 32, elements: !18)
!358 = !DILocalVariable(name: "l_151", scope: !333, file: !2, line: 149, type: !359)
!359 = !DICompositeType(tag: DW_TAG_array_type, baseType: !206, size: 1920, elements: !360)
!360 = !{!156, !355, !184}
!361 = !DILocalVariable(name: "i", scope: !333, file: !2, line: 150, type: !12)
!362 = !DILocalVariable(name: "j", scope: !333, file: !2, line: 150, type: !12)
!363 = !DILocalVariable(name: "k", scope: !333, file: !2, line: 150, type: !12)
!364 = !DILocalVariable(name: "l_58", scope: !365, file: !2, line: 157, type: !115)
!365 = distinct !DILexicalBlock(scope: !366, file: !2, line: 156, column: 9)
!366 = distinct !DILexicalBlock(scope: !333, file: !2, line: 155, column: 13)
!367 = !DILocalVariable(name: "l_82", scope: !365, file: !2, line: 158, type: !123)
!368 = !DILocalVariable(name: "l_83", scope: !365, file: !2, line: 159, type: !369)
!369 = !DICompositeType(tag: DW_TAG_array_type, baseType: !370, size: 512, elements: !291)
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!371 = !DILocalVariable(name: "l_111", scope: !365, file: !2, line: 160, type: !122)
!372 = !DILocalVariable(name: "l_112", scope: !365, file: !2, line: 161, type: !122)
!373 = !DILocalVariable(name: "l_113", scope: !365, file: !2, line: 162, type: !122)
!374 = !DILocalVariable(name: "l_114", scope: !365, file: !2, line: 163, type: !375)
!375 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 448, elements: !200)
!376 = !DILocalVariable(name: "i", scope: !365, file: !2, line: 164, type: !12)
!377 = !DILocalVariable(name: "l_102", scope: !378, file: !2, line: 169, type: !122)
!378 = distinct !DILexicalBlock(scope: !379, file: !2, line: 168, column: 13)
!379 = distinct !DILexicalBlock(scope: !365, file: !2, line: 167, column: 17)
!380 = !DILocalVariable(name: "l_103", scope: !381, file: !2, line: 174, type: !382)
!381 = distinct !DILexicalBlock(scope: !379, file: !2, line: 173, column: 13)
!382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !309, size: 64)
!383 = !DILocalVariable(name: "l_104", scope: !381, file: !2, line: 175, type: !384)
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!385 = !DILocalVariable(name: "l_105", scope: !381, file: !2, line: 176, type: !384)
!386 = !DILocalVariable(name: "l_107", scope: !381, file: !2, line: 177, type: !384)
!387 = !DILocalVariable(name: "l_110", scope: !381, file: !2, line: 178, type: !122)
!388 = !DILocalVariable(name: "l_127", scope: !389, file: !2, line: 187, type: !390)
!389 = distinct !DILexicalBlock(scope: !366, file: !2, line: 186, column: 9)
!390 = !DICompositeType(tag: DW_TAG_array_type, baseType: !191, size: 64, elements: !291)
!391 = !DILocalVariable(name: "l_128", scope: !389, file: !2, line: 188, type: !392)
!392 = !DICompositeType(tag: DW_TAG_array_type, baseType: !393, size: 1536, elements: !394)
!393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !191, size: 64)
!394 = !{!340, !32, !185}
!395 = !DILocalVariable(name: "l_130", scope: !389, file: !2, line: 189, type: !122)
!396 = !DILocalVariable(name: "i", scope: !389, file: !2, line: 190, type: !12)
!397 = !DILocalVariable(name: "j", scope: !389, file: !2, line: 190, type: !12)
!398 = !DILocalVariable(name: "k", scope: !389, file: !2, line: 190, type: !12)
!399 = !DILocalVariable(name: "l_173", scope: !400, file: !2, line: 198, type: !116)
!400 = distinct !DILexicalBlock(scope: !401, file: !2, line: 197, column: 5)
!401 = distinct !DILexicalBlock(scope: !296, file: !2, line: 196, column: 9)
!402 = !DILocalVariable(name: "l_170", scope: !403, file: !2, line: 201, type: !122)
!403 = distinct !DILexicalBlock(scope: !404, file: !2, line: 200, column: 9)
!404 = distinct !DILexicalBlock(scope: !405, file: !2, line: 199, column: 9)
!405 = distinct !DILexicalBlock(scope: !400, file: !2, line: 199, column: 9)
!406 = !DILocalVariable(name: "i", scope: !403, file: !2, line: 202, type: !12)
!407 = !DILocalVariable(name: "l_175", scope: !408, file: !2, line: 221, type: !122)
!408 = distinct !DILexicalBlock(scope: !401, file: !2, line: 220, column: 5)
!409 = !DILocalVariable(name: "l_174", scope: !408, file: !2, line: 222, type: !410)
!410 = !DICompositeType(tag: DW_TAG_array_type, baseType: !130, size: 448, elements: !200)
!411 = !DILocalVariable(name: "i", scope: !408, file: !2, line: 223, type: !12)
!412 = !DILocalVariable(name: "l_189", scope: !413, file: !2, line: 233, type: !107)
!413 = distinct !DILexicalBlock(scope: !414, file: !2, line: 232, column: 5)
!414 = distinct !DILexicalBlock(scope: !296, file: !2, line: 231, column: 9)
!415 = !DILocalVariable(name: "l_191", scope: !413, file: !2, line: 234, type: !416)
!416 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 11200, elements: !417)
!417 = !{!6, !201, !6}
!418 = !DILocalVariable(name: "l_190", scope: !413, file: !2, line: 235, type: !419)
!419 = !DICompositeType(tag: DW_TAG_array_type, baseType: !420, size: 320, elements: !5)
!420 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!421 = !DILocalVariable(name: "l_207", scope: !413, file: !2, line: 236, type: !123)
!422 = !DILocalVariable(name: "l_209", scope: !413, file: !2, line: 237, type: !123)
!423 = !DILocalVariable(name: "l_237", scope: !413, file: !2, line: 238, type: !123)
!424 = !DILocalVariable(name: "l_238", scope: !413, file: !2, line: 239, type: !123)
!425 = !DILocalVariable(name: "l_239", scope: !413, file: !2, line: 240, type: !123)
!426 = !DILocalVariable(name: "l_245", scope: !413, file: !2, line: 241, type: !123)
!427 = !DILocalVariable(name: "l_246", scope: !413, file: !2, line: 242, type: !123)
!428 = !DILocalVariable(name: "l_248", scope: !413, file: !2, line: 243, type: !429)
!429 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 2592, elements: !430)
!430 = !{!47, !47}
!431 = !DILocalVariable(name: "i", scope: !413, file: !2, line: 244, type: !12)
!432 = !DILocalVariable(name: "j", scope: !413, file: !2, line: 244, type: !12)
!433 = !DILocalVariable(name: "k", scope: !413, file: !2, line: 244, type: !12)
!434 = !DILocalVariable(name: "l_200", scope: !435, file: !2, line: 249, type: !116)
!435 = distinct !DILexicalBlock(scope: !436, file: !2, line: 248, column: 9)
!436 = distinct !DILexicalBlock(scope: !413, file: !2, line: 247, column: 13)
!437 = !DILabel(scope: !435, name: "lbl_223", file: !2, line: 250)
!438 = !DILocalVariable(name: "l_201", scope: !439, file: !2, line: 253, type: !175)
!439 = distinct !DILexicalBlock(scope: !440, file: !2, line: 252, column: 13)
!440 = distinct !DILexicalBlock(scope: !441, file: !2, line: 251, column: 13)
!441 = distinct !DILexicalBlock(scope: !435, file: !2, line: 251, column: 13)
!442 = !DILocalVariable(name: "l_206", scope: !439, file: !2, line: 254, type: !122)
!443 = !DILocalVariable(name: "l_208", scope: !439, file: !2, line: 255, type: !122)
!444 = !DILocalVariable(name: "l_210", scope: !439, file: !2, line: 256, type: !122)
!445 = !DILocalVariable(name: "l_211", scope: !439, file: !2, line: 257, type: !122)
!446 = !DILocalVariable(name: "l_212", scope: !439, file: !2, line: 258, type: !122)
!447 = !DILocalVariable(name: "l_213", scope: !439, file: !2, line: 259, type: !122)
!448 = !DILocalVariable(name: "l_214", scope: !439, file: !2, line: 260, type: !122)
!449 = !DILocalVariable(name: "l_215", scope: !439, file: !2, line: 261, type: !450)
!450 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 1920, elements: !451)
!451 = !{!6, !32}
!452 = !DILocalVariable(name: "l_216", scope: !439, file: !2, line: 262, type: !206)
!453 = !DILocalVariable(name: "i", scope: !439, file: !2, line: 263, type: !12)
!454 = !DILocalVariable(name: "j", scope: !439, file: !2, line: 263, type: !12)
!455 = !DILocalVariable(name: "l_221", scope: !456, file: !2, line: 272, type: !149)
!456 = distinct !DILexicalBlock(scope: !457, file: !2, line: 271, column: 13)
!457 = distinct !DILexicalBlock(scope: !458, file: !2, line: 270, column: 13)
!458 = distinct !DILexicalBlock(scope: !435, file: !2, line: 270, column: 13)
!459 = !DILocalVariable(name: "l_241", scope: !460, file: !2, line: 284, type: !116)
!460 = distinct !DILexicalBlock(scope: !436, file: !2, line: 283, column: 9)
!461 = !DILocalVariable(name: "l_242", scope: !460, file: !2, line: 285, type: !123)
!462 = !DILocalVariable(name: "l_243", scope: !460, file: !2, line: 286, type: !123)
!463 = !DILocalVariable(name: "l_244", scope: !460, file: !2, line: 287, type: !123)
!464 = !DILocalVariable(name: "l_247", scope: !460, file: !2, line: 288, type: !123)
!465 = !DILocalVariable(name: "l_249", scope: !460, file: !2, line: 289, type: !123)
!466 = !DILocalVariable(name: "l_250", scope: !460, file: !2, line: 290, type: !123)
!467 = !DILocalVariable(name: "l_257", scope: !460, file: !2, line: 291, type: !123)
!468 = !DILocalVariable(name: "l_258", scope: !460, file: !2, line: 292, type: !469)
!469 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 192, elements: !31)
!470 = !DILocalVariable(name: "l_262", scope: !460, file: !2, line: 293, type: !123)
!471 = !DILocalVariable(name: "l_264", scope: !460, file: !2, line: 294, type: !472)
!472 = !DICompositeType(tag: DW_TAG_array_type, baseType: !149, size: 448, elements: !200)
!473 = !DILocalVariable(name: "l_265", scope: !460, file: !2, line: 295, type: !116)
!474 = !DILocalVariable(name: "l_267", scope: !460, file: !2, line: 296, type: !107)
!475 = !DILocalVariable(name: "i", scope: !460, file: !2, line: 297, type: !12)
!476 = !DILocalVariable(name: "l_226", scope: !477, file: !2, line: 300, type: !122)
!477 = distinct !DILexicalBlock(scope: !478, file: !2, line: 299, column: 13)
!478 = distinct !DILexicalBlock(scope: !479, file: !2, line: 298, column: 13)
!479 = distinct !DILexicalBlock(scope: !460, file: !2, line: 298, column: 13)
!480 = !DILocalVariable(name: "l_227", scope: !477, file: !2, line: 301, type: !122)
!481 = !DILocalVariable(name: "l_228", scope: !477, file: !2, line: 302, type: !122)
!482 = !DILocalVariable(name: "l_229", scope: !477, file: !2, line: 303, type: !122)
!483 = !DILocalVariable(name: "l_230", scope: !477, file: !2, line: 304, type: !122)
!484 = !DILocalVariable(name: "l_231", scope: !477, file: !2, line: 305, type: !122)
!485 = !DILocalVariable(name: "l_232", scope: !477, file: !2, line: 306, type: !122)
!486 = !DILocalVariable(name: "l_233", scope: !477, file: !2, line: 307, type: !122)
!487 = !DILocalVariable(name: "l_234", scope: !477, file: !2, line: 308, type: !122)
!488 = !DILocalVariable(name: "l_235", scope: !477, file: !2, line: 309, type: !122)
!489 = !DILocalVariable(name: "l_236", scope: !477, file: !2, line: 310, type: !490)
!490 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 128, elements: !18)
!491 = !DILocalVariable(name: "l_263", scope: !477, file: !2, line: 311, type: !191)
!492 = !DILocalVariable(name: "i", scope: !477, file: !2, line: 312, type: !12)
!493 = !DILocalVariable(name: "l_274", scope: !494, file: !2, line: 326, type: !175)
!494 = distinct !DILexicalBlock(scope: !414, file: !2, line: 325, column: 5)
!495 = !DILocalVariable(name: "l_277", scope: !494, file: !2, line: 327, type: !123)
!496 = !DILocalVariable(name: "l_278", scope: !494, file: !2, line: 328, type: !206)
!497 = !DILocalVariable(name: "l_279", scope: !494, file: !2, line: 329, type: !122)
!498 = !DILocalVariable(name: "l_280", scope: !494, file: !2, line: 330, type: !122)
!499 = !DILocalVariable(name: "l_281", scope: !494, file: !2, line: 331, type: !500)
!500 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 192, elements: !323)
!501 = !DILocalVariable(name: "l_282", scope: !494, file: !2, line: 332, type: !502)
!502 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 32, elements: !351)
!503 = !DILocalVariable(name: "l_284", scope: !494, file: !2, line: 333, type: !504)
!504 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 64, elements: !18)
!505 = !DILocalVariable(name: "i", scope: !494, file: !2, line: 334, type: !12)
!506 = distinct !DILocation(line: 73, column: 341, scope: !280, inlinedAt: !294)
!507 = !DILocation(line: 0, scope: !296, inlinedAt: !506)
!508 = distinct !DIAssignID()
!509 = !DILocation(line: 0, scope: !408, inlinedAt: !506)
!510 = !DILocation(line: 224, column: 31, scope: !408, inlinedAt: !506)
!511 = !DILocation(line: 224, column: 30, scope: !408, inlinedAt: !506)
!512 = !DILocation(line: 224, column: 20, scope: !408, inlinedAt: !506)
!513 = !DILocation(line: 224, column: 27, scope: !408, inlinedAt: !506)
!514 = !DILocation(line: 231, column: 36, scope: !414, inlinedAt: !506)
!515 = !{i64 0, i64 8, !516, i64 8, i64 1, !516}
!516 = !{!244, !244, i64 0}
!517 = !DILocation(line: 346, column: 1, scope: !296, inlinedAt: !506)
!518 = !DILocalVariable(name: "p_18", arg: 1, scope: !519, file: !2, line: 84, type: !175)
!519 = distinct !DISubprogram(name: "func_17", scope: !2, file: !2, line: 84, type: !520, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !523)
!520 = !DISubroutineType(types: !521)
!521 = !{!123, !175, !107, !191, !522, !123}
!522 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!523 = !{!518, !524, !525, !526, !527, !528, !529, !530, !533, !534, !536, !538, !539, !540, !541, !542}
!524 = !DILocalVariable(name: "p_19", arg: 2, scope: !519, file: !2, line: 84, type: !107)
!525 = !DILocalVariable(name: "p_20", arg: 3, scope: !519, file: !2, line: 84, type: !191)
!526 = !DILocalVariable(name: "p_21", arg: 4, scope: !519, file: !2, line: 84, type: !522)
!527 = !DILocalVariable(name: "p_22", arg: 5, scope: !519, file: !2, line: 84, type: !123)
!528 = !DILocalVariable(name: "l_292", scope: !519, file: !2, line: 86, type: !393)
!529 = !DILocalVariable(name: "l_294", scope: !519, file: !2, line: 87, type: !123)
!530 = !DILocalVariable(name: "l_295", scope: !519, file: !2, line: 88, type: !531)
!531 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 3072, elements: !532)
!532 = !{!184, !156, !19}
!533 = !DILocalVariable(name: "l_298", scope: !519, file: !2, line: 89, type: !420)
!534 = !DILocalVariable(name: "l_300", scope: !519, file: !2, line: 90, type: !535)
!535 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 64)
!536 = !DILocalVariable(name: "l_304", scope: !519, file: !2, line: 91, type: !537)
!537 = !DICompositeType(tag: DW_TAG_array_type, baseType: !309, size: 448, elements: !200)
!538 = !DILocalVariable(name: "l_307", scope: !519, file: !2, line: 92, type: !309)
!539 = !DILocalVariable(name: "l_308", scope: !519, file: !2, line: 93, type: !130)
!540 = !DILocalVariable(name: "i", scope: !519, file: !2, line: 94, type: !12)
!541 = !DILocalVariable(name: "j", scope: !519, file: !2, line: 94, type: !12)
!542 = !DILocalVariable(name: "k", scope: !519, file: !2, line: 94, type: !12)
!543 = !DILocation(line: 0, scope: !519, inlinedAt: !544)
!544 = distinct !DILocation(line: 73, column: 236, scope: !280, inlinedAt: !294)
!545 = distinct !DIAssignID()
!546 = distinct !DIAssignID()
!547 = distinct !DIAssignID()
!548 = distinct !DIAssignID()
!549 = distinct !DIAssignID()
!550 = distinct !DIAssignID()
!551 = distinct !DIAssignID()
!552 = distinct !DIAssignID()
!553 = distinct !DIAssignID()
!554 = distinct !DIAssignID()
!555 = distinct !DIAssignID()
!556 = distinct !DIAssignID()
!557 = distinct !DIAssignID()
!558 = distinct !DIAssignID()
!559 = distinct !DIAssignID()
!560 = distinct !DIAssignID()
!561 = distinct !DIAssignID()
!562 = distinct !DIAssignID()
!563 = distinct !DIAssignID()
!564 = distinct !DIAssignID()
!565 = distinct !DIAssignID()
!566 = distinct !DIAssignID()
!567 = distinct !DIAssignID()
!568 = distinct !DIAssignID()
!569 = distinct !DIAssignID()
!570 = distinct !DIAssignID()
!571 = distinct !DIAssignID()
!572 = distinct !DIAssignID()
!573 = distinct !DIAssignID()
!574 = distinct !DIAssignID()
!575 = distinct !DIAssignID()
!576 = distinct !DIAssignID()
!577 = distinct !DIAssignID()
!578 = distinct !DIAssignID()
!579 = distinct !DIAssignID()
!580 = distinct !DIAssignID()
!581 = distinct !DIAssignID()
!582 = distinct !DIAssignID()
!583 = distinct !DIAssignID()
!584 = distinct !DIAssignID()
!585 = distinct !DIAssignID()
!586 = distinct !DIAssignID()
!587 = distinct !DIAssignID()
!588 = distinct !DIAssignID()
!589 = distinct !DIAssignID()
!590 = distinct !DIAssignID()
!591 = distinct !DIAssignID()
!592 = !DILocation(line: 95, column: 115, scope: !519, inlinedAt: !544)
!593 = !DILocation(line: 95, column: 20, scope: !519, inlinedAt: !544)
!594 = !DILocation(line: 96, column: 187, scope: !519, inlinedAt: !544)
!595 = !DILocation(line: 96, column: 33, scope: !519, inlinedAt: !544)
!596 = !DILocation(line: 96, column: 14, scope: !519, inlinedAt: !544)
!597 = !DILocation(line: 97, column: 14, scope: !519, inlinedAt: !544)
!598 = !DILocation(line: 98, column: 14, scope: !519, inlinedAt: !544)
!599 = !DILocation(line: 73, column: 14, scope: !280, inlinedAt: !294)
!600 = !DILocation(line: 74, column: 10, scope: !280, inlinedAt: !294)
!601 = !{!602, !602, i64 0}
!602 = !{!"short", !244, i64 0}
!603 = !DILocation(line: 360, column: 5, scope: !225)
!604 = !DILocation(line: 361, column: 21, scope: !225)
!605 = !DILocation(line: 361, column: 5, scope: !225)
!606 = !DILocation(line: 362, column: 21, scope: !225)
!607 = !DILocation(line: 362, column: 5, scope: !225)
!608 = !DILocation(line: 363, column: 5, scope: !225)
!609 = !DILocation(line: 364, column: 5, scope: !225)
!610 = !DILocation(line: 365, column: 5, scope: !225)
!611 = !DILocation(line: 366, column: 5, scope: !612)
!612 = distinct !DILexicalBlock(scope: !225, file: !2, line: 366, column: 5)
!613 = !DILocation(line: 370, column: 29, scope: !614)
!614 = distinct !DILexicalBlock(scope: !615, file: !2, line: 369, column: 9)
!615 = distinct !DILexicalBlock(scope: !616, file: !2, line: 368, column: 9)
!616 = distinct !DILexicalBlock(scope: !617, file: !2, line: 368, column: 9)
!617 = distinct !DILexicalBlock(scope: !618, file: !2, line: 367, column: 5)
!618 = distinct !DILexicalBlock(scope: !612, file: !2, line: 366, column: 5)
!619 = !{!620, !620, i64 0}
!620 = !{!"long", !244, i64 0}
!621 = !DILocation(line: 370, column: 13, scope: !614)
!622 = !DILocation(line: 371, column: 17, scope: !614)
!623 = !DILocation(line: 371, column: 35, scope: !624)
!624 = distinct !DILexicalBlock(scope: !614, file: !2, line: 371, column: 17)
!625 = !DILocation(line: 366, column: 25, scope: !618)
!626 = !DILocation(line: 366, column: 19, scope: !618)
!627 = distinct !{!627, !611, !628, !276}
!628 = !DILocation(line: 374, column: 5, scope: !612)
!629 = !DILocation(line: 377, column: 9, scope: !630)
!630 = distinct !DILexicalBlock(scope: !631, file: !2, line: 376, column: 5)
!631 = distinct !DILexicalBlock(scope: !632, file: !2, line: 375, column: 5)
!632 = distinct !DILexicalBlock(scope: !225, file: !2, line: 375, column: 5)
!633 = !DILocation(line: 378, column: 13, scope: !630)
!634 = !DILocation(line: 378, column: 31, scope: !635)
!635 = distinct !DILexicalBlock(scope: !630, file: !2, line: 378, column: 13)
!636 = !DILocation(line: 381, column: 27, scope: !225)
!637 = !DILocation(line: 381, column: 5, scope: !225)
!638 = !DILocation(line: 382, column: 27, scope: !225)
!639 = !DILocation(line: 382, column: 5, scope: !225)
!640 = !DILocation(line: 383, column: 27, scope: !225)
!641 = !DILocation(line: 383, column: 5, scope: !225)
!642 = !DILocation(line: 384, column: 27, scope: !225)
!643 = !DILocation(line: 384, column: 5, scope: !225)
!644 = !DILocation(line: 385, column: 27, scope: !225)
!645 = !DILocation(line: 385, column: 5, scope: !225)
!646 = !DILocation(line: 386, column: 27, scope: !225)
!647 = !DILocation(line: 386, column: 21, scope: !225)
!648 = !DILocation(line: 386, column: 5, scope: !225)
!649 = !DILocation(line: 387, column: 5, scope: !225)
!650 = !DILocation(line: 388, column: 5, scope: !225)
!651 = !DILocation(line: 389, column: 5, scope: !652)
!652 = distinct !DILexicalBlock(scope: !225, file: !2, line: 389, column: 5)
!653 = !DILocation(line: 395, column: 33, scope: !654)
!654 = distinct !DILexicalBlock(scope: !655, file: !2, line: 394, column: 13)
!655 = distinct !DILexicalBlock(scope: !656, file: !2, line: 393, column: 13)
!656 = distinct !DILexicalBlock(scope: !657, file: !2, line: 393, column: 13)
!657 = distinct !DILexicalBlock(scope: !658, file: !2, line: 392, column: 9)
!658 = distinct !DILexicalBlock(scope: !659, file: !2, line: 391, column: 9)
!659 = distinct !DILexicalBlock(scope: !660, file: !2, line: 391, column: 9)
!660 = distinct !DILexicalBlock(scope: !661, file: !2, line: 390, column: 5)
!661 = distinct !DILexicalBlock(scope: !652, file: !2, line: 389, column: 5)
!662 = !DILocation(line: 395, column: 17, scope: !654)
!663 = !DILocation(line: 396, column: 21, scope: !654)
!664 = !DILocation(line: 396, column: 39, scope: !665)
!665 = distinct !DILexicalBlock(scope: !654, file: !2, line: 396, column: 21)
!666 = !DILocation(line: 389, column: 25, scope: !661)
!667 = !DILocation(line: 389, column: 19, scope: !661)
!668 = distinct !{!668, !651, !669, !276}
!669 = !DILocation(line: 400, column: 5, scope: !652)
!670 = !DILocation(line: 401, column: 27, scope: !225)
!671 = !DILocation(line: 401, column: 5, scope: !225)
!672 = !DILocation(line: 402, column: 27, scope: !225)
!673 = !DILocation(line: 402, column: 5, scope: !225)
!674 = !DILocation(line: 403, column: 27, scope: !225)
!675 = !DILocation(line: 403, column: 5, scope: !225)
!676 = !DILocation(line: 404, column: 27, scope: !225)
!677 = !DILocation(line: 404, column: 5, scope: !225)
!678 = !DILocation(line: 405, column: 27, scope: !225)
!679 = !DILocation(line: 405, column: 5, scope: !225)
!680 = !DILocation(line: 406, column: 27, scope: !225)
!681 = !DILocation(line: 406, column: 21, scope: !225)
!682 = !DILocation(line: 406, column: 5, scope: !225)
!683 = !DILocation(line: 407, column: 21, scope: !225)
!684 = !DILocation(line: 407, column: 5, scope: !225)
!685 = !DILocation(line: 408, column: 21, scope: !225)
!686 = !DILocation(line: 408, column: 5, scope: !225)
!687 = !DILocation(line: 411, column: 9, scope: !688)
!688 = distinct !DILexicalBlock(scope: !689, file: !2, line: 410, column: 5)
!689 = distinct !DILexicalBlock(scope: !690, file: !2, line: 409, column: 5)
!690 = distinct !DILexicalBlock(scope: !225, file: !2, line: 409, column: 5)
!691 = !DILocation(line: 412, column: 13, scope: !688)
!692 = !DILocation(line: 412, column: 31, scope: !693)
!693 = distinct !DILexicalBlock(scope: !688, file: !2, line: 412, column: 13)
!694 = !DILocation(line: 415, column: 21, scope: !225)
!695 = !DILocation(line: 415, column: 5, scope: !225)
!696 = !DILocation(line: 416, column: 5, scope: !225)
!697 = !DILocation(line: 417, column: 21, scope: !225)
!698 = !DILocation(line: 417, column: 5, scope: !225)
!699 = !DILocation(line: 418, column: 23, scope: !225)
!700 = !DILocation(line: 418, column: 37, scope: !225)
!701 = !DILocalVariable(name: "crc", arg: 1, scope: !702, file: !213, line: 49, type: !107)
!702 = distinct !DISubprogram(name: "platform_main_end", scope: !213, file: !213, line: 49, type: !703, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !705)
!703 = !DISubroutineType(types: !704)
!704 = !{null, !107, !12}
!705 = !{!701, !706}
!706 = !DILocalVariable(name: "flag", arg: 2, scope: !702, file: !213, line: 49, type: !12)
!707 = !DILocation(line: 0, scope: !702, inlinedAt: !708)
!708 = distinct !DILocation(line: 418, column: 5, scope: !225)
!709 = !DILocation(line: 56, column: 2, scope: !702, inlinedAt: !708)
!710 = !DILocation(line: 419, column: 5, scope: !225)
!711 = distinct !DISubprogram(name: "transparent_crc", scope: !105, file: !105, line: 110, type: !712, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !714)
!712 = !DISubroutineType(types: !713)
!713 = !{null, !175, !229, !12}
!714 = !{!715, !716, !717}
!715 = !DILocalVariable(name: "val", arg: 1, scope: !711, file: !105, line: 110, type: !175)
!716 = !DILocalVariable(name: "vname", arg: 2, scope: !711, file: !105, line: 110, type: !229)
!717 = !DILocalVariable(name: "flag", arg: 3, scope: !711, file: !105, line: 110, type: !12)
!718 = !DILocation(line: 0, scope: !711)
!719 = !DILocalVariable(name: "val", arg: 1, scope: !720, file: !105, line: 97, type: !175)
!720 = distinct !DISubprogram(name: "crc32_8bytes", scope: !105, file: !105, line: 97, type: !721, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !723)
!721 = !DISubroutineType(types: !722)
!722 = !{null, !175}
!723 = !{!719}
!724 = !DILocation(line: 0, scope: !720, inlinedAt: !725)
!725 = distinct !DILocation(line: 112, column: 2, scope: !711)
!726 = !DILocalVariable(name: "b", arg: 1, scope: !727, file: !105, line: 71, type: !206)
!727 = distinct !DISubprogram(name: "crc32_byte", scope: !105, file: !105, line: 71, type: !728, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !730)
!728 = !DISubroutineType(types: !729)
!729 = !{null, !206}
!730 = !{!726}
!731 = !DILocation(line: 0, scope: !727, inlinedAt: !732)
!732 = distinct !DILocation(line: 99, column: 2, scope: !720, inlinedAt: !725)
!733 = !DILocation(line: 73, column: 5, scope: !727, inlinedAt: !732)
!734 = !DILocation(line: 73, column: 19, scope: !727, inlinedAt: !732)
!735 = !DILocation(line: 74, column: 33, scope: !727, inlinedAt: !732)
!736 = !DILocation(line: 74, column: 3, scope: !727, inlinedAt: !732)
!737 = !DILocation(line: 73, column: 39, scope: !727, inlinedAt: !732)
!738 = !DILocation(line: 100, column: 18, scope: !720, inlinedAt: !725)
!739 = !DILocation(line: 0, scope: !727, inlinedAt: !740)
!740 = distinct !DILocation(line: 100, column: 2, scope: !720, inlinedAt: !725)
!741 = !DILocation(line: 73, column: 19, scope: !727, inlinedAt: !740)
!742 = !DILocation(line: 74, column: 33, scope: !727, inlinedAt: !740)
!743 = !DILocation(line: 74, column: 3, scope: !727, inlinedAt: !740)
!744 = !DILocation(line: 73, column: 39, scope: !727, inlinedAt: !740)
!745 = !DILocation(line: 101, column: 18, scope: !720, inlinedAt: !725)
!746 = !DILocation(line: 0, scope: !727, inlinedAt: !747)
!747 = distinct !DILocation(line: 101, column: 2, scope: !720, inlinedAt: !725)
!748 = !DILocation(line: 73, column: 19, scope: !727, inlinedAt: !747)
!749 = !DILocation(line: 74, column: 33, scope: !727, inlinedAt: !747)
!750 = !DILocation(line: 74, column: 3, scope: !727, inlinedAt: !747)
!751 = !DILocation(line: 73, column: 39, scope: !727, inlinedAt: !747)
!752 = !DILocation(line: 102, column: 18, scope: !720, inlinedAt: !725)
!753 = !DILocation(line: 0, scope: !727, inlinedAt: !754)
!754 = distinct !DILocation(line: 102, column: 2, scope: !720, inlinedAt: !725)
!755 = !DILocation(line: 73, column: 19, scope: !727, inlinedAt: !754)
!756 = !DILocation(line: 74, column: 33, scope: !727, inlinedAt: !754)
!757 = !DILocation(line: 74, column: 3, scope: !727, inlinedAt: !754)
!758 = !DILocation(line: 73, column: 39, scope: !727, inlinedAt: !754)
!759 = !DILocation(line: 103, column: 18, scope: !720, inlinedAt: !725)
!760 = !DILocation(line: 0, scope: !727, inlinedAt: !761)
!761 = distinct !DILocation(line: 103, column: 2, scope: !720, inlinedAt: !725)
!762 = !DILocation(line: 73, column: 19, scope: !727, inlinedAt: !761)
!763 = !DILocation(line: 74, column: 33, scope: !727, inlinedAt: !761)
!764 = !DILocation(line: 74, column: 3, scope: !727, inlinedAt: !761)
!765 = !DILocation(line: 73, column: 39, scope: !727, inlinedAt: !761)
!766 = !DILocation(line: 104, column: 18, scope: !720, inlinedAt: !725)
!767 = !DILocation(line: 0, scope: !727, inlinedAt: !768)
!768 = distinct !DILocation(line: 104, column: 2, scope: !720, inlinedAt: !725)
!769 = !DILocation(line: 73, column: 19, scope: !727, inlinedAt: !768)
!770 = !DILocation(line: 74, column: 33, scope: !727, inlinedAt: !768)
!771 = !DILocation(line: 74, column: 3, scope: !727, inlinedAt: !768)
!772 = !DILocation(line: 73, column: 39, scope: !727, inlinedAt: !768)
!773 = !DILocation(line: 105, column: 18, scope: !720, inlinedAt: !725)
!774 = !DILocation(line: 0, scope: !727, inlinedAt: !775)
!775 = distinct !DILocation(line: 105, column: 2, scope: !720, inlinedAt: !725)
!776 = !DILocation(line: 73, column: 19, scope: !727, inlinedAt: !775)
!777 = !DILocation(line: 74, column: 33, scope: !727, inlinedAt: !775)
!778 = !DILocation(line: 74, column: 3, scope: !727, inlinedAt: !775)
!779 = !DILocation(line: 73, column: 39, scope: !727, inlinedAt: !775)
!780 = !DILocation(line: 106, column: 18, scope: !720, inlinedAt: !725)
!781 = !DILocation(line: 0, scope: !727, inlinedAt: !782)
!782 = distinct !DILocation(line: 106, column: 2, scope: !720, inlinedAt: !725)
!783 = !DILocation(line: 73, column: 19, scope: !727, inlinedAt: !782)
!784 = !DILocation(line: 74, column: 3, scope: !727, inlinedAt: !782)
!785 = !DILocation(line: 73, column: 39, scope: !727, inlinedAt: !782)
!786 = !DILocation(line: 72, column: 16, scope: !727, inlinedAt: !782)
!787 = !DILocation(line: 113, column: 6, scope: !788)
!788 = distinct !DILexicalBlock(scope: !711, file: !105, line: 113, column: 6)
!789 = !DILocation(line: 113, column: 6, scope: !711)
!790 = !DILocation(line: 114, column: 73, scope: !791)
!791 = distinct !DILexicalBlock(scope: !788, file: !105, line: 113, column: 12)
!792 = !DILocation(line: 114, column: 5, scope: !791)
!793 = !DILocation(line: 115, column: 2, scope: !791)
!794 = !DILocation(line: 116, column: 1, scope: !711)
!795 = !DISubprogram(name: "printf", scope: !796, file: !796, line: 356, type: !797, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!796 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!797 = !DISubroutineType(types: !798)
!798 = !{!12, !799, null}
!799 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !800)
!800 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !801, size: 64)
!801 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
