; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"fib(%d)=%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"fib_memo(90)=%ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [15 x i8] c"ack(%u,%u)=%u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [13 x i8] c"ack(3,3)=%u\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [35 x i8] c"even(10)=%d odd(7)=%d even(99)=%d\0A\00", align 1, !dbg !19
@moves = internal unnamed_addr global i32 0, align 4, !dbg !24
@.str.5 = private unnamed_addr constant [20 x i8] c"hanoi(12) moves=%d\0A\00", align 1, !dbg !28
@__const.main.s = private unnamed_addr constant [6 x i8] c"abcde\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"permutations=%d\0A\00", align 1, !dbg !33
@perm_count = internal unnamed_addr global i32 0, align 4, !dbg !65
@.str.7 = private unnamed_addr constant [38 x i8] c"gcd(1071,462)=%ld gcd(2^40,6^10)=%ld\0A\00", align 1, !dbg !38
@__const.main.set = private unnamed_addr constant [10 x i32] [i32 3, i32 34, i32 4, i32 12, i32 5, i32 2, i32 7, i32 8, i32 1, i32 9], align 16
@.str.8 = private unnamed_addr constant [27 x i8] c"subsets summing to %d: %d\0A\00", align 1, !dbg !43
@.str.9 = private unnamed_addr constant [22 x i8] c"flood from (3,0): %d\0A\00", align 1, !dbg !48
@.str.10 = private unnamed_addr constant [22 x i8] c"flood from (6,8): %d\0A\00", align 1, !dbg !53
@.str.11 = private unnamed_addr constant [7 x i8] c"%.12s\0A\00", align 1, !dbg !55
@grid = internal global [8 x [12 x i8]] [[12 x i8] c"#..#.......#", [12 x i8] c"#..#..###..#", [12 x i8] c"####..#.#..#", [12 x i8] c"......###...", [12 x i8] c"..##........", [12 x i8] c".#..#..####.", [12 x i8] c".#..#..#..#.", [12 x i8] c"..##...####."], align 16, !dbg !81
@.str.12 = private unnamed_addr constant [16 x i8] c"depth(5000)=%d\0A\00", align 1, !dbg !60
@memo = internal unnamed_addr global [91 x i64] zeroinitializer, align 16, !dbg !68
@.str.13 = private unnamed_addr constant [23 x i8] c"move disk %d %c -> %c\0A\00", align 1, !dbg !74
@.str.14 = private unnamed_addr constant [13 x i8] c"perm %d: %s\0A\00", align 1, !dbg !79

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !95 {
  %1 = alloca [6 x i8], align 1, !DIAssignID !119
    #dbg_assign(i1 undef, !107, !DIExpression(), !119, ptr %1, !DIExpression(), !120)
  %2 = alloca [10 x i32], align 16, !DIAssignID !121
    #dbg_assign(i1 undef, !111, !DIExpression(), !121, ptr %2, !DIExpression(), !120)
    #dbg_value(i32 0, !99, !DIExpression(), !122)
  br label %6, !dbg !123

3:                                                ; preds = %6
  %4 = tail call fastcc i64 @fib_memo(i32 noundef 90), !dbg !124
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %4), !dbg !125
    #dbg_value(i32 0, !101, !DIExpression(), !126)
  br label %12, !dbg !127

6:                                                ; preds = %0, %6
  %7 = phi i32 [ 0, %0 ], [ %10, %6 ]
    #dbg_value(i32 %7, !99, !DIExpression(), !122)
  %8 = tail call fastcc i64 @fib(i32 noundef %7), !dbg !128
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7, i64 noundef %8), !dbg !130
  %10 = add nuw nsw i32 %7, 4, !dbg !131
    #dbg_value(i32 %10, !99, !DIExpression(), !122)
  %11 = icmp ult i32 %7, 17, !dbg !132
  br i1 %11, label %6, label %3, !dbg !123, !llvm.loop !133

12:                                               ; preds = %3, %28
  %13 = phi i32 [ 0, %3 ], [ %29, %28 ]
    #dbg_value(i32 %13, !101, !DIExpression(), !126)
    #dbg_value(i32 0, !104, !DIExpression(), !137)
  br label %31, !dbg !138

14:                                               ; preds = %28
  %15 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 3), !dbg !139
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %15), !dbg !140
  %17 = tail call fastcc i32 @is_even(i32 noundef 10), !dbg !141
    #dbg_value(i32 7, !142, !DIExpression(), !147)
  %18 = tail call fastcc i32 @is_even(i32 noundef 6), !dbg !149
  %19 = tail call fastcc i32 @is_even(i32 noundef 99), !dbg !150
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %17, i32 noundef %18, i32 noundef %19), !dbg !151
  tail call fastcc void @hanoi(i32 noundef 3, i8 noundef signext 65, i8 noundef signext 67, i8 noundef signext 66, i32 noundef 1), !dbg !152
  store i32 0, ptr @moves, align 4, !dbg !153, !tbaa !154
  tail call fastcc void @hanoi(i32 noundef 12, i8 noundef signext 65, i8 noundef signext 67, i8 noundef signext 66, i32 noundef 0), !dbg !158
  %21 = load i32, ptr @moves, align 4, !dbg !159, !tbaa !154
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %21), !dbg !160
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %1) #7, !dbg !161
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %1, ptr noundef nonnull align 1 dereferenceable(6) @__const.main.s, i64 6, i1 false), !dbg !162, !DIAssignID !163
    #dbg_assign(i1 undef, !107, !DIExpression(), !163, ptr %1, !DIExpression(), !120)
  call fastcc void @permute(ptr noundef nonnull %1, i32 noundef 0), !dbg !164
  %23 = load i32, ptr @perm_count, align 4, !dbg !165, !tbaa !154
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %23), !dbg !166
  %25 = call fastcc i64 @gcd(i64 noundef 1071, i64 noundef 462), !dbg !167
  %26 = call fastcc i64 @gcd(i64 noundef 1099511627776, i64 noundef 60466176), !dbg !168
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %25, i64 noundef %26), !dbg !169
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #7, !dbg !170
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %2, ptr noundef nonnull align 16 dereferenceable(40) @__const.main.set, i64 40, i1 false), !dbg !171, !DIAssignID !172
    #dbg_assign(i1 undef, !111, !DIExpression(), !172, ptr %2, !DIExpression(), !120)
    #dbg_value(i32 0, !115, !DIExpression(), !173)
  br label %42, !dbg !174

