; ModuleID = 'computed_goto.c'
source_filename = "computed_goto.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@__const.main.fact = private unnamed_addr constant [20 x i32] [i32 0, i32 1, i32 0, i32 10, i32 4, i32 6, i32 8, i32 11, i32 5, i32 9, i32 3, i32 5, i32 7, i32 8, i32 4, i32 6, i32 8, i32 10, i32 8, i32 11], align 4
@.str.1 = private unnamed_addr constant [12 x i8] c"result %ld\0A\00", align 1, !dbg !0
@__const.main.sum = private unnamed_addr constant [15 x i32] [i32 0, i32 0, i32 0, i32 100, i32 5, i32 9, i32 1, i32 5, i32 7, i32 4, i32 6, i32 4, i32 10, i32 8, i32 11], align 4
@__const.main.arith = private unnamed_addr constant [10 x i32] [i32 0, i32 7, i32 0, i32 6, i32 3, i32 0, i32 50, i32 2, i32 8, i32 11], align 4
@.str.4 = private unnamed_addr constant [17 x i8] c"classify(%d)=%d\0A\00", align 1, !dbg !7
@run.dispatch = internal unnamed_addr constant [12 x ptr] [ptr blockaddress(@run, %4), ptr blockaddress(@run, %15), ptr blockaddress(@run, %24), ptr blockaddress(@run, %33), ptr blockaddress(@run, %42), ptr blockaddress(@run, %49), ptr blockaddress(@run, %57), ptr blockaddress(@run, %69), ptr blockaddress(@run, %75), ptr blockaddress(@run, %81), ptr blockaddress(@run, %88), ptr blockaddress(@run, %91)], align 4, !dbg !12
@.str.5 = private unnamed_addr constant [17 x i8] c"  top=%ld sp=%d\0A\00", align 1, !dbg !35
@.str.6 = private unnamed_addr constant [31 x i8] c"  halt after %ld steps, sp=%d\0A\00", align 1, !dbg !37
@__const.classify.targets = private unnamed_addr constant [3 x ptr] [ptr blockaddress(@classify, %12), ptr blockaddress(@classify, %9), ptr blockaddress(@classify, %10)], align 4
@str = private unnamed_addr constant [11 x i8] c"factorial:\00", align 1
@str.7 = private unnamed_addr constant [5 x i8] c"sum:\00", align 1
@str.8 = private unnamed_addr constant [7 x i8] c"arith:\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !79 {
    #dbg_assign(i1 undef, !83, !DIExpression(), !97, ptr @__const.main.fact, !DIExpression(), !98)
    #dbg_assign(i1 undef, !87, !DIExpression(), !99, ptr @__const.main.sum, !DIExpression(), !98)
    #dbg_assign(i1 undef, !91, !DIExpression(), !100, ptr @__const.main.arith, !DIExpression(), !98)
    #dbg_assign(i1 undef, !83, !DIExpression(), !101, ptr @__const.main.fact, !DIExpression(), !98)
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !102
  %2 = tail call fastcc i32 @run(ptr noundef nonnull @__const.main.fact), !dbg !103
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %2), !dbg !104
    #dbg_assign(i1 undef, !87, !DIExpression(), !105, ptr @__const.main.sum, !DIExpression(), !98)
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7), !dbg !106
  %5 = tail call fastcc i32 @run(ptr noundef nonnull @__const.main.sum), !dbg !107
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %5), !dbg !108
    #dbg_assign(i1 undef, !91, !DIExpression(), !109, ptr @__const.main.arith, !DIExpression(), !98)
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8), !dbg !110
  %8 = tail call fastcc i32 @run(ptr noundef nonnull @__const.main.arith), !dbg !111
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %8), !dbg !112
    #dbg_value(i32 -2, !95, !DIExpression(), !113)
    #dbg_value(i32 -2, !95, !DIExpression(), !113)
  %10 = tail call fastcc i32 @classify(i32 noundef -2), !dbg !114
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -2, i32 noundef %10), !dbg !116
    #dbg_value(i32 -1, !95, !DIExpression(), !113)
  %12 = tail call fastcc i32 @classify(i32 noundef -1), !dbg !114
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -1, i32 noundef %12), !dbg !116
    #dbg_value(i32 0, !95, !DIExpression(), !113)
  %14 = tail call fastcc i32 @classify(i32 noundef 0), !dbg !114
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef %14), !dbg !116
    #dbg_value(i32 1, !95, !DIExpression(), !113)
  %16 = tail call fastcc i32 @classify(i32 noundef 1), !dbg !114
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef %16), !dbg !116
    #dbg_value(i32 2, !95, !DIExpression(), !113)
  %18 = tail call fastcc i32 @classify(i32 noundef 2), !dbg !114
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef %18), !dbg !116
    #dbg_value(i32 3, !95, !DIExpression(), !113)
  ret i32 0, !dbg !117
}

