; ModuleID = 'game_of_life.c'
source_filename = "game_of_life.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@ga = internal global [20 x [24 x i8]] zeroinitializer, align 16, !dbg !0
@gb = internal global [20 x [24 x i8]] zeroinitializer, align 16, !dbg !62
@.str.5 = private unnamed_addr constant [22 x i8] c"gen 0 pop %d hash %u\0A\00", align 1, !dbg !52
@.str.6 = private unnamed_addr constant [23 x i8] c"gen %d pop %d hash %u\0A\00", align 1, !dbg !57

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !19 {
    #dbg_value(ptr @ga, !75, !DIExpression(), !90)
    #dbg_value(i32 1, !81, !DIExpression(), !90)
    #dbg_value(i32 1, !82, !DIExpression(), !90)
    #dbg_value(ptr poison, !83, !DIExpression(), !90)
    #dbg_value(i32 3, !84, !DIExpression(), !90)
    #dbg_value(i64 0, !85, !DIExpression(), !92)
    #dbg_value(i64 0, !87, !DIExpression(), !93)
    #dbg_value(i64 1, !87, !DIExpression(), !93)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(480) @ga, i8 0, i64 480, i1 false), !dbg !94
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 26), align 2, !dbg !94, !tbaa !96
    #dbg_value(i64 2, !87, !DIExpression(), !93)
    #dbg_value(i64 1, !85, !DIExpression(), !92)
    #dbg_value(i64 0, !87, !DIExpression(), !93)
  store i8 0, ptr getelementptr inbounds (i8, ptr @ga, i64 49), align 1, !dbg !94, !tbaa !96
    #dbg_value(i64 1, !87, !DIExpression(), !93)
    #dbg_value(i64 2, !87, !DIExpression(), !93)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 51), align 1, !dbg !94, !tbaa !96
    #dbg_value(i64 2, !85, !DIExpression(), !92)
    #dbg_value(i64 0, !87, !DIExpression(), !93)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 73), align 1, !dbg !94, !tbaa !96
    #dbg_value(i64 1, !87, !DIExpression(), !93)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 74), align 2, !dbg !94, !tbaa !96
    #dbg_value(i64 2, !87, !DIExpression(), !93)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 75), align 1, !dbg !94, !tbaa !96
    #dbg_value(i64 3, !87, !DIExpression(), !93)
    #dbg_value(i64 3, !85, !DIExpression(), !92)
    #dbg_value(i64 0, !85, !DIExpression(), !99)
    #dbg_value(i64 0, !87, !DIExpression(), !101)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 260), align 4, !dbg !102, !tbaa !96
    #dbg_value(i64 1, !87, !DIExpression(), !101)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 261), align 1, !dbg !102, !tbaa !96
    #dbg_value(i64 2, !87, !DIExpression(), !101)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 262), align 2, !dbg !102, !tbaa !96
    #dbg_value(i64 3, !87, !DIExpression(), !101)
    #dbg_value(i64 1, !85, !DIExpression(), !99)
    #dbg_value(i64 0, !85, !DIExpression(), !103)
    #dbg_value(i64 0, !87, !DIExpression(), !105)
    #dbg_value(i64 1, !87, !DIExpression(), !105)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 369), align 1, !dbg !106, !tbaa !96
    #dbg_value(i64 2, !87, !DIExpression(), !105)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 370), align 2, !dbg !106, !tbaa !96
    #dbg_value(i64 1, !85, !DIExpression(), !103)
    #dbg_value(i64 0, !87, !DIExpression(), !105)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 392), align 8, !dbg !106, !tbaa !96
    #dbg_value(i64 1, !87, !DIExpression(), !105)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 393), align 1, !dbg !106, !tbaa !96
    #dbg_value(i64 2, !87, !DIExpression(), !105)
    #dbg_value(i64 2, !85, !DIExpression(), !103)
    #dbg_value(i64 0, !87, !DIExpression(), !105)
  store i8 0, ptr getelementptr inbounds (i8, ptr @ga, i64 416), align 16, !dbg !106, !tbaa !96
    #dbg_value(i64 1, !87, !DIExpression(), !105)
  store i8 1, ptr getelementptr inbounds (i8, ptr @ga, i64 417), align 1, !dbg !106, !tbaa !96
    #dbg_value(i64 2, !87, !DIExpression(), !105)
    #dbg_value(i64 3, !87, !DIExpression(), !105)
    #dbg_value(i64 3, !85, !DIExpression(), !103)
    #dbg_value(ptr @ga, !24, !DIExpression(), !107)
    #dbg_value(ptr @gb, !29, !DIExpression(), !107)
  %1 = tail call fastcc i32 @population(ptr noundef nonnull @ga), !dbg !108
  %2 = tail call fastcc i32 @hash(ptr noundef nonnull @ga), !dbg !109
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %1, i32 noundef %2), !dbg !110
  tail call fastcc void @show(ptr noundef nonnull @ga, i32 noundef 6), !dbg !111
    #dbg_value(i32 1, !30, !DIExpression(), !112)
  br label %4, !dbg !113

4:                                                ; preds = %0, %85
  %5 = phi ptr [ @ga, %0 ], [ %7, %85 ]
  %6 = phi i32 [ 1, %0 ], [ %86, %85 ]
  %7 = phi ptr [ @gb, %0 ], [ %5, %85 ]
    #dbg_value(ptr %5, !24, !DIExpression(), !107)
    #dbg_value(i32 %6, !30, !DIExpression(), !112)
    #dbg_value(ptr %7, !29, !DIExpression(), !107)
  br label %9, !dbg !114

8:                                                ; preds = %85
  tail call fastcc void @show(ptr noundef nonnull @ga, i32 noundef 20), !dbg !135
  ret i32 0, !dbg !136

9:                                                ; preds = %4, %21
  %10 = phi i64 [ %22, %21 ], [ 0, %4 ]
    #dbg_value(i64 %10, !122, !DIExpression(), !137)
    #dbg_value(i32 0, !123, !DIExpression(), !138)
  %11 = trunc i64 %10 to i32
  %12 = add i32 %11, 19
  %13 = urem i32 %12, 20
  %14 = zext nneg i32 %13 to i64
  %15 = add i32 %11, 20
  %16 = urem i32 %15, 20
  %17 = zext nneg i32 %16 to i64
  %18 = add i32 %11, 21
  %19 = urem i32 %18, 20
  %20 = zext nneg i32 %19 to i64
  br label %24, !dbg !139

