; ModuleID = 'float_1006.c'
source_filename = "float_1006.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [5 x i8] c"g_11\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [5 x i8] c"g_12\00", align 1, !dbg !12
@g_13 = internal global i16 -1, align 2, !dbg !14
@.str.4 = private unnamed_addr constant [5 x i8] c"g_13\00", align 1, !dbg !25
@g_14.5 = internal unnamed_addr global i16 2018, align 16, !dbg !96
@.str.5 = private unnamed_addr constant [8 x i8] c"g_14[i]\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !32
@g_17.2 = internal unnamed_addr global i8 -9, align 1, !dbg !97
@.str.7 = private unnamed_addr constant [8 x i8] c"g_17[i]\00", align 1, !dbg !37
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !90
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !39
@.str.8 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !50
@.str.9 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !84

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !106 {
    #dbg_value(i32 %0, !112, !DIExpression(), !116)
    #dbg_value(ptr %1, !113, !DIExpression(), !116)
    #dbg_value(i32 0, !115, !DIExpression(), !116)
  %3 = icmp eq i32 %0, 2, !dbg !117
  br i1 %3, label %4, label %17, !dbg !119

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !120
  %6 = load ptr, ptr %5, align 8, !dbg !120, !tbaa !121
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !125
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !126
  %16 = zext i1 %15 to i32, !dbg !126
  br label %17, !dbg !126

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !116
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !116
    #dbg_value(i32 %19, !115, !DIExpression(), !116)
    #dbg_value(i32 -306674912, !127, !DIExpression(), !136)
    #dbg_value(i32 0, !133, !DIExpression(), !136)
  br label %20, !dbg !138

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !140
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !142
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !142
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !142
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !148
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !148
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !148
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !142
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !142
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !148
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !148
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !148
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !142
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !142
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !148
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !148
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !148
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !142
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !142
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !148
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !148
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !148
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !142
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !142
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !148
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !148
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !148
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !142
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !142
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !148
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !148
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !148
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !142
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !142
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !148
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !148
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !148
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !142
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !142
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !148
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !148
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !148
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !149
  store <4 x i32> %62, ptr %63, align 16, !dbg !150, !tbaa !151
  %64 = add nuw i64 %21, 4, !dbg !140
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !142
  %66 = icmp eq i64 %64, 256, !dbg !140
  br i1 %66, label %67, label %20, !dbg !140, !llvm.loop !153

67:                                               ; preds = %20
    #dbg_value(ptr poison, !158, !DIExpression(), !176)
    #dbg_value(ptr poison, !163, !DIExpression(), !176)
    #dbg_value(i32 1676206520, !165, !DIExpression(), !176)
    #dbg_value(ptr poison, !166, !DIExpression(), !176)
    #dbg_value(ptr undef, !167, !DIExpression(), !176)
    #dbg_value(ptr undef, !168, !DIExpression(), !176)
    #dbg_value(ptr null, !169, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !176)
    #dbg_value(ptr null, !169, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !176)
    #dbg_value(ptr poison, !169, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !176)
    #dbg_value(ptr null, !169, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !176)
    #dbg_value(ptr null, !169, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !176)
    #dbg_value(ptr poison, !169, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 512, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !176)
    #dbg_value(ptr null, !169, !DIExpression(DW_OP_LLVM_fragment, 640, 64), !176)
    #dbg_value(ptr null, !169, !DIExpression(DW_OP_LLVM_fragment, 704, 64), !176)
    #dbg_value(ptr poison, !169, !DIExpression(DW_OP_LLVM_fragment, 768, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 832, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 896, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !176)
    #dbg_value(ptr poison, !169, !DIExpression(DW_OP_LLVM_fragment, 1024, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 1088, 64), !176)
    #dbg_value(ptr null, !169, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !176)
    #dbg_value(ptr poison, !169, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 1280, 64), !176)
    #dbg_value(ptr poison, !169, !DIExpression(DW_OP_LLVM_fragment, 1344, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 1408, 64), !176)
    #dbg_value(ptr null, !169, !DIExpression(DW_OP_LLVM_fragment, 1472, 64), !176)
    #dbg_value(ptr null, !169, !DIExpression(DW_OP_LLVM_fragment, 1536, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 1600, 64), !176)
    #dbg_value(ptr poison, !169, !DIExpression(DW_OP_LLVM_fragment, 1664, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 1728, 64), !176)
    #dbg_value(ptr poison, !169, !DIExpression(DW_OP_LLVM_fragment, 1792, 64), !176)
    #dbg_value(ptr null, !169, !DIExpression(DW_OP_LLVM_fragment, 1856, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 1920, 64), !176)
    #dbg_value(ptr poison, !169, !DIExpression(DW_OP_LLVM_fragment, 1984, 64), !176)
    #dbg_value(ptr poison, !169, !DIExpression(DW_OP_LLVM_fragment, 2048, 64), !176)
    #dbg_value(ptr null, !169, !DIExpression(DW_OP_LLVM_fragment, 2112, 64), !176)
    #dbg_value(ptr poison, !169, !DIExpression(DW_OP_LLVM_fragment, 2176, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 2240, 64), !176)
    #dbg_value(ptr poison, !169, !DIExpression(DW_OP_LLVM_fragment, 2304, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 2368, 64), !176)
    #dbg_value(ptr poison, !169, !DIExpression(DW_OP_LLVM_fragment, 2432, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 2496, 64), !176)
    #dbg_value(ptr null, !169, !DIExpression(DW_OP_LLVM_fragment, 2560, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 2624, 64), !176)
    #dbg_value(ptr null, !169, !DIExpression(DW_OP_LLVM_fragment, 2688, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 2752, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 2816, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 2880, 64), !176)
    #dbg_value(ptr poison, !169, !DIExpression(DW_OP_LLVM_fragment, 2944, 64), !176)
    #dbg_value(ptr poison, !169, !DIExpression(DW_OP_LLVM_fragment, 3008, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 3072, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 3136, 64), !176)
    #dbg_value(ptr null, !169, !DIExpression(DW_OP_LLVM_fragment, 3200, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 3264, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 3328, 64), !176)
    #dbg_value(ptr poison, !169, !DIExpression(DW_OP_LLVM_fragment, 3392, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 3456, 64), !176)
    #dbg_value(ptr null, !169, !DIExpression(DW_OP_LLVM_fragment, 3520, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 3584, 64), !176)
    #dbg_value(ptr poison, !169, !DIExpression(DW_OP_LLVM_fragment, 3648, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 3712, 64), !176)
    #dbg_value(ptr poison, !169, !DIExpression(DW_OP_LLVM_fragment, 3776, 64), !176)
    #dbg_value(ptr poison, !169, !DIExpression(DW_OP_LLVM_fragment, 3840, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 3904, 64), !176)
    #dbg_value(ptr undef, !169, !DIExpression(DW_OP_LLVM_fragment, 3968, 64), !176)
    #dbg_value(i32 170005797, !173, !DIExpression(), !176)
  %68 = load i16, ptr @g_14.5, align 16, !dbg !178, !tbaa !179
  %69 = add i16 %68, -1, !dbg !178
  store i16 %69, ptr @g_14.5, align 16, !dbg !178, !tbaa !179
  %70 = load i8, ptr @g_17.2, align 1, !dbg !181, !tbaa !182
  %71 = add i8 %70, -1, !dbg !181
  store i8 %71, ptr @g_17.2, align 1, !dbg !181, !tbaa !182
  tail call fastcc void @transparent_crc(i64 noundef -1509097384, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !183
  tail call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !184
    #dbg_value(ptr poison, !185, !DIExpression(), !194)
    #dbg_value(i32 4, !190, !DIExpression(), !194)
    #dbg_value(ptr @.str.3, !191, !DIExpression(), !194)
    #dbg_value(i32 %19, !192, !DIExpression(), !194)
    #dbg_value(i32 0, !193, !DIExpression(), !194)
  %72 = load i32, ptr @crc32_context, align 4, !tbaa !151
    #dbg_value(i64 0, !193, !DIExpression(), !194)
    #dbg_value(i8 0, !196, !DIExpression(), !201)
  %73 = lshr i32 %72, 8, !dbg !206
  %74 = and i32 %72, 255, !dbg !207
  %75 = zext nneg i32 %74 to i64, !dbg !207
  %76 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %75, !dbg !207
  %77 = load i32, ptr %76, align 4, !dbg !207, !tbaa !151
  %78 = xor i32 %77, %73, !dbg !208
    #dbg_value(i64 1, !193, !DIExpression(), !194)
  %79 = lshr i32 %78, 8, !dbg !206
  %80 = and i32 %78, 255, !dbg !207
  %81 = zext nneg i32 %80 to i64, !dbg !207
  %82 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %81, !dbg !207
  %83 = load i32, ptr %82, align 4, !dbg !207, !tbaa !151
  %84 = xor i32 %79, %83, !dbg !208
    #dbg_value(i64 2, !193, !DIExpression(), !194)
    #dbg_value(i8 8, !196, !DIExpression(), !201)
  %85 = lshr i32 %84, 8, !dbg !206
  %86 = and i32 %84, 255, !dbg !207
  %87 = xor i32 %86, 8, !dbg !207
  %88 = zext nneg i32 %87 to i64, !dbg !207
  %89 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %88, !dbg !207
  %90 = load i32, ptr %89, align 4, !dbg !207, !tbaa !151
  %91 = xor i32 %85, %90, !dbg !208
    #dbg_value(i64 3, !193, !DIExpression(), !194)
    #dbg_value(i8 -64, !196, !DIExpression(), !201)
  %92 = lshr i32 %91, 8, !dbg !206
  %93 = and i32 %91, 255, !dbg !207
  %94 = xor i32 %93, 192, !dbg !207
  %95 = zext nneg i32 %94 to i64, !dbg !207
  %96 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %95, !dbg !207
  %97 = load i32, ptr %96, align 4, !dbg !207, !tbaa !151
  %98 = xor i32 %92, %97, !dbg !208
    #dbg_value(i64 4, !193, !DIExpression(), !194)
  store i32 %98, ptr @crc32_context, align 4, !dbg !201, !tbaa !151
  %99 = icmp eq i32 %19, 0, !dbg !209
  br i1 %99, label %104, label %100, !dbg !211

100:                                              ; preds = %67
  %101 = xor i32 %98, -1, !dbg !212
  %102 = zext i32 %101 to i64, !dbg !212
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %102), !dbg !214
  br label %104, !dbg !215

104:                                              ; preds = %67, %100
  %105 = load volatile i16, ptr @g_13, align 2, !dbg !216, !tbaa !179
  %106 = sext i16 %105 to i64, !dbg !216
  tail call fastcc void @transparent_crc(i64 noundef %106, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !217
    #dbg_value(i64 0, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 2018, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !218
  br i1 %18, label %107, label %112, !dbg !222

107:                                              ; preds = %104
    #dbg_value(i64 1, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 2018, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !218
    #dbg_value(i64 2, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 2018, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !218
    #dbg_value(i64 3, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 2018, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !218
    #dbg_value(i64 4, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 2018, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !218
    #dbg_value(i64 5, !114, !DIExpression(), !116)
  %108 = load i16, ptr @g_14.5, align 16, !dbg !223, !tbaa !179
  %109 = zext i16 %108 to i64, !dbg !223
  tail call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !218
    #dbg_value(i64 6, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 2018, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !218
    #dbg_value(i64 7, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 2018, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !218
    #dbg_value(i64 8, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 2018, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !218
    #dbg_value(i64 0, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 247, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !224
    #dbg_value(i64 1, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 247, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !224
    #dbg_value(i64 2, !114, !DIExpression(), !116)
  %110 = load i8, ptr @g_17.2, align 1, !dbg !228, !tbaa !182
  %111 = zext i8 %110 to i64, !dbg !228
  tail call fastcc void @transparent_crc(i64 noundef %111, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !224
    #dbg_value(i64 3, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 247, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !224
    #dbg_value(i64 4, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 247, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !224
  br label %131, !dbg !229

112:                                              ; preds = %104
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0), !dbg !230
    #dbg_value(i64 1, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 2018, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !218
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1), !dbg !230
    #dbg_value(i64 2, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 2018, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !218
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2), !dbg !230
    #dbg_value(i64 3, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 2018, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !218
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3), !dbg !230
    #dbg_value(i64 4, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 2018, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !218
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4), !dbg !230
    #dbg_value(i64 5, !114, !DIExpression(), !116)
  %118 = load i16, ptr @g_14.5, align 16, !dbg !223, !tbaa !179
  %119 = zext i16 %118 to i64, !dbg !223
  tail call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !218
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 5), !dbg !230
    #dbg_value(i64 6, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 2018, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !218
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 6), !dbg !230
    #dbg_value(i64 7, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 2018, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !218
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 7), !dbg !230
    #dbg_value(i64 8, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 2018, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !218
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 8), !dbg !230
    #dbg_value(i64 0, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 247, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !224
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0), !dbg !232
    #dbg_value(i64 1, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 247, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !224
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1), !dbg !232
    #dbg_value(i64 2, !114, !DIExpression(), !116)
  %126 = load i8, ptr @g_17.2, align 1, !dbg !228, !tbaa !182
  %127 = zext i8 %126 to i64, !dbg !228
  tail call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !224
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2), !dbg !232
    #dbg_value(i64 3, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 247, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !224
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3), !dbg !232
    #dbg_value(i64 4, !114, !DIExpression(), !116)
  tail call fastcc void @transparent_crc(i64 noundef 247, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !224
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4), !dbg !232
  br label %131, !dbg !232

