; ModuleID = 'graph_algos.c'
source_filename = "graph_algos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.edges = internal unnamed_addr constant [14 x [3 x i32]] [[3 x i32] [i32 0, i32 1, i32 4], [3 x i32] [i32 0, i32 2, i32 1], [3 x i32] [i32 2, i32 1, i32 2], [3 x i32] [i32 1, i32 3, i32 5], [3 x i32] [i32 2, i32 3, i32 8], [3 x i32] [i32 3, i32 4, i32 3], [3 x i32] [i32 4, i32 5, i32 1], [3 x i32] [i32 5, i32 3, i32 2], [3 x i32] [i32 6, i32 7, i32 1], [3 x i32] [i32 7, i32 8, i32 2], [3 x i32] [i32 2, i32 5, i32 12], [3 x i32] [i32 8, i32 6, i32 7], [3 x i32] [i32 9, i32 10, i32 3], [3 x i32] [i32 4, i32 9, i32 9]], align 16, !dbg !0
@adj = internal unnamed_addr global [12 x [12 x i32]] zeroinitializer, align 16, !dbg !45
@disc = internal unnamed_addr global [12 x i32] zeroinitializer, align 16, !dbg !50
@.str = private unnamed_addr constant [25 x i8] c"node %d: disc %d fin %d\0A\00", align 1, !dbg !9
@fin = internal unnamed_addr global [12 x i32] zeroinitializer, align 16, !dbg !54
@.str.2 = private unnamed_addr constant [24 x i8] c"topological order (%d):\00", align 1, !dbg !20
@.str.3 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !25
@parent = internal unnamed_addr global [12 x i32] zeroinitializer, align 16, !dbg !56
@rnk = internal unnamed_addr global [12 x i32] zeroinitializer, align 16, !dbg !58
@.str.5 = private unnamed_addr constant [16 x i8] c"components: %d;\00", align 1, !dbg !35
@.str.6 = private unnamed_addr constant [61 x i8] c"floyd: reachable pairs %d, total distance %ld, d[0][10]=%ld\0A\00", align 1, !dbg !40
@.str.7 = private unnamed_addr constant [13 x i8] c"bfs from %d:\00", align 1, !dbg !60
@timer = internal unnamed_addr global i32 0, align 4, !dbg !65
@.str.8 = private unnamed_addr constant [19 x i8] c"  %d: unreachable\0A\00", align 1, !dbg !67
@.str.9 = private unnamed_addr constant [19 x i8] c"  %d: dist %d path\00", align 1, !dbg !72
@str = private unnamed_addr constant [17 x i8] c"dijkstra from 0:\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !2 {
  %1 = alloca [12 x i32], align 16, !DIAssignID !146
    #dbg_assign(i1 undef, !147, !DIExpression(), !146, ptr %1, !DIExpression(), !174)
  %2 = alloca [12 x i32], align 16, !DIAssignID !176
    #dbg_assign(i1 undef, !153, !DIExpression(), !176, ptr %2, !DIExpression(), !174)
  %3 = alloca [12 x i32], align 16, !DIAssignID !177
    #dbg_assign(i1 undef, !154, !DIExpression(), !177, ptr %3, !DIExpression(), !174)
  %4 = alloca [12 x i32], align 16, !DIAssignID !178
  %5 = alloca [12 x i32], align 16, !DIAssignID !179
    #dbg_assign(i1 undef, !82, !DIExpression(), !179, ptr %5, !DIExpression(), !180)
  %6 = alloca [12 x i32], align 16, !DIAssignID !181
    #dbg_assign(i1 undef, !83, !DIExpression(), !181, ptr %6, !DIExpression(), !180)
  %7 = alloca [12 x i32], align 16, !DIAssignID !182
    #dbg_assign(i1 undef, !85, !DIExpression(), !182, ptr %7, !DIExpression(), !180)
  %8 = alloca [12 x [12 x i64]], align 16, !DIAssignID !183
    #dbg_assign(i1 undef, !110, !DIExpression(), !183, ptr %8, !DIExpression(), !180)
    #dbg_value(i32 14, !75, !DIExpression(), !180)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(576) @adj, i8 0, i64 576, i1 false), !dbg !184
    #dbg_value(i64 0, !76, !DIExpression(), !185)
  store i32 4, ptr getelementptr inbounds (i8, ptr @adj, i64 4), align 4, !dbg !186, !tbaa !188
    #dbg_value(i64 1, !76, !DIExpression(), !185)
  store i32 1, ptr getelementptr inbounds (i8, ptr @adj, i64 8), align 8, !dbg !186, !tbaa !188
    #dbg_value(i64 2, !76, !DIExpression(), !185)
  store i32 2, ptr getelementptr inbounds (i8, ptr @adj, i64 100), align 4, !dbg !186, !tbaa !188
    #dbg_value(i64 3, !76, !DIExpression(), !185)
  store i32 5, ptr getelementptr inbounds (i8, ptr @adj, i64 60), align 4, !dbg !186, !tbaa !188
    #dbg_value(i64 4, !76, !DIExpression(), !185)
  store i32 8, ptr getelementptr inbounds (i8, ptr @adj, i64 108), align 4, !dbg !186, !tbaa !188
    #dbg_value(i64 5, !76, !DIExpression(), !185)
  store i32 3, ptr getelementptr inbounds (i8, ptr @adj, i64 160), align 16, !dbg !186, !tbaa !188
    #dbg_value(i64 6, !76, !DIExpression(), !185)
  store i32 1, ptr getelementptr inbounds (i8, ptr @adj, i64 212), align 4, !dbg !186, !tbaa !188
    #dbg_value(i64 7, !76, !DIExpression(), !185)
  store i32 2, ptr getelementptr inbounds (i8, ptr @adj, i64 252), align 4, !dbg !186, !tbaa !188
    #dbg_value(i64 8, !76, !DIExpression(), !185)
  store i32 1, ptr getelementptr inbounds (i8, ptr @adj, i64 316), align 4, !dbg !186, !tbaa !188
    #dbg_value(i64 9, !76, !DIExpression(), !185)
  store i32 2, ptr getelementptr inbounds (i8, ptr @adj, i64 368), align 16, !dbg !186, !tbaa !188
    #dbg_value(i64 10, !76, !DIExpression(), !185)
  store i32 12, ptr getelementptr inbounds (i8, ptr @adj, i64 116), align 4, !dbg !186, !tbaa !188
    #dbg_value(i64 11, !76, !DIExpression(), !185)
  store i32 7, ptr getelementptr inbounds (i8, ptr @adj, i64 408), align 8, !dbg !186, !tbaa !188
    #dbg_value(i64 12, !76, !DIExpression(), !185)
  store i32 3, ptr getelementptr inbounds (i8, ptr @adj, i64 472), align 8, !dbg !186, !tbaa !188
    #dbg_value(i64 13, !76, !DIExpression(), !185)
  store i32 9, ptr getelementptr inbounds (i8, ptr @adj, i64 228), align 4, !dbg !186, !tbaa !188
    #dbg_value(i64 14, !76, !DIExpression(), !185)
  tail call fastcc void @bfs(i32 noundef 0), !dbg !192
  tail call fastcc void @bfs(i32 noundef 6), !dbg !193
    #dbg_value(i64 0, !78, !DIExpression(), !194)
  %9 = load i32, ptr @disc, align 16, !dbg !195, !tbaa !188
  %10 = icmp eq i32 %9, 0, !dbg !195
  br i1 %10, label %11, label %12, !dbg !198

11:                                               ; preds = %0
  tail call fastcc void @dfs(i32 noundef 0), !dbg !199
  br label %12, !dbg !199

12:                                               ; preds = %0, %11
    #dbg_value(i64 1, !78, !DIExpression(), !194)
  %13 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 4), align 4, !dbg !195, !tbaa !188
  %14 = icmp eq i32 %13, 0, !dbg !195
  br i1 %14, label %15, label %16, !dbg !198

15:                                               ; preds = %12
  tail call fastcc void @dfs(i32 noundef 1), !dbg !199
  br label %16, !dbg !199

16:                                               ; preds = %15, %12
    #dbg_value(i64 2, !78, !DIExpression(), !194)
  %17 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 8), align 8, !dbg !195, !tbaa !188
  %18 = icmp eq i32 %17, 0, !dbg !195
  br i1 %18, label %19, label %20, !dbg !198

19:                                               ; preds = %16
  tail call fastcc void @dfs(i32 noundef 2), !dbg !199
  br label %20, !dbg !199

20:                                               ; preds = %19, %16
    #dbg_value(i64 3, !78, !DIExpression(), !194)
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 12), align 4, !dbg !195, !tbaa !188
  %22 = icmp eq i32 %21, 0, !dbg !195
  br i1 %22, label %23, label %24, !dbg !198

23:                                               ; preds = %20
  tail call fastcc void @dfs(i32 noundef 3), !dbg !199
  br label %24, !dbg !199

24:                                               ; preds = %23, %20
    #dbg_value(i64 4, !78, !DIExpression(), !194)
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 16), align 16, !dbg !195, !tbaa !188
  %26 = icmp eq i32 %25, 0, !dbg !195
  br i1 %26, label %27, label %28, !dbg !198

27:                                               ; preds = %24
  tail call fastcc void @dfs(i32 noundef 4), !dbg !199
  br label %28, !dbg !199

28:                                               ; preds = %27, %24
    #dbg_value(i64 5, !78, !DIExpression(), !194)
  %29 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 20), align 4, !dbg !195, !tbaa !188
  %30 = icmp eq i32 %29, 0, !dbg !195
  br i1 %30, label %31, label %32, !dbg !198

31:                                               ; preds = %28
  tail call fastcc void @dfs(i32 noundef 5), !dbg !199
  br label %32, !dbg !199

32:                                               ; preds = %31, %28
    #dbg_value(i64 6, !78, !DIExpression(), !194)
  %33 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 24), align 8, !dbg !195, !tbaa !188
  %34 = icmp eq i32 %33, 0, !dbg !195
  br i1 %34, label %35, label %36, !dbg !198

35:                                               ; preds = %32
  tail call fastcc void @dfs(i32 noundef 6), !dbg !199
  br label %36, !dbg !199

36:                                               ; preds = %35, %32
    #dbg_value(i64 7, !78, !DIExpression(), !194)
  %37 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 28), align 4, !dbg !195, !tbaa !188
  %38 = icmp eq i32 %37, 0, !dbg !195
  br i1 %38, label %39, label %40, !dbg !198

39:                                               ; preds = %36
  tail call fastcc void @dfs(i32 noundef 7), !dbg !199
  br label %40, !dbg !199

40:                                               ; preds = %39, %36
    #dbg_value(i64 8, !78, !DIExpression(), !194)
  %41 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 32), align 16, !dbg !195, !tbaa !188
  %42 = icmp eq i32 %41, 0, !dbg !195
  br i1 %42, label %43, label %44, !dbg !198

43:                                               ; preds = %40
  tail call fastcc void @dfs(i32 noundef 8), !dbg !199
  br label %44, !dbg !199

44:                                               ; preds = %43, %40
    #dbg_value(i64 9, !78, !DIExpression(), !194)
  %45 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 36), align 4, !dbg !195, !tbaa !188
  %46 = icmp eq i32 %45, 0, !dbg !195
  br i1 %46, label %47, label %48, !dbg !198

47:                                               ; preds = %44
  tail call fastcc void @dfs(i32 noundef 9), !dbg !199
  br label %48, !dbg !199

48:                                               ; preds = %47, %44
    #dbg_value(i64 10, !78, !DIExpression(), !194)
  %49 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 40), align 8, !dbg !195, !tbaa !188
  %50 = icmp eq i32 %49, 0, !dbg !195
  br i1 %50, label %51, label %52, !dbg !198

51:                                               ; preds = %48
  tail call fastcc void @dfs(i32 noundef 10), !dbg !199
  br label %52, !dbg !199

52:                                               ; preds = %51, %48
    #dbg_value(i64 11, !78, !DIExpression(), !194)
  %53 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 44), align 4, !dbg !195, !tbaa !188
  %54 = icmp eq i32 %53, 0, !dbg !195
  br i1 %54, label %55, label %56, !dbg !198

55:                                               ; preds = %52
  tail call fastcc void @dfs(i32 noundef 11), !dbg !199
  br label %56, !dbg !199

56:                                               ; preds = %55, %52
    #dbg_value(i64 12, !78, !DIExpression(), !194)
    #dbg_value(i64 0, !80, !DIExpression(), !200)
  %57 = load i32, ptr @disc, align 16, !dbg !201, !tbaa !188
  %58 = load i32, ptr @fin, align 16, !dbg !203, !tbaa !188
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef %57, i32 noundef %58), !dbg !204
    #dbg_value(i64 1, !80, !DIExpression(), !200)
  %60 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 4), align 4, !dbg !201, !tbaa !188
  %61 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 4), align 4, !dbg !203, !tbaa !188
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %60, i32 noundef %61), !dbg !204
    #dbg_value(i64 2, !80, !DIExpression(), !200)
  %63 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 8), align 8, !dbg !201, !tbaa !188
  %64 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 8), align 8, !dbg !203, !tbaa !188
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef %63, i32 noundef %64), !dbg !204
    #dbg_value(i64 3, !80, !DIExpression(), !200)
  %66 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 12), align 4, !dbg !201, !tbaa !188
  %67 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 12), align 4, !dbg !203, !tbaa !188
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef %66, i32 noundef %67), !dbg !204
    #dbg_value(i64 4, !80, !DIExpression(), !200)
  %69 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 16), align 16, !dbg !201, !tbaa !188
  %70 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 16), align 16, !dbg !203, !tbaa !188
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef %69, i32 noundef %70), !dbg !204
    #dbg_value(i64 5, !80, !DIExpression(), !200)
  %72 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 20), align 4, !dbg !201, !tbaa !188
  %73 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 20), align 4, !dbg !203, !tbaa !188
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, i32 noundef %72, i32 noundef %73), !dbg !204
    #dbg_value(i64 6, !80, !DIExpression(), !200)
  %75 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 24), align 8, !dbg !201, !tbaa !188
  %76 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 24), align 8, !dbg !203, !tbaa !188
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, i32 noundef %75, i32 noundef %76), !dbg !204
    #dbg_value(i64 7, !80, !DIExpression(), !200)
  %78 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 28), align 4, !dbg !201, !tbaa !188
  %79 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 28), align 4, !dbg !203, !tbaa !188
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, i32 noundef %78, i32 noundef %79), !dbg !204
    #dbg_value(i64 8, !80, !DIExpression(), !200)
  %81 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 32), align 16, !dbg !201, !tbaa !188
  %82 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 32), align 16, !dbg !203, !tbaa !188
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, i32 noundef %81, i32 noundef %82), !dbg !204
    #dbg_value(i64 9, !80, !DIExpression(), !200)
  %84 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 36), align 4, !dbg !201, !tbaa !188
  %85 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 36), align 4, !dbg !203, !tbaa !188
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 9, i32 noundef %84, i32 noundef %85), !dbg !204
    #dbg_value(i64 10, !80, !DIExpression(), !200)
  %87 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 40), align 8, !dbg !201, !tbaa !188
  %88 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 40), align 8, !dbg !203, !tbaa !188
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10, i32 noundef %87, i32 noundef %88), !dbg !204
    #dbg_value(i64 11, !80, !DIExpression(), !200)
  %90 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 44), align 4, !dbg !201, !tbaa !188
  %91 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 44), align 4, !dbg !203, !tbaa !188
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 11, i32 noundef %90, i32 noundef %91), !dbg !204
    #dbg_value(i64 12, !80, !DIExpression(), !200)
  %93 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !205
    #dbg_assign(i1 undef, !168, !DIExpression(), !178, ptr %4, !DIExpression(), !206)
    #dbg_value(i32 0, !152, !DIExpression(), !174)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #7, !dbg !207
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #7, !dbg !207
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %2, i8 0, i64 48, i1 false), !dbg !208, !DIAssignID !209
    #dbg_assign(i8 0, !153, !DIExpression(), !209, ptr %2, !DIExpression(), !174)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #7, !dbg !207
    #dbg_value(i32 0, !155, !DIExpression(), !210)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %3, i8 -1, i64 48, i1 false), !dbg !211, !tbaa !188
    #dbg_value(i64 1, !155, !DIExpression(), !210)
    #dbg_value(i64 2, !155, !DIExpression(), !210)
    #dbg_value(i64 3, !155, !DIExpression(), !210)
    #dbg_value(i64 4, !155, !DIExpression(), !210)
  %94 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !214
    #dbg_value(i64 5, !155, !DIExpression(), !210)
    #dbg_value(i64 6, !155, !DIExpression(), !210)
    #dbg_value(i64 7, !155, !DIExpression(), !210)
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %94, align 16, !dbg !215, !tbaa !188
    #dbg_value(i64 8, !155, !DIExpression(), !210)
  %95 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !214
    #dbg_value(i64 9, !155, !DIExpression(), !210)
    #dbg_value(i64 10, !155, !DIExpression(), !210)
    #dbg_value(i64 11, !155, !DIExpression(), !210)
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %95, align 16, !dbg !215, !tbaa !188
  store <4 x i32> <i32 0, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %1, align 16, !dbg !216, !tbaa !188
    #dbg_value(i64 12, !155, !DIExpression(), !210)
    #dbg_value(i32 0, !157, !DIExpression(), !217)
  br label %96, !dbg !218

96:                                               ; preds = %162, %56
  %97 = phi i32 [ 0, %56 ], [ %163, %162 ]
    #dbg_value(i32 %97, !157, !DIExpression(), !217)
    #dbg_value(i32 0, !162, !DIExpression(), !219)
    #dbg_value(i32 -1, !159, !DIExpression(), !220)
  br label %100, !dbg !221

98:                                               ; preds = %138
  %99 = icmp sgt i32 %139, -1, !dbg !222
  br i1 %99, label %142, label %165, !dbg !224

100:                                              ; preds = %138, %96
  %101 = phi i64 [ 0, %96 ], [ %140, %138 ]
  %102 = phi i32 [ -1, %96 ], [ %139, %138 ]
    #dbg_value(i64 %101, !162, !DIExpression(), !219)
    #dbg_value(i32 %102, !159, !DIExpression(), !220)
  %103 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %101, !dbg !225
  %104 = load i32, ptr %103, align 8, !dbg !225, !tbaa !188
  %105 = icmp eq i32 %104, 0, !dbg !225
  br i1 %105, label %106, label %119, !dbg !228

106:                                              ; preds = %100
  %107 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %101, !dbg !229
  %108 = load i32, ptr %107, align 8, !dbg !229, !tbaa !188
  %109 = icmp eq i32 %108, 2147483647, !dbg !230
  br i1 %109, label %119, label %110, !dbg !231

110:                                              ; preds = %106
  %111 = icmp slt i32 %102, 0, !dbg !232
  br i1 %111, label %117, label %112, !dbg !233

112:                                              ; preds = %110
  %113 = zext nneg i32 %102 to i64, !dbg !234
  %114 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %113, !dbg !234
  %115 = load i32, ptr %114, align 4, !dbg !234, !tbaa !188
  %116 = icmp slt i32 %108, %115, !dbg !235
  br i1 %116, label %117, label %119, !dbg !236

117:                                              ; preds = %112, %110
    #dbg_value(i64 %101, !159, !DIExpression(), !220)
  %118 = trunc nuw nsw i64 %101 to i32, !dbg !237
  br label %119, !dbg !237

