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
    #dbg_assign(i1 undef, !83, !DIExpression(), !179, ptr %5, !DIExpression(), !180)
  %6 = alloca [12 x i32], align 16, !DIAssignID !181
    #dbg_assign(i1 undef, !85, !DIExpression(), !181, ptr %6, !DIExpression(), !180)
  %7 = alloca [12 x [12 x i64]], align 16, !DIAssignID !182
    #dbg_assign(i1 undef, !110, !DIExpression(), !182, ptr %7, !DIExpression(), !180)
    #dbg_value(i32 14, !75, !DIExpression(), !180)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(576) @adj, i8 0, i64 576, i1 false), !dbg !183
    #dbg_value(i64 0, !76, !DIExpression(), !184)
  store i32 4, ptr getelementptr inbounds (i8, ptr @adj, i64 4), align 4, !dbg !185, !tbaa !187
    #dbg_value(i64 1, !76, !DIExpression(), !184)
  store i32 1, ptr getelementptr inbounds (i8, ptr @adj, i64 8), align 8, !dbg !185, !tbaa !187
    #dbg_value(i64 2, !76, !DIExpression(), !184)
  store i32 2, ptr getelementptr inbounds (i8, ptr @adj, i64 100), align 4, !dbg !185, !tbaa !187
    #dbg_value(i64 3, !76, !DIExpression(), !184)
  store i32 5, ptr getelementptr inbounds (i8, ptr @adj, i64 60), align 4, !dbg !185, !tbaa !187
    #dbg_value(i64 4, !76, !DIExpression(), !184)
  store i32 8, ptr getelementptr inbounds (i8, ptr @adj, i64 108), align 4, !dbg !185, !tbaa !187
    #dbg_value(i64 5, !76, !DIExpression(), !184)
  store i32 3, ptr getelementptr inbounds (i8, ptr @adj, i64 160), align 16, !dbg !185, !tbaa !187
    #dbg_value(i64 6, !76, !DIExpression(), !184)
  store i32 1, ptr getelementptr inbounds (i8, ptr @adj, i64 212), align 4, !dbg !185, !tbaa !187
    #dbg_value(i64 7, !76, !DIExpression(), !184)
  store i32 2, ptr getelementptr inbounds (i8, ptr @adj, i64 252), align 4, !dbg !185, !tbaa !187
    #dbg_value(i64 8, !76, !DIExpression(), !184)
  store i32 1, ptr getelementptr inbounds (i8, ptr @adj, i64 316), align 4, !dbg !185, !tbaa !187
    #dbg_value(i64 9, !76, !DIExpression(), !184)
  store i32 2, ptr getelementptr inbounds (i8, ptr @adj, i64 368), align 16, !dbg !185, !tbaa !187
    #dbg_value(i64 10, !76, !DIExpression(), !184)
  store i32 12, ptr getelementptr inbounds (i8, ptr @adj, i64 116), align 4, !dbg !185, !tbaa !187
    #dbg_value(i64 11, !76, !DIExpression(), !184)
  store i32 7, ptr getelementptr inbounds (i8, ptr @adj, i64 408), align 8, !dbg !185, !tbaa !187
    #dbg_value(i64 12, !76, !DIExpression(), !184)
  store i32 3, ptr getelementptr inbounds (i8, ptr @adj, i64 472), align 8, !dbg !185, !tbaa !187
    #dbg_value(i64 13, !76, !DIExpression(), !184)
  store i32 9, ptr getelementptr inbounds (i8, ptr @adj, i64 228), align 4, !dbg !185, !tbaa !187
    #dbg_value(i64 14, !76, !DIExpression(), !184)
  tail call fastcc void @bfs(i32 noundef 0), !dbg !191
  tail call fastcc void @bfs(i32 noundef 6), !dbg !192
    #dbg_value(i64 0, !78, !DIExpression(), !193)
  %8 = load i32, ptr @disc, align 16, !dbg !194, !tbaa !187
  %9 = icmp eq i32 %8, 0, !dbg !194
  br i1 %9, label %10, label %11, !dbg !197

10:                                               ; preds = %0
  tail call fastcc void @dfs(i32 noundef 0), !dbg !198
  br label %11, !dbg !198

11:                                               ; preds = %0, %10
    #dbg_value(i64 1, !78, !DIExpression(), !193)
  %12 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 4), align 4, !dbg !194, !tbaa !187
  %13 = icmp eq i32 %12, 0, !dbg !194
  br i1 %13, label %14, label %15, !dbg !197

14:                                               ; preds = %11
  tail call fastcc void @dfs(i32 noundef 1), !dbg !198
  br label %15, !dbg !198

15:                                               ; preds = %14, %11
    #dbg_value(i64 2, !78, !DIExpression(), !193)
  %16 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 8), align 8, !dbg !194, !tbaa !187
  %17 = icmp eq i32 %16, 0, !dbg !194
  br i1 %17, label %18, label %19, !dbg !197

18:                                               ; preds = %15
  tail call fastcc void @dfs(i32 noundef 2), !dbg !198
  br label %19, !dbg !198

19:                                               ; preds = %18, %15
    #dbg_value(i64 3, !78, !DIExpression(), !193)
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 12), align 4, !dbg !194, !tbaa !187
  %21 = icmp eq i32 %20, 0, !dbg !194
  br i1 %21, label %22, label %23, !dbg !197

22:                                               ; preds = %19
  tail call fastcc void @dfs(i32 noundef 3), !dbg !198
  br label %23, !dbg !198

23:                                               ; preds = %22, %19
    #dbg_value(i64 4, !78, !DIExpression(), !193)
  %24 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 16), align 16, !dbg !194, !tbaa !187
  %25 = icmp eq i32 %24, 0, !dbg !194
  br i1 %25, label %26, label %27, !dbg !197

26:                                               ; preds = %23
  tail call fastcc void @dfs(i32 noundef 4), !dbg !198
  br label %27, !dbg !198

27:                                               ; preds = %26, %23
    #dbg_value(i64 5, !78, !DIExpression(), !193)
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 20), align 4, !dbg !194, !tbaa !187
  %29 = icmp eq i32 %28, 0, !dbg !194
  br i1 %29, label %30, label %31, !dbg !197

30:                                               ; preds = %27
  tail call fastcc void @dfs(i32 noundef 5), !dbg !198
  br label %31, !dbg !198

31:                                               ; preds = %30, %27
    #dbg_value(i64 6, !78, !DIExpression(), !193)
  %32 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 24), align 8, !dbg !194, !tbaa !187
  %33 = icmp eq i32 %32, 0, !dbg !194
  br i1 %33, label %34, label %35, !dbg !197

34:                                               ; preds = %31
  tail call fastcc void @dfs(i32 noundef 6), !dbg !198
  br label %35, !dbg !198

35:                                               ; preds = %34, %31
    #dbg_value(i64 7, !78, !DIExpression(), !193)
  %36 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 28), align 4, !dbg !194, !tbaa !187
  %37 = icmp eq i32 %36, 0, !dbg !194
  br i1 %37, label %38, label %39, !dbg !197

38:                                               ; preds = %35
  tail call fastcc void @dfs(i32 noundef 7), !dbg !198
  br label %39, !dbg !198

39:                                               ; preds = %38, %35
    #dbg_value(i64 8, !78, !DIExpression(), !193)
  %40 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 32), align 16, !dbg !194, !tbaa !187
  %41 = icmp eq i32 %40, 0, !dbg !194
  br i1 %41, label %42, label %43, !dbg !197

42:                                               ; preds = %39
  tail call fastcc void @dfs(i32 noundef 8), !dbg !198
  br label %43, !dbg !198

43:                                               ; preds = %42, %39
    #dbg_value(i64 9, !78, !DIExpression(), !193)
  %44 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 36), align 4, !dbg !194, !tbaa !187
  %45 = icmp eq i32 %44, 0, !dbg !194
  br i1 %45, label %46, label %47, !dbg !197

46:                                               ; preds = %43
  tail call fastcc void @dfs(i32 noundef 9), !dbg !198
  br label %47, !dbg !198

47:                                               ; preds = %46, %43
    #dbg_value(i64 10, !78, !DIExpression(), !193)
  %48 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 40), align 8, !dbg !194, !tbaa !187
  %49 = icmp eq i32 %48, 0, !dbg !194
  br i1 %49, label %50, label %51, !dbg !197

50:                                               ; preds = %47
  tail call fastcc void @dfs(i32 noundef 10), !dbg !198
  br label %51, !dbg !198

51:                                               ; preds = %50, %47
    #dbg_value(i64 11, !78, !DIExpression(), !193)
  %52 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 44), align 4, !dbg !194, !tbaa !187
  %53 = icmp eq i32 %52, 0, !dbg !194
  br i1 %53, label %54, label %55, !dbg !197

54:                                               ; preds = %51
  tail call fastcc void @dfs(i32 noundef 11), !dbg !198
  br label %55, !dbg !198

55:                                               ; preds = %54, %51
    #dbg_value(i64 12, !78, !DIExpression(), !193)
    #dbg_value(i64 0, !80, !DIExpression(), !199)
  %56 = load i32, ptr @disc, align 16, !dbg !200, !tbaa !187
  %57 = load i32, ptr @fin, align 16, !dbg !202, !tbaa !187
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef %56, i32 noundef %57), !dbg !203
    #dbg_value(i64 1, !80, !DIExpression(), !199)
  %59 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 4), align 4, !dbg !200, !tbaa !187
  %60 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 4), align 4, !dbg !202, !tbaa !187
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %59, i32 noundef %60), !dbg !203
    #dbg_value(i64 2, !80, !DIExpression(), !199)
  %62 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 8), align 8, !dbg !200, !tbaa !187
  %63 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 8), align 8, !dbg !202, !tbaa !187
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef %62, i32 noundef %63), !dbg !203
    #dbg_value(i64 3, !80, !DIExpression(), !199)
  %65 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 12), align 4, !dbg !200, !tbaa !187
  %66 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 12), align 4, !dbg !202, !tbaa !187
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef %65, i32 noundef %66), !dbg !203
    #dbg_value(i64 4, !80, !DIExpression(), !199)
  %68 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 16), align 16, !dbg !200, !tbaa !187
  %69 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 16), align 16, !dbg !202, !tbaa !187
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef %68, i32 noundef %69), !dbg !203
    #dbg_value(i64 5, !80, !DIExpression(), !199)
  %71 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 20), align 4, !dbg !200, !tbaa !187
  %72 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 20), align 4, !dbg !202, !tbaa !187
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, i32 noundef %71, i32 noundef %72), !dbg !203
    #dbg_value(i64 6, !80, !DIExpression(), !199)
  %74 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 24), align 8, !dbg !200, !tbaa !187
  %75 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 24), align 8, !dbg !202, !tbaa !187
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, i32 noundef %74, i32 noundef %75), !dbg !203
    #dbg_value(i64 7, !80, !DIExpression(), !199)
  %77 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 28), align 4, !dbg !200, !tbaa !187
  %78 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 28), align 4, !dbg !202, !tbaa !187
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, i32 noundef %77, i32 noundef %78), !dbg !203
    #dbg_value(i64 8, !80, !DIExpression(), !199)
  %80 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 32), align 16, !dbg !200, !tbaa !187
  %81 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 32), align 16, !dbg !202, !tbaa !187
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, i32 noundef %80, i32 noundef %81), !dbg !203
    #dbg_value(i64 9, !80, !DIExpression(), !199)
  %83 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 36), align 4, !dbg !200, !tbaa !187
  %84 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 36), align 4, !dbg !202, !tbaa !187
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 9, i32 noundef %83, i32 noundef %84), !dbg !203
    #dbg_value(i64 10, !80, !DIExpression(), !199)
  %86 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 40), align 8, !dbg !200, !tbaa !187
  %87 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 40), align 8, !dbg !202, !tbaa !187
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10, i32 noundef %86, i32 noundef %87), !dbg !203
    #dbg_value(i64 11, !80, !DIExpression(), !199)
  %89 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 44), align 4, !dbg !200, !tbaa !187
  %90 = load i32, ptr getelementptr inbounds (i8, ptr @fin, i64 44), align 4, !dbg !202, !tbaa !187
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 11, i32 noundef %89, i32 noundef %90), !dbg !203
    #dbg_value(i64 12, !80, !DIExpression(), !199)
  %92 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !204
    #dbg_assign(i1 undef, !168, !DIExpression(), !178, ptr %4, !DIExpression(), !205)
    #dbg_value(i32 0, !152, !DIExpression(), !174)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #7, !dbg !206
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #7, !dbg !206
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %2, i8 0, i64 48, i1 false), !dbg !207, !DIAssignID !208
    #dbg_assign(i8 0, !153, !DIExpression(), !208, ptr %2, !DIExpression(), !174)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #7, !dbg !206
    #dbg_value(i64 1, !155, !DIExpression(), !209)
  %93 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !210
    #dbg_value(i64 2, !155, !DIExpression(), !209)
  %94 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !210
    #dbg_value(i64 3, !155, !DIExpression(), !209)
  %95 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !210
    #dbg_value(i64 4, !155, !DIExpression(), !209)
  %96 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !210
    #dbg_value(i64 5, !155, !DIExpression(), !209)
  %97 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !210
    #dbg_value(i64 6, !155, !DIExpression(), !209)
  %98 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !210
    #dbg_value(i64 7, !155, !DIExpression(), !209)
  %99 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !210
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %96, align 16, !dbg !213, !tbaa !187
    #dbg_value(i64 8, !155, !DIExpression(), !209)
  %100 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !210
    #dbg_value(i64 9, !155, !DIExpression(), !209)
  %101 = getelementptr inbounds i8, ptr %1, i64 36, !dbg !210
    #dbg_value(i64 10, !155, !DIExpression(), !209)
  %102 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !210
    #dbg_value(i64 11, !155, !DIExpression(), !209)
  %103 = getelementptr inbounds i8, ptr %1, i64 44, !dbg !210
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %100, align 16, !dbg !213, !tbaa !187
  store <4 x i32> <i32 0, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %1, align 16, !dbg !214, !tbaa !187
    #dbg_value(i64 12, !155, !DIExpression(), !209)
    #dbg_value(i32 0, !157, !DIExpression(), !215)
  %104 = getelementptr inbounds i8, ptr %2, i64 4
  %105 = getelementptr inbounds i8, ptr %2, i64 8
  %106 = getelementptr inbounds i8, ptr %2, i64 12
  %107 = getelementptr inbounds i8, ptr %2, i64 16
  %108 = getelementptr inbounds i8, ptr %2, i64 20
  %109 = getelementptr inbounds i8, ptr %2, i64 24
  %110 = getelementptr inbounds i8, ptr %2, i64 28
  %111 = getelementptr inbounds i8, ptr %2, i64 32
  %112 = getelementptr inbounds i8, ptr %2, i64 36
  %113 = getelementptr inbounds i8, ptr %2, i64 40
  %114 = getelementptr inbounds i8, ptr %2, i64 44
  %115 = getelementptr inbounds i8, ptr %3, i64 4
  %116 = getelementptr inbounds i8, ptr %3, i64 8
  %117 = getelementptr inbounds i8, ptr %3, i64 12
  %118 = getelementptr inbounds i8, ptr %3, i64 16
  %119 = getelementptr inbounds i8, ptr %3, i64 20
  %120 = getelementptr inbounds i8, ptr %3, i64 24
  %121 = getelementptr inbounds i8, ptr %3, i64 28
  %122 = getelementptr inbounds i8, ptr %3, i64 32
  %123 = getelementptr inbounds i8, ptr %3, i64 36
  %124 = getelementptr inbounds i8, ptr %3, i64 40
  %125 = getelementptr inbounds i8, ptr %3, i64 44
  br label %126, !dbg !216

126:                                              ; preds = %491, %55
  %127 = phi i32 [ -1, %55 ], [ %492, %491 ]
  %128 = phi i32 [ -1, %55 ], [ %480, %491 ]
  %129 = phi i32 [ -1, %55 ], [ %468, %491 ]
  %130 = phi i32 [ -1, %55 ], [ %456, %491 ]
  %131 = phi i32 [ -1, %55 ], [ %444, %491 ]
  %132 = phi i32 [ -1, %55 ], [ %432, %491 ]
  %133 = phi i32 [ -1, %55 ], [ %420, %491 ]
  %134 = phi i32 [ -1, %55 ], [ %408, %491 ]
  %135 = phi i32 [ -1, %55 ], [ %396, %491 ]
  %136 = phi i32 [ -1, %55 ], [ %384, %491 ]
  %137 = phi i32 [ -1, %55 ], [ %372, %491 ]
  %138 = phi i32 [ -1, %55 ], [ %360, %491 ]
  %139 = phi i32 [ 0, %55 ], [ %361, %491 ]
  %140 = phi i32 [ 2147483647, %55 ], [ %493, %491 ]
  %141 = phi i32 [ 2147483647, %55 ], [ %481, %491 ]
  %142 = phi i32 [ 2147483647, %55 ], [ %469, %491 ]
  %143 = phi i32 [ 2147483647, %55 ], [ %457, %491 ]
  %144 = phi i32 [ 2147483647, %55 ], [ %445, %491 ]
  %145 = phi i32 [ 2147483647, %55 ], [ %433, %491 ]
  %146 = phi i32 [ 2147483647, %55 ], [ %421, %491 ]
  %147 = phi i32 [ 2147483647, %55 ], [ %409, %491 ]
  %148 = phi i32 [ 2147483647, %55 ], [ %397, %491 ]
  %149 = phi i32 [ 2147483647, %55 ], [ %385, %491 ]
  %150 = phi i32 [ 2147483647, %55 ], [ %373, %491 ]
  %151 = phi i32 [ 2147483647, %55 ], [ %494, %491 ]
  %152 = phi i32 [ 2147483647, %55 ], [ %482, %491 ]
  %153 = phi i32 [ 2147483647, %55 ], [ %470, %491 ]
  %154 = phi i32 [ 2147483647, %55 ], [ %458, %491 ]
  %155 = phi i32 [ 2147483647, %55 ], [ %446, %491 ]
  %156 = phi i32 [ 2147483647, %55 ], [ %434, %491 ]
  %157 = phi i32 [ 2147483647, %55 ], [ %422, %491 ]
  %158 = phi i32 [ 2147483647, %55 ], [ %410, %491 ]
  %159 = phi i32 [ 2147483647, %55 ], [ %398, %491 ]
  %160 = phi i32 [ 2147483647, %55 ], [ %386, %491 ]
  %161 = phi i32 [ 2147483647, %55 ], [ %374, %491 ]
  %162 = phi i32 [ 0, %55 ], [ %362, %491 ]
  %163 = phi i32 [ 0, %55 ], [ %495, %491 ]
    #dbg_value(i32 %163, !157, !DIExpression(), !215)
    #dbg_value(i64 0, !162, !DIExpression(), !217)
    #dbg_value(i32 -1, !159, !DIExpression(), !218)
  %164 = load i32, ptr %2, align 16, !dbg !219, !tbaa !187
  %165 = icmp ne i32 %164, 0, !dbg !219
  %166 = icmp eq i32 %162, 2147483647
  %167 = select i1 %165, i1 true, i1 %166, !dbg !222
  %168 = sext i1 %167 to i32, !dbg !222
    #dbg_value(i32 %168, !159, !DIExpression(), !218)
    #dbg_value(i64 1, !162, !DIExpression(), !217)
  %169 = load i32, ptr %104, align 4, !dbg !219, !tbaa !187
  %170 = icmp ne i32 %169, 0, !dbg !219
  %171 = icmp eq i32 %161, 2147483647
  %172 = select i1 %170, i1 true, i1 %171, !dbg !222
  br i1 %172, label %179, label %173, !dbg !222

173:                                              ; preds = %126
  br i1 %167, label %189, label %174, !dbg !223

174:                                              ; preds = %173
  %175 = zext nneg i32 %168 to i64, !dbg !224
  %176 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %175, !dbg !224
  %177 = load i32, ptr %176, align 4, !dbg !224, !tbaa !187
  %178 = icmp slt i32 %161, %177, !dbg !225
  br i1 %178, label %189, label %184, !dbg !226

179:                                              ; preds = %126
    #dbg_value(i32 %168, !159, !DIExpression(), !218)
    #dbg_value(i64 2, !162, !DIExpression(), !217)
  %180 = load i32, ptr %105, align 8, !dbg !219, !tbaa !187
  %181 = icmp ne i32 %180, 0, !dbg !219
  %182 = icmp eq i32 %160, 2147483647
  %183 = select i1 %181, i1 true, i1 %182, !dbg !222
  br i1 %183, label %202, label %194, !dbg !222

184:                                              ; preds = %174
    #dbg_value(i32 %168, !159, !DIExpression(), !218)
    #dbg_value(i64 2, !162, !DIExpression(), !217)
  %185 = load i32, ptr %105, align 8, !dbg !219, !tbaa !187
  %186 = icmp ne i32 %185, 0, !dbg !219
  %187 = icmp eq i32 %160, 2147483647
  %188 = select i1 %186, i1 true, i1 %187, !dbg !222
  br i1 %188, label %202, label %195, !dbg !222

189:                                              ; preds = %173, %174
    #dbg_value(i32 1, !159, !DIExpression(), !218)
    #dbg_value(i64 2, !162, !DIExpression(), !217)
  %190 = load i32, ptr %105, align 8, !dbg !219, !tbaa !187
  %191 = icmp ne i32 %190, 0, !dbg !219
  %192 = icmp eq i32 %160, 2147483647
  %193 = select i1 %191, i1 true, i1 %192, !dbg !222
  br i1 %193, label %202, label %195, !dbg !222

194:                                              ; preds = %179
  br i1 %167, label %201, label %195, !dbg !223

195:                                              ; preds = %184, %189, %194
  %196 = phi i32 [ 0, %194 ], [ 1, %189 ], [ 0, %184 ]
  %197 = zext nneg i32 %196 to i64, !dbg !224
  %198 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %197, !dbg !224
  %199 = load i32, ptr %198, align 4, !dbg !224, !tbaa !187
  %200 = icmp slt i32 %160, %199, !dbg !225
  br i1 %200, label %201, label %202, !dbg !226

201:                                              ; preds = %195, %194
    #dbg_value(i64 2, !159, !DIExpression(), !218)
  br label %202, !dbg !227

202:                                              ; preds = %184, %189, %201, %195, %179
  %203 = phi i32 [ %168, %179 ], [ 2, %201 ], [ %196, %195 ], [ 1, %189 ], [ 0, %184 ], !dbg !218
    #dbg_value(i32 %203, !159, !DIExpression(), !218)
    #dbg_value(i64 3, !162, !DIExpression(), !217)
  %204 = load i32, ptr %106, align 4, !dbg !219, !tbaa !187
  %205 = icmp ne i32 %204, 0, !dbg !219
  %206 = icmp eq i32 %159, 2147483647
  %207 = select i1 %205, i1 true, i1 %206, !dbg !222
  br i1 %207, label %215, label %208, !dbg !222

208:                                              ; preds = %202
  %209 = icmp slt i32 %203, 0, !dbg !228
  br i1 %209, label %220, label %210, !dbg !223

210:                                              ; preds = %208
  %211 = zext nneg i32 %203 to i64, !dbg !224
  %212 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %211, !dbg !224
  %213 = load i32, ptr %212, align 4, !dbg !224, !tbaa !187
  %214 = icmp slt i32 %159, %213, !dbg !225
  br i1 %214, label %220, label %215, !dbg !226

215:                                              ; preds = %210, %202
    #dbg_value(i32 %203, !159, !DIExpression(), !218)
    #dbg_value(i64 4, !162, !DIExpression(), !217)
  %216 = load i32, ptr %107, align 16, !dbg !219, !tbaa !187
  %217 = icmp ne i32 %216, 0, !dbg !219
  %218 = icmp eq i32 %158, 2147483647
  %219 = select i1 %217, i1 true, i1 %218, !dbg !222
  br i1 %219, label %234, label %225, !dbg !222

220:                                              ; preds = %208, %210
    #dbg_value(i32 3, !159, !DIExpression(), !218)
    #dbg_value(i64 4, !162, !DIExpression(), !217)
  %221 = load i32, ptr %107, align 16, !dbg !219, !tbaa !187
  %222 = icmp ne i32 %221, 0, !dbg !219
  %223 = icmp eq i32 %158, 2147483647
  %224 = select i1 %222, i1 true, i1 %223, !dbg !222
  br i1 %224, label %234, label %227, !dbg !222

225:                                              ; preds = %215
  %226 = icmp slt i32 %203, 0, !dbg !228
  br i1 %226, label %233, label %227, !dbg !223

227:                                              ; preds = %220, %225
  %228 = phi i32 [ %203, %225 ], [ 3, %220 ]
  %229 = zext nneg i32 %228 to i64, !dbg !224
  %230 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %229, !dbg !224
  %231 = load i32, ptr %230, align 4, !dbg !224, !tbaa !187
  %232 = icmp slt i32 %158, %231, !dbg !225
  br i1 %232, label %233, label %234, !dbg !226

233:                                              ; preds = %227, %225
    #dbg_value(i64 4, !159, !DIExpression(), !218)
  br label %234, !dbg !227

234:                                              ; preds = %220, %233, %227, %215
  %235 = phi i32 [ %203, %215 ], [ 4, %233 ], [ %228, %227 ], [ 3, %220 ], !dbg !218
    #dbg_value(i32 %235, !159, !DIExpression(), !218)
    #dbg_value(i64 5, !162, !DIExpression(), !217)
  %236 = load i32, ptr %108, align 4, !dbg !219, !tbaa !187
  %237 = icmp ne i32 %236, 0, !dbg !219
  %238 = icmp eq i32 %157, 2147483647
  %239 = select i1 %237, i1 true, i1 %238, !dbg !222
  br i1 %239, label %247, label %240, !dbg !222

240:                                              ; preds = %234
  %241 = icmp slt i32 %235, 0, !dbg !228
  br i1 %241, label %252, label %242, !dbg !223

242:                                              ; preds = %240
  %243 = zext nneg i32 %235 to i64, !dbg !224
  %244 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %243, !dbg !224
  %245 = load i32, ptr %244, align 4, !dbg !224, !tbaa !187
  %246 = icmp slt i32 %157, %245, !dbg !225
  br i1 %246, label %252, label %247, !dbg !226

247:                                              ; preds = %242, %234
    #dbg_value(i32 %235, !159, !DIExpression(), !218)
    #dbg_value(i64 6, !162, !DIExpression(), !217)
  %248 = load i32, ptr %109, align 8, !dbg !219, !tbaa !187
  %249 = icmp ne i32 %248, 0, !dbg !219
  %250 = icmp eq i32 %156, 2147483647
  %251 = select i1 %249, i1 true, i1 %250, !dbg !222
  br i1 %251, label %266, label %257, !dbg !222

252:                                              ; preds = %240, %242
    #dbg_value(i32 5, !159, !DIExpression(), !218)
    #dbg_value(i64 6, !162, !DIExpression(), !217)
  %253 = load i32, ptr %109, align 8, !dbg !219, !tbaa !187
  %254 = icmp ne i32 %253, 0, !dbg !219
  %255 = icmp eq i32 %156, 2147483647
  %256 = select i1 %254, i1 true, i1 %255, !dbg !222
  br i1 %256, label %266, label %259, !dbg !222

257:                                              ; preds = %247
  %258 = icmp slt i32 %235, 0, !dbg !228
  br i1 %258, label %265, label %259, !dbg !223

259:                                              ; preds = %252, %257
  %260 = phi i32 [ %235, %257 ], [ 5, %252 ]
  %261 = zext nneg i32 %260 to i64, !dbg !224
  %262 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %261, !dbg !224
  %263 = load i32, ptr %262, align 4, !dbg !224, !tbaa !187
  %264 = icmp slt i32 %156, %263, !dbg !225
  br i1 %264, label %265, label %266, !dbg !226

