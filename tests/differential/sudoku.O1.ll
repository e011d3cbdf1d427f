; ModuleID = 'sudoku.c'
source_filename = "sudoku.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [82 x i8] c"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [82 x i8] c"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [82 x i8] c"..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [82 x i8] c"11...............................................................................\00", align 1, !dbg !11
@__const.main.puzzles.rel = private unnamed_addr constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.puzzles.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.puzzles.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.puzzles.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.puzzles.rel to i64)) to i32)], align 4
@nodes = internal unnamed_addr global i64 0, align 8, !dbg !13
@.str.4 = private unnamed_addr constant [32 x i8] c"puzzle %d: inconsistent givens\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [41 x i8] c"puzzle %d: solved=%d valid=%d nodes=%ld\0A\00", align 1, !dbg !22
@rows = internal unnamed_addr global [9 x i32] zeroinitializer, align 16, !dbg !27
@cols = internal unnamed_addr global [9 x i32] zeroinitializer, align 16, !dbg !33
@boxes = internal unnamed_addr global [9 x i32] zeroinitializer, align 16, !dbg !35
@grid = internal unnamed_addr global [81 x i32] zeroinitializer, align 16, !dbg !37
@.str.6 = private unnamed_addr constant [3 x i8] c"%d\00", align 1, !dbg !43
@str = private unnamed_addr constant [12 x i8] c"---+---+---\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !69 {
    #dbg_assign(i1 undef, !73, !DIExpression(), !84, ptr poison, !DIExpression(), !85)
    #dbg_assign(i1 undef, !73, !DIExpression(), !86, ptr poison, !DIExpression(), !85)
    #dbg_value(i32 0, !79, !DIExpression(), !87)
  br label %2, !dbg !88

1:                                                ; preds = %107
  ret i32 0, !dbg !89

2:                                                ; preds = %0, %107
  %3 = phi i64 [ 0, %0 ], [ %108, %107 ]
    #dbg_value(i64 %3, !79, !DIExpression(), !87)
  store i64 0, ptr @nodes, align 8, !dbg !90, !tbaa !91
  %4 = shl i64 %3, 2, !dbg !95
  %5 = call ptr @llvm.load.relative.i64(ptr @__const.main.puzzles.rel, i64 %4), !dbg !95
    #dbg_value(ptr %5, !97, !DIExpression(), !110)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(36) @rows, i8 0, i64 36, i1 false), !dbg !112
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(36) @cols, i8 0, i64 36, i1 false), !dbg !113
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(36) @boxes, i8 0, i64 36, i1 false), !dbg !114
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(324) @grid, i8 0, i64 324, i1 false), !dbg !115
    #dbg_value(i32 0, !102, !DIExpression(), !116)
  br label %6, !dbg !117

6:                                                ; preds = %43, %2
  %7 = phi i64 [ 0, %2 ], [ %44, %43 ]
  %8 = phi i1 [ false, %2 ], [ %45, %43 ]
    #dbg_value(i64 %7, !102, !DIExpression(), !116)
  %9 = getelementptr inbounds i8, ptr %5, i64 %7, !dbg !118
  %10 = load i8, ptr %9, align 1, !dbg !118, !tbaa !119
  %11 = icmp eq i8 %10, 46, !dbg !120
  %12 = sext i8 %10 to i32, !dbg !118
  %13 = add nsw i32 %12, -48, !dbg !118
    #dbg_value(i32 poison, !104, !DIExpression(), !121)
  %14 = icmp eq i32 %13, 0, !dbg !122
  %15 = select i1 %11, i1 true, i1 %14, !dbg !122
  br i1 %15, label %43, label %16, !dbg !123

16:                                               ; preds = %6
  %17 = trunc nuw nsw i64 %7 to i32, !dbg !124
  %18 = udiv i32 %17, 9, !dbg !124
  %19 = zext nneg i32 %18 to i64, !dbg !125
  %20 = getelementptr inbounds [9 x i32], ptr @rows, i64 0, i64 %19, !dbg !125
  %21 = load i32, ptr %20, align 4, !dbg !125, !tbaa !126
  %22 = urem i32 %17, 9, !dbg !128
  %23 = zext nneg i32 %22 to i64, !dbg !129
  %24 = getelementptr inbounds [9 x i32], ptr @cols, i64 0, i64 %23, !dbg !129
  %25 = load i32, ptr %24, align 4, !dbg !129, !tbaa !126
  %26 = or i32 %25, %21, !dbg !130
    #dbg_value(i64 %7, !131, !DIExpression(), !136)
  %27 = udiv i32 %17, 27, !dbg !138
  %28 = mul nuw nsw i32 %27, 3, !dbg !139
  %29 = udiv i32 %22, 3, !dbg !140
  %30 = add nuw nsw i32 %28, %29, !dbg !141
  %31 = zext nneg i32 %30 to i64, !dbg !142
  %32 = getelementptr inbounds [9 x i32], ptr @boxes, i64 0, i64 %31, !dbg !142
  %33 = load i32, ptr %32, align 4, !dbg !142, !tbaa !126
  %34 = or i32 %26, %33, !dbg !143
    #dbg_value(i32 %34, !107, !DIExpression(), !144)
  %35 = shl nuw i32 1, %13, !dbg !145
  %36 = and i32 %34, %35, !dbg !147
  %37 = icmp eq i32 %36, 0, !dbg !147
  br i1 %37, label %38, label %47, !dbg !148

38:                                               ; preds = %16
    #dbg_value(i64 %7, !149, !DIExpression(), !156)
    #dbg_value(i32 %13, !154, !DIExpression(), !156)
    #dbg_value(i32 %35, !155, !DIExpression(), !156)
  %39 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %7, !dbg !158
  store i32 %13, ptr %39, align 4, !dbg !159, !tbaa !126
  %40 = or i32 %21, %35, !dbg !160
  store i32 %40, ptr %20, align 4, !dbg !160, !tbaa !126
  %41 = or i32 %25, %35, !dbg !161
  store i32 %41, ptr %24, align 4, !dbg !161, !tbaa !126
    #dbg_value(i64 %7, !131, !DIExpression(), !162)
  %42 = or i32 %33, %35, !dbg !164
  store i32 %42, ptr %32, align 4, !dbg !164, !tbaa !126
  br label %43