119:                                              ; preds = %117, %112, %106, %100
  %120 = phi i32 [ %102, %100 ], [ %118, %117 ], [ %102, %112 ], [ %102, %106 ], !dbg !220
    #dbg_value(i32 %120, !159, !DIExpression(), !220)
  %121 = or disjoint i64 %101, 1, !dbg !238
    #dbg_value(i64 %121, !162, !DIExpression(), !219)
  %122 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %121, !dbg !225
  %123 = load i32, ptr %122, align 4, !dbg !225, !tbaa !188
  %124 = icmp eq i32 %123, 0, !dbg !225
  br i1 %124, label %125, label %138, !dbg !228

125:                                              ; preds = %119
  %126 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %121, !dbg !229
  %127 = load i32, ptr %126, align 4, !dbg !229, !tbaa !188
  %128 = icmp eq i32 %127, 2147483647, !dbg !230
  br i1 %128, label %138, label %129, !dbg !231

129:                                              ; preds = %125
  %130 = icmp slt i32 %120, 0, !dbg !232
  br i1 %130, label %136, label %131, !dbg !233

131:                                              ; preds = %129
  %132 = zext nneg i32 %120 to i64, !dbg !234
  %133 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %132, !dbg !234
  %134 = load i32, ptr %133, align 4, !dbg !234, !tbaa !188
  %135 = icmp slt i32 %127, %134, !dbg !235
  br i1 %135, label %136, label %138, !dbg !236

136:                                              ; preds = %131, %129
    #dbg_value(i64 %121, !159, !DIExpression(), !220)
  %137 = trunc nuw nsw i64 %121 to i32, !dbg !237
  br label %138, !dbg !237

138:                                              ; preds = %136, %131, %125, %119
  %139 = phi i32 [ %120, %119 ], [ %137, %136 ], [ %120, %131 ], [ %120, %125 ], !dbg !220
    #dbg_value(i32 %139, !159, !DIExpression(), !220)
  %140 = add nuw nsw i64 %101, 2, !dbg !238
    #dbg_value(i64 %140, !162, !DIExpression(), !219)
  %141 = icmp eq i64 %140, 12, !dbg !239
  br i1 %141, label %98, label %100, !dbg !221, !llvm.loop !240

142:                                              ; preds = %98
  %143 = zext nneg i32 %139 to i64, !dbg !243
  %144 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %143, !dbg !243
  store i32 1, ptr %144, align 4, !dbg !244, !tbaa !188
    #dbg_value(i32 0, !164, !DIExpression(), !245)
  %145 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %143
  br label %146, !dbg !246

146:                                              ; preds = %159, %142
  %147 = phi i64 [ 0, %142 ], [ %160, %159 ]
    #dbg_value(i64 %147, !164, !DIExpression(), !245)
  %148 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %143, i64 %147, !dbg !247
  %149 = load i32, ptr %148, align 4, !dbg !247, !tbaa !188
  %150 = icmp eq i32 %149, 0, !dbg !247
  br i1 %150, label %159, label %151, !dbg !250

151:                                              ; preds = %146
  %152 = load i32, ptr %145, align 4, !dbg !251, !tbaa !188
  %153 = add nsw i32 %152, %149, !dbg !252
  %154 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %147, !dbg !253
  %155 = load i32, ptr %154, align 4, !dbg !253, !tbaa !188
  %156 = icmp slt i32 %153, %155, !dbg !254
  br i1 %156, label %157, label %159, !dbg !255

157:                                              ; preds = %151
  store i32 %153, ptr %154, align 4, !dbg !256, !tbaa !188
  %158 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %147, !dbg !258
  store i32 %139, ptr %158, align 4, !dbg !259, !tbaa !188
  br label %159, !dbg !260

159:                                              ; preds = %157, %151, %146
  %160 = add nuw nsw i64 %147, 1, !dbg !261
    #dbg_value(i64 %160, !164, !DIExpression(), !245)
  %161 = icmp eq i64 %160, 12, !dbg !262
  br i1 %161, label %162, label %146, !dbg !246, !llvm.loop !263

162:                                              ; preds = %159
  %163 = add nuw nsw i32 %97, 1, !dbg !265
    #dbg_value(i32 %163, !157, !DIExpression(), !217)
  %164 = icmp eq i32 %163, 12, !dbg !266
  br i1 %164, label %165, label %96, !dbg !218, !llvm.loop !267

165:                                              ; preds = %162, %98
  br label %166, !dbg !269

166:                                              ; preds = %165, %198
  %167 = phi i64 [ %199, %198 ], [ 0, %165 ]
    #dbg_value(i32 poison, !166, !DIExpression(), !270)
  %168 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %167, !dbg !271
  %169 = load i32, ptr %168, align 4, !dbg !271, !tbaa !188
  %170 = icmp eq i32 %169, 2147483647, !dbg !273
  br i1 %170, label %171, label %174, !dbg !274

171:                                              ; preds = %166
  %172 = trunc nuw nsw i64 %167 to i32, !dbg !275
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %172), !dbg !275
  br label %198, !dbg !277

174:                                              ; preds = %166
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #7, !dbg !278
    #dbg_value(i32 0, !171, !DIExpression(), !206)
    #dbg_value(i32 poison, !172, !DIExpression(), !279)
  %175 = trunc nuw nsw i64 %167 to i32, !dbg !280
  br label %180, !dbg !280

176:                                              ; preds = %180
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %175, i32 noundef %169), !dbg !281
    #dbg_value(i64 %183, !171, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !206)
  %178 = shl i64 %183, 32, !dbg !282
  %179 = ashr exact i64 %178, 32, !dbg !282
  br label %189, !dbg !282

180:                                              ; preds = %180, %174
  %181 = phi i64 [ 0, %174 ], [ %183, %180 ]
  %182 = phi i32 [ %175, %174 ], [ %187, %180 ]
    #dbg_value(i32 %182, !172, !DIExpression(), !279)
    #dbg_value(i64 %181, !171, !DIExpression(), !206)
  %183 = add nuw nsw i64 %181, 1, !dbg !283
    #dbg_value(i64 %183, !171, !DIExpression(), !206)
  %184 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %181, !dbg !285
  store i32 %182, ptr %184, align 4, !dbg !286, !tbaa !188
  %185 = zext nneg i32 %182 to i64, !dbg !287
  %186 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %185, !dbg !287
  %187 = load i32, ptr %186, align 4, !dbg !287, !tbaa !188
    #dbg_value(i32 %187, !172, !DIExpression(), !279)
  %188 = icmp sgt i32 %187, -1, !dbg !288
  br i1 %188, label %180, label %176, !dbg !280, !llvm.loop !289

189:                                              ; preds = %189, %176
  %190 = phi i64 [ %179, %176 ], [ %191, %189 ]
    #dbg_value(i64 %190, !171, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !206)
  %191 = add nsw i64 %190, -1, !dbg !291
    #dbg_value(i64 %191, !171, !DIExpression(), !206)
  %192 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %191, !dbg !292
  %193 = load i32, ptr %192, align 4, !dbg !292, !tbaa !188
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %193), !dbg !293
    #dbg_value(i64 %191, !171, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !206)
  %195 = icmp eq i64 %191, 0, !dbg !282
  br i1 %195, label %196, label %189, !dbg !282, !llvm.loop !294

196:                                              ; preds = %189
  %197 = tail call i32 @putchar(i32 10), !dbg !296
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #7, !dbg !297
  br label %198, !dbg !298

198:                                              ; preds = %196, %171
  %199 = add nuw nsw i64 %167, 1, !dbg !299
    #dbg_value(i64 %199, !166, !DIExpression(), !270)
  %200 = icmp eq i64 %199, 12, !dbg !300
  br i1 %200, label %201, label %166, !dbg !269, !llvm.loop !301

201:                                              ; preds = %198
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #7, !dbg !303
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #7, !dbg !303
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #7, !dbg !303
  store i32 0, ptr getelementptr inbounds (i8, ptr @adj, i64 252), align 4, !dbg !304, !tbaa !188
  store i32 0, ptr getelementptr inbounds (i8, ptr @adj, i64 408), align 8, !dbg !305, !tbaa !188
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #7, !dbg !306
    #dbg_assign(i8 0, !82, !DIExpression(), !307, ptr %5, !DIExpression(), !180)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #7, !dbg !306
    #dbg_value(i32 0, !84, !DIExpression(), !180)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #7, !dbg !306
    #dbg_value(i32 0, !86, !DIExpression(), !180)
    #dbg_value(i32 0, !87, !DIExpression(), !180)
    #dbg_value(i32 0, !88, !DIExpression(), !308)
  %202 = getelementptr inbounds i8, ptr %5, i64 4
  %203 = getelementptr inbounds i8, ptr %5, i64 8
  %204 = getelementptr inbounds i8, ptr %5, i64 12
  %205 = getelementptr inbounds i8, ptr %5, i64 16
  %206 = getelementptr inbounds i8, ptr %5, i64 20
  %207 = getelementptr inbounds i8, ptr %5, i64 24
  %208 = getelementptr inbounds i8, ptr %5, i64 28
  %209 = getelementptr inbounds i8, ptr %5, i64 32
  %210 = getelementptr inbounds i8, ptr %5, i64 36
  %211 = getelementptr inbounds i8, ptr %5, i64 40
  %212 = getelementptr inbounds i8, ptr %5, i64 44
  br label %213, !dbg !309

213:                                              ; preds = %213, %201
  %214 = phi i64 [ 0, %201 ], [ %410, %213 ], !dbg !310
  %215 = phi <4 x i32> [ zeroinitializer, %201 ], [ %409, %213 ]
  %216 = phi <4 x i32> [ zeroinitializer, %201 ], [ %394, %213 ]
  %217 = phi <4 x i32> [ zeroinitializer, %201 ], [ %379, %213 ]
  %218 = phi <4 x i32> [ zeroinitializer, %201 ], [ %364, %213 ]
  %219 = phi <4 x i32> [ zeroinitializer, %201 ], [ %349, %213 ]
  %220 = phi <4 x i32> [ zeroinitializer, %201 ], [ %334, %213 ]
  %221 = phi <4 x i32> [ zeroinitializer, %201 ], [ %319, %213 ]
  %222 = phi <4 x i32> [ zeroinitializer, %201 ], [ %304, %213 ]
  %223 = phi <4 x i32> [ zeroinitializer, %201 ], [ %289, %213 ]
  %224 = phi <4 x i32> [ zeroinitializer, %201 ], [ %274, %213 ]
  %225 = phi <4 x i32> [ zeroinitializer, %201 ], [ %259, %213 ]
  %226 = phi <4 x i32> [ zeroinitializer, %201 ], [ %244, %213 ]
  %227 = or disjoint i64 %214, 1, !dbg !309
  %228 = or disjoint i64 %214, 2, !dbg !309
  %229 = or disjoint i64 %214, 3, !dbg !309
  %230 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %214, i64 0, !dbg !311
  %231 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %227, i64 0, !dbg !311
  %232 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %228, i64 0, !dbg !311
  %233 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %229, i64 0, !dbg !311
  %234 = load i32, ptr %230, align 16, !dbg !311, !tbaa !188
  %235 = load i32, ptr %231, align 16, !dbg !311, !tbaa !188
  %236 = load i32, ptr %232, align 16, !dbg !311, !tbaa !188
  %237 = load i32, ptr %233, align 16, !dbg !311, !tbaa !188
  %238 = insertelement <4 x i32> poison, i32 %234, i64 0, !dbg !309
  %239 = insertelement <4 x i32> %238, i32 %235, i64 1, !dbg !309
  %240 = insertelement <4 x i32> %239, i32 %236, i64 2, !dbg !309
  %241 = insertelement <4 x i32> %240, i32 %237, i64 3, !dbg !309
  %242 = icmp ne <4 x i32> %241, zeroinitializer, !dbg !309
  %243 = zext <4 x i1> %242 to <4 x i32>, !dbg !313
  %244 = add <4 x i32> %226, %243, !dbg !314
  %245 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %214, i64 1, !dbg !311
  %246 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %227, i64 1, !dbg !311
  %247 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %228, i64 1, !dbg !311
  %248 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %229, i64 1, !dbg !311
  %249 = load i32, ptr %245, align 4, !dbg !311, !tbaa !188
  %250 = load i32, ptr %246, align 4, !dbg !311, !tbaa !188
  %251 = load i32, ptr %247, align 4, !dbg !311, !tbaa !188
  %252 = load i32, ptr %248, align 4, !dbg !311, !tbaa !188
  %253 = insertelement <4 x i32> poison, i32 %249, i64 0, !dbg !309
  %254 = insertelement <4 x i32> %253, i32 %250, i64 1, !dbg !309
  %255 = insertelement <4 x i32> %254, i32 %251, i64 2, !dbg !309
  %256 = insertelement <4 x i32> %255, i32 %252, i64 3, !dbg !309
  %257 = icmp ne <4 x i32> %256, zeroinitializer, !dbg !309
  %258 = zext <4 x i1> %257 to <4 x i32>, !dbg !313
  %259 = add <4 x i32> %225, %258, !dbg !314
  %260 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %214, i64 2, !dbg !311
  %261 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %227, i64 2, !dbg !311
  %262 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %228, i64 2, !dbg !311
  %263 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %229, i64 2, !dbg !311
  %264 = load i32, ptr %260, align 8, !dbg !311, !tbaa !188
  %265 = load i32, ptr %261, align 8, !dbg !311, !tbaa !188
  %266 = load i32, ptr %262, align 8, !dbg !311, !tbaa !188
  %267 = load i32, ptr %263, align 8, !dbg !311, !tbaa !188
  %268 = insertelement <4 x i32> poison, i32 %264, i64 0, !dbg !309
  %269 = insertelement <4 x i32> %268, i32 %265, i64 1, !dbg !309
  %270 = insertelement <4 x i32> %269, i32 %266, i64 2, !dbg !309
  %271 = insertelement <4 x i32> %270, i32 %267, i64 3, !dbg !309
  %272 = icmp ne <4 x i32> %271, zeroinitializer, !dbg !309
  %273 = zext <4 x i1> %272 to <4 x i32>, !dbg !313
  %274 = add <4 x i32> %224, %273, !dbg !314
  %275 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %214, i64 3, !dbg !311
  %276 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %227, i64 3, !dbg !311
  %277 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %228, i64 3, !dbg !311
  %278 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %229, i64 3, !dbg !311
  %279 = load i32, ptr %275, align 4, !dbg !311, !tbaa !188
  %280 = load i32, ptr %276, align 4, !dbg !311, !tbaa !188
  %281 = load i32, ptr %277, align 4, !dbg !311, !tbaa !188
  %282 = load i32, ptr %278, align 4, !dbg !311, !tbaa !188
  %283 = insertelement <4 x i32> poison, i32 %279, i64 0, !dbg !309
  %284 = insertelement <4 x i32> %283, i32 %280, i64 1, !dbg !309
  %285 = insertelement <4 x i32> %284, i32 %281, i64 2, !dbg !309
  %286 = insertelement <4 x i32> %285, i32 %282, i64 3, !dbg !309
  %287 = icmp ne <4 x i32> %286, zeroinitializer, !dbg !309
  %288 = zext <4 x i1> %287 to <4 x i32>, !dbg !313
  %289 = add <4 x i32> %223, %288, !dbg !314
  %290 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %214, i64 4, !dbg !311
  %291 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %227, i64 4, !dbg !311
  %292 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %228, i64 4, !dbg !311
  %293 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %229, i64 4, !dbg !311
  %294 = load i32, ptr %290, align 16, !dbg !311, !tbaa !188
  %295 = load i32, ptr %291, align 16, !dbg !311, !tbaa !188
  %296 = load i32, ptr %292, align 16, !dbg !311, !tbaa !188
  %297 = load i32, ptr %293, align 16, !dbg !311, !tbaa !188
  %298 = insertelement <4 x i32> poison, i32 %294, i64 0, !dbg !309
  %299 = insertelement <4 x i32> %298, i32 %295, i64 1, !dbg !309
  %300 = insertelement <4 x i32> %299, i32 %296, i64 2, !dbg !309
  %301 = insertelement <4 x i32> %300, i32 %297, i64 3, !dbg !309
  %302 = icmp ne <4 x i32> %301, zeroinitializer, !dbg !309
  %303 = zext <4 x i1> %302 to <4 x i32>, !dbg !313
  %304 = add <4 x i32> %222, %303, !dbg !314
  %305 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %214, i64 5, !dbg !311
  %306 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %227, i64 5, !dbg !311
  %307 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %228, i64 5, !dbg !311
  %308 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %229, i64 5, !dbg !311
  %309 = load i32, ptr %305, align 4, !dbg !311, !tbaa !188
  %310 = load i32, ptr %306, align 4, !dbg !311, !tbaa !188
  %311 = load i32, ptr %307, align 4, !dbg !311, !tbaa !188
  %312 = load i32, ptr %308, align 4, !dbg !311, !tbaa !188
  %313 = insertelement <4 x i32> poison, i32 %309, i64 0, !dbg !309
  %314 = insertelement <4 x i32> %313, i32 %310, i64 1, !dbg !309
  %315 = insertelement <4 x i32> %314, i32 %311, i64 2, !dbg !309
  %316 = insertelement <4 x i32> %315, i32 %312, i64 3, !dbg !309
  %317 = icmp ne <4 x i32> %316, zeroinitializer, !dbg !309
  %318 = zext <4 x i1> %317 to <4 x i32>, !dbg !313
  %319 = add <4 x i32> %221, %318, !dbg !314
  %320 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %214, i64 6, !dbg !311
  %321 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %227, i64 6, !dbg !311
  %322 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %228, i64 6, !dbg !311
  %323 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %229, i64 6, !dbg !311
  %324 = load i32, ptr %320, align 8, !dbg !311, !tbaa !188
  %325 = load i32, ptr %321, align 8, !dbg !311, !tbaa !188
  %326 = load i32, ptr %322, align 8, !dbg !311, !tbaa !188
  %327 = load i32, ptr %323, align 8, !dbg !311, !tbaa !188
  %328 = insertelement <4 x i32> poison, i32 %324, i64 0, !dbg !309
  %329 = insertelement <4 x i32> %328, i32 %325, i64 1, !dbg !309
  %330 = insertelement <4 x i32> %329, i32 %326, i64 2, !dbg !309
  %331 = insertelement <4 x i32> %330, i32 %327, i64 3, !dbg !309
  %332 = icmp ne <4 x i32> %331, zeroinitializer, !dbg !309
  %333 = zext <4 x i1> %332 to <4 x i32>, !dbg !313
  %334 = add <4 x i32> %220, %333, !dbg !314
  %335 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %214, i64 7, !dbg !311
  %336 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %227, i64 7, !dbg !311
  %337 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %228, i64 7, !dbg !311
  %338 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %229, i64 7, !dbg !311
  %339 = load i32, ptr %335, align 4, !dbg !311, !tbaa !188
  %340 = load i32, ptr %336, align 4, !dbg !311, !tbaa !188
  %341 = load i32, ptr %337, align 4, !dbg !311, !tbaa !188
  %342 = load i32, ptr %338, align 4, !dbg !311, !tbaa !188
  %343 = insertelement <4 x i32> poison, i32 %339, i64 0, !dbg !309
  %344 = insertelement <4 x i32> %343, i32 %340, i64 1, !dbg !309
  %345 = insertelement <4 x i32> %344, i32 %341, i64 2, !dbg !309
  %346 = insertelement <4 x i32> %345, i32 %342, i64 3, !dbg !309
  %347 = icmp ne <4 x i32> %346, zeroinitializer, !dbg !309
  %348 = zext <4 x i1> %347 to <4 x i32>, !dbg !313
  %349 = add <4 x i32> %219, %348, !dbg !314
  %350 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %214, i64 8, !dbg !311
  %351 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %227, i64 8, !dbg !311
  %352 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %228, i64 8, !dbg !311
  %353 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %229, i64 8, !dbg !311
  %354 = load i32, ptr %350, align 16, !dbg !311, !tbaa !188
  %355 = load i32, ptr %351, align 16, !dbg !311, !tbaa !188
  %356 = load i32, ptr %352, align 16, !dbg !311, !tbaa !188
  %357 = load i32, ptr %353, align 16, !dbg !311, !tbaa !188
  %358 = insertelement <4 x i32> poison, i32 %354, i64 0, !dbg !309
  %359 = insertelement <4 x i32> %358, i32 %355, i64 1, !dbg !309
  %360 = insertelement <4 x i32> %359, i32 %356, i64 2, !dbg !309
  %361 = insertelement <4 x i32> %360, i32 %357, i64 3, !dbg !309
  %362 = icmp ne <4 x i32> %361, zeroinitializer, !dbg !309
  %363 = zext <4 x i1> %362 to <4 x i32>, !dbg !313
  %364 = add <4 x i32> %218, %363, !dbg !314
  %365 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %214, i64 9, !dbg !311
  %366 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %227, i64 9, !dbg !311
  %367 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %228, i64 9, !dbg !311
  %368 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %229, i64 9, !dbg !311
  %369 = load i32, ptr %365, align 4, !dbg !311, !tbaa !188
  %370 = load i32, ptr %366, align 4, !dbg !311, !tbaa !188
  %371 = load i32, ptr %367, align 4, !dbg !311, !tbaa !188
  %372 = load i32, ptr %368, align 4, !dbg !311, !tbaa !188
  %373 = insertelement <4 x i32> poison, i32 %369, i64 0, !dbg !309
  %374 = insertelement <4 x i32> %373, i32 %370, i64 1, !dbg !309
  %375 = insertelement <4 x i32> %374, i32 %371, i64 2, !dbg !309
  %376 = insertelement <4 x i32> %375, i32 %372, i64 3, !dbg !309
  %377 = icmp ne <4 x i32> %376, zeroinitializer, !dbg !309
  %378 = zext <4 x i1> %377 to <4 x i32>, !dbg !313
  %379 = add <4 x i32> %217, %378, !dbg !314
  %380 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %214, i64 10, !dbg !311
  %381 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %227, i64 10, !dbg !311
  %382 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %228, i64 10, !dbg !311
  %383 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %229, i64 10, !dbg !311
  %384 = load i32, ptr %380, align 8, !dbg !311, !tbaa !188
  %385 = load i32, ptr %381, align 8, !dbg !311, !tbaa !188
  %386 = load i32, ptr %382, align 8, !dbg !311, !tbaa !188
  %387 = load i32, ptr %383, align 8, !dbg !311, !tbaa !188
  %388 = insertelement <4 x i32> poison, i32 %384, i64 0, !dbg !309
  %389 = insertelement <4 x i32> %388, i32 %385, i64 1, !dbg !309
  %390 = insertelement <4 x i32> %389, i32 %386, i64 2, !dbg !309
  %391 = insertelement <4 x i32> %390, i32 %387, i64 3, !dbg !309
  %392 = icmp ne <4 x i32> %391, zeroinitializer, !dbg !309
  %393 = zext <4 x i1> %392 to <4 x i32>, !dbg !313
  %394 = add <4 x i32> %216, %393, !dbg !314
  %395 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %214, i64 11, !dbg !311
  %396 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %227, i64 11, !dbg !311
  %397 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %228, i64 11, !dbg !311
  %398 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %229, i64 11, !dbg !311
  %399 = load i32, ptr %395, align 4, !dbg !311, !tbaa !188
  %400 = load i32, ptr %396, align 4, !dbg !311, !tbaa !188
  %401 = load i32, ptr %397, align 4, !dbg !311, !tbaa !188
  %402 = load i32, ptr %398, align 4, !dbg !311, !tbaa !188
  %403 = insertelement <4 x i32> poison, i32 %399, i64 0, !dbg !309
  %404 = insertelement <4 x i32> %403, i32 %400, i64 1, !dbg !309
  %405 = insertelement <4 x i32> %404, i32 %401, i64 2, !dbg !309
  %406 = insertelement <4 x i32> %405, i32 %402, i64 3, !dbg !309
  %407 = icmp ne <4 x i32> %406, zeroinitializer, !dbg !309
  %408 = zext <4 x i1> %407 to <4 x i32>, !dbg !313
  %409 = add <4 x i32> %215, %408, !dbg !314
  %410 = add nuw i64 %214, 4, !dbg !310
  %411 = icmp eq i64 %410, 12, !dbg !310
  br i1 %411, label %412, label %213, !dbg !310, !llvm.loop !315