131:                                              ; preds = %107, %112
    #dbg_value(i64 5, !114, !DIExpression(), !116)
  %132 = load i32, ptr @crc32_context, align 4, !dbg !234, !tbaa !151
  %133 = xor i32 %132, -1, !dbg !235
    #dbg_value(i32 %133, !236, !DIExpression(), !242)
    #dbg_value(i32 %19, !241, !DIExpression(), !242)
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %133), !dbg !244
  ret i32 0, !dbg !245
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !246 {
    #dbg_value(i64 %0, !253, !DIExpression(), !256)
    #dbg_value(ptr %1, !254, !DIExpression(), !256)
    #dbg_value(i32 %2, !255, !DIExpression(), !256)
    #dbg_value(i64 %0, !257, !DIExpression(), !262)
    #dbg_value(i64 %0, !196, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !264)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !266, !tbaa !151
  %5 = lshr i32 %4, 8, !dbg !267
  %6 = zext i32 %4 to i64, !dbg !268
  %7 = xor i64 %6, %0, !dbg !268
  %8 = and i64 %7, 255, !dbg !269
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !269
  %10 = load i32, ptr %9, align 4, !dbg !269, !tbaa !151
  %11 = xor i32 %5, %10, !dbg !270
  %12 = lshr i64 %0, 8, !dbg !271
    #dbg_value(i64 %12, !196, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !272)
  %13 = lshr i32 %11, 8, !dbg !274
  %14 = zext i32 %11 to i64, !dbg !275
  %15 = xor i64 %12, %14, !dbg !275
  %16 = and i64 %15, 255, !dbg !276
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !276
  %18 = load i32, ptr %17, align 4, !dbg !276, !tbaa !151
  %19 = xor i32 %13, %18, !dbg !277
  %20 = lshr i64 %0, 16, !dbg !278
    #dbg_value(i64 %20, !196, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !279)
  %21 = lshr i32 %19, 8, !dbg !281
  %22 = zext i32 %19 to i64, !dbg !282
  %23 = xor i64 %20, %22, !dbg !282
  %24 = and i64 %23, 255, !dbg !283
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !283
  %26 = load i32, ptr %25, align 4, !dbg !283, !tbaa !151
  %27 = xor i32 %21, %26, !dbg !284
  %28 = lshr i64 %0, 24, !dbg !285
    #dbg_value(i64 %28, !196, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !286)
  %29 = lshr i32 %27, 8, !dbg !288
  %30 = zext i32 %27 to i64, !dbg !289
  %31 = xor i64 %28, %30, !dbg !289
  %32 = and i64 %31, 255, !dbg !290
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !290
  %34 = load i32, ptr %33, align 4, !dbg !290, !tbaa !151
  %35 = xor i32 %29, %34, !dbg !291
  %36 = lshr i64 %0, 32, !dbg !292
    #dbg_value(i64 %36, !196, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !293)
  %37 = lshr i32 %35, 8, !dbg !295
  %38 = zext i32 %35 to i64, !dbg !296
  %39 = xor i64 %36, %38, !dbg !296
  %40 = and i64 %39, 255, !dbg !297
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !297
  %42 = load i32, ptr %41, align 4, !dbg !297, !tbaa !151
  %43 = xor i32 %37, %42, !dbg !298
  %44 = lshr i64 %0, 40, !dbg !299
    #dbg_value(i64 %44, !196, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !300)
  %45 = lshr i32 %43, 8, !dbg !302
  %46 = zext i32 %43 to i64, !dbg !303
  %47 = xor i64 %44, %46, !dbg !303
  %48 = and i64 %47, 255, !dbg !304
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !304
  %50 = load i32, ptr %49, align 4, !dbg !304, !tbaa !151
  %51 = xor i32 %45, %50, !dbg !305
  %52 = lshr i64 %0, 48, !dbg !306
    #dbg_value(i64 %52, !196, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !307)
  %53 = lshr i32 %51, 8, !dbg !309
  %54 = zext i32 %51 to i64, !dbg !310
  %55 = xor i64 %52, %54, !dbg !310
  %56 = and i64 %55, 255, !dbg !311
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !311
  %58 = load i32, ptr %57, align 4, !dbg !311, !tbaa !151
  %59 = xor i32 %53, %58, !dbg !312
  %60 = lshr i64 %0, 56, !dbg !313
    #dbg_value(i64 %60, !196, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !314)
  %61 = lshr i32 %59, 8, !dbg !316
  %62 = and i32 %59, 255, !dbg !317
  %63 = zext nneg i32 %62 to i64, !dbg !317
  %64 = xor i64 %60, %63, !dbg !317
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !317
  %66 = load i32, ptr %65, align 4, !dbg !317, !tbaa !151
  %67 = xor i32 %61, %66, !dbg !318
  store i32 %67, ptr @crc32_context, align 4, !dbg !319, !tbaa !151
  %68 = icmp eq i32 %2, 0, !dbg !320
  br i1 %68, label %73, label %69, !dbg !322

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !323
  %71 = zext i32 %70 to i64, !dbg !323
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %1, i64 noundef %71), !dbg !325
  br label %73, !dbg !326

