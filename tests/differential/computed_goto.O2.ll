; ModuleID = 'computed_goto.c'
source_filename = "computed_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.fact = private unnamed_addr constant [20 x i32] [i32 0, i32 1, i32 0, i32 10, i32 4, i32 6, i32 8, i32 11, i32 5, i32 9, i32 3, i32 5, i32 7, i32 8, i32 4, i32 6, i32 8, i32 10, i32 8, i32 11], align 16
@.str.1 = private unnamed_addr constant [12 x i8] c"result %ld\0A\00", align 1, !dbg !0
@__const.main.sum = private unnamed_addr constant [15 x i32] [i32 0, i32 0, i32 0, i32 100, i32 5, i32 9, i32 1, i32 5, i32 7, i32 4, i32 6, i32 4, i32 10, i32 8, i32 11], align 16
@__const.main.arith = private unnamed_addr constant [10 x i32] [i32 0, i32 7, i32 0, i32 6, i32 3, i32 0, i32 50, i32 2, i32 8, i32 11], align 16
@.str.4 = private unnamed_addr constant [17 x i8] c"classify(%d)=%d\0A\00", align 1, !dbg !7
@run.dispatch = internal unnamed_addr constant [12 x ptr] [ptr blockaddress(@run, %4), ptr blockaddress(@run, %17), ptr blockaddress(@run, %28), ptr blockaddress(@run, %39), ptr blockaddress(@run, %50), ptr blockaddress(@run, %59), ptr blockaddress(@run, %69), ptr blockaddress(@run, %83), ptr blockaddress(@run, %90), ptr blockaddress(@run, %97), ptr blockaddress(@run, %106), ptr blockaddress(@run, %109)], align 16, !dbg !12
@.str.5 = private unnamed_addr constant [17 x i8] c"  top=%ld sp=%d\0A\00", align 1, !dbg !35
@.str.6 = private unnamed_addr constant [31 x i8] c"  halt after %ld steps, sp=%d\0A\00", align 1, !dbg !37
@__const.classify.targets = private unnamed_addr constant [3 x ptr] [ptr blockaddress(@classify, %13), ptr blockaddress(@classify, %10), ptr blockaddress(@classify, %11)], align 16
@str = private unnamed_addr constant [11 x i8] c"factorial:\00", align 1
@str.7 = private unnamed_addr constant [5 x i8] c"sum:\00", align 1
@str.8 = private unnamed_addr constant [7 x i8] c"arith:\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !78 {
    #dbg_assign(i1 undef, !82, !DIExpression(), !96, ptr @__const.main.fact, !DIExpression(), !97)
    #dbg_assign(i1 undef, !86, !DIExpression(), !98, ptr @__const.main.sum, !DIExpression(), !97)
    #dbg_assign(i1 undef, !90, !DIExpression(), !99, ptr @__const.main.arith, !DIExpression(), !97)
    #dbg_assign(i1 undef, !82, !DIExpression(), !100, ptr @__const.main.fact, !DIExpression(), !97)
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !101
  %2 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.fact), !dbg !102
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %2), !dbg !103
    #dbg_assign(i1 undef, !86, !DIExpression(), !104, ptr @__const.main.sum, !DIExpression(), !97)
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7), !dbg !105
  %5 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.sum), !dbg !106
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %5), !dbg !107
    #dbg_assign(i1 undef, !90, !DIExpression(), !108, ptr @__const.main.arith, !DIExpression(), !97)
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8), !dbg !109
  %8 = tail call fastcc i64 @run(ptr noundef nonnull @__const.main.arith), !dbg !110
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %8), !dbg !111
    #dbg_value(i32 -2, !94, !DIExpression(), !112)
    #dbg_value(i32 -2, !94, !DIExpression(), !112)
  %10 = tail call fastcc i32 @classify(i32 noundef -2), !dbg !113
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -2, i32 noundef %10), !dbg !115
    #dbg_value(i32 -1, !94, !DIExpression(), !112)
  %12 = tail call fastcc i32 @classify(i32 noundef -1), !dbg !113
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -1, i32 noundef %12), !dbg !115
    #dbg_value(i32 0, !94, !DIExpression(), !112)
  %14 = tail call fastcc i32 @classify(i32 noundef 0), !dbg !113
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef %14), !dbg !115
    #dbg_value(i32 1, !94, !DIExpression(), !112)
  %16 = tail call fastcc i32 @classify(i32 noundef 1), !dbg !113
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef %16), !dbg !115
    #dbg_value(i32 2, !94, !DIExpression(), !112)
  %18 = tail call fastcc i32 @classify(i32 noundef 2), !dbg !113
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef %18), !dbg !115
    #dbg_value(i32 3, !94, !DIExpression(), !112)
  ret i32 0, !dbg !116
}