; Function Attrs: nofree nounwind
declare !dbg !118 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc i32 @run(ptr nocapture noundef readonly %0) #0 !dbg !14 {
  %2 = alloca [64 x i32], align 4, !DIAssignID !125
    #dbg_assign(i1 undef, !44, !DIExpression(), !125, ptr %2, !DIExpression(), !126)
    #dbg_value(ptr %0, !43, !DIExpression(), !126)
    #dbg_value(i32 0, !48, !DIExpression(), !126)
    #dbg_value(ptr %0, !49, !DIExpression(), !126)
    #dbg_value(i32 0, !50, !DIExpression(), !126)
  %3 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !127
    #dbg_value(ptr %3, !49, !DIExpression(), !126)
  br label %100, !dbg !127

4:                                                ; preds = %100
    #dbg_label(!51, !128)
  %5 = getelementptr inbounds i8, ptr %102, i32 4, !dbg !129
    #dbg_value(ptr %5, !49, !DIExpression(), !126)
  %6 = load i32, ptr %102, align 4, !dbg !130, !tbaa !131
  %7 = add nsw i32 %103, 1, !dbg !135
    #dbg_value(i32 %7, !48, !DIExpression(), !126)
  %8 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 %103, !dbg !136
  store i32 %6, ptr %8, align 4, !dbg !137, !tbaa !138
    #dbg_value(i32 %101, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !126)
  %9 = getelementptr inbounds i8, ptr %102, i32 8, !dbg !140
    #dbg_value(ptr %9, !49, !DIExpression(), !126)
  br label %10, !dbg !140

10:                                               ; preds = %4, %15, %24, %33, %42, %49, %66, %69, %75, %81, %88
  %11 = phi ptr [ %5, %4 ], [ %102, %15 ], [ %102, %24 ], [ %102, %33 ], [ %102, %42 ], [ %102, %49 ], [ %67, %66 ], [ %102, %69 ], [ %102, %75 ], [ %102, %81 ], [ %102, %88 ]
  %12 = phi ptr [ %9, %4 ], [ %23, %15 ], [ %32, %24 ], [ %41, %33 ], [ %48, %42 ], [ %56, %49 ], [ %68, %66 ], [ %74, %69 ], [ %80, %75 ], [ %87, %81 ], [ %90, %88 ]
  %13 = phi i32 [ %7, %4 ], [ %16, %15 ], [ %25, %24 ], [ %34, %33 ], [ %47, %42 ], [ %103, %49 ], [ %59, %66 ], [ %103, %69 ], [ %103, %75 ], [ %86, %81 ], [ %89, %88 ]
  %14 = add nuw nsw i32 %101, 1, !dbg !126
  br label %100, !dbg !126

15:                                               ; preds = %100
    #dbg_label(!52, !141)
  %16 = add nsw i32 %103, -1, !dbg !142
    #dbg_value(i32 %16, !48, !DIExpression(), !126)
  %17 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 %16, !dbg !143
  %18 = load i32, ptr %17, align 4, !dbg !143, !tbaa !138
  %19 = add nsw i32 %103, -2, !dbg !144
  %20 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 %19, !dbg !145
  %21 = load i32, ptr %20, align 4, !dbg !146, !tbaa !138
  %22 = add nsw i32 %21, %18, !dbg !146
  store i32 %22, ptr %20, align 4, !dbg !146, !tbaa !138
    #dbg_value(i32 %101, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !126)
  %23 = getelementptr inbounds i8, ptr %102, i32 4, !dbg !147
    #dbg_value(ptr %23, !49, !DIExpression(), !126)
  br label %10, !dbg !147