43:                                               ; preds = %38, %6
  %44 = add nuw nsw i64 %7, 1, !dbg !165
    #dbg_value(i64 %44, !102, !DIExpression(), !116)
  %45 = icmp ugt i64 %7, 79, !dbg !166
  %46 = icmp eq i64 %44, 81, !dbg !166
  br i1 %46, label %47, label %6, !dbg !117, !llvm.loop !167

47:                                               ; preds = %16, %43
  %48 = phi i1 [ %8, %16 ], [ %45, %43 ], !dbg !166
  br i1 %48, label %52, label %49, !dbg !171

49:                                               ; preds = %47
  %50 = trunc nuw nsw i64 %3 to i32, !dbg !172
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %50), !dbg !172
  br label %107, !dbg !174

52:                                               ; preds = %47
  %53 = tail call fastcc i32 @solve(), !dbg !175
    #dbg_value(i32 %53, !81, !DIExpression(), !176)
    #dbg_value(i32 0, !177, !DIExpression(), !181)
    #dbg_value(i64 0, !177, !DIExpression(), !181)
  %54 = load i32, ptr @rows, align 16, !dbg !183, !tbaa !126
  %55 = icmp eq i32 %54, 1022, !dbg !186
    #dbg_value(i64 0, !177, !DIExpression(), !181)
  %56 = load i32, ptr @cols, align 16
  %57 = icmp eq i32 %56, 1022
  %58 = select i1 %55, i1 %57, i1 false, !dbg !187
  br i1 %58, label %71, label %77, !dbg !187

59:                                               ; preds = %71
  %60 = add nuw nsw i64 %72, 1, !dbg !188
    #dbg_value(i64 %60, !177, !DIExpression(), !181)
    #dbg_value(i64 %60, !177, !DIExpression(), !181)
  %61 = icmp ugt i64 %72, 7, !dbg !189
  %62 = icmp eq i64 %60, 9, !dbg !189
  br i1 %62, label %77, label %63, !dbg !190, !llvm.loop !191

63:                                               ; preds = %59
    #dbg_value(i64 poison, !177, !DIExpression(), !181)
  %64 = getelementptr inbounds [9 x i32], ptr @rows, i64 0, i64 %60, !dbg !183
  %65 = load i32, ptr %64, align 4, !dbg !183, !tbaa !126
  %66 = icmp eq i32 %65, 1022, !dbg !186
  br i1 %66, label %67, label %77, !dbg !187, !llvm.loop !191

67:                                               ; preds = %63
    #dbg_value(i64 %60, !177, !DIExpression(), !181)
  %68 = getelementptr inbounds [9 x i32], ptr @cols, i64 0, i64 %60, !dbg !193
  %69 = load i32, ptr %68, align 4, !dbg !193, !tbaa !126
  %70 = icmp eq i32 %69, 1022, !dbg !194
  br i1 %70, label %71, label %77, !dbg !195, !llvm.loop !191

71:                                               ; preds = %52, %67
  %72 = phi i64 [ %60, %67 ], [ 0, %52 ]
  %73 = phi i1 [ %61, %67 ], [ false, %52 ]
    #dbg_value(i64 %72, !177, !DIExpression(), !181)
  %74 = getelementptr inbounds [9 x i32], ptr @boxes, i64 0, i64 %72, !dbg !196
  %75 = load i32, ptr %74, align 4, !dbg !196, !tbaa !126
  %76 = icmp eq i32 %75, 1022, !dbg !197
    #dbg_value(i64 %72, !177, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !181)
  br i1 %76, label %59, label %77, !dbg !198

77:                                               ; preds = %59, %63, %67, %71, %52
  %78 = phi i1 [ false, %52 ], [ %73, %71 ], [ %61, %67 ], [ %61, %63 ], [ %61, %59 ], !dbg !189
  %79 = zext i1 %78 to i32
  %80 = load i64, ptr @nodes, align 8, !dbg !199, !tbaa !91
  %81 = trunc nuw nsw i64 %3 to i32, !dbg !200
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %81, i32 noundef %53, i32 noundef %79, i64 noundef %80), !dbg !200
  %83 = icmp eq i32 %53, 0, !dbg !201
  br i1 %83, label %107, label %84, !dbg !203

84:                                               ; preds = %77, %104
  %85 = phi i64 [ %105, %104 ], [ 0, %77 ]
    #dbg_value(i64 %85, !204, !DIExpression(), !214)
  %86 = mul nuw nsw i64 %85, 9
    #dbg_value(i32 0, !210, !DIExpression(), !216)
  br label %90, !dbg !217

87:                                               ; preds = %99
  %88 = tail call i32 @putchar(i32 10), !dbg !218
  %89 = trunc nuw nsw i64 %85 to i32, !dbg !219
  switch i32 %89, label %104 [
    i32 5, label %102
    i32 2, label %102
  ], !dbg !219

90:                                               ; preds = %99, %84
  %91 = phi i64 [ 0, %84 ], [ %100, %99 ]
    #dbg_value(i64 %91, !210, !DIExpression(), !216)
  %92 = add nuw nsw i64 %91, %86, !dbg !221
  %93 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %92, !dbg !224
  %94 = load i32, ptr %93, align 4, !dbg !224, !tbaa !126
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %94), !dbg !225
  %96 = trunc nuw nsw i64 %91 to i32, !dbg !226
  switch i32 %96, label %99 [
    i32 5, label %97
    i32 2, label %97
  ], !dbg !226

97:                                               ; preds = %90, %90
  %98 = tail call i32 @putchar(i32 124), !dbg !228
  br label %99, !dbg !228