265:                                              ; preds = %259, %257
    #dbg_value(i64 6, !159, !DIExpression(), !218)
  br label %266, !dbg !227

266:                                              ; preds = %252, %265, %259, %247
  %267 = phi i32 [ %235, %247 ], [ 6, %265 ], [ %260, %259 ], [ 5, %252 ], !dbg !218
    #dbg_value(i32 %267, !159, !DIExpression(), !218)
    #dbg_value(i64 7, !162, !DIExpression(), !217)
  %268 = load i32, ptr %110, align 4, !dbg !219, !tbaa !187
  %269 = icmp ne i32 %268, 0, !dbg !219
  %270 = icmp eq i32 %155, 2147483647
  %271 = select i1 %269, i1 true, i1 %270, !dbg !222
  br i1 %271, label %279, label %272, !dbg !222

272:                                              ; preds = %266
  %273 = icmp slt i32 %267, 0, !dbg !228
  br i1 %273, label %284, label %274, !dbg !223

274:                                              ; preds = %272
  %275 = zext nneg i32 %267 to i64, !dbg !224
  %276 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %275, !dbg !224
  %277 = load i32, ptr %276, align 4, !dbg !224, !tbaa !187
  %278 = icmp slt i32 %155, %277, !dbg !225
  br i1 %278, label %284, label %279, !dbg !226

279:                                              ; preds = %274, %266
    #dbg_value(i32 %267, !159, !DIExpression(), !218)
    #dbg_value(i64 8, !162, !DIExpression(), !217)
  %280 = load i32, ptr %111, align 16, !dbg !219, !tbaa !187
  %281 = icmp ne i32 %280, 0, !dbg !219
  %282 = icmp eq i32 %154, 2147483647
  %283 = select i1 %281, i1 true, i1 %282, !dbg !222
  br i1 %283, label %298, label %289, !dbg !222

284:                                              ; preds = %272, %274
    #dbg_value(i32 7, !159, !DIExpression(), !218)
    #dbg_value(i64 8, !162, !DIExpression(), !217)
  %285 = load i32, ptr %111, align 16, !dbg !219, !tbaa !187
  %286 = icmp ne i32 %285, 0, !dbg !219
  %287 = icmp eq i32 %154, 2147483647
  %288 = select i1 %286, i1 true, i1 %287, !dbg !222
  br i1 %288, label %298, label %291, !dbg !222

289:                                              ; preds = %279
  %290 = icmp slt i32 %267, 0, !dbg !228
  br i1 %290, label %297, label %291, !dbg !223

291:                                              ; preds = %284, %289
  %292 = phi i32 [ %267, %289 ], [ 7, %284 ]
  %293 = zext nneg i32 %292 to i64, !dbg !224
  %294 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %293, !dbg !224
  %295 = load i32, ptr %294, align 4, !dbg !224, !tbaa !187
  %296 = icmp slt i32 %154, %295, !dbg !225
  br i1 %296, label %297, label %298, !dbg !226

297:                                              ; preds = %291, %289
    #dbg_value(i64 8, !159, !DIExpression(), !218)
  br label %298, !dbg !227

298:                                              ; preds = %284, %297, %291, %279
  %299 = phi i32 [ %267, %279 ], [ 8, %297 ], [ %292, %291 ], [ 7, %284 ], !dbg !218
    #dbg_value(i32 %299, !159, !DIExpression(), !218)
    #dbg_value(i64 9, !162, !DIExpression(), !217)
  %300 = load i32, ptr %112, align 4, !dbg !219, !tbaa !187
  %301 = icmp ne i32 %300, 0, !dbg !219
  %302 = icmp eq i32 %153, 2147483647
  %303 = select i1 %301, i1 true, i1 %302, !dbg !222
  br i1 %303, label %311, label %304, !dbg !222

304:                                              ; preds = %298
  %305 = icmp slt i32 %299, 0, !dbg !228
  br i1 %305, label %316, label %306, !dbg !223

306:                                              ; preds = %304
  %307 = zext nneg i32 %299 to i64, !dbg !224
  %308 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %307, !dbg !224
  %309 = load i32, ptr %308, align 4, !dbg !224, !tbaa !187
  %310 = icmp slt i32 %153, %309, !dbg !225
  br i1 %310, label %316, label %311, !dbg !226

311:                                              ; preds = %306, %298
    #dbg_value(i32 %299, !159, !DIExpression(), !218)
    #dbg_value(i64 10, !162, !DIExpression(), !217)
  %312 = load i32, ptr %113, align 8, !dbg !219, !tbaa !187
  %313 = icmp ne i32 %312, 0, !dbg !219
  %314 = icmp eq i32 %152, 2147483647
  %315 = select i1 %313, i1 true, i1 %314, !dbg !222
  br i1 %315, label %330, label %321, !dbg !222

316:                                              ; preds = %304, %306
    #dbg_value(i32 9, !159, !DIExpression(), !218)
    #dbg_value(i64 10, !162, !DIExpression(), !217)
  %317 = load i32, ptr %113, align 8, !dbg !219, !tbaa !187
  %318 = icmp ne i32 %317, 0, !dbg !219
  %319 = icmp eq i32 %152, 2147483647
  %320 = select i1 %318, i1 true, i1 %319, !dbg !222
  br i1 %320, label %330, label %323, !dbg !222

321:                                              ; preds = %311
  %322 = icmp slt i32 %299, 0, !dbg !228
  br i1 %322, label %329, label %323, !dbg !223

323:                                              ; preds = %316, %321
  %324 = phi i32 [ %299, %321 ], [ 9, %316 ]
  %325 = zext nneg i32 %324 to i64, !dbg !224
  %326 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %325, !dbg !224
  %327 = load i32, ptr %326, align 4, !dbg !224, !tbaa !187
  %328 = icmp slt i32 %152, %327, !dbg !225
  br i1 %328, label %329, label %330, !dbg !226

329:                                              ; preds = %323, %321
    #dbg_value(i64 10, !159, !DIExpression(), !218)
  br label %330, !dbg !227

330:                                              ; preds = %316, %329, %323, %311
  %331 = phi i32 [ %299, %311 ], [ 10, %329 ], [ %324, %323 ], [ 9, %316 ], !dbg !218
    #dbg_value(i32 %331, !159, !DIExpression(), !218)
    #dbg_value(i64 11, !162, !DIExpression(), !217)
  %332 = load i32, ptr %114, align 4, !dbg !219, !tbaa !187
  %333 = icmp ne i32 %332, 0, !dbg !219
  %334 = icmp eq i32 %151, 2147483647
  %335 = select i1 %333, i1 true, i1 %334, !dbg !222
  br i1 %335, label %344, label %336, !dbg !222

336:                                              ; preds = %330
  %337 = icmp slt i32 %331, 0, !dbg !228
  br i1 %337, label %343, label %338, !dbg !223

338:                                              ; preds = %336
  %339 = zext nneg i32 %331 to i64, !dbg !224
  %340 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %339, !dbg !224
  %341 = load i32, ptr %340, align 4, !dbg !224, !tbaa !187
  %342 = icmp slt i32 %151, %341, !dbg !225
  br i1 %342, label %343, label %346, !dbg !226

343:                                              ; preds = %338, %336
    #dbg_value(i64 11, !159, !DIExpression(), !218)
  br label %346, !dbg !227

344:                                              ; preds = %330
    #dbg_value(i32 %331, !159, !DIExpression(), !218)
    #dbg_value(i64 12, !162, !DIExpression(), !217)
  %345 = icmp sgt i32 %331, -1, !dbg !229
  br i1 %345, label %346, label %497, !dbg !231

346:                                              ; preds = %344, %343, %338
  %347 = phi i32 [ %331, %344 ], [ %331, %338 ], [ 11, %343 ]
  %348 = zext nneg i32 %347 to i64, !dbg !232
  %349 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %348, !dbg !232
  store i32 1, ptr %349, align 4, !dbg !233, !tbaa !187
    #dbg_value(i32 0, !164, !DIExpression(), !234)
  %350 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %348
    #dbg_value(i64 0, !164, !DIExpression(), !234)
  %351 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %348, i64 0, !dbg !235
  %352 = load i32, ptr %351, align 16, !dbg !235, !tbaa !187
  %353 = icmp eq i32 %352, 0, !dbg !235
  br i1 %353, label %359, label %354, !dbg !238

354:                                              ; preds = %346
  %355 = load i32, ptr %350, align 4, !dbg !239, !tbaa !187
  %356 = add nsw i32 %355, %352, !dbg !240
  %357 = icmp slt i32 %356, %139, !dbg !241
  br i1 %357, label %358, label %359, !dbg !242

358:                                              ; preds = %354
  store i32 %356, ptr %1, align 16, !dbg !243, !tbaa !187
  br label %359, !dbg !245

359:                                              ; preds = %358, %354, %346
  %360 = phi i32 [ %138, %346 ], [ %138, %354 ], [ %347, %358 ]
  %361 = phi i32 [ %139, %346 ], [ %139, %354 ], [ %356, %358 ]
  %362 = phi i32 [ %162, %346 ], [ %139, %354 ], [ %356, %358 ]
    #dbg_value(i64 1, !164, !DIExpression(), !234)
  %363 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %348, i64 1, !dbg !235
  %364 = load i32, ptr %363, align 4, !dbg !235, !tbaa !187
  %365 = icmp eq i32 %364, 0, !dbg !235
  br i1 %365, label %371, label %366, !dbg !238

366:                                              ; preds = %359
  %367 = load i32, ptr %350, align 4, !dbg !239, !tbaa !187
  %368 = add nsw i32 %367, %364, !dbg !240
  %369 = icmp slt i32 %368, %150, !dbg !241
  br i1 %369, label %370, label %371, !dbg !242

370:                                              ; preds = %366
  store i32 %368, ptr %93, align 4, !dbg !243, !tbaa !187
  br label %371, !dbg !245

371:                                              ; preds = %370, %366, %359
  %372 = phi i32 [ %347, %370 ], [ %137, %366 ], [ %137, %359 ]
  %373 = phi i32 [ %368, %370 ], [ %150, %366 ], [ %150, %359 ]
  %374 = phi i32 [ %368, %370 ], [ %150, %366 ], [ %161, %359 ]
    #dbg_value(i64 2, !164, !DIExpression(), !234)
  %375 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %348, i64 2, !dbg !235
  %376 = load i32, ptr %375, align 8, !dbg !235, !tbaa !187
  %377 = icmp eq i32 %376, 0, !dbg !235
  br i1 %377, label %383, label %378, !dbg !238

378:                                              ; preds = %371
  %379 = load i32, ptr %350, align 4, !dbg !239, !tbaa !187
  %380 = add nsw i32 %379, %376, !dbg !240
  %381 = icmp slt i32 %380, %149, !dbg !241
  br i1 %381, label %382, label %383, !dbg !242

382:                                              ; preds = %378
  store i32 %380, ptr %94, align 8, !dbg !243, !tbaa !187
  br label %383, !dbg !245

383:                                              ; preds = %382, %378, %371
  %384 = phi i32 [ %347, %382 ], [ %136, %378 ], [ %136, %371 ]
  %385 = phi i32 [ %380, %382 ], [ %149, %378 ], [ %149, %371 ]
  %386 = phi i32 [ %380, %382 ], [ %149, %378 ], [ %160, %371 ]
    #dbg_value(i64 3, !164, !DIExpression(), !234)
  %387 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %348, i64 3, !dbg !235
  %388 = load i32, ptr %387, align 4, !dbg !235, !tbaa !187
  %389 = icmp eq i32 %388, 0, !dbg !235
  br i1 %389, label %395, label %390, !dbg !238

390:                                              ; preds = %383
  %391 = load i32, ptr %350, align 4, !dbg !239, !tbaa !187
  %392 = add nsw i32 %391, %388, !dbg !240
  %393 = icmp slt i32 %392, %148, !dbg !241
  br i1 %393, label %394, label %395, !dbg !242

394:                                              ; preds = %390
  store i32 %392, ptr %95, align 4, !dbg !243, !tbaa !187
  br label %395, !dbg !245

395:                                              ; preds = %394, %390, %383
  %396 = phi i32 [ %347, %394 ], [ %135, %390 ], [ %135, %383 ]
  %397 = phi i32 [ %392, %394 ], [ %148, %390 ], [ %148, %383 ]
  %398 = phi i32 [ %392, %394 ], [ %148, %390 ], [ %159, %383 ]
    #dbg_value(i64 4, !164, !DIExpression(), !234)
  %399 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %348, i64 4, !dbg !235
  %400 = load i32, ptr %399, align 16, !dbg !235, !tbaa !187
  %401 = icmp eq i32 %400, 0, !dbg !235
  br i1 %401, label %407, label %402, !dbg !238

402:                                              ; preds = %395
  %403 = load i32, ptr %350, align 4, !dbg !239, !tbaa !187
  %404 = add nsw i32 %403, %400, !dbg !240
  %405 = icmp slt i32 %404, %147, !dbg !241
  br i1 %405, label %406, label %407, !dbg !242

406:                                              ; preds = %402
  store i32 %404, ptr %96, align 16, !dbg !243, !tbaa !187
  br label %407, !dbg !245

407:                                              ; preds = %406, %402, %395
  %408 = phi i32 [ %347, %406 ], [ %134, %402 ], [ %134, %395 ]
  %409 = phi i32 [ %404, %406 ], [ %147, %402 ], [ %147, %395 ]
  %410 = phi i32 [ %404, %406 ], [ %147, %402 ], [ %158, %395 ]
    #dbg_value(i64 5, !164, !DIExpression(), !234)
  %411 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %348, i64 5, !dbg !235
  %412 = load i32, ptr %411, align 4, !dbg !235, !tbaa !187
  %413 = icmp eq i32 %412, 0, !dbg !235
  br i1 %413, label %419, label %414, !dbg !238

414:                                              ; preds = %407
  %415 = load i32, ptr %350, align 4, !dbg !239, !tbaa !187
  %416 = add nsw i32 %415, %412, !dbg !240
  %417 = icmp slt i32 %416, %146, !dbg !241
  br i1 %417, label %418, label %419, !dbg !242

418:                                              ; preds = %414
  store i32 %416, ptr %97, align 4, !dbg !243, !tbaa !187
  br label %419, !dbg !245

419:                                              ; preds = %418, %414, %407
  %420 = phi i32 [ %347, %418 ], [ %133, %414 ], [ %133, %407 ]
  %421 = phi i32 [ %416, %418 ], [ %146, %414 ], [ %146, %407 ]
  %422 = phi i32 [ %416, %418 ], [ %146, %414 ], [ %157, %407 ]
    #dbg_value(i64 6, !164, !DIExpression(), !234)
  %423 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %348, i64 6, !dbg !235
  %424 = load i32, ptr %423, align 8, !dbg !235, !tbaa !187
  %425 = icmp eq i32 %424, 0, !dbg !235
  br i1 %425, label %431, label %426, !dbg !238

426:                                              ; preds = %419
  %427 = load i32, ptr %350, align 4, !dbg !239, !tbaa !187
  %428 = add nsw i32 %427, %424, !dbg !240
  %429 = icmp slt i32 %428, %145, !dbg !241
  br i1 %429, label %430, label %431, !dbg !242

430:                                              ; preds = %426
  store i32 %428, ptr %98, align 8, !dbg !243, !tbaa !187
  br label %431, !dbg !245

431:                                              ; preds = %430, %426, %419
  %432 = phi i32 [ %347, %430 ], [ %132, %426 ], [ %132, %419 ]
  %433 = phi i32 [ %428, %430 ], [ %145, %426 ], [ %145, %419 ]
  %434 = phi i32 [ %428, %430 ], [ %145, %426 ], [ %156, %419 ]
    #dbg_value(i64 7, !164, !DIExpression(), !234)
  %435 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %348, i64 7, !dbg !235
  %436 = load i32, ptr %435, align 4, !dbg !235, !tbaa !187
  %437 = icmp eq i32 %436, 0, !dbg !235
  br i1 %437, label %443, label %438, !dbg !238

438:                                              ; preds = %431
  %439 = load i32, ptr %350, align 4, !dbg !239, !tbaa !187
  %440 = add nsw i32 %439, %436, !dbg !240
  %441 = icmp slt i32 %440, %144, !dbg !241
  br i1 %441, label %442, label %443, !dbg !242

442:                                              ; preds = %438
  store i32 %440, ptr %99, align 4, !dbg !243, !tbaa !187
  br label %443, !dbg !245

443:                                              ; preds = %442, %438, %431
  %444 = phi i32 [ %347, %442 ], [ %131, %438 ], [ %131, %431 ]
  %445 = phi i32 [ %440, %442 ], [ %144, %438 ], [ %144, %431 ]
  %446 = phi i32 [ %440, %442 ], [ %144, %438 ], [ %155, %431 ]
    #dbg_value(i64 8, !164, !DIExpression(), !234)
  %447 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %348, i64 8, !dbg !235
  %448 = load i32, ptr %447, align 16, !dbg !235, !tbaa !187
  %449 = icmp eq i32 %448, 0, !dbg !235
  br i1 %449, label %455, label %450, !dbg !238

450:                                              ; preds = %443
  %451 = load i32, ptr %350, align 4, !dbg !239, !tbaa !187
  %452 = add nsw i32 %451, %448, !dbg !240
  %453 = icmp slt i32 %452, %143, !dbg !241
  br i1 %453, label %454, label %455, !dbg !242

454:                                              ; preds = %450
  store i32 %452, ptr %100, align 16, !dbg !243, !tbaa !187
  br label %455, !dbg !245

455:                                              ; preds = %454, %450, %443
  %456 = phi i32 [ %347, %454 ], [ %130, %450 ], [ %130, %443 ]
  %457 = phi i32 [ %452, %454 ], [ %143, %450 ], [ %143, %443 ]
  %458 = phi i32 [ %452, %454 ], [ %143, %450 ], [ %154, %443 ]
    #dbg_value(i64 9, !164, !DIExpression(), !234)
  %459 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %348, i64 9, !dbg !235
  %460 = load i32, ptr %459, align 4, !dbg !235, !tbaa !187
  %461 = icmp eq i32 %460, 0, !dbg !235
  br i1 %461, label %467, label %462, !dbg !238

462:                                              ; preds = %455
  %463 = load i32, ptr %350, align 4, !dbg !239, !tbaa !187
  %464 = add nsw i32 %463, %460, !dbg !240
  %465 = icmp slt i32 %464, %142, !dbg !241
  br i1 %465, label %466, label %467, !dbg !242

466:                                              ; preds = %462
  store i32 %464, ptr %101, align 4, !dbg !243, !tbaa !187
  br label %467, !dbg !245

467:                                              ; preds = %466, %462, %455
  %468 = phi i32 [ %347, %466 ], [ %129, %462 ], [ %129, %455 ]
  %469 = phi i32 [ %464, %466 ], [ %142, %462 ], [ %142, %455 ]
  %470 = phi i32 [ %464, %466 ], [ %142, %462 ], [ %153, %455 ]
    #dbg_value(i64 10, !164, !DIExpression(), !234)
  %471 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %348, i64 10, !dbg !235
  %472 = load i32, ptr %471, align 8, !dbg !235, !tbaa !187
  %473 = icmp eq i32 %472, 0, !dbg !235
  br i1 %473, label %479, label %474, !dbg !238

474:                                              ; preds = %467
  %475 = load i32, ptr %350, align 4, !dbg !239, !tbaa !187
  %476 = add nsw i32 %475, %472, !dbg !240
  %477 = icmp slt i32 %476, %141, !dbg !241
  br i1 %477, label %478, label %479, !dbg !242

478:                                              ; preds = %474
  store i32 %476, ptr %102, align 8, !dbg !243, !tbaa !187
  br label %479, !dbg !245

479:                                              ; preds = %478, %474, %467
  %480 = phi i32 [ %347, %478 ], [ %128, %474 ], [ %128, %467 ]
  %481 = phi i32 [ %476, %478 ], [ %141, %474 ], [ %141, %467 ]
  %482 = phi i32 [ %476, %478 ], [ %141, %474 ], [ %152, %467 ]
    #dbg_value(i64 11, !164, !DIExpression(), !234)
  %483 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %348, i64 11, !dbg !235
  %484 = load i32, ptr %483, align 4, !dbg !235, !tbaa !187
  %485 = icmp eq i32 %484, 0, !dbg !235
  br i1 %485, label %491, label %486, !dbg !238

486:                                              ; preds = %479
  %487 = load i32, ptr %350, align 4, !dbg !239, !tbaa !187
  %488 = add nsw i32 %487, %484, !dbg !240
  %489 = icmp slt i32 %488, %140, !dbg !241
  br i1 %489, label %490, label %491, !dbg !242

490:                                              ; preds = %486
  store i32 %488, ptr %103, align 4, !dbg !243, !tbaa !187
  br label %491, !dbg !245

491:                                              ; preds = %490, %486, %479
  %492 = phi i32 [ %347, %490 ], [ %127, %486 ], [ %127, %479 ]
  %493 = phi i32 [ %488, %490 ], [ %140, %486 ], [ %140, %479 ]
  %494 = phi i32 [ %488, %490 ], [ %140, %486 ], [ %151, %479 ]
    #dbg_value(i64 12, !164, !DIExpression(), !234)
  %495 = add nuw nsw i32 %163, 1, !dbg !246
    #dbg_value(i32 %495, !157, !DIExpression(), !215)
  %496 = icmp eq i32 %495, 12, !dbg !247
  br i1 %496, label %497, label %126, !dbg !216, !llvm.loop !248

497:                                              ; preds = %491, %344
  %498 = phi i32 [ %127, %344 ], [ %492, %491 ]
  %499 = phi i32 [ %128, %344 ], [ %480, %491 ]
  %500 = phi i32 [ %129, %344 ], [ %468, %491 ]
  %501 = phi i32 [ %130, %344 ], [ %456, %491 ]
  %502 = phi i32 [ %131, %344 ], [ %444, %491 ]
  %503 = phi i32 [ %132, %344 ], [ %432, %491 ]
  %504 = phi i32 [ %133, %344 ], [ %420, %491 ]
  %505 = phi i32 [ %134, %344 ], [ %408, %491 ]
  %506 = phi i32 [ %135, %344 ], [ %396, %491 ]
  %507 = phi i32 [ %136, %344 ], [ %384, %491 ]
  %508 = phi i32 [ %137, %344 ], [ %372, %491 ]
  %509 = phi i32 [ %138, %344 ], [ %360, %491 ]
  store i32 %509, ptr %3, align 16, !dbg !251, !tbaa !187
  store i32 %508, ptr %115, align 4, !dbg !251, !tbaa !187
  store i32 %507, ptr %116, align 8, !dbg !251, !tbaa !187
  store i32 %506, ptr %117, align 4, !dbg !251, !tbaa !187
  store i32 %505, ptr %118, align 16, !dbg !251, !tbaa !187
  store i32 %504, ptr %119, align 4, !dbg !251, !tbaa !187
  store i32 %503, ptr %120, align 8, !dbg !251, !tbaa !187
  store i32 %502, ptr %121, align 4, !dbg !251, !tbaa !187
  store i32 %501, ptr %122, align 16, !dbg !251, !tbaa !187
  store i32 %500, ptr %123, align 4, !dbg !251, !tbaa !187
  store i32 %499, ptr %124, align 8, !dbg !251, !tbaa !187
  store i32 %498, ptr %125, align 4, !dbg !251, !tbaa !187
    #dbg_value(i32 0, !166, !DIExpression(), !252)
  br label %510, !dbg !253

510:                                              ; preds = %542, %497
  %511 = phi i64 [ 0, %497 ], [ %543, %542 ]
    #dbg_value(i32 poison, !166, !DIExpression(), !252)
  %512 = getelementptr inbounds [12 x i32], ptr %1, i64 0, i64 %511, !dbg !254
  %513 = load i32, ptr %512, align 4, !dbg !254, !tbaa !187
  %514 = icmp eq i32 %513, 2147483647, !dbg !256
  br i1 %514, label %515, label %518, !dbg !257

515:                                              ; preds = %510
  %516 = trunc nuw nsw i64 %511 to i32, !dbg !258
  %517 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %516), !dbg !258
  br label %542, !dbg !260

518:                                              ; preds = %510
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #7, !dbg !261
    #dbg_value(i32 0, !171, !DIExpression(), !205)
    #dbg_value(i32 poison, !172, !DIExpression(), !262)
  %519 = trunc nuw nsw i64 %511 to i32, !dbg !263
  br label %524, !dbg !263

520:                                              ; preds = %524
  %521 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %519, i32 noundef %513), !dbg !264
    #dbg_value(i64 %527, !171, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !205)
  %522 = shl i64 %527, 32, !dbg !265
  %523 = ashr exact i64 %522, 32, !dbg !265
  br label %533, !dbg !265

524:                                              ; preds = %524, %518
  %525 = phi i64 [ 0, %518 ], [ %527, %524 ]
  %526 = phi i32 [ %519, %518 ], [ %531, %524 ]
    #dbg_value(i32 %526, !172, !DIExpression(), !262)
    #dbg_value(i64 %525, !171, !DIExpression(), !205)
  %527 = add nuw nsw i64 %525, 1, !dbg !266
    #dbg_value(i64 %527, !171, !DIExpression(), !205)
  %528 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %525, !dbg !268
  store i32 %526, ptr %528, align 4, !dbg !269, !tbaa !187
  %529 = zext nneg i32 %526 to i64, !dbg !270
  %530 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %529, !dbg !270
  %531 = load i32, ptr %530, align 4, !dbg !270, !tbaa !187
    #dbg_value(i32 %531, !172, !DIExpression(), !262)
  %532 = icmp sgt i32 %531, -1, !dbg !271
  br i1 %532, label %524, label %520, !dbg !263, !llvm.loop !272

533:                                              ; preds = %533, %520
  %534 = phi i64 [ %523, %520 ], [ %535, %533 ]
    #dbg_value(i64 %534, !171, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !205)
  %535 = add nsw i64 %534, -1, !dbg !274
    #dbg_value(i64 %535, !171, !DIExpression(), !205)
  %536 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %535, !dbg !275
  %537 = load i32, ptr %536, align 4, !dbg !275, !tbaa !187
  %538 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %537), !dbg !276
    #dbg_value(i64 %535, !171, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !205)
  %539 = icmp eq i64 %535, 0, !dbg !265
  br i1 %539, label %540, label %533, !dbg !265, !llvm.loop !277

540:                                              ; preds = %533
  %541 = tail call i32 @putchar(i32 10), !dbg !279
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #7, !dbg !280
  br label %542, !dbg !281

542:                                              ; preds = %540, %515
  %543 = add nuw nsw i64 %511, 1, !dbg !282
    #dbg_value(i64 %543, !166, !DIExpression(), !252)
  %544 = icmp eq i64 %543, 12, !dbg !283
  br i1 %544, label %545, label %510, !dbg !253, !llvm.loop !284

545:                                              ; preds = %542
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #7, !dbg !286
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #7, !dbg !286
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #7, !dbg !286
  store i32 0, ptr getelementptr inbounds (i8, ptr @adj, i64 252), align 4, !dbg !287, !tbaa !187
  store i32 0, ptr getelementptr inbounds (i8, ptr @adj, i64 408), align 8, !dbg !288, !tbaa !187
    #dbg_value(i32 0, !82, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !180)
    #dbg_value(i32 0, !82, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !180)
    #dbg_value(i32 0, !82, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !180)
    #dbg_value(i32 0, !82, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !180)
    #dbg_value(i32 0, !82, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !180)
    #dbg_value(i32 0, !82, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !180)
    #dbg_value(i32 0, !82, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !180)
    #dbg_value(i32 0, !82, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !180)
    #dbg_value(i32 0, !82, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !180)
    #dbg_value(i32 0, !82, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !180)
    #dbg_value(i32 0, !82, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !180)
    #dbg_value(i32 0, !82, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !180)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #7, !dbg !289
    #dbg_value(i32 0, !84, !DIExpression(), !180)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #7, !dbg !289
    #dbg_value(i32 0, !86, !DIExpression(), !180)
    #dbg_value(i32 0, !87, !DIExpression(), !180)
    #dbg_value(i32 0, !88, !DIExpression(), !290)
  br label %546, !dbg !291

