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

1:                                                ; preds = %168
  ret i32 0, !dbg !89

2:                                                ; preds = %0, %168
  %3 = phi i64 [ 0, %0 ], [ %169, %168 ]
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
  %17 = trunc i64 %7 to i8, !dbg !124
  %18 = udiv i8 %17, 9, !dbg !124
  %19 = zext nneg i8 %18 to i64, !dbg !125
  %20 = getelementptr inbounds [9 x i32], ptr @rows, i64 0, i64 %19, !dbg !125
  %21 = load i32, ptr %20, align 4, !dbg !125, !tbaa !126
  %22 = urem i8 %17, 9, !dbg !128
  %23 = zext nneg i8 %22 to i64, !dbg !129
  %24 = getelementptr inbounds [9 x i32], ptr @cols, i64 0, i64 %23, !dbg !129
  %25 = load i32, ptr %24, align 4, !dbg !129, !tbaa !126
  %26 = or i32 %25, %21, !dbg !130
    #dbg_value(i64 %7, !131, !DIExpression(), !136)
  %27 = udiv i8 %17, 27, !dbg !138
  %28 = mul nuw nsw i8 %27, 3, !dbg !139
  %29 = udiv i8 %22, 3, !dbg !140
  %30 = add nuw nsw i8 %28, %29, !dbg !141
  %31 = zext nneg i8 %30 to i64, !dbg !142
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
  br i1 %48, label %52, label %49, !dbg !170

49:                                               ; preds = %47
  %50 = trunc nuw nsw i64 %3 to i32, !dbg !171
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %50), !dbg !171
  br label %168, !dbg !173

52:                                               ; preds = %47
  %53 = tail call fastcc i32 @solve(), !dbg !174
    #dbg_value(i32 %53, !81, !DIExpression(), !175)
    #dbg_value(i32 0, !176, !DIExpression(), !180)
    #dbg_value(i64 0, !176, !DIExpression(), !180)
  %54 = load i32, ptr @rows, align 16, !dbg !182, !tbaa !126
  %55 = icmp eq i32 %54, 1022, !dbg !185
  %56 = load i32, ptr @cols, align 16
  %57 = icmp eq i32 %56, 1022
  %58 = select i1 %55, i1 %57, i1 false, !dbg !186
  br i1 %58, label %59, label %115, !dbg !186