24:                                               ; preds = %100
    #dbg_label(!53, !148)
  %25 = add nsw i32 %103, -1, !dbg !149
    #dbg_value(i32 %25, !48, !DIExpression(), !126)
  %26 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 %25, !dbg !150
  %27 = load i32, ptr %26, align 4, !dbg !150, !tbaa !138
  %28 = add nsw i32 %103, -2, !dbg !151
  %29 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 %28, !dbg !152
  %30 = load i32, ptr %29, align 4, !dbg !153, !tbaa !138
  %31 = sub nsw i32 %30, %27, !dbg !153
  store i32 %31, ptr %29, align 4, !dbg !153, !tbaa !138
    #dbg_value(i32 %101, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !126)
  %32 = getelementptr inbounds i8, ptr %102, i32 4, !dbg !154
    #dbg_value(ptr %32, !49, !DIExpression(), !126)
  br label %10, !dbg !154

33:                                               ; preds = %100
    #dbg_label(!54, !155)
  %34 = add nsw i32 %103, -1, !dbg !156
    #dbg_value(i32 %34, !48, !DIExpression(), !126)
  %35 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 %34, !dbg !157
  %36 = load i32, ptr %35, align 4, !dbg !157, !tbaa !138
  %37 = add nsw i32 %103, -2, !dbg !158
  %38 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 %37, !dbg !159
  %39 = load i32, ptr %38, align 4, !dbg !160, !tbaa !138
  %40 = mul nsw i32 %39, %36, !dbg !160
  store i32 %40, ptr %38, align 4, !dbg !160, !tbaa !138
    #dbg_value(i32 %101, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !126)
  %41 = getelementptr inbounds i8, ptr %102, i32 4, !dbg !161
    #dbg_value(ptr %41, !49, !DIExpression(), !126)
  br label %10, !dbg !161

42:                                               ; preds = %100
    #dbg_label(!55, !162)
  %43 = add nsw i32 %103, -1, !dbg !163
  %44 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 %43, !dbg !164
  %45 = load i32, ptr %44, align 4, !dbg !164, !tbaa !138
  %46 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 %103, !dbg !165
  store i32 %45, ptr %46, align 4, !dbg !166, !tbaa !138
  %47 = add nsw i32 %103, 1, !dbg !167
    #dbg_value(i32 %47, !48, !DIExpression(), !126)
    #dbg_value(i32 %101, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !126)
  %48 = getelementptr inbounds i8, ptr %102, i32 4, !dbg !168
    #dbg_value(ptr %48, !49, !DIExpression(), !126)
  br label %10, !dbg !168

49:                                               ; preds = %100
    #dbg_label(!56, !169)
  %50 = add nsw i32 %103, -1, !dbg !170
  %51 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 %50, !dbg !171
  %52 = load i32, ptr %51, align 4, !dbg !171, !tbaa !138
    #dbg_value(i32 %52, !57, !DIExpression(), !172)
  %53 = add nsw i32 %103, -2, !dbg !173
  %54 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 %53, !dbg !174
  %55 = load i32, ptr %54, align 4, !dbg !174, !tbaa !138
  store i32 %55, ptr %51, align 4, !dbg !175, !tbaa !138
  store i32 %52, ptr %54, align 4, !dbg !176, !tbaa !138
    #dbg_value(i32 %101, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !126)
  %56 = getelementptr inbounds i8, ptr %102, i32 4, !dbg !177
    #dbg_value(ptr %56, !49, !DIExpression(), !126)
  br label %10, !dbg !177