546:                                              ; preds = %546, %545
  %547 = phi i64 [ 0, %545 ], [ %743, %546 ], !dbg !292
  %548 = phi <4 x i32> [ zeroinitializer, %545 ], [ %577, %546 ]
  %549 = phi <4 x i32> [ zeroinitializer, %545 ], [ %592, %546 ]
  %550 = phi <4 x i32> [ zeroinitializer, %545 ], [ %607, %546 ]
  %551 = phi <4 x i32> [ zeroinitializer, %545 ], [ %622, %546 ]
  %552 = phi <4 x i32> [ zeroinitializer, %545 ], [ %637, %546 ]
  %553 = phi <4 x i32> [ zeroinitializer, %545 ], [ %652, %546 ]
  %554 = phi <4 x i32> [ zeroinitializer, %545 ], [ %667, %546 ]
  %555 = phi <4 x i32> [ zeroinitializer, %545 ], [ %682, %546 ]
  %556 = phi <4 x i32> [ zeroinitializer, %545 ], [ %697, %546 ]
  %557 = phi <4 x i32> [ zeroinitializer, %545 ], [ %712, %546 ]
  %558 = phi <4 x i32> [ zeroinitializer, %545 ], [ %727, %546 ]
  %559 = phi <4 x i32> [ zeroinitializer, %545 ], [ %742, %546 ]
  %560 = or disjoint i64 %547, 1, !dbg !291
  %561 = or disjoint i64 %547, 2, !dbg !291
  %562 = or disjoint i64 %547, 3, !dbg !291
  %563 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %547, i64 0, !dbg !293
  %564 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %560, i64 0, !dbg !293
  %565 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %561, i64 0, !dbg !293
  %566 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %562, i64 0, !dbg !293
  %567 = load i32, ptr %563, align 16, !dbg !293, !tbaa !187
  %568 = load i32, ptr %564, align 16, !dbg !293, !tbaa !187
  %569 = load i32, ptr %565, align 16, !dbg !293, !tbaa !187
  %570 = load i32, ptr %566, align 16, !dbg !293, !tbaa !187
  %571 = insertelement <4 x i32> poison, i32 %567, i64 0, !dbg !291
  %572 = insertelement <4 x i32> %571, i32 %568, i64 1, !dbg !291
  %573 = insertelement <4 x i32> %572, i32 %569, i64 2, !dbg !291
  %574 = insertelement <4 x i32> %573, i32 %570, i64 3, !dbg !291
  %575 = icmp ne <4 x i32> %574, zeroinitializer, !dbg !291
  %576 = zext <4 x i1> %575 to <4 x i32>, !dbg !295
  %577 = add <4 x i32> %548, %576, !dbg !296
  %578 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %547, i64 1, !dbg !293
  %579 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %560, i64 1, !dbg !293
  %580 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %561, i64 1, !dbg !293
  %581 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %562, i64 1, !dbg !293
  %582 = load i32, ptr %578, align 4, !dbg !293, !tbaa !187
  %583 = load i32, ptr %579, align 4, !dbg !293, !tbaa !187
  %584 = load i32, ptr %580, align 4, !dbg !293, !tbaa !187
  %585 = load i32, ptr %581, align 4, !dbg !293, !tbaa !187
  %586 = insertelement <4 x i32> poison, i32 %582, i64 0, !dbg !291
  %587 = insertelement <4 x i32> %586, i32 %583, i64 1, !dbg !291
  %588 = insertelement <4 x i32> %587, i32 %584, i64 2, !dbg !291
  %589 = insertelement <4 x i32> %588, i32 %585, i64 3, !dbg !291
  %590 = icmp ne <4 x i32> %589, zeroinitializer, !dbg !291
  %591 = zext <4 x i1> %590 to <4 x i32>, !dbg !295
  %592 = add <4 x i32> %549, %591, !dbg !296
  %593 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %547, i64 2, !dbg !293
  %594 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %560, i64 2, !dbg !293
  %595 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %561, i64 2, !dbg !293
  %596 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %562, i64 2, !dbg !293
  %597 = load i32, ptr %593, align 8, !dbg !293, !tbaa !187
  %598 = load i32, ptr %594, align 8, !dbg !293, !tbaa !187
  %599 = load i32, ptr %595, align 8, !dbg !293, !tbaa !187
  %600 = load i32, ptr %596, align 8, !dbg !293, !tbaa !187
  %601 = insertelement <4 x i32> poison, i32 %597, i64 0, !dbg !291
  %602 = insertelement <4 x i32> %601, i32 %598, i64 1, !dbg !291
  %603 = insertelement <4 x i32> %602, i32 %599, i64 2, !dbg !291
  %604 = insertelement <4 x i32> %603, i32 %600, i64 3, !dbg !291
  %605 = icmp ne <4 x i32> %604, zeroinitializer, !dbg !291
  %606 = zext <4 x i1> %605 to <4 x i32>, !dbg !295
  %607 = add <4 x i32> %550, %606, !dbg !296
  %608 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %547, i64 3, !dbg !293
  %609 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %560, i64 3, !dbg !293
  %610 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %561, i64 3, !dbg !293
  %611 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %562, i64 3, !dbg !293
  %612 = load i32, ptr %608, align 4, !dbg !293, !tbaa !187
  %613 = load i32, ptr %609, align 4, !dbg !293, !tbaa !187
  %614 = load i32, ptr %610, align 4, !dbg !293, !tbaa !187
  %615 = load i32, ptr %611, align 4, !dbg !293, !tbaa !187
  %616 = insertelement <4 x i32> poison, i32 %612, i64 0, !dbg !291
  %617 = insertelement <4 x i32> %616, i32 %613, i64 1, !dbg !291
  %618 = insertelement <4 x i32> %617, i32 %614, i64 2, !dbg !291
  %619 = insertelement <4 x i32> %618, i32 %615, i64 3, !dbg !291
  %620 = icmp ne <4 x i32> %619, zeroinitializer, !dbg !291
  %621 = zext <4 x i1> %620 to <4 x i32>, !dbg !295
  %622 = add <4 x i32> %551, %621, !dbg !296
  %623 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %547, i64 4, !dbg !293
  %624 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %560, i64 4, !dbg !293
  %625 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %561, i64 4, !dbg !293
  %626 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %562, i64 4, !dbg !293
  %627 = load i32, ptr %623, align 16, !dbg !293, !tbaa !187
  %628 = load i32, ptr %624, align 16, !dbg !293, !tbaa !187
  %629 = load i32, ptr %625, align 16, !dbg !293, !tbaa !187
  %630 = load i32, ptr %626, align 16, !dbg !293, !tbaa !187
  %631 = insertelement <4 x i32> poison, i32 %627, i64 0, !dbg !291
  %632 = insertelement <4 x i32> %631, i32 %628, i64 1, !dbg !291
  %633 = insertelement <4 x i32> %632, i32 %629, i64 2, !dbg !291
  %634 = insertelement <4 x i32> %633, i32 %630, i64 3, !dbg !291
  %635 = icmp ne <4 x i32> %634, zeroinitializer, !dbg !291
  %636 = zext <4 x i1> %635 to <4 x i32>, !dbg !295
  %637 = add <4 x i32> %552, %636, !dbg !296
  %638 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %547, i64 5, !dbg !293
  %639 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %560, i64 5, !dbg !293
  %640 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %561, i64 5, !dbg !293
  %641 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %562, i64 5, !dbg !293
  %642 = load i32, ptr %638, align 4, !dbg !293, !tbaa !187
  %643 = load i32, ptr %639, align 4, !dbg !293, !tbaa !187
  %644 = load i32, ptr %640, align 4, !dbg !293, !tbaa !187
  %645 = load i32, ptr %641, align 4, !dbg !293, !tbaa !187
  %646 = insertelement <4 x i32> poison, i32 %642, i64 0, !dbg !291
  %647 = insertelement <4 x i32> %646, i32 %643, i64 1, !dbg !291
  %648 = insertelement <4 x i32> %647, i32 %644, i64 2, !dbg !291
  %649 = insertelement <4 x i32> %648, i32 %645, i64 3, !dbg !291
  %650 = icmp ne <4 x i32> %649, zeroinitializer, !dbg !291
  %651 = zext <4 x i1> %650 to <4 x i32>, !dbg !295
  %652 = add <4 x i32> %553, %651, !dbg !296
  %653 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %547, i64 6, !dbg !293
  %654 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %560, i64 6, !dbg !293
  %655 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %561, i64 6, !dbg !293
  %656 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %562, i64 6, !dbg !293
  %657 = load i32, ptr %653, align 8, !dbg !293, !tbaa !187
  %658 = load i32, ptr %654, align 8, !dbg !293, !tbaa !187
  %659 = load i32, ptr %655, align 8, !dbg !293, !tbaa !187
  %660 = load i32, ptr %656, align 8, !dbg !293, !tbaa !187
  %661 = insertelement <4 x i32> poison, i32 %657, i64 0, !dbg !291
  %662 = insertelement <4 x i32> %661, i32 %658, i64 1, !dbg !291
  %663 = insertelement <4 x i32> %662, i32 %659, i64 2, !dbg !291
  %664 = insertelement <4 x i32> %663, i32 %660, i64 3, !dbg !291
  %665 = icmp ne <4 x i32> %664, zeroinitializer, !dbg !291
  %666 = zext <4 x i1> %665 to <4 x i32>, !dbg !295
  %667 = add <4 x i32> %554, %666, !dbg !296
  %668 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %547, i64 7, !dbg !293
  %669 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %560, i64 7, !dbg !293
  %670 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %561, i64 7, !dbg !293
  %671 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %562, i64 7, !dbg !293
  %672 = load i32, ptr %668, align 4, !dbg !293, !tbaa !187
  %673 = load i32, ptr %669, align 4, !dbg !293, !tbaa !187
  %674 = load i32, ptr %670, align 4, !dbg !293, !tbaa !187
  %675 = load i32, ptr %671, align 4, !dbg !293, !tbaa !187
  %676 = insertelement <4 x i32> poison, i32 %672, i64 0, !dbg !291
  %677 = insertelement <4 x i32> %676, i32 %673, i64 1, !dbg !291
  %678 = insertelement <4 x i32> %677, i32 %674, i64 2, !dbg !291
  %679 = insertelement <4 x i32> %678, i32 %675, i64 3, !dbg !291
  %680 = icmp ne <4 x i32> %679, zeroinitializer, !dbg !291
  %681 = zext <4 x i1> %680 to <4 x i32>, !dbg !295
  %682 = add <4 x i32> %555, %681, !dbg !296
  %683 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %547, i64 8, !dbg !293
  %684 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %560, i64 8, !dbg !293
  %685 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %561, i64 8, !dbg !293
  %686 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %562, i64 8, !dbg !293
  %687 = load i32, ptr %683, align 16, !dbg !293, !tbaa !187
  %688 = load i32, ptr %684, align 16, !dbg !293, !tbaa !187
  %689 = load i32, ptr %685, align 16, !dbg !293, !tbaa !187
  %690 = load i32, ptr %686, align 16, !dbg !293, !tbaa !187
  %691 = insertelement <4 x i32> poison, i32 %687, i64 0, !dbg !291
  %692 = insertelement <4 x i32> %691, i32 %688, i64 1, !dbg !291
  %693 = insertelement <4 x i32> %692, i32 %689, i64 2, !dbg !291
  %694 = insertelement <4 x i32> %693, i32 %690, i64 3, !dbg !291
  %695 = icmp ne <4 x i32> %694, zeroinitializer, !dbg !291
  %696 = zext <4 x i1> %695 to <4 x i32>, !dbg !295
  %697 = add <4 x i32> %556, %696, !dbg !296
  %698 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %547, i64 9, !dbg !293
  %699 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %560, i64 9, !dbg !293
  %700 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %561, i64 9, !dbg !293
  %701 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %562, i64 9, !dbg !293
  %702 = load i32, ptr %698, align 4, !dbg !293, !tbaa !187
  %703 = load i32, ptr %699, align 4, !dbg !293, !tbaa !187
  %704 = load i32, ptr %700, align 4, !dbg !293, !tbaa !187
  %705 = load i32, ptr %701, align 4, !dbg !293, !tbaa !187
  %706 = insertelement <4 x i32> poison, i32 %702, i64 0, !dbg !291
  %707 = insertelement <4 x i32> %706, i32 %703, i64 1, !dbg !291
  %708 = insertelement <4 x i32> %707, i32 %704, i64 2, !dbg !291
  %709 = insertelement <4 x i32> %708, i32 %705, i64 3, !dbg !291
  %710 = icmp ne <4 x i32> %709, zeroinitializer, !dbg !291
  %711 = zext <4 x i1> %710 to <4 x i32>, !dbg !295
  %712 = add <4 x i32> %557, %711, !dbg !296
  %713 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %547, i64 10, !dbg !293
  %714 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %560, i64 10, !dbg !293
  %715 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %561, i64 10, !dbg !293
  %716 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %562, i64 10, !dbg !293
  %717 = load i32, ptr %713, align 8, !dbg !293, !tbaa !187
  %718 = load i32, ptr %714, align 8, !dbg !293, !tbaa !187
  %719 = load i32, ptr %715, align 8, !dbg !293, !tbaa !187
  %720 = load i32, ptr %716, align 8, !dbg !293, !tbaa !187
  %721 = insertelement <4 x i32> poison, i32 %717, i64 0, !dbg !291
  %722 = insertelement <4 x i32> %721, i32 %718, i64 1, !dbg !291
  %723 = insertelement <4 x i32> %722, i32 %719, i64 2, !dbg !291
  %724 = insertelement <4 x i32> %723, i32 %720, i64 3, !dbg !291
  %725 = icmp ne <4 x i32> %724, zeroinitializer, !dbg !291
  %726 = zext <4 x i1> %725 to <4 x i32>, !dbg !295
  %727 = add <4 x i32> %558, %726, !dbg !296
  %728 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %547, i64 11, !dbg !293
  %729 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %560, i64 11, !dbg !293
  %730 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %561, i64 11, !dbg !293
  %731 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %562, i64 11, !dbg !293
  %732 = load i32, ptr %728, align 4, !dbg !293, !tbaa !187
  %733 = load i32, ptr %729, align 4, !dbg !293, !tbaa !187
  %734 = load i32, ptr %730, align 4, !dbg !293, !tbaa !187
  %735 = load i32, ptr %731, align 4, !dbg !293, !tbaa !187
  %736 = insertelement <4 x i32> poison, i32 %732, i64 0, !dbg !291
  %737 = insertelement <4 x i32> %736, i32 %733, i64 1, !dbg !291
  %738 = insertelement <4 x i32> %737, i32 %734, i64 2, !dbg !291
  %739 = insertelement <4 x i32> %738, i32 %735, i64 3, !dbg !291
  %740 = icmp ne <4 x i32> %739, zeroinitializer, !dbg !291
  %741 = zext <4 x i1> %740 to <4 x i32>, !dbg !295
  %742 = add <4 x i32> %559, %741, !dbg !296
  %743 = add nuw i64 %547, 4, !dbg !292
  %744 = icmp eq i64 %743, 12, !dbg !292
  br i1 %744, label %745, label %546, !dbg !292, !llvm.loop !297

745:                                              ; preds = %546
  %746 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %577), !dbg !291
  %747 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %592), !dbg !291
  %748 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %607), !dbg !291
  %749 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %622), !dbg !291
  %750 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %637), !dbg !291
  %751 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %652), !dbg !291
  %752 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %667), !dbg !291
  %753 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %682), !dbg !291
  %754 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %697), !dbg !291
  %755 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %712), !dbg !291
  %756 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %727), !dbg !291
  %757 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %742), !dbg !291
    #dbg_value(i64 0, !93, !DIExpression(), !301)
    #dbg_value(i32 0, !87, !DIExpression(), !180)
  %758 = icmp eq i32 %746, 0, !dbg !302
  br i1 %758, label %759, label %760, !dbg !305

759:                                              ; preds = %745
    #dbg_value(i32 1, !87, !DIExpression(), !180)
  store i32 0, ptr %6, align 16, !dbg !306, !tbaa !187
  br label %760, !dbg !307

760:                                              ; preds = %745, %759
  %761 = phi i32 [ 0, %745 ], [ 1, %759 ], !dbg !180
    #dbg_value(i32 %761, !87, !DIExpression(), !180)
    #dbg_value(i64 1, !93, !DIExpression(), !301)
  %762 = icmp eq i32 %747, 0, !dbg !302
  br i1 %762, label %763, label %767, !dbg !305

763:                                              ; preds = %760
  %764 = add nuw nsw i32 %761, 1, !dbg !308
    #dbg_value(i32 %764, !87, !DIExpression(), !180)
  %765 = zext nneg i32 %761 to i64, !dbg !307
  %766 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %765, !dbg !307
  store i32 1, ptr %766, align 4, !dbg !306, !tbaa !187
  br label %767, !dbg !307

767:                                              ; preds = %763, %760
  %768 = phi i32 [ %761, %760 ], [ %764, %763 ], !dbg !180
    #dbg_value(i32 %768, !87, !DIExpression(), !180)
    #dbg_value(i64 2, !93, !DIExpression(), !301)
  %769 = icmp eq i32 %748, 0, !dbg !302
  br i1 %769, label %770, label %774, !dbg !305

770:                                              ; preds = %767
  %771 = add nuw nsw i32 %768, 1, !dbg !308
    #dbg_value(i32 %771, !87, !DIExpression(), !180)
  %772 = zext nneg i32 %768 to i64, !dbg !307
  %773 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %772, !dbg !307
  store i32 2, ptr %773, align 4, !dbg !306, !tbaa !187
  br label %774, !dbg !307

774:                                              ; preds = %770, %767
  %775 = phi i32 [ %768, %767 ], [ %771, %770 ], !dbg !180
    #dbg_value(i32 %775, !87, !DIExpression(), !180)
    #dbg_value(i64 3, !93, !DIExpression(), !301)
  %776 = icmp eq i32 %749, 0, !dbg !302
  br i1 %776, label %777, label %781, !dbg !305

777:                                              ; preds = %774
  %778 = add nuw nsw i32 %775, 1, !dbg !308
    #dbg_value(i32 %778, !87, !DIExpression(), !180)
  %779 = zext nneg i32 %775 to i64, !dbg !307
  %780 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %779, !dbg !307
  store i32 3, ptr %780, align 4, !dbg !306, !tbaa !187
  br label %781, !dbg !307

781:                                              ; preds = %777, %774
  %782 = phi i32 [ %775, %774 ], [ %778, %777 ], !dbg !180
    #dbg_value(i32 %782, !87, !DIExpression(), !180)
    #dbg_value(i64 4, !93, !DIExpression(), !301)
  %783 = icmp eq i32 %750, 0, !dbg !302
  br i1 %783, label %784, label %788, !dbg !305

784:                                              ; preds = %781
  %785 = add nuw nsw i32 %782, 1, !dbg !308
    #dbg_value(i32 %785, !87, !DIExpression(), !180)
  %786 = zext nneg i32 %782 to i64, !dbg !307
  %787 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %786, !dbg !307
  store i32 4, ptr %787, align 4, !dbg !306, !tbaa !187
  br label %788, !dbg !307

788:                                              ; preds = %784, %781
  %789 = phi i32 [ %782, %781 ], [ %785, %784 ], !dbg !180
    #dbg_value(i32 %789, !87, !DIExpression(), !180)
    #dbg_value(i64 5, !93, !DIExpression(), !301)
  %790 = icmp eq i32 %751, 0, !dbg !302
  br i1 %790, label %791, label %795, !dbg !305

791:                                              ; preds = %788
  %792 = add nuw nsw i32 %789, 1, !dbg !308
    #dbg_value(i32 %792, !87, !DIExpression(), !180)
  %793 = zext nneg i32 %789 to i64, !dbg !307
  %794 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %793, !dbg !307
  store i32 5, ptr %794, align 4, !dbg !306, !tbaa !187
  br label %795, !dbg !307

795:                                              ; preds = %791, %788
  %796 = phi i32 [ %789, %788 ], [ %792, %791 ], !dbg !180
    #dbg_value(i32 %796, !87, !DIExpression(), !180)
    #dbg_value(i64 6, !93, !DIExpression(), !301)
  %797 = icmp eq i32 %752, 0, !dbg !302
  br i1 %797, label %798, label %802, !dbg !305

798:                                              ; preds = %795
  %799 = add nuw nsw i32 %796, 1, !dbg !308
    #dbg_value(i32 %799, !87, !DIExpression(), !180)
  %800 = zext nneg i32 %796 to i64, !dbg !307
  %801 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %800, !dbg !307
  store i32 6, ptr %801, align 4, !dbg !306, !tbaa !187
  br label %802, !dbg !307

802:                                              ; preds = %798, %795
  %803 = phi i32 [ %796, %795 ], [ %799, %798 ], !dbg !180
    #dbg_value(i32 %803, !87, !DIExpression(), !180)
    #dbg_value(i64 7, !93, !DIExpression(), !301)
  %804 = icmp eq i32 %753, 0, !dbg !302
  br i1 %804, label %805, label %809, !dbg !305

805:                                              ; preds = %802
  %806 = add nuw nsw i32 %803, 1, !dbg !308
    #dbg_value(i32 %806, !87, !DIExpression(), !180)
  %807 = zext nneg i32 %803 to i64, !dbg !307
  %808 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %807, !dbg !307
  store i32 7, ptr %808, align 4, !dbg !306, !tbaa !187
  br label %809, !dbg !307

809:                                              ; preds = %805, %802
  %810 = phi i32 [ %803, %802 ], [ %806, %805 ], !dbg !180
    #dbg_value(i32 %810, !87, !DIExpression(), !180)
    #dbg_value(i64 8, !93, !DIExpression(), !301)
  %811 = icmp eq i32 %754, 0, !dbg !302
  br i1 %811, label %812, label %816, !dbg !305

812:                                              ; preds = %809
  %813 = add nuw nsw i32 %810, 1, !dbg !308
    #dbg_value(i32 %813, !87, !DIExpression(), !180)
  %814 = zext nneg i32 %810 to i64, !dbg !307
  %815 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %814, !dbg !307
  store i32 8, ptr %815, align 4, !dbg !306, !tbaa !187
  br label %816, !dbg !307

816:                                              ; preds = %812, %809
  %817 = phi i32 [ %810, %809 ], [ %813, %812 ], !dbg !180
    #dbg_value(i32 %817, !87, !DIExpression(), !180)
    #dbg_value(i64 9, !93, !DIExpression(), !301)
  %818 = icmp eq i32 %755, 0, !dbg !302
  br i1 %818, label %819, label %823, !dbg !305

819:                                              ; preds = %816
  %820 = add nuw nsw i32 %817, 1, !dbg !308
    #dbg_value(i32 %820, !87, !DIExpression(), !180)
  %821 = zext nneg i32 %817 to i64, !dbg !307
  %822 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %821, !dbg !307
  store i32 9, ptr %822, align 4, !dbg !306, !tbaa !187
  br label %823, !dbg !307

823:                                              ; preds = %819, %816
  %824 = phi i32 [ %817, %816 ], [ %820, %819 ], !dbg !180
    #dbg_value(i32 %824, !87, !DIExpression(), !180)
    #dbg_value(i64 10, !93, !DIExpression(), !301)
  %825 = icmp eq i32 %756, 0, !dbg !302
  br i1 %825, label %826, label %830, !dbg !305

826:                                              ; preds = %823
  %827 = add nuw nsw i32 %824, 1, !dbg !308
    #dbg_value(i32 %827, !87, !DIExpression(), !180)
  %828 = zext nneg i32 %824 to i64, !dbg !307
  %829 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %828, !dbg !307
  store i32 10, ptr %829, align 4, !dbg !306, !tbaa !187
  br label %830, !dbg !307

830:                                              ; preds = %826, %823
  %831 = phi i32 [ %824, %823 ], [ %827, %826 ], !dbg !180
    #dbg_value(i32 %831, !87, !DIExpression(), !180)
    #dbg_value(i64 11, !93, !DIExpression(), !301)
  %832 = icmp eq i32 %757, 0, !dbg !302
  br i1 %832, label %833, label %837, !dbg !305

833:                                              ; preds = %830
  %834 = add nuw nsw i32 %831, 1, !dbg !308
    #dbg_value(i32 %834, !87, !DIExpression(), !180)
  %835 = zext nneg i32 %831 to i64, !dbg !307
  %836 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %835, !dbg !307
  store i32 11, ptr %836, align 4, !dbg !306, !tbaa !187
    #dbg_value(i64 12, !93, !DIExpression(), !301)
    #dbg_value(i32 0, !86, !DIExpression(), !180)
    #dbg_value(i32 0, !84, !DIExpression(), !180)
  br label %839, !dbg !309

837:                                              ; preds = %830
    #dbg_value(i32 %831, !87, !DIExpression(), !180)
    #dbg_value(i64 12, !93, !DIExpression(), !301)
    #dbg_value(i32 0, !86, !DIExpression(), !180)
    #dbg_value(i32 0, !84, !DIExpression(), !180)
  %838 = icmp eq i32 %831, 0, !dbg !310
  br i1 %838, label %841, label %839, !dbg !309

839:                                              ; preds = %833, %837
  %840 = phi i32 [ %831, %837 ], [ %834, %833 ]
  br label %843, !dbg !309

841:                                              ; preds = %837
  %842 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !311
    #dbg_value(i32 0, !99, !DIExpression(), !312)
  br label %1025, !dbg !313

843:                                              ; preds = %839, %1015
  %844 = phi i32 [ %873, %1015 ], [ %746, %839 ], !dbg !296
  %845 = phi i32 [ %886, %1015 ], [ %747, %839 ], !dbg !296
  %846 = phi i32 [ %899, %1015 ], [ %748, %839 ], !dbg !296
  %847 = phi i32 [ %912, %1015 ], [ %749, %839 ], !dbg !296
  %848 = phi i32 [ %925, %1015 ], [ %750, %839 ], !dbg !296
  %849 = phi i32 [ %938, %1015 ], [ %751, %839 ], !dbg !296
  %850 = phi i32 [ %951, %1015 ], [ %752, %839 ], !dbg !296
  %851 = phi i32 [ %964, %1015 ], [ %753, %839 ], !dbg !296
  %852 = phi i32 [ %977, %1015 ], [ %754, %839 ], !dbg !296
  %853 = phi i32 [ %990, %1015 ], [ %755, %839 ], !dbg !296
  %854 = phi i32 [ %1003, %1015 ], [ %756, %839 ], !dbg !296
  %855 = phi i32 [ %1016, %1015 ], [ %757, %839 ], !dbg !296
  %856 = phi i64 [ %1018, %1015 ], [ 0, %839 ]
  %857 = phi i32 [ %1017, %1015 ], [ %840, %839 ]
    #dbg_value(i32 %855, !82, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !180)
    #dbg_value(i32 %854, !82, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !180)
    #dbg_value(i32 %853, !82, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !180)
    #dbg_value(i32 %852, !82, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !180)
    #dbg_value(i32 %851, !82, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !180)
    #dbg_value(i32 %850, !82, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !180)
    #dbg_value(i32 %849, !82, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !180)
    #dbg_value(i32 %848, !82, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !180)
    #dbg_value(i32 %847, !82, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !180)
    #dbg_value(i32 %846, !82, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !180)
    #dbg_value(i32 %845, !82, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !180)
    #dbg_value(i32 %844, !82, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !180)
    #dbg_value(i32 %857, !87, !DIExpression(), !180)
    #dbg_value(i64 %856, !84, !DIExpression(), !180)
    #dbg_value(i64 %856, !86, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
  %858 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %856, !dbg !314
  %859 = load i32, ptr %858, align 4, !dbg !314, !tbaa !187
    #dbg_value(i32 %859, !95, !DIExpression(), !315)
    #dbg_value(i64 %856, !84, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
  %860 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %856, !dbg !316
  store i32 %859, ptr %860, align 4, !dbg !317, !tbaa !187
    #dbg_value(i32 0, !97, !DIExpression(), !318)
  %861 = sext i32 %859 to i64
    #dbg_value(i64 0, !97, !DIExpression(), !318)
  %862 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %861, i64 0, !dbg !319
  %863 = load i32, ptr %862, align 16, !dbg !319, !tbaa !187
  %864 = icmp eq i32 %863, 0, !dbg !319
  br i1 %864, label %872, label %865, !dbg !322

