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
  br label %11, !dbg !113

10:                                               ; preds = %11
  ret i32 0, !dbg !114

11:                                               ; preds = %0, %11
  %12 = phi i32 [ -2, %0 ], [ %15, %11 ]
    #dbg_value(i32 %12, !94, !DIExpression(), !112)
  %13 = tail call fastcc i32 @classify(i32 noundef %12), !dbg !115
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %12, i32 noundef %13), !dbg !117
  %15 = add nsw i32 %12, 1, !dbg !118
    #dbg_value(i32 %15, !94, !DIExpression(), !112)
  %16 = icmp eq i32 %15, 3, !dbg !119
  br i1 %16, label %10, label %11, !dbg !113, !llvm.loop !120
}

; Function Attrs: nofree nounwind
declare !dbg !124 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @run(ptr nocapture noundef readonly %0) #0 !dbg !14 {
  %2 = alloca [64 x i64], align 16, !DIAssignID !131
    #dbg_assign(i1 undef, !44, !DIExpression(), !131, ptr %2, !DIExpression(), !132)
    #dbg_value(ptr %0, !43, !DIExpression(), !132)
    #dbg_value(i32 0, !48, !DIExpression(), !132)
    #dbg_value(ptr %0, !49, !DIExpression(), !132)
    #dbg_value(i64 0, !50, !DIExpression(), !132)
  %3 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !133
    #dbg_value(ptr %3, !49, !DIExpression(), !132)
  br label %119, !dbg !133

4:                                                ; preds = %119
    #dbg_label(!51, !134)
  %5 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !135
    #dbg_value(ptr %5, !49, !DIExpression(), !132)
  %6 = load i32, ptr %121, align 4, !dbg !136, !tbaa !137
  %7 = sext i32 %6 to i64, !dbg !136
  %8 = add nsw i32 %122, 1, !dbg !141
    #dbg_value(i32 %8, !48, !DIExpression(), !132)
  %9 = sext i32 %122 to i64, !dbg !142
  %10 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %9, !dbg !142
  store i64 %7, ptr %10, align 8, !dbg !143, !tbaa !144
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !132)
  %11 = getelementptr inbounds i8, ptr %121, i64 8, !dbg !146
    #dbg_value(ptr %11, !49, !DIExpression(), !132)
  br label %12, !dbg !146

12:                                               ; preds = %4, %17, %28, %39, %50, %59, %80, %83, %90, %97, %106
  %13 = phi ptr [ %5, %4 ], [ %121, %17 ], [ %121, %28 ], [ %121, %39 ], [ %121, %50 ], [ %121, %59 ], [ %81, %80 ], [ %121, %83 ], [ %121, %90 ], [ %121, %97 ], [ %121, %106 ]
  %14 = phi ptr [ %11, %4 ], [ %27, %17 ], [ %38, %28 ], [ %49, %39 ], [ %58, %50 ], [ %68, %59 ], [ %82, %80 ], [ %89, %83 ], [ %96, %90 ], [ %105, %97 ], [ %108, %106 ]
  %15 = phi i32 [ %8, %4 ], [ %18, %17 ], [ %29, %28 ], [ %40, %39 ], [ %57, %50 ], [ %122, %59 ], [ %71, %80 ], [ %122, %83 ], [ %122, %90 ], [ %104, %97 ], [ %107, %106 ]
  %16 = add nuw nsw i64 %120, 1, !dbg !132
  br label %119, !dbg !132

17:                                               ; preds = %119
    #dbg_label(!52, !147)
  %18 = add nsw i32 %122, -1, !dbg !148
    #dbg_value(i32 %18, !48, !DIExpression(), !132)
  %19 = sext i32 %18 to i64, !dbg !149
  %20 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %19, !dbg !149
  %21 = load i64, ptr %20, align 8, !dbg !149, !tbaa !144
  %22 = add nsw i32 %122, -2, !dbg !150
  %23 = sext i32 %22 to i64, !dbg !151
  %24 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %23, !dbg !151
  %25 = load i64, ptr %24, align 8, !dbg !152, !tbaa !144
  %26 = add nsw i64 %25, %21, !dbg !152
  store i64 %26, ptr %24, align 8, !dbg !152, !tbaa !144
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !132)
  %27 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !153
    #dbg_value(ptr %27, !49, !DIExpression(), !132)
  br label %12, !dbg !153

