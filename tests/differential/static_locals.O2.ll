; ModuleID = 'static_locals.c'
source_filename = "static_locals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"id %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [40 x i8] c"fib(10)=%llu fib(50)=%llu fib(93)=%llu\0A\00", align 1, !dbg !7
@__const.main.ns = private unnamed_addr constant [14 x i32] [i32 1, i32 2, i32 3, i32 4, i32 11, i32 12, i32 13, i32 21, i32 22, i32 23, i32 101, i32 111, i32 112, i32 1003], align 16
@.str.2 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [21 x i8] c"mean after %d: %.4f\0A\00", align 1, !dbg !19
@.str.6 = private unnamed_addr constant [20 x i8] c"rng acc=%u next=%u\0A\00", align 1, !dbg !24
@next_id.id = internal unnamed_addr global i32 100, align 4, !dbg !29
@fib.memo = internal unnamed_addr global [94 x i64] zeroinitializer, align 16, !dbg !42
@fib.initialised = internal unnamed_addr global i1 false, align 4, !dbg !123
@ordinal.buf = internal global [32 x i8] zeroinitializer, align 16, !dbg !65
@.str.8 = private unnamed_addr constant [3 x i8] c"th\00", align 1, !dbg !78
@.str.9 = private unnamed_addr constant [3 x i8] c"st\00", align 1, !dbg !83
@.str.10 = private unnamed_addr constant [3 x i8] c"nd\00", align 1, !dbg !85
@.str.11 = private unnamed_addr constant [3 x i8] c"rd\00", align 1, !dbg !87
@.str.12 = private unnamed_addr constant [5 x i8] c"%d%s\00", align 1, !dbg !89
@history.hist = internal global [8 x i32] zeroinitializer, align 16, !dbg !94
@history.cursor = internal unnamed_addr global ptr @history.hist, align 8, !dbg !105
@running_mean.sum = internal unnamed_addr global double 0.000000e+00, align 8, !dbg !107
@running_mean.n = internal unnamed_addr global i64 0, align 8, !dbg !115
@rng.state = internal unnamed_addr global i32 1, align 4, !dbg !118
@str = private unnamed_addr constant [24 x i8] c"(fib table initialised)\00", align 1
@switch.table.main.rel = private unnamed_addr constant [3 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32)], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !132 {
    #dbg_assign(i1 undef, !136, !DIExpression(), !155, ptr @__const.main.ns, !DIExpression(), !156)
  %1 = alloca [32 x i8], align 16, !DIAssignID !157
    #dbg_assign(i1 undef, !142, !DIExpression(), !157, ptr %1, !DIExpression(), !158)
    #dbg_value(i32 0, !134, !DIExpression(), !159)
    #dbg_value(i32 0, !134, !DIExpression(), !159)
  %2 = load i32, ptr @next_id.id, align 4, !dbg !160, !tbaa !163
  %3 = add nsw i32 %2, 1, !dbg !160
  store i32 %3, ptr @next_id.id, align 4, !dbg !160, !tbaa !163
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2), !dbg !167
    #dbg_value(i32 1, !134, !DIExpression(), !159)
  %5 = load i32, ptr @next_id.id, align 4, !dbg !160, !tbaa !163
  %6 = add nsw i32 %5, 1, !dbg !160
  store i32 %6, ptr @next_id.id, align 4, !dbg !160, !tbaa !163
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5), !dbg !167
    #dbg_value(i32 2, !134, !DIExpression(), !159)
  %8 = load i32, ptr @next_id.id, align 4, !dbg !160, !tbaa !163
  %9 = add nsw i32 %8, 1, !dbg !160
  store i32 %9, ptr @next_id.id, align 4, !dbg !160, !tbaa !163
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8), !dbg !167
    #dbg_value(i32 3, !134, !DIExpression(), !159)
  %11 = load i32, ptr @next_id.id, align 4, !dbg !160, !tbaa !163
  %12 = add nsw i32 %11, 1, !dbg !160
  store i32 %12, ptr @next_id.id, align 4, !dbg !160, !tbaa !163
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %11), !dbg !167
    #dbg_value(i32 4, !134, !DIExpression(), !159)
  %14 = load i32, ptr @next_id.id, align 4, !dbg !160, !tbaa !163
  %15 = add nsw i32 %14, 1, !dbg !160
  store i32 %15, ptr @next_id.id, align 4, !dbg !160, !tbaa !163
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %14), !dbg !167
    #dbg_value(i32 5, !134, !DIExpression(), !159)
    #dbg_value(i32 10, !50, !DIExpression(), !168)
  %17 = load i1, ptr @fib.initialised, align 4, !dbg !170
  br i1 %17, label %18, label %20, !dbg !171

18:                                               ; preds = %0
  %19 = load i64, ptr getelementptr inbounds (i8, ptr @fib.memo, i64 80), align 16, !dbg !172, !tbaa !173
    #dbg_value(i32 50, !50, !DIExpression(), !175)
  br label %58, !dbg !177

20:                                               ; preds = %0
  store i64 0, ptr @fib.memo, align 16, !dbg !178, !tbaa !173
  store i64 1, ptr getelementptr inbounds (i8, ptr @fib.memo, i64 8), align 8, !dbg !179, !tbaa !173
    #dbg_value(i32 2, !51, !DIExpression(), !180)
  br label %21, !dbg !181

21:                                               ; preds = %21, %20
  %22 = phi i64 [ 1, %20 ], [ %33, %21 ], !dbg !182
  %23 = phi i64 [ 2, %20 ], [ %35, %21 ]
    #dbg_value(i64 %23, !51, !DIExpression(), !180)
  %24 = add nsw i64 %23, -2, !dbg !184
  %25 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %24, !dbg !185
  %26 = load i64, ptr %25, align 16, !dbg !185, !tbaa !173
  %27 = add i64 %26, %22, !dbg !186
  %28 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %23, !dbg !187
  store i64 %27, ptr %28, align 16, !dbg !188, !tbaa !173
  %29 = or disjoint i64 %23, 1, !dbg !189
    #dbg_value(i64 %29, !51, !DIExpression(), !180)
  %30 = add nsw i64 %23, -1, !dbg !184
  %31 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %30, !dbg !185
  %32 = load i64, ptr %31, align 8, !dbg !185, !tbaa !173
  %33 = add i64 %32, %27, !dbg !186
  %34 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %29, !dbg !187
  store i64 %33, ptr %34, align 8, !dbg !188, !tbaa !173
  %35 = add nuw nsw i64 %23, 2, !dbg !189
    #dbg_value(i64 %35, !51, !DIExpression(), !180)
  %36 = icmp eq i64 %35, 94, !dbg !190
  br i1 %36, label %37, label %21, !dbg !181, !llvm.loop !191