59:                                               ; preds = %52
    #dbg_value(i64 0, !176, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
    #dbg_value(i64 1, !176, !DIExpression(), !180)
    #dbg_value(i64 1, !176, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
    #dbg_value(i64 2, !176, !DIExpression(), !180)
    #dbg_value(i64 2, !176, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
    #dbg_value(i64 3, !176, !DIExpression(), !180)
  %60 = load <4 x i32>, ptr @boxes, align 16, !dbg !187
    #dbg_value(i64 3, !176, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
    #dbg_value(i64 4, !176, !DIExpression(), !180)
  %61 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @rows, i64 4), align 4
  %62 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @cols, i64 4), align 4
    #dbg_value(i64 4, !176, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
    #dbg_value(i64 5, !176, !DIExpression(), !180)
  %63 = load i32, ptr getelementptr inbounds (i8, ptr @rows, i64 20), align 4
  %64 = load i32, ptr getelementptr inbounds (i8, ptr @cols, i64 20), align 4
  %65 = load <2 x i32>, ptr getelementptr inbounds (i8, ptr @boxes, i64 16), align 16
  %66 = shufflevector <4 x i32> %60, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !188
  %67 = shufflevector <2 x i32> %65, <2 x i32> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !188
  %68 = shufflevector <16 x i32> %66, <16 x i32> %67, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !188
  %69 = shufflevector <4 x i32> %61, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !188
  %70 = shufflevector <16 x i32> %68, <16 x i32> %69, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !188
  %71 = insertelement <16 x i32> %70, i32 %63, i64 10, !dbg !188
  %72 = shufflevector <4 x i32> %62, <4 x i32> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !188
  %73 = shufflevector <16 x i32> %71, <16 x i32> %72, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 16, i32 17, i32 18, i32 19, i32 poison>, !dbg !188
  %74 = insertelement <16 x i32> %73, i32 %64, i64 15, !dbg !188
  %75 = freeze <16 x i32> %74, !dbg !188
    #dbg_value(i64 5, !176, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
    #dbg_value(i64 6, !176, !DIExpression(), !180)
  %76 = load i32, ptr getelementptr inbounds (i8, ptr @rows, i64 24), align 8
  %77 = freeze i32 %76
  %78 = icmp eq i32 %77, 1022
  %79 = load i32, ptr getelementptr inbounds (i8, ptr @cols, i64 24), align 8
  %80 = freeze i32 %79
  %81 = icmp eq i32 %80, 1022
  %82 = load i32, ptr getelementptr inbounds (i8, ptr @boxes, i64 24), align 8
  %83 = freeze i32 %82
  %84 = icmp eq i32 %83, 1022
    #dbg_value(i64 6, !176, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
    #dbg_value(i64 7, !176, !DIExpression(), !180)
  %85 = load i32, ptr getelementptr inbounds (i8, ptr @rows, i64 28), align 4
  %86 = freeze i32 %85
  %87 = icmp eq i32 %86, 1022
  %88 = load i32, ptr getelementptr inbounds (i8, ptr @cols, i64 28), align 4
  %89 = freeze i32 %88
  %90 = icmp eq i32 %89, 1022
  %91 = load i32, ptr getelementptr inbounds (i8, ptr @boxes, i64 28), align 4
  %92 = freeze i32 %91
  %93 = icmp eq i32 %92, 1022
    #dbg_value(i64 7, !176, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
    #dbg_value(i64 8, !176, !DIExpression(), !180)
  %94 = load i32, ptr getelementptr inbounds (i8, ptr @rows, i64 32), align 16
  %95 = icmp eq i32 %94, 1022
  %96 = load i32, ptr getelementptr inbounds (i8, ptr @cols, i64 32), align 16
  %97 = freeze i32 %96
  %98 = icmp eq i32 %97, 1022
  %99 = load i32, ptr getelementptr inbounds (i8, ptr @boxes, i64 32), align 16
  %100 = icmp eq i32 %99, 1022
    #dbg_value(i64 8, !176, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
  %101 = icmp ne <16 x i32> %75, <i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022, i32 1022>, !dbg !189
  %102 = bitcast <16 x i1> %101 to i16, !dbg !189
  %103 = icmp eq i16 %102, 0, !dbg !189
  %104 = and i1 %103, %78, !dbg !189
  %105 = and i1 %87, %90, !dbg !189
  %106 = and i1 %104, %81, !dbg !189
  %107 = and i1 %106, %84, !dbg !189
  %108 = and i1 %105, %93, !dbg !189
  %109 = and i1 %107, %108, !dbg !189
  %110 = select i1 %109, i1 %95, i1 false, !dbg !189
  %111 = freeze i1 %110, !dbg !189
  %112 = and i1 %111, %98, !dbg !189
  %113 = select i1 %112, i1 %100, i1 false, !dbg !189
  %114 = zext i1 %113 to i32, !dbg !189
  br label %115, !dbg !189

115:                                              ; preds = %52, %59
  %116 = phi i32 [ 0, %52 ], [ %114, %59 ], !dbg !190
  %117 = load i64, ptr @nodes, align 8, !dbg !191, !tbaa !91
  %118 = trunc nuw nsw i64 %3 to i32, !dbg !192
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %118, i32 noundef %53, i32 noundef %116, i64 noundef %117), !dbg !192
  %120 = icmp eq i32 %53, 0, !dbg !193
  br i1 %120, label %168, label %121, !dbg !195