412:                                              ; preds = %213
  %413 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %409), !dbg !309
  %414 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %394), !dbg !309
  %415 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %379), !dbg !309
  %416 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %364), !dbg !309
  %417 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %349), !dbg !309
  %418 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %334), !dbg !309
  %419 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %319), !dbg !309
  %420 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %304), !dbg !309
  %421 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %289), !dbg !309
  %422 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %274), !dbg !309
  %423 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %259), !dbg !309
  %424 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %244), !dbg !309
  store i32 %424, ptr %5, align 16, !dbg !314, !tbaa !188
  store i32 %423, ptr %202, align 4, !dbg !314, !tbaa !188
  store i32 %422, ptr %203, align 8, !dbg !314, !tbaa !188
  store i32 %421, ptr %204, align 4, !dbg !314, !tbaa !188
  store i32 %420, ptr %205, align 16, !dbg !314, !tbaa !188
  store i32 %419, ptr %206, align 4, !dbg !314, !tbaa !188
  store i32 %418, ptr %207, align 8, !dbg !314, !tbaa !188
  store i32 %417, ptr %208, align 4, !dbg !314, !tbaa !188
  store i32 %416, ptr %209, align 16, !dbg !314, !tbaa !188
  store i32 %415, ptr %210, align 4, !dbg !314, !tbaa !188
  store i32 %414, ptr %211, align 8, !dbg !314, !tbaa !188
  store i32 %413, ptr %212, align 4, !dbg !314, !tbaa !188
    #dbg_value(i64 0, !93, !DIExpression(), !319)
    #dbg_value(i32 0, !87, !DIExpression(), !180)
  %425 = icmp eq i32 %424, 0, !dbg !320
  br i1 %425, label %426, label %427, !dbg !323

426:                                              ; preds = %412
    #dbg_value(i32 1, !87, !DIExpression(), !180)
  store i32 0, ptr %7, align 16, !dbg !324, !tbaa !188
  br label %427, !dbg !325

427:                                              ; preds = %412, %426
  %428 = phi i32 [ 0, %412 ], [ 1, %426 ], !dbg !180
    #dbg_value(i32 %428, !87, !DIExpression(), !180)
    #dbg_value(i64 1, !93, !DIExpression(), !319)
  %429 = icmp eq i32 %423, 0, !dbg !320
  br i1 %429, label %430, label %434, !dbg !323

430:                                              ; preds = %427
  %431 = add nuw nsw i32 %428, 1, !dbg !326
    #dbg_value(i32 %431, !87, !DIExpression(), !180)
  %432 = zext nneg i32 %428 to i64, !dbg !325
  %433 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %432, !dbg !325
  store i32 1, ptr %433, align 4, !dbg !324, !tbaa !188
  br label %434, !dbg !325

434:                                              ; preds = %430, %427
  %435 = phi i32 [ %428, %427 ], [ %431, %430 ], !dbg !180
    #dbg_value(i32 %435, !87, !DIExpression(), !180)
    #dbg_value(i64 2, !93, !DIExpression(), !319)
  %436 = icmp eq i32 %422, 0, !dbg !320
  br i1 %436, label %437, label %441, !dbg !323

437:                                              ; preds = %434
  %438 = add nuw nsw i32 %435, 1, !dbg !326
    #dbg_value(i32 %438, !87, !DIExpression(), !180)
  %439 = zext nneg i32 %435 to i64, !dbg !325
  %440 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %439, !dbg !325
  store i32 2, ptr %440, align 4, !dbg !324, !tbaa !188
  br label %441, !dbg !325

441:                                              ; preds = %437, %434
  %442 = phi i32 [ %435, %434 ], [ %438, %437 ], !dbg !180
    #dbg_value(i32 %442, !87, !DIExpression(), !180)
    #dbg_value(i64 3, !93, !DIExpression(), !319)
  %443 = icmp eq i32 %421, 0, !dbg !320
  br i1 %443, label %444, label %448, !dbg !323

444:                                              ; preds = %441
  %445 = add nuw nsw i32 %442, 1, !dbg !326
    #dbg_value(i32 %445, !87, !DIExpression(), !180)
  %446 = zext nneg i32 %442 to i64, !dbg !325
  %447 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %446, !dbg !325
  store i32 3, ptr %447, align 4, !dbg !324, !tbaa !188
  br label %448, !dbg !325

448:                                              ; preds = %444, %441
  %449 = phi i32 [ %442, %441 ], [ %445, %444 ], !dbg !180
    #dbg_value(i32 %449, !87, !DIExpression(), !180)
    #dbg_value(i64 4, !93, !DIExpression(), !319)
  %450 = icmp eq i32 %420, 0, !dbg !320
  br i1 %450, label %451, label %455, !dbg !323

451:                                              ; preds = %448
  %452 = add nuw nsw i32 %449, 1, !dbg !326
    #dbg_value(i32 %452, !87, !DIExpression(), !180)
  %453 = zext nneg i32 %449 to i64, !dbg !325
  %454 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %453, !dbg !325
  store i32 4, ptr %454, align 4, !dbg !324, !tbaa !188
  br label %455, !dbg !325

455:                                              ; preds = %451, %448
  %456 = phi i32 [ %449, %448 ], [ %452, %451 ], !dbg !180
    #dbg_value(i32 %456, !87, !DIExpression(), !180)
    #dbg_value(i64 5, !93, !DIExpression(), !319)
  %457 = icmp eq i32 %419, 0, !dbg !320
  br i1 %457, label %458, label %462, !dbg !323

458:                                              ; preds = %455
  %459 = add nuw nsw i32 %456, 1, !dbg !326
    #dbg_value(i32 %459, !87, !DIExpression(), !180)
  %460 = zext nneg i32 %456 to i64, !dbg !325
  %461 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %460, !dbg !325
  store i32 5, ptr %461, align 4, !dbg !324, !tbaa !188
  br label %462, !dbg !325

462:                                              ; preds = %458, %455
  %463 = phi i32 [ %456, %455 ], [ %459, %458 ], !dbg !180
    #dbg_value(i32 %463, !87, !DIExpression(), !180)
    #dbg_value(i64 6, !93, !DIExpression(), !319)
  %464 = icmp eq i32 %418, 0, !dbg !320
  br i1 %464, label %465, label %469, !dbg !323

465:                                              ; preds = %462
  %466 = add nuw nsw i32 %463, 1, !dbg !326
    #dbg_value(i32 %466, !87, !DIExpression(), !180)
  %467 = zext nneg i32 %463 to i64, !dbg !325
  %468 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %467, !dbg !325
  store i32 6, ptr %468, align 4, !dbg !324, !tbaa !188
  br label %469, !dbg !325

469:                                              ; preds = %465, %462
  %470 = phi i32 [ %463, %462 ], [ %466, %465 ], !dbg !180
    #dbg_value(i32 %470, !87, !DIExpression(), !180)
    #dbg_value(i64 7, !93, !DIExpression(), !319)
  %471 = icmp eq i32 %417, 0, !dbg !320
  br i1 %471, label %472, label %476, !dbg !323

472:                                              ; preds = %469
  %473 = add nuw nsw i32 %470, 1, !dbg !326
    #dbg_value(i32 %473, !87, !DIExpression(), !180)
  %474 = zext nneg i32 %470 to i64, !dbg !325
  %475 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %474, !dbg !325
  store i32 7, ptr %475, align 4, !dbg !324, !tbaa !188
  br label %476, !dbg !325

476:                                              ; preds = %472, %469
  %477 = phi i32 [ %470, %469 ], [ %473, %472 ], !dbg !180
    #dbg_value(i32 %477, !87, !DIExpression(), !180)
    #dbg_value(i64 8, !93, !DIExpression(), !319)
  %478 = icmp eq i32 %416, 0, !dbg !320
  br i1 %478, label %479, label %483, !dbg !323

479:                                              ; preds = %476
  %480 = add nuw nsw i32 %477, 1, !dbg !326
    #dbg_value(i32 %480, !87, !DIExpression(), !180)
  %481 = zext nneg i32 %477 to i64, !dbg !325
  %482 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %481, !dbg !325
  store i32 8, ptr %482, align 4, !dbg !324, !tbaa !188
  br label %483, !dbg !325

483:                                              ; preds = %479, %476
  %484 = phi i32 [ %477, %476 ], [ %480, %479 ], !dbg !180
    #dbg_value(i32 %484, !87, !DIExpression(), !180)
    #dbg_value(i64 9, !93, !DIExpression(), !319)
  %485 = icmp eq i32 %415, 0, !dbg !320
  br i1 %485, label %486, label %490, !dbg !323

486:                                              ; preds = %483
  %487 = add nuw nsw i32 %484, 1, !dbg !326
    #dbg_value(i32 %487, !87, !DIExpression(), !180)
  %488 = zext nneg i32 %484 to i64, !dbg !325
  %489 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %488, !dbg !325
  store i32 9, ptr %489, align 4, !dbg !324, !tbaa !188
  br label %490, !dbg !325

490:                                              ; preds = %486, %483
  %491 = phi i32 [ %484, %483 ], [ %487, %486 ], !dbg !180
    #dbg_value(i32 %491, !87, !DIExpression(), !180)
    #dbg_value(i64 10, !93, !DIExpression(), !319)
  %492 = icmp eq i32 %414, 0, !dbg !320
  br i1 %492, label %493, label %497, !dbg !323

493:                                              ; preds = %490
  %494 = add nuw nsw i32 %491, 1, !dbg !326
    #dbg_value(i32 %494, !87, !DIExpression(), !180)
  %495 = zext nneg i32 %491 to i64, !dbg !325
  %496 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %495, !dbg !325
  store i32 10, ptr %496, align 4, !dbg !324, !tbaa !188
  br label %497, !dbg !325

497:                                              ; preds = %493, %490
  %498 = phi i32 [ %491, %490 ], [ %494, %493 ], !dbg !180
    #dbg_value(i32 %498, !87, !DIExpression(), !180)
    #dbg_value(i64 11, !93, !DIExpression(), !319)
  %499 = icmp eq i32 %413, 0, !dbg !320
  br i1 %499, label %500, label %504, !dbg !323

500:                                              ; preds = %497
  %501 = add nuw nsw i32 %498, 1, !dbg !326
    #dbg_value(i32 %501, !87, !DIExpression(), !180)
  %502 = zext nneg i32 %498 to i64, !dbg !325
  %503 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %502, !dbg !325
  store i32 11, ptr %503, align 4, !dbg !324, !tbaa !188
    #dbg_value(i64 12, !93, !DIExpression(), !319)
    #dbg_value(i32 0, !86, !DIExpression(), !180)
    #dbg_value(i32 0, !84, !DIExpression(), !180)
  br label %506, !dbg !327

504:                                              ; preds = %497
    #dbg_value(i32 %498, !87, !DIExpression(), !180)
    #dbg_value(i64 12, !93, !DIExpression(), !319)
    #dbg_value(i32 0, !86, !DIExpression(), !180)
    #dbg_value(i32 0, !84, !DIExpression(), !180)
  %505 = icmp eq i32 %498, 0, !dbg !328
  br i1 %505, label %508, label %506, !dbg !327

506:                                              ; preds = %500, %504
  %507 = phi i32 [ %498, %504 ], [ %501, %500 ]
  br label %514, !dbg !327

508:                                              ; preds = %504
  %509 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !329
    #dbg_value(i32 0, !99, !DIExpression(), !330)
  br label %545, !dbg !331

510:                                              ; preds = %537
  %511 = add nuw nsw i64 %515, 1, !dbg !332
    #dbg_value(i32 %538, !87, !DIExpression(), !180)
    #dbg_value(i64 %511, !86, !DIExpression(), !180)
    #dbg_value(i64 %511, !84, !DIExpression(), !180)
  %512 = sext i32 %538 to i64, !dbg !328
  %513 = icmp slt i64 %511, %512, !dbg !328
  br i1 %513, label %514, label %541, !dbg !327, !llvm.loop !333

514:                                              ; preds = %506, %510
  %515 = phi i64 [ %511, %510 ], [ 0, %506 ]
  %516 = phi i32 [ %538, %510 ], [ %507, %506 ]
    #dbg_value(i32 %516, !87, !DIExpression(), !180)
    #dbg_value(i64 %515, !84, !DIExpression(), !180)
    #dbg_value(i64 %515, !86, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
  %517 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %515, !dbg !335
  %518 = load i32, ptr %517, align 4, !dbg !335, !tbaa !188
    #dbg_value(i32 %518, !95, !DIExpression(), !336)
    #dbg_value(i64 %515, !84, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
  %519 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %515, !dbg !337
  store i32 %518, ptr %519, align 4, !dbg !338, !tbaa !188
    #dbg_value(i32 0, !97, !DIExpression(), !339)
  %520 = sext i32 %518 to i64
  br label %521, !dbg !340

521:                                              ; preds = %514, %537
  %522 = phi i64 [ 0, %514 ], [ %539, %537 ]
  %523 = phi i32 [ %516, %514 ], [ %538, %537 ]
    #dbg_value(i64 %522, !97, !DIExpression(), !339)
    #dbg_value(i32 %523, !87, !DIExpression(), !180)
  %524 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %520, i64 %522, !dbg !341
  %525 = load i32, ptr %524, align 4, !dbg !341, !tbaa !188
  %526 = icmp eq i32 %525, 0, !dbg !341
  br i1 %526, label %537, label %527, !dbg !344

527:                                              ; preds = %521
  %528 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %522, !dbg !345
  %529 = load i32, ptr %528, align 4, !dbg !346, !tbaa !188
  %530 = add nsw i32 %529, -1, !dbg !346
  store i32 %530, ptr %528, align 4, !dbg !346, !tbaa !188
  %531 = icmp eq i32 %530, 0, !dbg !347
  br i1 %531, label %532, label %537, !dbg !348

532:                                              ; preds = %527
  %533 = add nsw i32 %523, 1, !dbg !349
    #dbg_value(i32 %533, !87, !DIExpression(), !180)
  %534 = sext i32 %523 to i64, !dbg !350
  %535 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %534, !dbg !350
  %536 = trunc nuw nsw i64 %522 to i32, !dbg !351
  store i32 %536, ptr %535, align 4, !dbg !351, !tbaa !188
  br label %537, !dbg !350

537:                                              ; preds = %521, %527, %532
  %538 = phi i32 [ %533, %532 ], [ %523, %527 ], [ %523, %521 ], !dbg !180
    #dbg_value(i32 %538, !87, !DIExpression(), !180)
  %539 = add nuw nsw i64 %522, 1, !dbg !352
    #dbg_value(i64 %539, !97, !DIExpression(), !339)
  %540 = icmp eq i64 %539, 12, !dbg !353
  br i1 %540, label %510, label %521, !dbg !340, !llvm.loop !354

