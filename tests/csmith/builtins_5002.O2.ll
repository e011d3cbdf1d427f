; ModuleID = 'builtins_5002.c'
source_filename = "builtins_5002.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S2 = type { i64, i64, i32, i16, i32, i16 }
%struct.S3 = type <{ i64, i32 }>

@.str.1 = private unnamed_addr constant [4 x i8] c"g_5\00", align 1, !dbg !0
@g_31 = internal global [6 x i32] [i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1], align 16, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"g_31[i]\00", align 1, !dbg !20
@.str.3 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !25
@.str.4 = private unnamed_addr constant [5 x i8] c"g_32\00", align 1, !dbg !30
@.str.5 = private unnamed_addr constant [8 x i8] c"g_33[i]\00", align 1, !dbg !35
@g_37 = internal global %struct.S2 { i64 -6, i64 -10, i32 -1, i16 -4914, i32 95097697, i16 0 }, align 8, !dbg !266
@.str.6 = private unnamed_addr constant [8 x i8] c"g_37.f0\00", align 1, !dbg !37
@.str.7 = private unnamed_addr constant [8 x i8] c"g_37.f1\00", align 1, !dbg !39
@.str.8 = private unnamed_addr constant [8 x i8] c"g_37.f2\00", align 1, !dbg !41
@.str.9 = private unnamed_addr constant [8 x i8] c"g_37.f3\00", align 1, !dbg !43
@.str.10 = private unnamed_addr constant [8 x i8] c"g_37.f4\00", align 1, !dbg !45
@.str.11 = private unnamed_addr constant [8 x i8] c"g_37.f5\00", align 1, !dbg !47
@.str.12 = private unnamed_addr constant [5 x i8] c"g_75\00", align 1, !dbg !49
@.str.13 = private unnamed_addr constant [5 x i8] c"g_77\00", align 1, !dbg !51
@.str.14 = private unnamed_addr constant [5 x i8] c"g_90\00", align 1, !dbg !53
@.str.15 = private unnamed_addr constant [12 x i8] c"g_104[i].f0\00", align 1, !dbg !55
@.str.16 = private unnamed_addr constant [12 x i8] c"g_104[i].f1\00", align 1, !dbg !60
@.str.17 = private unnamed_addr constant [12 x i8] c"g_104[i].f2\00", align 1, !dbg !62
@.str.18 = private unnamed_addr constant [12 x i8] c"g_104[i].f3\00", align 1, !dbg !64
@.str.19 = private unnamed_addr constant [9 x i8] c"g_120.f0\00", align 1, !dbg !66
@.str.20 = private unnamed_addr constant [9 x i8] c"g_120.f1\00", align 1, !dbg !71
@.str.21 = private unnamed_addr constant [9 x i8] c"g_122.f0\00", align 1, !dbg !73
@.str.22 = private unnamed_addr constant [9 x i8] c"g_122.f1\00", align 1, !dbg !75
@g_133 = internal global %struct.S2 { i64 4, i64 1827157791591086835, i32 0, i16 -452, i32 -1, i16 -1 }, align 8, !dbg !308
@.str.23 = private unnamed_addr constant [9 x i8] c"g_133.f0\00", align 1, !dbg !77
@.str.24 = private unnamed_addr constant [9 x i8] c"g_133.f1\00", align 1, !dbg !79
@.str.25 = private unnamed_addr constant [9 x i8] c"g_133.f2\00", align 1, !dbg !81
@.str.26 = private unnamed_addr constant [9 x i8] c"g_133.f3\00", align 1, !dbg !83
@.str.27 = private unnamed_addr constant [9 x i8] c"g_133.f4\00", align 1, !dbg !85
@.str.28 = private unnamed_addr constant [9 x i8] c"g_133.f5\00", align 1, !dbg !87
@.str.29 = private unnamed_addr constant [9 x i8] c"g_171.f0\00", align 1, !dbg !89
@.str.30 = private unnamed_addr constant [9 x i8] c"g_171.f1\00", align 1, !dbg !91
@.str.31 = private unnamed_addr constant [9 x i8] c"g_229.f0\00", align 1, !dbg !93
@.str.32 = private unnamed_addr constant [9 x i8] c"g_229.f1\00", align 1, !dbg !95
@.str.33 = private unnamed_addr constant [6 x i8] c"g_235\00", align 1, !dbg !97
@g_248 = internal global [10 x %struct.S2] [%struct.S2 { i64 -7052042036828569405, i64 -3, i32 -1, i16 5, i32 769363829, i16 951 }, %struct.S2 { i64 8251901239836041052, i64 1174881234598950421, i32 -1, i16 -7896, i32 -946217383, i16 1 }, %struct.S2 { i64 -7052042036828569405, i64 -3, i32 -1, i16 5, i32 769363829, i16 951 }, %struct.S2 { i64 8251901239836041052, i64 1174881234598950421, i32 -1, i16 -7896, i32 -946217383, i16 1 }, %struct.S2 { i64 -7052042036828569405, i64 -3, i32 -1, i16 5, i32 769363829, i16 951 }, %struct.S2 { i64 8251901239836041052, i64 1174881234598950421, i32 -1, i16 -7896, i32 -946217383, i16 1 }, %struct.S2 { i64 -7052042036828569405, i64 -3, i32 -1, i16 5, i32 769363829, i16 951 }, %struct.S2 { i64 8251901239836041052, i64 1174881234598950421, i32 -1, i16 -7896, i32 -946217383, i16 1 }, %struct.S2 { i64 -7052042036828569405, i64 -3, i32 -1, i16 5, i32 769363829, i16 951 }, %struct.S2 { i64 8251901239836041052, i64 1174881234598950421, i32 -1, i16 -7896, i32 -946217383, i16 1 }], align 16, !dbg !317
@.str.34 = private unnamed_addr constant [12 x i8] c"g_248[i].f0\00", align 1, !dbg !102
@.str.35 = private unnamed_addr constant [12 x i8] c"g_248[i].f1\00", align 1, !dbg !104
@.str.36 = private unnamed_addr constant [12 x i8] c"g_248[i].f2\00", align 1, !dbg !106
@.str.37 = private unnamed_addr constant [12 x i8] c"g_248[i].f3\00", align 1, !dbg !108
@.str.38 = private unnamed_addr constant [12 x i8] c"g_248[i].f4\00", align 1, !dbg !110
@.str.39 = private unnamed_addr constant [12 x i8] c"g_248[i].f5\00", align 1, !dbg !112
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !323
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !114
@.str.48 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !254
@g_104 = internal global [5 x { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }] [{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 98, i8 0, i8 0, i8 -116, i8 10, i8 0, i8 undef, i8 -30, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 98, i8 0, i8 0, i8 -116, i8 10, i8 0, i8 undef, i8 -30, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 98, i8 0, i8 0, i8 -116, i8 10, i8 0, i8 undef, i8 -30, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 98, i8 0, i8 0, i8 -116, i8 10, i8 0, i8 undef, i8 -30, i8 0, i8 0, i8 undef }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 71, i8 98, i8 0, i8 0, i8 -116, i8 10, i8 0, i8 undef, i8 -30, i8 0, i8 0, i8 undef }], align 16, !dbg !294
@g_171 = internal global { i8, i8, i8, i8, i8, i8 } { i8 23, i8 1, i8 72, i8 -18, i8 -2, i8 127 }, align 8, !dbg !311
@.str.54 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !320

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !334 {
    #dbg_value(i32 %0, !340, !DIExpression(), !344)
    #dbg_value(ptr %1, !341, !DIExpression(), !344)
    #dbg_value(i32 0, !343, !DIExpression(), !344)
  %3 = icmp eq i32 %0, 2, !dbg !345
  br i1 %3, label %4, label %17, !dbg !347

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !348
  %6 = load ptr, ptr %5, align 8, !dbg !348, !tbaa !349
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !353
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !354
  %16 = zext i1 %15 to i32, !dbg !354
  br label %17, !dbg !354

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !344
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !344
    #dbg_value(i32 %19, !343, !DIExpression(), !344)
    #dbg_value(i32 -306674912, !355, !DIExpression(), !364)
    #dbg_value(i32 0, !361, !DIExpression(), !364)
  br label %20, !dbg !366

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !368
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !370
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !370
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !370
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !376
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !376
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !376
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !370
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !370
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !376
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !376
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !376
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !370
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !370
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !376
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !376
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !376
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !370
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !370
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !376
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !376
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !376
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !370
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !370
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !376
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !376
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !376
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !370
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !370
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !376
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !376
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !376
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !370
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !370
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !376
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !376
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !376
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !370
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !370
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !376
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !376
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !376
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !377
  store <4 x i32> %62, ptr %63, align 16, !dbg !378, !tbaa !379
  %64 = add nuw i64 %21, 4, !dbg !368
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !370
  %66 = icmp eq i64 %64, 256, !dbg !368
  br i1 %66, label %67, label %20, !dbg !368, !llvm.loop !381

67:                                               ; preds = %20
    #dbg_assign(i1 undef, !386, !DIExpression(), !436, ptr undef, !DIExpression(), !437)
    #dbg_assign(i1 undef, !394, !DIExpression(), !439, ptr poison, !DIExpression(), !440)
    #dbg_value(i64 -5747649051732172733, !399, !DIExpression(), !437)
    #dbg_value(i32 -1, !400, !DIExpression(), !437)
    #dbg_value(i32 poison, !401, !DIExpression(), !437)
    #dbg_value(ptr undef, !410, !DIExpression(), !441)
    #dbg_value(ptr poison, !402, !DIExpression(), !441)
  %68 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_31, i64 8), align 8, !dbg !442, !tbaa !379, !noalias !443
  %69 = and i32 %68, 1, !dbg !442
  store volatile i32 %69, ptr getelementptr inbounds (i8, ptr @g_31, i64 8), align 8, !dbg !442, !tbaa !379, !noalias !443
  %70 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_31, i64 8), align 8, !dbg !442, !tbaa !379, !noalias !443
  %71 = and i32 %70, 1, !dbg !442
  store volatile i32 %71, ptr getelementptr inbounds (i8, ptr @g_31, i64 8), align 8, !dbg !442, !tbaa !379, !noalias !443
  %72 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_31, i64 8), align 8, !dbg !442, !tbaa !379, !noalias !443
  %73 = and i32 %72, 1, !dbg !442
  store volatile i32 %73, ptr getelementptr inbounds (i8, ptr @g_31, i64 8), align 8, !dbg !442, !tbaa !379, !noalias !443
  %74 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_31, i64 8), align 8, !dbg !442, !tbaa !379, !noalias !443
  %75 = and i32 %74, 1, !dbg !442
  store volatile i32 %75, ptr getelementptr inbounds (i8, ptr @g_31, i64 8), align 8, !dbg !442, !tbaa !379, !noalias !443
  %76 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_31, i64 8), align 8, !dbg !442, !tbaa !379, !noalias !443
  %77 = and i32 %76, 1, !dbg !442
  store volatile i32 %77, ptr getelementptr inbounds (i8, ptr @g_31, i64 8), align 8, !dbg !442, !tbaa !379, !noalias !443
  %78 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_31, i64 8), align 8, !dbg !442, !tbaa !379, !noalias !443
  %79 = and i32 %78, 1, !dbg !442
  store volatile i32 %79, ptr getelementptr inbounds (i8, ptr @g_31, i64 8), align 8, !dbg !442, !tbaa !379, !noalias !443
  tail call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !446
    #dbg_value(i64 0, !342, !DIExpression(), !344)
  %80 = load volatile i32, ptr @g_31, align 16, !dbg !447, !tbaa !379
  %81 = sext i32 %80 to i64, !dbg !447
  tail call fastcc void @transparent_crc(i64 noundef %81, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !451
  br i1 %18, label %82, label %93, !dbg !452

82:                                               ; preds = %67
    #dbg_value(i64 1, !342, !DIExpression(), !344)
  %83 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_31, i64 4), align 4, !dbg !447, !tbaa !379
  %84 = sext i32 %83 to i64, !dbg !447
  tail call fastcc void @transparent_crc(i64 noundef %84, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !451
    #dbg_value(i64 2, !342, !DIExpression(), !344)
  %85 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_31, i64 8), align 8, !dbg !447, !tbaa !379
  %86 = sext i32 %85 to i64, !dbg !447
  tail call fastcc void @transparent_crc(i64 noundef %86, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !451
    #dbg_value(i64 3, !342, !DIExpression(), !344)
  %87 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_31, i64 12), align 4, !dbg !447, !tbaa !379
  %88 = sext i32 %87 to i64, !dbg !447
  tail call fastcc void @transparent_crc(i64 noundef %88, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !451
    #dbg_value(i64 4, !342, !DIExpression(), !344)
  %89 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_31, i64 16), align 16, !dbg !447, !tbaa !379
  %90 = sext i32 %89 to i64, !dbg !447
  tail call fastcc void @transparent_crc(i64 noundef %90, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !451
    #dbg_value(i64 5, !342, !DIExpression(), !344)
  %91 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_31, i64 20), align 4, !dbg !447, !tbaa !379
  %92 = sext i32 %91 to i64, !dbg !447
  tail call fastcc void @transparent_crc(i64 noundef %92, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !451
  br label %110, !dbg !452

93:                                               ; preds = %67
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !453
    #dbg_value(i64 1, !342, !DIExpression(), !344)
  %95 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_31, i64 4), align 4, !dbg !447, !tbaa !379
  %96 = sext i32 %95 to i64, !dbg !447
  tail call fastcc void @transparent_crc(i64 noundef %96, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !451
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !453
    #dbg_value(i64 2, !342, !DIExpression(), !344)
  %98 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_31, i64 8), align 8, !dbg !447, !tbaa !379
  %99 = sext i32 %98 to i64, !dbg !447
  tail call fastcc void @transparent_crc(i64 noundef %99, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !451
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2), !dbg !453
    #dbg_value(i64 3, !342, !DIExpression(), !344)
  %101 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_31, i64 12), align 4, !dbg !447, !tbaa !379
  %102 = sext i32 %101 to i64, !dbg !447
  tail call fastcc void @transparent_crc(i64 noundef %102, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !451
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3), !dbg !453
    #dbg_value(i64 4, !342, !DIExpression(), !344)
  %104 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_31, i64 16), align 16, !dbg !447, !tbaa !379
  %105 = sext i32 %104 to i64, !dbg !447
  tail call fastcc void @transparent_crc(i64 noundef %105, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !451
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4), !dbg !453
    #dbg_value(i64 5, !342, !DIExpression(), !344)
  %107 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_31, i64 20), align 4, !dbg !447, !tbaa !379
  %108 = sext i32 %107 to i64, !dbg !447
  tail call fastcc void @transparent_crc(i64 noundef %108, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !451
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5), !dbg !453
  br label %110, !dbg !453