121:                                              ; preds = %115, %165
  %122 = phi i64 [ %166, %165 ], [ 0, %115 ]
    #dbg_value(i64 %122, !196, !DIExpression(), !206)
  %123 = mul nuw nsw i64 %122, 9
    #dbg_value(i64 0, !202, !DIExpression(), !208)
  %124 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %123, !dbg !209
  %125 = load i32, ptr %124, align 4, !dbg !209, !tbaa !126
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %125), !dbg !212
    #dbg_value(i64 1, !202, !DIExpression(), !208)
  %127 = add nuw nsw i64 %123, 1, !dbg !213
  %128 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %127, !dbg !209
  %129 = load i32, ptr %128, align 4, !dbg !209, !tbaa !126
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %129), !dbg !212
    #dbg_value(i64 2, !202, !DIExpression(), !208)
  %131 = add nuw nsw i64 %123, 2, !dbg !213
  %132 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %131, !dbg !209
  %133 = load i32, ptr %132, align 4, !dbg !209, !tbaa !126
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %133), !dbg !212
  %135 = tail call i32 @putchar(i32 124), !dbg !214
    #dbg_value(i64 3, !202, !DIExpression(), !208)
  %136 = add nuw nsw i64 %123, 3, !dbg !213
  %137 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %136, !dbg !209
  %138 = load i32, ptr %137, align 4, !dbg !209, !tbaa !126
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %138), !dbg !212
    #dbg_value(i64 4, !202, !DIExpression(), !208)
  %140 = add nuw nsw i64 %123, 4, !dbg !213
  %141 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %140, !dbg !209
  %142 = load i32, ptr %141, align 4, !dbg !209, !tbaa !126
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %142), !dbg !212
    #dbg_value(i64 5, !202, !DIExpression(), !208)
  %144 = add nuw nsw i64 %123, 5, !dbg !213
  %145 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %144, !dbg !209
  %146 = load i32, ptr %145, align 4, !dbg !209, !tbaa !126
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %146), !dbg !212
  %148 = tail call i32 @putchar(i32 124), !dbg !214
    #dbg_value(i64 6, !202, !DIExpression(), !208)
  %149 = add nuw nsw i64 %123, 6, !dbg !213
  %150 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %149, !dbg !209
  %151 = load i32, ptr %150, align 4, !dbg !209, !tbaa !126
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %151), !dbg !212
    #dbg_value(i64 7, !202, !DIExpression(), !208)
  %153 = add nuw nsw i64 %123, 7, !dbg !213
  %154 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %153, !dbg !209
  %155 = load i32, ptr %154, align 4, !dbg !209, !tbaa !126
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %155), !dbg !212
    #dbg_value(i64 8, !202, !DIExpression(), !208)
  %157 = add nuw nsw i64 %123, 8, !dbg !213
  %158 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %157, !dbg !209
  %159 = load i32, ptr %158, align 4, !dbg !209, !tbaa !126
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %159), !dbg !212
    #dbg_value(i64 9, !202, !DIExpression(), !208)
  %161 = tail call i32 @putchar(i32 10), !dbg !216
  %162 = trunc nuw nsw i64 %122 to i32, !dbg !217
  switch i32 %162, label %165 [
    i32 5, label %163
    i32 2, label %163
  ], !dbg !217

163:                                              ; preds = %121, %121
  %164 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !219
  br label %165, !dbg !219

165:                                              ; preds = %163, %121
  %166 = add nuw nsw i64 %122, 1, !dbg !220
    #dbg_value(i64 %166, !196, !DIExpression(), !206)
  %167 = icmp eq i64 %166, 9, !dbg !221
  br i1 %167, label %168, label %121, !dbg !222, !llvm.loop !223

168:                                              ; preds = %165, %115, %49
  %169 = add nuw nsw i64 %3, 1, !dbg !225
    #dbg_value(i64 %169, !79, !DIExpression(), !87)
  %170 = icmp eq i64 %169, 4, !dbg !226
  br i1 %170, label %1, label %2, !dbg !88, !llvm.loop !227
}

; Function Attrs: nofree nounwind
declare !dbg !229 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @solve() unnamed_addr #2 !dbg !234 {
  %1 = load i64, ptr @nodes, align 8, !dbg !248, !tbaa !91
  %2 = add nsw i64 %1, 1, !dbg !248
  store i64 %2, ptr @nodes, align 8, !dbg !248, !tbaa !91
    #dbg_value(i32 -1, !236, !DIExpression(), !249)
    #dbg_value(i32 10, !237, !DIExpression(), !249)
    #dbg_value(i32 0, !238, !DIExpression(), !249)
    #dbg_value(i32 0, !239, !DIExpression(), !250)
  br label %3, !dbg !251

3:                                                ; preds = %0, %37
  %4 = phi i64 [ 0, %0 ], [ %41, %37 ]
  %5 = phi i32 [ -1, %0 ], [ %40, %37 ]
  %6 = phi i32 [ 10, %0 ], [ %39, %37 ]
  %7 = phi i32 [ 0, %0 ], [ %38, %37 ]
    #dbg_value(i32 %5, !236, !DIExpression(), !249)
    #dbg_value(i32 %6, !237, !DIExpression(), !249)
    #dbg_value(i64 %4, !239, !DIExpression(), !250)
    #dbg_value(i32 %7, !238, !DIExpression(), !249)
  %8 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %4, !dbg !252
  %9 = load i32, ptr %8, align 4, !dbg !252, !tbaa !126
  %10 = icmp eq i32 %9, 0, !dbg !252
  br i1 %10, label %11, label %37, !dbg !254