21:                                               ; preds = %72
  %22 = add nuw nsw i64 %10, 1, !dbg !140
    #dbg_value(i64 %22, !122, !DIExpression(), !137)
  %23 = icmp eq i64 %22, 20, !dbg !141
  br i1 %23, label %78, label %9, !dbg !114, !llvm.loop !142

24:                                               ; preds = %72, %9
  %25 = phi i64 [ 0, %9 ], [ %76, %72 ]
    #dbg_value(i64 %25, !123, !DIExpression(), !138)
    #dbg_value(i32 -1, !129, !DIExpression(), !145)
    #dbg_value(i32 -1, !131, !DIExpression(), !146)
    #dbg_value(i32 0, !126, !DIExpression(), !147)
  %26 = trunc i64 %25 to i32, !dbg !148
  %27 = add i32 %26, 23, !dbg !148
  %28 = urem i32 %27, 24, !dbg !148
  %29 = zext nneg i32 %28 to i64, !dbg !151
  %30 = getelementptr inbounds [24 x i8], ptr %5, i64 %14, i64 %29, !dbg !151
  %31 = load i8, ptr %30, align 1, !dbg !151, !tbaa !96
  %32 = zext i8 %31 to i32, !dbg !151
    #dbg_value(i32 %32, !126, !DIExpression(), !147)
    #dbg_value(i32 0, !131, !DIExpression(), !146)
  %33 = add i32 %26, 24, !dbg !148
  %34 = urem i32 %33, 24, !dbg !148
  %35 = zext nneg i32 %34 to i64, !dbg !151
  %36 = getelementptr inbounds [24 x i8], ptr %5, i64 %14, i64 %35, !dbg !151
  %37 = load i8, ptr %36, align 1, !dbg !151, !tbaa !96
  %38 = zext i8 %37 to i32, !dbg !151
  %39 = add nuw nsw i32 %38, %32, !dbg !152
    #dbg_value(i32 %39, !126, !DIExpression(), !147)
    #dbg_value(i32 1, !131, !DIExpression(), !146)
  %40 = add i32 %26, 25, !dbg !148
  %41 = urem i32 %40, 24, !dbg !148
  %42 = zext nneg i32 %41 to i64, !dbg !151
  %43 = getelementptr inbounds [24 x i8], ptr %5, i64 %14, i64 %42, !dbg !151
  %44 = load i8, ptr %43, align 1, !dbg !151, !tbaa !96
  %45 = zext i8 %44 to i32, !dbg !151
  %46 = add nuw nsw i32 %39, %45, !dbg !152
    #dbg_value(i32 %46, !126, !DIExpression(), !147)
    #dbg_value(i32 0, !129, !DIExpression(), !145)
    #dbg_value(i32 -1, !131, !DIExpression(), !146)
  %47 = getelementptr inbounds [24 x i8], ptr %5, i64 %17, i64 %29, !dbg !151
  %48 = load i8, ptr %47, align 1, !dbg !151, !tbaa !96
  %49 = zext i8 %48 to i32, !dbg !151
  %50 = add nuw nsw i32 %46, %49, !dbg !152
    #dbg_value(i32 %50, !126, !DIExpression(), !147)
    #dbg_value(i32 1, !131, !DIExpression(), !146)
  %51 = getelementptr inbounds [24 x i8], ptr %5, i64 %17, i64 %42, !dbg !151
  %52 = load i8, ptr %51, align 1, !dbg !151, !tbaa !96
  %53 = zext i8 %52 to i32, !dbg !151
  %54 = add nuw nsw i32 %50, %53, !dbg !152
    #dbg_value(i32 %54, !126, !DIExpression(), !147)
    #dbg_value(i32 1, !129, !DIExpression(), !145)
    #dbg_value(i32 -1, !131, !DIExpression(), !146)
  %55 = getelementptr inbounds [24 x i8], ptr %5, i64 %20, i64 %29, !dbg !151
  %56 = load i8, ptr %55, align 1, !dbg !151, !tbaa !96
  %57 = zext i8 %56 to i32, !dbg !151
  %58 = add nuw nsw i32 %54, %57, !dbg !152
    #dbg_value(i32 %58, !126, !DIExpression(), !147)
    #dbg_value(i32 0, !131, !DIExpression(), !146)
  %59 = getelementptr inbounds [24 x i8], ptr %5, i64 %20, i64 %35, !dbg !151
  %60 = load i8, ptr %59, align 1, !dbg !151, !tbaa !96
  %61 = zext i8 %60 to i32, !dbg !151
  %62 = add nuw nsw i32 %58, %61, !dbg !152
    #dbg_value(i32 1, !131, !DIExpression(), !146)
    #dbg_value(!DIArgList(i32 poison, i8 poison), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !147)
  %63 = getelementptr inbounds [24 x i8], ptr %5, i64 %20, i64 %42, !dbg !151
  %64 = load i8, ptr %63, align 1, !dbg !151, !tbaa !96
    #dbg_value(!DIArgList(i32 %62, i8 %64), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !147)
  %65 = zext i8 %64 to i32, !dbg !151
    #dbg_value(!DIArgList(i32 %62, i32 %65), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !147)
  %66 = add nuw nsw i32 %62, %65, !dbg !152
    #dbg_value(i32 %66, !126, !DIExpression(), !147)
    #dbg_value(i32 2, !131, !DIExpression(), !146)
    #dbg_value(i32 2, !129, !DIExpression(), !145)
  switch i32 %66, label %71 [
    i32 3, label %72
    i32 2, label %67
  ], !dbg !153

67:                                               ; preds = %24
  %68 = getelementptr inbounds [24 x i8], ptr %5, i64 %10, i64 %25, !dbg !154
  %69 = load i8, ptr %68, align 1, !dbg !154, !tbaa !96
  %70 = icmp ne i8 %69, 0, !dbg !155
  br label %72

71:                                               ; preds = %24
  br label %72, !dbg !156