99:                                               ; preds = %97, %90
  %100 = add nuw nsw i64 %91, 1, !dbg !229
    #dbg_value(i64 %100, !210, !DIExpression(), !216)
  %101 = icmp eq i64 %100, 9, !dbg !230
  br i1 %101, label %87, label %90, !dbg !217, !llvm.loop !231

102:                                              ; preds = %87, %87
  %103 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !233
  br label %104, !dbg !233

104:                                              ; preds = %102, %87
  %105 = add nuw nsw i64 %85, 1, !dbg !234
    #dbg_value(i64 %105, !204, !DIExpression(), !214)
  %106 = icmp eq i64 %105, 9, !dbg !235
  br i1 %106, label %107, label %84, !dbg !236, !llvm.loop !237

107:                                              ; preds = %104, %77, %49
  %108 = add nuw nsw i64 %3, 1, !dbg !239
    #dbg_value(i64 %108, !79, !DIExpression(), !87)
  %109 = icmp eq i64 %108, 4, !dbg !240
  br i1 %109, label %1, label %2, !dbg !88, !llvm.loop !241
}

; Function Attrs: nofree nounwind
declare !dbg !243 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @solve() unnamed_addr #2 !dbg !248 {
  %1 = load i64, ptr @nodes, align 8, !dbg !262, !tbaa !91
  %2 = add nsw i64 %1, 1, !dbg !262
  store i64 %2, ptr @nodes, align 8, !dbg !262, !tbaa !91
    #dbg_value(i32 -1, !250, !DIExpression(), !263)
    #dbg_value(i32 10, !251, !DIExpression(), !263)
    #dbg_value(i32 0, !252, !DIExpression(), !263)
    #dbg_value(i32 0, !253, !DIExpression(), !264)
  br label %3, !dbg !265

3:                                                ; preds = %0, %46
  %4 = phi i64 [ 0, %0 ], [ %50, %46 ]
  %5 = phi i32 [ -1, %0 ], [ %49, %46 ]
  %6 = phi i32 [ 10, %0 ], [ %48, %46 ]
  %7 = phi i32 [ 0, %0 ], [ %47, %46 ]
    #dbg_value(i32 %5, !250, !DIExpression(), !263)
    #dbg_value(i32 %6, !251, !DIExpression(), !263)
    #dbg_value(i64 %4, !253, !DIExpression(), !264)
    #dbg_value(i32 %7, !252, !DIExpression(), !263)
  %8 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %4, !dbg !266
  %9 = load i32, ptr %8, align 4, !dbg !266, !tbaa !126
  %10 = icmp eq i32 %9, 0, !dbg !266
  br i1 %10, label %11, label %46, !dbg !268

11:                                               ; preds = %3
  %12 = trunc nuw nsw i64 %4 to i32, !dbg !269
  %13 = udiv i32 %12, 9, !dbg !269
  %14 = zext nneg i32 %13 to i64, !dbg !270
  %15 = getelementptr inbounds [9 x i32], ptr @rows, i64 0, i64 %14, !dbg !270
  %16 = load i32, ptr %15, align 4, !dbg !270, !tbaa !126
  %17 = trunc nuw nsw i64 %4 to i32, !dbg !271
  %18 = urem i32 %17, 9, !dbg !271
  %19 = zext nneg i32 %18 to i64, !dbg !272
  %20 = getelementptr inbounds [9 x i32], ptr @cols, i64 0, i64 %19, !dbg !272
  %21 = load i32, ptr %20, align 4, !dbg !272, !tbaa !126
  %22 = or i32 %21, %16, !dbg !273
    #dbg_value(i64 %4, !131, !DIExpression(), !274)
  %23 = trunc nuw nsw i64 %4 to i32, !dbg !276
  %24 = udiv i32 %23, 27, !dbg !276
  %25 = mul nuw nsw i32 %24, 3, !dbg !277
  %26 = trunc nuw nsw i64 %4 to i32, !dbg !278
  %27 = urem i32 %26, 9, !dbg !278
  %28 = udiv i32 %27, 3, !dbg !279
  %29 = add nuw nsw i32 %25, %28, !dbg !280
  %30 = zext nneg i32 %29 to i64, !dbg !281
  %31 = getelementptr inbounds [9 x i32], ptr @boxes, i64 0, i64 %30, !dbg !281
  %32 = load i32, ptr %31, align 4, !dbg !281, !tbaa !126
  %33 = or i32 %22, %32, !dbg !282
    #dbg_value(i32 %33, !255, !DIExpression(), !283)
  %34 = and i32 %33, 1022, !dbg !284
  %35 = xor i32 %34, 1022, !dbg !284
    #dbg_value(i32 %35, !258, !DIExpression(), !283)
  %36 = tail call range(i32 0, 10) i32 @llvm.ctpop.i32(i32 %35), !dbg !285
    #dbg_value(i32 %36, !259, !DIExpression(), !283)
  %37 = icmp slt i32 %36, %6, !dbg !286
  br i1 %37, label %38, label %41, !dbg !288

38:                                               ; preds = %11
    #dbg_value(i64 %4, !250, !DIExpression(), !263)
    #dbg_value(i32 %36, !251, !DIExpression(), !263)
    #dbg_value(i32 %35, !252, !DIExpression(), !263)
  %39 = icmp ugt i32 %36, 1, !dbg !289
  %40 = trunc nuw nsw i64 %4 to i32, !dbg !292
  br label %41, !dbg !292

41:                                               ; preds = %38, %11
  %42 = phi i32 [ %7, %11 ], [ %35, %38 ], !dbg !293
  %43 = phi i1 [ true, %11 ], [ %39, %38 ]
  %44 = phi i32 [ %6, %11 ], [ %36, %38 ], !dbg !294
  %45 = phi i32 [ %5, %11 ], [ %40, %38 ], !dbg !295
    #dbg_value(i32 %45, !250, !DIExpression(), !263)
    #dbg_value(i32 %44, !251, !DIExpression(), !263)
    #dbg_value(i32 %42, !252, !DIExpression(), !263)
  br i1 %43, label %46, label %52

