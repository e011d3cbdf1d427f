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
    #dbg_assign(i1 undef, !111, !DIExpression(), !121, ptr @__const.main.set, !DIExpression(), !120)
    #dbg_value(i32 0, !99, !DIExpression(), !122)
    #dbg_value(i32 0, !99, !DIExpression(), !122)
  %2 = tail call fastcc i64 @fib(i32 noundef 0), !dbg !123
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i64 noundef %2), !dbg !125
    #dbg_value(i32 4, !99, !DIExpression(), !122)
  %4 = tail call fastcc i64 @fib(i32 noundef 4), !dbg !123
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i64 noundef %4), !dbg !125
    #dbg_value(i32 8, !99, !DIExpression(), !122)
  %6 = tail call fastcc i64 @fib(i32 noundef 8), !dbg !123
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, i64 noundef %6), !dbg !125
    #dbg_value(i32 12, !99, !DIExpression(), !122)
  %8 = tail call fastcc i64 @fib(i32 noundef 12), !dbg !123
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 12, i64 noundef %8), !dbg !125
    #dbg_value(i32 16, !99, !DIExpression(), !122)
  %10 = tail call fastcc i64 @fib(i32 noundef 16), !dbg !123
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 16, i64 noundef %10), !dbg !125
    #dbg_value(i32 20, !99, !DIExpression(), !122)
  %12 = tail call fastcc i64 @fib(i32 noundef 20), !dbg !123
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 20, i64 noundef %12), !dbg !125
    #dbg_value(i32 24, !99, !DIExpression(), !122)
  %14 = tail call fastcc i64 @fib_memo(i32 noundef 90), !dbg !126
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %14), !dbg !127
    #dbg_value(i32 0, !101, !DIExpression(), !128)
    #dbg_value(i32 0, !101, !DIExpression(), !128)
    #dbg_value(i32 0, !104, !DIExpression(), !129)
    #dbg_value(i32 0, !104, !DIExpression(), !129)
  %16 = tail call fastcc i32 @ack(i32 noundef 0, i32 noundef 0), !dbg !130
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0, i32 noundef %16), !dbg !132
    #dbg_value(i32 1, !104, !DIExpression(), !129)
  %18 = tail call fastcc i32 @ack(i32 noundef 0, i32 noundef 1), !dbg !130
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 1, i32 noundef %18), !dbg !132
    #dbg_value(i32 2, !104, !DIExpression(), !129)
  %20 = tail call fastcc i32 @ack(i32 noundef 0, i32 noundef 2), !dbg !130
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 2, i32 noundef %20), !dbg !132
    #dbg_value(i32 3, !104, !DIExpression(), !129)
  %22 = tail call fastcc i32 @ack(i32 noundef 0, i32 noundef 3), !dbg !130
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 3, i32 noundef %22), !dbg !132
    #dbg_value(i32 4, !104, !DIExpression(), !129)
    #dbg_value(i32 1, !101, !DIExpression(), !128)
    #dbg_value(i32 0, !104, !DIExpression(), !129)
    #dbg_value(i32 0, !104, !DIExpression(), !129)
  %24 = tail call fastcc i32 @ack(i32 noundef 1, i32 noundef 0), !dbg !130
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef 0, i32 noundef %24), !dbg !132
    #dbg_value(i32 1, !104, !DIExpression(), !129)
  %26 = tail call fastcc i32 @ack(i32 noundef 1, i32 noundef 1), !dbg !130
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef 1, i32 noundef %26), !dbg !132
    #dbg_value(i32 2, !104, !DIExpression(), !129)
  %28 = tail call fastcc i32 @ack(i32 noundef 1, i32 noundef 2), !dbg !130
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef 2, i32 noundef %28), !dbg !132
    #dbg_value(i32 3, !104, !DIExpression(), !129)
  %30 = tail call fastcc i32 @ack(i32 noundef 1, i32 noundef 3), !dbg !130
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef 3, i32 noundef %30), !dbg !132
    #dbg_value(i32 4, !104, !DIExpression(), !129)
    #dbg_value(i32 2, !101, !DIExpression(), !128)
    #dbg_value(i32 0, !104, !DIExpression(), !129)
    #dbg_value(i32 0, !104, !DIExpression(), !129)
  %32 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 0), !dbg !130
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef 0, i32 noundef %32), !dbg !132
    #dbg_value(i32 1, !104, !DIExpression(), !129)
  %34 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 1), !dbg !130
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef 1, i32 noundef %34), !dbg !132
    #dbg_value(i32 2, !104, !DIExpression(), !129)
  %36 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 2), !dbg !130
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef 2, i32 noundef %36), !dbg !132
    #dbg_value(i32 3, !104, !DIExpression(), !129)
  %38 = tail call fastcc i32 @ack(i32 noundef 2, i32 noundef 3), !dbg !130
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i32 noundef 3, i32 noundef %38), !dbg !132
    #dbg_value(i32 4, !104, !DIExpression(), !129)
    #dbg_value(i32 3, !101, !DIExpression(), !128)
  %40 = tail call fastcc i32 @ack(i32 noundef 3, i32 noundef 3), !dbg !133
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %40), !dbg !134
    #dbg_value(i32 poison, !135, !DIExpression(), !140)
    #dbg_value(i32 poison, !135, !DIExpression(), !142)
  br label %42, !dbg !148

42:                                               ; preds = %0, %44
  %43 = phi i32 [ %45, %44 ], [ 99, %0 ]
    #dbg_value(i32 %43, !135, !DIExpression(), !150)
  switch i32 %43, label %44 [
    i32 0, label %47
    i32 1, label %46
  ], !dbg !148

