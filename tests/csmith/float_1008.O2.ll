; ModuleID = 'float_1008.c'
source_filename = "float_1008.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.1 = private unnamed_addr constant [7 x i8] c"g_4[i]\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [5 x i8] c"g_14\00", align 1, !dbg !12
@g_16 = internal unnamed_addr global float -7.375000e+00, align 4, !dbg !17
@.str.4 = private unnamed_addr constant [5 x i8] c"g_16\00", align 1, !dbg !30
@.str.5 = private unnamed_addr constant [5 x i8] c"g_31\00", align 1, !dbg !32
@.str.6 = private unnamed_addr constant [8 x i8] c"g_59[i]\00", align 1, !dbg !34
@.str.7 = private unnamed_addr constant [5 x i8] c"g_60\00", align 1, !dbg !39
@.str.8 = private unnamed_addr constant [5 x i8] c"g_62\00", align 1, !dbg !41
@g_63 = internal unnamed_addr global i16 -23715, align 2, !dbg !175
@.str.9 = private unnamed_addr constant [5 x i8] c"g_63\00", align 1, !dbg !43
@.str.10 = private unnamed_addr constant [5 x i8] c"g_80\00", align 1, !dbg !45
@.str.11 = private unnamed_addr constant [5 x i8] c"g_86\00", align 1, !dbg !47
@.str.12 = private unnamed_addr constant [5 x i8] c"g_89\00", align 1, !dbg !49
@.str.13 = private unnamed_addr constant [6 x i8] c"g_103\00", align 1, !dbg !51
@.str.14 = private unnamed_addr constant [6 x i8] c"g_140\00", align 1, !dbg !56
@g_206 = internal global i16 9, align 2, !dbg !190
@.str.15 = private unnamed_addr constant [6 x i8] c"g_206\00", align 1, !dbg !58
@g_235 = internal unnamed_addr constant [6 x [5 x i64]] [[5 x i64] [i64 -1, i64 1, i64 -1, i64 -1, i64 1], [5 x i64] [i64 1, i64 -1, i64 -1, i64 1, i64 -1], [5 x i64] [i64 1, i64 1, i64 2, i64 1, i64 1], [5 x i64] [i64 -1, i64 1, i64 -1, i64 -1, i64 1], [5 x i64] [i64 1, i64 -1, i64 -1, i64 1, i64 -1], [5 x i64] [i64 1, i64 1, i64 2, i64 1, i64 1]], align 16, !dbg !192
@.str.16 = private unnamed_addr constant [12 x i8] c"g_235[i][j]\00", align 1, !dbg !60
@.str.17 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !65
@g_295 = internal unnamed_addr constant [5 x [4 x i32]] [[4 x i32] [i32 9, i32 9, i32 9, i32 9], [4 x i32] [i32 9, i32 9, i32 9, i32 9], [4 x i32] [i32 9, i32 9, i32 9, i32 9], [4 x i32] [i32 9, i32 9, i32 9, i32 9], [4 x i32] [i32 9, i32 9, i32 9, i32 9]], align 16, !dbg !199
@.str.18 = private unnamed_addr constant [12 x i8] c"g_295[i][j]\00", align 1, !dbg !70
@.str.19 = private unnamed_addr constant [6 x i8] c"g_313\00", align 1, !dbg !72
@.str.20 = private unnamed_addr constant [6 x i8] c"g_336\00", align 1, !dbg !74
@.str.21 = private unnamed_addr constant [6 x i8] c"g_345\00", align 1, !dbg !76
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !215
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !78
@.str.47 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !151
@.str.48 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !209

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !225 {
    #dbg_value(i32 %0, !231, !DIExpression(), !237)
    #dbg_value(ptr %1, !232, !DIExpression(), !237)
    #dbg_value(i32 0, !236, !DIExpression(), !237)
  %3 = icmp eq i32 %0, 2, !dbg !238
  br i1 %3, label %4, label %17, !dbg !240

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !241
  %6 = load ptr, ptr %5, align 8, !dbg !241, !tbaa !242
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !246
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !247
  %16 = zext i1 %15 to i32, !dbg !247
  br label %17, !dbg !247

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !237
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !237
    #dbg_value(i32 %19, !236, !DIExpression(), !237)
    #dbg_value(i32 -306674912, !248, !DIExpression(), !257)
    #dbg_value(i32 0, !254, !DIExpression(), !257)
  br label %20, !dbg !259

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !261
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !263
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !263
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !263
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !269
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !269
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !269
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !263
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !263
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !269
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !269
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !269
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !263
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !263
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !269
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !269
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !269
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !263
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !263
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !269
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !269
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !269
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !263
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !263
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !269
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !269
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !269
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !263
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !263
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !269
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !269
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !269
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !263
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !263
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !269
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !269
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !269
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !263
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !263
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !269
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !269
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !269
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !270
  store <4 x i32> %62, ptr %63, align 16, !dbg !271, !tbaa !272
  %64 = add nuw i64 %21, 4, !dbg !261
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !263
  %66 = icmp eq i64 %64, 256, !dbg !261
  br i1 %66, label %67, label %20, !dbg !261, !llvm.loop !274

67:                                               ; preds = %20
    #dbg_value(ptr undef, !279, !DIExpression(), !371)
    #dbg_value(ptr null, !287, !DIExpression(), !371)
    #dbg_value(i32 -1241958207, !288, !DIExpression(), !371)
    #dbg_value(ptr null, !284, !DIExpression(), !371)
  store float 0.000000e+00, ptr @g_16, align 4, !dbg !373, !tbaa !374
    #dbg_value(ptr poison, !376, !DIExpression(), !415)
    #dbg_value(i32 poison, !381, !DIExpression(), !415)
    #dbg_value(float 0.000000e+00, !382, !DIExpression(), !415)
    #dbg_value(ptr @g_16, !383, !DIExpression(), !415)
    #dbg_value(ptr undef, !385, !DIExpression(), !415)
    #dbg_value(i32 -1, !387, !DIExpression(), !415)
    #dbg_value(ptr null, !388, !DIExpression(), !415)
    #dbg_value(ptr @g_16, !384, !DIExpression(), !415)
    #dbg_value(i32 -1, !389, !DIExpression(), !417)
    #dbg_value(ptr poison, !392, !DIExpression(), !417)
    #dbg_value(ptr @g_16, !393, !DIExpression(), !417)
    #dbg_value(ptr @g_16, !394, !DIExpression(), !417)
    #dbg_value(float -1.000000e+00, !418, !DIExpression(), !510)
    #dbg_value(i32 1, !424, !DIExpression(), !510)
    #dbg_value(i32 1091918880, !425, !DIExpression(), !510)
    #dbg_value(ptr poison, !426, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !510)
    #dbg_value(ptr poison, !426, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !510)
    #dbg_value(ptr null, !430, !DIExpression(), !510)
    #dbg_value(ptr poison, !432, !DIExpression(), !510)
    #dbg_value(ptr poison, !460, !DIExpression(), !512)
    #dbg_value(ptr undef, !462, !DIExpression(), !512)
    #dbg_assign(i1 undef, !463, !DIExpression(DW_OP_LLVM_fragment, 832, 448), !513, ptr poison, !DIExpression(), !512)
    #dbg_value(ptr poison, !466, !DIExpression(), !512)
    #dbg_value(i32 1958674635, !467, !DIExpression(DW_OP_LLVM_fragment, 1376, 32), !512)
    #dbg_assign(i1 undef, !467, !DIExpression(DW_OP_LLVM_fragment, 1408, 512), !514, ptr poison, !DIExpression(), !512)
    #dbg_value(ptr @g_63, !470, !DIExpression(), !512)
    #dbg_value(i64 4, !479, !DIExpression(), !515)
    #dbg_value(i64 -2504258669072838373, !481, !DIExpression(), !515)
    #dbg_value(ptr poison, !482, !DIExpression(), !515)
    #dbg_value(ptr undef, !484, !DIExpression(), !515)
    #dbg_value(i32 -1722444489, !485, !DIExpression(), !515)
    #dbg_value(i32 2, !486, !DIExpression(), !515)
    #dbg_value(ptr @g_16, !487, !DIExpression(), !515)
    #dbg_value(ptr undef, !488, !DIExpression(), !515)
    #dbg_value(ptr undef, !489, !DIExpression(), !515)
    #dbg_value(!DIArgList(i32 poison, i32 poison, i32 poison), !463, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_ne, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 800, 32), !512)
    #dbg_value(i32 0, !423, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !510)
    #dbg_value(i32 0, !504, !DIExpression(), !516)
  %68 = load i16, ptr @g_63, align 2, !dbg !517, !tbaa !518
  %69 = add i16 %68, 1, !dbg !517
  store i16 %69, ptr @g_63, align 2, !dbg !517, !tbaa !518
    #dbg_value(i32 1, !504, !DIExpression(), !516)
    #dbg_value(!DIArgList(i32 2, i32 -91), !486, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !515)
    #dbg_label(!290, !520)
    #dbg_value(i64 0, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !521
  br i1 %18, label %70, label %71, !dbg !525

70:                                               ; preds = %67
    #dbg_value(i64 1, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !521
    #dbg_value(i64 2, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !521
    #dbg_value(i64 3, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !521
    #dbg_value(i64 4, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !521
  br label %77, !dbg !525

71:                                               ; preds = %67
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !526
    #dbg_value(i64 1, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !521
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !526
    #dbg_value(i64 2, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !521
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !526
    #dbg_value(i64 3, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !521
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !526
    #dbg_value(i64 4, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef 623685942, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !521
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4), !dbg !526
  br label %77, !dbg !526