37:                                               ; preds = %21
  store i1 true, ptr @fib.initialised, align 4, !dbg !194
  %38 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !195
  %39 = load i1, ptr @fib.initialised, align 4, !dbg !196
  %40 = load i64, ptr getelementptr inbounds (i8, ptr @fib.memo, i64 80), align 16, !dbg !172, !tbaa !173
    #dbg_value(i32 50, !50, !DIExpression(), !175)
  br i1 %39, label %58, label %41, !dbg !177

41:                                               ; preds = %37
  store i64 0, ptr @fib.memo, align 16, !dbg !197, !tbaa !173
  store i64 1, ptr getelementptr inbounds (i8, ptr @fib.memo, i64 8), align 8, !dbg !198, !tbaa !173
    #dbg_value(i32 2, !51, !DIExpression(), !199)
  br label %42, !dbg !200

42:                                               ; preds = %42, %41
  %43 = phi i64 [ 1, %41 ], [ %54, %42 ], !dbg !201
  %44 = phi i64 [ 2, %41 ], [ %56, %42 ]
    #dbg_value(i64 %44, !51, !DIExpression(), !199)
  %45 = add nsw i64 %44, -2, !dbg !202
  %46 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %45, !dbg !203
  %47 = load i64, ptr %46, align 16, !dbg !203, !tbaa !173
  %48 = add i64 %47, %43, !dbg !204
  %49 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %44, !dbg !205
  store i64 %48, ptr %49, align 16, !dbg !206, !tbaa !173
  %50 = or disjoint i64 %44, 1, !dbg !207
    #dbg_value(i64 %50, !51, !DIExpression(), !199)
  %51 = add nsw i64 %44, -1, !dbg !202
  %52 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %51, !dbg !203
  %53 = load i64, ptr %52, align 8, !dbg !203, !tbaa !173
  %54 = add i64 %53, %48, !dbg !204
  %55 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %50, !dbg !205
  store i64 %54, ptr %55, align 8, !dbg !206, !tbaa !173
  %56 = add nuw nsw i64 %44, 2, !dbg !207
    #dbg_value(i64 %56, !51, !DIExpression(), !199)
  %57 = icmp eq i64 %56, 94, !dbg !208
  br i1 %57, label %61, label %42, !dbg !200, !llvm.loop !209

58:                                               ; preds = %18, %37
  %59 = phi i64 [ %40, %37 ], [ %19, %18 ]
  %60 = load i64, ptr getelementptr inbounds (i8, ptr @fib.memo, i64 400), align 16, !dbg !211, !tbaa !173
    #dbg_value(i32 93, !50, !DIExpression(), !212)
  br label %84, !dbg !214

61:                                               ; preds = %42
  store i1 true, ptr @fib.initialised, align 4, !dbg !215
  %62 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !216
  %63 = load i1, ptr @fib.initialised, align 4, !dbg !217
  %64 = load i64, ptr getelementptr inbounds (i8, ptr @fib.memo, i64 400), align 16, !dbg !211, !tbaa !173
    #dbg_value(i32 93, !50, !DIExpression(), !212)
  br i1 %63, label %84, label %65, !dbg !214

65:                                               ; preds = %61
  store i64 0, ptr @fib.memo, align 16, !dbg !218, !tbaa !173
  store i64 1, ptr getelementptr inbounds (i8, ptr @fib.memo, i64 8), align 8, !dbg !219, !tbaa !173
    #dbg_value(i32 2, !51, !DIExpression(), !220)
  br label %68, !dbg !221

66:                                               ; preds = %68
  store i1 true, ptr @fib.initialised, align 4, !dbg !222
  %67 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !223
  br label %84, !dbg !224

68:                                               ; preds = %68, %65
  %69 = phi i64 [ 1, %65 ], [ %80, %68 ], !dbg !225
  %70 = phi i64 [ 2, %65 ], [ %82, %68 ]
    #dbg_value(i64 %70, !51, !DIExpression(), !220)
  %71 = add nsw i64 %70, -2, !dbg !226
  %72 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %71, !dbg !227
  %73 = load i64, ptr %72, align 16, !dbg !227, !tbaa !173
  %74 = add i64 %73, %69, !dbg !228
  %75 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %70, !dbg !229
  store i64 %74, ptr %75, align 16, !dbg !230, !tbaa !173
  %76 = or disjoint i64 %70, 1, !dbg !231
    #dbg_value(i64 %76, !51, !DIExpression(), !220)
  %77 = add nsw i64 %70, -1, !dbg !226
  %78 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %77, !dbg !227
  %79 = load i64, ptr %78, align 8, !dbg !227, !tbaa !173
  %80 = add i64 %79, %74, !dbg !228
  %81 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %76, !dbg !229
  store i64 %80, ptr %81, align 8, !dbg !230, !tbaa !173
  %82 = add nuw nsw i64 %70, 2, !dbg !231
    #dbg_value(i64 %82, !51, !DIExpression(), !220)
  %83 = icmp eq i64 %82, 94, !dbg !232
  br i1 %83, label %66, label %68, !dbg !221, !llvm.loop !233

84:                                               ; preds = %58, %61, %66
  %85 = phi i64 [ %60, %58 ], [ %64, %61 ], [ %64, %66 ]
  %86 = phi i64 [ %59, %58 ], [ %40, %61 ], [ %40, %66 ]
  %87 = load i64, ptr getelementptr inbounds (i8, ptr @fib.memo, i64 744), align 8, !dbg !235, !tbaa !173
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %86, i64 noundef %85, i64 noundef %87), !dbg !236
    #dbg_assign(i1 undef, !136, !DIExpression(), !237, ptr @__const.main.ns, !DIExpression(), !156)
    #dbg_value(i32 0, !140, !DIExpression(), !238)
  br label %185, !dbg !239