; Function Attrs: nofree nounwind
declare !dbg !117 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @run(ptr nocapture noundef readonly %0) #0 !dbg !14 {
  %2 = alloca [64 x i64], align 16, !DIAssignID !124
    #dbg_assign(i1 undef, !44, !DIExpression(), !124, ptr %2, !DIExpression(), !125)
    #dbg_value(ptr %0, !43, !DIExpression(), !125)
    #dbg_value(i32 0, !48, !DIExpression(), !125)
    #dbg_value(ptr %0, !49, !DIExpression(), !125)
    #dbg_value(i64 0, !50, !DIExpression(), !125)
  %3 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !126
    #dbg_value(ptr %3, !49, !DIExpression(), !125)
  br label %119, !dbg !126

4:                                                ; preds = %119
    #dbg_label(!51, !127)
  %5 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !128
    #dbg_value(ptr %5, !49, !DIExpression(), !125)
  %6 = load i32, ptr %121, align 4, !dbg !129, !tbaa !130
  %7 = sext i32 %6 to i64, !dbg !129
  %8 = add nsw i32 %122, 1, !dbg !134
    #dbg_value(i32 %8, !48, !DIExpression(), !125)
  %9 = sext i32 %122 to i64, !dbg !135
  %10 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %9, !dbg !135
  store i64 %7, ptr %10, align 8, !dbg !136, !tbaa !137
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !125)
  %11 = getelementptr inbounds i8, ptr %121, i64 8, !dbg !139
    #dbg_value(ptr %11, !49, !DIExpression(), !125)
  br label %12, !dbg !139

12:                                               ; preds = %4, %17, %28, %39, %50, %59, %80, %83, %90, %97, %106
  %13 = phi ptr [ %5, %4 ], [ %121, %17 ], [ %121, %28 ], [ %121, %39 ], [ %121, %50 ], [ %121, %59 ], [ %81, %80 ], [ %121, %83 ], [ %121, %90 ], [ %121, %97 ], [ %121, %106 ]
  %14 = phi ptr [ %11, %4 ], [ %27, %17 ], [ %38, %28 ], [ %49, %39 ], [ %58, %50 ], [ %68, %59 ], [ %82, %80 ], [ %89, %83 ], [ %96, %90 ], [ %105, %97 ], [ %108, %106 ]
  %15 = phi i32 [ %8, %4 ], [ %18, %17 ], [ %29, %28 ], [ %40, %39 ], [ %57, %50 ], [ %122, %59 ], [ %71, %80 ], [ %122, %83 ], [ %122, %90 ], [ %104, %97 ], [ %107, %106 ]
  %16 = add nuw nsw i64 %120, 1, !dbg !125
  br label %119, !dbg !125

17:                                               ; preds = %119
    #dbg_label(!52, !140)
  %18 = add nsw i32 %122, -1, !dbg !141
    #dbg_value(i32 %18, !48, !DIExpression(), !125)
  %19 = sext i32 %18 to i64, !dbg !142
  %20 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %19, !dbg !142
  %21 = load i64, ptr %20, align 8, !dbg !142, !tbaa !137
  %22 = add nsw i32 %122, -2, !dbg !143
  %23 = sext i32 %22 to i64, !dbg !144
  %24 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %23, !dbg !144
  %25 = load i64, ptr %24, align 8, !dbg !145, !tbaa !137
  %26 = add nsw i64 %25, %21, !dbg !145
  store i64 %26, ptr %24, align 8, !dbg !145, !tbaa !137
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !125)
  %27 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !146
    #dbg_value(ptr %27, !49, !DIExpression(), !125)
  br label %12, !dbg !146