865:                                              ; preds = %843
  %866 = add nsw i32 %844, -1, !dbg !323
    #dbg_value(i32 %866, !82, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !180)
  %867 = icmp eq i32 %866, 0, !dbg !324
  br i1 %867, label %868, label %872, !dbg !325

868:                                              ; preds = %865
  %869 = add nsw i32 %857, 1, !dbg !326
    #dbg_value(i32 %869, !87, !DIExpression(), !180)
  %870 = sext i32 %857 to i64, !dbg !327
  %871 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %870, !dbg !327
  store i32 0, ptr %871, align 4, !dbg !328, !tbaa !187
  br label %872, !dbg !327

872:                                              ; preds = %843, %865, %868
  %873 = phi i32 [ %844, %843 ], [ 0, %868 ], [ %866, %865 ], !dbg !180
  %874 = phi i32 [ %857, %843 ], [ %869, %868 ], [ %857, %865 ], !dbg !180
    #dbg_value(i32 %873, !82, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !180)
    #dbg_value(i32 %874, !87, !DIExpression(), !180)
    #dbg_value(i64 1, !97, !DIExpression(), !318)
  %875 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %861, i64 1, !dbg !319
  %876 = load i32, ptr %875, align 4, !dbg !319, !tbaa !187
  %877 = icmp eq i32 %876, 0, !dbg !319
  br i1 %877, label %885, label %878, !dbg !322

878:                                              ; preds = %872
  %879 = add nsw i32 %845, -1, !dbg !323
    #dbg_value(i32 %879, !82, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !180)
  %880 = icmp eq i32 %879, 0, !dbg !324
  br i1 %880, label %881, label %885, !dbg !325

881:                                              ; preds = %878
  %882 = add nsw i32 %874, 1, !dbg !326
    #dbg_value(i32 %882, !87, !DIExpression(), !180)
  %883 = sext i32 %874 to i64, !dbg !327
  %884 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %883, !dbg !327
  store i32 1, ptr %884, align 4, !dbg !328, !tbaa !187
  br label %885, !dbg !327

885:                                              ; preds = %881, %878, %872
  %886 = phi i32 [ %845, %872 ], [ 0, %881 ], [ %879, %878 ], !dbg !180
  %887 = phi i32 [ %874, %872 ], [ %882, %881 ], [ %874, %878 ], !dbg !180
    #dbg_value(i32 %886, !82, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !180)
    #dbg_value(i32 %887, !87, !DIExpression(), !180)
    #dbg_value(i64 2, !97, !DIExpression(), !318)
  %888 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %861, i64 2, !dbg !319
  %889 = load i32, ptr %888, align 8, !dbg !319, !tbaa !187
  %890 = icmp eq i32 %889, 0, !dbg !319
  br i1 %890, label %898, label %891, !dbg !322

891:                                              ; preds = %885
  %892 = add nsw i32 %846, -1, !dbg !323
    #dbg_value(i32 %892, !82, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !180)
  %893 = icmp eq i32 %892, 0, !dbg !324
  br i1 %893, label %894, label %898, !dbg !325

894:                                              ; preds = %891
  %895 = add nsw i32 %887, 1, !dbg !326
    #dbg_value(i32 %895, !87, !DIExpression(), !180)
  %896 = sext i32 %887 to i64, !dbg !327
  %897 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %896, !dbg !327
  store i32 2, ptr %897, align 4, !dbg !328, !tbaa !187
  br label %898, !dbg !327

898:                                              ; preds = %894, %891, %885
  %899 = phi i32 [ %846, %885 ], [ 0, %894 ], [ %892, %891 ], !dbg !180
  %900 = phi i32 [ %887, %885 ], [ %895, %894 ], [ %887, %891 ], !dbg !180
    #dbg_value(i32 %899, !82, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !180)
    #dbg_value(i32 %900, !87, !DIExpression(), !180)
    #dbg_value(i64 3, !97, !DIExpression(), !318)
  %901 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %861, i64 3, !dbg !319
  %902 = load i32, ptr %901, align 4, !dbg !319, !tbaa !187
  %903 = icmp eq i32 %902, 0, !dbg !319
  br i1 %903, label %911, label %904, !dbg !322

904:                                              ; preds = %898
  %905 = add nsw i32 %847, -1, !dbg !323
    #dbg_value(i32 %905, !82, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !180)
  %906 = icmp eq i32 %905, 0, !dbg !324
  br i1 %906, label %907, label %911, !dbg !325

907:                                              ; preds = %904
  %908 = add nsw i32 %900, 1, !dbg !326
    #dbg_value(i32 %908, !87, !DIExpression(), !180)
  %909 = sext i32 %900 to i64, !dbg !327
  %910 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %909, !dbg !327
  store i32 3, ptr %910, align 4, !dbg !328, !tbaa !187
  br label %911, !dbg !327

911:                                              ; preds = %907, %904, %898
  %912 = phi i32 [ %847, %898 ], [ 0, %907 ], [ %905, %904 ], !dbg !180
  %913 = phi i32 [ %900, %898 ], [ %908, %907 ], [ %900, %904 ], !dbg !180
    #dbg_value(i32 %912, !82, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !180)
    #dbg_value(i32 %913, !87, !DIExpression(), !180)
    #dbg_value(i64 4, !97, !DIExpression(), !318)
  %914 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %861, i64 4, !dbg !319
  %915 = load i32, ptr %914, align 16, !dbg !319, !tbaa !187
  %916 = icmp eq i32 %915, 0, !dbg !319
  br i1 %916, label %924, label %917, !dbg !322

917:                                              ; preds = %911
  %918 = add nsw i32 %848, -1, !dbg !323
    #dbg_value(i32 %918, !82, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !180)
  %919 = icmp eq i32 %918, 0, !dbg !324
  br i1 %919, label %920, label %924, !dbg !325

920:                                              ; preds = %917
  %921 = add nsw i32 %913, 1, !dbg !326
    #dbg_value(i32 %921, !87, !DIExpression(), !180)
  %922 = sext i32 %913 to i64, !dbg !327
  %923 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %922, !dbg !327
  store i32 4, ptr %923, align 4, !dbg !328, !tbaa !187
  br label %924, !dbg !327

924:                                              ; preds = %920, %917, %911
  %925 = phi i32 [ %848, %911 ], [ 0, %920 ], [ %918, %917 ], !dbg !180
  %926 = phi i32 [ %913, %911 ], [ %921, %920 ], [ %913, %917 ], !dbg !180
    #dbg_value(i32 %925, !82, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !180)
    #dbg_value(i32 %926, !87, !DIExpression(), !180)
    #dbg_value(i64 5, !97, !DIExpression(), !318)
  %927 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %861, i64 5, !dbg !319
  %928 = load i32, ptr %927, align 4, !dbg !319, !tbaa !187
  %929 = icmp eq i32 %928, 0, !dbg !319
  br i1 %929, label %937, label %930, !dbg !322

930:                                              ; preds = %924
  %931 = add nsw i32 %849, -1, !dbg !323
    #dbg_value(i32 %931, !82, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !180)
  %932 = icmp eq i32 %931, 0, !dbg !324
  br i1 %932, label %933, label %937, !dbg !325

933:                                              ; preds = %930
  %934 = add nsw i32 %926, 1, !dbg !326
    #dbg_value(i32 %934, !87, !DIExpression(), !180)
  %935 = sext i32 %926 to i64, !dbg !327
  %936 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %935, !dbg !327
  store i32 5, ptr %936, align 4, !dbg !328, !tbaa !187
  br label %937, !dbg !327

937:                                              ; preds = %933, %930, %924
  %938 = phi i32 [ %849, %924 ], [ 0, %933 ], [ %931, %930 ], !dbg !180
  %939 = phi i32 [ %926, %924 ], [ %934, %933 ], [ %926, %930 ], !dbg !180
    #dbg_value(i32 %938, !82, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !180)
    #dbg_value(i32 %939, !87, !DIExpression(), !180)
    #dbg_value(i64 6, !97, !DIExpression(), !318)
  %940 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %861, i64 6, !dbg !319
  %941 = load i32, ptr %940, align 8, !dbg !319, !tbaa !187
  %942 = icmp eq i32 %941, 0, !dbg !319
  br i1 %942, label %950, label %943, !dbg !322

943:                                              ; preds = %937
  %944 = add nsw i32 %850, -1, !dbg !323
    #dbg_value(i32 %944, !82, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !180)
  %945 = icmp eq i32 %944, 0, !dbg !324
  br i1 %945, label %946, label %950, !dbg !325

946:                                              ; preds = %943
  %947 = add nsw i32 %939, 1, !dbg !326
    #dbg_value(i32 %947, !87, !DIExpression(), !180)
  %948 = sext i32 %939 to i64, !dbg !327
  %949 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %948, !dbg !327
  store i32 6, ptr %949, align 4, !dbg !328, !tbaa !187
  br label %950, !dbg !327

950:                                              ; preds = %946, %943, %937
  %951 = phi i32 [ %850, %937 ], [ 0, %946 ], [ %944, %943 ], !dbg !180
  %952 = phi i32 [ %939, %937 ], [ %947, %946 ], [ %939, %943 ], !dbg !180
    #dbg_value(i32 %951, !82, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !180)
    #dbg_value(i32 %952, !87, !DIExpression(), !180)
    #dbg_value(i64 7, !97, !DIExpression(), !318)
  %953 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %861, i64 7, !dbg !319
  %954 = load i32, ptr %953, align 4, !dbg !319, !tbaa !187
  %955 = icmp eq i32 %954, 0, !dbg !319
  br i1 %955, label %963, label %956, !dbg !322

956:                                              ; preds = %950
  %957 = add nsw i32 %851, -1, !dbg !323
    #dbg_value(i32 %957, !82, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !180)
  %958 = icmp eq i32 %957, 0, !dbg !324
  br i1 %958, label %959, label %963, !dbg !325

959:                                              ; preds = %956
  %960 = add nsw i32 %952, 1, !dbg !326
    #dbg_value(i32 %960, !87, !DIExpression(), !180)
  %961 = sext i32 %952 to i64, !dbg !327
  %962 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %961, !dbg !327
  store i32 7, ptr %962, align 4, !dbg !328, !tbaa !187
  br label %963, !dbg !327

963:                                              ; preds = %959, %956, %950
  %964 = phi i32 [ %851, %950 ], [ 0, %959 ], [ %957, %956 ], !dbg !180
  %965 = phi i32 [ %952, %950 ], [ %960, %959 ], [ %952, %956 ], !dbg !180
    #dbg_value(i32 %964, !82, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !180)
    #dbg_value(i32 %965, !87, !DIExpression(), !180)
    #dbg_value(i64 8, !97, !DIExpression(), !318)
  %966 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %861, i64 8, !dbg !319
  %967 = load i32, ptr %966, align 16, !dbg !319, !tbaa !187
  %968 = icmp eq i32 %967, 0, !dbg !319
  br i1 %968, label %976, label %969, !dbg !322

969:                                              ; preds = %963
  %970 = add nsw i32 %852, -1, !dbg !323
    #dbg_value(i32 %970, !82, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !180)
  %971 = icmp eq i32 %970, 0, !dbg !324
  br i1 %971, label %972, label %976, !dbg !325

972:                                              ; preds = %969
  %973 = add nsw i32 %965, 1, !dbg !326
    #dbg_value(i32 %973, !87, !DIExpression(), !180)
  %974 = sext i32 %965 to i64, !dbg !327
  %975 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %974, !dbg !327
  store i32 8, ptr %975, align 4, !dbg !328, !tbaa !187
  br label %976, !dbg !327

976:                                              ; preds = %972, %969, %963
  %977 = phi i32 [ %852, %963 ], [ 0, %972 ], [ %970, %969 ], !dbg !180
  %978 = phi i32 [ %965, %963 ], [ %973, %972 ], [ %965, %969 ], !dbg !180
    #dbg_value(i32 %977, !82, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !180)
    #dbg_value(i32 %978, !87, !DIExpression(), !180)
    #dbg_value(i64 9, !97, !DIExpression(), !318)
  %979 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %861, i64 9, !dbg !319
  %980 = load i32, ptr %979, align 4, !dbg !319, !tbaa !187
  %981 = icmp eq i32 %980, 0, !dbg !319
  br i1 %981, label %989, label %982, !dbg !322

982:                                              ; preds = %976
  %983 = add nsw i32 %853, -1, !dbg !323
    #dbg_value(i32 %983, !82, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !180)
  %984 = icmp eq i32 %983, 0, !dbg !324
  br i1 %984, label %985, label %989, !dbg !325

985:                                              ; preds = %982
  %986 = add nsw i32 %978, 1, !dbg !326
    #dbg_value(i32 %986, !87, !DIExpression(), !180)
  %987 = sext i32 %978 to i64, !dbg !327
  %988 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %987, !dbg !327
  store i32 9, ptr %988, align 4, !dbg !328, !tbaa !187
  br label %989, !dbg !327

989:                                              ; preds = %985, %982, %976
  %990 = phi i32 [ %853, %976 ], [ 0, %985 ], [ %983, %982 ], !dbg !180
  %991 = phi i32 [ %978, %976 ], [ %986, %985 ], [ %978, %982 ], !dbg !180
    #dbg_value(i32 %990, !82, !DIExpression(DW_OP_LLVM_fragment, 288, 32), !180)
    #dbg_value(i32 %991, !87, !DIExpression(), !180)
    #dbg_value(i64 10, !97, !DIExpression(), !318)
  %992 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %861, i64 10, !dbg !319
  %993 = load i32, ptr %992, align 8, !dbg !319, !tbaa !187
  %994 = icmp eq i32 %993, 0, !dbg !319
  br i1 %994, label %1002, label %995, !dbg !322

995:                                              ; preds = %989
  %996 = add nsw i32 %854, -1, !dbg !323
    #dbg_value(i32 %996, !82, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !180)
  %997 = icmp eq i32 %996, 0, !dbg !324
  br i1 %997, label %998, label %1002, !dbg !325

998:                                              ; preds = %995
  %999 = add nsw i32 %991, 1, !dbg !326
    #dbg_value(i32 %999, !87, !DIExpression(), !180)
  %1000 = sext i32 %991 to i64, !dbg !327
  %1001 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %1000, !dbg !327
  store i32 10, ptr %1001, align 4, !dbg !328, !tbaa !187
  br label %1002, !dbg !327

1002:                                             ; preds = %998, %995, %989
  %1003 = phi i32 [ %854, %989 ], [ 0, %998 ], [ %996, %995 ], !dbg !180
  %1004 = phi i32 [ %991, %989 ], [ %999, %998 ], [ %991, %995 ], !dbg !180
    #dbg_value(i32 %1003, !82, !DIExpression(DW_OP_LLVM_fragment, 320, 32), !180)
    #dbg_value(i32 %1004, !87, !DIExpression(), !180)
    #dbg_value(i64 11, !97, !DIExpression(), !318)
  %1005 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %861, i64 11, !dbg !319
  %1006 = load i32, ptr %1005, align 4, !dbg !319, !tbaa !187
  %1007 = icmp eq i32 %1006, 0, !dbg !319
  br i1 %1007, label %1015, label %1008, !dbg !322

1008:                                             ; preds = %1002
  %1009 = add nsw i32 %855, -1, !dbg !323
    #dbg_value(i32 %1009, !82, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !180)
  %1010 = icmp eq i32 %1009, 0, !dbg !324
  br i1 %1010, label %1011, label %1015, !dbg !325

1011:                                             ; preds = %1008
  %1012 = add nsw i32 %1004, 1, !dbg !326
    #dbg_value(i32 %1012, !87, !DIExpression(), !180)
  %1013 = sext i32 %1004 to i64, !dbg !327
  %1014 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %1013, !dbg !327
  store i32 11, ptr %1014, align 4, !dbg !328, !tbaa !187
  br label %1015, !dbg !327

1015:                                             ; preds = %1011, %1008, %1002
  %1016 = phi i32 [ %855, %1002 ], [ 0, %1011 ], [ %1009, %1008 ], !dbg !180
  %1017 = phi i32 [ %1004, %1002 ], [ %1012, %1011 ], [ %1004, %1008 ], !dbg !180
    #dbg_value(i32 %1016, !82, !DIExpression(DW_OP_LLVM_fragment, 352, 32), !180)
    #dbg_value(i32 %1017, !87, !DIExpression(), !180)
    #dbg_value(i64 12, !97, !DIExpression(), !318)
  %1018 = add nuw nsw i64 %856, 1, !dbg !329
    #dbg_value(i64 %1018, !86, !DIExpression(), !180)
    #dbg_value(i64 %1018, !84, !DIExpression(), !180)
  %1019 = sext i32 %1017 to i64, !dbg !310
  %1020 = icmp slt i64 %1018, %1019, !dbg !310
  br i1 %1020, label %843, label %1021, !dbg !309, !llvm.loop !330

1021:                                             ; preds = %1015
  %1022 = trunc nuw nsw i64 %1018 to i32, !dbg !311
  %1023 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %1022), !dbg !311
    #dbg_value(i32 0, !99, !DIExpression(), !312)
  %1024 = and i64 %1018, 4294967295, !dbg !332
  br label %1027, !dbg !313

1025:                                             ; preds = %1027, %841
  %1026 = tail call i32 @putchar(i32 10), !dbg !334
    #dbg_value(i32 0, !101, !DIExpression(), !335)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) @rnk, i8 0, i64 48, i1 false), !dbg !336, !tbaa !187
    #dbg_value(i64 0, !101, !DIExpression(), !335)
    #dbg_value(i64 1, !101, !DIExpression(), !335)
    #dbg_value(i64 2, !101, !DIExpression(), !335)
    #dbg_value(i64 3, !101, !DIExpression(), !335)
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr @parent, align 16, !dbg !339, !tbaa !187
    #dbg_value(i64 4, !101, !DIExpression(), !335)
    #dbg_value(i64 5, !101, !DIExpression(), !335)
    #dbg_value(i64 6, !101, !DIExpression(), !335)
    #dbg_value(i64 7, !101, !DIExpression(), !335)
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr getelementptr inbounds (i8, ptr @parent, i64 16), align 16, !dbg !339, !tbaa !187
    #dbg_value(i64 8, !101, !DIExpression(), !335)
    #dbg_value(i64 9, !101, !DIExpression(), !335)
    #dbg_value(i64 10, !101, !DIExpression(), !335)
    #dbg_value(i64 11, !101, !DIExpression(), !335)
  store <4 x i32> <i32 8, i32 9, i32 10, i32 11>, ptr getelementptr inbounds (i8, ptr @parent, i64 32), align 16, !dbg !339, !tbaa !187
    #dbg_value(i64 12, !101, !DIExpression(), !335)
  br label %1034, !dbg !340

1027:                                             ; preds = %1021, %1027
  %1028 = phi i64 [ 0, %1021 ], [ %1032, %1027 ]
    #dbg_value(i64 %1028, !99, !DIExpression(), !312)
  %1029 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %1028, !dbg !341
  %1030 = load i32, ptr %1029, align 4, !dbg !341, !tbaa !187
  %1031 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1030), !dbg !342
  %1032 = add nuw nsw i64 %1028, 1, !dbg !343
    #dbg_value(i64 %1032, !99, !DIExpression(), !312)
  %1033 = icmp eq i64 %1032, %1024, !dbg !332
  br i1 %1033, label %1025, label %1027, !dbg !313, !llvm.loop !344

1034:                                             ; preds = %1025, %1063
  %1035 = phi i64 [ 0, %1025 ], [ %1064, %1063 ]
    #dbg_value(i64 %1035, !103, !DIExpression(), !346)
  %1036 = getelementptr inbounds [14 x [3 x i32]], ptr @main.edges, i64 0, i64 %1035, !dbg !347
  %1037 = load i32, ptr %1036, align 4, !dbg !347, !tbaa !187
  %1038 = getelementptr inbounds i8, ptr %1036, i64 4, !dbg !349
  %1039 = load i32, ptr %1038, align 4, !dbg !349, !tbaa !187
    #dbg_value(i32 %1037, !350, !DIExpression(), !359)
    #dbg_value(i32 %1039, !355, !DIExpression(), !359)
  %1040 = tail call fastcc i32 @find(i32 noundef %1037), !dbg !361
    #dbg_value(i32 %1040, !350, !DIExpression(), !359)
  %1041 = tail call fastcc i32 @find(i32 noundef %1039), !dbg !362
    #dbg_value(i32 %1041, !355, !DIExpression(), !359)
  %1042 = icmp eq i32 %1040, %1041, !dbg !363
  br i1 %1042, label %1063, label %1043, !dbg !365

1043:                                             ; preds = %1034
  %1044 = sext i32 %1040 to i64, !dbg !366
  %1045 = getelementptr inbounds [12 x i32], ptr @rnk, i64 0, i64 %1044, !dbg !366
  %1046 = load i32, ptr %1045, align 4, !dbg !366, !tbaa !187
  %1047 = sext i32 %1041 to i64, !dbg !367
  %1048 = getelementptr inbounds [12 x i32], ptr @rnk, i64 0, i64 %1047, !dbg !367
  %1049 = load i32, ptr %1048, align 4, !dbg !367, !tbaa !187
  %1050 = icmp slt i32 %1046, %1049, !dbg !368
  %1051 = select i1 %1050, i32 %1040, i32 %1041, !dbg !369
  %1052 = select i1 %1050, i32 %1041, i32 %1040, !dbg !369
    #dbg_value(i32 %1052, !350, !DIExpression(), !359)
    #dbg_value(i32 %1051, !355, !DIExpression(), !359)
  %1053 = sext i32 %1051 to i64, !dbg !370
  %1054 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %1053, !dbg !370
  store i32 %1052, ptr %1054, align 4, !dbg !371, !tbaa !187
  %1055 = sext i32 %1052 to i64, !dbg !372
  %1056 = getelementptr inbounds [12 x i32], ptr @rnk, i64 0, i64 %1055, !dbg !372
  %1057 = load i32, ptr %1056, align 4, !dbg !372, !tbaa !187
  %1058 = getelementptr inbounds [12 x i32], ptr @rnk, i64 0, i64 %1053, !dbg !374
  %1059 = load i32, ptr %1058, align 4, !dbg !374, !tbaa !187
  %1060 = icmp eq i32 %1057, %1059, !dbg !375
  br i1 %1060, label %1061, label %1063, !dbg !376

1061:                                             ; preds = %1043
  %1062 = add nsw i32 %1057, 1, !dbg !377
  store i32 %1062, ptr %1056, align 4, !dbg !377, !tbaa !187
  br label %1063, !dbg !378

1063:                                             ; preds = %1034, %1043, %1061
  %1064 = add nuw nsw i64 %1035, 1, !dbg !379
    #dbg_value(i64 %1064, !103, !DIExpression(), !346)
  %1065 = icmp eq i64 %1064, 14, !dbg !380
  br i1 %1065, label %1066, label %1034, !dbg !340, !llvm.loop !381

1066:                                             ; preds = %1063
    #dbg_value(i32 0, !106, !DIExpression(), !383)
    #dbg_value(i32 0, !105, !DIExpression(), !180)
  %1067 = tail call fastcc i32 @find(i32 noundef 0), !dbg !384
    #dbg_value(i32 %1067, !105, !DIExpression(DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !180)
    #dbg_value(i32 1, !106, !DIExpression(), !383)
  %1068 = tail call fastcc i32 @find(i32 noundef 1), !dbg !384
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 2, !106, !DIExpression(), !383)
  %1069 = tail call fastcc i32 @find(i32 noundef 2), !dbg !384
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 3, !106, !DIExpression(), !383)
  %1070 = tail call fastcc i32 @find(i32 noundef 3), !dbg !384
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 4, !106, !DIExpression(), !383)
  %1071 = tail call fastcc i32 @find(i32 noundef 4), !dbg !384
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 5, !106, !DIExpression(), !383)
  %1072 = tail call fastcc i32 @find(i32 noundef 5), !dbg !384
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 6, !106, !DIExpression(), !383)
  %1073 = tail call fastcc i32 @find(i32 noundef 6), !dbg !384
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 7, !106, !DIExpression(), !383)
  %1074 = tail call fastcc i32 @find(i32 noundef 7), !dbg !384
  %1075 = insertelement <8 x i32> poison, i32 %1067, i64 0, !dbg !386
  %1076 = insertelement <8 x i32> %1075, i32 %1068, i64 1, !dbg !386
  %1077 = insertelement <8 x i32> %1076, i32 %1069, i64 2, !dbg !386
  %1078 = insertelement <8 x i32> %1077, i32 %1070, i64 3, !dbg !386
  %1079 = insertelement <8 x i32> %1078, i32 %1071, i64 4, !dbg !386
  %1080 = insertelement <8 x i32> %1079, i32 %1072, i64 5, !dbg !386
  %1081 = insertelement <8 x i32> %1080, i32 %1073, i64 6, !dbg !386
  %1082 = insertelement <8 x i32> %1081, i32 %1074, i64 7, !dbg !386
  %1083 = icmp eq <8 x i32> %1082, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !386
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 8, !106, !DIExpression(), !383)
  %1084 = tail call fastcc i32 @find(i32 noundef 8), !dbg !384
  %1085 = icmp eq i32 %1084, 8, !dbg !386
  %1086 = zext i1 %1085 to i32, !dbg !386
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 9, !106, !DIExpression(), !383)
  %1087 = tail call fastcc i32 @find(i32 noundef 9), !dbg !384
  %1088 = icmp eq i32 %1087, 9, !dbg !386
  %1089 = zext i1 %1088 to i32, !dbg !386
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 10, !106, !DIExpression(), !383)
  %1090 = tail call fastcc i32 @find(i32 noundef 10), !dbg !384
  %1091 = icmp eq i32 %1090, 10, !dbg !386
  %1092 = zext i1 %1091 to i32, !dbg !386
    #dbg_value(i32 poison, !105, !DIExpression(), !180)
    #dbg_value(i32 11, !106, !DIExpression(), !383)
  %1093 = tail call fastcc i32 @find(i32 noundef 11), !dbg !384
  %1094 = icmp eq i32 %1093, 11, !dbg !386
  %1095 = zext i1 %1094 to i32, !dbg !386
  %1096 = bitcast <8 x i1> %1083 to i8, !dbg !387
  %1097 = tail call range(i8 0, 9) i8 @llvm.ctpop.i8(i8 %1096), !dbg !387
  %1098 = zext nneg i8 %1097 to i32, !dbg !387
  %1099 = add nuw nsw i32 %1098, %1086, !dbg !387
  %1100 = add nuw nsw i32 %1089, %1092, !dbg !387
  %1101 = add nuw nsw i32 %1099, %1100, !dbg !387
  %1102 = add nuw nsw i32 %1101, %1095, !dbg !387
    #dbg_value(i32 %1102, !105, !DIExpression(), !180)
    #dbg_value(i32 12, !106, !DIExpression(), !383)
  %1103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %1102), !dbg !388
    #dbg_value(i32 0, !108, !DIExpression(), !389)
  %1104 = tail call fastcc i32 @find(i32 noundef 0), !dbg !390
  %1105 = tail call fastcc i32 @find(i32 noundef 0), !dbg !392
  %1106 = icmp eq i32 %1104, %1105, !dbg !393
  br i1 %1106, label %1116, label %1107, !dbg !390