89:                                               ; preds = %200
  %90 = call i32 @putchar(i32 10), !dbg !240
    #dbg_value(ptr null, !145, !DIExpression(), !156)
    #dbg_value(i32 1, !146, !DIExpression(), !241)
  %91 = load ptr, ptr @history.cursor, align 8
    #dbg_value(i32 1, !146, !DIExpression(), !241)
    #dbg_value(ptr null, !145, !DIExpression(), !156)
    #dbg_value(i32 1, !146, !DIExpression(), !241)
    #dbg_value(i32 1, !101, !DIExpression(), !242)
  store i32 1, ptr %91, align 4, !dbg !245, !tbaa !163
  %92 = getelementptr inbounds i8, ptr %91, i64 4, !dbg !246
  %93 = icmp eq ptr %92, getelementptr inbounds (i8, ptr @history.hist, i64 32), !dbg !247
  %94 = select i1 %93, ptr @history.hist, ptr %92, !dbg !249
    #dbg_value(ptr @history.hist, !145, !DIExpression(), !156)
    #dbg_value(i32 2, !146, !DIExpression(), !241)
    #dbg_value(i32 4, !101, !DIExpression(), !242)
  store i32 4, ptr %94, align 4, !dbg !245, !tbaa !163
  %95 = getelementptr inbounds i8, ptr %94, i64 4, !dbg !246
  %96 = icmp eq ptr %95, getelementptr inbounds (i8, ptr @history.hist, i64 32), !dbg !247
  %97 = select i1 %96, ptr @history.hist, ptr %95, !dbg !249
    #dbg_value(i32 3, !146, !DIExpression(), !241)
    #dbg_value(i32 9, !101, !DIExpression(), !242)
  store i32 9, ptr %97, align 4, !dbg !245, !tbaa !163
  %98 = getelementptr inbounds i8, ptr %97, i64 4, !dbg !246
  %99 = icmp eq ptr %98, getelementptr inbounds (i8, ptr @history.hist, i64 32), !dbg !247
  %100 = select i1 %99, ptr @history.hist, ptr %98, !dbg !249
    #dbg_value(i32 4, !146, !DIExpression(), !241)
    #dbg_value(i32 16, !101, !DIExpression(), !242)
  store i32 16, ptr %100, align 4, !dbg !245, !tbaa !163
  %101 = getelementptr inbounds i8, ptr %100, i64 4, !dbg !246
  %102 = icmp eq ptr %101, getelementptr inbounds (i8, ptr @history.hist, i64 32), !dbg !247
  %103 = select i1 %102, ptr @history.hist, ptr %101, !dbg !249
    #dbg_value(i32 5, !146, !DIExpression(), !241)
    #dbg_value(i32 25, !101, !DIExpression(), !242)
  store i32 25, ptr %103, align 4, !dbg !245, !tbaa !163
  %104 = getelementptr inbounds i8, ptr %103, i64 4, !dbg !246
  %105 = icmp eq ptr %104, getelementptr inbounds (i8, ptr @history.hist, i64 32), !dbg !247
  %106 = select i1 %105, ptr @history.hist, ptr %104, !dbg !249
    #dbg_value(i32 6, !146, !DIExpression(), !241)
    #dbg_value(i32 36, !101, !DIExpression(), !242)
  store i32 36, ptr %106, align 4, !dbg !245, !tbaa !163
  %107 = getelementptr inbounds i8, ptr %106, i64 4, !dbg !246
  %108 = icmp eq ptr %107, getelementptr inbounds (i8, ptr @history.hist, i64 32), !dbg !247
  %109 = select i1 %108, ptr @history.hist, ptr %107, !dbg !249
    #dbg_value(i32 7, !146, !DIExpression(), !241)
    #dbg_value(i32 49, !101, !DIExpression(), !242)
  store i32 49, ptr %109, align 4, !dbg !245, !tbaa !163
  %110 = getelementptr inbounds i8, ptr %109, i64 4, !dbg !246
  %111 = icmp eq ptr %110, getelementptr inbounds (i8, ptr @history.hist, i64 32), !dbg !247
  %112 = select i1 %111, ptr @history.hist, ptr %110, !dbg !249
    #dbg_value(i32 8, !146, !DIExpression(), !241)
    #dbg_value(i32 64, !101, !DIExpression(), !242)
  store i32 64, ptr %112, align 4, !dbg !245, !tbaa !163
  %113 = getelementptr inbounds i8, ptr %112, i64 4, !dbg !246
  %114 = icmp eq ptr %113, getelementptr inbounds (i8, ptr @history.hist, i64 32), !dbg !247
  %115 = select i1 %114, ptr @history.hist, ptr %113, !dbg !249
    #dbg_value(i32 9, !146, !DIExpression(), !241)
    #dbg_value(i32 81, !101, !DIExpression(), !242)
  store i32 81, ptr %115, align 4, !dbg !245, !tbaa !163
  %116 = getelementptr inbounds i8, ptr %115, i64 4, !dbg !246
  %117 = icmp eq ptr %116, getelementptr inbounds (i8, ptr @history.hist, i64 32), !dbg !247
  %118 = select i1 %117, ptr @history.hist, ptr %116, !dbg !249
    #dbg_value(i32 10, !146, !DIExpression(), !241)
    #dbg_value(i32 100, !101, !DIExpression(), !242)
  store i32 100, ptr %118, align 4, !dbg !245, !tbaa !163
  %119 = getelementptr inbounds i8, ptr %118, i64 4, !dbg !246
  %120 = icmp eq ptr %119, getelementptr inbounds (i8, ptr @history.hist, i64 32), !dbg !247
  %121 = select i1 %120, ptr @history.hist, ptr %119, !dbg !249
    #dbg_value(i32 11, !146, !DIExpression(), !241)
    #dbg_value(i32 121, !101, !DIExpression(), !242)
  store i32 121, ptr %121, align 4, !dbg !245, !tbaa !163
  %122 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !246
  %123 = icmp eq ptr %122, getelementptr inbounds (i8, ptr @history.hist, i64 32), !dbg !247
  %124 = select i1 %123, ptr @history.hist, ptr %122, !dbg !249
    #dbg_value(i32 12, !146, !DIExpression(), !241)
  store ptr %124, ptr @history.cursor, align 8, !dbg !242
    #dbg_value(i32 0, !148, !DIExpression(), !250)
    #dbg_value(i64 0, !148, !DIExpression(), !250)
  %125 = load i32, ptr @history.hist, align 16, !dbg !251, !tbaa !163
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %125), !dbg !253
    #dbg_value(i64 1, !148, !DIExpression(), !250)
  %127 = load i32, ptr getelementptr inbounds (i8, ptr @history.hist, i64 4), align 4, !dbg !251, !tbaa !163
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %127), !dbg !253
    #dbg_value(i64 2, !148, !DIExpression(), !250)
  %129 = load i32, ptr getelementptr inbounds (i8, ptr @history.hist, i64 8), align 8, !dbg !251, !tbaa !163
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %129), !dbg !253
    #dbg_value(i64 3, !148, !DIExpression(), !250)
  %131 = load i32, ptr getelementptr inbounds (i8, ptr @history.hist, i64 12), align 4, !dbg !251, !tbaa !163
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %131), !dbg !253
    #dbg_value(i64 4, !148, !DIExpression(), !250)
  %133 = load i32, ptr getelementptr inbounds (i8, ptr @history.hist, i64 16), align 16, !dbg !251, !tbaa !163
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %133), !dbg !253
    #dbg_value(i64 5, !148, !DIExpression(), !250)
  %135 = load i32, ptr getelementptr inbounds (i8, ptr @history.hist, i64 20), align 4, !dbg !251, !tbaa !163
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %135), !dbg !253
    #dbg_value(i64 6, !148, !DIExpression(), !250)
  %137 = load i32, ptr getelementptr inbounds (i8, ptr @history.hist, i64 24), align 8, !dbg !251, !tbaa !163
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %137), !dbg !253
    #dbg_value(i64 7, !148, !DIExpression(), !250)
  %139 = load i32, ptr getelementptr inbounds (i8, ptr @history.hist, i64 28), align 4, !dbg !251, !tbaa !163
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %139), !dbg !253
    #dbg_value(i64 8, !148, !DIExpression(), !250)
  %141 = call i32 @putchar(i32 10), !dbg !254
    #dbg_value(i32 1, !150, !DIExpression(), !255)
    #dbg_value(i32 1, !150, !DIExpression(), !255)
    #dbg_value(double 1.500000e+00, !114, !DIExpression(), !256)
  %142 = load double, ptr @running_mean.sum, align 8, !dbg !259, !tbaa !260
  %143 = fadd double %142, 1.500000e+00, !dbg !259
  store double %143, ptr @running_mean.sum, align 8, !dbg !259, !tbaa !260
  %144 = load i64, ptr @running_mean.n, align 8, !dbg !262, !tbaa !263
  %145 = add nsw i64 %144, 1, !dbg !262
  store i64 %145, ptr @running_mean.n, align 8, !dbg !262, !tbaa !263
  %146 = sitofp i64 %145 to double, !dbg !262
  %147 = fdiv double %143, %146, !dbg !265
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, double noundef %147), !dbg !266
    #dbg_value(i32 2, !150, !DIExpression(), !255)
    #dbg_value(double 3.000000e+00, !114, !DIExpression(), !256)
  %149 = load double, ptr @running_mean.sum, align 8, !dbg !259, !tbaa !260
  %150 = fadd double %149, 3.000000e+00, !dbg !259
  store double %150, ptr @running_mean.sum, align 8, !dbg !259, !tbaa !260
  %151 = load i64, ptr @running_mean.n, align 8, !dbg !262, !tbaa !263
  %152 = add nsw i64 %151, 1, !dbg !262
  store i64 %152, ptr @running_mean.n, align 8, !dbg !262, !tbaa !263
  %153 = sitofp i64 %152 to double, !dbg !262
  %154 = fdiv double %150, %153, !dbg !265
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 2, double noundef %154), !dbg !266
    #dbg_value(i32 3, !150, !DIExpression(), !255)
    #dbg_value(double 4.500000e+00, !114, !DIExpression(), !256)
  %156 = load double, ptr @running_mean.sum, align 8, !dbg !259, !tbaa !260
  %157 = fadd double %156, 4.500000e+00, !dbg !259
  store double %157, ptr @running_mean.sum, align 8, !dbg !259, !tbaa !260
  %158 = load i64, ptr @running_mean.n, align 8, !dbg !262, !tbaa !263
  %159 = add nsw i64 %158, 1, !dbg !262
  store i64 %159, ptr @running_mean.n, align 8, !dbg !262, !tbaa !263
  %160 = sitofp i64 %159 to double, !dbg !262
  %161 = fdiv double %157, %160, !dbg !265
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3, double noundef %161), !dbg !266
    #dbg_value(i32 4, !150, !DIExpression(), !255)
    #dbg_value(double 6.000000e+00, !114, !DIExpression(), !256)
  %163 = load double, ptr @running_mean.sum, align 8, !dbg !259, !tbaa !260
  %164 = fadd double %163, 6.000000e+00, !dbg !259
  store double %164, ptr @running_mean.sum, align 8, !dbg !259, !tbaa !260
  %165 = load i64, ptr @running_mean.n, align 8, !dbg !262, !tbaa !263
  %166 = add nsw i64 %165, 1, !dbg !262
  store i64 %166, ptr @running_mean.n, align 8, !dbg !262, !tbaa !263
  %167 = sitofp i64 %166 to double, !dbg !262
  %168 = fdiv double %164, %167, !dbg !265
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 4, double noundef %168), !dbg !266
    #dbg_value(i32 5, !150, !DIExpression(), !255)
    #dbg_value(double 7.500000e+00, !114, !DIExpression(), !256)
  %170 = load double, ptr @running_mean.sum, align 8, !dbg !259, !tbaa !260
  %171 = fadd double %170, 7.500000e+00, !dbg !259
  store double %171, ptr @running_mean.sum, align 8, !dbg !259, !tbaa !260
  %172 = load i64, ptr @running_mean.n, align 8, !dbg !262, !tbaa !263
  %173 = add nsw i64 %172, 1, !dbg !262
  store i64 %173, ptr @running_mean.n, align 8, !dbg !262, !tbaa !263
  %174 = sitofp i64 %173 to double, !dbg !262
  %175 = fdiv double %171, %174, !dbg !265
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 5, double noundef %175), !dbg !266
    #dbg_value(i32 6, !150, !DIExpression(), !255)
    #dbg_value(double 9.000000e+00, !114, !DIExpression(), !256)
  %177 = load double, ptr @running_mean.sum, align 8, !dbg !259, !tbaa !260
  %178 = fadd double %177, 9.000000e+00, !dbg !259
  store double %178, ptr @running_mean.sum, align 8, !dbg !259, !tbaa !260
  %179 = load i64, ptr @running_mean.n, align 8, !dbg !262, !tbaa !263
  %180 = add nsw i64 %179, 1, !dbg !262
  store i64 %180, ptr @running_mean.n, align 8, !dbg !262, !tbaa !263
  %181 = sitofp i64 %180 to double, !dbg !262
  %182 = fdiv double %178, %181, !dbg !265
  %183 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 6, double noundef %182), !dbg !266
    #dbg_value(i32 7, !150, !DIExpression(), !255)
  %184 = load i32, ptr @rng.state, align 4, !tbaa !163
    #dbg_value(i32 0, !153, !DIExpression(), !267)
    #dbg_value(i32 0, !152, !DIExpression(), !156)
  br label %218, !dbg !268