28:                                               ; preds = %119
    #dbg_label(!53, !147)
  %29 = add nsw i32 %122, -1, !dbg !148
    #dbg_value(i32 %29, !48, !DIExpression(), !125)
  %30 = sext i32 %29 to i64, !dbg !149
  %31 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %30, !dbg !149
  %32 = load i64, ptr %31, align 8, !dbg !149, !tbaa !137
  %33 = add nsw i32 %122, -2, !dbg !150
  %34 = sext i32 %33 to i64, !dbg !151
  %35 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %34, !dbg !151
  %36 = load i64, ptr %35, align 8, !dbg !152, !tbaa !137
  %37 = sub nsw i64 %36, %32, !dbg !152
  store i64 %37, ptr %35, align 8, !dbg !152, !tbaa !137
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !125)
  %38 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !153
    #dbg_value(ptr %38, !49, !DIExpression(), !125)
  br label %12, !dbg !153

39:                                               ; preds = %119
    #dbg_label(!54, !154)
  %40 = add nsw i32 %122, -1, !dbg !155
    #dbg_value(i32 %40, !48, !DIExpression(), !125)
  %41 = sext i32 %40 to i64, !dbg !156
  %42 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %41, !dbg !156
  %43 = load i64, ptr %42, align 8, !dbg !156, !tbaa !137
  %44 = add nsw i32 %122, -2, !dbg !157
  %45 = sext i32 %44 to i64, !dbg !158
  %46 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %45, !dbg !158
  %47 = load i64, ptr %46, align 8, !dbg !159, !tbaa !137
  %48 = mul nsw i64 %47, %43, !dbg !159
  store i64 %48, ptr %46, align 8, !dbg !159, !tbaa !137
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !125)
  %49 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !160
    #dbg_value(ptr %49, !49, !DIExpression(), !125)
  br label %12, !dbg !160

50:                                               ; preds = %119
    #dbg_label(!55, !161)
  %51 = add nsw i32 %122, -1, !dbg !162
  %52 = sext i32 %51 to i64, !dbg !163
  %53 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %52, !dbg !163
  %54 = load i64, ptr %53, align 8, !dbg !163, !tbaa !137
  %55 = sext i32 %122 to i64, !dbg !164
  %56 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %55, !dbg !164
  store i64 %54, ptr %56, align 8, !dbg !165, !tbaa !137
  %57 = add nsw i32 %122, 1, !dbg !166
    #dbg_value(i32 %57, !48, !DIExpression(), !125)
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !125)
  %58 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !167
    #dbg_value(ptr %58, !49, !DIExpression(), !125)
  br label %12, !dbg !167

59:                                               ; preds = %119
    #dbg_label(!56, !168)
  %60 = add nsw i32 %122, -1, !dbg !169
  %61 = sext i32 %60 to i64, !dbg !170
  %62 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %61, !dbg !170
  %63 = load i64, ptr %62, align 8, !dbg !170, !tbaa !137
    #dbg_value(i64 %63, !57, !DIExpression(), !171)
  %64 = add nsw i32 %122, -2, !dbg !172
  %65 = sext i32 %64 to i64, !dbg !173
  %66 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %65, !dbg !173
  %67 = load i64, ptr %66, align 8, !dbg !173, !tbaa !137
  store i64 %67, ptr %62, align 8, !dbg !174, !tbaa !137
  store i64 %63, ptr %66, align 8, !dbg !175, !tbaa !137
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !125)
  %68 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !176
    #dbg_value(ptr %68, !49, !DIExpression(), !125)
  br label %12, !dbg !176

69:                                               ; preds = %119
    #dbg_label(!59, !177)
  %70 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !178
    #dbg_value(ptr %70, !49, !DIExpression(), !125)
    #dbg_value(i32 poison, !60, !DIExpression(), !179)
  %71 = add nsw i32 %122, -1, !dbg !180
    #dbg_value(i32 %71, !48, !DIExpression(), !125)
  %72 = sext i32 %71 to i64, !dbg !181
  %73 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %72, !dbg !181
  %74 = load i64, ptr %73, align 8, !dbg !181, !tbaa !137
  %75 = icmp eq i64 %74, 0, !dbg !181
  br i1 %75, label %80, label %76, !dbg !183

