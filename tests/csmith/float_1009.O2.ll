; ModuleID = 'float_1009.c'
source_filename = "float_1009.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.1 = private unnamed_addr constant [4 x i8] c"g_3\00", align 1, !dbg !0
@g_5 = internal unnamed_addr constant [10 x [9 x i32]] [[9 x i32] [i32 -1, i32 -1, i32 -1, i32 1466185242, i32 -1, i32 -555135797, i32 -555135797, i32 -1, i32 1466185242], [9 x i32] [i32 1919135910, i32 -6, i32 1919135910, i32 -563375304, i32 0, i32 2, i32 -1514811638, i32 -6, i32 448818738], [9 x i32] [i32 -1, i32 -1, i32 -1, i32 1466185242, i32 -1, i32 -555135797, i32 -555135797, i32 -1, i32 1466185242], [9 x i32] [i32 1919135910, i32 -6, i32 1919135910, i32 -563375304, i32 0, i32 2, i32 -1514811638, i32 -6, i32 448818738], [9 x i32] [i32 -1, i32 -1, i32 -1, i32 1466185242, i32 -1, i32 -555135797, i32 -555135797, i32 -1, i32 1466185242], [9 x i32] [i32 1919135910, i32 2, i32 -1251152068, i32 -1798248396, i32 -1514811638, i32 533203687, i32 1, i32 2, i32 -97585405], [9 x i32] [i32 1043499070, i32 -555135797, i32 1043499070, i32 -82118186, i32 -555135797, i32 -1004402979, i32 -1004402979, i32 -555135797, i32 -82118186], [9 x i32] [i32 -1251152068, i32 2, i32 -1251152068, i32 -1798248396, i32 -1514811638, i32 533203687, i32 1, i32 2, i32 -97585405], [9 x i32] [i32 1043499070, i32 -555135797, i32 1043499070, i32 -82118186, i32 -555135797, i32 -1004402979, i32 -1004402979, i32 -555135797, i32 -82118186], [9 x i32] [i32 -1251152068, i32 2, i32 -1251152068, i32 -1798248396, i32 -1514811638, i32 533203687, i32 1, i32 2, i32 -97585405]], align 16, !dbg !7
@.str.2 = private unnamed_addr constant [10 x i8] c"g_5[i][j]\00", align 1, !dbg !16
@.str.3 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !21
@g_6 = internal global i32 1, align 4, !dbg !52
@.str.4 = private unnamed_addr constant [4 x i8] c"g_6\00", align 1, !dbg !26
@g_7 = internal unnamed_addr global i32 -2, align 4, !dbg !55
@.str.5 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1, !dbg !28
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !63
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !30
@.str.6 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !57

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !76 {
    #dbg_value(i32 %0, !82, !DIExpression(), !87)
    #dbg_value(ptr %1, !83, !DIExpression(), !87)
    #dbg_value(i32 0, !86, !DIExpression(), !87)
  %3 = icmp eq i32 %0, 2, !dbg !88
  br i1 %3, label %4, label %17, !dbg !90

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !91
  %6 = load ptr, ptr %5, align 8, !dbg !91, !tbaa !92
  %7 = load i8, ptr %6, align 1
  %8 = icmp eq i8 %7, 49
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0, !dbg !96
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i1 [ true, %4 ], [ %12, %9 ]
  %15 = xor i1 %14, true, !dbg !97
  %16 = zext i1 %15 to i32, !dbg !97
  br label %17, !dbg !97

17:                                               ; preds = %2, %13
  %18 = phi i1 [ true, %2 ], [ %14, %13 ], !dbg !87
  %19 = phi i32 [ 0, %2 ], [ %16, %13 ], !dbg !87
    #dbg_value(i32 %19, !86, !DIExpression(), !87)
    #dbg_value(i32 -306674912, !98, !DIExpression(), !107)
    #dbg_value(i32 0, !104, !DIExpression(), !107)
  br label %20, !dbg !109

20:                                               ; preds = %20, %17
  %21 = phi i64 [ 0, %17 ], [ %64, %20 ], !dbg !111
  %22 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %17 ], [ %65, %20 ], !dbg !113
  %23 = and <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !113
  %24 = icmp eq <4 x i32> %23, zeroinitializer, !dbg !113
  %25 = lshr <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>, !dbg !119
  %26 = xor <4 x i32> %25, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !119
  %27 = select <4 x i1> %24, <4 x i32> %25, <4 x i32> %26, !dbg !119
  %28 = and <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !113
  %29 = icmp eq <4 x i32> %28, zeroinitializer, !dbg !113
  %30 = lshr <4 x i32> %27, <i32 1, i32 1, i32 1, i32 1>, !dbg !119
  %31 = xor <4 x i32> %30, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !119
  %32 = select <4 x i1> %29, <4 x i32> %30, <4 x i32> %31, !dbg !119
  %33 = and <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !113
  %34 = icmp eq <4 x i32> %33, zeroinitializer, !dbg !113
  %35 = lshr <4 x i32> %32, <i32 1, i32 1, i32 1, i32 1>, !dbg !119
  %36 = xor <4 x i32> %35, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !119
  %37 = select <4 x i1> %34, <4 x i32> %35, <4 x i32> %36, !dbg !119
  %38 = and <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !113
  %39 = icmp eq <4 x i32> %38, zeroinitializer, !dbg !113
  %40 = lshr <4 x i32> %37, <i32 1, i32 1, i32 1, i32 1>, !dbg !119
  %41 = xor <4 x i32> %40, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !119
  %42 = select <4 x i1> %39, <4 x i32> %40, <4 x i32> %41, !dbg !119
  %43 = and <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !113
  %44 = icmp eq <4 x i32> %43, zeroinitializer, !dbg !113
  %45 = lshr <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !119
  %46 = xor <4 x i32> %45, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !119
  %47 = select <4 x i1> %44, <4 x i32> %45, <4 x i32> %46, !dbg !119
  %48 = and <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !113
  %49 = icmp eq <4 x i32> %48, zeroinitializer, !dbg !113
  %50 = lshr <4 x i32> %47, <i32 1, i32 1, i32 1, i32 1>, !dbg !119
  %51 = xor <4 x i32> %50, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !119
  %52 = select <4 x i1> %49, <4 x i32> %50, <4 x i32> %51, !dbg !119
  %53 = and <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !113
  %54 = icmp eq <4 x i32> %53, zeroinitializer, !dbg !113
  %55 = lshr <4 x i32> %52, <i32 1, i32 1, i32 1, i32 1>, !dbg !119
  %56 = xor <4 x i32> %55, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !119
  %57 = select <4 x i1> %54, <4 x i32> %55, <4 x i32> %56, !dbg !119
  %58 = and <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !113
  %59 = icmp eq <4 x i32> %58, zeroinitializer, !dbg !113
  %60 = lshr <4 x i32> %57, <i32 1, i32 1, i32 1, i32 1>, !dbg !119
  %61 = xor <4 x i32> %60, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !119
  %62 = select <4 x i1> %59, <4 x i32> %60, <4 x i32> %61, !dbg !119
  %63 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %21, !dbg !120
  store <4 x i32> %62, ptr %63, align 16, !dbg !121, !tbaa !122
  %64 = add nuw i64 %21, 4, !dbg !111
  %65 = add <4 x i32> %22, <i32 4, i32 4, i32 4, i32 4>, !dbg !113
  %66 = icmp eq i64 %64, 256, !dbg !111
  br i1 %66, label %67, label %20, !dbg !111, !llvm.loop !124