185:                                              ; preds = %84, %200
  %186 = phi i64 [ 0, %84 ], [ %205, %200 ]
    #dbg_value(i64 %186, !140, !DIExpression(), !238)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6, !dbg !269
  %187 = getelementptr inbounds [14 x i32], ptr @__const.main.ns, i64 0, i64 %186, !dbg !270
  %188 = load i32, ptr %187, align 4, !dbg !270, !tbaa !163
    #dbg_value(i32 %188, !73, !DIExpression(), !271)
    #dbg_value(ptr @.str.8, !74, !DIExpression(), !271)
  %189 = srem i32 %188, 100, !dbg !273
  %190 = add nsw i32 %189, -14, !dbg !275
  %191 = icmp ult i32 %190, -3, !dbg !275
  br i1 %191, label %192, label %200, !dbg !275

192:                                              ; preds = %185
  %193 = srem i32 %188, 10, !dbg !276
  %194 = add nsw i32 %193, -1, !dbg !278
  %195 = icmp ult i32 %194, 3, !dbg !278
  br i1 %195, label %196, label %200, !dbg !278

196:                                              ; preds = %192
  %197 = zext nneg i32 %194 to i64, !dbg !278
  %198 = shl i64 %197, 2, !dbg !278
  %199 = call ptr @llvm.load.relative.i64(ptr @switch.table.main.rel, i64 %198), !dbg !278
  br label %200, !dbg !278