73:                                               ; preds = %69, %3
  ret void, !dbg !327
}

; Function Attrs: nofree nounwind
declare !dbg !328 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!16}
!llvm.module.flags = !{!98, !99, !100, !101, !102, !103, !104}
!llvm.ident = !{!105}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_1006.c", directory: ".", checksumkind: CSK_MD5, checksum: "77b5632ab2b0ffa301c4527abcccbba0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "g_13", scope: !16, file: !2, line: 22, type: !92, isLocal: true, isDefinition: true)
!16 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !17, globals: !19, splitDebugInlining: false, nameTableKind: None)
!17 = !{!18}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!19 = !{!20, !0, !7, !12, !25, !27, !32, !37, !39, !50, !55, !61, !66, !14, !70, !78, !84, !90}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 2)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !9, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 14)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !29, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !16, file: !41, line: 47, type: !42, isLocal: true, isDefinition: true)
!41 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 8192, elements: !48)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !44, line: 26, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !46, line: 42, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!47 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!48 = !{!49}
!49 = !DISubrange(count: 256)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !41, line: 114, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 36)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression(DW_OP_constu, 18446744072200454232, DW_OP_stack_value))
!56 = distinct !DIGlobalVariable(name: "g_3", scope: !16, file: !2, line: 19, type: !57, isLocal: true, isDefinition: true)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !58, line: 26, baseType: !59)
!58 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !46, line: 41, baseType: !60)
!60 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression(DW_OP_constu, 18446744073709551611, DW_OP_stack_value))
!62 = distinct !DIGlobalVariable(name: "g_11", scope: !16, file: !2, line: 20, type: !63, isLocal: true, isDefinition: true)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !58, line: 27, baseType: !64)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !46, line: 44, baseType: !65)
!65 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "g_12", scope: !16, file: !2, line: 21, type: !68, isLocal: true, isDefinition: true)
!68 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !69)
!69 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "g_14", scope: !16, file: !2, line: 23, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 144, elements: !76)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !44, line: 25, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !46, line: 40, baseType: !75)
!75 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!76 = !{!77}
!77 = !DISubrange(count: 9)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "g_17", scope: !16, file: !2, line: 24, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 40, elements: !10)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !44, line: 24, baseType: !82)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !46, line: 38, baseType: !83)
!83 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !86, line: 56, type: !87, isLocal: true, isDefinition: true)
!86 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 15)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(name: "crc32_context", scope: !16, file: !41, line: 48, type: !43, isLocal: true, isDefinition: true)
!92 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !58, line: 25, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !46, line: 39, baseType: !95)
!95 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!96 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression(DW_OP_LLVM_fragment, 80, 16))
!97 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression(DW_OP_LLVM_fragment, 16, 8))
!98 = !{i32 7, !"Dwarf Version", i32 5}
!99 = !{i32 2, !"Debug Info Version", i32 3}
!100 = !{i32 1, !"wchar_size", i32 4}
!101 = !{i32 8, !"PIC Level", i32 2}
!102 = !{i32 7, !"PIE Level", i32 2}
!103 = !{i32 7, !"uwtable", i32 2}
!104 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!105 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!106 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 57, type: !107, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !111)
!107 = !DISubroutineType(types: !108)
!108 = !{!60, !60, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!111 = !{!112, !113, !114, !115}
!112 = !DILocalVariable(name: "argc", arg: 1, scope: !106, file: !2, line: 57, type: !60)
!113 = !DILocalVariable(name: "argv", arg: 2, scope: !106, file: !2, line: 57, type: !109)
!114 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 59, type: !60)
!115 = !DILocalVariable(name: "print_hash_value", scope: !106, file: !2, line: 60, type: !60)
!116 = !DILocation(line: 0, scope: !106)
!117 = !DILocation(line: 61, column: 14, scope: !118)
!118 = distinct !DILexicalBlock(scope: !106, file: !2, line: 61, column: 9)
!119 = !DILocation(line: 61, column: 19, scope: !118)
!120 = !DILocation(line: 61, column: 29, scope: !118)
!121 = !{!122, !122, i64 0}
!122 = !{!"any pointer", !123, i64 0}
!123 = !{!"omnipotent char", !124, i64 0}
!124 = !{!"Simple C/C++ TBAA"}
!125 = !DILocation(line: 61, column: 43, scope: !118)
!126 = !DILocation(line: 61, column: 9, scope: !106)
!127 = !DILocalVariable(name: "poly", scope: !128, file: !41, line: 54, type: !135)
!128 = distinct !DISubprogram(name: "crc32_gentab", scope: !41, file: !41, line: 51, type: !129, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !131)
!129 = !DISubroutineType(types: !130)
!130 = !{null}
!131 = !{!132, !127, !133, !134}
!132 = !DILocalVariable(name: "crc", scope: !128, file: !41, line: 53, type: !43)
!133 = !DILocalVariable(name: "i", scope: !128, file: !41, line: 55, type: !60)
!134 = !DILocalVariable(name: "j", scope: !128, file: !41, line: 55, type: !60)
!135 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!136 = !DILocation(line: 0, scope: !128, inlinedAt: !137)
!137 = distinct !DILocation(line: 63, column: 5, scope: !106)
!138 = !DILocation(line: 57, column: 2, scope: !139, inlinedAt: !137)
!139 = distinct !DILexicalBlock(scope: !128, file: !41, line: 57, column: 2)
!140 = !DILocation(line: 57, column: 24, scope: !141, inlinedAt: !137)
!141 = distinct !DILexicalBlock(scope: !139, file: !41, line: 57, column: 2)
!142 = !DILocation(line: 60, column: 12, scope: !143, inlinedAt: !137)
!143 = distinct !DILexicalBlock(scope: !144, file: !41, line: 60, column: 8)
!144 = distinct !DILexicalBlock(scope: !145, file: !41, line: 59, column: 27)
!145 = distinct !DILexicalBlock(scope: !146, file: !41, line: 59, column: 3)
!146 = distinct !DILexicalBlock(scope: !147, file: !41, line: 59, column: 3)
!147 = distinct !DILexicalBlock(scope: !141, file: !41, line: 57, column: 28)
!148 = !DILocation(line: 60, column: 8, scope: !144, inlinedAt: !137)
!149 = !DILocation(line: 66, column: 3, scope: !147, inlinedAt: !137)
!150 = !DILocation(line: 66, column: 16, scope: !147, inlinedAt: !137)
!151 = !{!152, !152, i64 0}
!152 = !{!"int", !123, i64 0}
!153 = distinct !{!153, !138, !154, !155, !156, !157}
!154 = !DILocation(line: 67, column: 2, scope: !139, inlinedAt: !137)
!155 = !{!"llvm.loop.mustprogress"}
!156 = !{!"llvm.loop.isvectorized", i32 1}
!157 = !{!"llvm.loop.unroll.runtime.disable"}
!158 = !DILocalVariable(name: "l_2", scope: !159, file: !2, line: 39, type: !164)
!159 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 37, type: !160, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !162)
!160 = !DISubroutineType(types: !161)
!161 = !{!43}
!162 = !{!158, !163, !165, !166, !167, !168, !169, !173, !174, !175}
!163 = !DILocalVariable(name: "l_4", scope: !159, file: !2, line: 40, type: !164)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!165 = !DILocalVariable(name: "l_5", scope: !159, file: !2, line: 41, type: !57)
!166 = !DILocalVariable(name: "l_6", scope: !159, file: !2, line: 42, type: !164)
!167 = !DILocalVariable(name: "l_7", scope: !159, file: !2, line: 43, type: !164)
!168 = !DILocalVariable(name: "l_8", scope: !159, file: !2, line: 44, type: !164)
!169 = !DILocalVariable(name: "l_9", scope: !159, file: !2, line: 45, type: !170)
!170 = !DICompositeType(tag: DW_TAG_array_type, baseType: !164, size: 4032, elements: !171)
!171 = !{!77, !172}
!172 = !DISubrange(count: 7)
!173 = !DILocalVariable(name: "l_10", scope: !159, file: !2, line: 46, type: !57)
!174 = !DILocalVariable(name: "i", scope: !159, file: !2, line: 47, type: !60)
!175 = !DILocalVariable(name: "j", scope: !159, file: !2, line: 47, type: !60)
!176 = !DILocation(line: 0, scope: !159, inlinedAt: !177)
!177 = distinct !DILocation(line: 64, column: 5, scope: !106)
!178 = !DILocation(line: 48, column: 12, scope: !159, inlinedAt: !177)
!179 = !{!180, !180, i64 0}
!180 = !{!"short", !123, i64 0}
!181 = !DILocation(line: 49, column: 12, scope: !159, inlinedAt: !177)
!182 = !{!123, !123, i64 0}
!183 = !DILocation(line: 65, column: 5, scope: !106)
!184 = !DILocation(line: 66, column: 5, scope: !106)
!185 = !DILocalVariable(name: "ptr", arg: 1, scope: !186, file: !41, line: 121, type: !110)
!186 = distinct !DISubprogram(name: "transparent_crc_bytes", scope: !41, file: !41, line: 121, type: !187, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !189)
!187 = !DISubroutineType(types: !188)
!188 = !{null, !110, !60, !110, !60}
!189 = !{!185, !190, !191, !192, !193}
!190 = !DILocalVariable(name: "nbytes", arg: 2, scope: !186, file: !41, line: 121, type: !60)
!191 = !DILocalVariable(name: "vname", arg: 3, scope: !186, file: !41, line: 121, type: !110)
!192 = !DILocalVariable(name: "flag", arg: 4, scope: !186, file: !41, line: 121, type: !60)
!193 = !DILocalVariable(name: "i", scope: !186, file: !41, line: 123, type: !60)
!194 = !DILocation(line: 0, scope: !186, inlinedAt: !195)
!195 = distinct !DILocation(line: 67, column: 5, scope: !106)
!196 = !DILocalVariable(name: "b", arg: 1, scope: !197, file: !41, line: 71, type: !81)
!197 = distinct !DISubprogram(name: "crc32_byte", scope: !41, file: !41, line: 71, type: !198, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !200)
!198 = !DISubroutineType(types: !199)
!199 = !{null, !81}
!200 = !{!196}
!201 = !DILocation(line: 0, scope: !197, inlinedAt: !202)
!202 = distinct !DILocation(line: 125, column: 9, scope: !203, inlinedAt: !195)
!203 = distinct !DILexicalBlock(scope: !204, file: !41, line: 124, column: 30)
!204 = distinct !DILexicalBlock(scope: !205, file: !41, line: 124, column: 5)
!205 = distinct !DILexicalBlock(scope: !186, file: !41, line: 124, column: 5)
!206 = !DILocation(line: 73, column: 19, scope: !197, inlinedAt: !202)
!207 = !DILocation(line: 74, column: 3, scope: !197, inlinedAt: !202)
!208 = !DILocation(line: 73, column: 39, scope: !197, inlinedAt: !202)
!209 = !DILocation(line: 127, column: 6, scope: !210, inlinedAt: !195)
!210 = distinct !DILexicalBlock(scope: !186, file: !41, line: 127, column: 6)
!211 = !DILocation(line: 127, column: 6, scope: !186, inlinedAt: !195)
!212 = !DILocation(line: 128, column: 73, scope: !213, inlinedAt: !195)
!213 = distinct !DILexicalBlock(scope: !210, file: !41, line: 127, column: 12)
!214 = !DILocation(line: 128, column: 5, scope: !213, inlinedAt: !195)
!215 = !DILocation(line: 129, column: 2, scope: !213, inlinedAt: !195)
!216 = !DILocation(line: 68, column: 21, scope: !106)
!217 = !DILocation(line: 68, column: 5, scope: !106)
!218 = !DILocation(line: 71, column: 9, scope: !219)
!219 = distinct !DILexicalBlock(scope: !220, file: !2, line: 70, column: 5)
!220 = distinct !DILexicalBlock(scope: !221, file: !2, line: 69, column: 5)
!221 = distinct !DILexicalBlock(scope: !106, file: !2, line: 69, column: 5)
!222 = !DILocation(line: 72, column: 13, scope: !219)
!223 = !DILocation(line: 71, column: 25, scope: !219)
!224 = !DILocation(line: 77, column: 9, scope: !225)
!225 = distinct !DILexicalBlock(scope: !226, file: !2, line: 76, column: 5)
!226 = distinct !DILexicalBlock(scope: !227, file: !2, line: 75, column: 5)
!227 = distinct !DILexicalBlock(scope: !106, file: !2, line: 75, column: 5)
!228 = !DILocation(line: 77, column: 25, scope: !225)
!229 = !DILocation(line: 78, column: 13, scope: !225)
!230 = !DILocation(line: 72, column: 31, scope: !231)
!231 = distinct !DILexicalBlock(scope: !219, file: !2, line: 72, column: 13)
!232 = !DILocation(line: 78, column: 31, scope: !233)
!233 = distinct !DILexicalBlock(scope: !225, file: !2, line: 78, column: 13)
!234 = !DILocation(line: 81, column: 23, scope: !106)
!235 = !DILocation(line: 81, column: 37, scope: !106)
!236 = !DILocalVariable(name: "crc", arg: 1, scope: !237, file: !86, line: 49, type: !43)
!237 = distinct !DISubprogram(name: "platform_main_end", scope: !86, file: !86, line: 49, type: !238, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !240)
!238 = !DISubroutineType(types: !239)
!239 = !{null, !43, !60}
!240 = !{!236, !241}
!241 = !DILocalVariable(name: "flag", arg: 2, scope: !237, file: !86, line: 49, type: !60)
!242 = !DILocation(line: 0, scope: !237, inlinedAt: !243)
!243 = distinct !DILocation(line: 81, column: 5, scope: !106)
!244 = !DILocation(line: 56, column: 2, scope: !237, inlinedAt: !243)
!245 = !DILocation(line: 82, column: 5, scope: !106)
!246 = distinct !DISubprogram(name: "transparent_crc", scope: !41, file: !41, line: 110, type: !247, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !252)
!247 = !DISubroutineType(types: !248)
!248 = !{null, !249, !110, !60}
!249 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !44, line: 27, baseType: !250)
!250 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !46, line: 45, baseType: !251)
!251 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!252 = !{!253, !254, !255}
!253 = !DILocalVariable(name: "val", arg: 1, scope: !246, file: !41, line: 110, type: !249)
!254 = !DILocalVariable(name: "vname", arg: 2, scope: !246, file: !41, line: 110, type: !110)
!255 = !DILocalVariable(name: "flag", arg: 3, scope: !246, file: !41, line: 110, type: !60)
!256 = !DILocation(line: 0, scope: !246)
!257 = !DILocalVariable(name: "val", arg: 1, scope: !258, file: !41, line: 97, type: !249)
!258 = distinct !DISubprogram(name: "crc32_8bytes", scope: !41, file: !41, line: 97, type: !259, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !16, retainedNodes: !261)
!259 = !DISubroutineType(types: !260)
!260 = !{null, !249}
!261 = !{!257}
!262 = !DILocation(line: 0, scope: !258, inlinedAt: !263)
!263 = distinct !DILocation(line: 112, column: 2, scope: !246)
!264 = !DILocation(line: 0, scope: !197, inlinedAt: !265)
!265 = distinct !DILocation(line: 99, column: 2, scope: !258, inlinedAt: !263)
!266 = !DILocation(line: 73, column: 5, scope: !197, inlinedAt: !265)
!267 = !DILocation(line: 73, column: 19, scope: !197, inlinedAt: !265)
!268 = !DILocation(line: 74, column: 33, scope: !197, inlinedAt: !265)
!269 = !DILocation(line: 74, column: 3, scope: !197, inlinedAt: !265)
!270 = !DILocation(line: 73, column: 39, scope: !197, inlinedAt: !265)
!271 = !DILocation(line: 100, column: 18, scope: !258, inlinedAt: !263)
!272 = !DILocation(line: 0, scope: !197, inlinedAt: !273)
!273 = distinct !DILocation(line: 100, column: 2, scope: !258, inlinedAt: !263)
!274 = !DILocation(line: 73, column: 19, scope: !197, inlinedAt: !273)
!275 = !DILocation(line: 74, column: 33, scope: !197, inlinedAt: !273)
!276 = !DILocation(line: 74, column: 3, scope: !197, inlinedAt: !273)
!277 = !DILocation(line: 73, column: 39, scope: !197, inlinedAt: !273)
!278 = !DILocation(line: 101, column: 18, scope: !258, inlinedAt: !263)
!279 = !DILocation(line: 0, scope: !197, inlinedAt: !280)
!280 = distinct !DILocation(line: 101, column: 2, scope: !258, inlinedAt: !263)
!281 = !DILocation(line: 73, column: 19, scope: !197, inlinedAt: !280)
!282 = !DILocation(line: 74, column: 33, scope: !197, inlinedAt: !280)
!283 = !DILocation(line: 74, column: 3, scope: !197, inlinedAt: !280)
!284 = !DILocation(line: 73, column: 39, scope: !197, inlinedAt: !280)
!285 = !DILocation(line: 102, column: 18, scope: !258, inlinedAt: !263)
!286 = !DILocation(line: 0, scope: !197, inlinedAt: !287)
!287 = distinct !DILocation(line: 102, column: 2, scope: !258, inlinedAt: !263)
!288 = !DILocation(line: 73, column: 19, scope: !197, inlinedAt: !287)
!289 = !DILocation(line: 74, column: 33, scope: !197, inlinedAt: !287)
!290 = !DILocation(line: 74, column: 3, scope: !197, inlinedAt: !287)
!291 = !DILocation(line: 73, column: 39, scope: !197, inlinedAt: !287)
!292 = !DILocation(line: 103, column: 18, scope: !258, inlinedAt: !263)
!293 = !DILocation(line: 0, scope: !197, inlinedAt: !294)
!294 = distinct !DILocation(line: 103, column: 2, scope: !258, inlinedAt: !263)
!295 = !DILocation(line: 73, column: 19, scope: !197, inlinedAt: !294)
!296 = !DILocation(line: 74, column: 33, scope: !197, inlinedAt: !294)
!297 = !DILocation(line: 74, column: 3, scope: !197, inlinedAt: !294)
!298 = !DILocation(line: 73, column: 39, scope: !197, inlinedAt: !294)
!299 = !DILocation(line: 104, column: 18, scope: !258, inlinedAt: !263)
!300 = !DILocation(line: 0, scope: !197, inlinedAt: !301)
!301 = distinct !DILocation(line: 104, column: 2, scope: !258, inlinedAt: !263)
!302 = !DILocation(line: 73, column: 19, scope: !197, inlinedAt: !301)
!303 = !DILocation(line: 74, column: 33, scope: !197, inlinedAt: !301)
!304 = !DILocation(line: 74, column: 3, scope: !197, inlinedAt: !301)
!305 = !DILocation(line: 73, column: 39, scope: !197, inlinedAt: !301)
!306 = !DILocation(line: 105, column: 18, scope: !258, inlinedAt: !263)
!307 = !DILocation(line: 0, scope: !197, inlinedAt: !308)
!308 = distinct !DILocation(line: 105, column: 2, scope: !258, inlinedAt: !263)
!309 = !DILocation(line: 73, column: 19, scope: !197, inlinedAt: !308)
!310 = !DILocation(line: 74, column: 33, scope: !197, inlinedAt: !308)
!311 = !DILocation(line: 74, column: 3, scope: !197, inlinedAt: !308)
!312 = !DILocation(line: 73, column: 39, scope: !197, inlinedAt: !308)
!313 = !DILocation(line: 106, column: 18, scope: !258, inlinedAt: !263)
!314 = !DILocation(line: 0, scope: !197, inlinedAt: !315)
!315 = distinct !DILocation(line: 106, column: 2, scope: !258, inlinedAt: !263)
!316 = !DILocation(line: 73, column: 19, scope: !197, inlinedAt: !315)
!317 = !DILocation(line: 74, column: 3, scope: !197, inlinedAt: !315)
!318 = !DILocation(line: 73, column: 39, scope: !197, inlinedAt: !315)
!319 = !DILocation(line: 72, column: 16, scope: !197, inlinedAt: !315)
!320 = !DILocation(line: 113, column: 6, scope: !321)
!321 = distinct !DILexicalBlock(scope: !246, file: !41, line: 113, column: 6)
!322 = !DILocation(line: 113, column: 6, scope: !246)
!323 = !DILocation(line: 114, column: 73, scope: !324)
!324 = distinct !DILexicalBlock(scope: !321, file: !41, line: 113, column: 12)
!325 = !DILocation(line: 114, column: 5, scope: !324)
!326 = !DILocation(line: 115, column: 2, scope: !324)
!327 = !DILocation(line: 116, column: 1, scope: !246)
!328 = !DISubprogram(name: "printf", scope: !329, file: !329, line: 356, type: !330, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!329 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!330 = !DISubroutineType(types: !331)
!331 = !{!60, !332, null}
!332 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !333)
!333 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !334, size: 64)
!334 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