11:                                               ; preds = %3
  %12 = trunc i64 %4 to i8, !dbg !255
  %13 = udiv i8 %12, 9, !dbg !255
  %14 = zext nneg i8 %13 to i64, !dbg !256
  %15 = getelementptr inbounds [9 x i32], ptr @rows, i64 0, i64 %14, !dbg !256
  %16 = load i32, ptr %15, align 4, !dbg !256, !tbaa !126
  %17 = urem i8 %12, 9, !dbg !257
  %18 = zext nneg i8 %17 to i64, !dbg !258
  %19 = getelementptr inbounds [9 x i32], ptr @cols, i64 0, i64 %18, !dbg !258
  %20 = load i32, ptr %19, align 4, !dbg !258, !tbaa !126
  %21 = or i32 %20, %16, !dbg !259
    #dbg_value(i64 %4, !131, !DIExpression(), !260)
  %22 = udiv i8 %12, 27, !dbg !262
  %23 = mul nuw nsw i8 %22, 3, !dbg !263
  %24 = udiv i8 %17, 3, !dbg !264
  %25 = add nuw nsw i8 %23, %24, !dbg !265
  %26 = zext nneg i8 %25 to i64, !dbg !266
  %27 = getelementptr inbounds [9 x i32], ptr @boxes, i64 0, i64 %26, !dbg !266
  %28 = load i32, ptr %27, align 4, !dbg !266, !tbaa !126
  %29 = or i32 %21, %28, !dbg !267
    #dbg_value(i32 %29, !241, !DIExpression(), !268)
  %30 = and i32 %29, 1022, !dbg !269
  %31 = xor i32 %30, 1022, !dbg !269
    #dbg_value(i32 %31, !244, !DIExpression(), !268)
  %32 = tail call range(i32 0, 10) i32 @llvm.ctpop.i32(i32 %31), !dbg !270
    #dbg_value(i32 %32, !245, !DIExpression(), !268)
  %33 = icmp slt i32 %32, %6, !dbg !271
  br i1 %33, label %34, label %37, !dbg !273

34:                                               ; preds = %11
  %35 = trunc nuw nsw i64 %4 to i32, !dbg !255
    #dbg_value(i64 %4, !236, !DIExpression(), !249)
    #dbg_value(i32 %32, !237, !DIExpression(), !249)
    #dbg_value(i32 %31, !238, !DIExpression(), !249)
  %36 = icmp ugt i32 %32, 1, !dbg !274
  br i1 %36, label %37, label %43

37:                                               ; preds = %11, %34, %3
  %38 = phi i32 [ %7, %3 ], [ %31, %34 ], [ %7, %11 ], !dbg !249
  %39 = phi i32 [ %6, %3 ], [ %32, %34 ], [ %6, %11 ], !dbg !249
  %40 = phi i32 [ %5, %3 ], [ %35, %34 ], [ %5, %11 ], !dbg !249
    #dbg_value(i32 %40, !236, !DIExpression(), !249)
    #dbg_value(i32 %39, !237, !DIExpression(), !249)
    #dbg_value(i32 %38, !238, !DIExpression(), !249)
  %41 = add nuw nsw i64 %4, 1, !dbg !277
    #dbg_value(i64 %41, !239, !DIExpression(), !250)
  %42 = icmp eq i64 %41, 81, !dbg !278
  br i1 %42, label %43, label %3, !dbg !251, !llvm.loop !279

43:                                               ; preds = %37, %34
  %44 = phi i32 [ %31, %34 ], [ %38, %37 ], !dbg !249
  %45 = phi i32 [ %35, %34 ], [ %40, %37 ], !dbg !249
    #dbg_value(i32 %45, !236, !DIExpression(), !249)
    #dbg_value(i32 %44, !238, !DIExpression(), !249)
  %46 = icmp slt i32 %45, 0, !dbg !281
  br i1 %46, label %94, label %47, !dbg !283

