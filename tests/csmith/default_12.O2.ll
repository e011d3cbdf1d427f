; ModuleID = 'default_12.c'
source_filename = "default_12.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.U1 = type { i32 }

@.str.1 = private unnamed_addr constant [7 x i8] c"g_3[i]\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [11 x i8] c"g_16[i].f0\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [11 x i8] c"g_16[i].f2\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [11 x i8] c"g_16[i].f3\00", align 1, !dbg !19
@.str.6 = private unnamed_addr constant [11 x i8] c"g_16[i].f4\00", align 1, !dbg !21
@.str.7 = private unnamed_addr constant [5 x i8] c"g_39\00", align 1, !dbg !23
@.str.8 = private unnamed_addr constant [5 x i8] c"g_43\00", align 1, !dbg !28
@.str.9 = private unnamed_addr constant [8 x i8] c"g_51.f0\00", align 1, !dbg !30
@.str.10 = private unnamed_addr constant [8 x i8] c"g_60[i]\00", align 1, !dbg !35
@.str.11 = private unnamed_addr constant [8 x i8] c"g_61[i]\00", align 1, !dbg !37
@.str.12 = private unnamed_addr constant [5 x i8] c"g_68\00", align 1, !dbg !39
@.str.13 = private unnamed_addr constant [5 x i8] c"g_75\00", align 1, !dbg !41
@.str.14 = private unnamed_addr constant [8 x i8] c"g_78[i]\00", align 1, !dbg !43
@.str.15 = private unnamed_addr constant [9 x i8] c"g_125[i]\00", align 1, !dbg !45
@.str.16 = private unnamed_addr constant [9 x i8] c"g_145.f0\00", align 1, !dbg !50
@.str.17 = private unnamed_addr constant [9 x i8] c"g_145.f2\00", align 1, !dbg !52
@.str.18 = private unnamed_addr constant [9 x i8] c"g_145.f3\00", align 1, !dbg !54
@.str.19 = private unnamed_addr constant [9 x i8] c"g_145.f4\00", align 1, !dbg !56
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !58
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !71
@.str.20 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !120
@g_16 = internal global [6 x { i16, [2 x i8] }] [{ i16, [2 x i8] } { i16 -1, [2 x i8] undef }, { i16, [2 x i8] } { i16 25982, [2 x i8] undef }, { i16, [2 x i8] } { i16 -1, [2 x i8] undef }, { i16, [2 x i8] } { i16 -1, [2 x i8] undef }, { i16, [2 x i8] } { i16 25982, [2 x i8] undef }, { i16, [2 x i8] } { i16 -1, [2 x i8] undef }], align 16, !dbg !130
@g_145 = internal global { i16, [2 x i8] } { i16 -28575, [2 x i8] undef }, align 4, !dbg !180
@.str.24 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !182

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !196 {
    #dbg_value(i32 %0, !202, !DIExpression(), !208)
    #dbg_value(ptr %1, !203, !DIExpression(), !208)
    #dbg_value(i32 0, !207, !DIExpression(), !208)
  %3 = icmp eq i32 %0, 2, !dbg !209
  br i1 %3, label %4, label %17, !dbg !211

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !212
  %6 = load ptr, ptr %5, align 8, !dbg !212, !tbaa !213
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !217
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !218
  %16 = zext i1 %15 to i32, !dbg !218
  br label %17, !dbg !218

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !208
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !208
    #dbg_value(i32 %19, !207, !DIExpression(), !208)
    #dbg_value(i32 -306674912, !219, !DIExpression(), !228)
    #dbg_value(i32 0, !225, !DIExpression(), !228)
  br label %20, !dbg !230

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !232
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !234
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !234
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !234
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !240
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !240
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !240
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !234
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !234
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !240
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !240
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !240
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !234
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !234
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !240
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !240
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !240
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !234
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !234
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !240
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !240
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !240
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !234
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !234
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !240
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !240
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !240
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !234
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !234
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !240
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !240
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !240
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !234
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !234
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !240
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !240
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !240
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !234
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !234
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !240
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !240
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !240
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !241
  store <4 x i32> %62, ptr %63, align 16, !dbg !242, !tbaa !243
  %64 = add nuw i64 %21, 4, !dbg !232
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !234
  %66 = icmp eq i64 %64, 256, !dbg !232
  br i1 %66, label %67, label %20, !dbg !232, !llvm.loop !245

67:                                               ; preds = %20
    #dbg_value(ptr poison, !250, !DIExpression(), !337)
    #dbg_value(i32 1, !271, !DIExpression(), !337)
    #dbg_value(i16 -15675, !273, !DIExpression(), !337)
    #dbg_value(i8 72, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !337)
    #dbg_value(i8 72, !255, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !337)
    #dbg_value(i64 poison, !275, !DIExpression(), !337)
    #dbg_value(i32 poison, !274, !DIExpression(), !337)
    #dbg_value(ptr undef, !267, !DIExpression(), !337)
    #dbg_value(ptr poison, !266, !DIExpression(), !337)
    #dbg_value(i64 0, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef 300972875, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !339
  br i1 %18, label %68, label %69, !dbg !343

68:                                               ; preds = %67
    #dbg_value(i64 1, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -10, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !339
    #dbg_value(i64 2, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !339
    #dbg_value(i64 3, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef 300972875, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !339
    #dbg_value(i64 4, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -10, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !339
    #dbg_value(i64 5, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef 300972875, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !339
  br label %76, !dbg !343

69:                                               ; preds = %67
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !344
    #dbg_value(i64 1, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -10, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !339
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !344
    #dbg_value(i64 2, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !339
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !344
    #dbg_value(i64 3, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef 300972875, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !339
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !344
    #dbg_value(i64 4, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -10, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !339
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4), !dbg !344
    #dbg_value(i64 5, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef 300972875, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !339
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5), !dbg !344
  br label %76, !dbg !344

76:                                               ; preds = %68, %69
  br label %77, !dbg !346