46:                                               ; preds = %41, %3
  %47 = phi i32 [ %7, %3 ], [ %42, %41 ], !dbg !263
  %48 = phi i32 [ %6, %3 ], [ %44, %41 ], !dbg !263
  %49 = phi i32 [ %5, %3 ], [ %45, %41 ], !dbg !263
    #dbg_value(i32 %49, !250, !DIExpression(), !263)
    #dbg_value(i32 %48, !251, !DIExpression(), !263)
    #dbg_value(i32 %47, !252, !DIExpression(), !263)
  %50 = add nuw nsw i64 %4, 1, !dbg !296
    #dbg_value(i64 %50, !253, !DIExpression(), !264)
  %51 = icmp eq i64 %50, 81, !dbg !297
  br i1 %51, label %52, label %3, !dbg !265, !llvm.loop !298

52:                                               ; preds = %46, %41
  %53 = phi i32 [ %42, %41 ], [ %47, %46 ], !dbg !263
  %54 = phi i32 [ %45, %41 ], [ %49, %46 ], !dbg !263
    #dbg_value(i32 %54, !250, !DIExpression(), !263)
    #dbg_value(i32 %53, !252, !DIExpression(), !263)
  %55 = icmp slt i32 %54, 0, !dbg !300
  br i1 %55, label %109, label %56, !dbg !302

56:                                               ; preds = %52
  %57 = zext nneg i32 %54 to i64, !dbg !303
  %58 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %57, !dbg !303
    #dbg_value(i32 1, !260, !DIExpression(), !308)
  %59 = udiv i32 %54, 9
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds [9 x i32], ptr @rows, i64 0, i64 %60
  %62 = urem i32 %54, 9
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds [9 x i32], ptr @cols, i64 0, i64 %63
  %65 = udiv i32 %54, 27
  %66 = mul nuw nsw i32 %65, 3
  %67 = udiv i32 %62, 3
  %68 = add nuw nsw i32 %66, %67
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [9 x i32], ptr @boxes, i64 0, i64 %69
  %71 = zext nneg i32 %54 to i64
  %72 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %71
  %73 = udiv i32 %54, 9
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds [9 x i32], ptr @rows, i64 0, i64 %74
  %76 = urem i32 %54, 9
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds [9 x i32], ptr @cols, i64 0, i64 %77
  br label %79, !dbg !309

79:                                               ; preds = %56, %102
  %80 = phi i1 [ true, %56 ], [ %104, %102 ]
  %81 = phi i32 [ 1, %56 ], [ %103, %102 ]
    #dbg_value(i32 %81, !260, !DIExpression(), !308)
  %82 = shl nuw nsw i32 1, %81, !dbg !310
  %83 = and i32 %82, %53, !dbg !311
  %84 = icmp eq i32 %83, 0, !dbg !311
  br i1 %84, label %102, label %85, !dbg !312

85:                                               ; preds = %79
    #dbg_value(i32 %54, !149, !DIExpression(), !313)
    #dbg_value(i32 %81, !154, !DIExpression(), !313)
    #dbg_value(i32 %82, !155, !DIExpression(), !313)
  store i32 %81, ptr %58, align 4, !dbg !314, !tbaa !126
  %86 = load i32, ptr %61, align 4, !dbg !315, !tbaa !126
  %87 = or i32 %86, %82, !dbg !315
  store i32 %87, ptr %61, align 4, !dbg !315, !tbaa !126
  %88 = load i32, ptr %64, align 4, !dbg !316, !tbaa !126
  %89 = or i32 %88, %82, !dbg !316
  store i32 %89, ptr %64, align 4, !dbg !316, !tbaa !126
    #dbg_value(i32 %54, !131, !DIExpression(), !317)
  %90 = load i32, ptr %70, align 4, !dbg !319, !tbaa !126
  %91 = or i32 %90, %82, !dbg !319
  store i32 %91, ptr %70, align 4, !dbg !319, !tbaa !126
  %92 = tail call fastcc i32 @solve(), !dbg !320
  %93 = icmp eq i32 %92, 0, !dbg !320
  br i1 %93, label %94, label %106, !dbg !322

94:                                               ; preds = %85
    #dbg_value(i32 %54, !323, !DIExpression(), !328)
    #dbg_value(i32 %81, !326, !DIExpression(), !328)
    #dbg_value(i32 %82, !327, !DIExpression(), !328)
  store i32 0, ptr %72, align 4, !dbg !330, !tbaa !126
  %95 = xor i32 %82, -1, !dbg !331
  %96 = load i32, ptr %75, align 4, !dbg !332, !tbaa !126
  %97 = and i32 %96, %95, !dbg !332
  store i32 %97, ptr %75, align 4, !dbg !332, !tbaa !126
  %98 = load i32, ptr %78, align 4, !dbg !333, !tbaa !126
  %99 = and i32 %98, %95, !dbg !333
  store i32 %99, ptr %78, align 4, !dbg !333, !tbaa !126
    #dbg_value(i32 %54, !131, !DIExpression(), !334)
  %100 = load i32, ptr %70, align 4, !dbg !336, !tbaa !126
  %101 = and i32 %100, %95, !dbg !336
  store i32 %101, ptr %70, align 4, !dbg !336, !tbaa !126
  br label %102, !dbg !337

102:                                              ; preds = %79, %94
  %103 = add nuw nsw i32 %81, 1, !dbg !338
    #dbg_value(i32 %103, !260, !DIExpression(), !308)
  %104 = icmp ult i32 %81, 9, !dbg !339
  %105 = icmp eq i32 %103, 10, !dbg !339
  br i1 %105, label %106, label %79, !dbg !309, !llvm.loop !340