47:                                               ; preds = %43
  %48 = zext nneg i32 %45 to i64, !dbg !284
  %49 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %48, !dbg !284
    #dbg_value(i32 1, !246, !DIExpression(), !289)
  %50 = udiv i32 %45, 9
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [9 x i32], ptr @rows, i64 0, i64 %51
  %53 = urem i32 %45, 9
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [9 x i32], ptr @cols, i64 0, i64 %54
  %56 = udiv i32 %45, 27
  %57 = mul nuw nsw i32 %56, 3
  %58 = trunc nuw nsw i32 %53 to i8
  %59 = udiv i8 %58, 3
  %60 = zext nneg i8 %59 to i32
  %61 = add nuw nsw i32 %57, %60
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds [9 x i32], ptr @boxes, i64 0, i64 %62
  br label %64, !dbg !290

64:                                               ; preds = %47, %87
  %65 = phi i1 [ true, %47 ], [ %89, %87 ]
  %66 = phi i32 [ 1, %47 ], [ %88, %87 ]
    #dbg_value(i32 %66, !246, !DIExpression(), !289)
  %67 = shl nuw nsw i32 1, %66, !dbg !291
  %68 = and i32 %67, %44, !dbg !292
  %69 = icmp eq i32 %68, 0, !dbg !292
  br i1 %69, label %87, label %70, !dbg !293

70:                                               ; preds = %64
    #dbg_value(i32 %45, !149, !DIExpression(), !294)
    #dbg_value(i32 %66, !154, !DIExpression(), !294)
    #dbg_value(i32 %67, !155, !DIExpression(), !294)
  store i32 %66, ptr %49, align 4, !dbg !295, !tbaa !126
  %71 = load i32, ptr %52, align 4, !dbg !296, !tbaa !126
  %72 = or i32 %71, %67, !dbg !296
  store i32 %72, ptr %52, align 4, !dbg !296, !tbaa !126
  %73 = load i32, ptr %55, align 4, !dbg !297, !tbaa !126
  %74 = or i32 %73, %67, !dbg !297
  store i32 %74, ptr %55, align 4, !dbg !297, !tbaa !126
    #dbg_value(i32 %45, !131, !DIExpression(), !298)
  %75 = load i32, ptr %63, align 4, !dbg !300, !tbaa !126
  %76 = or i32 %75, %67, !dbg !300
  store i32 %76, ptr %63, align 4, !dbg !300, !tbaa !126
  %77 = tail call fastcc i32 @solve(), !dbg !301
  %78 = icmp eq i32 %77, 0, !dbg !301
  br i1 %78, label %79, label %91, !dbg !303

79:                                               ; preds = %70
    #dbg_value(i32 %45, !304, !DIExpression(), !309)
    #dbg_value(i32 %66, !307, !DIExpression(), !309)
    #dbg_value(i32 %67, !308, !DIExpression(), !309)
  store i32 0, ptr %49, align 4, !dbg !311, !tbaa !126
  %80 = xor i32 %67, -1, !dbg !312
  %81 = load i32, ptr %52, align 4, !dbg !313, !tbaa !126
  %82 = and i32 %81, %80, !dbg !313
  store i32 %82, ptr %52, align 4, !dbg !313, !tbaa !126
  %83 = load i32, ptr %55, align 4, !dbg !314, !tbaa !126
  %84 = and i32 %83, %80, !dbg !314
  store i32 %84, ptr %55, align 4, !dbg !314, !tbaa !126
    #dbg_value(i32 %45, !131, !DIExpression(), !315)
  %85 = load i32, ptr %63, align 4, !dbg !317, !tbaa !126
  %86 = and i32 %85, %80, !dbg !317
  store i32 %86, ptr %63, align 4, !dbg !317, !tbaa !126
  br label %87, !dbg !318

87:                                               ; preds = %64, %79
  %88 = add nuw nsw i32 %66, 1, !dbg !319
    #dbg_value(i32 %88, !246, !DIExpression(), !289)
  %89 = icmp ult i32 %66, 9, !dbg !320
  %90 = icmp eq i32 %88, 10, !dbg !320
  br i1 %90, label %91, label %64, !dbg !290, !llvm.loop !321

91:                                               ; preds = %70, %87
  %92 = phi i1 [ %65, %70 ], [ %89, %87 ], !dbg !320
  %93 = zext i1 %92 to i32
  br label %94