77:                                               ; preds = %76, %91
  %78 = phi i64 [ %92, %91 ], [ 0, %76 ]
    #dbg_value(i64 %78, !204, !DIExpression(), !208)
  %79 = getelementptr inbounds [6 x %union.U1], ptr @g_16, i64 0, i64 %78, !dbg !348
  %80 = load volatile i16, ptr %79, align 4, !dbg !351, !tbaa !352
  %81 = sext i16 %80 to i64, !dbg !348
  tail call fastcc void @transparent_crc(i64 noundef %81, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !353
  %82 = load volatile i16, ptr %79, align 4, !dbg !354, !tbaa !352
  %83 = zext i16 %82 to i64, !dbg !355
  tail call fastcc void @transparent_crc(i64 noundef %83, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !356
  %84 = load volatile i16, ptr %79, align 4, !dbg !357, !tbaa !352
  %85 = sext i16 %84 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %85, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !359
  %86 = load volatile i16, ptr %79, align 4, !dbg !360, !tbaa !352
  %87 = sext i16 %86 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %87, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !362
  br i1 %18, label %91, label %88, !dbg !363

88:                                               ; preds = %77
  %89 = trunc nuw nsw i64 %78 to i32, !dbg !364
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %89), !dbg !364
  br label %91, !dbg !364

91:                                               ; preds = %77, %88
  %92 = add nuw nsw i64 %78, 1, !dbg !366
    #dbg_value(i64 %92, !204, !DIExpression(), !208)
  %93 = icmp eq i64 %92, 6, !dbg !367
  br i1 %93, label %94, label %77, !dbg !346, !llvm.loop !368

94:                                               ; preds = %91
  tail call fastcc void @transparent_crc(i64 noundef 98, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !370
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !371
  tail call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !372
    #dbg_value(i32 0, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !373
  br i1 %18, label %95, label %96, !dbg !377

95:                                               ; preds = %94
    #dbg_value(i32 1, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !373
    #dbg_value(i32 0, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -3, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !378
    #dbg_value(i32 1, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -3, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !378
    #dbg_value(i32 2, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -3, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !378
    #dbg_value(i32 3, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -3, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !378
  br label %103, !dbg !382

96:                                               ; preds = %94
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !383
    #dbg_value(i32 1, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !373
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !383
    #dbg_value(i32 0, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -3, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !378
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !385
    #dbg_value(i32 1, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -3, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !378
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !385
    #dbg_value(i32 2, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -3, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !378
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !385
    #dbg_value(i32 3, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -3, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !378
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !385
  br label %103, !dbg !385

103:                                              ; preds = %95, %96
    #dbg_value(i32 4, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -4314129969687557918, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !387
  tail call fastcc void @transparent_crc(i64 noundef -1298597516, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !388
    #dbg_value(i32 0, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -1372771184, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !389
  br i1 %18, label %104, label %105, !dbg !393

104:                                              ; preds = %103
    #dbg_value(i32 1, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -1372771184, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !389
    #dbg_value(i32 2, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -1372771184, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !389
    #dbg_value(i64 0, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !394
    #dbg_value(i64 1, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !394
    #dbg_value(i64 2, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !394
    #dbg_value(i64 3, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !394
    #dbg_value(i64 4, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !394
    #dbg_value(i64 5, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !394
    #dbg_value(i64 6, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !394
    #dbg_value(i64 7, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !394
  br label %117, !dbg !398

105:                                              ; preds = %103
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !399
    #dbg_value(i32 1, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -1372771184, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !389
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !399
    #dbg_value(i32 2, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -1372771184, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !389
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !399
    #dbg_value(i64 0, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !394
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !401
    #dbg_value(i64 1, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !394
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !401
    #dbg_value(i64 2, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !394
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !401
    #dbg_value(i64 3, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !394
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !401
    #dbg_value(i64 4, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !394
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4), !dbg !401
    #dbg_value(i64 5, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !394
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5), !dbg !401
    #dbg_value(i64 6, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !394
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6), !dbg !401
    #dbg_value(i64 7, !204, !DIExpression(), !208)
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !394
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7), !dbg !401
  br label %117, !dbg !401