44:                                               ; preds = %42
  %45 = add nsw i32 %43, -2, !dbg !151
  br label %42, !dbg !153

46:                                               ; preds = %42
  br label %47, !dbg !154

47:                                               ; preds = %42, %46
  %48 = phi i32 [ 0, %46 ], [ 1, %42 ], !dbg !148
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 1, i32 noundef %48), !dbg !154
  tail call fastcc void @hanoi(i32 noundef 3, i8 noundef signext 65, i8 noundef signext 67, i8 noundef signext 66, i32 noundef 1), !dbg !155
  store i32 0, ptr @moves, align 4, !dbg !156, !tbaa !157
  tail call fastcc void @hanoi(i32 noundef 12, i8 noundef signext 65, i8 noundef signext 67, i8 noundef signext 66, i32 noundef 0), !dbg !161
  %50 = load i32, ptr @moves, align 4, !dbg !162, !tbaa !157
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %50), !dbg !163
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %1) #7, !dbg !164
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %1, ptr noundef nonnull align 1 dereferenceable(6) @__const.main.s, i64 6, i1 false), !dbg !165, !DIAssignID !166
    #dbg_assign(i1 undef, !107, !DIExpression(), !166, ptr %1, !DIExpression(), !120)
  call fastcc void @permute(ptr noundef nonnull %1, i32 noundef 0), !dbg !167
  %52 = load i32, ptr @perm_count, align 4, !dbg !168, !tbaa !157
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %52), !dbg !169
    #dbg_value(i64 1071, !170, !DIExpression(), !176)
    #dbg_value(i64 462, !175, !DIExpression(), !176)
  br label %54

54:                                               ; preds = %54, %47
  %55 = phi i64 [ %57, %54 ], [ 462, %47 ]
  %56 = phi i64 [ %55, %54 ], [ 1071, %47 ]
    #dbg_value(i64 %55, !175, !DIExpression(), !176)
    #dbg_value(i64 %56, !170, !DIExpression(), !176)
  %57 = urem i64 %56, %55, !dbg !178
    #dbg_value(i64 %55, !170, !DIExpression(), !176)
    #dbg_value(i64 %57, !175, !DIExpression(), !176)
  %58 = icmp eq i64 %57, 0, !dbg !179
  br i1 %58, label %59, label %54, !dbg !180

59:                                               ; preds = %54, %59
  %60 = phi i64 [ %62, %59 ], [ 60466176, %54 ]
  %61 = phi i64 [ %60, %59 ], [ 1099511627776, %54 ]
    #dbg_value(i64 %60, !175, !DIExpression(), !181)
    #dbg_value(i64 %61, !170, !DIExpression(), !181)
  %62 = urem i64 %61, %60, !dbg !183
    #dbg_value(i64 %60, !170, !DIExpression(), !181)
    #dbg_value(i64 %62, !175, !DIExpression(), !181)
  %63 = icmp eq i64 %62, 0, !dbg !184
  br i1 %63, label %64, label %59, !dbg !185

64:                                               ; preds = %59
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %55, i64 noundef %60), !dbg !186
    #dbg_assign(i1 undef, !111, !DIExpression(), !187, ptr @__const.main.set, !DIExpression(), !120)
    #dbg_value(i32 0, !115, !DIExpression(), !188)
  %66 = call fastcc i32 @subset_sums(ptr noundef nonnull @__const.main.set, i32 noundef 10, i32 noundef 0), !dbg !189
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef %66), !dbg !191
    #dbg_value(i32 5, !115, !DIExpression(), !188)
  %68 = call fastcc i32 @subset_sums(ptr noundef nonnull @__const.main.set, i32 noundef 10, i32 noundef 5), !dbg !189
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 5, i32 noundef %68), !dbg !191
    #dbg_value(i32 10, !115, !DIExpression(), !188)
  %70 = call fastcc i32 @subset_sums(ptr noundef nonnull @__const.main.set, i32 noundef 10, i32 noundef 10), !dbg !189
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 10, i32 noundef %70), !dbg !191
    #dbg_value(i32 15, !115, !DIExpression(), !188)
  %72 = call fastcc i32 @subset_sums(ptr noundef nonnull @__const.main.set, i32 noundef 10, i32 noundef 15), !dbg !189
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 15, i32 noundef %72), !dbg !191
    #dbg_value(i32 20, !115, !DIExpression(), !188)
  %74 = call fastcc i32 @subset_sums(ptr noundef nonnull @__const.main.set, i32 noundef 10, i32 noundef 20), !dbg !189
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 20, i32 noundef %74), !dbg !191
    #dbg_value(i32 25, !115, !DIExpression(), !188)
  %76 = call fastcc i32 @subset_sums(ptr noundef nonnull @__const.main.set, i32 noundef 10, i32 noundef 25), !dbg !189
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 25, i32 noundef %76), !dbg !191
    #dbg_value(i32 30, !115, !DIExpression(), !188)
  %78 = call fastcc i32 @subset_sums(ptr noundef nonnull @__const.main.set, i32 noundef 10, i32 noundef 30), !dbg !189
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 30, i32 noundef %78), !dbg !191
    #dbg_value(i32 35, !115, !DIExpression(), !188)
  %80 = call fastcc i32 @flood(i32 noundef 3, i32 noundef 0), !dbg !192
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %80), !dbg !193
  %82 = call fastcc i32 @flood(i32 noundef 6, i32 noundef 8), !dbg !194
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %82), !dbg !195
    #dbg_value(i64 0, !117, !DIExpression(), !196)
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @grid), !dbg !197
    #dbg_value(i64 1, !117, !DIExpression(), !196)
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull getelementptr inbounds (i8, ptr @grid, i64 12)), !dbg !197
    #dbg_value(i64 2, !117, !DIExpression(), !196)
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull getelementptr inbounds (i8, ptr @grid, i64 24)), !dbg !197
    #dbg_value(i64 3, !117, !DIExpression(), !196)
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull getelementptr inbounds (i8, ptr @grid, i64 36)), !dbg !197
    #dbg_value(i64 4, !117, !DIExpression(), !196)
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull getelementptr inbounds (i8, ptr @grid, i64 48)), !dbg !197
    #dbg_value(i64 5, !117, !DIExpression(), !196)
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull getelementptr inbounds (i8, ptr @grid, i64 60)), !dbg !197
    #dbg_value(i64 6, !117, !DIExpression(), !196)
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull getelementptr inbounds (i8, ptr @grid, i64 72)), !dbg !197
    #dbg_value(i64 7, !117, !DIExpression(), !196)
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull getelementptr inbounds (i8, ptr @grid, i64 84)), !dbg !197
    #dbg_value(i64 8, !117, !DIExpression(), !196)
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 5000), !dbg !199
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %1) #7, !dbg !200
  ret i32 0, !dbg !200
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !201 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @fib(i32 noundef %0) unnamed_addr #3 !dbg !208 {
    #dbg_value(i32 %0, !212, !DIExpression(), !213)
  %2 = icmp slt i32 %0, 2, !dbg !214
  br i1 %2, label %3, label %8, !dbg !215