28:                                               ; preds = %31
  %29 = add nuw nsw i32 %13, 1, !dbg !175
    #dbg_value(i32 %29, !101, !DIExpression(), !126)
  %30 = icmp eq i32 %29, 3, !dbg !176
  br i1 %30, label %14, label %12, !dbg !127, !llvm.loop !177

31:                                               ; preds = %12, %31
  %32 = phi i32 [ 0, %12 ], [ %35, %31 ]
    #dbg_value(i32 %32, !104, !DIExpression(), !137)
  %33 = tail call fastcc i32 @ack(i32 noundef %13, i32 noundef %32), !dbg !179
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %13, i32 noundef %32, i32 noundef %33), !dbg !181
  %35 = add nuw nsw i32 %32, 1, !dbg !182
    #dbg_value(i32 %35, !104, !DIExpression(), !137)
  %36 = icmp eq i32 %35, 4, !dbg !183
  br i1 %36, label %28, label %31, !dbg !138, !llvm.loop !184

37:                                               ; preds = %42
  %38 = call fastcc i32 @flood(i32 noundef 3, i32 noundef 0), !dbg !186
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %38), !dbg !187
  %40 = call fastcc i32 @flood(i32 noundef 6, i32 noundef 8), !dbg !188
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %40), !dbg !189
    #dbg_value(i32 0, !117, !DIExpression(), !190)
  br label %51, !dbg !191

42:                                               ; preds = %14, %42
  %43 = phi i32 [ 0, %14 ], [ %46, %42 ]
    #dbg_value(i32 %43, !115, !DIExpression(), !173)
  %44 = call fastcc i32 @subset_sums(ptr noundef nonnull %2, i32 noundef 10, i32 noundef %43), !dbg !192
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %43, i32 noundef %44), !dbg !194
  %46 = add nuw nsw i32 %43, 5, !dbg !195
    #dbg_value(i32 %46, !115, !DIExpression(), !173)
  %47 = icmp ult i32 %43, 26, !dbg !196
  br i1 %47, label %42, label %37, !dbg !174, !llvm.loop !197

48:                                               ; preds = %51
  %49 = call fastcc i32 @depth(i32 noundef 5000), !dbg !199
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %49), !dbg !200
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #7, !dbg !201
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %1) #7, !dbg !201
  ret i32 0, !dbg !201

51:                                               ; preds = %37, %51
  %52 = phi i64 [ 0, %37 ], [ %55, %51 ]
    #dbg_value(i64 %52, !117, !DIExpression(), !190)
  %53 = getelementptr inbounds [8 x [12 x i8]], ptr @grid, i64 0, i64 %52, !dbg !202
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %53), !dbg !204
  %55 = add nuw nsw i64 %52, 1, !dbg !205
    #dbg_value(i64 %55, !117, !DIExpression(), !190)
  %56 = icmp eq i64 %55, 8, !dbg !206
  br i1 %56, label %48, label %51, !dbg !191, !llvm.loop !207
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !209 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @fib(i32 noundef %0) unnamed_addr #3 !dbg !216 {
  br label %2

2:                                                ; preds = %9, %1
  %3 = phi i64 [ 0, %1 ], [ %13, %9 ]
  %4 = phi i32 [ %0, %1 ], [ %12, %9 ]
    #dbg_value(i32 %4, !220, !DIExpression(), !221)
  %5 = icmp slt i32 %4, 2, !dbg !222
  br i1 %5, label %6, label %9, !dbg !223

6:                                                ; preds = %2
  %7 = sext i32 %4 to i64, !dbg !224
  %8 = add nsw i64 %3, %7
  ret i64 %8, !dbg !225

9:                                                ; preds = %2
  %10 = add nsw i32 %4, -1, !dbg !226
  %11 = tail call fastcc i64 @fib(i32 noundef %10), !dbg !227
  %12 = add nsw i32 %4, -2, !dbg !228
  %13 = add nsw i64 %3, %11, !dbg !229
  br label %2, !dbg !230
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @fib_memo(i32 noundef %0) unnamed_addr #4 !dbg !231 {
    #dbg_value(i32 %0, !233, !DIExpression(), !234)
  %2 = icmp slt i32 %0, 2, !dbg !235
  br i1 %2, label %3, label %5, !dbg !237

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64, !dbg !238
  br label %10, !dbg !239

5:                                                ; preds = %1
  %6 = zext nneg i32 %0 to i64, !dbg !240
  %7 = getelementptr inbounds [91 x i64], ptr @memo, i64 0, i64 %6, !dbg !240
  %8 = load i64, ptr %7, align 8, !dbg !240, !tbaa !242
  %9 = icmp eq i64 %8, 0, !dbg !240
  br i1 %9, label %12, label %10, !dbg !244

10:                                               ; preds = %3, %5, %12
  %11 = phi i64 [ %17, %12 ], [ %4, %3 ], [ %8, %5 ]
  ret i64 %11, !dbg !245