77:                                               ; preds = %70, %71
    #dbg_value(i64 5, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !528
    #dbg_value(ptr @g_16, !529, !DIExpression(), !538)
    #dbg_value(i32 4, !534, !DIExpression(), !538)
    #dbg_value(ptr @.str.4, !535, !DIExpression(), !538)
    #dbg_value(i32 %19, !536, !DIExpression(), !538)
    #dbg_value(i32 0, !537, !DIExpression(), !538)
  %78 = load i32, ptr @crc32_context, align 4, !tbaa !272
    #dbg_value(i64 0, !537, !DIExpression(), !538)
  %79 = load i8, ptr @g_16, align 4, !dbg !540, !tbaa !544
    #dbg_value(i8 %79, !545, !DIExpression(), !550)
  %80 = lshr i32 %78, 8, !dbg !552
  %81 = trunc i32 %78 to i8, !dbg !553
  %82 = xor i8 %79, %81, !dbg !553
  %83 = zext i8 %82 to i64, !dbg !554
  %84 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %83, !dbg !554
  %85 = load i32, ptr %84, align 4, !dbg !554, !tbaa !272
  %86 = xor i32 %85, %80, !dbg !555
    #dbg_value(i64 1, !537, !DIExpression(), !538)
  %87 = load i8, ptr getelementptr inbounds (i8, ptr @g_16, i64 1), align 1, !dbg !540, !tbaa !544
    #dbg_value(i8 %87, !545, !DIExpression(), !550)
  %88 = lshr i32 %86, 8, !dbg !552
  %89 = trunc i32 %86 to i8, !dbg !553
  %90 = xor i8 %87, %89, !dbg !553
  %91 = zext i8 %90 to i64, !dbg !554
  %92 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %91, !dbg !554
  %93 = load i32, ptr %92, align 4, !dbg !554, !tbaa !272
  %94 = xor i32 %88, %93, !dbg !555
    #dbg_value(i64 2, !537, !DIExpression(), !538)
  %95 = load i8, ptr getelementptr inbounds (i8, ptr @g_16, i64 2), align 2, !dbg !540, !tbaa !544
    #dbg_value(i8 %95, !545, !DIExpression(), !550)
  %96 = lshr i32 %94, 8, !dbg !552
  %97 = trunc i32 %94 to i8, !dbg !553
  %98 = xor i8 %95, %97, !dbg !553
  %99 = zext i8 %98 to i64, !dbg !554
  %100 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %99, !dbg !554
  %101 = load i32, ptr %100, align 4, !dbg !554, !tbaa !272
  %102 = xor i32 %96, %101, !dbg !555
    #dbg_value(i64 3, !537, !DIExpression(), !538)
  %103 = load i8, ptr getelementptr inbounds (i8, ptr @g_16, i64 3), align 1, !dbg !540, !tbaa !544
    #dbg_value(i8 %103, !545, !DIExpression(), !550)
  %104 = lshr i32 %102, 8, !dbg !552
  %105 = trunc i32 %102 to i8, !dbg !553
  %106 = xor i8 %103, %105, !dbg !553
  %107 = zext i8 %106 to i64, !dbg !554
  %108 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %107, !dbg !554
  %109 = load i32, ptr %108, align 4, !dbg !554, !tbaa !272
  %110 = xor i32 %104, %109, !dbg !555
    #dbg_value(i64 4, !537, !DIExpression(), !538)
  store i32 %110, ptr @crc32_context, align 4, !dbg !550, !tbaa !272
  %111 = icmp eq i32 %19, 0, !dbg !556
  br i1 %111, label %116, label %112, !dbg !558

112:                                              ; preds = %77
  %113 = xor i32 %110, -1, !dbg !559
  %114 = zext i32 %113 to i64, !dbg !559
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, ptr noundef nonnull @.str.4, i64 noundef %114), !dbg !561
  br label %116, !dbg !562

116:                                              ; preds = %77, %112
  tail call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !563
    #dbg_value(i32 0, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !564
  br i1 %18, label %117, label %118, !dbg !568

117:                                              ; preds = %116
    #dbg_value(i32 1, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !564
    #dbg_value(i32 2, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !564
    #dbg_value(i32 3, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !564
    #dbg_value(i32 4, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !564
    #dbg_value(i32 5, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !564
    #dbg_value(i32 6, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !564
    #dbg_value(i32 7, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !564
    #dbg_value(i32 8, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !564
    #dbg_value(i32 9, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !564
  br label %129, !dbg !568

118:                                              ; preds = %116
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !569
    #dbg_value(i32 1, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !564
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !569
    #dbg_value(i32 2, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !564
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !569
    #dbg_value(i32 3, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !564
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !569
    #dbg_value(i32 4, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !564
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4), !dbg !569
    #dbg_value(i32 5, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !564
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5), !dbg !569
    #dbg_value(i32 6, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !564
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6), !dbg !569
    #dbg_value(i32 7, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !564
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7), !dbg !569
    #dbg_value(i32 8, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !564
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 8), !dbg !569
    #dbg_value(i32 9, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef -2571426421017954464, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !564
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 9), !dbg !569
  br label %129, !dbg !569