28:                                               ; preds = %119
    #dbg_label(!53, !154)
  %29 = add nsw i32 %122, -1, !dbg !155
    #dbg_value(i32 %29, !48, !DIExpression(), !132)
  %30 = sext i32 %29 to i64, !dbg !156
  %31 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %30, !dbg !156
  %32 = load i64, ptr %31, align 8, !dbg !156, !tbaa !144
  %33 = add nsw i32 %122, -2, !dbg !157
  %34 = sext i32 %33 to i64, !dbg !158
  %35 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %34, !dbg !158
  %36 = load i64, ptr %35, align 8, !dbg !159, !tbaa !144
  %37 = sub nsw i64 %36, %32, !dbg !159
  store i64 %37, ptr %35, align 8, !dbg !159, !tbaa !144
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !132)
  %38 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !160
    #dbg_value(ptr %38, !49, !DIExpression(), !132)
  br label %12, !dbg !160

39:                                               ; preds = %119
    #dbg_label(!54, !161)
  %40 = add nsw i32 %122, -1, !dbg !162
    #dbg_value(i32 %40, !48, !DIExpression(), !132)
  %41 = sext i32 %40 to i64, !dbg !163
  %42 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %41, !dbg !163
  %43 = load i64, ptr %42, align 8, !dbg !163, !tbaa !144
  %44 = add nsw i32 %122, -2, !dbg !164
  %45 = sext i32 %44 to i64, !dbg !165
  %46 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %45, !dbg !165
  %47 = load i64, ptr %46, align 8, !dbg !166, !tbaa !144
  %48 = mul nsw i64 %47, %43, !dbg !166
  store i64 %48, ptr %46, align 8, !dbg !166, !tbaa !144
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !132)
  %49 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !167
    #dbg_value(ptr %49, !49, !DIExpression(), !132)
  br label %12, !dbg !167

50:                                               ; preds = %119
    #dbg_label(!55, !168)
  %51 = add nsw i32 %122, -1, !dbg !169
  %52 = sext i32 %51 to i64, !dbg !170
  %53 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %52, !dbg !170
  %54 = load i64, ptr %53, align 8, !dbg !170, !tbaa !144
  %55 = sext i32 %122 to i64, !dbg !171
  %56 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %55, !dbg !171
  store i64 %54, ptr %56, align 8, !dbg !172, !tbaa !144
  %57 = add nsw i32 %122, 1, !dbg !173
    #dbg_value(i32 %57, !48, !DIExpression(), !132)
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !132)
  %58 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !174
    #dbg_value(ptr %58, !49, !DIExpression(), !132)
  br label %12, !dbg !174

59:                                               ; preds = %119
    #dbg_label(!56, !175)
  %60 = add nsw i32 %122, -1, !dbg !176
  %61 = sext i32 %60 to i64, !dbg !177
  %62 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %61, !dbg !177
  %63 = load i64, ptr %62, align 8, !dbg !177, !tbaa !144
    #dbg_value(i64 %63, !57, !DIExpression(), !178)
  %64 = add nsw i32 %122, -2, !dbg !179
  %65 = sext i32 %64 to i64, !dbg !180
  %66 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %65, !dbg !180
  %67 = load i64, ptr %66, align 8, !dbg !180, !tbaa !144
  store i64 %67, ptr %62, align 8, !dbg !181, !tbaa !144
  store i64 %63, ptr %66, align 8, !dbg !182, !tbaa !144
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !132)
  %68 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !183
    #dbg_value(ptr %68, !49, !DIExpression(), !132)
  br label %12, !dbg !183