67:                                               ; preds = %20
    #dbg_assign(i1 undef, !129, !DIExpression(), !141, ptr undef, !DIExpression(), !142)
    #dbg_value(ptr poison, !137, !DIExpression(), !142)
    #dbg_value(i32 poison, !139, !DIExpression(), !142)
  %68 = load i32, ptr @g_7, align 4, !dbg !144, !tbaa !122
  %69 = add i32 %68, -1, !dbg !144
  store i32 %69, ptr @g_7, align 4, !dbg !144, !tbaa !122
  tail call fastcc void @transparent_crc(i64 noundef -10, ptr noundef nonnull @.str.1, i32 noundef %19), !dbg !145
    #dbg_value(i32 0, !84, !DIExpression(), !87)
  br label %70, !dbg !146

70:                                               ; preds = %67, %143
  %71 = phi i64 [ 0, %67 ], [ %144, %143 ]
    #dbg_value(i64 %71, !84, !DIExpression(), !87)
    #dbg_value(i64 0, !85, !DIExpression(), !87)
  %72 = getelementptr inbounds [10 x [9 x i32]], ptr @g_5, i64 0, i64 %71, i64 0, !dbg !148
  %73 = load i32, ptr %72, align 4, !dbg !148, !tbaa !122
  %74 = sext i32 %73 to i64, !dbg !148
  tail call fastcc void @transparent_crc(i64 noundef %74, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !154
  br i1 %18, label %75, label %100, !dbg !155

75:                                               ; preds = %70
    #dbg_value(i64 1, !85, !DIExpression(), !87)
  %76 = getelementptr inbounds [10 x [9 x i32]], ptr @g_5, i64 0, i64 %71, i64 1, !dbg !148
  %77 = load i32, ptr %76, align 4, !dbg !148, !tbaa !122
  %78 = sext i32 %77 to i64, !dbg !148
  tail call fastcc void @transparent_crc(i64 noundef %78, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !154
    #dbg_value(i64 2, !85, !DIExpression(), !87)
  %79 = getelementptr inbounds [10 x [9 x i32]], ptr @g_5, i64 0, i64 %71, i64 2, !dbg !148
  %80 = load i32, ptr %79, align 4, !dbg !148, !tbaa !122
  %81 = sext i32 %80 to i64, !dbg !148
  tail call fastcc void @transparent_crc(i64 noundef %81, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !154
    #dbg_value(i64 3, !85, !DIExpression(), !87)
  %82 = getelementptr inbounds [10 x [9 x i32]], ptr @g_5, i64 0, i64 %71, i64 3, !dbg !148
  %83 = load i32, ptr %82, align 4, !dbg !148, !tbaa !122
  %84 = sext i32 %83 to i64, !dbg !148
  tail call fastcc void @transparent_crc(i64 noundef %84, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !154
    #dbg_value(i64 4, !85, !DIExpression(), !87)
  %85 = getelementptr inbounds [10 x [9 x i32]], ptr @g_5, i64 0, i64 %71, i64 4, !dbg !148
  %86 = load i32, ptr %85, align 4, !dbg !148, !tbaa !122
  %87 = sext i32 %86 to i64, !dbg !148
  tail call fastcc void @transparent_crc(i64 noundef %87, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !154
    #dbg_value(i64 5, !85, !DIExpression(), !87)
  %88 = getelementptr inbounds [10 x [9 x i32]], ptr @g_5, i64 0, i64 %71, i64 5, !dbg !148
  %89 = load i32, ptr %88, align 4, !dbg !148, !tbaa !122
  %90 = sext i32 %89 to i64, !dbg !148
  tail call fastcc void @transparent_crc(i64 noundef %90, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !154
    #dbg_value(i64 6, !85, !DIExpression(), !87)
  %91 = getelementptr inbounds [10 x [9 x i32]], ptr @g_5, i64 0, i64 %71, i64 6, !dbg !148
  %92 = load i32, ptr %91, align 4, !dbg !148, !tbaa !122
  %93 = sext i32 %92 to i64, !dbg !148
  tail call fastcc void @transparent_crc(i64 noundef %93, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !154
    #dbg_value(i64 7, !85, !DIExpression(), !87)
  %94 = getelementptr inbounds [10 x [9 x i32]], ptr @g_5, i64 0, i64 %71, i64 7, !dbg !148
  %95 = load i32, ptr %94, align 4, !dbg !148, !tbaa !122
  %96 = sext i32 %95 to i64, !dbg !148
  tail call fastcc void @transparent_crc(i64 noundef %96, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !154
    #dbg_value(i64 8, !85, !DIExpression(), !87)
  %97 = getelementptr inbounds [10 x [9 x i32]], ptr @g_5, i64 0, i64 %71, i64 8, !dbg !148
  %98 = load i32, ptr %97, align 4, !dbg !148, !tbaa !122
  %99 = sext i32 %98 to i64, !dbg !148
  tail call fastcc void @transparent_crc(i64 noundef %99, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !154
  br label %143, !dbg !155

100:                                              ; preds = %70
  %101 = trunc nuw nsw i64 %71 to i32, !dbg !156
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %101, i32 noundef 0), !dbg !156
    #dbg_value(i64 1, !85, !DIExpression(), !87)
  %103 = getelementptr inbounds [10 x [9 x i32]], ptr @g_5, i64 0, i64 %71, i64 1, !dbg !148
  %104 = load i32, ptr %103, align 4, !dbg !148, !tbaa !122
  %105 = sext i32 %104 to i64, !dbg !148
  tail call fastcc void @transparent_crc(i64 noundef %105, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !154
  %106 = trunc nuw nsw i64 %71 to i32, !dbg !156
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %106, i32 noundef 1), !dbg !156
    #dbg_value(i64 2, !85, !DIExpression(), !87)
  %108 = getelementptr inbounds [10 x [9 x i32]], ptr @g_5, i64 0, i64 %71, i64 2, !dbg !148
  %109 = load i32, ptr %108, align 4, !dbg !148, !tbaa !122
  %110 = sext i32 %109 to i64, !dbg !148
  tail call fastcc void @transparent_crc(i64 noundef %110, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !154
  %111 = trunc nuw nsw i64 %71 to i32, !dbg !156
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %111, i32 noundef 2), !dbg !156
    #dbg_value(i64 3, !85, !DIExpression(), !87)
  %113 = getelementptr inbounds [10 x [9 x i32]], ptr @g_5, i64 0, i64 %71, i64 3, !dbg !148
  %114 = load i32, ptr %113, align 4, !dbg !148, !tbaa !122
  %115 = sext i32 %114 to i64, !dbg !148
  tail call fastcc void @transparent_crc(i64 noundef %115, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !154
  %116 = trunc nuw nsw i64 %71 to i32, !dbg !156
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %116, i32 noundef 3), !dbg !156
    #dbg_value(i64 4, !85, !DIExpression(), !87)
  %118 = getelementptr inbounds [10 x [9 x i32]], ptr @g_5, i64 0, i64 %71, i64 4, !dbg !148
  %119 = load i32, ptr %118, align 4, !dbg !148, !tbaa !122
  %120 = sext i32 %119 to i64, !dbg !148
  tail call fastcc void @transparent_crc(i64 noundef %120, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !154
  %121 = trunc nuw nsw i64 %71 to i32, !dbg !156
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %121, i32 noundef 4), !dbg !156
    #dbg_value(i64 5, !85, !DIExpression(), !87)
  %123 = getelementptr inbounds [10 x [9 x i32]], ptr @g_5, i64 0, i64 %71, i64 5, !dbg !148
  %124 = load i32, ptr %123, align 4, !dbg !148, !tbaa !122
  %125 = sext i32 %124 to i64, !dbg !148
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !154
  %126 = trunc nuw nsw i64 %71 to i32, !dbg !156
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %126, i32 noundef 5), !dbg !156
    #dbg_value(i64 6, !85, !DIExpression(), !87)
  %128 = getelementptr inbounds [10 x [9 x i32]], ptr @g_5, i64 0, i64 %71, i64 6, !dbg !148
  %129 = load i32, ptr %128, align 4, !dbg !148, !tbaa !122
  %130 = sext i32 %129 to i64, !dbg !148
  tail call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !154
  %131 = trunc nuw nsw i64 %71 to i32, !dbg !156
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %131, i32 noundef 6), !dbg !156
    #dbg_value(i64 7, !85, !DIExpression(), !87)
  %133 = getelementptr inbounds [10 x [9 x i32]], ptr @g_5, i64 0, i64 %71, i64 7, !dbg !148
  %134 = load i32, ptr %133, align 4, !dbg !148, !tbaa !122
  %135 = sext i32 %134 to i64, !dbg !148
  tail call fastcc void @transparent_crc(i64 noundef %135, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !154
  %136 = trunc nuw nsw i64 %71 to i32, !dbg !156
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %136, i32 noundef 7), !dbg !156
    #dbg_value(i64 8, !85, !DIExpression(), !87)
  %138 = getelementptr inbounds [10 x [9 x i32]], ptr @g_5, i64 0, i64 %71, i64 8, !dbg !148
  %139 = load i32, ptr %138, align 4, !dbg !148, !tbaa !122
  %140 = sext i32 %139 to i64, !dbg !148
  tail call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.2, i32 noundef %19), !dbg !154
  %141 = trunc nuw nsw i64 %71 to i32, !dbg !156
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %141, i32 noundef 8), !dbg !156
  br label %143, !dbg !156

143:                                              ; preds = %75, %100
    #dbg_value(i64 9, !85, !DIExpression(), !87)
  %144 = add nuw nsw i64 %71, 1, !dbg !158
    #dbg_value(i64 %144, !84, !DIExpression(), !87)
  %145 = icmp eq i64 %144, 10, !dbg !159
  br i1 %145, label %146, label %70, !dbg !146, !llvm.loop !160

146:                                              ; preds = %143
  %147 = load volatile i32, ptr @g_6, align 4, !dbg !162, !tbaa !122
  %148 = sext i32 %147 to i64, !dbg !162
  tail call fastcc void @transparent_crc(i64 noundef %148, ptr noundef nonnull @.str.4, i32 noundef %19), !dbg !163
  %149 = load i32, ptr @g_7, align 4, !dbg !164, !tbaa !122
  %150 = zext i32 %149 to i64, !dbg !164
  tail call fastcc void @transparent_crc(i64 noundef %150, ptr noundef nonnull @.str.5, i32 noundef %19), !dbg !165
  %151 = load i32, ptr @crc32_context, align 4, !dbg !166, !tbaa !122
  %152 = xor i32 %151, -1, !dbg !167
    #dbg_value(i32 %152, !168, !DIExpression(), !174)
    #dbg_value(i32 %19, !173, !DIExpression(), !174)
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %152), !dbg !176
  ret i32 0, !dbg !177
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !178 {
    #dbg_value(i64 %0, !182, !DIExpression(), !185)
    #dbg_value(ptr %1, !183, !DIExpression(), !185)
    #dbg_value(i32 %2, !184, !DIExpression(), !185)
    #dbg_value(i64 %0, !186, !DIExpression(), !191)
    #dbg_value(i64 %0, !193, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !201)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !203, !tbaa !122
  %5 = lshr i32 %4, 8, !dbg !204
  %6 = zext i32 %4 to i64, !dbg !205
  %7 = xor i64 %6, %0, !dbg !205
  %8 = and i64 %7, 255, !dbg !206
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !206
  %10 = load i32, ptr %9, align 4, !dbg !206, !tbaa !122
  %11 = xor i32 %5, %10, !dbg !207
  %12 = lshr i64 %0, 8, !dbg !208
    #dbg_value(i64 %12, !193, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !209)
  %13 = lshr i32 %11, 8, !dbg !211
  %14 = zext i32 %11 to i64, !dbg !212
  %15 = xor i64 %12, %14, !dbg !212
  %16 = and i64 %15, 255, !dbg !213
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !213
  %18 = load i32, ptr %17, align 4, !dbg !213, !tbaa !122
  %19 = xor i32 %13, %18, !dbg !214
  %20 = lshr i64 %0, 16, !dbg !215
    #dbg_value(i64 %20, !193, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !216)
  %21 = lshr i32 %19, 8, !dbg !218
  %22 = zext i32 %19 to i64, !dbg !219
  %23 = xor i64 %20, %22, !dbg !219
  %24 = and i64 %23, 255, !dbg !220
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !220
  %26 = load i32, ptr %25, align 4, !dbg !220, !tbaa !122
  %27 = xor i32 %21, %26, !dbg !221
  %28 = lshr i64 %0, 24, !dbg !222
    #dbg_value(i64 %28, !193, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !223)
  %29 = lshr i32 %27, 8, !dbg !225
  %30 = zext i32 %27 to i64, !dbg !226
  %31 = xor i64 %28, %30, !dbg !226
  %32 = and i64 %31, 255, !dbg !227
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !227
  %34 = load i32, ptr %33, align 4, !dbg !227, !tbaa !122
  %35 = xor i32 %29, %34, !dbg !228
  %36 = lshr i64 %0, 32, !dbg !229
    #dbg_value(i64 %36, !193, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !230)
  %37 = lshr i32 %35, 8, !dbg !232
  %38 = zext i32 %35 to i64, !dbg !233
  %39 = xor i64 %36, %38, !dbg !233
  %40 = and i64 %39, 255, !dbg !234
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !234
  %42 = load i32, ptr %41, align 4, !dbg !234, !tbaa !122
  %43 = xor i32 %37, %42, !dbg !235
  %44 = lshr i64 %0, 40, !dbg !236
    #dbg_value(i64 %44, !193, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !237)
  %45 = lshr i32 %43, 8, !dbg !239
  %46 = zext i32 %43 to i64, !dbg !240
  %47 = xor i64 %44, %46, !dbg !240
  %48 = and i64 %47, 255, !dbg !241
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !241
  %50 = load i32, ptr %49, align 4, !dbg !241, !tbaa !122
  %51 = xor i32 %45, %50, !dbg !242
  %52 = lshr i64 %0, 48, !dbg !243
    #dbg_value(i64 %52, !193, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !244)
  %53 = lshr i32 %51, 8, !dbg !246
  %54 = zext i32 %51 to i64, !dbg !247
  %55 = xor i64 %52, %54, !dbg !247
  %56 = and i64 %55, 255, !dbg !248
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !248
  %58 = load i32, ptr %57, align 4, !dbg !248, !tbaa !122
  %59 = xor i32 %53, %58, !dbg !249
  %60 = lshr i64 %0, 56, !dbg !250
    #dbg_value(i64 %60, !193, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !251)
  %61 = lshr i32 %59, 8, !dbg !253
  %62 = and i32 %59, 255, !dbg !254
  %63 = zext nneg i32 %62 to i64, !dbg !254
  %64 = xor i64 %60, %63, !dbg !254
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !254
  %66 = load i32, ptr %65, align 4, !dbg !254, !tbaa !122
  %67 = xor i32 %61, %66, !dbg !255
  store i32 %67, ptr @crc32_context, align 4, !dbg !256, !tbaa !122
  %68 = icmp eq i32 %2, 0, !dbg !257
  br i1 %68, label %73, label %69, !dbg !259

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !260
  %71 = zext i32 %70 to i64, !dbg !260
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %1, i64 noundef %71), !dbg !262
  br label %73, !dbg !263

73:                                               ; preds = %69, %3
  ret void, !dbg !264
}

; Function Attrs: nofree nounwind
declare !dbg !265 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!68, !69, !70, !71, !72, !73, !74}
!llvm.ident = !{!75}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_1009.c", directory: ".", checksumkind: CSK_MD5, checksum: "3bbc5d71c678e4bd13899002b1bcb7cf")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_5", scope: !9, file: !2, line: 20, type: !65, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !0, !16, !21, !26, !28, !30, !41, !46, !7, !52, !55, !57, !63}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 2)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 10)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 18)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !3, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !3, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !32, line: 47, type: !33, isLocal: true, isDefinition: true)
!32 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 8192, elements: !39)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !35, line: 26, baseType: !36)
!35 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !37, line: 42, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!38 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!39 = !{!40}
!40 = !DISubrange(count: 256)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !32, line: 114, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 36)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression(DW_OP_constu, 18446744073709551606, DW_OP_stack_value))
!47 = distinct !DIGlobalVariable(name: "g_3", scope: !9, file: !2, line: 19, type: !48, isLocal: true, isDefinition: true)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !49, line: 26, baseType: !50)
!49 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !37, line: 41, baseType: !51)
!51 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "g_6", scope: !9, file: !2, line: 21, type: !54, isLocal: true, isDefinition: true)
!54 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !48)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "g_7", scope: !9, file: !2, line: 22, type: !34, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !59, line: 56, type: !60, isLocal: true, isDefinition: true)
!59 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 15)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !32, line: 48, type: !34, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 2880, elements: !66)
!66 = !{!20, !67}
!67 = !DISubrange(count: 9)
!68 = !{i32 7, !"Dwarf Version", i32 5}
!69 = !{i32 2, !"Debug Info Version", i32 3}
!70 = !{i32 1, !"wchar_size", i32 4}
!71 = !{i32 8, !"PIC Level", i32 2}
!72 = !{i32 7, !"PIE Level", i32 2}
!73 = !{i32 7, !"uwtable", i32 2}
!74 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!75 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!76 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 50, type: !77, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !81)
!77 = !DISubroutineType(types: !78)
!78 = !{!51, !51, !79}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!81 = !{!82, !83, !84, !85, !86}
!82 = !DILocalVariable(name: "argc", arg: 1, scope: !76, file: !2, line: 50, type: !51)
!83 = !DILocalVariable(name: "argv", arg: 2, scope: !76, file: !2, line: 50, type: !79)
!84 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 52, type: !51)
!85 = !DILocalVariable(name: "j", scope: !76, file: !2, line: 52, type: !51)
!86 = !DILocalVariable(name: "print_hash_value", scope: !76, file: !2, line: 53, type: !51)
!87 = !DILocation(line: 0, scope: !76)
!88 = !DILocation(line: 54, column: 14, scope: !89)
!89 = distinct !DILexicalBlock(scope: !76, file: !2, line: 54, column: 9)
!90 = !DILocation(line: 54, column: 19, scope: !89)
!91 = !DILocation(line: 54, column: 29, scope: !89)
!92 = !{!93, !93, i64 0}
!93 = !{!"any pointer", !94, i64 0}
!94 = !{!"omnipotent char", !95, i64 0}
!95 = !{!"Simple C/C++ TBAA"}
!96 = !DILocation(line: 54, column: 43, scope: !89)
!97 = !DILocation(line: 54, column: 9, scope: !76)
!98 = !DILocalVariable(name: "poly", scope: !99, file: !32, line: 54, type: !106)
!99 = distinct !DISubprogram(name: "crc32_gentab", scope: !32, file: !32, line: 51, type: !100, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !102)
!100 = !DISubroutineType(types: !101)
!101 = !{null}
!102 = !{!103, !98, !104, !105}
!103 = !DILocalVariable(name: "crc", scope: !99, file: !32, line: 53, type: !34)
!104 = !DILocalVariable(name: "i", scope: !99, file: !32, line: 55, type: !51)
!105 = !DILocalVariable(name: "j", scope: !99, file: !32, line: 55, type: !51)
!106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!107 = !DILocation(line: 0, scope: !99, inlinedAt: !108)
!108 = distinct !DILocation(line: 56, column: 5, scope: !76)
!109 = !DILocation(line: 57, column: 2, scope: !110, inlinedAt: !108)
!110 = distinct !DILexicalBlock(scope: !99, file: !32, line: 57, column: 2)
!111 = !DILocation(line: 57, column: 24, scope: !112, inlinedAt: !108)
!112 = distinct !DILexicalBlock(scope: !110, file: !32, line: 57, column: 2)
!113 = !DILocation(line: 60, column: 12, scope: !114, inlinedAt: !108)
!114 = distinct !DILexicalBlock(scope: !115, file: !32, line: 60, column: 8)
!115 = distinct !DILexicalBlock(scope: !116, file: !32, line: 59, column: 27)
!116 = distinct !DILexicalBlock(scope: !117, file: !32, line: 59, column: 3)
!117 = distinct !DILexicalBlock(scope: !118, file: !32, line: 59, column: 3)
!118 = distinct !DILexicalBlock(scope: !112, file: !32, line: 57, column: 28)
!119 = !DILocation(line: 60, column: 8, scope: !115, inlinedAt: !108)
!120 = !DILocation(line: 66, column: 3, scope: !118, inlinedAt: !108)
!121 = !DILocation(line: 66, column: 16, scope: !118, inlinedAt: !108)
!122 = !{!123, !123, i64 0}
!123 = !{!"int", !94, i64 0}
!124 = distinct !{!124, !109, !125, !126, !127, !128}
!125 = !DILocation(line: 67, column: 2, scope: !110, inlinedAt: !108)
!126 = !{!"llvm.loop.mustprogress"}
!127 = !{!"llvm.loop.isvectorized", i32 1}
!128 = !{!"llvm.loop.unroll.runtime.disable"}
!129 = !DILocalVariable(name: "l_4", scope: !130, file: !2, line: 38, type: !140)
!130 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 35, type: !131, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !136)
!131 = !DISubroutineType(types: !132)
!132 = !{!133}
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !35, line: 27, baseType: !134)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !37, line: 45, baseType: !135)
!135 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!136 = !{!137, !129, !139}
!137 = !DILocalVariable(name: "l_2", scope: !130, file: !2, line: 37, type: !138)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!139 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 39, type: !51)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !138, size: 256, elements: !5)
!141 = distinct !DIAssignID()
!142 = !DILocation(line: 0, scope: !130, inlinedAt: !143)
!143 = distinct !DILocation(line: 57, column: 5, scope: !76)
!144 = !DILocation(line: 42, column: 5, scope: !130, inlinedAt: !143)
!145 = !DILocation(line: 58, column: 5, scope: !76)
!146 = !DILocation(line: 59, column: 5, scope: !147)
!147 = distinct !DILexicalBlock(scope: !76, file: !2, line: 59, column: 5)
!148 = !DILocation(line: 63, column: 29, scope: !149)
!149 = distinct !DILexicalBlock(scope: !150, file: !2, line: 62, column: 9)
!150 = distinct !DILexicalBlock(scope: !151, file: !2, line: 61, column: 9)
!151 = distinct !DILexicalBlock(scope: !152, file: !2, line: 61, column: 9)
!152 = distinct !DILexicalBlock(scope: !153, file: !2, line: 60, column: 5)
!153 = distinct !DILexicalBlock(scope: !147, file: !2, line: 59, column: 5)
!154 = !DILocation(line: 63, column: 13, scope: !149)
!155 = !DILocation(line: 64, column: 17, scope: !149)
!156 = !DILocation(line: 64, column: 35, scope: !157)
!157 = distinct !DILexicalBlock(scope: !149, file: !2, line: 64, column: 17)
!158 = !DILocation(line: 59, column: 26, scope: !153)
!159 = !DILocation(line: 59, column: 19, scope: !153)
!160 = distinct !{!160, !146, !161, !126}
!161 = !DILocation(line: 67, column: 5, scope: !147)
!162 = !DILocation(line: 68, column: 21, scope: !76)
!163 = !DILocation(line: 68, column: 5, scope: !76)
!164 = !DILocation(line: 69, column: 21, scope: !76)
!165 = !DILocation(line: 69, column: 5, scope: !76)
!166 = !DILocation(line: 70, column: 23, scope: !76)
!167 = !DILocation(line: 70, column: 37, scope: !76)
!168 = !DILocalVariable(name: "crc", arg: 1, scope: !169, file: !59, line: 49, type: !34)
!169 = distinct !DISubprogram(name: "platform_main_end", scope: !59, file: !59, line: 49, type: !170, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !172)
!170 = !DISubroutineType(types: !171)
!171 = !{null, !34, !51}
!172 = !{!168, !173}
!173 = !DILocalVariable(name: "flag", arg: 2, scope: !169, file: !59, line: 49, type: !51)
!174 = !DILocation(line: 0, scope: !169, inlinedAt: !175)
!175 = distinct !DILocation(line: 70, column: 5, scope: !76)
!176 = !DILocation(line: 56, column: 2, scope: !169, inlinedAt: !175)
!177 = !DILocation(line: 71, column: 5, scope: !76)
!178 = distinct !DISubprogram(name: "transparent_crc", scope: !32, file: !32, line: 110, type: !179, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !181)
!179 = !DISubroutineType(types: !180)
!180 = !{null, !133, !80, !51}
!181 = !{!182, !183, !184}
!182 = !DILocalVariable(name: "val", arg: 1, scope: !178, file: !32, line: 110, type: !133)
!183 = !DILocalVariable(name: "vname", arg: 2, scope: !178, file: !32, line: 110, type: !80)
!184 = !DILocalVariable(name: "flag", arg: 3, scope: !178, file: !32, line: 110, type: !51)
!185 = !DILocation(line: 0, scope: !178)
!186 = !DILocalVariable(name: "val", arg: 1, scope: !187, file: !32, line: 97, type: !133)
!187 = distinct !DISubprogram(name: "crc32_8bytes", scope: !32, file: !32, line: 97, type: !188, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !190)
!188 = !DISubroutineType(types: !189)
!189 = !{null, !133}
!190 = !{!186}
!191 = !DILocation(line: 0, scope: !187, inlinedAt: !192)
!192 = distinct !DILocation(line: 112, column: 2, scope: !178)
!193 = !DILocalVariable(name: "b", arg: 1, scope: !194, file: !32, line: 71, type: !197)
!194 = distinct !DISubprogram(name: "crc32_byte", scope: !32, file: !32, line: 71, type: !195, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !200)
!195 = !DISubroutineType(types: !196)
!196 = !{null, !197}
!197 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !35, line: 24, baseType: !198)
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !37, line: 38, baseType: !199)
!199 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!200 = !{!193}
!201 = !DILocation(line: 0, scope: !194, inlinedAt: !202)
!202 = distinct !DILocation(line: 99, column: 2, scope: !187, inlinedAt: !192)
!203 = !DILocation(line: 73, column: 5, scope: !194, inlinedAt: !202)
!204 = !DILocation(line: 73, column: 19, scope: !194, inlinedAt: !202)
!205 = !DILocation(line: 74, column: 33, scope: !194, inlinedAt: !202)
!206 = !DILocation(line: 74, column: 3, scope: !194, inlinedAt: !202)
!207 = !DILocation(line: 73, column: 39, scope: !194, inlinedAt: !202)
!208 = !DILocation(line: 100, column: 18, scope: !187, inlinedAt: !192)
!209 = !DILocation(line: 0, scope: !194, inlinedAt: !210)
!210 = distinct !DILocation(line: 100, column: 2, scope: !187, inlinedAt: !192)
!211 = !DILocation(line: 73, column: 19, scope: !194, inlinedAt: !210)
!212 = !DILocation(line: 74, column: 33, scope: !194, inlinedAt: !210)
!213 = !DILocation(line: 74, column: 3, scope: !194, inlinedAt: !210)
!214 = !DILocation(line: 73, column: 39, scope: !194, inlinedAt: !210)
!215 = !DILocation(line: 101, column: 18, scope: !187, inlinedAt: !192)
!216 = !DILocation(line: 0, scope: !194, inlinedAt: !217)
!217 = distinct !DILocation(line: 101, column: 2, scope: !187, inlinedAt: !192)
!218 = !DILocation(line: 73, column: 19, scope: !194, inlinedAt: !217)
!219 = !DILocation(line: 74, column: 33, scope: !194, inlinedAt: !217)
!220 = !DILocation(line: 74, column: 3, scope: !194, inlinedAt: !217)
!221 = !DILocation(line: 73, column: 39, scope: !194, inlinedAt: !217)
!222 = !DILocation(line: 102, column: 18, scope: !187, inlinedAt: !192)
!223 = !DILocation(line: 0, scope: !194, inlinedAt: !224)
!224 = distinct !DILocation(line: 102, column: 2, scope: !187, inlinedAt: !192)
!225 = !DILocation(line: 73, column: 19, scope: !194, inlinedAt: !224)
!226 = !DILocation(line: 74, column: 33, scope: !194, inlinedAt: !224)
!227 = !DILocation(line: 74, column: 3, scope: !194, inlinedAt: !224)
!228 = !DILocation(line: 73, column: 39, scope: !194, inlinedAt: !224)
!229 = !DILocation(line: 103, column: 18, scope: !187, inlinedAt: !192)
!230 = !DILocation(line: 0, scope: !194, inlinedAt: !231)
!231 = distinct !DILocation(line: 103, column: 2, scope: !187, inlinedAt: !192)
!232 = !DILocation(line: 73, column: 19, scope: !194, inlinedAt: !231)
!233 = !DILocation(line: 74, column: 33, scope: !194, inlinedAt: !231)
!234 = !DILocation(line: 74, column: 3, scope: !194, inlinedAt: !231)
!235 = !DILocation(line: 73, column: 39, scope: !194, inlinedAt: !231)
!236 = !DILocation(line: 104, column: 18, scope: !187, inlinedAt: !192)
!237 = !DILocation(line: 0, scope: !194, inlinedAt: !238)
!238 = distinct !DILocation(line: 104, column: 2, scope: !187, inlinedAt: !192)
!239 = !DILocation(line: 73, column: 19, scope: !194, inlinedAt: !238)
!240 = !DILocation(line: 74, column: 33, scope: !194, inlinedAt: !238)
!241 = !DILocation(line: 74, column: 3, scope: !194, inlinedAt: !238)
!242 = !DILocation(line: 73, column: 39, scope: !194, inlinedAt: !238)
!243 = !DILocation(line: 105, column: 18, scope: !187, inlinedAt: !192)
!244 = !DILocation(line: 0, scope: !194, inlinedAt: !245)
!245 = distinct !DILocation(line: 105, column: 2, scope: !187, inlinedAt: !192)
!246 = !DILocation(line: 73, column: 19, scope: !194, inlinedAt: !245)
!247 = !DILocation(line: 74, column: 33, scope: !194, inlinedAt: !245)
!248 = !DILocation(line: 74, column: 3, scope: !194, inlinedAt: !245)
!249 = !DILocation(line: 73, column: 39, scope: !194, inlinedAt: !245)
!250 = !DILocation(line: 106, column: 18, scope: !187, inlinedAt: !192)
!251 = !DILocation(line: 0, scope: !194, inlinedAt: !252)
!252 = distinct !DILocation(line: 106, column: 2, scope: !187, inlinedAt: !192)
!253 = !DILocation(line: 73, column: 19, scope: !194, inlinedAt: !252)
!254 = !DILocation(line: 74, column: 3, scope: !194, inlinedAt: !252)
!255 = !DILocation(line: 73, column: 39, scope: !194, inlinedAt: !252)
!256 = !DILocation(line: 72, column: 16, scope: !194, inlinedAt: !252)
!257 = !DILocation(line: 113, column: 6, scope: !258)
!258 = distinct !DILexicalBlock(scope: !178, file: !32, line: 113, column: 6)
!259 = !DILocation(line: 113, column: 6, scope: !178)
!260 = !DILocation(line: 114, column: 73, scope: !261)
!261 = distinct !DILexicalBlock(scope: !258, file: !32, line: 113, column: 12)
!262 = !DILocation(line: 114, column: 5, scope: !261)
!263 = !DILocation(line: 115, column: 2, scope: !261)
!264 = !DILocation(line: 116, column: 1, scope: !178)
!265 = !DISubprogram(name: "printf", scope: !266, file: !266, line: 356, type: !267, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!266 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!267 = !DISubroutineType(types: !268)
!268 = !{!51, !269, null}
!269 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !270)
!270 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !271, size: 64)
!271 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