117:                                              ; preds = %104, %105
    #dbg_value(i64 8, !204, !DIExpression(), !208)
  %118 = load volatile i16, ptr @g_145, align 4, !dbg !403, !tbaa !352
  %119 = sext i16 %118 to i64, !dbg !404
  tail call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !405
  %120 = load volatile i16, ptr @g_145, align 4, !dbg !406, !tbaa !352
  %121 = zext i16 %120 to i64, !dbg !407
  tail call fastcc void @transparent_crc(i64 noundef %121, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !408
  %122 = load volatile i16, ptr @g_145, align 4, !dbg !409, !tbaa !352
  %123 = sext i16 %122 to i64, !dbg !410
  tail call fastcc void @transparent_crc(i64 noundef %123, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !411
  %124 = load volatile i16, ptr @g_145, align 4, !dbg !412, !tbaa !352
  %125 = sext i16 %124 to i64, !dbg !413
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !414
  %126 = load i32, ptr @crc32_context, align 4, !dbg !415, !tbaa !243
  %127 = xor i32 %126, -1, !dbg !416
    #dbg_value(i32 %127, !417, !DIExpression(), !423)
    #dbg_value(i32 %19, !422, !DIExpression(), !423)
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %127), !dbg !425
  ret i32 0, !dbg !426
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !427 {
    #dbg_value(i64 %0, !431, !DIExpression(), !434)
    #dbg_value(ptr %1, !432, !DIExpression(), !434)
    #dbg_value(i32 %2, !433, !DIExpression(), !434)
    #dbg_value(i64 %0, !435, !DIExpression(), !440)
    #dbg_value(i64 %0, !442, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !447)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !449, !tbaa !243
  %5 = lshr i32 %4, 8, !dbg !450
  %6 = zext i32 %4 to i64, !dbg !451
  %7 = xor i64 %6, %0, !dbg !451
  %8 = and i64 %7, 255, !dbg !452
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !452
  %10 = load i32, ptr %9, align 4, !dbg !452, !tbaa !243
  %11 = xor i32 %5, %10, !dbg !453
  %12 = lshr i64 %0, 8, !dbg !454
    #dbg_value(i64 %12, !442, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !455)
  %13 = lshr i32 %11, 8, !dbg !457
  %14 = zext i32 %11 to i64, !dbg !458
  %15 = xor i64 %12, %14, !dbg !458
  %16 = and i64 %15, 255, !dbg !459
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !459
  %18 = load i32, ptr %17, align 4, !dbg !459, !tbaa !243
  %19 = xor i32 %13, %18, !dbg !460
  %20 = lshr i64 %0, 16, !dbg !461
    #dbg_value(i64 %20, !442, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !462)
  %21 = lshr i32 %19, 8, !dbg !464
  %22 = zext i32 %19 to i64, !dbg !465
  %23 = xor i64 %20, %22, !dbg !465
  %24 = and i64 %23, 255, !dbg !466
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !466
  %26 = load i32, ptr %25, align 4, !dbg !466, !tbaa !243
  %27 = xor i32 %21, %26, !dbg !467
  %28 = lshr i64 %0, 24, !dbg !468
    #dbg_value(i64 %28, !442, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !469)
  %29 = lshr i32 %27, 8, !dbg !471
  %30 = zext i32 %27 to i64, !dbg !472
  %31 = xor i64 %28, %30, !dbg !472
  %32 = and i64 %31, 255, !dbg !473
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !473
  %34 = load i32, ptr %33, align 4, !dbg !473, !tbaa !243
  %35 = xor i32 %29, %34, !dbg !474
  %36 = lshr i64 %0, 32, !dbg !475
    #dbg_value(i64 %36, !442, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !476)
  %37 = lshr i32 %35, 8, !dbg !478
  %38 = zext i32 %35 to i64, !dbg !479
  %39 = xor i64 %36, %38, !dbg !479
  %40 = and i64 %39, 255, !dbg !480
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !480
  %42 = load i32, ptr %41, align 4, !dbg !480, !tbaa !243
  %43 = xor i32 %37, %42, !dbg !481
  %44 = lshr i64 %0, 40, !dbg !482
    #dbg_value(i64 %44, !442, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !483)
  %45 = lshr i32 %43, 8, !dbg !485
  %46 = zext i32 %43 to i64, !dbg !486
  %47 = xor i64 %44, %46, !dbg !486
  %48 = and i64 %47, 255, !dbg !487
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !487
  %50 = load i32, ptr %49, align 4, !dbg !487, !tbaa !243
  %51 = xor i32 %45, %50, !dbg !488
  %52 = lshr i64 %0, 48, !dbg !489
    #dbg_value(i64 %52, !442, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !490)
  %53 = lshr i32 %51, 8, !dbg !492
  %54 = zext i32 %51 to i64, !dbg !493
  %55 = xor i64 %52, %54, !dbg !493
  %56 = and i64 %55, 255, !dbg !494
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !494
  %58 = load i32, ptr %57, align 4, !dbg !494, !tbaa !243
  %59 = xor i32 %53, %58, !dbg !495
  %60 = lshr i64 %0, 56, !dbg !496
    #dbg_value(i64 %60, !442, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !497)
  %61 = lshr i32 %59, 8, !dbg !499
  %62 = and i32 %59, 255, !dbg !500
  %63 = zext nneg i32 %62 to i64, !dbg !500
  %64 = xor i64 %60, %63, !dbg !500
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !500
  %66 = load i32, ptr %65, align 4, !dbg !500, !tbaa !243
  %67 = xor i32 %61, %66, !dbg !501
  store i32 %67, ptr @crc32_context, align 4, !dbg !502, !tbaa !243
  %68 = icmp eq i32 %2, 0, !dbg !503
  br i1 %68, label %73, label %69, !dbg !505

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !506
  %71 = zext i32 %70 to i64, !dbg !506
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef %1, i64 noundef %71), !dbg !508
  br label %73, !dbg !509

73:                                               ; preds = %69, %3
  ret void, !dbg !510
}