69:                                               ; preds = %119
    #dbg_label(!59, !184)
  %70 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !185
    #dbg_value(ptr %70, !49, !DIExpression(), !132)
    #dbg_value(i32 poison, !60, !DIExpression(), !186)
  %71 = add nsw i32 %122, -1, !dbg !187
    #dbg_value(i32 %71, !48, !DIExpression(), !132)
  %72 = sext i32 %71 to i64, !dbg !188
  %73 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %72, !dbg !188
  %74 = load i64, ptr %73, align 8, !dbg !188, !tbaa !144
  %75 = icmp eq i64 %74, 0, !dbg !188
  br i1 %75, label %80, label %76, !dbg !190

76:                                               ; preds = %69
  %77 = load i32, ptr %121, align 4, !dbg !191, !tbaa !137
    #dbg_value(i32 %77, !60, !DIExpression(), !186)
  %78 = sext i32 %77 to i64, !dbg !192
  %79 = getelementptr inbounds i32, ptr %0, i64 %78, !dbg !192
    #dbg_value(ptr %79, !49, !DIExpression(), !132)
  br label %80, !dbg !193

80:                                               ; preds = %76, %69
  %81 = phi ptr [ %79, %76 ], [ %70, %69 ], !dbg !186
    #dbg_value(ptr %81, !49, !DIExpression(), !132)
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !132)
  %82 = getelementptr inbounds i8, ptr %81, i64 4, !dbg !194
    #dbg_value(ptr %82, !49, !DIExpression(), !132)
  br label %12, !dbg !194

83:                                               ; preds = %119
    #dbg_label(!62, !195)
  %84 = add nsw i32 %122, -1, !dbg !196
  %85 = sext i32 %84 to i64, !dbg !197
  %86 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %85, !dbg !197
  %87 = load i64, ptr %86, align 8, !dbg !198, !tbaa !144
  %88 = add nsw i64 %87, -1, !dbg !198
  store i64 %88, ptr %86, align 8, !dbg !198, !tbaa !144
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !132)
  %89 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !199
    #dbg_value(ptr %89, !49, !DIExpression(), !132)
  br label %12, !dbg !199

90:                                               ; preds = %119
    #dbg_label(!63, !200)
  %91 = add nsw i32 %122, -1, !dbg !201
  %92 = sext i32 %91 to i64, !dbg !202
  %93 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %92, !dbg !202
  %94 = load i64, ptr %93, align 8, !dbg !202, !tbaa !144
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %94, i32 noundef %122), !dbg !203
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !132)
  %96 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !204
    #dbg_value(ptr %96, !49, !DIExpression(), !132)
  br label %12, !dbg !204

97:                                               ; preds = %119
    #dbg_label(!64, !205)
  %98 = add nsw i32 %122, -2, !dbg !206
  %99 = sext i32 %98 to i64, !dbg !207
  %100 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %99, !dbg !207
  %101 = load i64, ptr %100, align 8, !dbg !207, !tbaa !144
  %102 = sext i32 %122 to i64, !dbg !208
  %103 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %102, !dbg !208
  store i64 %101, ptr %103, align 8, !dbg !209, !tbaa !144
  %104 = add nsw i32 %122, 1, !dbg !210
    #dbg_value(i32 %104, !48, !DIExpression(), !132)
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !132)
  %105 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !211
    #dbg_value(ptr %105, !49, !DIExpression(), !132)
  br label %12, !dbg !211

106:                                              ; preds = %119
    #dbg_label(!65, !212)
  %107 = add nsw i32 %122, -1, !dbg !213
    #dbg_value(i32 %107, !48, !DIExpression(), !132)
    #dbg_value(i64 %120, !50, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !132)
  %108 = getelementptr inbounds i8, ptr %121, i64 4, !dbg !214
    #dbg_value(ptr %108, !49, !DIExpression(), !132)
  br label %12, !dbg !214

109:                                              ; preds = %119
    #dbg_label(!66, !215)
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %120, i32 noundef %122), !dbg !216
  %111 = icmp eq i32 %122, 0, !dbg !217
  br i1 %111, label %117, label %112, !dbg !217