72:                                               ; preds = %71, %67, %24
  %73 = phi i1 [ true, %24 ], [ %70, %67 ], [ false, %71 ]
  %74 = zext i1 %73 to i8, !dbg !156
  %75 = getelementptr inbounds [24 x i8], ptr %7, i64 %10, i64 %25, !dbg !157
  store i8 %74, ptr %75, align 1, !dbg !158, !tbaa !96
  %76 = add nuw nsw i64 %25, 1, !dbg !159
    #dbg_value(i64 %76, !123, !DIExpression(), !138)
  %77 = icmp eq i64 %76, 24, !dbg !160
  br i1 %77, label %21, label %24, !dbg !139, !llvm.loop !161

78:                                               ; preds = %21
    #dbg_value(ptr %5, !32, !DIExpression(), !163)
    #dbg_value(ptr %7, !24, !DIExpression(), !107)
    #dbg_value(ptr %5, !29, !DIExpression(), !107)
  %79 = urem i32 %6, 10, !dbg !164
  %80 = icmp eq i32 %79, 0, !dbg !166
  br i1 %80, label %81, label %85, !dbg !167

81:                                               ; preds = %78
  %82 = tail call fastcc i32 @population(ptr noundef nonnull %7), !dbg !168
  %83 = tail call fastcc i32 @hash(ptr noundef nonnull %7), !dbg !169
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %6, i32 noundef %82, i32 noundef %83), !dbg !170
  br label %85, !dbg !170

85:                                               ; preds = %81, %78
  %86 = add nuw nsw i32 %6, 1, !dbg !171
    #dbg_value(ptr %7, !24, !DIExpression(), !107)
    #dbg_value(i32 %86, !30, !DIExpression(), !112)
    #dbg_value(ptr %5, !29, !DIExpression(), !107)
  %87 = icmp eq i32 %86, 41, !dbg !172
  br i1 %87, label %8, label %4, !dbg !113, !llvm.loop !173
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare !dbg !175 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @population(ptr nocapture noundef readonly %0) unnamed_addr #4 !dbg !180 {
    #dbg_value(ptr %0, !184, !DIExpression(), !191)
    #dbg_value(i32 0, !185, !DIExpression(), !191)
    #dbg_value(i32 0, !186, !DIExpression(), !192)
  br label %2, !dbg !193

2:                                                ; preds = %1, %2
  %3 = phi i64 [ 0, %1 ], [ %15, %2 ]
  %4 = phi i32 [ 0, %1 ], [ %14, %2 ]
    #dbg_value(i64 %3, !186, !DIExpression(), !192)
    #dbg_value(i32 %4, !185, !DIExpression(), !191)
    #dbg_value(i32 0, !188, !DIExpression(), !194)
    #dbg_value(i32 %4, !185, !DIExpression(), !191)
    #dbg_value(i64 0, !188, !DIExpression(), !194)
    #dbg_value(i32 %4, !185, !DIExpression(), !191)
  %5 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 0, !dbg !195
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 1, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 2, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 3, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 4, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 5, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 6, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 7, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 8, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 9, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 10, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 11, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 12, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 13, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 14, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 15, !188, !DIExpression(), !194)
  %6 = load <16 x i8>, ptr %5, align 1, !dbg !195, !tbaa !96
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 16, !188, !DIExpression(), !194)
  %7 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 16, !dbg !195
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 17, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 18, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 19, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 20, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 21, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 22, !188, !DIExpression(), !194)
    #dbg_value(i32 poison, !185, !DIExpression(), !191)
    #dbg_value(i64 23, !188, !DIExpression(), !194)
  %8 = load <8 x i8>, ptr %7, align 1, !dbg !195, !tbaa !96
  %9 = zext <16 x i8> %6 to <16 x i32>, !dbg !197
  %10 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %9), !dbg !197
  %11 = zext <8 x i8> %8 to <8 x i32>, !dbg !197
  %12 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %11), !dbg !197
  %13 = add i32 %10, %12, !dbg !197
  %14 = add i32 %13, %4, !dbg !197
    #dbg_value(i32 %14, !185, !DIExpression(), !191)
    #dbg_value(i64 24, !188, !DIExpression(), !194)
  %15 = add nuw nsw i64 %3, 1, !dbg !198
    #dbg_value(i64 %15, !186, !DIExpression(), !192)
  %16 = icmp eq i64 %15, 20, !dbg !199
  br i1 %16, label %17, label %2, !dbg !193, !llvm.loop !200

17:                                               ; preds = %2
  ret i32 %14, !dbg !202
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @hash(ptr nocapture noundef readonly %0) unnamed_addr #4 !dbg !203 {
    #dbg_value(ptr %0, !208, !DIExpression(), !215)
    #dbg_value(i32 -2128831035, !209, !DIExpression(), !215)
    #dbg_value(i32 0, !210, !DIExpression(), !216)
  br label %2, !dbg !217

