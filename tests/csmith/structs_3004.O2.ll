; ModuleID = 'structs_3004.c'
source_filename = "structs_3004.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S0 = type { i16, i32, i64, i16, i32, i64, i8 }

@.str.1 = private unnamed_addr constant [5 x i8] c"g_13\00", align 1, !dbg !0
@g_16 = internal global i32 1, align 4, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"g_16\00", align 1, !dbg !18
@g_17 = internal global [5 x [5 x i32]] [[5 x i32] [i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403], [5 x i32] [i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403], [5 x i32] [i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403], [5 x i32] [i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403], [5 x i32] [i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403, i32 -182519403]], align 16, !dbg !148
@.str.3 = private unnamed_addr constant [11 x i8] c"g_17[i][j]\00", align 1, !dbg !20
@.str.4 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !25
@.str.5 = private unnamed_addr constant [5 x i8] c"g_18\00", align 1, !dbg !30
@g_21 = internal unnamed_addr global i32 0, align 4, !dbg !155
@.str.6 = private unnamed_addr constant [5 x i8] c"g_21\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [5 x i8] c"g_35\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [8 x i8] c"g_63.f0\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [8 x i8] c"g_63.f1\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [8 x i8] c"g_63.f3\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [8 x i8] c"g_85.f0\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [5 x i8] c"g_93\00", align 1, !dbg !47
@.str.13 = private unnamed_addr constant [5 x i8] c"g_95\00", align 1, !dbg !49
@.str.14 = private unnamed_addr constant [6 x i8] c"g_110\00", align 1, !dbg !51
@.str.15 = private unnamed_addr constant [6 x i8] c"g_119\00", align 1, !dbg !56
@.str.16 = private unnamed_addr constant [6 x i8] c"g_121\00", align 1, !dbg !58
@.str.17 = private unnamed_addr constant [6 x i8] c"g_125\00", align 1, !dbg !60
@g_126 = internal global %struct.S0 { i16 9, i32 -7, i64 8, i16 474, i32 -1555710610, i64 0, i8 0 }, align 8, !dbg !200
@.str.18 = private unnamed_addr constant [9 x i8] c"g_126.f0\00", align 1, !dbg !62
@.str.19 = private unnamed_addr constant [9 x i8] c"g_126.f1\00", align 1, !dbg !67
@.str.20 = private unnamed_addr constant [9 x i8] c"g_126.f2\00", align 1, !dbg !69
@.str.21 = private unnamed_addr constant [9 x i8] c"g_126.f3\00", align 1, !dbg !71
@.str.22 = private unnamed_addr constant [9 x i8] c"g_126.f4\00", align 1, !dbg !73
@.str.23 = private unnamed_addr constant [9 x i8] c"g_126.f5\00", align 1, !dbg !75
@.str.24 = private unnamed_addr constant [9 x i8] c"g_126.f6\00", align 1, !dbg !77
@.str.25 = private unnamed_addr constant [6 x i8] c"g_157\00", align 1, !dbg !79
@.str.26 = private unnamed_addr constant [9 x i8] c"g_174.f0\00", align 1, !dbg !81
@.str.27 = private unnamed_addr constant [9 x i8] c"g_186.f3\00", align 1, !dbg !83
@g_192 = internal unnamed_addr constant [3 x [5 x i16]] [[5 x i16] [i16 -1, i16 -1, i16 -1, i16 -1, i16 -1], [5 x i16] [i16 1, i16 -13965, i16 1, i16 -13965, i16 1], [5 x i16] [i16 -1, i16 -1, i16 -1, i16 -1, i16 -1]], align 16, !dbg !221
@.str.28 = private unnamed_addr constant [12 x i8] c"g_192[i][j]\00", align 1, !dbg !85
@.str.29 = private unnamed_addr constant [9 x i8] c"g_203[i]\00", align 1, !dbg !90
@.str.30 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !92
@g_232 = internal unnamed_addr global i32 5, align 4, !dbg !231
@.str.31 = private unnamed_addr constant [6 x i8] c"g_232\00", align 1, !dbg !97
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !239
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !99
@.str.32 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !141
@g_63 = internal global { i32, [4 x i8] } { i32 1296454034, [4 x i8] undef }, align 8, !dbg !159
@g_85 = internal global { i8, [7 x i8] } { i8 58, [7 x i8] undef }, align 8, !dbg !162
@g_174 = internal global { i8, [7 x i8] } { i8 86, [7 x i8] undef }, align 8, !dbg !217
@.str.37 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !233

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !249 {
    #dbg_value(i32 %0, !255, !DIExpression(), !260)
    #dbg_value(ptr %1, !256, !DIExpression(), !260)
    #dbg_value(i32 0, !259, !DIExpression(), !260)
  %3 = icmp eq i32 %0, 2, !dbg !261
  br i1 %3, label %4, label %17, !dbg !263

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !264
  %6 = load ptr, ptr %5, align 8, !dbg !264, !tbaa !265
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !269
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !270
  %16 = zext i1 %15 to i32, !dbg !270
  br label %17, !dbg !270

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !260
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !260
    #dbg_value(i32 %19, !259, !DIExpression(), !260)
    #dbg_value(i32 -306674912, !271, !DIExpression(), !280)
    #dbg_value(i32 0, !277, !DIExpression(), !280)
  br label %20, !dbg !282

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !284
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !286
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !286
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !286
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !292
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !292
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !292
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !286
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !286
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !292
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !292
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !292
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !286
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !286
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !292
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !292
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !292
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !286
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !286
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !292
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !292
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !292
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !286
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !286
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !292
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !292
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !292
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !286
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !286
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !292
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !292
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !292
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !286
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !286
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !292
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !292
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !292
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !286
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !286
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !292
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !292
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !292
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !293
  store <4 x i32> %62, ptr %63, align 16, !dbg !294, !tbaa !295
  %64 = add nuw i64 %21, 4, !dbg !284
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !286
  %66 = icmp eq i64 %64, 256, !dbg !284
  br i1 %66, label %67, label %20, !dbg !284, !llvm.loop !297

67:                                               ; preds = %20
    #dbg_value(ptr poison, !302, !DIExpression(), !320)
    #dbg_value(i32 -7, !307, !DIExpression(), !320)
    #dbg_value(ptr poison, !308, !DIExpression(), !320)
    #dbg_value(ptr undef, !310, !DIExpression(), !320)
    #dbg_assign(ptr poison, !312, !DIExpression(), !322, ptr undef, !DIExpression(), !320)
    #dbg_value(ptr poison, !313, !DIExpression(), !320)
    #dbg_value(i32 1441761792, !315, !DIExpression(), !320)
    #dbg_value(i32 -1943858705, !316, !DIExpression(), !320)
    #dbg_value(ptr @g_21, !317, !DIExpression(), !320)
  %68 = load i32, ptr @g_232, align 4, !dbg !323, !tbaa !295
  %69 = and i32 %68, -7, !dbg !323
  store i32 %69, ptr @g_232, align 4, !dbg !323, !tbaa !295
  %70 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_17, i64 28), align 4, !dbg !324, !tbaa !295
    #dbg_value(i32 0, !315, !DIExpression(), !320)
  store volatile i32 0, ptr getelementptr inbounds (i8, ptr @g_17, i64 28), align 4, !dbg !325, !tbaa !295
  %71 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_17, i64 28), align 4, !dbg !326, !tbaa !295
    #dbg_value(i32 -1943858705, !315, !DIExpression(), !320)
  %72 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_17, i64 28), align 4, !dbg !327, !tbaa !295
  %73 = load i32, ptr @g_21, align 4, !dbg !328, !tbaa !295
  %74 = xor i32 %73, 173, !dbg !328
  store i32 %74, ptr @g_21, align 4, !dbg !328, !tbaa !295
  %75 = load volatile i32, ptr getelementptr inbounds (i8, ptr @g_17, i64 28), align 4, !dbg !329, !tbaa !295
  tail call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !330
  %76 = load volatile i32, ptr @g_16, align 4, !dbg !331, !tbaa !295
  %77 = sext i32 %76 to i64, !dbg !331
  tail call fastcc void @transparent_crc(i64 noundef %77, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !332
    #dbg_value(i32 0, !257, !DIExpression(), !260)
  br label %78, !dbg !333

78:                                               ; preds = %67, %119
  %79 = phi i64 [ 0, %67 ], [ %120, %119 ]
    #dbg_value(i64 %79, !257, !DIExpression(), !260)
    #dbg_value(i64 0, !258, !DIExpression(), !260)
  %80 = getelementptr inbounds [5 x [5 x i32]], ptr @g_17, i64 0, i64 %79, i64 0, !dbg !335
  %81 = load volatile i32, ptr %80, align 4, !dbg !335, !tbaa !295
  %82 = sext i32 %81 to i64, !dbg !335
  tail call fastcc void @transparent_crc(i64 noundef %82, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !341
  br i1 %18, label %83, label %96, !dbg !342

83:                                               ; preds = %78
    #dbg_value(i64 1, !258, !DIExpression(), !260)
  %84 = getelementptr inbounds [5 x [5 x i32]], ptr @g_17, i64 0, i64 %79, i64 1, !dbg !335
  %85 = load volatile i32, ptr %84, align 4, !dbg !335, !tbaa !295
  %86 = sext i32 %85 to i64, !dbg !335
  tail call fastcc void @transparent_crc(i64 noundef %86, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !341
    #dbg_value(i64 2, !258, !DIExpression(), !260)
  %87 = getelementptr inbounds [5 x [5 x i32]], ptr @g_17, i64 0, i64 %79, i64 2, !dbg !335
  %88 = load volatile i32, ptr %87, align 4, !dbg !335, !tbaa !295
  %89 = sext i32 %88 to i64, !dbg !335
  tail call fastcc void @transparent_crc(i64 noundef %89, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !341
    #dbg_value(i64 3, !258, !DIExpression(), !260)
  %90 = getelementptr inbounds [5 x [5 x i32]], ptr @g_17, i64 0, i64 %79, i64 3, !dbg !335
  %91 = load volatile i32, ptr %90, align 4, !dbg !335, !tbaa !295
  %92 = sext i32 %91 to i64, !dbg !335
  tail call fastcc void @transparent_crc(i64 noundef %92, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !341
    #dbg_value(i64 4, !258, !DIExpression(), !260)
  %93 = getelementptr inbounds [5 x [5 x i32]], ptr @g_17, i64 0, i64 %79, i64 4, !dbg !335
  %94 = load volatile i32, ptr %93, align 4, !dbg !335, !tbaa !295
  %95 = sext i32 %94 to i64, !dbg !335
  tail call fastcc void @transparent_crc(i64 noundef %95, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !341
  br label %119, !dbg !342

96:                                               ; preds = %78
  %97 = trunc nuw nsw i64 %79 to i32, !dbg !343
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %97, i32 noundef 0), !dbg !343
    #dbg_value(i64 1, !258, !DIExpression(), !260)
  %99 = getelementptr inbounds [5 x [5 x i32]], ptr @g_17, i64 0, i64 %79, i64 1, !dbg !335
  %100 = load volatile i32, ptr %99, align 4, !dbg !335, !tbaa !295
  %101 = sext i32 %100 to i64, !dbg !335
  tail call fastcc void @transparent_crc(i64 noundef %101, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !341
  %102 = trunc nuw nsw i64 %79 to i32, !dbg !343
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %102, i32 noundef 1), !dbg !343
    #dbg_value(i64 2, !258, !DIExpression(), !260)
  %104 = getelementptr inbounds [5 x [5 x i32]], ptr @g_17, i64 0, i64 %79, i64 2, !dbg !335
  %105 = load volatile i32, ptr %104, align 4, !dbg !335, !tbaa !295
  %106 = sext i32 %105 to i64, !dbg !335
  tail call fastcc void @transparent_crc(i64 noundef %106, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !341
  %107 = trunc nuw nsw i64 %79 to i32, !dbg !343
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %107, i32 noundef 2), !dbg !343
    #dbg_value(i64 3, !258, !DIExpression(), !260)
  %109 = getelementptr inbounds [5 x [5 x i32]], ptr @g_17, i64 0, i64 %79, i64 3, !dbg !335
  %110 = load volatile i32, ptr %109, align 4, !dbg !335, !tbaa !295
  %111 = sext i32 %110 to i64, !dbg !335
  tail call fastcc void @transparent_crc(i64 noundef %111, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !341
  %112 = trunc nuw nsw i64 %79 to i32, !dbg !343
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %112, i32 noundef 3), !dbg !343
    #dbg_value(i64 4, !258, !DIExpression(), !260)
  %114 = getelementptr inbounds [5 x [5 x i32]], ptr @g_17, i64 0, i64 %79, i64 4, !dbg !335
  %115 = load volatile i32, ptr %114, align 4, !dbg !335, !tbaa !295
  %116 = sext i32 %115 to i64, !dbg !335
  tail call fastcc void @transparent_crc(i64 noundef %116, ptr noundef nonnull @.str.3, i32 noundef %19), !dbg !341
  %117 = trunc nuw nsw i64 %79 to i32, !dbg !343
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %117, i32 noundef 4), !dbg !343
  br label %119, !dbg !343

119:                                              ; preds = %83, %96
    #dbg_value(i64 5, !258, !DIExpression(), !260)
  %120 = add nuw nsw i64 %79, 1, !dbg !345
    #dbg_value(i64 %120, !257, !DIExpression(), !260)
  %121 = icmp eq i64 %120, 5, !dbg !346
  br i1 %121, label %122, label %78, !dbg !333, !llvm.loop !347

122:                                              ; preds = %119
  tail call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !349
  %123 = load i32, ptr @g_21, align 4, !dbg !350, !tbaa !295
  %124 = zext nneg i32 %123 to i64, !dbg !350
  tail call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.6, i32 noundef %19), !dbg !351
  tail call fastcc void @transparent_crc(i64 noundef 4294967289, ptr noundef nonnull @.str.7, i32 noundef %19), !dbg !352
  %125 = load volatile i32, ptr @g_63, align 8, !dbg !353, !tbaa !354
  %126 = sext i32 %125 to i64, !dbg !355
  tail call fastcc void @transparent_crc(i64 noundef %126, ptr noundef nonnull @.str.8, i32 noundef %19), !dbg !356
  %127 = load volatile i16, ptr @g_63, align 8, !dbg !357, !tbaa !354
  %128 = sext i16 %127 to i64, !dbg !358
  tail call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.9, i32 noundef %19), !dbg !359
  %129 = load volatile i8, ptr @g_63, align 8, !dbg !360, !tbaa !354
  %130 = zext i8 %129 to i64, !dbg !361
  tail call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.10, i32 noundef %19), !dbg !362
  %131 = load volatile i8, ptr @g_85, align 8, !dbg !363
  %132 = sext i8 %131 to i64, !dbg !364
  tail call fastcc void @transparent_crc(i64 noundef %132, ptr noundef nonnull @.str.11, i32 noundef %19), !dbg !365
  tail call fastcc void @transparent_crc(i64 noundef 1789128343200913900, ptr noundef nonnull @.str.12, i32 noundef %19), !dbg !366
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.13, i32 noundef %19), !dbg !367
  tail call fastcc void @transparent_crc(i64 noundef -6913076421444788859, ptr noundef nonnull @.str.14, i32 noundef %19), !dbg !368
  tail call fastcc void @transparent_crc(i64 noundef 4294967289, ptr noundef nonnull @.str.15, i32 noundef %19), !dbg !369
  tail call fastcc void @transparent_crc(i64 noundef -7242120256315880250, ptr noundef nonnull @.str.16, i32 noundef %19), !dbg !370
  tail call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.17, i32 noundef %19), !dbg !371
  %133 = load volatile i16, ptr @g_126, align 8, !dbg !372, !tbaa !373
  %134 = sext i16 %133 to i64, !dbg !377
  tail call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.18, i32 noundef %19), !dbg !378
  %135 = load i32, ptr getelementptr inbounds (i8, ptr @g_126, i64 4), align 4, !dbg !379, !tbaa !380
  %136 = zext i32 %135 to i64, !dbg !381
  tail call fastcc void @transparent_crc(i64 noundef %136, ptr noundef nonnull @.str.19, i32 noundef %19), !dbg !382
  %137 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_126, i64 8), align 8, !dbg !383, !tbaa !384
  tail call fastcc void @transparent_crc(i64 noundef %137, ptr noundef nonnull @.str.20, i32 noundef %19), !dbg !385
  %138 = load volatile i16, ptr getelementptr inbounds (i8, ptr @g_126, i64 16), align 8, !dbg !386, !tbaa !387
  %139 = zext i16 %138 to i64, !dbg !388
  tail call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.21, i32 noundef %19), !dbg !389
  %140 = load i32, ptr getelementptr inbounds (i8, ptr @g_126, i64 20), align 4, !dbg !390, !tbaa !391
  %141 = zext i32 %140 to i64, !dbg !392
  tail call fastcc void @transparent_crc(i64 noundef %141, ptr noundef nonnull @.str.22, i32 noundef %19), !dbg !393
  %142 = load i64, ptr getelementptr inbounds (i8, ptr @g_126, i64 24), align 8, !dbg !394, !tbaa !395
  tail call fastcc void @transparent_crc(i64 noundef %142, ptr noundef nonnull @.str.23, i32 noundef %19), !dbg !396
  %143 = load i8, ptr getelementptr inbounds (i8, ptr @g_126, i64 32), align 8, !dbg !397
  %144 = and i8 %143, 1, !dbg !397
  %145 = sub nsw i8 0, %144, !dbg !397
  %146 = sext i8 %145 to i64, !dbg !398
  tail call fastcc void @transparent_crc(i64 noundef %146, ptr noundef nonnull @.str.24, i32 noundef %19), !dbg !399
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.25, i32 noundef %19), !dbg !400
  %147 = load volatile i8, ptr @g_174, align 8, !dbg !401
  %148 = sext i8 %147 to i64, !dbg !402
  tail call fastcc void @transparent_crc(i64 noundef %148, ptr noundef nonnull @.str.26, i32 noundef %19), !dbg !403
  tail call fastcc void @transparent_crc(i64 noundef 220, ptr noundef nonnull @.str.27, i32 noundef %19), !dbg !404
    #dbg_value(i32 0, !257, !DIExpression(), !260)
  br label %149, !dbg !405