; Function Attrs: nofree nounwind
declare !dbg !511 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!60}
!llvm.module.flags = !{!188, !189, !190, !191, !192, !193, !194}
!llvm.ident = !{!195}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 228, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "default_12.c", directory: ".", checksumkind: CSK_MD5, checksum: "dbbe6849edac9d786fa24cbe12edf203")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 229, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 234, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 11)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 235, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 236, type: !14, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 237, type: !14, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 241, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 5)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 242, type: !25, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 243, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 8)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 246, type: !32, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 252, type: !32, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 256, type: !25, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 257, type: !25, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 260, type: !32, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 266, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 9)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 270, type: !47, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 271, type: !47, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 272, type: !47, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 273, type: !47, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "crc32_context", scope: !60, file: !73, line: 48, type: !75, isLocal: true, isDefinition: true)
!60 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !61, globals: !65, splitDebugInlining: false, nameTableKind: None)
!61 = !{!62, !63, !64}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!63 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!64 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!65 = !{!66, !0, !7, !12, !17, !19, !21, !23, !28, !30, !35, !37, !39, !41, !43, !45, !50, !52, !54, !56, !71, !81, !92, !94, !96, !103, !109, !116, !118, !120, !125, !130, !146, !148, !150, !159, !162, !167, !169, !171, !176, !180, !182, !58}
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 222, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 2)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !60, file: !73, line: 47, type: !74, isLocal: true, isDefinition: true)
!73 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 8192, elements: !79)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !76, line: 26, baseType: !77)
!76 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !78, line: 42, baseType: !63)
!78 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!79 = !{!80}
!80 = !DISubrange(count: 256)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(name: "g_48", scope: !60, file: !2, line: 36, type: !83, isLocal: true, isDefinition: true)
!83 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !76, line: 24, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !78, line: 38, baseType: !91)
!91 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(name: "g_49", scope: !60, file: !2, line: 35, type: !85, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(name: "g_50", scope: !60, file: !2, line: 34, type: !86, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!97 = distinct !DIGlobalVariable(name: "g_58", scope: !60, file: !2, line: 38, type: !98, isLocal: true, isDefinition: true)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !100, line: 25, baseType: !101)
!100 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !78, line: 39, baseType: !102)
!102 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(name: "g_59", scope: !60, file: !2, line: 40, type: !105, isLocal: true, isDefinition: true)
!105 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !100, line: 26, baseType: !108)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !78, line: 41, baseType: !64)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "g_83", scope: !60, file: !2, line: 46, type: !111, isLocal: true, isDefinition: true)
!111 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(name: "g_84", scope: !60, file: !2, line: 45, type: !113, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(name: "g_95", scope: !60, file: !2, line: 48, type: !105, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !73, line: 114, type: !122, isLocal: true, isDefinition: true)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 36)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "g_3", scope: !60, file: !2, line: 30, type: !127, isLocal: true, isDefinition: true)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 192, elements: !128)
!128 = !{!129}
!129 = !DISubrange(count: 6)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(name: "g_16", scope: !60, file: !2, line: 31, type: !132, isLocal: true, isDefinition: true)
!132 = !DICompositeType(tag: DW_TAG_array_type, baseType: !133, size: 192, elements: !128)
!133 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !134)
!134 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U1", file: !2, line: 21, size: 32, elements: !135)
!135 = !{!136, !138, !139, !144, !145}
!136 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !134, file: !2, line: 22, baseType: !137, size: 16)
!137 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !99)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !134, file: !2, line: 23, baseType: !107, size: 32)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !134, file: !2, line: 24, baseType: !140, size: 16)
!140 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !76, line: 25, baseType: !142)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !78, line: 40, baseType: !143)
!143 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !134, file: !2, line: 25, baseType: !99, size: 16)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !134, file: !2, line: 26, baseType: !99, size: 16)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(name: "g_39", scope: !60, file: !2, line: 32, type: !89, isLocal: true, isDefinition: true)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(name: "g_43", scope: !60, file: !2, line: 33, type: !99, isLocal: true, isDefinition: true)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(name: "g_51", scope: !60, file: !2, line: 37, type: !152, isLocal: true, isDefinition: true)
!152 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U0", file: !2, line: 16, size: 64, elements: !153)
!153 = !{!154, !155}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !152, file: !2, line: 17, baseType: !64, size: 20, flags: DIFlagBitField, extraData: i64 0)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !152, file: !2, line: 18, baseType: !156, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !76, line: 27, baseType: !157)
!157 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !78, line: 45, baseType: !158)
!158 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(name: "g_60", scope: !60, file: !2, line: 39, type: !161, isLocal: true, isDefinition: true)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 64, elements: !69)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(name: "g_61", scope: !60, file: !2, line: 41, type: !164, isLocal: true, isDefinition: true)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !156, size: 256, elements: !165)
!165 = !{!166}
!166 = !DISubrange(count: 4)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression(DW_OP_constu, 14132614104021993698, DW_OP_stack_value))
!168 = distinct !DIGlobalVariable(name: "g_68", scope: !60, file: !2, line: 42, type: !156, isLocal: true, isDefinition: true)
!169 = !DIGlobalVariableExpression(var: !170, expr: !DIExpression())
!170 = distinct !DIGlobalVariable(name: "g_75", scope: !60, file: !2, line: 43, type: !107, isLocal: true, isDefinition: true)
!171 = !DIGlobalVariableExpression(var: !172, expr: !DIExpression())
!172 = distinct !DIGlobalVariable(name: "g_78", scope: !60, file: !2, line: 44, type: !173, isLocal: true, isDefinition: true)
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 96, elements: !174)
!174 = !{!175}
!175 = !DISubrange(count: 3)
!176 = !DIGlobalVariableExpression(var: !177, expr: !DIExpression())
!177 = distinct !DIGlobalVariable(name: "g_125", scope: !60, file: !2, line: 50, type: !178, isLocal: true, isDefinition: true)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !179, size: 128, elements: !33)
!179 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !99)
!180 = !DIGlobalVariableExpression(var: !181, expr: !DIExpression())
!181 = distinct !DIGlobalVariable(name: "g_145", scope: !60, file: !2, line: 56, type: !133, isLocal: true, isDefinition: true)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(scope: null, file: !184, line: 56, type: !185, isLocal: true, isDefinition: true)
!184 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!185 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !186)
!186 = !{!187}
!187 = !DISubrange(count: 15)
!188 = !{i32 7, !"Dwarf Version", i32 5}
!189 = !{i32 2, !"Debug Info Version", i32 3}
!190 = !{i32 1, !"wchar_size", i32 4}
!191 = !{i32 8, !"PIC Level", i32 2}
!192 = !{i32 7, !"PIE Level", i32 2}
!193 = !{i32 7, !"uwtable", i32 2}
!194 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!195 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!196 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 218, type: !197, scopeLine: 219, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !60, retainedNodes: !201)
!197 = !DISubroutineType(types: !198)
!198 = !{!64, !64, !199}
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!201 = !{!202, !203, !204, !205, !206, !207}
!202 = !DILocalVariable(name: "argc", arg: 1, scope: !196, file: !2, line: 218, type: !64)
!203 = !DILocalVariable(name: "argv", arg: 2, scope: !196, file: !2, line: 218, type: !199)
!204 = !DILocalVariable(name: "i", scope: !196, file: !2, line: 220, type: !64)
!205 = !DILocalVariable(name: "j", scope: !196, file: !2, line: 220, type: !64)
!206 = !DILocalVariable(name: "k", scope: !196, file: !2, line: 220, type: !64)
!207 = !DILocalVariable(name: "print_hash_value", scope: !196, file: !2, line: 221, type: !64)
!208 = !DILocation(line: 0, scope: !196)
!209 = !DILocation(line: 222, column: 14, scope: !210)
!210 = distinct !DILexicalBlock(scope: !196, file: !2, line: 222, column: 9)
!211 = !DILocation(line: 222, column: 19, scope: !210)
!212 = !DILocation(line: 222, column: 29, scope: !210)
!213 = !{!214, !214, i64 0}
!214 = !{!"any pointer", !215, i64 0}
!215 = !{!"omnipotent char", !216, i64 0}
!216 = !{!"Simple C/C++ TBAA"}
!217 = !DILocation(line: 222, column: 43, scope: !210)
!218 = !DILocation(line: 222, column: 9, scope: !196)
!219 = !DILocalVariable(name: "poly", scope: !220, file: !73, line: 54, type: !227)
!220 = distinct !DISubprogram(name: "crc32_gentab", scope: !73, file: !73, line: 51, type: !221, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !60, retainedNodes: !223)
!221 = !DISubroutineType(types: !222)
!222 = !{null}
!223 = !{!224, !219, !225, !226}
!224 = !DILocalVariable(name: "crc", scope: !220, file: !73, line: 53, type: !75)
!225 = !DILocalVariable(name: "i", scope: !220, file: !73, line: 55, type: !64)
!226 = !DILocalVariable(name: "j", scope: !220, file: !73, line: 55, type: !64)
!227 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!228 = !DILocation(line: 0, scope: !220, inlinedAt: !229)
!229 = distinct !DILocation(line: 224, column: 5, scope: !196)
!230 = !DILocation(line: 57, column: 2, scope: !231, inlinedAt: !229)
!231 = distinct !DILexicalBlock(scope: !220, file: !73, line: 57, column: 2)
!232 = !DILocation(line: 57, column: 24, scope: !233, inlinedAt: !229)
!233 = distinct !DILexicalBlock(scope: !231, file: !73, line: 57, column: 2)
!234 = !DILocation(line: 60, column: 12, scope: !235, inlinedAt: !229)
!235 = distinct !DILexicalBlock(scope: !236, file: !73, line: 60, column: 8)
!236 = distinct !DILexicalBlock(scope: !237, file: !73, line: 59, column: 27)
!237 = distinct !DILexicalBlock(scope: !238, file: !73, line: 59, column: 3)
!238 = distinct !DILexicalBlock(scope: !239, file: !73, line: 59, column: 3)
!239 = distinct !DILexicalBlock(scope: !233, file: !73, line: 57, column: 28)
!240 = !DILocation(line: 60, column: 8, scope: !236, inlinedAt: !229)
!241 = !DILocation(line: 66, column: 3, scope: !239, inlinedAt: !229)
!242 = !DILocation(line: 66, column: 16, scope: !239, inlinedAt: !229)
!243 = !{!244, !244, i64 0}
!244 = !{!"int", !215, i64 0}
!245 = distinct !{!245, !230, !246, !247, !248, !249}
!246 = !DILocation(line: 67, column: 2, scope: !231, inlinedAt: !229)
!247 = !{!"llvm.loop.mustprogress"}
!248 = !{!"llvm.loop.isvectorized", i32 1}
!249 = !{!"llvm.loop.unroll.runtime.disable"}
!250 = !DILocalVariable(name: "l_90", scope: !251, file: !2, line: 78, type: !270)
!251 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 71, type: !252, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !60, retainedNodes: !254)
!252 = !DISubroutineType(types: !253)
!253 = !{!75}
!254 = !{!255, !262, !263, !264, !266, !250, !267, !271, !273, !274, !275, !276, !280, !281, !282, !285, !288, !289, !294, !295, !299, !301, !302, !306, !309, !310, !311, !312, !314, !316, !320, !321, !322, !323, !324, !328, !332, !333, !335, !336}
!255 = !DILocalVariable(name: "l_2", scope: !251, file: !2, line: 73, type: !256)
!256 = !DICompositeType(tag: DW_TAG_array_type, baseType: !257, size: 16, elements: !260)
!257 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !100, line: 24, baseType: !258)
!258 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !78, line: 37, baseType: !259)
!259 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!260 = !{!261, !70}
!261 = !DISubrange(count: 1)
!262 = !DILocalVariable(name: "l_56", scope: !251, file: !2, line: 74, type: !98)
!263 = !DILocalVariable(name: "l_81", scope: !251, file: !2, line: 75, type: !115)
!264 = !DILocalVariable(name: "l_80", scope: !251, file: !2, line: 76, type: !265)
!265 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 320, elements: !26)
!266 = !DILocalVariable(name: "l_79", scope: !251, file: !2, line: 77, type: !113)
!267 = !DILocalVariable(name: "l_89", scope: !251, file: !2, line: 79, type: !268)
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 64)
!269 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !270)
!270 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!271 = !DILocalVariable(name: "l_111", scope: !251, file: !2, line: 80, type: !272)
!272 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !107)
!273 = !DILocalVariable(name: "l_118", scope: !251, file: !2, line: 81, type: !99)
!274 = !DILocalVariable(name: "i", scope: !251, file: !2, line: 82, type: !64)
!275 = !DILocalVariable(name: "j", scope: !251, file: !2, line: 82, type: !64)
!276 = !DILocalVariable(name: "l_4", scope: !277, file: !2, line: 92, type: !156)
!277 = distinct !DILexicalBlock(scope: !278, file: !2, line: 91, column: 5)
!278 = distinct !DILexicalBlock(scope: !279, file: !2, line: 90, column: 5)
!279 = distinct !DILexicalBlock(scope: !251, file: !2, line: 90, column: 5)
!280 = !DILocalVariable(name: "l_55", scope: !277, file: !2, line: 93, type: !98)
!281 = !DILocalVariable(name: "l_88", scope: !277, file: !2, line: 94, type: !270)
!282 = !DILocalVariable(name: "l_87", scope: !277, file: !2, line: 95, type: !283)
!283 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !284)
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !270, size: 64)
!285 = !DILocalVariable(name: "l_62", scope: !286, file: !2, line: 102, type: !115)
!286 = distinct !DILexicalBlock(scope: !287, file: !2, line: 101, column: 9)
!287 = distinct !DILexicalBlock(scope: !277, file: !2, line: 100, column: 13)
!288 = !DILocalVariable(name: "l_64", scope: !286, file: !2, line: 103, type: !106)
!289 = !DILocalVariable(name: "l_57", scope: !290, file: !2, line: 106, type: !293)
!290 = distinct !DILexicalBlock(scope: !291, file: !2, line: 105, column: 13)
!291 = distinct !DILexicalBlock(scope: !292, file: !2, line: 104, column: 13)
!292 = distinct !DILexicalBlock(scope: !286, file: !2, line: 104, column: 13)
!293 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 256, elements: !165)
!294 = !DILocalVariable(name: "i", scope: !290, file: !2, line: 107, type: !64)
!295 = !DILocalVariable(name: "l_63", scope: !296, file: !2, line: 114, type: !114)
!296 = distinct !DILexicalBlock(scope: !297, file: !2, line: 113, column: 13)
!297 = distinct !DILexicalBlock(scope: !298, file: !2, line: 112, column: 13)
!298 = distinct !DILexicalBlock(scope: !286, file: !2, line: 112, column: 13)
!299 = !DILocalVariable(name: "l_65", scope: !296, file: !2, line: 115, type: !300)
!300 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!301 = !DILocalVariable(name: "i", scope: !296, file: !2, line: 116, type: !64)
!302 = !DILocalVariable(name: "l_66", scope: !303, file: !2, line: 122, type: !107)
!303 = distinct !DILexicalBlock(scope: !304, file: !2, line: 121, column: 13)
!304 = distinct !DILexicalBlock(scope: !305, file: !2, line: 120, column: 13)
!305 = distinct !DILexicalBlock(scope: !286, file: !2, line: 120, column: 13)
!306 = !DILocalVariable(name: "l_67", scope: !303, file: !2, line: 123, type: !307)
!307 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 3136, elements: !308)
!308 = !{!261, !6, !6}
!309 = !DILocalVariable(name: "i", scope: !303, file: !2, line: 124, type: !64)
!310 = !DILocalVariable(name: "j", scope: !303, file: !2, line: 124, type: !64)
!311 = !DILocalVariable(name: "k", scope: !303, file: !2, line: 124, type: !64)
!312 = !DILocalVariable(name: "l_85", scope: !313, file: !2, line: 131, type: !106)
!313 = distinct !DILexicalBlock(scope: !287, file: !2, line: 130, column: 9)
!314 = !DILocalVariable(name: "l_91", scope: !313, file: !2, line: 132, type: !315)
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !268, size: 64)
!316 = !DILocalVariable(name: "l_74", scope: !317, file: !2, line: 135, type: !106)
!317 = distinct !DILexicalBlock(scope: !318, file: !2, line: 134, column: 13)
!318 = distinct !DILexicalBlock(scope: !319, file: !2, line: 133, column: 13)
!319 = distinct !DILexicalBlock(scope: !313, file: !2, line: 133, column: 13)
!320 = !DILocalVariable(name: "l_76", scope: !317, file: !2, line: 136, type: !89)
!321 = !DILocalVariable(name: "l_77", scope: !317, file: !2, line: 137, type: !106)
!322 = !DILocalVariable(name: "l_82", scope: !317, file: !2, line: 138, type: !112)
!323 = !DILocalVariable(name: "l_86", scope: !317, file: !2, line: 139, type: !300)
!324 = !DILocalVariable(name: "l_96", scope: !325, file: !2, line: 147, type: !300)
!325 = distinct !DILexicalBlock(scope: !326, file: !2, line: 146, column: 13)
!326 = distinct !DILexicalBlock(scope: !327, file: !2, line: 145, column: 13)
!327 = distinct !DILexicalBlock(scope: !313, file: !2, line: 145, column: 13)
!328 = !DILocalVariable(name: "l_109", scope: !329, file: !2, line: 153, type: !75)
!329 = distinct !DILexicalBlock(scope: !330, file: !2, line: 152, column: 9)
!330 = distinct !DILexicalBlock(scope: !331, file: !2, line: 151, column: 9)
!331 = distinct !DILexicalBlock(scope: !277, file: !2, line: 151, column: 9)
!332 = !DILocalVariable(name: "l_110", scope: !329, file: !2, line: 154, type: !257)
!333 = !DILocalVariable(name: "l_113", scope: !329, file: !2, line: 155, type: !334)
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !179, size: 64)
!335 = !DILocalVariable(name: "i", scope: !329, file: !2, line: 156, type: !64)
!336 = !DILocalVariable(name: "j", scope: !329, file: !2, line: 156, type: !64)
!337 = !DILocation(line: 0, scope: !251, inlinedAt: !338)
!338 = distinct !DILocation(line: 225, column: 5, scope: !196)
!339 = !DILocation(line: 228, column: 9, scope: !340)
!340 = distinct !DILexicalBlock(scope: !341, file: !2, line: 227, column: 5)
!341 = distinct !DILexicalBlock(scope: !342, file: !2, line: 226, column: 5)
!342 = distinct !DILexicalBlock(scope: !196, file: !2, line: 226, column: 5)
!343 = !DILocation(line: 229, column: 13, scope: !340)
!344 = !DILocation(line: 229, column: 31, scope: !345)
!345 = distinct !DILexicalBlock(scope: !340, file: !2, line: 229, column: 13)
!346 = !DILocation(line: 232, column: 5, scope: !347)
!347 = distinct !DILexicalBlock(scope: !196, file: !2, line: 232, column: 5)
!348 = !DILocation(line: 234, column: 25, scope: !349)
!349 = distinct !DILexicalBlock(scope: !350, file: !2, line: 233, column: 5)
!350 = distinct !DILexicalBlock(scope: !347, file: !2, line: 232, column: 5)
!351 = !DILocation(line: 234, column: 33, scope: !349)
!352 = !{!215, !215, i64 0}
!353 = !DILocation(line: 234, column: 9, scope: !349)
!354 = !DILocation(line: 235, column: 33, scope: !349)
!355 = !DILocation(line: 235, column: 25, scope: !349)
!356 = !DILocation(line: 235, column: 9, scope: !349)
!357 = !DILocation(line: 236, column: 33, scope: !349)
!358 = !DILocation(line: 236, column: 25, scope: !349)
!359 = !DILocation(line: 236, column: 9, scope: !349)
!360 = !DILocation(line: 237, column: 33, scope: !349)
!361 = !DILocation(line: 237, column: 25, scope: !349)
!362 = !DILocation(line: 237, column: 9, scope: !349)
!363 = !DILocation(line: 238, column: 13, scope: !349)
!364 = !DILocation(line: 238, column: 31, scope: !365)
!365 = distinct !DILexicalBlock(scope: !349, file: !2, line: 238, column: 13)
!366 = !DILocation(line: 232, column: 25, scope: !350)
!367 = !DILocation(line: 232, column: 19, scope: !350)
!368 = distinct !{!368, !346, !369, !247}
!369 = !DILocation(line: 240, column: 5, scope: !347)
!370 = !DILocation(line: 241, column: 5, scope: !196)
!371 = !DILocation(line: 242, column: 5, scope: !196)
!372 = !DILocation(line: 243, column: 5, scope: !196)
!373 = !DILocation(line: 246, column: 9, scope: !374)
!374 = distinct !DILexicalBlock(scope: !375, file: !2, line: 245, column: 5)
!375 = distinct !DILexicalBlock(scope: !376, file: !2, line: 244, column: 5)
!376 = distinct !DILexicalBlock(scope: !196, file: !2, line: 244, column: 5)
!377 = !DILocation(line: 247, column: 13, scope: !374)
!378 = !DILocation(line: 252, column: 9, scope: !379)
!379 = distinct !DILexicalBlock(scope: !380, file: !2, line: 251, column: 5)
!380 = distinct !DILexicalBlock(scope: !381, file: !2, line: 250, column: 5)
!381 = distinct !DILexicalBlock(scope: !196, file: !2, line: 250, column: 5)
!382 = !DILocation(line: 253, column: 13, scope: !379)
!383 = !DILocation(line: 247, column: 31, scope: !384)
!384 = distinct !DILexicalBlock(scope: !374, file: !2, line: 247, column: 13)
!385 = !DILocation(line: 253, column: 31, scope: !386)
!386 = distinct !DILexicalBlock(scope: !379, file: !2, line: 253, column: 13)
!387 = !DILocation(line: 256, column: 5, scope: !196)
!388 = !DILocation(line: 257, column: 5, scope: !196)
!389 = !DILocation(line: 260, column: 9, scope: !390)
!390 = distinct !DILexicalBlock(scope: !391, file: !2, line: 259, column: 5)
!391 = distinct !DILexicalBlock(scope: !392, file: !2, line: 258, column: 5)
!392 = distinct !DILexicalBlock(scope: !196, file: !2, line: 258, column: 5)
!393 = !DILocation(line: 261, column: 13, scope: !390)
!394 = !DILocation(line: 266, column: 9, scope: !395)
!395 = distinct !DILexicalBlock(scope: !396, file: !2, line: 265, column: 5)
!396 = distinct !DILexicalBlock(scope: !397, file: !2, line: 264, column: 5)
!397 = distinct !DILexicalBlock(scope: !196, file: !2, line: 264, column: 5)
!398 = !DILocation(line: 267, column: 13, scope: !395)
!399 = !DILocation(line: 261, column: 31, scope: !400)
!400 = distinct !DILexicalBlock(scope: !390, file: !2, line: 261, column: 13)
!401 = !DILocation(line: 267, column: 31, scope: !402)
!402 = distinct !DILexicalBlock(scope: !395, file: !2, line: 267, column: 13)
!403 = !DILocation(line: 270, column: 27, scope: !196)
!404 = !DILocation(line: 270, column: 21, scope: !196)
!405 = !DILocation(line: 270, column: 5, scope: !196)
!406 = !DILocation(line: 271, column: 27, scope: !196)
!407 = !DILocation(line: 271, column: 21, scope: !196)
!408 = !DILocation(line: 271, column: 5, scope: !196)
!409 = !DILocation(line: 272, column: 27, scope: !196)
!410 = !DILocation(line: 272, column: 21, scope: !196)
!411 = !DILocation(line: 272, column: 5, scope: !196)
!412 = !DILocation(line: 273, column: 27, scope: !196)
!413 = !DILocation(line: 273, column: 21, scope: !196)
!414 = !DILocation(line: 273, column: 5, scope: !196)
!415 = !DILocation(line: 274, column: 23, scope: !196)
!416 = !DILocation(line: 274, column: 37, scope: !196)
!417 = !DILocalVariable(name: "crc", arg: 1, scope: !418, file: !184, line: 49, type: !75)
!418 = distinct !DISubprogram(name: "platform_main_end", scope: !184, file: !184, line: 49, type: !419, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !60, retainedNodes: !421)
!419 = !DISubroutineType(types: !420)
!420 = !{null, !75, !64}
!421 = !{!417, !422}
!422 = !DILocalVariable(name: "flag", arg: 2, scope: !418, file: !184, line: 49, type: !64)
!423 = !DILocation(line: 0, scope: !418, inlinedAt: !424)
!424 = distinct !DILocation(line: 274, column: 5, scope: !196)
!425 = !DILocation(line: 56, column: 2, scope: !418, inlinedAt: !424)
!426 = !DILocation(line: 275, column: 5, scope: !196)
!427 = distinct !DISubprogram(name: "transparent_crc", scope: !73, file: !73, line: 110, type: !428, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !60, retainedNodes: !430)
!428 = !DISubroutineType(types: !429)
!429 = !{null, !156, !200, !64}
!430 = !{!431, !432, !433}
!431 = !DILocalVariable(name: "val", arg: 1, scope: !427, file: !73, line: 110, type: !156)
!432 = !DILocalVariable(name: "vname", arg: 2, scope: !427, file: !73, line: 110, type: !200)
!433 = !DILocalVariable(name: "flag", arg: 3, scope: !427, file: !73, line: 110, type: !64)
!434 = !DILocation(line: 0, scope: !427)
!435 = !DILocalVariable(name: "val", arg: 1, scope: !436, file: !73, line: 97, type: !156)
!436 = distinct !DISubprogram(name: "crc32_8bytes", scope: !73, file: !73, line: 97, type: !437, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !60, retainedNodes: !439)
!437 = !DISubroutineType(types: !438)
!438 = !{null, !156}
!439 = !{!435}
!440 = !DILocation(line: 0, scope: !436, inlinedAt: !441)
!441 = distinct !DILocation(line: 112, column: 2, scope: !427)
!442 = !DILocalVariable(name: "b", arg: 1, scope: !443, file: !73, line: 71, type: !89)
!443 = distinct !DISubprogram(name: "crc32_byte", scope: !73, file: !73, line: 71, type: !444, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !60, retainedNodes: !446)
!444 = !DISubroutineType(types: !445)
!445 = !{null, !89}
!446 = !{!442}
!447 = !DILocation(line: 0, scope: !443, inlinedAt: !448)
!448 = distinct !DILocation(line: 99, column: 2, scope: !436, inlinedAt: !441)
!449 = !DILocation(line: 73, column: 5, scope: !443, inlinedAt: !448)
!450 = !DILocation(line: 73, column: 19, scope: !443, inlinedAt: !448)
!451 = !DILocation(line: 74, column: 33, scope: !443, inlinedAt: !448)
!452 = !DILocation(line: 74, column: 3, scope: !443, inlinedAt: !448)
!453 = !DILocation(line: 73, column: 39, scope: !443, inlinedAt: !448)
!454 = !DILocation(line: 100, column: 18, scope: !436, inlinedAt: !441)
!455 = !DILocation(line: 0, scope: !443, inlinedAt: !456)
!456 = distinct !DILocation(line: 100, column: 2, scope: !436, inlinedAt: !441)
!457 = !DILocation(line: 73, column: 19, scope: !443, inlinedAt: !456)
!458 = !DILocation(line: 74, column: 33, scope: !443, inlinedAt: !456)
!459 = !DILocation(line: 74, column: 3, scope: !443, inlinedAt: !456)
!460 = !DILocation(line: 73, column: 39, scope: !443, inlinedAt: !456)
!461 = !DILocation(line: 101, column: 18, scope: !436, inlinedAt: !441)
!462 = !DILocation(line: 0, scope: !443, inlinedAt: !463)
!463 = distinct !DILocation(line: 101, column: 2, scope: !436, inlinedAt: !441)
!464 = !DILocation(line: 73, column: 19, scope: !443, inlinedAt: !463)
!465 = !DILocation(line: 74, column: 33, scope: !443, inlinedAt: !463)
!466 = !DILocation(line: 74, column: 3, scope: !443, inlinedAt: !463)
!467 = !DILocation(line: 73, column: 39, scope: !443, inlinedAt: !463)
!468 = !DILocation(line: 102, column: 18, scope: !436, inlinedAt: !441)
!469 = !DILocation(line: 0, scope: !443, inlinedAt: !470)
!470 = distinct !DILocation(line: 102, column: 2, scope: !436, inlinedAt: !441)
!471 = !DILocation(line: 73, column: 19, scope: !443, inlinedAt: !470)
!472 = !DILocation(line: 74, column: 33, scope: !443, inlinedAt: !470)
!473 = !DILocation(line: 74, column: 3, scope: !443, inlinedAt: !470)
!474 = !DILocation(line: 73, column: 39, scope: !443, inlinedAt: !470)
!475 = !DILocation(line: 103, column: 18, scope: !436, inlinedAt: !441)
!476 = !DILocation(line: 0, scope: !443, inlinedAt: !477)
!477 = distinct !DILocation(line: 103, column: 2, scope: !436, inlinedAt: !441)
!478 = !DILocation(line: 73, column: 19, scope: !443, inlinedAt: !477)
!479 = !DILocation(line: 74, column: 33, scope: !443, inlinedAt: !477)
!480 = !DILocation(line: 74, column: 3, scope: !443, inlinedAt: !477)
!481 = !DILocation(line: 73, column: 39, scope: !443, inlinedAt: !477)
!482 = !DILocation(line: 104, column: 18, scope: !436, inlinedAt: !441)
!483 = !DILocation(line: 0, scope: !443, inlinedAt: !484)
!484 = distinct !DILocation(line: 104, column: 2, scope: !436, inlinedAt: !441)
!485 = !DILocation(line: 73, column: 19, scope: !443, inlinedAt: !484)
!486 = !DILocation(line: 74, column: 33, scope: !443, inlinedAt: !484)
!487 = !DILocation(line: 74, column: 3, scope: !443, inlinedAt: !484)
!488 = !DILocation(line: 73, column: 39, scope: !443, inlinedAt: !484)
!489 = !DILocation(line: 105, column: 18, scope: !436, inlinedAt: !441)
!490 = !DILocation(line: 0, scope: !443, inlinedAt: !491)
!491 = distinct !DILocation(line: 105, column: 2, scope: !436, inlinedAt: !441)
!492 = !DILocation(line: 73, column: 19, scope: !443, inlinedAt: !491)
!493 = !DILocation(line: 74, column: 33, scope: !443, inlinedAt: !491)
!494 = !DILocation(line: 74, column: 3, scope: !443, inlinedAt: !491)
!495 = !DILocation(line: 73, column: 39, scope: !443, inlinedAt: !491)
!496 = !DILocation(line: 106, column: 18, scope: !436, inlinedAt: !441)
!497 = !DILocation(line: 0, scope: !443, inlinedAt: !498)
!498 = distinct !DILocation(line: 106, column: 2, scope: !436, inlinedAt: !441)
!499 = !DILocation(line: 73, column: 19, scope: !443, inlinedAt: !498)
!500 = !DILocation(line: 74, column: 3, scope: !443, inlinedAt: !498)
!501 = !DILocation(line: 73, column: 39, scope: !443, inlinedAt: !498)
!502 = !DILocation(line: 72, column: 16, scope: !443, inlinedAt: !498)
!503 = !DILocation(line: 113, column: 6, scope: !504)
!504 = distinct !DILexicalBlock(scope: !427, file: !73, line: 113, column: 6)
!505 = !DILocation(line: 113, column: 6, scope: !427)
!506 = !DILocation(line: 114, column: 73, scope: !507)
!507 = distinct !DILexicalBlock(scope: !504, file: !73, line: 113, column: 12)
!508 = !DILocation(line: 114, column: 5, scope: !507)
!509 = !DILocation(line: 115, column: 2, scope: !507)
!510 = !DILocation(line: 116, column: 1, scope: !427)
!511 = !DISubprogram(name: "printf", scope: !512, file: !512, line: 356, type: !513, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!512 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!513 = !DISubroutineType(types: !514)
!514 = !{!64, !515, null}
!515 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !516)
!516 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !517, size: 64)
!517 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