2:                                                ; preds = %1, %2
  %3 = phi i64 [ 0, %1 ], [ %125, %2 ]
  %4 = phi i32 [ -2128831035, %1 ], [ %124, %2 ]
    #dbg_value(i64 %3, !210, !DIExpression(), !216)
    #dbg_value(i32 %4, !209, !DIExpression(), !215)
    #dbg_value(i32 0, !212, !DIExpression(), !218)
    #dbg_value(i32 %4, !209, !DIExpression(), !215)
    #dbg_value(i64 0, !212, !DIExpression(), !218)
    #dbg_value(i32 %4, !209, !DIExpression(), !215)
  %5 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 0, !dbg !219
  %6 = load i8, ptr %5, align 1, !dbg !219, !tbaa !96
  %7 = zext i8 %6 to i32, !dbg !219
  %8 = xor i32 %4, %7, !dbg !221
  %9 = mul i32 %8, 16777619, !dbg !222
    #dbg_value(i32 %9, !209, !DIExpression(), !215)
    #dbg_value(i64 1, !212, !DIExpression(), !218)
  %10 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 1, !dbg !219
  %11 = load i8, ptr %10, align 1, !dbg !219, !tbaa !96
  %12 = zext i8 %11 to i32, !dbg !219
  %13 = xor i32 %9, %12, !dbg !221
  %14 = mul i32 %13, 16777619, !dbg !222
    #dbg_value(i32 %14, !209, !DIExpression(), !215)
    #dbg_value(i64 2, !212, !DIExpression(), !218)
  %15 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 2, !dbg !219
  %16 = load i8, ptr %15, align 1, !dbg !219, !tbaa !96
  %17 = zext i8 %16 to i32, !dbg !219
  %18 = xor i32 %14, %17, !dbg !221
  %19 = mul i32 %18, 16777619, !dbg !222
    #dbg_value(i32 %19, !209, !DIExpression(), !215)
    #dbg_value(i64 3, !212, !DIExpression(), !218)
  %20 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 3, !dbg !219
  %21 = load i8, ptr %20, align 1, !dbg !219, !tbaa !96
  %22 = zext i8 %21 to i32, !dbg !219
  %23 = xor i32 %19, %22, !dbg !221
  %24 = mul i32 %23, 16777619, !dbg !222
    #dbg_value(i32 %24, !209, !DIExpression(), !215)
    #dbg_value(i64 4, !212, !DIExpression(), !218)
  %25 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 4, !dbg !219
  %26 = load i8, ptr %25, align 1, !dbg !219, !tbaa !96
  %27 = zext i8 %26 to i32, !dbg !219
  %28 = xor i32 %24, %27, !dbg !221
  %29 = mul i32 %28, 16777619, !dbg !222
    #dbg_value(i32 %29, !209, !DIExpression(), !215)
    #dbg_value(i64 5, !212, !DIExpression(), !218)
  %30 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 5, !dbg !219
  %31 = load i8, ptr %30, align 1, !dbg !219, !tbaa !96
  %32 = zext i8 %31 to i32, !dbg !219
  %33 = xor i32 %29, %32, !dbg !221
  %34 = mul i32 %33, 16777619, !dbg !222
    #dbg_value(i32 %34, !209, !DIExpression(), !215)
    #dbg_value(i64 6, !212, !DIExpression(), !218)
  %35 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 6, !dbg !219
  %36 = load i8, ptr %35, align 1, !dbg !219, !tbaa !96
  %37 = zext i8 %36 to i32, !dbg !219
  %38 = xor i32 %34, %37, !dbg !221
  %39 = mul i32 %38, 16777619, !dbg !222
    #dbg_value(i32 %39, !209, !DIExpression(), !215)
    #dbg_value(i64 7, !212, !DIExpression(), !218)
  %40 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 7, !dbg !219
  %41 = load i8, ptr %40, align 1, !dbg !219, !tbaa !96
  %42 = zext i8 %41 to i32, !dbg !219
  %43 = xor i32 %39, %42, !dbg !221
  %44 = mul i32 %43, 16777619, !dbg !222
    #dbg_value(i32 %44, !209, !DIExpression(), !215)
    #dbg_value(i64 8, !212, !DIExpression(), !218)
  %45 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 8, !dbg !219
  %46 = load i8, ptr %45, align 1, !dbg !219, !tbaa !96
  %47 = zext i8 %46 to i32, !dbg !219
  %48 = xor i32 %44, %47, !dbg !221
  %49 = mul i32 %48, 16777619, !dbg !222
    #dbg_value(i32 %49, !209, !DIExpression(), !215)
    #dbg_value(i64 9, !212, !DIExpression(), !218)
  %50 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 9, !dbg !219
  %51 = load i8, ptr %50, align 1, !dbg !219, !tbaa !96
  %52 = zext i8 %51 to i32, !dbg !219
  %53 = xor i32 %49, %52, !dbg !221
  %54 = mul i32 %53, 16777619, !dbg !222
    #dbg_value(i32 %54, !209, !DIExpression(), !215)
    #dbg_value(i64 10, !212, !DIExpression(), !218)
  %55 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 10, !dbg !219
  %56 = load i8, ptr %55, align 1, !dbg !219, !tbaa !96
  %57 = zext i8 %56 to i32, !dbg !219
  %58 = xor i32 %54, %57, !dbg !221
  %59 = mul i32 %58, 16777619, !dbg !222
    #dbg_value(i32 %59, !209, !DIExpression(), !215)
    #dbg_value(i64 11, !212, !DIExpression(), !218)
  %60 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 11, !dbg !219
  %61 = load i8, ptr %60, align 1, !dbg !219, !tbaa !96
  %62 = zext i8 %61 to i32, !dbg !219
  %63 = xor i32 %59, %62, !dbg !221
  %64 = mul i32 %63, 16777619, !dbg !222
    #dbg_value(i32 %64, !209, !DIExpression(), !215)
    #dbg_value(i64 12, !212, !DIExpression(), !218)
  %65 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 12, !dbg !219
  %66 = load i8, ptr %65, align 1, !dbg !219, !tbaa !96
  %67 = zext i8 %66 to i32, !dbg !219
  %68 = xor i32 %64, %67, !dbg !221
  %69 = mul i32 %68, 16777619, !dbg !222
    #dbg_value(i32 %69, !209, !DIExpression(), !215)
    #dbg_value(i64 13, !212, !DIExpression(), !218)
  %70 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 13, !dbg !219
  %71 = load i8, ptr %70, align 1, !dbg !219, !tbaa !96
  %72 = zext i8 %71 to i32, !dbg !219
  %73 = xor i32 %69, %72, !dbg !221
  %74 = mul i32 %73, 16777619, !dbg !222
    #dbg_value(i32 %74, !209, !DIExpression(), !215)
    #dbg_value(i64 14, !212, !DIExpression(), !218)
  %75 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 14, !dbg !219
  %76 = load i8, ptr %75, align 1, !dbg !219, !tbaa !96
  %77 = zext i8 %76 to i32, !dbg !219
  %78 = xor i32 %74, %77, !dbg !221
  %79 = mul i32 %78, 16777619, !dbg !222
    #dbg_value(i32 %79, !209, !DIExpression(), !215)
    #dbg_value(i64 15, !212, !DIExpression(), !218)
  %80 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 15, !dbg !219
  %81 = load i8, ptr %80, align 1, !dbg !219, !tbaa !96
  %82 = zext i8 %81 to i32, !dbg !219
  %83 = xor i32 %79, %82, !dbg !221
  %84 = mul i32 %83, 16777619, !dbg !222
    #dbg_value(i32 %84, !209, !DIExpression(), !215)
    #dbg_value(i64 16, !212, !DIExpression(), !218)
  %85 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 16, !dbg !219
  %86 = load i8, ptr %85, align 1, !dbg !219, !tbaa !96
  %87 = zext i8 %86 to i32, !dbg !219
  %88 = xor i32 %84, %87, !dbg !221
  %89 = mul i32 %88, 16777619, !dbg !222
    #dbg_value(i32 %89, !209, !DIExpression(), !215)
    #dbg_value(i64 17, !212, !DIExpression(), !218)
  %90 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 17, !dbg !219
  %91 = load i8, ptr %90, align 1, !dbg !219, !tbaa !96
  %92 = zext i8 %91 to i32, !dbg !219
  %93 = xor i32 %89, %92, !dbg !221
  %94 = mul i32 %93, 16777619, !dbg !222
    #dbg_value(i32 %94, !209, !DIExpression(), !215)
    #dbg_value(i64 18, !212, !DIExpression(), !218)
  %95 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 18, !dbg !219
  %96 = load i8, ptr %95, align 1, !dbg !219, !tbaa !96
  %97 = zext i8 %96 to i32, !dbg !219
  %98 = xor i32 %94, %97, !dbg !221
  %99 = mul i32 %98, 16777619, !dbg !222
    #dbg_value(i32 %99, !209, !DIExpression(), !215)
    #dbg_value(i64 19, !212, !DIExpression(), !218)
  %100 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 19, !dbg !219
  %101 = load i8, ptr %100, align 1, !dbg !219, !tbaa !96
  %102 = zext i8 %101 to i32, !dbg !219
  %103 = xor i32 %99, %102, !dbg !221
  %104 = mul i32 %103, 16777619, !dbg !222
    #dbg_value(i32 %104, !209, !DIExpression(), !215)
    #dbg_value(i64 20, !212, !DIExpression(), !218)
  %105 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 20, !dbg !219
  %106 = load i8, ptr %105, align 1, !dbg !219, !tbaa !96
  %107 = zext i8 %106 to i32, !dbg !219
  %108 = xor i32 %104, %107, !dbg !221
  %109 = mul i32 %108, 16777619, !dbg !222
    #dbg_value(i32 %109, !209, !DIExpression(), !215)
    #dbg_value(i64 21, !212, !DIExpression(), !218)
  %110 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 21, !dbg !219
  %111 = load i8, ptr %110, align 1, !dbg !219, !tbaa !96
  %112 = zext i8 %111 to i32, !dbg !219
  %113 = xor i32 %109, %112, !dbg !221
  %114 = mul i32 %113, 16777619, !dbg !222
    #dbg_value(i32 %114, !209, !DIExpression(), !215)
    #dbg_value(i64 22, !212, !DIExpression(), !218)
  %115 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 22, !dbg !219
  %116 = load i8, ptr %115, align 1, !dbg !219, !tbaa !96
  %117 = zext i8 %116 to i32, !dbg !219
  %118 = xor i32 %114, %117, !dbg !221
  %119 = mul i32 %118, 16777619, !dbg !222
    #dbg_value(i32 %119, !209, !DIExpression(), !215)
    #dbg_value(i64 23, !212, !DIExpression(), !218)
  %120 = getelementptr inbounds [24 x i8], ptr %0, i64 %3, i64 23, !dbg !219
  %121 = load i8, ptr %120, align 1, !dbg !219, !tbaa !96
  %122 = zext i8 %121 to i32, !dbg !219
  %123 = xor i32 %119, %122, !dbg !221
  %124 = mul i32 %123, 16777619, !dbg !222
    #dbg_value(i32 %124, !209, !DIExpression(), !215)
    #dbg_value(i64 24, !212, !DIExpression(), !218)
  %125 = add nuw nsw i64 %3, 1, !dbg !223
    #dbg_value(i64 %125, !210, !DIExpression(), !216)
  %126 = icmp eq i64 %125, 20, !dbg !224
  br i1 %126, label %127, label %2, !dbg !217, !llvm.loop !225