1107:                                             ; preds = %1066
  %1108 = tail call fastcc i32 @find(i32 noundef 0), !dbg !394
  %1109 = tail call fastcc i32 @find(i32 noundef 6), !dbg !395
  %1110 = icmp eq i32 %1108, %1109, !dbg !396
  br i1 %1110, label %1116, label %1111, !dbg !394

1111:                                             ; preds = %1107
  %1112 = tail call fastcc i32 @find(i32 noundef 0), !dbg !397
  %1113 = tail call fastcc i32 @find(i32 noundef 11), !dbg !398
  %1114 = icmp eq i32 %1112, %1113, !dbg !399
  %1115 = select i1 %1114, i32 11, i32 -1, !dbg !397
  br label %1116, !dbg !394

1116:                                             ; preds = %1111, %1107, %1066
  %1117 = phi i32 [ 0, %1066 ], [ %1115, %1111 ], [ 6, %1107 ], !dbg !390
  %1118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1117), !dbg !400
    #dbg_value(i32 1, !108, !DIExpression(), !389)
  %1119 = tail call fastcc i32 @find(i32 noundef 1), !dbg !390
  %1120 = tail call fastcc i32 @find(i32 noundef 0), !dbg !392
  %1121 = icmp eq i32 %1119, %1120, !dbg !393
  br i1 %1121, label %1131, label %1122, !dbg !390

1122:                                             ; preds = %1116
  %1123 = tail call fastcc i32 @find(i32 noundef 1), !dbg !394
  %1124 = tail call fastcc i32 @find(i32 noundef 6), !dbg !395
  %1125 = icmp eq i32 %1123, %1124, !dbg !396
  br i1 %1125, label %1131, label %1126, !dbg !394

1126:                                             ; preds = %1122
  %1127 = tail call fastcc i32 @find(i32 noundef 1), !dbg !397
  %1128 = tail call fastcc i32 @find(i32 noundef 11), !dbg !398
  %1129 = icmp eq i32 %1127, %1128, !dbg !399
  %1130 = select i1 %1129, i32 11, i32 -1, !dbg !397
  br label %1131, !dbg !394

1131:                                             ; preds = %1126, %1122, %1116
  %1132 = phi i32 [ 0, %1116 ], [ %1130, %1126 ], [ 6, %1122 ], !dbg !390
  %1133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1132), !dbg !400
    #dbg_value(i32 2, !108, !DIExpression(), !389)
  %1134 = tail call fastcc i32 @find(i32 noundef 2), !dbg !390
  %1135 = tail call fastcc i32 @find(i32 noundef 0), !dbg !392
  %1136 = icmp eq i32 %1134, %1135, !dbg !393
  br i1 %1136, label %1146, label %1137, !dbg !390

1137:                                             ; preds = %1131
  %1138 = tail call fastcc i32 @find(i32 noundef 2), !dbg !394
  %1139 = tail call fastcc i32 @find(i32 noundef 6), !dbg !395
  %1140 = icmp eq i32 %1138, %1139, !dbg !396
  br i1 %1140, label %1146, label %1141, !dbg !394

1141:                                             ; preds = %1137
  %1142 = tail call fastcc i32 @find(i32 noundef 2), !dbg !397
  %1143 = tail call fastcc i32 @find(i32 noundef 11), !dbg !398
  %1144 = icmp eq i32 %1142, %1143, !dbg !399
  %1145 = select i1 %1144, i32 11, i32 -1, !dbg !397
  br label %1146, !dbg !394

1146:                                             ; preds = %1141, %1137, %1131
  %1147 = phi i32 [ 0, %1131 ], [ %1145, %1141 ], [ 6, %1137 ], !dbg !390
  %1148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1147), !dbg !400
    #dbg_value(i32 3, !108, !DIExpression(), !389)
  %1149 = tail call fastcc i32 @find(i32 noundef 3), !dbg !390
  %1150 = tail call fastcc i32 @find(i32 noundef 0), !dbg !392
  %1151 = icmp eq i32 %1149, %1150, !dbg !393
  br i1 %1151, label %1161, label %1152, !dbg !390

1152:                                             ; preds = %1146
  %1153 = tail call fastcc i32 @find(i32 noundef 3), !dbg !394
  %1154 = tail call fastcc i32 @find(i32 noundef 6), !dbg !395
  %1155 = icmp eq i32 %1153, %1154, !dbg !396
  br i1 %1155, label %1161, label %1156, !dbg !394

1156:                                             ; preds = %1152
  %1157 = tail call fastcc i32 @find(i32 noundef 3), !dbg !397
  %1158 = tail call fastcc i32 @find(i32 noundef 11), !dbg !398
  %1159 = icmp eq i32 %1157, %1158, !dbg !399
  %1160 = select i1 %1159, i32 11, i32 -1, !dbg !397
  br label %1161, !dbg !394

1161:                                             ; preds = %1156, %1152, %1146
  %1162 = phi i32 [ 0, %1146 ], [ %1160, %1156 ], [ 6, %1152 ], !dbg !390
  %1163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1162), !dbg !400
    #dbg_value(i32 4, !108, !DIExpression(), !389)
  %1164 = tail call fastcc i32 @find(i32 noundef 4), !dbg !390
  %1165 = tail call fastcc i32 @find(i32 noundef 0), !dbg !392
  %1166 = icmp eq i32 %1164, %1165, !dbg !393
  br i1 %1166, label %1176, label %1167, !dbg !390

1167:                                             ; preds = %1161
  %1168 = tail call fastcc i32 @find(i32 noundef 4), !dbg !394
  %1169 = tail call fastcc i32 @find(i32 noundef 6), !dbg !395
  %1170 = icmp eq i32 %1168, %1169, !dbg !396
  br i1 %1170, label %1176, label %1171, !dbg !394

1171:                                             ; preds = %1167
  %1172 = tail call fastcc i32 @find(i32 noundef 4), !dbg !397
  %1173 = tail call fastcc i32 @find(i32 noundef 11), !dbg !398
  %1174 = icmp eq i32 %1172, %1173, !dbg !399
  %1175 = select i1 %1174, i32 11, i32 -1, !dbg !397
  br label %1176, !dbg !394

1176:                                             ; preds = %1171, %1167, %1161
  %1177 = phi i32 [ 0, %1161 ], [ %1175, %1171 ], [ 6, %1167 ], !dbg !390
  %1178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1177), !dbg !400
    #dbg_value(i32 5, !108, !DIExpression(), !389)
  %1179 = tail call fastcc i32 @find(i32 noundef 5), !dbg !390
  %1180 = tail call fastcc i32 @find(i32 noundef 0), !dbg !392
  %1181 = icmp eq i32 %1179, %1180, !dbg !393
  br i1 %1181, label %1191, label %1182, !dbg !390

1182:                                             ; preds = %1176
  %1183 = tail call fastcc i32 @find(i32 noundef 5), !dbg !394
  %1184 = tail call fastcc i32 @find(i32 noundef 6), !dbg !395
  %1185 = icmp eq i32 %1183, %1184, !dbg !396
  br i1 %1185, label %1191, label %1186, !dbg !394

1186:                                             ; preds = %1182
  %1187 = tail call fastcc i32 @find(i32 noundef 5), !dbg !397
  %1188 = tail call fastcc i32 @find(i32 noundef 11), !dbg !398
  %1189 = icmp eq i32 %1187, %1188, !dbg !399
  %1190 = select i1 %1189, i32 11, i32 -1, !dbg !397
  br label %1191, !dbg !394

1191:                                             ; preds = %1186, %1182, %1176
  %1192 = phi i32 [ 0, %1176 ], [ %1190, %1186 ], [ 6, %1182 ], !dbg !390
  %1193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1192), !dbg !400
    #dbg_value(i32 6, !108, !DIExpression(), !389)
  %1194 = tail call fastcc i32 @find(i32 noundef 6), !dbg !390
  %1195 = tail call fastcc i32 @find(i32 noundef 0), !dbg !392
  %1196 = icmp eq i32 %1194, %1195, !dbg !393
  br i1 %1196, label %1206, label %1197, !dbg !390

1197:                                             ; preds = %1191
  %1198 = tail call fastcc i32 @find(i32 noundef 6), !dbg !394
  %1199 = tail call fastcc i32 @find(i32 noundef 6), !dbg !395
  %1200 = icmp eq i32 %1198, %1199, !dbg !396
  br i1 %1200, label %1206, label %1201, !dbg !394

1201:                                             ; preds = %1197
  %1202 = tail call fastcc i32 @find(i32 noundef 6), !dbg !397
  %1203 = tail call fastcc i32 @find(i32 noundef 11), !dbg !398
  %1204 = icmp eq i32 %1202, %1203, !dbg !399
  %1205 = select i1 %1204, i32 11, i32 -1, !dbg !397
  br label %1206, !dbg !394

1206:                                             ; preds = %1201, %1197, %1191
  %1207 = phi i32 [ 0, %1191 ], [ %1205, %1201 ], [ 6, %1197 ], !dbg !390
  %1208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1207), !dbg !400
    #dbg_value(i32 7, !108, !DIExpression(), !389)
  %1209 = tail call fastcc i32 @find(i32 noundef 7), !dbg !390
  %1210 = tail call fastcc i32 @find(i32 noundef 0), !dbg !392
  %1211 = icmp eq i32 %1209, %1210, !dbg !393
  br i1 %1211, label %1221, label %1212, !dbg !390

1212:                                             ; preds = %1206
  %1213 = tail call fastcc i32 @find(i32 noundef 7), !dbg !394
  %1214 = tail call fastcc i32 @find(i32 noundef 6), !dbg !395
  %1215 = icmp eq i32 %1213, %1214, !dbg !396
  br i1 %1215, label %1221, label %1216, !dbg !394

1216:                                             ; preds = %1212
  %1217 = tail call fastcc i32 @find(i32 noundef 7), !dbg !397
  %1218 = tail call fastcc i32 @find(i32 noundef 11), !dbg !398
  %1219 = icmp eq i32 %1217, %1218, !dbg !399
  %1220 = select i1 %1219, i32 11, i32 -1, !dbg !397
  br label %1221, !dbg !394

1221:                                             ; preds = %1216, %1212, %1206
  %1222 = phi i32 [ 0, %1206 ], [ %1220, %1216 ], [ 6, %1212 ], !dbg !390
  %1223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1222), !dbg !400
    #dbg_value(i32 8, !108, !DIExpression(), !389)
  %1224 = tail call fastcc i32 @find(i32 noundef 8), !dbg !390
  %1225 = tail call fastcc i32 @find(i32 noundef 0), !dbg !392
  %1226 = icmp eq i32 %1224, %1225, !dbg !393
  br i1 %1226, label %1236, label %1227, !dbg !390

1227:                                             ; preds = %1221
  %1228 = tail call fastcc i32 @find(i32 noundef 8), !dbg !394
  %1229 = tail call fastcc i32 @find(i32 noundef 6), !dbg !395
  %1230 = icmp eq i32 %1228, %1229, !dbg !396
  br i1 %1230, label %1236, label %1231, !dbg !394

1231:                                             ; preds = %1227
  %1232 = tail call fastcc i32 @find(i32 noundef 8), !dbg !397
  %1233 = tail call fastcc i32 @find(i32 noundef 11), !dbg !398
  %1234 = icmp eq i32 %1232, %1233, !dbg !399
  %1235 = select i1 %1234, i32 11, i32 -1, !dbg !397
  br label %1236, !dbg !394

1236:                                             ; preds = %1231, %1227, %1221
  %1237 = phi i32 [ 0, %1221 ], [ %1235, %1231 ], [ 6, %1227 ], !dbg !390
  %1238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1237), !dbg !400
    #dbg_value(i32 9, !108, !DIExpression(), !389)
  %1239 = tail call fastcc i32 @find(i32 noundef 9), !dbg !390
  %1240 = tail call fastcc i32 @find(i32 noundef 0), !dbg !392
  %1241 = icmp eq i32 %1239, %1240, !dbg !393
  br i1 %1241, label %1251, label %1242, !dbg !390

1242:                                             ; preds = %1236
  %1243 = tail call fastcc i32 @find(i32 noundef 9), !dbg !394
  %1244 = tail call fastcc i32 @find(i32 noundef 6), !dbg !395
  %1245 = icmp eq i32 %1243, %1244, !dbg !396
  br i1 %1245, label %1251, label %1246, !dbg !394

1246:                                             ; preds = %1242
  %1247 = tail call fastcc i32 @find(i32 noundef 9), !dbg !397
  %1248 = tail call fastcc i32 @find(i32 noundef 11), !dbg !398
  %1249 = icmp eq i32 %1247, %1248, !dbg !399
  %1250 = select i1 %1249, i32 11, i32 -1, !dbg !397
  br label %1251, !dbg !394

1251:                                             ; preds = %1246, %1242, %1236
  %1252 = phi i32 [ 0, %1236 ], [ %1250, %1246 ], [ 6, %1242 ], !dbg !390
  %1253 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1252), !dbg !400
    #dbg_value(i32 10, !108, !DIExpression(), !389)
  %1254 = tail call fastcc i32 @find(i32 noundef 10), !dbg !390
  %1255 = tail call fastcc i32 @find(i32 noundef 0), !dbg !392
  %1256 = icmp eq i32 %1254, %1255, !dbg !393
  br i1 %1256, label %1266, label %1257, !dbg !390

1257:                                             ; preds = %1251
  %1258 = tail call fastcc i32 @find(i32 noundef 10), !dbg !394
  %1259 = tail call fastcc i32 @find(i32 noundef 6), !dbg !395
  %1260 = icmp eq i32 %1258, %1259, !dbg !396
  br i1 %1260, label %1266, label %1261, !dbg !394

1261:                                             ; preds = %1257
  %1262 = tail call fastcc i32 @find(i32 noundef 10), !dbg !397
  %1263 = tail call fastcc i32 @find(i32 noundef 11), !dbg !398
  %1264 = icmp eq i32 %1262, %1263, !dbg !399
  %1265 = select i1 %1264, i32 11, i32 -1, !dbg !397
  br label %1266, !dbg !394

1266:                                             ; preds = %1261, %1257, %1251
  %1267 = phi i32 [ 0, %1251 ], [ %1265, %1261 ], [ 6, %1257 ], !dbg !390
  %1268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1267), !dbg !400
    #dbg_value(i32 11, !108, !DIExpression(), !389)
  %1269 = tail call fastcc i32 @find(i32 noundef 11), !dbg !390
  %1270 = tail call fastcc i32 @find(i32 noundef 0), !dbg !392
  %1271 = icmp eq i32 %1269, %1270, !dbg !393
  br i1 %1271, label %1281, label %1272, !dbg !390

1272:                                             ; preds = %1266
  %1273 = tail call fastcc i32 @find(i32 noundef 11), !dbg !394
  %1274 = tail call fastcc i32 @find(i32 noundef 6), !dbg !395
  %1275 = icmp eq i32 %1273, %1274, !dbg !396
  br i1 %1275, label %1281, label %1276, !dbg !394

1276:                                             ; preds = %1272
  %1277 = tail call fastcc i32 @find(i32 noundef 11), !dbg !397
  %1278 = tail call fastcc i32 @find(i32 noundef 11), !dbg !398
  %1279 = icmp eq i32 %1277, %1278, !dbg !399
  %1280 = select i1 %1279, i32 11, i32 -1, !dbg !397
  br label %1281, !dbg !394

1281:                                             ; preds = %1276, %1272, %1266
  %1282 = phi i32 [ 0, %1266 ], [ %1280, %1276 ], [ 6, %1272 ], !dbg !390
  %1283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1282), !dbg !400
    #dbg_value(i32 12, !108, !DIExpression(), !389)
  %1284 = tail call i32 @putchar(i32 10), !dbg !401
  call void @llvm.lifetime.start.p0(i64 1152, ptr nonnull %7) #7, !dbg !402
    #dbg_value(i64 0, !113, !DIExpression(), !403)
    #dbg_value(i64 0, !115, !DIExpression(), !404)
  store i64 0, ptr %7, align 16, !dbg !405, !tbaa !407
    #dbg_value(i64 1, !115, !DIExpression(), !404)
  %1285 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !409
    #dbg_value(i64 2, !115, !DIExpression(), !404)
  %1286 = load <2 x i32>, ptr getelementptr inbounds (i8, ptr @adj, i64 4), align 4, !dbg !410, !tbaa !187
  %1287 = icmp eq <2 x i32> %1286, zeroinitializer, !dbg !410
  %1288 = select <2 x i1> %1287, <2 x i32> <i32 1000000, i32 1000000>, <2 x i32> %1286, !dbg !410
  %1289 = sext <2 x i32> %1288 to <2 x i64>, !dbg !405
  store <2 x i64> %1289, ptr %1285, align 8, !dbg !405, !tbaa !407
    #dbg_value(i64 3, !115, !DIExpression(), !404)
  %1290 = getelementptr inbounds i8, ptr %7, i64 24, !dbg !409
    #dbg_value(i64 4, !115, !DIExpression(), !404)
  %1291 = load <2 x i32>, ptr getelementptr inbounds (i8, ptr @adj, i64 12), align 4, !dbg !410, !tbaa !187
  %1292 = icmp eq <2 x i32> %1291, zeroinitializer, !dbg !410
  %1293 = select <2 x i1> %1292, <2 x i32> <i32 1000000, i32 1000000>, <2 x i32> %1291, !dbg !410
  %1294 = sext <2 x i32> %1293 to <2 x i64>, !dbg !405
  store <2 x i64> %1294, ptr %1290, align 8, !dbg !405, !tbaa !407
    #dbg_value(i64 5, !115, !DIExpression(), !404)
  %1295 = getelementptr inbounds i8, ptr %7, i64 40, !dbg !409
    #dbg_value(i64 6, !115, !DIExpression(), !404)
  %1296 = load <2 x i32>, ptr getelementptr inbounds (i8, ptr @adj, i64 20), align 4, !dbg !410, !tbaa !187
  %1297 = icmp eq <2 x i32> %1296, zeroinitializer, !dbg !410
  %1298 = select <2 x i1> %1297, <2 x i32> <i32 1000000, i32 1000000>, <2 x i32> %1296, !dbg !410
  %1299 = sext <2 x i32> %1298 to <2 x i64>, !dbg !405
  store <2 x i64> %1299, ptr %1295, align 8, !dbg !405, !tbaa !407
    #dbg_value(i64 7, !115, !DIExpression(), !404)
  %1300 = getelementptr inbounds i8, ptr %7, i64 56, !dbg !409
    #dbg_value(i64 8, !115, !DIExpression(), !404)
  %1301 = load <2 x i32>, ptr getelementptr inbounds (i8, ptr @adj, i64 28), align 4, !dbg !410, !tbaa !187
  %1302 = icmp eq <2 x i32> %1301, zeroinitializer, !dbg !410
  %1303 = select <2 x i1> %1302, <2 x i32> <i32 1000000, i32 1000000>, <2 x i32> %1301, !dbg !410
  %1304 = sext <2 x i32> %1303 to <2 x i64>, !dbg !405
  store <2 x i64> %1304, ptr %1300, align 8, !dbg !405, !tbaa !407
    #dbg_value(i64 9, !115, !DIExpression(), !404)
  %1305 = getelementptr inbounds i8, ptr %7, i64 72, !dbg !409
    #dbg_value(i64 10, !115, !DIExpression(), !404)
  %1306 = load <2 x i32>, ptr getelementptr inbounds (i8, ptr @adj, i64 36), align 4, !dbg !410, !tbaa !187
  %1307 = icmp eq <2 x i32> %1306, zeroinitializer, !dbg !410
  %1308 = select <2 x i1> %1307, <2 x i32> <i32 1000000, i32 1000000>, <2 x i32> %1306, !dbg !410
  %1309 = sext <2 x i32> %1308 to <2 x i64>, !dbg !405
  store <2 x i64> %1309, ptr %1305, align 8, !dbg !405, !tbaa !407
    #dbg_value(i64 11, !115, !DIExpression(), !404)
  %1310 = load i32, ptr getelementptr inbounds (i8, ptr @adj, i64 44), align 4, !dbg !410, !tbaa !187
  %1311 = icmp eq i32 %1310, 0, !dbg !410
  %1312 = select i1 %1311, i32 1000000, i32 %1310, !dbg !410
  %1313 = sext i32 %1312 to i64, !dbg !411
  %1314 = getelementptr inbounds i8, ptr %7, i64 88, !dbg !409
  store i64 %1313, ptr %1314, align 8, !dbg !405, !tbaa !407
    #dbg_value(i64 12, !115, !DIExpression(), !404)
    #dbg_value(i64 1, !113, !DIExpression(), !403)
  br label %1317, !dbg !412

1315:                                             ; preds = %1418
  %1316 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 11, !dbg !409
  store i64 0, ptr %1316, align 8, !dbg !405, !tbaa !407
    #dbg_value(i64 12, !115, !DIExpression(), !404)
    #dbg_value(i64 %1318, !113, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !403)
  br label %1434, !dbg !413

1317:                                             ; preds = %1426, %1281
  %1318 = phi i64 [ 1, %1281 ], [ %1433, %1426 ]
    #dbg_value(i64 %1318, !113, !DIExpression(), !403)
    #dbg_value(i64 0, !115, !DIExpression(), !404)
  %1319 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %1318, i64 0, !dbg !410
  %1320 = load i32, ptr %1319, align 16, !dbg !410, !tbaa !187
  %1321 = icmp eq i32 %1320, 0, !dbg !410
  %1322 = select i1 %1321, i32 1000000, i32 %1320, !dbg !410
  %1323 = sext i32 %1322 to i64, !dbg !411
  %1324 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 0, !dbg !409
  store i64 %1323, ptr %1324, align 16, !dbg !405, !tbaa !407
    #dbg_value(i64 1, !115, !DIExpression(), !404)
  %1325 = icmp eq i64 %1318, 1, !dbg !414
  br i1 %1325, label %1326, label %1328, !dbg !411

1326:                                             ; preds = %1317
  %1327 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 1, !dbg !409
  store i64 0, ptr %1327, align 8, !dbg !405, !tbaa !407
    #dbg_value(i64 2, !115, !DIExpression(), !404)
  br label %1338, !dbg !411

1328:                                             ; preds = %1317
  %1329 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %1318, i64 1, !dbg !410
  %1330 = load i32, ptr %1329, align 4, !dbg !410, !tbaa !187
  %1331 = icmp eq i32 %1330, 0, !dbg !410
  %1332 = select i1 %1331, i32 1000000, i32 %1330, !dbg !410
  %1333 = sext i32 %1332 to i64, !dbg !411
  %1334 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 1, !dbg !409
  store i64 %1333, ptr %1334, align 8, !dbg !405, !tbaa !407
    #dbg_value(i64 2, !115, !DIExpression(), !404)
  %1335 = icmp eq i64 %1318, 2, !dbg !414
  br i1 %1335, label %1336, label %1338, !dbg !411

1336:                                             ; preds = %1328
  %1337 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 2, !dbg !409
  store i64 0, ptr %1337, align 16, !dbg !405, !tbaa !407
    #dbg_value(i64 3, !115, !DIExpression(), !404)
  br label %1348, !dbg !411

1338:                                             ; preds = %1328, %1326
  %1339 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %1318, i64 2, !dbg !410
  %1340 = load i32, ptr %1339, align 8, !dbg !410, !tbaa !187
  %1341 = icmp eq i32 %1340, 0, !dbg !410
  %1342 = select i1 %1341, i32 1000000, i32 %1340, !dbg !410
  %1343 = sext i32 %1342 to i64, !dbg !411
  %1344 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 2, !dbg !409
  store i64 %1343, ptr %1344, align 16, !dbg !405, !tbaa !407
    #dbg_value(i64 3, !115, !DIExpression(), !404)
  %1345 = icmp eq i64 %1318, 3, !dbg !414
  br i1 %1345, label %1346, label %1348, !dbg !411

1346:                                             ; preds = %1338
  %1347 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 3, !dbg !409
  store i64 0, ptr %1347, align 8, !dbg !405, !tbaa !407
    #dbg_value(i64 4, !115, !DIExpression(), !404)
  br label %1358, !dbg !411

1348:                                             ; preds = %1338, %1336
  %1349 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %1318, i64 3, !dbg !410
  %1350 = load i32, ptr %1349, align 4, !dbg !410, !tbaa !187
  %1351 = icmp eq i32 %1350, 0, !dbg !410
  %1352 = select i1 %1351, i32 1000000, i32 %1350, !dbg !410
  %1353 = sext i32 %1352 to i64, !dbg !411
  %1354 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 3, !dbg !409
  store i64 %1353, ptr %1354, align 8, !dbg !405, !tbaa !407
    #dbg_value(i64 4, !115, !DIExpression(), !404)
  %1355 = icmp eq i64 %1318, 4, !dbg !414
  br i1 %1355, label %1356, label %1358, !dbg !411

1356:                                             ; preds = %1348
  %1357 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 4, !dbg !409
  store i64 0, ptr %1357, align 16, !dbg !405, !tbaa !407
    #dbg_value(i64 5, !115, !DIExpression(), !404)
  br label %1368, !dbg !411

1358:                                             ; preds = %1348, %1346
  %1359 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %1318, i64 4, !dbg !410
  %1360 = load i32, ptr %1359, align 16, !dbg !410, !tbaa !187
  %1361 = icmp eq i32 %1360, 0, !dbg !410
  %1362 = select i1 %1361, i32 1000000, i32 %1360, !dbg !410
  %1363 = sext i32 %1362 to i64, !dbg !411
  %1364 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 4, !dbg !409
  store i64 %1363, ptr %1364, align 16, !dbg !405, !tbaa !407
    #dbg_value(i64 5, !115, !DIExpression(), !404)
  %1365 = icmp eq i64 %1318, 5, !dbg !414
  br i1 %1365, label %1366, label %1368, !dbg !411

1366:                                             ; preds = %1358
  %1367 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 5, !dbg !409
  store i64 0, ptr %1367, align 8, !dbg !405, !tbaa !407
    #dbg_value(i64 6, !115, !DIExpression(), !404)
  br label %1378, !dbg !411

1368:                                             ; preds = %1358, %1356
  %1369 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %1318, i64 5, !dbg !410
  %1370 = load i32, ptr %1369, align 4, !dbg !410, !tbaa !187
  %1371 = icmp eq i32 %1370, 0, !dbg !410
  %1372 = select i1 %1371, i32 1000000, i32 %1370, !dbg !410
  %1373 = sext i32 %1372 to i64, !dbg !411
  %1374 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 5, !dbg !409
  store i64 %1373, ptr %1374, align 8, !dbg !405, !tbaa !407
    #dbg_value(i64 6, !115, !DIExpression(), !404)
  %1375 = icmp eq i64 %1318, 6, !dbg !414
  br i1 %1375, label %1376, label %1378, !dbg !411

1376:                                             ; preds = %1368
  %1377 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 6, !dbg !409
  store i64 0, ptr %1377, align 16, !dbg !405, !tbaa !407
    #dbg_value(i64 7, !115, !DIExpression(), !404)
  br label %1388, !dbg !411

1378:                                             ; preds = %1368, %1366
  %1379 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %1318, i64 6, !dbg !410
  %1380 = load i32, ptr %1379, align 8, !dbg !410, !tbaa !187
  %1381 = icmp eq i32 %1380, 0, !dbg !410
  %1382 = select i1 %1381, i32 1000000, i32 %1380, !dbg !410
  %1383 = sext i32 %1382 to i64, !dbg !411
  %1384 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 6, !dbg !409
  store i64 %1383, ptr %1384, align 16, !dbg !405, !tbaa !407
    #dbg_value(i64 7, !115, !DIExpression(), !404)
  %1385 = icmp eq i64 %1318, 7, !dbg !414
  br i1 %1385, label %1386, label %1388, !dbg !411

