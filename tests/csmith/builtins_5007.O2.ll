; ModuleID = 'builtins_5007.c'
source_filename = "builtins_5007.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.U0 = type { i32 }

@.str.1 = private unnamed_addr constant [5 x i8] c"g_10\00", align 1, !dbg !0
@g_31 = internal global i32 -1, align 4, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"g_31\00", align 1, !dbg !28
@.str.3 = private unnamed_addr constant [5 x i8] c"g_32\00", align 1, !dbg !30
@.str.4 = private unnamed_addr constant [5 x i8] c"g_35\00", align 1, !dbg !32
@.str.5 = private unnamed_addr constant [5 x i8] c"g_60\00", align 1, !dbg !34
@.str.6 = private unnamed_addr constant [5 x i8] c"g_65\00", align 1, !dbg !36
@.str.7 = private unnamed_addr constant [5 x i8] c"g_95\00", align 1, !dbg !38
@g_96 = internal global i64 -3993767615031144130, align 8, !dbg !142
@.str.8 = private unnamed_addr constant [5 x i8] c"g_96\00", align 1, !dbg !40
@g_108 = internal global %union.U0 { i32 2075786948 }, align 4, !dbg !145
@.str.9 = private unnamed_addr constant [9 x i8] c"g_108.f0\00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [9 x i8] c"g_108.f1\00", align 1, !dbg !47
@.str.11 = private unnamed_addr constant [9 x i8] c"g_108.f2\00", align 1, !dbg !49
@.str.12 = private unnamed_addr constant [6 x i8] c"g_126\00", align 1, !dbg !51
@.str.13 = private unnamed_addr constant [6 x i8] c"g_145\00", align 1, !dbg !56
@g_148 = internal unnamed_addr constant [5 x [5 x i16]] [[5 x i16] [i16 6, i16 6, i16 6, i16 6, i16 6], [5 x i16] [i16 -31073, i16 -31073, i16 -31073, i16 -31073, i16 -31073], [5 x i16] [i16 6, i16 6, i16 6, i16 6, i16 6], [5 x i16] [i16 -31073, i16 -31073, i16 -31073, i16 -31073, i16 -31073], [5 x i16] [i16 6, i16 6, i16 6, i16 6, i16 6]], align 16, !dbg !159
@.str.14 = private unnamed_addr constant [12 x i8] c"g_148[i][j]\00", align 1, !dbg !58
@.str.15 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !63
@.str.16 = private unnamed_addr constant [6 x i8] c"g_157\00", align 1, !dbg !68
@.str.17 = private unnamed_addr constant [6 x i8] c"g_160\00", align 1, !dbg !70
@.str.18 = private unnamed_addr constant [6 x i8] c"g_164\00", align 1, !dbg !72
@g_224 = internal unnamed_addr global i64 -319848609688628031, align 8, !dbg !175
@.str.19 = private unnamed_addr constant [6 x i8] c"g_224\00", align 1, !dbg !74
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !183
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !76
@g_182 = internal global ptr @g_183, align 8, !dbg !100
@g_183 = internal global ptr null, align 8, !dbg !110
@.str.24 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !124
@.str.25 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !177

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !194 {
    #dbg_value(i32 %0, !200, !DIExpression(), !205)
    #dbg_value(ptr %1, !201, !DIExpression(), !205)
    #dbg_value(i32 0, !204, !DIExpression(), !205)
  %3 = icmp eq i32 %0, 2, !dbg !206
  br i1 %3, label %4, label %17, !dbg !208

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !209
  %6 = load ptr, ptr %5, align 8, !dbg !209, !tbaa !210
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !214
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !215
  %16 = zext i1 %15 to i32, !dbg !215
  br label %17, !dbg !215

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !205
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !205
    #dbg_value(i32 %19, !204, !DIExpression(), !205)
    #dbg_value(i32 -306674912, !216, !DIExpression(), !224)
    #dbg_value(i32 0, !222, !DIExpression(), !224)
  br label %20, !dbg !226

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !228
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !230
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !230
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !230
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !236
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !236
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !236
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !230
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !230
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !236
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !236
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !236
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !230
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !230
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !236
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !236
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !236
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !230
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !230
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !236
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !236
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !236
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !230
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !230
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !236
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !236
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !236
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !230
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !230
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !236
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !236
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !236
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !230
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !230
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !236
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !236
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !236
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !230
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !230
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !236
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !236
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !236
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !237
  store <4 x i32> %62, ptr %63, align 16, !dbg !238, !tbaa !239
  %64 = add nuw i64 %21, 4, !dbg !228
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !230
  %66 = icmp eq i64 %64, 256, !dbg !228
  br i1 %66, label %67, label %20, !dbg !228, !llvm.loop !241

67:                                               ; preds = %20
    #dbg_assign(i1 undef, !246, !DIExpression(DW_OP_LLVM_fragment, 512, 256), !305, ptr undef, !DIExpression(), !306)
    #dbg_assign(i1 undef, !246, !DIExpression(DW_OP_LLVM_fragment, 1280, 256), !308, ptr undef, !DIExpression(), !306)
    #dbg_assign(i1 undef, !246, !DIExpression(DW_OP_LLVM_fragment, 2048, 256), !309, ptr undef, !DIExpression(), !306)
    #dbg_assign(i1 undef, !257, !DIExpression(DW_OP_LLVM_fragment, 0, 608), !310, ptr poison, !DIExpression(), !311)
    #dbg_value(i32 -1940819406, !257, !DIExpression(DW_OP_LLVM_fragment, 608, 32), !311)
    #dbg_assign(i1 undef, !257, !DIExpression(DW_OP_LLVM_fragment, 640, 320), !312, ptr poison, !DIExpression(), !311)
    #dbg_value(i32 -1940819406, !257, !DIExpression(DW_OP_LLVM_fragment, 960, 32), !311)
    #dbg_value(i32 poison, !257, !DIExpression(DW_OP_LLVM_fragment, 992, 32), !311)
    #dbg_value(i32 2, !257, !DIExpression(DW_OP_LLVM_fragment, 1024, 32), !311)
    #dbg_assign(i1 undef, !257, !DIExpression(DW_OP_LLVM_fragment, 1056, 224), !313, ptr poison, !DIExpression(), !311)
    #dbg_value(i32 -1, !261, !DIExpression(), !311)
    #dbg_value(ptr null, !262, !DIExpression(), !311)
    #dbg_value(i16 1, !266, !DIExpression(), !311)
    #dbg_value(i32 -1214397003, !270, !DIExpression(), !311)
    #dbg_value(i16 14498, !273, !DIExpression(), !314)
    #dbg_value(ptr poison, !274, !DIExpression(), !314)
    #dbg_value(ptr poison, !275, !DIExpression(), !314)
    #dbg_value(i64 1, !276, !DIExpression(), !314)
    #dbg_value(ptr poison, !277, !DIExpression(), !314)
    #dbg_value(i32 3, !279, !DIExpression(), !314)
    #dbg_value(i16 -30311, !280, !DIExpression(), !314)
    #dbg_value(ptr @g_224, !281, !DIExpression(), !314)
    #dbg_value(i16 -1, !282, !DIExpression(), !314)
    #dbg_value(ptr poison, !284, !DIExpression(), !314)
    #dbg_value(ptr undef, !285, !DIExpression(), !314)
  %68 = load volatile ptr, ptr @g_182, align 8, !dbg !315, !tbaa !210
  %69 = load i64, ptr @g_224, align 8, !dbg !316, !tbaa !317
  %70 = and i64 %69, 1, !dbg !316
  store i64 %70, ptr @g_224, align 8, !dbg !316, !tbaa !317
    #dbg_value(ptr null, !284, !DIExpression(), !314)
    #dbg_value(ptr null, !246, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !306)
    #dbg_value(ptr undef, !246, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !306)
    #dbg_value(ptr undef, !246, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !306)
    #dbg_value(ptr null, !246, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !306)
    #dbg_value(ptr undef, !246, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !306)
    #dbg_value(ptr null, !246, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !306)
    #dbg_value(ptr undef, !246, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !306)
    #dbg_value(ptr undef, !246, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !306)
    #dbg_assign(i1 undef, !246, !DIExpression(DW_OP_LLVM_fragment, 512, 256), !319, ptr undef, !DIExpression(), !306)
    #dbg_value(ptr null, !246, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !306)
    #dbg_value(ptr undef, !246, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !306)
    #dbg_value(ptr undef, !246, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !306)
    #dbg_value(ptr null, !246, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !306)
    #dbg_value(ptr undef, !246, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !306)
    #dbg_value(ptr null, !246, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !306)
    #dbg_value(ptr undef, !246, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !306)
    #dbg_value(ptr undef, !246, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !306)
    #dbg_assign(i1 undef, !246, !DIExpression(DW_OP_LLVM_fragment, 1280, 256), !320, ptr undef, !DIExpression(), !306)
    #dbg_value(ptr null, !246, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !306)
    #dbg_value(ptr undef, !246, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !306)
    #dbg_value(ptr undef, !246, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !306)
    #dbg_value(ptr null, !246, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !306)
    #dbg_value(ptr undef, !246, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !306)
    #dbg_value(ptr null, !246, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !306)
    #dbg_value(ptr undef, !246, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !306)
    #dbg_value(ptr undef, !246, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !306)
    #dbg_assign(i1 undef, !246, !DIExpression(DW_OP_LLVM_fragment, 2048, 256), !321, ptr undef, !DIExpression(), !306)
    #dbg_value(i32 6, !270, !DIExpression(), !311)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !322
  %71 = load volatile i32, ptr @g_31, align 4, !dbg !323, !tbaa !239
  %72 = sext i32 %71 to i64, !dbg !323
  tail call fastcc void @transparent_crc(i64 noundef %72, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !324
  tail call fastcc void @transparent_crc(i64 noundef 22, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !325
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !326
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !327
  tail call fastcc void @transparent_crc(i64 noundef 37, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !328
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !329
  %73 = load volatile i64, ptr @g_96, align 8, !dbg !330, !tbaa !317
  tail call fastcc void @transparent_crc(i64 noundef %73, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !331
  %74 = load volatile i32, ptr @g_108, align 4, !dbg !332, !tbaa !333
  %75 = zext i32 %74 to i64, !dbg !334
  tail call fastcc void @transparent_crc(i64 noundef %75, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !335
  %76 = load volatile i8, ptr @g_108, align 4, !dbg !336, !tbaa !333
  %77 = sext i8 %76 to i64, !dbg !337
  tail call fastcc void @transparent_crc(i64 noundef %77, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !338
  %78 = load volatile i32, ptr @g_108, align 4, !dbg !339, !tbaa !333
  %79 = sext i32 %78 to i64, !dbg !340
  tail call fastcc void @transparent_crc(i64 noundef %79, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !342
  tail call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !343
    #dbg_value(i32 0, !202, !DIExpression(), !205)
  br label %80, !dbg !344

80:                                               ; preds = %67, %121
  %81 = phi i64 [ 0, %67 ], [ %122, %121 ]
    #dbg_value(i64 %81, !202, !DIExpression(), !205)
    #dbg_value(i64 0, !203, !DIExpression(), !205)
  %82 = getelementptr inbounds [5 x [5 x i16]], ptr @g_148, i64 0, i64 %81, i64 0, !dbg !346
  %83 = load i16, ptr %82, align 2, !dbg !346, !tbaa !352
  %84 = zext i16 %83 to i64, !dbg !346
  tail call fastcc void @transparent_crc(i64 noundef %84, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !354
  br i1 %18, label %85, label %98, !dbg !355

85:                                               ; preds = %80
    #dbg_value(i64 1, !203, !DIExpression(), !205)
  %86 = getelementptr inbounds [5 x [5 x i16]], ptr @g_148, i64 0, i64 %81, i64 1, !dbg !346
  %87 = load i16, ptr %86, align 2, !dbg !346, !tbaa !352
  %88 = zext i16 %87 to i64, !dbg !346
  tail call fastcc void @transparent_crc(i64 noundef %88, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !354
    #dbg_value(i64 2, !203, !DIExpression(), !205)
  %89 = getelementptr inbounds [5 x [5 x i16]], ptr @g_148, i64 0, i64 %81, i64 2, !dbg !346
  %90 = load i16, ptr %89, align 2, !dbg !346, !tbaa !352
  %91 = zext i16 %90 to i64, !dbg !346
  tail call fastcc void @transparent_crc(i64 noundef %91, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !354
    #dbg_value(i64 3, !203, !DIExpression(), !205)
  %92 = getelementptr inbounds [5 x [5 x i16]], ptr @g_148, i64 0, i64 %81, i64 3, !dbg !346
  %93 = load i16, ptr %92, align 2, !dbg !346, !tbaa !352
  %94 = zext i16 %93 to i64, !dbg !346
  tail call fastcc void @transparent_crc(i64 noundef %94, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !354
    #dbg_value(i64 4, !203, !DIExpression(), !205)
  %95 = getelementptr inbounds [5 x [5 x i16]], ptr @g_148, i64 0, i64 %81, i64 4, !dbg !346
  %96 = load i16, ptr %95, align 2, !dbg !346, !tbaa !352
  %97 = zext i16 %96 to i64, !dbg !346
  tail call fastcc void @transparent_crc(i64 noundef %97, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !354
  br label %121, !dbg !355

98:                                               ; preds = %80
  %99 = trunc nuw nsw i64 %81 to i32, !dbg !356
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %99, i32 noundef 0), !dbg !356
    #dbg_value(i64 1, !203, !DIExpression(), !205)
  %101 = getelementptr inbounds [5 x [5 x i16]], ptr @g_148, i64 0, i64 %81, i64 1, !dbg !346
  %102 = load i16, ptr %101, align 2, !dbg !346, !tbaa !352
  %103 = zext i16 %102 to i64, !dbg !346
  tail call fastcc void @transparent_crc(i64 noundef %103, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !354
  %104 = trunc nuw nsw i64 %81 to i32, !dbg !356
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %104, i32 noundef 1), !dbg !356
    #dbg_value(i64 2, !203, !DIExpression(), !205)
  %106 = getelementptr inbounds [5 x [5 x i16]], ptr @g_148, i64 0, i64 %81, i64 2, !dbg !346
  %107 = load i16, ptr %106, align 2, !dbg !346, !tbaa !352
  %108 = zext i16 %107 to i64, !dbg !346
  tail call fastcc void @transparent_crc(i64 noundef %108, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !354
  %109 = trunc nuw nsw i64 %81 to i32, !dbg !356
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %109, i32 noundef 2), !dbg !356
    #dbg_value(i64 3, !203, !DIExpression(), !205)
  %111 = getelementptr inbounds [5 x [5 x i16]], ptr @g_148, i64 0, i64 %81, i64 3, !dbg !346
  %112 = load i16, ptr %111, align 2, !dbg !346, !tbaa !352
  %113 = zext i16 %112 to i64, !dbg !346
  tail call fastcc void @transparent_crc(i64 noundef %113, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !354
  %114 = trunc nuw nsw i64 %81 to i32, !dbg !356
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %114, i32 noundef 3), !dbg !356
    #dbg_value(i64 4, !203, !DIExpression(), !205)
  %116 = getelementptr inbounds [5 x [5 x i16]], ptr @g_148, i64 0, i64 %81, i64 4, !dbg !346
  %117 = load i16, ptr %116, align 2, !dbg !346, !tbaa !352
  %118 = zext i16 %117 to i64, !dbg !346
  tail call fastcc void @transparent_crc(i64 noundef %118, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !354
  %119 = trunc nuw nsw i64 %81 to i32, !dbg !356
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %119, i32 noundef 4), !dbg !356
  br label %121, !dbg !356

121:                                              ; preds = %85, %98
    #dbg_value(i64 5, !203, !DIExpression(), !205)
  %122 = add nuw nsw i64 %81, 1, !dbg !358
    #dbg_value(i64 %122, !202, !DIExpression(), !205)
  %123 = icmp eq i64 %122, 5, !dbg !359
  br i1 %123, label %124, label %80, !dbg !344, !llvm.loop !360

124:                                              ; preds = %121
  tail call fastcc void @transparent_crc(i64 noundef 70, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !362
  tail call fastcc void @transparent_crc(i64 noundef 3836245874686260634, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !363
  tail call fastcc void @transparent_crc(i64 noundef -656758932, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !364
  %125 = load i64, ptr @g_224, align 8, !dbg !365, !tbaa !317
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !366
  %126 = load i32, ptr @crc32_context, align 4, !dbg !367, !tbaa !239
  %127 = xor i32 %126, -1, !dbg !368
    #dbg_value(i32 %127, !369, !DIExpression(), !375)
    #dbg_value(i32 %19, !374, !DIExpression(), !375)
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef %127), !dbg !377
  ret i32 0, !dbg !378
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !379 {
    #dbg_value(i64 %0, !383, !DIExpression(), !386)
    #dbg_value(ptr %1, !384, !DIExpression(), !386)
    #dbg_value(i32 %2, !385, !DIExpression(), !386)
    #dbg_value(i64 %0, !387, !DIExpression(), !392)
    #dbg_value(i64 %0, !394, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !399)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !401, !tbaa !239
  %5 = lshr i32 %4, 8, !dbg !402
  %6 = zext i32 %4 to i64, !dbg !403
  %7 = xor i64 %6, %0, !dbg !403
  %8 = and i64 %7, 255, !dbg !404
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !404
  %10 = load i32, ptr %9, align 4, !dbg !404, !tbaa !239
  %11 = xor i32 %5, %10, !dbg !405
  %12 = lshr i64 %0, 8, !dbg !406
    #dbg_value(i64 %12, !394, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !407)
  %13 = lshr i32 %11, 8, !dbg !409
  %14 = zext i32 %11 to i64, !dbg !410
  %15 = xor i64 %12, %14, !dbg !410
  %16 = and i64 %15, 255, !dbg !411
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !411
  %18 = load i32, ptr %17, align 4, !dbg !411, !tbaa !239
  %19 = xor i32 %13, %18, !dbg !412
  %20 = lshr i64 %0, 16, !dbg !413
    #dbg_value(i64 %20, !394, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !414)
  %21 = lshr i32 %19, 8, !dbg !416
  %22 = zext i32 %19 to i64, !dbg !417
  %23 = xor i64 %20, %22, !dbg !417
  %24 = and i64 %23, 255, !dbg !418
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !418
  %26 = load i32, ptr %25, align 4, !dbg !418, !tbaa !239
  %27 = xor i32 %21, %26, !dbg !419
  %28 = lshr i64 %0, 24, !dbg !420
    #dbg_value(i64 %28, !394, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !421)
  %29 = lshr i32 %27, 8, !dbg !423
  %30 = zext i32 %27 to i64, !dbg !424
  %31 = xor i64 %28, %30, !dbg !424
  %32 = and i64 %31, 255, !dbg !425
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !425
  %34 = load i32, ptr %33, align 4, !dbg !425, !tbaa !239
  %35 = xor i32 %29, %34, !dbg !426
  %36 = lshr i64 %0, 32, !dbg !427
    #dbg_value(i64 %36, !394, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !428)
  %37 = lshr i32 %35, 8, !dbg !430
  %38 = zext i32 %35 to i64, !dbg !431
  %39 = xor i64 %36, %38, !dbg !431
  %40 = and i64 %39, 255, !dbg !432
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !432
  %42 = load i32, ptr %41, align 4, !dbg !432, !tbaa !239
  %43 = xor i32 %37, %42, !dbg !433
  %44 = lshr i64 %0, 40, !dbg !434
    #dbg_value(i64 %44, !394, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !435)
  %45 = lshr i32 %43, 8, !dbg !437
  %46 = zext i32 %43 to i64, !dbg !438
  %47 = xor i64 %44, %46, !dbg !438
  %48 = and i64 %47, 255, !dbg !439
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !439
  %50 = load i32, ptr %49, align 4, !dbg !439, !tbaa !239
  %51 = xor i32 %45, %50, !dbg !440
  %52 = lshr i64 %0, 48, !dbg !441
    #dbg_value(i64 %52, !394, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !442)
  %53 = lshr i32 %51, 8, !dbg !444
  %54 = zext i32 %51 to i64, !dbg !445
  %55 = xor i64 %52, %54, !dbg !445
  %56 = and i64 %55, 255, !dbg !446
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !446
  %58 = load i32, ptr %57, align 4, !dbg !446, !tbaa !239
  %59 = xor i32 %53, %58, !dbg !447
  %60 = lshr i64 %0, 56, !dbg !448
    #dbg_value(i64 %60, !394, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !449)
  %61 = lshr i32 %59, 8, !dbg !451
  %62 = and i32 %59, 255, !dbg !452
  %63 = zext nneg i32 %62 to i64, !dbg !452
  %64 = xor i64 %60, %63, !dbg !452
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !452
  %66 = load i32, ptr %65, align 4, !dbg !452, !tbaa !239
  %67 = xor i32 %61, %66, !dbg !453
  store i32 %67, ptr @crc32_context, align 4, !dbg !454, !tbaa !239
  %68 = icmp eq i32 %2, 0, !dbg !455
  br i1 %68, label %73, label %69, !dbg !457

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !458
  %71 = zext i32 %70 to i64, !dbg !458
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, ptr noundef %1, i64 noundef %71), !dbg !460
  br label %73, !dbg !461

73:                                               ; preds = %69, %3
  ret void, !dbg !462
}

; Function Attrs: nofree nounwind
declare !dbg !463 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!186, !187, !188, !189, !190, !191, !192}
!llvm.ident = !{!193}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 274, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "builtins_5007.c", directory: ".", checksumkind: CSK_MD5, checksum: "6f5bb4153e39cda62360bc35e4eb474d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_31", scope: !9, file: !2, line: 24, type: !185, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !14, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15, !20, !0, !28, !30, !32, !34, !36, !38, !40, !42, !47, !49, !51, !56, !58, !63, !68, !70, !72, !74, !76, !84, !89, !94, !100, !110, !112, !120, !122, !124, !7, !129, !131, !133, !135, !140, !142, !145, !155, !157, !159, !163, !168, !173, !175, !177, !183}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 270, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 2)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!21 = distinct !DIGlobalVariable(name: "g_10", scope: !9, file: !2, line: 23, type: !22, isLocal: true, isDefinition: true)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !24, line: 27, baseType: !25)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !26, line: 45, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!27 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 275, type: !3, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 276, type: !3, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 277, type: !3, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 278, type: !3, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 279, type: !3, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 280, type: !3, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 281, type: !3, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 282, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 9)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 283, type: !44, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 284, type: !44, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 285, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 6)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 286, type: !53, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 291, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 12)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 292, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 18)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 296, type: !53, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 297, type: !53, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 298, type: !53, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 299, type: !53, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !78, line: 47, type: !79, isLocal: true, isDefinition: true)
!78 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 8192, elements: !82)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !24, line: 26, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !26, line: 42, baseType: !12)
!82 = !{!83}
!83 = !DISubrange(count: 256)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 11)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 16)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 176, elements: !98)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!98 = !{!99}
!99 = !DISubrange(count: 22)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(name: "g_182", scope: !9, file: !2, line: 46, type: !102, isLocal: true, isDefinition: true)
!102 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !24, line: 25, baseType: !108)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !26, line: 40, baseType: !109)
!109 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(name: "g_183", scope: !9, file: !2, line: 45, type: !104, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(name: "g_130", scope: !9, file: !2, line: 35, type: !114, isLocal: true, isDefinition: true)
!114 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !115)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !118, line: 26, baseType: !119)
!118 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !26, line: 41, baseType: !13)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(name: "g_131", scope: !9, file: !2, line: 34, type: !116, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(name: "g_230", scope: !9, file: !2, line: 50, type: !114, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !78, line: 114, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 36)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(name: "g_32", scope: !9, file: !2, line: 25, type: !117, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(name: "g_35", scope: !9, file: !2, line: 26, type: !117, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!134 = distinct !DIGlobalVariable(name: "g_60", scope: !9, file: !2, line: 27, type: !23, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression(DW_OP_constu, 37, DW_OP_stack_value))
!136 = distinct !DIGlobalVariable(name: "g_65", scope: !9, file: !2, line: 28, type: !137, isLocal: true, isDefinition: true)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !118, line: 24, baseType: !138)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !26, line: 37, baseType: !139)
!139 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(name: "g_95", scope: !9, file: !2, line: 30, type: !117, isLocal: true, isDefinition: true)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "g_96", scope: !9, file: !2, line: 31, type: !144, isLocal: true, isDefinition: true)
!144 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !23)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(name: "g_108", scope: !9, file: !2, line: 32, type: !147, isLocal: true, isDefinition: true)
!147 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !148)
!148 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U0", file: !2, line: 16, size: 32, elements: !149)
!149 = !{!150, !152, !154}
!150 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !148, file: !2, line: 17, baseType: !151, size: 32)
!151 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !148, file: !2, line: 18, baseType: !153, size: 8)
!153 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !137)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !148, file: !2, line: 19, baseType: !117, size: 32)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(name: "g_126", scope: !9, file: !2, line: 33, type: !117, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression(DW_OP_constu, 18446744073709551612, DW_OP_stack_value))
!158 = distinct !DIGlobalVariable(name: "g_145", scope: !9, file: !2, line: 39, type: !117, isLocal: true, isDefinition: true)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(name: "g_148", scope: !9, file: !2, line: 40, type: !161, isLocal: true, isDefinition: true)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 400, elements: !162)
!162 = !{!6, !6}
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression(DW_OP_constu, 70, DW_OP_stack_value))
!164 = distinct !DIGlobalVariable(name: "g_157", scope: !9, file: !2, line: 41, type: !165, isLocal: true, isDefinition: true)
!165 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !24, line: 24, baseType: !166)
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !26, line: 38, baseType: !167)
!167 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression(DW_OP_constu, 3836245874686260634, DW_OP_stack_value))
!169 = distinct !DIGlobalVariable(name: "g_160", scope: !9, file: !2, line: 42, type: !170, isLocal: true, isDefinition: true)
!170 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !118, line: 27, baseType: !171)
!171 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !26, line: 44, baseType: !172)
!172 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression(DW_OP_constu, 18446744073052792684, DW_OP_stack_value))
!174 = distinct !DIGlobalVariable(name: "g_164", scope: !9, file: !2, line: 43, type: !117, isLocal: true, isDefinition: true)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(name: "g_224", scope: !9, file: !2, line: 49, type: !23, isLocal: true, isDefinition: true)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(scope: null, file: !179, line: 56, type: !180, isLocal: true, isDefinition: true)
!179 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!180 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !181)
!181 = !{!182}
!182 = !DISubrange(count: 15)
!183 = !DIGlobalVariableExpression(var: !184, expr: !DIExpression())
!184 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !78, line: 48, type: !80, isLocal: true, isDefinition: true)
!185 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !117)
!186 = !{i32 7, !"Dwarf Version", i32 5}
!187 = !{i32 2, !"Debug Info Version", i32 3}
!188 = !{i32 1, !"wchar_size", i32 4}
!189 = !{i32 8, !"PIC Level", i32 2}
!190 = !{i32 7, !"PIE Level", i32 2}
!191 = !{i32 7, !"uwtable", i32 2}
!192 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!193 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!194 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 266, type: !195, scopeLine: 267, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !199)
!195 = !DISubroutineType(types: !196)
!196 = !{!13, !13, !197}
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!199 = !{!200, !201, !202, !203, !204}
!200 = !DILocalVariable(name: "argc", arg: 1, scope: !194, file: !2, line: 266, type: !13)
!201 = !DILocalVariable(name: "argv", arg: 2, scope: !194, file: !2, line: 266, type: !197)
!202 = !DILocalVariable(name: "i", scope: !194, file: !2, line: 268, type: !13)
!203 = !DILocalVariable(name: "j", scope: !194, file: !2, line: 268, type: !13)
!204 = !DILocalVariable(name: "print_hash_value", scope: !194, file: !2, line: 269, type: !13)
!205 = !DILocation(line: 0, scope: !194)
!206 = !DILocation(line: 270, column: 14, scope: !207)
!207 = distinct !DILexicalBlock(scope: !194, file: !2, line: 270, column: 9)
!208 = !DILocation(line: 270, column: 19, scope: !207)
!209 = !DILocation(line: 270, column: 29, scope: !207)
!210 = !{!211, !211, i64 0}
!211 = !{!"any pointer", !212, i64 0}
!212 = !{!"omnipotent char", !213, i64 0}
!213 = !{!"Simple C/C++ TBAA"}
!214 = !DILocation(line: 270, column: 43, scope: !207)
!215 = !DILocation(line: 270, column: 9, scope: !194)
!216 = !DILocalVariable(name: "poly", scope: !217, file: !78, line: 54, type: !151)
!217 = distinct !DISubprogram(name: "crc32_gentab", scope: !78, file: !78, line: 51, type: !218, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !220)
!218 = !DISubroutineType(types: !219)
!219 = !{null}
!220 = !{!221, !216, !222, !223}
!221 = !DILocalVariable(name: "crc", scope: !217, file: !78, line: 53, type: !80)
!222 = !DILocalVariable(name: "i", scope: !217, file: !78, line: 55, type: !13)
!223 = !DILocalVariable(name: "j", scope: !217, file: !78, line: 55, type: !13)
!224 = !DILocation(line: 0, scope: !217, inlinedAt: !225)
!225 = distinct !DILocation(line: 272, column: 5, scope: !194)
!226 = !DILocation(line: 57, column: 2, scope: !227, inlinedAt: !225)
!227 = distinct !DILexicalBlock(scope: !217, file: !78, line: 57, column: 2)
!228 = !DILocation(line: 57, column: 24, scope: !229, inlinedAt: !225)
!229 = distinct !DILexicalBlock(scope: !227, file: !78, line: 57, column: 2)
!230 = !DILocation(line: 60, column: 12, scope: !231, inlinedAt: !225)
!231 = distinct !DILexicalBlock(scope: !232, file: !78, line: 60, column: 8)
!232 = distinct !DILexicalBlock(scope: !233, file: !78, line: 59, column: 27)
!233 = distinct !DILexicalBlock(scope: !234, file: !78, line: 59, column: 3)
!234 = distinct !DILexicalBlock(scope: !235, file: !78, line: 59, column: 3)
!235 = distinct !DILexicalBlock(scope: !229, file: !78, line: 57, column: 28)
!236 = !DILocation(line: 60, column: 8, scope: !232, inlinedAt: !225)
!237 = !DILocation(line: 66, column: 3, scope: !235, inlinedAt: !225)
!238 = !DILocation(line: 66, column: 16, scope: !235, inlinedAt: !225)
!239 = !{!240, !240, i64 0}
!240 = !{!"int", !212, i64 0}
!241 = distinct !{!241, !226, !242, !243, !244, !245}
!242 = !DILocation(line: 67, column: 2, scope: !227, inlinedAt: !225)
!243 = !{!"llvm.loop.mustprogress"}
!244 = !{!"llvm.loop.isvectorized", i32 1}
!245 = !{!"llvm.loop.unroll.runtime.disable"}
!246 = !DILocalVariable(name: "l_228", scope: !247, file: !2, line: 104, type: !301)
!247 = distinct !DILexicalBlock(scope: !248, file: !2, line: 103, column: 9)
!248 = distinct !DILexicalBlock(scope: !249, file: !2, line: 102, column: 9)
!249 = distinct !DILexicalBlock(scope: !250, file: !2, line: 102, column: 9)
!250 = distinct !DILexicalBlock(scope: !251, file: !2, line: 74, column: 5)
!251 = distinct !DILexicalBlock(scope: !252, file: !2, line: 73, column: 5)
!252 = distinct !DILexicalBlock(scope: !253, file: !2, line: 73, column: 5)
!253 = distinct !DISubprogram(name: "func_30", scope: !2, file: !2, line: 65, type: !254, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !256)
!254 = !DISubroutineType(types: !255)
!255 = !{!165}
!256 = !{!257, !261, !262, !266, !270, !271, !272, !273, !274, !275, !276, !277, !279, !280, !281, !282, !284, !285, !286, !291, !292, !293, !294, !295, !296, !297, !246, !298, !299, !300}
!257 = !DILocalVariable(name: "l_49", scope: !253, file: !2, line: 67, type: !258)
!258 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 1280, elements: !259)
!259 = !{!6, !260}
!260 = !DISubrange(count: 8)
!261 = !DILocalVariable(name: "l_158", scope: !253, file: !2, line: 68, type: !117)
!262 = !DILocalVariable(name: "l_194", scope: !253, file: !2, line: 69, type: !263)
!263 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !264)
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!266 = !DILocalVariable(name: "l_222", scope: !253, file: !2, line: 70, type: !267)
!267 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !118, line: 25, baseType: !268)
!268 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !26, line: 39, baseType: !269)
!269 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!270 = !DILocalVariable(name: "l_229", scope: !253, file: !2, line: 71, type: !117)
!271 = !DILocalVariable(name: "i", scope: !253, file: !2, line: 72, type: !13)
!272 = !DILocalVariable(name: "j", scope: !253, file: !2, line: 72, type: !13)
!273 = !DILocalVariable(name: "l_146", scope: !250, file: !2, line: 75, type: !267)
!274 = !DILocalVariable(name: "l_149", scope: !250, file: !2, line: 76, type: !116)
!275 = !DILocalVariable(name: "l_154", scope: !250, file: !2, line: 77, type: !106)
!276 = !DILocalVariable(name: "l_178", scope: !250, file: !2, line: 78, type: !170)
!277 = !DILocalVariable(name: "l_191", scope: !250, file: !2, line: 79, type: !278)
!278 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!279 = !DILocalVariable(name: "l_203", scope: !250, file: !2, line: 80, type: !117)
!280 = !DILocalVariable(name: "l_219", scope: !250, file: !2, line: 81, type: !267)
!281 = !DILocalVariable(name: "l_223", scope: !250, file: !2, line: 82, type: !265)
!282 = !DILocalVariable(name: "l_225", scope: !250, file: !2, line: 83, type: !283)
!283 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !107)
!284 = !DILocalVariable(name: "l_226", scope: !250, file: !2, line: 84, type: !116)
!285 = !DILocalVariable(name: "l_227", scope: !250, file: !2, line: 85, type: !115)
!286 = !DILocalVariable(name: "l_50", scope: !287, file: !2, line: 88, type: !290)
!287 = distinct !DILexicalBlock(scope: !288, file: !2, line: 87, column: 9)
!288 = distinct !DILexicalBlock(scope: !289, file: !2, line: 86, column: 9)
!289 = distinct !DILexicalBlock(scope: !250, file: !2, line: 86, column: 9)
!290 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 64, elements: !18)
!291 = !DILocalVariable(name: "l_147", scope: !287, file: !2, line: 89, type: !106)
!292 = !DILocalVariable(name: "l_179", scope: !287, file: !2, line: 90, type: !137)
!293 = !DILocalVariable(name: "l_190", scope: !287, file: !2, line: 91, type: !278)
!294 = !DILocalVariable(name: "l_204", scope: !287, file: !2, line: 92, type: !117)
!295 = !DILocalVariable(name: "l_205", scope: !287, file: !2, line: 93, type: !117)
!296 = !DILocalVariable(name: "l_206", scope: !287, file: !2, line: 94, type: !23)
!297 = !DILocalVariable(name: "i", scope: !287, file: !2, line: 95, type: !13)
!298 = !DILocalVariable(name: "i", scope: !247, file: !2, line: 105, type: !13)
!299 = !DILocalVariable(name: "j", scope: !247, file: !2, line: 105, type: !13)
!300 = !DILocalVariable(name: "k", scope: !247, file: !2, line: 105, type: !13)
!301 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 2304, elements: !302)
!302 = !{!46, !303, !304}
!303 = !DISubrange(count: 1)
!304 = !DISubrange(count: 4)
!305 = distinct !DIAssignID()
!306 = !DILocation(line: 0, scope: !247, inlinedAt: !307)
!307 = distinct !DILocation(line: 273, column: 5, scope: !194)
!308 = distinct !DIAssignID()
!309 = distinct !DIAssignID()
!310 = distinct !DIAssignID()
!311 = !DILocation(line: 0, scope: !253, inlinedAt: !307)
!312 = distinct !DIAssignID()
!313 = distinct !DIAssignID()
!314 = !DILocation(line: 0, scope: !250, inlinedAt: !307)
!315 = !DILocation(line: 99, column: 240, scope: !250, inlinedAt: !307)
!316 = !DILocation(line: 99, column: 165, scope: !250, inlinedAt: !307)
!317 = !{!318, !318, i64 0}
!318 = !{!"long", !212, i64 0}
!319 = distinct !DIAssignID()
!320 = distinct !DIAssignID()
!321 = distinct !DIAssignID()
!322 = !DILocation(line: 274, column: 5, scope: !194)
!323 = !DILocation(line: 275, column: 21, scope: !194)
!324 = !DILocation(line: 275, column: 5, scope: !194)
!325 = !DILocation(line: 276, column: 5, scope: !194)
!326 = !DILocation(line: 277, column: 5, scope: !194)
!327 = !DILocation(line: 278, column: 5, scope: !194)
!328 = !DILocation(line: 279, column: 5, scope: !194)
!329 = !DILocation(line: 280, column: 5, scope: !194)
!330 = !DILocation(line: 281, column: 21, scope: !194)
!331 = !DILocation(line: 281, column: 5, scope: !194)
!332 = !DILocation(line: 282, column: 27, scope: !194)
!333 = !{!212, !212, i64 0}
!334 = !DILocation(line: 282, column: 21, scope: !194)
!335 = !DILocation(line: 282, column: 5, scope: !194)
!336 = !DILocation(line: 283, column: 27, scope: !194)
!337 = !DILocation(line: 283, column: 21, scope: !194)
!338 = !DILocation(line: 283, column: 5, scope: !194)
!339 = !DILocation(line: 284, column: 27, scope: !194)
!340 = !DILocation(line: 284, column: 21, scope: !194)
!341 = !DILocation(line: 284, column: 5, scope: !194)
!342 = !DILocation(line: 285, column: 5, scope: !194)
!343 = !DILocation(line: 286, column: 5, scope: !194)
!344 = !DILocation(line: 287, column: 5, scope: !345)
!345 = distinct !DILexicalBlock(scope: !194, file: !2, line: 287, column: 5)
!346 = !DILocation(line: 291, column: 29, scope: !347)
!347 = distinct !DILexicalBlock(scope: !348, file: !2, line: 290, column: 9)
!348 = distinct !DILexicalBlock(scope: !349, file: !2, line: 289, column: 9)
!349 = distinct !DILexicalBlock(scope: !350, file: !2, line: 289, column: 9)
!350 = distinct !DILexicalBlock(scope: !351, file: !2, line: 288, column: 5)
!351 = distinct !DILexicalBlock(scope: !345, file: !2, line: 287, column: 5)
!352 = !{!353, !353, i64 0}
!353 = !{!"short", !212, i64 0}
!354 = !DILocation(line: 291, column: 13, scope: !347)
!355 = !DILocation(line: 292, column: 17, scope: !347)
!356 = !DILocation(line: 292, column: 35, scope: !357)
!357 = distinct !DILexicalBlock(scope: !347, file: !2, line: 292, column: 17)
!358 = !DILocation(line: 287, column: 25, scope: !351)
!359 = !DILocation(line: 287, column: 19, scope: !351)
!360 = distinct !{!360, !344, !361, !243}
!361 = !DILocation(line: 295, column: 5, scope: !345)
!362 = !DILocation(line: 296, column: 5, scope: !194)
!363 = !DILocation(line: 297, column: 5, scope: !194)
!364 = !DILocation(line: 298, column: 5, scope: !194)
!365 = !DILocation(line: 299, column: 21, scope: !194)
!366 = !DILocation(line: 299, column: 5, scope: !194)
!367 = !DILocation(line: 300, column: 23, scope: !194)
!368 = !DILocation(line: 300, column: 37, scope: !194)
!369 = !DILocalVariable(name: "crc", arg: 1, scope: !370, file: !179, line: 49, type: !80)
!370 = distinct !DISubprogram(name: "platform_main_end", scope: !179, file: !179, line: 49, type: !371, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !373)
!371 = !DISubroutineType(types: !372)
!372 = !{null, !80, !13}
!373 = !{!369, !374}
!374 = !DILocalVariable(name: "flag", arg: 2, scope: !370, file: !179, line: 49, type: !13)
!375 = !DILocation(line: 0, scope: !370, inlinedAt: !376)
!376 = distinct !DILocation(line: 300, column: 5, scope: !194)
!377 = !DILocation(line: 56, column: 2, scope: !370, inlinedAt: !376)
!378 = !DILocation(line: 301, column: 5, scope: !194)
!379 = distinct !DISubprogram(name: "transparent_crc", scope: !78, file: !78, line: 110, type: !380, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !382)
!380 = !DISubroutineType(types: !381)
!381 = !{null, !23, !198, !13}
!382 = !{!383, !384, !385}
!383 = !DILocalVariable(name: "val", arg: 1, scope: !379, file: !78, line: 110, type: !23)
!384 = !DILocalVariable(name: "vname", arg: 2, scope: !379, file: !78, line: 110, type: !198)
!385 = !DILocalVariable(name: "flag", arg: 3, scope: !379, file: !78, line: 110, type: !13)
!386 = !DILocation(line: 0, scope: !379)
!387 = !DILocalVariable(name: "val", arg: 1, scope: !388, file: !78, line: 97, type: !23)
!388 = distinct !DISubprogram(name: "crc32_8bytes", scope: !78, file: !78, line: 97, type: !389, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !391)
!389 = !DISubroutineType(types: !390)
!390 = !{null, !23}
!391 = !{!387}
!392 = !DILocation(line: 0, scope: !388, inlinedAt: !393)
!393 = distinct !DILocation(line: 112, column: 2, scope: !379)
!394 = !DILocalVariable(name: "b", arg: 1, scope: !395, file: !78, line: 71, type: !165)
!395 = distinct !DISubprogram(name: "crc32_byte", scope: !78, file: !78, line: 71, type: !396, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !398)
!396 = !DISubroutineType(types: !397)
!397 = !{null, !165}
!398 = !{!394}
!399 = !DILocation(line: 0, scope: !395, inlinedAt: !400)
!400 = distinct !DILocation(line: 99, column: 2, scope: !388, inlinedAt: !393)
!401 = !DILocation(line: 73, column: 5, scope: !395, inlinedAt: !400)
!402 = !DILocation(line: 73, column: 19, scope: !395, inlinedAt: !400)
!403 = !DILocation(line: 74, column: 33, scope: !395, inlinedAt: !400)
!404 = !DILocation(line: 74, column: 3, scope: !395, inlinedAt: !400)
!405 = !DILocation(line: 73, column: 39, scope: !395, inlinedAt: !400)
!406 = !DILocation(line: 100, column: 18, scope: !388, inlinedAt: !393)
!407 = !DILocation(line: 0, scope: !395, inlinedAt: !408)
!408 = distinct !DILocation(line: 100, column: 2, scope: !388, inlinedAt: !393)
!409 = !DILocation(line: 73, column: 19, scope: !395, inlinedAt: !408)
!410 = !DILocation(line: 74, column: 33, scope: !395, inlinedAt: !408)
!411 = !DILocation(line: 74, column: 3, scope: !395, inlinedAt: !408)
!412 = !DILocation(line: 73, column: 39, scope: !395, inlinedAt: !408)
!413 = !DILocation(line: 101, column: 18, scope: !388, inlinedAt: !393)
!414 = !DILocation(line: 0, scope: !395, inlinedAt: !415)
!415 = distinct !DILocation(line: 101, column: 2, scope: !388, inlinedAt: !393)
!416 = !DILocation(line: 73, column: 19, scope: !395, inlinedAt: !415)
!417 = !DILocation(line: 74, column: 33, scope: !395, inlinedAt: !415)
!418 = !DILocation(line: 74, column: 3, scope: !395, inlinedAt: !415)
!419 = !DILocation(line: 73, column: 39, scope: !395, inlinedAt: !415)
!420 = !DILocation(line: 102, column: 18, scope: !388, inlinedAt: !393)
!421 = !DILocation(line: 0, scope: !395, inlinedAt: !422)
!422 = distinct !DILocation(line: 102, column: 2, scope: !388, inlinedAt: !393)
!423 = !DILocation(line: 73, column: 19, scope: !395, inlinedAt: !422)
!424 = !DILocation(line: 74, column: 33, scope: !395, inlinedAt: !422)
!425 = !DILocation(line: 74, column: 3, scope: !395, inlinedAt: !422)
!426 = !DILocation(line: 73, column: 39, scope: !395, inlinedAt: !422)
!427 = !DILocation(line: 103, column: 18, scope: !388, inlinedAt: !393)
!428 = !DILocation(line: 0, scope: !395, inlinedAt: !429)
!429 = distinct !DILocation(line: 103, column: 2, scope: !388, inlinedAt: !393)
!430 = !DILocation(line: 73, column: 19, scope: !395, inlinedAt: !429)
!431 = !DILocation(line: 74, column: 33, scope: !395, inlinedAt: !429)
!432 = !DILocation(line: 74, column: 3, scope: !395, inlinedAt: !429)
!433 = !DILocation(line: 73, column: 39, scope: !395, inlinedAt: !429)
!434 = !DILocation(line: 104, column: 18, scope: !388, inlinedAt: !393)
!435 = !DILocation(line: 0, scope: !395, inlinedAt: !436)
!436 = distinct !DILocation(line: 104, column: 2, scope: !388, inlinedAt: !393)
!437 = !DILocation(line: 73, column: 19, scope: !395, inlinedAt: !436)
!438 = !DILocation(line: 74, column: 33, scope: !395, inlinedAt: !436)
!439 = !DILocation(line: 74, column: 3, scope: !395, inlinedAt: !436)
!440 = !DILocation(line: 73, column: 39, scope: !395, inlinedAt: !436)
!441 = !DILocation(line: 105, column: 18, scope: !388, inlinedAt: !393)
!442 = !DILocation(line: 0, scope: !395, inlinedAt: !443)
!443 = distinct !DILocation(line: 105, column: 2, scope: !388, inlinedAt: !393)
!444 = !DILocation(line: 73, column: 19, scope: !395, inlinedAt: !443)
!445 = !DILocation(line: 74, column: 33, scope: !395, inlinedAt: !443)
!446 = !DILocation(line: 74, column: 3, scope: !395, inlinedAt: !443)
!447 = !DILocation(line: 73, column: 39, scope: !395, inlinedAt: !443)
!448 = !DILocation(line: 106, column: 18, scope: !388, inlinedAt: !393)
!449 = !DILocation(line: 0, scope: !395, inlinedAt: !450)
!450 = distinct !DILocation(line: 106, column: 2, scope: !388, inlinedAt: !393)
!451 = !DILocation(line: 73, column: 19, scope: !395, inlinedAt: !450)
!452 = !DILocation(line: 74, column: 3, scope: !395, inlinedAt: !450)
!453 = !DILocation(line: 73, column: 39, scope: !395, inlinedAt: !450)
!454 = !DILocation(line: 72, column: 16, scope: !395, inlinedAt: !450)
!455 = !DILocation(line: 113, column: 6, scope: !456)
!456 = distinct !DILexicalBlock(scope: !379, file: !78, line: 113, column: 6)
!457 = !DILocation(line: 113, column: 6, scope: !379)
!458 = !DILocation(line: 114, column: 73, scope: !459)
!459 = distinct !DILexicalBlock(scope: !456, file: !78, line: 113, column: 12)
!460 = !DILocation(line: 114, column: 5, scope: !459)
!461 = !DILocation(line: 115, column: 2, scope: !459)
!462 = !DILocation(line: 116, column: 1, scope: !379)
!463 = !DISubprogram(name: "printf", scope: !464, file: !464, line: 356, type: !465, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!465 = !DISubroutineType(types: !466)
!466 = !{!13, !467, null}
!467 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !468)
!468 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