76:                                               ; preds = %69
  %77 = load i32, ptr %121, align 4, !dbg !184, !tbaa !130
    #dbg_value(i32 %77, !60, !DIExpression(), !179)
  %78 = sext i32 %77 to i64, !dbg !185
  %79 = getelementptr inbounds i32, ptr %0, i64 %78, !dbg !185
    #dbg_value(ptr %79, !49, !DIExpression(), !125)
  br label %80, !dbg !186

80:                                               ; preds = %76, %69
  %81 = phi ptr [ %79, %76 ], [ %70, %69 ], !dbg !179
    #dbg_value(ptr %81, !49, !DIExpression(), !125)
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !125)
  %82 = getelementptr inbounds i8, ptr %81, i64 4, !dbg !187
    #dbg_value(ptr %82, !49, !DIExpression(), !125)
  br label %12, !dbg !187

83:                                               ; preds = %119
    #dbg_label(!62, !188)
  %84 = add nsw i32 %122, -1, !dbg !189
  %85 = sext i32 %84 to i64, !dbg !190
  %86 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %85, !dbg !190
  %87 = load i64, ptr %86, align 8, !dbg !191, !tbaa !137
  %88 = add nsw i64 %87, -1, !dbg !191
  store i64 %88, ptr %86, align 8, !dbg !191, !tbaa !137
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !125)
  %89 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !192
    #dbg_value(ptr %89, !49, !DIExpression(), !125)
  br label %12, !dbg !192

90:                                               ; preds = %119
    #dbg_label(!63, !193)
  %91 = add nsw i32 %122, -1, !dbg !194
  %92 = sext i32 %91 to i64, !dbg !195
  %93 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %92, !dbg !195
  %94 = load i64, ptr %93, align 8, !dbg !195, !tbaa !137
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %94, i32 noundef %122), !dbg !196
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !125)
  %96 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !197
    #dbg_value(ptr %96, !49, !DIExpression(), !125)
  br label %12, !dbg !197

97:                                               ; preds = %119
    #dbg_label(!64, !198)
  %98 = add nsw i32 %122, -2, !dbg !199
  %99 = sext i32 %98 to i64, !dbg !200
  %100 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %99, !dbg !200
  %101 = load i64, ptr %100, align 8, !dbg !200, !tbaa !137
  %102 = sext i32 %122 to i64, !dbg !201
  %103 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %102, !dbg !201
  store i64 %101, ptr %103, align 8, !dbg !202, !tbaa !137
  %104 = add nsw i32 %122, 1, !dbg !203
    #dbg_value(i32 %104, !48, !DIExpression(), !125)
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !125)
  %105 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !204
    #dbg_value(ptr %105, !49, !DIExpression(), !125)
  br label %12, !dbg !204

106:                                              ; preds = %119
    #dbg_label(!65, !205)
  %107 = add nsw i32 %122, -1, !dbg !206
    #dbg_value(i32 %107, !48, !DIExpression(), !125)
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !125)
  %108 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !207
    #dbg_value(ptr %108, !49, !DIExpression(), !125)
  br label %12, !dbg !207

109:                                              ; preds = %119
    #dbg_label(!66, !208)
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %120, i32 noundef %122), !dbg !209
  %111 = icmp eq i32 %122, 0, !dbg !210
  br i1 %111, label %117, label %112, !dbg !210

112:                                              ; preds = %109
  %113 = add nsw i32 %122, -1, !dbg !211
  %114 = sext i32 %113 to i64, !dbg !212
  %115 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %114, !dbg !212
  %116 = load i64, ptr %115, align 8, !dbg !212, !tbaa !137
  br label %117, !dbg !210

117:                                              ; preds = %109, %112
  %118 = phi i64 [ %116, %112 ], [ 0, %109 ], !dbg !210
  ret i64 %118, !dbg !213

