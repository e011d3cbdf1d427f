; ModuleID = 'default_6.c'
source_filename = "default_6.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.1 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [5 x i8] c"g_20\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [5 x i8] c"g_35\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [8 x i8] c"g_40[i]\00", align 1, !dbg !14
@.str.5 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !19
@g_41 = internal global i16 -3, align 2, !dbg !24
@.str.6 = private unnamed_addr constant [5 x i8] c"g_41\00", align 1, !dbg !33
@g_42 = internal global [1 x [2 x [10 x i8]]] [[2 x [10 x i8]] [[10 x i8] c"\01\F8\01\FF\F8~~\F8\FF\01", [10 x i8] c"\00\00\01\F8\00\01\00\F8\01\00"]], align 16, !dbg !114
@.str.7 = private unnamed_addr constant [14 x i8] c"g_42[i][j][k]\00", align 1, !dbg !35
@.str.8 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !37
@.str.9 = private unnamed_addr constant [11 x i8] c"g_43[i][j]\00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !47
@g_44 = internal global i32 -1, align 4, !dbg !129
@.str.11 = private unnamed_addr constant [5 x i8] c"g_44\00", align 1, !dbg !52
@g_47 = internal global i8 -1, align 1, !dbg !132
@.str.12 = private unnamed_addr constant [5 x i8] c"g_47\00", align 1, !dbg !54
@g_48 = internal global i32 -2111029680, align 4, !dbg !134
@.str.13 = private unnamed_addr constant [5 x i8] c"g_48\00", align 1, !dbg !56
@g_58 = internal global i64 -6409274409093072412, align 8, !dbg !136
@.str.14 = private unnamed_addr constant [5 x i8] c"g_58\00", align 1, !dbg !58
@.str.15 = private unnamed_addr constant [5 x i8] c"g_60\00", align 1, !dbg !60
@g_96 = internal global i32 948549204, align 4, !dbg !141
@.str.16 = private unnamed_addr constant [5 x i8] c"g_96\00", align 1, !dbg !62
@.str.17 = private unnamed_addr constant [5 x i8] c"g_99\00", align 1, !dbg !64
@.str.18 = private unnamed_addr constant [6 x i8] c"g_101\00", align 1, !dbg !66
@.str.19 = private unnamed_addr constant [6 x i8] c"g_102\00", align 1, !dbg !71
@.str.20 = private unnamed_addr constant [6 x i8] c"g_104\00", align 1, !dbg !73
@.str.21 = private unnamed_addr constant [6 x i8] c"g_387\00", align 1, !dbg !75
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !163
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !77
@.str.22 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !88
@.str.23 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !157

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !174 {
    #dbg_value(i32 %0, !180, !DIExpression(), !186)
    #dbg_value(ptr %1, !181, !DIExpression(), !186)
    #dbg_value(i32 0, !185, !DIExpression(), !186)
  %3 = icmp eq i32 %0, 2, !dbg !187
  br i1 %3, label %4, label %17, !dbg !189

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !190
  %6 = load ptr, ptr %5, align 8, !dbg !190, !tbaa !191
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !195
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !196
  %16 = zext i1 %15 to i32, !dbg !196
  br label %17, !dbg !196

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !186
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !186
    #dbg_value(i32 %19, !185, !DIExpression(), !186)
    #dbg_value(i32 -306674912, !197, !DIExpression(), !206)
    #dbg_value(i32 0, !203, !DIExpression(), !206)
  br label %20, !dbg !208

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !210
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !212
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !212
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !212
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !218
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !218
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !218
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !212
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !212
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !218
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !218
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !218
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !212
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !212
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !218
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !218
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !218
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !212
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !212
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !218
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !218
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !218
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !212
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !212
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !218
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !218
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !218
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !212
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !212
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !218
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !218
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !218
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !212
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !212
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !218
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !218
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !218
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !212
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !212
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !218
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !218
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !218
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !219
  store <4 x i32> %62, ptr %63, align 16, !dbg !220, !tbaa !221
  %64 = add nuw i64 %21, 4, !dbg !210
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !212
  %66 = icmp eq i64 %64, 256, !dbg !210
  br i1 %66, label %67, label %20, !dbg !210, !llvm.loop !223

67:                                               ; preds = %20
    #dbg_assign(i1 undef, !228, !DIExpression(), !281, ptr undef, !DIExpression(), !282)
    #dbg_assign(i1 undef, !261, !DIExpression(), !284, ptr undef, !DIExpression(), !285)
    #dbg_assign(i1 undef, !266, !DIExpression(), !286, ptr poison, !DIExpression(), !285)
    #dbg_value(ptr null, !237, !DIExpression(), !282)
    #dbg_value(i16 0, !239, !DIExpression(), !282)
    #dbg_value(i64 3678547168054119959, !240, !DIExpression(), !282)
    #dbg_value(i32 -1022016546, !241, !DIExpression(), !282)
    #dbg_value(ptr poison, !242, !DIExpression(), !282)
    #dbg_value(ptr undef, !244, !DIExpression(), !282)
    #dbg_value(i32 poison, !246, !DIExpression(), !282)
    #dbg_value(i32 undef, !236, !DIExpression(), !282)
    #dbg_value(i32 poison, !276, !DIExpression(), !285)
  tail call fastcc void @transparent_crc(i64 noundef 35, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !287
  tail call fastcc void @transparent_crc(i64 noundef 8477343256702738730, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !288
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !289
    #dbg_value(i64 0, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -2057, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !290
  br i1 %18, label %68, label %69, !dbg !294

68:                                               ; preds = %67
    #dbg_value(i64 1, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !290
    #dbg_value(i64 2, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -2057, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !290
    #dbg_value(i64 3, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -2057, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !290
    #dbg_value(i64 4, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !290
    #dbg_value(i64 5, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -2057, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !290
    #dbg_value(i64 6, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -2057, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !290
    #dbg_value(i64 7, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !290
    #dbg_value(i64 8, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -2057, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !290
  br label %79, !dbg !294

69:                                               ; preds = %67
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0), !dbg !295
    #dbg_value(i64 1, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !290
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1), !dbg !295
    #dbg_value(i64 2, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -2057, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !290
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 2), !dbg !295
    #dbg_value(i64 3, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -2057, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !290
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3), !dbg !295
    #dbg_value(i64 4, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !290
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 4), !dbg !295
    #dbg_value(i64 5, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -2057, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !290
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 5), !dbg !295
    #dbg_value(i64 6, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -2057, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !290
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 6), !dbg !295
    #dbg_value(i64 7, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !290
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 7), !dbg !295
    #dbg_value(i64 8, !182, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -2057, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !290
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 8), !dbg !295
  br label %79, !dbg !295