106:                                              ; preds = %85, %102
  %107 = phi i1 [ %80, %85 ], [ %104, %102 ], !dbg !339
  %108 = zext i1 %107 to i32
  br label %109

109:                                              ; preds = %106, %52
  %110 = phi i32 [ 1, %52 ], [ %108, %106 ], !dbg !263
  ret i32 %110, !dbg !342
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.dbg.cu = !{!15}
!llvm.module.flags = !{!61, !62, !63, !64, !65, !66, !67}
!llvm.ident = !{!68}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "sudoku.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "6df93e2fa58ed8c208c41dc95128d254")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 656, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 82)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !3, isLocal: true, isDefinition: true)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !3, isLocal: true, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "nodes", scope: !15, file: !2, line: 8, type: !60, isLocal: true, isDefinition: true)
!15 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !16, splitDebugInlining: false, nameTableKind: None)
!16 = !{!0, !7, !9, !11, !17, !22, !13, !27, !33, !35, !37, !43, !48, !53, !55}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 32)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 41)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "rows", scope: !15, file: !2, line: 7, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 288, elements: !31)
!30 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!31 = !{!32}
!32 = !DISubrange(count: 9)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "cols", scope: !15, file: !2, line: 7, type: !29, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "boxes", scope: !15, file: !2, line: 7, type: !29, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "grid", scope: !15, file: !2, line: 6, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 2592, elements: !41)
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !{!42}
!42 = !DISubrange(count: 81)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 3)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 2)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !50, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 13)
!60 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!61 = !{i32 7, !"Dwarf Version", i32 5}
!62 = !{i32 2, !"Debug Info Version", i32 3}
!63 = !{i32 1, !"wchar_size", i32 4}
!64 = !{i32 8, !"PIC Level", i32 2}
!65 = !{i32 7, !"PIE Level", i32 2}
!66 = !{i32 7, !"uwtable", i32 2}
!67 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!68 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!69 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 95, type: !70, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !72)
!70 = !DISubroutineType(types: !71)
!71 = !{!40}
!72 = !{!73, !79, !81}
!73 = !DILocalVariable(name: "puzzles", scope: !69, file: !2, line: 96, type: !74)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 256, elements: !77)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!77 = !{!78}
!78 = !DISubrange(count: 4)
!79 = !DILocalVariable(name: "p", scope: !80, file: !2, line: 102, type: !40)
!80 = distinct !DILexicalBlock(scope: !69, file: !2, line: 102, column: 5)
!81 = !DILocalVariable(name: "ok", scope: !82, file: !2, line: 108, type: !40)
!82 = distinct !DILexicalBlock(scope: !83, file: !2, line: 102, column: 33)
!83 = distinct !DILexicalBlock(scope: !80, file: !2, line: 102, column: 5)
!84 = distinct !DIAssignID()
!85 = !DILocation(line: 0, scope: !69)
!86 = distinct !DIAssignID()
!87 = !DILocation(line: 0, scope: !80)
!88 = !DILocation(line: 102, column: 5, scope: !80)
!89 = !DILocation(line: 113, column: 5, scope: !69)
!90 = !DILocation(line: 103, column: 15, scope: !82)
!91 = !{!92, !92, i64 0}
!92 = !{!"long", !93, i64 0}
!93 = !{!"omnipotent char", !94, i64 0}
!94 = !{!"Simple C/C++ TBAA"}
!95 = !DILocation(line: 104, column: 19, scope: !96)
!96 = distinct !DILexicalBlock(scope: !82, file: !2, line: 104, column: 13)
!97 = !DILocalVariable(name: "s", arg: 1, scope: !98, file: !2, line: 58, type: !75)
!98 = distinct !DISubprogram(name: "load", scope: !2, file: !2, line: 58, type: !99, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !101)
!99 = !DISubroutineType(types: !100)
!100 = !{!40, !75}
!101 = !{!97, !102, !104, !107}
!102 = !DILocalVariable(name: "i", scope: !103, file: !2, line: 63, type: !40)
!103 = distinct !DILexicalBlock(scope: !98, file: !2, line: 63, column: 5)
!104 = !DILocalVariable(name: "d", scope: !105, file: !2, line: 64, type: !40)
!105 = distinct !DILexicalBlock(scope: !106, file: !2, line: 63, column: 34)
!106 = distinct !DILexicalBlock(scope: !103, file: !2, line: 63, column: 5)
!107 = !DILocalVariable(name: "used", scope: !108, file: !2, line: 66, type: !30)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 65, column: 16)
!109 = distinct !DILexicalBlock(scope: !105, file: !2, line: 65, column: 13)
!110 = !DILocation(line: 0, scope: !98, inlinedAt: !111)
!111 = distinct !DILocation(line: 104, column: 14, scope: !96)
!112 = !DILocation(line: 59, column: 5, scope: !98, inlinedAt: !111)
!113 = !DILocation(line: 60, column: 5, scope: !98, inlinedAt: !111)
!114 = !DILocation(line: 61, column: 5, scope: !98, inlinedAt: !111)
!115 = !DILocation(line: 62, column: 5, scope: !98, inlinedAt: !111)
!116 = !DILocation(line: 0, scope: !103, inlinedAt: !111)
!117 = !DILocation(line: 63, column: 5, scope: !103, inlinedAt: !111)
!118 = !DILocation(line: 64, column: 17, scope: !105, inlinedAt: !111)
!119 = !{!93, !93, i64 0}
!120 = !DILocation(line: 64, column: 22, scope: !105, inlinedAt: !111)
!121 = !DILocation(line: 0, scope: !105, inlinedAt: !111)
!122 = !DILocation(line: 65, column: 13, scope: !109, inlinedAt: !111)
!123 = !DILocation(line: 65, column: 13, scope: !105, inlinedAt: !111)
!124 = !DILocation(line: 66, column: 36, scope: !108, inlinedAt: !111)
!125 = !DILocation(line: 66, column: 29, scope: !108, inlinedAt: !111)
!126 = !{!127, !127, i64 0}
!127 = !{!"int", !93, i64 0}
!128 = !DILocation(line: 66, column: 50, scope: !108, inlinedAt: !111)
!129 = !DILocation(line: 66, column: 43, scope: !108, inlinedAt: !111)
!130 = !DILocation(line: 66, column: 41, scope: !108, inlinedAt: !111)
!131 = !DILocalVariable(name: "i", arg: 1, scope: !132, file: !2, line: 10, type: !40)
!132 = distinct !DISubprogram(name: "box_of", scope: !2, file: !2, line: 10, type: !133, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !135)
!133 = !DISubroutineType(types: !134)
!134 = !{!40, !40}
!135 = !{!131}
!136 = !DILocation(line: 0, scope: !132, inlinedAt: !137)
!137 = distinct !DILocation(line: 66, column: 63, scope: !108, inlinedAt: !111)
!138 = !DILocation(line: 10, column: 38, scope: !132, inlinedAt: !137)
!139 = !DILocation(line: 10, column: 44, scope: !132, inlinedAt: !137)
!140 = !DILocation(line: 10, column: 58, scope: !132, inlinedAt: !137)
!141 = !DILocation(line: 10, column: 48, scope: !132, inlinedAt: !137)
!142 = !DILocation(line: 66, column: 57, scope: !108, inlinedAt: !111)
!143 = !DILocation(line: 66, column: 55, scope: !108, inlinedAt: !111)
!144 = !DILocation(line: 0, scope: !108, inlinedAt: !111)
!145 = !DILocation(line: 67, column: 28, scope: !146, inlinedAt: !111)
!146 = distinct !DILexicalBlock(scope: !108, file: !2, line: 67, column: 17)
!147 = !DILocation(line: 67, column: 22, scope: !146, inlinedAt: !111)
!148 = !DILocation(line: 67, column: 17, scope: !108, inlinedAt: !111)
!149 = !DILocalVariable(name: "i", arg: 1, scope: !150, file: !2, line: 12, type: !40)
!150 = distinct !DISubprogram(name: "place", scope: !2, file: !2, line: 12, type: !151, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{null, !40, !40}
!153 = !{!149, !154, !155}
!154 = !DILocalVariable(name: "d", arg: 2, scope: !150, file: !2, line: 12, type: !40)
!155 = !DILocalVariable(name: "bit", scope: !150, file: !2, line: 13, type: !30)
!156 = !DILocation(line: 0, scope: !150, inlinedAt: !157)
!157 = distinct !DILocation(line: 69, column: 13, scope: !108, inlinedAt: !111)
!158 = !DILocation(line: 14, column: 5, scope: !150, inlinedAt: !157)
!159 = !DILocation(line: 14, column: 13, scope: !150, inlinedAt: !157)
!160 = !DILocation(line: 15, column: 17, scope: !150, inlinedAt: !157)
!161 = !DILocation(line: 16, column: 17, scope: !150, inlinedAt: !157)
!162 = !DILocation(line: 0, scope: !132, inlinedAt: !163)
!163 = distinct !DILocation(line: 17, column: 11, scope: !150, inlinedAt: !157)
!164 = !DILocation(line: 17, column: 22, scope: !150, inlinedAt: !157)
!165 = !DILocation(line: 63, column: 30, scope: !106, inlinedAt: !111)
!166 = !DILocation(line: 63, column: 23, scope: !106, inlinedAt: !111)
!167 = distinct !{!167, !117, !168, !169, !170}
!168 = !DILocation(line: 71, column: 5, scope: !103, inlinedAt: !111)
!169 = !{!"llvm.loop.mustprogress"}
!170 = !{!"llvm.loop.unroll.disable"}
!171 = !DILocation(line: 104, column: 13, scope: !82)
!172 = !DILocation(line: 105, column: 13, scope: !173)
!173 = distinct !DILexicalBlock(scope: !96, file: !2, line: 104, column: 32)
!174 = !DILocation(line: 106, column: 13, scope: !173)
!175 = !DILocation(line: 108, column: 18, scope: !82)
!176 = !DILocation(line: 0, scope: !82)
!177 = !DILocalVariable(name: "u", scope: !178, file: !2, line: 76, type: !40)
!178 = distinct !DILexicalBlock(scope: !179, file: !2, line: 76, column: 5)
!179 = distinct !DISubprogram(name: "valid", scope: !2, file: !2, line: 75, type: !70, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !180)
!180 = !{!177}
!181 = !DILocation(line: 0, scope: !178, inlinedAt: !182)
!182 = distinct !DILocation(line: 109, column: 68, scope: !82)
!183 = !DILocation(line: 77, column: 13, scope: !184, inlinedAt: !182)
!184 = distinct !DILexicalBlock(scope: !185, file: !2, line: 77, column: 13)
!185 = distinct !DILexicalBlock(scope: !178, file: !2, line: 76, column: 5)
!186 = !DILocation(line: 77, column: 21, scope: !184, inlinedAt: !182)
!187 = !DILocation(line: 77, column: 30, scope: !184, inlinedAt: !182)
!188 = !DILocation(line: 76, column: 29, scope: !185, inlinedAt: !182)
!189 = !DILocation(line: 76, column: 23, scope: !185, inlinedAt: !182)
!190 = !DILocation(line: 76, column: 5, scope: !178, inlinedAt: !182)
!191 = distinct !{!191, !190, !192, !169, !170}
!192 = !DILocation(line: 78, column: 20, scope: !178, inlinedAt: !182)
!193 = !DILocation(line: 77, column: 33, scope: !184, inlinedAt: !182)
!194 = !DILocation(line: 77, column: 41, scope: !184, inlinedAt: !182)
!195 = !DILocation(line: 77, column: 50, scope: !184, inlinedAt: !182)
!196 = !DILocation(line: 77, column: 53, scope: !184, inlinedAt: !182)
!197 = !DILocation(line: 77, column: 62, scope: !184, inlinedAt: !182)
!198 = !DILocation(line: 77, column: 13, scope: !185, inlinedAt: !182)
!199 = !DILocation(line: 109, column: 77, scope: !82)
!200 = !DILocation(line: 109, column: 9, scope: !82)
!201 = !DILocation(line: 110, column: 13, scope: !202)
!202 = distinct !DILexicalBlock(scope: !82, file: !2, line: 110, column: 13)
!203 = !DILocation(line: 110, column: 13, scope: !82)
!204 = !DILocalVariable(name: "r", scope: !205, file: !2, line: 83, type: !40)
!205 = distinct !DILexicalBlock(scope: !206, file: !2, line: 83, column: 5)
!206 = distinct !DISubprogram(name: "print_grid", scope: !2, file: !2, line: 82, type: !207, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !209)
!207 = !DISubroutineType(types: !208)
!208 = !{null}
!209 = !{!204, !210}
!210 = !DILocalVariable(name: "c", scope: !211, file: !2, line: 84, type: !40)
!211 = distinct !DILexicalBlock(scope: !212, file: !2, line: 84, column: 9)
!212 = distinct !DILexicalBlock(scope: !213, file: !2, line: 83, column: 33)
!213 = distinct !DILexicalBlock(scope: !205, file: !2, line: 83, column: 5)
!214 = !DILocation(line: 0, scope: !205, inlinedAt: !215)
!215 = distinct !DILocation(line: 111, column: 13, scope: !202)
!216 = !DILocation(line: 0, scope: !211, inlinedAt: !215)
!217 = !DILocation(line: 84, column: 9, scope: !211, inlinedAt: !215)
!218 = !DILocation(line: 89, column: 9, scope: !212, inlinedAt: !215)
!219 = !DILocation(line: 90, column: 20, scope: !220, inlinedAt: !215)
!220 = distinct !DILexicalBlock(scope: !212, file: !2, line: 90, column: 13)
!221 = !DILocation(line: 85, column: 37, scope: !222, inlinedAt: !215)
!222 = distinct !DILexicalBlock(scope: !223, file: !2, line: 84, column: 37)
!223 = distinct !DILexicalBlock(scope: !211, file: !2, line: 84, column: 9)
!224 = !DILocation(line: 85, column: 26, scope: !222, inlinedAt: !215)
!225 = !DILocation(line: 85, column: 13, scope: !222, inlinedAt: !215)
!226 = !DILocation(line: 86, column: 24, scope: !227, inlinedAt: !215)
!227 = distinct !DILexicalBlock(scope: !222, file: !2, line: 86, column: 17)
!228 = !DILocation(line: 87, column: 17, scope: !227, inlinedAt: !215)
!229 = !DILocation(line: 84, column: 33, scope: !223, inlinedAt: !215)
!230 = !DILocation(line: 84, column: 27, scope: !223, inlinedAt: !215)
!231 = distinct !{!231, !217, !232, !169, !170}
!232 = !DILocation(line: 88, column: 9, scope: !211, inlinedAt: !215)
!233 = !DILocation(line: 91, column: 13, scope: !220, inlinedAt: !215)
!234 = !DILocation(line: 83, column: 29, scope: !213, inlinedAt: !215)
!235 = !DILocation(line: 83, column: 23, scope: !213, inlinedAt: !215)
!236 = !DILocation(line: 83, column: 5, scope: !205, inlinedAt: !215)
!237 = distinct !{!237, !236, !238, !169, !170}
!238 = !DILocation(line: 92, column: 5, scope: !205, inlinedAt: !215)
!239 = !DILocation(line: 102, column: 29, scope: !83)
!240 = !DILocation(line: 102, column: 23, scope: !83)
!241 = distinct !{!241, !88, !242, !169, !170}
!242 = !DILocation(line: 112, column: 5, scope: !80)
!243 = !DISubprogram(name: "printf", scope: !244, file: !244, line: 356, type: !245, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!244 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!245 = !DISubroutineType(types: !246)
!246 = !{!40, !247, null}
!247 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !75)
!248 = distinct !DISubprogram(name: "solve", scope: !2, file: !2, line: 28, type: !70, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !249)
!249 = !{!250, !251, !252, !253, !255, !258, !259, !260}
!250 = !DILocalVariable(name: "best", scope: !248, file: !2, line: 30, type: !40)
!251 = !DILocalVariable(name: "best_count", scope: !248, file: !2, line: 30, type: !40)
!252 = !DILocalVariable(name: "best_mask", scope: !248, file: !2, line: 31, type: !30)
!253 = !DILocalVariable(name: "i", scope: !254, file: !2, line: 32, type: !40)
!254 = distinct !DILexicalBlock(scope: !248, file: !2, line: 32, column: 5)
!255 = !DILocalVariable(name: "used", scope: !256, file: !2, line: 35, type: !30)
!256 = distinct !DILexicalBlock(scope: !257, file: !2, line: 32, column: 34)
!257 = distinct !DILexicalBlock(scope: !254, file: !2, line: 32, column: 5)
!258 = !DILocalVariable(name: "avail", scope: !256, file: !2, line: 36, type: !30)
!259 = !DILocalVariable(name: "c", scope: !256, file: !2, line: 37, type: !40)
!260 = !DILocalVariable(name: "d", scope: !261, file: !2, line: 48, type: !40)
!261 = distinct !DILexicalBlock(scope: !248, file: !2, line: 48, column: 5)
!262 = !DILocation(line: 29, column: 10, scope: !248)
!263 = !DILocation(line: 0, scope: !248)
!264 = !DILocation(line: 0, scope: !254)
!265 = !DILocation(line: 32, column: 5, scope: !254)
!266 = !DILocation(line: 33, column: 13, scope: !267)
!267 = distinct !DILexicalBlock(scope: !256, file: !2, line: 33, column: 13)
!268 = !DILocation(line: 33, column: 13, scope: !256)
!269 = !DILocation(line: 35, column: 32, scope: !256)
!270 = !DILocation(line: 35, column: 25, scope: !256)
!271 = !DILocation(line: 35, column: 46, scope: !256)
!272 = !DILocation(line: 35, column: 39, scope: !256)
!273 = !DILocation(line: 35, column: 37, scope: !256)
!274 = !DILocation(line: 0, scope: !132, inlinedAt: !275)
!275 = distinct !DILocation(line: 35, column: 59, scope: !256)
!276 = !DILocation(line: 10, column: 38, scope: !132, inlinedAt: !275)
!277 = !DILocation(line: 10, column: 44, scope: !132, inlinedAt: !275)
!278 = !DILocation(line: 10, column: 53, scope: !132, inlinedAt: !275)
!279 = !DILocation(line: 10, column: 58, scope: !132, inlinedAt: !275)
!280 = !DILocation(line: 10, column: 48, scope: !132, inlinedAt: !275)
!281 = !DILocation(line: 35, column: 53, scope: !256)
!282 = !DILocation(line: 35, column: 51, scope: !256)
!283 = !DILocation(line: 0, scope: !256)
!284 = !DILocation(line: 36, column: 32, scope: !256)
!285 = !DILocation(line: 37, column: 17, scope: !256)
!286 = !DILocation(line: 38, column: 15, scope: !287)
!287 = distinct !DILexicalBlock(scope: !256, file: !2, line: 38, column: 13)
!288 = !DILocation(line: 38, column: 13, scope: !256)
!289 = !DILocation(line: 42, column: 19, scope: !290)
!290 = distinct !DILexicalBlock(scope: !291, file: !2, line: 42, column: 17)
!291 = distinct !DILexicalBlock(scope: !287, file: !2, line: 38, column: 29)
!292 = !DILocation(line: 42, column: 17, scope: !291)
!293 = !DILocation(line: 41, column: 23, scope: !291)
!294 = !DILocation(line: 40, column: 24, scope: !291)
!295 = !DILocation(line: 39, column: 18, scope: !291)
!296 = !DILocation(line: 32, column: 30, scope: !257)
!297 = !DILocation(line: 32, column: 23, scope: !257)
!298 = distinct !{!298, !265, !299, !169, !170}
!299 = !DILocation(line: 45, column: 5, scope: !254)
!300 = !DILocation(line: 46, column: 14, scope: !301)
!301 = distinct !DILexicalBlock(scope: !248, file: !2, line: 46, column: 9)
!302 = !DILocation(line: 46, column: 9, scope: !248)
!303 = !DILocation(line: 14, column: 5, scope: !150, inlinedAt: !304)
!304 = distinct !DILocation(line: 50, column: 13, scope: !305)
!305 = distinct !DILexicalBlock(scope: !306, file: !2, line: 49, column: 36)
!306 = distinct !DILexicalBlock(scope: !307, file: !2, line: 49, column: 13)
!307 = distinct !DILexicalBlock(scope: !261, file: !2, line: 48, column: 5)
!308 = !DILocation(line: 0, scope: !261)
!309 = !DILocation(line: 48, column: 5, scope: !261)
!310 = !DILocation(line: 49, column: 29, scope: !306)
!311 = !DILocation(line: 49, column: 23, scope: !306)
!312 = !DILocation(line: 49, column: 13, scope: !307)
!313 = !DILocation(line: 0, scope: !150, inlinedAt: !304)
!314 = !DILocation(line: 14, column: 13, scope: !150, inlinedAt: !304)
!315 = !DILocation(line: 15, column: 17, scope: !150, inlinedAt: !304)
!316 = !DILocation(line: 16, column: 17, scope: !150, inlinedAt: !304)
!317 = !DILocation(line: 0, scope: !132, inlinedAt: !318)
!318 = distinct !DILocation(line: 17, column: 11, scope: !150, inlinedAt: !304)
!319 = !DILocation(line: 17, column: 22, scope: !150, inlinedAt: !304)
!320 = !DILocation(line: 51, column: 17, scope: !321)
!321 = distinct !DILexicalBlock(scope: !305, file: !2, line: 51, column: 17)
!322 = !DILocation(line: 51, column: 17, scope: !305)
!323 = !DILocalVariable(name: "i", arg: 1, scope: !324, file: !2, line: 20, type: !40)
!324 = distinct !DISubprogram(name: "unplace", scope: !2, file: !2, line: 20, type: !151, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !325)
!325 = !{!323, !326, !327}
!326 = !DILocalVariable(name: "d", arg: 2, scope: !324, file: !2, line: 20, type: !40)
!327 = !DILocalVariable(name: "bit", scope: !324, file: !2, line: 21, type: !30)
!328 = !DILocation(line: 0, scope: !324, inlinedAt: !329)
!329 = distinct !DILocation(line: 53, column: 13, scope: !305)
!330 = !DILocation(line: 22, column: 13, scope: !324, inlinedAt: !329)
!331 = !DILocation(line: 23, column: 20, scope: !324, inlinedAt: !329)
!332 = !DILocation(line: 23, column: 17, scope: !324, inlinedAt: !329)
!333 = !DILocation(line: 24, column: 17, scope: !324, inlinedAt: !329)
!334 = !DILocation(line: 0, scope: !132, inlinedAt: !335)
!335 = distinct !DILocation(line: 25, column: 11, scope: !324, inlinedAt: !329)
!336 = !DILocation(line: 25, column: 22, scope: !324, inlinedAt: !329)
!337 = !DILocation(line: 54, column: 9, scope: !305)
!338 = !DILocation(line: 48, column: 30, scope: !307)
!339 = !DILocation(line: 48, column: 23, scope: !307)
!340 = distinct !{!340, !309, !341, !169, !170}
!341 = !DILocation(line: 54, column: 9, scope: !261)
!342 = !DILocation(line: 56, column: 1, scope: !248)