57:                                               ; preds = %100
    #dbg_label(!59, !178)
  %58 = getelementptr inbounds i8, ptr %102, i32 4, !dbg !179
    #dbg_value(ptr %58, !49, !DIExpression(), !126)
    #dbg_value(i32 poison, !60, !DIExpression(), !180)
  %59 = add nsw i32 %103, -1, !dbg !181
    #dbg_value(i32 %59, !48, !DIExpression(), !126)
  %60 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 %59, !dbg !182
  %61 = load i32, ptr %60, align 4, !dbg !182, !tbaa !138
  %62 = icmp eq i32 %61, 0, !dbg !182
  br i1 %62, label %66, label %63, !dbg !184

63:                                               ; preds = %57
  %64 = load i32, ptr %102, align 4, !dbg !185, !tbaa !131
    #dbg_value(i32 %64, !60, !DIExpression(), !180)
  %65 = getelementptr inbounds i32, ptr %0, i32 %64, !dbg !186
    #dbg_value(ptr %65, !49, !DIExpression(), !126)
  br label %66, !dbg !187

66:                                               ; preds = %63, %57
  %67 = phi ptr [ %65, %63 ], [ %58, %57 ], !dbg !180
    #dbg_value(ptr %67, !49, !DIExpression(), !126)
    #dbg_value(i32 %101, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !126)
  %68 = getelementptr inbounds i8, ptr %67, i32 4, !dbg !188
    #dbg_value(ptr %68, !49, !DIExpression(), !126)
  br label %10, !dbg !188

69:                                               ; preds = %100
    #dbg_label(!62, !189)
  %70 = add nsw i32 %103, -1, !dbg !190
  %71 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 %70, !dbg !191
  %72 = load i32, ptr %71, align 4, !dbg !192, !tbaa !138
  %73 = add nsw i32 %72, -1, !dbg !192
  store i32 %73, ptr %71, align 4, !dbg !192, !tbaa !138
    #dbg_value(i32 %101, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !126)
  %74 = getelementptr inbounds i8, ptr %102, i32 4, !dbg !193
    #dbg_value(ptr %74, !49, !DIExpression(), !126)
  br label %10, !dbg !193

75:                                               ; preds = %100
    #dbg_label(!63, !194)
  %76 = add nsw i32 %103, -1, !dbg !195
  %77 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 %76, !dbg !196
  %78 = load i32, ptr %77, align 4, !dbg !196, !tbaa !138
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %78, i32 noundef %103), !dbg !197
    #dbg_value(i32 %101, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !126)
  %80 = getelementptr inbounds i8, ptr %102, i32 4, !dbg !198
    #dbg_value(ptr %80, !49, !DIExpression(), !126)
  br label %10, !dbg !198

81:                                               ; preds = %100
    #dbg_label(!64, !199)
  %82 = add nsw i32 %103, -2, !dbg !200
  %83 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 %82, !dbg !201
  %84 = load i32, ptr %83, align 4, !dbg !201, !tbaa !138
  %85 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 %103, !dbg !202
  store i32 %84, ptr %85, align 4, !dbg !203, !tbaa !138
  %86 = add nsw i32 %103, 1, !dbg !204
    #dbg_value(i32 %86, !48, !DIExpression(), !126)
    #dbg_value(i32 %101, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !126)
  %87 = getelementptr inbounds i8, ptr %102, i32 4, !dbg !205
    #dbg_value(ptr %87, !49, !DIExpression(), !126)
  br label %10, !dbg !205

88:                                               ; preds = %100
    #dbg_label(!65, !206)
  %89 = add nsw i32 %103, -1, !dbg !207
    #dbg_value(i32 %89, !48, !DIExpression(), !126)
    #dbg_value(i32 %101, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !126)
  %90 = getelementptr inbounds i8, ptr %102, i32 4, !dbg !208
    #dbg_value(ptr %90, !49, !DIExpression(), !126)
  br label %10, !dbg !208

91:                                               ; preds = %100
    #dbg_label(!66, !209)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %101, i32 noundef %103), !dbg !210
  %93 = icmp eq i32 %103, 0, !dbg !211
  br i1 %93, label %98, label %94, !dbg !211