541:                                              ; preds = %510
  %542 = trunc nuw nsw i64 %511 to i32, !dbg !329
  %543 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %542), !dbg !329
    #dbg_value(i32 0, !99, !DIExpression(), !330)
  %544 = and i64 %511, 4294967295, !dbg !356
  br label %547, !dbg !331

545:                                              ; preds = %547, %508
  %546 = tail call i32 @putchar(i32 10), !dbg !358
    #dbg_value(i32 0, !101, !DIExpression(), !359)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) @rnk, i8 0, i64 48, i1 false), !dbg !360, !tbaa !188
    #dbg_value(i64 0, !101, !DIExpression(), !359)
    #dbg_value(i64 1, !101, !DIExpression(), !359)
    #dbg_value(i64 2, !101, !DIExpression(), !359)
    #dbg_value(i64 3, !101, !DIExpression(), !359)
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr @parent, align 16, !dbg !363, !tbaa !188
    #dbg_value(i64 4, !101, !DIExpression(), !359)
    #dbg_value(i64 5, !101, !DIExpression(), !359)
    #dbg_value(i64 6, !101, !DIExpression(), !359)
    #dbg_value(i64 7, !101, !DIExpression(), !359)
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr getelementptr inbounds (i8, ptr @parent, i64 16), align 16, !dbg !363, !tbaa !188
    #dbg_value(i64 8, !101, !DIExpression(), !359)
    #dbg_value(i64 9, !101, !DIExpression(), !359)
    #dbg_value(i64 10, !101, !DIExpression(), !359)
    #dbg_value(i64 11, !101, !DIExpression(), !359)
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr getelementptr inbounds (i8, ptr @parent, i64 32), align 16, !dbg !363, !tbaa !188
    #dbg_value(i64 12, !101, !DIExpression(), !359)
  br label %554, !dbg !364

547:                                              ; preds = %541, %547
  %548 = phi i64 [ 0, %541 ], [ %552, %547 ]
    #dbg_value(i64 %548, !99, !DIExpression(), !330)
  %549 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %548, !dbg !365
  %550 = load i32, ptr %549, align 4, !dbg !365, !tbaa !188
  %551 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %550), !dbg !366
  %552 = add nuw nsw i64 %548, 1, !dbg !367
    #dbg_value(i64 %552, !99, !DIExpression(), !330)
  %553 = icmp eq i64 %552, %544, !dbg !356
  br i1 %553, label %545, label %547, !dbg !331, !llvm.loop !368

554:                                              ; preds = %545, %583
  %555 = phi i64 [ 0, %545 ], [ %584, %583 ]
    #dbg_value(i64 %555, !103, !DIExpression(), !370)
  %556 = getelementptr inbounds [14 x [3 x i32]], ptr @main.edges, i64 0, i64 %555, !dbg !371
  %557 = load i32, ptr %556, align 4, !dbg !371, !tbaa !188
  %558 = getelementptr inbounds i8, ptr %556, i64 4, !dbg !373
  %559 = load i32, ptr %558, align 4, !dbg !373, !tbaa !188
    #dbg_value(i32 %557, !374, !DIExpression(), !383)
    #dbg_value(i32 %559, !379, !DIExpression(), !383)
  %560 = tail call fastcc i32 @find(i32 noundef %557), !dbg !385
    #dbg_value(i32 %560, !374, !DIExpression(), !383)
  %561 = tail call fastcc i32 @find(i32 noundef %559), !dbg !386
    #dbg_value(i32 %561, !379, !DIExpression(), !383)
  %562 = icmp eq i32 %560, %561, !dbg !387
  br i1 %562, label %583, label %563, !dbg !389

563:                                              ; preds = %554
  %564 = sext i32 %560 to i64, !dbg !390
  %565 = getelementptr inbounds [12 x i32], ptr @rnk, i64 0, i64 %564, !dbg !390
  %566 = load i32, ptr %565, align 4, !dbg !390, !tbaa !188
  %567 = sext i32 %561 to i64, !dbg !391
  %568 = getelementptr inbounds [12 x i32], ptr @rnk, i64 0, i64 %567, !dbg !391
  %569 = load i32, ptr %568, align 4, !dbg !391, !tbaa !188
  %570 = icmp slt i32 %566, %569, !dbg !392
  %571 = select i1 %570, i32 %560, i32 %561, !dbg !393
  %572 = select i1 %570, i32 %561, i32 %560, !dbg !393
    #dbg_value(i32 %572, !374, !DIExpression(), !383)
    #dbg_value(i32 %571, !379, !DIExpression(), !383)
  %573 = sext i32 %571 to i64, !dbg !394
  %574 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %573, !dbg !394
  store i32 %572, ptr %574, align 4, !dbg !395, !tbaa !188
  %575 = sext i32 %572 to i64, !dbg !396
  %576 = getelementptr inbounds [12 x i32], ptr @rnk, i64 0, i64 %575, !dbg !396
  %577 = load i32, ptr %576, align 4, !dbg !396, !tbaa !188
  %578 = getelementptr inbounds [12 x i32], ptr @rnk, i64 0, i64 %573, !dbg !398
  %579 = load i32, ptr %578, align 4, !dbg !398, !tbaa !188
  %580 = icmp eq i32 %577, %579, !dbg !399
  br i1 %580, label %581, label %583, !dbg !400

581:                                              ; preds = %563
  %582 = add nsw i32 %577, 1, !dbg !401
  store i32 %582, ptr %576, align 4, !dbg !401, !tbaa !188
  br label %583, !dbg !402

583:                                              ; preds = %554, %563, %581
  %584 = add nuw nsw i64 %555, 1, !dbg !403
    #dbg_value(i64 %584, !103, !DIExpression(), !370)
  %585 = icmp eq i64 %584, 14, !dbg !404
  br i1 %585, label %586, label %554, !dbg !364, !llvm.loop !405

586:                                              ; preds = %583
    #dbg_value(i32 0, !106, !DIExpression(), !407)
    #dbg_value(i32 0, !105, !DIExpression(), !180)
  %587 = tail call fastcc i32 @find(i32 noundef 0), !dbg !408
    #dbg_value(i32 %587, !105, !DIExpression(DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !180)
    #dbg_value(i32 1, !106, !DIExpression(), !407)
  %588 = tail call fastcc i32 @find(i32 noundef 1), !dbg !408
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 2, !106, !DIExpression(), !407)
  %589 = tail call fastcc i32 @find(i32 noundef 2), !dbg !408
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 3, !106, !DIExpression(), !407)
  %590 = tail call fastcc i32 @find(i32 noundef 3), !dbg !408
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 4, !106, !DIExpression(), !407)
  %591 = tail call fastcc i32 @find(i32 noundef 4), !dbg !408
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 5, !106, !DIExpression(), !407)
  %592 = tail call fastcc i32 @find(i32 noundef 5), !dbg !408
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 6, !106, !DIExpression(), !407)
  %593 = tail call fastcc i32 @find(i32 noundef 6), !dbg !408
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 7, !106, !DIExpression(), !407)
  %594 = tail call fastcc i32 @find(i32 noundef 7), !dbg !408
  %595 = insertelement <8 x i32> poison, i32 %587, i64 0, !dbg !410
  %596 = insertelement <8 x i32> %595, i32 %588, i64 1, !dbg !410
  %597 = insertelement <8 x i32> %596, i32 %589, i64 2, !dbg !410
  %598 = insertelement <8 x i32> %597, i32 %590, i64 3, !dbg !410
  %599 = insertelement <8 x i32> %598, i32 %591, i64 4, !dbg !410
  %600 = insertelement <8 x i32> %599, i32 %592, i64 5, !dbg !410
  %601 = insertelement <8 x i32> %600, i32 %593, i64 6, !dbg !410
  %602 = insertelement <8 x i32> %601, i32 %594, i64 7, !dbg !410
  %603 = icmp eq <8 x i32> %602, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !410
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 8, !106, !DIExpression(), !407)
  %604 = tail call fastcc i32 @find(i32 noundef 8), !dbg !408
  %605 = icmp eq i32 %604, 8, !dbg !410
  %606 = zext i1 %605 to i32, !dbg !410
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 9, !106, !DIExpression(), !407)
  %607 = tail call fastcc i32 @find(i32 noundef 9), !dbg !408
  %608 = icmp eq i32 %607, 9, !dbg !410
  %609 = zext i1 %608 to i32, !dbg !410
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 10, !106, !DIExpression(), !407)
  %610 = tail call fastcc i32 @find(i32 noundef 10), !dbg !408
  %611 = icmp eq i32 %610, 10, !dbg !410
  %612 = zext i1 %611 to i32, !dbg !410
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 11, !106, !DIExpression(), !407)
  %613 = tail call fastcc i32 @find(i32 noundef 11), !dbg !408
  %614 = icmp eq i32 %613, 11, !dbg !410
  %615 = zext i1 %614 to i32, !dbg !410
  %616 = bitcast <8 x i1> %603 to i8, !dbg !411
  %617 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %616), !dbg !411
  %618 = zext nneg i8 %617 to i32, !dbg !411
  %619 = add nuw nsw i32 %618, %606, !dbg !411
  %620 = add nuw nsw i32 %609, %612, !dbg !411
  %621 = add nuw nsw i32 %619, %620, !dbg !411
  %622 = add nuw nsw i32 %621, %615, !dbg !411
    #dbg_value(i32 %622, !105, !DIExpression(), !180)
    #dbg_value(i32 12, !106, !DIExpression(), !407)
  %623 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %622), !dbg !412
    #dbg_value(i32 0, !108, !DIExpression(), !413)
  br label %626, !dbg !414

624:                                              ; preds = %640
  %625 = tail call i32 @putchar(i32 10), !dbg !415
  call void @llvm.lifetime.start.p0(i64 1152, ptr nonnull %8) #7, !dbg !416
    #dbg_value(i32 0, !113, !DIExpression(), !417)
  br label %645, !dbg !418

626:                                              ; preds = %586, %640
  %627 = phi i32 [ 0, %586 ], [ %643, %640 ]
    #dbg_value(i32 %627, !108, !DIExpression(), !413)
  %628 = tail call fastcc i32 @find(i32 noundef %627), !dbg !419
  %629 = tail call fastcc i32 @find(i32 noundef 0), !dbg !421
  %630 = icmp eq i32 %628, %629, !dbg !422
  br i1 %630, label %640, label %631, !dbg !419

631:                                              ; preds = %626
  %632 = tail call fastcc i32 @find(i32 noundef %627), !dbg !423
  %633 = tail call fastcc i32 @find(i32 noundef 6), !dbg !424
  %634 = icmp eq i32 %632, %633, !dbg !425
  br i1 %634, label %640, label %635, !dbg !423

635:                                              ; preds = %631
  %636 = tail call fastcc i32 @find(i32 noundef %627), !dbg !426
  %637 = tail call fastcc i32 @find(i32 noundef 11), !dbg !427
  %638 = icmp eq i32 %636, %637, !dbg !428
  %639 = select i1 %638, i32 11, i32 -1, !dbg !426
  br label %640, !dbg !423

640:                                              ; preds = %635, %631, %626
  %641 = phi i32 [ 0, %626 ], [ %639, %635 ], [ 6, %631 ], !dbg !419
  %642 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %641), !dbg !429
  %643 = add nuw nsw i32 %627, 1, !dbg !430
    #dbg_value(i32 %643, !108, !DIExpression(), !413)
  %644 = icmp eq i32 %643, 12, !dbg !431
  br i1 %644, label %624, label %626, !dbg !414, !llvm.loop !432

645:                                              ; preds = %760, %624
  %646 = phi i64 [ 0, %624 ], [ %767, %760 ]
    #dbg_value(i64 %646, !113, !DIExpression(), !417)
    #dbg_value(i64 0, !115, !DIExpression(), !434)
  %647 = icmp eq i64 %646, 0, !dbg !435
  br i1 %647, label %648, label %652, !dbg !437

648:                                              ; preds = %645
  %649 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 0, !dbg !438
  store i64 0, ptr %649, align 16, !dbg !439, !tbaa !440
    #dbg_value(i64 1, !115, !DIExpression(), !434)
  br label %662, !dbg !437

650:                                              ; preds = %752
  %651 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 11, !dbg !438
  store i64 0, ptr %651, align 8, !dbg !439, !tbaa !440
    #dbg_value(i64 12, !115, !DIExpression(), !434)
    #dbg_value(i64 %646, !113, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !417)
  br label %768, !dbg !442

652:                                              ; preds = %645
  %653 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %646, i64 0, !dbg !443
  %654 = load i32, ptr %653, align 16, !dbg !443, !tbaa !188
  %655 = icmp eq i32 %654, 0, !dbg !443
  %656 = select i1 %655, i32 1000000, i32 %654, !dbg !443
  %657 = sext i32 %656 to i64, !dbg !437
  %658 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 0, !dbg !438
  store i64 %657, ptr %658, align 16, !dbg !439, !tbaa !440
    #dbg_value(i64 1, !115, !DIExpression(), !434)
  %659 = icmp eq i64 %646, 1, !dbg !435
  br i1 %659, label %660, label %662, !dbg !437

660:                                              ; preds = %652
  %661 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 1, !dbg !438
  store i64 0, ptr %661, align 8, !dbg !439, !tbaa !440
    #dbg_value(i64 2, !115, !DIExpression(), !434)
  br label %672, !dbg !437

662:                                              ; preds = %652, %648
  %663 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %646, i64 1, !dbg !443
  %664 = load i32, ptr %663, align 4, !dbg !443, !tbaa !188
  %665 = icmp eq i32 %664, 0, !dbg !443
  %666 = select i1 %665, i32 1000000, i32 %664, !dbg !443
  %667 = sext i32 %666 to i64, !dbg !437
  %668 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 1, !dbg !438
  store i64 %667, ptr %668, align 8, !dbg !439, !tbaa !440
    #dbg_value(i64 2, !115, !DIExpression(), !434)
  %669 = icmp eq i64 %646, 2, !dbg !435
  br i1 %669, label %670, label %672, !dbg !437

670:                                              ; preds = %662
  %671 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 2, !dbg !438
  store i64 0, ptr %671, align 16, !dbg !439, !tbaa !440
    #dbg_value(i64 3, !115, !DIExpression(), !434)
  br label %682, !dbg !437

672:                                              ; preds = %662, %660
  %673 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %646, i64 2, !dbg !443
  %674 = load i32, ptr %673, align 8, !dbg !443, !tbaa !188
  %675 = icmp eq i32 %674, 0, !dbg !443
  %676 = select i1 %675, i32 1000000, i32 %674, !dbg !443
  %677 = sext i32 %676 to i64, !dbg !437
  %678 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 2, !dbg !438
  store i64 %677, ptr %678, align 16, !dbg !439, !tbaa !440
    #dbg_value(i64 3, !115, !DIExpression(), !434)
  %679 = icmp eq i64 %646, 3, !dbg !435
  br i1 %679, label %680, label %682, !dbg !437

680:                                              ; preds = %672
  %681 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 3, !dbg !438
  store i64 0, ptr %681, align 8, !dbg !439, !tbaa !440
    #dbg_value(i64 4, !115, !DIExpression(), !434)
  br label %692, !dbg !437

682:                                              ; preds = %672, %670
  %683 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %646, i64 3, !dbg !443
  %684 = load i32, ptr %683, align 4, !dbg !443, !tbaa !188
  %685 = icmp eq i32 %684, 0, !dbg !443
  %686 = select i1 %685, i32 1000000, i32 %684, !dbg !443
  %687 = sext i32 %686 to i64, !dbg !437
  %688 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 3, !dbg !438
  store i64 %687, ptr %688, align 8, !dbg !439, !tbaa !440
    #dbg_value(i64 4, !115, !DIExpression(), !434)
  %689 = icmp eq i64 %646, 4, !dbg !435
  br i1 %689, label %690, label %692, !dbg !437

690:                                              ; preds = %682
  %691 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 4, !dbg !438
  store i64 0, ptr %691, align 16, !dbg !439, !tbaa !440
    #dbg_value(i64 5, !115, !DIExpression(), !434)
  br label %702, !dbg !437

692:                                              ; preds = %682, %680
  %693 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %646, i64 4, !dbg !443
  %694 = load i32, ptr %693, align 16, !dbg !443, !tbaa !188
  %695 = icmp eq i32 %694, 0, !dbg !443
  %696 = select i1 %695, i32 1000000, i32 %694, !dbg !443
  %697 = sext i32 %696 to i64, !dbg !437
  %698 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 4, !dbg !438
  store i64 %697, ptr %698, align 16, !dbg !439, !tbaa !440
    #dbg_value(i64 5, !115, !DIExpression(), !434)
  %699 = icmp eq i64 %646, 5, !dbg !435
  br i1 %699, label %700, label %702, !dbg !437

700:                                              ; preds = %692
  %701 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 5, !dbg !438
  store i64 0, ptr %701, align 8, !dbg !439, !tbaa !440
    #dbg_value(i64 6, !115, !DIExpression(), !434)
  br label %712, !dbg !437

702:                                              ; preds = %692, %690
  %703 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %646, i64 5, !dbg !443
  %704 = load i32, ptr %703, align 4, !dbg !443, !tbaa !188
  %705 = icmp eq i32 %704, 0, !dbg !443
  %706 = select i1 %705, i32 1000000, i32 %704, !dbg !443
  %707 = sext i32 %706 to i64, !dbg !437
  %708 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 5, !dbg !438
  store i64 %707, ptr %708, align 8, !dbg !439, !tbaa !440
    #dbg_value(i64 6, !115, !DIExpression(), !434)
  %709 = icmp eq i64 %646, 6, !dbg !435
  br i1 %709, label %710, label %712, !dbg !437

710:                                              ; preds = %702
  %711 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 6, !dbg !438
  store i64 0, ptr %711, align 16, !dbg !439, !tbaa !440
    #dbg_value(i64 7, !115, !DIExpression(), !434)
  br label %722, !dbg !437

712:                                              ; preds = %702, %700
  %713 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %646, i64 6, !dbg !443
  %714 = load i32, ptr %713, align 8, !dbg !443, !tbaa !188
  %715 = icmp eq i32 %714, 0, !dbg !443
  %716 = select i1 %715, i32 1000000, i32 %714, !dbg !443
  %717 = sext i32 %716 to i64, !dbg !437
  %718 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 6, !dbg !438
  store i64 %717, ptr %718, align 16, !dbg !439, !tbaa !440
    #dbg_value(i64 7, !115, !DIExpression(), !434)
  %719 = icmp eq i64 %646, 7, !dbg !435
  br i1 %719, label %720, label %722, !dbg !437

720:                                              ; preds = %712
  %721 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 7, !dbg !438
  store i64 0, ptr %721, align 8, !dbg !439, !tbaa !440
    #dbg_value(i64 8, !115, !DIExpression(), !434)
  br label %732, !dbg !437

722:                                              ; preds = %712, %710
  %723 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %646, i64 7, !dbg !443
  %724 = load i32, ptr %723, align 4, !dbg !443, !tbaa !188
  %725 = icmp eq i32 %724, 0, !dbg !443
  %726 = select i1 %725, i32 1000000, i32 %724, !dbg !443
  %727 = sext i32 %726 to i64, !dbg !437
  %728 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 7, !dbg !438
  store i64 %727, ptr %728, align 8, !dbg !439, !tbaa !440
    #dbg_value(i64 8, !115, !DIExpression(), !434)
  %729 = icmp eq i64 %646, 8, !dbg !435
  br i1 %729, label %730, label %732, !dbg !437

730:                                              ; preds = %722
  %731 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 8, !dbg !438
  store i64 0, ptr %731, align 16, !dbg !439, !tbaa !440
    #dbg_value(i64 9, !115, !DIExpression(), !434)
  br label %742, !dbg !437