3:                                                ; preds = %8, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %8 ]
  %5 = phi i32 [ %0, %1 ], [ %13, %8 ]
  %6 = sext i32 %5 to i64, !dbg !216
  %7 = add nsw i64 %4, %6
  ret i64 %7, !dbg !217

8:                                                ; preds = %1, %8
  %9 = phi i32 [ %13, %8 ], [ %0, %1 ]
  %10 = phi i64 [ %14, %8 ], [ 0, %1 ]
    #dbg_value(i32 %9, !212, !DIExpression(), !213)
  %11 = add nsw i32 %9, -1, !dbg !218
  %12 = tail call fastcc i64 @fib(i32 noundef %11), !dbg !219
  %13 = add nsw i32 %9, -2, !dbg !220
  %14 = add nsw i64 %12, %10, !dbg !221
    #dbg_value(i32 %13, !212, !DIExpression(), !213)
  %15 = icmp ult i32 %9, 4, !dbg !214
  br i1 %15, label %3, label %8, !dbg !215
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @fib_memo(i32 noundef %0) unnamed_addr #4 !dbg !222 {
    #dbg_value(i32 %0, !224, !DIExpression(), !225)
  %2 = icmp slt i32 %0, 2, !dbg !226
  br i1 %2, label %3, label %5, !dbg !228

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64, !dbg !229
  br label %10, !dbg !230

5:                                                ; preds = %1
  %6 = zext nneg i32 %0 to i64, !dbg !231
  %7 = getelementptr inbounds [91 x i64], ptr @memo, i64 0, i64 %6, !dbg !231
  %8 = load i64, ptr %7, align 8, !dbg !231, !tbaa !233
  %9 = icmp eq i64 %8, 0, !dbg !231
  br i1 %9, label %12, label %10, !dbg !235

10:                                               ; preds = %5, %3, %12
  %11 = phi i64 [ %17, %12 ], [ %4, %3 ], [ %8, %5 ]
  ret i64 %11, !dbg !236