129:                                              ; preds = %117, %118
    #dbg_value(i32 10, !233, !DIExpression(), !237)
  tail call fastcc void @transparent_crc(i64 noundef 30975, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !571
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !572
  %130 = load i16, ptr @g_63, align 2, !dbg !573, !tbaa !518
  %131 = zext i16 %130 to i64, !dbg !573
  tail call fastcc void @transparent_crc(i64 noundef %131, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !574
  tail call fastcc void @transparent_crc(i64 noundef -510271423, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !575
  tail call fastcc void @transparent_crc(i64 noundef -15527789, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !576
    #dbg_value(ptr poison, !529, !DIExpression(), !577)
    #dbg_value(i32 4, !534, !DIExpression(), !577)
    #dbg_value(ptr @.str.12, !535, !DIExpression(), !577)
    #dbg_value(i32 %19, !536, !DIExpression(), !577)
    #dbg_value(i32 0, !537, !DIExpression(), !577)
  %132 = load i32, ptr @crc32_context, align 4, !tbaa !272
    #dbg_value(i64 0, !537, !DIExpression(), !577)
    #dbg_value(i8 0, !545, !DIExpression(), !579)
  %133 = lshr i32 %132, 8, !dbg !581
  %134 = and i32 %132, 255, !dbg !582
  %135 = zext nneg i32 %134 to i64, !dbg !582
  %136 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %135, !dbg !582
  %137 = load i32, ptr %136, align 4, !dbg !582, !tbaa !272
  %138 = xor i32 %137, %133, !dbg !583
    #dbg_value(i64 1, !537, !DIExpression(), !577)
  %139 = lshr i32 %138, 8, !dbg !581
  %140 = and i32 %138, 255, !dbg !582
  %141 = zext nneg i32 %140 to i64, !dbg !582
  %142 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %141, !dbg !582
  %143 = load i32, ptr %142, align 4, !dbg !582, !tbaa !272
  %144 = xor i32 %139, %143, !dbg !583
    #dbg_value(i64 2, !537, !DIExpression(), !577)
    #dbg_value(i8 8, !545, !DIExpression(), !579)
  %145 = lshr i32 %144, 8, !dbg !581
  %146 = and i32 %144, 255, !dbg !582
  %147 = xor i32 %146, 8, !dbg !582
  %148 = zext nneg i32 %147 to i64, !dbg !582
  %149 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %148, !dbg !582
  %150 = load i32, ptr %149, align 4, !dbg !582, !tbaa !272
  %151 = xor i32 %145, %150, !dbg !583
    #dbg_value(i64 3, !537, !DIExpression(), !577)
    #dbg_value(i8 65, !545, !DIExpression(), !579)
  %152 = lshr i32 %151, 8, !dbg !581
  %153 = and i32 %151, 255, !dbg !582
  %154 = xor i32 %153, 65, !dbg !582
  %155 = zext nneg i32 %154 to i64, !dbg !582
  %156 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %155, !dbg !582
  %157 = load i32, ptr %156, align 4, !dbg !582, !tbaa !272
  %158 = xor i32 %152, %157, !dbg !583
    #dbg_value(i64 4, !537, !DIExpression(), !577)
  store i32 %158, ptr @crc32_context, align 4, !dbg !579, !tbaa !272
  br i1 %111, label %163, label %159, !dbg !584

159:                                              ; preds = %129
  %160 = xor i32 %158, -1, !dbg !585
  %161 = zext i32 %160 to i64, !dbg !585
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, ptr noundef nonnull @.str.12, i64 noundef %161), !dbg !586
  br label %163, !dbg !587

163:                                              ; preds = %129, %159
  tail call fastcc void @transparent_crc(i64 noundef 251, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !588
  tail call fastcc void @transparent_crc(i64 noundef 108, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !589
  %164 = load volatile i16, ptr @g_206, align 2, !dbg !590, !tbaa !518
  %165 = zext i16 %164 to i64, !dbg !590
  tail call fastcc void @transparent_crc(i64 noundef %165, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !591
    #dbg_value(i32 0, !233, !DIExpression(), !237)
  br label %166, !dbg !592

166:                                              ; preds = %163, %198
  %167 = phi i64 [ 0, %163 ], [ %199, %198 ]
    #dbg_value(i64 %167, !233, !DIExpression(), !237)
    #dbg_value(i64 0, !234, !DIExpression(), !237)
  %168 = getelementptr inbounds [6 x [5 x i64]], ptr @g_235, i64 0, i64 %167, i64 0, !dbg !594
  %169 = load i64, ptr %168, align 8, !dbg !594, !tbaa !600
  tail call fastcc void @transparent_crc(i64 noundef %169, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !602
  br i1 %18, label %170, label %179, !dbg !603

170:                                              ; preds = %166
    #dbg_value(i64 1, !234, !DIExpression(), !237)
  %171 = getelementptr inbounds [6 x [5 x i64]], ptr @g_235, i64 0, i64 %167, i64 1, !dbg !594
  %172 = load i64, ptr %171, align 8, !dbg !594, !tbaa !600
  tail call fastcc void @transparent_crc(i64 noundef %172, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !602
    #dbg_value(i64 2, !234, !DIExpression(), !237)
  %173 = getelementptr inbounds [6 x [5 x i64]], ptr @g_235, i64 0, i64 %167, i64 2, !dbg !594
  %174 = load i64, ptr %173, align 8, !dbg !594, !tbaa !600
  tail call fastcc void @transparent_crc(i64 noundef %174, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !602
    #dbg_value(i64 3, !234, !DIExpression(), !237)
  %175 = getelementptr inbounds [6 x [5 x i64]], ptr @g_235, i64 0, i64 %167, i64 3, !dbg !594
  %176 = load i64, ptr %175, align 8, !dbg !594, !tbaa !600
  tail call fastcc void @transparent_crc(i64 noundef %176, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !602
    #dbg_value(i64 4, !234, !DIExpression(), !237)
  %177 = getelementptr inbounds [6 x [5 x i64]], ptr @g_235, i64 0, i64 %167, i64 4, !dbg !594
  %178 = load i64, ptr %177, align 8, !dbg !594, !tbaa !600
  tail call fastcc void @transparent_crc(i64 noundef %178, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !602
  br label %198, !dbg !603

179:                                              ; preds = %166
  %180 = trunc nuw nsw i64 %167 to i32, !dbg !604
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %180, i32 noundef 0), !dbg !604
    #dbg_value(i64 1, !234, !DIExpression(), !237)
  %182 = getelementptr inbounds [6 x [5 x i64]], ptr @g_235, i64 0, i64 %167, i64 1, !dbg !594
  %183 = load i64, ptr %182, align 8, !dbg !594, !tbaa !600
  tail call fastcc void @transparent_crc(i64 noundef %183, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !602
  %184 = trunc nuw nsw i64 %167 to i32, !dbg !604
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %184, i32 noundef 1), !dbg !604
    #dbg_value(i64 2, !234, !DIExpression(), !237)
  %186 = getelementptr inbounds [6 x [5 x i64]], ptr @g_235, i64 0, i64 %167, i64 2, !dbg !594
  %187 = load i64, ptr %186, align 8, !dbg !594, !tbaa !600
  tail call fastcc void @transparent_crc(i64 noundef %187, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !602
  %188 = trunc nuw nsw i64 %167 to i32, !dbg !604
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %188, i32 noundef 2), !dbg !604
    #dbg_value(i64 3, !234, !DIExpression(), !237)
  %190 = getelementptr inbounds [6 x [5 x i64]], ptr @g_235, i64 0, i64 %167, i64 3, !dbg !594
  %191 = load i64, ptr %190, align 8, !dbg !594, !tbaa !600
  tail call fastcc void @transparent_crc(i64 noundef %191, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !602
  %192 = trunc nuw nsw i64 %167 to i32, !dbg !604
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %192, i32 noundef 3), !dbg !604
    #dbg_value(i64 4, !234, !DIExpression(), !237)
  %194 = getelementptr inbounds [6 x [5 x i64]], ptr @g_235, i64 0, i64 %167, i64 4, !dbg !594
  %195 = load i64, ptr %194, align 8, !dbg !594, !tbaa !600
  tail call fastcc void @transparent_crc(i64 noundef %195, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !602
  %196 = trunc nuw nsw i64 %167 to i32, !dbg !604
  %197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %196, i32 noundef 4), !dbg !604
  br label %198, !dbg !604

198:                                              ; preds = %170, %179
    #dbg_value(i64 5, !234, !DIExpression(), !237)
  %199 = add nuw nsw i64 %167, 1, !dbg !606
    #dbg_value(i64 %199, !233, !DIExpression(), !237)
  %200 = icmp eq i64 %199, 6, !dbg !607
  br i1 %200, label %201, label %166, !dbg !592, !llvm.loop !608

201:                                              ; preds = %198, %234
  %202 = phi i64 [ %235, %234 ], [ 0, %198 ]
    #dbg_value(i64 %202, !233, !DIExpression(), !237)
    #dbg_value(i64 0, !234, !DIExpression(), !237)
  %203 = getelementptr inbounds [5 x [4 x i32]], ptr @g_295, i64 0, i64 %202, i64 0, !dbg !610
  %204 = load i32, ptr %203, align 16, !dbg !610, !tbaa !272
  %205 = zext i32 %204 to i64, !dbg !610
  tail call fastcc void @transparent_crc(i64 noundef %205, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !617
  br i1 %18, label %206, label %216, !dbg !618

206:                                              ; preds = %201
    #dbg_value(i64 1, !234, !DIExpression(), !237)
  %207 = getelementptr inbounds [5 x [4 x i32]], ptr @g_295, i64 0, i64 %202, i64 1, !dbg !610
  %208 = load i32, ptr %207, align 4, !dbg !610, !tbaa !272
  %209 = zext i32 %208 to i64, !dbg !610
  tail call fastcc void @transparent_crc(i64 noundef %209, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !617
    #dbg_value(i64 2, !234, !DIExpression(), !237)
  %210 = getelementptr inbounds [5 x [4 x i32]], ptr @g_295, i64 0, i64 %202, i64 2, !dbg !610
  %211 = load i32, ptr %210, align 8, !dbg !610, !tbaa !272
  %212 = zext i32 %211 to i64, !dbg !610
  tail call fastcc void @transparent_crc(i64 noundef %212, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !617
    #dbg_value(i64 3, !234, !DIExpression(), !237)
  %213 = getelementptr inbounds [5 x [4 x i32]], ptr @g_295, i64 0, i64 %202, i64 3, !dbg !610
  %214 = load i32, ptr %213, align 4, !dbg !610, !tbaa !272
  %215 = zext i32 %214 to i64, !dbg !610
  tail call fastcc void @transparent_crc(i64 noundef %215, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !617
  br label %234, !dbg !618

216:                                              ; preds = %201
  %217 = trunc nuw nsw i64 %202 to i32, !dbg !619
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %217, i32 noundef 0), !dbg !619
    #dbg_value(i64 1, !234, !DIExpression(), !237)
  %219 = getelementptr inbounds [5 x [4 x i32]], ptr @g_295, i64 0, i64 %202, i64 1, !dbg !610
  %220 = load i32, ptr %219, align 4, !dbg !610, !tbaa !272
  %221 = zext i32 %220 to i64, !dbg !610
  tail call fastcc void @transparent_crc(i64 noundef %221, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !617
  %222 = trunc nuw nsw i64 %202 to i32, !dbg !619
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %222, i32 noundef 1), !dbg !619
    #dbg_value(i64 2, !234, !DIExpression(), !237)
  %224 = getelementptr inbounds [5 x [4 x i32]], ptr @g_295, i64 0, i64 %202, i64 2, !dbg !610
  %225 = load i32, ptr %224, align 8, !dbg !610, !tbaa !272
  %226 = zext i32 %225 to i64, !dbg !610
  tail call fastcc void @transparent_crc(i64 noundef %226, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !617
  %227 = trunc nuw nsw i64 %202 to i32, !dbg !619
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %227, i32 noundef 2), !dbg !619
    #dbg_value(i64 3, !234, !DIExpression(), !237)
  %229 = getelementptr inbounds [5 x [4 x i32]], ptr @g_295, i64 0, i64 %202, i64 3, !dbg !610
  %230 = load i32, ptr %229, align 4, !dbg !610, !tbaa !272
  %231 = zext i32 %230 to i64, !dbg !610
  tail call fastcc void @transparent_crc(i64 noundef %231, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !617
  %232 = trunc nuw nsw i64 %202 to i32, !dbg !619
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %232, i32 noundef 3), !dbg !619
  br label %234, !dbg !619

234:                                              ; preds = %206, %216
    #dbg_value(i64 4, !234, !DIExpression(), !237)
  %235 = add nuw nsw i64 %202, 1, !dbg !621
    #dbg_value(i64 %235, !233, !DIExpression(), !237)
  %236 = icmp eq i64 %235, 5, !dbg !622
  br i1 %236, label %237, label %201, !dbg !623, !llvm.loop !624

237:                                              ; preds = %234
  tail call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !626
  tail call fastcc void @transparent_crc(i64 noundef 7661002783327055256, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !627
  tail call fastcc void @transparent_crc(i64 noundef 804182612, ptr noundef nonnull @.str.21, i32 noundef %19), !dbg !628
  %238 = load i32, ptr @crc32_context, align 4, !dbg !629, !tbaa !272
  %239 = xor i32 %238, -1, !dbg !630
    #dbg_value(i32 %239, !631, !DIExpression(), !637)
    #dbg_value(i32 %19, !636, !DIExpression(), !637)
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.48, i32 noundef %239), !dbg !639
  ret i32 0, !dbg !640
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !641 {
    #dbg_value(i64 %0, !645, !DIExpression(), !648)
    #dbg_value(ptr %1, !646, !DIExpression(), !648)
    #dbg_value(i32 %2, !647, !DIExpression(), !648)
    #dbg_value(i64 %0, !649, !DIExpression(), !654)
    #dbg_value(i64 %0, !545, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !656)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !658, !tbaa !272
  %5 = lshr i32 %4, 8, !dbg !659
  %6 = zext i32 %4 to i64, !dbg !660
  %7 = xor i64 %6, %0, !dbg !660
  %8 = and i64 %7, 255, !dbg !661
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !661
  %10 = load i32, ptr %9, align 4, !dbg !661, !tbaa !272
  %11 = xor i32 %5, %10, !dbg !662
  %12 = lshr i64 %0, 8, !dbg !663
    #dbg_value(i64 %12, !545, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !664)
  %13 = lshr i32 %11, 8, !dbg !666
  %14 = zext i32 %11 to i64, !dbg !667
  %15 = xor i64 %12, %14, !dbg !667
  %16 = and i64 %15, 255, !dbg !668
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !668
  %18 = load i32, ptr %17, align 4, !dbg !668, !tbaa !272
  %19 = xor i32 %13, %18, !dbg !669
  %20 = lshr i64 %0, 16, !dbg !670
    #dbg_value(i64 %20, !545, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !671)
  %21 = lshr i32 %19, 8, !dbg !673
  %22 = zext i32 %19 to i64, !dbg !674
  %23 = xor i64 %20, %22, !dbg !674
  %24 = and i64 %23, 255, !dbg !675
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !675
  %26 = load i32, ptr %25, align 4, !dbg !675, !tbaa !272
  %27 = xor i32 %21, %26, !dbg !676
  %28 = lshr i64 %0, 24, !dbg !677
    #dbg_value(i64 %28, !545, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !678)
  %29 = lshr i32 %27, 8, !dbg !680
  %30 = zext i32 %27 to i64, !dbg !681
  %31 = xor i64 %28, %30, !dbg !681
  %32 = and i64 %31, 255, !dbg !682
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !682
  %34 = load i32, ptr %33, align 4, !dbg !682, !tbaa !272
  %35 = xor i32 %29, %34, !dbg !683
  %36 = lshr i64 %0, 32, !dbg !684
    #dbg_value(i64 %36, !545, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !685)
  %37 = lshr i32 %35, 8, !dbg !687
  %38 = zext i32 %35 to i64, !dbg !688
  %39 = xor i64 %36, %38, !dbg !688
  %40 = and i64 %39, 255, !dbg !689
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !689
  %42 = load i32, ptr %41, align 4, !dbg !689, !tbaa !272
  %43 = xor i32 %37, %42, !dbg !690
  %44 = lshr i64 %0, 40, !dbg !691
    #dbg_value(i64 %44, !545, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !692)
  %45 = lshr i32 %43, 8, !dbg !694
  %46 = zext i32 %43 to i64, !dbg !695
  %47 = xor i64 %44, %46, !dbg !695
  %48 = and i64 %47, 255, !dbg !696
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !696
  %50 = load i32, ptr %49, align 4, !dbg !696, !tbaa !272
  %51 = xor i32 %45, %50, !dbg !697
  %52 = lshr i64 %0, 48, !dbg !698
    #dbg_value(i64 %52, !545, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !699)
  %53 = lshr i32 %51, 8, !dbg !701
  %54 = zext i32 %51 to i64, !dbg !702
  %55 = xor i64 %52, %54, !dbg !702
  %56 = and i64 %55, 255, !dbg !703
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !703
  %58 = load i32, ptr %57, align 4, !dbg !703, !tbaa !272
  %59 = xor i32 %53, %58, !dbg !704
  %60 = lshr i64 %0, 56, !dbg !705
    #dbg_value(i64 %60, !545, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !706)
  %61 = lshr i32 %59, 8, !dbg !708
  %62 = and i32 %59, 255, !dbg !709
  %63 = zext nneg i32 %62 to i64, !dbg !709
  %64 = xor i64 %60, %63, !dbg !709
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !709
  %66 = load i32, ptr %65, align 4, !dbg !709, !tbaa !272
  %67 = xor i32 %61, %66, !dbg !710
  store i32 %67, ptr @crc32_context, align 4, !dbg !711, !tbaa !272
  %68 = icmp eq i32 %2, 0, !dbg !712
  br i1 %68, label %73, label %69, !dbg !714

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !715
  %71 = zext i32 %70 to i64, !dbg !715
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.47, ptr noundef %1, i64 noundef %71), !dbg !717
  br label %73, !dbg !718

73:                                               ; preds = %69, %3
  ret void, !dbg !719
}

; Function Attrs: nofree nounwind
declare !dbg !720 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!217, !218, !219, !220, !221, !222, !223}
!llvm.ident = !{!224}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 333, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_1008.c", directory: ".", checksumkind: CSK_MD5, checksum: "9eebb2491fe6fe9efb071ec94cfd6cb0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 334, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 337, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "g_16", scope: !19, file: !2, line: 22, type: !106, isLocal: true, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !24, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21, !22, !23}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!24 = !{!25, !0, !7, !12, !30, !32, !34, !39, !41, !43, !45, !47, !49, !51, !56, !58, !60, !65, !70, !72, !74, !76, !78, !88, !96, !102, !107, !109, !116, !119, !126, !129, !137, !139, !141, !144, !147, !151, !156, !159, !17, !161, !163, !168, !173, !175, !177, !179, !181, !183, !185, !190, !192, !199, !203, !205, !207, !209, !215}
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 327, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 2)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 338, type: !14, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 339, type: !14, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 342, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 8)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 346, type: !14, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 347, type: !14, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 348, type: !14, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 349, type: !14, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 350, type: !14, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 351, type: !14, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 352, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 6)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 353, type: !53, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 354, type: !53, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 359, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 12)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 360, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 18)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 368, type: !62, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 373, type: !53, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 374, type: !53, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 375, type: !53, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !19, file: !80, line: 47, type: !81, isLocal: true, isDefinition: true)
!80 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 8192, elements: !86)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !83, line: 26, baseType: !84)
!83 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !85, line: 42, baseType: !23)
!85 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!86 = !{!87}
!87 = !DISubrange(count: 256)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(name: "g_210", scope: !19, file: !2, line: 44, type: !90, isLocal: true, isDefinition: true)
!90 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !83, line: 27, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !85, line: 45, baseType: !95)
!95 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(name: "g_13", scope: !19, file: !2, line: 21, type: !98, isLocal: true, isDefinition: true)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !100, line: 26, baseType: !101)
!100 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !85, line: 41, baseType: !22)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(name: "g_91", scope: !19, file: !2, line: 35, type: !104, isLocal: true, isDefinition: true)
!104 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !105)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(name: "g_211", scope: !19, file: !2, line: 43, type: !92, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "g_205", scope: !19, file: !2, line: 42, type: !111, isLocal: true, isDefinition: true)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !83, line: 25, baseType: !114)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !85, line: 40, baseType: !115)
!115 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(name: "g_262", scope: !19, file: !2, line: 49, type: !118, isLocal: true, isDefinition: true)
!118 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !98)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(name: "g_119", scope: !19, file: !2, line: 38, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 16128, elements: !123)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!123 = !{!124, !6, !125}
!124 = !DISubrange(count: 9)
!125 = !DISubrange(count: 4)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(name: "g_105", scope: !19, file: !2, line: 37, type: !128, isLocal: true, isDefinition: true)
!128 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !122)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(name: "g_310", scope: !19, file: !2, line: 52, type: !131, isLocal: true, isDefinition: true)
!131 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !83, line: 24, baseType: !135)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !85, line: 38, baseType: !136)
!136 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(name: "g_120", scope: !19, file: !2, line: 39, type: !122, isLocal: true, isDefinition: true)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(name: "g_311", scope: !19, file: !2, line: 51, type: !133, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(name: "g_214", scope: !19, file: !2, line: 46, type: !143, isLocal: true, isDefinition: true)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(name: "g_82", scope: !19, file: !2, line: 30, type: !146, isLocal: true, isDefinition: true)
!146 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !128)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(name: "g_213", scope: !19, file: !2, line: 47, type: !149, isLocal: true, isDefinition: true)
!149 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(scope: null, file: !80, line: 114, type: !153, isLocal: true, isDefinition: true)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !154)
!154 = !{!155}
!155 = !DISubrange(count: 36)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(name: "g_4", scope: !19, file: !2, line: 19, type: !158, isLocal: true, isDefinition: true)
!158 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 160, elements: !15)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(name: "g_14", scope: !19, file: !2, line: 20, type: !99, isLocal: true, isDefinition: true)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(name: "g_31", scope: !19, file: !2, line: 23, type: !93, isLocal: true, isDefinition: true)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(name: "g_59", scope: !19, file: !2, line: 24, type: !165, isLocal: true, isDefinition: true)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 640, elements: !166)
!166 = !{!167}
!167 = !DISubrange(count: 10)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(name: "g_60", scope: !19, file: !2, line: 25, type: !170, isLocal: true, isDefinition: true)
!170 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !100, line: 25, baseType: !171)
!171 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !85, line: 39, baseType: !172)
!172 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(name: "g_62", scope: !19, file: !2, line: 26, type: !170, isLocal: true, isDefinition: true)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(name: "g_63", scope: !19, file: !2, line: 27, type: !113, isLocal: true, isDefinition: true)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(name: "g_80", scope: !19, file: !2, line: 28, type: !99, isLocal: true, isDefinition: true)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression(DW_OP_constu, 18446744073694023827, DW_OP_stack_value))
!180 = distinct !DIGlobalVariable(name: "g_86", scope: !19, file: !2, line: 31, type: !99, isLocal: true, isDefinition: true)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(name: "g_89", scope: !19, file: !2, line: 32, type: !106, isLocal: true, isDefinition: true)
!183 = !DIGlobalVariableExpression(var: !184, expr: !DIExpression())
!184 = distinct !DIGlobalVariable(name: "g_103", scope: !19, file: !2, line: 36, type: !134, isLocal: true, isDefinition: true)
!185 = !DIGlobalVariableExpression(var: !186, expr: !DIExpression())
!186 = distinct !DIGlobalVariable(name: "g_140", scope: !19, file: !2, line: 40, type: !187, isLocal: true, isDefinition: true)
!187 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !100, line: 24, baseType: !188)
!188 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !85, line: 37, baseType: !189)
!189 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(name: "g_206", scope: !19, file: !2, line: 41, type: !112, isLocal: true, isDefinition: true)
!192 = !DIGlobalVariableExpression(var: !193, expr: !DIExpression())
!193 = distinct !DIGlobalVariable(name: "g_235", scope: !19, file: !2, line: 48, type: !194, isLocal: true, isDefinition: true)
!194 = !DICompositeType(tag: DW_TAG_array_type, baseType: !195, size: 1920, elements: !198)
!195 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !100, line: 27, baseType: !196)
!196 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !85, line: 44, baseType: !197)
!197 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!198 = !{!55, !16}
!199 = !DIGlobalVariableExpression(var: !200, expr: !DIExpression())
!200 = distinct !DIGlobalVariable(name: "g_295", scope: !19, file: !2, line: 50, type: !201, isLocal: true, isDefinition: true)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 640, elements: !202)
!202 = !{!16, !125}
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(name: "g_313", scope: !19, file: !2, line: 53, type: !187, isLocal: true, isDefinition: true)
!205 = !DIGlobalVariableExpression(var: !206, expr: !DIExpression(DW_OP_constu, 7661002783327055256, DW_OP_stack_value))
!206 = distinct !DIGlobalVariable(name: "g_336", scope: !19, file: !2, line: 55, type: !93, isLocal: true, isDefinition: true)
!207 = !DIGlobalVariableExpression(var: !208, expr: !DIExpression(DW_OP_constu, 804182612, DW_OP_stack_value))
!208 = distinct !DIGlobalVariable(name: "g_345", scope: !19, file: !2, line: 56, type: !82, isLocal: true, isDefinition: true)
!209 = !DIGlobalVariableExpression(var: !210, expr: !DIExpression())
!210 = distinct !DIGlobalVariable(scope: null, file: !211, line: 56, type: !212, isLocal: true, isDefinition: true)
!211 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!212 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !213)
!213 = !{!214}
!214 = !DISubrange(count: 15)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(name: "crc32_context", scope: !19, file: !80, line: 48, type: !82, isLocal: true, isDefinition: true)
!217 = !{i32 7, !"Dwarf Version", i32 5}
!218 = !{i32 2, !"Debug Info Version", i32 3}
!219 = !{i32 1, !"wchar_size", i32 4}
!220 = !{i32 8, !"PIC Level", i32 2}
!221 = !{i32 7, !"PIE Level", i32 2}
!222 = !{i32 7, !"uwtable", i32 2}
!223 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!224 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!225 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 323, type: !226, scopeLine: 324, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !230)
!226 = !DISubroutineType(types: !227)
!227 = !{!22, !22, !228}
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !229, size: 64)
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!230 = !{!231, !232, !233, !234, !235, !236}
!231 = !DILocalVariable(name: "argc", arg: 1, scope: !225, file: !2, line: 323, type: !22)
!232 = !DILocalVariable(name: "argv", arg: 2, scope: !225, file: !2, line: 323, type: !228)
!233 = !DILocalVariable(name: "i", scope: !225, file: !2, line: 325, type: !22)
!234 = !DILocalVariable(name: "j", scope: !225, file: !2, line: 325, type: !22)
!235 = !DILocalVariable(name: "k", scope: !225, file: !2, line: 325, type: !22)
!236 = !DILocalVariable(name: "print_hash_value", scope: !225, file: !2, line: 326, type: !22)
!237 = !DILocation(line: 0, scope: !225)
!238 = !DILocation(line: 327, column: 14, scope: !239)
!239 = distinct !DILexicalBlock(scope: !225, file: !2, line: 327, column: 9)
!240 = !DILocation(line: 327, column: 19, scope: !239)
!241 = !DILocation(line: 327, column: 29, scope: !239)
!242 = !{!243, !243, i64 0}
!243 = !{!"any pointer", !244, i64 0}
!244 = !{!"omnipotent char", !245, i64 0}
!245 = !{!"Simple C/C++ TBAA"}
!246 = !DILocation(line: 327, column: 43, scope: !239)
!247 = !DILocation(line: 327, column: 9, scope: !225)
!248 = !DILocalVariable(name: "poly", scope: !249, file: !80, line: 54, type: !256)
!249 = distinct !DISubprogram(name: "crc32_gentab", scope: !80, file: !80, line: 51, type: !250, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !252)
!250 = !DISubroutineType(types: !251)
!251 = !{null}
!252 = !{!253, !248, !254, !255}
!253 = !DILocalVariable(name: "crc", scope: !249, file: !80, line: 53, type: !82)
!254 = !DILocalVariable(name: "i", scope: !249, file: !80, line: 55, type: !22)
!255 = !DILocalVariable(name: "j", scope: !249, file: !80, line: 55, type: !22)
!256 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !82)
!257 = !DILocation(line: 0, scope: !249, inlinedAt: !258)
!258 = distinct !DILocation(line: 329, column: 5, scope: !225)
!259 = !DILocation(line: 57, column: 2, scope: !260, inlinedAt: !258)
!260 = distinct !DILexicalBlock(scope: !249, file: !80, line: 57, column: 2)
!261 = !DILocation(line: 57, column: 24, scope: !262, inlinedAt: !258)
!262 = distinct !DILexicalBlock(scope: !260, file: !80, line: 57, column: 2)
!263 = !DILocation(line: 60, column: 12, scope: !264, inlinedAt: !258)
!264 = distinct !DILexicalBlock(scope: !265, file: !80, line: 60, column: 8)
!265 = distinct !DILexicalBlock(scope: !266, file: !80, line: 59, column: 27)
!266 = distinct !DILexicalBlock(scope: !267, file: !80, line: 59, column: 3)
!267 = distinct !DILexicalBlock(scope: !268, file: !80, line: 59, column: 3)
!268 = distinct !DILexicalBlock(scope: !262, file: !80, line: 57, column: 28)
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
!279 = !DILocalVariable(name: "l_2", scope: !280, file: !2, line: 74, type: !122)
!280 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 71, type: !281, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !283)
!281 = !DISubroutineType(types: !282)
!282 = !{!93}
!283 = !{!284, !279, !285, !287, !288, !289, !290, !293, !295, !297, !298, !299, !303, !304, !310, !312, !313, !314, !315, !316, !317, !318, !322, !323, !324, !325, !328, !329, !330, !334, !335, !336, !337, !338, !339, !343, !344, !348, !352, !353, !354, !355, !359, !360, !364, !365, !366, !367}
!284 = !DILocalVariable(name: "l_3", scope: !280, file: !2, line: 73, type: !98)
!285 = !DILocalVariable(name: "l_15", scope: !280, file: !2, line: 75, type: !286)
!286 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 448, elements: !5)
!287 = !DILocalVariable(name: "l_208", scope: !280, file: !2, line: 76, type: !133)
!288 = !DILocalVariable(name: "l_239", scope: !280, file: !2, line: 77, type: !99)
!289 = !DILocalVariable(name: "i", scope: !280, file: !2, line: 78, type: !22)
!290 = !DILabel(scope: !291, name: "lbl_323", file: !2, line: 82)
!291 = distinct !DILexicalBlock(scope: !292, file: !2, line: 81, column: 5)
!292 = distinct !DILexicalBlock(scope: !280, file: !2, line: 80, column: 9)
!293 = !DILocalVariable(name: "l_217", scope: !294, file: !2, line: 88, type: !134)
!294 = distinct !DILexicalBlock(scope: !292, file: !2, line: 87, column: 5)
!295 = !DILocalVariable(name: "l_244", scope: !294, file: !2, line: 89, type: !296)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!297 = !DILocalVariable(name: "l_248", scope: !294, file: !2, line: 90, type: !99)
!298 = !DILocalVariable(name: "l_305", scope: !294, file: !2, line: 91, type: !92)
!299 = !DILocalVariable(name: "l_237", scope: !300, file: !2, line: 94, type: !134)
!300 = distinct !DILexicalBlock(scope: !301, file: !2, line: 93, column: 9)
!301 = distinct !DILexicalBlock(scope: !302, file: !2, line: 92, column: 9)
!302 = distinct !DILexicalBlock(scope: !294, file: !2, line: 92, column: 9)
!303 = !DILocalVariable(name: "l_247", scope: !300, file: !2, line: 95, type: !106)
!304 = !DILocalVariable(name: "l_255", scope: !305, file: !2, line: 100, type: !308)
!305 = distinct !DILexicalBlock(scope: !306, file: !2, line: 99, column: 9)
!306 = distinct !DILexicalBlock(scope: !307, file: !2, line: 98, column: 9)
!307 = distinct !DILexicalBlock(scope: !294, file: !2, line: 98, column: 9)
!308 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 7840, elements: !309)
!309 = !{!16, !6, !6}
!310 = !DILocalVariable(name: "l_256", scope: !305, file: !2, line: 101, type: !311)
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 64)
!312 = !DILocalVariable(name: "l_270", scope: !305, file: !2, line: 102, type: !99)
!313 = !DILocalVariable(name: "l_293", scope: !305, file: !2, line: 103, type: !82)
!314 = !DILocalVariable(name: "l_296", scope: !305, file: !2, line: 104, type: !187)
!315 = !DILocalVariable(name: "l_306", scope: !305, file: !2, line: 105, type: !92)
!316 = !DILocalVariable(name: "l_307", scope: !305, file: !2, line: 106, type: !195)
!317 = !DILocalVariable(name: "l_312", scope: !305, file: !2, line: 107, type: !132)
!318 = !DILocalVariable(name: "l_314", scope: !305, file: !2, line: 108, type: !319)
!319 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 1152, elements: !320)
!320 = !{!55, !321}
!321 = !DISubrange(count: 3)
!322 = !DILocalVariable(name: "i", scope: !305, file: !2, line: 109, type: !22)
!323 = !DILocalVariable(name: "j", scope: !305, file: !2, line: 109, type: !22)
!324 = !DILocalVariable(name: "k", scope: !305, file: !2, line: 109, type: !22)
!325 = !DILocalVariable(name: "l_260", scope: !326, file: !2, line: 112, type: !93)
!326 = distinct !DILexicalBlock(scope: !327, file: !2, line: 111, column: 13)
!327 = distinct !DILexicalBlock(scope: !305, file: !2, line: 110, column: 17)
!328 = !DILocalVariable(name: "l_261", scope: !326, file: !2, line: 113, type: !98)
!329 = !DILocalVariable(name: "l_275", scope: !326, file: !2, line: 114, type: !98)
!330 = !DILocalVariable(name: "l_294", scope: !326, file: !2, line: 115, type: !331)
!331 = !DICompositeType(tag: DW_TAG_array_type, baseType: !332, size: 14336, elements: !333)
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!333 = !{!6, !38, !125}
!334 = !DILocalVariable(name: "l_297", scope: !326, file: !2, line: 116, type: !98)
!335 = !DILocalVariable(name: "l_298", scope: !326, file: !2, line: 117, type: !98)
!336 = !DILocalVariable(name: "i", scope: !326, file: !2, line: 118, type: !22)
!337 = !DILocalVariable(name: "j", scope: !326, file: !2, line: 118, type: !22)
!338 = !DILocalVariable(name: "k", scope: !326, file: !2, line: 118, type: !22)
!339 = !DILocalVariable(name: "l_319", scope: !340, file: !2, line: 133, type: !134)
!340 = distinct !DILexicalBlock(scope: !341, file: !2, line: 132, column: 5)
!341 = distinct !DILexicalBlock(scope: !342, file: !2, line: 131, column: 5)
!342 = distinct !DILexicalBlock(scope: !280, file: !2, line: 131, column: 5)
!343 = !DILocalVariable(name: "l_342", scope: !340, file: !2, line: 134, type: !106)
!344 = !DILocalVariable(name: "l_322", scope: !345, file: !2, line: 137, type: !296)
!345 = distinct !DILexicalBlock(scope: !346, file: !2, line: 136, column: 9)
!346 = distinct !DILexicalBlock(scope: !347, file: !2, line: 135, column: 9)
!347 = distinct !DILexicalBlock(scope: !340, file: !2, line: 135, column: 9)
!348 = !DILocalVariable(name: "l_343", scope: !345, file: !2, line: 138, type: !349)
!349 = !DICompositeType(tag: DW_TAG_array_type, baseType: !350, size: 12800, elements: !351)
!350 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!351 = !{!16, !167, !125}
!352 = !DILocalVariable(name: "i", scope: !345, file: !2, line: 139, type: !22)
!353 = !DILocalVariable(name: "j", scope: !345, file: !2, line: 139, type: !22)
!354 = !DILocalVariable(name: "k", scope: !345, file: !2, line: 139, type: !22)
!355 = !DILocalVariable(name: "l_320", scope: !356, file: !2, line: 142, type: !98)
!356 = distinct !DILexicalBlock(scope: !357, file: !2, line: 141, column: 13)
!357 = distinct !DILexicalBlock(scope: !358, file: !2, line: 140, column: 13)
!358 = distinct !DILexicalBlock(scope: !345, file: !2, line: 140, column: 13)
!359 = !DILocalVariable(name: "i", scope: !356, file: !2, line: 143, type: !22)
!360 = !DILocalVariable(name: "l_341", scope: !361, file: !2, line: 150, type: !99)
!361 = distinct !DILexicalBlock(scope: !362, file: !2, line: 149, column: 13)
!362 = distinct !DILexicalBlock(scope: !363, file: !2, line: 148, column: 13)
!363 = distinct !DILexicalBlock(scope: !345, file: !2, line: 148, column: 13)
!364 = !DILocalVariable(name: "l_344", scope: !361, file: !2, line: 151, type: !332)
!365 = !DILocalVariable(name: "i", scope: !361, file: !2, line: 152, type: !22)
!366 = !DILocalVariable(name: "j", scope: !361, file: !2, line: 152, type: !22)
!367 = !DILocalVariable(name: "i", scope: !368, file: !2, line: 162, type: !22)
!368 = distinct !DILexicalBlock(scope: !369, file: !2, line: 161, column: 9)
!369 = distinct !DILexicalBlock(scope: !370, file: !2, line: 160, column: 9)
!370 = distinct !DILexicalBlock(scope: !340, file: !2, line: 160, column: 9)
!371 = !DILocation(line: 0, scope: !280, inlinedAt: !372)
!372 = distinct !DILocation(line: 330, column: 5, scope: !225)
!373 = !DILocation(line: 80, column: 76, scope: !292, inlinedAt: !372)
!374 = !{!375, !375, i64 0}
!375 = !{!"float", !244, i64 0}
!376 = !DILocalVariable(name: "p_10", arg: 1, scope: !377, file: !2, line: 286, type: !98)
!377 = distinct !DISubprogram(name: "func_9", scope: !2, file: !2, line: 286, type: !378, scopeLine: 287, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !380)
!378 = !DISubroutineType(types: !379)
!379 = !{!106, !98, !99, !106}
!380 = !{!376, !381, !382, !383, !384, !385, !387, !388, !389, !392, !393, !394, !395, !397, !400, !401, !402, !408, !409, !412, !413, !414}
!381 = !DILocalVariable(name: "p_11", arg: 2, scope: !377, file: !2, line: 286, type: !99)
!382 = !DILocalVariable(name: "p_12", arg: 3, scope: !377, file: !2, line: 286, type: !106)
!383 = !DILocalVariable(name: "l_19", scope: !377, file: !2, line: 288, type: !105)
!384 = !DILocalVariable(name: "l_21", scope: !377, file: !2, line: 289, type: !105)
!385 = !DILocalVariable(name: "l_20", scope: !377, file: !2, line: 290, type: !386)
!386 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!387 = !DILocalVariable(name: "l_26", scope: !377, file: !2, line: 291, type: !99)
!388 = !DILocalVariable(name: "l_39", scope: !377, file: !2, line: 292, type: !105)
!389 = !DILocalVariable(name: "l_29", scope: !390, file: !2, line: 295, type: !82)
!390 = distinct !DILexicalBlock(scope: !391, file: !2, line: 294, column: 5)
!391 = distinct !DILexicalBlock(scope: !377, file: !2, line: 293, column: 9)
!392 = !DILocalVariable(name: "l_30", scope: !390, file: !2, line: 296, type: !92)
!393 = !DILocalVariable(name: "l_38", scope: !390, file: !2, line: 297, type: !105)
!394 = !DILocalVariable(name: "l_40", scope: !390, file: !2, line: 298, type: !105)
!395 = !DILocalVariable(name: "l_42", scope: !396, file: !2, line: 303, type: !113)
!396 = distinct !DILexicalBlock(scope: !391, file: !2, line: 302, column: 5)
!397 = !DILocalVariable(name: "l_61", scope: !396, file: !2, line: 304, type: !398)
!398 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 2560, elements: !399)
!399 = !{!38, !167}
!400 = !DILocalVariable(name: "i", scope: !396, file: !2, line: 305, type: !22)
!401 = !DILocalVariable(name: "j", scope: !396, file: !2, line: 305, type: !22)
!402 = !DILocalVariable(name: "l_41", scope: !403, file: !2, line: 308, type: !406)
!403 = distinct !DILexicalBlock(scope: !404, file: !2, line: 307, column: 9)
!404 = distinct !DILexicalBlock(scope: !405, file: !2, line: 306, column: 9)
!405 = distinct !DILexicalBlock(scope: !396, file: !2, line: 306, column: 9)
!406 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 8960, elements: !407)
!407 = !{!6, !167, !29}
!408 = !DILocalVariable(name: "l_45", scope: !403, file: !2, line: 309, type: !99)
!409 = !DILocalVariable(name: "l_58", scope: !403, file: !2, line: 310, type: !410)
!410 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 15360, elements: !411)
!411 = !{!167, !55, !125}
!412 = !DILocalVariable(name: "i", scope: !403, file: !2, line: 311, type: !22)
!413 = !DILocalVariable(name: "j", scope: !403, file: !2, line: 311, type: !22)
!414 = !DILocalVariable(name: "k", scope: !403, file: !2, line: 311, type: !22)
!415 = !DILocation(line: 0, scope: !377, inlinedAt: !416)
!416 = distinct !DILocation(line: 80, column: 46, scope: !292, inlinedAt: !372)
!417 = !DILocation(line: 0, scope: !390, inlinedAt: !416)
!418 = !DILocalVariable(name: "p_8", arg: 1, scope: !419, file: !2, line: 177, type: !106)
!419 = distinct !DISubprogram(name: "func_7", scope: !2, file: !2, line: 177, type: !420, scopeLine: 178, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !422)
!420 = !DISubroutineType(types: !421)
!421 = !{!170, !106}
!422 = !{!418, !423, !424, !425, !426, !430, !432, !433, !434, !437, !440, !441, !445, !450, !454, !455, !456, !459, !460, !462, !463, !466, !467, !470, !471, !472, !473, !474, !477, !478, !479, !481, !482, !484, !485, !486, !487, !488, !489, !490, !494, !495, !496, !497, !501, !502, !503, !504, !506}
!423 = !DILocalVariable(name: "l_64", scope: !419, file: !2, line: 179, type: !82)
!424 = !DILocalVariable(name: "l_113", scope: !419, file: !2, line: 180, type: !99)
!425 = !DILocalVariable(name: "l_115", scope: !419, file: !2, line: 181, type: !99)
!426 = !DILocalVariable(name: "l_117", scope: !419, file: !2, line: 182, type: !427)
!427 = !DICompositeType(tag: DW_TAG_array_type, baseType: !428, size: 320, elements: !15)
!428 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !429, size: 64)
!429 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!430 = !DILocalVariable(name: "l_184", scope: !419, file: !2, line: 183, type: !431)
!431 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!432 = !DILocalVariable(name: "l_192", scope: !419, file: !2, line: 184, type: !92)
!433 = !DILocalVariable(name: "i", scope: !419, file: !2, line: 185, type: !22)
!434 = !DILocalVariable(name: "l_67", scope: !435, file: !2, line: 189, type: !93)
!435 = distinct !DILexicalBlock(scope: !436, file: !2, line: 188, column: 5)
!436 = distinct !DILexicalBlock(scope: !419, file: !2, line: 187, column: 9)
!437 = !DILocalVariable(name: "l_81", scope: !438, file: !2, line: 193, type: !98)
!438 = distinct !DILexicalBlock(scope: !439, file: !2, line: 192, column: 9)
!439 = distinct !DILexicalBlock(scope: !435, file: !2, line: 191, column: 13)
!440 = !DILabel(scope: !438, name: "lbl_83", file: !2, line: 197)
!441 = !DILocalVariable(name: "l_87", scope: !442, file: !2, line: 201, type: !105)
!442 = distinct !DILexicalBlock(scope: !443, file: !2, line: 200, column: 13)
!443 = distinct !DILexicalBlock(scope: !444, file: !2, line: 199, column: 13)
!444 = distinct !DILexicalBlock(scope: !438, file: !2, line: 199, column: 13)
!445 = !DILocalVariable(name: "i", scope: !446, file: !2, line: 209, type: !22)
!446 = distinct !DILexicalBlock(scope: !447, file: !2, line: 208, column: 13)
!447 = distinct !DILexicalBlock(scope: !448, file: !2, line: 207, column: 13)
!448 = distinct !DILexicalBlock(scope: !449, file: !2, line: 207, column: 13)
!449 = distinct !DILexicalBlock(scope: !439, file: !2, line: 206, column: 9)
!450 = !DILocalVariable(name: "l_102", scope: !451, file: !2, line: 215, type: !133)
!451 = distinct !DILexicalBlock(scope: !452, file: !2, line: 214, column: 9)
!452 = distinct !DILexicalBlock(scope: !453, file: !2, line: 213, column: 9)
!453 = distinct !DILexicalBlock(scope: !435, file: !2, line: 213, column: 9)
!454 = !DILocalVariable(name: "l_104", scope: !451, file: !2, line: 216, type: !99)
!455 = !DILocalVariable(name: "l_112", scope: !451, file: !2, line: 217, type: !132)
!456 = !DILocalVariable(name: "l_114", scope: !451, file: !2, line: 218, type: !457)
!457 = !DICompositeType(tag: DW_TAG_array_type, baseType: !431, size: 192, elements: !458)
!458 = !{!321}
!459 = !DILocalVariable(name: "i", scope: !451, file: !2, line: 219, type: !22)
!460 = !DILocalVariable(name: "l_118", scope: !461, file: !2, line: 226, type: !122)
!461 = distinct !DILexicalBlock(scope: !436, file: !2, line: 225, column: 5)
!462 = !DILocalVariable(name: "l_121", scope: !461, file: !2, line: 227, type: !296)
!463 = !DILocalVariable(name: "l_122", scope: !461, file: !2, line: 228, type: !464)
!464 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 1280, elements: !465)
!465 = !{!29, !167, !29}
!466 = !DILocalVariable(name: "l_123", scope: !461, file: !2, line: 229, type: !133)
!467 = !DILocalVariable(name: "l_161", scope: !461, file: !2, line: 230, type: !468)
!468 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 1920, elements: !469)
!469 = !{!55, !167}
!470 = !DILocalVariable(name: "l_185", scope: !461, file: !2, line: 231, type: !431)
!471 = !DILocalVariable(name: "i", scope: !461, file: !2, line: 232, type: !22)
!472 = !DILocalVariable(name: "j", scope: !461, file: !2, line: 232, type: !22)
!473 = !DILocalVariable(name: "k", scope: !461, file: !2, line: 232, type: !22)
!474 = !DILocalVariable(name: "l_128", scope: !475, file: !2, line: 235, type: !93)
!475 = distinct !DILexicalBlock(scope: !476, file: !2, line: 234, column: 9)
!476 = distinct !DILexicalBlock(scope: !461, file: !2, line: 233, column: 13)
!477 = !DILocalVariable(name: "l_129", scope: !475, file: !2, line: 236, type: !99)
!478 = !DILocalVariable(name: "l_130", scope: !475, file: !2, line: 237, type: !99)
!479 = !DILocalVariable(name: "l_137", scope: !480, file: !2, line: 243, type: !93)
!480 = distinct !DILexicalBlock(scope: !476, file: !2, line: 242, column: 9)
!481 = !DILocalVariable(name: "l_138", scope: !480, file: !2, line: 244, type: !93)
!482 = !DILocalVariable(name: "l_139", scope: !480, file: !2, line: 245, type: !483)
!483 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!484 = !DILocalVariable(name: "l_151", scope: !480, file: !2, line: 246, type: !332)
!485 = !DILocalVariable(name: "l_177", scope: !480, file: !2, line: 247, type: !82)
!486 = !DILocalVariable(name: "l_179", scope: !480, file: !2, line: 248, type: !99)
!487 = !DILocalVariable(name: "l_187", scope: !480, file: !2, line: 249, type: !105)
!488 = !DILocalVariable(name: "l_186", scope: !480, file: !2, line: 250, type: !386)
!489 = !DILocalVariable(name: "l_194", scope: !480, file: !2, line: 251, type: !92)
!490 = !DILocalVariable(name: "l_175", scope: !491, file: !2, line: 255, type: !493)
!491 = distinct !DILexicalBlock(scope: !492, file: !2, line: 254, column: 13)
!492 = distinct !DILexicalBlock(scope: !480, file: !2, line: 253, column: 17)
!493 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 640, elements: !166)
!494 = !DILocalVariable(name: "l_176", scope: !491, file: !2, line: 256, type: !99)
!495 = !DILocalVariable(name: "l_178", scope: !491, file: !2, line: 257, type: !99)
!496 = !DILocalVariable(name: "l_190", scope: !491, file: !2, line: 258, type: !92)
!497 = !DILocalVariable(name: "l_193", scope: !491, file: !2, line: 259, type: !498)
!498 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 2688, elements: !499)
!499 = !{!500, !55, !6}
!500 = !DISubrange(count: 1)
!501 = !DILocalVariable(name: "i", scope: !491, file: !2, line: 260, type: !22)
!502 = !DILocalVariable(name: "j", scope: !491, file: !2, line: 260, type: !22)
!503 = !DILocalVariable(name: "k", scope: !491, file: !2, line: 260, type: !22)
!504 = !DILocalVariable(name: "l_207", scope: !505, file: !2, line: 267, type: !82)
!505 = distinct !DILexicalBlock(scope: !492, file: !2, line: 266, column: 13)
!506 = !DILocalVariable(name: "i", scope: !507, file: !2, line: 272, type: !22)
!507 = distinct !DILexicalBlock(scope: !508, file: !2, line: 271, column: 13)
!508 = distinct !DILexicalBlock(scope: !509, file: !2, line: 270, column: 13)
!509 = distinct !DILexicalBlock(scope: !480, file: !2, line: 270, column: 13)
!510 = !DILocation(line: 0, scope: !419, inlinedAt: !511)
!511 = distinct !DILocation(line: 80, column: 39, scope: !292, inlinedAt: !372)
!512 = !DILocation(line: 0, scope: !461, inlinedAt: !511)
!513 = distinct !DIAssignID()
!514 = distinct !DIAssignID()
!515 = !DILocation(line: 0, scope: !480, inlinedAt: !511)
!516 = !DILocation(line: 0, scope: !505, inlinedAt: !511)
!517 = !DILocation(line: 268, column: 78, scope: !505, inlinedAt: !511)
!518 = !{!519, !519, i64 0}
!519 = !{!"short", !244, i64 0}
!520 = !DILocation(line: 82, column: 1, scope: !291, inlinedAt: !372)
!521 = !DILocation(line: 333, column: 9, scope: !522)
!522 = distinct !DILexicalBlock(scope: !523, file: !2, line: 332, column: 5)
!523 = distinct !DILexicalBlock(scope: !524, file: !2, line: 331, column: 5)
!524 = distinct !DILexicalBlock(scope: !225, file: !2, line: 331, column: 5)
!525 = !DILocation(line: 334, column: 13, scope: !522)
!526 = !DILocation(line: 334, column: 31, scope: !527)
!527 = distinct !DILexicalBlock(scope: !522, file: !2, line: 334, column: 13)
!528 = !DILocation(line: 337, column: 5, scope: !225)
!529 = !DILocalVariable(name: "ptr", arg: 1, scope: !530, file: !80, line: 121, type: !229)
!530 = distinct !DISubprogram(name: "transparent_crc_bytes", scope: !80, file: !80, line: 121, type: !531, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !533)
!531 = !DISubroutineType(types: !532)
!532 = !{null, !229, !22, !229, !22}
!533 = !{!529, !534, !535, !536, !537}
!534 = !DILocalVariable(name: "nbytes", arg: 2, scope: !530, file: !80, line: 121, type: !22)
!535 = !DILocalVariable(name: "vname", arg: 3, scope: !530, file: !80, line: 121, type: !229)
!536 = !DILocalVariable(name: "flag", arg: 4, scope: !530, file: !80, line: 121, type: !22)
!537 = !DILocalVariable(name: "i", scope: !530, file: !80, line: 123, type: !22)
!538 = !DILocation(line: 0, scope: !530, inlinedAt: !539)
!539 = distinct !DILocation(line: 338, column: 5, scope: !225)
!540 = !DILocation(line: 125, column: 20, scope: !541, inlinedAt: !539)
!541 = distinct !DILexicalBlock(scope: !542, file: !80, line: 124, column: 30)
!542 = distinct !DILexicalBlock(scope: !543, file: !80, line: 124, column: 5)
!543 = distinct !DILexicalBlock(scope: !530, file: !80, line: 124, column: 5)
!544 = !{!244, !244, i64 0}
!545 = !DILocalVariable(name: "b", arg: 1, scope: !546, file: !80, line: 71, type: !134)
!546 = distinct !DISubprogram(name: "crc32_byte", scope: !80, file: !80, line: 71, type: !547, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !549)
!547 = !DISubroutineType(types: !548)
!548 = !{null, !134}
!549 = !{!545}
!550 = !DILocation(line: 0, scope: !546, inlinedAt: !551)
!551 = distinct !DILocation(line: 125, column: 9, scope: !541, inlinedAt: !539)
!552 = !DILocation(line: 73, column: 19, scope: !546, inlinedAt: !551)
!553 = !DILocation(line: 74, column: 33, scope: !546, inlinedAt: !551)
!554 = !DILocation(line: 74, column: 3, scope: !546, inlinedAt: !551)
!555 = !DILocation(line: 73, column: 39, scope: !546, inlinedAt: !551)
!556 = !DILocation(line: 127, column: 6, scope: !557, inlinedAt: !539)
!557 = distinct !DILexicalBlock(scope: !530, file: !80, line: 127, column: 6)
!558 = !DILocation(line: 127, column: 6, scope: !530, inlinedAt: !539)
!559 = !DILocation(line: 128, column: 73, scope: !560, inlinedAt: !539)
!560 = distinct !DILexicalBlock(scope: !557, file: !80, line: 127, column: 12)
!561 = !DILocation(line: 128, column: 5, scope: !560, inlinedAt: !539)
!562 = !DILocation(line: 129, column: 2, scope: !560, inlinedAt: !539)
!563 = !DILocation(line: 339, column: 5, scope: !225)
!564 = !DILocation(line: 342, column: 9, scope: !565)
!565 = distinct !DILexicalBlock(scope: !566, file: !2, line: 341, column: 5)
!566 = distinct !DILexicalBlock(scope: !567, file: !2, line: 340, column: 5)
!567 = distinct !DILexicalBlock(scope: !225, file: !2, line: 340, column: 5)
!568 = !DILocation(line: 343, column: 13, scope: !565)
!569 = !DILocation(line: 343, column: 31, scope: !570)
!570 = distinct !DILexicalBlock(scope: !565, file: !2, line: 343, column: 13)
!571 = !DILocation(line: 346, column: 5, scope: !225)
!572 = !DILocation(line: 347, column: 5, scope: !225)
!573 = !DILocation(line: 348, column: 21, scope: !225)
!574 = !DILocation(line: 348, column: 5, scope: !225)
!575 = !DILocation(line: 349, column: 5, scope: !225)
!576 = !DILocation(line: 350, column: 5, scope: !225)
!577 = !DILocation(line: 0, scope: !530, inlinedAt: !578)
!578 = distinct !DILocation(line: 351, column: 5, scope: !225)
!579 = !DILocation(line: 0, scope: !546, inlinedAt: !580)
!580 = distinct !DILocation(line: 125, column: 9, scope: !541, inlinedAt: !578)
!581 = !DILocation(line: 73, column: 19, scope: !546, inlinedAt: !580)
!582 = !DILocation(line: 74, column: 3, scope: !546, inlinedAt: !580)
!583 = !DILocation(line: 73, column: 39, scope: !546, inlinedAt: !580)
!584 = !DILocation(line: 127, column: 6, scope: !530, inlinedAt: !578)
!585 = !DILocation(line: 128, column: 73, scope: !560, inlinedAt: !578)
!586 = !DILocation(line: 128, column: 5, scope: !560, inlinedAt: !578)
!587 = !DILocation(line: 129, column: 2, scope: !560, inlinedAt: !578)
!588 = !DILocation(line: 352, column: 5, scope: !225)
!589 = !DILocation(line: 353, column: 5, scope: !225)
!590 = !DILocation(line: 354, column: 21, scope: !225)
!591 = !DILocation(line: 354, column: 5, scope: !225)
!592 = !DILocation(line: 355, column: 5, scope: !593)
!593 = distinct !DILexicalBlock(scope: !225, file: !2, line: 355, column: 5)
!594 = !DILocation(line: 359, column: 29, scope: !595)
!595 = distinct !DILexicalBlock(scope: !596, file: !2, line: 358, column: 9)
!596 = distinct !DILexicalBlock(scope: !597, file: !2, line: 357, column: 9)
!597 = distinct !DILexicalBlock(scope: !598, file: !2, line: 357, column: 9)
!598 = distinct !DILexicalBlock(scope: !599, file: !2, line: 356, column: 5)
!599 = distinct !DILexicalBlock(scope: !593, file: !2, line: 355, column: 5)
!600 = !{!601, !601, i64 0}
!601 = !{!"long", !244, i64 0}
!602 = !DILocation(line: 359, column: 13, scope: !595)
!603 = !DILocation(line: 360, column: 17, scope: !595)
!604 = !DILocation(line: 360, column: 35, scope: !605)
!605 = distinct !DILexicalBlock(scope: !595, file: !2, line: 360, column: 17)
!606 = !DILocation(line: 355, column: 25, scope: !599)
!607 = !DILocation(line: 355, column: 19, scope: !599)
!608 = distinct !{!608, !592, !609, !276}
!609 = !DILocation(line: 363, column: 5, scope: !593)
!610 = !DILocation(line: 368, column: 29, scope: !611)
!611 = distinct !DILexicalBlock(scope: !612, file: !2, line: 367, column: 9)
!612 = distinct !DILexicalBlock(scope: !613, file: !2, line: 366, column: 9)
!613 = distinct !DILexicalBlock(scope: !614, file: !2, line: 366, column: 9)
!614 = distinct !DILexicalBlock(scope: !615, file: !2, line: 365, column: 5)
!615 = distinct !DILexicalBlock(scope: !616, file: !2, line: 364, column: 5)
!616 = distinct !DILexicalBlock(scope: !225, file: !2, line: 364, column: 5)
!617 = !DILocation(line: 368, column: 13, scope: !611)
!618 = !DILocation(line: 369, column: 17, scope: !611)
!619 = !DILocation(line: 369, column: 35, scope: !620)
!620 = distinct !DILexicalBlock(scope: !611, file: !2, line: 369, column: 17)
!621 = !DILocation(line: 364, column: 25, scope: !615)
!622 = !DILocation(line: 364, column: 19, scope: !615)
!623 = !DILocation(line: 364, column: 5, scope: !616)
!624 = distinct !{!624, !623, !625, !276}
!625 = !DILocation(line: 372, column: 5, scope: !616)
!626 = !DILocation(line: 373, column: 5, scope: !225)
!627 = !DILocation(line: 374, column: 5, scope: !225)
!628 = !DILocation(line: 375, column: 5, scope: !225)
!629 = !DILocation(line: 376, column: 23, scope: !225)
!630 = !DILocation(line: 376, column: 37, scope: !225)
!631 = !DILocalVariable(name: "crc", arg: 1, scope: !632, file: !211, line: 49, type: !82)
!632 = distinct !DISubprogram(name: "platform_main_end", scope: !211, file: !211, line: 49, type: !633, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !635)
!633 = !DISubroutineType(types: !634)
!634 = !{null, !82, !22}
!635 = !{!631, !636}
!636 = !DILocalVariable(name: "flag", arg: 2, scope: !632, file: !211, line: 49, type: !22)
!637 = !DILocation(line: 0, scope: !632, inlinedAt: !638)
!638 = distinct !DILocation(line: 376, column: 5, scope: !225)
!639 = !DILocation(line: 56, column: 2, scope: !632, inlinedAt: !638)
!640 = !DILocation(line: 377, column: 5, scope: !225)
!641 = distinct !DISubprogram(name: "transparent_crc", scope: !80, file: !80, line: 110, type: !642, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !644)
!642 = !DISubroutineType(types: !643)
!643 = !{null, !93, !229, !22}
!644 = !{!645, !646, !647}
!645 = !DILocalVariable(name: "val", arg: 1, scope: !641, file: !80, line: 110, type: !93)
!646 = !DILocalVariable(name: "vname", arg: 2, scope: !641, file: !80, line: 110, type: !229)
!647 = !DILocalVariable(name: "flag", arg: 3, scope: !641, file: !80, line: 110, type: !22)
!648 = !DILocation(line: 0, scope: !641)
!649 = !DILocalVariable(name: "val", arg: 1, scope: !650, file: !80, line: 97, type: !93)
!650 = distinct !DISubprogram(name: "crc32_8bytes", scope: !80, file: !80, line: 97, type: !651, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !653)
!651 = !DISubroutineType(types: !652)
!652 = !{null, !93}
!653 = !{!649}
!654 = !DILocation(line: 0, scope: !650, inlinedAt: !655)
!655 = distinct !DILocation(line: 112, column: 2, scope: !641)
!656 = !DILocation(line: 0, scope: !546, inlinedAt: !657)
!657 = distinct !DILocation(line: 99, column: 2, scope: !650, inlinedAt: !655)
!658 = !DILocation(line: 73, column: 5, scope: !546, inlinedAt: !657)
!659 = !DILocation(line: 73, column: 19, scope: !546, inlinedAt: !657)
!660 = !DILocation(line: 74, column: 33, scope: !546, inlinedAt: !657)
!661 = !DILocation(line: 74, column: 3, scope: !546, inlinedAt: !657)
!662 = !DILocation(line: 73, column: 39, scope: !546, inlinedAt: !657)
!663 = !DILocation(line: 100, column: 18, scope: !650, inlinedAt: !655)
!664 = !DILocation(line: 0, scope: !546, inlinedAt: !665)
!665 = distinct !DILocation(line: 100, column: 2, scope: !650, inlinedAt: !655)
!666 = !DILocation(line: 73, column: 19, scope: !546, inlinedAt: !665)
!667 = !DILocation(line: 74, column: 33, scope: !546, inlinedAt: !665)
!668 = !DILocation(line: 74, column: 3, scope: !546, inlinedAt: !665)
!669 = !DILocation(line: 73, column: 39, scope: !546, inlinedAt: !665)
!670 = !DILocation(line: 101, column: 18, scope: !650, inlinedAt: !655)
!671 = !DILocation(line: 0, scope: !546, inlinedAt: !672)
!672 = distinct !DILocation(line: 101, column: 2, scope: !650, inlinedAt: !655)
!673 = !DILocation(line: 73, column: 19, scope: !546, inlinedAt: !672)
!674 = !DILocation(line: 74, column: 33, scope: !546, inlinedAt: !672)
!675 = !DILocation(line: 74, column: 3, scope: !546, inlinedAt: !672)
!676 = !DILocation(line: 73, column: 39, scope: !546, inlinedAt: !672)
!677 = !DILocation(line: 102, column: 18, scope: !650, inlinedAt: !655)
!678 = !DILocation(line: 0, scope: !546, inlinedAt: !679)
!679 = distinct !DILocation(line: 102, column: 2, scope: !650, inlinedAt: !655)
!680 = !DILocation(line: 73, column: 19, scope: !546, inlinedAt: !679)
!681 = !DILocation(line: 74, column: 33, scope: !546, inlinedAt: !679)
!682 = !DILocation(line: 74, column: 3, scope: !546, inlinedAt: !679)
!683 = !DILocation(line: 73, column: 39, scope: !546, inlinedAt: !679)
!684 = !DILocation(line: 103, column: 18, scope: !650, inlinedAt: !655)
!685 = !DILocation(line: 0, scope: !546, inlinedAt: !686)
!686 = distinct !DILocation(line: 103, column: 2, scope: !650, inlinedAt: !655)
!687 = !DILocation(line: 73, column: 19, scope: !546, inlinedAt: !686)
!688 = !DILocation(line: 74, column: 33, scope: !546, inlinedAt: !686)
!689 = !DILocation(line: 74, column: 3, scope: !546, inlinedAt: !686)
!690 = !DILocation(line: 73, column: 39, scope: !546, inlinedAt: !686)
!691 = !DILocation(line: 104, column: 18, scope: !650, inlinedAt: !655)
!692 = !DILocation(line: 0, scope: !546, inlinedAt: !693)
!693 = distinct !DILocation(line: 104, column: 2, scope: !650, inlinedAt: !655)
!694 = !DILocation(line: 73, column: 19, scope: !546, inlinedAt: !693)
!695 = !DILocation(line: 74, column: 33, scope: !546, inlinedAt: !693)
!696 = !DILocation(line: 74, column: 3, scope: !546, inlinedAt: !693)
!697 = !DILocation(line: 73, column: 39, scope: !546, inlinedAt: !693)
!698 = !DILocation(line: 105, column: 18, scope: !650, inlinedAt: !655)
!699 = !DILocation(line: 0, scope: !546, inlinedAt: !700)
!700 = distinct !DILocation(line: 105, column: 2, scope: !650, inlinedAt: !655)
!701 = !DILocation(line: 73, column: 19, scope: !546, inlinedAt: !700)
!702 = !DILocation(line: 74, column: 33, scope: !546, inlinedAt: !700)
!703 = !DILocation(line: 74, column: 3, scope: !546, inlinedAt: !700)
!704 = !DILocation(line: 73, column: 39, scope: !546, inlinedAt: !700)
!705 = !DILocation(line: 106, column: 18, scope: !650, inlinedAt: !655)
!706 = !DILocation(line: 0, scope: !546, inlinedAt: !707)
!707 = distinct !DILocation(line: 106, column: 2, scope: !650, inlinedAt: !655)
!708 = !DILocation(line: 73, column: 19, scope: !546, inlinedAt: !707)
!709 = !DILocation(line: 74, column: 3, scope: !546, inlinedAt: !707)
!710 = !DILocation(line: 73, column: 39, scope: !546, inlinedAt: !707)
!711 = !DILocation(line: 72, column: 16, scope: !546, inlinedAt: !707)
!712 = !DILocation(line: 113, column: 6, scope: !713)
!713 = distinct !DILexicalBlock(scope: !641, file: !80, line: 113, column: 6)
!714 = !DILocation(line: 113, column: 6, scope: !641)
!715 = !DILocation(line: 114, column: 73, scope: !716)
!716 = distinct !DILexicalBlock(scope: !713, file: !80, line: 113, column: 12)
!717 = !DILocation(line: 114, column: 5, scope: !716)
!718 = !DILocation(line: 115, column: 2, scope: !716)
!719 = !DILocation(line: 116, column: 1, scope: !641)
!720 = !DISubprogram(name: "printf", scope: !721, file: !721, line: 356, type: !722, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!721 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!722 = !DISubroutineType(types: !723)
!723 = !{!22, !724, null}
!724 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !725)
!725 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !726, size: 64)
!726 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