1386:                                             ; preds = %1378
  %1387 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 7, !dbg !409
  store i64 0, ptr %1387, align 8, !dbg !405, !tbaa !407
    #dbg_value(i64 8, !115, !DIExpression(), !404)
  br label %1398, !dbg !411

1388:                                             ; preds = %1378, %1376
  %1389 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %1318, i64 7, !dbg !410
  %1390 = load i32, ptr %1389, align 4, !dbg !410, !tbaa !187
  %1391 = icmp eq i32 %1390, 0, !dbg !410
  %1392 = select i1 %1391, i32 1000000, i32 %1390, !dbg !410
  %1393 = sext i32 %1392 to i64, !dbg !411
  %1394 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 7, !dbg !409
  store i64 %1393, ptr %1394, align 8, !dbg !405, !tbaa !407
    #dbg_value(i64 8, !115, !DIExpression(), !404)
  %1395 = icmp eq i64 %1318, 8, !dbg !414
  br i1 %1395, label %1396, label %1398, !dbg !411

1396:                                             ; preds = %1388
  %1397 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 8, !dbg !409
  store i64 0, ptr %1397, align 16, !dbg !405, !tbaa !407
    #dbg_value(i64 9, !115, !DIExpression(), !404)
  br label %1408, !dbg !411

1398:                                             ; preds = %1388, %1386
  %1399 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %1318, i64 8, !dbg !410
  %1400 = load i32, ptr %1399, align 16, !dbg !410, !tbaa !187
  %1401 = icmp eq i32 %1400, 0, !dbg !410
  %1402 = select i1 %1401, i32 1000000, i32 %1400, !dbg !410
  %1403 = sext i32 %1402 to i64, !dbg !411
  %1404 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 8, !dbg !409
  store i64 %1403, ptr %1404, align 16, !dbg !405, !tbaa !407
    #dbg_value(i64 9, !115, !DIExpression(), !404)
  %1405 = icmp eq i64 %1318, 9, !dbg !414
  br i1 %1405, label %1406, label %1408, !dbg !411

1406:                                             ; preds = %1398
  %1407 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 9, !dbg !409
  store i64 0, ptr %1407, align 8, !dbg !405, !tbaa !407
    #dbg_value(i64 10, !115, !DIExpression(), !404)
  br label %1418, !dbg !411

1408:                                             ; preds = %1398, %1396
  %1409 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %1318, i64 9, !dbg !410
  %1410 = load i32, ptr %1409, align 4, !dbg !410, !tbaa !187
  %1411 = icmp eq i32 %1410, 0, !dbg !410
  %1412 = select i1 %1411, i32 1000000, i32 %1410, !dbg !410
  %1413 = sext i32 %1412 to i64, !dbg !411
  %1414 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 9, !dbg !409
  store i64 %1413, ptr %1414, align 8, !dbg !405, !tbaa !407
    #dbg_value(i64 10, !115, !DIExpression(), !404)
  %1415 = icmp eq i64 %1318, 10, !dbg !414
  br i1 %1415, label %1416, label %1418, !dbg !411

1416:                                             ; preds = %1408
  %1417 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 10, !dbg !409
  store i64 0, ptr %1417, align 16, !dbg !405, !tbaa !407
    #dbg_value(i64 11, !115, !DIExpression(), !404)
  br label %1426, !dbg !411

1418:                                             ; preds = %1408, %1406
  %1419 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %1318, i64 10, !dbg !410
  %1420 = load i32, ptr %1419, align 8, !dbg !410, !tbaa !187
  %1421 = icmp eq i32 %1420, 0, !dbg !410
  %1422 = select i1 %1421, i32 1000000, i32 %1420, !dbg !410
  %1423 = sext i32 %1422 to i64, !dbg !411
  %1424 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 10, !dbg !409
  store i64 %1423, ptr %1424, align 16, !dbg !405, !tbaa !407
    #dbg_value(i64 11, !115, !DIExpression(), !404)
  %1425 = icmp eq i64 %1318, 11, !dbg !414
  br i1 %1425, label %1315, label %1426, !dbg !411

1426:                                             ; preds = %1418, %1416
  %1427 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %1318, i64 11, !dbg !410
  %1428 = load i32, ptr %1427, align 4, !dbg !410, !tbaa !187
  %1429 = icmp eq i32 %1428, 0, !dbg !410
  %1430 = select i1 %1429, i32 1000000, i32 %1428, !dbg !410
  %1431 = sext i32 %1430 to i64, !dbg !411
  %1432 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1318, i64 11, !dbg !409
  store i64 %1431, ptr %1432, align 8, !dbg !405, !tbaa !407
    #dbg_value(i64 12, !115, !DIExpression(), !404)
  %1433 = add nuw nsw i64 %1318, 1, !dbg !415
    #dbg_value(i64 %1433, !113, !DIExpression(), !403)
  br label %1317, !dbg !412

1434:                                             ; preds = %1315, %1525
  %1435 = phi i64 [ 0, %1315 ], [ %1526, %1525 ]
    #dbg_value(i64 %1435, !118, !DIExpression(), !416)
    #dbg_value(i32 0, !120, !DIExpression(), !417)
  %1436 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1435, i64 0
  %1437 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1435, i64 1
  %1438 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1435, i64 2
  %1439 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1435, i64 3
  %1440 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1435, i64 4
  %1441 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1435, i64 5
  %1442 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1435, i64 6
  %1443 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1435, i64 7
  %1444 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1435, i64 8
  %1445 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1435, i64 9
  %1446 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1435, i64 10
  %1447 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1435, i64 11
  br label %1448, !dbg !418

1448:                                             ; preds = %1434, %1448
  %1449 = phi i64 [ 0, %1434 ], [ %1523, %1448 ]
    #dbg_value(i64 %1449, !120, !DIExpression(), !417)
  %1450 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1449, i64 %1435
    #dbg_value(i64 0, !123, !DIExpression(), !419)
  %1451 = load i64, ptr %1450, align 8, !dbg !420, !tbaa !407
  %1452 = load i64, ptr %1436, align 16, !dbg !423, !tbaa !407
  %1453 = add nsw i64 %1452, %1451, !dbg !424
  %1454 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1449, i64 0, !dbg !425
  %1455 = load i64, ptr %1454, align 16, !dbg !425, !tbaa !407
  %1456 = tail call i64 @llvm.smin.i64(i64 %1453, i64 %1455), !dbg !426
  store i64 %1456, ptr %1454, align 16, !dbg !427
    #dbg_value(i64 1, !123, !DIExpression(), !419)
  %1457 = load i64, ptr %1450, align 8, !dbg !420, !tbaa !407
  %1458 = load i64, ptr %1437, align 8, !dbg !423, !tbaa !407
  %1459 = add nsw i64 %1458, %1457, !dbg !424
  %1460 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1449, i64 1, !dbg !425
  %1461 = load i64, ptr %1460, align 8, !dbg !425, !tbaa !407
  %1462 = tail call i64 @llvm.smin.i64(i64 %1459, i64 %1461), !dbg !426
  store i64 %1462, ptr %1460, align 8, !dbg !427
    #dbg_value(i64 2, !123, !DIExpression(), !419)
  %1463 = load i64, ptr %1450, align 8, !dbg !420, !tbaa !407
  %1464 = load i64, ptr %1438, align 16, !dbg !423, !tbaa !407
  %1465 = add nsw i64 %1464, %1463, !dbg !424
  %1466 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1449, i64 2, !dbg !425
  %1467 = load i64, ptr %1466, align 16, !dbg !425, !tbaa !407
  %1468 = tail call i64 @llvm.smin.i64(i64 %1465, i64 %1467), !dbg !426
  store i64 %1468, ptr %1466, align 16, !dbg !427
    #dbg_value(i64 3, !123, !DIExpression(), !419)
  %1469 = load i64, ptr %1450, align 8, !dbg !420, !tbaa !407
  %1470 = load i64, ptr %1439, align 8, !dbg !423, !tbaa !407
  %1471 = add nsw i64 %1470, %1469, !dbg !424
  %1472 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1449, i64 3, !dbg !425
  %1473 = load i64, ptr %1472, align 8, !dbg !425, !tbaa !407
  %1474 = tail call i64 @llvm.smin.i64(i64 %1471, i64 %1473), !dbg !426
  store i64 %1474, ptr %1472, align 8, !dbg !427
    #dbg_value(i64 4, !123, !DIExpression(), !419)
  %1475 = load i64, ptr %1450, align 8, !dbg !420, !tbaa !407
  %1476 = load i64, ptr %1440, align 16, !dbg !423, !tbaa !407
  %1477 = add nsw i64 %1476, %1475, !dbg !424
  %1478 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1449, i64 4, !dbg !425
  %1479 = load i64, ptr %1478, align 16, !dbg !425, !tbaa !407
  %1480 = tail call i64 @llvm.smin.i64(i64 %1477, i64 %1479), !dbg !426
  store i64 %1480, ptr %1478, align 16, !dbg !427
    #dbg_value(i64 5, !123, !DIExpression(), !419)
  %1481 = load i64, ptr %1450, align 8, !dbg !420, !tbaa !407
  %1482 = load i64, ptr %1441, align 8, !dbg !423, !tbaa !407
  %1483 = add nsw i64 %1482, %1481, !dbg !424
  %1484 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1449, i64 5, !dbg !425
  %1485 = load i64, ptr %1484, align 8, !dbg !425, !tbaa !407
  %1486 = tail call i64 @llvm.smin.i64(i64 %1483, i64 %1485), !dbg !426
  store i64 %1486, ptr %1484, align 8, !dbg !427
    #dbg_value(i64 6, !123, !DIExpression(), !419)
  %1487 = load i64, ptr %1450, align 8, !dbg !420, !tbaa !407
  %1488 = load i64, ptr %1442, align 16, !dbg !423, !tbaa !407
  %1489 = add nsw i64 %1488, %1487, !dbg !424
  %1490 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1449, i64 6, !dbg !425
  %1491 = load i64, ptr %1490, align 16, !dbg !425, !tbaa !407
  %1492 = tail call i64 @llvm.smin.i64(i64 %1489, i64 %1491), !dbg !426
  store i64 %1492, ptr %1490, align 16, !dbg !427
    #dbg_value(i64 7, !123, !DIExpression(), !419)
  %1493 = load i64, ptr %1450, align 8, !dbg !420, !tbaa !407
  %1494 = load i64, ptr %1443, align 8, !dbg !423, !tbaa !407
  %1495 = add nsw i64 %1494, %1493, !dbg !424
  %1496 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1449, i64 7, !dbg !425
  %1497 = load i64, ptr %1496, align 8, !dbg !425, !tbaa !407
  %1498 = tail call i64 @llvm.smin.i64(i64 %1495, i64 %1497), !dbg !426
  store i64 %1498, ptr %1496, align 8, !dbg !427
    #dbg_value(i64 8, !123, !DIExpression(), !419)
  %1499 = load i64, ptr %1450, align 8, !dbg !420, !tbaa !407
  %1500 = load i64, ptr %1444, align 16, !dbg !423, !tbaa !407
  %1501 = add nsw i64 %1500, %1499, !dbg !424
  %1502 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1449, i64 8, !dbg !425
  %1503 = load i64, ptr %1502, align 16, !dbg !425, !tbaa !407
  %1504 = tail call i64 @llvm.smin.i64(i64 %1501, i64 %1503), !dbg !426
  store i64 %1504, ptr %1502, align 16, !dbg !427
    #dbg_value(i64 9, !123, !DIExpression(), !419)
  %1505 = load i64, ptr %1450, align 8, !dbg !420, !tbaa !407
  %1506 = load i64, ptr %1445, align 8, !dbg !423, !tbaa !407
  %1507 = add nsw i64 %1506, %1505, !dbg !424
  %1508 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1449, i64 9, !dbg !425
  %1509 = load i64, ptr %1508, align 8, !dbg !425, !tbaa !407
  %1510 = tail call i64 @llvm.smin.i64(i64 %1507, i64 %1509), !dbg !426
  store i64 %1510, ptr %1508, align 8, !dbg !427
    #dbg_value(i64 10, !123, !DIExpression(), !419)
  %1511 = load i64, ptr %1450, align 8, !dbg !420, !tbaa !407
  %1512 = load i64, ptr %1446, align 16, !dbg !423, !tbaa !407
  %1513 = add nsw i64 %1512, %1511, !dbg !424
  %1514 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1449, i64 10, !dbg !425
  %1515 = load i64, ptr %1514, align 16, !dbg !425, !tbaa !407
  %1516 = tail call i64 @llvm.smin.i64(i64 %1513, i64 %1515), !dbg !426
  store i64 %1516, ptr %1514, align 16, !dbg !427
    #dbg_value(i64 11, !123, !DIExpression(), !419)
  %1517 = load i64, ptr %1450, align 8, !dbg !420, !tbaa !407
  %1518 = load i64, ptr %1447, align 8, !dbg !423, !tbaa !407
  %1519 = add nsw i64 %1518, %1517, !dbg !424
  %1520 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1449, i64 11, !dbg !425
  %1521 = load i64, ptr %1520, align 8, !dbg !425, !tbaa !407
  %1522 = tail call i64 @llvm.smin.i64(i64 %1519, i64 %1521), !dbg !426
  store i64 %1522, ptr %1520, align 8, !dbg !427
    #dbg_value(i64 12, !123, !DIExpression(), !419)
  %1523 = add nuw nsw i64 %1449, 1, !dbg !428
    #dbg_value(i64 %1523, !120, !DIExpression(), !417)
  %1524 = icmp eq i64 %1523, 12, !dbg !429
  br i1 %1524, label %1525, label %1448, !dbg !418, !llvm.loop !430

1525:                                             ; preds = %1448
  %1526 = add nuw nsw i64 %1435, 1, !dbg !432
    #dbg_value(i64 %1526, !118, !DIExpression(), !416)
  %1527 = icmp eq i64 %1526, 12, !dbg !433
  br i1 %1527, label %1528, label %1434, !dbg !413, !llvm.loop !434

1528:                                             ; preds = %1525, %1528
  %1529 = phi i64 [ %1616, %1528 ], [ 0, %1525 ]
  %1530 = phi i32 [ %1615, %1528 ], [ 0, %1525 ]
  %1531 = phi i64 [ %1613, %1528 ], [ 0, %1525 ]
    #dbg_value(i64 %1529, !128, !DIExpression(), !436)
    #dbg_value(i64 0, !130, !DIExpression(), !437)
    #dbg_value(i32 %1530, !127, !DIExpression(), !180)
    #dbg_value(i64 %1531, !126, !DIExpression(), !180)
  %1532 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1529, i64 0, !dbg !438
  %1533 = load i64, ptr %1532, align 16, !dbg !438, !tbaa !407
  %1534 = icmp slt i64 %1533, 1000000, !dbg !441
  %1535 = select i1 %1534, i64 %1533, i64 0, !dbg !442
  %1536 = add nsw i64 %1535, %1531, !dbg !442
  %1537 = zext i1 %1534 to i32, !dbg !442
  %1538 = add nsw i32 %1530, %1537, !dbg !442
    #dbg_value(i32 %1538, !127, !DIExpression(), !180)
    #dbg_value(i64 %1536, !126, !DIExpression(), !180)
    #dbg_value(i64 1, !130, !DIExpression(), !437)
  %1539 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1529, i64 1, !dbg !438
  %1540 = load i64, ptr %1539, align 8, !dbg !438, !tbaa !407
  %1541 = icmp slt i64 %1540, 1000000, !dbg !441
  %1542 = select i1 %1541, i64 %1540, i64 0, !dbg !442
  %1543 = add nsw i64 %1542, %1536, !dbg !442
  %1544 = zext i1 %1541 to i32, !dbg !442
  %1545 = add nsw i32 %1538, %1544, !dbg !442
    #dbg_value(i32 %1545, !127, !DIExpression(), !180)
    #dbg_value(i64 %1543, !126, !DIExpression(), !180)
    #dbg_value(i64 2, !130, !DIExpression(), !437)
  %1546 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1529, i64 2, !dbg !438
  %1547 = load i64, ptr %1546, align 16, !dbg !438, !tbaa !407
  %1548 = icmp slt i64 %1547, 1000000, !dbg !441
  %1549 = select i1 %1548, i64 %1547, i64 0, !dbg !442
  %1550 = add nsw i64 %1549, %1543, !dbg !442
  %1551 = zext i1 %1548 to i32, !dbg !442
  %1552 = add nsw i32 %1545, %1551, !dbg !442
    #dbg_value(i32 %1552, !127, !DIExpression(), !180)
    #dbg_value(i64 %1550, !126, !DIExpression(), !180)
    #dbg_value(i64 3, !130, !DIExpression(), !437)
  %1553 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1529, i64 3, !dbg !438
  %1554 = load i64, ptr %1553, align 8, !dbg !438, !tbaa !407
  %1555 = icmp slt i64 %1554, 1000000, !dbg !441
  %1556 = select i1 %1555, i64 %1554, i64 0, !dbg !442
  %1557 = add nsw i64 %1556, %1550, !dbg !442
  %1558 = zext i1 %1555 to i32, !dbg !442
  %1559 = add nsw i32 %1552, %1558, !dbg !442
    #dbg_value(i32 %1559, !127, !DIExpression(), !180)
    #dbg_value(i64 %1557, !126, !DIExpression(), !180)
    #dbg_value(i64 4, !130, !DIExpression(), !437)
  %1560 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1529, i64 4, !dbg !438
  %1561 = load i64, ptr %1560, align 16, !dbg !438, !tbaa !407
  %1562 = icmp slt i64 %1561, 1000000, !dbg !441
  %1563 = select i1 %1562, i64 %1561, i64 0, !dbg !442
  %1564 = add nsw i64 %1563, %1557, !dbg !442
  %1565 = zext i1 %1562 to i32, !dbg !442
  %1566 = add nsw i32 %1559, %1565, !dbg !442
    #dbg_value(i32 %1566, !127, !DIExpression(), !180)
    #dbg_value(i64 %1564, !126, !DIExpression(), !180)
    #dbg_value(i64 5, !130, !DIExpression(), !437)
  %1567 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1529, i64 5, !dbg !438
  %1568 = load i64, ptr %1567, align 8, !dbg !438, !tbaa !407
  %1569 = icmp slt i64 %1568, 1000000, !dbg !441
  %1570 = select i1 %1569, i64 %1568, i64 0, !dbg !442
  %1571 = add nsw i64 %1570, %1564, !dbg !442
  %1572 = zext i1 %1569 to i32, !dbg !442
  %1573 = add nsw i32 %1566, %1572, !dbg !442
    #dbg_value(i32 %1573, !127, !DIExpression(), !180)
    #dbg_value(i64 %1571, !126, !DIExpression(), !180)
    #dbg_value(i64 6, !130, !DIExpression(), !437)
  %1574 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1529, i64 6, !dbg !438
  %1575 = load i64, ptr %1574, align 16, !dbg !438, !tbaa !407
  %1576 = icmp slt i64 %1575, 1000000, !dbg !441
  %1577 = select i1 %1576, i64 %1575, i64 0, !dbg !442
  %1578 = add nsw i64 %1577, %1571, !dbg !442
  %1579 = zext i1 %1576 to i32, !dbg !442
  %1580 = add nsw i32 %1573, %1579, !dbg !442
    #dbg_value(i32 %1580, !127, !DIExpression(), !180)
    #dbg_value(i64 %1578, !126, !DIExpression(), !180)
    #dbg_value(i64 7, !130, !DIExpression(), !437)
  %1581 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1529, i64 7, !dbg !438
  %1582 = load i64, ptr %1581, align 8, !dbg !438, !tbaa !407
  %1583 = icmp slt i64 %1582, 1000000, !dbg !441
  %1584 = select i1 %1583, i64 %1582, i64 0, !dbg !442
  %1585 = add nsw i64 %1584, %1578, !dbg !442
  %1586 = zext i1 %1583 to i32, !dbg !442
  %1587 = add nsw i32 %1580, %1586, !dbg !442
    #dbg_value(i32 %1587, !127, !DIExpression(), !180)
    #dbg_value(i64 %1585, !126, !DIExpression(), !180)
    #dbg_value(i64 8, !130, !DIExpression(), !437)
  %1588 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1529, i64 8, !dbg !438
  %1589 = load i64, ptr %1588, align 16, !dbg !438, !tbaa !407
  %1590 = icmp slt i64 %1589, 1000000, !dbg !441
  %1591 = select i1 %1590, i64 %1589, i64 0, !dbg !442
  %1592 = add nsw i64 %1591, %1585, !dbg !442
  %1593 = zext i1 %1590 to i32, !dbg !442
  %1594 = add nsw i32 %1587, %1593, !dbg !442
    #dbg_value(i32 %1594, !127, !DIExpression(), !180)
    #dbg_value(i64 %1592, !126, !DIExpression(), !180)
    #dbg_value(i64 9, !130, !DIExpression(), !437)
  %1595 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1529, i64 9, !dbg !438
  %1596 = load i64, ptr %1595, align 8, !dbg !438, !tbaa !407
  %1597 = icmp slt i64 %1596, 1000000, !dbg !441
  %1598 = select i1 %1597, i64 %1596, i64 0, !dbg !442
  %1599 = add nsw i64 %1598, %1592, !dbg !442
  %1600 = zext i1 %1597 to i32, !dbg !442
  %1601 = add nsw i32 %1594, %1600, !dbg !442
    #dbg_value(i32 %1601, !127, !DIExpression(), !180)
    #dbg_value(i64 %1599, !126, !DIExpression(), !180)
    #dbg_value(i64 10, !130, !DIExpression(), !437)
  %1602 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1529, i64 10, !dbg !438
  %1603 = load i64, ptr %1602, align 16, !dbg !438, !tbaa !407
  %1604 = icmp slt i64 %1603, 1000000, !dbg !441
  %1605 = select i1 %1604, i64 %1603, i64 0, !dbg !442
  %1606 = add nsw i64 %1605, %1599, !dbg !442
  %1607 = zext i1 %1604 to i32, !dbg !442
  %1608 = add nsw i32 %1601, %1607, !dbg !442
    #dbg_value(i32 %1608, !127, !DIExpression(), !180)
    #dbg_value(i64 %1606, !126, !DIExpression(), !180)
    #dbg_value(i64 11, !130, !DIExpression(), !437)
  %1609 = getelementptr inbounds [12 x [12 x i64]], ptr %7, i64 0, i64 %1529, i64 11, !dbg !438
  %1610 = load i64, ptr %1609, align 8, !dbg !438, !tbaa !407
  %1611 = icmp slt i64 %1610, 1000000, !dbg !441
  %1612 = select i1 %1611, i64 %1610, i64 0, !dbg !442
  %1613 = add nsw i64 %1612, %1606, !dbg !442
  %1614 = zext i1 %1611 to i32, !dbg !442
  %1615 = add nsw i32 %1608, %1614, !dbg !442
    #dbg_value(i32 %1615, !127, !DIExpression(), !180)
    #dbg_value(i64 %1613, !126, !DIExpression(), !180)
    #dbg_value(i64 12, !130, !DIExpression(), !437)
  %1616 = add nuw nsw i64 %1529, 1, !dbg !443
    #dbg_value(i64 %1616, !128, !DIExpression(), !436)
  %1617 = icmp eq i64 %1616, 12, !dbg !444
  br i1 %1617, label %1618, label %1528, !dbg !445, !llvm.loop !446

1618:                                             ; preds = %1528
  %1619 = getelementptr inbounds i8, ptr %7, i64 80, !dbg !409
  %1620 = load i64, ptr %1619, align 16, !dbg !448, !tbaa !407
  %1621 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %1615, i64 noundef %1613, i64 noundef %1620), !dbg !449
  call void @llvm.lifetime.end.p0(i64 1152, ptr nonnull %7) #7, !dbg !450
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #7, !dbg !450
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #7, !dbg !450
  ret i32 0, !dbg !450
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @bfs(i32 noundef %0) unnamed_addr #0 !dbg !451 {
  %2 = alloca [12 x i32], align 16, !DIAssignID !466
    #dbg_assign(i1 undef, !454, !DIExpression(), !466, ptr %2, !DIExpression(), !467)
  %3 = alloca [12 x i32], align 16, !DIAssignID !468
    #dbg_assign(i1 undef, !455, !DIExpression(), !468, ptr %3, !DIExpression(), !467)
    #dbg_value(i32 %0, !453, !DIExpression(), !467)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #7, !dbg !469
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #7, !dbg !469
    #dbg_value(i32 0, !456, !DIExpression(), !467)
    #dbg_value(i32 0, !457, !DIExpression(), !467)
    #dbg_value(i32 0, !458, !DIExpression(), !470)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %2, i8 -1, i64 48, i1 false), !dbg !471, !tbaa !187
    #dbg_value(i64 poison, !458, !DIExpression(), !470)
  %4 = zext nneg i32 %0 to i64, !dbg !473
  %5 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %4, !dbg !473
  store i32 0, ptr %5, align 4, !dbg !474, !tbaa !187
    #dbg_value(i32 1, !457, !DIExpression(), !467)
  store i32 %0, ptr %3, align 16, !dbg !475, !tbaa !187
    #dbg_value(i32 0, !456, !DIExpression(), !467)
    #dbg_value(i32 1, !457, !DIExpression(), !467)
  %6 = getelementptr inbounds i8, ptr %2, i64 4
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = getelementptr inbounds i8, ptr %2, i64 12
  %9 = getelementptr inbounds i8, ptr %2, i64 16
  %10 = getelementptr inbounds i8, ptr %2, i64 20
  %11 = getelementptr inbounds i8, ptr %2, i64 24
  %12 = getelementptr inbounds i8, ptr %2, i64 28
  %13 = getelementptr inbounds i8, ptr %2, i64 32
  %14 = getelementptr inbounds i8, ptr %2, i64 36
  %15 = getelementptr inbounds i8, ptr %2, i64 40
  %16 = getelementptr inbounds i8, ptr %2, i64 44
  %17 = load i32, ptr %2, align 16, !tbaa !187
  %18 = load i32, ptr %6, align 4, !tbaa !187
  %19 = load i32, ptr %7, align 8, !tbaa !187
  %20 = load i32, ptr %8, align 4, !tbaa !187
  %21 = load i32, ptr %9, align 16, !tbaa !187
  %22 = load i32, ptr %10, align 4, !tbaa !187
  %23 = load i32, ptr %11, align 8, !tbaa !187
  %24 = load i32, ptr %12, align 4, !tbaa !187
  %25 = load i32, ptr %13, align 16, !tbaa !187
  %26 = load i32, ptr %14, align 4, !tbaa !187
  %27 = load i32, ptr %15, align 8, !tbaa !187
  %28 = load i32, ptr %16, align 4, !tbaa !187
  br label %29, !dbg !476

29:                                               ; preds = %1, %213
  %30 = phi i32 [ %28, %1 ], [ %214, %213 ]
  %31 = phi i32 [ %27, %1 ], [ %200, %213 ]
  %32 = phi i32 [ %26, %1 ], [ %186, %213 ]
  %33 = phi i32 [ %25, %1 ], [ %172, %213 ]
  %34 = phi i32 [ %24, %1 ], [ %158, %213 ]
  %35 = phi i32 [ %23, %1 ], [ %144, %213 ]
  %36 = phi i32 [ %22, %1 ], [ %130, %213 ]
  %37 = phi i32 [ %21, %1 ], [ %116, %213 ]
  %38 = phi i32 [ %20, %1 ], [ %102, %213 ]
  %39 = phi i32 [ %19, %1 ], [ %88, %213 ]
  %40 = phi i32 [ %18, %1 ], [ %74, %213 ]
  %41 = phi i32 [ %17, %1 ], [ %60, %213 ]
  %42 = phi i64 [ 0, %1 ], [ %216, %213 ]
  %43 = phi i32 [ 1, %1 ], [ %215, %213 ]
    #dbg_value(i64 %42, !456, !DIExpression(), !467)
    #dbg_value(i32 %43, !457, !DIExpression(), !467)
    #dbg_value(i64 %42, !456, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !467)
  %44 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %42, !dbg !477
  %45 = load i32, ptr %44, align 4, !dbg !477, !tbaa !187
    #dbg_value(i32 %45, !460, !DIExpression(), !478)
    #dbg_value(i32 0, !462, !DIExpression(), !479)
  %46 = sext i32 %45 to i64
    #dbg_value(i32 0, !462, !DIExpression(), !479)
    #dbg_value(i32 %43, !457, !DIExpression(), !467)
  %47 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %46
    #dbg_value(i64 0, !462, !DIExpression(), !479)
    #dbg_value(i32 %43, !457, !DIExpression(), !467)
  %48 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %46, i64 0, !dbg !480
  %49 = load i32, ptr %48, align 16, !dbg !480, !tbaa !187
  %50 = icmp ne i32 %49, 0, !dbg !480
  %51 = icmp slt i32 %41, 0
  %52 = select i1 %50, i1 %51, i1 false, !dbg !483
  br i1 %52, label %53, label %59, !dbg !483