12:                                               ; preds = %5
  %13 = add nsw i32 %0, -1, !dbg !237
  %14 = tail call fastcc i64 @fib_memo(i32 noundef %13), !dbg !238
  %15 = add nsw i32 %0, -2, !dbg !239
  %16 = tail call fastcc i64 @fib_memo(i32 noundef %15), !dbg !240
  %17 = add nsw i64 %16, %14, !dbg !241
  store i64 %17, ptr %7, align 8, !dbg !242, !tbaa !233
  br label %10, !dbg !236
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @ack(i32 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !243 {
    #dbg_value(i32 %0, !247, !DIExpression(), !249)
    #dbg_value(i32 %1, !248, !DIExpression(), !249)
  %3 = icmp eq i32 %0, 0, !dbg !250
  br i1 %3, label %4, label %7, !dbg !252

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1, !dbg !253
  ret i32 %6, !dbg !254

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
    #dbg_value(i32 %8, !248, !DIExpression(), !249)
    #dbg_value(i32 %9, !247, !DIExpression(), !249)
  %10 = icmp eq i32 %8, 0, !dbg !255
  br i1 %10, label %11, label %15, !dbg !257

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1, !dbg !249
    #dbg_value(i32 %13, !247, !DIExpression(), !249)
    #dbg_value(i32 %12, !248, !DIExpression(), !249)
  %14 = icmp eq i32 %13, 0, !dbg !250
  br i1 %14, label %4, label %7, !dbg !252

15:                                               ; preds = %7
  %16 = add i32 %8, -1, !dbg !258
  %17 = tail call fastcc i32 @ack(i32 noundef %9, i32 noundef %16), !dbg !259
  br label %11, !dbg !260
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @hanoi(i32 noundef %0, i8 noundef signext %1, i8 noundef signext %2, i8 noundef signext %3, i32 noundef %4) unnamed_addr #0 !dbg !261 {
    #dbg_value(i32 %0, !265, !DIExpression(), !270)
    #dbg_value(i8 %1, !266, !DIExpression(), !270)
    #dbg_value(i8 %2, !267, !DIExpression(), !270)
    #dbg_value(i8 %3, !268, !DIExpression(), !270)
    #dbg_value(i32 %4, !269, !DIExpression(), !270)
  %6 = icmp eq i32 %0, 0, !dbg !271
  br i1 %6, label %22, label %7, !dbg !273

7:                                                ; preds = %5
  %8 = icmp eq i32 %4, 0
  %9 = zext nneg i8 %2 to i32
  br label %10, !dbg !273

10:                                               ; preds = %7, %20
  %11 = phi i8 [ %3, %7 ], [ %12, %20 ]
  %12 = phi i8 [ %1, %7 ], [ %11, %20 ]
  %13 = phi i32 [ %0, %7 ], [ %14, %20 ]
    #dbg_value(i8 %11, !268, !DIExpression(), !270)
    #dbg_value(i8 %12, !266, !DIExpression(), !270)
    #dbg_value(i32 %13, !265, !DIExpression(), !270)
  %14 = add nsw i32 %13, -1, !dbg !274
  tail call fastcc void @hanoi(i32 noundef %14, i8 noundef signext %12, i8 noundef signext %11, i8 noundef signext %2, i32 noundef %4), !dbg !275
  %15 = load i32, ptr @moves, align 4, !dbg !276, !tbaa !157
  %16 = add nsw i32 %15, 1, !dbg !276
  store i32 %16, ptr @moves, align 4, !dbg !276, !tbaa !157
  br i1 %8, label %20, label %17, !dbg !277

17:                                               ; preds = %10
  %18 = zext nneg i8 %12 to i32, !dbg !278
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %13, i32 noundef %18, i32 noundef %9), !dbg !280
  br label %20, !dbg !280

20:                                               ; preds = %17, %10
    #dbg_value(i32 %14, !265, !DIExpression(), !270)
    #dbg_value(i8 %11, !266, !DIExpression(), !270)
    #dbg_value(i8 %2, !267, !DIExpression(), !270)
    #dbg_value(i8 %12, !268, !DIExpression(), !270)
    #dbg_value(i32 %4, !269, !DIExpression(), !270)
  %21 = icmp eq i32 %14, 0, !dbg !271
  br i1 %21, label %22, label %10, !dbg !273

22:                                               ; preds = %20, %5
  ret void, !dbg !281
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @permute(ptr noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !282 {
    #dbg_value(ptr %0, !287, !DIExpression(), !295)
    #dbg_value(i32 %1, !288, !DIExpression(), !295)
    #dbg_value(i32 5, !289, !DIExpression(), !295)
  %3 = icmp eq i32 %1, 5, !dbg !296
  br i1 %3, label %11, label %4, !dbg !298

4:                                                ; preds = %2
    #dbg_value(i32 %1, !290, !DIExpression(), !299)
  %5 = icmp slt i32 %1, 5, !dbg !300
  br i1 %5, label %6, label %30, !dbg !301

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = add nuw nsw i32 %1, 1
  %10 = sext i32 %1 to i64, !dbg !301
  br label %20, !dbg !301

11:                                               ; preds = %2
  %12 = load i32, ptr @perm_count, align 4, !dbg !302, !tbaa !157
  %13 = add nsw i32 %12, 1, !dbg !302
  store i32 %13, ptr @perm_count, align 4, !dbg !302, !tbaa !157
  %14 = icmp slt i32 %12, 8, !dbg !304
  %15 = urem i32 %13, 20
  %16 = icmp eq i32 %15, 0
  %17 = select i1 %14, i1 true, i1 %16, !dbg !306
  br i1 %17, label %18, label %30, !dbg !306

18:                                               ; preds = %11
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %13, ptr noundef %0), !dbg !307
  br label %30, !dbg !307

20:                                               ; preds = %6, %20
  %21 = phi i64 [ %10, %6 ], [ %27, %20 ]
    #dbg_value(i64 %21, !290, !DIExpression(), !299)
  %22 = load i8, ptr %8, align 1, !dbg !308, !tbaa !309
    #dbg_value(i8 %22, !292, !DIExpression(), !310)
  %23 = getelementptr inbounds i8, ptr %0, i64 %21, !dbg !311
  %24 = load i8, ptr %23, align 1, !dbg !311, !tbaa !309
  store i8 %24, ptr %8, align 1, !dbg !312, !tbaa !309
  store i8 %22, ptr %23, align 1, !dbg !313, !tbaa !309
  tail call fastcc void @permute(ptr noundef %0, i32 noundef %9), !dbg !314
  %25 = load i8, ptr %8, align 1, !dbg !315, !tbaa !309
    #dbg_value(i8 %25, !292, !DIExpression(), !310)
  %26 = load i8, ptr %23, align 1, !dbg !316, !tbaa !309
  store i8 %26, ptr %8, align 1, !dbg !317, !tbaa !309
  store i8 %25, ptr %23, align 1, !dbg !318, !tbaa !309
  %27 = add nsw i64 %21, 1, !dbg !319
    #dbg_value(i64 %27, !290, !DIExpression(), !299)
  %28 = and i64 %27, 4294967295, !dbg !300
  %29 = icmp eq i64 %28, 5, !dbg !300
  br i1 %29, label %30, label %20, !dbg !301, !llvm.loop !320

30:                                               ; preds = %20, %4, %11, %18
  ret void, !dbg !323
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @subset_sums(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #6 !dbg !324 {
  %4 = icmp eq i32 %2, 0
    #dbg_value(ptr %0, !330, !DIExpression(), !333)
    #dbg_value(i32 %1, !331, !DIExpression(), !333)
    #dbg_value(i32 %2, !332, !DIExpression(), !333)
  br i1 %4, label %18, label %5, !dbg !334

5:                                                ; preds = %3
    #dbg_value(i32 %1, !331, !DIExpression(), !333)
    #dbg_value(ptr %0, !330, !DIExpression(), !333)
  %6 = icmp eq i32 %1, 0, !dbg !335
  br i1 %6, label %18, label %7, !dbg !337

7:                                                ; preds = %5, %7
  %8 = phi i32 [ %16, %7 ], [ 0, %5 ]
  %9 = phi ptr [ %11, %7 ], [ %0, %5 ]
  %10 = phi i32 [ %12, %7 ], [ %1, %5 ]
    #dbg_value(ptr %9, !330, !DIExpression(), !333)
    #dbg_value(i32 %10, !331, !DIExpression(), !333)
  %11 = getelementptr inbounds i8, ptr %9, i64 4, !dbg !338
  %12 = add nsw i32 %10, -1, !dbg !339
  %13 = load i32, ptr %9, align 4, !dbg !340, !tbaa !157
  %14 = sub nsw i32 %2, %13, !dbg !341
  %15 = tail call fastcc i32 @subset_sums(ptr noundef nonnull %11, i32 noundef %12, i32 noundef %14), !dbg !342
  %16 = add nsw i32 %15, %8, !dbg !343
    #dbg_value(i32 %2, !332, !DIExpression(), !333)
    #dbg_value(i32 %12, !331, !DIExpression(), !333)
    #dbg_value(ptr %11, !330, !DIExpression(), !333)
  %17 = icmp eq i32 %12, 0, !dbg !335
  br i1 %17, label %18, label %7, !dbg !337

18:                                               ; preds = %7, %5, %3
  %19 = phi i32 [ 1, %3 ], [ 0, %5 ], [ %16, %7 ]
  ret i32 %19, !dbg !344
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @flood(i32 noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !345 {
  %3 = zext nneg i32 %0 to i64, !dbg !351
  %4 = icmp ugt i32 %0, 7
    #dbg_value(i32 %0, !349, !DIExpression(), !353)
    #dbg_value(i32 %1, !350, !DIExpression(), !353)
  %5 = icmp ugt i32 %1, 11, !dbg !354
  %6 = or i1 %4, %5, !dbg !354
  br i1 %6, label %28, label %7, !dbg !354

7:                                                ; preds = %2
  %8 = add nuw nsw i32 %0, 1
  %9 = add nsw i32 %0, -1
  br label %10, !dbg !354

10:                                               ; preds = %7, %17
  %11 = phi i32 [ %1, %7 ], [ %22, %17 ]
  %12 = phi i32 [ 0, %7 ], [ %26, %17 ]
    #dbg_value(i32 %11, !350, !DIExpression(), !353)
  %13 = zext nneg i32 %11 to i64, !dbg !351
  %14 = getelementptr inbounds [8 x [12 x i8]], ptr @grid, i64 0, i64 %3, i64 %13, !dbg !351
  %15 = load i8, ptr %14, align 1, !dbg !351, !tbaa !309
  %16 = icmp eq i8 %15, 46, !dbg !355
  br i1 %16, label %17, label %28, !dbg !356

17:                                               ; preds = %10
  store i8 111, ptr %14, align 1, !dbg !357, !tbaa !309
  %18 = tail call fastcc i32 @flood(i32 noundef %8, i32 noundef %11), !dbg !358
  %19 = tail call fastcc i32 @flood(i32 noundef %9, i32 noundef %11), !dbg !359
  %20 = add nuw nsw i32 %11, 1, !dbg !360
  %21 = tail call fastcc i32 @flood(i32 noundef %0, i32 noundef %20), !dbg !361
  %22 = add nsw i32 %11, -1, !dbg !362
  %23 = add i32 %12, 1, !dbg !363
  %24 = add i32 %23, %18, !dbg !364
  %25 = add i32 %24, %19, !dbg !365
  %26 = add i32 %25, %21, !dbg !366
    #dbg_value(i32 %0, !349, !DIExpression(), !353)
    #dbg_value(i32 %22, !350, !DIExpression(), !353)
  %27 = icmp ugt i32 %22, 11, !dbg !354
  br i1 %27, label %28, label %10, !dbg !354

28:                                               ; preds = %10, %17, %2
  %29 = phi i32 [ 0, %2 ], [ %26, %17 ], [ %12, %10 ]
  ret i32 %29, !dbg !367
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
!123 = !DILocation(line: 80, column: 36, scope: !124)
!124 = distinct !DILexicalBlock(scope: !100, file: !2, line: 79, column: 5)
!125 = !DILocation(line: 80, column: 9, scope: !124)
!126 = !DILocation(line: 81, column: 34, scope: !95)
!127 = !DILocation(line: 81, column: 5, scope: !95)
!128 = !DILocation(line: 0, scope: !102)
!129 = !DILocation(line: 0, scope: !105)
!130 = !DILocation(line: 84, column: 45, scope: !131)
!131 = distinct !DILexicalBlock(scope: !105, file: !2, line: 83, column: 9)
!132 = !DILocation(line: 84, column: 13, scope: !131)
!133 = !DILocation(line: 85, column: 29, scope: !95)
!134 = !DILocation(line: 85, column: 5, scope: !95)
!135 = !DILocalVariable(name: "n", arg: 1, scope: !136, file: !2, line: 25, type: !103)
!136 = distinct !DISubprogram(name: "is_even", scope: !2, file: !2, line: 25, type: !137, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !139)
!137 = !DISubroutineType(types: !138)
!138 = !{!67, !103}
!139 = !{!135}
!140 = !DILocation(line: 0, scope: !136, inlinedAt: !141)
!141 = distinct !DILocation(line: 86, column: 51, scope: !95)
!142 = !DILocation(line: 0, scope: !136, inlinedAt: !143)
!143 = distinct !DILocation(line: 26, column: 53, scope: !144, inlinedAt: !147)
!144 = distinct !DISubprogram(name: "is_odd", scope: !2, file: !2, line: 26, type: !137, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !145)
!145 = !{!146}
!146 = !DILocalVariable(name: "n", arg: 1, scope: !144, file: !2, line: 26, type: !103)
!147 = distinct !DILocation(line: 86, column: 64, scope: !95)
!148 = !DILocation(line: 25, column: 41, scope: !136, inlinedAt: !149)
!149 = distinct !DILocation(line: 86, column: 75, scope: !95)
!150 = !DILocation(line: 0, scope: !136, inlinedAt: !149)
!151 = !DILocation(line: 26, column: 63, scope: !144, inlinedAt: !152)
!152 = distinct !DILocation(line: 25, column: 54, scope: !136, inlinedAt: !149)
!153 = !DILocation(line: 26, column: 53, scope: !144, inlinedAt: !152)
!154 = !DILocation(line: 86, column: 5, scope: !95)
!155 = !DILocation(line: 87, column: 5, scope: !95)
!156 = !DILocation(line: 88, column: 11, scope: !95)
!157 = !{!158, !158, i64 0}
!158 = !{!"int", !159, i64 0}
!159 = !{!"omnipotent char", !160, i64 0}
!160 = !{!"Simple C/C++ TBAA"}
!161 = !DILocation(line: 89, column: 5, scope: !95)
!162 = !DILocation(line: 90, column: 36, scope: !95)
!163 = !DILocation(line: 90, column: 5, scope: !95)
!164 = !DILocation(line: 91, column: 5, scope: !95)
!165 = !DILocation(line: 91, column: 10, scope: !95)
!166 = distinct !DIAssignID()
!167 = !DILocation(line: 92, column: 5, scope: !95)
!168 = !DILocation(line: 93, column: 33, scope: !95)
!169 = !DILocation(line: 93, column: 5, scope: !95)
!170 = !DILocalVariable(name: "a", arg: 1, scope: !171, file: !2, line: 54, type: !71)
!171 = distinct !DISubprogram(name: "gcd", scope: !2, file: !2, line: 54, type: !172, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !174)
!172 = !DISubroutineType(types: !173)
!173 = !{!71, !71, !71}
!174 = !{!170, !175}
!175 = !DILocalVariable(name: "b", arg: 2, scope: !171, file: !2, line: 54, type: !71)
!176 = !DILocation(line: 0, scope: !171, inlinedAt: !177)
!177 = distinct !DILocation(line: 94, column: 54, scope: !95)
!178 = !DILocation(line: 54, column: 64, scope: !171, inlinedAt: !177)
!179 = !DILocation(line: 54, column: 44, scope: !171, inlinedAt: !177)
!180 = !DILocation(line: 54, column: 42, scope: !171, inlinedAt: !177)
!181 = !DILocation(line: 0, scope: !171, inlinedAt: !182)
!182 = distinct !DILocation(line: 94, column: 70, scope: !95)
!183 = !DILocation(line: 54, column: 64, scope: !171, inlinedAt: !182)
!184 = !DILocation(line: 54, column: 44, scope: !171, inlinedAt: !182)
!185 = !DILocation(line: 54, column: 42, scope: !171, inlinedAt: !182)
!186 = !DILocation(line: 94, column: 5, scope: !95)
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 0, scope: !116)
!189 = !DILocation(line: 97, column: 50, scope: !190)
!190 = distinct !DILexicalBlock(scope: !116, file: !2, line: 96, column: 5)
!191 = !DILocation(line: 97, column: 9, scope: !190)
!192 = !DILocation(line: 98, column: 38, scope: !95)
!193 = !DILocation(line: 98, column: 5, scope: !95)
!194 = !DILocation(line: 99, column: 38, scope: !95)
!195 = !DILocation(line: 99, column: 5, scope: !95)
!196 = !DILocation(line: 0, scope: !118)
!197 = !DILocation(line: 101, column: 9, scope: !198)
!198 = distinct !DILexicalBlock(scope: !118, file: !2, line: 100, column: 5)
!199 = !DILocation(line: 102, column: 5, scope: !95)
!200 = !DILocation(line: 104, column: 1, scope: !95)
!201 = !DISubprogram(name: "printf", scope: !202, file: !202, line: 356, type: !203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!202 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!203 = !DISubroutineType(types: !204)
!204 = !{!67, !205, null}
!205 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !206)
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!207 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!208 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 5, type: !209, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{!71, !67}
!211 = !{!212}
!212 = !DILocalVariable(name: "n", arg: 1, scope: !208, file: !2, line: 5, type: !67)
!213 = !DILocation(line: 0, scope: !208)
!214 = !DILocation(line: 5, column: 35, scope: !208)
!215 = !DILocation(line: 5, column: 33, scope: !208)
!216 = !DILocation(line: 5, column: 41, scope: !208)
!217 = !DILocation(line: 5, column: 26, scope: !208)
!218 = !DILocation(line: 5, column: 51, scope: !208)
!219 = !DILocation(line: 5, column: 45, scope: !208)
!220 = !DILocation(line: 5, column: 64, scope: !208)
!221 = !DILocation(line: 5, column: 56, scope: !208)
!222 = distinct !DISubprogram(name: "fib_memo", scope: !2, file: !2, line: 8, type: !209, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !223)
!223 = !{!224}
!224 = !DILocalVariable(name: "n", arg: 1, scope: !222, file: !2, line: 8, type: !67)
!225 = !DILocation(line: 0, scope: !222)
!226 = !DILocation(line: 9, column: 11, scope: !227)
!227 = distinct !DILexicalBlock(scope: !222, file: !2, line: 9, column: 9)
!228 = !DILocation(line: 9, column: 9, scope: !222)
!229 = !DILocation(line: 10, column: 16, scope: !227)
!230 = !DILocation(line: 10, column: 9, scope: !227)
!231 = !DILocation(line: 11, column: 9, scope: !232)
!232 = distinct !DILexicalBlock(scope: !222, file: !2, line: 11, column: 9)
!233 = !{!234, !234, i64 0}
!234 = !{!"long", !159, i64 0}
!235 = !DILocation(line: 11, column: 9, scope: !222)
!236 = !DILocation(line: 14, column: 1, scope: !222)
!237 = !DILocation(line: 13, column: 33, scope: !222)
!238 = !DILocation(line: 13, column: 22, scope: !222)
!239 = !DILocation(line: 13, column: 51, scope: !222)
!240 = !DILocation(line: 13, column: 40, scope: !222)
!241 = !DILocation(line: 13, column: 38, scope: !222)
!242 = !DILocation(line: 13, column: 20, scope: !222)
!243 = distinct !DISubprogram(name: "ack", scope: !2, file: !2, line: 16, type: !244, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !246)
!244 = !DISubroutineType(types: !245)
!245 = !{!103, !103, !103}
!246 = !{!247, !248}
!247 = !DILocalVariable(name: "m", arg: 1, scope: !243, file: !2, line: 16, type: !103)
!248 = !DILocalVariable(name: "n", arg: 2, scope: !243, file: !2, line: 16, type: !103)
!249 = !DILocation(line: 0, scope: !243)
!250 = !DILocation(line: 17, column: 11, scope: !251)
!251 = distinct !DILexicalBlock(scope: !243, file: !2, line: 17, column: 9)
!252 = !DILocation(line: 17, column: 9, scope: !243)
!253 = !DILocation(line: 18, column: 18, scope: !251)
!254 = !DILocation(line: 22, column: 1, scope: !243)
!255 = !DILocation(line: 19, column: 11, scope: !256)
!256 = distinct !DILexicalBlock(scope: !243, file: !2, line: 19, column: 9)
!257 = !DILocation(line: 19, column: 9, scope: !243)
!258 = !DILocation(line: 21, column: 32, scope: !243)
!259 = !DILocation(line: 21, column: 23, scope: !243)
!260 = !DILocation(line: 21, column: 12, scope: !243)
!261 = distinct !DISubprogram(name: "hanoi", scope: !2, file: !2, line: 29, type: !262, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !264)
!262 = !DISubroutineType(types: !263)
!263 = !{null, !67, !4, !4, !4, !67}
!264 = !{!265, !266, !267, !268, !269}
!265 = !DILocalVariable(name: "n", arg: 1, scope: !261, file: !2, line: 29, type: !67)
!266 = !DILocalVariable(name: "from", arg: 2, scope: !261, file: !2, line: 29, type: !4)
!267 = !DILocalVariable(name: "to", arg: 3, scope: !261, file: !2, line: 29, type: !4)
!268 = !DILocalVariable(name: "via", arg: 4, scope: !261, file: !2, line: 29, type: !4)
!269 = !DILocalVariable(name: "verbose", arg: 5, scope: !261, file: !2, line: 29, type: !67)
!270 = !DILocation(line: 0, scope: !261)
!271 = !DILocation(line: 30, column: 11, scope: !272)
!272 = distinct !DILexicalBlock(scope: !261, file: !2, line: 30, column: 9)
!273 = !DILocation(line: 30, column: 9, scope: !261)
!274 = !DILocation(line: 32, column: 13, scope: !261)
!275 = !DILocation(line: 32, column: 5, scope: !261)
!276 = !DILocation(line: 33, column: 10, scope: !261)
!277 = !DILocation(line: 34, column: 9, scope: !261)
!278 = !DILocation(line: 35, column: 46, scope: !279)
!279 = distinct !DILexicalBlock(scope: !261, file: !2, line: 34, column: 9)
!280 = !DILocation(line: 35, column: 9, scope: !279)
!281 = !DILocation(line: 37, column: 1, scope: !261)
!282 = distinct !DISubprogram(name: "permute", scope: !2, file: !2, line: 40, type: !283, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !286)
!283 = !DISubroutineType(cc: DW_CC_nocall, types: !284)
!284 = !{null, !285, !67, !67}
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!286 = !{!287, !288, !289, !290, !292}
!287 = !DILocalVariable(name: "s", arg: 1, scope: !282, file: !2, line: 40, type: !285)
!288 = !DILocalVariable(name: "k", arg: 2, scope: !282, file: !2, line: 40, type: !67)
!289 = !DILocalVariable(name: "n", arg: 3, scope: !282, file: !2, line: 40, type: !67)
!290 = !DILocalVariable(name: "i", scope: !291, file: !2, line: 47, type: !67)
!291 = distinct !DILexicalBlock(scope: !282, file: !2, line: 47, column: 5)
!292 = !DILocalVariable(name: "t", scope: !293, file: !2, line: 48, type: !4)
!293 = distinct !DILexicalBlock(scope: !294, file: !2, line: 47, column: 33)
!294 = distinct !DILexicalBlock(scope: !291, file: !2, line: 47, column: 5)
!295 = !DILocation(line: 0, scope: !282)
!296 = !DILocation(line: 41, column: 11, scope: !297)
!297 = distinct !DILexicalBlock(scope: !282, file: !2, line: 41, column: 9)
!298 = !DILocation(line: 41, column: 9, scope: !282)
!299 = !DILocation(line: 0, scope: !291)
!300 = !DILocation(line: 47, column: 23, scope: !294)
!301 = !DILocation(line: 47, column: 5, scope: !291)
!302 = !DILocation(line: 42, column: 19, scope: !303)
!303 = distinct !DILexicalBlock(scope: !297, file: !2, line: 41, column: 17)
!304 = !DILocation(line: 43, column: 24, scope: !305)
!305 = distinct !DILexicalBlock(scope: !303, file: !2, line: 43, column: 13)
!306 = !DILocation(line: 43, column: 29, scope: !305)
!307 = !DILocation(line: 44, column: 13, scope: !305)
!308 = !DILocation(line: 48, column: 18, scope: !293)
!309 = !{!159, !159, i64 0}
!310 = !DILocation(line: 0, scope: !293)
!311 = !DILocation(line: 48, column: 31, scope: !293)
!312 = !DILocation(line: 48, column: 29, scope: !293)
!313 = !DILocation(line: 48, column: 42, scope: !293)
!314 = !DILocation(line: 49, column: 9, scope: !293)
!315 = !DILocation(line: 50, column: 13, scope: !293)
!316 = !DILocation(line: 50, column: 26, scope: !293)
!317 = !DILocation(line: 50, column: 24, scope: !293)
!318 = !DILocation(line: 50, column: 37, scope: !293)
!319 = !DILocation(line: 47, column: 29, scope: !294)
!320 = distinct !{!320, !301, !321, !322}
!321 = !DILocation(line: 51, column: 5, scope: !291)
!322 = !{!"llvm.loop.mustprogress"}
!323 = !DILocation(line: 52, column: 1, scope: !282)
!324 = distinct !DISubprogram(name: "subset_sums", scope: !2, file: !2, line: 56, type: !325, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !329)
!325 = !DISubroutineType(types: !326)
!326 = !{!67, !327, !67, !67}
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !328, size: 64)
!328 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!329 = !{!330, !331, !332}
!330 = !DILocalVariable(name: "a", arg: 1, scope: !324, file: !2, line: 56, type: !327)
!331 = !DILocalVariable(name: "n", arg: 2, scope: !324, file: !2, line: 56, type: !67)
!332 = !DILocalVariable(name: "target", arg: 3, scope: !324, file: !2, line: 56, type: !67)
!333 = !DILocation(line: 0, scope: !324)
!334 = !DILocation(line: 57, column: 9, scope: !324)
!335 = !DILocation(line: 59, column: 11, scope: !336)
!336 = distinct !DILexicalBlock(scope: !324, file: !2, line: 59, column: 9)
!337 = !DILocation(line: 59, column: 9, scope: !324)
!338 = !DILocation(line: 61, column: 26, scope: !324)
!339 = !DILocation(line: 61, column: 33, scope: !324)
!340 = !DILocation(line: 61, column: 47, scope: !324)
!341 = !DILocation(line: 61, column: 45, scope: !324)
!342 = !DILocation(line: 61, column: 12, scope: !324)
!343 = !DILocation(line: 61, column: 53, scope: !324)
!344 = !DILocation(line: 62, column: 1, scope: !324)
!345 = distinct !DISubprogram(name: "flood", scope: !2, file: !2, line: 69, type: !346, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !26, retainedNodes: !348)
!346 = !DISubroutineType(types: !347)
!347 = !{!67, !67, !67}
!348 = !{!349, !350}
!349 = !DILocalVariable(name: "r", arg: 1, scope: !345, file: !2, line: 69, type: !67)
!350 = !DILocalVariable(name: "c", arg: 2, scope: !345, file: !2, line: 69, type: !67)
!351 = !DILocation(line: 70, column: 48, scope: !352)
!352 = distinct !DILexicalBlock(scope: !345, file: !2, line: 70, column: 9)
!353 = !DILocation(line: 0, scope: !345)
!354 = !DILocation(line: 70, column: 15, scope: !352)
!355 = !DILocation(line: 70, column: 59, scope: !352)
!356 = !DILocation(line: 70, column: 9, scope: !345)
!357 = !DILocation(line: 72, column: 16, scope: !345)
!358 = !DILocation(line: 73, column: 16, scope: !345)
!359 = !DILocation(line: 73, column: 34, scope: !345)
!360 = !DILocation(line: 73, column: 63, scope: !345)
!361 = !DILocation(line: 73, column: 52, scope: !345)
!362 = !DILocation(line: 73, column: 81, scope: !345)
!363 = !DILocation(line: 73, column: 14, scope: !345)
!364 = !DILocation(line: 73, column: 32, scope: !345)
!365 = !DILocation(line: 73, column: 50, scope: !345)
!366 = !DILocation(line: 73, column: 68, scope: !345)
!367 = !DILocation(line: 74, column: 1, scope: !345)
