; ModuleID = 'structs_3001.c'
source_filename = "structs_3001.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S0 = type <{ i8, i64 }>

@g_2 = internal global i32 1, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"g_2\00", align 1, !dbg !13
@g_3 = internal global i32 0, align 4, !dbg !168
@.str.2 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !18
@g_4 = internal global i32 -642119708, align 4, !dbg !171
@.str.3 = private unnamed_addr constant [4 x i8] c"g_4\00", align 1, !dbg !20
@g_5 = internal global i32 677358334, align 4, !dbg !173
@.str.4 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1, !dbg !22
@g_6 = internal global i32 1, align 4, !dbg !175
@.str.5 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1, !dbg !24
@g_7 = internal unnamed_addr global [6 x [5 x i32]] [[5 x i32] [i32 -979575756, i32 9, i32 9, i32 -979575756, i32 4], [5 x i32] [i32 -979575756, i32 3, i32 -549636187, i32 -549636187, i32 3], [5 x i32] [i32 4, i32 9, i32 -549636187, i32 3, i32 3], [5 x i32] [i32 9, i32 4, i32 9, i32 -549636187, i32 3], [5 x i32] [i32 3, i32 -979575756, i32 3, i32 -979575756, i32 3], [5 x i32] [i32 9, i32 -979575756, i32 4, i32 3, i32 4]], align 16, !dbg !177
@.str.6 = private unnamed_addr constant [10 x i8] c"g_7[i][j]\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [5 x i8] c"g_11\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [5 x i8] c"g_34\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [5 x i8] c"g_56\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [5 x i8] c"g_57\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [5 x i8] c"g_58\00", align 1, !dbg !47
@g_69 = internal global i32 -918394068, align 4, !dbg !191
@.str.13 = private unnamed_addr constant [5 x i8] c"g_69\00", align 1, !dbg !49
@.str.14 = private unnamed_addr constant [5 x i8] c"g_81\00", align 1, !dbg !51
@g_82 = internal global %struct.S0 <{ i8 -6, i64 7 }>, align 1, !dbg !198
@.str.15 = private unnamed_addr constant [8 x i8] c"g_82.f0\00", align 1, !dbg !53
@.str.16 = private unnamed_addr constant [8 x i8] c"g_82.f1\00", align 1, !dbg !58
@.str.17 = private unnamed_addr constant [6 x i8] c"g_104\00", align 1, !dbg !60
@.str.18 = private unnamed_addr constant [6 x i8] c"g_145\00", align 1, !dbg !65
@.str.19 = private unnamed_addr constant [9 x i8] c"g_157.f0\00", align 1, !dbg !67
@.str.20 = private unnamed_addr constant [9 x i8] c"g_157.f1\00", align 1, !dbg !72
@.str.21 = private unnamed_addr constant [9 x i8] c"g_157.f2\00", align 1, !dbg !74
@.str.22 = private unnamed_addr constant [9 x i8] c"g_157.f3\00", align 1, !dbg !76
@.str.23 = private unnamed_addr constant [9 x i8] c"g_157.f4\00", align 1, !dbg !78
@.str.24 = private unnamed_addr constant [9 x i8] c"g_157.f5\00", align 1, !dbg !80
@.str.25 = private unnamed_addr constant [9 x i8] c"g_157.f6\00", align 1, !dbg !82
@.str.26 = private unnamed_addr constant [9 x i8] c"g_157.f7\00", align 1, !dbg !84
@.str.27 = private unnamed_addr constant [9 x i8] c"g_157.f8\00", align 1, !dbg !86
@.str.28 = private unnamed_addr constant [9 x i8] c"g_168.f0\00", align 1, !dbg !88
@.str.29 = private unnamed_addr constant [9 x i8] c"g_168.f1\00", align 1, !dbg !90
@.str.30 = private unnamed_addr constant [9 x i8] c"g_168.f2\00", align 1, !dbg !92
@.str.31 = private unnamed_addr constant [9 x i8] c"g_168.f3\00", align 1, !dbg !94
@.str.32 = private unnamed_addr constant [9 x i8] c"g_168.f4\00", align 1, !dbg !96
@.str.33 = private unnamed_addr constant [9 x i8] c"g_168.f5\00", align 1, !dbg !98
@.str.34 = private unnamed_addr constant [9 x i8] c"g_168.f6\00", align 1, !dbg !100
@.str.35 = private unnamed_addr constant [9 x i8] c"g_168.f7\00", align 1, !dbg !102
@.str.36 = private unnamed_addr constant [9 x i8] c"g_168.f8\00", align 1, !dbg !104
@g_199 = internal constant %struct.S0 <{ i8 7, i64 1220743326564497857 }>, align 1, !dbg !233
@.str.37 = private unnamed_addr constant [9 x i8] c"g_199.f0\00", align 1, !dbg !106
@.str.38 = private unnamed_addr constant [9 x i8] c"g_199.f1\00", align 1, !dbg !108
@g_200 = internal global %struct.S0 <{ i8 -3, i64 -2 }>, align 1, !dbg !236
@.str.39 = private unnamed_addr constant [9 x i8] c"g_200.f0\00", align 1, !dbg !110
@.str.40 = private unnamed_addr constant [9 x i8] c"g_200.f1\00", align 1, !dbg !112
@g_209 = internal global %struct.S0 <{ i8 -82, i64 1 }>, align 1, !dbg !238
@.str.41 = private unnamed_addr constant [9 x i8] c"g_209.f0\00", align 1, !dbg !114
@.str.42 = private unnamed_addr constant [9 x i8] c"g_209.f1\00", align 1, !dbg !116
@g_248 = internal global %struct.S0 <{ i8 -8, i64 -2013110657778936774 }>, align 1, !dbg !240
@.str.43 = private unnamed_addr constant [9 x i8] c"g_248.f0\00", align 1, !dbg !118
@.str.44 = private unnamed_addr constant [9 x i8] c"g_248.f1\00", align 1, !dbg !120
@g_272 = internal global %struct.S0 <{ i8 -87, i64 0 }>, align 1, !dbg !242
@.str.45 = private unnamed_addr constant [9 x i8] c"g_272.f0\00", align 1, !dbg !122
@.str.46 = private unnamed_addr constant [9 x i8] c"g_272.f1\00", align 1, !dbg !124
@g_279 = internal global %struct.S0 <{ i8 -8, i64 1685810817045922081 }>, align 1, !dbg !244
@.str.47 = private unnamed_addr constant [9 x i8] c"g_279.f0\00", align 1, !dbg !126
@.str.48 = private unnamed_addr constant [9 x i8] c"g_279.f1\00", align 1, !dbg !128
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !252
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !130
@.str.53 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !163
@g_157 = internal constant <{ i16, i8, i8, i16, i8, i8, i8, i16, i8, i16, i8, i8, i8 }> <{ i16 -2421, i8 -54, i8 -46, i16 19505, i8 69, i8 0, i8 0, i16 9, i8 3, i16 12457, i8 108, i8 1, i8 0 }>, align 1, !dbg !207
@g_168 = internal global <{ i16, i8, i8, i16, i8, i8, i8, i16, i8, i16, i8, i8, i8 }> <{ i16 11060, i8 0, i8 123, i16 -3565, i8 -86, i8 0, i8 0, i16 -26521, i8 -1, i16 -23557, i8 122, i8 1, i8 0 }>, align 2, !dbg !231
@.str.56 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !246

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !262 {
    #dbg_value(i32 %0, !268, !DIExpression(), !273)
    #dbg_value(ptr %1, !269, !DIExpression(), !273)
    #dbg_value(i32 0, !272, !DIExpression(), !273)
  %3 = icmp eq i32 %0, 2, !dbg !274
  br i1 %3, label %4, label %17, !dbg !276

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !277
  %6 = load ptr, ptr %5, align 8, !dbg !277, !tbaa !278
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !282
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !283
  %16 = zext i1 %15 to i32, !dbg !283
  br label %17, !dbg !283

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !273
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !273
    #dbg_value(i32 %19, !272, !DIExpression(), !273)
    #dbg_value(i32 -306674912, !284, !DIExpression(), !293)
    #dbg_value(i32 0, !290, !DIExpression(), !293)
  br label %20, !dbg !295

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !297
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !299
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !299
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !299
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !305
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !305
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !305
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !299
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !299
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !305
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !305
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !305
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !299
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !299
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !305
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !305
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !305
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !299
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !299
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !305
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !305
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !305
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !299
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !299
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !305
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !305
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !305
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !299
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !299
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !305
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !305
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !305
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !299
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !299
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !305
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !305
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !305
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !299
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !299
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !305
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !305
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !305
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !306
  store <4 x i32> %62, ptr %63, align 16, !dbg !307, !tbaa !308
  %64 = add nuw i64 %21, 4, !dbg !297
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !299
  %66 = icmp eq i64 %64, 256, !dbg !297
  br i1 %66, label %67, label %20, !dbg !297, !llvm.loop !310

67:                                               ; preds = %20
    #dbg_value(i32 -1, !315, !DIExpression(), !363)
    #dbg_value(i32 -8, !321, !DIExpression(), !363)
    #dbg_assign(i1 undef, !322, !DIExpression(DW_OP_LLVM_fragment, 0, 744), !365, ptr poison, !DIExpression(), !363)
    #dbg_assign(i1 undef, !322, !DIExpression(DW_OP_LLVM_fragment, 752, 688), !366, ptr poison, !DIExpression(), !363)
    #dbg_value(ptr poison, !326, !DIExpression(), !363)
    #dbg_value(ptr null, !328, !DIExpression(), !363)
    #dbg_value(i32 1925443388, !330, !DIExpression(), !363)
    #dbg_value(i8 poison, !322, !DIExpression(DW_OP_LLVM_fragment, 744, 8), !363)
  store i32 -9, ptr getelementptr inbounds (i8, ptr @g_7, i64 88), align 8, !dbg !367, !tbaa !308
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 @g_82, ptr align 1 @g_279, i64 9, i1 true), !dbg !368, !tbaa.struct !369
  %68 = load volatile i8, ptr @g_248, align 1, !dbg !373, !tbaa !374
  %69 = load volatile i32, ptr @g_2, align 4, !dbg !376, !tbaa !308
  %70 = sext i32 %69 to i64, !dbg !376
  tail call fastcc void @transparent_crc(i64 noundef %70, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !377
  %71 = load volatile i32, ptr @g_3, align 4, !dbg !378, !tbaa !308
  %72 = sext i32 %71 to i64, !dbg !378
  tail call fastcc void @transparent_crc(i64 noundef %72, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !379
  %73 = load volatile i32, ptr @g_4, align 4, !dbg !380, !tbaa !308
  %74 = sext i32 %73 to i64, !dbg !380
  tail call fastcc void @transparent_crc(i64 noundef %74, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !381
  %75 = load volatile i32, ptr @g_5, align 4, !dbg !382, !tbaa !308
  %76 = sext i32 %75 to i64, !dbg !382
  tail call fastcc void @transparent_crc(i64 noundef %76, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !383
  %77 = load volatile i32, ptr @g_6, align 4, !dbg !384, !tbaa !308
  %78 = sext i32 %77 to i64, !dbg !384
  tail call fastcc void @transparent_crc(i64 noundef %78, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !385
    #dbg_value(i32 0, !270, !DIExpression(), !273)
  br label %79, !dbg !386

79:                                               ; preds = %67, %120
  %80 = phi i64 [ 0, %67 ], [ %121, %120 ]
    #dbg_value(i64 %80, !270, !DIExpression(), !273)
    #dbg_value(i64 0, !271, !DIExpression(), !273)
  %81 = getelementptr inbounds [6 x [5 x i32]], ptr @g_7, i64 0, i64 %80, i64 0, !dbg !388
  %82 = load i32, ptr %81, align 4, !dbg !388, !tbaa !308
  %83 = sext i32 %82 to i64, !dbg !388
  tail call fastcc void @transparent_crc(i64 noundef %83, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !394
  br i1 %18, label %84, label %97, !dbg !395

84:                                               ; preds = %79
    #dbg_value(i64 1, !271, !DIExpression(), !273)
  %85 = getelementptr inbounds [6 x [5 x i32]], ptr @g_7, i64 0, i64 %80, i64 1, !dbg !388
  %86 = load i32, ptr %85, align 4, !dbg !388, !tbaa !308
  %87 = sext i32 %86 to i64, !dbg !388
  tail call fastcc void @transparent_crc(i64 noundef %87, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !394
    #dbg_value(i64 2, !271, !DIExpression(), !273)
  %88 = getelementptr inbounds [6 x [5 x i32]], ptr @g_7, i64 0, i64 %80, i64 2, !dbg !388
  %89 = load i32, ptr %88, align 4, !dbg !388, !tbaa !308
  %90 = sext i32 %89 to i64, !dbg !388
  tail call fastcc void @transparent_crc(i64 noundef %90, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !394
    #dbg_value(i64 3, !271, !DIExpression(), !273)
  %91 = getelementptr inbounds [6 x [5 x i32]], ptr @g_7, i64 0, i64 %80, i64 3, !dbg !388
  %92 = load i32, ptr %91, align 4, !dbg !388, !tbaa !308
  %93 = sext i32 %92 to i64, !dbg !388
  tail call fastcc void @transparent_crc(i64 noundef %93, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !394
    #dbg_value(i64 4, !271, !DIExpression(), !273)
  %94 = getelementptr inbounds [6 x [5 x i32]], ptr @g_7, i64 0, i64 %80, i64 4, !dbg !388
  %95 = load i32, ptr %94, align 4, !dbg !388, !tbaa !308
  %96 = sext i32 %95 to i64, !dbg !388
  tail call fastcc void @transparent_crc(i64 noundef %96, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !394
  br label %120, !dbg !395

97:                                               ; preds = %79
  %98 = trunc nuw nsw i64 %80 to i32, !dbg !396
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %98, i32 noundef 0), !dbg !396
    #dbg_value(i64 1, !271, !DIExpression(), !273)
  %100 = getelementptr inbounds [6 x [5 x i32]], ptr @g_7, i64 0, i64 %80, i64 1, !dbg !388
  %101 = load i32, ptr %100, align 4, !dbg !388, !tbaa !308
  %102 = sext i32 %101 to i64, !dbg !388
  tail call fastcc void @transparent_crc(i64 noundef %102, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !394
  %103 = trunc nuw nsw i64 %80 to i32, !dbg !396
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %103, i32 noundef 1), !dbg !396
    #dbg_value(i64 2, !271, !DIExpression(), !273)
  %105 = getelementptr inbounds [6 x [5 x i32]], ptr @g_7, i64 0, i64 %80, i64 2, !dbg !388
  %106 = load i32, ptr %105, align 4, !dbg !388, !tbaa !308
  %107 = sext i32 %106 to i64, !dbg !388
  tail call fastcc void @transparent_crc(i64 noundef %107, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !394
  %108 = trunc nuw nsw i64 %80 to i32, !dbg !396
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %108, i32 noundef 2), !dbg !396
    #dbg_value(i64 3, !271, !DIExpression(), !273)
  %110 = getelementptr inbounds [6 x [5 x i32]], ptr @g_7, i64 0, i64 %80, i64 3, !dbg !388
  %111 = load i32, ptr %110, align 4, !dbg !388, !tbaa !308
  %112 = sext i32 %111 to i64, !dbg !388
  tail call fastcc void @transparent_crc(i64 noundef %112, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !394
  %113 = trunc nuw nsw i64 %80 to i32, !dbg !396
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %113, i32 noundef 3), !dbg !396
    #dbg_value(i64 4, !271, !DIExpression(), !273)
  %115 = getelementptr inbounds [6 x [5 x i32]], ptr @g_7, i64 0, i64 %80, i64 4, !dbg !388
  %116 = load i32, ptr %115, align 4, !dbg !388, !tbaa !308
  %117 = sext i32 %116 to i64, !dbg !388
  tail call fastcc void @transparent_crc(i64 noundef %117, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !394
  %118 = trunc nuw nsw i64 %80 to i32, !dbg !396
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %118, i32 noundef 4), !dbg !396
  br label %120, !dbg !396

120:                                              ; preds = %84, %97
    #dbg_value(i64 5, !271, !DIExpression(), !273)
  %121 = add nuw nsw i64 %80, 1, !dbg !398
    #dbg_value(i64 %121, !270, !DIExpression(), !273)
  %122 = icmp eq i64 %121, 6, !dbg !399
  br i1 %122, label %123, label %79, !dbg !386, !llvm.loop !400

123:                                              ; preds = %120
  tail call fastcc void @transparent_crc(i64 noundef -1193712776, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !402
  tail call fastcc void @transparent_crc(i64 noundef -25, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !403
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !404
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !405
  tail call fastcc void @transparent_crc(i64 noundef 1099747557, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !406
  %124 = load volatile i32, ptr @g_69, align 4, !dbg !407, !tbaa !308
  %125 = sext i32 %124 to i64, !dbg !407
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !408
  tail call fastcc void @transparent_crc(i64 noundef 201, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !409
  %126 = load volatile i8, ptr @g_82, align 1, !dbg !410, !tbaa !374
  %127 = sext i8 %126 to i64, !dbg !411
  tail call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !412
  %128 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_82, i64 1), align 1, !dbg !413, !tbaa !414
  tail call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !415
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !416
  tail call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !417
  tail call fastcc void @transparent_crc(i64 noundef -2421, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !418
  tail call fastcc void @transparent_crc(i64 noundef -54, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !419
  tail call fastcc void @transparent_crc(i64 noundef 210, ptr noundef nonnull @.str.21, i32 noundef %19), !dbg !420
  tail call fastcc void @transparent_crc(i64 noundef 19505, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !421
  tail call fastcc void @transparent_crc(i64 noundef 69, ptr noundef nonnull @.str.23, i32 noundef %19), !dbg !422
  tail call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !423
  %129 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_157, i64 11), align 1, !dbg !424, !tbaa !425
  %130 = sext i8 %129 to i64, !dbg !428
  tail call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.25, i32 noundef %19), !dbg !429
  %131 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_157, i64 12), align 1, !dbg !430, !tbaa !431
  %132 = zext i16 %131 to i64, !dbg !432
  tail call fastcc void @transparent_crc(i64 noundef %132, ptr noundef nonnull @.str.26, i32 noundef %19), !dbg !433
  tail call fastcc void @transparent_crc(i64 noundef 364, ptr noundef nonnull @.str.27, i32 noundef %19), !dbg !434
  %133 = load i16, ptr @g_168, align 2, !dbg !435, !tbaa !436
  %134 = sext i16 %133 to i64, !dbg !437
  tail call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !438
  %135 = load i8, ptr getelementptr inbounds (i8, ptr @g_168, i64 2), align 2, !dbg !439, !tbaa !440
  %136 = sext i8 %135 to i64, !dbg !441
  tail call fastcc void @transparent_crc(i64 noundef %136, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !442
  %137 = load i8, ptr getelementptr inbounds (i8, ptr @g_168, i64 3), align 1, !dbg !443, !tbaa !444
  %138 = zext i8 %137 to i64, !dbg !445
  tail call fastcc void @transparent_crc(i64 noundef %138, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !446
  %139 = load i16, ptr getelementptr inbounds (i8, ptr @g_168, i64 4), align 2, !dbg !447, !tbaa !448
  %140 = sext i16 %139 to i64, !dbg !449
  tail call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !450
  %141 = load i24, ptr getelementptr inbounds (i8, ptr @g_168, i64 6), align 2, !dbg !451
  %142 = and i24 %141, 262143, !dbg !451
  %143 = zext nneg i24 %142 to i64, !dbg !452
  tail call fastcc void @transparent_crc(i64 noundef %143, ptr noundef nonnull @.str.32, i32 noundef %19), !dbg !453
  %144 = load i16, ptr getelementptr inbounds (i8, ptr @g_168, i64 9), align 1, !dbg !454, !tbaa !455
  %145 = zext i16 %144 to i64, !dbg !456
  tail call fastcc void @transparent_crc(i64 noundef %145, ptr noundef nonnull @.str.33, i32 noundef %19), !dbg !457
  %146 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_168, i64 11), align 1, !dbg !458, !tbaa !425
  %147 = sext i8 %146 to i64, !dbg !459
  tail call fastcc void @transparent_crc(i64 noundef %147, ptr noundef nonnull @.str.34, i32 noundef %19), !dbg !460
  %148 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_168, i64 12), align 2, !dbg !461, !tbaa !431
  %149 = zext i16 %148 to i64, !dbg !462
  tail call fastcc void @transparent_crc(i64 noundef %149, ptr noundef nonnull @.str.35, i32 noundef %19), !dbg !463
  %150 = load i24, ptr getelementptr inbounds (i8, ptr @g_168, i64 14), align 2, !dbg !464
  %151 = shl i24 %150, 5, !dbg !464
  %152 = ashr exact i24 %151, 5, !dbg !464
  %153 = sext i24 %152 to i64, !dbg !465
  tail call fastcc void @transparent_crc(i64 noundef %153, ptr noundef nonnull @.str.36, i32 noundef %19), !dbg !466
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.37, i32 noundef %19), !dbg !467
  %154 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_199, i64 1), align 1, !dbg !468, !tbaa !414
  tail call fastcc void @transparent_crc(i64 noundef %154, ptr noundef nonnull @.str.38, i32 noundef %19), !dbg !469
  %155 = load i8, ptr @g_200, align 1, !dbg !470, !tbaa !374
  %156 = sext i8 %155 to i64, !dbg !471
  tail call fastcc void @transparent_crc(i64 noundef %156, ptr noundef nonnull @.str.39, i32 noundef %19), !dbg !472
  %157 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_200, i64 1), align 1, !dbg !473, !tbaa !414
  tail call fastcc void @transparent_crc(i64 noundef %157, ptr noundef nonnull @.str.40, i32 noundef %19), !dbg !474
  %158 = load volatile i8, ptr @g_209, align 1, !dbg !475, !tbaa !374
  %159 = sext i8 %158 to i64, !dbg !476
  tail call fastcc void @transparent_crc(i64 noundef %159, ptr noundef nonnull @.str.41, i32 noundef %19), !dbg !477
  %160 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_209, i64 1), align 1, !dbg !478, !tbaa !414
  tail call fastcc void @transparent_crc(i64 noundef %160, ptr noundef nonnull @.str.42, i32 noundef %19), !dbg !479
  %161 = load volatile i8, ptr @g_248, align 1, !dbg !480, !tbaa !374
  %162 = sext i8 %161 to i64, !dbg !481
  tail call fastcc void @transparent_crc(i64 noundef %162, ptr noundef nonnull @.str.43, i32 noundef %19), !dbg !482
  %163 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_248, i64 1), align 1, !dbg !483, !tbaa !414
  tail call fastcc void @transparent_crc(i64 noundef %163, ptr noundef nonnull @.str.44, i32 noundef %19), !dbg !484
  %164 = load volatile i8, ptr @g_272, align 1, !dbg !485, !tbaa !374
  %165 = sext i8 %164 to i64, !dbg !486
  tail call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.45, i32 noundef %19), !dbg !487
  %166 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_272, i64 1), align 1, !dbg !488, !tbaa !414
  tail call fastcc void @transparent_crc(i64 noundef %166, ptr noundef nonnull @.str.46, i32 noundef %19), !dbg !489
  %167 = load volatile i8, ptr @g_279, align 1, !dbg !490, !tbaa !374
  %168 = sext i8 %167 to i64, !dbg !491
  tail call fastcc void @transparent_crc(i64 noundef %168, ptr noundef nonnull @.str.47, i32 noundef %19), !dbg !492
  %169 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_279, i64 1), align 1, !dbg !493, !tbaa !414
  tail call fastcc void @transparent_crc(i64 noundef %169, ptr noundef nonnull @.str.48, i32 noundef %19), !dbg !494
  %170 = load i32, ptr @crc32_context, align 4, !dbg !495, !tbaa !308
  %171 = xor i32 %170, -1, !dbg !496
    #dbg_value(i32 %171, !497, !DIExpression(), !503)
    #dbg_value(i32 %19, !502, !DIExpression(), !503)
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.56, i32 noundef %171), !dbg !505
  ret i32 0, !dbg !506
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !507 {
    #dbg_value(i64 %0, !511, !DIExpression(), !514)
    #dbg_value(ptr %1, !512, !DIExpression(), !514)
    #dbg_value(i32 %2, !513, !DIExpression(), !514)
    #dbg_value(i64 %0, !515, !DIExpression(), !520)
    #dbg_value(i64 %0, !522, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !527)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !529, !tbaa !308
  %5 = lshr i32 %4, 8, !dbg !530
  %6 = zext i32 %4 to i64, !dbg !531
  %7 = xor i64 %6, %0, !dbg !531
  %8 = and i64 %7, 255, !dbg !532
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !532
  %10 = load i32, ptr %9, align 4, !dbg !532, !tbaa !308
  %11 = xor i32 %5, %10, !dbg !533
  %12 = lshr i64 %0, 8, !dbg !534
    #dbg_value(i64 %12, !522, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !535)
  %13 = lshr i32 %11, 8, !dbg !537
  %14 = zext i32 %11 to i64, !dbg !538
  %15 = xor i64 %12, %14, !dbg !538
  %16 = and i64 %15, 255, !dbg !539
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !539
  %18 = load i32, ptr %17, align 4, !dbg !539, !tbaa !308
  %19 = xor i32 %13, %18, !dbg !540
  %20 = lshr i64 %0, 16, !dbg !541
    #dbg_value(i64 %20, !522, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !542)
  %21 = lshr i32 %19, 8, !dbg !544
  %22 = zext i32 %19 to i64, !dbg !545
  %23 = xor i64 %20, %22, !dbg !545
  %24 = and i64 %23, 255, !dbg !546
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !546
  %26 = load i32, ptr %25, align 4, !dbg !546, !tbaa !308
  %27 = xor i32 %21, %26, !dbg !547
  %28 = lshr i64 %0, 24, !dbg !548
    #dbg_value(i64 %28, !522, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !549)
  %29 = lshr i32 %27, 8, !dbg !551
  %30 = zext i32 %27 to i64, !dbg !552
  %31 = xor i64 %28, %30, !dbg !552
  %32 = and i64 %31, 255, !dbg !553
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !553
  %34 = load i32, ptr %33, align 4, !dbg !553, !tbaa !308
  %35 = xor i32 %29, %34, !dbg !554
  %36 = lshr i64 %0, 32, !dbg !555
    #dbg_value(i64 %36, !522, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !556)
  %37 = lshr i32 %35, 8, !dbg !558
  %38 = zext i32 %35 to i64, !dbg !559
  %39 = xor i64 %36, %38, !dbg !559
  %40 = and i64 %39, 255, !dbg !560
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !560
  %42 = load i32, ptr %41, align 4, !dbg !560, !tbaa !308
  %43 = xor i32 %37, %42, !dbg !561
  %44 = lshr i64 %0, 40, !dbg !562
    #dbg_value(i64 %44, !522, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !563)
  %45 = lshr i32 %43, 8, !dbg !565
  %46 = zext i32 %43 to i64, !dbg !566
  %47 = xor i64 %44, %46, !dbg !566
  %48 = and i64 %47, 255, !dbg !567
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !567
  %50 = load i32, ptr %49, align 4, !dbg !567, !tbaa !308
  %51 = xor i32 %45, %50, !dbg !568
  %52 = lshr i64 %0, 48, !dbg !569
    #dbg_value(i64 %52, !522, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !570)
  %53 = lshr i32 %51, 8, !dbg !572
  %54 = zext i32 %51 to i64, !dbg !573
  %55 = xor i64 %52, %54, !dbg !573
  %56 = and i64 %55, 255, !dbg !574
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !574
  %58 = load i32, ptr %57, align 4, !dbg !574, !tbaa !308
  %59 = xor i32 %53, %58, !dbg !575
  %60 = lshr i64 %0, 56, !dbg !576
    #dbg_value(i64 %60, !522, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !577)
  %61 = lshr i32 %59, 8, !dbg !579
  %62 = and i32 %59, 255, !dbg !580
  %63 = zext nneg i32 %62 to i64, !dbg !580
  %64 = xor i64 %60, %63, !dbg !580
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !580
  %66 = load i32, ptr %65, align 4, !dbg !580, !tbaa !308
  %67 = xor i32 %61, %66, !dbg !581
  store i32 %67, ptr @crc32_context, align 4, !dbg !582, !tbaa !308
  %68 = icmp eq i32 %2, 0, !dbg !583
  br i1 %68, label %73, label %69, !dbg !585

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !586
  %71 = zext i32 %70 to i64, !dbg !586
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.53, ptr noundef %1, i64 noundef %71), !dbg !588
  br label %73, !dbg !589

73:                                               ; preds = %69, %3
  ret void, !dbg !590
}

; Function Attrs: nofree nounwind
declare !dbg !591 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!254, !255, !256, !257, !258, !259, !260}
!llvm.ident = !{!261}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_2", scope: !2, file: !3, line: 40, type: !170, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "structs_3001.c", directory: ".", checksumkind: CSK_MD5, checksum: "5bc905c6aaa6cc5caf89fa71e19afee0")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !13, !18, !20, !22, !24, !26, !31, !36, !41, !43, !45, !47, !49, !51, !53, !58, !60, !65, !67, !72, !74, !76, !78, !80, !82, !84, !86, !88, !90, !92, !94, !96, !98, !100, !102, !104, !106, !108, !110, !112, !114, !116, !118, !120, !122, !124, !126, !128, !130, !141, !157, !163, !0, !168, !171, !173, !175, !177, !181, !183, !185, !187, !189, !191, !193, !198, !200, !202, !207, !231, !233, !236, !238, !240, !242, !244, !246, !252}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 322, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 16, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 2)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 326, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 32, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 4)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 327, type: !15, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 328, type: !15, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 329, type: !15, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 330, type: !15, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 335, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 80, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 10)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 336, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 144, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 18)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 340, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 40, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 5)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 341, type: !38, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 342, type: !38, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 343, type: !38, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 344, type: !38, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 345, type: !38, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 346, type: !38, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 347, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 8)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 348, type: !55, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 349, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 48, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 6)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 350, type: !62, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 351, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 72, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 9)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 352, type: !69, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !3, line: 353, type: !69, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !3, line: 354, type: !69, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !3, line: 355, type: !69, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 356, type: !69, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 357, type: !69, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 358, type: !69, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 359, type: !69, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 360, type: !69, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 361, type: !69, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 362, type: !69, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 363, type: !69, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 364, type: !69, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 365, type: !69, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !3, line: 366, type: !69, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !3, line: 367, type: !69, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !3, line: 368, type: !69, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !3, line: 369, type: !69, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !3, line: 370, type: !69, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !3, line: 371, type: !69, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 372, type: !69, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(scope: null, file: !3, line: 373, type: !69, isLocal: true, isDefinition: true)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !3, line: 374, type: !69, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !3, line: 375, type: !69, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !3, line: 376, type: !69, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !3, line: 377, type: !69, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 378, type: !69, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !3, line: 379, type: !69, isLocal: true, isDefinition: true)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(scope: null, file: !3, line: 380, type: !69, isLocal: true, isDefinition: true)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !2, file: !132, line: 47, type: !133, isLocal: true, isDefinition: true)
!132 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 8192, elements: !139)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !135, line: 26, baseType: !136)
!135 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !137, line: 42, baseType: !138)
!137 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!138 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!139 = !{!140}
!140 = !DISubrange(count: 256)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(name: "g_258", scope: !2, file: !3, line: 66, type: !143, isLocal: true, isDefinition: true)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !145)
!145 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !3, line: 18, size: 72, align: 8, elements: !146)
!146 = !{!147, !152}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !145, file: !3, line: 19, baseType: !148, size: 8)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !149, line: 24, baseType: !150)
!149 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !137, line: 37, baseType: !151)
!151 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !145, file: !3, line: 20, baseType: !153, size: 64, offset: 8)
!153 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !154)
!154 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !149, line: 27, baseType: !155)
!155 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !137, line: 44, baseType: !156)
!156 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(name: "g_74", scope: !2, file: !3, line: 52, type: !159, isLocal: true, isDefinition: true)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !149, line: 26, baseType: !161)
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !137, line: 41, baseType: !162)
!162 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(scope: null, file: !132, line: 114, type: !165, isLocal: true, isDefinition: true)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 288, elements: !166)
!166 = !{!167}
!167 = !DISubrange(count: 36)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(name: "g_3", scope: !2, file: !3, line: 41, type: !170, isLocal: true, isDefinition: true)
!170 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !160)
!171 = !DIGlobalVariableExpression(var: !172, expr: !DIExpression())
!172 = distinct !DIGlobalVariable(name: "g_4", scope: !2, file: !3, line: 42, type: !170, isLocal: true, isDefinition: true)
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(name: "g_5", scope: !2, file: !3, line: 43, type: !170, isLocal: true, isDefinition: true)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(name: "g_6", scope: !2, file: !3, line: 44, type: !170, isLocal: true, isDefinition: true)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(name: "g_7", scope: !2, file: !3, line: 45, type: !179, isLocal: true, isDefinition: true)
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 960, elements: !180)
!180 = !{!64, !40}
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(name: "g_11", scope: !2, file: !3, line: 46, type: !160, isLocal: true, isDefinition: true)
!183 = !DIGlobalVariableExpression(var: !184, expr: !DIExpression())
!184 = distinct !DIGlobalVariable(name: "g_34", scope: !2, file: !3, line: 47, type: !154, isLocal: true, isDefinition: true)
!185 = !DIGlobalVariableExpression(var: !186, expr: !DIExpression())
!186 = distinct !DIGlobalVariable(name: "g_56", scope: !2, file: !3, line: 48, type: !160, isLocal: true, isDefinition: true)
!187 = !DIGlobalVariableExpression(var: !188, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!188 = distinct !DIGlobalVariable(name: "g_57", scope: !2, file: !3, line: 49, type: !154, isLocal: true, isDefinition: true)
!189 = !DIGlobalVariableExpression(var: !190, expr: !DIExpression(DW_OP_constu, 1099747557, DW_OP_stack_value))
!190 = distinct !DIGlobalVariable(name: "g_58", scope: !2, file: !3, line: 50, type: !134, isLocal: true, isDefinition: true)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(name: "g_69", scope: !2, file: !3, line: 51, type: !170, isLocal: true, isDefinition: true)
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression(DW_OP_constu, 18446744073709551561, DW_OP_stack_value))
!194 = distinct !DIGlobalVariable(name: "g_81", scope: !2, file: !3, line: 53, type: !195, isLocal: true, isDefinition: true)
!195 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !135, line: 24, baseType: !196)
!196 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !137, line: 38, baseType: !197)
!197 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!198 = !DIGlobalVariableExpression(var: !199, expr: !DIExpression())
!199 = distinct !DIGlobalVariable(name: "g_82", scope: !2, file: !3, line: 54, type: !144, isLocal: true, isDefinition: true)
!200 = !DIGlobalVariableExpression(var: !201, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!201 = distinct !DIGlobalVariable(name: "g_104", scope: !2, file: !3, line: 55, type: !148, isLocal: true, isDefinition: true)
!202 = !DIGlobalVariableExpression(var: !203, expr: !DIExpression(DW_OP_constu, 8, DW_OP_stack_value))
!203 = distinct !DIGlobalVariable(name: "g_145", scope: !2, file: !3, line: 57, type: !204, isLocal: true, isDefinition: true)
!204 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !135, line: 27, baseType: !205)
!205 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !137, line: 45, baseType: !206)
!206 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!207 = !DIGlobalVariableExpression(var: !208, expr: !DIExpression())
!208 = distinct !DIGlobalVariable(name: "g_157", scope: !2, file: !3, line: 58, type: !209, isLocal: true, isDefinition: true)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !210)
!210 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !3, line: 26, size: 136, align: 8, elements: !211)
!211 = !{!212, !216, !217, !218, !219, !220, !224, !227, !229}
!212 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !210, file: !3, line: 27, baseType: !213, size: 16)
!213 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !149, line: 25, baseType: !214)
!214 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !137, line: 39, baseType: !215)
!215 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !210, file: !3, line: 28, baseType: !148, size: 8, offset: 16)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !210, file: !3, line: 29, baseType: !195, size: 8, offset: 24)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !210, file: !3, line: 30, baseType: !213, size: 16, offset: 32)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !210, file: !3, line: 31, baseType: !138, size: 18, offset: 48, flags: DIFlagBitField, extraData: i64 48)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !210, file: !3, line: 32, baseType: !221, size: 16, offset: 72)
!221 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !135, line: 25, baseType: !222)
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !137, line: 40, baseType: !223)
!223 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !210, file: !3, line: 33, baseType: !225, size: 8, offset: 88)
!225 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !226)
!226 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !148)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !210, file: !3, line: 34, baseType: !228, size: 16, offset: 96)
!228 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !221)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "f8", scope: !210, file: !3, line: 35, baseType: !230, size: 19, offset: 112, flags: DIFlagBitField, extraData: i64 112)
!230 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !162)
!231 = !DIGlobalVariableExpression(var: !232, expr: !DIExpression())
!232 = distinct !DIGlobalVariable(name: "g_168", scope: !2, file: !3, line: 60, type: !210, isLocal: true, isDefinition: true)
!233 = !DIGlobalVariableExpression(var: !234, expr: !DIExpression())
!234 = distinct !DIGlobalVariable(name: "g_199", scope: !2, file: !3, line: 62, type: !235, isLocal: true, isDefinition: true)
!235 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !145)
!236 = !DIGlobalVariableExpression(var: !237, expr: !DIExpression())
!237 = distinct !DIGlobalVariable(name: "g_200", scope: !2, file: !3, line: 63, type: !145, isLocal: true, isDefinition: true)
!238 = !DIGlobalVariableExpression(var: !239, expr: !DIExpression())
!239 = distinct !DIGlobalVariable(name: "g_209", scope: !2, file: !3, line: 64, type: !144, isLocal: true, isDefinition: true)
!240 = !DIGlobalVariableExpression(var: !241, expr: !DIExpression())
!241 = distinct !DIGlobalVariable(name: "g_248", scope: !2, file: !3, line: 65, type: !144, isLocal: true, isDefinition: true)
!242 = !DIGlobalVariableExpression(var: !243, expr: !DIExpression())
!243 = distinct !DIGlobalVariable(name: "g_272", scope: !2, file: !3, line: 68, type: !144, isLocal: true, isDefinition: true)
!244 = !DIGlobalVariableExpression(var: !245, expr: !DIExpression())
!245 = distinct !DIGlobalVariable(name: "g_279", scope: !2, file: !3, line: 69, type: !144, isLocal: true, isDefinition: true)
!246 = !DIGlobalVariableExpression(var: !247, expr: !DIExpression())
!247 = distinct !DIGlobalVariable(scope: null, file: !248, line: 56, type: !249, isLocal: true, isDefinition: true)
!248 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!249 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 120, elements: !250)
!250 = !{!251}
!251 = !DISubrange(count: 15)
!252 = !DIGlobalVariableExpression(var: !253, expr: !DIExpression())
!253 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !132, line: 48, type: !134, isLocal: true, isDefinition: true)
!254 = !{i32 7, !"Dwarf Version", i32 5}
!255 = !{i32 2, !"Debug Info Version", i32 3}
!256 = !{i32 1, !"wchar_size", i32 4}
!257 = !{i32 8, !"PIC Level", i32 2}
!258 = !{i32 7, !"PIE Level", i32 2}
!259 = !{i32 7, !"uwtable", i32 2}
!260 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!261 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!262 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 318, type: !263, scopeLine: 319, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !267)
!263 = !DISubroutineType(types: !264)
!264 = !{!162, !162, !265}
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !266, size: 64)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!267 = !{!268, !269, !270, !271, !272}
!268 = !DILocalVariable(name: "argc", arg: 1, scope: !262, file: !3, line: 318, type: !162)
!269 = !DILocalVariable(name: "argv", arg: 2, scope: !262, file: !3, line: 318, type: !265)
!270 = !DILocalVariable(name: "i", scope: !262, file: !3, line: 320, type: !162)
!271 = !DILocalVariable(name: "j", scope: !262, file: !3, line: 320, type: !162)
!272 = !DILocalVariable(name: "print_hash_value", scope: !262, file: !3, line: 321, type: !162)
!273 = !DILocation(line: 0, scope: !262)
!274 = !DILocation(line: 322, column: 14, scope: !275)
!275 = distinct !DILexicalBlock(scope: !262, file: !3, line: 322, column: 9)
!276 = !DILocation(line: 322, column: 19, scope: !275)
!277 = !DILocation(line: 322, column: 29, scope: !275)
!278 = !{!279, !279, i64 0}
!279 = !{!"any pointer", !280, i64 0}
!280 = !{!"omnipotent char", !281, i64 0}
!281 = !{!"Simple C/C++ TBAA"}
!282 = !DILocation(line: 322, column: 43, scope: !275)
!283 = !DILocation(line: 322, column: 9, scope: !262)
!284 = !DILocalVariable(name: "poly", scope: !285, file: !132, line: 54, type: !292)
!285 = distinct !DISubprogram(name: "crc32_gentab", scope: !132, file: !132, line: 51, type: !286, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !288)
!286 = !DISubroutineType(types: !287)
!287 = !{null}
!288 = !{!289, !284, !290, !291}
!289 = !DILocalVariable(name: "crc", scope: !285, file: !132, line: 53, type: !134)
!290 = !DILocalVariable(name: "i", scope: !285, file: !132, line: 55, type: !162)
!291 = !DILocalVariable(name: "j", scope: !285, file: !132, line: 55, type: !162)
!292 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !134)
!293 = !DILocation(line: 0, scope: !285, inlinedAt: !294)
!294 = distinct !DILocation(line: 324, column: 5, scope: !262)
!295 = !DILocation(line: 57, column: 2, scope: !296, inlinedAt: !294)
!296 = distinct !DILexicalBlock(scope: !285, file: !132, line: 57, column: 2)
!297 = !DILocation(line: 57, column: 24, scope: !298, inlinedAt: !294)
!298 = distinct !DILexicalBlock(scope: !296, file: !132, line: 57, column: 2)
!299 = !DILocation(line: 60, column: 12, scope: !300, inlinedAt: !294)
!300 = distinct !DILexicalBlock(scope: !301, file: !132, line: 60, column: 8)
!301 = distinct !DILexicalBlock(scope: !302, file: !132, line: 59, column: 27)
!302 = distinct !DILexicalBlock(scope: !303, file: !132, line: 59, column: 3)
!303 = distinct !DILexicalBlock(scope: !304, file: !132, line: 59, column: 3)
!304 = distinct !DILexicalBlock(scope: !298, file: !132, line: 57, column: 28)
!305 = !DILocation(line: 60, column: 8, scope: !301, inlinedAt: !294)
!306 = !DILocation(line: 66, column: 3, scope: !304, inlinedAt: !294)
!307 = !DILocation(line: 66, column: 16, scope: !304, inlinedAt: !294)
!308 = !{!309, !309, i64 0}
!309 = !{!"int", !280, i64 0}
!310 = distinct !{!310, !295, !311, !312, !313, !314}
!311 = !DILocation(line: 67, column: 2, scope: !296, inlinedAt: !294)
!312 = !{!"llvm.loop.mustprogress"}
!313 = !{!"llvm.loop.isvectorized", i32 1}
!314 = !{!"llvm.loop.unroll.runtime.disable"}
!315 = !DILocalVariable(name: "l_13", scope: !316, file: !3, line: 86, type: !160)
!316 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 84, type: !317, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !320)
!317 = !DISubroutineType(types: !318)
!318 = !{!319}
!319 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !213)
!320 = !{!315, !321, !322, !326, !328, !330, !331, !332, !333, !334, !338, !339, !340, !341, !342, !343, !347, !348, !349, !350, !351, !352, !353, !354, !361}
!321 = !DILocalVariable(name: "l_19", scope: !316, file: !3, line: 87, type: !160)
!322 = !DILocalVariable(name: "l_20", scope: !316, file: !3, line: 88, type: !323)
!323 = !DICompositeType(tag: DW_TAG_array_type, baseType: !195, size: 1440, elements: !324)
!324 = !{!64, !325, !30}
!325 = !DISubrange(count: 3)
!326 = !DILocalVariable(name: "l_33", scope: !316, file: !3, line: 89, type: !327)
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!328 = !DILocalVariable(name: "l_256", scope: !316, file: !3, line: 90, type: !329)
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!330 = !DILocalVariable(name: "l_265", scope: !316, file: !3, line: 91, type: !160)
!331 = !DILocalVariable(name: "i", scope: !316, file: !3, line: 92, type: !162)
!332 = !DILocalVariable(name: "j", scope: !316, file: !3, line: 92, type: !162)
!333 = !DILocalVariable(name: "k", scope: !316, file: !3, line: 92, type: !162)
!334 = !DILocalVariable(name: "l_10", scope: !335, file: !3, line: 95, type: !159)
!335 = distinct !DILexicalBlock(scope: !336, file: !3, line: 94, column: 5)
!336 = distinct !DILexicalBlock(scope: !337, file: !3, line: 93, column: 5)
!337 = distinct !DILexicalBlock(scope: !316, file: !3, line: 93, column: 5)
!338 = !DILocalVariable(name: "l_12", scope: !335, file: !3, line: 96, type: !160)
!339 = !DILocalVariable(name: "l_14", scope: !335, file: !3, line: 97, type: !159)
!340 = !DILocalVariable(name: "l_15", scope: !335, file: !3, line: 98, type: !159)
!341 = !DILocalVariable(name: "l_16", scope: !335, file: !3, line: 99, type: !159)
!342 = !DILocalVariable(name: "l_17", scope: !335, file: !3, line: 100, type: !160)
!343 = !DILocalVariable(name: "l_18", scope: !335, file: !3, line: 101, type: !344)
!344 = !DICompositeType(tag: DW_TAG_array_type, baseType: !159, size: 9216, elements: !345)
!345 = !{!325, !57, !64, !346}
!346 = !DISubrange(count: 1)
!347 = !DILocalVariable(name: "l_25", scope: !335, file: !3, line: 102, type: !327)
!348 = !DILocalVariable(name: "l_26", scope: !335, file: !3, line: 103, type: !327)
!349 = !DILocalVariable(name: "l_266", scope: !335, file: !3, line: 104, type: !134)
!350 = !DILocalVariable(name: "i", scope: !335, file: !3, line: 105, type: !162)
!351 = !DILocalVariable(name: "j", scope: !335, file: !3, line: 105, type: !162)
!352 = !DILocalVariable(name: "k", scope: !335, file: !3, line: 105, type: !162)
!353 = !DILocalVariable(name: "l", scope: !335, file: !3, line: 105, type: !162)
!354 = !DILocalVariable(name: "l_284", scope: !355, file: !3, line: 113, type: !159)
!355 = distinct !DILexicalBlock(scope: !356, file: !3, line: 112, column: 9)
!356 = distinct !DILexicalBlock(scope: !357, file: !3, line: 111, column: 9)
!357 = distinct !DILexicalBlock(scope: !358, file: !3, line: 111, column: 9)
!358 = distinct !DILexicalBlock(scope: !359, file: !3, line: 110, column: 5)
!359 = distinct !DILexicalBlock(scope: !360, file: !3, line: 109, column: 5)
!360 = distinct !DILexicalBlock(scope: !316, file: !3, line: 109, column: 5)
!361 = !DILocalVariable(name: "l_285", scope: !355, file: !3, line: 114, type: !362)
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!363 = !DILocation(line: 0, scope: !316, inlinedAt: !364)
!364 = distinct !DILocation(line: 325, column: 5, scope: !262)
!365 = distinct !DIAssignID()
!366 = distinct !DIAssignID()
!367 = !DILocation(line: 93, scope: !337, inlinedAt: !364)
!368 = !DILocation(line: 108, column: 16, scope: !316, inlinedAt: !364)
!369 = !{i64 0, i64 1, !370, i64 1, i64 8, !371}
!370 = !{!280, !280, i64 0}
!371 = !{!372, !372, i64 0}
!372 = !{!"long", !280, i64 0}
!373 = !DILocation(line: 118, column: 18, scope: !316, inlinedAt: !364)
!374 = !{!375, !280, i64 0}
!375 = !{!"S0", !280, i64 0, !372, i64 1}
!376 = !DILocation(line: 326, column: 21, scope: !262)
!377 = !DILocation(line: 326, column: 5, scope: !262)
!378 = !DILocation(line: 327, column: 21, scope: !262)
!379 = !DILocation(line: 327, column: 5, scope: !262)
!380 = !DILocation(line: 328, column: 21, scope: !262)
!381 = !DILocation(line: 328, column: 5, scope: !262)
!382 = !DILocation(line: 329, column: 21, scope: !262)
!383 = !DILocation(line: 329, column: 5, scope: !262)
!384 = !DILocation(line: 330, column: 21, scope: !262)
!385 = !DILocation(line: 330, column: 5, scope: !262)
!386 = !DILocation(line: 331, column: 5, scope: !387)
!387 = distinct !DILexicalBlock(scope: !262, file: !3, line: 331, column: 5)
!388 = !DILocation(line: 335, column: 29, scope: !389)
!389 = distinct !DILexicalBlock(scope: !390, file: !3, line: 334, column: 9)
!390 = distinct !DILexicalBlock(scope: !391, file: !3, line: 333, column: 9)
!391 = distinct !DILexicalBlock(scope: !392, file: !3, line: 333, column: 9)
!392 = distinct !DILexicalBlock(scope: !393, file: !3, line: 332, column: 5)
!393 = distinct !DILexicalBlock(scope: !387, file: !3, line: 331, column: 5)
!394 = !DILocation(line: 335, column: 13, scope: !389)
!395 = !DILocation(line: 336, column: 17, scope: !389)
!396 = !DILocation(line: 336, column: 35, scope: !397)
!397 = distinct !DILexicalBlock(scope: !389, file: !3, line: 336, column: 17)
!398 = !DILocation(line: 331, column: 25, scope: !393)
!399 = !DILocation(line: 331, column: 19, scope: !393)
!400 = distinct !{!400, !386, !401, !312}
!401 = !DILocation(line: 339, column: 5, scope: !387)
!402 = !DILocation(line: 340, column: 5, scope: !262)
!403 = !DILocation(line: 341, column: 5, scope: !262)
!404 = !DILocation(line: 342, column: 5, scope: !262)
!405 = !DILocation(line: 343, column: 5, scope: !262)
!406 = !DILocation(line: 344, column: 5, scope: !262)
!407 = !DILocation(line: 345, column: 21, scope: !262)
!408 = !DILocation(line: 345, column: 5, scope: !262)
!409 = !DILocation(line: 346, column: 5, scope: !262)
!410 = !DILocation(line: 347, column: 26, scope: !262)
!411 = !DILocation(line: 347, column: 21, scope: !262)
!412 = !DILocation(line: 347, column: 5, scope: !262)
!413 = !DILocation(line: 348, column: 26, scope: !262)
!414 = !{!375, !372, i64 1}
!415 = !DILocation(line: 348, column: 5, scope: !262)
!416 = !DILocation(line: 349, column: 5, scope: !262)
!417 = !DILocation(line: 350, column: 5, scope: !262)
!418 = !DILocation(line: 351, column: 5, scope: !262)
!419 = !DILocation(line: 352, column: 5, scope: !262)
!420 = !DILocation(line: 353, column: 5, scope: !262)
!421 = !DILocation(line: 354, column: 5, scope: !262)
!422 = !DILocation(line: 355, column: 5, scope: !262)
!423 = !DILocation(line: 356, column: 5, scope: !262)
!424 = !DILocation(line: 357, column: 27, scope: !262)
!425 = !{!426, !280, i64 11}
!426 = !{!"S1", !427, i64 0, !280, i64 2, !280, i64 3, !427, i64 4, !309, i64 6, !427, i64 9, !280, i64 11, !427, i64 12, !309, i64 14}
!427 = !{!"short", !280, i64 0}
!428 = !DILocation(line: 357, column: 21, scope: !262)
!429 = !DILocation(line: 357, column: 5, scope: !262)
!430 = !DILocation(line: 358, column: 27, scope: !262)
!431 = !{!426, !427, i64 12}
!432 = !DILocation(line: 358, column: 21, scope: !262)
!433 = !DILocation(line: 358, column: 5, scope: !262)
!434 = !DILocation(line: 359, column: 5, scope: !262)
!435 = !DILocation(line: 360, column: 27, scope: !262)
!436 = !{!426, !427, i64 0}
!437 = !DILocation(line: 360, column: 21, scope: !262)
!438 = !DILocation(line: 360, column: 5, scope: !262)
!439 = !DILocation(line: 361, column: 27, scope: !262)
!440 = !{!426, !280, i64 2}
!441 = !DILocation(line: 361, column: 21, scope: !262)
!442 = !DILocation(line: 361, column: 5, scope: !262)
!443 = !DILocation(line: 362, column: 27, scope: !262)
!444 = !{!426, !280, i64 3}
!445 = !DILocation(line: 362, column: 21, scope: !262)
!446 = !DILocation(line: 362, column: 5, scope: !262)
!447 = !DILocation(line: 363, column: 27, scope: !262)
!448 = !{!426, !427, i64 4}
!449 = !DILocation(line: 363, column: 21, scope: !262)
!450 = !DILocation(line: 363, column: 5, scope: !262)
!451 = !DILocation(line: 364, column: 27, scope: !262)
!452 = !DILocation(line: 364, column: 21, scope: !262)
!453 = !DILocation(line: 364, column: 5, scope: !262)
!454 = !DILocation(line: 365, column: 27, scope: !262)
!455 = !{!426, !427, i64 9}
!456 = !DILocation(line: 365, column: 21, scope: !262)
!457 = !DILocation(line: 365, column: 5, scope: !262)
!458 = !DILocation(line: 366, column: 27, scope: !262)
!459 = !DILocation(line: 366, column: 21, scope: !262)
!460 = !DILocation(line: 366, column: 5, scope: !262)
!461 = !DILocation(line: 367, column: 27, scope: !262)
!462 = !DILocation(line: 367, column: 21, scope: !262)
!463 = !DILocation(line: 367, column: 5, scope: !262)
!464 = !DILocation(line: 368, column: 27, scope: !262)
!465 = !DILocation(line: 368, column: 21, scope: !262)
!466 = !DILocation(line: 368, column: 5, scope: !262)
!467 = !DILocation(line: 369, column: 5, scope: !262)
!468 = !DILocation(line: 370, column: 27, scope: !262)
!469 = !DILocation(line: 370, column: 5, scope: !262)
!470 = !DILocation(line: 371, column: 27, scope: !262)
!471 = !DILocation(line: 371, column: 21, scope: !262)
!472 = !DILocation(line: 371, column: 5, scope: !262)
!473 = !DILocation(line: 372, column: 27, scope: !262)
!474 = !DILocation(line: 372, column: 5, scope: !262)
!475 = !DILocation(line: 373, column: 27, scope: !262)
!476 = !DILocation(line: 373, column: 21, scope: !262)
!477 = !DILocation(line: 373, column: 5, scope: !262)
!478 = !DILocation(line: 374, column: 27, scope: !262)
!479 = !DILocation(line: 374, column: 5, scope: !262)
!480 = !DILocation(line: 375, column: 27, scope: !262)
!481 = !DILocation(line: 375, column: 21, scope: !262)
!482 = !DILocation(line: 375, column: 5, scope: !262)
!483 = !DILocation(line: 376, column: 27, scope: !262)
!484 = !DILocation(line: 376, column: 5, scope: !262)
!485 = !DILocation(line: 377, column: 27, scope: !262)
!486 = !DILocation(line: 377, column: 21, scope: !262)
!487 = !DILocation(line: 377, column: 5, scope: !262)
!488 = !DILocation(line: 378, column: 27, scope: !262)
!489 = !DILocation(line: 378, column: 5, scope: !262)
!490 = !DILocation(line: 379, column: 27, scope: !262)
!491 = !DILocation(line: 379, column: 21, scope: !262)
!492 = !DILocation(line: 379, column: 5, scope: !262)
!493 = !DILocation(line: 380, column: 27, scope: !262)
!494 = !DILocation(line: 380, column: 5, scope: !262)
!495 = !DILocation(line: 381, column: 23, scope: !262)
!496 = !DILocation(line: 381, column: 37, scope: !262)
!497 = !DILocalVariable(name: "crc", arg: 1, scope: !498, file: !248, line: 49, type: !134)
!498 = distinct !DISubprogram(name: "platform_main_end", scope: !248, file: !248, line: 49, type: !499, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !501)
!499 = !DISubroutineType(types: !500)
!500 = !{null, !134, !162}
!501 = !{!497, !502}
!502 = !DILocalVariable(name: "flag", arg: 2, scope: !498, file: !248, line: 49, type: !162)
!503 = !DILocation(line: 0, scope: !498, inlinedAt: !504)
!504 = distinct !DILocation(line: 381, column: 5, scope: !262)
!505 = !DILocation(line: 56, column: 2, scope: !498, inlinedAt: !504)
!506 = !DILocation(line: 382, column: 5, scope: !262)
!507 = distinct !DISubprogram(name: "transparent_crc", scope: !132, file: !132, line: 110, type: !508, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !510)
!508 = !DISubroutineType(types: !509)
!509 = !{null, !204, !266, !162}
!510 = !{!511, !512, !513}
!511 = !DILocalVariable(name: "val", arg: 1, scope: !507, file: !132, line: 110, type: !204)
!512 = !DILocalVariable(name: "vname", arg: 2, scope: !507, file: !132, line: 110, type: !266)
!513 = !DILocalVariable(name: "flag", arg: 3, scope: !507, file: !132, line: 110, type: !162)
!514 = !DILocation(line: 0, scope: !507)
!515 = !DILocalVariable(name: "val", arg: 1, scope: !516, file: !132, line: 97, type: !204)
!516 = distinct !DISubprogram(name: "crc32_8bytes", scope: !132, file: !132, line: 97, type: !517, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !519)
!517 = !DISubroutineType(types: !518)
!518 = !{null, !204}
!519 = !{!515}
!520 = !DILocation(line: 0, scope: !516, inlinedAt: !521)
!521 = distinct !DILocation(line: 112, column: 2, scope: !507)
!522 = !DILocalVariable(name: "b", arg: 1, scope: !523, file: !132, line: 71, type: !195)
!523 = distinct !DISubprogram(name: "crc32_byte", scope: !132, file: !132, line: 71, type: !524, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !526)
!524 = !DISubroutineType(types: !525)
!525 = !{null, !195}
!526 = !{!522}
!527 = !DILocation(line: 0, scope: !523, inlinedAt: !528)
!528 = distinct !DILocation(line: 99, column: 2, scope: !516, inlinedAt: !521)
!529 = !DILocation(line: 73, column: 5, scope: !523, inlinedAt: !528)
!530 = !DILocation(line: 73, column: 19, scope: !523, inlinedAt: !528)
!531 = !DILocation(line: 74, column: 33, scope: !523, inlinedAt: !528)
!532 = !DILocation(line: 74, column: 3, scope: !523, inlinedAt: !528)
!533 = !DILocation(line: 73, column: 39, scope: !523, inlinedAt: !528)
!534 = !DILocation(line: 100, column: 18, scope: !516, inlinedAt: !521)
!535 = !DILocation(line: 0, scope: !523, inlinedAt: !536)
!536 = distinct !DILocation(line: 100, column: 2, scope: !516, inlinedAt: !521)
!537 = !DILocation(line: 73, column: 19, scope: !523, inlinedAt: !536)
!538 = !DILocation(line: 74, column: 33, scope: !523, inlinedAt: !536)
!539 = !DILocation(line: 74, column: 3, scope: !523, inlinedAt: !536)
!540 = !DILocation(line: 73, column: 39, scope: !523, inlinedAt: !536)
!541 = !DILocation(line: 101, column: 18, scope: !516, inlinedAt: !521)
!542 = !DILocation(line: 0, scope: !523, inlinedAt: !543)
!543 = distinct !DILocation(line: 101, column: 2, scope: !516, inlinedAt: !521)
!544 = !DILocation(line: 73, column: 19, scope: !523, inlinedAt: !543)
!545 = !DILocation(line: 74, column: 33, scope: !523, inlinedAt: !543)
!546 = !DILocation(line: 74, column: 3, scope: !523, inlinedAt: !543)
!547 = !DILocation(line: 73, column: 39, scope: !523, inlinedAt: !543)
!548 = !DILocation(line: 102, column: 18, scope: !516, inlinedAt: !521)
!549 = !DILocation(line: 0, scope: !523, inlinedAt: !550)
!550 = distinct !DILocation(line: 102, column: 2, scope: !516, inlinedAt: !521)
!551 = !DILocation(line: 73, column: 19, scope: !523, inlinedAt: !550)
!552 = !DILocation(line: 74, column: 33, scope: !523, inlinedAt: !550)
!553 = !DILocation(line: 74, column: 3, scope: !523, inlinedAt: !550)
!554 = !DILocation(line: 73, column: 39, scope: !523, inlinedAt: !550)
!555 = !DILocation(line: 103, column: 18, scope: !516, inlinedAt: !521)
!556 = !DILocation(line: 0, scope: !523, inlinedAt: !557)
!557 = distinct !DILocation(line: 103, column: 2, scope: !516, inlinedAt: !521)
!558 = !DILocation(line: 73, column: 19, scope: !523, inlinedAt: !557)
!559 = !DILocation(line: 74, column: 33, scope: !523, inlinedAt: !557)
!560 = !DILocation(line: 74, column: 3, scope: !523, inlinedAt: !557)
!561 = !DILocation(line: 73, column: 39, scope: !523, inlinedAt: !557)
!562 = !DILocation(line: 104, column: 18, scope: !516, inlinedAt: !521)
!563 = !DILocation(line: 0, scope: !523, inlinedAt: !564)
!564 = distinct !DILocation(line: 104, column: 2, scope: !516, inlinedAt: !521)
!565 = !DILocation(line: 73, column: 19, scope: !523, inlinedAt: !564)
!566 = !DILocation(line: 74, column: 33, scope: !523, inlinedAt: !564)
!567 = !DILocation(line: 74, column: 3, scope: !523, inlinedAt: !564)
!568 = !DILocation(line: 73, column: 39, scope: !523, inlinedAt: !564)
!569 = !DILocation(line: 105, column: 18, scope: !516, inlinedAt: !521)
!570 = !DILocation(line: 0, scope: !523, inlinedAt: !571)
!571 = distinct !DILocation(line: 105, column: 2, scope: !516, inlinedAt: !521)
!572 = !DILocation(line: 73, column: 19, scope: !523, inlinedAt: !571)
!573 = !DILocation(line: 74, column: 33, scope: !523, inlinedAt: !571)
!574 = !DILocation(line: 74, column: 3, scope: !523, inlinedAt: !571)
!575 = !DILocation(line: 73, column: 39, scope: !523, inlinedAt: !571)
!576 = !DILocation(line: 106, column: 18, scope: !516, inlinedAt: !521)
!577 = !DILocation(line: 0, scope: !523, inlinedAt: !578)
!578 = distinct !DILocation(line: 106, column: 2, scope: !516, inlinedAt: !521)
!579 = !DILocation(line: 73, column: 19, scope: !523, inlinedAt: !578)
!580 = !DILocation(line: 74, column: 3, scope: !523, inlinedAt: !578)
!581 = !DILocation(line: 73, column: 39, scope: !523, inlinedAt: !578)
!582 = !DILocation(line: 72, column: 16, scope: !523, inlinedAt: !578)
!583 = !DILocation(line: 113, column: 6, scope: !584)
!584 = distinct !DILexicalBlock(scope: !507, file: !132, line: 113, column: 6)
!585 = !DILocation(line: 113, column: 6, scope: !507)
!586 = !DILocation(line: 114, column: 73, scope: !587)
!587 = distinct !DILexicalBlock(scope: !584, file: !132, line: 113, column: 12)
!588 = !DILocation(line: 114, column: 5, scope: !587)
!589 = !DILocation(line: 115, column: 2, scope: !587)
!590 = !DILocation(line: 116, column: 1, scope: !507)
!591 = !DISubprogram(name: "printf", scope: !592, file: !592, line: 356, type: !593, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!592 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!593 = !DISubroutineType(types: !594)
!594 = !{!162, !595, null}
!595 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !596)
!596 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !597, size: 64)
!597 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