732:                                              ; preds = %722, %720
  %733 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %646, i64 8, !dbg !443
  %734 = load i32, ptr %733, align 16, !dbg !443, !tbaa !188
  %735 = icmp eq i32 %734, 0, !dbg !443
  %736 = select i1 %735, i32 1000000, i32 %734, !dbg !443
  %737 = sext i32 %736 to i64, !dbg !437
  %738 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 8, !dbg !438
  store i64 %737, ptr %738, align 16, !dbg !439, !tbaa !440
    #dbg_value(i64 9, !115, !DIExpression(), !434)
  %739 = icmp eq i64 %646, 9, !dbg !435
  br i1 %739, label %740, label %742, !dbg !437

740:                                              ; preds = %732
  %741 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 9, !dbg !438
  store i64 0, ptr %741, align 8, !dbg !439, !tbaa !440
    #dbg_value(i64 10, !115, !DIExpression(), !434)
  br label %752, !dbg !437

742:                                              ; preds = %732, %730
  %743 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %646, i64 9, !dbg !443
  %744 = load i32, ptr %743, align 4, !dbg !443, !tbaa !188
  %745 = icmp eq i32 %744, 0, !dbg !443
  %746 = select i1 %745, i32 1000000, i32 %744, !dbg !443
  %747 = sext i32 %746 to i64, !dbg !437
  %748 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 9, !dbg !438
  store i64 %747, ptr %748, align 8, !dbg !439, !tbaa !440
    #dbg_value(i64 10, !115, !DIExpression(), !434)
  %749 = icmp eq i64 %646, 10, !dbg !435
  br i1 %749, label %750, label %752, !dbg !437

750:                                              ; preds = %742
  %751 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 10, !dbg !438
  store i64 0, ptr %751, align 16, !dbg !439, !tbaa !440
    #dbg_value(i64 11, !115, !DIExpression(), !434)
  br label %760, !dbg !437

752:                                              ; preds = %742, %740
  %753 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %646, i64 10, !dbg !443
  %754 = load i32, ptr %753, align 8, !dbg !443, !tbaa !188
  %755 = icmp eq i32 %754, 0, !dbg !443
  %756 = select i1 %755, i32 1000000, i32 %754, !dbg !443
  %757 = sext i32 %756 to i64, !dbg !437
  %758 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 10, !dbg !438
  store i64 %757, ptr %758, align 16, !dbg !439, !tbaa !440
    #dbg_value(i64 11, !115, !DIExpression(), !434)
  %759 = icmp eq i64 %646, 11, !dbg !435
  br i1 %759, label %650, label %760, !dbg !437

760:                                              ; preds = %752, %750
  %761 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %646, i64 11, !dbg !443
  %762 = load i32, ptr %761, align 4, !dbg !443, !tbaa !188
  %763 = icmp eq i32 %762, 0, !dbg !443
  %764 = select i1 %763, i32 1000000, i32 %762, !dbg !443
  %765 = sext i32 %764 to i64, !dbg !437
  %766 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %646, i64 11, !dbg !438
  store i64 %765, ptr %766, align 8, !dbg !439, !tbaa !440
    #dbg_value(i64 12, !115, !DIExpression(), !434)
  %767 = add nuw nsw i64 %646, 1, !dbg !444
    #dbg_value(i64 %767, !113, !DIExpression(), !417)
  br label %645, !dbg !418

768:                                              ; preds = %650, %859
  %769 = phi i64 [ 0, %650 ], [ %860, %859 ]
    #dbg_value(i64 %769, !118, !DIExpression(), !445)
    #dbg_value(i32 0, !120, !DIExpression(), !446)
  %770 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %769, i64 0
  %771 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %769, i64 1
  %772 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %769, i64 2
  %773 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %769, i64 3
  %774 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %769, i64 4
  %775 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %769, i64 5
  %776 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %769, i64 6
  %777 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %769, i64 7
  %778 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %769, i64 8
  %779 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %769, i64 9
  %780 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %769, i64 10
  %781 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %769, i64 11
  br label %782, !dbg !447

782:                                              ; preds = %768, %782
  %783 = phi i64 [ 0, %768 ], [ %857, %782 ]
    #dbg_value(i64 %783, !120, !DIExpression(), !446)
  %784 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %783, i64 %769
    #dbg_value(i64 0, !123, !DIExpression(), !448)
  %785 = load i64, ptr %784, align 8, !dbg !449, !tbaa !440
  %786 = load i64, ptr %770, align 16, !dbg !452, !tbaa !440
  %787 = add nsw i64 %786, %785, !dbg !453
  %788 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %783, i64 0, !dbg !454
  %789 = load i64, ptr %788, align 16, !dbg !454, !tbaa !440
  %790 = tail call i64 @llvm.smin.i64(i64 %787, i64 %789), !dbg !455
  store i64 %790, ptr %788, align 16, !dbg !456
    #dbg_value(i64 1, !123, !DIExpression(), !448)
  %791 = load i64, ptr %784, align 8, !dbg !449, !tbaa !440
  %792 = load i64, ptr %771, align 8, !dbg !452, !tbaa !440
  %793 = add nsw i64 %792, %791, !dbg !453
  %794 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %783, i64 1, !dbg !454
  %795 = load i64, ptr %794, align 8, !dbg !454, !tbaa !440
  %796 = tail call i64 @llvm.smin.i64(i64 %793, i64 %795), !dbg !455
  store i64 %796, ptr %794, align 8, !dbg !456
    #dbg_value(i64 2, !123, !DIExpression(), !448)
  %797 = load i64, ptr %784, align 8, !dbg !449, !tbaa !440
  %798 = load i64, ptr %772, align 16, !dbg !452, !tbaa !440
  %799 = add nsw i64 %798, %797, !dbg !453
  %800 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %783, i64 2, !dbg !454
  %801 = load i64, ptr %800, align 16, !dbg !454, !tbaa !440
  %802 = tail call i64 @llvm.smin.i64(i64 %799, i64 %801), !dbg !455
  store i64 %802, ptr %800, align 16, !dbg !456
    #dbg_value(i64 3, !123, !DIExpression(), !448)
  %803 = load i64, ptr %784, align 8, !dbg !449, !tbaa !440
  %804 = load i64, ptr %773, align 8, !dbg !452, !tbaa !440
  %805 = add nsw i64 %804, %803, !dbg !453
  %806 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %783, i64 3, !dbg !454
  %807 = load i64, ptr %806, align 8, !dbg !454, !tbaa !440
  %808 = tail call i64 @llvm.smin.i64(i64 %805, i64 %807), !dbg !455
  store i64 %808, ptr %806, align 8, !dbg !456
    #dbg_value(i64 4, !123, !DIExpression(), !448)
  %809 = load i64, ptr %784, align 8, !dbg !449, !tbaa !440
  %810 = load i64, ptr %774, align 16, !dbg !452, !tbaa !440
  %811 = add nsw i64 %810, %809, !dbg !453
  %812 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %783, i64 4, !dbg !454
  %813 = load i64, ptr %812, align 16, !dbg !454, !tbaa !440
  %814 = tail call i64 @llvm.smin.i64(i64 %811, i64 %813), !dbg !455
  store i64 %814, ptr %812, align 16, !dbg !456
    #dbg_value(i64 5, !123, !DIExpression(), !448)
  %815 = load i64, ptr %784, align 8, !dbg !449, !tbaa !440
  %816 = load i64, ptr %775, align 8, !dbg !452, !tbaa !440
  %817 = add nsw i64 %816, %815, !dbg !453
  %818 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %783, i64 5, !dbg !454
  %819 = load i64, ptr %818, align 8, !dbg !454, !tbaa !440
  %820 = tail call i64 @llvm.smin.i64(i64 %817, i64 %819), !dbg !455
  store i64 %820, ptr %818, align 8, !dbg !456
    #dbg_value(i64 6, !123, !DIExpression(), !448)
  %821 = load i64, ptr %784, align 8, !dbg !449, !tbaa !440
  %822 = load i64, ptr %776, align 16, !dbg !452, !tbaa !440
  %823 = add nsw i64 %822, %821, !dbg !453
  %824 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %783, i64 6, !dbg !454
  %825 = load i64, ptr %824, align 16, !dbg !454, !tbaa !440
  %826 = tail call i64 @llvm.smin.i64(i64 %823, i64 %825), !dbg !455
  store i64 %826, ptr %824, align 16, !dbg !456
    #dbg_value(i64 7, !123, !DIExpression(), !448)
  %827 = load i64, ptr %784, align 8, !dbg !449, !tbaa !440
  %828 = load i64, ptr %777, align 8, !dbg !452, !tbaa !440
  %829 = add nsw i64 %828, %827, !dbg !453
  %830 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %783, i64 7, !dbg !454
  %831 = load i64, ptr %830, align 8, !dbg !454, !tbaa !440
  %832 = tail call i64 @llvm.smin.i64(i64 %829, i64 %831), !dbg !455
  store i64 %832, ptr %830, align 8, !dbg !456
    #dbg_value(i64 8, !123, !DIExpression(), !448)
  %833 = load i64, ptr %784, align 8, !dbg !449, !tbaa !440
  %834 = load i64, ptr %778, align 16, !dbg !452, !tbaa !440
  %835 = add nsw i64 %834, %833, !dbg !453
  %836 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %783, i64 8, !dbg !454
  %837 = load i64, ptr %836, align 16, !dbg !454, !tbaa !440
  %838 = tail call i64 @llvm.smin.i64(i64 %835, i64 %837), !dbg !455
  store i64 %838, ptr %836, align 16, !dbg !456
    #dbg_value(i64 9, !123, !DIExpression(), !448)
  %839 = load i64, ptr %784, align 8, !dbg !449, !tbaa !440
  %840 = load i64, ptr %779, align 8, !dbg !452, !tbaa !440
  %841 = add nsw i64 %840, %839, !dbg !453
  %842 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %783, i64 9, !dbg !454
  %843 = load i64, ptr %842, align 8, !dbg !454, !tbaa !440
  %844 = tail call i64 @llvm.smin.i64(i64 %841, i64 %843), !dbg !455
  store i64 %844, ptr %842, align 8, !dbg !456
    #dbg_value(i64 10, !123, !DIExpression(), !448)
  %845 = load i64, ptr %784, align 8, !dbg !449, !tbaa !440
  %846 = load i64, ptr %780, align 16, !dbg !452, !tbaa !440
  %847 = add nsw i64 %846, %845, !dbg !453
  %848 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %783, i64 10, !dbg !454
  %849 = load i64, ptr %848, align 16, !dbg !454, !tbaa !440
  %850 = tail call i64 @llvm.smin.i64(i64 %847, i64 %849), !dbg !455
  store i64 %850, ptr %848, align 16, !dbg !456
    #dbg_value(i64 11, !123, !DIExpression(), !448)
  %851 = load i64, ptr %784, align 8, !dbg !449, !tbaa !440
  %852 = load i64, ptr %781, align 8, !dbg !452, !tbaa !440
  %853 = add nsw i64 %852, %851, !dbg !453
  %854 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %783, i64 11, !dbg !454
  %855 = load i64, ptr %854, align 8, !dbg !454, !tbaa !440
  %856 = tail call i64 @llvm.smin.i64(i64 %853, i64 %855), !dbg !455
  store i64 %856, ptr %854, align 8, !dbg !456
    #dbg_value(i64 12, !123, !DIExpression(), !448)
  %857 = add nuw nsw i64 %783, 1, !dbg !457
    #dbg_value(i64 %857, !120, !DIExpression(), !446)
  %858 = icmp eq i64 %857, 12, !dbg !458
  br i1 %858, label %859, label %782, !dbg !447, !llvm.loop !459

859:                                              ; preds = %782
  %860 = add nuw nsw i64 %769, 1, !dbg !461
    #dbg_value(i64 %860, !118, !DIExpression(), !445)
  %861 = icmp eq i64 %860, 12, !dbg !462
  br i1 %861, label %862, label %768, !dbg !442, !llvm.loop !463

862:                                              ; preds = %859, %862
  %863 = phi i64 [ %950, %862 ], [ 0, %859 ]
  %864 = phi i32 [ %949, %862 ], [ 0, %859 ]
  %865 = phi i64 [ %947, %862 ], [ 0, %859 ]
    #dbg_value(i64 %863, !128, !DIExpression(), !465)
    #dbg_value(i64 0, !130, !DIExpression(), !466)
    #dbg_value(i32 %864, !127, !DIExpression(), !180)
    #dbg_value(i64 %865, !126, !DIExpression(), !180)
  %866 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %863, i64 0, !dbg !467
  %867 = load i64, ptr %866, align 16, !dbg !467, !tbaa !440
  %868 = icmp slt i64 %867, 1000000, !dbg !470
  %869 = select i1 %868, i64 %867, i64 0, !dbg !471
  %870 = add nsw i64 %869, %865, !dbg !471
  %871 = zext i1 %868 to i32, !dbg !471
  %872 = add nsw i32 %864, %871, !dbg !471
    #dbg_value(i32 %872, !127, !DIExpression(), !180)
    #dbg_value(i64 %870, !126, !DIExpression(), !180)
    #dbg_value(i64 1, !130, !DIExpression(), !466)
  %873 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %863, i64 1, !dbg !467
  %874 = load i64, ptr %873, align 8, !dbg !467, !tbaa !440
  %875 = icmp slt i64 %874, 1000000, !dbg !470
  %876 = select i1 %875, i64 %874, i64 0, !dbg !471
  %877 = add nsw i64 %876, %870, !dbg !471
  %878 = zext i1 %875 to i32, !dbg !471
  %879 = add nsw i32 %872, %878, !dbg !471
    #dbg_value(i32 %879, !127, !DIExpression(), !180)
    #dbg_value(i64 %877, !126, !DIExpression(), !180)
    #dbg_value(i64 2, !130, !DIExpression(), !466)
  %880 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %863, i64 2, !dbg !467
  %881 = load i64, ptr %880, align 16, !dbg !467, !tbaa !440
  %882 = icmp slt i64 %881, 1000000, !dbg !470
  %883 = select i1 %882, i64 %881, i64 0, !dbg !471
  %884 = add nsw i64 %883, %877, !dbg !471
  %885 = zext i1 %882 to i32, !dbg !471
  %886 = add nsw i32 %879, %885, !dbg !471
    #dbg_value(i32 %886, !127, !DIExpression(), !180)
    #dbg_value(i64 %884, !126, !DIExpression(), !180)
    #dbg_value(i64 3, !130, !DIExpression(), !466)
  %887 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %863, i64 3, !dbg !467
  %888 = load i64, ptr %887, align 8, !dbg !467, !tbaa !440
  %889 = icmp slt i64 %888, 1000000, !dbg !470
  %890 = select i1 %889, i64 %888, i64 0, !dbg !471
  %891 = add nsw i64 %890, %884, !dbg !471
  %892 = zext i1 %889 to i32, !dbg !471
  %893 = add nsw i32 %886, %892, !dbg !471
    #dbg_value(i32 %893, !127, !DIExpression(), !180)
    #dbg_value(i64 %891, !126, !DIExpression(), !180)
    #dbg_value(i64 4, !130, !DIExpression(), !466)
  %894 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %863, i64 4, !dbg !467
  %895 = load i64, ptr %894, align 16, !dbg !467, !tbaa !440
  %896 = icmp slt i64 %895, 1000000, !dbg !470
  %897 = select i1 %896, i64 %895, i64 0, !dbg !471
  %898 = add nsw i64 %897, %891, !dbg !471
  %899 = zext i1 %896 to i32, !dbg !471
  %900 = add nsw i32 %893, %899, !dbg !471
    #dbg_value(i32 %900, !127, !DIExpression(), !180)
    #dbg_value(i64 %898, !126, !DIExpression(), !180)
    #dbg_value(i64 5, !130, !DIExpression(), !466)
  %901 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %863, i64 5, !dbg !467
  %902 = load i64, ptr %901, align 8, !dbg !467, !tbaa !440
  %903 = icmp slt i64 %902, 1000000, !dbg !470
  %904 = select i1 %903, i64 %902, i64 0, !dbg !471
  %905 = add nsw i64 %904, %898, !dbg !471
  %906 = zext i1 %903 to i32, !dbg !471
  %907 = add nsw i32 %900, %906, !dbg !471
    #dbg_value(i32 %907, !127, !DIExpression(), !180)
    #dbg_value(i64 %905, !126, !DIExpression(), !180)
    #dbg_value(i64 6, !130, !DIExpression(), !466)
  %908 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %863, i64 6, !dbg !467
  %909 = load i64, ptr %908, align 16, !dbg !467, !tbaa !440
  %910 = icmp slt i64 %909, 1000000, !dbg !470
  %911 = select i1 %910, i64 %909, i64 0, !dbg !471
  %912 = add nsw i64 %911, %905, !dbg !471
  %913 = zext i1 %910 to i32, !dbg !471
  %914 = add nsw i32 %907, %913, !dbg !471
    #dbg_value(i32 %914, !127, !DIExpression(), !180)
    #dbg_value(i64 %912, !126, !DIExpression(), !180)
    #dbg_value(i64 7, !130, !DIExpression(), !466)
  %915 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %863, i64 7, !dbg !467
  %916 = load i64, ptr %915, align 8, !dbg !467, !tbaa !440
  %917 = icmp slt i64 %916, 1000000, !dbg !470
  %918 = select i1 %917, i64 %916, i64 0, !dbg !471
  %919 = add nsw i64 %918, %912, !dbg !471
  %920 = zext i1 %917 to i32, !dbg !471
  %921 = add nsw i32 %914, %920, !dbg !471
    #dbg_value(i32 %921, !127, !DIExpression(), !180)
    #dbg_value(i64 %919, !126, !DIExpression(), !180)
    #dbg_value(i64 8, !130, !DIExpression(), !466)
  %922 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %863, i64 8, !dbg !467
  %923 = load i64, ptr %922, align 16, !dbg !467, !tbaa !440
  %924 = icmp slt i64 %923, 1000000, !dbg !470
  %925 = select i1 %924, i64 %923, i64 0, !dbg !471
  %926 = add nsw i64 %925, %919, !dbg !471
  %927 = zext i1 %924 to i32, !dbg !471
  %928 = add nsw i32 %921, %927, !dbg !471
    #dbg_value(i32 %928, !127, !DIExpression(), !180)
    #dbg_value(i64 %926, !126, !DIExpression(), !180)
    #dbg_value(i64 9, !130, !DIExpression(), !466)
  %929 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %863, i64 9, !dbg !467
  %930 = load i64, ptr %929, align 8, !dbg !467, !tbaa !440
  %931 = icmp slt i64 %930, 1000000, !dbg !470
  %932 = select i1 %931, i64 %930, i64 0, !dbg !471
  %933 = add nsw i64 %932, %926, !dbg !471
  %934 = zext i1 %931 to i32, !dbg !471
  %935 = add nsw i32 %928, %934, !dbg !471
    #dbg_value(i32 %935, !127, !DIExpression(), !180)
    #dbg_value(i64 %933, !126, !DIExpression(), !180)
    #dbg_value(i64 10, !130, !DIExpression(), !466)
  %936 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %863, i64 10, !dbg !467
  %937 = load i64, ptr %936, align 16, !dbg !467, !tbaa !440
  %938 = icmp slt i64 %937, 1000000, !dbg !470
  %939 = select i1 %938, i64 %937, i64 0, !dbg !471
  %940 = add nsw i64 %939, %933, !dbg !471
  %941 = zext i1 %938 to i32, !dbg !471
  %942 = add nsw i32 %935, %941, !dbg !471
    #dbg_value(i32 %942, !127, !DIExpression(), !180)
    #dbg_value(i64 %940, !126, !DIExpression(), !180)
    #dbg_value(i64 11, !130, !DIExpression(), !466)
  %943 = getelementptr inbounds [12 x [12 x i64]], ptr %8, i64 0, i64 %863, i64 11, !dbg !467
  %944 = load i64, ptr %943, align 8, !dbg !467, !tbaa !440
  %945 = icmp slt i64 %944, 1000000, !dbg !470
  %946 = select i1 %945, i64 %944, i64 0, !dbg !471
  %947 = add nsw i64 %946, %940, !dbg !471
  %948 = zext i1 %945 to i32, !dbg !471
  %949 = add nsw i32 %942, %948, !dbg !471
    #dbg_value(i32 %949, !127, !DIExpression(), !180)
    #dbg_value(i64 %947, !126, !DIExpression(), !180)
    #dbg_value(i64 12, !130, !DIExpression(), !466)
  %950 = add nuw nsw i64 %863, 1, !dbg !472
    #dbg_value(i64 %950, !128, !DIExpression(), !465)
  %951 = icmp eq i64 %950, 12, !dbg !473
  br i1 %951, label %952, label %862, !dbg !474, !llvm.loop !475