127:                                              ; preds = %2
  ret i32 %124, !dbg !227
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @show(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #0 !dbg !228 {
  %3 = alloca [25 x i8], align 16, !DIAssignID !244
    #dbg_assign(i1 undef, !236, !DIExpression(), !244, ptr %3, !DIExpression(), !245)
    #dbg_value(ptr %0, !232, !DIExpression(), !246)
    #dbg_value(i32 %1, !233, !DIExpression(), !246)
    #dbg_value(i32 0, !234, !DIExpression(), !247)
  %4 = icmp sgt i32 %1, 0, !dbg !248
  br i1 %4, label %5, label %9, !dbg !249

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %3, i64 24
  %7 = zext nneg i32 %1 to i64, !dbg !248
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  br label %10, !dbg !249

9:                                                ; preds = %10, %2
  ret void, !dbg !250

10:                                               ; preds = %5, %10
  %11 = phi i64 [ 0, %5 ], [ %21, %10 ]
    #dbg_value(i64 %11, !234, !DIExpression(), !247)
  call void @llvm.lifetime.start.p0(i64 25, ptr nonnull %3) #6, !dbg !251
    #dbg_value(i64 0, !242, !DIExpression(), !252)
  %12 = getelementptr inbounds [24 x i8], ptr %0, i64 %11, i64 0, !dbg !253
    #dbg_value(i64 1, !242, !DIExpression(), !252)
    #dbg_value(i64 2, !242, !DIExpression(), !252)
    #dbg_value(i64 3, !242, !DIExpression(), !252)
    #dbg_value(i64 4, !242, !DIExpression(), !252)
    #dbg_value(i64 5, !242, !DIExpression(), !252)
    #dbg_value(i64 6, !242, !DIExpression(), !252)
    #dbg_value(i64 7, !242, !DIExpression(), !252)
    #dbg_value(i64 8, !242, !DIExpression(), !252)
    #dbg_value(i64 9, !242, !DIExpression(), !252)
    #dbg_value(i64 10, !242, !DIExpression(), !252)
    #dbg_value(i64 11, !242, !DIExpression(), !252)
    #dbg_value(i64 12, !242, !DIExpression(), !252)
    #dbg_value(i64 13, !242, !DIExpression(), !252)
    #dbg_value(i64 14, !242, !DIExpression(), !252)
    #dbg_value(i64 15, !242, !DIExpression(), !252)
  %13 = load <16 x i8>, ptr %12, align 1, !dbg !253, !tbaa !96
  %14 = icmp eq <16 x i8> %13, zeroinitializer, !dbg !253
  %15 = select <16 x i1> %14, <16 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <16 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !253
  store <16 x i8> %15, ptr %3, align 16, !dbg !255, !tbaa !96
    #dbg_value(i64 16, !242, !DIExpression(), !252)
  %16 = getelementptr inbounds [24 x i8], ptr %0, i64 %11, i64 16, !dbg !253
    #dbg_value(i64 17, !242, !DIExpression(), !252)
    #dbg_value(i64 18, !242, !DIExpression(), !252)
    #dbg_value(i64 19, !242, !DIExpression(), !252)
    #dbg_value(i64 20, !242, !DIExpression(), !252)
    #dbg_value(i64 21, !242, !DIExpression(), !252)
    #dbg_value(i64 22, !242, !DIExpression(), !252)
    #dbg_value(i64 23, !242, !DIExpression(), !252)
  %17 = load <8 x i8>, ptr %16, align 1, !dbg !253, !tbaa !96
  %18 = icmp eq <8 x i8> %17, zeroinitializer, !dbg !253
  %19 = select <8 x i1> %18, <8 x i8> <i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46, i8 46>, <8 x i8> <i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35, i8 35>, !dbg !253
  store <8 x i8> %19, ptr %8, align 16, !dbg !255, !tbaa !96
    #dbg_value(i64 24, !242, !DIExpression(), !252)
  store i8 0, ptr %6, align 8, !dbg !256, !tbaa !96, !DIAssignID !257
    #dbg_assign(i8 0, !236, !DIExpression(DW_OP_LLVM_fragment, 192, 8), !257, ptr %6, !DIExpression(), !245)
  %20 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %3), !dbg !258
  call void @llvm.lifetime.end.p0(i64 25, ptr nonnull %3) #6, !dbg !259
  %21 = add nuw nsw i64 %11, 1, !dbg !260
    #dbg_value(i64 %21, !234, !DIExpression(), !247)
  %22 = icmp eq i64 %21, %7, !dbg !248
  br i1 %22, label %9, label %10, !dbg !249, !llvm.loop !261
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare !dbg !263 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!67, !68, !69, !70, !71, !72, !73}
!llvm.ident = !{!74}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ga", scope: !2, file: !3, line: 9, type: !64, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "game_of_life.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "227dc0f6eb47f841c3543fc0bf7c7525")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!7, !13, !15, !17, !41, !46, !48, !50, !52, !57, !0, !62}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 56, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 32, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 4)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 56, type: !9, isLocal: true, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 56, type: !9, isLocal: true, isDefinition: true)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "glider", scope: !19, file: !3, line: 56, type: !35, isLocal: true, isDefinition: true)
!19 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 55, type: !20, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !23)
!20 = !DISubroutineType(types: !21)
!21 = !{!22}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!24, !29, !30, !32}
!24 = !DILocalVariable(name: "cur", scope: !19, file: !3, line: 63, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 192, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 24)
!29 = !DILocalVariable(name: "nxt", scope: !19, file: !3, line: 63, type: !25)
!30 = !DILocalVariable(name: "gen", scope: !31, file: !3, line: 66, type: !22)
!31 = distinct !DILexicalBlock(scope: !19, file: !3, line: 66, column: 5)
!32 = !DILocalVariable(name: "t", scope: !33, file: !3, line: 68, type: !25)
!33 = distinct !DILexicalBlock(scope: !34, file: !3, line: 66, column: 41)
!34 = distinct !DILexicalBlock(scope: !31, file: !3, line: 66, column: 5)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 192, elements: !39)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!39 = !{!40}
!40 = !DISubrange(count: 3)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "blinker", scope: !19, file: !3, line: 57, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 64, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 1)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !9, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !9, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "rpent", scope: !19, file: !3, line: 58, type: !35, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 176, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 22)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 184, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 23)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "gb", scope: !2, file: !3, line: 9, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 3840, elements: !65)
!65 = !{!66, !28}
!66 = !DISubrange(count: 20)
!67 = !{i32 7, !"Dwarf Version", i32 5}
!68 = !{i32 2, !"Debug Info Version", i32 3}
!69 = !{i32 1, !"wchar_size", i32 4}
!70 = !{i32 8, !"PIC Level", i32 2}
!71 = !{i32 7, !"PIE Level", i32 2}
!72 = !{i32 7, !"uwtable", i32 2}
!73 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!74 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!75 = !DILocalVariable(name: "g", arg: 1, scope: !76, file: !3, line: 49, type: !25)
!76 = distinct !DISubprogram(name: "put", scope: !3, file: !3, line: 49, type: !77, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !80)
!77 = !DISubroutineType(types: !78)
!78 = !{null, !25, !22, !22, !79, !22}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!80 = !{!75, !81, !82, !83, !84, !85, !87}
!81 = !DILocalVariable(name: "y0", arg: 2, scope: !76, file: !3, line: 49, type: !22)
!82 = !DILocalVariable(name: "x0", arg: 3, scope: !76, file: !3, line: 49, type: !22)
!83 = !DILocalVariable(name: "pat", arg: 4, scope: !76, file: !3, line: 49, type: !79)
!84 = !DILocalVariable(name: "rows", arg: 5, scope: !76, file: !3, line: 49, type: !22)
!85 = !DILocalVariable(name: "y", scope: !86, file: !3, line: 50, type: !22)
!86 = distinct !DILexicalBlock(scope: !76, file: !3, line: 50, column: 5)
!87 = !DILocalVariable(name: "x", scope: !88, file: !3, line: 51, type: !22)
!88 = distinct !DILexicalBlock(scope: !89, file: !3, line: 51, column: 9)
!89 = distinct !DILexicalBlock(scope: !86, file: !3, line: 50, column: 5)
!90 = !DILocation(line: 0, scope: !76, inlinedAt: !91)
!91 = distinct !DILocation(line: 60, column: 5, scope: !19)
!92 = !DILocation(line: 0, scope: !86, inlinedAt: !91)
!93 = !DILocation(line: 0, scope: !88, inlinedAt: !91)
!94 = !DILocation(line: 52, column: 31, scope: !95, inlinedAt: !91)
!95 = distinct !DILexicalBlock(scope: !88, file: !3, line: 51, column: 9)
!96 = !{!97, !97, i64 0}
!97 = !{!"omnipotent char", !98, i64 0}
!98 = !{!"Simple C/C++ TBAA"}
!99 = !DILocation(line: 0, scope: !86, inlinedAt: !100)
!100 = distinct !DILocation(line: 61, column: 5, scope: !19)
!101 = !DILocation(line: 0, scope: !88, inlinedAt: !100)
!102 = !DILocation(line: 52, column: 31, scope: !95, inlinedAt: !100)
!103 = !DILocation(line: 0, scope: !86, inlinedAt: !104)
!104 = distinct !DILocation(line: 62, column: 5, scope: !19)
!105 = !DILocation(line: 0, scope: !88, inlinedAt: !104)
!106 = !DILocation(line: 52, column: 31, scope: !95, inlinedAt: !104)
!107 = !DILocation(line: 0, scope: !19)
!108 = !DILocation(line: 64, column: 38, scope: !19)
!109 = !DILocation(line: 64, column: 55, scope: !19)
!110 = !DILocation(line: 64, column: 5, scope: !19)
!111 = !DILocation(line: 65, column: 5, scope: !19)
!112 = !DILocation(line: 0, scope: !31)
!113 = !DILocation(line: 66, column: 5, scope: !31)
!114 = !DILocation(line: 12, column: 5, scope: !115, inlinedAt: !134)
!115 = distinct !DILexicalBlock(scope: !116, file: !3, line: 12, column: 5)
!116 = distinct !DISubprogram(name: "step", scope: !3, file: !3, line: 11, type: !117, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !119)
!117 = !DISubroutineType(types: !118)
!118 = !{null, !25, !25}
!119 = !{!120, !121, !122, !123, !126, !129, !131}
!120 = !DILocalVariable(name: "src", arg: 1, scope: !116, file: !3, line: 11, type: !25)
!121 = !DILocalVariable(name: "dst", arg: 2, scope: !116, file: !3, line: 11, type: !25)
!122 = !DILocalVariable(name: "y", scope: !115, file: !3, line: 12, type: !22)
!123 = !DILocalVariable(name: "x", scope: !124, file: !3, line: 13, type: !22)
!124 = distinct !DILexicalBlock(scope: !125, file: !3, line: 13, column: 9)
!125 = distinct !DILexicalBlock(scope: !115, file: !3, line: 12, column: 5)
!126 = !DILocalVariable(name: "n", scope: !127, file: !3, line: 14, type: !22)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 13, column: 37)
!128 = distinct !DILexicalBlock(scope: !124, file: !3, line: 13, column: 9)
!129 = !DILocalVariable(name: "dy", scope: !130, file: !3, line: 15, type: !22)
!130 = distinct !DILexicalBlock(scope: !127, file: !3, line: 15, column: 13)
!131 = !DILocalVariable(name: "dx", scope: !132, file: !3, line: 16, type: !22)
!132 = distinct !DILexicalBlock(scope: !133, file: !3, line: 16, column: 17)
!133 = distinct !DILexicalBlock(scope: !130, file: !3, line: 15, column: 13)
!134 = distinct !DILocation(line: 67, column: 9, scope: !33)
!135 = !DILocation(line: 74, column: 5, scope: !19)
!136 = !DILocation(line: 75, column: 5, scope: !19)
!137 = !DILocation(line: 0, scope: !115, inlinedAt: !134)
!138 = !DILocation(line: 0, scope: !124, inlinedAt: !134)
!139 = !DILocation(line: 13, column: 9, scope: !124, inlinedAt: !134)
!140 = !DILocation(line: 12, column: 29, scope: !125, inlinedAt: !134)
!141 = !DILocation(line: 12, column: 23, scope: !125, inlinedAt: !134)
!142 = distinct !{!142, !114, !143, !144}
!143 = !DILocation(line: 20, column: 9, scope: !115, inlinedAt: !134)
!144 = !{!"llvm.loop.mustprogress"}
!145 = !DILocation(line: 0, scope: !130, inlinedAt: !134)
!146 = !DILocation(line: 0, scope: !132, inlinedAt: !134)
!147 = !DILocation(line: 0, scope: !127, inlinedAt: !134)
!148 = !DILocation(line: 18, column: 65, scope: !149, inlinedAt: !134)
!149 = distinct !DILexicalBlock(scope: !150, file: !3, line: 17, column: 25)
!150 = distinct !DILexicalBlock(scope: !132, file: !3, line: 16, column: 17)
!151 = !DILocation(line: 18, column: 30, scope: !149, inlinedAt: !134)
!152 = !DILocation(line: 18, column: 27, scope: !149, inlinedAt: !134)
!153 = !DILocation(line: 19, column: 48, scope: !127, inlinedAt: !134)
!154 = !DILocation(line: 19, column: 62, scope: !127, inlinedAt: !134)
!155 = !DILocation(line: 19, column: 59, scope: !127, inlinedAt: !134)
!156 = !DILocation(line: 19, column: 25, scope: !127, inlinedAt: !134)
!157 = !DILocation(line: 19, column: 13, scope: !127, inlinedAt: !134)
!158 = !DILocation(line: 19, column: 23, scope: !127, inlinedAt: !134)
!159 = !DILocation(line: 13, column: 33, scope: !128, inlinedAt: !134)
!160 = !DILocation(line: 13, column: 27, scope: !128, inlinedAt: !134)
!161 = distinct !{!161, !139, !162, !144}
!162 = !DILocation(line: 20, column: 9, scope: !124, inlinedAt: !134)
!163 = !DILocation(line: 0, scope: !33)
!164 = !DILocation(line: 71, column: 17, scope: !165)
!165 = distinct !DILexicalBlock(scope: !33, file: !3, line: 71, column: 13)
!166 = !DILocation(line: 71, column: 22, scope: !165)
!167 = !DILocation(line: 71, column: 13, scope: !33)
!168 = !DILocation(line: 72, column: 52, scope: !165)
!169 = !DILocation(line: 72, column: 69, scope: !165)
!170 = !DILocation(line: 72, column: 13, scope: !165)
!171 = !DILocation(line: 66, column: 37, scope: !34)
!172 = !DILocation(line: 66, column: 27, scope: !34)
!173 = distinct !{!173, !113, !174, !144}
!174 = !DILocation(line: 73, column: 5, scope: !31)
!175 = !DISubprogram(name: "printf", scope: !176, file: !176, line: 356, type: !177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!176 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!177 = !DISubroutineType(types: !178)
!178 = !{!22, !179, null}
!179 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !37)
!180 = distinct !DISubprogram(name: "population", scope: !3, file: !3, line: 23, type: !181, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !183)
!181 = !DISubroutineType(types: !182)
!182 = !{!22, !25}
!183 = !{!184, !185, !186, !188}
!184 = !DILocalVariable(name: "g", arg: 1, scope: !180, file: !3, line: 23, type: !25)
!185 = !DILocalVariable(name: "p", scope: !180, file: !3, line: 24, type: !22)
!186 = !DILocalVariable(name: "y", scope: !187, file: !3, line: 25, type: !22)
!187 = distinct !DILexicalBlock(scope: !180, file: !3, line: 25, column: 5)
!188 = !DILocalVariable(name: "x", scope: !189, file: !3, line: 26, type: !22)
!189 = distinct !DILexicalBlock(scope: !190, file: !3, line: 26, column: 9)
!190 = distinct !DILexicalBlock(scope: !187, file: !3, line: 25, column: 5)
!191 = !DILocation(line: 0, scope: !180)
!192 = !DILocation(line: 0, scope: !187)
!193 = !DILocation(line: 25, column: 5, scope: !187)
!194 = !DILocation(line: 0, scope: !189)
!195 = !DILocation(line: 27, column: 18, scope: !196)
!196 = distinct !DILexicalBlock(scope: !189, file: !3, line: 26, column: 9)
!197 = !DILocation(line: 27, column: 15, scope: !196)
!198 = !DILocation(line: 25, column: 29, scope: !190)
!199 = !DILocation(line: 25, column: 23, scope: !190)
!200 = distinct !{!200, !193, !201, !144}
!201 = !DILocation(line: 27, column: 24, scope: !187)
!202 = !DILocation(line: 28, column: 5, scope: !180)
!203 = distinct !DISubprogram(name: "hash", scope: !3, file: !3, line: 31, type: !204, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !207)
!204 = !DISubroutineType(types: !205)
!205 = !{!206, !25}
!206 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!207 = !{!208, !209, !210, !212}
!208 = !DILocalVariable(name: "g", arg: 1, scope: !203, file: !3, line: 31, type: !25)
!209 = !DILocalVariable(name: "h", scope: !203, file: !3, line: 32, type: !206)
!210 = !DILocalVariable(name: "y", scope: !211, file: !3, line: 33, type: !22)
!211 = distinct !DILexicalBlock(scope: !203, file: !3, line: 33, column: 5)
!212 = !DILocalVariable(name: "x", scope: !213, file: !3, line: 34, type: !22)
!213 = distinct !DILexicalBlock(scope: !214, file: !3, line: 34, column: 9)
!214 = distinct !DILexicalBlock(scope: !211, file: !3, line: 33, column: 5)
!215 = !DILocation(line: 0, scope: !203)
!216 = !DILocation(line: 0, scope: !211)
!217 = !DILocation(line: 33, column: 5, scope: !211)
!218 = !DILocation(line: 0, scope: !213)
!219 = !DILocation(line: 35, column: 22, scope: !220)
!220 = distinct !DILexicalBlock(scope: !213, file: !3, line: 34, column: 9)
!221 = !DILocation(line: 35, column: 20, scope: !220)
!222 = !DILocation(line: 35, column: 31, scope: !220)
!223 = !DILocation(line: 33, column: 29, scope: !214)
!224 = !DILocation(line: 33, column: 23, scope: !214)
!225 = distinct !{!225, !217, !226, !144}
!226 = !DILocation(line: 35, column: 33, scope: !211)
!227 = !DILocation(line: 36, column: 5, scope: !203)
!228 = distinct !DISubprogram(name: "show", scope: !3, file: !3, line: 39, type: !229, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !231)
!229 = !DISubroutineType(types: !230)
!230 = !{null, !25, !22}
!231 = !{!232, !233, !234, !236, !242}
!232 = !DILocalVariable(name: "g", arg: 1, scope: !228, file: !3, line: 39, type: !25)
!233 = !DILocalVariable(name: "rows", arg: 2, scope: !228, file: !3, line: 39, type: !22)
!234 = !DILocalVariable(name: "y", scope: !235, file: !3, line: 40, type: !22)
!235 = distinct !DILexicalBlock(scope: !228, file: !3, line: 40, column: 5)
!236 = !DILocalVariable(name: "line", scope: !237, file: !3, line: 41, type: !239)
!237 = distinct !DILexicalBlock(scope: !238, file: !3, line: 40, column: 36)
!238 = distinct !DILexicalBlock(scope: !235, file: !3, line: 40, column: 5)
!239 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 200, elements: !240)
!240 = !{!241}
!241 = !DISubrange(count: 25)
!242 = !DILocalVariable(name: "x", scope: !243, file: !3, line: 42, type: !22)
!243 = distinct !DILexicalBlock(scope: !237, file: !3, line: 42, column: 9)
!244 = distinct !DIAssignID()
!245 = !DILocation(line: 0, scope: !237)
!246 = !DILocation(line: 0, scope: !228)
!247 = !DILocation(line: 0, scope: !235)
!248 = !DILocation(line: 40, column: 23, scope: !238)
!249 = !DILocation(line: 40, column: 5, scope: !235)
!250 = !DILocation(line: 47, column: 1, scope: !228)
!251 = !DILocation(line: 41, column: 9, scope: !237)
!252 = !DILocation(line: 0, scope: !243)
!253 = !DILocation(line: 43, column: 23, scope: !254)
!254 = distinct !DILexicalBlock(scope: !243, file: !3, line: 42, column: 9)
!255 = !DILocation(line: 43, column: 21, scope: !254)
!256 = !DILocation(line: 44, column: 17, scope: !237)
!257 = distinct !DIAssignID()
!258 = !DILocation(line: 45, column: 9, scope: !237)
!259 = !DILocation(line: 46, column: 5, scope: !238)
!260 = !DILocation(line: 40, column: 32, scope: !238)
!261 = distinct !{!261, !249, !262, !144}
!262 = !DILocation(line: 46, column: 5, scope: !235)
!263 = !DISubprogram(name: "puts", scope: !176, file: !176, line: 661, type: !264, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!264 = !DISubroutineType(types: !265)
!265 = !{!22, !37}