112:                                              ; preds = %109
  %113 = add nsw i32 %122, -1, !dbg !218
  %114 = sext i32 %113 to i64, !dbg !219
  %115 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %114, !dbg !219
  %116 = load i64, ptr %115, align 8, !dbg !219, !tbaa !144
  br label %117, !dbg !217

117:                                              ; preds = %109, %112
  %118 = phi i64 [ %116, %112 ], [ 0, %109 ], !dbg !217
  ret i64 %118, !dbg !220

119:                                              ; preds = %12, %1
  %120 = phi i64 [ 0, %1 ], [ %16, %12 ], !dbg !132
  %121 = phi ptr [ %3, %1 ], [ %14, %12 ], !dbg !132
  %122 = phi i32 [ 0, %1 ], [ %15, %12 ], !dbg !132
  %123 = phi ptr [ %0, %1 ], [ %13, %12 ]
  %124 = load i32, ptr %123, align 4, !dbg !132, !tbaa !137
  %125 = sext i32 %124 to i64, !dbg !132
  %126 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i64 0, i64 %125, !dbg !132
  %127 = load ptr, ptr %126, align 8, !dbg !132, !tbaa !221
    #dbg_value(i32 %122, !48, !DIExpression(), !132)
    #dbg_value(ptr %121, !49, !DIExpression(), !132)
    #dbg_value(i64 %120, !50, !DIExpression(), !132)
  indirectbr ptr %127, [label %4, label %17, label %28, label %39, label %50, label %59, label %69, label %83, label %90, label %97, label %106, label %109]
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @classify(i32 noundef %0) #2 !dbg !223 {
    #dbg_assign(i1 undef, !228, !DIExpression(), !236, ptr @__const.classify.targets, !DIExpression(), !237)
    #dbg_value(i32 %0, !227, !DIExpression(), !237)
    #dbg_assign(i1 undef, !228, !DIExpression(), !238, ptr @__const.classify.targets, !DIExpression(), !237)
  %2 = ashr i32 %0, 31, !dbg !239
  %3 = icmp ne i32 %0, 0, !dbg !240
  %4 = zext i1 %3 to i32, !dbg !240
  %5 = or i32 %2, %4, !dbg !240
  %6 = add nsw i32 %5, 1, !dbg !241
    #dbg_value(i32 %6, !232, !DIExpression(), !237)
  %7 = zext nneg i32 %6 to i64, !dbg !242
  %8 = getelementptr inbounds [3 x ptr], ptr @__const.classify.targets, i64 0, i64 %7, !dbg !242
  %9 = load ptr, ptr %8, align 8, !dbg !242, !tbaa !221
  indirectbr ptr %9, [label %13, label %10, label %11]

10:                                               ; preds = %1
    #dbg_label(!234, !243)
  br label %13, !dbg !244

11:                                               ; preds = %1
    #dbg_label(!235, !245)
  %12 = add nsw i32 %0, 100, !dbg !246
  br label %13, !dbg !247