110:                                              ; preds = %82, %93
    #dbg_value(i64 6, !342, !DIExpression(), !344)
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !455
    #dbg_value(i64 0, !342, !DIExpression(), !344)
  tail call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !456
  br i1 %18, label %111, label %112, !dbg !460

111:                                              ; preds = %110
    #dbg_value(i64 1, !342, !DIExpression(), !344)
  tail call fastcc void @transparent_crc(i64 noundef 81643639, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !456
    #dbg_value(i64 2, !342, !DIExpression(), !344)
  tail call fastcc void @transparent_crc(i64 noundef 81643639, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !456
  br label %116, !dbg !460

112:                                              ; preds = %110
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !461
    #dbg_value(i64 1, !342, !DIExpression(), !344)
  tail call fastcc void @transparent_crc(i64 noundef 81643639, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !456
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !461
    #dbg_value(i64 2, !342, !DIExpression(), !344)
  tail call fastcc void @transparent_crc(i64 noundef 81643639, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !456
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2), !dbg !461
  br label %116, !dbg !461

116:                                              ; preds = %111, %112
    #dbg_value(i64 3, !342, !DIExpression(), !344)
  %117 = load i64, ptr @g_37, align 8, !dbg !463, !tbaa !464
  tail call fastcc void @transparent_crc(i64 noundef %117, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !468
  %118 = load i64, ptr getelementptr inbounds (i8, ptr @g_37, i64 8), align 8, !dbg !469, !tbaa !470
  tail call fastcc void @transparent_crc(i64 noundef %118, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !471
  %119 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_37, i64 16), align 8, !dbg !472, !tbaa !473
  %120 = sext i32 %119 to i64, !dbg !474
  tail call fastcc void @transparent_crc(i64 noundef %120, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !475
  %121 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_37, i64 20), align 4, !dbg !476, !tbaa !477
  %122 = zext i16 %121 to i64, !dbg !478
  tail call fastcc void @transparent_crc(i64 noundef %122, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !479
  %123 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_37, i64 24), align 8, !dbg !480, !tbaa !481
  %124 = sext i32 %123 to i64, !dbg !482
  tail call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !483
  %125 = load i16, ptr getelementptr inbounds (i8, ptr @g_37, i64 28), align 4, !dbg !484, !tbaa !485
  %126 = zext i16 %125 to i64, !dbg !486
  tail call fastcc void @transparent_crc(i64 noundef %126, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !487
  tail call fastcc void @transparent_crc(i64 noundef -12552, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !488
  tail call fastcc void @transparent_crc(i64 noundef -3, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !489
  tail call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !490
    #dbg_value(i32 0, !342, !DIExpression(), !344)
  br label %127, !dbg !491

127:                                              ; preds = %116, %146
  %128 = phi i64 [ 0, %116 ], [ %147, %146 ]
    #dbg_value(i64 %128, !342, !DIExpression(), !344)
  %129 = getelementptr inbounds [5 x %struct.S3], ptr @g_104, i64 0, i64 %128, !dbg !493
  %130 = load i64, ptr %129, align 4, !dbg !496
  %131 = shl i64 %130, 58, !dbg !496
  %132 = ashr exact i64 %131, 58, !dbg !496
  tail call fastcc void @transparent_crc(i64 noundef %132, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !497
  %133 = load i64, ptr %129, align 4, !dbg !498
  %134 = lshr i64 %133, 6, !dbg !498
  %135 = and i64 %134, 1048575, !dbg !498
  tail call fastcc void @transparent_crc(i64 noundef %135, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !499
  %136 = load i64, ptr %129, align 4, !dbg !500
  %137 = lshr i64 %136, 32, !dbg !500
  %138 = and i64 %137, 8388607, !dbg !500
  tail call fastcc void @transparent_crc(i64 noundef %138, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !501
  %139 = getelementptr inbounds i8, ptr %129, i64 8, !dbg !502
  %140 = load volatile i32, ptr %139, align 4, !dbg !502
  %141 = and i32 %140, 262143, !dbg !502
  %142 = zext nneg i32 %141 to i64, !dbg !503
  tail call fastcc void @transparent_crc(i64 noundef %142, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !504
  br i1 %18, label %146, label %143, !dbg !505

143:                                              ; preds = %127
  %144 = trunc nuw nsw i64 %128 to i32, !dbg !506
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %144), !dbg !506
  br label %146, !dbg !506

146:                                              ; preds = %127, %143
  %147 = add nuw nsw i64 %128, 1, !dbg !508
    #dbg_value(i64 %147, !342, !DIExpression(), !344)
  %148 = icmp eq i64 %147, 5, !dbg !509
  br i1 %148, label %149, label %127, !dbg !491, !llvm.loop !510

149:                                              ; preds = %146
  tail call fastcc void @transparent_crc(i64 noundef 721, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !512
  tail call fastcc void @transparent_crc(i64 noundef -13908, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !513
  tail call fastcc void @transparent_crc(i64 noundef 269, ptr noundef nonnull @.str.21, i32 noundef %19), !dbg !514
  tail call fastcc void @transparent_crc(i64 noundef -2030, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !515
  %150 = load volatile i64, ptr @g_133, align 8, !dbg !516, !tbaa !464
  tail call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.23, i32 noundef %19), !dbg !517
  %151 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_133, i64 8), align 8, !dbg !518, !tbaa !470
  tail call fastcc void @transparent_crc(i64 noundef %151, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !519
  %152 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_133, i64 16), align 8, !dbg !520, !tbaa !473
  %153 = sext i32 %152 to i64, !dbg !521
  tail call fastcc void @transparent_crc(i64 noundef %153, ptr noundef nonnull @.str.25, i32 noundef %19), !dbg !522
  %154 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_133, i64 20), align 4, !dbg !523, !tbaa !477
  %155 = zext i16 %154 to i64, !dbg !524
  tail call fastcc void @transparent_crc(i64 noundef %155, ptr noundef nonnull @.str.26, i32 noundef %19), !dbg !525
  %156 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_133, i64 24), align 8, !dbg !526, !tbaa !481
  %157 = sext i32 %156 to i64, !dbg !527
  tail call fastcc void @transparent_crc(i64 noundef %157, ptr noundef nonnull @.str.27, i32 noundef %19), !dbg !528
  %158 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_133, i64 28), align 4, !dbg !529, !tbaa !485
  %159 = zext i16 %158 to i64, !dbg !530
  tail call fastcc void @transparent_crc(i64 noundef %159, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !531
  %160 = load volatile i48, ptr @g_171, align 8, !dbg !532
  %161 = and i48 %160, 524287, !dbg !532
  %162 = zext nneg i48 %161 to i64, !dbg !532
  tail call fastcc void @transparent_crc(i64 noundef %162, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !533
  %163 = load volatile i48, ptr @g_171, align 8, !dbg !534
  %164 = shl i48 %163, 1, !dbg !534
  %165 = ashr i48 %164, 20, !dbg !534
  %166 = zext i48 %165 to i64, !dbg !534
  %167 = shl i64 %166, 32, !dbg !535
  %168 = ashr exact i64 %167, 32, !dbg !535
  tail call fastcc void @transparent_crc(i64 noundef %168, ptr noundef nonnull @.str.30, i32 noundef %19), !dbg !536
  tail call fastcc void @transparent_crc(i64 noundef -209, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !537
  tail call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.32, i32 noundef %19), !dbg !538
  tail call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.33, i32 noundef %19), !dbg !539
    #dbg_value(i32 0, !342, !DIExpression(), !344)
  br label %169, !dbg !540

169:                                              ; preds = %149, %190
  %170 = phi i64 [ 0, %149 ], [ %191, %190 ]
    #dbg_value(i64 %170, !342, !DIExpression(), !344)
  %171 = getelementptr inbounds [10 x %struct.S2], ptr @g_248, i64 0, i64 %170, !dbg !542
  %172 = load i64, ptr %171, align 16, !dbg !545, !tbaa !464
  tail call fastcc void @transparent_crc(i64 noundef %172, ptr noundef nonnull @.str.34, i32 noundef %19), !dbg !546
  %173 = getelementptr inbounds i8, ptr %171, i64 8, !dbg !547
  %174 = load i64, ptr %173, align 8, !dbg !547, !tbaa !470
  tail call fastcc void @transparent_crc(i64 noundef %174, ptr noundef nonnull @.str.35, i32 noundef %19), !dbg !548
  %175 = getelementptr inbounds i8, ptr %171, i64 16, !dbg !549
  %176 = load volatile i32, ptr %175, align 16, !dbg !549, !tbaa !473
  %177 = sext i32 %176 to i64, !dbg !550
  tail call fastcc void @transparent_crc(i64 noundef %177, ptr noundef nonnull @.str.36, i32 noundef %19), !dbg !551
  %178 = getelementptr inbounds i8, ptr %171, i64 20, !dbg !552
  %179 = load volatile i16, ptr %178, align 4, !dbg !552, !tbaa !477
  %180 = zext i16 %179 to i64, !dbg !553
  tail call fastcc void @transparent_crc(i64 noundef %180, ptr noundef nonnull @.str.37, i32 noundef %19), !dbg !554
  %181 = getelementptr inbounds i8, ptr %171, i64 24, !dbg !555
  %182 = load volatile i32, ptr %181, align 8, !dbg !555, !tbaa !481
  %183 = sext i32 %182 to i64, !dbg !556
  tail call fastcc void @transparent_crc(i64 noundef %183, ptr noundef nonnull @.str.38, i32 noundef %19), !dbg !557
  %184 = getelementptr inbounds i8, ptr %171, i64 28, !dbg !558
  %185 = load i16, ptr %184, align 4, !dbg !558, !tbaa !485
  %186 = zext i16 %185 to i64, !dbg !559
  tail call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.39, i32 noundef %19), !dbg !560
  br i1 %18, label %190, label %187, !dbg !561

187:                                              ; preds = %169
  %188 = trunc nuw nsw i64 %170 to i32, !dbg !562
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %188), !dbg !562
  br label %190, !dbg !562

190:                                              ; preds = %169, %187
  %191 = add nuw nsw i64 %170, 1, !dbg !564
    #dbg_value(i64 %191, !342, !DIExpression(), !344)
  %192 = icmp eq i64 %191, 10, !dbg !565
  br i1 %192, label %193, label %169, !dbg !540, !llvm.loop !566

193:                                              ; preds = %190
  %194 = load i32, ptr @crc32_context, align 4, !dbg !568, !tbaa !379
  %195 = xor i32 %194, -1, !dbg !569
    #dbg_value(i32 %195, !570, !DIExpression(), !576)
    #dbg_value(i32 %19, !575, !DIExpression(), !576)
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.54, i32 noundef %195), !dbg !578
  ret i32 0, !dbg !579
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !580 {
    #dbg_value(i64 %0, !584, !DIExpression(), !587)
    #dbg_value(ptr %1, !585, !DIExpression(), !587)
    #dbg_value(i32 %2, !586, !DIExpression(), !587)
    #dbg_value(i64 %0, !588, !DIExpression(), !593)
    #dbg_value(i64 %0, !595, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !600)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !602, !tbaa !379
  %5 = lshr i32 %4, 8, !dbg !603
  %6 = zext i32 %4 to i64, !dbg !604
  %7 = xor i64 %6, %0, !dbg !604
  %8 = and i64 %7, 255, !dbg !605
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !605
  %10 = load i32, ptr %9, align 4, !dbg !605, !tbaa !379
  %11 = xor i32 %5, %10, !dbg !606
  %12 = lshr i64 %0, 8, !dbg !607
    #dbg_value(i64 %12, !595, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !608)
  %13 = lshr i32 %11, 8, !dbg !610
  %14 = zext i32 %11 to i64, !dbg !611
  %15 = xor i64 %12, %14, !dbg !611
  %16 = and i64 %15, 255, !dbg !612
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !612
  %18 = load i32, ptr %17, align 4, !dbg !612, !tbaa !379
  %19 = xor i32 %13, %18, !dbg !613
  %20 = lshr i64 %0, 16, !dbg !614
    #dbg_value(i64 %20, !595, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !615)
  %21 = lshr i32 %19, 8, !dbg !617
  %22 = zext i32 %19 to i64, !dbg !618
  %23 = xor i64 %20, %22, !dbg !618
  %24 = and i64 %23, 255, !dbg !619
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !619
  %26 = load i32, ptr %25, align 4, !dbg !619, !tbaa !379
  %27 = xor i32 %21, %26, !dbg !620
  %28 = lshr i64 %0, 24, !dbg !621
    #dbg_value(i64 %28, !595, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !622)
  %29 = lshr i32 %27, 8, !dbg !624
  %30 = zext i32 %27 to i64, !dbg !625
  %31 = xor i64 %28, %30, !dbg !625
  %32 = and i64 %31, 255, !dbg !626
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !626
  %34 = load i32, ptr %33, align 4, !dbg !626, !tbaa !379
  %35 = xor i32 %29, %34, !dbg !627
  %36 = lshr i64 %0, 32, !dbg !628
    #dbg_value(i64 %36, !595, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !629)
  %37 = lshr i32 %35, 8, !dbg !631
  %38 = zext i32 %35 to i64, !dbg !632
  %39 = xor i64 %36, %38, !dbg !632
  %40 = and i64 %39, 255, !dbg !633
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !633
  %42 = load i32, ptr %41, align 4, !dbg !633, !tbaa !379
  %43 = xor i32 %37, %42, !dbg !634
  %44 = lshr i64 %0, 40, !dbg !635
    #dbg_value(i64 %44, !595, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !636)
  %45 = lshr i32 %43, 8, !dbg !638
  %46 = zext i32 %43 to i64, !dbg !639
  %47 = xor i64 %44, %46, !dbg !639
  %48 = and i64 %47, 255, !dbg !640
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !640
  %50 = load i32, ptr %49, align 4, !dbg !640, !tbaa !379
  %51 = xor i32 %45, %50, !dbg !641
  %52 = lshr i64 %0, 48, !dbg !642
    #dbg_value(i64 %52, !595, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !643)
  %53 = lshr i32 %51, 8, !dbg !645
  %54 = zext i32 %51 to i64, !dbg !646
  %55 = xor i64 %52, %54, !dbg !646
  %56 = and i64 %55, 255, !dbg !647
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !647
  %58 = load i32, ptr %57, align 4, !dbg !647, !tbaa !379
  %59 = xor i32 %53, %58, !dbg !648
  %60 = lshr i64 %0, 56, !dbg !649
    #dbg_value(i64 %60, !595, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !650)
  %61 = lshr i32 %59, 8, !dbg !652
  %62 = and i32 %59, 255, !dbg !653
  %63 = zext nneg i32 %62 to i64, !dbg !653
  %64 = xor i64 %60, %63, !dbg !653
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !653
  %66 = load i32, ptr %65, align 4, !dbg !653, !tbaa !379
  %67 = xor i32 %61, %66, !dbg !654
  store i32 %67, ptr @crc32_context, align 4, !dbg !655, !tbaa !379
  %68 = icmp eq i32 %2, 0, !dbg !656
  br i1 %68, label %73, label %69, !dbg !658

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !659
  %71 = zext i32 %70 to i64, !dbg !659
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.48, ptr noundef %1, i64 noundef %71), !dbg !661
  br label %73, !dbg !662

73:                                               ; preds = %69, %3
  ret void, !dbg !663
}

; Function Attrs: nofree nounwind
declare !dbg !664 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!326, !327, !328, !329, !330, !331, !332}
!llvm.ident = !{!333}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 426, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "builtins_5002.c", directory: ".", checksumkind: CSK_MD5, checksum: "95c6c7fdd49623629535592a41fd3220")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_31", scope: !9, file: !2, line: 64, type: !325, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !14, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15, !0, !20, !25, !30, !35, !37, !39, !41, !43, !45, !47, !49, !51, !53, !55, !60, !62, !64, !66, !71, !73, !75, !77, !79, !81, !83, !85, !87, !89, !91, !93, !95, !97, !102, !104, !106, !108, !110, !112, !114, !124, !129, !134, !140, !145, !150, !155, !160, !169, !171, !179, !182, !187, !192, !194, !206, !208, !214, !218, !222, !250, !254, !259, !7, !261, !263, !266, !282, !287, !292, !294, !304, !306, !308, !311, !313, !315, !317, !320, !323}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 422, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 2)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 429, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 8)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 430, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 14)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 433, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 5)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 436, type: !22, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 440, type: !22, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 441, type: !22, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 442, type: !22, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 443, type: !22, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 444, type: !22, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 445, type: !22, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 446, type: !32, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 447, type: !32, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 448, type: !32, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 451, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 12)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 452, type: !57, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 453, type: !57, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 454, type: !57, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 458, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 9)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 459, type: !68, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 460, type: !68, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 461, type: !68, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 462, type: !68, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 463, type: !68, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 464, type: !68, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 465, type: !68, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 466, type: !68, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 467, type: !68, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 468, type: !68, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 469, type: !68, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 470, type: !68, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 471, type: !68, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 472, type: !99, isLocal: true, isDefinition: true)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 6)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 475, type: !57, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 476, type: !57, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 477, type: !57, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 478, type: !57, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 479, type: !57, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !2, line: 480, type: !57, isLocal: true, isDefinition: true)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !116, line: 47, type: !117, isLocal: true, isDefinition: true)
!116 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !118, size: 8192, elements: !122)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !119, line: 26, baseType: !120)
!119 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !121, line: 42, baseType: !12)
!121 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!122 = !{!123}
!123 = !DISubrange(count: 256)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 552, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 69)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !131, isLocal: true, isDefinition: true)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !132)
!132 = !{!133}
!133 = !DISubrange(count: 16)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !136, isLocal: true, isDefinition: true)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !137, size: 192, elements: !138)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!138 = !{!139}
!139 = !DISubrange(count: 24)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !2, line: 191, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 15)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !2, line: 191, type: !147, isLocal: true, isDefinition: true)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !137, size: 216, elements: !148)
!148 = !{!149}
!149 = !DISubrange(count: 27)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !2, line: 197, type: !152, isLocal: true, isDefinition: true)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !153)
!153 = !{!154}
!154 = !DISubrange(count: 39)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(scope: null, file: !2, line: 202, type: !157, isLocal: true, isDefinition: true)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: 29)
!160 = !DIGlobalVariableExpression(var: !161, expr: !DIExpression())
!161 = distinct !DIGlobalVariable(name: "g_228", scope: !9, file: !2, line: 85, type: !162, isLocal: true, isDefinition: true)
!162 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !163)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!164 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S4", file: !2, line: 56, size: 24, align: 8, elements: !165)
!165 = !{!166, !168}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !164, file: !2, line: 57, baseType: !167, size: 16, flags: DIFlagBitField, extraData: i64 0)
!167 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !164, file: !2, line: 58, baseType: !13, size: 7, offset: 16, flags: DIFlagBitField, extraData: i64 16)
!169 = !DIGlobalVariableExpression(var: !170, expr: !DIExpression())
!170 = distinct !DIGlobalVariable(scope: null, file: !2, line: 205, type: !131, isLocal: true, isDefinition: true)
!171 = !DIGlobalVariableExpression(var: !172, expr: !DIExpression())
!172 = distinct !DIGlobalVariable(name: "g_69", scope: !9, file: !2, line: 69, type: !173, isLocal: true, isDefinition: true)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !176)
!176 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !177, line: 26, baseType: !178)
!177 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !121, line: 41, baseType: !13)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression())
!180 = distinct !DIGlobalVariable(name: "g_70", scope: !9, file: !2, line: 68, type: !181, isLocal: true, isDefinition: true)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !174, size: 576, elements: !69)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(scope: null, file: !2, line: 261, type: !184, isLocal: true, isDefinition: true)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !185)
!185 = !{!186}
!186 = !DISubrange(count: 10)
!187 = !DIGlobalVariableExpression(var: !188, expr: !DIExpression())
!188 = distinct !DIGlobalVariable(scope: null, file: !2, line: 261, type: !189, isLocal: true, isDefinition: true)
!189 = !DICompositeType(tag: DW_TAG_array_type, baseType: !137, size: 352, elements: !190)
!190 = !{!191}
!191 = !DISubrange(count: 44)
!192 = !DIGlobalVariableExpression(var: !193, expr: !DIExpression())
!193 = distinct !DIGlobalVariable(scope: null, file: !2, line: 334, type: !142, isLocal: true, isDefinition: true)
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression())
!195 = distinct !DIGlobalVariable(name: "g_168", scope: !9, file: !2, line: 81, type: !196, isLocal: true, isDefinition: true)
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!198 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !199)
!199 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !200)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !201, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !202)
!202 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 18, size: 48, align: 8, elements: !203)
!203 = !{!204, !205}
!204 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !202, file: !2, line: 19, baseType: !12, size: 19, flags: DIFlagBitField, extraData: i64 0)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !202, file: !2, line: 20, baseType: !13, size: 28, offset: 19, flags: DIFlagBitField, extraData: i64 0)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(name: "g_169", scope: !9, file: !2, line: 80, type: !197, isLocal: true, isDefinition: true)
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression())
!209 = distinct !DIGlobalVariable(name: "g_170", scope: !9, file: !2, line: 79, type: !210, isLocal: true, isDefinition: true)
!210 = !DICompositeType(tag: DW_TAG_array_type, baseType: !211, size: 192, elements: !212)
!211 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !200)
!212 = !{!213}
!213 = !DISubrange(count: 3)
!214 = !DIGlobalVariableExpression(var: !215, expr: !DIExpression())
!215 = distinct !DIGlobalVariable(name: "g_181", scope: !9, file: !2, line: 82, type: !216, isLocal: true, isDefinition: true)
!216 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !217)
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !176, size: 64)
!218 = !DIGlobalVariableExpression(var: !219, expr: !DIExpression())
!219 = distinct !DIGlobalVariable(name: "g_121", scope: !9, file: !2, line: 76, type: !220, isLocal: true, isDefinition: true)
!220 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !221)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(name: "g_245", scope: !9, file: !2, line: 88, type: !224, isLocal: true, isDefinition: true)
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !225, size: 64)
!225 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !226)
!226 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S1", file: !2, line: 26, size: 232, align: 8, elements: !227)
!227 = !{!228, !231, !232, !237, !238, !243, !248, !249}
!228 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !226, file: !2, line: 27, baseType: !229, size: 22, flags: DIFlagBitField, extraData: i64 0)
!229 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !230)
!230 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !226, file: !2, line: 28, baseType: !118, size: 32, offset: 24)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !226, file: !2, line: 29, baseType: !233, size: 8, offset: 56)
!233 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !234)
!234 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !119, line: 24, baseType: !235)
!235 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !121, line: 38, baseType: !236)
!236 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !226, file: !2, line: 30, baseType: !13, size: 15, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !226, file: !2, line: 31, baseType: !239, size: 64, offset: 80)
!239 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !240)
!240 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !177, line: 27, baseType: !241)
!241 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !121, line: 44, baseType: !242)
!242 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !226, file: !2, line: 32, baseType: !244, size: 8, offset: 144)
!244 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !245)
!245 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !177, line: 24, baseType: !246)
!246 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !121, line: 37, baseType: !247)
!247 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !226, file: !2, line: 33, baseType: !202, size: 48, align: 8, offset: 152)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !226, file: !2, line: 34, baseType: !118, size: 32, offset: 200)
!250 = !DIGlobalVariableExpression(var: !251, expr: !DIExpression())
!251 = distinct !DIGlobalVariable(name: "g_247", scope: !9, file: !2, line: 90, type: !252, isLocal: true, isDefinition: true)
!252 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !253)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!254 = !DIGlobalVariableExpression(var: !255, expr: !DIExpression())
!255 = distinct !DIGlobalVariable(scope: null, file: !116, line: 114, type: !256, isLocal: true, isDefinition: true)
!256 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !257)
!257 = !{!258}
!258 = !DISubrange(count: 36)
!259 = !DIGlobalVariableExpression(var: !260, expr: !DIExpression())
!260 = distinct !DIGlobalVariable(name: "g_5", scope: !9, file: !2, line: 63, type: !176, isLocal: true, isDefinition: true)
!261 = !DIGlobalVariableExpression(var: !262, expr: !DIExpression())
!262 = distinct !DIGlobalVariable(name: "g_32", scope: !9, file: !2, line: 65, type: !176, isLocal: true, isDefinition: true)
!263 = !DIGlobalVariableExpression(var: !264, expr: !DIExpression())
!264 = distinct !DIGlobalVariable(name: "g_33", scope: !9, file: !2, line: 66, type: !265, isLocal: true, isDefinition: true)
!265 = !DICompositeType(tag: DW_TAG_array_type, baseType: !176, size: 96, elements: !212)
!266 = !DIGlobalVariableExpression(var: !267, expr: !DIExpression())
!267 = distinct !DIGlobalVariable(name: "g_37", scope: !9, file: !2, line: 67, type: !268, isLocal: true, isDefinition: true)
!268 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S2", file: !2, line: 38, size: 256, elements: !269)
!269 = !{!270, !271, !272, !274, !279, !280}
!270 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !268, file: !2, line: 39, baseType: !240, size: 64)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !268, file: !2, line: 40, baseType: !240, size: 64, offset: 64)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !268, file: !2, line: 41, baseType: !273, size: 32, offset: 128)
!273 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !176)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !268, file: !2, line: 42, baseType: !275, size: 16, offset: 160)
!275 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !276)
!276 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !119, line: 25, baseType: !277)
!277 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !121, line: 40, baseType: !278)
!278 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!279 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !268, file: !2, line: 43, baseType: !273, size: 32, offset: 192)
!280 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !268, file: !2, line: 44, baseType: !281, size: 16, offset: 224)
!281 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !276)
!282 = !DIGlobalVariableExpression(var: !283, expr: !DIExpression(DW_OP_constu, 18446744073709539064, DW_OP_stack_value))
!283 = distinct !DIGlobalVariable(name: "g_75", scope: !9, file: !2, line: 70, type: !284, isLocal: true, isDefinition: true)
!284 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !177, line: 25, baseType: !285)
!285 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !121, line: 39, baseType: !286)
!286 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!287 = !DIGlobalVariableExpression(var: !288, expr: !DIExpression(DW_OP_constu, 18446744073709551613, DW_OP_stack_value))
!288 = distinct !DIGlobalVariable(name: "g_77", scope: !9, file: !2, line: 71, type: !289, isLocal: true, isDefinition: true)
!289 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !119, line: 27, baseType: !290)
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !121, line: 45, baseType: !291)
!291 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!292 = !DIGlobalVariableExpression(var: !293, expr: !DIExpression())
!293 = distinct !DIGlobalVariable(name: "g_90", scope: !9, file: !2, line: 72, type: !240, isLocal: true, isDefinition: true)
!294 = !DIGlobalVariableExpression(var: !295, expr: !DIExpression())
!295 = distinct !DIGlobalVariable(name: "g_104", scope: !9, file: !2, line: 73, type: !296, isLocal: true, isDefinition: true)
!296 = !DICompositeType(tag: DW_TAG_array_type, baseType: !297, size: 480, elements: !33)
!297 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S3", file: !2, line: 47, size: 96, elements: !298)
!298 = !{!299, !300, !301, !302}
!299 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !297, file: !2, line: 48, baseType: !13, size: 6, flags: DIFlagBitField, extraData: i64 0)
!300 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !297, file: !2, line: 49, baseType: !12, size: 20, offset: 6, flags: DIFlagBitField, extraData: i64 0)
!301 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !297, file: !2, line: 50, baseType: !12, size: 23, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !297, file: !2, line: 51, baseType: !303, size: 18, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!303 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !12)
!304 = !DIGlobalVariableExpression(var: !305, expr: !DIExpression())
!305 = distinct !DIGlobalVariable(name: "g_120", scope: !9, file: !2, line: 74, type: !202, isLocal: true, isDefinition: true)
!306 = !DIGlobalVariableExpression(var: !307, expr: !DIExpression())
!307 = distinct !DIGlobalVariable(name: "g_122", scope: !9, file: !2, line: 75, type: !202, isLocal: true, isDefinition: true)
!308 = !DIGlobalVariableExpression(var: !309, expr: !DIExpression())
!309 = distinct !DIGlobalVariable(name: "g_133", scope: !9, file: !2, line: 77, type: !310, isLocal: true, isDefinition: true)
!310 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !268)
!311 = !DIGlobalVariableExpression(var: !312, expr: !DIExpression())
!312 = distinct !DIGlobalVariable(name: "g_171", scope: !9, file: !2, line: 78, type: !201, isLocal: true, isDefinition: true)
!313 = !DIGlobalVariableExpression(var: !314, expr: !DIExpression())
!314 = distinct !DIGlobalVariable(name: "g_229", scope: !9, file: !2, line: 84, type: !164, isLocal: true, isDefinition: true)
!315 = !DIGlobalVariableExpression(var: !316, expr: !DIExpression(DW_OP_constu, 5, DW_OP_stack_value))
!316 = distinct !DIGlobalVariable(name: "g_235", scope: !9, file: !2, line: 86, type: !118, isLocal: true, isDefinition: true)
!317 = !DIGlobalVariableExpression(var: !318, expr: !DIExpression())
!318 = distinct !DIGlobalVariable(name: "g_248", scope: !9, file: !2, line: 91, type: !319, isLocal: true, isDefinition: true)
!319 = !DICompositeType(tag: DW_TAG_array_type, baseType: !268, size: 2560, elements: !185)
!320 = !DIGlobalVariableExpression(var: !321, expr: !DIExpression())
!321 = distinct !DIGlobalVariable(scope: null, file: !322, line: 56, type: !142, isLocal: true, isDefinition: true)
!322 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!323 = !DIGlobalVariableExpression(var: !324, expr: !DIExpression())
!324 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !116, line: 48, type: !118, isLocal: true, isDefinition: true)
!325 = !DICompositeType(tag: DW_TAG_array_type, baseType: !273, size: 192, elements: !100)
!326 = !{i32 7, !"Dwarf Version", i32 5}
!327 = !{i32 2, !"Debug Info Version", i32 3}
!328 = !{i32 1, !"wchar_size", i32 4}
!329 = !{i32 8, !"PIC Level", i32 2}
!330 = !{i32 7, !"PIE Level", i32 2}
!331 = !{i32 7, !"uwtable", i32 2}
!332 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!333 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!334 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 418, type: !335, scopeLine: 419, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !339)
!335 = !DISubroutineType(types: !336)
!336 = !{!13, !13, !337}
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 64)
!338 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!339 = !{!340, !341, !342, !343}
!340 = !DILocalVariable(name: "argc", arg: 1, scope: !334, file: !2, line: 418, type: !13)
!341 = !DILocalVariable(name: "argv", arg: 2, scope: !334, file: !2, line: 418, type: !337)
!342 = !DILocalVariable(name: "i", scope: !334, file: !2, line: 420, type: !13)
!343 = !DILocalVariable(name: "print_hash_value", scope: !334, file: !2, line: 421, type: !13)
!344 = !DILocation(line: 0, scope: !334)
!345 = !DILocation(line: 422, column: 14, scope: !346)
!346 = distinct !DILexicalBlock(scope: !334, file: !2, line: 422, column: 9)
!347 = !DILocation(line: 422, column: 19, scope: !346)
!348 = !DILocation(line: 422, column: 29, scope: !346)
!349 = !{!350, !350, i64 0}
!350 = !{!"any pointer", !351, i64 0}
!351 = !{!"omnipotent char", !352, i64 0}
!352 = !{!"Simple C/C++ TBAA"}
!353 = !DILocation(line: 422, column: 43, scope: !346)
!354 = !DILocation(line: 422, column: 9, scope: !334)
!355 = !DILocalVariable(name: "poly", scope: !356, file: !116, line: 54, type: !363)
!356 = distinct !DISubprogram(name: "crc32_gentab", scope: !116, file: !116, line: 51, type: !357, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !359)
!357 = !DISubroutineType(types: !358)
!358 = !{null}
!359 = !{!360, !355, !361, !362}
!360 = !DILocalVariable(name: "crc", scope: !356, file: !116, line: 53, type: !118)
!361 = !DILocalVariable(name: "i", scope: !356, file: !116, line: 55, type: !13)
!362 = !DILocalVariable(name: "j", scope: !356, file: !116, line: 55, type: !13)
!363 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !118)
!364 = !DILocation(line: 0, scope: !356, inlinedAt: !365)
!365 = distinct !DILocation(line: 424, column: 5, scope: !334)
!366 = !DILocation(line: 57, column: 2, scope: !367, inlinedAt: !365)
!367 = distinct !DILexicalBlock(scope: !356, file: !116, line: 57, column: 2)
!368 = !DILocation(line: 57, column: 24, scope: !369, inlinedAt: !365)
!369 = distinct !DILexicalBlock(scope: !367, file: !116, line: 57, column: 2)
!370 = !DILocation(line: 60, column: 12, scope: !371, inlinedAt: !365)
!371 = distinct !DILexicalBlock(scope: !372, file: !116, line: 60, column: 8)
!372 = distinct !DILexicalBlock(scope: !373, file: !116, line: 59, column: 27)
!373 = distinct !DILexicalBlock(scope: !374, file: !116, line: 59, column: 3)
!374 = distinct !DILexicalBlock(scope: !375, file: !116, line: 59, column: 3)
!375 = distinct !DILexicalBlock(scope: !369, file: !116, line: 57, column: 28)
!376 = !DILocation(line: 60, column: 8, scope: !372, inlinedAt: !365)
!377 = !DILocation(line: 66, column: 3, scope: !375, inlinedAt: !365)
!378 = !DILocation(line: 66, column: 16, scope: !375, inlinedAt: !365)
!379 = !{!380, !380, i64 0}
!380 = !{!"int", !351, i64 0}
!381 = distinct !{!381, !366, !382, !383, !384, !385}
!382 = !DILocation(line: 67, column: 2, scope: !367, inlinedAt: !365)
!383 = !{!"llvm.loop.mustprogress"}
!384 = !{!"llvm.loop.isvectorized", i32 1}
!385 = !{!"llvm.loop.unroll.runtime.disable"}
!386 = !DILocalVariable(name: "l_48", scope: !387, file: !2, line: 113, type: !435)
!387 = distinct !DILexicalBlock(scope: !388, file: !2, line: 111, column: 5)
!388 = distinct !DILexicalBlock(scope: !389, file: !2, line: 110, column: 5)
!389 = distinct !DILexicalBlock(scope: !390, file: !2, line: 110, column: 5)
!390 = distinct !DISubprogram(name: "func_29", scope: !2, file: !2, line: 106, type: !391, scopeLine: 107, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !393)
!391 = !DISubroutineType(types: !392)
!392 = !{!268}
!393 = !{!394, !398, !399, !386, !400, !401, !402, !410, !412, !413, !417, !419, !424, !425, !430, !431, !432, !434}
!394 = !DILocalVariable(name: "l_30", scope: !390, file: !2, line: 108, type: !395)
!395 = !DICompositeType(tag: DW_TAG_array_type, baseType: !245, size: 56, elements: !396)
!396 = !{!397}
!397 = !DISubrange(count: 7)
!398 = !DILocalVariable(name: "i", scope: !390, file: !2, line: 109, type: !13)
!399 = !DILocalVariable(name: "l_36", scope: !387, file: !2, line: 112, type: !240)
!400 = !DILocalVariable(name: "l_49", scope: !387, file: !2, line: 114, type: !176)
!401 = !DILocalVariable(name: "i", scope: !387, file: !2, line: 115, type: !13)
!402 = !DILocalVariable(name: "l_35", scope: !403, file: !2, line: 122, type: !409)
!403 = distinct !DILexicalBlock(scope: !404, file: !2, line: 121, column: 13)
!404 = distinct !DILexicalBlock(scope: !405, file: !2, line: 120, column: 13)
!405 = distinct !DILexicalBlock(scope: !406, file: !2, line: 120, column: 13)
!406 = distinct !DILexicalBlock(scope: !407, file: !2, line: 119, column: 9)
!407 = distinct !DILexicalBlock(scope: !408, file: !2, line: 118, column: 9)
!408 = distinct !DILexicalBlock(scope: !387, file: !2, line: 118, column: 9)
!409 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!410 = !DILocalVariable(name: "l_34", scope: !403, file: !2, line: 123, type: !411)
!411 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !409, size: 64)
!412 = !DILocalVariable(name: "i", scope: !403, file: !2, line: 124, type: !13)
!413 = !DILocalVariable(name: "l_46", scope: !414, file: !2, line: 135, type: !217)
!414 = distinct !DILexicalBlock(scope: !415, file: !2, line: 134, column: 9)
!415 = distinct !DILexicalBlock(scope: !416, file: !2, line: 133, column: 9)
!416 = distinct !DILexicalBlock(scope: !387, file: !2, line: 133, column: 9)
!417 = !DILocalVariable(name: "l_213", scope: !414, file: !2, line: 136, type: !418)
!418 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !217, size: 64)
!419 = !DILocalVariable(name: "l_242", scope: !420, file: !2, line: 143, type: !423)
!420 = distinct !DILexicalBlock(scope: !421, file: !2, line: 142, column: 9)
!421 = distinct !DILexicalBlock(scope: !422, file: !2, line: 141, column: 9)
!422 = distinct !DILexicalBlock(scope: !387, file: !2, line: 141, column: 9)
!423 = !DICompositeType(tag: DW_TAG_array_type, baseType: !234, size: 40, elements: !33)
!424 = !DILocalVariable(name: "i", scope: !420, file: !2, line: 144, type: !13)
!425 = !DILocalVariable(name: "l_234", scope: !426, file: !2, line: 149, type: !429)
!426 = distinct !DILexicalBlock(scope: !427, file: !2, line: 148, column: 13)
!427 = distinct !DILexicalBlock(scope: !428, file: !2, line: 147, column: 13)
!428 = distinct !DILexicalBlock(scope: !420, file: !2, line: 147, column: 13)
!429 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!430 = !DILocalVariable(name: "l_239", scope: !426, file: !2, line: 150, type: !217)
!431 = !DILocalVariable(name: "l_240", scope: !426, file: !2, line: 151, type: !217)
!432 = !DILocalVariable(name: "l_241", scope: !426, file: !2, line: 152, type: !433)
!433 = !DICompositeType(tag: DW_TAG_array_type, baseType: !217, size: 512, elements: !23)
!434 = !DILocalVariable(name: "i", scope: !426, file: !2, line: 153, type: !13)
!435 = !DICompositeType(tag: DW_TAG_array_type, baseType: !284, size: 96, elements: !100)
!436 = distinct !DIAssignID()
!437 = !DILocation(line: 0, scope: !387, inlinedAt: !438)
!438 = distinct !DILocation(line: 425, column: 5, scope: !334)
!439 = distinct !DIAssignID()
!440 = !DILocation(line: 0, scope: !390, inlinedAt: !438)
!441 = !DILocation(line: 0, scope: !403, inlinedAt: !438)
!442 = !DILocation(line: 126, column: 26, scope: !403, inlinedAt: !438)
!443 = !{!444}
!444 = distinct !{!444, !445, !"func_29: argument 0"}
!445 = distinct !{!445, !"func_29"}
!446 = !DILocation(line: 426, column: 5, scope: !334)
!447 = !DILocation(line: 429, column: 25, scope: !448)
!448 = distinct !DILexicalBlock(scope: !449, file: !2, line: 428, column: 5)
!449 = distinct !DILexicalBlock(scope: !450, file: !2, line: 427, column: 5)
!450 = distinct !DILexicalBlock(scope: !334, file: !2, line: 427, column: 5)
!451 = !DILocation(line: 429, column: 9, scope: !448)
!452 = !DILocation(line: 430, column: 13, scope: !448)
!453 = !DILocation(line: 430, column: 31, scope: !454)
!454 = distinct !DILexicalBlock(scope: !448, file: !2, line: 430, column: 13)
!455 = !DILocation(line: 433, column: 5, scope: !334)
!456 = !DILocation(line: 436, column: 9, scope: !457)
!457 = distinct !DILexicalBlock(scope: !458, file: !2, line: 435, column: 5)
!458 = distinct !DILexicalBlock(scope: !459, file: !2, line: 434, column: 5)
!459 = distinct !DILexicalBlock(scope: !334, file: !2, line: 434, column: 5)
!460 = !DILocation(line: 437, column: 13, scope: !457)
!461 = !DILocation(line: 437, column: 31, scope: !462)
!462 = distinct !DILexicalBlock(scope: !457, file: !2, line: 437, column: 13)
!463 = !DILocation(line: 440, column: 26, scope: !334)
!464 = !{!465, !466, i64 0}
!465 = !{!"S2", !466, i64 0, !466, i64 8, !380, i64 16, !467, i64 20, !380, i64 24, !467, i64 28}
!466 = !{!"long", !351, i64 0}
!467 = !{!"short", !351, i64 0}
!468 = !DILocation(line: 440, column: 5, scope: !334)
!469 = !DILocation(line: 441, column: 26, scope: !334)
!470 = !{!465, !466, i64 8}
!471 = !DILocation(line: 441, column: 5, scope: !334)
!472 = !DILocation(line: 442, column: 26, scope: !334)
!473 = !{!465, !380, i64 16}
!474 = !DILocation(line: 442, column: 21, scope: !334)
!475 = !DILocation(line: 442, column: 5, scope: !334)
!476 = !DILocation(line: 443, column: 26, scope: !334)
!477 = !{!465, !467, i64 20}
!478 = !DILocation(line: 443, column: 21, scope: !334)
!479 = !DILocation(line: 443, column: 5, scope: !334)
!480 = !DILocation(line: 444, column: 26, scope: !334)
!481 = !{!465, !380, i64 24}
!482 = !DILocation(line: 444, column: 21, scope: !334)
!483 = !DILocation(line: 444, column: 5, scope: !334)
!484 = !DILocation(line: 445, column: 26, scope: !334)
!485 = !{!465, !467, i64 28}
!486 = !DILocation(line: 445, column: 21, scope: !334)
!487 = !DILocation(line: 445, column: 5, scope: !334)
!488 = !DILocation(line: 446, column: 5, scope: !334)
!489 = !DILocation(line: 447, column: 5, scope: !334)
!490 = !DILocation(line: 448, column: 5, scope: !334)
!491 = !DILocation(line: 449, column: 5, scope: !492)
!492 = distinct !DILexicalBlock(scope: !334, file: !2, line: 449, column: 5)
!493 = !DILocation(line: 451, column: 25, scope: !494)
!494 = distinct !DILexicalBlock(scope: !495, file: !2, line: 450, column: 5)
!495 = distinct !DILexicalBlock(scope: !492, file: !2, line: 449, column: 5)
!496 = !DILocation(line: 451, column: 34, scope: !494)
!497 = !DILocation(line: 451, column: 9, scope: !494)
!498 = !DILocation(line: 452, column: 34, scope: !494)
!499 = !DILocation(line: 452, column: 9, scope: !494)
!500 = !DILocation(line: 453, column: 34, scope: !494)
!501 = !DILocation(line: 453, column: 9, scope: !494)
!502 = !DILocation(line: 454, column: 34, scope: !494)
!503 = !DILocation(line: 454, column: 25, scope: !494)
!504 = !DILocation(line: 454, column: 9, scope: !494)
!505 = !DILocation(line: 455, column: 13, scope: !494)
!506 = !DILocation(line: 455, column: 31, scope: !507)
!507 = distinct !DILexicalBlock(scope: !494, file: !2, line: 455, column: 13)
!508 = !DILocation(line: 449, column: 25, scope: !495)
!509 = !DILocation(line: 449, column: 19, scope: !495)
!510 = distinct !{!510, !491, !511, !383}
!511 = !DILocation(line: 457, column: 5, scope: !492)
!512 = !DILocation(line: 458, column: 5, scope: !334)
!513 = !DILocation(line: 459, column: 5, scope: !334)
!514 = !DILocation(line: 460, column: 5, scope: !334)
!515 = !DILocation(line: 461, column: 5, scope: !334)
!516 = !DILocation(line: 462, column: 27, scope: !334)
!517 = !DILocation(line: 462, column: 5, scope: !334)
!518 = !DILocation(line: 463, column: 27, scope: !334)
!519 = !DILocation(line: 463, column: 5, scope: !334)
!520 = !DILocation(line: 464, column: 27, scope: !334)
!521 = !DILocation(line: 464, column: 21, scope: !334)
!522 = !DILocation(line: 464, column: 5, scope: !334)
!523 = !DILocation(line: 465, column: 27, scope: !334)
!524 = !DILocation(line: 465, column: 21, scope: !334)
!525 = !DILocation(line: 465, column: 5, scope: !334)
!526 = !DILocation(line: 466, column: 27, scope: !334)
!527 = !DILocation(line: 466, column: 21, scope: !334)
!528 = !DILocation(line: 466, column: 5, scope: !334)
!529 = !DILocation(line: 467, column: 27, scope: !334)
!530 = !DILocation(line: 467, column: 21, scope: !334)
!531 = !DILocation(line: 467, column: 5, scope: !334)
!532 = !DILocation(line: 468, column: 27, scope: !334)
!533 = !DILocation(line: 468, column: 5, scope: !334)
!534 = !DILocation(line: 469, column: 27, scope: !334)
!535 = !DILocation(line: 469, column: 21, scope: !334)
!536 = !DILocation(line: 469, column: 5, scope: !334)
!537 = !DILocation(line: 470, column: 5, scope: !334)
!538 = !DILocation(line: 471, column: 5, scope: !334)
!539 = !DILocation(line: 472, column: 5, scope: !334)
!540 = !DILocation(line: 473, column: 5, scope: !541)
!541 = distinct !DILexicalBlock(scope: !334, file: !2, line: 473, column: 5)
!542 = !DILocation(line: 475, column: 25, scope: !543)
!543 = distinct !DILexicalBlock(scope: !544, file: !2, line: 474, column: 5)
!544 = distinct !DILexicalBlock(scope: !541, file: !2, line: 473, column: 5)
!545 = !DILocation(line: 475, column: 34, scope: !543)
!546 = !DILocation(line: 475, column: 9, scope: !543)
!547 = !DILocation(line: 476, column: 34, scope: !543)
!548 = !DILocation(line: 476, column: 9, scope: !543)
!549 = !DILocation(line: 477, column: 34, scope: !543)
!550 = !DILocation(line: 477, column: 25, scope: !543)
!551 = !DILocation(line: 477, column: 9, scope: !543)
!552 = !DILocation(line: 478, column: 34, scope: !543)
!553 = !DILocation(line: 478, column: 25, scope: !543)
!554 = !DILocation(line: 478, column: 9, scope: !543)
!555 = !DILocation(line: 479, column: 34, scope: !543)
!556 = !DILocation(line: 479, column: 25, scope: !543)
!557 = !DILocation(line: 479, column: 9, scope: !543)
!558 = !DILocation(line: 480, column: 34, scope: !543)
!559 = !DILocation(line: 480, column: 25, scope: !543)
!560 = !DILocation(line: 480, column: 9, scope: !543)
!561 = !DILocation(line: 481, column: 13, scope: !543)
!562 = !DILocation(line: 481, column: 31, scope: !563)
!563 = distinct !DILexicalBlock(scope: !543, file: !2, line: 481, column: 13)
!564 = !DILocation(line: 473, column: 26, scope: !544)
!565 = !DILocation(line: 473, column: 19, scope: !544)
!566 = distinct !{!566, !540, !567, !383}
!567 = !DILocation(line: 483, column: 5, scope: !541)
!568 = !DILocation(line: 484, column: 23, scope: !334)
!569 = !DILocation(line: 484, column: 37, scope: !334)
!570 = !DILocalVariable(name: "crc", arg: 1, scope: !571, file: !322, line: 49, type: !118)
!571 = distinct !DISubprogram(name: "platform_main_end", scope: !322, file: !322, line: 49, type: !572, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !574)
!572 = !DISubroutineType(types: !573)
!573 = !{null, !118, !13}
!574 = !{!570, !575}
!575 = !DILocalVariable(name: "flag", arg: 2, scope: !571, file: !322, line: 49, type: !13)
!576 = !DILocation(line: 0, scope: !571, inlinedAt: !577)
!577 = distinct !DILocation(line: 484, column: 5, scope: !334)
!578 = !DILocation(line: 56, column: 2, scope: !571, inlinedAt: !577)
!579 = !DILocation(line: 485, column: 5, scope: !334)
!580 = distinct !DISubprogram(name: "transparent_crc", scope: !116, file: !116, line: 110, type: !581, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !583)
!581 = !DISubroutineType(types: !582)
!582 = !{null, !289, !338, !13}
!583 = !{!584, !585, !586}
!584 = !DILocalVariable(name: "val", arg: 1, scope: !580, file: !116, line: 110, type: !289)
!585 = !DILocalVariable(name: "vname", arg: 2, scope: !580, file: !116, line: 110, type: !338)
!586 = !DILocalVariable(name: "flag", arg: 3, scope: !580, file: !116, line: 110, type: !13)
!587 = !DILocation(line: 0, scope: !580)
!588 = !DILocalVariable(name: "val", arg: 1, scope: !589, file: !116, line: 97, type: !289)
!589 = distinct !DISubprogram(name: "crc32_8bytes", scope: !116, file: !116, line: 97, type: !590, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !592)
!590 = !DISubroutineType(types: !591)
!591 = !{null, !289}
!592 = !{!588}
!593 = !DILocation(line: 0, scope: !589, inlinedAt: !594)
!594 = distinct !DILocation(line: 112, column: 2, scope: !580)
!595 = !DILocalVariable(name: "b", arg: 1, scope: !596, file: !116, line: 71, type: !234)
!596 = distinct !DISubprogram(name: "crc32_byte", scope: !116, file: !116, line: 71, type: !597, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !599)
!597 = !DISubroutineType(types: !598)
!598 = !{null, !234}
!599 = !{!595}
!600 = !DILocation(line: 0, scope: !596, inlinedAt: !601)
!601 = distinct !DILocation(line: 99, column: 2, scope: !589, inlinedAt: !594)
!602 = !DILocation(line: 73, column: 5, scope: !596, inlinedAt: !601)
!603 = !DILocation(line: 73, column: 19, scope: !596, inlinedAt: !601)
!604 = !DILocation(line: 74, column: 33, scope: !596, inlinedAt: !601)
!605 = !DILocation(line: 74, column: 3, scope: !596, inlinedAt: !601)
!606 = !DILocation(line: 73, column: 39, scope: !596, inlinedAt: !601)
!607 = !DILocation(line: 100, column: 18, scope: !589, inlinedAt: !594)
!608 = !DILocation(line: 0, scope: !596, inlinedAt: !609)
!609 = distinct !DILocation(line: 100, column: 2, scope: !589, inlinedAt: !594)
!610 = !DILocation(line: 73, column: 19, scope: !596, inlinedAt: !609)
!611 = !DILocation(line: 74, column: 33, scope: !596, inlinedAt: !609)
!612 = !DILocation(line: 74, column: 3, scope: !596, inlinedAt: !609)
!613 = !DILocation(line: 73, column: 39, scope: !596, inlinedAt: !609)
!614 = !DILocation(line: 101, column: 18, scope: !589, inlinedAt: !594)
!615 = !DILocation(line: 0, scope: !596, inlinedAt: !616)
!616 = distinct !DILocation(line: 101, column: 2, scope: !589, inlinedAt: !594)
!617 = !DILocation(line: 73, column: 19, scope: !596, inlinedAt: !616)
!618 = !DILocation(line: 74, column: 33, scope: !596, inlinedAt: !616)
!619 = !DILocation(line: 74, column: 3, scope: !596, inlinedAt: !616)
!620 = !DILocation(line: 73, column: 39, scope: !596, inlinedAt: !616)
!621 = !DILocation(line: 102, column: 18, scope: !589, inlinedAt: !594)
!622 = !DILocation(line: 0, scope: !596, inlinedAt: !623)
!623 = distinct !DILocation(line: 102, column: 2, scope: !589, inlinedAt: !594)
!624 = !DILocation(line: 73, column: 19, scope: !596, inlinedAt: !623)
!625 = !DILocation(line: 74, column: 33, scope: !596, inlinedAt: !623)
!626 = !DILocation(line: 74, column: 3, scope: !596, inlinedAt: !623)
!627 = !DILocation(line: 73, column: 39, scope: !596, inlinedAt: !623)
!628 = !DILocation(line: 103, column: 18, scope: !589, inlinedAt: !594)
!629 = !DILocation(line: 0, scope: !596, inlinedAt: !630)
!630 = distinct !DILocation(line: 103, column: 2, scope: !589, inlinedAt: !594)
!631 = !DILocation(line: 73, column: 19, scope: !596, inlinedAt: !630)
!632 = !DILocation(line: 74, column: 33, scope: !596, inlinedAt: !630)
!633 = !DILocation(line: 74, column: 3, scope: !596, inlinedAt: !630)
!634 = !DILocation(line: 73, column: 39, scope: !596, inlinedAt: !630)
!635 = !DILocation(line: 104, column: 18, scope: !589, inlinedAt: !594)
!636 = !DILocation(line: 0, scope: !596, inlinedAt: !637)
!637 = distinct !DILocation(line: 104, column: 2, scope: !589, inlinedAt: !594)
!638 = !DILocation(line: 73, column: 19, scope: !596, inlinedAt: !637)
!639 = !DILocation(line: 74, column: 33, scope: !596, inlinedAt: !637)
!640 = !DILocation(line: 74, column: 3, scope: !596, inlinedAt: !637)
!641 = !DILocation(line: 73, column: 39, scope: !596, inlinedAt: !637)
!642 = !DILocation(line: 105, column: 18, scope: !589, inlinedAt: !594)
!643 = !DILocation(line: 0, scope: !596, inlinedAt: !644)
!644 = distinct !DILocation(line: 105, column: 2, scope: !589, inlinedAt: !594)
!645 = !DILocation(line: 73, column: 19, scope: !596, inlinedAt: !644)
!646 = !DILocation(line: 74, column: 33, scope: !596, inlinedAt: !644)
!647 = !DILocation(line: 74, column: 3, scope: !596, inlinedAt: !644)
!648 = !DILocation(line: 73, column: 39, scope: !596, inlinedAt: !644)
!649 = !DILocation(line: 106, column: 18, scope: !589, inlinedAt: !594)
!650 = !DILocation(line: 0, scope: !596, inlinedAt: !651)
!651 = distinct !DILocation(line: 106, column: 2, scope: !589, inlinedAt: !594)
!652 = !DILocation(line: 73, column: 19, scope: !596, inlinedAt: !651)
!653 = !DILocation(line: 74, column: 3, scope: !596, inlinedAt: !651)
!654 = !DILocation(line: 73, column: 39, scope: !596, inlinedAt: !651)
!655 = !DILocation(line: 72, column: 16, scope: !596, inlinedAt: !651)
!656 = !DILocation(line: 113, column: 6, scope: !657)
!657 = distinct !DILexicalBlock(scope: !580, file: !116, line: 113, column: 6)
!658 = !DILocation(line: 113, column: 6, scope: !580)
!659 = !DILocation(line: 114, column: 73, scope: !660)
!660 = distinct !DILexicalBlock(scope: !657, file: !116, line: 113, column: 12)
!661 = !DILocation(line: 114, column: 5, scope: !660)
!662 = !DILocation(line: 115, column: 2, scope: !660)
!663 = !DILocation(line: 116, column: 1, scope: !580)
!664 = !DISubprogram(name: "printf", scope: !665, file: !665, line: 356, type: !666, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!665 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!666 = !DISubroutineType(types: !667)
!667 = !{!13, !668, null}
!668 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !669)
!669 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