200:                                              ; preds = %196, %192, %185
  %201 = phi ptr [ @.str.8, %192 ], [ @.str.8, %185 ], [ %199, %196 ], !dbg !271
    #dbg_value(ptr %201, !74, !DIExpression(), !271)
  %202 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) @ordinal.buf, ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %188, ptr noundef nonnull %201) #6, !dbg !279
  %203 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @ordinal.buf) #6, !dbg !280
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %1), !dbg !281
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6, !dbg !282
  %205 = add nuw nsw i64 %186, 1, !dbg !283
    #dbg_value(i64 %205, !140, !DIExpression(), !238)
  %206 = icmp eq i64 %205, 14, !dbg !284
  br i1 %206, label %89, label %185, !dbg !239, !llvm.loop !285

207:                                              ; preds = %218
  %208 = shl i32 %235, 13, !dbg !287
  %209 = xor i32 %208, %235, !dbg !289
  %210 = lshr i32 %209, 17, !dbg !290
  %211 = xor i32 %210, %209, !dbg !291
  %212 = shl i32 %211, 5, !dbg !292
  %213 = xor i32 %212, %211, !dbg !293
  store i32 %213, ptr @rng.state, align 4, !dbg !293, !tbaa !163
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %237, i32 noundef %213), !dbg !294
  %215 = load i32, ptr @next_id.id, align 4, !dbg !295, !tbaa !163
  %216 = add nsw i32 %215, 1, !dbg !295
  store i32 %216, ptr @next_id.id, align 4, !dbg !295, !tbaa !163
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %215), !dbg !297
  ret i32 0, !dbg !298