952:                                              ; preds = %862
  %953 = getelementptr inbounds i8, ptr %8, i64 80, !dbg !477
  %954 = load i64, ptr %953, align 16, !dbg !477, !tbaa !440
  %955 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %949, i64 noundef %947, i64 noundef %954), !dbg !478
  call void @llvm.lifetime.end.p0(i64 1152, ptr nonnull %8) #7, !dbg !479
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #7, !dbg !479
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #7, !dbg !479
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #7, !dbg !479
  ret i32 0, !dbg !479
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @bfs(i32 noundef %0) unnamed_addr #0 !dbg !480 {
  %2 = alloca [12 x i32], align 16, !DIAssignID !495
    #dbg_assign(i1 undef, !483, !DIExpression(), !495, ptr %2, !DIExpression(), !496)
  %3 = alloca [12 x i32], align 16, !DIAssignID !497
    #dbg_assign(i1 undef, !484, !DIExpression(), !497, ptr %3, !DIExpression(), !496)
    #dbg_value(i32 %0, !482, !DIExpression(), !496)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #7, !dbg !498
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #7, !dbg !498
    #dbg_value(i32 0, !485, !DIExpression(), !496)
    #dbg_value(i32 0, !486, !DIExpression(), !496)
    #dbg_value(i32 0, !487, !DIExpression(), !499)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %2, i8 -1, i64 48, i1 false), !dbg !500, !tbaa !188
    #dbg_value(i64 poison, !487, !DIExpression(), !499)
  %4 = zext nneg i32 %0 to i64, !dbg !502
  %5 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %4, !dbg !502
  store i32 0, ptr %5, align 4, !dbg !503, !tbaa !188
    #dbg_value(i32 1, !486, !DIExpression(), !496)
  store i32 %0, ptr %3, align 16, !dbg !504, !tbaa !188
    #dbg_value(i32 0, !485, !DIExpression(), !496)
    #dbg_value(i32 1, !486, !DIExpression(), !496)
  br label %10, !dbg !505

6:                                                ; preds = %34
  %7 = add nuw nsw i64 %11, 1, !dbg !506
    #dbg_value(i64 %7, !485, !DIExpression(), !496)
    #dbg_value(i32 %35, !486, !DIExpression(), !496)
  %8 = sext i32 %35 to i64, !dbg !507
  %9 = icmp slt i64 %7, %8, !dbg !507
  br i1 %9, label %10, label %38, !dbg !505, !llvm.loop !508

10:                                               ; preds = %1, %6
  %11 = phi i64 [ 0, %1 ], [ %7, %6 ]
  %12 = phi i32 [ 1, %1 ], [ %35, %6 ]
    #dbg_value(i64 %11, !485, !DIExpression(), !496)
    #dbg_value(i32 %12, !486, !DIExpression(), !496)
    #dbg_value(i64 %11, !485, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !496)
  %13 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %11, !dbg !510
  %14 = load i32, ptr %13, align 4, !dbg !510, !tbaa !188
    #dbg_value(i32 %14, !489, !DIExpression(), !511)
    #dbg_value(i32 0, !491, !DIExpression(), !512)
  %15 = sext i32 %14 to i64
    #dbg_value(i32 0, !491, !DIExpression(), !512)
    #dbg_value(i32 %12, !486, !DIExpression(), !496)
  %16 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %15
  br label %17, !dbg !513

17:                                               ; preds = %10, %34
  %18 = phi i64 [ 0, %10 ], [ %36, %34 ]
  %19 = phi i32 [ %12, %10 ], [ %35, %34 ]
    #dbg_value(i64 %18, !491, !DIExpression(), !512)
    #dbg_value(i32 %19, !486, !DIExpression(), !496)
  %20 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %15, i64 %18, !dbg !514
  %21 = load i32, ptr %20, align 4, !dbg !514, !tbaa !188
  %22 = icmp eq i32 %21, 0, !dbg !514
  br i1 %22, label %34, label %23, !dbg !517

23:                                               ; preds = %17
  %24 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %18, !dbg !518
  %25 = load i32, ptr %24, align 4, !dbg !518, !tbaa !188
  %26 = icmp slt i32 %25, 0, !dbg !519
  br i1 %26, label %27, label %34, !dbg !520

27:                                               ; preds = %23
  %28 = load i32, ptr %16, align 4, !dbg !521, !tbaa !188
  %29 = add nsw i32 %28, 1, !dbg !523
  store i32 %29, ptr %24, align 4, !dbg !524, !tbaa !188
  %30 = add nsw i32 %19, 1, !dbg !525
    #dbg_value(i32 %30, !486, !DIExpression(), !496)
  %31 = sext i32 %19 to i64, !dbg !526
  %32 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %31, !dbg !526
  %33 = trunc nuw nsw i64 %18 to i32, !dbg !527
  store i32 %33, ptr %32, align 4, !dbg !527, !tbaa !188
  br label %34, !dbg !528

34:                                               ; preds = %17, %23, %27
  %35 = phi i32 [ %30, %27 ], [ %19, %23 ], [ %19, %17 ], !dbg !496
    #dbg_value(i32 %35, !486, !DIExpression(), !496)
  %36 = add nuw nsw i64 %18, 1, !dbg !529
    #dbg_value(i64 %36, !491, !DIExpression(), !512)
  %37 = icmp eq i64 %36, 12, !dbg !530
  br i1 %37, label %6, label %17, !dbg !513, !llvm.loop !531

38:                                               ; preds = %6
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %0), !dbg !533
    #dbg_value(i32 0, !493, !DIExpression(), !534)
    #dbg_value(i64 0, !493, !DIExpression(), !534)
  %40 = load i32, ptr %2, align 16, !dbg !535, !tbaa !188
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %40), !dbg !537
    #dbg_value(i64 1, !493, !DIExpression(), !534)
  %42 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !535
  %43 = load i32, ptr %42, align 4, !dbg !535, !tbaa !188
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %43), !dbg !537
    #dbg_value(i64 2, !493, !DIExpression(), !534)
  %45 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !535
  %46 = load i32, ptr %45, align 8, !dbg !535, !tbaa !188
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %46), !dbg !537
    #dbg_value(i64 3, !493, !DIExpression(), !534)
  %48 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !535
  %49 = load i32, ptr %48, align 4, !dbg !535, !tbaa !188
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %49), !dbg !537
    #dbg_value(i64 4, !493, !DIExpression(), !534)
  %51 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !535
  %52 = load i32, ptr %51, align 16, !dbg !535, !tbaa !188
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %52), !dbg !537
    #dbg_value(i64 5, !493, !DIExpression(), !534)
  %54 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !535
  %55 = load i32, ptr %54, align 4, !dbg !535, !tbaa !188
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %55), !dbg !537
    #dbg_value(i64 6, !493, !DIExpression(), !534)
  %57 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !535
  %58 = load i32, ptr %57, align 8, !dbg !535, !tbaa !188
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %58), !dbg !537
    #dbg_value(i64 7, !493, !DIExpression(), !534)
  %60 = getelementptr inbounds i8, ptr %2, i64 28, !dbg !535
  %61 = load i32, ptr %60, align 4, !dbg !535, !tbaa !188
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %61), !dbg !537
    #dbg_value(i64 8, !493, !DIExpression(), !534)
  %63 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !535
  %64 = load i32, ptr %63, align 16, !dbg !535, !tbaa !188
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %64), !dbg !537
    #dbg_value(i64 9, !493, !DIExpression(), !534)
  %66 = getelementptr inbounds i8, ptr %2, i64 36, !dbg !535
  %67 = load i32, ptr %66, align 4, !dbg !535, !tbaa !188
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %67), !dbg !537
    #dbg_value(i64 10, !493, !DIExpression(), !534)
  %69 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !535
  %70 = load i32, ptr %69, align 8, !dbg !535, !tbaa !188
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %70), !dbg !537
    #dbg_value(i64 11, !493, !DIExpression(), !534)
  %72 = getelementptr inbounds i8, ptr %2, i64 44, !dbg !535
  %73 = load i32, ptr %72, align 4, !dbg !535, !tbaa !188
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %73), !dbg !537
    #dbg_value(i64 12, !493, !DIExpression(), !534)
  %75 = tail call i32 @putchar(i32 10), !dbg !538
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #7, !dbg !539
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #7, !dbg !539
  ret void, !dbg !539
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @dfs(i32 noundef %0) unnamed_addr #3 !dbg !540 {
    #dbg_value(i32 %0, !542, !DIExpression(), !545)
  %2 = load i32, ptr @timer, align 4, !dbg !546, !tbaa !188
  %3 = add nsw i32 %2, 1, !dbg !546
  store i32 %3, ptr @timer, align 4, !dbg !546, !tbaa !188
  %4 = sext i32 %0 to i64, !dbg !547
  %5 = getelementptr inbounds [12 x i32], ptr @disc, i64 0, i64 %4, !dbg !547
  store i32 %3, ptr %5, align 4, !dbg !548, !tbaa !188
    #dbg_value(i32 0, !543, !DIExpression(), !549)
    #dbg_value(i64 0, !543, !DIExpression(), !549)
  %6 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 0, !dbg !550
  %7 = load i32, ptr %6, align 16, !dbg !550, !tbaa !188
  %8 = icmp ne i32 %7, 0, !dbg !550
  %9 = load i32, ptr @disc, align 16
  %10 = icmp eq i32 %9, 0
  %11 = select i1 %8, i1 %10, i1 false, !dbg !553
  br i1 %11, label %12, label %13, !dbg !553

12:                                               ; preds = %1
  tail call fastcc void @dfs(i32 noundef 0), !dbg !554
  br label %13, !dbg !554

13:                                               ; preds = %1, %12
    #dbg_value(i64 1, !543, !DIExpression(), !549)
  %14 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 1, !dbg !550
  %15 = load i32, ptr %14, align 4, !dbg !550, !tbaa !188
  %16 = icmp ne i32 %15, 0, !dbg !550
  %17 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 4), align 4
  %18 = icmp eq i32 %17, 0
  %19 = select i1 %16, i1 %18, i1 false, !dbg !553
  br i1 %19, label %20, label %21, !dbg !553

20:                                               ; preds = %13
  tail call fastcc void @dfs(i32 noundef 1), !dbg !554
  br label %21, !dbg !554

21:                                               ; preds = %20, %13
    #dbg_value(i64 2, !543, !DIExpression(), !549)
  %22 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 2, !dbg !550
  %23 = load i32, ptr %22, align 8, !dbg !550, !tbaa !188
  %24 = icmp ne i32 %23, 0, !dbg !550
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 8), align 8
  %26 = icmp eq i32 %25, 0
  %27 = select i1 %24, i1 %26, i1 false, !dbg !553
  br i1 %27, label %28, label %29, !dbg !553

28:                                               ; preds = %21
  tail call fastcc void @dfs(i32 noundef 2), !dbg !554
  br label %29, !dbg !554

29:                                               ; preds = %28, %21
    #dbg_value(i64 3, !543, !DIExpression(), !549)
  %30 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 3, !dbg !550
  %31 = load i32, ptr %30, align 4, !dbg !550, !tbaa !188
  %32 = icmp ne i32 %31, 0, !dbg !550
  %33 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 12), align 4
  %34 = icmp eq i32 %33, 0
  %35 = select i1 %32, i1 %34, i1 false, !dbg !553
  br i1 %35, label %36, label %37, !dbg !553

36:                                               ; preds = %29
  tail call fastcc void @dfs(i32 noundef 3), !dbg !554
  br label %37, !dbg !554

37:                                               ; preds = %36, %29
    #dbg_value(i64 4, !543, !DIExpression(), !549)
  %38 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 4, !dbg !550
  %39 = load i32, ptr %38, align 16, !dbg !550, !tbaa !188
  %40 = icmp ne i32 %39, 0, !dbg !550
  %41 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 16), align 16
  %42 = icmp eq i32 %41, 0
  %43 = select i1 %40, i1 %42, i1 false, !dbg !553
  br i1 %43, label %44, label %45, !dbg !553

44:                                               ; preds = %37
  tail call fastcc void @dfs(i32 noundef 4), !dbg !554
  br label %45, !dbg !554

45:                                               ; preds = %44, %37
    #dbg_value(i64 5, !543, !DIExpression(), !549)
  %46 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 5, !dbg !550
  %47 = load i32, ptr %46, align 4, !dbg !550, !tbaa !188
  %48 = icmp ne i32 %47, 0, !dbg !550
  %49 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 20), align 4
  %50 = icmp eq i32 %49, 0
  %51 = select i1 %48, i1 %50, i1 false, !dbg !553
  br i1 %51, label %52, label %53, !dbg !553

52:                                               ; preds = %45
  tail call fastcc void @dfs(i32 noundef 5), !dbg !554
  br label %53, !dbg !554

53:                                               ; preds = %52, %45
    #dbg_value(i64 6, !543, !DIExpression(), !549)
  %54 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 6, !dbg !550
  %55 = load i32, ptr %54, align 8, !dbg !550, !tbaa !188
  %56 = icmp ne i32 %55, 0, !dbg !550
  %57 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 24), align 8
  %58 = icmp eq i32 %57, 0
  %59 = select i1 %56, i1 %58, i1 false, !dbg !553
  br i1 %59, label %60, label %61, !dbg !553

60:                                               ; preds = %53
  tail call fastcc void @dfs(i32 noundef 6), !dbg !554
  br label %61, !dbg !554

61:                                               ; preds = %60, %53
    #dbg_value(i64 7, !543, !DIExpression(), !549)
  %62 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 7, !dbg !550
  %63 = load i32, ptr %62, align 4, !dbg !550, !tbaa !188
  %64 = icmp ne i32 %63, 0, !dbg !550
  %65 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 28), align 4
  %66 = icmp eq i32 %65, 0
  %67 = select i1 %64, i1 %66, i1 false, !dbg !553
  br i1 %67, label %68, label %69, !dbg !553

68:                                               ; preds = %61
  tail call fastcc void @dfs(i32 noundef 7), !dbg !554
  br label %69, !dbg !554

69:                                               ; preds = %68, %61
    #dbg_value(i64 8, !543, !DIExpression(), !549)
  %70 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 8, !dbg !550
  %71 = load i32, ptr %70, align 16, !dbg !550, !tbaa !188
  %72 = icmp ne i32 %71, 0, !dbg !550
  %73 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 32), align 16
  %74 = icmp eq i32 %73, 0
  %75 = select i1 %72, i1 %74, i1 false, !dbg !553
  br i1 %75, label %76, label %77, !dbg !553

76:                                               ; preds = %69
  tail call fastcc void @dfs(i32 noundef 8), !dbg !554
  br label %77, !dbg !554

77:                                               ; preds = %76, %69
    #dbg_value(i64 9, !543, !DIExpression(), !549)
  %78 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 9, !dbg !550
  %79 = load i32, ptr %78, align 4, !dbg !550, !tbaa !188
  %80 = icmp ne i32 %79, 0, !dbg !550
  %81 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 36), align 4
  %82 = icmp eq i32 %81, 0
  %83 = select i1 %80, i1 %82, i1 false, !dbg !553
  br i1 %83, label %84, label %85, !dbg !553

84:                                               ; preds = %77
  tail call fastcc void @dfs(i32 noundef 9), !dbg !554
  br label %85, !dbg !554

85:                                               ; preds = %84, %77
    #dbg_value(i64 10, !543, !DIExpression(), !549)
  %86 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 10, !dbg !550
  %87 = load i32, ptr %86, align 8, !dbg !550, !tbaa !188
  %88 = icmp ne i32 %87, 0, !dbg !550
  %89 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 40), align 8
  %90 = icmp eq i32 %89, 0
  %91 = select i1 %88, i1 %90, i1 false, !dbg !553
  br i1 %91, label %92, label %93, !dbg !553

92:                                               ; preds = %85
  tail call fastcc void @dfs(i32 noundef 10), !dbg !554
  br label %93, !dbg !554

93:                                               ; preds = %92, %85
    #dbg_value(i64 11, !543, !DIExpression(), !549)
  %94 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 11, !dbg !550
  %95 = load i32, ptr %94, align 4, !dbg !550, !tbaa !188
  %96 = icmp ne i32 %95, 0, !dbg !550
  %97 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 44), align 4
  %98 = icmp eq i32 %97, 0
  %99 = select i1 %96, i1 %98, i1 false, !dbg !553
  br i1 %99, label %100, label %101, !dbg !553

100:                                              ; preds = %93
  tail call fastcc void @dfs(i32 noundef 11), !dbg !554
  br label %101, !dbg !554

101:                                              ; preds = %100, %93
    #dbg_value(i64 12, !543, !DIExpression(), !549)
  %102 = load i32, ptr @timer, align 4, !dbg !555, !tbaa !188
  %103 = add nsw i32 %102, 1, !dbg !555
  store i32 %103, ptr @timer, align 4, !dbg !555, !tbaa !188
  %104 = getelementptr inbounds [12 x i32], ptr @fin, i64 0, i64 %4, !dbg !556
  store i32 %103, ptr %104, align 4, !dbg !557, !tbaa !188
  ret void, !dbg !558
}

; Function Attrs: nofree nounwind
declare !dbg !559 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @find(i32 noundef %0) unnamed_addr #3 !dbg !566 {
    #dbg_value(i32 %0, !570, !DIExpression(), !571)
  %2 = sext i32 %0 to i64, !dbg !572
  %3 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %2, !dbg !572
  %4 = load i32, ptr %3, align 4, !dbg !572, !tbaa !188
  %5 = icmp eq i32 %4, %0, !dbg !573
  br i1 %5, label %6, label %8, !dbg !572

6:                                                ; preds = %1, %8
  %7 = phi i32 [ %9, %8 ], [ %0, %1 ]
  ret i32 %7, !dbg !574