94:                                               ; preds = %91, %43
  %95 = phi i32 [ 1, %43 ], [ %93, %91 ], !dbg !249
  ret i32 %95, !dbg !323
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
!167 = distinct !{!167, !117, !168, !169}
!168 = !DILocation(line: 71, column: 5, scope: !103, inlinedAt: !111)
!169 = !{!"llvm.loop.mustprogress"}
!170 = !DILocation(line: 104, column: 13, scope: !82)
!171 = !DILocation(line: 105, column: 13, scope: !172)
!172 = distinct !DILexicalBlock(scope: !96, file: !2, line: 104, column: 32)
!173 = !DILocation(line: 106, column: 13, scope: !172)
!174 = !DILocation(line: 108, column: 18, scope: !82)
!175 = !DILocation(line: 0, scope: !82)
!176 = !DILocalVariable(name: "u", scope: !177, file: !2, line: 76, type: !40)
!177 = distinct !DILexicalBlock(scope: !178, file: !2, line: 76, column: 5)
!178 = distinct !DISubprogram(name: "valid", scope: !2, file: !2, line: 75, type: !70, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !179)
!179 = !{!176}
!180 = !DILocation(line: 0, scope: !177, inlinedAt: !181)
!181 = distinct !DILocation(line: 109, column: 68, scope: !82)
!182 = !DILocation(line: 77, column: 13, scope: !183, inlinedAt: !181)
!183 = distinct !DILexicalBlock(scope: !184, file: !2, line: 77, column: 13)
!184 = distinct !DILexicalBlock(scope: !177, file: !2, line: 76, column: 5)
!185 = !DILocation(line: 77, column: 21, scope: !183, inlinedAt: !181)
!186 = !DILocation(line: 77, column: 30, scope: !183, inlinedAt: !181)
!187 = !DILocation(line: 77, column: 53, scope: !183, inlinedAt: !181)
!188 = !DILocation(line: 77, column: 62, scope: !183, inlinedAt: !181)
!189 = !DILocation(line: 77, column: 13, scope: !184, inlinedAt: !181)
!190 = !DILocation(line: 76, column: 23, scope: !184, inlinedAt: !181)
!191 = !DILocation(line: 109, column: 77, scope: !82)
!192 = !DILocation(line: 109, column: 9, scope: !82)
!193 = !DILocation(line: 110, column: 13, scope: !194)
!194 = distinct !DILexicalBlock(scope: !82, file: !2, line: 110, column: 13)
!195 = !DILocation(line: 110, column: 13, scope: !82)
!196 = !DILocalVariable(name: "r", scope: !197, file: !2, line: 83, type: !40)
!197 = distinct !DILexicalBlock(scope: !198, file: !2, line: 83, column: 5)
!198 = distinct !DISubprogram(name: "print_grid", scope: !2, file: !2, line: 82, type: !199, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !201)
!199 = !DISubroutineType(types: !200)
!200 = !{null}
!201 = !{!196, !202}
!202 = !DILocalVariable(name: "c", scope: !203, file: !2, line: 84, type: !40)
!203 = distinct !DILexicalBlock(scope: !204, file: !2, line: 84, column: 9)
!204 = distinct !DILexicalBlock(scope: !205, file: !2, line: 83, column: 33)
!205 = distinct !DILexicalBlock(scope: !197, file: !2, line: 83, column: 5)
!206 = !DILocation(line: 0, scope: !197, inlinedAt: !207)
!207 = distinct !DILocation(line: 111, column: 13, scope: !194)
!208 = !DILocation(line: 0, scope: !203, inlinedAt: !207)
!209 = !DILocation(line: 85, column: 26, scope: !210, inlinedAt: !207)
!210 = distinct !DILexicalBlock(scope: !211, file: !2, line: 84, column: 37)
!211 = distinct !DILexicalBlock(scope: !203, file: !2, line: 84, column: 9)
!212 = !DILocation(line: 85, column: 13, scope: !210, inlinedAt: !207)
!213 = !DILocation(line: 85, column: 37, scope: !210, inlinedAt: !207)
!214 = !DILocation(line: 87, column: 17, scope: !215, inlinedAt: !207)
!215 = distinct !DILexicalBlock(scope: !210, file: !2, line: 86, column: 17)
!216 = !DILocation(line: 89, column: 9, scope: !204, inlinedAt: !207)
!217 = !DILocation(line: 90, column: 20, scope: !218, inlinedAt: !207)
!218 = distinct !DILexicalBlock(scope: !204, file: !2, line: 90, column: 13)
!219 = !DILocation(line: 91, column: 13, scope: !218, inlinedAt: !207)
!220 = !DILocation(line: 83, column: 29, scope: !205, inlinedAt: !207)
!221 = !DILocation(line: 83, column: 23, scope: !205, inlinedAt: !207)
!222 = !DILocation(line: 83, column: 5, scope: !197, inlinedAt: !207)
!223 = distinct !{!223, !222, !224, !169}
!224 = !DILocation(line: 92, column: 5, scope: !197, inlinedAt: !207)
!225 = !DILocation(line: 102, column: 29, scope: !83)
!226 = !DILocation(line: 102, column: 23, scope: !83)
!227 = distinct !{!227, !88, !228, !169}
!228 = !DILocation(line: 112, column: 5, scope: !80)
!229 = !DISubprogram(name: "printf", scope: !230, file: !230, line: 356, type: !231, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!230 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!231 = !DISubroutineType(types: !232)
!232 = !{!40, !233, null}
!233 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !75)
!234 = distinct !DISubprogram(name: "solve", scope: !2, file: !2, line: 28, type: !70, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !235)
!235 = !{!236, !237, !238, !239, !241, !244, !245, !246}
!236 = !DILocalVariable(name: "best", scope: !234, file: !2, line: 30, type: !40)
!237 = !DILocalVariable(name: "best_count", scope: !234, file: !2, line: 30, type: !40)
!238 = !DILocalVariable(name: "best_mask", scope: !234, file: !2, line: 31, type: !30)
!239 = !DILocalVariable(name: "i", scope: !240, file: !2, line: 32, type: !40)
!240 = distinct !DILexicalBlock(scope: !234, file: !2, line: 32, column: 5)
!241 = !DILocalVariable(name: "used", scope: !242, file: !2, line: 35, type: !30)
!242 = distinct !DILexicalBlock(scope: !243, file: !2, line: 32, column: 34)
!243 = distinct !DILexicalBlock(scope: !240, file: !2, line: 32, column: 5)
!244 = !DILocalVariable(name: "avail", scope: !242, file: !2, line: 36, type: !30)
!245 = !DILocalVariable(name: "c", scope: !242, file: !2, line: 37, type: !40)
!246 = !DILocalVariable(name: "d", scope: !247, file: !2, line: 48, type: !40)
!247 = distinct !DILexicalBlock(scope: !234, file: !2, line: 48, column: 5)
!248 = !DILocation(line: 29, column: 10, scope: !234)
!249 = !DILocation(line: 0, scope: !234)
!250 = !DILocation(line: 0, scope: !240)
!251 = !DILocation(line: 32, column: 5, scope: !240)
!252 = !DILocation(line: 33, column: 13, scope: !253)
!253 = distinct !DILexicalBlock(scope: !242, file: !2, line: 33, column: 13)
!254 = !DILocation(line: 33, column: 13, scope: !242)
!255 = !DILocation(line: 35, column: 32, scope: !242)
!256 = !DILocation(line: 35, column: 25, scope: !242)
!257 = !DILocation(line: 35, column: 46, scope: !242)
!258 = !DILocation(line: 35, column: 39, scope: !242)
!259 = !DILocation(line: 35, column: 37, scope: !242)
!260 = !DILocation(line: 0, scope: !132, inlinedAt: !261)
!261 = distinct !DILocation(line: 35, column: 59, scope: !242)
!262 = !DILocation(line: 10, column: 38, scope: !132, inlinedAt: !261)
!263 = !DILocation(line: 10, column: 44, scope: !132, inlinedAt: !261)
!264 = !DILocation(line: 10, column: 58, scope: !132, inlinedAt: !261)
!265 = !DILocation(line: 10, column: 48, scope: !132, inlinedAt: !261)
!266 = !DILocation(line: 35, column: 53, scope: !242)
!267 = !DILocation(line: 35, column: 51, scope: !242)
!268 = !DILocation(line: 0, scope: !242)
!269 = !DILocation(line: 36, column: 32, scope: !242)
!270 = !DILocation(line: 37, column: 17, scope: !242)
!271 = !DILocation(line: 38, column: 15, scope: !272)
!272 = distinct !DILexicalBlock(scope: !242, file: !2, line: 38, column: 13)
!273 = !DILocation(line: 38, column: 13, scope: !242)
!274 = !DILocation(line: 42, column: 19, scope: !275)
!275 = distinct !DILexicalBlock(scope: !276, file: !2, line: 42, column: 17)
!276 = distinct !DILexicalBlock(scope: !272, file: !2, line: 38, column: 29)
!277 = !DILocation(line: 32, column: 30, scope: !243)
!278 = !DILocation(line: 32, column: 23, scope: !243)
!279 = distinct !{!279, !251, !280, !169}
!280 = !DILocation(line: 45, column: 5, scope: !240)
!281 = !DILocation(line: 46, column: 14, scope: !282)
!282 = distinct !DILexicalBlock(scope: !234, file: !2, line: 46, column: 9)
!283 = !DILocation(line: 46, column: 9, scope: !234)
!284 = !DILocation(line: 14, column: 5, scope: !150, inlinedAt: !285)
!285 = distinct !DILocation(line: 50, column: 13, scope: !286)
!286 = distinct !DILexicalBlock(scope: !287, file: !2, line: 49, column: 36)
!287 = distinct !DILexicalBlock(scope: !288, file: !2, line: 49, column: 13)
!288 = distinct !DILexicalBlock(scope: !247, file: !2, line: 48, column: 5)
!289 = !DILocation(line: 0, scope: !247)
!290 = !DILocation(line: 48, column: 5, scope: !247)
!291 = !DILocation(line: 49, column: 29, scope: !287)
!292 = !DILocation(line: 49, column: 23, scope: !287)
!293 = !DILocation(line: 49, column: 13, scope: !288)
!294 = !DILocation(line: 0, scope: !150, inlinedAt: !285)
!295 = !DILocation(line: 14, column: 13, scope: !150, inlinedAt: !285)
!296 = !DILocation(line: 15, column: 17, scope: !150, inlinedAt: !285)
!297 = !DILocation(line: 16, column: 17, scope: !150, inlinedAt: !285)
!298 = !DILocation(line: 0, scope: !132, inlinedAt: !299)
!299 = distinct !DILocation(line: 17, column: 11, scope: !150, inlinedAt: !285)
!300 = !DILocation(line: 17, column: 22, scope: !150, inlinedAt: !285)
!301 = !DILocation(line: 51, column: 17, scope: !302)
!302 = distinct !DILexicalBlock(scope: !286, file: !2, line: 51, column: 17)
!303 = !DILocation(line: 51, column: 17, scope: !286)
!304 = !DILocalVariable(name: "i", arg: 1, scope: !305, file: !2, line: 20, type: !40)
!305 = distinct !DISubprogram(name: "unplace", scope: !2, file: !2, line: 20, type: !151, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !15, retainedNodes: !306)
!306 = !{!304, !307, !308}
!307 = !DILocalVariable(name: "d", arg: 2, scope: !305, file: !2, line: 20, type: !40)
!308 = !DILocalVariable(name: "bit", scope: !305, file: !2, line: 21, type: !30)
!309 = !DILocation(line: 0, scope: !305, inlinedAt: !310)
!310 = distinct !DILocation(line: 53, column: 13, scope: !286)
!311 = !DILocation(line: 22, column: 13, scope: !305, inlinedAt: !310)
!312 = !DILocation(line: 23, column: 20, scope: !305, inlinedAt: !310)
!313 = !DILocation(line: 23, column: 17, scope: !305, inlinedAt: !310)
!314 = !DILocation(line: 24, column: 17, scope: !305, inlinedAt: !310)
!315 = !DILocation(line: 0, scope: !132, inlinedAt: !316)
!316 = distinct !DILocation(line: 25, column: 11, scope: !305, inlinedAt: !310)
!317 = !DILocation(line: 25, column: 22, scope: !305, inlinedAt: !310)
!318 = !DILocation(line: 54, column: 9, scope: !286)
!319 = !DILocation(line: 48, column: 30, scope: !288)
!320 = !DILocation(line: 48, column: 23, scope: !288)
!321 = distinct !{!321, !290, !322, !169}
!322 = !DILocation(line: 54, column: 9, scope: !247)
!323 = !DILocation(line: 56, column: 1, scope: !234)