13:                                               ; preds = %1, %11, %10
  %14 = phi i32 [ %12, %11 ], [ 0, %10 ], [ -100, %1 ], !dbg !237
  ret i32 %14, !dbg !248
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
!113 = !DILocation(line: 111, column: 5, scope: !95)
!114 = !DILocation(line: 113, column: 5, scope: !78)
!115 = !DILocation(line: 112, column: 40, scope: !116)
!116 = distinct !DILexicalBlock(scope: !95, file: !2, line: 111, column: 5)
!117 = !DILocation(line: 112, column: 9, scope: !116)
!118 = !DILocation(line: 111, column: 31, scope: !116)
!119 = !DILocation(line: 111, column: 24, scope: !116)
!120 = distinct !{!120, !113, !121, !122, !123}
!121 = !DILocation(line: 112, column: 51, scope: !95)
!122 = !{!"llvm.loop.mustprogress"}
!123 = !{!"llvm.loop.unroll.disable"}
!124 = !DISubprogram(name: "printf", scope: !125, file: !125, line: 356, type: !126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!126 = !DISubroutineType(types: !127)
!127 = !{!20, !128, null}
!128 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !129)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!131 = distinct !DIAssignID()
!132 = !DILocation(line: 0, scope: !14)
!133 = !DILocation(line: 17, column: 5, scope: !14)
!134 = !DILocation(line: 18, column: 1, scope: !14)
!135 = !DILocation(line: 19, column: 22, scope: !14)
!136 = !DILocation(line: 19, column: 19, scope: !14)
!137 = !{!138, !138, i64 0}
!138 = !{!"int", !139, i64 0}
!139 = !{!"omnipotent char", !140, i64 0}
!140 = !{!"Simple C/C++ TBAA"}
!141 = !DILocation(line: 19, column: 13, scope: !14)
!142 = !DILocation(line: 19, column: 5, scope: !14)
!143 = !DILocation(line: 19, column: 17, scope: !14)
!144 = !{!145, !145, i64 0}
!145 = !{!"long", !139, i64 0}
!146 = !DILocation(line: 21, column: 5, scope: !14)
!147 = !DILocation(line: 22, column: 1, scope: !14)
!148 = !DILocation(line: 23, column: 7, scope: !14)
!149 = !DILocation(line: 24, column: 22, scope: !14)
!150 = !DILocation(line: 24, column: 14, scope: !14)
!151 = !DILocation(line: 24, column: 5, scope: !14)
!152 = !DILocation(line: 24, column: 19, scope: !14)
!153 = !DILocation(line: 26, column: 5, scope: !14)
!154 = !DILocation(line: 27, column: 1, scope: !14)
!155 = !DILocation(line: 28, column: 7, scope: !14)
!156 = !DILocation(line: 29, column: 22, scope: !14)
!157 = !DILocation(line: 29, column: 14, scope: !14)
!158 = !DILocation(line: 29, column: 5, scope: !14)
!159 = !DILocation(line: 29, column: 19, scope: !14)
!160 = !DILocation(line: 31, column: 5, scope: !14)
!161 = !DILocation(line: 32, column: 1, scope: !14)
!162 = !DILocation(line: 33, column: 7, scope: !14)
!163 = !DILocation(line: 34, column: 22, scope: !14)
!164 = !DILocation(line: 34, column: 14, scope: !14)
!165 = !DILocation(line: 34, column: 5, scope: !14)
!166 = !DILocation(line: 34, column: 19, scope: !14)
!167 = !DILocation(line: 36, column: 5, scope: !14)
!168 = !DILocation(line: 37, column: 1, scope: !14)
!169 = !DILocation(line: 38, column: 26, scope: !14)
!170 = !DILocation(line: 38, column: 17, scope: !14)
!171 = !DILocation(line: 38, column: 5, scope: !14)
!172 = !DILocation(line: 38, column: 15, scope: !14)
!173 = !DILocation(line: 39, column: 7, scope: !14)
!174 = !DILocation(line: 41, column: 5, scope: !14)
!175 = !DILocation(line: 42, column: 1, scope: !14)
!176 = !DILocation(line: 43, column: 23, scope: !58)
!177 = !DILocation(line: 43, column: 14, scope: !58)
!178 = !DILocation(line: 0, scope: !58)
!179 = !DILocation(line: 44, column: 30, scope: !58)
!180 = !DILocation(line: 44, column: 21, scope: !58)
!181 = !DILocation(line: 44, column: 19, scope: !58)
!182 = !DILocation(line: 45, column: 19, scope: !58)
!183 = !DILocation(line: 47, column: 5, scope: !58)
!184 = !DILocation(line: 49, column: 1, scope: !14)
!185 = !DILocation(line: 50, column: 21, scope: !61)
!186 = !DILocation(line: 0, scope: !61)
!187 = !DILocation(line: 51, column: 7, scope: !61)
!188 = !DILocation(line: 52, column: 9, scope: !189)
!189 = distinct !DILexicalBlock(scope: !61, file: !2, line: 52, column: 9)
!190 = !DILocation(line: 52, column: 9, scope: !61)
!191 = !DILocation(line: 50, column: 18, scope: !61)
!192 = !DILocation(line: 53, column: 19, scope: !189)
!193 = !DILocation(line: 53, column: 9, scope: !189)
!194 = !DILocation(line: 55, column: 5, scope: !61)
!195 = !DILocation(line: 57, column: 1, scope: !14)
!196 = !DILocation(line: 58, column: 14, scope: !14)
!197 = !DILocation(line: 58, column: 5, scope: !14)
!198 = !DILocation(line: 58, column: 18, scope: !14)
!199 = !DILocation(line: 60, column: 5, scope: !14)
!200 = !DILocation(line: 61, column: 1, scope: !14)
!201 = !DILocation(line: 62, column: 42, scope: !14)
!202 = !DILocation(line: 62, column: 33, scope: !14)
!203 = !DILocation(line: 62, column: 5, scope: !14)
!204 = !DILocation(line: 64, column: 5, scope: !14)
!205 = !DILocation(line: 65, column: 1, scope: !14)
!206 = !DILocation(line: 66, column: 26, scope: !14)
!207 = !DILocation(line: 66, column: 17, scope: !14)
!208 = !DILocation(line: 66, column: 5, scope: !14)
!209 = !DILocation(line: 66, column: 15, scope: !14)
!210 = !DILocation(line: 67, column: 7, scope: !14)
!211 = !DILocation(line: 69, column: 5, scope: !14)
!212 = !DILocation(line: 70, column: 1, scope: !14)
!213 = !DILocation(line: 71, column: 7, scope: !14)
!214 = !DILocation(line: 73, column: 5, scope: !14)
!215 = !DILocation(line: 74, column: 1, scope: !14)
!216 = !DILocation(line: 75, column: 5, scope: !14)
!217 = !DILocation(line: 76, column: 12, scope: !14)
!218 = !DILocation(line: 76, column: 26, scope: !14)
!219 = !DILocation(line: 76, column: 17, scope: !14)
!220 = !DILocation(line: 76, column: 5, scope: !14)
!221 = !{!222, !222, i64 0}
!222 = !{!"any pointer", !139, i64 0}
!223 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 81, type: !224, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !21, retainedNodes: !226)
!224 = !DISubroutineType(types: !225)
!225 = !{!20, !20}
!226 = !{!227, !228, !232, !233, !234, !235}
!227 = !DILocalVariable(name: "x", arg: 1, scope: !223, file: !2, line: 81, type: !20)
!228 = !DILocalVariable(name: "targets", scope: !223, file: !2, line: 82, type: !229)
!229 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 192, elements: !230)
!230 = !{!231}
!231 = !DISubrange(count: 3)
!232 = !DILocalVariable(name: "idx", scope: !223, file: !2, line: 83, type: !20)
!233 = !DILabel(scope: !223, name: "neg", file: !2, line: 85)
!234 = !DILabel(scope: !223, name: "zero", file: !2, line: 87)
!235 = !DILabel(scope: !223, name: "pos", file: !2, line: 89)
!236 = distinct !DIAssignID()
!237 = !DILocation(line: 0, scope: !223)
!238 = distinct !DIAssignID()
!239 = !DILocation(line: 83, column: 28, scope: !223)
!240 = !DILocation(line: 83, column: 23, scope: !223)
!241 = !DILocation(line: 83, column: 33, scope: !223)
!242 = !DILocation(line: 84, column: 11, scope: !223)
!243 = !DILocation(line: 87, column: 1, scope: !223)
!244 = !DILocation(line: 88, column: 5, scope: !223)
!245 = !DILocation(line: 89, column: 1, scope: !223)
!246 = !DILocation(line: 90, column: 16, scope: !223)
!247 = !DILocation(line: 90, column: 5, scope: !223)
!248 = !DILocation(line: 91, column: 1, scope: !223)