8:                                                ; preds = %1
  %9 = tail call fastcc i32 @find(i32 noundef %4), !dbg !575
  store i32 %9, ptr %3, align 4, !dbg !576, !tbaa !188
  br label %6, !dbg !574
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctpop.i8(i8) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!138, !139, !140, !141, !142, !143, !144}
!llvm.ident = !{!145}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "edges", scope: !2, file: !3, line: 90, type: !133, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 89, type: !4, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !74)
!3 = !DIFile(filename: "graph_algos.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "6962f64155053d714065b1318fe81cf9")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0, !9, !15, !20, !25, !30, !35, !40, !45, !50, !54, !56, !58, !60, !65, !67, !72}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 200, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 25)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 144, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 18)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 192, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 24)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 4)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 126, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 2)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 136, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 16)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 157, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 488, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 61)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "adj", scope: !7, file: !3, line: 11, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 4608, elements: !48)
!48 = !{!49, !49}
!49 = !DISubrange(count: 12)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "disc", scope: !7, file: !3, line: 33, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 384, elements: !53)
!53 = !{!49}
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "fin", scope: !7, file: !3, line: 33, type: !52, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "parent", scope: !7, file: !3, line: 78, type: !52, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "rnk", scope: !7, file: !3, line: 78, type: !52, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 104, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 13)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "timer", scope: !7, file: !3, line: 33, type: !6, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 152, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 19)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !69, isLocal: true, isDefinition: true)
!74 = !{!75, !76, !78, !80, !82, !83, !84, !85, !86, !87, !88, !90, !93, !95, !97, !99, !101, !103, !105, !106, !108, !110, !113, !115, !118, !120, !123, !126, !127, !128, !130}
!75 = !DILocalVariable(name: "ne", scope: !2, file: !3, line: 93, type: !6)
!76 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 95, type: !6)
!77 = distinct !DILexicalBlock(scope: !2, file: !3, line: 95, column: 5)
!78 = !DILocalVariable(name: "u", scope: !79, file: !3, line: 99, type: !6)
!79 = distinct !DILexicalBlock(scope: !2, file: !3, line: 99, column: 5)
!80 = !DILocalVariable(name: "u", scope: !81, file: !3, line: 102, type: !6)
!81 = distinct !DILexicalBlock(scope: !2, file: !3, line: 102, column: 5)
!82 = !DILocalVariable(name: "indeg", scope: !2, file: !3, line: 109, type: !52)
!83 = !DILocalVariable(name: "order", scope: !2, file: !3, line: 109, type: !52)
!84 = !DILocalVariable(name: "n", scope: !2, file: !3, line: 109, type: !6)
!85 = !DILocalVariable(name: "q", scope: !2, file: !3, line: 109, type: !52)
!86 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 109, type: !6)
!87 = !DILocalVariable(name: "t", scope: !2, file: !3, line: 109, type: !6)
!88 = !DILocalVariable(name: "u", scope: !89, file: !3, line: 110, type: !6)
!89 = distinct !DILexicalBlock(scope: !2, file: !3, line: 110, column: 5)
!90 = !DILocalVariable(name: "v", scope: !91, file: !3, line: 111, type: !6)
!91 = distinct !DILexicalBlock(scope: !92, file: !3, line: 111, column: 9)
!92 = distinct !DILexicalBlock(scope: !89, file: !3, line: 110, column: 5)
!93 = !DILocalVariable(name: "u", scope: !94, file: !3, line: 113, type: !6)
!94 = distinct !DILexicalBlock(scope: !2, file: !3, line: 113, column: 5)
!95 = !DILocalVariable(name: "u", scope: !96, file: !3, line: 117, type: !6)
!96 = distinct !DILexicalBlock(scope: !2, file: !3, line: 116, column: 19)
!97 = !DILocalVariable(name: "v", scope: !98, file: !3, line: 119, type: !6)
!98 = distinct !DILexicalBlock(scope: !96, file: !3, line: 119, column: 9)
!99 = !DILocalVariable(name: "i", scope: !100, file: !3, line: 124, type: !6)
!100 = distinct !DILexicalBlock(scope: !2, file: !3, line: 124, column: 5)
!101 = !DILocalVariable(name: "i", scope: !102, file: !3, line: 127, type: !6)
!102 = distinct !DILexicalBlock(scope: !2, file: !3, line: 127, column: 5)
!103 = !DILocalVariable(name: "i", scope: !104, file: !3, line: 131, type: !6)
!104 = distinct !DILexicalBlock(scope: !2, file: !3, line: 131, column: 5)
!105 = !DILocalVariable(name: "comps", scope: !2, file: !3, line: 133, type: !6)
!106 = !DILocalVariable(name: "i", scope: !107, file: !3, line: 134, type: !6)
!107 = distinct !DILexicalBlock(scope: !2, file: !3, line: 134, column: 5)
!108 = !DILocalVariable(name: "i", scope: !109, file: !3, line: 137, type: !6)
!109 = distinct !DILexicalBlock(scope: !2, file: !3, line: 137, column: 5)
!110 = !DILocalVariable(name: "d", scope: !2, file: !3, line: 140, type: !111)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !112, size: 9216, elements: !48)
!112 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!113 = !DILocalVariable(name: "i", scope: !114, file: !3, line: 141, type: !6)
!114 = distinct !DILexicalBlock(scope: !2, file: !3, line: 141, column: 5)
!115 = !DILocalVariable(name: "j", scope: !116, file: !3, line: 142, type: !6)
!116 = distinct !DILexicalBlock(scope: !117, file: !3, line: 142, column: 9)
!117 = distinct !DILexicalBlock(scope: !114, file: !3, line: 141, column: 5)
!118 = !DILocalVariable(name: "k", scope: !119, file: !3, line: 144, type: !6)
!119 = distinct !DILexicalBlock(scope: !2, file: !3, line: 144, column: 5)
!120 = !DILocalVariable(name: "i", scope: !121, file: !3, line: 145, type: !6)
!121 = distinct !DILexicalBlock(scope: !122, file: !3, line: 145, column: 9)
!122 = distinct !DILexicalBlock(scope: !119, file: !3, line: 144, column: 5)
!123 = !DILocalVariable(name: "j", scope: !124, file: !3, line: 146, type: !6)
!124 = distinct !DILexicalBlock(scope: !125, file: !3, line: 146, column: 13)
!125 = distinct !DILexicalBlock(scope: !121, file: !3, line: 145, column: 9)
!126 = !DILocalVariable(name: "total", scope: !2, file: !3, line: 149, type: !112)
!127 = !DILocalVariable(name: "reachable", scope: !2, file: !3, line: 150, type: !6)
!128 = !DILocalVariable(name: "i", scope: !129, file: !3, line: 151, type: !6)
!129 = distinct !DILexicalBlock(scope: !2, file: !3, line: 151, column: 5)
!130 = !DILocalVariable(name: "j", scope: !131, file: !3, line: 152, type: !6)
!131 = distinct !DILexicalBlock(scope: !132, file: !3, line: 152, column: 9)
!132 = distinct !DILexicalBlock(scope: !129, file: !3, line: 151, column: 5)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 1344, elements: !135)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!135 = !{!136, !137}
!136 = !DISubrange(count: 14)
!137 = !DISubrange(count: 3)
!138 = !{i32 7, !"Dwarf Version", i32 5}
!139 = !{i32 2, !"Debug Info Version", i32 3}
!140 = !{i32 1, !"wchar_size", i32 4}
!141 = !{i32 8, !"PIC Level", i32 2}
!142 = !{i32 7, !"PIE Level", i32 2}
!143 = !{i32 7, !"uwtable", i32 2}
!144 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!145 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!146 = distinct !DIAssignID()
!147 = !DILocalVariable(name: "dist", scope: !148, file: !3, line: 43, type: !52)
!148 = distinct !DISubprogram(name: "dijkstra", scope: !3, file: !3, line: 42, type: !149, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !151)
!149 = !DISubroutineType(types: !150)
!150 = !{null, !6}
!151 = !{!152, !147, !153, !154, !155, !157, !159, !162, !164, !166, !168, !171, !172}
!152 = !DILocalVariable(name: "src", arg: 1, scope: !148, file: !3, line: 42, type: !6)
!153 = !DILocalVariable(name: "done", scope: !148, file: !3, line: 43, type: !52)
!154 = !DILocalVariable(name: "prev", scope: !148, file: !3, line: 43, type: !52)
!155 = !DILocalVariable(name: "i", scope: !156, file: !3, line: 44, type: !6)
!156 = distinct !DILexicalBlock(scope: !148, file: !3, line: 44, column: 5)
!157 = !DILocalVariable(name: "it", scope: !158, file: !3, line: 49, type: !6)
!158 = distinct !DILexicalBlock(scope: !148, file: !3, line: 49, column: 5)
!159 = !DILocalVariable(name: "u", scope: !160, file: !3, line: 50, type: !6)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 49, column: 36)
!161 = distinct !DILexicalBlock(scope: !158, file: !3, line: 49, column: 5)
!162 = !DILocalVariable(name: "i", scope: !163, file: !3, line: 51, type: !6)
!163 = distinct !DILexicalBlock(scope: !160, file: !3, line: 51, column: 9)
!164 = !DILocalVariable(name: "v", scope: !165, file: !3, line: 57, type: !6)
!165 = distinct !DILexicalBlock(scope: !160, file: !3, line: 57, column: 9)
!166 = !DILocalVariable(name: "t", scope: !167, file: !3, line: 63, type: !6)
!167 = distinct !DILexicalBlock(scope: !148, file: !3, line: 63, column: 5)
!168 = !DILocalVariable(name: "path", scope: !169, file: !3, line: 68, type: !52)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 63, column: 33)
!170 = distinct !DILexicalBlock(scope: !167, file: !3, line: 63, column: 5)
!171 = !DILocalVariable(name: "n", scope: !169, file: !3, line: 68, type: !6)
!172 = !DILocalVariable(name: "c", scope: !173, file: !3, line: 69, type: !6)
!173 = distinct !DILexicalBlock(scope: !169, file: !3, line: 69, column: 9)
!174 = !DILocation(line: 0, scope: !148, inlinedAt: !175)
!175 = distinct !DILocation(line: 105, column: 5, scope: !2)
!176 = distinct !DIAssignID()
!177 = distinct !DIAssignID()
!178 = distinct !DIAssignID()
!179 = distinct !DIAssignID()
!180 = !DILocation(line: 0, scope: !2)
!181 = distinct !DIAssignID()
!182 = distinct !DIAssignID()
!183 = distinct !DIAssignID()
!184 = !DILocation(line: 94, column: 5, scope: !2)
!185 = !DILocation(line: 0, scope: !77)
!186 = !DILocation(line: 96, column: 39, scope: !187)
!187 = distinct !DILexicalBlock(scope: !77, file: !3, line: 95, column: 5)
!188 = !{!189, !189, i64 0}
!189 = !{!"int", !190, i64 0}
!190 = !{!"omnipotent char", !191, i64 0}
!191 = !{!"Simple C/C++ TBAA"}
!192 = !DILocation(line: 97, column: 5, scope: !2)
!193 = !DILocation(line: 98, column: 5, scope: !2)
!194 = !DILocation(line: 0, scope: !79)
!195 = !DILocation(line: 100, column: 14, scope: !196)
!196 = distinct !DILexicalBlock(scope: !197, file: !3, line: 100, column: 13)
!197 = distinct !DILexicalBlock(scope: !79, file: !3, line: 99, column: 5)
!198 = !DILocation(line: 100, column: 13, scope: !197)
!199 = !DILocation(line: 101, column: 13, scope: !196)
!200 = !DILocation(line: 0, scope: !81)
!201 = !DILocation(line: 103, column: 48, scope: !202)
!202 = distinct !DILexicalBlock(scope: !81, file: !3, line: 102, column: 5)
!203 = !DILocation(line: 103, column: 57, scope: !202)
!204 = !DILocation(line: 103, column: 9, scope: !202)
!205 = !DILocation(line: 104, column: 5, scope: !2)
!206 = !DILocation(line: 0, scope: !169, inlinedAt: !175)
!207 = !DILocation(line: 43, column: 5, scope: !148, inlinedAt: !175)
!208 = !DILocation(line: 43, column: 18, scope: !148, inlinedAt: !175)
!209 = distinct !DIAssignID()
!210 = !DILocation(line: 0, scope: !156, inlinedAt: !175)
!211 = !DILocation(line: 46, column: 17, scope: !212, inlinedAt: !175)
!212 = distinct !DILexicalBlock(scope: !213, file: !3, line: 44, column: 33)
!213 = distinct !DILexicalBlock(scope: !156, file: !3, line: 44, column: 5)
!214 = !DILocation(line: 45, column: 9, scope: !212, inlinedAt: !175)
!215 = !DILocation(line: 45, column: 17, scope: !212, inlinedAt: !175)
!216 = !DILocation(line: 48, column: 15, scope: !148, inlinedAt: !175)
!217 = !DILocation(line: 0, scope: !158, inlinedAt: !175)
!218 = !DILocation(line: 49, column: 5, scope: !158, inlinedAt: !175)
!219 = !DILocation(line: 0, scope: !163, inlinedAt: !175)
!220 = !DILocation(line: 0, scope: !160, inlinedAt: !175)
!221 = !DILocation(line: 51, column: 9, scope: !163, inlinedAt: !175)
!222 = !DILocation(line: 54, column: 15, scope: !223, inlinedAt: !175)
!223 = distinct !DILexicalBlock(scope: !160, file: !3, line: 54, column: 13)
!224 = !DILocation(line: 54, column: 13, scope: !160, inlinedAt: !175)
!225 = !DILocation(line: 52, column: 18, scope: !226, inlinedAt: !175)
!226 = distinct !DILexicalBlock(scope: !227, file: !3, line: 52, column: 17)
!227 = distinct !DILexicalBlock(scope: !163, file: !3, line: 51, column: 9)
!228 = !DILocation(line: 52, column: 26, scope: !226, inlinedAt: !175)
!229 = !DILocation(line: 52, column: 29, scope: !226, inlinedAt: !175)
!230 = !DILocation(line: 52, column: 37, scope: !226, inlinedAt: !175)
!231 = !DILocation(line: 52, column: 44, scope: !226, inlinedAt: !175)
!232 = !DILocation(line: 52, column: 50, scope: !226, inlinedAt: !175)
!233 = !DILocation(line: 52, column: 54, scope: !226, inlinedAt: !175)
!234 = !DILocation(line: 52, column: 67, scope: !226, inlinedAt: !175)
!235 = !DILocation(line: 52, column: 65, scope: !226, inlinedAt: !175)
!236 = !DILocation(line: 52, column: 17, scope: !227, inlinedAt: !175)
!237 = !DILocation(line: 53, column: 17, scope: !226, inlinedAt: !175)
!238 = !DILocation(line: 51, column: 33, scope: !227, inlinedAt: !175)
!239 = !DILocation(line: 51, column: 27, scope: !227, inlinedAt: !175)
!240 = distinct !{!240, !221, !241, !242}
!241 = !DILocation(line: 53, column: 21, scope: !163, inlinedAt: !175)
!242 = !{!"llvm.loop.mustprogress"}
!243 = !DILocation(line: 56, column: 9, scope: !160, inlinedAt: !175)
!244 = !DILocation(line: 56, column: 17, scope: !160, inlinedAt: !175)
!245 = !DILocation(line: 0, scope: !165, inlinedAt: !175)
!246 = !DILocation(line: 57, column: 9, scope: !165, inlinedAt: !175)
!247 = !DILocation(line: 58, column: 17, scope: !248, inlinedAt: !175)
!248 = distinct !DILexicalBlock(scope: !249, file: !3, line: 58, column: 17)
!249 = distinct !DILexicalBlock(scope: !165, file: !3, line: 57, column: 9)
!250 = !DILocation(line: 58, column: 27, scope: !248, inlinedAt: !175)
!251 = !DILocation(line: 58, column: 30, scope: !248, inlinedAt: !175)
!252 = !DILocation(line: 58, column: 38, scope: !248, inlinedAt: !175)
!253 = !DILocation(line: 58, column: 52, scope: !248, inlinedAt: !175)
!254 = !DILocation(line: 58, column: 50, scope: !248, inlinedAt: !175)
!255 = !DILocation(line: 58, column: 17, scope: !249, inlinedAt: !175)
!256 = !DILocation(line: 59, column: 25, scope: !257, inlinedAt: !175)
!257 = distinct !DILexicalBlock(scope: !248, file: !3, line: 58, column: 61)
!258 = !DILocation(line: 60, column: 17, scope: !257, inlinedAt: !175)
!259 = !DILocation(line: 60, column: 25, scope: !257, inlinedAt: !175)
!260 = !DILocation(line: 61, column: 13, scope: !257, inlinedAt: !175)
!261 = !DILocation(line: 57, column: 33, scope: !249, inlinedAt: !175)
!262 = !DILocation(line: 57, column: 27, scope: !249, inlinedAt: !175)
!263 = distinct !{!263, !246, !264, !242}
!264 = !DILocation(line: 61, column: 13, scope: !165, inlinedAt: !175)
!265 = !DILocation(line: 49, column: 32, scope: !161, inlinedAt: !175)
!266 = !DILocation(line: 49, column: 25, scope: !161, inlinedAt: !175)
!267 = distinct !{!267, !218, !268, !242}
!268 = !DILocation(line: 62, column: 5, scope: !158, inlinedAt: !175)
!269 = !DILocation(line: 63, column: 5, scope: !167, inlinedAt: !175)
!270 = !DILocation(line: 0, scope: !167, inlinedAt: !175)
!271 = !DILocation(line: 64, column: 13, scope: !272, inlinedAt: !175)
!272 = distinct !DILexicalBlock(scope: !169, file: !3, line: 64, column: 13)
!273 = !DILocation(line: 64, column: 21, scope: !272, inlinedAt: !175)
!274 = !DILocation(line: 64, column: 13, scope: !169, inlinedAt: !175)
!275 = !DILocation(line: 65, column: 13, scope: !276, inlinedAt: !175)
!276 = distinct !DILexicalBlock(scope: !272, file: !3, line: 64, column: 29)
!277 = !DILocation(line: 66, column: 13, scope: !276, inlinedAt: !175)
!278 = !DILocation(line: 68, column: 9, scope: !169, inlinedAt: !175)
!279 = !DILocation(line: 0, scope: !173, inlinedAt: !175)
!280 = !DILocation(line: 69, column: 9, scope: !173, inlinedAt: !175)
!281 = !DILocation(line: 71, column: 9, scope: !169, inlinedAt: !175)
!282 = !DILocation(line: 72, column: 9, scope: !169, inlinedAt: !175)
!283 = !DILocation(line: 70, column: 19, scope: !284, inlinedAt: !175)
!284 = distinct !DILexicalBlock(scope: !173, file: !3, line: 69, column: 9)
!285 = !DILocation(line: 70, column: 13, scope: !284, inlinedAt: !175)
!286 = !DILocation(line: 70, column: 23, scope: !284, inlinedAt: !175)
!287 = !DILocation(line: 69, column: 37, scope: !284, inlinedAt: !175)
!288 = !DILocation(line: 69, column: 27, scope: !284, inlinedAt: !175)
!289 = distinct !{!289, !280, !290, !242}
!290 = !DILocation(line: 70, column: 25, scope: !173, inlinedAt: !175)
!291 = !DILocation(line: 72, column: 17, scope: !169, inlinedAt: !175)
!292 = !DILocation(line: 73, column: 27, scope: !169, inlinedAt: !175)
!293 = !DILocation(line: 73, column: 13, scope: !169, inlinedAt: !175)
!294 = distinct !{!294, !282, !295, !242}
!295 = !DILocation(line: 73, column: 34, scope: !169, inlinedAt: !175)
!296 = !DILocation(line: 74, column: 9, scope: !169, inlinedAt: !175)
!297 = !DILocation(line: 75, column: 5, scope: !170, inlinedAt: !175)
!298 = !DILocation(line: 75, column: 5, scope: !169, inlinedAt: !175)
!299 = !DILocation(line: 63, column: 29, scope: !170, inlinedAt: !175)
!300 = !DILocation(line: 63, column: 23, scope: !170, inlinedAt: !175)
!301 = distinct !{!301, !269, !302, !242}
!302 = !DILocation(line: 75, column: 5, scope: !167, inlinedAt: !175)
!303 = !DILocation(line: 76, column: 1, scope: !148, inlinedAt: !175)
!304 = !DILocation(line: 107, column: 15, scope: !2)
!305 = !DILocation(line: 108, column: 15, scope: !2)
!306 = !DILocation(line: 109, column: 5, scope: !2)
!307 = distinct !DIAssignID()
!308 = !DILocation(line: 0, scope: !89)
!309 = !DILocation(line: 110, column: 5, scope: !89)
!310 = !DILocation(line: 110, column: 29, scope: !92)
!311 = !DILocation(line: 112, column: 25, scope: !312)
!312 = distinct !DILexicalBlock(scope: !91, file: !3, line: 111, column: 9)
!313 = !DILocation(line: 112, column: 35, scope: !312)
!314 = !DILocation(line: 112, column: 22, scope: !312)
!315 = distinct !{!315, !309, !316, !242, !317, !318}
!316 = !DILocation(line: 112, column: 38, scope: !89)
!317 = !{!"llvm.loop.isvectorized", i32 1}
!318 = !{!"llvm.loop.unroll.runtime.disable"}
!319 = !DILocation(line: 0, scope: !94)
!320 = !DILocation(line: 114, column: 14, scope: !321)
!321 = distinct !DILexicalBlock(scope: !322, file: !3, line: 114, column: 13)
!322 = distinct !DILexicalBlock(scope: !94, file: !3, line: 113, column: 5)
!323 = !DILocation(line: 114, column: 13, scope: !322)
!324 = !DILocation(line: 115, column: 20, scope: !321)
!325 = !DILocation(line: 115, column: 13, scope: !321)
!326 = !DILocation(line: 115, column: 16, scope: !321)
!327 = !DILocation(line: 116, column: 5, scope: !2)
!328 = !DILocation(line: 116, column: 14, scope: !2)
!329 = !DILocation(line: 123, column: 5, scope: !2)
!330 = !DILocation(line: 0, scope: !100)
!331 = !DILocation(line: 124, column: 5, scope: !100)
!332 = !DILocation(line: 118, column: 16, scope: !96)
!333 = distinct !{!333, !327, !334, !242}
!334 = !DILocation(line: 122, column: 5, scope: !2)
!335 = !DILocation(line: 117, column: 17, scope: !96)
!336 = !DILocation(line: 0, scope: !96)
!337 = !DILocation(line: 118, column: 9, scope: !96)
!338 = !DILocation(line: 118, column: 20, scope: !96)
!339 = !DILocation(line: 0, scope: !98)
!340 = !DILocation(line: 119, column: 9, scope: !98)
!341 = !DILocation(line: 120, column: 17, scope: !342)
!342 = distinct !DILexicalBlock(scope: !343, file: !3, line: 120, column: 17)
!343 = distinct !DILexicalBlock(scope: !98, file: !3, line: 119, column: 9)
!344 = !DILocation(line: 120, column: 27, scope: !342)
!345 = !DILocation(line: 120, column: 32, scope: !342)
!346 = !DILocation(line: 120, column: 30, scope: !342)
!347 = !DILocation(line: 120, column: 41, scope: !342)
!348 = !DILocation(line: 120, column: 17, scope: !343)
!349 = !DILocation(line: 121, column: 20, scope: !342)
!350 = !DILocation(line: 121, column: 17, scope: !342)
!351 = !DILocation(line: 121, column: 24, scope: !342)
!352 = !DILocation(line: 119, column: 33, scope: !343)
!353 = !DILocation(line: 119, column: 27, scope: !343)
!354 = distinct !{!354, !340, !355, !242}
!355 = !DILocation(line: 121, column: 26, scope: !98)
!356 = !DILocation(line: 124, column: 23, scope: !357)
!357 = distinct !DILexicalBlock(scope: !100, file: !3, line: 124, column: 5)
!358 = !DILocation(line: 126, column: 5, scope: !2)
!359 = !DILocation(line: 0, scope: !102)
!360 = !DILocation(line: 129, column: 16, scope: !361)
!361 = distinct !DILexicalBlock(scope: !362, file: !3, line: 127, column: 33)
!362 = distinct !DILexicalBlock(scope: !102, file: !3, line: 127, column: 5)
!363 = !DILocation(line: 128, column: 19, scope: !361)
!364 = !DILocation(line: 131, column: 5, scope: !104)
!365 = !DILocation(line: 125, column: 23, scope: !357)
!366 = !DILocation(line: 125, column: 9, scope: !357)
!367 = !DILocation(line: 124, column: 29, scope: !357)
!368 = distinct !{!368, !331, !369, !242}
!369 = !DILocation(line: 125, column: 31, scope: !100)
!370 = !DILocation(line: 0, scope: !104)
!371 = !DILocation(line: 132, column: 15, scope: !372)
!372 = distinct !DILexicalBlock(scope: !104, file: !3, line: 131, column: 5)
!373 = !DILocation(line: 132, column: 28, scope: !372)
!374 = !DILocalVariable(name: "a", arg: 1, scope: !375, file: !3, line: 80, type: !6)
!375 = distinct !DISubprogram(name: "unite", scope: !3, file: !3, line: 80, type: !376, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !378)
!376 = !DISubroutineType(types: !377)
!377 = !{null, !6, !6}
!378 = !{!374, !379, !380}
!379 = !DILocalVariable(name: "b", arg: 2, scope: !375, file: !3, line: 80, type: !6)
!380 = !DILocalVariable(name: "t", scope: !381, file: !3, line: 84, type: !6)
!381 = distinct !DILexicalBlock(scope: !382, file: !3, line: 84, column: 26)
!382 = distinct !DILexicalBlock(scope: !375, file: !3, line: 84, column: 9)
!383 = !DILocation(line: 0, scope: !375, inlinedAt: !384)
!384 = distinct !DILocation(line: 132, column: 9, scope: !372)
!385 = !DILocation(line: 81, column: 9, scope: !375, inlinedAt: !384)
!386 = !DILocation(line: 82, column: 9, scope: !375, inlinedAt: !384)
!387 = !DILocation(line: 83, column: 11, scope: !388, inlinedAt: !384)
!388 = distinct !DILexicalBlock(scope: !375, file: !3, line: 83, column: 9)
!389 = !DILocation(line: 83, column: 9, scope: !375, inlinedAt: !384)
!390 = !DILocation(line: 84, column: 9, scope: !382, inlinedAt: !384)
!391 = !DILocation(line: 84, column: 18, scope: !382, inlinedAt: !384)
!392 = !DILocation(line: 84, column: 16, scope: !382, inlinedAt: !384)
!393 = !DILocation(line: 84, column: 9, scope: !375, inlinedAt: !384)
!394 = !DILocation(line: 85, column: 5, scope: !375, inlinedAt: !384)
!395 = !DILocation(line: 85, column: 15, scope: !375, inlinedAt: !384)
!396 = !DILocation(line: 86, column: 9, scope: !397, inlinedAt: !384)
!397 = distinct !DILexicalBlock(scope: !375, file: !3, line: 86, column: 9)
!398 = !DILocation(line: 86, column: 19, scope: !397, inlinedAt: !384)
!399 = !DILocation(line: 86, column: 16, scope: !397, inlinedAt: !384)
!400 = !DILocation(line: 86, column: 9, scope: !375, inlinedAt: !384)
!401 = !DILocation(line: 86, column: 33, scope: !397, inlinedAt: !384)
!402 = !DILocation(line: 86, column: 27, scope: !397, inlinedAt: !384)
!403 = !DILocation(line: 131, column: 30, scope: !372)
!404 = !DILocation(line: 131, column: 23, scope: !372)
!405 = distinct !{!405, !364, !406, !242}
!406 = !DILocation(line: 132, column: 39, scope: !104)
!407 = !DILocation(line: 0, scope: !107)
!408 = !DILocation(line: 135, column: 18, scope: !409)
!409 = distinct !DILexicalBlock(scope: !107, file: !3, line: 134, column: 5)
!410 = !DILocation(line: 135, column: 26, scope: !409)
!411 = !DILocation(line: 135, column: 15, scope: !409)
!412 = !DILocation(line: 136, column: 5, scope: !2)
!413 = !DILocation(line: 0, scope: !109)
!414 = !DILocation(line: 137, column: 5, scope: !109)
!415 = !DILocation(line: 139, column: 5, scope: !2)
!416 = !DILocation(line: 140, column: 5, scope: !2)
!417 = !DILocation(line: 0, scope: !114)
!418 = !DILocation(line: 141, column: 5, scope: !114)
!419 = !DILocation(line: 138, column: 23, scope: !420)
!420 = distinct !DILexicalBlock(scope: !109, file: !3, line: 137, column: 5)
!421 = !DILocation(line: 138, column: 34, scope: !420)
!422 = !DILocation(line: 138, column: 31, scope: !420)
!423 = !DILocation(line: 138, column: 48, scope: !420)
!424 = !DILocation(line: 138, column: 59, scope: !420)
!425 = !DILocation(line: 138, column: 56, scope: !420)
!426 = !DILocation(line: 138, column: 73, scope: !420)
!427 = !DILocation(line: 138, column: 84, scope: !420)
!428 = !DILocation(line: 138, column: 81, scope: !420)
!429 = !DILocation(line: 138, column: 9, scope: !420)
!430 = !DILocation(line: 137, column: 29, scope: !420)
!431 = !DILocation(line: 137, column: 23, scope: !420)
!432 = distinct !{!432, !414, !433, !242}
!433 = !DILocation(line: 138, column: 102, scope: !109)
!434 = !DILocation(line: 0, scope: !116)
!435 = !DILocation(line: 143, column: 25, scope: !436)
!436 = distinct !DILexicalBlock(scope: !116, file: !3, line: 142, column: 9)
!437 = !DILocation(line: 143, column: 23, scope: !436)
!438 = !DILocation(line: 143, column: 13, scope: !436)
!439 = !DILocation(line: 143, column: 21, scope: !436)
!440 = !{!441, !441, i64 0}
!441 = !{!"long", !190, i64 0}
!442 = !DILocation(line: 144, column: 5, scope: !119)
!443 = !DILocation(line: 143, column: 36, scope: !436)
!444 = !DILocation(line: 141, column: 29, scope: !117)
!445 = !DILocation(line: 0, scope: !119)
!446 = !DILocation(line: 0, scope: !121)
!447 = !DILocation(line: 145, column: 9, scope: !121)
!448 = !DILocation(line: 0, scope: !124)
!449 = !DILocation(line: 147, column: 21, scope: !450)
!450 = distinct !DILexicalBlock(scope: !451, file: !3, line: 147, column: 21)
!451 = distinct !DILexicalBlock(scope: !124, file: !3, line: 146, column: 13)
!452 = !DILocation(line: 147, column: 31, scope: !450)
!453 = !DILocation(line: 147, column: 29, scope: !450)
!454 = !DILocation(line: 147, column: 41, scope: !450)
!455 = !DILocation(line: 147, column: 21, scope: !451)
!456 = !DILocation(line: 0, scope: !451)
!457 = !DILocation(line: 145, column: 33, scope: !125)
!458 = !DILocation(line: 145, column: 27, scope: !125)
!459 = distinct !{!459, !447, !460, !242}
!460 = !DILocation(line: 148, column: 47, scope: !121)
!461 = !DILocation(line: 144, column: 29, scope: !122)
!462 = !DILocation(line: 144, column: 23, scope: !122)
!463 = distinct !{!463, !442, !464, !242}
!464 = !DILocation(line: 148, column: 47, scope: !119)
!465 = !DILocation(line: 0, scope: !129)
!466 = !DILocation(line: 0, scope: !131)
!467 = !DILocation(line: 153, column: 17, scope: !468)
!468 = distinct !DILexicalBlock(scope: !469, file: !3, line: 153, column: 17)
!469 = distinct !DILexicalBlock(scope: !131, file: !3, line: 152, column: 9)
!470 = !DILocation(line: 153, column: 25, scope: !468)
!471 = !DILocation(line: 153, column: 17, scope: !469)
!472 = !DILocation(line: 151, column: 29, scope: !132)
!473 = !DILocation(line: 151, column: 23, scope: !132)
!474 = !DILocation(line: 151, column: 5, scope: !129)
!475 = distinct !{!475, !474, !476, !242}
!476 = !DILocation(line: 156, column: 13, scope: !129)
!477 = !DILocation(line: 158, column: 12, scope: !2)
!478 = !DILocation(line: 157, column: 5, scope: !2)
!479 = !DILocation(line: 160, column: 1, scope: !2)
!480 = distinct !DISubprogram(name: "bfs", scope: !3, file: !3, line: 13, type: !149, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !481)
!481 = !{!482, !483, !484, !485, !486, !487, !489, !491, !493}
!482 = !DILocalVariable(name: "src", arg: 1, scope: !480, file: !3, line: 13, type: !6)
!483 = !DILocalVariable(name: "dist", scope: !480, file: !3, line: 14, type: !52)
!484 = !DILocalVariable(name: "queue", scope: !480, file: !3, line: 14, type: !52)
!485 = !DILocalVariable(name: "head", scope: !480, file: !3, line: 14, type: !6)
!486 = !DILocalVariable(name: "tail", scope: !480, file: !3, line: 14, type: !6)
!487 = !DILocalVariable(name: "i", scope: !488, file: !3, line: 15, type: !6)
!488 = distinct !DILexicalBlock(scope: !480, file: !3, line: 15, column: 5)
!489 = !DILocalVariable(name: "u", scope: !490, file: !3, line: 20, type: !6)
!490 = distinct !DILexicalBlock(scope: !480, file: !3, line: 19, column: 25)
!491 = !DILocalVariable(name: "v", scope: !492, file: !3, line: 21, type: !6)
!492 = distinct !DILexicalBlock(scope: !490, file: !3, line: 21, column: 9)
!493 = !DILocalVariable(name: "i", scope: !494, file: !3, line: 28, type: !6)
!494 = distinct !DILexicalBlock(scope: !480, file: !3, line: 28, column: 5)
!495 = distinct !DIAssignID()
!496 = !DILocation(line: 0, scope: !480)
!497 = distinct !DIAssignID()
!498 = !DILocation(line: 14, column: 5, scope: !480)
!499 = !DILocation(line: 0, scope: !488)
!500 = !DILocation(line: 16, column: 17, scope: !501)
!501 = distinct !DILexicalBlock(scope: !488, file: !3, line: 15, column: 5)
!502 = !DILocation(line: 17, column: 5, scope: !480)
!503 = !DILocation(line: 17, column: 15, scope: !480)
!504 = !DILocation(line: 18, column: 19, scope: !480)
!505 = !DILocation(line: 19, column: 5, scope: !480)
!506 = !DILocation(line: 20, column: 27, scope: !490)
!507 = !DILocation(line: 19, column: 17, scope: !480)
!508 = distinct !{!508, !505, !509, !242}
!509 = !DILocation(line: 26, column: 5, scope: !480)
!510 = !DILocation(line: 20, column: 17, scope: !490)
!511 = !DILocation(line: 0, scope: !490)
!512 = !DILocation(line: 0, scope: !492)
!513 = !DILocation(line: 21, column: 9, scope: !492)
!514 = !DILocation(line: 22, column: 17, scope: !515)
!515 = distinct !DILexicalBlock(scope: !516, file: !3, line: 22, column: 17)
!516 = distinct !DILexicalBlock(scope: !492, file: !3, line: 21, column: 9)
!517 = !DILocation(line: 22, column: 27, scope: !515)
!518 = !DILocation(line: 22, column: 30, scope: !515)
!519 = !DILocation(line: 22, column: 38, scope: !515)
!520 = !DILocation(line: 22, column: 17, scope: !516)
!521 = !DILocation(line: 23, column: 27, scope: !522)
!522 = distinct !DILexicalBlock(scope: !515, file: !3, line: 22, column: 43)
!523 = !DILocation(line: 23, column: 35, scope: !522)
!524 = !DILocation(line: 23, column: 25, scope: !522)
!525 = !DILocation(line: 24, column: 27, scope: !522)
!526 = !DILocation(line: 24, column: 17, scope: !522)
!527 = !DILocation(line: 24, column: 31, scope: !522)
!528 = !DILocation(line: 25, column: 13, scope: !522)
!529 = !DILocation(line: 21, column: 33, scope: !516)
!530 = !DILocation(line: 21, column: 27, scope: !516)
!531 = distinct !{!531, !513, !532, !242}
!532 = !DILocation(line: 25, column: 13, scope: !492)
!533 = !DILocation(line: 27, column: 5, scope: !480)
!534 = !DILocation(line: 0, scope: !494)
!535 = !DILocation(line: 29, column: 23, scope: !536)
!536 = distinct !DILexicalBlock(scope: !494, file: !3, line: 28, column: 5)
!537 = !DILocation(line: 29, column: 9, scope: !536)
!538 = !DILocation(line: 30, column: 5, scope: !480)
!539 = !DILocation(line: 31, column: 1, scope: !480)
!540 = distinct !DISubprogram(name: "dfs", scope: !3, file: !3, line: 34, type: !149, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !541)
!541 = !{!542, !543}
!542 = !DILocalVariable(name: "u", arg: 1, scope: !540, file: !3, line: 34, type: !6)
!543 = !DILocalVariable(name: "v", scope: !544, file: !3, line: 36, type: !6)
!544 = distinct !DILexicalBlock(scope: !540, file: !3, line: 36, column: 5)
!545 = !DILocation(line: 0, scope: !540)
!546 = !DILocation(line: 35, column: 15, scope: !540)
!547 = !DILocation(line: 35, column: 5, scope: !540)
!548 = !DILocation(line: 35, column: 13, scope: !540)
!549 = !DILocation(line: 0, scope: !544)
!550 = !DILocation(line: 37, column: 13, scope: !551)
!551 = distinct !DILexicalBlock(scope: !552, file: !3, line: 37, column: 13)
!552 = distinct !DILexicalBlock(scope: !544, file: !3, line: 36, column: 5)
!553 = !DILocation(line: 37, column: 23, scope: !551)
!554 = !DILocation(line: 38, column: 13, scope: !551)
!555 = !DILocation(line: 39, column: 14, scope: !540)
!556 = !DILocation(line: 39, column: 5, scope: !540)
!557 = !DILocation(line: 39, column: 12, scope: !540)
!558 = !DILocation(line: 40, column: 1, scope: !540)
!559 = !DISubprogram(name: "printf", scope: !560, file: !560, line: 356, type: !561, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!560 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!561 = !DISubroutineType(types: !562)
!562 = !{!6, !563, null}
!563 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !564)
!564 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !565, size: 64)
!565 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!566 = distinct !DISubprogram(name: "find", scope: !3, file: !3, line: 79, type: !567, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !569)
!567 = !DISubroutineType(types: !568)
!568 = !{!6, !6}
!569 = !{!570}
!570 = !DILocalVariable(name: "x", arg: 1, scope: !566, file: !3, line: 79, type: !6)
!571 = !DILocation(line: 0, scope: !566)
!572 = !DILocation(line: 79, column: 33, scope: !566)
!573 = !DILocation(line: 79, column: 43, scope: !566)
!574 = !DILocation(line: 79, column: 26, scope: !566)
!575 = !DILocation(line: 79, column: 67, scope: !566)
!576 = !DILocation(line: 79, column: 65, scope: !566)