79:                                               ; preds = %68, %69
    #dbg_value(i64 9, !182, !DIExpression(), !186)
  %80 = load volatile i16, ptr @g_41, align 2, !dbg !297, !tbaa !298
  %81 = sext i16 %80 to i64, !dbg !297
  tail call fastcc void @transparent_crc(i64 noundef %81, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !300
    #dbg_value(i32 poison, !182, !DIExpression(), !186)
    #dbg_value(i32 0, !183, !DIExpression(), !186)
  br label %82, !dbg !301

82:                                               ; preds = %116, %79
  %83 = phi i1 [ true, %79 ], [ false, %116 ]
  %84 = phi i64 [ 0, %79 ], [ 1, %116 ]
    #dbg_value(i64 %84, !183, !DIExpression(), !186)
    #dbg_value(i64 0, !184, !DIExpression(), !186)
  %85 = getelementptr inbounds [2 x [10 x i8]], ptr @g_42, i64 0, i64 %84, i64 0, !dbg !306
  %86 = load volatile i8, ptr %85, align 2, !dbg !306, !tbaa !312
  %87 = sext i8 %86 to i64, !dbg !306
  tail call fastcc void @transparent_crc(i64 noundef %87, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !313
  br i1 %18, label %88, label %117, !dbg !314

88:                                               ; preds = %82
    #dbg_value(i64 1, !184, !DIExpression(), !186)
  %89 = getelementptr inbounds [2 x [10 x i8]], ptr @g_42, i64 0, i64 %84, i64 1, !dbg !306
  %90 = load volatile i8, ptr %89, align 1, !dbg !306, !tbaa !312
  %91 = sext i8 %90 to i64, !dbg !306
  tail call fastcc void @transparent_crc(i64 noundef %91, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !313
    #dbg_value(i64 2, !184, !DIExpression(), !186)
  %92 = getelementptr inbounds [2 x [10 x i8]], ptr @g_42, i64 0, i64 %84, i64 2, !dbg !306
  %93 = load volatile i8, ptr %92, align 2, !dbg !306, !tbaa !312
  %94 = sext i8 %93 to i64, !dbg !306
  tail call fastcc void @transparent_crc(i64 noundef %94, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !313
    #dbg_value(i64 3, !184, !DIExpression(), !186)
  %95 = getelementptr inbounds [2 x [10 x i8]], ptr @g_42, i64 0, i64 %84, i64 3, !dbg !306
  %96 = load volatile i8, ptr %95, align 1, !dbg !306, !tbaa !312
  %97 = sext i8 %96 to i64, !dbg !306
  tail call fastcc void @transparent_crc(i64 noundef %97, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !313
    #dbg_value(i64 4, !184, !DIExpression(), !186)
  %98 = getelementptr inbounds [2 x [10 x i8]], ptr @g_42, i64 0, i64 %84, i64 4, !dbg !306
  %99 = load volatile i8, ptr %98, align 2, !dbg !306, !tbaa !312
  %100 = sext i8 %99 to i64, !dbg !306
  tail call fastcc void @transparent_crc(i64 noundef %100, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !313
    #dbg_value(i64 5, !184, !DIExpression(), !186)
  %101 = getelementptr inbounds [2 x [10 x i8]], ptr @g_42, i64 0, i64 %84, i64 5, !dbg !306
  %102 = load volatile i8, ptr %101, align 1, !dbg !306, !tbaa !312
  %103 = sext i8 %102 to i64, !dbg !306
  tail call fastcc void @transparent_crc(i64 noundef %103, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !313
    #dbg_value(i64 6, !184, !DIExpression(), !186)
  %104 = getelementptr inbounds [2 x [10 x i8]], ptr @g_42, i64 0, i64 %84, i64 6, !dbg !306
  %105 = load volatile i8, ptr %104, align 2, !dbg !306, !tbaa !312
  %106 = sext i8 %105 to i64, !dbg !306
  tail call fastcc void @transparent_crc(i64 noundef %106, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !313
    #dbg_value(i64 7, !184, !DIExpression(), !186)
  %107 = getelementptr inbounds [2 x [10 x i8]], ptr @g_42, i64 0, i64 %84, i64 7, !dbg !306
  %108 = load volatile i8, ptr %107, align 1, !dbg !306, !tbaa !312
  %109 = sext i8 %108 to i64, !dbg !306
  tail call fastcc void @transparent_crc(i64 noundef %109, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !313
    #dbg_value(i64 8, !184, !DIExpression(), !186)
  %110 = getelementptr inbounds [2 x [10 x i8]], ptr @g_42, i64 0, i64 %84, i64 8, !dbg !306
  %111 = load volatile i8, ptr %110, align 2, !dbg !306, !tbaa !312
  %112 = sext i8 %111 to i64, !dbg !306
  tail call fastcc void @transparent_crc(i64 noundef %112, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !313
    #dbg_value(i64 9, !184, !DIExpression(), !186)
  %113 = getelementptr inbounds [2 x [10 x i8]], ptr @g_42, i64 0, i64 %84, i64 9, !dbg !306
  %114 = load volatile i8, ptr %113, align 1, !dbg !306, !tbaa !312
  %115 = sext i8 %114 to i64, !dbg !306
  tail call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !313
    #dbg_value(i64 10, !184, !DIExpression(), !186)
    #dbg_value(i64 %84, !183, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !186)
  br i1 %83, label %116, label %165, !dbg !301

116:                                              ; preds = %88, %117
  br label %82, !dbg !306, !llvm.loop !315

117:                                              ; preds = %82
  %118 = trunc nuw nsw i64 %84 to i32, !dbg !317
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef %118, i32 noundef 0), !dbg !317
    #dbg_value(i64 1, !184, !DIExpression(), !186)
  %120 = getelementptr inbounds [2 x [10 x i8]], ptr @g_42, i64 0, i64 %84, i64 1, !dbg !306
  %121 = load volatile i8, ptr %120, align 1, !dbg !306, !tbaa !312
  %122 = sext i8 %121 to i64, !dbg !306
  tail call fastcc void @transparent_crc(i64 noundef %122, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !313
  %123 = trunc nuw nsw i64 %84 to i32, !dbg !317
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef %123, i32 noundef 1), !dbg !317
    #dbg_value(i64 2, !184, !DIExpression(), !186)
  %125 = getelementptr inbounds [2 x [10 x i8]], ptr @g_42, i64 0, i64 %84, i64 2, !dbg !306
  %126 = load volatile i8, ptr %125, align 2, !dbg !306, !tbaa !312
  %127 = sext i8 %126 to i64, !dbg !306
  tail call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !313
  %128 = trunc nuw nsw i64 %84 to i32, !dbg !317
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef %128, i32 noundef 2), !dbg !317
    #dbg_value(i64 3, !184, !DIExpression(), !186)
  %130 = getelementptr inbounds [2 x [10 x i8]], ptr @g_42, i64 0, i64 %84, i64 3, !dbg !306
  %131 = load volatile i8, ptr %130, align 1, !dbg !306, !tbaa !312
  %132 = sext i8 %131 to i64, !dbg !306
  tail call fastcc void @transparent_crc(i64 noundef %132, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !313
  %133 = trunc nuw nsw i64 %84 to i32, !dbg !317
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef %133, i32 noundef 3), !dbg !317
    #dbg_value(i64 4, !184, !DIExpression(), !186)
  %135 = getelementptr inbounds [2 x [10 x i8]], ptr @g_42, i64 0, i64 %84, i64 4, !dbg !306
  %136 = load volatile i8, ptr %135, align 2, !dbg !306, !tbaa !312
  %137 = sext i8 %136 to i64, !dbg !306
  tail call fastcc void @transparent_crc(i64 noundef %137, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !313
  %138 = trunc nuw nsw i64 %84 to i32, !dbg !317
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef %138, i32 noundef 4), !dbg !317
    #dbg_value(i64 5, !184, !DIExpression(), !186)
  %140 = getelementptr inbounds [2 x [10 x i8]], ptr @g_42, i64 0, i64 %84, i64 5, !dbg !306
  %141 = load volatile i8, ptr %140, align 1, !dbg !306, !tbaa !312
  %142 = sext i8 %141 to i64, !dbg !306
  tail call fastcc void @transparent_crc(i64 noundef %142, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !313
  %143 = trunc nuw nsw i64 %84 to i32, !dbg !317
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef %143, i32 noundef 5), !dbg !317
    #dbg_value(i64 6, !184, !DIExpression(), !186)
  %145 = getelementptr inbounds [2 x [10 x i8]], ptr @g_42, i64 0, i64 %84, i64 6, !dbg !306
  %146 = load volatile i8, ptr %145, align 2, !dbg !306, !tbaa !312
  %147 = sext i8 %146 to i64, !dbg !306
  tail call fastcc void @transparent_crc(i64 noundef %147, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !313
  %148 = trunc nuw nsw i64 %84 to i32, !dbg !317
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef %148, i32 noundef 6), !dbg !317
    #dbg_value(i64 7, !184, !DIExpression(), !186)
  %150 = getelementptr inbounds [2 x [10 x i8]], ptr @g_42, i64 0, i64 %84, i64 7, !dbg !306
  %151 = load volatile i8, ptr %150, align 1, !dbg !306, !tbaa !312
  %152 = sext i8 %151 to i64, !dbg !306
  tail call fastcc void @transparent_crc(i64 noundef %152, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !313
  %153 = trunc nuw nsw i64 %84 to i32, !dbg !317
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef %153, i32 noundef 7), !dbg !317
    #dbg_value(i64 8, !184, !DIExpression(), !186)
  %155 = getelementptr inbounds [2 x [10 x i8]], ptr @g_42, i64 0, i64 %84, i64 8, !dbg !306
  %156 = load volatile i8, ptr %155, align 2, !dbg !306, !tbaa !312
  %157 = sext i8 %156 to i64, !dbg !306
  tail call fastcc void @transparent_crc(i64 noundef %157, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !313
  %158 = trunc nuw nsw i64 %84 to i32, !dbg !317
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef %158, i32 noundef 8), !dbg !317
    #dbg_value(i64 9, !184, !DIExpression(), !186)
  %160 = getelementptr inbounds [2 x [10 x i8]], ptr @g_42, i64 0, i64 %84, i64 9, !dbg !306
  %161 = load volatile i8, ptr %160, align 1, !dbg !306, !tbaa !312
  %162 = sext i8 %161 to i64, !dbg !306
  tail call fastcc void @transparent_crc(i64 noundef %162, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !313
  %163 = trunc nuw nsw i64 %84 to i32, !dbg !317
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef %163, i32 noundef 9), !dbg !317
    #dbg_value(i64 10, !184, !DIExpression(), !186)
    #dbg_value(i64 %84, !183, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !186)
  br i1 %83, label %116, label %166, !dbg !301

165:                                              ; preds = %88
    #dbg_value(i64 0, !182, !DIExpression(), !186)
    #dbg_value(i64 0, !183, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !319
    #dbg_value(i64 1, !183, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !319
    #dbg_value(i64 1, !182, !DIExpression(), !186)
    #dbg_value(i64 0, !183, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !319
    #dbg_value(i64 1, !183, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !319
    #dbg_value(i64 2, !182, !DIExpression(), !186)
    #dbg_value(i64 0, !183, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !319
    #dbg_value(i64 1, !183, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !319
  br label %173, !dbg !326

166:                                              ; preds = %117
    #dbg_value(i64 0, !182, !DIExpression(), !186)
    #dbg_value(i64 0, !183, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !319
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0, i32 noundef 0), !dbg !327
    #dbg_value(i64 1, !183, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !319
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0, i32 noundef 1), !dbg !327
    #dbg_value(i64 1, !182, !DIExpression(), !186)
    #dbg_value(i64 0, !183, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !319
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1, i32 noundef 0), !dbg !327
    #dbg_value(i64 1, !183, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !319
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1, i32 noundef 1), !dbg !327
    #dbg_value(i64 2, !182, !DIExpression(), !186)
    #dbg_value(i64 0, !183, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !319
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2, i32 noundef 0), !dbg !327
    #dbg_value(i64 1, !183, !DIExpression(), !186)
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !319
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2, i32 noundef 1), !dbg !327
  br label %173, !dbg !327

173:                                              ; preds = %165, %166
    #dbg_value(i64 2, !183, !DIExpression(), !186)
    #dbg_value(i64 3, !182, !DIExpression(), !186)
  %174 = load volatile i32, ptr @g_44, align 4, !dbg !329, !tbaa !221
  %175 = zext i32 %174 to i64, !dbg !329
  tail call fastcc void @transparent_crc(i64 noundef %175, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !330
  %176 = load volatile i8, ptr @g_47, align 1, !dbg !331, !tbaa !312
  %177 = sext i8 %176 to i64, !dbg !331
  tail call fastcc void @transparent_crc(i64 noundef %177, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !332
  %178 = load volatile i32, ptr @g_48, align 4, !dbg !333, !tbaa !221
  %179 = zext i32 %178 to i64, !dbg !333
  tail call fastcc void @transparent_crc(i64 noundef %179, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !334
  %180 = load volatile i64, ptr @g_58, align 8, !dbg !335, !tbaa !336
  tail call fastcc void @transparent_crc(i64 noundef %180, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !338
  tail call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !339
  %181 = load volatile i32, ptr @g_96, align 4, !dbg !340, !tbaa !221
  %182 = sext i32 %181 to i64, !dbg !340
  tail call fastcc void @transparent_crc(i64 noundef %182, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !341
  tail call fastcc void @transparent_crc(i64 noundef 17670, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !342
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !343
  tail call fastcc void @transparent_crc(i64 noundef 3587436617946129590, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !344
  tail call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !345
  tail call fastcc void @transparent_crc(i64 noundef 4294967288, ptr noundef nonnull @.str.21, i32 noundef %19), !dbg !346
  %183 = load i32, ptr @crc32_context, align 4, !dbg !347, !tbaa !221
  %184 = xor i32 %183, -1, !dbg !348
    #dbg_value(i32 %184, !349, !DIExpression(), !355)
    #dbg_value(i32 %19, !354, !DIExpression(), !355)
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %184), !dbg !357
  ret i32 0, !dbg !358
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !359 {
    #dbg_value(i64 %0, !363, !DIExpression(), !366)
    #dbg_value(ptr %1, !364, !DIExpression(), !366)
    #dbg_value(i32 %2, !365, !DIExpression(), !366)
    #dbg_value(i64 %0, !367, !DIExpression(), !372)
    #dbg_value(i64 %0, !374, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !379)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !381, !tbaa !221
  %5 = lshr i32 %4, 8, !dbg !382
  %6 = zext i32 %4 to i64, !dbg !383
  %7 = xor i64 %6, %0, !dbg !383
  %8 = and i64 %7, 255, !dbg !384
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !384
  %10 = load i32, ptr %9, align 4, !dbg !384, !tbaa !221
  %11 = xor i32 %5, %10, !dbg !385
  %12 = lshr i64 %0, 8, !dbg !386
    #dbg_value(i64 %12, !374, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !387)
  %13 = lshr i32 %11, 8, !dbg !389
  %14 = zext i32 %11 to i64, !dbg !390
  %15 = xor i64 %12, %14, !dbg !390
  %16 = and i64 %15, 255, !dbg !391
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !391
  %18 = load i32, ptr %17, align 4, !dbg !391, !tbaa !221
  %19 = xor i32 %13, %18, !dbg !392
  %20 = lshr i64 %0, 16, !dbg !393
    #dbg_value(i64 %20, !374, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !394)
  %21 = lshr i32 %19, 8, !dbg !396
  %22 = zext i32 %19 to i64, !dbg !397
  %23 = xor i64 %20, %22, !dbg !397
  %24 = and i64 %23, 255, !dbg !398
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !398
  %26 = load i32, ptr %25, align 4, !dbg !398, !tbaa !221
  %27 = xor i32 %21, %26, !dbg !399
  %28 = lshr i64 %0, 24, !dbg !400
    #dbg_value(i64 %28, !374, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !401)
  %29 = lshr i32 %27, 8, !dbg !403
  %30 = zext i32 %27 to i64, !dbg !404
  %31 = xor i64 %28, %30, !dbg !404
  %32 = and i64 %31, 255, !dbg !405
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !405
  %34 = load i32, ptr %33, align 4, !dbg !405, !tbaa !221
  %35 = xor i32 %29, %34, !dbg !406
  %36 = lshr i64 %0, 32, !dbg !407
    #dbg_value(i64 %36, !374, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !408)
  %37 = lshr i32 %35, 8, !dbg !410
  %38 = zext i32 %35 to i64, !dbg !411
  %39 = xor i64 %36, %38, !dbg !411
  %40 = and i64 %39, 255, !dbg !412
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !412
  %42 = load i32, ptr %41, align 4, !dbg !412, !tbaa !221
  %43 = xor i32 %37, %42, !dbg !413
  %44 = lshr i64 %0, 40, !dbg !414
    #dbg_value(i64 %44, !374, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !415)
  %45 = lshr i32 %43, 8, !dbg !417
  %46 = zext i32 %43 to i64, !dbg !418
  %47 = xor i64 %44, %46, !dbg !418
  %48 = and i64 %47, 255, !dbg !419
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !419
  %50 = load i32, ptr %49, align 4, !dbg !419, !tbaa !221
  %51 = xor i32 %45, %50, !dbg !420
  %52 = lshr i64 %0, 48, !dbg !421
    #dbg_value(i64 %52, !374, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !422)
  %53 = lshr i32 %51, 8, !dbg !424
  %54 = zext i32 %51 to i64, !dbg !425
  %55 = xor i64 %52, %54, !dbg !425
  %56 = and i64 %55, 255, !dbg !426
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !426
  %58 = load i32, ptr %57, align 4, !dbg !426, !tbaa !221
  %59 = xor i32 %53, %58, !dbg !427
  %60 = lshr i64 %0, 56, !dbg !428
    #dbg_value(i64 %60, !374, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !429)
  %61 = lshr i32 %59, 8, !dbg !431
  %62 = and i32 %59, 255, !dbg !432
  %63 = zext nneg i32 %62 to i64, !dbg !432
  %64 = xor i64 %60, %63, !dbg !432
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !432
  %66 = load i32, ptr %65, align 4, !dbg !432, !tbaa !221
  %67 = xor i32 %61, %66, !dbg !433
  store i32 %67, ptr @crc32_context, align 4, !dbg !434, !tbaa !221
  %68 = icmp eq i32 %2, 0, !dbg !435
  br i1 %68, label %73, label %69, !dbg !437

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !438
  %71 = zext i32 %70 to i64, !dbg !438
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef %1, i64 noundef %71), !dbg !440
  br label %73, !dbg !441

73:                                               ; preds = %69, %3
  ret void, !dbg !442
}

; Function Attrs: nofree nounwind
declare !dbg !443 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!26}
!llvm.module.flags = !{!166, !167, !168, !169, !170, !171, !172}
!llvm.ident = !{!173}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 315, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "default_6.c", directory: ".", checksumkind: CSK_MD5, checksum: "52f2b417c035b8c75cd11215e5da44bb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 316, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 317, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 320, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 8)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 321, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 14)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "g_41", scope: !26, file: !2, line: 21, type: !165, isLocal: true, isDefinition: true)
!26 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !27, splitDebugInlining: false, nameTableKind: None)
!27 = !{!28, !0, !7, !12, !14, !19, !33, !35, !37, !42, !47, !52, !54, !56, !58, !60, !62, !64, !66, !71, !73, !75, !77, !88, !93, !99, !104, !106, !24, !114, !124, !129, !132, !134, !136, !139, !141, !144, !149, !151, !153, !155, !157, !163}
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 311, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 2)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 324, type: !9, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 331, type: !21, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 332, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 22)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 341, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 11)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 342, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 18)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 346, type: !9, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 347, type: !9, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 348, type: !9, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 349, type: !9, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 350, type: !9, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 351, type: !9, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 352, type: !9, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 353, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 6)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 354, type: !68, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 355, type: !68, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 356, type: !68, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !26, file: !79, line: 47, type: !80, isLocal: true, isDefinition: true)
!79 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 8192, elements: !86)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !82, line: 26, baseType: !83)
!82 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !84, line: 42, baseType: !85)
!84 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!85 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!86 = !{!87}
!87 = !DISubrange(count: 256)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !79, line: 114, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 36)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(name: "g_8", scope: !26, file: !2, line: 17, type: !95, isLocal: true, isDefinition: true)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !96, line: 26, baseType: !97)
!96 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !84, line: 41, baseType: !98)
!98 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression(DW_OP_constu, 8477343256702738730, DW_OP_stack_value))
!100 = distinct !DIGlobalVariable(name: "g_20", scope: !26, file: !2, line: 18, type: !101, isLocal: true, isDefinition: true)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !96, line: 27, baseType: !102)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !84, line: 44, baseType: !103)
!103 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!105 = distinct !DIGlobalVariable(name: "g_35", scope: !26, file: !2, line: 19, type: !95, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(name: "g_40", scope: !26, file: !2, line: 20, type: !108, isLocal: true, isDefinition: true)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !109, size: 144, elements: !112)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !96, line: 25, baseType: !110)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !84, line: 39, baseType: !111)
!111 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!112 = !{!113}
!113 = !DISubrange(count: 9)
!114 = !DIGlobalVariableExpression(var: !115, expr: !DIExpression())
!115 = distinct !DIGlobalVariable(name: "g_42", scope: !26, file: !2, line: 22, type: !116, isLocal: true, isDefinition: true)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !117, size: 160, elements: !121)
!117 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !96, line: 24, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !84, line: 37, baseType: !120)
!120 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!121 = !{!122, !32, !123}
!122 = !DISubrange(count: 1)
!123 = !DISubrange(count: 10)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(name: "g_43", scope: !26, file: !2, line: 23, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !109, size: 96, elements: !127)
!127 = !{!128, !32}
!128 = !DISubrange(count: 3)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(name: "g_44", scope: !26, file: !2, line: 24, type: !131, isLocal: true, isDefinition: true)
!131 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !81)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "g_47", scope: !26, file: !2, line: 25, type: !117, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(name: "g_48", scope: !26, file: !2, line: 26, type: !131, isLocal: true, isDefinition: true)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(name: "g_58", scope: !26, file: !2, line: 29, type: !138, isLocal: true, isDefinition: true)
!138 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !101)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression(DW_OP_constu, 8, DW_OP_stack_value))
!140 = distinct !DIGlobalVariable(name: "g_60", scope: !26, file: !2, line: 31, type: !101, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(name: "g_96", scope: !26, file: !2, line: 33, type: !143, isLocal: true, isDefinition: true)
!143 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !95)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression(DW_OP_constu, 17670, DW_OP_stack_value))
!145 = distinct !DIGlobalVariable(name: "g_99", scope: !26, file: !2, line: 34, type: !146, isLocal: true, isDefinition: true)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !82, line: 25, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !84, line: 40, baseType: !148)
!148 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!150 = distinct !DIGlobalVariable(name: "g_101", scope: !26, file: !2, line: 35, type: !146, isLocal: true, isDefinition: true)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression(DW_OP_constu, 3587436617946129590, DW_OP_stack_value))
!152 = distinct !DIGlobalVariable(name: "g_102", scope: !26, file: !2, line: 36, type: !101, isLocal: true, isDefinition: true)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!154 = distinct !DIGlobalVariable(name: "g_104", scope: !26, file: !2, line: 37, type: !118, isLocal: true, isDefinition: true)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression(DW_OP_constu, 18446744073709551608, DW_OP_stack_value))
!156 = distinct !DIGlobalVariable(name: "g_387", scope: !26, file: !2, line: 46, type: !81, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(scope: null, file: !159, line: 56, type: !160, isLocal: true, isDefinition: true)
!159 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !161)
!161 = !{!162}
!162 = !DISubrange(count: 15)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(name: "crc32_context", scope: !26, file: !79, line: 48, type: !81, isLocal: true, isDefinition: true)
!165 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !109)
!166 = !{i32 7, !"Dwarf Version", i32 5}
!167 = !{i32 2, !"Debug Info Version", i32 3}
!168 = !{i32 1, !"wchar_size", i32 4}
!169 = !{i32 8, !"PIC Level", i32 2}
!170 = !{i32 7, !"PIE Level", i32 2}
!171 = !{i32 7, !"uwtable", i32 2}
!172 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!173 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!174 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 307, type: !175, scopeLine: 308, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !179)
!175 = !DISubroutineType(types: !176)
!176 = !{!98, !98, !177}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!179 = !{!180, !181, !182, !183, !184, !185}
!180 = !DILocalVariable(name: "argc", arg: 1, scope: !174, file: !2, line: 307, type: !98)
!181 = !DILocalVariable(name: "argv", arg: 2, scope: !174, file: !2, line: 307, type: !177)
!182 = !DILocalVariable(name: "i", scope: !174, file: !2, line: 309, type: !98)
!183 = !DILocalVariable(name: "j", scope: !174, file: !2, line: 309, type: !98)
!184 = !DILocalVariable(name: "k", scope: !174, file: !2, line: 309, type: !98)
!185 = !DILocalVariable(name: "print_hash_value", scope: !174, file: !2, line: 310, type: !98)
!186 = !DILocation(line: 0, scope: !174)
!187 = !DILocation(line: 311, column: 14, scope: !188)
!188 = distinct !DILexicalBlock(scope: !174, file: !2, line: 311, column: 9)
!189 = !DILocation(line: 311, column: 19, scope: !188)
!190 = !DILocation(line: 311, column: 29, scope: !188)
!191 = !{!192, !192, i64 0}
!192 = !{!"any pointer", !193, i64 0}
!193 = !{!"omnipotent char", !194, i64 0}
!194 = !{!"Simple C/C++ TBAA"}
!195 = !DILocation(line: 311, column: 43, scope: !188)
!196 = !DILocation(line: 311, column: 9, scope: !174)
!197 = !DILocalVariable(name: "poly", scope: !198, file: !79, line: 54, type: !205)
!198 = distinct !DISubprogram(name: "crc32_gentab", scope: !79, file: !79, line: 51, type: !199, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !201)
!199 = !DISubroutineType(types: !200)
!200 = !{null}
!201 = !{!202, !197, !203, !204}
!202 = !DILocalVariable(name: "crc", scope: !198, file: !79, line: 53, type: !81)
!203 = !DILocalVariable(name: "i", scope: !198, file: !79, line: 55, type: !98)
!204 = !DILocalVariable(name: "j", scope: !198, file: !79, line: 55, type: !98)
!205 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!206 = !DILocation(line: 0, scope: !198, inlinedAt: !207)
!207 = distinct !DILocation(line: 313, column: 5, scope: !174)
!208 = !DILocation(line: 57, column: 2, scope: !209, inlinedAt: !207)
!209 = distinct !DILexicalBlock(scope: !198, file: !79, line: 57, column: 2)
!210 = !DILocation(line: 57, column: 24, scope: !211, inlinedAt: !207)
!211 = distinct !DILexicalBlock(scope: !209, file: !79, line: 57, column: 2)
!212 = !DILocation(line: 60, column: 12, scope: !213, inlinedAt: !207)
!213 = distinct !DILexicalBlock(scope: !214, file: !79, line: 60, column: 8)
!214 = distinct !DILexicalBlock(scope: !215, file: !79, line: 59, column: 27)
!215 = distinct !DILexicalBlock(scope: !216, file: !79, line: 59, column: 3)
!216 = distinct !DILexicalBlock(scope: !217, file: !79, line: 59, column: 3)
!217 = distinct !DILexicalBlock(scope: !211, file: !79, line: 57, column: 28)
!218 = !DILocation(line: 60, column: 8, scope: !214, inlinedAt: !207)
!219 = !DILocation(line: 66, column: 3, scope: !217, inlinedAt: !207)
!220 = !DILocation(line: 66, column: 16, scope: !217, inlinedAt: !207)
!221 = !{!222, !222, i64 0}
!222 = !{!"int", !193, i64 0}
!223 = distinct !{!223, !208, !224, !225, !226, !227}
!224 = !DILocation(line: 67, column: 2, scope: !209, inlinedAt: !207)
!225 = !{!"llvm.loop.mustprogress"}
!226 = !{!"llvm.loop.isvectorized", i32 1}
!227 = !{!"llvm.loop.unroll.runtime.disable"}
!228 = !DILocalVariable(name: "l_7", scope: !229, file: !2, line: 66, type: !279)
!229 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 63, type: !230, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !235)
!230 = !DISubroutineType(types: !231)
!231 = !{!232}
!232 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !82, line: 24, baseType: !233)
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !84, line: 38, baseType: !234)
!234 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!235 = !{!236, !228, !237, !239, !240, !241, !242, !244, !246, !247, !251, !253, !257, !261, !263, !264, !266, !269, !271, !273, !274, !275, !276, !277, !278}
!236 = !DILocalVariable(name: "l_2", scope: !229, file: !2, line: 65, type: !232)
!237 = !DILocalVariable(name: "l_168", scope: !229, file: !2, line: 67, type: !238)
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!239 = !DILocalVariable(name: "l_303", scope: !229, file: !2, line: 68, type: !109)
!240 = !DILocalVariable(name: "l_365", scope: !229, file: !2, line: 69, type: !101)
!241 = !DILocalVariable(name: "l_400", scope: !229, file: !2, line: 70, type: !81)
!242 = !DILocalVariable(name: "l_405", scope: !229, file: !2, line: 71, type: !243)
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!244 = !DILocalVariable(name: "l_404", scope: !229, file: !2, line: 72, type: !245)
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 64)
!246 = !DILocalVariable(name: "i", scope: !229, file: !2, line: 73, type: !98)
!247 = !DILocalVariable(name: "l_9", scope: !248, file: !2, line: 79, type: !238)
!248 = distinct !DILexicalBlock(scope: !249, file: !2, line: 78, column: 5)
!249 = distinct !DILexicalBlock(scope: !250, file: !2, line: 77, column: 5)
!250 = distinct !DILexicalBlock(scope: !229, file: !2, line: 77, column: 5)
!251 = !DILocalVariable(name: "l_19", scope: !248, file: !2, line: 80, type: !252)
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!253 = !DILocalVariable(name: "l_167", scope: !248, file: !2, line: 81, type: !254)
!254 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !82, line: 27, baseType: !255)
!255 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !84, line: 45, baseType: !256)
!256 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!257 = !DILocalVariable(name: "l_266", scope: !248, file: !2, line: 82, type: !258)
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 64)
!259 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !260)
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64)
!261 = !DILocalVariable(name: "l_292", scope: !248, file: !2, line: 83, type: !262)
!262 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 128, elements: !5)
!263 = !DILocalVariable(name: "l_293", scope: !248, file: !2, line: 84, type: !232)
!264 = !DILocalVariable(name: "l_300", scope: !248, file: !2, line: 85, type: !265)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!266 = !DILocalVariable(name: "l_314", scope: !248, file: !2, line: 86, type: !267)
!267 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 2304, elements: !268)
!268 = !{!122, !18, !113}
!269 = !DILocalVariable(name: "l_316", scope: !248, file: !2, line: 87, type: !270)
!270 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!271 = !DILocalVariable(name: "l_315", scope: !248, file: !2, line: 88, type: !272)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !270, size: 64)
!273 = !DILocalVariable(name: "l_371", scope: !248, file: !2, line: 89, type: !95)
!274 = !DILocalVariable(name: "l_376", scope: !248, file: !2, line: 90, type: !81)
!275 = !DILocalVariable(name: "l_390", scope: !248, file: !2, line: 91, type: !95)
!276 = !DILocalVariable(name: "i", scope: !248, file: !2, line: 92, type: !98)
!277 = !DILocalVariable(name: "j", scope: !248, file: !2, line: 92, type: !98)
!278 = !DILocalVariable(name: "k", scope: !248, file: !2, line: 92, type: !98)
!279 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 96, elements: !280)
!280 = !{!128}
!281 = distinct !DIAssignID()
!282 = !DILocation(line: 0, scope: !229, inlinedAt: !283)
!283 = distinct !DILocation(line: 314, column: 5, scope: !174)
!284 = distinct !DIAssignID()
!285 = !DILocation(line: 0, scope: !248, inlinedAt: !283)
!286 = distinct !DIAssignID()
!287 = !DILocation(line: 315, column: 5, scope: !174)
!288 = !DILocation(line: 316, column: 5, scope: !174)
!289 = !DILocation(line: 317, column: 5, scope: !174)
!290 = !DILocation(line: 320, column: 9, scope: !291)
!291 = distinct !DILexicalBlock(scope: !292, file: !2, line: 319, column: 5)
!292 = distinct !DILexicalBlock(scope: !293, file: !2, line: 318, column: 5)
!293 = distinct !DILexicalBlock(scope: !174, file: !2, line: 318, column: 5)
!294 = !DILocation(line: 321, column: 13, scope: !291)
!295 = !DILocation(line: 321, column: 31, scope: !296)
!296 = distinct !DILexicalBlock(scope: !291, file: !2, line: 321, column: 13)
!297 = !DILocation(line: 324, column: 21, scope: !174)
!298 = !{!299, !299, i64 0}
!299 = !{!"short", !193, i64 0}
!300 = !DILocation(line: 324, column: 5, scope: !174)
!301 = !DILocation(line: 327, column: 9, scope: !302)
!302 = distinct !DILexicalBlock(scope: !303, file: !2, line: 327, column: 9)
!303 = distinct !DILexicalBlock(scope: !304, file: !2, line: 326, column: 5)
!304 = distinct !DILexicalBlock(scope: !305, file: !2, line: 325, column: 5)
!305 = distinct !DILexicalBlock(scope: !174, file: !2, line: 325, column: 5)
!306 = !DILocation(line: 331, column: 33, scope: !307)
!307 = distinct !DILexicalBlock(scope: !308, file: !2, line: 330, column: 13)
!308 = distinct !DILexicalBlock(scope: !309, file: !2, line: 329, column: 13)
!309 = distinct !DILexicalBlock(scope: !310, file: !2, line: 329, column: 13)
!310 = distinct !DILexicalBlock(scope: !311, file: !2, line: 328, column: 9)
!311 = distinct !DILexicalBlock(scope: !302, file: !2, line: 327, column: 9)
!312 = !{!193, !193, i64 0}
!313 = !DILocation(line: 331, column: 17, scope: !307)
!314 = !DILocation(line: 332, column: 21, scope: !307)
!315 = distinct !{!315, !301, !316, !225}
!316 = !DILocation(line: 335, column: 9, scope: !302)
!317 = !DILocation(line: 332, column: 39, scope: !318)
!318 = distinct !DILexicalBlock(scope: !307, file: !2, line: 332, column: 21)
!319 = !DILocation(line: 341, column: 13, scope: !320)
!320 = distinct !DILexicalBlock(scope: !321, file: !2, line: 340, column: 9)
!321 = distinct !DILexicalBlock(scope: !322, file: !2, line: 339, column: 9)
!322 = distinct !DILexicalBlock(scope: !323, file: !2, line: 339, column: 9)
!323 = distinct !DILexicalBlock(scope: !324, file: !2, line: 338, column: 5)
!324 = distinct !DILexicalBlock(scope: !325, file: !2, line: 337, column: 5)
!325 = distinct !DILexicalBlock(scope: !174, file: !2, line: 337, column: 5)
!326 = !DILocation(line: 342, column: 17, scope: !320)
!327 = !DILocation(line: 342, column: 35, scope: !328)
!328 = distinct !DILexicalBlock(scope: !320, file: !2, line: 342, column: 17)
!329 = !DILocation(line: 346, column: 21, scope: !174)
!330 = !DILocation(line: 346, column: 5, scope: !174)
!331 = !DILocation(line: 347, column: 21, scope: !174)
!332 = !DILocation(line: 347, column: 5, scope: !174)
!333 = !DILocation(line: 348, column: 21, scope: !174)
!334 = !DILocation(line: 348, column: 5, scope: !174)
!335 = !DILocation(line: 349, column: 21, scope: !174)
!336 = !{!337, !337, i64 0}
!337 = !{!"long", !193, i64 0}
!338 = !DILocation(line: 349, column: 5, scope: !174)
!339 = !DILocation(line: 350, column: 5, scope: !174)
!340 = !DILocation(line: 351, column: 21, scope: !174)
!341 = !DILocation(line: 351, column: 5, scope: !174)
!342 = !DILocation(line: 352, column: 5, scope: !174)
!343 = !DILocation(line: 353, column: 5, scope: !174)
!344 = !DILocation(line: 354, column: 5, scope: !174)
!345 = !DILocation(line: 355, column: 5, scope: !174)
!346 = !DILocation(line: 356, column: 5, scope: !174)
!347 = !DILocation(line: 357, column: 23, scope: !174)
!348 = !DILocation(line: 357, column: 37, scope: !174)
!349 = !DILocalVariable(name: "crc", arg: 1, scope: !350, file: !159, line: 49, type: !81)
!350 = distinct !DISubprogram(name: "platform_main_end", scope: !159, file: !159, line: 49, type: !351, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !353)
!351 = !DISubroutineType(types: !352)
!352 = !{null, !81, !98}
!353 = !{!349, !354}
!354 = !DILocalVariable(name: "flag", arg: 2, scope: !350, file: !159, line: 49, type: !98)
!355 = !DILocation(line: 0, scope: !350, inlinedAt: !356)
!356 = distinct !DILocation(line: 357, column: 5, scope: !174)
!357 = !DILocation(line: 56, column: 2, scope: !350, inlinedAt: !356)
!358 = !DILocation(line: 358, column: 5, scope: !174)
!359 = distinct !DISubprogram(name: "transparent_crc", scope: !79, file: !79, line: 110, type: !360, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !362)
!360 = !DISubroutineType(types: !361)
!361 = !{null, !254, !178, !98}
!362 = !{!363, !364, !365}
!363 = !DILocalVariable(name: "val", arg: 1, scope: !359, file: !79, line: 110, type: !254)
!364 = !DILocalVariable(name: "vname", arg: 2, scope: !359, file: !79, line: 110, type: !178)
!365 = !DILocalVariable(name: "flag", arg: 3, scope: !359, file: !79, line: 110, type: !98)
!366 = !DILocation(line: 0, scope: !359)
!367 = !DILocalVariable(name: "val", arg: 1, scope: !368, file: !79, line: 97, type: !254)
!368 = distinct !DISubprogram(name: "crc32_8bytes", scope: !79, file: !79, line: 97, type: !369, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !371)
!369 = !DISubroutineType(types: !370)
!370 = !{null, !254}
!371 = !{!367}
!372 = !DILocation(line: 0, scope: !368, inlinedAt: !373)
!373 = distinct !DILocation(line: 112, column: 2, scope: !359)
!374 = !DILocalVariable(name: "b", arg: 1, scope: !375, file: !79, line: 71, type: !232)
!375 = distinct !DISubprogram(name: "crc32_byte", scope: !79, file: !79, line: 71, type: !376, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !378)
!376 = !DISubroutineType(types: !377)
!377 = !{null, !232}
!378 = !{!374}
!379 = !DILocation(line: 0, scope: !375, inlinedAt: !380)
!380 = distinct !DILocation(line: 99, column: 2, scope: !368, inlinedAt: !373)
!381 = !DILocation(line: 73, column: 5, scope: !375, inlinedAt: !380)
!382 = !DILocation(line: 73, column: 19, scope: !375, inlinedAt: !380)
!383 = !DILocation(line: 74, column: 33, scope: !375, inlinedAt: !380)
!384 = !DILocation(line: 74, column: 3, scope: !375, inlinedAt: !380)
!385 = !DILocation(line: 73, column: 39, scope: !375, inlinedAt: !380)
!386 = !DILocation(line: 100, column: 18, scope: !368, inlinedAt: !373)
!387 = !DILocation(line: 0, scope: !375, inlinedAt: !388)
!388 = distinct !DILocation(line: 100, column: 2, scope: !368, inlinedAt: !373)
!389 = !DILocation(line: 73, column: 19, scope: !375, inlinedAt: !388)
!390 = !DILocation(line: 74, column: 33, scope: !375, inlinedAt: !388)
!391 = !DILocation(line: 74, column: 3, scope: !375, inlinedAt: !388)
!392 = !DILocation(line: 73, column: 39, scope: !375, inlinedAt: !388)
!393 = !DILocation(line: 101, column: 18, scope: !368, inlinedAt: !373)
!394 = !DILocation(line: 0, scope: !375, inlinedAt: !395)
!395 = distinct !DILocation(line: 101, column: 2, scope: !368, inlinedAt: !373)
!396 = !DILocation(line: 73, column: 19, scope: !375, inlinedAt: !395)
!397 = !DILocation(line: 74, column: 33, scope: !375, inlinedAt: !395)
!398 = !DILocation(line: 74, column: 3, scope: !375, inlinedAt: !395)
!399 = !DILocation(line: 73, column: 39, scope: !375, inlinedAt: !395)
!400 = !DILocation(line: 102, column: 18, scope: !368, inlinedAt: !373)
!401 = !DILocation(line: 0, scope: !375, inlinedAt: !402)
!402 = distinct !DILocation(line: 102, column: 2, scope: !368, inlinedAt: !373)
!403 = !DILocation(line: 73, column: 19, scope: !375, inlinedAt: !402)
!404 = !DILocation(line: 74, column: 33, scope: !375, inlinedAt: !402)
!405 = !DILocation(line: 74, column: 3, scope: !375, inlinedAt: !402)
!406 = !DILocation(line: 73, column: 39, scope: !375, inlinedAt: !402)
!407 = !DILocation(line: 103, column: 18, scope: !368, inlinedAt: !373)
!408 = !DILocation(line: 0, scope: !375, inlinedAt: !409)
!409 = distinct !DILocation(line: 103, column: 2, scope: !368, inlinedAt: !373)
!410 = !DILocation(line: 73, column: 19, scope: !375, inlinedAt: !409)
!411 = !DILocation(line: 74, column: 33, scope: !375, inlinedAt: !409)
!412 = !DILocation(line: 74, column: 3, scope: !375, inlinedAt: !409)
!413 = !DILocation(line: 73, column: 39, scope: !375, inlinedAt: !409)
!414 = !DILocation(line: 104, column: 18, scope: !368, inlinedAt: !373)
!415 = !DILocation(line: 0, scope: !375, inlinedAt: !416)
!416 = distinct !DILocation(line: 104, column: 2, scope: !368, inlinedAt: !373)
!417 = !DILocation(line: 73, column: 19, scope: !375, inlinedAt: !416)
!418 = !DILocation(line: 74, column: 33, scope: !375, inlinedAt: !416)
!419 = !DILocation(line: 74, column: 3, scope: !375, inlinedAt: !416)
!420 = !DILocation(line: 73, column: 39, scope: !375, inlinedAt: !416)
!421 = !DILocation(line: 105, column: 18, scope: !368, inlinedAt: !373)
!422 = !DILocation(line: 0, scope: !375, inlinedAt: !423)
!423 = distinct !DILocation(line: 105, column: 2, scope: !368, inlinedAt: !373)
!424 = !DILocation(line: 73, column: 19, scope: !375, inlinedAt: !423)
!425 = !DILocation(line: 74, column: 33, scope: !375, inlinedAt: !423)
!426 = !DILocation(line: 74, column: 3, scope: !375, inlinedAt: !423)
!427 = !DILocation(line: 73, column: 39, scope: !375, inlinedAt: !423)
!428 = !DILocation(line: 106, column: 18, scope: !368, inlinedAt: !373)
!429 = !DILocation(line: 0, scope: !375, inlinedAt: !430)
!430 = distinct !DILocation(line: 106, column: 2, scope: !368, inlinedAt: !373)
!431 = !DILocation(line: 73, column: 19, scope: !375, inlinedAt: !430)
!432 = !DILocation(line: 74, column: 3, scope: !375, inlinedAt: !430)
!433 = !DILocation(line: 73, column: 39, scope: !375, inlinedAt: !430)
!434 = !DILocation(line: 72, column: 16, scope: !375, inlinedAt: !430)
!435 = !DILocation(line: 113, column: 6, scope: !436)
!436 = distinct !DILexicalBlock(scope: !359, file: !79, line: 113, column: 6)
!437 = !DILocation(line: 113, column: 6, scope: !359)
!438 = !DILocation(line: 114, column: 73, scope: !439)
!439 = distinct !DILexicalBlock(scope: !436, file: !79, line: 113, column: 12)
!440 = !DILocation(line: 114, column: 5, scope: !439)
!441 = !DILocation(line: 115, column: 2, scope: !439)
!442 = !DILocation(line: 116, column: 1, scope: !359)
!443 = !DISubprogram(name: "printf", scope: !444, file: !444, line: 356, type: !445, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!444 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!445 = !DISubroutineType(types: !446)
!446 = !{!98, !447, null}
!447 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !448)
!448 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !449, size: 64)
!449 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