53:                                               ; preds = %29
  %54 = load i32, ptr %47, align 4, !dbg !484, !tbaa !187
  %55 = add nsw i32 %54, 1, !dbg !486
  store i32 %55, ptr %2, align 16, !dbg !487, !tbaa !187
  %56 = add nsw i32 %43, 1, !dbg !488
    #dbg_value(i32 %56, !457, !DIExpression(), !467)
  %57 = sext i32 %43 to i64, !dbg !489
  %58 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %57, !dbg !489
  store i32 0, ptr %58, align 4, !dbg !490, !tbaa !187
  br label %59, !dbg !491

59:                                               ; preds = %29, %53
  %60 = phi i32 [ %55, %53 ], [ %41, %29 ]
  %61 = phi i32 [ %56, %53 ], [ %43, %29 ], !dbg !467
    #dbg_value(i32 %61, !457, !DIExpression(), !467)
    #dbg_value(i64 1, !462, !DIExpression(), !479)
  %62 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %46, i64 1, !dbg !480
  %63 = load i32, ptr %62, align 4, !dbg !480, !tbaa !187
  %64 = icmp ne i32 %63, 0, !dbg !480
  %65 = icmp slt i32 %40, 0
  %66 = select i1 %64, i1 %65, i1 false, !dbg !483
  br i1 %66, label %67, label %73, !dbg !483

67:                                               ; preds = %59
  %68 = load i32, ptr %47, align 4, !dbg !484, !tbaa !187
  %69 = add nsw i32 %68, 1, !dbg !486
  store i32 %69, ptr %6, align 4, !dbg !487, !tbaa !187
  %70 = add nsw i32 %61, 1, !dbg !488
    #dbg_value(i32 %70, !457, !DIExpression(), !467)
  %71 = sext i32 %61 to i64, !dbg !489
  %72 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %71, !dbg !489
  store i32 1, ptr %72, align 4, !dbg !490, !tbaa !187
  br label %73, !dbg !491

73:                                               ; preds = %67, %59
  %74 = phi i32 [ %69, %67 ], [ %40, %59 ]
  %75 = phi i32 [ %70, %67 ], [ %61, %59 ], !dbg !467
    #dbg_value(i32 %75, !457, !DIExpression(), !467)
    #dbg_value(i64 2, !462, !DIExpression(), !479)
  %76 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %46, i64 2, !dbg !480
  %77 = load i32, ptr %76, align 8, !dbg !480, !tbaa !187
  %78 = icmp ne i32 %77, 0, !dbg !480
  %79 = icmp slt i32 %39, 0
  %80 = select i1 %78, i1 %79, i1 false, !dbg !483
  br i1 %80, label %81, label %87, !dbg !483

81:                                               ; preds = %73
  %82 = load i32, ptr %47, align 4, !dbg !484, !tbaa !187
  %83 = add nsw i32 %82, 1, !dbg !486
  store i32 %83, ptr %7, align 8, !dbg !487, !tbaa !187
  %84 = add nsw i32 %75, 1, !dbg !488
    #dbg_value(i32 %84, !457, !DIExpression(), !467)
  %85 = sext i32 %75 to i64, !dbg !489
  %86 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %85, !dbg !489
  store i32 2, ptr %86, align 4, !dbg !490, !tbaa !187
  br label %87, !dbg !491

87:                                               ; preds = %81, %73
  %88 = phi i32 [ %83, %81 ], [ %39, %73 ]
  %89 = phi i32 [ %84, %81 ], [ %75, %73 ], !dbg !467
    #dbg_value(i32 %89, !457, !DIExpression(), !467)
    #dbg_value(i64 3, !462, !DIExpression(), !479)
  %90 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %46, i64 3, !dbg !480
  %91 = load i32, ptr %90, align 4, !dbg !480, !tbaa !187
  %92 = icmp ne i32 %91, 0, !dbg !480
  %93 = icmp slt i32 %38, 0
  %94 = select i1 %92, i1 %93, i1 false, !dbg !483
  br i1 %94, label %95, label %101, !dbg !483

95:                                               ; preds = %87
  %96 = load i32, ptr %47, align 4, !dbg !484, !tbaa !187
  %97 = add nsw i32 %96, 1, !dbg !486
  store i32 %97, ptr %8, align 4, !dbg !487, !tbaa !187
  %98 = add nsw i32 %89, 1, !dbg !488
    #dbg_value(i32 %98, !457, !DIExpression(), !467)
  %99 = sext i32 %89 to i64, !dbg !489
  %100 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %99, !dbg !489
  store i32 3, ptr %100, align 4, !dbg !490, !tbaa !187
  br label %101, !dbg !491

101:                                              ; preds = %95, %87
  %102 = phi i32 [ %97, %95 ], [ %38, %87 ]
  %103 = phi i32 [ %98, %95 ], [ %89, %87 ], !dbg !467
    #dbg_value(i32 %103, !457, !DIExpression(), !467)
    #dbg_value(i64 4, !462, !DIExpression(), !479)
  %104 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %46, i64 4, !dbg !480
  %105 = load i32, ptr %104, align 16, !dbg !480, !tbaa !187
  %106 = icmp ne i32 %105, 0, !dbg !480
  %107 = icmp slt i32 %37, 0
  %108 = select i1 %106, i1 %107, i1 false, !dbg !483
  br i1 %108, label %109, label %115, !dbg !483

109:                                              ; preds = %101
  %110 = load i32, ptr %47, align 4, !dbg !484, !tbaa !187
  %111 = add nsw i32 %110, 1, !dbg !486
  store i32 %111, ptr %9, align 16, !dbg !487, !tbaa !187
  %112 = add nsw i32 %103, 1, !dbg !488
    #dbg_value(i32 %112, !457, !DIExpression(), !467)
  %113 = sext i32 %103 to i64, !dbg !489
  %114 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %113, !dbg !489
  store i32 4, ptr %114, align 4, !dbg !490, !tbaa !187
  br label %115, !dbg !491

115:                                              ; preds = %109, %101
  %116 = phi i32 [ %111, %109 ], [ %37, %101 ]
  %117 = phi i32 [ %112, %109 ], [ %103, %101 ], !dbg !467
    #dbg_value(i32 %117, !457, !DIExpression(), !467)
    #dbg_value(i64 5, !462, !DIExpression(), !479)
  %118 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %46, i64 5, !dbg !480
  %119 = load i32, ptr %118, align 4, !dbg !480, !tbaa !187
  %120 = icmp ne i32 %119, 0, !dbg !480
  %121 = icmp slt i32 %36, 0
  %122 = select i1 %120, i1 %121, i1 false, !dbg !483
  br i1 %122, label %123, label %129, !dbg !483

123:                                              ; preds = %115
  %124 = load i32, ptr %47, align 4, !dbg !484, !tbaa !187
  %125 = add nsw i32 %124, 1, !dbg !486
  store i32 %125, ptr %10, align 4, !dbg !487, !tbaa !187
  %126 = add nsw i32 %117, 1, !dbg !488
    #dbg_value(i32 %126, !457, !DIExpression(), !467)
  %127 = sext i32 %117 to i64, !dbg !489
  %128 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %127, !dbg !489
  store i32 5, ptr %128, align 4, !dbg !490, !tbaa !187
  br label %129, !dbg !491

129:                                              ; preds = %123, %115
  %130 = phi i32 [ %125, %123 ], [ %36, %115 ]
  %131 = phi i32 [ %126, %123 ], [ %117, %115 ], !dbg !467
    #dbg_value(i32 %131, !457, !DIExpression(), !467)
    #dbg_value(i64 6, !462, !DIExpression(), !479)
  %132 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %46, i64 6, !dbg !480
  %133 = load i32, ptr %132, align 8, !dbg !480, !tbaa !187
  %134 = icmp ne i32 %133, 0, !dbg !480
  %135 = icmp slt i32 %35, 0
  %136 = select i1 %134, i1 %135, i1 false, !dbg !483
  br i1 %136, label %137, label %143, !dbg !483

137:                                              ; preds = %129
  %138 = load i32, ptr %47, align 4, !dbg !484, !tbaa !187
  %139 = add nsw i32 %138, 1, !dbg !486
  store i32 %139, ptr %11, align 8, !dbg !487, !tbaa !187
  %140 = add nsw i32 %131, 1, !dbg !488
    #dbg_value(i32 %140, !457, !DIExpression(), !467)
  %141 = sext i32 %131 to i64, !dbg !489
  %142 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %141, !dbg !489
  store i32 6, ptr %142, align 4, !dbg !490, !tbaa !187
  br label %143, !dbg !491

143:                                              ; preds = %137, %129
  %144 = phi i32 [ %139, %137 ], [ %35, %129 ]
  %145 = phi i32 [ %140, %137 ], [ %131, %129 ], !dbg !467
    #dbg_value(i32 %145, !457, !DIExpression(), !467)
    #dbg_value(i64 7, !462, !DIExpression(), !479)
  %146 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %46, i64 7, !dbg !480
  %147 = load i32, ptr %146, align 4, !dbg !480, !tbaa !187
  %148 = icmp ne i32 %147, 0, !dbg !480
  %149 = icmp slt i32 %34, 0
  %150 = select i1 %148, i1 %149, i1 false, !dbg !483
  br i1 %150, label %151, label %157, !dbg !483

151:                                              ; preds = %143
  %152 = load i32, ptr %47, align 4, !dbg !484, !tbaa !187
  %153 = add nsw i32 %152, 1, !dbg !486
  store i32 %153, ptr %12, align 4, !dbg !487, !tbaa !187
  %154 = add nsw i32 %145, 1, !dbg !488
    #dbg_value(i32 %154, !457, !DIExpression(), !467)
  %155 = sext i32 %145 to i64, !dbg !489
  %156 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %155, !dbg !489
  store i32 7, ptr %156, align 4, !dbg !490, !tbaa !187
  br label %157, !dbg !491

157:                                              ; preds = %151, %143
  %158 = phi i32 [ %153, %151 ], [ %34, %143 ]
  %159 = phi i32 [ %154, %151 ], [ %145, %143 ], !dbg !467
    #dbg_value(i32 %159, !457, !DIExpression(), !467)
    #dbg_value(i64 8, !462, !DIExpression(), !479)
  %160 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %46, i64 8, !dbg !480
  %161 = load i32, ptr %160, align 16, !dbg !480, !tbaa !187
  %162 = icmp ne i32 %161, 0, !dbg !480
  %163 = icmp slt i32 %33, 0
  %164 = select i1 %162, i1 %163, i1 false, !dbg !483
  br i1 %164, label %165, label %171, !dbg !483

165:                                              ; preds = %157
  %166 = load i32, ptr %47, align 4, !dbg !484, !tbaa !187
  %167 = add nsw i32 %166, 1, !dbg !486
  store i32 %167, ptr %13, align 16, !dbg !487, !tbaa !187
  %168 = add nsw i32 %159, 1, !dbg !488
    #dbg_value(i32 %168, !457, !DIExpression(), !467)
  %169 = sext i32 %159 to i64, !dbg !489
  %170 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %169, !dbg !489
  store i32 8, ptr %170, align 4, !dbg !490, !tbaa !187
  br label %171, !dbg !491

171:                                              ; preds = %165, %157
  %172 = phi i32 [ %167, %165 ], [ %33, %157 ]
  %173 = phi i32 [ %168, %165 ], [ %159, %157 ], !dbg !467
    #dbg_value(i32 %173, !457, !DIExpression(), !467)
    #dbg_value(i64 9, !462, !DIExpression(), !479)
  %174 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %46, i64 9, !dbg !480
  %175 = load i32, ptr %174, align 4, !dbg !480, !tbaa !187
  %176 = icmp ne i32 %175, 0, !dbg !480
  %177 = icmp slt i32 %32, 0
  %178 = select i1 %176, i1 %177, i1 false, !dbg !483
  br i1 %178, label %179, label %185, !dbg !483

179:                                              ; preds = %171
  %180 = load i32, ptr %47, align 4, !dbg !484, !tbaa !187
  %181 = add nsw i32 %180, 1, !dbg !486
  store i32 %181, ptr %14, align 4, !dbg !487, !tbaa !187
  %182 = add nsw i32 %173, 1, !dbg !488
    #dbg_value(i32 %182, !457, !DIExpression(), !467)
  %183 = sext i32 %173 to i64, !dbg !489
  %184 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %183, !dbg !489
  store i32 9, ptr %184, align 4, !dbg !490, !tbaa !187
  br label %185, !dbg !491

185:                                              ; preds = %179, %171
  %186 = phi i32 [ %181, %179 ], [ %32, %171 ]
  %187 = phi i32 [ %182, %179 ], [ %173, %171 ], !dbg !467
    #dbg_value(i32 %187, !457, !DIExpression(), !467)
    #dbg_value(i64 10, !462, !DIExpression(), !479)
  %188 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %46, i64 10, !dbg !480
  %189 = load i32, ptr %188, align 8, !dbg !480, !tbaa !187
  %190 = icmp ne i32 %189, 0, !dbg !480
  %191 = icmp slt i32 %31, 0
  %192 = select i1 %190, i1 %191, i1 false, !dbg !483
  br i1 %192, label %193, label %199, !dbg !483

193:                                              ; preds = %185
  %194 = load i32, ptr %47, align 4, !dbg !484, !tbaa !187
  %195 = add nsw i32 %194, 1, !dbg !486
  store i32 %195, ptr %15, align 8, !dbg !487, !tbaa !187
  %196 = add nsw i32 %187, 1, !dbg !488
    #dbg_value(i32 %196, !457, !DIExpression(), !467)
  %197 = sext i32 %187 to i64, !dbg !489
  %198 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %197, !dbg !489
  store i32 10, ptr %198, align 4, !dbg !490, !tbaa !187
  br label %199, !dbg !491

199:                                              ; preds = %193, %185
  %200 = phi i32 [ %195, %193 ], [ %31, %185 ]
  %201 = phi i32 [ %196, %193 ], [ %187, %185 ], !dbg !467
    #dbg_value(i32 %201, !457, !DIExpression(), !467)
    #dbg_value(i64 11, !462, !DIExpression(), !479)
  %202 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %46, i64 11, !dbg !480
  %203 = load i32, ptr %202, align 4, !dbg !480, !tbaa !187
  %204 = icmp ne i32 %203, 0, !dbg !480
  %205 = icmp slt i32 %30, 0
  %206 = select i1 %204, i1 %205, i1 false, !dbg !483
  br i1 %206, label %207, label %213, !dbg !483

207:                                              ; preds = %199
  %208 = load i32, ptr %47, align 4, !dbg !484, !tbaa !187
  %209 = add nsw i32 %208, 1, !dbg !486
  store i32 %209, ptr %16, align 4, !dbg !487, !tbaa !187
  %210 = add nsw i32 %201, 1, !dbg !488
    #dbg_value(i32 %210, !457, !DIExpression(), !467)
  %211 = sext i32 %201 to i64, !dbg !489
  %212 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %211, !dbg !489
  store i32 11, ptr %212, align 4, !dbg !490, !tbaa !187
  br label %213, !dbg !491

213:                                              ; preds = %207, %199
  %214 = phi i32 [ %209, %207 ], [ %30, %199 ]
  %215 = phi i32 [ %210, %207 ], [ %201, %199 ], !dbg !467
    #dbg_value(i32 %215, !457, !DIExpression(), !467)
    #dbg_value(i64 12, !462, !DIExpression(), !479)
  %216 = add nuw nsw i64 %42, 1, !dbg !492
    #dbg_value(i64 %216, !456, !DIExpression(), !467)
  %217 = sext i32 %215 to i64, !dbg !493
  %218 = icmp slt i64 %216, %217, !dbg !493
  br i1 %218, label %29, label %219, !dbg !476, !llvm.loop !494

219:                                              ; preds = %213
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %0), !dbg !496
    #dbg_value(i32 0, !464, !DIExpression(), !497)
    #dbg_value(i64 0, !464, !DIExpression(), !497)
  %221 = load i32, ptr %2, align 16, !dbg !498, !tbaa !187
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %221), !dbg !500
    #dbg_value(i64 1, !464, !DIExpression(), !497)
  %223 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !498
  %224 = load i32, ptr %223, align 4, !dbg !498, !tbaa !187
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %224), !dbg !500
    #dbg_value(i64 2, !464, !DIExpression(), !497)
  %226 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !498
  %227 = load i32, ptr %226, align 8, !dbg !498, !tbaa !187
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %227), !dbg !500
    #dbg_value(i64 3, !464, !DIExpression(), !497)
  %229 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !498
  %230 = load i32, ptr %229, align 4, !dbg !498, !tbaa !187
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %230), !dbg !500
    #dbg_value(i64 4, !464, !DIExpression(), !497)
  %232 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !498
  %233 = load i32, ptr %232, align 16, !dbg !498, !tbaa !187
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %233), !dbg !500
    #dbg_value(i64 5, !464, !DIExpression(), !497)
  %235 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !498
  %236 = load i32, ptr %235, align 4, !dbg !498, !tbaa !187
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %236), !dbg !500
    #dbg_value(i64 6, !464, !DIExpression(), !497)
  %238 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !498
  %239 = load i32, ptr %238, align 8, !dbg !498, !tbaa !187
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %239), !dbg !500
    #dbg_value(i64 7, !464, !DIExpression(), !497)
  %241 = getelementptr inbounds i8, ptr %2, i64 28, !dbg !498
  %242 = load i32, ptr %241, align 4, !dbg !498, !tbaa !187
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %242), !dbg !500
    #dbg_value(i64 8, !464, !DIExpression(), !497)
  %244 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !498
  %245 = load i32, ptr %244, align 16, !dbg !498, !tbaa !187
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %245), !dbg !500
    #dbg_value(i64 9, !464, !DIExpression(), !497)
  %247 = getelementptr inbounds i8, ptr %2, i64 36, !dbg !498
  %248 = load i32, ptr %247, align 4, !dbg !498, !tbaa !187
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %248), !dbg !500
    #dbg_value(i64 10, !464, !DIExpression(), !497)
  %250 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !498
  %251 = load i32, ptr %250, align 8, !dbg !498, !tbaa !187
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %251), !dbg !500
    #dbg_value(i64 11, !464, !DIExpression(), !497)
  %253 = getelementptr inbounds i8, ptr %2, i64 44, !dbg !498
  %254 = load i32, ptr %253, align 4, !dbg !498, !tbaa !187
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %254), !dbg !500
    #dbg_value(i64 12, !464, !DIExpression(), !497)
  %256 = tail call i32 @putchar(i32 10), !dbg !501
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #7, !dbg !502
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #7, !dbg !502
  ret void, !dbg !502
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @dfs(i32 noundef %0) unnamed_addr #3 !dbg !503 {
    #dbg_value(i32 %0, !505, !DIExpression(), !508)
  %2 = load i32, ptr @timer, align 4, !dbg !509, !tbaa !187
  %3 = add nsw i32 %2, 1, !dbg !509
  store i32 %3, ptr @timer, align 4, !dbg !509, !tbaa !187
  %4 = sext i32 %0 to i64, !dbg !510
  %5 = getelementptr inbounds [12 x i32], ptr @disc, i64 0, i64 %4, !dbg !510
  store i32 %3, ptr %5, align 4, !dbg !511, !tbaa !187
    #dbg_value(i32 0, !506, !DIExpression(), !512)
    #dbg_value(i64 0, !506, !DIExpression(), !512)
  %6 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 0, !dbg !513
  %7 = load i32, ptr %6, align 16, !dbg !513, !tbaa !187
  %8 = icmp ne i32 %7, 0, !dbg !513
  %9 = load i32, ptr @disc, align 16
  %10 = icmp eq i32 %9, 0
  %11 = select i1 %8, i1 %10, i1 false, !dbg !516
  br i1 %11, label %12, label %13, !dbg !516

12:                                               ; preds = %1
  tail call fastcc void @dfs(i32 noundef 0), !dbg !517
  br label %13, !dbg !517

13:                                               ; preds = %1, %12
    #dbg_value(i64 1, !506, !DIExpression(), !512)
  %14 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 1, !dbg !513
  %15 = load i32, ptr %14, align 4, !dbg !513, !tbaa !187
  %16 = icmp ne i32 %15, 0, !dbg !513
  %17 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 4), align 4
  %18 = icmp eq i32 %17, 0
  %19 = select i1 %16, i1 %18, i1 false, !dbg !516
  br i1 %19, label %20, label %21, !dbg !516

20:                                               ; preds = %13
  tail call fastcc void @dfs(i32 noundef 1), !dbg !517
  br label %21, !dbg !517

21:                                               ; preds = %20, %13
    #dbg_value(i64 2, !506, !DIExpression(), !512)
  %22 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 2, !dbg !513
  %23 = load i32, ptr %22, align 8, !dbg !513, !tbaa !187
  %24 = icmp ne i32 %23, 0, !dbg !513
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 8), align 8
  %26 = icmp eq i32 %25, 0
  %27 = select i1 %24, i1 %26, i1 false, !dbg !516
  br i1 %27, label %28, label %29, !dbg !516

28:                                               ; preds = %21
  tail call fastcc void @dfs(i32 noundef 2), !dbg !517
  br label %29, !dbg !517

29:                                               ; preds = %28, %21
    #dbg_value(i64 3, !506, !DIExpression(), !512)
  %30 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 3, !dbg !513
  %31 = load i32, ptr %30, align 4, !dbg !513, !tbaa !187
  %32 = icmp ne i32 %31, 0, !dbg !513
  %33 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 12), align 4
  %34 = icmp eq i32 %33, 0
  %35 = select i1 %32, i1 %34, i1 false, !dbg !516
  br i1 %35, label %36, label %37, !dbg !516

36:                                               ; preds = %29
  tail call fastcc void @dfs(i32 noundef 3), !dbg !517
  br label %37, !dbg !517

37:                                               ; preds = %36, %29
    #dbg_value(i64 4, !506, !DIExpression(), !512)
  %38 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 4, !dbg !513
  %39 = load i32, ptr %38, align 16, !dbg !513, !tbaa !187
  %40 = icmp ne i32 %39, 0, !dbg !513
  %41 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 16), align 16
  %42 = icmp eq i32 %41, 0
  %43 = select i1 %40, i1 %42, i1 false, !dbg !516
  br i1 %43, label %44, label %45, !dbg !516

44:                                               ; preds = %37
  tail call fastcc void @dfs(i32 noundef 4), !dbg !517
  br label %45, !dbg !517

45:                                               ; preds = %44, %37
    #dbg_value(i64 5, !506, !DIExpression(), !512)
  %46 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 5, !dbg !513
  %47 = load i32, ptr %46, align 4, !dbg !513, !tbaa !187
  %48 = icmp ne i32 %47, 0, !dbg !513
  %49 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 20), align 4
  %50 = icmp eq i32 %49, 0
  %51 = select i1 %48, i1 %50, i1 false, !dbg !516
  br i1 %51, label %52, label %53, !dbg !516

52:                                               ; preds = %45
  tail call fastcc void @dfs(i32 noundef 5), !dbg !517
  br label %53, !dbg !517

53:                                               ; preds = %52, %45
    #dbg_value(i64 6, !506, !DIExpression(), !512)
  %54 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 6, !dbg !513
  %55 = load i32, ptr %54, align 8, !dbg !513, !tbaa !187
  %56 = icmp ne i32 %55, 0, !dbg !513
  %57 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 24), align 8
  %58 = icmp eq i32 %57, 0
  %59 = select i1 %56, i1 %58, i1 false, !dbg !516
  br i1 %59, label %60, label %61, !dbg !516

60:                                               ; preds = %53
  tail call fastcc void @dfs(i32 noundef 6), !dbg !517
  br label %61, !dbg !517

61:                                               ; preds = %60, %53
    #dbg_value(i64 7, !506, !DIExpression(), !512)
  %62 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 7, !dbg !513
  %63 = load i32, ptr %62, align 4, !dbg !513, !tbaa !187
  %64 = icmp ne i32 %63, 0, !dbg !513
  %65 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 28), align 4
  %66 = icmp eq i32 %65, 0
  %67 = select i1 %64, i1 %66, i1 false, !dbg !516
  br i1 %67, label %68, label %69, !dbg !516

68:                                               ; preds = %61
  tail call fastcc void @dfs(i32 noundef 7), !dbg !517
  br label %69, !dbg !517

69:                                               ; preds = %68, %61
    #dbg_value(i64 8, !506, !DIExpression(), !512)
  %70 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 8, !dbg !513
  %71 = load i32, ptr %70, align 16, !dbg !513, !tbaa !187
  %72 = icmp ne i32 %71, 0, !dbg !513
  %73 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 32), align 16
  %74 = icmp eq i32 %73, 0
  %75 = select i1 %72, i1 %74, i1 false, !dbg !516
  br i1 %75, label %76, label %77, !dbg !516

76:                                               ; preds = %69
  tail call fastcc void @dfs(i32 noundef 8), !dbg !517
  br label %77, !dbg !517

77:                                               ; preds = %76, %69
    #dbg_value(i64 9, !506, !DIExpression(), !512)
  %78 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 9, !dbg !513
  %79 = load i32, ptr %78, align 4, !dbg !513, !tbaa !187
  %80 = icmp ne i32 %79, 0, !dbg !513
  %81 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 36), align 4
  %82 = icmp eq i32 %81, 0
  %83 = select i1 %80, i1 %82, i1 false, !dbg !516
  br i1 %83, label %84, label %85, !dbg !516

84:                                               ; preds = %77
  tail call fastcc void @dfs(i32 noundef 9), !dbg !517
  br label %85, !dbg !517

85:                                               ; preds = %84, %77
    #dbg_value(i64 10, !506, !DIExpression(), !512)
  %86 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 10, !dbg !513
  %87 = load i32, ptr %86, align 8, !dbg !513, !tbaa !187
  %88 = icmp ne i32 %87, 0, !dbg !513
  %89 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 40), align 8
  %90 = icmp eq i32 %89, 0
  %91 = select i1 %88, i1 %90, i1 false, !dbg !516
  br i1 %91, label %92, label %93, !dbg !516

92:                                               ; preds = %85
  tail call fastcc void @dfs(i32 noundef 10), !dbg !517
  br label %93, !dbg !517

93:                                               ; preds = %92, %85
    #dbg_value(i64 11, !506, !DIExpression(), !512)
  %94 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %4, i64 11, !dbg !513
  %95 = load i32, ptr %94, align 4, !dbg !513, !tbaa !187
  %96 = icmp ne i32 %95, 0, !dbg !513
  %97 = load i32, ptr getelementptr inbounds (i8, ptr @disc, i64 44), align 4
  %98 = icmp eq i32 %97, 0
  %99 = select i1 %96, i1 %98, i1 false, !dbg !516
  br i1 %99, label %100, label %101, !dbg !516

100:                                              ; preds = %93
  tail call fastcc void @dfs(i32 noundef 11), !dbg !517
  br label %101, !dbg !517