149:                                              ; preds = %169, %122
  %150 = phi i64 [ 0, %122 ], [ %170, %169 ]
    #dbg_value(i64 %150, !257, !DIExpression(), !260)
    #dbg_value(i64 0, !258, !DIExpression(), !260)
  %151 = getelementptr inbounds [3 x [5 x i16]], ptr @g_192, i64 0, i64 %150, i64 0, !dbg !407
  %152 = load i16, ptr %151, align 2, !dbg !407, !tbaa !413
  %153 = sext i16 %152 to i64, !dbg !407
  tail call fastcc void @transparent_crc(i64 noundef %153, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !414
  br i1 %18, label %154, label %171, !dbg !415

154:                                              ; preds = %149
    #dbg_value(i64 1, !258, !DIExpression(), !260)
  %155 = getelementptr inbounds [3 x [5 x i16]], ptr @g_192, i64 0, i64 %150, i64 1, !dbg !407
  %156 = load i16, ptr %155, align 2, !dbg !407, !tbaa !413
  %157 = sext i16 %156 to i64, !dbg !407
  tail call fastcc void @transparent_crc(i64 noundef %157, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !414
    #dbg_value(i64 2, !258, !DIExpression(), !260)
  %158 = getelementptr inbounds [3 x [5 x i16]], ptr @g_192, i64 0, i64 %150, i64 2, !dbg !407
  %159 = load i16, ptr %158, align 2, !dbg !407, !tbaa !413
  %160 = sext i16 %159 to i64, !dbg !407
  tail call fastcc void @transparent_crc(i64 noundef %160, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !414
    #dbg_value(i64 3, !258, !DIExpression(), !260)
  %161 = getelementptr inbounds [3 x [5 x i16]], ptr @g_192, i64 0, i64 %150, i64 3, !dbg !407
  %162 = load i16, ptr %161, align 2, !dbg !407, !tbaa !413
  %163 = sext i16 %162 to i64, !dbg !407
  tail call fastcc void @transparent_crc(i64 noundef %163, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !414
    #dbg_value(i64 4, !258, !DIExpression(), !260)
  %164 = getelementptr inbounds [3 x [5 x i16]], ptr @g_192, i64 0, i64 %150, i64 4, !dbg !407
  %165 = load i16, ptr %164, align 2, !dbg !407, !tbaa !413
  %166 = sext i16 %165 to i64, !dbg !407
  tail call fastcc void @transparent_crc(i64 noundef %166, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !414
    #dbg_value(i64 5, !258, !DIExpression(), !260)
  %167 = add nuw nsw i64 %150, 1, !dbg !416
    #dbg_value(i64 %167, !257, !DIExpression(), !260)
  %168 = icmp eq i64 %167, 3, !dbg !417
  br i1 %168, label %196, label %169, !dbg !405

169:                                              ; preds = %154, %171
  %170 = phi i64 [ %167, %154 ], [ %194, %171 ]
  br label %149, !dbg !407, !llvm.loop !418

171:                                              ; preds = %149
  %172 = trunc nuw nsw i64 %150 to i32, !dbg !420
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %172, i32 noundef 0), !dbg !420
    #dbg_value(i64 1, !258, !DIExpression(), !260)
  %174 = getelementptr inbounds [3 x [5 x i16]], ptr @g_192, i64 0, i64 %150, i64 1, !dbg !407
  %175 = load i16, ptr %174, align 2, !dbg !407, !tbaa !413
  %176 = sext i16 %175 to i64, !dbg !407
  tail call fastcc void @transparent_crc(i64 noundef %176, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !414
  %177 = trunc nuw nsw i64 %150 to i32, !dbg !420
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %177, i32 noundef 1), !dbg !420
    #dbg_value(i64 2, !258, !DIExpression(), !260)
  %179 = getelementptr inbounds [3 x [5 x i16]], ptr @g_192, i64 0, i64 %150, i64 2, !dbg !407
  %180 = load i16, ptr %179, align 2, !dbg !407, !tbaa !413
  %181 = sext i16 %180 to i64, !dbg !407
  tail call fastcc void @transparent_crc(i64 noundef %181, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !414
  %182 = trunc nuw nsw i64 %150 to i32, !dbg !420
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %182, i32 noundef 2), !dbg !420
    #dbg_value(i64 3, !258, !DIExpression(), !260)
  %184 = getelementptr inbounds [3 x [5 x i16]], ptr @g_192, i64 0, i64 %150, i64 3, !dbg !407
  %185 = load i16, ptr %184, align 2, !dbg !407, !tbaa !413
  %186 = sext i16 %185 to i64, !dbg !407
  tail call fastcc void @transparent_crc(i64 noundef %186, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !414
  %187 = trunc nuw nsw i64 %150 to i32, !dbg !420
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %187, i32 noundef 3), !dbg !420
    #dbg_value(i64 4, !258, !DIExpression(), !260)
  %189 = getelementptr inbounds [3 x [5 x i16]], ptr @g_192, i64 0, i64 %150, i64 4, !dbg !407
  %190 = load i16, ptr %189, align 2, !dbg !407, !tbaa !413
  %191 = sext i16 %190 to i64, !dbg !407
  tail call fastcc void @transparent_crc(i64 noundef %191, ptr noundef nonnull @.str.28, i32 noundef %19), !dbg !414
  %192 = trunc nuw nsw i64 %150 to i32, !dbg !420
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %192, i32 noundef 4), !dbg !420
    #dbg_value(i64 5, !258, !DIExpression(), !260)
  %194 = add nuw nsw i64 %150, 1, !dbg !416
    #dbg_value(i64 %194, !257, !DIExpression(), !260)
  %195 = icmp eq i64 %194, 3, !dbg !417
  br i1 %195, label %197, label %169, !dbg !405

196:                                              ; preds = %154
    #dbg_value(i32 0, !257, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef -6615098954463170470, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !422
    #dbg_value(i32 1, !257, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef -6615098954463170470, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !422
    #dbg_value(i32 2, !257, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef -6615098954463170470, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !422
  br label %201, !dbg !426

197:                                              ; preds = %171
    #dbg_value(i32 0, !257, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef -6615098954463170470, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !422
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef 0), !dbg !427
    #dbg_value(i32 1, !257, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef -6615098954463170470, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !422
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef 1), !dbg !427
    #dbg_value(i32 2, !257, !DIExpression(), !260)
  tail call fastcc void @transparent_crc(i64 noundef -6615098954463170470, ptr noundef nonnull @.str.29, i32 noundef %19), !dbg !422
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef 2), !dbg !427
  br label %201, !dbg !427