12:                                               ; preds = %5
  %13 = add nsw i32 %0, -1, !dbg !246
  %14 = tail call fastcc i64 @fib_memo(i32 noundef %13), !dbg !247
  %15 = add nsw i32 %0, -2, !dbg !248
  %16 = tail call fastcc i64 @fib_memo(i32 noundef %15), !dbg !249
  %17 = add nsw i64 %16, %14, !dbg !250
  store i64 %17, ptr %7, align 8, !dbg !251, !tbaa !242
  br label %10, !dbg !245
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @ack(i32 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !252 {
  br label %3

3:                                                ; preds = %9, %12, %2
  %4 = phi i32 [ %0, %2 ], [ %11, %12 ], [ %11, %9 ]
  %5 = phi i32 [ %1, %2 ], [ %14, %12 ], [ 1, %9 ]
    #dbg_value(i32 %4, !256, !DIExpression(), !258)
    #dbg_value(i32 %5, !257, !DIExpression(), !258)
  %6 = icmp eq i32 %4, 0, !dbg !259
  br i1 %6, label %7, label %9, !dbg !261

7:                                                ; preds = %3
  %8 = add i32 %5, 1, !dbg !262
  ret i32 %8, !dbg !263

9:                                                ; preds = %3
  %10 = icmp eq i32 %5, 0, !dbg !264
  %11 = add nsw i32 %4, -1, !dbg !258
  br i1 %10, label %3, label %12, !dbg !266

12:                                               ; preds = %9
  %13 = add i32 %5, -1, !dbg !267
  %14 = tail call fastcc i32 @ack(i32 noundef %4, i32 noundef %13), !dbg !268
  br label %3, !dbg !269
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @is_even(i32 noundef %0) unnamed_addr #3 !dbg !270 {
  br label %2

2:                                                ; preds = %4, %1
  %3 = phi i32 [ %0, %1 ], [ %5, %4 ]
    #dbg_value(i32 %3, !272, !DIExpression(), !273)
  switch i32 %3, label %4 [
    i32 0, label %7
    i32 1, label %6
  ], !dbg !274

4:                                                ; preds = %2
  %5 = add nsw i32 %3, -2, !dbg !275
  br label %2, !dbg !277

6:                                                ; preds = %2
  br label %7, !dbg !278

7:                                                ; preds = %2, %6
  %8 = phi i32 [ 1, %2 ], [ 0, %6 ], !dbg !274
  ret i32 %8, !dbg !278
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @hanoi(i32 noundef %0, i8 noundef signext %1, i8 noundef signext %2, i8 noundef signext %3, i32 noundef %4) unnamed_addr #0 !dbg !279 {
  br label %6

6:                                                ; preds = %20, %5
  %7 = phi i32 [ %0, %5 ], [ %12, %20 ]
  %8 = phi i8 [ %1, %5 ], [ %9, %20 ]
  %9 = phi i8 [ %3, %5 ], [ %8, %20 ]
    #dbg_value(i32 %7, !283, !DIExpression(), !288)
    #dbg_value(i8 %8, !284, !DIExpression(), !288)
    #dbg_value(i8 %2, !285, !DIExpression(), !288)
    #dbg_value(i8 %9, !286, !DIExpression(), !288)
    #dbg_value(i32 %4, !287, !DIExpression(), !288)
  %10 = icmp eq i32 %7, 0, !dbg !289
  br i1 %10, label %21, label %11, !dbg !291

11:                                               ; preds = %6
  %12 = add nsw i32 %7, -1, !dbg !292
  tail call fastcc void @hanoi(i32 noundef %12, i8 noundef signext %8, i8 noundef signext %9, i8 noundef signext %2, i32 noundef %4), !dbg !293
  %13 = load i32, ptr @moves, align 4, !dbg !294, !tbaa !154
  %14 = add nsw i32 %13, 1, !dbg !294
  store i32 %14, ptr @moves, align 4, !dbg !294, !tbaa !154
  %15 = icmp eq i32 %4, 0, !dbg !295
  br i1 %15, label %20, label %16, !dbg !297

16:                                               ; preds = %11
  %17 = zext nneg i8 %8 to i32, !dbg !298
  %18 = zext nneg i8 %2 to i32, !dbg !299
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %7, i32 noundef %17, i32 noundef %18), !dbg !300
  br label %20, !dbg !300

20:                                               ; preds = %16, %11
  br label %6, !dbg !301

21:                                               ; preds = %6
  ret void, !dbg !302
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @permute(ptr noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !303 {
    #dbg_value(ptr %0, !308, !DIExpression(), !316)
    #dbg_value(i32 %1, !309, !DIExpression(), !316)
    #dbg_value(i32 5, !310, !DIExpression(), !316)
  %3 = icmp eq i32 %1, 5, !dbg !317
  br i1 %3, label %11, label %4, !dbg !319

4:                                                ; preds = %2
    #dbg_value(i32 %1, !311, !DIExpression(), !320)
  %5 = icmp slt i32 %1, 5, !dbg !321
  br i1 %5, label %6, label %30, !dbg !322

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = add nuw nsw i32 %1, 1
  %10 = sext i32 %1 to i64, !dbg !322
  br label %20, !dbg !322

11:                                               ; preds = %2
  %12 = load i32, ptr @perm_count, align 4, !dbg !323, !tbaa !154
  %13 = add nsw i32 %12, 1, !dbg !323
  store i32 %13, ptr @perm_count, align 4, !dbg !323, !tbaa !154
  %14 = icmp slt i32 %12, 8, !dbg !325
  %15 = urem i32 %13, 20
  %16 = icmp eq i32 %15, 0
  %17 = select i1 %14, i1 true, i1 %16, !dbg !327
  br i1 %17, label %18, label %30, !dbg !327

18:                                               ; preds = %11
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %13, ptr noundef %0), !dbg !328
  br label %30, !dbg !328

20:                                               ; preds = %6, %20
  %21 = phi i64 [ %10, %6 ], [ %27, %20 ]
    #dbg_value(i64 %21, !311, !DIExpression(), !320)
  %22 = load i8, ptr %8, align 1, !dbg !329, !tbaa !330
    #dbg_value(i8 %22, !313, !DIExpression(), !331)
  %23 = getelementptr inbounds i8, ptr %0, i64 %21, !dbg !332
  %24 = load i8, ptr %23, align 1, !dbg !332, !tbaa !330
  store i8 %24, ptr %8, align 1, !dbg !333, !tbaa !330
  store i8 %22, ptr %23, align 1, !dbg !334, !tbaa !330
  tail call fastcc void @permute(ptr noundef %0, i32 noundef %9), !dbg !335
  %25 = load i8, ptr %8, align 1, !dbg !336, !tbaa !330
    #dbg_value(i8 %25, !313, !DIExpression(), !331)
  %26 = load i8, ptr %23, align 1, !dbg !337, !tbaa !330
  store i8 %26, ptr %8, align 1, !dbg !338, !tbaa !330
  store i8 %25, ptr %23, align 1, !dbg !339, !tbaa !330
  %27 = add nsw i64 %21, 1, !dbg !340
    #dbg_value(i64 %27, !311, !DIExpression(), !320)
  %28 = and i64 %27, 4294967295, !dbg !321
  %29 = icmp eq i64 %28, 5, !dbg !321
  br i1 %29, label %30, label %20, !dbg !322, !llvm.loop !341

30:                                               ; preds = %20, %4, %11, %18
  ret void, !dbg !343
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc range(i64 1, 1099511627777) i64 @gcd(i64 noundef %0, i64 noundef %1) unnamed_addr #3 !dbg !344 {
  br label %3

3:                                                ; preds = %7, %2
  %4 = phi i64 [ %0, %2 ], [ %5, %7 ]
  %5 = phi i64 [ %1, %2 ], [ %8, %7 ]
    #dbg_value(i64 %4, !348, !DIExpression(), !350)
    #dbg_value(i64 %5, !349, !DIExpression(), !350)
  %6 = icmp eq i64 %5, 0, !dbg !351
  br i1 %6, label %9, label %7, !dbg !352

7:                                                ; preds = %3
  %8 = urem i64 %4, %5, !dbg !353
  br label %3, !dbg !354

9:                                                ; preds = %3
  ret i64 %4, !dbg !355
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @subset_sums(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #6 !dbg !356 {
  br label %4

4:                                                ; preds = %11, %3
  %5 = phi i32 [ 0, %3 ], [ %17, %11 ]
  %6 = phi ptr [ %0, %3 ], [ %12, %11 ]
  %7 = phi i32 [ %1, %3 ], [ %13, %11 ]
    #dbg_value(ptr %6, !362, !DIExpression(), !365)
    #dbg_value(i32 %7, !363, !DIExpression(), !365)
    #dbg_value(i32 %2, !364, !DIExpression(), !365)
  %8 = icmp eq i32 %2, 0, !dbg !366
  br i1 %8, label %18, label %9, !dbg !368

9:                                                ; preds = %4
  %10 = icmp eq i32 %7, 0, !dbg !369
  br i1 %10, label %18, label %11, !dbg !371

11:                                               ; preds = %9
  %12 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !372
  %13 = add nsw i32 %7, -1, !dbg !373
  %14 = load i32, ptr %6, align 4, !dbg !374, !tbaa !154
  %15 = sub nsw i32 %2, %14, !dbg !375
  %16 = tail call fastcc i32 @subset_sums(ptr noundef nonnull %12, i32 noundef %13, i32 noundef %15), !dbg !376
  %17 = add nsw i32 %5, %16, !dbg !377
  br label %4, !dbg !378

18:                                               ; preds = %9, %4
  %19 = phi i32 [ 1, %4 ], [ 0, %9 ], !dbg !365
  %20 = add nsw i32 %5, %19
  ret i32 %20, !dbg !379
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @flood(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !380 {
  br label %3

3:                                                ; preds = %15, %2
  %4 = phi i32 [ 0, %2 ], [ %26, %15 ]
  %5 = phi i32 [ %1, %2 ], [ %25, %15 ]
    #dbg_value(i32 %0, !384, !DIExpression(), !386)
    #dbg_value(i32 %5, !385, !DIExpression(), !386)
  %6 = icmp ugt i32 %0, 7, !dbg !387
  %7 = icmp ugt i32 %5, 11, !dbg !387
  %8 = or i1 %6, %7, !dbg !387
  br i1 %8, label %27, label %9, !dbg !387

9:                                                ; preds = %3
  %10 = zext nneg i32 %0 to i64, !dbg !389
  %11 = zext nneg i32 %5 to i64, !dbg !389
  %12 = getelementptr inbounds [8 x [12 x i8]], ptr @grid, i64 0, i64 %10, i64 %11, !dbg !389
  %13 = load i8, ptr %12, align 1, !dbg !389, !tbaa !330
  %14 = icmp eq i8 %13, 46, !dbg !390
  br i1 %14, label %15, label %27, !dbg !391

15:                                               ; preds = %9
  store i8 111, ptr %12, align 1, !dbg !392, !tbaa !330
  %16 = add nuw nsw i32 %0, 1, !dbg !393
  %17 = tail call fastcc i32 @flood(i32 noundef %16, i32 noundef %5), !dbg !394
  %18 = add nsw i32 %17, 1, !dbg !395
  %19 = add nsw i32 %0, -1, !dbg !396
  %20 = tail call fastcc i32 @flood(i32 noundef %19, i32 noundef %5), !dbg !397
  %21 = add nsw i32 %18, %20, !dbg !398
  %22 = add nuw nsw i32 %5, 1, !dbg !399
  %23 = tail call fastcc i32 @flood(i32 noundef %0, i32 noundef %22), !dbg !400
  %24 = add nsw i32 %21, %23, !dbg !401
  %25 = add nsw i32 %5, -1, !dbg !402
  %26 = add nsw i32 %24, %4, !dbg !403
  br label %3, !dbg !404

27:                                               ; preds = %3, %9
  %28 = add nsw i32 0, %4
  ret i32 %28, !dbg !405
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @depth(i32 noundef %0) unnamed_addr #3 !dbg !406 {
  br label %2

2:                                                ; preds = %6, %1
  %3 = phi i32 [ 0, %1 ], [ %8, %6 ]
  %4 = phi i32 [ %0, %1 ], [ %7, %6 ]
    #dbg_value(i32 %4, !410, !DIExpression(), !411)
  %5 = icmp eq i32 %4, 0, !dbg !412
  br i1 %5, label %9, label %6, !dbg !413

6:                                                ; preds = %2
  %7 = add nsw i32 %4, -1, !dbg !414
  %8 = add nsw i32 %3, 1, !dbg !415
  br label %2, !dbg !416

9:                                                ; preds = %2
  %10 = add nsw i32 %3, 0
  ret i32 %10, !dbg !417
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!26}
!llvm.module.flags = !{!87, !88, !89, !90, !91, !92, !93}
!llvm.ident = !{!94}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "recursion.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "25e9dd48d509cfd27849ba709911c2e6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 13)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 15)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !3, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 35)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "moves", scope: !26, file: !2, line: 28, type: !67, isLocal: true, isDefinition: true)
!26 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !27, splitDebugInlining: false, nameTableKind: None)
!27 = !{!0, !7, !12, !17, !19, !28, !33, !38, !43, !48, !53, !55, !60, !24, !65, !68, !74, !79, !81}
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 20)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 17)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 38)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 27)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 22)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !50, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 7)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 16)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "perm_count", scope: !26, file: !2, line: 39, type: !67, isLocal: true, isDefinition: true)
!67 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "memo", scope: !26, file: !2, line: 7, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 5824, elements: !72)
!71 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!72 = !{!73}
!73 = !DISubrange(count: 91)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 23)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !3, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(name: "grid", scope: !26, file: !2, line: 64, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 768, elements: !84)
!84 = !{!85, !86}
!85 = !DISubrange(count: 8)
!86 = !DISubrange(count: 12)
!87 = !{i32 7, !"Dwarf Version", i32 5}
!88 = !{i32 2, !"Debug Info Version", i32 3}
!89 = !{i32 1, !"wchar_size", i32 4}
!90 = !{i32 8, !"PIC Level", i32 2}
!91 = !{i32 7, !"PIE Level", i32 2}
!92 = !{i32 7, !"uwtable", i32 2}
!93 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!94 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!95 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 78, type: !96, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !98)
!96 = !DISubroutineType(types: !97)
!97 = !{!67}
!98 = !{!99, !101, !104, !107, !111, !115, !117}
!99 = !DILocalVariable(name: "i", scope: !100, file: !2, line: 79, type: !67)
!100 = distinct !DILexicalBlock(scope: !95, file: !2, line: 79, column: 5)
!101 = !DILocalVariable(name: "m", scope: !102, file: !2, line: 82, type: !103)
!102 = distinct !DILexicalBlock(scope: !95, file: !2, line: 82, column: 5)
!103 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!104 = !DILocalVariable(name: "n", scope: !105, file: !2, line: 83, type: !103)
!105 = distinct !DILexicalBlock(scope: !106, file: !2, line: 83, column: 9)
!106 = distinct !DILexicalBlock(scope: !102, file: !2, line: 82, column: 5)
!107 = !DILocalVariable(name: "s", scope: !95, file: !2, line: 91, type: !108)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: 6)
!111 = !DILocalVariable(name: "set", scope: !95, file: !2, line: 95, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 320, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 10)
!115 = !DILocalVariable(name: "t", scope: !116, file: !2, line: 96, type: !67)
!116 = distinct !DILexicalBlock(scope: !95, file: !2, line: 96, column: 5)
!117 = !DILocalVariable(name: "r", scope: !118, file: !2, line: 100, type: !67)
!118 = distinct !DILexicalBlock(scope: !95, file: !2, line: 100, column: 5)
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 0, scope: !95)
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 0, scope: !100)
!123 = !DILocation(line: 79, column: 5, scope: !100)
!124 = !DILocation(line: 81, column: 34, scope: !95)
!125 = !DILocation(line: 81, column: 5, scope: !95)
!126 = !DILocation(line: 0, scope: !102)
!127 = !DILocation(line: 82, column: 5, scope: !102)
!128 = !DILocation(line: 80, column: 36, scope: !129)
!129 = distinct !DILexicalBlock(scope: !100, file: !2, line: 79, column: 5)
!130 = !DILocation(line: 80, column: 9, scope: !129)
!131 = !DILocation(line: 79, column: 32, scope: !129)
!132 = !DILocation(line: 79, column: 23, scope: !129)
!133 = distinct !{!133, !123, !134, !135, !136}
!134 = !DILocation(line: 80, column: 42, scope: !100)
!135 = !{!"llvm.loop.mustprogress"}
!136 = !{!"llvm.loop.unroll.disable"}
!137 = !DILocation(line: 0, scope: !105)
!138 = !DILocation(line: 83, column: 9, scope: !105)
!139 = !DILocation(line: 85, column: 29, scope: !95)
!140 = !DILocation(line: 85, column: 5, scope: !95)
!141 = !DILocation(line: 86, column: 51, scope: !95)
!142 = !DILocalVariable(name: "n", arg: 1, scope: !143, file: !2, line: 26, type: !103)
!143 = distinct !DISubprogram(name: "is_odd", scope: !2, file: !2, line: 26, type: !144, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !146)
!144 = !DISubroutineType(types: !145)
!145 = !{!67, !103}
!146 = !{!142}
!147 = !DILocation(line: 0, scope: !143, inlinedAt: !148)
!148 = distinct !DILocation(line: 86, column: 64, scope: !95)
!149 = !DILocation(line: 26, column: 53, scope: !143, inlinedAt: !148)
!150 = !DILocation(line: 86, column: 75, scope: !95)
!151 = !DILocation(line: 86, column: 5, scope: !95)
!152 = !DILocation(line: 87, column: 5, scope: !95)
!153 = !DILocation(line: 88, column: 11, scope: !95)
!154 = !{!155, !155, i64 0}
!155 = !{!"int", !156, i64 0}
!156 = !{!"omnipotent char", !157, i64 0}
!157 = !{!"Simple C/C++ TBAA"}
!158 = !DILocation(line: 89, column: 5, scope: !95)
!159 = !DILocation(line: 90, column: 36, scope: !95)
!160 = !DILocation(line: 90, column: 5, scope: !95)
!161 = !DILocation(line: 91, column: 5, scope: !95)
!162 = !DILocation(line: 91, column: 10, scope: !95)
!163 = distinct !DIAssignID()
!164 = !DILocation(line: 92, column: 5, scope: !95)
!165 = !DILocation(line: 93, column: 33, scope: !95)
!166 = !DILocation(line: 93, column: 5, scope: !95)
!167 = !DILocation(line: 94, column: 54, scope: !95)
!168 = !DILocation(line: 94, column: 70, scope: !95)
!169 = !DILocation(line: 94, column: 5, scope: !95)
!170 = !DILocation(line: 95, column: 5, scope: !95)
!171 = !DILocation(line: 95, column: 9, scope: !95)
!172 = distinct !DIAssignID()
!173 = !DILocation(line: 0, scope: !116)
!174 = !DILocation(line: 96, column: 5, scope: !116)
!175 = !DILocation(line: 82, column: 35, scope: !106)
!176 = !DILocation(line: 82, column: 28, scope: !106)
!177 = distinct !{!177, !127, !178, !135, !136}
!178 = !DILocation(line: 84, column: 54, scope: !102)
!179 = !DILocation(line: 84, column: 45, scope: !180)
!180 = distinct !DILexicalBlock(scope: !105, file: !2, line: 83, column: 9)
!181 = !DILocation(line: 84, column: 13, scope: !180)
!182 = !DILocation(line: 83, column: 39, scope: !180)
!183 = !DILocation(line: 83, column: 32, scope: !180)
!184 = distinct !{!184, !138, !185, !135, !136}
!185 = !DILocation(line: 84, column: 54, scope: !105)
!186 = !DILocation(line: 98, column: 38, scope: !95)
!187 = !DILocation(line: 98, column: 5, scope: !95)
!188 = !DILocation(line: 99, column: 38, scope: !95)
!189 = !DILocation(line: 99, column: 5, scope: !95)
!190 = !DILocation(line: 0, scope: !118)
!191 = !DILocation(line: 100, column: 5, scope: !118)
!192 = !DILocation(line: 97, column: 50, scope: !193)
!193 = distinct !DILexicalBlock(scope: !116, file: !2, line: 96, column: 5)
!194 = !DILocation(line: 97, column: 9, scope: !193)
!195 = !DILocation(line: 96, column: 32, scope: !193)
!196 = !DILocation(line: 96, column: 23, scope: !193)
!197 = distinct !{!197, !174, !198, !135, !136}
!198 = !DILocation(line: 97, column: 73, scope: !116)
!199 = !DILocation(line: 102, column: 32, scope: !95)
!200 = !DILocation(line: 102, column: 5, scope: !95)
!201 = !DILocation(line: 104, column: 1, scope: !95)
!202 = !DILocation(line: 101, column: 27, scope: !203)
!203 = distinct !DILexicalBlock(scope: !118, file: !2, line: 100, column: 5)
!204 = !DILocation(line: 101, column: 9, scope: !203)
!205 = !DILocation(line: 100, column: 29, scope: !203)
!206 = !DILocation(line: 100, column: 23, scope: !203)
!207 = distinct !{!207, !191, !208, !135, !136}
!208 = !DILocation(line: 101, column: 34, scope: !118)
!209 = !DISubprogram(name: "printf", scope: !210, file: !210, line: 356, type: !211, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!210 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!211 = !DISubroutineType(types: !212)
!212 = !{!67, !213, null}
!213 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !214)
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !215, size: 64)
!215 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!216 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 5, type: !217, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !219)
!217 = !DISubroutineType(types: !218)
!218 = !{!71, !67}
!219 = !{!220}
!220 = !DILocalVariable(name: "n", arg: 1, scope: !216, file: !2, line: 5, type: !67)
!221 = !DILocation(line: 0, scope: !216)
!222 = !DILocation(line: 5, column: 35, scope: !216)
!223 = !DILocation(line: 5, column: 33, scope: !216)
!224 = !DILocation(line: 5, column: 41, scope: !216)
!225 = !DILocation(line: 5, column: 26, scope: !216)
!226 = !DILocation(line: 5, column: 51, scope: !216)
!227 = !DILocation(line: 5, column: 45, scope: !216)
!228 = !DILocation(line: 5, column: 64, scope: !216)
!229 = !DILocation(line: 5, column: 56, scope: !216)
!230 = !DILocation(line: 5, column: 58, scope: !216)
!231 = distinct !DISubprogram(name: "fib_memo", scope: !2, file: !2, line: 8, type: !217, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !232)
!232 = !{!233}
!233 = !DILocalVariable(name: "n", arg: 1, scope: !231, file: !2, line: 8, type: !67)
!234 = !DILocation(line: 0, scope: !231)
!235 = !DILocation(line: 9, column: 11, scope: !236)
!236 = distinct !DILexicalBlock(scope: !231, file: !2, line: 9, column: 9)
!237 = !DILocation(line: 9, column: 9, scope: !231)
!238 = !DILocation(line: 10, column: 16, scope: !236)
!239 = !DILocation(line: 10, column: 9, scope: !236)
!240 = !DILocation(line: 11, column: 9, scope: !241)
!241 = distinct !DILexicalBlock(scope: !231, file: !2, line: 11, column: 9)
!242 = !{!243, !243, i64 0}
!243 = !{!"long", !156, i64 0}
!244 = !DILocation(line: 11, column: 9, scope: !231)
!245 = !DILocation(line: 14, column: 1, scope: !231)
!246 = !DILocation(line: 13, column: 33, scope: !231)
!247 = !DILocation(line: 13, column: 22, scope: !231)
!248 = !DILocation(line: 13, column: 51, scope: !231)
!249 = !DILocation(line: 13, column: 40, scope: !231)
!250 = !DILocation(line: 13, column: 38, scope: !231)
!251 = !DILocation(line: 13, column: 20, scope: !231)
!252 = distinct !DISubprogram(name: "ack", scope: !2, file: !2, line: 16, type: !253, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !255)
!253 = !DISubroutineType(types: !254)
!254 = !{!103, !103, !103}
!255 = !{!256, !257}
!256 = !DILocalVariable(name: "m", arg: 1, scope: !252, file: !2, line: 16, type: !103)
!257 = !DILocalVariable(name: "n", arg: 2, scope: !252, file: !2, line: 16, type: !103)
!258 = !DILocation(line: 0, scope: !252)
!259 = !DILocation(line: 17, column: 11, scope: !260)
!260 = distinct !DILexicalBlock(scope: !252, file: !2, line: 17, column: 9)
!261 = !DILocation(line: 17, column: 9, scope: !252)
!262 = !DILocation(line: 18, column: 18, scope: !260)
!263 = !DILocation(line: 22, column: 1, scope: !252)
!264 = !DILocation(line: 19, column: 11, scope: !265)
!265 = distinct !DILexicalBlock(scope: !252, file: !2, line: 19, column: 9)
!266 = !DILocation(line: 19, column: 9, scope: !252)
!267 = !DILocation(line: 21, column: 32, scope: !252)
!268 = !DILocation(line: 21, column: 23, scope: !252)
!269 = !DILocation(line: 21, column: 12, scope: !252)
!270 = distinct !DISubprogram(name: "is_even", scope: !2, file: !2, line: 25, type: !144, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !271)
!271 = !{!272}
!272 = !DILocalVariable(name: "n", arg: 1, scope: !270, file: !2, line: 25, type: !103)
!273 = !DILocation(line: 0, scope: !270)
!274 = !DILocation(line: 25, column: 41, scope: !270)
!275 = !DILocation(line: 26, column: 63, scope: !143, inlinedAt: !276)
!276 = distinct !DILocation(line: 25, column: 54, scope: !270)
!277 = !DILocation(line: 26, column: 53, scope: !143, inlinedAt: !276)
!278 = !DILocation(line: 25, column: 34, scope: !270)
!279 = distinct !DISubprogram(name: "hanoi", scope: !2, file: !2, line: 29, type: !280, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !282)
!280 = !DISubroutineType(types: !281)
!281 = !{null, !67, !4, !4, !4, !67}
!282 = !{!283, !284, !285, !286, !287}
!283 = !DILocalVariable(name: "n", arg: 1, scope: !279, file: !2, line: 29, type: !67)
!284 = !DILocalVariable(name: "from", arg: 2, scope: !279, file: !2, line: 29, type: !4)
!285 = !DILocalVariable(name: "to", arg: 3, scope: !279, file: !2, line: 29, type: !4)
!286 = !DILocalVariable(name: "via", arg: 4, scope: !279, file: !2, line: 29, type: !4)
!287 = !DILocalVariable(name: "verbose", arg: 5, scope: !279, file: !2, line: 29, type: !67)
!288 = !DILocation(line: 0, scope: !279)
!289 = !DILocation(line: 30, column: 11, scope: !290)
!290 = distinct !DILexicalBlock(scope: !279, file: !2, line: 30, column: 9)
!291 = !DILocation(line: 30, column: 9, scope: !279)
!292 = !DILocation(line: 32, column: 13, scope: !279)
!293 = !DILocation(line: 32, column: 5, scope: !279)
!294 = !DILocation(line: 33, column: 10, scope: !279)
!295 = !DILocation(line: 34, column: 9, scope: !296)
!296 = distinct !DILexicalBlock(scope: !279, file: !2, line: 34, column: 9)
!297 = !DILocation(line: 34, column: 9, scope: !279)
!298 = !DILocation(line: 35, column: 46, scope: !296)
!299 = !DILocation(line: 35, column: 52, scope: !296)
!300 = !DILocation(line: 35, column: 9, scope: !296)
!301 = !DILocation(line: 36, column: 5, scope: !279)
!302 = !DILocation(line: 37, column: 1, scope: !279)
!303 = distinct !DISubprogram(name: "permute", scope: !2, file: !2, line: 40, type: !304, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !307)
!304 = !DISubroutineType(cc: DW_CC_nocall, types: !305)
!305 = !{null, !306, !67, !67}
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!307 = !{!308, !309, !310, !311, !313}
!308 = !DILocalVariable(name: "s", arg: 1, scope: !303, file: !2, line: 40, type: !306)
!309 = !DILocalVariable(name: "k", arg: 2, scope: !303, file: !2, line: 40, type: !67)
!310 = !DILocalVariable(name: "n", arg: 3, scope: !303, file: !2, line: 40, type: !67)
!311 = !DILocalVariable(name: "i", scope: !312, file: !2, line: 47, type: !67)
!312 = distinct !DILexicalBlock(scope: !303, file: !2, line: 47, column: 5)
!313 = !DILocalVariable(name: "t", scope: !314, file: !2, line: 48, type: !4)
!314 = distinct !DILexicalBlock(scope: !315, file: !2, line: 47, column: 33)
!315 = distinct !DILexicalBlock(scope: !312, file: !2, line: 47, column: 5)
!316 = !DILocation(line: 0, scope: !303)
!317 = !DILocation(line: 41, column: 11, scope: !318)
!318 = distinct !DILexicalBlock(scope: !303, file: !2, line: 41, column: 9)
!319 = !DILocation(line: 41, column: 9, scope: !303)
!320 = !DILocation(line: 0, scope: !312)
!321 = !DILocation(line: 47, column: 23, scope: !315)
!322 = !DILocation(line: 47, column: 5, scope: !312)
!323 = !DILocation(line: 42, column: 19, scope: !324)
!324 = distinct !DILexicalBlock(scope: !318, file: !2, line: 41, column: 17)
!325 = !DILocation(line: 43, column: 24, scope: !326)
!326 = distinct !DILexicalBlock(scope: !324, file: !2, line: 43, column: 13)
!327 = !DILocation(line: 43, column: 29, scope: !326)
!328 = !DILocation(line: 44, column: 13, scope: !326)
!329 = !DILocation(line: 48, column: 18, scope: !314)
!330 = !{!156, !156, i64 0}
!331 = !DILocation(line: 0, scope: !314)
!332 = !DILocation(line: 48, column: 31, scope: !314)
!333 = !DILocation(line: 48, column: 29, scope: !314)
!334 = !DILocation(line: 48, column: 42, scope: !314)
!335 = !DILocation(line: 49, column: 9, scope: !314)
!336 = !DILocation(line: 50, column: 13, scope: !314)
!337 = !DILocation(line: 50, column: 26, scope: !314)
!338 = !DILocation(line: 50, column: 24, scope: !314)
!339 = !DILocation(line: 50, column: 37, scope: !314)
!340 = !DILocation(line: 47, column: 29, scope: !315)
!341 = distinct !{!341, !322, !342, !135, !136}
!342 = !DILocation(line: 51, column: 5, scope: !312)
!343 = !DILocation(line: 52, column: 1, scope: !303)
!344 = distinct !DISubprogram(name: "gcd", scope: !2, file: !2, line: 54, type: !345, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !347)
!345 = !DISubroutineType(types: !346)
!346 = !{!71, !71, !71}
!347 = !{!348, !349}
!348 = !DILocalVariable(name: "a", arg: 1, scope: !344, file: !2, line: 54, type: !71)
!349 = !DILocalVariable(name: "b", arg: 2, scope: !344, file: !2, line: 54, type: !71)
!350 = !DILocation(line: 0, scope: !344)
!351 = !DILocation(line: 54, column: 44, scope: !344)
!352 = !DILocation(line: 54, column: 42, scope: !344)
!353 = !DILocation(line: 54, column: 64, scope: !344)
!354 = !DILocation(line: 54, column: 55, scope: !344)
!355 = !DILocation(line: 54, column: 35, scope: !344)
!356 = distinct !DISubprogram(name: "subset_sums", scope: !2, file: !2, line: 56, type: !357, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !361)
!357 = !DISubroutineType(types: !358)
!358 = !{!67, !359, !67, !67}
!359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !360, size: 64)
!360 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!361 = !{!362, !363, !364}
!362 = !DILocalVariable(name: "a", arg: 1, scope: !356, file: !2, line: 56, type: !359)
!363 = !DILocalVariable(name: "n", arg: 2, scope: !356, file: !2, line: 56, type: !67)
!364 = !DILocalVariable(name: "target", arg: 3, scope: !356, file: !2, line: 56, type: !67)
!365 = !DILocation(line: 0, scope: !356)
!366 = !DILocation(line: 57, column: 16, scope: !367)
!367 = distinct !DILexicalBlock(scope: !356, file: !2, line: 57, column: 9)
!368 = !DILocation(line: 57, column: 9, scope: !356)
!369 = !DILocation(line: 59, column: 11, scope: !370)
!370 = distinct !DILexicalBlock(scope: !356, file: !2, line: 59, column: 9)
!371 = !DILocation(line: 59, column: 9, scope: !356)
!372 = !DILocation(line: 61, column: 26, scope: !356)
!373 = !DILocation(line: 61, column: 33, scope: !356)
!374 = !DILocation(line: 61, column: 47, scope: !356)
!375 = !DILocation(line: 61, column: 45, scope: !356)
!376 = !DILocation(line: 61, column: 12, scope: !356)
!377 = !DILocation(line: 61, column: 53, scope: !356)
!378 = !DILocation(line: 61, column: 55, scope: !356)
!379 = !DILocation(line: 62, column: 1, scope: !356)
!380 = distinct !DISubprogram(name: "flood", scope: !2, file: !2, line: 69, type: !381, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !383)
!381 = !DISubroutineType(types: !382)
!382 = !{!67, !67, !67}
!383 = !{!384, !385}
!384 = !DILocalVariable(name: "r", arg: 1, scope: !380, file: !2, line: 69, type: !67)
!385 = !DILocalVariable(name: "c", arg: 2, scope: !380, file: !2, line: 69, type: !67)
!386 = !DILocation(line: 0, scope: !380)
!387 = !DILocation(line: 70, column: 15, scope: !388)
!388 = distinct !DILexicalBlock(scope: !380, file: !2, line: 70, column: 9)
!389 = !DILocation(line: 70, column: 48, scope: !388)
!390 = !DILocation(line: 70, column: 59, scope: !388)
!391 = !DILocation(line: 70, column: 9, scope: !380)
!392 = !DILocation(line: 72, column: 16, scope: !380)
!393 = !DILocation(line: 73, column: 24, scope: !380)
!394 = !DILocation(line: 73, column: 16, scope: !380)
!395 = !DILocation(line: 73, column: 14, scope: !380)
!396 = !DILocation(line: 73, column: 42, scope: !380)
!397 = !DILocation(line: 73, column: 34, scope: !380)
!398 = !DILocation(line: 73, column: 32, scope: !380)
!399 = !DILocation(line: 73, column: 63, scope: !380)
!400 = !DILocation(line: 73, column: 52, scope: !380)
!401 = !DILocation(line: 73, column: 50, scope: !380)
!402 = !DILocation(line: 73, column: 81, scope: !380)
!403 = !DILocation(line: 73, column: 68, scope: !380)
!404 = !DILocation(line: 73, column: 70, scope: !380)
!405 = !DILocation(line: 74, column: 1, scope: !380)
!406 = distinct !DISubprogram(name: "depth", scope: !2, file: !2, line: 76, type: !407, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !409)
!407 = !DISubroutineType(types: !408)
!408 = !{!67, !67}
!409 = !{!410}
!410 = !DILocalVariable(name: "n", arg: 1, scope: !406, file: !2, line: 76, type: !67)
!411 = !DILocation(line: 0, scope: !406)
!412 = !DILocation(line: 76, column: 36, scope: !406)
!413 = !DILocation(line: 76, column: 34, scope: !406)
!414 = !DILocation(line: 76, column: 59, scope: !406)
!415 = !DILocation(line: 76, column: 49, scope: !406)
!416 = !DILocation(line: 76, column: 51, scope: !406)
!417 = !DILocation(line: 76, column: 27, scope: !406)