101:                                              ; preds = %100, %93
    #dbg_value(i64 12, !506, !DIExpression(), !512)
  %102 = load i32, ptr @timer, align 4, !dbg !518, !tbaa !187
  %103 = add nsw i32 %102, 1, !dbg !518
  store i32 %103, ptr @timer, align 4, !dbg !518, !tbaa !187
  %104 = getelementptr inbounds [12 x i32], ptr @fin, i64 0, i64 %4, !dbg !519
  store i32 %103, ptr %104, align 4, !dbg !520, !tbaa !187
  ret void, !dbg !521
}

; Function Attrs: nofree nounwind
declare !dbg !522 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @find(i32 noundef %0) unnamed_addr #3 !dbg !529 {
    #dbg_value(i32 %0, !533, !DIExpression(), !534)
  %2 = sext i32 %0 to i64, !dbg !535
  %3 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %2, !dbg !535
  %4 = load i32, ptr %3, align 4, !dbg !535, !tbaa !187
  %5 = icmp eq i32 %4, %0, !dbg !536
  br i1 %5, label %6, label %8, !dbg !535

6:                                                ; preds = %1, %8
  %7 = phi i32 [ %9, %8 ], [ %0, %1 ]
  ret i32 %7, !dbg !537

8:                                                ; preds = %1
  %9 = tail call fastcc i32 @find(i32 noundef %4), !dbg !538
  store i32 %9, ptr %3, align 4, !dbg !539, !tbaa !187
  br label %6, !dbg !537
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
!183 = !DILocation(line: 94, column: 5, scope: !2)
!184 = !DILocation(line: 0, scope: !77)
!185 = !DILocation(line: 96, column: 39, scope: !186)
!186 = distinct !DILexicalBlock(scope: !77, file: !3, line: 95, column: 5)
!187 = !{!188, !188, i64 0}
!188 = !{!"int", !189, i64 0}
!189 = !{!"omnipotent char", !190, i64 0}
!190 = !{!"Simple C/C++ TBAA"}
!191 = !DILocation(line: 97, column: 5, scope: !2)
!192 = !DILocation(line: 98, column: 5, scope: !2)
!193 = !DILocation(line: 0, scope: !79)
!194 = !DILocation(line: 100, column: 14, scope: !195)
!195 = distinct !DILexicalBlock(scope: !196, file: !3, line: 100, column: 13)
!196 = distinct !DILexicalBlock(scope: !79, file: !3, line: 99, column: 5)
!197 = !DILocation(line: 100, column: 13, scope: !196)
!198 = !DILocation(line: 101, column: 13, scope: !195)
!199 = !DILocation(line: 0, scope: !81)
!200 = !DILocation(line: 103, column: 48, scope: !201)
!201 = distinct !DILexicalBlock(scope: !81, file: !3, line: 102, column: 5)
!202 = !DILocation(line: 103, column: 57, scope: !201)
!203 = !DILocation(line: 103, column: 9, scope: !201)
!204 = !DILocation(line: 104, column: 5, scope: !2)
!205 = !DILocation(line: 0, scope: !169, inlinedAt: !175)
!206 = !DILocation(line: 43, column: 5, scope: !148, inlinedAt: !175)
!207 = !DILocation(line: 43, column: 18, scope: !148, inlinedAt: !175)
!208 = distinct !DIAssignID()
!209 = !DILocation(line: 0, scope: !156, inlinedAt: !175)
!210 = !DILocation(line: 45, column: 9, scope: !211, inlinedAt: !175)
!211 = distinct !DILexicalBlock(scope: !212, file: !3, line: 44, column: 33)
!212 = distinct !DILexicalBlock(scope: !156, file: !3, line: 44, column: 5)
!213 = !DILocation(line: 45, column: 17, scope: !211, inlinedAt: !175)
!214 = !DILocation(line: 48, column: 15, scope: !148, inlinedAt: !175)
!215 = !DILocation(line: 0, scope: !158, inlinedAt: !175)
!216 = !DILocation(line: 49, column: 5, scope: !158, inlinedAt: !175)
!217 = !DILocation(line: 0, scope: !163, inlinedAt: !175)
!218 = !DILocation(line: 0, scope: !160, inlinedAt: !175)
!219 = !DILocation(line: 52, column: 18, scope: !220, inlinedAt: !175)
!220 = distinct !DILexicalBlock(scope: !221, file: !3, line: 52, column: 17)
!221 = distinct !DILexicalBlock(scope: !163, file: !3, line: 51, column: 9)
!222 = !DILocation(line: 52, column: 26, scope: !220, inlinedAt: !175)
!223 = !DILocation(line: 52, column: 54, scope: !220, inlinedAt: !175)
!224 = !DILocation(line: 52, column: 67, scope: !220, inlinedAt: !175)
!225 = !DILocation(line: 52, column: 65, scope: !220, inlinedAt: !175)
!226 = !DILocation(line: 52, column: 17, scope: !221, inlinedAt: !175)
!227 = !DILocation(line: 53, column: 17, scope: !220, inlinedAt: !175)
!228 = !DILocation(line: 52, column: 50, scope: !220, inlinedAt: !175)
!229 = !DILocation(line: 54, column: 15, scope: !230, inlinedAt: !175)
!230 = distinct !DILexicalBlock(scope: !160, file: !3, line: 54, column: 13)
!231 = !DILocation(line: 54, column: 13, scope: !160, inlinedAt: !175)
!232 = !DILocation(line: 56, column: 9, scope: !160, inlinedAt: !175)
!233 = !DILocation(line: 56, column: 17, scope: !160, inlinedAt: !175)
!234 = !DILocation(line: 0, scope: !165, inlinedAt: !175)
!235 = !DILocation(line: 58, column: 17, scope: !236, inlinedAt: !175)
!236 = distinct !DILexicalBlock(scope: !237, file: !3, line: 58, column: 17)
!237 = distinct !DILexicalBlock(scope: !165, file: !3, line: 57, column: 9)
!238 = !DILocation(line: 58, column: 27, scope: !236, inlinedAt: !175)
!239 = !DILocation(line: 58, column: 30, scope: !236, inlinedAt: !175)
!240 = !DILocation(line: 58, column: 38, scope: !236, inlinedAt: !175)
!241 = !DILocation(line: 58, column: 50, scope: !236, inlinedAt: !175)
!242 = !DILocation(line: 58, column: 17, scope: !237, inlinedAt: !175)
!243 = !DILocation(line: 59, column: 25, scope: !244, inlinedAt: !175)
!244 = distinct !DILexicalBlock(scope: !236, file: !3, line: 58, column: 61)
!245 = !DILocation(line: 61, column: 13, scope: !244, inlinedAt: !175)
!246 = !DILocation(line: 49, column: 32, scope: !161, inlinedAt: !175)
!247 = !DILocation(line: 49, column: 25, scope: !161, inlinedAt: !175)
!248 = distinct !{!248, !216, !249, !250}
!249 = !DILocation(line: 62, column: 5, scope: !158, inlinedAt: !175)
!250 = !{!"llvm.loop.mustprogress"}
!251 = !DILocation(line: 60, column: 25, scope: !244, inlinedAt: !175)
!252 = !DILocation(line: 0, scope: !167, inlinedAt: !175)
!253 = !DILocation(line: 63, column: 5, scope: !167, inlinedAt: !175)
!254 = !DILocation(line: 64, column: 13, scope: !255, inlinedAt: !175)
!255 = distinct !DILexicalBlock(scope: !169, file: !3, line: 64, column: 13)
!256 = !DILocation(line: 64, column: 21, scope: !255, inlinedAt: !175)
!257 = !DILocation(line: 64, column: 13, scope: !169, inlinedAt: !175)
!258 = !DILocation(line: 65, column: 13, scope: !259, inlinedAt: !175)
!259 = distinct !DILexicalBlock(scope: !255, file: !3, line: 64, column: 29)
!260 = !DILocation(line: 66, column: 13, scope: !259, inlinedAt: !175)
!261 = !DILocation(line: 68, column: 9, scope: !169, inlinedAt: !175)
!262 = !DILocation(line: 0, scope: !173, inlinedAt: !175)
!263 = !DILocation(line: 69, column: 9, scope: !173, inlinedAt: !175)
!264 = !DILocation(line: 71, column: 9, scope: !169, inlinedAt: !175)
!265 = !DILocation(line: 72, column: 9, scope: !169, inlinedAt: !175)
!266 = !DILocation(line: 70, column: 19, scope: !267, inlinedAt: !175)
!267 = distinct !DILexicalBlock(scope: !173, file: !3, line: 69, column: 9)
!268 = !DILocation(line: 70, column: 13, scope: !267, inlinedAt: !175)
!269 = !DILocation(line: 70, column: 23, scope: !267, inlinedAt: !175)
!270 = !DILocation(line: 69, column: 37, scope: !267, inlinedAt: !175)
!271 = !DILocation(line: 69, column: 27, scope: !267, inlinedAt: !175)
!272 = distinct !{!272, !263, !273, !250}
!273 = !DILocation(line: 70, column: 25, scope: !173, inlinedAt: !175)
!274 = !DILocation(line: 72, column: 17, scope: !169, inlinedAt: !175)
!275 = !DILocation(line: 73, column: 27, scope: !169, inlinedAt: !175)
!276 = !DILocation(line: 73, column: 13, scope: !169, inlinedAt: !175)
!277 = distinct !{!277, !265, !278, !250}
!278 = !DILocation(line: 73, column: 34, scope: !169, inlinedAt: !175)
!279 = !DILocation(line: 74, column: 9, scope: !169, inlinedAt: !175)
!280 = !DILocation(line: 75, column: 5, scope: !170, inlinedAt: !175)
!281 = !DILocation(line: 75, column: 5, scope: !169, inlinedAt: !175)
!282 = !DILocation(line: 63, column: 29, scope: !170, inlinedAt: !175)
!283 = !DILocation(line: 63, column: 23, scope: !170, inlinedAt: !175)
!284 = distinct !{!284, !253, !285, !250}
!285 = !DILocation(line: 75, column: 5, scope: !167, inlinedAt: !175)
!286 = !DILocation(line: 76, column: 1, scope: !148, inlinedAt: !175)
!287 = !DILocation(line: 107, column: 15, scope: !2)
!288 = !DILocation(line: 108, column: 15, scope: !2)
!289 = !DILocation(line: 109, column: 5, scope: !2)
!290 = !DILocation(line: 0, scope: !89)
!291 = !DILocation(line: 110, column: 5, scope: !89)
!292 = !DILocation(line: 110, column: 29, scope: !92)
!293 = !DILocation(line: 112, column: 25, scope: !294)
!294 = distinct !DILexicalBlock(scope: !91, file: !3, line: 111, column: 9)
!295 = !DILocation(line: 112, column: 35, scope: !294)
!296 = !DILocation(line: 112, column: 22, scope: !294)
!297 = distinct !{!297, !291, !298, !250, !299, !300}
!298 = !DILocation(line: 112, column: 38, scope: !89)
!299 = !{!"llvm.loop.isvectorized", i32 1}
!300 = !{!"llvm.loop.unroll.runtime.disable"}
!301 = !DILocation(line: 0, scope: !94)
!302 = !DILocation(line: 114, column: 14, scope: !303)
!303 = distinct !DILexicalBlock(scope: !304, file: !3, line: 114, column: 13)
!304 = distinct !DILexicalBlock(scope: !94, file: !3, line: 113, column: 5)
!305 = !DILocation(line: 114, column: 13, scope: !304)
!306 = !DILocation(line: 115, column: 20, scope: !303)
!307 = !DILocation(line: 115, column: 13, scope: !303)
!308 = !DILocation(line: 115, column: 16, scope: !303)
!309 = !DILocation(line: 116, column: 5, scope: !2)
!310 = !DILocation(line: 116, column: 14, scope: !2)
!311 = !DILocation(line: 123, column: 5, scope: !2)
!312 = !DILocation(line: 0, scope: !100)
!313 = !DILocation(line: 124, column: 5, scope: !100)
!314 = !DILocation(line: 117, column: 17, scope: !96)
!315 = !DILocation(line: 0, scope: !96)
!316 = !DILocation(line: 118, column: 9, scope: !96)
!317 = !DILocation(line: 118, column: 20, scope: !96)
!318 = !DILocation(line: 0, scope: !98)
!319 = !DILocation(line: 120, column: 17, scope: !320)
!320 = distinct !DILexicalBlock(scope: !321, file: !3, line: 120, column: 17)
!321 = distinct !DILexicalBlock(scope: !98, file: !3, line: 119, column: 9)
!322 = !DILocation(line: 120, column: 27, scope: !320)
!323 = !DILocation(line: 120, column: 30, scope: !320)
!324 = !DILocation(line: 120, column: 41, scope: !320)
!325 = !DILocation(line: 120, column: 17, scope: !321)
!326 = !DILocation(line: 121, column: 20, scope: !320)
!327 = !DILocation(line: 121, column: 17, scope: !320)
!328 = !DILocation(line: 121, column: 24, scope: !320)
!329 = !DILocation(line: 118, column: 16, scope: !96)
!330 = distinct !{!330, !309, !331, !250}
!331 = !DILocation(line: 122, column: 5, scope: !2)
!332 = !DILocation(line: 124, column: 23, scope: !333)
!333 = distinct !DILexicalBlock(scope: !100, file: !3, line: 124, column: 5)
!334 = !DILocation(line: 126, column: 5, scope: !2)
!335 = !DILocation(line: 0, scope: !102)
!336 = !DILocation(line: 129, column: 16, scope: !337)
!337 = distinct !DILexicalBlock(scope: !338, file: !3, line: 127, column: 33)
!338 = distinct !DILexicalBlock(scope: !102, file: !3, line: 127, column: 5)
!339 = !DILocation(line: 128, column: 19, scope: !337)
!340 = !DILocation(line: 131, column: 5, scope: !104)
!341 = !DILocation(line: 125, column: 23, scope: !333)
!342 = !DILocation(line: 125, column: 9, scope: !333)
!343 = !DILocation(line: 124, column: 29, scope: !333)
!344 = distinct !{!344, !313, !345, !250}
!345 = !DILocation(line: 125, column: 31, scope: !100)
!346 = !DILocation(line: 0, scope: !104)
!347 = !DILocation(line: 132, column: 15, scope: !348)
!348 = distinct !DILexicalBlock(scope: !104, file: !3, line: 131, column: 5)
!349 = !DILocation(line: 132, column: 28, scope: !348)
!350 = !DILocalVariable(name: "a", arg: 1, scope: !351, file: !3, line: 80, type: !6)
!351 = distinct !DISubprogram(name: "unite", scope: !3, file: !3, line: 80, type: !352, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !354)
!352 = !DISubroutineType(types: !353)
!353 = !{null, !6, !6}
!354 = !{!350, !355, !356}
!355 = !DILocalVariable(name: "b", arg: 2, scope: !351, file: !3, line: 80, type: !6)
!356 = !DILocalVariable(name: "t", scope: !357, file: !3, line: 84, type: !6)
!357 = distinct !DILexicalBlock(scope: !358, file: !3, line: 84, column: 26)
!358 = distinct !DILexicalBlock(scope: !351, file: !3, line: 84, column: 9)
!359 = !DILocation(line: 0, scope: !351, inlinedAt: !360)
!360 = distinct !DILocation(line: 132, column: 9, scope: !348)
!361 = !DILocation(line: 81, column: 9, scope: !351, inlinedAt: !360)
!362 = !DILocation(line: 82, column: 9, scope: !351, inlinedAt: !360)
!363 = !DILocation(line: 83, column: 11, scope: !364, inlinedAt: !360)
!364 = distinct !DILexicalBlock(scope: !351, file: !3, line: 83, column: 9)
!365 = !DILocation(line: 83, column: 9, scope: !351, inlinedAt: !360)
!366 = !DILocation(line: 84, column: 9, scope: !358, inlinedAt: !360)
!367 = !DILocation(line: 84, column: 18, scope: !358, inlinedAt: !360)
!368 = !DILocation(line: 84, column: 16, scope: !358, inlinedAt: !360)
!369 = !DILocation(line: 84, column: 9, scope: !351, inlinedAt: !360)
!370 = !DILocation(line: 85, column: 5, scope: !351, inlinedAt: !360)
!371 = !DILocation(line: 85, column: 15, scope: !351, inlinedAt: !360)
!372 = !DILocation(line: 86, column: 9, scope: !373, inlinedAt: !360)
!373 = distinct !DILexicalBlock(scope: !351, file: !3, line: 86, column: 9)
!374 = !DILocation(line: 86, column: 19, scope: !373, inlinedAt: !360)
!375 = !DILocation(line: 86, column: 16, scope: !373, inlinedAt: !360)
!376 = !DILocation(line: 86, column: 9, scope: !351, inlinedAt: !360)
!377 = !DILocation(line: 86, column: 33, scope: !373, inlinedAt: !360)
!378 = !DILocation(line: 86, column: 27, scope: !373, inlinedAt: !360)
!379 = !DILocation(line: 131, column: 30, scope: !348)
!380 = !DILocation(line: 131, column: 23, scope: !348)
!381 = distinct !{!381, !340, !382, !250}
!382 = !DILocation(line: 132, column: 39, scope: !104)
!383 = !DILocation(line: 0, scope: !107)
!384 = !DILocation(line: 135, column: 18, scope: !385)
!385 = distinct !DILexicalBlock(scope: !107, file: !3, line: 134, column: 5)
!386 = !DILocation(line: 135, column: 26, scope: !385)
!387 = !DILocation(line: 135, column: 15, scope: !385)
!388 = !DILocation(line: 136, column: 5, scope: !2)
!389 = !DILocation(line: 0, scope: !109)
!390 = !DILocation(line: 138, column: 23, scope: !391)
!391 = distinct !DILexicalBlock(scope: !109, file: !3, line: 137, column: 5)
!392 = !DILocation(line: 138, column: 34, scope: !391)
!393 = !DILocation(line: 138, column: 31, scope: !391)
!394 = !DILocation(line: 138, column: 48, scope: !391)
!395 = !DILocation(line: 138, column: 59, scope: !391)
!396 = !DILocation(line: 138, column: 56, scope: !391)
!397 = !DILocation(line: 138, column: 73, scope: !391)
!398 = !DILocation(line: 138, column: 84, scope: !391)
!399 = !DILocation(line: 138, column: 81, scope: !391)
!400 = !DILocation(line: 138, column: 9, scope: !391)
!401 = !DILocation(line: 139, column: 5, scope: !2)
!402 = !DILocation(line: 140, column: 5, scope: !2)
!403 = !DILocation(line: 0, scope: !114)
!404 = !DILocation(line: 0, scope: !116)
!405 = !DILocation(line: 143, column: 21, scope: !406)
!406 = distinct !DILexicalBlock(scope: !116, file: !3, line: 142, column: 9)
!407 = !{!408, !408, i64 0}
!408 = !{!"long", !189, i64 0}
!409 = !DILocation(line: 143, column: 13, scope: !406)
!410 = !DILocation(line: 143, column: 36, scope: !406)
!411 = !DILocation(line: 143, column: 23, scope: !406)
!412 = !DILocation(line: 141, column: 5, scope: !114)
!413 = !DILocation(line: 144, column: 5, scope: !119)
!414 = !DILocation(line: 143, column: 25, scope: !406)
!415 = !DILocation(line: 141, column: 29, scope: !117)
!416 = !DILocation(line: 0, scope: !119)
!417 = !DILocation(line: 0, scope: !121)
!418 = !DILocation(line: 145, column: 9, scope: !121)
!419 = !DILocation(line: 0, scope: !124)
!420 = !DILocation(line: 147, column: 21, scope: !421)
!421 = distinct !DILexicalBlock(scope: !422, file: !3, line: 147, column: 21)
!422 = distinct !DILexicalBlock(scope: !124, file: !3, line: 146, column: 13)
!423 = !DILocation(line: 147, column: 31, scope: !421)
!424 = !DILocation(line: 147, column: 29, scope: !421)
!425 = !DILocation(line: 147, column: 41, scope: !421)
!426 = !DILocation(line: 147, column: 21, scope: !422)
!427 = !DILocation(line: 0, scope: !422)
!428 = !DILocation(line: 145, column: 33, scope: !125)
!429 = !DILocation(line: 145, column: 27, scope: !125)
!430 = distinct !{!430, !418, !431, !250}
!431 = !DILocation(line: 148, column: 47, scope: !121)
!432 = !DILocation(line: 144, column: 29, scope: !122)
!433 = !DILocation(line: 144, column: 23, scope: !122)
!434 = distinct !{!434, !413, !435, !250}
!435 = !DILocation(line: 148, column: 47, scope: !119)
!436 = !DILocation(line: 0, scope: !129)
!437 = !DILocation(line: 0, scope: !131)
!438 = !DILocation(line: 153, column: 17, scope: !439)
!439 = distinct !DILexicalBlock(scope: !440, file: !3, line: 153, column: 17)
!440 = distinct !DILexicalBlock(scope: !131, file: !3, line: 152, column: 9)
!441 = !DILocation(line: 153, column: 25, scope: !439)
!442 = !DILocation(line: 153, column: 17, scope: !440)
!443 = !DILocation(line: 151, column: 29, scope: !132)
!444 = !DILocation(line: 151, column: 23, scope: !132)
!445 = !DILocation(line: 151, column: 5, scope: !129)
!446 = distinct !{!446, !445, !447, !250}
!447 = !DILocation(line: 156, column: 13, scope: !129)
!448 = !DILocation(line: 158, column: 12, scope: !2)
!449 = !DILocation(line: 157, column: 5, scope: !2)
!450 = !DILocation(line: 160, column: 1, scope: !2)
!451 = distinct !DISubprogram(name: "bfs", scope: !3, file: !3, line: 13, type: !149, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !452)
!452 = !{!453, !454, !455, !456, !457, !458, !460, !462, !464}
!453 = !DILocalVariable(name: "src", arg: 1, scope: !451, file: !3, line: 13, type: !6)
!454 = !DILocalVariable(name: "dist", scope: !451, file: !3, line: 14, type: !52)
!455 = !DILocalVariable(name: "queue", scope: !451, file: !3, line: 14, type: !52)
!456 = !DILocalVariable(name: "head", scope: !451, file: !3, line: 14, type: !6)
!457 = !DILocalVariable(name: "tail", scope: !451, file: !3, line: 14, type: !6)
!458 = !DILocalVariable(name: "i", scope: !459, file: !3, line: 15, type: !6)
!459 = distinct !DILexicalBlock(scope: !451, file: !3, line: 15, column: 5)
!460 = !DILocalVariable(name: "u", scope: !461, file: !3, line: 20, type: !6)
!461 = distinct !DILexicalBlock(scope: !451, file: !3, line: 19, column: 25)
!462 = !DILocalVariable(name: "v", scope: !463, file: !3, line: 21, type: !6)
!463 = distinct !DILexicalBlock(scope: !461, file: !3, line: 21, column: 9)
!464 = !DILocalVariable(name: "i", scope: !465, file: !3, line: 28, type: !6)
!465 = distinct !DILexicalBlock(scope: !451, file: !3, line: 28, column: 5)
!466 = distinct !DIAssignID()
!467 = !DILocation(line: 0, scope: !451)
!468 = distinct !DIAssignID()
!469 = !DILocation(line: 14, column: 5, scope: !451)
!470 = !DILocation(line: 0, scope: !459)
!471 = !DILocation(line: 16, column: 17, scope: !472)
!472 = distinct !DILexicalBlock(scope: !459, file: !3, line: 15, column: 5)
!473 = !DILocation(line: 17, column: 5, scope: !451)
!474 = !DILocation(line: 17, column: 15, scope: !451)
!475 = !DILocation(line: 18, column: 19, scope: !451)
!476 = !DILocation(line: 19, column: 5, scope: !451)
!477 = !DILocation(line: 20, column: 17, scope: !461)
!478 = !DILocation(line: 0, scope: !461)
!479 = !DILocation(line: 0, scope: !463)
!480 = !DILocation(line: 22, column: 17, scope: !481)
!481 = distinct !DILexicalBlock(scope: !482, file: !3, line: 22, column: 17)
!482 = distinct !DILexicalBlock(scope: !463, file: !3, line: 21, column: 9)
!483 = !DILocation(line: 22, column: 27, scope: !481)
!484 = !DILocation(line: 23, column: 27, scope: !485)
!485 = distinct !DILexicalBlock(scope: !481, file: !3, line: 22, column: 43)
!486 = !DILocation(line: 23, column: 35, scope: !485)
!487 = !DILocation(line: 23, column: 25, scope: !485)
!488 = !DILocation(line: 24, column: 27, scope: !485)
!489 = !DILocation(line: 24, column: 17, scope: !485)
!490 = !DILocation(line: 24, column: 31, scope: !485)
!491 = !DILocation(line: 25, column: 13, scope: !485)
!492 = !DILocation(line: 20, column: 27, scope: !461)
!493 = !DILocation(line: 19, column: 17, scope: !451)
!494 = distinct !{!494, !476, !495, !250}
!495 = !DILocation(line: 26, column: 5, scope: !451)
!496 = !DILocation(line: 27, column: 5, scope: !451)
!497 = !DILocation(line: 0, scope: !465)
!498 = !DILocation(line: 29, column: 23, scope: !499)
!499 = distinct !DILexicalBlock(scope: !465, file: !3, line: 28, column: 5)
!500 = !DILocation(line: 29, column: 9, scope: !499)
!501 = !DILocation(line: 30, column: 5, scope: !451)
!502 = !DILocation(line: 31, column: 1, scope: !451)
!503 = distinct !DISubprogram(name: "dfs", scope: !3, file: !3, line: 34, type: !149, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !504)
!504 = !{!505, !506}
!505 = !DILocalVariable(name: "u", arg: 1, scope: !503, file: !3, line: 34, type: !6)
!506 = !DILocalVariable(name: "v", scope: !507, file: !3, line: 36, type: !6)
!507 = distinct !DILexicalBlock(scope: !503, file: !3, line: 36, column: 5)
!508 = !DILocation(line: 0, scope: !503)
!509 = !DILocation(line: 35, column: 15, scope: !503)
!510 = !DILocation(line: 35, column: 5, scope: !503)
!511 = !DILocation(line: 35, column: 13, scope: !503)
!512 = !DILocation(line: 0, scope: !507)
!513 = !DILocation(line: 37, column: 13, scope: !514)
!514 = distinct !DILexicalBlock(scope: !515, file: !3, line: 37, column: 13)
!515 = distinct !DILexicalBlock(scope: !507, file: !3, line: 36, column: 5)
!516 = !DILocation(line: 37, column: 23, scope: !514)
!517 = !DILocation(line: 38, column: 13, scope: !514)
!518 = !DILocation(line: 39, column: 14, scope: !503)
!519 = !DILocation(line: 39, column: 5, scope: !503)
!520 = !DILocation(line: 39, column: 12, scope: !503)
!521 = !DILocation(line: 40, column: 1, scope: !503)
!522 = !DISubprogram(name: "printf", scope: !523, file: !523, line: 356, type: !524, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!523 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!524 = !DISubroutineType(types: !525)
!525 = !{!6, !526, null}
!526 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !527)
!527 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !528, size: 64)
!528 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!529 = distinct !DISubprogram(name: "find", scope: !3, file: !3, line: 79, type: !530, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !532)
!530 = !DISubroutineType(types: !531)
!531 = !{!6, !6}
!532 = !{!533}
!533 = !DILocalVariable(name: "x", arg: 1, scope: !529, file: !3, line: 79, type: !6)
!534 = !DILocation(line: 0, scope: !529)
!535 = !DILocation(line: 79, column: 33, scope: !529)
!536 = !DILocation(line: 79, column: 43, scope: !529)
!537 = !DILocation(line: 79, column: 26, scope: !529)
!538 = !DILocation(line: 79, column: 67, scope: !529)
!539 = !DILocation(line: 79, column: 65, scope: !529)