201:                                              ; preds = %196, %197
    #dbg_value(i32 3, !257, !DIExpression(), !260)
  %202 = load i32, ptr @g_232, align 4, !dbg !429, !tbaa !295
  %203 = zext nneg i32 %202 to i64, !dbg !429
  tail call fastcc void @transparent_crc(i64 noundef %203, ptr noundef nonnull @.str.31, i32 noundef %19), !dbg !430
  %204 = load i32, ptr @crc32_context, align 4, !dbg !431, !tbaa !295
  %205 = xor i32 %204, -1, !dbg !432
    #dbg_value(i32 %205, !433, !DIExpression(), !439)
    #dbg_value(i32 %19, !438, !DIExpression(), !439)
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.37, i32 noundef %205), !dbg !441
  ret i32 0, !dbg !442
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !443 {
    #dbg_value(i64 %0, !447, !DIExpression(), !450)
    #dbg_value(ptr %1, !448, !DIExpression(), !450)
    #dbg_value(i32 %2, !449, !DIExpression(), !450)
    #dbg_value(i64 %0, !451, !DIExpression(), !456)
    #dbg_value(i64 %0, !458, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !463)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !465, !tbaa !295
  %5 = lshr i32 %4, 8, !dbg !466
  %6 = zext i32 %4 to i64, !dbg !467
  %7 = xor i64 %6, %0, !dbg !467
  %8 = and i64 %7, 255, !dbg !468
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !468
  %10 = load i32, ptr %9, align 4, !dbg !468, !tbaa !295
  %11 = xor i32 %5, %10, !dbg !469
  %12 = lshr i64 %0, 8, !dbg !470
    #dbg_value(i64 %12, !458, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !471)
  %13 = lshr i32 %11, 8, !dbg !473
  %14 = zext i32 %11 to i64, !dbg !474
  %15 = xor i64 %12, %14, !dbg !474
  %16 = and i64 %15, 255, !dbg !475
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !475
  %18 = load i32, ptr %17, align 4, !dbg !475, !tbaa !295
  %19 = xor i32 %13, %18, !dbg !476
  %20 = lshr i64 %0, 16, !dbg !477
    #dbg_value(i64 %20, !458, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !478)
  %21 = lshr i32 %19, 8, !dbg !480
  %22 = zext i32 %19 to i64, !dbg !481
  %23 = xor i64 %20, %22, !dbg !481
  %24 = and i64 %23, 255, !dbg !482
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !482
  %26 = load i32, ptr %25, align 4, !dbg !482, !tbaa !295
  %27 = xor i32 %21, %26, !dbg !483
  %28 = lshr i64 %0, 24, !dbg !484
    #dbg_value(i64 %28, !458, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !485)
  %29 = lshr i32 %27, 8, !dbg !487
  %30 = zext i32 %27 to i64, !dbg !488
  %31 = xor i64 %28, %30, !dbg !488
  %32 = and i64 %31, 255, !dbg !489
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !489
  %34 = load i32, ptr %33, align 4, !dbg !489, !tbaa !295
  %35 = xor i32 %29, %34, !dbg !490
  %36 = lshr i64 %0, 32, !dbg !491
    #dbg_value(i64 %36, !458, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !492)
  %37 = lshr i32 %35, 8, !dbg !494
  %38 = zext i32 %35 to i64, !dbg !495
  %39 = xor i64 %36, %38, !dbg !495
  %40 = and i64 %39, 255, !dbg !496
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !496
  %42 = load i32, ptr %41, align 4, !dbg !496, !tbaa !295
  %43 = xor i32 %37, %42, !dbg !497
  %44 = lshr i64 %0, 40, !dbg !498
    #dbg_value(i64 %44, !458, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !499)
  %45 = lshr i32 %43, 8, !dbg !501
  %46 = zext i32 %43 to i64, !dbg !502
  %47 = xor i64 %44, %46, !dbg !502
  %48 = and i64 %47, 255, !dbg !503
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !503
  %50 = load i32, ptr %49, align 4, !dbg !503, !tbaa !295
  %51 = xor i32 %45, %50, !dbg !504
  %52 = lshr i64 %0, 48, !dbg !505
    #dbg_value(i64 %52, !458, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !506)
  %53 = lshr i32 %51, 8, !dbg !508
  %54 = zext i32 %51 to i64, !dbg !509
  %55 = xor i64 %52, %54, !dbg !509
  %56 = and i64 %55, 255, !dbg !510
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !510
  %58 = load i32, ptr %57, align 4, !dbg !510, !tbaa !295
  %59 = xor i32 %53, %58, !dbg !511
  %60 = lshr i64 %0, 56, !dbg !512
    #dbg_value(i64 %60, !458, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !513)
  %61 = lshr i32 %59, 8, !dbg !515
  %62 = and i32 %59, 255, !dbg !516
  %63 = zext nneg i32 %62 to i64, !dbg !516
  %64 = xor i64 %60, %63, !dbg !516
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !516
  %66 = load i32, ptr %65, align 4, !dbg !516, !tbaa !295
  %67 = xor i32 %61, %66, !dbg !517
  store i32 %67, ptr @crc32_context, align 4, !dbg !518, !tbaa !295
  %68 = icmp eq i32 %2, 0, !dbg !519
  br i1 %68, label %73, label %69, !dbg !521

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !522
  %71 = zext i32 %70 to i64, !dbg !522
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, ptr noundef %1, i64 noundef %71), !dbg !524
  br label %73, !dbg !525