119:                                              ; preds = %12, %1
  %120 = phi i64 [ 0, %1 ], [ %16, %12 ], !dbg !125
  %121 = phi ptr [ %3, %1 ], [ %14, %12 ], !dbg !125
  %122 = phi i32 [ 0, %1 ], [ %15, %12 ], !dbg !125
  %123 = phi ptr [ %0, %1 ], [ %13, %12 ]
  %124 = load i32, ptr %123, align 4, !dbg !125, !tbaa !130
  %125 = sext i32 %124 to i64, !dbg !125
  %126 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i64 0, i64 %125, !dbg !125
  %127 = load ptr, ptr %126, align 8, !dbg !125, !tbaa !214
    #dbg_value(i32 %122, !48, !DIExpression(), !125)
    #dbg_value(ptr %121, !49, !DIExpression(), !125)
    #dbg_value(i64 %120, !50, !DIExpression(), !125)
  indirectbr ptr %127, [label %4, label %17, label %28, label %39, label %50, label %59, label %69, label %83, label %90, label %97, label %106, label %109]
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @classify(i32 noundef %0) #2 !dbg !216 {
    #dbg_assign(i1 undef, !221, !DIExpression(), !229, ptr @__const.classify.targets, !DIExpression(), !230)
    #dbg_value(i32 %0, !220, !DIExpression(), !230)
    #dbg_assign(i1 undef, !221, !DIExpression(), !231, ptr @__const.classify.targets, !DIExpression(), !230)
  %2 = ashr i32 %0, 31, !dbg !232
  %3 = icmp ne i32 %0, 0, !dbg !233
  %4 = zext i1 %3 to i32, !dbg !233
  %5 = or i32 %2, %4, !dbg !233
  %6 = add nsw i32 %5, 1, !dbg !234
    #dbg_value(i32 %6, !225, !DIExpression(), !230)
  %7 = zext nneg i32 %6 to i64, !dbg !235
  %8 = getelementptr inbounds [3 x ptr], ptr @__const.classify.targets, i64 0, i64 %7, !dbg !235
  %9 = load ptr, ptr %8, align 8, !dbg !235, !tbaa !214
  indirectbr ptr %9, [label %13, label %10, label %11]

10:                                               ; preds = %1
    #dbg_label(!227, !236)
  br label %13, !dbg !237

11:                                               ; preds = %1
    #dbg_label(!228, !238)
  %12 = add nsw i32 %0, 100, !dbg !239
  br label %13, !dbg !240

13:                                               ; preds = %1, %11, %10
  %14 = phi i32 [ %12, %11 ], [ 0, %10 ], [ -100, %1 ], !dbg !230
  ret i32 %14, !dbg !241
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }

!llvm.dbg.cu = !{!21}
!llvm.module.flags = !{!70, !71, !72, !73, !74, !75, !76}
!llvm.ident = !{!77}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "computed_goto.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "7099b99fbd79cc763ee457c4748a064f")
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
!17 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
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
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 4096, elements: !46)
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
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 768, elements: !5)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !69)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!70 = !{i32 7, !"Dwarf Version", i32 5}
!71 = !{i32 2, !"Debug Info Version", i32 3}
!72 = !{i32 1, !"wchar_size", i32 4}
!73 = !{i32 8, !"PIC Level", i32 2}
!74 = !{i32 7, !"PIE Level", i32 2}
!75 = !{i32 7, !"uwtable", i32 2}
!76 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!77 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!78 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 93, type: !79, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !21, retainedNodes: !81)
!79 = !DISubroutineType(types: !80)
!80 = !{!20}
!81 = !{!82, !86, !90, !94}
!82 = !DILocalVariable(name: "fact", scope: !78, file: !2, line: 95, type: !83)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 640, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 20)
!86 = !DILocalVariable(name: "sum", scope: !78, file: !2, line: 102, type: !87)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 480, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 15)
!90 = !DILocalVariable(name: "arith", scope: !78, file: !2, line: 107, type: !91)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 320, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 10)
!94 = !DILocalVariable(name: "x", scope: !95, file: !2, line: 111, type: !20)
!95 = distinct !DILexicalBlock(scope: !78, file: !2, line: 111, column: 5)
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 0, scope: !78)
!98 = distinct !DIAssignID()
!99 = distinct !DIAssignID()
!100 = distinct !DIAssignID()
!101 = !DILocation(line: 99, column: 5, scope: !78)
!102 = !DILocation(line: 100, column: 28, scope: !78)
!103 = !DILocation(line: 100, column: 5, scope: !78)
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 105, column: 5, scope: !78)
!106 = !DILocation(line: 106, column: 28, scope: !78)
!107 = !DILocation(line: 106, column: 5, scope: !78)
!108 = distinct !DIAssignID()
!109 = !DILocation(line: 109, column: 5, scope: !78)
!110 = !DILocation(line: 110, column: 28, scope: !78)
!111 = !DILocation(line: 110, column: 5, scope: !78)
!112 = !DILocation(line: 0, scope: !95)
!113 = !DILocation(line: 112, column: 40, scope: !114)
!114 = distinct !DILexicalBlock(scope: !95, file: !2, line: 111, column: 5)
!115 = !DILocation(line: 112, column: 9, scope: !114)
!116 = !DILocation(line: 113, column: 5, scope: !78)
!117 = !DISubprogram(name: "printf", scope: !118, file: !118, line: 356, type: !119, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!118 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!119 = !DISubroutineType(types: !120)
!120 = !{!20, !121, null}
!121 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !122)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!124 = distinct !DIAssignID()
!125 = !DILocation(line: 0, scope: !14)
!126 = !DILocation(line: 17, column: 5, scope: !14)
!127 = !DILocation(line: 18, column: 1, scope: !14)
!128 = !DILocation(line: 19, column: 22, scope: !14)
!129 = !DILocation(line: 19, column: 19, scope: !14)
!130 = !{!131, !131, i64 0}
!131 = !{!"int", !132, i64 0}
!132 = !{!"omnipotent char", !133, i64 0}
!133 = !{!"Simple C/C++ TBAA"}
!134 = !DILocation(line: 19, column: 13, scope: !14)
!135 = !DILocation(line: 19, column: 5, scope: !14)
!136 = !DILocation(line: 19, column: 17, scope: !14)
!137 = !{!138, !138, i64 0}
!138 = !{!"long", !132, i64 0}
!139 = !DILocation(line: 21, column: 5, scope: !14)
!140 = !DILocation(line: 22, column: 1, scope: !14)
!141 = !DILocation(line: 23, column: 7, scope: !14)
!142 = !DILocation(line: 24, column: 22, scope: !14)
!143 = !DILocation(line: 24, column: 14, scope: !14)
!144 = !DILocation(line: 24, column: 5, scope: !14)
!145 = !DILocation(line: 24, column: 19, scope: !14)
!146 = !DILocation(line: 26, column: 5, scope: !14)
!147 = !DILocation(line: 27, column: 1, scope: !14)
!148 = !DILocation(line: 28, column: 7, scope: !14)
!149 = !DILocation(line: 29, column: 22, scope: !14)
!150 = !DILocation(line: 29, column: 14, scope: !14)
!151 = !DILocation(line: 29, column: 5, scope: !14)
!152 = !DILocation(line: 29, column: 19, scope: !14)
!153 = !DILocation(line: 31, column: 5, scope: !14)
!154 = !DILocation(line: 32, column: 1, scope: !14)
!155 = !DILocation(line: 33, column: 7, scope: !14)
!156 = !DILocation(line: 34, column: 22, scope: !14)
!157 = !DILocation(line: 34, column: 14, scope: !14)
!158 = !DILocation(line: 34, column: 5, scope: !14)
!159 = !DILocation(line: 34, column: 19, scope: !14)
!160 = !DILocation(line: 36, column: 5, scope: !14)
!161 = !DILocation(line: 37, column: 1, scope: !14)
!162 = !DILocation(line: 38, column: 26, scope: !14)
!163 = !DILocation(line: 38, column: 17, scope: !14)
!164 = !DILocation(line: 38, column: 5, scope: !14)
!165 = !DILocation(line: 38, column: 15, scope: !14)
!166 = !DILocation(line: 39, column: 7, scope: !14)
!167 = !DILocation(line: 41, column: 5, scope: !14)
!168 = !DILocation(line: 42, column: 1, scope: !14)
!169 = !DILocation(line: 43, column: 23, scope: !58)
!170 = !DILocation(line: 43, column: 14, scope: !58)
!171 = !DILocation(line: 0, scope: !58)
!172 = !DILocation(line: 44, column: 30, scope: !58)
!173 = !DILocation(line: 44, column: 21, scope: !58)
!174 = !DILocation(line: 44, column: 19, scope: !58)
!175 = !DILocation(line: 45, column: 19, scope: !58)
!176 = !DILocation(line: 47, column: 5, scope: !58)
!177 = !DILocation(line: 49, column: 1, scope: !14)
!178 = !DILocation(line: 50, column: 21, scope: !61)
!179 = !DILocation(line: 0, scope: !61)
!180 = !DILocation(line: 51, column: 7, scope: !61)
!181 = !DILocation(line: 52, column: 9, scope: !182)
!182 = distinct !DILexicalBlock(scope: !61, file: !2, line: 52, column: 9)
!183 = !DILocation(line: 52, column: 9, scope: !61)
!184 = !DILocation(line: 50, column: 18, scope: !61)
!185 = !DILocation(line: 53, column: 19, scope: !182)
!186 = !DILocation(line: 53, column: 9, scope: !182)
!187 = !DILocation(line: 55, column: 5, scope: !61)
!188 = !DILocation(line: 57, column: 1, scope: !14)
!189 = !DILocation(line: 58, column: 14, scope: !14)
!190 = !DILocation(line: 58, column: 5, scope: !14)
!191 = !DILocation(line: 58, column: 18, scope: !14)
!192 = !DILocation(line: 60, column: 5, scope: !14)
!193 = !DILocation(line: 61, column: 1, scope: !14)
!194 = !DILocation(line: 62, column: 42, scope: !14)
!195 = !DILocation(line: 62, column: 33, scope: !14)
!196 = !DILocation(line: 62, column: 5, scope: !14)
!197 = !DILocation(line: 64, column: 5, scope: !14)
!198 = !DILocation(line: 65, column: 1, scope: !14)
!199 = !DILocation(line: 66, column: 26, scope: !14)
!200 = !DILocation(line: 66, column: 17, scope: !14)
!201 = !DILocation(line: 66, column: 5, scope: !14)
!202 = !DILocation(line: 66, column: 15, scope: !14)
!203 = !DILocation(line: 67, column: 7, scope: !14)
!204 = !DILocation(line: 69, column: 5, scope: !14)
!205 = !DILocation(line: 70, column: 1, scope: !14)
!206 = !DILocation(line: 71, column: 7, scope: !14)
!207 = !DILocation(line: 73, column: 5, scope: !14)
!208 = !DILocation(line: 74, column: 1, scope: !14)
!209 = !DILocation(line: 75, column: 5, scope: !14)
!210 = !DILocation(line: 76, column: 12, scope: !14)
!211 = !DILocation(line: 76, column: 26, scope: !14)
!212 = !DILocation(line: 76, column: 17, scope: !14)
!213 = !DILocation(line: 76, column: 5, scope: !14)
!214 = !{!215, !215, i64 0}
!215 = !{!"any pointer", !132, i64 0}
!216 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 81, type: !217, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !21, retainedNodes: !219)
!217 = !DISubroutineType(types: !218)
!218 = !{!20, !20}
!219 = !{!220, !221, !225, !226, !227, !228}
!220 = !DILocalVariable(name: "x", arg: 1, scope: !216, file: !2, line: 81, type: !20)
!221 = !DILocalVariable(name: "targets", scope: !216, file: !2, line: 82, type: !222)
!222 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 192, elements: !223)
!223 = !{!224}
!224 = !DISubrange(count: 3)
!225 = !DILocalVariable(name: "idx", scope: !216, file: !2, line: 83, type: !20)
!226 = !DILabel(scope: !216, name: "neg", file: !2, line: 85)
!227 = !DILabel(scope: !216, name: "zero", file: !2, line: 87)
!228 = !DILabel(scope: !216, name: "pos", file: !2, line: 89)
!229 = distinct !DIAssignID()
!230 = !DILocation(line: 0, scope: !216)
!231 = distinct !DIAssignID()
!232 = !DILocation(line: 83, column: 28, scope: !216)
!233 = !DILocation(line: 83, column: 23, scope: !216)
!234 = !DILocation(line: 83, column: 33, scope: !216)
!235 = !DILocation(line: 84, column: 11, scope: !216)
!236 = !DILocation(line: 87, column: 1, scope: !216)
!237 = !DILocation(line: 88, column: 5, scope: !216)
!238 = !DILocation(line: 89, column: 1, scope: !216)
!239 = !DILocation(line: 90, column: 16, scope: !216)
!240 = !DILocation(line: 90, column: 5, scope: !216)
!241 = !DILocation(line: 91, column: 1, scope: !216)