94:                                               ; preds = %91
  %95 = add nsw i32 %103, -1, !dbg !212
  %96 = getelementptr inbounds [64 x i32], ptr %2, i32 0, i32 %95, !dbg !213
  %97 = load i32, ptr %96, align 4, !dbg !213, !tbaa !138
  br label %98, !dbg !211

98:                                               ; preds = %91, %94
  %99 = phi i32 [ %97, %94 ], [ 0, %91 ], !dbg !211
  ret i32 %99, !dbg !214

100:                                              ; preds = %10, %1
  %101 = phi i32 [ 0, %1 ], [ %14, %10 ], !dbg !126
  %102 = phi ptr [ %3, %1 ], [ %12, %10 ], !dbg !126
  %103 = phi i32 [ 0, %1 ], [ %13, %10 ], !dbg !126
  %104 = phi ptr [ %0, %1 ], [ %11, %10 ]
  %105 = load i32, ptr %104, align 4, !dbg !126, !tbaa !131
  %106 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i32 0, i32 %105, !dbg !126
  %107 = load ptr, ptr %106, align 4, !dbg !126, !tbaa !215
    #dbg_value(i32 %103, !48, !DIExpression(), !126)
    #dbg_value(ptr %102, !49, !DIExpression(), !126)
    #dbg_value(i32 %101, !50, !DIExpression(), !126)
  indirectbr ptr %107, [label %4, label %15, label %24, label %33, label %42, label %49, label %57, label %69, label %75, label %81, label %88, label %91]
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @classify(i32 noundef %0) #2 !dbg !217 {
    #dbg_assign(i1 undef, !222, !DIExpression(), !230, ptr @__const.classify.targets, !DIExpression(), !231)
    #dbg_value(i32 %0, !221, !DIExpression(), !231)
    #dbg_assign(i1 undef, !222, !DIExpression(), !232, ptr @__const.classify.targets, !DIExpression(), !231)
  %2 = ashr i32 %0, 31, !dbg !233
  %3 = icmp ne i32 %0, 0, !dbg !234
  %4 = zext i1 %3 to i32, !dbg !234
  %5 = or i32 %2, %4, !dbg !234
  %6 = add nsw i32 %5, 1, !dbg !235
    #dbg_value(i32 %6, !226, !DIExpression(), !231)
  %7 = getelementptr inbounds [3 x ptr], ptr @__const.classify.targets, i32 0, i32 %6, !dbg !236
  %8 = load ptr, ptr %7, align 4, !dbg !236, !tbaa !215
  indirectbr ptr %8, [label %12, label %9, label %10]

9:                                                ; preds = %1
    #dbg_label(!228, !237)
  br label %12, !dbg !238

10:                                               ; preds = %1
    #dbg_label(!229, !239)
  %11 = add nsw i32 %0, 100, !dbg !240
  br label %12, !dbg !241

12:                                               ; preds = %1, %10, %9
  %13 = phi i32 [ %11, %10 ], [ 0, %9 ], [ -100, %1 ], !dbg !231
  ret i32 %13, !dbg !242
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }

!llvm.dbg.cu = !{!21}
!llvm.module.flags = !{!70, !71, !72, !73, !74, !75, !76, !77}
!llvm.ident = !{!78}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "computed_goto.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "7099b99fbd79cc763ee457c4748a064f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "dispatch", scope: !14, file: !2, line: 9, type: !67, isLocal: true, isDefinition: true)
!14 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 8, type: !15, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !21, retainedNodes: !42)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !18}
!17 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 32)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !22, splitDebugInlining: false, nameTableKind: None)
!22 = !{!23, !0, !25, !30, !7, !12, !35, !37}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !3, isLocal: true, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 6)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 8)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !9, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 31)
!42 = !{!43, !44, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !59, !60, !62, !63, !64, !65, !66}
!43 = !DILocalVariable(name: "code", arg: 1, scope: !14, file: !2, line: 8, type: !18)
!44 = !DILocalVariable(name: "stack", scope: !14, file: !2, line: 12, type: !45)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 2048, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 64)
!48 = !DILocalVariable(name: "sp", scope: !14, file: !2, line: 13, type: !20)
!49 = !DILocalVariable(name: "pc", scope: !14, file: !2, line: 14, type: !18)
!50 = !DILocalVariable(name: "steps", scope: !14, file: !2, line: 15, type: !17)
!51 = !DILabel(scope: !14, name: "do_push", file: !2, line: 18)
!52 = !DILabel(scope: !14, name: "do_add", file: !2, line: 22)
!53 = !DILabel(scope: !14, name: "do_sub", file: !2, line: 27)
!54 = !DILabel(scope: !14, name: "do_mul", file: !2, line: 32)
!55 = !DILabel(scope: !14, name: "do_dup", file: !2, line: 37)
!56 = !DILabel(scope: !14, name: "do_swap", file: !2, line: 42)
!57 = !DILocalVariable(name: "t", scope: !58, file: !2, line: 43, type: !17)
!58 = distinct !DILexicalBlock(scope: !14, file: !2, line: 42, column: 10)
!59 = !DILabel(scope: !14, name: "do_jnz", file: !2, line: 49)
!60 = !DILocalVariable(name: "target", scope: !61, file: !2, line: 50, type: !20)
!61 = distinct !DILexicalBlock(scope: !14, file: !2, line: 49, column: 9)
!62 = !DILabel(scope: !14, name: "do_dec", file: !2, line: 57)
!63 = !DILabel(scope: !14, name: "do_print", file: !2, line: 61)
!64 = !DILabel(scope: !14, name: "do_over", file: !2, line: 65)
!65 = !DILabel(scope: !14, name: "do_drop", file: !2, line: 70)
!66 = !DILabel(scope: !14, name: "do_halt", file: !2, line: 74)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 384, elements: !5)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !69)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!70 = !{i32 1, !"NumRegisterParameters", i32 0}
!71 = !{i32 7, !"Dwarf Version", i32 5}
!72 = !{i32 2, !"Debug Info Version", i32 3}
!73 = !{i32 1, !"wchar_size", i32 4}
!74 = !{i32 8, !"PIC Level", i32 2}
!75 = !{i32 7, !"PIE Level", i32 2}
!76 = !{i32 7, !"uwtable", i32 2}
!77 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!78 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!79 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 93, type: !80, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !21, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!20}
!82 = !{!83, !87, !91, !95}
!83 = !DILocalVariable(name: "fact", scope: !79, file: !2, line: 95, type: !84)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 640, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 20)
!87 = !DILocalVariable(name: "sum", scope: !79, file: !2, line: 102, type: !88)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 480, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 15)
!91 = !DILocalVariable(name: "arith", scope: !79, file: !2, line: 107, type: !92)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 320, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 10)
!95 = !DILocalVariable(name: "x", scope: !96, file: !2, line: 111, type: !20)
!96 = distinct !DILexicalBlock(scope: !79, file: !2, line: 111, column: 5)
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 0, scope: !79)
!99 = distinct !DIAssignID()
!100 = distinct !DIAssignID()
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 99, column: 5, scope: !79)
!103 = !DILocation(line: 100, column: 28, scope: !79)
!104 = !DILocation(line: 100, column: 5, scope: !79)
!105 = distinct !DIAssignID()
!106 = !DILocation(line: 105, column: 5, scope: !79)
!107 = !DILocation(line: 106, column: 28, scope: !79)
!108 = !DILocation(line: 106, column: 5, scope: !79)
!109 = distinct !DIAssignID()
!110 = !DILocation(line: 109, column: 5, scope: !79)
!111 = !DILocation(line: 110, column: 28, scope: !79)
!112 = !DILocation(line: 110, column: 5, scope: !79)
!113 = !DILocation(line: 0, scope: !96)
!114 = !DILocation(line: 112, column: 40, scope: !115)
!115 = distinct !DILexicalBlock(scope: !96, file: !2, line: 111, column: 5)
!116 = !DILocation(line: 112, column: 9, scope: !115)
!117 = !DILocation(line: 113, column: 5, scope: !79)
!118 = !DISubprogram(name: "printf", scope: !119, file: !119, line: 356, type: !120, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!120 = !DISubroutineType(types: !121)
!121 = !{!20, !122, null}
!122 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !123)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 32)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 0, scope: !14)
!127 = !DILocation(line: 17, column: 5, scope: !14)
!128 = !DILocation(line: 18, column: 1, scope: !14)
!129 = !DILocation(line: 19, column: 22, scope: !14)
!130 = !DILocation(line: 19, column: 19, scope: !14)
!131 = !{!132, !132, i64 0}
!132 = !{!"int", !133, i64 0}
!133 = !{!"omnipotent char", !134, i64 0}
!134 = !{!"Simple C/C++ TBAA"}
!135 = !DILocation(line: 19, column: 13, scope: !14)
!136 = !DILocation(line: 19, column: 5, scope: !14)
!137 = !DILocation(line: 19, column: 17, scope: !14)
!138 = !{!139, !139, i64 0}
!139 = !{!"long", !133, i64 0}
!140 = !DILocation(line: 21, column: 5, scope: !14)
!141 = !DILocation(line: 22, column: 1, scope: !14)
!142 = !DILocation(line: 23, column: 7, scope: !14)
!143 = !DILocation(line: 24, column: 22, scope: !14)
!144 = !DILocation(line: 24, column: 14, scope: !14)
!145 = !DILocation(line: 24, column: 5, scope: !14)
!146 = !DILocation(line: 24, column: 19, scope: !14)
!147 = !DILocation(line: 26, column: 5, scope: !14)
!148 = !DILocation(line: 27, column: 1, scope: !14)
!149 = !DILocation(line: 28, column: 7, scope: !14)
!150 = !DILocation(line: 29, column: 22, scope: !14)
!151 = !DILocation(line: 29, column: 14, scope: !14)
!152 = !DILocation(line: 29, column: 5, scope: !14)
!153 = !DILocation(line: 29, column: 19, scope: !14)
!154 = !DILocation(line: 31, column: 5, scope: !14)
!155 = !DILocation(line: 32, column: 1, scope: !14)
!156 = !DILocation(line: 33, column: 7, scope: !14)
!157 = !DILocation(line: 34, column: 22, scope: !14)
!158 = !DILocation(line: 34, column: 14, scope: !14)
!159 = !DILocation(line: 34, column: 5, scope: !14)
!160 = !DILocation(line: 34, column: 19, scope: !14)
!161 = !DILocation(line: 36, column: 5, scope: !14)
!162 = !DILocation(line: 37, column: 1, scope: !14)
!163 = !DILocation(line: 38, column: 26, scope: !14)
!164 = !DILocation(line: 38, column: 17, scope: !14)
!165 = !DILocation(line: 38, column: 5, scope: !14)
!166 = !DILocation(line: 38, column: 15, scope: !14)
!167 = !DILocation(line: 39, column: 7, scope: !14)
!168 = !DILocation(line: 41, column: 5, scope: !14)
!169 = !DILocation(line: 42, column: 1, scope: !14)
!170 = !DILocation(line: 43, column: 23, scope: !58)
!171 = !DILocation(line: 43, column: 14, scope: !58)
!172 = !DILocation(line: 0, scope: !58)
!173 = !DILocation(line: 44, column: 30, scope: !58)
!174 = !DILocation(line: 44, column: 21, scope: !58)
!175 = !DILocation(line: 44, column: 19, scope: !58)
!176 = !DILocation(line: 45, column: 19, scope: !58)
!177 = !DILocation(line: 47, column: 5, scope: !58)
!178 = !DILocation(line: 49, column: 1, scope: !14)
!179 = !DILocation(line: 50, column: 21, scope: !61)
!180 = !DILocation(line: 0, scope: !61)
!181 = !DILocation(line: 51, column: 7, scope: !61)
!182 = !DILocation(line: 52, column: 9, scope: !183)
!183 = distinct !DILexicalBlock(scope: !61, file: !2, line: 52, column: 9)
!184 = !DILocation(line: 52, column: 9, scope: !61)
!185 = !DILocation(line: 50, column: 18, scope: !61)
!186 = !DILocation(line: 53, column: 19, scope: !183)
!187 = !DILocation(line: 53, column: 9, scope: !183)
!188 = !DILocation(line: 55, column: 5, scope: !61)
!189 = !DILocation(line: 57, column: 1, scope: !14)
!190 = !DILocation(line: 58, column: 14, scope: !14)
!191 = !DILocation(line: 58, column: 5, scope: !14)
!192 = !DILocation(line: 58, column: 18, scope: !14)
!193 = !DILocation(line: 60, column: 5, scope: !14)
!194 = !DILocation(line: 61, column: 1, scope: !14)
!195 = !DILocation(line: 62, column: 42, scope: !14)
!196 = !DILocation(line: 62, column: 33, scope: !14)
!197 = !DILocation(line: 62, column: 5, scope: !14)
!198 = !DILocation(line: 64, column: 5, scope: !14)
!199 = !DILocation(line: 65, column: 1, scope: !14)
!200 = !DILocation(line: 66, column: 26, scope: !14)
!201 = !DILocation(line: 66, column: 17, scope: !14)
!202 = !DILocation(line: 66, column: 5, scope: !14)
!203 = !DILocation(line: 66, column: 15, scope: !14)
!204 = !DILocation(line: 67, column: 7, scope: !14)
!205 = !DILocation(line: 69, column: 5, scope: !14)
!206 = !DILocation(line: 70, column: 1, scope: !14)
!207 = !DILocation(line: 71, column: 7, scope: !14)
!208 = !DILocation(line: 73, column: 5, scope: !14)
!209 = !DILocation(line: 74, column: 1, scope: !14)
!210 = !DILocation(line: 75, column: 5, scope: !14)
!211 = !DILocation(line: 76, column: 12, scope: !14)
!212 = !DILocation(line: 76, column: 26, scope: !14)
!213 = !DILocation(line: 76, column: 17, scope: !14)
!214 = !DILocation(line: 76, column: 5, scope: !14)
!215 = !{!216, !216, i64 0}
!216 = !{!"any pointer", !133, i64 0}
!217 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 81, type: !218, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !21, retainedNodes: !220)
!218 = !DISubroutineType(types: !219)
!219 = !{!20, !20}
!220 = !{!221, !222, !226, !227, !228, !229}
!221 = !DILocalVariable(name: "x", arg: 1, scope: !217, file: !2, line: 81, type: !20)
!222 = !DILocalVariable(name: "targets", scope: !217, file: !2, line: 82, type: !223)
!223 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 96, elements: !224)
!224 = !{!225}
!225 = !DISubrange(count: 3)
!226 = !DILocalVariable(name: "idx", scope: !217, file: !2, line: 83, type: !20)
!227 = !DILabel(scope: !217, name: "neg", file: !2, line: 85)
!228 = !DILabel(scope: !217, name: "zero", file: !2, line: 87)
!229 = !DILabel(scope: !217, name: "pos", file: !2, line: 89)
!230 = distinct !DIAssignID()
!231 = !DILocation(line: 0, scope: !217)
!232 = distinct !DIAssignID()
!233 = !DILocation(line: 83, column: 28, scope: !217)
!234 = !DILocation(line: 83, column: 23, scope: !217)
!235 = !DILocation(line: 83, column: 33, scope: !217)
!236 = !DILocation(line: 84, column: 11, scope: !217)
!237 = !DILocation(line: 87, column: 1, scope: !217)
!238 = !DILocation(line: 88, column: 5, scope: !217)
!239 = !DILocation(line: 89, column: 1, scope: !217)
!240 = !DILocation(line: 90, column: 16, scope: !217)
!241 = !DILocation(line: 90, column: 5, scope: !217)
!242 = !DILocation(line: 91, column: 1, scope: !217)