73:                                               ; preds = %69, %3
  ret void, !dbg !526
}

; Function Attrs: nofree nounwind
declare !dbg !527 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!241, !242, !243, !244, !245, !246, !247}
!llvm.ident = !{!248}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 350, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "structs_3004.c", directory: ".", checksumkind: CSK_MD5, checksum: "689a0966e1972f3079e82b900b736728")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_16", scope: !9, file: !2, line: 49, type: !151, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !{!13, !0, !18, !20, !25, !30, !32, !34, !36, !41, !43, !45, !47, !49, !51, !56, !58, !60, !62, !67, !69, !71, !73, !75, !77, !79, !81, !83, !85, !90, !92, !97, !99, !109, !116, !139, !141, !146, !7, !148, !153, !155, !157, !159, !162, !182, !184, !186, !191, !193, !195, !200, !215, !217, !219, !221, !226, !231, !233, !239}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 346, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 2)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 351, type: !3, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 356, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 11)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 357, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 18)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 361, type: !3, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 362, type: !3, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 363, type: !3, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 364, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 8)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 365, type: !38, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 366, type: !38, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 367, type: !38, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 368, type: !3, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 369, type: !3, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 370, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 6)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 371, type: !53, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 372, type: !53, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 373, type: !53, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 374, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 9)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 375, type: !64, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 376, type: !64, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 377, type: !64, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 378, type: !64, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 379, type: !64, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 380, type: !64, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 381, type: !53, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 382, type: !64, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 383, type: !64, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 388, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 12)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 395, type: !64, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 396, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 14)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 399, type: !53, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !101, line: 47, type: !102, isLocal: true, isDefinition: true)
!101 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 8192, elements: !107)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !104, line: 26, baseType: !105)
!104 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !106, line: 42, baseType: !11)
!106 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!107 = !{!108}
!108 = !DISubrange(count: 256)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "g_12", scope: !9, file: !2, line: 48, type: !111, isLocal: true, isDefinition: true)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !113, line: 24, baseType: !114)
!113 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !106, line: 37, baseType: !115)
!115 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(name: "g_241", scope: !9, file: !2, line: 74, type: !118, isLocal: true, isDefinition: true)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !119, size: 512, elements: !39)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U1", file: !2, line: 26, size: 64, elements: !122)
!122 = !{!123, !127, !131, !135}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !121, file: !2, line: 27, baseType: !124, size: 32)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !113, line: 26, baseType: !125)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !106, line: 41, baseType: !126)
!126 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !121, file: !2, line: 28, baseType: !128, size: 16)
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !113, line: 25, baseType: !129)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !106, line: 39, baseType: !130)
!130 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !121, file: !2, line: 29, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !104, line: 27, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !106, line: 45, baseType: !134)
!134 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !121, file: !2, line: 30, baseType: !136, size: 8)
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !104, line: 24, baseType: !137)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !106, line: 38, baseType: !138)
!138 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(name: "g_242", scope: !9, file: !2, line: 73, type: !120, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(scope: null, file: !101, line: 114, type: !143, isLocal: true, isDefinition: true)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !144)
!144 = !{!145}
!145 = !DISubrange(count: 36)
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(name: "g_13", scope: !9, file: !2, line: 47, type: !112, isLocal: true, isDefinition: true)
!148 = !DIGlobalVariableExpression(var: !149, expr: !DIExpression())
!149 = distinct !DIGlobalVariable(name: "g_17", scope: !9, file: !2, line: 50, type: !150, isLocal: true, isDefinition: true)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !151, size: 800, elements: !152)
!151 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !124)
!152 = !{!6, !6}
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression(DW_OP_constu, 4, DW_OP_stack_value))
!154 = distinct !DIGlobalVariable(name: "g_18", scope: !9, file: !2, line: 51, type: !124, isLocal: true, isDefinition: true)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(name: "g_21", scope: !9, file: !2, line: 52, type: !124, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression(DW_OP_constu, 18446744073709551609, DW_OP_stack_value))
!158 = distinct !DIGlobalVariable(name: "g_35", scope: !9, file: !2, line: 53, type: !103, isLocal: true, isDefinition: true)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(name: "g_63", scope: !9, file: !2, line: 54, type: !161, isLocal: true, isDefinition: true)
!161 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !121)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(name: "g_85", scope: !9, file: !2, line: 57, type: !164, isLocal: true, isDefinition: true)
!164 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U2", file: !2, line: 33, size: 64, elements: !165)
!165 = !{!166, !168, !171, !172, !173, !174, !176, !178, !179, !180}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !164, file: !2, line: 34, baseType: !167, size: 8, flags: DIFlagBitField, extraData: i64 0)
!167 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !126)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !164, file: !2, line: 35, baseType: !169, size: 64)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !112)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !164, file: !2, line: 36, baseType: !103, size: 32)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !164, file: !2, line: 37, baseType: !112, size: 8)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !164, file: !2, line: 38, baseType: !103, size: 32)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !164, file: !2, line: 39, baseType: !175, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !111)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !164, file: !2, line: 40, baseType: !177, size: 8)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !112)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !164, file: !2, line: 41, baseType: !132, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "f8", scope: !164, file: !2, line: 42, baseType: !111, size: 64)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "f9", scope: !164, file: !2, line: 43, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !111)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression(DW_OP_constu, 1789128343200913900, DW_OP_stack_value))
!183 = distinct !DIGlobalVariable(name: "g_93", scope: !9, file: !2, line: 58, type: !132, isLocal: true, isDefinition: true)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!185 = distinct !DIGlobalVariable(name: "g_95", scope: !9, file: !2, line: 59, type: !128, isLocal: true, isDefinition: true)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression(DW_OP_constu, 11533667652264762757, DW_OP_stack_value))
!187 = distinct !DIGlobalVariable(name: "g_110", scope: !9, file: !2, line: 61, type: !188, isLocal: true, isDefinition: true)
!188 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !113, line: 27, baseType: !189)
!189 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !106, line: 44, baseType: !190)
!190 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression(DW_OP_constu, 18446744073709551609, DW_OP_stack_value))
!192 = distinct !DIGlobalVariable(name: "g_119", scope: !9, file: !2, line: 62, type: !103, isLocal: true, isDefinition: true)
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression(DW_OP_constu, 11204623817393671366, DW_OP_stack_value))
!194 = distinct !DIGlobalVariable(name: "g_121", scope: !9, file: !2, line: 63, type: !188, isLocal: true, isDefinition: true)
!195 = !DIGlobalVariableExpression(var: !196, expr: !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_stack_value))
!196 = distinct !DIGlobalVariable(name: "g_125", scope: !9, file: !2, line: 64, type: !197, isLocal: true, isDefinition: true)
!197 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !104, line: 25, baseType: !198)
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !106, line: 40, baseType: !199)
!199 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!200 = !DIGlobalVariableExpression(var: !201, expr: !DIExpression())
!201 = distinct !DIGlobalVariable(name: "g_126", scope: !9, file: !2, line: 65, type: !202, isLocal: true, isDefinition: true)
!202 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !2, line: 16, size: 320, elements: !203)
!203 = !{!204, !206, !207, !209, !211, !212, !214}
!204 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !202, file: !2, line: 17, baseType: !205, size: 16)
!205 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !128)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !202, file: !2, line: 18, baseType: !103, size: 32, offset: 32)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !202, file: !2, line: 19, baseType: !208, size: 64, offset: 64)
!208 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !132)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !202, file: !2, line: 20, baseType: !210, size: 16, offset: 128)
!210 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !197)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !202, file: !2, line: 21, baseType: !103, size: 32, offset: 160)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !202, file: !2, line: 22, baseType: !213, size: 64, offset: 192)
!213 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !188)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !202, file: !2, line: 23, baseType: !126, size: 1, offset: 256, flags: DIFlagBitField, extraData: i64 256)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!216 = distinct !DIGlobalVariable(name: "g_157", scope: !9, file: !2, line: 66, type: !124, isLocal: true, isDefinition: true)
!217 = !DIGlobalVariableExpression(var: !218, expr: !DIExpression())
!218 = distinct !DIGlobalVariable(name: "g_174", scope: !9, file: !2, line: 67, type: !164, isLocal: true, isDefinition: true)
!219 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression())
!220 = distinct !DIGlobalVariable(name: "g_186", scope: !9, file: !2, line: 68, type: !121, isLocal: true, isDefinition: true)
!221 = !DIGlobalVariableExpression(var: !222, expr: !DIExpression())
!222 = distinct !DIGlobalVariable(name: "g_192", scope: !9, file: !2, line: 69, type: !223, isLocal: true, isDefinition: true)
!223 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 240, elements: !224)
!224 = !{!225, !6}
!225 = !DISubrange(count: 3)
!226 = !DIGlobalVariableExpression(var: !227, expr: !DIExpression())
!227 = distinct !DIGlobalVariable(name: "g_203", scope: !9, file: !2, line: 71, type: !228, isLocal: true, isDefinition: true)
!228 = !DICompositeType(tag: DW_TAG_array_type, baseType: !229, size: 192, elements: !230)
!229 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !132)
!230 = !{!225}
!231 = !DIGlobalVariableExpression(var: !232, expr: !DIExpression())
!232 = distinct !DIGlobalVariable(name: "g_232", scope: !9, file: !2, line: 72, type: !103, isLocal: true, isDefinition: true)
!233 = !DIGlobalVariableExpression(var: !234, expr: !DIExpression())
!234 = distinct !DIGlobalVariable(scope: null, file: !235, line: 56, type: !236, isLocal: true, isDefinition: true)
!235 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!236 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !237)
!237 = !{!238}
!238 = !DISubrange(count: 15)
!239 = !DIGlobalVariableExpression(var: !240, expr: !DIExpression())
!240 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !101, line: 48, type: !103, isLocal: true, isDefinition: true)
!241 = !{i32 7, !"Dwarf Version", i32 5}
!242 = !{i32 2, !"Debug Info Version", i32 3}
!243 = !{i32 1, !"wchar_size", i32 4}
!244 = !{i32 8, !"PIC Level", i32 2}
!245 = !{i32 7, !"PIE Level", i32 2}
!246 = !{i32 7, !"uwtable", i32 2}
!247 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!248 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!249 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 342, type: !250, scopeLine: 343, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !254)
!250 = !DISubroutineType(types: !251)
!251 = !{!126, !126, !252}
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !253, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!254 = !{!255, !256, !257, !258, !259}
!255 = !DILocalVariable(name: "argc", arg: 1, scope: !249, file: !2, line: 342, type: !126)
!256 = !DILocalVariable(name: "argv", arg: 2, scope: !249, file: !2, line: 342, type: !252)
!257 = !DILocalVariable(name: "i", scope: !249, file: !2, line: 344, type: !126)
!258 = !DILocalVariable(name: "j", scope: !249, file: !2, line: 344, type: !126)
!259 = !DILocalVariable(name: "print_hash_value", scope: !249, file: !2, line: 345, type: !126)
!260 = !DILocation(line: 0, scope: !249)
!261 = !DILocation(line: 346, column: 14, scope: !262)
!262 = distinct !DILexicalBlock(scope: !249, file: !2, line: 346, column: 9)
!263 = !DILocation(line: 346, column: 19, scope: !262)
!264 = !DILocation(line: 346, column: 29, scope: !262)
!265 = !{!266, !266, i64 0}
!266 = !{!"any pointer", !267, i64 0}
!267 = !{!"omnipotent char", !268, i64 0}
!268 = !{!"Simple C/C++ TBAA"}
!269 = !DILocation(line: 346, column: 43, scope: !262)
!270 = !DILocation(line: 346, column: 9, scope: !249)
!271 = !DILocalVariable(name: "poly", scope: !272, file: !101, line: 54, type: !279)
!272 = distinct !DISubprogram(name: "crc32_gentab", scope: !101, file: !101, line: 51, type: !273, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !275)
!273 = !DISubroutineType(types: !274)
!274 = !{null}
!275 = !{!276, !271, !277, !278}
!276 = !DILocalVariable(name: "crc", scope: !272, file: !101, line: 53, type: !103)
!277 = !DILocalVariable(name: "i", scope: !272, file: !101, line: 55, type: !126)
!278 = !DILocalVariable(name: "j", scope: !272, file: !101, line: 55, type: !126)
!279 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !103)
!280 = !DILocation(line: 0, scope: !272, inlinedAt: !281)
!281 = distinct !DILocation(line: 348, column: 5, scope: !249)
!282 = !DILocation(line: 57, column: 2, scope: !283, inlinedAt: !281)
!283 = distinct !DILexicalBlock(scope: !272, file: !101, line: 57, column: 2)
!284 = !DILocation(line: 57, column: 24, scope: !285, inlinedAt: !281)
!285 = distinct !DILexicalBlock(scope: !283, file: !101, line: 57, column: 2)
!286 = !DILocation(line: 60, column: 12, scope: !287, inlinedAt: !281)
!287 = distinct !DILexicalBlock(scope: !288, file: !101, line: 60, column: 8)
!288 = distinct !DILexicalBlock(scope: !289, file: !101, line: 59, column: 27)
!289 = distinct !DILexicalBlock(scope: !290, file: !101, line: 59, column: 3)
!290 = distinct !DILexicalBlock(scope: !291, file: !101, line: 59, column: 3)
!291 = distinct !DILexicalBlock(scope: !285, file: !101, line: 57, column: 28)
!292 = !DILocation(line: 60, column: 8, scope: !288, inlinedAt: !281)
!293 = !DILocation(line: 66, column: 3, scope: !291, inlinedAt: !281)
!294 = !DILocation(line: 66, column: 16, scope: !291, inlinedAt: !281)
!295 = !{!296, !296, i64 0}
!296 = !{!"int", !267, i64 0}
!297 = distinct !{!297, !282, !298, !299, !300, !301}
!298 = !DILocation(line: 67, column: 2, scope: !283, inlinedAt: !281)
!299 = !{!"llvm.loop.mustprogress"}
!300 = !{!"llvm.loop.isvectorized", i32 1}
!301 = !{!"llvm.loop.unroll.runtime.disable"}
!302 = !DILocalVariable(name: "l_230", scope: !303, file: !2, line: 91, type: !319)
!303 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 89, type: !304, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !306)
!304 = !DISubroutineType(types: !305)
!305 = !{!103}
!306 = !{!302, !307, !308, !310, !312, !313, !315, !316, !317}
!307 = !DILocalVariable(name: "l_231", scope: !303, file: !2, line: 92, type: !124)
!308 = !DILocalVariable(name: "l_234", scope: !303, file: !2, line: 93, type: !309)
!309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!310 = !DILocalVariable(name: "l_233", scope: !303, file: !2, line: 94, type: !311)
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !309, size: 64)
!312 = !DILocalVariable(name: "l_240", scope: !303, file: !2, line: 95, type: !120)
!313 = !DILocalVariable(name: "l_239", scope: !303, file: !2, line: 96, type: !314)
!314 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !119)
!315 = !DILocalVariable(name: "l_245", scope: !303, file: !2, line: 97, type: !124)
!316 = !DILocalVariable(name: "l_258", scope: !303, file: !2, line: 98, type: !103)
!317 = !DILocalVariable(name: "l_259", scope: !303, file: !2, line: 99, type: !318)
!318 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!320 = !DILocation(line: 0, scope: !303, inlinedAt: !321)
!321 = distinct !DILocation(line: 349, column: 5, scope: !249)
!322 = distinct !DIAssignID()
!323 = !DILocation(line: 100, column: 11, scope: !303, inlinedAt: !321)
!324 = !DILocation(line: 102, column: 85, scope: !303, inlinedAt: !321)
!325 = !DILocation(line: 102, column: 14, scope: !303, inlinedAt: !321)
!326 = !DILocation(line: 103, column: 73, scope: !303, inlinedAt: !321)
!327 = !DILocation(line: 103, column: 262, scope: !303, inlinedAt: !321)
!328 = !DILocation(line: 103, column: 14, scope: !303, inlinedAt: !321)
!329 = !DILocation(line: 104, column: 13, scope: !303, inlinedAt: !321)
!330 = !DILocation(line: 350, column: 5, scope: !249)
!331 = !DILocation(line: 351, column: 21, scope: !249)
!332 = !DILocation(line: 351, column: 5, scope: !249)
!333 = !DILocation(line: 352, column: 5, scope: !334)
!334 = distinct !DILexicalBlock(scope: !249, file: !2, line: 352, column: 5)
!335 = !DILocation(line: 356, column: 29, scope: !336)
!336 = distinct !DILexicalBlock(scope: !337, file: !2, line: 355, column: 9)
!337 = distinct !DILexicalBlock(scope: !338, file: !2, line: 354, column: 9)
!338 = distinct !DILexicalBlock(scope: !339, file: !2, line: 354, column: 9)
!339 = distinct !DILexicalBlock(scope: !340, file: !2, line: 353, column: 5)
!340 = distinct !DILexicalBlock(scope: !334, file: !2, line: 352, column: 5)
!341 = !DILocation(line: 356, column: 13, scope: !336)
!342 = !DILocation(line: 357, column: 17, scope: !336)
!343 = !DILocation(line: 357, column: 35, scope: !344)
!344 = distinct !DILexicalBlock(scope: !336, file: !2, line: 357, column: 17)
!345 = !DILocation(line: 352, column: 25, scope: !340)
!346 = !DILocation(line: 352, column: 19, scope: !340)
!347 = distinct !{!347, !333, !348, !299}
!348 = !DILocation(line: 360, column: 5, scope: !334)
!349 = !DILocation(line: 361, column: 5, scope: !249)
!350 = !DILocation(line: 362, column: 21, scope: !249)
!351 = !DILocation(line: 362, column: 5, scope: !249)
!352 = !DILocation(line: 363, column: 5, scope: !249)
!353 = !DILocation(line: 364, column: 26, scope: !249)
!354 = !{!267, !267, i64 0}
!355 = !DILocation(line: 364, column: 21, scope: !249)
!356 = !DILocation(line: 364, column: 5, scope: !249)
!357 = !DILocation(line: 365, column: 26, scope: !249)
!358 = !DILocation(line: 365, column: 21, scope: !249)
!359 = !DILocation(line: 365, column: 5, scope: !249)
!360 = !DILocation(line: 366, column: 26, scope: !249)
!361 = !DILocation(line: 366, column: 21, scope: !249)
!362 = !DILocation(line: 366, column: 5, scope: !249)
!363 = !DILocation(line: 367, column: 26, scope: !249)
!364 = !DILocation(line: 367, column: 21, scope: !249)
!365 = !DILocation(line: 367, column: 5, scope: !249)
!366 = !DILocation(line: 368, column: 5, scope: !249)
!367 = !DILocation(line: 369, column: 5, scope: !249)
!368 = !DILocation(line: 370, column: 5, scope: !249)
!369 = !DILocation(line: 371, column: 5, scope: !249)
!370 = !DILocation(line: 372, column: 5, scope: !249)
!371 = !DILocation(line: 373, column: 5, scope: !249)
!372 = !DILocation(line: 374, column: 27, scope: !249)
!373 = !{!374, !375, i64 0}
!374 = !{!"S0", !375, i64 0, !296, i64 4, !376, i64 8, !375, i64 16, !296, i64 20, !376, i64 24, !296, i64 32}
!375 = !{!"short", !267, i64 0}
!376 = !{!"long", !267, i64 0}
!377 = !DILocation(line: 374, column: 21, scope: !249)
!378 = !DILocation(line: 374, column: 5, scope: !249)
!379 = !DILocation(line: 375, column: 27, scope: !249)
!380 = !{!374, !296, i64 4}
!381 = !DILocation(line: 375, column: 21, scope: !249)
!382 = !DILocation(line: 375, column: 5, scope: !249)
!383 = !DILocation(line: 376, column: 27, scope: !249)
!384 = !{!374, !376, i64 8}
!385 = !DILocation(line: 376, column: 5, scope: !249)
!386 = !DILocation(line: 377, column: 27, scope: !249)
!387 = !{!374, !375, i64 16}
!388 = !DILocation(line: 377, column: 21, scope: !249)
!389 = !DILocation(line: 377, column: 5, scope: !249)
!390 = !DILocation(line: 378, column: 27, scope: !249)
!391 = !{!374, !296, i64 20}
!392 = !DILocation(line: 378, column: 21, scope: !249)
!393 = !DILocation(line: 378, column: 5, scope: !249)
!394 = !DILocation(line: 379, column: 27, scope: !249)
!395 = !{!374, !376, i64 24}
!396 = !DILocation(line: 379, column: 5, scope: !249)
!397 = !DILocation(line: 380, column: 27, scope: !249)
!398 = !DILocation(line: 380, column: 21, scope: !249)
!399 = !DILocation(line: 380, column: 5, scope: !249)
!400 = !DILocation(line: 381, column: 5, scope: !249)
!401 = !DILocation(line: 382, column: 27, scope: !249)
!402 = !DILocation(line: 382, column: 21, scope: !249)
!403 = !DILocation(line: 382, column: 5, scope: !249)
!404 = !DILocation(line: 383, column: 5, scope: !249)
!405 = !DILocation(line: 384, column: 5, scope: !406)
!406 = distinct !DILexicalBlock(scope: !249, file: !2, line: 384, column: 5)
!407 = !DILocation(line: 388, column: 29, scope: !408)
!408 = distinct !DILexicalBlock(scope: !409, file: !2, line: 387, column: 9)
!409 = distinct !DILexicalBlock(scope: !410, file: !2, line: 386, column: 9)
!410 = distinct !DILexicalBlock(scope: !411, file: !2, line: 386, column: 9)
!411 = distinct !DILexicalBlock(scope: !412, file: !2, line: 385, column: 5)
!412 = distinct !DILexicalBlock(scope: !406, file: !2, line: 384, column: 5)
!413 = !{!375, !375, i64 0}
!414 = !DILocation(line: 388, column: 13, scope: !408)
!415 = !DILocation(line: 389, column: 17, scope: !408)
!416 = !DILocation(line: 384, column: 25, scope: !412)
!417 = !DILocation(line: 384, column: 19, scope: !412)
!418 = distinct !{!418, !405, !419, !299}
!419 = !DILocation(line: 392, column: 5, scope: !406)
!420 = !DILocation(line: 389, column: 35, scope: !421)
!421 = distinct !DILexicalBlock(scope: !408, file: !2, line: 389, column: 17)
!422 = !DILocation(line: 395, column: 9, scope: !423)
!423 = distinct !DILexicalBlock(scope: !424, file: !2, line: 394, column: 5)
!424 = distinct !DILexicalBlock(scope: !425, file: !2, line: 393, column: 5)
!425 = distinct !DILexicalBlock(scope: !249, file: !2, line: 393, column: 5)
!426 = !DILocation(line: 396, column: 13, scope: !423)
!427 = !DILocation(line: 396, column: 31, scope: !428)
!428 = distinct !DILexicalBlock(scope: !423, file: !2, line: 396, column: 13)
!429 = !DILocation(line: 399, column: 21, scope: !249)
!430 = !DILocation(line: 399, column: 5, scope: !249)
!431 = !DILocation(line: 400, column: 23, scope: !249)
!432 = !DILocation(line: 400, column: 37, scope: !249)
!433 = !DILocalVariable(name: "crc", arg: 1, scope: !434, file: !235, line: 49, type: !103)
!434 = distinct !DISubprogram(name: "platform_main_end", scope: !235, file: !235, line: 49, type: !435, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !437)
!435 = !DISubroutineType(types: !436)
!436 = !{null, !103, !126}
!437 = !{!433, !438}
!438 = !DILocalVariable(name: "flag", arg: 2, scope: !434, file: !235, line: 49, type: !126)
!439 = !DILocation(line: 0, scope: !434, inlinedAt: !440)
!440 = distinct !DILocation(line: 400, column: 5, scope: !249)
!441 = !DILocation(line: 56, column: 2, scope: !434, inlinedAt: !440)
!442 = !DILocation(line: 401, column: 5, scope: !249)
!443 = distinct !DISubprogram(name: "transparent_crc", scope: !101, file: !101, line: 110, type: !444, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !446)
!444 = !DISubroutineType(types: !445)
!445 = !{null, !132, !253, !126}
!446 = !{!447, !448, !449}
!447 = !DILocalVariable(name: "val", arg: 1, scope: !443, file: !101, line: 110, type: !132)
!448 = !DILocalVariable(name: "vname", arg: 2, scope: !443, file: !101, line: 110, type: !253)
!449 = !DILocalVariable(name: "flag", arg: 3, scope: !443, file: !101, line: 110, type: !126)
!450 = !DILocation(line: 0, scope: !443)
!451 = !DILocalVariable(name: "val", arg: 1, scope: !452, file: !101, line: 97, type: !132)
!452 = distinct !DISubprogram(name: "crc32_8bytes", scope: !101, file: !101, line: 97, type: !453, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !455)
!453 = !DISubroutineType(types: !454)
!454 = !{null, !132}
!455 = !{!451}
!456 = !DILocation(line: 0, scope: !452, inlinedAt: !457)
!457 = distinct !DILocation(line: 112, column: 2, scope: !443)
!458 = !DILocalVariable(name: "b", arg: 1, scope: !459, file: !101, line: 71, type: !136)
!459 = distinct !DISubprogram(name: "crc32_byte", scope: !101, file: !101, line: 71, type: !460, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !462)
!460 = !DISubroutineType(types: !461)
!461 = !{null, !136}
!462 = !{!458}
!463 = !DILocation(line: 0, scope: !459, inlinedAt: !464)
!464 = distinct !DILocation(line: 99, column: 2, scope: !452, inlinedAt: !457)
!465 = !DILocation(line: 73, column: 5, scope: !459, inlinedAt: !464)
!466 = !DILocation(line: 73, column: 19, scope: !459, inlinedAt: !464)
!467 = !DILocation(line: 74, column: 33, scope: !459, inlinedAt: !464)
!468 = !DILocation(line: 74, column: 3, scope: !459, inlinedAt: !464)
!469 = !DILocation(line: 73, column: 39, scope: !459, inlinedAt: !464)
!470 = !DILocation(line: 100, column: 18, scope: !452, inlinedAt: !457)
!471 = !DILocation(line: 0, scope: !459, inlinedAt: !472)
!472 = distinct !DILocation(line: 100, column: 2, scope: !452, inlinedAt: !457)
!473 = !DILocation(line: 73, column: 19, scope: !459, inlinedAt: !472)
!474 = !DILocation(line: 74, column: 33, scope: !459, inlinedAt: !472)
!475 = !DILocation(line: 74, column: 3, scope: !459, inlinedAt: !472)
!476 = !DILocation(line: 73, column: 39, scope: !459, inlinedAt: !472)
!477 = !DILocation(line: 101, column: 18, scope: !452, inlinedAt: !457)
!478 = !DILocation(line: 0, scope: !459, inlinedAt: !479)
!479 = distinct !DILocation(line: 101, column: 2, scope: !452, inlinedAt: !457)
!480 = !DILocation(line: 73, column: 19, scope: !459, inlinedAt: !479)
!481 = !DILocation(line: 74, column: 33, scope: !459, inlinedAt: !479)
!482 = !DILocation(line: 74, column: 3, scope: !459, inlinedAt: !479)
!483 = !DILocation(line: 73, column: 39, scope: !459, inlinedAt: !479)
!484 = !DILocation(line: 102, column: 18, scope: !452, inlinedAt: !457)
!485 = !DILocation(line: 0, scope: !459, inlinedAt: !486)
!486 = distinct !DILocation(line: 102, column: 2, scope: !452, inlinedAt: !457)
!487 = !DILocation(line: 73, column: 19, scope: !459, inlinedAt: !486)
!488 = !DILocation(line: 74, column: 33, scope: !459, inlinedAt: !486)
!489 = !DILocation(line: 74, column: 3, scope: !459, inlinedAt: !486)
!490 = !DILocation(line: 73, column: 39, scope: !459, inlinedAt: !486)
!491 = !DILocation(line: 103, column: 18, scope: !452, inlinedAt: !457)
!492 = !DILocation(line: 0, scope: !459, inlinedAt: !493)
!493 = distinct !DILocation(line: 103, column: 2, scope: !452, inlinedAt: !457)
!494 = !DILocation(line: 73, column: 19, scope: !459, inlinedAt: !493)
!495 = !DILocation(line: 74, column: 33, scope: !459, inlinedAt: !493)
!496 = !DILocation(line: 74, column: 3, scope: !459, inlinedAt: !493)
!497 = !DILocation(line: 73, column: 39, scope: !459, inlinedAt: !493)
!498 = !DILocation(line: 104, column: 18, scope: !452, inlinedAt: !457)
!499 = !DILocation(line: 0, scope: !459, inlinedAt: !500)
!500 = distinct !DILocation(line: 104, column: 2, scope: !452, inlinedAt: !457)
!501 = !DILocation(line: 73, column: 19, scope: !459, inlinedAt: !500)
!502 = !DILocation(line: 74, column: 33, scope: !459, inlinedAt: !500)
!503 = !DILocation(line: 74, column: 3, scope: !459, inlinedAt: !500)
!504 = !DILocation(line: 73, column: 39, scope: !459, inlinedAt: !500)
!505 = !DILocation(line: 105, column: 18, scope: !452, inlinedAt: !457)
!506 = !DILocation(line: 0, scope: !459, inlinedAt: !507)
!507 = distinct !DILocation(line: 105, column: 2, scope: !452, inlinedAt: !457)
!508 = !DILocation(line: 73, column: 19, scope: !459, inlinedAt: !507)
!509 = !DILocation(line: 74, column: 33, scope: !459, inlinedAt: !507)
!510 = !DILocation(line: 74, column: 3, scope: !459, inlinedAt: !507)
!511 = !DILocation(line: 73, column: 39, scope: !459, inlinedAt: !507)
!512 = !DILocation(line: 106, column: 18, scope: !452, inlinedAt: !457)
!513 = !DILocation(line: 0, scope: !459, inlinedAt: !514)
!514 = distinct !DILocation(line: 106, column: 2, scope: !452, inlinedAt: !457)
!515 = !DILocation(line: 73, column: 19, scope: !459, inlinedAt: !514)
!516 = !DILocation(line: 74, column: 3, scope: !459, inlinedAt: !514)
!517 = !DILocation(line: 73, column: 39, scope: !459, inlinedAt: !514)
!518 = !DILocation(line: 72, column: 16, scope: !459, inlinedAt: !514)
!519 = !DILocation(line: 113, column: 6, scope: !520)
!520 = distinct !DILexicalBlock(scope: !443, file: !101, line: 113, column: 6)
!521 = !DILocation(line: 113, column: 6, scope: !443)
!522 = !DILocation(line: 114, column: 73, scope: !523)
!523 = distinct !DILexicalBlock(scope: !520, file: !101, line: 113, column: 12)
!524 = !DILocation(line: 114, column: 5, scope: !523)
!525 = !DILocation(line: 115, column: 2, scope: !523)
!526 = !DILocation(line: 116, column: 1, scope: !443)
!527 = !DISubprogram(name: "printf", scope: !528, file: !528, line: 356, type: !529, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!528 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!529 = !DISubroutineType(types: !530)
!530 = !{!126, !531, null}
!531 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !532)
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !533, size: 64)
!533 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