218:                                              ; preds = %218, %89
  %219 = phi i32 [ 0, %89 ], [ %238, %218 ]
  %220 = phi i32 [ 0, %89 ], [ %237, %218 ]
  %221 = phi i32 [ %184, %89 ], [ %235, %218 ]
    #dbg_value(i32 %219, !153, !DIExpression(), !267)
    #dbg_value(i32 %220, !152, !DIExpression(), !156)
  %222 = shl i32 %221, 13, !dbg !299
  %223 = xor i32 %222, %221, !dbg !302
  %224 = lshr i32 %223, 17, !dbg !303
  %225 = xor i32 %224, %223, !dbg !304
  %226 = shl i32 %225, 5, !dbg !305
  %227 = xor i32 %226, %225, !dbg !306
  %228 = urem i32 %227, 1000, !dbg !307
  %229 = add i32 %228, %220, !dbg !308
    #dbg_value(i32 %229, !152, !DIExpression(), !156)
    #dbg_value(i32 %219, !153, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !267)
  %230 = shl i32 %227, 13, !dbg !299
  %231 = xor i32 %230, %227, !dbg !302
  %232 = lshr i32 %231, 17, !dbg !303
  %233 = xor i32 %232, %231, !dbg !304
  %234 = shl i32 %233, 5, !dbg !305
  %235 = xor i32 %234, %233, !dbg !306
  %236 = urem i32 %235, 1000, !dbg !307
  %237 = add i32 %236, %229, !dbg !308
    #dbg_value(i32 %237, !152, !DIExpression(), !156)
  %238 = add nuw nsw i32 %219, 2, !dbg !309
    #dbg_value(i32 %238, !153, !DIExpression(), !267)
  %239 = icmp eq i32 %238, 1000, !dbg !310
  br i1 %239, label %207, label %218, !dbg !268, !llvm.loop !311
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !313 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !318 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !324 noundef i32 @sprintf(ptr noalias nocapture noundef writeonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!35}
!llvm.module.flags = !{!124, !125, !126, !127, !128, !129, !130}
!llvm.ident = !{!131}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "static_locals.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "a1fb2982d7800447c48e41394e731a5d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 40)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 21)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 20)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "id", scope: !31, file: !2, line: 7, type: !34, isLocal: true, isDefinition: true)
!31 = distinct !DISubprogram(name: "next_id", scope: !2, file: !2, line: 6, type: !32, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !36, splitDebugInlining: false, nameTableKind: None)
!36 = !{!0, !7, !12, !37, !17, !19, !24, !29, !42, !58, !60, !65, !78, !83, !85, !87, !89, !94, !105, !107, !115, !118}
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 2)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "memo", scope: !44, file: !2, line: 12, type: !55, isLocal: true, isDefinition: true)
!44 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 11, type: !45, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !49)
!45 = !DISubroutineType(types: !46)
!46 = !{!47, !48}
!47 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!48 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!49 = !{!50, !51}
!50 = !DILocalVariable(name: "n", arg: 1, scope: !44, file: !2, line: 11, type: !48)
!51 = !DILocalVariable(name: "i", scope: !52, file: !2, line: 17, type: !48)
!52 = distinct !DILexicalBlock(scope: !53, file: !2, line: 17, column: 9)
!53 = distinct !DILexicalBlock(scope: !54, file: !2, line: 14, column: 23)
!54 = distinct !DILexicalBlock(scope: !44, file: !2, line: 14, column: 9)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 6016, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 94)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "initialised", scope: !44, file: !2, line: 13, type: !34, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 25)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "buf", scope: !67, file: !2, line: 26, type: !75, isLocal: true, isDefinition: true)
!67 = distinct !DISubprogram(name: "ordinal", scope: !2, file: !2, line: 25, type: !68, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !72)
!68 = !DISubroutineType(types: !69)
!69 = !{!70, !34}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!72 = !{!73, !74}
!73 = !DILocalVariable(name: "n", arg: 1, scope: !67, file: !2, line: 25, type: !34)
!74 = !DILocalVariable(name: "suf", scope: !67, file: !2, line: 27, type: !70)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 32)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 3)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !80, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !80, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !80, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 5)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(name: "hist", scope: !96, file: !2, line: 40, type: !102, isLocal: true, isDefinition: true)
!96 = distinct !DISubprogram(name: "history", scope: !2, file: !2, line: 39, type: !97, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !100)
!97 = !DISubroutineType(types: !98)
!98 = !{!99, !34}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!100 = !{!101}
!101 = !DILocalVariable(name: "v", arg: 1, scope: !96, file: !2, line: 39, type: !34)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 256, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 8)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(name: "cursor", scope: !96, file: !2, line: 41, type: !99, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(name: "sum", scope: !109, file: !2, line: 50, type: !112, isLocal: true, isDefinition: true)
!109 = distinct !DISubprogram(name: "running_mean", scope: !2, file: !2, line: 49, type: !110, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !113)
!110 = !DISubroutineType(types: !111)
!111 = !{!112, !112}
!112 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!113 = !{!114}
!114 = !DILocalVariable(name: "x", arg: 1, scope: !109, file: !2, line: 49, type: !112)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(name: "n", scope: !109, file: !2, line: 51, type: !117, isLocal: true, isDefinition: true)
!117 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(name: "state", scope: !120, file: !2, line: 57, type: !48, isLocal: true, isDefinition: true)
!120 = distinct !DISubprogram(name: "rng", scope: !2, file: !2, line: 56, type: !121, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35)
!121 = !DISubroutineType(types: !122)
!122 = !{!48}
!123 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!124 = !{i32 7, !"Dwarf Version", i32 5}
!125 = !{i32 2, !"Debug Info Version", i32 3}
!126 = !{i32 1, !"wchar_size", i32 4}
!127 = !{i32 8, !"PIC Level", i32 2}
!128 = !{i32 7, !"PIE Level", i32 2}
!129 = !{i32 7, !"uwtable", i32 2}
!130 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!131 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!132 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 64, type: !32, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !133)
!133 = !{!134, !136, !140, !142, !145, !146, !148, !150, !152, !153}
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 65, type: !34)
!135 = distinct !DILexicalBlock(scope: !132, file: !2, line: 65, column: 5)
!136 = !DILocalVariable(name: "ns", scope: !132, file: !2, line: 68, type: !137)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 448, elements: !138)
!138 = !{!139}
!139 = !DISubrange(count: 14)
!140 = !DILocalVariable(name: "i", scope: !141, file: !2, line: 69, type: !34)
!141 = distinct !DILexicalBlock(scope: !132, file: !2, line: 69, column: 5)
!142 = !DILocalVariable(name: "copy", scope: !143, file: !2, line: 70, type: !75)
!143 = distinct !DILexicalBlock(scope: !144, file: !2, line: 69, column: 34)
!144 = distinct !DILexicalBlock(scope: !141, file: !2, line: 69, column: 5)
!145 = !DILocalVariable(name: "h", scope: !132, file: !2, line: 75, type: !99)
!146 = !DILocalVariable(name: "i", scope: !147, file: !2, line: 76, type: !34)
!147 = distinct !DILexicalBlock(scope: !132, file: !2, line: 76, column: 5)
!148 = !DILocalVariable(name: "i", scope: !149, file: !2, line: 78, type: !34)
!149 = distinct !DILexicalBlock(scope: !132, file: !2, line: 78, column: 5)
!150 = !DILocalVariable(name: "i", scope: !151, file: !2, line: 81, type: !34)
!151 = distinct !DILexicalBlock(scope: !132, file: !2, line: 81, column: 5)
!152 = !DILocalVariable(name: "acc", scope: !132, file: !2, line: 83, type: !48)
!153 = !DILocalVariable(name: "i", scope: !154, file: !2, line: 84, type: !34)
!154 = distinct !DILexicalBlock(scope: !132, file: !2, line: 84, column: 5)
!155 = distinct !DIAssignID()
!156 = !DILocation(line: 0, scope: !132)
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 0, scope: !143)
!159 = !DILocation(line: 0, scope: !135)
!160 = !DILocation(line: 8, column: 14, scope: !31, inlinedAt: !161)
!161 = distinct !DILocation(line: 66, column: 27, scope: !162)
!162 = distinct !DILexicalBlock(scope: !135, file: !2, line: 65, column: 5)
!163 = !{!164, !164, i64 0}
!164 = !{!"int", !165, i64 0}
!165 = !{!"omnipotent char", !166, i64 0}
!166 = !{!"Simple C/C++ TBAA"}
!167 = !DILocation(line: 66, column: 9, scope: !162)
!168 = !DILocation(line: 0, scope: !44, inlinedAt: !169)
!169 = distinct !DILocation(line: 67, column: 56, scope: !132)
!170 = !DILocation(line: 14, column: 10, scope: !54, inlinedAt: !169)
!171 = !DILocation(line: 14, column: 9, scope: !44, inlinedAt: !169)
!172 = !DILocation(line: 22, column: 12, scope: !44, inlinedAt: !169)
!173 = !{!174, !174, i64 0}
!174 = !{!"long long", !165, i64 0}
!175 = !DILocation(line: 0, scope: !44, inlinedAt: !176)
!176 = distinct !DILocation(line: 67, column: 65, scope: !132)
!177 = !DILocation(line: 14, column: 9, scope: !44, inlinedAt: !176)
!178 = !DILocation(line: 15, column: 17, scope: !53, inlinedAt: !169)
!179 = !DILocation(line: 16, column: 17, scope: !53, inlinedAt: !169)
!180 = !DILocation(line: 0, scope: !52, inlinedAt: !169)
!181 = !DILocation(line: 17, column: 9, scope: !52, inlinedAt: !169)
!182 = !DILocation(line: 18, column: 23, scope: !183, inlinedAt: !169)
!183 = distinct !DILexicalBlock(scope: !52, file: !2, line: 17, column: 9)
!184 = !DILocation(line: 18, column: 44, scope: !183, inlinedAt: !169)
!185 = !DILocation(line: 18, column: 37, scope: !183, inlinedAt: !169)
!186 = !DILocation(line: 18, column: 35, scope: !183, inlinedAt: !169)
!187 = !DILocation(line: 18, column: 13, scope: !183, inlinedAt: !169)
!188 = !DILocation(line: 18, column: 21, scope: !183, inlinedAt: !169)
!189 = !DILocation(line: 17, column: 39, scope: !183, inlinedAt: !169)
!190 = !DILocation(line: 17, column: 32, scope: !183, inlinedAt: !169)
!191 = distinct !{!191, !181, !192, !193}
!192 = !DILocation(line: 18, column: 47, scope: !52, inlinedAt: !169)
!193 = !{!"llvm.loop.mustprogress"}
!194 = !DILocation(line: 19, column: 21, scope: !53, inlinedAt: !169)
!195 = !DILocation(line: 20, column: 9, scope: !53, inlinedAt: !169)
!196 = !DILocation(line: 14, column: 10, scope: !54, inlinedAt: !176)
!197 = !DILocation(line: 15, column: 17, scope: !53, inlinedAt: !176)
!198 = !DILocation(line: 16, column: 17, scope: !53, inlinedAt: !176)
!199 = !DILocation(line: 0, scope: !52, inlinedAt: !176)
!200 = !DILocation(line: 17, column: 9, scope: !52, inlinedAt: !176)
!201 = !DILocation(line: 18, column: 23, scope: !183, inlinedAt: !176)
!202 = !DILocation(line: 18, column: 44, scope: !183, inlinedAt: !176)
!203 = !DILocation(line: 18, column: 37, scope: !183, inlinedAt: !176)
!204 = !DILocation(line: 18, column: 35, scope: !183, inlinedAt: !176)
!205 = !DILocation(line: 18, column: 13, scope: !183, inlinedAt: !176)
!206 = !DILocation(line: 18, column: 21, scope: !183, inlinedAt: !176)
!207 = !DILocation(line: 17, column: 39, scope: !183, inlinedAt: !176)
!208 = !DILocation(line: 17, column: 32, scope: !183, inlinedAt: !176)
!209 = distinct !{!209, !200, !210, !193}
!210 = !DILocation(line: 18, column: 47, scope: !52, inlinedAt: !176)
!211 = !DILocation(line: 22, column: 12, scope: !44, inlinedAt: !176)
!212 = !DILocation(line: 0, scope: !44, inlinedAt: !213)
!213 = distinct !DILocation(line: 67, column: 74, scope: !132)
!214 = !DILocation(line: 14, column: 9, scope: !44, inlinedAt: !213)
!215 = !DILocation(line: 19, column: 21, scope: !53, inlinedAt: !176)
!216 = !DILocation(line: 20, column: 9, scope: !53, inlinedAt: !176)
!217 = !DILocation(line: 14, column: 10, scope: !54, inlinedAt: !213)
!218 = !DILocation(line: 15, column: 17, scope: !53, inlinedAt: !213)
!219 = !DILocation(line: 16, column: 17, scope: !53, inlinedAt: !213)
!220 = !DILocation(line: 0, scope: !52, inlinedAt: !213)
!221 = !DILocation(line: 17, column: 9, scope: !52, inlinedAt: !213)
!222 = !DILocation(line: 19, column: 21, scope: !53, inlinedAt: !213)
!223 = !DILocation(line: 20, column: 9, scope: !53, inlinedAt: !213)
!224 = !DILocation(line: 21, column: 5, scope: !53, inlinedAt: !213)
!225 = !DILocation(line: 18, column: 23, scope: !183, inlinedAt: !213)
!226 = !DILocation(line: 18, column: 44, scope: !183, inlinedAt: !213)
!227 = !DILocation(line: 18, column: 37, scope: !183, inlinedAt: !213)
!228 = !DILocation(line: 18, column: 35, scope: !183, inlinedAt: !213)
!229 = !DILocation(line: 18, column: 13, scope: !183, inlinedAt: !213)
!230 = !DILocation(line: 18, column: 21, scope: !183, inlinedAt: !213)
!231 = !DILocation(line: 17, column: 39, scope: !183, inlinedAt: !213)
!232 = !DILocation(line: 17, column: 32, scope: !183, inlinedAt: !213)
!233 = distinct !{!233, !221, !234, !193}
!234 = !DILocation(line: 18, column: 47, scope: !52, inlinedAt: !213)
!235 = !DILocation(line: 22, column: 12, scope: !44, inlinedAt: !213)
!236 = !DILocation(line: 67, column: 5, scope: !132)
!237 = distinct !DIAssignID()
!238 = !DILocation(line: 0, scope: !141)
!239 = !DILocation(line: 69, column: 5, scope: !141)
!240 = !DILocation(line: 74, column: 5, scope: !132)
!241 = !DILocation(line: 0, scope: !147)
!242 = !DILocation(line: 0, scope: !96, inlinedAt: !243)
!243 = distinct !DILocation(line: 77, column: 13, scope: !244)
!244 = distinct !DILexicalBlock(scope: !147, file: !2, line: 76, column: 5)
!245 = !DILocation(line: 42, column: 13, scope: !96, inlinedAt: !243)
!246 = !DILocation(line: 43, column: 11, scope: !96, inlinedAt: !243)
!247 = !DILocation(line: 44, column: 16, scope: !248, inlinedAt: !243)
!248 = distinct !DILexicalBlock(scope: !96, file: !2, line: 44, column: 9)
!249 = !DILocation(line: 44, column: 9, scope: !96, inlinedAt: !243)
!250 = !DILocation(line: 0, scope: !149)
!251 = !DILocation(line: 79, column: 23, scope: !252)
!252 = distinct !DILexicalBlock(scope: !149, file: !2, line: 78, column: 5)
!253 = !DILocation(line: 79, column: 9, scope: !252)
!254 = !DILocation(line: 80, column: 5, scope: !132)
!255 = !DILocation(line: 0, scope: !151)
!256 = !DILocation(line: 0, scope: !109, inlinedAt: !257)
!257 = distinct !DILocation(line: 82, column: 44, scope: !258)
!258 = distinct !DILexicalBlock(scope: !151, file: !2, line: 81, column: 5)
!259 = !DILocation(line: 52, column: 9, scope: !109, inlinedAt: !257)
!260 = !{!261, !261, i64 0}
!261 = !{!"double", !165, i64 0}
!262 = !DILocation(line: 53, column: 18, scope: !109, inlinedAt: !257)
!263 = !{!264, !264, i64 0}
!264 = !{!"long", !165, i64 0}
!265 = !DILocation(line: 53, column: 16, scope: !109, inlinedAt: !257)
!266 = !DILocation(line: 82, column: 9, scope: !258)
!267 = !DILocation(line: 0, scope: !154)
!268 = !DILocation(line: 84, column: 5, scope: !154)
!269 = !DILocation(line: 70, column: 9, scope: !143)
!270 = !DILocation(line: 71, column: 30, scope: !143)
!271 = !DILocation(line: 0, scope: !67, inlinedAt: !272)
!272 = distinct !DILocation(line: 71, column: 22, scope: !143)
!273 = !DILocation(line: 28, column: 11, scope: !274, inlinedAt: !272)
!274 = distinct !DILexicalBlock(scope: !67, file: !2, line: 28, column: 9)
!275 = !DILocation(line: 28, column: 22, scope: !274, inlinedAt: !272)
!276 = !DILocation(line: 29, column: 19, scope: !277, inlinedAt: !272)
!277 = distinct !DILexicalBlock(scope: !274, file: !2, line: 28, column: 39)
!278 = !DILocation(line: 29, column: 9, scope: !277, inlinedAt: !272)
!279 = !DILocation(line: 35, column: 5, scope: !67, inlinedAt: !272)
!280 = !DILocation(line: 71, column: 9, scope: !143)
!281 = !DILocation(line: 72, column: 9, scope: !143)
!282 = !DILocation(line: 73, column: 5, scope: !144)
!283 = !DILocation(line: 69, column: 30, scope: !144)
!284 = !DILocation(line: 69, column: 23, scope: !144)
!285 = distinct !{!285, !239, !286, !193}
!286 = !DILocation(line: 73, column: 5, scope: !141)
!287 = !DILocation(line: 58, column: 20, scope: !120, inlinedAt: !288)
!288 = distinct !DILocation(line: 86, column: 41, scope: !132)
!289 = !DILocation(line: 58, column: 11, scope: !120, inlinedAt: !288)
!290 = !DILocation(line: 59, column: 20, scope: !120, inlinedAt: !288)
!291 = !DILocation(line: 59, column: 11, scope: !120, inlinedAt: !288)
!292 = !DILocation(line: 60, column: 20, scope: !120, inlinedAt: !288)
!293 = !DILocation(line: 60, column: 11, scope: !120, inlinedAt: !288)
!294 = !DILocation(line: 86, column: 5, scope: !132)
!295 = !DILocation(line: 8, column: 14, scope: !31, inlinedAt: !296)
!296 = distinct !DILocation(line: 87, column: 23, scope: !132)
!297 = !DILocation(line: 87, column: 5, scope: !132)
!298 = !DILocation(line: 88, column: 5, scope: !132)
!299 = !DILocation(line: 58, column: 20, scope: !120, inlinedAt: !300)
!300 = distinct !DILocation(line: 85, column: 16, scope: !301)
!301 = distinct !DILexicalBlock(scope: !154, file: !2, line: 84, column: 5)
!302 = !DILocation(line: 58, column: 11, scope: !120, inlinedAt: !300)
!303 = !DILocation(line: 59, column: 20, scope: !120, inlinedAt: !300)
!304 = !DILocation(line: 59, column: 11, scope: !120, inlinedAt: !300)
!305 = !DILocation(line: 60, column: 20, scope: !120, inlinedAt: !300)
!306 = !DILocation(line: 60, column: 11, scope: !120, inlinedAt: !300)
!307 = !DILocation(line: 85, column: 22, scope: !301)
!308 = !DILocation(line: 85, column: 13, scope: !301)
!309 = !DILocation(line: 84, column: 32, scope: !301)
!310 = !DILocation(line: 84, column: 23, scope: !301)
!311 = distinct !{!311, !268, !312, !193}
!312 = !DILocation(line: 85, column: 24, scope: !154)
!313 = !DISubprogram(name: "printf", scope: !314, file: !314, line: 356, type: !315, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!314 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!315 = !DISubroutineType(types: !316)
!316 = !{!34, !317, null}
!317 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !70)
!318 = !DISubprogram(name: "strcpy", scope: !319, file: !319, line: 141, type: !320, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!319 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!320 = !DISubroutineType(types: !321)
!321 = !{!322, !323, !317}
!322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!323 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !322)
!324 = !DISubprogram(name: "sprintf", scope: !314, file: !314, line: 358, type: !325, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!325 = !DISubroutineType(types: !326)
!326 = !{!34, !323, !317, null}
